"""``python -m langmem_layers.eval``: run the scenario suite locally and print a table (or via LangSmith)."""

from __future__ import annotations

import argparse
import json
import sys
import time

from .langsmith_eval import has_langsmith_key, run_with_langsmith
from .runner import EMBEDDINGS, run_suite


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m langmem_layers.eval", description=__doc__.splitlines()[0])
    parser.add_argument("--embeddings", choices=EMBEDDINGS, default="auto",
                        help="auto = the embedded default model (e5); hashing = fast lexical")
    parser.add_argument("--langsmith", action="store_true", help="run through LangSmith (needs LANGSMITH_API_KEY)")
    parser.add_argument("--json", action="store_true", help="print the metrics as JSON")
    parser.add_argument("-v", "--verbose", action="store_true", help="print every scenario's problems")
    args = parser.parse_args(argv)
    if args.langsmith:
        if not has_langsmith_key():
            print("--langsmith needs LANGSMITH_API_KEY; run without it for the local table", file=sys.stderr)
            return 2
        print(run_with_langsmith(embeddings=args.embeddings))
        return 0
    print(f"running the scenario suite ({args.embeddings} embeddings)…", file=sys.stderr, flush=True)
    started = time.perf_counter()
    report = run_suite(embeddings=args.embeddings)
    elapsed = time.perf_counter() - started
    if args.json:
        print(json.dumps({"embeddings": report.embeddings, **report.metrics(), "targets_met": report.targets_met(),
                          "seconds": round(elapsed, 1)}, indent=2))
    else:
        print(f"embeddings: {report.embeddings}   scenarios: {len(report.results)}   {elapsed:.1f}s\n")
        print(report.table())
    if args.verbose:
        for r in report.results:
            if r.problems:
                print(f"\n{r.name}:", *r.problems, sep="\n  ")
    return 0 if all(report.targets_met().values()) else 1


if __name__ == "__main__":
    sys.exit(main())
