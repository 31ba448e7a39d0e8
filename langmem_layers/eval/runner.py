"""Run the scenario suite through the public API and score it.

Each user turn goes to :meth:`LayeredMemory.remember` the way an agent sends it after a turn (the assistant message
before it as context, then the user message, ``now=`` the simulated day); recall probes go to
:meth:`LayeredMemory.search`. Every scenario has its own user in one store, so the suite also checks isolation::

    >>> from langmem_layers.eval import run_suite, DEFAULT_SUITE
    >>> report = run_suite(DEFAULT_SUITE[:2], embeddings="hashing")
    >>> sorted(report.metrics())[:3]
    ['false_overwrite_rate', 'recall_hit_rate', 'scenarios']

Metrics (summed over scenarios):

* **write precision** = stored items matching an expectation / all stored items not merely ``allowed``
  (each expectation absorbs one item, so a duplicate row is a false write; a stored forbidden text is one too);
* **write recall** = expectations met (item present with the expected final status; forbidden text absent) /
  expectations;
* **write accuracy** = expectations met / (expectations + false writes) — every wrong decision counts once;
* **recall hit rate** = probes whose top-k contains the expected memory (and no ``absent`` value) / probes;
* **false-overwrite rate** = items superseded or expired that no expectation asked for / items stored (an item
  that was due to be retired but got the other retirement status is a missed expectation, not an overwrite).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from .scenarios import DEFAULT_SUITE, Expect, Scenario

__all__ = ["DAY0", "TARGETS", "ScenarioResult", "SuiteReport", "run_scenario", "run_suite"]

#: Day 0 of every scenario (sessions are offsets from it).
DAY0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
#: SPEC 6 target lines: write accuracy ≥ 0.9, recall hit rate ≥ 0.8, false-overwrite rate < 1 %.
TARGETS: dict[str, tuple[str, float]] = {
    "write_accuracy": (">=", 0.9),
    "recall_hit_rate": (">=", 0.8),
    "false_overwrite_rate": ("<", 0.01),
}
_GROUPS = ("active", "observed", "superseded", "expired")


@dataclass
class ScenarioResult:
    """Counts for one scenario, and the problems found (for reading, not for scoring)."""

    name: str
    kind: str
    lang: str
    expected: int = 0
    met: int = 0
    true_writes: int = 0
    false_writes: int = 0
    false_overwrites: int = 0
    stored: int = 0
    probes: int = 0
    probe_hits: int = 0
    refusals: int = 0
    problems: list[str] = field(default_factory=list)


def _ratio(num: float, den: float, empty: float = 1.0) -> float:
    return num / den if den else empty


def _metrics(results: Iterable[ScenarioResult]) -> dict[str, float]:
    rs = list(results)
    s = {k: sum(getattr(r, k) for r in rs) for k in
         ("expected", "met", "true_writes", "false_writes", "false_overwrites", "stored", "probes", "probe_hits")}
    return {
        "scenarios": float(len(rs)),
        "write_precision": _ratio(s["true_writes"], s["true_writes"] + s["false_writes"]),
        "write_recall": _ratio(s["met"], s["expected"]),
        "write_accuracy": _ratio(s["met"], s["expected"] + s["false_writes"]),
        "recall_hit_rate": _ratio(s["probe_hits"], s["probes"]),
        "false_overwrite_rate": _ratio(s["false_overwrites"], s["stored"], empty=0.0),
    }


@dataclass
class SuiteReport:
    """All scenario results with the suite's metrics, per kind, and a table."""

    results: list[ScenarioResult]
    embeddings: str = ""

    def metrics(self) -> dict[str, float]:
        return _metrics(self.results)

    def by_kind(self) -> dict[str, dict[str, float]]:
        kinds = sorted({r.kind for r in self.results})
        return {k: _metrics(r for r in self.results if r.kind == k) for k in kinds}

    def targets_met(self) -> dict[str, bool]:
        m = self.metrics()
        return {k: (m[k] >= v if op == ">=" else m[k] < v) for k, (op, v) in TARGETS.items()}

    def table(self) -> str:
        from ..cli import format_table

        cols = ["write_precision", "write_recall", "write_accuracy", "recall_hit_rate", "false_overwrite_rate"]
        rows = [(kind, int(m["scenarios"]), *(f"{m[c]:.3f}" for c in cols)) for kind, m in self.by_kind().items()]
        total = self.metrics()
        rows.append(("ALL", int(total["scenarios"]), *(f"{total[c]:.3f}" for c in cols)))
        met = self.targets_met()
        lines = [format_table(rows, ["kind", "n", "precision", "recall", "accuracy", "recall hit", "false ovw"]), ""]
        lines += [f"target {k} {op} {v}: {'met' if met[k] else 'NOT met'} ({total[k]:.3f})"
                  for k, (op, v) in TARGETS.items()]
        return "\n".join(lines)


