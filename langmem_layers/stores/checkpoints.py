"""The checkpoint file next to a memory store: its name, the thread → user bindings, and erasure.

``LayeredMemory.forget_user`` erases a user's checkpoint threads through :func:`purge_user_checkpoints` without
importing the LangGraph adapter (``integrations.checkpointer.UserBoundCheckpointer``, which re-exports these names
and uses the same file, table and opener).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langgraph.checkpoint.sqlite import SqliteSaver

from ..errors import StoreError

__all__ = ["CHECKPOINTS_FILENAME", "OWNERS_TABLE", "ThreadOwners", "open_sqlite_saver", "purge_user_checkpoints"]

#: File name of the checkpoint database next to a memory store (``LayeredMemory.path / CHECKPOINTS_FILENAME``).
CHECKPOINTS_FILENAME = "checkpoints.sqlite3"
#: Table holding the thread → user bindings.
OWNERS_TABLE = "langmem_thread_owners"
_BUSY_TIMEOUT_S = 30.0


class ThreadOwners:
    """thread_id → user_id bindings in SQLite. Bindings are write-once: the first claim wins.

        >>> owners = ThreadOwners()
        >>> owners.claim("t1", "alice"), owners.claim("t1", "bob")
        ('alice', 'alice')
    """

    def __init__(self, path: str | Path = ":memory:") -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        try:
            self._conn = sqlite3.connect(self.path, check_same_thread=False, timeout=_BUSY_TIMEOUT_S,
                                         isolation_level=None)
            if self.path != ":memory:":
                self._conn.execute("PRAGMA journal_mode=WAL")
            self._conn.execute(
                f"CREATE TABLE IF NOT EXISTS {OWNERS_TABLE} (thread_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, "
                "created_at TEXT NOT NULL)"
            )
            self._conn.execute(f"CREATE INDEX IF NOT EXISTS {OWNERS_TABLE}_user ON {OWNERS_TABLE}(user_id)")
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"cannot open the thread-owner table in {self.path!r}: {exc}") from exc

    def _run(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return list(self._conn.execute(sql, params).fetchall())
            except sqlite3.DatabaseError as exc:
                raise StoreError(f"thread-owner table failed: {exc}") from exc

    def owner(self, thread_id: str) -> str | None:
        rows = self._run(f"SELECT user_id FROM {OWNERS_TABLE} WHERE thread_id = ?", (thread_id,))
        return rows[0][0] if rows else None

    def claim(self, thread_id: str, user_id: str) -> str:
        """Bind ``thread_id`` to ``user_id`` unless already bound; returns the owner after the attempt."""
        self._run(f"INSERT OR IGNORE INTO {OWNERS_TABLE} (thread_id, user_id, created_at) VALUES (?, ?, ?)",
                  (thread_id, user_id, datetime.now(UTC).isoformat()))
        return self.owner(thread_id) or user_id

    def threads(self, user_id: str) -> list[str]:
        """Every thread bound to ``user_id``."""
        return [r[0] for r in self._run(f"SELECT thread_id FROM {OWNERS_TABLE} WHERE user_id = ? ORDER BY created_at",
                                        (user_id,))]

    def release(self, thread_id: str) -> None:
        self._run(f"DELETE FROM {OWNERS_TABLE} WHERE thread_id = ?", (thread_id,))

    def close(self) -> None:
        with self._lock:
            self._conn.close()



def open_sqlite_saver(path: str | Path) -> tuple[SqliteSaver, sqlite3.Connection]:
    """A set-up ``SqliteSaver`` on ``path`` (created with its folder) and its connection (the caller closes it)."""
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=_BUSY_TIMEOUT_S)
    conn.execute("PRAGMA secure_delete=ON")  # erased checkpoints are overwritten, not left in free pages
    saver = SqliteSaver(conn)
    saver.setup()
    return saver, conn


def purge_user_checkpoints(path: str | Path, user_id: str) -> int:
    """Erase every checkpoint thread of ``user_id`` in the checkpoint file at ``path`` (0 if it does not exist).

    For ``LayeredMemory.forget_user``: ``purge_user_checkpoints(memory.path / CHECKPOINTS_FILENAME, user_id)``.
    """
    path = Path(path)
    if not path.exists():
        return 0
    saver, conn = open_sqlite_saver(path)
    owners = ThreadOwners(path)
    try:
        threads = owners.threads(user_id)
        for thread in threads:
            saver.delete_thread(thread)
            owners.release(thread)
        if threads:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # best effort: drop old WAL frames with the text
        return len(threads)
    finally:
        owners.close()
        conn.close()
