"""The write service: ``remember``, ``end_session``, ``add``/``add_many``, ``update`` and ``forget``.

    >>> import tempfile
    >>> from datetime import datetime, UTC
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> r = mem.remember("u1", [{"role": "user", "content": "I hate long answers"}], session_id="s1")
    >>> [(a.kind, a.type.value, a.content) for a in r.actions]
    [('add', 'preference', 'User dislikes long answers')]
    >>> e = mem.end_session("u1", "s1", now=datetime(2026, 1, 5, tzinfo=UTC))
    >>> e.actions[0].content
    'Session on 2026-01-05: User dislikes long answers'
    >>> mem.close()
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from .. import _validate
from .._deps import Deps, check_enum, check_unit
from ..errors import InvalidContentError
from ..lexicon import RuleSet
from ..records import MemoryItem, MemoryStatus, MemoryType, WriteAction, WriteReport
from ..safety import redact, scan_injection, secret_kinds
from ..stores.kv import KVStore
from ..text import detect_lang
from .candidate import Candidate
from .commit import MemoryWriter
from .episodic import extractive_summary, llm_summary
from .extract import Turn
from .gate import WriteGate
from .normalise import zh_punctuation
from .pipeline import ExtractMode, WritePipeline, coerce
from .update_judge import UpdateJudge

__all__ = ["WriteService"]


def _no_caches(user_id: str) -> dict[str, int]:
    return {}


class WriteService:
    """Every write of one store, built from the shared :class:`~langmem_layers._deps.Deps`.

    ``on_erase(user_id)`` drops the in-process state derived from a user's words (session notes, window sessions,
    query vectors) after a ``forget``; the facade passes its own.
    """

    def __init__(self, deps: Deps, *, rules: RuleSet | None = None,
                 on_erase: Callable[[str], dict[str, int]] | None = None, gate: WriteGate | None = None,
                 update_judge: UpdateJudge | None = None) -> None:
        self.deps = deps
        self.rules = rules or RuleSet.default()  # track C: the trigger/profile/injection tables
        self.writer = MemoryWriter(deps, update_judge=update_judge)
        self.pipeline = WritePipeline(deps, self.writer, self.rules, gate=gate)
        self._on_erase = on_erase or _no_caches

    def guard(
        self, user_id: str, candidates: list[Candidate], report: WriteReport, *,
        now: datetime, session_id: str | None = None,
    ) -> list[Candidate]:
        """The privacy and injection guards for explicit writes (``add``/``add_many``): redacted copies of the
        safe candidates; refusals land in ``report.refusals`` and the audit log."""
        return self.pipeline.guard(user_id, candidates, report, now=now, session_id=session_id)

    def remember(
        self, user_id: str, messages: Any, session_id: str | None = None,
        now: datetime | None = None, extract: ExtractMode = "auto",
    ) -> WriteReport:
        """Run the write pipeline over new turns (LangChain messages or ``{"role", "content"}`` dicts).

        ``extract``: ``"rules"`` never calls an LLM; ``"llm"`` always asks the configured LLM; ``"auto"`` asks it
        when a rule fires or the write gate kept something. Every decision, redaction, refusal and skip is in the
        report.
        """
        user_id = self.deps.check_user(user_id)
        messages = _validate.message_list(messages, self.deps.config.max_messages_per_call)
        when = self.deps.now(now)
        report = self.pipeline.run(user_id, messages, session_id=session_id, now=when, extract=extract)
        every = self.deps.config.episode_after_turns
        log = self.pipeline.sessions.get((user_id, session_id)) if session_id else None
        if every and log is not None and log.turns >= every:
            episode = self.end_session(user_id, session_id, now=when)  # type: ignore[arg-type]
            report.actions.extend(episode.actions)
            report.llm_calls += episode.llm_calls
        return report

    def end_session(
        self, user_id: str, session_id: str, messages: Any = None, now: datetime | None = None,
    ) -> WriteReport:
        """Store a summary of the session as an ``event`` item dated with the session day.

        ``messages`` (optional) is the session transcript; without it the notes gathered by :meth:`remember`
        for this ``session_id`` are used. An LLM, when configured, writes the summary; otherwise it is extractive.
        """
        user_id = self.deps.check_user(user_id)
        messages = _validate.message_list(messages, self.deps.config.max_messages_per_call)
        when = self.deps.now(now)
        report = WriteReport(user_id=user_id, session_id=session_id)
        pipeline = self.pipeline
        log = pipeline.drop_session(user_id, session_id)
        notes = list(log.notes) if log else []
        lang = log.lang if log else "und"
        user_texts: list[str] = []
        kinds = secret_kinds(self.deps.config)  # issue 12: MemoryConfig.redact_addresses
        for raw in messages or []:
            message, _ = coerce(raw)
            if message is not None and message.role == "user" and message.text.strip():
                user_texts.append(message.text)
        if user_texts:
            lang = detect_lang(" ".join(user_texts))
            if not notes:
                for text in user_texts:
                    notes.extend(c.content for c in pipeline.rules.extract(Turn(redact(text, kinds).text)))
        day = when.date().isoformat()
        summary: str | None = None
        if self.deps.llm is not None and (user_texts or notes):
            transcript = "\n".join(redact(t, kinds).text for t in user_texts) or "\n".join(notes)
            summary, error = llm_summary(self.deps.llm, transcript, lang, day)
            report.llm_calls += 1
            if error:
                report.actions.append(WriteAction(kind="skip", rule="episodic.llm", reason=error))
        if summary is None and notes:
            summary = extractive_summary(notes, lang, day)
        if not summary:
            report.actions.append(WriteAction(kind="skip", rule="episodic.empty",
                                              reason="no trigger fired in this session; nothing to summarise"))
            return report
        redacted = redact(summary, kinds)
        summary = zh_punctuation(redacted.text) if redacted.kinds else summary
        if scan_injection(summary, ruleset=self.rules):  # track C: the service's rule set
            report.refusals.append(WriteAction(kind="skip", rule="guard.injection", type=MemoryType.EVENT,
                                               reason="the session summary carries an instruction; refused"))
            return report
        candidate = Candidate(type=MemoryType.EVENT, content=summary[: self.deps.config.max_content_chars],
                              importance=0.4, lang=lang, source_snippet=f"session {session_id}",
                              rule="episodic.llm" if self.deps.llm is not None and not report.actions
                              else "episodic.extractive")
        self.writer.write(user_id, [candidate], report, now=when, session_id=session_id, actor="end_session")
        return report

    def add(
        self, user_id: str, content: str, type: str | MemoryType = MemoryType.FACT, *,
        importance: float | None = None, confidence: float | None = None, entities: list[str] | None = None,
        slot: str | None = None, session_id: str | None = None, source_message_id: str | None = None,
        linked_doc_id: str | None = None, change_of_mind: bool = False, now: datetime | None = None,
    ) -> WriteReport:
        """Write one memory explicitly; it goes through the same reconciliation as extracted memories."""
        entry = {"content": content, "type": type, "importance": importance, "confidence": confidence,
                 "entities": entities, "slot": slot, "source_message_id": source_message_id,
                 "linked_doc_id": linked_doc_id, "change_of_mind": change_of_mind}
        return self.add_many(user_id, [entry], session_id=session_id, now=now)

    def add_many(
        self, user_id: str, entries: list[dict[str, Any]], *, session_id: str | None = None,
        now: datetime | None = None,
    ) -> WriteReport:
        """Write many memories in one batch (one embedding batch, one Chroma write), same reconciliation.

        Each entry takes the keyword arguments of :meth:`add` (``content`` required), plus an optional per-entry
        ``now``::

            mem.add_many("alice", [{"content": "用户不吃辣", "type": "preference"}, {"content": "User likes jazz"}])
        """
        user_id = self.deps.check_user(user_id)
        entries = _validate.entries(entries, self.deps.config.max_entries_per_call)
        when = self.deps.now(now)
        timed: list[tuple[datetime, Candidate]] = []
        for entry in entries:
            fields = dict(entry)
            at = self.deps.now(fields.pop("now", None) or when)
            timed.append((at, self._candidate(fields.pop("content", None), **fields)))
        timed.sort(key=lambda pair: pair[0])  # stable: same-time entries keep their order
        report = WriteReport(user_id=user_id, session_id=session_id)
        safe: list[tuple[datetime, Candidate]] = []
        for at, candidate in timed:  # redaction + injection guard, refusals audited at the entry's time
            safe += [(at, c) for c in self.pipeline.guard(user_id, [candidate], report, now=at)]
        self.writer.write(user_id, [c for _, c in safe], report, now=when, session_id=session_id, actor="api",
                          times=[at for at, _ in safe])
        return report

    def _candidate(
        self, content: Any, type: str | MemoryType = MemoryType.FACT, *, importance: float | None = None,
        confidence: float | None = None, entities: list[str] | None = None, slot: str | None = None,
        source_message_id: str | None = None, linked_doc_id: str | None = None, change_of_mind: bool = False,
    ) -> Candidate:
        content = self.deps.check_content(content)
        if entities is not None and (not isinstance(entities, list | tuple)
                                     or not all(isinstance(e, str) for e in entities)):
            raise InvalidContentError("entities must be a list of strings")
        if slot is not None and (not isinstance(slot, str) or not slot.strip()):
            raise InvalidContentError("slot must be a non-empty string")
        cfg = self.deps.config
        return Candidate(
            type=check_enum(MemoryType, type, "memory type"), content=content, entities=list(entities or []),
            slot=slot,
            importance=check_unit("importance", cfg.default_importance if importance is None else importance),
            confidence=check_unit("confidence", cfg.default_confidence if confidence is None else confidence),
            change_of_mind=change_of_mind, lang=detect_lang(content), source_snippet=content,
            source_message_id=source_message_id, linked_doc_id=linked_doc_id, rule="api.add",
        )

    def update(
        self, user_id: str, item_id: str, *, content: str | None = None, type: str | MemoryType | None = None,
        status: str | MemoryStatus | None = None, importance: float | None = None,
        confidence: float | None = None, entities: list[str] | None = None, now: datetime | None = None,
        reason: str = "manual edit",
    ) -> MemoryItem:
        """Edit one item (a new version; re-embedded when the content changes)."""
        user_id = self.deps.check_user(user_id)
        item = self.deps.item(user_id, item_id)
        when = self.deps.now(now)
        changes: dict[str, Any] = {}
        if content is not None:
            changes["content"] = self._guarded_content(user_id, item, content, when)
        if type is not None:
            changes["type"] = check_enum(MemoryType, type, "memory type")
        if status is not None:
            changes["status"] = check_enum(MemoryStatus, status, "status")
        for name, value in (("importance", importance), ("confidence", confidence)):
            if value is not None:
                changes[name] = check_unit(name, value)
        if entities is not None:
            changes["entities"] = list(entities)
        if not changes:
            return item
        updated = item.model_copy(update={**changes, "version": item.version + 1, "updated_at": when})
        vector = self.deps.embed_texts([updated.content])[0] if "content" in changes else None
        with self.deps.store.transaction(when) as tx:
            tx.put_item(updated)
            if vector is not None:
                tx.put_vector(updated.id, user_id, self.deps.model_id, vector)
            tx.enqueue_sync(updated.id, user_id)
            tx.audit(user_id, item_id, "update", actor="api", rule="api.update", reason=reason,
                     payload={k: str(v) for k, v in changes.items()})
        self.deps.flush_vectors()
        self.deps.changed(user_id, when)  # derived views (profile summary) follow manual edits too
        return updated

    def _guarded_content(self, user_id: str, item: MemoryItem, content: Any, now: datetime) -> str:
        """New content for an edit, through the same privacy and injection guards as every write."""
        candidate = self._candidate(content, item.type)
        report = WriteReport(user_id=user_id)
        safe = self.pipeline.guard(user_id, [candidate], report, now=now)
        if not safe:
            rule = report.refusals[0].rule if report.refusals else "guard"
            raise InvalidContentError(f"the new content was refused by {rule}; nothing was changed")
        return safe[0].content

    def forget(self, user_id: str, item_id: str, *, now: datetime | None = None) -> WriteAction:
        """Physically delete one item, its versions and vector; the audit keeps a content-free tombstone."""
        user_id = self.deps.check_user(user_id)
        self.deps.item(user_id, item_id)
        when = self.deps.now(now)
        with self.deps.store.transaction(when) as tx:
            tx.delete_item(user_id, item_id)
            KVStore.drop_item_refs(tx, user_id, item_id)  # store-adapter keys and their extra fields
            tx.enqueue_sync(item_id, user_id)
            tx.audit(user_id, item_id, "forget", actor="api", rule="api.forget", reason="deleted on request")
        self.deps.flush_vectors()
        self._on_erase(user_id)  # session notes would bring the text back through end_session
        self.deps.changed(user_id, when)  # e.g. the profile summary must not keep the forgotten text
        self.deps.store.erase_residue()  # the keyword index and the WAL still hold the words until merged
        return WriteAction(kind="forget", item_id=item_id, rule="api.forget", reason="deleted on request")
