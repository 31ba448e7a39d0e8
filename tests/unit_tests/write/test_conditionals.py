"""A statement that only supposes something asserts nothing about the user, whatever a trigger reads in it: "if i
ever moved to Leeds …" is no move, "要是下雨我们就不去了" cancels no plan, "imagine doing …" is no habit. A plain
statement next to it, and one that merely starts with the word ("Imagine Dragons …"), still count. Sentences
written for these tests (not from any corpus or batch)."""

from __future__ import annotations

import pytest

from langmem_layers import LayeredMemory, MemoryStatus
from langmem_layers.write.extract import CONDITIONAL_RE


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


@pytest.mark.parametrize("text", ["if i ever moved to Leeds i'd join a rowing club", "Imagine running an ultra",
                                  "what if I quit my job", "要是下雨我们就不去了", "想象一下住在海边"])
def test_suppositions_are_conditionals(text: str) -> None:
    assert CONDITIONAL_RE.match(text)


def test_not_every_imagine_is_a_supposition() -> None:
    assert not CONDITIONAL_RE.match("Imagine Dragons is my favourite band")


def test_a_supposed_move_is_no_move(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cond1", [_user("I live in York and work at the minster shop")])
    before = {i.id for i in e5_mem.items("cond1")}
    e5_mem.remember("cond1", [_user("if i ever ended up moving to Cardiff i'd probably take up rowing")])
    assert {i.id for i in e5_mem.items("cond1")} == before
    assert not any("Cardiff" in i.content for i in e5_mem.items("cond1"))


def test_a_supposed_cancellation_keeps_the_plan(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cond2", [_user("我们这周六要去莫干山露营")])
    (plan,) = e5_mem.items("cond2")
    e5_mem.remember("cond2", [_user("要是下雨我们就不去了")])
    assert e5_mem.get("cond2", plan.id).status == MemoryStatus.ACTIVE


def test_imagine_opens_no_memory_but_a_band_name_does(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("cond3", [_user("Imagine cycling across Mongolia for a month, i'd never survive that")])
    assert e5_mem.items("cond3") == []
    e5_mem.remember("cond4", [_user("Imagine Dragons is my favourite band")])
    assert any("Imagine Dragons" in i.content for i in e5_mem.items("cond4"))
