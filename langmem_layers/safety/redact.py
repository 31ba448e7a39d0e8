"""Redact secrets and personal identifiers before anything is stored [SPEC 3 privacy].

Each detected value is replaced by the placeholder ``[REDACTED:<kind>]`` (one ASCII scheme for every
language, so the kind stays machine-readable and the placeholder can never itself look like a secret).
Labels are kept, values go: ``"我的密码是abc123"`` → ``"我的密码是[REDACTED:password]"``::

    >>> r = redact("我的手机号是13812345678，邮箱 li@example.com，预算八千，2024年买的")
    >>> r.text
    '我的手机号是[REDACTED:phone],邮箱 [REDACTED:email],预算八千,2024年买的'
    >>> r.kinds
    ('phone', 'email')
    >>> redact("mail li@example.com", kinds=[k for k in SECRET_KINDS if k != "email"]).text
    'mail li@example.com'

Numbers are validated where a format has a check (Chinese ID checksum, Luhn for bank cards, mod-97 for IBAN,
octet range for IPv4) and identifier kinds without a check (passport, CVV, verification code, SSN without
dashes) need a cue word, so years, prices, dates and order numbers stay untouched.
The returned text is NFKC-normalised with zero-width characters removed (so ``１３８…`` or a zero-width space
inside a number cannot smuggle a secret past the patterns).
"""

from __future__ import annotations

import itertools
import math
import re
import string
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date

from ..errors import InvalidEnumError

__all__ = [
    "ADDRESS_KINDS",
    "PLACEHOLDER",
    "SECRET_KINDS",
    "SECRET_RULES",
    "Redacted",
    "SecretRule",
    "contains_secret",
    "placeholder",
    "redact",
    "secret_kinds",
]

#: Placeholder format; ``kind`` is one of :data:`SECRET_KINDS`.
PLACEHOLDER = "[REDACTED:{kind}]"
_PLACEHOLDER_RE = re.compile(r"\[REDACTED:([a-z0-9_]+)\]")
#: Invisible characters removed before matching (zero-width, bidi controls, soft hyphen, tag characters).
_ZERO_WIDTH_RE = re.compile("[\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\u00ad\u034f\u180e"
                            "\U000e0000-\U000e007f]")


def placeholder(kind: str) -> str:
    """``placeholder("phone") == "[REDACTED:phone]"``."""
    return PLACEHOLDER.format(kind=kind)


@dataclass(frozen=True)
class Redacted:
    """Result of :func:`redact`: the cleaned text and the kinds that were found (in order of first appearance)."""

    text: str
    kinds: tuple[str, ...] = ()

    @property
    def changed(self) -> bool:
        return bool(self.kinds)


@dataclass(frozen=True)
class SecretRule:
    """One detector: ``pattern`` finds candidates; the ``value`` group (or the whole match) is replaced
    when ``check`` (if any) accepts the digits/characters of that group."""

    kind: str
    pattern: re.Pattern[str]
    check: Callable[[str], bool] | None = None


# -- validators ------------------------------------------------------------------------------------------

def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def luhn_ok(number: str) -> bool:
    """Luhn checksum (bank and credit cards)."""
    digits = _digits(number)
    if not 12 <= len(digits) <= 19 or len(set(digits)) == 1:
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


_CN_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CN_ID_CHECK = "10X98765432"


def cn_id_ok(number: str) -> bool:
    """18-digit resident ID: valid birth date and ISO 7064 MOD 11-2 check character."""
    value = number.upper()
    if len(value) != 18 or not value[:17].isdigit():
        return False
    try:
        born = date(int(value[6:10]), int(value[10:12]), int(value[12:14]))
    except ValueError:
        return False
    if not 1900 <= born.year <= 2100:
        return False
    total = sum(int(d) * w for d, w in zip(value[:17], _CN_ID_WEIGHTS, strict=True))
    return _CN_ID_CHECK[total % 11] == value[17]


def iban_ok(value: str) -> bool:
    """IBAN mod-97 check."""
    compact = re.sub(r"\s", "", value).upper()
    if not 15 <= len(compact) <= 34:
        return False
    moved = compact[4:] + compact[:4]
    numeric = "".join(str(int(ch, 36)) for ch in moved)
    return int(numeric) % 97 == 1


def ipv4_ok(value: str) -> bool:
    parts = value.split(".")
    return len(parts) == 4 and all(p.isdigit() and int(p) <= 255 and (p == "0" or not p.startswith("0"))
                                   for p in parts)


def ssn_ok(value: str) -> bool:
    digits = _digits(value)
    return (len(digits) == 9 and digits[:3] not in {"000", "666"} and not digits.startswith("9")
            and digits[3:5] != "00" and digits[5:] != "0000")


#: Shannon entropy (bits per character) above which a long unlabelled token is treated as a secret.
RANDOM_TOKEN_MIN_ENTROPY = 3.5
#: Share of adjacent character pairs that must switch class (digit/upper/lower/other) for a mixed token.
RANDOM_TOKEN_MIN_SWITCHES = 0.5


