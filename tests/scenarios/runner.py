"""Run the write-path scenario suite on the shared eval core and print its figures.

    /work/venv/bin/python -m tests.scenarios.runner            # hashing embedder, rules only
    /work/venv/bin/python -m tests.scenarios.runner --e5       # the real default model

Feeding, matching and the metrics are :mod:`langmem_layers.eval` (runner and scoring); this module only picks this
suite's scripts and day 0, and prints its summary: write precision and recall, false overwrites (and items retired
twice or with the wrong status), forbidden writes (``never`` texts stored), refusals as expectations, and the
recall probes' hit rate, reported apart.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langmem_layers.eval import SuiteReport, open_memory, run_suite, store_leaks

from .model import Scenario
from .scripts_en import SCENARIOS_EN
from .scripts_zh import SCENARIOS_ZH

__all__ = ["ALL_SCENARIOS", "DAY0", "Result", "run_scenarios", "store_leaks", "summary"]

ALL_SCENARIOS: list[Scenario] = [*SCENARIOS_ZH, *SCENARIOS_EN]
DAY0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
#: A run of this suite is a report of the shared core (``result.totals`` holds the counters and rates).
Result = SuiteReport


def run_scenarios(mem: Any, scenarios: Sequence[Scenario] | None = None, *, shared: bool = True) -> Result:
    """Feed every scenario into ``mem`` (one user per scenario, sessions dated from :data:`DAY0`) and score it
    (``shared=False``: each stored item meets at most one expectation)."""
    return run_suite(scenarios or ALL_SCENARIOS, memory=mem, day0=DAY0, shared=shared)


def summary(result: Result) -> dict[str, Any]:
    """The suite's figures as printed by :func:`main`."""
    t = result.totals
    return {"scenarios": len(result.results), "write_precision": round(t.write_precision, 4),
            "write_recall": round(t.write_recall, 4), "false_overwrites": t.false_overwrites,
            "misretired": t.misretired, "forbidden_writes": t.never_stored,
            "true_writes": t.true_writes, "false_writes": t.false_writes, "expected": t.expected,
            "met": t.met, "turns": t.turns, "llm_calls": t.llm_calls,
            "probes": t.probes, "probe_hit_rate": round(t.recall_hit_rate, 4),
            "failing_scenarios": sorted(result.failures)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--e5", action="store_true", help="use the default e5 model instead of hashing")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        with open_memory(Path(tmp) / "store", "auto" if args.e5 else "hashing", day0=DAY0) as mem:
            result = run_scenarios(mem)
        secrets = [s for sc in ALL_SCENARIOS for s in sc.secrets]
        leaks = store_leaks(Path(tmp) / "store", secrets)
    out = {**summary(result), "embeddings": "e5" if args.e5 else "hashing", "secret_leaks": leaks}
    print(json.dumps(out, ensure_ascii=False, indent=2))
    if args.verbose:
        for name, problems in result.failures.items():
            print(name, *problems, sep="\n  ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
