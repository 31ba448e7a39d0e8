"""The exact scan's cached matrix follows vector writes by patches from the store's change log — rows appended,
overwritten, dropped — instead of a whole re-read per write (issue 13), on SQLite and PostgreSQL."""

from __future__ import annotations

import threading
import time
from typing import Any

import numpy as np
import pytest

import langmem_layers._deps as deps_module
from langmem_layers import HashingEmbeddings, LayeredMemory
from langmem_layers._matrix import UserMatrix
from langmem_layers.errors import StoreError


def _add(mem: LayeredMemory, user: str, content: str) -> str:
    item_id = mem.add(user, content, type="fact").actions[0].item_id
    assert item_id
    return item_id


class Reads:
    """Counts the store's whole-matrix reads and change-log reads of one handle."""

    def __init__(self, mem: LayeredMemory, monkeypatch: pytest.MonkeyPatch) -> None:
        self.matrix = self.changes = 0
        store = mem.deps.store
        matrix, changes = store.vector_matrix, store.vector_changes

        def reading(*args: Any) -> Any:
            self.matrix += 1
            return matrix(*args)

        def patching(*args: Any) -> Any:
            self.changes += 1
            return changes(*args)

        monkeypatch.setattr(store, "vector_matrix", reading)
        monkeypatch.setattr(store, "vector_changes", patching)
        self._matrix = matrix

    def truth(self, mem: LayeredMemory, user: str, text: str) -> dict[str, float]:
        """Cosines of the query against the user's vectors as stored now (read directly, not counted)."""
        ids, matrix = self._matrix(user, mem.model_id)
        query = np.asarray(mem.embed_query(text), dtype=np.float32)
        return {i: float(s) for i, s in zip(ids, matrix @ query, strict=True)} if ids else {}


def _scan(mem: LayeredMemory, user: str, text: str) -> dict[str, float]:
    """The vector route's answer (every row: n is large) as ``id → cosine``."""
    query = np.asarray(mem.embed_query(text), dtype=np.float32)
    return dict(mem.searcher.vectors.nearest(user, query, 1000))


def _settle(mem: LayeredMemory) -> None:
    for _ in range(500):
        if not mem.deps._loading:
            return
        time.sleep(0.01)
    raise AssertionError("background matrix refresh did not finish")


