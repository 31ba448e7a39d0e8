"""Bounded, linear work: one ``remember()`` call over a long thread, and ``add_many`` over a large batch.

    python -m benchmarks.bounded                      # 1k, 2k, 5k, 10k messages; add_many 1k/5k; prints JSON lines
    python -m benchmarks.bounded --messages 10000     # one size only
    python -m benchmarks.bounded --profile 2000       # cProfile of one call (top 25 by cumulative time)
    python -m benchmarks.bounded --messages 10000 --entries 1000 5000 10000 --repeat 3 --embedder e5
                                                      # p50 of 3 runs per size, with multilingual-e5-small

With ``--repeat N`` each size runs N times (a fresh store and empty in-process caches each time) and the p50 of
wall and CPU seconds is printed after the runs. The thread alternates assistant and user messages; user messages
are the zh/en mix of ``benchmarks.remember``
(preferences, plans, profile facts, changes of mind, secrets, injections, small talk) with a varying number so
they are not plain duplicates. The hashing embedder keeps the figures about the library, not the model. The call
must stay linear: the per-message time at 10k should be close to the one at 1k. ``cpu_seconds`` is the process's
CPU time (wall time on a shared machine also counts other processes' turns).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import random
import statistics
import tempfile
import time
from typing import Any

from langchain_core.embeddings import Embeddings

from langmem_layers import E5Embeddings, HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers._cache import registered_caches, text_caches

from .remember import ASSISTANT, CITIES_EN, CITIES_ZH, FOODS, USER_TURNS


def thread(n: int, seed: int = 7) -> list[dict[str, str]]:
    rng = random.Random(seed)
    out: list[dict[str, str]] = []
    for i in range(n):
        if i % 2 == 0:
            out.append({"role": "assistant", "content": rng.choice(ASSISTANT)})
            continue
        text = rng.choice(USER_TURNS).format(f=rng.choice(FOODS), cz=rng.choice(CITIES_ZH), ce=rng.choice(CITIES_EN))
        out.append({"role": "user", "content": f"{text} ({i})" if rng.random() < 0.5 else text})
    return out


EMBEDDERS = {"hashing": HashingEmbeddings, "e5": E5Embeddings}


def _open(embedder: str = "hashing") -> LayeredMemory:
    embeddings: Embeddings = EMBEDDERS[embedder]()
    return LayeredMemory.open(tempfile.mkdtemp(prefix="lml-bounded-"), embeddings=embeddings, config=MemoryConfig())


def _cold() -> None:
    """Empty every in-process cache (text memos, verdict and vector LRUs): each run starts as a new process would,
    not with the verdicts of the previous run's identical texts."""
    for memo in text_caches():
        memo.cache_clear()
    for cache in registered_caches():
        cache.clear()


def remember_figures(n: int, embedder: str = "hashing") -> dict[str, Any]:
    messages = thread(n)
    with _open(embedder) as mem:
        _cold()
        start, cpu = time.perf_counter(), time.process_time()
        report = mem.remember("bench-user", messages, session_id="long-thread")
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        kinds: dict[str, int] = {}
        for action in report.actions:
            kinds[action.kind] = kinds.get(action.kind, 0) + 1
        verified = mem.verify().ok
    return {"case": "remember", "embedder": embedder, "messages": n, "seconds": round(seconds, 2),
            "cpu_seconds": round(cpu, 2),
            "ms_per_message": round(1000 * seconds / n, 3), "actions": kinds,
            "refusals": len(report.refusals), "verify_ok": verified}


def add_many_figures(n: int, seed: int = 11, embedder: str = "hashing") -> dict[str, Any]:
    rng = random.Random(seed)
    entries = [{"content": f"User fact number {i}: likes {rng.choice(FOODS)} in {rng.choice(CITIES_EN)}"}
               for i in range(n)]
    with _open(embedder) as mem:
        _cold()
        start, cpu = time.perf_counter(), time.process_time()
        report = mem.add_many("bench-user", entries)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        verified = mem.verify().ok
    return {"case": "add_many", "embedder": embedder, "entries": n, "seconds": round(seconds, 2),
            "cpu_seconds": round(cpu, 2),
            "ms_per_entry": round(1000 * seconds / n, 3), "actions": len(report.actions), "verify_ok": verified}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--messages", type=int, nargs="*", default=[1000, 2000, 5000, 10_000])
    parser.add_argument("--entries", type=int, nargs="*", default=[1000, 5000])
    parser.add_argument("--profile", type=int, default=0, help="profile one remember() call of this many messages")
    parser.add_argument("--repeat", type=int, default=1, help="runs per size; the p50 is printed after them")
    parser.add_argument("--embedder", choices=sorted(EMBEDDERS), default="hashing")
    args = parser.parse_args(argv)
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        print(json.dumps(remember_figures(args.profile), ensure_ascii=False))
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(25)
        return
    cases = [("remember", n) for n in args.messages] + [("add_many", n) for n in args.entries]
    for case, n in cases:
        runs = []
        for _ in range(max(1, args.repeat)):
            run = remember_figures(n, args.embedder) if case == "remember" else \
                add_many_figures(n, embedder=args.embedder)
            print(json.dumps(run, ensure_ascii=False), flush=True)
            runs.append(run)
        if len(runs) > 1:
            summary = {"case": case, "embedder": args.embedder, "n": n, "runs": len(runs),
                       "p50_seconds": round(statistics.median(r["seconds"] for r in runs), 2),
                       "p50_cpu_seconds": round(statistics.median(r["cpu_seconds"] for r in runs), 2),
                       "p50_ms_per_unit": round(1000 * statistics.median(r["seconds"] for r in runs) / n, 3),
                       "verify_ok": all(r["verify_ok"] for r in runs)}
            print(json.dumps({"p50": summary}, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
