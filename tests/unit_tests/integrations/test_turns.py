"""The turn protocol shared by the graph nodes and the create_agent middleware (integrations/_turns.py)."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.integrations._turns import FROM_START, pending_start, pending_turns, splice
from langmem_layers.read.router import DEFAULT_CUES, RouteDecision
from langmem_layers.records import Route

THREAD = [HumanMessage("第一句", id="h1"), AIMessage("好的", id="a1"), HumanMessage("第二句", id="h2"),
          AIMessage("", id="a2", tool_calls=[{"name": "t", "args": {}, "id": "c1"}]),
          ToolMessage("结果", tool_call_id="c1", id="t1"), AIMessage("没问题", id="a3")]


def test_the_written_up_to_rule():
    assert pending_turns(THREAD, None) == THREAD  # nothing written yet: the whole thread
    assert pending_turns(THREAD, FROM_START) == THREAD  # a failed first write: retried from the start
    assert [m.id for m in pending_turns(THREAD, "a1")] == ["h2", "a2", "t1", "a3"]  # after the mark
    assert [m.id for m in pending_turns(THREAD, "gone")] == ["h2", "a2", "t1", "a3"]  # folded away: this turn only
    assert pending_turns(THREAD, "a3") == []  # all written
    assert pending_turns([*THREAD, AIMessage("补充", id="a4")], "a3") == []  # no user message: nothing to write
    assert pending_start(THREAD, "a1") == 2


def test_splice_sends_the_question_once_as_budgeted_and_the_turn_verbatim():
    excerpt = HumanMessage("第二… [9 chars omitted] …句", id="h2")
    assembled = [SystemMessage("记忆"), HumanMessage("第一句", id="h1"), AIMessage("好的", id="a1"), excerpt,
                 ToolMessage("结…", tool_call_id="c1", id="t1")]
    out = splice(assembled, THREAD)
    assert [m.id for m in out[1:]] == ["h1", "a1", "h2", "a2", "t1", "a3"]
    assert out[3] is excerpt and out[5].content == "结果"  # the question as budgeted; its tool traffic verbatim
    assert sum(isinstance(m, HumanMessage) and m.id == "h2" for m in out) == 1


def test_splice_without_ids_or_without_a_copy():
    no_ids = [HumanMessage("hi"), AIMessage("hello"), HumanMessage("tea?")]
    assert [m.content for m in splice([SystemMessage("s"), HumanMessage("tea?")], no_ids)] == ["s", "tea?"]
    assert [m.content for m in splice([SystemMessage("s")], no_ids)] == ["s", "tea?"]  # appended when absent
    assert [m.content for m in splice([], [AIMessage("x")])] == ["x"]


def test_build_context_uses_a_decision_passed_in_and_route_uses_custom_cues(tmp_path):
    mem = LayeredMemory.open(tmp_path / "s", embeddings=HashingEmbeddings(), config=MemoryConfig(router="rules"))
    thread = [HumanMessage("保单什么时候到期")]
    assert mem.route("alice", thread).route != Route.KB
    decision = mem.route("alice", thread, cues=DEFAULT_CUES.extended(kb=("保单",)))
    assert decision.route == Route.KB and decision.cue == "保单"
    forced = RouteDecision(Route.MEMORY, "decided by the caller")
    bundle = mem.build_context("alice", thread, route=forced)
    assert bundle.route == Route.MEMORY and bundle.route_reason == "decided by the caller"
    assert bundle.trace["router_route"] == "memory"
    mem.close()

