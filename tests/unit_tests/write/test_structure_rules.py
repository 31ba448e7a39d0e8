"""Structural rules of the write path that the held-out batches asked for (clause structure, question scope, speaker
scope, denial and pronouns, future moves, reschedules, informal spelling). Behaviour, end to end where it matters."""

from __future__ import annotations

from datetime import timedelta

import pytest

from langmem_layers import LayeredMemory
from langmem_layers.config import MemoryConfig
from langmem_layers.write.extract import RuleExtractor, Turn, split_clauses, split_sentences
from langmem_layers.write.normalise import informal_en
from langmem_layers.write.triggers import TriggerLexicon

LEX = TriggerLexicon()
RULES = RuleExtractor(MemoryConfig())


def say(mem: LayeredMemory, *turns: str, days: float = 0.0, uid: str = "u") -> None:
    now = mem._now(None) + timedelta(days=days)
    for text in turns:
        mem.remember(uid, [{"role": "user", "content": text}], session_id=f"s{days}", now=now)


def stored(mem: LayeredMemory, status: str = "active", uid: str = "u") -> list[str]:
    return [i.content for i in mem.items(uid, status=status)]


def extracted(text: str) -> list[tuple[str, str | None, str]]:
    return [(c.type.value, c.slot, c.content) for c in RULES.extract(Turn(text))]


# -- clause structure ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "clauses"), [
    ("My standup is every day at 9:30", ["My standup is every day at 9:30"]),
    ("budget around $1,500, ok", ["budget around $1,500", "ok"]),
    ("不是周三，是周四，我周三要出差", ["不是周三，是周四", "我周三要出差"]),
    ("Sorry, I said Austin, not Boston", ["Sorry", "I said Austin, not Boston"]),
    ("Not Wednesday, Thursday", ["Not Wednesday, Thursday"]),
    ("I have two cats, Miso and Tofu", ["I have two cats, Miso and Tofu"]),
    ("我喜欢猫，不是狗", ["我喜欢猫", "不是狗"]),  # a contrast of likes, not a correction
    ("not bad, I like it", ["not bad", "I like it"]),
    ("我的手机是[REDACTED:phone]，有事打给我", ["我的手机是[REDACTED:phone]", "有事打给我"]),
    # a space between Chinese clauses is typed for a comma, but not after a word that needs its object
    ("冰箱终于换了 西门子的多门 静音好太多", ["冰箱终于换了", "西门子的多门", "静音好太多"]),
    ("我住在 北京朝阳区", ["我住在 北京朝阳区"]),
    ("以后叫我 小王", ["以后叫我 小王"]),
    ("我主要用 Python 写 backend", ["我主要用 Python 写 backend"]),
])
def test_clauses_keep_numbers_contrasts_and_appositions_whole(text: str, clauses: list[str]) -> None:
    assert split_clauses(text) == clauses


def test_an_abbreviation_does_not_end_a_sentence() -> None:
    assert split_sentences("I work at St. Mary's Hospital. I like it. Neither did I. Fine.") == [
        "I work at St. Mary's Hospital.", "I like it.", "Neither did I.", "Fine."]
    assert ("profile", "employer", "User works at St. Mary's Hospital") in extracted(
        "I work as a nurse at St. Mary's Hospital")


# -- questions state nothing, the statement before a trailing question does -----------------------------------------
@pytest.mark.parametrize(("text", "kept"), [
    ("我住在杭州，周末有什么好去处吗？", ["我住在杭州"]),
    ("I live in Denver, what's a good day hike around here?", ["I live in Denver"]),
    ("你觉得我该不该戒咖啡？", []),
    ("Do you think I should cut back on sugar?", []),
    ("If I move to Berlin, what should I pack?", []),
    ("杭州住哪里比较好", []),
    ("When it comes to news I'd much rather read than watch videos", [
        "When it comes to news I'd much rather read than watch videos"]),
])
def test_only_statement_clauses_are_evidence(text: str, kept: list[str]) -> None:
    assert RULES.statement_clauses(text) == kept


# -- speaker scope: another person stays the subject of the clauses that follow --------------------------------------
@pytest.mark.parametrize("text", [
    "我同事特别爱吃榴莲，整个办公室都是味儿", "My wife hates cilantro, so leave it out of anything you suggest for her",
    "我妈特别爱吃甜的，每次回家都做红烧肉", "My buddy Tom is obsessed with golf",
    "我表弟在深圳做程序员，他说那边房价太高了",
])
def test_another_persons_tastes_are_not_the_users(text: str) -> None:
    assert extracted(text) == []


@pytest.mark.parametrize(("text", "member", "what"), [
    ("我儿子今年上小学一年级，对鸡蛋过敏", "儿子", "鸡蛋"),
    ("我爸血压有点高，饮食要清淡", "爸", "血压"),
])
def test_a_household_members_fact_continues_into_the_next_clause(text: str, member: str, what: str) -> None:
    facts = extracted(text)
    assert len(facts) == 1 and facts[0][0] == "profile" and member in facts[0][2] and what in facts[0][2]
    assert not facts[0][2].startswith("用户对")


def test_a_third_persons_cancellation_still_calls_the_users_plan_off(mem: LayeredMemory) -> None:
    say(mem, "明天下午约了客户见面")
    say(mem, "客户那边临时取消了明天的见面", days=1)
    assert any("见面" in c for c in stored(mem, "expired"))


