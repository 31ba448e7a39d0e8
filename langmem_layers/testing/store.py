"""`MemoryStoreTests`: the contract suite for a :class:`~langmem_layers.stores.base.MemoryStore` (+ its
:class:`~langmem_layers.stores.base.KeyValueStore`).

Override the ``store`` fixture (a fresh, set-up, empty store; close it after the ``yield``). The ``kv`` fixture
defaults to :class:`~langmem_layers.stores.kv.KVStore` over a :class:`~langmem_layers.stores.sqlite.SQLiteStore`;
override it when the backend brings its own key-value store.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import numpy as np
import pytest

from ..errors import StoreError
from ..records import MemoryItem, MemoryStatus, MemoryType
from ..stores.base import KeyValueStore, MemoryStore, Transaction
from ..stores.kv import KVStore
from ..stores.sqlite import SQLiteStore

__all__ = ["MemoryStoreTests"]

if TYPE_CHECKING:  # mypy checks that the built-in SQLite backend satisfies the contracts structurally
    from ..stores.sqlite import Tx

    def _conforms(store: SQLiteStore, kv: KVStore, tx: Tx) -> tuple[MemoryStore, KeyValueStore, Transaction]:
        return store, kv, tx

T0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
USER = "acme"
#: Another user whose id starts with the first one's: a prefix match anywhere would leak.
OTHER = "acme-corp"
MODEL = "suite-model"


def _item(user: str = USER, content: str = "User drinks espresso every morning", *, minutes: int = 0,
          **fields: Any) -> MemoryItem:
    at = T0 + timedelta(minutes=minutes)
    return MemoryItem(user_id=user, content=content, created_at=at, updated_at=at, **fields)


def _put(store: MemoryStore, *items: MemoryItem, vectors: dict[str, list[float]] | None = None,
         now: datetime = T0) -> None:
    with store.transaction(now) as tx:
        for item in items:
            tx.put_item(item)
            tx.audit(item.user_id, item.id, "add", actor="suite", rule="suite.add", reason="test",
                     payload={"content": item.content})
            if vectors and item.id in vectors:
                tx.put_vector(item.id, item.user_id, MODEL, vectors[item.id])


def _changed(store: MemoryStore, user: str, model: str, since: int) -> tuple[list[str], list[str]]:
    """``vector_changes``' ids written and deleted (it must answer)."""
    changes = store.vector_changes(user, model, since, 10)
    assert changes is not None
    ids, matrix, deleted = changes
    assert matrix.shape[0] == len(ids)
    return ids, deleted