def looks_random(value: str) -> bool:
    """A long token that looks machine-made: hex with many digits (hashes, hex keys), or character classes
    switching at least every other character (base62/base64 keys). CamelCase phrases switch far less often.

    >>> looks_random("2b29b94343c09131116031abe9d6358aedd9ccf9"), looks_random("XTM90PYWDgfgDdAy2gIgF6Kboxv5ljCw")
    (True, True)
    >>> looks_random("TheLordOfTheRings2001EditionCollectorsSet")
    False
    """
    counts = Counter(value)
    entropy = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())
    if entropy < RANDOM_TOKEN_MIN_ENTROPY or sum(ch.isalpha() for ch in value) < 4:
        return False
    if all(ch in string.hexdigits for ch in value):
        return sum(ch.isdigit() for ch in value) >= 0.2 * len(value)
    classes = [_char_class(ch) for ch in value]
    switches = sum(a != b for a, b in itertools.pairwise(classes))
    return switches >= RANDOM_TOKEN_MIN_SWITCHES * (len(value) - 1)


def _char_class(ch: str) -> str:
    return "d" if ch.isdigit() else "u" if ch.isupper() else "l" if ch.islower() else "o"


def _phone_digits_ok(value: str) -> bool:
    return 8 <= len(_digits(value)) <= 15


# -- detectors (order matters: specific before generic) ----------------------------------------------------

_SEP = r"[ \t]*(?:是|为|:|=|：|\bis\b|->)?[ \t]*"  # optional label separator: "验证码 123456"
_SEP_REQ = r"[ \t]*(?:是|为|:|=|：|\bis\b)[ \t]*"  # mandatory: "密码是 x", "password: x", "pwd=x"
#: Password separators, repeatable and with the odd ones people type: "password is: :  x", "口令：：x", "pwd->x",
#: "passcode#x".
_PW_SEP = r"(?:[ \t]*(?:是|为|:|=|：|#|->|=>|\bis\b)[ \t]*)+"
#: Separators people also type between a password label and its value — dashes, a bar, an arrow, a short aside in
#: parentheses ("口令——x", "Passcode|x", "密码(新的)x"); after these the value must hold a digit ("password-protected"
#: and "password (optional)" are no passwords).
_PW_ODD_SEP = (r"(?:[ \t]*(?:是|为|:|=|：|#|->|=>|→|—+|–+|-{1,2}|~|\||丨|\([^()\n]{1,16}\)|\bis\b)[ \t]*)+")
#: Brackets a password value may be written in ("密码【x】", "password [x]").
_PW_BRACKETED_VALUE = r"[\[【〔「『<《](?=[^\]】〕」』>》\s]*\d)(?P<value>[^\]】〕」』>》\s]{3,128})[\]】〕」』>》]"
#: Words that follow "password is" without being one ("密码是多少", "password is required").
NOT_A_SECRET_WORDS: tuple[str, ...] = (
    "多少", "什么", "啥", "几位", "错", "对", "不对", "正确", "required", "incorrect", "wrong", "correct", "invalid",
    "not", "too", "the", "a", "an", "my", "your", "same", "different", "expired", "weak", "strong", "empty",
    "set", "now", "changed", "updated", "reset", "being",  # "password is set to X": the value comes after the verb
    "also", "just", "only", "still", "always", "never", "usually", "probably", "here", "there", "saved", "stored",
    "hidden", "optional", "needed", "missing", "protected", "manager", "managers",  # "pwd is also a shell command"
)
#: Verb phrases between a password cue and its value ("密码改成了 X", "password set to X"); the value after one of
#: these (or after a bare space) must contain a digit or be quoted, so "改成更安全的" / "set to expire" stay.
PASSWORD_VERB_SEPARATORS: tuple[str, ...] = (
    "改成了?", "改为了?", "设为了?", "设成了?", "设置为", "设置成了?", "换成了?", "更改为", "修改为", "改用",
    "变成了?", "现在是", "已改为", "重置为",
    "(?:is |was |has been |been )?(?:changed|set|updated|reset) to", "to be", "will be", "should be",
    "is now", "now is", "is still",
)
_VALUE = r"[\"'“‘]?(?!(?:{stop})(?:[\s,，。.!?！？]|$))(?P<value>[^\s\"'”’，。；;,、)）]{{3,128}})"
#: Password value after a verb phrase or a bare space: printable ASCII with a digit (quoted values: any).
_PW_DIGIT_VALUE = r"[\"'“‘]?(?=[^\s\"'”’,;)]*\d)(?P<value>[!#-&(*+\--~]{3,128})"
_PW_QUOTED_VALUE = r"[\"'“‘](?P<value>[^\s\"'”’]{3,128})[\"'”’]"
_NOT_DIGIT_BEFORE = r"(?<![0-9A-Za-z])"
_NB = r"(?<![A-Za-z0-9_\-])"  # token start: not glued to another ASCII token (a CJK character may precede)
_NOT_DIGIT_AFTER = r"(?![0-9A-Za-z])"

