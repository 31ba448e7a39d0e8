"""Router training: the union margin, nested choice of settings, determinism, and the margin shipping with weights."""

from __future__ import annotations

import numpy as np
import pytest

from langmem_layers.classify import Example
from langmem_layers.classify.linear import LinearClassifier
from langmem_layers.read.route_model import UNION_MARGIN, LearnedRouter, widens
from langmem_layers.read.route_train import (
    RouterSetting,
    choose_margin,
    decide,
    featurise_examples,
    fit_router,
    train_router,
)

TURNS = [("退货要几天", "kb", "a"), ("我上次说想去哪儿", "memory", "a"), ("再短一点", "window", "a"),
         ("按我孩子的年龄你们有哪些绘本", "mixed", "a"), ("What's your refund policy?", "kb", "b"),
         ("What do I usually order?", "memory", "b"), ("shorten that", "window", "b"),
         ("Given my plan, how much is an extra line?", "mixed", "b"), ("保修期多长时间", "kb", "c"),
         ("我女儿几岁来着", "memory", "c"), ("接着说", "window", "c"), ("按我的预算你们哪款合适", "mixed", "c")]


def _examples() -> list[Example]:
    return featurise_examples([Example(t, lab, d, "x") for t, lab, d in TURNS])


def test_widens_only_between_kb_memory_mixed_and_only_when_close() -> None:
    assert widens("kb", "memory", 0.45, 0.40, 0.1)
    assert widens("memory", "mixed", 0.45, 0.40, 0.1)
    assert not widens("kb", "memory", 0.60, 0.30, 0.1)  # far apart: keep the best
    assert not widens("window", "kb", 0.45, 0.44, 0.1)  # a follow-up is never widened
    assert not widens("kb", "memory", 0.45, 0.40, 0.0)  # margin 0: the union rule is off


def test_choose_margin_keeps_mixed_recall_and_maximises_accuracy() -> None:
    # rows: kb/memory/window/mixed probabilities; two mixed turns the model puts just below kb / memory
    proba = np.array([[0.90, 0.05, 0.03, 0.02], [0.50, 0.05, 0.05, 0.40],  # kb sure, mixed close behind kb
                      [0.05, 0.60, 0.05, 0.30], [0.48, 0.02, 0.02, 0.48],  # memory; mixed tied with kb
                      [0.46, 0.08, 0.06, 0.40]])  # a kb turn with mixed close
    gold = ["kb", "mixed", "memory", "mixed", "kb"]
    margin, accuracy, mixed_recall = choose_margin(proba, gold, min_mixed_recall=1.0)
    assert mixed_recall == 1.0 and decide(proba, margin)[1] == "mixed"
    assert accuracy == pytest.approx(sum(g == p for g, p in zip(gold, decide(proba, margin), strict=True)) / 5)
    _, loose_accuracy, _ = choose_margin(proba, gold, min_mixed_recall=0.0)
    assert loose_accuracy >= accuracy


def test_training_is_deterministic_and_ships_its_choices() -> None:
    grid = (RouterSetting(1e-4, 1.0), RouterSetting(1e-3, 1.0))
    a = train_router(_examples(), grid=grid, inner_folds=3, epochs=40)
    b = train_router(list(reversed(_examples())), grid=grid, inner_folds=3, epochs=40)
    assert np.array_equal(a.weights, b.weights) and a.meta == b.meta and a.temperature == b.temperature
    assert {"union_margin", "l2", "dense_scale"} <= set(a.meta)
    assert float(a.meta["l2"]) in {1e-4, 1e-3}


def test_dense_scale_is_folded_into_the_weights() -> None:
    rows = _examples()
    rng = np.random.default_rng(0)
    vectors = {e.text: rng.normal(size=8) for e in rows}
    scaled = fit_router(rows, RouterSetting(1e-4, 3.0), vectors=vectors, embedding_id="v", epochs=30)
    by_hand = LinearClassifier.fit([e.text for e in sorted(rows, key=lambda e: (e.domain, e.text, e.label))],
                                   [e.label for e in sorted(rows, key=lambda e: (e.domain, e.text, e.label))],
                                   vectors=np.stack([vectors[e.text] * 3.0 for e in sorted(
                                       rows, key=lambda e: (e.domain, e.text, e.label))]),
                                   embedding_id="v", epochs=30, label_order=("kb", "memory", "window", "mixed"))
    texts = [e.text for e in rows]
    plain = np.stack([vectors[t] for t in texts])
    assert np.allclose(scaled.logits(texts, plain), by_hand.logits(texts, plain * 3.0))


def test_the_router_reads_its_margin_from_the_weights() -> None:
    model = fit_router(_examples(), RouterSetting(), epochs=40)
    model.meta = {"union_margin": "1.0"}  # every kb / memory decision is "close": widened unless window is second
    wide = LearnedRouter(model)
    assert wide.margin(model) == 1.0
    widened: list[str] = []
    for text, _, _ in TURNS:
        proba = wide.probabilities(text)
        best, second = sorted(proba, key=lambda k: proba[k], reverse=True)[:2]
        expected = "mixed" if {best, second} <= {"kb", "memory", "mixed"} else best
        assert wide(text).route.value == expected
        if best != "mixed" and expected == "mixed":
            widened.append(text)
    assert widened
    model.meta = {"union_margin": "0.0"}  # off: the best route stands
    assert LearnedRouter(model)(widened[0]).route.value != "mixed"
    assert LearnedRouter(model, union_margin=1.0)(widened[0]).route.value == "mixed"  # an explicit override
    model.meta = {}
    assert LearnedRouter(model).margin(model) == UNION_MARGIN


def test_shipped_weights_carry_their_trained_margin() -> None:
    router = LearnedRouter.default()
    for model in (router.lexical, router.dense):
        assert model is not None
        assert 0.0 <= float(model.meta["union_margin"]) <= 0.5
        assert model.meta["labels"] == "kb,memory,window,mixed"
