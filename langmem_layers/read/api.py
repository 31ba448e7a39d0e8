"""Read-path verbs of :class:`~langmem_layers.LayeredMemory` (``build_context`` …), as a mixin.

Owned by the read path (issue 4); the facade inherits it.
"""

from __future__ import annotations

__all__ = ["ReadMixin"]


class ReadMixin:
    """build_context / abuild_context live here."""

    def _init_read(self) -> None:
        """Called once at the end of ``LayeredMemory.__init__``."""
