"""The time side of a question: the window a time expression points at, and whether it asks *when*.

Used by :mod:`langmem_layers.read.search` to make recall time-aware (see :data:`TIME_WEIGHT`, :data:`WHEN_WEIGHT`)::

    >>> from datetime import datetime, UTC
    >>> q = parse_query("上个月我说要去哪儿？", datetime(2026, 3, 4, tzinfo=UTC))
    >>> q.window.expr, q.window.start.date().isoformat(), q.asks_when
    ('上个月', '2026-02-01', False)
    >>> parse_query("When did I start the new job?", datetime(2026, 3, 4, tzinfo=UTC)).asks_when
    True

An item's time is the time its text says the event happened (``metadata["event_at"]``, set at write time by
:mod:`langmem_layers.write.when`) or, when it says none, the time it was written.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from ..text import clean_text
from ..timeexpr import TimeSpan, find_spans

__all__ = ["WHEN_CUES", "QueryTime", "parse_query", "time_match"]

#: Wording of a question about *when* something happened (English matched as whole words).
WHEN_CUES: tuple[str, ...] = (
    "什么时候", "啥时候", "哪天", "哪一天", "几号", "几月", "哪个月", "哪一年", "哪年", "何时", "多久以前", "多久前",
    "多长时间以前", "时间是", "日期",
    "when", "what time", "what date", "which day", "which month", "which year", "how long ago", "since when",
    "what day",
)
#: English: "when" asks only at the start of the question ("… when he goes over" is a clause); the others anywhere.
_EN_WHEN = re.compile(r"^\W*when\b|\b(?:" + "|".join(re.escape(c) for c in WHEN_CUES if c.isascii() and c != "when")
                      + r")\b")
#: "the week before <date>", "the Saturday after <date>": a window next to an explicit date.
_SIDE = re.compile(r"\b(before|after)\s+$")
_YEAR = re.compile(r"\d{4}")
_ZH_WHEN = tuple(c for c in WHEN_CUES if not c.isascii())


@dataclass(frozen=True)
class QueryTime:
    """What a query says about time: a window (or None) and whether it asks when."""

    window: TimeSpan | None = None
    asks_when: bool = False


def parse_query(query: str, now: datetime) -> QueryTime:
    """The query's time window and its when-cue. An explicit date (one with a year: "on 9 November, 2022",
    "in May 2023") wins over relative words, which may be relative to that date rather than to ``now`` ("what did
    she do last week, as mentioned on 6 November 2023"); "… before/after <date>" is the week on that side of it.
    Otherwise the first expression, resolved against ``now`` (past preferred)."""
    text = clean_text(query).lower() if isinstance(query, str) else ""
    if not text:
        return QueryTime()
    asks = bool(_EN_WHEN.search(text)) or any(c in text for c in _ZH_WHEN)
    spans = find_spans(text, now)
    explicit = [s for s in spans if _YEAR.search(s.expr)]
    window = explicit[0] if explicit else (spans[0] if spans else None)
    if explicit:
        at = text.find(window.expr)  # type: ignore[union-attr]
        side = _SIDE.search(text[:at]) if at >= 0 else None
        if side is not None and window is not None:
            week = timedelta(days=7)
            window = (TimeSpan(window.start - week, window.start, window.expr) if side.group(1) == "before"
                      else TimeSpan(window.end, window.end + week, window.expr))
    return QueryTime(window=window, asks_when=asks)


def time_match(window: TimeSpan, start: datetime, end: datetime | None = None) -> float:
    """1 when the item's time ``[start, end)`` overlaps the window, else decaying with the gap in days
    (half-life: half the window's length, at least a day) — a soft filter, dates in text are approximate."""
    end = end if end is not None and end > start else start
    if start < window.end and end >= window.start:
        return 1.0
    gap = (window.start - end) if end < window.start else (start - window.end)
    days = max(0.0, gap.total_seconds() / 86400.0)
    half = max(1.0, window.days / 2)
    return math.exp(-math.log(2) * days / half)
