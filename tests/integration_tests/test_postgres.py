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
    """merge-rest: the time-aware ranking reads ``metadata.event_at/event_end`` and the speaker-aware ranking the
    content's first characters from the item meta columns (retrieval); the PostgreSQL store returns the same columns
    as the SQLite store, in the same order."""
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
    assert len(pg_row) == len(lite_row) == 11
    assert tuple(pg_row[8:]) == tuple(lite_row[8:]) == (meta["event_at"], meta["event_end"], "dentist on Friday")


def _reference_bm25(docs: dict[str, list[str]], terms: list[str]) -> dict[str, float]:
    """Okapi BM25 (k1 1.2, b .75, idf ln(1 + (N - df + .5)/(df + .5))) in plain Python; a phrase is a term whose
    frequency is its rarest word's, in rows that hold every word."""
    import math
    from collections import Counter

    n = len(docs)
    avgdl = max(sum(len(t) for t in docs.values()) / n, 1)
    counts = {i: Counter(t) for i, t in docs.items()}
    scores: dict[str, float] = {}
    for term in terms:
        words = term.split(" ")
        tf = {i: min(c[w] for w in words) for i, c in counts.items()}
        present = {i: f for i, f in tf.items() if f > 0}
        idf = math.log(1 + (n - len(present) + 0.5) / (len(present) + 0.5))
        for i, f in present.items():
            norm = f + 1.2 * (1 - 0.75 + 0.75 * len(docs[i]) / avgdl)
            scores[i] = scores.get(i, 0.0) + idf * f * 2.2 / norm
    return scores


@pytest.fixture(params=[True, False], ids=["rls-keyword-functions", "no-rls-statement"])
def rls_or_not_store(pg_url: str, request: pytest.FixtureRequest) -> Iterator[object]:
    """A store under row-level security (keyword search through migration 9's functions) or without it (the same
    statement sent as it is)."""
    from langmem_layers.stores.postgres import PostgresStore
    store = PostgresStore(pg_url, rls=request.param)
    store.setup()
    yield store
    store.close()


def test_keyword_scores_are_okapi_bm25_over_the_users_items(rls_or_not_store):
    """The SQL ranking (keyword_stats N/avgdl kept by the trigger, df from the matched rows) equals BM25 computed
    in Python, for single words and for phrases, after updates and deletions; other users never count — through
    the SECURITY DEFINER keyword functions under RLS and through the plain statement without it."""
    from langmem_layers.text import keyword_tokens

    pg_store = rls_or_not_store
    texts = ["用户喜欢喝咖啡 coffee every morning", "coffee coffee and tea", "tea only, no coffee beans",
             "morning run then coffee beans", "nothing relevant here"]
    items = [_put(pg_store, "alice", t) for t in texts]
    _put(pg_store, "bob", "coffee coffee coffee coffee")  # another user's rows change neither N nor df
    changed = items[4].model_copy(update={"content": "coffee beans again and again"})
    with pg_store.transaction(NOW) as tx:
        tx.put_item(changed)
        tx.delete_item("alice", items[2].id)
    docs = {i.id: keyword_tokens(c) for i, c in ((items[0], texts[0]), (items[1], texts[1]),
                                                 (items[3], texts[3]), (changed, changed.content))}
    for terms in (["coffe"], ["coffe", "咖啡", "morn"], ["coffe bean", "tea"], ["bean", "bean"]):
        expected = _reference_bm25(docs, terms)
        got = dict(pg_store.keyword_scores("alice", terms, 10))
        assert expected and set(got) == set(expected), terms
        assert all(abs(got[i] - expected[i]) < 1e-9 for i in got), terms
    assert pg_store.keyword_scores("alice", ["nosuchword"], 10) == []
    with pg_store._tx("alice") as conn:
        assert conn.execute("SELECT n, total_len FROM keyword_stats WHERE user_id = 'alice'").fetchall() == [
            (4, sum(len(t) for t in docs.values()))]
    pg_store.purge_user("alice", NOW)
    assert pg_store._rows(None, "SELECT user_id FROM keyword_stats") == [("bob",)]


