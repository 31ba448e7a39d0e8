"""Pure reconciliation rules, including the compressed cosine of the real e5 model."""

from __future__ import annotations

from langmem_layers.config import MemoryConfig
from langmem_layers.records import MemoryItem, MemoryStatus, MemoryType
from langmem_layers.write.candidate import Candidate
from langmem_layers.write.reconcile import decide, related

CFG = MemoryConfig()


def item(content: str, type_: str = "preference", *, entities: list[str] | None = None, slot: str | None = None,
         value: str | None = None, polarity: int = 1, confidence: float = 0.8,
         status: MemoryStatus = MemoryStatus.ACTIVE) -> MemoryItem:
    meta: dict[str, object] = {"polarity": polarity}
    if value:
        meta["value"] = value
    return MemoryItem(user_id="u", type=MemoryType(type_), content=content, entities=entities or [], slot=slot,
                      confidence=confidence, status=status, metadata=meta)


def cand(content: str, type_: str = "preference", **kw: object) -> Candidate:
    return Candidate(type=MemoryType(type_), content=content, **kw)  # type: ignore[arg-type]


def test_add_when_nothing_related() -> None:
    old = item("用户喜欢喝拿铁", entities=["拿铁"])
    d = decide(cand("用户喜欢喝绿茶", entities=["绿茶"]), [(old, 0.84)], CFG)  # e5-like compressed similarity
    assert d.kind == "add"


def test_duplicate_adds_no_row() -> None:
    old = item("用户不吃辣", entities=["辣"])
    assert decide(cand("用户不吃辣", entities=["辣"]), [(old, 1.0)], CFG).kind == "skip"


def test_merge_same_subject_even_below_cosine_threshold() -> None:
    old = item("用户喜欢简洁的回答", entities=["简洁的回答"])
    d = decide(cand("用户很喜欢简洁直接的回答", entities=["简洁的回答"]), [(old, 0.7)], CFG)
    assert d.kind == "merge" and d.target is old


def test_merge_by_cosine_needs_relatedness() -> None:
    old = item("User likes jazz", entities=["jazz"])
    assert decide(cand("User likes hiking", entities=["hiking"]), [(old, 0.9)], CFG).kind == "add"


def test_slot_same_value_is_duplicate_other_value_conflicts() -> None:
    old = item("用户住在上海", "profile", slot="city", value="上海")
    same = cand("用户住在上海", "profile", slot="city", value="上海")
    assert decide(same, [(old, 0.5)], CFG).kind == "skip"
    plain = cand("用户住在北京", "profile", slot="city", value="北京")
    d = decide(plain, [(old, 0.9)], CFG)
    assert d.kind == "observe" and d.rule == "reconcile.conflict"
    moved = cand("用户住在北京", "profile", slot="city", value="北京", change_of_mind=True)
    assert decide(moved, [(old, 0.9)], CFG).kind == "supersede"
    surer = cand("用户住在北京", "profile", slot="city", value="北京", confidence=0.96)
    assert decide(surer, [(old, 0.9)], CFG).rule == "reconcile.supersede"


def test_opposite_polarity_with_change_of_mind_supersedes() -> None:
    old = item("用户喜欢喝拿铁", entities=["拿铁"])
    new = cand("用户不喜欢喝拿铁了，换成美式了", entities=["拿铁", "美式"], polarity=-1, change_of_mind=True)
    d = decide(new, [(old, 0.6)], CFG)
    assert d.kind == "supersede" and d.target is old


def test_hedged_change_of_mind_only_observes() -> None:
    old = item("用户喜欢喝拿铁", entities=["拿铁"])
    new = cand("用户可能不喜欢拿铁了", entities=["拿铁"], polarity=-1, change_of_mind=True, confidence=0.45)
    assert decide(new, [(old, 0.6)], CFG).kind == "observe"


def test_guessed_type_change_targets_a_decision() -> None:
    old = item("User's team decided to use PostgreSQL", "decision", entities=["PostgreSQL"])
    new = cand("User's team no longer uses PostgreSQL, switched to MySQL", entities=["PostgreSQL", "MySQL"],
               change_of_mind=True, type_guessed=True)
    assert decide(new, [(old, 0.8)], CFG).kind == "supersede"


