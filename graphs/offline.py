"""The offline responder: a clearly labelled reply built from recalled memory and KB, used when no model is set.

It lets the whole loop (route → recall → inject → respond → write) run without an LLM, and shows exactly what the
memory layer recalled::

    >>> offline_reply("推荐一家餐厅", [{"content": "用户不吃辣", "type": "preference", "confidence": 0.9}], [])
    '（离线模式）我记得：[记忆1] 用户不吃辣。'
    >>> offline_reply("what do you know?", [], [])
    "(offline mode) I don't have anything relevant in memory or the knowledge base yet."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langmem_layers.text import detect_lang

__all__ = ["OFFLINE_TEMPLATES", "offline_reply"]

#: Phrases of the offline responder per language ("zh" / "en"); override by passing ``templates=``.
OFFLINE_TEMPLATES: dict[str, dict[str, str]] = {
    "zh": {
        "label": "（离线模式）",
        "memories": "我记得：",
        "memory_ref": "[记忆{n}] {content}",
        "unsure": "（待确认）",
        "kb": "知识库：",
        "kb_ref": "[知识{n}] {text}",
        "window": "我们接着刚才的话题。",
        "nothing": "我还没有相关的记忆或知识库内容。",
        "error": "模型暂时不可用（{error}），先用记忆回答。",
        "sep": "；",
        "end": "。",
    },
    "en": {
        "label": "(offline mode) ",
        "memories": "I remember: ",
        "memory_ref": "[M{n}] {content}",
        "unsure": " (to confirm)",
        "kb": "From the knowledge base: ",
        "kb_ref": "[K{n}] {text}",
        "window": "Continuing where we left off.",
        "nothing": "I don't have anything relevant in memory or the knowledge base yet.",
        "error": "The model is unavailable ({error}); answering from memory. ",
        "sep": "; ",
        "end": ".",
    },
}

#: Below this confidence a recalled memory is phrased for confirmation.
UNSURE_BELOW = 0.6
#: Longest KB excerpt quoted by the offline responder (characters).
KB_EXCERPT_CHARS = 160
#: Memories / KB chunks quoted at most (the best first; the assembled context may hold more).
MAX_MEMORIES = 3
MAX_KB_CHUNKS = 2


def _strip_end(text: str) -> str:
    return text.rstrip("。.;；! ！")


def offline_reply(
    user_text: str, memories: Sequence[dict[str, Any]], kb_chunks: Sequence[dict[str, Any]], *,
    route: str | None = None, error: str | None = None, templates: dict[str, dict[str, str]] | None = None,
) -> str:
    """Compose the offline answer in the user's language (Chinese when the turn is Chinese, else English)."""
    table = (templates or OFFLINE_TEMPLATES)
    t = table["zh" if detect_lang(user_text or "") == "zh" else "en"]
    parts: list[str] = [t["label"]]
    if error:
        parts.append(t["error"].format(error=error))
    if memories:
        refs = [
            t["memory_ref"].format(n=n, content=_strip_end(str(m.get("content", ""))))
            + (t["unsure"] if float(m.get("confidence", 1.0)) < UNSURE_BELOW else "")
            for n, m in enumerate(memories[:MAX_MEMORIES], 1)
        ]
        parts.append(t["memories"] + t["sep"].join(refs) + t["end"])
    if kb_chunks:
        refs = [t["kb_ref"].format(n=n, text=_strip_end(" ".join(str(c.get("text", "")).split())[:KB_EXCERPT_CHARS]))
                for n, c in enumerate(kb_chunks[:MAX_KB_CHUNKS], 1)]
        parts.append(t["kb"] + t["sep"].join(refs) + t["end"])
    if not memories and not kb_chunks:
        parts.append(t["window"] if route == "window" else t["nothing"])
    return "".join(parts).strip()
