"""Bring your own KB: a LangChain BaseRetriever stands in for the built-in KB (read-only)."""

import pytest
from langchain_core.documents import Document
from langchain_core.retrievers import BaseRetriever
from pydantic import Field

from langmem_layers import HashingEmbeddings, InvalidInputError, LayeredMemory, MemoryLayerError
from langmem_layers.kb import ReadOnlyKnowledgeBaseError, RetrieverKnowledgeBase

DOCS = [
    Document("退货期限为七天。", metadata={"source": "faq.md", "dept": "service"}),
    Document("Shipping is free above 99 yuan.", id="ship-1", metadata={"doc_id": "shipping", "dept": "logistics"}),
]


class ListRetriever(BaseRetriever):
    """Returns the documents containing any query word (a stand-in for a vector store retriever)."""

    docs: list[Document]
    calls: list[str] = Field(default_factory=list)

    def _match(self, query):
        return [d for d in self.docs if any(w.lower() in d.page_content.lower() for w in query.split())]

    def _get_relevant_documents(self, query, *, run_manager=None):
        self.calls.append(query)
        return self._match(query)

    async def _aget_relevant_documents(self, query, *, run_manager=None):
        self.calls.append("async:" + query)
        return self._match(query)


@pytest.fixture
def byo(store_path):
    retriever = ListRetriever(docs=DOCS, calls=[])
    mem = LayeredMemory.open(store_path, embeddings=HashingEmbeddings(), kb_retriever=retriever)
    yield mem, retriever
    mem.close()


def test_search_delegates_and_shapes_metadata(byo):
    mem, retriever = byo
    assert isinstance(mem.kb, RetrieverKnowledgeBase) and mem.kb.read_only
    hits = mem.kb.search("退货期限为七天。 shipping", k=5)
    assert retriever.calls == ["退货期限为七天。 shipping"]
    assert [h.metadata["doc_id"] for h in hits] == ["faq.md", "shipping"]
    first = hits[0].metadata
    assert first["version"] == 1 and first["position"] == 0 and first["routes"] == ["retriever"]
    assert {"title", "section", "chunk_id", "score"} <= set(first)
    assert hits[1].metadata["chunk_id"] == "ship-1"
    assert DOCS[0].metadata == {"source": "faq.md", "dept": "service"}  # the retriever's documents are not mutated


def test_k_and_filter_apply_to_retriever_results(byo):
    mem, _ = byo
    assert len(mem.kb.search("退货期限为七天。 shipping", k=1)) == 1
    hits = mem.kb.search("退货期限为七天。 shipping", filter={"dept": "logistics"})
    assert [h.metadata["doc_id"] for h in hits] == ["shipping"]
    assert mem.kb.search("   ") == []


async def test_asearch_uses_the_retrievers_async_path(byo):
    mem, retriever = byo
    hits = await mem.kb.asearch("shipping")
    assert [h.metadata["doc_id"] for h in hits] == ["shipping"] and retriever.calls == ["async:shipping"]


def test_writes_raise_a_typed_error_naming_the_reason(byo, tmp_path):
    mem, _ = byo
    calls = [lambda: mem.kb.add_documents([Document("x")]), lambda: mem.kb.update_document("shipping", "y"),
             lambda: mem.kb.delete_document("shipping"), lambda: mem.kb.add_facts({"k": "v"}),
             lambda: mem.kb.get("shipping"), lambda: mem.kb.list(), lambda: mem.kb.history("shipping")]
    for call in calls:
        with pytest.raises(ReadOnlyKnowledgeBaseError, match="kb_retriever=ListRetriever"):
            call()
    assert issubclass(ReadOnlyKnowledgeBaseError, MemoryLayerError)
    assert mem.kb.lookup("anything") is None


def test_refresh_linked_uses_the_retriever(byo):
    mem, _ = byo
    item = mem.get("alice", mem.add("alice", "用户问过 shipping 运费", linked_doc_id="shipping").actions[0].item_id)
    docs = mem.kb.refresh_linked(item)
    assert [d.metadata["doc_id"] for d in docs] == ["shipping"] and docs[0].metadata["authority"] == "kb"


def test_builtin_kb_tables_stay_empty_with_a_retriever(byo):
    mem, _ = byo
    mem.kb.search("shipping")
    assert mem.sqlite._execute("SELECT COUNT(*) FROM kb_chunks")[0][0] == 0


def test_a_non_retriever_is_refused():
    with pytest.raises(InvalidInputError, match="BaseRetriever"):
        RetrieverKnowledgeBase(object())  # type: ignore[arg-type]
