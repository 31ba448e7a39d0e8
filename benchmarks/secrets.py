"""Secrets that reach disk: held-out batches of secrets and look-alikes, through ``redact`` and through a real store.

    python -m benchmarks.secrets                    # every batch present: benchmarks/data/secrets_{a,b,c}.jsonl
    python -m benchmarks.secrets --batch a --json   # one batch, JSON output
    python -m benchmarks.secrets --verbose          # also list every miss and every changed look-alike
    python -m benchmarks.secrets --locomo /work/shared/data/locomo/locomo_dev.json   # + real dialogue: turns
                                                    # redacted (should be 0) and µs of redact() per turn

Each line of a batch: ``{"text", "lang", "kind", "secret", "must_redact"}`` (written independently of the code,
issue 12 finding 6). For a ``must_redact`` case the ``secret`` substring must be gone from

* ``redact(text).text``,
* what :meth:`~langmem_layers.LayeredMemory.remember` stores (rules extraction, the text as one user message) and
  what :meth:`~langmem_layers.LayeredMemory.add` stores (the text as an explicit memory): the user's ``export()``
  and every byte of the store directory after ``close()`` (SQLite, WAL, Chroma).

A case counts as redacted only when all of these hold. A look-alike (``must_redact`` false) counts as changed when
``redact`` finds anything in it (``kinds`` non-empty — ``redact`` also NFKC-normalises punctuation, which is not a
change of content) or when the stored memory carries a ``[REDACTED:…]`` placeholder.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.safety import redact

DATA = Path(__file__).parent / "data"
NOW = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)
#: A: used for the first fixes; B: held out, then used for the second; C: held out (issue 12).
BATCHES = ("a", "b", "c")


def load(batch: str) -> list[dict[str, Any]]:
    path = DATA / f"secrets_{batch}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _disk_bytes(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file())


def measure(cases: list[dict[str, Any]], store: Path) -> dict[str, Any]:
    """Per kind: redacted / total (must_redact) or changed / total (look-alikes), plus the misses."""
    mem = LayeredMemory.open(store, config=MemoryConfig(clock=lambda: NOW), embeddings=HashingEmbeddings())
    exports: list[str] = []
    try:
        for i, case in enumerate(cases):
            user = f"secrets-{i}"
            mem.remember(user, [{"role": "user", "content": case["text"]}], now=NOW, extract="rules")
            mem.add(user, case["text"], now=NOW)
            exports.append(json.dumps(mem.export(user), ensure_ascii=False))
    finally:
        mem.close()
    disk = _disk_bytes(store)
    per_kind: dict[str, dict[str, int]] = defaultdict(lambda: {"ok": 0, "total": 0})
    misses: list[dict[str, Any]] = []
    for case, exported in zip(cases, exports, strict=True):
        result = redact(case["text"])
        if case["must_redact"]:
            secret = case["secret"]
            where = {"redact": secret in result.text, "export": secret in exported,
                     "disk": secret.encode("utf-8") in disk}
            ok = not any(where.values())
            key = case["kind"]
        else:
            where = {"redact": bool(result.kinds), "export": "[REDACTED:" in exported}
            ok = not any(where.values())  # "ok" = unchanged
            key = f"lookalike/{case['kind']}"
        per_kind[key]["total"] += 1
        per_kind[key]["ok"] += ok
        if not ok:
            misses.append({"kind": key, "text": case["text"], "secret": case.get("secret", ""),
                           "found_in": [k for k, v in where.items() if v], "redacted": result.text,
                           "kinds": list(result.kinds)})
    secrets = [k for k in per_kind if not k.startswith("lookalike/")]
    looks = [k for k in per_kind if k.startswith("lookalike/")]
    return {
        "redacted": {k: f"{per_kind[k]['ok']}/{per_kind[k]['total']}" for k in sorted(secrets)},
        "redacted_total": f"{sum(per_kind[k]['ok'] for k in secrets)}/{sum(per_kind[k]['total'] for k in secrets)}",
        "lookalikes_changed": {k: f"{per_kind[k]['total'] - per_kind[k]['ok']}/{per_kind[k]['total']}"
                               for k in sorted(looks)},
        "lookalikes_changed_total": (f"{sum(per_kind[k]['total'] - per_kind[k]['ok'] for k in looks)}/"
                                     f"{sum(per_kind[k]['total'] for k in looks)}"),
        "misses": misses,
    }


def locomo_figures(path: Path, repeats: int = 3) -> dict[str, Any]:
    """Every LoCoMo turn through ``redact``: how many are changed (kinds found), and the p50 time per turn."""
    import statistics
    import time

    from .locomo import conversation_turns

    samples = json.loads(path.read_text(encoding="utf-8"))
    texts = [t.text for sample in samples for t in conversation_turns(sample)]
    changed = [(text, list(redact(text).kinds)) for text in texts if redact(text).kinds]
    runs = []
    for _ in range(repeats):
        start = time.perf_counter()
        for text in texts:
            redact(text)
        runs.append((time.perf_counter() - start) / len(texts) * 1e6)
    return {"turns": len(texts), "turns_redacted": len(changed), "us_per_turn_p50": round(statistics.median(runs)),
            "us_per_turn_runs": [round(r) for r in runs], "redacted_examples": changed[:5]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", action="append", choices=list(BATCHES), help="default: every batch present")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--verbose", action="store_true", help="list misses and changed look-alikes")
    parser.add_argument("--locomo", type=Path, help="locomo_dev.json: also redact every real dialogue turn")
    args = parser.parse_args(argv)
    batches = args.batch or [b for b in BATCHES if (DATA / f"secrets_{b}.jsonl").exists()]
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for batch in batches:
            out[batch] = measure(load(batch), Path(tmp) / batch)
            if not args.verbose:
                out[batch].pop("misses")
    if args.locomo:
        out["locomo"] = locomo_figures(args.locomo)
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    locomo = out.pop("locomo", None)
    if locomo:
        print(f"LoCoMo: {locomo['turns_redacted']}/{locomo['turns']} turns redacted, redact "
              f"{locomo['us_per_turn_p50']} µs per turn (p50 of {locomo['us_per_turn_runs']})")
    for batch, figures in out.items():
        print(f"batch {batch}: redacted {figures['redacted_total']}, "
              f"look-alikes changed {figures['lookalikes_changed_total']}")
        for kind, value in figures["redacted"].items():
            print(f"  {kind:<22} redacted {value}")
        for kind, value in figures["lookalikes_changed"].items():
            print(f"  {kind:<22} changed  {value}")
        for miss in figures.get("misses", []):
            print(f"  MISS {miss['kind']}: {miss['text']!r} secret={miss['secret']!r} in {miss['found_in']} "
                  f"-> {miss['redacted']!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
