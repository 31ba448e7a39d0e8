"""Write triggers: bilingual (zh + en) cue lexicons that decide *whether* a user sentence is worth remembering.

Memory is written only when a rule fires [SPEC 3 triggers]; greetings, thanks, laughter, weather, questions
and requests never write. The tables are data in :mod:`langmem_layers.lexicon` (``zh/triggers.py``,
``en/triggers.py``; every rule has an id such as ``trigger.zh.preference_negative.4`` that hits carry as
``TriggerHit.rule_id``); this module is the engine. :class:`TriggerLexicon` bundles the tables
(:meth:`TriggerLexicon.from_rules` takes a :class:`~langmem_layers.lexicon.RuleSet`; ``LayeredMemory.open(...,
rules=...)`` does that for the write pipeline), and one list can still be overridden directly::

    >>> lex = TriggerLexicon()
    >>> [h.kind for h in lex.hits("我不吃辣")]
    ['preference']
    >>> lex.is_small_talk("哈哈哈，谢谢"), lex.is_small_talk("I prefer tea")
    (True, False)
    >>> custom = TriggerLexicon(decision=(*DECISION_CUES, r"拍板了"))
    >>> [h.kind for h in custom.hits("这个方案拍板了")]
    ['decision']

A hit carries the memory type, polarity (+1 likes / -1 dislikes), the object phrase the cue points at and,
for single-valued profile facts, the slot name (``city``, ``budget`` …) and its value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from .._cache import BoundedLRU
from ..lexicon import TRIGGER_TABLES, ProfileRule, RuleSet
from ..lexicon.en.triggers import NOT_NAMES_EN
from ..lexicon.shared import (
    FUTURE_MARKER,
    HOUSEHOLD_MEMBERS,
    KNOWN_CITIES,
    PERSONAL_PRONOUNS,
    RESCHEDULE_CUE,
    WHEN_EN,
    WHEN_ZH,
)
from ..lexicon.zh.triggers import SURNAMES_ZH
from ..records import MemoryType
from .normalise import category_of

__all__ = [
    "AGENT_ADDRESS_CUES",
    "BUDGET_PURPOSE_CUES",
    "CANCEL_CUES",
    "CHANGE_CUES",
    "CONFIRM_CUES",
    "CORRECTION_CUES",
    "DECISION_CUES",
    "DENIAL_CUES",
    "EMPHASIS_CUES",
    "FIRM_BA_RE",
    "FUTURE_MARKER",
    "HABIT_CUES",
    "HEDGE_CUES",
    "HOUSEHOLD_FACT_CUES",
    "HOUSEHOLD_MEMBERS",
    "IMPLICIT_NEGATIVE_CUES",
    "INTENT_CUES",
    "KNOWN_CITIES",
    "NEGATED_NEGATIVE_CUES",
    "NEGATIVE_PREFERENCE_CUES",
    "NOT_NAMES_EN",
    "OTHER_PERSON_CUES",
    "PAST_CUES",
    "PERSONAL_PRONOUNS",
    "PLAN_CUES",
    "POSITIVE_PREFERENCE_CUES",
    "PROFILE_RULES",
    "QUESTION_CUES",
    "REFERENT_CUES",
    "REQUEST_CUES",
    "RESCHEDULE_CUE",
    "SMALL_TALK_CUES",
    "SOFT_CANCEL_CUES",
    "SURNAMES_ZH",
    "TASK_CUES",
    "TRANSIENT_CUES",
    "WEATHER_CUES",
    "WHEN_EN",
    "WHEN_ZH",
    "ProfileRule",
    "TriggerHit",
    "TriggerLexicon",
]

#: A final 吧 after a change or a choice softens the tone, not the certainty ("预算放到四千吧", "就这个吧").
#: So does one after an approximate amount ("预算三千左右吧").
FIRM_BA_RE = re.compile(r"(?:(?:到|成|为|就|用|换|改|定)[^，,。吧]{0,10}|(?:左右|上下|以内|之内|以下)(?:的样子)?)"
                        r"吧(?=[。！!]?$)")

# -- the tables (data lives in :mod:`langmem_layers.lexicon`; these names are kept for one release) -------------
_DEFAULT_RULES = RuleSet.default()
POSITIVE_PREFERENCE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("preference_positive")
NEGATIVE_PREFERENCE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("preference_negative")
IMPLICIT_NEGATIVE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("preference_implicit")
NEGATED_NEGATIVE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("preference_denied")
CORRECTION_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("correction")
PLAN_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("plan")
CANCEL_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("cancel")
SOFT_CANCEL_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("soft_cancel")
DECISION_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("decision")
CONFIRM_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("confirm")
HABIT_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("habit")
CHANGE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("change")
HEDGE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("hedge")
EMPHASIS_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("emphasis")
TRANSIENT_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("transient")
WEATHER_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("weather")
SMALL_TALK_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("small_talk")
QUESTION_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("question")
REQUEST_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("request")
OTHER_PERSON_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("other_person")
HOUSEHOLD_FACT_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("household_facts")
AGENT_ADDRESS_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("agent_address")
PAST_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("past")
INTENT_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("intent")
DENIAL_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("denial")
TASK_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("task")
REFERENT_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("referents")
BUDGET_PURPOSE_CUES: tuple[str, ...] = _DEFAULT_RULES.trigger_patterns("budget_purposes")
#: Profile facts with their slot names (``None`` = several values allowed, e.g. allergies).
PROFILE_RULES: tuple[ProfileRule, ...] = _DEFAULT_RULES.profile


@dataclass(frozen=True)
class TriggerHit:
    """One cue that fired on a clause."""

    kind: Literal["preference", "correction", "plan", "cancel", "decision", "confirm", "habit", "profile", "change"]
    type: MemoryType
    pattern: str
    polarity: int = 1
    obj: str | None = None
    slot: str | None = None
    entity_kind: str = ""
    start: int = 0
    topic: str | None = None  # what a budget is for ("买笔记本电脑", "new laptop")
    rule_id: str = ""  # the lexicon id of the rule that fired ("trigger.zh.preference_positive.1"), "" if custom


#: Clauses whose trigger hits are kept per lexicon (the same clause is asked about several times per sentence).
HIT_CACHE_SIZE = 512
#: Order in which a sentence's non-profile hits decide its type (first wins).
KIND_PRIORITY: tuple[str, ...] = ("cancel", "correction", "confirm", "decision", "plan", "preference", "habit")

_TYPE_OF_KIND: dict[str, MemoryType] = {
    "preference": MemoryType.PREFERENCE, "correction": MemoryType.CORRECTION, "plan": MemoryType.PLAN,
    "cancel": MemoryType.PLAN, "decision": MemoryType.DECISION, "confirm": MemoryType.DECISION,
    "habit": MemoryType.FACT, "profile": MemoryType.PROFILE, "change": MemoryType.PREFERENCE,
}


_MOVE_RE = re.compile(r"搬|\bmov(?:e|ed|ing)\b|\brelocat", re.IGNORECASE)
_MOVE_INTENT_RE = re.compile(r"(?:要|打算|准备|将要?|会|想)搬|\b(?:going\s+to|will|'ll|plan(?:ning)?\s+to|want\s+to)\s+"
                             r"(?:move|relocate)\b", re.IGNORECASE)
_STANDING_RE = re.compile(r"都要|一律|每次都|以后都|统一用|\balways\b|\bevery\s+time\b|\bfrom\s+now\s+on\b",
                          re.IGNORECASE)
_TRAILING_SYMBOLS_RE = re.compile(r"[^\w)\]）」》\"'%$€£¥]+$")
_PARTICLES_RE = re.compile(r"[的了啊呢吧呀哦嘛啦]+")
#: What a profile pattern may capture that is never a value of a slot: a span of time ("入职一周了" is not an
#: employer), an outcome ("跳槽成功"), an address to the audience ("蚌埠住了家人们" is not a city).
_NOT_A_VALUE_RE = re.compile(
    r"(?:第?[一二三四五六七八九十两几半\d]+(?:个)?(?:天|周|星期|礼拜|月|年|小时|分钟)(?:多|了|啦)*|成功|失败|"
    r"(?:家人|姐妹|宝子|兄弟|集美|朋友|铁子|老铁)们?)(?:了|啦|啊)*")


def _compile(patterns: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in patterns)


@dataclass
class TriggerLexicon:
    """All cue lists; pass any of them to override the defaults (each is a tuple of regexes)."""

    preference_positive: tuple[str, ...] = POSITIVE_PREFERENCE_CUES
    preference_negative: tuple[str, ...] = NEGATIVE_PREFERENCE_CUES
    preference_implicit: tuple[str, ...] = IMPLICIT_NEGATIVE_CUES
    preference_denied: tuple[str, ...] = NEGATED_NEGATIVE_CUES
    correction: tuple[str, ...] = CORRECTION_CUES
    plan: tuple[str, ...] = PLAN_CUES
    cancel: tuple[str, ...] = CANCEL_CUES
    soft_cancel: tuple[str, ...] = SOFT_CANCEL_CUES
    decision: tuple[str, ...] = DECISION_CUES
    confirm: tuple[str, ...] = CONFIRM_CUES
    habit: tuple[str, ...] = HABIT_CUES
    change: tuple[str, ...] = CHANGE_CUES
    hedge: tuple[str, ...] = HEDGE_CUES
    emphasis: tuple[str, ...] = EMPHASIS_CUES
    transient: tuple[str, ...] = TRANSIENT_CUES
    weather: tuple[str, ...] = WEATHER_CUES
    small_talk: tuple[str, ...] = SMALL_TALK_CUES
    question: tuple[str, ...] = QUESTION_CUES
    request: tuple[str, ...] = REQUEST_CUES
    other_person: tuple[str, ...] = OTHER_PERSON_CUES
    household_members: tuple[str, ...] = HOUSEHOLD_MEMBERS
    household_facts: tuple[str, ...] = HOUSEHOLD_FACT_CUES
    agent_address: tuple[str, ...] = AGENT_ADDRESS_CUES
    past: tuple[str, ...] = PAST_CUES
    intent: tuple[str, ...] = INTENT_CUES
    denial: tuple[str, ...] = DENIAL_CUES
    referents: tuple[str, ...] = REFERENT_CUES
    budget_purposes: tuple[str, ...] = BUDGET_PURPOSE_CUES
    task: tuple[str, ...] = TASK_CUES
    reschedule: str = RESCHEDULE_CUE
    future_marker: str = FUTURE_MARKER
    profile: tuple[ProfileRule, ...] = PROFILE_RULES
    cities: frozenset[str] = KNOWN_CITIES
    rules: RuleSet | None = field(default=None, repr=False, compare=False)  # where the ids of hits come from
    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(default_factory=dict, init=False, repr=False)
    _hit_cache: BoundedLRU[str, tuple[TriggerHit, ...]] = field(
        default_factory=lambda: BoundedLRU(HIT_CACHE_SIZE, name="write.trigger_hits"), init=False, repr=False,
        compare=False)

    @classmethod
    def from_rules(cls, rules: RuleSet) -> TriggerLexicon:
        """A lexicon with every table of ``rules`` (hits carry the rules' ids)."""
        return cls(**{name: rules.trigger_patterns(name) for name in TRIGGER_TABLES},  # type: ignore[arg-type]
                   profile=rules.profile, rules=rules)

    def patterns(self, name: str) -> tuple[re.Pattern[str], ...]:
        """The compiled patterns of one cue list (``"hedge"``, ``"emphasis"`` …), in the order they are tried."""
        return self._compiled[name]

    def __post_init__(self) -> None:
        self._rule_ids = {rule.pattern: rule.id for _, rule, _ in (self.rules or _DEFAULT_RULES).walk()}
        for name in TRIGGER_TABLES:
            self._compiled[name] = _compile(getattr(self, name))
        zh, en = self.household_members[0], "|".join(self.household_members[1:])
        self._household = re.compile(rf"^\s*(?:我(?:的|家)?|我们家(?:的)?)(?P<who>{zh})|"
                                     rf"^\s*(?:my|our)\s+(?P<who_en>{en})\b", re.IGNORECASE)
        self._reschedule = re.compile(self.reschedule, re.IGNORECASE)
        self._future = re.compile(self.future_marker, re.IGNORECASE)
        self._when = re.compile(WHEN_ZH + r"|\b" + WHEN_EN + r"\b", re.IGNORECASE)
        self._profile = tuple((rule, re.compile(rule.pattern, re.IGNORECASE if rule.pattern.startswith(r"\b")
                                                 else 0)) for rule in self.profile)

    def _any(self, name: str, text: str) -> bool:
        return any(p.search(text) for p in self._compiled[name])

    def is_small_talk(self, sentence: str) -> bool:
        """Greetings, thanks, laughter, weather and fillers (the whole sentence, or any clause is weather)."""
        parts = [p for p in re.split(r"[，,。！!？?~～…]+", sentence) if p.strip()]
        if not parts:
            return True
        weather = self._any("weather", sentence) and (self.is_transient(sentence) or not any(
            self._any(name, sentence) for name in ("preference_positive", "preference_negative", "preference_denied",
                                                   "cancel")))
        return (weather or all(self._any("small_talk", p.strip()) for p in parts)
                or self._any("small_talk", sentence.strip()))

    def is_question(self, sentence: str) -> bool:
        return self._any("question", sentence.strip())

    def is_request(self, clause: str) -> bool:
        """A request to act now ("帮我订…", "book me …") — but "book that one" confirms a proposal."""
        text = clause.strip()
        return self._any("request", text) and not self._any("confirm", text) and not _STANDING_RE.search(text)

    def is_task(self, sentence: str) -> bool:
        """Work on material the user hands over ("save this as a PDF: …", "帮我写成会议纪要：…"): the material is the
        task's input, not a statement about the user.

            >>> TriggerLexicon().is_task("note down the key points of this article pls:"), TriggerLexicon().is_task(
            ...     "我每次开会都负责写纪要")
            (True, False)
        """
        return self._any("task", sentence)

    def is_other_person(self, clause: str) -> bool:
        """About someone else, or addressed to the agent ("you are now …") — not evidence about the user."""
        return self._any("other_person", clause.strip()) or self._any("agent_address", clause)

    def household(self, clause: str) -> str | None:
        """The family member a clause states a service-relevant fact about ("我儿子对花生过敏" → "儿子"), else None.

        >>> lex = TriggerLexicon()
        >>> lex.household("My daughter Emma is allergic to gluten"), lex.household("我同事住在南京")
        ('daughter', None)
        """
        m = self._household.match(clause)
        if m is None or not self._any("household_facts", clause[m.end():]):
            return None
        return m.group("who") or m.group("who_en")

    def household_member(self, clause: str) -> str | None:
        """The family member a clause is about (whatever it says), else None: "My wife hates cilantro" → "wife"."""
        m = self._household.match(clause)
        return (m.group("who") or m.group("who_en")) if m else None

    def household_fact(self, text: str) -> bool:
        """Does the text state an allergy, diet, age, name or health condition (of whoever it is about)?"""
        return self._any("household_facts", text)

    def hedged(self, text: str) -> bool:
        """Is the statement uncertain ("可能", "maybe", "还没想好")? A firm final 吧 does not count."""
        return self._any("hedge", FIRM_BA_RE.sub(lambda m: m.group(0)[:-1], text))

    def emphasis_count(self, text: str) -> int:
        return sum(len(p.findall(text)) for p in self._compiled["emphasis"])

    def is_transient(self, text: str) -> bool:
        return self._any("transient", text)

    def budget_purpose(self, clause: str) -> str | None:
        """What a budget in the next clause is for ("I'm shopping for a road bike" → "road bike"), else None."""
        for rx in self._compiled["budget_purposes"]:
            m = rx.search(clause.strip().rstrip("。.!！"))
            if m:
                return (m.groupdict().get("topic") or m.groupdict().get("topic2") or "").strip() or None
        return None

    def rescheduled(self, clause: str) -> str | None:
        """What a reschedule moves ("瑜伽课挪到周四" → "瑜伽课", "Standup moved to 10:15" → "Standup"), else None."""
        m = self._reschedule.search(clause)
        what = m.group("what").strip() if m else ""
        what = re.sub(r"(?:的事情?|那件事|这件事|这事|那事|的安排|的计划)$", "", what)  # "疫苗的事推到下周"
        return what if what and what.lower() not in PERSONAL_PRONOUNS else None  # "I moved to Berlin": a move

    def referent(self, clause: str) -> str | None:
        """What a clause is about, for a pronoun in the next one: the object of a cue, else of a liking verb."""
        found = next((h.obj for h in self.hits(clause) if h.obj), None)
        if found:
            return found
        for rx in self._compiled["referents"]:
            m = rx.search(_TRAILING_SYMBOLS_RE.sub("", clause.strip()))
            if m:
                return m.group("obj").strip()
        return None

    def denies(self, clause: str) -> bool:
        """Does the clause deny what follows ("It's not that I dislike cats")?"""
        return self._any("denial", clause)

    def intends(self, clause: str) -> bool:
        """A bare first-person intention ("I'm giving the toast", "我要去") — a plan when the sentence has a date."""
        return self._any("intent", clause)

    def future_marked(self, text: str) -> bool:
        """Does the text point at one coming occasion ("下周", "next month"), not a recurring one?"""
        return bool(self._future.search(text))

    def dated(self, text: str) -> bool:
        """Does the text name a future time ("下周三", "on June 14", "next month")?"""
        return bool(self._when.search(text))

    def change_of_mind(self, text: str) -> bool:
        """An explicit change ("换成", "no longer", "moved to") — a reschedule of anything is one too."""
        return self._any("change", text) or any(self.rescheduled(c) for c in re.split(r"[，,;；。]", text))

    def change_object(self, clause: str) -> str | None:
        """The new value after "换成/改为/switch to/挪到 …", or what "不再/no longer …" drops."""
        m = re.search(r"(?:换成|改为|改成|改用|换到|switch(?:ed)?\s+to|moved\s+to)\s*(?P<obj>[^，,。！？!?；;]{1,40})",
                      clause, re.IGNORECASE) or self._reschedule.search(clause)
        if m is None:
            m = re.search(r"(?:不再|no\s+longer|不(?=喜欢|吃|喝|用))\s*"
                          r"(?:用|使用|喜欢|吃|喝|use|like|eat|drink|want)?\s*"
                          r"(?P<obj>[^，,。！？!?；;]{1,40})", clause, re.IGNORECASE)
        return m.group("obj").strip() if m else None

    def hits(self, clause: str) -> list[TriggerHit]:
        """Every trigger that fires on one clause (profile facts first); recent clauses are cached (bounded LRU)."""
        cached = self._hit_cache.get(clause)  # thread-safe: aremember runs in worker threads
        if cached is not None:
            return list(cached)
        found = tuple(self._hits(clause))
        self._hit_cache.put(clause, found)
        return list(found)

    def _hits(self, clause: str) -> list[TriggerHit]:
        out: list[TriggerHit] = []
        clause = _TRAILING_SYMBOLS_RE.sub("", clause.strip())  # "我住在上海。", "no horror recs 😱": not the value
        past = self._any("past", clause)  # "我以前住在北京" is history, not the current profile
        for rule, rx in () if past else self._profile:
            for m in rx.finditer(clause):
                value = m.group("obj").strip().rstrip(".。!！,，")
                if _NOT_A_VALUE_RE.fullmatch(value):
                    continue
                if rule.slot == "employer" and value in self.cities:
                    out.append(TriggerHit("profile", MemoryType.PROFILE, rule.pattern, obj=value, slot="city",
                                          start=m.start(), rule_id=rule.id))
                    continue
                if rule.slot == "city" and value not in self.cities and not re.match(r"[A-Z]", value) and \
                        not re.search(r"搬|住", m.group(0)):
                    continue
                if rule.slot == "city" and _MOVE_RE.search(m.group(0)) and (self.future_marked(clause)
                                                                            or _MOVE_INTENT_RE.search(clause)):
                    continue  # "下个月搬去成都": a plan to move, the user still lives where they live
                groups = m.groupdict()
                topic = (groups.get("topic") or groups.get("topic2") or "").strip() or None
                out.append(TriggerHit("profile", MemoryType.PROFILE, rule.pattern, obj=value, slot=rule.slot,
                                      entity_kind=rule.entity_kind, start=m.start(), topic=topic,
                                      rule_id=rule.id))
        denied = next((m for m in (rx.search(clause) for rx in self._compiled["preference_denied"]) if m), None)
        if denied is not None:  # "I don't hate jazz anymore": the dislike is denied, not stated
            out.append(TriggerHit("preference", MemoryType.PREFERENCE, denied.re.pattern, polarity=1,
                                  obj=denied.group("obj").strip(), start=denied.start(),
                                  rule_id=self._rule_ids.get(denied.re.pattern, "")))
        for name, kind, polarity in (("preference_negative", "preference", -1),
                                     ("preference_positive", "preference", 1),
                                     ("correction", "correction", 1), ("cancel", "cancel", 1),
                                     ("decision", "decision", 1), ("confirm", "confirm", 1), ("plan", "plan", 1),
                                     ("habit", "habit", 1)):
            if denied is not None and kind == "preference":
                continue
            for rx in self._compiled[name]:
                found = rx.search(clause)
                if found is None:
                    continue
                obj = (found.groupdict().get("obj") or "").strip()
                if _PARTICLES_RE.fullmatch(obj):  # "反而挺喜欢的": no object of its own, it continues the last one
                    obj = ""
                out.append(TriggerHit(kind, _TYPE_OF_KIND[kind], rx.pattern, polarity=polarity,  # type: ignore[arg-type]
                                      obj=obj or None, start=found.start(),
                                      rule_id=self._rule_ids.get(rx.pattern, "")))
                break
        if not any(h.kind == "cancel" for h in out):
            for rx in self._compiled["soft_cancel"]:
                found = rx.search(clause)
                if found is not None:
                    out.append(TriggerHit("cancel", MemoryType.PLAN, rx.pattern, entity_kind="soft",
                                          start=found.start(), rule_id=self._rule_ids.get(rx.pattern, "")))
                    break
        if not any(h.kind == "preference" for h in out):
            for rx in self._compiled["preference_implicit"]:
                found = rx.search(clause)
                if found is not None:
                    out.append(TriggerHit("preference", MemoryType.PREFERENCE, rx.pattern, polarity=-1,
                                          obj=found.group("obj"), entity_kind="implicit", start=found.start(),
                                          rule_id=self._rule_ids.get(rx.pattern, "")))
                    break
        prefs = [h for h in out if h.kind == "preference"]
        if len(prefs) > 1:  # a negative cue ("不喜欢") also contains the positive one ("喜欢")
            out = [h for h in out if h.kind != "preference" or h is prefs[0]]
        if not any(h.kind != "profile" and h.entity_kind != "soft" for h in out) and self.change_of_mind(clause):
            named = category_of(clause)  # "These days I bike to work instead": the one-at-a-time thing it names
            obj = self.change_object(clause) or (named[1] if named else None)
            if obj:
                out.append(TriggerHit("change", MemoryType.PREFERENCE, "change", obj=obj))
        return out
