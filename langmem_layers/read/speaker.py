"""Who said a memory, and which speakers a question names: speaker-aware recall for conversation turns.

A turn stored as ``[8 May 2023] Melanie: I painted a sunset`` (or ``小明：我周末去爬山了``) was said by its
``Speaker:`` prefix. A question that names one of the speakers ("What has Melanie painted?", "小明周末做了什么？")
is answered by that person's own turns far more often than by what the others said about it (LoCoMo dev: 95–97 %
of the evidence turns of a question naming one speaker are that speaker's), so
:class:`~langmem_layers.read.search.MemorySearcher` discounts the turns of the *other* speakers
(:data:`~langmem_layers.read.search.SPEAKER_WEIGHT`); items without a prefix are left alone::

    >>> speaker_of("[8 May 2023] Melanie: I painted a sunset"), speaker_of("小明：我周末去爬山了")
    ('melanie', '小明')
    >>> speaker_of("User likes jazz: mostly bebop"), speaker_of("用户喜欢的咖啡是：拿铁")
    (None, None)
    >>> sorted(named_speakers("What has Melanie painted?", {"melanie", "caroline"}))
    ['melanie']
    >>> sorted(named_speakers("小明和小红周末做了什么？", {"小明", "小红", "老王"}))
    ['小明', '小红']
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from .._cache import text_cache
from ..text import CJK_RE, clean_text

__all__ = ["HEAD_CHARS", "named_speakers", "speaker_of"]

#: Leading characters of a text the store hands the ranking (enough for a ``[stamp]`` and a speaker name).
HEAD_CHARS = 64
#: A name: one to three words of a non-CJK script (dots, hyphens, apostrophes inside), or one to four CJK characters.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_WORD = rf"[^\W\d_{_CJK}](?:[^\W{_CJK}]|[.'-]){{0,20}}"
_NAME = re.compile(rf"{_WORD}(?: {_WORD}){{0,2}}|[{_CJK}]{{1,4}}")
_COLON = re.compile("[:\uff1a]")  # ASCII or full-width
#: Words that start a sentence, not a name ("Note: …", "Update: …", "Re: …").
_NOT_SPEAKERS = frozenset([
    "note", "update", "re", "fyi", "todo", "reminder", "summary", "answer", "question", "q", "a", "tip", "warning",
    "error", "info", "ps", "edit", "http", "https", "time", "date", "location", "place", "subject", "title", "status",
    "price", "address", "phone", "email", "name", "step", "goal", "topic", "result", "tags", "source", "link",
    "example", "important", "news", "total", "day", "remember", "hint", "caution", "context", "user note",
    "记住", "注意", "提醒", "备注", "总结", "问题", "回答", "问", "答", "注", "时间", "地点", "日期", "主题", "结论",
])


def speaker_of(text: str | None) -> str | None:
    """The lowercased ``Speaker:`` prefix of a text (after an optional ``[stamp]``), or None.

    Latin names are one to three capitalised words; CJK names one to four characters ("小明：", "用户：").

    >>> speaker_of("Caroline: hi"), speaker_of("[1 May] Dr. Mary Jones: ok"), speaker_of("Note: call mum")
    ('caroline', 'dr. mary jones', None)
    """
    if not text:
        return None
    body = text[:HEAD_CHARS].lstrip()
    if body.startswith("["):  # a leading [stamp] (it may hold a colon: "[10:30]")
        close = body.find("]", 0, 42)
        if close < 0:
            return None
        body = body[close + 1:]
    colon = _COLON.search(body)
    if colon is None or not body[colon.end():].strip():
        return None
    return _speaker(body[: colon.start()].strip())


@text_cache(maxsize=4096)
def _speaker(prefix: str) -> str | None:
    """The speaker a text's words before its first colon name (cached: a conversation has few speakers; emptied
    by ``forget_user`` like every cache of user text)."""
    name = clean_text(prefix)
    if _NAME.fullmatch(name) is None:
        return None
    if not CJK_RE.search(name) and not all(w[:1].isupper() for w in name.split()):
        return None
    low = name.lower()
    return None if low in _NOT_SPEAKERS else low


def named_speakers(query: str, speakers: Iterable[str]) -> set[str]:
    """The ``speakers`` (lowercased names) the query names: the whole name as whole words (a CJK name as a
    substring).

    >>> sorted(named_speakers("Did Mary's sister visit?", {"dr. mary jones", "tom"}))
    []
    >>> sorted(named_speakers("Did Mary Jones visit?", {"mary jones", "tom"}))
    ['mary jones']
    """
    text = clean_text(query).lower()
    words = set(re.findall(r"[^\W_]+", text))
    out: set[str] = set()
    for name in speakers:
        if CJK_RE.search(name):
            if name in text:
                out.add(name)
        elif name in words or (" " in name and re.search(rf"(?<![\w]){re.escape(name)}(?![\w])", text)):
            out.add(name)
    return out
