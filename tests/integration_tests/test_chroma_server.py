"""The same facade against a real `chroma run` server (started by .ci/run; LANGMEM_LAYERS_CHROMA_URL)."""

import os
import uuid
from urllib.parse import urlparse

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig

URL = os.environ.get("LANGMEM_LAYERS_CHROMA_URL")
pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(not URL, reason="set LANGMEM_LAYERS_CHROMA_URL (.ci/run starts `chroma run`)"),
]


def test_http_backend_round_trip_and_isolation(tmp_path):
    parsed = urlparse(URL or "")
    config = MemoryConfig(vector_backend="chroma-http", chroma_host=parsed.hostname, chroma_port=parsed.port)
    # a fresh embedder id per run keeps this test's collection apart from earlier runs on the same server
    emb = HashingEmbeddings(dim=64)
    emb.model_id = f"hashing-it-{uuid.uuid4().hex[:8]}"
    with LayeredMemory.open(tmp_path / "s", config=config, embeddings=emb) as mem:
        mem.add("acme", "用户喜欢喝咖啡", type="preference")
        mem.add("acme-corp", "acme-corp drinks tea", type="preference")
        assert [h.item.user_id for h in mem.search("acme", "咖啡 tea", k=10)] == ["acme"]
        assert mem.verify().ok
        receipt = mem.forget_user("acme")
        assert receipt.vectors == 1
        assert set(mem.index.ids(mem.collection)) == {i.id for i in mem.items("acme-corp")}
