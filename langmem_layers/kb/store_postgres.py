"""SQL of the knowledge base on PostgreSQL: the :class:`~langmem_layers.kb.storage.KBStorage` of
:class:`~langmem_layers.stores.postgres.PostgresStore` (tables: its migrations 3 and 4).

Same rows as on SQLite; a chunk's keyword row is its own ``tokens`` column — the library's CJK tokens as a
``tsvector`` (``simple`` configuration, never re-tokenised) under a GIN index — ranked by Okapi BM25 in SQL over
the GIN-matched rows only: N and the total length come from ``kb_keyword_stats`` (kept by a trigger), a term's
document frequency from the matched rows. Reads run as the library role with no user (every KB row, no memory
row); writes run inside the memory store's transaction as the admin role (the library role may not write the KB),
under a store-wide advisory lock held for the whole document write, so two replicas never stage one version twice.
Nothing here takes a ``user_id``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime
from typing import Any

import numpy as np

from ..stores.postgres import BM25_B, BM25_K1, KB_LOCK_NS, PgTx, PostgresStore, tsquery_literal, tsvector_literal
from ..text import keyword_tokens
from .chunking import Chunk
from .records import KBDocumentInfo, KBFact, KBVersion
from .store import ChunkRow, _dt, _iso, chunk_id, fact_key

__all__ = ["PostgresKBStore"]

_FILTER_COLUMNS = {"doc_id": "d.doc_id", "title": "d.title", "source": "d.source", "section": "c.section",
                   "lang": "c.lang", "version": "c.version"}
_CHUNK_COLS = ("c.seq, c.chunk_id, c.doc_id, c.version, c.position, c.section, c.text, c.lang, c.model, c.vec, "
               "d.title, d.source, d.metadata::text")
_CURRENT = ("JOIN kb_documents d ON d.doc_id = c.doc_id AND d.current_version = c.version "
            "AND d.status = 'active'")


def _filter_sql(filter: dict[str, Any] | None) -> tuple[str, list[Any]]:
    """``AND …`` conditions (and parameters) for a metadata filter; a list value means "any of"; other keys are
    matched in the document metadata by JSON containment (typed equality, as ``json_extract`` on SQLite)."""
    sql, params = "", list[Any]()
    for key, value in (filter or {}).items():
        values = list(value) if isinstance(value, list | tuple | set) else [value]
        column = _FILTER_COLUMNS.get(key)
        if not values:
            sql += " AND false"
        elif column:
            sql += f" AND {column} = ANY(%s)"
            params.append(values)
        else:
            sql += " AND (" + " OR ".join(["d.metadata @> %s::jsonb"] * len(values)) + ")"
            params += [json.dumps({str(key): v}, ensure_ascii=False, default=str) for v in values]
    return sql, params


class PostgresKBStore:
    """KB reads and writes on a shared :class:`PostgresStore` (its pool, roles and transactions)."""

    def __init__(self, store: PostgresStore) -> None:
        self.pg = store

    # -- writes (inside ``PostgresStore.transaction``; the admin role) ------------------------------------
    @contextmanager
    def write_lock(self) -> Iterator[None]:
        """One KB document write at a time across every replica (a session advisory lock)."""
        with self.pg.session_lock(KB_LOCK_NS, 0):
            yield

    @staticmethod
    def _conn(tx: PgTx) -> Any:
        tx.conn.as_admin()  # a linked memory flagged just before switched to its user: KB rows are admin-written
        return tx.conn

    def insert_chunks(self, tx: PgTx, doc_id: str, version: int, chunks: Sequence[Chunk],
                      index_texts: Sequence[str], langs: Sequence[str], vectors: Sequence[Sequence[float]],
                      model: str) -> list[str]:
        """Stage the chunks of a version that is not current yet (invisible to search until :meth:`flip`)."""
        self.delete_chunks(tx, doc_id, only_version=version)  # leftovers of an interrupted write
        rows, ids = [], []
        for chunk, index_text, lang, vector in zip(chunks, index_texts, langs, vectors, strict=True):
            cid = chunk_id(doc_id, version, chunk.position)
            tokens = keyword_tokens(index_text)
            rows.append((cid, doc_id, version, chunk.position, chunk.section, chunk.text, lang, model,
                         np.asarray(vector, dtype=np.float32).tobytes(), tsvector_literal(tokens), len(tokens)))
            ids.append(cid)
        self._conn(tx).executemany(
            "INSERT INTO kb_chunks (chunk_id, doc_id, version, position, section, text, lang, model, vec, tokens, "
            "token_count) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s::tsvector,%s)", rows)
        return ids

    def flip(self, tx: PgTx, *, doc_id: str, version: int, title: str, source: str | None, text: str,
             content_hash: str, chunks: int, reason: str, metadata: dict[str, Any],
             facts: Sequence[tuple[str, str, str | None]], now: datetime) -> None:
        """Make ``version`` the one that answers: document row, kept version, table facts — one transaction."""
        meta = json.dumps(metadata, ensure_ascii=False, default=str)
        conn = self._conn(tx)
        conn.execute(
            "INSERT INTO kb_documents (doc_id, title, source, current_version, status, content_hash, created_at, "
            "updated_at, metadata) VALUES (%s,%s,%s,%s,'active',%s,%s,%s,%s::jsonb) ON CONFLICT (doc_id) DO UPDATE "
            "SET title=excluded.title, source=excluded.source, current_version=excluded.current_version, "
            "status='active', content_hash=excluded.content_hash, updated_at=excluded.updated_at, "
            "metadata=excluded.metadata",
            (doc_id, title, source, version, content_hash, _iso(now), _iso(now), meta))
        conn.execute(
            "INSERT INTO kb_versions (doc_id, version, title, text, content_hash, chunks, created_at, reason, "
            "metadata) VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s::jsonb) ON CONFLICT (doc_id, version) DO UPDATE SET "
            "title=excluded.title, text=excluded.text, content_hash=excluded.content_hash, chunks=excluded.chunks, "
            "created_at=excluded.created_at, reason=excluded.reason, metadata=excluded.metadata",
            (doc_id, version, title, text, content_hash, chunks, _iso(now), reason, meta))
        conn.execute("DELETE FROM kb_facts WHERE doc_id = %s AND origin = 'table'", (doc_id,))
        conn.execute("UPDATE kb_facts SET version = %s WHERE doc_id = %s", (version, doc_id))
        self.put_facts(tx, doc_id, version, facts, origin="table", now=now)

    def put_facts(self, tx: PgTx, doc_id: str, version: int, facts: Sequence[tuple[str, str, str | None]], *,
                  origin: str, now: datetime) -> int:
        rows = {fact_key(k): (fact_key(k), doc_id, k.strip(), v.strip(), label, origin, version, _iso(now))
                for k, v, label in facts if fact_key(k) and v.strip()}  # last one wins, as INSERT OR REPLACE
        self._conn(tx).executemany(
            "INSERT INTO kb_facts (key_norm, doc_id, key, value, label, origin, version, updated_at) "
            "VALUES (%s,%s,%s,%s,%s,%s,%s,%s) ON CONFLICT (key_norm, doc_id) DO UPDATE SET key=excluded.key, "
            "value=excluded.value, label=excluded.label, origin=excluded.origin, version=excluded.version, "
            "updated_at=excluded.updated_at", list(rows.values()))
        return len([1 for k, v, _ in facts if fact_key(k) and v.strip()])

    def mark_deleted(self, tx: PgTx, doc_id: str, now: datetime) -> None:
        conn = self._conn(tx)
        conn.execute("UPDATE kb_documents SET status = 'deleted', updated_at = %s WHERE doc_id = %s",
                     (_iso(now), doc_id))
        conn.execute("DELETE FROM kb_facts WHERE doc_id = %s", (doc_id,))

    def purge(self, tx: PgTx, doc_id: str) -> None:
        conn = self._conn(tx)
        for table in ("kb_versions", "kb_documents"):
            conn.execute(f"DELETE FROM {table} WHERE doc_id = %s", (doc_id,))

    def delete_chunks(self, tx: PgTx, doc_id: str, *, keep_version: int | None = None,
                      only_version: int | None = None) -> list[str]:
        """Delete a document's chunk rows (their keyword rows are the same rows): all, all but one, or one version."""
        sql = "DELETE FROM kb_chunks WHERE doc_id = %s"
        params: list[Any] = [doc_id]
        if keep_version is not None:
            sql += " AND version != %s"
            params.append(keep_version)
        if only_version is not None:
            sql += " AND version = %s"
            params.append(only_version)
        return [r[0] for r in self._conn(tx).execute(sql + " RETURNING chunk_id", params).fetchall()]

    def document_state(self, tx: PgTx, doc_id: str) -> tuple[int, str] | None:
        row = self._conn(tx).execute("SELECT current_version, status FROM kb_documents WHERE doc_id = %s",
                                     (doc_id,)).fetchone()
        return None if row is None else (int(row[0]), str(row[1]))

    def set_chunk_vectors(self, tx: PgTx, model: str, vectors: Sequence[tuple[int, bytes]]) -> None:
        self._conn(tx).executemany("UPDATE kb_chunks SET model = %s, vec = %s WHERE seq = %s",
                                   [(model, blob, seq) for seq, blob in vectors])

    # -- reads (the library role, no user) -------------------------------------------------------------
    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return self.pg.shared_rows(sql, params)

    def document(self, doc_id: str) -> tuple[Any, ...] | None:
        rows = self._rows(
            "SELECT doc_id, title, source, current_version, status, content_hash, created_at, updated_at, "
            "metadata::text FROM kb_documents WHERE doc_id = %s", (doc_id,))
        return rows[0] if rows else None

    def documents(self, *, include_deleted: bool = False) -> list[KBDocumentInfo]:
        rows = self._rows(
            "SELECT d.doc_id, d.title, d.source, d.current_version, d.status, d.created_at, d.updated_at, "
            "d.metadata::text, (SELECT count(*) FROM kb_chunks c WHERE c.doc_id = d.doc_id AND c.version = "
            "d.current_version) FROM kb_documents d" + ("" if include_deleted else " WHERE d.status = 'active'")
            + " ORDER BY d.created_at, d.doc_id")
        return [KBDocumentInfo(doc_id=r[0], title=r[1], source=r[2], version=r[3], status=r[4],
                               created_at=_dt(r[5]), updated_at=_dt(r[6]), metadata=json.loads(r[7]),
                               chunks=0 if r[4] != "active" else int(r[8])) for r in rows]

    def versions(self, doc_id: str) -> list[KBVersion]:
        rows = self._rows(
            "SELECT v.version, v.title, v.text, v.content_hash, v.chunks, v.created_at, v.reason, "
            "coalesce(d.status = 'active' AND d.current_version = v.version, false) FROM kb_versions v "
            "LEFT JOIN kb_documents d ON d.doc_id = v.doc_id WHERE v.doc_id = %s ORDER BY v.version", (doc_id,))
        return [KBVersion(doc_id=doc_id, version=r[0], title=r[1], text=r[2], content_hash=r[3], chunks=r[4],
                          created_at=_dt(r[5]), reason=r[6], current=bool(r[7])) for r in rows]

    def stale_chunk_ids(self) -> list[str]:
        """Chunks of superseded versions or deleted documents; staged versions that never became current stay."""
        rows = self._rows("SELECT c.chunk_id FROM kb_chunks c JOIN kb_documents d ON d.doc_id = c.doc_id "
                          "WHERE d.status = 'deleted' OR c.version < d.current_version")
        return [r[0] for r in rows]

    def chunk_ids_for_model(self, model: str) -> set[str]:
        rows = self._rows(f"SELECT c.chunk_id FROM kb_chunks c {_CURRENT} WHERE c.model = %s", (model,))
        return {r[0] for r in rows}

    def chunks_needing_embedding(self, model: str, limit: int) -> list[tuple[int, str, str, str, str]]:
        rows = self._rows(f"SELECT c.seq, c.chunk_id, c.text, c.section, d.title FROM kb_chunks c {_CURRENT} "
                          "WHERE c.model IS NULL OR c.model != %s LIMIT %s", (model, limit))
        return [(int(r[0]), r[1], r[2], r[3], r[4]) for r in rows]

    def chunks_by_id(self, chunk_ids: Sequence[str]) -> list[tuple[int, str, str, str, str]]:
        if not chunk_ids:
            return []
        rows = self._rows("SELECT c.seq, c.chunk_id, c.text, c.section, d.title FROM kb_chunks c JOIN kb_documents d "
                          "ON d.doc_id = c.doc_id WHERE c.chunk_id = ANY(%s)", (list(chunk_ids),))
        return [(int(r[0]), r[1], r[2], r[3], r[4]) for r in rows]

    def candidates(self, tokens: Sequence[str], vector_ids: Sequence[str], keyword_limit: int,
                   filter: dict[str, Any] | None = None) -> list[ChunkRow]:
        """Current chunks found by BM25 over the GIN-matched rows or named by the vector route — ONE statement."""
        fsql, fparams = _filter_sql(filter)
        ids = list(dict.fromkeys(vector_ids))
        words = sorted({t for t in tokens if t and " " not in t})
        query = tsquery_literal(words)
        if query:
            sql = f"""
            WITH m AS (SELECT seq, token_count, tokens FROM kb_chunks WHERE tokens @@ %s::tsquery),
            tf AS (SELECT m.seq, m.token_count AS len, u.lexeme,
                          coalesce(array_length(u.positions, 1), 1)::float8 AS tf
                   FROM m, unnest(ts_filter(setweight(m.tokens, 'A', %s), '{{a}}')) u),
            df AS (SELECT lexeme, count(*)::float8 AS df FROM tf GROUP BY lexeme),
            st AS (SELECT greatest(n, 1)::float8 AS n, greatest(total_len::float8 / greatest(n, 1), 1) AS avgdl
                   FROM kb_keyword_stats WHERE id = 1),
            kw AS (SELECT tf.seq, sum(ln(1 + (st.n - df.df + 0.5) / (df.df + 0.5)) * tf.tf * {BM25_K1 + 1}
                          / (tf.tf + {BM25_K1} * (1 - {BM25_B} + {BM25_B} * tf.len / st.avgdl))) AS score
                   FROM tf JOIN df USING (lexeme) CROSS JOIN st JOIN kb_chunks c ON c.seq = tf.seq {_CURRENT}
                   WHERE true{fsql} GROUP BY tf.seq ORDER BY score DESC, tf.seq LIMIT %s),
            cand AS (SELECT seq FROM kw UNION SELECT seq FROM kb_chunks WHERE chunk_id = ANY(%s))
            SELECT {_CHUNK_COLS}, kw.score FROM cand JOIN kb_chunks c ON c.seq = cand.seq {_CURRENT}
            LEFT JOIN kw ON kw.seq = c.seq WHERE true{fsql}"""
            params: list[Any] = [query, words, *fparams, keyword_limit, ids, *fparams]
        elif ids:
            sql = f"SELECT {_CHUNK_COLS}, NULL FROM kb_chunks c {_CURRENT} WHERE c.chunk_id = ANY(%s){fsql}"
            params = [ids, *fparams]
        else:
            return []
        return [ChunkRow(chunk_id=r[1], doc_id=r[2], version=r[3], position=r[4], section=r[5], text=r[6],
                         lang=r[7], model=r[8], vector=np.frombuffer(bytes(r[9]), dtype=np.float32)
                         if r[9] is not None else None, title=r[10], source=r[11], metadata=json.loads(r[12]),
                         keyword=float(r[13] or 0.0))
                for r in self._rows(sql, params)]

    def token_doc_counts(self, tokens: Sequence[str]) -> dict[str, int]:
        """How many chunk rows (any version) contain each token: one GIN count per token."""
        if not tokens:
            return {}
        rows = self._rows("SELECT q.n, (SELECT count(*) FROM kb_chunks WHERE tokens @@ q.t::tsquery) "
                          "FROM unnest(%s::text[]) WITH ORDINALITY AS q(t, n)",
                          ([tsquery_literal([t]) or "''" for t in tokens],))
        counts = {t: 0 for t in tokens}
        counts.update({tokens[int(n) - 1]: int(c) for n, c in rows})
        return counts

    def chunk_count(self) -> int:
        return int(self._rows("SELECT n FROM kb_keyword_stats WHERE id = 1")[0][0])

    def facts(self, *, doc_id: str | None = None, key: str | None = None, within: str | None = None,
              limit: int = 1000) -> list[KBFact]:
        sql = ("SELECT f.key, f.value, f.doc_id, f.version, f.label, f.origin, f.updated_at FROM kb_facts f "
               "JOIN kb_documents d ON d.doc_id = f.doc_id AND d.status = 'active' WHERE true")
        params: list[Any] = []
        if doc_id is not None:
            sql += " AND f.doc_id = %s"
            params.append(doc_id)
        if key is not None:
            sql += " AND f.key_norm = %s"
            params.append(fact_key(key))
        if within is not None:
            sql += " AND length(f.key_norm) >= 2 AND strpos(%s, f.key_norm) > 0"
            params.append(fact_key(within))
        sql += " ORDER BY length(f.key_norm) DESC, d.updated_at DESC, f.doc_id LIMIT %s"
        params.append(limit)
        return [KBFact(key=r[0], value=r[1], doc_id=r[2], version=r[3], label=r[4], origin=r[5],
                       updated_at=_dt(r[6])) for r in self._rows(sql, params)]

    def table_counts(self) -> dict[str, int]:
        row = self._rows("SELECT (SELECT count(*) FROM kb_documents), (SELECT count(*) FROM kb_versions), "
                         "(SELECT count(*) FROM kb_chunks), (SELECT count(*) FROM kb_facts)")[0]
        return dict(zip(("kb_documents", "kb_versions", "kb_chunks", "kb_facts"), map(int, row), strict=True))
