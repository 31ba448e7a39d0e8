"""Issue 12, finding 2: every hostile argument of the public API is a typed error (``MemoryLayerError``).

Each case reproduces one of the untyped failures found on main (``UnicodeEncodeError`` from lone surrogates in ids
and keys, pydantic ``ValidationError`` for non-string ids, ``TypeError`` for ``k="5"``, ``AttributeError`` for
``now="2020"`` …). The store verifies clean after all of them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest

from langmem_layers import LayeredMemory
from langmem_layers._validate import when
from langmem_layers.errors import (
    InvalidContentError,
    InvalidInputError,
    InvalidUserIdError,
    MemoryLayerError,
)

BAD_UID = "acme\ud800"
HI = [{"role": "user", "content": "hi"}]
TEA = [{"role": "user", "content": "I like tea"}]

CASES: dict[str, tuple[Callable[[LayeredMemory, str], Any], type[MemoryLayerError]]] = {
    # lone surrogates in user ids: UnicodeEncodeError from SQLite on main (15 paths), build_context accepted it
    "search uid": (lambda m, i: m.search(BAD_UID, "x"), InvalidUserIdError),
    "add uid": (lambda m, i: m.add(BAD_UID, "User likes tea"), InvalidUserIdError),
    "remember uid": (lambda m, i: m.remember(BAD_UID, TEA), InvalidUserIdError),
    "items uid": (lambda m, i: m.items(BAD_UID), InvalidUserIdError),
    "get uid": (lambda m, i: m.get(BAD_UID, i), InvalidUserIdError),
    "audit uid": (lambda m, i: m.audit_log(BAD_UID), InvalidUserIdError),
    "profile uid": (lambda m, i: m.profile(BAD_UID), InvalidUserIdError),
    "export uid": (lambda m, i: m.export(BAD_UID), InvalidUserIdError),
    "forget_user uid": (lambda m, i: m.forget_user(BAD_UID), InvalidUserIdError),
    "build_context uid": (lambda m, i: m.build_context(BAD_UID, HI), InvalidUserIdError),
    "profile_summary uid": (lambda m, i: m.profile_summary(BAD_UID), InvalidUserIdError),
    "rebuild_profile_summary uid": (lambda m, i: m.rebuild_profile_summary(BAD_UID), InvalidUserIdError),
    # … in item ids, session ids and other keys
    "get item id": (lambda m, i: m.get("acme", "x\ud800"), InvalidInputError),
    "history item id": (lambda m, i: m.history("acme", "x\ud800"), InvalidInputError),
    "audit item id": (lambda m, i: m.audit_log("acme", "x\ud800"), InvalidInputError),
    "forget item id": (lambda m, i: m.forget("acme", "x\ud800"), InvalidInputError),
    "remember session id": (lambda m, i: m.remember("acme", TEA, session_id="s\ud800"), InvalidInputError),
    "build_context session id": (lambda m, i: m.build_context("acme", HI, session_id="s\ud800"), InvalidInputError),
    "slot": (lambda m, i: m.add("acme", "User lives in Paris", slot="city\ud800"), InvalidContentError),
    "entities": (lambda m, i: m.add("acme", "User likes Bob", entities=["B\ud800"]), InvalidContentError),
    # non-string ids: pydantic ValidationError on main
    "remember session_id=5": (lambda m, i: m.remember("acme", TEA, session_id=5), InvalidInputError),
    "add session_id=5": (lambda m, i: m.add("acme", "User likes coffee", session_id=5), InvalidInputError),
    "add linked_doc_id=5": (lambda m, i: m.add("acme", "User likes cocoa", linked_doc_id=5), InvalidInputError),
    "add source_message_id=5": (lambda m, i: m.add("acme", "User likes juice", source_message_id=5),
                                InvalidInputError),
    "end_session session_id=5": (lambda m, i: m.end_session("acme", 5), InvalidInputError),
    "session_state session_id=5": (lambda m, i: m.session_state("acme", 5), InvalidInputError),
    "restore_session session_id=5": (lambda m, i: m.restore_session("acme", {}, session_id=5), InvalidInputError),
    "restore_session state=5": (lambda m, i: m.restore_session("acme", 5), InvalidInputError),
    "restore_session bad field": (lambda m, i: m.restore_session("acme", {"summary": 5}), InvalidInputError),
    "system_prompt=5": (lambda m, i: m.build_context("acme", HI, system_prompt=5), InvalidInputError),
    "system_prompt surrogate": (lambda m, i: m.build_context("acme", HI, system_prompt="x\ud800"),
                                InvalidInputError),
    # numbers: TypeError on main
    "search k='5'": (lambda m, i: m.search("acme", "tea", k="5"), InvalidInputError),
    "search k=2.5": (lambda m, i: m.search("acme", "tea", k=2.5), InvalidInputError),
    "search k=-1": (lambda m, i: m.search("acme", "tea", k=-1), InvalidInputError),
    "reembed batch_size='5'": (lambda m, i: m.reembed("5"), InvalidInputError),
    # datetimes: AttributeError on main
    "search now='2020'": (lambda m, i: m.search("acme", "tea", now="2020"), InvalidInputError),
    "add now='2020'": (lambda m, i: m.add("acme", "User likes milk", now="2020"), InvalidInputError),
    "add now=5": (lambda m, i: m.add("acme", "User likes milk", now=5), InvalidInputError),
    "sweep now='2020'": (lambda m, i: m.sweep("2020"), InvalidInputError),
    "update now=garbage": (lambda m, i: m.update("acme", i, importance=0.3, now="garbage"), InvalidInputError),
    "add_many entry now": (lambda m, i: m.add_many("acme", [{"content": "User likes rice", "now": "x"}]),
                           InvalidInputError),
    # shapes
    "items status=5": (lambda m, i: m.items("acme", status=5), InvalidInputError),
    "add_many not a list": (lambda m, i: m.add_many("acme", 5), InvalidInputError),
    "add_many entry not a dict": (lambda m, i: m.add_many("acme", [5]), InvalidInputError),
    "add_many unknown key": (lambda m, i: m.add_many("acme", [{"content": "x y z", "bogus": 1}]), InvalidInputError),
    "update entities='abc'": (lambda m, i: m.update("acme", i, entities="abc"), InvalidInputError),
    "update reason=5": (lambda m, i: m.update("acme", i, importance=0.3, reason=5), InvalidInputError),
    "search touch='no'": (lambda m, i: m.search("acme", "tea", touch="no"), InvalidInputError),
    "verify repair='x'": (lambda m, i: m.verify("x"), InvalidInputError),
    "sweep dry_run=1": (lambda m, i: m.sweep(dry_run=1), InvalidInputError),
    "add change_of_mind='yes'": (lambda m, i: m.add("acme", "User likes beans", change_of_mind="yes"),
                                 InvalidInputError),
}


@pytest.fixture
def seeded(mem: LayeredMemory) -> tuple[LayeredMemory, str]:
    report = mem.add("acme", "User likes tea", type="preference")
    return mem, report.actions[0].item_id or ""


@pytest.mark.parametrize("case", sorted(CASES))
def test_hostile_argument_is_a_typed_error(seeded: tuple[LayeredMemory, str], case: str) -> None:
    mem, item_id = seeded
    call, expected = CASES[case]
    with pytest.raises(expected):
        call(mem, item_id)
    report = mem.verify()
    assert report.ok, report
    assert [i.content for i in mem.items("acme")] == ["User likes tea"]  # nothing half-written


@pytest.mark.parametrize("case", ["search uid", "add now='2020'", "get item id", "search k='5'",
                                  "add linked_doc_id=5", "remember session id"])
async def test_async_twins_raise_the_same_typed_error(seeded: tuple[LayeredMemory, str], case: str) -> None:
    mem, item_id = seeded
    _, expected = CASES[case]
    sync = CASES[case][0]

    class Twin:  # route the sync lambda's verb to its async twin
        def __getattr__(self, name: str) -> Any:
            twin = getattr(mem, f"a{name}")

            def call(*a: Any, **kw: Any) -> Any:
                return twin(*a, **kw)
            return call

    with pytest.raises(expected):
        await sync(Twin(), item_id)  # type: ignore[arg-type]


def test_iso_strings_are_accepted_for_now(mem: LayeredMemory) -> None:
    report = mem.add("acme", "User likes oolong", now="2026-01-05T09:00:00Z")
    item = mem.get("acme", report.actions[0].item_id or "")
    assert item.created_at == datetime(2026, 1, 5, 9, tzinfo=UTC)
    assert mem.search("acme", "oolong", now="2026-02-01")[0].item.id == item.id
    assert when(datetime(2026, 1, 1).date()) == datetime(2026, 1, 1, tzinfo=UTC)


def test_kb_lone_surrogates(mem: LayeredMemory) -> None:
    """Document text is free text (cleaned); document ids and titles are keys (typed error, nothing stored)."""
    from langchain_core.documents import Document

    ids = mem.kb.add_documents([Document(page_content="A policy text \ud800 about refunds within 30 days.")])
    assert ids and mem.kb.search("refunds")
    for call in (lambda: mem.kb.get("d\ud800"), lambda: mem.kb.delete_document("d\ud800"),
                 lambda: mem.kb.update_document("d\ud800", "x"),
                 lambda: mem.kb.add_documents([Document(page_content="Other policy.", metadata={"title": "t\ud800"})]),
                 lambda: mem.kb.add_documents([Document(page_content="Other policy.", id="d\ud800")])):
        with pytest.raises(InvalidInputError):
            call()
    assert len(mem.kb.list()) == 1


def test_free_text_is_cleaned_not_refused(mem: LayeredMemory) -> None:
    """Only ids and keys must be valid UTF-8: content, queries and messages are cleaned (lone surrogates dropped)."""
    mem.add("acme", "User likes tea \ud800", type="preference")
    assert mem.search("acme", "tea \ud800")[0].item.content == "User likes tea"
    assert not mem.build_context("acme", [{"role": "user", "content": "tea? \udfff"}]).trace["errors"]


def test_driver_errors_are_mapped_at_the_boundary(mem: LayeredMemory, monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    def boom(*args: Any, **kwargs: Any) -> Any:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(mem.sqlite, "list_items", boom)
    with pytest.raises(MemoryLayerError):
        mem.items("acme")


def test_store_adapter_keys_and_values_are_typed_and_nothing_half_written(mem: LayeredMemory) -> None:
    from langgraph.store.base import GetOp, PutOp, SearchOp

    from langmem_layers.integrations import MemoryStoreAdapter

    store = MemoryStoreAdapter(mem)
    ns = store.namespace("alice")
    for op in (PutOp(ns, "k\ud800", {"content": "User likes tea"}), GetOp(ns, "k\ud800"),
               PutOp(ns, "k", {"content": "User likes cocoa", "x\ud800": 1}),
               PutOp(ns, "k2", {"content": "User likes milk", "note": "a\ud800"}),
               SearchOp(ns, query="tea", limit="5"),  # type: ignore[arg-type]
               PutOp(("memories", "a\ud800"), "k", {"content": "User likes rice"})):
        with pytest.raises(MemoryLayerError):
            store.batch([op])
    assert mem.items("alice") == []
    assert mem.verify().ok
