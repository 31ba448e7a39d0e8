"""PostgreSQL, the source of truth for several app replicas: the storage contract of :mod:`.sqlite` on a server.

Same tables and the same named methods as :class:`~langmem_layers.stores.sqlite.SQLiteStore` / ``Tx`` (the services
cannot tell them apart), with what a shared server needs on top:

* **numbered idempotent migrations** (:data:`PG_MIGRATIONS`) applied by :meth:`PostgresStore.setup` under a
  store-wide advisory lock, so replicas starting together migrate once;
* **per-user serialisation**: :meth:`PostgresStore.user_lock` holds a session advisory lock keyed by the user for a
  whole write (look-up + decide + commit), and every transaction takes a transaction advisory lock for each user it
  writes, so two replicas can neither add the same memory twice nor apply one supersede twice;
* **row-level security**: the library works as the least-privilege role ``langmem_app`` with the user set per
  transaction (``set_config('langmem.user_id', …, true)``, i.e. ``SET LOCAL``); the policies confine every
  statement to that user, so a query that forgot its ``user_id`` filter still sees one user's rows. Admin verbs
  (verify, sweep, re-embed, migrations) switch explicitly to ``langmem_admin`` (``BYPASSRLS``);
* **keyword search without a server-side segmenter**: the library's own tokens
  (:func:`~langmem_layers.text.keyword_tokens`: CJK unigrams + bigrams, stemmed words) stored as a ``tsvector``
  literal (the ``simple`` configuration never re-tokenises them) with a GIN index, ranked by Okapi BM25
  (k1 = 1.2, b = 0.75) computed in SQL over the user's own items, so "咖啡" matches "用户喜欢喝咖啡". Under
  row-level security the statement runs inside two ``SECURITY DEFINER`` functions (migration 9,
  :func:`_keyword_functions`) that confine themselves to the transaction's user, so the GIN index serves it (the
  policy-confined statement cannot use it: ``@@`` is not leakproof).

The built-in knowledge base (organisation documents: migration 3, SQL in :mod:`langmem_layers.kb.store_postgres`)
has no user: its tables (:data:`KB_TABLES`) are **readable by the library role** (a ``SELECT`` policy open to
every row; KB reads run as ``langmem_app`` with no user set, so they can reach no memory row) and **writable only
through the library**: ``langmem_app`` has no INSERT/UPDATE/DELETE right on them (revoked, and RLS has no write
policy), so KB writes — an organisation's admin path — switch to ``langmem_admin`` inside the same transaction
that flags the linked memories.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import threading
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit, urlunsplit

import numpy as np

from ..errors import SchemaVersionError, StoreError
from ..records import MemoryItem
from ..text import keyword_tokens, query_tokens
from .sqlite import upgrade_record, vector_changes_answer

__all__ = [
    "ADMIN_ROLE",
    "APP_ROLE",
    "PG_MIGRATIONS",
    "PgTx",
    "PostgresStore",
    "PostgresUnavailableError",
    "redact_url",
    "tsquery_literal",
    "tsvector_literal",
]

log = logging.getLogger(__name__)

APP_ROLE = "langmem_app"
ADMIN_ROLE = "langmem_admin"
_MIGRATION_LOCK = (7_310_001, 1)  # (classid, objid) of the advisory lock setup() holds
_WRITE_NS = 7_310_002  # session locks held for a whole write (user_lock)
_TX_NS = 7_310_003  # transaction locks taken for each user a transaction writes
KB_LOCK_NS = 7_310_004  # session lock held for one whole KB document write (kb/store_postgres.py)
#: BM25 parameters (FTS5's defaults).
BM25_K1, BM25_B = 1.2, 0.75
_MAX_POSITION = 16383  # tsvector positions are capped by PostgreSQL

ITEM_META_COLUMNS = ("id, type, status, importance, confidence, created_at, updated_at, "
                     "data->>'source_session_id', "
                     # event time the text states (write/when.py), for time-aware recall: as SQLiteStore's columns
                     "data->'metadata'->>'event_at', data->'metadata'->>'event_end', "
                     "left(data->>'content', 64)")

#: Tables whose rows belong to one user, as of migration 2 (which put them under row-level security).
_V2_USER_TABLES = ("items", "item_versions", "audit", "profile_facts", "item_entities", "item_vectors", "outbox",
                   "profile_summaries", "kv", "vector_generations")
#: Tables whose rows belong to one user: row-level security confines them to ``langmem.user_id``.
USER_TABLES = (*_V2_USER_TABLES, "keyword_stats", "vector_changes")


def _user_policy(table: str) -> list[str]:
    return [f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY", f"DROP POLICY IF EXISTS langmem_user ON {table}",
            f"""CREATE POLICY langmem_user ON {table} TO {APP_ROLE}
                USING (user_id = current_setting('langmem.user_id', true))
                WITH CHECK (user_id = current_setting('langmem.user_id', true))"""]


#: What :func:`bm25_sql` names: the user, the parameters and the two tables it reads.
_INLINE_REFS = {"u": "%(u)s", "q": "%(q)s::tsquery", "w": "%(w)s::text[]", "tn": "%(tn)s::int[]",
                "tw": "%(tw)s::text[]", "k": "%(k)s", "items": "items", "stats": "keyword_stats"}


def bm25_sql(phrases: bool, refs: dict[str, str]) -> str:
    """The keyword statement: Okapi BM25 of the user's items matching a ``tsquery``, top ``k`` (see
    :meth:`PostgresStore.keyword_scores`). ``refs`` names the user, the parameters and the tables, so one text serves
    the statement sent as it is (``rls=False``) and the bodies of the keyword functions of migration 9.

    Changing this text changes what a new database's migration 9 creates but not an existing one's functions: add a
    migration that re-creates them (``_keyword_functions()`` again) with the change.

    >>> "h.user_id = $u" in bm25_sql(False, {**_INLINE_REFS, "u": "$u"})
    True
    """
    r = refs
    # summed in the order of the terms, so a score is the same float whatever plan fed the rows (equal scores, as
    # template-made texts give, then tie-break by id instead of by rounding noise)
    bm25 = (f"sum(ln(1 + (st.n - df + 0.5) / (df + 0.5)) * tf * {BM25_K1 + 1} "
            f"/ (tf + {BM25_K1} * (1 - {BM25_B} + {BM25_B} * len / st.avgdl)) ORDER BY {{term}})")
    matched = f"""
        tfw AS (SELECT h.id, h.token_count AS len, x.lexeme, coalesce(array_length(x.positions, 1), 1)::float8 AS tf
                FROM {r['items']} h, unnest(ts_filter(setweight(h.tokens, 'A', {r['w']}), '{{a}}')) x
                WHERE h.user_id = {r['u']} AND h.tokens @@ {r['q']}),
        st AS (SELECT greatest(n, 1)::float8 AS n, greatest(total_len::float8 / greatest(n, 1), 1) AS avgdl
               FROM {r['stats']} WHERE user_id = {r['u']})"""
    if not phrases:
        return f"""WITH {matched},
            per AS (SELECT tfw.*, (count(*) OVER (PARTITION BY lexeme))::float8 AS df FROM tfw)
            SELECT id, {bm25.format(term="lexeme")} AS score FROM per CROSS JOIN st GROUP BY id
            ORDER BY score DESC, id LIMIT {r['k']}"""
    # phrases: a row has the term when it has every word; tf = the smallest word frequency
    return f"""WITH q(term, word) AS (SELECT * FROM unnest({r['tn']}, {r['tw']})),
            qn AS (SELECT term, count(*) AS words FROM q GROUP BY term), {matched},
            hit AS (SELECT tfw.id, tfw.len, q.term, min(tfw.tf) AS tf FROM tfw JOIN q ON q.word = tfw.lexeme
                    GROUP BY tfw.id, tfw.len, q.term HAVING count(*) = (SELECT words FROM qn WHERE qn.term = q.term)),
            per AS (SELECT hit.*, (count(*) OVER (PARTITION BY term))::float8 AS df FROM hit)
            SELECT id, {bm25.format(term="term")} AS score FROM per CROSS JOIN st GROUP BY id
            ORDER BY score DESC, id LIMIT {r['k']}"""


def _keyword_functions() -> list[str]:
    """Migration 9: the keyword statement as two ``SECURITY DEFINER`` SQL functions, so the GIN index serves it.

    Under row-level security the planner may not use ``items_tokens``: ``@@`` is not leakproof, so it is evaluated
    only after the policy, on every row of the user (~190 ms a statement at 100,000 items of one user). The functions
    run as their owner (the schema owner, to whom the policies do not apply) and confine themselves instead, the
    same way the policy does: the user is ``current_setting('langmem.user_id', true)``, the value the library sets
    for the transaction, never an argument, and no user set (NULL or '') matches no row. The caller supplies values
    only (a ``tsquery``, word arrays, a limit), never an expression evaluated on a row, so nothing it passes sees
    another user's row; the function is never inlined into the caller's query (``SECURITY DEFINER``). The search path
    is pinned to ``pg_catalog, pg_temp`` and every table is schema-qualified (operators and functions resolve in
    ``pg_catalog``); ``EXECUTE`` is revoked from PUBLIC and granted to the library role only. No operator is marked
    leakproof and the policies stay as they are for every other statement.
    """
    user = "nullif(current_setting('langmem.user_id', true), '')"
    tables = {"items": "public.items", "stats": "public.keyword_stats"}
    out: list[str] = []
    for name, phrases, args, refs in (
        ("langmem_keyword_words", False, "query tsquery, query_words text[], k integer",
         {"u": user, "q": "$1", "w": "$2", "k": "$3", **tables}),
        ("langmem_keyword_phrases", True,
         "query tsquery, query_words text[], term_numbers integer[], term_words text[], k integer",
         {"u": user, "q": "$1", "w": "$2", "tn": "$3", "tw": "$4", "k": "$5", **tables}),
    ):
        signature = f"public.{name}({args})"
        out += [f"""CREATE OR REPLACE FUNCTION {signature}
                RETURNS TABLE (item_id text, score double precision)
                LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
                AS $langmem$ {bm25_sql(phrases, refs)} $langmem$""",
                f"REVOKE ALL ON FUNCTION {signature} FROM PUBLIC",
                f"GRANT EXECUTE ON FUNCTION {signature} TO {APP_ROLE}"]
    return out


#: Organisation-wide tables of the knowledge base (no user): readable by the library role, written by the admin role.
KB_TABLES = ("kb_documents", "kb_versions", "kb_chunks", "kb_facts", "kb_keyword_stats")

PG_MIGRATIONS: list[tuple[int, list[str]]] = [
    (
        1,
        [
            """CREATE TABLE IF NOT EXISTS items (
                rowid BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
                id TEXT PRIMARY KEY, user_id TEXT NOT NULL, type TEXT NOT NULL, status TEXT NOT NULL,
                slot TEXT, importance DOUBLE PRECISION NOT NULL, confidence DOUBLE PRECISION NOT NULL,
                hit_count INTEGER NOT NULL DEFAULT 0, last_accessed_at TEXT, created_at TEXT NOT NULL,
                updated_at TEXT NOT NULL, embed_model TEXT, schema_version INTEGER NOT NULL, data JSONB NOT NULL,
                tokens TSVECTOR NOT NULL DEFAULT ''::tsvector, token_count INTEGER NOT NULL DEFAULT 0)""",
            "CREATE INDEX IF NOT EXISTS items_user_status ON items(user_id, status, type)",
            "CREATE INDEX IF NOT EXISTS items_user_slot ON items(user_id, slot)",
            "CREATE INDEX IF NOT EXISTS items_user_created ON items(user_id, created_at)",
            "CREATE INDEX IF NOT EXISTS items_tokens ON items USING GIN (tokens)",
            "CREATE INDEX IF NOT EXISTS items_linked_doc ON items((data->>'linked_doc_id'))",
            """CREATE TABLE IF NOT EXISTS item_versions (
                seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, item_id TEXT NOT NULL, user_id TEXT NOT NULL,
                version INTEGER NOT NULL, recorded_at TEXT NOT NULL, data JSONB NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS versions_item ON item_versions(user_id, item_id, version)",
            """CREATE TABLE IF NOT EXISTS audit (
                seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, at TEXT NOT NULL, user_id TEXT NOT NULL,
                item_id TEXT, action TEXT NOT NULL, actor TEXT NOT NULL, rule TEXT NOT NULL,
                reason TEXT NOT NULL, payload TEXT)""",
            "CREATE INDEX IF NOT EXISTS audit_user ON audit(user_id, seq)",
            """CREATE TABLE IF NOT EXISTS profile_facts (
                user_id TEXT NOT NULL, slot TEXT NOT NULL, value TEXT NOT NULL, item_id TEXT NOT NULL,
                updated_at TEXT NOT NULL, PRIMARY KEY (user_id, slot))""",
            "CREATE INDEX IF NOT EXISTS facts_item ON profile_facts(item_id)",
            """CREATE TABLE IF NOT EXISTS item_entities (
                user_id TEXT NOT NULL, entity TEXT NOT NULL, item_id TEXT NOT NULL,
                PRIMARY KEY (user_id, entity, item_id))""",
            "CREATE INDEX IF NOT EXISTS entities_item ON item_entities(item_id)",
            """CREATE TABLE IF NOT EXISTS item_vectors (
                item_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, model TEXT NOT NULL, dim INTEGER NOT NULL,
                vec BYTEA NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS vectors_user ON item_vectors(user_id, model)",
            """CREATE TABLE IF NOT EXISTS outbox (
                seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, item_id TEXT NOT NULL, user_id TEXT NOT NULL,
                created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT,
                meta_only INTEGER NOT NULL DEFAULT 0)""",
            """CREATE TABLE IF NOT EXISTS profile_summaries (
                user_id TEXT PRIMARY KEY, text TEXT NOT NULL, updated_at TEXT NOT NULL)""",
            """CREATE TABLE IF NOT EXISTS kv (
                namespace TEXT NOT NULL, key TEXT NOT NULL, user_id TEXT NOT NULL, value TEXT NOT NULL,
                updated_at TEXT NOT NULL, PRIMARY KEY (namespace, key))""",
            "CREATE INDEX IF NOT EXISTS kv_user ON kv(user_id)",
            "CREATE SEQUENCE IF NOT EXISTS vector_clock",
            """CREATE TABLE IF NOT EXISTS vector_generations (
                user_id TEXT NOT NULL, model TEXT NOT NULL, gen BIGINT NOT NULL, PRIMARY KEY (user_id, model))""",
            """CREATE OR REPLACE FUNCTION langmem_vector_gen() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP IN ('DELETE', 'UPDATE') THEN
                INSERT INTO vector_generations (user_id, model, gen) VALUES (OLD.user_id, OLD.model,
                  nextval('vector_clock')) ON CONFLICT (user_id, model) DO UPDATE SET gen = excluded.gen;
              END IF;
              IF TG_OP IN ('INSERT', 'UPDATE') THEN
                INSERT INTO vector_generations (user_id, model, gen) VALUES (NEW.user_id, NEW.model,
                  nextval('vector_clock')) ON CONFLICT (user_id, model) DO UPDATE SET gen = excluded.gen;
              END IF;
              RETURN NULL;
            END $$""",
            "DROP TRIGGER IF EXISTS item_vectors_gen ON item_vectors",
            """CREATE TRIGGER item_vectors_gen AFTER INSERT OR UPDATE OR DELETE ON item_vectors
               FOR EACH ROW EXECUTE FUNCTION langmem_vector_gen()""",
        ],
    ),
    (
        2,  # row-level security: the app role sees the rows of the user set for the transaction, no other
        [
            *(sql for t in _V2_USER_TABLES for sql in _user_policy(t)),
            f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {APP_ROLE}",
            f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {APP_ROLE}",
            f"GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {ADMIN_ROLE}",
            f"GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {ADMIN_ROLE}",
            # tables a later migration creates get the same rights (a new user table still needs its policy)
            f"ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {APP_ROLE}, "
            f"{ADMIN_ROLE}",
            f"ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO {APP_ROLE}, {ADMIN_ROLE}",
        ],
    ),
    (
        3,  # the built-in knowledge base: documents, kept versions, chunks with their keyword rows, exact facts
        [
            """CREATE TABLE IF NOT EXISTS kb_documents (
                doc_id TEXT PRIMARY KEY, title TEXT NOT NULL, source TEXT, current_version INTEGER NOT NULL,
                status TEXT NOT NULL, content_hash TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
                metadata JSONB NOT NULL)""",
            """CREATE TABLE IF NOT EXISTS kb_versions (
                doc_id TEXT NOT NULL, version INTEGER NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL,
                content_hash TEXT NOT NULL, chunks INTEGER NOT NULL, created_at TEXT NOT NULL, reason TEXT NOT NULL,
                metadata JSONB NOT NULL, PRIMARY KEY (doc_id, version))""",
            """CREATE TABLE IF NOT EXISTS kb_chunks (
                seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, chunk_id TEXT NOT NULL UNIQUE,
                doc_id TEXT NOT NULL, version INTEGER NOT NULL, position INTEGER NOT NULL, section TEXT NOT NULL,
                text TEXT NOT NULL, lang TEXT NOT NULL, model TEXT, vec BYTEA,
                tokens TSVECTOR NOT NULL DEFAULT ''::tsvector, token_count INTEGER NOT NULL DEFAULT 0)""",
            "CREATE INDEX IF NOT EXISTS kb_chunks_doc ON kb_chunks(doc_id, version)",
            "CREATE INDEX IF NOT EXISTS kb_chunks_tokens ON kb_chunks USING GIN (tokens)",
            """CREATE TABLE IF NOT EXISTS kb_facts (
                key_norm TEXT NOT NULL, doc_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, label TEXT,
                origin TEXT NOT NULL, version INTEGER NOT NULL, updated_at TEXT NOT NULL,
                PRIMARY KEY (key_norm, doc_id))""",
            # BM25's collection statistics, kept exact by a trigger (no count over the chunks per query)
            """CREATE TABLE IF NOT EXISTS kb_keyword_stats (
                id INTEGER PRIMARY KEY CHECK (id = 1), n BIGINT NOT NULL, total_len BIGINT NOT NULL)""",
            "INSERT INTO kb_keyword_stats (id, n, total_len) VALUES (1, 0, 0) ON CONFLICT (id) DO NOTHING",
            """CREATE OR REPLACE FUNCTION langmem_kb_stats() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP IN ('DELETE', 'UPDATE') THEN
                UPDATE kb_keyword_stats SET n = n - 1, total_len = total_len - OLD.token_count WHERE id = 1;
              END IF;
              IF TG_OP IN ('INSERT', 'UPDATE') THEN
                UPDATE kb_keyword_stats SET n = n + 1, total_len = total_len + NEW.token_count WHERE id = 1;
              END IF;
              RETURN NULL;
            END $$""",
            "DROP TRIGGER IF EXISTS kb_chunks_stats ON kb_chunks",
            """CREATE TRIGGER kb_chunks_stats AFTER INSERT OR DELETE OR UPDATE OF token_count ON kb_chunks
               FOR EACH ROW EXECUTE FUNCTION langmem_kb_stats()""",
        ],
    ),
    (
        4,  # KB tables under RLS: every row readable by the app role, no write right (writes: the admin role)
        [
            *(f"ALTER TABLE {t} ENABLE ROW LEVEL SECURITY" for t in KB_TABLES),
            *(f"DROP POLICY IF EXISTS langmem_kb_read ON {t}" for t in KB_TABLES),
            *(f"CREATE POLICY langmem_kb_read ON {t} FOR SELECT TO {APP_ROLE} USING (true)" for t in KB_TABLES),
            f"REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON {', '.join(KB_TABLES)} FROM {APP_ROLE}",
            f"GRANT SELECT ON {', '.join(KB_TABLES)} TO {APP_ROLE}",
            f"GRANT SELECT, INSERT, UPDATE, DELETE ON {', '.join(KB_TABLES)} TO {ADMIN_ROLE}",
        ],
    ),
    (
        5,  # BM25's per-user collection statistics (items, total length), kept exact by a trigger: a keyword query
        # reads one row instead of counting the user's items
        [
            """CREATE TABLE IF NOT EXISTS keyword_stats (
                user_id TEXT PRIMARY KEY, n BIGINT NOT NULL, total_len BIGINT NOT NULL)""",
            """CREATE OR REPLACE FUNCTION langmem_keyword_stats() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP = 'INSERT' THEN
                INSERT INTO keyword_stats AS s (user_id, n, total_len) VALUES (NEW.user_id, 1, NEW.token_count)
                  ON CONFLICT (user_id) DO UPDATE SET n = s.n + 1, total_len = s.total_len + NEW.token_count;
              ELSIF TG_OP = 'DELETE' THEN
                UPDATE keyword_stats SET n = n - 1, total_len = total_len - OLD.token_count
                  WHERE user_id = OLD.user_id;
              ELSIF NEW.token_count IS DISTINCT FROM OLD.token_count THEN  -- an item never changes user
                UPDATE keyword_stats SET total_len = total_len - OLD.token_count + NEW.token_count
                  WHERE user_id = NEW.user_id;
              END IF;
              RETURN NULL;
            END $$""",
            "DROP TRIGGER IF EXISTS items_keyword_stats ON items",
            """CREATE TRIGGER items_keyword_stats AFTER INSERT OR DELETE OR UPDATE OF token_count ON items
               FOR EACH ROW EXECUTE FUNCTION langmem_keyword_stats()""",
            """INSERT INTO keyword_stats (user_id, n, total_len)
               SELECT user_id, count(*), coalesce(sum(token_count), 0) FROM items GROUP BY user_id
               ON CONFLICT (user_id) DO UPDATE SET n = excluded.n, total_len = excluded.total_len""",
        ],
    ),
    (
        6,  # keyword_stats rows belong to one user: the same policy as the other user tables
        [*_user_policy("keyword_stats"),
         f"GRANT SELECT, INSERT, UPDATE, DELETE ON keyword_stats TO {APP_ROLE}, {ADMIN_ROLE}"],
    ),
    (
        7,  # a change log of the vectors (issue 13; as SQLite's migration 7): every vector write logs its item id
        # under the clock value its generation got, so a cached matrix is patched instead of re-read whole.
        # ``vector_log.log_floor``: changes at or below it may be gone (pruned, erased, or before this migration)
        [
            """CREATE TABLE IF NOT EXISTS vector_changes (
                seq BIGINT PRIMARY KEY, user_id TEXT NOT NULL, model TEXT NOT NULL, item_id TEXT NOT NULL)""",
            "CREATE INDEX IF NOT EXISTS vector_changes_user ON vector_changes(user_id, model, seq)",
            """CREATE TABLE IF NOT EXISTS vector_log (
                id INTEGER PRIMARY KEY CHECK (id = 1), log_floor BIGINT NOT NULL)""",
            """INSERT INTO vector_log (id, log_floor) SELECT 1, last_value FROM vector_clock
               ON CONFLICT (id) DO UPDATE SET log_floor = greatest(vector_log.log_floor, excluded.log_floor)""",
            """CREATE OR REPLACE FUNCTION langmem_vector_gen() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              tick BIGINT;
            BEGIN
              IF TG_OP IN ('DELETE', 'UPDATE') THEN
                tick := nextval('vector_clock');
                INSERT INTO vector_generations (user_id, model, gen) VALUES (OLD.user_id, OLD.model, tick)
                  ON CONFLICT (user_id, model) DO UPDATE SET gen = excluded.gen;
                INSERT INTO vector_changes (seq, user_id, model, item_id)
                  VALUES (tick, OLD.user_id, OLD.model, OLD.item_id);
              END IF;
              IF TG_OP IN ('INSERT', 'UPDATE') THEN
                tick := nextval('vector_clock');
                INSERT INTO vector_generations (user_id, model, gen) VALUES (NEW.user_id, NEW.model, tick)
                  ON CONFLICT (user_id, model) DO UPDATE SET gen = excluded.gen;
                INSERT INTO vector_changes (seq, user_id, model, item_id)
                  VALUES (tick, NEW.user_id, NEW.model, NEW.item_id);
              END IF;
              RETURN NULL;
            END $$""",
        ],
    ),
    (
        8,  # the change log's rows belong to one user (the user policy); its floor is read by the library role and
        # moved by the admin role only (pruning, erasure)
        [*_user_policy("vector_changes"),
         f"GRANT SELECT, INSERT, UPDATE, DELETE ON vector_changes TO {APP_ROLE}, {ADMIN_ROLE}",
         f"REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON vector_log FROM {APP_ROLE}",
         f"GRANT SELECT ON vector_log TO {APP_ROLE}",
         f"GRANT SELECT, UPDATE ON vector_log TO {ADMIN_ROLE}"],
    ),
    (
        9,  # keyword search through the GIN index under row-level security: the keyword statement as two
        # SECURITY DEFINER functions confined to the transaction's user (see _keyword_functions)
        _keyword_functions(),
    ),
]
#: Migrations that only exist under row-level security (skipped with ``rls=False``).
_RLS_MIGRATIONS = frozenset({2, 4, 6, 8, 9})
PG_LATEST_VERSION = PG_MIGRATIONS[-1][0]

#: Cluster-wide roles (created once; ``IF NOT EXISTS`` by hand: CREATE ROLE has none).
_ROLES_SQL = f"""DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{APP_ROLE}') THEN
    CREATE ROLE {APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '{ADMIN_ROLE}') THEN
    CREATE ROLE {ADMIN_ROLE} NOLOGIN NOSUPERUSER BYPASSRLS;
  END IF;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;  -- another replica created them first
END $$"""


class PostgresUnavailableError(StoreError):
    """The PostgreSQL backend cannot be used: the ``postgres`` extra is missing or the server does not answer."""


def redact_url(url: str) -> str:
    """``url`` without its password (for error messages and logs)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "<unparsable database URL>"
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)
    user = (parts.username or "")
    return urlunsplit(parts._replace(netloc=f"{user}:***@{netloc[-1]}"))


