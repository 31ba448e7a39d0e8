"""`VectorIndexTests`: the contract suite for a :class:`~langmem_layers.stores.base.VectorIndex`.

Override the ``index`` fixture. Each test works in its own collection (the ``collection`` fixture: a fresh name,
dropped afterwards), so a shared server is fine.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import Iterator
from typing import Any

import pytest

from ..errors import VectorStoreError
from ..stores.base import VectorIndex

__all__ = ["VectorIndexTests"]

OWNER = "acme"
#: Another owner whose id starts with the first one's: a prefix match would leak.
OTHER = "acme-corp"
A, B, C = [1.0, 0.0, 0.0, 0.0], [0.8, 0.6, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]


def _meta(owner: str = OWNER, status: str = "active") -> dict[str, Any]:
    return {"user_id": owner, "status": status, "type": "fact", "embed_model": "suite"}


def _ids(hits: list[tuple[str, float]]) -> list[str]:
    return [i for i, _ in hits]


class VectorIndexTests:
    """Subclass as ``TestMyIndex(VectorIndexTests)`` and override the ``index`` fixture."""

    @pytest.fixture
    def index(self) -> VectorIndex:
        raise NotImplementedError("override the `index` fixture: return a VectorIndex")

    @pytest.fixture
    def collection(self, index: VectorIndex) -> Iterator[str]:
        name = f"suite_{uuid.uuid4().hex[:12]}"
        yield name
        with contextlib.suppress(VectorStoreError):
            index.drop(name)

    @pytest.fixture
    def filled(self, index: VectorIndex, collection: str) -> str:
        """``a``, ``b``, ``c`` of :data:`OWNER` and ``d`` (same vector as ``a``) of :data:`OTHER`."""
        index.upsert(collection, ["a", "b", "c"], [A, B, C], [_meta(), _meta(), _meta()])
        index.upsert(collection, ["d"], [A], [_meta(OTHER)])
        return collection

    def test_implements_the_protocol(self, index: VectorIndex) -> None:
        assert isinstance(index, VectorIndex)

    def test_query_ranks_by_cosine_similarity(self, index: VectorIndex, filled: str) -> None:
        hits = index.query(filled, [2.0, 0.0, 0.0, 0.0], OWNER, 3)  # cosine: the length does not matter
        assert _ids(hits) == ["a", "b", "c"]
        assert [round(s, 3) for _, s in hits] == [1.0, 0.8, 0.0]
        assert _ids(index.query(filled, A, OWNER, 1)) == ["a"]
        assert _ids(index.query(filled, A, OWNER, 10)) == ["a", "b", "c"]  # n above the count: all of them

    def test_query_is_confined_to_the_owner(self, index: VectorIndex, filled: str) -> None:
        assert "d" not in _ids(index.query(filled, A, OWNER, 10))
        assert _ids(index.query(filled, A, OTHER, 10)) == ["d"]
        assert index.query(filled, A, "nobody", 10) == []

    def test_query_many(self, index: VectorIndex, filled: str) -> None:
        first, second = index.query_many(filled, [A, C], OWNER, 1)
        assert (_ids(first), _ids(second)) == (["a"], ["c"])
        (everyone,) = index.query_many(filled, [A], None, 10)  # None: no owner filter
        assert sorted(_ids(everyone)) == ["a", "b", "c", "d"]
        assert index.query_many(filled, [], OWNER, 3) == []

    def test_where_filters_on_metadata(self, index: VectorIndex, filled: str) -> None:
        index.upsert(filled, ["e"], [A], [_meta(status="archived")])
        assert _ids(index.query(filled, A, OWNER, 10, where={"status": "archived"})) == ["e"]
        assert "e" not in _ids(index.query(filled, A, OWNER, 10, where={"status": "active"}))

    def test_upsert_replaces_vector_and_metadata(self, index: VectorIndex, filled: str) -> None:
        index.upsert(filled, ["a"], [C], [_meta(status="expired")])
        assert index.ids(filled, OWNER)["a"]["status"] == "expired"
        assert _ids(index.query(filled, C, OWNER, 1)) in (["a"], ["c"])
        assert round(dict(index.query(filled, C, OWNER, 3))["a"], 3) == 1.0
        assert len(index.ids(filled, OWNER)) == 3

    def test_update_metadata_keeps_the_vector(self, index: VectorIndex, filled: str) -> None:
        index.update_metadata(filled, ["b"], [_meta(status="superseded")])
        assert index.ids(filled, OWNER)["b"] == _meta(status="superseded")
        assert _ids(index.query(filled, A, OWNER, 10, where={"status": "superseded"})) == ["b"]
        assert round(dict(index.query(filled, A, OWNER, 3))["b"], 3) == 0.8

    def test_ids_by_owner(self, index: VectorIndex, filled: str) -> None:
        assert set(index.ids(filled, OWNER)) == {"a", "b", "c"}
        assert index.ids(filled, OTHER) == {"d": _meta(OTHER)}
        assert set(index.ids(filled)) == {"a", "b", "c", "d"}
        assert index.ids(filled, "nobody") == {}

    def test_delete(self, index: VectorIndex, filled: str) -> None:
        index.delete(filled, ["a", "never-there"])
        index.delete(filled, [])
        assert set(index.ids(filled)) == {"b", "c", "d"}
        assert "a" not in _ids(index.query(filled, A, OWNER, 10))

    def test_delete_owner(self, index: VectorIndex, filled: str) -> None:
        assert index.delete_owner(filled, OWNER) == 3
        assert index.ids(filled, OWNER) == {} and index.query(filled, A, OWNER, 10) == []
        assert set(index.ids(filled)) == {"d"}
        assert index.delete_owner(filled, OWNER) == 0

    def test_collections_and_drop(self, index: VectorIndex, filled: str) -> None:
        assert filled in index.collections()
        index.drop(filled)
        assert filled not in index.collections()

    def test_driver_errors_are_vector_store_errors(self, index: VectorIndex, filled: str) -> None:
        with pytest.raises(VectorStoreError):
            index.query(filled, [1.0, 0.0], OWNER, 3)  # wrong dimension
