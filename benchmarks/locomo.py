"""LoCoMo retrieval benchmark: does ``search()`` find the turns that answer each question?

Protocol (``../shared/data/locomo/SOURCE.md``): one fresh store per conversation; every turn becomes one episodic
memory of one user (speaker name prefixed, the session date in the text, an image's caption appended), written at
its session's date; every question of categories 1–4 is asked verbatim through ``LayeredMemory.search``; gold = the
evidence dia_ids. Reports R@1/R@5/R@10 (fraction of evidence in the top k), Hit@5, MRR (first gold within the top
10), per category and overall, query latency p50/p95, and the same figures for two baselines run in the same
process over the same stored texts — the fair baselines: BM25 (Okapi, k1=1.2, b=0.75) over the library's own
CJK-aware tokens (``keyword_tokens`` for the documents: CJK unigrams + bigrams, stemmed words; ``query_tokens`` for the
query: CJK bigrams, stopwords removed), and dense-only (cosine over the store's own vectors — what LangGraph's
``InMemoryStore(index=…)`` computes with the same embeddings)::

    python -m benchmarks.locomo --data ../shared/data/locomo/locomo_dev.json --json
    python -m benchmarks.locomo --limit 1 --max-questions 50          # quick iteration
    python -m benchmarks.locomo --conversations 1-3                    # one half of the dev split (4-6: the other)
    python -m benchmarks.locomo --search-set speaker_weight=0          # a SearchSettings ablation

The data set is never copied into the repository; pass its path.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings
from langmem_layers.text import ENGLISH_STOPWORDS, clean_text, keyword_tokens, query_tokens, stem

from ._ingest import Episode, add_episodes

DEFAULT_DATA = Path("../shared/data/locomo/locomo_dev.json")
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
KS = (1, 5, 10)
USER = "locomo-user"


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    at: datetime
    speaker: str
    text: str
    caption: str | None

    def render(self, with_date: bool = True) -> str:
        """The memory text: ``[8 May 2023] Caroline: … (shared a photo: …)``."""
        body = f"{self.speaker}: {self.text}"
        if self.caption:
            body += f" (shared a photo: {self.caption})"
        return f"[{self.at.day} {self.at:%B %Y}] {body}" if with_date else body


@dataclass(frozen=True)
class Question:
    text: str
    gold: frozenset[str]
    category: int


def _norm_dia(raw: str) -> list[str]:
    return [f"D{int(a)}:{int(b)}" for a, b in re.findall(r"D\s*(\d+)\s*:\s*(\d+)", raw)]


def parse_date(text: str) -> datetime:
    """``"1:56 pm on 8 May, 2023"`` → aware datetime (UTC)."""
    return datetime.strptime(clean_text(text).lower(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def conversation_turns(sample: dict[str, Any]) -> list[Turn]:
    conv = sample["conversation"]
    out: list[Turn] = []
    sessions = sorted(int(m.group(1)) for k in conv if (m := re.fullmatch(r"session_(\d+)", k)))
    for n in sessions:
        start = parse_date(conv[f"session_{n}_date_time"])
        for i, turn in enumerate(conv[f"session_{n}"]):
            ids = _norm_dia(turn.get("dia_id", ""))
            if not ids or not turn.get("text", "").strip():
                continue
            out.append(Turn(ids[0], n, start + timedelta(seconds=30 * i), turn["speaker"], turn["text"],
                            turn.get("blip_caption")))
    return out


def conversation_questions(sample: dict[str, Any], known: set[str]) -> list[Question]:
    out = []
    for qa in sample["qa"]:
        category = int(qa.get("category", 0))
        if category not in CATEGORIES:
            continue
        gold = frozenset(d for ev in qa.get("evidence", []) for d in _norm_dia(str(ev)) if d in known)
        if gold:
            out.append(Question(qa["question"], gold, category))
    return out


# -- baselines ------------------------------------------------------------------------------------------
def bm25_tokens(text: str) -> list[str]:
    """Document tokens of the BM25 baseline: the library's index tokens (CJK unigrams + bigrams, stemmed words)
    minus English stopwords. A whitespace split would leave a Chinese sentence as one token (R@5 ~.23 on Chinese
    where character n-grams score ~.74), which makes any Chinese comparison meaningless."""
    return [t for t in keyword_tokens(text) if t not in _STOP]


def bm25_query_tokens(text: str) -> list[str]:
    """Query tokens of the BM25 baseline: the library's query tokens (CJK bigrams, stopwords removed)."""
    return query_tokens(text)


