"""Normalisation: third-person canonical statements, canonical entities and slot values.

Equivalent phrasings become one statement in the user's language, so duplicates and conflicts can be seen::

    >>> to_third_person("我不吃辣", "zh")
    '用户不吃辣'
    >>> to_third_person("I hate long answers", "en")
    'User dislikes long answers'
    >>> canonical_entity("馆子"), canonical_entity("辣的菜"), canonical_entity("the long answers")
    ('餐厅', '辣', 'long answers')
    >>> slot_statement("city", "杭州", "zh"), slot_statement("budget", "$2000", "en")
    ('用户住在杭州', "User's budget is $2000")
"""

from __future__ import annotations

import re

__all__ = [
    "ENTITY_ALIASES",
    "ENTITY_CATEGORIES",
    "INFORMAL_EN",
    "SLOT_TEMPLATES",
    "SLOT_TOPIC_TEMPLATES",
    "TYPE_PREFIX_ZH",
    "canonical_entity",
    "canonical_value",
    "category_of",
    "informal_en",
    "informal_zh",
    "slot_statement",
    "to_third_person",
    "zh_punctuation",
]

#: User wording → canonical entity [SPEC 5 entity normalisation]. Extend per deployment.
ENTITY_ALIASES: dict[str, str] = {
    "馆子": "餐厅", "饭馆": "餐厅", "饭店": "餐厅", "餐馆": "餐厅",
    "辣的": "辣", "辣味": "辣", "辣椒": "辣", "辣的菜": "辣", "辣菜": "辣", "吃辣": "辣", "麻辣": "辣",
    "本本": "笔记本电脑", "笔记本": "笔记本电脑", "电脑": "笔记本电脑",
    "咖啡因": "咖啡", "手机号码": "手机号",
    "golang": "go", "py": "python", "postgres": "postgresql", "js": "javascript",
    "spicy food": "spicy", "long answers": "long answers", "long": "long answers", "verbose": "long answers",
    "wordy": "long answers", "long replies": "long answers", "长": "长回答", "啰嗦": "长回答",
    "spicy dishes": "spicy", "hot food": "spicy",
    "laptop": "laptop", "notebook computer": "laptop",
}

#: Things of which a user normally has one at a time: a preference about one of them is single-valued
#: (slot = category), so "改用微信支付" supersedes "一般用支付宝付款". Lower-case canonical names.
ENTITY_CATEGORIES: dict[str, frozenset[str]] = {
    "payment_method": frozenset({"支付宝", "微信支付", "现金", "信用卡", "银行卡支付", "云闪付", "paypal", "apple pay",
                                 "google pay", "cash", "credit card", "debit card", "venmo", "alipay", "wechat pay"}),
    "code_editor": frozenset({"vs code", "vscode", "vim", "neovim", "emacs", "pycharm", "intellij", "sublime text",
                              "cursor", "xcode"}),
    "phone_os": frozenset({"iphone", "ios", "android", "安卓", "苹果手机", "鸿蒙"}),
    "computer_os": frozenset({"mac", "macos", "macbook", "linux", "windows", "ubuntu", "chromebook"}),
    "commute": frozenset({"地铁", "公交", "开车", "骑车", "打车", "电动车", "步行", "走路", "subway", "metro", "bus",
                          "bike", "biking", "cycling", "driving", "drive", "drives", "walking", "walk", "train"}),
}


def category_of(text: str) -> tuple[str, str] | None:
    """(category, canonical term) of the first single-valued category term named in ``text``.

    >>> category_of("用户现在改用微信支付了"), category_of("User usually pays with PayPal")
    (('payment_method', '微信支付'), ('payment_method', 'paypal'))
    """
    low = text.lower()
    found = [(low.find(term), cat, term) for cat, terms in ENTITY_CATEGORIES.items() for term in terms
             if re.search(rf"(?<![a-z]){re.escape(term)}(?![a-z])", low)]
    if not found:
        return None
    _, cat, term = min(found, key=lambda f: (f[0], -len(f[2])))
    return cat, term


