"""A checkpointer that binds every thread to the user who created it.

Wraps any LangGraph ``BaseCheckpointSaver`` (``SqliteSaver`` by default). The first ``put``/``put_writes`` on a
thread binds it to the run's user (``config["configurable"]["user_id"]`` or the run context); afterwards
another user's ``get``/``list``/``put``/``put_writes``/``delete_thread`` on it raises ``AccessDeniedError``.
Bindings live in a small SQLite table (``langmem_thread_owners``), by default in the checkpoint file itself::

    >>> import tempfile, os
    >>> from langmem_layers.integrations import UserBoundCheckpointer
    >>> saver = UserBoundCheckpointer.open(os.path.join(tempfile.mkdtemp(), "checkpoints.sqlite3"))
    >>> from langgraph.checkpoint.base import empty_checkpoint
    >>> cfg = saver.put({"configurable": {"thread_id": "t1", "checkpoint_ns": "", "user_id": "alice"}},
    ...                 empty_checkpoint(), {}, {})
    >>> saver.owner("t1")
    'alice'
    >>> saver.get_tuple({"configurable": {"thread_id": "t1", "user_id": "bob"}})
    Traceback (most recent call last):
    ...
    langmem_layers.errors.AccessDeniedError: thread 't1' belongs to another user
    >>> saver.forget_user("alice")
    1
    >>> saver.close()

A thread that has checkpoints but no owner (written before the wrapper was used, or its binding table was
lost) is refused too — fail closed; :meth:`UserBoundCheckpointer.adopt_thread` binds it explicitly.
"""

from __future__ import annotations

import asyncio
import builtins
import copy
import inspect
from collections.abc import AsyncIterator, Callable, Collection, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, cast

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import (
    BaseCheckpointSaver,
    ChannelVersions,
    Checkpoint,
    CheckpointMetadata,
    CheckpointTuple,
)
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

from ..errors import AccessDeniedError, InvalidInputError
from ..stores.checkpoints import (
    CHECKPOINTS_FILENAME,
    OWNERS_TABLE,
    ThreadOwners,
    open_sqlite_saver,
    purge_user_checkpoints,
)
from ._user import USER_KEY, resolve_user, validate_user_id

# CHECKPOINTS_FILENAME, ThreadOwners and purge_user_checkpoints live in ``stores/checkpoints.py`` (the core erases
# checkpoints without importing this adapter); they are re-exported here, where they always were.
__all__ = [
    "CHECKPOINTS_FILENAME",
    "OWNERS_TABLE",
    "ThreadOwners",
    "UserBoundCheckpointer",
    "purge_user_checkpoints",
]

