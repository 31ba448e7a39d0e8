"""Bring your own KB: any LangChain ``BaseRetriever`` stands in for the built-in knowledge base.

``LayeredMemory.open(path, kb_retriever=my_retriever)`` makes ``mem.kb`` a :class:`RetrieverKnowledgeBase`:
``search`` delegates to the retriever (``invoke``/``ainvoke``), results are shaped like the built-in KB's
(``doc_id``, ``version``, ``title``, ``section``, ``position``, ``chunk_id``, ``score`` …, defaults filled
from the retriever's own metadata), and every write raises :class:`ReadOnlyKnowledgeBaseError` — the
documents live in the caller's system, which langmem-layers never writes to.

    >>> from langchain_core.retrievers import BaseRetriever
    >>> from langchain_core.documents import Document
    >>> class Faq(BaseRetriever):
    ...     def _get_relevant_documents(self, query, *, run_manager=None):
    ...         return [Document("退货期限为七天。", metadata={"source": "faq.md"})]
    >>> kb = RetrieverKnowledgeBase(Faq())
    >>> kb.search("退货")[0].metadata["doc_id"]
    'faq.md'
"""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import Any

from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever

from ..errors import InvalidInputError, ReadOnlyKnowledgeBaseError
from ..text import clean_text
from .base import ReadOnlyKnowledgeBase
from .knowledge_base import MAX_QUERY_CHARS
from .records import KBDocumentInfo, KBFact, KBVersion

__all__ = ["RetrieverKnowledgeBase"]


def _shape(docs: Sequence[Document], k: int, filter: dict[str, Any] | None) -> builtins.list[Document]:
    """Copy, fill the KB metadata fields, apply the metadata filter, keep ``k``."""
    out: builtins.list[Document] = []
    for rank, doc in enumerate(docs):
        meta = dict(doc.metadata or {})
        doc_id = str(meta.get("doc_id") or meta.get("source") or doc.id or f"retrieved-{rank}")
        position = meta.get("position", meta.get("page", rank))
        meta = {"kind": "chunk", "version": 1, "title": meta.get("title") or doc_id, "section": "",
                **meta, "doc_id": doc_id, "position": position,
                "chunk_id": str(meta.get("chunk_id") or doc.id or f"{doc_id}:{position}"),
                "score": float(meta.get("score", 1.0 / (1 + rank))), "routes": ["retriever"]}
        meta.setdefault("scores", {"retriever_rank": rank})
        if filter and not all(meta.get(key) in (v if isinstance(v, list | tuple | set) else [v])
                              for key, v in filter.items()):
            continue
        out.append(Document(id=doc.id, page_content=doc.page_content, metadata=meta))
    return out[:k]


class RetrieverKnowledgeBase(ReadOnlyKnowledgeBase):
    """A read-only ``mem.kb`` backed by the caller's retriever."""

    def __init__(self, retriever: BaseRetriever) -> None:
        if not isinstance(retriever, BaseRetriever):
            raise InvalidInputError(f"kb_retriever must be a LangChain BaseRetriever, got {type(retriever).__name__}")
        self.retriever = retriever

    def _refuse(self, verb: str) -> ReadOnlyKnowledgeBaseError:
        return ReadOnlyKnowledgeBaseError(
            f"kb.{verb}() is not available: this LayeredMemory was opened with kb_retriever="
            f"{type(self.retriever).__name__}, so the knowledge base is the caller's own system and langmem-layers "
            "only searches it; manage those documents where the retriever reads them, or open without "
            "kb_retriever= to use the built-in KB")

    @staticmethod
    def _query(query: Any, k: Any) -> str | None:
        if not isinstance(query, str) or not clean_text(query) or not isinstance(k, int) or k <= 0:
            return None
        return clean_text(query)[:MAX_QUERY_CHARS]

    def search(self, query: str, k: int = 5, filter: dict[str, Any] | None = None) -> builtins.list[Document]:
        """The retriever's documents for ``query`` (its own order), shaped and filtered, at most ``k``."""
        text = self._query(query, k)
        return [] if text is None else _shape(self.retriever.invoke(text), k, filter)

    async def asearch(self, query: str, k: int = 5, filter: dict[str, Any] | None = None) -> builtins.list[Document]:
        text = self._query(query, k)
        return [] if text is None else _shape(await self.retriever.ainvoke(text), k, filter)

    def lookup(self, key: str) -> KBFact | None:
        """A retriever has no exact-fact table: always None (use ``search``)."""
        return None

    def get(self, doc_id: str, version: int | None = None) -> Document:
        raise self._refuse("get")

    def list(self) -> builtins.list[KBDocumentInfo]:
        raise self._refuse("list")

    def history(self, doc_id: str) -> builtins.list[KBVersion]:
        raise self._refuse("history")
