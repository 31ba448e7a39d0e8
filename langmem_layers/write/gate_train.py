"""Training and evaluating the write gate (:mod:`.gate`) — the code behind ``langmem-layers gate train|eval``.

Training is :func:`~langmem_layers.classify.train.train_classifier` on the gate's labels; :func:`evaluate_gate`
predicts every domain of the corpus with a gate trained without it and :class:`GateReport` reads the figures
(per domain, pooled, confusion matrix, any threshold)::

    report = evaluate_gate(load_jsonl(paths), folds=8)
    print(report.at(0.6).markdown())
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from langchain_core.embeddings import Embeddings

from ..classify import Example, LinearClassifier, leave_domain_out, load_jsonl
from ..classify.corpus import confusion
from ..classify.train import EPOCHS, dense_rows, embed_examples, order_examples, train_classifier
from .explicit import EXPLICIT_LABELS, EXPLICIT_THRESHOLD, Embed, ExplicitDetector, explicit_features, requested
from .gate import GATE_LABELS, GATE_THRESHOLD

__all__ = ["GateReport", "embed_examples", "evaluate_explicit", "evaluate_gate", "explicit_examples",
           "explicit_figures", "remembered_embed", "train_and_save", "train_classifier", "train_explicit",
           "with_pieces"]

class GateReport:
    """Leave-domain-out figures: per domain and pooled, memorable-class precision/recall and label accuracy.

    ``results[domain] = (gold labels, best memorable label, P(memorable))``; :meth:`at` re-reads them at another
    threshold without retraining.
    """

    def __init__(self, results: dict[str, tuple[list[str], list[str], list[float]]], labels: Sequence[str],
                 threshold: float = GATE_THRESHOLD, texts: dict[str, list[str]] | None = None) -> None:
        self.results = results
        self.labels = list(labels)
        self.threshold = threshold
        #: ``texts[domain]``: the predicted lines, in the order of ``results[domain]`` (for :meth:`among`).
        self.texts = texts or {}

    def at(self, threshold: float) -> GateReport:
        return GateReport(self.results, self.labels, threshold, self.texts)

    def among(self, texts: set[str]) -> GateReport:
        """The figures of these lines only (say, one corpus file's), the predictions unchanged."""
        results: dict[str, tuple[list[str], list[str], list[float]]] = {}
        kept_texts: dict[str, list[str]] = {}
        for domain, (gold, best, memorable) in self.results.items():
            kept = [n for n, text in enumerate(self.texts.get(domain, [])) if text in texts]
            if kept:
                results[domain] = ([gold[n] for n in kept], [best[n] for n in kept], [memorable[n] for n in kept])
                kept_texts[domain] = [self.texts[domain][n] for n in kept]
        return GateReport(results, self.labels, self.threshold, kept_texts)

    def _predicted(self, domain: str) -> tuple[list[str], list[str]]:
        gold, best, memorable = self.results[domain]
        return gold, [b if m >= self.threshold else "none" for b, m in zip(best, memorable, strict=True)]

    @staticmethod
    def _binary(gold: Sequence[str], pred: Sequence[str]) -> tuple[int, int, int]:
        tp = sum(g != "none" and p != "none" for g, p in zip(gold, pred, strict=True))
        fp = sum(g == "none" and p != "none" for g, p in zip(gold, pred, strict=True))
        fn = sum(g != "none" and p == "none" for g, p in zip(gold, pred, strict=True))
        return tp, fp, fn

    def rows(self) -> list[tuple[str, int, float, float, float]]:
        """(domain, n, memorable precision, memorable recall, exact-label accuracy)."""
        out = []
        for domain in sorted(self.results):
            gold, pred = self._predicted(domain)
            tp, fp, fn = self._binary(gold, pred)
            acc = sum(g == p for g, p in zip(gold, pred, strict=True)) / max(len(gold), 1)
            out.append((domain, len(gold), tp / max(tp + fp, 1), tp / max(tp + fn, 1), acc))
        return out

    def _all(self) -> tuple[list[str], list[str]]:
        gold: list[str] = []
        pred: list[str] = []
        for domain in sorted(self.results):
            g, p = self._predicted(domain)
            gold += g
            pred += p
        return gold, pred

    def pooled(self) -> tuple[float, float, float, float]:
        """(micro precision, micro recall, macro recall over domains, exact-label accuracy)."""
        gold, pred = self._all()
        tp, fp, fn = self._binary(gold, pred)
        macro = float(np.mean([r[3] for r in self.rows()]))
        acc = sum(g == p for g, p in zip(gold, pred, strict=True)) / max(len(gold), 1)
        return tp / max(tp + fp, 1), tp / max(tp + fn, 1), macro, acc

    def confusion(self) -> list[list[int]]:
        return confusion(*self._all(), self.labels)

    def markdown(self) -> str:
        lines = [f"threshold {self.threshold:.2f}", "| domain | n | precision | recall | label acc |",
                 "|---|---|---|---|---|"]
        lines += [f"| {d} | {n} | {p:.2f} | {r:.2f} | {a:.2f} |" for d, n, p, r, a in self.rows()]
        p, r, macro, acc = self.pooled()
        lines.append(f"| **pooled** | {sum(r_[1] for r_ in self.rows())} | {p:.3f} | {r:.3f} (macro {macro:.3f}) "
                     f"| {acc:.3f} |")
        lines += ["", "confusion (rows gold, columns predicted): " + " ".join(self.labels)]
        lines += [f"  {name:<11} " + " ".join(f"{v:>5}" for v in row)
                  for name, row in zip(self.labels, self.confusion(), strict=True)]
        return "\n".join(lines)


def evaluate_gate(examples: Sequence[Example], *, labels: Sequence[str] = GATE_LABELS,
                  embeddings: Embeddings | None = None, vectors: dict[str, np.ndarray] | None = None,
                  folds: int | None = 8, epochs: int = EPOCHS, threshold: float = GATE_THRESHOLD,
                  learn_from: Callable[[Example], bool] | None = None) -> GateReport:
    """Leave-domain-out: each domain predicted by a gate trained without it (``vectors``: precomputed
    :func:`embed_examples` of ``embeddings``). ``learn_from``: which training lines each fold's gate learns from
    (all lines are still predicted) — what a part of the corpus adds, on the same folds."""
    rows = order_examples(examples)
    if embeddings is not None and vectors is None:
        vectors = embed_examples(rows, embeddings)
    none = list(labels).index("none")
    scored: dict[str, tuple[list[str], list[str], list[float]]] = {}
    texts: dict[str, list[str]] = {}

    def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
        train = [e for e in train if learn_from is None or learn_from(e)]
        model = train_classifier(train, labels=labels, embeddings=embeddings, vectors=vectors, epochs=epochs,
                                 calibration_folds=0)

        def predict(test: list[Example]) -> list[str]:
            proba = model.predict_proba([e.text for e in test], dense_rows(model, test, vectors))
            masked = proba.copy()
            masked[:, none] = -1.0
            best = [model.labels[int(i)] for i in masked.argmax(axis=1)]
            scored[test[0].domain] = ([e.label for e in test], best, [float(1.0 - r[none]) for r in proba])
            texts[test[0].domain] = [e.text for e in test]
            return best
        return predict

    leave_domain_out(rows, trainer, folds=folds)
    return GateReport(scored, labels, threshold, texts)


def train_and_save(data: Sequence[str], out: str, *, embeddings: Embeddings | None = None,
                   epochs: int = EPOCHS) -> LinearClassifier:
    """Train on JSONL files and write the weights (the ``langmem-layers gate train`` command)."""
    model = train_classifier(load_jsonl(data), labels=GATE_LABELS, embeddings=embeddings, epochs=epochs)
    model.save(out)
    return model


def explicit_examples(examples: Sequence[Example]) -> list[Example]:
    """The corpus relabelled for the explicit-request detector: ``explicit`` when the line's ``explicit`` flag is
    set, else ``none`` (every other line, memorable or not, is a negative: the detector learns the request, not
    the topic)."""
    return [Example(explicit_features(e.text), "explicit" if e.extra.get("explicit") else "none", e.domain, e.lang,
                    {"raw": e.text}) for e in examples]


def with_pieces(rows: Sequence[Example]) -> list[Example]:
    """Training rows plus, for each request whose cue a pattern can cut off, its content alone as a negative and
    its cue alone as a positive ("For the record, I'm vegan" → "I'm vegan": not a request; "For the record": one):
    the detector learns the request, not the words of what is requested."""
    out = list(rows)
    for row in rows:
        raw = str(row.extra.get("raw", row.text))
        if row.label != "explicit":
            continue
        found = requested(raw)
        if found is None or found[1] == raw or found[1] not in raw:
            continue
        cue = raw.replace(found[1], " ").strip(" ，,：:。.!！")
        out.append(Example(explicit_features(found[1]), "none", row.domain, row.lang, {"raw": found[1]}))
        if len(cue) >= 2:
            out.append(Example(explicit_features(cue), "explicit", row.domain, row.lang, {"raw": cue}))
    return out


def remembered_embed(embeddings: Embeddings) -> Embed:
    """``embeddings.embed_documents`` that embeds each distinct text once per process (training and the
    leave-domain-out folds score the same sentences many times)."""
    seen: dict[str, np.ndarray] = {}

    def embed(texts: list[str]) -> Sequence[Sequence[float]]:
        missing = [t for t in dict.fromkeys(texts) if t not in seen]
        if missing:
            seen.update(zip(missing, np.asarray(embeddings.embed_documents(missing), dtype=np.float64), strict=True))
        return [seen[t].tolist() for t in texts]
    return embed


def train_explicit(examples: Sequence[Example], *, embed: Embed | None = None, embedding_id: str = "",
                   epochs: int = EPOCHS) -> LinearClassifier:
    """The explicit-request detector trained on the gate corpus' ``explicit`` flags (deterministic): n-grams only,
    or joined with the vectors ``embed`` gives the raw sentences (``embedding_id`` names their model)."""
    return _train_detector(explicit_examples(examples), embed, embedding_id, epochs, calibration_folds=4)


def _train_detector(rows: Sequence[Example], embed: Embed | None, embedding_id: str, epochs: int,
                    calibration_folds: int) -> LinearClassifier:
    """:func:`train_explicit` on rows already relabelled by :func:`explicit_examples`."""
    rows = with_pieces(rows)
    vectors = None
    if embed is not None:
        raw = [str(e.extra.get("raw", e.text)) for e in rows]
        vectors = dict(zip((e.text for e in rows), np.asarray(embed(raw), dtype=np.float64), strict=True))
    return train_classifier(rows, labels=EXPLICIT_LABELS, vectors=vectors, embedding_id=embedding_id,
                            epochs=epochs, calibration_folds=calibration_folds)


def evaluate_explicit(examples: Sequence[Example], *, embed: Embed | None = None, embedding_id: str = "",
                      folds: int | None = 8, epochs: int = EPOCHS) -> tuple[list[bool], list[float]]:
    """Leave-domain-out: (is explicit, P(explicit) from a detector trained without that domain) per example; with
    ``embed``, the detector with a dense part (sentences and their cue-sized clauses embedded by it; the one
    model holds both parts)."""
    rows = order_examples(explicit_examples(examples))
    scores: dict[int, float] = {}

    def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
        model = _train_detector(train, embed, embedding_id, epochs, calibration_folds=0)
        detector = ExplicitDetector(model, dense=model, embed=embed) if embed is not None else ExplicitDetector(model)

        def predict(test: list[Example]) -> list[str]:
            proba = detector.probability([str(e.extra.get("raw", e.text)) for e in test])
            for e, p in zip(test, proba, strict=True):
                scores[id(e)] = float(p)
            return ["explicit" if p >= EXPLICIT_THRESHOLD else "none" for p in proba]
        return predict

    leave_domain_out(rows, trainer, folds=folds)
    return [e.label == "explicit" for e in rows], [scores[id(e)] for e in rows]


def explicit_figures(gold: Sequence[bool], scores: Sequence[float],
                     threshold: float = EXPLICIT_THRESHOLD) -> dict[str, float]:
    """Precision, recall and counts of :func:`evaluate_explicit`'s output at ``threshold``."""
    pred = [s >= threshold for s in scores]
    tp = sum(g and p for g, p in zip(gold, pred, strict=True))
    fp = sum(p and not g for g, p in zip(gold, pred, strict=True))
    fn = sum(g and not p for g, p in zip(gold, pred, strict=True))
    return {"threshold": threshold, "precision": tp / max(tp + fp, 1), "recall": tp / max(tp + fn, 1),
            "false_positives": fp, "missed": fn}
