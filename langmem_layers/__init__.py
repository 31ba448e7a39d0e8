"""langmem-layers: layered memory for LangChain/LangGraph agents.

    >>> from langmem_layers import LayeredMemory, MemoryConfig
"""

from .config import MemoryConfig
from .embeddings import E5Embeddings, HashingEmbeddings, USEEmbeddings, default_embeddings
from .errors import (
    AccessDeniedError,
    ConfigError,
    EmbeddingError,
    ExtractionError,
    InvalidContentError,
    InvalidEnumError,
    InvalidInputError,
    InvalidUserIdError,
    ItemNotFoundError,
    MemoryLayerError,
    NotFoundError,
    SchemaVersionError,
    StoreCorruptError,
    StoreError,
    VectorStoreError,
)
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

__version__ = "0.1.0"

__all__ = [
    "AccessDeniedError",
    "ConfigError",
    "ContextBundle",
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
    "LayeredMemory",
    "MemoryConfig",
    "MemoryItem",
    "MemoryLayerError",
    "MemoryStatus",
    "MemoryType",
    "NotFoundError",
    "RecallHit",
    "Route",
    "SchemaVersionError",
    "StoreCorruptError",
    "StoreError",
    "USEEmbeddings",
    "VectorStoreError",
    "VerifyReport",
    "WriteAction",
    "WriteReport",
    "__version__",
    "default_embeddings",
]
