"""The read service: ``build_context``, ``search``, item listings, the audit log, the profile and sessions.

One call turns a thread into the prompt for the next model call — route → recall (memory and/or KB, in parallel for
``mixed``) → read-side guard → budgeted assembly — and says how it chose::

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> _ = mem.add("alice", "用户不吃辣", type="preference", importance=0.8)
    >>> bundle = mem.build_context("alice", [{"role": "user", "content": "帮我推荐几家餐厅，不吃辣"}])
    >>> bundle.route.value, [m.type for m in bundle.messages]
    ('memory', ['system', 'human'])
    >>> "[记忆1]" in bundle.messages[0].content
    True
    >>> mem.close()

Session state (goal, steps, pending questions, topic, entity slots, rolling summary) is kept per
``(user_id, session_id)`` in a bounded LRU and returned in ``bundle.trace["session_state"]`` so a LangGraph
checkpointer can persist it; :meth:`ReadService.restore_session` puts it back.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from typing import Any

from langchain_core.messages import BaseMessage, HumanMessage

from .. import _validate
from .._deps import Deps, check_enum
from ..errors import AccessDeniedError, ConfigError, InvalidInputError, ItemNotFoundError
from ..lexicon import RuleSet
from ..records import ContextBundle, MemoryItem, MemoryStatus, MemoryType, RecallHit, Route
from ..safety import CLEAN_STAMP_KEY, redact, scan_injection, secret_kinds
from ..text import clean_text, detect_lang
from ..window.session import SessionCache, SessionState
from ..window.summary import summarize, trim_summary
from ..window.trim import message_text, messages_digest, normalize_messages, split_window
from .assemble import ContextAssembler, WindowPart, block_tokens, titled_block
from .guard import ReadGuard
from .recall import Recaller
from .route_model import LearnedRouter
from .router import RouteDecision, RouterCues, cues_for
from .router import route as _route_query
from .search import MemorySearcher

__all__ = [
    "DEFAULT_KB_K",
    "DEFAULT_SESSION_ID",
    "MIN_BUDGET_TOKENS",
    "SUMMARY_MAX_TOKENS",
    "SUMMARY_MESSAGE_NAMES",
    "SUMMARY_SHARE",
    "ReadService",
]

log = logging.getLogger(__name__)

#: Session id used when the caller gives none.
DEFAULT_SESSION_ID = "default"
#: Smallest per-call budget: the newest user message is always kept, shortened to a head-and-tail excerpt.
MIN_BUDGET_TOKENS = 50
#: KB chunks requested per turn (the budget decides how many make it into the prompt).
DEFAULT_KB_K = 5
#: Statuses build_context recalls: active facts, and memories whose linked KB document changed (shown for
#: confirmation beside the current KB text). observed/superseded/expired/archived are never recalled here.
RECALLED_STATUSES = (MemoryStatus.ACTIVE.value, MemoryStatus.NEEDS_REVIEW.value)
#: Share of the window's budget the rolling summary may take …
SUMMARY_SHARE = 0.2
#: … and at most this many tokens (a rolling summary is a digest, not a second transcript).
SUMMARY_MAX_TOKENS = 400
#: Names of a system message that carries a previous rolling summary (e.g. from the graph's checkpointed state).
SUMMARY_MESSAGE_NAMES = frozenset({"rolling_summary", "summary", "conversation_summary"})


class ReadService:
    """Every read of one store, built from the shared :class:`~langmem_layers._deps.Deps`.

    ``kb`` is the knowledge base recalled for ``kb``/``mixed`` turns (``None``: memory only); the facade keeps it
    in step with ``mem.kb``. ``kb_retriever`` is used when ``kb`` has no ``search``. ``rules`` (a
    :class:`~langmem_layers.lexicon.RuleSet`, default :meth:`RuleSet.default`) gives the router cues and, when it is
    not the default, the injection rules of the read guard.
    """

    def __init__(self, deps: Deps, *, rules: RuleSet | None = None, kb: Any = None, kb_retriever: Any = None,
                 ) -> None:
        self.deps = deps
        self.rules = rules or RuleSet.default()  # track C: rules as data
        self.cues = cues_for(self.rules)  # track C: the router cues of the rule set
        self.config = deps.config
        self.kb = kb
        self.kb_retriever = kb_retriever
        self.searcher = MemorySearcher(deps)
        self.recaller = Recaller(deps, self.searcher)
        self.sessions = SessionCache(self.config.session_cache_size, self.config.entity_slots_per_session)
        self.read_guard = ReadGuard(  # track C: the rule set's injection scan; issue 12: redact_addresses
            _rules_scan(self.rules), redact=lambda text: redact(text, secret_kinds(self.config)))
        #: The trained router (None: the cue lexicon alone, ``MemoryConfig(router="rules")``).
        self.learned_router = LearnedRouter.default(self.cues) if self.config.router == "learned" else None

    @property
    def llm(self) -> Any:
        return self.deps.llm

    @property
    def count_tokens(self) -> Any:
        return self.deps.count_tokens

    def check_user(self, user_id: Any) -> str:
        return self.deps.check_user(user_id)

    def _now(self, now: datetime | None) -> datetime:
        return self.deps.now(now)

    def drop_user(self, user_id: str) -> int:
        """Forget the cached window sessions of one user (erasure)."""
        return self.sessions.drop_user(user_id)

    # -- sessions -----------------------------------------------------------------------------------------
    def session_state(self, user_id: str, session_id: str | None = None) -> SessionState | None:
        """The cached state of one of this user's sessions (None when unknown or evicted)."""
        return self.sessions.get(self.check_user(user_id), session_id or DEFAULT_SESSION_ID, create=False)

    def restore_session(self, user_id: str, state: dict[str, Any] | SessionState,
                        session_id: str | None = None) -> SessionState:
        """Put a checkpointed session state back (the user id of the state must match)."""
        user_id = self.check_user(user_id)
        data = state.model_dump() if isinstance(state, SessionState) else dict(state or {})
        owner = data.get("user_id")
        if owner not in (None, "", user_id):  # a thread state of another user (e.g. a shared, unbound checkpointer)
            raise AccessDeniedError("this session state belongs to another user; it is not restored")
        data.update(user_id=user_id, session_id=session_id or data.get("session_id") or DEFAULT_SESSION_ID,
                    max_entity_slots=self.config.entity_slots_per_session)
        restored = SessionState.model_validate(data)
        self.sessions.put(restored)
        return restored

    # -- plain reads ------------------------------------------------------------------------------------------
    def search(
        self, user_id: str, query: str, k: int | None = None, *, types: list[str] | None = None,
        statuses: list[str] | None = None, now: datetime | None = None, touch: bool = True,
    ) -> list[RecallHit]:
        """Hybrid recall of one user's memories (active only unless ``statuses`` says otherwise)."""
        user_id = self.deps.check_user(user_id)
        if not isinstance(query, str) or not clean_text(query):
            return []
        query, truncated = _validate.query_text(query, self.config.max_query_chars)
        if truncated:
            log.info("search query cut to max_query_chars=%d", self.config.max_query_chars)
        for t in types or []:
            check_enum(MemoryType, t, "memory type")
        for s in statuses or []:
            check_enum(MemoryStatus, s, "status")
        if k is not None and (isinstance(k, bool) or not isinstance(k, int) or k < 0):  # issue 14 (native)
            raise InvalidInputError(f"k must be a non-negative int (or None for top_k), got {k!r}")
        if k == 0:
            return []
        when = self.deps.now(now)
        hits = self.searcher.search(user_id, clean_text(query), k=k or self.deps.config.top_k, now=when, types=types,
                                    statuses=statuses)
        if touch and hits:
            self.searcher.touch(user_id, [h.item for h in hits], when)
        return hits

    def items(
        self, user_id: str, status: str | list[str] | None = None, type: str | list[str] | None = None,
    ) -> list[MemoryItem]:
        """Every memory of one user (audit listing), oldest first; filter by status and/or type."""
        user_id = self.deps.check_user(user_id)
        statuses = [status] if isinstance(status, str) else status
        types = [type] if isinstance(type, str) else type
        for s in statuses or []:
            check_enum(MemoryStatus, s, "status")
        for t in types or []:
            check_enum(MemoryType, t, "memory type")
        return self.deps.store.list_items(user_id, statuses=statuses, types=types)

    def get(self, user_id: str, item_id: str) -> MemoryItem:
        """One item of this user (``ItemNotFoundError`` for unknown ids and other users' ids alike)."""
        return self.deps.item(self.deps.check_user(user_id), item_id)

    def history(self, user_id: str, item_id: str) -> list[MemoryItem]:
        """Every stored version of one item, oldest first."""
        user_id = self.deps.check_user(user_id)
        versions = self.deps.store.history(user_id, item_id)
        if not versions:
            raise ItemNotFoundError(f"no memory item {item_id!r} for this user")
        return versions

    def audit_log(self, user_id: str, item_id: str | None = None) -> list[dict[str, Any]]:
        """The audit entries of one user (optionally one item): who/what/why for every write."""
        return self.deps.store.audit_log(self.deps.check_user(user_id), item_id)

    def profile(self, user_id: str) -> dict[str, str]:
        """Exact profile facts by slot (``{"city": "用户住在上海", …}``)."""
        facts = self.deps.store.profile_facts(self.deps.check_user(user_id))
        return {slot: value for slot, (value, _) in facts.items()}

    def export(self, user_id: str) -> dict[str, Any]:
        """Everything stored about one user as JSON-ready data (items, versions, audit, profile)."""
        user_id = self.deps.check_user(user_id)
        items = self.deps.store.list_items(user_id)
        return {
            "user_id": user_id,
            "items": [i.model_dump(mode="json") for i in items],
            "versions": {i.id: [v.model_dump(mode="json") for v in self.deps.store.history(user_id, i.id)]
                         for i in items},
            "audit": self.deps.store.audit_log(user_id, limit=1_000_000),
            "profile": self.profile(user_id),
        }

    # -- build_context ---------------------------------------------------------------------------------------
    # -- route once (issue 9): a caller that routed (the graph's route node) passes its decision in -----------
    def route(self, user_id: str, messages: Sequence[Any] | None, *, cues: RouterCues | None = None,
              ) -> RouteDecision:
        """Route the newest user turn of ``messages`` (kb / memory / window / mixed) exactly as ``build_context``
        would, with ``cues`` (default: those of the rule set); pass the result as
        ``build_context(..., route=decision)``."""
        self.check_user(user_id)
        messages = _validate.message_list(messages, self.config.max_messages_per_call)  # caps as build_context
        msgs = normalize_messages(messages, max_chars=self.config.max_message_chars).messages
        latest = _last_human_index(msgs)
        query = (message_text(msgs[latest]) if latest >= 0 else "")[: self.config.max_query_chars]
        return self._route(query, msgs[:latest] if latest >= 0 else msgs, self.cues if cues is None else cues)

    def _route(self, query: str, history: Sequence[BaseMessage], cues: RouterCues) -> RouteDecision:
        """The learned router with ``cues`` as its evidence (the query vector shared with recall through the
        embedder's cache), or the cue lexicon alone."""
        if self.learned_router is None:
            return _route(query, history, cues)
        router = self.learned_router if cues is self.cues else LearnedRouter(
            self.learned_router.lexical, self.learned_router.dense, cues=cues,
            union_margin=self.learned_router.union_margin)
        vector = self.deps.embed_query(query) if query.strip() and router.wants_vector(self.deps.model_id) else None
        return router(query, history=history, vector=vector, embedding_id=self.deps.model_id)

    def build_context(
        self, user_id: str, messages: Sequence[Any] | None, session_id: str | None = None,
        system_prompt: str | None = None, budget_tokens: int | None = None, now: datetime | None = None,
        *, route: RouteDecision | None = None,
    ) -> ContextBundle:
        """Route, recall, guard and assemble the context for the newest user turn of ``messages``.

        ``route``: a decision already taken for this turn (:meth:`route`); it is used as it is, not routed again."""
        user_id = self.check_user(user_id)
        when = self._now(now)
        budget = _check_budget(budget_tokens, self.config.context_budget_tokens)
        messages = _validate.message_list(messages, self.config.max_messages_per_call)
        thread = normalize_messages(messages, max_chars=self.config.max_message_chars)
        msgs = thread.messages
        session = self.sessions.get(user_id, session_id or DEFAULT_SESSION_ID)
        assert session is not None
        summaries = [t for t, name in zip(thread.system, thread.system_names, strict=True)
                     if name in SUMMARY_MESSAGE_NAMES]
        instructions = [t for t, name in zip(thread.system, thread.system_names, strict=True)
                        if name not in SUMMARY_MESSAGE_NAMES]
        if summaries and not session.summary:
            session.summary = "\n".join(summaries)
        latest = _last_human_index(msgs)
        query = message_text(msgs[latest]) if latest >= 0 else ""
        query_truncated = len(query) > self.config.max_query_chars  # recall cost grows with the query
        query = query[: self.config.max_query_chars]
        with session.lock:
            session.observe(msgs[:latest] if latest >= 0 else msgs, now=when)
            resolved = session.resolve(query)  # against what was said before this turn
            if latest >= 0:
                session.observe(msgs, now=when, remember=False)
        decision = route or self._route(query, msgs[:latest] if latest >= 0 else msgs, self.cues)
        human_turns = sum(isinstance(m, HumanMessage) for m in msgs)
        session_start = human_turns <= 1
        lang = _pick_lang(msgs, query)
        errors: list[str] = []
        routed, reason = decision.route, decision.reason
        hits, docs = self._recall_for(user_id, query, routed, resolved, session, session_start, when, errors)
        if routed == Route.KB and not docs and query.strip():  # no KB (or nothing in it): the user's memory may know
            routed, reason = Route.MEMORY, f"{reason}; the knowledge base returned nothing, so memory was recalled"
            hits, _ = self._recall_for(user_id, query, routed, resolved, session, session_start, when, errors)
        dropped: list[dict[str, Any]] = []
        hits = self._guard_hits(hits, dropped)
        docs = self._guard_docs(docs, dropped)
        system_text = "\n\n".join(x for x in ([system_prompt or "", *instructions]) if x and x.strip())
        assembler = ContextAssembler(self.config, self.count_tokens)
        with session.lock:
            out = assembler.assemble(
                system_prompt=system_text, memories=hits, kb_docs=docs, budget=budget, turns=human_turns,
                route=Route.MIXED if routed == Route.MEMORY and docs else routed,  # linked KB text needs room
                session_start=session_start, lang=lang,
                window=lambda b: self._window_part(session, msgs, b, lang),
            )
            state = session.model_dump(mode="json")
            slots = dict(session.entity_slots)
            summary_method = session.summary_method
        trace = {
            "user_id": user_id, "session_id": session.session_id, "route": routed.value, "route_reason": reason,
            "router_route": decision.route.value, "route_cue": decision.cue, "lang": lang,
            "resolved_entities": resolved, "budget": budget, "budget_shares": out.plan.shares,
            "budget_reason": out.plan.reason, "tokens": dict(out.tokens_by_section),
            "counts": {"messages": len(msgs), "turns": human_turns, "memories": len(out.memories),
                       "kb_chunks": len(out.kb_chunks), "dropped": len(dropped) + len(out.dropped),
                       "kept_messages": len(out.window.turns), "skipped_messages": thread.skipped,
                       "truncated_messages": thread.truncated, **out.window.info},
            "recalled_ids": [h.item.id for h in out.memories], "unknown_roles": thread.unknown_roles,
            "summary_method": summary_method, "errors": errors, "query_truncated": query_truncated,
            "session_state": state, "entity_slots": slots,
        }
        return ContextBundle(
            messages=out.messages, route=routed, route_reason=reason, memories=out.memories,
            kb_chunks=out.kb_chunks, summary=out.summary, tokens_by_section=out.tokens_by_section,
            dropped=dropped + out.dropped, trace=trace,
        )

    # -- steps ---------------------------------------------------------------------------------------------------
    def _recall_for(
        self, user_id: str, query: str, route: Route, resolved: dict[str, str],
        session: SessionState, session_start: bool, now: datetime, errors: list[str],
    ) -> tuple[list[RecallHit], list[Any]]:
        """Memory and/or KB recall per route; both in parallel threads for ``mixed``. Failures are reported."""
        wants_memory = route in (Route.MEMORY, Route.MIXED)
        wants_kb = route in (Route.KB, Route.MIXED)
        entity_query = " ".join([query, *dict.fromkeys(resolved.values())]).strip()
        # mention → entity for the recaller: every slotted entity by its own name (LRU order, newest last, so a
        # bare pronoun points at it), then the mentions resolved in this turn.
        slots = {**{e: e for e in session.entity_slots.values()}, **resolved}

        def memory() -> list[RecallHit]:
            return self._recall_memories(user_id, query, slots, session_start, now, errors)

        def kb() -> list[Any]:
            return self._recall_kb(entity_query, errors)

        if wants_memory and wants_kb:
            with ThreadPoolExecutor(max_workers=2, thread_name_prefix="langmem-recall") as pool:
                mem_future, kb_future = pool.submit(memory), pool.submit(kb)
                hits, docs = mem_future.result(), kb_future.result()
        else:
            hits, docs = (memory() if wants_memory else []), (kb() if wants_kb else [])
        return hits, self._with_linked_kb(hits, docs, errors)

    def _with_linked_kb(self, hits: list[RecallHit], docs: list[Any], errors: list[str]) -> list[Any]:
        """A recalled memory whose KB document changed (``needs_review``) is shown beside the current KB text."""
        kb = self.kb
        stale = [h for h in hits if h.item.status == MemoryStatus.NEEDS_REVIEW and h.item.linked_doc_id]
        if not stale or kb is None:
            return docs
        by_chunk = {d.metadata.get("chunk_id"): d for d in docs if getattr(d, "metadata", None)}
        for hit in stale:
            try:
                fresh = kb.refresh_linked(hit)
            except Exception as exc:  # the KB must never break the turn
                errors.append(f"kb refresh failed: {type(exc).__name__}: {exc}")
                continue
            for doc in fresh:
                known = by_chunk.get(doc.metadata.get("chunk_id"))
                if known is not None:  # already recalled for the query: mark it as the linked authority
                    known.metadata.update({k: doc.metadata[k] for k in ("linked_item_id", "linked_doc_id",
                                                                         "authority") if k in doc.metadata})
                else:
                    by_chunk[doc.metadata.get("chunk_id")] = doc
                    docs.append(doc)
        return docs

    def _recall_memories(
        self, user_id: str, query: str, slots: dict[str, str], session_start: bool, now: datetime,
        errors: list[str],
    ) -> list[RecallHit]:
        try:
            return list(self.recaller.recall(user_id, query, session_start=session_start, entity_slots=slots,
                                              now=now, k=self.config.top_k, statuses=RECALLED_STATUSES))
        except Exception as exc:  # recall must never break the agent's turn
            log.warning("memory recall failed: %s", exc)
            errors.append(f"memory recall failed: {type(exc).__name__}: {exc}")
            return []

    def _recall_kb(self, query: str, errors: list[str]) -> list[Any]:
        if not query.strip():
            return []
        try:
            kb = self.kb
            if kb is not None and hasattr(kb, "search"):
                return list(kb.search(query, k=DEFAULT_KB_K))
            if self.kb_retriever is not None:
                return list(self.kb_retriever.invoke(query))[:DEFAULT_KB_K]
        except Exception as exc:
            log.warning("KB recall failed: %s", exc)
            errors.append(f"kb recall failed: {type(exc).__name__}: {exc}")
        return []

    def _guard_hits(self, hits: list[RecallHit], dropped: list[dict[str, Any]]) -> list[RecallHit]:
        safe: list[RecallHit] = []
        for hit in hits:
            text, findings = self.read_guard.check("memory", hit.item.id, hit.item.content,
                                                    stamp=hit.item.metadata.get(CLEAN_STAMP_KEY))
            dropped += findings
            if text is None:
                continue
            if text != hit.item.content:
                hit = hit.model_copy(update={"item": hit.item.model_copy(update={"content": text})})
            safe.append(hit)
        return safe

    def _guard_docs(self, docs: list[Any], dropped: list[dict[str, Any]]) -> list[Any]:
        safe: list[Any] = []
        for doc in docs:
            meta = getattr(doc, "metadata", None) or {}
            ident = f"{meta.get('doc_id', '?')}#{meta.get('position', '?')}"
            content = str(getattr(doc, "page_content", doc))
            text, findings = self.read_guard.check("kb", ident, content)
            dropped += findings
            if text is None:
                continue
            if text != content and hasattr(doc, "model_copy"):
                doc = doc.model_copy(update={"page_content": text})
            safe.append(doc)
        return safe

    def _window_part(self, session: SessionState, msgs: list[BaseMessage], budget: int,
                     lang: str) -> WindowPart:
        """Session state, rolling summary and recent turns within ``budget`` tokens (see the window package)."""
        cfg, count = self.config, self.count_tokens
        dropped: list[dict[str, Any]] = []
        latest = next((message_text(m) for m in reversed(msgs) if isinstance(m, HumanMessage)), "")
        session_text, found = self.read_guard.check("session", session.session_id,
                                                     session.render(lang, latest=latest))
        dropped += found
        session_text = session_text or ""
        session_cost = block_tokens(titled_block("session_header", session_text, lang), count)
        if session_cost > budget // 4:
            session_text, session_cost = "", 0
        rest = max(0, budget - session_cost)

        token_cache: dict[int, tuple[BaseMessage, int]] = {}  # the splits below count each message once

        def split(b: int) -> Any:
            return split_window(msgs, b, min_turns=cfg.window_min_turns, max_turns=cfg.window_max_turns,
                                counter=count, token_cache=token_cache)

        first = split(rest)
        if not first.folded and not session.summary:
            return WindowPart("", session_text, first.kept, _window_info(first), dropped)
        cap = min(int(rest * SUMMARY_SHARE), SUMMARY_MAX_TOKENS)
        folded_split = split(rest - cap)
        self._update_summary(session, msgs, folded_split.folded, lang)
        summary, found = self.read_guard.check("summary", session.session_id, session.summary)
        dropped += found

        def cost(body: str) -> int:
            return block_tokens(titled_block("summary_header", body, lang), count)

        summary = trim_summary(summary or "", lambda body: cost(body) <= cap, line_cost=count,
                               budget=cap - cost("."))
        final = split(rest - cost(summary))
        if len(final.folded) > len(folded_split.folded):  # never show turns the summary does not cover
            final = folded_split
        return WindowPart(summary, session_text, final.kept, _window_info(final), dropped)

    def _update_summary(self, session: SessionState, msgs: list[BaseMessage],
                        folded: list[BaseMessage], lang: str) -> None:
        """Fold newly folded messages into the session's rolling summary (only the new ones when possible)."""
        done = session.folded_count
        prefix_ok = bool(done) and len(msgs) >= done and messages_digest(msgs[:done]) == session.folded_digest
        new = folded[done:] if prefix_ok else folded
        if new:
            llm = self.llm if hasattr(self.llm, "invoke") else None
            session.summary, session.summary_method = summarize(session.summary, new, llm=llm, lang=lang)
        if not prefix_ok or len(folded) > done:
            session.folded_count = len(folded)
            session.folded_digest = messages_digest(msgs[:len(folded)])


