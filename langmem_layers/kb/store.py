"""SQL of the knowledge base: documents, kept versions, chunks (+ their keyword rows and vectors) and facts.

Tables come from migration 3 in :mod:`langmem_layers.stores.sqlite`. A chunk belongs to one
``(doc_id, version)``; a document's ``current_version`` decides which chunks answer. Readers fetch
candidates *joined with* ``current_version`` in one statement, so a search sees either the old or the new
version of a document — never both, never neither — however the write interleaves.

Nothing here takes a ``user_id``: the KB is the organisation's, the same for everyone. This is the SQLite
implementation of :class:`~langmem_layers.kb.storage.KBStorage` (PostgreSQL: :mod:`.store_postgres`).
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np

from ..stores.keyword import KeywordIndex, owner_token
from ..stores.sqlite import SQLiteStore, Tx, blob_to_vector, vector_to_blob
from ..text import clean_text
from .chunking import Chunk
from .records import KBDocumentInfo, KBFact, KBVersion

__all__ = ["KB_FTS", "KB_OWNER", "ChunkRow", "KBStore", "fact_key"]

#: The keyword index of KB chunks (a second FTS table beside the items' one).
KB_FTS = KeywordIndex("kb_fts")
#: Owner of every KB row in the keyword index and of every KB vector in Chroma (``user_id`` metadata).
KB_OWNER = "kb"
#: Document fields a search ``filter`` can name directly; any other key is matched in the document metadata.
_FILTER_COLUMNS = {"doc_id": "d.doc_id", "title": "d.title", "source": "d.source", "section": "c.section",
                   "lang": "c.lang", "version": "c.version"}
_CHUNK_COLS = ("c.seq, c.chunk_id, c.doc_id, c.version, c.position, c.section, c.text, c.lang, c.model, c.vec, "
               "d.title, d.source, d.metadata")


def fact_key(key: str) -> str:
    """Normalised fact key: NFKC, case-folded, single spaces, no trailing colon.

    >>> fact_key(" X1  Pro： ")
    'x1 pro'
    """
    return " ".join(clean_text(key).casefold().split()).rstrip(":").strip()


def _iso(value: datetime) -> str:
    return value.isoformat()


def _dt(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def chunk_id(doc_id: str, version: int, position: int) -> str:
    """Readable, unique chunk id: ``doc_id:version:position`` (parsed from the right)."""
    return f"{doc_id}:{version}:{position}"


@dataclass
class ChunkRow:
    """One current chunk fetched for a search, with its keyword score (0 when only the vector route found it)."""

    chunk_id: str
    doc_id: str
    version: int
    position: int
    section: str
    text: str
    lang: str
    model: str | None
    vector: np.ndarray | None
    title: str
    source: str | None
    metadata: dict[str, Any]
    keyword: float = 0.0


def _filter_sql(filter: dict[str, Any] | None) -> tuple[str, list[Any]]:
    """``AND …`` conditions (and their parameters) for a metadata filter; a list value means "any of"."""
    sql, params = "", []
    for key, value in (filter or {}).items():
        values = list(value) if isinstance(value, list | tuple | set) else [value]
        column = _FILTER_COLUMNS.get(key)
        if not values:
            sql += " AND 0"
        elif column:
            sql += f" AND {column} IN ({','.join('?' * len(values))})"
            params += values
        else:
            path = '$."' + str(key).replace('"', "") + '"'
            sql += " AND (" + " OR ".join(["json_extract(d.metadata, ?) = ?"] * len(values)) + ")"
            for v in values:
                params += [path, v]
    return sql, params


class KBStore:
    """KB reads and writes on the shared :class:`SQLiteStore` (its lock and transactions)."""

    def __init__(self, sqlite: SQLiteStore) -> None:
        self.sqlite = sqlite

    # -- writes (inside a ``SQLiteStore.transaction`` ``tx``) -------------------------------------------
    @contextlib.contextmanager
    def write_lock(self) -> Iterator[None]:
        """No-op: each write's transactions are ``BEGIN IMMEDIATE`` and the KB's own thread lock orders them."""
        yield

    def insert_chunks(self, tx: Tx, doc_id: str, version: int, chunks: Sequence[Chunk],
                      index_texts: Sequence[str], langs: Sequence[str], vectors: Sequence[Sequence[float]],
                      model: str) -> list[str]:
        """Stage the chunks of a version that is not current yet (invisible to search until :meth:`flip`)."""
        self.delete_chunks(tx, doc_id, only_version=version)  # leftovers of an interrupted write
        conn = tx.conn
        ids = []
        for chunk, index_text, lang, vector in zip(chunks, index_texts, langs, vectors, strict=True):
            cid = chunk_id(doc_id, version, chunk.position)
            cur = conn.execute(
                "INSERT INTO kb_chunks (chunk_id, doc_id, version, position, section, text, lang, model, vec) "
                "VALUES (?,?,?,?,?,?,?,?,?)",
                (cid, doc_id, version, chunk.position, chunk.section, chunk.text, lang, model,
                 vector_to_blob(vector)),
            )
            KB_FTS.put(conn, int(cur.lastrowid or 0), KB_OWNER, index_text)
            ids.append(cid)
        return ids

    def flip(self, tx: Tx, *, doc_id: str, version: int, title: str, source: str | None,
             text: str, content_hash: str, chunks: int, reason: str, metadata: dict[str, Any],
             facts: Sequence[tuple[str, str, str | None]], now: datetime) -> None:
        """Make ``version`` the one that answers: document row, kept version, table facts — one transaction."""
        meta = json.dumps(metadata, ensure_ascii=False, default=str)
        conn = tx.conn
        conn.execute(
            "INSERT INTO kb_documents (doc_id, title, source, current_version, status, content_hash, created_at, "
            "updated_at, metadata) VALUES (?,?,?,?,'active',?,?,?,?) ON CONFLICT(doc_id) DO UPDATE SET "
            "title=excluded.title, source=excluded.source, current_version=excluded.current_version, "
            "status='active', content_hash=excluded.content_hash, updated_at=excluded.updated_at, "
            "metadata=excluded.metadata",
            (doc_id, title, source, version, content_hash, _iso(now), _iso(now), meta),
        )
        conn.execute(
            "INSERT OR REPLACE INTO kb_versions (doc_id, version, title, text, content_hash, chunks, created_at, "
            "reason, metadata) VALUES (?,?,?,?,?,?,?,?,?)",
            (doc_id, version, title, text, content_hash, chunks, _iso(now), reason, meta),
        )
        conn.execute("DELETE FROM kb_facts WHERE doc_id = ? AND origin = 'table'", (doc_id,))
        conn.execute("UPDATE kb_facts SET version = ? WHERE doc_id = ?", (version, doc_id))
        self.put_facts(tx, doc_id, version, facts, origin="table", now=now)

    def put_facts(self, tx: Tx, doc_id: str, version: int,
                  facts: Sequence[tuple[str, str, str | None]], *, origin: str, now: datetime) -> int:
        rows = [(fact_key(k), doc_id, k.strip(), v.strip(), label, origin, version, _iso(now))
                for k, v, label in facts if fact_key(k) and v.strip()]
        tx.conn.executemany(
            "INSERT OR REPLACE INTO kb_facts (key_norm, doc_id, key, value, label, origin, version, updated_at) "
            "VALUES (?,?,?,?,?,?,?,?)", rows)
        return len(rows)

    def mark_deleted(self, tx: Tx, doc_id: str, now: datetime) -> None:
        conn = tx.conn
        conn.execute("UPDATE kb_documents SET status = 'deleted', updated_at = ? WHERE doc_id = ?", (_iso(now), doc_id))
        conn.execute("DELETE FROM kb_facts WHERE doc_id = ?", (doc_id,))

    def purge(self, tx: Tx, doc_id: str) -> None:
        for table in ("kb_versions", "kb_documents"):
            tx.conn.execute(f"DELETE FROM {table} WHERE doc_id = ?", (doc_id,))

    def delete_chunks(self, tx: Tx, doc_id: str, *, keep_version: int | None = None,
                      only_version: int | None = None) -> list[str]:
        """Delete a document's chunk rows and keyword rows (all, all but one version, or one version)."""
        sql = "SELECT seq, chunk_id FROM kb_chunks WHERE doc_id = ?"
        params: list[Any] = [doc_id]
        if keep_version is not None:
            sql += " AND version != ?"
            params.append(keep_version)
        if only_version is not None:
            sql += " AND version = ?"
            params.append(only_version)
        conn = tx.conn
        rows = conn.execute(sql, params).fetchall()
        for seq, _ in rows:
            KB_FTS.delete(conn, int(seq))
        conn.executemany("DELETE FROM kb_chunks WHERE seq = ?", [(r[0],) for r in rows])
        return [r[1] for r in rows]

    def document_state(self, tx: Tx, doc_id: str) -> tuple[int, str] | None:
        """``(current_version, status)`` of one document, read inside a write transaction."""
        row = tx.conn.execute("SELECT current_version, status FROM kb_documents WHERE doc_id = ?", (doc_id,)).fetchone()
        return None if row is None else (int(row[0]), str(row[1]))

    def set_chunk_vectors(self, tx: Tx, model: str, vectors: Sequence[tuple[int, bytes]]) -> None:
        """Store ``(seq, float32 bytes)`` vectors of ``model`` on their chunks."""
        tx.conn.executemany("UPDATE kb_chunks SET model = ?, vec = ? WHERE seq = ?",
                         [(model, blob, seq) for seq, blob in vectors])

    # -- reads -----------------------------------------------------------------------------------------
    def document(self, doc_id: str) -> tuple[Any, ...] | None:
        """``(doc_id, title, source, current_version, status, content_hash, created_at, updated_at, metadata)``."""
        rows = self.sqlite._execute(
            "SELECT doc_id, title, source, current_version, status, content_hash, created_at, updated_at, metadata "
            "FROM kb_documents WHERE doc_id = ?", (doc_id,))
        return rows[0] if rows else None

    def documents(self, *, include_deleted: bool = False) -> list[KBDocumentInfo]:
        rows = self.sqlite._execute(
            "SELECT d.doc_id, d.title, d.source, d.current_version, d.status, d.created_at, d.updated_at, "
            "d.metadata, (SELECT COUNT(*) FROM kb_chunks c WHERE c.doc_id = d.doc_id AND c.version = "
            "d.current_version) FROM kb_documents d" + ("" if include_deleted else " WHERE d.status = 'active'")
            + " ORDER BY d.created_at, d.doc_id")
        return [KBDocumentInfo(doc_id=r[0], title=r[1], source=r[2], version=r[3], status=r[4],
                               created_at=_dt(r[5]), updated_at=_dt(r[6]), metadata=json.loads(r[7]),
                               chunks=0 if r[4] != "active" else r[8]) for r in rows]

    def versions(self, doc_id: str) -> list[KBVersion]:
        current = self.document(doc_id)
        rows = self.sqlite._execute(
            "SELECT version, title, text, content_hash, chunks, created_at, reason FROM kb_versions "
            "WHERE doc_id = ? ORDER BY version", (doc_id,))
        return [KBVersion(doc_id=doc_id, version=r[0], title=r[1], text=r[2], content_hash=r[3], chunks=r[4],
                          created_at=_dt(r[5]), reason=r[6],
                          current=bool(current and current[4] == "active" and current[3] == r[0])) for r in rows]

    def stale_chunk_ids(self) -> list[str]:
        """Chunks of superseded versions or of deleted documents (left by an interrupted write).

        Chunks staged for a version that never became current are left alone (another process may be
        writing them); they never answer, and the next write of that version replaces them.
        """
        rows = self.sqlite._execute(
            "SELECT c.chunk_id FROM kb_chunks c LEFT JOIN kb_documents d ON d.doc_id = c.doc_id "
            "WHERE d.status = 'deleted' OR c.version < d.current_version")
        return [r[0] for r in rows]

    def chunk_ids_for_model(self, model: str) -> set[str]:
        """Current chunks whose stored vector was made by ``model`` (what the model's collection should hold)."""
        rows = self.sqlite._execute(
            "SELECT c.chunk_id FROM kb_chunks c JOIN kb_documents d ON d.doc_id = c.doc_id "
            "AND d.current_version = c.version AND d.status = 'active' WHERE c.model = ?", (model,))
        return {r[0] for r in rows}

    def chunks_needing_embedding(self, model: str, limit: int) -> list[tuple[int, str, str, str, str]]:
        """``(seq, chunk_id, text, section, title)`` of current chunks without a vector of ``model``."""
        rows = self.sqlite._execute(
            "SELECT c.seq, c.chunk_id, c.text, c.section, d.title FROM kb_chunks c JOIN kb_documents d "
            "ON d.doc_id = c.doc_id AND d.current_version = c.version AND d.status = 'active' "
            "WHERE c.model IS NULL OR c.model != ? LIMIT ?", (model, limit))
        return [(int(r[0]), r[1], r[2], r[3], r[4]) for r in rows]

    def chunks_by_id(self, chunk_ids: Sequence[str]) -> list[tuple[int, str, str, str, str]]:
        """``(seq, chunk_id, text, section, title)`` of the given chunks (any version)."""
        if not chunk_ids:
            return []
        marks = ",".join("?" * len(chunk_ids))
        rows = self.sqlite._execute(
            "SELECT c.seq, c.chunk_id, c.text, c.section, d.title FROM kb_chunks c JOIN kb_documents d "
            f"ON d.doc_id = c.doc_id WHERE c.chunk_id IN ({marks})", list(chunk_ids))
        return [(int(r[0]), r[1], r[2], r[3], r[4]) for r in rows]

    def candidates(self, tokens: Sequence[str], vector_ids: Sequence[str], keyword_limit: int,
                   filter: dict[str, Any] | None = None) -> list[ChunkRow]:
        """Current chunks found by the keyword index or named by the vector route — in ONE statement.

        One statement reads one snapshot, so every row belongs to the version that was current at that
        instant; stale vector ids (old versions, deleted documents) simply do not match.
        """
        fsql, fparams = _filter_sql(filter)
        current = "JOIN kb_documents d ON d.doc_id = c.doc_id AND d.current_version = c.version AND d.status = 'active'"
        ids = list(dict.fromkeys(vector_ids))
        id_sql = f"c.chunk_id IN ({','.join('?' * len(ids))})" if ids else "0"
        if tokens:
            expr = (f'owner:"{owner_token(KB_OWNER)}" AND tokens:('
                    + " OR ".join('"' + t.replace('"', '""') + '"' for t in tokens) + ")")
            sql = (f"WITH kw AS (SELECT kb_fts.rowid AS seq, -bm25(kb_fts, 0.0, 1.0) AS score FROM kb_fts "
                   f"JOIN kb_chunks c ON c.seq = kb_fts.rowid {current} WHERE kb_fts MATCH ?{fsql} "
                   f"ORDER BY bm25(kb_fts, 0.0, 1.0) LIMIT ?), "
                   f"cand AS (SELECT seq FROM kw UNION SELECT c.seq FROM kb_chunks c WHERE {id_sql}) "
                   f"SELECT {_CHUNK_COLS}, kw.score FROM cand JOIN kb_chunks c ON c.seq = cand.seq {current} "
                   f"LEFT JOIN kw ON kw.seq = c.seq WHERE 1{fsql}")
            params: list[Any] = [expr, *fparams, keyword_limit, *ids, *fparams]
        elif ids:
            sql = f"SELECT {_CHUNK_COLS}, NULL FROM kb_chunks c {current} WHERE {id_sql}{fsql}"
            params = [*ids, *fparams]
        else:
            return []
        return [ChunkRow(chunk_id=r[1], doc_id=r[2], version=r[3], position=r[4], section=r[5], text=r[6],
                         lang=r[7], model=r[8], vector=blob_to_vector(r[9]) if r[9] is not None else None,
                         title=r[10], source=r[11], metadata=json.loads(r[12]), keyword=float(r[13] or 0.0))
                for r in self.sqlite._execute(sql, params)]

    def token_doc_counts(self, tokens: Sequence[str]) -> dict[str, int]:
        """How many chunk rows (any version) contain each token, from the FTS vocabulary."""
        if not tokens:
            return {}
        vocab = f"temp.{KB_FTS.table}_vocab"
        self.sqlite._execute(
            f"CREATE VIRTUAL TABLE IF NOT EXISTS {vocab} USING fts5vocab(main, '{KB_FTS.table}', 'row')")
        rows = self.sqlite._execute(
            f"SELECT term, doc FROM {vocab} WHERE term IN ({','.join('?' * len(tokens))})",
            list(tokens))
        counts = {t: 0 for t in tokens}
        counts.update({r[0]: int(r[1]) for r in rows})
        return counts

    def chunk_count(self) -> int:
        return int(self.sqlite._execute("SELECT COUNT(*) FROM kb_chunks")[0][0])

    def facts(self, *, doc_id: str | None = None, key: str | None = None, within: str | None = None,
              limit: int = 1000) -> list[KBFact]:
        """Facts of active documents: all, one document's, one key's, or those whose key occurs in ``within``."""
        sql = ("SELECT f.key, f.value, f.doc_id, f.version, f.label, f.origin, f.updated_at FROM kb_facts f "
               "JOIN kb_documents d ON d.doc_id = f.doc_id AND d.status = 'active' WHERE 1")
        params: list[Any] = []
        if doc_id is not None:
            sql += " AND f.doc_id = ?"
            params.append(doc_id)
        if key is not None:
            sql += " AND f.key_norm = ?"
            params.append(fact_key(key))
        if within is not None:
            sql += " AND length(f.key_norm) >= 2 AND instr(?, f.key_norm) > 0"
            params.append(fact_key(within))
        sql += " ORDER BY length(f.key_norm) DESC, d.updated_at DESC, f.doc_id LIMIT ?"
        params.append(limit)
        return [KBFact(key=r[0], value=r[1], doc_id=r[2], version=r[3], label=r[4], origin=r[5],
                       updated_at=_dt(r[6])) for r in self.sqlite._execute(sql, params)]

    def table_counts(self) -> dict[str, int]:
        return {t: int(self.sqlite._execute(f"SELECT COUNT(*) FROM {t}")[0][0])
                for t in ("kb_documents", "kb_versions", "kb_chunks", "kb_facts")}
