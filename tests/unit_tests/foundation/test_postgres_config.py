"""PostgreSQL configuration without a server: typed errors that name the URL without its password."""

from __future__ import annotations

import sys

import pytest

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers._deps import resolve_location
from langmem_layers.errors import ConfigError, StoreError


def test_postgres_backend_needs_a_url():
    with pytest.raises(ConfigError, match="database_url"):
        MemoryConfig(backend="postgres")


def test_url_and_vectors_select_the_server_backends(tmp_path, monkeypatch):
    monkeypatch.delenv("LANGMEM_LAYERS_CHROMA_URL", raising=False)
    _, cfg = resolve_location("postgresql://app@db:5432/mem", MemoryConfig(), "http://chroma:8001")
    assert (cfg.backend, cfg.database_url, cfg.vector_backend, cfg.chroma_host, cfg.chroma_port) == (
        "postgres", "postgresql://app@db:5432/mem", "chroma-http", "chroma", 8001)
    with pytest.raises(ConfigError, match="Chroma server"):
        resolve_location("postgresql://app@db/mem", MemoryConfig(), None)
    path, cfg = resolve_location(tmp_path, MemoryConfig(), None)
    assert path == tmp_path and cfg.backend == "sqlite"


def test_unreachable_server_names_the_url_without_password(tmp_path):
    from langmem_layers.stores.postgres import PostgresUnavailableError

    config = MemoryConfig(backend="postgres", database_url="postgresql://app:s3cret@127.0.0.1:1/mem")
    with pytest.raises(PostgresUnavailableError) as info:
        LayeredMemory.open(tmp_path, config=config)
    assert "app:***@127.0.0.1:1/mem" in str(info.value) and "s3cret" not in str(info.value)
    assert isinstance(info.value, StoreError)


def test_missing_extra_is_a_typed_error(monkeypatch):
    from langmem_layers.stores.postgres import PostgresStore, PostgresUnavailableError

    monkeypatch.setitem(sys.modules, "psycopg_pool", None)
    with pytest.raises(PostgresUnavailableError, match=r"langmem-layers\[postgres\]"):
        PostgresStore("postgresql://app@127.0.0.1:1/mem")


def test_tsvector_and_tsquery_literals_quote_tokens():
    from langmem_layers.stores.postgres import tsquery_literal, tsvector_literal

    assert tsvector_literal(["咖啡", "it's", "咖啡"]) == "'咖啡':1,3 'it''s':2"
    assert tsquery_literal(["a\\b", "support group"]) == "'a\\\\b' | ('support' <-> 'group')"


def test_cli_migrate_on_a_directory(tmp_path, capsys):
    from langmem_layers.cli import main

    assert main(["--store", str(tmp_path / "s"), "migrate"]) == 0
    assert "schema version" in capsys.readouterr().out
