"""Window benchmark: ``build_context`` time on one long thread (rolling summary + window trim), hashing embedder.

Each thread alternates user/assistant turns mixing Chinese and English facts (numbers, dates, preferences, slot
values), so almost every folded sentence becomes a summary line candidate — the worst case for the summary merge.
One fresh session per thread (the whole history is folded at once). Printed as JSON::

    python -m benchmarks.window
    python -m benchmarks.window --sizes 200 800 2000 --repeat 3
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from langmem_layers import HashingEmbeddings, LayeredMemory

USER = "window-bench"
_USER_LINES = (
    "我喜欢第{i}本推理小说", "I prefer aisle seats on flight CA{i}, and my budget is {i}00 dollars",
    "记住我第{i}次去成都时不吃辣", "I always read chapter {i} before bed", "预算改成{i}千，下周三出发",
)
_AI_LINES = ("好的，已记录第{i}条。", "Noted: item {i} saved.", "明白，第{i}晚的酒店已预订。")


def thread(n: int) -> list[BaseMessage]:
    """``n`` alternating messages ending with a user question."""
    msgs: list[BaseMessage] = []
    for i in range(n - 1):
        pool = _USER_LINES if i % 2 == 0 else _AI_LINES
        text = pool[(i // 2) % len(pool)].format(i=i)
        msgs.append(HumanMessage(text) if i % 2 == 0 else AIMessage(text))
    msgs.append(HumanMessage("我的预算是多少？"))
    return msgs


def run(sizes: list[int], repeat: int) -> dict[str, object]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        mem = LayeredMemory.open(tmp, embeddings=HashingEmbeddings())
        try:
            mem.add(USER, "User's budget is 8000 yuan", type="fact")
            for n in sizes:
                msgs = thread(n)
                times = []
                for r in range(repeat):
                    start = time.perf_counter()
                    bundle = mem.build_context(USER, msgs, session_id=f"s{n}-{r}")
                    times.append(time.perf_counter() - start)
                rows.append({"messages": n, "seconds_median": round(statistics.median(times), 3),
                             "seconds_max": round(max(times), 3), "summary_lines": len(bundle.summary.splitlines())
                             if getattr(bundle, "summary", None) else 0})
        finally:
            mem.close()
    return {"embeddings": "hashing", "repeat": repeat, "threads": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[200, 800, 2000])
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(run(args.sizes, args.repeat), ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
