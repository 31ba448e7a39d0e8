"""A bilingual long thread for the rolling summary: planted hard facts among small talk (written before the fix).

``FACTS`` are hard facts (names with what they are, dates with events, numbers with what they count, preferences,
decisions, bookings), each with the substrings a summary must keep. ``CHANGES`` are values set early and changed
late: the old value must be gone, the new one kept. ``SMALL_TALK`` is thanks, compliments, encouragement, greetings,
acknowledgements and exclamations — many with a cue word (always, love, must, never, 一定, 喜欢, 千万, a date word,
a vocative name, a number) that must not make them facts. :func:`thread` interleaves them deterministically.

    >>> msgs = thread()
    >>> len(msgs) > 190
    True
"""

from __future__ import annotations

import re

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage

#: (speaker, text, substrings the summary must keep); speaker "u" = user, "a" = assistant.
FACTS: list[tuple[str, str, tuple[str, ...]]] = [
    ("u", "我叫陈思远，在一家做新能源的公司上班。", ("陈思远",)),
    ("u", "我女儿今年六岁，九月份上小学。", ("六岁",)),
    ("u", "我对芒果过敏，吃了会起疹子。", ("芒果过敏",)),
    ("u", "我们打算10月3日从上海出发去云南。", ("云南",)),
    ("u", "这次一共四个大人两个小孩。", ("四个大人",)),
    ("u", "酒店我想要离古城近一点的，最好带早餐。", ("古城",)),
    ("u", "我不喝酒，晚饭别安排酒吧。", ("不喝酒",)),
    ("u", "我老婆叫林晓，她是中学老师。", ("林晓",)),
    ("u", "回程定在10月9号晚上。", ("10月9号",)),
    ("u", "我每天早上六点半跑步，大概五公里。", ("五公里",)),
    ("u", "我们决定不去丽江了，改去大理。", ("大理",)),
    ("a", "已为您预订大理古城客栈，订单号是DL20931。", ("DL20931",)),
    ("u", "航班选东航MU5801，上午起飞那班。", ("MU5801",)),
    ("u", "我妈下个月七十大寿，要在杭州办。", ("七十大寿",)),
    ("u", "我比较喜欢安静的民宿，不要太吵的。", ("安静的民宿",)),
    ("u", "我儿子在读高二，成绩还不错。", ("高二",)),
    ("u", "我的车是一辆白色的特斯拉Model 3。", ("Model 3",)),
    ("u", "My name is Daniel Ortiz and I teach chemistry at a high school in Denver.", ("Daniel Ortiz",)),
    ("u", "I'm vegetarian, so no meat dishes please.", ("vegetarian",)),
    ("u", "My sister Priya is flying in on March 14.", ("Priya", "March 14")),
    ("u", "We have 3 dogs and a cat at home.", ("3 dogs",)),
    ("u", "I prefer aisle seats on long flights.", ("aisle",)),
    ("u", "I'm allergic to shellfish.", ("shellfish",)),
    ("u", "The conference is in Lisbon from June 2 to June 5.", ("Lisbon", "June 2")),
    ("u", "I decided to go with the blue Honda Civic.", ("Honda Civic",)),
    ("u", "My daughter Emma turns 12 next month.", ("Emma",)),
    ("a", "I've booked a table for 6 at Luigi's at 7:30 pm on Friday.", ("Luigi's", "7:30")),
    ("u", "I hate waking up before 6 am.", ("6 am",)),
    ("u", "I run a small bakery called Sweet Crumbs on Elm Street.", ("Sweet Crumbs",)),
    ("u", "Our anniversary is on September 21.", ("September 21",)),
    ("u", "I drink my coffee black, never with sugar.", ("coffee black",)),
    ("u", "The deadline for the grant report is April 30.", ("April 30",)),
    ("u", "I moved to Seattle two years ago.", ("Seattle",)),
    ("u", "My doctor is Dr. Anand Patel at Mercy Hospital.", ("Patel", "Mercy Hospital")),
    ("u", "I work night shifts on weekends.", ("night shifts",)),
    ("u", "I started learning Japanese in January.", ("Japanese",)),
]

