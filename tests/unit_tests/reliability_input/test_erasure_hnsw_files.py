"""Erasure reaches embedded Chroma's HNSW files (Chroma issue #7688).

Chroma writes its HNSW buffers at full capacity, and the slots past the live elements are freed process memory —
in an embedded client, this process's heap, which held users' words. CI once found a forgotten user's word in a
``data_level0.bin`` that way. The index zeroes those slots after each of its writes; these tests put such bytes
where Chroma's heap would and check that none survives a write and that the index still answers, reopened.
"""

from __future__ import annotations

import random
import struct
from pathlib import Path

from langmem_layers.stores.hnsw_files import HnswFileScrubber, HnswHeader
from langmem_layers.stores.vectors import ChromaIndex

_SECRET = b"Zanzibar-is-my-password"


def _segments(root: Path) -> list[Path]:
    return sorted(p.parent for p in root.glob("*/header.bin"))


def _plant(segment: Path) -> HnswHeader:
    """Write ``_SECRET`` into every unused slot of one segment, as freed heap memory would be."""
    header = HnswHeader.read(segment)
    assert header is not None and header.max_elements > header.count
    for name, slot in (("data_level0.bin", header.element_size), ("length.bin", 4)):
        path = segment / name
        data = bytearray(path.read_bytes())
        tail = header.count * slot
        data[tail:] = (_SECRET * (len(data) // len(_SECRET) + 1))[: len(data) - tail]
        path.write_bytes(bytes(data))
    return header


def _holding(root: Path, needle: bytes) -> list[str]:
    return [str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and needle in p.read_bytes()]


def _vectors(n: int, seed: int) -> list[list[float]]:
    rng = random.Random(seed)
    return [[rng.uniform(-1, 1) for _ in range(8)] for _ in range(n)]


def test_a_write_leaves_no_freed_memory_in_an_empty_segment(tmp_path: Path) -> None:
    root = tmp_path / "chroma"
    index = ChromaIndex(path=root)
    index.upsert("memories_x", ["a"], _vectors(1, 1), [{"user_id": "alice"}])
    [segment] = _segments(root)
    _plant(segment)
    assert _holding(root, _SECRET)

    index.delete("memories_x", ["a"])  # what forget does

    assert _holding(root, _SECRET) == []


def test_live_elements_survive_the_scrub_and_answer_after_reopening(tmp_path: Path) -> None:
    root = tmp_path / "chroma"
    index = ChromaIndex(path=root)
    vectors = _vectors(1200, 2)  # past Chroma's sync threshold: the elements are in the HNSW files
    ids = [f"m{i}" for i in range(len(vectors))]
    index.upsert("memories_x", ids, vectors, [{"user_id": "alice"}] * len(ids))
    [segment] = _segments(root)
    header = _plant(segment)
    assert 0 < header.count < header.max_elements

    index.delete("memories_x", ["m0"])
    assert _holding(root, _SECRET) == []
    del index

    reopened = ChromaIndex(path=root)
    for probe in (5, 600, 1199):
        best, _score = reopened.query("memories_x", vectors[probe], "alice", 1)[0]
        assert best == f"m{probe}"
    assert "m0" not in reopened.ids("memories_x", "alice")


def test_files_of_an_unknown_layout_are_left_alone(tmp_path: Path) -> None:
    segment = tmp_path / "seg"
    segment.mkdir()
    (segment / "header.bin").write_bytes(struct.pack("<iQQQQ", 2, 0, 3, 1, 4).ljust(100, b"\0"))
    (segment / "data_level0.bin").write_bytes(b"LIVE" + _SECRET[:8])

    assert HnswFileScrubber(tmp_path).scrub() == 0
    assert (segment / "data_level0.bin").read_bytes() == b"LIVE" + _SECRET[:8]


def test_a_segment_is_read_again_only_when_chroma_rewrote_it(tmp_path: Path) -> None:
    segment = tmp_path / "seg"
    segment.mkdir()
    header = struct.pack("<iQQQQ", 1, 0, 3, 1, 4).ljust(100, b"\0")
    (segment / "header.bin").write_bytes(header)
    (segment / "data_level0.bin").write_bytes(bytes(12))
    (segment / "length.bin").write_bytes(bytes(12))
    scrubber = HnswFileScrubber(tmp_path)
    assert scrubber.scrub() == 1
    assert scrubber.scrub() == 0  # nothing changed

    (segment / "header.bin").write_bytes(struct.pack("<iQQQQ", 1, 0, 3, 2, 4).ljust(100, b"\0"))
    (segment / "data_level0.bin").write_bytes(b"LIVELIVE" + _SECRET[:4])
    assert scrubber.scrub() == 1
    assert (segment / "data_level0.bin").read_bytes() == b"LIVELIVE" + bytes(4)
