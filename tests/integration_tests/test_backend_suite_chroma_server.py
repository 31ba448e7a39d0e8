"""The shared vector-index suite (``langmem_layers.testing``) against a real `chroma run` server (started by
.ci/run; LANGMEM_LAYERS_CHROMA_URL). Each test uses and drops its own collection."""

import os
from urllib.parse import urlparse

import pytest

from langmem_layers.stores.vectors import ChromaIndex
from langmem_layers.testing import VectorIndexTests

URL = os.environ.get("LANGMEM_LAYERS_CHROMA_URL")
pytestmark = [
    pytest.mark.integration,
    pytest.mark.skipif(not URL, reason="set LANGMEM_LAYERS_CHROMA_URL (.ci/run starts `chroma run`)"),
]


class TestChromaServer(VectorIndexTests):
    @pytest.fixture(scope="class")
    def index(self) -> ChromaIndex:
        parsed = urlparse(URL or "")
        return ChromaIndex(host=parsed.hostname, port=parsed.port)
