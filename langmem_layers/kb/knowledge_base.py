"""The built-in knowledge base: documents in the store's database (SQLite or PostgreSQL, :mod:`.storage`), chunk
vectors in their own Chroma collection.

    >>> import tempfile
    >>> from langchain_core.documents import Document
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> mem.kb.add_documents([Document("# 保修政策\\n笔记本整机保修两年，电池保修一年。", id="warranty")])
    ['warranty']
    >>> hit = mem.kb.search("电池保修多久")[0]
    >>> hit.metadata["doc_id"], hit.metadata["version"], hit.metadata["section"]
    ('warranty', 1, '保修政策')
    >>> mem.kb.update_document("warranty", "# 保修政策\\n笔记本整机保修三年，电池保修两年。").version
    2
    >>> mem.kb.search("电池保修多久")[0].page_content
    '笔记本整机保修三年，电池保修两年。'
    >>> mem.close()

Updating a document stages the new chunks (SQLite rows + vectors) under the new version, then flips the
document's ``current_version`` in one transaction (linked memories are flagged in that same transaction),
then deletes the old chunks. Searches only return chunks of the current version, read in one SQL statement,
so a reader sees the old version or the new one — never both, never neither.
"""

from __future__ import annotations

import builtins
import hashlib
import json
import logging
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
from langchain_core.documents import Document

from .. import _validate
from .._cache import BoundedLRU
from ..errors import DocumentNotFoundError, InvalidContentError, InvalidInputError, VectorStoreError
from ..stores.vectors import collection_name
from ..text import clean_text, detect_lang, query_tokens
from .base import BaseKnowledgeBase, DocInput
from .chunking import chunk_document, document_title, table_facts
from .linkage import mark_linked_for_review
from .loaders import SourceDocument, to_source
from .records import KBDocumentInfo, KBFact, KBVersion
from .search import KB_WEIGHT_KEYWORD, KB_WEIGHT_SIMILARITY, fact_document, rank_chunks
from .storage import KBStorage, kb_storage_for
from .store import KB_OWNER, fact_key

if TYPE_CHECKING:
    from .._deps import Deps

__all__ = ["KB_COMMON_TOKEN_SHARE", "KB_PRUNE_MIN_CHUNKS", "MAX_DOCUMENT_CHARS", "MAX_QUERY_CHARS", "KnowledgeBase"]

log = logging.getLogger(__name__)

#: Largest document accepted, in characters (split bigger sources before ingesting).
MAX_DOCUMENT_CHARS = 20_000_000
#: Longest query used as is; longer queries are cut (a query is a question, not a document).
MAX_QUERY_CHARS = 2_000
#: Query tokens found in more than this share of chunks are left out of the keyword route (they match almost
#: everything, cost a BM25 sort over all of it and rank nothing), once the KB has ``KB_PRUNE_MIN_CHUNKS`` chunks.
KB_COMMON_TOKEN_SHARE = 0.25
KB_PRUNE_MIN_CHUNKS = 1000
_DF_CACHE_SIZE = 4096
#: Retries of a search whose candidates all went stale under a concurrent update (see ``search``).
_STALE_RETRIES = 5
_MAX_ID_CHARS = 256


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _check_doc_id(doc_id: Any) -> str:
    if not isinstance(doc_id, str) or not doc_id.strip():
        raise InvalidInputError("doc_id must be a non-empty string")
    if len(doc_id) > _MAX_ID_CHARS or any(ord(ch) < 32 for ch in doc_id):
        raise InvalidInputError(f"doc_id must be at most {_MAX_ID_CHARS} printable characters")
    return _validate.text(doc_id, "doc_id")  # valid UTF-8 (issue 12)


def _check_text(text: Any) -> str:
    if not isinstance(text, str):
        raise InvalidContentError(f"document text must be a string, got {type(text).__name__}")
    text = text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")
    text = text.encode("utf-8", "ignore").decode("utf-8")  # lone surrogates dropped, as in memory content (issue 12)
    if not text.strip():
        raise InvalidContentError("document text is empty; delete_document() removes a document")
    if len(text) > MAX_DOCUMENT_CHARS:
        raise InvalidContentError(f"document is {len(text)} characters; the limit is {MAX_DOCUMENT_CHARS}")
    return text


