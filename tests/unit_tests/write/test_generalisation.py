"""Issue 3 follow-up: classes that a held-out suite found — plans called off, hedged intentions, budgets phrased
as caps or explicit changes, household facts, profile sentences with a final "。". Behaviour, end to end."""

from __future__ import annotations

from datetime import timedelta

import pytest

from langmem_layers import LayeredMemory
from langmem_layers.records import MemoryItem
from langmem_layers.write.reconcile import entity_match
from langmem_layers.write.triggers import TriggerLexicon

LEX = TriggerLexicon()


def say(mem: LayeredMemory, *turns: str, days: float = 0.0, uid: str = "u") -> None:
    now = mem._now(None) + timedelta(days=days)
    for text in turns:
        mem.remember(uid, [{"role": "user", "content": text}], session_id=f"s{days}", now=now)


def by_status(mem: LayeredMemory, status: str, uid: str = "u") -> list[MemoryItem]:
    return mem.items(uid, status=status)


def contents(mem: LayeredMemory, status: str, uid: str = "u") -> list[str]:
    return [i.content for i in by_status(mem, status, uid)]


@pytest.mark.parametrize(("plan", "cancel", "word"), [
    ("下周三我要去参加同学聚会", "同学聚会取消了", "聚会"),
    ("这周日我要去看画展", "周日的画展去不成了", "画展"),
    ("I'm driving to the coast next weekend", "Scratch the coast trip, it's not happening", "coast"),
    ("I'm moving to a new flat next month", "I'm no longer moving to a new flat next month", "flat"),
    ("I have a job interview next Friday", "The job interview got called off", "interview"),
    ("下周我要去参加表哥的婚礼", "表哥的婚礼我去不了了", "婚礼"),
    ("I'm going to a conference in Berlin next week", "I'm skipping the Berlin conference", "Berlin"),
    ("I'm planning a trip to Paris next month", "Never mind the Paris trip", "Paris"),
    ("Next Thursday I'm meeting a client in Boston", "The Boston meeting is off", "Boston"),
])
def test_a_plan_called_off_expires(mem: LayeredMemory, plan: str, cancel: str, word: str) -> None:
    say(mem, plan)
    assert any(word in c for c in contents(mem, "active"))
    say(mem, cancel, days=2)
    assert any(word in c for c in contents(mem, "expired")), mem.items("u")
    assert not any(word in c for c in contents(mem, "superseded"))
    assert not any(word in c for c in contents(mem, "active"))


def test_calling_off_one_plan_keeps_the_other(mem: LayeredMemory) -> None:
    say(mem, "I'm flying to Lisbon next month", "I plan to renovate the bathroom next month")
    say(mem, "I won't be flying to Lisbon after all", days=1)
    assert any("Lisbon" in c for c in contents(mem, "expired"))
    assert any("bathroom" in c for c in contents(mem, "active"))


def test_no_longer_doing_something_without_a_plan_is_still_a_change_of_preference(mem: LayeredMemory) -> None:
    say(mem, "I use Vim for everything")
    say(mem, "I'm no longer using Vim, I switched to VS Code", days=3)
    assert any("VS Code" in c for c in contents(mem, "active"))
    assert not contents(mem, "expired")


@pytest.mark.parametrize("text", [
    "我可能明年会去读博，还没想好", "下个月也许搬家，还在犹豫", "我在考虑要不要换个城市，还没决定",
    "I might quit my job next year, haven't decided yet", "Possibly moving abroad next spring, still on the fence",
    "如果有时间的话我下个月去日本", "说不准明年会出国读书", "Depending on work, I could go to Japan in April",
    "Thinking of maybe adopting a dog next year",
])
def test_hedged_intentions_wait_in_observed(mem: LayeredMemory, text: str) -> None:
    say(mem, text)
    assert len(by_status(mem, "observed")) == 1 and not by_status(mem, "active"), mem.items("u")


def test_not_yet_decided_is_not_a_decision() -> None:
    assert "decision" not in {h.kind for h in LEX.hits("还没决定要不要养狗")}
    assert "decision" not in {h.kind for h in LEX.hits("I have not decided to sell the car")}
    assert LEX.hedged("还没决定") and LEX.hedged("I haven't decided yet")
    assert "decision" in {h.kind for h in LEX.hits("我决定了，用Go")}


