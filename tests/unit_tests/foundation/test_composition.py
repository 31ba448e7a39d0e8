"""Composition contract (issue #9, track A): services are built from a ``Deps``, never from the facade; SQL lives in
store modules only; every README verb of ``LayeredMemory`` has an async twin with the same signature."""

from __future__ import annotations

import ast
import asyncio
import inspect
from datetime import UTC, datetime
from pathlib import Path

import pytest
from langchain_core.documents import Document

import langmem_layers
from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig, StoreError, VectorStoreError
from langmem_layers._deps import Deps
from langmem_layers.kb.knowledge_base import KnowledgeBase
from langmem_layers.lifecycle.service import LifecycleService
from langmem_layers.read.service import ReadService
from langmem_layers.stores.base import VectorIndex
from langmem_layers.stores.vectors import ChromaIndex, _map_chroma_errors
from langmem_layers.write.service import WriteService

PACKAGE = Path(langmem_layers.__file__).parent
SERVICE_PACKAGES = ("write", "read", "lifecycle", "kb", "stores")
#: Command-line entry points inside service packages open a store (the CLI layer), so they may import the facade.
CLI_MODULES = frozenset({"kb/cli.py", "lifecycle/cli.py"})
#: Modules allowed to run SQL: the stores, and the KB's own stores (SQLite, PostgreSQL).
SQL_MODULES = ("stores/", "kb/store.py", "kb/store_postgres.py")
#: SQL outside the stores that belongs to another track (none left: track B moved the checkpointer's SQL to
#: stores/checkpoints.py).
SQL_ELSEWHERE: frozenset[str] = frozenset()

#: Every public verb of LayeredMemory (README, "Every verb has an async twin").
VERBS = (
    "remember", "end_session", "add", "add_many", "update", "forget", "forget_user",
    "route", "build_context", "search", "items", "get", "history", "audit_log", "profile", "export",
    "session_state", "restore_session",
    "sweep", "profile_summary", "rebuild_profile_summary", "verify", "reembed", "close",
)


def _modules(*packages: str) -> list[Path]:
    return sorted(p for pkg in packages for p in (PACKAGE / pkg).rglob("*.py"))


