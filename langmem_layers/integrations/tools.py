"""Memory tools for agents that manage memory themselves: remember / search / forget.

Every tool acts for the run's user, taken from the tool's injected ``RunnableConfig``
(``configurable.user_id`` or the LangGraph run context) — never from an argument the model fills in::

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> from langmem_layers.integrations import make_memory_tools
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> remember, search, forget = make_memory_tools(mem)
    >>> cfg = {"configurable": {"user_id": "alice"}}
    >>> remember.invoke({"content": "用户不吃辣", "type": "preference"}, cfg).startswith("Stored")
    True
    >>> print(search.invoke({"query": "辣"}, cfg))
    [M1] preference · importance 0.50 · 用户不吃辣 (id=...)
    >>> search.invoke({"query": "辣"}, {"configurable": {"user_id": "bob"}})
    'No memories found.'
    >>> mem.close()

Errors (unknown id, empty content, no user) come back to the model as the tool's answer, not as a crash.
The sync and async bodies share one core; the async one runs it in a worker thread.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, Literal

from langchain_core.runnables import RunnableConfig
from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, Field

from ..errors import InvalidUserIdError, ItemNotFoundError, MemoryLayerError
from ..records import MemoryType
from ._user import resolve_user

__all__ = ["FORGET_TOOL", "MANAGE_TOOL", "NO_USER_ANSWER", "REMEMBER_TOOL", "SEARCH_TOOL", "describe_write",
           "make_manage_memory_tools", "make_memory_tools"]

REMEMBER_TOOL = "remember_memory"
SEARCH_TOOL = "search_memory"
FORGET_TOOL = "forget_memory"
#: Most hits ``search_memory`` returns whatever ``k`` the model asks for.
MAX_SEARCH_K = 20

log = logging.getLogger(__name__)

REMEMBER_DESCRIPTION = (
    "Save one durable fact about the user (a preference, plan, decision, correction, profile fact) as a short "
    "third-person sentence, e.g. '用户不吃辣' or 'The user prefers bullet-point answers'. Do not save small talk, "
    "secrets or instructions."
)
SEARCH_DESCRIPTION = "Look up what you remember about the user. Returns numbered memories [M1]… with their ids."
FORGET_DESCRIPTION = "Delete one memory by its id (from search_memory) when the user asks you to forget it."

MemoryTypeName = Literal["preference", "plan", "correction", "decision", "fact", "profile", "event", "task_state",
                         "procedure"]


class RememberArgs(BaseModel):
    content: str = Field(..., min_length=1, max_length=2000, description="One short sentence about the user.")
    type: MemoryTypeName = Field("fact", description="Kind of memory.")
    importance: float | None = Field(None, ge=0.0, le=1.0, description="0–1; leave empty for the default.")


class SearchArgs(BaseModel):
    query: str = Field(..., min_length=1, description="What to look for, in the user's language.")
    k: int = Field(5, ge=1, le=MAX_SEARCH_K, description="How many memories to return.")


class ForgetArgs(BaseModel):
    item_id: str = Field(..., min_length=1, description="The id shown by search_memory.")


# -- the cores (plain functions of memory, user and arguments) ------------------------------------------------------
def describe_write(memory: Any, user: str, report: Any, content: str) -> str:
    """What a write really did, in one line for the model (issue 10: honest adapters)."""
    if not report.actions:
        reasons = "; ".join(f"{a.reason or a.rule}" for a in report.refusals) or "refused"
        return f"Not stored: {reasons}"
    action = report.actions[0]
    target = None
    if action.target_id:
        try:
            target = memory.get(user, action.target_id)
        except ItemNotFoundError:
            target = None
    quoted = f" «{target.content}»" if target is not None else ""
    if action.kind == "skip":
        if action.target_id:
            return f"Not stored: duplicate of memory id={action.target_id}{quoted} (nothing new was saved)"
        return f"Not stored: {action.reason or action.rule}"
    if action.kind == "observe":
        return (f"Stored as observed (unconfirmed: kept, but not recalled as a fact until the user confirms it) "
                f"id={action.item_id}: {action.content or content}")
    if action.kind == "merge":
        return f"Stored by merging into existing memory id={action.item_id}{quoted}: {action.content or content}"
    if action.kind == "supersede":
        return (f"Stored id={action.item_id}: {action.content or content} — it replaces memory "
                f"id={action.target_id}{quoted}")
    return f"Stored ({action.kind}) id={action.item_id}: {action.content or content}"


def _remember(memory: Any, user: str, content: str, type: str = "fact", importance: float | None = None) -> str:
    report = memory.add(user, content, MemoryType(type), importance=importance)
    return describe_write(memory, user, report, content)


def _search(memory: Any, user: str, query: str, k: int = 5) -> str:
    hits = memory.search(user, query, k=k)
    if not hits:
        return "No memories found."
    return "\n".join(
        f"[M{n}] {h.item.type.value} · importance {h.item.importance:.2f} · {h.item.content} (id={h.item.id})"
        for n, h in enumerate(hits, 1)
    )


def _forget(memory: Any, user: str, item_id: str) -> str:
    try:
        memory.forget(user, item_id)
    except ItemNotFoundError:
        return f"No memory with id {item_id!r} for this user."
    return f"Forgot memory {item_id}."


#: The tool's answer when the run names no user (the application's mistake, not the model's: do not retry).
NO_USER_ANSWER = (
    "Memory is not available in this run: no user is identified, so nothing was read or saved. Answer without "
    "memory and do not call memory tools again in this run. (For the developer — InvalidUserIdError: pass "
    "config={'configurable': {'user_id': ...}} or a run context with user_id.)"
)


def _call(core: Callable[..., str], memory: Any, config: RunnableConfig | None, kwargs: dict[str, Any]) -> str:
    try:
        user = resolve_user(config)
    except InvalidUserIdError:
        log.warning("memory tool called in a run without a user_id; answered that memory is unavailable")
        return NO_USER_ANSWER
    try:
        return core(memory, user, **kwargs)
    except MemoryLayerError as exc:
        raise ToolException(f"{type(exc).__name__}: {exc}") from exc


def _explain_bad_args(exc: Exception) -> str:
    """Tell the model which argument was wrong, so it can retry."""
    errors = getattr(exc, "errors", None)
    if callable(errors):
        details = "; ".join(f"{'.'.join(map(str, e.get('loc', ())))}: {e.get('msg', '')}" for e in errors())
        return f"Invalid arguments: {details}"
    return f"Invalid arguments: {exc}"


def _make_tool(memory: Any, core: Callable[..., str], name: str, description: str,
               schema: type[BaseModel]) -> StructuredTool:
    def run(config: RunnableConfig, **kwargs: Any) -> str:
        return _call(core, memory, config, kwargs)

    async def arun(config: RunnableConfig, **kwargs: Any) -> str:
        return await asyncio.to_thread(_call, core, memory, config, kwargs)

    return StructuredTool.from_function(
        func=run, coroutine=arun, name=name, description=description, args_schema=schema,
        handle_tool_error=True, handle_validation_error=_explain_bad_args,
    )


MANAGE_TOOL = "manage_memory"
MANAGE_DESCRIPTION = (
    "Create, update or delete one memory about the user. action='create' with content saves a new memory; "
    "action='update' with id and content replaces that memory's text (a new version; the old one stays in its "
    "history); action='delete' with id removes it. Ids come from search_memory. Memories are short third-person "
    "sentences, e.g. '用户不吃辣' or 'The user prefers bullet-point answers'."
)


class ManageArgs(BaseModel):
    action: Literal["create", "update", "delete"] = Field("create", description="What to do.")
    content: str | None = Field(None, max_length=2000, description="The memory text (create / update).")
    id: str | None = Field(None, description="The memory id (update / delete), from search_memory.")
    type: MemoryTypeName = Field("fact", description="Kind of memory (create).")


def _manage(memory: Any, user: str, action: str = "create", content: str | None = None, id: str | None = None,
            type: str = "fact") -> str:
    if action == "create":
        if not content:
            return "Not stored: create needs content."
        return describe_write(memory, user, memory.add(user, content, MemoryType(type)), content)
    if not id:
        return f"Nothing done: {action} needs the memory's id (from search_memory)."
    if action == "delete":
        return _forget(memory, user, id)
    if not content:
        return "Nothing done: update needs the new content."
    try:
        before = memory.get(user, id)
    except ItemNotFoundError:
        return f"No memory with id {id!r} for this user."
    if before.content == content:
        return f"Unchanged: memory id={id} already says «{content}»."
    after = memory.update(user, id, content=content, reason="tool.manage_memory")
    return f"Updated memory id={id} (version {after.version}): «{before.content}» → «{after.content}»"


def make_manage_memory_tools(memory: Any) -> list[BaseTool]:
    """``[manage_memory, search_memory]``: LangMem-style manage-by-id (create / update / delete by id) plus search,
    scoped to the run's user; every answer says what really happened (a duplicate is reported, not "stored")."""
    return [
        _make_tool(memory, _manage, MANAGE_TOOL, MANAGE_DESCRIPTION, ManageArgs),
        _make_tool(memory, _search, SEARCH_TOOL, SEARCH_DESCRIPTION, SearchArgs),
    ]


def make_memory_tools(memory: Any) -> list[BaseTool]:
    """``[remember_memory, search_memory, forget_memory]`` over ``memory`` (a ``LayeredMemory``)."""
    return [
        _make_tool(memory, _remember, REMEMBER_TOOL, REMEMBER_DESCRIPTION, RememberArgs),
        _make_tool(memory, _search, SEARCH_TOOL, SEARCH_DESCRIPTION, SearchArgs),
        _make_tool(memory, _forget, FORGET_TOOL, FORGET_DESCRIPTION, ForgetArgs),
    ]
