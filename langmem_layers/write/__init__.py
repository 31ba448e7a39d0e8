"""Write layer: triggers → extraction (rules or LLM) → normalisation → scoring → guards → reconciliation.

The facade verbs are ``LayeredMemory.remember`` / ``end_session`` (see :mod:`.api`); the pieces are public so a
deployment can plug its own extractor. To add or change trigger rules, pass a rule set when opening the store
(no module globals change)::

    from langmem_layers.lexicon import Rule, RuleSet
    rules = RuleSet.default().extended(triggers={"decision": (Rule("trigger.acme.decision", r"拍板"),)})
    mem = LayeredMemory.open(path, rules=rules)
"""

from .candidate import Candidate
from .extract import EXTRACTION_PROMPT, LLMExtractor, RuleExtractor, Turn
from .normalise import ENTITY_ALIASES, SLOT_TEMPLATES
from .pipeline import WritePipeline
from .reconcile import Decision, decide
from .scoring import TYPE_IMPORTANCE, Scorer
from .triggers import (
    CANCEL_CUES,
    CHANGE_CUES,
    CONFIRM_CUES,
    CORRECTION_CUES,
    DECISION_CUES,
    EMPHASIS_CUES,
    HABIT_CUES,
    HEDGE_CUES,
    NEGATIVE_PREFERENCE_CUES,
    PLAN_CUES,
    POSITIVE_PREFERENCE_CUES,
    PROFILE_RULES,
    SMALL_TALK_CUES,
    TriggerLexicon,
)

__all__ = [
    "CANCEL_CUES",
    "CHANGE_CUES",
    "CONFIRM_CUES",
    "CORRECTION_CUES",
    "DECISION_CUES",
    "EMPHASIS_CUES",
    "ENTITY_ALIASES",
    "EXTRACTION_PROMPT",
    "HABIT_CUES",
    "HEDGE_CUES",
    "NEGATIVE_PREFERENCE_CUES",
    "PLAN_CUES",
    "POSITIVE_PREFERENCE_CUES",
    "PROFILE_RULES",
    "SLOT_TEMPLATES",
    "SMALL_TALK_CUES",
    "TYPE_IMPORTANCE",
    "Candidate",
    "Decision",
    "LLMExtractor",
    "RuleExtractor",
    "Scorer",
    "TriggerLexicon",
    "Turn",
    "WritePipeline",
    "decide",
]
