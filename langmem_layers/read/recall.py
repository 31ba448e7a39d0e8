"""Recall triggers: what to pull from long-term memory for one turn, on top of plain hybrid search [SPEC 2].

* **session start** — the profile (every fact by slot, looked up by key), the key preferences (highest importance)
  and the open commitments (active plans, decisions and task state that have not lapsed);
* **entity / pronoun** — a mention in the turn ("那个笔记本", "that plan", a bare "它"/"it") is resolved through the
  session's entity-slot table (``mention → entity``, owned by the window layer) and the entity's items are recalled;
  the entity names also join the search query;
* **vague question** — ("最近怎么样", "anything new?") widens recall to the most recent items.

Each trigger adds its own route, so :func:`~langmem_layers.read.search.fuse_routes` keeps at least one of its items
in the result; everything is then ranked by the same hybrid rerank as ``search()``::

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> _ = mem.add("u1", "ThinkPad X1 的电池不耐用", type="fact", entities=["ThinkPad X1"])
    >>> recaller = Recaller(mem.deps, mem.searcher)
    >>> hits = recaller.recall("u1", "那个笔记本还能修吗", entity_slots={"笔记本": "ThinkPad X1"})
    >>> hits[0].item.content, "entity_slot" in hits[0].sources
    ('ThinkPad X1 的电池不耐用', True)
    >>> mem.close()
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

import numpy as np

from ..records import MemoryItem, MemoryStatus, MemoryType, RecallHit
from ..text import clean_text
from .search import MemorySearcher, Routes, is_vague

if TYPE_CHECKING:
    from .._deps import Deps

__all__ = [
    "COMMITMENT_TYPES",
    "PREFERENCE_TYPES",
    "PRONOUN_CUES",
    "RecallPlan",
    "RecallSettings",
    "Recaller",
]

#: Types loaded as "key preferences" at session start (standing instructions included).
PREFERENCE_TYPES: tuple[str, ...] = (MemoryType.PREFERENCE.value, MemoryType.PROCEDURE.value)
#: Types that are "open commitments" while active and not past ``valid_until``.
COMMITMENT_TYPES: tuple[str, ...] = (MemoryType.PLAN.value, MemoryType.DECISION.value, MemoryType.TASK_STATE.value)
#: Bare pronouns / demonstratives that point at the most recently mentioned entity of the session.
PRONOUN_CUES: tuple[str, ...] = (
    "它", "那个", "这个", "那款", "这款", "那家", "那件", "那本", "那台", "上面那个", "刚才那个",
    "it", "that one", "this one", "that", "the one",
)


@dataclass
class RecallSettings:
    """How much each trigger brings in (bounded)."""

    preferences: int = 5
    commitments: int = 5
    recent: int = 10
    entity_items: int = 20
    pronoun_cues: Sequence[str] = PRONOUN_CUES
    preference_types: Sequence[str] = PREFERENCE_TYPES
    commitment_types: Sequence[str] = COMMITMENT_TYPES


@dataclass
class RecallPlan:
    """Which triggers fired for one turn (for traces): resolved entities, the widened query, vagueness."""

    query: str
    session_start: bool = False
    entities: list[str] = field(default_factory=list)
    mentions: list[str] = field(default_factory=list)
    vague: bool = False

    @property
    def triggers(self) -> list[str]:
        fired = ["session_start"] if self.session_start else []
        fired += ["entity"] if self.entities else []
        fired += ["vague"] if self.vague else []
        return fired


def _pronoun_pattern(cues: Sequence[str]) -> re.Pattern[str]:
    parts = [re.escape(c) if not c.isascii() else rf"(?<![\w']){re.escape(c)}(?![\w'])"
             for c in sorted(cues, key=len, reverse=True)]
    return re.compile("|".join(parts) or r"(?!x)x")


class Recaller:
    """Trigger-driven recall for one :class:`~langmem_layers.LayeredMemory` (used by ``build_context``)."""

    def __init__(self, deps: Deps, searcher: MemorySearcher, settings: RecallSettings | None = None) -> None:
        self.deps = deps
        self.searcher = searcher
        self.settings = settings or RecallSettings()
        self._pronouns = _pronoun_pattern(self.settings.pronoun_cues)

    def plan(self, query: str, *, session_start: bool = False,
             entity_slots: Mapping[str, str] | None = None) -> RecallPlan:
        """Resolve mentions through ``entity_slots`` and decide which triggers fire (no I/O)."""
        text = clean_text(query) if isinstance(query, str) else ""
        lowered = text.lower()
        plan = RecallPlan(query=text, session_start=session_start, vague=bool(text) and is_vague(text))
        slots = {str(m): str(e) for m, e in (entity_slots or {}).items() if str(m).strip() and str(e).strip()}
        for mention, entity in sorted(slots.items(), key=lambda kv: len(kv[0]), reverse=True):
            if mention.lower() in lowered and entity not in plan.entities:
                plan.mentions.append(mention)
                plan.entities.append(entity)
        for entity in dict.fromkeys(slots.values()):  # the canonical name written out
            if entity.lower() in lowered and entity not in plan.entities:
                plan.entities.append(entity)
        if not plan.entities and slots:
            pronoun = self._pronouns.search(lowered)
            if pronoun:  # a bare pronoun: the most recently slotted entity (the table keeps insertion order)
                plan.mentions.append(pronoun.group(0))
                plan.entities.append(list(slots.values())[-1])
        if plan.entities:
            plan.vague = False
        return plan

    def recall(
        self, user_id: str, query: str, *, session_start: bool = False,
        entity_slots: Mapping[str, str] | None = None, now: datetime | None = None, k: int | None = None,
        statuses: Sequence[str] | None = None, types: Sequence[str] | None = None, touch: bool = True,
    ) -> list[RecallHit]:
        """Profile facts (at session start, or those the query asks about) first, then the top ``k`` of the
        hybrid search widened by the triggers. Recall counts as use (``hit_count``/``last_accessed_at``)."""
        return self.recall_with_plan(user_id, query, session_start=session_start, entity_slots=entity_slots,
                                     now=now, k=k, statuses=statuses, types=types, touch=touch)[0]

    def recall_with_plan(
        self, user_id: str, query: str, *, session_start: bool = False,
        entity_slots: Mapping[str, str] | None = None, now: datetime | None = None, k: int | None = None,
        statuses: Sequence[str] | None = None, types: Sequence[str] | None = None, touch: bool = True,
    ) -> tuple[list[RecallHit], RecallPlan]:
        """:meth:`recall` plus the :class:`RecallPlan` that explains it."""
        deps, searcher = self.deps, self.searcher
        user_id = deps.check_user(user_id)
        when = deps.now(now)
        k = k or deps.config.top_k
        plan = self.plan(query, session_start=session_start, entity_slots=entity_slots)
        allowed = list(statuses or [MemoryStatus.ACTIVE.value])
        extra = self._trigger_routes(user_id, plan, allowed, when)
        search_text = " ".join([plan.query, *(e for e in plan.entities if e.lower() not in plan.query.lower())])
        hits: list[RecallHit] = []
        if search_text.strip():
            hits = searcher.search(user_id, search_text, k=k, now=when, types=types, statuses=allowed,
                                       extra=extra)
        elif extra:  # nothing to search with, but a trigger fired (session start with an empty message)
            found = {i: dict(r) for i, r in extra.items()}
            vector = np.zeros(len(deps.embed_query("memory")), dtype=np.float32)
            hits = searcher.rank(user_id, found, vector, now=when, k=k, allowed=set(allowed), types=types)
        if session_start:
            profile = [h for h in searcher.profile_hits(user_id, "", all_slots=True)
                       if h.item.status.value in allowed and (not types or h.item.type.value in types)]
            seen = {h.item.id for h in profile}
            hits = profile + [h for h in hits if h.item.id not in seen]
        if touch and hits:
            searcher.touch(user_id, [h.item for h in hits], when)
        return hits, plan

    def _trigger_routes(self, user_id: str, plan: RecallPlan, statuses: Sequence[str], now: datetime) -> Routes:
        st, store = self.settings, self.deps.store
        routes: Routes = {}

        def add(items: list[MemoryItem], route: str, by_importance: bool = True) -> None:
            for rank, item in enumerate(items):
                score = item.importance if by_importance else 1.0 / (1 + rank)
                routes.setdefault(item.id, {})[route] = score

        if plan.session_start:
            add(self._most_important(user_id, statuses, st.preference_types, st.preferences), "preference")
            open_items = [i for i in self._most_important(user_id, statuses, st.commitment_types, 4 * st.commitments)
                          if i.valid_until is None or i.valid_until >= now]
            add(open_items[: st.commitments], "commitment")
        for entity in plan.entities:
            items = store.list_items(user_id, statuses=list(statuses), entity=entity, limit=st.entity_items,
                                     newest_first=True)
            add(items, "entity_slot", by_importance=False)
        if plan.vague:
            recent = store.list_items(user_id, statuses=list(statuses), limit=st.recent, newest_first=True)
            add(recent, "recent", by_importance=False)
        return routes

    def _most_important(self, user_id: str, statuses: Sequence[str], types: Sequence[str],
                        limit: int) -> list[MemoryItem]:
        """The user's ``limit`` most important items of ``types`` (newest first among equals)."""
        if not types or limit <= 0:
            return []
        ids = self.deps.store.most_important_ids(user_id, statuses, types, limit)
        items = self.deps.store.get_items(user_id, ids)
        return [items[i] for i in ids if i in items]