def test_add_update_forget_then_search_see_the_change_without_a_full_read(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    reads = Reads(mem, monkeypatch)
    a = _add(mem, "alice", "用户喜欢喝咖啡")
    b = _add(mem, "alice", "用户每天早上跑步")
    assert set(_scan(mem, "alice", "咖啡")) == {a, b}
    full = reads.matrix
    c = _add(mem, "alice", "用户的猫叫团子")  # appended
    assert _scan(mem, "alice", "团子") == pytest.approx(reads.truth(mem, "alice", "团子"))
    mem.update("alice", a, content="用户喜欢喝绿茶")  # re-embedded: its row overwritten
    assert _scan(mem, "alice", "绿茶") == pytest.approx(reads.truth(mem, "alice", "绿茶"))
    with mem.deps.store.transaction(mem.deps.now()) as tx:  # deleted by another process: its row dropped
        assert tx.delete_item("alice", b)
    scan = _scan(mem, "alice", "跑步")
    assert set(scan) == {a, c} and scan == pytest.approx(reads.truth(mem, "alice", "跑步"))
    assert reads.matrix == full and reads.changes >= 3  # patched every time, never read whole again
    assert mem.deps.vector_count("alice") == 2


def test_forget_of_one_item_patches_the_matrix_and_leaves_no_row_of_it(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    reads = Reads(mem, monkeypatch)
    a = _add(mem, "alice", "用户喜欢喝咖啡")
    b = _add(mem, "alice", "用户每天早上跑步")
    c = _add(mem, "alice", "用户的猫叫团子")
    assert set(_scan(mem, "alice", "跑步")) == {a, b, c}
    full = reads.matrix
    mem.forget("alice", b)
    cached = mem.deps._exact.get("alice")  # right away, before any search: her matrix holds no row of it
    assert cached is not None and b not in cached.ids and b not in cached.rows_of and len(cached.matrix) == 2
    assert len(mem.deps.query_cache) == 0  # the caches keyed by text are still emptied
    scan = _scan(mem, "alice", "跑步")
    assert set(scan) == {a, c} and scan == pytest.approx(reads.truth(mem, "alice", "跑步"))
    assert reads.matrix == full  # patched through the change log, not read whole again
    assert mem.deps.vector_count("alice") == 2


def test_forget_of_one_item_drops_the_matrix_when_the_patch_fails(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    a = _add(mem, "alice", "用户喜欢喝咖啡")
    b = _add(mem, "alice", "用户每天早上跑步")
    _scan(mem, "alice", "跑步")

    def broken(*args: Any) -> Any:
        raise StoreError("the change log is unreachable")

    monkeypatch.setattr(mem.deps.store, "vector_changes", broken)
    assert mem.forget("alice", b).kind == "forget"  # committed: the forget itself does not fail
    assert mem.deps._exact.get("alice") is None
    monkeypatch.undo()
    assert set(_scan(mem, "alice", "跑步")) == {a}


def test_the_change_hook_patches_a_large_matrix_off_the_turn(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    monkeypatch.setattr(deps_module, "EAGER_LOAD_MAX_ROWS", 0)  # every matrix counts as large
    reads = Reads(mem, monkeypatch)
    _add(mem, "alice", "用户喜欢喝咖啡")
    _settle(mem)
    mem.deps.stored_vectors("alice")  # cached now
    full = reads.matrix
    b = _add(mem, "alice", "用户每天早上跑步")  # the hook patches it in the background
    _settle(mem)
    cached = mem.deps._exact.get("alice")
    assert cached.generation == mem.deps.store.vector_generation("alice", mem.model_id) and b in cached.ids
    assert reads.matrix == full
    assert set(_scan(mem, "alice", "跑步")) == set(cached.ids)  # the scan, not the index: a current matrix


def test_a_pruned_log_or_a_large_change_is_read_whole(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    reads = Reads(mem, monkeypatch)
    _add(mem, "alice", "用户喜欢喝咖啡")
    _scan(mem, "alice", "咖啡")
    full = reads.matrix
    b = _add(mem, "alice", "用户每天早上跑步")
    mem.deps.store.prune_vector_changes(0)  # the log no longer covers the cached generation
    assert b in _scan(mem, "alice", "跑步") and reads.matrix == full + 1
    monkeypatch.setattr(deps_module, "PATCH_MIN_ROWS", 1)
    monkeypatch.setattr(deps_module, "PATCH_MAX_SHARE", 0.0)  # a patch of more than one row is refused
    c = _add(mem, "alice", "用户的猫叫团子")
    assert c in _scan(mem, "alice", "团子") and reads.matrix == full + 1  # one row: patched
    mem.add_many("alice", [{"content": "用户住在柏林", "type": "fact"}, {"content": "用户会弹钢琴", "type": "fact"}])
    scan = _scan(mem, "alice", "钢琴")
    assert reads.matrix == full + 2 and scan == pytest.approx(reads.truth(mem, "alice", "钢琴"))


def test_another_handles_writes_are_patched_in_but_never_across_an_erasure(mem_on_each_backend, store_path,
                                                                           monkeypatch):
    mem = mem_on_each_backend
    other = LayeredMemory.open(store_path, config=mem.deps.config, embeddings=HashingEmbeddings())
    try:
        reads = Reads(mem, monkeypatch)
        a = _add(mem, "alice", "用户喜欢喝咖啡")
        _add(mem, "bob", "用户喜欢喝茶")
        _scan(mem, "alice", "咖啡")
        _scan(mem, "bob", "茶")
        full = reads.matrix
        b = _add(other, "alice", "用户每天早上跑步")  # another process's write: this handle patches it in
        assert set(_scan(mem, "alice", "跑步")) == {a, b} and reads.matrix == full
        other.forget_user("alice")
        c = _add(other, "alice", "用户的猫叫团子")  # erased, then written again, all in the other handle
        assert set(_scan(mem, "alice", "团子")) == {c}  # read whole: the erased rows are not patched over
        assert reads.matrix == full + 1
        _add(other, "bob", "用户会弹钢琴")
        assert len(_scan(mem, "bob", "钢琴")) == 2 and reads.matrix == full + 2  # erasure floors every matrix
    finally:
        other.close()


def test_forget_user_leaves_no_change_rows_and_no_matrix(mem_on_each_backend):
    mem = mem_on_each_backend
    a = _add(mem, "alice", "用户喜欢喝咖啡")
    mem.update("alice", a, content="用户喜欢喝绿茶")
    _add(mem, "bob", "用户喜欢喝茶")
    _scan(mem, "alice", "绿茶")
    store = mem.deps.store
    count = "SELECT count(*) FROM vector_changes WHERE user_id = ?"
    assert store._execute(count, ("alice",))[0][0] >= 2
    receipt = mem.forget_user("alice")
    assert receipt.other["vector_changes"] >= 2
    assert store._execute(count, ("alice",))[0][0] == 0 and store._execute(count, ("bob",))[0][0] >= 1
    assert mem.deps._exact.get("alice") is None and _scan(mem, "alice", "绿茶") == {}


def test_concurrent_writes_and_searches_end_on_the_stored_vectors(mem_on_each_backend):
    mem = mem_on_each_backend
    _add(mem, "alice", "用户喜欢喝咖啡")
    errors: list[BaseException] = []
    done = threading.Event()

    def write(tag: str) -> None:
        try:
            for n in range(12):
                _add(mem, "alice", f"用户第{n}次去了{tag}城市的第{n}家店")
        except BaseException as exc:  # reported below
            errors.append(exc)

    def search() -> None:
        try:
            while not done.is_set():
                _scan(mem, "alice", "城市")
        except BaseException as exc:  # reported below
            errors.append(exc)

    writers = [threading.Thread(target=write, args=(tag,)) for tag in ("北", "南")]
    reader = threading.Thread(target=search)
    for t in (*writers, reader):
        t.start()
    for t in writers:
        t.join()
    done.set()
    reader.join()
    assert not errors
    ids, matrix, rows_of = mem.deps.stored_vectors("alice")
    stored_ids, stored = mem.deps.store.vector_matrix("alice", mem.model_id)
    assert sorted(ids) == sorted(stored_ids) and len(ids) == 25
    for row, item_id in enumerate(stored_ids):
        assert np.array_equal(matrix[rows_of[item_id]], stored[row])


def test_a_patch_never_changes_a_view_a_reader_holds():
    base = UserMatrix.read(1, ["a", "b"], np.eye(2, dtype=np.float32))
    grown = base.patched(2, ["c"], np.full((1, 2), 0.5, dtype=np.float32), [])
    again = grown.patched(3, ["d"], np.full((1, 2), 0.25, dtype=np.float32), [])
    assert np.shares_memory(grown.matrix, again.matrix)  # appended into spare rows: no copy
    assert grown.ids == ["a", "b", "c"] and grown.matrix.shape == (3, 2) and "d" not in grown.rows_of
    fork = grown.patched(3, ["e"], np.zeros((1, 2), dtype=np.float32), [])  # rows past `grown` are taken
    assert not np.shares_memory(fork.matrix, again.matrix) and again.matrix[3].tolist() == [0.25, 0.25]
    edited = again.patched(4, ["a"], np.full((1, 2), -1.0, dtype=np.float32), ["b"])
    assert edited.ids == ["a", "c", "d"] and edited.matrix[edited.rows_of["a"]].tolist() == [-1.0, -1.0]
    assert again.matrix[again.rows_of["a"]].tolist() == [1.0, 0.0] and again.ids == ["a", "b", "c", "d"]
    assert again.matrix[again.rows_of["b"]].tolist() == [0.0, 1.0]
    assert edited.patched(5, ["x"], np.zeros((1, 3), dtype=np.float32), []) is None  # another dimension
    empty = UserMatrix.read(1, [], np.empty((0, 0), dtype=np.float32))
    first = empty.patched(2, ["a"], np.ones((1, 3), dtype=np.float32), [])
    assert first is not None and first.ids == ["a"] and first.matrix.shape == (1, 3)
    assert first.patched(3, [], np.empty((0, 0), dtype=np.float32), ["a"]).matrix.shape == (0, 3)


def test_committed_changes_prune_the_log_to_its_last_ticks(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    monkeypatch.setattr(deps_module, "VECTOR_LOG_KEEP", 3)
    store = mem.deps.store
    rows = "SELECT count(*) FROM vector_changes"
    for n in range(12):
        _add(mem, "alice", f"用户第{n}次去了第{n}家咖啡店")
        assert store._execute(rows)[0][0] <= 2 * 3 + 2  # ~twice the ticks kept (an update logs two rows)
    old = mem.deps.store.vector_generation("alice", mem.model_id) - 5
    assert store.vector_changes("alice", mem.model_id, old, 100) is None  # pruned past: read whole
