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
   routes count as keyword matches; a vague query uses the ``recent`` rank instead), then smoothed with the best
   neighbouring item of the same conversation (the turn before/after, added as ``context`` candidates), blended
   with the session's best match, made time-aware (:data:`TIME_WEIGHT`, :data:`WHEN_WEIGHT`) and speaker-aware (a
   question naming one speaker discounts the other speakers' turns, :data:`SPEAKER_WEIGHT`); the raw cosine is kept
   as ``scores["cosine"]``;
5. **global rerank** — ``score = (w_sim·similarity + w_imp·importance + w_rec·recency·gate) · min(1, conf / c_ref)``
   with the configured weights (0.6 / 0.3 / 0.1), per-type recency decay, ``gate = 1 − g + g·similarity``
   (:data:`RECENCY_GATE`: recency orders relevant items, it cannot lift irrelevant ones) and ``c_ref`` = the
   confidence of a plainly stated fact (0.8): less certain items are discounted;
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

import heapq
import math
import re
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import numpy as np

from .._cache import text_cache
from .._deps import EXACT_SCAN_MAX_ROWS
from .._matrix import matvec
from ..config import MemoryConfig
from ..records import MemoryItem, MemoryStatus, RecallHit
from ..text import CJK_RE, ENGLISH_STOPWORDS, clean_text, query_tokens, stem
from .speaker import named_speakers, speaker_of
from .when import QueryTime, parse_query, time_match

if TYPE_CHECKING:
    from .._deps import Deps

