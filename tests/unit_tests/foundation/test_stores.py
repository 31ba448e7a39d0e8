"""Storage guarantees: migrations, corrupt/newer stores, outbox replay, verify/repair, erasure, re-embedding."""

import sqlite3
from pathlib import Path

import pytest

from langmem_layers import (
    HashingEmbeddings,
    LayeredMemory,
    SchemaVersionError,
    StoreCorruptError,
    VectorStoreError,
)
from langmem_layers.stores.sqlite import LATEST_VERSION, SQLiteStore


def test_migrations_are_idempotent(tmp_path):
    store = SQLiteStore(tmp_path / "m.sqlite3")
    store.setup()
    store.setup()
    assert store.schema_version() == LATEST_VERSION
    store.close()


def test_two_character_chinese_keyword_match(mem_on_each_backend):
    mem = mem_on_each_backend
    mem.add("alice", "我每天早上都要喝一杯咖啡提神", type="preference")
    mem.add("alice", "I go running every Sunday", type="event")
    hits = mem.sqlite.keyword_search("alice", "咖啡", 10)
    assert len(hits) == 1
    assert mem.sqlite.keyword_search("alice", "running", 10)
    assert mem.sqlite.keyword_search("bob", "咖啡", 10) == []


def test_corrupt_database_is_a_clear_error(tmp_path):
    store_dir = tmp_path / "store"
    store_dir.mkdir()
    (store_dir / "memory.sqlite3").write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreCorruptError, match="memory.sqlite3"):
        LayeredMemory.open(store_dir, embeddings=HashingEmbeddings())


