"""`KnowledgeBaseTests`: the contract suite for a :class:`~langmem_layers.kb.BaseKnowledgeBase`.

Override the ``kb`` fixture: a managed KB (``read_only = False``) starts empty, the suite adds
``kb_documents`` itself; a read-only KB (``read_only = True``, e.g. a retriever) must already serve
``kb_documents`` (build it from the fixture's argument).
"""

from __future__ import annotations

import asyncio

import pytest
from langchain_core.documents import Document

from ..errors import DocumentNotFoundError, ReadOnlyKnowledgeBaseError
from ..kb.base import BaseKnowledgeBase

__all__ = ["KB_DOCUMENTS", "KnowledgeBaseTests"]

KB_DOCUMENTS = (
    Document("# Warranty\n\nThe laptop warranty lasts two years; the battery warranty lasts one year.", id="warranty"),
    Document("# Returns\n\nReturns are accepted within seven days of delivery with the receipt.", id="returns"),
    Document("# Shipping\n\nShipping is free for orders over one hundred euros.", id="shipping"),
)
#: Metadata every search result carries.
RESULT_KEYS = frozenset({"doc_id", "version", "title", "chunk_id", "score", "kind"})


def _doc_ids(docs: list[Document]) -> list[str]:
    return [d.metadata["doc_id"] for d in docs]


