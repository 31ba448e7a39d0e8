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

import contextlib
import logging
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, cast
from urllib.parse import urlsplit

import numpy as np
from langchain_core.embeddings import Embeddings

from . import _validate
from ._cache import BoundedLRU
from ._matrix import UserMatrix
from .config import MemoryConfig
from .embeddings import default_embeddings, embedding_model_id
from .errors import (
    ConfigError,
    EmbeddingError,
    InvalidContentError,
    InvalidEnumError,
    ItemNotFoundError,
    StoreError,
    VectorStoreError,
)
from .records import MemoryItem, MemoryStatus, MemoryType
from .stores.base import VectorIndex
from .stores.flusher import BackgroundFlusher
from .stores.locks import StoreLocks
from .stores.postgres import PostgresStore  # psycopg itself is imported when a PostgresStore is opened
from .stores.sqlite import SQLiteStore
from .stores.sync import VectorSync
from .stores.vectors import ChromaIndex, collection_name
from .text import clean_text
from .tokens import TokenCounter, default_token_counter

__all__ = ["ChangeHook", "Deps", "check_enum", "check_unit", "open_store", "open_vector_index", "resolve_location"]

#: Called ``(user_id, now)`` after every committed change of a user's memories (derived views follow).
ChangeHook = Callable[[str, datetime], None]

QUERY_CACHE_SIZE = 1024
#: Document embeddings remembered by ``(model, text)``: a thread restates itself (the same preference, the same
#: clause judged by the gate, the same canonical memory), and the gate's clauses are reconciled right after.
DOCUMENT_CACHE_SIZE = 2048
#: Longer texts (KB chunks) are embedded every time, never cached.
DOCUMENT_CACHE_MAX_CHARS = 500
#: Users with at most this many vectors get their nearest neighbours from an exact scan of the vectors the store
#: holds (fresh across processes, never blocked by the vector index); larger users ask the index first. Raised from
#: 50,000 (issue 13): at 100,000 vectors of one user the index's user-filtered query took 446 ms of a 507 ms search
#: on this machine, the cached scan ~10 ms; the limit is memory (200,000 × 384 float32 ≈ 300 MB).
EXACT_SCAN_MAX_ROWS = 200_000
#: Rows kept in the exact-scan cache over all users (LRU by user), shared by the read and the write path (they
#: used to keep one copy each, 100,000 rows apiece: the same memory ceiling).
EXACT_CACHE_ROWS = 200_000
#: A user's matrix that is stale (a vector was written since it was read) is read again before the query up to this
#: many vectors; a larger one is read by a background thread while the query asks the vector index, as before the
#: exact scan went past 50,000 (reading 100,000 rows took 1.4–2.3 s on this loaded machine against 0.5 s for the
#: index's query: a turn that writes then searches would pay it every time).
EAGER_LOAD_MAX_ROWS = 50_000
#: A stale cached matrix is patched with the rows changed since its generation (the store's change log) when at
#: most this share of its rows changed (and at least :data:`PATCH_MIN_ROWS` may); above, it is read again whole.
PATCH_MAX_SHARE = 0.25
PATCH_MIN_ROWS = 256
#: The vector change log keeps the last this many ticks of the store's vector clock (one tick per vector row
#: written or deleted, any user, any process): a matrix cached longer ago is read whole. Pruned by a process that
#: commits a change once the clock moved this far past its last prune, so the log holds at most about twice this
#: many rows (~100 bytes each).
VECTOR_LOG_KEEP = 50_000

log = logging.getLogger(__name__)

#: Logged by ``open()`` when another handle has the same embedded store open (issue 12).
SHARED_EMBEDDED_WARNING = (
    "%s is open in another process (or another open() of this one). Memory writes and reads are safe to share — "
    "they are serialised by file locks and answered from SQLite — but the embedded Chroma index is not: its "
    "nearest-neighbour queries (users above 200,000 vectors, the knowledge base's vector route) may fail in one "
    "process after another wrote (memory recall then answers from SQLite; a direct kb.search raises "
    "VectorStoreError). For several processes use MemoryConfig(vector_backend='chroma-http') with a "
    "`chroma run` server.")


