"""Held-out batch E: 30 short conversations (15 zh, 15 en), written after the batch-D fixes and measured once on the
code of that moment (first figures in ``test_heldout_generalisation.FIRST_MEASURED``), then used to fix failure
classes. Same model and conventions as batch A (:mod:`.heldout_scripts`).
"""

from __future__ import annotations

from tests.scenarios.model import Scenario, Session, a, e, u

from .heldout_scripts import x

__all__ = ["HELDOUT_E"]

S = Session

HELDOUT_E_ZH: list[Scenario] = [
    Scenario("e_zh_coffee_no_sugar", "zh",
             [S(0, [u("我喝咖啡不加糖，加一点燕麦奶就行")])],
             active=[e("preference", "糖")], allowed=[e(None, "燕麦奶")]),
    Scenario("e_zh_no_early_calls", "zh",
             [S(0, [u("早上九点前别给我打电话")])],
             active=[e("preference", "九点")]),
    Scenario("e_zh_wang_not_huang", "zh",
             [S(0, [u("帮我给王总发个邮件"), a("好的，已给黄总发送邮件。"), u("是王总，你听错了")])],
             active=[e("correction", "王总")]),
    Scenario("e_zh_game_artist", "zh",
             [S(0, [u("我今年28，在一家游戏公司做美术")])],
             active=[e("profile", "美术")], allowed=[e("profile", "28"), e("profile", "游戏")]),
    Scenario("e_zh_to_shanghai", "zh",
             [S(0, [u("我在杭州上班，住在滨江")]), S(30, [u("换工作了，现在搬到上海了")])],
             active=[e("profile", "上海", slot="city")], allowed=[e(None, "杭州"), e(None, "滨江")]),
    Scenario("e_zh_ielts", "zh",
             [S(0, [u("我报名了十二月的雅思考试")])],
             active=[e("plan", "雅思")]),
    Scenario("e_zh_client_meeting_off", "zh",
             [S(0, [u("明天下午约了客户见面")]), S(1, [u("客户那边临时取消了明天的见面")])],
             expired=[e("plan", "见面")]),
    Scenario("e_zh_quit_hedge", "zh",
             [S(0, [u("我应该会在明年三月左右辞职吧")])],
             observed=[e(None, "辞职")]),
    Scenario("e_zh_smalltalk", "zh",
             [S(0, [u("嗯嗯"), u("收到，谢谢啦"), u("周一好～")])],
             never=["收到", "周一好"]),
    Scenario("e_zh_weekend_question", "zh",
             [S(0, [u("我周末去哪里玩比较好？")])],
             never=["周末"]),
    Scenario("e_zh_son_dinosaurs", "zh",
             [S(0, [u("我儿子最近迷上了恐龙")])],
             never=["恐龙"]),
    Scenario("e_zh_train_not_plane", "zh",
             [S(0, [u("以后出差都坐高铁，不坐飞机了")])],
             active=[e("decision", "高铁")]),
    Scenario("e_zh_rent_budget", "zh",
             [S(0, [u("租房预算每月五千")]), S(10, [u("租房预算降到四千五了")])],
             active=[e("profile", "四千五", slot="budget")], superseded=[e("profile", "五千", slot="budget")]),
    Scenario("e_zh_reading_habit", "zh",
             [S(0, [u("我习惯睡前看半小时书")])],
             active=[e(None, "书")]),
    Scenario("e_zh_banana_again", "zh",
             [S(0, [u("我不喜欢吃香蕉")]), S(30, [u("现在倒是挺喜欢香蕉的")])],
             active=[x("preference", "香蕉", absent=("不喜欢",))], superseded=[e("preference", "香蕉")]),
]

HELDOUT_E_EN: list[Scenario] = [
    Scenario("e_en_casual_tone", "en",
             [S(0, [u("Keep it casual with me, no need for formal language")])],
             active=[e("preference", "casual")], allowed=[e(None, "formal")]),
    Scenario("e_en_no_mushrooms", "en",
             [S(0, [u("Mushrooms are a hard no for me")])],
             active=[e("preference", "mushrooms")]),
    Scenario("e_en_18th_not_8th", "en",
             [S(0, [u("Book the table for the 18th"), a("Done, table booked for the 8th."), u("18th, not 8th!")])],
             active=[e("correction", "18th")], allowed=[e("plan", "table")]),
    Scenario("e_en_marketing", "en",
             [S(0, [u("I'm 29 and work in marketing at a startup in Berlin")])],
             active=[e("profile", "marketing")], allowed=[e("profile", "Berlin"), e("profile", "29")]),
    Scenario("e_en_back_to_portland", "en",
             [S(0, [u("I'm living in Seattle these days")]), S(20, [u("Moved back home to Portland last week")])],
             active=[e("profile", "Portland", slot="city")], superseded=[e("profile", "Seattle", slot="city")]),
    Scenario("e_en_dentist", "en",
             [S(0, [u("I've got a dentist appointment next Tuesday at 2")])],
             active=[e("plan", "dentist")]),
    Scenario("e_en_tokyo_cancelled", "en",
             [S(0, [u("I'm flying to Tokyo on the 5th")]), S(3, [u("Trip's cancelled, work came up")])],
             expired=[e("plan", "Tokyo")]),
    Scenario("e_en_school_hedge", "en",
             [S(0, [u("I'll probably go back to school at some point")])],
             observed=[e(None, "school")]),
    Scenario("e_en_smalltalk", "en",
             [S(0, [u("sup"), u("all good here"), u("ttyl")])],
             never=["all good", "ttyl"]),
    Scenario("e_en_sleep_question", "en",
             [S(0, [u("Is it bad that I only sleep 5 hours a night?")])],
             never=["5 hours"]),
    Scenario("e_en_dad_yankees", "en",
             [S(0, [u("My dad is a huge Yankees fan")])],
             never=["Yankees"]),
    Scenario("e_en_japanese", "en",
             [S(0, [u("I've made up my mind, I'm going to learn Japanese")])],
             active=[e(None, "Japanese")]),
    Scenario("e_en_vegetarian_decade", "en",
             [S(0, [u("I've been vegetarian for ten years")])],
             active=[e("profile", "vegetarian", slot="diet")]),
    Scenario("e_en_cat_luna", "en",
             [S(0, [u("I've got a cat named Luna")])],
             active=[e("profile", "Luna")]),
    Scenario("e_en_spicy_scope", "en",
             [S(0, [u("I don't mind spicy food, but I can't handle really hot stuff")])],
             active=[e("preference", "spicy")], allowed=[e(None, "hot")]),
]

HELDOUT_E: list[Scenario] = [*HELDOUT_E_ZH, *HELDOUT_E_EN]
