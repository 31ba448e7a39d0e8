"""Training a :class:`~.linear.LinearClassifier` on a labelled corpus, deterministically, with the temperature
calibrated on leave-domain-out predictions (so probabilities hold for topics the model never saw).

Shared by the write gate (``langmem-layers gate train``) and the router (``langmem-layers router train``).

    >>> rows = [Example(t, l, d, "zh") for t, l, d in [("我不吃辣", "preference", "a"), ("你好呀", "none", "a"),
    ...         ("我讨厌香菜", "preference", "b"), ("谢谢你", "none", "b")]]
    >>> model = train_classifier(rows, labels=("none", "preference"), epochs=40, calibration_folds=0)
    >>> model.labels
    ['none', 'preference']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from langchain_core.embeddings import Embeddings

from ..embeddings import embedding_model_id
from .corpus import Example, leave_domain_out
from .linear import LinearClassifier

__all__ = ["EPOCHS", "dense_rows", "embed_examples", "fit_temperature", "order_examples", "train_classifier"]

EPOCHS = 250


def order_examples(examples: Sequence[Example]) -> list[Example]:
    return sorted(examples, key=lambda e: (e.domain, e.text, e.label))


def embed_examples(examples: Sequence[Example], embeddings: Embeddings) -> dict[str, np.ndarray]:
    """One vector per distinct text (the dense classifier's input)."""
    texts = sorted({e.text for e in examples})
    vectors = np.asarray(embeddings.embed_documents(texts), dtype=np.float64)
    return dict(zip(texts, vectors, strict=True))


def _fit(examples: list[Example], labels: Sequence[str], vectors: dict[str, np.ndarray] | None, embedding_id: str,
         epochs: int) -> LinearClassifier:
    dense = np.stack([vectors[e.text] for e in examples]) if vectors is not None else None
    return LinearClassifier.fit([e.text for e in examples], [e.label for e in examples], vectors=dense,
                                embedding_id=embedding_id, epochs=epochs, label_order=labels)


def dense_rows(model: LinearClassifier, examples: Sequence[Example],
           vectors: dict[str, np.ndarray] | None) -> np.ndarray | None:
    return np.stack([vectors[e.text] for e in examples]) if vectors is not None and model.dense is not None else None


def train_classifier(examples: Sequence[Example], *, labels: Sequence[str],
                     embeddings: Embeddings | None = None, vectors: dict[str, np.ndarray] | None = None,
                     embedding_id: str = "", epochs: int = EPOCHS, calibration_folds: int = 4) -> LinearClassifier:
    """Train on every example; calibrate the temperature on ``calibration_folds`` leave-domain-out folds.

    The dense part is trained on ``vectors`` (text → vector) when given, else on ``embeddings``' vectors of the
    texts; ``embedding_id`` names the vectors' model (taken from ``embeddings`` when that is given)."""
    rows = order_examples(examples)
    unknown = {e.label for e in rows} - set(labels)
    if unknown:
        raise ValueError(f"labels not in {list(labels)}: {sorted(unknown)}")
    if embeddings is not None:
        embedding_id = embedding_model_id(embeddings)
        vectors = vectors if vectors is not None else embed_examples(rows, embeddings)
    model = _fit(rows, labels, vectors, embedding_id, epochs)
    if calibration_folds >= 2 and len({e.domain for e in rows}) >= 2:
        held: list[Example] = []
        logits: list[np.ndarray] = []

        def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
            fold = _fit(train, labels, vectors, embedding_id, epochs)

            def predict(test: list[Example]) -> list[str]:
                held.extend(test)
                logits.append(fold.logits([e.text for e in test], dense_rows(fold, test, vectors)))
                return fold.predict([e.text for e in test], dense_rows(fold, test, vectors))
            return predict

        leave_domain_out(rows, trainer, folds=calibration_folds)
        stacked = np.concatenate(logits)
        model.temperature = fit_temperature(stacked, [labels.index(e.label) for e in held])
    model.meta = {"examples": str(len(rows)), "epochs": str(epochs), "labels": ",".join(labels)}
    return model


def fit_temperature(logits: np.ndarray, gold: Sequence[int]) -> float:
    """The temperature (grid over 0.25–8) that minimises the negative log-likelihood of ``gold`` under ``logits``."""
    y = np.asarray(gold)
    best, best_nll = 1.0, float("inf")
    for t in np.exp(np.linspace(np.log(0.25), np.log(8.0), 60)):
        z = logits / t
        z = z - z.max(axis=1, keepdims=True)
        logp = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        nll = float(-logp[np.arange(len(y)), y].mean())
        if nll < best_nll:
            best, best_nll = float(t), nll
    return best


