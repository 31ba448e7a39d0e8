"""Time-aware recall: time expressions (zh + en) resolved to windows, event time stored at write time, and the
ranking that uses both (explained in RecallHit.scores)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.read.when import parse_query, time_match
from langmem_layers.timeexpr import find_spans, first_span
from langmem_layers.write.when import event_metadata

NOW = datetime(2026, 3, 4, 18, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    ("text", "first", "days"),
    [
        ("昨天我吃了什么", "2026-03-03", 1),
        ("前天", "2026-03-02", 1),
        ("上周末去哪了", "2026-02-28", 2),
        ("周末去哪了", "2026-02-28", 2),
        ("上周我见了谁", "2026-02-23", 7),
        ("上个月我说要去哪儿？", "2026-02-01", 28),
        ("去年底买了什么", "2025-11-15", 47),
        ("两天前", "2026-03-02", 1),
        ("12月的事", "2025-12-01", 31),
        ("上周六去了香山", "2026-02-28", 1),
        ("what did I do yesterday", "2026-03-03", 1),
        ("two days ago", "2026-03-02", 1),
        ("last weekend", "2026-02-28", 2),
        ("last week", "2026-02-23", 7),
        ("last month", "2026-02-01", 28),
        ("What did I buy in May?", "2025-05-01", 31),
        ("at the end of last year", "2025-11-15", 47),
        ("last Saturday", "2026-02-28", 1),
        ("on 7 May 2023", "2023-05-07", 1),
    ],
)
def test_past_expressions_resolve_to_windows(text: str, first: str, days: int) -> None:
    span = first_span(text, NOW)
    assert span is not None and span.start.date() == date.fromisoformat(first) and span.days == days


def test_plans_resolve_forward_and_words_that_are_not_times_do_not_match() -> None:
    assert first_span("下周五交付", NOW).start.date() == date(2026, 3, 13)  # type: ignore[union-attr]
    assert first_span("周五要交付", NOW, prefer="future").start.date() == date(2026, 3, 6)  # type: ignore[union-attr]
    assert first_span("last Saturday", NOW, prefer="future").start.date() == date(2026, 2, 28)  # type: ignore[union-attr]
    for text in ("May I ask something?", "I may go", "When did I start the new job?", "before I moved", ""):
        assert find_spans(text, NOW) == []


def test_query_time_and_when_cue() -> None:
    assert parse_query("When did I start the new job?", NOW).asks_when
    assert parse_query("我什么时候去的成都？", NOW).asks_when
    assert not parse_query("我上周末去哪儿爬山了？", NOW).asks_when
    window = parse_query("我上周末去哪儿爬山了？", NOW).window
    assert window is not None and time_match(window, window.start + timedelta(hours=3)) == 1.0
    far = time_match(window, window.start - timedelta(days=30))
    near = time_match(window, window.start - timedelta(days=1))
    assert 0.0 <= far < near < 1.0


def test_event_metadata_at_write_time_skips_a_leading_stamp() -> None:
    meta = event_metadata("Yesterday I went to the dentist", NOW)
    assert meta["event_at"].startswith("2026-03-03") and meta["event_expr"] == "yesterday"
    assert event_metadata("下周五交付", NOW)["event_at"].startswith("2026-03-13")
    assert event_metadata("[8 May 2023] Caroline: hi there!", datetime(2023, 5, 8, tzinfo=UTC)) == {}
    assert event_metadata("I like green tea", NOW) == {}


def test_search_is_time_aware_and_explains_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    mem = LayeredMemory.open(tmp_path, embeddings=HashingEmbeddings(), config=MemoryConfig(clock=lambda: NOW))
    try:
        mem.add_many("u1", [{"content": "今天我去黄山爬山了", "type": "event", "now": NOW - timedelta(days=40)}])
        mem.add_many("u1", [{"content": "昨天我去香山爬山了", "type": "event", "now": NOW - timedelta(days=3)}])
        mem.add_many("u1", [{"content": "香山秋天的风景特别好", "type": "event", "now": NOW - timedelta(days=2)}])
        stored = {i.content: i for i in mem.items("u1")}
        assert stored["昨天我去香山爬山了"].metadata["event_at"].startswith("2026-02-28")
        assert "event_at" not in stored["香山秋天的风景特别好"].metadata
        hits = mem.search("u1", "我上周末去哪儿爬山了？", k=3, now=NOW)
        assert hits[0].item.content == "昨天我去香山爬山了"
        assert hits[0].scores["time_match"] == 1.0 and hits[1].scores["time_match"] < 1.0
        hits = mem.search("u1", "我什么时候去的香山？", k=3, now=NOW)
        assert hits[0].item.content == "昨天我去香山爬山了" and hits[0].scores["dated"] == 1.0
    finally:
        mem.close()


def test_two_step_recall_bridges_through_a_name(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from langmem_layers.read.search import SearchSettings

    mem = LayeredMemory.open(tmp_path, embeddings=HashingEmbeddings(), config=MemoryConfig(clock=lambda: NOW))
    try:
        texts = ["Omar fixed my bike.", "Omar lives in Leipzig.", "I like green tea.", "The weather is awful today.",
                 "My favourite colour is green.", "Work has been busy with the quarterly report."]
        mem.add_many("u1", [{"content": t, "type": "event", "now": NOW - timedelta(days=i)}
                            for i, t in enumerate(texts)])
        query = "Which city does the person who fixed my bike live in?"
        items = {i.content: i for i in mem.items("u1")}
        seed = [h for h in mem.searcher.search("u1", query, k=6, now=NOW) if h.item.content == texts[0]]
        assert mem.searcher.bridge_terms(query, seed) == ["omar"]
        assert SearchSettings().hop_weight == 0.0  # off by default (no gain on LoCoMo dev)
        mem.searcher.settings.hop_weight = 0.5
        found: dict[str, dict[str, float]] = {}
        assert mem.searcher.second_hop("u1", query, seed, found)
        assert found == {items["Omar lives in Leipzig."].id: {"hop": 0.5}}  # the seed itself is not a hop
        hits = mem.searcher.search("u1", query, k=2, now=NOW)
        assert {h.item.content for h in hits} == {"Omar fixed my bike.", "Omar lives in Leipzig."}
    finally:
        mem.close()


def test_an_explicit_date_wins_and_when_must_ask() -> None:
    now = datetime(2024, 1, 20, tzinfo=UTC)
    q = parse_query("What did Audrey do with her pups over the weekend before 4th October, 2023?", now)
    assert q.window is not None and (q.window.start.date(), q.window.days) == (date(2023, 9, 27), 7)
    q = parse_query("What was Tim's writing issue last week, as mentioned on November 6, 2023?", now)
    assert q.window is not None and q.window.start.date() == date(2023, 11, 6)
    assert not parse_query("What does Nate want to do when he goes over to Joanna's place?", now).asks_when
    assert parse_query("When did John meet his teammates?", now).asks_when
