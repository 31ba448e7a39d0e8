"""Per-session working state: task goal, done steps, pending questions, topic, an entity-slot table, the summary.

Everything is bounded: the entity table is an LRU of ``entity_slots_per_session`` categories, the step and question
lists keep their newest entries, and :class:`SessionCache` keeps ``session_cache_size`` sessions (LRU), keyed by
``(user_id, session_id)`` so two users never share a session. The state is a pydantic model, so a LangGraph
checkpointer can persist ``state.model_dump()`` and :meth:`SessionState.model_validate` restores it.

Entity slots map a *category* to the last entity named in it, so a later "那个笔记本" / "that laptop" resolves::

    >>> s = SessionState(user_id="u1", session_id="s1")
    >>> s.observe_text("我在看 ThinkPad X1 Carbon 这款笔记本", speaker="human")
    >>> s.resolve("那个笔记本多少钱")
    {'那个笔记本': 'ThinkPad X1 Carbon'}
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from pydantic import BaseModel, Field, PrivateAttr

from .._cache import BoundedLRU
from ..text import clean_text
from .facts import content_units, is_small_talk, sentences, strip_speaker_label
from .trim import message_text, messages_digest, shorten_text

__all__ = [
    "DONE_RE",
    "ENTITY_CATEGORY_DISTANCE",
    "ENTITY_CATEGORY_WORDS",
    "INTENT_PATTERNS",
    "KNOWN_BRANDS",
    "REQUEST_PATTERNS",
    "SessionCache",
    "SessionState",
    "extract_entities",
]

#: Words naming an entity category (zh + en) → category key.
ENTITY_CATEGORY_WORDS: dict[str, str] = {
    "笔记本": "laptop", "笔记本电脑": "laptop", "电脑": "laptop", "laptop": "laptop", "notebook": "laptop",
    "手机": "phone", "phone": "phone", "平板": "tablet", "tablet": "tablet", "耳机": "headphones",
    "headphones": "headphones", "相机": "camera", "camera": "camera", "车": "car", "汽车": "car", "car": "car",
    "方案": "plan", "计划": "plan", "plan": "plan", "项目": "project", "project": "project",
    "酒店": "hotel", "hotel": "hotel", "餐厅": "restaurant", "馆子": "restaurant", "饭店": "restaurant",
    "restaurant": "restaurant", "航班": "flight", "flight": "flight", "书": "book", "book": "book",
    "课程": "course", "course": "course", "套餐": "package", "package": "package", "订单": "order", "order": "order",
}
#: A name takes the category of a category word at most this many characters away ("ThinkPad X1 这台电脑").
ENTITY_CATEGORY_DISTANCE = 32
#: Brand / product-line names whose category is known without a category word.
KNOWN_BRANDS: dict[str, str] = {
    "thinkpad": "laptop", "macbook": "laptop", "matebook": "laptop", "xps": "laptop", "surface": "laptop",
    "zenbook": "laptop", "iphone": "phone", "pixel": "phone", "galaxy": "phone", "mate": "phone",
    "ipad": "tablet", "airpods": "headphones", "tesla": "car",
}
_LEAD = r"(?:^|[，,。；;！!？?]\s*)(?:(?:ok|okay|so|hey|hi|and|also|now|then|well|alright|嗯|那|那就|就|对了)\W*\s*)*"
_ADVERBS = r"(?:(?:honestly|really|actually|basically|but|now|just|first|right now|today|this week),?\s+)*"
#: Explicit requests of the user (regexes, case-insensitive): the newest one with an object becomes the goal.
#: Imperatives count only at the start of a clause, so "books help me discover who I am" is no request.
REQUEST_PATTERNS: tuple[str, ...] = (
    _LEAD + r"(?:请你?|麻烦你?|能不能|能否|可不可以|可以|你能|你可以|你)?(?:再|先|也)?帮(?:我|忙)",
    _LEAD + r"(?:请(?!问)你?|麻烦你)",
    r"我(?:还|也)?(?:需要|打算|计划|准备)|(?:我的)?目标是",
    _LEAD + r"(?:please\s+)?help\s+(?:me|us)\b",
    _LEAD + r"please\s+(?=\w)",
    r"\b(?:can|could|would|will)\s+you\s+(?:please\s+)?",
    _LEAD + _ADVERBS + r"(?:i|we)\s+(?:really\s+|still\s+|just\s+|also\s+)?(?:need|have)\s+to\b",
    _LEAD + _ADVERBS + r"(?:(?:i'm|i am|we're|we are)\s+(?:looking\s+for|planning\s+to)|(?:i|we)\s+plan\s+to)\b",
    _LEAD + _ADVERBS + r"(?:my|our)\s+goal\s+is\b",
)
#: Intents that set the goal only when there is none yet ("我想要…", "I'd like to…").
INTENT_PATTERNS: tuple[str, ...] = (
    r"我(?:还|也)?(?:想要|想|要)", r"\b(?:i|we)\s+(?:want|hope)\s+to\b", r"\b(?:i|we)(?:'d|\s+would)\s+like\s+to\b",
    r"\b(?:i'm|i am|we're|we are)\s+trying\s+to\b",
)
_COMPLETED = ("finished|completed|booked|paid|sent|submitted|signed|ordered|reserved|fixed|wrapped up|set up|"
              "sorted out|sorted|confirmed|delivered|shipped|approved|installed|cancell?ed|renewed|returned|uploaded|"
              "published|scheduled|filed|transferred")
#: Explicit completion: a done step ("订好了", "已完成付款", "I've finished the slides", "the visa is submitted").
DONE_RE = re.compile(
    r"[订买办弄搞做写改交付发填约修装签排定选约租]好了|[订买办弄搞做写改交付发填装签排修][好完][^，。！？,.!?]{0,8}了|"
    r"搞定|(?:已经?|都)(?:[^，。！？,.!?没未]{0,6})(?:完成|提交|付款|支付|交了|发了|订了|买了|办了|预订|下单|处理)|"
    r"(?:已经?|都)把[^，。！？,.!?没未]{1,10}了|已完成|完成了|做完了|办完了|"
    rf"\b(?:i|we)(?:'ve|\s+have|\s+had)?\s+(?:just\s+|already\s+|finally\s+)?(?:{_COMPLETED})\b|"
    rf"^\W*(?:just|finally|already)\s+(?:{_COMPLETED})\b|"
    rf"\b(?:is|are|was|were|has been|have been|got|'s)\s+(?:all\s+)?(?:now\s+|finally\s+|just\s+)?"
    rf"(?:done|{_COMPLETED})\b(?!\s+off\b)|"
    r"^\W*(?:all\s+)?done\b",
    re.IGNORECASE,
)
#: Words that negate a completion in the same clause ("还没订好", "not done yet").
NOT_DONE_RE = re.compile(r"没|未|不|\b(?:not|n't|never|yet)\b|can't wait|cannot wait", re.IGNORECASE)
#: How many done steps / pending questions a session keeps.
MAX_DONE_STEPS = 20
MAX_PENDING_QUESTIONS = 10
MAX_FIELD_CHARS = 160
#: The session-state block shows this many of the newest steps / questions / entities.
RENDER_LAST = 3
#: … each shortened to this many characters.
RENDER_FIELD_CHARS = 100

_DEMONSTRATIVE = (r"(?:刚才那个|上次那个|之前那个|那个|这个|那台|这台|那款|这款|那家|这家|那部|这部|那本|这本|"
                  r"那份|这份|该)")
_EN_DEMONSTRATIVE = r"\b(?:that|this|the same|the)\s+"
_NAME_RE = re.compile(
    r"(?<![A-Za-z])(?:[A-Z]|i(?=[A-Z]))[A-Za-z0-9+]*(?:[ -](?:[A-Z0-9][A-Za-z0-9+]*|Pro|Air|Max|Plus|Ultra|Mini))*")
_CAMEL_RE = re.compile(r"[a-z][A-Z]|\d")
_LABELLED_RE = re.compile(
    r"([A-Z0-9])\s*(方案|项目|计划|套餐)|(方案|项目|计划|套餐)\s*([A-Z0-9])|\b((?i:plan|project|option))\s+([A-Z0-9])\b")
_QUOTED_RE = re.compile(r"[《「“\"]([^》」”\"]{1,40})[》」”\"]")


def _category_pattern() -> re.Pattern[str]:
    words = sorted(ENTITY_CATEGORY_WORDS, key=len, reverse=True)
    parts = [rf"\b{re.escape(w)}s?\b" if w.isascii() else re.escape(w) for w in words]
    return re.compile("|".join(parts))


_CATEGORY_CACHE: dict[int, re.Pattern[str]] = {}


def _category_words(text: str) -> list[tuple[int, str]]:
    key = hash(tuple(ENTITY_CATEGORY_WORDS.items()))  # the lexicon is overridable: rebuild when it changes
    pattern = _CATEGORY_CACHE.get(key)
    if pattern is None:
        _CATEGORY_CACHE.clear()
        pattern = _CATEGORY_CACHE[key] = _category_pattern()
    found: list[tuple[int, str]] = []
    for m in pattern.finditer(text.lower()):
        word = m.group(0)
        cat = ENTITY_CATEGORY_WORDS.get(word) or ENTITY_CATEGORY_WORDS.get(word[:-1])
        if cat:
            found.append((m.start(), cat))
    return found


def extract_entities(text: str) -> list[tuple[str, str]]:
    """``[(category, entity)]`` named in ``text``: product names, labelled options ("A方案"), quoted titles."""
    text = clean_text(text)
    cats = _category_words(text)
    out: list[tuple[str, str]] = []

    def nearest(pos: int) -> str | None:
        near = [c for c in cats if abs(c[0] - pos) <= ENTITY_CATEGORY_DISTANCE]
        return min(near, key=lambda c: abs(c[0] - pos))[1] if near else None

    for m in _LABELLED_RE.finditer(text):
        word = (m.group(2) or m.group(3) or m.group(5) or "").lower()
        cat = ENTITY_CATEGORY_WORDS.get(word, "option" if word == "option" else None)
        if cat:
            out.append((cat, m.group(0).strip()))
    for m in _NAME_RE.finditer(text):
        name = m.group(0).strip()
        brand = KNOWN_BRANDS.get(name.split()[0].lower())
        sentence_start = not text[:m.start()].strip() or text[:m.start()].rstrip()[-1] in ".!?:;。！？：；\n"
        # a product-like name: a known brand, a digit or CamelCase ("X1", "MacBook"), or several capitalised
        # words in mid-sentence; a lone capitalised word is usually just a sentence start or a common word
        if not (brand or _CAMEL_RE.search(name) or (" " in name and not sentence_start)):
            continue
        cat = brand or nearest(m.start())
        if cat and not any(name in e for _, e in out):
            out.append((cat, name))
    for m in _QUOTED_RE.finditer(text):
        cat = nearest(m.start())
        if cat:
            out.append((cat, m.group(1).strip()))
    return out


@functools.lru_cache(maxsize=8)
def _patterns(patterns: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p})" for p in patterns) or r"(?!)", re.IGNORECASE)


def _first_cue(text: str, patterns: tuple[str, ...]) -> int | None:
    """End position of the first match of ``patterns`` in ``text``, or None."""
    match = _patterns(patterns).search(text)
    return match.end() if match else None


class SessionState(BaseModel):
    """What the agent is doing in this session, in a form a checkpointer can store (``model_dump``)."""

    user_id: str
    session_id: str
    goal: str = ""
    done_steps: list[str] = Field(default_factory=list)
    pending_questions: list[str] = Field(default_factory=list)
    topic: str = ""
    entity_slots: dict[str, str] = Field(default_factory=dict, description="category → last entity (LRU order).")
    summary: str = ""
    summary_method: str = ""
    folded_count: int = 0
    folded_digest: str = ""
    seen_count: int = 0
    seen_digest: str = ""
    turns: int = 0
    max_entity_slots: int = 32
    updated_at: datetime | None = None
    _lock: threading.RLock = PrivateAttr(default_factory=threading.RLock)

    @property
    def lock(self) -> threading.RLock:
        """Held while a turn updates this session (two concurrent turns of one session take turns)."""
        return self._lock

    # -- entity slots ------------------------------------------------------------------------------
    def set_entity(self, category: str, entity: str) -> None:
        """Remember ``entity`` as the latest of ``category`` (LRU: the oldest category goes past the bound)."""
        self.entity_slots.pop(category, None)
        self.entity_slots[category] = entity
        while len(self.entity_slots) > self.max_entity_slots:
            self.entity_slots.pop(next(iter(self.entity_slots)))
        self.topic = f"{category}: {entity}"

    def resolve(self, text: str) -> dict[str, str]:
        """Mentions in ``text`` that point at a remembered entity ("那个笔记本", "that plan", "它") → the entity."""
        text = clean_text(text or "")
        found: dict[str, str] = {}
        low = text.lower()
        for word, cat in ENTITY_CATEGORY_WORDS.items():
            entity = self.entity_slots.get(cat)
            if not entity:
                continue
            if word.isascii():
                for m in re.finditer(rf"{_EN_DEMONSTRATIVE}{re.escape(word)}s?\b", low):
                    found[text[m.start():m.end()]] = entity
            else:
                for m in re.finditer(rf"{_DEMONSTRATIVE}(?:个|台|款|家)?{re.escape(word)}", text):
                    found[m.group(0)] = entity
        if not found and self.entity_slots and re.search(r"它|\bit\b|\bthat one\b|那个$", low):
            latest = next(reversed(self.entity_slots.values()))
            mention = re.search(r"它|\bit\b|\bthat one\b|那个$", low)
            if mention:
                found[text[mention.start():mention.end()]] = latest
        return found

    # -- observing the thread ---------------------------------------------------------------------------
    def observe_text(self, text: str, *, speaker: str) -> None:
        """Update slots, goal, done steps and questions from one message's text.

        The goal is the user's newest explicit request with an object (an intent only fills an empty goal);
        done steps are explicit completions; pending questions are the user's real questions that no assistant
        reply (a message saying more than a counter-question) has followed yet.
        """
        for cat, entity in extract_entities(text):
            self.set_entity(cat, entity)
        parts = sentences(strip_speaker_label(text or ""), normalize=False)
        questions = [q for q in parts if q.endswith(("?", "？"))]
        if speaker == "human":
            self._observe_goal(parts)
            for q in questions:
                if not is_small_talk(q):
                    self._push(self.pending_questions, q, MAX_PENDING_QUESTIONS)
        elif speaker == "ai" and any(not is_small_talk(p) and p not in questions for p in parts):
            self.pending_questions = []  # the assistant answered (not just asked back)
        if speaker in ("human", "ai"):
            self._observe_done(parts)

    def _observe_goal(self, parts: list[str]) -> None:
        for sentence in reversed(parts):
            for patterns, replaces in ((REQUEST_PATTERNS, True), (INTENT_PATTERNS, not self.goal)):
                cue = _first_cue(sentence, patterns)
                if cue is not None and replaces and content_units(sentence[cue:]) >= 1:
                    self.goal = shorten_text(sentence, MAX_FIELD_CHARS)
                    return

    def _observe_done(self, parts: list[str]) -> None:
        for i, sentence in enumerate(parts):
            if sentence.endswith(("?", "？")):  # only a statement before the question counts: "已完成付款，接下来呢？"
                clauses = re.split(r"[，,]", sentence)
                sentence = "，".join(clauses[:-1])
            match = DONE_RE.search(sentence)
            if not match:
                continue
            clause_start = max(sentence.rfind(sep, 0, match.start()) for sep in "，,;；") + 1
            if NOT_DONE_RE.search(sentence[clause_start:match.end()]):
                continue
            step = sentence
            if content_units(DONE_RE.sub(" ", sentence)) == 0 and i + 1 < len(parts):
                step = f"{sentence} {parts[i + 1]}"  # "Done! The visa application is submitted."
            self._push(self.done_steps, step, MAX_DONE_STEPS)

    def observe(self, messages: Sequence[BaseMessage], now: datetime | None = None, *, remember: bool = True) -> None:
        """Fold new messages of the thread into the state: only those after the last remembered prefix when the
        thread still starts with it. ``remember=False`` applies the messages without moving that prefix (used for
        the newest turn, which a retry or another question may replace)."""
        start = 0
        if self.seen_count and len(messages) >= self.seen_count \
                and messages_digest(messages[:self.seen_count]) == self.seen_digest:
            start = self.seen_count
        for msg in messages[start:]:
            if isinstance(msg, AIMessage) and msg.tool_calls:
                for call in msg.tool_calls:
                    self._push(self.done_steps, f"tool {call.get('name')}({shorten_text(str(call.get('args')), 60)})",
                               MAX_DONE_STEPS)
            if isinstance(msg, ToolMessage):
                continue
            speaker = "ai" if isinstance(msg, AIMessage) else "human" if isinstance(msg, HumanMessage) else "other"
            self.observe_text(message_text(msg), speaker=speaker)
        if remember:
            self.seen_count, self.seen_digest = len(messages), messages_digest(messages)
        self.turns = max(self.turns, sum(isinstance(m, HumanMessage) for m in messages))
        self.updated_at = now or self.updated_at

    @staticmethod
    def _push(values: list[str], value: str, bound: int) -> None:
        value = shorten_text(value, MAX_FIELD_CHARS)
        if value in values:
            values.remove(value)
        values.append(value)
        del values[:-bound]

    def render(self, lang: str = "en", *, latest: str = "") -> str:
        """The session-state block (empty when there is nothing to say). Text already in ``latest`` (the newest
        user message, which the prompt carries anyway) is not repeated."""
        zh = lang == "zh"
        labels = (("目标", "已完成", "待回答的问题", "话题", "提到的对象") if zh
                  else ("Goal", "Done", "Pending questions", "Topic", "Entities"))
        sep = "：" if zh else ": "
        latest = latest.strip()

        def fresh(values: list[str]) -> str:
            kept = [shorten_text(v, RENDER_FIELD_CHARS) for v in values
                    if not latest or (v.split(": ", 1)[-1].strip() not in latest and v.strip() not in latest)]
            return "; ".join(kept[-RENDER_LAST:])

        others = [f"{k}={v}" for k, v in self.entity_slots.items() if f"{k}: {v}" != self.topic]  # no repeat
        rows = [
            (labels[0], fresh([self.goal] if self.goal else [])), (labels[1], fresh(self.done_steps)),
            (labels[2], fresh(self.pending_questions)), (labels[3], self.topic),
            (labels[4], "; ".join(others[-RENDER_LAST:])),
        ]
        return "\n".join(f"{k}{sep}{v}" for k, v in rows if v)


class SessionCache:
    """A bounded, thread-safe LRU of :class:`SessionState` keyed by ``(user_id, session_id)``."""

    def __init__(self, maxsize: int = 256, max_entity_slots: int = 32) -> None:
        self.maxsize = max(1, maxsize)
        self.max_entity_slots = max_entity_slots
        self._data: BoundedLRU[tuple[str, str], SessionState] = BoundedLRU(
            self.maxsize, name="window.sessions", owner=lambda key: key[0])
        self._lock = threading.Lock()

    def get(self, user_id: str, session_id: str, *, create: bool = True) -> SessionState | None:
        """The session's state (created empty when missing and ``create``); marks it most recently used."""
        key = (user_id, session_id)
        with self._lock:
            state: SessionState | None = self._data.get(key)
            if state is None and create:
                state = SessionState(user_id=user_id, session_id=session_id, max_entity_slots=self.max_entity_slots)
                self._data.put(key, state)
            return state

    def put(self, state: SessionState) -> None:
        """Store (or restore from a checkpoint) a session's state."""
        with self._lock:
            self._data.put((state.user_id, state.session_id), state)

    def drop_user(self, user_id: str) -> int:
        """Forget every session of one user (erasure); returns how many."""
        return self._data.forget(user_id)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: Any) -> bool:
        return key in self._data