#: Cue words labelling a password (zh + en).
PASSWORD_CUES: tuple[str, ...] = (
    "密码", "口令", "登录密码", "支付密码", "开机密码", "wifi密码", "pin码",
    "password", "passwd", "passcode", "passphrase", "pwd", "pw", "pin code", "pin",
)
#: Cue words labelling a generic secret value (``key=value`` style).
SECRET_KEY_CUES: tuple[str, ...] = (
    "api[_ -]?key", "apikey", "secret[_ -]?key", "client[_ -]?secret", "access[_ -]?token", "auth[_ -]?token",
    "refresh[_ -]?token", "session[_ -]?token", "private[_ -]?key", "access[_ -]?key", "secret", "token",
    "密钥", "秘钥", "令牌", "私钥", "访问密钥",
)
#: Cue words for one-time codes.
VERIFICATION_CUES: tuple[str, ...] = (
    "验证码", "校验码", "动态码", "动态密码", "短信码", "verification code", "one-time code", "one time code",
    "security code", "otp", "2fa code", "auth code",
)
#: Cue words for card security codes.
CVV_CUES: tuple[str, ...] = ("cvv2?", "cvc2?", "cid", "安全码", "卡背后三位", "卡背面三位", "背面三位数")
#: Cue words for passports.
PASSPORT_CUES: tuple[str, ...] = ("护照号码?", "护照", "passport(?: number| no\\.?| #)?")
#: Cue words that make any 12–19 digit number a bank card number (no Luhn needed).
BANK_CARD_CUES: tuple[str, ...] = ("银行卡号?", "卡号", "信用卡号?", "储蓄卡号?", "card number", "card no\\.?",
                                   "credit card", "debit card")
#: Cue words for instant-messaging account ids (QQ, WeChat, Telegram …).
IM_ACCOUNT_CUES: tuple[str, ...] = ("qq号?", "微信号?", "wechat(?: id)?", "weixin", "telegram(?: id)?", "whatsapp")
#: Cue words that make an 18-digit (or old 15-digit) number an ID number even when its checksum is wrong.
CN_ID_CUES: tuple[str, ...] = ("身份证号码?", "身份证", "居民身份证", "证件号码?", "id card(?: number| no\\.?)?",
                               "national id(?: number| no\\.?)?")
#: Cue words that make a 7–18 digit number a phone number (landlines without area code, odd formats).
PHONE_CUES: tuple[str, ...] = ("手机号码?", "电话号码?", "手机", "电话", "联系方式", "联系电话", "座机",
                               "phone(?: number| no\\.?)?", "mobile(?: number)?", "cell(?: phone)?", "tel")
#: Cue words for a US social security number without dashes.
SSN_CUES: tuple[str, ...] = ("ssn", "social security(?: number| no\\.?)?")
#: Cue words labelling a passphrase (a password made of words): its value is a quoted span, a run of at least four
#: words, or (zh) a run of characters up to the next punctuation.
PASSPHRASE_CUES: tuple[str, ...] = (
    "pass[ -]?phrase", "seed (?:words|phrase)", "recovery (?:words|phrase|seed)", "mnemonic(?: phrase| words)?",
    "backup (?:words|phrase)", "secret (?:words|phrase)", "master (?:phrase|passphrase)", "wallet (?:words|phrase)",
    "助记词", "恢复短语", "恢复词", "密语", "口令句", "暗号", "口令", "密码短语", "密码句", "种子词",
    # a phrase agreed on to prove who is calling, and seeds named by their length ("12-word seed")
    "暗语", "接头暗号", "验证暗号", "code (?:phrase|words?)", "safe ?word", "verification (?:phrase|words?)",
    "\\d{1,2}[- ]word (?:seed|phrase|mnemonic|recovery phrase|backup)",
)
#: Words a passphrase value never starts with ("my passphrase is not written down", "助记词是什么").
NOT_A_PASSPHRASE_WORDS: tuple[str, ...] = (
    *NOT_A_SECRET_WORDS, "in", "on", "at", "written", "stored", "saved", "kept", "somewhere", "safe", "secure",
    "long", "short", "hard", "easy", "something", "this", "that", "it", "what", "which", "one", "of", "for", "from",
    "一样", "忘了", "丢了", "不记得", "保存", "写在", "放在", "在", "多长", "怎么", "我们", "一种", "一个", "用来",
    "指", "不是", "没有", "还没", "啥意思",
)
#: Query parameters whose value is a credential: a URL carrying one is redacted whole (``?access_token=…``,
#: ``&key=…``, ``X-Amz-Signature=…``).
URL_SECRET_PARAMS: tuple[str, ...] = (
    "access_?token", "auth_?token", "api_?key", "apikey", "key", "secret", "client_?secret", "token", "sig",
    "signature", "x-amz-signature", "x-goog-signature", "password", "passwd", "pwd", "auth", "hook_?key",
    "webhook_?key", "private_?token", "session_?id", "sessionid",
)
#: Path segments that introduce a webhook (the segments after one, when they carry a token, are the secret).
#: Characters of digit-bearing path segments after a webhook word that make the URL a credential.
WEBHOOK_MIN_TOKEN_CHARS = 10
WEBHOOK_PATH_WORDS: tuple[str, ...] = ("hook", "hooks", "webhook", "webhooks", "services", "catch", "robot", "bot")
#: Street words (zh: after the street name; en: the street suffix). A house number must come with them.
ZH_STREET_WORDS: tuple[str, ...] = ("路", "街", "大街", "大道", "巷", "胡同", "弄", "里弄")
EN_STREET_WORDS: tuple[str, ...] = (
    "Street", "Avenue", "Road", "Boulevard", "Lane", "Drive", "Court", "Place", "Way", "Terrace", "Close", "Crescent",
    "Parkway", "Square", "Highway", "Circle", "Row", "Mews", "Gardens", "Grove", "Alley", "Trail", "Walk",
)
#: Abbreviated street suffixes: not followed by another capitalised word ("2 Diet Dr Pepper" is no address).
EN_STREET_ABBREVIATIONS: tuple[str, ...] = (
    "St", "Ave", "Rd", "Blvd", "Ln", "Dr", "Ct", "Pl", "Ter", "Cres", "Pkwy", "Sq", "Hwy", "Cir",
)


