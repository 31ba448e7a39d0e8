"""Issue 14, finding 1: memory nodes in an own ``StateGraph``.

A ``MessagesState`` graph has no memory keys: LangGraph drops the recall node's update and the model never sees the
memory. It must fail loudly on the first run, naming the fix; the recipe with ``MemoryAgentState`` must work.
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import END, START, MessagesState, StateGraph

from graphs import MemoryAgentState, MemoryContext, make_recall_node, make_write_node
from langmem_layers.errors import MemoryLayerError, StateSchemaError


def _graph(mem, state: Any, seen: dict[str, Any]) -> Any:
    def model(state: dict[str, Any]) -> dict[str, Any]:
        seen["context"] = state.get("context_messages")
        return {"messages": [AIMessage("ok")]}

    builder = StateGraph(state, context_schema=MemoryContext)
    builder.add_node("recall", make_recall_node(mem))
    builder.add_node("model", model)
    builder.add_node("write", make_write_node(mem))
    builder.add_edge(START, "recall")
    builder.add_edge("recall", "model")
    builder.add_edge("model", "write")
    builder.add_edge("write", END)
    return builder.compile()


def test_a_messages_state_graph_fails_loudly_with_the_fix(mem):
    mem.add("alice", "用户不吃辣")
    graph = _graph(mem, MessagesState, {})
    with pytest.raises(StateSchemaError) as caught:
        graph.invoke({"messages": [HumanMessage("我吃什么好")]}, context=MemoryContext(user_id="alice"))
    text = str(caught.value)
    assert "context_messages" in text and "MemoryAgentState" in text
    assert isinstance(caught.value, MemoryLayerError)


def test_the_memory_state_recipe_gives_the_model_the_memory(mem):
    mem.add("alice", "用户不吃辣")
    seen: dict[str, Any] = {}
    graph = _graph(mem, MemoryAgentState, seen)
    graph.invoke({"messages": [HumanMessage("我不吃辣，推荐个菜")]}, context=MemoryContext(user_id="alice"))
    assert any("不吃辣" in str(m.content) for m in seen["context"])


def test_a_subclassed_memory_state_works(mem):
    class MyState(MemoryAgentState, total=False):
        mood: str

    seen: dict[str, Any] = {}
    mem.add("alice", "用户不吃辣")
    graph = _graph(mem, MyState, seen)
    graph.invoke({"messages": [HumanMessage("不吃辣的菜有哪些")]}, context=MemoryContext(user_id="alice"))
    assert seen["context"]


def test_a_node_called_directly_is_not_checked(mem):
    node = make_recall_node(mem)
    out = node({"messages": [HumanMessage("你好")]}, {"configurable": {"user_id": "alice"}}, None)
    assert "context_messages" in out
