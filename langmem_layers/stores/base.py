"""`VectorIndex`: the vector-store contract the services use (Chroma implements it in :mod:`.vectors`).

A vector index is never the source of truth: SQLite holds the vectors, the outbox (:mod:`.sync`) replays them.
Every vector carries ``user_id`` metadata; a query is confined to one owner unless ``owner`` is None (the KB's
own collection, which holds one owner only). Implementations raise
:class:`~langmem_layers.errors.VectorStoreError` for every driver failure.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

__all__ = ["VectorIndex"]


@runtime_checkable
class VectorIndex(Protocol):
    """Named collections of ``id → (vector, metadata)``; cosine similarity, best first."""

    def upsert(self, name: str, ids: Sequence[str], vectors: Sequence[Sequence[float]],
               metadatas: Sequence[dict[str, Any]]) -> None: ...

    def update_metadata(self, name: str, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None: ...

    def delete(self, name: str, ids: Sequence[str]) -> None: ...

    def delete_owner(self, name: str, owner: str) -> int: ...

    def query(self, name: str, vector: Sequence[float], owner: str, n: int,
              where: dict[str, Any] | None = None) -> list[tuple[str, float]]: ...

    def query_many(self, name: str, vectors: Sequence[Sequence[float]], owner: str | None, n: int,
                   where: dict[str, Any] | None = None) -> list[list[tuple[str, float]]]: ...

    def ids(self, name: str, owner: str | None = None) -> dict[str, dict[str, Any]]: ...

    def collections(self) -> list[str]: ...

    def drop(self, name: str) -> None: ...
