"""UserBoundCheckpointer: LangGraph's conformance suite, thread ownership, erasure, a real graph."""

from __future__ import annotations

import asyncio
import operator
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Annotated, Any, TypedDict

import pytest
from langgraph.checkpoint.base import BaseCheckpointSaver, empty_checkpoint
from langgraph.checkpoint.conformance import checkpointer_test, validate
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph

from langmem_layers.errors import AccessDeniedError, InvalidInputError, InvalidUserIdError
from langmem_layers.integrations import (
    CHECKPOINTS_FILENAME,
    ThreadOwners,
    UserBoundCheckpointer,
    purge_user_checkpoints,
    user_scope,
)

CONFORMANCE_USER = "conformance-user"
BASE_CAPABILITIES = {"put", "put_writes", "get_tuple", "list", "delete_thread"}


def cfg(thread: str, user: str | None, **extra: Any) -> dict[str, Any]:
    conf: dict[str, Any] = {"thread_id": thread, "checkpoint_ns": "", **extra}
    if user is not None:
        conf["user_id"] = user
    return {"configurable": conf}


def put(saver: UserBoundCheckpointer, thread: str, user: str, **values: Any) -> dict[str, Any]:
    cp = empty_checkpoint()
    cp["channel_values"] = dict(values)
    cp["channel_versions"] = {k: saver.get_next_version(None, None) for k in values}
    return saver.put(cfg(thread, user), cp, {"source": "input", "step": 0}, dict(cp["channel_versions"]))


def _with_user(config: Any) -> Any:
    config = dict(config or {})
    config["configurable"] = {**config.get("configurable", {}), "user_id": CONFORMANCE_USER}
    return config


class ConfigUserSaver(UserBoundCheckpointer):
    """The conformance suite builds configs without a user: supply it in ``config`` like an app would."""

    async def aget_tuple(self, config):  # type: ignore[no-untyped-def]
        return await super().aget_tuple(_with_user(config))

    async def alist(self, config, **kwargs):  # type: ignore[no-untyped-def,override]
        async for tup in super().alist(_with_user(config), **kwargs):
            yield tup

    async def aput(self, config, checkpoint, metadata, new_versions):  # type: ignore[no-untyped-def]
        return await super().aput(_with_user(config), checkpoint, metadata, new_versions)

    async def aput_writes(self, config, writes, task_id, task_path=""):  # type: ignore[no-untyped-def]
        return await super().aput_writes(_with_user(config), writes, task_id, task_path)

    async def adelete_thread(self, thread_id):  # type: ignore[no-untyped-def]
        with user_scope(CONFORMANCE_USER):  # delete_thread takes no config: the run's scope names the user
            return await super().adelete_thread(thread_id)


async def _run_conformance(name: str, make: Any) -> Any:
    registered = checkpointer_test(name=name)(make)
    report = await validate(registered)
    failures = {cap: r.failures for cap, r in report.results.items() if r.passed is False}
    assert not failures, failures
    passed = {cap for cap, r in report.results.items() if r.passed}
    assert passed >= BASE_CAPABILITIES, report.results
    assert sum(r.tests_passed for r in report.results.values()) >= 50  # the suite really ran
    return report


async def test_conformance_sync_sqlite_saver(tmp_path: Path) -> None:
    """SqliteSaver (sync-only) wrapped: the async API runs it in a worker thread and passes the suite."""
    counter = iter(range(100))

    async def make() -> AsyncIterator[BaseCheckpointSaver]:
        saver = ConfigUserSaver.open(tmp_path / f"sync{next(counter)}.sqlite3")
        yield saver
        saver.close()

    await _run_conformance("user-bound-sqlite-sync", make)


async def test_conformance_async_sqlite_saver(tmp_path: Path) -> None:
    counter = iter(range(100))

    async def make() -> AsyncIterator[BaseCheckpointSaver]:
        async with ConfigUserSaver.aopen(tmp_path / f"async{next(counter)}.sqlite3") as saver:
            yield saver

    await _run_conformance("user-bound-sqlite-async", make)


async def test_conformance_with_user_scope_only(tmp_path: Path) -> None:
    """The run context alone (no user in any config) is enough too."""

    async def make() -> AsyncIterator[BaseCheckpointSaver]:
        yield UserBoundCheckpointer(InMemorySaver())

    with user_scope(CONFORMANCE_USER):
        await _run_conformance("user-bound-memory-scope", make)


# -- ownership ------------------------------------------------------------------------------------------------
@pytest.fixture
def saver(tmp_path: Path) -> Iterator[UserBoundCheckpointer]:
    s = UserBoundCheckpointer.open(tmp_path / "cp.sqlite3")
    yield s
    s.close()