def _cue(cues: Iterable[str]) -> str:
    return "(?:" + "|".join(sorted(cues, key=len, reverse=True)) + ")"


def _rule(
    kind: str, pattern: str, check: Callable[[str], bool] | None = None, flags: int = re.IGNORECASE,
) -> SecretRule:
    # re.ASCII: \b and \w see only ASCII, so "密码是sk-…" or "邮箱li@x.com是" still have token boundaries
    return SecretRule(kind, re.compile(pattern, flags | re.ASCII), check)


_URL_CHARS = r"[^\s<>\"'`,\u3000-\u303f\uff00-\uffef\u4e00-\u9fff“”‘’「」『』]"


def _webhook_pattern() -> str:
    """Every http(s) URL (without trailing punctuation); :func:`_webhook_ok` decides whether it carries a secret."""
    return r"(?P<value>\bhttps?://" + _URL_CHARS + r"*" + r"(?<![.,;:!?)\]}]))"


_URL_PARAM_RE = re.compile(r"[?&#;](?P<name>[A-Za-z0-9_.\-]+)=(?P<val>[^&#\s]*)")


def _webhook_ok(url: str) -> bool:
    """A URL carrying a credential: a query parameter named like a key/token/signature with a token-shaped value
    (six characters or more, not plain words), or a path of a webhook shape (a hook/webhook/services/robot/bot segment
    followed by segments with digits that hold at least :data:`WEBHOOK_MIN_TOKEN_CHARS` characters together)."""
    names = re.compile(r"(?:" + "|".join(URL_SECRET_PARAMS) + r")", re.IGNORECASE)
    for m in _URL_PARAM_RE.finditer(url):
        if names.fullmatch(m.group("name")) and _token_shaped(m.group("val")):
            return True
    host = re.sub(r"^https?://([^/?#]*).*$", r"\1", url, flags=re.IGNORECASE | re.DOTALL).lower()
    path = re.sub(r"^https?://[^/?#]*", "", url, flags=re.IGNORECASE).split("?")[0].split("#")[0]
    segments = [seg for seg in path.split("/") if seg]
    hook_host = any(_hook_word(label) for label in host.split("."))  # "….webhook.office.com/webhookb2/…"
    for i, seg in enumerate(segments):
        if (hook_host or _hook_word(seg)) and sum(
                len(rest) for rest in segments[i + (0 if hook_host else 1):]
                if _token_shaped(rest, 1)) >= WEBHOOK_MIN_TOKEN_CHARS:
            return True
    return any(_path_key(seg) for seg in segments)


def _hook_word(segment: str) -> bool:
    """A webhook word as a path segment or host label ("hooks", "robot", "webhookb2", "IncomingWebhook")."""
    low = segment.lower()
    return low in WEBHOOK_PATH_WORDS or "webhook" in low


#: Characters of a machine-made key standing as a path segment (a push URL whose token is the path:
#: ``…/SCT2048…Wv2.send``).
PATH_KEY_MIN_CHARS = 20


def _path_key(segment: str) -> bool:
    """A path segment that is a key: long, upper- and lower-case letters and digits, switching class like a random
    token (:func:`looks_random`) — an extension (``.send``) aside. Hex hashes, UUIDs and slugs are not keys."""
    token = re.sub(r"\.[A-Za-z]{2,5}$", "", segment)
    return (len(token) >= PATH_KEY_MIN_CHARS and re.fullmatch(r"[A-Za-z0-9_-]+", token) is not None
            and any(ch.isupper() for ch in token) and any(ch.islower() for ch in token)
            and any(ch.isdigit() for ch in token) and looks_random(token))


