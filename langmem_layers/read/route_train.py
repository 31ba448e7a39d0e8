"""Training the learned router with every choice made inside the training data, by leave-domain-out.

For each :class:`RouterSetting` of :data:`GRID` (L2 strength, how much the e5 vector weighs against the n-grams),
the training domains are split into ``inner_folds`` groups and each group is scored by a model that never saw it.
On those out-of-domain logits the temperature is fitted (negative log-likelihood), then the union margin
(:func:`~.route_model.widens`): the margin with the best accuracy among those that keep mixed-recall at or above
``min_mixed_recall``. The setting whose out-of-domain accuracy is best is trained on all the data; its temperature
and margin ship with the weights (``meta``). Deterministic: the same data gives the same weights.

    >>> from langmem_layers.classify import Example
    >>> rows = [Example(router_features(t), lab, d) for t, lab, d in [
    ...     ("退货要几天", "kb", "a"), ("我上次说想去哪儿", "memory", "a"), ("再短一点", "window", "a"),
    ...     ("按我孩子的年龄你们有哪些绘本", "mixed", "a"), ("What's your refund policy?", "kb", "b"),
    ...     ("What do I usually order?", "memory", "b"), ("shorten that", "window", "b"),
    ...     ("Given my plan, how much is an extra line?", "mixed", "b")]]
    >>> model = train_router(rows, grid=GRID[:1], epochs=30)
    >>> "union_margin" in model.meta, model.labels == list(ROUTE_LABELS)
    (True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..classify import Example, leave_domain_out
from ..classify.linear import LinearClassifier
from ..classify.train import EPOCHS, fit_temperature, order_examples
from .route_model import ROUTE_LABELS, router_features, widens

__all__ = ["GRID", "MIN_MIXED_RECALL", "RouterSetting", "choose_margin", "decide", "featurise_examples", "fit_router",
           "train_router"]

#: The mixed-recall the union margin must keep on held-out training domains (the target is 0.90; a little slack).
MIN_MIXED_RECALL = 0.92
_MARGINS = tuple(float(m) for m in np.round(np.linspace(0.0, 0.5, 26), 2))


@dataclass(frozen=True)
class RouterSetting:
    """One hyperparameter setting: ``l2`` on all weights; the e5 vector is multiplied by ``dense_scale`` while
    training (a larger scale lets the dense part weigh more against the n-grams under the same L2); at inference
    the scale is folded into the dense weights, so nothing changes there."""

    l2: float = 1e-4
    dense_scale: float = 1.0
    class_balance: float = 0.5


#: The settings compared inside the training folds.
GRID: tuple[RouterSetting, ...] = (
    RouterSetting(1e-4, 1.0), RouterSetting(1e-4, 2.0), RouterSetting(1e-4, 4.0), RouterSetting(1e-4, 2.0, 1.0),
)


def fit_router(examples: Sequence[Example], setting: RouterSetting, *, vectors: dict[str, np.ndarray] | None = None,
               embedding_id: str = "", epochs: int = EPOCHS) -> LinearClassifier:
    """One model with ``setting`` on ``examples`` (``vectors``: e5 vectors by example text, or None: n-grams only)."""
    rows = order_examples(examples)
    dense = np.stack([vectors[e.text] for e in rows]) * setting.dense_scale if vectors is not None else None
    model = LinearClassifier.fit([e.text for e in rows], [e.label for e in rows], vectors=dense,
                                 embedding_id=embedding_id, epochs=epochs, l2=setting.l2,
                                 class_balance=setting.class_balance, label_order=ROUTE_LABELS)
    if model.dense is not None:
        model.dense = model.dense * setting.dense_scale
    return model


def _softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def decide(proba: np.ndarray, margin: float) -> list[str]:
    """The routes :class:`~.route_model.LearnedRouter` takes for rows of probabilities (before the history rule)."""
    out = []
    for row in proba:
        order = np.argsort(-row, kind="stable")
        best, second = ROUTE_LABELS[order[0]], ROUTE_LABELS[order[1]]
        out.append("mixed" if widens(best, second, float(row[order[0]]), float(row[order[1]]), margin) else best)
    return out


def _scores(gold: Sequence[str], pred: Sequence[str]) -> tuple[float, float]:
    accuracy = sum(g == p for g, p in zip(gold, pred, strict=True)) / max(len(gold), 1)
    mixed = [p for g, p in zip(gold, pred, strict=True) if g == "mixed"]
    return accuracy, (mixed.count("mixed") / len(mixed) if mixed else 1.0)


def choose_margin(proba: np.ndarray, gold: Sequence[str], min_mixed_recall: float = MIN_MIXED_RECALL
                  ) -> tuple[float, float, float]:
    """``(margin, accuracy, mixed_recall)``: the best accuracy among margins keeping mixed-recall ≥ the floor (the
    wider margin on a tie); when none does, the margin with the best mixed-recall."""
    scored = [(m, *_scores(gold, decide(proba, m))) for m in _MARGINS]
    ok = [s for s in scored if s[2] >= min_mixed_recall]
    if ok:
        return max(ok, key=lambda s: (s[1], s[0]))
    return max(scored, key=lambda s: (s[2], s[1], -s[0]))


def _out_of_domain_logits(rows: list[Example], setting: RouterSetting, vectors: dict[str, np.ndarray] | None,
                          embedding_id: str, epochs: int, folds: int) -> tuple[np.ndarray, list[str]]:
    held: list[Example] = []
    logits: list[np.ndarray] = []

    def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
        model = fit_router(train, setting, vectors=vectors, embedding_id=embedding_id, epochs=epochs)

        def predict(test: list[Example]) -> list[str]:
            dense = np.stack([vectors[e.text] for e in test]) if vectors is not None else None
            held.extend(test)
            logits.append(model.logits([e.text for e in test], dense))
            return [""] * len(test)
        return predict

    leave_domain_out(rows, trainer, folds=folds)
    return np.concatenate(logits), [e.label for e in held]


def train_router(examples: Sequence[Example], *, vectors: dict[str, np.ndarray] | None = None,
                 embedding_id: str = "", grid: Sequence[RouterSetting] = GRID, inner_folds: int = 4,
                 epochs: int = EPOCHS, min_mixed_recall: float = MIN_MIXED_RECALL,
                 log: Callable[[str], None] | None = None) -> LinearClassifier:
    """The router trained on ``examples`` (texts already through :func:`router_features`), its setting, temperature
    and union margin chosen by leave-domain-out inside them. ``log`` receives one line per setting compared."""
    rows = order_examples(examples)
    unknown = {e.label for e in rows} - set(ROUTE_LABELS)
    if unknown:
        raise ValueError(f"labels not in {list(ROUTE_LABELS)}: {sorted(unknown)}")
    if not grid:
        raise ValueError("train_router needs at least one setting")
    if vectors is None:  # the dense scale means nothing without vectors: one setting per (l2, class_balance)
        grid = list({(s.l2, s.class_balance): RouterSetting(s.l2, 1.0, s.class_balance) for s in grid}.values())
    setting, temperature, margin = grid[0], 1.0, None
    if len({e.domain for e in rows}) >= 2:
        best: tuple[float, float] | None = None
        for candidate in grid:
            logits, gold = _out_of_domain_logits(rows, candidate, vectors, embedding_id, epochs, inner_folds)
            t = fit_temperature(logits, [ROUTE_LABELS.index(g) for g in gold])
            m, accuracy, mixed_recall = choose_margin(_softmax(logits / t), gold, min_mixed_recall)
            if log is not None:
                log(f"  {candidate}: out-of-domain accuracy {accuracy:.3f}, mixed-recall {mixed_recall:.3f} "
                    f"(T={t:.2f}, union margin {m:.2f})")
            if best is None or (accuracy, mixed_recall) > best:
                best, setting, temperature, margin = (accuracy, mixed_recall), candidate, t, m
    model = fit_router(rows, setting, vectors=vectors, embedding_id=embedding_id, epochs=epochs)
    model.temperature = temperature
    model.meta = {"examples": str(len(rows)), "epochs": str(epochs), "labels": ",".join(ROUTE_LABELS),
                  "l2": repr(setting.l2), "dense_scale": repr(setting.dense_scale),
                  "class_balance": repr(setting.class_balance)}
    if margin is not None:
        model.meta["union_margin"] = repr(margin)
    return model


def featurise_examples(raw: Sequence[Example]) -> list[Example]:
    """Corpus turns as the router's training examples (the raw text kept in ``extra["raw"]``)."""
    return [Example(router_features(e.text), e.label, e.domain, e.lang, {"raw": e.text}) for e in raw]
