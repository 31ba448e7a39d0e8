"""Knowledge-base layer of langmem-layers: organisation documents, hybrid search, versions, linkage.

``mem.kb`` is identical for every user and takes no ``user_id``; nothing a user says is written to it and its
text is never copied into personal memory (memories *link* to documents through ``linked_doc_id``).
"""

from ..errors import DocumentNotFoundError, ReadOnlyKnowledgeBaseError, UnsupportedDocumentError
from .base import BaseKnowledgeBase
from .knowledge_base import KnowledgeBase
from .records import KBDocumentInfo, KBFact, KBVersion
from .retriever import RetrieverKnowledgeBase

__all__ = [
    "BaseKnowledgeBase",
    "DocumentNotFoundError",
    "KBDocumentInfo",
    "KBFact",
    "KBVersion",
    "KnowledgeBase",
    "ReadOnlyKnowledgeBaseError",
    "RetrieverKnowledgeBase",
    "UnsupportedDocumentError",
]
