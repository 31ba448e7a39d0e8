"""Token benchmark: on LoCoMo-length conversations the assembled context stays within budget and ≤ 10 % of history.

Each LoCoMo conversation becomes one thread (speaker A = the user, speaker B = the assistant) and one user's
episodic memories (every turn, with its session date). At the end of every session the thread so far plus one of
the conversation's questions goes through ``build_context`` (one session id, so the rolling summary is incremental);
at the very end ``--questions`` questions are asked over the whole conversation. Printed as JSON::

    python -m benchmarks.tokens --data ../shared/data/locomo/locomo_dev.json
    python -m benchmarks.tokens --data PATH --budget 4000 --window-max-turns 10 --embeddings e5 --questions 10

The data is read from ``--data`` (never copied into the repository).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.embeddings import default_embeddings
from langmem_layers.tokens import count_message_tokens

from ._ingest import Episode, add_episodes
from .locomo import DEFAULT_DATA, Turn, conversation_questions, conversation_turns

USER = "locomo-user"
#: The ratio the issue asks for: assembled context ≤ this share of the full history.
MAX_HISTORY_RATIO = 0.10


def _messages(turns: list[Turn], user_speaker: str) -> list[BaseMessage]:
    out: list[BaseMessage] = []
    for t in turns:
        text = t.render(with_date=False)
        out.append(HumanMessage(text) if t.speaker == user_speaker else AIMessage(text))
    return out


def run_conversation(sample: dict[str, Any], *, config: dict[str, Any], embeddings: Any,
                     questions: int) -> dict[str, Any]:
    turns = conversation_turns(sample)
    user_speaker = sample["conversation"]["speaker_a"]
    asked = [q.text for q in conversation_questions(sample, {t.dia_id for t in turns})] or ["What happened?"]
    counter_mem: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        last = turns[-1].at
        mem = LayeredMemory.open(tmp, config=MemoryConfig(**config, clock=lambda: last), embeddings=embeddings)
        budget = mem.config.context_budget_tokens
        try:
            add_episodes(mem, USER, [Episode(t.render(), t.at, t.dia_id, f"s{t.session}") for t in turns])
            thread = _messages(turns, user_speaker)
            count = mem.count_tokens
            checkpoints: list[dict[str, Any]] = []
            times: list[float] = []
            ends = [i for i in range(len(turns)) if i + 1 == len(turns) or turns[i + 1].session != turns[i].session]
            for n, end in enumerate(ends):
                prefix = [*thread[:end + 1], HumanMessage(asked[n % len(asked)])]
                start = time.perf_counter()
                bundle = mem.build_context(USER, prefix, session_id="thread", now=turns[end].at)
                times.append((time.perf_counter() - start) * 1000)
                history = count_message_tokens(prefix, count)
                checkpoints.append({"session": turns[end].session, "history_tokens": history,
                                    "assembled_tokens": bundle.tokens_by_section["budgeted"]})
            finals: list[dict[str, Any]] = []
            history = count_message_tokens(thread, count)
            for q in asked[:questions]:
                bundle = mem.build_context(USER, [*thread, HumanMessage(q)], session_id="thread", now=last)
                used = bundle.tokens_by_section["budgeted"]
                finals.append({"assembled_tokens": used, "ratio": used / history,
                               "tokens_by_section": bundle.tokens_by_section, "route": bundle.route.value})
            counter_mem["summary_lines"] = len(bundle.summary.splitlines())
        finally:
            mem.close()
    over = [c for c in checkpoints if c["assembled_tokens"] > budget] + \
        [f for f in finals if f["assembled_tokens"] > budget]
    return {
        "sample_id": sample.get("sample_id"), "turns": len(turns), "sessions": len(ends),
        "history_tokens": history, "checkpoints": len(checkpoints), "over_budget": len(over),
        "final_assembled_tokens_max": max(f["assembled_tokens"] for f in finals),
        "final_ratio_max": round(max(f["ratio"] for f in finals), 4),
        "final_ratio_mean": round(statistics.mean(f["ratio"] for f in finals), 4),
        "final_sections_example": finals[0]["tokens_by_section"], "final_routes": [f["route"] for f in finals],
        "summary_lines": counter_mem.get("summary_lines", 0),
        "build_context_ms_p50": round(statistics.median(times), 1),
        "build_context_ms_max": round(max(times), 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="LoCoMo JSON (default: %(default)s)")
    parser.add_argument("--budget", type=int, default=MemoryConfig().context_budget_tokens)
    parser.add_argument("--embeddings", choices=["hashing", "auto", "e5", "use"], default="hashing",
                        help="hashing is enough for a token count (retrieval quality is benchmarks.locomo's job)")
    parser.add_argument("--window-max-turns", type=int, default=MemoryConfig().window_max_turns,
                        help="user turns (a user message and the replies to it) kept before folding")
    parser.add_argument("--window-min-turns", type=int, default=MemoryConfig().window_min_turns)
    parser.add_argument("--questions", type=int, default=5, help="questions asked over the whole conversation")
    parser.add_argument("--limit", type=int, default=0, help="only the first N conversations (0 = all)")
    args = parser.parse_args(argv)
    samples = json.loads(args.data.read_text(encoding="utf-8"))
    if args.limit:
        samples = samples[:args.limit]
    embeddings = HashingEmbeddings() if args.embeddings == "hashing" else default_embeddings(args.embeddings)
    config = {"context_budget_tokens": args.budget, "window_max_turns": args.window_max_turns,
              "window_min_turns": min(args.window_min_turns, args.window_max_turns)}
    rows = [run_conversation(s, config=config, embeddings=embeddings, questions=max(1, args.questions))
            for s in samples]
    result = {
        "command": "python -m benchmarks.tokens " + " ".join(argv if argv is not None else sys.argv[1:]),
        "config": config, "embeddings": args.embeddings, "conversations": len(rows),
        "history_tokens_mean": round(statistics.mean(r["history_tokens"] for r in rows)),
        "all_within_budget": all(r["over_budget"] == 0 for r in rows),
        "final_ratio_max": max(r["final_ratio_max"] for r in rows),
        "final_ratio_mean": round(statistics.mean(r["final_ratio_mean"] for r in rows), 4),
        "ratio_target": MAX_HISTORY_RATIO,
        "ratio_ok": max(r["final_ratio_max"] for r in rows) <= MAX_HISTORY_RATIO,
        "per_conversation": rows,
    }
    print(json.dumps(result, ensure_ascii=False, indent=2))
    return 0 if result["all_within_budget"] and result["ratio_ok"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
