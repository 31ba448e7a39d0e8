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
from tests.scenarios.runner import DAY0, run_scenarios

from .heldout_scripts import HELDOUT_A
from .heldout_scripts_b import HELDOUT_B
from .heldout_scripts_c import HELDOUT_C
from .heldout_scripts_d import HELDOUT_D
from .heldout_scripts_e import HELDOUT_E
from .heldout_scripts_f import HELDOUT_F
from .heldout_scripts_g import HELDOUT_G
from .heldout_scripts_h import HELDOUT_H
from .heldout_scripts_i import HELDOUT_I
from .heldout_scripts_j import HELDOUT_J
from .heldout_scripts_k import HELDOUT_K

BATCHES: dict[str, list[Scenario]] = {"A": HELDOUT_A, "B": HELDOUT_B, "C": HELDOUT_C, "D": HELDOUT_D, "E": HELDOUT_E,
                                      "F": HELDOUT_F, "G": HELDOUT_G, "H": HELDOUT_H,
                                      "I": HELDOUT_I, "J": HELDOUT_J, "K": HELDOUT_K}


def measure(scenarios: list[Scenario], path: Path) -> Any:
    """Feed the scripts into a fresh store (hashing embedder, rules only) and score them."""
    mem = LayeredMemory.open(path, config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    try:
        return run_scenarios(mem, scenarios)
    finally:
        mem.close()


def figures(result: Any, scenarios: list[Scenario]) -> dict[str, Any]:
    """Recall, precision, false overwrites and forbidden writes of a run (either shape of the suite's result)."""
    t = getattr(result, "totals", result)  # the shared eval core's SuiteReport, or the older scenario Result
    recall = getattr(t, "write_recall", None)
    precision = getattr(t, "write_precision", None)
    return {"scripts": len(scenarios), "zh": sum(s.lang == "zh" for s in scenarios),
            "recall": round(recall if recall is not None else t.recall, 3),
            "precision": round(precision if precision is not None else t.precision, 3),
            "false_overwrites": t.false_overwrites + getattr(t, "misretired", 0),
            "forbidden_writes": getattr(t, "never_stored", getattr(t, "forbidden", 0)),
            "met": t.met, "expected": t.expected, "false_writes": t.false_writes,
            "failing": len(result.failures), "llm_calls": t.llm_calls}


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
