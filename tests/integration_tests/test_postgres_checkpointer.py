"""LangGraph's checkpoint conformance suite on langgraph-checkpoint-postgres savers wrapped by the user-bound
checkpointer; thread ownership shared through the database; forget_user purges the user's threads there."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from langgraph.checkpoint.base import BaseCheckpointSaver

from langmem_layers.errors import AccessDeniedError
from langmem_layers.integrations import user_scope
from tests.pg import temp_database
from tests.unit_tests.integrations.test_checkpointer import ConfigUserSaver, _run_conformance, put

pytestmark = pytest.mark.integration
_TABLES = "checkpoints, checkpoint_blobs, checkpoint_writes, langmem_thread_owners"


@pytest.fixture
def pg_url() -> Iterator[str]:
    with temp_database() as url:
        yield url


def _clean(url: str) -> None:
    import psycopg
    with psycopg.connect(url, autocommit=True) as conn:
        if conn.execute("SELECT to_regclass('checkpoints')").fetchone()[0] is not None:
            conn.execute(f"TRUNCATE {_TABLES}")


async def test_conformance_sync_postgres_saver(pg_url: str) -> None:
    from langgraph.checkpoint.postgres import PostgresSaver

    from langmem_layers.integrations.postgres_checkpointer import PgThreadOwners
    from langmem_layers.stores.postgres_owners import connect_checkpoint_db

    async def make() -> AsyncIterator[BaseCheckpointSaver]:
        _clean(pg_url)
        conn = connect_checkpoint_db(pg_url)
        inner = PostgresSaver(conn)
        inner.setup()
        saver = ConfigUserSaver(inner, PgThreadOwners(pg_url))
        yield saver
        saver.close()
        conn.close()

    await _run_conformance("user-bound-postgres-sync", make)


async def test_conformance_async_postgres_saver(pg_url: str) -> None:
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver

    from langmem_layers.integrations.postgres_checkpointer import PgThreadOwners

    async def make() -> AsyncIterator[BaseCheckpointSaver]:
        _clean(pg_url)
        async with AsyncPostgresSaver.from_conn_string(pg_url) as inner:
            await inner.setup()
            saver = ConfigUserSaver(inner, PgThreadOwners(pg_url))
            yield saver
            saver.close()

    await _run_conformance("user-bound-postgres-async", make)


def test_owners_shared_across_replicas_and_forget_user_purges(pg_url: str, tmp_path) -> None:
    from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
    from langmem_layers.integrations.postgres_checkpointer import open_postgres_checkpointer

    one, two = open_postgres_checkpointer(pg_url), open_postgres_checkpointer(pg_url)  # two replicas
    try:
        put(one, "t-alice", "alice", x=1)
        put(one, "t-bob", "bob", x=2)
        with pytest.raises(AccessDeniedError):
            put(two, "t-alice", "bob", x=3)  # the binding made by the other replica holds
        assert two.threads("alice") == ["t-alice"]
        config = MemoryConfig(backend="postgres", database_url=pg_url)
        with LayeredMemory.open(tmp_path / "s", config=config, embeddings=HashingEmbeddings()) as mem:
            receipt = mem.forget_user("alice")
        assert receipt.other["checkpoint_threads"] == 1
        assert two.threads("alice") == [] and two.threads("bob") == ["t-bob"]
        with user_scope("alice"):
            assert two.get_tuple({"configurable": {"thread_id": "t-alice"}}) is None
    finally:
        one.close()
        two.close()
