"""Explicit requests decided by the learned detector (not cue patterns), stored whole even when a rule read part of
them; gate-written facts with an exact slot; the document-vector cache the gate and reconciliation share."""

from __future__ import annotations

from pathlib import Path

import pytest
from langchain_core.embeddings import Embeddings

from langmem_layers import E5Embeddings, HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.classify import Example
from langmem_layers.embeddings import embedding_model_id
from langmem_layers.records import MemoryType
from langmem_layers.write.candidate import Candidate
from langmem_layers.write.explicit import LEARNED_RULE, ExplicitDetector, explicit_features, requested
from langmem_layers.write.extract import RuleExtractor, Turn
from langmem_layers.write.gate import WriteGate
from langmem_layers.write.gate_train import train_explicit
from langmem_layers.write.gated import GatedExtractor
from tests.conftest import DAY0


@pytest.fixture(scope="module")
def detector() -> ExplicitDetector:
    return ExplicitDetector.default()


@pytest.fixture(scope="module")
def gated() -> GatedExtractor:
    config = MemoryConfig()
    return GatedExtractor(config, RuleExtractor(config), WriteGate.default())


# phrasings written for this test (not in the corpus), whose cue no pattern of explicit.py knows
@pytest.mark.parametrize("text", [
    "For the record, my blood type is B negative",
    "for future reference I'm allergic to walnuts",
    "dont forget my daughter starts nursery in September",
    "备忘一下，我每周二晚上练瑜伽",
])
def test_the_detector_finds_requests_no_pattern_knows(detector: ExplicitDetector, text: str) -> None:
    assert requested(text) is None  # the patterns alone would drop it
    assert detector.request(text) is not None


@pytest.mark.parametrize("text", [
    "Remember when we drove to Cornwall and it rained all week",
    "do you remember the name of my old flatmate",
    "I forgot to book the vet again",
    "remind me at 7 to take the chicken out of the freezer",
    '她总说"出门别忘了关煤气"',
    "我忘了今天要交水费",
])
def test_hard_negatives_are_not_requests(detector: ExplicitDetector, text: str) -> None:
    assert detector.request(text) is None


@pytest.mark.parametrize("text", ["Remember when we went to Rome", "remember when i told you about my cat",
                                  "omg do you remember the time we missed the ferry", "还记得那次我们去鼓浪屿吗",
                                  "记得那回下大雨我们在地铁站等了一小时"])
def test_a_reminiscence_is_never_a_request(detector: ExplicitDetector, text: str) -> None:
    assert detector.probability([text]) == [0.0]
    assert detector.probability(["remember my partner's birthday is march 3rd"])[0] >= detector.threshold


def test_the_cue_clause_is_cut_off_by_the_detector_scores(detector: ExplicitDetector) -> None:
    rule, what = detector.content("For the record, my blood type is B negative") or ("", "")
    assert rule == LEARNED_RULE and what == "my blood type is B negative"
    # a cue the patterns know is still cut by them
    assert detector.content("帮我记一下：我的快递都寄到公司前台") == ("explicit.zh.note_down", "我的快递都寄到公司前台")


@pytest.mark.parametrize(("text", "content"), [
    ("我的手机号是13812345678，帮我记一下。", "我的手机号是13812345678"),
    ("我的快递都寄到公司前台，请你一定要记住", "我的快递都寄到公司前台"),
    ("周三下午有组会，麻烦给我记下来", "周三下午有组会"),
])
def test_a_trailing_cue_takes_its_polite_and_beneficiary_words_with_it(text: str, content: str) -> None:
    # "帮我/请你/麻烦给我" belong to the cue: left in the content they became "…，帮用户" in the stored memory
    assert requested(text) == ("explicit.zh.remember_after", content)


def test_features_mark_the_edges_of_the_sentence() -> None:
    marked = explicit_features("For the record, I keep a record of my runs").split()
    assert "head3_for_the_record" in marked and "tail1_runs" in marked


