"""Several processes on one store (issue 12, finding 1): concurrent opens and migrations, the inter-process locks,
and processes × threads writing and reading the same users."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from benchmarks.multiprocess import context
from benchmarks.multiprocess import run as run_workload
from langmem_layers import HashingEmbeddings, LayeredMemory
from langmem_layers.errors import SchemaVersionError, StoreError
from langmem_layers.stores.locks import FileLock, StoreLocks
from langmem_layers.stores.sqlite import LATEST_VERSION, SQLiteStore

FORK = context()  # forkserver with the library preloaded: a child starts in milliseconds, from a clean process


def _open_store(path: str, barrier: Any, out: Any) -> None:
    barrier.wait(timeout=60)
    try:
        store = SQLiteStore(Path(path))
        store.setup()
        out.put(("ok", store.schema_version()))
        store.close()
    except BaseException as exc:  # report everything, typed or not
        out.put((type(exc).__name__, str(exc)))


DISTINCT = ("User's cat is called Tom", "用户住在北京朝阳区", "User plays the cello on Sundays",
            "用户的预算是五千元")


def _open_memory(path: str, barrier: Any, out: Any) -> None:
    n = barrier.wait(timeout=60)
    try:
        with LayeredMemory.open(path, embeddings=HashingEmbeddings()) as mem:
            mem.add("u", DISTINCT[n])
        out.put(("ok", 0))
    except BaseException as exc:
        out.put((type(exc).__name__, str(exc)))


def _race(target: Any, path: Path, n: int) -> list[tuple[str, Any]]:
    barrier, out = FORK.Barrier(n), FORK.Queue()
    procs = [FORK.Process(target=target, args=(str(path), barrier, out)) for _ in range(n)]
    for p in procs:
        p.start()
    results = [out.get(timeout=120) for _ in procs]
    for p in procs:
        p.join(timeout=30)
    return results


def test_processes_opening_a_new_store_at_once_all_succeed(tmp_path: Path) -> None:
    """Reproduced on main: 6 of 12 opens raised ``sqlite3.OperationalError: duplicate column name`` (the version
    was read outside ``BEGIN IMMEDIATE`` and a migration ran twice)."""
    results = []
    for round_ in range(3):
        results += _race(_open_store, tmp_path / f"r{round_}.sqlite3", 4)
    assert results == [("ok", LATEST_VERSION)] * 12


def test_processes_opening_a_new_memory_directory_at_once_all_succeed(tmp_path: Path) -> None:
    """The embedded Chroma is created under the store's vector lock (Chroma's own first open races otherwise)."""
    assert _race(_open_memory, tmp_path / "store", 3) == [("ok", 0)] * 3
    with LayeredMemory.open(tmp_path / "store", embeddings=HashingEmbeddings()) as mem:
        assert len(mem.items("u")) == 3
        assert mem.verify().ok


def test_migrations_are_idempotent(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "m.sqlite3")
    store.setup()
    # as if a crash had left the version behind the schema: every migration runs again over existing objects
    store.conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    store.setup()
    store.setup()
    assert store.schema_version() == LATEST_VERSION
    store.close()


def test_a_newer_store_is_refused_with_a_typed_error(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "m.sqlite3")
    store.setup()
    store.conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(LATEST_VERSION + 1),))
    store.close()
    with pytest.raises(SchemaVersionError, match="upgrade langmem-layers"):
        SQLiteStore(tmp_path / "m.sqlite3").setup()


def test_a_failing_migration_is_a_store_error_and_leaves_nothing(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from langmem_layers.stores import sqlite as sqlite_module

    broken = [*sqlite_module.MIGRATIONS[:-1], (LATEST_VERSION, ["CREATE TABLE nonsense ("])]
    monkeypatch.setattr(sqlite_module, "MIGRATIONS", broken)
    store = SQLiteStore(tmp_path / "m.sqlite3")
    with pytest.raises(StoreError, match="schema migration") as caught:
        store.setup()
    assert isinstance(caught.value.__cause__, sqlite3.OperationalError)
    assert store.conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0  # all rolled back
    store.close()


def test_file_lock_excludes_threads_and_times_out_typed(tmp_path: Path) -> None:
    lock = FileLock(tmp_path / "x.lock", timeout=0.2)
    inside: list[int] = []

    def hold() -> None:
        with lock.hold():
            inside.append(1)
            time.sleep(0.5)

    t = threading.Thread(target=hold)
    t.start()
    while not inside:
        time.sleep(0.01)
    with pytest.raises(StoreError, match="busy"):  # another thread holds it: this one waits, then gives up
        lock.acquire()
    t.join()
    with lock.hold(), lock.hold():  # free again, and re-entrant
        assert lock.held()
    assert not lock.held()


def _hold_and_die(path: str, ready: Any) -> None:
    lock = StoreLocks(path).user("alice")
    lock.acquire()
    ready.set()
    time.sleep(60)  # killed long before


def test_a_killed_holder_releases_its_lock(tmp_path: Path) -> None:
    ready = FORK.Event()
    child = FORK.Process(target=_hold_and_die, args=(str(tmp_path), ready))
    child.start()
    assert ready.wait(30)
    lock = StoreLocks(tmp_path, timeout=0.2).user("alice")
    with pytest.raises(StoreError):
        lock.acquire()
    child.kill()
    child.join()
    with lock.hold(timeout=5):
        assert lock.held()


def test_user_lock_files_do_not_name_the_user(tmp_path: Path) -> None:
    locks = StoreLocks(tmp_path)
    with locks.user("alice@example.com"):
        pass
    assert all("alice" not in p.name for p in locks.dir.iterdir())


def test_three_processes_by_four_threads_write_and_read_the_same_users(tmp_path: Path) -> None:
    """Reproduced on main (issue 12): ~5 % of operations raised ``VectorStoreError … Error finding id`` and identical
    content was stored 2–3 times. Now: 0 errors, 0 duplicates, 0 lost acknowledged writes, verify clean."""
    figures = run_workload(tmp_path / "store", processes=3, threads=4, ops=12)
    assert figures["errors"] == 0, figures["error_samples"]
    assert figures["duplicates"] == 0
    assert figures["acknowledged_writes"] >= 3 * 4 * 3  # one in four operations writes a unique sentence
    assert figures["lost_writes"] == 0
    assert figures["verify_ok"] and figures["pending_outbox"] == 0
    assert figures["exit_codes"] == [0, 0, 0]


def test_open_says_when_the_embedded_index_is_shared(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level("WARNING", logger="langmem_layers._deps"), _open_one(tmp_path):
        assert "chroma-http" not in caplog.text  # alone: nothing to say
        with _open_one(tmp_path):
            pass
    assert caplog.text.count("vector_backend='chroma-http'") == 1
    caplog.clear()
    with caplog.at_level("WARNING", logger="langmem_layers._deps"), _open_one(tmp_path):  # the others closed
        pass
    assert "chroma-http" not in caplog.text


def _open_one(path: Path) -> LayeredMemory:
    return LayeredMemory.open(path / "store", embeddings=HashingEmbeddings())
