"""Hard fact or small talk: anchors need content; thanks, praise, greetings and cheers never make a fact."""

from __future__ import annotations

import pytest

from langmem_layers.window.facts import (
    content_units,
    fact_strength,
    is_fact,
    is_small_talk,
    sentences,
    strip_small_talk_clauses,
    strip_speaker_label,
)

from .retention_corpus import FACTS_C, MORE_FACTS, MORE_SMALL_TALK, SMALL_TALK_C


@pytest.mark.parametrize("text", [
    # phatic lines a cue word used to let into the summary (LoCoMo conv-30)
    "Thanks for always being there for me.", "Love to have you there!", "Let's make tomorrow unforgettable, Gina.",
    "Jon: Sure, I am always there for you!",
    # the same families in Chinese
    "谢谢你一直都在！", "太喜欢了！", "明天一定会更好的！", "小李：好的好的，收到～",
])
def test_cue_words_without_content_are_small_talk(text: str) -> None:
    assert not is_fact(text) and is_small_talk(text)


@pytest.mark.parametrize(("fact", "talk"), [
    ("我喜欢靠窗的座位", "我超喜欢的！"),
    ("I love hiking in the Alps.", "I love it!"),
    ("I always take the 7:40 train to work.", "You always know what to say."),
    ("我们决定下周二去看房", "那就这么决定了！"),
    ("明天上午十点去医院复查", "明天见！"),
    ("We met Anna at the climbing gym.", "So happy for you, Anna!"),
    ("一共四个大人两个小孩", "一百个赞！"),
    ("I'm vegetarian.", "I'm 100% with you."),
])
def test_a_cue_needs_its_object(fact: str, talk: str) -> None:
    assert is_fact(fact) and not is_fact(talk)


def test_like_as_a_preposition_and_epistemic_must_are_not_cues() -> None:
    assert not is_fact("Dancing is like second nature to me.")
    assert not is_fact("You must be so proud of the team!")
    assert is_fact("You must renew the insurance policy.")


def test_speaker_labels_are_not_names_but_field_labels_stay() -> None:
    assert strip_speaker_label("Jon: Sure, I am always there for you!") == "Sure, I am always there for you!"
    assert strip_speaker_label("小李：我到了") == "我到了"
    for labelled in ("Date: May 3", "预算：五千", "Budget: 5000"):
        assert strip_speaker_label(labelled) == labelled


def test_fact_strength_orders_cues_dates_numbers() -> None:
    assert fact_strength("I prefer aisle seats on the May 3 flight") > fact_strength("We met Anna at the gym") > 0
    assert fact_strength("Thanks so much!") == 0


def test_content_units_bilingual() -> None:
    assert content_units("Awesome, great job, can't wait!") == 0
    assert content_units("哈哈，太棒了，加油！") == 0
    assert content_units("高铁票多少钱一张") >= 2


def test_sentences_keep_titles_and_initials() -> None:
    assert sentences("My doctor is Dr. Anand Patel. I read Ursula K. Le Guin!") == [
        "My doctor is Dr. Anand Patel.", "I read Ursula K. Le Guin!"]


def test_small_talk_clauses_at_the_edges_are_cut() -> None:
    assert strip_small_talk_clauses("Oh wow, Maya, we booked the cabin for June 3, lol!") == \
        "we booked the cabin for June 3"
    assert strip_small_talk_clauses("嗯嗯，收到，周五前把合同发给你，辛苦啦") == "周五前把合同发给你"


@pytest.mark.parametrize(("facts", "talk"), [(MORE_FACTS, MORE_SMALL_TALK), (FACTS_C, SMALL_TALK_C)])
def test_held_out_batches_b_and_c(facts: list[str], talk: list[str]) -> None:
    # first measured at 27/30 kept, 2/50 leaked (B) and 29/30, 0/50 (C); the old detector: 21/30, 18/50 and 26/30, 9/50
    kept = sum(map(is_fact, facts)) / len(facts)
    leaked = sum(map(is_fact, talk)) / len(talk)
    print(f"kept {kept:.2f}, leaked {leaked:.2f}")
    assert kept >= 0.9 and leaked <= 0.06


@pytest.mark.parametrize("text", [
    "Do you like painting animals?", "What made you decide to learn Spanish?", "你喜欢吃辣吗？",
    "I'd love to check them out.", "I would love to help in any way I can.",
    "I love that you chose pottery for your art.", "I like your idea a lot.", "It must have felt great to help out.",
])
def test_questions_polite_wishes_and_compliments_assert_no_fact(text: str) -> None:
    assert not is_fact(text)


def test_a_question_keeps_a_calendar_date() -> None:
    assert is_fact("Can we move the dentist appointment to March 5?")
    assert is_fact("I'd like a window seat on the flight.") and is_fact("I love hiking in the Alps.")
