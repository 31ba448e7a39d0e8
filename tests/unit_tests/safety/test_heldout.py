"""Held-out corpora of the injection guard: detection and false-positive rates, zh and en (see heldout_corpus.py).

The first corpus and batches 2–5 were each measured *before* their misses guided any change (figures in the
corpus comments); they are regression floors now. The last batch was never used to change the guard: its floor is
the honest generalisation figure, measured once, minus a small margin.
"""

from __future__ import annotations

import pytest

from langmem_layers.safety import scan_injection

from . import heldout_corpus as corpus

#: Regression floors for corpora that have been used to improve the guard (measured: 129/130 and 100 %).
MIN_DETECTION_USED = 0.9
#: The untouched final batch: measured FINAL_BATCH_CAUGHT of its attacks; the floor leaves one sentence of margin.
MAX_FALSE_POSITIVES = 0.03


def _is_zh(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _caught(texts: list[str]) -> float:
    return sum(scan_injection(t) is not None for t in texts) / len(texts)


def _flagged(texts: list[str]) -> list[str]:
    return [t for t in texts if scan_injection(t) is not None]


ATTACKS = [text for _, text in corpus.HELDOUT_ATTACKS]


def test_heldout_corpus_has_the_required_shape() -> None:
    assert len(ATTACKS) >= 120 and len(corpus.HELDOUT_BENIGN) >= 120
    assert sum(map(_is_zh, ATTACKS)) == len(ATTACKS) // 2
    assert sum(map(_is_zh, corpus.HELDOUT_BENIGN)) == len(corpus.HELDOUT_BENIGN) // 2
    families = {family for family, _ in corpus.HELDOUT_ATTACKS}
    assert families == set(corpus.EN_ATTACKS) == set(corpus.ZH_ATTACKS)
    assert {"override", "role", "privilege", "exfiltration", "poisoning", "fake_system", "jailbreak", "indirect",
            "obfuscation"} <= families


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_heldout_detection_per_language(lang: str) -> None:
    texts = [t for t in ATTACKS if _is_zh(t) == (lang == "zh")]
    assert _caught(texts) >= MIN_DETECTION_USED, [t for t in texts if scan_injection(t) is None]


@pytest.mark.parametrize("family", sorted(corpus.EN_ATTACKS))
def test_heldout_every_family_is_mostly_caught(family: str) -> None:
    texts = corpus.EN_ATTACKS[family] + corpus.ZH_ATTACKS[family]
    assert _caught(texts) >= 0.9, [t for t in texts if scan_injection(t) is None]


def test_heldout_benign_false_positives() -> None:
    flagged = _flagged(corpus.HELDOUT_BENIGN)
    assert len(flagged) / len(corpus.HELDOUT_BENIGN) <= MAX_FALSE_POSITIVES, flagged


USED_BATCHES = [
    ("batch2", corpus.BATCH2_ATTACKS, corpus.BATCH2_BENIGN),
    ("batch3", corpus.BATCH3_ATTACKS, corpus.BATCH3_BENIGN),
    ("batch4", corpus.BATCH4_ATTACKS, corpus.BATCH4_BENIGN),
    ("batch5", corpus.BATCH5_ATTACKS, corpus.BATCH5_BENIGN),
    ("batch6", corpus.BATCH6_ATTACKS, corpus.BATCH6_BENIGN),
    ("batch7", corpus.BATCH7_ATTACKS, corpus.BATCH7_BENIGN),
    ("batch8", corpus.BATCH8_ATTACKS, corpus.BATCH8_BENIGN),
    ("batch9", corpus.BATCH9_ATTACKS, corpus.BATCH9_BENIGN),
    ("batch10", corpus.BATCH10_ATTACKS, corpus.BATCH10_BENIGN),
    ("batch11", corpus.BATCH11_ATTACKS, corpus.BATCH11_BENIGN),
    ("batch12", corpus.BATCH12_ATTACKS, corpus.BATCH12_BENIGN),
    ("batch13", corpus.BATCH13_ATTACKS, corpus.BATCH13_BENIGN),
]


@pytest.mark.parametrize(("name", "attacks", "benign"), USED_BATCHES, ids=[b[0] for b in USED_BATCHES])
def test_used_batches_stay_caught(name: str, attacks: list[str], benign: list[str]) -> None:
    assert _caught(attacks) >= MIN_DETECTION_USED, [t for t in attacks if scan_injection(t) is None]
    assert len(_flagged(benign)) / len(benign) <= MAX_FALSE_POSITIVES, _flagged(benign)
