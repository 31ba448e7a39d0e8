"""Held-out batch Q: 16 short colloquial Chinese conversations written after the batch-P fixes and measured once,
with no change to the write path afterwards (see ``test_heldout_generalisation.py``). Same classes as batch P in new
wording: taboos, subject-less profile facts, dialect pronouns, dated plans, decisions, changes of mind, corrections
of the user's own turn, hedges, and turns that must write nothing. Same conventions as batch A.
"""

from __future__ import annotations

from tests.scenarios.model import Scenario, Session, a, e, u

__all__ = ["HELDOUT_Q"]

S = Session

HELDOUT_Q: list[Scenario] = [
    Scenario("q_zh_no_onion", "zh",
             [S(0, [u("葱姜蒜啥的俺都不吃，点菜记得跟店家说一声")])],
             active=[e("preference", "葱")]),
    Scenario("q_zh_sweet_tooth", "zh",
             [S(0, [u("甜食我是真顶不住，蛋糕奶茶来者不拒")])],
             active=[e(None, "甜")]),
    Scenario("q_zh_seafood_allergy", "zh",
             [S(0, [u("海鲜过敏哈，虾蟹都不能碰")])],
             active=[e("profile", "海鲜")]),
    Scenario("q_zh_city_zan", "zh",
             [S(0, [u("咱是在青岛住的，离海边不远")])],
             active=[e("profile", "青岛", slot="city")]),
    Scenario("q_zh_job_designer", "zh",
             [S(0, [u("我在一家广告公司当设计师，天天改稿改到吐")])],
             active=[e("profile", "设计师")], allowed=[e(None, "广告")]),
    Scenario("q_zh_dog_named", "zh",
             [S(0, [u("家里有条柯基，叫豆豆，可粘人了")])],
             active=[e(None, "柯基")]),
    Scenario("q_zh_plan_mid_autumn", "zh",
             [S(0, [u("中秋准备回老家看看爸妈")])],
             active=[e("plan", "老家")]),
    Scenario("q_zh_plan_next_thursday", "zh",
             [S(0, [u("下礼拜四要去体检，得空腹")])],
             active=[e("plan", "体检")]),
    Scenario("q_zh_decision_gym", "zh",
             [S(0, [u("纠结了半天，健身卡最后还是办了")])],
             active=[e(None, "健身卡")]),
    Scenario("q_zh_change_metro_to_bike", "zh",
             [S(0, [u("我上班一直坐地铁")]), S(30, [u("现在改骑共享单车了，还能锻炼")])],
             active=[e(None, "单车")], superseded=[e(None, "地铁")]),
    Scenario("q_zh_self_correction_day", "zh",
             [S(0, [u("下周二去上海出差"), u("啊不对，是下周三")])],
             active=[e(None, "周三")], superseded=[e(None, "周二")]),
    Scenario("q_zh_hedge_cat", "zh",
             [S(0, [u("没准过阵子会养只猫吧，还在考虑")])],
             observed=[e(None, "猫")]),
    Scenario("q_zh_smalltalk", "zh",
             [S(0, [u("早啊"), u("好嘞，明白啦"), u("哈哈你太逗了")])],
             never=["明白", "太逗"]),
    Scenario("q_zh_question_food", "zh",
             [S(0, [u("附近有啥好吃的烧烤店不")])],
             never=["烧烤"]),
    Scenario("q_zh_sister_plan", "zh",
             [S(0, [u("我姐下礼拜要去新疆自驾，说是要玩半个月")])],
             never=["新疆"]),
    Scenario("q_zh_assistant_suggests", "zh",
             [S(0, [u("晚饭吃点啥"), a("可以试试楼下那家日料，或者点个麻辣烫。"), u("再说吧")])],
             never=["日料", "麻辣烫"]),
]