class KnowledgeBase(BaseKnowledgeBase):
    """The organisation's documents beside one store's memories (``mem.kb``), built from its
    :class:`~langmem_layers._deps.Deps`.

    ``weights`` (similarity, keyword) and ``reranker`` (``(query, docs) -> docs``, e.g. a cross-encoder) tune
    the ranking; ``include_facts`` puts exact facts whose key appears in the query ahead of the chunks. ``store``
    is the KB's storage (default: the one on the memory store's own database, :func:`.storage.kb_storage_for`).
    """

    def __init__(self, deps: Deps, *, weights: tuple[float, float] = (KB_WEIGHT_SIMILARITY,
                 KB_WEIGHT_KEYWORD), reranker: Any = None, include_facts: bool = True,
                 store: KBStorage | None = None) -> None:
        self.deps = deps
        self.store: KBStorage = store if store is not None else kb_storage_for(deps.store)
        self.collection = collection_name("kb", deps.model_id)
        self.weights = weights
        self.reranker = reranker
        self.include_facts = include_facts
        self._write_lock = threading.Lock()
        self._df_cache: BoundedLRU[str, int] = BoundedLRU(_DF_CACHE_SIZE, name="kb.token_doc_counts")
        self._df_lock = threading.Lock()
        self._chunk_total: int | None = None
        self._flips = 0  # bumped whenever a document's answering version changes (see search's retry)
        self.recover()

    # -- writes ------------------------------------------------------------------------------------------
    @_validate.boundary
    def add_documents(self, docs: Sequence[DocInput] | DocInput) -> list[str]:
        """Ingest ``Document``s or paths (.txt/.md/.html; more with the ``loaders`` extra).

        A document id comes from ``Document.id`` / ``metadata["doc_id"]``, else the file name, else a new id.
        Adding an id that exists makes a new version when the text changed (nothing happens when it did not).
        All inputs are read and checked before the first one is stored.
        """
        if isinstance(docs, Document | str) or not isinstance(docs, Sequence):
            docs = [docs]
        sources = [to_source(d) for d in docs]
        for src in sources:
            src.text = _check_text(src.text)
            if src.doc_id is not None:
                _check_doc_id(src.doc_id)
        return [self._ingest(src, reason="add") for src in sources]

    @_validate.boundary
    def update_document(self, doc_id: str, text: str, *, title: str | None = None,
                        metadata: dict[str, Any] | None = None) -> KBDocumentInfo:
        """New version of an existing document; unknown or deleted ids raise :class:`DocumentNotFoundError`."""
        row = self._active_row(doc_id)
        src = SourceDocument(text=_check_text(text), doc_id=doc_id, title=title or row[1], source=row[2],
                             kind="markdown", metadata=json.loads(row[8]) if metadata is None else dict(metadata))
        self._ingest(src, reason="update", existing_only=True)
        return self._info(doc_id)

    @_validate.boundary
    def delete_document(self, doc_id: str, *, purge: bool = False) -> None:
        """Take a document out of search (history kept unless ``purge``); linked memories need review."""
        with self._write_lock, self.store.write_lock():
            row = self._active_row(doc_id) if not purge else self.store.document(_check_doc_id(doc_id))
            if row is None:
                raise DocumentNotFoundError(f"no document {doc_id!r} in the knowledge base; see kb.list()")
            now = self.deps.now()
            with self.deps.store.transaction(now) as tx:
                self.store.mark_deleted(tx, doc_id, now)
                flagged = mark_linked_for_review(tx, doc_id, from_version=row[3], to_version=None,
                                                 reason=f"linked KB document {doc_id!r} was deleted")
                old_ids = self.store.delete_chunks(tx, doc_id)
                if purge:
                    self.store.purge(tx, doc_id)
            self._flips += 1
            self._drop_vectors(old_ids)
            self._changed()
            if flagged:
                self.deps.flush_vectors()

    @_validate.boundary
    def add_facts(self, facts: dict[str, str], *, doc_id: str = "facts", title: str | None = None) -> int:
        """Exact key → value facts under ``doc_id``; a missing document is created as a two-column table."""
        if not isinstance(facts, dict) or not facts:
            raise InvalidInputError("add_facts takes a non-empty dict of key → value strings")
        pairs = [(str(k), str(v), None) for k, v in facts.items()]
        if any(not fact_key(k) or not v.strip() for k, v, _ in pairs):
            raise InvalidInputError("fact keys and values must be non-empty")
        row = self.store.document(_check_doc_id(doc_id))
        if row is None or row[4] != "active":
            esc = [(k.replace("|", "/"), v.replace("|", "/")) for k, v, _ in pairs]
            table = "\n".join(["| key | value |", "|---|---|", *(f"| {k} | {v} |" for k, v in esc)])
            self._ingest(SourceDocument(text=f"# {title or doc_id}\n\n{table}\n", doc_id=doc_id, title=title,
                                        kind="markdown"), reason="add_facts")
            return len(pairs)
        now = self.deps.now()
        with self._write_lock, self.store.write_lock(), self.deps.store.transaction(now) as tx:
            return self.store.put_facts(tx, doc_id, row[3], pairs, origin="api", now=now)

    def _ingest(self, src: SourceDocument, *, reason: str, existing_only: bool = False) -> str:
        text = _check_text(src.text)
        with self._write_lock, self.store.write_lock():
            doc_id = src.doc_id or self._new_doc_id(src)
            row = self.store.document(doc_id)
            if existing_only and (row is None or row[4] != "active"):
                raise DocumentNotFoundError(f"no document {doc_id!r} in the knowledge base; see kb.list()")
            title = src.title or document_title(text, fallback=doc_id)
            content_hash = _hash(text)
            if row is not None and row[4] == "active" and row[5] == content_hash and row[1] == title:
                return doc_id  # unchanged: no new version
            version = (row[3] + 1) if row is not None else 1
            chunks = chunk_document(text, chunk_size=self.deps.config.kb_chunk_size,
                                    overlap=self.deps.config.kb_chunk_overlap)
            if not chunks:
                raise InvalidContentError(f"document {doc_id!r} has no indexable text")
            index_texts = [" ".join(p for p in (title, c.section, c.text) if p) for c in chunks]
            vectors = self.deps.embed_texts(index_texts)
            now = self.deps.now()
            # 1. stage the new version (invisible: it is not current yet)
            with self.deps.store.transaction(now) as tx:
                new_ids = self.store.insert_chunks(tx, doc_id, version, chunks, index_texts,
                                                   [detect_lang(c.text) for c in chunks], vectors,
                                                   self.deps.model_id)
            try:
                self.deps.index.upsert(self.collection, new_ids, vectors, [
                    {"user_id": KB_OWNER, "doc_id": doc_id, "version": version, "position": c.position,
                     "status": "active", "type": "kb_chunk", "embed_model": self.deps.model_id} for c in chunks])
                # 2. flip: the new version answers from here on; linked memories need review
                with self.deps.store.transaction(now) as tx:
                    self.store.flip(tx, doc_id=doc_id, version=version, title=title, source=src.source,
                                    text=text, content_hash=content_hash, chunks=len(chunks), reason=reason,
                                    metadata=src.metadata, facts=table_facts(text), now=now)
                    flagged = [] if row is None else mark_linked_for_review(
                        tx, doc_id, from_version=row[3], to_version=version,
                        reason=f"linked KB document {doc_id!r} changed to version {version}")
                self._flips += 1
            except BaseException:
                with self.deps.store.transaction(now) as tx:
                    self.store.delete_chunks(tx, doc_id, only_version=version)
                self._drop_vectors(new_ids)
                raise
            # 3. the old version leaves: SQLite rows first (source of truth), then its vectors
            with self.deps.store.transaction(now) as tx:
                old_ids = self.store.delete_chunks(tx, doc_id, keep_version=version)
            self._drop_vectors(old_ids)
            self._changed()
            if flagged:
                self.deps.flush_vectors()
            return doc_id

    def _new_doc_id(self, src: SourceDocument) -> str:
        if not src.source:
            return hashlib.sha1(src.text.encode("utf-8")).hexdigest()[:16]
        name = src.source.replace("\\", "/").rsplit("/", 1)[-1] or "document"
        row = self.store.document(name)
        if row is None or row[2] == src.source:
            return name
        return f"{name}-{hashlib.sha1(src.source.encode('utf-8')).hexdigest()[:8]}"

    def _drop_vectors(self, ids: Sequence[str]) -> None:
        try:
            self.deps.index.delete(self.collection, ids)
        except VectorStoreError:  # orphans never answer (search joins on SQLite); verify(repair=True) drops them
            log.warning("could not delete %d KB vectors; run mem.kb.verify(repair=True)", len(ids), exc_info=True)

    # -- reads -------------------------------------------------------------------------------------------
    @_validate.boundary
    def search(self, query: str, k: int = 5, filter: dict[str, Any] | None = None) -> list[Document]:
        """Hybrid search (vector + keyword, fused and reranked) over current document versions.

        Results are LangChain ``Document``s whose metadata carries ``doc_id``, ``version``, ``title``,
        ``section``, ``position``, ``chunk_id``, ``score``, ``scores`` (per signal) and ``routes``; exact facts
        whose key occurs in the query come first (``kind="fact"``). An empty query returns ``[]``.
        """
        if not isinstance(query, str) or not clean_text(query) or not isinstance(k, int) or k <= 0:
            return []
        if filter is not None and not isinstance(filter, dict):
            raise InvalidInputError("filter must be a dict of metadata field → value (or list of values)")
        if filter and any(isinstance(v, list | tuple | set) and not v for v in filter.values()):
            return []  # "any of nothing" matches nothing
        query = clean_text(query)[:MAX_QUERY_CHARS]
        cfg = self.deps.config
        qvec = np.asarray(self.deps.embed_query(query), dtype=np.float32)
        where = {"doc_id": filter["doc_id"] if isinstance(filter["doc_id"], str) else {"$in": list(filter["doc_id"])}
                 } if filter and "doc_id" in filter else None
        tokens = self._keyword_tokens(query)
        rows: builtins.list[Any] = []
        sims: dict[str, float] = {}
        for _ in range(_STALE_RETRIES):
            flips = self._flips
            sims = self._vector_candidates(qvec, max(cfg.vector_candidates, k), where)
            rows = self.store.candidates(tokens, builtins.list(sims), max(cfg.keyword_candidates, k), filter)
            if rows or not sims or (flips == self._flips and not self._write_lock.locked()):
                break  # candidates can only all be stale when a write flipped a version meanwhile: ask again
        ranked = rank_chunks(rows, qvec, sims, model=self.deps.model_id, weights=self.weights,
                             per_route_top=cfg.per_route_top)
        docs = [s.to_document() for s in ranked]
        if self.reranker is not None:
            docs = builtins.list(self.reranker(query, docs))
        if self.include_facts:
            docs = self._facts_for(query, filter, docs) + docs
        return docs[:k]

    def _vector_candidates(self, qvec: np.ndarray, n: int, where: dict[str, Any] | None) -> dict[str, float]:
        """``chunk_id → cosine`` from this model's KB collection.

        The collection holds KB vectors only (all with ``user_id="kb"``), so the query skips Chroma's
        where-filter unless a ``doc_id`` filter narrows it: a metadata filter costs Chroma a pre-filter pass
        (measured ~20x slower at 11k vectors).
        """
        return dict(self.deps.index.query_many(self.collection, [qvec.tolist()], None, n, where)[0])

    def _keyword_tokens(self, query: str) -> builtins.list[str]:
        """Query tokens minus those too common in a large KB to discriminate (the rarest one always stays)."""
        tokens = query_tokens(query)
        if self._chunk_total is None:
            self._chunk_total = self.store.chunk_count()
        total = self._chunk_total
        if total < KB_PRUNE_MIN_CHUNKS or len(tokens) < 2:
            return tokens
        with self._df_lock:
            missing = [t for t in tokens if t not in self._df_cache]
            for token, count in self.store.token_doc_counts(missing).items():
                self._df_cache.put(token, count)
            df = {t: self._df_cache.get(t, 0) for t in tokens}
        kept = [t for t in tokens if df[t] <= KB_COMMON_TOKEN_SHARE * total]
        return kept or [min(tokens, key=lambda t: df[t])]

    def _changed(self) -> None:
        with self._df_lock:
            self._df_cache.clear()
            self._chunk_total = None

    def _facts_for(self, query: str, filter: dict[str, Any] | None, docs: builtins.list[Document]
                   ) -> builtins.list[Document]:
        facts = self.store.facts(within=query, limit=3)
        titles = {d.doc_id: d.title for d in self.store.documents()} if facts else {}
        versions = {d.metadata["doc_id"]: d.metadata["version"] for d in docs}
        out = []
        for fact in facts:
            if fact.doc_id not in titles or versions.get(fact.doc_id, fact.version) != fact.version:
                continue  # the document changed between the two reads: keep one version per answer
            doc = fact_document(fact, title=titles[fact.doc_id])
            if not filter or all(doc.metadata.get(key) in (v if isinstance(v, list | tuple | set) else [v])
                                 for key, v in filter.items() if key in ("doc_id", "title")):
                out.append(doc)
        return out

    @_validate.boundary
    def lookup(self, key: str) -> KBFact | None:
        """Exact fact by key (case/width-insensitive); the most recently updated document wins a tie."""
        if not isinstance(key, str) or not fact_key(key):
            return None
        facts = self.store.facts(key=key, limit=1)
        return facts[0] if facts else None

    @_validate.boundary
    def facts(self, doc_id: str | None = None) -> builtins.list[KBFact]:
        """Every fact (of one document when given)."""
        return self.store.facts(doc_id=doc_id)

    @_validate.boundary
    def get(self, doc_id: str, version: int | None = None) -> Document:
        row = self._active_row(doc_id) if version is None else self.store.document(_check_doc_id(doc_id))
        versions = {v.version: v for v in self.store.versions(doc_id)} if row else {}
        kept = versions.get(version if version is not None else row[3] if row else -1)
        if kept is None:
            raise DocumentNotFoundError(f"no version {version} of document {doc_id!r}; see kb.history()")
        meta = json.loads(row[8]) if row else {}
        return Document(id=doc_id, page_content=kept.text, metadata={
            **meta, "doc_id": doc_id, "version": kept.version, "title": kept.title, "source": row[2] if row else None,
            "current": kept.current, "created_at": kept.created_at.isoformat()})

    def list(self) -> builtins.list[KBDocumentInfo]:
        return self.store.documents()

    @_validate.boundary
    def history(self, doc_id: str) -> builtins.list[KBVersion]:
        versions = self.store.versions(_check_doc_id(doc_id))
        if not versions:
            raise DocumentNotFoundError(f"no document {doc_id!r} in the knowledge base (or it was purged)")
        return versions

    def stats(self) -> dict[str, int]:
        """Row counts of the KB tables and the vectors in this model's collection."""
        return {**self.store.table_counts(), "vectors": len(self.deps.index.ids(self.collection, KB_OWNER))}

    # -- maintenance ------------------------------------------------------------------------------------
    def recover(self) -> int:
        """Drop chunks an interrupted write left behind (superseded versions, deleted documents)."""
        stale = self.store.stale_chunk_ids()
        if stale:
            with self.deps.store.transaction(self.deps.now()) as tx:
                for doc_id in {cid.rsplit(":", 2)[0] for cid in stale}:
                    row = self.store.document_state(tx, doc_id)
                    if row is not None:
                        self.store.delete_chunks(tx, doc_id, keep_version=None if row[1] == "deleted"
                                                 else int(row[0]))
            self._drop_vectors(stale)
            self._changed()
        return len(stale)

    def verify(self, *, repair: bool = False) -> dict[str, builtins.list[str]]:
        """Compare this model's KB collection with SQLite: ``missing`` vectors and ``orphans``; repair both."""
        expected = self.store.chunk_ids_for_model(self.deps.model_id)
        present = set(self.deps.index.ids(self.collection, KB_OWNER))
        report = {"missing": sorted(expected - present), "orphans": sorted(present - expected),
                  "not_embedded": [r[1] for r in self.store.chunks_needing_embedding(self.deps.model_id, 100_000)]}
        if repair:
            self._drop_vectors(report["orphans"])
            self.reindex(only=set(report["missing"]))
        return report

    def reindex(self, *, only: set[str] | None = None, batch: int = 256) -> int:
        """(Re-)embed current chunks with this model: those embedded by another model, or ``only`` these ids."""
        done = 0
        if only:
            todo = self.store.chunks_by_id(builtins.list(only))
        else:
            todo = self.store.chunks_needing_embedding(self.deps.model_id, 1_000_000)
        for start in range(0, len(todo), batch):
            part = todo[start:start + batch]
            vectors = self.deps.embed_texts([" ".join(p for p in (t, s, x) if p) for _, _, x, s, t in part])
            metas = [{"user_id": KB_OWNER, "doc_id": cid.rsplit(":", 2)[0], "version": int(cid.rsplit(":", 2)[1]),
                      "position": int(cid.rsplit(":", 2)[2]), "status": "active", "type": "kb_chunk",
                      "embed_model": self.deps.model_id} for _, cid, _, _, _ in part]
            self.deps.index.upsert(self.collection, [p[1] for p in part], vectors, metas)
            with self.deps.store.transaction(self.deps.now()) as tx:
                self.store.set_chunk_vectors(tx, self.deps.model_id, [
                    (p[0], np.asarray(v, dtype=np.float32).tobytes()) for p, v in zip(part, vectors, strict=True)])
            done += len(part)
        return done

    # -- helpers -----------------------------------------------------------------------------------------
    def _active_row(self, doc_id: str) -> tuple[Any, ...]:
        row = self.store.document(_check_doc_id(doc_id))
        if row is None or row[4] != "active":
            raise DocumentNotFoundError(f"no document {doc_id!r} in the knowledge base; see kb.list()")
        return row

    def _info(self, doc_id: str) -> KBDocumentInfo:
        return next(d for d in self.store.documents() if d.doc_id == doc_id)
