"""Issue 14: LangMem-style manage-by-id tools, scoped to the run's user and truthful."""

from __future__ import annotations

import re
from typing import Any

import pytest

from langmem_layers import LayeredMemory
from langmem_layers.integrations import make_manage_memory_tools
from langmem_layers.integrations.tools import NO_USER_ANSWER

ALICE = {"configurable": {"user_id": "alice"}}
BOB = {"configurable": {"user_id": "bob"}}


@pytest.fixture
def tools(mem: LayeredMemory) -> dict[str, Any]:
    return {t.name: t for t in make_manage_memory_tools(mem)}


def _id(text: str) -> str:
    return re.search(r"id=([0-9a-f-]+)", text).group(1)  # type: ignore[union-attr]


def test_create_update_delete_by_id(tools: dict[str, Any], mem: LayeredMemory) -> None:
    manage = tools["manage_memory"]
    created = manage.invoke({"action": "create", "content": "用户住在广州"}, ALICE)
    assert created.startswith("Stored (add)")
    item_id = _id(created)
    updated = manage.invoke({"action": "update", "id": item_id, "content": "用户住在杭州"}, ALICE)
    assert updated.startswith(f"Updated memory id={item_id}") and "广州" in updated and "杭州" in updated
    assert mem.get("alice", item_id).content == "用户住在杭州" and len(mem.history("alice", item_id)) == 2
    assert manage.invoke({"action": "update", "id": item_id, "content": "用户住在杭州"}, ALICE).startswith("Unchanged")
    assert item_id in tools["search_memory"].invoke({"query": "杭州"}, ALICE)
    assert manage.invoke({"action": "delete", "id": item_id}, ALICE) == f"Forgot memory {item_id}."
    assert mem.items("alice") == []


def test_scoped_to_the_run_user(tools: dict[str, Any], mem: LayeredMemory) -> None:
    manage = tools["manage_memory"]
    item_id = _id(manage.invoke({"action": "create", "content": "用户对花生过敏"}, ALICE))
    assert "No memory with id" in manage.invoke({"action": "update", "id": item_id, "content": "hijack"}, BOB)
    assert "No memory with id" in manage.invoke({"action": "delete", "id": item_id}, BOB)
    assert mem.get("alice", item_id).content == "用户对花生过敏"
    assert manage.invoke({"action": "create", "content": "x"}, {"configurable": {}}) == NO_USER_ANSWER


def test_truthful_answers(tools: dict[str, Any]) -> None:
    manage = tools["manage_memory"]
    manage.invoke({"action": "create", "content": "用户喜欢喝咖啡"}, ALICE)
    again = manage.invoke({"action": "create", "content": "用户喜欢喝咖啡"}, ALICE)
    assert again.startswith("Not stored: duplicate of memory id=")
    assert manage.invoke({"action": "update", "content": "x"}, ALICE).startswith("Nothing done")
    assert manage.invoke({"action": "create"}, ALICE).startswith("Not stored")
