"""The vector index write off the turn: a background flusher of the outbox.

A write commits its rows, its vector and its outbox entry to SQLite in one transaction — that commit is the
acknowledgement; the outbox makes the Chroma upsert replayable. With ``vector_flush="background"`` the upsert is not
done on the writing turn: :meth:`BackgroundFlusher.wake` asks one daemon thread to run ``flush`` a moment later
(writes arriving meanwhile share the batch). Nothing is held in memory — the queue *is* the SQLite outbox — so the
flusher is bounded by construction; a failed flush leaves the entries queued for the next one. Reads do not wait
for it: users up to ``EXACT_SCAN_MAX_ROWS`` vectors are answered from SQLite's own vectors, and a query that asks
the index first flushes (read-your-writes, :meth:`Deps.vector_query_many`); ``close()`` stops the thread and
drains the outbox::

    >>> calls = []
    >>> flusher = BackgroundFlusher(lambda: calls.append(1) or 0)
    >>> flusher.stop(); flusher.wake(); calls   # once stopped, a wake-up flushes inline
    [1]
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

__all__ = ["FLUSH_DELAY", "BackgroundFlusher"]

log = logging.getLogger(__name__)

#: Seconds the flusher waits after a wake-up before flushing, so a burst of writes becomes one index batch.
FLUSH_DELAY = 0.02


class BackgroundFlusher:
    """One daemon thread running ``flush`` after each :meth:`wake` (see the module docstring)."""

    def __init__(self, flush: Callable[[], int], *, delay: float = FLUSH_DELAY) -> None:
        self._flush = flush
        self.delay = delay
        self._wanted = threading.Event()
        self._stopping = threading.Event()
        self._guard = threading.Lock()
        self._thread: threading.Thread | None = None

    def wake(self) -> None:
        """Ask for a flush soon (starts the thread on first use; after :meth:`stop` it flushes inline)."""
        if self._stopping.is_set():
            self._flush()
            return
        self._wanted.set()
        with self._guard:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="langmem-vector-flush", daemon=True)
                self._thread.start()

    def stop(self, timeout: float = 30.0) -> None:
        """Stop the thread after its current flush (the caller drains what is left)."""
        self._stopping.set()
        self._wanted.set()
        with self._guard:
            thread = self._thread
        if thread is not None:
            thread.join(timeout)

    def _run(self) -> None:
        while True:
            self._wanted.wait()
            if self._stopping.wait(self.delay):
                return
            self._wanted.clear()
            try:
                self._flush()
            except Exception:  # flush never raises by contract; a bug must not kill the thread silently
                log.exception("background vector flush failed; the outbox keeps the entries")
