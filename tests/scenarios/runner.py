"""Run the scenario suite and compute write precision, write recall and false overwrites.

    /work/venv/bin/python -m tests.scenarios.runner            # hashing embedder, rules only
    /work/venv/bin/python -m tests.scenarios.runner --e5       # the real default model

Each user turn is sent to ``remember()`` the way an agent would after a turn: the preceding assistant message
(context) plus the user message, with ``now=`` the simulated day.

* precision = stored items that match an expectation / all stored items that are not merely ``allowed``;
  each expectation absorbs one item, so a duplicate row counts as a false write;
* recall = expectations met (an item with the expected status; each attack string refused) / all expectations;
* false overwrites = items superseded or expired that no ``superseded``/``expired`` expectation asked for;
* forbidden writes = ``never`` strings (expected non-writes) found in any stored content or snippet;
* probe hit rate = recall probes (``mem.search`` after the last session) whose hits contain the expected memory;
  reported apart, it does not enter precision or recall.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from .model import E, Scenario
from .scripts_en import SCENARIOS_EN
from .scripts_zh import SCENARIOS_ZH

__all__ = ["ALL_SCENARIOS", "Result", "run_scenarios"]

ALL_SCENARIOS: list[Scenario] = [*SCENARIOS_ZH, *SCENARIOS_EN]
DAY0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@dataclass
class Result:
    true_writes: int = 0
    false_writes: int = 0
    expected: int = 0
    met: int = 0
    false_overwrites: int = 0
    forbidden: int = 0
    failures: dict[str, list[str]] = field(default_factory=dict)
    llm_calls: int = 0
    turns: int = 0
    probes: int = 0
    probe_hits: int = 0

    @property
    def precision(self) -> float:
        total = self.true_writes + self.false_writes
        return self.true_writes / total if total else 1.0

    @property
    def recall(self) -> float:
        return self.met / self.expected if self.expected else 1.0

    @property
    def probe_hit_rate(self) -> float:
        return self.probe_hits / self.probes if self.probes else 1.0

    def summary(self) -> dict[str, Any]:
        return {"scenarios": len(ALL_SCENARIOS), "write_precision": round(self.precision, 4),
                "write_recall": round(self.recall, 4), "false_overwrites": self.false_overwrites,
                "forbidden_writes": self.forbidden,
                "true_writes": self.true_writes, "false_writes": self.false_writes, "expected": self.expected,
                "met": self.met, "turns": self.turns, "llm_calls": self.llm_calls,
                "probes": self.probes, "probe_hit_rate": round(self.probe_hit_rate, 4),
                "failing_scenarios": sorted(self.failures)}


def _feed(mem: Any, sc: Scenario, result: Result) -> int:
    """Send every user turn of the scenario; returns the number of refusals reported."""
    refusals = 0
    for index, session in enumerate(sc.sessions):
        now = DAY0 + timedelta(days=session.day)
        previous: dict[str, str] | None = None
        for role, text in session.turns:
            message = {"role": role, "content": text}
            if role != "user":
                previous = message if role == "assistant" else previous
                if role not in ("user", "assistant"):
                    report = mem.remember(sc.name, [message], session_id=f"{sc.name}-{index}", now=now)
                    result.llm_calls += report.llm_calls
                continue
            batch = [previous, message] if previous else [message]
            report = mem.remember(sc.name, batch, session_id=f"{sc.name}-{index}", now=now)
            result.turns += 1
            result.llm_calls += report.llm_calls
            refusals += len(report.refusals)
            previous = None
    return refusals


def _score(mem: Any, sc: Scenario, refusals: int, result: Result) -> None:
    items = mem.items(sc.name)
    unmatched = list(items)
    problems: list[str] = []
    groups: list[tuple[str, list[E]]] = [("active", sc.active), ("observed", sc.observed),
                                         ("superseded", sc.superseded), ("expired", sc.expired)]
    for status, specs in groups:
        for spec in specs:
            result.expected += 1
            hit = next((i for i in unmatched if i.status.value == status
                        and spec.matches(i.type.value, i.content, i.slot, i.importance)), None)
            if hit is None:
                problems.append(f"missing {status} {spec}")
                continue
            unmatched.remove(hit)
            result.met += 1
            result.true_writes += 1
    for item in unmatched:
        allowed = any(spec.matches(item.type.value, item.content, item.slot, 1.0) for spec in sc.allowed)
        if item.status.value in ("superseded", "expired") and not allowed:
            result.false_overwrites += 1
            problems.append(f"false overwrite {item.status.value} {item.type.value}: {item.content!r}")
        elif not allowed:
            result.false_writes += 1
            problems.append(f"false write {item.status.value} {item.type.value}/{item.slot}: {item.content!r}")
    for text in sc.never:  # explicit non-writes
        stored = [i for i in items if text.lower() in f"{i.content} {i.source_snippet or ''}".lower()]
        if stored:
            result.forbidden += 1
            problems.append(f"non-write {text!r} was stored: {stored[0].content!r}")
    if sc.refusals:  # every attack string is one expectation
        result.expected += sc.refusals
        result.met += min(refusals, sc.refusals)
        if refusals < sc.refusals:
            problems.append(f"refusals {refusals} < {sc.refusals}")
    problems.extend(_probe(mem, sc, result))
    if problems:
        result.failures[sc.name] = problems


def _probe(mem: Any, sc: Scenario, result: Result) -> list[str]:
    last = DAY0 + timedelta(days=max((s.day for s in sc.sessions), default=0))
    misses = []
    for probe in sc.probes:
        result.probes += 1
        hits = mem.search(sc.name, probe.query, now=last + timedelta(days=probe.day), touch=False)
        if any(all(k.lower() in h.item.content.lower() for k in probe.keywords) for h in hits):
            result.probe_hits += 1
        else:
            misses.append(f"probe {probe.query!r} did not recall {'+'.join(probe.keywords)}")
    return misses


def run_scenarios(mem: Any, scenarios: list[Scenario] | None = None) -> Result:
    """Feed every scenario into ``mem`` (one user per scenario) and score it."""
    result = Result()
    for sc in scenarios or ALL_SCENARIOS:
        refusals = _feed(mem, sc, result)
        _score(mem, sc, refusals, result)
    return result


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


def main(argv: list[str] | None = None) -> int:
    from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--e5", action="store_true", help="use the default e5 model instead of hashing")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        embeddings = None if args.e5 else HashingEmbeddings()
        mem = LayeredMemory.open(Path(tmp) / "store", config=MemoryConfig(clock=lambda: DAY0), embeddings=embeddings)
        result = run_scenarios(mem)
        mem.close()
        secrets = [s for sc in ALL_SCENARIOS for s in sc.secrets]
        leaks = store_leaks(Path(tmp) / "store", secrets)
    summary = {**result.summary(), "embeddings": "e5" if args.e5 else "hashing", "secret_leaks": leaks}
    print(json.dumps(summary, ensure_ascii=False, indent=2))
    if args.verbose:
        for name, problems in result.failures.items():
            print(name, *problems, sep="\n  ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
