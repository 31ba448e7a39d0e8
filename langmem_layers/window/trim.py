"""The short-term window: normalise a thread, group it into unbreakable units, keep the recent turns in budget.

A *unit* is one message, or an ``AIMessage`` with ``tool_calls`` together with every ``ToolMessage`` answering it
(parallel calls included) — a unit is never split. A *turn* (round) starts at a human message and runs to the next
one. :func:`split_window` keeps the last ``window_max_turns`` turns, and when they exceed the token budget it

1. shortens tool results in older turns, 2. folds the oldest turns down to ``window_min_turns``,
3. shortens the latest turn's tool results, 4. folds more turns (the latest turn always stays),
5. folds leading units of the latest turn, then shortens its text (head and tail kept).

Everything not kept is returned as ``folded`` (original text, in order) for the rolling summary::

    >>> from langchain_core.messages import HumanMessage, AIMessage
    >>> split = split_window([HumanMessage("hi"), AIMessage("hello"), HumanMessage("bye")], budget_tokens=1000)
    >>> [m.content for m in split.kept], split.folded
    (['hi', 'hello', 'bye'], [])
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    convert_to_messages,
)

from ..tokens import TokenCounter, count_message_tokens, default_token_counter

__all__ = [
    "ROLE_ALIASES",
    "TOOL_RESULT_MAX_CHARS",
    "NormalizedThread",
    "WindowSplit",
    "group_turns",
    "group_units",
    "message_text",
    "messages_digest",
    "normalize_messages",
    "shorten_text",
    "split_window",
]

#: Tool results longer than this (characters) are shortened first when the window is over budget.
TOOL_RESULT_MAX_CHARS = 600
#: Role names accepted in role dicts, mapped to LangChain's; anything else is treated as the user's text.
ROLE_ALIASES: dict[str, str] = {
    "user": "human", "human": "human", "assistant": "ai", "ai": "ai", "model": "ai",
    "system": "system", "developer": "system", "tool": "tool", "function": "tool",
}


def message_text(message: Any) -> str:
    """Plain text of a message's content (text parts of multimodal content joined by spaces)."""
    content = getattr(message, "content", message)
    if isinstance(content, list):
        parts = [p.get("text", "") if isinstance(p, dict) else str(p) for p in content]
        return " ".join(p for p in parts if p)
    return content if isinstance(content, str) else str(content or "")


def shorten_text(text: str, max_chars: int) -> str:
    """Keep the head (2/3) and tail (1/3) of ``text`` around an omission marker; short text is unchanged.

    >>> shorten_text("ab" * 30, 40)
    'ababababab … [45 chars omitted] … babab'
    """
    if len(text) <= max_chars:
        return text
    keep = max(max_chars - len(f" … [{len(text)} chars omitted] … "), 2)
    head, tail = (keep * 2) // 3, keep // 3
    omitted = len(text) - head - tail
    return f"{text[:head]} … [{omitted} chars omitted] … {text[len(text) - tail:] if tail else ''}"


@dataclass
class NormalizedThread:
    """A thread turned into LangChain messages, with what could not be used."""

    messages: list[BaseMessage]
    system: list[str] = field(default_factory=list)
    system_names: list[str | None] = field(default_factory=list)
    skipped: int = 0
    truncated: int = 0
    unknown_roles: list[str] = field(default_factory=list)


def _convert_one(raw: Any, thread: NormalizedThread) -> BaseMessage | None:
    if isinstance(raw, BaseMessage):
        return raw
    if isinstance(raw, str):
        return HumanMessage(raw)
    if isinstance(raw, dict):
        role = str(raw.get("role", raw.get("type", "user"))).lower()
        mapped = ROLE_ALIASES.get(role)
        if mapped is None:
            thread.unknown_roles.append(role)
            return HumanMessage(message_text(raw.get("content", "")))
        if mapped == "tool" and not raw.get("tool_call_id"):
            return ToolMessage(message_text(raw.get("content", "")), tool_call_id=str(raw.get("name", "tool")))
        raw = {**raw, "role": {"human": "user", "ai": "assistant"}.get(mapped, mapped)}
    try:
        return convert_to_messages([raw])[0]
    except Exception:
        return None


