"""Issue 12, finding 3: bounded, linear work — caps per call (typed errors before any work, or truncation that is
reported) and no per-item growth that made ``remember`` quadratic."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.errors import ConfigError, InvalidInputError
from langmem_layers.write.commit import MAX_ITEM_ENTITIES, _Pending


@pytest.fixture
def small(tmp_path: Path) -> LayeredMemory:
    cfg = MemoryConfig(max_messages_per_call=5, max_entries_per_call=3, max_query_chars=100)
    mem = LayeredMemory.open(tmp_path / "s", config=cfg, embeddings=HashingEmbeddings())
    yield mem
    mem.close()


def test_caps_are_configurable_and_validated() -> None:
    cfg = MemoryConfig()
    assert (cfg.max_messages_per_call, cfg.max_entries_per_call, cfg.max_query_chars) == (10_000, 10_000, 4_000)
    for field in ("max_messages_per_call", "max_entries_per_call", "max_query_chars"):
        with pytest.raises(ConfigError, match=field):
            MemoryConfig(**{field: 0})
        assert MemoryConfig.model_fields[field].description


def test_too_many_messages_is_a_typed_error_before_any_work(small: LayeredMemory) -> None:
    turns = [{"role": "user", "content": f"I like tea number {i}"} for i in range(6)]
    for call in (lambda: small.remember("alice", turns, session_id="s"),
                 lambda: small.end_session("alice", "s", turns),
                 lambda: small.build_context("alice", turns)):
        with pytest.raises(InvalidInputError, match="max_messages_per_call"):
            call()
    assert small.items("alice") == [] and small.audit_log("alice") == []
    assert small.remember("alice", turns[:5]).actions  # at the cap: accepted


def test_too_many_entries_is_a_typed_error_before_any_work(small: LayeredMemory) -> None:
    entries = [{"content": f"User likes dish {i}"} for i in range(4)]
    with pytest.raises(InvalidInputError, match="max_entries_per_call"):
        small.add_many("alice", entries)
    with pytest.raises(InvalidInputError, match="max_entries_per_call"):
        small.add_many("alice", iter(entries))  # a generator is counted as it is read, not materialised first
    assert small.items("alice") == []
    assert len(small.add_many("alice", entries[:3]).actions) == 3


def test_long_queries_are_cut_and_reported(small: LayeredMemory) -> None:
    small.add("alice", "User likes green tea", type="preference")
    query = "green tea " + "x" * 5_000_000  # 5 MB
    start = time.perf_counter()
    assert small.search("alice", query)[0].item.content == "User likes green tea"
    bundle = small.build_context("alice", [{"role": "user", "content": "green tea? " + "y" * 50_000}])
    assert time.perf_counter() - start < 10
    assert bundle.trace["query_truncated"] is True
    assert small.build_context("alice", [{"role": "user", "content": "tea?"}]).trace["query_truncated"] is False


def test_restating_one_fact_with_new_names_keeps_the_item_bounded(mem: LayeredMemory) -> None:
    """On main each restatement merged its entities into the item without bound: the item's keyword row, entity rows
    and every version row grew with the thread, so ``remember`` over n such messages was O(n²)."""
    turns = [{"role": "user", "content": f"I like tea number {i} and my sister lives in city{i}"}
             for i in range(120)]
    mem.remember("alice", turns, session_id="long")
    items = mem.items("alice")
    assert max(len(i.entities) for i in items) <= MAX_ITEM_ENTITIES
    sizes = [len(v.model_dump_json()) for i in items for v in mem.history("alice", i.id)]
    assert max(sizes) < 6_000


def test_pending_batch_vectors_find_the_same_nearest_as_a_full_sort() -> None:
    rng = np.random.default_rng(3)
    pending = _Pending()
    vectors = rng.normal(size=(100, 16)).astype(np.float32)
    for n, v in enumerate(vectors):
        pending.add(f"i{n}", v)
    probe = rng.normal(size=16).astype(np.float32)
    expected = {f"i{j}" for j in np.argsort(-(vectors @ probe))[:10]}
    assert pending.nearest(probe, 10) == expected
    small = _Pending()
    small.add("a", vectors[0])
    assert small.nearest(probe, 10) == {"a"} and not _Pending()
