"""MemoryMiddleware in a real ``create_agent`` driven by a scripted fake chat model (with a tool loop)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain.agents import create_agent
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import Field

from langmem_layers import LayeredMemory
from langmem_layers.errors import AccessDeniedError, InvalidUserIdError
from langmem_layers.integrations import MemoryMiddleware, UserBoundCheckpointer


class ScriptedModel(GenericFakeChatModel):
    """Replies from a script, supports tools, and records every message list it was called with."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:  # type: ignore[override]
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def scripted(*replies: AIMessage) -> ScriptedModel:
    return ScriptedModel(messages=iter(replies))


class RecordingMemory:
    """The real facade for reads; records ``remember`` calls (and can be told to fail)."""

    def __init__(self, mem: LayeredMemory) -> None:
        self.mem = mem
        self.remembered: list[dict[str, Any]] = []
        self.fail_build = False
        self.fail_remember = False

    def build_context(self, user_id: str, messages: list[Any], **kwargs: Any) -> Any:
        if self.fail_build:
            raise RuntimeError("recall backend down")
        return self.mem.build_context(user_id, messages, **kwargs)

    def remember(self, user_id: str, messages: list[Any], session_id: str | None = None) -> None:
        if self.fail_remember:
            raise RuntimeError("writer down")
        self.remembered.append({"user_id": user_id, "messages": list(messages), "session_id": session_id})


@pytest.fixture
def memory(mem: LayeredMemory) -> RecordingMemory:
    mem.add("alice", "用户不吃辣", type="preference", importance=0.9)
    mem.add("alice-corp", "用户喜欢重庆火锅，越辣越好", type="preference", importance=0.9)
    return RecordingMemory(mem)


@pytest.fixture
def saver(tmp_path: Path) -> Iterator[UserBoundCheckpointer]:
    s = UserBoundCheckpointer.open(tmp_path / "cp.sqlite3")
    yield s
    s.close()


@tool
def find_restaurants(area: str) -> str:
    """Find restaurants in an area."""
    return f"{area}: 清淡粤菜馆, 川菜馆"


def run_cfg(user: str, thread: str) -> dict[str, Any]:
    return {"configurable": {"user_id": user, "thread_id": thread}}


def _system_text(messages: list[BaseMessage]) -> str:
    return "\n".join(m.text for m in messages if isinstance(m, SystemMessage))


def test_context_assembled_per_user_and_turn_written_once(memory: RecordingMemory, saver: Any) -> None:
    model = scripted(
        AIMessage("", tool_calls=[{"name": "find_restaurants", "args": {"area": "徐汇"}, "id": "call1"}]),
        AIMessage("推荐清淡粤菜馆 [记忆1]"),
    )
    agent = create_agent(model, tools=[find_restaurants], system_prompt="你是餐厅助手。",
                         middleware=[MemoryMiddleware(memory)], checkpointer=saver)
    out = agent.invoke({"messages": [HumanMessage("推荐个馆子吧")]}, run_cfg("alice", "t1"))
    assert out["messages"][-1].content == "推荐清淡粤菜馆 [记忆1]"
    assert len(model.seen) == 2  # model called before and after the tool
    first, second = model.seen
    assert "你是餐厅助手。" in _system_text(first)
    assert "用户不吃辣" in _system_text(first) and "火锅" not in _system_text(first)
    assert isinstance(first[0], SystemMessage) and sum(isinstance(m, SystemMessage) for m in first) == 1
    # the tool loop reached the model intact: tool call then its result
    assert isinstance(second[-1], ToolMessage) and second[-1].tool_call_id == "call1"
    assert isinstance(second[-2], AIMessage) and second[-2].tool_calls
    # written once, after the agent answered, for alice, with the thread as session
    [write] = memory.remembered
    assert write["user_id"] == "alice" and write["session_id"] == "t1"
    kinds = [type(m).__name__ for m in write["messages"]]
    assert kinds == ["HumanMessage", "AIMessage", "ToolMessage", "AIMessage"]


def test_second_turn_writes_only_new_messages(memory: RecordingMemory, saver: Any) -> None:
    model = scripted(AIMessage("好的"), AIMessage("没问题"))
    agent = create_agent(model, middleware=[MemoryMiddleware(memory)], checkpointer=saver)
    agent.invoke({"messages": [HumanMessage("第一句")]}, run_cfg("alice", "t2"))
    agent.invoke({"messages": [HumanMessage("第二句")]}, run_cfg("alice", "t2"))
    assert [[m.content for m in w["messages"]] for w in memory.remembered] == [["第一句", "好的"], ["第二句", "没问题"]]


