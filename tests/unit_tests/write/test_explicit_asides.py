"""An explicit request keeps its content, not its asides: the clauses of the request the gate finds plainly not
memorable (small talk, emotion, meta-comments) are left out — unless they carry a value or are the requested fact
itself — and a request saying several things keeps each as its own memory. Sentences written for this test (not
in the corpus nor in a held-out batch)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.write.extract import RuleExtractor
from langmem_layers.write.gate import WriteGate
from langmem_layers.write.gated import CUE_ONLY_RULE, GatedExtractor, _cue_only
from tests.conftest import DAY0


@pytest.fixture(scope="module")
def gated() -> GatedExtractor:
    config = MemoryConfig()
    return GatedExtractor(config, RuleExtractor(config), WriteGate.default())


@pytest.fixture()
def mem(tmp_path: Path) -> Iterator[LayeredMemory]:
    with LayeredMemory.open(tmp_path / "store", config=MemoryConfig(clock=lambda: DAY0),
                            embeddings=HashingEmbeddings(), write_gate="lexical") as memory:
        yield memory


def _stored(mem: LayeredMemory, text: str) -> list[str]:
    mem.remember("u", [{"role": "user", "content": text}])
    return [i.content for i in mem.items("u")]


@pytest.mark.parametrize(("text", "kept", "aside"), [
    ("帮我记一下，我的车位号是B2-117，每次都找不到，看着头大", "B2-117", "头大"),
    ("记住，我女儿的钢琴课在每周四下午，千万别搞错了啊", "钢琴", "搞错"),
    ("please remember my locker code is 4471, that would be super helpful", "4471", "helpful"),
])
def test_the_aside_of_a_request_is_left_out(mem: LayeredMemory, text: str, kept: str, aside: str) -> None:
    stored = _stored(mem, text)
    assert any(kept in c for c in stored), stored
    assert not any(aside in c for c in stored), stored


def test_a_clause_with_a_value_stays_even_when_the_gate_doubts_it(gated: GatedExtractor) -> None:
    trimmed = gated.trim("记住哈，我那只橘猫叫「大橙子」，那只黑猫叫「煤球」，下次我提名字你就知道是哪只")
    assert "大橙子" in trimmed and "煤球" in trimmed and "下次" not in trimmed


def test_the_requested_fact_is_never_dropped(gated: GatedExtractor) -> None:
    # every clause looks unmemorable to the gate: the first content clause is the request, it stays
    text = "记一下，今天真的好累，烦死了"
    assert "好累" in gated.trim(text)
    assert gated.trim("今天天气不错，我们去公园吧") == "今天天气不错，我们去公园吧"  # not a request: untouched


def test_call_me_keeps_the_name_asked_for_not_the_one_refused(mem: LayeredMemory) -> None:
    stored = _stored(mem, "以后叫我小崔就行，别老叫我大名，怪别扭的")
    assert any("小崔" in c for c in stored), stored
    assert not any("大名" in c or "别扭" in c for c in stored), stored


def test_a_request_saying_two_things_keeps_both_with_their_dates(mem: LayeredMemory) -> None:
    stored = _stored(mem, "remember the allotment rent is due on 14 May, I'm switching to the bigger plot")
    assert any("14 May" in c for c in stored) and any("bigger plot" in c for c in stored), stored
    assert len(stored) == 2, stored


def test_a_date_without_a_subject_stays_with_its_event(gated: GatedExtractor) -> None:
    assert gated.statements("I'm running a pottery course with the guild, 3rd to 5th of July") == [
        "I'm running a pottery course with the guild, 3rd to 5th of July"]


def test_dont_forget_is_not_a_cancellation(mem: LayeredMemory) -> None:
    stored = _stored(mem, "dont forget my passport renewal is due in October, I always leave it late")
    assert any("passport" in c and "October" in c for c in stored), stored


def test_a_request_the_gate_finds_empty_asks_for_its_neighbour(gated: GatedExtractor) -> None:
    assert not _cue_only("Kindly make a note of this.")  # words the cue list does not know
    asked, asked_in, _ = gated.requests("Kindly make a note of this. My locker code is 4471.")
    assert asked == [(CUE_ONLY_RULE, "My locker code is 4471.")]
    assert asked_in == ["Kindly make a note of this. My locker code is 4471."]


def test_a_request_with_content_of_its_own_is_not_a_cue_for_the_aside_after_it(gated: GatedExtractor) -> None:
    text = "Can you note for me that my cheese cave is kept at 12°C and 85% humidity? And sorry for the typos."
    asked, _, _ = gated.requests(text)
    assert len(asked) == 1 and "85% humidity" in asked[0][1] and "typos" not in asked[0][1]


def test_only_the_asides_trailing_a_request_leave_it(gated: GatedExtractor) -> None:
    listed = "帮我记录一下我的盆景：一盆五针松，树龄30年左右，是我爷爷传下来的，放在阳台东边"
    assert gated.trim(listed) == listed  # doubtful clauses between kept ones are the content
    assert gated.trim("我的车位号是B2-117，每次都找不到，看着头大，记一下哈") == "我的车位号是B2-117，记一下哈"


def test_what_the_rules_read_from_a_request_is_kept_as_surely_as_the_request(mem: LayeredMemory) -> None:
    mem.remember("u", [{"role": "user", "content": "以后叫我狮头阿强吧，队里师兄弟都这么喊，听着带劲"}])
    items = [i for i in mem.items("u") if "狮头阿强" in i.content]
    assert items and all(i.status.value == "active" and i.confidence == 1.0 for i in items), items
