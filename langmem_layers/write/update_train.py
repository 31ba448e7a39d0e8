"""Training and leave-domain-out evaluation of the :class:`~.update_judge.UpdateJudge`, deterministically.

A pair corpus is JSONL, one pair per line, both sides as the user said them::

    {"lang": "en", "domain": "gardening", "old": "i grow tomatoes on the balcony", "new": "…", "label": "update"}

Each side is rewritten as the memory store keeps it (:func:`~.normalise.to_third_person`), so the judge learns on
the same form it reads at write time. Every pair also yields one *unrelated* pair (its old side against the new
side of another pair of its domain and language, labelled ``keep_both``): most neighbours a candidate meets are
about something else, and the judge must not supersede them.

    >>> rows = [PairExample("en", "d", "User lives in Leeds", "User moved to York", "update")]
    >>> [(p.old, p.new, p.label) for p in with_unrelated(rows + [PairExample("en", "d", "User likes tea",
    ...     "User got a cat", "keep_both")])][-1]
    ('User likes tea', 'User moved to York', 'keep_both')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from langchain_core.embeddings import Embeddings

from ..classify import LinearClassifier
from ..classify.corpus import jsonl_rows
from ..classify.train import fit_temperature
from ..embeddings import embedding_model_id
from .normalise import to_third_person
from .update_judge import LEXICAL_DIM, MAX_SAID_CHARS, UPDATE_LABELS, UpdateJudge, pair_vector

__all__ = ["EPOCHS", "PairExample", "evaluate_update_judge", "load_pairs", "train_update_judge", "update_figures",
           "with_unrelated"]

EPOCHS = 300
#: Leave-domain-out folds used to calibrate the temperature of the final model.
CALIBRATION_FOLDS = 4


@dataclass(frozen=True)
class PairExample:
    """One labelled (old, new) pair, both sides as stored (third person), and the new side as the user typed it
    (``said``: the judge's n-grams read it, as they read a candidate's source clause at write time)."""

    lang: str
    domain: str
    old: str
    new: str
    label: str
    said: str = ""


def _pair(row: dict[str, object]) -> PairExample:
    lang, label, said = str(row["lang"]), str(row["label"]), str(row["new"])
    if label not in UPDATE_LABELS:
        raise ValueError(f"label {label!r} not in {list(UPDATE_LABELS)}")
    return PairExample(lang, str(row.get("domain", "")), to_third_person(str(row["old"]), lang),
                       to_third_person(said, lang), label, said)


def load_pairs(paths: Iterable[str | Path]) -> list[PairExample]:
    """Pairs from JSONL files, rewritten as stored; a malformed line raises :class:`InvalidInputError`."""
    pairs = jsonl_rows(paths, _pair, what="a labelled pair")
    return sorted(pairs, key=lambda p: (p.domain, p.old, p.new, p.label))


def with_unrelated(pairs: Sequence[PairExample]) -> list[PairExample]:
    """``pairs`` plus, for each, its old side against the next pair's new side in the same domain and language
    (``keep_both``)."""
    out = list(pairs)
    by_domain: dict[tuple[str, str], list[PairExample]] = {}
    for pair in pairs:
        by_domain.setdefault((pair.domain, pair.lang), []).append(pair)
    for group in by_domain.values():
        for i, pair in enumerate(group):
            other = group[(i + 1) % len(group)]
            if other.old != pair.old and len(group) > 1:
                out.append(replace(pair, new=other.new, said=other.said, label="keep_both"))
    return out


def _vectors(pairs: Sequence[PairExample], embeddings: Embeddings) -> dict[str, np.ndarray]:
    texts = sorted({t for p in pairs for t in (p.old, p.new)})
    return dict(zip(texts, np.asarray(embeddings.embed_documents(texts), dtype=np.float64), strict=True))


def _dense(pairs: Sequence[PairExample], vectors: dict[str, np.ndarray]) -> np.ndarray:
    return np.stack([pair_vector(p.old, p.new, vectors[p.old], vectors[p.new]) for p in pairs])


def _said(pairs: Sequence[PairExample]) -> list[str]:
    return [(p.said or p.new)[:MAX_SAID_CHARS] for p in pairs]


def _fit(pairs: Sequence[PairExample], vectors: dict[str, np.ndarray], embedding_id: str,
         epochs: int) -> LinearClassifier:
    return LinearClassifier.fit(_said(pairs), [p.label for p in pairs], vectors=_dense(pairs, vectors),
                                embedding_id=embedding_id, dim=LEXICAL_DIM, epochs=epochs,
                                label_order=UPDATE_LABELS)


def _folds(pairs: Sequence[PairExample], folds: int) -> list[set[str]]:
    domains = sorted({p.domain for p in pairs})
    k = max(2, min(folds, len(domains)))
    return [set(domains[i::k]) for i in range(k)]


def _held_out_logits(pairs: Sequence[PairExample], vectors: dict[str, np.ndarray], embedding_id: str, folds: int,
                     epochs: int, on_fold: Callable[[set[str]], None] | None = None,
                     ) -> tuple[list[PairExample], np.ndarray]:
    held: list[PairExample] = []
    logits = []
    for group in _folds(pairs, folds):
        if on_fold is not None:
            on_fold(group)
        model = _fit([p for p in pairs if p.domain not in group], vectors, embedding_id, epochs)
        test = [p for p in pairs if p.domain in group]
        held.extend(test)
        logits.append(model.logits(_said(test), _dense(test, vectors)))
    return held, np.concatenate(logits)


def train_update_judge(pairs: Sequence[PairExample], embeddings: Embeddings, *, epochs: int = EPOCHS,
                       vectors: dict[str, np.ndarray] | None = None) -> UpdateJudge:
    """Train on every pair (plus its unrelated pair); the temperature is fitted on leave-domain-out logits."""
    rows = with_unrelated(pairs)
    embedding_id = embedding_model_id(embeddings)
    vectors = vectors if vectors is not None else _vectors(rows, embeddings)
    model = _fit(rows, vectors, embedding_id, epochs)
    held, logits = _held_out_logits(rows, vectors, embedding_id, CALIBRATION_FOLDS, epochs)
    model.temperature = fit_temperature(logits, [UPDATE_LABELS.index(p.label) for p in held])
    model.meta = {"pairs": str(len(pairs)), "rows": str(len(rows)), "epochs": str(epochs)}
    return UpdateJudge(model)


def evaluate_update_judge(pairs: Sequence[PairExample], embeddings: Embeddings, *, folds: int = 8,
                          epochs: int = EPOCHS, vectors: dict[str, np.ndarray] | None = None,
                          ) -> tuple[list[PairExample], np.ndarray]:
    """Leave-domain-out ``P(update)`` for every pair (and unrelated pair), by models that never saw its domain;
    the temperature of each fold's model is fitted inside its own training domains."""
    rows = with_unrelated(pairs)
    embedding_id = embedding_model_id(embeddings)
    vectors = vectors if vectors is not None else _vectors(rows, embeddings)
    held: list[PairExample] = []
    scores = []
    for group in _folds(rows, folds):
        train = [p for p in rows if p.domain not in group]
        model = _fit(train, vectors, embedding_id, epochs)
        inner, logits = _held_out_logits(train, vectors, embedding_id, CALIBRATION_FOLDS, epochs)
        model.temperature = fit_temperature(logits, [UPDATE_LABELS.index(p.label) for p in inner])
        test = [p for p in rows if p.domain in group]
        held.extend(test)
        scores.append(model.predict_proba(_said(test), _dense(test, vectors))[:, 0])
    return held, np.concatenate(scores)


def update_figures(gold: Sequence[bool], scores: Sequence[float] | np.ndarray, threshold: float) -> dict[str, float]:
    """Precision and recall of the ``update`` class at ``threshold``::

        >>> update_figures([True, False, True], [0.9, 0.85, 0.2], 0.8)
        {'threshold': 0.8, 'precision': 0.5, 'recall': 0.5}
    """
    said = [s >= threshold for s in scores]
    hits = sum(g and s for g, s in zip(gold, said, strict=True))
    return {"threshold": threshold, "precision": hits / max(sum(said), 1), "recall": hits / max(sum(gold), 1)}