#: (old message, new message, old value, new value): the old value must leave the summary.
CHANGES: list[tuple[str, str, str, str]] = [
    ("预算先定五千块。", "预算改成一万二吧。", "五千", "一万二"),
    ("会议时间定在周四下午三点。", "会议改到周五上午十点。", "周四", "周五"),
    ("人数是8个人。", "人数改成10个人。", "8个人", "10个人"),
    ("My phone number is 555-0134.", "My new phone number is 555-0199.", "555-0134", "555-0199"),
    ("Book the hotel for 2 nights.", "Make the hotel 4 nights instead.", "2 nights", "4 nights"),
]

SMALL_TALK: list[str] = [
    # English
    "Hey! How's it going?", "Haha, that's hilarious.", "Thanks so much, you're the best!",
    "Awesome, great job!",
    "Sounds good to me.", "Love that!", "Can't wait!", "Oh wow, that's amazing!", "I totally agree with you.",
    "You always know what to say.", "I love how you think about these things.",
    "That's so sweet of you, thank you!",
    "Good morning! Hope you slept well.", "Take care and talk soon!", "No worries at all.", "Sure thing!",
    "Got it, thanks.", "Okay, makes sense.", "You must be so proud!", "I'll never forget that, haha.",
    "Remember to take it easy, okay?", "Let's make today count, Sam!", "You're doing great, keep it up!",
    "I'm so happy for you, Maya!", "That means a lot to me.", "Congrats on everything!",
    "Enjoy the rest of your day!",
    "See you tomorrow!", "Have a wonderful weekend!", "Cheers to that!", "I like that idea a lot.",
    "Absolutely, I'm always here if you need anything.", "You never cease to amaze me!",
    "Love you too, talk later.",
    "That was fun, we should do it again sometime.", "I knew you could do it!", "Good luck with everything!",
    "Oh no, I'm sorry to hear that.", "Hope you feel better soon.", "Right? It's wild.",
    "Totally, I feel the same way.", "Nice one!", "You're welcome!", "Anytime, my friend.",
    "Yay, so exciting!",
    "I'm 100% with you on that.", "Thanks a million, Alex!", "Glad to hear it!",
    "What a great day it's been!",
    "Keep shining, Jordan!", "Same here, honestly.", "I appreciate you so much.", "That's the spirit!",
    "Hmm, interesting.", "Fair enough.", "Well said!", "Aww, thank you for saying that.", "Have fun tonight!",
    "We'll always have each other.", "It must have been a wonderful moment.",
    "You must be exhausted, get some rest!",
    "I can't wait to hear all about it!", "Let's keep in touch, Ben.", "Honestly, you inspire me every day.",
    "Thank you, it really means the world.", "I'm so glad we talked today.", "Lol, classic you.",
    "Oh nice, good for you!", "I'll keep my fingers crossed for you!", "Never give up on your dreams!",
    "That sounds like a plan!", "Deal!", "Perfect, thanks!", "Good night, sleep tight!",
    "You're amazing, Chris!",
    "Such a lovely picture!", "Whoa, that's awesome news!", "I love it!", "Yes, definitely!", "Ha, me too!",
    "Happy Friday!", "Have a great Monday!",
    # Chinese
    "谢谢你一直陪着我！", "太棒了！", "加油加油！", "哈哈哈，笑死我了", "好的，收到", "嗯嗯，明白了", "没问题！",
    "不客气～", "辛苦啦！", "你真厉害！", "恭喜恭喜！", "好期待呀！", "太好了，真为你高兴", "早上好呀",
    "晚安，做个好梦", "你好呀，最近怎么样？", "哇，好漂亮！", "我也是这么想的", "说得太对了", "爱你哟",
    "我超喜欢的！", "一定会成功的！",
    "千万别累着自己哦", "记得照顾好自己", "明天会更好的！", "今天真开心", "好的好的，就这么定了", "那太好了",
    "真的假的？哈哈", "你永远是最棒的", "我一直都支持你", "谢谢你的鼓励，我会继续努力的", "感动哭了", "好羡慕你啊",
    "这个主意不错", "确实确实", "对对对", "有道理", "随时找我哦", "一起加油吧！", "周末愉快！", "下次再聊～", "拜拜",
    "好嘞", "OK的", "你说的对，我记住了", "喜欢就好", "不用谢，应该的", "太感谢了，你帮了我大忙", "哇塞，好厉害",
    "嘿嘿，被你发现了", "真是辛苦你了", "祝你一切顺利！", "今天也要元气满满哦", "别担心，一切都会好的", "抱抱你",
    "笑死，太可爱了", "那必须的！", "好主意！", "你真是我的好朋友", "我也想你了", "收到，马上看", "好哒",
    "稍等一下哈",
    "嗯，我懂你的意思", "加油，你一定可以的！", "谢谢啦，爱你", "你太贴心了", "真不错呀", "天哪，好神奇",
    "我永远支持你", "好开心能和你聊天", "一百个赞！", "哈哈，我也一样", "好的，没问题，交给我吧", "不错不错",
    "明白，谢谢提醒",
    "太有意思了", "祝你生日快乐！", "新年快乐！", "辛苦了，早点休息", "那就好", "放心吧", "你说得没错",
]