def resolve_location(path: str | Path, config: MemoryConfig, vectors: str | None = None) -> tuple[Path, MemoryConfig]:
    """``LayeredMemory.open``'s first argument and ``vectors=`` turned into a local path and a configuration.

    A ``postgresql://`` URL selects the PostgreSQL backend; ``vectors="http://host:8000"`` a Chroma server (the
    default for a URL is ``$LANGMEM_LAYERS_CHROMA_URL``; several replicas cannot share an embedded Chroma).
    """
    updates: dict[str, Any] = {}
    text = str(path) if isinstance(path, str) else ""
    if text.startswith(("postgresql://", "postgres://")):
        updates.update(backend="postgres", database_url=text)
        vectors = vectors or os.environ.get("LANGMEM_LAYERS_CHROMA_URL")
        if not vectors and config.vector_backend != "chroma-http":
            raise ConfigError("a PostgreSQL store needs a Chroma server for its vectors: "
                              "LayeredMemory.open(url, vectors='http://host:8000') or $LANGMEM_LAYERS_CHROMA_URL")
        path = Path(os.environ.get("LANGMEM_LAYERS_STORE", "./.memory"))  # local files only (never created here)
    if vectors:
        parts = urlsplit(vectors)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ConfigError(f"vectors must be a Chroma server URL like http://host:8000, got {vectors!r}")
        updates.update(vector_backend="chroma-http", chroma_host=parts.hostname, chroma_port=parts.port or 8000)
    if updates:
        config = type(config)(**{**{k: getattr(config, k) for k in type(config).model_fields}, **updates})
    return Path(path), config


