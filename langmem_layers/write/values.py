"""Value-aware comparison of two statements: do their content words agree, or does each say a value the other
does not ("red car" / "blue car", "周二理发" / "周四理发", "nephew is 12" / "niece is 12")?

Embedding cosine cannot tell these apart (multilingual-e5 puts such pairs above 0.92), and keyword overlap only
says they are *about* the same thing. Two statements are the same only when neither carries a content word the
other lacks; when each carries one, they state different values of one attribute (:func:`different_values`).
Words that only frame a statement — subjects, preference and habit verbs, adverbs of time and degree, function
characters — are not values, so a restatement ("User likes coffee" / "User really loves coffee", "我不吃辣" /
"我不能吃辣") still agrees::

    >>> different_values("User owns a red car", "User owns a blue car")
    True
    >>> different_values("用户周二下午要理发", "用户周四下午要理发")
    True
    >>> different_values("User likes coffee", "User really loves coffee"), different_values("我不吃辣", "用户不能吃辣")
    (False, False)

A differing value of a *single-valued* attribute (age, name, city, birthday, employer, size …) is a conflict — the
newer replaces the older under reconcile's conflict rule — while any other (a second car, a second appointment) is
a new memory kept beside the first (:func:`single_valued`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..text import CJK_RE, clean_text, stem, text_cache

__all__ = ["adds_nothing", "content_words", "different_values", "single_valued"]

#: Characters that frame a Chinese statement without carrying its value (subject, particles, copulas, modal and
#: preference verbs, adverbs of time and degree).
ZH_FRAME_CHARS = frozenset(
    "用户我你他她它们的了着过是在有要会能想也都就还很太更最挺蛮特别非常真好喜欢爱讨厌偏恨不没别再又经常平时一直总"
    "现目前刚已正每都吧呢啊呀哦嘛啦哈么这那个些和与及或而且但并把被给让对于从向到位只件次"
    "比较常习惯通般里去来"
)
#: Kinship words, compared whole (妹妹 ≠ 表妹, 爷爷 ≠ 姥爷), longest first.
ZH_KIN_WORDS: tuple[str, ...] = tuple(sorted(set("""
    爷爷 奶奶 姥爷 姥姥 外公 外婆 爸爸 妈妈 父亲 母亲 老爸 老妈 哥哥 姐姐 弟弟 妹妹 表哥 表姐 表弟 表妹 堂哥 堂姐
    堂弟 堂妹 儿子 女儿 闺女 老公 老婆 丈夫 妻子 媳妇 侄子 侄女 外甥 外甥女 孙子 孙女 外孙 外孙女 叔叔 阿姨 舅舅
    舅妈 姑姑 姑父 姨妈 姨父 婶婶 伯伯 伯母 岳父 岳母 公公 婆婆 女婿 儿媳 男朋友 女朋友 未婚夫 未婚妻 室友 同事
""".split()), key=lambda w: (-len(w), w)))
_ZH_KIN_RE = re.compile("|".join(ZH_KIN_WORDS))
#: 周一 / 星期三 / 礼拜天: one token per weekday.
_ZH_WEEKDAY_RE = re.compile(r"(?:周|星期|礼拜)([一二三四五六日天末])")
#: A run of numerals (二十六, 3.5, 两百) is one value: 二十 ≠ 二十六.
_NUMERAL_RE = re.compile(r"[零〇一二三四五六七八九十百千万亿两半几\d][零〇一二三四五六七八九十百千万亿两半几\d.:]*"
                         r"(?:\s*(?:am|pm)\b)?")
#: English words that frame a statement without carrying its value.
EN_FRAME_WORDS = frozenset(stem(w) for w in """
    user user's users i me my mine we our us you your he she his her they their it its a an the this that these those
    is am are was were be been being has have had do does did not no never don't doesn't didn't isn't aren't
    to of in on at for with from by as about into over and or but so than then also too very really quite pretty
    just still now currently usually always often sometimes generally normally typically mostly already
    like likes liked love loves loved enjoy enjoys enjoyed prefer prefers preferred fond fan favourite favorite
    hate hates hated dislike dislikes disliked can't stand want wants wanted would will shall can could should
    might must need needs get gets got go goes going
""".split())
#: Shared words that make the attribute single-valued: a differing value replaces, it does not add.
SINGLE_VALUED_RE = re.compile(
    r"岁|年龄|名字|叫|姓|住在|住|家在|老家|生日|出生|身高|体重|鞋码|尺码|血型|上班|工作单位|公司|职位|职业|星座|"
    r"\b(?:age|aged|years? old|name|named|called|lives?|living|live in|based in|hometown|birthday|born|height|"
    r"weight|shoe size|size|blood type|works? (?:at|for)|employer|job title|zodiac)\b",
    re.IGNORECASE)

_SUBJECT_RE = re.compile(r"用户|\buser(?:'s)?\b|\bthe user(?:'s)?\b", re.IGNORECASE)
_LATIN_RE = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


@text_cache(maxsize=8192)  # reconciliation compares each candidate with the same few dozen neighbours
def content_words(text: str) -> frozenset[str]:
    """The value-bearing tokens of a statement: CJK characters outside the frame set, Latin stems outside the
    frame words, numbers as written."""
    low = _SUBJECT_RE.sub(" ", clean_text(text).lower())
    out: set[str] = set()

    def token(prefix: str) -> Callable[[re.Match[str]], str]:
        def keep(match: re.Match[str]) -> str:
            out.add(prefix + (match.group(1) if match.groups() else match.group(0)))
            return " "
        return keep

    low = _ZH_KIN_RE.sub(token("kin:"), low)
    low = _ZH_WEEKDAY_RE.sub(token("weekday:"), low)
    cjk_context = bool(CJK_RE.search(low))
    low = _NUMERAL_RE.sub(token("num:"), low)
    out.update(ch for ch in "".join(CJK_RE.findall(low)) if ch not in ZH_FRAME_CHARS)
    for word in _LATIN_RE.findall(low):  # beside Chinese, a Latin word is a value ("A型", "Python")
        stemmed = stem(word)
        if cjk_context or stemmed not in EN_FRAME_WORDS:
            out.add(stemmed)
    return frozenset(out)


def adds_nothing(new: str, old: str) -> bool:
    """True when every content word of ``new`` is already in ``old`` (a restatement: a duplicate at most)."""
    return content_words(new) <= content_words(old)


def different_values(a: str, b: str) -> bool:
    """True when each statement carries a content word the other lacks (see the module docstring)."""
    mine, theirs = content_words(a), content_words(b)
    return bool(mine - theirs) and bool(theirs - mine)


def single_valued(a: str, b: str) -> bool:
    """True when both statements name a single-valued attribute (age, name, city, birthday …)."""
    return bool(SINGLE_VALUED_RE.search(a)) and bool(SINGLE_VALUED_RE.search(b))
