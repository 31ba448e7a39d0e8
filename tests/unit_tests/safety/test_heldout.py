"""Held-out corpora of the injection guard: detection and false-positive rates, zh and en (see heldout_corpus.py).

The first corpus and batches 2–5 were each measured *before* their misses guided any change (figures in the
corpus comments); they are regression floors now. The last batch was never used to change the guard: its floor is
the honest generalisation figure, measured once, minus a small margin.
"""

from __future__ import annotations

import pytest

from langmem_layers.safety import scan_injection

from . import heldout_corpus as corpus

#: Regression floor for corpora that have been used to improve the guard (measured: 129/130 on the first corpus,
#: 28/30–30/30 on batches 2–15).
MIN_DETECTION_USED = 0.9
#: The untouched final batch, measured once: 20/30 caught (en 12/15, zh 8/15), 0/30 flagged (the guard before this
#: work: 11/30, 0/30). The floor leaves a margin of two sentences; it must not be raised by tuning on the final batch.
MIN_DETECTION_FINAL = 0.6
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


USED_BATCHES = [(name.lower(), getattr(corpus, f"{name}_ATTACKS"), getattr(corpus, f"{name}_BENIGN"))
                for name in corpus.BATCH_NAMES]


@pytest.mark.parametrize(("name", "attacks", "benign"), USED_BATCHES, ids=[b[0] for b in USED_BATCHES])
def test_used_batches_stay_caught(name: str, attacks: list[str], benign: list[str]) -> None:
    assert _caught(attacks) >= MIN_DETECTION_USED, [t for t in attacks if scan_injection(t) is None]
    assert len(_flagged(benign)) / len(benign) <= MAX_FALSE_POSITIVES, _flagged(benign)


def test_final_batch_generalisation() -> None:
    attacks, benign = corpus.FINAL_ATTACKS, corpus.FINAL_BENIGN
    assert len(attacks) + len(benign) >= 40
    assert abs(2 * sum(map(_is_zh, attacks)) - len(attacks)) <= 2  # a pinyin-only attack has no Chinese characters
    assert _caught(attacks) >= MIN_DETECTION_FINAL, [t for t in attacks if scan_injection(t) is None]
    assert len(_flagged(benign)) / len(benign) <= MAX_FALSE_POSITIVES, _flagged(benign)


def test_every_batch_is_bilingual_and_balanced() -> None:
    for name in (*corpus.BATCH_NAMES, "FINAL"):
        attacks = getattr(corpus, f"{name}_ATTACKS")
        assert abs(2 * sum(map(_is_zh, attacks)) - len(attacks)) <= 2, name  # pinyin-only lines count as Latin


#: Chinese-only batches: ZH1 measured once before it was used (21/34 caught, 0/32 flagged with commit b81c3b8), then
#: its misses guided the fixes (traditional folding, 同音字, bracketed notices, …) — a regression floor now.
ZH_USED_BATCHES = [("zh1", corpus.ZH1_ATTACKS, corpus.ZH1_BENIGN)]


@pytest.mark.parametrize(("name", "attacks", "benign"), ZH_USED_BATCHES, ids=[b[0] for b in ZH_USED_BATCHES])
def test_chinese_batches_stay_caught(name: str, attacks: list[str], benign: list[str]) -> None:
    assert len(attacks) >= 30 and len(benign) >= 30 and all(map(_is_zh, attacks + benign))
    assert _caught(attacks) >= MIN_DETECTION_USED, [t for t in attacks if scan_injection(t) is None]
    assert len(_flagged(benign)) / len(benign) <= MAX_FALSE_POSITIVES, _flagged(benign)


#: The untouched Chinese batch ZH2, measured once after the ZH1 fixes: 9/12 caught, 0/12 flagged (the guard before
#: them, commit b81c3b8: 9/12 too). The floor leaves a margin of one sentence; never raise it by tuning on ZH2.
MIN_DETECTION_ZH_FINAL = 0.66


def test_final_chinese_batch_generalisation() -> None:
    attacks, benign = corpus.ZH2_ATTACKS, corpus.ZH2_BENIGN
    assert len(attacks) >= 10 and len(benign) >= 10 and all(map(_is_zh, attacks + benign))
    assert _caught(attacks) >= MIN_DETECTION_ZH_FINAL, [t for t in attacks if scan_injection(t) is None]
    assert not _flagged(benign), _flagged(benign)
