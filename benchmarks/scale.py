"""Scale: ``search`` / ``build_context`` p50/p95 for one user as the store grows, embedded stack (SQLite + embedded
Chroma) vs PostgreSQL + a Chroma server, with the growth ratio; write throughput with 1 vs 4 writer processes on
PostgreSQL (``benchmarks/replicas.py``'s add / supersede / touch protocol; 4 writers on 4 shared users and on one
user each, timed after process start-up).

One store per backend grows through the sizes (``--sizes``; all items belong to the measured user): each step
ingests the difference by the bulk path (``benchmarks/_ingest.py``) with vectors from the hashing embedder at the
real model's dimension (no model at ingest), on PostgreSQL runs ``VACUUM ANALYZE`` (autovacuum's work, off on
this machine's server; ``--no-analyze`` skips it), then measures queries embedded by the real e5 model inside the
timed call. ``--budget-s`` bounds each backend's ingest: a size the budget cannot reach is measured where it stopped and
reported as reached::

    chroma run --path /tmp/chroma --port 8000 &
    python -m benchmarks.scale --sizes 10000,100000 --chroma http://127.0.0.1:8000 \\
        --url postgresql://postgres@127.0.0.1:5432/postgres
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig, MemoryItem
from langmem_layers.embeddings import default_embeddings
from langmem_layers.safety.stamp import CLEAN_STAMP_KEY, clean_stamp, fingerprint
from langmem_layers.text import DigestCache

from ._ingest import Episode, add_episodes
from .latency import _EN_SUBJECTS, _EN_TEMPLATES, _ZH_SUBJECTS, _ZH_TEMPLATES, NOW, USER, make_queries, measure
from .replicas import hammer

BATCH = 2000


def _database(url: str) -> tuple[str, Any]:
    import psycopg
    name = "langmem_layers_scale_" + uuid.uuid4().hex[:8]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")

    def drop() -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    return urlunsplit(urlsplit(url)._replace(path="/" + name)), drop


def vacuum_analyze(url: str) -> None:
    """What autovacuum does on a server that runs it (this machine's PostgreSQL has ``autovacuum = off``): planner
    statistics for the freshly loaded tables and the GIN pending list merged. Without it the keyword statements
    are planned for an empty table (1.7x slower at 100,000 items here)."""
    import psycopg
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE")


class TemplateStamper:
    """The write path's clean stamp at bulk speed: each text is a scanned template plus a counter (`` (#n)``), so the
    injection scan (~8 ms a text on this machine, 60% of the ingest) runs once per template and the stamp is made
    for the exact text, as ``stamp_clean`` would make it (the read guard then sees what it sees after ``add``)."""

    def __init__(self) -> None:
        self.clean: dict[str, bool] = {}

    def __call__(self, item: MemoryItem) -> None:
        base = item.content.rsplit(" (#", 1)[0]
        if base not in self.clean:
            self.clean[base] = clean_stamp(base) is not None
        if self.clean[base]:
            item.metadata = {**item.metadata, CLEAN_STAMP_KEY: DigestCache.digest(fingerprint(), item.content).hex()}


def make_scale_texts(start: int, n: int, rng: random.Random) -> list[str]:
    """``latency.make_texts``' templates and subjects with three amounts (1,152 templates), numbered from
    ``start`` so every text is unique."""
    out = []
    for i in range(start, start + n):
        templates, subjects = (_ZH_TEMPLATES, _ZH_SUBJECTS) if i % 2 else (_EN_TEMPLATES, _EN_SUBJECTS)
        text = rng.choice(templates).format(s=rng.choice(subjects), n=rng.choice((300, 1200, 5000)))
        out.append(f"{text} (#{i})")
    return out


def grow(mem: LayeredMemory, hashing: HashingEmbeddings, have: int, want: int, deadline: float,
         rng: random.Random, stamper: TemplateStamper) -> int:
    """Bulk-ingest items ``have`` … ``want`` (hashing vectors) until done or ``deadline``; returns the new count."""
    while have < want and time.perf_counter() < deadline:
        n = min(BATCH, want - have)
        texts = make_scale_texts(have, n, rng)
        episodes = [Episode(t, NOW - timedelta(minutes=200_000 - have - i), f"m{have + i}",
                            f"s{(have + i) // 40}", 0.3 + 0.4 * (((have + i) * 7) % 10) / 10)
                    for i, t in enumerate(texts)]
        add_episodes(mem, USER, episodes, batch_size=BATCH, vectors=hashing.embed_documents(texts), stamper=stamper)
        have += n
    return have


def one_backend(backend: str, sizes: list[int], args: argparse.Namespace, embeddings: Any) -> list[dict[str, Any]]:
    drop = None
    rows: list[dict[str, Any]] = []
    hashing = HashingEmbeddings(dim=len(embeddings.embed_query("dimension probe")))
    with tempfile.TemporaryDirectory(prefix="langmem-scale-") as tmp:
        target: Any = Path(tmp)
        vectors = None
        if backend == "postgres":
            target, drop = _database(args.url)
            vectors = args.chroma
        try:
            mem = LayeredMemory.open(target, config=MemoryConfig(clock=lambda: NOW), embeddings=embeddings,
                                     vectors=vectors)
            try:
                have, rng, started, stamper = 0, random.Random(7), time.perf_counter(), TemplateStamper()
                deadline = started + args.budget_s
                for size in sizes:
                    t0 = time.perf_counter()
                    have = grow(mem, hashing, have, size, deadline, rng, stamper)
                    print(f"[{backend}] {have} items ({time.perf_counter() - t0:.0f}s ingest)", file=sys.stderr,
                          flush=True)
                    if backend == "postgres" and args.analyze:
                        t0 = time.perf_counter()
                        vacuum_analyze(str(target))
                        print(f"[{backend}] VACUUM ANALYZE {time.perf_counter() - t0:.0f}s", file=sys.stderr,
                              flush=True)
                    result = measure(mem, make_queries(args.queries, random.Random(8)), warmup=args.warmup)
                    rows.append({"backend": backend, "target": size, "items": have,
                                 "ingest_items_per_s": round(have / max(time.perf_counter() - started, 1e-9), 1),
                                 "search_p50": result["search_ms"]["p50"], "search_p95": result["search_ms"]["p95"],
                                 "context_p50": result["build_context_ms"]["p50"],
                                 "context_p95": result["build_context_ms"]["p95"]})
                    print(f"[{backend}] {rows[-1]}", file=sys.stderr, flush=True)
                    if have < size:
                        break  # the ingest budget ran out: this is the largest size reached
            finally:
                mem.close()
        finally:
            if drop is not None:
                drop()
    for r in rows:
        r["growth_search_p50"] = round(r["search_p50"] / rows[0]["search_p50"], 2)
        r["growth_context_p50"] = round(r["context_p50"] / rows[0]["context_p50"], 2)
    return rows


#: (label, writer processes, users, each writer's own users): 4 users in every case, shared by the 4 writers or
#: one of each writer's own (no writer ever waits for another's user lock).
WRITE_CASES = (("1_writer", 1, 4, False), ("4_writers_same_users", 4, 4, False),
               ("4_writers_distinct_users", 4, 1, True))


def measure_writes(url: str, ops: int) -> dict[str, Any]:
    """Add / supersede / touch throughput of 1 and 4 writer processes (``replicas.hammer``, one fresh database per
    case), timed after every process started and opened its pool; start-up and lock waits reported apart."""
    writes: dict[str, Any] = {}
    for label, workers, users, distinct in WRITE_CASES:
        target, drop = _database(url)
        try:
            report = hammer(target, workers=workers, ops=ops, users=users, distinct=distinct)
        finally:
            drop()
        writes[label] = {key: report[key] for key in ("ops", "ops_per_second", "ops_per_second_with_startup",
                                                      "startup_s", "lock_wait_s", "client_cpu_ms_per_op")}
        writes[label]["lost_or_duplicated"] = (report["lost"] + report["duplicated"] + report["lost_updates"]
                                               + report["double_applied_supersedes"])
        print(f"[writes] {label}: {writes[label]}", file=sys.stderr, flush=True)
    return writes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scale", description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--chroma", required=True, help="Chroma server URL for the PostgreSQL stack")
    parser.add_argument("--queries", type=int, default=60, help="timed queries per size (search and build_context)")
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--budget-s", type=float, default=420.0, help="ingest time allowed per backend")
    parser.add_argument("--writer-ops", type=int, default=500, help="operations per writer process (0: no writes)")
    parser.add_argument("--backends", default="embedded,postgres", help="'' for the write throughput only")
    parser.add_argument("--no-analyze", dest="analyze", action="store_false",
                        help="PostgreSQL: skip the VACUUM ANALYZE after each ingest step (autovacuum's work)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    embeddings = default_embeddings("e5")
    sizes = [int(s) for s in args.sizes.split(",")]
    rows = [r for b in args.backends.split(",") if b for r in one_backend(b, sizes, args, embeddings)]
    writes = {} if args.writer_ops <= 0 else measure_writes(args.url, args.writer_ops)
    if args.json:
        print(json.dumps({"latency": rows, "writes": writes}, indent=2))
    else:
        print("| backend | items (target) | search p50 / p95 ms | build_context p50 / p95 ms | growth search / context "
              "| ingest items/s |")
        print("|---|---|---|---|---|---|")
        for r in rows:
            print(f"| {r['backend']} | {r['items']} ({r['target']}) | {r['search_p50']} / {r['search_p95']} | "
                  f"{r['context_p50']} / {r['context_p95']} | ×{r['growth_search_p50']} / ×{r['growth_context_p50']} "
                  f"| {r['ingest_items_per_s']} |")
        print("writes (PostgreSQL, add / supersede / touch, timed after start-up):")
        for label, w in writes.items():
            print(f"  {label}: {w['ops_per_second']} ops/s ({w['ops_per_second_with_startup']} with start-up "
                  f"{w['startup_s']} s), lock wait {w['lock_wait_s']} s, client CPU {w['client_cpu_ms_per_op']} "
                  f"ms/op, {w['lost_or_duplicated']} lost or duplicated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
