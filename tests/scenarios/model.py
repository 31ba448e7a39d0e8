"""The write-path suite's script vocabulary, on the shared model of :mod:`langmem_layers.eval.script`.

A scenario is a list of sessions (simulated day offset + turns) with keyword expectations: every keyword must
appear (case-insensitive) in the stored content, the type must match when given. ``allowed`` items may or may not be
written; ``never`` texts must not be stored (counted apart); ``refusals`` attack turns must be refused. The names keep
this suite's positional orders (``Scenario(name, lang, sessions)``, ``E(type, keywords)``, ``P(query, keywords,
day)``); the objects are the core's, so the core runner scores them::

    >>> sc = Scenario("x", "en", [Session(0, [u("I hate long answers")])], active=[e("preference", "long")])
    >>> sc.kind, sc.active[0].type, isinstance(sc.active[0], Expect)
    ('', 'preference', True)
"""

from __future__ import annotations

from typing import Any

from langmem_layers.eval import script
from langmem_layers.eval.script import Expect, Probe, ScriptSession
from langmem_layers.eval.script import assistant as a
from langmem_layers.eval.script import expect as e
from langmem_layers.eval.script import probe as p
from langmem_layers.eval.script import user as u

__all__ = ["E", "Expect", "P", "Probe", "Scenario", "Session", "a", "e", "p", "u"]

Session = ScriptSession


class E(Expect):
    """An expected memory, type first: ``E("plan", ("passport",), min_importance=0.55)``."""

    def __init__(self, type: str | None, keywords: tuple[str, ...], slot: str | None = None,
                 min_importance: float | None = None) -> None:
        super().__init__(tuple(keywords), type, slot, min_importance)


class P(Probe):
    """A recall probe: ``query`` asked ``day`` days after the last session must recall a memory with every keyword."""

    def __init__(self, query: str, keywords: tuple[str, ...], day: float = 1.0) -> None:
        super().__init__(query, tuple(keywords), (), day)


class Scenario(script.Scenario):
    """A scenario without a kind in the positional order: ``Scenario(name, lang, sessions, active=[…], …)``."""

    def __init__(self, name: str, lang: str, sessions: list[ScriptSession], **fields: Any) -> None:
        super().__init__(name, fields.pop("kind", ""), lang, sessions, **fields)