def _rule(content: str, snippet: str, type: MemoryType = MemoryType.PREFERENCE, **fields: object) -> Candidate:
    return Candidate(type=type, content=content, source_snippet=snippet, lang="zh",
                     rule="trigger.zh.preference", **fields)  # type: ignore[arg-type]


def test_a_rule_that_read_part_of_a_request_gives_way_to_the_whole(gated: GatedExtractor) -> None:
    text = "记一笔：我不吃香菜，下周三要考科目一"
    out = gated.extract(Turn(text), [_rule("用户不吃香菜", "我不吃香菜")])
    explicit = [c for c in out if c.rule.startswith("explicit.")]
    assert len(explicit) == 1 and "科目一" in explicit[0].content and "香菜" in explicit[0].content
    assert explicit[0].confidence == 1.0
    assert not [c for c in out if c.rule == "trigger.zh.preference"]  # the partial reading is replaced


def test_a_request_the_rules_said_in_full_adds_nothing(gated: GatedExtractor) -> None:
    slot = _rule("用户住在杭州", "我住在杭州", slot="city", type=MemoryType.PROFILE)
    out = gated.extract(Turn("记住，我住在杭州"), [slot])
    # the rule's reading stays the only candidate, as sure as the request it was asked in
    assert out == [slot.model_copy(update={"confidence": 1.0, "importance": 0.8, "requested": True})]


def test_a_gate_written_profile_fact_gets_an_exact_slot(gated: GatedExtractor) -> None:
    assert gated._slot("I live in Leeds", MemoryType.PROFILE) == ("city", "Leeds")
    assert gated._slot("我用VS Code写代码", MemoryType.PREFERENCE) == ("code_editor", "vs code")
    assert gated._slot("I've got 12 hives", MemoryType.PROFILE) == (None, None)  # no slot is guessed


class _Counting(Embeddings):
    def __init__(self) -> None:
        self.inner = HashingEmbeddings()
        self.model_id = self.inner.model_id
        self.texts: list[str] = []

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.texts.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


def test_documents_are_embedded_once_and_erasure_empties_the_cache(store_path: Path) -> None:
    counting = _Counting()
    mem = LayeredMemory.open(store_path, config=MemoryConfig(clock=lambda: DAY0), embeddings=counting)
    try:
        first = mem.deps.embed_texts(["用户不吃香菜", "User lives in Leeds"])
        again = mem.deps.embed_texts(["User lives in Leeds", "用户不吃香菜"])
        assert counting.texts == ["用户不吃香菜", "User lives in Leeds"]
        assert again == [first[1], first[0]]
        mem.forget_user("anyone")
        mem.deps.embed_texts(["用户不吃香菜"])
        assert counting.texts.count("用户不吃香菜") == 2  # erasure emptied the text cache
    finally:
        mem.close()


@pytest.mark.slow
@pytest.mark.parametrize("user, text, keyword", [
    ("m1", "My manager is called Priya.", "Priya"),
    ("m2", "我的直属领导叫陈思远", "陈思远"),
    ("x1", "for future reference my checkride is on the 14th of June", "checkride"),
    ("x2", "记一笔，我下个月十号考科目二", "科目二"),
])
def test_the_default_stack_stores_them(e5_mem: LayeredMemory, user: str, text: str, keyword: str) -> None:
    e5_mem.remember(user, [text])
    assert any(keyword in i.content for i in e5_mem.items(user)), [i.content for i in e5_mem.items(user)]


@pytest.mark.slow
def test_a_dated_exam_asked_to_be_remembered_is_a_plan(e5_mem: LayeredMemory) -> None:
    e5_mem.remember("x3", ["for the record, my IELTS exam is on 3 March"])
    assert [i.type for i in e5_mem.items("x3") if "IELTS" in i.content] == [MemoryType.PLAN]


def test_a_long_polite_cue_is_cut_off_only_when_it_holds_nothing() -> None:
    detector = ExplicitDetector.default()
    polite = "Would you mind keeping in mind that I use metric for everything?"
    assert detector.content(polite, holds_nothing=lambda piece: True) == (LEARNED_RULE, "I use metric for everything")
    assert detector.content(polite) == (LEARNED_RULE, polite.rstrip("?"))  # no judge: the long piece is not cut
    renewal = "dont forget my passport renewal is due in October, I always leave it late"
    _, kept = detector.content(renewal, holds_nothing=lambda piece: "passport" not in piece)
    assert "passport" in kept and "October" in kept


