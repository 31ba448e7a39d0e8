"""Shared fixtures: offline, fast, no tracing."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

for _var in ("LANGSMITH_TRACING", "LANGCHAIN_TRACING_V2", "LANGCHAIN_TRACING", "LANGSMITH_API_KEY"):
    os.environ.pop(_var, None)
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig  # noqa: E402

DAY0 = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


@pytest.fixture
def day0() -> datetime:
    """A fixed 'now' (Monday 2026-01-05 09:00 UTC); add timedelta(days=n) to simulate days."""
    return DAY0


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    return tmp_path / "store"


@pytest.fixture
def mem(store_path: Path) -> Iterator[LayeredMemory]:
    """A LayeredMemory on a fresh directory with the deterministic hashing embedder.

    ``LANGMEM_LAYERS_TEST_BACKEND=postgres`` runs every test that uses it on a fresh PostgreSQL database instead.
    """
    with contextlib.ExitStack() as stack:
        config = MemoryConfig(clock=lambda: DAY0)
        if os.environ.get("LANGMEM_LAYERS_TEST_BACKEND") == "postgres":
            from tests.pg import temp_database
            url = stack.enter_context(temp_database())
            config = MemoryConfig(clock=lambda: DAY0, backend="postgres", database_url=url)
        memory = LayeredMemory.open(store_path, config=config, embeddings=HashingEmbeddings())
        yield memory
        with contextlib.suppress(Exception):  # a test may have closed it already
            memory.close()


# -- postgres track: the facade on each storage backend (PostgreSQL needs a server: see tests/pg.py) -------------
@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.integration)])
def mem_on_each_backend(request: pytest.FixtureRequest, store_path: Path) -> Iterator[LayeredMemory]:
    """Like ``mem``, once on SQLite and once on a fresh PostgreSQL database (embedded Chroma in both)."""
    from tests.pg import temp_database

    with contextlib.ExitStack() as stack:
        config = MemoryConfig(clock=lambda: DAY0)
        if request.param == "postgres":
            url = stack.enter_context(temp_database())
            config = MemoryConfig(clock=lambda: DAY0, backend="postgres", database_url=url)
        memory = LayeredMemory.open(store_path, config=config, embeddings=HashingEmbeddings())
        stack.callback(memory.close)
        yield memory
