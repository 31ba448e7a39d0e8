"""Recall triggers: session start (profile, key preferences, open commitments), entity/pronoun, vague; isolation."""

from __future__ import annotations

from datetime import timedelta

import pytest

from langmem_layers.read.recall import Recaller


def _add(mem, user, content, type="fact", **kw) -> str:
    return mem.add(user, content, type=type, **kw).actions[0].item_id


@pytest.fixture
def recaller(mem) -> Recaller:
    return Recaller(mem.deps, mem.searcher)


def _set_valid_until(mem, user, item_id, when, now):
    item = mem.get(user, item_id)
    item.valid_until = when
    with mem.sqlite.transaction(now) as tx:
        tx.put_item(item, record_version=False)


def test_session_start_loads_profile_preferences_and_open_commitments(mem, recaller, day0):
    city = _add(mem, "alice", "用户住在上海", "profile", slot="city")
    name = _add(mem, "alice", "用户叫王小明", "profile", slot="name")
    key_pref = _add(mem, "alice", "回答要简短，用要点列出", "procedure", importance=0.9)
    _add(mem, "alice", "用户有点喜欢蓝色", "preference", importance=0.2)
    plan = _add(mem, "alice", "用户计划三月去东京出差", "plan", importance=0.8)
    lapsed = _add(mem, "alice", "用户计划元旦去哈尔滨看冰灯", "plan", importance=0.9)
    _set_valid_until(mem, "alice", lapsed, day0 - timedelta(days=3), day0)
    done = _add(mem, "alice", "用户决定周末去爬山", "decision", importance=0.9)
    mem.update("alice", done, status="expired")
    for i in range(6):
        _add(mem, "alice", f"一条普通的事件记录 {i}", "event", importance=0.3)

    hits, plan_info = recaller.recall_with_plan("alice", "你好", session_start=True, now=day0, k=5)
    ids = [h.item.id for h in hits]
    assert set(ids[:2]) == {city, name} and all(h.sources == ["profile"] for h in hits[:2])
    assert key_pref in ids and plan in ids
    by_id = {h.item.id: h for h in hits}
    assert done not in ids  # expired: never recalled
    assert lapsed not in by_id or "commitment" not in by_id[lapsed].sources  # past valid_until: not open
    assert "session_start" in plan_info.triggers
    assert "preference" in by_id[key_pref].sources and "commitment" in by_id[plan].sources
    # not at session start: profile facts only when asked, no commitments route
    later = recaller.recall("alice", "你好", session_start=False, now=day0, k=5)
    assert all("commitment" not in h.sources and "profile" not in h.sources for h in later)


def test_entity_mention_is_resolved_through_the_slot_table(mem, recaller):
    laptop = _add(mem, "alice", "电池只能撑两个小时，想换新的", "fact", entities=["ThinkPad X1"])
    for i in range(8):
        _add(mem, "alice", f"第{i}条无关的笔记，关于做饭", "event")
    hits, plan = recaller.recall_with_plan("alice", "那个笔记本还值得修吗", entity_slots={"笔记本": "ThinkPad X1"})
    assert hits[0].item.id == laptop and "entity_slot" in hits[0].sources
    assert plan.entities == ["ThinkPad X1"] and plan.mentions == ["笔记本"]


def test_english_pronoun_and_bare_pronoun_use_the_latest_slot(mem, recaller):
    gym = _add(mem, "bob", "Going to the gym on Mondays and Thursdays", "plan", entities=["gym plan"])
    trip = _add(mem, "bob", "Booked flights for the Lisbon trip in May", "plan", entities=["Lisbon trip"])
    for i in range(6):
        _add(mem, "bob", f"unrelated note number {i} about groceries", "event")
    slots = {"that plan": "gym plan", "the trip": "Lisbon trip"}
    hits = recaller.recall("bob", "is that plan still on?", entity_slots=slots, k=3)
    assert hits[0].item.id == gym
    bare = recaller.recall("bob", "can you move it to June?", entity_slots=slots, k=3)
    assert bare[0].item.id == trip  # "it" → the most recently slotted entity
    no_table = recaller.recall("bob", "can you move it to June?", entity_slots=None, k=3)
    assert all("entity_slot" not in h.sources for h in no_table)


def test_vague_question_widens_to_recent_items(mem, recaller, day0):
    _add(mem, "carol", "用户去年学过吉他", "event", now=day0 - timedelta(days=200))
    newest = _add(mem, "carol", "用户这周开始学游泳", "event", now=day0 - timedelta(days=1))
    hits, plan = recaller.recall_with_plan("carol", "最近怎么样？", now=day0)
    assert plan.vague and hits[0].item.id == newest and "recent" in hits[0].sources
    specific = recaller.plan("吉他课多少钱")
    assert not specific.vague


def test_recall_updates_hit_count_and_respects_status(mem, recaller, day0):
    item = _add(mem, "dave", "用户喜欢爵士乐", "preference")
    hidden = _add(mem, "dave", "用户喜欢摇滚乐", "preference")
    mem.update("dave", hidden, status="superseded")
    hits = recaller.recall("dave", "喜欢什么音乐", session_start=True, now=day0 + timedelta(days=1))
    assert [h.item.id for h in hits] == [item]
    assert mem.get("dave", item).hit_count == 1
    assert mem.get("dave", item).last_accessed_at == day0 + timedelta(days=1)
    asked = recaller.recall("dave", "喜欢什么音乐", statuses=["superseded"], touch=False)
    assert [h.item.id for h in asked] == [hidden]


def test_bad_input_is_refused_or_empty(mem, recaller):
    from langmem_layers import InvalidUserIdError

    with pytest.raises(InvalidUserIdError):
        recaller.recall("", "hi")
    assert recaller.recall("erin", "") == []
    assert recaller.recall("erin", "hello", entity_slots={"": "", "x": None}) == []  # type: ignore[dict-item]


@pytest.mark.parametrize(("me", "other"), [("acme", "acme-corp"), ("acme-corp", "acme")])
def test_every_trigger_is_isolated_by_user(mem, recaller, me, other, day0):
    _add(mem, other, "用户住在北京", "profile", slot="city")
    _add(mem, other, "回答要简短", "procedure", importance=0.95)
    _add(mem, other, "用户计划下周去杭州", "plan", importance=0.9)
    _add(mem, other, "ThinkPad X1 电池坏了", "fact", entities=["ThinkPad X1"])
    mine = _add(mem, me, "用户喜欢喝绿茶", "preference")
    for query in ("你好", "那个笔记本", "最近怎么样", "杭州计划", "住在哪个城市"):
        hits = recaller.recall(me, query, session_start=True, entity_slots={"笔记本": "ThinkPad X1"}, now=day0, k=10)
        assert [h.item.id for h in hits] == [mine]


def test_session_start_with_an_empty_turn_still_loads_the_user(mem, recaller, day0):
    pref = _add(mem, "frank", "回答要简短", "procedure", importance=0.9)
    city = _add(mem, "frank", "用户住在成都", "profile", slot="city")
    hits = recaller.recall("frank", "", session_start=True, now=day0)
    assert [h.item.id for h in hits][:1] == [city] and pref in {h.item.id for h in hits}
