"""Memory tools: scoped to the run's user (never a model argument), sync and async, errors returned not raised."""

from __future__ import annotations

import re
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.prebuilt import ToolNode

from langmem_layers import LayeredMemory
from langmem_layers.integrations import make_memory_tools

ALICE = {"configurable": {"user_id": "alice"}}
ALICE_CORP = {"configurable": {"user_id": "alice-corp"}}


@pytest.fixture
def tools(mem: LayeredMemory) -> dict[str, Any]:
    return {t.name: t for t in make_memory_tools(mem)}


def _ids(text: str) -> list[str]:
    return re.findall(r"id=([0-9a-f]{32})", text)


def test_user_is_not_a_model_argument(tools: dict[str, Any]) -> None:
    assert set(tools) == {"remember_memory", "search_memory", "forget_memory"}
    for tool in tools.values():
        schema = tool.tool_call_schema.model_json_schema()
        assert "user_id" not in schema.get("properties", {}) and "config" not in schema.get("properties", {})
    # a model that tries to pass user_id anyway is ignored: the config decides
    out = tools["remember_memory"].invoke({"content": "用户喜欢猫", "user_id": "bob"}, ALICE)
    assert out.startswith("Stored (add)")
    assert "用户喜欢猫" in tools["search_memory"].invoke({"query": "猫"}, ALICE)
    assert tools["search_memory"].invoke({"query": "猫"}, {"configurable": {"user_id": "bob"}}) == "No memories found."


def test_remember_search_forget_isolated_by_user(tools: dict[str, Any], mem: LayeredMemory) -> None:
    tools["remember_memory"].invoke({"content": "用户不吃辣", "type": "preference", "importance": 0.9}, ALICE)
    tools["remember_memory"].invoke({"content": "用户住在杭州", "type": "profile"}, ALICE_CORP)
    found = tools["search_memory"].invoke({"query": "辣", "k": 3}, ALICE)
    assert found.startswith("[M1] preference · importance 0.90 · 用户不吃辣")
    assert "杭州" not in found
    assert "辣" not in tools["search_memory"].invoke({"query": "辣"}, ALICE_CORP)
    [alice_id] = _ids(found)
    # alice-corp cannot forget alice's memory even with its id
    assert "No memory with id" in tools["forget_memory"].invoke({"item_id": alice_id}, ALICE_CORP)
    assert len(mem.items("alice")) == 1
    assert tools["forget_memory"].invoke({"item_id": alice_id}, ALICE) == f"Forgot memory {alice_id}."
    assert mem.items("alice") == []


def test_errors_come_back_as_answers(tools: dict[str, Any]) -> None:
    no_user = tools["search_memory"].invoke({"query": "x"}, {"configurable": {}})
    assert "InvalidUserIdError" in no_user and "user_id" in no_user
    bad_type = tools["remember_memory"].invoke({"content": "x", "type": "gossip"}, ALICE)
    assert "type" in bad_type.lower()
    bad_k = tools["search_memory"].invoke({"query": "x", "k": 1000}, ALICE)
    assert "k" in bad_k
    nul = tools["remember_memory"].invoke({"content": "a\x00b"}, ALICE)
    assert "InvalidContentError" in nul


async def test_async_bodies(tools: dict[str, Any], mem: LayeredMemory) -> None:
    out = await tools["remember_memory"].ainvoke({"content": "用户每天跑步", "type": "fact"}, ALICE)
    assert out.startswith("Stored")
    found = await tools["search_memory"].ainvoke({"query": "跑步"}, ALICE)
    assert "用户每天跑步" in found
    assert await tools["search_memory"].ainvoke({"query": "跑步"}, ALICE_CORP) == "No memories found."
    [item_id] = _ids(found)
    assert (await tools["forget_memory"].ainvoke({"item_id": item_id}, ALICE)).startswith("Forgot")
    assert "InvalidUserIdError" in await tools["search_memory"].ainvoke({"query": "x"}, {})


def test_through_langgraph_tool_node_with_run_context(tools: dict[str, Any]) -> None:
    """In a graph, the user comes from the run's config/context the ToolNode passes to the tool."""
    from langgraph.graph import END, START, MessagesState, StateGraph

    node = ToolNode(list(tools.values()))
    builder = StateGraph(MessagesState, context_schema=dict)
    builder.add_node("tools", node)
    builder.add_edge(START, "tools")
    builder.add_edge("tools", END)
    graph = builder.compile()
    call = AIMessage("", tool_calls=[{"name": "remember_memory", "args": {"content": "用户喜欢爵士乐"}, "id": "c1"}])
    out = graph.invoke({"messages": [HumanMessage("记住我喜欢爵士乐"), call]}, context={"user_id": "alice"})
    assert isinstance(out["messages"][-1], ToolMessage) and out["messages"][-1].content.startswith("Stored")
    assert "爵士乐" in tools["search_memory"].invoke({"query": "爵士乐"}, ALICE)
    assert tools["search_memory"].invoke({"query": "爵士乐"}, ALICE_CORP) == "No memories found."


def test_agent_manages_its_own_memory(mem: LayeredMemory) -> None:
    """A create_agent whose (scripted) model calls the tools; the run's user owns what is written."""
    from langchain.agents import create_agent
    from langchain_core.language_models import GenericFakeChatModel

    class ToolModel(GenericFakeChatModel):
        def bind_tools(self, tools: Any, **kwargs: Any) -> ToolModel:  # type: ignore[override]
            return self

    model = ToolModel(messages=iter([
        AIMessage("", tool_calls=[{"name": "remember_memory", "id": "r1",
                                   "args": {"content": "用户对花生过敏", "type": "fact", "importance": 0.95}}]),
        AIMessage("记住了"),
    ]))
    agent = create_agent(model, tools=make_memory_tools(mem))
    out = agent.invoke({"messages": [HumanMessage("我对花生过敏")]}, ALICE)
    assert out["messages"][-1].content == "记住了"
    assert [i.content for i in mem.items("alice")] == ["用户对花生过敏"]
    assert mem.items("alice-corp") == []
