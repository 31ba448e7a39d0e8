"""Every KB verb, sync and async: add, get, list, search, update, history, delete, facts, bad input."""

import asyncio

import pytest
from langchain_core.documents import Document

from langmem_layers import InvalidContentError, InvalidInputError
from langmem_layers.kb import DocumentNotFoundError, KnowledgeBase, UnsupportedDocumentError

CHUNK_FIELDS = {"doc_id", "version", "title", "section", "position", "chunk_id", "score", "scores", "routes"}


def test_mem_kb_is_the_builtin_knowledge_base(mem):
    assert isinstance(mem.kb, KnowledgeBase)
    assert mem.kb.collection != mem.collection and mem.kb.collection.startswith("kb_")


def test_add_paths_and_documents_then_list_and_get(loaded):
    docs = {d.doc_id: d for d in loaded.kb.list()}
    assert set(docs) == {"warranty.md", "returns.txt", "shipping.html", "hours"}
    assert docs["warranty.md"].title == "保修政策"
    assert docs["shipping.html"].title == "配送说明"
    assert docs["hours"].title == "Office hours" and docs["hours"].metadata == {"team": "ops"}
    assert all(d.version == 1 and d.chunks >= 1 for d in docs.values())
    doc = loaded.kb.get("returns.txt")
    assert doc.page_content.startswith("Return policy") and doc.metadata["version"] == 1


def test_chinese_query_finds_chinese_chunk_with_full_metadata(loaded):
    hits = loaded.kb.search("电池保修多久", k=3)
    top = hits[0]
    assert top.metadata["doc_id"] == "warranty.md"
    assert "电池" in top.page_content
    assert top.metadata["section"] == "保修政策 > 笔记本电脑"
    assert set(top.metadata) >= CHUNK_FIELDS
    assert set(top.metadata["scores"]) == {"similarity", "keyword"}
    assert "keyword" in top.metadata["routes"]


def test_english_query_finds_english_chunk(loaded):
    top = loaded.kb.search("how many days can I return an unopened product?", k=2)[0]
    assert top.metadata["doc_id"] == "returns.txt"
    assert "7 days" in top.page_content
    assert loaded.kb.search("express shipping cost", k=1)[0].metadata["section"] == "配送说明 > Express"


def test_results_are_ordered_by_score_within_k(loaded):
    hits = loaded.kb.search("warranty phones water damage", k=2)
    assert len(hits) == 2
    assert "Water damage" in hits[0].page_content


def test_filter_by_doc_id_title_and_document_metadata(loaded):
    assert {d.metadata["doc_id"] for d in loaded.kb.search("保修 warranty", k=10, filter={"doc_id": "warranty.md"})
            } == {"warranty.md"}
    assert [d.metadata["doc_id"] for d in loaded.kb.search("office", filter={"team": "ops"})] == ["hours"]
    assert loaded.kb.search("office", filter={"team": "sales"}) == []
    assert loaded.kb.search("office", filter={"doc_id": []}) == []
    assert {d.metadata["doc_id"] for d in loaded.kb.search("保修 return", k=10,
                                                            filter={"doc_id": ["returns.txt", "warranty.md"]})
            } <= {"returns.txt", "warranty.md"}
    with pytest.raises(InvalidInputError):
        loaded.kb.search("x", filter="doc_id=1")  # type: ignore[arg-type]


def test_empty_or_blank_query_returns_nothing(loaded):
    assert loaded.kb.search("") == [] and loaded.kb.search("   ") == [] and loaded.kb.search("保修", k=0) == []


def test_update_makes_a_new_version_and_only_it_answers(loaded):
    info = loaded.kb.update_document("returns.txt", "Return policy\nUnopened products may be returned within 30 days.")
    assert info.version == 2
    hits = loaded.kb.search("return unopened product days", k=5, filter={"doc_id": "returns.txt"})
    assert hits and all(h.metadata["version"] == 2 for h in hits)
    assert all("7 days" not in h.page_content for h in loaded.kb.search("return unopened product 7 days", k=10))
    history = loaded.kb.history("returns.txt")
    assert [(v.version, v.current) for v in history] == [(1, False), (2, True)]
    assert "7 days" in history[0].text and history[1].reason == "update"
    assert "7 days" in loaded.kb.get("returns.txt", version=1).page_content
    assert loaded.kb.stats()["kb_chunks"] == sum(d.chunks for d in loaded.kb.list())  # old chunks are gone