def _configurable(config: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return (config or {}).get("configurable") or {}


def _thread_of(config: Mapping[str, Any] | None, *, required: bool = True) -> str | None:
    thread = _configurable(config).get("thread_id")
    if thread is None or thread == "":
        if required:
            raise InvalidInputError("config['configurable']['thread_id'] is required for a checkpoint")
        return None
    return str(thread)


def _stamp(config: RunnableConfig | None, user_id: str) -> RunnableConfig | None:
    """A copy of ``config`` naming its user, so configs handed back round-trip to the same user."""
    if config is None:
        return None
    return {**config, "configurable": {**_configurable(config), USER_KEY: user_id}}


def _stamp_tuple(tup: CheckpointTuple | None, user_id: str) -> CheckpointTuple | None:
    if tup is None:
        return None
    return tup._replace(config=cast(RunnableConfig, _stamp(tup.config, user_id)),
                        parent_config=_stamp(tup.parent_config, user_id))


def _probe_config(thread_id: str) -> RunnableConfig:
    return {"configurable": {"thread_id": thread_id}}


def _accepts_task_path(fn: Callable[..., Any]) -> bool:
    try:
        return "task_path" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


class UserBoundCheckpointer(BaseCheckpointSaver[Any]):
    """A ``BaseCheckpointSaver`` that refuses access to threads owned by another user.

    ``saver``: the checkpointer that stores the data (any ``BaseCheckpointSaver``).
    ``owners``: a :class:`ThreadOwners` or a SQLite path for the bindings; keep it as durable as ``saver``
    (an in-memory table over a persistent saver makes every old thread unowned, hence refused).
    A sync-only saver (``SqliteSaver``) also serves the async API through a worker thread.
    """

    def __init__(self, saver: BaseCheckpointSaver[Any], owners: ThreadOwners | str | Path | None = None) -> None:
        if isinstance(saver, UserBoundCheckpointer):
            raise InvalidInputError("this saver is already user-bound; wrap the inner saver once")
        super().__init__(serde=saver.serde)
        self.saver = saver
        self.owners = owners if isinstance(owners, ThreadOwners) else ThreadOwners(owners or ":memory:")
        self._closers: list[Callable[[], None]] = []
        self._task_path = _accepts_task_path(saver.put_writes)
        self._atask_path = _accepts_task_path(saver.aput_writes)

    # -- construction --------------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path) -> UserBoundCheckpointer:
        """A ``SqliteSaver`` on ``path`` with the bindings in the same file. Call :meth:`close` when done."""
        inner, conn = open_sqlite_saver(path)
        saver = cls(inner, ThreadOwners(path))
        saver._closers.append(conn.close)
        return saver

    @classmethod
    def for_memory(cls, memory: Any) -> UserBoundCheckpointer:
        """The checkpointer next to a ``LayeredMemory`` store (``memory.path / CHECKPOINTS_FILENAME``)."""
        config = getattr(memory, "config", None)
        if getattr(config, "backend", "sqlite") == "postgres":  # postgres track: threads in the same database
            from .postgres_checkpointer import open_postgres_checkpointer  # noqa: PLC0415 (it imports this module)
            return open_postgres_checkpointer(str(config.database_url))  # type: ignore[union-attr]
        return cls.open(Path(memory.path) / CHECKPOINTS_FILENAME)

    @classmethod
    @asynccontextmanager
    async def aopen(cls, path: str | Path) -> AsyncIterator[UserBoundCheckpointer]:
        """An ``AsyncSqliteSaver`` on ``path`` (bindings in the same file), closed on exit."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        async with AsyncSqliteSaver.from_conn_string(str(path)) as inner:
            await inner.setup()
            saver = cls(inner, ThreadOwners(path))
            try:
                yield saver
            finally:
                saver.close()

    def close(self) -> None:
        """Close what :meth:`open` opened (the wrapped saver's connection and the binding table)."""
        while self._closers:
            self._closers.pop()()
        self.owners.close()

    def __enter__(self) -> UserBoundCheckpointer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- ownership core (shared by the sync and async API) ------------------------------------------------
    def owner(self, thread_id: str) -> str | None:
        """The user a thread is bound to (None when unbound)."""
        return self.owners.owner(str(thread_id))

    def threads(self, user_id: str) -> list[str]:
        """Every thread bound to ``user_id``."""
        return self.owners.threads(validate_user_id(user_id))

    def adopt_thread(self, thread_id: str, user_id: str) -> None:
        """Admin: bind an unowned thread (e.g. written before this wrapper) to ``user_id``."""
        owner = self.owners.claim(str(thread_id), validate_user_id(user_id))
        if owner != user_id:
            raise AccessDeniedError(f"thread {thread_id!r} already belongs to another user")

    @staticmethod
    def _deny(thread: str) -> AccessDeniedError:
        return AccessDeniedError(f"thread {thread!r} belongs to another user")

    def _check(self, thread: str, user: str) -> str | None:
        """Raise if another user owns ``thread``; returns the owner (None when unbound)."""
        owner = self.owners.owner(thread)
        if owner is not None and owner != user:
            raise self._deny(thread)
        return owner

    def _bind(self, thread: str, user: str, has_data: bool) -> None:
        """Bind an unowned thread on first write; a thread with data but no owner is refused (fail closed)."""
        self._unowned_result(thread, user, has_data)
        if self.owners.claim(thread, user) != user:  # lost a race to another user
            raise self._deny(thread)

    def _has_data(self, thread: str) -> bool:
        return next(iter(self.saver.list(_probe_config(thread), limit=1)), None) is not None

    async def _ahas_data(self, thread: str) -> bool:
        async for _ in self.saver.alist(_probe_config(thread), limit=1):
            return True
        return False

    def _access(self, config: RunnableConfig) -> tuple[str, str, bool]:
        """(user, thread, unbound) for a call on one thread; raises if another user owns it."""
        user, thread = resolve_user(config), str(_thread_of(config))
        return user, thread, self._check(thread, user) is None

    def _unowned_result(self, thread: str, user: str, found: bool) -> None:
        """Refuse a thread that has checkpoints but no owner (fail closed).

        The owner is read again first: a concurrent first write by the same user (LangGraph writes checkpoints
        from a background executor) may have bound the thread between our first look and finding its data.
        """
        if not found:
            return
        owner = self.owners.owner(thread)
        if owner == user:
            return
        if owner is not None:
            raise self._deny(thread)
        raise AccessDeniedError(
            f"thread {thread!r} has checkpoints but no owner; an admin can bind it with adopt_thread()"
        )

    def _owned_by(self, user: str) -> Callable[[CheckpointTuple], bool]:
        """A filter for cross-thread listings: keep only tuples of threads bound to ``user``."""
        cache: dict[str, bool] = {}

        def keep(tup: CheckpointTuple) -> bool:
            thread = str(_configurable(tup.config)["thread_id"])
            if thread not in cache:
                cache[thread] = self.owners.owner(thread) == user
            return cache[thread]

        return keep

    def _inner_list_config(self, config: RunnableConfig | None) -> RunnableConfig | None:
        configurable = {k: v for k, v in _configurable(config).items() if k != USER_KEY and not k.startswith("__")}
        return {"configurable": configurable} if configurable else None

    def _writes_kwargs(self, task_path: str, accepts: bool) -> dict[str, Any]:
        return {"task_path": task_path} if accepts else {}

    # -- sync API ---------------------------------------------------------------------------------------------
    def get_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        user, thread, unowned = self._access(config)
        tup = self.saver.get_tuple(config)
        if unowned:
            self._unowned_result(thread, user, tup is not None)
        return _stamp_tuple(tup, user)

    def list(
        self, config: RunnableConfig | None, *, filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None, limit: int | None = None,
    ) -> Iterator[CheckpointTuple]:
        """Checkpoints of one thread, or — without a ``thread_id`` — of every thread the run's user owns."""
        user = resolve_user(config)
        thread = _thread_of(config, required=False)
        if thread is not None:
            unowned = self._check(thread, user) is None
            for tup in self.saver.list(config, filter=filter, before=before, limit=limit):
                if unowned:
                    self._unowned_result(thread, user, True)
                yield _stamp_tuple(tup, user)  # type: ignore[misc]
            return
        keep, count = self._owned_by(user), 0
        for tup in self.saver.list(self._inner_list_config(config), filter=filter, before=before):
            if limit is not None and count >= limit:
                return
            if keep(tup):
                count += 1
                yield _stamp_tuple(tup, user)  # type: ignore[misc]

    def put(
        self, config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        user, thread, unbound = self._access(config)
        if unbound:
            self._bind(thread, user, self._has_data(thread))
        return _stamp(self.saver.put(config, checkpoint, metadata, new_versions), user)  # type: ignore[return-value]

    def put_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = "",
    ) -> None:
        user, thread, unbound = self._access(config)
        if unbound:
            self._bind(thread, user, self._has_data(thread))
        self.saver.put_writes(config, writes, task_id, **self._writes_kwargs(task_path, self._task_path))

    def delete_thread(self, thread_id: str) -> None:
        """Delete a thread of the run's user (user from :func:`user_scope` or the ambient run config)."""
        thread, user = str(thread_id), resolve_user(None)
        if self._check(thread, user) is None:
            self._unowned_result(thread, user, self._has_data(thread))
            if self.owners.owner(thread) is None:  # nothing of this user's to delete
                return
        self.saver.delete_thread(thread)
        self.owners.release(thread)

    def forget_user(self, user_id: str) -> int:
        """Admin/erasure: delete every thread bound to ``user_id`` and its bindings. Returns the thread count."""
        threads = self.threads(user_id)
        for thread in threads:
            self.saver.delete_thread(thread)
            self.owners.release(thread)
        return len(threads)

    def get_delta_channel_history(self, *, config: RunnableConfig, channels: Sequence[str]) -> Any:
        self.get_tuple(config)  # ownership check (raises for another user's thread)
        return self.saver.get_delta_channel_history(config=config, channels=channels)

    # -- async API (same core; a sync-only saver runs in a worker thread) -----------------------------------------
    async def aget_tuple(self, config: RunnableConfig) -> CheckpointTuple | None:
        user, thread, unowned = self._access(config)
        try:
            tup = await self.saver.aget_tuple(config)
        except NotImplementedError:
            return await asyncio.to_thread(self.get_tuple, config)
        if unowned:
            self._unowned_result(thread, user, tup is not None)
        return _stamp_tuple(tup, user)

    async def alist(
        self, config: RunnableConfig | None, *, filter: dict[str, Any] | None = None,
        before: RunnableConfig | None = None, limit: int | None = None,
    ) -> AsyncIterator[CheckpointTuple]:
        user = resolve_user(config)
        thread = _thread_of(config, required=False)
        try:
            if thread is not None:
                unowned = self._check(thread, user) is None
                async for tup in self.saver.alist(config, filter=filter, before=before, limit=limit):
                    if unowned:
                        self._unowned_result(thread, user, True)
                    yield _stamp_tuple(tup, user)  # type: ignore[misc]
                return
            keep, count = self._owned_by(user), 0
            async for tup in self.saver.alist(self._inner_list_config(config), filter=filter, before=before):
                if limit is not None and count >= limit:
                    return
                if keep(tup):
                    count += 1
                    yield _stamp_tuple(tup, user)  # type: ignore[misc]
        except NotImplementedError:  # raised before the first item by sync-only savers
            # asyncio.to_thread copies the context, so a user_scope() reaches the worker thread too
            for tup in await asyncio.to_thread(lambda: list(self.list(config, filter=filter, before=before,
                                                                      limit=limit))):
                yield tup

    async def aput(
        self, config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        user, thread, unbound = self._access(config)
        try:
            if unbound:
                self._bind(thread, user, await self._ahas_data(thread))
            stored = await self.saver.aput(config, checkpoint, metadata, new_versions)
        except NotImplementedError:
            return await asyncio.to_thread(self.put, config, checkpoint, metadata, new_versions)
        return _stamp(stored, user)  # type: ignore[return-value]

    async def aput_writes(
        self, config: RunnableConfig, writes: Sequence[tuple[str, Any]], task_id: str, task_path: str = "",
    ) -> None:
        user, thread, unbound = self._access(config)
        try:
            if unbound:
                self._bind(thread, user, await self._ahas_data(thread))
            await self.saver.aput_writes(config, writes, task_id, **self._writes_kwargs(task_path, self._atask_path))
        except NotImplementedError:
            await asyncio.to_thread(self.put_writes, config, writes, task_id, task_path)

    async def adelete_thread(self, thread_id: str) -> None:
        thread, user = str(thread_id), resolve_user(None)
        try:
            if self._check(thread, user) is None:
                self._unowned_result(thread, user, await self._ahas_data(thread))
                if self.owners.owner(thread) is None:  # nothing of this user's to delete
                    return
            await self.saver.adelete_thread(thread)
        except NotImplementedError:
            await asyncio.to_thread(self.delete_thread, thread)
            return
        self.owners.release(thread)

    async def aforget_user(self, user_id: str) -> int:
        threads = self.threads(user_id)
        for thread in threads:
            try:
                await self.saver.adelete_thread(thread)
            except NotImplementedError:
                await asyncio.to_thread(self.saver.delete_thread, thread)
            self.owners.release(thread)
        return len(threads)

    async def aget_delta_channel_history(self, *, config: RunnableConfig, channels: Sequence[str]) -> Any:
        await self.aget_tuple(config)
        try:
            return await self.saver.aget_delta_channel_history(config=config, channels=channels)
        except NotImplementedError:
            return await asyncio.to_thread(
                lambda: self.saver.get_delta_channel_history(config=config, channels=channels))

    # -- delegated plumbing --------------------------------------------------------------------------------------
    @property
    def config_specs(self) -> builtins.list[Any]:
        return self.saver.config_specs

    def get_next_version(self, current: Any, channel: None) -> Any:
        return self.saver.get_next_version(current, channel)

    def with_allowlist(self, extra_allowlist: Collection[tuple[str, ...]]) -> UserBoundCheckpointer:
        inner = self.saver.with_allowlist(extra_allowlist)
        if inner is self.saver:
            return self
        clone = copy.copy(self)
        clone.saver = inner
        clone.serde = inner.serde
        return clone
