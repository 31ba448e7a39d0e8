"""The learned-classifier infrastructure: deterministic training, persistence, calibration, leave-domain-out."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from langmem_layers.classify import Example, LinearClassifier, featurise, leave_domain_out, load_jsonl
from langmem_layers.errors import ConfigError, InvalidInputError

TEXTS = ["我不吃辣", "I hate onions", "我讨厌香菜", "never give me mushrooms",
         "你好", "thanks!", "早上好", "hello there"]
LABELS = ["keep", "keep", "keep", "keep", "drop", "drop", "drop", "drop"]


def test_training_is_deterministic_and_learns() -> None:
    one = LinearClassifier.fit(TEXTS, LABELS, dim=4096, epochs=80)
    two = LinearClassifier.fit(TEXTS, LABELS, dim=4096, epochs=80)
    assert np.array_equal(one.weights, two.weights) and np.array_equal(one.bias, two.bias)
    assert one.predict(TEXTS) == LABELS
    assert one.predict(["我不吃洋葱", "hi, thanks"]) == ["keep", "drop"]


def test_sparse_products_match_dense_algebra() -> None:
    rows = featurise(TEXTS, 256)
    dense = np.zeros((len(TEXTS), 256))
    for r in range(len(TEXTS)):
        for j in range(rows.indptr[r], rows.indptr[r + 1]):
            dense[r, rows.indices[j]] += rows.values[j]
    w = np.random.default_rng(0).normal(size=(256, 3))
    g = np.random.default_rng(1).normal(size=(len(TEXTS), 3))
    assert np.allclose(rows.dot(w), dense @ w) and np.allclose(rows.tdot(g), dense.T @ g)
    assert np.allclose(rows.take([3, 1]).dot(w), (dense @ w)[[3, 1]])


def test_a_repeated_text_scores_as_if_alone() -> None:
    """Rows of one text repeated (the update judge asks about one statement against several memories) are hashed
    once and read back in order: each row equals the text scored on its own, the dense part per row."""
    vectors = np.random.default_rng(2).normal(size=(4, 3))
    model = LinearClassifier.fit(TEXTS[:4], LABELS[:4], vectors=vectors, embedding_id="toy", dim=512, epochs=20)
    texts = ["我不吃辣", "hello there", "我不吃辣", "我不吃辣"]
    together = model.logits(texts, vectors)
    alone = np.vstack([model.logits([t], vectors[n:n + 1]) for n, t in enumerate(texts)])
    assert np.allclose(together, alone)


def test_shipped_weights_are_loaded_once_and_absent_ones_are_none() -> None:
    gate = LinearClassifier.shipped("write_gate_lexical.npz")
    assert gate is not None and gate is LinearClassifier.shipped("write_gate_lexical.npz")
    assert LinearClassifier.shipped_if_present("no_such_weights.npz") is None
    with pytest.raises(ConfigError):
        LinearClassifier.shipped("no_such_weights.npz")


def test_dense_part_needs_its_vectors_and_round_trips(tmp_path: Path) -> None:
    vectors = np.eye(len(TEXTS))[:, :4]
    model = LinearClassifier.fit(TEXTS, LABELS, vectors=vectors, embedding_id="toy", dim=1024, epochs=40)
    with pytest.raises(ConfigError):
        model.predict(TEXTS)
    model.temperature = 0.7
    model.meta = {"note": "x"}
    model.save(tmp_path / "m.npz")
    back = LinearClassifier.load(tmp_path / "m.npz")
    assert back.embedding_id == "toy" and back.temperature == 0.7 and back.meta == {"note": "x"}
    assert np.allclose(back.predict_proba(TEXTS, vectors), model.predict_proba(TEXTS, vectors), atol=1e-2)


def test_bad_weight_file_is_a_config_error(tmp_path: Path) -> None:
    (tmp_path / "bad.npz").write_bytes(b"not a zip")
    with pytest.raises(ConfigError):
        LinearClassifier.load(tmp_path / "bad.npz")


def test_calibration_softens_an_overconfident_model() -> None:
    model = LinearClassifier.fit(TEXTS, LABELS, dim=1024, epochs=300, lr=0.5)
    noisy = ["我不吃辣", "hello there", "I hate onions", "thanks!"]
    t = model.calibrate(noisy, ["drop", "keep", "keep", "drop"])  # half the labels contradict the model
    assert t > 1.0 and model.temperature == t


def test_leave_domain_out_never_predicts_a_domain_it_trained_on() -> None:
    rows = [Example(f"text {d} {i}", "a" if i % 2 else "b", d, "en") for d in "pqrstu" for i in range(4)]
    seen: list[set[str]] = []

    def trainer(train: list[Example]):  # type: ignore[no-untyped-def]
        domains = {e.domain for e in train}
        seen.append(domains)

        def predict(test: list[Example]) -> list[str]:
            assert not domains & {e.domain for e in test}
            return [e.label for e in test]
        return predict

    out = leave_domain_out(rows, trainer, folds=3)
    assert sorted(out) == list("pqrstu") and len(seen) == 3
    assert all(gold == pred for gold, pred in out.values())


def test_corpus_loader_reports_the_bad_line(tmp_path: Path) -> None:
    path = tmp_path / "c.jsonl"
    path.write_text('{"text": "a", "label": "x", "domain": "d", "lang": "en", "extra": 1}\n{"oops": 1}\n',
                    encoding="utf-8")
    with pytest.raises(InvalidInputError, match=":2:"):
        load_jsonl([path])
    path.write_text('{"text": "a", "label": "x", "domain": "d", "lang": "en", "extra": 1}\n', encoding="utf-8")
    assert load_jsonl([path])[0].extra == {"extra": 1}
