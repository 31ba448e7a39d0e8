"""A CJK-aware keyword index on SQLite FTS5, with no word segmenter.

Rows are indexed as pre-tokenised text (see :func:`langmem_layers.text.keyword_tokens`: CJK unigrams and
bigrams, stemmed words), so a two-character query such as "咖啡" matches. Each row carries an *owner*
token (a hash of the user id or ``kb``) so a query is confined to one owner inside FTS itself — no
prefix match can ever reach another user.

The index shares its rowid with the row it indexes; one :class:`KeywordIndex` per FTS table.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Sequence

from ..text import keyword_tokens, query_tokens

__all__ = ["KeywordIndex", "owner_token"]


def owner_token(owner: str) -> str:
    """An FTS-safe token naming one owner exactly (no prefix relation between different owners)."""
    return "o" + hashlib.sha256(owner.encode("utf-8")).hexdigest()[:32]


def _quote(token: str) -> str:
    return '"' + token.replace('"', '""') + '"'


class KeywordIndex:
    """FTS5 table ``name(owner, tokens)`` keyed by the rowid of the indexed row."""

    def __init__(self, table: str) -> None:
        if not table.isidentifier():
            raise ValueError(f"bad FTS table name {table!r}")
        self.table = table

    def create_sql(self) -> str:
        """DDL for a migration."""
        return f"CREATE VIRTUAL TABLE IF NOT EXISTS {self.table} USING fts5(owner, tokens, tokenize='unicode61')"

    def put(self, conn: sqlite3.Connection, rowid: int, owner: str, text: str) -> None:
        """Index (or re-index) ``text`` for ``rowid``."""
        conn.execute(f"DELETE FROM {self.table} WHERE rowid = ?", (rowid,))
        conn.execute(
            f"INSERT INTO {self.table}(rowid, owner, tokens) VALUES (?, ?, ?)",
            (rowid, owner_token(owner), " ".join(keyword_tokens(text))),
        )

    def delete(self, conn: sqlite3.Connection, rowid: int) -> None:
        conn.execute(f"DELETE FROM {self.table} WHERE rowid = ?", (rowid,))

    def delete_owner(self, conn: sqlite3.Connection, owner: str) -> int:
        cur = conn.execute(f"DELETE FROM {self.table} WHERE owner MATCH ?", (_quote(owner_token(owner)),))
        return cur.rowcount

    def optimize(self, conn: sqlite3.Connection) -> None:
        """Merge segments so deleted tokens leave the file (used after erasure)."""
        conn.execute(f"INSERT INTO {self.table}({self.table}) VALUES ('optimize')")

    def search(self, conn: sqlite3.Connection, owner: str, query: str, limit: int) -> list[tuple[int, float]]:
        """``(rowid, score)`` best first; score is FTS5's BM25 negated (higher is better)."""
        return list(self.scores(conn, owner, query_tokens(query), limit).items())

    def scores(self, conn: sqlite3.Connection, owner: str, terms: Sequence[str], limit: int) -> dict[int, float]:
        """``rowid → BM25`` (negated: higher is better), best first, for any of ``terms`` (a term with a space is
        a phrase), confined to ``owner`` inside FTS."""
        if not terms:
            return {}
        expr = f"owner:{_quote(owner_token(owner))} AND tokens:({' OR '.join(_quote(t) for t in terms)})"
        rows = conn.execute(
            f"SELECT rowid, bm25({self.table}, 0.0, 1.0) FROM {self.table} WHERE {self.table} MATCH ? "
            f"ORDER BY bm25({self.table}, 0.0, 1.0) LIMIT ?",
            (expr, limit),
        ).fetchall()
        return {int(r[0]): -float(r[1]) for r in rows}
