"""Records that cross the public API: memory items, write reports, recall hits, context bundles.

All are pydantic models, so they serialise to JSON (``model_dump(mode="json")``) for export,
traces and tests::

    >>> from langmem_layers.records import MemoryItem
    >>> item = MemoryItem(user_id="u1", type="preference", content="用户不吃辣")
    >>> item.status, item.version
    (<MemoryStatus.ACTIVE: 'active'>, 1)
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "ACTION_KINDS",
    "SCHEMA_VERSION",
    "ContextBundle",
    "ForgetReceipt",
    "MemoryItem",
    "MemoryStatus",
    "MemoryType",
    "RecallHit",
    "Route",
    "WriteAction",
    "WriteReport",
    "new_id",
]

#: Version of the stored record layout. Older rows are upgraded on read (see stores.sqlite).
SCHEMA_VERSION = 1


def new_id() -> str:
    """A fresh, sortable-enough unique id for items, actions and documents."""
    return uuid.uuid4().hex


def _now() -> datetime:
    return datetime.now(UTC)


class MemoryType(StrEnum):
    """What kind of thing a memory item states [SPEC 1]."""

    PREFERENCE = "preference"
    PLAN = "plan"
    CORRECTION = "correction"
    DECISION = "decision"
    FACT = "fact"
    PROFILE = "profile"
    EVENT = "event"
    TASK_STATE = "task_state"
    PROCEDURE = "procedure"


class MemoryStatus(StrEnum):
    """Life-cycle status of a memory item [SPEC 3 statuses]. Only ``active`` is recalled by default."""

    ACTIVE = "active"
    OBSERVED = "observed"
    SUPERSEDED = "superseded"
    EXPIRED = "expired"
    NEEDS_REVIEW = "needs_review"
    INACTIVE = "inactive"
    ARCHIVED = "archived"
    PENDING_DELETION = "pending_deletion"


class Route(StrEnum):
    """Where the router sends a turn's recall [SPEC 2]."""

    KB = "kb"
    MEMORY = "memory"
    WINDOW = "window"
    MIXED = "mixed"


class MemoryItem(BaseModel):
    """One long-term memory about one user."""

    model_config = ConfigDict(use_enum_values=False, validate_assignment=True)

    id: str = Field(default_factory=new_id)
    user_id: str
    type: MemoryType = MemoryType.FACT
    content: str
    entities: list[str] = Field(default_factory=list)
    slot: str | None = Field(None, description="Single-valued fact key, e.g. 'city' or 'budget'.")
    source_message_id: str | None = None
    source_session_id: str | None = None
    source_snippet: str | None = Field(None, description="The user's original words (redacted).")
    importance: float = Field(0.5, ge=0.0, le=1.0)
    confidence: float = Field(0.8, ge=0.0, le=1.0)
    status: MemoryStatus = MemoryStatus.ACTIVE
    version: int = Field(1, ge=1)
    conflict_with: list[str] = Field(default_factory=list)
    supersedes: str | None = None
    superseded_by: str | None = None
    linked_doc_id: str | None = None
    hit_count: int = Field(0, ge=0)
    last_accessed_at: datetime | None = None
    created_at: datetime = Field(default_factory=_now)
    updated_at: datetime = Field(default_factory=_now)
    valid_until: datetime | None = Field(None, description="For plans: when the plan lapses.")
    embed_model: str | None = None
    schema_version: int = SCHEMA_VERSION
    lang: str = "und"
    metadata: dict[str, Any] = Field(default_factory=dict)


ACTION_KINDS = ("add", "merge", "supersede", "observe", "expire", "skip", "update", "forget")


class WriteAction(BaseModel):
    """One decision the write path took, and why."""

    kind: Literal["add", "merge", "supersede", "observe", "expire", "skip", "update", "forget"]
    item_id: str | None = None
    content: str | None = None
    type: MemoryType | None = None
    target_id: str | None = Field(None, description="The existing item merged into / superseded / expired.")
    rule: str = Field(..., description="Rule or model that decided, e.g. 'reconcile.merge' or 'guard.injection'.")
    reason: str = ""
    similarity: float | None = None


class WriteReport(BaseModel):
    """What a write call did: every action, redactions, refusals and LLM usage."""

    user_id: str
    session_id: str | None = None
    actions: list[WriteAction] = Field(default_factory=list)
    redactions: list[str] = Field(default_factory=list, description="Kinds of secrets redacted, e.g. 'phone'.")
    refusals: list[WriteAction] = Field(default_factory=list, description="Writes refused by a guard.")
    llm_calls: int = 0
    skipped_messages: int = 0

    def items(self, kind: str | None = None) -> list[WriteAction]:
        """Actions of one kind (all when ``kind`` is None)."""
        return [a for a in self.actions if kind is None or a.kind == kind]


class RecallHit(BaseModel):
    """A recalled memory with its final score and the score of every signal that made it."""

    item: MemoryItem
    score: float
    scores: dict[str, float] = Field(default_factory=dict, description="similarity/importance/recency/…")
    sources: list[str] = Field(default_factory=list, description="Routes that found it: vector, keyword, …")


class ContextBundle(BaseModel):
    """Everything the model will see for one turn, and how it was chosen."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    messages: list[Any] = Field(default_factory=list, description="LangChain messages, ready for the model.")
    route: Route = Route.MEMORY
    route_reason: str = ""
    memories: list[RecallHit] = Field(default_factory=list)
    kb_chunks: list[Any] = Field(default_factory=list)
    summary: str = ""
    tokens_by_section: dict[str, int] = Field(default_factory=dict)
    dropped: list[dict[str, Any]] = Field(default_factory=list, description="Blocks dropped or neutralised.")
    trace: dict[str, Any] = Field(default_factory=dict)


class ForgetReceipt(BaseModel):
    """What ``forget_user`` removed, per store — the evidence for an erasure request."""

    user_id: str
    items: int = 0
    versions: int = 0
    audit_entries: int = 0
    profile_facts: int = 0
    keyword_rows: int = 0
    vectors: int = 0
    other: dict[str, int] = Field(default_factory=dict)
    completed_at: datetime = Field(default_factory=_now)
