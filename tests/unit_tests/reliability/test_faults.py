"""Fault injection (issue 12): I/O errors and a full disk during SQLite and vector writes, the vector index failing
half-way through a write, and a process killed between the SQLite commit and the vector write. In every case:
typed errors only, nothing acknowledged is lost, and ``verify()`` is clean once the index is back."""

from __future__ import annotations

import errno
import os
import signal
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from benchmarks.multiprocess import context
from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.errors import StoreError
from langmem_layers.stores.vectors import ChromaIndex


def _open(path: Path) -> LayeredMemory:
    # each write flushes before it returns, so the tests can count what every flush did (the background
    # flusher under the same faults: test_background_flush.py)
    return LayeredMemory.open(path, embeddings=HashingEmbeddings(), config=MemoryConfig(vector_flush="inline"))


def _contents(mem: LayeredMemory, user: str) -> set[str]:
    return {i.content for i in mem.items(user)}


class _FailingConnection:
    """Wraps the store's sqlite3 connection; statements matching ``when`` raise ``error`` (what SQLite raises on
    an I/O error or a full disk)."""

    def __init__(self, conn: sqlite3.Connection, when: str, error: str) -> None:
        self._conn, self._when, self._error = conn, when, error

    def execute(self, sql: str, *args: Any) -> Any:
        if self._when in sql:
            raise sqlite3.OperationalError(self._error)
        return self._conn.execute(sql, *args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


@pytest.mark.parametrize("error", ["disk I/O error", "database or disk is full"])
def test_sqlite_failure_during_a_write_is_typed_and_leaves_nothing_half_written(tmp_path: Path, error: str) -> None:
    with _open(tmp_path / "store") as mem:
        mem.add("u", "User's cat is called Tom")
        real = mem.deps.store.conn
        mem.deps.store.conn = _FailingConnection(real, "INSERT INTO item_versions", error)  # type: ignore[assignment]
        with pytest.raises(StoreError, match=error):
            mem.add("u", "用户住在北京朝阳区")
        mem.deps.store.conn = real
        assert _contents(mem, "u") == {"User's cat is called Tom"}  # the item row was rolled back with the rest
        mem.add("u", "用户住在北京朝阳区")  # the store works again once the disk does
        assert _contents(mem, "u") == {"User's cat is called Tom", "用户住在北京朝阳区"}
        report = mem.verify()
        assert report.ok and report.pending_outbox == 0


def test_a_really_full_database_is_a_typed_error(tmp_path: Path) -> None:
    with _open(tmp_path / "store") as mem:
        mem.add("u", "User's cat is called Tom")
        store = mem.deps.store
        pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
        store.conn.execute(f"PRAGMA max_page_count = {pages}")  # the file may not grow: SQLITE_FULL
        with pytest.raises(StoreError, match="full"):
            mem.add_many("u", [{"content": f"User collects {n} stamps from country number {n}" * 20}
                               for n in range(60)])
        store.conn.execute("PRAGMA max_page_count = 1073741823")
        assert _contents(mem, "u") >= {"User's cat is called Tom"}
        report = mem.verify()
        assert report.ok and report.pending_outbox == 0


class _Flaky:
    """Makes the Chroma driver's collection calls fail (as a full disk or a lost server would) ``failures`` times,
    after ``ok_calls`` calls have succeeded — a multi-batch upsert then fails half-way."""

    def __init__(self, exc: BaseException, failures: int, ok_calls: int = 0) -> None:
        self.exc, self.failures, self.ok_calls = exc, failures, ok_calls

    def wrap(self, fn: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            if self.ok_calls > 0:
                self.ok_calls -= 1
                return fn(*args, **kwargs)
            if self.failures > 0:
                self.failures -= 1
                raise self.exc
            return fn(*args, **kwargs)
        return call


def _break_collection(mem: LayeredMemory, flaky: _Flaky, monkeypatch: pytest.MonkeyPatch) -> None:
    index = mem.deps.index
    assert isinstance(index, ChromaIndex)
    col = index.collection(mem.deps.collection)
    for name in ("upsert", "update", "delete"):
        monkeypatch.setattr(col, name, flaky.wrap(getattr(col, name)))


@pytest.mark.parametrize("exc", [OSError(errno.ENOSPC, "No space left on device"), OSError(errno.EIO, "I/O error"),
                                 ConnectionError("Could not connect to a Chroma server")])
def test_vector_write_failures_never_fail_the_write_and_the_outbox_catches_up(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, exc: BaseException) -> None:
    with _open(tmp_path / "store") as mem:
        _break_collection(mem, _Flaky(exc, failures=3), monkeypatch)
        acked = [mem.add("u", text).actions[0].item_id
                 for text in ("User's cat is called Tom", "用户住在北京朝阳区", "User plays the cello on Sundays")]
        assert all(acked)
        assert len(mem.deps.store.pending_outbox()) == 3  # SQLite has them; the index does not yet
        assert {h.item.id for h in mem.search("u", "cat Tom cello 北京")} >= {acked[0]}  # reads need no index
        assert mem.flush_vectors() == 3  # the index is back: the outbox catches up
        report = mem.verify()
        assert report.ok and report.pending_outbox == 0 and report.sqlite_vectors == report.chroma_vectors == 3


def test_the_index_failing_half_way_through_a_batch_write_is_repaired_by_the_outbox(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with _open(tmp_path / "store") as mem:
        index = mem.deps.index
        assert isinstance(index, ChromaIndex)
        monkeypatch.setattr(index, "max_batch", 2)  # one upsert call per two vectors
        _break_collection(mem, _Flaky(OSError(errno.EIO, "I/O error"), failures=1, ok_calls=1), monkeypatch)
        words = ("harbour", "violin", "glacier", "lantern", "orchid", "compass", "meadow")
        report = mem.add_many("u", [{"content": f"User owns a {w} made in {1990 + n}"} for n, w in enumerate(words)])
        acked = [a.item_id for a in report.actions if a.kind == "add"]
        assert len(acked) == len(words)
        assert len(mem.deps.index.ids(mem.deps.collection)) == 2  # the first batch landed, then the driver failed
        mem.flush_vectors()
        verified = mem.verify()
        assert verified.ok and verified.pending_outbox == 0 and verified.chroma_vectors == len(words)


def _write_then_die(path: str, acked_file: str) -> None:
    """Acknowledge two writes (their ids reach ``acked_file`` only after ``add`` returned), then die by SIGKILL
    inside the vector write that follows the third write's SQLite commit — holding the store's vector lock."""
    mem = _open(Path(path))
    with open(acked_file, "a", encoding="utf-8") as out:
        for text in ("User's cat is called Tom", "用户住在北京朝阳区"):
            out.write(mem.add("u", text).actions[0].item_id + "\n")
            out.flush()
            os.fsync(out.fileno())

    def die(*args: Any, **kwargs: Any) -> None:
        os.kill(os.getpid(), signal.SIGKILL)

    ChromaIndex.upsert = die  # type: ignore[method-assign]  # only in this child process
    mem.add("u", "User plays the cello on Sundays")


def test_a_crash_between_the_sqlite_commit_and_the_vector_write_loses_nothing(tmp_path: Path) -> None:
    store, acked_file = tmp_path / "store", tmp_path / "acked.txt"
    child = context().Process(target=_write_then_die, args=(str(store), str(acked_file)))
    child.start()
    child.join(timeout=120)
    assert child.exitcode == -signal.SIGKILL
    acked = acked_file.read_text().split()
    assert len(acked) == 2
    with _open(store) as mem:  # the vector lock died with its holder; open() replays the outbox
        ids = {i.id for i in mem.items("u")}
        assert set(acked) <= ids
        assert "User plays the cello on Sundays" in _contents(mem, "u")  # committed before the crash: kept too
        report = mem.verify()
        assert report.ok and report.pending_outbox == 0 and report.chroma_vectors == 3
