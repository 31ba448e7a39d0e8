"""The storage contract of the built-in knowledge base: what :class:`~langmem_layers.kb.KnowledgeBase` asks of the
rows under it (documents, kept versions, chunks with their keyword rows, exact facts). Vectors are not here: they
live in the KB's own collection of the store's vector index, as for memories.

Two implementations pass the same suite (``langmem_layers.testing.KnowledgeBaseTests``):
:class:`~langmem_layers.kb.store.KBStore` on SQLite (FTS5) and
:class:`~langmem_layers.kb.store_postgres.PostgresKBStore` on PostgreSQL (``tsvector`` + GIN);
:func:`kb_storage_for` picks the one of the memory store::

    >>> import tempfile
    >>> from pathlib import Path
    >>> from langmem_layers.stores.sqlite import SQLiteStore
    >>> store = SQLiteStore(Path(tempfile.mkdtemp()) / "m.sqlite3"); store.setup()
    >>> type(kb_storage_for(store)).__name__, kb_storage_for(store).chunk_count()
    ('KBStore', 0)
    >>> store.close()

Writes take the memory store's open transaction (``tx``, a :class:`~langmem_layers.stores.base.Transaction`), so a
document's flip and the review flags of the memories linked to it commit together. Nothing takes a ``user_id``: the
KB is the organisation's, the same for everyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .chunking import Chunk
    from .records import KBDocumentInfo, KBFact, KBVersion
    from .store import ChunkRow

__all__ = ["KBStorage", "kb_storage_for"]

#: A table fact as parsed from a document: ``(key, value, label)``.
Fact = tuple[str, str, "str | None"]


@runtime_checkable
class KBStorage(Protocol):
    """Documents, versions, chunks (+ keyword rows) and facts of the KB. ``document()`` rows are
    ``(doc_id, title, source, current_version, status, content_hash, created_at, updated_at, metadata_json)``."""

    # -- writes, inside the memory store's transaction ``tx``
    def write_lock(self) -> AbstractContextManager[None]:
        """Held around one whole document write (read version → stage → flip → clean up); may be a no-op."""

    def insert_chunks(self, tx: Any, doc_id: str, version: int, chunks: Sequence[Chunk], index_texts: Sequence[str],
                      langs: Sequence[str], vectors: Sequence[Sequence[float]], model: str) -> list[str]:
        """Stage the chunks (and keyword rows) of a version that is not current yet; returns their chunk ids."""

    def flip(self, tx: Any, *, doc_id: str, version: int, title: str, source: str | None, text: str,
             content_hash: str, chunks: int, reason: str, metadata: dict[str, Any], facts: Sequence[Fact],
             now: datetime) -> None:
        """Make ``version`` the one that answers: document row, kept version, table facts."""

    def put_facts(self, tx: Any, doc_id: str, version: int, facts: Sequence[Fact], *, origin: str,
                  now: datetime) -> int:
        """Insert or replace exact facts of a document; returns how many were stored."""

    def mark_deleted(self, tx: Any, doc_id: str, now: datetime) -> None:
        """Take a document out of search (its facts go; its kept versions stay)."""

    def purge(self, tx: Any, doc_id: str) -> None:
        """Drop a document's kept versions and its row."""

    def delete_chunks(self, tx: Any, doc_id: str, *, keep_version: int | None = None,
                      only_version: int | None = None) -> list[str]:
        """Delete chunk rows with their keyword rows (all, all but one version, or one version); their ids."""

    def document_state(self, tx: Any, doc_id: str) -> tuple[int, str] | None:
        """``(current_version, status)`` read inside the transaction."""

    def set_chunk_vectors(self, tx: Any, model: str, vectors: Sequence[tuple[int, bytes]]) -> None:
        """Store ``(seq, float32 bytes)`` vectors of ``model`` on their chunks."""

    # -- reads (one statement each: a consistent snapshot)
    def document(self, doc_id: str) -> tuple[Any, ...] | None: ...

    def documents(self, *, include_deleted: bool = False) -> list[KBDocumentInfo]: ...

    def versions(self, doc_id: str) -> list[KBVersion]: ...

    def stale_chunk_ids(self) -> list[str]:
        """Chunks of superseded versions or deleted documents (left by an interrupted write)."""

    def chunk_ids_for_model(self, model: str) -> set[str]: ...

    def chunks_needing_embedding(self, model: str, limit: int) -> list[tuple[int, str, str, str, str]]:
        """``(seq, chunk_id, text, section, title)`` of current chunks without a vector of ``model``."""

    def chunks_by_id(self, chunk_ids: Sequence[str]) -> list[tuple[int, str, str, str, str]]: ...

    def candidates(self, tokens: Sequence[str], vector_ids: Sequence[str], keyword_limit: int,
                   filter: dict[str, Any] | None = None) -> list[ChunkRow]:
        """Current chunks found by the keyword index (BM25, best ``keyword_limit``) or named by the vector route,
        read in ONE statement (so never two versions of a document at once)."""

    def token_doc_counts(self, tokens: Sequence[str]) -> dict[str, int]:
        """How many chunk rows contain each token."""

    def chunk_count(self) -> int: ...

    def facts(self, *, doc_id: str | None = None, key: str | None = None, within: str | None = None,
              limit: int = 1000) -> list[KBFact]: ...

    def table_counts(self) -> dict[str, int]: ...


def kb_storage_for(store: Any) -> KBStorage:
    """The KB storage on the memory store's own database (its backend decides)."""
    if getattr(store, "backend", "sqlite") == "postgres":
        from .store_postgres import PostgresKBStore  # noqa: PLC0415 (psycopg only when the backend is used)
        return PostgresKBStore(store)
    from .store import KBStore  # noqa: PLC0415 (keeps the contract module free of the implementations)
    return KBStore(store)
