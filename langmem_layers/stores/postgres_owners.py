"""The thread → user bindings of the user-bound checkpointer, in PostgreSQL (shared by every replica), and erasure.

The PostgreSQL counterpart of :mod:`langmem_layers.stores.checkpoints`. Write-once like the SQLite table
(:class:`~langmem_layers.stores.checkpoints.ThreadOwners`): the first claim of a thread wins, across processes
(``INSERT … ON CONFLICT DO NOTHING``). ``LayeredMemory.forget_user`` erases a user's threads through
:func:`purge_user_pg_checkpoints` without importing the LangGraph adapter
(``integrations.postgres_checkpointer``, which re-exports it).
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from typing import Any

from ..errors import StoreError
from .checkpoints import OWNERS_TABLE
from .postgres import PostgresUnavailableError, redact_url

__all__ = ["OWNERS_TABLE", "PgOwnersTable", "connect_checkpoint_db", "purge_user_pg_checkpoints"]


def connect_checkpoint_db(url: str) -> Any:
    """A psycopg connection as ``langgraph-checkpoint-postgres`` wants it (autocommit, dict rows)."""
    try:
        from psycopg import Connection  # noqa: PLC0415 (the optional 'postgres' extra)
        from psycopg.rows import dict_row  # noqa: PLC0415 (the optional 'postgres' extra)
    except ImportError as exc:
        raise PostgresUnavailableError(
            f"PostgreSQL checkpoints need the `postgres` extra: pip install 'langmem-layers[postgres]' ({exc})"
        ) from exc
    try:
        return Connection.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row,
                                  connect_timeout=5)
    except Exception as exc:
        raise PostgresUnavailableError(f"cannot connect to PostgreSQL at {redact_url(url)}: {exc}") from exc


class PgOwnersTable:
    """Named statements over the owners table on one connection."""

    def __init__(self, url: str) -> None:
        self.path = redact_url(url)
        self._lock = threading.Lock()
        self._conn = connect_checkpoint_db(url)
        self._run(f"CREATE TABLE IF NOT EXISTS {OWNERS_TABLE} (thread_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, "
                  "created_at TEXT NOT NULL)")
        self._run(f"CREATE INDEX IF NOT EXISTS {OWNERS_TABLE}_user ON {OWNERS_TABLE}(user_id)")

    def _run(self, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
        import psycopg  # noqa: PLC0415 (the optional 'postgres' extra)
        with self._lock:
            try:
                cur = self._conn.execute(sql, params)
                return [tuple(r.values()) for r in cur.fetchall()] if cur.description else []
            except psycopg.Error as exc:
                raise StoreError(f"thread-owner table failed ({self.path}): {exc}") from exc

    def owner(self, thread_id: str) -> str | None:
        rows = self._run(f"SELECT user_id FROM {OWNERS_TABLE} WHERE thread_id = %s", (thread_id,))
        return rows[0][0] if rows else None

    def claim(self, thread_id: str, user_id: str) -> str:
        self._run(f"INSERT INTO {OWNERS_TABLE} (thread_id, user_id, created_at) VALUES (%s, %s, %s) "
                  "ON CONFLICT (thread_id) DO NOTHING", (thread_id, user_id, datetime.now(UTC).isoformat()))
        return self.owner(thread_id) or user_id

    def threads(self, user_id: str) -> list[str]:
        return [r[0] for r in self._run(
            f"SELECT thread_id FROM {OWNERS_TABLE} WHERE user_id = %s ORDER BY created_at", (user_id,))]

    def release(self, thread_id: str) -> None:
        self._run(f"DELETE FROM {OWNERS_TABLE} WHERE thread_id = %s", (thread_id,))

    def close(self) -> None:
        with self._lock:
            self._conn.close()


def purge_user_pg_checkpoints(url: str, user_id: str) -> int:
    """Erase every checkpoint thread of ``user_id`` in the database at ``url``; returns the thread count."""
    from langgraph.checkpoint.postgres import PostgresSaver  # noqa: PLC0415 (the optional 'postgres' extra)

    conn = connect_checkpoint_db(url)
    owners: PgOwnersTable | None = None
    try:
        saver = PostgresSaver(conn)
        saver.setup()
        owners = PgOwnersTable(url)
        threads = owners.threads(user_id)
        for thread in threads:
            saver.delete_thread(thread)
            owners.release(thread)
        return len(threads)
    finally:
        if owners is not None:
            owners.close()
        conn.close()
