"""The lifecycle service: decay sweep, profile summary, verify/re-embed, and erasure of a whole user.

    >>> import tempfile
    >>> from datetime import datetime, timedelta, UTC
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> t0 = datetime(2026, 1, 5, tzinfo=UTC)
    >>> _ = mem.add("alice", "用户偏好Python", type="preference", slot="language", now=t0)
    >>> _ = mem.add("alice", "用户偏好Go", type="preference", slot="language", change_of_mind=True, now=t0)
    >>> print(mem.profile_summary("alice"))
    用户画像:
    - [偏好] 现在偏好Go;此前偏好Python
    >>> _ = mem.add("alice", "用户这周在出差", type="fact", importance=0.2, now=t0)
    >>> mem.sweep(now=t0 + timedelta(days=31)).transitions
    {'active->archived': 1}
    >>> mem.close()
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from .._deps import Deps
from ..errors import StoreError, VectorStoreError
from ..records import ForgetReceipt
from ..stores.checkpoints import CHECKPOINTS_FILENAME, purge_user_checkpoints
from ..stores.postgres_owners import purge_user_pg_checkpoints  # psycopg is imported when it runs
from ..stores.sync import VerifyReport
from .profile import rebuild_profile_summary
from .sweep import SweepReport, run_sweep

__all__ = ["LifecycleService"]

log = logging.getLogger(__name__)


def _no_caches(user_id: str) -> dict[str, int]:
    return {}


def _no_kb() -> Any:
    return None


class LifecycleService:
    """Admin and derived-view work over the shared :class:`~langmem_layers._deps.Deps`.

    ``on_erase(user_id)`` drops the in-process caches derived from a user's words (``forget_user``); ``kb()``
    returns the knowledge base whose chunks ``reembed`` re-embeds too (``None``: none).
    """

    def __init__(self, deps: Deps, *, on_erase: Callable[[str], dict[str, int]] | None = None,
                 kb: Callable[[], Any] | None = None) -> None:
        self.deps = deps
        self._on_erase = on_erase or _no_caches
        self._kb = kb or _no_kb

    def profile_hook(self, user_id: str, now: datetime) -> None:
        """Change hook ``(user_id, now)``; a failure here is logged, never raised into the agent's turn."""
        try:
            rebuild_profile_summary(self.deps.store, user_id, now)
        except Exception:  # the write already committed; a stale summary is better than a failed turn
            log.exception("profile summary rebuild failed for one user; the previous summary is kept")

    # -- decay sweep (admin: every user) --------------------------------------------------------------
    def sweep(self, now: datetime | None = None, *, dry_run: bool = False) -> SweepReport:
        """Apply the 30/90/180-day decay rules and expire lapsed plans; nothing is deleted.

        ``dry_run=True`` reports what would change without writing anything.
        """
        return run_sweep(self.deps, self.deps.now(now), dry_run=dry_run)

    # -- profile summary ---------------------------------------------------------------------------------
    def profile_summary(self, user_id: str) -> str:
        """The stored profile summary of one user ("" when nothing is known yet)."""
        return self.deps.store.profile_summary(self.deps.check_user(user_id)) or ""

    def rebuild_profile_summary(self, user_id: str, now: datetime | None = None) -> str:
        """Recompute one user's summary now (it is also rebuilt automatically after every change)."""
        return rebuild_profile_summary(self.deps.store, self.deps.check_user(user_id), self.deps.now(now))

    # -- erasure and vector maintenance (admin) ---------------------------------------------------------------
    def _purge_checkpoints(self, user_id: str) -> int:
        """The user's LangGraph threads: in the PostgreSQL database on that backend, else the file beside SQLite."""
        if self.deps.config.backend == "postgres":
            return purge_user_pg_checkpoints(str(self.deps.config.database_url), user_id)
        return purge_user_checkpoints(self.deps.path / CHECKPOINTS_FILENAME, user_id)

    def forget_user(self, user_id: str, *, now: datetime | None = None) -> ForgetReceipt:
        """Erase everything of one user from every store; returns what was removed where.

        SQLite (the source of truth) goes first and queues the vector deletes in the outbox, so a vector-store
        failure leaves nothing readable: the receipt reports the vectors still queued and the outbox finishes
        them. Every other step runs even if one fails; the first failure is raised after all were tried.
        """
        user_id = self.deps.check_user(user_id)
        vectors = 0
        # a write in flight finishes first (and is erased); none starts half-way through. No background flush
        # runs in between either: queued upserts reach the index first, then this deletes (and counts) them
        with self.deps.write_lock, self.deps.flush_paused():
            self.deps.flush_vectors()
            counts = self.deps.store.purge_user(user_id, self.deps.now(now))
            try:
                for name in self.deps.index.collections():  # vectors of earlier embedding models too
                    if name == self.deps.collection or name.startswith("memories_"):
                        vectors += self.deps.index.delete_owner(name, user_id)
            except VectorStoreError as exc:  # the outbox (queued by purge_user) deletes them on the next flush
                log.warning("vector delete for an erased user deferred to the outbox: %s", exc)
        other = {k: v for k, v in counts.items()
                 if k not in {"items", "item_versions", "audit", "profile_facts", "keyword_rows"}}
        errors: list[Exception] = []
        self.deps.flush_vectors()
        other["vectors_pending"] = len(self.deps.store.pending_outbox())
        steps: list[tuple[str, Callable[[], Any]]] = [
            ("checkpoint_threads", lambda: self._purge_checkpoints(user_id)),
            ("caches", lambda: self._on_erase(user_id)),
            ("compact", self.deps.store.compact),  # erased rows leave every file
        ]
        for name, step in steps:
            try:
                result = step()
            except Exception as exc:
                errors.append(exc)
                continue
            if isinstance(result, dict):
                other.update(result)
            elif isinstance(result, int):
                other[name] = result
        if errors:
            raise StoreError(f"erasure of {user_id!r} incomplete: {errors[0]}") from errors[0]
        return ForgetReceipt(
            user_id=user_id, items=counts["items"], versions=counts["item_versions"], audit_entries=counts["audit"],
            profile_facts=counts["profile_facts"], keyword_rows=counts["keyword_rows"], vectors=vectors, other=other,
        )

    def verify(self, repair: bool = False) -> VerifyReport:
        """Compare SQLite and Chroma; with ``repair`` re-push, delete orphans and re-embed stale vectors."""
        self.deps.flush_vectors()  # what the background flusher has not applied yet is not a difference
        report = self.deps.vector_sync.verify(repair=repair)
        if repair and (report.wrong_model or report.items_without_vector):
            self.reembed()
            report.repaired = True
        return report

    def reembed(self, batch_size: int = 256) -> int:
        """Embed every item whose vector is missing or from another model with the current model.

        The built-in knowledge base's chunks are re-embedded too (``mem.kb.reindex()``). Returns the number of
        memory items re-embedded.
        """
        reindex_kb = getattr(self._kb(), "reindex", None)
        if reindex_kb is not None:
            reindex_kb(batch=batch_size)
        done = 0
        while True:
            items = self.deps.store.items_needing_embedding(self.deps.model_id, batch_size)
            if not items:
                break
            vectors = self.deps.embed_texts([i.content for i in items])
            with self.deps.store.transaction(self.deps.config.now()) as tx:
                for item, vector in zip(items, vectors, strict=True):
                    item.embed_model = self.deps.model_id
                    tx.put_item(item, record_version=False)
                    tx.put_vector(item.id, item.user_id, self.deps.model_id, vector)
                    tx.enqueue_sync(item.id, item.user_id)
                tx.audit("*admin*", None, "reembed", actor="admin", rule="lifecycle.reembed",
                         reason=f"{len(items)} items to {self.deps.model_id}")
            done += len(items)
        self.deps.flush_vectors()
        return done