def test_a_failed_one_trip_read_leaves_the_connection_usable(pg_store):
    """Reads send BEGIN, the user context, the statement and COMMIT in one message; a failing statement raises
    StoreError and rolls back, whether the connection came from the pool or is held by a user lock."""
    from langmem_layers.errors import StoreError

    item = _put(pg_store, "alice", "text with 100% of a 'quote' and a \\ backslash")
    for _ in range(2):
        with pytest.raises(StoreError, match="no_such_table"):
            pg_store._rows("alice", "SELECT * FROM no_such_table")
        assert pg_store.get_item("alice", item.id).content == item.content
    with pg_store.user_lock("alice"):
        with pytest.raises(StoreError):
            pg_store._rows("alice", "SELECT 1/0")
        assert pg_store.count_items("alice") == 1
        with pg_store.transaction(NOW) as tx:  # a read inside the held connection's open transaction: a savepoint
            tx.audit("alice", item.id, "note", actor="api", rule="test", reason="x")
            assert pg_store.get_item("alice", item.id) is not None
    assert [a["action"] for a in pg_store.audit_log("alice")] == ["add", "note"]
    assert pg_store.get_item("bob", item.id) is None


def test_a_lock_taken_inside_another_is_really_held(pg_store):
    """Session locks nest on the thread's kept connection: the inner one (e.g. the KB's) is taken, not skipped
    because the thread already holds a user's lock; re-taking a held lock is a no-op; both are released."""
    import psycopg

    from langmem_layers.stores.postgres import KB_LOCK_NS

    def held() -> set[int]:
        with psycopg.connect(pg_store.url, autocommit=True) as other:
            return {r[0] for r in other.execute(  # this test's database only: other databases hold their own
                "SELECT classid::int FROM pg_locks WHERE locktype = 'advisory' AND granted "
                "AND database = (SELECT oid FROM pg_database WHERE datname = current_database())")}
    with pg_store.user_lock("alice"):
        with pg_store.session_lock(KB_LOCK_NS, 0), pg_store.session_lock(KB_LOCK_NS, 0):
            assert KB_LOCK_NS in held()
            assert len(held()) == 2
        assert KB_LOCK_NS not in held() and len(held()) == 1
    assert held() == set()


def _keyword_fn(conn, words: list[str]) -> list[tuple[str, float]]:
    """``langmem_keyword_words`` called directly, in the connection's current role and user context."""
    from langmem_layers.stores.postgres import tsquery_literal
    return conn.execute("SELECT item_id, score FROM langmem_keyword_words(%s::tsquery, %s::text[], 100)",
                        (tsquery_literal(words), sorted(words))).fetchall()


def test_keyword_functions_equal_the_statement_they_replace(pg_store):
    """Migration 9's functions return exactly what the keyword statement returns under RLS (ids, order, scores:
    the same text, summed in term order), for words and phrases, with another user's rows in the table."""
    from langmem_layers.stores.postgres import _INLINE_REFS, bm25_sql, tsquery_literal

    for n in range(40):
        _put(pg_store, "alice", f"coffee {'beans ' * (n % 3)}morning tea {n % 7} 咖啡{'豆' * (n % 2)}")
        _put(pg_store, "bob", f"coffee beans {n}")
    for terms in (["coffe"], ["coffe", "bean", "咖啡", "3"], ["coffe bean", "morn tea", "咖啡"], ["bean", "bean"]):
        pairs = [(i, w) for i, t in enumerate(terms) for w in dict.fromkeys(t.split(" "))]
        phrases = any(" " in t for t in terms) or len(set(terms)) < len(terms)
        params = {"u": "alice", "q": tsquery_literal(terms), "w": sorted({w for _, w in pairs}), "k": 25,
                  "tn": [i for i, _ in pairs], "tw": [w for _, w in pairs]}
        statement = [(r[0], float(r[1])) for r in pg_store._rows("alice", bm25_sql(phrases, _INLINE_REFS), params)]
        assert statement and pg_store.keyword_scores("alice", terms, 25) == statement, terms


