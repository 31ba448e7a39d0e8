"""The integrations package: pinned public names, optional extras imported lazily with a clear error."""

from __future__ import annotations

import importlib
import sys

import pytest

import langmem_layers.integrations as integrations


def test_all_is_pinned() -> None:
    assert sorted(integrations.__all__) == [
        "CHECKPOINTS_FILENAME", "LegacyLayeredMemory", "MemoryMiddleware", "MemoryStoreAdapter", "ThreadOwners",
        "UserBoundCheckpointer", "make_manage_memory_tools", "make_memory_tools", "purge_user_checkpoints",
        "resolve_user", "user_scope",
    ]
    for name in integrations.__all__:
        assert getattr(integrations, name) is not None


@pytest.mark.parametrize(("name", "module", "missing", "extra"), [
    ("MemoryMiddleware", "langmem_layers.integrations.middleware", "langchain.agents.middleware.types", "agents"),
    ("LegacyLayeredMemory", "langmem_layers.integrations.legacy", "langchain_classic.base_memory", "legacy"),
])
def test_missing_extra_names_the_extra(monkeypatch: pytest.MonkeyPatch, name: str, module: str, missing: str,
                                       extra: str) -> None:
    monkeypatch.delitem(sys.modules, module, raising=False)
    monkeypatch.setitem(sys.modules, missing, None)  # as if the optional package were not installed
    with pytest.raises(ImportError, match=rf"langmem-layers\[{extra}\]"):
        getattr(integrations, name)
    monkeypatch.undo()
    importlib.import_module(module)


def test_unknown_attribute() -> None:
    with pytest.raises(AttributeError):
        integrations.NoSuchThing  # noqa: B018
