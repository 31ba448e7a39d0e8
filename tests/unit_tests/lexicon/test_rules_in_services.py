"""The rule set given to ``LayeredMemory.open(rules=...)`` reaches the composed services (merge of track C into
main's services): the write service and its pipeline, the read service's router cues and read guard, and the
graph — while cues given to ``build_memory_agent(router_cues=...)`` still reach recall."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from langchain_core.documents import Document
from langchain_core.messages import HumanMessage

from graphs import MemoryContext, build_memory_agent
from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.lexicon import Rule, RuleSet
from langmem_layers.read.guard import default_scan
from langmem_layers.read.router import DEFAULT_CUES

POLICY = "你的保单在2026年12月31日到期，续保请联系客服。"
QUESTION = "保单什么时候到期"


@pytest.fixture
def custom(tmp_path: Path) -> Iterator[LayeredMemory]:
    rules = RuleSet.default().extended(
        injection=(Rule("acme.refund", r"free refund for all", examples=("free refund for all",)),),
        router={"kb": ("保单",)},
    )
    # router="rules": these tests are about the cue plumbing, which the learned router only reads as evidence
    with LayeredMemory.open(tmp_path / "c", rules=rules, embeddings=HashingEmbeddings(),
                            config=MemoryConfig(router="rules")) as mem:
        mem.kb.add_documents([Document(page_content=POLICY, metadata={"source": "policy.md"})])
        yield mem


def test_the_services_are_given_the_rule_set(custom: LayeredMemory, tmp_path: Path) -> None:
    assert custom._writes.rules is custom.rules and custom.write_pipeline.ruleset is custom.rules
    assert custom._reads.rules is custom.rules
    assert custom._reads.read_guard.scan is not default_scan  # a non-default rule set: its own injection scan
    with LayeredMemory.open(tmp_path / "d", embeddings=HashingEmbeddings()) as plain:
        assert plain._writes.rules is RuleSet.default() is plain._reads.rules
        assert plain._reads.read_guard.scan is default_scan  # the default: the guard's stamped fast path


def test_the_rule_set_cues_route_route_and_build_context(custom: LayeredMemory) -> None:
    messages = [HumanMessage(QUESTION)]
    assert (custom.route("alice", messages).route.value, custom.route("alice", messages).cue) == ("kb", "保单")
    bundle = custom.build_context("alice", messages)
    assert (bundle.trace["router_route"], bundle.trace["route_cue"]) == ("kb", "保单")
    assert custom.route("alice", messages, cues=DEFAULT_CUES).cue != "保单"  # explicit cues win


def test_the_graph_recalls_with_the_rule_set_cues(custom: LayeredMemory) -> None:
    out = build_memory_agent(custom).invoke({"messages": [HumanMessage(QUESTION)]},
                                            context=MemoryContext(user_id="alice"))
    assert out["route"] == "kb" and out["kb_chunks"] and "到期" in out["kb_chunks"][0]["text"]


def test_router_cues_given_to_the_graph_still_reach_recall(custom: LayeredMemory) -> None:
    out = build_memory_agent(custom, router_cues=DEFAULT_CUES).invoke(
        {"messages": [HumanMessage(QUESTION)]}, context=MemoryContext(user_id="alice"))
    assert out["route"] != "kb" and not out["kb_chunks"]


class _Summariser:
    def invoke(self, prompt: str) -> str:
        return "The user said: free refund for all."


def test_the_session_summary_is_scanned_with_the_rule_set(custom: LayeredMemory, tmp_path: Path) -> None:
    messages = [{"role": "user", "content": "I like tea"}]
    custom.llm = _Summariser()
    report = custom.end_session("alice", "s1", messages=messages)
    assert [a.rule for a in report.refusals] == ["guard.injection"]  # the rule set's phrase, in the summary
    with LayeredMemory.open(tmp_path / "d", embeddings=HashingEmbeddings(), llm=_Summariser()) as plain:
        assert plain.end_session("alice", "s1", messages=messages).refusals == []
