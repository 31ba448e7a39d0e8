"""The ``kv`` table: small per-user JSON values by ``(namespace, key)`` (erased with the user by ``purge_user``).

Used by :class:`~langmem_layers.integrations.MemoryStoreAdapter` to map LangGraph store keys to item ids.

    >>> import tempfile, pathlib
    >>> from datetime import datetime, UTC
    >>> from langmem_layers.stores.sqlite import SQLiteStore
    >>> store = SQLiteStore(pathlib.Path(tempfile.mkdtemp()) / "m.sqlite3"); store.setup()
    >>> kv = KVStore(store)
    >>> kv.put("ns", "k", "alice", '{"item_id": "i1"}', datetime(2026, 1, 5, tzinfo=UTC))
    >>> kv.get("ns", "k", "alice"), kv.get("ns", "k", "bob")
    ('{"item_id": "i1"}', None)
    >>> store.close()
"""

from __future__ import annotations

import sqlite3
from datetime import datetime
from typing import Any

from .sqlite import SQLiteStore

__all__ = ["KVStore"]


class KVStore:
    """Named statements over the ``kv`` table of one :class:`SQLiteStore`; every call is scoped to one user."""

    def __init__(self, sqlite: SQLiteStore) -> None:
        self.sqlite = sqlite

    def get(self, namespace: str, key: str, user_id: str) -> str | None:
        if hasattr(self.sqlite, "kv_get"):  # PostgreSQL: the store has its own statements
            return self.sqlite.kv_get(namespace, key, user_id)
        rows = self.sqlite._execute("SELECT value FROM kv WHERE namespace = ? AND key = ? AND user_id = ?",
                                    (namespace, key, user_id))
        return str(rows[0][0]) if rows else None

    def items(self, namespace: str, user_id: str) -> list[tuple[str, str]]:
        """``(key, value)`` of one user's namespace, oldest update first."""
        if hasattr(self.sqlite, "kv_items"):
            return self.sqlite.kv_items(namespace, user_id)
        rows = self.sqlite._execute(
            "SELECT key, value FROM kv WHERE namespace = ? AND user_id = ? ORDER BY updated_at", (namespace, user_id))
        return [(r[0], r[1]) for r in rows]

    def keys_with_item(self, namespace: str, user_id: str, item_id: str, *, other_than: str) -> list[str]:
        """Keys other than ``other_than`` whose JSON value names ``item_id`` (``$.item_id``)."""
        if hasattr(self.sqlite, "kv_keys_with_item"):
            return self.sqlite.kv_keys_with_item(
                namespace, user_id, item_id, other_than=other_than)
        rows = self.sqlite._execute(
            "SELECT key FROM kv WHERE namespace = ? AND user_id = ? AND key != ? "
            "AND json_extract(value, '$.item_id') = ?", (namespace, user_id, other_than, item_id))
        return [r[0] for r in rows]

    def put(self, namespace: str, key: str, user_id: str, value: str, now: datetime) -> None:
        if hasattr(self.sqlite, "kv_put"):
            return self.sqlite.kv_put(namespace, key, user_id, value, now)
        with self.sqlite.transaction(now) as tx:
            tx.conn.execute(
                "INSERT OR REPLACE INTO kv (namespace, key, user_id, value, updated_at) VALUES (?,?,?,?,?)",
                (namespace, key, user_id, value, now.isoformat()))

    def delete(self, namespace: str, key: str, user_id: str, now: datetime) -> None:
        if hasattr(self.sqlite, "kv_delete"):
            return self.sqlite.kv_delete(namespace, key, user_id, now)
        with self.sqlite.transaction(now) as tx:
            tx.conn.execute("DELETE FROM kv WHERE namespace = ? AND key = ? AND user_id = ?", (namespace, key, user_id))

    @staticmethod
    def drop_item_refs(tx: Any, user_id: str, item_id: str) -> int:
        """Inside a ``forget`` transaction ``tx``: every key of this user (any namespace) whose value names
        ``item_id``, with its extra fields, goes with the item (issue 12: the adapter's extras must not outlive the
        item)."""
        if hasattr(tx, "drop_item_refs"):  # PostgreSQL: the transaction has its own statements (merge-rest)
            return int(tx.drop_item_refs(user_id, item_id))
        conn: sqlite3.Connection = tx.conn
        cur = conn.execute("DELETE FROM kv WHERE user_id = ? AND json_valid(value) "
                           "AND json_extract(value, '$.item_id') = ?", (user_id, item_id))
        return cur.rowcount
