"""Updates the write path must recognise — and the look-alikes it must leave alone (batch N's classes).

Interchangeable values (:mod:`langmem_layers.write.interchange`), generic cancellations and self-corrections
(:mod:`langmem_layers.write.referent`), each as pure rules and end to end through ``remember``.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.records import MemoryItem, MemoryStatus, MemoryType
from langmem_layers.write.candidate import Candidate
from langmem_layers.write.interchange import category_statement_value, says_now, swapped, values_in
from langmem_layers.write.reconcile import decide
from langmem_layers.write.referent import generic_plan_kind, is_self_correction, plan_is_kind

CFG = MemoryConfig()
T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


# -- interchangeable values ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("new", "old", "category"), [
    ("用户现在咖啡里都加杏仁奶了", "用户喝咖啡习惯加燕麦奶", "milk"),
    ("User has switched to almond milk, oat was too sweet", "User drinks oat milk", "milk"),
    ("上个月换了个苹果", "用户用的是华为手机", "phone"),
    ("Just got an iPhone 15", "User uses an Android phone, a Pixel 7", "phone"),
    ("User has moved to evening runs now", "User does morning runs before work", "time_of_day"),
    ("用户现在骑电动车上班了", "用户每天坐地铁上班", "commute"),
    ("用户最近爱上了手冲，美式基本不喝了", "用户喜欢喝美式", "coffee_style"),
    ("User drinks black coffee in the afternoon now, no more tea", "Green tea is the user's go-to", "hot_drink"),
])
def test_a_new_value_of_one_category_replaces_the_old(new: str, old: str, category: str) -> None:
    found = swapped(new, old)
    assert found is not None and found[0] == category


@pytest.mark.parametrize(("new", "old"), [
    ("用户也挺喜欢喝杏仁奶的", "燕麦奶和豆奶用户都喜欢"),  # additive
    ("User likes soy milk too", "User likes oat milk"),
    ("User likes both oat and soy milk", "User likes oat milk"),  # names the old value as well
    ("User drinks coffee in the evening now", "User does morning runs"),  # time of day, but another activity
    ("用户喜欢吃苹果", "用户用的是华为手机"),  # the fruit: no phone named
    ("用户在华为工作", "User uses an iPhone"),  # an employer is not a phone
    ("User went vegan", "User is vegan"),  # the same value
])
def test_look_alikes_replace_nothing(new: str, old: str) -> None:
    assert swapped(new, old) is None


def test_values_statements_and_now_cues() -> None:
    assert values_in("我用的是华为手机") == {"phone": {"huawei"}}
    assert values_in("我在华为做硬件工程师") == {}
    assert category_statement_value("These days it's almond milk in my coffee") == ("milk", "almond milk")
    assert category_statement_value("Milk prices went up") is None
    assert says_now("换了个苹果") and says_now("These days I prefer evening runs") and not says_now("I like oat milk")


def _item(content: str, type_: str = "fact", created: datetime = T0) -> MemoryItem:
    return MemoryItem(user_id="u", type=MemoryType(type_), content=content, status=MemoryStatus.ACTIVE,
                      created_at=created, updated_at=created, metadata={"polarity": 1})


def test_reconcile_supersedes_the_newest_item_of_the_category_and_explains() -> None:
    old, other = _item("User takes oat milk in coffee"), _item("User loves jazz", "preference")
    d = decide(Candidate(type=MemoryType.FACT, content="These days it's almond milk in User's coffee"),
               [(other, 0.1), (old, 0.2)], CFG, now=T0 + timedelta(days=30))
    assert (d.kind, d.target, d.rule) == ("supersede", old, "reconcile.interchange") and "oat milk" in d.reason


def test_reconcile_without_a_now_cue_or_when_hedged_does_not_replace() -> None:
    old = _item("User takes oat milk in coffee")
    plain = decide(Candidate(type=MemoryType.FACT, content="User takes almond milk in tea"), [(old, 0.2)], CFG)
    hedged = decide(Candidate(type=MemoryType.FACT, content="User might switch to almond milk", confidence=0.4),
                    [(old, 0.2)], CFG)
    assert plain.kind == "add" and hedged.kind == "observe"


# -- generic cancellations ---------------------------------------------------------------------------------------
def test_generic_plan_nouns_and_kinds() -> None:
    assert generic_plan_kind("旅行取消了") == "trip" and generic_plan_kind("The meeting was called off") == "meeting"
    assert generic_plan_kind("我的会员卡取消了") is None
    assert plan_is_kind("用户计划：国庆要去云南", "trip") and not plan_is_kind("User is meeting the investors", "trip")


def _cancel(kind: str) -> Candidate:
    return Candidate(type=MemoryType.PLAN, content="User plans: trip's cancelled", cancels=True, generic_referent=kind)


def test_generic_cancellation_expires_the_last_plan_of_its_kind_only() -> None:
    trip1 = _item("用户计划：五一打算去杭州玩", "plan", T0)
    meeting = _item("用户计划：周三和客户开会", "plan", T0 + timedelta(days=2))
    trip2 = _item("用户计划：国庆要去云南", "plan", T0 + timedelta(days=1))
    d = decide(_cancel("trip"), [(trip1, 0.1), (meeting, 0.1), (trip2, 0.1)], CFG, now=T0 + timedelta(days=3))
    assert (d.kind, d.target, d.rule) == ("expire", trip2, "reconcile.expire_last")


def test_generic_cancellation_outside_the_window_or_of_another_kind_expires_nothing() -> None:
    old_trip = _item("User is flying to Tokyo next week", "plan", T0)
    assert decide(_cancel("trip"), [(old_trip, 0.1)], CFG, now=T0 + timedelta(days=60)).kind == "skip"
    assert decide(_cancel("class"), [(old_trip, 0.1)], CFG, now=T0 + timedelta(days=1)).kind == "skip"


# -- self-corrections after an echo ------------------------------------------------------------------------------
def test_self_correction_cues() -> None:
    assert is_self_correction("不好意思说错了，是洛阳") and is_self_correction("sorry, I meant Berlin")
    assert not is_self_correction("Karen, not Kevin") and not is_self_correction("我说的是周五")


def test_echo_correction_supersedes_the_recent_item_the_echo_names() -> None:
    plan = _item("User is planning a trip to Vienna in May", "plan", T0)
    unrelated = _item("User loves jazz", "preference", T0)
    c = Candidate(type=MemoryType.CORRECTION, content="Sorry, the user meant Berlin",
                  echo="A Vienna trip in May sounds lovely! Want hotel ideas?")
    d = decide(c, [(unrelated, 0.3), (plan, 0.2)], CFG, now=T0 + timedelta(hours=1))
    assert (d.kind, d.target) == ("supersede", plan)
    assert decide(c, [(plan, 0.2)], CFG, now=T0 + timedelta(days=5)).kind == "add"  # too old to be the echo's


# -- end to end ----------------------------------------------------------------------------------------------------
@pytest.fixture
def mem(tmp_path: Path) -> Iterator[LayeredMemory]:
    m = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: T0), embeddings=HashingEmbeddings())
    yield m
    m.close()


def _say(mem: LayeredMemory, day: float, *turns: tuple[str, str]) -> None:
    mem.remember("u", [{"role": r, "content": t} for r, t in turns], now=T0 + timedelta(days=day))


def _status(mem: LayeredMemory, word: str) -> set[str]:
    return {i.status.value for i in mem.items("u") if word.lower() in i.content.lower()}


def test_end_to_end_phone_change_and_wife_trap(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "我用的是华为手机"))
    _say(mem, 5, ("user", "我老婆换了苹果手机"))
    assert _status(mem, "华为") == {"active"} and not _status(mem, "苹果")
    _say(mem, 30, ("user", "上个月换了个苹果"))
    assert _status(mem, "华为") == {"superseded"} and _status(mem, "苹果") == {"active"}


def test_end_to_end_generic_cancel_and_another_persons_trip(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "I'm flying to Tokyo next week"))
    _say(mem, 1, ("user", "My sister cancelled her trip"))
    assert _status(mem, "Tokyo") == {"active"}
    _say(mem, 2, ("user", "Trip's cancelled"))
    assert _status(mem, "Tokyo") == {"expired"}


def test_end_to_end_echo_correction(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "下个月我要去西安出差"))
    _say(mem, 0, ("assistant", "好的，下个月西安出差，需要我帮您订酒店吗？"), ("user", "不好意思说错了，是洛阳"))
    assert _status(mem, "西安") == {"superseded"} and _status(mem, "洛阳") == {"active"}


@pytest.mark.parametrize("text", ["我明天要不要带伞", "我是不是该换个工作", "我周末要不要去健身房"])
def test_questions_without_a_question_mark_store_nothing(mem: LayeredMemory, text: str) -> None:
    _say(mem, 0, ("user", text))
    assert mem.items("u") == []


def test_bare_reschedule_moves_the_last_plan_and_keeps_what_moves(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "周五要去看牙医"))
    _say(mem, 1, ("user", "周六带孩子去科技馆"))
    _say(mem, 2, ("user", "改到周日了"))
    assert _status(mem, "看牙") == {"active"}  # not the last plan mentioned
    moved = [i for i in mem.items("u", status="active") if "周日" in i.content]
    assert len(moved) == 1 and "科技馆" in moved[0].content and _status(mem, "周六") >= {"superseded"}


def test_bare_reschedule_without_a_plan_stores_nothing(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "Moved it to Saturday"))
    assert mem.items("u") == []


def test_a_self_correction_no_trigger_catches_still_corrects_the_echo(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "周二下午和张总开会"))
    _say(mem, 0, ("assistant", "好的，周二下午和张总开会，已记下。"), ("user", "抱歉，我是说周四"))
    assert _status(mem, "周二") == {"superseded"} and _status(mem, "周四") == {"active"}


def test_a_correction_of_a_mishearing_keeps_the_right_item(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "周四下午和张总开会"))
    _say(mem, 0, ("assistant", "好的，周二下午和张总开会。"), ("user", "抱歉，我是说周四"))
    assert _status(mem, "张总") == {"active"}  # the memory already says 周四: nothing to retire


def test_switch_from_old_to_new_in_one_sentence(mem: LayeredMemory) -> None:
    _say(mem, 0, ("user", "I use an Android phone"))
    _say(mem, 9, ("user", "I switched from Android to an iPhone"))
    assert _status(mem, "uses an Android") == {"superseded"} and _status(mem, "iPhone") == {"active"}


@pytest.mark.parametrize(("new", "old"), [
    ("用户给用户妈买了个华为手机", "用户用的是苹果手机"),  # someone else's phone
    ("User got my wife an iPhone", "User uses an Android phone"),
    ("These days User drinks tea in the afternoon", "User likes coffee"),  # tea and coffee go together
    ("User is on keto now", "User is vegetarian"),  # an eating plan is not a diet
])
def test_gifts_companions_and_other_kinds_replace_nothing(new: str, old: str) -> None:
    assert swapped(new, old) is None


def test_a_trip_is_not_an_errand() -> None:
    assert plan_is_kind("用户计划：国庆要去云南", "trip") and not plan_is_kind("用户计划：下周去医院", "trip")
