"""Session state and entity slots: resolution, bounds, LRU by (user, session)."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from langmem_layers.window.session import (
    MAX_DONE_STEPS,
    MAX_PENDING_QUESTIONS,
    SessionCache,
    SessionState,
    extract_entities,
)

from .session_cases import CASES, CASES_B, CASES_C


def test_that_laptop_resolves_to_the_last_laptop_named_zh() -> None:
    s = SessionState(user_id="u", session_id="s")
    s.observe([HumanMessage("我在 MacBook Air 和 ThinkPad X1 Carbon 之间犹豫"),
               AIMessage("两款都不错"), HumanMessage("我更倾向 ThinkPad X1 Carbon 这台电脑")])
    assert s.resolve("那个笔记本续航怎么样") == {"那个笔记本": "ThinkPad X1 Carbon"}
    assert s.resolve("这台电脑多重") == {"这台电脑": "ThinkPad X1 Carbon"}


def test_that_plan_resolves_en() -> None:
    s = SessionState(user_id="u", session_id="s")
    s.observe_text("Let's compare plan A and plan B", speaker="human")
    s.observe_text("OK, we go with plan B", speaker="human")
    assert s.resolve("what does that plan cost?") == {"that plan": "plan B"}


def test_labelled_options_and_quoted_titles() -> None:
    assert ("plan", "A方案") in extract_entities("我们选A方案吧")
    assert ("hotel", "如家") in extract_entities("酒店就订《如家》")


def test_entity_slots_are_bounded_lru() -> None:
    s = SessionState(user_id="u", session_id="s", max_entity_slots=2)
    s.set_entity("laptop", "X1")
    s.set_entity("phone", "Pixel 8")
    s.set_entity("laptop", "X1 Carbon")  # refreshes laptop
    s.set_entity("hotel", "如家")  # evicts the least recently used: phone
    assert s.entity_slots == {"laptop": "X1 Carbon", "hotel": "如家"}


def test_goal_done_pending_topic() -> None:
    s = SessionState(user_id="u", session_id="s")
    s.observe([HumanMessage("我打算下个月去日本旅行，帮我做个计划"), AIMessage("好的，你预算多少？"),
               AIMessage("", tool_calls=[{"id": "1", "name": "search_flights", "args": {"to": "Tokyo"}}])])
    assert "日本" in s.goal
    assert s.pending_questions == []  # the assistant's own question is not the user's pending question
    assert any("search_flights" in d for d in s.done_steps)
    s.observe([*[HumanMessage("x")] * 0])  # an empty observation changes nothing
    s.observe_text("预算一万。东京的酒店一般多少钱一晚？", speaker="human")
    assert s.pending_questions == ["东京的酒店一般多少钱一晚？"]
    s.observe_text("大约八百到一千五元。", speaker="ai")
    assert s.pending_questions == []  # the assistant answered
    assert "目标" in s.render("zh") and "Goal" in s.render("en")


def test_observe_only_processes_new_messages() -> None:
    s = SessionState(user_id="u", session_id="s")
    thread = [HumanMessage("帮我查 iPhone 15 的价格")]
    s.observe(thread)
    s.observe(thread)
    assert s.turns == 1
    s.observe([*thread, AIMessage("好"), HumanMessage("再看看 Pixel 8")])
    assert s.turns == 2 and s.entity_slots["phone"] == "Pixel 8"


def test_session_cache_is_bounded_and_isolated_by_user() -> None:
    cache = SessionCache(maxsize=2)
    a = cache.get("alice", "s1")
    assert a is not None
    a.set_entity("laptop", "X1")
    b = cache.get("bob", "s1")
    assert b is not None and b.entity_slots == {}  # same session id, other user: separate state
    cache.get("carol", "s1")
    assert len(cache) == 2 and ("alice", "s1") not in cache  # LRU evicted
    assert cache.get("alice", "s1", create=False) is None
    assert cache.drop_user("bob") == 1


# -- goal, done steps, pending questions (tests/unit_tests/window/session_cases.py) -----------------------------
def _state(thread: list[tuple[str, str]]) -> SessionState:
    s = SessionState(user_id="u", session_id="s")
    s.observe([HumanMessage(t) if who == "u" else AIMessage(t) for who, t in thread])
    return s


def _check(s: SessionState, expected: dict[str, Any]) -> list[str]:
    wrong = []
    if "goal" in expected and not ((s.goal == "") if expected["goal"] == "" else expected["goal"] in s.goal):
        wrong.append(f"goal={s.goal!r}")
    if "done" in expected and not ((s.done_steps == []) if expected["done"] == ""
                                   else any(expected["done"] in d for d in s.done_steps)):
        wrong.append(f"done={s.done_steps!r}")
    pending = expected.get("pending")
    if pending is not None and not (len(s.pending_questions) == len(pending)
                                    and all(p in q for p, q in zip(pending, s.pending_questions, strict=True))):
        wrong.append(f"pending={s.pending_questions!r}")
    return wrong


@pytest.mark.parametrize(("thread", "expected"), CASES + CASES_B + CASES_C)
def test_goal_done_and_pending_from_explicit_cues(thread: list[tuple[str, str]], expected: dict[str, Any]) -> None:
    # before this work 21/30 (batch A), 10/21 (batch B) and 12/17 (batch C) of these checks held
    assert _check(_state(thread), expected) == []


def test_goal_is_a_sentence_not_the_whole_message() -> None:
    s = _state([("u", "Jon: Thanks! The event was awesome. Can you help me draft a pitch deck for the investors? "
                      "Haha, so nervous.")])
    assert s.goal == "Can you help me draft a pitch deck for the investors?"


def test_an_intent_does_not_replace_an_explicit_request() -> None:
    s = _state([("u", "帮我订下周五去东京的机票"), ("a", "好的"), ("u", "我想要靠窗的座位")])
    assert "东京" in s.goal
    s.observe_text("再帮我订一家新宿附近的酒店", speaker="human")
    assert "新宿" in s.goal  # a newer explicit request does


def test_pending_and_done_stay_bounded() -> None:
    s = SessionState(user_id="u", session_id="s")
    for i in range(3 * MAX_PENDING_QUESTIONS):
        s.observe_text(f"第{i}号房间多少钱一晚？", speaker="human")
    for i in range(3 * MAX_DONE_STEPS):
        s.observe_text(f"第{i}份报告写完了", speaker="human")
    assert len(s.pending_questions) == MAX_PENDING_QUESTIONS and s.pending_questions[-1].startswith("第29号")
    assert len(s.done_steps) == MAX_DONE_STEPS and "第59份" in s.done_steps[-1]


def test_render_skips_the_latest_question() -> None:
    s = _state([("u", "故宫周一开门吗？")])
    assert "故宫" not in s.render("zh", latest="故宫周一开门吗？")
    assert "故宫" in s.render("zh", latest="另一个问题")


def test_render_does_not_repeat_the_topic_among_the_entities() -> None:
    s = SessionState(user_id="u", session_id="s")
    s.set_entity("hotel", "如家")
    s.set_entity("laptop", "ThinkPad X1")
    rendered = s.render("en")
    assert "Topic: laptop: ThinkPad X1" in rendered and rendered.count("ThinkPad X1") == 1
    assert "Entities: hotel=如家" in rendered
