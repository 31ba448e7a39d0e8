"""The turn protocol shared by the graph nodes (``graphs.nodes``) and :class:`~.middleware.MemoryMiddleware`.

Two rules, one place:

* **"written up to"** — :func:`pending_turns`: the messages of a thread not yet written to long-term memory, given
  the id of the last message written (the *mark*). No mark (or :data:`FROM_START`): the whole thread. A mark that is
  no longer in the thread (folded away, removed): from the newest user message on, so nothing already written is
  written twice. Nothing is pending until a user message is.
* **splice** — :func:`splice`: the model's input is the assembled context (system blocks, budgeted window) whose
  newest user message is *this turn's question as the budget kept it*; whatever the turn produced after that
  question (tool calls and their results) follows verbatim. The question is therefore sent exactly once, within the
  budget ``build_context`` was given.

    >>> from langchain_core.messages import AIMessage, HumanMessage
    >>> thread = [HumanMessage("hi", id="1"), AIMessage("hello", id="2"), HumanMessage("tea?", id="3")]
    >>> [m.content for m in pending_turns(thread, "2")]
    ['tea?']
    >>> [m.content for m in splice([HumanMessage("hi", id="1"), HumanMessage("te…", id="3")], thread)]
    ['hi', 'te…']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from langchain_core.messages import BaseMessage, HumanMessage

__all__ = ["FROM_START", "last_human_index", "pending_start", "pending_turns", "splice"]

M = TypeVar("M", bound=BaseMessage)

#: A mark meaning "nothing of this thread is written yet" (kept after a failed first write).
FROM_START = "^"


def last_human_index(messages: Sequence[Any]) -> int:
    """Index of the newest human message (-1 when there is none)."""
    for i in range(len(messages) - 1, -1, -1):
        if isinstance(messages[i], HumanMessage):
            return i
    return -1


def pending_start(messages: Sequence[BaseMessage], mark: str | None) -> int:
    """Index of the first message not yet written, by the one watermark rule (see the module docstring)."""
    if not mark or mark == FROM_START:
        return 0
    for i, message in enumerate(messages):
        if message.id == mark:
            return i + 1
    return max(last_human_index(messages), 0)


def pending_turns(messages: Sequence[BaseMessage], mark: str | None) -> list[BaseMessage]:
    """The messages to write next ([] while no user message is among them)."""
    new = list(messages[pending_start(messages, mark):])
    return new if any(isinstance(m, HumanMessage) for m in new) else []


def splice(assembled: Sequence[M], current: Sequence[M]) -> list[M]:
    """The model's input: ``assembled`` (``ContextBundle.messages``) up to its copy of this turn's question, then
    the rest of the ``current`` turn verbatim.

    The assembled copy is found by message id (``build_context`` keeps ids, also on an excerpt), else as the
    assembly's newest user message when its text is the question's; when the assembly has no copy, the question
    itself is appended. Without a user message in ``current`` the assembly is returned as it is.
    """
    out = list(assembled)
    cut = last_human_index(current)
    if cut < 0:
        return out if out else list(current)
    question = current[cut]
    index = -1
    if question.id is not None:
        index = next((i for i in range(len(out) - 1, -1, -1) if out[i].id == question.id), -1)
    if index < 0:
        newest = last_human_index(out)
        if newest >= 0 and out[newest].text == question.text:
            index = newest
    if index < 0:
        return [*out, *current[cut:]]
    return [*out[:index + 1], *current[cut + 1:]]