def _token_shaped(value: str, min_len: int = 6) -> bool:
    """A credential-shaped value: long enough, with a digit, and not a phrase (``token+bucket``)."""
    return (len(value) >= min_len and any(ch.isdigit() for ch in value)
            and re.fullmatch(r"[A-Za-z0-9_\-.~%=]+", value) is not None)


_ZH_NOT_IN_NAME = "在住到是的我你他她家寄于址为从往去来搬和及或与就吧呢了"


def _zh_address_pattern() -> str:
    """zh: [省市区县…] + street name + street word + house number (号/弄), then building/unit/room parts."""
    name = r"(?:(?![" + _ZH_NOT_IN_NAME + r"])[\u4e00-\u9fff])"
    # a region name holds no region word and at most four regions are chained: linear work on "北京市朝阳区" * 3000
    region = r"(?:(?![省市区县镇乡])" + name + r"){1,6}(?:省|市|区|县|镇|乡)"
    street = name + r"{1,8}(?:" + "|".join(sorted(ZH_STREET_WORDS, key=len, reverse=True)) + r")"
    number = r"\d{1,5}(?:-\d{1,4})?(?:号院?|弄)(?!线)"
    part = (r"(?:附?\d{1,5}(?:号楼|号院?|幢|栋|座|单元|楼|层|室|户|弄)|[A-Za-z](?:座|栋|幢|区)|"
            + name + r"{2,8}(?:广场|大厦|小区|花园|公寓|中心|苑|园|村|城|府|邸|楼)|-?\d{2,5}(?:室|房)?(?!\d))")
    return r"(?P<value>(?:" + region + r"){0,4}" + street + number + r"(?:[ -]?" + part + r"){0,8})"


def _en_address_pattern() -> str:
    """en: house number + [direction] + capitalised street name + street suffix, then unit and city."""
    unit = r"(?:Apt|Apartment|Unit|Suite|Ste|Flat|Floor|Fl|Room|Rm)"
    suffix = ("|".join(sorted(EN_STREET_WORDS, key=len, reverse=True)) + r"|(?:"
              + "|".join(sorted(EN_STREET_ABBREVIATIONS, key=len, reverse=True))
              + r")\b(?! (?!" + unit + r"\b)[A-Z][a-z])")
    return (r"(?<![\w$#.,/-])(?P<value>\d{1,6}[A-Za-z]?(?:-(?:\d{1,4}|[A-Za-z]\b))? "  # "27-B", "12a", "4-12"
            r"(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)"
            r"\.? )?(?:[A-Z][A-Za-z'\-]+ |\d{1,3}(?:st|nd|rd|th) ){1,3}(?:" + suffix + r")\b\.?"
            r"(?:,? " + unit + r"\.? ?#?[A-Za-z0-9\-]{1,6}\b"
            r"|,? #[A-Za-z0-9\-]{1,6}\b)?"
            r"(?:, (?:[A-Z][a-z]+)(?: [A-Z][a-z]+)?(?:,? [A-Z]{2})?(?: \d{5}(?:-\d{4})?)?(?![A-Za-z]))?)")


