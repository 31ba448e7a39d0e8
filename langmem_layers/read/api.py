"""Moved to :mod:`langmem_layers.read.service` (the read service composed by the facade); re-exported here."""

from __future__ import annotations

from .service import (
    DEFAULT_KB_K,
    DEFAULT_SESSION_ID,
    MIN_BUDGET_TOKENS,
    SUMMARY_MAX_TOKENS,
    SUMMARY_MESSAGE_NAMES,
    SUMMARY_SHARE,
    ReadService,
)

__all__ = [
    "DEFAULT_KB_K",
    "DEFAULT_SESSION_ID",
    "MIN_BUDGET_TOKENS",
    "SUMMARY_MAX_TOKENS",
    "SUMMARY_MESSAGE_NAMES",
    "SUMMARY_SHARE",
    "ReadService",
]
