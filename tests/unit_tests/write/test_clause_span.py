"""What the gate keeps of a multi-clause statement (:meth:`GatedExtractor.spans`), on given verdicts."""

from __future__ import annotations

import pytest

from langmem_layers.config import MemoryConfig
from langmem_layers.records import MemoryType
from langmem_layers.write.extract import RuleExtractor
from langmem_layers.write.gate import GATE_THRESHOLD, GateVerdict, WriteGate
from langmem_layers.write.gated import CUE_ONLY_RULE, GatedExtractor, Unit, _cue_only
from langmem_layers.write.normalise import to_third_person


@pytest.fixture(scope="module")
def gated() -> GatedExtractor:
    return GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), WriteGate.default())


def v(memorable: float, label: str = "fact") -> GateVerdict:
    return GateVerdict(label if memorable >= GATE_THRESHOLD else "none", memorable, MemoryType.FACT)


def unit(*clauses: str, sep: str = ", ") -> Unit:
    return Unit(sep.join(clauses), clauses, sep)


def test_a_unit_kept_whole_loses_only_the_question_at_its_end(gated):
    u = unit("在厦门鼓浪屿那条轮渡线上做大副", "一天跑十几趟", "有啥男士面霜推荐么", sep="，")
    [(text, verdict)] = gated.spans(u, v(0.9), [v(0.4), v(0.01), v(0.05)])
    assert text == "在厦门鼓浪屿那条轮渡线上做大副，一天跑十几趟" and verdict.memorable == 0.9


def test_short_clauses_the_gate_doubts_stay_when_the_whole_is_memorable(gated):
    # "博三了" alone scores low; the sentence is what the gate judges surely
    u = unit("博三了", "做冰川遥感的", "导师姓韩", sep="，")
    assert [t for t, _ in gated.spans(u, v(0.93), [v(0.02), v(0.04), v(0.05)])] == [u.text]


def test_a_fact_next_to_a_joke_is_judged_on_its_own_clause(gated):
    u = unit("i work approach control at Shannon", "rotating shifts", "so if i ask stuff at 3am thats why lol")
    [(text, verdict)] = gated.spans(u, v(0.09), [v(0.87), v(0.02), v(0.0)])
    assert text == "i work approach control at Shannon" and verdict.memorable == 0.87


def test_the_text_kept_runs_from_the_first_anchor_to_the_last(gated):
    u = unit("ugh long day", "we are camped at site 8 until november", "back at the lab after", "hands are wrecked")
    [(text, _)] = gated.spans(u, v(0.3), [v(0.02), v(0.9), v(0.35), v(0.01)])
    assert text == "we are camped at site 8 until november, back at the lab after"


def test_nothing_is_kept_when_no_clause_clears_the_threshold(gated):
    u = unit("我在消防救援站", "特勤班长", "回复慢别介意哈", sep="，")
    assert gated.spans(u, v(0.53), [v(0.52), v(0.01), v(0.04)]) == []
    assert gated.spans(unit("just one clause here"), v(0.5), []) == []


RANT = ("今天又被老板画饼", "午饭都没吃上", "真的无语子", "说正事", "俺是省定向越野队的 主项中距离",
        "平时用的是Silva的拇指指北针", "下个月28号在莫干山有场全国积分赛", "想问下", "赛前一晚吃啥不容易胃胀啊")


def test_a_long_unit_the_gate_keeps_whole_is_still_kept_by_its_clauses(gated):
    # the gate finds the rant memorable for the facts inside it; the venting and the question stay out
    u = unit(*RANT, sep="，")
    kept = gated.spans(u, v(0.9), [v(p) for p in (0.0, 0.05, 0.02, 0.0, 0.99, 0.99, 1.0, 0.01, 0.13)])
    assert [t for t, _ in kept] == ["，".join(RANT[4:7])]


def test_facts_apart_in_a_long_unit_are_kept_apart(gated):
    u = unit("今天被甲方改了八版方案", "人已经碎了", "我家玄凤叫布丁", "三岁", "超级黏人", "还有只和尚鹦鹉叫可乐",
             "每天早上七点准时喊我起床", "鹦鹉能吃葡萄吗", sep="，")
    kept = gated.spans(u, v(0.71), [v(p) for p in (0.11, 0.01, 0.95, 0.71, 0.05, 0.89, 0.65, 0.03)])
    assert [t for t, _ in kept] == ["我家玄凤叫布丁，三岁", "还有只和尚鹦鹉叫可乐，每天早上七点准时喊我起床"]
    assert [round(verdict.memorable, 2) for _, verdict in kept] == [0.95, 0.89]


