"""KB test fixtures: a small bilingual corpus and a memory with small chunks."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from langchain_core.documents import Document

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig

WARRANTY_MD = """# 保修政策

## 笔记本电脑

笔记本电脑整机保修两年。电池属于易耗品，保修一年。人为损坏不在保修范围内。

## Phones

All phones carry a one-year limited warranty. Water damage is not covered.

## 价格表

| 型号 | 价格 |
|---|---|
| X1 Pro | ¥6999 |
| X2 Air | ¥4999 |
"""

RETURNS_TXT = """Return policy
Customers may return any unopened product within 7 days of delivery for a full refund.
Opened products can be exchanged within 15 days if they are defective.
"""

SHIPPING_HTML = """<html><head><title>配送说明</title><style>.x{}</style></head><body>
<h1>配送说明</h1><p>北京、上海、广州同城订单当日达，其他城市三到五天送达。</p>
<h2>Express</h2><p>Express shipping costs 20 yuan and arrives the next day.</p>
<script>alert('x')</script></body></html>"""


@pytest.fixture
def kb_files(tmp_path: Path) -> dict[str, Path]:
    files = {"warranty.md": WARRANTY_MD, "returns.txt": RETURNS_TXT, "shipping.html": SHIPPING_HTML}
    out = {}
    for name, text in files.items():
        path = tmp_path / "docs" / name
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        out[name] = path
    return out


@pytest.fixture
def small_mem(store_path: Path, day0: datetime) -> Iterator[LayeredMemory]:
    """Small chunks (120 characters) so a document spans several chunks."""
    cfg = MemoryConfig(clock=lambda: day0, kb_chunk_size=120, kb_chunk_overlap=10)
    memory = LayeredMemory.open(store_path, config=cfg, embeddings=HashingEmbeddings())
    yield memory
    memory.close()


@pytest.fixture
def loaded(mem: LayeredMemory, kb_files: dict[str, Path]) -> LayeredMemory:
    mem.kb.add_documents(list(kb_files.values()))
    mem.kb.add_documents([Document("The office opens at 9 am and closes at 6 pm on weekdays.",
                                   id="hours", metadata={"title": "Office hours", "team": "ops"})])
    return mem
