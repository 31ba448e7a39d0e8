"""Token counting that never downloads anything.

tiktoken's ``cl100k_base`` BPE file ships inside this package (``_data/cl100k_base.tiktoken``, the file
OpenAI publishes for tiktoken under the MIT licence; its SHA-256 is checked on load), so
``tiktoken.get_encoding``'s network fetch — which has no timeout — is never reached. Should tiktoken
be missing or broken, LangChain's ``count_tokens_approximately`` takes over.

    >>> counter = default_token_counter()
    >>> counter("用户不吃辣") > 0
    True

Any ``Callable[[str], int]`` can be passed instead (your model's own tokenizer).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from importlib import resources
from typing import Any

__all__ = ["TokenCounter", "approximate_token_count", "count_message_tokens", "default_token_counter"]

log = logging.getLogger(__name__)

TokenCounter = Callable[[str], int]

#: SHA-256 that tiktoken itself expects for cl100k_base.
CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
_MESSAGE_OVERHEAD_TOKENS = 4  # role and separators per chat message, as OpenAI counts them


@functools.lru_cache(maxsize=1)
def _cl100k() -> Any:
    """Build the cl100k_base Encoding from the bundled file, reusing tiktoken's own pattern and specials."""
    import tiktoken
    import tiktoken.load
    import tiktoken_ext.openai_public as openai_public

    path = resources.files("langmem_layers._data").joinpath("cl100k_base.tiktoken")
    with resources.as_file(path) as local:
        ranks = tiktoken.load.load_tiktoken_bpe(str(local), expected_hash=CL100K_SHA256)
    original = openai_public.load_tiktoken_bpe
    openai_public.load_tiktoken_bpe = lambda *a, **k: ranks
    try:
        spec = openai_public.cl100k_base()
    finally:
        openai_public.load_tiktoken_bpe = original
    return tiktoken.Encoding(**spec)


def approximate_token_count(text: str) -> int:
    """LangChain's approximate count (≈ chars/4, CJK-unaware) but never below one token per CJK character."""
    from langchain_core.messages.utils import count_tokens_approximately

    from .text import CJK_RE

    if not text:
        return 0
    approx = int(count_tokens_approximately([text])) - 3  # drop its per-message overhead
    return max(approx, len(CJK_RE.findall(text)), 1)


@functools.lru_cache(maxsize=1)
def default_token_counter() -> TokenCounter:
    """tiktoken cl100k_base from the bundled file; the approximate counter if that cannot load."""
    try:
        encoding = _cl100k()
    except Exception as exc:  # pragma: no cover - depends on the installed tiktoken
        log.warning("tiktoken unavailable (%s); using approximate token counts", exc)
        return approximate_token_count

    def count(text: str) -> int:
        return len(encoding.encode(text, disallowed_special=()))

    return count


def count_message_tokens(messages: list[Any], counter: TokenCounter | None = None) -> int:
    """Tokens of LangChain messages: content (text parts) plus a small per-message overhead."""
    counter = counter or default_token_counter()
    total = 0
    for msg in messages:
        content = getattr(msg, "content", msg)
        if isinstance(content, list):
            content = " ".join(str(p.get("text") or "") if isinstance(p, dict) else str(p or "") for p in content)
        total += counter(str(content)) + _MESSAGE_OVERHEAD_TOKENS
        for call in getattr(msg, "tool_calls", None) or []:
            total += counter(str(call.get("name", ""))) + counter(str(call.get("args", "")))
    return total