def build_rules() -> tuple[SecretRule, ...]:
    """Compile the detectors from the cue constants (call again after overriding a cue list)."""
    value = _VALUE.format(stop="|".join(re.escape(w) for w in NOT_A_SECRET_WORDS))
    pw_cue = r"(?<![A-Za-z])" + _cue(PASSWORD_CUES) + r"(?![A-Za-z])"
    pw_verb = r"[ \t]*" + _cue(PASSWORD_VERB_SEPARATORS) + r"[ \t]*"
    zh_pw_cue = _cue(c for c in PASSWORD_CUES if not c.isascii())
    en_pw_cue = r"(?<![A-Za-z])(?i:password|passwd|passcode|pwd)"
    phrase_value = r"(?!(?:{en})(?:[\s,.!?]|$))(?!{zh})".format(  # zh stop words need no boundary
        en="|".join(re.escape(w) for w in (*NOT_A_PASSPHRASE_WORDS, "is", "was", "are") if w.isascii()),
        zh=_cue(re.escape(w) for w in NOT_A_PASSPHRASE_WORDS if not w.isascii()))
    pp_cue = r"(?<![A-Za-z])" + _cue(PASSPHRASE_CUES) + r"(?![A-Za-z])"
    zh_pp_cue = _cue(c for c in PASSPHRASE_CUES if not c.isascii())
    aside = r"\([^()\n]{1,30}\)"  # "助记词(英文的)", "12-word seed (sorry for the slashes):"
    pp_sep = r"(?:[ \t]*(?:是|为|:|：|=|-|\bis\b|\bare\b|\bwas\b|\bwere\b)[ \t]*)+"
    #: odd separators and an aside: only a run of Latin words may follow ("口令——这个词…" is no passphrase)
    pp_odd_sep = (r"(?:[ \t]*(?:是|为|:|：|=|-|→|->|—+|–|\bis\b|\bare\b|\bwas\b|\bwere\b|" + aside
                  + r")[ \t]*)+")
    gap = r"(?:[ \t]*[/|·,][ \t]*|[ \t]+)"  # "ladder / cotton / ember", "a, b, c"
    latin_run = r"[A-Za-z]+(?:" + gap + r"[A-Za-z0-9]+){3,30}"
    return (
        _rule("webhook_url", _webhook_pattern(), _webhook_ok),  # first: the whole URL goes, not its parts
        _rule("private_key", r"(?P<value>-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----"
                             r"(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|[\s\S]*))"),
        _rule("jwt", r"(?P<value>" + _NB + r"eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,})"),
        _rule("url_credentials", r"\b[a-z][a-z0-9+.-]{1,20}://(?P<value>[^\s:/@]{1,64}:[^\s@/]{1,128})@"),
        _rule("anthropic_key", r"(?P<value>" + _NB + r"sk-ant-[A-Za-z0-9_-]{20,})"),
        _rule("openai_key", r"(?P<value>" + _NB + r"sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})"),
        _rule("stripe_key", r"(?P<value>" + _NB + r"(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{10,})"),
        _rule("aws_access_key", r"(?P<value>" + _NB + r"(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{16})\b", flags=0),
        _rule("aws_secret_key", r"aws[_ -]?secret[_ -]?(?:access[_ -]?)?key[\"']?[ \t]*[:=]?[ \t]*[\"']?"
                                r"(?P<value>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])"),
        _rule("github_token", r"(?P<value>" + _NB + r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}))"),
        _rule("slack_token", r"(?P<value>" + _NB + r"xox[abposr]-[A-Za-z0-9-]{10,})"),
        _rule("google_api_key", r"(?P<value>" + _NB + r"AIza[0-9A-Za-z_-]{35})", flags=0),
        _rule("bearer_token", r"\bbearer[ \t]+(?P<value>[A-Za-z0-9._~+/-]{16,}=*)"),
        _rule("passphrase",  # a quoted span in the cue's clause: "passphrase … it's 'x y z'", "phrase → `x-y-z`"
              pp_cue + r"(?:[^\n.!?。！？\"'“‘「『`《]|(?<=[A-Za-z])'(?=[A-Za-z])){0,60}?"  # "it's" is not a quote
              r"(?<![A-Za-z])[\"'“‘「『`《](?P<value>[^\n\"'”’」』`》]{2,200})[\"'”’」』`》](?![A-Za-z])"),
        _rule("passphrase", pp_cue + pp_sep + phrase_value
              + r"(?P<value>" + latin_run  # a run of at least four words
              + r"|[\u4e00-\u9fff]+(?:[ \t]+[\u4e00-\u9fff]+){3,30}"  # zh words separated by spaces
              r"|[\u4e00-\u9fff][\u4e00-\u9fff0-9A-Za-z]{3,40})"),  # a zh run up to the punctuation
        _rule("passphrase", pp_cue + pp_odd_sep + phrase_value + r"(?P<value>" + latin_run + r")"),
        _rule("passphrase",  # "= the quick orange llama sleeps 42 times": after "="/":" any words, if one is a number
              pp_cue + r"[ \t]*(?:" + aside + r")?[ \t]*[=:：][ \t]*(?P<value>" + latin_run + r")",
              lambda v: any(ch.isdigit() for ch in v)),
        _rule("passphrase",  # Latin words right after a zh cue: "助记词(英文的)ripple basket otter gentle …"
              zh_pp_cue + r"(?:" + aside + r")?[ \t]*" + phrase_value + r"(?P<value>" + latin_run + r")"),
        _rule("password", r"(?<![A-Za-z])" + _cue(PASSWORD_CUES) + _SEP_REQ + value),
        _rule("password", r"(?<![A-Za-z])" + _cue(PASSWORD_CUES) + _PW_SEP + value),  # "password is: : x", "pwd->x"
        _rule("password",  # "口令——8816#42", "Passcode|771903", "密码(新的)Ru$7mei2025"
              r"(?<![A-Za-z])" + _cue(PASSWORD_CUES) + _PW_ODD_SEP + _PW_DIGIT_VALUE),
        _rule("password",  # "密码【guest@8899】", "password: [x9y8z7]"
              r"(?<![A-Za-z])" + _cue(PASSWORD_CUES) + r"(?:" + _PW_ODD_SEP + r")?" + _PW_BRACKETED_VALUE),
        _rule("password",  # glued to a zh cue: "密码Lm9#vT2qk别告诉别人"
              zh_pw_cue + r"(?=[!#-&(*+\--~]*\d)(?P<value>[A-Za-z0-9!#-&(*+\--~]{4,128})"),
        _rule("password",  # glued to an en cue, a token with a digit and a capital or symbol: "passwordMaple$Syrup42"
              en_pw_cue + r"(?=[!#-&(*+\--~]*\d)(?=[!#-&(*+\--~]*[A-Z!#$%&*@^+])"
              r"(?P<value>[A-Z0-9!#-&(*+\--~][!#-&(*+\--~]{5,127})", flags=0),
        _rule("password", r"(?<![A-Za-z])pass[ \t]*[:=][ \t]*" + value),  # "pass: x" (never "pass is", "boarding pass")
        _rule("password", pw_cue + pw_verb + _PW_QUOTED_VALUE),  # "my password to be 'correcthorse'"
        _rule("password",  # "密码改为abc123", "password set to Tr0ub4dor", "支付宝密码 135790"
              pw_cue + r"(?:" + pw_verb + r"|[ \t]+|(?<=[^\x00-\x7f]))" + _PW_DIGIT_VALUE),
        _rule("verification_code", _cue(VERIFICATION_CUES) + _SEP + r"(?=[A-Za-z]*\d)(?P<value>[0-9A-Za-z]{4,8})\b"),
        _rule("cvv", r"(?<![A-Za-z])" + _cue(CVV_CUES) + r"(?:码|号)?" + _SEP + r"(?P<value>\d{3,4})(?!\d)"),
        _rule("api_key", r"(?<![A-Za-z])" + _cue(SECRET_KEY_CUES) + r"[\"']?" + _SEP_REQ
              + r"[\"']?(?=[A-Za-z_\-./+=]*\d)(?P<value>[A-Za-z0-9_\-./+=]{8,256})"),
        _rule("im_account", _cue(IM_ACCOUNT_CUES) + _SEP + r"(?P<value>[A-Za-z0-9_\-]{5,30})(?![A-Za-z0-9_\-])"),
        _rule("passport", _cue(PASSPORT_CUES) + _SEP + r"(?P<value>[A-Z]{1,2}[0-9]{6,9})\b"),
        _rule("cn_id", r"(?<![A-Za-z])" + _cue(CN_ID_CUES) + _SEP + r"(?P<value>\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])"),
        _rule("cn_id", _NOT_DIGIT_BEFORE + r"(?P<value>\d{17}[\dXx])" + _NOT_DIGIT_AFTER, cn_id_ok),
        _rule("bank_card", _cue(BANK_CARD_CUES) + _SEP + r"(?P<value>\d(?:[ -]?\d){11,18})(?!\d)"),
        _rule("bank_card",
              _NOT_DIGIT_BEFORE + r"(?P<value>\d{4}(?:[ -]?\d{4}){2}(?:[ -]?\d{4})?(?:[ -]?\d{1,3})?)(?!\d)", luhn_ok),
        _rule("iban", r"\b(?P<value>[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b", iban_ok, flags=0),
        _rule("ssn", _NOT_DIGIT_BEFORE + r"(?P<value>\d{3}-\d{2}-\d{4})(?!\d)", ssn_ok),
        _rule("ssn", r"\b" + _cue(SSN_CUES) + _SEP + r"(?P<value>\d{3}[ -]?\d{2}[ -]?\d{4})(?!\d)", ssn_ok),
        _rule("email", r"(?P<value>" + _NB + r"[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,253}\.[A-Za-z]{2,24})\b"),
        _rule("phone", r"(?<![0-9])(?P<value>(?:\+?86[ -]?)?1[3-9]\d(?:[ -]?\d{4}){2})(?!\d)"),
        _rule("phone", r"(?<![0-9+])(?P<value>(?:\+?86[ .-]?)?1[ .-]?[3-9](?:[ .-]?\d){9})(?![0-9])"),
        _rule("phone",  # spelled in Chinese numerals: 一三八一二三四五六七八
              r"(?P<value>[一幺][三四五六七八九](?:[零〇一二三四五六七八九幺两][ ]?){9})"
              r"(?![零〇一二三四五六七八九幺两])"),
        _rule("landline", r"(?<![0-9])(?P<value>(?:\(0\d{2,3}\)|0\d{2,3}-)[ ]?\d{7,8}(?:-\d{1,5})?)(?!\d)"),
        _rule("landline", r"(?<![0-9.])(?<!\d )(?P<value>0\d{2,3} \d{3,4}[ -]?\d{4})(?![\d.])(?! \d)"),
        _rule("intl_phone",
              r"(?<![\w+])(?P<value>\+\d{1,3}[ -]?(?:\(\d{1,4}\)[ -]?)?\d{1,4}(?:[ -]?\d{2,4}){1,4})(?!\d)",
              _phone_digits_ok),
        _rule("intl_phone", r"(?<![\d-])(?P<value>\(\d{3}\)[ ]?\d{3}-\d{4}|\d{3}-\d{3}-\d{4})(?![\d-])"),
        _rule("intl_phone", r"(?<![\d.])(?P<value>0[1-9]\d{3}[ -]?\d{6})(?![\d.])"),  # UK-style 07700 900123
        _rule("phone",  # any number a phone cue labels
              r"(?<![A-Za-z])" + _cue(PHONE_CUES) + _SEP + r"(?P<value>\+?\d[\d -]{5,16}\d)(?![\d-])"),
        _rule("secret_token",  # unlabelled long random tokens
              r"(?<![A-Za-z0-9_\-+/=.])(?P<value>[A-Za-z0-9_\-+/=]{32,512})(?![A-Za-z0-9_\-+/=])", looks_random),
        _rule("street_address", _zh_address_pattern()),
        _rule("street_address", _en_address_pattern(), flags=0),
        _rule("ipv4", r"(?<![\d.])(?<!\bv)(?<!\bv )(?<!版本)(?<!版本 )(?<!\bversion )(?<!\bver )"
                      r"(?P<value>\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", ipv4_ok),
    )


