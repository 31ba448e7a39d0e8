"""The prebuilt memory agent end to end, offline (hashing embedder, rules-only writing, offline responder)."""

from __future__ import annotations

import asyncio
from datetime import timedelta
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver

from graphs import MemoryContext, build_memory_agent
from langmem_layers.errors import AccessDeniedError, InvalidUserIdError, StoreError


def ask(agent: Any, user: str, text: str, thread: str, now: Any = None) -> dict[str, Any]:
    return agent.invoke({"messages": [HumanMessage(text)]}, config={"configurable": {"thread_id": thread}},
                        context=MemoryContext(user_id=user, now=now))


def test_two_sessions_second_recalls_what_the_first_wrote(mem, day0):
    agent = build_memory_agent(mem, checkpointer=InMemorySaver())
    first = ask(agent, "alice", "我不吃辣，千万别给我推荐辣的菜。", "s1", day0)
    assert any(a["kind"] == "add" for a in first["last_write"]["actions"])
    assert first["messages"][-1].content.startswith("（离线模式）")

    second = ask(agent, "alice", "帮我推荐一家餐厅吧", "s2", day0 + timedelta(days=3))
    assert second["route"] in ("memory", "mixed")
    assert any("辣" in m["content"] for m in second["memories"])
    reply = second["messages"][-1].content
    assert reply.startswith("（离线模式）") and "辣" in reply
    assert len(second["messages"]) == 2  # a new thread: the first session's turns are not in its window
    assert sum(second["tokens_by_section"].values()) > 0


def test_english_turn_gets_an_english_offline_reply(mem, day0):
    agent = build_memory_agent(mem)
    ask(agent, "al", "I prefer short answers in bullet points.", "t", day0)
    out = ask(agent, "al", "Can you recommend how you should answer me, based on my preferences?", "t2",
              day0 + timedelta(days=1))
    reply = out["messages"][-1].content
    assert reply.startswith("(offline mode)")
    assert "bullet" in reply.lower()


def test_missing_user_id_is_a_clear_error(mem):
    agent = build_memory_agent(mem)
    with pytest.raises(InvalidUserIdError, match="user_id"):
        agent.invoke({"messages": [HumanMessage("hi")]})
    with pytest.raises(InvalidUserIdError):
        agent.invoke({"messages": [HumanMessage("hi")]}, context=MemoryContext(user_id="  "))
    assert mem.sqlite._execute("SELECT COUNT(*) FROM items", ())[0][0] == 0


def test_user_id_from_configurable_and_conflicting_context_refused(mem):
    agent = build_memory_agent(mem)
    out = agent.invoke({"messages": [HumanMessage("I prefer tea over coffee")]},
                       config={"configurable": {"user_id": "carol"}})
    assert out["last_write"]["actions"]
    assert mem.items("carol")
    with pytest.raises(AccessDeniedError):
        agent.invoke({"messages": [HumanMessage("hi")]}, config={"configurable": {"user_id": "carol"}},
                     context=MemoryContext(user_id="mallory"))


def test_two_users_interleaved_never_see_each_other(mem, day0):
    agent = build_memory_agent(mem, checkpointer=InMemorySaver())
    script = [
        ("alice", "我不吃辣，记住哦"), ("bob", "I'm allergic to peanuts, remember that."),
        ("alice", "我住在上海"), ("bob", "I prefer short answers"),
    ]
    for n, (user, text) in enumerate(script):
        ask(agent, user, text, f"{user}-1", day0 + timedelta(hours=n))
    alice_items = " ".join(i.content for i in mem.items("alice"))
    bob_items = " ".join(i.content for i in mem.items("bob")).lower()
    assert "辣" in alice_items and "peanut" not in alice_items.lower()
    assert "peanut" in bob_items and "辣" not in bob_items
    for user, query, foreign in [("alice", "推荐点吃的，我对什么过敏？ peanuts", "peanut"),
                                 ("bob", "推荐一家餐厅，我不吃辣吗？上海", "辣")]:
        out = ask(agent, user, query, f"{user}-2", day0 + timedelta(days=1))
        recalled = " ".join(m["content"] for m in out["memories"]).lower()
        assert foreign not in recalled
        assert foreign not in out["messages"][-1].content.lower()
        blocks = [str(m.content).lower() for m in out["context_messages"]
                  if m.type == "system" and ("[记忆" in str(m.content) or "[m1]" in str(m.content).lower())]
        assert blocks and not any(foreign in b for b in blocks)  # the memory block holds only this user's items


