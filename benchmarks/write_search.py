"""A write between searches: ``add`` then ``search`` of one user, p50 / p95 over ``--rounds``, at one store size —
the turn of an agent that remembers something and then recalls (issue 13: the search right after a write paid a
whole re-read of the user's vector matrix).

The store at ``--path`` (a directory, or a ``postgresql://`` URL with ``--chroma``) is grown to ``--size`` items of
one user by ``benchmarks/scale.py``'s bulk path (hashing vectors at the real model's dimension, no model at ingest)
when it holds fewer, so one store can be built once, copied, and measured before and after a change. Each round
adds one new text (embedded by the real e5 model, the write gate on) and searches right after (a new query, e5 inside
the timed call); the steady searches (no write in between) are measured first for reference::

    python -m benchmarks.write_search --path /tmp/ws-100k --size 100000 --rounds 30
    python -m benchmarks.write_search --path postgresql://postgres@127.0.0.1:5432/mydb --chroma http://127.0.0.1:8000
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings

from .latency import NOW, USER, make_queries, percentiles
from .scale import TemplateStamper, grow, make_scale_texts


def _settle(mem: LayeredMemory, query: str, limit_s: float = 300.0) -> float:
    """Search until the user's matrix is cached at her current generation (a background read may be under way);
    returns the seconds it took."""
    t0, deps = time.perf_counter(), mem.deps
    while time.perf_counter() - t0 < limit_s:
        mem.search(USER, query)
        entry = deps._exact.get(USER)  # (generation, ids, matrix, rows) before issue 13's patch, a UserMatrix after
        cached = None if entry is None else entry[0] if isinstance(entry, tuple) else entry.generation
        if cached == deps.store.vector_generation(USER, deps.model_id):
            return time.perf_counter() - t0
        time.sleep(0.2)
    return time.perf_counter() - t0


def run(args: argparse.Namespace) -> dict[str, Any]:
    embeddings = default_embeddings("e5")
    target: Any = args.path if args.path.startswith(("postgresql://", "postgres://")) else Path(args.path)
    mem = LayeredMemory.open(target, config=MemoryConfig(clock=lambda: NOW), embeddings=embeddings,
                             vectors=args.chroma)
    try:
        have = mem.deps.store.count_items(USER)
        if have < args.size:
            hashing = HashingEmbeddings(dim=len(embeddings.embed_query("dimension probe")))
            t0 = time.perf_counter()
            have = grow(mem, hashing, have, args.size, time.perf_counter() + 1e9, random.Random(7 + have),
                        TemplateStamper())
            print(f"grew to {have} items in {time.perf_counter() - t0:.0f}s", file=sys.stderr, flush=True)
        if args.build_only:
            return {"items": have}
        queries = make_queries(args.rounds * 2 + args.warmup + 5, random.Random(8))
        settle_s = _settle(mem, queries[0])
        for q in queries[1:args.warmup + 1]:
            mem.search(USER, q)
        steady = []
        for q in queries[args.warmup + 1:args.warmup + 1 + args.rounds]:
            t0 = time.perf_counter()
            mem.search(USER, q)
            steady.append((time.perf_counter() - t0) * 1000)
        texts = make_scale_texts(10_000_000 + have, args.rounds, random.Random(9))
        adds, after = [], []
        for text, q in zip(texts, queries[args.warmup + 1 + args.rounds:], strict=False):
            t0 = time.perf_counter()
            mem.add(USER, text, type="fact")
            t1 = time.perf_counter()
            mem.search(USER, q)
            t2 = time.perf_counter()
            adds.append((t1 - t0) * 1000)
            after.append((t2 - t1) * 1000)
            if args.pause_s:
                time.sleep(args.pause_s)
        return {"items": have, "rounds": len(after), "first_settle_s": round(settle_s, 2),
                "steady_search_ms": percentiles(steady), "add_ms": percentiles(adds),
                "search_after_write_ms": percentiles(after)}
    finally:
        mem.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.write_search", description=__doc__.split("\n")[0])
    parser.add_argument("--path", required=True, help="store directory, or a postgresql:// URL")
    parser.add_argument("--chroma", default=None, help="Chroma server URL (PostgreSQL stack)")
    parser.add_argument("--size", type=int, default=100_000, help="items of the one user (grown when fewer)")
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--pause-s", type=float, default=0.0, help="pause after each round (0: back to back)")
    parser.add_argument("--build-only", action="store_true", help="grow the store and stop")
    args = parser.parse_args(argv)
    print(json.dumps(run(args), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
