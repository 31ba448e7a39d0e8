"""Split a document into sections (Markdown headings) and CJK-aware chunks; read two-column tables as facts.

Chunks come from ``langchain-text-splitters``' recursive splitter with separators that end sentences in
Chinese as well as English (``。！？；`` before ``. ! ? ;``), kept at the end of the piece they close. Every
chunk knows its ``section`` (the heading path, ``"保修政策 > 笔记本"``) and its ``position`` in the document.

    >>> chunks = chunk_document("# 保修政策\\n## 笔记本\\n整机保修两年。电池保修一年。", chunk_size=50, overlap=0)
    >>> [(c.section, c.text, c.position) for c in chunks]
    [('保修政策 > 笔记本', '整机保修两年。电池保修一年。', 0)]
    >>> table_facts("| 型号 | 价格 |\\n|---|---|\\n| X1 | ¥6999 |\\n| X2 | ¥8999 |")
    [('X1', '¥6999', '价格'), ('X2', '¥8999', '价格')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from langchain_text_splitters import RecursiveCharacterTextSplitter

__all__ = ["KB_SEPARATORS", "Chunk", "chunk_document", "document_title", "sections", "table_facts"]

#: Split points, strongest first: paragraphs, lines, Chinese then Latin sentence ends, clause marks, spaces.
KB_SEPARATORS: list[str] = ["\n\n", "\n", "。", "！", "？", "；", "!", "?", ". ", "; ", "，", "、", ", ", " ", ""]
#: Joins nested headings in a chunk's ``section``.
SECTION_JOINER = " > "

_HEADING_RE = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_FENCE_RE = re.compile(r"^\s*(```|~~~)")
_TABLE_ROW_RE = re.compile(r"^\s*\|(.+)\|\s*$")
_TABLE_RULE_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


@dataclass(frozen=True)
class Chunk:
    """One piece of a document: its text, heading path and ordinal position."""

    text: str
    section: str
    position: int


def sections(text: str) -> list[tuple[str, str]]:
    """``(heading path, body)`` blocks in order; text before the first heading has the path ``""``."""
    stack: list[tuple[int, str]] = []
    blocks: list[tuple[str, list[str]]] = [("", [])]
    in_fence = False
    for line in text.splitlines():
        if _FENCE_RE.match(line):
            in_fence = not in_fence
        match = None if in_fence else _HEADING_RE.match(line)
        if match:
            level = len(match.group(1))
            while stack and stack[-1][0] >= level:
                stack.pop()
            stack.append((level, match.group(2).strip()))
            blocks.append((SECTION_JOINER.join(h for _, h in stack), []))
        else:
            blocks[-1][1].append(line)
    return [(path, "\n".join(lines).strip()) for path, lines in blocks if "\n".join(lines).strip()]


def document_title(text: str, fallback: str) -> str:
    """The first level-1 heading, else the first heading, else the first short line, else ``fallback``."""
    headings = [(len(m.group(1)), m.group(2).strip()) for m in map(_HEADING_RE.match, text.splitlines()) if m]
    if headings:
        return min(headings, key=lambda h: h[0])[1][:200]
    for line in text.splitlines():
        if line.strip():
            line = line.strip()
            return line if len(line) <= 80 else fallback
    return fallback


def chunk_document(text: str, *, chunk_size: int, overlap: int) -> list[Chunk]:
    """Sections first, then the recursive CJK-aware splitter inside each section."""
    splitter = RecursiveCharacterTextSplitter(
        chunk_size=chunk_size, chunk_overlap=overlap, separators=KB_SEPARATORS, keep_separator="end",
        strip_whitespace=True,
    )
    chunks: list[Chunk] = []
    for section, body in sections(text):
        for piece in splitter.split_text(body):
            if piece.strip():
                chunks.append(Chunk(text=piece.strip(), section=section, position=len(chunks)))
    return chunks


def _cells(line: str) -> list[str]:
    match = _TABLE_ROW_RE.match(line)
    return [c.strip() for c in match.group(1).split("|")] if match else []


def table_facts(text: str) -> list[tuple[str, str, str | None]]:
    """``(key, value, label)`` from every two-column Markdown table (the header row names the value)."""
    facts: list[tuple[str, str, str | None]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        header = _cells(lines[i])
        if len(header) == 2 and i + 1 < len(lines) and _TABLE_RULE_RE.match(lines[i + 1]):
            i += 2
            while i < len(lines) and len(row := _cells(lines[i])) == 2:
                if row[0] and row[1]:
                    facts.append((row[0], row[1], header[1] or None))
                i += 1
            continue
        i += 1
    return facts
