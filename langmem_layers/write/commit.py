"""Applies reconciliation decisions: one atomic transaction per candidate, then the vector sync.

The writer finds each candidate's neighbours (vector top-N, same slot, same entity), asks
:func:`~langmem_layers.write.reconcile.decide`, and persists the result — item rows, version rows, the audit
entry and the outbox entry in one transaction — so a failure leaves nothing half-written.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

import numpy as np

from ..config import MemoryConfig
from ..records import MemoryItem, MemoryStatus, MemoryType, WriteAction, WriteReport
from ..safety import CLEAN_STAMP_KEY, clean_stamp
from ..stores.sqlite import Tx
from .candidate import Candidate
from .interchange import ADDITIVE_RE, BENEFACTIVE_RE, values_in
from .reconcile import CHANGEABLE_TYPES, NOTHING_TO_EXPIRE, Decision, decide
from .scoring import CLAIM_RULE
from .update_judge import UpdateJudge
from .when import event_metadata

if TYPE_CHECKING:
    from .._deps import Deps

__all__ = ["MemoryWriter"]

_REPEAT_IMPORTANCE_BOOST = 0.1  # a repeated statement (plan, preference) gains weight [SPEC 3]
_NEIGHBOURS = 10  # nearest items compared with each candidate
_NEIGHBOUR_STATUSES = (MemoryStatus.ACTIVE.value, MemoryStatus.OBSERVED.value)
_MAX_OPEN_PLANS = 200
_RECENT_ITEMS = 50  # most recent items compared with a correction or an interchangeable value
_JUDGED = 8  # nearest active neighbours the update judge reads with each candidate
#: Most entities one item keeps through merges (a long thread restating one fact with new names must not grow the
#: item — its keyword row, entity rows and every version row — without bound: that made remember() quadratic).
MAX_ITEM_ENTITIES = 32


def _merged_entities(old: list[str], new: list[str]) -> list[str]:
    """The union of two entity lists, sorted; past :data:`MAX_ITEM_ENTITIES` the new ones win, then the item's own."""
    union = {*old, *new}
    if len(union) <= MAX_ITEM_ENTITIES:
        return sorted(union)
    kept = list(dict.fromkeys([*new, *old]))[:MAX_ITEM_ENTITIES]
    return sorted(kept)


def _same_utterance(candidate: Candidate, item: MemoryItem) -> bool:
    """Whether the item was written from what the candidate comes from (the same message, or the same words):
    two readings of one sentence ("call me Skip" → a name slot and an explicit request) never update each other."""
    if candidate.source_message_id and item.source_message_id == candidate.source_message_id:
        return True
    mine, theirs = candidate.source_snippet or "", item.source_snippet or ""
    return bool(mine and theirs) and (mine in theirs or theirs in mine)


class _Pending:
    """Vectors written earlier in one batch (not indexed yet), kept in one growing matrix.

    :meth:`nearest_each` answers the candidates block by block: one matrix product per block against every
    vector written before it, plus the few written inside the block — the same top-``n`` as one scan per
    candidate, without reading the whole pending matrix again for each of them.
    """

    #: Candidates answered by one matrix product.
    BLOCK = 256

    def __init__(self) -> None:
        self.ids: list[str] = []
        self._matrix: np.ndarray | None = None

    def __bool__(self) -> bool:
        return bool(self.ids)

    def add(self, item_id: str, vector: np.ndarray) -> None:
        if self._matrix is None:
            self._matrix = np.empty((16, vector.shape[0]), dtype=np.float32)
        elif len(self.ids) == self._matrix.shape[0]:
            self._matrix = np.concatenate([self._matrix, np.empty_like(self._matrix)])
        self._matrix[len(self.ids)] = vector
        self.ids.append(item_id)

    def nearest(self, vector: np.ndarray, n: int) -> set[str]:
        """The ids of the ``n`` pending vectors closest to ``vector``."""
        return next(self.nearest_each(vector[None, :], n))

    def nearest_each(self, vectors: np.ndarray, n: int) -> Iterator[set[str]]:
        """For each row of ``vectors`` in turn, the ids of its ``n`` nearest pending vectors — including those
        :meth:`add` ed after the previous row was answered (the caller adds between two ``next()``)."""
        for start in range(0, len(vectors), self.BLOCK):
            rows = vectors[start:start + self.BLOCK]
            frozen = len(self.ids)
            top_ids: np.ndarray = np.empty((len(rows), 0), dtype=np.int64)
            top_sims: np.ndarray = np.empty((len(rows), 0), dtype=np.float32)
            if frozen and self._matrix is not None:
                sims = rows @ self._matrix[:frozen].T
                if frozen > n:
                    top_ids = np.argpartition(-sims, n, axis=1)[:, :n]
                    top_sims = np.take_along_axis(sims, top_ids, axis=1)
                else:
                    top_ids, top_sims = np.broadcast_to(np.arange(frozen), sims.shape), sims
            for j, row in enumerate(rows):
                ids, sims_j = top_ids[j], top_sims[j]
                if len(self.ids) > frozen and self._matrix is not None:  # written since the block began
                    ids = np.concatenate([ids, np.arange(frozen, len(self.ids))])
                    sims_j = np.concatenate([sims_j, self._matrix[frozen:len(self.ids)] @ row])
                if len(ids) > n:
                    ids = ids[np.argpartition(-sims_j, n)[:n]]
                yield {self.ids[k] for k in ids}