_STOP = ENGLISH_STOPWORDS | {stem(w) for w in ENGLISH_STOPWORDS}


class BM25:
    """Okapi BM25 over a fixed list of documents, on the library's CJK-aware tokens."""

    def __init__(self, docs: Sequence[str], k1: float = 1.2, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.tfs = [Counter(bm25_tokens(d)) for d in docs]
        self.lens = np.array([sum(tf.values()) for tf in self.tfs], dtype=np.float64)
        self.avg = float(self.lens.mean()) if len(docs) else 1.0
        df: Counter[str] = Counter()
        for tf in self.tfs:
            df.update(tf.keys())
        n = len(docs)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}

    def scores(self, query: str) -> np.ndarray:
        out = np.zeros(len(self.tfs))
        terms = [t for t in set(bm25_query_tokens(query)) if t in self.idf]
        norm = self.k1 * (1 - self.b + self.b * self.lens / self.avg)
        for i, tf in enumerate(self.tfs):
            s = 0.0
            for t in terms:
                f = tf.get(t)
                if f:
                    s += self.idf[t] * f * (self.k1 + 1) / (f + norm[i])
            out[i] = s
        return out


class CachedEmbeddings:
    """Wraps an embedder with a persistent text → vector cache (``--embed-cache``), to iterate quickly."""

    def __init__(self, inner: Any, path: Path) -> None:
        import pickle

        self.inner, self.path, self.model_id = inner, path, getattr(inner, "model_id", type(inner).__name__)
        self.cache: dict[str, list[float]] = pickle.loads(path.read_bytes()) if path.exists() else {}
        self.dirty = False

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing:
            self.cache.update(zip(missing, self.inner.embed_documents(missing), strict=True))
            self.dirty = True
        return [self.cache[t] for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]

    def save(self) -> None:
        import pickle

        if self.dirty:
            self.path.write_bytes(pickle.dumps(self.cache))
            self.dirty = False


# -- metrics ----------------------------------------------------------------------------------------------
def score_ranking(ranked: Sequence[str], gold: frozenset[str]) -> dict[str, float]:
    row = {f"R@{k}": len(gold & set(ranked[:k])) / len(gold) for k in KS}
    row["Hit@5"] = float(bool(gold & set(ranked[:5])))
    rr = next((1.0 / (i + 1) for i, d in enumerate(ranked[:10]) if d in gold), 0.0)
    row["MRR"] = rr
    return row


def summarise(rows: list[tuple[int, dict[str, float]]], times_ms: list[float]) -> dict[str, Any]:
    def mean(rs: list[dict[str, float]]) -> dict[str, float]:
        return {m: round(float(np.mean([r[m] for r in rs])), 4) for m in rs[0]} if rs else {}

    out: dict[str, Any] = mean([r for _, r in rows])
    out["n"] = len(rows)
    out["per_category"] = {
        CATEGORIES[c]: {**mean([r for cat, r in rows if cat == c]), "n": sum(1 for cat, _ in rows if cat == c)}
        for c in sorted(CATEGORIES) if any(cat == c for cat, _ in rows)
    }
    if times_ms:
        out["query_ms_p50"] = round(float(np.percentile(times_ms, 50)), 2)
        out["query_ms_p95"] = round(float(np.percentile(times_ms, 95)), 2)
    return out


