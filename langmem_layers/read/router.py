"""The router: an explicit, rule-based classifier that decides where a turn's recall comes from [SPEC 2].

``kb`` (factual / policy / product / process / price questions), ``memory`` (preferences, plans, the user's own
history), ``window`` (a follow-up on the current thread) or ``mixed`` (personal context *and* organisation facts,
recalled in parallel). Every decision names the cue that fired, so it can be shown in traces::

    >>> route("然后呢").route.value
    'window'
    >>> d = route("保修期多长时间")
    >>> d.route.value, d.cue
    ('kb', '保修')
    >>> route("I prefer answers in bullet points").route.value
    'memory'
    >>> route("按我的习惯帮我安排下周计划").route.value
    'mixed'

The lexicons are plain, named constants (:data:`DEFAULT_CUES`); pass ``cues=RouterCues(...)`` (or
``DEFAULT_CUES.extended(kb=("保单",))``) to override them. Chinese cues match as substrings, English cues on word
boundaries, both after NFKC normalisation and lower-casing.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..lexicon import RuleSet
from ..records import Route
from ..text import CJK_RE, clean_text

__all__ = [
    "CHOICE_CUES",
    "DEFAULT_CUES",
    "FOLLOWUP_CUES",
    "KB_CUES",
    "MEMORY_CUES",
    "PERSONAL_CONTEXT_CUES",
    "RouteDecision",
    "RouterCues",
    "route",
]

# The phrase tables live in :mod:`langmem_layers.lexicon` (``zh/router.py``, ``en/router.py``); these names are kept
# for one release.
_DEFAULT_RULES = RuleSet.default()
#: Follow-ups on the current thread: answered from the window alone.
FOLLOWUP_CUES: tuple[str, ...] = _DEFAULT_RULES.router["window"]
#: Factual / policy / product / process / price / warranty questions: answered from the knowledge base.
KB_CUES: tuple[str, ...] = _DEFAULT_RULES.router["kb"]
#: Preferences, plans, standing instructions and the user's own history: answered from long-term memory.
MEMORY_CUES: tuple[str, ...] = _DEFAULT_RULES.router["memory"]
#: Phrases that bring the user's own context into a request (a subset of the memory cues' meaning).
PERSONAL_CONTEXT_CUES: tuple[str, ...] = _DEFAULT_RULES.router["personal"]
#: Choosing or arranging among options — with personal context this needs facts too (→ mixed).
CHOICE_CUES: tuple[str, ...] = _DEFAULT_RULES.router["choice"]

_FIRST_PERSON = re.compile(r"(我|\bi\b|\bmy\b|\bme\b|\bi'm\b|\bi've\b)")
_QUESTION = re.compile(r"[?？吗呢]|^(what|how|who|where|when|why|which|is|are|does|do|can|could)\b")
#: Turns at most this long (CJK characters, or Latin words × 2) with no cue are treated as chit-chat (window).
SHORT_TURN = 8


@dataclass(frozen=True)
class RouterCues:
    """The cue lexicons of the router; every field is overridable."""

    window: tuple[str, ...] = FOLLOWUP_CUES
    kb: tuple[str, ...] = KB_CUES
    memory: tuple[str, ...] = MEMORY_CUES
    personal: tuple[str, ...] = PERSONAL_CONTEXT_CUES
    choice: tuple[str, ...] = CHOICE_CUES
    _compiled: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def extended(self, **extra: Sequence[str]) -> RouterCues:
        """A copy with more cues per lexicon, e.g. ``DEFAULT_CUES.extended(kb=("保单",))``."""
        return replace(self, **{name: (*getattr(self, name), *values) for name, values in extra.items()},
                       _compiled={})

    def first(self, lexicon: str, text: str) -> str | None:
        """The earliest cue of ``lexicon`` found in (normalised, lower-cased) ``text``, or None."""
        pattern = self._compiled.get(lexicon)
        if pattern is None:
            pattern = _compile(getattr(self, lexicon))
            self._compiled[lexicon] = pattern
        match = pattern.search(text)
        return match.group(0) if match else None


def _compile(cues: Sequence[str]) -> re.Pattern[str]:
    """One alternation, longest cue first; Latin cues get word boundaries, CJK cues match anywhere."""
    parts = []
    for cue in sorted({c.lower() for c in cues if c.strip()}, key=len, reverse=True):
        escaped = re.escape(cue)
        parts.append(escaped if CJK_RE.search(cue) else rf"(?<![\w']){escaped}(?![\w'])")
    return re.compile("|".join(parts) or r"(?!x)x")


DEFAULT_CUES = RouterCues()


@functools.lru_cache(maxsize=8)
def cues_for(rules: RuleSet | None) -> RouterCues:
    """The router cues of a :class:`~langmem_layers.lexicon.RuleSet` (``None`` or the default: :data:`DEFAULT_CUES`)."""
    if rules is None or rules is _DEFAULT_RULES:
        return DEFAULT_CUES
    tables = rules.router
    return RouterCues(window=tables.get("window", ()), kb=tables.get("kb", ()), memory=tables.get("memory", ()),
                      personal=tables.get("personal", ()), choice=tables.get("choice", ()))


@dataclass(frozen=True)
class RouteDecision:
    """Where recall comes from for one turn, why, and the cue that fired (None for a default)."""

    route: Route
    reason: str
    cue: str | None = None

    @property
    def uses_memory(self) -> bool:
        return self.route in (Route.MEMORY, Route.MIXED)

    @property
    def uses_kb(self) -> bool:
        return self.route in (Route.KB, Route.MIXED)


def _length(text: str) -> int:
    cjk = len(CJK_RE.findall(text))
    return cjk + 2 * len(re.findall(r"[a-z0-9']+", text))


def route(text: str, *, history: Sequence[Any] | None = None, cues: RouterCues | None = None) -> RouteDecision:
    """Classify one user turn. ``history`` (the thread's earlier messages), when given and empty, means there is
    no window to follow up on, so a follow-up cue falls back to memory (it likely points at an earlier session).

    Order: personal context + a choice → mixed; memory and kb cues together → mixed; memory → memory; kb → kb;
    follow-up → window; otherwise a default by shape (short chit-chat → window, first-person statement → memory,
    question → kb).
    """
    cues = cues or DEFAULT_CUES
    if not isinstance(text, str):
        return RouteDecision(Route.WINDOW, "not text: nothing to recall for")
    norm = clean_text(text).lower()
    if not norm:
        return RouteDecision(Route.WINDOW, "empty turn: nothing to recall for")
    memory, kb, follow = cues.first("memory", norm), cues.first("kb", norm), cues.first("window", norm)
    personal, choice = cues.first("personal", norm), cues.first("choice", norm)
    if personal and choice:
        return RouteDecision(Route.MIXED, f"personal context {personal!r} with a choice {choice!r}: memory + KB",
                             personal)
    if memory and kb:
        return RouteDecision(Route.MIXED, f"memory cue {memory!r} and KB cue {kb!r}: recall both", memory)
    if memory:
        return RouteDecision(Route.MEMORY, f"memory cue {memory!r} (preference / plan / personal history)", memory)
    if kb:
        return RouteDecision(Route.KB, f"KB cue {kb!r} (factual / policy / product question)", kb)
    if follow:
        if history is not None and len(history) == 0:
            return RouteDecision(Route.MEMORY, f"follow-up cue {follow!r} but the window is empty: look in memory",
                                 follow)
        return RouteDecision(Route.WINDOW, f"follow-up cue {follow!r}: the current thread answers it", follow)
    if _length(norm) <= SHORT_TURN:
        return RouteDecision(Route.WINDOW, "no cue; a short turn (chit-chat or acknowledgement)")
    if _FIRST_PERSON.search(norm):
        return RouteDecision(Route.MEMORY, "no cue; a first-person turn: look in memory")
    if _QUESTION.search(norm):
        return RouteDecision(Route.KB, "no cue; an impersonal question: look in the knowledge base")
    return RouteDecision(Route.MIXED, "no cue: recall memory and KB")