class _Batch:
    """What one :meth:`MemoryWriter.write` has read or written for its user, so a neighbour is decoded once per
    call rather than once per candidate: records and vectors by id, and the vectors written in the call (not
    indexed yet). Valid only inside the user's write section (no other write of this user can interleave)."""

    def __init__(self) -> None:
        self.items: dict[str, MemoryItem] = {}
        self.vectors: dict[str, np.ndarray] = {}
        self.pending = _Pending()

    def keep(self, item: MemoryItem, vector: np.ndarray | None = None) -> None:
        """Record what was just written: the item as a read would return it (the stored JSON, decoded)."""
        self.items[item.id] = MemoryItem.model_validate_json(item.model_dump_json())
        if vector is not None:
            self.vectors[item.id] = vector


class MemoryWriter:
    """Turns candidates into stored items (SQLite + outbox) with the shared :class:`~langmem_layers._deps.Deps`."""

    def __init__(self, deps: Deps, *, update_judge: UpdateJudge | None = None) -> None:
        self.deps = deps
        self.config: MemoryConfig = deps.config
        #: The learned update judge (``None``: the rules alone decide what replaces what).
        self.update_judge = update_judge
        #: Held for a whole write (look-up + decide + commit); erasure takes it too, so no write interleaves.
        self.lock = deps.write_lock

    @property
    def on_change(self) -> list[Callable[[str, datetime], None]]:
        """The change hooks ``(user_id, now)`` run after every committed write (shared with the other services)."""
        return self.deps.on_change

    def neighbours(
        self, user_id: str, candidate: Candidate, vector: np.ndarray, batch: _Batch | None = None,
        indexed: list[tuple[str, float]] | None = None, pending_near: set[str] | None = None,
    ) -> list[tuple[MemoryItem, float]]:
        """Existing active/observed items close to the candidate, with exact cosine similarity.

        ``batch`` holds what this write call already read or wrote; ``indexed`` is the candidate's vector-index
        result and ``pending_near`` its nearest items written earlier in the call, when the caller has them.
        """
        store = self.deps.store
        batch = batch if batch is not None else _Batch()
        if indexed is None:
            indexed = self.deps.vector_query(user_id, vector.tolist(), _NEIGHBOURS)
        ids = {i for i, _ in indexed}
        if candidate.slot:
            ids.update(store.list_item_ids(user_id, statuses=list(_NEIGHBOUR_STATUSES), slot=candidate.slot))
        for entity in candidate.entities[:5]:
            ids.update(store.list_item_ids(user_id, statuses=list(_NEIGHBOUR_STATUSES), entity=entity, limit=20,
                                           newest_first=True))
        if pending_near is None and batch.pending:
            pending_near = batch.pending.nearest(vector, _NEIGHBOURS)
        ids |= pending_near or set()
        if candidate.cancels or candidate.expires_plan or candidate.reschedules_last:  # against every open plan
            ids.update(store.list_item_ids(user_id, statuses=[MemoryStatus.ACTIVE.value],
                                           types=[MemoryType.PLAN.value], limit=_MAX_OPEN_PLANS, newest_first=True))
        if candidate.echo or values_in(candidate.content):  # the item it corrects or replaces may share no word
            ids.update(store.list_item_ids(user_id, statuses=[MemoryStatus.ACTIVE.value], limit=_RECENT_ITEMS,
                                           newest_first=True))
        wanted = sorted(ids)
        unread = [i for i in wanted if i not in batch.items]
        batch.items.update(store.get_items(user_id, unread))
        items = [batch.items[i] for i in wanted if i in batch.items]
        items = [i for i in items if i.status.value in _NEIGHBOUR_STATUSES]
        unread = [i.id for i in items if i.id not in batch.vectors]
        batch.vectors.update(store.vectors(user_id, unread, self.deps.model_id))
        out = []
        for item in items:
            other = batch.vectors.get(item.id)
            sim = float(np.dot(vector, other)) if other is not None and other.shape == vector.shape else 0.0
            out.append((item, sim))
        return out

    def judged_updates(self, candidate: Candidate, vector: np.ndarray, neighbours: list[tuple[MemoryItem, float]],
                       vectors: dict[str, np.ndarray]) -> dict[str, float]:
        """``P(update)`` of the candidate against its nearest active neighbours of a changeable type, for those at
        or above the judge's bar (what :func:`~.reconcile.decide` takes as ``updates``; lower when the candidate says
        it is a change of mind, :meth:`~.update_judge.UpdateJudge.bar`). A statement that adds
        ("also", "as well", "也") or is about a gift ("got my wife an iPhone") replaces nothing: the judge is not
        asked, as the interchange rule is not (:mod:`.interchange`)."""
        judge = self.update_judge
        said = candidate.source_snippet or candidate.content
        if judge is None or candidate.type not in CHANGEABLE_TYPES or ADDITIVE_RE.search(said) \
                or BENEFACTIVE_RE.search(said):
            return {}
        judged = [(item, sim) for item, sim in neighbours if item.status == MemoryStatus.ACTIVE
                  and item.type in CHANGEABLE_TYPES and item.id in vectors and not _same_utterance(candidate, item)]
        near = sorted(judged, key=lambda pair: -pair[1])[:_JUDGED]
        scores = judge.p_update(candidate.content, vector, [(item.content, vectors[item.id]) for item, _ in near],
                                said=candidate.source_snippet)
        bar = judge.bar(candidate.change_of_mind)
        return {item.id: p for (item, _), p in zip(near, scores, strict=True) if p >= bar}

    def write(
        self, user_id: str, candidates: list[Candidate], report: WriteReport, *, now: datetime,
        session_id: str | None = None, actor: str = "api", times: Sequence[datetime] | None = None,
    ) -> None:
        """Reconcile and persist each candidate; every decision is appended to ``report.actions``.

        ``times`` gives each candidate its own time (oldest first), e.g. the turns of a whole session in one batch.
        """
        if not candidates:
            return
        if times is not None and len(times) != len(candidates):
            raise ValueError("times must give one time per candidate")
        vectors = np.asarray(self.deps.embed_texts([c.content for c in candidates]), dtype=np.float32)
        changed = False
        batch = _Batch()
        # look-up + decide + commit must not interleave with another write of this user — another thread, an
        # async twin, or another process / replica on the same store (Deps.user_write: the process write lock +
        # the store's per-user lock, PostgreSQL advisory or SQLite file lock); the neighbours come from the
        # vectors the store holds, so a write never waits on or fails in the vector index
        with self.deps.user_write(user_id):
            indexed = self.deps.vector_query_many(user_id, vectors.tolist(), _NEIGHBOURS)
            nearby = batch.pending.nearest_each(vectors, _NEIGHBOURS)
            with self.deps.store.write_group():  # one atomic transaction per candidate, fewer commits
                for n, (candidate, vector, near, pending_near) in enumerate(
                        zip(candidates, vectors, indexed, nearby, strict=True)):
                    at = times[n] if times is not None else now
                    changed = self._write_one(user_id, candidate, vector, near, pending_near, report, batch, at=at,
                                              session_id=session_id, actor=actor) or changed
            self.deps.flush_soon()  # one batched Chroma write for the whole call, off the turn by default
        if changed:
            for hook in self.on_change:
                hook(user_id, now)

    def _write_one(self, user_id: str, candidate: Candidate, vector: np.ndarray, near: list[tuple[str, float]],
                   pending_near: set[str], report: WriteReport, batch: _Batch, *, at: datetime,
                   session_id: str | None, actor: str) -> bool:
        """Decide and commit one candidate (``near``/``pending_near``: its nearest stored and pending items); a
        cancellation with no open plan to call off writes its :attr:`~.candidate.Candidate.fallback` instead, when
        it has one. True when something changed."""
        neighbours = self.neighbours(user_id, candidate, vector, batch, near, pending_near)
        updates = self.judged_updates(candidate, vector, neighbours, batch.vectors)
        siblings = {item.id for item, _ in neighbours if _same_utterance(candidate, item)}
        decision = decide(candidate, neighbours, self.config, now=at, updates=updates, siblings=siblings)
        if decision.rule == NOTHING_TO_EXPIRE and candidate.fallback:
            instead = candidate.fallback
            vectors = np.asarray(self.deps.embed_texts([c.content for c in instead]), dtype=np.float32)
            indexed = self.deps.vector_query_many(user_id, vectors.tolist(), _NEIGHBOURS)
            nearby = batch.pending.nearest_each(vectors, _NEIGHBOURS)
            changed = False
            for other, other_vector, other_near, other_pending in zip(instead, vectors, indexed, nearby, strict=True):
                changed = self._write_one(user_id, other, other_vector, other_near, other_pending, report, batch,
                                          at=at, session_id=session_id, actor=actor) or changed
            return changed
        with self.deps.store.transaction(at) as tx:
            action = self._apply(tx, user_id, candidate, vector, decision, at, session_id, actor, batch)
        if action.kind in ("add", "observe", "supersede") and action.item_id:
            batch.pending.add(action.item_id, vector)
        report.actions.append(action)
        return action.kind != "skip"

    def _new_item(self, user_id: str, c: Candidate, status: MemoryStatus, now: datetime,
                  session_id: str | None) -> MemoryItem:
        return MemoryItem(
            user_id=user_id, type=c.type, content=c.content, entities=c.entities, slot=c.slot,
            source_message_id=c.source_message_id, source_session_id=session_id, source_snippet=c.source_snippet,
            importance=c.importance, confidence=c.confidence, status=status, linked_doc_id=c.linked_doc_id,
            created_at=now, updated_at=now, embed_model=self.deps.model_id, lang=c.lang,
            metadata={"polarity": c.polarity, "rule": c.rule, **({"value": c.value} if c.value else {}),
                      **({"topic": c.topic} if c.topic else {}), **event_metadata(c.content, now),
                      "sources": [{"session_id": session_id, "message_id": c.source_message_id}]},
        )

    def _store_new(self, tx: Tx, item: MemoryItem, vector: np.ndarray) -> None:
        stamp_clean(item)
        tx.put_item(item)
        tx.put_vector(item.id, item.user_id, self.deps.model_id, vector.tolist())
        tx.enqueue_sync(item.id, item.user_id)

    def _apply(
        self, tx: Tx, user_id: str, c: Candidate, vector: np.ndarray, d: Decision, now: datetime,
        session_id: str | None, actor: str, batch: _Batch | None = None,
    ) -> WriteAction:
        target = d.target
        if target is not None and d.kind != "observe":  # the record as stored now (a read may have counted a hit)
            target = self.deps.store.get_item(user_id, target.id) or target
        item: MemoryItem | None = None
        action = WriteAction(kind=d.kind, content=c.content, type=c.type, rule=d.rule, reason=d.reason,
                             similarity=d.similarity, target_id=target.id if target else None)
        if d.kind in ("add", "observe"):
            status = MemoryStatus.ACTIVE if d.kind == "add" else MemoryStatus.OBSERVED
            item = self._new_item(user_id, c, status, now, session_id)
            if d.kind == "observe" and target is not None:
                item.conflict_with = [target.id]
            self._store_new(tx, item, vector)
            action.item_id = item.id
        elif d.kind == "skip" and target is not None:
            target.importance = min(1.0, max(target.importance, c.importance) + _REPEAT_IMPORTANCE_BOOST)
            target.metadata = {**target.metadata, "repeats": int(target.metadata.get("repeats", 0)) + 1}
            target.updated_at = now
            tx.put_item(target, record_version=False)
            tx.enqueue_sync(target.id, user_id)
            action.item_id = target.id
        elif d.kind == "merge" and target is not None:
            target.version += 1
            if not c.rule.endswith(".implicit"):  # a complaint ("太辣了") supports, but does not reword, the taboo
                target.content = c.content
            target.entities = _merged_entities(target.entities, c.entities)
            target.importance = min(1.0, max(target.importance, c.importance) + _REPEAT_IMPORTANCE_BOOST)
            target.confidence = max(target.confidence, c.confidence)
            if target.status == MemoryStatus.OBSERVED and c.confidence >= self.config.observe_below_confidence \
                    and c.status != MemoryStatus.OBSERVED and target.metadata.get("rule") != CLAIM_RULE:
                # a restatement confirms what was only observed — never a claim about the company (issue 12)
                target.status = MemoryStatus.ACTIVE  # a plain restatement confirms what was only observed
            target.source_snippet = c.source_snippet or target.source_snippet
            target.metadata = {**target.metadata, "sources": [*target.metadata.get("sources", []),
                                                             {"session_id": session_id,
                                                              "message_id": c.source_message_id}][-20:]}
            target.updated_at = now
            stamp_clean(target)
            tx.put_item(target)
            tx.put_vector(target.id, user_id, self.deps.model_id, vector.tolist())
            tx.enqueue_sync(target.id, user_id)
            action.item_id = target.id
        elif d.kind == "supersede" and target is not None:
            item = self._new_item(user_id, c, MemoryStatus.ACTIVE, now, session_id)
            if c.type_guessed:  # "no longer … switched to …": keep the kind and weight of what it replaces
                item.type = target.type
                item.importance = max(item.importance, target.importance)
            if d.rule == "reconcile.reschedule_last":  # "改到周六了" names no plan: keep what moves with it
                item.content = f"{c.content}（{target.content}）" if c.lang == "zh" else \
                    f"{c.content} ({target.content})"
                item.entities = _merged_entities(target.entities, c.entities)
            item.supersedes = target.id
            item.version = 1
            target.status = MemoryStatus.SUPERSEDED
            target.superseded_by = item.id
            target.version += 1
            target.updated_at = now
            tx.put_item(target)
            tx.enqueue_sync(target.id, user_id)
            self._store_new(tx, item, vector)
            action.item_id = item.id
        elif d.kind == "expire" and target is not None:
            target.status = MemoryStatus.EXPIRED
            target.version += 1
            target.updated_at = now
            target.metadata = {**target.metadata, "expired_because": c.content}
            tx.put_item(target)
            tx.enqueue_sync(target.id, user_id)
            action.item_id = target.id
        if batch is not None:
            if target is not None and d.kind != "observe":
                batch.keep(target, vector if d.kind == "merge" else None)
            if item is not None:
                batch.keep(item, vector)
        tx.audit(user_id, action.item_id, action.kind, actor=actor, rule=d.rule, reason=d.reason,
                 payload={"content": c.content, "type": c.type.value, "target_id": action.target_id,
                          "similarity": d.similarity, "candidate_rule": c.rule, "session_id": session_id,
                          "vector_dim": int(vector.shape[0]), "embed_model": self.deps.model_id})
        return action


def stamp_clean(item: MemoryItem) -> None:
    """Record in the item that its exact text passed the injection scan (the read guard then need not scan it
    again; a later edit of the text breaks the stamp — see :mod:`langmem_layers.safety.stamp`)."""
    stamp = clean_stamp(item.content)
    rest = {k: v for k, v in item.metadata.items() if k != CLEAN_STAMP_KEY}
    item.metadata = {**rest, CLEAN_STAMP_KEY: stamp} if stamp else rest
