"""Normalisation (third person, aliases, slot statements) and scoring (hedges, emphasis, type)."""

from __future__ import annotations

from langmem_layers.config import MemoryConfig
from langmem_layers.write.normalise import (
    canonical_entity,
    canonical_value,
    slot_statement,
    to_third_person,
)
from langmem_layers.write.scoring import Scorer


def test_third_person_zh_and_en() -> None:
    assert to_third_person("我不吃辣", "zh") == "用户不吃辣"
    assert to_third_person("技术选型定了", "zh", "decision") == "用户决定：技术选型定了"
    assert to_third_person("I hate long answers", "en") == "User dislikes long answers"
    assert to_third_person("I'm vegetarian", "en") == "User is vegetarian"
    assert to_third_person("We no longer use X, we switched to Y", "en") == \
        "User's team no longer uses X, the user's team switched to Y"
    assert to_third_person("I meant Portland, not Maine", "en") == "User meant Portland, not Maine"
    assert to_third_person("Every Friday I go to the gym", "en") == "Every Friday the user goes to the gym"


def test_entities_aliases_and_values() -> None:
    assert canonical_entity("馆子") == "餐厅"
    assert canonical_entity("辣的菜") == canonical_entity("辣") == "辣"
    assert canonical_entity("喝拿铁了") == "拿铁"
    assert canonical_entity("the long answers please") == "long answers"
    assert canonical_value(" $1,500 ") == canonical_value("1500") == "1500"


def test_slot_statements_in_the_user_language() -> None:
    assert slot_statement("city", "杭州", "zh") == "用户住在杭州"
    assert slot_statement("employer", "Netflix", "en") == "User works at Netflix"
    assert slot_statement("shoe_size", "42", "en") == "User's shoe_size is 42"


def test_scoring() -> None:
    scorer = Scorer(MemoryConfig())
    plain = scorer.score("preference", "我喜欢靠窗的座位")
    hedged = scorer.score("preference", "我也许更喜欢靠窗的座位")
    assert plain.confidence >= 0.6 > hedged.confidence
    assert scorer.score("preference", "I think I might prefer tea").confidence < 0.6
    emphatic = scorer.score("preference", "记住，千万别给我推荐辣的")
    assert emphatic.importance > plain.importance
    assert scorer.score("decision", "定了").importance > plain.importance
    assert scorer.score("profile", "I'm allergic to nuts", allergy=True).importance >= 0.8
    assert scorer.score("preference", "今天想喝点热的").importance < plain.importance
    assert scorer.score("correction", "我说的是A", correction=True).confidence >= 0.9
    assert all(0.0 <= v <= 1.0 for s in (plain, hedged, emphatic) for v in (s.importance, s.confidence))
