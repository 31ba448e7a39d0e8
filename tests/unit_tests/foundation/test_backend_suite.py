"""The shared backend suites (``langmem_layers.testing``) run against the project's own implementations."""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.callbacks import CallbackManagerForRetrieverRun
from langchain_core.documents import Document
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.retrievers import BaseRetriever
from langchain_core.runnables import RunnableLambda

from langmem_layers import HashingEmbeddings, MemoryConfig
from langmem_layers._deps import Deps
from langmem_layers.kb import KnowledgeBase, RetrieverKnowledgeBase
from langmem_layers.stores.sqlite import SQLiteStore
from langmem_layers.stores.vectors import ChromaIndex
from langmem_layers.testing import ExtractorTests, KnowledgeBaseTests, MemoryStoreTests, VectorIndexTests
from langmem_layers.write.extract import LLMExtractor, RuleExtractor


class TestSQLiteStore(MemoryStoreTests):
    @pytest.fixture
    def store(self, tmp_path: Path) -> Iterator[SQLiteStore]:
        store = SQLiteStore(tmp_path / "m.sqlite3")
        store.setup()
        yield store
        store.close()


class TestEmbeddedChroma(VectorIndexTests):
    @pytest.fixture
    def index(self, tmp_path: Path) -> ChromaIndex:
        return ChromaIndex(path=tmp_path / "chroma")


class TestBuiltInKnowledgeBase(KnowledgeBaseTests):
    @pytest.fixture
    def kb(self, tmp_path: Path) -> Iterator[KnowledgeBase]:
        deps = Deps.build(tmp_path, config=MemoryConfig(), embeddings=HashingEmbeddings())
        yield KnowledgeBase(deps)
        deps.close()


class _WordOverlap(BaseRetriever):
    """A retriever over fixed documents, best word overlap first (what a caller's own search might be)."""

    docs: list[Document]

    def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun) -> list[Document]:
        words = set(re.findall(r"\w+", query.lower()))
        ranked = sorted(self.docs, key=lambda d: -len(words & set(re.findall(r"\w+", d.page_content.lower()))))
        return [d for d in ranked if words & set(re.findall(r"\w+", d.page_content.lower()))]


class TestRetrieverKnowledgeBase(KnowledgeBaseTests):
    @pytest.fixture
    def kb(self, kb_documents: list[Document]) -> RetrieverKnowledgeBase:
        return RetrieverKnowledgeBase(_WordOverlap(docs=kb_documents))


class TestRuleExtractor(ExtractorTests):
    @pytest.fixture
    def extractor(self) -> RuleExtractor:
        return RuleExtractor(MemoryConfig())


class _ScriptedChat(GenericFakeChatModel):
    """Structured output over scripted answers (the fake chat models raise on ``with_structured_output``)."""

    def with_structured_output(self, schema: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        return self | RunnableLambda(lambda m: schema.model_validate_json(m.content))


ALLERGY = json.dumps({"memories": [{"type": "fact", "content": "User is allergic to peanuts",
                                    "entities": ["peanuts"], "certainty": 0.9}]})


class TestLLMExtractor(ExtractorTests):
    @pytest.fixture
    def extractor(self) -> LLMExtractor:
        return LLMExtractor(_ScriptedChat(messages=itertools.cycle([AIMessage(content=ALLERGY)])), MemoryConfig())


class TestLLMExtractorWithAHostileModel(ExtractorTests):
    """A model that answers with garbage: no candidates, never an exception."""

    statements = ()

    @pytest.fixture
    def extractor(self) -> LLMExtractor:
        answers = itertools.cycle([AIMessage(content=a) for a in ("not json", "[" * 3000, '{"memories": 3}')])
        return LLMExtractor(_ScriptedChat(messages=answers), MemoryConfig())

    def test_garbage_answers_yield_nothing(self, extractor: LLMExtractor) -> None:
        from langmem_layers.write.extract import Turn

        assert [extractor.extract(Turn("I'm allergic to peanuts.")) for _ in range(3)] == [[], [], []]