def normalize_messages(messages: Iterable[Any] | None, *, max_chars: int = 20_000) -> NormalizedThread:
    """LangChain messages from messages / role dicts / (role, text) tuples / strings; never raises.

    System messages are set apart (they join the system instructions); unusable entries are counted in
    ``skipped``; text longer than ``max_chars`` is shortened (head and tail kept) and counted in ``truncated``.
    """
    thread = NormalizedThread(messages=[])
    if messages is None:
        return thread
    if isinstance(messages, (str, BaseMessage, dict)):
        messages = [messages]
    try:
        raw_list = list(messages)
    except TypeError:
        thread.skipped += 1
        return thread
    for raw in raw_list:
        msg = _convert_one(raw, thread)
        if msg is None:
            thread.skipped += 1
            continue
        text = message_text(msg)
        if isinstance(msg, SystemMessage):
            if text.strip():
                thread.system.append(shorten_text(text, max_chars))
                thread.system_names.append(msg.name)
            continue
        if len(text) > max_chars:
            msg = msg.model_copy(update={"content": shorten_text(text, max_chars)})
            thread.truncated += 1
        thread.messages.append(msg)
    return thread


def messages_digest(messages: Sequence[BaseMessage]) -> str:
    """A stable fingerprint of a message sequence (type + text + tool call id)."""
    parts: list[str] = []
    for msg in messages:
        content = msg.content
        text = content if isinstance(content, str) else message_text(msg)
        call_id = msg.tool_call_id if isinstance(msg, ToolMessage) else ""
        parts.append(f"{msg.type}\x1f{call_id}\x1f{text}\x00")
    return hashlib.sha1("".join(parts).encode("utf-8", "replace")).hexdigest()


def group_units(messages: Sequence[BaseMessage]) -> list[list[BaseMessage]]:
    """Split into unbreakable units: an AI message with tool calls keeps all the tool results that answer it."""
    units: list[list[BaseMessage]] = []
    tool_unit_open = False  # the last unit is an AI message with tool calls (and maybe some results)
    for msg in messages:
        if isinstance(msg, ToolMessage) and tool_unit_open:
            units[-1].append(msg)  # matched or not, a result right after the call belongs to it
            continue
        units.append([msg])
        tool_unit_open = isinstance(msg, AIMessage) and bool(msg.tool_calls)
    return units


def group_turns(units: Sequence[list[BaseMessage]]) -> list[list[list[BaseMessage]]]:
    """Group units into turns: each turn starts at a human message (units before the first one form turn 0)."""
    turns: list[list[list[BaseMessage]]] = []
    for unit in units:
        if not turns or isinstance(unit[0], HumanMessage):
            turns.append([])
        turns[-1].append(unit)
    return turns


@dataclass
class WindowSplit:
    """The kept recent turns (possibly with shortened text) and the folded older messages (original text)."""

    kept: list[BaseMessage]
    folded: list[BaseMessage]
    turns_kept: int = 0
    turns_total: int = 0
    shortened: int = 0
    tokens: int = 0