#: The compiled detectors, applied in order. To change a cue list for the whole process (the package re-exports the
#: function ``redact``, so reach the module with importlib)::
#:
#:     m = importlib.import_module("langmem_layers.safety.redact")
#:     m.PASSWORD_CUES = (*m.PASSWORD_CUES, "暗码"); m.SECRET_RULES = m.build_rules()
#:
#: or pass ``rules=`` to a single :func:`redact` call.
SECRET_RULES: tuple[SecretRule, ...] = build_rules()
#: Every kind :func:`redact` knows, in detector order (the default set).
SECRET_KINDS: tuple[str, ...] = tuple(dict.fromkeys(rule.kind for rule in SECRET_RULES))


def _normalise(text: str) -> str:
    return _ZERO_WIDTH_RE.sub("", unicodedata.normalize("NFKC", text)).replace("\x00", "")


def _check_kinds(kinds: Iterable[str] | None, rules: tuple[SecretRule, ...]) -> frozenset[str]:
    known = {rule.kind for rule in rules}
    if kinds is None:
        return frozenset(known)
    if isinstance(kinds, str):
        kinds = [kinds]
    wanted = frozenset(kinds)
    unknown = wanted - known
    if unknown:
        raise InvalidEnumError(f"unknown secret kind(s) {sorted(unknown)}; use some of: {', '.join(sorted(known))}")
    return wanted


