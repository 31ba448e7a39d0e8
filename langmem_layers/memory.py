"""`LayeredMemory`: the one object an agent talks to.

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> report = mem.add("alice", "用户喜欢喝咖啡", type="preference")
    >>> [a.kind for a in report.actions]
    ['add']
    >>> mem.search("alice", "咖啡")[0].item.content
    '用户喜欢喝咖啡'
    >>> mem.search("bob", "咖啡")
    []
    >>> mem.close()

Every method that takes a ``user_id`` validates it and scopes every read and write to it; another user's
item id behaves exactly like an unknown id. Each public method has an ``a``-prefixed async twin that runs the
same core in a worker thread (SQLite and Chroma are synchronous).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from .config import MemoryConfig
from .embeddings import default_embeddings, embedding_model_id
from .errors import (
    InvalidContentError,
    InvalidEnumError,
    InvalidUserIdError,
    ItemNotFoundError,
    StoreError,
    VectorStoreError,
)
from .kb.api import KBMixin
from .lexicon import RuleSet
from .lifecycle.api import LifecycleMixin
from .read.api import ReadMixin
from .records import (
    ForgetReceipt,
    MemoryItem,
    MemoryStatus,
    MemoryType,
    RecallHit,
    WriteAction,
    WriteReport,
)
from .stores.sqlite import SQLiteStore
from .stores.sync import VectorSync, VerifyReport
from .stores.vectors import ChromaIndex, collection_name
from .text import clean_text, clear_text_caches, detect_lang
from .tokens import TokenCounter, default_token_counter
from .write.api import WriteMixin
from .write.candidate import Candidate
from .write.commit import MemoryWriter

__all__ = ["LayeredMemory"]

log = logging.getLogger(__name__)

_QUERY_CACHE_SIZE = 1024


def _enum(enum: type[MemoryType] | type[MemoryStatus], value: Any, what: str) -> Any:
    try:
        return enum(value)
    except ValueError as exc:
        allowed = ", ".join(m.value for m in enum)
        raise InvalidEnumError(f"unknown {what} {value!r}; use one of: {allowed}") from exc


def _unit(name: str, value: Any) -> float:
    """A score in [0, 1] (NaN, strings and out-of-range values are refused with the field's name)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise InvalidContentError(f"{name} must be a number in [0, 1], got {value!r}") from None
    if not 0.0 <= number <= 1.0:  # also false for NaN
        raise InvalidContentError(f"{name} must be in [0, 1], got {value!r}")
    return number


class LayeredMemory(WriteMixin, ReadMixin, KBMixin, LifecycleMixin):
    """Long-term personal memory (SQLite + Chroma) with a knowledge base beside it. Open with :meth:`open`."""

    def __init__(
        self, path: str | Path, *, config: MemoryConfig | None = None, embeddings: Embeddings | None = None,
        llm: Any = None, kb_retriever: Any = None, token_counter: TokenCounter | None = None,
        rules: RuleSet | None = None,  # track C: rules as data
    ) -> None:
        self.config = config or MemoryConfig()
        self.rules = rules or RuleSet.default()  # track C: the write pipeline, router and guards read their tables here
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        self.embeddings = embeddings or default_embeddings(self.config.embedding_backend)
        self.model_id = embedding_model_id(self.embeddings)
        self.llm = llm
        self.kb_retriever = kb_retriever
        self.count_tokens: TokenCounter = token_counter or default_token_counter()
        self.sqlite = SQLiteStore(self.path / self.config.sqlite_filename)
        self.sqlite.setup()
        if self.config.vector_backend == "chroma-http":
            self.index = ChromaIndex(host=self.config.chroma_host, port=self.config.chroma_port)
        else:
            self.index = ChromaIndex(path=self.path / self.config.chroma_dirname)
        self.collection = collection_name("memories", self.model_id)
        self.vector_sync = VectorSync(self.sqlite, self.index, self.collection, self.model_id)
        self._query_cache: OrderedDict[str, list[float]] = OrderedDict()
        self.writer = MemoryWriter(self)
        from .read.search import MemorySearcher

        self.searcher = MemorySearcher(self)
        self.flush_vectors()  # replay whatever a crash left in the outbox
        for init_layer in (self._init_write, self._init_read, self._init_kb, self._init_lifecycle):
            init_layer()

    @classmethod
    def open(
        cls, path: str | Path, *, config: MemoryConfig | None = None, embeddings: Embeddings | None = None,
        llm: Any = None, kb_retriever: Any = None, token_counter: TokenCounter | None = None,
        rules: RuleSet | None = None,
    ) -> LayeredMemory:
        """Open (or create) a store directory: ``memory.sqlite3`` + ``chroma/`` inside ``path``.

        ``rules`` (a :class:`~langmem_layers.lexicon.RuleSet`, default :meth:`RuleSet.default`) holds the trigger,
        profile, injection and router tables, e.g. ``RuleSet.default().extended(router={"kb": ("保单",)})``.
        """
        return cls(path, config=config, embeddings=embeddings, llm=llm, kb_retriever=kb_retriever,
                   token_counter=token_counter, rules=rules)  # track C: rules

    def __enter__(self) -> LayeredMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Flush the outbox and close the stores (checkpoints the SQLite WAL)."""
        self.flush_vectors()
        self.sqlite.close()

    # -- shared helpers --------------------------------------------------------------------------
    def _now(self, now: datetime | None) -> datetime:
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

    def embed_texts(self, texts: list[str]) -> list[list[float]]:
        return self.embeddings.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        """Query embedding with a bounded LRU cache (queries repeat within a session)."""
        cached = self._query_cache.get(text)
        if cached is not None:
            self._query_cache.move_to_end(text)
            return cached
        vector = self.embeddings.embed_query(text)
        self._query_cache[text] = vector
        if len(self._query_cache) > _QUERY_CACHE_SIZE:
            self._query_cache.popitem(last=False)
        return vector

    def vector_query(self, user_id: str, vector: list[float], n: int) -> list[tuple[str, float]]:
        """Nearest vectors of one user in the current model's collection."""
        return self.index.query(self.collection, vector, user_id, n)

    def vector_query_many(self, user_id: str, vectors: list[list[float]], n: int) -> list[list[tuple[str, float]]]:
        """:meth:`vector_query` for several vectors in one index call (batched writes)."""
        return self.index.query_many(self.collection, vectors, user_id, n)

    def flush_vectors(self) -> int:
        """Apply the outbox to Chroma now (also happens after every write and on open)."""
        return self.vector_sync.flush()

    def _item(self, user_id: str, item_id: str) -> MemoryItem:
        item = self.sqlite.get_item(user_id, item_id) if isinstance(item_id, str) else None
        if item is None:
            raise ItemNotFoundError(f"no memory item {item_id!r} for this user")
        return item

    # -- writes ------------------------------------------------------------------------------------
    def add(
        self, user_id: str, content: str, type: str | MemoryType = MemoryType.FACT, *,
        importance: float | None = None, confidence: float | None = None, entities: list[str] | None = None,
        slot: str | None = None, session_id: str | None = None, source_message_id: str | None = None,
        linked_doc_id: str | None = None, change_of_mind: bool = False, now: datetime | None = None,
    ) -> WriteReport:
        """Write one memory explicitly; it goes through the same reconciliation as extracted memories."""
        entry = {"content": content, "type": type, "importance": importance, "confidence": confidence,
                 "entities": entities, "slot": slot, "source_message_id": source_message_id,
                 "linked_doc_id": linked_doc_id, "change_of_mind": change_of_mind}
        return self.add_many(user_id, [entry], session_id=session_id, now=now)

    def add_many(
        self, user_id: str, entries: list[dict[str, Any]], *, session_id: str | None = None,
        now: datetime | None = None,
    ) -> WriteReport:
        """Write many memories in one batch (one embedding batch, one Chroma write), same reconciliation.

        Each entry takes the keyword arguments of :meth:`add` (``content`` required), plus an optional per-entry
        ``now``::

            mem.add_many("alice", [{"content": "用户不吃辣", "type": "preference"}, {"content": "User likes jazz"}])
        """
        user_id = self.check_user(user_id)
        when = self._now(now)
        timed: list[tuple[datetime, Candidate]] = []
        for entry in entries:
            fields = dict(entry)
            at = self._now(fields.pop("now", None) or when)
            timed.append((at, self._candidate(fields.pop("content", None), **fields)))
        timed.sort(key=lambda pair: pair[0])  # stable: same-time entries keep their order
        report = WriteReport(user_id=user_id, session_id=session_id)
        safe: list[tuple[datetime, Candidate]] = []
        for at, candidate in timed:  # redaction + injection guard, refusals audited at the entry's time
            safe += [(at, c) for c in self.guard_candidates(user_id, [candidate], report, now=at)]
        self.writer.write(user_id, [c for _, c in safe], report, now=when, session_id=session_id, actor="api",
                          times=[at for at, _ in safe])
        return report

    def _candidate(
        self, content: Any, type: str | MemoryType = MemoryType.FACT, *, importance: float | None = None,
        confidence: float | None = None, entities: list[str] | None = None, slot: str | None = None,
        source_message_id: str | None = None, linked_doc_id: str | None = None, change_of_mind: bool = False,
    ) -> Candidate:
        content = self.check_content(content)
        if entities is not None and (not isinstance(entities, list | tuple)
                                     or not all(isinstance(e, str) for e in entities)):
            raise InvalidContentError("entities must be a list of strings")
        if slot is not None and (not isinstance(slot, str) or not slot.strip()):
            raise InvalidContentError("slot must be a non-empty string")
        return Candidate(
            type=_enum(MemoryType, type, "memory type"), content=content, entities=list(entities or []), slot=slot,
            importance=_unit("importance", self.config.default_importance if importance is None else importance),
            confidence=_unit("confidence", self.config.default_confidence if confidence is None else confidence),
            change_of_mind=change_of_mind, lang=detect_lang(content), source_snippet=content,
            source_message_id=source_message_id, linked_doc_id=linked_doc_id, rule="api.add",
        )

    def update(
        self, user_id: str, item_id: str, *, content: str | None = None, type: str | MemoryType | None = None,
        status: str | MemoryStatus | None = None, importance: float | None = None,
        confidence: float | None = None, entities: list[str] | None = None, now: datetime | None = None,
        reason: str = "manual edit",
    ) -> MemoryItem:
        """Edit one item (a new version; re-embedded when the content changes)."""
        user_id = self.check_user(user_id)
        item = self._item(user_id, item_id)
        when = self._now(now)
        changes: dict[str, Any] = {}
        if content is not None:
            changes["content"] = self._guarded_content(user_id, item, content, when)
        if type is not None:
            changes["type"] = _enum(MemoryType, type, "memory type")
        if status is not None:
            changes["status"] = _enum(MemoryStatus, status, "status")
        for name, value in (("importance", importance), ("confidence", confidence)):
            if value is not None:
                changes[name] = _unit(name, value)
        if entities is not None:
            changes["entities"] = list(entities)
        if not changes:
            return item
        updated = item.model_copy(update={**changes, "version": item.version + 1, "updated_at": when})
        vector = self.embed_texts([updated.content])[0] if "content" in changes else None
        with self.sqlite.transaction(when) as tx:
            tx.put_item(updated)
            if vector is not None:
                tx.put_vector(updated.id, user_id, self.model_id, vector)
            tx.enqueue_sync(updated.id, user_id)
            tx.audit(user_id, item_id, "update", actor="api", rule="api.update", reason=reason,
                     payload={k: str(v) for k, v in changes.items()})
        self.flush_vectors()
        for hook in self.writer.on_change:  # derived views (profile summary) follow manual edits too
            hook(user_id, when)
        return updated

    def _guarded_content(self, user_id: str, item: MemoryItem, content: Any, now: datetime) -> str:
        """New content for an edit, through the same privacy and injection guards as every write."""
        candidate = self._candidate(content, item.type)
        report = WriteReport(user_id=user_id)
        safe = self.guard_candidates(user_id, [candidate], report, now=now)
        if not safe:
            rule = report.refusals[0].rule if report.refusals else "guard"
            raise InvalidContentError(f"the new content was refused by {rule}; nothing was changed")
        return safe[0].content

    def forget(self, user_id: str, item_id: str, *, now: datetime | None = None) -> WriteAction:
        """Physically delete one item, its versions and vector; the audit keeps a content-free tombstone."""
        user_id = self.check_user(user_id)
        self._item(user_id, item_id)
        when = self._now(now)
        with self.sqlite.transaction(when) as tx:
            tx.delete_item(user_id, item_id)
            tx.enqueue_sync(item_id, user_id)
            tx.audit(user_id, item_id, "forget", actor="api", rule="api.forget", reason="deleted on request")
        self.flush_vectors()
        self._drop_caches(user_id)  # session notes would bring the text back through end_session
        for hook in self.writer.on_change:  # e.g. the profile summary must not keep the forgotten text
            hook(user_id, when)
        self.sqlite.erase_residue()  # the keyword index and the WAL still hold the words until merged
        return WriteAction(kind="forget", item_id=item_id, rule="api.forget", reason="deleted on request")

    def _drop_caches(self, user_id: str) -> dict[str, int]:
        """In-process state derived from a user's words: session notes, window sessions, query vectors."""
        self._query_cache.clear()  # keyed by query text; cheap to rebuild
        return {"session_notes": self._write_pipeline.drop_user(user_id), "sessions": self._sessions.drop_user(user_id),
                "text_caches": clear_text_caches()}  # process-wide caches keyed by text: all cleared, all rebuild

    def forget_user(self, user_id: str, *, now: datetime | None = None) -> ForgetReceipt:
        """Erase everything of one user from every store; returns what was removed where.

        SQLite (the source of truth) goes first and queues the vector deletes in the outbox, so a vector-store
        failure leaves nothing readable: the receipt reports the vectors still queued and the outbox finishes
        them. Every other step runs even if one fails; the first failure is raised after all were tried.
        """
        from .integrations.checkpointer import CHECKPOINTS_FILENAME, purge_user_checkpoints

        user_id = self.check_user(user_id)
        with self.writer.lock:  # a write in flight finishes first (and is erased); none starts half-way through
            counts = self.sqlite.purge_user(user_id, self._now(now))
        other = {k: v for k, v in counts.items()
                 if k not in {"items", "item_versions", "audit", "profile_facts", "keyword_rows"}}
        errors: list[Exception] = []
        vectors = 0
        try:
            for name in self.index.collections():  # vectors of earlier embedding models too
                if name == self.collection or name.startswith("memories_"):
                    vectors += self.index.delete_owner(name, user_id)
        except VectorStoreError as exc:  # the outbox (queued by purge_user) deletes them on the next flush
            log.warning("vector delete for an erased user deferred to the outbox: %s", exc)
        self.flush_vectors()
        other["vectors_pending"] = len(self.sqlite.pending_outbox())
        steps: list[tuple[str, Callable[[], Any]]] = [
            ("checkpoint_threads", lambda: purge_user_checkpoints(self.path / CHECKPOINTS_FILENAME, user_id)),
            ("caches", lambda: self._drop_caches(user_id)),
            ("compact", self.sqlite.compact),  # erased rows leave every file
        ]
        for name, step in steps:
            try:
                result = step()
            except Exception as exc:
                errors.append(exc)
                continue
            if isinstance(result, dict):
                other.update(result)
            elif isinstance(result, int):
                other[name] = result
        if errors:
            raise StoreError(f"erasure of {user_id!r} incomplete: {errors[0]}") from errors[0]
        return ForgetReceipt(
            user_id=user_id, items=counts["items"], versions=counts["item_versions"], audit_entries=counts["audit"],
            profile_facts=counts["profile_facts"], keyword_rows=counts["keyword_rows"], vectors=vectors, other=other,
        )

    # -- reads ---------------------------------------------------------------------------------------
    def search(
        self, user_id: str, query: str, k: int | None = None, *, types: list[str] | None = None,
        statuses: list[str] | None = None, now: datetime | None = None, touch: bool = True,
    ) -> list[RecallHit]:
        """Hybrid recall of one user's memories (active only unless ``statuses`` says otherwise)."""
        user_id = self.check_user(user_id)
        if not isinstance(query, str) or not clean_text(query):
            return []
        for t in types or []:
            _enum(MemoryType, t, "memory type")
        for s in statuses or []:
            _enum(MemoryStatus, s, "status")
        when = self._now(now)
        hits = self.searcher.search(user_id, clean_text(query), k=k or self.config.top_k, now=when, types=types,
                                    statuses=statuses)
        if touch and hits:
            self._touch(user_id, [h.item for h in hits], when)
        return hits

    def _touch(self, user_id: str, items: list[MemoryItem], now: datetime) -> None:
        """Recall counts as use: bump ``hit_count`` and ``last_accessed_at`` (no new version)."""
        with self.sqlite.transaction(now) as tx:
            for item in items:
                item.hit_count += 1
                item.last_accessed_at = now
            tx.touch(user_id, [i.id for i in items])

    def items(
        self, user_id: str, status: str | list[str] | None = None, type: str | list[str] | None = None,
    ) -> list[MemoryItem]:
        """Every memory of one user (audit listing), oldest first; filter by status and/or type."""
        user_id = self.check_user(user_id)
        statuses = [status] if isinstance(status, str) else status
        types = [type] if isinstance(type, str) else type
        for s in statuses or []:
            _enum(MemoryStatus, s, "status")
        for t in types or []:
            _enum(MemoryType, t, "memory type")
        return self.sqlite.list_items(user_id, statuses=statuses, types=types)

    def get(self, user_id: str, item_id: str) -> MemoryItem:
        """One item of this user (``ItemNotFoundError`` for unknown ids and other users' ids alike)."""
        return self._item(self.check_user(user_id), item_id)

    def history(self, user_id: str, item_id: str) -> list[MemoryItem]:
        """Every stored version of one item, oldest first."""
        user_id = self.check_user(user_id)
        versions = self.sqlite.history(user_id, item_id)
        if not versions:
            raise ItemNotFoundError(f"no memory item {item_id!r} for this user")
        return versions

    def audit_log(self, user_id: str, item_id: str | None = None) -> list[dict[str, Any]]:
        """The audit entries of one user (optionally one item): who/what/why for every write."""
        return self.sqlite.audit_log(self.check_user(user_id), item_id)

    def profile(self, user_id: str) -> dict[str, str]:
        """Exact profile facts by slot (``{"city": "用户住在上海", …}``)."""
        return {slot: value for slot, (value, _) in self.sqlite.profile_facts(self.check_user(user_id)).items()}

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about one user as JSON-ready data (items, versions, audit, profile)."""
        user_id = self.check_user(user_id)
        items = self.sqlite.list_items(user_id)
        return {
            "user_id": user_id,
            "items": [i.model_dump(mode="json") for i in items],
            "versions": {i.id: [v.model_dump(mode="json") for v in self.sqlite.history(user_id, i.id)]
                         for i in items},
            "audit": self.sqlite.audit_log(user_id, limit=1_000_000),
            "profile": self.profile(user_id),
        }

    # -- lifecycle (admin: cross-user by design) --------------------------------------------------------------
    def verify(self, repair: bool = False) -> VerifyReport:
        """Compare SQLite and Chroma; with ``repair`` re-push, delete orphans and re-embed stale vectors."""
        report = self.vector_sync.verify(repair=repair)
        if repair and (report.wrong_model or report.items_without_vector):
            self.reembed()
            report.repaired = True
        return report

    def reembed(self, batch_size: int = 256) -> int:
        """Embed every item whose vector is missing or from another model with the current model.

        The built-in knowledge base's chunks are re-embedded too (``mem.kb.reindex()``). Returns the number of
        memory items re-embedded.
        """
        reindex_kb = getattr(getattr(self, "kb", None), "reindex", None)
        if reindex_kb is not None:
            reindex_kb(batch=batch_size)
        done = 0
        while True:
            items = self.sqlite.items_needing_embedding(self.model_id, batch_size)
            if not items:
                break
            vectors = self.embed_texts([i.content for i in items])
            with self.sqlite.transaction(self.config.now()) as tx:
                for item, vector in zip(items, vectors, strict=True):
                    item.embed_model = self.model_id
                    tx.put_item(item, record_version=False)
                    tx.put_vector(item.id, item.user_id, self.model_id, vector)
                    tx.enqueue_sync(item.id, item.user_id)
                tx.audit("*admin*", None, "reembed", actor="admin", rule="lifecycle.reembed",
                         reason=f"{len(items)} items to {self.model_id}")
            done += len(items)
        self.flush_vectors()
        return done

    # -- async twins (same core, run in a worker thread) ------------------------------------------------------
    async def aadd(self, user_id: str, content: str, type: str | MemoryType = MemoryType.FACT,
                   **kwargs: Any) -> WriteReport:
        return await asyncio.to_thread(self.add, user_id, content, type, **kwargs)

    async def aadd_many(self, user_id: str, entries: list[dict[str, Any]], **kwargs: Any) -> WriteReport:
        return await asyncio.to_thread(self.add_many, user_id, entries, **kwargs)

    async def aupdate(self, user_id: str, item_id: str, **kwargs: Any) -> MemoryItem:
        return await asyncio.to_thread(self.update, user_id, item_id, **kwargs)

    async def aforget(self, user_id: str, item_id: str, **kwargs: Any) -> WriteAction:
        return await asyncio.to_thread(self.forget, user_id, item_id, **kwargs)

    async def aforget_user(self, user_id: str, **kwargs: Any) -> ForgetReceipt:
        return await asyncio.to_thread(self.forget_user, user_id, **kwargs)

    async def asearch(self, user_id: str, query: str, k: int | None = None, **kwargs: Any) -> list[RecallHit]:
        return await asyncio.to_thread(self.search, user_id, query, k, **kwargs)

    async def aitems(self, user_id: str, status: str | list[str] | None = None,
                     type: str | list[str] | None = None) -> list[MemoryItem]:
        return await asyncio.to_thread(self.items, user_id, status, type)

    async def aget(self, user_id: str, item_id: str) -> MemoryItem:
        return await asyncio.to_thread(self.get, user_id, item_id)

    async def ahistory(self, user_id: str, item_id: str) -> list[MemoryItem]:
        return await asyncio.to_thread(self.history, user_id, item_id)

    async def aexport(self, user_id: str) -> dict[str, Any]:
        return await asyncio.to_thread(self.export, user_id)

    async def averify(self, repair: bool = False) -> VerifyReport:
        return await asyncio.to_thread(self.verify, repair)

    async def areembed(self, batch_size: int = 256) -> int:
        return await asyncio.to_thread(self.reembed, batch_size)

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)
