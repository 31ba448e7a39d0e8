"""Lifecycle verbs of :class:`~langmem_layers.LayeredMemory`: the decay sweep and the profile summary, as a mixin.

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

import asyncio
import logging
from datetime import datetime
from typing import TYPE_CHECKING, cast

from .profile import rebuild_profile_summary
from .sweep import SweepReport, run_sweep

if TYPE_CHECKING:
    from ..memory import LayeredMemory

__all__ = ["LifecycleMixin"]

logger = logging.getLogger(__name__)


class LifecycleMixin:
    """sweep / asweep, profile_summary / aprofile_summary, rebuild_profile_summary."""

    @property
    def _mem(self) -> LayeredMemory:
        return cast("LayeredMemory", self)

    def _init_lifecycle(self) -> None:
        """Called once at the end of ``LayeredMemory.__init__``: keep the profile summary in step with writes."""
        self._mem.writer.on_change.append(self._profile_hook)

    def _profile_hook(self, user_id: str, now: datetime) -> None:
        """Writer hook ``(user_id, now)``; a failure here is logged, never raised into the agent's turn."""
        try:
            rebuild_profile_summary(self._mem, user_id, now)
        except Exception:  # the write already committed; a stale summary is better than a failed turn
            logger.exception("profile summary rebuild failed for one user; the previous summary is kept")

    # -- decay sweep (admin: every user) --------------------------------------------------------------
    def sweep(self, now: datetime | None = None, *, dry_run: bool = False) -> SweepReport:
        """Apply the 30/90/180-day decay rules and expire lapsed plans; nothing is deleted.

        ``dry_run=True`` reports what would change without writing anything.
        """
        return run_sweep(self._mem, self._mem._now(now), dry_run=dry_run)

    async def asweep(self, now: datetime | None = None, *, dry_run: bool = False) -> SweepReport:
        return await asyncio.to_thread(self.sweep, now, dry_run=dry_run)

    # -- profile summary ---------------------------------------------------------------------------------
    def profile_summary(self, user_id: str) -> str:
        """The stored profile summary of one user ("" when nothing is known yet)."""
        mem = self._mem
        return mem.sqlite.profile_summary(mem.check_user(user_id)) or ""

    async def aprofile_summary(self, user_id: str) -> str:
        return await asyncio.to_thread(self.profile_summary, user_id)

    def rebuild_profile_summary(self, user_id: str, now: datetime | None = None) -> str:
        """Recompute one user's summary now (it is also rebuilt automatically after every change)."""
        mem = self._mem
        return rebuild_profile_summary(mem, mem.check_user(user_id), mem._now(now))

    async def arebuild_profile_summary(self, user_id: str, now: datetime | None = None) -> str:
        return await asyncio.to_thread(self.rebuild_profile_summary, user_id, now)
