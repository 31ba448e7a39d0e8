"""Issue 9's three defects, reproduced on main, as regression tests.

1. ``build_memory_agent(router_cues=...)``: the custom cues must change what is *recalled*, not only the route node.
2. ``budget_tokens=60`` with a ~1,800-character question: the model gets the question once, within budget.
3. After ``forget_user("alice")`` no in-process cache holds her sentences (the trigger cache included).
"""

from __future__ import annotations

import gc

from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import END, START, StateGraph

from graphs import MemoryAgentState, MemoryContext, build_memory_agent, make_recall_node
from langmem_layers.read.router import DEFAULT_CUES
from langmem_layers.write.triggers import TriggerLexicon

from .conftest import ScriptedChatModel


def test_custom_router_cues_change_what_is_recalled(mem):
    mem.kb.add_documents([Document(page_content="你的保单在2026年12月31日到期，续保请联系客服。",
                                   metadata={"source": "policy.md"})])
    agent = build_memory_agent(mem, router_cues=DEFAULT_CUES.extended(kb=("保单",)))
    out = agent.invoke({"messages": [HumanMessage("保单什么时候到期")]}, context=MemoryContext(user_id="alice"))
    assert out["route"] == "kb", out["route_reason"]
    assert "保单" in out["route_reason"]
    assert out["kb_chunks"] and "到期" in out["kb_chunks"][0]["text"]


def test_default_cues_still_route_the_same_question_to_the_window(mem):
    agent = build_memory_agent(mem)
    out = agent.invoke({"messages": [HumanMessage("保单什么时候到期")]}, context=MemoryContext(user_id="alice"))
    assert out["route"] != "kb"


def test_a_long_question_reaches_the_model_once_within_budget(mem):
    question = "我想问一个很长的问题，关于保险理赔的流程和材料。" * 75  # ~1,800 characters
    assert 1700 <= len(question) <= 1900
    model = ScriptedChatModel(messages=iter([AIMessage("好的")]), prompts=[])
    agent = build_memory_agent(mem, model=model, budget_tokens=60)
    agent.invoke({"messages": [HumanMessage(question)]}, context=MemoryContext(user_id="bob"))
    prompt = model.prompts[0]
    humans = [m for m in prompt if isinstance(m, HumanMessage)]
    assert len(humans) == 1, [len(str(m.content)) for m in humans]
    assert str(humans[0].content)[:10] == question[:10]  # the question (or its head-and-tail excerpt)
    sent = sum(mem.count_tokens(str(m.content)) for m in prompt)
    assert sent <= 60, sent


def _lexicon_keys() -> list[str]:
    keys: list[str] = []
    for obj in gc.get_objects():
        if isinstance(obj, TriggerLexicon):
            keys.extend(str(k) for k in list(obj._hit_cache.keys()))
    return keys


def test_forget_user_empties_the_trigger_cache(mem):
    mem.remember("alice", [HumanMessage("我对青霉素过敏"), AIMessage("好的，记住了。")])
    assert any("青霉素" in k for k in _lexicon_keys())  # the cache is really filled by a write
    mem.forget_user("alice")
    assert not any("青霉素" in k for k in _lexicon_keys())




def test_a_graph_without_the_route_node_routes_recall_with_its_cues(mem):
    mem.kb.add_documents([Document(page_content="你的保单在2026年12月31日到期。", metadata={"source": "p.md"})])
    builder = StateGraph(MemoryAgentState, context_schema=MemoryContext)
    builder.add_node("recall", make_recall_node(mem, router_cues=DEFAULT_CUES.extended(kb=("保单",))))
    builder.add_edge(START, "recall")
    builder.add_edge("recall", END)
    out = builder.compile().invoke({"messages": [HumanMessage("保单什么时候到期")]},
                                   context=MemoryContext(user_id="alice"))
    assert out["route"] == "kb" and out["kb_chunks"]
