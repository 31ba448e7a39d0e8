"""The vector index write off the turn (``vector_flush="background"``, the default): the SQLite commit is the
acknowledgement, the outbox is flushed by a background thread, and nothing a reader, ``verify()`` or ``close()``
sees depends on when that thread runs."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers import _deps as deps_module
from langmem_layers.stores.flusher import BackgroundFlusher


def _open(path: Path, **config: Any) -> LayeredMemory:
    return LayeredMemory.open(path, embeddings=HashingEmbeddings(), config=MemoryConfig(**config))


def _parked(mem: LayeredMemory) -> None:
    """A flusher that would only run in an hour: whatever the test sees, the background thread did not do."""
    mem.deps.flusher = BackgroundFlusher(mem.deps.flush_vectors, delay=3600)


def test_the_write_returns_before_the_index_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with _open(tmp_path / "store") as mem:
        release, entered = threading.Event(), threading.Event()
        real = mem.deps.index.upsert

        def slow_upsert(*args: Any, **kwargs: Any) -> Any:
            entered.set()
            release.wait(10)
            return real(*args, **kwargs)

        monkeypatch.setattr(mem.deps.index, "upsert", slow_upsert)
        report = mem.add("u", "User's cat is called Tom")
        assert report.actions[0].kind == "add"  # acknowledged while the index write has not finished
        assert entered.wait(10) and not release.is_set()
        assert {h.item.id for h in mem.search("u", "cat Tom")} == {report.actions[0].item_id}  # SQLite answers
        release.set()
        assert mem.verify().ok


def test_a_query_of_the_index_flushes_this_process_writes_first(tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deps_module, "EXACT_SCAN_MAX_ROWS", 0)  # every user is answered by the index
    with _open(tmp_path / "store") as mem:
        _parked(mem)
        item_id = mem.add("u", "User plays the cello on Sundays").actions[0].item_id
        assert mem.deps.store.pending_outbox()  # not in the index yet
        vector = mem.deps.embed_texts(["User plays the cello on Sundays"])[0]
        assert [i for i, _ in mem.deps.vector_query("u", vector, 3)] == [item_id]  # read-your-writes
        assert mem.deps.store.pending_outbox() == []


def test_verify_and_close_drain_the_outbox(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mem = _open(tmp_path / "store")
    _parked(mem)
    ids = [mem.add("u", text).actions[0].item_id for text in ("User's cat is called Tom", "用户住在北京朝阳区")]
    report = mem.verify()
    assert report.ok and report.pending_outbox == 0 and report.chroma_vectors == 2
    third = mem.add("u", "User plays the cello on Sundays").actions[0].item_id
    upserted: list[str] = []
    real = mem.deps.index.upsert
    monkeypatch.setattr(mem.deps.index, "upsert",
                        lambda col, item_ids, *a, **k: (upserted.extend(item_ids), real(col, item_ids, *a, **k))[1])
    mem.close()
    assert upserted == [third] and third not in ids


def test_a_failing_index_leaves_the_writes_queued_until_it_is_back(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    with _open(tmp_path / "store") as mem:
        failures = {"left": 2}
        collection = mem.deps.index.collection(mem.deps.collection)  # type: ignore[attr-defined]
        real = collection.upsert

        def flaky(*args: Any, **kwargs: Any) -> Any:
            if failures["left"] > 0:
                failures["left"] -= 1
                raise OSError(28, "No space left on device")
            return real(*args, **kwargs)

        monkeypatch.setattr(collection, "upsert", flaky)  # the index reports it as a VectorStoreError
        acked = [mem.add("u", text).actions[0].item_id
                 for text in ("User's cat is called Tom", "用户住在北京朝阳区", "User plays the cello on Sundays")]
        assert all(acked)
        assert {h.item.id for h in mem.search("u", "cat Tom")} >= {acked[0]}
        while failures["left"]:  # the index fails whatever flushes first: the thread or this one
            mem.flush_vectors()
        mem.flush_vectors()
        report = mem.verify()
        assert report.ok and report.pending_outbox == 0 and report.sqlite_vectors == report.chroma_vectors == 3


def test_inline_mode_flushes_before_the_write_returns(tmp_path: Path) -> None:
    with _open(tmp_path / "store", vector_flush="inline") as mem:
        mem.add("u", "User's cat is called Tom")
        assert mem.deps.store.pending_outbox() == [] and mem.deps.flusher is None


def test_erasure_counts_the_vectors_it_deletes_even_if_the_flusher_is_due(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """forget_user purges SQLite (queueing the vector deletes in the outbox) and then deletes the user's vectors
    itself; a background flush between the two used to apply the deletes first, so the receipt said 0 vectors."""
    with _open(tmp_path / "store") as mem:
        mem.add("u", "User's dog is called Rex")
        mem.add("u", "User's horse is called Star")
        flush_ran_during_erasure: list[bool] = []
        threads: list[threading.Thread] = []
        real_purge = mem.deps.store.purge_user

        def purge_then_flusher_runs(*args: Any, **kwargs: Any) -> Any:
            counts = real_purge(*args, **kwargs)
            done = threading.Event()
            threads.append(threading.Thread(target=lambda: (mem.deps.flush_vectors(), done.set())))
            threads[0].start()  # the background flusher's turn comes right after the purge
            flush_ran_during_erasure.append(done.wait(0.3))
            return counts

        monkeypatch.setattr(mem.deps.store, "purge_user", purge_then_flusher_runs)
        receipt = mem.forget_user("u")
        threads[0].join(10)
        assert flush_ran_during_erasure == [False]  # the flush waited for erasure to finish
        assert receipt.vectors == 2
        assert mem.verify().ok and mem.items("u") == []
