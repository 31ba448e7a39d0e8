"""The storage contracts the services use: `VectorIndex` (Chroma implements it in :mod:`.vectors`),
`MemoryStore` + `Transaction` (SQLite implements them in :mod:`.sqlite`) and `KeyValueStore` (:mod:`.kv`).

Each contract lists exactly the methods the services call, nothing more; a second backend implements them and
passes the shared suite in :mod:`langmem_layers.testing`.

A vector index is never the source of truth: SQLite holds the vectors, the outbox (:mod:`.sync`) replays them.
Every vector carries ``user_id`` metadata; a query is confined to one owner unless ``owner`` is None (the KB's
own collection, which holds one owner only). Implementations raise
:class:`~langmem_layers.errors.VectorStoreError` for every driver failure.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    import numpy as np

    from ..records import MemoryItem

__all__ = ["KeyValueStore", "MemoryStore", "Transaction", "VectorIndex"]


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


# -- the source of truth (issue #9: "storage behind contracts") -----------------------------------------------
# Every read takes a ``user_id`` and answers for that user only: another user's item id behaves like an unknown
# one. The methods named ``all_*`` / ``sync_rows`` / ``sweep_rows`` / ``pending_outbox`` / ``purge_user`` /
# ``items_needing_embedding`` are the admin paths (cross-user by design). Driver failures inside a transaction
# raise :class:`~langmem_layers.errors.StoreError`. The built-in KB has its own contract on top of this one
# (:class:`langmem_layers.kb.storage.KBStorage`: SQLite in ``kb/store.py``, PostgreSQL in ``kb/store_postgres.py``)
# and the kv helper (``stores/kv.py``) delegates to the store on PostgreSQL: a new backend brings its own
# :class:`KeyValueStore` and KB storage (or uses ``kb_retriever=``).


@runtime_checkable
class Transaction(Protocol):
    """The writes allowed inside one :meth:`MemoryStore.transaction`; all land together or not at all."""

    #: The transaction's clock (version, audit and outbox timestamps).
    now: datetime

    def put_item(self, item: MemoryItem, *, record_version: bool = True) -> None:
        """Insert or update an item (never move it to another user); append a version row unless told not to."""

    def touch(self, user_id: str, item_ids: Sequence[str]) -> None:
        """Count one recall of each of the user's items (``hit_count + 1``, ``last_accessed_at = now``)."""

    def put_vector(self, item_id: str, user_id: str, model: str, vector: Sequence[float]) -> None:
        """Store (or replace) the item's vector for ``model``."""

    def enqueue_sync(self, item_id: str, user_id: str) -> None:
        """Queue an outbox entry (metadata-only unless this transaction wrote the item's vector)."""

    def delete_item(self, user_id: str, item_id: str) -> bool:
        """Physically remove the user's item with its versions, vector, facts and keyword rows; erase its
        audit payloads. False when the user has no such item."""

    def audit(self, user_id: str, item_id: str | None, action: str, *, actor: str, rule: str, reason: str,
              payload: dict[str, Any] | None = None) -> None:
        """Append one audit entry."""

    def linked_items(self, doc_id: str, statuses: Sequence[str]) -> list[MemoryItem]:
        """Every item (any user: the KB's admin path) linked to KB document ``doc_id`` and in ``statuses``."""

    def set_profile_summary(self, user_id: str, text: str) -> None:
        """Replace the user's profile summary."""


