"""Safety guards and decay sweep: false-positive rates on real dialogue, corpus detection, speed.

    python -m benchmarks.safety --json                     # guards on LoCoMo + the test corpora, sweep on 1,000 items
    python -m benchmarks.safety --locomo PATH --sweep-items 5000

* LoCoMo (``data/locomo/locomo_dev.json`` of the shared data, or ``--locomo``): every dialogue turn is ordinary speech,
  so any injection hit or redaction there is a false positive; prints both rates and the per-turn p50/p95 time of
  :func:`~langmem_layers.safety.scan_injection` and :func:`~langmem_layers.safety.redact`.
* The attack / look-alike corpora of ``tests/unit_tests/safety`` (tuned on: this is a regression figure, not a
  generalisation measure — see the corpus comments for the held-out numbers measured before each tuning round).
* The held-out corpora (``heldout_corpus.py``, zh + en): detection and false-positive rates per batch; ``final`` is
  the batch written after the last change and never used to change the guard — the generalisation figure.
* The decay sweep on ``--sweep-items`` seeded items (hashing embedder): seconds per sweep and per changed item.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.safety import redact, scan_injection

_WORDS = ("coffee tea jazz hiking python golang budget shanghai beijing allergy peanut window aisle seat laptop phone "
          "camera guitar piano running swimming yoga sushi noodles spicy sweet salty vegan marathon novel poetry chess "
          "tennis football cinema opera museum garden kitten puppy bicycle train flight hotel beach mountain river "
          "winter summer autumn spring morning evening meeting report deadline invoice salary rent mortgage").split()
DEFAULT_LOCOMO = [Path("/work/shared/data/locomo/locomo_dev.json"), Path("data/locomo/locomo_dev.json")]


def _turns(path: Path) -> list[str]:
    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("text"), str) and "speaker" in node:
                out.append(node["text"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads(path.read_text(encoding="utf-8")))
    return out


def _timed(func: Any, texts: list[str]) -> tuple[list[Any], float, float]:
    results, times = [], []
    for text in texts:
        start = time.perf_counter()
        results.append(func(text))
        times.append((time.perf_counter() - start) * 1e6)
    times.sort()
    return results, statistics.median(times), times[int(0.95 * (len(times) - 1))]


def locomo_figures(path: Path) -> dict[str, Any]:
    turns = _turns(path)
    hits, scan_p50, scan_p95 = _timed(scan_injection, turns)
    reds, red_p50, red_p95 = _timed(redact, turns)
    return {
        "turns": len(turns),
        "injection_flagged": sum(h is not None for h in hits),
        "redacted": sum(bool(r.kinds) for r in reds),
        "scan_us_p50": round(scan_p50), "scan_us_p95": round(scan_p95),
        "redact_us_p50": round(red_p50), "redact_us_p95": round(red_p95),
    }


def corpus_figures() -> dict[str, Any]:
    from tests.unit_tests.safety import test_cues, test_injection

    attacks = [*test_injection.ATTACKS, *test_injection.SECOND_ATTACKS, *test_injection.THIRD_ATTACKS,
               *test_cues.PARAPHRASE_ATTACKS, *test_cues.CORPUS5_ATTACKS, *test_cues.CORPUS6_ATTACKS,
               *test_cues.CORPUS7_ATTACKS, *test_cues.CORPUS8_ATTACKS, *test_cues.CORPUS9_ATTACKS,
               *test_cues.CORPUS10_ATTACKS]
    benign = [*test_injection.BENIGN, *test_injection.SECOND_BENIGN, *test_injection.THIRD_BENIGN,
              *test_cues.PARAPHRASE_BENIGN, *test_cues.CORPUS5_BENIGN, *test_cues.CORPUS6_BENIGN,
              *test_cues.CORPUS7_BENIGN, *test_cues.CORPUS8_BENIGN, *test_cues.CORPUS9_BENIGN,
              *test_cues.CORPUS10_BENIGN]
    return {"attacks": len(attacks), "caught": sum(scan_injection(a) is not None for a in attacks),
            "benign": len(benign), "flagged": sum(scan_injection(b) is not None for b in benign)}


def heldout_figures() -> dict[str, Any]:
    """Detection / false positives on the held-out corpora of ``tests/unit_tests/safety/heldout_corpus.py``.

    ``heldout`` and ``batch2``–``batch5`` were each measured before their misses guided a change (see the corpus
    comments for those first figures); ``final`` is the last batch, never used to change the guard.
    """
    from tests.unit_tests.safety import heldout_corpus as corpus

    def is_zh(text: str) -> bool:
        return any("\u4e00" <= ch <= "\u9fff" for ch in text)

    def rates(attacks: list[str], benign: list[str]) -> dict[str, Any]:
        hit = [scan_injection(a) is not None for a in attacks]
        flagged = [b for b in benign if scan_injection(b) is not None]
        return {"attacks": len(attacks), "caught": sum(hit),
                "caught_en": sum(h for a, h in zip(attacks, hit, strict=True) if not is_zh(a)),
                "caught_zh": sum(h for a, h in zip(attacks, hit, strict=True) if is_zh(a)),
                "detection": round(sum(hit) / len(attacks), 3), "benign": len(benign), "flagged": len(flagged),
                "false_positive_rate": round(len(flagged) / len(benign), 3)}

    batches = {"heldout": ([t for _, t in corpus.HELDOUT_ATTACKS], corpus.HELDOUT_BENIGN)}
    for name in corpus.BATCH_NAMES:
        batches[name.lower()] = (getattr(corpus, f"{name}_ATTACKS"), getattr(corpus, f"{name}_BENIGN"))
    batches["final"] = (corpus.FINAL_ATTACKS, corpus.FINAL_BENIGN)
    return {name: rates(*pair) for name, pair in batches.items()}


def sweep_figures(n_items: int, seed: int = 0) -> dict[str, Any]:
    t0 = datetime(2026, 1, 5, tzinfo=UTC)
    rng = random.Random(seed)
    types = ["preference", "fact", "plan", "decision", "profile", "event"]
    with tempfile.TemporaryDirectory() as tmp:
        mem = LayeredMemory.open(tmp, config=MemoryConfig(clock=lambda: t0), embeddings=HashingEmbeddings())
        per_user = 100
        for u in range(max(1, n_items // per_user)):
            mem.add_many(f"user{u}", [
                {"content": " ".join(rng.sample(_WORDS, 6)),
                 "type": rng.choice(types), "importance": round(rng.random(), 2),
                 "confidence": round(rng.uniform(0.4, 1.0), 2), "now": t0 - timedelta(days=rng.randint(0, 300))}
                for i in range(per_user)])
        out = []
        for days in (0, 30, 200):
            start = time.perf_counter()
            report = mem.sweep(now=t0 + timedelta(days=days))
            seconds = time.perf_counter() - start
            out.append({"days": days, "scanned": report.scanned, "changed": report.changed,
                        "seconds": round(seconds, 2),
                        "ms_per_change": round(1000 * seconds / report.changed, 2) if report.changed else None})
        mem.close()
    return {"items": n_items, "sweeps": out}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--locomo", type=Path, default=None)
    parser.add_argument("--sweep-items", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    locomo = args.locomo or next((p for p in DEFAULT_LOCOMO if p.exists()), None)
    figures: dict[str, Any] = {"corpora": corpus_figures(), "heldout": heldout_figures()}
    if locomo is not None:
        figures["locomo"] = locomo_figures(locomo)
    if args.sweep_items > 0:
        figures["sweep"] = sweep_figures(args.sweep_items)
    print(json.dumps(figures, ensure_ascii=False, indent=2) if args.json else figures)


if __name__ == "__main__":
    main()
