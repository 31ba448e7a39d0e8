"""Plain-text tables for the command line (CJK-aware widths)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

__all__ = ["format_table"]


def format_table(rows: Sequence[Sequence[Any]], headers: Sequence[str], max_width: int = 60) -> str:
    """A plain-text table with CJK-aware column widths."""
    def width(text: str) -> int:
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)

    def cut(text: str) -> str:
        text = str(text).replace("\n", " ")
        while width(text) > max_width:
            text = text[:-2] + "…"
        return text

    cells = [[cut(h) for h in headers]] + [[cut(c) for c in row] for row in rows]
    widths = [max(width(r[i]) for r in cells) for i in range(len(headers))]
    lines = []
    for n, row in enumerate(cells):
        lines.append("  ".join(c + " " * (widths[i] - width(c)) for i, c in enumerate(row)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)
