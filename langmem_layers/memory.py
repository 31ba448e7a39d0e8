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
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from . import _validate as V
from ._cache import BoundedLRU, erase_user
from ._deps import Deps, resolve_location
from ._open import check_open_args
from ._validate import boundary
from .config import MemoryConfig
from .errors import InvalidInputError
from .kb.api import open_knowledge_base
from .kb.base import BaseKnowledgeBase
from .lexicon import RuleSet
from .lifecycle.service import LifecycleService
from .lifecycle.sweep import SweepReport
from .read.recall import Recaller
from .read.router import RouteDecision, RouterCues
from .read.search import MemorySearcher
from .read.service import ReadService
from .records import (
    ContextBundle,
    ForgetReceipt,
    MemoryItem,
    MemoryStatus,
    MemoryType,
    RecallHit,
    WriteAction,
    WriteReport,
)
from .stores.base import VectorIndex
from .stores.sqlite import SQLiteStore
from .stores.sync import VectorSync, VerifyReport
from .tokens import TokenCounter
from .window.session import SessionCache, SessionState
from .write.commit import MemoryWriter
from .write.gate import WriteGate
from .write.pipeline import ExtractMode, WritePipeline
from .write.service import WriteService
from .write.update_judge import UpdateJudge

__all__ = ["LayeredMemory"]


