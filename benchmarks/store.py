"""Store benchmark: batched add throughput and search latency at 1k and 10k items for one user among 100 users.

    python -m benchmarks.store --json                       # hashing embedder: the stores' own cost
    python -m benchmarks.store --embeddings auto --sizes 1000 --json   # with the real local model

Prints one JSON object (with --json) or a table; numbers depend on the machine (record them with the command).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig

WORDS_ZH = list("咖啡火锅旅行预算跑步电影音乐编程绿茶上海杭州北京项目会议周末早餐晚饭医院银行学校公司朋友家人手机电脑")
WORDS_EN = ("coffee hiking python budget jazz sushi running travel books tea meeting project weekend dinner doctor "
            "bank school office friend family phone laptop garden piano tennis camera museum").split()


def _texts(n: int, rng: random.Random, tag: str) -> list[str]:
    """Distinct, mixed Chinese/English memories (random word bags plus a serial number, so few are duplicates)."""
    out = []
    for i in range(n):
        if i % 2 == 0:
            words = "".join(rng.sample(WORDS_ZH, 8))
            out.append(f"用户{tag}第{i}条：{words}，金额{rng.randint(10, 99999)}元")
        else:
            words = " ".join(rng.sample(WORDS_EN, 6))
            out.append(f"Note {tag}-{i}: {words}, amount {rng.randint(10, 99999)}")
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(size: int, users: int, embeddings: str, queries: int, batch: int) -> dict[str, float]:
    rng = random.Random(size)
    day0 = datetime(2026, 1, 1, tzinfo=UTC)
    emb = HashingEmbeddings() if embeddings == "hashing" else None
    with tempfile.TemporaryDirectory() as tmp, LayeredMemory.open(
        tmp, embeddings=emb, config=MemoryConfig(clock=lambda: day0)
    ) as mem:
        other = 100  # each of the other users holds 100 items
        for u in range(1, users):
            texts = _texts(other, rng, f"u{u}")
            mem.add_many(f"user-{u}", [{"content": t, "type": "event"} for t in texts])
        target = _texts(size, rng, "target")
        start = time.perf_counter()
        added = 0
        for lo in range(0, size, batch):
            added += len(mem.add_many("user-0", [{"content": t, "type": "event", "now": day0 + timedelta(minutes=i)}
                                    for i, t in enumerate(target[lo : lo + batch], start=lo)]).items("add"))
        add_seconds = time.perf_counter() - start
        qs = ["".join(rng.sample(WORDS_ZH, 4)) if q % 2 else " ".join(rng.sample(WORDS_EN, 3))
              for q in range(queries)]
        mem.search("user-0", "warm up", touch=False)
        latencies = []
        for q in qs:
            t0 = time.perf_counter()
            mem.search("user-0", q, touch=False)
            latencies.append((time.perf_counter() - t0) * 1000)
        total = sum(mem.sqlite.count_items(f"user-{u}") for u in range(users))
        return {
            "items_for_user": mem.sqlite.count_items("user-0"),
            "rows_added": added,
            "items_total": total,
            "users": users,
            "add_items_per_s": round(size / add_seconds, 1),
            "search_ms_p50": round(statistics.median(latencies), 2),
            "search_ms_p95": round(_percentile(latencies, 0.95), 2),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--users", type=int, default=100)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--batch", type=int, default=500)
    parser.add_argument("--embeddings", choices=["hashing", "auto"], default="hashing")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = {"embeddings": args.embeddings, "runs": [
        run(int(s), args.users, args.embeddings, args.queries, args.batch) for s in args.sizes.split(",")
    ]}
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for r in results["runs"]:
            print(r)


if __name__ == "__main__":
    main()
