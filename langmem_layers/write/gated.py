"""What the rules miss: explicit requests to remember, and clauses the learned write gate judges memorable.

The rules (:class:`~.extract.RuleExtractor`) stay the precise path: slots, household facts, updates, cancellations.
:class:`GatedExtractor` runs after them on the same turn and only adds:

1. **explicit requests** (:mod:`.explicit`): the learned :class:`~.explicit.ExplicitDetector` decides per sentence
   ("记一笔…", "for the record …", "going forward …"); the requested content is always a candidate (type from the
   gate, high importance, full confidence) unless the rules' candidates already say all of it — a rule that read
   only part of the sentence gives way to the whole request;
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
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import NamedTuple

import numpy as np

from ..config import MemoryConfig
from ..records import MemoryType
from ..timeexpr import find_spans
from .candidate import Candidate
from .explicit import CUE_MAX_WORDS, Embed, ExplicitDetector, requested, word_size
from .extract import CONDITIONAL_RE, RuleExtractor, Turn, split_clauses, split_sentences, statement_lang
from .gate import GateVerdict, WriteGate
from .normalise import canonical_entity, canonical_value, category_of, informal_en, informal_zh, to_third_person
from .values import content_words

__all__ = ["ASIDE_BELOW", "CLAUSE_ANCHOR", "EXPLICIT_IMPORTANCE", "LONG_SENTENCE_CHARS", "LONG_UNIT_CLAUSES",
           "GatedExtractor", "Unit"]

#: Importance of an explicitly requested memory ("记住…" is emphasis by definition).
EXPLICIT_IMPORTANCE = 0.8
#: A sentence longer than this (characters) is judged clause by clause.
LONG_SENTENCE_CHARS = 100
#: A unit of this many clauses or more is kept by its clauses, even when the gate keeps it as a whole (a rant with a
#: fact inside reads as memorable for the fact's sake).
LONG_UNIT_CLAUSES = 5
#: Units shorter than this (after stripping) are never judged (fragments, "ok").
MIN_UNIT_CHARS = 4
#: A plain rule candidate (a general trigger, not a slot, household fact, update or cancellation) whose source the
#: gate finds this unlikely to be memorable is dropped: a question without "?", a rant, a one-off event.
VETO_BELOW = 0.1
#: A rule candidate the n-gram half of the gate already finds this likely memorable is kept without embedding its
#: source for the dense gate (a cascade: most rule readings are plainly memorable; the embedding is paid only for
#: the doubtful ones). Set by hand; ``python -m benchmarks.gate --cascade`` counts what it changes on the corpus.
LEXICAL_KEEP = 0.5


@dataclass(frozen=True)
class Unit:
    """A statement the gate judges: its text, its clauses and the separator that joins them."""

    text: str
    clauses: tuple[str, ...]
    sep: str = ", "

_STRIP = " \t，,。.!！~～…；;：:"
#: A statement about or to the assistant ("you're a lifesaver", "you should try …", "你太懂我了", "你可以帮我想几个…",
#: "你有啥推荐的…不"): not about the user. Only the assistant as the subject — "you know, I'm vegan" and "你知道吗
#: 我换工作了" stay.
_ADDRESSEE_RE = re.compile(
    r"^\s*(?:(?:omg|oh|wow|haha|lol|ok)[\s,，]*)*(?:(?:you(?:'re| are|re|'ll| will| should| can| could| might)|u r|ur)"
    r"\b|[你您](?:也|可|真|太|好)*(?:太|真|好|是|说得|最|简直|可以|可不可以|能|有没有|有啥|有什么|觉得|会不会))",
    re.IGNORECASE)
_ASKS_RE = re.compile(r"[?？]\s*$|[吗呢么]\s*[。]?$")
#: A clause that opens a new statement: its own subject or a change of topic ("btw", "对了"); a contrast ("but I
#: never …", "不过…") stays with the statement it qualifies.
_NEW_STATEMENT_RE = re.compile(
    r"^\s*(?:(?:and|so|also|plus|oh|yes|yeah|anyway|而且|所以|还有|另外|顺便(?:说一下)?|对了|哦|啊)[\s,，]*)*"
    r"(?:我|俺|咱|他|她|我们|\b(?:i|i'm|i've|i'd|i'll|my|we|we're|our|he|she|they|by the way|btw)\b)",
    re.IGNORECASE)
_FIRST_PERSON_RE = re.compile(r"我|俺|咱|\b(?:i|i'm|i've|i'd|i'll|my|me|mine|we|our)\b", re.IGNORECASE)
#: A space before a change of topic ("… 对了今天…", "… 顺便问下…") ends a statement even inside a request's content,
#: which is otherwise cut only where it is punctuated.
_TOPIC_OPENERS = "对了|顺便|另外|话说"
_TOPIC_CHANGE_RE = re.compile(rf"(?<=[\u4e00-\u9fff])\s+(?={_TOPIC_OPENERS})")
_TOPIC_OPENER_RE = re.compile(rf"^\s*(?:{_TOPIC_OPENERS})")
#: Where the first clause of a request's content ends: a comma, or a space between Chinese characters.
_FIRST_CLAUSE_RE = re.compile(r"[，,；;]|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")
#: A pronoun of a person, informal spellings too ("im", "ive"): what names one is a statement, not a pointer.
_PERSON_RE = re.compile(r"我|俺|咱|他|她|\b(?:i|i'm|im|i've|ive|i'd|i'll|my|me|mine|we|our|he|she|his|her|they)\b",
                        re.IGNORECASE)


#: Words that open a statement only to change the topic: not part of what is kept ("anyway i collect old coins").
_LEAD_RE = re.compile(r"^(?:(?:anyways?|btw|by the way|meanwhile|for what it'?s worth|for the record)\b[\s,，]*)+",
                      re.IGNORECASE)


def _core(text: str) -> str:
    """Letters only, in the rules' informal-to-standard spelling (俺/咱 → 我, "gonna" → "going to"), lower-cased."""
    return re.sub(r"\W+", "", informal_zh(informal_en(text)).lower())