def test_a_run_whose_surest_clause_is_doubtful_is_left_out(gated):
    u = unit("离谱", "快递又给我丢件了", "客服还一直踢皮球", "气死", "算了不说这个", "收钢笔快十年了",
             "日常主力是百乐742 配FA尖", sep="，")
    kept = gated.spans(u, v(0.84), [v(p) for p in (0.0, 0.04, 0.45, 0.0, 0.04, 0.77, 1.0)])
    assert [t for t, _ in kept] == ["收钢笔快十年了，日常主力是百乐742 配FA尖"]


def test_a_long_unit_whose_clauses_are_each_doubtful_is_kept_whole(gated):
    clauses = ("一到冬天就", "手脚冰凉", "晚上得泡脚", "不然睡不着", "已经好几年了")
    u = unit(*clauses, sep="，")
    assert [t for t, _ in gated.spans(u, v(0.8), [v(0.2)] * 5)] == [u.text]


@pytest.mark.parametrize(("said", "stored"), [
    ("i work approach control at Shannon", "User works approach control at Shannon"),
    ("im a barber", "User is a barber"),
    ("ive been a locksmith for 11 years", "User has been a locksmith for 11 years"),
    ("i’m based in Leeds", "User is based in Leeds"),
])
def test_a_lower_case_i_is_the_user(said, stored):
    assert to_third_person(said, "en", "fact") == stored


@pytest.mark.parametrize("cue", ["Don't forget this!!", "Don’t forget this!!", "save this pls.", "别忘了啊！",
                                 "这个你记住哈", "important — remember this:"])
def test_a_cue_said_alone_is_only_a_cue(cue):
    assert _cue_only(cue)


@pytest.mark.parametrize("said", ["I will 100% forget", "remember my handicap is 14", "别忘了带伞", "ok", "thanks",
                                  "好的我记住了", "never mind, forget it", "算了别记了"])
def test_a_sentence_with_content_is_not_a_cue_alone(said):
    assert not _cue_only(said)


def test_a_cue_alone_asks_for_the_sentence_after_it(gated):
    text = "Don't forget this!! I start at Cartoon Saloon in Kilkenny on 3 March. Still can't believe it."
    asked, asked_in, _ = gated.requests(text)
    assert asked == [(CUE_ONLY_RULE, "I start at Cartoon Saloon in Kilkenny on 3 March.")]
    assert asked_in == ["Don't forget this!! I start at Cartoon Saloon in Kilkenny on 3 March."]


def test_a_cue_alone_at_the_end_asks_for_the_sentence_before_it(gated):
    asked, _, _ = gated.requests("我们的展11月8号开幕。别忘了啊！")
    assert asked == [(CUE_ONLY_RULE, "我们的展11月8号开幕。")]


def test_a_cue_alone_next_to_a_question_asks_for_nothing(gated):
    assert gated.requests("Don't forget this!! What time is it in Tokyo?")[0] == []


@pytest.mark.parametrize("text", ["you're a lifesaver", "omg you are the best", "你太懂我了", "您说得对",
                                  "you should totally try the night market", "你有啥推荐的护肺的东西不"])
def test_a_statement_addressed_to_the_assistant_is_not_about_the_user(gated, text):
    assert gated.rejected(text)


@pytest.mark.parametrize("text", ["I bleed the radiators every month", "我是左撇子", "I'm a night-shift porter",
                                  "you know, I've been vegan for years", "你知道吗 我上个月换工作了",
                                  "your advice worked, I now bleed the radiators monthly"])
def test_a_statement_about_the_user_is_not_rejected_as_addressed(gated, text):
    assert not gated.rejected(text)


@pytest.mark.parametrize("text", ["if i ever win the lottery i'm buying a lighthouse in cornwall",
                                  "要是我中了彩票就辞职去大理开客栈"])
def test_a_rule_reading_of_a_conditional_is_dropped(gated, text):
    from langmem_layers.write.extract import Turn

    turn = Turn(text)
    found = gated.rules.extract(turn)
    assert [c for c in gated.extract(turn, found) if c.slot is None] == []