class _Splitter:
    def __init__(self, counter: TokenCounter, tool_chars: int,
                 cache: dict[int, tuple[BaseMessage, int]] | None = None) -> None:
        self.counter = counter
        self.tool_chars = tool_chars
        self.shortened = 0
        self._cache: dict[int, tuple[BaseMessage, int]] = {} if cache is None else cache

    def cost_msg(self, msg: BaseMessage) -> int:
        hit = self._cache.get(id(msg))
        if hit is not None and hit[0] is msg:  # the entry keeps its message alive, so its id cannot be reused
            return hit[1]
        tokens = count_message_tokens([msg], self.counter)
        self._cache[id(msg)] = (msg, tokens)
        return tokens

    def cost(self, turns: Sequence[list[list[BaseMessage]]]) -> int:
        return sum(self.cost_msg(m) for turn in turns for unit in turn for m in unit)

    def shorten_tools(self, turn: list[list[BaseMessage]], max_chars: int) -> None:
        for unit in turn:
            for i, msg in enumerate(unit):
                text = message_text(msg)
                if isinstance(msg, ToolMessage) and len(text) > max_chars:
                    unit[i] = msg.model_copy(update={"content": shorten_text(text, max_chars)})
                    self.shortened += 1

    def fit_text(self, msg: BaseMessage, budget: int) -> BaseMessage:
        """The longest head-and-tail excerpt of one message that fits ``budget`` tokens (binary search)."""
        text = message_text(msg)
        if self.cost_msg(msg) <= budget:
            return msg
        lo, hi, best = 8, len(text) - 1, msg.model_copy(update={"content": shorten_text(text, 8)})
        while lo <= hi:
            mid = (lo + hi) // 2
            candidate = msg.model_copy(update={"content": shorten_text(text, mid)})
            if self.cost_msg(candidate) <= budget:
                best, lo = candidate, mid + 1
            else:
                hi = mid - 1
        self.shortened += 1
        return best


def split_window(
    messages: Sequence[BaseMessage], budget_tokens: int, *, min_turns: int = 10, max_turns: int = 20,
    counter: TokenCounter | None = None, tool_result_chars: int = TOOL_RESULT_MAX_CHARS,
    token_cache: dict[int, tuple[BaseMessage, int]] | None = None,
) -> WindowSplit:
    """Keep the most recent turns within ``budget_tokens``; fold the rest (see module docstring for the order).

    ``token_cache`` (``id(message) → (message, tokens)``) lets repeated splits of the same messages count each
    one once.
    """
    sp = _Splitter(counter or default_token_counter(), tool_result_chars, token_cache)
    turns = [[list(u) for u in turn] for turn in group_turns(group_units(list(messages)))]
    total = len(turns)
    if not turns:
        return WindowSplit(kept=[], folded=[])
    cut = max(0, total - max(1, max_turns))
    keep, budget = turns[cut:], max(0, budget_tokens)
    if sp.cost(keep) > budget:
        for turn in keep[:-1]:
            sp.shorten_tools(turn, tool_result_chars)
    while sp.cost(keep) > budget and len(keep) > max(1, min_turns):
        keep, cut = keep[1:], cut + 1
    if sp.cost(keep) > budget:
        sp.shorten_tools(keep[-1], tool_result_chars)
    while sp.cost(keep) > budget and len(keep) > 1:
        keep, cut = keep[1:], cut + 1
    folded = [m for turn in turns[:cut] for unit in turn for m in unit]
    last = keep[-1] if keep else []
    head_units = 0
    while sp.cost([last]) > budget and len(last) - head_units > 1:
        head_units += 1
        if sp.cost([last[head_units:]]) <= budget:
            break
    if head_units:
        folded += [m for unit in last[:head_units] for m in unit]
        last[:] = last[head_units:]
    if sp.cost([last]) > budget and last:
        unit = last[-1]
        sp.shorten_tools([unit], max(40, tool_result_chars // 4))
        over = sp.cost([last]) - budget
        if over > 0:  # shorten the biggest message of the unit just enough
            idx = max(range(len(unit)), key=lambda i: sp.cost_msg(unit[i]))
            unit[idx] = sp.fit_text(unit[idx], max(1, sp.cost_msg(unit[idx]) - over))
    kept = [m for turn in keep for unit in turn for m in unit]
    return WindowSplit(kept=kept, folded=_originals(messages, folded), turns_kept=len(keep), turns_total=total,
                       shortened=sp.shortened, tokens=sp.cost(keep))


def _originals(messages: Sequence[BaseMessage], folded: list[BaseMessage]) -> list[BaseMessage]:
    """The folded messages with their original (unshortened) text, in thread order."""
    if not folded:
        return []
    n = len(folded)  # folded messages are always a prefix of the thread (whole turns, then leading units)
    return list(messages[:n])
