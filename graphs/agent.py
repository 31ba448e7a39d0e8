"""The prebuilt memory agent: ``route → recall → inject → respond (⇄ tools) → write → summarize``.

    >>> import tempfile
    >>> from langchain_core.messages import HumanMessage
    >>> from langmem_layers import HashingEmbeddings, LayeredMemory
    >>> from graphs import MemoryContext, build_memory_agent
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> agent = build_memory_agent(mem)            # no model: the offline responder answers
    >>> out = agent.invoke({"messages": [HumanMessage("我不吃辣，记住哦")]}, context=MemoryContext(user_id="alice"))
    >>> out["messages"][-1].content.startswith("（离线模式）")
    True
    >>> mem.close()

``graph`` (below) is the factory ``langgraph dev`` serves (see ``langgraph.json``): it opens the store named by
``LANGMEM_LAYERS_STORE`` (default ``./.memory``) and uses the chat model named by ``LANGMEM_LAYERS_MODEL`` (an
``init_chat_model`` string such as ``openai:gpt-4o-mini``; unset = offline responder).
"""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.prebuilt import ToolNode

from langmem_layers.embeddings import HashingEmbeddings
from langmem_layers.memory import LayeredMemory

from .background import BackgroundWork
from .nodes import (
    make_inject_node,
    make_recall_node,
    make_respond_node,
    make_route_node,
    make_summarize_node,
    make_write_node,
    resolve_model,
)
from .state import MemoryAgentInput, MemoryAgentState, MemoryContext

__all__ = ["ENV_EMBEDDINGS", "ENV_MODEL", "ENV_STORE", "build_memory_agent", "graph"]

#: Environment variables read by :func:`graph` (the ``langgraph dev`` entry point) and the CLI.
ENV_MODEL = "LANGMEM_LAYERS_MODEL"
ENV_STORE = "LANGMEM_LAYERS_STORE"
ENV_EMBEDDINGS = "LANGMEM_LAYERS_EMBEDDINGS"
DEFAULT_STORE = "./.memory"

NODE_METADATA = {
    "route": {"memory_stage": "route"},
    "recall": {"memory_stage": "recall"},
    "inject": {"memory_stage": "inject"},
    "respond": {"memory_stage": "respond"},
    "tools": {"memory_stage": "tools"},
    "write": {"memory_stage": "write"},
    "summarize": {"memory_stage": "summarize"},
}


def _after_respond(state: MemoryAgentState) -> str:
    messages = state.get("messages") or []
    last = messages[-1] if messages else None
    return "tools" if isinstance(last, AIMessage) and last.tool_calls else "write"


def build_memory_agent(
    memory: LayeredMemory,
    model: BaseChatModel | str | None = None,
    tools: Sequence[Any] = (),
    checkpointer: BaseCheckpointSaver[Any] | None = None,
    *,
    system_prompt: str | None = None,
    budget_tokens: int | None = None,
    background: BackgroundWork | None = None,
    max_thread_messages: int | None = None,
    router_cues: Any = None,
    name: str = "memory_agent",
) -> CompiledStateGraph[Any, Any, Any, Any]:
    """Compile the memory agent graph over one :class:`~langmem_layers.LayeredMemory`.

    ``model``: a ``BaseChatModel``, an ``init_chat_model`` string (``"openai:gpt-4o-mini"``) or ``None`` for the
    offline responder. ``tools`` run in a normal tool loop (``ToolNode``). ``checkpointer`` persists each thread
    (the short-term window; the adapters' user-bound checkpointer is recommended). ``background`` moves model
    summaries off the hot path. Run it with ``context=MemoryContext(user_id=...)`` (or
    ``config={"configurable": {"user_id": ..., "thread_id": ...}}``).
    """
    chat = resolve_model(model)  # once, shared by the respond and summarize nodes
    builder: StateGraph[Any, Any, Any, Any] = StateGraph(
        MemoryAgentState, context_schema=MemoryContext, input_schema=MemoryAgentInput)
    builder.add_node("route", make_route_node(memory, cues=router_cues), metadata=NODE_METADATA["route"])
    builder.add_node("recall", make_recall_node(memory, system_prompt=system_prompt, budget_tokens=budget_tokens,
                                                     router_cues=router_cues),
                     metadata=NODE_METADATA["recall"])
    builder.add_node("inject", make_inject_node(memory), metadata=NODE_METADATA["inject"])
    builder.add_node("respond", make_respond_node(memory, chat, tools), metadata=NODE_METADATA["respond"])
    builder.add_node("write", make_write_node(memory, background=background), metadata=NODE_METADATA["write"])
    builder.add_node("summarize", make_summarize_node(memory, chat, max_messages=max_thread_messages,
                                                      background=background),
                     metadata=NODE_METADATA["summarize"])
    builder.add_edge(START, "route")
    builder.add_edge("route", "recall")
    builder.add_edge("recall", "inject")
    builder.add_edge("inject", "respond")
    if tools:
        builder.add_node("tools", ToolNode(list(tools), handle_tool_errors=True), metadata=NODE_METADATA["tools"])
        builder.add_conditional_edges("respond", _after_respond, {"tools": "tools", "write": "write"})
        builder.add_edge("tools", "respond")
    else:
        builder.add_edge("respond", "write")
    builder.add_edge("write", "summarize")
    builder.add_edge("summarize", END)
    return builder.compile(checkpointer=checkpointer, name=name)


_OPEN: dict[str, LayeredMemory] = {}
_OPEN_LOCK = threading.Lock()


def _memory_for(path: str, embeddings: str) -> LayeredMemory:
    """One open store per (path, embeddings) in this process (loading the model once)."""
    key = f"{os.path.abspath(path)}|{embeddings}"
    with _OPEN_LOCK:
        if key not in _OPEN:
            emb = HashingEmbeddings() if embeddings == "hashing" else None
            _OPEN[key] = LayeredMemory.open(path, embeddings=emb)
        return _OPEN[key]


async def graph(config: RunnableConfig | None = None) -> CompiledStateGraph[Any, Any, Any, Any]:
    """Factory for ``langgraph dev`` / LangGraph Platform: the memory agent configured from the environment.

    Configured by the server's environment only (``LANGMEM_LAYERS_STORE``, ``LANGMEM_LAYERS_MODEL``,
    ``LANGMEM_LAYERS_EMBEDDINGS``): a run's ``configurable`` comes from API clients and must not choose the
    store directory or the model. The platform supplies the checkpointer. Async, because the server runs it
    on its event loop: opening the store (files, model) happens in a thread.
    """
    store = os.environ.get("LANGMEM_LAYERS_DATABASE_URL") or os.environ.get(ENV_STORE, DEFAULT_STORE)  # postgres
    embeddings = os.environ.get(ENV_EMBEDDINGS, "auto")
    model = os.environ.get(ENV_MODEL) or None
    memory = await asyncio.to_thread(_memory_for, store, embeddings)
    return await asyncio.to_thread(build_memory_agent, memory, model=model)
