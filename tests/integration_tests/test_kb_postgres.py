"""The built-in knowledge base on PostgreSQL + a Chroma server: the shared KB suite
(``langmem_layers.testing.KnowledgeBaseTests``), RLS on the KB tables, linkage in the flip's transaction, replicas
writing one document, and the CLI. A fresh database per test (tests/pg.py: skipped without the servers locally,
required when CI=true)."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from langchain_core.documents import Document

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig, MemoryStatus
from langmem_layers._deps import Deps, resolve_location
from langmem_layers.kb import KnowledgeBase
from langmem_layers.testing import KnowledgeBaseTests
from tests.pg import chroma_url, temp_database

pytestmark = pytest.mark.integration
NOW = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
POLICY_V1 = "# 会员政策\n\n金卡会员每月享受两次免费配送。Gold members get two free deliveries a month."
POLICY_V2 = "# 会员政策\n\n金卡会员每月享受五次免费配送。Gold members get five free deliveries a month."


def _embeddings() -> HashingEmbeddings:
    emb = HashingEmbeddings(dim=64)
    emb.model_id = f"hashing-kbpg-{uuid.uuid4().hex[:8]}"  # its own Chroma collections on the shared server
    return emb


@pytest.fixture
def pg_url() -> Iterator[str]:
    with temp_database() as url:
        yield url


@pytest.fixture
def pg_mem(pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[LayeredMemory]:
    monkeypatch.setenv("LANGMEM_LAYERS_STORE", str(tmp_path / "local"))
    with LayeredMemory.open(pg_url, vectors=chroma_url(), embeddings=_embeddings(),
                            config=MemoryConfig(clock=lambda: NOW)) as mem:
        yield mem


class TestPostgresKnowledgeBase(KnowledgeBaseTests):
    @pytest.fixture
    def kb(self, pg_url: str, tmp_path: Path) -> Iterator[KnowledgeBase]:
        _, config = resolve_location(pg_url, MemoryConfig(), chroma_url())
        deps = Deps.build(tmp_path, config=config, embeddings=_embeddings())
        try:
            yield KnowledgeBase(deps)
        finally:
            deps.close()


def test_open_url_gives_the_built_in_kb(pg_mem: LayeredMemory) -> None:
    kb = pg_mem.kb
    assert isinstance(kb, KnowledgeBase) and not kb.read_only
    assert type(kb.store).__name__ == "PostgresKBStore"
    kb.add_documents([Document("# 保修政策\n\n笔记本整机保修两年，电池保修一年。\n\n| 型号 | 价格 |\n|---|---|\n"
                               "| X1 Pro | ¥6999 |\n", id="warranty")])
    hit = next(d for d in kb.search("电池保修多久") if d.metadata["kind"] == "chunk")
    assert hit.metadata["doc_id"] == "warranty" and "keyword" in hit.metadata["routes"]
    assert kb.search("咖啡") == [] or all(d.metadata["doc_id"] == "warranty" for d in kb.search("咖啡"))
    fact = kb.lookup("x1 pro")
    assert fact is not None and fact.value == "¥6999"
    assert kb.search("X1 Pro 多少钱")[0].metadata["kind"] == "fact"
    assert kb.stats() == {"kb_documents": 1, "kb_versions": 1, "kb_chunks": 1, "kb_facts": 1, "vectors": 1}
    kb.update_document("warranty", "# 保修政策\n\n笔记本整机保修三年，电池保修两年。")
    assert kb.search("电池保修多久")[0].page_content == "笔记本整机保修三年，电池保修两年。"
    assert kb.lookup("x1 pro") is None  # the table left with version 1
    assert kb.verify() == {"missing": [], "orphans": [], "not_embedded": []}
    assert kb.stats()["kb_chunks"] == kb.stats()["vectors"] == 1  # old chunks left the rows and the collection


def test_a_two_character_chinese_query_matches_by_keyword(pg_mem: LayeredMemory) -> None:
    pg_mem.kb.add_documents([Document("# 饮品\n\n本店提供手冲咖啡与乌龙茶。", id="menu"),
                             Document("# 营业\n\n周一至周五九点开门。", id="hours")])
    [hit] = [d for d in pg_mem.kb.search("咖啡", k=5) if "keyword" in d.metadata["routes"]]
    assert hit.metadata["doc_id"] == "menu"


def test_metadata_filters_match_typed_values(pg_mem: LayeredMemory) -> None:
    pg_mem.kb.add_documents([Document("Opening hours are nine to six.", id="hours", metadata={"team": "ops", "n": 3}),
                             Document("Opening the box voids nothing.", id="box", metadata={"team": "sales", "n": 4})])
    assert {d.metadata["doc_id"] for d in pg_mem.kb.search("opening", filter={"team": "ops"})} == {"hours"}
    assert {d.metadata["doc_id"] for d in pg_mem.kb.search("opening", filter={"n": [4]})} == {"box"}
    assert pg_mem.kb.search("opening", filter={"n": "4"}) == []  # a string is not the number 4, as on SQLite
    assert pg_mem.kb.search("opening", filter={"team": []}) == []


def test_kb_tables_are_readable_by_the_library_role_and_writable_only_by_the_library(pg_mem: LayeredMemory) -> None:
    import psycopg

    pg_mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    pg_mem.add("alice", "用户喜欢喝咖啡", type="preference")
    store: Any = pg_mem.sqlite
    assert store.shared_rows("SELECT current_user, count(*) FROM kb_documents") == [("langmem_app", 1)]
    assert store.shared_rows("SELECT count(*) FROM items") == [(0,)]  # no user set: no memory row
    with store._tx("alice") as conn:  # a user's context reads the organisation's documents too
        assert conn.execute("SELECT doc_id FROM kb_documents").fetchall() == [("membership",)]
    for statement in ("INSERT INTO kb_facts (key_norm, doc_id, key, value, origin, version, updated_at) "
                      "VALUES ('k', 'membership', 'k', 'v', 'api', 1, 'now')",
                      "UPDATE kb_chunks SET text = 'forged'", "DELETE FROM kb_documents",
                      "UPDATE kb_keyword_stats SET n = 0"):
        with pytest.raises(psycopg.errors.InsufficientPrivilege), store._raw() as raw, raw.transaction():
            raw.execute("SET LOCAL ROLE langmem_app")
            raw.execute(statement)
    assert pg_mem.kb.stats()["kb_chunks"] == 1 and "forged" not in pg_mem.kb.get("membership").page_content


def test_update_flags_linked_memories_in_the_flip_transaction(pg_mem: LayeredMemory) -> None:
    pg_mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    alice = pg_mem.add("alice", "用户是金卡会员，关心每月免费配送次数", type="fact", linked_doc_id="membership")
    bob = pg_mem.add("bob", "bob 关心免费配送", type="fact", linked_doc_id="membership")
    other = pg_mem.add("alice", "用户喜欢喝咖啡", type="preference")
    pg_mem.kb.update_document("membership", POLICY_V2)
    for user, report in (("alice", alice), ("bob", bob)):
        item = pg_mem.get(user, report.actions[0].item_id)
        assert item.status == MemoryStatus.NEEDS_REVIEW and item.version == 2
        assert item.metadata["kb_review"]["to_version"] == 2
        audit = [a for a in pg_mem.audit_log(user) if a["item_id"] == item.id][-1]
        assert (audit["actor"], audit["rule"]) == ("kb", "kb.linked_doc_changed")
        assert pg_mem.index.ids(pg_mem.collection, user)[item.id]["status"] == "needs_review"
    assert pg_mem.get("alice", other.actions[0].item_id).status == MemoryStatus.ACTIVE
    pg_mem.kb.delete_document("membership")
    assert pg_mem.kb.list() == [] and pg_mem.kb.search("免费配送") == []


def test_a_failed_flip_rolls_back_the_linkage_flags(pg_mem: LayeredMemory, monkeypatch: pytest.MonkeyPatch) -> None:
    pg_mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    item_id = pg_mem.add("alice", "用户是金卡会员", type="fact", linked_doc_id="membership").actions[0].item_id
    kb: Any = pg_mem.kb

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("flip failed after the flags")

    real = kb.store.flip
    monkeypatch.setattr(kb.store, "flip", lambda tx, **kw: (real(tx, **kw), broken()))
    with pytest.raises(RuntimeError):
        kb.update_document("membership", POLICY_V2)
    assert pg_mem.get("alice", item_id).status == MemoryStatus.ACTIVE
    assert [(v.version, v.current) for v in kb.history("membership")] == [(1, True)]
    assert kb.search("免费配送")[0].metadata["version"] == 1


def test_two_replicas_updating_one_document_keep_one_version_line(pg_url: str, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANGMEM_LAYERS_STORE", str(tmp_path / "local"))
    emb = _embeddings()
    url = chroma_url()
    with LayeredMemory.open(pg_url, vectors=url, embeddings=emb) as first, \
            LayeredMemory.open(pg_url, vectors=url, embeddings=emb) as second:
        first.kb.add_documents([Document("# P\n\nversion zero", id="policy")])
        errors: list[BaseException] = []

        def writer(mem: LayeredMemory, name: str) -> None:
            try:
                for n in range(5):
                    mem.kb.update_document("policy", f"# P\n\n{name} edit {n}")
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=writer, args=(m, n)) for m, n in ((first, "a"), (second, "b"))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert errors == []
        history = second.kb.history("policy")
        assert [v.version for v in history] == list(range(1, 12))
        assert [v.version for v in history if v.current] == [11]
        assert first.kb.stats()["kb_chunks"] == 1 and first.kb.verify()["orphans"] == []
        assert first.kb.search("edit")[0].page_content == history[-1].text.split("\n\n", 1)[1]


def test_cli_kb_against_a_database_url(pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    from langmem_layers.cli import main

    monkeypatch.setenv("LANGMEM_LAYERS_STORE", str(tmp_path / "local"))
    monkeypatch.setenv("LANGMEM_LAYERS_CHROMA_URL", chroma_url())
    doc = tmp_path / "warranty.md"
    doc.write_text("# 保修政策\n\n笔记本整机保修两年。\n\n| 型号 | 价格 |\n|---|---|\n| X1 Pro | ¥6999 |\n",
                   encoding="utf-8")
    base = ["--store", pg_url, "--embeddings", "hashing"]
    assert main([*base, "kb", "add", str(doc)]) == 0
    assert main([*base, "kb", "list"]) == 0
    assert "warranty.md" in capsys.readouterr().out
    assert main([*base, "kb", "search", "保修多久"]) == 0
    assert "整机保修两年" in capsys.readouterr().out
    assert main([*base, "kb", "lookup", "X1 Pro"]) == 0
    assert "¥6999" in capsys.readouterr().out
    assert main([*base, "kb", "delete", "warranty.md"]) == 0
    assert "deleted warranty.md" in capsys.readouterr().out
    assert main([*base, "kb", "list"]) == 0
    assert "0 document(s)" in capsys.readouterr().out