def _feed(mem: Any, sc: Scenario, user: str, result: ScenarioResult) -> datetime:
    from langchain_core.messages import AIMessage, HumanMessage

    now = DAY0
    for index, session in enumerate(sc.sessions):
        now = DAY0 + timedelta(days=session.day)
        previous: AIMessage | None = None
        for role, text in session.turns:
            if role == "assistant":
                previous = AIMessage(text)
                continue
            batch = [previous, HumanMessage(text)] if previous is not None else [HumanMessage(text)]
            report = mem.remember(user, batch, session_id=f"{user}-s{index}", now=now)
            result.refusals += len(report.refusals)
            previous = None
    return now


def _take(unmatched: list[Any], spec: Expect, status: str) -> Any:
    return next((i for i in unmatched
                 if i.status.value == status and spec.matches(i.type.value, i.content, i.slot)), None)


def _score_writes(mem: Any, sc: Scenario, user: str, result: ScenarioResult) -> None:
    items = mem.items(user)
    result.stored = len(items)
    unmatched = list(items)
    for status in _GROUPS:
        for spec in getattr(sc, status):
            result.expected += 1
            hit = _take(unmatched, spec, status)
            if hit is None:
                result.problems.append(f"missing {status} {spec}")
                continue
            unmatched.remove(hit)
            result.met += 1
            result.true_writes += 1
    for item in unmatched:
        if any(spec.matches(item.type.value, item.content, item.slot) for spec in sc.allowed):
            continue
        retired = [*sc.superseded, *sc.expired]
        if item.status.value in ("superseded", "expired") and any(
                spec.matches(item.type.value, item.content, item.slot) for spec in retired):
            result.problems.append(f"retired with the other status ({item.status.value}): {item.content!r}")
        elif item.status.value in ("superseded", "expired"):
            result.false_overwrites += 1
            result.problems.append(f"false overwrite ({item.status.value}) {item.type.value}: {item.content!r}")
        else:
            result.false_writes += 1
            result.problems.append(f"false write ({item.status.value}) {item.type.value}: {item.content!r}")
    texts = [f"{i.content}\n{i.source_snippet or ''}".lower() for i in items]
    for bad in sc.forbidden:
        result.expected += 1
        if any(bad.lower() in t for t in texts):
            result.false_writes += 1
            result.problems.append(f"forbidden text stored: {bad!r}")
        else:
            result.met += 1


def _score_probes(mem: Any, sc: Scenario, user: str, last: datetime, result: ScenarioResult) -> None:
    for p in sc.probes:
        result.probes += 1
        hits = mem.search(user, p.query, now=last + timedelta(days=p.day), touch=False)
        contents = [h.item.content.lower() for h in hits]
        found = any(all(k.lower() in c for k in p.keywords) for c in contents)
        # stale: a recalled memory that states the old value (one naming both old and new is the update itself)
        stale = [a for a in p.absent
                 if any(a.lower() in c and not all(k.lower() in c for k in p.keywords) for c in contents)]
        if found and not stale:
            result.probe_hits += 1
        else:
            result.problems.append(f"probe {p.query!r}: " + ("stale " + ", ".join(stale) if found else "not found"))


def run_scenario(mem: Any, sc: Scenario, user: str | None = None) -> ScenarioResult:
    """Feed one scenario into ``mem`` as ``user`` (default ``eval-<name>``) and score it."""
    user = user or f"eval-{sc.name}"
    result = ScenarioResult(sc.name, sc.kind, sc.lang)
    last = _feed(mem, sc, user, result)
    _score_writes(mem, sc, user, result)
    _score_probes(mem, sc, user, last, result)
    return result


def run_suite(
    scenarios: list[Scenario] | None = None, *, memory: Any = None, embeddings: str = "auto",
    path: str | Path | None = None,
) -> SuiteReport:
    """Run ``scenarios`` (default :data:`DEFAULT_SUITE`) on ``memory`` or on a fresh store (``embeddings``:
    ``auto`` = the embedded default model, ``hashing`` = fast lexical)."""
    suite = scenarios if scenarios is not None else DEFAULT_SUITE
    if memory is not None:
        return SuiteReport([run_scenario(memory, sc) for sc in suite], embeddings=str(memory.model_id))
    from ..config import MemoryConfig
    from ..embeddings import HashingEmbeddings
    from ..memory import LayeredMemory

    with tempfile.TemporaryDirectory(prefix="langmem-eval-") as tmp:
        emb = HashingEmbeddings() if embeddings == "hashing" else None
        with LayeredMemory.open(path or tmp, config=MemoryConfig(clock=lambda: DAY0), embeddings=emb) as mem:
            return SuiteReport([run_scenario(mem, sc) for sc in suite], embeddings=str(mem.model_id))