def test_tool_loop_with_a_scripted_model(mem, scripted_model):
    @tool
    def get_weather(city: str) -> str:
        """Weather for a city."""
        return f"{city}: sunny, 22°C"

    model = scripted_model(
        AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Shanghai"}, "id": "call-1"}]),
        "It is sunny in Shanghai.",
    )
    agent = build_memory_agent(mem, model=model, tools=[get_weather])
    out = agent.invoke({"messages": [HumanMessage("I prefer metric units. What's the weather in Shanghai?")]},
                       context=MemoryContext(user_id="dora"))
    kinds = [type(m).__name__ for m in out["messages"]]
    assert kinds == ["HumanMessage", "AIMessage", "ToolMessage", "AIMessage"]
    assert "sunny, 22°C" in out["messages"][2].content
    assert out["messages"][-1].content == "It is sunny in Shanghai."
    # the second model call saw the assembled context plus this turn's tool call and result
    assert isinstance(model.prompts[1][-1], ToolMessage)
    assert out["written_upto"] == out["messages"][-1].id


def test_model_that_fails_falls_back_to_offline_and_still_writes(mem, scripted_model):
    agent = build_memory_agent(mem, model=scripted_model(fail_with="model timed out"))
    out = agent.invoke({"messages": [HumanMessage("我不喝咖啡，记住")]}, context=MemoryContext(user_id="erin"))
    reply = out["messages"][-1]
    assert reply.content.startswith("（离线模式）") and "timed out" in reply.content
    assert reply.response_metadata["offline"] is True
    assert out["last_write"]["actions"] and mem.items("erin")


def test_model_sees_recalled_memories_in_its_context(mem, scripted_model, day0):
    mem.add("fay", "用户不吃辣", type="preference", now=day0)
    model = scripted_model("好的，给你推荐清淡的粤菜。")
    agent = build_memory_agent(mem, model=model)
    agent.invoke({"messages": [HumanMessage("帮我推荐一家餐厅")]}, context=MemoryContext(user_id="fay", now=day0))
    prompt = " ".join(str(m.content) for m in model.prompts[0])
    assert "用户不吃辣" in prompt
    assert isinstance(model.prompts[0][-1], HumanMessage)


def test_a_failed_write_is_retried_next_turn(mem, monkeypatch):
    calls: list[list[str]] = []
    real = mem.remember

    def flaky(user_id, messages, **kwargs):
        calls.append([str(m.content) for m in messages])
        if len(calls) == 1:
            raise StoreError("disk full")
        return real(user_id, messages, **kwargs)

    monkeypatch.setattr(mem, "remember", flaky)
    agent = build_memory_agent(mem, checkpointer=InMemorySaver())
    first = ask(agent, "gus", "我不吃香菜", "t")
    assert "disk full" in first["last_write"]["error"]
    ask(agent, "gus", "我住在北京", "t")
    assert "我不吃香菜" in calls[1] and "我住在北京" in calls[1]  # the lost turn is written now
    contents = " ".join(i.content for i in mem.items("gus"))
    assert "香菜" in contents and "北京" in contents


def test_only_tool_messages_get_a_safe_reply(mem):
    agent = build_memory_agent(mem)
    out = agent.invoke({"messages": [ToolMessage("42", tool_call_id="x")]}, context=MemoryContext(user_id="hal"))
    assert out["messages"][-1].content.startswith("(offline mode)")
    assert mem.items("hal") == []


def test_long_thread_is_folded_into_the_summary(mem):
    agent = build_memory_agent(mem, checkpointer=InMemorySaver(), max_thread_messages=6)
    for n in range(5):
        out = ask(agent, "ivy", f"turn {n}: I like topic number {n}", "long")
    assert len(out["messages"]) <= 6
    assert out["folded_messages"] >= 4 and out["summary"]
    contents = [m.content for m in out["messages"]]
    assert not any("turn 0" in str(c) for c in contents)


def test_missing_thread_id_with_a_checkpointer_is_a_clear_error(mem):
    agent = build_memory_agent(mem, checkpointer=InMemorySaver())
    with pytest.raises(ValueError, match="thread_id"):
        agent.invoke({"messages": [HumanMessage("hi")]}, context=MemoryContext(user_id="alice"))


async def test_async_invoke_runs_the_same_loop(mem):
    agent = build_memory_agent(mem)
    out = await agent.ainvoke({"messages": [HumanMessage("I prefer window seats")]},
                              context=MemoryContext(user_id="ann"))
    assert out["last_write"]["actions"] and out["messages"][-1].content.startswith("(offline mode)")