#: ``memorable`` a unit the rules read as another person's affair needs to be kept (the gate's ordinary threshold is
#: ``WriteGate.threshold``): the corpus labels who the user's own manager / colleagues are as profile, the rest of
#: other people's news as not memorable.
DOUBTFUL_KEEP = 0.9
#: A cue pattern's reading of a sentence counts only if the detector gives it at least this P(explicit): the
#: patterns also match tasks ("帮我记录一下会议纪要") and reminiscences the detector learned to tell apart.
PATTERN_FLOOR = 0.15
#: Share of an explicit request's words the rules' candidates must already carry for the request to add nothing.
SAID_SHARE = 0.8
#: A clause of an explicit request the gate finds less memorable than this — when it is not the request's cue and
#: carries no value (a digit, a weekday, a date, a quoted name) — is an aside and left out of what is kept: small
#: talk, emotion, a meta-comment ("千万不能出岔子", "看着头大", "I keep having to look it up"). Set by hand below the
#: gate's own threshold: an aside must look plainly unmemorable, a doubtful clause stays with the request.
ASIDE_BELOW = 0.5
#: A clause of a multi-clause statement the gate finds at least this likely memorable anchors what is kept of the
#: statement (:meth:`GatedExtractor.span`); a clause holding a value of its own needs :data:`VALUE_ANCHOR`. Set by
#: hand, well below the gate's threshold: an anchor only marks where the fact is, the threshold still decides.
CLAUSE_ANCHOR = 0.3
VALUE_ANCHOR = 0.1
#: A run with a single anchor clause that is not the unit's surest is kept only this likely memorable (set by hand:
#: on the development batches' long units, lone clauses the gate scores 0.6–0.9 were as often a one-off event —
#: "周末去商场", "赶紧打了120" — as a fact).
LONE_CLAUSE_KEEP = 0.9
#: Marks a clause as holding a value of its own: digits (Chinese numerals with a unit too: "七年", "三岁", not "一点"),
#: 周X / 星期X, a quoted name.
_VALUE_MARK_RE = re.compile(r"\d|[「『“\"《]|(?:^|\s)'\w|"
                            r"(?:[两二三四五六七八九十百千万半][一二两三四五六七八九十百千万]*|一[一二两三四五六七八九十百千万]+)"
                            r"(?:年|岁|个月|周|天|小时|分钟|次|只|条|斤|公里|块|元|号|米)")
#: A name written in Latin letters inside Chinese ("最爱TTC金粉", "Rh阴性", "收Labubu"): a brand, a model, a code.
_LATIN_NAME_RE = re.compile(r"[A-Za-z]{2,}")
#: A proper name inside English: a capitalised word that does not open the clause ("... a Bosch Serie 6"), or a
#: word in capitals ("ADHD").
_EN_NAME_RE = re.compile(r"(?<=[a-z,;]\s)[A-Z][a-z]+|\b[A-Z]{2,}\b")

#: Share of a unit's words the rule candidates drawn from it must carry for the gate to stay silent on it.
COVERED_SHARE = 0.5
#: Share of a rule candidate's source words found in a unit for the candidate to count as drawn from it (the rules
#: rewrite their source a little: "them" → "cats", "咱" → "我").
DRAWN_SHARE = 0.6
_PIECE_RE = re.compile(r"[\u4e00-\u9fff]|[a-z0-9]+")


def _pieces(text: str) -> set[str]:
    return set(_PIECE_RE.findall(informal_zh(informal_en(text)).lower()))


def _within(unit: str, source: str) -> bool:
    """Whether ``source`` lies (mostly) inside ``unit``, or the unit inside it."""
    a, b = _core(unit), _core(source)
    if not a or not b:
        return False
    if a in b or b in a:
        return True
    pieces = _pieces(source)
    return bool(pieces) and len(pieces & _pieces(unit)) >= DRAWN_SHARE * len(pieces)


def _drawn_from(unit: str, candidate: Candidate) -> bool:
    """Whether the candidate came from this unit (its source snippet, else its content, lies within it)."""
    return _within(unit, candidate.source_snippet or candidate.content)


#: Words of the speaker that a stored memory says as "用户" / "User".
_SPEAKER_PIECES = frozenset({"我", "俺", "咱", "i", "my", "me", "mine", "myself"})


def _said(what: str, found: Sequence[Candidate]) -> bool:
    """Whether the rule candidates drawn from ``what`` together store (nearly) all of its words — in what they
    keep, not in the sentence they read: a job slot read from "I start at Cartoon Saloon on 3 March as a layout
    artist" stores neither the studio nor the date."""
    pieces = _pieces(what) - _SPEAKER_PIECES
    carried: set[str] = set()
    for c in found:
        if _drawn_from(what, c):
            carried |= _pieces(c.content)
    return bool(pieces) and len(pieces & carried) >= SAID_SHARE * len(pieces)


def _acts(candidate: Candidate) -> bool:
    """Whether a rule candidate does more than state something: it cancels, expires, reschedules, echoes, moves,
    changes the user's mind or points back at an earlier memory."""
    return bool(candidate.cancels or candidate.expires_plan or candidate.reschedules_last or candidate.echo
                or candidate.moves or candidate.change_of_mind or candidate.generic_referent)


def _hypothetical(candidate: Candidate) -> bool:
    """Whether a trigger's reading without a slot was read from a conditional ("if i ever win the lottery i'm buying
    a lighthouse", "要是我搬去成都…", "imagine doing the Krubera descent …"): it is dropped, as
    :meth:`GatedExtractor.rejected` drops such a unit — a plain statement, and a change, move or cancellation too
    ("if i ever ended up moving to Winnipeg …", "要是下雨就不去了": nothing has changed yet)."""
    return (candidate.rule.startswith("trigger.") and candidate.slot is None and "household" not in candidate.rule
            and bool(CONDITIONAL_RE.match(candidate.source_snippet or candidate.content)))


def _carries_value(clause: str) -> bool:
    """Whether a clause holds a value of its own: a digit, a weekday, a quoted name, a month or weekday name, a
    Latin-letter name inside Chinese, a proper name inside English.

        >>> _carries_value("折纸折了七年"), _carries_value("有一点累"), _carries_value("养了两只猫")
        (True, False, True)
    """
    name = _LATIN_NAME_RE if statement_lang(clause) == "zh" else _EN_NAME_RE
    return bool(_VALUE_MARK_RE.search(clause) or _EN_DATE_RE.search(clause) or name.search(clause)
                or any(w.startswith("weekday:") for w in content_words(clause)))


