"""Colloquial Chinese on the rules-only write path: dialect pronouns, subjects left out, particles, a correction
of the user's own previous turn with no assistant turn between."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.write.normalise import informal_zh
from langmem_layers.write.referent import is_self_correction
from tests.scenarios.runner import DAY0


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[LayeredMemory]:
    m = LayeredMemory.open(tmp_path / "s", config=MemoryConfig(clock=lambda: DAY0), embeddings=HashingEmbeddings())
    yield m
    m.close()


def _active(mem: LayeredMemory, user: str) -> list[str]:
    return [i.content for i in mem.items(user) if i.status.value == "active"]


def test_dialect_pronouns_read_as_first_person() -> None:
    assert informal_zh("俺在郑州上班") == "我在郑州上班"
    assert informal_zh("咱吃素的") == "我吃素的"
    assert informal_zh("咱们下周见") == "我们下周见"
    assert informal_zh("我家的猫") == "我家的猫"


@pytest.mark.parametrize(("text", "word"), [
    ("咱吃素的哈，肉一口不碰", "素"), ("花生过敏，一吃就起疹子", "花生"), ("家里养了只橘猫", "橘猫"),
    ("目前在字节跳动搬砖", "字节"), ("以后跟我说话别带表情包哈", "表情包"), ("我在成都住", "成都"),
])
def test_colloquial_statements_are_remembered(mem: LayeredMemory, text: str, word: str) -> None:
    mem.remember("u", [{"role": "user", "content": text}])
    assert any(word in c for c in _active(mem, "u"))


@pytest.mark.parametrize("text", ["过敏性鼻炎又犯了", "我有点过敏", "在酒店住"])
def test_no_allergen_or_city_is_invented(mem: LayeredMemory, text: str) -> None:
    mem.remember("u", [{"role": "user", "content": text}])
    assert not any(i.slot == "city" or "过敏" in i.content for i in mem.items("u"))


def test_approximate_budget_with_final_ba_is_firm(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "买手机的话预算大概三千块左右吧"}])
    assert any("三千" in c and "话" not in c for c in _active(mem, "u"))


def test_hedged_intention_is_observed_not_active(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "可能会去学学日语吧，看心情"}])
    items = mem.items("u")
    assert items and all(i.status.value == "observed" for i in items if "日语" in i.content)


def test_own_previous_turn_is_corrected(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "周五下午三点开会"}], session_id="s", now=DAY0)
    mem.remember("u", [{"role": "user", "content": "哦不对，是四点"}], session_id="s", now=DAY0)
    active = _active(mem, "u")
    assert any("四点" in c for c in active) and not any("三点" in c for c in active)


def test_another_session_is_not_corrected(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "周五下午三点开会"}], session_id="s1", now=DAY0)
    mem.remember("u", [{"role": "user", "content": "哦不对，是四点"}], session_id="s2", now=DAY0)
    assert any("三点" in c for c in _active(mem, "u"))


def test_own_mistake_cues_but_not_the_assistants() -> None:
    assert is_self_correction("哦我记错了，是周三") and is_self_correction("不对不对，杭州啦")
    assert not is_self_correction("你记错了") and not is_self_correction("这个不对劲")


def test_decided_cancellation_is_a_decision_and_still_expires_its_plan(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "车不买了，就这么定了"}])
    assert [i.type.value for i in mem.items("u") if "车" in i.content] == ["decision"]
    mem.remember("v", [{"role": "user", "content": "国庆打算去杭州玩"}])
    mem.remember("v", [{"role": "user", "content": "杭州不去了，就这么定了"}])
    assert any(i.status.value == "expired" and "杭州" in i.content for i in mem.items("v"))


def test_hedged_allergy_names_only_the_allergen(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "我好像对芒果过敏"}])
    assert [(i.content, i.status.value) for i in mem.items("u")] == [("用户对芒果过敏", "observed")]


@pytest.mark.parametrize(("text", "slot"), [
    ("蚌埠住了家人们，漫展前一天假发给我寄错颜色", "city"),   # the meme, not "live in 家人们"
    ("入职一周了，新工位在北京西二旗那边", "employer"),       # a span of time, not an employer
    ("跳槽成功！！下周一去小米报到", "employer"),             # an outcome, not an employer
])
def test_a_slot_never_takes_a_time_span_an_outcome_or_an_address(text: str, slot: str) -> None:
    from langmem_layers.write.extract import RuleExtractor, Turn

    found = RuleExtractor(MemoryConfig()).extract(Turn(text))
    assert not [c for c in found if c.slot == slot], [(c.slot, c.content) for c in found]
    kept = RuleExtractor(MemoryConfig()).extract(Turn("我跳槽去了腾讯"))
    assert [c.value for c in kept if c.slot == "employer"] == ["腾讯"]
