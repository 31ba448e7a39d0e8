"""Hybrid KB ranking: fuse the vector and keyword routes, rerank, and shape LangChain ``Document`` results.

``score = KB_WEIGHT_SIMILARITY · cosine + KB_WEIGHT_KEYWORD · bm25 / best bm25`` (defaults 0.7 / 0.3); each
route keeps its own top ``per_route_top`` ahead of the global order, so a query whose words only the keyword
index knows (a model number, a rare Chinese term) is not drowned by vector neighbours, and vice versa.

    >>> import numpy as np
    >>> from langmem_layers.kb.store import ChunkRow
    >>> row = ChunkRow("d:1:0", "d", 1, 0, "", "整机保修两年", "zh", "m", np.ones(2, np.float32), "保修", None, {}, 3.0)
    >>> [round(s.score, 2) for s in rank_chunks([row], np.ones(2), {"d:1:0": 1.0}, model="m")]
    [1.0]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from langchain_core.documents import Document

from .records import KBFact
from .store import ChunkRow

__all__ = ["KB_MIN_SCORE", "KB_WEIGHT_KEYWORD", "KB_WEIGHT_SIMILARITY", "ScoredChunk", "fact_document", "rank_chunks"]

#: Weight of the cosine similarity between the query and the chunk.
KB_WEIGHT_SIMILARITY = 0.7
#: Weight of the keyword (BM25) score, normalised by the best keyword score of the query.
KB_WEIGHT_KEYWORD = 0.3
#: Candidates scoring at or below this are dropped (a vector neighbour with nothing in common is not an answer).
KB_MIN_SCORE = 0.0


@dataclass
class ScoredChunk:
    """A candidate chunk with its final score, the value of each signal, and the routes that found it."""

    row: ChunkRow
    score: float
    scores: dict[str, float] = field(default_factory=dict)
    routes: list[str] = field(default_factory=list)

    def to_document(self) -> Document:
        r = self.row
        return Document(
            id=r.chunk_id,
            page_content=r.text,
            metadata={**r.metadata, "kind": "chunk", "doc_id": r.doc_id, "version": r.version, "title": r.title,
                      "section": r.section, "position": r.position, "chunk_id": r.chunk_id, "source": r.source,
                      "lang": r.lang, "score": round(self.score, 6), "scores": self.scores, "routes": self.routes},
        )


def _cosine(a: np.ndarray, b: np.ndarray) -> float:
    denom = float(np.linalg.norm(a) * np.linalg.norm(b))
    return float(np.dot(a, b)) / denom if denom else 0.0


def rank_chunks(rows: Sequence[ChunkRow], query_vector: np.ndarray, vector_sims: dict[str, float], *, model: str,
                weights: tuple[float, float] = (KB_WEIGHT_SIMILARITY, KB_WEIGHT_KEYWORD),
                per_route_top: int = 3, min_score: float = KB_MIN_SCORE) -> list[ScoredChunk]:
    """Score every candidate and order them: each route's top ``per_route_top`` first, then by score."""
    best_keyword = max((r.keyword for r in rows), default=0.0) or 1.0
    scored = []
    for row in rows:
        if row.vector is not None and row.model == model and row.vector.shape == query_vector.shape:
            similarity = max(0.0, _cosine(query_vector, row.vector))
        else:
            similarity = max(0.0, vector_sims.get(row.chunk_id, 0.0))
        keyword = max(0.0, row.keyword) / best_keyword
        routes = [name for name, hit in (("vector", row.chunk_id in vector_sims), ("keyword", row.keyword > 0)) if hit]
        score = weights[0] * similarity + weights[1] * keyword
        if score <= min_score:
            continue
        scored.append(ScoredChunk(row, score, {"similarity": round(similarity, 6), "keyword": round(keyword, 6)},
                                  routes))
    by_score = sorted(scored, key=lambda s: (-s.score, s.row.doc_id, s.row.position))
    guaranteed: set[str] = set()
    for route, signal in (("vector", "similarity"), ("keyword", "keyword")):
        in_route = sorted((s for s in scored if route in s.routes), key=lambda s: -s.scores[signal])
        guaranteed |= {s.row.chunk_id for s in in_route[:per_route_top]}
    return [s for s in by_score if s.row.chunk_id in guaranteed] + [
        s for s in by_score if s.row.chunk_id not in guaranteed]


def fact_document(fact: KBFact, *, title: str = "") -> Document:
    """An exact fact as a search result (``kind="fact"``), ranked ahead of chunks."""
    meta: dict[str, Any] = {
        "kind": "fact", "doc_id": fact.doc_id, "version": fact.version, "title": title,
        "section": fact.label or "facts", "position": -1, "chunk_id": f"fact:{fact.doc_id}:{fact.key}",
        "score": 1.0, "scores": {"fact": 1.0}, "routes": ["fact"], "key": fact.key, "value": fact.value,
    }
    label = f" ({fact.label})" if fact.label else ""
    return Document(id=meta["chunk_id"], page_content=f"{fact.key}{label}: {fact.value}", metadata=meta)
