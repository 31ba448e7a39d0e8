"""Background work: queued off the hot path, inline when full, failures kept and never raised."""

from __future__ import annotations

import threading

from graphs.background import BackgroundWork


def test_jobs_run_and_failures_are_recorded():
    work = BackgroundWork()
    ok = work.submit("ok", lambda: 7)

    def boom() -> None:
        raise RuntimeError("llm down")

    work.submit("bad", boom)
    assert work.drain() == 2
    assert ok.result() == 7
    assert work.failures[-1] == ("bad", "RuntimeError: llm down")
    work.close()


def test_full_queue_runs_inline_instead_of_dropping():
    work = BackgroundWork(max_pending=1)
    gate = threading.Event()
    work.submit("blocker", gate.wait, 5)
    caller = threading.get_ident()
    inline = work.submit("inline", threading.get_ident)
    assert inline.done() and inline.result() == caller  # ran in the caller's thread: nothing was dropped
    gate.set()
    work.close()
    assert work.completed == 2
