"""Hard fact or small talk? The sentence-level test behind the rolling summary and the session state.

A sentence is a *hard fact* when it has an **anchor** that carries content:

- a slot value ("预算改成八千", "budget 8000"), a number with what it counts ("四个大人", "3 dogs"),
- a calendar date with an event ("March 14 … flying in"); a relative day ("tomorrow", "明天", "周末") needs more,
- a preference / decision / plan / commitment cue **with its object** ("我不吃辣", "I prefer aisle seats"),
- a relation or a name with what it is ("我老婆叫林晓", "my sister Priya …", "moved to Seattle").

*Content* is what is left after removing function words, light verbs, pronouns, evaluative and emotional words
and small-talk phrases (谢谢/太棒了/加油/哈哈/好的/收到, thanks/awesome/great job/sounds good/can't wait …),
vocative names ("…, Gina!") and inline speaker labels ("Jon: …"). So thanks, compliments, encouragement, greetings,
acknowledgements and exclamations are dropped even when they contain a cue word::

    >>> is_fact("Thanks for always being there for me."), is_fact("I always drink my tea without sugar.")
    (False, True)
    >>> is_fact("一定会成功的！"), is_fact("我对芒果过敏")
    (False, True)
    >>> strip_speaker_label("Jon: Sure, I am always there for you!")
    'Sure, I am always there for you!'
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..lexicon.en.facts import EN_CUES, EN_EVALUATIVE, EN_PREFERENCE_VERBS, EN_RELATIONS, EN_SMALL_TALK
from ..lexicon.zh.facts import ZH_CUES, ZH_FUNCTION_CHARS, ZH_SMALL_TALK
from ..text import CJK_RE, ENGLISH_STOPWORDS, ZERO_WIDTH_RE, clean_text, text_cache

# The word lists below and the ones imported above (kept importable from here for one release) are data; the
# single-language ones live in :mod:`langmem_layers.lexicon` (``en/facts.py``, ``zh/facts.py``).

__all__ = [
    "EN_CUES",
    "EN_EVALUATIVE",
    "EN_FUNCTION_WORDS",
    "EN_PREFERENCE_VERBS",
    "EN_SMALL_TALK",
    "FIELD_LABELS",
    "FREQUENCY_CUES",
    "NUMBER_RE",
    "RELATIVE_DAY_RE",
    "STRONG_DATE_RE",
    "ZH_CUES",
    "ZH_FUNCTION_CHARS",
    "ZH_SMALL_TALK",
    "Anchors",
    "anchors",
    "content_units",
    "cue_pattern",
    "fact_strength",
    "is_fact",
    "is_small_talk",
    "sentences",
    "strip_small_talk_clauses",
    "strip_speaker_label",
    "word_alternation",
]

# -- numbers and dates ----------------------------------------------------------------------------------
_ZH_NUM = "零〇一二两三四五六七八九十百千万亿"
#: A number: digits, a Chinese numeral of ≥ 2 characters (not a lexicalised word such as 万一/千万/一一/十分),
#: a numeral other than 一 with a measure word ("两个", "五公里"), or an English number word before a noun.
NUMBER_RE = re.compile(
    rf"(?=[\d{_ZH_NUM}]|\b[tfsenhd])(?:\d|(?<![{_ZH_NUM}])(?!万一|千万|一一|十分)[{_ZH_NUM}]{{2,}}|"
    r"[两三四五六七八九十百千万][个块元天月号点岁人位台晚间张辆公斤层次年周]|"
    r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|"
    r"thousand|dozen)\s+[a-z]{3,})",
    re.IGNORECASE,
)
_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
#: Calendar dates and named days: a date with an event is a fact.
STRONG_DATE_RE = re.compile(  # the lookahead lets the scan skip positions that cannot start a date
    r"(?=[\d上下这本周星礼一二三四五六七八九十明去月年]|\b[jfmasondtlw])"
    r"(?:\d{4}[-/年.]\d{1,2}|\d{1,2}月\d{1,2}[日号]?|\d{1,2}月份?|[上下这本]?(?:周|星期|礼拜)[一二三四五六日天]|"
    rf"[一二三四五六七八九十]+月份?|下周|下个?月|明年|去年|月底|年底|月初|\b{_MONTHS}\s+\d|"
    rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+of\s+{_MONTHS}|"
    r"\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|"
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\bnext\s+(?:week|month|year)\b|"
    r"\b(?:last|this)\s+(?:week|month|year)\b|\b\d+\s+(?:days?|weeks?|months?|years?)\s+ago\b)",
    re.IGNORECASE,
)
#: Relative days: a fact only with a fuller event around them ("明天会更好的" and "see you tomorrow" are not).
RELATIVE_DAY_RE = re.compile(
    r"今天|明天|后天|昨天|前天|今晚|明晚|明早|周末|\b(?:today|tomorrow|tonight|yesterday|weekends?)\b", re.IGNORECASE)

# -- lexicons -------------------------------------------------------------------------------------------
#: English words that carry no content of their own (beyond the query stopwords): pronouns, auxiliaries, light
#: verbs, generic nouns, interjections and acknowledgements.
EN_FUNCTION_WORDS = frozenset(ENGLISH_STOPWORDS | set(
    "i me my mine we us our you your yours he him his she her hers they them their it its this that these those "
    "one ones someone anyone everyone something anything everything nothing nobody somebody everybody "
    "is am are was were be been being do does did doing done have has had having will would shall should can "
    "could may might must ought let lets gonna wanna gotta get gets got getting make makes made making go goes "
    "went going gone come comes came coming take takes took taking taken give gives gave giving given keep keeps "
    "kept keeping put see sees saw seeing seen look looks looking looked say says said saying tell tells told "
    "know knows knew known think thinks thought feel feels felt want wants wanted need needs needed try tries "
    "tried trying mean means meant guess seem seems seemed sound sounds sounded hope hopes hoped wish wishes "
    "happen happens happened talk talks talked talking chat stay use find believe imagine understand realize "
    "thing things stuff way ways lot lots kind sort bit idea ideas moment moments life world people guy guys "
    "around across along behind beyond near toward towards upon among inside outside within without away back "
    "forward together apart ahead anymore lately recently "
    "day days night nights morning mornings evening evenings afternoon second seconds minute minutes time times "
    "friend friends buddy dude man everything always never ever maybe perhaps probably actually really just "
    "still even also too very so such quite pretty rather much many more most some any all every each other "
    "again already yet soon later here there now then else well anyway though although otherwise sometime "
    "sometimes totally definitely absolutely exactly indeed literally seriously honestly basically certainly "
    "surely truly oh wow whoa yay haha hahaha hehe lol lmao hmm hm aww aw ah uh um oops hey hi hello bye goodbye "
    "ok okay sure yes yeah yep yup no nope nah thanks thank thx ty please welcome cheers congrats "
    "congratulations sorry deal right true fair alright fine cool nice same".split()))
#: Facts that need no object ("I'm vegetarian", "我吃素").
SELF_CONTAINED_CUES: tuple[str, ...] = ("vegetarian", "vegan", "pescatarian", "lactose intolerant", "gluten-free",
                                        "teetotal", "diabetic", "吃素", "素食")
#: Frequency / habit words: a fact only with a first-person subject and at least two content words.
FREQUENCY_CUES: tuple[str, ...] = ("always", "never", "usually", "often", "every day", "every morning",
                                   "every night", "每天", "每周", "每晚", "总是", "从不", "从来不", "经常", "通常")
#: Labels that name a field, not a speaker: "Date: May 3" keeps its label.
FIELD_LABELS = frozenset({
    "date", "time", "when", "where", "place", "location", "price", "cost", "name", "budget", "note", "notes",
    "address", "phone", "email", "deadline", "total", "amount", "日期", "时间", "地点", "价格", "姓名", "名字",
    "预算", "地址", "电话", "邮箱", "截止", "金额", "人数", "备注", "航班", "酒店", "座位", "颜色", "尺寸",
    "尺码", "数量", "城市", "生日", "会议", "目的地", "出发", "价位", "flight", "hotel", "seat", "color", "size",
    "quantity", "city",
    "birthday", "meeting", "destination", "departure", "headcount", "order", "订单",
})

_SENTENCE_RE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]?|[^\n]+")
# a full stop ends an English sentence unless it ends an initial or a title ("Ursula K. Le Guin", "Dr. Patel")
_EN_SENTENCE_SPLIT_RE = re.compile(
    r"(?<!\b[A-Z]\.)(?<!\bDr\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bSt\.)(?<!\bMrs\.)(?<!\bProf\.)(?<!\bvs\.)(?<=\.)\s+")
_SUBJECTS = r"(?:i|we|he|she|they|i'd|we'd)"
# words that may stand between the subject and a preference verb ("I really like", "we don't like", "she would love")
_SUBJECT_ADVERBS = (r"(?:really|also|just|still|do|does|did|don't|doesn't|didn't|absolutely|totally|truly|genuinely|"
                    r"so|always|never|usually|often|would|will|actually|especially|definitely|kinda|mostly|only|"
                    r"both|all|too|sometimes|generally|secretly|kind\s+of|sort\s+of|pretty\s+much)")
_EN_WORD_RE = re.compile(r"([A-Za-z][A-Za-z-]*)(?:['’][A-Za-z]*)*")  # the group: a word before its apostrophe
_CLAUSE_SPLIT_RE = re.compile(r"[，,；;：:]|\s+(?:but|and|so|because)\s+", re.IGNORECASE)
_LABEL_RE = re.compile(r"^\s*((?:[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,2})|[\u4e00-\u9fff]{2,4})\s*[:：]\s*(?=\S)")
_NAME_RE = re.compile(r"(?<=[a-z0-9,'’] )[A-Z][a-zA-Z'’]+(?:\s+(?:[A-Z][a-zA-Z'’]+|[A-Z]\.))*")
_VOCATIVE_BEFORE_RE = re.compile(r"(?:^|[,，]\s*|\b(?:hi|hey|hello|thanks|thank you|dear|bye|love you|congrats)\s+)$",
                                 re.IGNORECASE)
_VOCATIVE_AFTER_RE = re.compile(r"^\s*(?:[,，.!?！？]|$)")
_FIRST_PERSON_RE = re.compile(r"\b(?:i|we|my|our|i'm|i've|i'd|we're|we've)\b|我", re.IGNORECASE)
# deontic "must": not the epistemic "must be" / "must have felt" ("you must be proud", "it must have been fun")
_MUST_RE = re.compile(r"\bmust\s+(?!be\b|have\s+(?!a\b|an\b|the\b|my\b|our\b|your\b|some\b|\d))(?:not\s+)?[a-z]+",
                      re.IGNORECASE)
_TO_RE = re.compile(r"\s+to\b", re.IGNORECASE)
_POLITE_WISH_RE = re.compile(r"(?:'d|\bwould)\s+(?:really\s+)?(?:love|adore)s?$")
# a preference aimed at the listener is a compliment: "I love that you chose pottery", "I like your idea"; one
# whose object is a pronoun says nothing on its own: "I can still enjoy it with my own studio"
_AT_LISTENER_RE = re.compile(r"^\s*(?:that\s+|how\s+|what\s+|when\s+|the\s+way\s+)?(?:you|your|you're)\b|"
                             r"^\s*(?:it|that|this|them|these|those|everything)\b", re.IGNORECASE)  # or anaphoric
# a sentence that opens by praising the listener is a compliment, whatever follows ("I love that you chose pottery")
_COMPLIMENT_RE = re.compile(r"^\W*(?:\w+,\s*)?(?:i|we)\s+(?:really\s+|just\s+|totally\s+|so\s+)?"
                            r"(?:love|like|adore|admire|appreciate)\s+(?:that\s+|how\s+|the\s+way\s+)?"
                            r"(?:you|your|you're)\b", re.IGNORECASE)


@functools.lru_cache(maxsize=8)
def cue_pattern(words: tuple[str, ...], *, subject: bool = False) -> re.Pattern[str]:
    """One case-insensitive alternation of ``words`` (longest first; ASCII words whole), cached per tuple;
    ``subject=True`` requires a subject pronoun before the cue, at most two adverbs apart ("I really like")."""
    body = word_alternation(words)
    if subject:
        return re.compile(rf"(?=[iwhstIWHST])\b{_SUBJECTS}\b(?:\s+{_SUBJECT_ADVERBS}){{0,2}}\s+(?:{body})",
                          re.IGNORECASE)
    return re.compile(body, re.IGNORECASE)


def word_alternation(words: tuple[str, ...] | list[str]) -> str:
    """A regex alternation of ``words`` (longest first; ASCII words whole), led by a lookahead on their first
    characters so a scan skips every position that cannot start one (several times faster on long lists).

    >>> re.findall(word_alternation(("plan", "计划")), "my plan, 我的计划")
    ['plan', '计划']
    """
    ordered = sorted(words, key=len, reverse=True)
    if not ordered:
        return r"(?!)"
    parts = [rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w) for w in ordered]
    firsts = "".join(sorted({c for w in ordered for c in (w[0].lower(), w[0].upper())}))
    return rf"(?=[{re.escape(firsts)}])(?:{'|'.join(parts)})"


_SMALL_TALK_RE = re.compile(word_alternation(ZH_SMALL_TALK))
_EN_SMALL_TALK_RE = re.compile(word_alternation(EN_SMALL_TALK), re.IGNORECASE)


def sentences(text: str, *, normalize: bool = True) -> list[str]:
    """Sentences of ``text`` (Chinese and English punctuation; "Dr. Patel" and initials do not end one), NFKC-
    normalised unless ``normalize=False`` (which only drops invisible characters and squeezes spaces).

    >>> sentences("我叫王伟。My doctor is Dr. Patel. Thanks!")
    ['我叫王伟。', 'My doctor is Dr. Patel.', 'Thanks!']
    """
    out: list[str] = []
    text = clean_text(text) if normalize else re.sub(r"[ \t\r\f\v]+", " ", ZERO_WIDTH_RE.sub("", text))
    for part in _SENTENCE_RE.findall(text):
        out += [s.strip() for s in _EN_SENTENCE_SPLIT_RE.split(part) if s.strip()]
    return out


def strip_speaker_label(text: str) -> str:
    """Text without a leading speaker label ("Jon: …", "小李：…"); field labels ("Date: May 3") stay."""
    match = _LABEL_RE.match(text)
    if not match or match.group(1).lower().rstrip(".") in FIELD_LABELS:
        return text
    if any(field in match.group(1) for field in FIELD_LABELS if not field.isascii()):
        return text
    return text[match.end():]


def _vocatives(text: str) -> list[tuple[int, int]]:
    """Spans of names used to address someone ("…, Gina!", "Thanks Jon")."""
    spans = []
    for m in _NAME_RE.finditer(text):
        if _VOCATIVE_BEFORE_RE.search(text[:m.start()]) and _VOCATIVE_AFTER_RE.match(text[m.end():]):
            spans.append((m.start(), m.end()))
    return spans


def _names(text: str) -> list[str]:
    """Capitalised names mid-sentence that are not vocatives, months or weekdays."""
    vocative = {s for s, _ in _vocatives(text)}
    return [m.group(0) for m in _NAME_RE.finditer(text)
            if m.start() not in vocative and not STRONG_DATE_RE.fullmatch(m.group(0))]


@text_cache(maxsize=16384)
def content_units(text: str, *, skip: str = "") -> int:
    """Content words (English) plus half the content characters, rounded up (Chinese), in ``text``; every
    occurrence of ``skip`` (a cue) is left out.

    >>> content_units("Thanks for always being there for me."), content_units("I prefer aisle seats", skip="prefer")
    (0, 2)
    >>> content_units("我超喜欢的！", skip="喜欢"), content_units("我对芒果过敏", skip="过敏")
    (0, 1)
    """
    if skip:
        text = text.replace(skip, " ")
    for start, end in reversed(_vocatives(text)):
        text = text[:start] + " " + text[end:]
    count = 0
    for stem in _EN_WORD_RE.findall(_EN_SMALL_TALK_RE.sub(" ", text)):  # "you're" → "you"
        low = stem.lower()
        if len(low) > 1 and low not in EN_FUNCTION_WORDS and low not in EN_EVALUATIVE:
            count += 1
    if CJK_RE.search(text):
        chars = [ch for ch in CJK_RE.findall(_SMALL_TALK_RE.sub(" ", text)) if ch not in ZH_FUNCTION_CHARS]
        count += (len(chars) + 1) // 2
    return count


def _clauses(sentence: str) -> list[str]:
    return [c for c in _CLAUSE_SPLIT_RE.split(sentence) if c and c.strip()]


def _cue_with_object(sentence: str) -> bool:
    """A preference/decision/plan/commitment cue with content in its clause (after it, in English)."""
    en_cues, prefs, zh_cues = cue_pattern(EN_CUES), cue_pattern(EN_PREFERENCE_VERBS, subject=True), cue_pattern(ZH_CUES)
    if cue_pattern(SELF_CONTAINED_CUES).search(sentence):
        return True
    if not (en_cues.search(sentence) or prefs.search(sentence) or zh_cues.search(sentence)
            or _MUST_RE.search(sentence)):
        return False
    for clause in _clauses(sentence):
        low = clause.lower()
        for m in en_cues.finditer(low):
            if content_units(clause[m.end():]) >= 1:
                return True
        for m in prefs.finditer(low):
            if _POLITE_WISH_RE.search(m.group(0)) and _TO_RE.match(clause[m.end():]):
                continue  # "I'd love to help", "we would love to come" (but "she'd love a pottery class")
            if content_units(clause[m.end():]) >= 1 and not _AT_LISTENER_RE.match(clause[m.end():]):
                return True
        must = _MUST_RE.search(clause)
        if must and content_units(clause[must.end():]) >= 1:
            return True
        for m in zh_cues.finditer(clause):
            if content_units(clause, skip=m.group(0)) >= 1:
                return True
    return False


def _habit(sentence: str) -> bool:
    return bool(cue_pattern(FREQUENCY_CUES).search(sentence) and _FIRST_PERSON_RE.search(sentence)
                and content_units(sentence) >= 2)


@functools.lru_cache(maxsize=4)
def _relation_pattern(relations: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(rf"\b(?:my|our|his|her|their)\s+(?:{'|'.join(map(re.escape, relations))})\b", re.IGNORECASE)


def _relation(sentence: str) -> bool:
    match = _relation_pattern(tuple(EN_RELATIONS)).search(sentence)
    return bool(match and content_units(sentence[match.end():]) >= 1)


@dataclass(frozen=True)
class Anchors:
    """Which hard-fact anchors a sentence has (each already checked for content)."""

    number: bool = False
    date: bool = False
    cue: bool = False
    name: bool = False

    def __bool__(self) -> bool:
        return self.number or self.date or self.cue or self.name


@text_cache(maxsize=8192)
def anchors(sentence: str) -> Anchors:
    """The content-bearing anchors of one sentence (a leading speaker label is ignored)."""
    text = strip_speaker_label(sentence.strip())
    if not text:
        return Anchors()
    units = content_units(text)
    if units == 0:  # every anchor needs content
        return Anchors()

    def besides(pattern: re.Pattern[str]) -> int:  # content units outside the pattern's matches (-1: no match)
        found = [m.group(0) for m in pattern.finditer(text)]
        return units - sum(content_units(f) for f in found) if found else -1

    dated = besides(STRONG_DATE_RE) >= 1
    if text.endswith(("?", "？")) or _COMPLIMENT_RE.match(text):  # a question or a compliment asserts nothing
        return Anchors(date=dated)  # … but a calendar date in it is kept
    names = _names(text)
    date = dated or besides(RELATIVE_DAY_RE) >= 2
    number = besides(NUMBER_RE) >= 1
    cue = _cue_with_object(text) or _habit(text) or _relation(text)
    name = bool(names) and units - len(names) >= 1
    return Anchors(number=number, date=date, cue=cue, name=name)


def is_fact(sentence: str) -> bool:
    """Whether ``sentence`` carries a hard fact (see the module docstring)."""
    return bool(anchors(sentence))


def is_small_talk(text: str) -> bool:
    """No anchor and no content: thanks, praise, greetings, acknowledgements, exclamations (zh/en).

    >>> is_small_talk("Love to have you there!"), is_small_talk("好的，收到"), is_small_talk("高铁票多少钱？")
    (True, True, False)
    """
    stripped = strip_speaker_label(text.strip())
    return not anchors(stripped) and content_units(RELATIVE_DAY_RE.sub(" ", stripped)) == 0


def fact_strength(sentence: str) -> int:
    """How hard a fact is: a cue with its object 3, a calendar date 2, a number or a name 1 each."""
    a = anchors(sentence)
    return 3 * a.cue + 2 * a.date + a.number + a.name


_EDGE_SPLIT_RE = re.compile(r"([，,]\s*)")
_LONE_NAME_RE = re.compile(r"^\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*[.!?！？。]*\s*$")


def _edge_small_talk(clause: str) -> bool:
    """A clause at the edge of a sentence that only cheers or addresses someone ("Wow", "Jon", "haha!")."""
    return is_small_talk(clause) or bool(_LONE_NAME_RE.match(clause))


def strip_small_talk_clauses(sentence: str) -> str:
    """Drop leading and trailing small-talk clauses of a fact sentence.

    >>> strip_small_talk_clauses("Wow, Jon, I moved to Boston last year, haha!")
    'I moved to Boston last year'
    >>> strip_small_talk_clauses("哈哈，好的，我对花生过敏，谢谢！")
    '我对花生过敏'
    """
    text = strip_speaker_label(sentence.strip())
    if not _EDGE_SPLIT_RE.search(text):
        return text
    parts = _EDGE_SPLIT_RE.split(text)
    clauses, seps = parts[0::2], parts[1::2]
    lo, hi = 0, len(clauses)
    while hi - lo > 1 and _edge_small_talk(clauses[lo]):
        lo += 1
    while hi - lo > 1 and _edge_small_talk(clauses[hi - 1]):
        hi -= 1
    if (lo, hi) == (0, len(clauses)):
        return text
    out = clauses[lo]
    for i in range(lo + 1, hi):
        out += seps[i - 1] + clauses[i]
    return out.strip()
