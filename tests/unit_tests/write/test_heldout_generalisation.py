"""Held-out generalisation of the rules-only write path (issue 3): conversations the write rules were not written for.

Protocol. Batch A (``heldout_scripts.py``, 68 scripts, half Chinese) was written before any change and measured on the
unchanged code. Each later batch (B … M, 30–34 scripts each, half Chinese, ``heldout_scripts_<x>.py``) was written
after the fixes for the previous one and measured ONCE on the code of that moment (:data:`FIRST_MEASURED`); only then
were its failure classes fixed with general rules. So every batch but the last is fitted now; batch M was measured
once and nothing in the write path changed afterwards: its first figure is the honest generalisation measure. Pooled
over the twelve first measurements B … M (330 expected memories): recall 0.545, precision 0.818, 1 false overwrite,
2 forbidden writes — the code before this work scored 0.421 / 0.735 / 1 / 9 on the same scripts.

Batch N (``heldout_scripts_n.py``, 36 scripts, half Chinese) is about UPDATES — changes of mind whose old and new
values share no word, corrections after the assistant's echo, cancellations by a generic noun, reschedules — and
traps where nothing may be retired (two plans, two milks liked at once, another person's change or cancellation).
It was written before the update fixes and measured once: recall 0.414, precision 0.558, 0 false overwrites,
1 forbidden write; after the fixes (interchangeable values, generic referents, bare reschedules, echo corrections)
0.948 / 0.965 / 0 / 0.
Batch O (``heldout_scripts_o.py``, 24 update scripts, half Chinese) was written after those fixes and measured
once, with no change afterwards: recall 0.615, precision 0.889, 0 false overwrites, 0 forbidden writes — the
honest figure of the update work (the code before it scored 0.359 / 0.667 / 0 / 1 on the same scripts).
Batch P (``heldout_scripts_p.py``, 34 scripts, all Chinese) is colloquial Chinese: 口语, 网络用语, 咱/俺, subjects left
out, particles, preferences inside long sentences. Written before any change for it and measured once: recall 0.613,
precision 0.864, 0 false overwrites, 0 forbidden writes; after its fixes (dialect pronouns 俺/咱, subject-less
allergies, numeral-less pets, slang work verbs, 别带/别用 taboos, hedged intentions, "X的话" budget topics, "在X住",
coffee kinds as coffee, a correction of the user's own last turn, a decided cancellation kept as a decision, a
correction the store already says writes nothing) 1.0 / 1.0 / 0 / 0.
Batch Q (``heldout_scripts_q.py``, 16 colloquial Chinese scripts) was written after those fixes and measured once,
with no change to the write path afterwards: recall 0.643, precision 0.818, 0 false overwrites, 0 forbidden
writes — the honest figure of the colloquial-Chinese work.
Scored with the scenario suite's own runner (:func:`tests.scenarios.runner.run_scenarios`, shared eval core):
recall = expected memories present with the expected status, precision = stored items that an expectation
absorbs / all stored items not merely ``allowed``, false overwrites = items superseded or expired that nothing asked
for, forbidden writes = ``never`` texts found stored.

Print the figures::

    /work/venv/bin/python -m tests.unit_tests.write.test_heldout_generalisation        # every batch
    /work/venv/bin/python -m tests.unit_tests.write.test_heldout_generalisation -v     # and every failure
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

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
from .heldout_scripts_l import HELDOUT_L
from .heldout_scripts_m import HELDOUT_M
from .heldout_scripts_n import HELDOUT_N
from .heldout_scripts_o import HELDOUT_O
from .heldout_scripts_p import HELDOUT_P
from .heldout_scripts_q import HELDOUT_Q

BATCHES: dict[str, list[Scenario]] = {"A": HELDOUT_A, "B": HELDOUT_B, "C": HELDOUT_C, "D": HELDOUT_D, "E": HELDOUT_E,
                                      "F": HELDOUT_F, "G": HELDOUT_G, "H": HELDOUT_H,
                                      "I": HELDOUT_I, "J": HELDOUT_J, "K": HELDOUT_K,
                                      "L": HELDOUT_L, "M": HELDOUT_M, "N": HELDOUT_N, "O": HELDOUT_O,
                                      "P": HELDOUT_P, "Q": HELDOUT_Q}


#: (recall, precision) of each batch the first time it met the code — before it was used to fix anything. A was
#: measured on the code before this work; the base code scored B … M at 0.344/0.786, 0.692/0.720, 0.324/0.550,
#: 0.296/0.727, 0.241/0.583, 0.476/0.833, 0.517/0.714, 0.556/0.938, 0.308/0.889, 0.321/0.600, 0.400/0.769,
#: 0.654/0.810.
FIRST_MEASURED: dict[str, tuple[float, float]] = {
    "A": (0.394, 0.718), "B": (0.406, 0.812), "C": (0.808, 0.875), "D": (0.500, 0.680), "E": (0.407, 0.733),
    "F": (0.483, 0.875), "G": (0.571, 0.857), "H": (0.586, 0.773), "I": (0.593, 0.842), "J": (0.462, 0.923),
    "K": (0.536, 0.750), "L": (0.520, 0.929), "M": (0.731, 0.864), "N": (0.414, 0.558),
    "O": (0.615, 0.889), "P": (0.613, 0.864), "Q": (0.643, 0.818),
}
#: Floors the batches must keep: the figures they reach now minus a margin of about 0.05 (M: its honest figure).
FLOORS: dict[str, tuple[float, float]] = {
    "A": (0.90, 0.92), "B": (0.95, 0.95), "C": (0.95, 0.95), "D": (0.95, 0.95), "E": (0.91, 0.91),
    "F": (0.95, 0.95), "G": (0.95, 0.95), "H": (0.88, 0.88), "I": (0.87, 0.91), "J": (0.95, 0.95),
    "K": (0.95, 0.95), "L": (0.91, 0.95), "M": (0.68, 0.81), "N": (0.90, 0.91),
    "O": (0.58, 0.85), "P": (0.95, 0.95), "Q": (0.60, 0.78),
}
#: Batches written in colloquial Chinese only (the rest are half Chinese, half English).
CHINESE_ONLY: frozenset[str] = frozenset({"P", "Q"})
#: The last, small, untouched batch (at least 12 scripts; the others have at least 20).
SMALL: frozenset[str] = frozenset({"Q"})
#: Known forbidden writes left as measured (none since the A-not-A questions without "?" of batch N's fixes).
KNOWN_FORBIDDEN: dict[str, int] = {}


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


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, dict[str, Any]]]:
    out = {}
    for name, scenarios in BATCHES.items():
        out[name] = figures(measure(scenarios, tmp_path_factory.mktemp(f"heldout{name}") / "store"), scenarios)
    yield out


def test_batches_are_bilingual_and_large_enough() -> None:
    assert len(HELDOUT_A) >= 60 and sum(s.lang == "zh" for s in HELDOUT_A) * 2 == len(HELDOUT_A)
    for name, scenarios in BATCHES.items():
        assert len(scenarios) >= (12 if name in SMALL else 20), name
        if name in CHINESE_ONLY:
            assert all(s.lang == "zh" for s in scenarios), name
        else:
            assert abs(2 * sum(s.lang == "zh" for s in scenarios) - len(scenarios)) <= 2, name
    names = [s.name for batch in BATCHES.values() for s in batch]
    assert len(names) == len(set(names))  # every script is its own user


@pytest.mark.parametrize("batch", sorted(BATCHES))
def test_batch_keeps_its_floor_and_overwrites_nothing(results: dict[str, dict[str, Any]], batch: str) -> None:
    got = results[batch]
    recall, precision = FLOORS[batch]
    assert got["recall"] >= recall, got
    assert got["precision"] >= precision, got
    assert got["false_overwrites"] == 0, got
    assert got["forbidden_writes"] <= KNOWN_FORBIDDEN.get(batch, 0), got
    assert got["llm_calls"] == 0


def test_no_batch_is_worse_than_when_it_was_first_measured(results: dict[str, dict[str, Any]]) -> None:
    for batch, (recall, precision) in FIRST_MEASURED.items():
        assert results[batch]["recall"] >= recall and results[batch]["precision"] >= precision, batch


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