def test_let_me_not_forget_is_a_cue_of_its_own(gated):
    from langmem_layers.write.extract import Turn

    assert _cue_only("Don't let me forget this.")
    turn = Turn("Don't let me forget this. My broadband contract with Hyperoptic ends on 14 March 2026.")
    out = gated.extract(turn, gated.rules.extract(turn))
    assert {c.rule for c in out} == {CUE_ONLY_RULE}
    assert all("forget" not in c.content for c in out) and any("Hyperoptic" in c.content for c in out)


class _SureGate(WriteGate):
    """A gate that finds every unit memorable (profile): what the extractor does with it is under test."""

    def __init__(self) -> None:
        base = WriteGate.default()
        super().__init__(base.lexical, None, explicit=base.explicit)

    def judge(self, clauses, vectors=None, embedding_id=""):
        return [GateVerdict("profile", 0.95, MemoryType.PROFILE) for _ in clauses]


def test_a_unit_the_rules_read_a_sliver_of_is_kept_beside_their_reading_without_their_slot_or_change():
    from langmem_layers.write.extract import Turn

    gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), _SureGate())
    turn = Turn("so as an architect at a tiny firm in portland i basically live in revit and rhino all day")
    found = gated.rules.extract(turn)
    assert [c.slot for c in found] == ["role"]  # the rule reads the job only
    out = gated.extract(turn, found)
    rest = [c for c in out if c.rule.startswith("gate.")]
    assert len(rest) == 1 and "portland" in rest[0].content and "basically lives" in rest[0].content
    assert rest[0].slot is None and not rest[0].change_of_mind
    moved = Turn("I moved to Málaga last year to look after my dad, he's 88 and has Parkinson's")
    beside = [c for c in gated.extract(moved, gated.rules.extract(moved)) if c.rule.startswith("gate.")]
    assert beside and not any(c.change_of_mind or c.slot == "city" for c in beside)


def test_a_unit_the_rules_say_most_of_is_left_to_them():
    from langmem_layers.write.extract import Turn

    gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), _SureGate())
    turn = Turn("我住在杭州")
    assert [c.rule for c in gated.extract(turn, gated.rules.extract(turn)) if c.rule.startswith("gate.")] == []


def test_a_unit_that_only_restates_the_rules_slot_reading_is_left_to_them():
    from langmem_layers.write.extract import Turn

    gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), _SureGate())
    for text in ("Quick update: I moved to Munich last week.", "我上个月搬到杭州了"):
        turn = Turn(text)
        found = gated.rules.extract(turn)
        assert [c.slot for c in found] == ["city"]
        assert [c.rule for c in gated.extract(turn, found) if c.rule.startswith("gate.")] == []
    more = Turn("Quick update: I moved to Munich last week, sharing a flat with two nurses from the clinic")
    assert [c for c in gated.extract(more, gated.rules.extract(more)) if c.rule.startswith("gate.")]


def test_a_fragment_is_never_kept_however_sure_the_gate_is():
    from langmem_layers.write.extract import Turn

    gated = GatedExtractor(MemoryConfig(), RuleExtractor(MemoryConfig()), _SureGate())
    for text in ("my eyes", "好的就这样"):
        assert [c.rule for c in gated.extract(Turn(text), []) if c.rule.startswith("gate.")] == []
    for text in ("i have two cats", "我戒酒了", "my callsign is M0XKT"):
        assert [c.rule for c in gated.extract(Turn(text), []) if c.rule.startswith("gate.")], text


def test_a_lone_clause_beside_a_surer_run_needs_to_be_sure(gated):
    # "周末去商场" (a one-off outing, 0.86) beside the parking-space fact: only the fact is kept
    u = unit("周末去商场", "停车场转了三圈没位置", "最后停隔壁路边被贴条", "真的会谢",
             "还好小区里那个固定车位我已经租下来了", "B2-117", sep="，")
    kept = gated.spans(u, v(0.64), [v(p) for p in (0.86, 0.13, 0.03, 0.0, 0.9, 0.5)])
    assert [t for t, _ in kept] == ["还好小区里那个固定车位我已经租下来了，B2-117"]
    sure = gated.spans(u, v(0.64), [v(p) for p in (0.95, 0.13, 0.03, 0.0, 0.9, 0.5)])
    assert [t for t, _ in sure] == ["周末去商场", "还好小区里那个固定车位我已经租下来了，B2-117"]
