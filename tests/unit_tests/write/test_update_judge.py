"""The learned update judge: training, loading, and how reconciliation and the writer use its verdicts."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.embeddings import HashingEmbeddings
from langmem_layers.errors import ConfigError, InvalidInputError
from langmem_layers.records import MemoryStatus
from langmem_layers.write.reconcile import decide
from langmem_layers.write.update_judge import UpdateJudge, pair_vector
from langmem_layers.write.update_train import load_pairs, train_update_judge, update_figures, with_unrelated

from .test_reconcile import CFG, cand, item

PAIRS = [
    ("en", "mail", "i use gmail for everything", "moved everything over to proton mail", "update"),
    ("en", "mail", "i use gmail for everything", "i also have an outlook account for work", "keep_both"),
    ("en", "mail", "i use gmail for everything", "yeah gmail is still my main inbox", "same"),
    ("en", "gym", "i train at puregym on mondays", "my gym sessions are on thursdays these days", "update"),
    ("en", "gym", "i train at puregym on mondays", "my sister goes to puregym on thursdays", "keep_both"),
    ("zh", "car", "我开的是一辆白色的卡罗拉", "卡罗拉卖了，现在开比亚迪", "update"),
    ("zh", "car", "我开的是一辆白色的卡罗拉", "家里又买了一辆电动车给老婆开", "keep_both"),
    ("zh", "city", "我住在成都", "上个月搬到杭州了", "update"),
    ("zh", "city", "我住在成都", "我妹妹搬到杭州了", "keep_both"),
    ("en", "food", "i'm vegetarian", "started eating fish again", "update"),
    ("en", "food", "i drink oat milk in my coffee", "i drink oat milk and sometimes soy", "keep_both"),
]


def _write(path: Path, rows: list[tuple[str, str, str, str, str]]) -> Path:
    path.write_text("".join(json.dumps(dict(zip(("lang", "domain", "old", "new", "label"), r, strict=True)),
                                       ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def judge(tmp_path_factory: pytest.TempPathFactory) -> UpdateJudge:
    data = _write(tmp_path_factory.mktemp("pairs") / "pairs.jsonl", PAIRS)
    return train_update_judge(load_pairs([data]), HashingEmbeddings(), epochs=60)


def test_pairs_are_stored_form_and_malformed_lines_are_typed_errors(tmp_path: Path) -> None:
    pairs = load_pairs([_write(tmp_path / "p.jsonl", PAIRS[:1])])
    assert (pairs[0].old, pairs[0].label) == ("User uses gmail for everything", "update")
    (tmp_path / "bad.jsonl").write_text('{"lang": "en", "old": "x"}\n', encoding="utf-8")
    with pytest.raises(InvalidInputError, match="bad.jsonl:1"):
        load_pairs([tmp_path / "bad.jsonl"])
    _write(tmp_path / "label.jsonl", [("en", "d", "a", "b", "replace")])
    with pytest.raises(InvalidInputError, match="label"):
        load_pairs([tmp_path / "label.jsonl"])


def test_unrelated_pairs_stay_in_their_domain_and_language(tmp_path: Path) -> None:
    pairs = load_pairs([_write(tmp_path / "p.jsonl", PAIRS)])
    extra = with_unrelated(pairs)[len(pairs):]
    assert extra and all(p.label == "keep_both" for p in extra)
    assert {p.domain for p in extra} == {"food"}  # the other domains repeat one old side: no unrelated pair there
    news = {(p.domain, p.lang, p.new) for p in pairs}
    assert all((p.domain, p.lang, p.new) in news for p in extra)  # another pair's new side, same domain + language


def test_training_is_deterministic_and_round_trips(judge: UpdateJudge, tmp_path: Path) -> None:
    again = train_update_judge(load_pairs([_write(tmp_path / "p.jsonl", PAIRS)]), HashingEmbeddings(), epochs=60)
    assert np.array_equal(judge.model.dense, again.model.dense) and judge.model.temperature == again.model.temperature
    judge.model.save(tmp_path / "judge.npz")
    loaded = UpdateJudge.load(tmp_path / "judge.npz")
    vec = np.asarray(HashingEmbeddings().embed_documents(["User uses gmail", "User moved to proton mail"]))
    assert loaded.p_update("User moved to proton mail", vec[1], [("User uses gmail", vec[0])]) == \
        pytest.approx(judge.p_update("User moved to proton mail", vec[1], [("User uses gmail", vec[0])]), abs=1e-3)


def test_judge_learns_its_training_pairs(judge: UpdateJudge, tmp_path: Path) -> None:
    emb = HashingEmbeddings()
    scored: dict[str, list[float]] = {"update": [], "other": []}
    for pair in load_pairs([_write(tmp_path / "p.jsonl", PAIRS)]):
        vo, vn = (np.asarray(v) for v in emb.embed_documents([pair.old, pair.new]))
        p = judge.p_update(pair.new, vn, [(pair.old, vo)])[0]
        scored["update" if pair.label == "update" else "other"].append(p)
    assert min(scored["update"]) > max(scored["other"])


def test_resolve_refuses_other_vectors_and_wrong_labels(judge: UpdateJudge) -> None:
    assert UpdateJudge.resolve(judge, HashingEmbeddings().model_id) is judge
    assert UpdateJudge.resolve(False, "e5") is None
    with pytest.raises(ConfigError, match="embeds with"):
        UpdateJudge.resolve(judge, "intfloat/multilingual-e5-small")
    with pytest.raises(ConfigError, match="update_judge must be"):
        UpdateJudge.resolve("yes", "e5")  # type: ignore[arg-type]
    judge.model.labels = ["a", "b", "c"]
    try:
        with pytest.raises(ConfigError, match="labels"):
            UpdateJudge(judge.model)
    finally:
        judge.model.labels = ["update", "keep_both", "same"]


def test_pair_vector_carries_the_exact_comparisons() -> None:
    a, b = np.eye(4)[0], np.eye(4)[0]
    v = pair_vector("User owns a red car", "User owns a blue car", a, b)
    assert v.shape == (16,) and v[-4] == pytest.approx(1.0)  # cosine
    assert v[-2] == 1.0  # each side says a value the other lacks


def test_update_figures() -> None:
    assert update_figures([True, True, False], [0.9, 0.3, 0.95], 0.8) == {
        "threshold": 0.8, "precision": 0.5, "recall": 0.5}


# -- reconciliation ----------------------------------------------------------------------------------------------

def test_decide_supersedes_what_the_judge_reads_as_replaced() -> None:
    old = item("User uses gmail for everything", "fact")
    new = cand("User moved everything over to Proton Mail", "fact")
    assert decide(new, [(old, 0.83)], CFG).kind == "add"  # no rule sees the change
    d = decide(new, [(old, 0.83)], CFG, updates={old.id: 0.93})
    assert (d.kind, d.rule, d.target) == ("supersede", "reconcile.learned_update", old)
    assert "0.93" in d.reason


def test_decide_keeps_both_values_without_the_judge_and_observes_when_unsure() -> None:
    old = item("User's 3x3 PB is 13.02", "fact")
    new = cand("User's 3x3 PB is 11.47", "fact")
    assert decide(new, [(old, 0.95)], CFG).kind == "add"  # two values, neither single-valued
    assert decide(new, [(old, 0.95)], CFG, updates={old.id: 0.9}).kind == "supersede"
    low = cand("User's 3x3 PB is 11.47", "fact", confidence=0.4)
    d = decide(low, [(old, 0.95)], CFG, updates={old.id: 0.9})
    assert (d.kind, d.rule, d.target) == ("observe", "reconcile.learned_conflict", old)


def test_decide_judge_never_overrides_a_duplicate_or_touches_events_or_household_keys() -> None:
    old = item("User uses gmail for everything", "fact")
    assert decide(cand("User uses gmail for everything", "fact"), [(old, 1.0)], CFG,
                  updates={old.id: 0.99}).kind == "skip"
    event = item("User went to the dentist", "event")
    assert decide(cand("User went to the dentist again", "event"), [(event, 0.9)], CFG,
                  updates={event.id: 0.99}).kind == "add"
    allergy = item("用户女儿对芒果过敏", "profile", entities=["女儿·allergy·芒果"])
    assert decide(cand("用户儿子对花生过敏", "profile"), [(allergy, 0.9)], CFG,
                  updates={allergy.id: 0.99}).kind == "add"


# -- the writer --------------------------------------------------------------------------------------------------

class _Always(UpdateJudge):
    """A judge that gives every pair the same ``P(update)`` (0.99: an update), and records what it was asked."""

    def __init__(self, base: UpdateJudge, p: float = 0.99) -> None:
        super().__init__(base.model)
        self.p = p
        self.asked: list[tuple[str, list[str]]] = []

    def p_update(self, new: str, new_vector: np.ndarray, olds: list[tuple[str, np.ndarray]], *,
                 said: str | None = None) -> list[float]:
        self.asked.append((said or new, [text for text, _ in olds]))
        return [self.p] * len(olds)


def test_a_said_change_of_mind_needs_a_lower_p_update(judge: UpdateJudge, tmp_path: Path) -> None:
    between = _Always(judge, p=(judge.cue_threshold + judge.threshold) / 2)  # 0.775: under the bar without a cue
    assert judge.bar(True) < between.p < judge.bar(False)
    mem = LayeredMemory.open(tmp_path / "s", embeddings=HashingEmbeddings(), update_judge=between)
    try:
        first = mem.add("u1", "User uses gmail for everything", type="fact")
        plain = mem.add("u1", "User's mail lives in Proton Mail", type="fact")
        assert [a.kind for a in plain.actions] == ["add"], plain.actions
        changed = mem.add("u1", "User switched to Fastmail", type="fact", change_of_mind=True)
        assert [a.kind for a in changed.actions] == ["supersede"], changed.actions
        assert changed.actions[0].rule == "reconcile.learned_update"
        replaced = changed.actions[0].target_id
        assert replaced in {first.actions[0].item_id, plain.actions[0].item_id}
        assert mem.get("u1", replaced).status == MemoryStatus.SUPERSEDED
        assert sum(i.status == MemoryStatus.ACTIVE for i in mem.items("u1", status=None)) == 2
    finally:
        mem.close()


def test_writer_asks_the_judge_about_active_neighbours_and_supersedes(judge: UpdateJudge, tmp_path: Path) -> None:
    always = _Always(judge)
    mem = LayeredMemory.open(tmp_path / "s", embeddings=HashingEmbeddings(), update_judge=always,
                             config=MemoryConfig())
    try:
        first = mem.add("u1", "User uses gmail for everything", type="fact")
        mem.add("u2", "User uses gmail for work", type="fact")  # another user's item is never a neighbour
        report = mem.add("u1", "User moved everything over to Proton Mail", type="fact")
        assert [a.kind for a in report.actions] == ["supersede"], report.actions
        assert report.actions[0].rule == "reconcile.learned_update"
        assert mem.get("u1", first.actions[0].item_id).status == MemoryStatus.SUPERSEDED
        assert ("User moved everything over to Proton Mail", ["User uses gmail for everything"]) in always.asked
        assert not any("User uses gmail for work" in olds for _, olds in always.asked)
        assert mem.get("u2", mem.search("u2", "gmail")[0].item.id).status == MemoryStatus.ACTIVE
    finally:
        mem.close()


def test_writer_without_a_judge_keeps_both(tmp_path: Path) -> None:
    mem = LayeredMemory.open(tmp_path / "s", embeddings=HashingEmbeddings(), update_judge=False)
    try:
        mem.add("u1", "User uses gmail for everything", type="fact")
        report = mem.add("u1", "User moved everything over to Proton Mail", type="fact")
        assert [a.kind for a in report.actions] == ["add"]
    finally:
        mem.close()


def test_writer_never_asks_about_an_addition_or_the_same_utterance(judge: UpdateJudge, tmp_path: Path) -> None:
    always = _Always(judge)
    mem = LayeredMemory.open(tmp_path / "s", embeddings=HashingEmbeddings(), update_judge=always)
    try:
        mem.add("u1", "User has a lesson with Rowe on Tuesday at 9", type="plan")
        also = mem.add("u1", "also booked Thursday 2pm with Rowe", type="plan")  # adds: nothing is replaced
        assert [a.kind for a in also.actions] == ["add"]
        gift = mem.add("u1", "got my wife an iPhone", type="fact")
        assert [a.kind for a in gift.actions] == ["add"]
        assert not any(new.startswith(("also", "got my wife")) for new, _ in always.asked)
        # two readings of one sentence (a name slot and the request itself) never update each other
        report = mem.remember("u2", [{"role": "user", "content": "call me Skip from now on, everyone does"}])
        assert not any(a.kind == "supersede" for a in report.actions), report.actions
        assert {i.status for i in mem.items("u2", status=None)} == {MemoryStatus.ACTIVE}
    finally:
        mem.close()