def open_store(config: MemoryConfig, path: Path) -> SQLiteStore:
    """The store the configuration names, schema set up (chosen once, when the dependencies are built).

    ``backend="postgres"`` returns a :class:`~langmem_layers.stores.postgres.PostgresStore` (same contract; typed as
    the SQLite store the services are written against).
    """
    if config.backend == "postgres":
        pg = PostgresStore(str(config.database_url), rls=config.database_rls)
        try:
            pg.setup()
        except BaseException:
            pg.close()
            raise
        return cast(SQLiteStore, pg)
    path.mkdir(parents=True, exist_ok=True)
    store = SQLiteStore(path / config.sqlite_filename)
    store.setup()
    return store


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
    query_cache: BoundedLRU[str, list[float]] = field(
        default_factory=lambda: BoundedLRU(QUERY_CACHE_SIZE, name="memory.query_vectors"))
    document_cache: BoundedLRU[tuple[str, str], np.ndarray] = field(
        default_factory=lambda: BoundedLRU(DOCUMENT_CACHE_SIZE, name="memory.document_vectors"), repr=False)
    #: Held for a whole write (look-up + decide + commit); erasure takes it too, so no write interleaves.
    write_lock: threading.RLock = field(default_factory=threading.RLock)
    #: The store directory's inter-process locks (vector index, per-user writes); see :mod:`.stores.locks`.
    locks: StoreLocks | None = None
    #: Runs the outbox flush off the writing turn (``vector_flush="background"``); see :mod:`.stores.flusher`.
    flusher: BackgroundFlusher | None = field(default=None, repr=False)
    #: Serialises flushes of this process (the background thread, a read's flush, close).
    _flush_lock: threading.RLock = field(default_factory=threading.RLock, repr=False)
    #: Set when a write left outbox entries for the flusher; a query of the index flushes them first.
    _unflushed: threading.Event = field(default_factory=threading.Event, repr=False)
    #: user → her matrix at a vector generation: the exact-scan cache of the read and the write path, revalidated
    #: per look-up and patched from the store's change log when stale. A registered cache (``_cache.py``):
    #: ``forget_user`` drops her entry; weighted by rows, LRU by user.
    _exact: BoundedLRU[str, UserMatrix] = field(
        default_factory=lambda: BoundedLRU(EXACT_CACHE_ROWS, name="memory.vector_matrices", owner=lambda key: key,
                                           weight=lambda c: len(c.ids)), repr=False)
    #: Serialises the patches of cached matrices (a query's, the background refresh's).
    _patch_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    #: The vector clock's tick when this process last pruned the vector change log.
    _pruned_at: int = field(default=0, repr=False)
    #: user → (vector generation, vector count): the exact-scan-or-index decision without a ``count(*)`` of the
    #: user's vectors per query (18 ms at 56k rows on PostgreSQL); revalidated by the same generation stamp.
    _counts: BoundedLRU[str, tuple[int, int]] = field(
        default_factory=lambda: BoundedLRU(EXACT_CACHE_ROWS, name="memory.vector_counts", owner=lambda key: key),
        repr=False)
    #: Users whose matrix a background thread is reading (:meth:`scan_matrix`).
    _loading: set[str] = field(default_factory=set, repr=False)
    _loading_lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @classmethod
    def build(
        cls, path: Path, *, config: MemoryConfig, embeddings: Embeddings | None = None, llm: Any = None,
        token_counter: TokenCounter | None = None, index: VectorIndex | None = None,
    ) -> Deps:
        """Open the stores under ``path`` (SQLite schema set up, vector index picked once from the config)."""
        embeddings = embeddings or default_embeddings(config.embedding_backend)
        model_id = embedding_model_id(embeddings)
        store = open_store(config, path)
        # the store directory's file locks (SQLite backend); PostgreSQL serialises with its own advisory locks
        locks = StoreLocks(path) if config.backend != "postgres" else None
        if locks is not None and locks.announce() and index is None and config.vector_backend == "chroma":
            log.warning(SHARED_EMBEDDED_WARNING, path)
        index = index if index is not None else open_vector_index(config, path, locks)
        collection = collection_name("memories", model_id)
        return cls(config=config, path=path, store=store, index=index, embeddings=embeddings, model_id=model_id,
                   collection=collection, count_tokens=token_counter or default_token_counter(), llm=llm,
                   vector_sync=VectorSync(store, index, collection, model_id,
                                          lock=locks.vectors if locks is not None else None), locks=locks)

    def close(self) -> None:
        try:
            if self.flusher is not None:
                self.flusher.stop()
            self.flush_vectors()
        finally:
            self.store.close()
            if self.locks is not None:
                self.locks.close()

    # -- clock and validation -------------------------------------------------------------------------
    def now(self, now: datetime | None = None) -> datetime:
        """``now`` made timezone-aware (the configured clock when None)."""
        now = _validate.when(now)  # ISO strings too; anything else is an InvalidInputError
        if now is None:
            return self.config.now()
        return now if now.tzinfo else now.replace(tzinfo=self.config.now().tzinfo)

    def check_user(self, user_id: Any) -> str:
        """Validate a user id: non-empty valid UTF-8 text without control characters, within the size limit."""
        return _validate.user_id(user_id, self.config.max_user_id_chars)

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
        item = self.store.get_item(user_id, item_id) if isinstance(item_id, str) and _validate.text(
            item_id, "item_id") else None
        if item is None:
            raise ItemNotFoundError(f"no memory item {item_id!r} for this user")
        return item

    # -- embeddings and the vector index ----------------------------------------------------------------
    def embed_texts(self, texts: list[str]) -> list[list[float]]:
        """Document embeddings, one model call for the texts not embedded lately (repeats and duplicates are
        embedded once; short texts are kept in a bounded LRU keyed by model and text, emptied by ``forget_user``)."""
        if not texts:
            return []
        cache, model = self.document_cache, self.model_id
        known: dict[str, np.ndarray] = {}
        for text in texts:
            hit = cache.get((model, text)) if len(text) <= DOCUMENT_CACHE_MAX_CHARS else None
            if hit is not None:
                known[text] = hit
        missing = [t for t in dict.fromkeys(texts) if t not in known]
        if missing:
            fresh = self.embeddings.embed_documents(missing)
            if len(fresh) != len(missing):
                raise EmbeddingError(f"the embedding model returned {len(fresh)} vectors for {len(missing)} texts")
            for text, vector in zip(missing, fresh, strict=True):
                known[text] = np.asarray(vector, dtype=np.float64)
                if len(text) <= DOCUMENT_CACHE_MAX_CHARS:
                    cache.put((model, text), known[text])
        return [known[t].tolist() for t in texts]

    def embed_query(self, text: str) -> list[float]:
        """Query embedding with a bounded LRU cache (queries repeat within a session)."""
        cached: list[float] | None = self.query_cache.get(text)
        if cached is not None:
            return cached
        vector = self.embeddings.embed_query(text)
        self.query_cache.put(text, vector)
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
        generation = self.store.vector_generation(user_id, self.model_id)
        count = self.vector_count(user_id, generation)
        if not count:
            return [[] for _ in vectors]
        scan = self.scan_matrix(user_id, generation, count)
        if scan is None:
            self._read_your_writes()
            try:
                return self.index.query_many(self.collection, vectors, user_id, n)
            except VectorStoreError as exc:
                log.warning("vector index query failed, answering from SQLite: %s", exc)
            scan = self.stored_vectors(user_id, generation)
        ids, matrix, _ = scan
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

    def vector_count(self, user_id: str, generation: int | None = None) -> int:
        """The user's stored vectors of the current model, counted once per vector *generation* (a counter the
        store's triggers bump on every vector write of any process; pass it when already read): no ``count(*)``
        of her vectors per query::

            >>> from langmem_layers import LayeredMemory, HashingEmbeddings
            >>> import tempfile
            >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
            >>> _ = mem.add("u1", "I drink coffee", type="preference")
            >>> mem.deps.vector_count("u1"), mem.deps.vector_count("nobody")
            (1, 0)
            >>> mem.close()
        """
        if generation is None:
            generation = self.store.vector_generation(user_id, self.model_id)
        cached = self._counts.get(user_id)
        if cached is not None and cached[0] == generation:
            return cached[1]
        current = self._current(user_id, generation)  # a cached matrix brought up to date counts her rows
        count = len(current.ids) if current is not None else int(self.store.vector_count(user_id, self.model_id))
        self._counts.put(user_id, (generation, count))
        return count

    def scan_matrix(self, user_id: str, generation: int,
                    count: int) -> tuple[list[str], np.ndarray, dict[str, int]] | None:
        """The matrix to scan for a user with ``count`` vectors at ``generation``, or None when the vector index
        should answer: she has more than :data:`EXACT_SCAN_MAX_ROWS`, or her cached matrix is stale, cannot be
        patched (:meth:`stored_vectors`) and is larger than :data:`EAGER_LOAD_MAX_ROWS` (then a background thread
        reads it for the next queries)."""
        if count > EXACT_SCAN_MAX_ROWS:
            return None
        current = self._current(user_id, generation)
        if current is None and count <= EAGER_LOAD_MAX_ROWS:
            current = self._read_whole(user_id, generation)
        if current is None:
            self._load_soon(user_id, patch=False)
            return None
        return current.ids, current.matrix, current.rows_of

    def refresh_matrix(self, user_id: str, now: datetime) -> None:
        """A change hook (wired by the facade): after a committed write, a cached matrix larger than
        :data:`EAGER_LOAD_MAX_ROWS` is brought up to date in the background (patched, else read whole), so the
        next turn's query finds it current; once the vector clock moved :data:`VECTOR_LOG_KEEP` ticks past this
        process's last prune, the store's vector change log is pruned to its last :data:`VECTOR_LOG_KEEP` ticks."""
        cached = self._exact.get(user_id)
        if cached is not None and len(cached.ids) > EAGER_LOAD_MAX_ROWS:
            self._load_soon(user_id)
        tick = self.store.vector_generation(user_id, self.model_id)  # her last write's tick of the store clock
        with self._loading_lock:
            due = tick - self._pruned_at > VECTOR_LOG_KEEP
            if due:
                self._pruned_at = tick
        if due:
            try:
                self.store.prune_vector_changes(VECTOR_LOG_KEEP)
            except StoreError as exc:  # the log only grows until the next try
                log.warning("pruning the vector change log failed: %s", exc)

    def _load_soon(self, user_id: str, *, patch: bool = True) -> None:
        with self._loading_lock:
            if user_id in self._loading:
                return
            self._loading.add(user_id)
        threading.Thread(target=self._load_matrix, args=(user_id, patch), name="langmem-vector-matrix",
                         daemon=True).start()

    def _load_matrix(self, user_id: str, patch: bool) -> None:
        """Background refresh of one user's matrix: patched when it can be (``patch``), else read whole and cached
        only if her generation did not move meanwhile, checked under the write lock that erasure holds (so no matrix
        of an erased user is cached after ``forget_user``)."""
        try:
            generation = self.store.vector_generation(user_id, self.model_id)
            if patch and self._current(user_id, generation) is not None:
                return
            ids, matrix = self.store.vector_matrix(user_id, self.model_id)
            with self.write_lock:
                if self.store.vector_generation(user_id, self.model_id) == generation:
                    self._exact.put(user_id, UserMatrix.read(generation, ids, matrix))
        except Exception as exc:  # a closed store, a server gone: the index keeps answering
            log.debug("background read of %s's vectors failed: %s", user_id, exc)
        finally:
            with self._loading_lock:
                self._loading.discard(user_id)

    def stored_vectors(self, user_id: str,
                       generation: int | None = None) -> tuple[list[str], np.ndarray, dict[str, int]]:
        """``(ids, matrix, row of each id)``: the user's stored vectors of the current model at ``generation``, one
        cached copy for the read and the write path. A stale copy is patched with the rows changed since (the
        store's change log: new rows appended, changed rows overwritten, deleted rows dropped) when the log covers
        it and at most :data:`PATCH_MAX_SHARE` of it changed; otherwise the matrix is read whole::

            >>> from langmem_layers import LayeredMemory, HashingEmbeddings
            >>> import tempfile
            >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
            >>> a = mem.add("u1", "I drink coffee", type="preference").actions[0].item_id
            >>> len(mem.deps.stored_vectors("u1")[0])
            1
            >>> b = mem.add("u1", "I live in Berlin", type="fact").actions[0].item_id  # patched in: a row appended
            >>> ids, matrix, rows_of = mem.deps.stored_vectors("u1")
            >>> sorted(ids) == sorted([a, b]), matrix.shape[0]
            (True, 2)
            >>> mem.close()
        """
        if generation is None:
            generation = self.store.vector_generation(user_id, self.model_id)
        current = self._current(user_id, generation) or self._read_whole(user_id, generation)
        return current.ids, current.matrix, current.rows_of

    def drop_deleted_rows(self, user_id: str) -> BoundedLRU[str, UserMatrix]:
        """After a committed delete of this user's items (``forget(user, item)``): her cached matrix is patched up to
        the store's generation now — the deleted rows leave it, as a delete by another writer would through the
        change log — or dropped when it cannot be (or the store fails); returns the matrix cache, which then holds
        no deleted row (the caller's erasure of her caches may leave it)::

            >>> from langmem_layers import LayeredMemory, HashingEmbeddings
            >>> import tempfile
            >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
            >>> a = mem.add("u1", "I drink coffee", type="preference").actions[0].item_id
            >>> b = mem.add("u1", "I live in Berlin", type="fact").actions[0].item_id
            >>> _ = mem.deps.stored_vectors("u1")
            >>> _ = mem.forget("u1", b)
            >>> mem.deps._exact.get("u1").ids == [a]
            True
            >>> mem.close()
        """
        try:
            self._current(user_id, self.store.vector_generation(user_id, self.model_id))  # patched, else popped
        except StoreError as exc:  # the delete is committed: drop the matrix rather than fail the forget
            log.warning("patching %s's vector matrix after a delete failed, dropping it: %s", user_id, exc)
            self._exact.pop(user_id)
        return self._exact

    def _current(self, user_id: str, generation: int) -> UserMatrix | None:
        """The cached matrix at ``generation``, patched up to it when stale; None when there is none or it cannot
        be patched (the change log does not cover it, too much changed)."""
        cached: UserMatrix | None = self._exact.get(user_id)
        if cached is None or cached.generation == generation:
            return cached
        with self._patch_lock:
            cached = self._exact.get(user_id)  # again: another thread may have patched it meanwhile
            if cached is None or cached.generation >= generation:
                return cached if cached is not None and cached.generation == generation else None
            limit = max(PATCH_MIN_ROWS, int(len(cached.ids) * PATCH_MAX_SHARE))
            changes = self.store.vector_changes(user_id, self.model_id, cached.generation, limit)
            fresh = cached.patched(generation, *changes) if changes is not None else None
            if fresh is None:  # it never will be (the log only moves on): read whole by the caller
                self._exact.pop(user_id)
                return None
            self._keep(user_id, fresh)
            return fresh

    def _read_whole(self, user_id: str, generation: int) -> UserMatrix:
        ids, matrix = self.store.vector_matrix(user_id, self.model_id)
        fresh = UserMatrix.read(generation, ids, matrix)
        self._keep(user_id, fresh)
        return fresh

    def _keep(self, user_id: str, matrix: UserMatrix) -> None:
        """Cache ``matrix``, unless her generation went back meanwhile (``forget_user`` erased her: the cache was
        emptied after the store, so a matrix put after that finds the erased generation here)."""
        self._exact.put(user_id, matrix)
        if self.store.vector_generation(user_id, self.model_id) < matrix.generation:
            self._exact.pop(user_id)

    @contextmanager
    def user_write(self, user_id: str) -> Iterator[None]:
        """The serialised write section of one user, across threads *and* processes (the one write lock).

        Held from the duplicate / neighbour look-up to the last commit of a write, so a second writer of the same
        user — in this process or another one on the same store — decides only after the first committed, and
        sees its rows. The process-wide :attr:`write_lock` is taken first (erasure holds it), then the store's
        per-user lock: on PostgreSQL the session advisory lock (:meth:`PostgresStore.user_lock`, every replica),
        on SQLite the per-user file lock of the store directory (``flock``, released by the kernel if the holder
        dies). Chosen over one ``BEGIN IMMEDIATE`` around read-decide-write because that would hold SQLite's
        single write lock (every user, every process) for the whole reconciliation, and would turn a batch's
        per-candidate transactions into one all-or-nothing transaction.
        """
        with self.write_lock, contextlib.ExitStack() as stack:
            store_lock = getattr(self.store, "user_lock", None)
            if store_lock is not None:
                stack.enter_context(store_lock(user_id))
            elif self.locks is not None:
                stack.enter_context(self.locks.user(user_id).hold())
            yield

    def flush_vectors(self) -> int:
        """Apply the outbox to the vector index now (also on open, on close, before a query of the index, and
        after every write — inline, or soon by the background flusher: :meth:`flush_soon`)."""
        with self._flush_lock:
            self._unflushed.clear()
            return self.vector_sync.flush()

    def _read_your_writes(self) -> None:
        """Before a query of the index: what this process wrote reaches it first — flushed now if still queued, or
        waited for if the background flusher is applying it (it clears the flag when it starts, not when done)."""
        if self._unflushed.is_set():
            self.flush_vectors()
            return
        with self._flush_lock:
            pass

    @contextlib.contextmanager
    def flush_paused(self) -> Iterator[None]:
        """No outbox flush (background or inline) runs while this is held, except the holder's own: erasure flushes
        first, then purges and deletes the user's vectors itself, so the receipt counts what it deleted."""
        with self._flush_lock:
            yield

    def flush_soon(self) -> None:
        """After a committed write: the outbox is applied by the background flusher (``vector_flush=
        "background"``, the default) or now (``"inline"``). The SQLite commit is the acknowledgement either way."""
        if self.config.vector_flush == "inline":
            self.flush_vectors()
            return
        self._unflushed.set()
        if self.flusher is None:
            self.flusher = BackgroundFlusher(self.flush_vectors)
        self.flusher.wake()

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
