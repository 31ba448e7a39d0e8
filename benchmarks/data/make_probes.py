"""Generator of ``probes.json`` — the bilingual temporal / multi-hop probe set (run once; the JSON is the data).

Written *before* any retrieval change for it, and not to be tuned on: each script is one user's multi-session chat
history with dated events told relative to the day they were told ("yesterday I…", "上周六…", "下周五…"), a few
undated distractors, filler, and three kinds of questions asked at the script's ``now``:

* ``temporal`` — the same kind of event happened several times; only the time expression of the question
  ("last weekend", "上个月", "in March", "去年底" …) says which one is meant;
* ``when`` — "when did I …?": the dated memory of that event must beat undated mentions of the same place/thing;
* ``multi-hop`` — the answer needs two memories linked by a person (one names them in a role, the other states
  the asked-for fact about them); gold is both.

    python benchmarks/data/make_probes.py > benchmarks/data/probes.json
"""

from __future__ import annotations

import json
import random
from datetime import date, datetime, timedelta

RNG = random.Random(20261201)
MONTHS_EN = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
             "November", "December"]
WEEKDAYS_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
WEEKDAYS_ZH = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]

# category: (en event, en question, en when-question, en undated distractor, zh …, detail pools)
CATS = {
    "hike": dict(
        en=("I went hiking at {d}", "Where did I go hiking {w}?", "When did I go hiking at {d}?",
            "{d} is supposed to have great views in autumn."),
        zh=("我去{d}爬山了", "我{w}去哪儿爬山了？", "我是什么时候去{d}爬山的？", "听说{d}秋天的风景特别好。"),
        en_d=["Mount Tam", "Bear Lake", "Eagle Peak", "Pine Ridge", "Cedar Falls", "Granite Hill"],
        zh_d=["香山", "黄山", "莫干山", "泰山", "灵隐山", "紫金山"]),
    "dinner": dict(
        en=("I had dinner at {d} with friends", "Which restaurant did I eat at {w}?",
            "When did I have dinner at {d}?", "{d} keeps coming up in food reviews."),
        zh=("我和朋友在{d}吃了晚饭", "我{w}在哪家餐厅吃的饭？", "我什么时候在{d}吃的晚饭？", "{d}最近在点评上很火。"),
        en_d=["Luigi's", "The Blue Door", "Sakura House", "Casa Verde", "The Golden Wok", "Bistro Nine"],
        zh_d=["外婆家", "海底捞", "新白鹿", "绿茶餐厅", "鼎泰丰", "西贝莜面村"]),
    "movie": dict(
        en=("I watched {d} at the cinema", "Which movie did I watch {w}?", "When did I see {d}?",
            "People keep talking about {d}."),
        zh=("我去电影院看了《{d}》", "我{w}看了什么电影？", "我什么时候看的《{d}》？", "大家都在讨论《{d}》。"),
        en_d=["Dune", "Oppenheimer", "Inside Out", "The Batman", "Barbie", "Arrival"],
        zh_d=["流浪地球", "满江红", "你好李焕英", "长津湖", "独行月球", "孤注一掷"]),
    "buy": dict(
        en=("I bought a {d}", "What did I buy {w}?", "When did I buy the {d}?",
            "A {d} would be nice to have someday."),
        zh=("我买了一台{d}", "我{w}买了什么？", "我是什么时候买的{d}？", "以后有机会想要一台{d}。"),
        en_d=["standing desk", "coffee grinder", "road bike", "air fryer", "drone", "kindle"],
        zh_d=["扫地机器人", "咖啡机", "空气炸锅", "投影仪", "电动牙刷", "按摩椅"]),
    "visit": dict(
        en=("I visited my aunt in {d}", "Which city did I visit {w}?", "When did I visit {d}?",
            "{d} is on my list of places to see."),
        zh=("我去{d}看望了姑姑", "我{w}去了哪个城市？", "我什么时候去的{d}？", "{d}一直在我的旅行清单上。"),
        en_d=["Boston", "Denver", "Seattle", "Austin", "Chicago", "Portland"],
        zh_d=["苏州", "成都", "西安", "厦门", "青岛", "长沙"]),
    "sport": dict(
        en=("I played tennis with {d}", "Who did I play tennis with {w}?", "When did I play tennis with {d}?",
            "{d} says tennis is too tiring."),
        zh=("我和{d}打了网球", "我{w}和谁打的网球？", "我什么时候和{d}打的网球？", "{d}说网球太累了。"),
        en_d=["Priya", "Oscar", "Hannah", "Diego", "Mei", "Tobias"],
        zh_d=["小李", "老周", "阿杰", "王芳", "陈晨", "刘洋"]),
}

