"""Issue 14, finding 6: the chat REPL — ``exit``/``quit`` leave, skips and refusals carry their reasons, a resumed
``--thread`` shows its earlier turns (only to its own user)."""

from __future__ import annotations

import io

from langmem_layers.chat import run_chat, trace_line


def test_exit_and_quit_without_a_slash_leave(mem):
    for word in ("exit", "quit", "Quit"):
        out = io.StringIO()
        assert run_chat(mem, "zoe", lines=[word, "我不吃辣"], out=out) == 0
        assert "bot>" not in out.getvalue()


def test_skips_and_refusals_say_why():
    state = {"route": "memory", "memories": [], "kb_chunks": [], "tokens_by_section": {"total": 3},
             "last_write": {"actions": [{"kind": "add", "rule": "zh.preference"},
                                        {"kind": "skip", "rule": "reconcile.duplicate",
                                         "reason": "duplicate of an existing memory"}],
                            "refusals": [{"kind": "refuse", "rule": "zh.ignore_instructions", "reason": ""}]}}
    line = trace_line(state)
    assert "skip×1 (duplicate of an existing memory)" in line
    assert "refused 1 (zh.ignore_instructions)" in line
    assert "add×1 ·" in line or "add×1," in line


def test_a_resumed_thread_shows_its_earlier_turns(mem):
    run_chat(mem, "lea", lines=["我住在广州"], out=io.StringIO(), thread_id="lea-1")
    out = io.StringIO()
    run_chat(mem, "lea", lines=[], out=out, thread_id="lea-1")
    text = out.getvalue()
    assert "resuming" in text and "you> 我住在广州" in text and "bot> " in text
    intruder = io.StringIO()
    assert run_chat(mem, "max", lines=[], out=intruder, thread_id="lea-1") == 2
    assert "广州" not in intruder.getvalue()
