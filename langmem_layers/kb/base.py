"""The knowledge-base contract shared by the built-in KB and a caller's own retriever.

Concrete KBs implement the sync verbs; the async twins here run the same core in a worker thread (SQLite and
Chroma are synchronous). :meth:`BaseKnowledgeBase.refresh_linked` is the read-path hook for memories that
point at KB content: the KB is searched again, so the *current* document text is shown beside the memory and
wins where they disagree.
"""

from __future__ import annotations

import asyncio
import builtins
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from langchain_core.documents import Document

from ..errors import ReadOnlyKnowledgeBaseError
from ..records import MemoryItem, RecallHit
from .records import KBDocumentInfo, KBFact, KBVersion

__all__ = ["REFRESH_K", "BaseKnowledgeBase", "DocInput", "ReadOnlyKnowledgeBase"]

#: Chunks returned by :meth:`BaseKnowledgeBase.refresh_linked` per memory.
REFRESH_K = 3

DocInput = Document | str | Path


class BaseKnowledgeBase:
    """``mem.kb``: search (always), and documents/facts management (built-in KB only). No verb takes a user id."""

    read_only: bool = False

    # -- verbs every KB implements ----------------------------------------------------------------------
    def search(self, query: str, k: int = 5, filter: dict[str, Any] | None = None) -> builtins.list[Document]:
        """Best ``k`` chunks for ``query`` (``filter``: metadata equality, a list value means any of)."""
        raise NotImplementedError

    def lookup(self, key: str) -> KBFact | None:
        """The exact fact stored under ``key`` (price list row, warranty term …), or None."""
        raise NotImplementedError

    def add_documents(self, docs: Sequence[DocInput] | DocInput) -> builtins.list[str]:
        """Ingest LangChain ``Document``s or file paths; returns their document ids."""
        raise NotImplementedError

    def update_document(self, doc_id: str, text: str, *, title: str | None = None,
                        metadata: dict[str, Any] | None = None) -> KBDocumentInfo:
        """Replace a document's text with a new version (old chunks leave the index atomically)."""
        raise NotImplementedError

    def delete_document(self, doc_id: str, *, purge: bool = False) -> None:
        """Remove a document from search (``purge`` also drops its kept history)."""
        raise NotImplementedError

    def get(self, doc_id: str, version: int | None = None) -> Document:
        """A document's full text (the current version unless ``version`` names a kept one)."""
        raise NotImplementedError

    def list(self) -> builtins.list[KBDocumentInfo]:
        """Every active document."""
        raise NotImplementedError

    def history(self, doc_id: str) -> builtins.list[KBVersion]:
        """Every kept version of a document, oldest first."""
        raise NotImplementedError

    def add_facts(self, facts: dict[str, str], *, doc_id: str = "facts", title: str | None = None) -> int:
        """Store exact key → value facts under a document; returns how many were stored."""
        raise NotImplementedError

    # -- shared read-path hook ----------------------------------------------------------------------------
    def refresh_linked(self, item: MemoryItem | RecallHit, k: int = REFRESH_K) -> builtins.list[Document]:
        """Search the KB again for a memory that refers to KB content (``linked_doc_id``); the KB is the authority.

        Returns the current chunks of the linked document that best match the memory's text (or, when that
        document is gone or has no match, the best chunks of the whole KB). An unlinked item returns ``[]``.
        Each result carries ``metadata["linked_item_id"]`` and ``metadata["authority"] == "kb"``. Nothing is
        written: the memory keeps its own words, the reader shows both.
        """
        memory = item.item if isinstance(item, RecallHit) else item
        if not memory.linked_doc_id:
            return []
        docs = self.search(memory.content, k=k, filter={"doc_id": memory.linked_doc_id})
        docs = [d for d in docs if d.metadata.get("kind") != "fact"] or self.search(memory.content, k=k)
        for doc in docs:
            doc.metadata.update({"linked_item_id": memory.id, "linked_doc_id": memory.linked_doc_id,
                                 "authority": "kb"})
        return docs

    # -- async twins -----------------------------------------------------------------------------------
    async def asearch(self, query: str, k: int = 5, filter: dict[str, Any] | None = None) -> builtins.list[Document]:
        return await asyncio.to_thread(self.search, query, k, filter)

    async def alookup(self, key: str) -> KBFact | None:
        return await asyncio.to_thread(self.lookup, key)

    async def aadd_documents(self, docs: Sequence[DocInput] | DocInput) -> builtins.list[str]:
        return await asyncio.to_thread(self.add_documents, docs)

    async def aupdate_document(self, doc_id: str, text: str, *, title: str | None = None,
                               metadata: dict[str, Any] | None = None) -> KBDocumentInfo:
        return await asyncio.to_thread(self.update_document, doc_id, text, title=title, metadata=metadata)

    async def adelete_document(self, doc_id: str, *, purge: bool = False) -> None:
        await asyncio.to_thread(self.delete_document, doc_id, purge=purge)

    async def aget(self, doc_id: str, version: int | None = None) -> Document:
        return await asyncio.to_thread(self.get, doc_id, version)

    async def alist(self) -> builtins.list[KBDocumentInfo]:
        return await asyncio.to_thread(self.list)

    async def ahistory(self, doc_id: str) -> builtins.list[KBVersion]:
        return await asyncio.to_thread(self.history, doc_id)

    async def aadd_facts(self, facts: dict[str, str], *, doc_id: str = "facts", title: str | None = None) -> int:
        return await asyncio.to_thread(self.add_facts, facts, doc_id=doc_id, title=title)

    async def arefresh_linked(self, item: MemoryItem | RecallHit, k: int = REFRESH_K) -> builtins.list[Document]:
        return await asyncio.to_thread(self.refresh_linked, item, k)


class ReadOnlyKnowledgeBase(BaseKnowledgeBase):
    """A knowledge base langmem-layers only reads (a caller's retriever, a backend without the built-in KB): every
    write raises the error :meth:`_refuse` builds, which says why and what to do instead."""

    read_only = True

    def _refuse(self, verb: str) -> ReadOnlyKnowledgeBaseError:  # pragma: no cover - overridden
        return ReadOnlyKnowledgeBaseError(f"kb.{verb}() is not available: this knowledge base is read-only")

    def add_documents(self, docs: Sequence[DocInput] | DocInput) -> builtins.list[str]:
        raise self._refuse("add_documents")

    def update_document(self, doc_id: str, text: str, *, title: str | None = None,
                        metadata: dict[str, Any] | None = None) -> KBDocumentInfo:
        raise self._refuse("update_document")

    def delete_document(self, doc_id: str, *, purge: bool = False) -> None:
        raise self._refuse("delete_document")

    def add_facts(self, facts: dict[str, str], *, doc_id: str = "facts", title: str | None = None) -> int:
        raise self._refuse("add_facts")