def test_keyword_functions_read_only_the_transactions_user(pg_store):
    """The functions take no user: they read ``langmem.user_id`` set for the transaction, exactly as the policies
    do. Another user set there sees none of alice's rows through them; no user (unset or '') sees nothing; only the
    library role may call them; they run with a pinned search path."""
    import psycopg

    alice = _put(pg_store, "alice", "alice drinks espresso daily")
    bob = _put(pg_store, "bob", "bob fixes bicycles")
    with pg_store._tx("alice") as conn:
        assert [r[0] for r in _keyword_fn(conn, ["espresso", "bicycl"])] == [alice.id]
    with pg_store._tx("bob") as conn:  # a deliberately different user: alice's word finds nothing of hers
        assert _keyword_fn(conn, ["espresso"]) == []
        assert [r[0] for r in _keyword_fn(conn, ["espresso", "bicycl"])] == [bob.id]
    assert pg_store.keyword_scores("mallory", ["espresso", "bicycl"], 10) == []
    with pg_store._raw() as raw, raw.transaction():  # the library role with no user set at all
        raw.execute("SET LOCAL ROLE langmem_app")
        assert _keyword_fn(raw, ["espresso", "bicycl"]) == []
        raw.execute("SELECT set_config('langmem.user_id', '', true)")  # what KB reads set: no user either
        assert _keyword_fn(raw, ["espresso", "bicycl"]) == []
    for role in ("langmem_admin", "PUBLIC"):  # EXECUTE is the library role's alone
        with pytest.raises(psycopg.errors.InsufficientPrivilege), pg_store._raw() as raw, raw.transaction():
            if role == "PUBLIC":
                raw.execute("CREATE ROLE langmem_test_nobody NOLOGIN")  # rolled back with the transaction
                raw.execute("SET LOCAL ROLE langmem_test_nobody")
            else:
                raw.execute(f"SET LOCAL ROLE {role}")
            raw.execute("SELECT set_config('langmem.user_id', 'alice', true)")
            _keyword_fn(raw, ["espresso"])
    rows = pg_store._rows(None, "SELECT proname, prosecdef, proconfig, pg_get_function_identity_arguments(oid) "
                          "FROM pg_proc WHERE proname IN ('langmem_keyword_words', 'langmem_keyword_phrases') "
                          "ORDER BY proname")
    assert [r[0] for r in rows] == ["langmem_keyword_phrases", "langmem_keyword_words"]
    for _, definer, config, args in rows:
        assert definer and config == ["search_path=pg_catalog, pg_temp"]
        assert "user" not in args, args  # no argument names a user


def test_keyword_migration_is_idempotent_and_upgrades_a_version_8_store(pg_url):
    """setup() twice changes nothing; a store migrated to 8 (before the functions) gets them on the next setup."""
    from langmem_layers.stores.postgres import PostgresStore

    store = PostgresStore(pg_url)
    try:
        store.setup()
        item = _put(store, "alice", "espresso")
        store.setup()
        assert store.schema_version() == 9
        with store._raw() as conn, conn.transaction():  # as a store left by the previous release (schema owner)
            conn.execute("DROP FUNCTION langmem_keyword_words, langmem_keyword_phrases")
            conn.execute("UPDATE langmem_meta SET value = '8' WHERE key = 'schema_version'")
        store.setup()
        store.setup()
        assert store.schema_version() == 9
        assert [i for i, _ in store.keyword_scores("alice", ["espresso"], 5)] == [item.id]
    finally:
        store.close()


def test_keyword_function_uses_the_gin_index(pg_store):
    """The point of the functions: the GIN index serves the match (``auto_explain`` of the nested statement; the
    policy-confined statement cannot use it, ``@@`` not being leakproof)."""
    import psycopg

    for n in range(200):
        _put(pg_store, "alice" if n % 2 else "bob", f"note {n} about topic{n % 50}")
    with pg_store._raw() as raw:
        raw.execute("ANALYZE items")
    notices: list[str] = []
    with pg_store._raw() as raw:
        raw.add_notice_handler(lambda d: notices.append(d.message_primary or ""))
        try:
            raw.execute("LOAD 'auto_explain'")
        except psycopg.Error:
            pytest.skip("auto_explain is not installed")
        for sql in ("SET auto_explain.log_min_duration = 0", "SET auto_explain.log_nested_statements = on",
                    "SET auto_explain.log_level = notice", "SET client_min_messages = notice"):
            raw.execute(sql)
        with raw.transaction():
            raw.execute("SELECT set_config('role', 'langmem_app', true), set_config('langmem.user_id', 'alice', true)")
            assert len(_keyword_fn(raw, ["topic7"])) == 4  # n = 7, 57, 107, 157: all alice's
        raw.execute("RESET client_min_messages")
    assert any("items_tokens" in m for m in notices), notices
