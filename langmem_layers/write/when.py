"""Event time at write time: when the fact a memory states happened or will happen, kept apart from the time it
was stored (``created_at``). Read by the time-aware recall (:mod:`langmem_layers.read.when`)::

    >>> from datetime import datetime, UTC
    >>> event_metadata("下周五交付", datetime(2026, 3, 4, 18, tzinfo=UTC))["event_at"]
    '2026-03-13T00:00:00+00:00'
    >>> event_metadata("Yesterday I went to the dentist", datetime(2026, 3, 4, 18, tzinfo=UTC))["event_expr"]
    'yesterday'
    >>> event_metadata("[8 May 2023] Caroline: hi!", datetime(2023, 5, 8, tzinfo=UTC))
    {}

A leading bracketed stamp (``[8 May 2023] …``, the time the text was written) is not an event time. A bare
weekday or month is read as a future one when the text is a plan ("周五要交付", "I will …").
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any

from ..timeexpr import first_span

__all__ = ["event_metadata"]

_STAMP = re.compile(r"^\s*\[[^\]]{0,40}\]\s*")
_FUTURE = re.compile(r"\b(?:will|going to|gonna|plan(?:ning)? to|intend to|next|upcoming|due|deadline)\b|"
                     r"要|会|将|打算|准备|计划|截止|交付|预计|下[周个月星]")


def event_metadata(text: str, now: datetime) -> dict[str, Any]:
    """``{"event_at", "event_end", "event_expr"}`` (ISO window start/end and the words) when ``text`` says when its
    event happens, else ``{}``."""
    if not isinstance(text, str) or not text:
        return {}
    body = _STAMP.sub("", text, count=1)
    prefer = "future" if _FUTURE.search(body.lower()) else "past"
    span = first_span(body, now, prefer=prefer)
    if span is None:
        return {}
    return {"event_at": span.start.isoformat(), "event_end": span.end.isoformat(), "event_expr": span.expr}
