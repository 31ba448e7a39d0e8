"""The update judge, leave-domain-out: every pair predicted by a judge that never saw its domain.

Prints update-class precision / recall at a threshold sweep, per language, and per domain at the shipped threshold
(:data:`~langmem_layers.write.update_judge.UPDATE_THRESHOLD`), the sweep again for the new statements that carry an
explicit change cue ("换成", "switched to", "no longer" — :meth:`~langmem_layers.write.triggers.TriggerLexicon.
change_of_mind`) and for those that do not (the judge's bar for each: ``cue_threshold`` and ``threshold``), plus
the share of *unrelated* pairs (one per written pair: its old side against another pair's new side) read as updates
— the false supersedes the judge would cause among a candidate's other neighbours::

    python -m benchmarks.update_judge                 # 8 domain folds over data/update_pairs/
    python -m benchmarks.update_judge --folds 4 --json
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from langmem_layers.embeddings import E5Embeddings
from langmem_layers.write.triggers import TriggerLexicon
from langmem_layers.write.update_judge import UPDATE_THRESHOLD
from langmem_layers.write.update_train import evaluate_update_judge, load_pairs, update_figures

CORPUS = Path(__file__).resolve().parent.parent / "data" / "update_pairs"
SWEEP = (0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", nargs="*", default=sorted(str(p) for p in CORPUS.glob("pairs_*.jsonl")))
    parser.add_argument("--folds", type=int, default=8)
    parser.add_argument("--threshold", type=float, default=UPDATE_THRESHOLD)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pairs = load_pairs(args.data)
    written = {(p.domain, p.old, p.new) for p in pairs}
    held, scores = evaluate_update_judge(pairs, E5Embeddings(), folds=args.folds)
    gold = [p.label == "update" for p in held]
    out: dict[str, object] = {"pairs": len(pairs), "rows": len(held), "folds": args.folds,
                              "sweep": [update_figures(gold, scores, t) for t in SWEEP]}
    lexicon = TriggerLexicon()
    cue = [lexicon.change_of_mind(p.new) for p in held]
    for name, want in (("with_cue", True), ("without_cue", False)):
        part = [(g, s) for g, s, c in zip(gold, scores, cue, strict=True) if c == want]
        out[name] = {"rows": len(part), "updates": sum(g for g, _ in part),
                     "sweep": [update_figures([g for g, _ in part], [s for _, s in part], t) for t in SWEEP]}
    unrelated = [s for p, s in zip(held, scores, strict=True) if (p.domain, p.old, p.new) not in written]
    out["unrelated_read_as_update"] = sum(s >= args.threshold for s in unrelated) / max(len(unrelated), 1)
    groups: dict[str, dict[str, list]] = {}
    for pair, g, s in zip(held, gold, scores, strict=True):
        for key in (f"lang:{pair.lang}", f"domain:{pair.domain}"):
            groups.setdefault(key, {"gold": [], "scores": []})
            groups[key]["gold"].append(g)
            groups[key]["scores"].append(s)
    out["groups"] = {k: update_figures(v["gold"], v["scores"], args.threshold) for k, v in sorted(groups.items())}
    if args.json:
        print(json.dumps(out, indent=2))
        return 0
    print(f"{len(pairs)} written pairs + {len(held) - len(pairs)} unrelated, {sum(gold)} updates, "
          f"{args.folds} domain folds")
    print("\nthreshold | precision | recall")
    for row in out["sweep"]:  # type: ignore[attr-defined]
        print(f"{row['threshold']:.2f} | {row['precision']:.3f} | {row['recall']:.3f}")
    for name in ("with_cue", "without_cue"):
        part = out[name]  # type: ignore[index]
        print(f"\nnew side {name.replace('_', ' ')} ({part['rows']} rows, {part['updates']} updates): "
              "threshold | precision | recall")
        for row in part["sweep"]:
            print(f"{row['threshold']:.2f} | {row['precision']:.3f} | {row['recall']:.3f}")
    print(f"\nunrelated pairs read as updates at {args.threshold}: {out['unrelated_read_as_update']:.3f}")
    print(f"\nat {args.threshold}: group | precision | recall")
    for key, row in out["groups"].items():  # type: ignore[attr-defined]
        print(f"{key} | {row['precision']:.3f} | {row['recall']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