@runtime_checkable
class MemoryStore(Protocol):
    """Items, append-only versions, audit log, profile facts, keyword index, vectors and the outbox."""

    # -- lifecycle
    def setup(self) -> None:
        """Create or upgrade the schema (idempotent)."""

    def close(self) -> None:
        """Release connections; the store is unusable afterwards."""

    def transaction(self, now: datetime) -> AbstractContextManager[Transaction]:
        """One atomic write: any exception inside rolls everything back and propagates."""

    def write_group(self) -> AbstractContextManager[None]:
        """Let the transactions opened inside by this thread share commits where the store's reads still see
        them (SQLite: one connection); each stays atomic. May be a no-op."""

    def erase_residue(self) -> None:
        """After an erasure: make deleted rows leave index segments and logs (may be a no-op)."""

    def compact(self) -> None:
        """Reclaim space so erased rows leave every file (may be a no-op)."""

    # -- reads, one user
    def get_item(self, user_id: str, item_id: str) -> MemoryItem | None:
        """The user's item, or None (also for another user's id)."""

    def get_items(self, user_id: str, item_ids: Sequence[str]) -> dict[str, MemoryItem]:
        """``id → item`` for the user's items among ``item_ids``."""

    def list_items(self, user_id: str, *, statuses: Sequence[str] | None = None,
                   types: Sequence[str] | None = None, slot: str | None = None, entity: str | None = None,
                   limit: int | None = None, newest_first: bool = False) -> list[MemoryItem]:
        """The user's items, filtered (``entity`` case-insensitive), ordered by ``created_at``."""

    def list_item_ids(self, user_id: str, *, statuses: Sequence[str] | None = None,
                      types: Sequence[str] | None = None, slot: str | None = None, entity: str | None = None,
                      limit: int | None = None, newest_first: bool = False) -> list[str]:
        """The ids :meth:`list_items` would return, in its order, without reading the records."""

    def count_items(self, user_id: str) -> int:
        """How many items the user has (any status)."""

    def history(self, user_id: str, item_id: str) -> list[MemoryItem]:
        """Every recorded version of the user's item, oldest first."""

    def audit_log(self, user_id: str, item_id: str | None = None, limit: int = 1000) -> list[dict[str, Any]]:
        """The user's audit entries oldest first (keys: seq, at, item_id, action, actor, rule, reason, payload)."""

    def profile_facts(self, user_id: str) -> dict[str, tuple[str, str]]:
        """``slot → (content, item_id)`` of the user's active slotted items."""

    def profile_summary(self, user_id: str) -> str | None:
        """The user's profile summary, or None."""

    def keyword_search(self, user_id: str, query: str, limit: int) -> list[tuple[str, float]]:
        """``(item_id, score)`` best first among the user's items (any status)."""

    def keyword_scores(self, user_id: str, terms: Sequence[str], limit: int) -> list[tuple[str, float]]:
        """Like :meth:`keyword_search` for pre-tokenised ``terms`` (a term with a space is a phrase)."""

    def profile_items(self, user_id: str, types: Sequence[str], limit: int) -> list[MemoryItem]:
        """The user's most important active items of ``types`` (newest first among equals)."""

    # -- ranking reads, one user (read/search.py, read/recall.py)
    def vector_generation(self, user_id: str, model: str) -> int:
        """A number that changes whenever the user's vectors of ``model`` change."""

    def vector_count(self, user_id: str, model: str) -> int:
        """How many vectors of ``model`` the user has."""

    def vector_matrix(self, user_id: str, model: str) -> tuple[list[str], np.ndarray]:
        """Every vector of the user and model: ``(ids, float32 matrix, one row per id)``."""

    def vector_changes(self, user_id: str, model: str, since: int,
                       limit: int) -> tuple[list[str], np.ndarray, list[str]] | None:
        """What changed after generation ``since``: ``(ids written, their vectors as now stored, ids deleted)``;
        None when the change log no longer covers ``since`` or more than ``limit`` ids changed."""

    def vectors(self, user_id: str, item_ids: Sequence[str], model: str) -> dict[str, np.ndarray]:
        """``id → vector`` of ``model`` for the user's items among ``item_ids``."""

    def vectors_by_id(self, user_id: str, item_ids: Sequence[str], model: str) -> dict[str, np.ndarray]:
        """Same answer as :meth:`vectors` (an access path tuned for a few ids)."""

    def entities_named_in(self, user_id: str, text: str, *, min_chars: int, limit: int) -> list[str]:
        """The user's (lowercased) entities of at least ``min_chars`` that occur in ``text``, longest first."""

    def item_metas(self, user_id: str, item_ids: Sequence[str]) -> list[tuple[Any, ...]]:
        """``(id, type, status, importance, confidence, created_at, updated_at, source_session_id, event_at,
        event_end, first 64 characters of the content)`` rows."""

    def session_neighbours(self, user_id: str, anchors: Sequence[tuple[str, str]],
                           radius: int) -> list[tuple[Any, ...]]:
        """Per ``(anchor id, created_at)``: ``radius`` items created just before and after, as
        ``(anchor id, *item_metas row)``."""

    def most_important_ids(self, user_id: str, statuses: Sequence[str], types: Sequence[str],
                           limit: int) -> list[str]:
        """Ids of the user's most important items of ``types`` in ``statuses``."""

    # -- admin (cross-user by design: sync, verify, sweep, re-embed, erasure)
    def all_vector_rows(self) -> dict[str, tuple[str, str, str, str]]:
        """``item_id → (user_id, model, status, type)`` for every item with a vector."""

    def sync_rows(self, item_ids: Sequence[str]) -> dict[str, tuple[str, str, str, str, np.ndarray]]:
        """``item_id → (user_id, model, status, type, vector)`` for the ids that exist with a vector."""

    def pending_outbox(self, limit: int = 1000) -> list[tuple[int, str, str, bool]]:
        """``(seq, item_id, user_id, meta_only)`` oldest first."""

    def ack_outbox(self, seqs: Sequence[int]) -> None:
        """Remove applied outbox entries."""

    def fail_outbox(self, seqs: Sequence[int], error: str) -> None:
        """Keep failed entries queued, counting the attempt."""

    def all_item_ids(self) -> list[str]:
        """Every item id of every user."""

    def sweep_rows(self, statuses: Sequence[str]) -> list[tuple[Any, ...]]:
        """``(id, user_id, type, status, importance, confidence, last_accessed_at, created_at, valid_until)``."""

    def items_needing_embedding(self, model: str, limit: int) -> list[MemoryItem]:
        """Items whose vector is missing or from another model."""

    def purge_user(self, user_id: str, now: datetime) -> dict[str, int]:
        """Delete every row of one user (queueing vector deletions), her vector change log too; counts per kind of
        row. No :meth:`vector_changes` answers for an earlier generation afterwards (for any user)."""

    def prune_vector_changes(self, keep: int) -> int:
        """Drop the vector change log's rows older than the last ``keep`` ticks of the vector clock."""


@runtime_checkable
class KeyValueStore(Protocol):
    """Small per-user JSON strings by ``(namespace, key)`` (the LangGraph store adapter's key → item map).

    A key is unique within its namespace (callers give each user their own namespace); reads check the owner.
    """

    def get(self, namespace: str, key: str, user_id: str) -> str | None:
        """The user's value, or None (also under another user's key)."""

    def items(self, namespace: str, user_id: str) -> list[tuple[str, str]]:
        """``(key, value)`` of one user's namespace, oldest update first."""

    def keys_with_item(self, namespace: str, user_id: str, item_id: str, *, other_than: str) -> list[str]:
        """Keys other than ``other_than`` whose JSON value has ``"item_id": item_id``."""

    def put(self, namespace: str, key: str, user_id: str, value: str, now: datetime) -> None:
        """Insert or replace one value."""

    def delete(self, namespace: str, key: str, user_id: str, now: datetime) -> None:
        """Remove one value (no error when absent)."""
