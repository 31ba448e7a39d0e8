"""Scale: ``search`` / ``build_context`` p50/p95 for one user at growing store sizes, embedded stack (SQLite +
embedded Chroma) vs PostgreSQL + a Chroma server, with the growth ratio; write throughput with 1 vs 4 writer
processes on PostgreSQL (``benchmarks/replicas.py``'s protocol).

Ingest is the bulk path (``benchmarks/_ingest.py``; ``--real`` texts embedded by the real model, the rest mixed
vectors near them, see ``benchmarks/latency.py``); every query is embedded by the real model inside the timed call::

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
import uuid
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings

from .latency import NOW, build, make_queries, measure
from .replicas import hammer


def _database(url: str) -> tuple[str, Any]:
    import psycopg
    name = "langmem_layers_scale_" + uuid.uuid4().hex[:8]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")

    def drop() -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    return urlunsplit(urlsplit(url)._replace(path="/" + name)), drop


def one(backend: str, size: int, args: argparse.Namespace, embeddings: Any) -> dict[str, Any]:
    drop = None
    with tempfile.TemporaryDirectory(prefix="langmem-scale-") as tmp:
        config = MemoryConfig(clock=lambda: NOW)
        target: Any = Path(tmp)
        vectors = None
        if backend == "postgres":
            target, drop = _database(args.url)
            vectors = args.chroma
        try:
            mem = LayeredMemory.open(target, config=config, embeddings=embeddings, vectors=vectors)
            try:
                setup = build(mem, user_items=size, total=size, real=min(args.real, size), seed=7,
                              log=lambda s: print(f"[{backend} {size}] {s}", file=sys.stderr, flush=True))
                result = measure(mem, make_queries(args.queries, random.Random(8)), warmup=10)
            finally:
                mem.close()
        finally:
            if drop is not None:
                drop()
    return {"backend": backend, "items": size, "setup_s": setup["setup_s"],
            "search_p50": result["search_ms"]["p50"], "search_p95": result["search_ms"]["p95"],
            "context_p50": result["build_context_ms"]["p50"], "context_p95": result["build_context_ms"]["p95"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.scale", description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--chroma", required=True, help="Chroma server URL for the PostgreSQL stack")
    parser.add_argument("--real", type=int, default=500)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--writer-ops", type=int, default=500, help="operations per writer process")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    embeddings = default_embeddings("e5")
    rows = [one(b, int(s), args, embeddings) for s in args.sizes.split(",") for b in ("embedded", "postgres")]
    for backend in ("embedded", "postgres"):
        mine = [r for r in rows if r["backend"] == backend]
        for r in mine:
            r["growth_search_p50"] = round(r["search_p50"] / mine[0]["search_p50"], 2)
    writes = {}
    for workers in (1, 4):
        url, drop = _database(args.url)
        try:
            report = hammer(url, workers=workers, ops=args.writer_ops, users=max(4, workers))
        finally:
            drop()
        writes[f"{workers}_writers_ops_per_s"] = report["ops_per_second"]
    if args.json:
        print(json.dumps({"latency": rows, "writes": writes}, indent=2))
    else:
        print("| backend | items | search p50/p95 ms | build_context p50/p95 ms | search growth |")
        print("|---|---|---|---|---|")
        for r in rows:
            print(f"| {r['backend']} | {r['items']} | {r['search_p50']} / {r['search_p95']} | "
                  f"{r['context_p50']} / {r['context_p95']} | ×{r['growth_search_p50']} |")
        print(f"writes (PostgreSQL, add/supersede/touch protocol): {writes}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
