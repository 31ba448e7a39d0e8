"""The bilingual temporal / multi-hop probe set (``benchmarks/data/probes.json``, 20 scripts, 220 questions, half
Chinese): does ``search()`` find the memory a time expression or a two-step question points at?

Each script is one user's history, written through the public API (``mem.add_many`` per session, type ``event``,
each turn at its session's time); every question is asked at the script's ``now`` through ``LayeredMemory.search``
(k = 10). The fair baselines run in the same process over the same stored texts: BM25 on the library's CJK-aware
tokens and dense-only cosine over the store's own vectors (see ``benchmarks/locomo.py``). Reports R@1/R@5/R@10,
Hit@5 and MRR per kind (``temporal``, ``when``, ``multi-hop``) and per language::

    python -m benchmarks.probes                      # hashing embedder (fast, lexical)
    python -m benchmarks.probes --embeddings e5      # the default local stack

The set was written before the time-aware and two-step retrieval work and is not used for tuning
(``benchmarks/data/make_probes.py`` generated it once).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from collections import defaultdict
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings

from .locomo import BM25, parse_sets, score_ranking

DATA = Path(__file__).parent / "data" / "probes.json"
USER = "probe-user"


def _summary(rows: list[dict[str, float]]) -> dict[str, float]:
    return {**{m: round(float(np.mean([r[m] for r in rows])), 3) for m in rows[0]}, "n": len(rows)} if rows else {}


def run(data: Path = DATA, *, embeddings: str = "hashing", overrides: dict[str, Any] | None = None,
        search: dict[str, Any] | None = None) -> dict[str, Any]:
    scripts = json.loads(Path(data).read_text(encoding="utf-8"))["scripts"]
    emb: Any = default_embeddings(embeddings)
    rows: dict[str, dict[str, list[dict[str, float]]]] = defaultdict(lambda: defaultdict(list))
    times: list[float] = []
    for script in scripts:
        now = datetime.fromisoformat(script["now"])
        with tempfile.TemporaryDirectory(prefix="probes-") as tmp:
            mem = LayeredMemory.open(tmp, embeddings=emb,
                                     config=MemoryConfig(clock=lambda now=now: now, **(overrides or {})))
            for key, value in (search or {}).items():  # SearchSettings ablation, e.g. hop_weight=0.5
                setattr(mem.searcher.settings, key, value)
            try:
                for session in script["sessions"]:
                    at = datetime.fromisoformat(session["at"])
                    mem.add_many(USER, [{"content": t["text"], "type": "event", "now": at + timedelta(minutes=i),
                                         "source_message_id": t["id"]} for i, t in enumerate(session["turns"])],
                                 session_id=session["id"])
                items = mem.items(USER)
                ids = [i.id for i in items]
                tid = {i.id: i.source_message_id or "" for i in items}
                order = [tid[i] for i in ids]
                bm25 = BM25([i.content for i in items])
                vectors = mem.sqlite.vectors(USER, ids, mem.model_id)
                matrix = np.stack([vectors[i] for i in ids])
                for q in script["questions"]:
                    gold = frozenset(q["gold"])
                    keys = ["all", q["kind"], script["lang"], f"{script['lang']}/{q['kind']}"]
                    t0 = time.perf_counter()
                    hits = mem.search(USER, q["q"], k=10, now=now)
                    times.append((time.perf_counter() - t0) * 1000)
                    ranked = {
                        "langmem": [tid[h.item.id] for h in hits],
                        "bm25": [order[i] for i in np.argsort(-bm25.scores(q["q"]), kind="stable")[:10]],
                        "dense": [order[i] for i in np.argsort(
                            -(matrix @ np.asarray(mem.embeddings.embed_query(q["q"]), dtype=np.float32)),
                            kind="stable")[:10]],
                    }
                    for system, ranking in ranked.items():
                        row = score_ranking(ranking, gold)
                        for key in keys:
                            rows[system][key].append(row)
            finally:
                mem.close()
    out: dict[str, Any] = {s: {k: _summary(v) for k, v in by.items()} for s, by in rows.items()}
    out["setup"] = {"scripts": len(scripts), "embeddings": getattr(emb, "model_id", embeddings),
                    "query_ms_p50": round(float(np.percentile(times, 50)), 2),
                    "query_ms_p95": round(float(np.percentile(times, 95)), 2)}
    return out


def table(result: dict[str, Any]) -> str:
    systems = ["langmem", "bm25", "dense"]
    keys = [k for k in ("temporal", "when", "multi-hop", "en", "zh", "all") if k in result["langmem"]]
    lines = ["| subset | n | " + " | ".join(f"{s} R@1 / R@5 / MRR" for s in systems) + " |",
             "|---|---|" + "---|" * len(systems)]
    for key in keys:
        cells = [result[s][key] for s in systems]
        lines.append(f"| {key} | {cells[0]['n']} | " + " | ".join(
            f"{c['R@1']:.3f} / {c['R@5']:.3f} / {c['MRR']:.3f}" for c in cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.probes", description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--embeddings", default="hashing", choices=["e5", "use", "hashing", "auto"])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--search-set", action="append", default=[], metavar="FIELD=VALUE",
                        help="SearchSettings override, e.g. --search-set hop_weight=0.5 (JSON values)")
    args = parser.parse_args(argv)
    result = run(args.data, embeddings=args.embeddings, search=parse_sets(args.search_set))
    print(json.dumps(result, indent=1, ensure_ascii=False) if args.json else table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
