"""Write triggers: bilingual (zh + en) cue lexicons that decide *whether* a user sentence is worth remembering.

Memory is written only when a rule fires [SPEC 3 triggers]; greetings, thanks, laughter, weather, questions
and requests never write. Every lexicon is a named constant (a tuple of regular expressions) and a
:class:`TriggerLexicon` bundles them, so a deployment overrides one list without touching the code::

    >>> lex = TriggerLexicon()
    >>> [h.kind for h in lex.hits("我不吃辣")]
    ['preference']
    >>> lex.is_small_talk("哈哈哈，谢谢"), lex.is_small_talk("I prefer tea")
    (True, False)
    >>> custom = TriggerLexicon(decision=(*DECISION_CUES, r"拍板了"))
    >>> [h.kind for h in custom.hits("这个方案拍板了")]
    ['decision']

A hit carries the memory type, polarity (+1 likes / -1 dislikes), the object phrase the cue points at and,
for single-valued profile facts, the slot name (``city``, ``budget`` …) and its value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from .._cache import BoundedLRU
from ..records import MemoryType
from .normalise import category_of

__all__ = [
    "AGENT_ADDRESS_CUES",
    "BUDGET_PURPOSE_CUES",
    "CANCEL_CUES",
    "CHANGE_CUES",
    "CONFIRM_CUES",
    "CORRECTION_CUES",
    "DECISION_CUES",
    "DENIAL_CUES",
    "EMPHASIS_CUES",
    "FIRM_BA_RE",
    "FUTURE_MARKER",
    "HABIT_CUES",
    "HEDGE_CUES",
    "HOUSEHOLD_FACT_CUES",
    "HOUSEHOLD_MEMBERS",
    "IMPLICIT_NEGATIVE_CUES",
    "INTENT_CUES",
    "KNOWN_CITIES",
    "NEGATED_NEGATIVE_CUES",
    "NEGATIVE_PREFERENCE_CUES",
    "NOT_NAMES_EN",
    "OTHER_PERSON_CUES",
    "PAST_CUES",
    "PERSONAL_PRONOUNS",
    "PLAN_CUES",
    "POSITIVE_PREFERENCE_CUES",
    "PROFILE_RULES",
    "QUESTION_CUES",
    "REFERENT_CUES",
    "REQUEST_CUES",
    "RESCHEDULE_CUE",
    "SMALL_TALK_CUES",
    "SOFT_CANCEL_CUES",
    "SURNAMES_ZH",
    "TRANSIENT_CUES",
    "WEATHER_CUES",
    "WHEN_EN",
    "WHEN_ZH",
    "ProfileRule",
    "TriggerHit",
    "TriggerLexicon",
]

_OBJ_ZH = r"(?P<obj>[^，,。！？!?；;：:]{1,40})"
_AMOUNT_ZH = r"[0-9一二三四五六七八九十两百千万亿.,]+\s*(?:千|万|元|块|美元|刀|k|K)?"
_AMOUNT_EN = r"[$€£¥]?\s?\d[\d,.]*(?:\s?(?:k|K|dollars|euros|pounds|usd|USD|EUR|GBP|RMB|yuan|grand|bucks|quid)\b)?"
_CHANGE_TO_ZH = (r"(?:提高|提升|调整|调高|调低|上调|下调|调|改|涨|降|降低|增加|减少|加|减|放宽|压缩|变|"
                 r"放|提|拉|升|砍|缩)"
                 r"了?(?:到|为|成|至)")
_BUDGET_VERB_EN = (r"is(?:\s+now)?(?:\s+(?:around|about|roughly|up\s+to))?|was\s+\w+\s+to|of|"
                   r"(?:has\s+)?(?:changed|gone\s+up|gone\s+down|increased|decreased|grown|shrunk|dropped|risen|"
                   r"moved)\s+to|went\s+(?:up|down)\s+to|rose\s+to|fell\s+to")
#: Future time expressions that make "我要/会 …" a plan ("这周六", "下半年", "五一", "3月", "月底").
WHEN_ZH = (r"(?<![每逢去前上])(?:下个?月|下周|下星期|下礼拜|明年|后年|今年(?:年?底|内)?|年底|年内|月底|这周末|"
           r"这个周末|周末|"
           r"明天|后天|大后天|明晚|明早|明儿|"
           r"国庆|春节|过年|暑假|寒假|五一|十一|中秋|元旦|过几天|过段时间|下半年|上半年|年后|节后|将来|有朝一日|早晚|"
           r"(?:这|本|下)?(?:个)?(?:周|星期|礼拜)[一二三四五六日天]|[0-9一二三四五六七八九十]{1,3}月(?:份|底|初)?|"
           r"[0-9一二三四五六七八九十]{1,3}号)")
#: English future time expressions ("next month", "this weekend", "in the fall", "on Sunday").
WHEN_EN = (r"(?:next\s+(?:weekend|week|month|year|spring|summer|fall|autumn|winter|\w+day)|"
           r"this\s+(?:weekend|week|month|year|spring|summer|fall|autumn|winter|\w+day)|tomorrow|tonight|"
           r"in\s+the\s+(?:spring|summer|fall|autumn|winter)|later\s+this\s+\w+|"
           r"(?:at\s+the\s+)?end\s+of\s+(?:the|this|next)\s+(?:week|month|year)|over\s+the\s+holidays|"
           r"in\s+(?:a\s+few|\d+|two|three)\s+(?:days|weeks|months)|in\s+(?:january|february|march|april|(?-i:May)|june|july|"
           r"august|september|october|november|december)|"
           r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by\s+\w+|before\s+\w+|"
           r"(?:for|on|this|coming)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the\s+weekend)"
           r"(?:\s+(?:morning|afternoon|evening|night))?|"
           r"(?:on\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|"
           r"(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+of\s+\w+|on\s+the\s+\d{1,2}(?:st|nd|rd|th)|"
           r"(?:the\s+)?(?:first|second|third|fourth|last|final)\s+(?:week|weekend|days?)\s+of\s+\w+|"
           r"in\s+(?:early|mid|late)[\s-]+\w+|at\s+some\s+point|some\s*day|one\s+day|eventually|sooner\s+or\s+later|in\s+the\s+(?:near\s+)?future|"
           r"down\s+the\s+road|(?:over|at|for|during|around)\s+(?:thanksgiving|christmas|easter|new\s+year(?:'s)?|"
           r"spring\s+break|halloween|the\s+long\s+weekend))")
_OBJ_EN = r"(?P<obj>[^,.!?;:]{1,80})"

#: "I like / 我喜欢 …" (+1). The named group ``obj`` is what the preference is about.
POSITIVE_PREFERENCE_CUES: tuple[str, ...] = (
    r"(?:我|本人)?(?:也|还是|一直|真的|很|特别|比较|最|更|超|非常|挺)*(?:喜欢|爱吃|爱喝|爱|偏好|偏爱|钟意|倾向于?|更习惯|习惯用)"
    + _OBJ_ZH,
    r"(?:我)?(?:现在|已经)?能吃" + _OBJ_ZH,
    r"^\s*(?P<obj>(?!今天|今晚|明天|现在|这次)[\u4e00-\u9fff]{1,8}?)我(?:也|还是|都)?(?:可以|能|爱|喜欢)(?:吃|喝|接受)",
    r"\bI\s+(?:really\s+|also\s+|still\s+|kind\s+of\s+|much\s+|do\s+|might\s+|would\s+|now\s+|(?!on)\w+ly\s+)*"
    r"(?:like|love|enjoy|prefer|adore|fancy)\s+" + _OBJ_EN,
    r"\bI(?:'m| am)\s+(?:really\s+)?(?:into|a (?:big )?fan of)\s+" + _OBJ_EN,
    r"\bI(?:'ve|\s+have)?\s+(?:also\s+|really\s+)*(?:got|gotten)\s+(?:really\s+)?into\s+" + _OBJ_EN,
    r"\bI(?:'m| am)\s+(?:a\s+)?(?:total\s+|huge\s+|big\s+|complete\s+)?(?:sucker|softie|soft\s+spot)\s+for\s+"
    r"(?:anything\s+with\s+)?" + _OBJ_EN,
    r"\bI(?:'m| am)\s+(?:kind\s+of\s+|sort\s+of\s+|definitely\s+|really\s+)?(?:leaning|tilting|drawn)\s+"
    r"(?:towards?|to)\s+" + _OBJ_EN,
    r"\bI(?:'ve|\s+have)\s+(?:started|begun|gone\s+back\s+to)\s+(?P<obj>\w+ing\s+[^,.!?;]{1,60})",
    r"(?:又|重新)(?:开始)?(?:喜欢|爱|吃|喝|用)(?:上)?(?P<obj>[^，,。！？!?；;：:]{1,20})了",
    r"\bI'd\s+(?:really\s+|much\s+)?(?:rather|prefer|like|love)\s+(?:it\s+)?(?:if\s+)?(?:you\s+)?" + _OBJ_EN,
    r"\bI(?:'m| am)\s+(?:more\s+of\s+|really\s+|definitely\s+|such\s+|kind\s+of\s+)?an?\s+"
    r"(?:(?:huge|big|total|die-?hard|lifelong|loyal|devoted|massive|true)\s+)?"
    r"(?P<obj>[\w-]+\s+(?:person|fan|lover|guy|girl|gal|addict|nerd|geek|junkie|enthusiast|devotee|loyalist|snob|"
    r"drinker|eater|owl|bird|riser|sleeper|type)|(?-i:[A-Z])[\w-]*\s+user)\b",
    r"^\s*(?:honestly\s+|personally\s+)?(?P<obj>[\w' -]{2,40}?)\s+(?:is|are)\s+(?:totally\s+|really\s+|definitely\s+)?"
    r"my\s+(?:thing|jam|go-to|favou?rites?|fave|weakness|(?:guilty\s+)?pleasure|cup\s+of\s+tea)\b",
    r"^\s*(?P<obj>[^，,。！？!?]{1,12}?)(?:是|就是)我的(?:最爱|心头好|菜|首选)",
    r"口味(?:比较|偏|偏向|喜欢)?(?P<obj>甜|咸|辣|淡|清淡|重|酸)",
    r"^\s*(?P<obj>[\w' -]{2,30}?)\s+over\s+[\w' -]{2,30}?\s+(?:any\s+day|every\s+(?:time|day)|all\s+day|always)\s*$",
    r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:work|works|suit|suits)\s+(?:me\s+)?(?:best|better|well)(?:\s+for\s+me)?\b",
    r"(?:我)?(?:只|就只|一般只|一直|主要|基本都|常)(?:坐|喝|用|吃|住|穿|买|订|选|听|看|玩|在用)"
    r"(?P<obj>(?![看听玩吃喝用买]|一下|一会)[^，,。！？!?；;：:]{2,20})",  # "我只看看" is browsing
    r"\bI\s+(?:only|mostly|always)\s+(?:fly|drink|eat|use|wear|buy|book|stay\s+at|shop\s+at|take|listen\s+to|read|"
    r"watch|order)\s+" + _OBJ_EN,
    r"对(?P<obj>[^，,。！？!?]{1,12}?)(?:很|特别|挺|比较)?感兴趣",
    r"^\s*please\s+(?:always|only)\s+" + _OBJ_EN,
    r"^\s*(?:please\s+)?always\s+(?P<obj>(?!been\b)[a-z][\w-]*\s[^,.!?;:]{1,80})",
    r"(?:给我|跟我|帮我|你)[\u4e00-\u9fff]{0,6}(?:都要|一律|统一|每次都要?)(?:用|发|是|给)?(?P<obj>[^，,。！？!?；;：:]{1,20})",
    r"(?:有事)?(?:直接|请|尽量|最好)?(?:用|发|打)?(?P<obj>微信|电话|邮件|短信|钉钉|飞书|QQ|WhatsApp|Slack|Telegram)"
    r"(?:找|联系|通知|告诉|call)我",
    r"^\s*(?:please\s+)?(?:answer|reply|respond|write|talk|speak)\s+(?:to\s+me\s+)?(?:only\s+)?(?:in|with|using)\s+"
    + _OBJ_EN,
    r"(?:回复|回答|回我|跟我说话)(?:请|尽量|都|最好|一律)?(?:用|使用)(?P<obj>[^，,。！？!?；;：:]{1,20})",
)
#: A dislike that is denied ("I don't hate jazz anymore", "现在不讨厌茄子了") is not a taboo: +1, checked first.
NEGATED_NEGATIVE_CUES: tuple[str, ...] = (
    r"\bI\s+(?:don't|do\s+not|no\s+longer|didn't|did\s+not)\s+(?:really\s+|actually\s+)?(?:hate|dislike|mind|detest|"
    r"loathe)\s+" + _OBJ_EN,
    r"\bI\s+(?:can|could)\s+(?:now\s+|actually\s+)?(?:stand|tolerate|handle)\s+" + _OBJ_EN,
    r"(?:不再|不|没那么|没有那么|也不|并不)(?:讨厌|反感|排斥|抗拒|嫌弃)(?P<obj>[^，,。！？!?；;：:]{1,30})",
)
#: "I don't like / 别给我推荐 …" (-1).
NEGATIVE_PREFERENCE_CUES: tuple[str, ...] = (
    r"^\s*(?P<obj>(?!今天|今晚|明天|现在|这次|晚上|中午|早上|平时)[\u4e00-\u9fff]{1,8}?)(?:我|本人)"
    r"(?:是|可|从来|一直|真的|绝对|坚决|一律|一概|都|根本)*(?:不太|从不|不|不能|很少|几乎不|基本不)"
    r"(?:吃|喝|碰|用|要|看|听|穿|接受)的?$",
    r"^\s*(?P<obj>(?!今天|今晚|明天|现在|这次|我)[\u4e00-\u9fff]{1,8}?)(?:我)?(?:真的|实在|完全|有点|真)?"
    r"(?:受不了|吃不了|喝不了|接受不了|扛不住|吃不消|吃不惯|喝不惯|用不惯|看不惯)",
    r"(?:千万)?(?:别|不要|不用|别再|少)(?:给我)?(?:放|加|搁|撒)(?!弃|心|松|假|班|油|入|进|快|速|上)"
    r"(?P<obj>[^，,。！？!?；;：:]{1,20})",
    r"(?:我|本人)?(?:从来|从|一直|根本|真的|也|都)?(?:不太|不怎么|不|没法|不能)(?:喜欢|爱吃|爱喝|爱|吃|喝|要|想要|用|碰|接受|"
    r"坐|穿|住|开|加|放)"
    + _OBJ_ZH,
    r"(?:讨厌|受不了|反感|厌恶|忌口|最烦)" + _OBJ_ZH,
    r"对(?P<obj>[^，,。！？!?]{1,12}?)(?:不感兴趣|没(?:有|什么|啥)?兴趣|不感冒|无感)",
    r"(?:怕|畏)(?P<obj>冷|热|吵|辣|晒|黑|疼|麻烦)",
    r"\bI(?:'m| am)\s+not\s+(?:really\s+|much\s+of\s+)?an?\s+(?P<obj>[\w-]+\s+(?:person|fan|lover))\b",
    r"(?:千万)?(?:别|不要|不许|请勿|别再)(?:给我|帮我|再给我|向我)?(?:推荐|安排|发|推送|点|打|约|选|订|买|带|用|整|搞|提)"
    + _OBJ_ZH,
    r"\bI\s+(?:really\s+|just\s+|\w+ly\s+)?(?:hate|dislike|detest|loathe|can't\s+stand|cannot\s+stand)\s+"
    + _OBJ_EN,
    r"\bI\s+(?:really\s+|just\s+|\w+ly\s+)?(?:don't|do\s+not|never|no\s+longer)\s+(?:really\s+)?"
    r"(?:like|enjoy|eat|drink|want|use)\s+" + _OBJ_EN,
    r"\bI(?:'m| am)\s+not\s+(?:a\s+)?(?:fan\s+of|into)\s+" + _OBJ_EN,
    r"\b(?:please\s+)?(?:stop|quit)\s+(?:suggesting|recommending|sending|showing\s+me|booking|giving\s+me)\s+"
    + _OBJ_EN,
    r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:just\s+|really\s+|honestly\s+)?(?:isn't|is\s+not|aren't|are\s+not)\s+"
    r"(?:really\s+)?(?:for\s+me|my\s+thing|my\s+cup\s+of\s+tea)\b",
    r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:is|are)\s+(?:a\s+)?(?:hard\s+|big\s+|firm\s+|total\s+)?(?:no|no-go|"
    r"dealbreaker|deal-breaker|pass)\s+(?:for\s+me|from\s+me)\b",
    r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:is|are)\s+(?:completely\s+|totally\s+)?(?:off\s+the\s+table|off[\s-]limits|"
    r"out\s+of\s+the\s+question)\b",
    r"对(?P<obj>[^，,。！？!?]{1,12}?)(?:的\S{1,4})?(?:特别|很|非常|比较|有点|超级)?(?:敏感|反感|没好感)",
    r"^\s*(?P<obj>[\w' -]{2,30}?)\s+(?:makes|gives)\s+me\s+(?:break\s+out|hives|a\s+rash|sick|ill|a\s+headache|"
    r"migraines?|nauseous|bloated)\b",
    r"\bI\s+(?:try\s+to\s+|always\s+)?(?:avoid|stay\s+away\s+from|steer\s+clear\s+of)\s+" + _OBJ_EN,
    r"^\s*(?:please\s+)?(?:keep|leave)\s+(?P<obj>[\w' -]{1,30}?)\s+(?:out\s+of|off)\b",
    r"\bI\s+(?:stopped|quit|gave\s+up)\s+(?P<obj>(?:eating|drinking|using|smoking|watching)\s+[^,.!?;:]{1,40})",
    r"\bI\s+(?:can't|cannot|couldn't)\s+(?:do|handle|take|deal\s+with|stomach|sit\s+through)\s+" + _OBJ_EN,
    r"\bI\s+find\s+(?P<obj>[\w' -]{1,30}?)\s+(?:really\s+|so\s+|pretty\s+|super\s+)?(?:boring|annoying|tedious|"
    r"overrated|gross|disgusting|unbearable|exhausting|pointless)\b",
    r"^\s*(?P<obj>[^，,。！？!?]{1,12}?)(?:真的|实在|确实)?不是我的菜",
    r"\b(?:please\s+)?(?:don't|do\s+not|never)\s+(?:ever\s+)?(?:recommend|suggest|send|give\s+me|book|show\s+me)\s+"
    + _OBJ_EN,
    r"^\s*(?:please\s+)?(?:don't|do\s+not|never)\s+(?:ever\s+)?(?!(?:worry|know|care|mind|think|forget|understand|"
    r"get|remember|bother|panic|stress|rush|be)\b)(?P<obj>[a-z]\w*(?:\s[^,.!?;:]{1,80})?)",
    r"^\s*(?:please\s+|pls\s+|plz\s+)?no\s+(?:more\s+)?(?P<obj>[a-z]\w+(?:\s[^,.!?;:]{1,60}?)?)\s*"
    r"(?:please|pls|plz)?\s*$",
)
#: Complaints that imply a taboo ("上次那个辣椒炒肉太辣了", "that answer was way too long") (-1, implicit).
IMPLICIT_NEGATIVE_CUES: tuple[str, ...] = (
    r"太(?P<obj>辣|咸|甜|油|腻|贵|吵|慢|长|啰嗦|复杂|冷|热)了",
    r"\b(?:way\s+|much\s+|far\s+)?too\s+(?P<obj>spicy|salty|sweet|oily|greasy|expensive|loud|noisy|slow|long|verbose|"
    r"wordy|complicated|cold|hot)\b",
)
#: Corrections of the agent ("我说的是A不是B", "no, I meant …").
CORRECTION_CUES: tuple[str, ...] = (
    r"我(?:说|指|要|问|找|订|查|想要|想问|想说)的是" + _OBJ_ZH,
    r"不是(?P<obj>[^，,。！？!?]{1,20})[，,]?(?:而)?是",
    r"(?:你|您)(?:搞|弄|记|听|理解)错了|(?:你|您)[\u4e00-\u9fff]{0,3}(?:少了|多了|漏了|写错|打错|记错)",
    r"(?:纠正|更正)一下",
    r"(?:我)?(?:刚才)?(?:说|打|写)错了|口误|\btypo\b",
    r"^(?:不对|不是的|错了|说错了)(?:[，,。!！]|$)",
    r"\b(?:no|nope),?\s+I\s+meant\s+" + _OBJ_EN,
    r"^\s*not\s+[\w' -]{1,30},\s*(?:it's\s+|but\s+)?(?P<obj>[\w' -]{1,30})$",
    r"^\s*(?:it's\s+)?(?P<obj>(?!I\b)[\w' -]{1,30}),\s*not\s+[\w' -]{1,30}$",
    r"^\s*(?:是|就是|应该是)(?P<obj>[^，,]{1,12})[，,]\s*(?:而)?不是",
    r"^\s*(?P<obj>[^，,\s]{1,12})[，,]\s*(?:而)?不是[^，,]{1,12}$",
    r"\bI\s+(?:said|asked\s+for|wanted|told\s+you)\s+(?P<obj>[^,.!?;]{1,40}),?\s+not\s+",
    r"\bI\s+meant\s+" + _OBJ_EN,
    r"\bthat's\s+not\s+what\s+I\s+(?:said|meant)",
    r"\b(?:correction|to\s+correct\s+you)\b",
    r"\byou\s+got\s+(?:it|that)\s+wrong",
)
#: A hedged intention with no date ("可能会去学学日语", "说不定要换个工作"): a plan the hedge makes observed.
HEDGED_INTENT_ZH = (r"(?:可能|也许|或许|说不定|兴许|没准|估计)(?:还)?(?:会|要|得|想)?(?:去|再)?"
                    r"(?:学|考|报|买|换|搬|参加|试试|尝试|练|读|跳槽|辞职|转行|开)")
#: Plans and goals ("我打算", "下个月要", "I need to … next month").
PLAN_CUES: tuple[str, ...] = (
    r"打算|计划|准备(?:去|要|在|把)|想要去|目标是|我的目标|我要在.{1,10}之前",
    WHEN_ZH + r".{0,12}(?:要|去|得|会|考|办|换|搬|买|学|参加|出发|回|看|报|约|见|开会|面试|出差|飞|赶)",
    r"(?:要|去|得|会)(?:在)?" + WHEN_ZH,
    r"在想要不要|(?:考虑|想|犹豫)(?:一下)?(?:要不要|是否|该不该)",
    HEDGED_INTENT_ZH,
    r"\bI(?:'m| am)\s+(?:planning|going|about|hoping)\s+to\b",
    r"\bI\s+(?:plan|intend|aim|hope|want)\s+to\b.*\b(?:next|this|tomorrow|by|before|in\s+\w+)\b",
    r"\bI\s+(?:need|have|must|will|'ll|should|may|might|could)\s+(?:to\s+)?\w+.*\b" + WHEN_EN + r"\b",
    r"\b(?:going|heading|moving|flying|travell?ing|visiting|starting|taking|hosting|attending|getting|doing|"
    r"having|running|driving|making|throwing|celebrating)\b.*\b"
    + WHEN_EN + r"\b",
    r"^\s*" + WHEN_EN + r"\b.*\bI(?:'m|\s+am|'ll|\s+will|\s+have|'ve\s+got|\s+need|\s+must)\b",
    r"^\s*(?:(?:maybe|possibly|probably|perhaps|just|also|still|definitely|seriously)\s+)?"
    r"(?!morning|evening|nothing|something|everything|anything|during)\w+ing\b.*\b"
    + WHEN_EN + r"\b",
    r"\bI(?:'m|\s+am)\s+(?!feeling|being|trying|thinking|working\s+on|looking)\w+ing\b.*\b(?:next\s+\w+|tomorrow|"
    r"this\s+(?:weekend|coming\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+the\s+(?:spring|summer|fall|autumn|winter))\b",
    r"\bI'll\s+\w+.*\b(?:next|this\s+weekend|tomorrow|by\s+\w+)\b",
    r"\bmy\s+goal\s+is\b",
    r"\bI(?:'ve|\s+have)\s+got\b.*\b" + WHEN_EN + r"\b",
    r"^\s*(?:my|our)\s+[\w' -]{1,30}?\s+(?:is|are|'s)\s+(?:scheduled\s+|booked\s+|set\s+)?(?:for\s+)?" + WHEN_EN,
    r"^\s*我的[\u4e00-\u9fff]{1,8}?(?:是|在|定在|安排在)" + WHEN_ZH,
    r"^\s*(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:flight|train|appointment|interview|exam|meeting|trip|wedding|party|"
    r"surgery|check-?up|class|lesson|test|game|concert|show|date|deadline|presentation|visit|move|holiday|vacation)\b"
    r"[^.!?]*\b" + WHEN_EN + r"\b",
    r"^\s*我(?:的|们的)?[\u4e00-\u9fff]{0,6}?(?:航班|火车|高铁|面试|考试|会议|预约|手术|婚礼|课|复查|体检|演出|比赛|"
    r"答辩|汇报|旅行|假期)[^，,。]{0,6}?(?:是|在|定在|安排在)?" + WHEN_ZH,
    r"\bI(?:'ve|\s+have)?\s+(?:just\s+|already\s+)?(?:booked|scheduled|reserved|registered|signed\s+up|"
    r"got\s+tickets)\b.*\b" + WHEN_EN + r"\b",
    r"^\s*(?:maybe|possibly|probably|perhaps)\s+(?!not\b)\w+ing\b",
    r"^\s*(?:might|may|could|will)\s+\w+.*\b" + WHEN_EN + r"\b",
    r"\bI\s+(?:might|may|could)\s+(?:end\s+up\s+|well\s+|actually\s+|just\s+|\w+\s+)?(?:mov(?:e|ing)|switch(?:ing)?|"
    r"quit(?:ting)?|start(?:ing)?|learn(?:ing)?|tak(?:e|ing)|buy(?:ing)?|get(?:ting)?|apply(?:ing)?|go(?:ing)?|"
    r"try(?:ing)?|chang(?:e|ing)|sell(?:ing)?|rent(?:ing)?|adopt(?:ing)?|join(?:ing)?|leav(?:e|ing)|study(?:ing)?|"
    r"retir(?:e|ing)|travel(?:l?ing)?|visit(?:ing)?)\b|\bI\s+(?:could|can)\s+see\s+myself\s+\w+ing\b",
    r"我(?:也许|可能|大概|或许|正在|在)?(?:会|想)?考虑|我想(?:要)?(?:学|考|换|买|搬|去|报)",
    r"(?:^\s*|\bI(?:'m| am)\s+)(?:thinking\s+(?:about|of)|considering)\b",
    r"\bI(?:'m|\s+am)\s+thinking\b.*\b" + WHEN_EN + r"\b",
    r"\bI(?:'m| am)\s+(?:\w+\s+)?(?:moving|relocating|starting|leaving|switching|quitting|changing|buying|"
    r"getting\s+married|applying)\b",
    r"\b(?:later|early)\s+this\s+(?:year|month|week)\b|\bnext\s+(?:spring|summer|fall|autumn|winter)\b",
)
#: A plan cancelled or done ("周末改成加班了", "取消了", "cancelled", "finished").
CANCEL_CUES: tuple[str, ...] = (
    r"取消了?|不去了|去不了了?|(?:去|看|玩|吃|办|考|约|聚|走)不成了?|泡汤了?|黄了|计划有变|改成.{1,8}了|算了|作罢|告吹|放弃了|"
    r"不(?:办|搬|考|报|买|参加|举办|过去|回去|出发|旅行|旅游|打|玩|踢|练|约|见|做|搞|跑|游|聚|开|上)了",
    r"(?:已经|终于|总算)?(?:考|做|办|写|搞|弄|跑|修|交)(?:完|好|定)了|(?:已经|终于)完成了?|结束了|拿到了|"
    r"(?:目标)?(?:已经|终于)?(?:达成|实现|做到)了",
    r"\b(?:hit|reached|achieved|met|smashed|crushed)\s+(?:my|our|the)\b[^.!?]{0,30}\bgoal\b|"
    r"\bgoal\s+(?:achieved|reached|met|done)\b",
    r"\b(?:is|was|got|has\s+been)\s+(?:cancell?ed|called\s+off|postponed\s+indefinitely)\b|\bcancell?ed\b",
    r"\b(?:I'm|I\s+am)\s+not\s+going\b|\bcan't\s+go\b|\bwon't\s+(?:go|be\s+going)\b|\bfell\s+through\b|"
    r"\b(?:can't|cannot|won't|couldn't)\s+make\s+it\b|\bsold\s+(?:my|the|our)\s+(?:\w+\s+)?tickets?\b",
    r"\bcall(?:ed|ing)?\s+(?:it\s+)?off\b|"
    r"\b(?:scrap|scratch|forget(?:\s+about)?)\s+(?:the|my|our)\s+(?!last\b|previous\b|above\b|message\b)\w+|"
    r"\b(?:is|are|'s)\s+(?:off(?!\s+the\s+table|[\s-]limits)|not\s+happening)\b|\bnot\s+happening\b|\bno\s+longer\s+happening\b|"
    r"\bgave\s+up\s+on\b|\bbacked\s+out\s+of\b|\bnever\s*mind\s+(?:the|my|about)\b|"
    r"\b(?:had|have|need)\s+to\s+(?:drop(?!\s+(?:off|by))|cancel|skip|miss|bail\s+on|pull\s+out\s+of)\b|"
    r"\bdropp(?:ed|ing)\s+(?:the|my|our)\b|\bbail(?:ed|ing)\s+on\b",
    r"\bI\s+(?:finally\s+|just\s+|already\s+)?(?:finished|completed|submitted|passed|got\s+done\s+with)\b",
    r"\b(?:is|are)\s+(?:done|over|finished)\b|\b(?:is|are|got|have\s+been|has\s+been)\s+(?:all\s+)?(?:filed|"
    r"submitted|paid|sorted(?:\s+out)?|handled|taken\s+care\s+of|wrapped\s+up)\b",
    r"(?:交|提交|递交|寄)(?:上去|出去|掉)?了|搞定了|完事了|办妥了|弄好了",
)
#: A plan called off in the words of a statement ("I'm no longer visiting …", "won't be flying …", "不再去…了"):
#: it expires the open plan it names when there is one; otherwise the sentence is reconciled as usual
#: ("I'm no longer using Vim" is a change of preference, not a cancellation).
SOFT_CANCEL_CUES: tuple[str, ...] = (
    r"(?:\bI(?:'m|\s+am)\s+|^\s*)(?:no\s+longer|not)\s+(?!sure\b)\w+ing\b|\bwon't\s+be\s+\w+ing\b|"
    r"\bnot\s+\w+ing\b.*\bafter\s+all\b|\bafter\s+all\b.*\bnot\b|\bno\s+longer\s+(?:going|planning)\b|"
    r"\b(?:skip(?:ping)?|skipped|ditch(?:ing|ed)?|(?:dropp|pull)(?:ing|ed)\s+out\s+of)\s+(?:the|my|our|this|that)\b",
    r"不再(?:去|办|搬|考|参加|出发)|(?:决定)?不(?:去|办|搬|考|买|参加|举办)(?:[\u4e00-\u9fff]{1,6})?了$",
)
#: Decisions ("定了", "决定", "we decided", "from now on").
DECISION_CUES: tuple[str, ...] = (
    r"(?<![没未不])定了|(?<![没未不])决定|确定(?:用|了|采用)|就这么定|选定|拍板|长期用|以后[^，,。]{0,6}?(?:都|统一|一律|就)|从现在(?:开始|起)|今后",
    r"\b(?:we|I)(?:'ve|\s+have)?\s+decided\b|(?<!not\s)(?<!n't\s)\bdecided\s+to\b|\bfrom\s+now\s+on\b|\bgoing\s+forward\b",
    r"\bwe(?:'ll|\s+will)\s+go\s+with\b|\bsettled\s+on\b|\bwe\s+chose\b|\bour\s+decision\b|"
    r"\b(?:we're|we\s+are|I'm|I\s+am|we've|I've)\s+(?:\w+ly\s+)?(?:going|gone)\s+with\b|"
    r"\b(?:we|I)\s+(?:finally\s+|eventually\s+|ultimately\s+)?(?:went\s+with|opted\s+for|picked(?!\s+up)|chose|"
    r"committed\s+to)\b|\bdecision\s+(?:made|taken)\b|\b(?:locking|locked)\s+in\b|\bsticking\s+with\b|"
    r"\bgoing\s+ahead\s+with\b|\bit's\s+(?:been\s+)?decided\b|\bthat's\s+final\b",
    r"(?:最终|最后|最终还是|还是)(?:选了|选择了|选用了|敲定了?|决定用)|(?:商量|说|讲|谈)好了|谈妥了|拿定主意了",
)
#: A confirmed outcome of what the assistant just proposed ("就用这个方案", "let's go with that").
CONFIRM_CUES: tuple[str, ...] = (
    r"就用(?:这个|这套|你说的|你的)|就(?:按|照)(?:这个|你说的)|就(?:选|定)(?:这个|它)|就这么办|就这个吧|就这样吧|"
    r"就用方案|就它了",
    r"\blet'?s\s+go\s+with\b|\bgo\s+with\s+(?:that|this|it)\b|\blet'?s\s+do\s+(?:it|that)\b|"
    r"\bI'll\s+take\s+it\b|\bsounds\s+good,?\s+(?:book|do)\s+it\b|\bdeal\b|"
    r"^\s*(?:book|take|order|reserve|pick|choose|get)\s+(?:that|this|it)(?:\s+one)?\b|\bthat\s+one\s+(?:works|it\s+is)\b",
    r"就(?:订|买|选|要|用|去)[^，,。]{0,8}?(?:这个|那个|它|这家|那家|这款|那款|这套|那套|那个方案)|就按你说的(?:来|办)|"
    r"(?:就|那就)?(?:选|要)(?:第[一二三四五1-5](?:个|款|种|套)|方案[一二三四五A-Ea-e1-5])",
    r"\blet'?s\s+(?:do|go\s+with|take|pick|book|try)\s+(?:option|plan|number|choice|the\s+(?:first|second|third|last|"
    r"\w+\s+one))\b|^\s*(?:option|plan)\s+[a-e1-5]\b(?:\s+(?:please|it\s+is|sounds\s+good))?",
)
#: Schedules and habits ("每周五下午", "every Friday", "usually").
HABIT_CUES: tuple[str, ...] = (
    r"每(?:周|天|日|晚|月|年|个|逢|次)|一般(?:都|会|在)?|通常|平时|经常|总是|习惯(?:在|于)?",
    r"\bevery\s+(?:day|morning|evening|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+"
    r"(?:evenings|mornings|nights|afternoons)\b|\bon\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b|"
    r"\bI\s+(?:usually|normally|typically|always|often|tend\s+to)\b|"
    r"\b(?:most|many)\s+(?:days|mornings|evenings|nights|weekends|weekdays)\b|"
    r"\b(?:once|twice|three\s+times|\d+\s+times)\s+a\s+(?:day|week|month)\b|\bevery\s+other\s+\w+|"
    r"\beach\s+(?:morning|day|week|evening|night)\b|\bon\s+(?:weekdays|weeknights)\b",
    r"隔天|隔周|每隔|天天|雷打不动|(?:一|每)(?:周|天|个月)(?:[一二三四五两几]|[0-9])次",
)
#: An explicit change of mind ("换成", "改为", "不再", "switch to", "no longer", "moved to").
CHANGE_CUES: tuple[str, ...] = (
    _CHANGE_TO_ZH + r"|换成|改为|改成|改用|改到|"
    r"挪到|推迟到|推到|提前到|调整到|调回|换了|改(?:骑|坐|开|走|乘|喝|吃|穿)|改期到|移到|不再|取消|搬(?:家)?(?:到|去)|换到|换工作|跳槽|调到|提高到|降到|涨到|增加到|减少到|"
    r"现在[^，,。]{0,4}?(?:改|换|住|在|是|用|喜欢|爱|能|不|没|更|已经|开始)|不(?:太|再)?(?:喜欢|爱|吃|喝|用)[^，,。]{0,12}了|已经不|如今|这些天",
    r"\b(?:started|begun|back\s+to)\b[^.!?]*\bagain\b|又开始|重新开始|"
    r"\b(?:moved|rescheduled|pushed|postponed|shifted|changed)\s+to\b|\binstead\b|\bchange\s+of\s+plans?\b|而不是|计划有变|\banymore\b|\bthese\s+days\b|\bnowadays\b|"
    r"\bswitch(?:ed)?\s+(?:to|from|jobs)\b|\bno\s+longer\b|\bnot\s+anymore\b|\bany\s+more\b|\bmoved\s+to\b|"
    r"\brelocated\s+to\b|\bmade\s+the\s+move\b|\bmoved\s+(?:back\s+|up\s+|down\s+|out\s+)?(?:home\s+)?(?:over\s+)?to\b|\bscratch\s+that\b|\bon\s+second\s+thought\b|"
    r"\bchanged\s+my\s+mind\b|\bmake\s+(?:that|it)\b|\bstretch(?:ing)?\s+(?:it\s+)?to\b|\bchanged\s+(?:my|our)\b|\bnow\s+(?:work|live|prefer|use|like)\b|\bI\s+now\b|"
    r"\b(?:raising|increasing|lowering|bumping|upping|cutting|raised|bumped|upped)\s+(?:up\s+)?(?:my|the|our)\b|"
    r"^\s*actually\b,?\s+(?:I|my)\b|^\s*其实我|"
    r"\b(?:is|are|'s|'re|am|'m)\b[^.!?]{1,40}\bnow\s*[.!]?$|"
    r"\bwent\s+(?:up|down)\s+to\b|\b(?:dropped|fell|rose|risen|jumped|climbed|grew|shrank)\s+to\b|\b(?:increased|decreased|raised|lowered)\s+to\b|\bI'm\s+now\b",
)
#: A bare first-person intention: a plan when its sentence names a future time ("My sister's wedding is on
#: June 14 and I'm giving the toast").
INTENT_CUES: tuple[str, ...] = (
    r"^\s*(?:我|本人)(?:也|还|就)?(?:要|会|得|准备|打算|去当|来当|当|负责)",
    r"^\s*I(?:'m|\s+am|'ll\s+be|\s+will\s+be)\s+the\s+\w+",
    r"^\s*I(?:'m|\s+am)\s+(?:going\s+to\s+|gonna\s+)?(?!feeling|being|trying|thinking|looking|so\b)\w+ing\b|"
    r"^\s*I(?:'ll|\s+will|\s+have\s+to|\s+need\s+to|\s+must)\b",
)
#: Subjects that make "moved to" a move of a person, not a reschedule of a thing.
PERSONAL_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "我", "我们", "你", "他", "她", "他们", "她们"})
#: The purpose of a budget stated in the clause before it ("想换台投影仪，预算三千", "For the new phone, …").
BUDGET_PURPOSE_CUES: tuple[str, ...] = (
    r"(?:买|换|入|添|租|装修|订|报)(?:一?[台个部辆套件双张款只份])?(?P<topic>[\u4e00-\u9fffA-Za-z0-9]{1,10})$",
    r"^\s*(?:for|on)\s+(?:an?\s+|the\s+|my\s+)?(?P<topic>[\w\s-]{1,30})$|"
    r"\b(?:shopping\s+for|looking\s+for|buying|getting|saving\s+(?:up\s+)?for|in\s+the\s+market\s+for)\s+"
    r"(?:an?\s+|the\s+|some\s+)?(?:new\s+)?(?P<topic2>[\w\s-]{1,30})$",
)
#: A reschedule: something (``what``) moved to a new time or place ("瑜伽课挪到周四", "standup moved to 10:15").
RESCHEDULE_CUE = (r"^(?P<what>[^，,。！？!?；;]{0,30}?)\s*"
                  r"(?:被|got\s+|was\s+|has\s+been\s+|is\s+being\s+|is\s+|are\s+)?"
                  r"(?:挪到|推迟到|推到|提前到|改到|调到|移到|改期到|换到|"
                  r"\b(?:moved|moving|rescheduled|pushed(?:\s+back)?|bumped|shifted|brought\s+forward)\s+"
                  r"(?:to|till|until))\s*"
                  r"(?P<obj>[^，,。！？!?；;]{1,40})")
#: An explicitly near future ("下周", "明天", "next", "this weekend"): a plan even with a habit word in it.
FUTURE_MARKER = (r"下个?(?:月|周|星期|礼拜)|明天|后天|明年|后年|这周|这个周|本周|今年|今晚|月底|年底|过几天|"
                 r"\b(?:next|tomorrow|tonight|this\s+(?:weekend|week|month|year|coming)|in\s+(?:a\s+few|\d+|two|three)|"
                 r"later\s+this)\b")
#: Hedges: below-threshold certainty → ``observed`` [SPEC 3].
HEDGE_CUES: tuple[str, ...] = (
    r"可能|也许|或许|估计|八成|多半|兴许|大概(?!\s*[0-9一二三四五六七八九十两几百千万])|说不定|不确定|不一定|好像|似乎|应该吧|考虑|还没想好|吧[。！!]?$",
    r"(?:还|并)?(?:没|未)(?:决定|定|想好|想清楚|拿定主意|确定)|犹豫|纠结|拿不准|说不准|要不要|看情况|再说吧?(?:[。！!]?$)|不好说|"
    r"八字还没一撇|如果.{1,12}的话|要是.{1,12}(?:的话|就)|看能不能|看心情|随缘|没准|再看吧",
    r"\b(?:maybe|perhaps|might|possibly|probably|not\s+sure|I\s+think|I\s+guess|considering|"
    r"thinking\s+about|kind\s+of|sort\s+of|not\s+certain|undecided)\b",
    r"\b(?:I|we)\s+may\b|\b(?:haven't|have\s+not|hasn't|not\s+yet)\s+(?:\w+\s+)?(?:decided|made\s+up)\b|"
    r"\bstill\s+(?:weighing|deciding|thinking|on\s+the\s+fence)\b|\bon\s+the\s+fence\b|\bwho\s+knows\b|"
    r"\bnot\s+(?:100%|a\s+hundred\s+percent|decided)\b|\bwe'll\s+see\b|\bif\s+(?:things|it)\s+works?\s+out\b|"
    r"\bdepend(?:s|ing)\s+on\b|\bif\s+I\s+(?:can|get|have)\b|\bmulling\b|\btoying\s+with\b|"
    r"\bup\s+in\s+the\s+air\b|\bnothing(?:'s|\s+is)\s+(?:certain|decided|final|set)\b|\bnot\s+set\s+in\s+stone\b|\btentative(?:ly)?\b|\bweighing\s+(?:up\s+)?(?:my\s+)?options\b",
)
#: The thing a clause is about, whoever its subject is, for a later "it/them/它" ("My husband loves golf but I
#: find it boring").
REFERENT_CUES: tuple[str, ...] = (
    r"\b(?:loves?|likes?|hates?|enjoys?|plays?|watches?|eats?|drinks?|is\s+into|are\s+into|dislikes?)\s+"
    r"(?P<obj>[\w' -]{2,30}?)\s*$",
    r"(?:喜欢|爱|讨厌|爱吃|爱喝|玩|看|吃|喝)(?P<obj>[\u4e00-\u9fff]{1,8})$",
)
#: A clause that denies what it says ("It's not that I dislike cats"): nothing in it is stated.
DENIAL_CUES: tuple[str, ...] = (
    r"^\s*(?:it's|it\s+is)\s+not\s+that\b|^\s*it\s+isn't\s+that\b|^\s*not\s+that\s+I\b",
    r"^\s*(?:倒)?(?:也)?(?:并)?不是(?:说)?我",
)
#: A final 吧 after a change or a choice softens the tone, not the certainty ("预算放到四千吧", "就这个吧").
#: So does one after an approximate amount ("预算三千左右吧").
FIRM_BA_RE = re.compile(r"(?:(?:到|成|为|就|用|换|改|定)[^，,。吧]{0,10}|(?:左右|上下|以内|之内|以下)(?:的样子)?)"
                        r"吧(?=[。！!]?$)")
#: Emphasis: raises importance ("千万", "一定", "记住", "never forget", "always").
EMPHASIS_CUES: tuple[str, ...] = (
    r"千万|一定|记住|记得|务必|绝对|永远|必须|非常重要|严重|特别注意|切记",
    r"\bnever\s+forget\b|\bremember\b|\balways\b|\bnever\b|\bmust\b|\bimportant\b|\babsolutely\b|\bseriously\b|"
    r"\bsevere(?:ly)?\b",
)
#: Transient context (time of day, today): lowers importance.
TRANSIENT_CUES: tuple[str, ...] = (
    r"今天|今晚|今早|刚才|此刻|这会儿",
    r"\btoday\b|\btonight\b|\bthis\s+morning\b|\bright\s+now\b|\bat\s+the\s+moment\b",
)
#: Weather talk never writes.
WEATHER_CUES: tuple[str, ...] = (
    r"天气|下雨|下雪|好热|好冷|气温|晴天|阴天",
    r"\bweather\b|\braining\b|\bsnowing\b|\bsunny\b|\bso\s+(?:hot|cold)\b",
)
#: Whole sentences that are greetings, thanks, laughter, fillers.
SMALL_TALK_CUES: tuple[str, ...] = (
    r"^(?:你好|您好|早上好|早安|晚安|午安|晚上好|下午好|嗨|哈喽|谢谢(?:你|您)?|多谢|感谢|辛苦了|好的|好吧|好|嗯+|哦+|噢+|"
    r"对|是的|没错|行|可以|收到|拜拜|再见|在吗|哈+|呵+|嘿+|嘻+|ok|OK|唉|哎|啊+|今天好累啊?|好累|好困|无聊)+"
    r"[\s，,。！!~～…\.]*$",
    r"^(?:hi|hello|hey|yo|thanks|thank\s+you|thx|ty|lol|lmao|haha+|hehe|ok(?:ay)?|k|cool|nice|great|awesome|"
    r"bye|goodbye|see\s+you|good\s+(?:morning|night|evening|afternoon)|how\s+are\s+you|what's\s+up|sure|yes|no|"
    r"yep|nope|a\s+lot|there|that's\s+funny|so\s+much|very\s+much)(?:[\s,!.~]+(?:hi|hello|hey|there|thanks|"
    r"thank\s+you|lol|haha+|a\s+lot|so\s+much|very\s+much|that's\s+funny|ok|bye))*[\s,!.~?]*$",
)
#: Questions to the agent are not statements about the user.
QUESTION_CUES: tuple[str, ...] = (
    r"[？?]\s*$|[吗呢么]\s*[。]?$|^(?:什么|怎么|为什么|哪|谁|几|多少|是不是|有没有|能不能|可不可以)",
    r"(?<![没不论管])(?:哪里|哪儿|哪个|哪家|哪些|哪种|哪一|为什么|为啥|怎么样|怎么办|如何|多少钱|几点|几号|啥时候|"
    r"什么时候)|(?:好不好|行不行|对不对|可不可以|能不能|要不要|该不该|是不是|有没有|会不会)[呀啊呢]?\s*$|"
    r"^(?:你|您)(?:觉得|说|看|认为)|^(?:请问|想问|问一下)",
    # an A-not-A question near the start needs no question mark ("我明天要不要带伞", "我是不是该换个工作")
    # ("我在考虑要不要换个城市" is a hedged intention, not a question)
    r"^(?![^，,。！!；;]{0,8}?(?:考虑|犹豫|纠结|琢磨|在想|想想|不知道|不确定|决定))[^，,。！!；;]{0,8}?(?<![不管论])(?:要不要|该不该|用不用|需不需要|值不值得|是不是(?:该|要|应该|得)|能不能|可不可以)",
    r"^(?:what|how|why|where|when|who|which)(?:'s|'re|\s+(?:do|does|did|is|are|was|were|can|could|should|would|"
    r"will|shall|have|has|about|if|kind|sort|time|day|one|else|should))\b|"
    r"^(?:do|does|did|can|could|would|will|is|are|should|shall|am|was|were|have|has)\s+(?:you|I|it|we|they|there|"
    r"this|that|he|she|my|the|a)\b|^(?:why|how\s+come)\b",
)
#: Requests to the agent (do something now) are not memories on their own.
REQUEST_CUES: tuple[str, ...] = (
    r"^(?:请)?(?:(?:按|按照|根据|照|依)(?:我的)?[^，。,！!？?]{0,8}?)?"  # "按我的习惯帮我安排…" is still a request
    r"(?:帮我|帮忙|麻烦|给我|替我|你帮|能帮|可以帮|推荐(?:一|几|个|些)|查一下|看看|搜一下|算一下|写一)",
    r"^(?:please\s+)?(?:help|find|book|check|show|tell|give|search|look\s+up|write|draft|translate|summari[sz]e|"
    r"recommend|suggest|explain|calculate|remind\s+me\s+to)\b(?!\s+\w+\s+(?:is|are|was|were|has|got|'s)\b)",
)
#: Statements about someone else are not evidence about the user.
OTHER_PERSON_CUES: tuple[str, ...] = (
    r"^我(?:妈|爸|哥|姐|弟|妹)(?![妈爸哥姐弟妹])|^(?:我|我的|我们)?(?:朋友|好友|闺蜜|哥们|兄弟|同事|同学|室友|舍友|邻居|老板|领导|上司|客户|老师|医生|房东|"
    r"男朋友|女朋友|男友|女友|对象|前任|老婆|老公|妻子|丈夫|孩子|儿子|女儿|妈妈|爸爸|老妈|老爸|哥哥|姐姐|弟弟|妹妹|"
    r"表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|叔叔|阿姨|舅舅|姑姑|姨妈|他|她|他们|她们)"
    r"(?!(?:的)?(?:聚会|聚餐|婚礼|婚宴|生日|派对|会议|饭局|约会))",  # "同学聚会取消了" is the user's event
    r"^(?:my\s+(?:(?:best|close|old|good)\s+)?(?:friends?|buddy|buddies|pal|mate|bestie|wife|husband|partner|"
    r"fianc[eé]e?|girlfriend|boyfriend|ex|kids?|sons?|daughters?|mom|mum|mother|dad|father|parents|brother|sister|"
    r"siblings?|cousin|aunt|uncle|niece|nephew|grandma|grandpa|boss|manager|colleague|co-?worker|teammate|"
    r"roommate|flatmate|housemate|neighbou?r|landlord|landlady|client|doctor|teacher|coach|in-laws?)"
    r"(?:'s)?(?!\s+and\s+(?:I|me)\b)|he|she|they)\b",  # "My brother and I are doing …" includes the user
)

#: The user's household: family members whose service-relevant facts are facts about the user's household.
HOUSEHOLD_MEMBERS: tuple[str, ...] = (
    r"老婆|老公|妻子|丈夫|爱人|太太|媳妇|孩子|小孩|儿子|女儿|闺女|宝宝|宝贝|娃|双胞胎|父母|爸妈|爸爸|妈妈|父亲|母亲|爷爷|奶奶|"
    r"外公|外婆|家人|家里人|狗狗|狗|猫咪|猫|宠物|妈|爸",
    r"wife|husband|partner|spouse|kids?|children|child|sons?|daughters?|baby|toddler|twins|mom|mum|mother|dad|"
    r"father|parents|family|grandma|grandpa|grandmother|grandfather|dog|cat|puppy|kitten|pet",
)
#: What about a household member is worth remembering for service: allergies, intolerances, diets, ages,
#: names, health conditions that change what to recommend. Their likes and whereabouts are not stored.
HOUSEHOLD_FACT_CUES: tuple[str, ...] = (
    r"过敏|不耐受|吃素|素食|吃全素|吃清真|忌口|不(?:能|可以)?吃|不(?:能|可以)?喝|[0-9一二三四五六七八九十两]+(?:岁|个月)(?:大|了)?|"
    r"叫(?!我|你|他|她|人)(?:做)?[\u4e00-\u9fffA-Za-z]{1,4}$|名字(?:是|叫)|糖尿病|高血压|哮喘|怀孕|孕期|"
    r"(?:血压|血糖|血脂|尿酸)(?:有点|比较|偏|很)?高|心脏不好|肾不好|痛风",
    r"\ballerg(?:ic|y|ies)\b|\bintoleran(?:t|ce)\b|\b(?:vegetarian|vegan|pescatarian|halal|kosher|gluten[\s-]free|"
    r"dairy[\s-]free)\b|\b(?:doesn't|does\s+not|don't|do\s+not|can't|cannot)\s+(?:eat|drink|have)\b|"
    r"\b\d+\s*(?:years?|months?)(?:\s+|-)old\b|\b(?:is|are|turned|turns|'s)\s+(?:\d+|one|two|three|four|five|six|"
    r"seven|eight|nine|ten|eleven|twelve)(?:\s+(?:years?|months?)(?:\s+old)?)?\s*$|\bnamed\s+\w|\bname\s+is\b|"
    r"\bgoes\s+by\b|\bdiabetic\b|\bdiabetes\b|\basthma\b|\bpregnant\b",
)

#: Statements addressed to the agent ("you are now …", "你现在是…") are not evidence about the user.
AGENT_ADDRESS_CUES: tuple[str, ...] = (
    r"(?:^|[^我])你(?:现在|从现在起|以后)?(?:就)?(?:是|扮演|必须|只能|要听|得听)",
    r"\byou\s+(?:are|will\s+be|must|shall|have\s+to)\b|\byou're\s+now\b",
)

#: Past facts ("我以前住在北京", "I used to live in Chicago") are not the user's current profile.
PAST_CUES: tuple[str, ...] = (
    r"以前|之前|曾经|过去|原来|小时候|上大学时|那时候",
    r"\bused\s+to\b|\bpreviously\b|\bformerly\b|\bback\s+(?:then|in)\b|\bas\s+a\s+kid\b|\bwhen\s+I\s+was\b",
)

#: A few cities, so "我在上海工作" is read as a city rather than an employer.
KNOWN_CITIES: frozenset[str] = frozenset((
    "北京", "上海", "广州", "深圳", "杭州", "南京", "苏州", "成都", "重庆", "武汉",
    "西安", "天津", "长沙", "厦门", "青岛", "大连", "宁波", "无锡", "合肥", "郑州",
    "济南", "福州", "昆明", "香港", "澳门", "台北", "东京", "大阪", "首尔", "新加坡",
    "伦敦", "巴黎", "柏林", "纽约",
))

_NAME_EN = r"(?P<obj>(?-i:[A-Z][\w'&-]*\.?(?:\s+[A-Z][\w'&-]*\.?){0,3}))"
_PLACE_EN = r"(?P<obj>(?-i:[A-Z][\w'.-]+(?:\s+[A-Z][\w'.-]+){0,3}))"
#: Capitalised words after "I'm" that are not names.
NOT_NAMES_EN = (r"American|British|Chinese|Canadian|Australian|Indian|Japanese|Korean|German|French|Italian|Spanish|"
                r"Mexican|Brazilian|Russian|Dutch|Swiss|Swedish|Irish|Scottish|English|Welsh|Asian|European|African|"
                r"Latino|Latina|Jewish|Muslim|Christian|Catholic|Buddhist|Hindu|Vegan|Vegetarian|Sorry|Fine|Good|Okay|"
                r"Ok|OK|Done|Back|Here|Home|Ready|Free|Busy|Tired|Not|So|Just|Also|Still|In|On|At|Off|Out|Up|Sure|"
                r"Glad|Happy|Excited|Afraid|Going|Looking|Trying|Thinking|Really|Very|Too|Allergic|Based|From|Married|"
                r"Single|Retired|Pregnant|Bilingual|Left|Right|Male|Female|Gay|Straight|Mom|Dad|Lactose|Gluten|"
                r"Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday")
#: Common Chinese surnames: "我是张伟" names the user, "我是程序员" does not.
SURNAMES_ZH = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈"
               "姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤")
_ROLE_WORDS_ZH = (r"工程师|经理|产品经理|项目经理|设计师|老师|教师|医生|护士|学生|研究生|博士|律师|程序员|"
                  r"分析师|会计|研究员|"
                  r"架构师|运营|销售|主管|总监|顾问|编辑|记者|作家|创业者|自由职业者|厨师|司机|药剂师|牙医|教授|讲师|"
                  r"飞行员|空乘|摄影师|翻译|实习生|公务员|警察|消防员|会计师|咨询师|主播|博主|全职妈妈|全职爸爸|HR|"
                  r"人事|财务|测试|前端|后端|运维|数据分析师|科学家|艺术家|音乐人|导游|工人|农民|店主|老板")
_ROLE_WORDS_EN = (r"engineer|developer|manager|designer|teacher|doctor|nurse|student|lawyer|scientist|analyst|"
                  r"accountant|researcher|architect|consultant|writer|editor|journalist|founder|programmer|chef|"
                  r"product\s+owner|director|freelancer|nurse|pharmacist|dentist|professor|lecturer|pilot|mechanic|"
                  r"electrician|plumber|barista|photographer|artist|musician|translator|intern|tutor|paramedic|"
                  r"veterinarian|vet|therapist|recruiter|marketer|entrepreneur|economist|officer|technician|"
                  r"firefighter|librarian|pharmacist|surgeon|physician|data\s+scientist|copywriter|illustrator")


#: Words that open "X过敏" without naming an allergen ("有点过敏", "季节性过敏").
NOT_ALLERGENS_ZH = r"我|有点|有些|容易|也|都|会|很|特别|严重|季节|皮肤|好像|可能|似乎|也许|大概|一直|从小|天生"
#: Places one stays in that are not a city of residence ("在酒店住").
NOT_RESIDENCES_ZH = r"酒店|宾馆|民宿|家|学校|宿舍|公司|朋友|亲戚|医院|外面|这|那|哪"
#: "在骑电动车上班" is how the user gets to work, not where ("在X上班" names an employer otherwise).
_NOT_TRANSPORT = r"(?!在|骑|坐|开车|走路|步行|乘|打车)"


@dataclass(frozen=True)
class ProfileRule:
    """A single-valued (``slot``) or multi-valued profile fact; ``obj`` in the pattern is the value."""

    slot: str | None
    pattern: str
    entity_kind: str = ""


#: Profile facts with their slot names (``None`` = several values allowed, e.g. allergies).
PROFILE_RULES: tuple[ProfileRule, ...] = (
    ProfileRule("name", r"(?:我叫|我的名字(?:是|叫)|叫我)(?P<obj>[\u4e00-\u9fffA-Za-z·]{1,10}?)(?:就行|就好|吧)?$"),
    ProfileRule("name", r"\b(?:my\s+name\s+is|call\s+me|I'm\s+called|(?:my\s+)?name's|I\s+go\s+by)\s+" + _NAME_EN),
    ProfileRule("name", r"^\s*(?:hi|hey|hello)?[,\s]*(?:this\s+is|it's|I'm|I\s+am)\s+(?!(?:" + NOT_NAMES_EN + r")\b)"
                        r"(?P<obj>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?:\s+here)?\s*[.!]?$"),
    ProfileRule("name", r"^\s*(?P<obj>(?!(?:" + NOT_NAMES_EN + r")\b)[A-Z][a-z]+)\s+here\s*[.!]?$"),
    ProfileRule("name", r"^\s*(?:我)?叫(?P<obj>[" + SURNAMES_ZH + r"][\u4e00-\u9fff]{1,2})$"),
    ProfileRule("name", r"^\s*(?:大家好[，,]?)?我是(?P<obj>[" + SURNAMES_ZH + r"]"
                        r"(?!老师|总|经理|医生|哥|姐|工|先生|女士|小姐|阿姨|叔|家|的)[\u4e00-\u9fff]{1,2})$"),
    ProfileRule("city", r"(?:住在|生活在|定居(?:在|于)?|落户|常住|常驻|搬(?:家)?(?:到|去)了?|现在住在?|住)"
                        r"(?P<obj>[\u4e00-\u9fff]{2,6}?)(?:市)?(?:了|啦)?$"),
    ProfileRule("city", r"在(?P<obj>[\u4e00-\u9fff]{2,4}?)(?:市)?(?:生活|居住|定居)"),
    ProfileRule("city", r"在(?P<obj>(?!" + NOT_RESIDENCES_ZH + r")[\u4e00-\u9fff]{2,4}?)(?:市)?住(?:着|了|呢|啦)?$"),
    ProfileRule("city", r"(?:调回|调到|调去|回到|外派到|派驻到?)(?P<obj>[\u4e00-\u9fff]{2,4}?)(?:市)?"
                        r"(?:总部|分公司|办公室|工作|上班)?了?$"),
    ProfileRule("city", r"\b(?:I\s+(?:now\s+|currently\s+)?live\s+in|I'm\s+based\s+in|I\s+am\s+based\s+in|"
                        r"I(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|currently\s+)?living\s+in|"
                        r"I(?:'ve|\s+have)\s+lived\s+in|"
                        r"(?:(?:I|we)(?:'ve|\s+have)?\s+|^\s*)(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+"
                        r"(?:back\s+|up\s+|down\s+|out\s+)?(?:home\s+)?(?:over\s+)?to|"
                        r"(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?made\s+the\s+move\s+to|"
                        r"based\s+in|I\s+live\s+(?:just\s+)?(?:in|outside(?:\s+of)?|near|close\s+to)|(?:I'm|I\s+am|we're|we\s+are)\s+(?:now\s+)?(?:in|living\s+in)"
                        r"(?=\s+(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*){0,3}\s+now\b))\s+"
                        + _PLACE_EN),
    ProfileRule("employer", r"在" + _NOT_TRANSPORT
                + r"(?P<obj>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:公司)?(?:做|当|担任)(?:一名|一个)?"
                            r"[\u4e00-\u9fffA-Za-z]{0,8}?(?:" + _ROLE_WORDS_ZH + ")"),
    ProfileRule("employer", r"在" + _NOT_TRANSPORT
                + r"(?P<obj>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:公司)?(?:工作|上班|任职|实习|搬砖|打工|上岗)"),
    ProfileRule("employer", r"\bI\s+(?:now\s+|currently\s+)?(?:work|am\s+working|'m\s+working)\s+"
                            r"(?:as\s+an?\s+[\w\s]+?\s+)?"
                            r"(?:at|for)\s+" + _NAME_EN),
    ProfileRule("employer", r"\bI\s+(?:just\s+)?joined\s+" + _NAME_EN),
    ProfileRule("employer", r"\bI(?:'ve|\s+have)\s+been\s+(?:working\s+)?(?:at|with)\s+" + _NAME_EN),
    ProfileRule("employer", r"\b(?:I\s+)?(?:just\s+)?(?:started|began)\s+(?:a\s+new\s+job\s+|working\s+)?at\s+"
                            + _NAME_EN),
    ProfileRule("employer", r"(?:跳槽|入职|加入)(?:去|到)?了?(?P<obj>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)(?:公司|集团)?$"),
    ProfileRule("role", r"我是(?:一名|一个|一位|个|名)?(?P<obj>[\u4e00-\u9fffA-Za-z]{0,8}?(?:" + _ROLE_WORDS_ZH + "))"),
    ProfileRule("role", r"(?:做|当|担任)(?:一名|一个)?(?P<obj>[\u4e00-\u9fffA-Za-z]{0,8}?(?:" + _ROLE_WORDS_ZH + "))"),
    ProfileRule("role", r"\b(?:work(?:ing)?\s+)?as\s+(?P<obj>an?\s+(?:[\w-]+\s+){0,2}(?:" + _ROLE_WORDS_EN + r"))\b"),
    ProfileRule("role", r"\bI\s+work\s+as\s+(?P<obj>an?\s+[\w\s-]+?)(?=\s+(?:at|for|in)\b|$)"),
    ProfileRule("role", r"\b(?:I(?:'ve|\s+have)\s+)?been\s+(?:working\s+)?as\s+(?P<obj>an?\s+[\w-]+(?:\s+[\w-]+)?)"
                        r"(?=\s+(?:for|at|in|since)\b|\s*$)"),
    ProfileRule("role", r"\bI(?:'m| am)\s+(?P<obj>an?\s+(?:[\w-]+\s+){0,3}(?:" + _ROLE_WORDS_EN + r"))\b"),
    ProfileRule("field", r"\b(?:I\s+)?work(?:ing)?\s+in\s+(?P<obj>(?-i:[a-z])[\w-]+(?:\s+(?-i:[a-z])[\w-]+)?)"
                         r"(?=\s+(?:at|for|in|as)\b|\s*$)"),
    ProfileRule("field", r"\bI\s+do\s+(?P<obj>(?:[a-z]+\s+){0,2}(?:engineering|design|marketing|sales|consulting|"
                         r"research|accounting|development|analytics|law|nursing|teaching|finance|HR|support|operations|"
                         r"logistics|recruiting|programming|coding|tech|IT|PR))\s+(?:for|at|in)\b"),
    ProfileRule("field", r"^\s*(?:在|做)?(?P<obj>(?:IT|互联网|金融|教育|医疗|制造|零售|餐饮|媒体|广告|游戏|咨询|"
                         r"法律|建筑|物流|电商|房地产|汽车)(?:行业|业)?)\s*(?:行业)?(?:工作|上班)?$"),
    ProfileRule("field", r"^\s*我是(?:做|搞|干)(?P<obj>[\u4e00-\u9fffA-Za-z]{2,8}?)的$"),
    ProfileRule("field", r"(?:做|搞|从事|干)(?P<obj>(?:美术|设计|市场|销售|运营|财务|人事|行政|法务|技术|开发|"
                         r"研发|产品|教育|医疗|金融|咨询|媒体|广告|IT|互联网|游戏)(?:工作|方面|相关|行业)?)$"),
    ProfileRule("school", r"在(?P<obj>[\u4e00-\u9fffA-Za-z]{2,10}?)(?:大学)?(?:读|上)(?:大[一二三四]|研[一二三]?|"
                          r"研究生|博士|本科|硕士|高[一二三]|初[一二三]|书|大学)"),
    ProfileRule("school", r"\b(?:student|studying|I\s+study)\s+at\s+" + _NAME_EN),
    ProfileRule("language", r"(?:我的)?母语是(?P<obj>[\u4e00-\u9fff]{1,6}?(?:语|话|文))"),
    ProfileRule("language", r"\bmy\s+(?:native|first|mother)\s+(?:language|tongue)\s+is\s+(?P<obj>[A-Z]\w+)"),
    ProfileRule("language", r"\bI(?:'m| am)\s+a\s+native\s+(?P<obj>[A-Z]\w+)\s+speaker"),
    ProfileRule("language", r"\bI\s+grew\s+up\s+speaking\s+(?P<obj>[A-Z]\w+)"),
    ProfileRule("language", r"^\s*(?P<obj>[A-Z]\w+)\s+is\s+my\s+(?:native|first|mother)\s+(?:language|tongue)"),
    ProfileRule("language", r"从小(?:说|讲)(?P<obj>[\u4e00-\u9fff]{1,6}?(?:语|话))长大"),
    ProfileRule("diet", r"我(?P<obj>吃素|吃全素|是素食者|是素食主义者|吃清真|不吃肉)"),
    ProfileRule("diet", r"我(?:现在)?(?:开始|又|重新)(?:开始)?(?P<obj>吃肉|吃荤)"),
    ProfileRule("diet", r"\bI(?:'m| am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|strictly\s+|fully\s+|a\s+)*"
                        r"(?P<obj>vegetarian|vegan|pescatarian|gluten[\s-]free|dairy[\s-]free|keto)\b"),
    ProfileRule("diet", r"\bI\s+(?:recently\s+|just\s+)?(?:went|turned|became|switched\s+to\s+being)\s+(?:a\s+)?"
                        r"(?P<obj>vegetarian|vegan|pescatarian|gluten[\s-]free|dairy[\s-]free|keto)\b"),
    ProfileRule("diet", r"\bI\s+(?:only\s+)?(?:eat|keep|follow)\s+(?:a\s+)?(?P<obj>halal|kosher|keto|paleo)\b"),
    ProfileRule("diet", r"\bI(?:'m| am)\s+on\s+an?\s+(?P<obj>keto|paleo|low-carb|vegan|vegetarian)\s+diet\b"),
    ProfileRule("budget", r"(?:我(?:的)?)?(?P<topic>(?:(?!我|的|预算)[\u4e00-\u9fffA-Za-z0-9]){1,10})?"
                          r"(?:的话[，,]?)?的?"
                          r"(?:预算|心理价位|价位)"
                          r"(?:现在|已经)?(?:每个?月|一个月|每年|每周|每晚)?(?:就|只有|只|也就|可以|能)?"
                          r"(?:是|为|有|大概|大约|约|在|控制在|"
                          + _CHANGE_TO_ZH + r")?"
                          r"(?P<obj>" + _AMOUNT_ZH + r")"),
    ProfileRule("budget", r"(?:我)?(?P<topic>(?:买|装修|换|租|旅行|旅游|报|办)[\u4e00-\u9fffA-Za-z0-9]{0,8}?)?"
                          r"(?:的钱|的话)?(?:最多|顶多|最高|不超过|控制在)(?:只)?(?:能)?(?:花|出|给|用)?"
                          r"(?P<obj>" + _AMOUNT_ZH + r")"),
    ProfileRule("budget", r"\b(?:my|the|our)\s+(?:(?P<topic>[\w-]+(?:\s+[\w-]+)?)\s+)?budget"
                          r"(?:\s+for\s+(?:an?\s+|the\s+)?(?P<topic2>[\w\s]+?))?\s+(?:" + _BUDGET_VERB_EN
                          + r")\s+(?P<obj>" + _AMOUNT_EN + ")"),
    ProfileRule("budget", r"\b(?:raising|increasing|lowering|cutting|bumping|upping|setting|raised|increased|"
                          r"lowered|cut|bumped|upped|set)\s+(?:up\s+)?(?:my|the)\s+(?:(?P<topic>[\w-]+)\s+)?budget"
                          r"\s+(?:to|at)\s+(?P<obj>" + _AMOUNT_EN + ")"),
    ProfileRule("budget", r"^\s*(?:but\s+)?(?:nothing|no\s+more\s+than|not\s+more\s+than|max(?:imum)?|under|below|"
                          r"at\s+most|up\s+to)\s+(?:over\s+|above\s+|more\s+than\s+)?(?P<obj>" + _AMOUNT_EN + r")\s*$"),
    ProfileRule("budget", r"\bI\s+(?:can't|cannot|won't)\s+(?:spend|pay|go)\s+(?:more\s+than|over|above)\s+(?P<obj>"
                          + _AMOUNT_EN + r")"),
    ProfileRule("budget", r"\bI\s+(?:don't|do\s+not)\s+want\s+to\s+(?:spend|pay|go|be)\s+(?:more\s+than|over|above)\s+"
                          r"(?P<obj>" + _AMOUNT_EN + r")"
                          r"(?:\s+(?:on|for)\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}))?"),
    ProfileRule("budget", r"\bI(?:'ve|\s+have)?\s+(?:got\s+)?(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?"
                          r"(?P<obj>[$€£¥]\s?\d[\d,.]*\s?[kK]?|\d[\d,.]*\s?(?:k|K|dollars|euros|pounds|yuan)\b)"
                          r"\s+to\s+spend(?:\s+on\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}))?"),
    ProfileRule("budget", r"\b(?:(?:a|with|on|and|my|the|our)\s+)?(?:(?P<topic>(?!(?:a|an|the|my|our)\b)[\w-]+)\s+)?"
                          r"budget\s+(?:is\s+)?"
                          r"(?:around|about|roughly|of|under|below|max(?:imum)?|up\s+to|at\s+most|~)\s*(?P<obj>"
                          + _AMOUNT_EN + ")"),
    ProfileRule("budget", r"\b(?:the\s+)?(?:max(?:imum)?|most)\s+(?:I|we)(?:'d|\s+would|\s+can|'ll|\s+will)?\s+"
                          r"(?:pay|spend|go)\s+(?:for|on)\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}?)\s+is\s+"
                          r"(?P<obj>" + _AMOUNT_EN + r")"),
    ProfileRule("budget", r"\b(?:I|we)\s+can\s+(?:only\s+)?(?:spend|afford|stretch(?:\s+(?:it|my\s+budget))?\s+to|"
                          r"go\s+(?:up\s+)?to|go\s+as\s+high\s+as)\s+(?:up\s+to\s+|at\s+most\s+|about\s+|around\s+)?"
                          r"(?P<obj>" + _AMOUNT_EN + r")"
                          r"(?:\s+(?:on|for)\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}))?"),
    ProfileRule("budget", r"\b(?:keep|stay|cap)\s+(?:it\s+|(?:(?:the|my)\s+)?(?:whole\s+|total\s+|entire\s+)?"
                          r"(?P<topic>[\w\s-]{1,20}?)\s+)?(?:under|below|within|at\s+most|to)\s+(?P<obj>"
                          + _AMOUNT_EN + ")"),
    ProfileRule("budget", r"\bI\s+meant\s+(?P<obj>[$€£¥]\s?\d[\d,.]*\s?[kK]?)(?:\s+(?:for|on)\s+(?:an?\s+|the\s+)?"
                          r"(?P<topic>[\w\s-]{1,30}))?"),
    ProfileRule("budget", r"\bI(?:'ve|\s+have)\s+(?:set|put)\s+aside\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?"
                          r"(?P<obj>" + _AMOUNT_EN + r")(?:\s+(?:for|on)\s+(?:an?\s+|the\s+|my\s+)?"
                          r"(?P<topic>[\w\s-]{1,30}))?"),
    ProfileRule("budget", r"(?P<topic>(?:买|换|租|装修)[\u4e00-\u9fff]{0,6}?)?(?:的)?(?:首付|预算)?"
                          r"(?:能|可以|最多|大概)(?:拿出|掏出|凑出|出)(?P<obj>" + _AMOUNT_ZH + r")"),
    ProfileRule(None, r"(?:我)?对(?P<obj>[^，,。！？!?]{1,10}?)(?:严重)?过敏", "allergy"),
    ProfileRule(None, r"^\s*(?:我|本人)?(?P<obj>(?!" + NOT_ALLERGENS_ZH + r")(?:(?!对)[\u4e00-\u9fff]){1,6}?)"
                      r"(?:也|都)?(?:严重|有点|轻微)?过敏(?!性)", "allergy"),
    ProfileRule(None, r"\bI(?:'m| am)\s+(?:[a-z]+(?:ly)?\s+)?allergic\s+to\s+(?P<obj>[^,.!?;]{1,40})", "allergy"),
    ProfileRule(None, r"\bI\s+have\s+an?\s+(?P<obj>[\w\s]{1,30}?)\s+allergy\b", "allergy"),
    ProfileRule(None, r"(?:我|我家|家里)?(?:养了|养着|有)(?P<obj>(?:一|两|三|几|[0-9])?(?:只|条|匹)[^，,。]{0,12}?"
                      r"(?:猫|狗|柯基|柴犬|金毛|泰迪|比熊|哈士奇|边牧|布偶|英短|美短|兔|仓鼠|鹦鹉|乌龟|鱼))", "pet"),
    ProfileRule(None, r"\b(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?adopted\s+(?P<obj>(?:a|an|one|two|\d+)\s+"
                      r"[^.!?;]{1,50})", "pet"),
    ProfileRule(None, r"\b(?:I|we)(?:'ve|\s+have)?\s+(?:have|own|got)\s+(?P<obj>(?:a|an|one|two|three|four|\d+)\s+"
                      r"[\w\s-]{1,30}?\s+"
                      r"(?:called|named)\s+[A-Z][\w-]*(?:\s+and\s+[A-Z][\w-]*)?)", "pet"),
    ProfileRule(None, r"\bI\s+(?:have|own|got|adopted)\s+(?P<obj>(?:a|an|one|two|three|four|\d+)\s+(?:[\w-]+\s+)?"
                      r"(?:cats?|dogs?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|parrots?|birds?|turtles?|"
                      r"guinea\s+pigs?)\b[^.!?;]{0,40})", "pet"),
    ProfileRule(None, r"(?P<obj>乳糖|麸质|酒精|咖啡因)不耐受?", "intolerance"),
    ProfileRule(None, r"\b(?:I|we)\s+have\s+(?P<obj>(?:a|an|one|two|three|four|five|\d+)\s+(?:young\s+|little\s+)?"
                      r"(?:kids?|children|child|sons?|daughters?|boys?|girls?|grandchildren|grandkids|twins)\b"
                      r"[^,.!?;]{0,30})", "family"),
    ProfileRule(None, r"(?:我|我们|我家|我们家)有(?P<obj>(?:一|两|三|四|[0-9])个(?:孩子|小孩|儿子|女儿|娃|宝宝)"
                      r"[^，,。]{0,10})", "family"),
    ProfileRule(None, r"我(?:好像|可能|似乎|一直)?(?:有|得了|患有)(?:点|一点|轻微的)?"
                      r"(?P<obj>(?:过敏性)?(?:鼻炎|哮喘|糖尿病|高血压|胃病|胃炎|偏头痛|湿疹|荨麻疹|痛风|颈椎病|"
                      r"腰椎间盘突出|低血糖|贫血))", "health"),
    ProfileRule(None, r"\bI\s+have\s+(?P<obj>asthma|diabetes|type\s+[12]\s+diabetes|high\s+blood\s+pressure|"
                      r"hypertension|migraines|eczema|celiac\s+disease|coeliac\s+disease|IBS|gout|anemia)\b", "health"),
    ProfileRule(None, r"\b(?P<obj>lactose|gluten|fructose|alcohol|caffeine)[\s-]+intoleran", "intolerance"),
)


@dataclass(frozen=True)
class TriggerHit:
    """One cue that fired on a clause."""

    kind: Literal["preference", "correction", "plan", "cancel", "decision", "confirm", "habit", "profile", "change"]
    type: MemoryType
    pattern: str
    polarity: int = 1
    obj: str | None = None
    slot: str | None = None
    entity_kind: str = ""
    start: int = 0
    topic: str | None = None  # what a budget is for ("买笔记本电脑", "new laptop")


#: Clauses whose trigger hits are kept per lexicon (the same clause is asked about several times per sentence).
HIT_CACHE_SIZE = 512
#: Order in which a sentence's non-profile hits decide its type (first wins).
KIND_PRIORITY: tuple[str, ...] = ("cancel", "correction", "confirm", "decision", "plan", "preference", "habit")

_TYPE_OF_KIND: dict[str, MemoryType] = {
    "preference": MemoryType.PREFERENCE, "correction": MemoryType.CORRECTION, "plan": MemoryType.PLAN,
    "cancel": MemoryType.PLAN, "decision": MemoryType.DECISION, "confirm": MemoryType.DECISION,
    "habit": MemoryType.FACT, "profile": MemoryType.PROFILE, "change": MemoryType.PREFERENCE,
}


_MOVE_RE = re.compile(r"搬|\bmov(?:e|ed|ing)\b|\brelocat", re.IGNORECASE)
_MOVE_INTENT_RE = re.compile(r"(?:要|打算|准备|将要?|会|想)搬|\b(?:going\s+to|will|'ll|plan(?:ning)?\s+to|want\s+to)\s+"
                             r"(?:move|relocate)\b", re.IGNORECASE)
_STANDING_RE = re.compile(r"都要|一律|每次都|以后都|统一用|\balways\b|\bevery\s+time\b|\bfrom\s+now\s+on\b",
                          re.IGNORECASE)
_TRAILING_SYMBOLS_RE = re.compile(r"[^\w)\]）」》\"'%$€£¥]+$")
_PARTICLES_RE = re.compile(r"[的了啊呢吧呀哦嘛啦]+")


def _compile(patterns: tuple[str, ...]) -> tuple[re.Pattern[str], ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in patterns)


@dataclass
class TriggerLexicon:
    """All cue lists; pass any of them to override the defaults (each is a tuple of regexes)."""

    preference_positive: tuple[str, ...] = POSITIVE_PREFERENCE_CUES
    preference_negative: tuple[str, ...] = NEGATIVE_PREFERENCE_CUES
    preference_implicit: tuple[str, ...] = IMPLICIT_NEGATIVE_CUES
    preference_denied: tuple[str, ...] = NEGATED_NEGATIVE_CUES
    correction: tuple[str, ...] = CORRECTION_CUES
    plan: tuple[str, ...] = PLAN_CUES
    cancel: tuple[str, ...] = CANCEL_CUES
    soft_cancel: tuple[str, ...] = SOFT_CANCEL_CUES
    decision: tuple[str, ...] = DECISION_CUES
    confirm: tuple[str, ...] = CONFIRM_CUES
    habit: tuple[str, ...] = HABIT_CUES
    change: tuple[str, ...] = CHANGE_CUES
    hedge: tuple[str, ...] = HEDGE_CUES
    emphasis: tuple[str, ...] = EMPHASIS_CUES
    transient: tuple[str, ...] = TRANSIENT_CUES
    weather: tuple[str, ...] = WEATHER_CUES
    small_talk: tuple[str, ...] = SMALL_TALK_CUES
    question: tuple[str, ...] = QUESTION_CUES
    request: tuple[str, ...] = REQUEST_CUES
    other_person: tuple[str, ...] = OTHER_PERSON_CUES
    household_members: tuple[str, ...] = HOUSEHOLD_MEMBERS
    household_facts: tuple[str, ...] = HOUSEHOLD_FACT_CUES
    agent_address: tuple[str, ...] = AGENT_ADDRESS_CUES
    past: tuple[str, ...] = PAST_CUES
    intent: tuple[str, ...] = INTENT_CUES
    denial: tuple[str, ...] = DENIAL_CUES
    referents: tuple[str, ...] = REFERENT_CUES
    budget_purposes: tuple[str, ...] = BUDGET_PURPOSE_CUES
    reschedule: str = RESCHEDULE_CUE
    future_marker: str = FUTURE_MARKER
    profile: tuple[ProfileRule, ...] = PROFILE_RULES
    cities: frozenset[str] = KNOWN_CITIES
    _compiled: dict[str, tuple[re.Pattern[str], ...]] = field(default_factory=dict, init=False, repr=False)
    _hit_cache: BoundedLRU[str, tuple[TriggerHit, ...]] = field(
        default_factory=lambda: BoundedLRU(HIT_CACHE_SIZE, name="write.trigger_hits"), init=False, repr=False,
        compare=False)

    def __post_init__(self) -> None:
        for name in ("preference_positive", "preference_negative", "preference_implicit", "preference_denied",
                     "correction", "plan",
                     "cancel", "soft_cancel", "decision",
                     "confirm", "habit", "change", "hedge", "emphasis", "transient", "weather", "small_talk",
                     "question", "request", "other_person", "agent_address", "past", "household_facts", "intent",
                     "budget_purposes", "denial", "referents"):
            self._compiled[name] = _compile(getattr(self, name))
        zh, en = self.household_members[0], "|".join(self.household_members[1:])
        self._household = re.compile(rf"^\s*(?:我(?:的|家)?|我们家(?:的)?)(?P<who>{zh})|"
                                     rf"^\s*(?:my|our)\s+(?P<who_en>{en})\b", re.IGNORECASE)
        self._reschedule = re.compile(self.reschedule, re.IGNORECASE)
        self._future = re.compile(self.future_marker, re.IGNORECASE)
        self._when = re.compile(WHEN_ZH + r"|\b" + WHEN_EN + r"\b", re.IGNORECASE)
        self._profile = tuple((rule, re.compile(rule.pattern, re.IGNORECASE if rule.pattern.startswith(r"\b")
                                                 else 0)) for rule in self.profile)

    def _any(self, name: str, text: str) -> bool:
        return any(p.search(text) for p in self._compiled[name])

    def is_small_talk(self, sentence: str) -> bool:
        """Greetings, thanks, laughter, weather and fillers (the whole sentence, or any clause is weather)."""
        parts = [p for p in re.split(r"[，,。！!？?~～…]+", sentence) if p.strip()]
        if not parts:
            return True
        weather = self._any("weather", sentence) and (self.is_transient(sentence) or not any(
            self._any(name, sentence) for name in ("preference_positive", "preference_negative", "preference_denied",
                                                   "cancel")))
        return weather or all(self._any("small_talk", p.strip()) for p in parts)

    def is_question(self, sentence: str) -> bool:
        return self._any("question", sentence.strip())

    def is_request(self, clause: str) -> bool:
        """A request to act now ("帮我订…", "book me …") — but "book that one" confirms a proposal."""
        text = clause.strip()
        return self._any("request", text) and not self._any("confirm", text) and not _STANDING_RE.search(text)

    def is_other_person(self, clause: str) -> bool:
        """About someone else, or addressed to the agent ("you are now …") — not evidence about the user."""
        return self._any("other_person", clause.strip()) or self._any("agent_address", clause)

    def household(self, clause: str) -> str | None:
        """The family member a clause states a service-relevant fact about ("我儿子对花生过敏" → "儿子"), else None.

        >>> lex = TriggerLexicon()
        >>> lex.household("My daughter Emma is allergic to gluten"), lex.household("我同事住在南京")
        ('daughter', None)
        """
        m = self._household.match(clause)
        if m is None or not self._any("household_facts", clause[m.end():]):
            return None
        return m.group("who") or m.group("who_en")

    def household_member(self, clause: str) -> str | None:
        """The family member a clause is about (whatever it says), else None: "My wife hates cilantro" → "wife"."""
        m = self._household.match(clause)
        return (m.group("who") or m.group("who_en")) if m else None

    def household_fact(self, text: str) -> bool:
        """Does the text state an allergy, diet, age, name or health condition (of whoever it is about)?"""
        return self._any("household_facts", text)

    def hedged(self, text: str) -> bool:
        """Is the statement uncertain ("可能", "maybe", "还没想好")? A firm final 吧 does not count."""
        return self._any("hedge", FIRM_BA_RE.sub(lambda m: m.group(0)[:-1], text))

    def emphasis_count(self, text: str) -> int:
        return sum(len(p.findall(text)) for p in self._compiled["emphasis"])

    def is_transient(self, text: str) -> bool:
        return self._any("transient", text)

    def budget_purpose(self, clause: str) -> str | None:
        """What a budget in the next clause is for ("I'm shopping for a road bike" → "road bike"), else None."""
        for rx in self._compiled["budget_purposes"]:
            m = rx.search(clause.strip().rstrip("。.!！"))
            if m:
                return (m.groupdict().get("topic") or m.groupdict().get("topic2") or "").strip() or None
        return None

    def rescheduled(self, clause: str) -> str | None:
        """What a reschedule moves ("瑜伽课挪到周四" → "瑜伽课", "Standup moved to 10:15" → "Standup"), else None."""
        m = self._reschedule.search(clause)
        what = m.group("what").strip() if m else ""
        what = re.sub(r"(?:的事情?|那件事|这件事|这事|那事|的安排|的计划)$", "", what)  # "疫苗的事推到下周"
        return what if what and what.lower() not in PERSONAL_PRONOUNS else None  # "I moved to Berlin": a move

    def referent(self, clause: str) -> str | None:
        """What a clause is about, for a pronoun in the next one: the object of a cue, else of a liking verb."""
        found = next((h.obj for h in self.hits(clause) if h.obj), None)
        if found:
            return found
        for rx in self._compiled["referents"]:
            m = rx.search(_TRAILING_SYMBOLS_RE.sub("", clause.strip()))
            if m:
                return m.group("obj").strip()
        return None

    def denies(self, clause: str) -> bool:
        """Does the clause deny what follows ("It's not that I dislike cats")?"""
        return self._any("denial", clause)

    def intends(self, clause: str) -> bool:
        """A bare first-person intention ("I'm giving the toast", "我要去") — a plan when the sentence has a date."""
        return self._any("intent", clause)

    def future_marked(self, text: str) -> bool:
        """Does the text point at one coming occasion ("下周", "next month"), not a recurring one?"""
        return bool(self._future.search(text))

    def dated(self, text: str) -> bool:
        """Does the text name a future time ("下周三", "on June 14", "next month")?"""
        return bool(self._when.search(text))

    def change_of_mind(self, text: str) -> bool:
        """An explicit change ("换成", "no longer", "moved to") — a reschedule of anything is one too."""
        return self._any("change", text) or any(self.rescheduled(c) for c in re.split(r"[，,;；。]", text))

    def change_object(self, clause: str) -> str | None:
        """The new value after "换成/改为/switch to/挪到 …", or what "不再/no longer …" drops."""
        m = re.search(r"(?:换成|改为|改成|改用|换到|switch(?:ed)?\s+to|moved\s+to)\s*(?P<obj>[^，,。！？!?；;]{1,40})",
                      clause, re.IGNORECASE) or self._reschedule.search(clause)
        if m is None:
            m = re.search(r"(?:不再|no\s+longer|不(?=喜欢|吃|喝|用))\s*"
                          r"(?:用|使用|喜欢|吃|喝|use|like|eat|drink|want)?\s*"
                          r"(?P<obj>[^，,。！？!?；;]{1,40})", clause, re.IGNORECASE)
        return m.group("obj").strip() if m else None

    def hits(self, clause: str) -> list[TriggerHit]:
        """Every trigger that fires on one clause (profile facts first); recent clauses are cached (bounded LRU)."""
        cached = self._hit_cache.get(clause)  # thread-safe: aremember runs in worker threads
        if cached is not None:
            return list(cached)
        found = tuple(self._hits(clause))
        self._hit_cache.put(clause, found)
        return list(found)

    def _hits(self, clause: str) -> list[TriggerHit]:
        out: list[TriggerHit] = []
        clause = _TRAILING_SYMBOLS_RE.sub("", clause.strip())  # "我住在上海。", "no horror recs 😱": not the value
        past = self._any("past", clause)  # "我以前住在北京" is history, not the current profile
        for rule, rx in () if past else self._profile:
            for m in rx.finditer(clause):
                value = m.group("obj").strip().rstrip(".。!！,，")
                if rule.slot == "employer" and value in self.cities:
                    out.append(TriggerHit("profile", MemoryType.PROFILE, rule.pattern, obj=value, slot="city",
                                          start=m.start()))
                    continue
                if rule.slot == "city" and value not in self.cities and not re.match(r"[A-Z]", value) and \
                        not re.search(r"搬|住", m.group(0)):
                    continue
                if rule.slot == "city" and _MOVE_RE.search(m.group(0)) and (self.future_marked(clause)
                                                                            or _MOVE_INTENT_RE.search(clause)):
                    continue  # "下个月搬去成都": a plan to move, the user still lives where they live
                groups = m.groupdict()
                topic = (groups.get("topic") or groups.get("topic2") or "").strip() or None
                out.append(TriggerHit("profile", MemoryType.PROFILE, rule.pattern, obj=value, slot=rule.slot,
                                      entity_kind=rule.entity_kind, start=m.start(), topic=topic))
        denied = next((m for m in (rx.search(clause) for rx in self._compiled["preference_denied"]) if m), None)
        if denied is not None:  # "I don't hate jazz anymore": the dislike is denied, not stated
            out.append(TriggerHit("preference", MemoryType.PREFERENCE, denied.re.pattern, polarity=1,
                                  obj=denied.group("obj").strip(), start=denied.start()))
        for name, kind, polarity in (("preference_negative", "preference", -1),
                                     ("preference_positive", "preference", 1),
                                     ("correction", "correction", 1), ("cancel", "cancel", 1),
                                     ("decision", "decision", 1), ("confirm", "confirm", 1), ("plan", "plan", 1),
                                     ("habit", "habit", 1)):
            if denied is not None and kind == "preference":
                continue
            for rx in self._compiled[name]:
                found = rx.search(clause)
                if found is None:
                    continue
                obj = (found.groupdict().get("obj") or "").strip()
                if _PARTICLES_RE.fullmatch(obj):  # "反而挺喜欢的": no object of its own, it continues the last one
                    obj = ""
                out.append(TriggerHit(kind, _TYPE_OF_KIND[kind], rx.pattern, polarity=polarity,  # type: ignore[arg-type]
                                      obj=obj or None, start=found.start()))
                break
        if not any(h.kind == "cancel" for h in out):
            for rx in self._compiled["soft_cancel"]:
                found = rx.search(clause)
                if found is not None:
                    out.append(TriggerHit("cancel", MemoryType.PLAN, rx.pattern, entity_kind="soft",
                                          start=found.start()))
                    break
        if not any(h.kind == "preference" for h in out):
            for rx in self._compiled["preference_implicit"]:
                found = rx.search(clause)
                if found is not None:
                    out.append(TriggerHit("preference", MemoryType.PREFERENCE, rx.pattern, polarity=-1,
                                          obj=found.group("obj"), entity_kind="implicit", start=found.start()))
                    break
        prefs = [h for h in out if h.kind == "preference"]
        if len(prefs) > 1:  # a negative cue ("不喜欢") also contains the positive one ("喜欢")
            out = [h for h in out if h.kind != "preference" or h is prefs[0]]
        if not any(h.kind != "profile" and h.entity_kind != "soft" for h in out) and self.change_of_mind(clause):
            named = category_of(clause)  # "These days I bike to work instead": the one-at-a-time thing it names
            obj = self.change_object(clause) or (named[1] if named else None)
            if obj:
                out.append(TriggerHit("change", MemoryType.PREFERENCE, "change", obj=obj))
        return out