#: Single-valued profile facts → canonical statement templates (zh, en).
SLOT_TEMPLATES: dict[str, tuple[str, str]] = {
    "name": ("用户名叫{v}", "User's name is {v}"),
    "city": ("用户住在{v}", "User lives in {v}"),
    "employer": ("用户在{v}工作", "User works at {v}"),
    "role": ("用户是{v}", "User works as {v}"),
    "language": ("用户的母语是{v}", "User's native language is {v}"),
    "diet": ("用户{v}", "User is {v}"),
    "budget": ("用户的预算是{v}", "User's budget is {v}"),
    "allergy": ("用户对{v}过敏", "User is allergic to {v}"),
    "intolerance": ("用户{v}不耐受", "User is {v} intolerant"),
    "pet": ("用户养了{v}", "User has {v}"),
    "field": ("用户从事{v}", "User works in {v}"),
    "health": ("用户有{v}", "User has {v}"),
    "family": ("用户有{v}", "User has {v}"),
    "school": ("用户在{v}读书", "User studies at {v}"),
}

#: Slot statements that name what the value is for ("用户买笔记本电脑的预算是五千").
SLOT_TOPIC_TEMPLATES: dict[str, tuple[str, str]] = {
    "budget": ("用户{t}的预算是{v}", "User's budget for {t} is {v}"),
}

#: Prefix for a Chinese statement that names no subject ("技术选型定了" → "用户决定：技术选型定了").
TYPE_PREFIX_ZH: dict[str, str] = {
    "preference": "用户偏好：", "preference-": "用户不喜欢：", "plan": "用户计划：", "decision": "用户决定：",
    "correction": "用户纠正：",
    "fact": "用户：", "profile": "用户：", "event": "", "task_state": "用户：", "procedure": "用户要求：",
}
TYPE_PREFIX_EN: dict[str, str] = {
    "preference": "User prefers: ", "preference-": "User dislikes: ", "plan": "User plans: ",
    "decision": "User decided: ",
    "correction": "User corrected: ", "fact": "User: ", "profile": "User: ", "event": "", "task_state": "User: ",
    "procedure": "User asks: ",
}

_ZH_PREDICATE_RE = re.compile(r"(?:不|没|很|比较|更|最|也|还|就|都|一直|特别|超|非常|挺|喜欢|讨厌|爱|偏爱|受不了|"
                              r"平时|通常|一般|经常|总是)")
_ZH_FILLERS = re.compile(r"^(?:嗯|哦|噢|唉|哎|啊|对了|那个|其实|话说|跟你说一下|跟你说|说一下|另外|还有|"
                         r"顺便说一下|好|好的|对|记住|记得)[，,、\s]*")
_EN_FILLERS = re.compile(r"^(?:ok(?:ay)?|so|well|oh|um+|uh+|actually|btw|by the way|also|and|quick update|"
                         r"quick intro|intro|fyi|just so you know|reminder to myself|note)\b[:,\s-]*", re.IGNORECASE)
_ENTITY_STRIP_ZH = re.compile(r"^(?:喝|吃|用|看|听|玩|去|的|那种|这种|太|很|吃点|一点)+|"
                              r"(?:的菜|的东西|的食物|的饭|的|了|啊|呢|吧|啦|哦|的话|一点|点)+$")
_ENTITY_STRIP_EN = re.compile(r"^(?:the|a|an|my|our|some|any|to|using|use|eating|drinking)\s+|\s+(?:please|anymore|"
                              r"any more|at all|too|though|either|now)$", re.IGNORECASE)

# verbs whose third-person form is irregular or canonicalised ("hate" → "dislikes")
_EN_VERBS: dict[str, str] = {
    "have": "has", "do": "does", "go": "goes", "am": "is", "'m": "is", "hate": "dislikes", "dislike": "dislikes",
    "detest": "dislikes", "loathe": "dislikes", "don't": "does not", "can't": "cannot", "was": "was",
    "will": "will", "would": "would", "can": "can", "could": "could", "should": "should", "might": "might",
    "must": "must", "'ll": "will", "'d": "would", "'ve": "has", "need": "needs",
}
_EN_ADVERBS = {"really", "also", "still", "usually", "normally", "typically", "always", "never", "often", "now",
               "just", "finally", "already", "actually", "currently", "definitely", "no", "longer", "kind", "of",
               "much", "absolutely", "sometimes", "rarely", "only", "then", "recently", "ever", "even", "mostly",
               "literally", "basically", "honestly", "seriously", "lowkey", "highkey", "def", "prob", "rly", "kinda",
               "sorta", "pretty", "barely", "hardly", "once", "again", "too", "so"}
#: Verbs that end like an adverb ("I apply …", "I fly …"): conjugated, not skipped.
_LY_VERBS = frozenset({"apply", "reply", "rely", "supply", "comply", "multiply", "fly", "ally", "bully", "tally",
                       "rally", "imply"})