def test_other_user_context_and_thread_isolation(memory: RecordingMemory, saver: Any) -> None:
    model = scripted(AIMessage("A"), AIMessage("B"))
    agent = create_agent(model, middleware=[MemoryMiddleware(memory)], checkpointer=saver)
    agent.invoke({"messages": [HumanMessage("推荐个馆子")]}, run_cfg("alice-corp", "corp-thread"))
    assert "火锅" in _system_text(model.seen[0]) and "用户不吃辣" not in _system_text(model.seen[0])
    with pytest.raises(AccessDeniedError):  # alice cannot continue alice-corp's thread
        agent.invoke({"messages": [HumanMessage("hi")]}, run_cfg("alice", "corp-thread"))
    assert [w["user_id"] for w in memory.remembered] == ["alice-corp"]


def test_user_from_run_context(memory: RecordingMemory) -> None:
    model = scripted(AIMessage("ok"))
    agent = create_agent(model, middleware=[MemoryMiddleware(memory)], context_schema=dict)
    agent.invoke({"messages": [HumanMessage("推荐个馆子")]}, context={"user_id": "alice"})
    assert "用户不吃辣" in _system_text(model.seen[0])
    assert memory.remembered[0]["user_id"] == "alice" and memory.remembered[0]["session_id"] is None


def test_missing_user_is_a_clear_error(memory: RecordingMemory) -> None:
    agent = create_agent(scripted(AIMessage("ok")), middleware=[MemoryMiddleware(memory)])
    with pytest.raises(InvalidUserIdError, match="no user_id"):
        agent.invoke({"messages": [HumanMessage("hi")]})


def test_failures_never_break_the_turn_and_writes_are_retried(
    memory: RecordingMemory, saver: Any, caplog: pytest.LogCaptureFixture,
) -> None:
    model = scripted(AIMessage("第一答"), AIMessage("第二答"))
    agent = create_agent(model, middleware=[MemoryMiddleware(memory)], checkpointer=saver)
    memory.fail_build = memory.fail_remember = True
    with caplog.at_level(logging.WARNING):
        out = agent.invoke({"messages": [HumanMessage("第一问")]}, run_cfg("alice", "t3"))
    assert out["messages"][-1].content == "第一答"
    assert "build_context failed" in caplog.text and "remember failed" in caplog.text
    memory.fail_build = memory.fail_remember = False
    agent.invoke({"messages": [HumanMessage("第二问")]}, run_cfg("alice", "t3"))
    # nothing was lost: the failed turn is written together with the new one
    assert [m.content for m in memory.remembered[0]["messages"]] == ["第一问", "第一答", "第二问", "第二答"]


def test_read_only_mode(memory: RecordingMemory) -> None:
    agent = create_agent(scripted(AIMessage("ok")), middleware=[MemoryMiddleware(memory, write=False)])
    agent.invoke({"messages": [HumanMessage("hi")]}, run_cfg("alice", "t"))
    assert memory.remembered == []


async def test_async_agent(memory: RecordingMemory, tmp_path: Path) -> None:
    model = scripted(
        AIMessage("", tool_calls=[{"name": "find_restaurants", "args": {"area": "静安"}, "id": "c9"}]),
        AIMessage("推荐清淡粤菜馆"),
    )
    async with UserBoundCheckpointer.aopen(tmp_path / "a.sqlite3") as saver:
        agent = create_agent(model, tools=[find_restaurants], middleware=[MemoryMiddleware(memory)],
                             checkpointer=saver)
        out = await agent.ainvoke({"messages": [HumanMessage("推荐个馆子")]}, run_cfg("alice", "ta"))
        assert out["messages"][-1].content == "推荐清淡粤菜馆"
        with pytest.raises(AccessDeniedError):
            await agent.ainvoke({"messages": [HumanMessage("hi")]}, run_cfg("bob", "ta"))
    assert "用户不吃辣" in _system_text(model.seen[0])
    [write] = memory.remembered
    assert write["user_id"] == "alice" and write["session_id"] == "ta" and len(write["messages"]) == 4


def test_end_to_end_with_the_real_facade(mem: LayeredMemory, saver: Any) -> None:
    """Turn 1 (thread A) writes a preference through ``remember``; turn 2 (thread B) sees it; bob never does."""
    model = scripted(AIMessage("好的，记住了"), AIMessage("推荐清淡的粤菜馆"), AIMessage("推荐火锅"))
    agent = create_agent(model, middleware=[MemoryMiddleware(mem)], checkpointer=saver)
    agent.invoke({"messages": [HumanMessage("我不吃辣，记住")]}, run_cfg("alice", "thread-a"))
    assert any("辣" in i.content for i in mem.items("alice")), [i.content for i in mem.items("alice")]
    agent.invoke({"messages": [HumanMessage("推荐个馆子")]}, run_cfg("alice", "thread-b"))
    assert "辣" in _system_text(model.seen[1])
    agent.invoke({"messages": [HumanMessage("推荐个馆子")]}, run_cfg("alice-corp", "thread-c"))
    assert "辣" not in _system_text(model.seen[2]) and mem.items("alice-corp") == []
