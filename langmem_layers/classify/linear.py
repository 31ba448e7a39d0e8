"""A small multinomial logistic-regression classifier over hashed lexical features, optionally joined with a dense
sentence embedding — trained deterministically with numpy, shipped as a compact ``.npz``.

Why this shape: the decisions it serves (is this clause worth remembering, which route does this turn take) depend
on how people phrase things, which rules capture badly, but they must run in well under a millisecond per clause, on
any machine, offline. A linear model over character n-grams (plus e5 vectors when the memory already computes them)
is fast, explainable by its weights, and retrains in seconds on a user's own labelled data.

    >>> clf = LinearClassifier.fit(["我不吃辣", "I hate onions", "你好", "thanks!"],
    ...                            ["keep", "keep", "drop", "drop"], epochs=60)
    >>> clf.predict(["我不吃香菜", "谢谢"])
    ['keep', 'drop']
"""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

import numpy as np

from ..errors import ConfigError
from .features import SparseRows, featurise

__all__ = ["DEFAULT_DIM", "LinearClassifier"]

#: Hash buckets of the lexical features (2^16: ~0.9 MB of float16 weights for 7 classes).
DEFAULT_DIM = 1 << 16


def _softmax(logits: np.ndarray) -> np.ndarray:
    z = logits - logits.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


