"""Reconciliation: a deterministic, explained choice between add, merge, skip (duplicate), supersede,
observe and expire for one candidate against the user's existing items [SPEC 3 conflicts and versions].

Pure function of its inputs — no I/O — so every rule is unit-testable::

    decision = decide(candidate, neighbours, config)
    decision.kind, decision.target, decision.reason

``neighbours`` are the user's existing items (active or observed) most similar to the candidate, each with
its cosine similarity, plus every active item that shares the candidate's slot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..config import MemoryConfig
from ..records import MemoryItem, MemoryStatus, MemoryType
from .candidate import Candidate

__all__ = ["Decision", "decide"]

DecisionKind = Literal["add", "merge", "skip", "supersede", "observe", "expire"]


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    rule: str
    reason: str
    target: MemoryItem | None = None
    similarity: float | None = None


def _related(candidate: Candidate, item: MemoryItem) -> bool:
    """Same slot, or a shared entity, or neither side names anything (pure text similarity decides)."""
    if candidate.slot and item.slot:
        return candidate.slot == item.slot
    cand = {e.lower() for e in candidate.entities}
    have = {e.lower() for e in item.entities}
    if cand and have:
        return bool(cand & have)
    return not cand and not have


def decide(candidate: Candidate, neighbours: list[tuple[MemoryItem, float]], config: MemoryConfig) -> Decision:
    """Choose what to do with ``candidate``; see the module docstring."""
    low_confidence = candidate.confidence < config.observe_below_confidence
    same_type = [(i, s) for i, s in neighbours if i.type == candidate.type]
    same_type.sort(key=lambda pair: pair[1], reverse=True)

    # 1. a plan cancelled or done expires the matching open plan
    if candidate.cancels:
        plans = [(i, s) for i, s in neighbours if i.type == MemoryType.PLAN and i.status == MemoryStatus.ACTIVE]
        plans.sort(key=lambda pair: pair[1], reverse=True)
        if plans and (plans[0][1] >= config.merge_similarity - 0.25 or _related(candidate, plans[0][0])):
            item, sim = plans[0]
            return Decision("expire", "reconcile.expire", f"plan cancelled or done: {item.content!r}", item, sim)

    # 2. a single-valued slot: same value → duplicate/merge, other value → supersede (or observe)
    if candidate.slot:
        for item, sim in same_type or neighbours:
            if item.slot != candidate.slot or item.status != MemoryStatus.ACTIVE:
                continue
            if sim >= config.duplicate_similarity:
                return Decision("skip", "reconcile.duplicate", f"same {candidate.slot} already stored", item, sim)
            return _supersede_or_observe(candidate, item, sim, config, f"new value for slot {candidate.slot!r}")

    # 3. near-duplicates and merges of the same type about the same thing
    for item, sim in same_type:
        if not _related(candidate, item):
            continue
        contradicts = candidate.polarity != _polarity(item)
        if contradicts and sim >= config.merge_similarity - 0.25:
            return _supersede_or_observe(candidate, item, sim, config, "same subject, opposite polarity")
        if contradicts:
            continue
        if sim >= config.duplicate_similarity:
            return Decision("skip", "reconcile.duplicate", f"duplicate of {item.content!r}", item, sim)
        if sim >= config.merge_similarity:
            if candidate.change_of_mind:
                return _supersede_or_observe(candidate, item, sim, config, "explicit change of mind")
            return Decision("merge", "reconcile.merge", f"similar to {item.content!r} (same type and subject)",
                            item, sim)

    # 4. an explicit change of mind about an entity the user already has a memory on
    if candidate.change_of_mind and candidate.entities:
        for item, sim in same_type:
            if item.status == MemoryStatus.ACTIVE and _related(candidate, item):
                return _supersede_or_observe(candidate, item, sim, config, "explicit change of mind")

    if low_confidence or candidate.status == MemoryStatus.OBSERVED:
        return Decision("observe", "reconcile.observe",
                        f"confidence {candidate.confidence:.2f} below {config.observe_below_confidence}")
    return Decision("add", "reconcile.add", "new information")


def _polarity(item: MemoryItem) -> int:
    value = item.metadata.get("polarity", 1)
    return int(value) if value in (-1, 0, 1) else 1


def _supersede_or_observe(
    candidate: Candidate, item: MemoryItem, sim: float, config: MemoryConfig, why: str
) -> Decision:
    if candidate.change_of_mind:
        return Decision("supersede", "reconcile.change_of_mind", f"{why}; the user changed their mind", item, sim)
    if candidate.confidence >= item.confidence + config.supersede_margin:
        return Decision(
            "supersede", "reconcile.supersede",
            f"{why}; confidence {candidate.confidence:.2f} ≥ {item.confidence:.2f} + {config.supersede_margin}",
            item, sim,
        )
    return Decision(
        "observe", "reconcile.conflict",
        f"{why}; not confident enough to replace {item.content!r} (needs +{config.supersede_margin})", item, sim,
    )
