"""KB → personal memory linkage: when a document changes, memories linked to it need review.

A memory records ``linked_doc_id`` when it is about KB content. Changing or deleting that document moves
every *active* or *observed* linked memory to ``needs_review`` — a new item version, an audit entry and an
outbox sync, inside the same transaction that makes the new document version current. The memory's text is
left as the user's own words; the KB text is never copied into it (only ids and version numbers are noted
in ``metadata["kb_review"]``).
"""

from __future__ import annotations

from ..records import MemoryItem, MemoryStatus
from ..stores.base import Transaction

__all__ = ["REVIEW_FROM_STATUSES", "mark_linked_for_review"]

#: Statuses a linked memory leaves for ``needs_review`` when its document changes.
REVIEW_FROM_STATUSES = (MemoryStatus.ACTIVE.value, MemoryStatus.OBSERVED.value)


def mark_linked_for_review(tx: Transaction, doc_id: str, *, from_version: int, to_version: int | None,
                           reason: str) -> list[MemoryItem]:
    """Flag every linked memory (any user: this is the KB's admin path) inside ``tx``; returns them."""
    flagged = []
    for item in tx.linked_items(doc_id, REVIEW_FROM_STATUSES):
        review = {"doc_id": doc_id, "from_version": from_version, "to_version": to_version,
                  "previous_status": item.status.value, "at": tx.now.isoformat()}
        updated = item.model_copy(update={
            "status": MemoryStatus.NEEDS_REVIEW, "version": item.version + 1, "updated_at": tx.now,
            "metadata": {**item.metadata, "kb_review": review},
        })
        tx.put_item(updated)
        tx.enqueue_sync(updated.id, updated.user_id)
        tx.audit(updated.user_id, updated.id, "update", actor="kb", rule="kb.linked_doc_changed", reason=reason,
                 payload={"status": MemoryStatus.NEEDS_REVIEW.value, **review})
        flagged.append(updated)
    return flagged