def test_langgraph_json_factory_builds_the_graph(tmp_path, monkeypatch):
    import json
    from pathlib import Path

    from graphs import agent as agent_module

    spec = json.loads((Path(__file__).resolve().parents[3] / "langgraph.json").read_text())
    assert spec["graphs"]["memory_agent"] == "graphs.agent:graph"  # a module path: graphs/ uses package imports
    monkeypatch.setenv("LANGMEM_LAYERS_STORE", str(tmp_path / "served"))
    monkeypatch.setenv("LANGMEM_LAYERS_EMBEDDINGS", "hashing")
    monkeypatch.delenv("LANGMEM_LAYERS_MODEL", raising=False)
    compiled = asyncio.run(agent_module.graph({}))
    assert {"route", "recall", "inject", "respond", "write", "summarize"} <= set(compiled.nodes)
    out = compiled.invoke({"messages": [HumanMessage("I prefer tea")]}, context={"user_id": "srv"})
    assert out["messages"][-1].content.startswith("(offline mode)")
    for memory in agent_module._OPEN.values():
        memory.close()
    agent_module._OPEN.clear()


def test_llm_extraction_runs_in_the_background_not_on_the_hot_path(mem, scripted_model):
    from langchain_core.tracers.run_collector import RunCollectorCallbackHandler

    from graphs import BackgroundWork

    extraction = '{"memories": [{"type": "fact", "content": "用户会弹钢琴", "importance": 0.6, "confidence": 0.9}]}'
    mem.llm = scripted_model(extraction)  # one scripted answer: structured output must work first time
    work = BackgroundWork()
    agent = build_memory_agent(mem, background=work)
    collector = RunCollectorCallbackHandler()
    out = agent.invoke({"messages": [HumanMessage("我喜欢爵士乐，记住哦")]}, context=MemoryContext(user_id="jo"),
                       config={"callbacks": [collector]})
    assert out["last_write"]["llm_deferred"] is True
    write_run = next(r for r in collector.traced_runs[0].child_runs if r.name == "write")
    assert write_run.extra["metadata"]["memory_llm_calls"] == 0  # rules only while the user waits
    work.close()
    assert len(mem.llm.prompts) == 1  # the extraction ran after the reply, through structured output
    assert any("钢琴" in i.content for i in mem.items("jo"))
    assert any("爵士" in i.content for i in mem.items("jo"))


def test_a_tool_call_with_bad_arguments_gets_an_error_result_not_a_crash(mem, scripted_model):
    @tool
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    model = scripted_model(
        AIMessage("", tool_calls=[{"name": "add", "args": {"a": "not a number"}, "id": "bad-1"}]),
        "Sorry, I could not add those.",
    )
    agent = build_memory_agent(mem, model=model, tools=[add], checkpointer=InMemorySaver())
    out = agent.invoke({"messages": [HumanMessage("add these for me")]},
                       config={"configurable": {"thread_id": "t"}}, context=MemoryContext(user_id="kai"))
    result = out["messages"][2]
    assert isinstance(result, ToolMessage) and result.status == "error"
    assert out["messages"][-1].content == "Sorry, I could not add those."
    assert out["written_upto"] == out["messages"][-1].id


def test_a_model_string_goes_through_init_chat_model(mem, scripted_model, monkeypatch):
    import langchain.chat_models

    asked: list[str] = []
    model = scripted_model("Hello from the model.")

    def fake_init(name: str, **kwargs: Any) -> Any:
        asked.append(name)
        return model

    monkeypatch.setattr(langchain.chat_models, "init_chat_model", fake_init)
    agent = build_memory_agent(mem, model="openai:gpt-4o-mini")
    out = agent.invoke({"messages": [HumanMessage("hi there, I prefer tea")]}, context=MemoryContext(user_id="liz"))
    assert asked == ["openai:gpt-4o-mini"]
    assert out["messages"][-1].content == "Hello from the model."


def test_model_summary_runs_in_background_and_applies_on_a_later_turn(mem, scripted_model):
    from graphs import BackgroundWork

    replies = [f"reply {n}" for n in range(4)]
    model = scripted_model(replies[0], replies[1], replies[2], "- user likes topics 0 and 1", replies[3])
    work = BackgroundWork()
    agent = build_memory_agent(mem, model=model, checkpointer=InMemorySaver(), max_thread_messages=4,
                               background=work)
    for n in range(3):
        out = ask(agent, "max", f"turn {n}: I like topic number {n}", "bg")
    assert len(out["messages"]) == 6 and not out.get("folded_messages")  # queued, nothing removed yet
    work.drain()
    out = ask(agent, "max", "turn 3: I like topic number 3", "bg")
    assert out["summary"] == "- user likes topics 0 and 1"
    assert out["folded_messages"] == 4 and not any("turn 0" in str(m.content) for m in out["messages"])
    work.close()


def test_offline_follow_up_wording_only_when_there_is_a_thread(mem):
    agent = build_memory_agent(mem, checkpointer=InMemorySaver())
    first = ask(agent, "ned", "ok", "t")
    assert first["route"] == "window" and "接着" not in first["messages"][-1].content
    assert "Continuing" not in first["messages"][-1].content
    second = ask(agent, "ned", "go on", "t")
    assert second["messages"][-1].content == "(offline mode) Continuing where we left off."
