"""``langmem-layers chat --user ID``: an interactive REPL on the memory agent graph.

Each line you type is one turn through route → recall → inject → respond → write; after the reply a compact
trace line shows the route, how many memories/KB chunks were recalled, what was written and the tokens used.
Commands: ``/memories`` (list your memories), ``/new`` (start a new session = thread), ``/quit`` (or ``exit`` /
``quit``). Resuming a session (``--thread``) shows its last turns first.

    langmem-layers --store ./.memory chat --user alice
    langmem-layers --embeddings hashing chat --user alice --model openai:gpt-4o-mini

Listed in :data:`langmem_layers.cli.COMMANDS`.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import uuid
from collections.abc import Callable, Iterable
from typing import Any, TextIO

from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig

from graphs import MemoryContext, build_memory_agent

from ..embeddings import HashingEmbeddings
from ..errors import MemoryLayerError
from ..integrations import UserBoundCheckpointer
from ..memory import LayeredMemory
from ._table import format_table

__all__ = ["register", "run", "run_chat", "trace_line"]

PROMPT = "you> "
COMMANDS = {"/quit": "leave", "/exit": "leave", "/new": "new session", "/memories": "list memories",
            "/help": "this help"}


def _why(entries: list[dict[str, Any]]) -> str:
    """The reasons of skipped / refused entries, short: ``(duplicate of …; reconcile.duplicate)``."""
    reasons: list[str] = []
    for entry in entries:
        why = str(entry.get("reason") or entry.get("rule") or "").strip()
        if why and why not in reasons:
            reasons.append(why if len(why) <= 70 else why[:69] + "…")
    return f" ({'; '.join(reasons)})" if reasons else ""


def trace_line(state: dict[str, Any]) -> str:
    """One line summarising what the memory layer did in a turn (skips and refusals with their reasons)."""
    write = state.get("last_write") or {}
    kinds: dict[str, list[dict[str, Any]]] = {}
    for action in write.get("actions", []):
        kinds.setdefault(action["kind"], []).append(action)
    written = ", ".join(f"{k}×{len(v)}" + (_why(v) if k != "add" else "") for k, v in kinds.items()) or "nothing"
    refusals = list(write.get("refusals", []))
    tokens = state.get("tokens_by_section") or {}
    return (f"[route {state.get('route', '?')} · recalled {len(state.get('memories') or [])} memories, "
            f"{len(state.get('kb_chunks') or [])} kb · wrote {written}"
            + (f" · refused {len(refusals)}{_why(refusals)}" if refusals else "")
            + (f" · redacted {', '.join(write['redactions'])}" if write.get("redactions") else "")
            + f" · tokens {tokens.get('total', sum(tokens.values()))}]")


def _earlier_turns(agent: Any, run_config: RunnableConfig, stream: TextIO, last: int = 10) -> None:
    """Print the last turns of a resumed session (after the checkpointer checked the thread is this user's)."""
    messages = list((agent.get_state(run_config).values or {}).get("messages") or [])
    turns = [m for m in messages if m.type in ("human", "ai") and not getattr(m, "tool_calls", None)]
    if not turns:
        return
    print(f"resuming: {len(turns)} earlier message(s)" + (f", the last {last}:" if len(turns) > last else ":"),
          file=stream)
    for message in turns[-last:]:
        who = "you> " if message.type == "human" else "bot> "
        print(f"  {who}{message.content}", file=stream)


def run_chat(
    memory: Any, user_id: str, *, model: Any = None, lines: Iterable[str] | None = None,
    out: TextIO | None = None, thread_id: str | None = None, input_fn: Callable[[str], str] | None = None,
    checkpointer: Any = None,
) -> int:
    """Run the REPL for ``user_id`` over an open ``LayeredMemory`` (``lines`` replaces stdin, for tests).

    Sessions are checkpointed by ``checkpointer`` (default: the user-bound SQLite checkpointer next to the store,
    so ``--thread`` resumes a session of this user — and refuses another user's).
    """
    stream = out or sys.stdout
    memory.check_user(user_id)
    if checkpointer is None:
        with UserBoundCheckpointer.for_memory(memory) as saver:
            return run_chat(memory, user_id, model=model, lines=lines, out=out, thread_id=thread_id,
                            input_fn=input_fn, checkpointer=saver)
    agent = build_memory_agent(memory, model=model, checkpointer=checkpointer)
    thread = thread_id or f"{user_id}-{uuid.uuid4().hex[:8]}"
    feed = iter(lines) if lines is not None else None
    print(f"chatting as {user_id!r} (session {thread}); /help for commands, /quit or exit to leave", file=stream)
    if thread_id:
        try:
            _earlier_turns(agent, {"configurable": {"thread_id": thread, "user_id": user_id}}, stream)
        except MemoryLayerError as exc:  # another user's session
            print(f"error: {exc}", file=stream)
            return 2
    while True:
        try:
            text = next(feed) if feed is not None else (input_fn or input)(PROMPT)
        except (EOFError, StopIteration, KeyboardInterrupt):
            break
        text = text.strip()
        if not text:
            continue
        if text in ("/quit", "/exit") or text.lower() in ("quit", "exit", "quit()", "exit()"):
            break
        if text == "/help":
            print("\n".join(f"  {c:<10} {h}" for c, h in COMMANDS.items()), file=stream)
            continue
        if text == "/new":
            thread = f"{user_id}-{uuid.uuid4().hex[:8]}"
            print(f"new session {thread}", file=stream)
            continue
        if text == "/memories":
            rows = [(i.type.value, i.status.value, i.content) for i in memory.items(user_id)]
            print(format_table(rows, ["type", "status", "content"]) if rows else "(no memories yet)", file=stream)
            continue
        run_config: RunnableConfig = {"configurable": {"thread_id": thread, "user_id": user_id}}
        try:
            state = agent.invoke({"messages": [HumanMessage(text)]}, config=run_config,
                                 context=MemoryContext(user_id=user_id))
        except MemoryLayerError as exc:  # e.g. resuming another user's session
            print(f"error: {exc}", file=stream)
            return 2
        print(f"bot> {state['messages'][-1].content}", file=stream)
        print(f"     {trace_line(state)}", file=stream)
    return 0


def register(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--user", required=True, help="user id (every memory belongs to one user)")
    parser.add_argument("--thread", default=None, help="resume this session id (default: a new one)")
    parser.add_argument("--model", default=os.environ.get("LANGMEM_LAYERS_MODEL"),
                        help="init_chat_model string, e.g. openai:gpt-4o-mini (default $LANGMEM_LAYERS_MODEL; "
                             "unset = offline responder)")


def run(args: argparse.Namespace) -> int:
    print(f"opening {args.store} and loading the embedding model ({args.embeddings})… ", end="", flush=True)
    started = time.perf_counter()
    emb = HashingEmbeddings() if args.embeddings == "hashing" else None
    with LayeredMemory.open(args.store, embeddings=emb) as mem:
        mem.embed_query("warm-up")
        print(f"done in {time.perf_counter() - started:.1f}s")
        return run_chat(mem, args.user, model=args.model or None, thread_id=args.thread)