__all__ = [
    "DENSE_WEIGHT",
    "RECENCY_GATE",
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
EVIDENCE_ROUTES: tuple[str, ...] = ("keyword", "entity", "entity_slot", "hop")
#: Weight of the phrase (adjacent word pair) BM25 added to the term BM25 in the keyword route.
PHRASE_WEIGHT = 0.5
#: Weight of the neighbouring items of the same session (the turns before / after) in an item's similarity:
#: ``(own + Σ_d w^d·best_d) / (1 + Σ_d w^d)`` over distances d. 0 turns conversational context off.
CONTEXT_WEIGHT = 0.5
#: Neighbours looked at on each side of a candidate; the one at distance d weighs ``context_weight ** d``.
CONTEXT_RADIUS = 2
#: Best candidates (by their own relevance) whose neighbours are looked up (one SQL statement, two indexed
#: lookups each); weaker candidates are only smoothed when they are themselves a neighbour of one of these.
MAX_CONTEXT_ANCHORS = 30
#: Weight of the session prior in an item's similarity: ``(smoothed + w·session) / (1 + w)``, where ``session`` is
#: the best own relevance of any candidate in the item's session, min-max scaled over the sessions in play (an item
#: without a session is its own session). Evidence for a question tends to sit in the conversation where its topic
#: was discussed, so a moderate match inside the best-matching conversation beats an equal match in a stray one —
#: the passage/document score blend of classic IR. LoCoMo dev R@5/R@10: w = 0 → .650/.742, 0.15 → .656/.748 (it
#: helped both halves of the split); admitting more items of the best sessions as candidates added nothing.
SESSION_WEIGHT = 0.15
#: Routes that get no reserved place in the top k (derived from other routes' candidates).
UNRESERVED_ROUTES: tuple[str, ...] = ("context", "hop")
#: How far recency is gated by relevance: the rerank's recency term is ``w_rec · recency · gate`` with
#: ``gate = 1 − g + g·relevance``. Recency is a *prior* (newer memories are more likely to still hold), not evidence
#: that an item answers the query: ungated (g = 0), a fresh but unrelated turn gains up to ``w_rec`` over an old turn
#: that matches, which starves relevance for questions about the past ("when did …", "what did … in 2022"). Gated
#: (g = 1), recency still orders items that match about equally (the newer preference wins) and still decides for
#: vague queries (whose relevance is the recent rank), but an irrelevant item gets no recency at all.
#: LoCoMo dev (883 questions): g = 0 → R@5 .630 / R@10 .729; g = 1 → .650 / .742.
RECENCY_GATE = 1.0
#: Time-aware recall (read/when.py): when the query names a time ("上个月", "last weekend", "in May"), an item's
#: relevance is multiplied by ``1 − w + w·match``, where ``match`` is 1 when the item's time — when it was written,
#: or the event time its text states (``metadata["event_at"]``), whichever is closer — falls in the window and decays
#: with the distance outside it: a soft filter, a topical match outside the window still beats an unrelated item
#: inside it.
TIME_WEIGHT = 0.5
#: A question asking *when* ("When did I…", "什么时候") multiplies the relevance of items whose text states no time
#: by ``1 − w``: the memory that carries a date answers it.
WHEN_WEIGHT = 0.2
#: Two-step recall for questions whose answer needs two memories ("which city does the person who fixed my bike
#: live in?"): the names carried by the best ``HOP_SEEDS`` hits of the first ranking (their entities, and
#: capitalised words that are not in the query) are searched again (a second keyword retrieval, at most
#: ``HOP_TERMS`` names and ``HOP_CANDIDATES`` items); what it finds joins the candidates as the ``hop`` route, whose
#: score counts as lexical evidence times ``HOP_WEIGHT``, and everything is ranked once more. 0 turns it off — the
#: default: on LoCoMo dev (conv-26/30, hashing) 0.3/0.5/1.0 moved multi-hop R@5 .254 → .254/.254/.224 (its
#: multi-hop questions aggregate one person's turns across sessions; there is no name to bridge) at the cost of a
#: second ranking; ``SearchSettings(hop_weight=0.5)`` turns it on for memories that link people and facts.
HOP_WEIGHT = 0.0
#: Speaker-aware recall (read/speaker.py): when the query names a speaker of the candidate turns ("What has
#: Melanie painted?" over ``Melanie: …`` / ``Caroline: …`` turns), the relevance of the turns of the *other*
#: speakers is multiplied by ``1 − w``; items without a ``Speaker:`` prefix, and every item when the query names
#: no speaker (or names them all), are left alone. A person's own turns answer a question about them (LoCoMo dev:
#: 95–97 % of the evidence of a question naming one speaker), what the others say of it is context. LoCoMo dev, e5,
#: R@5 / R@10: w = 0 → .673/.764, 0.1 → .698/.772, 0.2 → .710/.780, 0.3 → .718/.780, 0.5 → .713/.778 (0.3 on the halves
#: of the split: conversations 1–3 .700 → .752, 4–6 .653 → .692). Applied to the final relevance, after neighbour
#: smoothing: the other speaker's question ("What did you paint?") still lifts the answer next to it.
SPEAKER_WEIGHT = 0.3
HOP_SEEDS = 3
HOP_TERMS = 4
HOP_CANDIDATES = 20
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

#: Wording of a vague, open question. A query is vague when nothing but these (and stopwords) is left.
VAGUE_CUES: tuple[str, ...] = (
    "最近", "近况", "近来", "有什么新", "新鲜事", "新消息", "之前聊", "上次聊", "聊过什么", "说过什么", "我们聊",
    "还记得什么", "怎么样了", "怎么样", "如何", "有什么", "什么", "吗", "呢", "啊",
    "anything new", "what's new", "what is new", "lately", "recently", "what did we talk about",
    "what have we discussed", "catch me up", "where were we", "what do you know about me", "what do you remember",
    "how's it going", "how is it going", "how are things", "any news", "update me",
)


def is_vague(query: str, cues: Sequence[str] = VAGUE_CUES) -> bool:
    """Vague: nothing specific is left once the vague wording and stopwords are removed.

    >>> is_vague("最近怎么样"), is_vague("what's new?"), is_vague("how was it?"), is_vague("我的猫叫什么名字")
    (True, True, True, False)
    >>> is_vague("What did Melanie paint recently?")
    False
    """
    text = clean_text(query).lower()
    for cue in sorted(cues, key=len, reverse=True):
        text = text.replace(cue, " ")
    return not query_tokens(text) and not _has_digits(text)


def _has_digits(text: str) -> bool:
    return re.search(r"\d", text) is not None


class Reranker(Protocol):
    """A pluggable second-stage reranker (cross-encoder, LLM …): returns hits in its preferred order."""

    def __call__(self, query: str, hits: list[RecallHit]) -> list[RecallHit]: ...


def recency_score(item: MemoryItem, now: datetime, config: MemoryConfig) -> float:
    """1/(1+k·days) since the item last changed (or exp(-λ_type·days) in exponential mode)."""
    return _recency(item.type.value, item.updated_at, now, config)


@dataclass
class SearchSettings:
    """Knobs of the searcher that are not SPEC numbers (those live in :class:`MemoryConfig`)."""

    dense_weight: float = DENSE_WEIGHT
    confidence_reference: float = 0.8
    recent_candidates: int = RECENT_CANDIDATES
    slot_cues: Mapping[str, Sequence[str]] | None = None
    vague_cues: Sequence[str] = VAGUE_CUES
    exact_scan_max_rows: int = EXACT_SCAN_MAX_ROWS
    context_weight: float = CONTEXT_WEIGHT
    phrase_weight: float = PHRASE_WEIGHT
    context_radius: int = CONTEXT_RADIUS
    max_context_anchors: int = MAX_CONTEXT_ANCHORS
    recency_gate: float = RECENCY_GATE
    session_weight: float = SESSION_WEIGHT
    time_weight: float = TIME_WEIGHT
    when_weight: float = WHEN_WEIGHT
    hop_weight: float = HOP_WEIGHT
    hop_seeds: int = HOP_SEEDS
    hop_terms: int = HOP_TERMS
    hop_candidates: int = HOP_CANDIDATES
    speaker_weight: float = SPEAKER_WEIGHT


Routes = dict[str, dict[str, float]]


class VectorRoute:
    """The ``vector`` route: nearest items of one user by cosine.

    Exact scan for users with up to :attr:`SearchSettings.exact_scan_max_rows` vectors — their matrix is read from
    the store (the source of truth) once and cached by :meth:`Deps.stored_vectors` (bounded LRU shared with the
    write path), revalidated on every query by the user's vector *generation* (a counter the store's triggers bump
    on every vector write, from any process: one primary-key read) and, when stale, patched with the rows the store's
    change log names since that generation; larger users, and users above ``_deps.EAGER_LOAD_MAX_ROWS`` while a
    matrix that cannot be patched is read again in the background, are answered by the vector index.
    """

    def __init__(self, deps: Deps, settings: SearchSettings) -> None:
        self.deps = deps
        self.settings = settings
        self._last = threading.local()  # this thread's last exact scan: (user, query vector, cosines, row of id)

    def nearest(self, user_id: str, vector: np.ndarray, n: int) -> list[tuple[str, float]]:
        deps = self.deps
        generation = deps.store.vector_generation(user_id, deps.model_id)
        count = deps.vector_count(user_id, generation)
        if not count:
            return []
        scan = deps.scan_matrix(user_id, generation, count) if count <= self.settings.exact_scan_max_rows else None
        if scan is None:
            return deps.vector_query(user_id, vector.tolist(), n)
        ids, matrix, rows_of = scan
        if not ids or matrix.shape[1] != vector.shape[0]:
            return []
        sims = matvec(matrix, vector)  # blocks: the one-thread product (see _matrix.matvec)
        self._last.scan = (user_id, vector, sims, rows_of)
        top = np.argpartition(-sims, min(n, len(ids)) - 1)[:n] if len(ids) > n else np.arange(len(ids))
        top = top[np.argsort(-sims[top])]
        return [(ids[i], float(sims[i])) for i in top]

    def scanned_cosines(self, user_id: str, ids: Sequence[str], vector: np.ndarray) -> dict[str, float]:
        """Cosines of ``ids`` from this thread's last exact scan for the same user and query vector (the ranking
        needs every candidate's cosine; the scan computed them all already). Ids it did not cover are left out."""
        last = getattr(self._last, "scan", None)
        if last is None or last[0] != user_id or last[1] is not vector:
            return {}
        _, _, sims, rows_of = last
        return {i: float(sims[rows_of[i]]) for i in ids if i in rows_of}


H = TypeVar("H", "RecallHit", "_Scored")


class MemorySearcher:
    """Runs hybrid recall over the stores of one :class:`~langmem_layers._deps.Deps`; ``reranker`` is the
    pluggable hook."""

    def __init__(self, deps: Deps, reranker: Reranker | None = None,
                 settings: SearchSettings | None = None) -> None:
        self.deps = deps
        self.reranker = reranker
        self.settings = settings or SearchSettings(
            confidence_reference=CONFIDENCE_REFERENCE or deps.config.default_confidence)
        self.vectors = VectorRoute(deps, self.settings)

    def touch(self, user_id: str, items: list[MemoryItem], now: datetime) -> None:
        """Recall counts as use: bump ``hit_count`` and ``last_accessed_at`` (no new version)."""
        with self.deps.store.transaction(now) as tx:
            for item in items:
                item.hit_count += 1
                item.last_accessed_at = now
            tx.touch(user_id, [i.id for i in items])

    # -- candidate routes ----------------------------------------------------------------------------
    def candidates(self, user_id: str, query: str, vector: np.ndarray, *,
                   timing: QueryTime | None = None) -> Routes:
        """``item_id → {route: route score}`` from the vector, keyword and entity routes (the keyword route
        without the query's time expression: "last week" is not what the memory is about)."""
        cfg = self.deps.config
        found: Routes = {}
        for item_id, sim in self.vectors.nearest(user_id, vector, cfg.vector_candidates):
            found.setdefault(item_id, {})["vector"] = sim
        words = query
        if timing is not None and timing.window is not None:
            words = clean_text(query).lower().replace(timing.window.expr, " ")
        keyword = self.keyword_search(user_id, words, cfg.keyword_candidates)
        top = max((s for _, s in keyword), default=0.0)
        for item_id, score in keyword:
            if score > 0 and top > 0:
                found.setdefault(item_id, {})["keyword"] = score / top
        for item_id in self.entity_candidates(user_id, query):
            found.setdefault(item_id, {})["entity"] = 1.0
        return found

    def keyword_search(self, user_id: str, query: str, limit: int) -> list[tuple[str, float]]:
        """``(item_id, score)`` best first from the CJK-aware FTS5 index (any status; callers filter).

        ``score`` = BM25 of the query's terms + ``phrase_weight`` · BM25 of its word pairs as phrases (two content
        words next to each other in the query, e.g. "support group", also next to each other in the item — a
        sequential-dependence bonus; CJK bigrams are phrases already). Both queries are confined to the user's owner
        token inside FTS; rowids are mapped to ids by primary key with the owner checked again.
        """
        tokens = query_tokens(query)
        if not tokens:
            return []
        store = self.deps.store
        scores = dict(store.keyword_scores(user_id, tokens, limit))
        phrases = query_phrases(query)
        if phrases and self.settings.phrase_weight > 0:
            for item_id, value in store.keyword_scores(user_id, phrases, limit):
                scores[item_id] = scores.get(item_id, 0.0) + self.settings.phrase_weight * value
        best = sorted(scores, key=scores.__getitem__, reverse=True)[:limit]
        return [(item_id, scores[item_id]) for item_id in best]

    def bridge_terms(self, query: str, hits: Sequence[RecallHit]) -> list[str]:
        """Names the best hits carry that the query does not: their entities, then capitalised words of their text
        (a leading ``[stamp]`` and ``Speaker:`` left out), most frequent first, at most ``hop_terms``."""
        asked = {stem(t) for t in _WORD_RUN.findall(clean_text(query).lower())} | set(query_tokens(query))
        lowered = clean_text(query).lower()
        counts: dict[str, int] = {}
        for hit in hits[: self.settings.hop_seeds]:
            for entity in hit.item.entities:
                name = clean_text(entity).lower()
                if len(name) >= MIN_ENTITY_CHARS and name not in lowered:
                    counts[name] = counts.get(name, 0) + 2
            body = _SPEAKER.sub("", hit.item.content, count=1)
            for word in _NAME.findall(body):
                low = word.lower()
                if low not in ENGLISH_STOPWORDS and low not in _NOT_NAMES and stem(low) not in asked:
                    counts[low] = counts.get(low, 0) + 1
        return sorted(counts, key=lambda t: -counts[t])[: self.settings.hop_terms]

    def second_hop(self, user_id: str, query: str, hits: Sequence[RecallHit], found: Routes) -> bool:
        """Two-step recall: a second, bounded keyword retrieval for the names the best hits carry (see
        :data:`HOP_WEIGHT`); its items join ``found`` under the ``hop`` route. True when it added evidence."""
        terms = self.bridge_terms(query, hits)
        if not terms:
            return False
        seeds = {h.item.id for h in hits[: self.settings.hop_seeds]}
        results = self.keyword_search(user_id, " ".join(terms), self.settings.hop_candidates)
        top = max((v for _, v in results), default=0.0)
        added = False
        for item_id, value in results:
            if value > 0 and top > 0 and item_id not in seeds:
                found.setdefault(item_id, {})["hop"] = self.settings.hop_weight * value / top
                added = True
        return added

    def query_entities(self, user_id: str, query: str) -> list[str]:
        """The user's known entities named in the query (case-insensitive substring, longest first)."""
        return self.deps.store.entities_named_in(user_id, clean_text(query).lower(), min_chars=MIN_ENTITY_CHARS,
                                                 limit=MAX_QUERY_ENTITIES)

    def entity_candidates(self, user_id: str, query: str, entities: Sequence[str] = ()) -> list[str]:
        """Ids of items tagged with an entity the query names (or with one of ``entities``)."""
        names = list(dict.fromkeys([*(e.lower() for e in entities), *self.query_entities(user_id, query)]))
        ids: list[str] = []
        for name in names:
            ids += [i.id for i in self.deps.store.list_items(user_id, entity=name, limit=20, newest_first=True)]
        return list(dict.fromkeys(ids))

    def recent_candidates(self, user_id: str, statuses: Sequence[str], limit: int | None = None) -> Routes:
        """The newest items, scored by their rank (1.0 for the newest)."""
        n = self.settings.recent_candidates if limit is None else limit
        items = self.deps.store.list_items(user_id, statuses=list(statuses), limit=n, newest_first=True)
        return {it.id: {"recent": 1.0 / (1 + rank)} for rank, it in enumerate(items)}

    def profile_hits(self, user_id: str, query: str, *, all_slots: bool = False) -> list[RecallHit]:
        """Exact profile facts looked up by slot: those the query asks about (every slot when ``all_slots``)."""
        facts = self.deps.store.profile_facts(user_id)
        if not facts:
            return []
        text = clean_text(query).lower()
        cues = self.settings.slot_cues or SLOT_CUES
        wanted = [slot for slot in facts
                  if all_slots or slot.lower() in text or any(c in text for c in cues.get(slot, ()))]
        items = self.deps.store.get_items(user_id, [facts[s][1] for s in wanted])
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
        allowed = set(statuses or [MemoryStatus.ACTIVE.value])
        vague = is_vague(query, self.settings.vague_cues)
        timing = parse_query(query, now)
        vector = np.asarray(self.deps.embed_query(query), dtype=np.float32)
        found = self.candidates(user_id, query, vector, timing=timing)
        if vague:
            for item_id, routes in self.recent_candidates(user_id, sorted(allowed)).items():
                found.setdefault(item_id, {}).update(routes)
        for item_id, routes in (extra or {}).items():
            found.setdefault(item_id, {}).update(routes)
        exact = self.profile_hits(user_id, query) if profile_first else []
        exact = [h for h in exact if h.item.status.value in allowed and (not types or h.item.type.value in types)]
        for hit in exact:
            found.pop(hit.item.id, None)
        ranked = self.rank(user_id, found, vector, now=now, k=max(0, k - len(exact)), allowed=allowed,
                           types=types, vague=vague, timing=timing, query=query)
        if not vague and self.settings.hop_weight > 0 and ranked and self.second_hop(user_id, query, ranked, found):
            ranked = self.rank(user_id, found, vector, now=now, k=max(0, k - len(exact)), allowed=allowed,
                               types=types, vague=vague, timing=timing, query=query)
        ranked = exact + ranked
        if self.reranker is not None:
            ranked = self.reranker(query, ranked)
        return ranked[:k]

    def rank(
        self, user_id: str, found: Routes, vector: np.ndarray, *, now: datetime, k: int, allowed: set[str],
        types: Sequence[str] | None = None, vague: bool = False, timing: QueryTime | None = None,
        query: str | None = None,
    ) -> list[RecallHit]:
        """Filter, score, fuse and return the top ``k`` candidates as :class:`RecallHit` (items loaded last);
        ``timing`` (the query's time window / when-cue, :func:`~langmem_layers.read.when.parse_query`) makes the
        ranking time-aware, ``query`` speaker-aware (:data:`SPEAKER_WEIGHT`)."""
        metas = {m.id: m for m in self._metas(user_id, list(found)) if m.allowed(allowed, types)}
        sims = self._cosines(user_id, list(metas), vector)
        context: dict[str, list[tuple[int, str]]] = {}
        if self.settings.context_weight > 0 and not vague and metas:
            own = self._own(found, sims, vague)
            anchors = sorted(own, key=own.__getitem__, reverse=True)[: self.settings.max_context_anchors]
            context = self.expand_context(user_id, metas, found, allowed, types, anchors=anchors)
            sims.update(self._cosines(user_id, [i for i in metas if i not in sims], vector))
        scored = self.score(metas, found, sims, now, vague=vague, context=context, timing=timing, query=query)
        floor = self.deps.config.min_relevance
        if floor > 0 and not vague:  # irrelevant memories are not recalled: cosine or keyword evidence needed
            scored = [s for s in scored if s.values[1] >= floor or s.values[3] > 0]
        top = fuse_routes(scored, self.deps.config.per_route_top, k)[:k]
        items = self._items(user_id, [s.item_id for s in top])
        return [RecallHit(item=items[s.item_id], score=s.score, scores=s.scores, sources=s.sources)
                for s in top if s.item_id in items]

    def _items(self, user_id: str, ids: Sequence[str]) -> dict[str, MemoryItem]:
        """Full records by primary key, owner checked (upgraded on read like the store's own reads)."""
        if not ids:
            return {}
        items = self.deps.store.get_items(user_id, ids)
        return {i: item for i, item in items.items() if item.user_id == user_id}

    def _metas(self, user_id: str, ids: Sequence[str]) -> list[_Meta]:
        if not ids:
            return []
        return [_meta_of(r) for r in self.deps.store.item_metas(user_id, ids)]

    def expand_context(self, user_id: str, metas: dict[str, _Meta], found: Routes, allowed: set[str],
                       types: Sequence[str] | None, *, anchors: Sequence[str] | None = None,
                       ) -> dict[str, list[tuple[int, str]]]:
        """Add each candidate's neighbours in its conversation — the items written just before and after it in the
        same session, up to :attr:`SearchSettings.context_radius` on each side — to ``metas``/``found`` under the
        ``context`` route; returns ``item_id → [(distance, neighbour id)]``.

        A turn is often only understandable with the ones around it (a question and its answer), so each
        candidate's similarity is then smoothed with its neighbours' (:attr:`SearchSettings.context_weight`).
        """
        radius = self.settings.context_radius
        chosen = [metas[i] for i in (anchors if anchors is not None else list(metas)) if metas[i].session]
        chosen = chosen[: self.settings.max_context_anchors]
        if not chosen or radius <= 0:
            return {}
        rows = self.deps.store.session_neighbours(user_id, [(m.id, m.created) for m in chosen], radius)
        around: dict[str, list[_Meta]] = {}
        for row in rows:
            other = _meta_of(row[1:])
            anchor = metas[row[0]]
            if other.session == anchor.session and other.allowed(allowed, types):
                around.setdefault(anchor.id, []).append(other)
        context: dict[str, list[tuple[int, str]]] = {}
        for anchor_id, others in around.items():
            created = metas[anchor_id].created
            before = sorted((o for o in others if o.created < created), key=lambda o: o.created, reverse=True)
            after = sorted((o for o in others if o.created > created), key=lambda o: o.created)
            for side in (before, after):
                for distance, other in enumerate(side, start=1):
                    context.setdefault(anchor_id, []).append((distance, other.id))
                    context.setdefault(other.id, []).append((distance, anchor_id))  # adjacency is symmetric
                    if other.id not in metas:
                        metas[other.id] = other
                        found.setdefault(other.id, {})["context"] = 0.0
        return context

    def _cosines(self, user_id: str, ids: Sequence[str], vector: np.ndarray) -> dict[str, float]:
        """Exact cosine of the query with each item's stored vector of the current model (0 when missing)."""
        out = dict.fromkeys(ids, 0.0)
        scanned = self.vectors.scanned_cosines(user_id, ids, vector)
        out.update(scanned)
        ids = [i for i in ids if i not in scanned]
        if not ids:
            return out
        vectors = self.deps.store.vectors_by_id(user_id, ids, self.deps.model_id)  # by primary key, owner checked
        usable = [i for i in ids if i in vectors and vectors[i].shape == vector.shape]
        if usable:
            values = np.stack([vectors[i] for i in usable]) @ vector
            out.update(zip(usable, values.tolist(), strict=True))
        return out

    def _own(self, found: Routes, sims: Mapping[str, float], vague: bool, *,
             dense: Mapping[str, float] | None = None, lexical: Mapping[str, float] | None = None,
             ) -> dict[str, float]:
        """Each item's own relevance: fused normalised cosine and lexical evidence (or the recent rank if vague).
        ``dense``/``lexical``: :func:`_minmax` of ``sims`` and :func:`_lexical` per item, when the caller has them."""
        if vague:
            return {i: found[i].get("recent", 0.0) for i in sims}
        dense = _minmax(sims) if dense is None else dense
        wd = self.settings.dense_weight
        if lexical is None:
            lexical = {i: _lexical(found[i]) for i in sims}
        return {i: wd * dense[i] + (1 - wd) * lexical[i] for i in sims}

    def score(
        self, metas: Mapping[str, _Meta], found: Routes, sims: Mapping[str, float], now: datetime, *,
        vague: bool = False, context: Mapping[str, list[tuple[int, str]]] | None = None,
        timing: QueryTime | None = None, query: str | None = None,
    ) -> list[_Scored]:
        """Every signal and the fused, reranked score of each candidate (``sims``: cosine per item id).

        For a vague query the cosine is noise, so similarity is the ``recent`` route's rank score instead. With
        ``context``, an item that has neighbours gets ``similarity = (own + Σ_d w^d·best_d) / (1 + Σ_d w^d)`` where
        ``best_d`` is its best neighbour at distance ``d``; items without any keep their own."""
        cfg, st = self.deps.config, self.settings
        dense = _minmax(sims)
        # "context" (set below) is no evidence route: the lexical evidence of an item is the same before and after
        lexical = {i: _lexical(found[i]) for i in sims}
        own = self._own(found, sims, vague, dense=dense, lexical=lexical)
        w = st.context_weight
        ctx = context or {}
        ws, wi, wr = cfg.weight_similarity, cfg.weight_importance, cfg.weight_recency
        prior = {} if vague or st.session_weight <= 0 else session_prior(metas, own)
        window = timing.window if timing is not None and st.time_weight > 0 else None
        asks_when = timing is not None and timing.asks_when and st.when_weight > 0
        named = self.query_speakers(query, metas) if query and st.speaker_weight > 0 else set()
        session_weight, time_weight, when_weight = st.session_weight, st.time_weight, st.when_weight
        other_speaker = 1.0 - st.speaker_weight
        gate_w, cref = st.recency_gate, st.confidence_reference
        powers: dict[int, float] = {}
        out: list[_Scored] = []
        for item_id, meta in metas.items():
            routes = found[item_id]
            relevance = own[item_id]
            nearest = 0.0
            if item_id in ctx:
                best: dict[int, float] = {}
                for distance, other_id in ctx[item_id]:
                    value = own.get(other_id)
                    if value is not None and value > best.get(distance, -1.0):
                        best[distance] = value
                if best:
                    weighted = weights = 0.0  # Σ w^d·best_d and Σ w^d, summed in the order of ``best``
                    for d, v in best.items():
                        power = powers.get(d)
                        if power is None:
                            power = powers[d] = w**d
                        weighted += power * v
                        weights += power
                    relevance = (relevance + weighted) / (1 + weights)
                    nearest = max(best.values())
                    routes["context"] = max(routes.get("context", 0.0), nearest)
            if item_id in prior:
                relevance = (relevance + session_weight * prior[item_id]) / (1 + session_weight)
            matched = 0.0
            if window is not None:  # time-aware: when the item was said, or the event time its text states
                matched = time_match(window, meta.created_at)
                if meta.event is not None and matched < 1.0:
                    matched = max(matched, time_match(window, *meta.event))
                relevance *= 1.0 - time_weight + time_weight * matched
            dated = 1.0 if meta.event is not None else 0.0
            if asks_when:
                relevance *= 1.0 - when_weight + when_weight * dated
            speaker = 1.0 if not named or meta.speaker is None or meta.speaker in named else other_speaker
            relevance *= speaker
            recency = _recency(meta.type, meta.updated_at, now, cfg)
            factor = min(1.0, meta.confidence / cref) if cref > 0 else 1.0
            gate = 1.0 - gate_w + gate_w * relevance  # recency is a prior, not evidence
            score = (ws * relevance + wi * meta.importance + wr * recency * gate) * factor
            values = (relevance, sims[item_id], dense[item_id], lexical[item_id], own[item_id], nearest,
                      prior.get(item_id, 0.0), matched, dated, speaker, meta.importance, recency, meta.confidence,
                      factor)
            out.append(_Scored(item_id, score, routes, values))
        return out

    @staticmethod
    def query_speakers(query: str, metas: Mapping[str, _Meta]) -> set[str]:
        """Speakers of the candidates that the query names — empty when it names none or every one of them (then
        the speaker says nothing about which turn answers)."""
        speakers = {m.speaker for m in metas.values() if m.speaker is not None}
        named = named_speakers(query, speakers) if len(speakers) > 1 else set()
        return named if named != speakers else set()


def session_prior(metas: Mapping[str, Any], own: Mapping[str, float]) -> dict[str, float]:
    """``item_id → prior``: the best own relevance among the candidates of the item's session, min-max scaled over
    the sessions in play; an item without a session is a session of its own (see :data:`SESSION_WEIGHT`)."""
    keys = {item_id: meta.session or f"item:{item_id}" for item_id, meta in metas.items()}
    best: dict[str, float] = {}
    for item_id, key in keys.items():
        best[key] = max(best.get(key, 0.0), own.get(item_id, 0.0))
    scaled = _minmax(best)
    return {item_id: scaled[key] for item_id, key in keys.items()}


def query_phrases(query: str) -> list[str]:
    """Adjacent pairs of (stemmed) content words of a query, as FTS phrases — Latin script only.

    >>> query_phrases("When did Caroline go to the LGBTQ support group?")
    ['carolin go', 'lgbtq support', 'support group']
    """
    out: list[str] = []
    prev: str | None = None
    for match in _WORD_RUN.finditer(clean_text(query).lower()):
        word = match.group(0)
        if CJK_RE.search(word) or word in ENGLISH_STOPWORDS:
            prev = None
            continue
        token = stem(word)
        if prev is not None:
            out.append(f"{prev} {token}")
        prev = token
    return list(dict.fromkeys(out))


_WORD_RUN = re.compile(r"[^\W_]+")
#: A leading ``[stamp]`` and ``Speaker:`` of a conversation turn (not names the turn is about).
_SPEAKER = re.compile(r"^\s*(?:\[[^\]]{0,40}\]\s*)?(?:[^\W\d_][\w .'-]{0,30}:\s)?")
#: Capitalised words (candidate names) inside a text.
_NAME = re.compile(r"(?<![\w'])[A-Z][a-z]{2,}(?:[A-Z][a-z]+)?(?![\w'])")
#: Capitalised words that are not names of people, places or projects.
_NOT_NAMES = frozenset([
    "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
    "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "yesterday",
    "tomorrow", "thanks", "thank", "yeah", "wow", "hey", "hello", "glad", "sure", "sounds", "that's", "it's", "i'm",
    "let", "also", "well", "great", "awesome", "nice", "cool", "what", "how", "oh", "hmm", "here", "there", "they",
    "she", "he", "we", "you", "your", "my", "our", "their", "this", "that", "those", "these", "not", "but", "and",
    "last", "next", "since", "when", "will", "would", "can", "could", "have", "had", "did", "does", "just", "really",
])


def _lexical(routes: Mapping[str, float]) -> float:
    """The best evidence-route score of an item (0 when it has none)."""
    best = 0.0
    for n, route in enumerate(EVIDENCE_ROUTES):
        value = routes.get(route, 0.0)
        if n == 0 or value > best:
            best = value
    return best




@dataclass(frozen=True)
class _Meta:
    """What ranking needs of an item, read without parsing the whole record."""

    id: str
    type: str
    status: str
    importance: float
    confidence: float
    created: str
    updated_at: datetime
    session: str | None
    event: tuple[datetime, datetime] | None = None  # the time the text says the event happens (write/when.py)
    speaker: str | None = None  # the text's ``Speaker:`` prefix, lowercased (read/speaker.py)

    @classmethod
    def from_row(cls, row: Sequence[Any]) -> _Meta:
        event = None
        if len(row) > 9 and row[8]:
            try:
                event = (_aware(datetime.fromisoformat(row[8])), _aware(datetime.fromisoformat(row[9] or row[8])))
            except (TypeError, ValueError):
                event = None
        speaker = speaker_of(row[10]) if len(row) > 10 else None
        return cls(row[0], row[1], row[2], float(row[3]), float(row[4]), row[5], datetime.fromisoformat(row[6]),
                   row[7], event, speaker)

    @property
    def created_at(self) -> datetime:
        return _aware(datetime.fromisoformat(self.created))

    def allowed(self, statuses: set[str], types: Sequence[str] | None) -> bool:
        return self.status in statuses and (not types or self.type in types)


#: Rows of :data:`~langmem_layers.stores.sqlite.ITEM_META_COLUMNS` whose :class:`_Meta` is remembered: the same
#: candidates come back turn after turn, and parsing their times and speaker is most of the cost of reading them.
META_CACHE_SIZE = 8192


@text_cache(maxsize=META_CACHE_SIZE)
def _cached_meta(row: tuple[Any, ...]) -> _Meta:
    """:meth:`_Meta.from_row`, keyed by the whole row: a row that differs in any column (a new version, status,
    importance, text …) is parsed afresh, so a cached meta is always the one its row gives. It holds the head of a
    text, so it is a registered text cache (emptied by ``forget_user``)."""
    return _Meta.from_row(row)


def _meta_of(row: Sequence[Any]) -> _Meta:
    try:
        return _cached_meta(tuple(row))
    except TypeError:  # an unhashable column value (a backend's JSON type): parse without the cache
        return _Meta.from_row(row)


@dataclass
class _Scored:
    """A ranked candidate before its item is loaded; the ``scores`` dict is only built for the hits returned."""

    item_id: str
    score: float
    routes: dict[str, float]
    values: tuple[float, ...]

    @property
    def sources(self) -> list[str]:
        return sorted(self.routes)

    @property
    def scores(self) -> dict[str, float]:
        return {**dict(zip(_SIGNALS, self.values, strict=True)),
                **{f"route_{r}": v for r, v in self.routes.items()}}


#: Names of the signals in :attr:`RecallHit.scores` (besides ``route_<name>``).
_SIGNALS = ("similarity", "cosine", "dense", "keyword", "own", "context", "session", "time_match", "dated",
            "speaker", "importance", "recency", "confidence", "confidence_factor")


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _recency(item_type: str, updated_at: datetime, now: datetime, config: MemoryConfig) -> float:
    days = max(0.0, (now - updated_at).total_seconds() / 86400.0)
    if config.recency_mode == "exponential":
        return math.exp(-config.decay_rate(item_type) * days)
    return 1.0 / (1.0 + config.recency_rate_per_day * days)


def _minmax(values: Mapping[str, float]) -> dict[str, float]:
    """Scale to [0, 1] within this query's candidates (a lone candidate scores 1 if its cosine is positive)."""
    if not values:
        return {}
    lo, hi = min(values.values()), max(values.values())
    if hi - lo < 1e-9:
        return {i: 1.0 if v > 0 else 0.0 for i, v in values.items()}
    return {i: (v - lo) / (hi - lo) for i, v in values.items()}


def _hid(hit: Any) -> str:
    return hit.item_id if isinstance(hit, _Scored) else hit.item.id


def fuse_routes(hits: list[H], per_route_top: int, k: int) -> list[H]:
    """Global rank, except that every route keeps its best item (among its own top ``per_route_top``) inside the
    top ``k``: a route with no item there gets its best one swapped in over the lowest unreserved hit."""
    keys = {id(h): _rank_key(h) for h in hits}  # each hit's key once (the sorts below need them again)

    def rank_key(hit: H) -> tuple[float, int]:
        return keys[id(hit)]

    ranked = sorted(hits, key=rank_key, reverse=True)
    if k <= 0:
        return ranked
    top: list[H] = ranked[:k]
    rest: list[H] = ranked[k:]
    members: dict[str, list[H]] = {}  # route → its hits, in the order of ``hits``
    for h in hits:
        for r in dict.fromkeys(_routes_of(h)):
            members.setdefault(r, []).append(h)
    routes = sorted(set(members) - set(UNRESERVED_ROUTES))
    reserved: set[str] = set()
    for route in routes:
        own = heapq.nlargest(per_route_top, members[route], key=lambda h: (_route_value(h, route), h.score))
        in_top = {_hid(h) for h in top}
        present = [h for h in own if _hid(h) in in_top]
        if present:
            reserved.add(_hid(present[0]))
            continue
        victims = [h for h in reversed(top) if _hid(h) not in reserved]
        if not own or not victims:
            continue
        best: H = own[0]
        best_id: str = _hid(best)
        top.remove(victims[0])
        rest = [victims[0]] + [h for h in rest if _hid(h) != best_id]
        top.append(best)
        reserved.add(best_id)
        top.sort(key=rank_key, reverse=True)
    rest.sort(key=rank_key, reverse=True)
    return top + rest


def _routes_of(hit: Any) -> Any:
    return hit.routes if isinstance(hit, _Scored) else hit.sources


def _route_value(hit: Any, route: str) -> float:
    if isinstance(hit, _Scored):
        return hit.routes.get(route, 0.0)
    return float(hit.scores.get(f"route_{route}", 0.0))


def _rank_key(hit: Any) -> tuple[float, int]:
    """Score first; among equal scores, the item more routes agree on."""
    return round(hit.score, 9), len(_routes_of(hit))