def test_same_text_again_makes_no_new_version(loaded, kb_files):
    loaded.kb.add_documents([kb_files["returns.txt"]])
    assert loaded.kb.get("returns.txt").metadata["version"] == 1
    assert len(loaded.kb.history("returns.txt")) == 1


def test_adding_an_existing_id_with_new_text_versions_it(loaded):
    loaded.kb.add_documents([Document("The office opens at 8 am.", id="hours")])
    assert loaded.kb.get("hours").metadata["version"] == 2


def test_delete_removes_from_search_and_list_but_keeps_history(loaded):
    loaded.kb.delete_document("returns.txt")
    assert "returns.txt" not in {d.doc_id for d in loaded.kb.list()}
    assert all(h.metadata["doc_id"] != "returns.txt" for h in loaded.kb.search("return unopened product", k=10))
    assert [v.current for v in loaded.kb.history("returns.txt")] == [False]
    with pytest.raises(DocumentNotFoundError):
        loaded.kb.get("returns.txt")
    assert loaded.kb.stats()["vectors"] == loaded.kb.stats()["kb_chunks"]
    loaded.kb.delete_document("returns.txt", purge=True)
    with pytest.raises(DocumentNotFoundError):
        loaded.kb.history("returns.txt")


def test_readding_a_deleted_document_continues_its_version_numbers(loaded):
    loaded.kb.delete_document("hours")
    loaded.kb.add_documents([Document("Open 10 to 4.", id="hours")])
    assert loaded.kb.get("hours").metadata["version"] == 2


def test_markdown_table_facts_are_exact_lookups_and_lead_search(loaded):
    fact = loaded.kb.lookup("x1 pro")
    assert fact is not None and fact.value == "¥6999" and fact.label == "价格" and fact.doc_id == "warranty.md"
    assert loaded.kb.lookup("X9") is None and loaded.kb.lookup("") is None
    top = loaded.kb.search("X1 Pro 多少钱")[0]
    assert top.metadata["kind"] == "fact" and top.page_content == "X1 Pro (价格): ¥6999"


def test_table_facts_follow_the_document_version(loaded):
    text = loaded.kb.get("warranty.md").page_content.replace("¥6999", "¥5999")
    loaded.kb.update_document("warranty.md", text)
    fact = loaded.kb.lookup("X1 Pro")
    assert fact is not None and fact.value == "¥5999" and fact.version == 2
    loaded.kb.delete_document("warranty.md")
    assert loaded.kb.lookup("X1 Pro") is None


def test_add_facts_creates_a_document_or_extends_one(mem):
    assert mem.kb.add_facts({"退货期限": "7天", "Warranty": "2 years"}, doc_id="policy-facts") == 2
    assert mem.kb.lookup("退货期限").value == "7天"  # type: ignore[union-attr]
    assert mem.kb.get("policy-facts").metadata["version"] == 1
    assert mem.kb.add_facts({"保修": "两年"}, doc_id="policy-facts") == 1
    assert mem.kb.lookup("保修").origin == "api"  # type: ignore[union-attr]
    assert {f.key for f in mem.kb.facts("policy-facts")} == {"退货期限", "Warranty", "保修"}
    with pytest.raises(InvalidInputError):
        mem.kb.add_facts({})
    with pytest.raises(InvalidInputError):
        mem.kb.add_facts({"k": "  "})


def test_unknown_doc_ids_raise_document_not_found(loaded):
    for call in (lambda: loaded.kb.update_document("nope", "text"), lambda: loaded.kb.delete_document("nope"),
                 lambda: loaded.kb.get("nope"), lambda: loaded.kb.history("nope"),
                 lambda: loaded.kb.get("hours", version=7)):
        with pytest.raises(DocumentNotFoundError):
            call()
    with pytest.raises(KeyError):  # DocumentNotFoundError is also a KeyError
        loaded.kb.get("nope")


