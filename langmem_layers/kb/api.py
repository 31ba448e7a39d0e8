"""The knowledge-base accessor of :class:`~langmem_layers.LayeredMemory` (``mem.kb``), as a mixin.

Owned by the knowledge-base layer (issue 5); the facade inherits it.
"""

from __future__ import annotations

__all__ = ["KBMixin"]


class KBMixin:
    """``kb`` (the KnowledgeBase of this store) lives here."""

    def _init_kb(self) -> None:
        """Called once at the end of ``LayeredMemory.__init__``."""
