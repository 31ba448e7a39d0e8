"""Every node run carries readable metadata (user, route, counts, tokens, actions) for LangSmith traces."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage
from langchain_core.tracers.run_collector import RunCollectorCallbackHandler

from graphs import MemoryContext, annotate_run, build_memory_agent


def node_runs(collector: RunCollectorCallbackHandler) -> dict[str, Any]:
    (root,) = collector.traced_runs
    found: dict[str, Any] = {}
    stack = [root]
    while stack:
        run = stack.pop()
        found.setdefault(run.name, run)
        stack.extend(run.child_runs)
    return found


def test_node_runs_carry_memory_metadata(mem):
    mem.add("alice", "用户不吃辣", type="preference")
    collector = RunCollectorCallbackHandler()
    agent = build_memory_agent(mem)
    agent.invoke({"messages": [HumanMessage("帮我推荐一家餐厅，我喜欢清淡的")]},
                 config={"callbacks": [collector], "configurable": {"thread_id": "t1"}},
                 context=MemoryContext(user_id="alice"))
    runs = node_runs(collector)
    for name in ("route", "recall", "inject", "respond", "write", "summarize"):
        meta = runs[name].extra["metadata"]
        assert meta["memory_stage"] == name
    route = runs["route"].extra["metadata"]
    assert route["memory_user_id"] == "alice" and route["memory_thread_id"] == "t1"
    assert route["memory_route"] in ("memory", "mixed") and route["memory_route_reason"]
    recall = runs["recall"].extra["metadata"]
    assert recall["memory_memories"] >= 1 and len(recall["memory_recalled_ids"]) == recall["memory_memories"]
    assert recall["memory_tokens_by_section"]["memory"] > 0
    assert runs["respond"].extra["metadata"]["memory_offline"] is True
    write = runs["write"].extra["metadata"]
    assert write["memory_user_id"] == "alice"
    assert sum(write["memory_actions"].values()) >= 1 and write["memory_written_messages"] == 2


def test_metadata_never_leaks_between_users_runs(mem):
    collector_a, collector_b = RunCollectorCallbackHandler(), RunCollectorCallbackHandler()
    agent = build_memory_agent(mem)
    agent.invoke({"messages": [HumanMessage("I prefer tea")]}, config={"callbacks": [collector_a]},
                 context=MemoryContext(user_id="a"))
    agent.invoke({"messages": [HumanMessage("I prefer coffee")]}, config={"callbacks": [collector_b]},
                 context=MemoryContext(user_id="b"))
    assert node_runs(collector_a)["write"].extra["metadata"]["memory_user_id"] == "a"
    assert node_runs(collector_b)["write"].extra["metadata"]["memory_user_id"] == "b"


def test_annotate_run_without_tracing_is_a_no_op():
    assert annotate_run(None, {"route": "kb"}) == 0
    assert annotate_run({"callbacks": None}, {"route": "kb"}) == 0
