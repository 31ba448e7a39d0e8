"""Speaker-aware recall: a turn's ``Speaker:`` prefix, the speakers a question names (en + zh), and the ranking that
discounts the other speakers' turns (explained in RecallHit.scores["speaker"])."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.read.speaker import named_speakers, speaker_of
from langmem_layers.text import clean_text

NOW = datetime(2026, 3, 4, 18, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ("[8 May 2023] Melanie: I painted a sunset", "melanie"),
        ("Caroline: hi!", "caroline"),
        ("[1 May] Dr. Mary Jones: take two a day", "dr. mary jones"),
        ("[10:30] Bob: on my way", "bob"),  # a colon inside the stamp
        ("小明：我周末去爬山了", "小明"),  # full-width colon
        ("[2026-03-01] 用户: 我想喝拿铁", "用户"),
        ("Note: call mum", None),
        ("User likes jazz: mostly bebop", None),  # a sentence with a colon, not a speaker
        ("the plan: leave at 8", None),
        ("用户喜欢的咖啡是：拿铁", None),  # longer than a name
        ("Time: 10:30", None),
        ("Remember: coffee matters a lot to the user", None),  # a label, not a speaker
        ("记住：用户对咖啡很在意", None),
        ("", None),
    ],
)
def test_speaker_prefix(text: str, speaker: str | None) -> None:
    assert speaker_of(text) == speaker


def test_named_speakers_whole_words_and_cjk_substrings() -> None:
    speakers = {"melanie", "caroline", "mary jones", "小明", "小红"}
    assert named_speakers("What has Melanie painted?", speakers) == {"melanie"}
    assert named_speakers("What did Melanie's kids like?", speakers) == {"melanie"}
    assert named_speakers("What subject have Caroline and Melanie both painted?", speakers) == {"caroline", "melanie"}
    assert named_speakers("Did Mary Jones call?", speakers) == {"mary jones"}
    assert named_speakers("Did Mary call?", speakers) == set()  # not the whole name
    assert named_speakers("Melanies and carolines", speakers) == set()  # not whole words
    assert named_speakers("小明周末去哪儿了？", speakers) == {"小明"}
    assert named_speakers("小明和小红都画了什么？", speakers) == {"小明", "小红"}


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[LayeredMemory]:
    memory = LayeredMemory.open(tmp_path, embeddings=HashingEmbeddings(), config=MemoryConfig(clock=lambda: NOW))
    yield memory
    memory.close()


def _turns(mem: LayeredMemory, session: str, days_ago: int, *texts: str) -> None:
    at = NOW - timedelta(days=days_ago)
    mem.add_many("u1", [{"content": t, "type": "event", "now": at + timedelta(minutes=i)} for i, t in enumerate(texts)],
                 session_id=session)


def _order(mem: LayeredMemory, query: str) -> list[str]:
    return [h.item.content for h in mem.search("u1", query, k=5)]


def _content(text: str) -> str:
    return clean_text(text)  # as stored (full-width punctuation normalised)


@pytest.mark.parametrize(
    ("asker", "answer", "filler", "query"),
    [
        ("Caroline: Melanie, what did you paint? I love painting, painting a lot of paintings",
         "Melanie: I painted a sunset by the lake", "Caroline: I went to a support group today",
         "What has Melanie painted?"),
        ("小红：小明最近画画了吗？", "小明：我画了一幅日落的画", "小红：我今天去了互助小组", "小明画了什么？"),
    ],
)
def test_a_question_naming_a_speaker_prefers_that_speakers_turns(
    mem: LayeredMemory, asker: str, answer: str, filler: str, query: str,
) -> None:
    _turns(mem, "s1", 10, asker)
    _turns(mem, "s2", 5, answer)
    _turns(mem, "s3", 1, filler)
    settings = mem.searcher.settings
    settings.speaker_weight = 0.0
    assert _order(mem, query)[0] == _content(asker)  # lexically, the other speaker's question matches better
    settings.speaker_weight = 0.5
    hits = mem.search("u1", query, k=5)
    assert hits[0].item.content == _content(answer)
    speaker = {h.item.content: h.scores["speaker"] for h in hits}
    assert speaker[_content(answer)] == 1.0 and speaker[_content(asker)] == pytest.approx(0.5)


def test_no_discount_when_no_or_every_speaker_is_named_or_the_item_has_no_prefix(mem: LayeredMemory) -> None:
    _turns(mem, "s1", 3, "Caroline: I painted a rainbow", "Melanie: I painted a sunset")
    mem.add("u1", "User likes painting landscapes", type="preference")
    mem.searcher.settings.speaker_weight = 0.5
    for query in ("What was painted?", "What have Caroline and Melanie painted?"):
        assert {h.scores["speaker"] for h in mem.search("u1", query, k=5)} == {1.0}
    hits = {h.item.content: h.scores["speaker"] for h in mem.search("u1", "What has Caroline painted?", k=5)}
    assert hits == {"Caroline: I painted a rainbow": 1.0, "Melanie: I painted a sunset": 0.5,
                    "User likes painting landscapes": 1.0}