def _is_adverb(word: str) -> bool:
    """A word between "I" and its verb ("I basically live …", "I honestly think …"): skipped when conjugating."""
    bare = word.lower().strip(",")
    return bare in _EN_ADVERBS or (len(bare) > 4 and bare.endswith("ly") and bare not in _LY_VERBS)


#: Informal English spellings read as their standard forms before any cue is matched ("i dont" → "I don't").
INFORMAL_EN: tuple[tuple[str, str], ...] = (
    (r"\bi\b(?=\s|'|$)", "I"), (r"\bim\b", "I'm"), (r"\bive\b", "I've"), (r"\bdont\b", "don't"),
    (r"\bcant\b", "can't"), (r"\bwont\b", "won't"), (r"\bdidnt\b", "didn't"), (r"\bdoesnt\b", "doesn't"),
    (r"\bisnt\b", "isn't"), (r"\barent\b", "aren't"), (r"\bwasnt\b", "wasn't"), (r"\bhavent\b", "haven't"),
    (r"\bgonna\b", "going to"), (r"\bwanna\b", "want to"), (r"\bgotta\b", "have to"), (r"\bpls\b|\bplz\b", "please"),
    (r"\s+(?:lol|lmao|rofl|haha+|hehe+|xd)\b", ""),
)


def informal_en(text: str) -> str:
    """Standard spellings of informal English chat ("i really dont like cilantro lol" → "I really don't like
    cilantro"); Chinese text is returned unchanged.

    >>> informal_en("i really dont like cilantro lol"), informal_en("gonna repaint the kitchen")
    ("I really don't like cilantro", 'going to repaint the kitchen')
    """
    if re.search(r"[\u4e00-\u9fff]", text):
        return text
    for pattern, repl in INFORMAL_EN:
        text = re.sub(pattern, repl, text, flags=re.IGNORECASE if repl != "I" else 0)
    return text


#: Dialect and colloquial first-person pronouns read as 我/我们 before any cue is matched ("俺在郑州上班",
#: "咱吃素的"): 俺 and a lone 咱 are "I" in northern speech; 俺们/咱们/咱俩 are "we".
INFORMAL_ZH: tuple[tuple[str, str], ...] = (
    (r"(?:俺|咱)(?=们|俩)", "我"), (r"俺|咱(?!家)", "我"), (r"咱家", "我家"),
)


def informal_zh(text: str) -> str:
    """Standard first-person pronouns for colloquial Chinese; other text is returned unchanged.

    >>> informal_zh("俺闺女上三年级了"), informal_zh("咱们下周见")
    ('我闺女上三年级了', '我们下周见')
    """
    for pattern, repl in INFORMAL_ZH:
        text = re.sub(pattern, repl, text)
    return text


def canonical_entity(text: str) -> str:
    """Trim particles/determiners and map aliases: "辣的菜" → "辣", "the Long answers" → "long answers"."""
    value = text.strip().strip("\"'“”‘’「」《》()（）[]")
    if re.search(r"[\u4e00-\u9fff]", value):
        for _ in range(3):
            stripped = _ENTITY_STRIP_ZH.sub("", value)
            if stripped == value or not stripped:
                break
            value = stripped
    else:
        value = value.lower()
        for _ in range(3):
            stripped = _ENTITY_STRIP_EN.sub("", value).strip()
            if stripped == value or not stripped:
                break
            value = stripped
    value = value.strip()
    return ENTITY_ALIASES.get(value, value)


def canonical_value(value: str) -> str:
    """A slot value for comparison: lower-cased, spaces and currency noise removed."""
    return re.sub(r"[\s,$€£¥元块]|dollars?|euros?|usd|eur", "", value.lower())


def slot_statement(slot: str, value: str, lang: str, topic: str | None = None) -> str:
    """Canonical statement of one profile fact (``topic``: what it is for, when the slot has a topic template).

    >>> slot_statement("budget", "五千", "zh", topic="买笔记本电脑")
    '用户买笔记本电脑的预算是五千'
    """
    if topic and slot in SLOT_TOPIC_TEMPLATES:
        zh, en = SLOT_TOPIC_TEMPLATES[slot]
        topic = re.sub(r"^(?:an?|the|my)\s+", "", topic.strip(), flags=re.IGNORECASE)
        return (zh if lang == "zh" else en).format(v=value.strip(), t=topic)
    zh, en = SLOT_TEMPLATES.get(slot, ("用户的" + slot + "是{v}", "User's " + slot + " is {v}"))
    return (zh if lang == "zh" else en).format(v=value.strip())