# -- the run ------------------------------------------------------------------------------------------------
def run(
    data: Path, *, limit: int | None = None, max_questions: int | None = None, embeddings: str = "e5",
    with_date: bool = True, embed_cache: Path | None = None, overrides: dict[str, Any] | None = None,
    ingest: str = "api", search: dict[str, Any] | None = None, conversations: str | None = None,
    log: Callable[[str], None] = lambda s: None,
) -> dict[str, Any]:
    samples = select_conversations(json.loads(Path(data).read_text(encoding="utf-8"))[: limit or None],
                                   conversations)
    emb: Any = default_embeddings(embeddings)
    if embed_cache is not None:
        emb = CachedEmbeddings(emb, embed_cache)
    systems: dict[str, list[tuple[int, dict[str, float]]]] = defaultdict(list)
    times: dict[str, list[float]] = defaultdict(list)
    ingest_s = 0.0
    actions: Counter[str] = Counter()
    n_turns = 0
    for sample in samples:
        turns = conversation_turns(sample)
        questions = conversation_questions(sample, {t.dia_id for t in turns})[: max_questions or None]
        now = max(t.at for t in turns) + timedelta(days=1)
        with tempfile.TemporaryDirectory(prefix="locomo-") as tmp:
            config = MemoryConfig(clock=lambda now=now: now, **(overrides or {}))
            mem = LayeredMemory.open(tmp, embeddings=emb, config=config)
            for key, value in (search or {}).items():  # SearchSettings ablation, e.g. speaker_weight=0
                if not hasattr(mem.searcher.settings, key):
                    raise SystemExit(f"unknown SearchSettings field {key!r}")
                setattr(mem.searcher.settings, key, value)
            try:
                t0 = time.perf_counter()
                episodes = [Episode(t.render(with_date), t.at, t.dia_id, f"session_{t.session}") for t in turns]
                if ingest == "api":  # the public API: batched add_many per session, full reconciliation and guards
                    by_session: dict[str, list[Episode]] = {}
                    for e in episodes:
                        by_session.setdefault(e.session_id, []).append(e)
                    for session_id, batch in by_session.items():
                        report = mem.add_many(USER, [{"content": e.content, "type": "event", "now": e.at,
                                                      "source_message_id": e.source_message_id} for e in batch],
                                              session_id=session_id)
                        for action in report.actions:
                            actions[action.kind] += 1
                    ids = [i.id for i in mem.items(USER)]
                else:
                    ids = add_episodes(mem, USER, episodes)
                ingest_s += time.perf_counter() - t0
                n_turns += len(turns)
                stored = mem.sqlite.get_items(USER, ids)
                dia_of = {i: stored[i].source_message_id or "" for i in ids}
                order = [dia_of[i] for i in ids]
                vectors = mem.sqlite.vectors(USER, ids, mem.model_id)
                matrix = np.stack([vectors[i] for i in ids])
                bm25 = BM25([stored[i].content for i in ids])
                for q in questions:
                    t0 = time.perf_counter()
                    hits = mem.search(USER, q.text, k=10, now=now)
                    times["langmem"].append((time.perf_counter() - t0) * 1000)
                    systems["langmem"].append(
                        (q.category, score_ranking([dia_of[h.item.id] for h in hits], q.gold)))

                    t0 = time.perf_counter()
                    top = np.argsort(-bm25.scores(q.text))[:10]
                    times["bm25"].append((time.perf_counter() - t0) * 1000)
                    systems["bm25"].append((q.category, score_ranking([order[i] for i in top], q.gold)))

                    t0 = time.perf_counter()
                    qv = np.asarray(mem.embeddings.embed_query(q.text), dtype=np.float32)
                    top = np.argsort(-(matrix @ qv))[:10]
                    times["dense"].append((time.perf_counter() - t0) * 1000)
                    systems["dense"].append((q.category, score_ranking([order[i] for i in top], q.gold)))
            finally:
                mem.close()
        if isinstance(emb, CachedEmbeddings):
            emb.save()  # after every conversation: a long run that is stopped keeps what it embedded
        log(f"{sample.get('sample_id')}: {len(turns)} turns, {len(questions)} questions; "
            f"R@5 so far {summarise(systems['langmem'], [])['R@5']:.3f} "
            f"(bm25 {summarise(systems['bm25'], [])['R@5']:.3f}, dense {summarise(systems['dense'], [])['R@5']:.3f})")
    if isinstance(emb, CachedEmbeddings):
        emb.save()
    result: dict[str, Any] = summarise(systems["langmem"], times["langmem"])
    result["baselines"] = {
        "bm25": summarise(systems["bm25"], times["bm25"]),
        "dense": summarise(systems["dense"], times["dense"]),
    }
    result["setup"] = {
        "conversations": len(samples), "turns": n_turns, "embeddings": getattr(emb, "model_id", embeddings),
        "ingest_s": round(ingest_s, 1), "date_in_text": with_date, "data": str(data),
        "config_overrides": overrides or {}, "search_overrides": search or {}, "ingest": ingest,
        "sample_ids": [s.get("sample_id") for s in samples],
        **({"write_actions": dict(actions)} if actions else {}),
    }
    return result


