"""The shared run-user resolver."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest
from langchain_core.runnables import RunnableLambda

from langmem_layers.errors import AccessDeniedError, InvalidUserIdError
from langmem_layers.integrations import resolve_user, user_scope


@dataclass
class Ctx:
    user_id: str


class Runtime:
    def __init__(self, context: object) -> None:
        self.context = context


def test_sources_in_order() -> None:
    assert resolve_user({"configurable": {"user_id": "alice"}}) == "alice"
    assert resolve_user({"configurable": {"__pregel_runtime": Runtime(Ctx("bob"))}}) == "bob"
    assert resolve_user({"configurable": {"__pregel_runtime": Runtime({"user_id": "carol"})}}) == "carol"
    assert resolve_user(None, context=Ctx("dave")) == "dave"
    with user_scope("erin"):
        assert resolve_user(None) == "erin"
        assert resolve_user({"configurable": {"user_id": "alice"}}) == "alice"  # explicit beats the scope
    assert RunnableLambda(lambda _: resolve_user()).invoke(1, {"configurable": {"user_id": "frank"}}) == "frank"


def test_conflicts_and_missing_users_are_refused() -> None:
    with pytest.raises(AccessDeniedError):
        resolve_user({"configurable": {"user_id": "alice", "__pregel_runtime": Runtime(Ctx("bob"))}})
    with pytest.raises(AccessDeniedError):
        resolve_user({"configurable": {"user_id": "alice"}}, context={"user_id": "bob"})
    with pytest.raises(InvalidUserIdError, match="no user_id"):
        resolve_user({"configurable": {}})
    for bad in ("", "   ", "a\nb", "x" * 257, 42):
        with pytest.raises(InvalidUserIdError):
            resolve_user({"configurable": {"user_id": bad}})
        with pytest.raises(InvalidUserIdError):
            user_scope(bad).__enter__()  # type: ignore[arg-type]


async def test_scope_reaches_worker_threads_and_ends() -> None:
    with user_scope("alice"):
        assert await asyncio.to_thread(resolve_user) == "alice"
    with pytest.raises(InvalidUserIdError):
        resolve_user()
