"""Agent middleware for ``langchain.agents.create_agent`` (optional extra ``agents``).

Before every model call it assembles the context with ``memory.build_context`` (labelled memory / KB blocks,
rolling summary, budgeted window); once the agent has answered it writes the new turns with
``memory.remember``. The user comes from the run (``context={"user_id": ...}`` or ``configurable.user_id``),
the session from the thread id::

    from langchain.agents import create_agent
    from langmem_layers.integrations import MemoryMiddleware

    agent = create_agent(model, tools=[...], middleware=[MemoryMiddleware(memory)], checkpointer=saver)
    agent.invoke({"messages": [("user", "我不吃辣，推荐个馆子")]},
                 {"configurable": {"thread_id": "t1", "user_id": "alice"}})

The messages of the current turn (from the newest user message on: tool calls and their results) are passed to
the model verbatim; older turns come from the assembled window. A failure to assemble or to write is logged
and never breaks the agent's turn (the unwritten messages are retried after the next turn).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Annotated, Any, NotRequired

from langchain_core.messages import BaseMessage, SystemMessage
from langgraph.config import get_config

from ..errors import InvalidUserIdError
from ._turns import FROM_START, pending_start, pending_turns, splice
from ._user import resolve_user

try:
    from langchain.agents.middleware.types import (
        AgentMiddleware,
        AgentState,
        ModelRequest,
        ModelResponse,
        PrivateStateAttr,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        "MemoryMiddleware needs the 'agents' extra: pip install 'langmem-layers[agents]'"
    ) from exc

__all__ = ["MemoryMiddleware", "MemoryMiddlewareState"]

logger = logging.getLogger(__name__)

#: State key remembering the id of the last message already written to memory.
WRITTEN_KEY = "langmem_written_id"
#: Its value when nothing of the thread has been written yet but a write failed (retry from the start).
#: (:data:`._turns.FROM_START`, re-exported here.)


class MemoryMiddlewareState(AgentState):
    """Agent state plus the (private) id of the last message written to long-term memory."""

    langmem_written_id: NotRequired[Annotated[str | None, PrivateStateAttr]]


def _run_config() -> dict[str, Any]:
    try:
        return dict(get_config())
    except RuntimeError:  # called outside a runnable context
        return {}


class MemoryMiddleware(AgentMiddleware[MemoryMiddlewareState, Any, Any]):
    """Recall + assemble before the model, write after the agent. ``memory``: a ``LayeredMemory``.

    ``budget_tokens``: context budget per model call (default: the memory's ``context_budget_tokens``).
    ``write``: set False to only read (e.g. when a graph's own write node stores the turns).
    """

    state_schema = MemoryMiddlewareState

    def __init__(self, memory: Any, *, budget_tokens: int | None = None, write: bool = True) -> None:
        super().__init__()
        self.memory = memory
        self.budget_tokens = budget_tokens
        self.write = write
        self.tools = []

    # -- shared core ---------------------------------------------------------------------------------------
    def _who(self, runtime: Any) -> tuple[str, str | None]:
        """(user_id, session_id) of this run: user from the run context or config, session = thread id."""
        config = _run_config()
        user = resolve_user(config, context=getattr(runtime, "context", None))
        thread = (config.get("configurable") or {}).get("thread_id")
        return user, None if thread is None else str(thread)

    def _context_args(self, request: ModelRequest) -> dict[str, Any]:
        user, session = self._who(request.runtime)
        return {"user_id": user, "messages": list(request.messages), "session_id": session,
                "system_prompt": request.system_prompt, "budget_tokens": self.budget_tokens}

    @staticmethod
    def _apply(request: ModelRequest, bundle: Any) -> ModelRequest:
        """The request with the assembled system blocks and window, spliced with the current turn
        (:func:`._turns.splice`: the question once, as budgeted; its tool traffic verbatim)."""
        assembled: list[Any] = list(bundle.messages)
        system = "\n\n".join(m.text for m in assembled if isinstance(m, SystemMessage) and m.text.strip())
        history = splice([m for m in assembled if not isinstance(m, SystemMessage)], list(request.messages))
        return request.override(system_message=SystemMessage(system) if system else request.system_message,
                                messages=history)

    def _pending(self, state: dict[str, Any], runtime: Any) -> tuple[dict[str, Any], str | None, str] | None:
        """``remember`` arguments for the messages not yet written, the new mark, and the mark to keep on failure."""
        if not self.write:
            return None
        messages: list[BaseMessage] = list(state.get("messages") or [])
        if not messages:
            return None
        written = state.get(WRITTEN_KEY)
        new = pending_turns(messages, written)  # the one "written up to" rule (._turns)
        if not new:
            return None
        start = pending_start(messages, written)
        user, session = self._who(runtime)
        retry_mark = (messages[start - 1].id or FROM_START) if start > 0 else FROM_START
        return {"user_id": user, "messages": new, "session_id": session}, messages[-1].id, retry_mark

    @staticmethod
    def _log(stage: str, exc: Exception) -> None:
        logger.warning("langmem-layers middleware: %s failed (%s: %s); the agent's turn continues",
                       stage, type(exc).__name__, exc)

    # -- before the model --------------------------------------------------------------------------------------
    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], ModelResponse]) -> Any:
        try:
            bundle = self.memory.build_context(**self._context_args(request))
        except InvalidUserIdError:
            raise  # a run without a user is a configuration error, not something to hide
        except Exception as exc:
            self._log("build_context", exc)
            return handler(request)
        return handler(self._apply(request, bundle))

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[ModelResponse]],
    ) -> Any:
        try:
            bundle = await asyncio.to_thread(lambda: self.memory.build_context(**self._context_args(request)))
        except InvalidUserIdError:
            raise
        except Exception as exc:
            self._log("build_context", exc)
            return await handler(request)
        return await handler(self._apply(request, bundle))

    # -- after the agent answered ----------------------------------------------------------------------------------
    def after_agent(self, state: MemoryMiddlewareState, runtime: Any) -> dict[str, Any] | None:
        pending = self._pending(dict(state), runtime)
        if pending is None:
            return None
        kwargs, mark, retry_mark = pending
        try:
            self.memory.remember(**kwargs)
        except InvalidUserIdError:
            raise
        except Exception as exc:
            self._log("remember", exc)
            return {WRITTEN_KEY: retry_mark}  # the next turn writes these messages again, with its own
        return {WRITTEN_KEY: mark}

    async def aafter_agent(self, state: MemoryMiddlewareState, runtime: Any) -> dict[str, Any] | None:
        return await asyncio.to_thread(self.after_agent, state, runtime)
