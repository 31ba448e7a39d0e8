"""State and run context of the prebuilt memory agent graph.

The thread state is the short-term layer (persisted by the checkpointer); long-term memory lives in the
:class:`~langmem_layers.LayeredMemory` store and is only *read into* / *written from* this state::

    >>> from graphs.state import MemoryContext, resolve_user_id
    >>> resolve_user_id(MemoryContext(user_id="alice"), {})
    'alice'
    >>> resolve_user_id(None, {"configurable": {"user_id": "bob"}})
    'bob'
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any

from langchain_core.messages import AnyMessage
from langchain_core.runnables import RunnableConfig
from langgraph.channels import UntrackedValue
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from langmem_layers.errors import AccessDeniedError, InvalidUserIdError
from langmem_layers.integrations import resolve_user

__all__ = [
    "MemoryAgentInput",
    "MemoryAgentState",
    "MemoryContext",
    "resolve_now",
    "resolve_thread_id",
    "resolve_user_id",
]

_MISSING_USER = (
    "no user_id for this run: pass context=MemoryContext(user_id=...) (or context={'user_id': ...}) or "
    "config={'configurable': {'user_id': ...}}; the memory agent never falls back to a shared user"
)


@dataclass
class MemoryContext:
    """Run context (``context_schema``): who is talking, and optionally a simulated 'now'."""

    user_id: str | None = None
    now: datetime | None = None


class MemoryAgentInput(TypedDict):
    """What a caller passes in: the new turn(s)."""

    messages: Annotated[list[AnyMessage], add_messages]


class MemoryAgentState(TypedDict, total=False):
    """Thread state of the memory agent (checkpointed per thread).

    ``messages`` are the turns (reducer ``add_messages``); the other keys are overwritten each turn and show what
    the memory layer did: the route, recalled memories, KB chunks, the rolling summary, session state, entity slots,
    the assembled model context, tokens by section and the last write's actions. ``written_upto`` is the id of the
    last message written to long-term memory; ``folded_messages`` counts turns folded into the summary and removed.
    """

    messages: Annotated[list[AnyMessage], add_messages]
    route: str
    route_reason: str
    route_decision: dict[str, Any]
    # -- issue 12 (erasure reaches checkpoints): what carries recalled or written memory text lives in
    # ``UntrackedValue`` channels — visible to the nodes and in the run's output, never saved in a checkpoint, so a
    # forgotten item does not survive in the thread's state history. (reliability-input track; keep on merge.)
    memories: Annotated[list[dict[str, Any]], UntrackedValue(list)]
    kb_chunks: Annotated[list[dict[str, Any]], UntrackedValue(list)]
    summary: str
    session_state: dict[str, Any]
    entity_slots: dict[str, str]
    context_messages: Annotated[list[AnyMessage], UntrackedValue(list)]
    tokens_by_section: dict[str, int]
    last_write: Annotated[dict[str, Any], UntrackedValue(dict)]
    written_upto: str
    folded_messages: int


def _context_value(context: Any, key: str) -> Any:
    if context is None:
        return None
    if isinstance(context, dict):
        return context.get(key)
    return getattr(context, key, None)


def resolve_user_id(context: Any, config: RunnableConfig | None) -> str:
    """The run's user: ``context.user_id`` or ``config['configurable']['user_id']`` (both naming different users is
    refused), via the resolver every adapter shares (:func:`langmem_layers.integrations.resolve_user`).

    Raises :class:`~langmem_layers.errors.InvalidUserIdError` when nothing names a user (never a default user).
    """
    explicit = ((config or {}).get("configurable") or {}).get("user_id")
    from_context = _context_value(context, "user_id")
    if explicit is not None and from_context is not None and explicit != from_context:
        raise AccessDeniedError("config['configurable']['user_id'] and the run context name different users")
    try:
        return resolve_user(config, context=context)
    except InvalidUserIdError as exc:
        if explicit is None and from_context is None:
            raise InvalidUserIdError(_MISSING_USER) from exc
        raise


def resolve_thread_id(config: RunnableConfig | None) -> str | None:
    """The thread id (= session id for the memory layer) from the run config, if any."""
    thread_id = ((config or {}).get("configurable") or {}).get("thread_id")
    return str(thread_id) if thread_id is not None else None


def resolve_now(context: Any, config: RunnableConfig | None) -> datetime | None:
    """A simulated 'now' (``context.now`` or ``configurable['now']``); ``None`` means the store's clock."""
    now = _context_value(context, "now")
    if now is None:
        now = ((config or {}).get("configurable") or {}).get("now")
    if isinstance(now, str):
        now = datetime.fromisoformat(now)
    return now if isinstance(now, datetime) else None