_EN_DATE_RE = re.compile(r"\b(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
                         r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|[一二三四五六七八九十]{1,3}月", re.IGNORECASE)


#: Content words (outside time expressions and the rules' own readings) the gate's reading of a unit must add to
#: a rule's slot reading of it to be kept beside it, when the rest holds no value of its own.
BESIDE_MIN_WORDS = 4
#: Any moment: time expressions are found to be left out, not resolved.
_ANY_NOW = datetime(2000, 1, 1, tzinfo=UTC)


def _restates(text: str, beside: Sequence[Candidate]) -> bool:
    """Whether the gate's reading of a unit only restates a rule's slot reading of it: the slot's value is in it, and
    the rest holds no value of its own and fewer than :data:`BESIDE_MIN_WORDS` new content words outside time
    expressions.

        >>> from langmem_layers.write.extract import RuleExtractor, Turn
        >>> rules = RuleExtractor(MemoryConfig())
        >>> def beside(text): return _restates(text, rules.extract(Turn(text)))
        >>> beside("Quick update: I moved to Munich last week"), beside("I moved to Málaga to look after my dad")
        (True, False)
    """
    slotted = [c for c in beside if c.slot and c.value and c.value.lower() in text.lower()]
    if not slotted:
        return False
    rest = text
    for span in find_spans(text, _ANY_NOW):
        rest = rest.replace(span.expr, " ")
    for c in slotted:
        rest = re.sub(re.escape(c.value or ""), " ", rest, flags=re.IGNORECASE)
    said = set().union(*(content_words(c.content) for c in beside))
    return not _carries_value(rest) and len(content_words(rest) - said) < BESIDE_MIN_WORDS


def _long(text: str) -> bool:
    """Whether a stretch of text is judged by its clauses even when the gate keeps it whole (see
    :meth:`GatedExtractor.spans`): over :data:`LONG_SENTENCE_CHARS` characters or :data:`LONG_UNIT_CLAUSES` clauses."""
    return len(text) > LONG_SENTENCE_CHARS or len(split_clauses(text)) >= LONG_UNIT_CLAUSES


def _states_too_little(text: str) -> bool:
    """Whether what the gate would keep holds at most one content word (one content character in Chinese) and no
    value: a fragment ("my eyes", "i freeze", "好的就这样"), not a statement. In the gate corpus 11 of ~10,000
    memorable lines are that short ("i snowboard", "我在用探探"), against 201 of the negatives.

        >>> _states_too_little("my eyes"), _states_too_little("i have two cats"), _states_too_little("我戒酒了")
        (True, False, False)
    """
    return len(content_words(text)) <= 1 and not _carries_value(text)


def _mostly_in(clause: str, what: str) -> bool:
    """Whether most of a clause's words are words of the requested content (the clause is content, not the cue)."""
    pieces = _pieces(clause)
    return bool(pieces) and 2 * len(pieces & _pieces(what)) >= len(pieces)


def _called(rule: str, what: str) -> str:
    """The name a "call me …" request asks for ("" for any other request)."""
    if not rule.endswith(".call_me"):
        return ""
    return what.removeprefix("用户希望被称呼为").removeprefix("User wants to be called ").strip()


#: The rule id of a request said as a cue of its own, whose content is the next (or previous) sentence.
CUE_ONLY_RULE = "explicit.cue_only"
#: What a cue pattern cuts out of a request is a pointer, not content, when it is this short (words, a CJK character
#: counting half) and the gate finds nothing in it ("can u", "about the queen", "这个").
DEBRIS_WORDS = 3
#: A cue that points back ("keep that one", "^^", "上面这个记一下") asks for the sentence before it.
_POINTS_BACK_RE = re.compile(r"\b(?:that|those|all that|above|it)\b|\^|上面|上边|刚才|刚刚|前面", re.IGNORECASE)
#: A cue that points at another sentence, before or after it ("this", "这个", "下面").
_POINTS_AWAY_RE = re.compile(rf"{_POINTS_BACK_RE.pattern}|\b(?:this|these|following)\b|这个|这条|下面|以下",
                             re.IGNORECASE)


class Requests(NamedTuple):
    """The explicit requests of a message (:meth:`GatedExtractor.requests`)."""

    #: ``(rule id, content to keep)`` per request.
    asked: list[tuple[str, str]]
    #: The text each request came from (one or two sentences).
    asked_in: list[str]
    #: Sentences that are only a cue, with no sentence of the message to ask for: never a memory themselves.
    cues: list[str]
#: The words a request said as its own sentence is made of ("important — remember this!", "这个你记住哈",
#: "save this pls"): cue verbs, pointers to what is meant and particles. A sentence with nothing else is a cue only.
_CUE_WORDS_EN = frozenset(
    "don't dont do not never forget remember rember remeber remmber note save store keep write jot log file down away "
    "this that it these those one pls please plz for me somewhere in mind important ok okay yeah yes make a of the "
    "record just oh and also k thx thanks bookmark memo need you to can could memorise memorize mark rmb "
    "kar lo below above following let".split())
_CUE_CHARS_ZH = frozenset("记記住一下着好了别忘啊哈呀呗吧嘛这个些条點点帮幫我给給你存备忘千万定要得哦喔啦呢先收到清楚"
                          "牢笔筆上面来來本拜託托以内容请請信息刻脑腦子里裏能不重很纪紀标那在的拿小吗事件")
#: A cue-only sentence names the act of keeping.
_CUE_VERB_RE = re.compile(r"记|記|纪|忘|存|备|forget|rem|note|save|store|keep|write|jot|log|file|memo|bookmark|"
                          r"mark|rmb|record")
#: Cue words that say the opposite: a dismissal ("never mind, forget it", "算了别记了") or the user's own promise
#: ("好的我记住了", "I'll remember").
_NOT_A_CUE_RE = re.compile(r"forget (?:it|about it)|never ?mind|算了|别记|不用记|我(?:会|都)?记(?:住|下|着)了|"
                           r"\bi(?:'ll| will)? remember\b|\bi'?ll keep\b|\bnoted\b")
_CUE_TOKEN_RE = re.compile(r"[a-z']+|[\u4e00-\u9fff]|\d", re.IGNORECASE)


def _cue_only(sentence: str) -> bool:
    """Whether a sentence is a request to remember with no content of its own: cue words only, and a cue verb."""
    tokens = [t.lower() for t in _CUE_TOKEN_RE.findall(sentence.replace("’", "'"))]  # "don’t" is one token
    if not tokens or len(tokens) > 8:
        return False
    if not all(t in _CUE_WORDS_EN or t in _CUE_CHARS_ZH for t in tokens):
        return False
    low = sentence.lower().replace("’", "'")
    if _NOT_A_CUE_RE.search(low):
        return False
    return bool(_CUE_VERB_RE.search(low))


#: English words a cue pattern may leave at the edge of what is asked ("remember this pls …"): never content there.
_EDGE_CUES_EN = frozenset("pls plz please thx thanks ty ok okay k this that".split())


def _cue_word(token: str) -> bool:
    """Whether a space-separated token is a cue's leftover: Chinese cue characters only ("一下", "这个") or one of
    :data:`_EDGE_CUES_EN` ("pls")."""
    if token.lower().strip(".,!~") in _EDGE_CUES_EN:
        return True
    return bool(re.fullmatch(r"[\u4e00-\u9fff]+", token)) and all(ch in _CUE_CHARS_ZH for ch in token)


def _without_cue_edges(what: str) -> str:
    """A request's content less the cue words the cue pattern left at its edges, where a space sets them apart
    ("note一下 我的3D打印机是拓竹P1S" → "一下 …"; "remember this pls 钟点工阿姨每周五上午来" → "pls …").

        >>> _without_cue_edges("一下 我的3D打印机是拓竹P1S"), _without_cue_edges("pls 钟点工阿姨每周五上午来")
        ('我的3D打印机是拓竹P1S', '钟点工阿姨每周五上午来')
        >>> _without_cue_edges("我周末在省博做兼职讲解 青铜器那个展厅 这个"), _without_cue_edges("一下")
        ('我周末在省博做兼职讲解 青铜器那个展厅', '一下')
    """
    tokens = what.split()
    start, end = 0, len(tokens)
    while end - start > 1 and _cue_word(tokens[start]):
        start += 1
    while end - start > 1 and _cue_word(tokens[end - 1]):
        end -= 1
    return " ".join(tokens[start:end]) if (start, end) != (0, len(tokens)) else what


def _between(text: str, first: str, second: str) -> str:
    """The stretch of ``text`` from the earlier of two of its sentences to the end of the later one."""
    a, b = text.find(first), text.find(second)
    if a < 0 or b < 0:
        return f"{first} {second}"
    start, end = min(a, b), max(a + len(first), b + len(second))
    return text[start:end]


def _covered(unit: str, found: Sequence[Candidate]) -> bool:
    """Whether the rule candidates drawn from this unit say most of it (:data:`COVERED_SHARE` of its words): the
    rules are the precise path there (slots, budgets, households, updates) and the gate stays silent. A unit the
    rules read only a sliver of ("so as an architect at a tiny firm in portland i basically live in revit" → "works
    as an architect") is judged by the gate too, which may keep the rest beside the rule's reading."""
    drawn = [c for c in found if _drawn_from(unit, c)]
    if not drawn:
        return False
    pieces = _pieces(unit) - _SPEAKER_PIECES
    carried = set().union(*(_pieces(c.content) for c in drawn))
    return not pieces or len(pieces & carried) >= COVERED_SHARE * len(pieces)


class GatedExtractor:
    """Explicit requests + the learned gate, after the rules (see the module docstring)."""

    name = "gate"

    def __init__(self, config: MemoryConfig, rules: RuleExtractor, gate: WriteGate, *, embed: Embed | None = None,
                 embedding_id: str = "", explicit: ExplicitDetector | None = None) -> None:
        self.config = config
        self.rules = rules
        self.gate = gate
        self.explicit = (explicit or gate.explicit or ExplicitDetector.default()).with_vectors(embed, embedding_id)
        self.embed = embed if embed is not None and gate.wants_vectors(embedding_id) else None
        self.embedding_id = embedding_id

    def units(self, text: str) -> list[Unit]:
        """The statements of a message the gate judges, each with its clauses: whole sentences; a long one is cut
        where a clause opens a new statement (its own subject, "btw", "对了"), so a buried fact stands on its own and
        a clause without a subject stays with the one before it ("3 rentals in Cleveland, all duplexes")."""
        out: list[Unit] = []
        for sentence in split_sentences(text):
            # questions are dropped by their mark only: the gate itself learned the unmarked ones ("have my …" is
            # a statement the question heuristics of the rules would drop)
            clauses = (self.rules.statement_clauses(sentence) if _ASKS_RE.search(sentence.strip())
                       else split_clauses(sentence))
            if not clauses:
                continue
            sep = "，" if statement_lang(sentence) == "zh" else ", "
            groups: list[list[str]] = [[clauses[0]]]
            if len(sentence) > LONG_SENTENCE_CHARS:
                for clause in clauses[1:]:
                    if _NEW_STATEMENT_RE.match(clause):
                        groups.append([clause])
                    else:
                        groups[-1].append(clause)
            else:
                groups[0].extend(clauses[1:])
            for group in groups:
                parts = tuple(c.strip(_STRIP) for c in group if c.strip(_STRIP))
                unit = Unit(sep.join(parts).strip(_STRIP), parts, sep)
                if len(unit.text) >= MIN_UNIT_CHARS and not self.rejected(unit.text):
                    out.append(unit)
        return out

    def spans(self, unit: Unit, whole: GateVerdict, parts: Sequence[GateVerdict]) -> list[tuple[str, GateVerdict]]:
        """What of a unit to keep, given the gate's verdicts on the whole unit and on each of its clauses: one text
        per fact, each with its verdict (empty: nothing).

        A short unit the gate keeps as a whole is kept whole, less the questions, requests and small talk at its
        edges ("…，有啥男士面霜推荐么"): the gate judges short clauses far less surely than their sentence ("博三了"
        alone is not memorable, "博三了，做冰川遥感的，…" is). Otherwise — and always for a long unit (more than
        :data:`LONG_SENTENCE_CHARS` characters or :data:`LONG_UNIT_CLAUSES` clauses: a rant with facts inside, which
        the gate keeps whole for the facts' sake) — the unit is judged on its clauses: a clause at least
        :data:`CLAUSE_ANCHOR` likely memorable (or :data:`VALUE_ANCHOR` with a value of its own) is an anchor; the
        unit is cut into runs where a clause is plainly not memorable (below :data:`VALUE_ANCHOR`, without a value)
        or one the rules reject (a question, a request); each run whose surest anchor clears the gate's threshold is
        kept from its first anchor to its last (a doubtful clause between two stays), with that anchor's verdict — a
        run with one anchor beside a surer run only at :data:`LONE_CLAUSE_KEEP` (a lone short clause is what the
        gate judges least surely). A long unit kept whole in which no run clears the threshold is kept whole.

            >>> from langmem_layers.config import MemoryConfig
            >>> from langmem_layers.write.extract import RuleExtractor
            >>> gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())
            >>> def v(p): return GateVerdict("fact" if p >= 0.62 else "none", p, MemoryType.FACT)
            >>> clauses = ("今天又被老板画饼", "真的无语子", "俺是省定向越野队的", "下个月28号在莫干山比赛",
            ...            "想问下", "赛前吃啥")
            >>> unit = Unit("，".join(clauses), clauses, "，")
            >>> [t for t, _ in gated.spans(unit, v(0.9), [v(0.0), v(0.02), v(0.99), v(1.0), v(0.01), v(0.13)])]
            ['俺是省定向越野队的，下个月28号在莫干山比赛']
        """
        if whole.keep and not _long(unit.text):
            return [(self._without_asides(unit), whole)]
        kept = self._runs(unit, parts) if len(unit.clauses) > 1 else []
        if not kept and whole.keep:
            return [(self._without_asides(unit), whole)]
        return kept

    def _runs(self, unit: Unit, parts: Sequence[GateVerdict]) -> list[tuple[str, GateVerdict]]:
        """The runs of anchor clauses of a unit whose surest anchor clears the threshold (see :meth:`spans`)."""
        segments: list[list[int]] = [[]]  # clauses between two that are plainly out
        anchors: set[int] = set()
        for n, (clause, v) in enumerate(zip(unit.clauses, parts, strict=True)):
            if self.rejected(clause, clause=True) or (v.memorable < VALUE_ANCHOR and not _carries_value(clause)):
                segments.append([])
                continue
            segments[-1].append(n)
            if v.memorable >= CLAUSE_ANCHOR or (v.memorable >= VALUE_ANCHOR and _carries_value(clause)):
                anchors.add(n)
        runs = [(run, max((parts[n] for n in run), key=lambda v: v.memorable))
                for run in ([n for n in seg if n in anchors] for seg in segments) if run]
        best = max((v.memorable for _, v in runs), default=0.0)
        return [(unit.sep.join(unit.clauses[run[0]:run[-1] + 1]).strip(_STRIP), surest) for run, surest in runs
                if surest.keep and (len(run) > 1 or surest.memorable >= min(best, LONE_CLAUSE_KEEP))]

    def _without_asides(self, unit: Unit) -> str:
        """The unit less the questions, requests to the assistant and small talk at its start and end."""
        lex = self.rules.lexicon

        def aside(clause: str) -> bool:
            return lex.is_question(clause) or lex.is_request(clause) or lex.is_small_talk(clause)

        clauses = list(unit.clauses)
        while len(clauses) > 1 and aside(clauses[-1]):
            clauses.pop()
        while len(clauses) > 1 and aside(clauses[0]):
            clauses.pop(0)
        return unit.text if len(clauses) == len(unit.clauses) else unit.sep.join(clauses).strip(_STRIP)

    def statements(self, what: str) -> list[str]:
        """The statements of a request's content: cut where a clause opens a new statement (its own subject,
        "btw"), as :meth:`units` cuts a long sentence; a clause without a subject ("9th to 12th of June") stays
        with the one before it, so a date stays with its event.

            >>> from langmem_layers.config import MemoryConfig
            >>> from langmem_layers.write.extract import RuleExtractor
            >>> gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())
            >>> gated.statements("the entry deadline is 1 April, I'm entering the trident maple")
            ['the entry deadline is 1 April', "I'm entering the trident maple"]
            >>> gated.statements("I'm doing a wood firing, 9th to 12th of June")
            ["I'm doing a wood firing, 9th to 12th of June"]
            >>> gated.statements("器官捐献我上个月登记好了 红十字会那边的 对了今天办公室空调冷得要命")
            ['器官捐献我上个月登记好了 红十字会那边的', '对了今天办公室空调冷得要命']
        """
        clauses = [piece for clause in split_clauses(what, spaces=False) for piece in _TOPIC_CHANGE_RE.split(clause)]
        groups: list[list[str]] = [clauses[:1]]
        for clause in clauses[1:]:
            if _NEW_STATEMENT_RE.match(clause) or _TOPIC_OPENER_RE.match(clause):
                groups.append([clause])
            else:
                groups[-1].append(clause)
        sep = "，" if statement_lang(what) == "zh" else ", "
        pieces = [sep.join(p.strip(_STRIP) for p in g).strip(_STRIP) for g in groups if g]
        if len(pieces) < 2 or any(len(p) < MIN_UNIT_CHARS for p in pieces):
            return [what]
        # a piece that is the request's own cue ("以后帮我排日程的时候注意下哈，…") is not a memory
        said = [p for p, cue in zip(pieces, self.explicit.probability(pieces), strict=True)
                if cue < self.explicit.threshold or _carries_value(p)]
        return said or [what]

    def rejected(self, unit: str, *, clause: bool = False) -> bool:
        """What the rules know is not about the user stays out, whatever the gate would say: questions (also
        without "?"), requests to the assistant, small talk, conditionals. (Other people's affairs are only
        :meth:`doubtful`: "My manager is called Priya" is about the user's working life.) ``clause``: a clause of a
        longer statement, which may be too short to name the user ("B2-117", "rotating shifts")."""
        lex = self.rules.lexicon
        first = next(iter(split_clauses(unit)), unit)
        if (not clause and statement_lang(unit) == "en" and len(unit.split()) < 3
                and not _FIRST_PERSON_RE.search(unit)):
            return True  # "not much", "sounds good": too little to be about the user
        return (lex.is_question(unit) or lex.is_request(first) or lex.is_small_talk(unit)
                or bool(CONDITIONAL_RE.match(unit)) or bool(_ADDRESSEE_RE.match(unit)))

    def doubtful(self, unit: str) -> bool:
        """A unit the rules read as another person's affair: the gate keeps it only when it is sure
        (:data:`DOUBTFUL_KEEP`) — who the user's manager or colleague is, not what the colleague ate."""
        return self.rules.lexicon.is_other_person(next(iter(split_clauses(unit)), unit))

    def requests(self, text: str) -> Requests:
        """The explicit requests of a message: ``[(rule id, content to keep)]`` and the text they came from.
        The detector decides (one call for all sentences); the cue patterns only cut the content out. A request
        that is only its cue ("Don't forget this!!", "别忘了啊！", "can u remember that?" — cue words only, or a
        request in which the gate finds nothing to keep) asks for the sentence after it, or before it when it points
        back ("that", "^^", "上面") or ends the message; the text it came from is then both sentences. A cue with no
        sentence to ask for is one of :attr:`Requests.cues`: never a memory itself."""
        sentences = [s.strip() for s in split_sentences(text) if len(s.strip()) >= 2]
        asked: list[tuple[str, str]] = []
        asked_in: list[str] = []
        cues: list[str] = []
        taken: set[int] = set()
        scores = self.explicit.probability(sentences)
        for n, (sentence, p) in enumerate(zip(sentences, scores, strict=True)):
            if n in taken:
                continue
            # a request alone in its message is its own content unless it points elsewhere ("hold onto that detail
            # pls") or is plainly empty
            alone = len(sentences) == 1 and not _POINTS_AWAY_RE.search(sentence)
            if (_cue_only(sentence) and p >= PATTERN_FLOOR) or (
                    p >= self.explicit.threshold and self._holds_nothing(sentence, plainly=alone)):
                order = (n - 1, n + 1) if _POINTS_BACK_RE.search(sentence) else (n + 1, n - 1)
                other = next((m for m in order if 0 <= m < len(sentences) and m not in taken
                              and not _cue_only(sentences[m]) and len(sentences[m]) >= MIN_UNIT_CHARS), None)
                if other is None or self._not_a_memory(sentences[other], sentences[other]):
                    cues.append(sentence)
                    continue
                taken |= {n, other}
                asked.append((CUE_ONLY_RULE, sentences[other]))
                asked_in.append(_between(text, sentence, sentences[other]))
                continue
            if len(sentence) < MIN_UNIT_CHARS:
                continue
            if p >= self.explicit.threshold:
                found = self.explicit.content(sentence, holds_nothing=self._lexically_empty)
            elif p >= PATTERN_FLOOR:
                found = requested(sentence)
            else:
                found = None
            if found is not None:
                found = (found[0], _without_cue_edges(found[1]))
            if found is not None and not self._not_a_memory(sentence, found[1], asked=p >= self.explicit.threshold):
                taken.add(n)
                asked.append(found)
                asked_in.append(sentence)
        return Requests(asked, asked_in, cues)

    def only_a_cue(self, text: str) -> bool:
        """Whether a whole message is a request to remember with nothing of its own to keep ("commit that to memory
        for me pls", "^^ keep that one pls", "hold onto that detail pls"): it asks for the user's
        message next to it (the pipeline's business), and stores nothing itself."""
        sentences = [s.strip() for s in split_sentences(text) if len(s.strip()) >= 2]
        return bool(sentences) and len(self.requests(text).cues) == len(sentences)

    def _holds_nothing(self, sentence: str, *, plainly: bool = False) -> bool:
        """Whether a request sentence the cue words do not cover is still only a cue: short, without a value, no
        content the detector can cut from it, and nothing in it the gate finds worth keeping ("Please retain the
        following for future reference.", "Kindly make a note of this") — not "Can you note for me that my cheese
        cave is kept at 12°C?", which the gate doubts only for its question form. What the cue patterns cut out of
        it must hold something too: "can u remember that?" leaves "can u", "pls remember that about the queen"
        leaves "about the queen" — pointers to another sentence: naming no one, and plainly empty to the gate (below
        :data:`VETO_BELOW`; a short fact such as "俺不吃辣" it merely doubts). ``plainly``: the sentence itself must
        be plainly empty too."""
        if word_size(sentence) > CUE_MAX_WORDS or _carries_value(sentence):
            return False
        found = self.explicit.content(sentence)
        if found is not None and found[1] != sentence.strip(_STRIP):
            what = found[1]  # a pointer names no one: "im quite claustrophobic" is a statement, however short
            return (word_size(what) <= DEBRIS_WORDS and not _PERSON_RE.search(what)
                    and self._judged([what])[0].memorable < VETO_BELOW)
        verdict = self._judged([sentence])[0]
        return verdict.memorable < VETO_BELOW if plainly else not verdict.keep

    def _judged(self, texts: list[str]) -> list[GateVerdict]:
        """The gate's verdicts, with vectors when the gate has a dense part for the memory's embedder."""
        vectors = np.asarray(self.embed(texts), dtype=np.float64) if self.embed is not None else None
        return self.gate.judge(texts, vectors, self.embedding_id)

    def _lexically_empty(self, piece: str) -> bool:
        """The gate's n-gram half finds nothing to keep in a piece of a sentence (cheap: no embedding)."""
        return not self.gate.judge([piece])[0].keep

    def trim(self, text: str) -> str:
        """The message with the asides of its explicit requests left out (see :data:`ASIDE_BELOW`), so neither the
        rules nor the request keep them. Each request sentence is cut into clauses and judged by the gate in one
        batch; the clauses after the last one that is the cue, carries a value or is found memorable are asides and
        go (an aside trails what is asked; a doubtful clause inside the content stays). When no content clause would
        stay, the sentence is left whole: the requested content is never dropped.

            >>> from langmem_layers.config import MemoryConfig
            >>> from langmem_layers.write.extract import RuleExtractor
            >>> gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())
            >>> gated.trim("帮我记一下，我的车位号是B2-117，每次都找不到，看着头大")
            '帮我记一下，我的车位号是B2-117'
        """
        asked, asked_in, _ = self.requests(text)
        # the clauses of each request sentence that belong to its content (the cue clause is not content; of a
        # "call me …" request, every clause but the one naming the name)
        options: dict[str, list[tuple[str, bool]]] = {}
        for (rule, what), sentence in zip(asked, asked_in, strict=True):
            if rule == CUE_ONLY_RULE:
                continue  # the cue is a sentence of its own; its content sentence is kept as said
            clauses = split_clauses(sentence, spaces=False)
            if len(clauses) > 1 and sentence not in options:
                name = _called(rule, what)
                options[sentence] = [(c, name not in c if name else _mostly_in(c, what)) for c in clauses]
        flat = [p for parts in options.values() for p, is_content in parts if is_content]
        if not flat:
            return text
        verdicts = iter(self._judged(flat))
        for sentence, parts in options.items():
            aside = []
            content = 0
            for part, is_content in parts:
                if is_content:
                    verdict = next(verdicts)
                    # the first content clause is the requested fact itself: never an aside
                    aside.append(bool(content) and verdict.memorable < ASIDE_BELOW and not _carries_value(part))
                    content += 1
                else:
                    aside.append(False)
            # only the asides that trail the request go: a doubtful clause between two kept ones is part of the
            # content ("my accord is bergamot, vetiver and a touch of ambrox, roughly 40/40/20")
            trailing: set[int] = set()
            for n in range(len(parts) - 1, 0, -1):
                if not parts[n][1]:
                    continue  # a cue said last ("…，记一下哈") stays, the asides before it go
                if not aside[n]:
                    break
                trailing.add(n)
            kept = [part for n, (part, _) in enumerate(parts) if n not in trailing]
            if content and len(kept) < len(parts):
                sep = "，" if statement_lang(sentence) == "zh" else ", "
                end = sentence[len(sentence.rstrip("。.!！?？~～")):]
                text = text.replace(sentence, sep.join(p.strip(_STRIP) for p in kept) + end, 1)
        return text

    def _not_a_memory(self, sentence: str, what: str, *, asked: bool = False) -> bool:
        """What the rules know is not a statement to keep, whatever the cue: a question ("for future reference,
        how do I …"), a task for the assistant ("note down the key points of this article"), small talk ("I'll
        remember that, thanks"). Such a sentence then goes the ordinary way (the gate judges it). ``asked``: the
        detector found the sentence a request — when no cue could be cut off, the request words it opens with are
        that request ("麻烦您惠存以下信息：…", "帮我记小本本上📒 …"), not a task."""
        lex = self.rules.lexicon
        uncut = asked and what == sentence.strip(_STRIP)
        # a question trailing the content is an aside ("…我现在用的工具是Sparrows那套 另外单钩跟耙子哪个更适合入门啊"):
        # the content is a question only when it opens as one
        first = _FIRST_CLAUSE_RE.split(what, maxsplit=1)[0]
        return (lex.is_question(first) or (lex.is_request(what) and not uncut) or lex.is_small_talk(sentence)
                or lex.is_task(sentence))

    def material(self, text: str) -> str | None:
        """The part of a message that is work handed to the assistant — from the first sentence that asks for a task
        on material ("can u save this as a PDF for me?", "帮我把这篇文章的要点记一下：…", "take minutes from these
        notes") to the end of the message — or None. It is the task's input, not a statement about the user: nothing
        in it is stored, whatever the cue words ("记一下") or the facts it lists ("年费涨到1200").

            >>> from langmem_layers.config import MemoryConfig
            >>> from langmem_layers.write.extract import RuleExtractor
            >>> gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())
            >>> gated.material("I'm vegan. Can u save this as a PDF? Lentil soup: 200g lentils")
            'Can u save this as a PDF? Lentil soup: 200g lentils'
        """
        lex = self.rules.lexicon
        for sentence in split_sentences(text):
            if lex.is_task(sentence):
                start = text.find(sentence)
                return text[start:] if start >= 0 else sentence
        return None

    @staticmethod
    def _vetoable(candidate: Candidate) -> bool:
        """A plain statement found by a general trigger — the kind of rule candidate the gate may overrule."""
        return (candidate.rule.startswith("trigger.") and candidate.slot is None and candidate.status is None
                and not _acts(candidate) and "household" not in candidate.rule
                and candidate.type in (MemoryType.PREFERENCE, MemoryType.FACT, MemoryType.PLAN, MemoryType.DECISION,
                                       MemoryType.CORRECTION))

    @staticmethod
    def _handed_over(candidate: Candidate) -> bool:
        """A rule reading that stores a long stretch of the message (:func:`_long`) and does nothing else — no
        cancellation, move, change of mind or household fact: the gate keeps the stretch by its clauses instead."""
        return (candidate.status is None and "household" not in candidate.rule and _long(candidate.content)
                and not _acts(candidate))

    def extract(self, turn: Turn, found: Sequence[Candidate], *, asked: bool = False) -> list[Candidate]:
        """The turn's candidates: the rules' (``found``) minus those the gate overrules, plus explicit requests and
        the units no rule covered that the gate keeps. ``asked``: the user asked, in a message of its own next to
        this one, to remember it ("commit that to memory for me pls") — the whole message is a request's content."""
        found = [c for c in found if not _hypothetical(c)]
        requests = []
        said_by_rules: list[str] = []  # request sentences the rules' candidates already say: the gate stays out
        asked_for, asked_from, cues = self.requests(turn.text)
        if asked and not asked_for and not self._not_a_memory(turn.text, turn.text):  # not "what should I cook?"
            asked_for, asked_from = [(CUE_ONLY_RULE, turn.text.strip(_STRIP))], [turn.text]
        # a cue with nothing to ask for is no memory, whatever the rules read in it ("User: can u"); nor is the
        # material of a task
        material = self.material(turn.text)
        cues = [*cues, material] if material else cues
        found = [c for c in found if not any(_drawn_from(cue, c) for cue in cues)]
        for (rule, what), sentence in zip(asked_for, asked_from, strict=True):
            if rule.endswith(".call_me"):  # a rule's name slot already says it
                name = _called(rule, what)  # the request says which name: "别老叫我全名" names none
                refused = [c for c in found if c.slot == "name" and name not in (c.value or c.content)]
                found = [c for c in found if not ((self._vetoable(c) or c in refused) and _drawn_from(sentence, c))]
                if any(c.slot and _drawn_from(sentence, c) for c in found):
                    said_by_rules.append(sentence)
                    continue
            elif _said(what, [c for c in found if not self._vetoable(c)]):
                said_by_rules.append(sentence)
                continue  # the rules wrote all of it (slots, households, updates): they are precise
            # a plain rule reading of the request gives way to the request
            found = [c for c in found if not (self._vetoable(c) and _drawn_from(sentence, c))]
            requests.append(((rule, what), sentence))
        # what the rules read from a request sentence was asked for: it is kept as surely as the request would be,
        # and replaces what it contradicts ("以后叫我狮头阿强吧" read as a doubtful name slot is no longer observed;
        # a later "还是叫我周周吧" replaces it)
        found = [c.model_copy(update={"confidence": 1.0, "importance": max(c.importance, EXPLICIT_IMPORTANCE),
                                      "requested": True})
                 if any(_drawn_from(sentence, c) for sentence in said_by_rules) else c for c in found]
        # a request saying several things keeps each as its own memory ("the deadline is 1 April, I'm entering
        # the trident maple")
        split = [[what] if rule.endswith(".call_me") else self.statements(what) for (rule, what), _ in requests]
        explicit = [(rule, piece) for ((rule, _), _), pieces in zip(requests, split, strict=True) for piece in pieces]
        request_of = [n for n, pieces in enumerate(split) for _ in pieces]
        asked_in = [sentence for _, sentence in requests]
        # a rule's reading that stores a long stretch (a rant with a fact inside) gives way to the gate, which keeps
        # the stretch by its clauses; it comes back if the gate keeps nothing there
        handed = [c for c in found if self._handed_over(c) and not any(_drawn_from(s, c) for s in asked_in)]
        found = [c for c in found if c not in handed]
        vetoable = [c for c in [*found, *handed] if self._vetoable(c) and c.source_snippet
                    and not any(_drawn_from(sentence, c) for sentence in asked_in)]
        if vetoable and self.embed is not None:  # the cascade: only doubtful rule readings are embedded
            lexical = self.gate.judge([c.source_snippet or "" for c in vetoable])
            vetoable = [c for c, v in zip(vetoable, lexical, strict=True) if v.memorable < LEXICAL_KEEP]
        units = [u for u in self.units(turn.text) if not _covered(u.text, found)
                 and not any(_within(u.text, sentence) for sentence in [*asked_in, *said_by_rules, *cues])]
        clauses = [c for u in units if len(u.clauses) > 1 for c in u.clauses]
        judged = ([what for _, what in explicit] + [u.text for u in units] + [c.source_snippet or "" for c in vetoable]
                  + clauses)
        if not judged:
            return self._with_fallbacks(turn, [*found, *handed])  # the gate judged nothing: the rules' readings stand
        verdicts = self._judged(judged)
        at = len(explicit) + len(units)
        overruled = {id(c) for c, v in zip(vetoable, verdicts[at:at + len(vetoable)], strict=True)
                     if v.memorable < VETO_BELOW}
        by_clause = iter(verdicts[at + len(vetoable):])
        out: list[Candidate] = [c for c in found if id(c) not in overruled]
        explicit_verdicts = verdicts[:len(explicit)]
        for n, ((rule, what), verdict) in enumerate(zip(explicit, explicit_verdicts, strict=True)):
            if len(split[request_of[n]]) > 1 and verdict.memorable < ASIDE_BELOW and not _carries_value(what):
                # a piece of a request saying several things that is an aside: left out, unless no piece of the
                # request would stay (the requested content is never dropped)
                siblings = [m for m, r in enumerate(request_of) if r == request_of[n]]
                if any(explicit_verdicts[m].memorable >= ASIDE_BELOW or _carries_value(explicit[m][1])
                       for m in siblings):
                    continue
            type_ = MemoryType.PROFILE if rule.endswith(".call_me") else verdict.type
            out.append(self._candidate(what, type_, turn, rule=rule, confidence=1.0, importance=EXPLICIT_IMPORTANCE,
                                       requested=True))
        kept: list[str] = []  # the units the gate kept something of
        for unit, whole in zip(units, verdicts[len(explicit):at], strict=True):
            parts = [next(by_clause) for _ in unit.clauses] if len(unit.clauses) > 1 else []
            if not whole.keep and _covered(unit.text, handed):
                continue  # judged only for a handed-over reading: its clauses alone are not enough to keep
            kept_here = self._kept(unit, whole, parts, turn, beside=[c for c in found if _drawn_from(unit.text, c)])
            out += kept_here
            if kept_here:
                kept.append(unit.text)
        out += [c for c in handed if id(c) not in overruled and not any(_drawn_from(text, c) for text in kept)]
        return self._with_fallbacks(turn, out)

    def _with_fallbacks(self, turn: Turn, candidates: list[Candidate]) -> list[Candidate]:
        """The candidates, each cancellation with its :meth:`fallback`."""
        return [c.model_copy(update={"fallback": self.fallback(turn, c)}) if c.cancels and c.source_snippet else c
                for c in candidates]

    def _kept(self, unit: Unit, whole: GateVerdict, parts: Sequence[GateVerdict], turn: Turn, *,
              beside: Sequence[Candidate] = ()) -> list[Candidate]:
        """The gate's candidates for what it keeps of a unit (:meth:`spans`, less what :meth:`_no_memory` drops);
        ``beside``: the rule candidates read from the same unit."""
        out = []
        for text, verdict in self.spans(unit, whole, parts):
            if self._no_memory(text, verdict, beside):
                continue
            score = self.rules.scorer.score(verdict.type.value, text)
            out.append(self._candidate(text, verdict.type, turn, rule=f"gate.{verdict.label}",
                                       confidence=min(score.confidence, round(verdict.memorable, 3)),
                                       importance=score.importance, beside=beside))
        return out

    def fallback(self, turn: Turn, cancel: Candidate) -> list[Candidate]:
        """What the gate keeps of a cancellation's words, judged as if no rule had read them: written instead of
        the cancellation when reconciliation finds no open plan for it to call off (:attr:`Candidate.fallback`).
        The cancel patterns read "不做了", "gave up on", "改成…了" in statements of where things stand now
        ("亚马逊彻底不做了，全力转TikTok Shop", "ditched the subscription, I use Insight Timer now"); "算了，没事"
        holds nothing the gate keeps, and stays unwritten."""
        units = self.units(cancel.source_snippet or "")
        if not units:
            return []
        clauses = [c for u in units if len(u.clauses) > 1 for c in u.clauses]
        verdicts = self._judged([u.text for u in units] + clauses)
        by_clause = iter(verdicts[len(units):])
        out: list[Candidate] = []
        for unit, whole in zip(units, verdicts[:len(units)], strict=True):
            parts = [next(by_clause) for _ in unit.clauses] if len(unit.clauses) > 1 else []
            out += self._kept(unit, whole, parts, turn)
        return out

    def _no_memory(self, text: str, verdict: GateVerdict, beside: Sequence[Candidate]) -> bool:
        """A span the gate keeps that is still no memory: a fragment, another person's affair the gate is not sure
        of, or only a rule's slot reading (among ``beside``, the rule candidates of the same unit) again."""
        if _states_too_little(text):
            return True
        if verdict.memorable < DOUBTFUL_KEEP and self.doubtful(text):
            return True  # small talk never reaches here: units() rejected it
        # beside a rule's reading of part of the unit, the gate's keeps the rest: not the rule's slot again, nor its
        # change of mind (the rule's reading retires the old value; this one would retire the rule's)
        return _restates(text, beside)

    def _slot(self, text: str, type_: MemoryType) -> tuple[str | None, str | None]:
        """An exact slot for what the gate keeps, when the rules' own slot readings find one in it: a profile cue
        with a named slot and value ("I'm based in Leeds" → city), or one-at-a-time category ("用VS Code写代码" →
        editor). ``(None, None)`` otherwise: the gate never guesses a slot."""
        if type_ is MemoryType.PROFILE:
            for hit in self.rules.lexicon.hits(text):
                if hit.kind == "profile" and hit.slot and hit.obj and hit.obj.strip():
                    return hit.slot, hit.obj.strip().rstrip("了啦")
        if type_ in (MemoryType.PREFERENCE, MemoryType.FACT):
            found = category_of(text)
            if found:
                return found
        return None, None

    def _candidate(self, text: str, type_: MemoryType, turn: Turn, *, rule: str, confidence: float,
                   importance: float, beside: Sequence[Candidate] = (), requested: bool = False) -> Candidate:
        """A candidate of the gate's; ``beside``: the rule candidates read from the same unit; ``requested``: an
        explicit request's content."""
        lang = turn.lang or statement_lang(text)
        said = _LEAD_RE.sub("", text.strip(_STRIP)) or text.strip(_STRIP)
        content = to_third_person(said, lang, type_.value)[: self.config.max_content_chars]
        lex = self.rules.lexicon
        slot, value = self._slot(text, type_)
        if slot in {c.slot for c in beside}:
            slot, value = None, None
        return Candidate(type=type_, content=content, importance=importance, confidence=confidence, lang=lang,
                         change_of_mind=not beside and lex.change_of_mind(text), source_snippet=text,
                         source_message_id=turn.message_id, rule=rule, slot=slot, requested=requested,
                         value=canonical_value(value) if value else None,
                         entities=[canonical_entity(value)] if value else [])
