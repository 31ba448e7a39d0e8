import langmem_layers

EXPECTED = {
    "AccessDeniedError", "BaseKnowledgeBase", "ConfigError", "ContextBundle", "DocumentNotFoundError", "E5Embeddings",
    "EmbeddingError", "ExtractionError", "ForgetReceipt", "HashingEmbeddings", "InvalidContentError",
    "InvalidEnumError", "InvalidInputError", "InvalidUserIdError", "ItemNotFoundError", "KBFact", "KnowledgeBase",
    "LayeredMemory", "MemoryConfig", "MemoryItem", "MemoryLayerError", "MemoryStatus", "MemoryType", "NotFoundError",
    "ReadOnlyKnowledgeBaseError", "RecallHit", "Route", "SchemaVersionError", "StoreCorruptError", "StoreError",
    "USEEmbeddings", "UnsupportedDocumentError", "VectorStoreError", "VerifyReport", "WriteAction", "WriteReport",
    "__version__", "count_message_tokens", "default_embeddings", "default_token_counter",
}


def test_public_surface_is_pinned():
    assert set(langmem_layers.__all__) == EXPECTED
    for name in langmem_layers.__all__:
        assert getattr(langmem_layers, name) is not None


def test_every_error_derives_from_the_root():
    from langmem_layers import errors

    for name in errors.__all__:
        assert issubclass(getattr(errors, name), errors.MemoryLayerError)