@pytest.mark.parametrize(("first", "second", "old", "new"), [
    ("我买相机的预算是六千", "预算改为九千了", "六千", "九千"),
    ("换手机最多花四千", "换手机的预算提高到五千了", "四千", "五千"),
    ("My budget for the sofa is $900", "My sofa budget went up to $1100", "$900", "$1100"),
    ("I can afford up to 500 euros for the bike", "I'm raising my bike budget to 650 euros", "500", "650"),
    ("买沙发的心理价位是三千左右", "沙发预算调整为四千", "三千", "四千"),
    ("I don't want to spend more than $500 on shoes", "The shoe budget went up to $600", "$500", "$600"),
    ("我的预算就三千", "预算可以放宽到四千", "三千", "四千"),
    ("I've got about $2k to spend on a TV", "Actually I can spend up to $2500 on the TV", "$2k", "$2500"),
])
def test_budget_stated_then_changed_supersedes(mem: LayeredMemory, first: str, second: str, old: str,
                                               new: str) -> None:
    say(mem, first)
    say(mem, second, days=4)
    active = by_status(mem, "active")
    assert [i.slot for i in active] == ["budget"] and new in active[0].content, mem.items("u")
    assert any(old in c for c in contents(mem, "superseded"))


def test_budget_topic_is_kept_and_budgets_for_different_things_coexist(mem: LayeredMemory) -> None:
    say(mem, "我买笔记本电脑的预算是五千")
    assert contents(mem, "active") == ["用户买笔记本电脑的预算是五千"]
    say(mem, "旅行的预算是一万", days=1)
    assert sorted(contents(mem, "active")) == ["用户买笔记本电脑的预算是五千", "用户旅行的预算是一万"]
    assert not contents(mem, "superseded")


@pytest.mark.parametrize(("text", "member"), [
    ("我女儿对芒果过敏", "女儿"), ("我老公不吃牛肉", "老公"), ("我儿子今年三岁", "儿子"), ("我家宝宝叫豆豆", "宝宝"),
    ("My daughter is allergic to shellfish", "daughter"), ("My wife is pescatarian", "wife"),
    ("My son is 4 years old", "son"), ("Our baby is lactose intolerant", "baby"),
    ("我家狗狗对鸡肉过敏", "狗狗"), ("My dog is allergic to chicken", "dog"), ("我们家孩子三岁了", "孩子"),
])
def test_household_facts_are_stored(mem: LayeredMemory, text: str, member: str) -> None:
    assert LEX.household(text) == member
    say(mem, text)
    stored = by_status(mem, "active")
    assert len(stored) == 1 and stored[0].type.value == "profile"
    assert stored[0].content.startswith(("用户的" + member, "User's " + member)), stored[0].content


@pytest.mark.parametrize("text", ["我同事住在南京", "我老板喜欢喝茶", "My boss lives in Denver",
                                  "My son loves dinosaurs", "我老公在腾讯上班", "My friend is allergic to cats",
                                  "My daughter is 5 minutes late", "My husband is called to a meeting",
                                  "我女儿叫我去吃饭", "Forget the last message", "The budget meeting is on Monday"])
def test_other_facts_about_other_people_are_not_stored(mem: LayeredMemory, text: str) -> None:
    say(mem, text)
    assert mem.items("u") == []


def test_several_facts_about_one_family_member_stay_separate(mem: LayeredMemory) -> None:
    say(mem, "My daughter Emma is allergic to gluten", "My daughter Emma is also allergic to eggs",
        "My daughter Emma is 7 years old")
    assert len(by_status(mem, "active")) == 3
    say(mem, "My daughter Emma is allergic to gluten", days=1)  # a restatement stays one memory
    assert len(mem.items("u")) == 3
    assert not entity_match("daughter·allergy·gluten", "daughter·allergy·eggs")


def test_household_facts_of_different_kinds_do_not_merge(mem: LayeredMemory) -> None:
    say(mem, "My daughter's name is Lily", "My daughter is 6 years old", "My mom has diabetes")
    assert sorted(e for i in mem.items("u") for e in i.entities) == ["daughter·age", "daughter·name", "mom·health"]


def test_household_allergy_is_recalled_for_the_family(mem: LayeredMemory) -> None:
    say(mem, "My son Leo is allergic to peanuts", "I prefer window seats")
    hits = mem.search("u", "my son Leo and peanuts: what snack", now=mem._now(None) + timedelta(days=2))
    assert hits and "peanuts" in hits[0].item.content


@pytest.mark.parametrize(("text", "expected"), [
    ("我住在上海。", {("city", "用户住在上海")}), ("我叫小林。", {("name", "用户名叫小林")}),
    ("你好！我叫小林，住在上海。", {("name", "用户名叫小林"), ("city", "用户住在上海")}),
    ("Hi! My name is Sam, and I live in Leeds.", {("name", "User's name is Sam"), ("city", "User lives in Leeds")}),
])
def test_profile_sentences_with_final_punctuation(mem: LayeredMemory, text: str,
                                                  expected: set[tuple[str, str]]) -> None:
    say(mem, text)
    assert {(i.slot, i.content) for i in mem.items("u")} == expected


@pytest.mark.parametrize("text", ["按我的习惯帮我安排下周的晚餐计划", "根据我的预算帮我推荐一台笔记本",
                                  "照我的口味给我点个外卖"])
def test_requests_that_open_with_my_preferences_are_not_memories(mem, text):
    assert mem.remember("u", [{"role": "user", "content": text}]).actions == []
