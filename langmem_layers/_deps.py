"""`Deps`: what the services of one store share, built once by :class:`~langmem_layers.LayeredMemory`.

The write, read, lifecycle and KB services take a ``Deps`` (or the few pieces of it they use), never the facade::

    >>> import tempfile
    >>> from pathlib import Path
    >>> from langmem_layers import HashingEmbeddings, MemoryConfig
    >>> deps = Deps.build(Path(tempfile.mkdtemp()), config=MemoryConfig(), embeddings=HashingEmbeddings())
    >>> deps.check_user("alice")
    'alice'
    >>> deps.store.count_items("alice")
    0
    >>> deps.close()
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from langchain_core.embeddings import Embeddings

from .config import MemoryConfig
from .embeddings import default_embeddings, embedding_model_id
from .errors import InvalidContentError, InvalidEnumError, InvalidUserIdError, ItemNotFoundError, VectorStoreError
from .records import MemoryItem, MemoryStatus, MemoryType
from .stores.base import VectorIndex
from .stores.locks import StoreLocks
from .stores.sqlite import SQLiteStore
from .stores.sync import VectorSync
from .stores.vectors import ChromaIndex, collection_name
from .text import clean_text
from .tokens import TokenCounter, default_token_counter

__all__ = ["ChangeHook", "Deps", "check_enum", "check_unit", "open_vector_index"]

#: Called ``(user_id, now)`` after every committed change of a user's memories (derived views follow).
ChangeHook = Callable[[str, datetime], None]

QUERY_CACHE_SIZE = 1024
#: Users with at most this many vectors get their nearest neighbours from an exact scan of the vectors SQLite
#: holds (fresh across processes, never blocked by the vector index); larger users ask the index first.
EXACT_SCAN_MAX_ROWS = 50_000
#: Rows kept in the write path's exact-scan cache over all users (LRU by user).
EXACT_CACHE_ROWS = 100_000

log = logging.getLogger(__name__)

#: Logged by ``open()`` when another handle has the same embedded store open (issue 12).
SHARED_EMBEDDED_WARNING = (
    "%s is open in another process (or another open() of this one). Memory writes and reads are safe to share — "
    "they are serialised by file locks and answered from SQLite — but the embedded Chroma index is not: its "
    "nearest-neighbour queries (users above 50,000 vectors, the knowledge base's vector route) may fail in one "
    "process after another wrote (memory recall then answers from SQLite; a direct kb.search raises "
    "VectorStoreError). For several processes use MemoryConfig(vector_backend='chroma-http') with a "
    "`chroma run` server.")


def open_vector_index(config: MemoryConfig, path: Path, locks: StoreLocks | None = None) -> VectorIndex:
    """The vector index the configuration names (chosen once, when the dependencies are built).

    The embedded index is opened and used under the store's inter-process vector lock (``locks.vectors``), so
    several processes can share one store directory: Chroma's files are touched by one process at a time. A
    ``chroma run`` server (``chroma-http``) serialises its clients itself.
    """
    if config.vector_backend == "chroma-http":
        return ChromaIndex(host=config.chroma_host, port=config.chroma_port)
    return ChromaIndex(path=path / config.chroma_dirname, lock=locks.vectors if locks is not None else None)


@dataclass
class Deps:
    """Config, clock, stores, vector index, embedder (+ query LRU), token counter, LLM and change hooks."""

    config: MemoryConfig
    path: Path
    store: SQLiteStore
    index: VectorIndex
    embeddings: Embeddings
    model_id: str
    collection: str
    vector_sync: VectorSync
    count_tokens: TokenCounter
    llm: Any = None
    #: Hooks run after every committed change of one user's memories (wired once by the facade).
    on_change: list[ChangeHook] = field(default_factory=list)
    query_cache: OrderedDict[str, list[float]] = field(default_factory=OrderedDict)
    #: Held for a whole write (look-up + decide + commit); erasure takes it too, so no write interleaves.
    write_lock: threading.RLock = field(default_factory=threading.RLock)
    #: The store directory's inter-process locks (vector index, per-user writes); see :mod:`.stores.locks`.
    locks: StoreLocks | None = None
    #: user → (vector generation, ids, matrix): the write path's exact-scan cache, revalidated per look-up.
    _exact: OrderedDict[str, tuple[int, list[str], np.ndarray]] = field(default_factory=OrderedDict, repr=False)
    _exact_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @classmethod
    def build(
        cls, path: Path, *, config: MemoryConfig, embeddings: Embeddings | None = None, llm: Any = None,
        token_counter: TokenCounter | None = None, index: VectorIndex | None = None,
    ) -> Deps:
        """Open the stores under ``path`` (SQLite schema set up, vector index picked once from the config)."""
        path.mkdir(parents=True, exist_ok=True)
        embeddings = embeddings or default_embeddings(config.embedding_backend)
        model_id = embedding_model_id(embeddings)
        store = SQLiteStore(path / config.sqlite_filename)
        store.setup()
        locks = StoreLocks(path)
        if locks.announce() and index is None and config.vector_backend == "chroma":
            log.warning(SHARED_EMBEDDED_WARNING, path)
        index = index if index is not None else open_vector_index(config, path, locks)
        collection = collection_name("memories", model_id)
        return cls(config=config, path=path, store=store, index=index, embeddings=embeddings, model_id=model_id,
                   collection=collection, count_tokens=token_counter or default_token_counter(), llm=llm,
                   vector_sync=VectorSync(store, index, collection, model_id, lock=locks.vectors), locks=locks)

    def close(self) -> None:
        self.flush_vectors()
        self.store.close()
        if self.locks is not None:
            self.locks.close()

    # -- clock and validation -------------------------------------------------------------------------
    def now(self, now: datetime | None = None) -> datetime:
        """``now`` made timezone-aware (the configured clock when None)."""
        if now is None:
            return self.config.now()
        return now if now.tzinfo else now.replace(tzinfo=self.config.now().tzinfo)

    def check_user(self, user_id: Any) -> str:
        """Validate a user id: a non-empty string without control characters, within the size limit."""
        if not isinstance(user_id, str) or not user_id.strip():
            raise InvalidUserIdError("user_id must be a non-empty string; every memory belongs to one user")
        if len(user_id) > self.config.max_user_id_chars:
            raise InvalidUserIdError(f"user_id is longer than {self.config.max_user_id_chars} characters")
        if any(ord(ch) < 32 or ord(ch) == 127 for ch in user_id):
            raise InvalidUserIdError("user_id must not contain control characters (NUL, newline …)")
        return user_id

    def check_content(self, content: Any) -> str:
        """Validate memory content; returns it cleaned (NFKC, no zero-width characters)."""
        if not isinstance(content, str):
            raise InvalidContentError(f"content must be a string, got {type(content).__name__}")
        if "\x00" in content:
            raise InvalidContentError("content contains a NUL byte")
        cleaned = clean_text(content)
        if not cleaned:
            raise InvalidContentError("content is empty")
        if len(cleaned) > self.config.max_content_chars:
            raise InvalidContentError(
                f"content is {len(cleaned)} characters; the limit is max_content_chars={self.config.max_content_chars}"
            )
        return cleaned

    def item(self, user_id: str, item_id: str) -> MemoryItem:
        """One item of this user (:class:`ItemNotFoundError` for unknown ids and other users' ids alike)."""
        item = self.store.get_item(user_id, item_id) if isinstance(item_id, str) else None
        if item is None:
            raise ItemNotFoundError(f"no memory item {item_id!r} for this user")
        return item

    # -- embeddings and the vector index ----------------------------------------------------------------
    def embed_texts(self, texts: list[str]) -> list[list[float]]:
        return self.embeddings.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        """Query embedding with a bounded LRU cache (queries repeat within a session)."""
        cached = self.query_cache.get(text)
        if cached is not None:
            self.query_cache.move_to_end(text)
            return cached
        vector = self.embeddings.embed_query(text)
        self.query_cache[text] = vector
        if len(self.query_cache) > QUERY_CACHE_SIZE:
            self.query_cache.popitem(last=False)
        return vector

    def vector_query(self, user_id: str, vector: list[float], n: int) -> list[tuple[str, float]]:
        """Nearest vectors of one user (see :meth:`vector_query_many`)."""
        return self.vector_query_many(user_id, [vector], n)[0]

    def vector_query_many(self, user_id: str, vectors: list[list[float]], n: int) -> list[list[tuple[str, float]]]:
        """Nearest ``n`` vectors of one user for each of ``vectors``, ``(id, cosine)`` best first.

        Answered from the vectors SQLite holds — the source of truth, current across processes (a vector
        written by another process a moment ago is seen) — by an exact scan for users with up to
        :data:`EXACT_SCAN_MAX_ROWS` vectors. Larger users ask the vector index; if it fails (busy, owned by another
        process, server gone) the exact scan answers instead, so a look-up never raises from the index mid-turn.
        """
        if not vectors:
            return []
        count = self.store.vector_count(user_id, self.model_id)
        if not count:
            return [[] for _ in vectors]
        if count > EXACT_SCAN_MAX_ROWS:
            try:
                return self.index.query_many(self.collection, vectors, user_id, n)
            except VectorStoreError as exc:
                log.warning("vector index query failed, answering from SQLite: %s", exc)
        ids, matrix = self._stored_matrix(user_id)
        query = np.asarray(vectors, dtype=np.float32)
        if not ids or matrix.shape[1] != query.shape[1]:
            return [[] for _ in vectors]
        sims = query @ matrix.T  # (queries, rows)
        k = min(n, len(ids))
        out = []
        for row in sims:
            top = np.argpartition(-row, k - 1)[:k] if len(ids) > k else np.arange(len(ids))
            top = top[np.argsort(-row[top])]
            out.append([(ids[i], float(row[i])) for i in top])
        return out

    def _stored_matrix(self, user_id: str) -> tuple[list[str], np.ndarray]:
        """The user's SQLite vectors of the current model, cached and revalidated by the vector generation (one
        primary-key read; triggers bump it on every vector write of any process)."""
        generation = self.store.vector_generation(user_id, self.model_id)
        with self._exact_lock:
            cached = self._exact.get(user_id)
            if cached is not None and cached[0] == generation:
                self._exact.move_to_end(user_id)
                return cached[1], cached[2]
        ids, matrix = self.store.vector_matrix(user_id, self.model_id)
        with self._exact_lock:
            self._exact[user_id] = (generation, ids, matrix)
            self._exact.move_to_end(user_id)
            while sum(len(c[1]) for c in self._exact.values()) > EXACT_CACHE_ROWS and len(self._exact) > 1:
                self._exact.popitem(last=False)
        return ids, matrix

    @contextmanager
    def user_write(self, user_id: str) -> Iterator[None]:
        """The serialised write section of one user, across threads *and* processes.

        Held from the duplicate / neighbour look-up to the last commit of a write, so a second writer of the same
        user — in this process or another one on the same directory — decides only after the first committed,
        and sees its rows. Chosen over one ``BEGIN IMMEDIATE`` around read-decide-write because that would hold
        SQLite's single write lock (every user, every process) for the whole reconciliation, and would turn a
        batch's per-candidate transactions into one all-or-nothing transaction; the per-user file lock
        (``flock``, released by the kernel if the holder dies) serialises only writers of the same user bucket.
        The process-wide :attr:`write_lock` is taken first (erasure holds it), then the user's file lock.
        """
        with self.write_lock:
            if self.locks is None:
                yield
                return
            with self.locks.user(user_id).hold():
                yield

    def flush_vectors(self) -> int:
        """Apply the outbox to the vector index now (also happens after every write and on open)."""
        return self.vector_sync.flush()

    def changed(self, user_id: str, now: datetime) -> None:
        """Run the change hooks for one user (after a committed write, edit, forget or sweep)."""
        for hook in self.on_change:
            hook(user_id, now)


def check_enum(enum: type[MemoryType] | type[MemoryStatus], value: Any, what: str) -> Any:
    """``enum(value)``, or :class:`InvalidEnumError` naming the allowed values."""
    try:
        return enum(value)
    except ValueError as exc:
        allowed = ", ".join(m.value for m in enum)
        raise InvalidEnumError(f"unknown {what} {value!r}; use one of: {allowed}") from exc


def check_unit(name: str, value: Any) -> float:
    """A score in [0, 1] (NaN, strings and out-of-range values are refused with the field's name)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise InvalidContentError(f"{name} must be a number in [0, 1], got {value!r}") from None
    if not 0.0 <= number <= 1.0:  # also false for NaN
        raise InvalidContentError(f"{name} must be in [0, 1], got {value!r}")
    return number
