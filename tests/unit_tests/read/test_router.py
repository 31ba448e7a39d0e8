"""Router: labelled bilingual accuracy, cue reporting, overrides and safe handling of odd input."""

from __future__ import annotations

from collections import Counter

from langmem_layers.read.router import DEFAULT_CUES, RouteDecision, RouterCues, route
from langmem_layers.records import Route

from .router_cases import LABELLED


def test_labelled_set_is_bilingual_and_covers_every_route() -> None:
    assert len(LABELLED) >= 60
    routes = Counter(label for _, label in LABELLED)
    assert set(routes) == {r.value for r in Route}
    assert all(count >= 10 for count in routes.values())
    zh = sum(1 for text, _ in LABELLED if any("\u4e00" <= ch <= "\u9fff" for ch in text))
    assert zh >= 25 and len(LABELLED) - zh >= 25


def test_routing_accuracy_at_least_90_percent() -> None:
    misses = [(text, label, route(text).route.value) for text, label in LABELLED if route(text).route.value != label]
    accuracy = 1 - len(misses) / len(LABELLED)
    per_route = {
        r.value: sum(1 for t, lab in LABELLED if lab == r.value and route(t).route.value == lab)
        / sum(1 for _, lab in LABELLED if lab == r.value)
        for r in Route
    }
    print(f"\nrouter accuracy {accuracy:.3f} on {len(LABELLED)} utterances; per route {per_route}; misses {misses}")
    assert accuracy >= 0.9


def test_decision_names_the_cue_and_reason() -> None:
    d = route("然后呢")
    assert d == RouteDecision(Route.WINDOW, d.reason, "然后呢")
    assert "然后呢" in d.reason
    kb = route("What's your refund policy?")
    assert kb.route is Route.KB and kb.cue in {"refund", "policy"}
    mixed = route("按我的习惯帮我安排下周计划")
    assert mixed.route is Route.MIXED and mixed.uses_memory and mixed.uses_kb
    assert route("I prefer tea").uses_memory and not route("I prefer tea").uses_kb


def test_followup_with_empty_window_falls_back_to_memory() -> None:
    assert route("刚才那个方案继续", history=[]).route is Route.MEMORY
    assert route("刚才那个方案继续", history=["earlier turn"]).route is Route.WINDOW
    assert route("go on").route is Route.WINDOW


def test_cues_are_overridable() -> None:
    assert route("保单什么时候到期").route is not Route.KB or route("保单什么时候到期").cue is None
    custom = DEFAULT_CUES.extended(kb=("保单",))
    d = route("保单什么时候到期", cues=custom)
    assert d.route is Route.KB and d.cue == "保单"
    only_window = RouterCues(window=("再来",), kb=(), memory=(), personal=(), choice=())
    assert route("再来", cues=only_window).cue == "再来"
    long_pref = "I prefer green tea in the morning"
    assert route(long_pref, cues=only_window).route is Route.MEMORY  # default: a first-person statement
    assert route(long_pref, cues=only_window).cue is None


def test_english_cues_respect_word_boundaries() -> None:
    # "cost" must not fire inside "costume", nor "spec" inside "special"
    assert route("我喜欢 costume party").cue == "我喜欢"
    assert route("special thanks, that was great").route is not Route.KB


def test_odd_input_never_raises() -> None:
    for text in ("", "   ", "\u200b", "？？？", "🙂", 42, None):
        d = route(text)  # type: ignore[arg-type]
        assert isinstance(d, RouteDecision)
    assert route("").route is Route.WINDOW
    assert route("好的").route is Route.WINDOW  # acknowledgement
    assert route("Who founded the company and when was the headquarters opened?").route is Route.KB