FILLER_EN = ["Thanks, that helps a lot.", "Can you remind me to drink more water?", "The weather is awful today.",
             "I'm a bit tired, long day at work.", "Let's talk about something else.", "Haha, that's funny.",
             "I prefer short answers, by the way.", "My favourite colour is green.", "I'm learning Spanish slowly.",
             "Work has been busy with the quarterly report."]
FILLER_ZH = ["谢谢，这个很有帮助。", "提醒我多喝水。", "今天天气真糟糕。", "有点累，今天上班很忙。", "我们聊点别的吧。",
             "哈哈，太好笑了。", "顺便说一下，我喜欢简短的回答。", "我最喜欢绿色。", "我在慢慢学西班牙语。",
             "最近忙着写季度报告。"]

BRIDGES = [
    (("{n} fixed my bike", "{n} lives in {x}", "Which city does the person who fixed my bike live in?"),
     ("{n}帮我修好了自行车", "{n}住在{x}", "帮我修自行车的那个人住在哪个城市？"),
     ["Leipzig", "Osaka", "Lyon", "Porto"], ["杭州", "南京", "武汉", "昆明"]),
    (("my new manager at work is {n}", "{n} used to be a {x} before joining", "What did my new manager do before?"),
     ("我新来的领导是{n}", "{n}以前当过{x}", "我的新领导以前是做什么的？"),
     ["pilot", "chef", "teacher", "nurse"], ["飞行员", "厨师", "老师", "护士"]),
    (("my daughter's piano teacher is {n}", "{n} plays violin in the {x} orchestra",
      "Which orchestra does my daughter's piano teacher play in?"),
     ("我女儿的钢琴老师是{n}", "{n}在{x}乐团拉小提琴", "我女儿的钢琴老师在哪个乐团演出？"),
     ["City Symphony", "Harbour Philharmonic", "Riverside Chamber", "North Youth"], ["市交响", "爱乐", "民族", "青年"]),
    (("{n} recommended a great dentist to me", "{n} is allergic to {x}",
      "What is the person who recommended my dentist allergic to?"),
     ("{n}给我推荐了一个很好的牙医", "{n}对{x}过敏", "给我推荐牙医的那个人对什么过敏？"),
     ["peanuts", "shellfish", "cats", "pollen"], ["花生", "海鲜", "猫毛", "花粉"]),
    (("I'm going to {n}'s wedding", "{n} studied {x} at university",
      "What did the friend whose wedding I'm going to study?"),
     ("我要去参加{n}的婚礼", "{n}大学学的是{x}", "我要去参加婚礼的那个朋友大学学的什么？"),
     ["architecture", "chemistry", "law", "music"], ["建筑", "化学", "法律", "音乐"]),
    (("my neighbour {n} is watering my plants while I'm away", "{n} drives a {x}",
      "What car does the neighbour who waters my plants drive?"),
     ("邻居{n}在我出门时帮我浇花", "{n}开的是{x}", "帮我浇花的邻居开什么车？"),
     ["red Volvo", "white Tesla", "blue Mini", "green Jeep"], ["白色特斯拉", "红色比亚迪", "黑色奥迪", "蓝色大众"]),
]
NAMES_EN = ["Jonas", "Clara", "Rafael", "Ingrid", "Malik", "Sofia", "Viktor", "Leah", "Omar", "Greta", "Felix", "Nadia"]
NAMES_ZH = ["张伟", "李娜", "赵磊", "孙丽", "周强", "吴敏", "郑凯", "冯雪", "何斌", "许静", "邓超", "曹颖"]


def windows(now: date, lang: str) -> dict[str, tuple[str, date, date]]:
    """name → (question phrase, first day, last day) relative to ``now``."""
    monday = now - timedelta(days=now.weekday())
    last_monday = monday - timedelta(days=7)
    first_this_month = now.replace(day=1)
    last_month_end = first_this_month - timedelta(days=1)
    last_month_start = last_month_end.replace(day=1)
    m2 = (last_month_start - timedelta(days=1)).replace(day=1)  # two calendar months ago
    m2_end = last_month_start - timedelta(days=1)
    ly_dec = date(now.year - 1, 12, 1)
    zh = lang == "zh"
    return {
        "yesterday": ("昨天" if zh else "yesterday", now - timedelta(days=1), now - timedelta(days=1)),
        "two_days_ago": ("前天" if zh else "two days ago", now - timedelta(days=2), now - timedelta(days=2)),
        "last_weekend": ("上周末" if zh else "last weekend", monday - timedelta(days=2), monday - timedelta(days=1)),
        "last_week": ("上周" if zh else "last week", last_monday, last_monday + timedelta(days=4)),
        "last_month": ("上个月" if zh else "last month", last_month_start, last_month_end),
        "named_month": (f"{m2.month}月" if zh else f"in {MONTHS_EN[m2.month - 1]}", m2, m2_end),
        "end_last_year": ("去年底" if zh else "at the end of last year", ly_dec, date(now.year - 1, 12, 31)),
    }


