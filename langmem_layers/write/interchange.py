"""Interchangeable values: a small table of categories whose values replace one another (milks, phones, times of
day, ways to commute, diets, coffee styles, hot drinks), so that an update is recognised when the old and the new
statement share no word ("oat milk" → "almond milk", "华为手机" → "换了个苹果", "morning runs" → "evening runs").

Reconciliation asks :func:`swapped` whether a new statement replaces a value of one category named by an older
item; extraction asks :func:`category_statement_value` whether a sentence no trigger caught still states a habit or
possession in one category ("I use an Android phone", "现在咖啡里都加杏仁奶了")::

    >>> swapped("用户现在咖啡里都加杏仁奶了", "用户喝咖啡习惯加燕麦奶")
    ('milk', '燕麦奶', '杏仁奶')
    >>> swapped("User also likes soy milk", "User likes oat milk") is None   # additive: nothing is replaced
    True

Rules (all must hold): both texts name a value of one category, each a value the other does not name (or the
new one drops the old value: "美式基本不喝了", "no more tea"); values people have together (tea and coffee,
coffee styles) need that drop or an explicit switch ("switched to", "改喝"); a *framed* category (times of day,
commute) also needs a word in common besides the values ("跑", "run", "上班") — "morning coffee" is not
replaced by "evening runs"; the new text carries no additive cue ("also", "both", "也", "都喜欢") and is not
about a gift or someone else's thing ("给我妈买了个华为手机"); a weak term (a bare brand, "苹果") counts only
next to its category cue ("华为手机", "换了个苹果"). A replacement retires the old item only when the new text
also says it is new (reconcile checks the change cue: :func:`says_now`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import text_cache

__all__ = ["INTERCHANGEABLE", "Category", "category_statement_value", "says_now", "swapped", "values_in"]


@dataclass(frozen=True)
class Category:
    """Values of one kind that replace one another. ``terms`` maps a regex to a canonical value; ``weak`` terms
    count only when ``cue`` (the category's own noun) is in the text; ``framed`` categories need a shared word;
    a non-``exclusive`` category needs an explicit switch or drop."""

    terms: tuple[tuple[str, str], ...]
    weak: tuple[tuple[str, str], ...] = ()
    cue: str = ""
    framed: bool = False
    #: False for values people commonly have together (tea and coffee): only an explicit switch ("switched to",
    #: "改喝") or a dropped old value ("no more tea") replaces one.
    exclusive: bool = True


_EN = r"(?<![A-Za-z])"
_END = r"(?![A-Za-z])"

#: Kinds of coffee; each is also a coffee among hot drinks ("早上喝绿茶" → "改喝美式了" is tea → coffee).
COFFEE_STYLES: tuple[tuple[str, str], ...] = (
    (r"美式|(?i:americano)", "americano"), (r"拿铁|(?i:latte)", "latte"), (r"手冲|(?i:pour[- ]over)", "pour-over"),
    (r"卡布奇诺|(?i:cappuccino)", "cappuccino"), (r"(?i:flat\s+white)|澳白", "flat white"),
    (r"冷萃|(?i:cold\s+brew)", "cold brew"), (r"浓缩|(?i:espresso)", "espresso"))

#: The categories. Extend per deployment; canonical values are what :func:`swapped` reports.
INTERCHANGEABLE: dict[str, Category] = {
    "milk": Category(
        terms=(("燕麦奶", "燕麦奶"), ("杏仁奶", "杏仁奶"), ("豆奶", "豆奶"), ("豆浆", "豆奶"), ("椰奶", "椰奶"),
               ("脱脂奶|脱脂牛奶", "脱脂奶"), ("全脂奶|全脂牛奶", "全脂奶"), ("燕麦拿铁", "燕麦奶")),
        weak=((rf"{_EN}oat{_END}", "oat milk"), (rf"{_EN}almond{_END}", "almond milk"),
              (rf"{_EN}soy{_END}", "soy milk"), (rf"{_EN}coconut{_END}", "coconut milk"),
              (rf"{_EN}(?:skim|skimmed){_END}", "skim milk"), (rf"{_EN}whole{_END}", "whole milk"),
              (rf"{_EN}cashew{_END}", "cashew milk"), (rf"{_EN}rice{_END}", "rice milk")),
        cue=rf"{_EN}milk{_END}"),
    "phone": Category(
        terms=((r"(?i:iphone)", "iphone"),
               (r"苹果手机|(?:换|买|入手|用)了?(?:个|台|部)?(?:新的?)?苹果(?![汁派树园])", "iphone"),
               (r"(?i:android)|安卓", "android"), (rf"(?i:{_EN}pixel{_END})", "pixel"),
               (r"(?i:galaxy\s+s\d)", "samsung"), (r"鸿蒙", "huawei")),
        weak=((r"华为|(?i:huawei)", "huawei"), (r"三星|(?i:samsung)", "samsung"), (r"小米|(?i:xiaomi)", "xiaomi"),
              (r"(?i:oppo)", "oppo"), (r"(?i:vivo)", "vivo"), (r"荣耀|(?i:honor)", "honor"),
              (r"一加|(?i:oneplus)", "oneplus")),
        cue=r"手机|(?i:phone)|(?<![一-龥])机(?![场票会器构])"),
    "time_of_day": Category(
        terms=((r"早上|早晨|清晨|上午|(?i:mornings?)", "morning"), (r"中午|(?i:noon|lunchtime)", "noon"),
               (r"下午|(?i:afternoons?)", "afternoon"), (r"晚上|傍晚|夜里|(?i:evenings?|nights?)", "evening")),
        framed=True),
    "commute": Category(
        terms=((r"地铁|(?i:subway|metro|tube)", "subway"), (r"公交|(?i:buses|bus)", "bus"),
               (r"开车|自驾|(?i:drive|drives|driving|drove)", "car"),
               (r"电动车|电瓶车|骑车|自行车|单车|(?i:bike|bikes|biking|cycle|cycles|cycling)", "bike"),
               (r"打车|(?i:taxi|uber|cab)", "taxi"), (r"步行|走路|(?i:walk|walks|walking)", "walk")),
        framed=True),
    "diet": Category(
        terms=((r"纯素|(?i:vegan)", "vegan"), (r"吃素|素食|(?i:vegetarian)", "vegetarian"),
               (r"(?i:pescatarian)", "pescatarian"))),
    "eating_plan": Category(
        terms=((r"生酮|(?i:keto)", "keto"), (r"轻断食|间歇性断食|(?i:intermittent\s+fasting)", "fasting"),
               (r"(?i:paleo)", "paleo"), (r"低碳水|(?i:low[- ]carb)", "low carb"))),
    "coffee_style": Category(terms=COFFEE_STYLES, exclusive=False),
    "hot_drink": Category(
        terms=((r"茶(?!馆|餐|叶蛋)|(?i:tea)(?![a-z])", "tea"),
               ("|".join([r"咖啡|(?i:coffee)", *(rx for rx, _ in COFFEE_STYLES)]), "coffee"),
               (r"(?i:matcha)|抹茶", "matcha")),
        exclusive=False),
}

#: The new statement adds a value instead of replacing one.
ADDITIVE_RE = re.compile(r"\b(?:also|as\s+well|both|either|in\s+addition|besides)\b|\btoo\s*(?:[.!,;]|$)|"
                         r"也|还(?:有|挺|会|喜欢|爱)|都(?:喜欢|爱|行|可以|不错|挺)|另外|以及|和[^，,。]{1,8}都|两(?:种|个)都",
                         re.IGNORECASE)
#: The new value is someone else's ("给我妈买了个华为手机", "got my wife an iPhone", a gift): nothing of the
#: user's is replaced.
BENEFACTIVE_RE = re.compile(r"给[^，,。]{0,6}?(?:买|换|送|订)|送给|送了|礼物|\b(?:for|got)\s+(?:my|his|her|their)\s+"
                            r"(?!own\b|self\b)\w+|\b(?:gift|present)\b", re.IGNORECASE)
#: The statement says it is the current state ("now", "these days", "换了", "just got").
NOW_RE = re.compile(r"\b(?:now|these\s+days|nowadays|lately|recently|anymore|any\s+more|no\s+more|switched|"
                    r"moved\s+to|changed\s+to|went|gone|just\s+(?:got|bought|picked\s+up)|upgraded\s+to|instead)\b|"
                    r"现在|最近|如今|这些天|这阵子|目前|换了|换成|改成|改为|改用|改喝|改骑|改坐|入手了?|不再|不喝了|"
                    r"不用了|停了|戒了", re.IGNORECASE)
#: Right before a value, it introduces the new one (a switch or an acquisition).
_TO_NEW_RE = re.compile(r"(?:\bfrom\b[^,.;]{1,30}?\bto\s+(?:(?:a|an|the|my)\s+)?(?:new\s+)?|"
                        r"从[^，,。]{1,10}?(?:换到|换成|改成|改到|到)|"
                        r"\b(?:switch(?:ed|ing)?\s+(?:over\s+)?to|moved\s+(?:over\s+)?to|changed\s+to|went|gone|"
                        r"turned|got|bought|picked\s+up|upgraded\s+to|ordered)\s+(?:myself\s+)?(?:(?:a|an|the|my)\s+)?"
                        r"(?:new\s+)?|(?:换成|换到|改成|改为|改用|改喝|改骑|改坐|换了|买了|入手了?|爱上了)(?:个|台|部|辆)?(?:新的?)?)$",
                        re.IGNORECASE)
#: Near a value, it is being dropped ("美式基本不喝了", "no more tea", "stopped the keto").
_DROP_BEFORE = (r"(?:\b(?:no\s+more|not|don't|stopped|quit|dropped|gave\s+up|from)\s+(?:[a-z']+\s+){0,2}|"
                r"(?:不再|戒了|戒掉|不|没|从)(?:怎么|太)?(?:用|喝|吃|坐|开|骑|穿)?)$")
_DROP_AFTER = re.compile(r"^[^，,。.;；!！]{0,6}?(?:不(?:怎么|太)?(?:喝|吃|用|跑|坐|开|骑)了|停了|戒了|"
                         r"\s*(?:anymore|any\s+more|is\s+out|no\s+more))", re.IGNORECASE)
_STOP_CHARS = frozenset("用户我你的了都是在也还很就会要去每天一般习惯最近现在如今了吗呢吧啊哦个只")
_STOP_WORDS = frozenset({"user", "users", "the", "a", "an", "i", "my", "is", "are", "was", "has", "have", "to",
                         "in", "on", "at", "of", "for", "and", "or", "now", "these", "days", "do", "does", "it",
                         "its", "it's", "every", "day", "usually", "always", "before", "after", "with",
                         "user's", "moved", "switched", "lately", "recently", "go", "goes", "went", "get", "got"})
_WORD_RE = re.compile(r"[a-z]+|[\u4e00-\u9fff]")


def _matches(category: Category, text: str) -> list[tuple[int, int, str]]:
    terms = [*category.terms, *(category.weak if category.cue and re.search(category.cue, text) else ())]
    found: list[tuple[int, int, str]] = []
    for pattern, value in terms:
        found.extend((m.start(), m.end(), value) for m in re.finditer(pattern, text))
    return found


def values_in(text: str) -> dict[str, set[str]]:
    """Canonical values per category named in ``text``.

    >>> values_in("I take oat milk in my coffee")
    {'milk': {'oat milk'}, 'hot_drink': {'coffee'}}
    """
    return {name: set(values) for name, values in _values_in(text)}


@text_cache(maxsize=8192)
def _values_in(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """:func:`values_in`, frozen and cached: reconciliation asks it about the same neighbour texts again and again
    (only the category table's own words are kept, not the text)."""
    found = ((name, frozenset(v for _, _, v in _matches(category, text))) for name, category in INTERCHANGEABLE.items())
    return tuple((name, values) for name, values in found if values)


def _dropped(text: str, category: Category, value: str) -> bool:
    """The text names ``value`` only to drop it ("美式基本不喝了", "no more tea")."""
    spans = [(s, e) for s, e, v in _matches(category, text) if v == value]
    return bool(spans) and all(re.search(_DROP_BEFORE, text[max(0, s - 20):s], re.IGNORECASE)
                               or _DROP_AFTER.match(text[e:]) for s, e in spans)


def _frame(text: str, category: Category) -> set[str]:
    """Words of ``text`` outside the category's values (CJK by character, Latin words stemmed to 4 letters)."""
    for s, e, _ in sorted(_matches(category, text), reverse=True):
        text = text[:s] + " " + text[e:]
    words = {w if len(w) == 1 else re.sub(r"(?:ning|ing|ed|es|s)$", "", w)[:4]
             for w in _WORD_RE.findall(text.lower()) if w not in _STOP_WORDS}
    return {w for w in words if w not in _STOP_CHARS and (len(w) > 1 or "\u4e00" <= w <= "\u9fff")}


def _introduced(text: str, category: Category) -> set[str]:
    """Values of the category that a switch or acquisition verb introduces ("switched to X", "got an X", "换了个X")."""
    return {v for s, _, v in _matches(category, text) if _TO_NEW_RE.search(text[max(0, s - 30):s])}


def swapped(new: str, old: str) -> tuple[str, str, str] | None:
    """(category, old value, new value) when ``new`` replaces a value ``old`` names; else None (see the module)."""
    if ADDITIVE_RE.search(new) or BENEFACTIVE_RE.search(new):
        return None
    old_values, new_values = values_in(old), values_in(new)
    for name in old_values.keys() & new_values.keys():
        category = INTERCHANGEABLE[name]
        chosen = _introduced(new, category)  # "switched to almond milk, oat was too sweet": almond is the new one
        kept = chosen or {v for v in new_values[name] if not _dropped(new, category, v)}
        if not category.exclusive and not chosen and kept == new_values[name]:
            continue  # tea and coffee go together: only a switch or a drop replaces one
        gone = old_values[name] - kept
        added = kept - old_values[name]
        if not gone or not added or gone != old_values[name]:
            continue  # the old item must lose every value of the category it named
        if category.framed and not (_frame(new, category) & _frame(old, category)):
            continue
        return name, sorted(gone)[0], sorted(added)[0]
    return None


@text_cache(maxsize=8192)
def says_now(text: str) -> bool:
    """The statement presents itself as the current state ("现在", "these days", "no more") or switches to or
    acquires a value of a category ("got an iPhone", "换了个苹果")."""
    return bool(NOW_RE.search(text)) or any(_introduced(text, c) for c in INTERCHANGEABLE.values())


#: A habit, use or possession verb: with a category value, a statement about the user's own things.
_USE_RE = re.compile(r"\b(?:use|uses|using|take|takes|have|has|drink|drinks|got|get|bought|own|carry|run|runs|"
                     r"do|am\s+on|'m\s+on|I'm\s+doing|switched|moved|bike|drive|walk|cycle|like|love|prefer|"
                     r"it's|it\s+is)\b|用的是|用着|在用|用|喝|加|买了|换了|入手|跑|骑|坐|开车|在搞|在做|在吃|喜欢|爱",
                     re.IGNORECASE)


def category_statement_value(sentence: str) -> tuple[str, str] | None:
    """(category, value) when a sentence states the user's own value of one category with a use/possession verb
    ("I use an Android phone", "我用的是华为手机", "现在咖啡里都加杏仁奶了"); the caller has checked it is the
    user's own statement, not a question or a request.

    >>> category_statement_value("Just got an iPhone 15"), category_statement_value("Milk is on sale")
    (('phone', 'iphone'), None)
    """
    if not _USE_RE.search(sentence):
        return None
    for name, values in values_in(sentence).items():
        if name == "hot_drink" and len(values_in(sentence)) > 1:
            continue  # "oat milk in my coffee" is about the milk
        return name, sorted(values)[0]
    return None
