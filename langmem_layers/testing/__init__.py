"""Contract suites for the pluggable parts of langmem-layers: test your own backend with them.

One base class per contract, written for pytest; a backend subclasses it (with a ``Test`` prefix, so pytest
collects the subclass and not the base) and overrides one fixture:

* :class:`MemoryStoreTests` — :class:`~langmem_layers.stores.base.MemoryStore` (+ ``Transaction``,
  ``KeyValueStore``): fixture ``store``, and ``kv`` unless the store is SQLite;
* :class:`VectorIndexTests` — :class:`~langmem_layers.stores.base.VectorIndex`: fixture ``index``;
* :class:`KnowledgeBaseTests` — :class:`~langmem_layers.kb.BaseKnowledgeBase`: fixture ``kb``;
* :class:`ExtractorTests` — :class:`~langmem_layers.write.extract.Extractor`: fixture ``extractor``.

For example, a PostgreSQL store and a pgvector index (``my_backend`` is yours)::

    import uuid

    import pytest
    from langmem_layers.testing import MemoryStoreTests, VectorIndexTests
    from my_backend import PostgresStore, PgVectorIndex

    class TestPostgresStore(MemoryStoreTests):
        @pytest.fixture
        def store(self, postgresql_url):
            store = PostgresStore(postgresql_url, schema="t_" + uuid.uuid4().hex[:8]); store.setup()
            yield store
            store.close()

    class TestPgVectorIndex(VectorIndexTests):
        @pytest.fixture
        def index(self, postgresql_url):
            return PgVectorIndex(postgresql_url)

Run it with ``pytest``; every test names the contract clause it checks. The project runs the same suites
against its own SQLite store, Chroma (embedded and server), both KBs and both extractors
(``tests/unit_tests/foundation/test_backend_suite.py``).
"""

import pytest

pytest.register_assert_rewrite("langmem_layers.testing.store", "langmem_layers.testing.vectors",
                               "langmem_layers.testing.kb", "langmem_layers.testing.extract")

from .extract import ExtractorTests  # noqa: E402
from .kb import KnowledgeBaseTests  # noqa: E402
from .store import MemoryStoreTests  # noqa: E402
from .vectors import VectorIndexTests  # noqa: E402

__all__ = ["ExtractorTests", "KnowledgeBaseTests", "MemoryStoreTests", "VectorIndexTests"]