def category_table(result: dict[str, Any]) -> str:
    """Markdown table: R@5 / R@10 per category for the library and the baselines of the same run."""
    systems = [("langmem", result), *result["baselines"].items()]
    cats = list(result["per_category"])
    lines = ["| category | n | " + " | ".join(f"{n} R@5 / R@10" for n, _ in systems) + " |",
             "|---|---|" + "---|" * len(systems)]
    for cat in [*cats, "overall"]:
        row = [(res if cat == "overall" else res["per_category"].get(cat, {})) for _, res in systems]
        n = result["n"] if cat == "overall" else result["per_category"][cat]["n"]
        lines.append(f"| {cat} | {n} | " + " | ".join(
            f"{r.get('R@5', 0):.3f} / {r.get('R@10', 0):.3f}" for r in row) + " |")
    return "\n".join(lines)


def select_conversations(samples: list[dict[str, Any]], spec: str | None) -> list[dict[str, Any]]:
    """``--conversations``: 1-based positions and ranges (``"1-3"``, ``"4-6"``, ``"1,5"``) or sample ids
    (``"conv-26,conv-30"``); None keeps them all.

    >>> [s["sample_id"] for s in select_conversations([{"sample_id": f"c{i}"} for i in range(6)], "4-6")]
    ['c3', 'c4', 'c5']
    >>> [s["sample_id"] for s in select_conversations([{"sample_id": "a"}, {"sample_id": "b"}], "b")]
    ['b']
    """
    if not spec:
        return samples
    keep: set[int] = set()
    for part in spec.split(","):
        part = part.strip()
        if re.fullmatch(r"\d+(-\d+)?", part):
            lo, _, hi = part.partition("-")
            keep.update(range(int(lo) - 1, int(hi or lo)))
        else:
            keep.update(i for i, s in enumerate(samples) if s.get("sample_id") == part)
    return [s for i, s in enumerate(samples) if i in keep]


def parse_sets(items: Sequence[str]) -> dict[str, Any]:
    """``["FIELD=VALUE", …]`` (``--set``) → MemoryConfig overrides; values are JSON when they parse, else strings."""
    overrides: dict[str, Any] = {}
    for item in items:
        key, _, value = item.partition("=")
        try:
            overrides[key] = json.loads(value)
        except json.JSONDecodeError:
            overrides[key] = value
    return overrides


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.locomo", description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="locomo_dev.json (kept outside the repo)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--limit", type=int, default=None, help="first N conversations only")
    parser.add_argument("--max-questions", type=int, default=None, help="first N questions per conversation")
    parser.add_argument("--embeddings", default="e5", choices=["e5", "use", "hashing", "auto"])
    parser.add_argument("--no-date", action="store_true", help="leave the session date out of the memory text")
    parser.add_argument("--embed-cache", type=Path, default=None,
                        help="pickle caching vectors between runs (iteration only: latency then excludes embedding)")
    parser.add_argument("--ingest", choices=["bulk", "api"], default="api",
                        help="api: the public LayeredMemory.add_many (reconciliation, guards); "
                             "bulk: raw episodic batch writes (benchmarks/_ingest.py)")
    parser.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                        help="MemoryConfig override for an ablation, e.g. --set weight_recency=0 "
                             "--set weight_similarity=0.7 (JSON values; the weights must sum to 1)")
    parser.add_argument("--search-set", action="append", default=[], metavar="FIELD=VALUE",
                        help="SearchSettings override, e.g. --search-set speaker_weight=0 (JSON values)")
    parser.add_argument("--conversations", default=None, metavar="SPEC",
                        help="a subset: 1-based positions/ranges or sample ids, e.g. 1-3 or 4-6 (the two halves "
                             "of the dev split) or conv-26,conv-30")
    args = parser.parse_args(argv)
    overrides = parse_sets(args.set)
    if not args.data.exists():
        print(f"no data at {args.data}; pass --data PATH/locomo_dev.json", file=sys.stderr)
        return 2
    result = run(args.data, limit=args.limit, max_questions=args.max_questions, embeddings=args.embeddings,
                 with_date=not args.no_date, embed_cache=args.embed_cache, overrides=overrides,
                 ingest=args.ingest, search=parse_sets(args.search_set), conversations=args.conversations,
                 log=lambda s: print(s, file=sys.stderr))
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for name, res in [("langmem", result), *result["baselines"].items()]:
            print(f"{name:8s} R@1 {res['R@1']:.3f}  R@5 {res['R@5']:.3f}  R@10 {res['R@10']:.3f}  "
                  f"MRR {res['MRR']:.3f}  p50 {res.get('query_ms_p50')} ms  p95 {res.get('query_ms_p95')} ms")
        print(category_table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
