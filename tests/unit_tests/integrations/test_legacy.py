"""LegacyLayeredMemory: langchain_classic BaseMemory over one user's layered memory."""

from __future__ import annotations

import warnings
from typing import Any

import pytest
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage

from langmem_layers import LayeredMemory
from langmem_layers.errors import InvalidInputError, InvalidUserIdError
from langmem_layers.integrations import LegacyLayeredMemory


class Writes:
    """The real facade, with ``remember`` calls recorded."""

    def __init__(self, mem: LayeredMemory) -> None:
        self.mem = mem
        self.remembered: list[tuple[str, list[BaseMessage], str | None]] = []

    def build_context(self, *args: Any, **kwargs: Any) -> Any:
        return self.mem.build_context(*args, **kwargs)

    def remember(self, user_id: str, messages: list[BaseMessage], session_id: str | None = None) -> None:
        self.remembered.append((user_id, messages, session_id))

    def forget_user(self, user_id: str) -> Any:
        return self.mem.forget_user(user_id)


@pytest.fixture
def memory(mem: LayeredMemory) -> Writes:
    mem.add("alice", "用户不吃辣", type="preference", importance=0.9)
    mem.add("alice-corp", "用户喜欢重庆火锅", type="preference", importance=0.9)
    return Writes(mem)


def legacy(memory: Writes, user: str, **kwargs: Any) -> LegacyLayeredMemory:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # BaseMemory itself is deprecated upstream: that is the point
        return LegacyLayeredMemory(memory=memory, user_id=user, session_id="s1", **kwargs)


def test_is_a_classic_base_memory_marked_legacy() -> None:
    from langchain_classic.base_memory import BaseMemory

    assert issubclass(LegacyLayeredMemory, BaseMemory)
    assert "legacy" in (LegacyLayeredMemory.__doc__ or "").lower()


def test_load_recalls_only_this_users_memory(memory: Writes) -> None:
    alice, corp = legacy(memory, "alice"), legacy(memory, "alice-corp")
    text = alice.load_memory_variables({"input": "推荐个馆子"})["history"]
    assert "用户不吃辣" in text and "火锅" not in text
    corp_text = corp.load_memory_variables({"input": "推荐个馆子"})["history"]
    assert "火锅" in corp_text and "用户不吃辣" not in corp_text
    assert alice.memory_variables == ["history"]


def test_save_context_writes_and_feeds_the_window(memory: Writes) -> None:
    alice = legacy(memory, "alice", return_messages=True, window_turns=2)
    alice.save_context({"input": "我叫小王"}, {"output": "你好小王"})
    [(user, turn, session)] = memory.remembered
    assert user == "alice" and session == "s1" and [m.content for m in turn] == ["我叫小王", "你好小王"]
    messages = alice.load_memory_variables({"input": "推荐个馆子"})["history"]
    assert any(isinstance(m, SystemMessage) for m in messages)
    assert [m.content for m in messages if isinstance(m, HumanMessage)] == ["我叫小王"]  # not the new input
    for n in range(3):
        alice.save_context({"input": f"问{n}"}, {"output": f"答{n}"})
    assert [m.content for m in alice.recent_messages()] == ["问1", "答1", "问2", "答2"]  # bounded window


def test_clear_keeps_long_term_memory_unless_asked(memory: Writes) -> None:
    alice = legacy(memory, "alice")
    alice.save_context({"input": "hi"}, {"output": "hello"})
    alice.clear()
    assert alice.recent_messages() == []
    assert len(memory.mem.items("alice")) == 1
    legacy(memory, "alice", clear_forgets_user=True).clear()
    assert memory.mem.items("alice") == [] and len(memory.mem.items("alice-corp")) == 1


async def test_async_twins(memory: Writes) -> None:
    alice = legacy(memory, "alice")
    assert "用户不吃辣" in (await alice.aload_memory_variables({"input": "推荐个馆子"}))["history"]
    await alice.asave_context({"input": "a"}, {"output": "b"})
    assert memory.remembered[0][0] == "alice"


def test_bad_input_is_a_typed_error(memory: Writes) -> None:
    with pytest.raises(InvalidUserIdError):
        legacy(memory, "")
    alice = legacy(memory, "alice")
    with pytest.raises(InvalidInputError, match="input_key"):
        alice.load_memory_variables({"question": "x", "lang": "zh"})
    with pytest.raises(InvalidInputError, match="missing"):
        legacy(memory, "alice", input_key="question").load_memory_variables({"input": "x"})
    assert "用户不吃辣" in alice.load_memory_variables({"question": "推荐个馆子", "stop": ["\n"]})["history"]


def test_with_the_real_remember(mem: LayeredMemory) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        alice = LegacyLayeredMemory(memory=mem, user_id="alice", session_id="s1")
        corp = LegacyLayeredMemory(memory=mem, user_id="alice-corp", session_id="s1")
    alice.save_context({"input": "我不吃辣，记住"}, {"output": "好的"})
    assert any("辣" in i.content for i in mem.items("alice"))
    assert "辣" in alice.load_memory_variables({"input": "推荐个馆子"})["history"]
    assert "辣" not in corp.load_memory_variables({"input": "推荐个馆子"})["history"]
