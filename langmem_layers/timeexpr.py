"""Time expressions in Chinese and English, resolved to a window relative to a reference time — no LLM, no I/O.

Shared by the read path (a question's window: "上个月我说要去哪儿？", "what did I do last weekend?") and the write
path (when a remembered event happened or will happen: "下周五交付", "yesterday I…")::

    >>> from datetime import datetime, UTC
    >>> now = datetime(2026, 3, 4, 18, tzinfo=UTC)          # a Wednesday
    >>> [(s.expr, s.start.date().isoformat(), s.days) for s in find_spans("上周末我去哪儿了", now)]
    [('上周末', '2026-02-28', 2)]
    >>> [(s.expr, s.start.date().isoformat(), s.days) for s in find_spans("What did I buy in May?", now)]
    [('in may', '2025-05-01', 31)]
    >>> [(s.expr, s.start.date().isoformat()) for s in find_spans("下周五交付", now)]
    [('下周五', '2026-03-13')]
    >>> [(s.expr, s.start.date().isoformat(), s.days) for s in find_spans("two days ago I met Ana", now)]
    [('two days ago', '2026-03-02', 1)]

Windows are whole days ``[start, end)`` in the reference time's timezone; weeks start on Monday. A bare weekday,
month or "周末" without a direction is taken as the most recent one in the past, or the next one when
``prefer="future"`` (a plan: "周五要交付"). Expressions that depend on another event ("before I moved") are not
resolved.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from .text import clean_text

__all__ = ["TimeSpan", "find_spans", "first_span"]


@dataclass(frozen=True)
class TimeSpan:
    """A resolved time expression: the window ``[start, end)`` and the words that said it."""

    start: datetime
    end: datetime
    expr: str

    @property
    def days(self) -> int:
        return max(1, round((self.end - self.start).total_seconds() / 86400))

    def contains(self, moment: datetime) -> bool:
        return self.start <= moment < self.end


_ZH_NUM = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
           "十一": 11, "十二": 12, "半": 0}
_EN_NUM = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "couple of": 2,
           "a few": 3, "few": 3, "several": 4}
_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december"]
_MONTH_RE = "|".join([*_MONTHS, *(m[:3] for m in _MONTHS if m != "may"), "sept"])
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_ZH_WD = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": -1}
_SEASONS = {"spring": (3, 3), "summer": (6, 3), "autumn": (9, 3), "fall": (9, 3), "winter": (12, 3),
            "春天": (3, 3), "夏天": (6, 3), "秋天": (9, 3), "冬天": (12, 3)}


def _num(token: str) -> int | None:
    token = token.strip().lower()
    if token.isdigit():
        return int(token)
    if token in _EN_NUM:
        return _EN_NUM[token]
    if token in _ZH_NUM:
        return _ZH_NUM[token]
    if len(token) == 2 and token[0] == "十" and token[1] in _ZH_NUM:
        return 10 + _ZH_NUM[token[1]]
    if len(token) in (2, 3) and token[-1] == "十" and token[0] in _ZH_NUM:
        return 10 * _ZH_NUM[token[0]]
    return None


class _Ctx:
    def __init__(self, now: datetime, prefer: str) -> None:
        self.now = now
        self.today = now.date()
        self.future = prefer == "future"

    def at(self, day: date) -> datetime:
        return datetime.combine(day, time(), tzinfo=self.now.tzinfo)

    def span(self, first: date, days: int, expr: str) -> TimeSpan:
        return TimeSpan(self.at(first), self.at(first + timedelta(days=days)), expr)

    def week(self, offset: int) -> date:
        return self.today - timedelta(days=self.today.weekday()) + timedelta(weeks=offset)

    def month(self, year: int, month: int, expr: str, months: int = 1) -> TimeSpan:
        y2, m2 = year + (month - 1 + months) // 12, (month - 1 + months) % 12 + 1
        return TimeSpan(self.at(date(year, month, 1)), self.at(date(y2, m2, 1)), expr)

    def month_offset(self, offset: int, expr: str) -> TimeSpan:
        index = self.today.year * 12 + self.today.month - 1 + offset
        return self.month(index // 12, index % 12 + 1, expr)

    def bare_month(self, month: int, expr: str, year: int | None = None) -> TimeSpan:
        if year is None:
            year = self.today.year
            if self.future and month < self.today.month:
                year += 1
            elif not self.future and month > self.today.month:
                year -= 1
        return self.month(year, month, expr)

    def weekday(self, wd: int, week: int | None, expr: str, *, past: bool = False) -> TimeSpan:
        """``wd`` of week ``week`` (0 this, -1 last, 1 next) or, without a week, the nearest one in the preferred
        direction (today excluded; ``past`` forces the past one)."""
        if week is not None:
            return self.span(self.week(week) + timedelta(days=wd), 1, expr)
        delta = (wd - self.today.weekday()) % 7 or 7
        future = self.future and not past
        day = self.today + timedelta(days=delta) if future else self.today - timedelta(days=(7 - delta) or 7)
        return self.span(day, 1, expr)

    def weekend(self, week: int | None, expr: str) -> TimeSpan:
        if week is None:  # "the weekend": the coming one for plans, else the last one (or this one if under way)
            week = 0 if self.today.weekday() >= 5 or self.future else -1
        return self.span(self.week(week) + timedelta(days=5), 2, expr)

    def year(self, offset: int, expr: str, part: str | None = None) -> TimeSpan:
        y = self.today.year + offset
        if part == "end":
            return TimeSpan(self.at(date(y, 11, 15)), self.at(date(y + 1, 1, 1)), expr)
        if part == "start":
            return TimeSpan(self.at(date(y, 1, 1)), self.at(date(y, 2, 15)), expr)
        return TimeSpan(self.at(date(y, 1, 1)), self.at(date(y + 1, 1, 1)), expr)


_Handler = Callable[[_Ctx, "re.Match[str]"], TimeSpan | None]
_DIR = {"last": -1, "past": -1, "previous": -1, "this": 0, "next": 1, "coming": 1,
        "上": -1, "这": 0, "本": 0, "下": 1, "这个": 0, "上个": -1, "下个": 1}


def _ago(ctx: _Ctx, n: int, unit: str, expr: str, sign: int = -1) -> TimeSpan:
    unit = unit.lower()
    if unit.startswith(("day", "天")):
        return ctx.span(ctx.today + timedelta(days=sign * n), 1, expr)
    if unit.startswith(("week", "周", "星期", "个星期", "礼拜")):
        return ctx.span(ctx.today + timedelta(days=sign * 7 * n - 3), 7, expr)
    if unit.startswith(("month", "月", "个月")):
        return ctx.span(ctx.today + timedelta(days=sign * 30 * n - 10), 21, expr)
    return ctx.span(ctx.today + timedelta(days=sign * 365 * n - 60), 121, expr)


def _date(ctx: _Ctx, year: int | None, month: int, day: int, expr: str) -> TimeSpan | None:
    try:
        if year is None:
            guess = date(ctx.today.year, month, day)
            if not ctx.future and guess > ctx.today:
                guess = date(ctx.today.year - 1, month, day)
            elif ctx.future and guess < ctx.today:
                guess = date(ctx.today.year + 1, month, day)
            return ctx.span(guess, 1, expr)
        return ctx.span(date(year, month, day), 1, expr)
    except ValueError:
        return None


def _month_index(name: str) -> int:
    name = name.lower()
    return next(i for i, m in enumerate(_MONTHS) if m.startswith(name[:3])) + 1


_EN_COUNT = (r"(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:a )?couple of|"
             r"(?:a )?few|several)")
_ZH_COUNT = r"(\d+|[一二两三四五六七八九十半]{1,3})"

_RULES: list[tuple[re.Pattern[str], _Handler]] = [
    # -- English -------------------------------------------------------------------------------------------------
    (re.compile(rf"\b(?:on )?({_MONTH_RE})\.? (\d{{1,2}})(?:st|nd|rd|th)?,? (\d{{4}})\b"),
     lambda c, m: _date(c, int(m.group(3)), _month_index(m.group(1)), int(m.group(2)), m.group(0))),
    (re.compile(rf"\b(?:on )?(\d{{1,2}})(?:st|nd|rd|th)? (?:of )?({_MONTH_RE})\.?,? (\d{{4}})\b"),
     lambda c, m: _date(c, int(m.group(3)), _month_index(m.group(2)), int(m.group(1)), m.group(0))),
    (re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b"),
     lambda c, m: _date(c, int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(0))),
    (re.compile(r"\bthe day before yesterday\b"), lambda c, m: c.span(c.today - timedelta(days=2), 1, m.group(0))),
    (re.compile(r"\bthe day after tomorrow\b"), lambda c, m: c.span(c.today + timedelta(days=2), 1, m.group(0))),
    (re.compile(r"\b(yesterday|last night)\b"), lambda c, m: c.span(c.today - timedelta(days=1), 1, m.group(0))),
    (re.compile(r"\b(today|tonight|this (?:morning|afternoon|evening))\b"),
     lambda c, m: c.span(c.today, 1, m.group(0))),
    (re.compile(r"\btomorrow\b"), lambda c, m: c.span(c.today + timedelta(days=1), 1, m.group(0))),
    (re.compile(rf"\b{_EN_COUNT} (day|week|month|year)s? ago\b"),
     lambda c, m: _ago(c, _num(m.group(1)) or 1, m.group(2), m.group(0))),
    (re.compile(rf"\bin {_EN_COUNT} (day|week|month|year)s?\b"),
     lambda c, m: _ago(c, _num(m.group(1)) or 1, m.group(2), m.group(0), sign=1)),
    (re.compile(r"\b(?:a few|several) days ago\b|\bthe other day\b"),
     lambda c, m: c.span(c.today - timedelta(days=7), 6, m.group(0))),
    (re.compile(r"\b(last|past|previous|this|next|coming) weekend\b"),
     lambda c, m: c.weekend(_DIR[m.group(1)], m.group(0))),
    (re.compile(r"\b(?:on|over|at|during) the weekend\b|\bweekend\b"), lambda c, m: c.weekend(None, m.group(0))),
    (re.compile(r"\b(last|past|previous|this|next|coming) week\b"),
     lambda c, m: c.span(c.week(_DIR[m.group(1)]), 7, m.group(0))),
    (re.compile(rf"\b(last|this|next) ({'|'.join(_WEEKDAYS)})\b"),
     lambda c, m: (c.weekday(_WEEKDAYS.index(m.group(2)), None, m.group(0), past=True) if m.group(1) == "last"
                   else c.weekday(_WEEKDAYS.index(m.group(2)), _DIR[m.group(1)], m.group(0)))),
    (re.compile(rf"\b(?:on )?({'|'.join(_WEEKDAYS)})\b"),
     lambda c, m: c.weekday(_WEEKDAYS.index(m.group(1)), None, m.group(0))),
    (re.compile(r"\b(last|past|previous|this|next|coming) month\b"),
     lambda c, m: c.month_offset(_DIR[m.group(1)], m.group(0))),
    (re.compile(r"\b(?:at )?the (end|beginning|start) of (last|this|next) year\b"),
     lambda c, m: c.year(_DIR[m.group(2)], m.group(0), "end" if m.group(1) == "end" else "start")),
    (re.compile(r"\b(last|this|next) year\b"), lambda c, m: c.year(_DIR[m.group(1)], m.group(0))),
    (re.compile(r"\b(last|this|next) (spring|summer|autumn|fall|winter)\b"),
     lambda c, m: _season(c, m.group(2), _DIR[m.group(1)], m.group(0))),
    (re.compile(rf"\b(?:in|during|since|by|early|late|mid) ({_MONTH_RE})\.?(?: (\d{{4}}))?\b"),
     lambda c, m: c.bare_month(_month_index(m.group(1)), m.group(0), int(m.group(2)) if m.group(2) else None)),
    (re.compile(rf"\b({_MONTH_RE}) (\d{{4}})\b"),
     lambda c, m: c.bare_month(_month_index(m.group(1)), m.group(0), int(m.group(2)))),
    (re.compile(r"\bin (\d{4})\b"), lambda c, m: c.year(int(m.group(1)) - c.today.year, m.group(0))),
    # -- Chinese -------------------------------------------------------------------------------------------------
    (re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]"),
     lambda c, m: _date(c, int(m.group(1)), int(m.group(2)), int(m.group(3)), m.group(0))),
    (re.compile(rf"(去年|今年|明年)?{_ZH_COUNT}月{_ZH_COUNT}[日号]"),
     lambda c, m: _zh_date(c, m)),
    (re.compile(r"大前天"), lambda c, m: c.span(c.today - timedelta(days=3), 1, m.group(0))),
    (re.compile(r"前天"), lambda c, m: c.span(c.today - timedelta(days=2), 1, m.group(0))),
    (re.compile(r"昨[天晚日]|昨儿"), lambda c, m: c.span(c.today - timedelta(days=1), 1, m.group(0))),
    (re.compile(r"今[天晚早日]|今儿"), lambda c, m: c.span(c.today, 1, m.group(0))),
    (re.compile(r"大后天"), lambda c, m: c.span(c.today + timedelta(days=3), 1, m.group(0))),
    (re.compile(r"后天"), lambda c, m: c.span(c.today + timedelta(days=2), 1, m.group(0))),
    (re.compile(r"明[天晚早日]|明儿"), lambda c, m: c.span(c.today + timedelta(days=1), 1, m.group(0))),
    (re.compile(r"前几天|这几天|前些天"), lambda c, m: c.span(c.today - timedelta(days=7), 7, m.group(0))),
    (re.compile(rf"{_ZH_COUNT}(天|周|个星期|星期|个礼拜|个月|年)(?:前|以前|之前)"),
     lambda c, m: _ago(c, _num(m.group(1)) or 1, m.group(2), m.group(0))),
    (re.compile(rf"{_ZH_COUNT}(天|周|个星期|个月|年)(?:后|以后|之后)"),
     lambda c, m: _ago(c, _num(m.group(1)) or 1, m.group(2), m.group(0), sign=1)),
    (re.compile(r"(上上|上|这|本|下下|下)(?:个)?(?:周|星期|礼拜)([一二三四五六日天末])?"),
     lambda c, m: _zh_week(c, m)),
    (re.compile(r"(?:周|星期|礼拜)([一二三四五六日天末])"),
     lambda c, m: c.weekend(None, m.group(0)) if m.group(1) == "末"
     else c.weekday(_ZH_WD[m.group(1)], None, m.group(0))),
    (re.compile(r"(上上|上|这|本|下)个?月(初|底|末)?"), lambda c, m: _zh_month(c, m)),
    (re.compile(r"(去年|今年|明年|前年)(?:年)?(底|末|初)?"),
     lambda c, m: c.year({"去年": -1, "今年": 0, "明年": 1, "前年": -2}[m.group(1)], m.group(0),
                         {"底": "end", "末": "end", "初": "start"}.get(m.group(2) or ""))),
    (re.compile(r"(年底|年末|年初)"),
     lambda c, m: c.year(0, m.group(0), "start" if m.group(1) == "年初" else "end")),
    (re.compile(r"(\d{4})年(?:的)?(\d{1,2})月"),
     lambda c, m: c.bare_month(int(m.group(2)), m.group(0), int(m.group(1))) if 1 <= int(m.group(2)) <= 12
     else None),
    (re.compile(rf"(?<![上下这本个第]){_ZH_COUNT}月(?:份)?(?![前后内])"),
     lambda c, m: c.bare_month(n, m.group(0)) if (n := _num(m.group(1)) or 0) and 1 <= n <= 12 else None),
    (re.compile(r"(\d{4})年"), lambda c, m: c.year(int(m.group(1)) - c.today.year, m.group(0))),
    (re.compile(r"(去年|今年|明年)(春天|夏天|秋天|冬天)"),  # a bare season is habitual ("秋天的风景"), not a time
     lambda c, m: _season(c, m.group(2), {"去年": -1, "今年": 0, "明年": 1}[m.group(1)], m.group(0))),
]


def _zh_date(ctx: _Ctx, m: re.Match[str]) -> TimeSpan | None:
    month, day = _num(m.group(2)), _num(m.group(3))
    if not month or not day or not 1 <= month <= 12:
        return None
    year = {"去年": ctx.today.year - 1, "今年": ctx.today.year, "明年": ctx.today.year + 1}.get(m.group(1) or "")
    return _date(ctx, year, month, day, m.group(0))


def _zh_week(ctx: _Ctx, m: re.Match[str]) -> TimeSpan:
    offset = {"上上": -2, "上": -1, "这": 0, "本": 0, "下": 1, "下下": 2}[m.group(1)]
    day = m.group(2)
    if not day:
        return ctx.span(ctx.week(offset), 7, m.group(0))
    if day == "末":
        return ctx.weekend(offset, m.group(0))
    return ctx.weekday(_ZH_WD[day], offset, m.group(0))


def _zh_month(ctx: _Ctx, m: re.Match[str]) -> TimeSpan:
    offset = {"上上": -2, "上": -1, "这": 0, "本": 0, "下": 1}[m.group(1)]
    span = ctx.month_offset(offset, m.group(0))
    if m.group(2) in ("底", "末"):
        return TimeSpan(span.end - timedelta(days=10), span.end, span.expr)
    if m.group(2) == "初":
        return TimeSpan(span.start, span.start + timedelta(days=10), span.expr)
    return span


def _season(ctx: _Ctx, name: str, offset: int | None, expr: str) -> TimeSpan:
    first, months = _SEASONS[name]
    year = ctx.today.year + (offset or 0)
    if offset is None:  # the most recent (or next) one
        start = date(year, first, 1)
        if not ctx.future and start > ctx.today:
            year -= 1
        elif ctx.future and date(year, first, 1) < ctx.today:
            year += 1
    return ctx.month(year, first, expr, months)


def find_spans(text: str, now: datetime, *, prefer: str = "past") -> list[TimeSpan]:
    """Every time expression of ``text`` resolved against ``now``, in reading order (overlapping, shorter matches
    of an expression already taken are dropped)."""
    lowered = clean_text(text).lower()
    ctx = _Ctx(now, prefer)
    taken: list[tuple[int, int, TimeSpan]] = []
    for pattern, handler in _RULES:
        for match in pattern.finditer(lowered):
            lo, hi = match.span()
            if any(lo < b and a < hi for a, b, _ in taken):
                continue
            span = handler(ctx, match)
            if span is not None:
                taken.append((lo, hi, span))
    return [s for _, _, s in sorted(taken, key=lambda t: t[0])]


def first_span(text: str, now: datetime, *, prefer: str = "past") -> TimeSpan | None:
    """The first time expression of ``text`` (see :func:`find_spans`), or None."""
    spans = find_spans(text, now, prefer=prefer)
    return spans[0] if spans else None
