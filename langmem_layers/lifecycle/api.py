"""Lifecycle verbs of :class:`~langmem_layers.LayeredMemory` (``sweep``, profile summary …), as a mixin.

Owned by the lifecycle work (issue 3 items 8–9); the facade inherits it.
"""

from __future__ import annotations

__all__ = ["LifecycleMixin"]


class LifecycleMixin:
    """sweep / asweep and the profile-summary hook live here."""

    def _init_lifecycle(self) -> None:
        """Called once at the end of ``LayeredMemory.__init__`` (register writer hooks here)."""
