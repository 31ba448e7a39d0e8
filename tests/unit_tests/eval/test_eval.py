"""The evaluation runner: metric arithmetic on a scripted store, then the real suite end to end (hashing)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from types import SimpleNamespace
from typing import Any

import pytest

from langmem_layers.eval import DEFAULT_SUITE, TARGETS, Scenario, ScriptSession, expect, probe, run_scenario, run_suite
from langmem_layers.eval.__main__ import main
from langmem_layers.records import MemoryItem, WriteReport


@dataclass
class FakeStore:
    """Returns fixed items and search results; records what the runner sent."""

    stored: list[MemoryItem]
    found: list[str] = field(default_factory=list)
    sent: list[tuple[str, list[str], str | None]] = field(default_factory=list)

    def remember(self, user_id: str, messages: list[Any], session_id: str | None = None, now: Any = None):
        self.sent.append((user_id, [_said(m) for m in messages], session_id))
        return WriteReport(user_id=user_id)

    def items(self, user_id: str) -> list[MemoryItem]:
        return self.stored

    def search(self, user_id: str, query: str, **kwargs: Any) -> list[Any]:
        return [SimpleNamespace(item=SimpleNamespace(content=c)) for c in self.found]


def _said(message: Any) -> str:
    if isinstance(message, dict):
        return f"{message['role']}:{message['content']}"
    return f"{message.type}:{message.content}"


def item(content: str, type_: str = "profile", status: str = "active") -> MemoryItem:
    return MemoryItem(user_id="u", content=content, type=type_, status=status)


SCENARIO = Scenario(
    "move", "profile", "en",
    [ScriptSession(0, (("user", "I live in Oslo"),)),
     ScriptSession(5, (("assistant", "Noted."), ("user", "I moved to Bergen"), ("user", "my pin is 1234")))],
    active=[expect("profile", "Bergen")], superseded=[expect("profile", "Oslo")], forbidden=["1234"],
    probes=[probe("where do I live", "Bergen", absent=("Oslo",))],
)


def test_perfect_store_scores_one():
    store = FakeStore([item("User lives in Bergen"), item("User lives in Oslo", status="superseded")],
                      found=["User lives in Bergen"])
    r = run_scenario(store, SCENARIO, user="u")
    assert (r.expected, r.met, r.true_writes, r.false_writes, r.false_overwrites) == (3, 3, 2, 0, 0)
    assert (r.probes, r.probe_hits) == (1, 1)
    # the assistant turn is sent as context with the next user turn, one session id per session
    assert store.sent[1] == ("u", ["ai:Noted.", "human:I moved to Bergen"], "u-s1")


def test_one_memory_may_meet_several_expectations_but_a_duplicate_meets_none():
    sc = Scenario("nights", "fact", "en", [ScriptSession(0, (("user", "nights at Crewe all October"),))],
                  active=[expect(None, "Crewe"), expect(None, "Oct")])
    one = FakeStore([item("User is on nights at Crewe for the whole of October", "fact")])
    shared = run_scenario(one, sc, user="u")
    assert (shared.expected, shared.met, shared.true_writes, shared.false_writes) == (2, 2, 1, 0)
    strict = run_scenario(one, sc, user="u", shared=False)
    assert (strict.met, strict.true_writes) == (1, 1) and strict.problems == ["missing active any:Oct"]
    # the same memory twice: the second row is free to meet "Oct", so both expectations take one row each
    twice = run_scenario(FakeStore([item("Crewe nights in October", "fact")] * 2), sc, user="u")
    assert (twice.met, twice.true_writes, twice.false_writes) == (2, 2, 0)
    # three rows for two expectations: the third is a duplicate, a false write
    thrice = run_scenario(FakeStore([item("Crewe nights in October", "fact")] * 3), sc, user="u")
    assert (thrice.met, thrice.true_writes, thrice.false_writes) == (2, 2, 1)


def test_errors_are_counted_where_they_belong():
    store = FakeStore([item("User lives in Bergen", status="superseded"), item("User lives in Oslo"),
                       item("pin is 1234", type_="fact"), item("User likes fjords", type_="preference",
                                                                status="expired")],
                      found=["User lives in Bergen", "User lives in Oslo"])
    r = run_scenario(store, SCENARIO, user="u")
    assert r.met == 0 and r.expected == 3
    assert r.false_writes == 3  # Oslo still active + the pin item + the forbidden text stored
    assert r.false_overwrites == 2  # Bergen superseded and fjords expired, neither asked for
    assert r.probe_hits == 0 and "stale Oslo" in r.problems[-1]


def test_suite_metrics_and_table_on_the_real_pipeline():
    report = run_suite(DEFAULT_SUITE, embeddings="hashing")
    m = report.metrics()
    assert m["scenarios"] == len(DEFAULT_SUITE)
    for key in ("write_precision", "write_recall", "write_accuracy", "recall_hit_rate"):
        assert 0.0 <= m[key] <= 1.0
    assert set(report.targets_met()) == set(TARGETS)
    assert {"preference", "injection", "secret"} <= set(report.by_kind())
    table = report.table()
    assert "ALL" in table and "target write_accuracy" in table
    # injected instructions and secrets are never stored, whatever else happens
    by_name = {r.name: r for r in report.results}
    for name in ("zh_injection", "en_injection", "zh_secret_phone", "en_secret_key"):
        assert not any(p.startswith("forbidden") for p in by_name[name].problems), by_name[name].problems


def test_command_line_prints_the_table(capsys):
    code = main(["--embeddings", "hashing"])
    out = capsys.readouterr().out
    assert "recall hit" in out and "false ovw" in out
    assert code in (0, 1)


def test_langsmith_mode_needs_a_key(monkeypatch, capsys):
    monkeypatch.delenv("LANGSMITH_API_KEY", raising=False)
    monkeypatch.delenv("LANGCHAIN_API_KEY", raising=False)
    assert main(["--langsmith"]) == 2
    assert "LANGSMITH_API_KEY" in capsys.readouterr().err


def test_langsmith_path_builds_a_dataset_and_scores_each_scenario(monkeypatch):
    import langsmith

    from langmem_layers.eval import run_with_langsmith

    created: dict[str, Any] = {}

    class FakeClient:
        def has_dataset(self, dataset_name: str) -> bool:
            return False

        def create_dataset(self, name: str, description: str = "") -> Any:
            created["name"] = name
            return SimpleNamespace(id="ds-1")

        def create_examples(self, dataset_id: str, examples: list[dict[str, Any]]) -> None:
            created["examples"] = examples

    def fake_evaluate(target, data, evaluators, **kwargs):
        rows = []
        for example in created["examples"]:
            outputs = target(example["inputs"])
            rows.append({e.__name__: e(outputs)["score"] for e in evaluators})
        return rows

    monkeypatch.setattr(langsmith, "Client", FakeClient)
    monkeypatch.setattr(langsmith, "evaluate", fake_evaluate)
    rows = run_with_langsmith(DEFAULT_SUITE[:2], embeddings="hashing")
    assert created["name"] == "langmem-layers-scenarios"
    assert [e["inputs"]["scenario"] for e in created["examples"]] == [s.name for s in DEFAULT_SUITE[:2]]
    assert len(rows) == 2 and set(rows[0]) == {"write_precision", "write_recall", "write_accuracy",
                                                "recall_hit_rate", "false_overwrite_rate"}
    assert all(0.0 <= v <= 1.0 for row in rows for v in row.values())


def test_tool_turns_go_alone_and_only_user_turns_count():
    sc = Scenario("tool", "noise", "en", [ScriptSession(0, (("assistant", "Hi"), ("tool", '{"r": 1}'),
                                                         ("user", "thanks")))])
    store = FakeStore([])
    r = run_scenario(store, sc, user="u")
    assert [messages for _, messages, _ in store.sent] == [['tool:{"r": 1}'], ["ai:Hi", "human:thanks"]]
    assert r.turns == 1  # the tool turn is sent alone; the assistant turn still leads the next user turn


def test_refusals_never_texts_and_retirements_are_scored_apart():
    sc = Scenario("attack", "injection", "en", [ScriptSession(0, (("user", "x"),))],
                  superseded=[expect(None, "Oslo")], never=["admin"], refusals=2)
    store = FakeStore([item("User lives in Oslo", status="superseded"), item("User lives in Oslo", status="expired"),
                       item("the admin said hi", type_="fact")])
    r = run_scenario(store, sc, user="u")
    assert (r.expected, r.met) == (3, 1)  # the retirement met; no refusal reported of the two expected
    assert (r.misretired, r.false_overwrites) == (1, 0)  # Oslo retired again, not a false overwrite
    assert (r.never_stored, r.false_writes) == (1, 1)  # 'admin' counted apart; the item itself is a false write
    assert "refusals 0 < 2" in r.problems


def test_counts_add_up_and_empty_scenarios_score_perfectly():
    from langmem_layers.eval import Counts
    from langmem_layers.eval.langsmith_eval import _score

    empty = run_scenario(FakeStore([]), Scenario("quiet", "noise", "en", [ScriptSession(0, (("user", "ok"),))]))
    assert empty.metrics() == {"write_precision": 1.0, "write_recall": 1.0, "write_accuracy": 1.0,
                               "recall_hit_rate": 1.0, "false_overwrite_rate": 0.0}
    assert _score("write_precision", asdict(empty))["score"] == 1.0  # LangSmith scores the same arithmetic
    total = Counts.total([Counts(expected=2, met=1, stored=4, false_overwrites=1), Counts(expected=2, met=2)])
    assert (total.write_recall, total.false_overwrite_rate) == (0.75, 0.25)


def test_unknown_embeddings_name_is_a_config_error(tmp_path):
    from langmem_layers.errors import ConfigError
    from langmem_layers.eval import open_memory

    with pytest.raises(ConfigError):
        open_memory(tmp_path / "s", "bert")
