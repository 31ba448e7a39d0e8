"""Validation of :meth:`LayeredMemory.open`'s arguments (issue 14): wrong arguments fail *at open*, typed, with
what to do — not later, on the first write.

Accepted forms: ``path`` a directory (created when missing) or the store's SQLite file inside one; ``config`` a
:class:`~langmem_layers.MemoryConfig`, a dict of its fields or None; ``embeddings`` a LangChain ``Embeddings``,
a backend name (``"auto"`` | ``"e5"`` | ``"use"`` | ``"hashing"``, the CLI's spelling) or None::

    >>> import tempfile
    >>> path, config, emb = check_open_args(tempfile.mkdtemp(), {"window_max_turns": 12}, "hashing")
    >>> config.window_max_turns, type(emb).__name__
    (12, 'HashingEmbeddings')
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

from .config import MemoryConfig
from .embeddings import default_embeddings
from .errors import InvalidInputError, StoreNotWritableError, StorePathError

__all__ = ["EMBEDDING_BACKENDS", "check_open_args"]

EMBEDDING_BACKENDS = ("auto", "e5", "use", "hashing")


def check_config(config: Any) -> MemoryConfig:
    """A ``MemoryConfig`` from a config, a dict of its fields, or None (defaults)."""
    if config is None:
        return MemoryConfig()
    if isinstance(config, MemoryConfig):
        return config
    if isinstance(config, Mapping):
        return MemoryConfig(**dict(config))  # ConfigError names a bad or unknown field
    raise InvalidInputError(
        f"config must be a MemoryConfig or a dict of its fields, got {type(config).__name__}: "
        "LayeredMemory.open(path, config=MemoryConfig(window_max_turns=12)) or config={'window_max_turns': 12}")


def check_embeddings(embeddings: Any, config: MemoryConfig) -> Embeddings | None:
    """An ``Embeddings`` from an instance, a backend name, or None (the config's backend, loaded by the store)."""
    if embeddings is None:
        return None
    if isinstance(embeddings, str):
        if embeddings not in EMBEDDING_BACKENDS:
            raise InvalidInputError(
                f"unknown embedding backend {embeddings!r}: use one of {', '.join(EMBEDDING_BACKENDS)} "
                "or pass a LangChain Embeddings object")
        return default_embeddings(embeddings)
    if callable(getattr(embeddings, "embed_documents", None)) and callable(getattr(embeddings, "embed_query", None)):
        return embeddings
    raise InvalidInputError(
        f"embeddings must be a LangChain Embeddings (embed_documents / embed_query) or a backend name "
        f"({', '.join(EMBEDDING_BACKENDS)}), got {type(embeddings).__name__}")


def check_path(path: Any, config: MemoryConfig) -> Path:
    """The store directory: created when missing; the store's own SQLite file stands for its directory."""
    if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
        raise InvalidInputError(
            f"path must be a directory path (str or Path), got {type(path).__name__}: LayeredMemory.open('./.memory')")
    where = Path(path).expanduser()
    if where.is_file() and where.name == config.sqlite_filename:
        where = where.parent  # the store's database file: open its directory
    if where.exists() and not where.is_dir():
        raise StorePathError(
            f"{where} is a file, not a directory: a store is a directory (langmem-layers keeps "
            f"{config.sqlite_filename} and {config.chroma_dirname}/ inside it); pass a new or existing directory, "
            f"e.g. {where.parent / '.memory'}")
    try:
        where.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreNotWritableError(
            f"cannot create the store directory {where} ({exc.strerror or exc}): choose a directory you can write "
            "to (LayeredMemory.open(path) / langmem-layers --store PATH) or fix its permissions") from exc
    if not os.access(where, os.W_OK | os.X_OK):
        raise StoreNotWritableError(
            f"the store directory {where} is not writable: SQLite needs to write its database and journal there. "
            "Choose a writable directory (LayeredMemory.open(path) / langmem-layers --store PATH) or fix its "
            "permissions")
    return where


def is_database_url(path: Any) -> bool:
    """A ``postgresql://`` URL (the PostgreSQL backend): a location, not a directory."""
    return isinstance(path, str) and path.startswith(("postgresql://", "postgres://"))


def check_open_args(
    path: Any, config: Any, embeddings: Any,
) -> tuple[Path | str, MemoryConfig, Embeddings | None]:
    """Validate (and normalise) ``open()``'s path, config and embeddings; raise typed errors that say what to do.

    A ``postgresql://`` URL is returned as is (``_deps.resolve_location`` turns it into the PostgreSQL backend).
    """
    cfg = check_config(config)
    where: Path | str = path if is_database_url(path) else check_path(path, cfg)
    return where, cfg, check_embeddings(embeddings, cfg)
