"""The router, leave-domain-out: every domain of the routing corpus routed by a model that never saw it, beside the
rule router on the same turns.

Prints accuracy, the per-route confusion matrix, mixed-recall (a mixed turn must get both memory and KB) and the
cost of the decision beyond the query embedding; ``--train`` writes the shipped weights::

    python -m benchmarks.router                      # lexical + e5, 8 domain folds
    python -m benchmarks.router --lexical-only --folds 4
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
from langchain_core.embeddings import Embeddings

from langmem_layers.classify import Example, leave_domain_out, load_jsonl
from langmem_layers.classify.corpus import confusion
from langmem_layers.classify.train import train_classifier
from langmem_layers.embeddings import E5Embeddings, embedding_model_id
from langmem_layers.read.route_model import ROUTE_LABELS, LearnedRouter, router_features
from langmem_layers.read.router import route

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "data" / "router"
DATA = ROOT / "langmem_layers" / "_data"


def _features(examples: list[Example]) -> list[Example]:
    return [Example(router_features(e.text), e.label, e.domain, e.lang, {"raw": e.text}) for e in examples]


def _table(name: str, gold: list[str], pred: list[str]) -> str:
    acc = sum(g == p for g, p in zip(gold, pred, strict=True)) / len(gold)
    mixed = [p for g, p in zip(gold, pred, strict=True) if g == "mixed"]
    lines = [f"### {name}: accuracy {acc:.3f}, mixed-recall {mixed.count('mixed') / max(len(mixed), 1):.3f}",
             "rows gold, columns predicted: " + " ".join(ROUTE_LABELS)]
    lines += [f"  {label:<7} " + " ".join(f"{v:>6}" for v in row)
              for label, row in zip(ROUTE_LABELS, confusion(gold, pred, ROUTE_LABELS), strict=True)]
    return "\n".join(lines)


def _learned(examples: list[Example], vectors: dict[str, np.ndarray] | None, embedding_id: str,
             folds: int) -> dict[str, tuple[list[str], list[str]]]:
    def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
        named = _Named(embedding_id) if vectors is not None else None  # the vectors are computed already
        model = train_classifier(train, labels=ROUTE_LABELS, vectors=vectors, calibration_folds=0, embeddings=named)
        router = LearnedRouter(model, model if vectors is not None else None)

        def predict(test: list[Example]) -> list[str]:
            out = []
            for e in test:
                vec = vectors[e.text] if vectors is not None else None
                out.append(router(e.extra["raw"], vector=vec, embedding_id=embedding_id).route.value)
            return out
        return predict

    return leave_domain_out(examples, trainer, folds=folds)


class _Named(Embeddings):
    """Stands in for an embedder whose vectors were computed already (only its id is read)."""

    def __init__(self, model_id: str) -> None:
        self.model_id = model_id

    def embed_documents(self, texts: list[str]) -> list[list[float]]:  # pragma: no cover - vectors are given
        raise AssertionError("vectors are precomputed")

    def embed_query(self, text: str) -> list[float]:  # pragma: no cover - vectors are given
        raise AssertionError("vectors are precomputed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", nargs="*", default=sorted(str(p) for p in CORPUS.glob("corpus_*.jsonl")))
    parser.add_argument("--folds", type=int, default=8)
    parser.add_argument("--lexical-only", action="store_true")
    parser.add_argument("--train", action="store_true", help="train on everything and write the shipped weights")
    args = parser.parse_args(argv)
    raw = load_jsonl(args.data)
    examples = _features(raw)
    print(f"{len(raw)} turns, {len({e.domain for e in raw})} domains, "
          f"zh {sum(e.lang == 'zh' for e in raw)} / en {sum(e.lang == 'en' for e in raw)}")
    e5 = None if args.lexical_only else E5Embeddings()
    vectors = None
    if e5 is not None:
        texts = [e.extra["raw"] for e in examples]
        vectors = dict(zip((e.text for e in examples), np.asarray(e5.embed_documents(texts)), strict=True))
    if args.train:
        lexical = train_classifier(examples, labels=ROUTE_LABELS)
        lexical.save(DATA / "router_lexical.npz")
        print(f"lexical: T={lexical.temperature:.2f}")
        if e5 is not None:
            dense = train_classifier(examples, labels=ROUTE_LABELS, embeddings=e5, vectors=vectors)
            dense.save(DATA / "router_e5.npz")
            print(f"e5: T={dense.temperature:.2f}")
        return 0
    gold = [e.label for e in raw]
    print(_table("rule router (cue lexicon)", gold, [route(e.text).route.value for e in raw]))
    runs: list[tuple[str, dict[str, np.ndarray] | None, str]] = [("learned, lexical", None, "")]
    if e5 is not None:
        runs.append(("learned, lexical + e5", vectors, embedding_model_id(e5)))
    for name, vecs, embedding_id in runs:
        started = time.perf_counter()
        results = _learned(examples, vecs, embedding_id, args.folds)
        by_domain = sorted(results)
        g = [x for d in by_domain for x in results[d][0]]
        p = [x for d in by_domain for x in results[d][1]]
        print(f"\n{_table(name, g, p)}\n({args.folds} domain folds, {time.perf_counter() - started:.0f} s)")
    router = LearnedRouter.default() if (DATA / "router_lexical.npz").exists() else None
    if router is not None:
        timings = []
        vec = np.asarray(e5.embed_query("x")) if e5 is not None else None
        for e in raw[:300]:
            t0 = time.perf_counter()
            router(e.text, vector=vec, embedding_id=embedding_model_id(e5) if e5 else "")
            timings.append((time.perf_counter() - t0) * 1000)
        timings.sort()
        print(f"\nshipped router decision (query vector given): p50 {statistics.median(timings):.2f} ms, "
              f"p95 {timings[int(0.95 * len(timings))]:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
