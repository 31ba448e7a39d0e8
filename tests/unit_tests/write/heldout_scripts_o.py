"""Held-out batch O: 24 short conversations (12 zh, 12 en) about updates, written after the batch-N fixes and
measured once with no change to the write path afterwards — the honest figure of the update work (see
``test_heldout_generalisation.py``). New phrasings of the same classes (changes of mind with no shared word,
corrections after an echo, generic cancellations, bare reschedules) and traps where nothing may be retired
(the assistant misheard, a friend's change, two values kept together, two plans, a question). Same conventions as
batch A.
"""

from __future__ import annotations

from tests.scenarios.model import Scenario, Session, a, e, u

__all__ = ["HELDOUT_O"]

S = Session

HELDOUT_O_ZH: list[Scenario] = [
    Scenario("o_zh_soy_to_milk", "zh",
             [S(0, [u("早餐我一般喝豆浆")]), S(20, [u("最近改喝牛奶了")])],
             active=[e(None, "牛奶")], superseded=[e(None, "豆浆")]),
    Scenario("o_zh_xiaomi_to_huawei", "zh",
             [S(0, [u("我手机是小米的")]), S(40, [u("新入手了一台华为Mate")])],
             active=[e(None, "华为")], superseded=[e(None, "小米")]),
    Scenario("o_zh_bus_to_car", "zh",
             [S(0, [u("我平时坐公交上班")]), S(30, [u("买车了，现在开车上班")])],
             active=[e(None, "开车")], superseded=[e(None, "公交")]),
    Scenario("o_zh_trap_nap_and_bedtime", "zh",
             [S(0, [u("我习惯中午午睡半小时")]), S(10, [u("我晚上一般十一点睡")])],
             active=[e(None, "午睡"), e(None, "十一点")]),
    Scenario("o_zh_trap_assistant_misheard", "zh",
             [S(0, [u("下周要去成都出差"), a("好的，下周重庆出差，需要订票吗？"), u("不是重庆，是成都")])],
             active=[e(None, "成都")], allowed=[e("correction", "成都")]),
    Scenario("o_zh_echo_misremembered_day", "zh",
             [S(0, [u("周二晚上请客户吃饭"), a("好的，周二晚上请客户吃饭，要我订餐厅吗？"), u("哦我记错了，是周三")])],
             active=[e(None, "周三")], superseded=[e(None, "周二")]),
    Scenario("o_zh_exam_cancelled", "zh",
             [S(0, [u("下个月要考雅思")]), S(5, [u("考试取消了")])],
             expired=[e(None, "雅思")]),
    Scenario("o_zh_trap_two_meetings", "zh",
             [S(0, [u("周一上午要开部门例会")]), S(1, [u("周四下午和供应商开会")]), S(2, [u("周四那个会取消了")])],
             active=[e(None, "例会")], expired=[e(None, "供应商")]),
    Scenario("o_zh_trap_friend_phone", "zh",
             [S(0, [u("我一直用苹果手机")]), S(10, [u("我朋友刚从苹果换成了华为")])],
             active=[e(None, "苹果")], never=["华为"]),
    Scenario("o_zh_trap_latte_and_americano", "zh",
             [S(0, [u("我喜欢拿铁")]), S(15, [u("最近也开始喝美式了")])],
             active=[e(None, "拿铁"), e(None, "美式")]),
    Scenario("o_zh_checkup_postponed", "zh",
             [S(0, [u("周四约了医生复查")]), S(1, [u("推迟到下周二了")])],
             active=[e(None, "下周二")], superseded=[e(None, "周四")]),
    Scenario("o_zh_trap_phone_question", "zh",
             [S(0, [u("我用的是苹果手机")]), S(3, [u("我要不要换个安卓手机")])],
             active=[e(None, "苹果")], never=["安卓"]),
]

HELDOUT_O_EN: list[Scenario] = [
    Scenario("o_en_skim_to_oat", "en",
             [S(0, [u("I put skim milk in my tea")]), S(30, [u("I've gone dairy-free, so it's oat milk now")])],
             active=[e(None, "oat")], superseded=[e(None, "skim")]),
    Scenario("o_en_samsung_to_pixel", "en",
             [S(0, [u("My phone is a Samsung Galaxy")]), S(60, [u("Picked up a Pixel 8 last week")])],
             active=[e(None, "Pixel")], superseded=[e(None, "Samsung")]),
    Scenario("o_en_gym_night_to_morning", "en",
             [S(0, [u("I hit the gym at night")]), S(20, [u("Gym sessions are in the morning now")])],
             active=[e(None, "morning")], superseded=[e(None, "night")]),
    Scenario("o_en_train_to_cycling", "en",
             [S(0, [u("I take the train to work")]), S(30, [u("Since spring I cycle to work")])],
             active=[e(None, "cycle")], superseded=[e(None, "train")]),
    Scenario("o_en_trap_assistant_misheard", "en",
             [S(0, [u("My anniversary dinner is on Friday"), a("Noted: anniversary dinner on Saturday."),
                    u("No, Friday")])],
             active=[e(None, "Friday")], allowed=[e("correction", "Friday")]),
    Scenario("o_en_echo_boston_chicago", "en",
             [S(0, [u("I'm visiting my parents in Boston next weekend"),
                    a("Boston next weekend, got it. Need travel tips?"), u("oops, I meant Chicago")])],
             active=[e(None, "Chicago")], superseded=[e(None, "Boston")]),
    Scenario("o_en_concert_cancelled", "en",
             [S(0, [u("I'm going to the Coldplay concert on Saturday")]), S(2, [u("The concert got cancelled")])],
             expired=[e(None, "Coldplay")]),
    Scenario("o_en_vacation_off", "en",
             [S(0, [u("We're heading to Bali in July")]), S(10, [u("Vacation's off, work got crazy")])],
             expired=[e(None, "Bali")]),
    Scenario("o_en_trap_two_trips", "en",
             [S(0, [u("I'm flying to Denver on Monday for work")]), S(1, [u("I'm also flying to Miami in March")]),
              S(2, [u("The Denver trip is cancelled")])],
             active=[e(None, "Miami")], expired=[e(None, "Denver")]),
    Scenario("o_en_trap_coworker_iphone", "en",
             [S(0, [u("I'm on Android")]), S(5, [u("My coworker switched to iPhone and won't shut up about it")])],
             active=[e(None, "Android")], never=["iPhone"]),
    Scenario("o_en_trap_soy_as_well", "en",
             [S(0, [u("I drink almond milk")]), S(20, [u("Lately I've been buying soy milk as well")])],
             active=[e(None, "almond"), e(None, "soy")]),
    Scenario("o_en_trap_oat_question", "en",
             [S(0, [u("I drink almond milk")]), S(3, [u("should I switch to oat milk")])],
             active=[e(None, "almond")], never=["oat"]),
]

HELDOUT_O: list[Scenario] = [*HELDOUT_O_ZH, *HELDOUT_O_EN]
