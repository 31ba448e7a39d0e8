"""Background work for the memory agent: LLM extraction and summaries run after the reply, off the hot path.

A single worker thread with a bounded queue. When the queue is full the job runs inline instead (slower, but no
turn is ever dropped); failures are kept (bounded) for inspection and never raised into a turn::

    >>> work = BackgroundWork()
    >>> future = work.submit("demo", lambda x: x * 2, 21)
    >>> work.drain(), future.result()
    (1, 42)
    >>> work.close()
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

__all__ = ["DEFAULT_MAX_PENDING", "BackgroundWork"]

#: Jobs that may wait at once before new ones run inline.
DEFAULT_MAX_PENDING = 64
#: Failures remembered for inspection.
MAX_FAILURES_KEPT = 100

log = logging.getLogger(__name__)


class BackgroundWork:
    """Runs post-reply jobs on one worker thread (bounded; inline when full)."""

    def __init__(self, max_pending: int = DEFAULT_MAX_PENDING) -> None:
        self.max_pending = max_pending
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="langmem-bg")
        self._pending: set[Future[Any]] = set()
        self._lock = threading.Lock()
        self.failures: deque[tuple[str, str]] = deque(maxlen=MAX_FAILURES_KEPT)
        self.completed = 0

    def _run(self, name: str, fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Run one job and do the bookkeeping before its future completes (so ``drain`` sees it)."""
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            log.warning("background job %s failed: %s", name, exc)
            self.failures.append((name, f"{type(exc).__name__}: {exc}"))
            raise
        finally:
            with self._lock:
                self.completed += 1

    def submit(self, name: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Future[Any]:
        """Queue ``fn(*args, **kwargs)``; runs it inline when ``max_pending`` jobs are already waiting."""
        with self._lock:
            self._pending = {f for f in self._pending if not f.done()}
            full = len(self._pending) >= self.max_pending
        if full:
            future: Future[Any] = Future()
            try:
                future.set_result(self._run(name, fn, args, kwargs))
            except Exception as exc:
                future.set_exception(exc)
            return future
        future = self._executor.submit(self._run, name, fn, args, kwargs)
        with self._lock:
            self._pending.add(future)
        return future

    @property
    def pending(self) -> int:
        with self._lock:
            return sum(not f.done() for f in self._pending)

    def drain(self, timeout: float | None = None) -> int:
        """Wait for every queued job; returns how many jobs have completed so far."""
        with self._lock:
            waiting = list(self._pending)
        for future in waiting:
            with contextlib.suppress(Exception):  # failures are recorded by _run
                future.result(timeout=timeout)
        with self._lock:
            self._pending = {f for f in self._pending if not f.done()}
            return self.completed

    def close(self) -> None:
        """Finish queued jobs and stop the worker."""
        self.drain()
        self._executor.shutdown(wait=True)
