"""The write gate, leave-domain-out: every domain of the training corpus predicted by a gate that never saw it.

Prints the per-domain table and the pooled figures (memorable-class precision / recall, exact-label accuracy,
confusion matrix) for the lexical gate and the e5 gate, and a threshold sweep::

    python -m benchmarks.gate                   # both gates, 8 domain folds
    python -m benchmarks.gate --lexical-only --folds 4
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from langmem_layers.classify import load_jsonl
from langmem_layers.embeddings import E5Embeddings
from langmem_layers.write.gate_train import embed_examples, evaluate_gate

CORPUS = Path(__file__).resolve().parent.parent / "data" / "write_gate"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", nargs="*", default=sorted(str(p) for p in CORPUS.glob("corpus_*.jsonl")))
    parser.add_argument("--folds", type=int, default=8)
    parser.add_argument("--lexical-only", action="store_true")
    args = parser.parse_args(argv)
    examples = load_jsonl(args.data)
    print(f"{len(examples)} examples, {len({e.domain for e in examples})} domains, "
          f"zh {sum(e.lang == 'zh' for e in examples)} / en {sum(e.lang == 'en' for e in examples)}")
    gates = [("lexical", None)] if args.lexical_only else [("lexical", None), ("e5", E5Embeddings())]
    for name, embeddings in gates:
        started = time.perf_counter()
        vectors = embed_examples(examples, embeddings) if embeddings is not None else None
        report = evaluate_gate(examples, embeddings=embeddings, vectors=vectors, folds=args.folds)
        print(f"\n## {name} gate ({time.perf_counter() - started:.0f} s)\n")
        print(report.markdown())
        print("\nthreshold sweep (precision / recall / macro recall):")
        for t in (0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7):
            p, r, macro, _ = report.at(t).pooled()
            print(f"  {t:.2f}: {p:.3f} / {r:.3f} / {macro:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