def _rel(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def _imported_modules(path: Path) -> set[str]:
    """Absolute names of every module imported anywhere in the file (TYPE_CHECKING blocks and functions too)."""
    package = ".".join(("langmem_layers", *path.relative_to(PACKAGE).with_suffix("").parts[:-1]))
    return _imports_in(path.read_text(encoding="utf-8"), package)


def _imports_in(source: str, package: str) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parent = ".".join(parts[: len(parts) - node.level + 1])
                base = f"{parent}.{base}" if base else parent
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def test_no_service_imports_the_facade() -> None:
    offenders = [_rel(p) for p in _modules(*SERVICE_PACKAGES)
                 if _rel(p) not in CLI_MODULES and "langmem_layers.memory" in _imported_modules(p)]
    assert offenders == []
    assert "langmem_layers.memory" not in _imported_modules(PACKAGE / "_deps.py")


def test_the_import_check_sees_type_checking_blocks_and_functions() -> None:
    hidden = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..memory import LayeredMemory\n"
    assert "langmem_layers.memory" in _imports_in(hidden, "langmem_layers.read")
    late = "def f():\n    from langmem_layers import memory\n"
    assert "langmem_layers.memory" in _imports_in(late, "langmem_layers.kb")


def _execute_calls(path: Path) -> list[int]:
    """Lines calling ``<anything>.execute(`` / ``_execute(`` / ``executemany(`` / ``executescript(``."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in {
                "execute", "_execute", "executemany", "executescript"}:
            lines.append(node.lineno)
    return lines


def test_sql_only_in_store_modules() -> None:
    offenders = {}
    for path in _modules("."):
        rel = _rel(path)
        if rel.startswith(SQL_MODULES) or rel in SQL_ELSEWHERE:
            continue
        if lines := _execute_calls(path):
            offenders[rel] = lines
    assert offenders == {}


def test_store_execute_is_private() -> None:
    from langmem_layers.stores.sqlite import SQLiteStore

    assert not hasattr(SQLiteStore, "execute")


@pytest.mark.parametrize("verb", VERBS)
def test_every_verb_has_an_async_twin_with_the_same_signature(verb: str) -> None:
    sync, twin = getattr(LayeredMemory, verb), getattr(LayeredMemory, f"a{verb}", None)
    assert twin is not None, f"LayeredMemory.a{verb} is missing"
    assert inspect.iscoroutinefunction(twin)
    assert inspect.signature(twin) == inspect.signature(sync)
    assert all(p.kind != p.VAR_KEYWORD for p in inspect.signature(sync).parameters.values())


def test_facade_public_surface_has_no_untracked_verbs() -> None:
    public = {name for name, value in vars(LayeredMemory).items()
              if not name.startswith("_") and inspect.isfunction(value)}
    plumbing = {"check_user", "check_content", "embed_texts", "embed_query", "flush_vectors"}  # deprecated
    twins = {f"a{v}" for v in VERBS}
    assert public - plumbing - twins - set(VERBS) == set()
    for gone in ("vector_query", "vector_query_many", "guard_candidates"):
        assert not hasattr(LayeredMemory, gone)


def test_components_are_read_only(mem: LayeredMemory) -> None:
    for name in ("sqlite", "index", "searcher"):
        with pytest.raises(AttributeError):
            setattr(mem, name, None)
    assert isinstance(mem.index, VectorIndex) and isinstance(mem.index, ChromaIndex)


def test_async_twins_added_in_this_step(mem: LayeredMemory, day0: datetime) -> None:
    mem.add("u1", "用户住在上海", type="profile", slot="city", now=day0)
    mem.build_context("u1", [{"role": "user", "content": "hi"}], session_id="s1", now=day0)

    async def run() -> None:
        assert await mem.aprofile("u1") == mem.profile("u1") == {"city": "用户住在上海"}
        assert await mem.aaudit_log("u1") == mem.audit_log("u1")
        state = await mem.asession_state("u1", "s1")
        assert state is not None and state.session_id == "s1"
        restored = await mem.arestore_session("u1", state.model_dump(), "s2")
        assert restored.session_id == "s2" and mem.session_state("u1", "s2") is not None

    asyncio.run(run())


def test_services_are_built_from_deps_without_a_facade(tmp_path: Path, day0: datetime) -> None:
    deps = Deps.build(tmp_path / "store", config=MemoryConfig(), embeddings=HashingEmbeddings())
    try:
        kb = KnowledgeBase(deps)
        writes = WriteService(deps)
        reads = ReadService(deps, kb=kb)
        life = LifecycleService(deps, kb=lambda: kb)
        deps.on_change.append(life.profile_hook)

        report = writes.add("alice", "用户不吃辣", type="preference", importance=0.8, now=day0)
        assert [a.kind for a in report.actions] == ["add"]
        assert [h.item.content for h in reads.search("alice", "吃辣", now=day0)] == ["用户不吃辣"]
        assert reads.search("bob", "吃辣", now=day0) == []
        assert "不吃辣" in life.profile_summary("alice")  # the change hook ran
        kb.add_documents([Document(page_content="退货政策：30天内可退货。", metadata={"doc_id": "returns"})])
        bundle = reads.build_context("alice", [{"role": "user", "content": "退货政策是什么？"}], now=day0)
        assert bundle.kb_chunks
        assert life.sweep(now=day0, dry_run=True).scanned == 1
        assert life.forget_user("alice", now=day0).items == 1
        assert reads.items("alice") == []
    finally:
        deps.close()


def test_sqlite_errors_in_a_transaction_become_store_errors(mem: LayeredMemory, day0: datetime) -> None:
    with pytest.raises(StoreError) as caught, mem.sqlite.transaction(day0) as tx:
        tx.conn.execute("INSERT INTO no_such_table VALUES (1)")
    assert type(caught.value.__cause__).__name__ == "OperationalError"
    mem.add("u1", "用户喜欢喝茶", now=day0)  # rolled back; the store still works
    assert len(mem.items("u1")) == 1


def test_chroma_errors_map_to_vector_store_errors() -> None:
    with pytest.raises(VectorStoreError, match="probe: boom") as caught, _map_chroma_errors("probe"):
        raise RuntimeError("boom")
    assert isinstance(caught.value.__cause__, RuntimeError)
    with pytest.raises(VectorStoreError, match="^kept$"), _map_chroma_errors("probe"):
        raise VectorStoreError("kept")


def test_the_vector_index_is_chosen_once(tmp_path: Path) -> None:
    calls = []

    class Recording(ChromaIndex):  # the write path no longer queries the index (issue 12): its outbox write counts
        def upsert(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            calls.append(args[0])
            return super().upsert(*args, **kwargs)

    index = Recording(path=tmp_path / "chroma")
    deps = Deps.build(tmp_path / "store", config=MemoryConfig(), embeddings=HashingEmbeddings(), index=index)
    try:
        WriteService(deps).add("u", "用户喜欢喝茶", now=datetime(2026, 1, 5, tzinfo=UTC))
        deps.flush_vectors()  # the background flusher may not have run yet
        assert deps.index is index and calls == [deps.collection]
    finally:
        deps.close()
