"""Chroma as the vector index (never the source of truth).

* Vectors are passed explicitly (``embeddings=`` / ``query_embeddings=``); no embedding function is
  registered, so a collection reopens in any process and nothing is ever downloaded.
* One collection per *(kind, embedding model)*: queries can only compare vectors of the current model.
* Every vector carries ``user_id``, ``status``, ``type`` and ``embed_model`` metadata and every query filters
  on ``user_id``. No document text is stored in Chroma — erasing SQLite rows erases the text.
* Embedded Chroma writes freed process memory into the unused slots of its HNSW files (Chroma issue #7688); after
  every write the slots are zeroed (:mod:`.hnsw_files`), so no erased text survives there.

Embedded (``chromadb.PersistentClient``) by default; ``chroma-http`` talks to a ``chroma run`` server.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Any

from ..errors import VectorStoreError
from .hnsw_files import HnswFileScrubber

__all__ = ["ChromaIndex", "collection_name"]


def collection_name(kind: str, model_id: str) -> str:
    """``kind_<hash of model>`` — valid for Chroma (3–512 chars of [a-zA-Z0-9_-])."""
    return f"{kind}_{hashlib.sha1(model_id.encode('utf-8')).hexdigest()[:16]}"


@contextmanager
def _map_chroma_errors(what: str) -> Iterator[None]:
    """Any driver error raised inside becomes :class:`VectorStoreError` ("<what>: <driver message>"), chained."""
    try:
        yield
    except VectorStoreError:
        raise
    except Exception as exc:
        raise VectorStoreError(f"{what}: {exc}") from exc


class ChromaIndex:
    """Thin, typed wrapper over a Chroma client (implements :class:`~.base.VectorIndex`); all driver errors
    become :class:`VectorStoreError` through :func:`_map_chroma_errors`."""

    def __init__(self, *, path: Path | None = None, host: str | None = None, port: int | None = None,
                 lock: AbstractContextManager[Any] | None = None) -> None:
        import chromadb
        from chromadb.config import Settings

        # multi-process (issue 12): ``lock`` — the store's inter-process vector lock (stores/locks.py) — is held
        # while opening and around every write, so one process at a time changes the embedded Chroma files. Reads
        # take no lock (the client is thread-safe; a read in a process whose in-memory index another process
        # changed fails typed, and the callers that must not fail answer from SQLite instead)
        self._ipc = lock if lock is not None else nullcontext()
        settings = Settings(anonymized_telemetry=False, allow_reset=False)
        with self._ipc, _map_chroma_errors(f"could not open Chroma at {path or f'{host}:{port}'}"):
            if host:
                self.client = chromadb.HttpClient(host=host, port=port or 8000, settings=settings)
            else:
                self.client = chromadb.PersistentClient(path=str(path), settings=settings)
            self.max_batch = int(self.client.get_max_batch_size())
            self._scrubber = HnswFileScrubber(path) if path is not None and not host else None
            self._scrub()  # files an earlier process wrote
        self._collections: dict[str, Any] = {}
        self._lock = threading.Lock()

    def _scrub(self) -> None:
        """Zero what Chroma's last write left in unused HNSW slots; called with ``self._ipc`` held."""
        if self._scrubber is not None:
            try:
                self._scrubber.scrub()
            except OSError as exc:
                raise VectorStoreError(f"could not zero unused HNSW slots under {self._scrubber.root}: {exc}") from exc

    def collection(self, name: str) -> Any:
        with self._lock:
            col = self._collections.get(name)
        if col is None:  # created outside the thread lock: the inter-process lock is never awaited while holding it
            with self._ipc, _map_chroma_errors(f"could not open Chroma collection {name}"):
                col = self.client.get_or_create_collection(
                    name, metadata={"hnsw:space": "cosine"}, embedding_function=None
                )
                self._scrub()
            with self._lock:
                col = self._collections.setdefault(name, col)
        return col

    def upsert(self, name: str, ids: Sequence[str], vectors: Sequence[Sequence[float]],
               metadatas: Sequence[dict[str, Any]]) -> None:
        col = self.collection(name)
        with self._ipc, _map_chroma_errors(f"Chroma upsert into {name} failed"):
            for start in range(0, len(ids), self.max_batch):
                end = start + self.max_batch
                col.upsert(ids=list(ids[start:end]), embeddings=[list(map(float, v)) for v in vectors[start:end]],
                           metadatas=list(metadatas[start:end]))
            self._scrub()

    def update_metadata(self, name: str, ids: Sequence[str], metadatas: Sequence[dict[str, Any]]) -> None:
        """Re-tag existing vectors (status, type …) without re-inserting them into the HNSW graph."""
        col = self.collection(name)
        with self._ipc, _map_chroma_errors(f"Chroma metadata update in {name} failed"):
            for start in range(0, len(ids), self.max_batch):
                end = start + self.max_batch
                col.update(ids=list(ids[start:end]), metadatas=list(metadatas[start:end]))
            self._scrub()

    def delete(self, name: str, ids: Sequence[str]) -> None:
        if not ids:
            return
        col = self.collection(name)
        with self._ipc, _map_chroma_errors(f"Chroma delete from {name} failed"):
            for start in range(0, len(ids), self.max_batch):
                col.delete(ids=list(ids[start : start + self.max_batch]))
            self._scrub()

    def delete_owner(self, name: str, owner: str) -> int:
        """Delete every vector of one owner; returns how many there were."""
        ids = list(self.ids(name, owner))
        self.delete(name, ids)
        return len(ids)

    def query(self, name: str, vector: Sequence[float], owner: str, n: int,
              where: dict[str, Any] | None = None) -> list[tuple[str, float]]:
        """``(id, cosine similarity)`` best first, among ``owner``'s vectors only."""
        return self.query_many(name, [vector], owner, n, where)[0]

    def query_many(self, name: str, vectors: Sequence[Sequence[float]], owner: str | None, n: int,
                   where: dict[str, Any] | None = None) -> list[list[tuple[str, float]]]:
        """One Chroma call for several query vectors; one ``(id, similarity)`` list per vector.

        ``owner=None`` skips the owner filter (a single-owner collection such as the KB's: a metadata filter
        costs Chroma a pre-filter pass).
        """
        if not vectors:
            return []
        col = self.collection(name)
        parts = ([{"user_id": owner}] if owner is not None else []) + [{k: v} for k, v in (where or {}).items()]
        clause: dict[str, Any] | None = parts[0] if len(parts) == 1 else ({"$and": parts} if parts else None)
        with _map_chroma_errors(f"Chroma query on {name} failed"):
            res = col.query(query_embeddings=[list(map(float, v)) for v in vectors], n_results=max(1, n),
                            where=clause, include=["distances"])
        out = []
        for ids, dists in zip(res["ids"] or [], res.get("distances") or [], strict=False):
            out.append([(i, 1.0 - float(d)) for i, d in zip(ids, dists, strict=True)])
        return out + [[] for _ in range(len(vectors) - len(out))]

    def ids(self, name: str, owner: str | None = None) -> dict[str, dict[str, Any]]:
        """``id → metadata`` of every vector (of one owner when given)."""
        col = self.collection(name)
        with _map_chroma_errors(f"Chroma get on {name} failed"):
            res = col.get(where={"user_id": owner} if owner is not None else None, include=["metadatas"])
        return {i: dict(m or {}) for i, m in zip(res["ids"], res["metadatas"] or [], strict=False)}

    def collections(self) -> list[str]:
        with self._ipc, _map_chroma_errors("Chroma list_collections failed"):
            return [c if isinstance(c, str) else c.name for c in self.client.list_collections()]

    def drop(self, name: str) -> None:
        with self._lock:
            self._collections.pop(name, None)
        with self._ipc, _map_chroma_errors(f"could not drop Chroma collection {name}"):
            self.client.delete_collection(name)
