"""Hybrid recall: exact profile facts, then vector + keyword + entity (+ recent) candidates, filtered by user and
status, fused into one relevance, reranked with importance, recency and confidence.

Stages [SPEC 5 hybrid retrieval]:

1. **exact facts first** — profile facts (``slot → value``) whose slot the query asks about are looked up by key;
2. **candidates** per route — ``vector`` (top ``vector_candidates`` by cosine), ``keyword`` (FTS5 BM25 over CJK
   bigrams / stemmed words, top ``keyword_candidates``), ``entity`` (items tagged with an entity the query names),
   ``recent`` (newest items, only for vague queries) and any ``extra`` routes a caller adds (the recaller's);
3. **filter** — the user's own items only (every store call is scoped to ``user_id``), ``status = active`` unless
   ``statuses`` says otherwise, optional ``types``;
4. **similarity** — a hybrid relevance: the per-query min-max normalised cosine and the BM25 score (normalised by
   the query's best), fused ``similarity = dense_weight·dense_norm + (1 − dense_weight)·keyword_norm`` (the entity
   routes count as keyword matches; a vague query uses the ``recent`` rank instead); the raw cosine is kept as ``scores["cosine"]``;
5. **global rerank** — ``score = (w_sim·similarity + w_imp·importance + w_rec·recency) · min(1, confidence / c_ref)``
   with the configured weights (0.6 / 0.3 / 0.1), per-type recency decay, and ``c_ref`` = the confidence of a
   plainly stated fact (0.8): less certain items are discounted;
6. **per-route fusion** — each route's best item (among its top ``per_route_top``) keeps a place in the top ``k``,
   so one weak route cannot be starved by another;
7. an optional pluggable :class:`Reranker` (cross-encoder, LLM …) reorders the final list.

Every signal is kept in :attr:`RecallHit.scores`::

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> _ = mem.add("u1", "用户喜欢喝咖啡", type="preference")
    >>> hit = mem.search("u1", "喝什么咖啡")[0]
    >>> sorted(hit.sources), {"similarity", "cosine", "keyword", "importance", "recency"} <= set(hit.scores)
    (['keyword', 'vector'], True)
    >>> mem.close()
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

import numpy as np

from ..config import MemoryConfig
from ..records import MemoryItem, MemoryStatus, RecallHit
from ..text import clean_text, query_tokens

if TYPE_CHECKING:
    from ..memory import LayeredMemory

__all__ = [
    "DENSE_WEIGHT",
    "SLOT_CUES",
    "VAGUE_CUES",
    "MemorySearcher",
    "Reranker",
    "SearchSettings",
    "is_vague",
    "recency_score",
]

#: Share of the dense (cosine) signal in the fused relevance; the rest is keyword (BM25) evidence.
DENSE_WEIGHT = 0.5
#: Confidence enters the rerank as a discount ``min(1, confidence / reference)``: an item less certain than a
#: plainly stated fact (``MemoryConfig.default_confidence`` = 0.8 when this is None) loses score in proportion.
CONFIDENCE_REFERENCE: float | None = None
#: Routes whose score counts as lexical evidence beside the cosine (the best of them is used).
EVIDENCE_ROUTES: tuple[str, ...] = ("keyword", "entity", "entity_slot")
#: Newest items offered as candidates when the query is vague.
RECENT_CANDIDATES = 10
#: Shortest entity name matched inside a query (shorter names match too much by accident).
MIN_ENTITY_CHARS = 2
#: Entities of the user looked up per query at most.
MAX_QUERY_ENTITIES = 8

#: Query wording that asks about a profile slot; a fact in that slot is looked up by key and ranked first.
SLOT_CUES: dict[str, tuple[str, ...]] = {
    "name": ("名字", "叫什么", "称呼", "my name", "call me", "who am i"),
    "city": ("城市", "住在", "住哪", "在哪个城市", "哪里人", "which city", "where do i live", "where i live",
             "my city"),
    "language": ("语言", "说什么话", "language"),
    "occupation": ("职业", "工作是", "做什么工作", "my job", "occupation", "what do i do"),
    "budget": ("预算", "budget"),
    "timezone": ("时区", "timezone", "time zone"),
}

#: Wording of a vague, open question — recall widens to the user's recent items.
VAGUE_CUES: tuple[str, ...] = (
    "最近", "近况", "有什么新", "之前聊", "上次聊", "聊过什么", "说过什么", "我们聊", "还记得什么", "怎么样了",
    "anything new", "what's new", "lately", "recently", "what did we talk", "what have we discussed",
    "catch me up", "where were we", "what do you know about me", "what do you remember",
)
_VAGUE_MAX_TOKENS = 0


def is_vague(query: str, cues: Sequence[str] = VAGUE_CUES) -> bool:
    """A vague question: a vague cue, or nothing to search with once stopwords are gone.

    >>> is_vague("最近怎么样"), is_vague("what's new?"), is_vague("how was it?"), is_vague("我的猫叫什么名字")
    (True, True, True, False)
    """
    text = clean_text(query).lower()
    if any(c in text for c in cues):
        return True
    return len(query_tokens(text)) <= _VAGUE_MAX_TOKENS and not _has_digits(text)


def _has_digits(text: str) -> bool:
    return re.search(r"\d", text) is not None


class Reranker(Protocol):
    """A pluggable second-stage reranker (cross-encoder, LLM …): returns hits in its preferred order."""

    def __call__(self, query: str, hits: list[RecallHit]) -> list[RecallHit]: ...


def recency_score(item: MemoryItem, now: datetime, config: MemoryConfig) -> float:
    """1/(1+k·days) since the item last changed (or exp(-λ_type·days) in exponential mode)."""
    days = max(0.0, (now - item.updated_at).total_seconds() / 86400.0)
    if config.recency_mode == "exponential":
        return math.exp(-config.decay_rate(item.type.value) * days)
    return 1.0 / (1.0 + config.recency_rate_per_day * days)


@dataclass
class SearchSettings:
    """Knobs of the searcher that are not SPEC numbers (those live in :class:`MemoryConfig`)."""

    dense_weight: float = DENSE_WEIGHT
    confidence_reference: float = 0.8
    recent_candidates: int = RECENT_CANDIDATES
    slot_cues: Mapping[str, Sequence[str]] | None = None
    vague_cues: Sequence[str] = VAGUE_CUES


Routes = dict[str, dict[str, float]]


class MemorySearcher:
    """Runs hybrid recall for one :class:`~langmem_layers.LayeredMemory`; ``reranker`` is the pluggable hook."""

    def __init__(self, memory: LayeredMemory, reranker: Reranker | None = None,
                 settings: SearchSettings | None = None) -> None:
        self.memory = memory
        self.reranker = reranker
        self.settings = settings or SearchSettings(
            confidence_reference=CONFIDENCE_REFERENCE or memory.config.default_confidence)

    # -- candidate routes ----------------------------------------------------------------------------
    def candidates(self, user_id: str, query: str, vector: np.ndarray) -> Routes:
        """``item_id → {route: route score}`` from the vector, keyword and entity routes."""
        cfg = self.memory.config
        found: Routes = {}
        for item_id, sim in self.memory.vector_query(user_id, vector.tolist(), cfg.vector_candidates):
            found.setdefault(item_id, {})["vector"] = sim
        keyword = self.memory.sqlite.keyword_search(user_id, query, cfg.keyword_candidates)
        top = max((s for _, s in keyword), default=0.0)
        for item_id, score in keyword:
            if score > 0 and top > 0:
                found.setdefault(item_id, {})["keyword"] = score / top
        for item_id in self.entity_candidates(user_id, query):
            found.setdefault(item_id, {})["entity"] = 1.0
        return found

    def query_entities(self, user_id: str, query: str) -> list[str]:
        """The user's known entities named in the query (case-insensitive substring, longest first)."""
        rows = self.memory.sqlite.execute(
            "SELECT DISTINCT entity FROM item_entities WHERE user_id = ? AND length(entity) >= ? "
            "AND instr(?, entity) > 0 ORDER BY length(entity) DESC LIMIT ?",
            (user_id, MIN_ENTITY_CHARS, clean_text(query).lower(), MAX_QUERY_ENTITIES),
        )
        return [r[0] for r in rows]

    def entity_candidates(self, user_id: str, query: str, entities: Sequence[str] = ()) -> list[str]:
        """Ids of items tagged with an entity the query names (or with one of ``entities``)."""
        names = list(dict.fromkeys([*(e.lower() for e in entities), *self.query_entities(user_id, query)]))
        ids: list[str] = []
        for name in names:
            ids += [i.id for i in self.memory.sqlite.list_items(user_id, entity=name, limit=20, newest_first=True)]
        return list(dict.fromkeys(ids))

    def recent_candidates(self, user_id: str, statuses: Sequence[str], limit: int | None = None) -> Routes:
        """The newest items, scored by their rank (1.0 for the newest)."""
        n = self.settings.recent_candidates if limit is None else limit
        items = self.memory.sqlite.list_items(user_id, statuses=list(statuses), limit=n, newest_first=True)
        return {it.id: {"recent": 1.0 / (1 + rank)} for rank, it in enumerate(items)}

    def profile_hits(self, user_id: str, query: str, *, all_slots: bool = False) -> list[RecallHit]:
        """Exact profile facts looked up by slot: those the query asks about (every slot when ``all_slots``)."""
        facts = self.memory.sqlite.profile_facts(user_id)
        if not facts:
            return []
        text = clean_text(query).lower()
        cues = self.settings.slot_cues or SLOT_CUES
        wanted = [slot for slot in facts
                  if all_slots or slot.lower() in text or any(c in text for c in cues.get(slot, ()))]
        items = self.memory.sqlite.get_items(user_id, [facts[s][1] for s in wanted])
        hits = []
        for slot in wanted:
            item = items.get(facts[slot][1])
            if item is not None and item.status == MemoryStatus.ACTIVE:
                hits.append(RecallHit(item=item, score=1.0 + item.importance,
                                      scores={"profile": 1.0, "importance": item.importance,
                                              "confidence": item.confidence}, sources=["profile"]))
        return hits

    # -- the search ----------------------------------------------------------------------------------
    def search(
        self, user_id: str, query: str, *, k: int, now: datetime, types: Sequence[str] | None = None,
        statuses: Sequence[str] | None = None, extra: Routes | None = None, profile_first: bool = True,
    ) -> list[RecallHit]:
        """Top-``k`` hits; ``extra`` adds candidates from other routes (entity slots, session start …)."""
        cfg = self.memory.config
        allowed = set(statuses or [MemoryStatus.ACTIVE.value])
        vector = np.asarray(self.memory.embed_query(query), dtype=np.float32)
        found = self.candidates(user_id, query, vector)
        if is_vague(query, self.settings.vague_cues):
            for item_id, routes in self.recent_candidates(user_id, sorted(allowed)).items():
                found.setdefault(item_id, {}).update(routes)
        for item_id, routes in (extra or {}).items():
            found.setdefault(item_id, {}).update(routes)
        exact = self.profile_hits(user_id, query) if profile_first else []
        exact = [h for h in exact if h.item.status.value in allowed and (not types or h.item.type.value in types)]
        for hit in exact:
            found.pop(hit.item.id, None)
        items = {
            i: it for i, it in self.memory.sqlite.get_items(user_id, list(found)).items()
            if it.status.value in allowed and (not types or it.type.value in types)
        }
        hits = self.score(user_id, items, found, vector, now, vague=is_vague(query, self.settings.vague_cues))
        ranked = fuse_routes(hits, cfg.per_route_top, max(0, k - len(exact)))
        ranked = exact + ranked
        if self.reranker is not None:
            ranked = self.reranker(query, ranked)
        return ranked[:k]

    def score(self, user_id: str, items: Mapping[str, MemoryItem], found: Routes, vector: np.ndarray,
              now: datetime, *, vague: bool = False) -> list[RecallHit]:
        """One :class:`RecallHit` per item with every signal and the fused, reranked score.

        For a vague query the cosine is noise, so similarity is the ``recent`` route's rank score instead."""
        cfg, st = self.memory.config, self.settings
        vectors = self.memory.sqlite.vectors(user_id, list(items), self.memory.model_id)
        sims = {}
        for item_id in items:
            other = vectors.get(item_id)
            sims[item_id] = float(np.dot(vector, other)) if other is not None and other.shape == vector.shape else 0.0
        dense = _minmax(sims)
        hits: list[RecallHit] = []
        for item_id, item in items.items():
            routes = found[item_id]
            keyword = max((routes.get(r, 0.0) for r in EVIDENCE_ROUTES), default=0.0)
            if vague:
                relevance = routes.get("recent", 0.0)
            else:
                relevance = st.dense_weight * dense.get(item_id, 0.0) + (1 - st.dense_weight) * keyword
            recency = recency_score(item, now, cfg)
            base = (cfg.weight_similarity * relevance + cfg.weight_importance * item.importance
                    + cfg.weight_recency * recency)
            factor = min(1.0, item.confidence / st.confidence_reference) if st.confidence_reference > 0 else 1.0
            scores = {
                "similarity": relevance,
                "cosine": sims[item_id],
                "dense": dense.get(item_id, 0.0),
                "keyword": keyword,
                "importance": item.importance,
                "recency": recency,
                "confidence": item.confidence,
                "confidence_factor": factor,
                **{f"route_{r}": v for r, v in routes.items()},
            }
            hits.append(RecallHit(item=item, score=base * factor, scores=scores, sources=sorted(routes)))
        return hits


