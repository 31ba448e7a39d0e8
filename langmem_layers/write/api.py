"""Write-path verbs of :class:`~langmem_layers.LayeredMemory` (``remember``, ``sweep`` …), as a mixin.

Owned by the write path (issue 3); the facade inherits it.
"""

from __future__ import annotations

__all__ = ["WriteMixin"]


class WriteMixin:
    """remember / aremember, sweep / asweep, end_session / aend_session live here."""

    def _init_write(self) -> None:
        """Called once at the end of ``LayeredMemory.__init__``."""