def test_expire_the_plan_a_cancellation_talks_about() -> None:
    hike = item("这周末用户要去爬山", "plan")
    trip = item("用户打算下个月去日本旅游", "plan")
    cancel = cand("用户计划：周末改成加班了，爬山去不了了", "plan", cancels=True)
    d = decide(cancel, [(trip, 0.85), (hike, 0.6)], CFG)
    assert d.kind == "expire" and d.target is hike
    assert decide(cancel, [(trip, 0.85)], CFG).kind == "skip"


def test_low_confidence_observes_and_forced_status() -> None:
    assert decide(cand("用户也许喜欢靠窗", confidence=0.45), [], CFG).kind == "observe"
    assert decide(cand("用户声称：你们承诺了", "fact", status=MemoryStatus.OBSERVED), [], CFG).kind == "observe"


def test_plain_restatement_confirms_an_observed_item() -> None:
    old = item("用户喜欢靠窗的座位", entities=["靠窗的座位"], confidence=0.45, status=MemoryStatus.OBSERVED)
    d = decide(cand("用户喜欢靠窗的座位", entities=["靠窗的座位"]), [(old, 1.0)], CFG)
    assert d.kind == "merge" and d.rule == "reconcile.confirm"


def test_related_uses_slot_entity_or_keywords() -> None:
    assert related(cand("x", slot="city"), item("y", slot="city"))
    assert not related(cand("x", slot="city"), item("x", slot="name"))
    assert related(cand("User loves spicy food", entities=["spicy food"]), item("User hates spicy food",
                                                                              entities=["spicy food"]))
    assert not related(cand("User prefers short answers", entities=["short answers"]),
                       item("User dislikes long answers", entities=["long answers"]))


def test_an_explicit_request_replaces_the_value_it_contradicts() -> None:
    old = item("User lives in Leeds", "profile", slot="city", value="leeds", confidence=0.9)
    plain = cand("User lives in York", "profile", slot="city", value="york", confidence=0.9)
    asked = cand("User lives in York", "profile", slot="city", value="york", confidence=1.0,
                 rule="explicit.en.remember", requested=True)
    assert decide(plain, [(old, 0.9)], CFG).kind == "observe"  # no margin, no change of mind: waits
    d = decide(asked, [(old, 0.9)], CFG)
    assert (d.kind, d.rule, d.target) == ("supersede", "reconcile.explicit", old)
    unsure = cand("User lives in York", "profile", slot="city", value="york", confidence=0.4,
                  rule="explicit.en.remember")
    assert decide(unsure, [(old, 0.9)], CFG).kind == "observe"  # below observe_below_confidence it still waits
    read_from_request = cand("User lives in York", "profile", slot="city", value="york", confidence=1.0,
                             rule="slot.city", requested=True)  # a rule's reading of "记一下，我搬到York了"
    assert decide(read_from_request, [(old, 0.9)], CFG).rule == "reconcile.explicit"


def test_two_readings_of_one_message_never_conflict() -> None:
    name = item("User's name is Tasneem", "profile", slot="name", value="tasneem", confidence=0.9)
    nickname = cand("User's name is Taz", "profile", slot="name", value="taz", confidence=0.9)
    assert decide(nickname, [(name, 0.9)], CFG).kind == "observe"  # from another message: a conflict
    d = decide(nickname, [(name, 0.9)], CFG, siblings={name.id})
    assert (d.kind, d.rule, d.target) == ("add", "reconcile.same_message", None)
    changed = cand("User's name is Taz", "profile", slot="name", value="taz", confidence=0.9, change_of_mind=True)
    assert decide(changed, [(name, 0.9)], CFG, siblings={name.id}).kind == "supersede"  # "…, now call me Taz"
    city = item("User lives in Gdansk", "profile", slot="city", confidence=0.9)
    moved = cand("User: update: relocated to Gdansk for the new job", "profile", confidence=1.0,
                 change_of_mind=True, requested=True)  # a change of mind without a slot, beside the city it names
    assert decide(moved, [(city, 0.9)], CFG, siblings={city.id}).kind == "add"
    same = cand("User's name is Tasneem", "profile", slot="name", value="tasneem", confidence=0.9)
    assert decide(same, [(name, 0.9)], CFG, siblings={name.id}).kind == "skip"  # a sibling still dedups
