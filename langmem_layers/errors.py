"""Typed errors of langmem-layers.

Every error the library raises on purpose is a subclass of :class:`MemoryLayerError`,
so callers can catch one type. Driver errors (sqlite3, chromadb) are mapped at the store
boundary with ``raise … from exc``. Messages say what went wrong *and* what to do.

::

    MemoryLayerError
    ├── InvalidInputError            bad argument from the caller (also a ValueError)
    │   ├── InvalidUserIdError       empty / malformed user_id
    │   ├── InvalidContentError      empty, oversized or NUL-carrying content
    │   ├── InvalidEnumError         unknown memory type or status
    │   └── UnsupportedDocumentError a file type the KB cannot read (names the extra to install)
    ├── ConfigError                  MemoryConfig validation (also a ValueError)
    ├── NotFoundError                unknown id — or another user's id (also a KeyError)
    │   ├── ItemNotFoundError
    │   └── DocumentNotFoundError    unknown (or deleted) knowledge-base document id
    ├── StoreError                   storage layer failures
    │   ├── StoreCorruptError        the database file is not a valid store
    │   ├── StorePathError           the store path is a file, not a directory (also an InvalidInputError)
    │   ├── StoreNotWritableError    the store directory cannot be written (also a PermissionError)
    │   ├── SchemaVersionError       the store was written by a newer langmem-layers
    │   └── VectorStoreError         Chroma failed (the outbox keeps the write)
    ├── EmbeddingError               no embedding backend could be loaded / used
    ├── StateSchemaError             a LangGraph state without the memory keys (the fix is in the message)
    ├── AccessDeniedError            a thread or namespace owned by another user
    ├── ReadOnlyKnowledgeBaseError   a write to a KB backed by the caller's own retriever
    └── ExtractionError              an extractor failed (never raised into a turn)
"""

from __future__ import annotations

__all__ = [
    "AccessDeniedError",
    "ConfigError",
    "DocumentNotFoundError",
    "EmbeddingError",
    "ExtractionError",
    "InvalidContentError",
    "InvalidEnumError",
    "InvalidInputError",
    "InvalidUserIdError",
    "ItemNotFoundError",
    "MemoryLayerError",
    "NotFoundError",
    "ReadOnlyKnowledgeBaseError",
    "SchemaVersionError",
    "StateSchemaError",
    "StoreCorruptError",
    "StoreError",
    "StoreNotWritableError",
    "StorePathError",
    "UnsupportedDocumentError",
    "VectorStoreError",
]


class MemoryLayerError(Exception):
    """Root of every error langmem-layers raises on purpose."""


class InvalidInputError(MemoryLayerError, ValueError):
    """An argument the caller passed is not acceptable."""


class InvalidUserIdError(InvalidInputError):
    """``user_id`` is empty, whitespace, too long or contains control characters."""


class InvalidContentError(InvalidInputError):
    """Memory content is empty, too large or contains NUL bytes."""


class InvalidEnumError(InvalidInputError):
    """A memory type or status that the library does not know."""


class ConfigError(MemoryLayerError, ValueError):
    """A :class:`~langmem_layers.MemoryConfig` value is out of range."""


class NotFoundError(MemoryLayerError, KeyError):
    """Something with this id does not exist *for this user*."""

    def __str__(self) -> str:  # KeyError quotes its message; keep it readable
        return str(self.args[0]) if self.args else "not found"


class ItemNotFoundError(NotFoundError):
    """No memory item with this id belongs to this user (another user's id looks the same)."""


class StoreError(MemoryLayerError):
    """The storage layer failed."""


class StoreCorruptError(StoreError):
    """The database file exists but is not a readable langmem-layers store."""


class StorePathError(StoreError, InvalidInputError):
    """The store path exists but is not a directory."""


class StoreNotWritableError(StoreError, PermissionError):
    """The store directory cannot be created or written (read-only directory or file system)."""


class SchemaVersionError(StoreError):
    """The store was created by a newer version of langmem-layers than this one."""


class VectorStoreError(StoreError):
    """The vector store failed; SQLite keeps the write and the outbox retries it."""


class EmbeddingError(MemoryLayerError):
    """No embedding backend could be loaded, or it returned unusable vectors."""


class AccessDeniedError(MemoryLayerError, PermissionError):
    """A resource (thread, namespace) belongs to another user."""


class ExtractionError(MemoryLayerError):
    """A memory extractor failed. The write pipeline catches it and reports a skip."""


class UnsupportedDocumentError(InvalidInputError):
    """The KB cannot read this input (unknown file type, missing optional loader, not a Document or path)."""


class DocumentNotFoundError(NotFoundError):
    """No document with this id is in the knowledge base (or it was deleted)."""


class ReadOnlyKnowledgeBaseError(MemoryLayerError):
    """The knowledge base is the caller's own ``BaseRetriever`` (``kb_retriever=``): langmem-layers only reads it."""


class StateSchemaError(MemoryLayerError, TypeError):
    """A graph's state does not declare the keys a memory node writes (LangGraph would drop them silently)."""
