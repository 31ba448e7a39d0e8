"""Scoring: certainty and importance in [0, 1] from hedges, emphasis and the memory's type [SPEC 3].

    >>> from langmem_layers.config import MemoryConfig
    >>> scorer = Scorer(MemoryConfig())
    >>> scorer.score("preference", "我可能更喜欢靠窗的座位").confidence < 0.6   # hedge → observed
    True
    >>> scorer.score("profile", "记住，我对花生过敏", allergy=True).importance >= 0.8
    True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..config import MemoryConfig
from .triggers import TriggerLexicon

__all__ = [
    "CHANGE_CONFIDENCE",
    "CLAIM_CONFIDENCE",
    "CLAIM_RULE",
    "CORRECTION_CONFIDENCE",
    "EMPHASIS_BOOST",
    "HEDGED_CONFIDENCE",
    "TRANSIENT_PENALTY",
    "TYPE_IMPORTANCE",
    "Score",
    "Scorer",
]

#: Base importance by memory type: decisions and allergies high, transient context low.
TYPE_IMPORTANCE: dict[str, float] = {
    "decision": 0.7, "correction": 0.6, "profile": 0.6, "preference": 0.5, "plan": 0.5, "fact": 0.5,
    "event": 0.4, "task_state": 0.3, "procedure": 0.6, "allergy": 0.85,
}
#: Importance added per emphasis cue ("千万", "记住", "always" …), at most twice.
EMPHASIS_BOOST = 0.15
#: Importance removed for transient context ("今天", "right now").
TRANSIENT_PENALTY = 0.2
#: Certainty of a hedged statement ("可能", "maybe") — below the observe threshold.
HEDGED_CONFIDENCE = 0.45
#: Certainty of a correction of the agent, and of an explicit change of mind.
CORRECTION_CONFIDENCE = 0.9
CHANGE_CONFIDENCE = 0.85
#: Certainty of a claim about the agent's own past promises (kept only as the user's claim).
CLAIM_CONFIDENCE = 0.3
#: The rule of such a claim: a restatement never promotes it to a fact (issue 12).
CLAIM_RULE = "guard.promise_claim"


@dataclass(frozen=True)
class Score:
    importance: float
    confidence: float
    hedged: bool
    emphasis: int


def _clamp(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 4)


class Scorer:
    """Deterministic certainty/importance from cue words; every constant above is overridable per instance."""

    def __init__(self, config: MemoryConfig, lexicon: TriggerLexicon | None = None,
                 type_importance: dict[str, float] | None = None) -> None:
        self.config = config
        self.lexicon = lexicon or TriggerLexicon()
        self.type_importance = {**TYPE_IMPORTANCE, **(type_importance or {})}

    def score(self, type_: str, text: str, *, allergy: bool = False, correction: bool = False,
              change: bool = False) -> Score:
        """Score one statement (``text`` = the user's words that support it)."""
        hedged = self.lexicon.hedged(text)
        emphasis = min(2, self.lexicon.emphasis_count(text))
        base = self.type_importance["allergy"] if allergy else self.type_importance.get(
            type_, self.config.default_importance)
        importance = base + EMPHASIS_BOOST * emphasis
        if self.lexicon.is_transient(text) and type_ not in ("profile", "decision"):
            importance -= TRANSIENT_PENALTY
        confidence = self.config.default_confidence
        if correction:
            confidence = CORRECTION_CONFIDENCE
        elif change:
            confidence = CHANGE_CONFIDENCE
        if emphasis and not hedged:
            confidence += 0.05
        if hedged:
            confidence = min(confidence, HEDGED_CONFIDENCE)
        return Score(_clamp(importance), _clamp(confidence), hedged, emphasis)
