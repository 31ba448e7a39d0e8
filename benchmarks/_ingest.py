"""Bulk ingest of episodic memories for benchmarks: many items per SQLite transaction, one embedding batch.

``LayeredMemory.add`` reconciles every item against its neighbours (one vector query and one transaction per
item), which is right for extracted preferences but slow for thousands of conversation turns. Turns are distinct
events (each has its own message id), so the benchmarks write them with :func:`add_episodes`: it validates through
the facade (``check_user``/``check_content``), embeds in batches with the store's embedder, and writes each batch
through the same primitives as the writer — item row + version + keyword tokens + vector + outbox entry + audit
entry in one transaction — then flushes the outbox to Chroma. No reconciliation, so no merges.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from langmem_layers.records import MemoryItem, MemoryType
from langmem_layers.text import detect_lang
from langmem_layers.write.commit import stamp_clean
from langmem_layers.write.when import event_metadata

if TYPE_CHECKING:
    from langmem_layers import LayeredMemory

__all__ = ["Episode", "add_episodes"]


@dataclass(frozen=True)
class Episode:
    """One event to remember: its text, when it happened and where it came from."""

    content: str
    at: datetime
    source_message_id: str | None = None
    session_id: str | None = None
    importance: float = 0.5
    entities: tuple[str, ...] = ()


def add_episodes(
    mem: LayeredMemory, user_id: str, episodes: Iterable[Episode], *, batch_size: int = 256,
    item_type: MemoryType = MemoryType.EVENT, vectors: Sequence[Sequence[float]] | None = None,
    stamp: bool = True, stamper: Callable[[MemoryItem], None] = stamp_clean,
) -> list[str]:
    """Store ``episodes`` as active memories of ``user_id``; returns the new item ids in input order.

    ``vectors`` (optional, same order) skips embedding — used when one text set is ingested into many stores.
    ``stamp`` scans each text for injections and stamps the clean ones as the write path does (so the read guard
    behaves as it would on memories written through ``remember``/``add``); off for filler users nobody queries.
    ``stamper`` does the stamping (``benchmarks/scale.py`` scans each text template once instead of each text).
    """
    user_id = mem.check_user(user_id)
    episodes = list(episodes)
    ids: list[str] = []
    for start in range(0, len(episodes), batch_size):
        batch = episodes[start : start + batch_size]
        contents = [mem.check_content(e.content) for e in batch]
        vecs = list(vectors[start : start + batch_size]) if vectors is not None else mem.embed_texts(contents)
        with mem.sqlite.transaction(max(e.at for e in batch)) as tx:
            for episode, content, vector in zip(batch, contents, vecs, strict=True):
                item = MemoryItem(
                    user_id=user_id, type=item_type, content=content, entities=list(episode.entities),
                    source_message_id=episode.source_message_id, source_session_id=episode.session_id,
                    source_snippet=content, importance=episode.importance, confidence=mem.config.default_confidence,
                    created_at=episode.at, updated_at=episode.at, embed_model=mem.model_id, lang=detect_lang(content),
                    metadata={"rule": "bulk.episode", **event_metadata(content, episode.at)},
                )
                if stamp:
                    stamper(item)
                tx.put_item(item)
                tx.put_vector(item.id, user_id, mem.model_id, vector)
                tx.enqueue_sync(item.id, user_id)
                tx.audit(user_id, item.id, "add", actor="bulk", rule="bulk.episode", reason="episodic bulk ingest",
                         payload={"vector_dim": len(vector), "embed_model": mem.model_id})
                ids.append(item.id)
        mem.flush_vectors()
    return ids