class KnowledgeBaseTests:
    """Subclass as ``TestMyKB(KnowledgeBaseTests)`` and override the ``kb`` fixture."""

    @pytest.fixture
    def kb_documents(self) -> list[Document]:
        return [d.model_copy(deep=True) for d in KB_DOCUMENTS]

    @pytest.fixture
    def kb(self, kb_documents: list[Document]) -> BaseKnowledgeBase:
        raise NotImplementedError("override the `kb` fixture: an empty managed KB, or a read-only one serving "
                                  "`kb_documents`")

    @pytest.fixture
    def loaded(self, kb: BaseKnowledgeBase, kb_documents: list[Document]) -> BaseKnowledgeBase:
        if not kb.read_only:
            assert kb.add_documents(kb_documents) == [d.id for d in kb_documents]
        return kb

    @pytest.fixture
    def managed(self, kb: BaseKnowledgeBase, kb_documents: list[Document]) -> BaseKnowledgeBase:
        if kb.read_only:
            pytest.skip("a read-only KB has no document management")
        kb.add_documents(kb_documents)
        return kb

    # -- every KB ------------------------------------------------------------------------------------------
    def test_is_a_knowledge_base(self, kb: BaseKnowledgeBase) -> None:
        assert isinstance(kb, BaseKnowledgeBase) and isinstance(kb.read_only, bool)

    def test_search_finds_the_right_document(self, loaded: BaseKnowledgeBase) -> None:
        assert _doc_ids(loaded.search("how long is the laptop warranty", k=3))[0] == "warranty"
        assert _doc_ids(loaded.search("returns accepted within days", k=3))[0] == "returns"

    def test_results_carry_kb_metadata(self, loaded: BaseKnowledgeBase) -> None:
        docs = loaded.search("laptop warranty", k=3)
        assert docs and all(set(d.metadata) >= RESULT_KEYS for d in docs)
        assert all(isinstance(d.metadata["score"], float) and d.page_content for d in docs)
        warranty = next(d for d in docs if d.metadata["doc_id"] == "warranty")
        assert "two years" in warranty.page_content and warranty.metadata["version"] == 1

    def test_k_bounds_the_results(self, loaded: BaseKnowledgeBase) -> None:
        assert len(loaded.search("warranty returns shipping", k=1)) == 1
        assert loaded.search("warranty", k=0) == []

    def test_empty_query_finds_nothing(self, loaded: BaseKnowledgeBase) -> None:
        assert loaded.search("") == []
        assert loaded.search("   ") == []

    def test_filter_by_doc_id(self, loaded: BaseKnowledgeBase) -> None:
        docs = loaded.search("laptop warranty returns", k=5, filter={"doc_id": "returns"})
        assert docs and set(_doc_ids(docs)) == {"returns"}
        docs = loaded.search("laptop warranty returns", k=5, filter={"doc_id": ["returns", "shipping"]})
        assert docs and set(_doc_ids(docs)) <= {"returns", "shipping"}

    def test_lookup_of_an_unknown_key_is_none(self, loaded: BaseKnowledgeBase) -> None:
        assert loaded.lookup("no such key 42") is None

    def test_async_search_matches_sync(self, loaded: BaseKnowledgeBase) -> None:
        sync = loaded.search("laptop warranty", k=3)
        assert _doc_ids(asyncio.run(loaded.asearch("laptop warranty", k=3))) == _doc_ids(sync)

    # -- read-only KBs -------------------------------------------------------------------------------------
    def test_read_only_refuses_every_write(self, kb: BaseKnowledgeBase) -> None:
        if not kb.read_only:
            pytest.skip("a managed KB accepts writes")
        for write in (lambda: kb.add_documents([Document("x", id="x")]), lambda: kb.update_document("x", "y"),
                      lambda: kb.delete_document("x"), lambda: kb.add_facts({"k": "v"})):
            with pytest.raises(ReadOnlyKnowledgeBaseError):
                write()

    # -- managed KBs -----------------------------------------------------------------------------------------
    def test_add_lists_documents(self, managed: BaseKnowledgeBase) -> None:
        listing = {d.doc_id: d for d in managed.list()}
        assert set(listing) == {"warranty", "returns", "shipping"}
        assert listing["warranty"].version == 1 and listing["warranty"].title == "Warranty"
        assert "two years" in managed.get("warranty").page_content
        assert managed.add_documents([KB_DOCUMENTS[0].model_copy(deep=True)]) == ["warranty"]  # unchanged text
        assert managed.history("warranty")[-1].version == 1

    def test_update_makes_a_new_version(self, managed: BaseKnowledgeBase) -> None:
        info = managed.update_document("warranty", "# Warranty\n\nThe laptop warranty lasts three years.")
        assert info.version == 2
        top = managed.search("how long is the laptop warranty", k=5)
        assert top[0].metadata["doc_id"] == "warranty" and top[0].metadata["version"] == 2
        assert all("two years" not in d.page_content for d in top)
        assert "three years" in managed.get("warranty").page_content
        assert "two years" in managed.get("warranty", version=1).page_content
        assert [(v.version, v.current) for v in managed.history("warranty")] == [(1, False), (2, True)]

    def test_delete_takes_a_document_out_of_search(self, managed: BaseKnowledgeBase) -> None:
        managed.delete_document("warranty")
        assert "warranty" not in _doc_ids(managed.search("laptop warranty battery", k=5))
        assert "warranty" not in {d.doc_id for d in managed.list()}
        with pytest.raises(DocumentNotFoundError):
            managed.get("warranty")
        with pytest.raises(DocumentNotFoundError):
            managed.update_document("warranty", "back again")

    def test_unknown_documents_raise(self, managed: BaseKnowledgeBase) -> None:
        for call in (lambda: managed.update_document("nope", "text"), lambda: managed.delete_document("nope"),
                     lambda: managed.get("nope"), lambda: managed.history("nope")):
            with pytest.raises(DocumentNotFoundError):
                call()

    def test_facts_answer_exact_lookups(self, managed: BaseKnowledgeBase) -> None:
        assert managed.add_facts({"X1 Pro": "6999 EUR", "X1 Air": "4999 EUR"}, doc_id="prices") == 2
        fact = managed.lookup("X1 Pro")
        assert fact is not None and (fact.value, fact.doc_id) == ("6999 EUR", "prices")
        air = managed.lookup("x1 air")
        assert air is not None and air.value == "4999 EUR"
        assert managed.lookup("X1 Max") is None
