"""Every ```python block of the README runs as written (issue 14, finding 3), in order, in one namespace (later
blocks use the ``mem`` of the first), in a fresh working directory.

Offline substitutions, and only these: the default embedder is the deterministic hashing one (the README's e5 model
works offline too, but is slow on CI), and ``init_chat_model("openai:…")`` returns a scripted fake chat model (no
key, no network) — the code around them is the README's, unchanged. The "Scale-out" block names a PostgreSQL and a
Chroma server by example URLs (``postgresql://app@db:5432/memory``, ``http://chroma:8000``): it runs against the test
servers (``$LANGMEM_LAYERS_TEST_PG`` / ``$LANGMEM_LAYERS_CHROMA_URL``, as CI sets them) with only those URLs
substituted, and is compiled (not run) when they are not set.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage

from langmem_layers import HashingEmbeddings

README = Path(__file__).resolve().parents[3] / "README.md"
#: The README's example server URLs (Scale-out) → the environment variables naming the test servers.
SERVER_URLS = {"postgresql://app@db:5432/memory": "LANGMEM_LAYERS_TEST_PG",
               "http://chroma:8000": "LANGMEM_LAYERS_CHROMA_URL"}
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), flags=re.S)


class _FakeChat(GenericFakeChatModel):
    def bind_tools(self, tools: Any, **kwargs: Any) -> _FakeChat:  # type: ignore[override]
        return self


def _fake_init_chat_model(model: Any = None, **kwargs: Any) -> _FakeChat:
    return _FakeChat(messages=iter([AIMessage(f"（示例回复 {n}）") for n in range(100)]))


def test_the_readme_has_the_recipes() -> None:
    text = README.read_text(encoding="utf-8")
    assert "MemoryMiddleware(mem)" in text and "StateGraph(MemoryAgentState" in text
    recipe = next(b for b in BLOCKS if "StateGraph(MemoryAgentState" in b)
    assert len(recipe.strip().splitlines()) <= 15


def test_every_python_block_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import langchain.agents.factory as factory
    import langchain.chat_models as chat_models

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("langmem_layers._deps.default_embeddings", lambda backend="auto": HashingEmbeddings())
    monkeypatch.setattr(chat_models, "init_chat_model", _fake_init_chat_model)
    monkeypatch.setattr(factory, "init_chat_model", _fake_init_chat_model)
    namespace: dict[str, Any] = {"__name__": "readme"}
    assert len(BLOCKS) >= 5
    opened: list[Any] = []
    try:
        for n, block in enumerate(BLOCKS, 1):
            code = block
            servers = [url for url in SERVER_URLS if url in block]
            if servers:
                if not all(os.environ.get(SERVER_URLS[url]) for url in servers):
                    compile(block, f"README.md python block {n}", "exec")  # needs the servers: syntax only
                    continue
                for url in servers:
                    code = code.replace(url, os.environ[SERVER_URLS[url]])
            if "mem" in namespace:
                opened.append(namespace["mem"])
            try:
                exec(compile(code, f"README.md python block {n}", "exec"), namespace)
            except Exception as exc:
                raise AssertionError(f"README python block {n} fails: {type(exc).__name__}: {exc}\n{block}") from exc
    finally:
        if "mem" in namespace:
            opened.append(namespace["mem"])
        for mem in {id(m): m for m in opened}.values():
            mem.close()
