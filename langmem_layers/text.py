"""Text utilities shared by every layer: cleaning, language detection and keyword tokens.

The keyword index must work for Chinese without a word segmenter, so text becomes
*CJK character unigrams and bigrams* plus lower-cased, lightly stemmed Latin words::

    >>> keyword_tokens("我爱喝咖啡, I loved coffees")
    ['我', '我爱', '爱', '爱喝', '喝', '喝咖', '咖', '咖啡', '啡', 'i', 'lov', 'coffe']
    >>> query_tokens("咖啡")
    ['咖啡']
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterator

from ._cache import _TEXT_CACHES as _TEXT_CACHES  # the registry, where tests and tools looked for it
from ._cache import BoundedLRU, text_cache, text_caches

__all__ = [
    "CJK_RE",
    "ENGLISH_STOPWORDS",
    "ZERO_WIDTH_RE",
    "DigestCache",
    "clean_text",
    "clear_text_caches",
    "detect_lang",
    "has_cjk",
    "keyword_tokens",
    "query_tokens",
    "stem",
    "text_cache",
]

class DigestCache:
    """A bounded, thread-safe LRU set of text digests — verdicts remembered without keeping the text itself
    (a :class:`~langmem_layers._cache.BoundedLRU`, so erasure empties it too)::

        >>> seen = DigestCache(2)
        >>> seen.add("memory", "用户喜欢茶"); seen.touch("memory", "用户喜欢茶"), seen.touch("kb", "用户喜欢茶")
        (True, False)
    """

    def __init__(self, size: int, *, name: str = "text.digests") -> None:
        self.size = size
        self._keys: BoundedLRU[bytes, None] = BoundedLRU(size, name=name)

    @staticmethod
    def digest(scope: str | bytes, text: str) -> bytes:
        """16-byte digest of ``text`` within ``scope`` (a section name, a detector fingerprint …)."""
        prefix = scope if isinstance(scope, bytes) else scope.encode("utf-8", "replace")
        return hashlib.blake2b(prefix + b"\x00" + text.encode("utf-8", "replace"), digest_size=16).digest()

    def touch(self, scope: str | bytes, text: str) -> bool:
        """True (and most recently used) when ``text`` was added in ``scope``."""
        key = self.digest(scope, text)
        return self._keys.get(key, _ABSENT) is not _ABSENT

    def add(self, scope: str | bytes, text: str) -> None:
        self._keys.put(self.digest(scope, text), None)

    def __iter__(self) -> Iterator[bytes]:
        return iter(self._keys.keys())

    def __len__(self) -> int:
        return len(self._keys)


_ABSENT = object()


def clear_text_caches() -> int:
    """Empty every :func:`text_cache`; returns how many caches were cleared (``forget_user`` goes further:
    :func:`langmem_layers._cache.erase_user` also visits every ``BoundedLRU``)."""
    memos = text_caches()
    for cached in memos:
        cached.cache_clear()
    return len(memos)

#: CJK ideographs (incl. extension A and compatibility), kana and hangul — scripts written without spaces.
CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]")
_RUN_RE = re.compile(r"(?P<cjk>[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+)|(?P<word>[^\W_]+)")
ZERO_WIDTH_RE = re.compile(r"[\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\u00ad]")

#: Words too common to help a keyword search (used for queries, not for indexing).
ENGLISH_STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "s",
        "t",
        "don",
        "shall",
        "may",
        "might",
        "must",
        "also",
        "yes",
        "ok",
        "okay",
    ]
)
#: Single Chinese characters that carry little meaning on their own (particles, pronouns).
CHINESE_STOP_CHARS = frozenset("的了是在我你他她它们吗呢吧啊呀和与就都也还又很么个这那有着过要会")


def clean_text(text: str) -> str:
    """NFKC-normalise (full-width → ASCII), drop lone surrogates, zero-width/bidi controls and NULs, squeeze spaces."""
    text = text.encode("utf-8", "ignore").decode("utf-8")  # lone surrogates cannot be stored or embedded
    text = unicodedata.normalize("NFKC", text)
    text = ZERO_WIDTH_RE.sub("", text).replace("\x00", "")
    return re.sub(r"[ \t\r\f\v]+", " ", text).strip()


def has_cjk(text: str) -> bool:
    """True when the text contains any CJK character."""
    return CJK_RE.search(text) is not None


def detect_lang(text: str) -> str:
    """A cheap script guess: ``zh`` when CJK characters outweigh half the Latin words, ``en`` for Latin, else ``und``.

    >>> detect_lang("我喜欢 Python"), detect_lang("I really like 咖啡 a lot, honestly"), detect_lang("123")
    ('zh', 'en', 'und')
    """
    cjk = len(CJK_RE.findall(text))
    latin = sum(1 for ch in text if ch.isascii() and ch.isalpha())
    if cjk == 0 and latin == 0:
        return "und"
    latin_words = latin / 4.5  # a CJK character carries about as much as one short Latin word
    return "zh" if cjk > 0 and cjk >= 0.5 * latin_words else "en"


def stem(word: str) -> str:
    """A light English stemmer (plural, -ing, -ed, final -e) good enough for keyword matching.

    >>> [stem(w) for w in ("loved", "love", "loving", "coffees", "coffee", "families", "family")]
    ['lov', 'lov', 'lov', 'coffe', 'coffe', 'family', 'family']
    """
    if len(word) <= 3 or not word.isascii():
        return word
    for suffix, repl in (("ies", "y"), ("ing", ""), ("ed", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            word = word[: -len(suffix)] + repl
            break
    if word.endswith("e") and len(word) >= 4:
        word = word[:-1]
    return word


def _tokens(text: str, *, for_query: bool) -> list[str]:
    out: list[str] = []
    for match in _RUN_RE.finditer(clean_text(text).lower()):
        run = match.group("cjk")
        if run:
            if for_query and len(run) > 1:
                out.extend(run[i : i + 2] for i in range(len(run) - 1))
            elif for_query:
                out.append(run)
            else:
                for i, ch in enumerate(run):
                    out.append(ch)
                    if i + 1 < len(run):
                        out.append(run[i : i + 2])
        else:
            word = match.group("word")
            if for_query and word in ENGLISH_STOPWORDS:
                continue
            out.append(stem(word))
    return out


def keyword_tokens(text: str) -> list[str]:
    """Tokens to index: CJK unigrams + bigrams, stemmed lower-case words (stopwords kept)."""
    return _tokens(text, for_query=False)


def query_tokens(text: str) -> list[str]:
    """Tokens to search with: CJK bigrams (a lone character stays a unigram), words minus stopwords.

    Bigrams made only of stop characters (e.g. "我的") are dropped when anything else remains.
    """
    tokens = _tokens(text, for_query=True)
    meaningful = [t for t in tokens if not (has_cjk(t) and all(ch in CHINESE_STOP_CHARS for ch in t))]
    seen: dict[str, None] = {}
    for tok in meaningful or tokens:
        seen.setdefault(tok, None)
    return list(seen)
