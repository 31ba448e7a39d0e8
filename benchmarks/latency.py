"""Read-path latency: ``search()`` (and ``build_context()`` when the facade has it) with 10k memories for one user
among many users, query embedding included.

Setup (reported in the output): one store; the measured user gets ``--user-items`` memories (bilingual, generated
from templates over a topic vocabulary); ``--total`` memories in all, the rest spread over other users of 10k each
(prefix-similar ids included). ``--real`` of the measured user's texts are embedded with the real model; the other
vectors are convex mixes of two real vectors plus noise (same region of the embedding space, so the ANN index and
the filters work as on real data) — embedding 100k texts with e5 (~22 ms each) would take ~40 minutes. Every query
is a new text, embedded by the real model inside the timed call; timing starts after 20 warm-up queries (the very
first query, which loads the model and the user's vector matrix, is reported apart)::

    python -m benchmarks.latency --json
    python -m benchmarks.latency --total 30000 --queries 50      # quicker
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings

from ._ingest import Episode, add_episodes
from .locomo import parse_sets

USER = "acme"
#: Queries run (and not timed) before measuring.
WARMUP = 20
NOW = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)

_ZH_SUBJECTS = ["咖啡", "火锅", "爬山", "跑步", "笔记本电脑", "预算", "出差", "东京", "上海", "项目A", "Java", "会议",
                "猫", "牙医", "健身房", "报销", "机票", "酒店", "生日", "周报", "Python", "耳机", "租房", "学日语"]
_ZH_TEMPLATES = ["用户喜欢{s}，尤其是周末", "用户不喜欢{s}", "用户计划下个月处理{s}的事情",
                 "用户决定长期使用{s}", "用户提到{s}的预算是{n}元",
                 "用户上周去了{s}相关的地方", "记住：用户对{s}很在意", "用户说{s}已经搞定了"]
_EN_SUBJECTS = ["coffee", "hiking", "the Lisbon trip", "budget", "laptop", "running", "Java", "standup meeting",
                "dentist", "gym", "expense report", "flight", "hotel", "birthday", "weekly report", "headphones",
                "apartment", "Japanese lessons", "project Atlas", "sushi", "guitar", "tax return", "car", "garden"]
_EN_TEMPLATES = ["User likes {s}, especially on weekends", "User dislikes {s}", "User plans to sort out {s} next month",
                 "User decided to stick with {s}", "User said the {s} budget is {n} dollars",
                 "User went somewhere related to {s} last week", "Remember: {s} matters a lot to the user",
                 "User says {s} is done now"]
_QUERIES_ZH = ["我喜欢什么{s}？", "{s}的预算是多少", "我之前说过{s}的事吗", "帮我推荐和{s}有关的安排",
               "关于{s}我决定了什么"]
_QUERIES_EN = ["What do I like about {s}?", "What was my {s} budget?", "Did I mention {s} before?",
               "Recommend something around {s}", "What did I decide about {s}?"]


def make_texts(n: int, rng: random.Random) -> list[str]:
    out = []
    for i in range(n):
        if i % 2:
            text = rng.choice(_ZH_TEMPLATES).format(s=rng.choice(_ZH_SUBJECTS), n=rng.randint(100, 20000))
        else:
            text = rng.choice(_EN_TEMPLATES).format(s=rng.choice(_EN_SUBJECTS), n=rng.randint(100, 20000))
        out.append(f"{text} (#{i})")
    return out


def make_queries(n: int, rng: random.Random) -> list[str]:
    out = []
    for i in range(n):
        if i % 2:
            out.append(rng.choice(_QUERIES_ZH).format(s=rng.choice(_ZH_SUBJECTS)) + f" {i}")
        else:
            out.append(rng.choice(_QUERIES_EN).format(s=rng.choice(_EN_SUBJECTS)) + f" {i}")
    return out


def mixed_vectors(base: np.ndarray, n: int, rng: np.random.Generator, noise: float = 0.05) -> np.ndarray:
    """``n`` unit vectors near ``base``'s rows: a convex mix of two of them plus Gaussian noise."""
    a, b = rng.integers(0, len(base), n), rng.integers(0, len(base), n)
    t = rng.random((n, 1)).astype(np.float32)
    out = t * base[a] + (1 - t) * base[b] + noise * rng.standard_normal((n, base.shape[1])).astype(np.float32)
    return out / np.linalg.norm(out, axis=1, keepdims=True)