def _minmax(values: Mapping[str, float]) -> dict[str, float]:
    """Scale to [0, 1] within this query's candidates (a lone candidate scores 1 if its cosine is positive)."""
    if not values:
        return {}
    lo, hi = min(values.values()), max(values.values())
    if hi - lo < 1e-9:
        return {i: 1.0 if v > 0 else 0.0 for i, v in values.items()}
    return {i: (v - lo) / (hi - lo) for i, v in values.items()}


def fuse_routes(hits: list[RecallHit], per_route_top: int, k: int) -> list[RecallHit]:
    """Global rank, except that every route keeps its best item (among its own top ``per_route_top``) inside the
    top ``k``: a route with no item there gets its best one swapped in over the lowest unreserved hit."""
    ranked = sorted(hits, key=lambda h: h.score, reverse=True)
    if k <= 0:
        return ranked
    top, rest = ranked[:k], ranked[k:]
    routes = sorted({r for h in hits for r in h.sources})
    reserved: set[str] = set()
    for route in routes:
        own = sorted((h for h in hits if route in h.sources),
                     key=lambda h: (h.scores.get(f"route_{route}", 0.0), h.score), reverse=True)[:per_route_top]
        in_top = {h.item.id for h in top}
        present = [h for h in own if h.item.id in in_top]
        if present:
            reserved.add(present[0].item.id)
            continue
        if not own:
            continue
        victims = [h for h in reversed(top) if h.item.id not in reserved]
        if not victims:
            continue
        best = own[0]
        top.remove(victims[0])
        rest.insert(0, victims[0])
        rest = [h for h in rest if h.item.id != best.item.id]
        top.append(best)
        reserved.add(best.item.id)
        top.sort(key=lambda h: h.score, reverse=True)
    rest.sort(key=lambda h: h.score, reverse=True)
    return top + rest
