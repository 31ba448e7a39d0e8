"""Write-path verbs of :class:`~langmem_layers.LayeredMemory`: ``remember`` and ``end_session`` (+ async twins).

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

import asyncio
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast

from ..records import MemoryType, WriteAction, WriteReport
from ..safety import redact, scan_injection
from ..text import detect_lang
from .candidate import Candidate
from .episodic import extractive_summary, llm_summary
from .normalise import zh_punctuation
from .pipeline import ExtractMode, WritePipeline, coerce

if TYPE_CHECKING:
    from ..config import MemoryConfig
    from ..memory import LayeredMemory
    from .commit import MemoryWriter

__all__ = ["WriteMixin"]


class WriteMixin:
    """remember / aremember, end_session / aend_session."""

    _write_pipeline: WritePipeline

    if TYPE_CHECKING:  # provided by LayeredMemory (the facade inheriting this mixin)
        config: MemoryConfig
        llm: Any
        writer: MemoryWriter

        def check_user(self, user_id: Any) -> str: ...

        def _now(self, now: datetime | None) -> datetime: ...

    def _init_write(self) -> None:
        """Called once at the end of ``LayeredMemory.__init__``."""
        self._write_pipeline = WritePipeline(cast("LayeredMemory", self))

    @property
    def write_pipeline(self) -> WritePipeline:
        """The write pipeline (replace ``.rules`` to use another lexicon or extractor)."""
        return self._write_pipeline

    def guard_candidates(
        self, user_id: str, candidates: list[Candidate], report: WriteReport, *,
        now: datetime, session_id: str | None = None,
    ) -> list[Candidate]:
        """The privacy and injection guards for explicit writes (``add``/``add_many``): redacted copies of the
        safe candidates; refusals land in ``report.refusals`` and the audit log."""
        return self._write_pipeline.guard(user_id, candidates, report, now=now, session_id=session_id)

    def remember(
        self, user_id: str, messages: Any, session_id: str | None = None,
        now: datetime | None = None, extract: ExtractMode = "auto",
    ) -> WriteReport:
        """Run the write pipeline over new turns (LangChain messages or ``{"role", "content"}`` dicts).

        ``extract``: ``"rules"`` never calls an LLM; ``"llm"`` always asks the configured LLM; ``"auto"`` asks it
        only when a rule trigger fires. Every decision, redaction, refusal and skip is in the report.
        """
        user_id = self.check_user(user_id)
        when = self._now(now)
        report = self._write_pipeline.run(user_id, messages, session_id=session_id, now=when, extract=extract)
        every = self.config.episode_after_turns
        log = self._write_pipeline.sessions.get((user_id, session_id)) if session_id else None
        if every and log is not None and log.turns >= every:
            episode = self.end_session(user_id, session_id, now=when)  # type: ignore[arg-type]
            report.actions.extend(episode.actions)
            report.llm_calls += episode.llm_calls
        return report

    async def aremember(
        self, user_id: str, messages: Any, session_id: str | None = None,
        now: datetime | None = None, extract: ExtractMode = "auto",
    ) -> WriteReport:
        return await asyncio.to_thread(self.remember, user_id, messages, session_id, now, extract)

    def end_session(
        self, user_id: str, session_id: str, messages: Any = None, now: datetime | None = None,
    ) -> WriteReport:
        """Store a summary of the session as an ``event`` item dated with the session day.

        ``messages`` (optional) is the session transcript; without it the notes gathered by :meth:`remember`
        for this ``session_id`` are used. An LLM, when configured, writes the summary; otherwise it is extractive.
        """
        user_id = self.check_user(user_id)
        when = self._now(now)
        report = WriteReport(user_id=user_id, session_id=session_id)
        pipeline = self._write_pipeline
        log = pipeline.drop_session(user_id, session_id)
        notes = list(log.notes) if log else []
        lang = log.lang if log else "und"
        user_texts: list[str] = []
        for raw in messages or []:
            message, _ = coerce(raw)
            if message is not None and message.role == "user" and message.text.strip():
                user_texts.append(message.text)
        if user_texts:
            lang = detect_lang(" ".join(user_texts))
            if not notes:
                from .extract import Turn

                for text in user_texts:
                    notes.extend(c.content for c in pipeline.rules.extract(Turn(redact(text).text)))
        day = when.date().isoformat()
        summary: str | None = None
        if self.llm is not None and (user_texts or notes):
            transcript = "\n".join(redact(t).text for t in user_texts) or "\n".join(notes)
            summary, error = llm_summary(self.llm, transcript, lang, day)
            report.llm_calls += 1
            if error:
                report.actions.append(WriteAction(kind="skip", rule="episodic.llm", reason=error))
        if summary is None and notes:
            summary = extractive_summary(notes, lang, day)
        if not summary:
            report.actions.append(WriteAction(kind="skip", rule="episodic.empty",
                                              reason="no trigger fired in this session; nothing to summarise"))
            return report
        redacted = redact(summary)
        summary = zh_punctuation(redacted.text) if redacted.kinds else summary
        if scan_injection(summary, ruleset=getattr(self, "rules", None)):  # track C: the facade's rule set
            report.refusals.append(WriteAction(kind="skip", rule="guard.injection", type=MemoryType.EVENT,
                                               reason="the session summary carries an instruction; refused"))
            return report
        candidate = Candidate(type=MemoryType.EVENT, content=summary[: self.config.max_content_chars],
                              importance=0.4, lang=lang, source_snippet=f"session {session_id}",
                              rule="episodic.llm" if self.llm is not None and not report.actions
                              else "episodic.extractive")
        self.writer.write(user_id, [candidate], report, now=when, session_id=session_id, actor="end_session")
        return report

    async def aend_session(
        self, user_id: str, session_id: str, messages: Any = None, now: datetime | None = None,
    ) -> WriteReport:
        return await asyncio.to_thread(self.end_session, user_id, session_id, messages, now)