@dataclass
class LinearClassifier:
    """``softmax((X_lex @ W + E @ V + b) / temperature)``; ``V`` is absent for a lexical-only model.

    ``embedding_id`` names the embedding model whose vectors ``V`` expects (``""`` when lexical-only): a caller
    with other vectors must not pass them.
    """

    labels: list[str]
    weights: np.ndarray  # (dim, k)
    bias: np.ndarray  # (k,)
    dense: np.ndarray | None = None  # (d, k)
    temperature: float = 1.0
    embedding_id: str = ""
    meta: dict[str, str] = field(default_factory=dict)

    @property
    def dim(self) -> int:
        return int(self.weights.shape[0])

    # -- inference ---------------------------------------------------------------------------------------------
    def logits(self, texts: Sequence[str], vectors: np.ndarray | None = None) -> np.ndarray:
        distinct = list(dict.fromkeys(texts))  # a text repeated per row (the update judge's) is hashed once
        lexical = featurise(distinct, self.dim).dot(self.weights)  # gathers rows, then float64
        if len(distinct) < len(texts):
            at = {text: n for n, text in enumerate(distinct)}
            lexical = lexical[[at[text] for text in texts]]
        out = lexical + self.bias
        if self.dense is not None:
            if vectors is None:
                raise ConfigError(f"this classifier needs {self.embedding_id} vectors for its dense part")
            out = out + np.asarray(vectors, dtype=np.float64) @ self.dense.astype(np.float64)
        return out

    def predict_proba(self, texts: Sequence[str], vectors: np.ndarray | None = None) -> np.ndarray:
        """Calibrated class probabilities, one row per text, columns in :attr:`labels` order."""
        if not texts:
            return np.zeros((0, len(self.labels)))
        return _softmax(self.logits(texts, vectors) / self.temperature)

    def predict(self, texts: Sequence[str], vectors: np.ndarray | None = None) -> list[str]:
        proba = self.predict_proba(texts, vectors)
        return [self.labels[i] for i in proba.argmax(axis=1)]

    # -- training ----------------------------------------------------------------------------------------------
    @classmethod
    def fit(cls, texts: Sequence[str], labels: Sequence[str], *, vectors: np.ndarray | None = None,
            embedding_id: str = "", dim: int = DEFAULT_DIM, epochs: int = 300, lr: float = 0.05,
            l2: float = 1e-4, class_balance: float = 0.5, label_order: Sequence[str] | None = None
            ) -> LinearClassifier:
        """Full-batch Adam on the cross-entropy, from zero weights: the same data gives the same weights.

        ``class_balance`` weights each example by ``(n / n_class) ** class_balance`` (0: none, 1: fully balanced).
        """
        names = list(label_order) if label_order is not None else sorted(set(labels))
        index = {name: i for i, name in enumerate(names)}
        y = np.asarray([index[label] for label in labels], dtype=np.int64)
        x = featurise(texts, dim)
        return cls._fit(x, y, names, vectors=vectors, embedding_id=embedding_id, epochs=epochs, lr=lr, l2=l2,
                        class_balance=class_balance)

    @classmethod
    def _fit(cls, x: SparseRows, y: np.ndarray, names: list[str], *, vectors: np.ndarray | None,
             embedding_id: str, epochs: int, lr: float, l2: float, class_balance: float) -> LinearClassifier:
        n, k = len(y), len(names)
        # Train on the buckets that occur (a bucket no example has keeps a zero weight under Adam + L2 anyway):
        # the same weights, a fraction of the work.
        used, compact = np.unique(x.indices, return_inverse=True)
        full_dim = x.dim
        x = SparseRows(x.indptr, compact.astype(np.int64), x.values, len(used))
        counts = np.bincount(y, minlength=k).astype(np.float64)
        sample_w = (n / np.maximum(counts, 1.0) / k) ** class_balance
        w_ex = sample_w[y]
        w_ex = w_ex / w_ex.sum()
        onehot = np.eye(k)[y]
        params: dict[str, np.ndarray] = {"W": np.zeros((x.dim, k)), "b": np.zeros(k)}
        if vectors is not None:
            params["V"] = np.zeros((vectors.shape[1], k))
        m = {key: np.zeros_like(v) for key, v in params.items()}
        s = {key: np.zeros_like(v) for key, v in params.items()}
        b1, b2, eps = 0.9, 0.999, 1e-8
        for step in range(1, epochs + 1):
            logits = x.dot(params["W"]) + params["b"]
            if vectors is not None:
                logits = logits + vectors @ params["V"]
            grad_logits = (_softmax(logits) - onehot) * w_ex[:, None]
            grads = {"W": x.tdot(grad_logits) + l2 * params["W"], "b": grad_logits.sum(axis=0)}
            if vectors is not None:
                grads["V"] = vectors.T @ grad_logits + l2 * params["V"]
            for key, g in grads.items():
                m[key] = b1 * m[key] + (1 - b1) * g
                s[key] = b2 * s[key] + (1 - b2) * g * g
                params[key] -= lr * (m[key] / (1 - b1**step)) / (np.sqrt(s[key] / (1 - b2**step)) + eps)
        weights = np.zeros((full_dim, k))
        weights[used] = params["W"]
        return cls(labels=names, weights=weights, bias=params["b"], dense=params.get("V"),
                   embedding_id=embedding_id if vectors is not None else "")

    def calibrate(self, texts: Sequence[str], labels: Sequence[str], vectors: np.ndarray | None = None) -> float:
        """Fit the temperature on held-out examples (grid search on the negative log-likelihood); returns it."""
        index = {name: i for i, name in enumerate(self.labels)}
        y = np.asarray([index[label] for label in labels])
        logits = self.logits(texts, vectors)
        best, best_nll = 1.0, float("inf")
        for t in np.exp(np.linspace(np.log(0.25), np.log(8.0), 60)):
            p = _softmax(logits / t)[np.arange(len(y)), y]
            nll = float(-np.log(np.maximum(p, 1e-12)).mean())
            if nll < best_nll:
                best, best_nll = float(t), nll
        self.temperature = best
        return best

    # -- persistence -------------------------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """A compact ``.npz``: float16 weights, labels and metadata as strings."""
        arrays: dict[str, np.ndarray] = {
            "weights": self.weights.astype(np.float16), "bias": self.bias.astype(np.float32),
            "labels": np.asarray(self.labels), "temperature": np.asarray(self.temperature),
            "embedding_id": np.asarray(self.embedding_id),
            "meta_keys": np.asarray(list(self.meta)), "meta_values": np.asarray(list(self.meta.values())),
        }
        if self.dense is not None:
            arrays["dense"] = self.dense.astype(np.float32)
        buffer = io.BytesIO()
        np.savez_compressed(buffer, **arrays)  # type: ignore[arg-type]
        Path(path).write_bytes(buffer.getvalue())

    @classmethod
    def load(cls, path: str | Path) -> LinearClassifier:
        try:
            with np.load(path, allow_pickle=False) as data:
                dense = data["dense"] if "dense" in data.files else None
                return cls(labels=[str(v) for v in data["labels"]], weights=data["weights"],
                           bias=data["bias"].astype(np.float64), dense=dense,
                           temperature=float(data["temperature"]), embedding_id=str(data["embedding_id"]),
                           meta=dict(zip((str(k) for k in data["meta_keys"]), (str(v) for v in data["meta_values"]),
                                         strict=True)))
        except (OSError, KeyError, ValueError) as exc:
            raise ConfigError(f"cannot load classifier weights from {path}: {exc}") from exc

    @staticmethod
    def shipped(name: str) -> LinearClassifier:
        """A classifier shipped in ``langmem_layers/_data`` (loaded once per process and shared): every learned
        component's ``default()`` reads its weights here; :class:`ConfigError` when the package lacks the file.

            >>> LinearClassifier.shipped("write_gate_lexical.npz").labels[0]
            'none'
        """
        model = _shipped(name)
        if model is None:
            raise ConfigError(f"the package lacks its shipped weights {name!r}")
        return model

    @staticmethod
    def shipped_if_present(name: str) -> LinearClassifier | None:
        """:meth:`shipped`, or None when the package does not hold that file (an optional dense part).

            >>> LinearClassifier.shipped_if_present("no_such_weights.npz") is None
            True
        """
        return _shipped(name)


@functools.cache
def _shipped(name: str) -> LinearClassifier | None:
    with resources.as_file(resources.files("langmem_layers") / "_data" / name) as path:
        return LinearClassifier.load(path) if path.exists() else None
