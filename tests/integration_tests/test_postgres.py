"""PostgreSQL backend against the machine's server (``.ci/run`` exports LANGMEM_LAYERS_TEST_PG; CI=true fails
instead of skipping when it does not answer). Every test creates its own database and drops it."""

from __future__ import annotations

import os
import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory
from langmem_layers.records import MemoryItem
from tests.pg import temp_database

pytestmark = pytest.mark.integration
NOW = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@pytest.fixture
def pg_url() -> Iterator[str]:
    with temp_database() as url:
        yield url


@pytest.fixture
def pg_store(pg_url: str) -> Iterator[object]:
    from langmem_layers.stores.postgres import PostgresStore
    store = PostgresStore(pg_url)
    store.setup()
    yield store
    store.close()


def _put(store, user: str, content: str) -> MemoryItem:
    item = MemoryItem(user_id=user, type="fact", content=content, created_at=NOW, updated_at=NOW)
    with store.transaction(NOW) as tx:
        tx.put_item(item)
        tx.put_vector(item.id, user, "m", [1.0, 0.0])
        tx.audit(user, item.id, "add", actor="api", rule="test.add", reason=content)
    return item


def test_unfiltered_select_cannot_read_another_users_rows(pg_store):
    import psycopg

    _put(pg_store, "alice", "alice's secret")
    _put(pg_store, "bob", "bob's secret")
    with pg_store._tx("alice") as conn:  # the library's per-transaction user context, then a query with NO filter
        assert conn.execute("SELECT user_id FROM items").fetchall() == [("alice",)]
        for table in ("item_versions", "audit", "item_vectors"):
            assert {r[0] for r in conn.execute(f"SELECT user_id FROM {table}")} == {"alice"}
        assert conn.execute("SELECT current_user").fetchone()[0] == "langmem_app"
    with pg_store._tx("mallory") as conn:
        assert conn.execute("SELECT count(*) FROM items").fetchone()[0] == 0
    with pytest.raises(psycopg.errors.InsufficientPrivilege), pg_store._raw() as raw, raw.transaction():
        raw.execute("SELECT set_config('role', 'langmem_app', true), set_config('langmem.user_id', 'alice', true)")
        raw.execute("INSERT INTO profile_summaries (user_id, text, updated_at) VALUES ('bob', 'x', 'now')")
    with pg_store._raw() as raw, raw.transaction():  # no user set at all: nothing is visible
        raw.execute("SET LOCAL ROLE langmem_app")
        assert raw.execute("SELECT count(*) FROM items").fetchone()[0] == 0
    assert len(pg_store.all_item_ids()) == 2  # admin verbs: the explicit bypass role


def test_concurrent_setup_migrates_once(pg_url):
    from langmem_layers.stores.postgres import PG_LATEST_VERSION, PostgresStore

    errors: list[BaseException] = []

    def open_one() -> None:
        try:
            store = PostgresStore(pg_url, max_size=1)
            store.setup()
            store.close()
        except BaseException as exc:  # pragma: no cover - the failure is reported below
            errors.append(exc)

    threads = [threading.Thread(target=open_one) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    store = PostgresStore(pg_url, max_size=1)
    assert store.schema_version() == PG_LATEST_VERSION
    store.close()


def test_replicas_lose_and_duplicate_nothing(pg_url):
    from benchmarks.replicas import hammer

    report = hammer(pg_url, workers=4, ops=500, users=3, keys=150)
    assert report["ops"] == 2000
    assert (report["duplicated"], report["lost"], report["lost_updates"],
            report["double_applied_supersedes"]) == (0, 0, 0, 0), report


def test_open_url_with_chroma_server(pg_url, monkeypatch):
    chroma = os.environ.get("LANGMEM_LAYERS_CHROMA_URL")
    if not chroma:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("LANGMEM_LAYERS_CHROMA_URL is required in CI")
        pytest.skip("set LANGMEM_LAYERS_CHROMA_URL (.ci/run starts `chroma run`)")
    monkeypatch.setenv("LANGMEM_LAYERS_STORE", "/nonexistent/langmem-local")
    emb = HashingEmbeddings(dim=64)
    emb.model_id = f"hashing-pg-{uuid.uuid4().hex[:8]}"
    with LayeredMemory.open(pg_url, vectors=chroma, embeddings=emb) as mem:
        assert mem.config.backend == "postgres" and mem.config.vector_backend == "chroma-http"
        mem.add("acme", "用户喜欢喝咖啡", type="preference")
        mem.add("acme-corp", "acme-corp drinks tea", type="preference")
        assert [h.item.user_id for h in mem.search("acme", "咖啡 tea", k=10)] == ["acme"]
        assert mem.verify().ok
        assert mem.forget_user("acme").vectors == 1
        assert mem.kb.search("anything") == [] and not mem.kb.read_only  # the built-in KB, empty


def test_cli_migrate_on_a_database_url(pg_url, capsys):
    from langmem_layers.cli import main

    assert main(["--store", pg_url, "migrate"]) == 0
    assert "postgres store at" in capsys.readouterr().out


def test_forget_drops_the_adapter_keys_naming_the_item(pg_store):
    """merge-rest: ``forget`` drops every kv key whose JSON value names the item (issue 12) on this backend too;
    other keys and values that are not JSON stay."""
    from langmem_layers.stores.kv import KVStore

    kv = KVStore(pg_store)
    item = _put(pg_store, "alice", "secret plan")
    kv.put("ns", "k1", "alice", f'{{"item_id": "{item.id}", "extra": {{"note": "x"}}}}', NOW)
    kv.put("ns2", "k2", "alice", f'{{"item_id": "{item.id}"}}', NOW)
    kv.put("ns", "k3", "alice", '{"item_id": "other"}', NOW)
    kv.put("ns", "k4", "alice", f"not json {item.id}", NOW)
    with pg_store.transaction(NOW) as tx:
        tx.delete_item("alice", item.id)
        assert KVStore.drop_item_refs(tx, "alice", item.id) == 2
    assert kv.get("ns", "k1", "alice") is None and kv.get("ns2", "k2", "alice") is None
    assert kv.get("ns", "k3", "alice") == '{"item_id": "other"}'
    assert kv.get("ns", "k4", "alice") == f"not json {item.id}"


def test_item_metas_carry_the_event_time_as_on_sqlite(pg_store, tmp_path):
    """merge-rest: the time-aware ranking reads ``metadata.event_at/event_end`` from the item meta columns
    (retrieval); the PostgreSQL store returns the same columns as the SQLite store, in the same order."""
    from langmem_layers.stores.sqlite import SQLiteStore

    sqlite = SQLiteStore(tmp_path / "m.sqlite3")
    sqlite.setup()
    meta = {"event_at": "2026-01-02T00:00:00+00:00", "event_end": "2026-01-03T00:00:00+00:00", "event_expr": "x"}
    item = MemoryItem(user_id="alice", type="event", content="dentist on Friday", created_at=NOW, updated_at=NOW,
                      metadata=meta)
    for store in (pg_store, sqlite):
        with store.transaction(NOW) as tx:
            tx.put_item(item)
    [pg_row] = pg_store.item_metas("alice", [item.id])
    [lite_row] = sqlite.item_metas("alice", [item.id])
    sqlite.close()
    assert len(pg_row) == len(lite_row) == 10
    assert tuple(pg_row[8:]) == tuple(lite_row[8:]) == (meta["event_at"], meta["event_end"])