def tell(event_day: date, lang: str) -> tuple[date, str]:
    """When the event is told, and the time phrase used (relative to the telling day)."""
    mode = RNG.choice(["same", "yesterday", "weekday"])
    if mode == "same":
        return event_day, ("今天" if lang == "zh" else "today")
    if mode == "yesterday":
        return event_day + timedelta(days=1), ("昨天" if lang == "zh" else "yesterday")
    told = event_day + timedelta(days=RNG.choice([2, 3]))
    wd = event_day.weekday()
    return told, (f"上{WEEKDAYS_ZH[wd]}" if lang == "zh" and told - timedelta(days=told.weekday()) > event_day
                  else (WEEKDAYS_ZH[wd] if lang == "zh" else f"on {WEEKDAYS_EN[wd]}"))


def phrase(lang: str, event: str, when: str) -> str:
    if lang == "zh":
        return f"{when}{event}。"
    if when in ("yesterday", "today"):
        return f"{when.capitalize()} {event}."
    return f"{event[0].upper()}{event[1:]} {when}."


def make_script(idx: int, lang: str) -> dict:
    now = date(2026, 3, 4) + timedelta(days=7 * idx + RNG.randrange(0, 3))
    now_dt = datetime(now.year, now.month, now.day, 18, 0)
    wins = windows(now, lang)
    turns: list[tuple[date, str, str]] = []  # (day told, id, text)
    questions = []
    cats = RNG.sample(sorted(CATS), 4)
    n = 0

    def add(day: date, text: str) -> str:
        nonlocal n
        n += 1
        tid = f"t{n}"
        turns.append((day, tid, text))
        return tid

    for cat in cats:
        spec = CATS[cat]
        ev, q, qwhen, undated = spec[lang]
        details = RNG.sample(spec[f"{lang}_d"], 3)
        wnames = RNG.sample(sorted(wins), 3)
        ids = []
        for detail, wname in zip(details, wnames, strict=True):
            _, lo, hi = wins[wname]
            day = lo + timedelta(days=RNG.randrange(0, (hi - lo).days + 1))
            told, when = tell(day, lang)
            if told > now:
                told, when = day, ("今天" if lang == "zh" else "today")
            ids.append(add(told, phrase(lang, ev.format(d=detail), when)))
        gold_i = RNG.randrange(3)
        questions.append({"q": q.format(w=wins[wnames[gold_i]][0]), "gold": [ids[gold_i]], "kind": "temporal",
                          "window": wnames[gold_i]})
        when_i = RNG.randrange(3)
        add(now - timedelta(days=RNG.randrange(1, 60)), undated.format(d=details[when_i]))
        questions.append({"q": qwhen.format(d=details[when_i]), "gold": [ids[when_i]], "kind": "when"})
    names = RNG.sample(NAMES_ZH if lang == "zh" else NAMES_EN, 3)
    for bridge, name in zip(RNG.sample(BRIDGES, 3), names, strict=True):
        en, zh, xs_en, xs_zh = bridge
        a, b, q = zh if lang == "zh" else en
        x = RNG.choice(xs_zh if lang == "zh" else xs_en)
        d1 = now - timedelta(days=RNG.randrange(2, 40))
        d2 = now - timedelta(days=RNG.randrange(41, 120))
        first, second = RNG.sample([(d1, a), (d2, b)], 2)
        ia = add(first[0], _sentence(first[1].format(n=name, x=x), lang))
        ib = add(second[0], _sentence(second[1].format(n=name, x=x), lang))
        questions.append({"q": q, "gold": [ia, ib], "kind": "multi-hop"})
    filler = FILLER_ZH if lang == "zh" else FILLER_EN
    days = sorted({d for d, _, _ in turns})
    for f in RNG.sample(filler, 6):
        add(RNG.choice(days), f)
    sessions: dict[date, list[dict]] = {}
    for day, tid, text in sorted(turns, key=lambda t: (t[0], int(t[1][1:]))):
        sessions.setdefault(day, []).append({"id": tid, "text": text})
    return {
        "id": f"{lang}-{idx:02d}", "lang": lang, "now": now_dt.isoformat() + "+00:00",
        "sessions": [{"id": f"s{i + 1}", "at": datetime(d.year, d.month, d.day, 20, 0).isoformat() + "+00:00",
                      "turns": ts} for i, (d, ts) in enumerate(sorted(sessions.items()))],
        "questions": questions,
    }


def _sentence(text: str, lang: str) -> str:
    return f"{text}。" if lang == "zh" else f"{text[0].upper()}{text[1:]}."


def main() -> None:
    scripts = [make_script(i, lang) for i in range(10) for lang in ("en", "zh")]
    print(json.dumps({"version": 1, "written": "2026-12-01, before the time-aware / two-step retrieval work",
                      "scripts": scripts}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
