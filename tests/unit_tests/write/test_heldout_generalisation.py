"""Held-out generalisation of the rules-only write path (issue 3): conversations the write rules were not written for.

Two batches, scored with the scenario suite's own runner (:func:`tests.scenarios.runner.run_scenarios`):

* batch A (``heldout_scripts.py``, 68 scripts) was written first and measured on the unchanged code, then used to
  find failure classes — it is no longer held out, its thresholds guard the fixes;
* batch B (``heldout_scripts_b.py``) was written after the fixes and measured once: the honest figure.

Print the figures::

    /work/venv/bin/python -m tests.unit_tests.write.test_heldout_generalisation        # both batches
    /work/venv/bin/python -m tests.unit_tests.write.test_heldout_generalisation -v     # and every failure
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from tests.scenarios.model import Scenario
from tests.scenarios.runner import DAY0, Result, run_scenarios

from .heldout_scripts import HELDOUT_A

BATCHES: dict[str, list[Scenario]] = {"A": HELDOUT_A}


def measure(scenarios: list[Scenario], path: Path) -> Result:
    """Feed the scripts into a fresh store (hashing embedder, rules only) and score them."""
    mem = LayeredMemory.open(path, config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    try:
        return run_scenarios(mem, scenarios)
    finally:
        mem.close()


def figures(result: Result, scenarios: list[Scenario]) -> dict[str, Any]:
    return {"scripts": len(scenarios), "zh": sum(s.lang == "zh" for s in scenarios),
            "recall": round(result.recall, 3), "precision": round(result.precision, 3),
            "false_overwrites": result.false_overwrites, "forbidden_writes": result.forbidden,
            "met": result.met, "expected": result.expected, "false_writes": result.false_writes,
            "failing": len(result.failures), "llm_calls": result.llm_calls}


def main(argv: list[str]) -> int:
    for name, scenarios in BATCHES.items():
        with tempfile.TemporaryDirectory() as tmp:
            result = measure(scenarios, Path(tmp) / "store")
        print(name, figures(result, scenarios))
        if "-v" in argv:
            for script, problems in sorted(result.failures.items()):
                print(" ", script, *problems, sep="\n    ")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
