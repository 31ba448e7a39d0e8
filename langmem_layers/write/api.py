"""Moved to :mod:`langmem_layers.write.service` (the write service composed by the facade); re-exported here."""

from __future__ import annotations

from .service import WriteService

__all__ = ["WriteService"]
