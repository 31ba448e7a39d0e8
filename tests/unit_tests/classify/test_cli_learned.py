"""``langmem-layers gate|router train|eval``: users retrain the learned classifiers on their own labels."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from langmem_layers.cli import main
from langmem_layers.read.route_model import LearnedRouter
from langmem_layers.write.gate import WriteGate

GATE_ROWS = [("我对芒果过敏", "profile", "a"), ("你好呀", "none", "a"), ("I hate cilantro", "preference", "b"),
             ("thanks a lot", "none", "b"), ("下周三去上海出差", "plan", "c"), ("what time is it", "none", "c")]
ROUTER_ROWS = [("退货要几天", "kb", "a"), ("我上次说想去哪儿", "memory", "a"), ("再短一点", "window", "a"),
               ("按我孩子的年龄你们有哪些绘本", "mixed", "a"), ("What's your refund policy?", "kb", "b"),
               ("What do I usually order?", "memory", "b"), ("shorten that", "window", "b"),
               ("Given my plan, how much is an extra line?", "mixed", "b")]


def _jsonl(path: Path, rows: list[tuple[str, str, str]]) -> Path:
    path.write_text("\n".join(json.dumps({"text": t, "label": lab, "domain": d, "lang": "x"}, ensure_ascii=False)
                              for t, lab, d in rows), encoding="utf-8")
    return path


def test_gate_train_writes_weights_the_gate_loads(tmp_path: Path) -> None:
    data = _jsonl(tmp_path / "g.jsonl", GATE_ROWS)
    assert main(["--embeddings", "hashing", "gate", "train", "--data", str(data), "--out", str(tmp_path / "g")]) == 0
    gate = WriteGate.load(tmp_path / "g_lexical.npz")
    assert gate.lexical.labels[0] == "none" and len(gate.judge(["我对花生过敏"])) == 1


def test_router_train_and_eval(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _jsonl(tmp_path / "r.jsonl", ROUTER_ROWS)
    assert main(["--embeddings", "hashing", "router", "train", "--data", str(data), "--out", str(tmp_path / "r")]) == 0
    router = LearnedRouter.load(tmp_path / "r_lexical.npz")
    assert router("退货要几天到账").route.value in {"kb", "memory", "window", "mixed"}
    assert main(["--embeddings", "hashing", "router", "eval", "--data", str(data), "--folds", "2"]) == 0
    assert "leave-domain-out accuracy" in capsys.readouterr().out


def test_train_without_out_is_refused(tmp_path: Path) -> None:
    data = _jsonl(tmp_path / "g.jsonl", GATE_ROWS)
    assert main(["--embeddings", "hashing", "gate", "train", "--data", str(data)]) == 2


def test_the_gate_leave_domain_out_can_leave_lines_out_of_training_and_score_any_lines(tmp_path: Path) -> None:
    from langmem_layers.classify import load_jsonl
    from langmem_layers.write.gate_train import evaluate_gate

    examples = load_jsonl([_jsonl(tmp_path / "g.jsonl", GATE_ROWS)])
    learnt = evaluate_gate(examples, folds=3, epochs=30)
    blind = evaluate_gate(examples, folds=3, epochs=30, learn_from=lambda e: e.label == "none")
    assert sum(len(t) for t in learnt.texts.values()) == len(GATE_ROWS)  # every line is still predicted
    # a gate that never learned a memorable line finds no line more memorable than one that did
    assert max(m for _, _, ms in blind.results.values() for m in ms) < max(
        m for _, _, ms in learnt.results.values() for m in ms)
    chinese = learnt.among({"我对芒果过敏", "你好呀", "下周三去上海出差"})
    assert sorted(chinese.results) == ["a", "c"] and [len(g) for g, _, _ in chinese.results.values()] == [2, 1]