#: Held-out batch B, written after the first version of the detector and measured before any change for it
#: (27/30 facts kept, 2/50 small-talk lines leaked; the committed detector before this work: 21/30 and 18/50).
MORE_FACTS: list[str] = [
    "我下个月15号要去深圳面试。", "我老公在银行上班，经常加班。", "我们家住在朝阳区望京。", "我喝咖啡只加燕麦奶。",
    "孩子周六上午有钢琴课。", "我的护照6月底到期。", "我怕冷，冬天不想去北方。", "房租每个月四千五。",
    "我们最后选了宜家那款沙发。", "我弟弟叫张磊，在读研究生。", "我对青霉素过敏。", "年会定在12月20号。",
    "我平时不吃早饭。", "我上周换了新工作，现在做产品经理。", "请记住我的座位偏好是靠过道。",
    "I'm flying to Toronto on the 8th.", "My husband Mark is a nurse at St. Vincent's.",
    "We pay 1,800 a month in rent.", "I can't eat gluten.", "My son plays soccer every Saturday.",
    "I switched to the night shift last month.", "The wedding is on August 12 in Napa.",
    "I usually go to the gym at 6 in the morning.", "I'd rather take the train than fly.",
    "Our team lead is called Rachel.", "I have two cats named Miso and Tofu.",
    "The quarterly review got moved to Thursday.", "I graduated from Ohio State in 2015.",
    "Please don't schedule anything before 10 am.", "I'm saving up for a trip to Peru.",
]
#: Batch B's small talk.
MORE_SMALL_TALK: list[str] = [
    "哈哈哈你太逗了", "好滴好滴", "辛苦辛苦", "么么哒", "太赞了吧", "可以可以", "我就知道你行", "你也是呀",
    "好想你呀", "么么", "真的太感谢你了！", "没事没事", "早点睡哦", "晚上好呀～", "你最好了", "我会一直记得的",
    "那就这么说定了", "这周末好好放松一下吧", "必须的必须的", "一定一定", "喜欢喜欢！", "太可爱了吧", "好耶！",
    "冲鸭！", "666", "Thank you so so much!", "You rock!", "LOL, so true.", "Aw, that's so kind of you.",
    "I hear you.", "Oh man, that's rough.", "You got this!", "Big hugs!", "Yep, for sure.", "That's awesome, Tim!",
    "I'll always remember this, thank you.", "Can't wait to see you, Lily!", "Love you guys!", "Have a good one!",
    "Same, I love that too!", "Never change, Sam!", "You must be thrilled!", "Hope your week goes well!",
    "We'll figure it out together.", "That's so cool, I love it!", "I'm really happy for you two.",
    "Happy Sunday, everyone!", "See you next week!", "Thanks again for tonight!", "Great chatting, talk tomorrow!",
]

