"""A cancellation with no open plan to call off is not dropped when its words say where things stand now: the
gate's reading of the same words is written instead ("淘宝店不开了，现在全职在小红书上卖…" states where the shop is);
one that holds nothing ("算了，没事") still writes nothing, and one with an open plan still expires it. Sentences
written for these tests (not from any corpus or batch)."""

from __future__ import annotations

from langmem_layers import LayeredMemory, MemoryStatus


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def _contents(mem: LayeredMemory, user: str, status: str = "active") -> list[str]:
    return [i.content for i in mem.items(user, status=status)]


def test_a_cancellation_with_nothing_to_call_off_keeps_what_it_states(e5_mem: LayeredMemory) -> None:
    report = e5_mem.remember("fb1", [_user("淘宝店我不开了，现在全职在小红书上卖手作耳环")])
    assert any("小红书" in c for c in _contents(e5_mem, "fb1")), report.actions
    assert not any(a.rule == "reconcile.nothing_to_expire" for a in report.actions)
    report = e5_mem.remember("fb2", [_user("gave up on the gym membership, I swim at the Lido three mornings a week "
                                           "now")])
    assert any("Lido" in c for c in _contents(e5_mem, "fb2")), report.actions


def test_a_cancellation_that_holds_nothing_still_writes_nothing(e5_mem: LayeredMemory) -> None:
    report = e5_mem.remember("fb3", [_user("算了，没事")])
    assert e5_mem.items("fb3") == []
    assert [a.kind for a in report.actions] in ([], ["skip"])


def test_a_cancellation_with_an_open_plan_expires_it_and_writes_no_fallback(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("fb4", [_user("我下周六要去爬香山")])
    (plan,) = e5_mem.items("fb4")
    report = e5_mem.remember("fb4", [_user("爬香山取消了，下雨")])
    assert e5_mem.get("fb4", plan.id).status == MemoryStatus.EXPIRED, report.actions
    assert _contents(e5_mem, "fb4") == [], report.actions


def test_counting_with_suanle_is_no_cancellation(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("fb5", [_user("我在家给朋友算塔罗算了六年多了，一直用的是莱德韦特那副牌")])
    assert any("莱德韦特" in c for c in _contents(e5_mem, "fb5")), e5_mem.items("fb5")
