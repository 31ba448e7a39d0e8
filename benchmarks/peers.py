"""Side by side on LoCoMo (dev split), in one process, with the same e5 embeddings where a peer takes embeddings:

- **langmem-layers** — ``LayeredMemory.search`` (every turn one episodic memory written through ``add_many`` per
  session, as in :mod:`benchmarks.locomo`);
- **LangGraph ``InMemoryStore(index=…)``** — semantic search over the same turns, the store LangMem uses, with the
  same e5 embedder (``fields=["text"]``);
- **BM25** — Okapi (k1 1.2, b 0.75) with this library's CJK-aware tokenizer (``text.keyword_tokens`` for the turns,
  ``text.query_tokens`` for the questions);
- **mem0 OSS** — not driven yet: the table reports it as not run (and whether ``mem0`` is importable).

Reports R@1/5/10, MRR, query p50/p95 and ingest time as one markdown table (``--json`` for machines)::

    python -m benchmarks.peers --data ../shared/data/locomo/locomo_dev.json
    python -m benchmarks.peers --limit 2 --max-questions 60      # quicker

Caveats: LoCoMo is English-only; the questions are asked verbatim (no query rewriting); "ingest" includes the e5
embedding of every turn for both embedding systems (the BM25 index is built from text only); the data set is read
by path and never copied here.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import numpy as np
from langgraph.store.base import PutOp
from langgraph.store.memory import InMemoryStore

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings
from langmem_layers.text import keyword_tokens, query_tokens

from .locomo import DEFAULT_DATA, USER, conversation_questions, conversation_turns, score_ranking, summarise

SYSTEMS = ("langmem-layers", "LangGraph InMemoryStore(index=…)", "BM25 (CJK tokenizer)")


class TokenBM25:
    """Okapi BM25 over pre-tokenised documents."""

    def __init__(self, docs: Sequence[list[str]], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.tfs = [Counter(d) for d in docs]
        self.lens = np.array([sum(tf.values()) for tf in self.tfs], dtype=np.float64)
        self.avg = float(self.lens.mean()) if len(docs) else 1.0
        df: Counter[str] = Counter()
        for tf in self.tfs:
            df.update(tf.keys())
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.norm = self.k1 * (1 - self.b + self.b * self.lens / self.avg)

    def top(self, terms: list[str], k: int) -> list[int]:
        scores = np.zeros(len(self.tfs))
        wanted = [t for t in set(terms) if t in self.idf]
        for i, tf in enumerate(self.tfs):
            s = 0.0
            for t in wanted:
                f = tf.get(t)
                if f:
                    s += self.idf[t] * f * (self.k1 + 1) / (f + self.norm[i])
            scores[i] = s
        return [int(i) for i in np.argsort(-scores, kind="stable")[:k]]


def run(data: Path, *, limit: int | None = None, max_questions: int | None = None, embeddings: str = "e5",
        log: Callable[[str], None] = lambda s: None) -> dict[str, Any]:
    samples = json.loads(Path(data).read_text(encoding="utf-8"))[: limit or None]
    emb: Any = default_embeddings(embeddings)
    dims = len(emb.embed_query("dimension probe"))
    rows: dict[str, list[tuple[int, dict[str, float]]]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    ingest: dict[str, float] = defaultdict(float)
    n_turns = n_questions = 0
    for sample in samples:
        turns = conversation_turns(sample)
        questions = conversation_questions(sample, {t.dia_id for t in turns})[: max_questions or None]
        n_turns, n_questions = n_turns + len(turns), n_questions + len(questions)
        texts = [t.render() for t in turns]
        now = max(t.at for t in turns) + timedelta(days=1)

        # 1. this library, through the public API
        with tempfile.TemporaryDirectory(prefix="peers-") as tmp:
            mem = LayeredMemory.open(tmp, embeddings=emb, config=MemoryConfig(clock=lambda now=now: now))
            try:
                t0 = time.perf_counter()
                by_session: dict[int, list[int]] = defaultdict(list)
                for i, t in enumerate(turns):
                    by_session[t.session].append(i)
                for session, idx in by_session.items():
                    mem.add_many(USER, [{"content": texts[i], "type": "event", "now": turns[i].at,
                                         "source_message_id": turns[i].dia_id} for i in idx],
                                 session_id=f"session_{session}")
                ingest[SYSTEMS[0]] += time.perf_counter() - t0
                dia_of = {i.id: i.source_message_id or "" for i in mem.items(USER)}
                for q in questions:
                    t0 = time.perf_counter()
                    hits = mem.search(USER, q.text, k=10, now=now)
                    times[SYSTEMS[0]].append((time.perf_counter() - t0) * 1000)
                    rows[SYSTEMS[0]].append((q.category, score_ranking([dia_of[h.item.id] for h in hits], q.gold)))
            finally:
                mem.close()

        # 2. LangGraph's InMemoryStore with a semantic index (what LangMem uses), same embedder
        store = InMemoryStore(index={"dims": dims, "embed": emb, "fields": ["text"]})
        ns = ("locomo", str(sample.get("sample_id", "conv")))
        t0 = time.perf_counter()
        store.batch([PutOp(ns, t.dia_id, {"text": text}) for t, text in zip(turns, texts, strict=True)])
        ingest[SYSTEMS[1]] += time.perf_counter() - t0
        for q in questions:
            t0 = time.perf_counter()
            found = store.search(ns, query=q.text, limit=10)
            times[SYSTEMS[1]].append((time.perf_counter() - t0) * 1000)
            rows[SYSTEMS[1]].append((q.category, score_ranking([f.key for f in found], q.gold)))

        # 3. BM25 with the library's CJK-aware tokenizer
        t0 = time.perf_counter()
        bm25 = TokenBM25([keyword_tokens(text) for text in texts])
        ingest[SYSTEMS[2]] += time.perf_counter() - t0
        for q in questions:
            t0 = time.perf_counter()
            top = bm25.top(query_tokens(q.text), 10)
            times[SYSTEMS[2]].append((time.perf_counter() - t0) * 1000)
            rows[SYSTEMS[2]].append((q.category, score_ranking([turns[i].dia_id for i in top], q.gold)))
        log(f"{sample.get('sample_id')}: {len(turns)} turns, {len(questions)} questions; R@5 "
            + ", ".join(f"{s} {summarise(rows[s], [])['R@5']:.3f}" for s in SYSTEMS))
    results = {s: {**summarise(rows[s], times[s]), "ingest_s": round(ingest[s], 1)} for s in SYSTEMS}
    skipped = {}
    if importlib.util.find_spec("mem0") is None:
        skipped["mem0 OSS"] = "not installed in this environment (pip install mem0ai) — not run"
    else:
        skipped["mem0 OSS"] = "installed, but this script does not drive it yet — not run"
    return {"systems": results, "skipped": skipped,
            "setup": {"conversations": len(samples), "turns": n_turns, "questions": n_questions,
                      "embeddings": getattr(emb, "model_id", embeddings), "data": str(data)}}


def markdown(result: dict[str, Any]) -> str:
    lines = ["| system | R@1 | R@5 | R@10 | MRR | query p50 / p95 ms | ingest s |", "|---|---|---|---|---|---|---|"]
    for name, r in result["systems"].items():
        lines.append(f"| {name} | {r['R@1']:.3f} | {r['R@5']:.3f} | {r['R@10']:.3f} | {r['MRR']:.3f} | "
                     f"{r['query_ms_p50']:.1f} / {r['query_ms_p95']:.1f} | {r['ingest_s']:.1f} |")
    for name, why in result["skipped"].items():
        lines.append(f"| {name} | — | — | — | — | — | {why} |")
    s = result["setup"]
    lines.append(f"\n{s['conversations']} conversations, {s['turns']} turns, {s['questions']} questions "
                 f"(categories 1–4), embeddings {s['embeddings']}.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.peers", description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="locomo_dev.json (kept outside the repo)")
    parser.add_argument("--limit", type=int, default=None, help="first N conversations")
    parser.add_argument("--max-questions", type=int, default=None, help="at most N questions per conversation")
    parser.add_argument("--embeddings", default="e5", help="e5 (default) | hashing (plumbing checks only)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not args.data.exists():
        print(f"no data at {args.data}; pass --data PATH/locomo_dev.json", file=sys.stderr)
        return 2
    result = run(args.data, limit=args.limit, max_questions=args.max_questions, embeddings=args.embeddings,
                 log=lambda s: print(s, file=sys.stderr))
    print(json.dumps(result, ensure_ascii=False, indent=2) if args.json else markdown(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