#: Held-out batch C, written after all tuning on A and B and measured once before any change for it:
#: 29/30 facts kept, 0/50 small-talk lines leaked (the detector before this work: 26/30 and 9/50).
FACTS_C: list[str] = [
    "我家猫叫年糕，今年三岁了。", "下个月8号我要去医院做体检。", "我是做前端开发的，主要写React。",
    "我不能吃花生，会过敏。", "我们小区的物业费每平米2块5。", "周三晚上我要上瑜伽课。",
    "我更喜欢纸质书，不太看电子书。", "我们打算明年春天结婚。", "老板让我周五之前交季度报告。",
    "我姐姐在新加坡读博士。", "我每周末都去爬山。", "这次出差一共五天。", "我的签证下周二到期。",
    "我最近在学吉他，刚学了三个月。", "我们定了海底捞，晚上七点。", "I'm lactose intolerant.",
    "My flight to Denver leaves at 6:15 tomorrow morning.", "We just adopted a beagle named Biscuit.",
    "I'm a night owl, so please don't book anything before noon.", "My mom's surgery is scheduled for October 3.",
    "I switched from Android to an iPhone 15 last week.", "Our team has 8 engineers and 2 designers.",
    "I've been vegan for five years.", "I volunteer at the animal shelter every Sunday.",
    "My landlord raised the rent to 2,400.", "I prefer window seats, especially on overnight flights.",
    "The kids' school starts on September 1.", "I'm training for the Chicago Marathon in October.",
    "My partner Luis is allergic to cats.", "I hate cilantro.",
]
#: Batch C's small talk.
SMALL_TALK_C: list[str] = [
    "哈哈哈哈哈", "太可了", "嗯呢", "真好呀", "你也早点休息哈", "好呀好呀", "没事儿", "谢谢亲", "你真好",
    "明天见啦", "辛苦你啦，比心", "这也太好笑了", "我觉得挺好的", "对呀对呀", "嗯嗯，有道理", "好的呢",
    "加油呀，你最棒了", "开心就好", "嘿嘿，谢谢夸奖", "周一快乐！", "祝你好运", "我永远爱你们", "完美！",
    "厉害了我的哥", "好的，马上", "那太棒了，替你开心", "Haha yes!", "Omg same", "That's wonderful news, congrats!",
    "Thanks for listening, it means a lot.", "Take it easy tonight!", "You're the sweetest.",
    "Ugh, Mondays, right?", "So proud of you, Kim!", "I love that for you!", "Hope you have a blast!",
    "Sure, sounds like fun.", "Got it, talk soon!", "Oh totally, I get it.",
    "Wishing you the best of luck tomorrow!", "Aww, you always make me smile.", "Good to hear from you!",
    "Miss you lots!", "You've got this, I believe in you!", "Cheers, mate!", "Oh my gosh, that's incredible!",
    "Thanks a bunch!", "Yes, exactly what I was thinking.", "Enjoy every moment of it!",
    "It was great catching up with you.",
]


_LINE_HEAD_RE = re.compile(r"^\s*-?\s*(?:(?:用户|助手|user|assistant|\w+)\s*[:：]\s*)*", re.IGNORECASE)


def _norm(text: str) -> str:
    return re.sub(r"\W+", "", text.lower())


def thread(labels: tuple[str, str] | None = None) -> list[BaseMessage]:
    """Facts spread evenly through the small talk; old values in the first third, new ones in the last.

    ``labels`` (user, assistant) prefixes every message with an inline speaker label ("Sam: …"), as chat logs do.
    """
    items: list[tuple[str, str]] = [(sp, text) for sp, text, _ in FACTS]
    talk = [("u" if i % 2 == 0 else "a", t) for i, t in enumerate(SMALL_TALK)]
    step = max(1, len(talk) // (len(items) + 1))
    out: list[tuple[str, str]] = []
    facts = iter(items)
    for i, line in enumerate(talk):
        out.append(line)
        if i % step == step - 1:
            fact = next(facts, None)
            if fact:
                out.append(fact)
    out += list(facts)
    third = len(out) // 3
    for n, (old, new, _, _) in enumerate(CHANGES):
        out.insert(n * 3 + 1, ("u", old))
        out.insert(len(out) - third + n * 5, ("u", new))
    msgs: list[BaseMessage] = []
    for speaker, text in out:
        if labels:
            text = f"{labels[0] if speaker == 'u' else labels[1]}: {text}"
        msgs.append(HumanMessage(text) if speaker == "u" else AIMessage(text))
    return msgs


def score(summary: str) -> dict[str, float]:
    """``kept`` (share of planted facts whose every key is in the summary), ``leaked`` (share of small-talk lines
    that gave a summary line), ``superseded_gone`` and ``changed_kept`` (shares of the CHANGES)."""
    low = summary.lower()
    kept = sum(all(k.lower() in low for k in keys) for _, _, keys in FACTS) / len(FACTS)
    lines = [_norm(_LINE_HEAD_RE.sub("", ln)) for ln in summary.splitlines()]
    lines = [ln for ln in lines if len(ln) >= 2]
    leaked = sum(any(ln in _norm(t) for ln in lines) for t in SMALL_TALK) / len(SMALL_TALK)
    gone = sum(old.lower() not in low for _, _, old, _ in CHANGES) / len(CHANGES)
    new_kept = sum(new.lower() in low for _, _, _, new in CHANGES) / len(CHANGES)
    return {"kept": kept, "leaked": leaked, "superseded_gone": gone, "changed_kept": new_kept}
