"""Per-user profile summary, rebuilt whenever the user's items change [SPEC 3 conflicts, issue 3 item 8].

The summary lists the user's most important active memories (profile, preferences, decisions, standing
instructions, plans, facts) in the user's language, and for every item that superseded older ones it states the
evolution — current value first, then what it replaced::

    >>> from langmem_layers.records import MemoryItem
    >>> old = MemoryItem(id="a", user_id="u", type="preference", content="用户偏好Python", lang="zh")
    >>> new = MemoryItem(id="b", user_id="u", type="preference", content="用户偏好Go", supersedes="a", lang="zh")
    >>> print(render_summary([new], {"a": old}))
    用户画像:
    - [偏好] 现在偏好Go;此前偏好Python
    >>> old_en = MemoryItem(id="c", user_id="u", type="preference", content="User prefers Python", lang="en")
    >>> new_en = MemoryItem(id="d", user_id="u", type="preference", content="User prefers Go", supersedes="c",
    ...                     lang="en")
    >>> print(render_summary([new_en], {"c": old_en}))
    User profile:
    - [preference] Now prefers Go; earlier preferred Python

Wording (labels, the "now / earlier / before that" words, subject prefixes, past tenses) lives in module
constants; override them to change the phrasing.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from ..records import MemoryItem
from ..text import has_cjk

if TYPE_CHECKING:
    from ..stores.sqlite import SQLiteStore

__all__ = [
    "EVOLUTION_WORDS",
    "PAST_TENSE",
    "PROFILE_HEADERS",
    "PROFILE_TYPES",
    "TYPE_LABELS",
    "rebuild_profile_summary",
    "render_summary",
    "summary_lang",
]

logger = logging.getLogger(__name__)

#: Memory types that describe the user, in the order they matter for a profile.
PROFILE_TYPES: tuple[str, ...] = ("profile", "preference", "decision", "procedure", "plan", "fact")
#: Active items listed (most important first) and older values shown per item.
PROFILE_MAX_LINES = 15
PROFILE_MAX_HISTORY = 3
PROFILE_MAX_CHARS = 2000

PROFILE_HEADERS: dict[str, str] = {"zh": "用户画像:", "en": "User profile:"}
TYPE_LABELS: dict[str, dict[str, str]] = {
    "zh": {"profile": "档案", "preference": "偏好", "decision": "决定", "procedure": "要求", "plan": "计划",
           "fact": "事实"},
    "en": {"profile": "profile", "preference": "preference", "decision": "decision", "procedure": "instruction",
           "plan": "plan", "fact": "fact"},
}
#: (now, earlier, before that) and the separator between them, per language.
EVOLUTION_WORDS: dict[str, tuple[str, str, str, str]] = {
    "zh": ("现在", "此前", "更早", ";"),
    "en": ("Now", "earlier", "before that", "; "),
}
#: Third-person subjects stripped before "现在 …"/"Now …" ("用户偏好Go" → "现在偏好Go").
SUBJECT_PREFIXES: dict[str, tuple[str, ...]] = {"zh": ("用户",), "en": ("The user ", "User ", "the user ", "user ")}
#: Irregular (or consonant-doubling) past tenses for the first verb of an older English statement.
PAST_TENSE: dict[str, str] = {
    "is": "was", "are": "were", "has": "had", "does": "did", "goes": "went", "eats": "ate", "drinks": "drank",
    "drives": "drove", "speaks": "spoke", "prefers": "preferred", "plans": "planned", "stops": "stopped",
    "buys": "bought", "thinks": "thought", "feels": "felt", "keeps": "kept", "sleeps": "slept", "takes": "took",
    "gets": "got", "makes": "made", "runs": "ran", "rides": "rode", "writes": "wrote", "reads": "read",
    "can": "could", "will": "would", "wants": "wanted", "lives": "lived", "likes": "liked", "loves": "loved",
    "uses": "used", "works": "worked", "hates": "hated", "dislikes": "disliked", "avoids": "avoided",
    "owns": "owned", "needs": "needed", "cares": "cared", "travels": "travelled", "studies": "studied",
}


def summary_lang(items: Sequence[MemoryItem]) -> str:
    """The user's language: the majority ``lang`` of their items (``zh`` when undecided and CJK appears)."""
    votes = Counter(i.lang for i in items if i.lang in PROFILE_HEADERS)
    if votes:
        return votes.most_common(1)[0][0]
    return "zh" if any(has_cjk(i.content) for i in items) else "en"