def test_empty_text_and_bad_ids_are_refused_and_nothing_is_stored(mem, tmp_path):
    with pytest.raises(InvalidContentError):
        mem.kb.add_documents([Document("   \n ", id="empty")])
    empty = tmp_path / "empty.md"
    empty.write_text("")
    with pytest.raises(InvalidContentError):
        mem.kb.add_documents([empty])
    mem.kb.add_documents([Document("real text", id="d1")])
    with pytest.raises(InvalidContentError):
        mem.kb.update_document("d1", "")
    with pytest.raises(InvalidContentError):
        mem.kb.update_document("d1", 42)  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        mem.kb.get("")
    with pytest.raises(InvalidInputError):
        mem.kb.add_documents([Document("x", id="a\nb")])
    assert [d.doc_id for d in mem.kb.list()] == ["d1"] and mem.kb.get("d1").metadata["version"] == 1


def test_a_bad_file_in_a_batch_stores_nothing(mem, kb_files, tmp_path):
    pdf = tmp_path / "manual.pdf"
    pdf.write_bytes(b"%PDF")
    with pytest.raises(UnsupportedDocumentError, match=r"langmem-layers\[loaders\]"):
        mem.kb.add_documents([kb_files["returns.txt"], pdf])
    assert mem.kb.list() == []


def test_single_document_or_path_is_accepted(mem, kb_files):
    assert mem.kb.add_documents(kb_files["returns.txt"]) == ["returns.txt"]
    assert mem.kb.add_documents(Document("solo", id="solo")) == ["solo"]


def test_store_reopens_with_the_same_kb(store_path, loaded):
    from langmem_layers import HashingEmbeddings, LayeredMemory

    loaded.close()
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings()) as again:
        assert len(again.kb.list()) == 4
        assert again.kb.search("电池保修")[0].metadata["doc_id"] == "warranty.md"
        assert again.kb.verify() == {"missing": [], "orphans": [], "not_embedded": []}


def test_verify_repairs_missing_and_orphan_vectors(loaded):
    kb = loaded.kb
    some = sorted(kb.store.chunk_ids_for_model(loaded.model_id))[:2]
    loaded.index.delete(kb.collection, some)
    loaded.index.upsert(kb.collection, ["ghost:1:0"], [[0.1] * len(loaded.embed_query("x"))], [{"user_id": "kb"}])
    report = kb.verify()
    assert report["missing"] == some and report["orphans"] == ["ghost:1:0"]
    kb.verify(repair=True)
    assert kb.verify() == {"missing": [], "orphans": [], "not_embedded": []}


async def test_async_twins(mem, kb_files):
    ids = await mem.kb.aadd_documents([kb_files["warranty.md"]])
    assert ids == ["warranty.md"]
    assert (await mem.kb.asearch("电池"))[0].metadata["doc_id"] == "warranty.md"
    info = await mem.kb.aupdate_document("warranty.md", "# 保修政策\n整机保修三年。")
    assert info.version == 2
    assert [v.version for v in await mem.kb.ahistory("warranty.md")] == [1, 2]
    assert (await mem.kb.aget("warranty.md")).page_content.endswith("整机保修三年。")
    assert [d.doc_id for d in await mem.kb.alist()] == ["warranty.md"]
    assert await mem.kb.aadd_facts({"k1": "v1"}, doc_id="f") == 1
    assert (await mem.kb.alookup("k1")).value == "v1"  # type: ignore[union-attr]
    await mem.kb.adelete_document("warranty.md")
    assert await asyncio.gather(mem.kb.asearch("电池"), mem.kb.asearch("保修")) == [[], []]


def test_a_new_embedding_model_gets_its_own_collection_and_reindex_fills_it(store_path, loaded):
    from langmem_layers import HashingEmbeddings, LayeredMemory

    loaded.close()
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings(dim=128)) as again:
        kb = again.kb
        assert kb.collection != loaded.kb.collection
        chunks = kb.stats()["kb_chunks"]
        assert len(kb.verify()["not_embedded"]) == chunks and kb.stats()["vectors"] == 0
        assert kb.search("电池保修")[0].metadata["routes"] == ["keyword"]  # keyword route still answers
        assert kb.reindex() == chunks
        assert kb.verify() == {"missing": [], "orphans": [], "not_embedded": []}
        assert "vector" in kb.search("电池保修")[0].metadata["routes"]
