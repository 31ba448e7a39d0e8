"""The knowledge base of one store (``mem.kb``), chosen once when the store is opened.

``mem.kb`` is the built-in :class:`~langmem_layers.kb.KnowledgeBase` (on the store's database — SQLite or
PostgreSQL — with its own Chroma collection), or a read-only :class:`~langmem_layers.kb.RetrieverKnowledgeBase` when
the store was opened with ``kb_retriever=``.
"""

from __future__ import annotations

from typing import Any

from .._deps import Deps
from .base import BaseKnowledgeBase
from .knowledge_base import KnowledgeBase
from .retriever import RetrieverKnowledgeBase

__all__ = ["open_knowledge_base"]


def open_knowledge_base(deps: Deps, kb_retriever: Any = None) -> BaseKnowledgeBase:
    """The caller's retriever (read-only) when given, else the built-in KB over ``deps``' stores."""
    if kb_retriever is not None:
        return RetrieverKnowledgeBase(kb_retriever)
    return KnowledgeBase(deps)