def redact(text: str, kinds: Iterable[str] | None = None, *, rules: tuple[SecretRule, ...] | None = None) -> Redacted:
    """Replace every secret/identifier of the selected ``kinds`` (default: all of :data:`SECRET_KINDS`).

    >>> redact("password: hunter2!, pwd=abc12345").text
    'password: [REDACTED:password], pwd=[REDACTED:password]'
    >>> redact("身份证 11010519491231002X").kinds
    ('cn_id',)
    >>> redact("iPhone 16 售价 5999 元，2025-03-01 发布").kinds
    ()
    """
    if not isinstance(text, str):
        return Redacted(text="", kinds=())
    active = rules if rules is not None else SECRET_RULES
    wanted = _check_kinds(kinds, active)
    out = _normalise(text)
    found: dict[str, None] = {}
    for rule in active:
        if rule.kind not in wanted:
            continue
        out = rule.pattern.sub(lambda m, r=rule: _replace(m, r, found), out)  # type: ignore[misc]
    ordered = [m.group(1) for m in _PLACEHOLDER_RE.finditer(out) if m.group(1) in found]
    return Redacted(text=out, kinds=tuple(dict.fromkeys(ordered + list(found))))


def _replace(match: re.Match[str], rule: SecretRule, found: dict[str, None]) -> str:
    start, end = match.span("value") if "value" in match.re.groupindex else match.span()
    value = match.string[start:end]
    if _PLACEHOLDER_RE.search(value) or (rule.check is not None and not rule.check(value)):
        return match.group(0)
    found.setdefault(rule.kind, None)
    offset = match.start()
    whole = match.group(0)
    return whole[: start - offset] + placeholder(rule.kind) + whole[end - offset :]


#: Kinds that ``MemoryConfig.redact_addresses=False`` keeps.
ADDRESS_KINDS: tuple[str, ...] = ("street_address",)


def secret_kinds(config: object = None) -> tuple[str, ...] | None:
    """The kinds a memory redacts under ``config`` (a ``MemoryConfig``): ``None`` (every kind) by default, every kind
    but :data:`ADDRESS_KINDS` when ``config.redact_addresses`` is False::

        redact(text, secret_kinds(mem.config))
    """
    if getattr(config, "redact_addresses", True):
        return None
    return tuple(rule_kind for rule_kind in dict.fromkeys(r.kind for r in SECRET_RULES)
                 if rule_kind not in ADDRESS_KINDS)


def contains_secret(text: str, kinds: Iterable[str] | None = None) -> bool:
    """True when :func:`redact` would change something (read-side guard helper)."""
    return bool(redact(text, kinds).kinds)
