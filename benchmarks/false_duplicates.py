"""False duplicates: two distinct memories that differ in exactly one value must never be skipped as duplicates.

``data/false_duplicates_{zh,en}.jsonl`` (220 pairs, written for this test without seeing the code): each pair is
added to a fresh user, first then second, with ``mem.add``; the second must be added, merged with care or supersede
the first (a single-valued attribute) — never ``skip``. e5 cosines of such pairs are above the 0.92 duplicate
threshold, so this is a test of the value-aware reconciliation, not of the embedder::

    python -m benchmarks.false_duplicates                   # e5 (the default embedder)
    python -m benchmarks.false_duplicates --embeddings hashing -v
    python -m benchmarks.false_duplicates --data false_duplicates_heldout2.jsonl   # the second set (120 pairs)
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from langmem_layers import LayeredMemory
from langmem_layers.embeddings import default_embeddings

DATA = Path(__file__).parent / "data"


DEFAULT_FILES = ("false_duplicates_zh.jsonl", "false_duplicates_en.jsonl")


def load_pairs(files: list[str] | None = None) -> list[dict[str, str]]:
    """The pairs of ``files`` (paths, or names under ``benchmarks/data``; default: the zh and en sets)."""
    rows: list[dict[str, str]] = []
    for name in files or DEFAULT_FILES:
        path = Path(name) if Path(name).exists() else DATA / name
        with path.open(encoding="utf-8") as handle:
            rows.extend(json.loads(line) for line in handle if line.strip())
    return rows


def run(mem: LayeredMemory, pairs: list[dict[str, str]]) -> dict[str, Any]:
    """Add each pair to its own user; count what happened to the second statement."""
    outcomes: Counter[str] = Counter()
    replaced: Counter[str] = Counter()
    skipped: list[dict[str, str]] = []
    for n, pair in enumerate(pairs):
        user = f"pair-{n}"
        mem.add(user, pair["first"])
        action = mem.add(user, pair["second"]).actions[0]
        outcomes[action.kind] += 1
        if action.kind == "supersede":
            replaced[action.rule] += 1
        if action.kind == "skip":
            skipped.append({**pair, "rule": action.rule, "reason": action.reason or ""})
    return {"pairs": len(pairs), "outcomes": dict(outcomes), "supersede_rules": dict(replaced), "skipped": skipped}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--embeddings", default="auto", help="auto (e5) | e5 | use | hashing")
    parser.add_argument("--data", nargs="*", help="pair files (default: the zh and en sets)")
    parser.add_argument("--judge", choices=["on", "off"], default="on", help="the learned update judge")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        mem = LayeredMemory.open(Path(tmp) / "store", embeddings=default_embeddings(args.embeddings),
                                 update_judge=args.judge == "on")
        try:
            result = run(mem, load_pairs(args.data))
        finally:
            mem.close()
    by_kind = Counter(p["differs"] for p in result["skipped"])
    print(f"pairs {result['pairs']}  outcomes {result['outcomes']}  skipped as duplicate: {len(result['skipped'])}"
          f"  by kind {dict(by_kind)}  supersedes by rule {result['supersede_rules']}")
    if args.verbose:
        for row in result["skipped"]:
            print(f"  [{row['differs']}] {row['first']!r} / {row['second']!r}: {row['rule']} {row['reason']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
