"""A throwaway PostgreSQL database per test (``langmem_layers_test_<random>``), dropped afterwards.

The server comes from ``$LANGMEM_LAYERS_TEST_PG`` (default ``postgresql://postgres@127.0.0.1:5432/postgres``).
No server: the test is skipped locally, and fails when ``CI=true`` (``.ci/run`` must run these tests).
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit, urlunsplit

import pytest

ADMIN_URL = os.environ.get("LANGMEM_LAYERS_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def chroma_url() -> str:
    """``$LANGMEM_LAYERS_CHROMA_URL`` (a ``chroma run`` server): skipped locally without it, required when CI=true."""
    url = os.environ.get("LANGMEM_LAYERS_CHROMA_URL", "")
    if not url:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("LANGMEM_LAYERS_CHROMA_URL is required in CI (.ci/run starts `chroma run`)")
        pytest.skip("set LANGMEM_LAYERS_CHROMA_URL (.ci/run starts `chroma run`)")
    return url


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"PostgreSQL is required in CI: {reason}")
    pytest.skip(f"no PostgreSQL server: {reason}")


@contextmanager
def temp_database() -> Iterator[str]:
    """Create a fresh database and yield its URL; drop it (closing other sessions) at the end."""
    try:
        import psycopg
    except ImportError:
        _unavailable("psycopg is not installed (extra `postgres`)")
        raise
    name = "langmem_layers_test_" + uuid.uuid4().hex[:12]
    try:
        with psycopg.connect(ADMIN_URL, autocommit=True, connect_timeout=3) as conn:
            conn.execute(f"CREATE DATABASE {name}")
    except psycopg.OperationalError as exc:
        _unavailable(str(exc).strip().splitlines()[0] if str(exc).strip() else repr(exc))
    parts = urlsplit(ADMIN_URL)
    try:
        yield urlunsplit(parts._replace(path="/" + name))
    finally:
        with psycopg.connect(ADMIN_URL, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