def test_foreign_sqlite_database_is_refused(tmp_path):
    store_dir = tmp_path / "store"
    store_dir.mkdir()
    conn = sqlite3.connect(store_dir / "memory.sqlite3")
    conn.execute("CREATE TABLE customers (id INTEGER)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreCorruptError, match="not a langmem-layers store"):
        LayeredMemory.open(store_dir, embeddings=HashingEmbeddings())


def test_newer_schema_is_refused_with_version(store_path):
    LayeredMemory.open(store_path, embeddings=HashingEmbeddings()).close()
    conn = sqlite3.connect(store_path / "memory.sqlite3")
    conn.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(SchemaVersionError, match="999"):
        LayeredMemory.open(store_path, embeddings=HashingEmbeddings())


def test_outbox_replays_after_crash_between_sqlite_commit_and_chroma(store_path, monkeypatch):
    emb = HashingEmbeddings()
    mem = LayeredMemory.open(store_path, embeddings=emb)

    def chroma_down(*args, **kwargs):
        raise VectorStoreError("simulated crash before the Chroma write")

    monkeypatch.setattr(mem.index, "upsert", chroma_down)
    report = mem.add("alice", "用户喜欢喝咖啡", type="preference")
    item_id = report.actions[0].item_id
    assert mem.get("alice", item_id).content == "用户喜欢喝咖啡"  # SQLite kept it
    assert item_id not in mem.index.ids(mem.collection)
    assert len(mem.sqlite.pending_outbox()) == 1
    mem.sqlite.conn.close()  # the process dies: no close(), no flush
    monkeypatch.undo()

    reopened = LayeredMemory.open(store_path, embeddings=emb)  # replays the outbox on open
    assert reopened.sqlite.pending_outbox() == []
    assert item_id in reopened.index.ids(reopened.collection)
    assert reopened.search("alice", "咖啡")[0].item.id == item_id
    assert reopened.verify().ok
    reopened.close()


def test_verify_reports_and_repairs_a_broken_index(mem_on_each_backend):
    mem = mem_on_each_backend
    keep = mem.add("alice", "用户喜欢喝咖啡", type="preference").actions[0].item_id
    lost = mem.add("alice", "User likes jazz", type="preference").actions[0].item_id
    mem.add("bob", "User likes rock", type="preference")
    mem.flush_vectors()  # the background flusher may not have run yet: the index holds all three now
    mem.index.delete(mem.collection, [lost])  # a vector went missing
    mem.index.upsert(mem.collection, ["ghost"], [[0.1] * 256], [{"user_id": "alice", "status": "active",
                                                                  "type": "fact", "embed_model": mem.model_id}])
    mem.index.upsert(mem.collection, [keep], [[0.2] * 256], [{"user_id": "alice", "status": "superseded",
                                                               "type": "preference", "embed_model": mem.model_id}])
    report = mem.verify()
    assert not report.ok
    assert report.missing_in_chroma == [lost] and report.orphans_in_chroma == ["ghost"]
    assert report.stale_metadata == [keep]
    assert report.per_user["alice"] == (2, 2)
    repaired = mem.verify(repair=True)
    assert repaired.repaired
    after = mem.verify()
    assert after.ok and after.per_user == {"alice": (2, 2), "bob": (1, 1)}


def _files_containing(root: Path, needle: str) -> list[str]:
    data = needle.encode("utf-8")
    return [str(p) for p in root.rglob("*") if p.is_file() and data in p.read_bytes()]


def test_forget_user_leaves_no_text_in_any_file(store_path):
    emb = HashingEmbeddings()
    mem = LayeredMemory.open(store_path, embeddings=emb)
    secrets = ["用户的秘密项目代号是青龙计划", "Alice plans a surprise party codename Bluebird"]
    for text in secrets:
        mem.add("alice", text, type="plan")
    mem.add("bob", "Bob keeps his own memory", type="fact")
    item_id = mem.items("alice")[0].id
    mem.update("alice", item_id, content=secrets[0] + "，下周启动")
    mem.close()  # checkpoint the WAL so the text is really in the files first
    assert _files_containing(store_path, "青龙计划")

    mem = LayeredMemory.open(store_path, embeddings=emb)
    receipt = mem.forget_user("alice")
    assert (receipt.items, receipt.versions, receipt.vectors) == (2, 3, 2)
    assert receipt.audit_entries >= 3 and receipt.keyword_rows == 2
    mem.close()
    for text in ("青龙计划", "Bluebird", "surprise party"):
        assert _files_containing(store_path, text) == [], text
    assert _files_containing(store_path, "Bob keeps his own memory")  # bob untouched
    with LayeredMemory.open(store_path, embeddings=emb) as mem:
        assert mem.items("alice") == [] and len(mem.items("bob")) == 1
        assert mem.verify().ok


def test_reembed_after_model_change(store_path):
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=64)) as mem:
        mem.add("alice", "用户喜欢喝咖啡", type="preference")
        mem.add("alice", "User likes jazz", type="preference")
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=128)) as mem:
        report = mem.verify()
        assert len(report.wrong_model) == 2  # old vectors are never compared with the new model's
        assert "vector" not in mem.search("alice", "jazz")[0].sources  # found by keyword only
        assert mem.reembed() == 2
        assert mem.verify().ok
        hit = mem.search("alice", "jazz")[0]
        assert hit.item.content == "User likes jazz" and "vector" in hit.sources
        assert hit.item.embed_model == "hashing-v1-128"


def test_verify_repair_reembeds_wrong_model(store_path):
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=64)) as mem:
        mem.add("alice", "User likes jazz", type="preference")
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=96)) as mem:
        assert mem.verify(repair=True).repaired
        assert mem.verify().ok


def test_reembed_also_reindexes_the_knowledge_base(store_path):
    from langchain_core.documents import Document

    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=64)) as mem:
        mem.kb.add_documents([Document(page_content="退货政策：七天无理由退货。", metadata={"doc_id": "returns"})])
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=128)) as mem:
        assert mem.kb.verify()["not_embedded"]
        mem.reembed()
        assert mem.kb.verify()["not_embedded"] == []
        assert "vector" in mem.kb.search("退货", k=1)[0].metadata["routes"]


def test_status_only_changes_retag_vectors_without_reinserting(mem_on_each_backend, monkeypatch):
    mem = mem_on_each_backend
    item_id = mem.add("alice", "User likes jazz", type="preference").actions[0].item_id
    mem.flush_vectors()  # the add's own upsert, before upserts are forbidden

    def no_upsert(*args, **kwargs):
        raise AssertionError("a status change must not re-insert the vector")

    monkeypatch.setattr(mem.index, "upsert", no_upsert)
    mem.update("alice", item_id, status="archived")
    assert mem.sqlite.pending_outbox() == []
    assert mem.index.ids(mem.collection)[item_id]["status"] == "archived"
    monkeypatch.undo()
    mem.update("alice", item_id, content="User likes cool jazz")  # a new vector goes through upsert again
    assert mem.verify().ok
