"""Keeps the Chroma index equal to SQLite: outbox replay, verify and repair.

The outbox holds item ids to *sync*: for each, SQLite's current row decides — an existing item with a vector
of the current model is upserted with fresh metadata, anything else is deleted from the index. Replaying an
entry twice is harmless, so a crash between the SQLite commit and the Chroma write loses nothing: the entry
is replayed on the next write or the next ``open()``.

Several processes may share one store: a flush runs under the store's inter-process vector lock (from reading
the pending entries and SQLite's rows to acknowledging them), so a later flush always pushes the later state, and
a flush that cannot get the lock, or whose index write fails, leaves its entries queued — it never raises into
the write that triggered it.
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from typing import Any

from ..errors import StoreError
from .base import VectorIndex
from .sqlite import SQLiteStore

__all__ = ["VectorSync", "VerifyReport"]

log = logging.getLogger(__name__)


@dataclass
class VerifyReport:
    """Differences found between SQLite and Chroma, and what ``repair`` did about them."""

    sqlite_vectors: int = 0
    chroma_vectors: int = 0
    missing_in_chroma: list[str] = field(default_factory=list)
    orphans_in_chroma: list[str] = field(default_factory=list)
    stale_metadata: list[str] = field(default_factory=list)
    wrong_model: list[str] = field(default_factory=list)
    items_without_vector: list[str] = field(default_factory=list)
    per_user: dict[str, tuple[int, int]] = field(default_factory=dict)
    repaired: bool = False
    pending_outbox: int = 0

    @property
    def ok(self) -> bool:
        return not (self.missing_in_chroma or self.orphans_in_chroma or self.stale_metadata
                    or self.wrong_model or self.items_without_vector)


class VectorSync:
    """Applies the outbox for one collection (the current embedding model's)."""

    def __init__(self, sqlite: SQLiteStore, index: VectorIndex, collection: str, model_id: str,
                 lock: AbstractContextManager[Any] | None = None) -> None:
        self.sqlite = sqlite
        self.index = index
        self.collection = collection
        self.model_id = model_id
        #: The store's inter-process vector lock (``StoreLocks.vectors``); re-entrant per thread.
        self.lock: AbstractContextManager[Any] = lock if lock is not None else nullcontext()

    def flush(self, limit: int = 5000) -> int:
        """Apply pending outbox entries; returns how many were applied.

        Never raises: an index failure, a busy lock or a failing SQLite read leaves the entries queued (with the
        error recorded when possible) for the next flush — of this process or any other.
        """
        try:
            with self.lock:
                return self._flush(limit)
        except StoreError as exc:  # the lock timed out, or SQLite failed outside the per-batch handling below
            log.warning("vector sync postponed: %s", exc)
            return 0

    def _flush(self, limit: int) -> int:
        applied = 0
        while True:
            pending = self.sqlite.pending_outbox(limit)
            if not pending:
                return applied
            seqs = [p[0] for p in pending]
            full = {p[1] for p in pending if not p[3]}  # any entry that wrote a vector forces a full upsert
            try:
                self._sync_ids(list(dict.fromkeys(p[1] for p in pending)), metadata_only=
                               {p[1] for p in pending} - full)
            except StoreError as exc:  # VectorStoreError (index failed) or StoreError (rows unreadable)
                log.warning("vector sync failed, will retry: %s", exc)
                try:
                    self.sqlite.fail_outbox(seqs, str(exc))
                except StoreError as again:
                    log.warning("could not record the vector sync failure: %s", again)
                return applied
            self.sqlite.ack_outbox(seqs)
            applied += len(seqs)

    def _sync_ids(self, item_ids: list[str], metadata_only: set[str] | None = None) -> None:
        """Upsert (or, for ``metadata_only`` ids, re-tag) what SQLite has; delete what it no longer has."""
        rows = self.sqlite.sync_rows(item_ids)
        current = {i: r for i, r in rows.items() if r[1] == self.model_id}
        deletes = [i for i in item_ids if i not in current]
        retag = [i for i in current if i in (metadata_only or set())]
        upserts = [i for i in current if i not in (metadata_only or set())]

        def meta(i: str) -> dict[str, Any]:
            return {"user_id": current[i][0], "embed_model": current[i][1], "status": current[i][2],
                    "type": current[i][3]}

        if upserts:
            self.index.upsert(self.collection, upserts, [current[i][4].tolist() for i in upserts],
                              [meta(i) for i in upserts])
        if retag:
            self.index.update_metadata(self.collection, retag, [meta(i) for i in retag])
        self.index.delete(self.collection, deletes)

    def verify(self, repair: bool = False) -> VerifyReport:
        """Compare ids, counts per user, metadata and models; with ``repair`` make Chroma match SQLite.

        Runs under the inter-process vector lock, so no other process's flush changes the index half-way."""
        with self.lock:
            return self._verify(repair)

    def _verify(self, repair: bool) -> VerifyReport:
        self.flush()
        truth = self.sqlite.all_vector_rows()
        current = {i: r for i, r in truth.items() if r[1] == self.model_id}
        indexed = self.index.ids(self.collection)
        report = VerifyReport(sqlite_vectors=len(current), chroma_vectors=len(indexed))
        report.wrong_model = sorted(i for i, r in truth.items() if r[1] != self.model_id)
        report.missing_in_chroma = sorted(set(current) - set(indexed))
        report.orphans_in_chroma = sorted(set(indexed) - set(current))
        for item_id in set(current) & set(indexed):
            user_id, model, status, item_type = current[item_id]
            meta = indexed[item_id]
            if (meta.get("user_id"), meta.get("status"), meta.get("type"), meta.get("embed_model")) != (
                user_id, status, item_type, model
            ):
                report.stale_metadata.append(item_id)
        with_vector = set(truth)
        report.items_without_vector = sorted(
            i for i in self.sqlite.all_item_ids() if i not in with_vector
        )
        users: dict[str, list[int]] = {}
        for user_id, *_ in current.values():
            users.setdefault(user_id, [0, 0])[0] += 1
        for meta in indexed.values():
            users.setdefault(str(meta.get("user_id")), [0, 0])[1] += 1
        report.per_user = {u: (c[0], c[1]) for u, c in sorted(users.items())}
        if repair and (report.missing_in_chroma or report.orphans_in_chroma or report.stale_metadata):
            self._sync_ids(report.missing_in_chroma + report.stale_metadata)
            self.index.delete(self.collection, report.orphans_in_chroma)
            report.repaired = True
        report.pending_outbox = len(self.sqlite.pending_outbox())
        return report
