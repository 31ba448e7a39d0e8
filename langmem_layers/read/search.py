"""Hybrid recall: vector + keyword candidates, filtered by user and status, fused per route, reranked.

``score = w_sim·similarity + w_imp·importance + w_rec·recency`` (defaults 0.6 / 0.3 / 0.1) [SPEC 5], where
similarity is the cosine of the query and item vectors, and recency is ``1/(1+k·days)`` (or the per-type
``exp(-λ·days)``). Each route keeps its own top ``per_route_top`` in the result ahead of the global rank, so
one weak route cannot starve the others. Every signal's value is kept in :attr:`RecallHit.scores`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

import numpy as np

from ..config import MemoryConfig
from ..records import MemoryItem, MemoryStatus, RecallHit

if TYPE_CHECKING:
    from ..memory import LayeredMemory

__all__ = ["MemorySearcher", "Reranker", "recency_score"]


class Reranker(Protocol):
    """A pluggable second-stage reranker (cross-encoder, LLM …): returns hits in its preferred order."""

    def __call__(self, query: str, hits: list[RecallHit]) -> list[RecallHit]: ...


def recency_score(item: MemoryItem, now: datetime, config: MemoryConfig) -> float:
    """1/(1+k·days) since the item last changed (or exp(-λ_type·days) in exponential mode)."""
    days = max(0.0, (now - item.updated_at).total_seconds() / 86400.0)
    if config.recency_mode == "exponential":
        return math.exp(-config.decay_rate(item.type.value) * days)
    return 1.0 / (1.0 + config.recency_rate_per_day * days)


class MemorySearcher:
    """Runs hybrid recall for one :class:`~langmem_layers.LayeredMemory`."""

    def __init__(self, memory: LayeredMemory, reranker: Reranker | None = None) -> None:
        self.memory = memory
        self.reranker = reranker

    def candidates(self, user_id: str, query: str, vector: np.ndarray) -> dict[str, dict[str, float]]:
        """``item_id → {route: route score}`` from the vector and keyword routes."""
        cfg = self.memory.config
        found: dict[str, dict[str, float]] = {}
        for item_id, sim in self.memory.vector_query(user_id, vector.tolist(), cfg.vector_candidates):
            found.setdefault(item_id, {})["vector"] = sim
        keyword = self.memory.sqlite.keyword_search(user_id, query, cfg.keyword_candidates)
        top = max((s for _, s in keyword), default=0.0) or 1.0
        for item_id, score in keyword:
            found.setdefault(item_id, {})["keyword"] = max(0.0, score) / top
        return found

    def search(
        self, user_id: str, query: str, *, k: int, now: datetime, types: Sequence[str] | None = None,
        statuses: Sequence[str] | None = None, extra: dict[str, dict[str, float]] | None = None,
    ) -> list[RecallHit]:
        """Top-``k`` hits; ``extra`` adds candidates from other routes (entity, recent, profile …)."""
        cfg = self.memory.config
        allowed = set(statuses or [MemoryStatus.ACTIVE.value])
        vector = np.asarray(self.memory.embed_query(query), dtype=np.float32)
        found = self.candidates(user_id, query, vector)
        for item_id, routes in (extra or {}).items():
            found.setdefault(item_id, {}).update(routes)
        items = self.memory.sqlite.get_items(user_id, list(found))
        items = {
            i: it for i, it in items.items()
            if it.status.value in allowed and (not types or it.type.value in types)
        }
        vectors = self.memory.sqlite.vectors(user_id, list(items), self.memory.model_id)
        hits: list[RecallHit] = []
        for item_id, item in items.items():
            other = vectors.get(item_id)
            sim = float(np.dot(vector, other)) if other is not None and other.shape == vector.shape else 0.0
            routes = found[item_id]
            scores = {
                "similarity": max(sim, 0.0),
                "importance": item.importance,
                "recency": recency_score(item, now, cfg),
                "confidence": item.confidence,
                **{f"route_{r}": v for r, v in routes.items()},
            }
            score = (cfg.weight_similarity * scores["similarity"] + cfg.weight_importance * item.importance
                     + cfg.weight_recency * scores["recency"])
            hits.append(RecallHit(item=item, score=score, scores=scores, sources=sorted(routes)))
        ranked = fuse_routes(hits, cfg.per_route_top)
        if self.reranker is not None:
            ranked = self.reranker(query, ranked)
        return ranked[:k]


def fuse_routes(hits: list[RecallHit], per_route_top: int) -> list[RecallHit]:
    """Each route's own top-N first (ordered by global score), then everything else by global score."""
    by_score = sorted(hits, key=lambda h: h.score, reverse=True)
    routes = {r for h in hits for r in h.sources}
    guaranteed: set[str] = set()
    for route in routes:
        in_route = [h for h in hits if route in h.sources]
        in_route.sort(key=lambda h: h.scores.get(f"route_{route}", 0.0), reverse=True)
        guaranteed |= {h.item.id for h in in_route[:per_route_top]}
    return [h for h in by_score if h.item.id in guaranteed] + [h for h in by_score if h.item.id not in guaranteed]
