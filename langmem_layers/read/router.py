"""The router: an explicit, rule-based classifier that decides where a turn's recall comes from [SPEC 2].

``kb`` (factual / policy / product / process / price questions), ``memory`` (preferences, plans, the user's own
history), ``window`` (a follow-up on the current thread) or ``mixed`` (personal context *and* organisation facts,
recalled in parallel). Every decision names the cue that fired, so it can be shown in traces::

    >>> route("然后呢").route.value
    'window'
    >>> d = route("保修期多长时间")
    >>> d.route.value, d.cue
    ('kb', '保修')
    >>> route("I prefer answers in bullet points").route.value
    'memory'
    >>> route("按我的习惯帮我安排下周计划").route.value
    'mixed'

The lexicons are plain, named constants (:data:`DEFAULT_CUES`); pass ``cues=RouterCues(...)`` (or
``DEFAULT_CUES.extended(kb=("保单",))``) to override them. Chinese cues match as substrings, English cues on word
boundaries, both after NFKC normalisation and lower-casing.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..records import Route
from ..text import CJK_RE, clean_text

__all__ = [
    "CHOICE_CUES",
    "DEFAULT_CUES",
    "FOLLOWUP_CUES",
    "KB_CUES",
    "MEMORY_CUES",
    "PERSONAL_CONTEXT_CUES",
    "RouteDecision",
    "RouterCues",
    "route",
]

#: Follow-ups on the current thread: answered from the window alone.
FOLLOWUP_CUES: tuple[str, ...] = (
    "然后呢", "然后", "接着说", "接着", "继续", "还有呢", "还有吗", "还有别的", "刚才", "刚刚", "上面", "上一条",
    "前面说", "你说的", "你刚", "再详细", "详细点", "详细一点", "展开", "再说一遍", "换个说法", "什么意思",
    "啥意思", "翻译成", "简短点", "短一点", "再短", "举个例子", "没听懂", "没看懂",
    "go on", "continue", "keep going", "and then", "then what", "what else", "tell me more", "more detail",
    "more details", "elaborate", "last point", "previous answer", "you just said", "you said", "what do you mean",
    "mean by that", "shorter", "rephrase", "say that again", "translate that", "an example", "i don't get",
)

#: Factual / policy / product / process / price / warranty questions: answered from the knowledge base.
KB_CUES: tuple[str, ...] = (
    "政策", "规定", "制度", "条款", "流程", "步骤", "手续", "怎么申请", "如何申请", "怎么办理", "如何办理",
    "怎么设置", "如何设置", "怎么开通", "如何开通", "多少钱", "价格", "价钱", "费用", "收费", "报价", "套餐",
    "保修", "质保", "保质", "退货", "退款", "换货", "无理由", "发票", "报销", "规格", "参数", "配置", "续航",
    "支持", "型号", "尺寸", "重量", "兼容", "说明书", "手册", "年假", "病假", "休假", "运费", "包邮", "售后",
    "你们的", "你们哪", "贵公司", "公司规定",
    "policy", "policies", "warranty", "guarantee", "refund", "return policy", "price", "prices", "pricing", "cost",
    "costs", "how much", "fee", "fees", "spec", "specs", "specification", "specifications", "battery life",
    "support", "supports", "compatible", "how do i", "how to", "how can i", "process", "procedure", "steps",
    "shipping", "delivery", "invoice", "sick leave", "annual leave", "holiday policy", "manual", "subscription",
    "subscriptions", "which of your", "your models", "your plans", "do you offer", "do you sell", "employees",
    "annual plan", "monthly plan",
)

#: Preferences, plans, standing instructions and the user's own history: answered from long-term memory.
MEMORY_CUES: tuple[str, ...] = (
    "推荐", "建议我", "我打算", "我计划", "我准备", "我想要", "我喜欢", "我不喜欢", "不太喜欢", "我讨厌", "我偏好",
    "我习惯", "我的习惯", "我经常", "我一般", "我平时", "我最近", "我上次", "我之前", "我以前", "我说过", "我提过",
    "我告诉过", "我跟你说过", "记得", "记住", "记一下", "帮我记", "以后", "今后", "从现在起", "我的预算", "我养的",
    "我家", "适合我", "按我的", "按照我", "根据我的", "结合我的", "考虑到我的",
    "i prefer", "i like", "i love", "i hate", "i don't like", "i dislike", "my favorite", "my favourite",
    "i'm planning", "i am planning", "i plan to", "i'm going to", "i am going to", "i want to", "i'd like to",
    "remember", "recommend", "suggest", "based on my", "my budget", "my diet", "did i say", "i told you",
    "i mentioned", "from now on", "my usual", "last time", "given my", "someone like me", "fits me", "suits me",
    "for me", "in mind",
)

#: Phrases that bring the user's own context into a request (a subset of the memory cues' meaning).
PERSONAL_CONTEXT_CUES: tuple[str, ...] = (
    "按我的", "按照我", "根据我的", "结合我的", "考虑到我的", "适合我", "我的习惯",
    "given my", "based on my", "someone like me", "fits me", "suits me", "in mind", "my usual",
)

#: Choosing or arranging among options — with personal context this needs facts too (→ mixed).
CHOICE_CUES: tuple[str, ...] = (
    "安排", "规划", "哪个", "哪款", "哪种", "哪家", "对比", "比较",
    "which", "compare", "schedule", "arrange", "plan my",
)

_FIRST_PERSON = re.compile(r"(我|\bi\b|\bmy\b|\bme\b|\bi'm\b|\bi've\b)")
_QUESTION = re.compile(r"[?？吗呢]|^(what|how|who|where|when|why|which|is|are|does|do|can|could)\b")
#: Turns at most this long (CJK characters, or Latin words × 2) with no cue are treated as chit-chat (window).
SHORT_TURN = 8


@dataclass(frozen=True)
class RouterCues:
    """The cue lexicons of the router; every field is overridable."""

    window: tuple[str, ...] = FOLLOWUP_CUES
    kb: tuple[str, ...] = KB_CUES
    memory: tuple[str, ...] = MEMORY_CUES
    personal: tuple[str, ...] = PERSONAL_CONTEXT_CUES
    choice: tuple[str, ...] = CHOICE_CUES
    _compiled: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def extended(self, **extra: Sequence[str]) -> RouterCues:
        """A copy with more cues per lexicon, e.g. ``DEFAULT_CUES.extended(kb=("保单",))``."""
        return replace(self, **{name: (*getattr(self, name), *values) for name, values in extra.items()},
                       _compiled={})

    def first(self, lexicon: str, text: str) -> str | None:
        """The earliest cue of ``lexicon`` found in (normalised, lower-cased) ``text``, or None."""
        pattern = self._compiled.get(lexicon)
        if pattern is None:
            pattern = _compile(getattr(self, lexicon))
            self._compiled[lexicon] = pattern
        match = pattern.search(text)
        return match.group(0) if match else None


def _compile(cues: Sequence[str]) -> re.Pattern[str]:
    """One alternation, longest cue first; Latin cues get word boundaries, CJK cues match anywhere."""
    parts = []
    for cue in sorted({c.lower() for c in cues if c.strip()}, key=len, reverse=True):
        escaped = re.escape(cue)
        parts.append(escaped if CJK_RE.search(cue) else rf"(?<![\w']){escaped}(?![\w'])")
    return re.compile("|".join(parts) or r"(?!x)x")


DEFAULT_CUES = RouterCues()


@dataclass(frozen=True)
class RouteDecision:
    """Where recall comes from for one turn, why, and the cue that fired (None for a default)."""

    route: Route
    reason: str
    cue: str | None = None

    @property
    def uses_memory(self) -> bool:
        return self.route in (Route.MEMORY, Route.MIXED)

    @property
    def uses_kb(self) -> bool:
        return self.route in (Route.KB, Route.MIXED)


def _length(text: str) -> int:
    cjk = len(CJK_RE.findall(text))
    return cjk + 2 * len(re.findall(r"[a-z0-9']+", text))


def route(text: str, *, history: Sequence[Any] | None = None, cues: RouterCues | None = None) -> RouteDecision:
    """Classify one user turn. ``history`` (the thread's earlier messages), when given and empty, means there is
    no window to follow up on, so a follow-up cue falls back to memory (it likely points at an earlier session).

    Order: personal context + a choice → mixed; memory and kb cues together → mixed; memory → memory; kb → kb;
    follow-up → window; otherwise a default by shape (short chit-chat → window, first-person statement → memory,
    question → kb).
    """
    cues = cues or DEFAULT_CUES
    if not isinstance(text, str):
        return RouteDecision(Route.WINDOW, "not text: nothing to recall for")
    norm = clean_text(text).lower()
    if not norm:
        return RouteDecision(Route.WINDOW, "empty turn: nothing to recall for")
    memory, kb, follow = cues.first("memory", norm), cues.first("kb", norm), cues.first("window", norm)
    personal, choice = cues.first("personal", norm), cues.first("choice", norm)
    if personal and choice:
        return RouteDecision(Route.MIXED, f"personal context {personal!r} with a choice {choice!r}: memory + KB",
                             personal)
    if memory and kb:
        return RouteDecision(Route.MIXED, f"memory cue {memory!r} and KB cue {kb!r}: recall both", memory)
    if memory:
        return RouteDecision(Route.MEMORY, f"memory cue {memory!r} (preference / plan / personal history)", memory)
    if kb:
        return RouteDecision(Route.KB, f"KB cue {kb!r} (factual / policy / product question)", kb)
    if follow:
        if history is not None and len(history) == 0:
            return RouteDecision(Route.MEMORY, f"follow-up cue {follow!r} but the window is empty: look in memory",
                                 follow)
        return RouteDecision(Route.WINDOW, f"follow-up cue {follow!r}: the current thread answers it", follow)
    if _length(norm) <= SHORT_TURN:
        return RouteDecision(Route.WINDOW, "no cue; a short turn (chit-chat or acknowledgement)")
    if _FIRST_PERSON.search(norm):
        return RouteDecision(Route.MEMORY, "no cue; a first-person turn: look in memory")
    if _QUESTION.search(norm):
        return RouteDecision(Route.KB, "no cue; an impersonal question: look in the knowledge base")
    return RouteDecision(Route.MIXED, "no cue: recall memory and KB")
