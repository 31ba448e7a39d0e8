"""The short-term window: recent turns within a token budget, a rolling summary, session state, entity slots.

    >>> from langmem_layers.window import SessionState, extractive_summary, split_window
"""

from .session import SessionCache, SessionState, extract_entities
from .summary import extractive_summary, summarize, trim_summary
from .trim import WindowSplit, normalize_messages, split_window

__all__ = [
    "SessionCache",
    "SessionState",
    "WindowSplit",
    "extract_entities",
    "extractive_summary",
    "normalize_messages",
    "split_window",
    "summarize",
    "trim_summary",
]
