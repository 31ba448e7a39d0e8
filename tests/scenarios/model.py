"""Scenario model: multi-session scripts with what a demanding user expects the memory to hold afterwards.

A :class:`Scenario` is a list of sessions (simulated day offset + turns). Expectations are keyword specs
(:class:`E`): every keyword must appear (case-insensitive) in the stored content, the type must match when given.
``allowed`` items may or may not be written (neither a hit nor a false write).
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["E", "P", "Scenario", "Session", "a", "p", "u"]


@dataclass(frozen=True)
class E:
    """An expected memory: type (None = any) and keywords that must all occur in its content."""

    type: str | None
    keywords: tuple[str, ...]
    slot: str | None = None
    min_importance: float | None = None

    def matches(self, item_type: str, content: str, slot: str | None, importance: float) -> bool:
        if self.type is not None and item_type != self.type:
            return False
        if self.slot is not None and slot != self.slot:
            return False
        if self.min_importance is not None and importance < self.min_importance:
            return False
        low = content.lower()
        return all(k.lower() in low for k in self.keywords)


def e(type_: str | None, *keywords: str, slot: str | None = None, min_importance: float | None = None) -> E:
    return E(type_, tuple(keywords), slot, min_importance)


@dataclass(frozen=True)
class P:
    """A recall probe: ``query`` asked ``day`` days after the last session must recall a memory with every keyword."""

    query: str
    keywords: tuple[str, ...]
    day: float = 1.0


def p(query: str, *keywords: str, day: float = 1.0) -> P:
    return P(query, tuple(keywords), day)


@dataclass(frozen=True)
class Session:
    day: float
    turns: list[tuple[str, str]]


def u(text: str) -> tuple[str, str]:
    return ("user", text)


def a(text: str) -> tuple[str, str]:
    return ("assistant", text)


@dataclass
class Scenario:
    name: str
    lang: str
    sessions: list[Session]
    active: list[E] = field(default_factory=list)
    observed: list[E] = field(default_factory=list)
    superseded: list[E] = field(default_factory=list)
    expired: list[E] = field(default_factory=list)
    allowed: list[E] = field(default_factory=list)
    refusals: int = 0
    secrets: list[str] = field(default_factory=list)
    never: list[str] = field(default_factory=list)  # must not appear in any stored content or snippet
    covers: tuple[str, ...] = ()
    probes: list[P] = field(default_factory=list)  # recall checks, reported apart from write precision/recall
