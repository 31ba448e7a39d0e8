"""The scripted-conversation model shared by every scenario suite: sessions of turns plus what must be stored.

A :class:`Scenario` is one user's conversation (sessions on simulated day offsets, ``(role, text)`` turns) plus what a
careful human would expect the memory to hold afterwards (:class:`Expect` by final status), what must never be
stored, how many attack turns must be refused, and :class:`Probe` queries that must recall a memory later::

    >>> sc = Scenario("move", "profile", "en",
    ...               [ScriptSession(0, (user("I live in Oslo"),)), ScriptSession(5, (user("I moved to Bergen"),))],
    ...               active=[expect("profile", "Bergen")], superseded=[expect("profile", "Oslo")])
    >>> sc.expectations, str(sc.active[0])
    (2, 'profile:Bergen')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["STATUSES", "Expect", "Probe", "Scenario", "ScriptSession", "assistant", "expect", "probe", "user"]

#: Final statuses an expectation can ask for, in the order they are matched.
STATUSES = ("active", "observed", "superseded", "expired")


@dataclass(frozen=True)
class Expect:
    """An expected memory: every keyword occurs in its content (case-insensitive); type, slot and a minimum
    importance when given."""

    keywords: tuple[str, ...]
    type: str | None = None
    slot: str | None = None
    min_importance: float | None = None

    def matches(self, item_type: str, content: str, slot: str | None, importance: float = 1.0) -> bool:
        if self.type is not None and item_type != self.type:
            return False
        if self.slot is not None and slot != self.slot:
            return False
        if self.min_importance is not None and importance < self.min_importance:
            return False
        low = content.lower()
        return all(k.lower() in low for k in self.keywords)

    def __str__(self) -> str:
        return f"{self.type or 'any'}:{'+'.join(self.keywords)}"


@dataclass(frozen=True)
class Probe:
    """A later question whose top-k recall must contain a memory with all ``keywords`` (and none stating an
    ``absent`` value), asked ``day`` days after the last session."""

    query: str
    keywords: tuple[str, ...]
    absent: tuple[str, ...] = ()
    day: float = 1.0


@dataclass(frozen=True)
class ScriptSession:
    """One session: a simulated day offset and ``(role, text)`` turns."""

    day: float
    turns: Sequence[tuple[str, str]]


@dataclass
class Scenario:
    """One user's multi-session script and its expectations.

    ``forbidden`` texts are expectations (met when no stored content or snippet holds them, a false write when one
    does); ``never`` texts are checked the same way but counted apart (``never_stored``), outside precision and
    recall. ``refusals`` attack turns must be refused, each one an expectation. ``secrets`` must not reach any file
    of the store; ``covers`` tags what the scenario exercises.
    """

    name: str
    kind: str
    lang: str
    sessions: list[ScriptSession]
    active: list[Expect] = field(default_factory=list)
    observed: list[Expect] = field(default_factory=list)
    superseded: list[Expect] = field(default_factory=list)
    expired: list[Expect] = field(default_factory=list)
    allowed: list[Expect] = field(default_factory=list)
    forbidden: list[str] = field(default_factory=list)
    probes: list[Probe] = field(default_factory=list)
    never: list[str] = field(default_factory=list)
    refusals: int = 0
    secrets: list[str] = field(default_factory=list)
    covers: tuple[str, ...] = ()

    def expecting(self, status: str) -> list[Expect]:
        """The expectations for one final status (one of :data:`STATUSES`)."""
        return {"active": self.active, "observed": self.observed, "superseded": self.superseded,
                "expired": self.expired}[status]

    @property
    def expectations(self) -> int:
        """How many expectations the scenario scores (memories by status, forbidden texts, refusals)."""
        return sum(len(self.expecting(s)) for s in STATUSES) + len(self.forbidden) + self.refusals


def expect(type_: str | None, *keywords: str, slot: str | None = None, min_importance: float | None = None) -> Expect:
    """``expect("profile", "Bergen", slot="city")``: a memory of that type whose content names every keyword."""
    return Expect(tuple(keywords), type_, slot, min_importance)


def probe(query: str, *keywords: str, absent: tuple[str, ...] = (), day: float = 1.0) -> Probe:
    """``probe("where do I live", "Bergen", absent=("Oslo",))``: a recall check after the last session."""
    return Probe(query, tuple(keywords), absent, day)


def user(text: str) -> tuple[str, str]:
    """A user turn."""
    return ("user", text)


def assistant(text: str) -> tuple[str, str]:
    """An assistant turn (sent as context with the next user turn)."""
    return ("assistant", text)