class LayeredMemory:
    """Long-term personal memory (SQLite + Chroma) with a knowledge base beside it. Open with :meth:`open`.

    The facade builds one :class:`~langmem_layers._deps.Deps` (config, clock, stores, vector index, embedder,
    token counter, LLM), composes the write, read and lifecycle services and the knowledge base from it, wires the
    change hook (profile summary) once, and delegates every verb.
    """

    _kb: BaseKnowledgeBase

    def __init__(
        self, path: str | Path, *, config: MemoryConfig | Mapping[str, Any] | None = None,
        embeddings: Embeddings | str | None = None,
        llm: Any = None, kb_retriever: Any = None, token_counter: TokenCounter | None = None,
        rules: RuleSet | None = None,  # track C: rules as data
        vectors: str | None = None,
        write_gate: WriteGate | bool | str = True,
        update_judge: UpdateJudge | bool = True,
    ) -> None:
        # open() validation (issue 14): typed errors at open, not on the first write; a postgresql:// URL is
        # passed through untouched (not a directory)
        checked, config_checked, embeddings = check_open_args(path, config, embeddings)
        # a postgresql:// URL and/or vectors="http://host:8000" pick the server backends (postgres track)
        self.path, self.config = resolve_location(checked, config_checked, vectors)
        #: The trigger, profile, injection and router tables (track C); the services are given it explicitly.
        self.rules = rules or RuleSet.default()
        self.kb_retriever = kb_retriever
        self.deps = Deps.build(self.path, config=self.config, embeddings=embeddings, llm=llm,
                               token_counter=token_counter)
        gate = WriteGate.resolve(write_gate, self.deps.model_id)
        judge = UpdateJudge.resolve(update_judge, self.deps.model_id)
        self._writes = WriteService(self.deps, rules=self.rules, on_erase=self._drop_item_caches, gate=gate,
                                    update_judge=judge)
        self._reads = ReadService(self.deps, rules=self.rules, kb_retriever=kb_retriever)
        self._life = LifecycleService(self.deps, on_erase=self._drop_caches, kb=lambda: self.kb)
        self.deps.flush_vectors()  # replay whatever a crash left in the outbox
        self.kb = open_knowledge_base(self.deps, kb_retriever)
        self.deps.on_change.append(self._life.profile_hook)  # derived views follow every committed change
        self.deps.on_change.append(self.deps.refresh_matrix)  # a large user's vector matrix is re-read off the turn

    @classmethod
    def open(
        cls, path: str | Path, *, config: MemoryConfig | Mapping[str, Any] | None = None,
        embeddings: Embeddings | str | None = None,
        llm: Any = None, kb_retriever: Any = None, token_counter: TokenCounter | None = None,
        rules: RuleSet | None = None,
        vectors: str | None = None,
        write_gate: WriteGate | bool | str = True,
        update_judge: UpdateJudge | bool = True,
    ) -> LayeredMemory:
        """Open (or create) a store directory: ``memory.sqlite3`` + ``chroma/`` inside ``path``.

        ``path`` may be a ``postgresql://`` URL (the PostgreSQL backend, extra ``postgres``), and ``vectors`` a
        Chroma server URL (``http://host:8000``) — what several replicas of one app share.

        ``rules`` (a :class:`~langmem_layers.lexicon.RuleSet`, default :meth:`RuleSet.default`) holds the trigger,
        profile, injection and router tables, e.g. ``RuleSet.default().extended(router={"kb": ("保单",)})``.
        ``write_gate``: the learned gate that adds what the write rules miss — ``True`` (the shipped gate, used
        with the default e5 embedder), ``"lexical"`` (its n-gram-only part, for other embedders), ``False`` (rules
        only) or a :class:`~langmem_layers.write.gate.WriteGate` trained on your own data.
        ``update_judge``: the learned judge of whether a new statement replaces an older memory when no rule can
        tell — ``True`` (the shipped judge, used with the default e5 embedder), ``False`` (rules only) or an
        :class:`~langmem_layers.write.update_judge.UpdateJudge` trained on your own pairs.

        ``config``: a ``MemoryConfig`` or a dict of its fields; ``embeddings``: a LangChain ``Embeddings`` or a
        backend name (``"auto"``, ``"e5"``, ``"use"``, ``"hashing"``). Wrong arguments raise at once
        (``InvalidInputError``, ``ConfigError``, ``StorePathError``, ``StoreNotWritableError``), saying what to do.
        """
        return cls(path, config=config, embeddings=embeddings, llm=llm, kb_retriever=kb_retriever,
                   token_counter=token_counter, rules=rules, vectors=vectors, write_gate=write_gate,
                   update_judge=update_judge)

    def __enter__(self) -> LayeredMemory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Flush the outbox and close the stores (checkpoints the SQLite WAL)."""
        self.deps.close()

    # -- components (read-only) --------------------------------------------------------------------
    @property
    def kb(self) -> BaseKnowledgeBase:
        """The knowledge base: built-in, or read-only over the ``kb_retriever`` given to :meth:`open`."""
        return self._kb

    @kb.setter
    def kb(self, kb: BaseKnowledgeBase) -> None:
        self._kb = kb
        self._reads.kb = kb

    @property
    def llm(self) -> Any:
        return self.deps.llm

    @llm.setter
    def llm(self, llm: Any) -> None:
        self.deps.llm = llm

    @property
    def sqlite(self) -> SQLiteStore:
        return self.deps.store

    @property
    def index(self) -> VectorIndex:
        return self.deps.index

    @property
    def searcher(self) -> MemorySearcher:
        return self._reads.searcher

    @property
    def embeddings(self) -> Embeddings:
        return self.deps.embeddings

    @property
    def model_id(self) -> str:
        return self.deps.model_id

    @property
    def collection(self) -> str:
        return self.deps.collection

    @property
    def count_tokens(self) -> TokenCounter:
        return self.deps.count_tokens

    @property
    def vector_sync(self) -> VectorSync:
        return self.deps.vector_sync

    @property
    def writer(self) -> MemoryWriter:
        return self._writes.writer

    @property
    def write_pipeline(self) -> WritePipeline:
        """The write pipeline (replace ``.rules`` to use another lexicon or extractor)."""
        return self._writes.pipeline

    # internals some tests and benchmarks reach (kept read-only)
    @property
    def _write_pipeline(self) -> WritePipeline:
        return self._writes.pipeline

    @property
    def _recaller(self) -> Recaller:
        return self._reads.recaller

    @property
    def _sessions(self) -> SessionCache:
        return self._reads.sessions

    @property
    def _query_cache(self) -> BoundedLRU[str, list[float]]:
        return self.deps.query_cache

    # -- deprecated plumbing (kept for one release: graphs, the CLI and benchmarks call them) ---------------
    def check_user(self, user_id: Any) -> str:
        """Deprecated: validate a user id (``langmem_layers.integrations`` has ``check_user_id``)."""
        return self.deps.check_user(user_id)

    def check_content(self, content: Any) -> str:
        """Deprecated: validate memory content; returns it cleaned."""
        return self.deps.check_content(content)

    def embed_texts(self, texts: list[str]) -> list[list[float]]:
        """Deprecated: ``mem.embeddings.embed_documents``."""
        return self.deps.embed_texts(texts)

    def embed_query(self, text: str) -> list[float]:
        """Deprecated: the cached query embedding the searcher uses."""
        return self.deps.embed_query(text)

    def flush_vectors(self) -> int:
        """Deprecated: apply the outbox to the vector index now (happens after every write and on open)."""
        return self.deps.flush_vectors()

    def _now(self, now: datetime | None) -> datetime:
        return self.deps.now(now)

    def _drop_caches(self, user_id: str, keep: tuple[BoundedLRU[Any, Any], ...] = ()) -> dict[str, int]:
        """In-process state derived from a user's words: session notes, window sessions, query vectors."""
        return {"session_notes": self._writes.pipeline.drop_user(user_id), "sessions": self._reads.drop_user(user_id),
                "text_caches": erase_user(user_id, keep=keep)}  # every registered cache (_cache.py): hers, or all

    def _drop_item_caches(self, user_id: str) -> dict[str, int]:
        """After ``forget(user, item)``: what :meth:`_drop_caches` drops, but her cached vector matrix is patched
        (the forgotten row leaves it now, through the store's change log) instead of being read whole at her next
        search."""
        return self._drop_caches(user_id, keep=(self.deps.drop_deleted_rows(user_id),))

    # -- writes ------------------------------------------------------------------------------------
    @boundary
    def remember(
        self, user_id: str, messages: Any, session_id: str | None = None,
        now: datetime | None = None, extract: ExtractMode = "auto",
    ) -> WriteReport:
        """Run the write pipeline over new turns (LangChain messages or ``{"role", "content"}`` dicts).

        ``extract``: ``"rules"`` never calls an LLM; ``"llm"`` always asks the configured LLM; ``"auto"`` asks it
        when a rule fires or the write gate kept something. Every decision, redaction, refusal and skip is in the
        report.
        """
        return self._writes.remember(user_id, messages, V.opt_text(session_id, "session_id"), V.when(now), extract)

    @boundary
    def end_session(
        self, user_id: str, session_id: str, messages: Any = None, now: datetime | None = None,
    ) -> WriteReport:
        """Store a summary of the session as an ``event`` item dated with the session day."""
        return self._writes.end_session(user_id, V.text(session_id, "session_id"), messages, V.when(now))

    @boundary
    def add(
        self, user_id: str, content: str, type: str | MemoryType = MemoryType.FACT, *,
        importance: float | None = None, confidence: float | None = None, entities: list[str] | None = None,
        slot: str | None = None, session_id: str | None = None, source_message_id: str | None = None,
        linked_doc_id: str | None = None, change_of_mind: bool = False, now: datetime | None = None,
    ) -> WriteReport:
        """Write one memory explicitly; it goes through the same reconciliation as extracted memories."""
        entry = V.entries([{"content": content, "type": type, "importance": importance, "confidence": confidence,
                            "entities": entities, "slot": slot, "source_message_id": source_message_id,
                            "linked_doc_id": linked_doc_id, "change_of_mind": change_of_mind}], 1)[0]
        return self._writes.add_many(user_id, [entry], session_id=V.opt_text(session_id, "session_id"),
                                     now=V.when(now))

    @boundary
    def add_many(
        self, user_id: str, entries: list[dict[str, Any]], *, session_id: str | None = None,
        now: datetime | None = None,
    ) -> WriteReport:
        """Write many memories in one batch (one embedding batch, one Chroma write), same reconciliation.

        Each entry takes the keyword arguments of :meth:`add` (``content`` required), plus an optional per-entry
        ``now``::

            mem.add_many("alice", [{"content": "用户不吃辣", "type": "preference"}, {"content": "User likes jazz"}])
        """
        return self._writes.add_many(user_id, V.entries(entries, self.config.max_entries_per_call),
                                     session_id=V.opt_text(session_id, "session_id"), now=V.when(now))

    @boundary
    def update(
        self, user_id: str, item_id: str, *, content: str | None = None, type: str | MemoryType | None = None,
        status: str | MemoryStatus | None = None, importance: float | None = None,
        confidence: float | None = None, entities: list[str] | None = None, now: datetime | None = None,
        reason: str = "manual edit",
    ) -> MemoryItem:
        """Edit one item (a new version; re-embedded when the content changes)."""
        return self._writes.update(user_id, V.text(item_id, "item_id"), content=content, type=type, status=status,
                                   importance=importance, confidence=confidence,
                                   entities=V.str_list(entities, "entities"), now=V.when(now),
                                   reason=V.text(reason, "reason", max_chars=1000))

    @boundary
    def forget(self, user_id: str, item_id: str, *, now: datetime | None = None) -> WriteAction:
        """Physically delete one item, its versions and vector; the audit keeps a content-free tombstone."""
        return self._writes.forget(user_id, V.text(item_id, "item_id"), now=V.when(now))

    @boundary
    def forget_user(self, user_id: str, *, now: datetime | None = None) -> ForgetReceipt:
        """Erase everything of one user from every store; returns what was removed where.

        SQLite (the source of truth) goes first and queues the vector deletes in the outbox, so a vector-store
        failure leaves nothing readable: the receipt reports the vectors still queued and the outbox finishes
        them. Every other step runs even if one fails; the first failure is raised after all were tried.
        """
        return self._life.forget_user(user_id, now=V.when(now))

    # -- reads ---------------------------------------------------------------------------------------
    @boundary
    def route(self, user_id: str, messages: Sequence[Any] | None, *, cues: RouterCues | None = None,
              ) -> RouteDecision:
        """Route the newest user turn of ``messages`` (kb / memory / window / mixed) exactly as ``build_context``
        would, with ``cues`` (default: those of the rule set given to :meth:`open`); pass the result as
        ``build_context(..., route=decision)``."""
        if cues is not None and not isinstance(cues, RouterCues):
            raise InvalidInputError(f"cues must be a RouterCues, got {type(cues).__name__}")
        return self._reads.route(user_id, messages, cues=cues)

    @boundary
    def build_context(
        self, user_id: str, messages: Sequence[Any] | None, session_id: str | None = None,
        system_prompt: str | None = None, budget_tokens: int | None = None, now: datetime | None = None,
        *, route: RouteDecision | None = None,
    ) -> ContextBundle:
        """Route, recall, guard and assemble the context for the newest user turn of ``messages``.

        ``route``: a decision already taken for this turn (:meth:`route`); it is used as it is, not routed again."""
        if route is not None and not isinstance(route, RouteDecision):
            raise InvalidInputError(f"route must be a RouteDecision from route(), got {type(route).__name__}")
        return self._reads.build_context(user_id, messages, V.opt_text(session_id, "session_id"),
                                         V.opt_text(system_prompt, "system_prompt"), budget_tokens, V.when(now),
                                         route=route)

    @boundary
    def search(
        self, user_id: str, query: str, k: int | None = None, *, types: list[str] | None = None,
        statuses: list[str] | None = None, now: datetime | None = None, touch: bool = True,
    ) -> list[RecallHit]:
        """Hybrid recall of one user's memories (active only unless ``statuses`` says otherwise)."""
        # k=0 → no hits (issue 14); k=None → config.top_k
        return self._reads.search(user_id, query, V.opt_count(k, "k", lo=0, hi=1000),
                                  types=V.str_list(types, "types"),
                                  statuses=V.str_list(statuses, "statuses"), now=V.when(now),
                                  touch=V.flag(touch, "touch"))

    @boundary
    def items(
        self, user_id: str, status: str | list[str] | None = None, type: str | list[str] | None = None,
    ) -> list[MemoryItem]:
        """Every memory of one user (audit listing), oldest first; filter by status and/or type."""
        return self._reads.items(user_id, V.str_list(status, "status", single=True),
                                 V.str_list(type, "type", single=True))

    @boundary
    def get(self, user_id: str, item_id: str) -> MemoryItem:
        """One item of this user (``ItemNotFoundError`` for unknown ids and other users' ids alike)."""
        return self._reads.get(user_id, V.text(item_id, "item_id"))

    @boundary
    def history(self, user_id: str, item_id: str) -> list[MemoryItem]:
        """Every stored version of one item, oldest first."""
        return self._reads.history(user_id, V.text(item_id, "item_id"))

    @boundary
    def audit_log(self, user_id: str, item_id: str | None = None) -> list[dict[str, Any]]:
        """The audit entries of one user (optionally one item): who/what/why for every write."""
        return self._reads.audit_log(user_id, V.opt_text(item_id, "item_id"))

    @boundary
    def profile(self, user_id: str) -> dict[str, str]:
        """Exact profile facts by slot (``{"city": "用户住在上海", …}``)."""
        return self._reads.profile(user_id)

    @boundary
    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about one user as JSON-ready data (items, versions, audit, profile)."""
        return self._reads.export(user_id)

    @boundary
    def session_state(self, user_id: str, session_id: str | None = None) -> SessionState | None:
        """The cached state of one of this user's sessions (None when unknown or evicted)."""
        return self._reads.session_state(user_id, V.opt_text(session_id, "session_id"))

    @boundary
    def restore_session(self, user_id: str, state: dict[str, Any] | SessionState,
                        session_id: str | None = None) -> SessionState:
        """Put a checkpointed session state back (the user id of the state must match)."""
        if not isinstance(state, dict | SessionState):
            raise InvalidInputError(f"state must be a dict or a SessionState, got {type(state).__name__}")
        return self._reads.restore_session(user_id, state, V.opt_text(session_id, "session_id"))

    # -- lifecycle (admin: cross-user by design) --------------------------------------------------------------
    @boundary
    def sweep(self, now: datetime | None = None, *, dry_run: bool = False) -> SweepReport:
        """Apply the 30/90/180-day decay rules and expire lapsed plans; nothing is deleted.

        ``dry_run=True`` reports what would change without writing anything.
        """
        return self._life.sweep(V.when(now), dry_run=V.flag(dry_run, "dry_run"))

    @boundary
    def profile_summary(self, user_id: str) -> str:
        """The stored profile summary of one user ("" when nothing is known yet)."""
        return self._life.profile_summary(user_id)

    @boundary
    def rebuild_profile_summary(self, user_id: str, now: datetime | None = None) -> str:
        """Recompute one user's summary now (it is also rebuilt automatically after every change)."""
        return self._life.rebuild_profile_summary(user_id, V.when(now))

    @boundary
    def verify(self, repair: bool = False) -> VerifyReport:
        """Compare SQLite and Chroma; with ``repair`` re-push, delete orphans and re-embed stale vectors."""
        return self._life.verify(V.flag(repair, "repair"))

    @boundary
    def reembed(self, batch_size: int = 256) -> int:
        """Embed every item whose vector is missing or from another model with the current model.

        The built-in knowledge base's chunks are re-embedded too (``mem.kb.reindex()``). Returns the number of
        memory items re-embedded.
        """
        return self._life.reembed(V.count(batch_size, "batch_size", hi=100_000))

    # -- async twins (same core, run in a worker thread) ------------------------------------------------------
    async def aremember(
        self, user_id: str, messages: Any, session_id: str | None = None,
        now: datetime | None = None, extract: ExtractMode = "auto",
    ) -> WriteReport:
        return await asyncio.to_thread(self.remember, user_id, messages, session_id, now, extract)

    async def aend_session(
        self, user_id: str, session_id: str, messages: Any = None, now: datetime | None = None,
    ) -> WriteReport:
        return await asyncio.to_thread(self.end_session, user_id, session_id, messages, now)

    async def aadd(
        self, user_id: str, content: str, type: str | MemoryType = MemoryType.FACT, *,
        importance: float | None = None, confidence: float | None = None, entities: list[str] | None = None,
        slot: str | None = None, session_id: str | None = None, source_message_id: str | None = None,
        linked_doc_id: str | None = None, change_of_mind: bool = False, now: datetime | None = None,
    ) -> WriteReport:
        return await asyncio.to_thread(
            self.add, user_id, content, type, importance=importance, confidence=confidence, entities=entities,
            slot=slot, session_id=session_id, source_message_id=source_message_id, linked_doc_id=linked_doc_id,
            change_of_mind=change_of_mind, now=now)

    async def aadd_many(
        self, user_id: str, entries: list[dict[str, Any]], *, session_id: str | None = None,
        now: datetime | None = None,
    ) -> WriteReport:
        return await asyncio.to_thread(self.add_many, user_id, entries, session_id=session_id, now=now)

    async def aupdate(
        self, user_id: str, item_id: str, *, content: str | None = None, type: str | MemoryType | None = None,
        status: str | MemoryStatus | None = None, importance: float | None = None,
        confidence: float | None = None, entities: list[str] | None = None, now: datetime | None = None,
        reason: str = "manual edit",
    ) -> MemoryItem:
        return await asyncio.to_thread(self.update, user_id, item_id, content=content, type=type, status=status,
                                       importance=importance, confidence=confidence, entities=entities, now=now,
                                       reason=reason)

    async def aforget(self, user_id: str, item_id: str, *, now: datetime | None = None) -> WriteAction:
        return await asyncio.to_thread(self.forget, user_id, item_id, now=now)

    async def aforget_user(self, user_id: str, *, now: datetime | None = None) -> ForgetReceipt:
        return await asyncio.to_thread(self.forget_user, user_id, now=now)

    async def aroute(self, user_id: str, messages: Sequence[Any] | None, *, cues: RouterCues | None = None,
                     ) -> RouteDecision:
        return await asyncio.to_thread(self.route, user_id, messages, cues=cues)

    async def abuild_context(
        self, user_id: str, messages: Sequence[Any] | None, session_id: str | None = None,
        system_prompt: str | None = None, budget_tokens: int | None = None, now: datetime | None = None,
        *, route: RouteDecision | None = None,
    ) -> ContextBundle:
        return await asyncio.to_thread(self.build_context, user_id, messages, session_id, system_prompt,
                                       budget_tokens, now, route=route)

    async def asearch(
        self, user_id: str, query: str, k: int | None = None, *, types: list[str] | None = None,
        statuses: list[str] | None = None, now: datetime | None = None, touch: bool = True,
    ) -> list[RecallHit]:
        return await asyncio.to_thread(self.search, user_id, query, k, types=types, statuses=statuses, now=now,
                                       touch=touch)

    async def aitems(self, user_id: str, status: str | list[str] | None = None,
                     type: str | list[str] | None = None) -> list[MemoryItem]:
        return await asyncio.to_thread(self.items, user_id, status, type)

    async def aget(self, user_id: str, item_id: str) -> MemoryItem:
        return await asyncio.to_thread(self.get, user_id, item_id)

    async def ahistory(self, user_id: str, item_id: str) -> list[MemoryItem]:
        return await asyncio.to_thread(self.history, user_id, item_id)

    async def aaudit_log(self, user_id: str, item_id: str | None = None) -> list[dict[str, Any]]:
        return await asyncio.to_thread(self.audit_log, user_id, item_id)

    async def aprofile(self, user_id: str) -> dict[str, str]:
        return await asyncio.to_thread(self.profile, user_id)

    async def aexport(self, user_id: str) -> dict[str, Any]:
        return await asyncio.to_thread(self.export, user_id)

    async def asession_state(self, user_id: str, session_id: str | None = None) -> SessionState | None:
        return await asyncio.to_thread(self.session_state, user_id, session_id)

    async def arestore_session(self, user_id: str, state: dict[str, Any] | SessionState,
                               session_id: str | None = None) -> SessionState:
        return await asyncio.to_thread(self.restore_session, user_id, state, session_id)

    async def asweep(self, now: datetime | None = None, *, dry_run: bool = False) -> SweepReport:
        return await asyncio.to_thread(self.sweep, now, dry_run=dry_run)

    async def aprofile_summary(self, user_id: str) -> str:
        return await asyncio.to_thread(self.profile_summary, user_id)

    async def arebuild_profile_summary(self, user_id: str, now: datetime | None = None) -> str:
        return await asyncio.to_thread(self.rebuild_profile_summary, user_id, now)

    async def averify(self, repair: bool = False) -> VerifyReport:
        return await asyncio.to_thread(self.verify, repair)

    async def areembed(self, batch_size: int = 256) -> int:
        return await asyncio.to_thread(self.reembed, batch_size)

    async def aclose(self) -> None:
        await asyncio.to_thread(self.close)