# -- denials, denied dislikes and pronouns ------------------------------------------------------------------------
def test_a_denial_states_nothing_but_names_what_it_refers_to() -> None:
    assert extracted("It's not that I dislike cats, I'm just allergic to them") == [
        ("profile", None, "User is allergic to cats")]
    assert [c for _, _, c in extracted("My husband loves golf but I find it boring")] == ["User finds golf boring"]


@pytest.mark.parametrize(("before", "after", "word"), [
    ("I can't stand jazz", "Funny thing, I don't hate jazz anymore", "jazz"),
    ("我不爱吃茄子", "其实现在不讨厌茄子了，红烧茄子还挺好吃", "茄子"),
])
def test_a_denied_dislike_replaces_the_taboo(mem: LayeredMemory, before: str, after: str, word: str) -> None:
    say(mem, before)
    say(mem, after, days=10)
    assert any(word in c for c in stored(mem, "superseded"))
    active = mem.items("u", status="active")
    assert len(active) == 1 and active[0].metadata.get("polarity", 1) == 1, active


# -- time: a move announced for later is a plan; a reschedule replaces what it moves -------------------------------
@pytest.mark.parametrize(("now", "later", "city", "new"), [
    ("我现在住在重庆", "下个月搬去成都", "重庆", "成都"),
    ("I live in Boston", "I'm moving to Chicago in August", "Boston", "Chicago"),
])
def test_a_move_announced_for_later_leaves_the_city(mem: LayeredMemory, now: str, later: str, city: str,
                                                    new: str) -> None:
    say(mem, now)
    say(mem, later, days=5)
    active = mem.items("u", status="active")
    assert [i.content for i in active if i.slot == "city"] == [c for c in stored(mem) if city in c]
    assert any(new in i.content and i.type.value == "plan" for i in active)
    assert stored(mem, "superseded") == []


@pytest.mark.parametrize(("habit", "moved", "old", "new"), [
    ("我每周二晚上上瑜伽课", "瑜伽课挪到周四晚上了", "周二", "周四"),
    ("My standup is every day at 9:30", "Standup moved to 10:15 starting this week", "9:30", "10:15"),
    ("My haircut is on Friday", "Haircut got moved to Monday", "Friday", "Monday"),
    ("这周日要带狗去打疫苗", "疫苗的事推到下周了", "周日", "下周"),
])
def test_a_reschedule_supersedes_what_it_moves(mem: LayeredMemory, habit: str, moved: str, old: str,
                                               new: str) -> None:
    say(mem, habit)
    say(mem, moved, days=2)
    assert any(old in c for c in stored(mem, "superseded")), mem.items("u")
    assert any(new in c for c in stored(mem))


def test_a_habit_word_without_a_near_future_is_a_habit() -> None:
    assert [t for t, _, _ in extracted("周末我一般会去游泳")] == ["fact"]
    assert [t for t, _, _ in extracted("下周末我要去游泳")] == ["plan"]


# -- wording -------------------------------------------------------------------------------------------------------
def test_informal_english_is_read_in_standard_spelling() -> None:
    assert informal_en("i really dont like cilantro lol") == "I really don't like cilantro"
    assert informal_en("我不吃 i") == "我不吃 i"  # Chinese text is left alone
    assert extracted("gonna repaint the kitchen next weekend")[0][0] == "plan"


def test_weather_is_small_talk_unless_it_states_a_lasting_taste() -> None:
    assert extracted("今天降温了，冻死我了") == []
    assert LEX.is_small_talk("nice weather today, isn't it?")
    assert not LEX.is_small_talk("我并不讨厌下雨天，反而挺喜欢的")
    assert [c for _, _, c in extracted("我并不讨厌下雨天，反而挺喜欢的")] == ["用户并不讨厌下雨天，反而挺喜欢的"]


def test_a_firm_final_ba_is_not_a_hedge() -> None:
    assert not LEX.hedged("投影仪的预算放到四千吧") and not LEX.hedged("就这个吧")
    assert LEX.hedged("应该是周三吧") and LEX.hedged("我也许更喜欢靠窗的座位吧")


@pytest.mark.parametrize(("text", "topic"), [
    ("给女朋友买生日礼物，最多花两千", "生日礼物"),
    ("I'm shopping for a road bike, budget around $1,500", "road bike"),
    ("For the new phone, I don't want to go over $800", "new phone"),
])
def test_a_budget_takes_its_purpose_from_the_clause_before(text: str, topic: str) -> None:
    budgets = [c for c in RULES.extract(Turn(text)) if c.slot == "budget"]
    assert len(budgets) == 1 and budgets[0].topic == topic


def test_what_a_request_asks_to_keep_is_not_cut_at_spaces() -> None:
    from langmem_layers.write.gate import WriteGate
    from langmem_layers.write.gated import GatedExtractor

    assert split_clauses("冰箱终于换了 西门子的多门", spaces=False) == ["冰箱终于换了 西门子的多门"]
    gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())
    asked = "以后给我推荐弓具默认都按左手弓来哈 俺是左撇子 右手弓拉着别扭"
    assert gated.statements(asked) == [asked]  # the cue clause holds the content: it is never cut off
