"""Asking the assistant for a reminder ("remind me at 6 to …", "提醒我明天…", "set an alarm for …") is a task for
it, not a statement about the user: nothing of it is stored, while a fact said beside it still is. Sentences
written for these tests (not from any corpus or batch)."""

from __future__ import annotations

import pytest

from langmem_layers import LayeredMemory
from langmem_layers.write.triggers import TriggerLexicon


@pytest.mark.parametrize("text", [
    "remind me at 6 to take the bread out of the oven",
    "Remind me on Friday about the gas bill",
    "set me an alarm for 6:40 tomorrow",
    "提醒我明天下午两点去取快递",
    "到时候提醒我给猫打疫苗",
    "帮我定个闹钟，早上七点",
])
def test_a_reminder_request_is_a_request(text: str) -> None:
    assert TriggerLexicon().is_request(text)


@pytest.mark.parametrize("text", ["my sister reminds me to drink water", "I set my alarm for 6 every weekday",
                                  "我妈总提醒我多穿点"])
def test_talk_about_reminders_is_not_a_request(text: str) -> None:
    assert not TriggerLexicon().is_request(text)


def test_a_reminder_is_not_stored_but_a_fact_beside_it_is(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("rem1", [{"role": "user", "content": "remind me at 6 to take the sourdough out of the fridge"}])
    assert e5_mem.items("rem1") == []
    e5_mem.remember("rem2", [{"role": "user",
                              "content": "I'm lactose intolerant btw. Remind me at 7 to pick up the oat milk"}])
    contents = [i.content for i in e5_mem.items("rem2")]
    assert any("lactose" in c for c in contents), contents
    assert not any("oat milk" in c for c in contents), contents


def test_a_chinese_reminder_is_not_stored(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("rem3", [{"role": "user", "content": "提醒我周四晚上八点给房东转账"}])
    assert e5_mem.items("rem3") == []
