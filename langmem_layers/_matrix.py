"""`UserMatrix`: one user's stored vectors as a float32 matrix (the exact scan's cache), patched with the rows that
changed instead of being read again whole (issue 13).

A matrix is never changed under a reader that holds it: appended rows go into spare rows of the buffer past every
earlier view, and a patch that overwrites or drops rows builds a new buffer (one copy of the matrix in memory —
still far cheaper than reading the rows from the store).

    >>> import numpy as np
    >>> m = UserMatrix.read(1, ["a", "b"], np.eye(2, dtype=np.float32))
    >>> p = m.patched(2, ["c"], np.ones((1, 2), dtype=np.float32), [])
    >>> p.ids, p.matrix.shape, m.ids, m.matrix.shape
    (['a', 'b', 'c'], (3, 2), ['a', 'b'], (2, 2))
    >>> q = p.patched(3, ["a"], np.zeros((1, 2), dtype=np.float32), ["b"])
    >>> q.ids, q.matrix[q.rows_of["a"]].tolist(), p.matrix[p.rows_of["a"]].tolist()
    (['a', 'c'], [0.0, 0.0], [1.0, 0.0])
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

__all__ = ["MATVEC_BLOCK_ROWS", "UserMatrix", "matvec"]

#: Spare rows allocated when a matrix grows: this share of its rows (plus a few), so appending one vector at a time
#: copies the matrix once per ~12% growth, not once per write.
HEADROOM = 0.125


#: Rows per block of :func:`matvec`. Below a few thousand rows OpenBLAS computes a matrix-vector product on one
#: thread; above, it splits it over threads, which on a small busy machine costs 3–4× the CPU of the one-thread
#: product (10k × 384 float32 on this 2-core box: ~6.5 ms CPU whole, ~2.4 ms in blocks of 1024 rows).
MATVEC_BLOCK_ROWS = 1024


def matvec(matrix: np.ndarray, vector: np.ndarray, block: int = MATVEC_BLOCK_ROWS) -> np.ndarray:
    """``matrix @ vector``, computed in blocks of ``block`` rows (each row's dot product is the same computation,
    so the result is the same, bit for bit, as the whole product).

    >>> m = np.arange(12, dtype=np.float32).reshape(6, 2)
    >>> matvec(m, np.ones(2, dtype=np.float32), block=4).tolist() == (m @ np.ones(2, dtype=np.float32)).tolist()
    True
    """
    rows = matrix.shape[0]
    if rows <= block or matrix.ndim != 2 or vector.ndim != 1:
        return np.asarray(matrix @ vector)
    out = np.empty(rows, dtype=np.result_type(matrix.dtype, vector.dtype))
    for start in range(0, rows, block):
        out[start:start + block] = matrix[start:start + block] @ vector
    return out


class _Buffer:
    """The rows allocated for a matrix and its appended successors; ``used``: how many rows some view covers."""

    __slots__ = ("array", "lock", "used")

    def __init__(self, array: np.ndarray, used: int) -> None:
        self.array = array
        self.used = used
        self.lock = threading.Lock()


def _allocate(rows: np.ndarray, extra: int) -> _Buffer:
    """A new buffer holding ``rows`` with room for ``extra`` more rows and the headroom."""
    n, dim = rows.shape
    array = np.empty((n + extra + int((n + extra) * HEADROOM) + 16, dim), dtype=np.float32)
    array[:n] = rows
    return _Buffer(array, n)


@dataclass(frozen=True)
class UserMatrix:
    """``ids`` and their vectors (``matrix``, one row per id; ``rows_of``: row of each id) at vector ``generation``."""

    generation: int
    ids: list[str]
    matrix: np.ndarray
    rows_of: dict[str, int]
    _buffer: _Buffer | None = field(default=None, repr=False, compare=False)

    @classmethod
    def read(cls, generation: int, ids: list[str], matrix: np.ndarray) -> UserMatrix:
        """A matrix as read whole from the store."""
        return cls(generation, ids, matrix, {item_id: row for row, item_id in enumerate(ids)})

    def patched(self, generation: int, written_ids: Sequence[str], written: np.ndarray,
                deleted: Sequence[str]) -> UserMatrix | None:
        """This matrix with ``written`` (rows of ``written_ids``: overwritten, or appended when new) and without
        ``deleted``, at ``generation``; None when the rows do not fit (another dimension: read it whole)."""
        dim = self.matrix.shape[1] if self.ids else (written.shape[1] if len(written_ids) else 0)
        if len(written_ids) and written.shape[1] != dim:
            return None
        gone = {i for i in deleted if i in self.rows_of}
        new = [k for k, i in enumerate(written_ids) if i not in self.rows_of]
        changed = [k for k, i in enumerate(written_ids) if i in self.rows_of]
        if not gone and not changed:
            return self._appended(generation, [written_ids[k] for k in new], written[new])
        keep = [row for row, i in enumerate(self.ids) if i not in gone] if gone else None
        rows = self.matrix[keep] if keep is not None else self.matrix
        ids = [self.ids[row] for row in keep] if keep is not None else list(self.ids)
        buffer = _allocate(rows.reshape(-1, dim), len(new))
        rows_of = {item_id: row for row, item_id in enumerate(ids)}
        for k in changed:
            buffer.array[rows_of[written_ids[k]]] = written[k]
        return UserMatrix(generation, ids, buffer.array[:len(ids)], rows_of, buffer)._appended(
            generation, [written_ids[k] for k in new], written[new])

    def _appended(self, generation: int, new_ids: list[str], rows: np.ndarray) -> UserMatrix:
        """This matrix with ``rows`` appended: in the spare rows of its buffer when no other view has claimed
        them (earlier views end before them, so their readers see nothing change), else in a new buffer."""
        n = len(self.ids)
        if not new_ids:
            return UserMatrix(generation, self.ids, self.matrix, self.rows_of, self._buffer)
        buffer = self._buffer
        claimed = False
        if buffer is not None:
            with buffer.lock:
                if buffer.used == n and n + len(new_ids) <= len(buffer.array):
                    buffer.used = n + len(new_ids)
                    claimed = True
        if not claimed:
            buffer = _allocate(self.matrix.reshape(n, -1) if n else np.empty((0, rows.shape[1]), np.float32),
                               len(new_ids))
            buffer.used = n + len(new_ids)
        assert buffer is not None
        buffer.array[n:n + len(new_ids)] = rows
        rows_of = dict(self.rows_of)
        rows_of.update((item_id, n + k) for k, item_id in enumerate(new_ids))
        return UserMatrix(generation, [*self.ids, *new_ids], buffer.array[:n + len(new_ids)], rows_of, buffer)
