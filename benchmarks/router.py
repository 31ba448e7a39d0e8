"""The router, leave-domain-out: every domain of the routing corpus routed by a model that never saw it, beside the
rule router on the same turns.

Each outer fold trains with :func:`~langmem_layers.read.route_train.train_router`, which picks its hyperparameters,
temperature and union margin by leave-domain-out *inside* that fold's training domains (nested), so no choice sees
the domains it is scored on. Prints accuracy, the per-route confusion matrix, mixed-recall (a mixed turn must get
both memory and KB), per-domain accuracy and the cost of the decision beyond the query embedding; ``--train``
writes the shipped weights (deterministic)::

    python -m benchmarks.router                      # lexical + e5, 8 domain folds, nested selection
    python -m benchmarks.router --lexical-only --folds 4
    python -m benchmarks.router --fixed              # one setting (the first of GRID): no nested selection, faster
    python -m benchmarks.router --train              # langmem_layers/_data/router_{lexical,e5}.npz
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from langmem_layers.classify import Example, leave_domain_out, load_jsonl
from langmem_layers.classify.corpus import confusion
from langmem_layers.embeddings import E5Embeddings, embedding_model_id
from langmem_layers.read.route_model import ROUTE_LABELS, LearnedRouter
from langmem_layers.read.route_train import GRID, featurise_examples, train_router
from langmem_layers.read.router import route

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "data" / "router"
DATA = ROOT / "langmem_layers" / "_data"


def _table(name: str, gold: list[str], pred: list[str]) -> str:
    acc = sum(g == p for g, p in zip(gold, pred, strict=True)) / len(gold)
    mixed = [p for g, p in zip(gold, pred, strict=True) if g == "mixed"]
    lines = [f"### {name}: accuracy {acc:.3f}, mixed-recall {mixed.count('mixed') / max(len(mixed), 1):.3f}",
             "| gold \\ predicted | " + " | ".join(ROUTE_LABELS) + " |", "|---|" + "---|" * len(ROUTE_LABELS)]
    lines += [f"| {label} | " + " | ".join(str(v) for v in row) + " |"
              for label, row in zip(ROUTE_LABELS, confusion(gold, pred, ROUTE_LABELS), strict=True)]
    return "\n".join(lines)


def _learned(examples: list[Example], vectors: dict[str, np.ndarray] | None, embedding_id: str,
             folds: int, fixed: bool) -> dict[str, tuple[list[str], list[str]]]:
    def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
        model = train_router(train, vectors=vectors, embedding_id=embedding_id, grid=GRID[:1] if fixed else GRID,
                             log=print)
        print(f"  → fold chose l2={model.meta['l2']} dense_scale={model.meta['dense_scale']} "
              f"T={model.temperature:.2f} union margin {model.meta.get('union_margin')}", flush=True)
        router = LearnedRouter(model, model if vectors is not None else None)

        def predict(test: list[Example]) -> list[str]:
            out = []
            for e in test:
                vec = vectors[e.text] if vectors is not None else None
                out.append(router(e.extra["raw"], vector=vec, embedding_id=embedding_id).route.value)
            return out
        return predict

    return leave_domain_out(examples, trainer, folds=folds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", nargs="*", default=sorted(str(p) for p in CORPUS.glob("corpus_*.jsonl")))
    parser.add_argument("--folds", type=int, default=8)
    parser.add_argument("--lexical-only", action="store_true")
    parser.add_argument("--fixed", action="store_true", help="no nested selection: the first setting of GRID")
    parser.add_argument("--train", action="store_true", help="train on everything and write the shipped weights")
    args = parser.parse_args(argv)
    raw = load_jsonl(args.data)
    examples = featurise_examples(raw)
    print(f"{len(raw)} turns, {len({e.domain for e in raw})} domains, "
          f"zh {sum(e.lang == 'zh' for e in raw)} / en {sum(e.lang == 'en' for e in raw)}")
    e5 = None if args.lexical_only else E5Embeddings()
    vectors = None
    if e5 is not None:
        texts = [e.extra["raw"] for e in examples]
        vectors = dict(zip((e.text for e in examples), np.asarray(e5.embed_documents(texts)), strict=True))
    if args.train:
        lexical = train_router(examples, log=print)
        lexical.save(DATA / "router_lexical.npz")
        print(f"lexical: {lexical.meta}, T={lexical.temperature:.2f}")
        if e5 is not None:
            dense = train_router(examples, vectors=vectors, embedding_id=embedding_model_id(e5), log=print)
            dense.save(DATA / "router_e5.npz")
            print(f"e5: {dense.meta}, T={dense.temperature:.2f}")
        return 0
    gold = [e.label for e in raw]
    print(_table("rule router (cue lexicon)", gold, [route(e.text).route.value for e in raw]))
    runs: list[tuple[str, dict[str, np.ndarray] | None, str]] = [("learned, lexical", None, "")]
    if e5 is not None:
        runs.append(("learned, lexical + e5", vectors, embedding_model_id(e5)))
    for name, vecs, embedding_id in runs:
        started = time.perf_counter()
        results = _learned(examples, vecs, embedding_id, args.folds, args.fixed)
        by_domain = sorted(results)
        g = [x for d in by_domain for x in results[d][0]]
        p = [x for d in by_domain for x in results[d][1]]
        print(f"\n{_table(name, g, p)}\n({args.folds} domain folds, {time.perf_counter() - started:.0f} s)")
        needed = sum(pp == gg or (pp == "mixed" and gg in ("kb", "memory")) for gg, pp in zip(g, p, strict=True))
        print(f"needed block present: {needed / len(g):.3f}")
        per_domain = [(d, sum(a == b for a, b in zip(*results[d], strict=True)) / len(results[d][0]))
                      for d in by_domain]
        print("per-domain accuracy: " + ", ".join(f"{d} {a:.2f}" for d, a in sorted(per_domain, key=lambda x: x[1])))
    if (DATA / "router_lexical.npz").exists():
        _latency(raw, e5)
    return 0


def _latency(raw: list[Example], e5: E5Embeddings | None) -> None:
    """The shipped router's decision beside the rule router (and the query embedding it shares), same process."""
    router = LearnedRouter.default()
    model_id = embedding_model_id(e5) if e5 else ""
    vec = np.asarray(e5.embed_query("x")) if e5 is not None else None
    learned: list[float] = []
    rules: list[float] = []
    for _ in range(3):
        for e in raw[::4]:
            t0 = time.perf_counter()
            router(e.text, vector=vec, embedding_id=model_id)
            t1 = time.perf_counter()
            route(e.text)
            learned.append((t1 - t0) * 1000)
            rules.append((time.perf_counter() - t1) * 1000)
    embed: list[float] = []
    if e5 is not None:
        for e in raw[:60]:
            t0 = time.perf_counter()
            e5.embed_query(e.text + " ")  # a new text: the embedder's cache does not answer
            embed.append((time.perf_counter() - t0) * 1000)

    def pct(xs: list[float]) -> str:
        xs = sorted(xs)
        return f"p50 {statistics.median(xs):.2f} ms, p95 {xs[int(0.95 * (len(xs) - 1))]:.2f} ms"

    print(f"\nshipped router decision, query vector given ({len(learned)} calls): {pct(learned)}")
    print(f"rule router alone (same turns, same process): {pct(rules)}")
    if embed:
        print(f"e5 query embedding it shares with recall ({len(embed)} calls): {pct(embed)}")


if __name__ == "__main__":
    sys.exit(main())
