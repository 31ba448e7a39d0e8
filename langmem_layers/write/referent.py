"""Referents of updates that do not name what they change: a cancellation by a generic noun ("Trip's cancelled",
"那个会不开了"), a bare reschedule ("Moved it to Saturday", "改到周六了") and a self-correction after the
assistant echoed the user ("sorry, I meant Berlin").

A generic cancellation refers to *the last plan of its kind* the user mentioned — reconcile looks only at a
bounded window of recent open plans (:data:`GENERIC_REFERENT_DAYS`, :data:`GENERIC_REFERENT_PLANS`)::

    >>> generic_plan_kind("Trip's cancelled"), generic_plan_kind("那个会不开了"), generic_plan_kind("I'm tired")
    ('trip', 'meeting', None)
    >>> plan_is_kind("User is flying to Tokyo next week", "trip"), plan_is_kind("用户计划：周三和客户开会", "trip")
    (True, False)
    >>> is_self_correction("sorry, I meant Berlin"), is_self_correction("Karen, not Kevin")
    (True, False)
    >>> [is_bare_reschedule(t) for t in ("Moved it to Saturday", "改到周六了", "I moved to Rome")]
    [True, True, False]
"""

from __future__ import annotations

import re

__all__ = [
    "ECHO_WINDOW_DAYS",
    "GENERIC_REFERENT_DAYS",
    "GENERIC_REFERENT_PLANS",
    "PLAN_KINDS",
    "generic_plan_kind",
    "is_bare_reschedule",
    "is_self_correction",
    "plan_is_kind",
]

#: A generic cancellation looks back this many days for its plan …
GENERIC_REFERENT_DAYS = 30
#: … and at most at this many most recent open plans of the user.
GENERIC_REFERENT_PLANS = 5
#: A self-correction replaces only an item stored this recently (the echo is part of the same exchange).
ECHO_WINDOW_DAYS = 1.0

#: Where one goes on an errand, not a trip ("去医院", "去上班", "去看牙"): a "trip" plan names somewhere else.
_NOT_ERRAND = (r"(?!医院|诊所|公司|单位|学校|超市|银行|健身房|办公室|门诊|上班|上课|上学|"
               r"看|见|开|吃|学|参加|买|接|送|取|拿|体检|理发|办)")

#: kind → (the generic nouns that name a plan of this kind, the words that make a stored plan one of this kind).
PLAN_KINDS: dict[str, tuple[str, str]] = {
    "trip": (r"\b(?:trip|travel|travels|vacation|holiday|flight|journey|getaway)\b|旅行|旅游|行程|那趟|这趟|出行|"
             r"机票|度假|出差",
             r"\b(?:trip|travel\w*|fly|flying|flight|visit\w*|vacation|holiday|going\s+to\s+[A-Z]|go\s+to\s+[A-Z])\b|"
             r"旅行|旅游|出差|度假|[去飞到回]" + _NOT_ERRAND + r"[\u4e00-\u9fff]{1,4}(?:玩|旅|出差|度假|$)"),
    "meeting": (r"\b(?:meeting|call|sync|standup|interview)\b|会议|例会|面试|"
                r"(?:那个|这个|那场|这场|的)会(?![员计费所])|^会(?![员计费所])",
                r"\b(?:meet\w*|call|sync|standup|interview)\b|开会|会议|例会|面试|见面"),
    "appointment": (r"\b(?:appointment|appt|checkup|check-up)\b|预约|体检|复诊",
                    r"\b(?:appointment|dentist|doctor|haircut|checkup|check-up|clinic)\b|牙|医|预约|体检|复诊|理发"),
    "class": (r"\b(?:class|lesson|course|workshop|training)\b|课|培训|训练营",
              r"\b(?:class|lesson|course|workshop|training)\b|课|培训|训练营"),
    "dinner": (r"\b(?:dinner|lunch|brunch|party|date|drinks)\b|饭局|聚会|聚餐|派对|约会|(?:的|那个|这个)约|^约",
               r"\b(?:dinner|lunch|brunch|party|date|drinks)\b|吃饭|饭|聚|约|派对"),
}
_COMPILED = {k: (re.compile(a, re.IGNORECASE), re.compile(b, re.IGNORECASE)) for k, (a, b) in PLAN_KINDS.items()}

#: The user corrects their own words ("I meant …", "说错了，是…"), not the assistant's mistake.
SELF_CORRECTION_RE = re.compile(
    r"\bI\s+meant\b|\bI\s+mean\s+[A-Z]|\bmeant\s+to\s+say\b|\bmy\s+(?:bad|mistake)\b|\btypo\b|\bslip\s+of\b|"
    r"说错了?|口误|打错了?|写错了?|我是说|我的意思是|我本来想说|(?<![你您他她])(?:记|搞|弄|看)错了?|"
    r"^\W*(?:哦|噢|啊|呃|嗯|哎|诶|欸)?[，,\s]*不对(?:不对)?(?:[，,。!！\s]|$)|"
    r"^\s*(?:oh\s+)?wait,?\s+(?:no,?\s+)?(?:it's|make\s+(?:it|that))\b", re.IGNORECASE)


#: A reschedule that names no plan: the verb comes first, or its object is only "it/that" ("Moved it to Saturday",
#: "It got pushed to next week", "改到周六了", "又推迟到下周了") — "I moved to Rome" is a move, not a reschedule.
BARE_RESCHEDULE_RE = re.compile(
    r"^\s*(?:那个|这个|那件事|这件事|这事|那事|时间)?(?:又|已经|被)?(?:挪到|推迟到|推到|提前到|改到|改期到|延到|延期到|调到|移到)|"
    r"^\s*(?:(?:I|we)(?:'ve|\s+have)?\s+|just\s+)?(?:moved|pushed(?:\s+back)?|rescheduled|bumped|shifted|postponed)\s+"
    r"(?:it|that|this|the\s+(?:date|time))\s+(?:back\s+)?(?:to|till|until)\b|"
    r"^\s*(?:it|that)(?:'s|\s+(?:is|was|got|has\s+been))\s+(?:been\s+)?(?:moved|pushed(?:\s+back)?|rescheduled|bumped|"
    r"postponed)\s+(?:to|till|until)\b", re.IGNORECASE)


def is_bare_reschedule(text: str) -> bool:
    """Does the text move a plan it does not name (its referent is the last plan mentioned)?"""
    return bool(BARE_RESCHEDULE_RE.search(text))


def generic_plan_kind(text: str) -> str | None:
    """The kind of plan a cancellation names by a generic noun (first in :data:`PLAN_KINDS` order), or None."""
    return next((kind for kind, (noun, _) in _COMPILED.items() if noun.search(text)), None)


def plan_is_kind(content: str, kind: str) -> bool:
    """Is a stored plan one of ``kind`` (a trip, a meeting, …)?"""
    pair = _COMPILED.get(kind)
    return bool(pair and pair[1].search(re.sub(r"^(?:用户计划：|用户|User\s+(?:is|plans:?)\s*)", "", content)))


def is_self_correction(text: str) -> bool:
    """Does the user correct what they themselves said ("sorry, I meant Berlin", "不好意思说错了，是洛阳")?"""
    return bool(SELF_CORRECTION_RE.search(text))