class MemoryStoreTests:
    """Subclass as ``TestMyStore(MemoryStoreTests)`` and override the ``store`` fixture."""

    @pytest.fixture
    def store(self) -> Iterator[MemoryStore]:
        raise NotImplementedError("override the `store` fixture: yield a fresh, set-up store, then close it")

    @pytest.fixture
    def kv(self, store: MemoryStore) -> KeyValueStore:
        if not isinstance(store, SQLiteStore):
            pytest.skip("override the `kv` fixture with this backend's KeyValueStore")
        return KVStore(store)

    # -- shape -------------------------------------------------------------------------------------------
    def test_implements_the_protocols(self, store: MemoryStore) -> None:
        assert isinstance(store, MemoryStore)
        with store.transaction(T0) as tx:
            assert isinstance(tx, Transaction)
            assert tx.now == T0

    # -- items -------------------------------------------------------------------------------------------
    def test_put_then_get(self, store: MemoryStore) -> None:
        item = _item(entities=["espresso"], importance=0.7)
        _put(store, item)
        got = store.get_item(USER, item.id)
        assert got is not None
        assert (got.id, got.user_id, got.content, got.entities, got.importance, got.status) == (
            item.id, USER, item.content, ["espresso"], 0.7, MemoryStatus.ACTIVE)
        assert got.created_at == item.created_at
        assert store.get_items(USER, [item.id, "missing"]) == {item.id: got}
        assert store.get_items(USER, []) == {}
        assert store.count_items(USER) == 1
        assert store.get_item(USER, "missing") is None

    def test_update_replaces_the_row(self, store: MemoryStore) -> None:
        item = _item()
        _put(store, item)
        _put(store, item.model_copy(update={"content": "User drinks tea", "version": 2}))
        got = store.get_item(USER, item.id)
        assert got is not None and (got.content, got.version) == ("User drinks tea", 2)
        assert store.count_items(USER) == 1

    def test_list_items_filters_and_orders(self, store: MemoryStore) -> None:
        a = _item(content="User lives in Berlin", minutes=0, type=MemoryType.PROFILE, slot="city",
                  entities=["Berlin"])
        b = _item(content="User likes jazz", minutes=1, type=MemoryType.PREFERENCE)
        c = _item(content="User liked rock", minutes=2, type=MemoryType.PREFERENCE, status=MemoryStatus.SUPERSEDED)
        _put(store, b, c, a)
        ids = lambda items: [i.id for i in items]  # noqa: E731
        assert ids(store.list_items(USER)) == [a.id, b.id, c.id]
        assert ids(store.list_items(USER, newest_first=True)) == [c.id, b.id, a.id]
        assert ids(store.list_items(USER, statuses=["active"])) == [a.id, b.id]
        assert ids(store.list_items(USER, types=["preference"])) == [b.id, c.id]
        assert ids(store.list_items(USER, statuses=["superseded"], types=["preference"])) == [c.id]
        assert ids(store.list_items(USER, slot="city")) == [a.id]
        assert ids(store.list_items(USER, entity="berlin")) == ids(store.list_items(USER, entity="BERLIN")) == [a.id]
        assert ids(store.list_items(USER, limit=2)) == [a.id, b.id]

    def test_an_item_never_moves_to_another_user(self, store: MemoryStore) -> None:
        item = _item()
        _put(store, item)
        with pytest.raises(StoreError), store.transaction(T0) as tx:
            tx.put_item(item.model_copy(update={"user_id": OTHER, "content": "stolen"}))
        got = store.get_item(USER, item.id)
        assert got is not None and got.content == item.content
        assert store.get_item(OTHER, item.id) is None

    def test_touch_counts_recalls_without_a_new_version(self, store: MemoryStore) -> None:
        item = _item()
        _put(store, item)
        later = T0 + timedelta(hours=1)
        with store.transaction(later) as tx:
            tx.touch(USER, [item.id])
            tx.touch(OTHER, [item.id])  # another user's touch changes nothing
        got = store.get_item(USER, item.id)
        assert got is not None and got.hit_count == 1 and got.last_accessed_at == later
        assert len(store.history(USER, item.id)) == 1

    # -- versions and audit --------------------------------------------------------------------------------
    def test_versions_are_append_only(self, store: MemoryStore) -> None:
        item = _item(content="User lives in Paris")
        _put(store, item)
        _put(store, item.model_copy(update={"content": "User lives in Rome", "version": 2}))
        with store.transaction(T0) as tx:
            tx.put_item(item.model_copy(update={"content": "User lives in Oslo", "version": 3}), record_version=False)
        history = store.history(USER, item.id)
        assert [(v.version, v.content) for v in history] == [(1, "User lives in Paris"), (2, "User lives in Rome")]
        assert store.history(USER, "missing") == []

    def test_audit_is_appended_in_order(self, store: MemoryStore) -> None:
        a, b = _item(), _item(content="User likes jazz")
        _put(store, a, b)
        with store.transaction(T0) as tx:
            tx.audit(USER, None, "sweep", actor="system", rule="suite.sweep", reason="nightly")
        log = store.audit_log(USER)
        assert [(e["item_id"], e["action"], e["rule"]) for e in log] == [
            (a.id, "add", "suite.add"), (b.id, "add", "suite.add"), (None, "sweep", "suite.sweep")]
        assert log[0]["payload"] == {"content": a.content} and log[2]["payload"] is None
        assert (log[0]["actor"], log[0]["reason"]) == ("suite", "test")
        assert log[0]["seq"] < log[1]["seq"] < log[2]["seq"]
        assert [e["item_id"] for e in store.audit_log(USER, a.id)] == [a.id]
        assert len(store.audit_log(USER, limit=2)) == 2

    # -- profile --------------------------------------------------------------------------------------------
    def test_profile_facts_follow_active_slotted_items(self, store: MemoryStore) -> None:
        item = _item(content="User lives in Berlin", type=MemoryType.PROFILE, slot="city")
        _put(store, item, _item(content="User likes jazz"))
        assert store.profile_facts(USER) == {"city": ("User lives in Berlin", item.id)}
        _put(store, item.model_copy(update={"status": MemoryStatus.SUPERSEDED, "version": 2}))
        assert store.profile_facts(USER) == {}

    def test_profile_summary(self, store: MemoryStore) -> None:
        assert store.profile_summary(USER) is None
        with store.transaction(T0) as tx:
            tx.set_profile_summary(USER, "Lives in Berlin.")
        with store.transaction(T0) as tx:
            tx.set_profile_summary(USER, "Lives in Rome.")
        assert store.profile_summary(USER) == "Lives in Rome."
        assert store.profile_summary(OTHER) is None

    def test_profile_items_and_most_important_ids(self, store: MemoryStore) -> None:
        low = _item(content="User likes jazz", type=MemoryType.PREFERENCE, importance=0.2)
        high = _item(content="User is vegan", type=MemoryType.PREFERENCE, importance=0.9, minutes=1)
        fact = _item(content="User has a cat", importance=1.0)
        gone = _item(content="User liked rock", type=MemoryType.PREFERENCE, importance=1.0,
                     status=MemoryStatus.SUPERSEDED)
        _put(store, low, high, fact, gone)
        assert [i.id for i in store.profile_items(USER, ["preference"], 5)] == [high.id, low.id]
        assert store.most_important_ids(USER, ["active"], ["preference", "fact"], 2) == [fact.id, high.id]
        assert store.most_important_ids(USER, ["superseded"], ["preference"], 5) == [gone.id]

    # -- keyword index -----------------------------------------------------------------------------------
    def test_keyword_search_finds_the_users_items(self, store: MemoryStore) -> None:
        coffee, tea = _item(content="User drinks espresso"), _item(content="用户喜欢喝咖啡", minutes=1)
        _put(store, coffee, tea, _item(content="User plays chess", minutes=2))
        assert [i for i, _ in store.keyword_search(USER, "espresso", 10)] == [coffee.id]
        assert [i for i, _ in store.keyword_search(USER, "咖啡", 10)] == [tea.id]
        assert store.keyword_search(USER, "violin", 10) == []
        assert [i for i, _ in store.keyword_scores(USER, ["espresso"], 10)] == [coffee.id]

    def test_keyword_index_follows_updates(self, store: MemoryStore) -> None:
        item = _item(content="User drinks espresso")
        _put(store, item)
        _put(store, item.model_copy(update={"content": "User drinks matcha", "version": 2}))
        assert store.keyword_search(USER, "espresso", 10) == []
        assert [i for i, _ in store.keyword_search(USER, "matcha", 10)] == [item.id]

    # -- vectors ------------------------------------------------------------------------------------------
    def test_vectors_round_trip(self, store: MemoryStore) -> None:
        a, b = _item(), _item(content="User likes jazz")
        gen0 = store.vector_generation(USER, MODEL)
        _put(store, a, b, vectors={a.id: [1.0, 0.0, 0.0], b.id: [0.0, 0.6, 0.8]})
        gen1 = store.vector_generation(USER, MODEL)
        assert gen1 != gen0
        assert store.vector_count(USER, MODEL) == 2 and store.vector_count(USER, "other-model") == 0
        for got in (store.vectors(USER, [a.id, b.id], MODEL), store.vectors_by_id(USER, [a.id, b.id], MODEL)):
            assert set(got) == {a.id, b.id}
            assert np.allclose(got[b.id], [0.0, 0.6, 0.8])
        assert store.vectors(USER, [a.id], "other-model") == {}
        ids, matrix = store.vector_matrix(USER, MODEL)
        assert sorted(ids) == sorted([a.id, b.id]) and matrix.shape == (2, 3)
        assert np.allclose(matrix[ids.index(a.id)], [1.0, 0.0, 0.0])
        with store.transaction(T0) as tx:
            tx.put_vector(a.id, USER, MODEL, [0.0, 1.0, 0.0])
        assert store.vector_generation(USER, MODEL) != gen1
        assert np.allclose(store.vectors(USER, [a.id], MODEL)[a.id], [0.0, 1.0, 0.0])

    def test_vector_changes_since_a_generation(self, store: MemoryStore) -> None:
        """The change log answers what a cached matrix needs: rows written (as now stored) and ids deleted since a
        generation, for this user and model only; None past its limit, after a prune, after an erasure."""
        a, b, c = _item(), _item(content="User likes jazz"), _item(content="User has a cat")
        theirs = _item(OTHER, content="User likes jazz")
        _put(store, a, b, theirs, vectors={a.id: [1.0, 0.0], b.id: [0.0, 1.0], theirs.id: [0.6, 0.8]})
        gen = store.vector_generation(USER, MODEL)
        assert _changed(store, USER, MODEL, gen) == ([], [])
        _put(store, c, vectors={c.id: [0.6, 0.8]})
        with store.transaction(T0) as tx:
            tx.put_vector(a.id, USER, MODEL, [0.0, -1.0])  # overwritten: answered with its current vector
            tx.put_vector(a.id, USER, MODEL, [-1.0, 0.0])
            tx.put_vector(theirs.id, OTHER, MODEL, [1.0, 0.0])  # another user's change is not hers
            assert tx.delete_item(USER, b.id) is True
        changes = store.vector_changes(USER, MODEL, gen, 10)
        assert changes is not None
        ids, matrix, deleted = changes
        assert sorted(ids) == sorted([a.id, c.id]) and deleted == [b.id]
        assert np.allclose(matrix[ids.index(a.id)], [-1.0, 0.0]) and np.allclose(matrix[ids.index(c.id)], [0.6, 0.8])
        assert matrix.dtype == np.float32
        assert store.vector_changes(USER, MODEL, gen, 2) is None  # three ids changed: more than the limit
        assert _changed(store, USER, "other-model", gen) == ([], [])
        assert _changed(store, USER, MODEL, store.vector_generation(USER, MODEL)) == ([], [])
        assert store.prune_vector_changes(1_000_000) == 0
        assert store.vector_changes(USER, MODEL, gen, 10) is not None
        assert store.prune_vector_changes(0) > 0  # keep nothing: an older generation is no longer covered
        assert store.vector_changes(USER, MODEL, gen, 10) is None
        assert store.vector_changes(USER, MODEL, store.vector_generation(USER, MODEL), 10) is not None

    def test_purge_user_ends_the_change_log_of_her_vectors(self, store: MemoryStore) -> None:
        mine, theirs = _item(), _item(OTHER)
        _put(store, mine, theirs, vectors={mine.id: [1.0, 0.0], theirs.id: [1.0, 0.0]})
        gen, their_gen = store.vector_generation(USER, MODEL), store.vector_generation(OTHER, MODEL)
        _put(store, _item(content="User likes jazz"), vectors={})
        with store.transaction(T0) as tx:
            tx.put_vector(mine.id, USER, MODEL, [0.0, 1.0])
        counts = store.purge_user(USER, T0)
        assert counts.get("vector_changes", 0) >= 1
        assert store.vector_changes(USER, MODEL, gen, 10) is None  # no patch across an erasure (any process)
        assert store.vector_changes(OTHER, MODEL, their_gen, 10) is None  # every older generation is read whole
        with store.transaction(T0) as tx:
            tx.put_vector(theirs.id, OTHER, MODEL, [0.0, 1.0])
        assert _changed(store, OTHER, MODEL, store.vector_generation(OTHER, MODEL) - 1) == ([theirs.id], [])

    def test_items_needing_embedding_and_sync_rows(self, store: MemoryStore) -> None:
        with_vector, without = _item(), _item(content="User likes jazz")
        _put(store, with_vector, without, vectors={with_vector.id: [1.0, 0.0]})
        assert [i.id for i in store.items_needing_embedding(MODEL, 10)] == [without.id]
        assert {i.id for i in store.items_needing_embedding("new-model", 10)} == {with_vector.id, without.id}
        rows = store.sync_rows([with_vector.id, without.id, "missing"])
        assert list(rows) == [with_vector.id]
        assert rows[with_vector.id][:4] == (USER, MODEL, "active", "fact")
        assert np.allclose(rows[with_vector.id][4], [1.0, 0.0])
        assert store.all_vector_rows() == {with_vector.id: (USER, MODEL, "active", "fact")}
        assert sorted(store.all_item_ids()) == sorted([with_vector.id, without.id])

    # -- ranking reads -------------------------------------------------------------------------------------
    def test_entities_metas_and_neighbours(self, store: MemoryStore) -> None:
        a = _item(content="User moved to Berlin", entities=["Berlin", "U"], minutes=0)
        b = _item(content="User likes jazz", minutes=1, source_session_id="s1")
        c = _item(content="User has a cat", minutes=2)
        _put(store, a, b, c)
        assert store.entities_named_in(USER, "i flew to berlin on monday", min_chars=2, limit=5) == ["berlin"]
        assert store.entities_named_in(OTHER, "i flew to berlin on monday", min_chars=2, limit=5) == []
        (meta,) = store.item_metas(USER, [b.id])
        assert (meta[0], meta[1], meta[2], meta[7]) == (b.id, "fact", "active", "s1")
        rows = store.session_neighbours(USER, [(b.id, meta[5])], 1)
        assert sorted(r[1] for r in rows) == sorted([a.id, c.id]) and {r[0] for r in rows} == {b.id}
        sweep = {r[0]: r[1:4] for r in store.sweep_rows(["active"])}
        assert sweep == {i.id: (USER, "fact", "active") for i in (a, b, c)}

    # -- outbox ----------------------------------------------------------------------------------------------
    def test_outbox_enqueue_and_drain(self, store: MemoryStore) -> None:
        item = _item()
        with store.transaction(T0) as tx:
            tx.put_item(item)
            tx.put_vector(item.id, USER, MODEL, [1.0, 0.0])
            tx.enqueue_sync(item.id, USER)
        with store.transaction(T0) as tx:
            tx.enqueue_sync(item.id, USER)  # no vector written here: metadata only
        pending = store.pending_outbox()
        assert [(p[1], p[2], p[3]) for p in pending] == [(item.id, USER, False), (item.id, USER, True)]
        assert pending[0][0] < pending[1][0]
        assert len(store.pending_outbox(limit=1)) == 1
        store.fail_outbox([pending[0][0]], "index down")
        assert [p[0] for p in store.pending_outbox()] == [pending[0][0], pending[1][0]]
        store.ack_outbox([pending[0][0]])
        assert [p[0] for p in store.pending_outbox()] == [pending[1][0]]
        store.ack_outbox([pending[1][0]])
        assert store.pending_outbox() == []

    # -- user isolation -------------------------------------------------------------------------------------
    def test_another_users_id_behaves_like_an_unknown_one(self, store: MemoryStore) -> None:
        item = _item(content="User lives in Berlin", type=MemoryType.PROFILE, slot="city", entities=["Berlin"])
        _put(store, item, vectors={item.id: [1.0, 0.0]})
        assert store.get_item(OTHER, item.id) is None
        assert store.get_items(OTHER, [item.id]) == {}
        assert store.list_items(OTHER) == [] and store.count_items(OTHER) == 0
        assert store.history(OTHER, item.id) == []
        assert store.audit_log(OTHER) == [] and store.audit_log(OTHER, item.id) == []
        assert store.profile_facts(OTHER) == {}
        assert store.keyword_search(OTHER, "Berlin", 10) == []
        assert store.vectors(OTHER, [item.id], MODEL) == {} and store.vectors_by_id(OTHER, [item.id], MODEL) == {}
        assert store.vector_count(OTHER, MODEL) == 0 and store.vector_matrix(OTHER, MODEL)[0] == []
        assert store.item_metas(OTHER, [item.id]) == []
        assert store.most_important_ids(OTHER, ["active"], ["profile"], 5) == []
        assert store.profile_items(OTHER, ["profile"], 5) == []
        with store.transaction(T0) as tx:
            assert tx.delete_item(OTHER, item.id) is False
        assert store.get_item(USER, item.id) is not None

    # -- deletion and erasure --------------------------------------------------------------------------------
    def test_delete_item_removes_every_trace(self, store: MemoryStore) -> None:
        item = _item(content="User lives in Berlin", type=MemoryType.PROFILE, slot="city")
        keep = _item(content="User likes jazz")
        _put(store, item, keep, vectors={item.id: [1.0, 0.0]})
        with store.transaction(T0) as tx:
            assert tx.delete_item(USER, item.id) is True
            assert tx.delete_item(USER, item.id) is False
        assert store.get_item(USER, item.id) is None and store.history(USER, item.id) == []
        assert store.vectors(USER, [item.id], MODEL) == {} and store.profile_facts(USER) == {}
        assert store.keyword_search(USER, "Berlin", 10) == []
        assert [e["payload"] for e in store.audit_log(USER, item.id)] == [None]  # the text leaves the audit
        assert store.audit_log(USER, keep.id)[0]["payload"] == {"content": keep.content}
        assert [i.id for i in store.list_items(USER)] == [keep.id]

    def test_purge_user_erases_one_user_only(self, store: MemoryStore) -> None:
        mine = _item(content="User lives in Berlin", type=MemoryType.PROFILE, slot="city")
        theirs = _item(OTHER, content="User lives in Berlin", type=MemoryType.PROFILE, slot="city")
        _put(store, mine, theirs, vectors={mine.id: [1.0, 0.0], theirs.id: [1.0, 0.0]})
        with store.transaction(T0) as tx:
            tx.set_profile_summary(USER, "Lives in Berlin.")
        counts = store.purge_user(USER, T0)
        assert isinstance(counts, dict) and counts.get("items") == 1
        assert store.list_items(USER) == [] and store.audit_log(USER) == [] and store.history(USER, mine.id) == []
        assert store.profile_facts(USER) == {} and store.profile_summary(USER) is None
        assert store.keyword_search(USER, "Berlin", 10) == [] and store.vector_count(USER, MODEL) == 0
        assert [(p[1], p[2]) for p in store.pending_outbox()] == [(mine.id, USER)]  # its vector leaves the index
        assert [i.id for i in store.list_items(OTHER)] == [theirs.id]
        assert [i for i, _ in store.keyword_search(OTHER, "Berlin", 10)] == [theirs.id]
        assert store.vector_count(OTHER, MODEL) == 1 and len(store.audit_log(OTHER)) == 1

    # -- transactions ----------------------------------------------------------------------------------------
    def test_an_error_rolls_the_whole_transaction_back(self, store: MemoryStore) -> None:
        kept = _item(content="User likes jazz")
        _put(store, kept)
        item = _item(content="User lives in Berlin", type=MemoryType.PROFILE, slot="city")
        with pytest.raises(RuntimeError, match="boom"), store.transaction(T0) as tx:
            tx.put_item(item)
            tx.put_item(kept.model_copy(update={"content": "User likes techno", "version": 2}))
            tx.put_vector(item.id, USER, MODEL, [1.0, 0.0])
            tx.enqueue_sync(item.id, USER)
            tx.audit(USER, item.id, "add", actor="suite", rule="suite.add", reason="test")
            tx.set_profile_summary(USER, "Lives in Berlin.")
            raise RuntimeError("boom")
        assert store.get_item(USER, item.id) is None and store.count_items(USER) == 1
        got = store.get_item(USER, kept.id)
        assert got is not None and got.content == "User likes jazz" and len(store.history(USER, kept.id)) == 1
        assert store.vector_count(USER, MODEL) == 0 and store.pending_outbox() == []
        assert len(store.audit_log(USER)) == 1 and store.profile_facts(USER) == {}
        assert store.profile_summary(USER) is None
        assert store.keyword_search(USER, "Berlin", 10) == [] and store.keyword_search(USER, "techno", 10) == []
        _put(store, item)  # the store is usable afterwards
        assert store.get_item(USER, item.id) is not None

    # -- key-value store -------------------------------------------------------------------------------------
    def test_kv_put_get_items_delete(self, store: MemoryStore, kv: KeyValueStore) -> None:
        assert isinstance(kv, KeyValueStore)
        kv.put("ns-acme", "a", USER, '{"item_id": "i1"}', T0)
        kv.put("ns-acme", "b", USER, '{"item_id": "i1"}', T0 + timedelta(seconds=1))
        kv.put("ns-corp", "a", OTHER, '{"item_id": "i1"}', T0)
        kv.put("ns-acme-2", "a", USER, '{"item_id": "i2"}', T0)
        assert kv.get("ns-acme", "a", USER) == '{"item_id": "i1"}' and kv.get("ns-acme", "missing", USER) is None
        assert kv.get("ns-acme", "a", OTHER) is None and kv.get("ns-corp", "a", USER) is None  # owner checked
        assert kv.items("ns-acme", USER) == [("a", '{"item_id": "i1"}'), ("b", '{"item_id": "i1"}')]
        assert kv.items("ns-acme", OTHER) == []
        assert kv.keys_with_item("ns-acme", USER, "i1", other_than="a") == ["b"]
        assert kv.keys_with_item("ns-acme", OTHER, "i1", other_than="x") == []
        kv.put("ns-acme", "a", USER, '{"item_id": "i3"}', T0 + timedelta(seconds=2))
        assert kv.get("ns-acme", "a", USER) == '{"item_id": "i3"}'
        kv.delete("ns-acme", "a", USER, T0)
        kv.delete("ns-acme", "never-there", USER, T0)
        assert kv.get("ns-acme", "a", USER) is None and kv.get("ns-corp", "a", OTHER) == '{"item_id": "i1"}'

    def test_purge_user_erases_the_users_kv(self, store: MemoryStore, kv: KeyValueStore) -> None:
        kv.put("ns-acme", "a", USER, "{}", T0)
        kv.put("ns-corp", "a", OTHER, "{}", T0)
        store.purge_user(USER, T0)
        assert kv.items("ns-acme", USER) == [] and kv.items("ns-corp", OTHER) == [("a", "{}")]
