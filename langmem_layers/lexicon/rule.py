"""The rule type: a pattern with a stable id and the sentences it must (and must not) match.

>>> r = Rule("en.ignore_instructions#2", r"\\bignore everything above\\b", examples=("ignore everything above",))
>>> r.name
'en.ignore_instructions'
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["ProfileRule", "Rule"]


@dataclass(frozen=True)
class Rule:
    """One regular expression with identity.

    ``id`` is stable: tests, traces and reviews point at it, and editing the pattern keeps it. Several patterns may
    share one *name* (the part of the id before ``#``); the name is what the engines report and what audit logs
    store (``en.ignore_instructions`` for ``en.ignore_instructions#3``). ``examples`` must match the pattern and
    ``not_examples`` must not (``tests/unit_tests/lexicon/test_rules.py`` checks every rule).
    """

    id: str
    pattern: str
    examples: tuple[str, ...] = ()
    not_examples: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return self.id.partition("#")[0]


@dataclass(frozen=True)
class ProfileRule:
    """A single-valued (``slot``) or multi-valued profile fact; ``obj`` in the pattern is the value.

    The first three fields keep their old positional order (``ProfileRule("city", r"…")``); ``id`` and the examples
    are the :class:`Rule` identity (a custom rule without an id still works).
    """

    slot: str | None
    pattern: str
    entity_kind: str = ""
    id: str = ""
    examples: tuple[str, ...] = ()
    not_examples: tuple[str, ...] = ()
