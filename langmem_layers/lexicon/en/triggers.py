"""English write-trigger cues and profile rules (data only; the engine is :mod:`langmem_layers.write.triggers`)."""

from __future__ import annotations

from ..rule import ProfileRule, Rule
from ..shared import WHEN_EN

_AMOUNT_EN = r"[$€£¥]?\s?\d[\d,.]*(?:\s?(?:k|K|dollars|euros|pounds|usd|USD|EUR|GBP|RMB|yuan|grand|bucks|quid)\b)?"
_BUDGET_VERB_EN = (r"is(?:\s+now)?(?:\s+(?:around|about|roughly|up\s+to))?|was\s+\w+\s+to|of|"
                   r"(?:has\s+)?(?:changed|gone\s+up|gone\s+down|increased|decreased|grown|shrunk|dropped|risen|"
                   r"moved)\s+to|went\s+(?:up|down)\s+to|rose\s+to|fell\s+to")
_OBJ_EN = r"(?P<obj>[^,.!?;:]{1,80})"
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
_ROLE_WORDS_EN = (r"engineer|developer|manager|designer|teacher|doctor|nurse|student|lawyer|scientist|analyst|"
                  r"accountant|researcher|architect|consultant|writer|editor|journalist|founder|programmer|chef|"
                  r"product\s+owner|director|freelancer|nurse|pharmacist|dentist|professor|lecturer|pilot|mechanic|"
                  r"electrician|plumber|barista|photographer|artist|musician|translator|intern|tutor|paramedic|"
                  r"veterinarian|vet|therapist|recruiter|marketer|entrepreneur|economist|officer|technician|"
                  r"firefighter|librarian|pharmacist|surgeon|physician|data\s+scientist|copywriter|illustrator")