def _strip_subject(content: str, lang: str) -> str | None:
    for prefix in SUBJECT_PREFIXES.get(lang, ()):
        if content.startswith(prefix) and len(content) > len(prefix):
            return content[len(prefix):].lstrip()
    return None


def _past(predicate: str) -> str | None:
    """'prefers Python' → 'preferred Python' (first word only; None when it is not a 3rd-person verb)."""
    word, _, rest = predicate.partition(" ")
    lower = word.lower()
    if lower in PAST_TENSE:
        past = PAST_TENSE[lower]
    elif lower in ("no", "never", "always", "often", "usually", "only", "also", "still", "rarely"):
        tail = _past(rest) if rest else None
        return f"{word} {tail}" if tail else None
    elif re.fullmatch(r"[a-z]+ies", lower):
        past = lower[:-3] + "ied"
    elif re.fullmatch(r"[a-z]+(?:ss|x|z|ch|sh)es", lower):
        past = lower[:-2] + "ed"
    elif re.fullmatch(r"[a-z]+[^s]s", lower):
        stem = lower[:-1]
        past = stem + ("d" if stem.endswith("e") else "ed")
    else:
        return None
    return f"{past} {rest}".rstrip()


def _evolution(item: MemoryItem, history: Sequence[MemoryItem], lang: str) -> str:
    now_word, earlier, before, sep = EVOLUTION_WORDS.get(lang, EVOLUTION_WORDS["en"])
    parts: list[str] = []
    current = _strip_subject(item.content, lang)
    parts.append(f"{now_word}{current}" if lang == "zh" and current else
                 f"{now_word} {current}" if current else f"{now_word}: {item.content}")
    for depth, old in enumerate(history):
        word = earlier if depth == 0 else before
        stripped = _strip_subject(old.content, lang)
        if lang == "zh":
            parts.append(f"{word}{stripped}" if stripped else f"{word}:{old.content}")
        else:
            past = _past(stripped) if stripped else None
            parts.append(f"{word} {past}" if past else f"{word}: {old.content}")
    return sep.join(parts)


def _history(item: MemoryItem, by_id: Mapping[str, MemoryItem]) -> list[MemoryItem]:
    chain: list[MemoryItem] = []
    seen = {item.id}
    cursor = item.supersedes
    while cursor and cursor not in seen and cursor in by_id and len(chain) < PROFILE_MAX_HISTORY:
        seen.add(cursor)
        chain.append(by_id[cursor])
        cursor = by_id[cursor].supersedes
    return chain


def render_summary(items: Sequence[MemoryItem], predecessors: Mapping[str, MemoryItem], lang: str | None = None) -> str:
    """The summary text for ``items`` (already ranked); ``predecessors`` maps superseded ids to their items."""
    if not items:
        return ""
    lang = lang or summary_lang(items)
    labels = TYPE_LABELS.get(lang, TYPE_LABELS["en"])
    lines = [PROFILE_HEADERS.get(lang, PROFILE_HEADERS["en"])]
    size = len(lines[0])
    for item in items[:PROFILE_MAX_LINES]:
        history = _history(item, predecessors)
        text = _evolution(item, history, lang) if history else item.content
        line = f"- [{labels.get(item.type.value, item.type.value)}] {' '.join(text.split())}"  # one line per item
        if size + len(line) + 1 > PROFILE_MAX_CHARS:
            break
        lines.append(line)
        size += len(line) + 1
    return "\n".join(lines)


def _load(store: SQLiteStore, user_id: str) -> tuple[list[MemoryItem], dict[str, MemoryItem]]:
    items = store.profile_items(user_id, PROFILE_TYPES, PROFILE_MAX_LINES)
    predecessors: dict[str, MemoryItem] = {}
    wanted = {i.supersedes for i in items if i.supersedes}
    for _ in range(PROFILE_MAX_HISTORY):
        wanted -= predecessors.keys()
        if not wanted:
            break
        found = store.get_items(user_id, sorted(wanted))
        predecessors.update(found)
        wanted = {i.supersedes for i in found.values() if i.supersedes}
    return items, predecessors


def rebuild_profile_summary(store: SQLiteStore, user_id: str, now: datetime) -> str:
    """Recompute and store one user's summary (``tx.set_profile_summary``); returns the text."""
    items, predecessors = _load(store, user_id)
    text = render_summary(items, predecessors)
    with store.transaction(now) as tx:
        tx.set_profile_summary(user_id, text)
    return text
