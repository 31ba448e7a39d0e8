"""Decay sweep: time-driven status changes of long-term memory [SPEC 4 decay].

Rules ("idle" = days since ``last_accessed_at``, or since ``created_at`` when the item was never recalled; every
threshold is a :class:`~langmem_layers.MemoryConfig` field):

1. ``valid_until`` in the past (dated plans, active or observed) → ``expired``;
2. otherwise, strongest first:

   - idle ≥ ``pending_deletion_after_days`` (180) and confidence < ``pending_deletion_confidence_below`` (0.7)
     → ``pending_deletion``
   - idle ≥ ``inactive_after_days`` (90) and decayed importance < ``inactive_importance_below`` (0.5) → ``inactive``
   - idle ≥ ``archive_after_days`` (30) and decayed importance < ``archive_importance_below`` (0.3) → ``archived``

*Decayed importance* is ``importance · exp(-λ_type · idle_days)`` with λ from ``config.type_decay_per_day``:
a temporary plan (λ 0.05) fades to a quarter of its importance in a month, a decision (λ 0.003) keeps 91 %.
Since decayed importance never exceeds importance, every item the plain SPEC rule would move is moved; types
that decay fast are moved sooner. Statuses only move forward (active/observed → archived → inactive →
pending_deletion); superseded and expired items are history and stay as they are. Nothing is deleted: each change
is a new version, an audit entry and a vector-metadata sync::

    >>> from datetime import datetime, UTC
    >>> from langmem_layers import MemoryConfig
    >>> row = SweepRow("i1", "u1", "preference", "active", 0.2, 0.9, None,
    ...                datetime(2026, 1, 1, tzinfo=UTC), None)
    >>> plan_transition(row, datetime(2026, 2, 5, tzinfo=UTC), MemoryConfig()).to_status
    'archived'
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, Field

from ..config import MemoryConfig
from ..records import MemoryStatus

if TYPE_CHECKING:
    from .._deps import Deps
    from ..stores.sqlite import SQLiteStore

__all__ = [
    "STATUS_RANK",
    "SWEEP_STATUSES",
    "SweepChange",
    "SweepReport",
    "SweepRow",
    "decayed_importance",
    "plan_transition",
    "run_sweep",
]

#: Statuses the sweep looks at; anything else (superseded, expired, needs_review) is left alone.
SWEEP_STATUSES: tuple[str, ...] = ("active", "observed", "archived", "inactive")
#: Decay order: the sweep only moves an item to a higher rank.
STATUS_RANK: dict[str, int] = {"active": 0, "observed": 0, "archived": 1, "inactive": 2, "pending_deletion": 3}
#: Changes written per SQLite transaction.
SWEEP_BATCH = 500
#: Changes listed one by one in the report (counts are always complete).
REPORT_MAX_CHANGES = 1000


@dataclass(frozen=True)
class SweepRow:
    """The columns the sweep needs (read without parsing the whole record)."""

    item_id: str
    user_id: str
    type: str
    status: str
    importance: float
    confidence: float
    last_accessed_at: datetime | None
    created_at: datetime
    valid_until: datetime | None


class SweepChange(BaseModel):
    """One status change decided by the sweep."""

    item_id: str
    user_id: str
    from_status: str
    to_status: str
    rule: str
    reason: str


class SweepReport(BaseModel):
    """What a sweep did: counts per transition (``"active->archived": 3``) and per new status."""

    now: datetime
    dry_run: bool = Field(False, description="True when nothing was written (what the sweep *would* do).")
    scanned: int = 0
    transitions: dict[str, int] = Field(default_factory=dict)
    by_status: dict[str, int] = Field(default_factory=dict)
    users: int = Field(0, description="Users with at least one change (their profile summary was rebuilt).")
    changes: list[SweepChange] = Field(default_factory=list, description=f"First {REPORT_MAX_CHANGES} changes.")

    @property
    def changed(self) -> int:
        return sum(self.transitions.values())


def decayed_importance(importance: float, item_type: str, idle_days: float, config: MemoryConfig) -> float:
    """``importance · exp(-λ_type · idle_days)``."""
    return importance * math.exp(-config.decay_rate(item_type) * max(0.0, idle_days))


def _aware(value: datetime, like: datetime) -> datetime:
    return value if value.tzinfo else value.replace(tzinfo=like.tzinfo)


def plan_transition(row: SweepRow, now: datetime, config: MemoryConfig) -> SweepChange | None:
    """The status change the rules ask for, or ``None`` (pure: no I/O)."""
    since = _aware(row.last_accessed_at or row.created_at, now)
    idle = (now - since).total_seconds() / 86_400
    decayed = decayed_importance(row.importance, row.type, idle, config)
    target: tuple[str, str, str] | None = None
    if idle >= config.pending_deletion_after_days and row.confidence < config.pending_deletion_confidence_below:
        target = ("pending_deletion", "lifecycle.sweep.pending_deletion",
                  f"no hit for {idle:.0f} days and confidence {row.confidence:.2f} < "
                  f"{config.pending_deletion_confidence_below}")
    elif idle >= config.inactive_after_days and decayed < config.inactive_importance_below:
        target = ("inactive", "lifecycle.sweep.inactive",
                  f"no hit for {idle:.0f} days and decayed importance {decayed:.2f} < "
                  f"{config.inactive_importance_below}")
    elif idle >= config.archive_after_days and decayed < config.archive_importance_below:
        target = ("archived", "lifecycle.sweep.archive",
                  f"no hit for {idle:.0f} days and decayed importance {decayed:.2f} < "
                  f"{config.archive_importance_below}")
    if (row.valid_until is not None and row.status in ("active", "observed")
            and _aware(row.valid_until, now) <= now):  # a lapsed plan is expired, whatever its decay
        return SweepChange(item_id=row.item_id, user_id=row.user_id, from_status=row.status, to_status="expired",
                           rule="lifecycle.sweep.expire", reason=f"valid until {row.valid_until.isoformat()}")
    if target is not None and STATUS_RANK[target[0]] > STATUS_RANK.get(row.status, 99):
        return SweepChange(item_id=row.item_id, user_id=row.user_id, from_status=row.status, to_status=target[0],
                           rule=target[1], reason=target[2])
    return None


def _dt(value: Any) -> datetime | None:
    return datetime.fromisoformat(value) if isinstance(value, str) and value else None


def _rows(store: SQLiteStore) -> Iterable[SweepRow]:
    for r in store.sweep_rows(SWEEP_STATUSES):
        created = _dt(r[7])
        if created is None:
            continue
        yield SweepRow(r[0], r[1], r[2], r[3], float(r[4]), float(r[5]), _dt(r[6]), created, _dt(r[8]))


def run_sweep(deps: Deps, now: datetime, *, dry_run: bool = False) -> SweepReport:
    """Apply :func:`plan_transition` to every item of every user (admin operation); ``dry_run`` only reports."""
    report = SweepReport(now=now, dry_run=dry_run)
    planned: list[SweepChange] = []
    for row in _rows(deps.store):
        report.scanned += 1
        change = plan_transition(row, now, deps.config)
        if change is not None:
            planned.append(change)
    if not dry_run:
        applied: list[SweepChange] = []
        for start in range(0, len(planned), SWEEP_BATCH):
            applied += _apply(deps.store, planned[start : start + SWEEP_BATCH], now)
        deps.flush_vectors()
        planned = applied
    transitions = Counter(f"{c.from_status}->{c.to_status}" for c in planned)
    report.transitions = dict(sorted(transitions.items()))
    report.by_status = dict(sorted(Counter(c.to_status for c in planned).items()))
    report.changes = planned[:REPORT_MAX_CHANGES]
    users = sorted({c.user_id for c in planned})
    report.users = len(users)
    for user_id in users if not dry_run else ():  # statuses changed: derived views (profile summary …) follow
        deps.changed(user_id, now)
    return report


def _apply(store: SQLiteStore, changes: list[SweepChange], now: datetime) -> list[SweepChange]:
    applied: list[SweepChange] = []
    by_user: dict[str, list[SweepChange]] = {}
    for change in changes:
        by_user.setdefault(change.user_id, []).append(change)
    with store.transaction(now) as tx:
        for user_id, user_changes in by_user.items():
            items = store.get_items(user_id, [c.item_id for c in user_changes])
            for change in user_changes:
                item = items.get(change.item_id)
                if item is None or item.status.value != change.from_status:
                    continue  # changed or erased since the scan
                item.status = MemoryStatus(change.to_status)
                item.version += 1
                item.updated_at = now
                tx.put_item(item)
                tx.enqueue_sync(item.id, user_id)
                tx.audit(user_id, item.id, "sweep", actor="lifecycle", rule=change.rule, reason=change.reason,
                         payload={"from": change.from_status, "to": change.to_status})
                applied.append(change)
    return applied
