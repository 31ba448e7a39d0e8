"""``langmem-layers gate …`` / ``router …``: retrain and evaluate the learned classifiers on your own labelled data.

    langmem-layers gate train --data my_clauses.jsonl --out my_gate         # my_gate_lexical.npz (+ _e5.npz)
    langmem-layers gate eval --data my_clauses.jsonl --folds 8               # leave-domain-out table
    langmem-layers gate explicit --data my_clauses.jsonl --out explicit.npz   # explicit requests (+ explicit_e5.npz)
    langmem-layers gate update --data my_pairs.jsonl --out judge.npz          # the update judge (e5)
    langmem-layers router train --data my_turns.jsonl --out my_router
    langmem-layers router eval --data my_turns.jsonl

Data: JSONL, one ``{"text", "label", "domain", "lang"}`` per line (labels: the gate's ``none``/memory types, the
router's ``kb``/``memory``/``window``/``mixed``); the update judge reads ``{"old", "new", "label", "domain",
"lang"}`` pairs (:mod:`langmem_layers.write.update_train`). Training is deterministic; ``--embeddings auto`` (the
global flag) also trains the dense (e5) part. Use the weights with ``WriteGate.load(...)`` /
``LearnedRouter.load(...)`` / ``UpdateJudge.load(...)``.
Listed in :data:`langmem_layers.cli.COMMANDS`.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import numpy as np

from ..classify import Example, leave_domain_out, load_jsonl
from ..classify.corpus import confusion
from ..classify.train import train_classifier
from ..embeddings import E5Embeddings, embedding_model_id
from ..read.route_model import ROUTE_LABELS, LearnedRouter
from ..read.route_train import featurise_examples, train_router
from ..write.explicit import Embed
from ..write.gate import GATE_LABELS
from ..write.gate_train import evaluate_explicit, evaluate_gate, explicit_figures, remembered_embed, train_explicit
from ..write.update_train import evaluate_update_judge, load_pairs, train_update_judge, update_figures
from ._table import format_table

__all__ = ["register", "run_gate", "run_router"]


def register(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=["train", "eval", "explicit", "update"])
    p.add_argument("--data", nargs="+", required=True, help="labelled JSONL file(s)")
    p.add_argument("--out", help="weights prefix for train (writes PREFIX_lexical.npz and PREFIX_e5.npz)")
    p.add_argument("--folds", type=int, default=8, help="domain folds for eval")


def _e5(args: argparse.Namespace) -> E5Embeddings | None:
    return None if getattr(args, "embeddings", "auto") == "hashing" else E5Embeddings()


def _train(args: argparse.Namespace, examples: list[Example], labels: tuple[str, ...]) -> int:
    """Gate: :func:`train_classifier`; router: :func:`train_router` (settings chosen inside the data)."""
    if not args.out:
        print("error: train needs --out PREFIX")
        return 2
    router = labels == ROUTE_LABELS
    lexical = train_router(examples) if router else train_classifier(examples, labels=labels)
    lexical.save(f"{args.out}_lexical.npz")
    print(f"wrote {args.out}_lexical.npz ({len(examples)} examples, temperature {lexical.temperature:.2f})")
    e5 = _e5(args)
    if e5 is not None:
        raw = dict(zip((e.text for e in examples),
                       e5.embed_documents([e.extra.get("raw", e.text) for e in examples]), strict=True))
        vectors = {k: np.asarray(v) for k, v in raw.items()}
        dense = (train_router(examples, vectors=vectors, embedding_id=embedding_model_id(e5)) if router
                 else train_classifier(examples, labels=labels, embeddings=e5, vectors=vectors))
        dense.save(f"{args.out}_e5.npz")
        print(f"wrote {args.out}_e5.npz (temperature {dense.temperature:.2f})")
    return 0


def _update(args: argparse.Namespace) -> int:
    """The update judge: leave-domain-out figures per threshold, then the weights when ``--out`` is given."""
    pairs, e5 = load_pairs(args.data), E5Embeddings()
    held, scores = evaluate_update_judge(pairs, e5, folds=args.folds)
    gold = [p.label == "update" for p in held]
    print(f"leave-domain-out, {len(held)} pairs ({len(pairs)} written, the rest unrelated), {sum(gold)} updates:")
    for threshold in (0.5, 0.6, 0.7, 0.8, 0.9):
        print("  " + ", ".join(f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}"
                               for k, v in update_figures(gold, scores, threshold).items()))
    if args.out:
        train_update_judge(pairs, e5).model.save(args.out)
        print(f"wrote {args.out}")
    return 0


def _explicit(args: argparse.Namespace, examples: list[Example]) -> int:
    """The explicit-request detector, on the lines' ``explicit`` flags: leave-domain-out figures per threshold of
    the n-gram detector and (unless ``--embeddings hashing``) of the one with an e5 part, then, with ``--out X.npz``,
    the weights: ``X.npz`` and ``X_e5.npz``."""
    e5 = _e5(args)
    embedders: list[tuple[str, Embed | None, str]] = [("n-grams", None, "")]
    if e5 is not None:
        embedders.append(("n-grams + e5", remembered_embed(e5), embedding_model_id(e5)))
    for name, embed, embedding_id in embedders:
        gold, scores = evaluate_explicit(examples, embed=embed, embedding_id=embedding_id, folds=args.folds)
        print(f"{name}: leave-domain-out, {len(gold)} lines, {sum(gold)} explicit:")
        for threshold in (0.3, 0.4, 0.5, 0.6, 0.7):
            print("  " + ", ".join(f"{k} {v:.3f}" if isinstance(v, float) else f"{k} {v}"
                                   for k, v in explicit_figures(gold, scores, threshold).items()))
        if args.out:
            out = args.out if embed is None else str(Path(args.out).with_name(f"{Path(args.out).stem}_e5.npz"))
            train_explicit(examples, embed=embed, embedding_id=embedding_id).save(out)
            print(f"wrote {out}")
    return 0


def run_gate(args: argparse.Namespace) -> int:
    if args.action == "update":
        return _update(args)
    examples = load_jsonl(args.data)
    if args.action == "train":
        return _train(args, examples, GATE_LABELS)
    if args.action == "explicit":
        return _explicit(args, examples)
    report = evaluate_gate(examples, embeddings=_e5(args), folds=args.folds)
    print(report.markdown())
    return 0


def run_router(args: argparse.Namespace) -> int:
    raw = load_jsonl(args.data)
    examples = featurise_examples(raw)
    if args.action == "train":
        return _train(args, examples, ROUTE_LABELS)

    def trainer(train: list[Example]) -> Callable[[list[Example]], list[str]]:
        router = LearnedRouter(train_router(train))  # nested: its settings are chosen inside the training folds
        return lambda test: [router(e.extra["raw"]).route.value for e in test]

    results = leave_domain_out(examples, trainer, folds=args.folds)
    gold = [g for d in sorted(results) for g in results[d][0]]
    pred = [p for d in sorted(results) for p in results[d][1]]
    accuracy = sum(g == p for g, p in zip(gold, pred, strict=True)) / max(len(gold), 1)
    print(f"leave-domain-out accuracy {accuracy:.3f} over {len(gold)} turns (lexical router)")
    rows = [[label, *row] for label, row in zip(ROUTE_LABELS, confusion(gold, pred, ROUTE_LABELS), strict=True)]
    print(format_table(rows, ["gold \\ predicted", *ROUTE_LABELS]))
    return 0
