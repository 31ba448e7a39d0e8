"""Errors of the knowledge-base layer, each a subclass of the library's typed tree (see ``langmem_layers.errors``).

::

    MemoryLayerError
    ├── InvalidInputError
    │   └── UnsupportedDocumentError   a file type the KB cannot read (names the extra to install)
    ├── NotFoundError
    │   └── DocumentNotFoundError      unknown (or deleted) document id
    └── ReadOnlyKnowledgeBaseError     write to a KB backed by the caller's own retriever
"""

from __future__ import annotations

from ..errors import InvalidInputError, MemoryLayerError, NotFoundError

__all__ = ["DocumentNotFoundError", "ReadOnlyKnowledgeBaseError", "UnsupportedDocumentError"]


class UnsupportedDocumentError(InvalidInputError):
    """The KB cannot read this input (unknown file type, missing optional loader, not a Document or path)."""


class DocumentNotFoundError(NotFoundError):
    """No document with this id is in the knowledge base (or it was deleted)."""


class ReadOnlyKnowledgeBaseError(MemoryLayerError):
    """The knowledge base is the caller's own ``BaseRetriever`` (``kb_retriever=``): langmem-layers only reads it."""
