"""The window split: whole units, the latest message always kept, tool results shortened first, nothing lost."""

from __future__ import annotations

from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

from langmem_layers.tokens import count_message_tokens, default_token_counter
from langmem_layers.window.trim import group_units, normalize_messages, split_window

COUNT = default_token_counter()


def tool_call(call_id: str, name: str = "search") -> dict:
    return {"id": call_id, "name": name, "args": {"q": call_id}}


def chat(n_turns: int, words: int = 20) -> list[BaseMessage]:
    msgs: list[BaseMessage] = []
    for i in range(n_turns):
        msgs.append(HumanMessage(f"question {i} " + "word " * words))
        msgs.append(AIMessage(f"answer {i} " + "text " * words))
    return msgs


def assert_units_whole(kept: list[BaseMessage]) -> None:
    """Every ToolMessage in the window follows its AI call; every call has all its results."""
    open_ids: set[str] = set()
    for msg in kept:
        if isinstance(msg, ToolMessage):
            assert msg.tool_call_id in open_ids, "tool result separated from its call"
            open_ids.discard(msg.tool_call_id)
        else:
            assert not open_ids, "a tool call lost some of its results"
        if isinstance(msg, AIMessage) and msg.tool_calls:
            open_ids = {c["id"] for c in msg.tool_calls}
    assert not open_ids


def test_short_thread_is_kept_whole() -> None:
    msgs = chat(3)
    split = split_window(msgs, 10_000, min_turns=10, max_turns=20)
    assert split.kept == msgs and split.folded == []


def test_max_turns_folds_older_turns_in_order() -> None:
    msgs = chat(25, words=2)
    split = split_window(msgs, 100_000, min_turns=10, max_turns=20)
    assert split.turns_kept == 20
    assert split.folded == msgs[:10]
    assert split.kept == msgs[10:]


def test_budget_folds_down_and_stays_within_budget() -> None:
    msgs = chat(30, words=30)
    split = split_window(msgs, 600, min_turns=10, max_turns=20)
    assert count_message_tokens(split.kept, COUNT) <= 600
    assert split.kept[-1] is msgs[-1]
    assert split.folded + split.kept == msgs  # nothing lost, order kept


def test_tool_results_are_shortened_before_turns_are_dropped() -> None:
    msgs: list[BaseMessage] = []
    for i in range(4):
        msgs += [HumanMessage(f"q{i}"), AIMessage("", tool_calls=[tool_call(f"c{i}")]),
                 ToolMessage("result " * 400, tool_call_id=f"c{i}"), AIMessage(f"a{i}")]
    full = count_message_tokens(msgs, COUNT)
    split = split_window(msgs, full // 2, min_turns=2, max_turns=20)
    assert split.folded == []  # shortening older tool results was enough
    assert split.shortened >= 1
    tool_texts = [m.content for m in split.kept if isinstance(m, ToolMessage)]
    assert any("chars omitted" in t for t in tool_texts)
    assert tool_texts[-1] == "result " * 400  # the latest turn's tool result is shortened last


# -- regressions of the bugs users report in LangMem's summariser ---------------------------------------------
def test_regression_human_message_after_tool_call_is_not_dropped() -> None:
    msgs: list[BaseMessage] = [
        HumanMessage("find flights"), AIMessage("", tool_calls=[tool_call("c1")]),
        ToolMessage("flight list " * 50, tool_call_id="c1"),
        HumanMessage("my budget is 5000 dollars"),
        AIMessage("noted"), *chat(12, words=15),
    ]
    for budget in (150, 300, 600, 1200, 5000):
        split = split_window(msgs, budget, min_turns=2, max_turns=10)
        everything = [m.content for m in split.folded] + [m.content for m in split.kept]
        assert "my budget is 5000 dollars" in everything, budget


def test_regression_latest_message_is_always_kept_even_when_giant() -> None:
    msgs = [*chat(5), HumanMessage("最新的问题：" + "很长的内容" * 3000)]
    split = split_window(msgs, 300, min_turns=2, max_turns=20)
    assert split.kept, "the window must never be empty"
    assert isinstance(split.kept[-1], HumanMessage)
    assert split.kept[-1].content.startswith("最新的问题")
    assert count_message_tokens(split.kept, COUNT) <= 300
    assert split.folded == msgs[:-1]


def test_regression_parallel_tool_calls_are_never_split() -> None:
    msgs: list[BaseMessage] = []
    for i in range(6):
        msgs += [
            HumanMessage(f"compare {i} " + "x " * 20),
            AIMessage("", tool_calls=[tool_call(f"a{i}", "price"), tool_call(f"b{i}", "stock"),
                                      tool_call(f"c{i}", "reviews")]),
            ToolMessage("price data " * 30, tool_call_id=f"a{i}"),
            ToolMessage("stock data " * 30, tool_call_id=f"b{i}"),
            ToolMessage("review data " * 30, tool_call_id=f"c{i}"),
            AIMessage(f"summary {i}"),
        ]
    for budget in range(20, 3000, 37):
        split = split_window(msgs, budget, min_turns=1, max_turns=20)
        assert_units_whole(split.kept)
        assert split.kept[-1].content == msgs[-1].content
        assert len(split.folded) + len(split.kept) == len(msgs)


def test_parallel_calls_ending_the_thread_stay_together() -> None:
    msgs = [*chat(4), HumanMessage("check both"),
            AIMessage("", tool_calls=[tool_call("p"), tool_call("q")]),
            ToolMessage("P" * 3000, tool_call_id="p"), ToolMessage("Q" * 3000, tool_call_id="q")]
    split = split_window(msgs, 200, min_turns=1, max_turns=20)
    assert_units_whole(split.kept)
    assert [type(m).__name__ for m in split.kept[-3:]] == ["AIMessage", "ToolMessage", "ToolMessage"]
    assert count_message_tokens(split.kept, COUNT) <= 200


def test_group_units_keeps_calls_with_results() -> None:
    msgs = [HumanMessage("h"), AIMessage("", tool_calls=[tool_call("1"), tool_call("2")]),
            ToolMessage("r1", tool_call_id="1"), ToolMessage("r2", tool_call_id="2"), AIMessage("done")]
    assert [len(u) for u in group_units(msgs)] == [1, 3, 1]


def test_normalize_accepts_role_dicts_and_never_raises() -> None:
    thread = normalize_messages([
        {"role": "user", "content": "你好"}, {"role": "assistant", "content": "hi"},
        {"role": "system", "content": "be brief"}, {"role": "wizard", "content": "odd role"},
        ("user", "tuple form"), "plain string", None, 42, {"role": "tool", "content": "r"},
        {"role": "user", "content": [{"type": "text", "text": "parts"}]},
        SystemMessage("prev", name="rolling_summary"),
    ], max_chars=1000)
    assert [m.type for m in thread.messages] == ["human", "ai", "human", "human", "human", "tool", "human"]
    assert thread.system == ["be brief", "prev"] and thread.system_names == [None, "rolling_summary"]
    assert thread.unknown_roles == ["wizard"]
    assert thread.skipped == 2
    assert normalize_messages(None).messages == [] and normalize_messages([]).messages == []


def test_normalize_truncates_giant_messages() -> None:
    thread = normalize_messages([HumanMessage("a" * 50_000)], max_chars=1000)
    assert len(thread.messages[0].content) <= 1000 and thread.truncated == 1
