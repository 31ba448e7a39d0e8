"""Records the knowledge base returns: document listings, version history and exact facts.

    >>> KBFact(key="X1 Pro", value="¥6999", doc_id="prices", version=1).value
    '¥6999'
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic import BaseModel, Field

__all__ = ["KBDocumentInfo", "KBFact", "KBVersion"]


class KBDocumentInfo(BaseModel):
    """One document as listed by ``kb.list()``."""

    doc_id: str
    title: str
    source: str | None = None
    version: int = Field(..., description="The current version (the one search answers from).")
    chunks: int = 0
    status: str = "active"
    created_at: datetime
    updated_at: datetime
    metadata: dict[str, Any] = Field(default_factory=dict)


class KBVersion(BaseModel):
    """One kept version of a document (``kb.history(doc_id)``), oldest first."""

    doc_id: str
    version: int
    title: str
    text: str
    content_hash: str
    chunks: int
    created_at: datetime
    reason: str = ""
    current: bool = False


class KBFact(BaseModel):
    """A stable key → value record (a price list row, a warranty term) answered by exact lookup."""

    key: str
    value: str
    doc_id: str
    version: int
    label: str | None = Field(None, description="What the value is, e.g. the table's value column header.")
    origin: str = Field("table", description="'table' (parsed from the document) or 'api' (kb.add_facts).")
    updated_at: datetime | None = None