def _lexeme(token: str) -> str:
    return "'" + token.replace("\\", "\\\\").replace("'", "''") + "'"


def tsvector_literal(tokens: Sequence[str]) -> str:
    """A ``tsvector`` literal holding ``tokens`` as given (with positions, so term frequencies survive)."""
    positions: dict[str, list[int]] = {}
    for n, token in enumerate(tokens, start=1):
        if token:
            positions.setdefault(token, []).append(min(n, _MAX_POSITION))
    return " ".join(f"{_lexeme(t)}:{','.join(map(str, p[:256]))}" for t, p in positions.items())


def tsquery_literal(terms: Sequence[str]) -> str:
    """Any of ``terms`` as a ``tsquery`` literal (a term with a space is a phrase: ``a <-> b``)."""
    parts = []
    for term in terms:
        words = [w for w in term.split(" ") if w]
        if not words:
            continue
        parts.append(_lexeme(words[0]) if len(words) == 1
                     else "(" + " <-> ".join(_lexeme(w) for w in words) + ")")
    return " | ".join(parts)


def _user_key(user_id: str) -> int:
    """A signed 32-bit key for one user (advisory locks take ``(int4, int4)``)."""
    return int.from_bytes(hashlib.sha256(user_id.encode("utf-8")).digest()[:4], "big", signed=True)


