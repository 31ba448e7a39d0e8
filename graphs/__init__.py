"""LangGraph pieces of langmem-layers: the memory agent's state, node factories and the prebuilt graph.

    >>> from graphs import build_memory_agent, MemoryContext
"""

from .agent import build_memory_agent, graph
from .background import BackgroundWork
from .nodes import (
    make_inject_node,
    make_recall_node,
    make_respond_node,
    make_route_node,
    make_summarize_node,
    make_write_node,
)
from .offline import offline_reply
from .state import MemoryAgentInput, MemoryAgentState, MemoryContext, resolve_user_id
from .tracing import annotate_run

__all__ = [
    "BackgroundWork",
    "MemoryAgentInput",
    "MemoryAgentState",
    "MemoryContext",
    "annotate_run",
    "build_memory_agent",
    "graph",
    "make_inject_node",
    "make_recall_node",
    "make_respond_node",
    "make_route_node",
    "make_summarize_node",
    "make_write_node",
    "offline_reply",
    "resolve_user_id",
]
