"""Keyword ranking, SQLite FTS5 vs PostgreSQL tsvector + SQL BM25, on the LoCoMo dev split (turn units).

Both stores index the same library tokens (:func:`langmem_layers.text.keyword_tokens`); FTS5 ranks with its own
``bm25()`` (document frequencies over the whole table), PostgreSQL with the Okapi BM25 of
``PostgresStore.keyword_scores`` (statistics over the user's own items). Each conversation is one user.

    python -m benchmarks.keyword_backends --data ../shared/data/locomo/locomo_dev.json \\
        --url postgresql://postgres@127.0.0.1:5432/postgres
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from benchmarks.locomo import DEFAULT_DATA, conversation_questions, conversation_turns, score_ranking
from langmem_layers.records import MemoryItem


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--url", default="postgresql://postgres@127.0.0.1:5432/postgres")
    args = parser.parse_args(argv)
    import psycopg

    from langmem_layers.stores.postgres import PostgresStore
    from langmem_layers.stores.sqlite import SQLiteStore

    samples = json.loads(args.data.read_text())
    name = "langmem_layers_kw_" + uuid.uuid4().hex[:8]
    with psycopg.connect(args.url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        pg = PostgresStore(urlunsplit(urlsplit(args.url)._replace(path="/" + name)))
        pg.setup()
        lite = SQLiteStore(Path(tempfile.mkdtemp()) / "kw.sqlite3")
        lite.setup()
        rows: dict[str, list[dict[str, float]]] = {"sqlite": [], "postgres": []}
        times: dict[str, list[float]] = {"sqlite": [], "postgres": []}
        for n, sample in enumerate(samples):
            user = f"conv-{n}"
            turns = conversation_turns(sample)
            items = [MemoryItem(user_id=user, type="event", content=t.render(), created_at=t.at, updated_at=t.at)
                     for t in turns]
            dia = {i.id: t.dia_id for i, t in zip(items, turns, strict=True)}
            for store in (lite, pg):
                with store.transaction(turns[0].at) as tx:  # type: ignore[attr-defined]
                    for item in items:
                        tx.put_item(item, record_version=False)
            for q in conversation_questions(sample, set(dia.values())):
                for label, store in (("sqlite", lite), ("postgres", pg)):
                    started = time.perf_counter()
                    hits = store.keyword_search(user, q.text, 10)  # type: ignore[attr-defined]
                    times[label].append((time.perf_counter() - started) * 1000)
                    rows[label].append(score_ranking([dia[i] for i, _ in hits], q.gold))
        for label in ("sqlite", "postgres"):
            r5 = statistics.mean(r["R@5"] for r in rows[label])
            r10 = statistics.mean(r["R@10"] for r in rows[label])
            p50 = statistics.median(times[label])
            p95 = sorted(times[label])[int(0.95 * (len(times[label]) - 1))]
            print(f"{label:>9}: questions {len(rows[label])}  R@5 {r5:.3f}  R@10 {r10:.3f}  query p50 {p50:.1f} ms  "
                  f"p95 {p95:.1f} ms")
        lite.close()
        pg.close()
    finally:
        with psycopg.connect(args.url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