def _iso(value: datetime | None) -> str | None:
    return value.isoformat() if value else None


def _vec(blob: bytes) -> np.ndarray:
    return np.frombuffer(bytes(blob), dtype=np.float32)


def _item(data: Any) -> MemoryItem:
    return MemoryItem.model_validate(upgrade_record(data if isinstance(data, dict) else json.loads(data)))


def _names_item(value: str, item_id: str) -> bool:
    """Whether a kv value is a JSON object whose ``item_id`` is ``item_id`` (``json_extract(value, '$.item_id')``)."""
    try:
        data = json.loads(value)
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("item_id") == item_id


class _Conn:
    """What ``tx.conn`` is on this backend: a psycopg connection inside one transaction, with the user context."""

    def __init__(self, raw: Any, rls: bool) -> None:
        self.raw = raw
        self.rls = rls
        self.user: str | None = None
        self.role: str | None = None
        self.locked: set[str] = set()

    def as_user(self, user_id: str, *, lock: bool = False) -> None:
        """Run the next statements as the app role confined to ``user_id`` (and lock the user for writes)."""
        if lock and user_id not in self.locked:
            self.raw.execute("SELECT pg_advisory_xact_lock(%s, %s)", (_TX_NS, _user_key(user_id)))
            self.locked.add(user_id)
        if not self.rls or (self.role == APP_ROLE and self.user == user_id):
            return
        # SET LOCAL ROLE + SET LOCAL langmem.user_id in one round trip
        self.raw.execute("SELECT set_config('role', %s, true), set_config('langmem.user_id', %s, true)",
                         (APP_ROLE, user_id))
        self.role, self.user = APP_ROLE, user_id

    def as_reader(self) -> None:
        """Run the next statements as the app role with no user: organisation-wide tables (the KB) only."""
        if self.rls and not (self.role == APP_ROLE and self.user == ""):
            self.raw.execute("SELECT set_config('role', %s, true), set_config('langmem.user_id', '', true)",
                             (APP_ROLE,))
            self.role, self.user = APP_ROLE, ""

    def as_admin(self) -> None:
        """Run the next statements with the explicit bypass role (cross-user admin statements only)."""
        if self.rls and self.role != ADMIN_ROLE:
            self.raw.execute(f"SET LOCAL ROLE {ADMIN_ROLE}")
            self.role = ADMIN_ROLE

    def execute(self, sql: str, params: Sequence[Any] | dict[str, Any] | None = None) -> Any:
        return self.raw.execute(sql, params)

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            with self.raw.cursor() as cur:
                cur.executemany(sql, rows)


