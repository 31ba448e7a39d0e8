"""langmem-layers: layered memory for LangChain/LangGraph agents.

    >>> from langmem_layers import LayeredMemory, MemoryConfig

The public surface is this module's ``__all__`` (pinned by a test); LangGraph pieces live in
``langmem_layers.integrations`` (checkpointer, store, tools, middleware) and the top-level ``graphs`` package.
"""

from ._version import __version__
from .config import MemoryConfig
from .embeddings import E5Embeddings, HashingEmbeddings, USEEmbeddings, default_embeddings
from .errors import (
    AccessDeniedError,
    ConfigError,
    DocumentNotFoundError,
    EmbeddingError,
    ExtractionError,
    InvalidContentError,
    InvalidEnumError,
    InvalidInputError,
    InvalidUserIdError,
    ItemNotFoundError,
    MemoryLayerError,
    NotFoundError,
    ReadOnlyKnowledgeBaseError,
    SchemaVersionError,
    StoreCorruptError,
    StoreError,
    UnsupportedDocumentError,
    VectorStoreError,
)
from .kb import BaseKnowledgeBase, KBFact, KnowledgeBase
from .memory import LayeredMemory
from .records import (
    ContextBundle,
    ForgetReceipt,
    MemoryItem,
    MemoryStatus,
    MemoryType,
    RecallHit,
    Route,
    WriteAction,
    WriteReport,
)
from .stores.sync import VerifyReport
from .tokens import count_message_tokens, default_token_counter

__all__ = [
    "AccessDeniedError",
    "BaseKnowledgeBase",
    "ConfigError",
    "ContextBundle",
    "DocumentNotFoundError",
    "E5Embeddings",
    "EmbeddingError",
    "ExtractionError",
    "ForgetReceipt",
    "HashingEmbeddings",
    "InvalidContentError",
    "InvalidEnumError",
    "InvalidInputError",
    "InvalidUserIdError",
    "ItemNotFoundError",
    "KBFact",
    "KnowledgeBase",
    "LayeredMemory",
    "MemoryConfig",
    "MemoryItem",
    "MemoryLayerError",
    "MemoryStatus",
    "MemoryType",
    "NotFoundError",
    "ReadOnlyKnowledgeBaseError",
    "RecallHit",
    "Route",
    "SchemaVersionError",
    "StoreCorruptError",
    "StoreError",
    "USEEmbeddings",
    "UnsupportedDocumentError",
    "VectorStoreError",
    "VerifyReport",
    "WriteAction",
    "WriteReport",
    "__version__",
    "count_message_tokens",
    "default_embeddings",
    "default_token_counter",
]
