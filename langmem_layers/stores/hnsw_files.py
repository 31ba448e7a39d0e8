"""Zero the slots of embedded Chroma's HNSW files that hold no vector (erasure, Chroma issue #7688).

Chroma's HNSW library allocates a segment's ``data_level0.bin`` and ``length.bin`` buffers with ``malloc`` at full
capacity and writes the whole capacity to disk, so every slot past the live element count is whatever the process
had freed there before — in an embedded ``PersistentClient`` that is this Python process's heap, which held user
text (a message, a checkpoint, a prompt). Those bytes are never read back as data, but an erasure that leaves a
user's words in a file is not an erasure. :class:`HnswFileScrubber` overwrites the unused slots with zeros after
Chroma has written them.

Only files whose header matches the layout below are touched (anything else is left alone and logged once): the
header is ``int32 version`` then ``size_t`` offset_level0, max_elements, cur_element_count, size_data_per_element, …
little-endian, and ``data_level0.bin`` / ``length.bin`` are exactly ``max_elements`` slots long. Slots below
``cur_element_count`` (live or deleted-but-kept elements) are never touched.

>>> import tempfile, pathlib, struct
>>> root = pathlib.Path(tempfile.mkdtemp()); seg = root / "segment"; seg.mkdir()
>>> _ = (seg / "header.bin").write_bytes(struct.pack("<iQQQQ", 1, 0, 3, 1, 4).ljust(100, b"\\0"))
>>> _ = (seg / "data_level0.bin").write_bytes(b"LIVE" + b"Zanzibar")
>>> _ = (seg / "length.bin").write_bytes(b"\\1\\1\\1\\1" + b"secret!!")
>>> HnswFileScrubber(root).scrub()
1
>>> (seg / "data_level0.bin").read_bytes(), (seg / "length.bin").read_bytes()
(b'LIVE\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00', b'\\x01\\x01\\x01\\x01\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x00')
"""

from __future__ import annotations

import logging
import struct
from dataclasses import dataclass
from pathlib import Path

__all__ = ["HnswFileScrubber", "HnswHeader"]

log = logging.getLogger(__name__)

_HEADER = struct.Struct("<iQQQQ")  # version, offset_level0, max_elements, cur_element_count, size_data_per_element
_VERSION = 1
_CHUNK = 1 << 20


@dataclass(frozen=True)
class HnswHeader:
    """The fields of ``header.bin`` the scrubber needs."""

    max_elements: int
    count: int
    element_size: int

    @classmethod
    def read(cls, segment: Path) -> HnswHeader | None:
        """The header of one segment directory, or ``None`` when it is absent or not the known layout."""
        try:
            raw = (segment / "header.bin").read_bytes()
        except OSError:
            return None
        if len(raw) < _HEADER.size:
            return None
        version, _offset, max_elements, count, element_size = _HEADER.unpack_from(raw)
        if version != _VERSION or not 0 <= count <= max_elements or element_size <= 0:
            return None
        return cls(max_elements, count, element_size)


def _zero_from(path: Path, start: int, expected_size: int) -> bool:
    """Overwrite ``path[start:]`` with zeros where it is not zero already; ``False`` if the size is unexpected."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        return True  # not written yet: nothing to scrub
    if size != expected_size:
        return False
    with path.open("r+b") as f:
        pos = start
        while pos < size:
            f.seek(pos)
            block = f.read(min(_CHUNK, size - pos))
            if block.count(0) != len(block):
                f.seek(pos)
                f.write(bytes(len(block)))
            pos += len(block)
    return True


class HnswFileScrubber:
    """Zeroes the unused slots of every HNSW segment under one Chroma directory.

    A segment is scrubbed again only when its header or a slot file changed since the last scrub (Chroma rewrote
    it: a persist after a batch of writes, or a resize), so calling :meth:`scrub` after every write costs a small
    read and two ``stat`` calls per segment. The caller holds the lock that keeps other writers out of the files.
    """

    def __init__(self, root: Path) -> None:
        self.root = root
        self._seen: dict[Path, tuple[object, ...] | None] = {}
        self._refused: set[Path] = set()

    def scrub(self) -> int:
        """Scrub what changed; returns how many segments were scrubbed."""
        done = 0
        for header_file in sorted(self.root.glob("*/header.bin")):
            segment = header_file.parent
            state = self._state(segment)
            if state is None or self._seen.get(segment) == state:
                continue
            if self._scrub_segment(segment):
                self._seen[segment] = self._state(segment)
                done += 1
        return done

    @staticmethod
    def _state(segment: Path) -> tuple[object, ...] | None:
        """The header bytes and each slot file's size and mtime: what changes when Chroma rewrites a segment."""
        try:
            stamps = tuple((s.st_size, s.st_mtime_ns) for s in (
                (segment / n).stat() for n in ("data_level0.bin", "length.bin") if (segment / n).exists()))
            return ((segment / "header.bin").read_bytes(), *stamps)
        except OSError:
            return None

    def _scrub_segment(self, segment: Path) -> bool:
        header = HnswHeader.read(segment)
        ok = header is not None and all((
            _zero_from(segment / "data_level0.bin", header.count * header.element_size,
                       header.max_elements * header.element_size),
            _zero_from(segment / "length.bin", header.count * 4, header.max_elements * 4),
        ))
        if not ok and segment not in self._refused:
            self._refused.add(segment)
            log.warning("HNSW files in %s are not in the layout this version knows; their unused slots were not "
                        "zeroed (they may hold freed process memory)", segment)
        return ok
