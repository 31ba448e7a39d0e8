"""The shared store suite (``langmem_layers.testing.MemoryStoreTests``) against PostgreSQL: a fresh database per
test (tests/pg.py: skipped without a server locally, required when CI=true), its kv through ``KVStore``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from langmem_layers.stores.kv import KVStore
from langmem_layers.testing import MemoryStoreTests
from tests.pg import temp_database

pytestmark = pytest.mark.integration


class TestPostgresStore(MemoryStoreTests):
    @pytest.fixture
    def store(self) -> Iterator[Any]:
        from langmem_layers.stores.postgres import PostgresStore

        with temp_database() as url:
            store = PostgresStore(url)
            store.setup()
            try:
                yield store
            finally:
                store.close()

    @pytest.fixture
    def kv(self, store: Any) -> KVStore:
        return KVStore(store)  # delegates to the store's own kv statements
