"""Rules as data: every cue, trigger and injection pattern with a stable id, split by language.

``zh/`` and ``en/`` hold one language each, :mod:`.shared` the concepts both use (date fragments, household words,
language-neutral injection markup). This package is data only: the engines stay where they are
(:mod:`~langmem_layers.write.triggers`, :mod:`~langmem_layers.safety.injection`, :mod:`~langmem_layers.read.router`)
and take their tables from a :class:`RuleSet`::

    >>> rules = RuleSet.default()
    >>> rules.rule("trigger.zh.decision.1").id
    'trigger.zh.decision.1'
    >>> more = rules.extended(triggers={"decision": (Rule("trigger.acme.decision", r"拍板了"),)}, router={"kb": ("保单",)})
    >>> more.trigger_patterns("decision")[-1], "保单" in more.router["kb"]
    ('拍板了', True)

Pass a rule set to :meth:`LayeredMemory.open(..., rules=...) <langmem_layers.LayeredMemory.open>` instead of
reassigning module globals.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType

from . import order, shared
from .en import injection as en_injection
from .en import router as en_router
from .en import triggers as en_triggers
from .rule import ProfileRule, Rule
from .zh import injection as zh_injection
from .zh import router as zh_router
from .zh import triggers as zh_triggers

__all__ = ["TRIGGER_TABLES", "ProfileRule", "Rule", "RuleSet"]

#: The trigger tables, by the name of the :class:`~langmem_layers.write.triggers.TriggerLexicon` field they fill.
TRIGGER_TABLES: tuple[str, ...] = (
    "preference_positive", "preference_negative", "preference_implicit", "preference_denied", "correction", "plan",
    "cancel", "soft_cancel", "decision", "confirm", "habit", "change", "hedge", "emphasis", "transient", "weather",
    "small_talk", "question", "request", "other_person", "household_facts", "agent_address", "past", "intent",
    "denial", "referents", "budget_purposes", "task",
)
#: The router's phrase tables, by :class:`~langmem_layers.read.router.RouterCues` field.
ROUTER_TABLES: tuple[str, ...] = ("window", "kb", "memory", "personal", "choice")

#: Compile flags each engine uses, so a rule's examples are checked the way the engine reads them.
TRIGGER_FLAGS = re.IGNORECASE
INJECTION_FLAGS = re.IGNORECASE | re.MULTILINE


def profile_flags(rule: ProfileRule) -> int:
    """Profile rules are case-insensitive only when they start at a word boundary (English)."""
    return re.IGNORECASE if rule.pattern.startswith(r"\b") else 0


def _table(name: str, *modules: object) -> tuple[Rule, ...]:
    return tuple(r for m in modules for r in getattr(m, name.upper(), ()))


def _frozen(mapping: Mapping[str, tuple]) -> Mapping[str, tuple]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True, eq=False)
class RuleSet:
    """An immutable set of rule tables; engines take it instead of reading module globals.

    ``triggers`` maps a trigger table to its rules in evaluation order (first match wins), ``profile`` holds the
    profile rules, ``injection`` the phrase rules of the injection guard (in order; the first that fires names the
    refusal), ``router`` the router's phrase cues (order does not matter: the longest cue wins). A table left out
    is empty: start from :meth:`default` and use :meth:`extended` (or ``dataclasses.replace``) to keep the rest.
    """

    triggers: Mapping[str, tuple[Rule, ...]] = field(default_factory=dict)
    profile: tuple[ProfileRule, ...] = ()
    injection: tuple[Rule, ...] = ()
    router: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "triggers", _frozen(self.triggers))
        object.__setattr__(self, "router", _frozen(self.router))

    @classmethod
    def default(cls) -> RuleSet:
        """The shipped rules, tried in the order of :mod:`.order`."""
        return _DEFAULT

    def extended(
        self, *, triggers: Mapping[str, Sequence[Rule]] | None = None, profile: Sequence[ProfileRule] = (),
        injection: Sequence[Rule] = (), router: Mapping[str, Sequence[str]] | None = None,
    ) -> RuleSet:
        """A copy with more rules appended per table (like :meth:`RouterCues.extended`)."""
        unknown = set(triggers or {}) - set(TRIGGER_TABLES) | set(router or {}) - set(ROUTER_TABLES)
        if unknown:
            raise ValueError(f"unknown rule tables: {sorted(unknown)}")
        return replace(
            self,
            triggers={**self.triggers, **{k: (*self.triggers.get(k, ()), *v) for k, v in (triggers or {}).items()}},
            profile=(*self.profile, *profile), injection=(*self.injection, *injection),
            router={**self.router, **{k: (*self.router.get(k, ()), *v) for k, v in (router or {}).items()}},
        )

    def trigger_patterns(self, table: str) -> tuple[str, ...]:
        """The patterns of one trigger table, in order."""
        return tuple(r.pattern for r in self.triggers.get(table, ()))

    def injection_pairs(self) -> tuple[tuple[str, str], ...]:
        """``(name, regex)`` pairs in the shape :func:`~langmem_layers.safety.injection.compile_rules` takes."""
        return tuple((r.name, r.pattern) for r in self.injection)

    @cached_property
    def _by_id(self) -> dict[str, Rule | ProfileRule]:
        return {r.id: r for _, r, _ in self.walk()}

    def rule(self, rule_id: str) -> Rule | ProfileRule:
        """The rule with this id (``KeyError`` if there is none)."""
        return self._by_id[rule_id]

    def walk(self) -> Iterator[tuple[str, Rule | ProfileRule, int]]:
        """Every rule with identity: ``(table, rule, compile flags of its engine)``."""
        for table in TRIGGER_TABLES:
            for rule in self.triggers.get(table, ()):
                yield f"trigger.{table}", rule, TRIGGER_FLAGS
        for prule in self.profile:
            yield "profile", prule, profile_flags(prule)
        for rule in self.injection:
            yield "injection", rule, INJECTION_FLAGS


def _ordered(rules: Sequence[Rule], ids: Sequence[str] | None) -> tuple[Rule, ...]:
    if ids is None:
        return tuple(rules)
    by_id = {r.id: r for r in rules}
    return tuple(by_id[i] for i in ids)


def _ordered_profile(rules: Sequence[ProfileRule], ids: Sequence[str]) -> tuple[ProfileRule, ...]:
    by_id = {r.id: r for r in rules}
    return tuple(by_id[i] for i in ids)


_DEFAULT = RuleSet(
    triggers={name: _ordered(_table(name, zh_triggers, en_triggers), order.TRIGGERS.get(name))
              for name in TRIGGER_TABLES},
    profile=_ordered_profile((*zh_triggers.PROFILE, *en_triggers.PROFILE), order.PROFILE),
    injection=_ordered((*en_injection.INJECTION, *shared.INJECTION, *zh_injection.INJECTION), order.INJECTION),
    router={name: (*getattr(zh_router, name.upper()), *getattr(en_router, name.upper())) for name in ROUTER_TABLES},
)
