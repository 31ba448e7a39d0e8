"""The scenario suite as a test: rules only, hashing embedder (metrics: ``langmem_layers.eval.scoring``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from langmem_layers.eval import open_memory

from .runner import ALL_SCENARIOS, DAY0, Result, run_scenarios, store_leaks, summary

TRIGGER_TYPES = {"preference", "taboo", "correction", "plan", "decision", "confirmed_outcome", "profile", "habit",
                 "smalltalk", "change_of_mind", "expire", "duplicate", "hedge", "emphasis", "injection", "secrets",
                 "agent_promise_claim", "allergy", "budget", "obfuscation", "noise"}


@pytest.fixture(scope="module")
def suite(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Result, Path]]:
    path = tmp_path_factory.mktemp("scenarios") / "store"
    with open_memory(path, "hashing", day0=DAY0) as mem:
        result = run_scenarios(mem)
    print(summary(result))
    yield result, path


def test_suite_shape() -> None:
    langs = [sc.lang for sc in ALL_SCENARIOS]
    assert len(ALL_SCENARIOS) >= 40 and abs(langs.count("zh") - langs.count("en")) <= 2
    assert all(len(sc.sessions) >= 1 for sc in ALL_SCENARIOS)
    assert sum(len(sc.sessions) > 1 for sc in ALL_SCENARIOS) >= 20  # multi-session, simulated days
    covered = {c for sc in ALL_SCENARIOS for c in sc.covers}
    assert covered >= TRIGGER_TYPES, TRIGGER_TYPES - covered
    assert sum(sc.refusals for sc in ALL_SCENARIOS) >= 30
    assert len({s for sc in ALL_SCENARIOS for s in sc.secrets}) >= 20


def test_write_precision_recall_and_no_false_overwrites(suite: tuple[Result, Path]) -> None:
    result, _ = suite
    totals = result.totals
    assert totals.write_precision >= 0.95, result.failures
    assert totals.write_recall >= 0.95, result.failures
    assert totals.false_overwrites == 0 and totals.misretired == 0, result.failures
    assert totals.never_stored == 0, result.failures
    assert totals.llm_calls == 0


def test_no_injected_secret_in_any_store_file(suite: tuple[Result, Path]) -> None:
    _, path = suite
    secrets = [s for sc in ALL_SCENARIOS for s in sc.secrets]
    assert store_leaks(path, secrets) == {}