# -- the detector's e5 part ---------------------------------------------------------------------------------------
_TINY_CORPUS = [
    ("please remember that I am left-handed", True), ("remember this: my flat is on the 4th floor", True),
    ("记住，我对芒果过敏", True), ("帮我记一下我周三练琴", True), ("note that my dog is called Bao", True),
    ("I am left-handed", False), ("my flat is on the 4th floor", False), ("我对芒果过敏", False),
    ("do you remember the film we talked about", False), ("帮我把这篇文章存成PDF", False),
    ("the weather is nice today", False), ("我周三练琴", False),
]


def _tiny_examples() -> list[Example]:
    return [Example(text, "memorable", f"d{n % 3}", "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en",
                    {"explicit": flag}) for n, (text, flag) in enumerate(_TINY_CORPUS)]


class _CountingEmbed:
    """Hashing vectors, counting the texts asked for (the detector must embed through the function it is given)."""

    def __init__(self) -> None:
        self.model = HashingEmbeddings(dim=64)
        self.texts: list[str] = []

    def __call__(self, texts: list[str]) -> list[list[float]]:
        self.texts.extend(texts)
        return self.model.embed_documents(texts)


def test_the_dense_part_is_trained_deterministically_and_fed_by_the_embedder_given(tmp_path: Path) -> None:
    first, second = (train_explicit(_tiny_examples(), embed=_CountingEmbed(), embedding_id="hash-64", epochs=40)
                     for _ in range(2))
    assert first.dense is not None and first.embedding_id == "hash-64"
    assert (first.dense == second.dense).all() and (first.weights == second.weights).all()
    first.save(tmp_path / "x_e5.npz")
    lexical = train_explicit(_tiny_examples(), epochs=40)
    lexical.save(tmp_path / "x.npz")
    loaded = ExplicitDetector.load(tmp_path / "x.npz", tmp_path / "x_e5.npz")
    embed = _CountingEmbed()
    assert loaded.with_vectors(embed, "another-model").embed is None  # vectors of another model are never used
    bound = loaded.with_vectors(embed, "hash-64")
    unbound_p = loaded.probability(["please remember that I am left-handed, thanks"])
    bound_p = bound.probability(["please remember that I am left-handed, thanks"])
    # the sentence and its cue-sized clauses, in one call
    assert embed.texts == ["please remember that I am left-handed, thanks", "I am left-handed", "please remember",
                           "thanks"]
    assert bound_p != unbound_p  # the dense part scored it


def test_a_gated_extractor_binds_the_detector_to_its_embedder_only_for_the_model_it_was_trained_on() -> None:
    config, embed = MemoryConfig(), _CountingEmbed()
    gate = WriteGate.default()
    dense = gate.dense
    assert dense is not None
    detector = ExplicitDetector.default()
    assert detector.dense is not None and detector.dense.embedding_id == dense.embedding_id
    bound = GatedExtractor(config, RuleExtractor(config), gate, embed=embed, embedding_id=dense.embedding_id)
    other = GatedExtractor(config, RuleExtractor(config), gate, embed=embed, embedding_id="hash-64")
    assert bound.explicit.embed is embed and other.explicit.embed is None


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    # requests with verbs of keeping the n-gram corpus does not use (written for this test)
    "Could you etch this into your memory: I take my coffee with oat milk",
    "这个你给我刻在脑子里：我儿子对青霉素过敏",
])
def test_the_e5_part_finds_requests_phrased_with_unseen_words(text: str) -> None:
    e5 = E5Embeddings()
    detector = ExplicitDetector.default().with_vectors(e5.embed_documents, embedding_model_id(e5))
    assert detector.embed is not None
    assert detector.probability([text])[0] >= detector.threshold
