"""Moved to :mod:`langmem_layers.lifecycle.service` (the lifecycle service composed by the facade); re-exported."""

from __future__ import annotations

from .service import LifecycleService

__all__ = ["LifecycleService"]