def build(mem: LayeredMemory, *, user_items: int, total: int, real: int, seed: int,
          log: Any) -> dict[str, Any]:
    rng, nrng = random.Random(seed), np.random.default_rng(seed)
    t0 = time.perf_counter()
    texts = make_texts(user_items, rng)
    base = np.asarray(mem.embed_texts(texts[:real]), dtype=np.float32)
    log(f"embedded {real} texts in {time.perf_counter() - t0:.0f}s")
    vectors = np.concatenate([base, mixed_vectors(base, user_items - real, nrng)])
    users = [USER] + [f"{USER}-corp" if i == 0 else f"tenant-{i:04d}" for i in range(max(0, total - 1) // 10_000 + 1)]
    remaining, done = total, 0
    for user in users:
        n = min(user_items if user == USER else 10_000, remaining)
        if n <= 0:
            break
        user_texts = texts[:n] if user == USER else make_texts(n, rng)
        user_vecs = vectors[:n] if user == USER else mixed_vectors(base, n, nrng)
        episodes = [Episode(t, NOW - timedelta(minutes=n - i), f"m{i}", f"s{i // 40}", 0.3 + 0.4 * ((i * 7) % 10) / 10)
                    for i, t in enumerate(user_texts)]
        add_episodes(mem, user, episodes, batch_size=2000, vectors=user_vecs.tolist(), stamp=user == USER)
        remaining -= n
        done += n
        log(f"{done} memories stored ({time.perf_counter() - t0:.0f}s)")
    return {"users": len(users), "total_memories": done, "user_memories": min(user_items, total),
            "really_embedded": real, "setup_s": round(time.perf_counter() - t0, 1)}


def percentiles(values: list[float]) -> dict[str, float]:
    return {"p50": round(float(np.percentile(values, 50)), 2), "p95": round(float(np.percentile(values, 95)), 2),
            "mean": round(float(np.mean(values)), 2)}


def measure(mem: LayeredMemory, queries: list[str], warmup: int = WARMUP) -> dict[str, Any]:
    """Steady-state latency after ``warmup`` other queries (the first loads the model and the user's vector
    matrix and warms SQLite's page cache; its time is reported apart as ``first_search_ms``)."""
    out: dict[str, Any] = {}
    t0 = time.perf_counter()
    mem.search(USER, "warm-up 热身", now=NOW)
    out["first_search_ms"] = round((time.perf_counter() - t0) * 1000, 1)
    for q in make_queries(warmup, random.Random(-1)):
        mem.search(USER, "warm-up " + q, now=NOW)
    search_ms = []
    for q in queries:
        t0 = time.perf_counter()
        mem.search(USER, q, k=5, now=NOW)
        search_ms.append((time.perf_counter() - t0) * 1000)
    out["search_ms"] = percentiles(search_ms)
    embed_ms = []
    for q in queries[:50]:
        t0 = time.perf_counter()
        mem.embeddings.embed_query(q + " (again)")
        embed_ms.append((time.perf_counter() - t0) * 1000)
    out["query_embedding_ms"] = percentiles(embed_ms)
    if hasattr(mem, "build_context"):
        ctx_ms = []
        for i, q in enumerate(queries):
            messages = [{"role": "user", "content": "我们在聊预算"}, {"role": "assistant", "content": "好的。"},
                        {"role": "user", "content": q + " ?"}]
            t0 = time.perf_counter()
            mem.build_context(USER, messages, session_id=f"lat-{i % 20}", now=NOW)
            ctx_ms.append((time.perf_counter() - t0) * 1000)
        out["build_context_ms"] = percentiles(ctx_ms)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.latency", description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--user-items", type=int, default=10_000)
    parser.add_argument("--total", type=int, default=100_000, help="memories in the store, all users together")
    parser.add_argument("--real", type=int, default=1_000, help="texts embedded with the real model at setup")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--path", type=Path, default=None, help="store dir to build or reuse (default: a temp dir)")
    parser.add_argument("--embeddings", default="e5", choices=["e5", "use", "auto"])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                        help="MemoryConfig override for an ablation, e.g. --set keyword_candidates=50")
    args = parser.parse_args(argv)
    log = lambda s: print(s, file=sys.stderr, flush=True)  # noqa: E731
    tmp = None
    path = args.path
    if path is None:
        tmp = tempfile.TemporaryDirectory(prefix="langmem-latency-")
        path = Path(tmp.name)
    reuse = (path / "memory.sqlite3").exists()
    mem = LayeredMemory.open(path, embeddings=default_embeddings(args.embeddings),
                             config=MemoryConfig(clock=lambda: NOW, **parse_sets(args.set)))
    try:
        if reuse:
            setup = {"reused_store": str(path), "user_memories": mem.sqlite.count_items(USER)}
        else:
            setup = build(mem, user_items=args.user_items, total=args.total, real=min(args.real, args.user_items),
                          seed=args.seed, log=log)
        result = {"setup": setup, **measure(mem, make_queries(args.queries, random.Random(args.seed + 1)))}
        result["setup"]["queries"] = args.queries
        result["setup"]["embeddings"] = mem.model_id
    finally:
        mem.close()
        if tmp is not None:
            tmp.cleanup()
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
