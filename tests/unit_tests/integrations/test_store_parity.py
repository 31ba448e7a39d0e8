"""Issue 14 (a general, user-scoped BaseStore) and issue 10 #5 (honest adapters).

The same operations run against LangGraph's ``InMemoryStore`` and ``MemoryStoreAdapter``; what a caller put must
come back the same from both (the adapter adds the memory's own fields beside the ones put)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from langgraph.store.memory import InMemoryStore

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.errors import AccessDeniedError
from langmem_layers.integrations import MemoryStoreAdapter, user_scope

from ...conftest import DAY0

ROOT = ("memories", "alice")
PREFS = ("memories", "alice", "preferences")
TODOS = ("memories", "alice", "todos")

PUTS: list[tuple[tuple[str, ...], str, dict[str, Any]]] = [
    (ROOT, "car1", {"content": "User owns a red car"}),
    (ROOT, "car2", {"content": "User owns a blue car"}),  # the write path may call it a duplicate: keys stay apart
    (PREFS, "drink", {"content": "用户喜欢喝绿茶", "type": "preference", "strength": 3}),
    (PREFS, "music", {"content": "User likes jazz", "type": "preference", "strength": 1}),
    (TODOS, "t1", {"content": "用户周五要给妈妈打电话", "due": "friday"}),
    (TODOS, "t2", {"content": "User must renew the passport", "due": "monday"}),
]


@pytest.fixture(params=["langgraph-inmemory", "langmem-layers"])
def store(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[Any]:
    if request.param == "langgraph-inmemory":
        emb = HashingEmbeddings()  # the same embedder on both sides (InMemoryStore(index=…): what LangMem uses)
        yield InMemoryStore(index={"dims": len(emb.embed_query("x")), "embed": emb, "fields": ["content"]})
        return
    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    yield MemoryStoreAdapter(mem)
    mem.close()


def _put_fields(value: dict[str, Any], put: dict[str, Any]) -> dict[str, Any]:
    return {k: value.get(k) for k in put}


def test_the_same_operations_give_the_same_answers(store: Any) -> None:
    with user_scope("alice"):
        for ns, key, value in PUTS:
            store.put(ns, key, value)
        for ns, key, value in PUTS:  # exact put/get by key: what was put is what is got
            got = store.get(ns, key)
            assert got is not None and got.key == key and tuple(got.namespace) == ns
            assert _put_fields(got.value, value) == value
        assert store.get(PREFS, "car1") is None  # a key lives in its own namespace only
        # search covers the namespace and every namespace below it
        assert sorted(i.key for i in store.search(("memories", "alice"), limit=20)) == sorted(k for _, k, _ in PUTS)
        assert sorted(i.key for i in store.search(TODOS)) == ["t1", "t2"]
        assert [i.key for i in store.search(PREFS, filter={"strength": 3})] == ["drink"]
        assert [i.key for i in store.search(TODOS, filter={"due": "monday"})] == ["t2"]
        # a re-put replaces the value under that key only
        store.put(PREFS, "music", {"content": "User likes classical music", "type": "preference", "strength": 2})
        assert store.get(PREFS, "music").value["content"] == "User likes classical music"
        assert store.get(PREFS, "drink").value["content"] == "用户喜欢喝绿茶"
        assert store.list_namespaces() == [ROOT, PREFS, TODOS]
        assert store.list_namespaces(prefix=("memories", "alice", "todos")) == [TODOS]
        assert store.list_namespaces(max_depth=2) == [ROOT]
        store.delete(ROOT, "car2")
        assert store.get(ROOT, "car2") is None
        assert store.get(ROOT, "car1").value["content"] == "User owns a red car"


def test_query_search_finds_the_key_that_was_put(store: Any) -> None:
    with user_scope("alice"):
        for ns, key, value in PUTS:
            store.put(ns, key, value)
        hits = store.search(("memories", "alice"), query="passport renew", limit=3)
        assert "t2" in [h.key for h in hits]


def test_dedup_never_collapses_two_keys(tmp_path: Any) -> None:
    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    store = MemoryStoreAdapter(mem)
    store.put(ROOT, "k1", {"content": "User owns a red car"})
    store.put(ROOT, "k2", {"content": "User owns a blue car"})
    store.put(ROOT, "k3", {"content": "User owns a red car"})  # a true duplicate
    assert store.get(ROOT, "k2").value["content"] == "User owns a blue car"  # was: the red car
    assert store.get(ROOT, "k1").value["content"] == "User owns a red car"
    k3 = store.get(ROOT, "k3").value
    assert k3["content"] == "User owns a red car" and k3["memory_write"] in {"skip", "merge"}
    assert k3["item_id"] == store.get(ROOT, "k1").value["item_id"]  # says which memory it was merged into
    mem.close()


def test_deleting_a_key_that_only_pointed_at_a_facade_memory_keeps_it(tmp_path: Any) -> None:
    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    store = MemoryStoreAdapter(mem)
    mem.add("alice", "User likes spicy Sichuan food")
    store.put(ROOT, "food", {"content": "User likes spicy Sichuan food"})
    store.delete(ROOT, "food")
    assert [i.content for i in mem.items("alice")] == ["User likes spicy Sichuan food"]
    mem.close()


def test_ttl_maps_to_expiry(tmp_path: Any) -> None:
    now = [DAY0]
    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: now[0]), embeddings=HashingEmbeddings())
    store = MemoryStoreAdapter(mem)
    assert store.supports_ttl
    store.put(TODOS, "t", {"content": "用户今晚要交水电费"}, ttl=60)
    store.put(TODOS, "keep", {"content": "User keeps a paper diary"})
    item_id = store.get(TODOS, "t").value["item_id"]
    now[0] = DAY0 + timedelta(minutes=59)
    assert store.get(TODOS, "t", refresh_ttl=True) is not None  # restarts the clock
    now[0] = DAY0 + timedelta(minutes=59 + 61)
    assert [i.key for i in store.search(TODOS)] == ["keep"]
    assert store.get(TODOS, "t") is None
    assert mem.get("alice", item_id).status.value == "expired"  # kept for audit, never recalled
    assert all(h.item.id != item_id for h in mem.search("alice", "水电费"))
    mem.close()


def test_sub_namespaces_never_cross_users(tmp_path: Any) -> None:
    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    store = MemoryStoreAdapter(mem)
    store.put(("memories", "acme", "todos"), "k", {"content": "acme 的秘密计划"})
    assert store.get(("memories", "acme-corp", "todos"), "k") is None
    assert store.search(("memories", "acme-corp")) == []
    assert store.search(("memories", "acme-corp", "todos"), query="秘密计划") == []
    with pytest.raises(AccessDeniedError):
        store.search(("memories",), query="秘密计划")
    with user_scope("acme-corp"):
        with pytest.raises(AccessDeniedError):
            store.get(("memories", "acme", "todos"), "k")
        assert store.list_namespaces() == []
    mem.forget_user("acme")
    assert store.get(("memories", "acme", "todos"), "k") is None
    mem.close()


def test_secrets_in_extra_fields_are_redacted(tmp_path: Any) -> None:
    mem = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    store = MemoryStoreAdapter(mem)
    store.put(ROOT, "k", {"content": "用户住在杭州", "note": "手机13812345678"})
    got = store.get(ROOT, "k").value
    assert "13812345678" not in str(got) and "REDACTED" in got["note"]
    mem.close()
