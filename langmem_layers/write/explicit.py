"""Explicit requests to remember: "记住…", "帮我记一下：…", "别忘了…", "以后叫我…", "remember that …",
"don't forget …", "note that …", "keep in mind …", "call me …". What the user asks to be kept is kept, whatever its
topic (after redaction and the injection guard, like every other candidate).

:func:`requested` finds the request in a sentence and returns what is to be remembered, with the cue's id::

    >>> requested("帮我记一下：我的快递都寄到公司前台")
    ('explicit.zh.note_down', '我的快递都寄到公司前台')
    >>> requested("Please remember my wife's name is Laura.")
    ('explicit.en.remember', "my wife's name is Laura")
    >>> requested("以后叫我小林就行，别叫全名")
    ('explicit.zh.call_me', '用户希望被称呼为小林')
    >>> requested("这个帮我存一下，船的MMSI是412345678")
    ('explicit.zh.note_down', '船的MMSI是412345678')
    >>> requested("你还记得我上次说的餐厅吗？") is None, requested("Remember when we went to Rome?") is None
    (True, True)
"""

from __future__ import annotations

import re

__all__ = ["EXPLICIT_RULES", "requested"]

#: (id, pattern): the content to keep is the named group ``what`` (the whole sentence when the pattern has none).
EXPLICIT_RULES: tuple[tuple[str, str], ...] = (
    ("explicit.zh.note_down",
     r"^(?:这个|这条|这些|那个|把这个|把这条)?(?:请|麻烦|你)?(?:帮我|给我|替我)?"
     r"(?:记一下|记下来?|记一笔|记录一下|记着|记好|备注一下|存一下|存起来|保存一下)(?:哈|哦|啊|吧)?"
     r"[：:，,\s]*(?P<what>.{2,})$"),
    ("explicit.zh.remember",
     r"^(?:请|你)?(?:一定|千万|务必)?(?:要)?(?:记住|记得|别忘了|不要忘了|别忘记|不要忘记|牢记)(?:哈|哦|啊|吧|了)?"
     r"[：:，,\s]*(?P<what>(?!.*(?:吗|吧|呢)[？?]?$).{2,})$"),
    ("explicit.zh.remember_after",
     r"^(?P<what>.{2,}?)[，,。\s]*(?:你|请)?(?:一定要|千万|务必)?(?:记住|记好|记下来|记一下|别忘了)(?:哦|哈|啊|了|啦)?[。！!~～]*$"),
    ("explicit.zh.call_me", r"^.{0,6}?(?:以后|今后|之后)?(?:叫|称呼|喊)我(?P<what>[^，,。！!？?]{1,12})"),
    ("explicit.en.remember",
     r"^(?:(?:please|pls|hey|oh|and|also|btw)[,\s]+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?"
     r"(?:remember|memori[sz]e|don't\s+forget|do\s+not\s+forget|never\s+forget|note(?:\s+down)?|make\s+a\s+note|"
     r"take\s+note|keep\s+in\s+mind|bear\s+in\s+mind|save|store|log|jot\s+down)"
     r"(?:\s+(?:this|that|it|for\s+me|for\s+later|for\s+the\s+future|of\s+this))*\s*(?:that\b|:|-|,)?\s*"
     r"(?P<what>(?!when\b|what\b|where\b|who\b|how\b|if\b|the\s+time\b|to\s+\w+\s+me\b).{3,}?)[.!?]*$"),
    ("explicit.en.remember_after",
     r"^(?P<what>.{3,}?)[,.\s-]*(?:please\s+)?(?:remember\s+that|don't\s+forget\s+that|keep\s+that\s+in\s+mind|"
     r"note\s+that(?:\s+down)?|make\s+a\s+note(?:\s+of\s+(?:that|it))?)[.!]*$"),
    ("explicit.en.call_me",
     r"^(?:(?:please|pls|from\s+now\s+on|just)[,\s]+)*call\s+me\s+(?P<what>\w[^,.;!?]{0,30})"),
)
_COMPILED = tuple((rule, re.compile(pattern, re.IGNORECASE)) for rule, pattern in EXPLICIT_RULES)
_QUESTION_END = re.compile(r"[?？]\s*$|(?:吗|么|呢)\s*$")


def requested(sentence: str) -> tuple[str, str] | None:
    """``(rule id, content to keep)`` when the sentence asks to remember something, else ``None``."""
    text = sentence.strip()
    if not text or _QUESTION_END.search(text):
        return None
    for rule, pattern in _COMPILED:
        match = pattern.match(text)
        if match is None:
            continue
        what = match.groupdict().get("what") or text
        what = what.strip(" \t：:，,。.!！~～")
        if rule.endswith(".call_me"):  # the name to use: kept as the user's name
            what = (f"用户希望被称呼为{re.sub(r'(?:就行|就好|就可以了?|吧|哈|啊)$', '', what)}"
                    if rule.startswith("explicit.zh") else f"User wants to be called {what}")
        if len(what) >= 2 and (not rule.startswith("explicit.en.") or len(what.split()) >= 2):
            return rule, what  # "I'll remember that" asks nothing
    return None
