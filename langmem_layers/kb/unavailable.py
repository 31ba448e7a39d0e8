"""``mem.kb`` on a backend that has no built-in knowledge base yet (PostgreSQL): empty and read-only.

Searches find nothing and exact look-ups return None, so the read path works unchanged; the management verbs raise
:class:`~langmem_layers.errors.ReadOnlyKnowledgeBaseError` naming the way out (``kb_retriever=``).
"""

from __future__ import annotations

import builtins
from typing import Any

from langchain_core.documents import Document

from ..errors import DocumentNotFoundError, ReadOnlyKnowledgeBaseError
from .base import ReadOnlyKnowledgeBase
from .records import KBDocumentInfo, KBFact, KBVersion

__all__ = ["UnavailableKnowledgeBase"]


class UnavailableKnowledgeBase(ReadOnlyKnowledgeBase):
    """An empty, read-only knowledge base (the built-in KB is not implemented on this storage backend)."""

    def __init__(self, backend: str) -> None:
        self.backend = backend

    def _refuse(self, verb: str) -> ReadOnlyKnowledgeBaseError:
        return ReadOnlyKnowledgeBaseError(
            f"kb.{verb}() is not available: the built-in knowledge base is not implemented on the {self.backend} "
            "backend yet; open with kb_retriever= (any LangChain retriever) or keep the KB on the SQLite backend")

    def search(self, query: str, k: int = 5, filter: dict[str, Any] | None = None) -> builtins.list[Document]:
        return []

    def lookup(self, key: str) -> KBFact | None:
        return None

    def list(self) -> builtins.list[KBDocumentInfo]:
        return []

    def history(self, doc_id: str) -> builtins.list[KBVersion]:
        return []

    def get(self, doc_id: str, version: int | None = None) -> Document:
        raise DocumentNotFoundError(f"no knowledge-base document {doc_id!r}")
