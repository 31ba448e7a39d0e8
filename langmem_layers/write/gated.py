"""What the rules miss: explicit requests to remember, and clauses the learned write gate judges memorable.

The rules (:class:`~.extract.RuleExtractor`) stay the precise path: slots, household facts, updates, cancellations.
:class:`GatedExtractor` runs after them on the same turn and only adds:

1. **explicit requests** (:mod:`.explicit`): "帮我记一下：…", "remember that …" — the requested content is always a
   candidate (type from the gate, high importance, full confidence) unless a rule already wrote it;
2. **gated units**: every statement (questions dropped) no rule candidate came from is judged by the
   :class:`~.gate.WriteGate`; a long sentence is judged clause by clause, so a fact buried in a rant is kept and
   the rant is not. ``memorable`` becomes the confidence (below ``observe_below_confidence`` → ``observed``).

Every candidate still passes redaction, the injection guard and the deterministic reconciliation.

    >>> from langmem_layers.config import MemoryConfig
    >>> from langmem_layers.write.extract import RuleExtractor, Turn
    >>> from langmem_layers.write.gate import WriteGate
    >>> gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())
    >>> [(c.type.value, c.content, c.rule) for c in gated.extract(Turn("帮我记一下：我的快递都寄到公司前台"), [])]
    [('fact', '用户的快递都寄到公司前台', 'explicit.zh.note_down')]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np

from ..config import MemoryConfig
from ..records import MemoryType
from .candidate import Candidate
from .explicit import requested
from .extract import RuleExtractor, Turn, split_sentences, statement_lang
from .gate import WriteGate
from .normalise import to_third_person

__all__ = ["EXPLICIT_IMPORTANCE", "LONG_SENTENCE_CHARS", "GatedExtractor"]

#: Importance of an explicitly requested memory ("记住…" is emphasis by definition).
EXPLICIT_IMPORTANCE = 0.8
#: A sentence longer than this (characters) is judged clause by clause.
LONG_SENTENCE_CHARS = 60
#: Units shorter than this (after stripping) are never judged (fragments, "ok").
MIN_UNIT_CHARS = 4

Embed = Callable[[list[str]], Sequence[Sequence[float]]]
_STRIP = " \t，,。.!！~～…；;：:"


def _overlaps(unit: str, snippets: Sequence[str]) -> bool:
    """Whether a rule candidate came from this unit (its source snippet overlaps the unit)."""
    core = re.sub(r"\W+", "", unit.lower())
    for snippet in snippets:
        other = re.sub(r"\W+", "", snippet.lower())
        if core and other and (core in other or other in core):
            return True
    return False


class GatedExtractor:
    """Explicit requests + the learned gate, after the rules (see the module docstring)."""

    name = "gate"

    def __init__(self, config: MemoryConfig, rules: RuleExtractor, gate: WriteGate, *, embed: Embed | None = None,
                 embedding_id: str = "") -> None:
        self.config = config
        self.rules = rules
        self.gate = gate
        self.embed = embed if embed is not None and gate.wants_vectors(embedding_id) else None
        self.embedding_id = embedding_id

    def units(self, text: str) -> list[str]:
        """The statements of a message the gate judges: whole sentences, or clauses of long ones."""
        out: list[str] = []
        for sentence in split_sentences(text):
            clauses = self.rules.statement_clauses(sentence)
            if not clauses:
                continue
            pieces = clauses if len(sentence) > LONG_SENTENCE_CHARS else [
                "，".join(clauses) if statement_lang(sentence) == "zh" else ", ".join(clauses)]
            out.extend(p.strip(_STRIP) for p in pieces if len(p.strip(_STRIP)) >= MIN_UNIT_CHARS)
        return out

    def extract(self, turn: Turn, found: Sequence[Candidate]) -> list[Candidate]:
        """Candidates the rules did not propose (``found``: the rules' candidates for this turn)."""
        snippets = [c.source_snippet or c.content for c in found]
        explicit: list[tuple[str, str]] = []
        for sentence in split_sentences(turn.text):
            asked = requested(sentence.strip())
            if asked is not None and not _overlaps(asked[1], snippets):
                explicit.append(asked)
        explicit_texts = {what for _, what in explicit}
        units = [u for u in self.units(turn.text)
                 if not _overlaps(u, snippets) and not any(_overlaps(u, [w]) for w in explicit_texts)]
        judged = [what for _, what in explicit] + units
        if not judged:
            return []
        vectors = np.asarray(self.embed(judged), dtype=np.float64) if self.embed is not None else None
        verdicts = self.gate.judge(judged, vectors, self.embedding_id)
        out: list[Candidate] = []
        for (rule, what), verdict in zip(explicit, verdicts, strict=False):
            out.append(self._candidate(what, verdict.type, turn, rule=rule, confidence=1.0,
                                       importance=EXPLICIT_IMPORTANCE))
        for unit, verdict in zip(units, verdicts[len(explicit):], strict=True):
            if not verdict.keep or self.rules.lexicon.is_small_talk(unit):
                continue
            score = self.rules.scorer.score(verdict.type.value, unit)
            out.append(self._candidate(unit, verdict.type, turn, rule=f"gate.{verdict.label}",
                                       confidence=min(score.confidence, round(verdict.memorable, 3)),
                                       importance=score.importance))
        return out

    def _candidate(self, text: str, type_: MemoryType, turn: Turn, *, rule: str, confidence: float,
                   importance: float) -> Candidate:
        lang = turn.lang or statement_lang(text)
        content = to_third_person(text.strip(_STRIP), lang, type_.value)[: self.config.max_content_chars]
        return Candidate(type=type_, content=content, importance=importance, confidence=confidence, lang=lang,
                         source_snippet=text, source_message_id=turn.message_id, rule=rule)
