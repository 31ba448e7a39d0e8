"""LangGraph checkpoints in PostgreSQL, bound to users: ``langgraph-checkpoint-postgres`` savers wrapped by
:class:`~langmem_layers.integrations.checkpointer.UserBoundCheckpointer`, thread bindings in the same database.

Every replica of an app shares the threads, their owners and the erasure::

    saver = open_postgres_checkpointer("postgresql://app@db:5432/mem")        # sync (PostgresSaver)
    async with aopen_postgres_checkpointer(url) as saver: ...                 # async (AsyncPostgresSaver)
    purge_user_pg_checkpoints(url, "alice")                                    # forget_user does this for you

Needs the ``postgres`` extra.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from ..stores.postgres_owners import PgOwnersTable, connect_checkpoint_db, purge_user_pg_checkpoints
from .checkpointer import ThreadOwners, UserBoundCheckpointer

__all__ = ["PgThreadOwners", "aopen_postgres_checkpointer", "open_postgres_checkpointer",
           "purge_user_pg_checkpoints"]


class PgThreadOwners(ThreadOwners):
    """thread_id → user_id bindings in PostgreSQL (write-once: the first claim wins, across replicas)."""

    def __init__(self, url: str) -> None:
        self.table = PgOwnersTable(url)
        self.path = self.table.path

    def owner(self, thread_id: str) -> str | None:
        return self.table.owner(thread_id)

    def claim(self, thread_id: str, user_id: str) -> str:
        return self.table.claim(thread_id, user_id)

    def threads(self, user_id: str) -> list[str]:
        return self.table.threads(user_id)

    def release(self, thread_id: str) -> None:
        self.table.release(thread_id)

    def close(self) -> None:
        self.table.close()


def open_postgres_checkpointer(url: str) -> UserBoundCheckpointer:
    """A user-bound ``PostgresSaver`` on ``url`` (tables set up). Call ``close()`` when done."""
    from langgraph.checkpoint.postgres import PostgresSaver  # noqa: PLC0415 (the optional 'postgres' extra)

    conn = connect_checkpoint_db(url)
    inner = PostgresSaver(conn)
    inner.setup()
    saver = UserBoundCheckpointer(inner, PgThreadOwners(url))
    saver._closers.append(conn.close)
    return saver


@asynccontextmanager
async def aopen_postgres_checkpointer(url: str) -> AsyncIterator[UserBoundCheckpointer]:
    """A user-bound ``AsyncPostgresSaver`` on ``url`` (tables set up), closed on exit."""
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver  # noqa: PLC0415 (the optional 'postgres' extra)

    async with AsyncPostgresSaver.from_conn_string(url) as inner:
        await inner.setup()
        saver = UserBoundCheckpointer(inner, PgThreadOwners(url))
        try:
            yield saver
        finally:
            saver.close()