def _check_budget(budget_tokens: int | None, default: int) -> int:
    if budget_tokens is None:
        return default
    if isinstance(budget_tokens, bool) or not isinstance(budget_tokens, int) or budget_tokens < MIN_BUDGET_TOKENS:
        raise ConfigError(f"budget_tokens must be an integer ≥ {MIN_BUDGET_TOKENS} (room for at least an excerpt "
                          f"of the newest message), got {budget_tokens!r}")
    return budget_tokens


def _last_human_index(msgs: Sequence[BaseMessage]) -> int:
    for i in range(len(msgs) - 1, -1, -1):
        if isinstance(msgs[i], HumanMessage):
            return i
    return -1


def _pick_lang(msgs: Sequence[BaseMessage], query: str) -> str:
    """The user's language: the newest user message that has one, else English."""
    for text in [query, *(message_text(m) for m in reversed(msgs) if isinstance(m, HumanMessage))]:
        lang = detect_lang(text[:2000])
        if lang in ("zh", "en"):
            return lang
    return "en"


def _route(query: str, history: Sequence[BaseMessage], cues: RouterCues | None = None) -> RouteDecision:
    return _route_query(query, history=history, cues=cues)


def _rules_scan(rules: RuleSet) -> Any:
    """The injection scan of a non-default rule set (``None``: the guard's default detector). Track C."""
    if rules is RuleSet.default():
        return None
    return lambda text: scan_injection(text, ruleset=rules)


def _window_info(split: Any) -> dict[str, int]:
    return {"folded_messages": len(split.folded), "turns_kept": split.turns_kept, "turns_total": split.turns_total,
            "shortened": split.shortened}
