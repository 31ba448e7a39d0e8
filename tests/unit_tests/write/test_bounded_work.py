"""Bounded, linear write work (issue 12): the blocked nearest-pending search answers like one scan per candidate,
grouped SQLite commits keep each write atomic, id-only look-ups match the record look-ups, and one call decodes a
neighbour once."""

from __future__ import annotations

import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory
from langmem_layers.errors import StoreError
from langmem_layers.records import MemoryItem, MemoryStatus, MemoryType
from langmem_layers.stores.sqlite import SQLiteStore
from langmem_layers.write.commit import _Pending

NOW = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


def test_blocked_nearest_pending_matches_a_scan_per_candidate() -> None:
    rng = np.random.default_rng(3)
    vectors = rng.normal(size=(700, 32)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    blocked, scanned = _Pending(), _Pending()
    answers = blocked.nearest_each(vectors, 10)
    for i, vector in enumerate(vectors):
        got = next(answers)
        if scanned.ids:  # the reference: every vector written before this one, exact top 10
            sims = np.stack([vectors[int(j)] for j in scanned.ids]) @ vector
            want = {scanned.ids[k] for k in np.argsort(-sims)[:10]}
        else:
            want = set()
        assert got == want, i
        if i % 3:  # two of three candidates are written (added between two answers, as the writer does)
            blocked.add(str(i), vector)
            scanned.add(str(i), vector)


def _item(content: str, **kw: object) -> MemoryItem:
    return MemoryItem(user_id="u", type=MemoryType.FACT, content=content, created_at=NOW, updated_at=NOW, **kw)


def test_grouped_transactions_are_each_atomic_and_committed_on_error(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.setup()
    kept = _item("kept")
    with pytest.raises(RuntimeError), store.write_group(max_writes=100, max_seconds=60):
        with store.transaction(NOW) as tx:
            tx.put_item(kept)
        assert store.get_item("u", kept.id) is not None  # reads on this thread see the open group's writes
        with pytest.raises(ValueError), store.transaction(NOW) as tx:
            tx.put_item(_item("rolled back"))
            raise ValueError("this write fails")
        raise RuntimeError("the caller fails after two writes")
    assert [i.content for i in store.list_items("u")] == ["kept"]  # the completed write was committed
    other = SQLiteStore(tmp_path / "s.sqlite3")  # another connection: it is durable, not only visible here
    assert [i.content for i in other.list_items("u")] == ["kept"]
    other.close()
    store.close()


def test_a_group_commits_every_max_writes(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.setup()
    other = SQLiteStore(tmp_path / "s.sqlite3")
    with store.write_group(max_writes=2, max_seconds=60):
        for n in range(3):
            with store.transaction(NOW) as tx:
                tx.put_item(_item(f"fact {n}"))
        assert len(other.list_items("u")) == 2  # the third waits for the group's end
    assert len(other.list_items("u")) == 3
    other.close()
    store.close()


class _FailingCommit:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def execute(self, sql: str, *args: Any) -> Any:
        if sql == "COMMIT":
            raise sqlite3.OperationalError("disk I/O error")
        return self._conn.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def test_a_failed_group_commit_is_typed_rolls_back_and_frees_the_store(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "s.sqlite3")
    store.setup()
    real = store.conn
    store.conn = _FailingCommit(real)  # type: ignore[assignment]
    with pytest.raises(StoreError, match="disk I/O"), store.write_group(), store.transaction(NOW) as tx:
        tx.put_item(_item("lost with the commit"))
    store.conn = real
    assert store.list_items("u") == []
    done: list[int] = []

    def write() -> None:  # another thread: the group's lock was released
        with store.transaction(NOW) as tx:
            tx.put_item(_item("later"))
        done.append(1)

    worker = threading.Thread(target=write)
    worker.start()
    worker.join(timeout=10)
    assert done == [1] and [i.content for i in store.list_items("u")] == ["later"]
    store.close()


def test_id_lookups_match_record_lookups(tmp_path: Path) -> None:
    with LayeredMemory.open(tmp_path / "m", embeddings=HashingEmbeddings()) as mem:
        mem.add_many("u", [{"content": f"User visits Berlin on trip {n}", "entities": ["Berlin"], "type": "plan"}
                           for n in range(6)] + [{"content": "User's budget is 5000", "slot": "budget"}])
        mem.add("v", "User visits Berlin", entities=["Berlin"])
        store = mem.deps.store
        for filters in ({"entity": "berlin", "limit": 3, "newest_first": True}, {"slot": "budget"},
                        {"statuses": [MemoryStatus.ACTIVE.value], "types": [MemoryType.PLAN.value], "limit": 4,
                         "newest_first": True}, {}):
            assert store.list_item_ids("u", **filters) == [i.id for i in store.list_items("u", **filters)]
        assert len(store.list_item_ids("u", entity="Berlin")) == 6  # the other user's item is not counted


def test_one_call_decodes_each_neighbour_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with LayeredMemory.open(tmp_path / "m", embeddings=HashingEmbeddings()) as mem:
        mem.add_many("u", [{"content": f"User likes tea number {n}"} for n in range(30)])
        store = mem.deps.store
        asked: list[str] = []
        real = store.get_items

        def counting(user_id: str, ids: list[str]) -> dict[str, MemoryItem]:
            asked.extend(ids)
            return real(user_id, ids)

        monkeypatch.setattr(store, "get_items", counting)
        report = mem.add_many("u", [{"content": f"User likes green tea number {n}"} for n in range(30)])
        assert len(report.actions) == 30
        assert len(asked) == len(set(asked))  # nothing read twice in the call
