"""Issue 14, finding 7 (edges) and issue 10 #5 for the remember tool: search(k=0), a relevance floor, memory tools
without a user, and a remember tool that says what really happened."""

from __future__ import annotations

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.errors import InvalidInputError
from langmem_layers.integrations import make_memory_tools
from langmem_layers.integrations.tools import NO_USER_ANSWER

ALICE = {"configurable": {"user_id": "alice"}}


def test_k_zero_returns_nothing_and_a_negative_k_is_refused(mem):
    mem.add("alice", "用户喜欢喝咖啡")
    assert mem.search("alice", "咖啡", k=0) == []
    assert len(mem.search("alice", "咖啡", k=1)) == 1
    with pytest.raises(InvalidInputError, match="k must be"):
        mem.search("alice", "咖啡", k=-1)


def test_the_relevance_floor_keeps_irrelevant_memories_out(tmp_path, day0):
    facts = ["用户喜欢喝咖啡", "User lives in Hangzhou", "用户的女儿叫小雨", "User plays tennis on Sundays",
             "用户对青霉素过敏", "User's laptop budget is 5000"]
    off = LayeredMemory.open(tmp_path / "off", config=MemoryConfig(clock=lambda: day0), embeddings=HashingEmbeddings())
    on = LayeredMemory.open(tmp_path / "on", config=MemoryConfig(clock=lambda: day0, min_relevance=0.3),
                            embeddings=HashingEmbeddings())
    for store in (off, on):
        store.add_many("alice", [{"content": f} for f in facts])
    assert len(off.search("alice", "quantum chromodynamics lecture notes")) == 5  # before: 5 unrelated memories
    assert on.search("alice", "quantum chromodynamics lecture notes") == []
    assert [h.item.content for h in on.search("alice", "咖啡")][:1] == ["用户喜欢喝咖啡"]  # relevant ones stay
    bundle = on.build_context("alice", [{"role": "user", "content": "quantum chromodynamics lecture notes"}])
    assert bundle.memories == []
    off.close()
    on.close()


def test_memory_tools_without_a_user_answer_clearly(mem):
    tools = {t.name: t for t in make_memory_tools(mem)}
    for name, args in (("search_memory", {"query": "x"}), ("remember_memory", {"content": "用户不吃辣"}),
                       ("forget_memory", {"item_id": "abc"})):
        assert tools[name].invoke(args, {"configurable": {}}) == NO_USER_ANSWER
    assert mem.items("alice") == []


def test_the_remember_tool_says_what_really_happened(mem):
    remember = {t.name: t for t in make_memory_tools(mem)}["remember_memory"]
    first = remember.invoke({"content": "用户喜欢喝咖啡", "type": "preference"}, ALICE)
    assert first.startswith("Stored (add)")
    again = remember.invoke({"content": "用户喜欢喝咖啡", "type": "preference"}, ALICE)
    assert again.startswith("Not stored: duplicate of memory id=") and "用户喜欢喝咖啡" in again
    assert "Stored (skip)" not in again
    hedged = remember.invoke({"content": "用户可能下个月去日本", "type": "plan"}, ALICE)
    assert hedged.startswith(("Stored as observed", "Stored (add)"))
    if hedged.startswith("Stored (add)"):  # the pipeline decided it is certain: then it must be active
        assert all(i.status.value == "active" for i in mem.items("alice") if "日本" in i.content)
