"""Session state and entity slots: resolution, bounds, LRU by (user, session)."""

from __future__ import annotations

from langchain_core.messages import AIMessage, HumanMessage

from langmem_layers.window.session import SessionCache, SessionState, extract_entities


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
    assert s.pending_questions == ["assistant: 好的，你预算多少？"]
    assert any("search_flights" in d for d in s.done_steps)
    s.observe([*[HumanMessage("x")] * 0])  # an empty observation changes nothing
    s.observe_text("预算一万", speaker="human")
    assert s.pending_questions == []  # the user answered
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
