"""Hashed lexical features for the learned classifiers (write gate, router): no vocabulary file, no model.

A text becomes the bucket indices of its features, each hashed (CRC-32, stable across processes and platforms) into
``dim`` buckets:

* CJK runs: character 1-, 2- and 3-grams (no segmenter: "不吃香菜" → 不, 吃, 不吃, 吃香, 不吃香 …);
* Latin words (lower-cased, NFKC): the word, word bigrams, and the word's character 3-grams (typos, inflections);
* a few shape features: length bucket, a question mark, a leading first-person pronoun, digits.

Each feature is weighted ``1/sqrt(n)`` for a text with ``n`` features, so long and short texts score alike::

    >>> idx, val = hashed_features("我不吃香菜", dim=1024)
    >>> len(idx) == len(val) and all(0 <= i < 1024 for i in idx)
    True
    >>> hashed_features("I don't eat coriander", dim=1024)[0] == hashed_features("I don't eat coriander", 1024)[0]
    True
"""

from __future__ import annotations

import itertools
import re
import unicodedata
import zlib
from collections.abc import Sequence

import numpy as np

__all__ = ["SparseRows", "featurise", "hashed_features"]

_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_FIRST_PERSON = re.compile(r"^\s*(?:i|i'm|i've|i'd|my|we|our|me|我|俺|咱|我们)(?:\b|(?=[\u4e00-\u9fff]))")


def _strings(text: str) -> list[str]:
    text = unicodedata.normalize("NFKC", text).lower()
    out: list[str] = []
    for run in _CJK_RUN.findall(text):
        out.extend(f"c1:{ch}" for ch in run)
        out.extend(f"c2:{run[i:i + 2]}" for i in range(len(run) - 1))
        out.extend(f"c3:{run[i:i + 3]}" for i in range(len(run) - 2))
    words = _WORD.findall(text)
    out.extend(f"w:{w}" for w in words)
    out.extend(f"w2:{a}_{b}" for a, b in itertools.pairwise(words))
    for w in words:
        padded = f"<{w}>"
        out.extend(f"t:{padded[i:i + 3]}" for i in range(len(padded) - 2))
    length = len(text)
    out.append(f"len:{min(length // 8, 12)}")
    if "?" in text or "？" in text:
        out.append("shape:question")
    if _FIRST_PERSON.search(text):
        out.append("shape:first_person")
    if any(ch.isdigit() for ch in text):
        out.append("shape:digit")
    return out


def hashed_features(text: str, dim: int) -> tuple[list[int], list[float]]:
    """Bucket indices and weights of ``text``'s features (duplicates summed)."""
    counts: dict[int, float] = {}
    for feature in _strings(text):
        bucket = zlib.crc32(feature.encode("utf-8", "replace")) % dim
        counts[bucket] = counts.get(bucket, 0.0) + 1.0
    if not counts:
        return [], []
    norm = float(np.sqrt(sum(v * v for v in counts.values())))
    return list(counts), [v / norm for v in counts.values()]


class SparseRows:
    """Rows of hashed features in CSR form (``indptr``, ``indices``, ``values``), with the two products training and
    inference need — numpy only."""

    def __init__(self, indptr: np.ndarray, indices: np.ndarray, values: np.ndarray, dim: int) -> None:
        self.indptr, self.indices, self.values, self.dim = indptr, indices, values, dim
        self.rows = np.repeat(np.arange(len(indptr) - 1), np.diff(indptr))

    def __len__(self) -> int:
        return len(self.indptr) - 1

    def dot(self, weights: np.ndarray) -> np.ndarray:
        """``X @ W`` for ``W`` of shape (dim, k)."""
        out = np.zeros((len(self), weights.shape[1]), dtype=np.float64)
        if len(self.indices) == 0:
            return out
        products = weights[self.indices] * self.values[:, None]
        nonempty = np.flatnonzero(np.diff(self.indptr))
        out[nonempty] = np.add.reduceat(products, self.indptr[nonempty], axis=0)
        return out

    def tdot(self, grad: np.ndarray) -> np.ndarray:
        """``X.T @ G`` for ``G`` of shape (rows, k)."""
        scaled = grad[self.rows] * self.values[:, None]
        return np.stack([np.bincount(self.indices, weights=scaled[:, j], minlength=self.dim)
                         for j in range(grad.shape[1])], axis=1)

    def take(self, rows: Sequence[int] | np.ndarray) -> SparseRows:
        """The sub-matrix of the given rows, in that order."""
        rows = np.asarray(rows, dtype=np.int64)
        starts, ends = self.indptr[rows], self.indptr[rows + 1]
        pieces = [np.arange(s, e) for s, e in zip(starts, ends, strict=True)]
        flat = np.concatenate(pieces) if pieces else np.zeros(0, dtype=np.int64)
        indptr = np.concatenate([[0], np.cumsum(ends - starts)])
        return SparseRows(indptr, self.indices[flat], self.values[flat], self.dim)


def featurise(texts: Sequence[str], dim: int) -> SparseRows:
    """Hashed features of many texts as one :class:`SparseRows`."""
    indptr = [0]
    indices: list[int] = []
    values: list[float] = []
    for text in texts:
        idx, val = hashed_features(text, dim)
        indices.extend(idx)
        values.extend(val)
        indptr.append(len(indices))
    return SparseRows(np.asarray(indptr, dtype=np.int64), np.asarray(indices, dtype=np.int64),
                      np.asarray(values, dtype=np.float64), dim)