def _s_form(verb: str) -> str:
    """Third-person singular of a base verb ("prefer" → "prefers", "try" → "tries")."""
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    if re.search(r"(?:s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    return verb + "s"


_EN_PAST = frozenset({"meant", "said", "went", "got", "made", "took", "had", "did", "told", "thought", "left",
                      "came", "bought", "sent", "found", "chose", "became", "began", "knew", "wrote", "spent",
                      "paid", "lost", "won", "ran", "saw", "felt", "kept", "put", "set", "quit", "cut"})
#: How people type "I" in chat: "i", "im", "ive", "i'm" (the ambiguous "id" / "ill" are left alone).
_CASUAL_I = ((r"\bi(?=['’]|\s|$)", "I"), (r"\b[Ii]m\b", "I'm"), (r"\b[Ii]ve\b", "I've"), (r"\bI’", "I'"))
_CONTRACTIONS = (*_CASUAL_I,
                 (r"\bI'm\b", "I am"), (r"\bI've\b", "I have"), (r"\bI'd\b", "I would"), (r"\bI'll\b", "I will"),
                 (r"\b([Ww]e)'re\b", r"\1 are"), (r"\b([Ww]e)'ve\b", r"\1 have"), (r"\b([Ww]e)'ll\b", r"\1 will"),
                 (r"\b([Ww]e)'d\b", r"\1 would"))


def _verb_3rd(word: str) -> str:
    bare = word.lower()
    if bare in ("are", "am"):
        return "is"
    if bare in _EN_VERBS:
        return _EN_VERBS[bare]
    if bare in _EN_PAST or bare.endswith("ed") or bare in {"is", "was", "has"} or not re.fullmatch(r"[a-z]+", bare):
        return word
    return _s_form(bare)


def _third_person_en(text: str) -> str:
    text = _EN_FILLERS.sub("", text.strip())
    for pattern, repl in _CONTRACTIONS:
        text = re.sub(pattern, repl, text)
    text = re.sub(r"\b(?:Our|our)\b", "the user's team's", text)
    text = re.sub(r"\b(?:My|my)\b", "the user's", text)
    text = re.sub(r"\b(?:myself|me)\b", "the user", text)
    out: list[str] = []
    conjugate = False
    for word in text.split(" "):
        if word in ("I", "we", "We"):
            subject = "user" if word == "I" else "user's team"
            out.append(("User" if not out else "the user") if subject == "user" else
                       ("User's team" if not out else "the user's team"))
            conjugate = True
            continue
        if conjugate and not _is_adverb(word):
            out.append(_verb_3rd(word))
            conjugate = False
            continue
        out.append(word)
    result = " ".join(out).strip()
    if result.startswith("the user"):
        result = "User" + result[len("the user"):]
    return result[:1].upper() + result[1:] if result else result


def _third_person_zh(text: str) -> str:
    text = _ZH_FILLERS.sub("", text.strip())
    text = _ZH_FILLERS.sub("", text)
    text = text.replace("我们", "用户团队").replace("咱们", "用户团队").replace("本人", "用户")
    text = text.replace("我", "用户")
    return text


def zh_punctuation(text: str) -> str:
    """Full-width punctuation after Chinese characters again (NFKC cleaning turns "，" into ",")."""
    text = re.sub(r"(?<=[\u4e00-\u9fff]),\s*", "，", text)
    text = re.sub(r"(?<=[\u4e00-\u9fff]):(?![a-z0-9_]*\])\s*", "：", text)
    return re.sub(r"(?<=[\u4e00-\u9fff]);\s*", "；", text)


def to_third_person(text: str, lang: str, type_: str | None = None) -> str:
    """Rewrite a first-person clause as a statement about "用户" / "User" (prefix by type when no subject)."""
    if lang == "zh":
        out = _third_person_zh(text)
        if type_ and "用户" not in out:
            predicate = _ZH_PREDICATE_RE.match(out)
            out = ("用户" if predicate else TYPE_PREFIX_ZH.get(type_, "用户：")) + out
        return zh_punctuation(out).rstrip("。！!~～ ")
    out = _third_person_en(text)
    if type_ and not re.search(r"\buser\b", out, re.IGNORECASE):
        out = TYPE_PREFIX_EN.get(type_, "User: ") + out[:1].lower() + out[1:]
    return out.rstrip(".!~ ")
