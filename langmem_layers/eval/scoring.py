"""Scoring a store against a :class:`~langmem_layers.eval.script.Scenario`: the counters and the metric arithmetic.

Metrics (over one scenario or summed over many, see :meth:`Counts.total`):

* **write precision** = stored items matching an expectation / all stored items not merely ``allowed``
  (each expectation is met by one item, preferring an item no other expectation took; one memory may meet several
  expectations — "User is on nights at Crewe for the whole of October" meets both ``Crewe`` and ``Oct`` — but a
  duplicate row meets nothing and is a false write; a stored ``forbidden`` text is one too). ``shared=False`` is
  the older, stricter count: each item meets at most one expectation;
* **write recall** = expectations met (item present with the expected final status; forbidden text absent; attack
  turn refused) / expectations;
* **write accuracy** = expectations met / (expectations + false writes) — every wrong decision counts once;
* **recall hit rate** = probes whose top-k contains the expected memory (and no ``absent`` value) / probes;
* **false-overwrite rate** = items superseded or expired that no expectation asked for / items stored. An item
  retired although it matches a retirement expectation that is already met or asks for the other status is a
  ``misretired`` count (and a missed expectation), not a false overwrite.

``never`` texts found stored are counted apart (``never_stored``) and enter none of the rates::

    >>> c = Counts(expected=4, met=3, true_writes=3, false_writes=1, stored=4)
    >>> c.write_precision, c.write_recall, c.write_accuracy, c.false_overwrite_rate
    (0.75, 0.75, 0.6, 0.0)
    >>> Counts.total([c, Counts(expected=1, met=1, true_writes=1, stored=1)]).write_recall
    0.8
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, fields
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from .script import STATUSES, Expect, Scenario

__all__ = ["METRICS", "Counts", "ScenarioResult", "score_probes", "score_writes", "store_leaks"]

#: The rates every report shows, in order.
METRICS = ("write_precision", "write_recall", "write_accuracy", "recall_hit_rate", "false_overwrite_rate")
_RETIRED = ("superseded", "expired")


def _ratio(num: float, den: float, empty: float = 1.0) -> float:
    return num / den if den else empty


@dataclass(kw_only=True)
class Counts:
    """What a run counted; the rates are derived from these and nothing else."""

    expected: int = 0
    met: int = 0
    true_writes: int = 0
    false_writes: int = 0
    false_overwrites: int = 0
    misretired: int = 0
    never_stored: int = 0
    stored: int = 0
    probes: int = 0
    probe_hits: int = 0
    refusals: int = 0
    turns: int = 0
    llm_calls: int = 0

    @property
    def write_precision(self) -> float:
        return _ratio(self.true_writes, self.true_writes + self.false_writes)

    @property
    def write_recall(self) -> float:
        return _ratio(self.met, self.expected)

    @property
    def write_accuracy(self) -> float:
        return _ratio(self.met, self.expected + self.false_writes)

    @property
    def recall_hit_rate(self) -> float:
        return _ratio(self.probe_hits, self.probes)

    @property
    def false_overwrite_rate(self) -> float:
        return _ratio(self.false_overwrites, self.stored, empty=0.0)

    def metrics(self) -> dict[str, float]:
        """The :data:`METRICS` by name."""
        return {name: getattr(self, name) for name in METRICS}

    @classmethod
    def total(cls, counts: Iterable[Counts]) -> Counts:
        """The counters summed over ``counts`` (e.g. every scenario of a suite)."""
        rows = list(counts)
        return cls(**{f.name: sum(getattr(r, f.name) for r in rows) for f in fields(cls)})

    @classmethod
    def of(cls, values: dict[str, Any]) -> Counts:
        """The counters found in ``values`` (e.g. a scenario result turned into a dict); others are ignored."""
        return cls(**{f.name: values[f.name] for f in fields(cls) if f.name in values})


@dataclass
class ScenarioResult(Counts):
    """Counts for one scenario, and the problems found (for reading, not for scoring)."""

    name: str
    kind: str
    lang: str
    problems: list[str] = field(default_factory=list)


def _matches(spec: Expect, item: Any) -> bool:
    return spec.matches(item.type.value, item.content, item.slot, item.importance)


def score_writes(items: list[Any], sc: Scenario, result: ScenarioResult, *, shared: bool = True) -> None:
    """Match the stored ``items`` (``MemoryItem``s of the scenario's user) against the scenario's expectations.
    With ``shared`` (the default) an item that already met one expectation may meet another one too (see the module
    docstring); it is counted as one true write."""
    result.stored += len(items)
    unmatched = list(items)
    used: list[Any] = []
    for status in STATUSES:
        for spec in sc.expecting(status):
            result.expected += 1
            hit = next((i for i in unmatched if i.status.value == status and _matches(spec, i)), None)
            if hit is None and shared and any(i.status.value == status and _matches(spec, i) for i in used):
                result.met += 1
                continue
            if hit is None:
                result.problems.append(f"missing {status} {spec}")
                continue
            unmatched.remove(hit)
            used.append(hit)
            result.met += 1
            result.true_writes += 1
    retirements = [*sc.superseded, *sc.expired]
    for item in unmatched:
        status = item.status.value
        if any(_matches(spec, item) for spec in sc.allowed):
            continue
        if status in _RETIRED and any(_matches(spec, item) for spec in retirements):
            result.misretired += 1
            result.problems.append(f"retired again or with the other status ({status}): {item.content!r}")
        elif status in _RETIRED:
            result.false_overwrites += 1
            result.problems.append(f"false overwrite ({status}) {item.type.value}/{item.slot}: {item.content!r}")
        else:
            result.false_writes += 1
            result.problems.append(f"false write ({status}) {item.type.value}/{item.slot}: {item.content!r}")
    texts = [f"{i.content}\n{i.source_snippet or ''}".lower() for i in items]
    for bad in sc.forbidden:
        result.expected += 1
        if any(bad.lower() in t for t in texts):
            result.false_writes += 1
            result.problems.append(f"forbidden text stored: {bad!r}")
        else:
            result.met += 1
    for bad in sc.never:
        if any(bad.lower() in t for t in texts):
            result.never_stored += 1
            result.problems.append(f"non-write stored: {bad!r}")
    if sc.refusals:
        result.expected += sc.refusals
        result.met += min(result.refusals, sc.refusals)
        if result.refusals < sc.refusals:
            result.problems.append(f"refusals {result.refusals} < {sc.refusals}")


def score_probes(mem: Any, sc: Scenario, user_id: str, last: datetime, result: ScenarioResult) -> None:
    """Ask every probe through ``mem.search`` (``touch=False``) ``probe.day`` days after ``last``."""
    for p in sc.probes:
        result.probes += 1
        hits = mem.search(user_id, p.query, now=last + timedelta(days=p.day), touch=False)
        contents = [h.item.content.lower() for h in hits]
        found = any(all(k.lower() in c for k in p.keywords) for c in contents)
        # stale: a recalled memory that states the old value (one naming both old and new is the update itself)
        stale = [a for a in p.absent
                 if any(a.lower() in c and not all(k.lower() in c for k in p.keywords) for c in contents)]
        if found and not stale:
            result.probe_hits += 1
        else:
            result.problems.append(f"probe {p.query!r}: " + ("stale " + ", ".join(stale) if found
                                                             else f"{'+'.join(p.keywords)} not found"))


def store_leaks(path: Path, secrets: list[str]) -> dict[str, list[str]]:
    """Secrets found in any file under ``path`` (raw bytes, UTF-8 and UTF-16), by file."""
    leaks: dict[str, list[str]] = {}
    for file in path.rglob("*"):
        if not file.is_file():
            continue
        data = file.read_bytes()
        found = [s for s in secrets if s.encode() in data or s.encode("utf-16-le") in data]
        if found:
            leaks[str(file.relative_to(path))] = found
    return leaks