class PgTx:
    """The write operations allowed inside one PostgreSQL transaction (same names and meaning as ``sqlite.Tx``)."""

    def __init__(self, conn: _Conn, now: datetime) -> None:
        self.conn = conn
        self.now = now
        self._new_vectors: set[str] = set()

    def put_item(self, item: MemoryItem, *, record_version: bool = True) -> None:
        c = self.conn
        c.as_user(item.user_id, lock=True)
        data = item.model_dump_json()
        tokens = keyword_tokens(" ".join([item.content, *item.entities]))
        c.as_admin()  # the owner check must see the row whoever owns it
        row = c.execute("SELECT user_id FROM items WHERE id = %s", (item.id,)).fetchone()
        c.as_user(item.user_id)
        if row is not None and row[0] != item.user_id:
            raise StoreError("refusing to move an item to another user")
        c.execute(
            "INSERT INTO items (id, user_id, type, status, slot, importance, confidence, hit_count, last_accessed_at, "
            "created_at, updated_at, embed_model, schema_version, data, tokens, token_count) "
            "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s::jsonb,%s::tsvector,%s) ON CONFLICT (id) DO UPDATE SET "
            "type=excluded.type, status=excluded.status, slot=excluded.slot, importance=excluded.importance, "
            "confidence=excluded.confidence, hit_count=excluded.hit_count, "
            "last_accessed_at=excluded.last_accessed_at, created_at=excluded.created_at, "
            "updated_at=excluded.updated_at, embed_model=excluded.embed_model, "
            "schema_version=excluded.schema_version, data=excluded.data, tokens=excluded.tokens, "
            "token_count=excluded.token_count",
            (item.id, item.user_id, item.type.value, item.status.value, item.slot, item.importance,
             item.confidence, item.hit_count, _iso(item.last_accessed_at), _iso(item.created_at),
             _iso(item.updated_at), item.embed_model, item.schema_version, data, tsvector_literal(tokens),
             len(tokens)))
        c.execute("DELETE FROM item_entities WHERE item_id = %s AND user_id = %s", (item.id, item.user_id))
        c.executemany(
            "INSERT INTO item_entities (user_id, entity, item_id) VALUES (%s,%s,%s) ON CONFLICT DO NOTHING",
            [(item.user_id, e.lower(), item.id) for e in item.entities])
        c.execute("DELETE FROM profile_facts WHERE item_id = %s AND user_id = %s", (item.id, item.user_id))
        if item.slot and item.status.value == "active":
            c.execute(
                "INSERT INTO profile_facts (user_id, slot, value, item_id, updated_at) VALUES (%s,%s,%s,%s,%s) "
                "ON CONFLICT (user_id, slot) DO UPDATE SET value=excluded.value, item_id=excluded.item_id, "
                "updated_at=excluded.updated_at",
                (item.user_id, item.slot, item.content, item.id, _iso(self.now)))
        if record_version:
            c.execute(
                "INSERT INTO item_versions (item_id, user_id, version, recorded_at, data) "
                "VALUES (%s,%s,%s,%s,%s::jsonb)", (item.id, item.user_id, item.version, _iso(self.now), data))

    def touch(self, user_id: str, item_ids: Sequence[str]) -> None:
        if not item_ids:
            return
        self.conn.as_user(user_id, lock=True)
        at = _iso(self.now)
        self.conn.execute(
            "UPDATE items SET hit_count = hit_count + 1, last_accessed_at = %s, "
            "data = data || jsonb_build_object('hit_count', hit_count + 1, 'last_accessed_at', %s::text) "
            "WHERE id = ANY(%s) AND user_id = %s", (at, at, list(item_ids), user_id))

    def put_vector(self, item_id: str, user_id: str, model: str, vector: Sequence[float]) -> None:
        self._new_vectors.add(item_id)
        self.conn.as_user(user_id, lock=True)
        self.conn.execute(
            "INSERT INTO item_vectors (item_id, user_id, model, dim, vec) VALUES (%s,%s,%s,%s,%s) "
            "ON CONFLICT (item_id) DO UPDATE SET user_id=excluded.user_id, model=excluded.model, dim=excluded.dim, "
            "vec=excluded.vec",
            (item_id, user_id, model, len(vector), np.asarray(vector, dtype=np.float32).tobytes()))

    def enqueue_sync(self, item_id: str, user_id: str) -> None:
        self.conn.as_user(user_id, lock=True)
        self.conn.execute(
            "INSERT INTO outbox (item_id, user_id, created_at, meta_only) VALUES (%s,%s,%s,%s)",
            (item_id, user_id, _iso(self.now), int(item_id not in self._new_vectors)))

    def delete_item(self, user_id: str, item_id: str) -> bool:
        c = self.conn
        c.as_user(user_id, lock=True)
        if c.execute("DELETE FROM items WHERE id = %s AND user_id = %s", (item_id, user_id)).rowcount == 0:
            return False
        for table in ("item_versions", "item_entities", "item_vectors", "profile_facts"):
            c.execute(f"DELETE FROM {table} WHERE item_id = %s AND user_id = %s", (item_id, user_id))
        c.execute("UPDATE audit SET payload = NULL, reason = '[erased]' WHERE user_id = %s AND item_id = %s",
                  (user_id, item_id))
        return True

    def drop_item_refs(self, user_id: str, item_id: str) -> int:
        """Every kv key of this user whose JSON value names ``item_id`` (``$.item_id``) goes with the item: the
        SQLite twin is ``KVStore.drop_item_refs`` (values that are not JSON are kept, as there)."""
        c = self.conn
        c.as_user(user_id, lock=True)
        rows = c.execute("SELECT namespace, key, value FROM kv WHERE user_id = %s AND strpos(value, %s) > 0",
                         (user_id, item_id)).fetchall()
        gone = [(ns, key) for ns, key, value in rows if _names_item(value, item_id)]
        for ns, key in gone:
            c.execute("DELETE FROM kv WHERE namespace = %s AND key = %s AND user_id = %s", (ns, key, user_id))
        return len(gone)

    def audit(
        self, user_id: str, item_id: str | None, action: str, *, actor: str, rule: str, reason: str,
        payload: dict[str, Any] | None = None,
    ) -> None:
        self.conn.as_user(user_id)
        self.conn.execute(
            "INSERT INTO audit (at, user_id, item_id, action, actor, rule, reason, payload) "
            "VALUES (%s,%s,%s,%s,%s,%s,%s,%s)",
            (_iso(self.now), user_id, item_id, action, actor, rule, reason,
             json.dumps(payload, ensure_ascii=False, default=str) if payload is not None else None))

    def linked_items(self, doc_id: str, statuses: Sequence[str]) -> list[MemoryItem]:
        """Linked items of any user (admin), read again once their users are locked for this transaction, so a
        replica's concurrent write of one of them is seen, not overwritten."""
        sql = "SELECT data FROM items WHERE data->>'linked_doc_id' = %s AND status = ANY(%s)"
        self.conn.as_admin()
        users = sorted({r[0] for r in self.conn.execute(sql.replace("SELECT data", "SELECT DISTINCT user_id"),
                                                        (doc_id, list(statuses))).fetchall()})
        for user in users:
            self.conn.as_user(user, lock=True)
        self.conn.as_admin()
        return [_item(r[0]) for r in self.conn.execute(sql, (doc_id, list(statuses))).fetchall()]

    def set_profile_summary(self, user_id: str, text: str) -> None:
        self.conn.as_user(user_id, lock=True)
        self.conn.execute(
            "INSERT INTO profile_summaries (user_id, text, updated_at) VALUES (%s,%s,%s) ON CONFLICT (user_id) "
            "DO UPDATE SET text=excluded.text, updated_at=excluded.updated_at", (user_id, text, _iso(self.now)))


