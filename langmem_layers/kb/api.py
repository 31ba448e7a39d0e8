"""The knowledge-base accessor of :class:`~langmem_layers.LayeredMemory` (``mem.kb``), as a mixin.

``mem.kb`` is the built-in :class:`~langmem_layers.kb.KnowledgeBase` (SQLite + its own Chroma collection), or a
read-only :class:`~langmem_layers.kb.RetrieverKnowledgeBase` when the store was opened with ``kb_retriever=``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import BaseKnowledgeBase

if TYPE_CHECKING:
    from ..memory import LayeredMemory

__all__ = ["KBMixin"]


class KBMixin:
    """``kb`` (the KnowledgeBase of this store) lives here."""

    kb: BaseKnowledgeBase

    def _init_kb(self: LayeredMemory) -> None:  # type: ignore[misc]
        """Called once at the end of ``LayeredMemory.__init__``."""
        if self.kb_retriever is not None:
            from .retriever import RetrieverKnowledgeBase

            self.kb = RetrieverKnowledgeBase(self.kb_retriever)
        else:
            from .knowledge_base import KnowledgeBase

            self.kb = KnowledgeBase(self)