def test_thread_is_bound_to_its_creator(saver: UserBoundCheckpointer) -> None:
    stored = put(saver, "t1", "alice", msg="hi")
    assert saver.owner("t1") == "alice"
    assert stored["configurable"]["user_id"] == "alice"  # handed-back configs round-trip to the same user
    assert saver.get_tuple(stored).checkpoint["channel_values"] == {"msg": "hi"}  # type: ignore[union-attr]
    assert saver.get_tuple(cfg("t1", "alice")) is not None


@pytest.mark.parametrize("intruder", ["bob", "alice-corp", "alic", "ALICE", "alice "])
def test_other_users_are_refused_everything(saver: UserBoundCheckpointer, intruder: str) -> None:
    put(saver, "t1", "alice", msg="secret")
    with pytest.raises(AccessDeniedError):
        saver.get_tuple(cfg("t1", intruder))
    with pytest.raises(AccessDeniedError):
        list(saver.list(cfg("t1", intruder)))
    with pytest.raises(AccessDeniedError):
        put(saver, "t1", intruder, msg="overwrite")
    with pytest.raises(AccessDeniedError):
        saver.put_writes(cfg("t1", intruder, checkpoint_id="x"), [("ch", "v")], "task")
    with user_scope(intruder), pytest.raises(AccessDeniedError):
        saver.delete_thread("t1")
    # nothing changed for the owner
    tup = saver.get_tuple(cfg("t1", "alice"))
    assert tup is not None and tup.checkpoint["channel_values"] == {"msg": "secret"}
    assert saver.owner("t1") == "alice"


async def test_other_users_are_refused_async(tmp_path: Path) -> None:
    async with UserBoundCheckpointer.aopen(tmp_path / "a.sqlite3") as saver:
        cp = empty_checkpoint()
        await saver.aput(cfg("t1", "alice"), cp, {"step": 0}, {})
        assert (await saver.aget_tuple(cfg("t1", "alice"))) is not None
        with pytest.raises(AccessDeniedError):
            await saver.aget_tuple(cfg("t1", "bob"))
        with pytest.raises(AccessDeniedError):
            await saver.aput(cfg("t1", "bob"), empty_checkpoint(), {"step": 1}, {})
        with pytest.raises(AccessDeniedError):
            await saver.aput_writes(cfg("t1", "bob", checkpoint_id=cp["id"]), [("c", 1)], "task")
        with pytest.raises(AccessDeniedError):
            _ = [t async for t in saver.alist(cfg("t1", "bob"))]
        with user_scope("bob"), pytest.raises(AccessDeniedError):
            await saver.adelete_thread("t1")
        assert [t.config["configurable"]["thread_id"] async for t in saver.alist(cfg("t1", "alice"))] == ["t1"]


def test_missing_user_is_a_clear_error(saver: UserBoundCheckpointer) -> None:
    with pytest.raises(InvalidUserIdError, match="no user_id"):
        put(saver, "t1", None)  # type: ignore[arg-type]
    with pytest.raises(InvalidUserIdError, match="no user_id"):
        saver.get_tuple(cfg("t1", None))
    with pytest.raises(InvalidUserIdError, match="no user_id"):
        list(saver.list(None))
    with pytest.raises(InvalidUserIdError, match="no user_id"):
        saver.delete_thread("t1")
    with pytest.raises(InvalidUserIdError):
        saver.get_tuple(cfg("t1", ""))
    with pytest.raises(InvalidInputError, match="thread_id"):
        saver.get_tuple({"configurable": {"user_id": "alice"}})
    assert saver.owner("t1") is None


def test_run_context_names_the_user_and_conflicts_are_refused(saver: UserBoundCheckpointer) -> None:
    class Runtime:
        def __init__(self, user: str) -> None:
            self.context = {"user_id": user}

    put(saver, "t1", "alice")
    assert saver.get_tuple(cfg("t1", None, __pregel_runtime=Runtime("alice"))) is not None
    with pytest.raises(AccessDeniedError):
        saver.get_tuple(cfg("t1", None, __pregel_runtime=Runtime("bob")))
    with pytest.raises(AccessDeniedError, match="different users"):
        saver.get_tuple(cfg("t1", "alice", __pregel_runtime=Runtime("bob")))


def test_listing_without_thread_shows_only_own_threads(saver: UserBoundCheckpointer) -> None:
    for thread, user in [("a1", "alice"), ("b1", "bob"), ("a2", "alice"), ("x", "alice-corp")]:
        put(saver, thread, user)
    mine = {t.config["configurable"]["thread_id"] for t in saver.list({"configurable": {"user_id": "alice"}})}
    assert mine == {"a1", "a2"}
    with user_scope("bob"):
        assert [t.config["configurable"]["thread_id"] for t in saver.list(None)] == ["b1"]
    assert len(list(saver.list({"configurable": {"user_id": "alice"}}, limit=1))) == 1
    assert saver.threads("alice") == ["a1", "a2"]


