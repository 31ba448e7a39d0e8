"""MemoryStoreAdapter: LangGraph BaseStore verbs over one user's memory, exact namespaces, cross-tenant regression."""

from __future__ import annotations

import operator
from typing import Annotated, TypedDict

import pytest
from langgraph.config import get_store
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import GetOp, InvalidNamespaceError, ListNamespacesOp, MatchCondition, PutOp, SearchOp

from langmem_layers import LayeredMemory
from langmem_layers.errors import AccessDeniedError, InvalidContentError, InvalidInputError
from langmem_layers.integrations import MemoryStoreAdapter, user_scope


@pytest.fixture
def store(mem: LayeredMemory) -> MemoryStoreAdapter:
    return MemoryStoreAdapter(mem)


def test_put_get_search_delete_roundtrip(store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    ns = ("memories", "alice")
    store.put(ns, "diet", {"content": "用户不吃辣", "type": "preference", "importance": 0.8, "context": "dinner"})
    item = store.get(ns, "diet")
    assert item is not None and item.key == "diet" and item.namespace == ns
    assert item.value["content"] == "用户不吃辣"
    assert item.value["type"] == "preference" and item.value["importance"] == 0.8
    assert item.value["context"] == "dinner"  # extra fields round-trip
    # it is a real memory of alice's, visible through the facade
    [stored] = mem.items("alice")
    assert stored.id == item.value["item_id"] and stored.content == "用户不吃辣"
    hits = store.search(ns, query="辣")
    assert [h.key for h in hits] == ["diet"] and hits[0].score is not None
    # update through the same key: a new version of the same item, not a second item
    store.put(ns, "diet", {"content": "用户现在能吃一点辣", "type": "preference"})
    assert len(mem.items("alice")) == 1
    assert [v.content for v in mem.history("alice", stored.id)][-1] == "用户现在能吃一点辣"
    store.delete(ns, "diet")
    assert store.get(ns, "diet") is None
    assert mem.items("alice") == []


def test_items_written_by_the_facade_are_visible_by_id(store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    report = mem.add("alice", "用户住在上海", type="profile")
    item_id = report.actions[0].item_id
    assert item_id is not None
    got = store.get(("memories", "alice"), item_id)
    assert got is not None and got.value["content"] == "用户住在上海"
    assert [i.key for i in store.search(("memories", "alice"))] == [item_id]
    assert store.get(("memories", "bob"), item_id) is None  # another user's id looks unknown


def test_listing_filter_limit_offset(store: MemoryStoreAdapter) -> None:
    ns = ("memories", "alice")
    store.put(ns, "k1", {"content": "用户喜欢咖啡", "type": "preference"})
    store.put(ns, "k2", {"content": "The user lives in Berlin", "type": "profile"})
    store.put(ns, "k3", {"content": "用户计划下周去杭州", "type": "plan"})
    assert {i.key for i in store.search(ns)} == {"k1", "k2", "k3"}
    assert [i.key for i in store.search(ns, filter={"type": "plan"})] == ["k3"]
    assert [i.key for i in store.search(ns, filter={"type": {"$ne": "plan"}, "importance": {"$gte": 0.5}})]
    assert len(store.search(ns, limit=2)) == 2
    assert len(store.search(ns, limit=2, offset=2)) == 1


def test_namespaces_are_exact_users_cve_regression(store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    """The cross-tenant prefix bug class (CVE-2026-71433): ("memories", "acme") must never see "acme-corp"."""
    tenants = ["acme", "acme-corp", "acme_", "acme%", "acmE", "acme ", "acme-corp-2"]
    secret = {tenant: f"租户{n}号的机密 预算八千" for n, tenant in enumerate(tenants)}
    for tenant in tenants:
        store.put(("memories", tenant), "secret", {"content": secret[tenant]})
    for tenant in tenants:
        ns = ("memories", tenant)
        hits = store.search(ns, query="机密 预算")
        assert [h.value["content"] for h in hits] == [secret[tenant]], tenant
        assert all(h.namespace == ns for h in hits)
        assert [i.value["content"] for i in store.search(ns)] == [secret[tenant]]
        got = store.get(ns, "secret")
        assert got is not None and got.value["content"] == secret[tenant]
        with user_scope(tenant):
            assert store.list_namespaces(prefix=("memories",)) == [ns]
            assert store.list_namespaces(prefix=("memories", tenant)) == [ns]
            assert store.list_namespaces(prefix=("memories", "acme-")) == []
    # a prefix spanning every user is refused, not answered
    with pytest.raises(AccessDeniedError):
        store.search(("memories",), query="机密")
    with pytest.raises(AccessDeniedError):
        store.search(("memories",))
    # deleting acme's key leaves acme-corp's alone
    store.delete(("memories", "acme"), "secret")
    assert store.get(("memories", "acme"), "secret") is None
    assert store.get(("memories", "acme-corp"), "secret") is not None
    assert mem.items("acme") == [] and len(mem.items("acme-corp")) == 1


def test_raw_batch_ops_cannot_smuggle_namespaces(store: MemoryStoreAdapter) -> None:
    store.put(("memories", "acme"), "k", {"content": "acme 的数据"})
    with pytest.raises(InvalidNamespaceError):  # "acme.corp" may not address ("acme", "corp")
        store.batch([GetOp(("memories", "acme.corp"), "k")])
    # issue 14: labels below the user are the user's own sub-namespaces — ("memories", "acme", "corp") is acme's
    # "corp" namespace (its own keys), never another user's; the root key is not visible there
    assert store.batch([GetOp(("memories", "acme", "corp"), "k")]) == [None]
    with pytest.raises(InvalidInputError):
        store.batch([PutOp(("other", "acme"), "k", {"content": "x"})])
    with pytest.raises(AccessDeniedError):
        store.batch([SearchOp((), None, 10, 0, "acme")])


def test_run_user_binding(store: MemoryStoreAdapter) -> None:
    store.put(("memories", "alice"), "k", {"content": "用户喜欢猫"})
    with user_scope("bob"):
        with pytest.raises(AccessDeniedError):
            store.get(("memories", "alice"), "k")
        with pytest.raises(AccessDeniedError):
            store.put(("memories", "alice"), "k2", {"content": "bob writes into alice"})
        with pytest.raises(AccessDeniedError):
            store.search(("memories", "alice"), query="猫")
        assert store.list_namespaces() == []  # bob has nothing
    with pytest.raises(AccessDeniedError, match="run's own namespace"):
        store.list_namespaces()  # no run user: no cross-user listing
    unbound = MemoryStoreAdapter(store.memory, bind_to_run_user=False)
    with user_scope("bob"):
        assert unbound.get(("memories", "alice"), "k") is not None


def test_list_namespaces_match_conditions(store: MemoryStoreAdapter) -> None:
    store.put(("memories", "alice"), "k", {"content": "用户喜欢猫"})
    with user_scope("alice"):
        assert store.list_namespaces(suffix=("alice",)) == [("memories", "alice")]
        assert store.list_namespaces(prefix=("memories", "*")) == [("memories", "alice")]
        assert store.list_namespaces(suffix=("bob",)) == []
        assert store.list_namespaces(max_depth=1) == [("memories",)]
        assert store.batch([ListNamespacesOp((MatchCondition("prefix", ("memories", "ali")),))]) == [[]]


def test_bad_values_are_typed_errors(store: MemoryStoreAdapter) -> None:
    ns = ("memories", "alice")
    with pytest.raises(InvalidContentError):
        store.put(ns, "k", {})
    with pytest.raises(InvalidContentError):
        store.put(ns, "k", {"content": ""})
    with pytest.raises(InvalidContentError):
        store.put(ns, "k", "not a dict")  # type: ignore[arg-type]
    store.put(ns, "k", {"content": {"content": "用户喜欢猫"}, "kind": "Memory"})  # LangMem's nested shape
    assert store.get(ns, "k").value["content"] == "用户喜欢猫"  # type: ignore[union-attr]


def test_forget_user_erases_store_keys(store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    store.put(("memories", "alice"), "private-key-name", {"content": "用户喜欢猫", "note": "私人备注"})
    mem.forget_user("alice")
    assert store.get(("memories", "alice"), "private-key-name") is None
    rows = mem.sqlite._execute("SELECT key, value FROM kv WHERE user_id = ?", ("alice",))
    assert rows == []


def test_key_of_a_forgotten_item_disappears(store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    store.put(("memories", "alice"), "k", {"content": "用户喜欢猫"})
    item_id = store.get(("memories", "alice"), "k").value["item_id"]  # type: ignore[union-attr]
    mem.forget("alice", item_id)
    assert store.get(("memories", "alice"), "k") is None
    assert mem.sqlite._execute("SELECT count(*) FROM kv WHERE user_id = 'alice'") == [(0,)]


async def test_async_verbs(store: MemoryStoreAdapter) -> None:
    ns = ("memories", "alice")
    await store.aput(ns, "k", {"content": "用户喜欢猫", "type": "preference"})
    got = await store.aget(ns, "k")
    assert got is not None and got.value["content"] == "用户喜欢猫"
    assert [h.key for h in await store.asearch(ns, query="猫")] == ["k"]
    assert await store.asearch(("memories", "alice-corp"), query="猫") == []
    with user_scope("bob"), pytest.raises(AccessDeniedError):  # the scope reaches the worker thread
        await store.aget(ns, "k")
    await store.adelete(ns, "k")
    assert await store.aget(ns, "k") is None


class State(TypedDict):
    log: Annotated[list[str], operator.add]


def test_get_store_in_a_graph_node(store: MemoryStoreAdapter) -> None:
    """Code written for LangGraph's store reads and writes langmem-layers memory, scoped by the run's user."""

    def node(state: State, config) -> dict:  # type: ignore[no-untyped-def]
        user = config["configurable"]["user_id"]
        s = get_store()
        s.put(("memories", user), "fav", {"content": f"{user} 喜欢绿茶", "type": "preference"})
        return {"log": [h.value["content"] for h in s.search(("memories", user), query="绿茶")]}

    builder = StateGraph(State)
    builder.add_node("n", node)
    builder.add_edge(START, "n")
    builder.add_edge("n", END)
    graph = builder.compile(store=store)
    assert graph.invoke({"log": []}, {"configurable": {"user_id": "alice"}})["log"] == ["alice 喜欢绿茶"]
    assert graph.invoke({"log": []}, {"configurable": {"user_id": "bob"}})["log"] == ["bob 喜欢绿茶"]

    def snoop(state: State) -> dict:
        get_store().get(("memories", "alice"), "fav")
        return {}

    builder2 = StateGraph(State)
    builder2.add_node("snoop", snoop)
    builder2.add_edge(START, "snoop")
    with pytest.raises(AccessDeniedError):
        builder2.compile(store=store).invoke({"log": []}, {"configurable": {"user_id": "bob"}})


def test_unchanged_put_is_not_a_new_version(store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    ns = ("memories", "alice")
    value = {"content": "用户喜欢猫", "type": "preference", "importance": 0.7}
    store.put(ns, "k", value)
    item_id = store.get(ns, "k").value["item_id"]  # type: ignore[union-attr]
    store.put(ns, "k", value)
    assert len(mem.history("alice", item_id)) == 1
    store.put(ns, "k", {**value, "importance": 0.9})
    assert [v.importance for v in mem.history("alice", item_id)] == [0.7, 0.9]


def test_regression_delete_of_one_key_keeps_an_item_another_key_shares(
        store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    # review fix: two keys with the same content share one item; deleting one key used to forget the item
    ns = ("memories", "alice")
    store.put(ns, "food", {"content": "User likes spicy Sichuan food"})
    store.put(ns, "food-copy", {"content": "User likes spicy Sichuan food"})
    first, copy = store.get(ns, "food"), store.get(ns, "food-copy")
    assert first is not None and copy is not None and first.value["item_id"] == copy.value["item_id"]
    store.delete(ns, "food-copy")
    assert store.get(ns, "food-copy") is None
    kept = store.get(ns, "food")
    assert kept is not None and kept.value["content"] == "User likes spicy Sichuan food"
    store.delete(ns, "food")  # the last key goes: the item is forgotten
    assert store.get(ns, "food") is None
    assert mem.items("alice") == []


def test_delete_by_item_id_forgets_the_item_even_when_keys_map_to_it(
        store: MemoryStoreAdapter, mem: LayeredMemory) -> None:
    ns = ("memories", "alice")
    store.put(ns, "food", {"content": "User likes spicy Sichuan food"})
    got = store.get(ns, "food")
    assert got is not None
    store.delete(ns, got.value["item_id"])
    assert mem.items("alice") == [] and store.get(ns, "food") is None
