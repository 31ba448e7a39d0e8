"""The write gate, leave-domain-out: every domain of the training corpus predicted by a gate that never saw it.

Prints the per-domain table and the pooled figures (memorable-class precision / recall, exact-label accuracy,
confusion matrix) for the lexical gate and the e5 gate, and a threshold sweep::

    python -m benchmarks.gate                   # both gates, 8 domain folds
    python -m benchmarks.gate --lexical-only --folds 4
    python -m benchmarks.gate --cascade         # also: what the lexical-first veto cascade changes
    python -m benchmarks.gate --without data/write_gate/corpus_10.jsonl   # what a file adds, on the same folds

``--without FILE…`` trains a second gate per fold that does not learn from those files (their lines are still
predicted) and prints both gates' figures on each file's lines and on all lines.

The cascade (``write/gated.py``, ``LEXICAL_KEEP``): a rule candidate whose source the n-gram gate finds memorable
with P ≥ LEXICAL_KEEP is kept without embedding it for the e5 gate; ``--cascade`` counts, on the leave-domain-out
predictions, the clauses the e5 gate would have vetoed (P < VETO_BELOW) that the cascade keeps — and how many of
them are really not memorable.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from langmem_layers.classify import Example, load_jsonl
from langmem_layers.embeddings import E5Embeddings
from langmem_layers.write.gate_train import GateReport, embed_examples, evaluate_gate
from langmem_layers.write.gated import LEXICAL_KEEP, VETO_BELOW

CORPUS = Path(__file__).resolve().parent.parent / "data" / "write_gate"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", nargs="*", default=sorted(str(p) for p in CORPUS.glob("corpus_*.jsonl")))
    parser.add_argument("--folds", type=int, default=8)
    parser.add_argument("--lexical-only", action="store_true")
    parser.add_argument("--cascade", action="store_true", help="count what the lexical-first veto changes")
    parser.add_argument("--without", nargs="*", default=[], help="also a gate that does not learn from these files")
    args = parser.parse_args(argv)
    if args.without:
        return _without(args)
    examples = load_jsonl(args.data)
    print(f"{len(examples)} examples, {len({e.domain for e in examples})} domains, "
          f"zh {sum(e.lang == 'zh' for e in examples)} / en {sum(e.lang == 'en' for e in examples)}")
    gates = [("lexical", None)] if args.lexical_only else [("lexical", None), ("e5", E5Embeddings())]
    reports: dict[str, GateReport] = {}
    for name, embeddings in gates:
        started = time.perf_counter()
        vectors = embed_examples(examples, embeddings) if embeddings is not None else None
        report = evaluate_gate(examples, embeddings=embeddings, vectors=vectors, folds=args.folds)
        reports[name] = report
        print(f"\n## {name} gate ({time.perf_counter() - started:.0f} s)\n")
        print(report.markdown())
        print("\nthreshold sweep (precision / recall / macro recall):")
        for t in (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7):
            p, r, macro, _ = report.at(t).pooled()
            print(f"  {t:.2f}: {p:.3f} / {r:.3f} / {macro:.3f}")
    if args.cascade and "e5" in reports:
        print("\ncascade: clauses the e5 gate vetoes that the lexical-first cascade keeps (of them: gold none)")
        for keep in sorted({0.4, 0.5, 0.6, 0.7, LEXICAL_KEEP}):
            kept = wrong = 0
            for domain, (gold, _, dense) in reports["e5"].results.items():
                lexical = reports["lexical"].results[domain][2]
                for g, d, lx in zip(gold, dense, lexical, strict=True):
                    if lx >= keep and d < VETO_BELOW:
                        kept += 1
                        wrong += g == "none"
            print(f"  LEXICAL_KEEP {keep:.2f}: {kept} kept ({wrong} gold none) of {len(examples)} clauses")
    return 0


def _without(args: argparse.Namespace) -> int:
    """Both gates (learning from every file, and not from ``--without``) on each file's lines, e5."""
    rows: dict[str, list[Example]] = {path: load_jsonl([path]) for path in args.data}
    examples = [e for file_rows in rows.values() for e in file_rows]
    files = {path: {e.text for e in file_rows} for path, file_rows in rows.items()}
    left_out = set().union(*(files[path] for path in args.without))
    embeddings = E5Embeddings()
    vectors = embed_examples(examples, embeddings)
    reports = {name: evaluate_gate(examples, embeddings=embeddings, vectors=vectors, folds=args.folds,
                                   learn_from=learn)
               for name, learn in (("all files", None), ("without", lambda e: e.text not in left_out))}
    print("\nthreshold | lines | " + " | ".join(f"learning from {name}: P / R / macro R" for name in reports))
    for t in (0.5, 0.55, 0.6, 0.62, 0.65, 0.7):
        for label, texts in [*((Path(p).name, files[p]) for p in args.data), ("all", None)]:
            cells = []
            for report in reports.values():
                shown = report.at(t) if texts is None else report.at(t).among(texts)
                p, r, macro, _ = shown.pooled()
                cells.append(f"{p:.3f} / {r:.3f} / {macro:.3f}")
            print(f"{t:.2f} | {label} | " + " | ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