def test_unowned_thread_with_data_fails_closed(tmp_path: Path) -> None:
    inner = InMemorySaver()
    inner.put(cfg("legacy", None), empty_checkpoint(), {"step": 0}, {})  # written before the wrapper existed
    saver = UserBoundCheckpointer(inner)
    with pytest.raises(AccessDeniedError, match="no owner"):
        saver.get_tuple(cfg("legacy", "mallory"))
    with pytest.raises(AccessDeniedError, match="no owner"):
        put(saver, "legacy", "mallory")
    with pytest.raises(AccessDeniedError, match="no owner"):
        list(saver.list(cfg("legacy", "mallory")))
    saver.adopt_thread("legacy", "alice")
    assert saver.get_tuple(cfg("legacy", "alice")) is not None
    with pytest.raises(AccessDeniedError):
        saver.adopt_thread("legacy", "mallory")


class RacingSaver(InMemorySaver):
    """Runs ``race`` once inside the next read: a concurrent write landing between the owner check and the read."""

    race: Any = None

    def _run_race(self) -> None:
        race, self.race = self.race, None
        if race is not None:
            race()

    def get_tuple(self, config: Any) -> Any:
        self._run_race()
        return super().get_tuple(config)

    def list(self, config: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        self._run_race()
        yield from super().list(config, **kwargs)


def _first_access(saver: UserBoundCheckpointer, call: str, thread: str, user: str) -> None:
    if call == "get_tuple":
        saver.get_tuple(cfg(thread, user))
    elif call == "put_writes":
        saver.put_writes(cfg(thread, user, checkpoint_id="c1"), [("x", 1)], "task-1")
    else:
        put(saver, thread, user)


@pytest.mark.parametrize("call", ["get_tuple", "put_writes", "put"])
def test_a_concurrent_first_write_by_the_same_user_is_not_mistaken_for_unowned_data(call: str) -> None:
    """LangGraph writes checkpoints from a background executor: two first writes of one thread can interleave."""
    inner = RacingSaver()
    saver = UserBoundCheckpointer(inner)
    inner.race = lambda: put(saver, "t", "alice")
    _first_access(saver, call, "t", "alice")  # before the fix: "thread 't' has checkpoints but no owner"
    assert saver.owner("t") == "alice"

    inner.race = lambda: put(saver, "u", "bob")  # another user's write wins the race: still refused
    with pytest.raises(AccessDeniedError, match="another user"):
        _first_access(saver, call, "u", "alice")
    assert saver.owner("u") == "bob"


def test_delete_thread_and_forget_user(saver: UserBoundCheckpointer) -> None:
    put(saver, "a1", "alice")
    put(saver, "a2", "alice")
    put(saver, "b1", "bob")
    with user_scope("alice"):
        saver.delete_thread("a1")
        saver.delete_thread("never-existed")  # no-op
    assert saver.get_tuple(cfg("a2", "alice")) is not None
    assert saver.owner("a1") is None
    put(saver, "a1", "carol")  # a deleted thread id can be reused
    assert saver.forget_user("alice") == 1
    assert saver.threads("alice") == []
    assert list(saver.saver.list(cfg("a2", None))) == []  # gone from the wrapped saver too
    assert saver.get_tuple(cfg("b1", "bob")) is not None


async def test_aforget_user(tmp_path: Path) -> None:
    async with UserBoundCheckpointer.aopen(tmp_path / "a.sqlite3") as saver:
        for thread in ("a1", "a2"):
            await saver.aput(cfg(thread, "alice"), empty_checkpoint(), {"step": 0}, {})
        await saver.aput(cfg("b1", "bob"), empty_checkpoint(), {"step": 0}, {})
        assert await saver.aforget_user("alice") == 2
        assert [t async for t in saver.saver.alist(cfg("a1", None))] == []
        assert await saver.aget_tuple(cfg("b1", "bob")) is not None


def test_purge_user_checkpoints_for_the_facade(tmp_path: Path) -> None:
    path = tmp_path / CHECKPOINTS_FILENAME
    assert purge_user_checkpoints(path, "alice") == 0  # no file yet: nothing to do
    saver = UserBoundCheckpointer.open(path)
    put(saver, "a1", "alice")
    put(saver, "b1", "bob")
    saver.close()
    assert purge_user_checkpoints(path, "alice") == 1
    reopened = UserBoundCheckpointer.open(path)  # bindings persist in the checkpoint file
    assert reopened.owner("b1") == "bob" and reopened.owner("a1") is None
    assert reopened.get_tuple(cfg("a1", "alice")) is None
    reopened.close()


def test_concurrent_first_claims_have_one_winner() -> None:
    owners = ThreadOwners()
    results: list[str] = []

    async def claim(user: str) -> None:
        results.append(await asyncio.to_thread(owners.claim, "t", user))

    async def race() -> None:
        await asyncio.gather(*(claim(u) for u in ("alice", "bob", "carol", "dave")))

    asyncio.run(race())
    assert len(set(results)) == 1 and owners.owner("t") == results[0]


def test_wrapping_twice_is_refused(saver: UserBoundCheckpointer) -> None:
    with pytest.raises(InvalidInputError):
        UserBoundCheckpointer(saver)


# -- in a real graph ---------------------------------------------------------------------------------------------
class State(TypedDict):
    log: Annotated[list[str], operator.add]


def _graph(checkpointer: UserBoundCheckpointer) -> Any:
    builder = StateGraph(State)
    builder.add_node("echo", lambda s: {"log": [f"turn{len(s['log'])}"]})
    builder.add_edge(START, "echo")
    builder.add_edge("echo", END)
    return builder.compile(checkpointer=checkpointer)


def test_graph_threads_persist_per_user(saver: UserBoundCheckpointer) -> None:
    graph = _graph(saver)
    alice = cfg("shared-id", "alice")
    graph.invoke({"log": ["a"]}, alice)
    out = graph.invoke({"log": ["b"]}, alice)
    assert out["log"] == ["a", "turn1", "b", "turn3"]
    with pytest.raises(AccessDeniedError):
        graph.invoke({"log": ["evil"]}, cfg("shared-id", "bob"))
    with pytest.raises(AccessDeniedError):
        graph.get_state(cfg("shared-id", "bob"))
    assert graph.get_state(alice).values["log"][-1] == "turn3"
    history = list(graph.get_state_history(alice))
    assert history and all(s.config["configurable"]["user_id"] == "alice" for s in history)


def test_graph_user_from_run_context(saver: UserBoundCheckpointer) -> None:
    from dataclasses import dataclass

    @dataclass
    class Ctx:
        user_id: str

    builder = StateGraph(State, context_schema=Ctx)
    builder.add_node("echo", lambda s: {"log": ["x"]})
    builder.add_edge(START, "echo")
    graph = builder.compile(checkpointer=saver)
    graph.invoke({"log": []}, {"configurable": {"thread_id": "ctx-thread"}}, context=Ctx(user_id="alice"))
    assert saver.owner("ctx-thread") == "alice"
    with pytest.raises(AccessDeniedError):
        graph.invoke({"log": []}, {"configurable": {"thread_id": "ctx-thread"}}, context=Ctx(user_id="bob"))
    with pytest.raises(InvalidUserIdError):
        graph.invoke({"log": []}, {"configurable": {"thread_id": "no-user"}})


async def test_async_graph_over_async_saver(tmp_path: Path) -> None:
    async with UserBoundCheckpointer.aopen(tmp_path / "g.sqlite3") as saver:
        graph = _graph(saver)
        await graph.ainvoke({"log": ["a"]}, cfg("t", "alice"))
        out = await graph.ainvoke({"log": ["b"]}, cfg("t", "alice"))
        assert out["log"] == ["a", "turn1", "b", "turn3"]
        with pytest.raises(AccessDeniedError):
            await graph.ainvoke({"log": ["evil"]}, cfg("t", "bob"))


def test_purge_while_a_saver_is_open_on_the_same_file(tmp_path: Path) -> None:
    """forget_user from the facade while the app's checkpointer is open (chat REPL, server)."""
    path = tmp_path / CHECKPOINTS_FILENAME
    live = UserBoundCheckpointer.open(path)
    put(live, "a1", "alice", msg="我的预算是八千")
    put(live, "b1", "bob")
    assert purge_user_checkpoints(path, "alice") == 1
    assert live.owner("a1") is None and live.get_tuple(cfg("a1", "alice")) is None
    assert live.get_tuple(cfg("b1", "bob")) is not None
    live.close()
    assert purge_user_checkpoints(path, "alice") == 0


def test_erased_checkpoint_text_is_not_left_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / CHECKPOINTS_FILENAME
    saver = UserBoundCheckpointer.open(path)
    secret = "我的银行卡密码提示是小猫咪"
    for step in range(3):
        put(saver, "a1", "alice", msg=f"{secret}{step}")
    put(saver, "b1", "bob", msg="bob 的普通消息")
    saver.close()
    wal = tmp_path / f"{CHECKPOINTS_FILENAME}-wal"

    def raw() -> bytes:
        return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")

    assert secret.encode() in raw()  # the check can see the text before the erasure
    assert purge_user_checkpoints(path, "alice") == 1
    assert secret.encode() not in raw()
    assert "bob 的普通消息".encode() in raw()