#: "I like / 我喜欢 …" (+1). The named group ``obj`` is what the preference is about.
PREFERENCE_POSITIVE: tuple[Rule, ...] = (
    Rule("trigger.en.preference_positive.1",
         r"\bI\s+(?:really\s+|also\s+|still\s+|kind\s+of\s+|much\s+|do\s+|might\s+|would\s+|now\s+|(?!on)\w+ly\s+)*"
         r"(?:like|love|enjoy|prefer|adore|fancy)\s+" + _OBJ_EN,
         examples=("I love that you chose pottery", "I prefer tea, recommend a drink"), not_examples=("Answer in bullet points",)),
    Rule("trigger.en.preference_positive.2",
         r"\bI(?:'m| am)\s+(?:really\s+)?(?:into|a (?:big )?fan of)\s+" + _OBJ_EN,
         examples=("I'm really into climbing",), not_examples=("I'm going into town",)),
    Rule("trigger.en.preference_positive.3",
         r"\bI(?:'ve|\s+have)?\s+(?:also\s+|really\s+)*(?:got|gotten)\s+(?:really\s+)?into\s+" + _OBJ_EN,
         examples=("I've really gotten into pottery",), not_examples=("I got a new pot",)),
    Rule("trigger.en.preference_positive.4",
         r"\bI(?:'m| am)\s+(?:a\s+)?(?:total\s+|huge\s+|big\s+|complete\s+)?(?:sucker|softie|soft\s+spot)\s+for\s+"
         r"(?:anything\s+with\s+)?" + _OBJ_EN,
         examples=("I'm a sucker for anything with chocolate",), not_examples=("I'm sorry for the delay",)),
    Rule("trigger.en.preference_positive.5",
         r"\bI(?:'m| am)\s+(?:kind\s+of\s+|sort\s+of\s+|definitely\s+|really\s+)?(?:leaning|tilting|drawn)\s+"
         r"(?:towards?|to)\s+" + _OBJ_EN,
         examples=("I'm leaning towards the red one",), not_examples=("I'm learning to draw",)),
    Rule("trigger.en.preference_positive.6",
         r"\bI(?:'ve|\s+have)\s+(?:started|begun|gone\s+back\s+to)\s+(?P<obj>\w+ing\s+[^,.!?;]{1,60})",
         examples=("I've started running every morning",), not_examples=("I've started a new job",)),
    Rule("trigger.en.preference_positive.7",
         r"\bI'd\s+(?:really\s+|much\s+)?(?:rather|prefer|like|love)\s+(?:it\s+)?(?:if\s+)?(?:you\s+)?" + _OBJ_EN,
         examples=("I'd love to check them out.", "I'd rather take the train than fly."), not_examples=("Answer in bullet points",)),
    Rule("trigger.en.preference_positive.8",
         r"\bI(?:'m| am)\s+(?:more\s+of\s+|really\s+|definitely\s+|such\s+|kind\s+of\s+)?an?\s+"
         r"(?:(?:huge|big|total|die-?hard|lifelong|loyal|devoted|massive|true)\s+)?"
         r"(?P<obj>[\w-]+\s+(?:person|fan|lover|guy|girl|gal|addict|nerd|geek|junkie|enthusiast|devotee|loyalist|snob|"
         r"drinker|eater|owl|bird|riser|sleeper|type)|(?-i:[A-Z])[\w-]*\s+user)\b",
         examples=("I'm a night owl, so please don't book anything before noon.",), not_examples=("Answer in bullet points",)),
    Rule("trigger.en.preference_positive.9",
         r"^\s*(?:honestly\s+|personally\s+)?(?P<obj>[\w' -]{2,40}?)\s+(?:is|are)\s+(?:totally\s+|really\s+|definitely\s+)?"
         r"my\s+(?:thing|jam|go-to|favou?rites?|fave|weakness|(?:guilty\s+)?pleasure|cup\s+of\s+tea)\b",
         examples=("Jazz is totally my thing",), not_examples=("Jazz is on tonight",)),
    Rule("trigger.en.preference_positive.10",
         r"^\s*(?P<obj>[\w' -]{2,30}?)\s+over\s+[\w' -]{2,30}?\s+(?:any\s+day|every\s+(?:time|day)|all\s+day|always)\s*$",
         examples=("tea over coffee any day",), not_examples=("tea or coffee",)),
    Rule("trigger.en.preference_positive.11",
         r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:work|works|suit|suits)\s+(?:me\s+)?(?:best|better|well)(?:\s+for\s+me)?\b",
         examples=("Mornings work best for me",), not_examples=("Mornings are busy",)),
    Rule("trigger.en.preference_positive.12",
         r"\bI\s+(?:only|mostly|always)\s+(?:fly|drink|eat|use|wear|buy|book|stay\s+at|shop\s+at|take|listen\s+to|read|"
         r"watch|order)\s+" + _OBJ_EN,
         examples=("I always drink my tea without sugar.", "I always take the 7:40 train to work."), not_examples=("Answer in bullet points",)),
    Rule("trigger.en.preference_positive.13",
         r"^\s*please\s+(?:always|only)\s+" + _OBJ_EN,
         examples=("please always reply in English",), not_examples=("please reply in English",)),
    Rule("trigger.en.preference_positive.14",
         r"^\s*(?:please\s+)?always\s+(?P<obj>(?!been\b)[a-z][\w-]*\s[^,.!?;:]{1,80})",
         examples=("always book aisle seats",), not_examples=("always been like that",)),
    Rule("trigger.en.preference_positive.15",
         r"^\s*(?:please\s+)?(?:answer|reply|respond|write|talk|speak)\s+(?:to\s+me\s+)?(?:only\s+)?(?:in|with|using)\s+"
         + _OBJ_EN,
         examples=("Answer in bullet points",), not_examples=("I'd love to check them out.",)),
)
#: A dislike that is denied ("I don't hate jazz anymore", "现在不讨厌茄子了") is not a taboo: +1, checked first.
PREFERENCE_DENIED: tuple[Rule, ...] = (
    Rule("trigger.en.preference_denied.1",
         r"\bI\s+(?:don't|do\s+not|no\s+longer|didn't|did\s+not)\s+(?:really\s+|actually\s+)?(?:hate|dislike|mind|detest|"
         r"loathe)\s+" + _OBJ_EN,
         examples=("I don't hate jazz anymore",)),
    Rule("trigger.en.preference_denied.2",
         r"\bI\s+(?:can|could)\s+(?:now\s+|actually\s+)?(?:stand|tolerate|handle)\s+" + _OBJ_EN,
         examples=("I can now stand spicy food",), not_examples=("I can't stand it",)),
)
#: "I don't like / 别给我推荐 …" (-1).
PREFERENCE_NEGATIVE: tuple[Rule, ...] = (
    Rule("trigger.en.preference_negative.1",
         r"\bI(?:'m| am)\s+not\s+(?:really\s+|much\s+of\s+)?an?\s+(?P<obj>[\w-]+\s+(?:person|fan|lover))\b",
         examples=("I'm not a morning person",), not_examples=("I'm a morning person",)),
    Rule("trigger.en.preference_negative.2",
         r"\bI\s+(?:really\s+|just\s+|\w+ly\s+)?(?:hate|dislike|detest|loathe|can't\s+stand|cannot\s+stand)\s+"
         + _OBJ_EN,
         examples=("I hate waking up before 6 am.", "It's not that I dislike cats"), not_examples=("don't have anything",)),
    Rule("trigger.en.preference_negative.3",
         r"\bI\s+(?:really\s+|just\s+|\w+ly\s+)?(?:don't|do\s+not|never|no\s+longer)\s+(?:really\s+)?"
         r"(?:like|enjoy|eat|drink|want|use)\s+" + _OBJ_EN,
         examples=("I really don't like cilantro", "I no longer use Python"), not_examples=("don't have anything",)),
    Rule("trigger.en.preference_negative.4",
         r"\bI(?:'m| am)\s+not\s+(?:a\s+)?(?:fan\s+of|into)\s+" + _OBJ_EN,
         examples=("I'm not a fan of jazz",), not_examples=("I'm a fan of jazz",)),
    Rule("trigger.en.preference_negative.5",
         r"\b(?:please\s+)?(?:stop|quit)\s+(?:suggesting|recommending|sending|showing\s+me|booking|giving\s+me)\s+"
         + _OBJ_EN,
         examples=("please stop recommending horror movies",), not_examples=("please keep recommending movies",)),
    Rule("trigger.en.preference_negative.6",
         r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:just\s+|really\s+|honestly\s+)?(?:isn't|is\s+not|aren't|are\s+not)\s+"
         r"(?:really\s+)?(?:for\s+me|my\s+thing|my\s+cup\s+of\s+tea)\b",
         examples=("Opera isn't my thing",), not_examples=("Opera is my thing",)),
    Rule("trigger.en.preference_negative.7",
         r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:is|are)\s+(?:a\s+)?(?:hard\s+|big\s+|firm\s+|total\s+)?(?:no|no-go|"
         r"dealbreaker|deal-breaker|pass)\s+(?:for\s+me|from\s+me)\b",
         examples=("Smoking is a dealbreaker for me",), not_examples=("Smoking is bad for me",)),
    Rule("trigger.en.preference_negative.8",
         r"^\s*(?P<obj>[\w' -]{2,40}?)\s+(?:is|are)\s+(?:completely\s+|totally\s+)?(?:off\s+the\s+table|off[\s-]limits|"
         r"out\s+of\s+the\s+question)\b",
         examples=("Red-eye flights are off the table",), not_examples=("The keys are on the table",)),
    Rule("trigger.en.preference_negative.9",
         r"^\s*(?P<obj>[\w' -]{2,30}?)\s+(?:makes|gives)\s+me\s+(?:break\s+out|hives|a\s+rash|sick|ill|a\s+headache|"
         r"migraines?|nauseous|bloated)\b",
         examples=("Shellfish makes me sick",), not_examples=("Music makes me happy",)),
    Rule("trigger.en.preference_negative.10",
         r"\bI\s+(?:try\s+to\s+|always\s+)?(?:avoid|stay\s+away\s+from|steer\s+clear\s+of)\s+" + _OBJ_EN,
         examples=("I try to avoid sugar",), not_examples=("I try to eat sugar-free",)),
    Rule("trigger.en.preference_negative.11",
         r"^\s*(?:please\s+)?(?:keep|leave)\s+(?P<obj>[\w' -]{1,30}?)\s+(?:out\s+of|off)\b",
         examples=("please keep onions out of my order",), not_examples=("please keep me posted",)),
    Rule("trigger.en.preference_negative.12",
         r"\bI\s+(?:stopped|quit|gave\s+up)\s+(?P<obj>(?:eating|drinking|using|smoking|watching)\s+[^,.!?;:]{1,40})",
         examples=("I quit drinking coffee",), not_examples=("I quit my job",)),
    Rule("trigger.en.preference_negative.13",
         r"\bI\s+(?:can't|cannot|couldn't)\s+(?:do|handle|take|deal\s+with|stomach|sit\s+through)\s+" + _OBJ_EN,
         examples=("I can't handle spicy food",), not_examples=("I can handle spicy food",)),
    Rule("trigger.en.preference_negative.14",
         r"\bI\s+find\s+(?P<obj>[\w' -]{1,30}?)\s+(?:really\s+|so\s+|pretty\s+|super\s+)?(?:boring|annoying|tedious|"
         r"overrated|gross|disgusting|unbearable|exhausting|pointless)\b",
         examples=("My husband loves golf but I find it boring",), not_examples=("don't have anything",)),
    Rule("trigger.en.preference_negative.15",
         r"\b(?:please\s+)?(?:don't|do\s+not|never)\s+(?:ever\s+)?(?:recommend|suggest|send|give\s+me|book|show\s+me)\s+"
         + _OBJ_EN,
         examples=("I'm a night owl, so please don't book anything before noon.",), not_examples=("don't have anything",)),
    Rule("trigger.en.preference_negative.16",
         r"^\s*(?:please\s+)?(?:don't|do\s+not|never)\s+(?:ever\s+)?(?!(?:worry|know|care|mind|think|forget|understand|"
         r"get|remember|bother|panic|stress|rush|be)\b)(?P<obj>[a-z]\w*(?:\s[^,.!?;:]{1,80})?)",
         examples=("Never give up on your dreams!", "don't have anything"), not_examples=("no structured output",)),
    Rule("trigger.en.preference_negative.17",
         r"^\s*(?:please\s+|pls\s+|plz\s+)?no\s+(?:more\s+)?(?P<obj>[a-z]\w+(?:\s[^,.!?;:]{1,60}?)?)\s*"
         r"(?:please|pls|plz)?\s*$",
         examples=("no document 'missing-doc'", "no structured output"), not_examples=("don't have anything",)),
)
#: Complaints that imply a taboo ("上次那个辣椒炒肉太辣了", "that answer was way too long") (-1, implicit).
PREFERENCE_IMPLICIT: tuple[Rule, ...] = (
    Rule("trigger.en.preference_implicit.1",
         r"\b(?:way\s+|much\s+|far\s+)?too\s+(?P<obj>spicy|salty|sweet|oily|greasy|expensive|loud|noisy|slow|long|verbose|"
         r"wordy|complicated|cold|hot)\b",
         examples=("that answer was way too long", "the soup was too hot today")),
)
#: Corrections of the agent ("我说的是A不是B", "no, I meant …").
CORRECTION: tuple[Rule, ...] = (
    Rule("trigger.en.correction.1",
         r"\b(?:no|nope),?\s+I\s+meant\s+" + _OBJ_EN,
         examples=("no, I meant the blue one",), not_examples=("correction",)),
    Rule("trigger.en.correction.2",
         r"^\s*not\s+[\w' -]{1,30},\s*(?:it's\s+|but\s+)?(?P<obj>[\w' -]{1,30})$",
         examples=("Not Wednesday, Thursday", "not bad, I like it"), not_examples=("correction",)),
    Rule("trigger.en.correction.3",
         r"^\s*(?:it's\s+)?(?P<obj>(?!I\b)[\w' -]{1,30}),\s*not\s+[\w' -]{1,30}$",
         examples=("User meant Portland, not Maine", "Austin, not Boston"), not_examples=("correction",)),
    Rule("trigger.en.correction.4",
         r"\bI\s+(?:said|asked\s+for|wanted|told\s+you)\s+(?P<obj>[^,.!?;]{1,40}),?\s+not\s+",
         examples=("Sorry, I said Austin, not Boston",), not_examples=("correction",)),
    Rule("trigger.en.correction.5",
         r"\bI\s+meant\s+" + _OBJ_EN,
         examples=("I meant Portland, not Maine", "no, I meant the blue one"), not_examples=("correction",)),
    Rule("trigger.en.correction.6",
         r"\bthat's\s+not\s+what\s+I\s+(?:said|meant)",
         examples=("that's not what I said",), not_examples=("that's what I said",)),
    Rule("trigger.en.correction.7",
         r"\b(?:correction|to\s+correct\s+you)\b",
         examples=("correction",), not_examples=("not bad, I like it",)),
    Rule("trigger.en.correction.8",
         r"\byou\s+got\s+(?:it|that)\s+wrong",
         examples=("you got it wrong",), not_examples=("you got it right",)),
)
#: Plans and goals ("我打算", "下个月要", "I need to … next month").
PLAN: tuple[Rule, ...] = (
    Rule("trigger.en.plan.1",
         r"\bI(?:'m| am)\s+(?:planning|going|about|hoping)\s+to\b",
         examples=("I'm going to a conference in Berlin next week", "I'm going to start running three times a week"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.2",
         r"\bI\s+(?:plan|intend|aim|hope|want)\s+to\b.*\b(?:next|this|tomorrow|by|before|in\s+\w+)\b",
         examples=("I plan to renovate the bathroom next month",), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.3",
         r"\bI\s+(?:need|have|must|will|'ll|should|may|might|could)\s+(?:to\s+)?\w+.*\b" + WHEN_EN + r"\b",
         examples=("I have a job interview next Friday", "I need to renew my passport next month"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.4",
         r"\b(?:going|heading|moving|flying|travell?ing|visiting|starting|taking|hosting|attending|getting|doing|"
         r"having|running|driving|making|throwing|celebrating)\b.*\b"
         + WHEN_EN + r"\b",
         examples=("I'm flying to Lisbon next month", "I'm flying to Tokyo next week"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.5",
         r"^\s*" + WHEN_EN + r"\b.*\bI(?:'m|\s+am|'ll|\s+will|\s+have|'ve\s+got|\s+need|\s+must)\b",
         examples=("Next Thursday I'm meeting a client in Boston",), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.6",
         r"^\s*(?:(?:maybe|possibly|probably|perhaps|just|also|still|definitely|seriously)\s+)?"
         r"(?!morning|evening|nothing|something|everything|anything|during)\w+ing\b.*\b"
         + WHEN_EN + r"\b",
         examples=("Wishing you the best of luck tomorrow!", "Thinking of maybe adopting a dog next year"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.7",
         r"\bI(?:'m|\s+am)\s+(?!feeling|being|trying|thinking|working\s+on|looking)\w+ing\b.*\b(?:next\s+\w+|tomorrow|"
         r"this\s+(?:weekend|coming\s+\w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
         r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+the\s+(?:spring|summer|fall|autumn|winter))\b",
         examples=("I'm flying to Lisbon next month", "I'm flying to Tokyo next week"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.8",
         r"\bI'll\s+\w+.*\b(?:next|this\s+weekend|tomorrow|by\s+\w+)\b",
         examples=("Maybe I'll learn Rust next year",), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.9",
         r"\bmy\s+goal\s+is\b",
         examples=("my goal is to run a marathon",), not_examples=("the goal was scored",)),
    Rule("trigger.en.plan.10",
         r"\bI(?:'ve|\s+have)\s+got\b.*\b" + WHEN_EN + r"\b",
         examples=("I've got a dentist appointment next week",), not_examples=("I've got a dentist",)),
    Rule("trigger.en.plan.11",
         r"^\s*(?:my|our)\s+[\w' -]{1,30}?\s+(?:is|are|'s)\s+(?:scheduled\s+|booked\s+|set\s+)?(?:for\s+)?" + WHEN_EN,
         examples=("Our anniversary is on September 21.", "My haircut is on Friday"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.12",
         r"^\s*(?:my|our)\s+(?:[\w'-]+\s+){0,3}?(?:flight|train|appointment|interview|exam|meeting|trip|wedding|party|"
         r"surgery|check-?up|class|lesson|test|game|concert|show|date|deadline|presentation|visit|move|holiday|vacation)\b"
         r"[^.!?]*\b" + WHEN_EN + r"\b",
         examples=("My mom's surgery is scheduled for October 3.", "My flight to Denver leaves at 6:15 tomorrow morning."), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.13",
         r"\bI(?:'ve|\s+have)?\s+(?:just\s+|already\s+)?(?:booked|scheduled|reserved|registered|signed\s+up|"
         r"got\s+tickets)\b.*\b" + WHEN_EN + r"\b",
         examples=("I've booked a table for 6 at Luigi's at 7:30 pm on Friday.",), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.14",
         r"^\s*(?:maybe|possibly|probably|perhaps)\s+(?!not\b)\w+ing\b",
         examples=("Maybe moving to Berlin", "Possibly moving abroad next spring, still on the fence"), not_examples=("My haircut is on Friday",)),
    Rule("trigger.en.plan.15",
         r"^\s*(?:might|may|could|will)\s+\w+.*\b" + WHEN_EN + r"\b",
         examples=("might visit Lisbon next month",), not_examples=("might rain",)),
    Rule("trigger.en.plan.16",
         r"\bI\s+(?:might|may|could)\s+(?:end\s+up\s+|well\s+|actually\s+|just\s+|\w+\s+)?(?:mov(?:e|ing)|switch(?:ing)?|"
         r"quit(?:ting)?|start(?:ing)?|learn(?:ing)?|tak(?:e|ing)|buy(?:ing)?|get(?:ting)?|apply(?:ing)?|go(?:ing)?|"
         r"try(?:ing)?|chang(?:e|ing)|sell(?:ing)?|rent(?:ing)?|adopt(?:ing)?|join(?:ing)?|leav(?:e|ing)|study(?:ing)?|"
         r"retir(?:e|ing)|travel(?:l?ing)?|visit(?:ing)?)\b|\bI\s+(?:could|can)\s+see\s+myself\s+\w+ing\b",
         examples=("Depending on work, I could go to Japan in April", "I might quit my job next year, haven't decided yet"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.17",
         r"(?:^\s*|\bI(?:'m| am)\s+)(?:thinking\s+(?:about|of)|considering)\b",
         examples=("Thinking of maybe adopting a dog next year",), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.18",
         r"\bI(?:'m|\s+am)\s+thinking\b.*\b" + WHEN_EN + r"\b",
         examples=("I'm thinking of visiting Rome next summer",), not_examples=("I'm thinking about it",)),
    Rule("trigger.en.plan.19",
         r"\bI(?:'m| am)\s+(?:\w+\s+)?(?:moving|relocating|starting|leaving|switching|quitting|changing|buying|"
         r"getting\s+married|applying)\b",
         examples=("I'm moving to Chicago in August", "I'm moving to a new flat next month"), not_examples=("Maybe moving to Berlin",)),
    Rule("trigger.en.plan.20",
         r"\b(?:later|early)\s+this\s+(?:year|month|week)\b|\bnext\s+(?:spring|summer|fall|autumn|winter)\b",
         examples=("I'm planning a trip to Lisbon next spring", "Possibly moving abroad next spring, still on the fence"), not_examples=("Maybe moving to Berlin",)),
)
#: A plan cancelled or done ("周末改成加班了", "取消了", "cancelled", "finished").
CANCEL: tuple[Rule, ...] = (
    Rule("trigger.en.cancel.1",
         r"\b(?:hit|reached|achieved|met|smashed|crushed)\s+(?:my|our|the)\b[^.!?]{0,30}\bgoal\b|"
         r"\bgoal\s+(?:achieved|reached|met|done)\b",
         examples=("I hit my savings goal",), not_examples=("my goal is to save more",)),
    Rule("trigger.en.cancel.2",
         r"\b(?:is|was|got|has\s+been)\s+(?:cancell?ed|called\s+off|postponed\s+indefinitely)\b|\bcancell?ed\b",
         examples=("My sister cancelled her trip", "The job interview got called off"), not_examples=("the visa is submitted",)),
    Rule("trigger.en.cancel.3",
         r"\b(?:I'm|I\s+am)\s+not\s+going\b|\bcan't\s+go\b|\bwon't\s+(?:go|be\s+going)\b|\bfell\s+through\b|"
         r"\b(?:can't|cannot|won't|couldn't)\s+make\s+it\b|\bsold\s+(?:my|the|our)\s+(?:\w+\s+)?tickets?\b",
         examples=("I can't make it on Friday", "the trip fell through"), not_examples=("I can make it on Friday",)),
    Rule("trigger.en.cancel.4",
         r"\bcall(?:ed|ing)?\s+(?:it\s+)?off\b|"
         r"\b(?<!don't\s)(?<!dont\s)(?<!not\s)(?<!never\s)(?:scrap|scratch|forget(?:\s+about)?)\s+(?:the|my|our)\s+(?!last\b|previous\b|above\b|message\b)\w+|"
         r"\b(?:is|are|'s)\s+(?:off(?!\s+the\s+table|[\s-]limits)|not\s+happening)\b|\bnot\s+happening\b|\bno\s+longer\s+happening\b|"
         r"\bgave\s+up\s+on\b|\bbacked\s+out\s+of\b|\bnever\s*mind\s+(?:the|my|about)\b|"
         r"\b(?:had|have|need)\s+to\s+(?:drop(?!\s+(?:off|by))|cancel|skip|miss|bail\s+on|pull\s+out\s+of)\b|"
         r"\bdropp(?:ed|ing)\s+(?:the|my|our)\b|\bbail(?:ed|ing)\s+on\b",
         examples=("The job interview got called off", "The meeting was called off"),
         not_examples=("the visa is submitted", "don't forget my passport renewal is due in May")),
    Rule("trigger.en.cancel.5",
         r"\bI\s+(?:finally\s+|just\s+|already\s+)?(?:finished|completed|submitted|passed|got\s+done\s+with)\b",
         examples=("I finally finished my thesis",), not_examples=("I'm finishing my thesis",)),
    Rule("trigger.en.cancel.6",
         r"\b(?:is|are)\s+(?:done|over|finished)\b|\b(?:is|are|got|have\s+been|has\s+been)\s+(?:all\s+)?(?:filed|"
         r"submitted|paid|sorted(?:\s+out)?|handled|taken\s+care\s+of|wrapped\s+up)\b",
         examples=("The form is submitted now.", "the visa is submitted"), not_examples=("The meeting was called off",)),
)
#: A plan called off in the words of a statement ("I'm no longer visiting …", "won't be flying …", "不再去…了"):
#: it expires the open plan it names when there is one; otherwise the sentence is reconciled as usual
#: ("I'm no longer using Vim" is a change of preference, not a cancellation).
SOFT_CANCEL: tuple[Rule, ...] = (
    Rule("trigger.en.soft_cancel.1",
         r"(?:\bI(?:'m|\s+am)\s+|^\s*)(?:no\s+longer|not)\s+(?!sure\b)\w+ing\b|\bwon't\s+be\s+\w+ing\b|"
         r"\bnot\s+\w+ing\b.*\bafter\s+all\b|\bafter\s+all\b.*\bnot\b|\bno\s+longer\s+(?:going|planning)\b|"
         r"\b(?:skip(?:ping)?|skipped|ditch(?:ing|ed)?|(?:dropp|pull)(?:ing|ed)\s+out\s+of)\s+(?:the|my|our|this|that)\b",
         examples=("I'm skipping the Berlin conference", "I won't be flying to Lisbon after all")),
)
#: Decisions ("定了", "决定", "we decided", "from now on").
DECISION: tuple[Rule, ...] = (
    Rule("trigger.en.decision.1",
         r"\b(?:we|I)(?:'ve|\s+have)?\s+decided\b|(?<!not\s)(?<!n't\s)\bdecided\s+to\b|\bfrom\s+now\s+on\b|\bgoing\s+forward\b",
         examples=("from now on use bullet points", "From now on I prefer window seats.")),
    Rule("trigger.en.decision.2",
         r"\bwe(?:'ll|\s+will)\s+go\s+with\b|\bsettled\s+on\b|\bwe\s+chose\b|\bour\s+decision\b|"
         r"\b(?:we're|we\s+are|I'm|I\s+am|we've|I've)\s+(?:\w+ly\s+)?(?:going|gone)\s+with\b|"
         r"\b(?:we|I)\s+(?:finally\s+|eventually\s+|ultimately\s+)?(?:went\s+with|opted\s+for|picked(?!\s+up)|chose|"
         r"committed\s+to)\b|\bdecision\s+(?:made|taken)\b|\b(?:locking|locked)\s+in\b|\bsticking\s+with\b|"
         r"\bgoing\s+ahead\s+with\b|\bit's\s+(?:been\s+)?decided\b|\bthat's\s+final\b",
         examples=("we settled on the blue one",), not_examples=("we talked about the blue one",)),
)
#: A confirmed outcome of what the assistant just proposed ("就用这个方案", "let's go with that").
CONFIRM: tuple[Rule, ...] = (
    Rule("trigger.en.confirm.1",
         r"\blet'?s\s+go\s+with\b|\bgo\s+with\s+(?:that|this|it)\b|\blet'?s\s+do\s+(?:it|that)\b|"
         r"\bI'll\s+take\s+it\b|\bsounds\s+good,?\s+(?:book|do)\s+it\b|\bdeal\b|"
         r"^\s*(?:book|take|order|reserve|pick|choose|get)\s+(?:that|this|it)(?:\s+one)?\b|\bthat\s+one\s+(?:works|it\s+is)\b",
         examples=("Take it easy tonight!", "let's go with that"), not_examples=("plan B",)),
    Rule("trigger.en.confirm.2",
         r"\blet'?s\s+(?:do|go\s+with|take|pick|book|try)\s+(?:option|plan|number|choice|the\s+(?:first|second|third|last|"
         r"\w+\s+one))\b|^\s*(?:option|plan)\s+[a-e1-5]\b(?:\s+(?:please|it\s+is|sounds\s+good))?",
         examples=("plan B",), not_examples=("let's go with that",)),
)
#: Schedules and habits ("每周五下午", "every Friday", "usually").
HABIT: tuple[Rule, ...] = (
    Rule("trigger.en.habit.1",
         r"\bevery\s+(?:day|morning|evening|night|week|weekend|month|monday|tuesday|wednesday|thursday|friday|"
         r"saturday|sunday)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+"
         r"(?:evenings|mornings|nights|afternoons)\b|\bon\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)\b|"
         r"\bI\s+(?:usually|normally|typically|always|often|tend\s+to)\b|"
         r"\b(?:most|many)\s+(?:days|mornings|evenings|nights|weekends|weekdays)\b|"
         r"\b(?:once|twice|three\s+times|\d+\s+times)\s+a\s+(?:day|week|month)\b|\bevery\s+other\s+\w+|"
         r"\beach\s+(?:morning|day|week|evening|night)\b|\bon\s+(?:weekdays|weeknights)\b",
         examples=("My standup is every day at 9:30", "Every Friday I go to the gym")),
)
#: A bare first-person intention: a plan when its sentence names a future time ("My sister's wedding is on
#: June 14 and I'm giving the toast").
INTENT: tuple[Rule, ...] = (
    Rule("trigger.en.intent.1",
         r"^\s*I(?:'m|\s+am|'ll\s+be|\s+will\s+be)\s+the\s+\w+",
         examples=("I'm the admin of our Slack workspace, how do I add a channel?",), not_examples=("I'll never forget that, haha.",)),
    Rule("trigger.en.intent.2",
         r"^\s*I(?:'m|\s+am)\s+(?:going\s+to\s+|gonna\s+)?(?!feeling|being|trying|thinking|looking|so\b)\w+ing\b|"
         r"^\s*I(?:'ll|\s+will|\s+have\s+to|\s+need\s+to|\s+must)\b",
         examples=("I'll never forget that, haha.", "I'm flying to Lisbon next month"), not_examples=("I'm the admin of our Slack workspace, how do I add a channel?",)),
)
#: The purpose of a budget stated in the clause before it ("想换台投影仪，预算三千", "For the new phone, …").
BUDGET_PURPOSES: tuple[Rule, ...] = (
    Rule("trigger.en.budget_purposes.1",
         r"^\s*(?:for|on)\s+(?:an?\s+|the\s+|my\s+)?(?P<topic>[\w\s-]{1,30})$|"
         r"\b(?:shopping\s+for|looking\s+for|buying|getting|saving\s+(?:up\s+)?for|in\s+the\s+market\s+for)\s+"
         r"(?:an?\s+|the\s+|some\s+)?(?:new\s+)?(?P<topic2>[\w\s-]{1,30})$",
         examples=("I'm shopping for a road bike", "for this user")),
)
#: Hedges: below-threshold certainty → ``observed`` [SPEC 3].
HEDGE: tuple[Rule, ...] = (
    Rule("trigger.en.hedge.1",
         r"\b(?:maybe|perhaps|might|possibly|probably|not\s+sure|I\s+think|I\s+guess|considering|"
         r"thinking\s+about|kind\s+of|sort\s+of|not\s+certain|undecided)\b",
         examples=("Maybe I'll learn Rust next year", "User might switch to almond milk"), not_examples=("I haven't decided yet",)),
    Rule("trigger.en.hedge.2",
         r"\b(?:I|we)\s+may\b|\b(?:haven't|have\s+not|hasn't|not\s+yet)\s+(?:\w+\s+)?(?:decided|made\s+up)\b|"
         r"\bstill\s+(?:weighing|deciding|thinking|on\s+the\s+fence)\b|\bon\s+the\s+fence\b|\bwho\s+knows\b|"
         r"\bnot\s+(?:100%|a\s+hundred\s+percent|decided)\b|\bwe'll\s+see\b|\bif\s+(?:things|it)\s+works?\s+out\b|"
         r"\bdepend(?:s|ing)\s+on\b|\bif\s+I\s+(?:can|get|have)\b|\bmulling\b|\btoying\s+with\b|"
         r"\bup\s+in\s+the\s+air\b|\bnothing(?:'s|\s+is)\s+(?:certain|decided|final|set)\b|\bnot\s+set\s+in\s+stone\b|\btentative(?:ly)?\b|\bweighing\s+(?:up\s+)?(?:my\s+)?options\b",
         examples=("I have not decided to sell the car", "I haven't decided yet"), not_examples=("Maybe I'll learn Rust next year",)),
)
#: The thing a clause is about, whoever its subject is, for a later "it/them/它" ("My husband loves golf but I
#: find it boring").
REFERENTS: tuple[Rule, ...] = (
    Rule("trigger.en.referents.1",
         r"\b(?:loves?|likes?|hates?|enjoys?|plays?|watches?|eats?|drinks?|is\s+into|are\s+into|dislikes?)\s+"
         r"(?P<obj>[\w' -]{2,30}?)\s*$",
         examples=("I love that you chose pottery", "User likes spicy Sichuan food")),
)
#: A clause that denies what it says ("It's not that I dislike cats"): nothing in it is stated.
DENIAL: tuple[Rule, ...] = (
    Rule("trigger.en.denial.1",
         r"^\s*(?:it's|it\s+is)\s+not\s+that\b|^\s*it\s+isn't\s+that\b|^\s*not\s+that\s+I\b",
         examples=("It's not that I dislike cats",)),
)
#: Emphasis: raises importance ("千万", "一定", "记住", "never forget", "always").
EMPHASIS: tuple[Rule, ...] = (
    Rule("trigger.en.emphasis.1",
         r"\bnever\s+forget\b|\bremember\b|\balways\b|\bnever\b|\bmust\b|\bimportant\b|\babsolutely\b|\bseriously\b|"
         r"\bsevere(?:ly)?\b",
         examples=("Aww, you always make me smile.", "the window must never be empty")),
)
#: Transient context (time of day, today): lowers importance.
TRANSIENT: tuple[Rule, ...] = (
    Rule("trigger.en.transient.1",
         r"\btoday\b|\btonight\b|\bthis\s+morning\b|\bright\s+now\b|\bat\s+the\s+moment\b",
         examples=("nice weather today, isn't it?", "I'm so glad we talked today.")),
)
#: Weather talk never writes.
WEATHER: tuple[Rule, ...] = (
    Rule("trigger.en.weather.1",
         r"\bweather\b|\braining\b|\bsnowing\b|\bsunny\b|\bso\s+(?:hot|cold)\b",
         examples=("nice weather today, isn't it?", "It is sunny in Shanghai.")),
)
#: Whole sentences that are greetings, thanks, laughter, fillers.
SMALL_TALK: tuple[Rule, ...] = (
    Rule("trigger.en.small_talk.1",
         r"^(?:hi|hello|hey|yo|thanks|thank\s+you|thx|ty|lol|lmao|haha+|hehe|ok(?:ay)?|k|cool|nice|great|awesome|"
         r"bye|goodbye|see\s+you|good\s+(?:morning|night|evening|afternoon)|how\s+are\s+you|what's\s+up|sure|yes|no|"
         r"yep|nope|a\s+lot|there|that's\s+funny|so\s+much|very\s+much)(?:[\s,!.~]+(?:hi|hello|hey|there|thanks|"
         r"thank\s+you|lol|haha+|a\s+lot|so\s+much|very\s+much|that's\s+funny|ok|bye))*[\s,!.~?]*$",
         examples=("Thanks so much!", "thanks a lot!")),
    # an acknowledgement of the assistant's advice: the user's own "I'll keep that in mind" asks nothing and says
    # nothing about the user
    Rule("trigger.en.small_talk.2",
         r"^(?:(?:ok(?:ay)?|ah+|oh|cool|great|thanks|noted|got\s+it|sure|will\s+do)[\W_]*)*i(?:'ll|\s+will)\s+"
         r"(?:(?:keep|bear)\s+(?:that|this|it|those)\s+in\s+mind|remember\s+(?:that|this|it))"
         r"(?:[\W_]*(?:thanks?|thx|cheers|ty))?[\W_]*$",
         examples=("ahh ok cool, I'll keep that in mind 👍", "thanks, I'll remember that!"),
         not_examples=("keep in mind that I'm vegan", "I'll keep that in mind when I book the Lisbon flights")),
)
#: Questions to the agent are not statements about the user.
QUESTION: tuple[Rule, ...] = (
    Rule("trigger.en.question.1",
         r"^(?:what|how|why|where|when|who|which)(?:'s|'re|\s+(?:do|does|did|is|are|was|were|can|could|should|would|"
         r"will|shall|have|has|about|if|kind|sort|time|day|one|else|should))\b|"
         r"^(?:do|does|did|can|could|would|will|is|are|should|shall|am|was|were|have|has)\s+(?:you|I|it|we|they|there|"
         r"this|that|he|she|my|the|a)\b|^(?:why|how\s+come)\b",
         examples=("Could you tell me which hotel?", "Can you believe it?! So cool!")),
)
#: Requests to the agent (do something now) are not memories on their own.
REQUEST: tuple[Rule, ...] = (
    Rule("trigger.en.request.1",
         r"^(?:please\s+)?(?:help|find|book|check|show|tell|give|search|look\s+up|write|draft|translate|summari[sz]e|"
         r"recommend|suggest|explain|calculate|remind\s+me|set\s+(?:me\s+)?an?\s+(?:reminder|alarm|timer))\b"
         r"(?!\s+\w+\s+(?:is|are|was|were|has|got|'s)\b)",
         examples=("Book the hotel for 2 nights.", "Find restaurants in an area.",
                   "Remind me at 5pm to wax my bowstring", "set a reminder for 7 tomorrow")),
)
#: Work on material the user hands over ("save this as a PDF: …", "take minutes from these notes", "the key points
#: of this article: …", "make a table of these results"): the material is not a statement about the user.
TASK: tuple[Rule, ...] = (
    Rule("trigger.en.task.1",
         r"\b(?:as|into|to)\s+(?:a\s+|an\s+)?(?:pdf|docx?|word\s+doc(?:ument)?|spreadsheet|csv|table|markdown|slides?)\b|"
         r"\b(?:take|write(?:\s+up)?|draft|type\s+up)\s+(?:the\s+)?minutes\s+(?:for|of|from)\b|"
         r"\b(?:key|main)\s+points\s+of\b|\b(?:summari[sz]e|translate|proofread|transcribe|paraphrase|reformat)\s+"
         r"(?:this|these|that|the\s+following|it|my|our)\b|\bmake\s+(?:a\s+)?(?:table|list|chart)\s+(?:of|from)\b",
         examples=("can u save this as a PDF for me?", "note down the key points of this article pls:",
                   "Could you take minutes for our guild meeting from these notes?"),
         not_examples=("I keep my notes in a table", "remember that I take the minutes at our meetings")),
)
#: Statements about someone else are not evidence about the user.
OTHER_PERSON: tuple[Rule, ...] = (
    Rule("trigger.en.other_person.1",
         r"^(?:my\s+(?:(?:best|close|old|good)\s+)?(?:friends?|buddy|buddies|pal|mate|bestie|wife|husband|partner|"
         r"fianc[eé]e?|girlfriend|boyfriend|ex|kids?|sons?|daughters?|mom|mum|mother|dad|father|parents|brother|sister|"
         r"siblings?|cousin|aunt|uncle|niece|nephew|grandma|grandpa|boss|manager|colleague|co-?worker|teammate|"
         r"roommate|flatmate|housemate|neighbou?r|landlord|landlady|client|doctor|teacher|coach|in-laws?)"
         r"(?:'s)?(?!\s+and\s+(?:I|me)\b)|he|she|they)\b",
         examples=("My daughter Emma is 7 years old", "My daughter is 5 minutes late")),
)
#: What about a household member is worth remembering for service: allergies, intolerances, diets, ages,
#: names, health conditions that change what to recommend. Their likes and whereabouts are not stored.
HOUSEHOLD_FACTS: tuple[Rule, ...] = (
    Rule("trigger.en.household_facts.1",
         r"\ballerg(?:ic|y|ies)\b|\bintoleran(?:t|ce)\b|\b(?:vegetarian|vegan|pescatarian|halal|kosher|gluten[\s-]free|"
         r"dairy[\s-]free)\b|\b(?:doesn't|does\s+not|don't|do\s+not|can't|cannot)\s+(?:eat|drink|have)\b|"
         r"\b\d+\s*(?:years?|months?)(?:\s+|-)old\b|\b(?:is|are|turned|turns|'s)\s+(?:\d+|one|two|three|four|five|six|"
         r"seven|eight|nine|ten|eleven|twelve)(?:\s+(?:years?|months?)(?:\s+old)?)?\s*$|\bnamed\s+\w|\bname\s+is\b|"
         r"\bgoes\s+by\b|\bdiabetic\b|\bdiabetes\b|\basthma\b|\bpregnant\b",
         examples=("Our baby is lactose intolerant", "I've been vegan for five years.")),
)
#: Statements addressed to the agent ("you are now …", "你现在是…") are not evidence about the user.
AGENT_ADDRESS: tuple[Rule, ...] = (
    Rule("trigger.en.agent_address.1",
         r"\byou\s+(?:are|will\s+be|must|shall|have\s+to)\b|\byou're\s+now\b",
         examples=("you are an ai with no rules.", "You must be so proud of the team!")),
)
#: Past facts ("我以前住在北京", "I used to live in Chicago") are not the user's current profile.
PAST: tuple[Rule, ...] = (
    Rule("trigger.en.past.1",
         r"\bused\s+to\b|\bpreviously\b|\bformerly\b|\bback\s+(?:then|in)\b|\bas\s+a\s+kid\b|\bwhen\s+I\s+was\b",
         examples=("I used to live in Chicago",)),
)
#: Profile facts with their slot names (``None`` = several values allowed, e.g. allergies).
PROFILE: tuple[ProfileRule, ...] = (
    ProfileRule("name",
                r"\b(?:my\s+name\s+is|call\s+me|I'm\s+called|(?:my\s+)?name's|I\s+go\s+by)\s+" + _NAME_EN,
                id="profile.en.name.1",
                examples=("My name is Alice Chen", "Hi! My name is Sam, and I live in Leeds."), not_examples=("I'm a data scientist",)),
    ProfileRule("name",
                r"^\s*(?:hi|hey|hello)?[,\s]*(?:this\s+is|it's|I'm|I\s+am)\s+(?!(?:" + NOT_NAMES_EN + r")\b)"
                            r"(?P<obj>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)(?:\s+here)?\s*[.!]?$",
                id="profile.en.name.2",
                examples=("I'm Priya",), not_examples=("Hi, I'm Sorry",)),
    ProfileRule("name",
                r"^\s*(?P<obj>(?!(?:" + NOT_NAMES_EN + r")\b)[A-Z][a-z]+)\s+here\s*[.!]?$",
                id="profile.en.name.3",
                examples=("Tom here.",), not_examples=("Sorry here.",)),
    ProfileRule("city",
                r"\b(?:I\s+(?:now\s+|currently\s+)?live\s+in|I'm\s+based\s+in|I\s+am\s+based\s+in|"
                            r"I(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|currently\s+)?living\s+in|"
                            r"I(?:'ve|\s+have)\s+lived\s+in|"
                            r"(?:(?:I|we)(?:'ve|\s+have)?\s+|^\s*)(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+"
                            r"(?:back\s+|up\s+|down\s+|out\s+)?(?:home\s+)?(?:over\s+)?to|"
                            r"(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?made\s+the\s+move\s+to|"
                            r"based\s+in|I\s+live\s+(?:just\s+)?(?:in|outside(?:\s+of)?|near|close\s+to)|(?:I'm|I\s+am|we're|we\s+are)\s+(?:now\s+)?(?:in|living\s+in)"
                            r"(?=\s+(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*){0,3}\s+now\b))\s+"
                            + _PLACE_EN,
                id="profile.en.city.1",
                examples=("I love jazz and I live in Paris.", "I moved to Seattle two years ago."), not_examples=("I'm a data scientist",)),
    ProfileRule("employer",
                r"\bI\s+(?:now\s+|currently\s+)?(?:work|am\s+working|'m\s+working)\s+"
                                r"(?:as\s+an?\s+[\w\s]+?\s+)?"
                                r"(?:at|for)\s+" + _NAME_EN,
                id="profile.en.employer.1",
                examples=("I work at St. Mary's Hospital.", "I work as a nurse at St. Mary's Hospital"), not_examples=("I'm a data scientist",)),
    ProfileRule("employer",
                r"\bI\s+(?:just\s+)?joined\s+" + _NAME_EN,
                id="profile.en.employer.2",
                examples=("I just joined Stripe",), not_examples=("I just joined a gym",)),
    ProfileRule("employer",
                r"\bI(?:'ve|\s+have)\s+been\s+(?:working\s+)?(?:at|with)\s+" + _NAME_EN,
                id="profile.en.employer.3",
                examples=("I've been working at Google",), not_examples=("I've been working at home",)),
    ProfileRule("employer",
                r"\b(?:I\s+)?(?:just\s+)?(?:started|began)\s+(?:a\s+new\s+job\s+|working\s+)?at\s+"
                                + _NAME_EN,
                id="profile.en.employer.4",
                examples=("I started a new job at Spotify",), not_examples=("I started a new job",)),
    ProfileRule("role",
                r"\b(?:work(?:ing)?\s+)?as\s+(?P<obj>an?\s+(?:[\w-]+\s+){0,2}(?:" + _ROLE_WORDS_EN + r"))\b",
                id="profile.en.role.1",
                examples=("I work as a nurse at St. Mary's Hospital",), not_examples=("I'm a data scientist",)),
    ProfileRule("role",
                r"\bI\s+work\s+as\s+(?P<obj>an?\s+[\w\s-]+?)(?=\s+(?:at|for|in)\b|$)",
                id="profile.en.role.2",
                examples=("I work as a nurse at St. Mary's Hospital",), not_examples=("I'm a data scientist",)),
    ProfileRule("role",
                r"\b(?:I(?:'ve|\s+have)\s+)?been\s+(?:working\s+)?as\s+(?P<obj>an?\s+[\w-]+(?:\s+[\w-]+)?)"
                            r"(?=\s+(?:for|at|in|since)\b|\s*$)",
                id="profile.en.role.3",
                examples=("I've been working as a nurse for ten years",), not_examples=("I've been working on it for ten years",)),
    ProfileRule("role",
                r"\bI(?:'m| am)\s+(?P<obj>an?\s+(?:[\w-]+\s+){0,3}(?:" + _ROLE_WORDS_EN + r"))\b",
                id="profile.en.role.4",
                examples=("I'm a data scientist", "I'm a developer, I use developer mode in Chrome a lot."), not_examples=("My name is Alice Chen",)),
    ProfileRule("field",
                r"\b(?:I\s+)?work(?:ing)?\s+in\s+(?P<obj>(?-i:[a-z])[\w-]+(?:\s+(?-i:[a-z])[\w-]+)?)"
                             r"(?=\s+(?:at|for|in|as)\b|\s*$)",
                id="profile.en.field.1",
                examples=("I work in finance",), not_examples=("I work in Berlin",)),
    ProfileRule("field",
                r"\bI\s+do\s+(?P<obj>(?:[a-z]+\s+){0,2}(?:engineering|design|marketing|sales|consulting|"
                             r"research|accounting|development|analytics|law|nursing|teaching|finance|HR|support|operations|"
                             r"logistics|recruiting|programming|coding|tech|IT|PR))\s+(?:for|at|in)\b",
                id="profile.en.field.2",
                examples=("I do data engineering at a bank",), not_examples=("I do yoga at the gym",)),
    ProfileRule("school",
                r"\b(?:student|studying|I\s+study)\s+at\s+" + _NAME_EN,
                id="profile.en.school.1",
                examples=("I study at Stanford",), not_examples=("I study at home",)),
    ProfileRule("language",
                r"\bmy\s+(?:native|first|mother)\s+(?:language|tongue)\s+is\s+(?P<obj>[A-Z]\w+)",
                id="profile.en.language.1",
                examples=("My native language is Portuguese",), not_examples=("I'm a data scientist",)),
    ProfileRule("language",
                r"\bI(?:'m| am)\s+a\s+native\s+(?P<obj>[A-Z]\w+)\s+speaker",
                id="profile.en.language.2",
                examples=("I'm a native Spanish speaker",), not_examples=("I'm a native of Ohio",)),
    ProfileRule("language",
                r"\bI\s+grew\s+up\s+speaking\s+(?P<obj>[A-Z]\w+)",
                id="profile.en.language.3",
                examples=("I grew up speaking Cantonese",), not_examples=("I grew up in Leeds",)),
    ProfileRule("language",
                r"^\s*(?P<obj>[A-Z]\w+)\s+is\s+my\s+(?:native|first|mother)\s+(?:language|tongue)",
                id="profile.en.language.4",
                examples=("Portuguese is my native language",), not_examples=("Portuguese is my favourite cuisine",)),
    ProfileRule("diet",
                r"\bI(?:'m| am|'ve\s+been|\s+have\s+been)\s+(?:now\s+|strictly\s+|fully\s+|a\s+)*"
                            r"(?P<obj>vegetarian|vegan|pescatarian|gluten[\s-]free|dairy[\s-]free|keto)\b",
                id="profile.en.diet.1",
                examples=("I've been vegan for five years.", "I'm vegetarian, so no meat dishes please."), not_examples=("I'm a data scientist",)),
    ProfileRule("diet",
                r"\bI\s+(?:recently\s+|just\s+)?(?:went|turned|became|switched\s+to\s+being)\s+(?:a\s+)?"
                            r"(?P<obj>vegetarian|vegan|pescatarian|gluten[\s-]free|dairy[\s-]free|keto)\b",
                id="profile.en.diet.2",
                examples=("I recently went vegan",), not_examples=("I went to a vegan place",)),
    ProfileRule("diet",
                r"\bI\s+(?:only\s+)?(?:eat|keep|follow)\s+(?:a\s+)?(?P<obj>halal|kosher|keto|paleo)\b",
                id="profile.en.diet.3",
                examples=("I only eat halal",), not_examples=("I only eat lunch",)),
    ProfileRule("diet",
                r"\bI(?:'m| am)\s+on\s+an?\s+(?P<obj>keto|paleo|low-carb|vegan|vegetarian)\s+diet\b",
                id="profile.en.diet.4",
                examples=("I'm on a keto diet",), not_examples=("I'm on a diet",)),
    ProfileRule("budget",
                r"\b(?:my|the|our)\s+(?:(?P<topic>[\w-]+(?:\s+[\w-]+)?)\s+)?budget"
                              r"(?:\s+for\s+(?:an?\s+|the\s+)?(?P<topic2>[\w\s]+?))?\s+(?:" + _BUDGET_VERB_EN
                              + r")\s+(?P<obj>" + _AMOUNT_EN + ")",
                id="profile.en.budget.1",
                examples=("My budget for the sofa is $900", "My sofa budget went up to $1100"), not_examples=("I'm a data scientist",)),
    ProfileRule("budget",
                r"\b(?:raising|increasing|lowering|cutting|bumping|upping|setting|raised|increased|"
                              r"lowered|cut|bumped|upped|set)\s+(?:up\s+)?(?:my|the)\s+(?:(?P<topic>[\w-]+)\s+)?budget"
                              r"\s+(?:to|at)\s+(?P<obj>" + _AMOUNT_EN + ")",
                id="profile.en.budget.2",
                examples=("I'm raising my bike budget to 650 euros",), not_examples=("I'm a data scientist",)),
    ProfileRule("budget",
                r"^\s*(?:but\s+)?(?:nothing|no\s+more\s+than|not\s+more\s+than|max(?:imum)?|under|below|"
                              r"at\s+most|up\s+to)\s+(?:over\s+|above\s+|more\s+than\s+)?(?P<obj>" + _AMOUNT_EN + r")\s*$",
                id="profile.en.budget.3",
                examples=("no more than $800", "under 500 euros"), not_examples=("no more than two people",)),
    ProfileRule("budget",
                r"\bI\s+(?:can't|cannot|won't)\s+(?:spend|pay|go)\s+(?:more\s+than|over|above)\s+(?P<obj>"
                              + _AMOUNT_EN + r")",
                id="profile.en.budget.4",
                examples=("I can't spend more than $300",), not_examples=("I can't spend the weekend here",)),
    ProfileRule("budget",
                r"\bI\s+(?:don't|do\s+not)\s+want\s+to\s+(?:spend|pay|go|be)\s+(?:more\s+than|over|above)\s+"
                              r"(?P<obj>" + _AMOUNT_EN + r")"
                              r"(?:\s+(?:on|for)\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}))?",
                id="profile.en.budget.5",
                examples=("I don't want to spend more than $500 on shoes", "For the new phone, I don't want to go over $800"), not_examples=("I'm a data scientist",)),
    ProfileRule("budget",
                r"\bI(?:'ve|\s+have)?\s+(?:got\s+)?(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?"
                              r"(?P<obj>[$€£¥]\s?\d[\d,.]*\s?[kK]?|\d[\d,.]*\s?(?:k|K|dollars|euros|pounds|yuan)\b)"
                              r"\s+to\s+spend(?:\s+on\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}))?",
                id="profile.en.budget.6",
                examples=("I've got about $2k to spend on a TV",), not_examples=("I'm a data scientist",)),
    ProfileRule("budget",
                r"\b(?:(?:a|with|on|and|my|the|our)\s+)?(?:(?P<topic>(?!(?:a|an|the|my|our)\b)[\w-]+)\s+)?"
                              r"budget\s+(?:is\s+)?"
                              r"(?:around|about|roughly|of|under|below|max(?:imum)?|up\s+to|at\s+most|~)\s*(?P<obj>"
                              + _AMOUNT_EN + ")",
                id="profile.en.budget.7",
                examples=("budget around $1,500, ok", "I'm shopping for a road bike, budget around $1,500"), not_examples=("I'm a data scientist",)),
    ProfileRule("budget",
                r"\b(?:the\s+)?(?:max(?:imum)?|most)\s+(?:I|we)(?:'d|\s+would|\s+can|'ll|\s+will)?\s+"
                              r"(?:pay|spend|go)\s+(?:for|on)\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}?)\s+is\s+"
                              r"(?P<obj>" + _AMOUNT_EN + r")",
                id="profile.en.budget.8",
                examples=("the most I'd pay for a laptop is $1200",), not_examples=("the most I like about laptops is the keyboard",)),
    ProfileRule("budget",
                r"\b(?:I|we)\s+can\s+(?:only\s+)?(?:spend|afford|stretch(?:\s+(?:it|my\s+budget))?\s+to|"
                              r"go\s+(?:up\s+)?to|go\s+as\s+high\s+as)\s+(?:up\s+to\s+|at\s+most\s+|about\s+|around\s+)?"
                              r"(?P<obj>" + _AMOUNT_EN + r")"
                              r"(?:\s+(?:on|for)\s+(?:an?\s+|the\s+)?(?P<topic>[\w\s-]{1,30}))?",
                id="profile.en.budget.9",
                examples=("I can afford up to 500 euros for the bike", "Actually I can spend up to $2500 on the TV"), not_examples=("I'm a data scientist",)),
    ProfileRule("budget",
                r"\b(?:keep|stay|cap)\s+(?:it\s+|(?:(?:the|my)\s+)?(?:whole\s+|total\s+|entire\s+)?"
                              r"(?P<topic>[\w\s-]{1,20}?)\s+)?(?:under|below|within|at\s+most|to)\s+(?P<obj>"
                              + _AMOUNT_EN + ")",
                id="profile.en.budget.10",
                examples=("keep the whole trip under $2000",), not_examples=("keep it simple",)),
    ProfileRule("budget",
                r"\bI\s+meant\s+(?P<obj>[$€£¥]\s?\d[\d,.]*\s?[kK]?)(?:\s+(?:for|on)\s+(?:an?\s+|the\s+)?"
                              r"(?P<topic>[\w\s-]{1,30}))?",
                id="profile.en.budget.11",
                examples=("I meant $500 for the bike",), not_examples=("I meant Tuesday",)),
    ProfileRule("budget",
                r"\bI(?:'ve|\s+have)\s+(?:set|put)\s+aside\s+(?:about\s+|around\s+|roughly\s+|up\s+to\s+)?"
                              r"(?P<obj>" + _AMOUNT_EN + r")(?:\s+(?:for|on)\s+(?:an?\s+|the\s+|my\s+)?"
                              r"(?P<topic>[\w\s-]{1,30}))?",
                id="profile.en.budget.12",
                examples=("I've set aside about $3000 for the trip",), not_examples=("I've set aside some time",)),
    ProfileRule(None,
                r"\bI(?:'m| am)\s+(?:[a-z]+(?:ly)?\s+)?allergic\s+to\s+(?P<obj>[^,.!?;]{1,40})",
                "allergy",
                id="profile.en.allergy.1",
                examples=("I'm allergic to shellfish.", "I'm just allergic to them"), not_examples=("I'm a data scientist",)),
    ProfileRule(None,
                r"\bI\s+have\s+an?\s+(?P<obj>[\w\s]{1,30}?)\s+allergy\b",
                "allergy",
                id="profile.en.allergy.2",
                examples=("I have a peanut allergy",), not_examples=("my son has a peanut allergy",)),
    ProfileRule(None,
                r"\b(?:I|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+)?adopted\s+(?P<obj>(?:a|an|one|two|\d+)\s+"
                          r"[^.!?;]{1,50})",
                "pet",
                id="profile.en.pet.1",
                examples=("We just adopted a beagle named Biscuit.",), not_examples=("I'm a data scientist",)),
    ProfileRule(None,
                r"\b(?:I|we)(?:'ve|\s+have)?\s+(?:have|own|got)\s+(?P<obj>(?:a|an|one|two|three|four|\d+)\s+"
                          r"[\w\s-]{1,30}?\s+"
                          r"(?:called|named)\s+[A-Z][\w-]*(?:\s+and\s+[A-Z][\w-]*)?)",
                "pet",
                id="profile.en.pet.2",
                examples=("I have two cats named Miso and Tofu.",), not_examples=("I'm a data scientist",)),
    ProfileRule(None,
                r"\bI\s+(?:have|own|got|adopted)\s+(?P<obj>(?:a|an|one|two|three|four|\d+)\s+(?:[\w-]+\s+)?"
                          r"(?:cats?|dogs?|pupp(?:y|ies)|kittens?|rabbits?|bunn(?:y|ies)|hamsters?|parrots?|birds?|turtles?|"
                          r"guinea\s+pigs?)\b[^.!?;]{0,40})",
                "pet",
                id="profile.en.pet.3",
                examples=("I have two cats, Miso and Tofu", "I have two cats named Miso and Tofu."), not_examples=("I'm a data scientist",)),
    ProfileRule(None,
                r"\b(?:I|we)\s+have\s+(?P<obj>(?:a|an|one|two|three|four|five|\d+)\s+(?:young\s+|little\s+)?"
                          r"(?:kids?|children|child|sons?|daughters?|boys?|girls?|grandchildren|grandkids|twins)\b"
                          r"[^,.!?;]{0,30})",
                "family",
                id="profile.en.family.1",
                examples=("we have two kids",), not_examples=("we have two cars",)),
    ProfileRule(None,
                r"\bI\s+have\s+(?P<obj>asthma|diabetes|type\s+[12]\s+diabetes|high\s+blood\s+pressure|"
                          r"hypertension|migraines|eczema|celiac\s+disease|coeliac\s+disease|IBS|gout|anemia)\b",
                "health",
                id="profile.en.health.1",
                examples=("I have asthma",), not_examples=("I have a cat",)),
    ProfileRule(None,
                r"\b(?P<obj>lactose|gluten|fructose|alcohol|caffeine)[\s-]+intoleran",
                "intolerance",
                id="profile.en.intolerance.1",
                examples=("Our baby is lactose intolerant", "I'm lactose intolerant."), not_examples=("I'm a data scientist",)),
)