def _item_query(
    column: str, user_id: str, statuses: Sequence[str] | None, types: Sequence[str] | None, slot: str | None,
    entity: str | None, limit: int | None, newest_first: bool,
) -> tuple[str, list[Any]]:
    """The ``list_items`` / ``list_item_ids`` statement selecting ``column`` of the user's filtered items."""
    sql = f"SELECT {column} FROM items WHERE user_id = %s"
    params: list[Any] = [user_id]
    if statuses:
        sql += " AND status = ANY(%s)"
        params.append(list(statuses))
    if types:
        sql += " AND type = ANY(%s)"
        params.append(list(types))
    if slot is not None:
        sql += " AND slot = %s"
        params.append(slot)
    if entity is not None:
        sql += " AND id IN (SELECT item_id FROM item_entities WHERE user_id = %s AND entity = %s)"
        params += [user_id, entity.lower()]
    sql += " ORDER BY created_at DESC, rowid DESC" if newest_first else " ORDER BY created_at, rowid"
    if limit is not None:
        sql += " LIMIT %s"
        params.append(limit)
    return sql, params


class PostgresStore:
    """The memory store on a PostgreSQL server, shared by any number of processes (a ``psycopg_pool`` per process).

    ``url`` is a libpq URL (``postgresql://user:pw@host:5432/db``). The connecting role owns the schema (it runs
    the migrations); with ``rls=True`` (the default) it must be allowed to create the two NOLOGIN roles once
    (a superuser, or a role with CREATEROLE that is granted them), after which every statement runs as one of them.
    """

    backend = "postgres"

    def __init__(self, url: str, *, rls: bool = True, min_size: int = 1, max_size: int = 8,
                 connect_timeout: float = 5.0) -> None:
        try:
            import psycopg  # noqa: F401, PLC0415 (the optional 'postgres' extra)
            from psycopg_pool import ConnectionPool  # noqa: PLC0415 (the optional 'postgres' extra)
        except ImportError as exc:
            raise PostgresUnavailableError(
                "the PostgreSQL backend needs the `postgres` extra: pip install 'langmem-layers[postgres]' "
                f"({exc})") from exc
        self.url = url
        self.path = redact_url(url)  # what messages name (there is no file)
        self.rls = rls
        self._local = threading.local()
        self.pool = ConnectionPool(url, min_size=min_size, max_size=max_size, open=False,
                                   kwargs={"autocommit": True, "connect_timeout": int(max(1, connect_timeout))})
        try:
            self.pool.open(wait=True, timeout=connect_timeout)
        except Exception as exc:
            with contextlib.suppress(Exception):
                self.pool.close()
            raise PostgresUnavailableError(
                f"cannot connect to PostgreSQL at {self.path}: {exc}; is the server running and the URL right?"
            ) from exc

    # -- connections ----------------------------------------------------------------------------
    @contextmanager
    def _raw(self) -> Iterator[Any]:
        held = getattr(self._local, "conn", None)
        if held is not None:
            yield held
            return
        with self.pool.connection() as conn:
            yield conn

    @contextmanager
    def _tx(self, user_id: str | None = None, *, admin: bool = False) -> Iterator[_Conn]:
        """One transaction; as ``user_id`` under RLS, or as the admin role."""
        import psycopg  # noqa: PLC0415 (the optional 'postgres' extra)
        try:
            with self._raw() as raw, raw.transaction():
                conn = _Conn(raw, self.rls)
                if admin or user_id is None:
                    conn.as_admin()
                else:
                    conn.as_user(user_id)
                yield conn
        except psycopg.Error as exc:
            raise StoreError(f"PostgreSQL transaction failed ({self.path}): {exc}") from exc

    @contextmanager
    def user_lock(self, user_id: str) -> Iterator[None]:
        """Serialise one user's writes across every process: a session advisory lock held for the block.

        The thread keeps the locked connection for the block, so the transactions inside run on it (re-entrant).
        """
        with self.session_lock(_WRITE_NS, _user_key(user_id)):
            yield

    @contextmanager
    def session_lock(self, namespace: int, key: int) -> Iterator[None]:
        """A session advisory lock ``(namespace, key)`` across every process, held for the block on a connection
        the thread keeps (transactions inside run on it). Re-entrant: a lock this thread holds already is not taken
        again; another lock taken inside one is taken on the connection the thread already keeps."""
        held: set[tuple[int, int]] = self._local.__dict__.setdefault("locks", set())
        if (namespace, key) in held:
            yield
            return
        kept = getattr(self._local, "conn", None)
        with contextlib.nullcontext(kept) if kept is not None else self.pool.connection() as raw:
            raw.execute("SELECT pg_advisory_lock(%s, %s)", (namespace, key))
            held.add((namespace, key))
            self._local.conn = raw
            try:
                yield
            finally:
                held.discard((namespace, key))
                self._local.conn = kept
                raw.execute("SELECT pg_advisory_unlock(%s, %s)", (namespace, key))

    # -- lifecycle ------------------------------------------------------------------------------
    def setup(self) -> None:
        """Create or upgrade the schema (idempotent, one migration per transaction, under an advisory lock)."""
        import psycopg  # noqa: PLC0415 (the optional 'postgres' extra)
        with self.pool.connection() as raw:
            raw.execute("SELECT pg_advisory_lock(%s, %s)", _MIGRATION_LOCK)
            try:
                raw.execute("CREATE TABLE IF NOT EXISTS langmem_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                current = self._version(raw)
                if current > PG_LATEST_VERSION:
                    raise SchemaVersionError(
                        f"{self.path} has schema version {current}, newer than this langmem-layers supports "
                        f"({PG_LATEST_VERSION}); upgrade langmem-layers to open it")
                if self.rls:
                    try:
                        raw.execute(_ROLES_SQL)
                        raw.execute(f"GRANT {APP_ROLE}, {ADMIN_ROLE} TO CURRENT_USER")
                    except psycopg.Error as exc:
                        raise PostgresUnavailableError(
                            f"cannot create the roles {APP_ROLE}/{ADMIN_ROLE} on {self.path} ({exc}); connect once "
                            "as a role with CREATEROLE, or open with rls=False") from exc
                for version, statements in PG_MIGRATIONS:
                    if version <= current or (version in _RLS_MIGRATIONS and not self.rls):
                        continue
                    with raw.transaction():
                        for sql in statements:
                            raw.execute(sql)
                        raw.execute("INSERT INTO langmem_meta (key, value) VALUES ('schema_version', %s) "
                                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (str(version),))
            except psycopg.Error as exc:
                raise StoreError(f"PostgreSQL migration failed ({self.path}): {exc}") from exc
            finally:
                raw.execute("SELECT pg_advisory_unlock(%s, %s)", _MIGRATION_LOCK)

    @staticmethod
    def _version(raw: Any) -> int:
        row = raw.execute("SELECT value FROM langmem_meta WHERE key = 'schema_version'").fetchone()
        return int(row[0]) if row else 0

    def schema_version(self) -> int:
        with self.pool.connection() as raw:
            return self._version(raw)

    def close(self) -> None:
        self.pool.close()

    def erase_residue(self) -> None:
        """Deleted rows are gone from every query at commit; VACUUM reclaims their space in the background."""

    def compact(self) -> None:
        with self.pool.connection() as raw:
            for table in USER_TABLES:
                raw.execute(f"VACUUM {table}")

    @contextmanager
    def transaction(self, now: datetime) -> Iterator[PgTx]:
        """``BEGIN`` … ``COMMIT``; any exception rolls everything back; driver errors become :class:`StoreError`."""
        with self._tx(admin=True) as conn:
            yield PgTx(conn, now)

    def write_group(self) -> contextlib.nullcontext[None]:
        """A no-op: reads run on other pooled connections and would not see a shared open transaction, so every
        :meth:`transaction` commits on its own."""
        return contextlib.nullcontext()

    # -- reads (always scoped to one user; RLS confines them again) -----------------------------
    def shared_rows(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        """One read of organisation-wide tables (the KB) as the library role with no user set: RLS lets it see
        every KB row and no memory row."""
        return self._read(sql, params, user_id=None, reader=True)

    def _rows(self, user_id: str | None, sql: str,
              params: Sequence[Any] | dict[str, Any] = ()) -> list[tuple[Any, ...]]:
        """One read as ``user_id`` under RLS (the admin role when None)."""
        return self._read(sql, params, user_id=user_id)

    def _read(self, sql: str, params: Sequence[Any] | dict[str, Any], *, user_id: str | None,
              reader: bool = False) -> list[tuple[Any, ...]]:
        """One read in its own transaction, in ONE round trip when the connection is idle: ``BEGIN``, the role and
        user (``SET LOCAL``), the statement and ``COMMIT`` travel as one simple-protocol message, parameters bound
        by psycopg as quoted literals (a server round trip costs more than the query on a loaded host, and every
        read used to pay four). Each read is planned for its own parameters (no generic plan). Inside an open
        transaction of this thread (a held connection), the read runs there as a savepoint."""
        import psycopg  # noqa: PLC0415 (the optional 'postgres' extra)
        from psycopg import pq  # noqa: PLC0415
        try:
            with self._raw() as raw:
                if raw.info.transaction_status != pq.TransactionStatus.IDLE:
                    with raw.transaction():
                        conn = _Conn(raw, self.rls)
                        if reader:
                            conn.as_reader()
                        elif user_id is None:
                            conn.as_admin()
                        else:
                            conn.as_user(user_id)
                        return list(conn.execute(sql, params).fetchall())
                cur = psycopg.ClientCursor(raw)
                setup: list[str] = []
                if self.rls:
                    if user_id is None and not reader:
                        setup = [f"SET LOCAL ROLE {ADMIN_ROLE}"]
                    else:
                        setup = [cur.mogrify("SELECT set_config('role', %s, true), "
                                             "set_config('langmem.user_id', %s, true)", (APP_ROLE, user_id or ""))]
                try:
                    cur.execute("; ".join(["BEGIN", *setup, cur.mogrify(sql, params or None), "COMMIT"]))
                    for _ in range(1 + len(setup)):
                        cur.nextset()
                    return list(cur.fetchall())
                finally:
                    if raw.info.transaction_status != pq.TransactionStatus.IDLE:
                        raw.execute("ROLLBACK")  # a failed statement left the transaction open
        except psycopg.Error as exc:
            raise StoreError(f"PostgreSQL read failed ({self.path}): {exc}") from exc

    def _items(self, user_id: str | None, sql: str, params: Sequence[Any]) -> list[MemoryItem]:
        return [_item(r[0]) for r in self._rows(user_id, sql, params)]

    def get_item(self, user_id: str, item_id: str) -> MemoryItem | None:
        items = self._items(user_id, "SELECT data FROM items WHERE id = %s AND user_id = %s", (item_id, user_id))
        return items[0] if items else None

    def get_items(self, user_id: str, item_ids: Sequence[str]) -> dict[str, MemoryItem]:
        if not item_ids:
            return {}
        items = self._items(user_id, "SELECT data FROM items WHERE user_id = %s AND id = ANY(%s)",
                            (user_id, list(item_ids)))
        return {i.id: i for i in items}

    def list_items(
        self, user_id: str, *, statuses: Sequence[str] | None = None, types: Sequence[str] | None = None,
        slot: str | None = None, entity: str | None = None, limit: int | None = None, newest_first: bool = False,
    ) -> list[MemoryItem]:
        sql, params = _item_query("data", user_id, statuses, types, slot, entity, limit, newest_first)
        return self._items(user_id, sql, params)

    def list_item_ids(
        self, user_id: str, *, statuses: Sequence[str] | None = None, types: Sequence[str] | None = None,
        slot: str | None = None, entity: str | None = None, limit: int | None = None, newest_first: bool = False,
    ) -> list[str]:
        sql, params = _item_query("id", user_id, statuses, types, slot, entity, limit, newest_first)
        return [r[0] for r in self._rows(user_id, sql, params)]

    def history(self, user_id: str, item_id: str) -> list[MemoryItem]:
        return self._items(user_id, "SELECT data FROM item_versions WHERE user_id = %s AND item_id = %s ORDER BY seq",
                           (user_id, item_id))

    def audit_log(self, user_id: str, item_id: str | None = None, limit: int = 1000) -> list[dict[str, Any]]:
        sql = "SELECT seq, at, item_id, action, actor, rule, reason, payload FROM audit WHERE user_id = %s"
        params: list[Any] = [user_id]
        if item_id:
            sql += " AND item_id = %s"
            params.append(item_id)
        sql += " ORDER BY seq LIMIT %s"
        params.append(limit)
        keys = ("seq", "at", "item_id", "action", "actor", "rule", "reason", "payload")
        return [{**dict(zip(keys, r, strict=True)), "payload": json.loads(r[7]) if r[7] else None}
                for r in self._rows(user_id, sql, params)]

    def profile_facts(self, user_id: str) -> dict[str, tuple[str, str]]:
        rows = self._rows(user_id, "SELECT slot, value, item_id FROM profile_facts WHERE user_id = %s ORDER BY slot",
                          (user_id,))
        return {r[0]: (r[1], r[2]) for r in rows}

    def profile_summary(self, user_id: str) -> str | None:
        rows = self._rows(user_id, "SELECT text FROM profile_summaries WHERE user_id = %s", (user_id,))
        return rows[0][0] if rows else None

    def keyword_search(self, user_id: str, query: str, limit: int) -> list[tuple[str, float]]:
        return self.keyword_scores(user_id, query_tokens(query), limit)

    def keyword_scores(self, user_id: str, terms: Sequence[str], limit: int) -> list[tuple[str, float]]:
        """``(item_id, bm25)`` best first for any of ``terms`` (a term with a space is a phrase), the user's items.

        Okapi BM25 over the user's own items, computed in ONE statement that touches the matched rows only (whose
        ``tsvector`` is cut to the query's words first: ``ts_filter(setweight(…))``, 5x cheaper than unnesting it):
        N and the total length from the user's ``keyword_stats`` row (kept by a trigger), each term's document
        frequency from the matched rows, its frequency in a row from the ``tsvector`` positions; a phrase counts as
        one term whose frequency is the smallest of its words' (0 when one is missing). Only ``limit`` rows return.
        Under RLS it is sent as a call of migration 9's functions (the same statement, confined to the user set for
        the transaction by the function rather than by the policy, so the GIN index is used).
        """
        query = tsquery_literal(terms)
        if not query:
            return []
        pairs = [(n, w) for n, t in enumerate(terms) for w in dict.fromkeys(x for x in t.split(" ") if x)]
        words = sorted({w for _, w in pairs})
        phrases = not len(pairs) == len(terms) == len(words)  # single words only: a term is a lexeme
        params: dict[str, Any] = {"u": user_id, "q": query, "w": words, "k": limit}
        if phrases:
            params |= {"tn": [n for n, _ in pairs], "tw": [w for _, w in pairs]}
        if self.rls:  # the GIN index through the keyword functions (migration 9): RLS would scan every user row
            sql = ("SELECT item_id, score FROM langmem_keyword_phrases(%(q)s::tsquery, %(w)s::text[], %(tn)s::int[], "
                   "%(tw)s::text[], %(k)s::int)" if phrases
                   else "SELECT item_id, score FROM langmem_keyword_words(%(q)s::tsquery, %(w)s::text[], %(k)s::int)")
        else:  # no row-level security: the statement itself, same text
            sql = bm25_sql(phrases, _INLINE_REFS)
        rows = self._rows(user_id, sql, params)
        return [(r[0], float(r[1])) for r in rows]

    def item_ids_for_rowids(self, user_id: str, rowids: Sequence[int]) -> dict[int, str]:
        if not rowids:
            return {}
        rows = self._rows(user_id, "SELECT rowid, id FROM items WHERE user_id = %s AND rowid = ANY(%s)",
                          (user_id, [int(r) for r in rowids]))
        return {int(r[0]): r[1] for r in rows}

    def profile_items(self, user_id: str, types: Sequence[str], limit: int) -> list[MemoryItem]:
        return self._items(
            user_id, "SELECT data FROM items WHERE user_id = %s AND status = 'active' AND type = ANY(%s) "
            "ORDER BY importance DESC, updated_at DESC LIMIT %s", (user_id, list(types), limit))

    def vector_generation(self, user_id: str, model: str) -> int:
        rows = self._rows(user_id, "SELECT gen FROM vector_generations WHERE user_id = %s AND model = %s",
                          (user_id, model))
        return int(rows[0][0]) if rows else 0

    def vector_count(self, user_id: str, model: str) -> int:
        rows = self._rows(user_id, "SELECT count(*) FROM item_vectors WHERE user_id = %s AND model = %s",
                          (user_id, model))
        return int(rows[0][0])

    def vector_matrix(self, user_id: str, model: str) -> tuple[list[str], np.ndarray]:
        rows = self._rows(user_id, "SELECT item_id, vec FROM item_vectors WHERE user_id = %s AND model = %s",
                          (user_id, model))
        ids = [r[0] for r in rows]
        if not ids:  # as SQLiteStore: a user without vectors is (0, 0), not a ValueError (backend suite)
            return ids, np.empty((0, 0), dtype=np.float32)
        return ids, np.frombuffer(b"".join(bytes(r[1]) for r in rows), dtype=np.float32).reshape(len(ids), -1)

    def vector_changes(self, user_id: str, model: str, since: int,
                       limit: int) -> tuple[list[str], np.ndarray, list[str]] | None:
        """As :meth:`SQLiteStore.vector_changes <langmem_layers.stores.sqlite.SQLiteStore.vector_changes>`: one
        statement (one snapshot), as the user under row-level security."""
        rows = self._rows(
            user_id,
            "SELECT k.log_floor, c.item_id, v.vec FROM vector_log k LEFT JOIN ("
            " SELECT DISTINCT item_id FROM vector_changes WHERE user_id = %s AND model = %s AND seq > %s"
            "  AND (SELECT log_floor FROM vector_log WHERE id = 1) <= %s LIMIT %s"  # nothing read when not covered
            ") c ON true LEFT JOIN item_vectors v ON v.item_id = c.item_id AND v.user_id = %s AND v.model = %s "
            "WHERE k.id = 1", (user_id, model, since, since, limit + 1, user_id, model))
        return vector_changes_answer(rows, since, limit)

    def prune_vector_changes(self, keep: int) -> int:
        """As :meth:`SQLiteStore.prune_vector_changes <langmem_layers.stores.sqlite.SQLiteStore.prune_vector_changes>`
        (admin role: the log of every user)."""
        with self._tx(admin=True) as c:
            (upto,) = c.execute("SELECT last_value - %s FROM vector_clock", (keep,)).fetchone()
            gone = c.execute("DELETE FROM vector_changes WHERE seq <= %s", (upto,)).rowcount
            c.execute("UPDATE vector_log SET log_floor = greatest(log_floor, %s) WHERE id = 1", (upto,))
        return int(gone)

    def vectors(self, user_id: str, item_ids: Sequence[str], model: str) -> dict[str, np.ndarray]:
        if not item_ids:
            return {}
        rows = self._rows(user_id, "SELECT item_id, vec FROM item_vectors WHERE user_id = %s AND model = %s "
                          "AND item_id = ANY(%s)", (user_id, model, list(item_ids)))
        return {r[0]: _vec(r[1]) for r in rows}

    vectors_by_id = vectors

    def entities_named_in(self, user_id: str, text: str, *, min_chars: int, limit: int) -> list[str]:
        rows = self._rows(
            user_id, "SELECT entity FROM (SELECT DISTINCT entity FROM item_entities WHERE user_id = %s "
            "AND length(entity) >= %s AND strpos(%s, entity) > 0) e ORDER BY length(entity) DESC LIMIT %s",
            (user_id, min_chars, text, limit))
        return [r[0] for r in rows]

    def item_metas(self, user_id: str, item_ids: Sequence[str]) -> list[tuple[Any, ...]]:
        if not item_ids:
            return []
        return self._rows(user_id, f"SELECT {ITEM_META_COLUMNS} FROM items WHERE user_id = %s AND id = ANY(%s)",
                          (user_id, list(item_ids)))

    def session_neighbours(self, user_id: str, anchors: Sequence[tuple[str, str]],
                           radius: int) -> list[tuple[Any, ...]]:
        if not anchors or radius <= 0:
            return []
        parts: list[str] = []
        params: list[Any] = []
        for anchor_id, created in anchors:
            for op, order in (("<", "DESC"), (">", "ASC")):
                parts.append(f"(SELECT %s::text, {ITEM_META_COLUMNS} FROM items WHERE user_id = %s "
                             f"AND created_at {op} %s ORDER BY created_at {order} LIMIT {int(radius)})")
                params += [anchor_id, user_id, created]
        return self._rows(user_id, " UNION ALL ".join(parts), params)

    def most_important_ids(self, user_id: str, statuses: Sequence[str], types: Sequence[str],
                           limit: int) -> list[str]:
        rows = self._rows(
            user_id, "SELECT id FROM items WHERE user_id = %s AND status = ANY(%s) AND type = ANY(%s) "
            "ORDER BY importance DESC, updated_at DESC LIMIT %s", (user_id, list(statuses), list(types), limit))
        return [r[0] for r in rows]

    def count_items(self, user_id: str) -> int:
        return int(self._rows(user_id, "SELECT count(*) FROM items WHERE user_id = %s", (user_id,))[0][0])

    # -- kv (stores/kv.py delegates here on this backend) -----------------------------------------
    def kv_get(self, namespace: str, key: str, user_id: str) -> str | None:
        rows = self._rows(user_id, "SELECT value FROM kv WHERE namespace = %s AND key = %s AND user_id = %s",
                          (namespace, key, user_id))
        return str(rows[0][0]) if rows else None

    def kv_items(self, namespace: str, user_id: str) -> list[tuple[str, str]]:
        rows = self._rows(user_id, "SELECT key, value FROM kv WHERE namespace = %s AND user_id = %s "
                          "ORDER BY updated_at", (namespace, user_id))
        return [(r[0], r[1]) for r in rows]

    def kv_keys_with_item(self, namespace: str, user_id: str, item_id: str, *, other_than: str) -> list[str]:
        rows = self._rows(user_id, "SELECT key FROM kv WHERE namespace = %s AND user_id = %s AND key != %s "
                          "AND value::jsonb->>'item_id' = %s", (namespace, user_id, other_than, item_id))
        return [r[0] for r in rows]

    def kv_put(self, namespace: str, key: str, user_id: str, value: str, now: datetime) -> None:
        with self._tx(user_id) as conn:
            conn.execute(
                "INSERT INTO kv (namespace, key, user_id, value, updated_at) VALUES (%s,%s,%s,%s,%s) "
                "ON CONFLICT (namespace, key) DO UPDATE SET value=excluded.value, updated_at=excluded.updated_at "
                "WHERE kv.user_id = excluded.user_id", (namespace, key, user_id, value, now.isoformat()))

    def kv_delete(self, namespace: str, key: str, user_id: str, now: datetime) -> None:
        with self._tx(user_id) as conn:
            conn.execute("DELETE FROM kv WHERE namespace = %s AND key = %s AND user_id = %s",
                         (namespace, key, user_id))

    # -- admin helpers (cross-user by design: the bypass role) --------------------------------------
    def all_vector_rows(self) -> dict[str, tuple[str, str, str, str]]:
        rows = self._rows(None, "SELECT v.item_id, v.user_id, v.model, i.status, i.type FROM item_vectors v "
                          "JOIN items i ON i.id = v.item_id")
        return {r[0]: (r[1], r[2], r[3], r[4]) for r in rows}

    def sync_rows(self, item_ids: Sequence[str]) -> dict[str, tuple[str, str, str, str, np.ndarray]]:
        if not item_ids:
            return {}
        rows = self._rows(None, "SELECT v.item_id, v.user_id, v.model, i.status, i.type, v.vec FROM item_vectors v "
                          "JOIN items i ON i.id = v.item_id WHERE v.item_id = ANY(%s)", (list(item_ids),))
        return {r[0]: (r[1], r[2], r[3], r[4], _vec(r[5])) for r in rows}

    def pending_outbox(self, limit: int = 1000) -> list[tuple[int, str, str, bool]]:
        rows = self._rows(None, "SELECT seq, item_id, user_id, meta_only FROM outbox ORDER BY seq LIMIT %s", (limit,))
        return [(int(r[0]), r[1], r[2], bool(r[3])) for r in rows]

    def ack_outbox(self, seqs: Sequence[int]) -> None:
        if seqs:
            with self._tx(admin=True) as conn:
                conn.execute("DELETE FROM outbox WHERE seq = ANY(%s)", ([int(s) for s in seqs],))

    def fail_outbox(self, seqs: Sequence[int], error: str) -> None:
        if seqs:
            with self._tx(admin=True) as conn:
                conn.execute("UPDATE outbox SET attempts = attempts + 1, last_error = %s WHERE seq = ANY(%s)",
                             (error[:500], [int(s) for s in seqs]))

    def all_item_ids(self) -> list[str]:
        return [r[0] for r in self._rows(None, "SELECT id FROM items")]

    def sweep_rows(self, statuses: Sequence[str]) -> list[tuple[Any, ...]]:
        return self._rows(
            None, "SELECT id, user_id, type, status, importance, confidence, last_accessed_at, created_at, "
            "data->>'valid_until' FROM items WHERE status = ANY(%s)", (list(statuses),))

    def items_needing_embedding(self, model: str, limit: int) -> list[MemoryItem]:
        return self._items(None, "SELECT i.data FROM items i LEFT JOIN item_vectors v ON v.item_id = i.id "
                           "WHERE v.item_id IS NULL OR v.model != %s LIMIT %s", (model, limit))

    def purge_user(self, user_id: str, now: datetime) -> dict[str, int]:
        counts: dict[str, int] = {}
        with self.transaction(now) as tx:
            c = tx.conn
            c.as_user(user_id, lock=True)
            c.execute("INSERT INTO outbox (item_id, user_id, created_at) SELECT item_id, user_id, %s "
                      "FROM item_vectors WHERE user_id = %s", (_iso(now), user_id))
            counts["keyword_rows"] = int(c.execute("SELECT count(*) FROM items WHERE user_id = %s",
                                                   (user_id,)).fetchone()[0])
            for table in ("items", "item_versions", "audit", "profile_facts", "item_entities", "item_vectors",
                          "vector_changes", "profile_summaries", "kv", "vector_generations", "keyword_stats"):
                counts[table] = c.execute(f"DELETE FROM {table} WHERE user_id = %s", (user_id,)).rowcount
            # her change rows are gone: a matrix of hers cached by another replica must not be patched past them
            c.as_admin()
            c.execute("UPDATE vector_log SET log_floor = greatest(log_floor, (SELECT last_value FROM vector_clock)) "
                      "WHERE id = 1")
        return counts

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """One portable read statement (``?`` placeholders), admin role: the SQLite store's escape hatch, kept for
        diagnostics and tests; SQLite-only syntax (FTS5, ``json_extract``) does not work here."""
        return self._rows(None, sql.replace("?", "%s"), params)

    def token_stats(self) -> Counter[str]:
        """Rows per user table (admin: diagnostics and tests)."""
        out: Counter[str] = Counter()
        for table in USER_TABLES:
            out[table] = int(self._rows(None, f"SELECT count(*) FROM {table}")[0][0])
        return out


if TYPE_CHECKING:  # mypy checks that the PostgreSQL backend satisfies the store contracts structurally
    from .base import KeyValueStore, MemoryStore, Transaction
    from .kv import KVStore

    def _conforms(store: PostgresStore, kv: KVStore, tx: PgTx) -> tuple[MemoryStore, KeyValueStore, Transaction]:
        return store, kv, tx
