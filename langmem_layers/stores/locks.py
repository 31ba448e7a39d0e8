"""Inter-process locks of one store directory (``fcntl.flock`` on small files under ``<store>/.locks/``).

Two locks matter when several processes open the same store:

* **the vector lock** (``vectors.lock``) — opening an *embedded* vector index, every write to it and every
  outbox flush run under it, so only one process at a time changes the embedded Chroma files, and a flush
  reads SQLite's current rows and writes them to the index without another process's flush interleaving (the
  later flush always pushes the later state). Reads of the index take no lock;
* **a user's write lock** (``user-NN.lock``, one of :data:`USER_BUCKETS` files picked by a hash of the user id, so
  the file names carry nothing of the id) — the writer holds it from the duplicate / neighbour look-up to the
  commit, so two processes writing the same text for one user cannot both decide "new".

``flock`` locks belong to an *open file description*: two threads of one process opening the file separately
exclude each other exactly like two processes do, and a lock is released when its holder closes the file (or
dies — a killed process never leaves a stale lock). A thread re-entering a lock it holds just counts depth.

    >>> import tempfile
    >>> locks = StoreLocks(tempfile.mkdtemp())
    >>> with locks.user("alice"), locks.user("alice"):  # re-entrant in one thread
    ...     locks.user("alice").held()
    True
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import StoreError

__all__ = ["LOCK_DIRNAME", "USER_BUCKETS", "FileLock", "StoreLocks"]

LOCK_DIRNAME = ".locks"
#: Users share this many lock files (different users rarely wait on each other; no file per user id).
USER_BUCKETS = 64
#: Seconds a writer waits for a lock before giving up with :class:`StoreError` (a holder that dies releases it).
DEFAULT_TIMEOUT = 120.0


class FileLock:
    """An exclusive, re-entrant (per thread) lock held across processes on one file."""

    def __init__(self, path: Path, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.path = path
        self.timeout = timeout
        self._local = threading.local()  # this thread's (fd, depth)

    def held(self) -> bool:
        """Whether the calling thread holds the lock."""
        return getattr(self._local, "depth", 0) > 0

    def acquire(self, timeout: float | None = None) -> None:
        if self.held():
            self._local.depth += 1
            return
        limit = self.timeout if timeout is None else timeout
        try:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError as exc:
            raise StoreError(f"could not open the lock file {self.path}: {exc}") from exc
        deadline = time.monotonic() + limit
        pause = 0.0005
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise StoreError(
                        f"the store is busy: {self.path.name} was held by another process or thread for more "
                        f"than {limit:.0f} s") from None
                time.sleep(pause)
                pause = min(pause * 2, 0.005)
            except OSError as exc:
                os.close(fd)
                raise StoreError(f"could not lock {self.path}: {exc}") from exc
        self._local.fd, self._local.depth = fd, 1

    def release(self) -> None:
        depth = getattr(self._local, "depth", 0)
        if depth <= 0:
            raise RuntimeError(f"{self.path.name} is not held by this thread")
        self._local.depth = depth - 1
        if depth == 1:
            fd, self._local.fd = self._local.fd, None
            os.close(fd)  # closing the descriptor releases the flock

    @contextmanager
    def hold(self, timeout: float | None = None) -> Iterator[None]:
        self.acquire(timeout)
        try:
            yield
        finally:
            self.release()

    def __enter__(self) -> FileLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


class StoreLocks:
    """The inter-process locks of one store directory (see the module docstring)."""

    def __init__(self, path: str | Path, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.dir = Path(path) / LOCK_DIRNAME
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError(f"could not create the lock directory {self.dir}: {exc}") from exc
        self.timeout = timeout
        self.vectors = FileLock(self.dir / "vectors.lock", timeout)
        self._users: dict[int, FileLock] = {}
        self._guard = threading.Lock()
        self._presence: int | None = None

    def announce(self) -> bool:
        """Register this handle as an open user of the store (a shared lock on ``open.lock`` held until
        :meth:`close`); returns whether another handle — another process, or another ``open()`` in this one — has
        the store open too."""
        path = self.dir / "open.lock"
        try:
            probe = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            try:
                fcntl.flock(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
                shared = False
            except BlockingIOError:
                shared = True
            finally:
                os.close(probe)
            self._presence = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(self._presence, fcntl.LOCK_SH)  # waits at most for another handle's probe
        except OSError as exc:
            raise StoreError(f"could not register with the lock file {path}: {exc}") from exc
        return shared

    def close(self) -> None:
        """Release this handle's registration (locks held by threads are released by their holders)."""
        if self._presence is not None:
            os.close(self._presence)
            self._presence = None

    def user(self, user_id: str) -> FileLock:
        """The write lock of ``user_id``'s bucket."""
        digest = hashlib.sha1(user_id.encode("utf-8", "surrogatepass")).digest()
        bucket = int.from_bytes(digest[:4], "big") % USER_BUCKETS
        with self._guard:
            lock = self._users.get(bucket)
            if lock is None:
                lock = self._users[bucket] = FileLock(self.dir / f"user-{bucket:02d}.lock", self.timeout)
            return lock

