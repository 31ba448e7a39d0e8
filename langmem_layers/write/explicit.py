"""Explicit requests to remember: "记住…", "帮我记一下：…", "记一笔", "备忘", "for the record …", "going forward …",
"jot down that …", "call me …". What the user asks to be kept is kept, whatever its topic (after redaction and the
injection guard, like every other candidate).

Two parts:

* :class:`ExplicitDetector` — the *decision*: a small learned binary classifier (hashed n-grams, joined with the
  e5 vector when the memory embeds with e5; numpy, shipped as ``_data/explicit_request.npz`` and
  ``_data/explicit_request_e5.npz``) trained on the ``explicit`` flag of the write-gate corpus, whose hard negatives are
  "remember when we…", "do you remember…", "I forgot to…", "remind me at 5…", quoted text, "I'll keep that in mind",
  and tasks ("save this as PDF", "帮我记录会议纪要"). :meth:`ExplicitDetector.request` returns what to keep;
* :func:`requested` — the cue *patterns*: they now only cut the content out of a request they know (and read
  "call me …" as the user's name); for a phrasing they do not know, the detector's own scores find the cue clause.

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

import itertools
import re
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from ..classify import LinearClassifier

#: Document embeddings of a batch of texts (the memory's cached ``embed_texts``).
Embed = Callable[[list[str]], Sequence[Sequence[float]]]

__all__ = [
    "CUE_MAX_WORDS",
    "EDGE_MAX_WORDS",
    "EXPLICIT_E5_FILE",
    "EXPLICIT_FILE",
    "EXPLICIT_LABELS",
    "EXPLICIT_RULES",
    "EXPLICIT_THRESHOLD",
    "LEARNED_RULE",
    "Embed",
    "ExplicitDetector",
    "explicit_features",
    "requested",
    "word_size",
]

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
     r"^(?P<what>.{2,}?)[，,。\s]*(?:请|麻烦|你|帮我|给我|替我|一定要|千万|务必|要)*"
     r"(?:记住|记好|记下来|记一下|别忘了)(?:哦|哈|啊|了|啦)?[。！!~～]*$"),
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


#: A reminiscence uses the cue words without asking to keep anything ("remember when we went to Rome", "还记得那次…"):
#: never a request, whatever the n-grams say (the fixed idioms, not a guess).
_REMINISCENCE_RE = re.compile(
    r"^\s*(?:(?:hey|oh|omg|lol|haha|and|but|so)[\s,]+)*(?:do you |d'?you |u |you )?(?:still )?"
    r"remember (?:when|the time|that time|how we|the day)\b|还记得|记不记得|记得那(?:次|回|天)",
    re.IGNORECASE)


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


#: The detector's classes, in weight-column order.
EXPLICIT_LABELS: tuple[str, ...] = ("none", "explicit")
#: P(explicit) at or above which a sentence is an explicit request (chosen on leave-domain-out predictions of the
#: corpus, ``langmem-layers gate explicit``).
EXPLICIT_THRESHOLD = 0.5
#: Rule id of a request the detector found and no cue pattern read.
LEARNED_RULE = "explicit.learned"
EXPLICIT_FILE = "explicit_request.npz"
#: The detector with an e5 part (used when the memory embeds with e5).
EXPLICIT_E5_FILE = "explicit_request_e5.npz"
#: Where a cue clause may end: punctuation, a dash, a bracket, English "that" ("jot down that …"), or a space
#: between two Chinese characters (a clause break in typed Chinese: "俺盆景是真柏 记牢了").
_CUT_RE = re.compile(r"\s*[：:，,;；—–()（）]\s*|\s+-\s+|\s+that\s+|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])",
                     re.IGNORECASE)
_EDGE = " \t：:，,。.!！~～…-—?？"


_HEAD_WORD = re.compile(r"[a-z0-9']+|[\u4e00-\u9fff]")


def explicit_features(text: str) -> str:
    """The text the detector's n-grams read: the sentence plus its first and last few words (CJK characters)
    marked by position — a request is said at the edge of a sentence ("for the record, …", "…，记一笔"), the
    same words inside it are usually the content ("I keep a record of my runs").

        >>> explicit_features("记一笔，周三考试").split()[-1]
        'tail2_8003_8bd5'
    """
    tokens = _HEAD_WORD.findall(text.lower())
    if not tokens:
        return text

    def code(words: list[str]) -> str:
        return "_".join(w if w.isascii() else f"{ord(w):x}" for w in words)

    marks = [f"head{n}_{code(tokens[:n])}" for n in (1, 2, 3) if len(tokens) >= n]
    marks += [f"tail{n}_{code(tokens[-n:])}" for n in (1, 2) if len(tokens) >= n]
    return f"{text} {' '.join(marks)}"


#: An edge piece longer than this (words, or CJK characters / 2) is content, not a cue.
EDGE_MAX_WORDS = 5
#: The longest cue :meth:`ExplicitDetector.content` cuts off a request it has found: polite cues are long ("would you
#: mind keeping in mind that …", "could you please make a note for future chats that …").
CUE_MAX_WORDS = 9


def word_size(text: str) -> int:
    """Words of a text, a CJK character counting half (``"记一下" → 1``, ``"make a note" → 3``)."""
    return len(re.findall(r"[a-z0-9']+", text.lower())) + len(re.findall(r"[\u4e00-\u9fff]", text)) // 2


def _cuts(sentence: str) -> list[re.Match[str]]:
    """The places inside a sentence where a cue clause may begin or end."""
    return [m for m in _CUT_RE.finditer(sentence) if m.start() > 0 and m.end() < len(sentence)]


def _edges(sentence: str) -> list[str]:
    """The clauses of a sentence short enough to be a cue: the first, the last and any between two cuts ("Sorry if
    I ask a silly question later, but first, could you keep in mind that …", "… (make sure that sticks) …")."""
    cuts = _cuts(sentence)
    if not cuts:
        return []
    starts, ends = [0, *(m.end() for m in cuts)], [*(m.start() for m in cuts), len(sentence)]
    pieces = {sentence[start:end].strip(_EDGE) for start, end in zip(starts, ends, strict=True)}
    return sorted(p for p in pieces if len(p) >= 2 and word_size(p) <= EDGE_MAX_WORDS)


class ExplicitDetector:
    """Is this sentence a request to remember, and what is to be kept? (see the module docstring)

    Two classifiers: the n-gram one (``explicit_request.npz``), and, when the memory embeds with e5, the same
    n-grams joined with the sentence's e5 vector (``explicit_request_e5.npz``; the vectors are those the write gate
    computes anyway, one cached batch per turn) — it knows requests phrased with words the corpus never used
    ("Could you retain this detail: …", "这个你给我刻在脑子里"). :meth:`with_vectors` binds the embedder.

        >>> detector = ExplicitDetector.default()
        >>> detector.request("For the record, I'm vegetarian")
        ('explicit.learned', "I'm vegetarian")
        >>> detector.request("Remember when we went to Rome") is None
        True
    """

    def __init__(self, model: LinearClassifier, *, dense: LinearClassifier | None = None,
                 threshold: float = EXPLICIT_THRESHOLD, embed: Embed | None = None) -> None:
        self.model = model
        self.dense = dense
        self.threshold = threshold
        #: The embedder feeding :attr:`dense` (None: the n-gram classifier scores alone).
        self.embed = embed if dense is not None else None
        self._column = model.labels.index("explicit")

    @classmethod
    def load(cls, path: str | Path, dense: str | Path | None = None, *,
             threshold: float = EXPLICIT_THRESHOLD) -> ExplicitDetector:
        """A detector from weights written by ``langmem-layers gate explicit --out …`` (``dense``: its ``_e5``
        file)."""
        return cls(LinearClassifier.load(path), dense=LinearClassifier.load(dense) if dense else None,
                   threshold=threshold)

    @classmethod
    def default(cls) -> ExplicitDetector:
        """The detector shipped in the package (its weights loaded once per process)."""
        return cls(LinearClassifier.shipped(EXPLICIT_FILE), dense=LinearClassifier.shipped_if_present(EXPLICIT_E5_FILE))

    def with_vectors(self, embed: Embed | None, embedding_id: str) -> ExplicitDetector:
        """This detector scoring with its dense part, fed by ``embed``, when ``embedding_id`` is the model that part
        was trained on; else this detector unchanged (n-grams only).

            >>> detector = ExplicitDetector.default()
            >>> detector.with_vectors(lambda texts: [[0.0] * 384 for _ in texts], "other-model").embed is None
            True
        """
        if embed is None or self.dense is None or embedding_id != self.dense.embedding_id:
            return self
        return ExplicitDetector(self.model, dense=self.dense, threshold=self.threshold, embed=embed)

    def probability(self, sentences: Sequence[str]) -> list[float]:
        """P(explicit request) per sentence: the best of the whole sentence and its cue-sized edge pieces (the
        first and last clause when short: "备忘一下，…", "…, for the record") — one batch for all."""
        if not sentences:
            return []
        pieces: list[str] = []
        owner: list[int] = []
        for n, sentence in enumerate(sentences):
            if _REMINISCENCE_RE.search(sentence):
                continue  # 0.0: a reminiscence is never a request
            for piece in [sentence, *_edges(sentence)]:
                pieces.append(piece)
                owner.append(n)
        texts = [explicit_features(piece) for piece in pieces]
        if self.embed is not None and self.dense is not None and pieces:
            vectors = np.asarray(self.embed(pieces), dtype=np.float64)
            proba = self.dense.predict_proba(texts, vectors)[:, self._column]
        else:
            proba = self.model.predict_proba(texts)[:, self._column] if texts else np.zeros(0)
        best = [0.0] * len(sentences)
        for n, p in zip(owner, proba, strict=True):
            best[n] = max(best[n], float(p))
        return best

    def request(self, sentence: str) -> tuple[str, str] | None:
        """``(rule id, content to keep)`` when the detector finds a request, else ``None``."""
        text = sentence.strip()
        if len(text) < 4 or self.probability([text])[0] < self.threshold:
            return None
        return self.content(text)

    def content(self, sentence: str, *, holds_nothing: Callable[[str], bool] | None = None,
                ) -> tuple[str, str] | None:
        """What a request asks to keep: the cue patterns' reading when they know the cue, else the sentence without
        its cue clause — the leading or trailing piece the detector scores as the request while the rest is not
        ("For the record, I'm vegetarian" → "I'm vegetarian"); the whole sentence when no cut separates them.

        A cue piece longer than :data:`EDGE_MAX_WORDS` (up to :data:`CUE_MAX_WORDS`) is cut off only when
        ``holds_nothing`` (the write gate's judgement) says it keeps nothing: "Would you mind keeping in mind that
        I use metric" loses its cue, "dont forget my passport renewal is due in October, I always leave it late"
        keeps the renewal."""
        text = sentence.strip()
        known = requested(text.rstrip("?？"))
        if known is not None:
            return known
        cuts = _cuts(text)
        options: list[tuple[str, str]] = []  # (cue, rest)
        if cuts:
            first, last = cuts[0], cuts[-1]
            options += [(text[: first.start()], text[first.end():]), (text[last.end():], text[: last.start()])]
            # a cue between two cuts ("…, but first, could you keep in mind that I'm …"): the rest is both sides
            options += [(text[a.end():b.start()], text[: a.start()] + a.group() + text[b.end():])
                        for a, b in itertools.pairwise(cuts)]
        scored = []
        for cue, rest in options:
            rest = rest.strip(_EDGE)
            if len(rest) < 4 or len(cue.strip(_EDGE)) < 2 or word_size(cue) > CUE_MAX_WORDS:
                continue
            if word_size(cue) > EDGE_MAX_WORDS and (holds_nothing is None or not holds_nothing(cue)):
                continue
            p_cue, p_rest = self.probability([cue, rest])
            if p_cue >= self.threshold and p_rest < p_cue:
                scored.append((p_cue - p_rest, rest))
        what = max(scored)[1] if scored else text.strip(_EDGE)
        return (LEARNED_RULE, what) if len(what) >= 2 else None

