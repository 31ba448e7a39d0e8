"""LangGraph checkpoints in PostgreSQL, bound to users: ``langgraph-checkpoint-postgres`` savers wrapped by
:class:`~langmem_layers.integrations.checkpointer.UserBoundCheckpointer`, thread bindings in the same database.

Every replica of an app shares the threads, their owners and the erasure::

    saver = open_postgres_checkpointer("postgresql://app@db:5432/mem")        # sync (PostgresSaver)
    async with aopen_postgres_checkpointer(url) as saver: ...                 # async (AsyncPostgresSaver)
    purge_user_pg_checkpoints(url, "alice")                                    # forget_user does this for you

Needs the ``postgres`` extra.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import Any

from ..errors import StoreError
from .checkpointer import OWNERS_TABLE, ThreadOwners, UserBoundCheckpointer

__all__ = ["PgThreadOwners", "aopen_postgres_checkpointer", "open_postgres_checkpointer",
           "purge_user_pg_checkpoints"]


def _connect(url: str) -> Any:
    from ..stores.postgres import PostgresUnavailableError, redact_url
    try:
        from psycopg import Connection
        from psycopg.rows import dict_row
    except ImportError as exc:
        raise PostgresUnavailableError(
            f"PostgreSQL checkpoints need the `postgres` extra: pip install 'langmem-layers[postgres]' ({exc})"
        ) from exc
    try:
        return Connection.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row,
                                  connect_timeout=5)
    except Exception as exc:
        raise PostgresUnavailableError(f"cannot connect to PostgreSQL at {redact_url(url)}: {exc}") from exc


class PgThreadOwners(ThreadOwners):
    """thread_id → user_id bindings in a PostgreSQL table (write-once: the first claim wins, across replicas)."""

    def __init__(self, url: str) -> None:
        import threading

        from ..stores.postgres import redact_url
        self.path = redact_url(url)
        self._lock = threading.Lock()
        self._pg = _connect(url)
        self._run(f"CREATE TABLE IF NOT EXISTS {OWNERS_TABLE} (thread_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, "
                  "created_at TEXT NOT NULL)")
        self._run(f"CREATE INDEX IF NOT EXISTS {OWNERS_TABLE}_user ON {OWNERS_TABLE}(user_id)")

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        import psycopg
        with self._lock:
            try:
                cur = self._pg.execute(sql.replace("?", "%s"), params)
                return [tuple(r.values()) for r in cur.fetchall()] if cur.description else []
            except psycopg.Error as exc:
                raise StoreError(f"thread-owner table failed: {exc}") from exc

    def claim(self, thread_id: str, user_id: str) -> str:
        self._run(f"INSERT INTO {OWNERS_TABLE} (thread_id, user_id, created_at) VALUES (?, ?, ?) "
                  "ON CONFLICT (thread_id) DO NOTHING", (thread_id, user_id, datetime.now(UTC).isoformat()))
        return self.owner(thread_id) or user_id

    def close(self) -> None:
        with self._lock:
            self._pg.close()


def open_postgres_checkpointer(url: str) -> UserBoundCheckpointer:
    """A user-bound ``PostgresSaver`` on ``url`` (tables set up). Call ``close()`` when done."""
    from langgraph.checkpoint.postgres import PostgresSaver

    conn = _connect(url)
    inner = PostgresSaver(conn)
    inner.setup()
    saver = UserBoundCheckpointer(inner, PgThreadOwners(url))
    saver._closers.append(conn.close)
    return saver


@asynccontextmanager
async def aopen_postgres_checkpointer(url: str) -> AsyncIterator[UserBoundCheckpointer]:
    """A user-bound ``AsyncPostgresSaver`` on ``url`` (tables set up), closed on exit."""
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

    async with AsyncPostgresSaver.from_conn_string(url) as inner:
        await inner.setup()
        saver = UserBoundCheckpointer(inner, PgThreadOwners(url))
        try:
            yield saver
        finally:
            saver.close()


def purge_user_pg_checkpoints(url: str, user_id: str) -> int:
    """Erase every checkpoint thread of ``user_id`` in the database at ``url``; returns the thread count."""
    saver = open_postgres_checkpointer(url)
    try:
        return saver.forget_user(user_id)
    finally:
        saver.close()
