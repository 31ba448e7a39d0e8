"""Fixtures shared by the write-path tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from langmem_layers import E5Embeddings, LayeredMemory, MemoryConfig
from tests.conftest import DAY0


@pytest.fixture(scope="module")
def e5_mem(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LayeredMemory]:
    """The default stack: e5 embeddings, so the e5 gate; one store per test module."""
    memory = LayeredMemory.open(tmp_path_factory.mktemp("e5") / "store", config=MemoryConfig(clock=lambda: DAY0),
                                embeddings=E5Embeddings())
    yield memory
    memory.close()
