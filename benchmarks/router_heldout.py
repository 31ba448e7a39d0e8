"""The router on a held-out batch, end to end: every turn goes through ``build_context`` with a filled knowledge
base, a user with memories, and the turn's ``previous`` exchange in the thread; the route scored is the bundle's.

The batch is JSONL, one turn a line: ``id``, ``text``, ``lang``, ``domain``, ``label`` (kb / memory / window / mixed)
and ``previous`` (the exchange before the turn: ``{"user": …, "assistant": …}``, a list of ``{"role", "content"}``
messages, or a list of strings alternating user / assistant). Held-out data is measured, never trained or tuned on.

Only the public API is used, so the same file measures any checkout (``PYTHONPATH=<checkout>``)::

    python -m benchmarks.router_heldout --heldout benchmarks/data/router_heldout.jsonl
    python -m benchmarks.router_heldout --heldout … --embeddings hashing     # the n-gram router
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from langchain_core.documents import Document

from langmem_layers import LayeredMemory

ROUTES = ("kb", "memory", "window", "mixed")
USER = "heldout-user"

#: A small multi-domain knowledge base (so a kb route finds documents and is not turned into memory).
KB_DOCS = [
    ("returns.md", "# 退换货政策\n签收后7天内可无理由退货，15天内可换货。退款在审核通过后3-5个工作日原路返回。"),
    ("shipping.md", "# 配送\n订单满99元包邮，偏远地区除外。一般48小时内发货，顺丰次日达需加收12元。"),
    ("warranty.md", "# Warranty\nAll devices carry a 12-month warranty; batteries 6 months. Accidental damage is "
                    "covered only with the Care plan ($49/year)."),
    ("plans.md", "# Plans and pricing\nBasic $9/month (3 seats), Team $29/month (20 seats), Enterprise on "
                 "request. Annual billing saves 20%. Cancel any time from Settings > Billing."),
    ("baggage.md", "# Baggage\nEconomy includes one 23 kg checked bag; lounge access for Gold members and "
                   "business class. Changes are free up to 24 hours before departure."),
    ("clinic.md", "# 门诊须知\n周一至周六 8:00-17:30 门诊，周日仅急诊。初诊请携带身份证和医保卡，线上可提前7天预约。"),
    ("account.md", "# Account\nReset your password from the sign-in page (Forgot password). Two-factor "
                   "authentication can be turned on under Security. Data export takes up to 24 hours."),
    ("bank.md", "# 账户与费用\n跨行转账每笔手续费2元，手机银行免费。信用卡免息期最长56天，逾期按日息万分之五计收。"),
    ("hotel.md", "# Hotel policy\nCheck-in from 15:00, check-out by 12:00. Breakfast 6:30-10:30. Pets up to "
                 "10 kg are welcome for a $25 fee per night."),
    ("courses.md", "# 课程\n少儿编程课适合6-12岁，每期12节课共2980元；试听课免费。成人课程提供周末班和晚班。"),
    ("menu.md", "# Menu\nVegetarian and gluten-free dishes are marked. Kids' menu for under-12s. Delivery within "
                "5 km, free above $30."),
    ("insurance.md", "# 保险条款\n意外险保障期一年，等待期30天；理赔需在事故发生后10日内报案并提交发票原件。"),
]

#: What the user told the assistant before (so a memory route has something to recall).
MEMORY_TURNS = [
    "我不吃辣，对花生过敏。", "我儿子今年7岁，女儿4岁。", "I usually fly to Singapore and Tokyo for work.",
    "我住在杭州西湖区。", "I prefer short answers in bullet points.", "我是素食者。",
    "My budget for the new laptop is about $1,500.", "我每周二和周四晚上健身。",
]


def previous_messages(previous: Any) -> list[dict[str, str]]:
    """The earlier exchange as role dicts, whatever shape the batch gives it in."""
    if not previous:
        return []
    if isinstance(previous, dict):
        if "role" in previous:
            return [{"role": str(previous["role"]), "content": str(previous.get("content", ""))}]
        out = []
        for key, role in (("user", "user"), ("assistant", "assistant")):
            if previous.get(key):
                out.append({"role": role, "content": str(previous[key])})
        return out
    if isinstance(previous, str):
        return [{"role": "assistant", "content": previous}]
    out = []
    for i, m in enumerate(previous):
        if isinstance(m, dict):
            role = str(m.get("role", "user" if i % 2 == 0 else "assistant"))
            out.append({"role": "assistant" if role in ("assistant", "ai") else "user",
                        "content": str(m.get("content", m.get("text", "")))})
        else:
            out.append({"role": "user" if i % 2 == 0 else "assistant", "content": str(m)})
    return out


def confusion_table(gold: list[str], pred: list[str]) -> str:
    counts = Counter(zip(gold, pred, strict=True))
    lines = ["| gold \\ predicted | " + " | ".join(ROUTES) + " |", "|---|" + "---|" * len(ROUTES)]
    lines += [f"| {g} | " + " | ".join(str(counts[(g, p)]) for p in ROUTES) + " |" for g in ROUTES]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--heldout", required=True)
    parser.add_argument("--embeddings", default="e5", help="e5 (default, the shipped router) | hashing")
    parser.add_argument("--router", default="learned", help="MemoryConfig.router: learned | rules")
    parser.add_argument("--show-misses", action="store_true")
    args = parser.parse_args(argv)
    rows = [json.loads(line) for line in Path(args.heldout).read_text(encoding="utf-8").splitlines() if line.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        mem = LayeredMemory.open(Path(tmp) / "store", embeddings=args.embeddings, config={"router": args.router})
        mem.kb.add_documents([Document(page_content=text, metadata={"source": name}) for name, text in KB_DOCS])
        for i, text in enumerate(MEMORY_TURNS):
            mem.remember(USER, [{"role": "user", "content": text}], session_id=f"setup-{i}")
        gold: list[str] = []
        pred: list[str] = []
        both: list[bool] = []
        timings: list[float] = []
        misses = []
        for row in rows:
            thread = [*previous_messages(row.get("previous")), {"role": "user", "content": str(row["text"])}]
            started = time.perf_counter()
            bundle = mem.build_context(USER, thread, session_id=f"h-{row.get('id', len(gold))}")
            timings.append((time.perf_counter() - started) * 1000)
            gold.append(str(row["label"]))
            pred.append(bundle.route.value)
            both.append(bool(bundle.memories) and bool(bundle.kb_chunks))
            if pred[-1] != gold[-1]:
                misses.append((row.get("id"), row.get("lang"), row["label"], pred[-1], row["text"],
                               bundle.route_reason))
        mem.close()
    n = len(gold)
    acc = sum(g == p for g, p in zip(gold, pred, strict=True)) / max(n, 1)
    mixed = [p for g, p in zip(gold, pred, strict=True) if g == "mixed"]
    mixed_recall = mixed.count("mixed") / max(len(mixed), 1)
    needed = sum(p == g or (p == "mixed" and g in ("kb", "memory"))
                 for g, p in zip(gold, pred, strict=True)) / max(n, 1)
    print(f"held-out {args.heldout}: {n} turns, router={args.router}, embeddings={args.embeddings}")
    print(f"accuracy {acc:.3f}; mixed-recall {mixed_recall:.3f} ({mixed.count('mixed')}/{len(mixed)}); "
          f"needed block present {needed:.3f}; mixed turns with both blocks non-empty "
          f"{sum(b for g, b in zip(gold, both, strict=True) if g == 'mixed')}/{len(mixed)}")
    for lang in sorted({str(r.get("lang")) for r in rows}):
        idx = [i for i, r in enumerate(rows) if str(r.get("lang")) == lang]
        print(f"  {lang}: accuracy {sum(gold[i] == pred[i] for i in idx) / len(idx):.3f} ({len(idx)} turns)")
    print(confusion_table(gold, pred))
    timings.sort()
    print(f"build_context p50 {statistics.median(timings):.1f} ms, p95 {timings[int(0.95 * (n - 1))]:.1f} ms")
    if args.show_misses:
        for miss in misses:
            print("  miss", *miss, sep=" | ")
    return 0


if __name__ == "__main__":
    sys.exit(main())
