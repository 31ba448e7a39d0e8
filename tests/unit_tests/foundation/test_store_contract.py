"""One storage-contract suite, run on SQLite and on PostgreSQL (the latter needs a server: see tests/pg.py)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from langmem_layers.errors import StoreError
from langmem_layers.records import MemoryItem, MemoryStatus
from langmem_layers.stores.kv import KVStore
from langmem_layers.stores.sqlite import SQLiteStore
from tests.conftest import DAY0
from tests.pg import temp_database

BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.integration)]


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, Any]]:
    """``(name, open)``: ``open()`` returns a fresh, set-up store of that backend (closed at the end)."""
    opened: list[Any] = []
    with contextlib.ExitStack() as stack:
        url = stack.enter_context(temp_database()) if request.param == "postgres" else None

        def open_store() -> Any:
            if url is not None:
                from langmem_layers.stores.postgres import PostgresStore
                store: Any = PostgresStore(url)
            else:
                store = SQLiteStore(tmp_path / "m.sqlite3")
            store.setup()
            opened.append(store)
            return store

        try:
            yield request.param, open_store
        finally:
            for store in opened:
                store.close()


@pytest.fixture
def store(backend: tuple[str, Any]) -> Any:
    return backend[1]()


def _item(user: str, content: str, **kw: Any) -> MemoryItem:
    return MemoryItem(user_id=user, type=kw.pop("type", "preference"), content=content, created_at=DAY0,
                      updated_at=DAY0, **kw)


def test_setup_is_idempotent(backend):
    first = backend[1]()
    version = first.schema_version()
    second = backend[1]()  # a second process opening the same store
    second.setup()
    assert second.schema_version() == version > 0


def test_items_round_trip_and_are_confined_to_their_user(store):
    a, b = _item("alice", "用户喜欢喝咖啡", slot="drink"), _item("bob", "bob likes tea")
    with store.transaction(DAY0) as tx:
        tx.put_item(a)
        tx.put_item(b)
        tx.audit("alice", a.id, "add", actor="api", rule="test.rule", reason="r", payload={"x": 1})
    assert store.get_item("alice", a.id).content == "用户喜欢喝咖啡"
    assert store.get_item("bob", a.id) is None
    assert set(store.get_items("bob", [a.id, b.id])) == {b.id}
    assert [i.id for i in store.list_items("alice")] == [a.id]
    assert store.profile_facts("alice") == {"drink": ("用户喜欢喝咖啡", a.id)}
    assert store.audit_log("alice")[0]["payload"] == {"x": 1} and store.audit_log("bob") == []
    assert store.count_items("alice") == 1


def test_moving_an_item_to_another_user_is_refused(store):
    a = _item("alice", "secret")
    with store.transaction(DAY0) as tx:
        tx.put_item(a)
    with pytest.raises(StoreError), store.transaction(DAY0) as tx:
        tx.put_item(a.model_copy(update={"user_id": "bob"}))
    assert store.get_item("alice", a.id) is not None


def test_versions_touch_and_supersede_history(store):
    a = _item("alice", "lives in Berlin")
    with store.transaction(DAY0) as tx:
        tx.put_item(a)
    a2 = a.model_copy(update={"status": MemoryStatus.SUPERSEDED, "version": 2})
    with store.transaction(DAY0 + timedelta(days=1)) as tx:
        tx.put_item(a2)
        tx.touch("alice", [a.id])
    assert [i.version for i in store.history("alice", a.id)] == [1, 2]
    got = store.get_item("alice", a.id)
    assert got.hit_count == 1 and got.status is MemoryStatus.SUPERSEDED
    assert store.history("bob", a.id) == []


def test_two_character_chinese_query_matches_and_ranks(store):
    items = [_item("alice", "用户喜欢喝咖啡"), _item("alice", "用户喜欢喝茶"), _item("alice", "咖啡 咖啡 每天喝咖啡"),
             _item("bob", "bob 也喜欢咖啡")]
    with store.transaction(DAY0) as tx:
        for i in items:
            tx.put_item(i)
    hits = store.keyword_search("alice", "咖啡", 10)
    assert [h[0] for h in hits] == [items[2].id, items[0].id]  # more occurrences first; never bob's
    assert all(score > 0 for _, score in hits)
    assert store.keyword_scores("alice", ["喝 咖啡"], 10) == [] or all(
        i in {items[0].id, items[2].id} for i, _ in store.keyword_scores("alice", ["喝 咖啡"], 10))


def test_vectors_generation_outbox_and_purge(store):
    a, b = _item("alice", "x one"), _item("bob", "y two")
    gen0 = store.vector_generation("alice", "m")
    with store.transaction(DAY0) as tx:
        for i in (a, b):
            tx.put_item(i)
            tx.put_vector(i.id, i.user_id, "m", [0.5, 0.25, 1.0])
            tx.enqueue_sync(i.id, i.user_id)
    assert store.vector_generation("alice", "m") > gen0
    assert np.allclose(store.vectors("alice", [a.id, b.id], "m")[a.id], [0.5, 0.25, 1.0])
    assert set(store.vectors("alice", [a.id, b.id], "m")) == {a.id}
    ids, matrix = store.vector_matrix("alice", "m")
    assert ids == [a.id] and matrix.shape == (1, 3)
    pending = store.pending_outbox()
    assert {p[1] for p in pending} == {a.id, b.id} and not any(p[3] for p in pending)
    store.ack_outbox([p[0] for p in pending])
    assert store.pending_outbox() == []
    assert set(store.sync_rows([a.id, b.id])) == {a.id, b.id}
    counts = store.purge_user("alice", DAY0)
    assert counts["items"] == 1 and counts["item_vectors"] == 1
    assert store.get_item("alice", a.id) is None and store.get_item("bob", b.id) is not None
    assert [p[1] for p in store.pending_outbox()] == [a.id]  # the index is told to drop the vector


def test_delete_item_erases_versions_and_audit_text(store):
    a = _item("alice", "my PIN is 4321")
    with store.transaction(DAY0) as tx:
        tx.put_item(a)
        tx.audit("alice", a.id, "add", actor="api", rule="r", reason="my PIN is 4321", payload={"t": "4321"})
    with store.transaction(DAY0) as tx:
        assert tx.delete_item("alice", a.id)
        assert not tx.delete_item("bob", a.id)
    assert store.history("alice", a.id) == []
    assert store.audit_log("alice")[0]["reason"] == "[erased]"


def test_kv_is_per_user(store):
    kv = KVStore(store)
    kv.put("ns", "k", "alice", '{"item_id": "i1"}', DAY0)
    kv.put("ns", "k2", "alice", '{"item_id": "i1"}', DAY0)
    assert kv.get("ns", "k", "alice") == '{"item_id": "i1"}' and kv.get("ns", "k", "bob") is None
    assert kv.keys_with_item("ns", "alice", "i1", other_than="k") == ["k2"]
    kv.delete("ns", "k", "alice", DAY0)
    assert [k for k, _ in kv.items("ns", "alice")] == ["k2"]


def test_facade_round_trip_on_both_backends(mem_on_each_backend):
    mem = mem_on_each_backend
    mem.add("alice", "用户喜欢喝咖啡", type="preference")
    mem.add("bob", "bob drinks tea", type="preference")
    assert mem.search("alice", "咖啡")[0].item.content == "用户喜欢喝咖啡"
    assert mem.search("bob", "咖啡") == [] or all(h.item.user_id == "bob" for h in mem.search("bob", "咖啡"))
    bundle = mem.build_context("alice", "我喜欢喝什么?")
    assert "咖啡" in str(bundle)
    assert mem.verify().ok
    receipt = mem.forget_user("alice")
    assert receipt.vectors == 1 and mem.items("alice") == []
    assert len(mem.items("bob")) == 1
