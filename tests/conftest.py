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
    """A LayeredMemory on a fresh directory with the deterministic hashing embedder."""
    memory = LayeredMemory.open(store_path, config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    yield memory
    with contextlib.suppress(Exception):  # a test may have closed it already
        memory.close()
