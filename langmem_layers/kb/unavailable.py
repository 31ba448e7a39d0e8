"""``mem.kb`` on a backend that has no built-in knowledge base yet (PostgreSQL): empty and read-only.

Searches find nothing and exact look-ups return None, so the read path works unchanged; the management verbs raise
:class:`~langmem_layers.errors.ReadOnlyKnowledgeBaseError` naming the way out (``kb_retriever=``).
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import Any

from langchain_core.documents import Document

from ..errors import DocumentNotFoundError, ReadOnlyKnowledgeBaseError
from .base import BaseKnowledgeBase, DocInput
from .records import KBDocumentInfo, KBFact, KBVersion

__all__ = ["UnavailableKnowledgeBase"]


class UnavailableKnowledgeBase(BaseKnowledgeBase):
    """An empty, read-only knowledge base (the built-in KB is not implemented on this storage backend)."""

    read_only = True

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

    def add_documents(self, docs: Sequence[DocInput] | DocInput) -> builtins.list[str]:
        raise self._refuse("add_documents")

    def update_document(self, doc_id: str, text: str, *, title: str | None = None,
                        metadata: dict[str, Any] | None = None) -> KBDocumentInfo:
        raise self._refuse("update_document")

    def delete_document(self, doc_id: str, *, purge: bool = False) -> None:
        raise self._refuse("delete_document")

    def add_facts(self, facts: dict[str, str], *, doc_id: str = "facts", title: str | None = None) -> int:
        raise self._refuse("add_facts")
