"""LangGraph ``BaseStore`` over langmem-layers memory, scoped to one user per namespace.

Code written for LangGraph's store (``get_store()`` in a node, LangMem-style tools) reads and writes the
user's long-term memory through the normal facade verbs — put → ``add``/``update``, get → the key's value,
search → ``search`` (or the listing when there is no query), delete → ``forget``::

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> from langmem_layers.integrations import MemoryStoreAdapter
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> store = MemoryStoreAdapter(mem)
    >>> store.put(("memories", "alice"), "coffee", {"content": "用户喜欢喝咖啡", "type": "preference"})
    >>> store.get(("memories", "alice"), "coffee").value["content"]
    '用户喜欢喝咖啡'
    >>> store.put(("memories", "alice", "todos"), "t1", {"content": "用户要给妈妈打电话", "due": "friday"})
    >>> store.get(("memories", "alice", "todos"), "t1").value["due"]
    'friday'
    >>> sorted(i.key for i in store.search(("memories", "alice")))
    ['coffee', 't1']
    >>> store.search(("memories", "alice-corp"), query="咖啡")
    []
    >>> mem.close()

**The namespace rule.** A namespace is ``namespace_prefix + (user_id,) + sub`` where ``sub`` is any number of labels
(``("memories", "alice")``, ``("memories", "alice", "preferences")``, ``("memories", "alice", "todos", "work")``):
the label right after the prefix *is* the user, exactly. A shorter namespace (``("memories",)``, i.e. every user) is
refused with ``AccessDeniedError``; ``("memories", "acme")`` never matches ``("memories", "acme-corp")`` (never a
string prefix match across users), and ``("memories", "acme", "corp")`` is acme's ``corp`` namespace. Inside a run
that names its user (``configurable.user_id`` / run context / ``user_scope``), a namespace naming another user is
refused. Searching a namespace covers it and every namespace below it (like LangGraph's ``InMemoryStore``); items
written through the facade directly (not through this store) live in the user's root namespace, keyed by item id.

**put/get semantics.** What was put under a key is what is got back: the value's fields are returned as they were
put (secrets redacted — they never reach SQLite), plus the memory's fields (``content``, ``type``, ``status``,
``importance``, ``confidence``, ``entities``, ``item_id``) and ``memory_write`` (what the write path did: ``add``,
``observe``, ``merge``, ``skip``, ``supersede``). Dedup never collapses two keys: when the write path judges a put a
duplicate of an existing memory, the key still returns its own value and ``item_id`` names the memory it was
merged into. ``delete`` drops the key; the memory it created is forgotten when its last key goes (or when it is
deleted by its own item id); a memory the facade wrote and a key only pointed at is kept.

**TTL.** ``put(..., ttl=minutes)`` (``supports_ttl``): after it the key is gone from get/search/list and the memory
it created is marked ``expired`` (kept for audit, never recalled) the next time this store touches the user;
``get``/``search`` with ``refresh_ttl`` restart the clock, as in LangGraph.

Keys, their values and TTLs live in the store's ``kv`` table and are erased by ``forget_user``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from langgraph.store.base import (
    BaseStore,
    GetOp,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)

from .. import _validate
from ..errors import AccessDeniedError, InvalidContentError, InvalidInputError, ItemNotFoundError
from ..records import MemoryItem, MemoryStatus, MemoryType
from ..safety.redact import redact
from ..stores.kv import KVStore  # track A: the kv SQL moved to stores/kv.py
from ._user import resolve_user, validate_user_id

__all__ = ["DEFAULT_NAMESPACE_PREFIX", "MemoryStoreAdapter"]

#: The namespace of a user's memories is ``DEFAULT_NAMESPACE_PREFIX + (user_id,)``.
DEFAULT_NAMESPACE_PREFIX: tuple[str, ...] = ("memories",)
#: Value fields read as the memory text, in order (LangMem tools write ``{"content": ...}``).
CONTENT_FIELDS: tuple[str, ...] = ("content", "text", "memory")
#: Value fields the adapter owns; everything else a caller puts is kept as an extra and returned on get.
MEMORY_FIELDS: frozenset[str] = frozenset(
    {"content", "type", "status", "importance", "confidence", "entities", "item_id", "memory_write"}
)
#: Marks a kv key that carries a sub-namespace (``\x1f`` + JSON ``[*sub, key]``); plain keys are root keys.
_SUB_MARK = "\x1f"
#: Write outcomes after which the key's memory is its own (created by this put).
_OWN_KINDS = frozenset({"add", "observe", "supersede"})
#: Row namespace in the memory store's ``kv`` table for key → item-id mappings (one per adapter prefix and user).
KV_NAMESPACE = "integrations.store"
#: With a ``filter``, fetch this many times ``limit + offset`` candidates before filtering.
FILTER_OVERFETCH = 3


def _compare(value: Any, wanted: Any) -> bool:
    """JSON-style filter match (``{"type": "preference"}``, ``{"importance": {"$gte": 0.5}}``)."""
    if isinstance(wanted, dict):
        if any(k.startswith("$") for k in wanted):
            return all(_operator(value, op, arg) for op, arg in wanted.items())
        return isinstance(value, dict) and all(_compare(value.get(k), v) for k, v in wanted.items())
    return bool(value == wanted)


def _operator(value: Any, op: str, arg: Any) -> bool:
    if op == "$eq":
        return bool(value == arg)
    if op == "$ne":
        return bool(value != arg)
    if op in ("$gt", "$gte", "$lt", "$lte"):
        try:
            a, b = float(value), float(arg)
        except (TypeError, ValueError):
            return False
        return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]
    if op == "$in":
        return value in arg
    raise InvalidInputError(f"unsupported filter operator {op!r}; use $eq $ne $gt $gte $lt $lte $in")


def _matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    """Component-wise prefix/suffix match with ``*`` wildcards (never a string prefix)."""
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    pairs = zip(namespace, path, strict=False) if condition.match_type == "prefix" else zip(
        reversed(namespace), reversed(path), strict=False)
    return all(p == "*" or n == p for n, p in pairs)


def _redacted(value: Any) -> Any:
    """Every string in a JSON-like value with its secrets redacted (kept values never carry secrets)."""
    if isinstance(value, str):
        return redact(value).text
    if isinstance(value, dict):
        return {k: _redacted(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_redacted(v) for v in value]
    return value


def _kv_key(sub: tuple[str, ...], key: str) -> str:
    return key if not sub and not key.startswith(_SUB_MARK) else _SUB_MARK + json.dumps([*sub, key],
                                                                                        ensure_ascii=False)


def _split_kv_key(raw: str) -> tuple[tuple[str, ...], str]:
    if raw.startswith(_SUB_MARK):
        parts = json.loads(raw[1:])
        return tuple(parts[:-1]), parts[-1]
    return (), raw


def _content_of(value: dict[str, Any]) -> str:
    for name in CONTENT_FIELDS:
        found = value.get(name)
        if isinstance(found, dict):  # LangMem's {"kind": "Memory", "content": {"content": "..."}}
            found = next((found[f] for f in CONTENT_FIELDS if isinstance(found.get(f), str)), None)
        if isinstance(found, str):
            return found
    extras = {k: v for k, v in value.items() if k not in MEMORY_FIELDS}
    if not extras:
        raise InvalidContentError(f"a memory value needs one of the fields {CONTENT_FIELDS}")
    return json.dumps(extras, ensure_ascii=False, sort_keys=True, default=str)


def _current(item: MemoryItem, field: str) -> Any:
    value = getattr(item, field)
    return value.value if isinstance(value, MemoryType) else value


class MemoryStoreAdapter(BaseStore):
    """``BaseStore`` whose namespaces ``namespace_prefix + (user_id,) + sub`` are that user's long-term memory.

    ``memory``: a ``LayeredMemory``. ``namespace_prefix``: the fixed leading labels (default ``("memories",)``).
    ``bind_to_run_user``: refuse namespaces naming a user other than the run's user, when the run names one.
    """

    supports_ttl = True

    def __init__(self, memory: Any, *, namespace_prefix: Sequence[str] = DEFAULT_NAMESPACE_PREFIX,
                 bind_to_run_user: bool = True) -> None:
        self.memory = memory
        self.namespace_prefix = tuple(namespace_prefix)
        if not self.namespace_prefix or any(not isinstance(p, str) or not p for p in self.namespace_prefix):
            raise InvalidInputError("namespace_prefix must be one or more non-empty labels, e.g. ('memories',)")
        self.bind_to_run_user = bind_to_run_user

    # -- namespace ↔ user -------------------------------------------------------------------------------
    def namespace(self, user_id: str, *sub: str) -> tuple[str, ...]:
        """The namespace holding ``user_id``'s memories (``sub``: labels below the user)."""
        return (*self.namespace_prefix, validate_user_id(user_id), *sub)

    def _run_user(self) -> str | None:
        try:
            return resolve_user(None)
        except InvalidInputError:
            return None

    def _user_of(self, namespace: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
        """(user, labels below the user) of a namespace — the label right after the prefix is the user, exactly."""
        n = len(self.namespace_prefix)
        if len(namespace) <= n and tuple(namespace) == self.namespace_prefix[: len(namespace)]:
            raise AccessDeniedError(
                f"namespace {namespace!r} spans every user; name one: {(*self.namespace_prefix, '<user_id>')!r}")
        if tuple(namespace[:n]) != self.namespace_prefix:
            raise InvalidInputError(
                f"namespace {namespace!r} is not a memory namespace; use {(*self.namespace_prefix, '<user_id>')!r}"
                " (optionally with labels below the user)")
        user = validate_user_id(namespace[n])
        for label in namespace[n + 1:]:  # issue 12 (reliability-input): labels are valid UTF-8
            _validate.text(label, "namespace label")
        if self.bind_to_run_user:
            run_user = self._run_user()
            if run_user is not None and run_user != user:
                raise AccessDeniedError(f"namespace {namespace!r} belongs to another user than this run's")
        return user, tuple(namespace[n + 1:])

    # -- key records (kv table, erased with the user) ---------------------------------------------------------
    def _kv(self) -> KVStore:
        return KVStore(self.memory.sqlite)

    def _kv_namespace(self, user: str) -> str:
        return f"{KV_NAMESPACE}{json.dumps(list(self.namespace_prefix), ensure_ascii=False)}/{user}"

    def _now(self) -> datetime:
        now: datetime = self.memory._now(None)
        return now

    def _record(self, user: str, sub: tuple[str, ...], key: str) -> dict[str, Any] | None:
        raw = self._kv().get(self._kv_namespace(user), _kv_key(sub, key), user)
        return json.loads(raw) if raw is not None else None

    def _records(self, user: str) -> list[tuple[tuple[str, ...], str, dict[str, Any]]]:
        """``(sub, key, record)`` of every key of ``user``, oldest update first."""
        return [(*_split_kv_key(raw_key), json.loads(raw)) for raw_key, raw in
                self._kv().items(self._kv_namespace(user), user)]

    def _save(self, user: str, sub: tuple[str, ...], key: str, record: dict[str, Any]) -> None:
        self._kv().put(self._kv_namespace(user), _kv_key(sub, key), user,
                       json.dumps(record, ensure_ascii=False, default=str), self._now())

    def _drop(self, user: str, sub: tuple[str, ...], key: str) -> None:
        self._kv().delete(self._kv_namespace(user), _kv_key(sub, key), user, self._now())

    def _sharing(self, user: str, sub: tuple[str, ...], key: str, item_id: str) -> list[str]:
        """Other kv keys (raw) whose record names ``item_id``."""
        return self._kv().keys_with_item(self._kv_namespace(user), user, item_id, other_than=_kv_key(sub, key))

    def _release(self, user: str, sub: tuple[str, ...], key: str, record: dict[str, Any] | None,
                 *, expire: bool = False) -> None:
        """Drop a key; the memory it owns is forgotten (or expired) unless another key still names it."""
        self._drop(user, sub, key)
        item_id = (record or {}).get("item_id")
        if not item_id:
            return
        others = self._sharing(user, sub, key, item_id)
        if record is not None and record.get("owns", True):
            if others:  # hand the memory over to a key that still names it
                o_sub, o_key = _split_kv_key(others[0])
                heir = self._record(user, o_sub, o_key)
                if heir is not None:
                    self._save(user, o_sub, o_key, {**heir, "owns": True})
                return
            try:
                if expire:
                    self.memory.update(user, item_id, status=MemoryStatus.EXPIRED, reason="store.ttl")
                else:
                    self.memory.forget(user, item_id)
            except ItemNotFoundError:
                pass

    def _expired(self, record: dict[str, Any], now: datetime) -> bool:
        until = record.get("expires_at")
        return isinstance(until, str) and datetime.fromisoformat(until) <= now

    def _expire_due(self, user: str) -> None:
        """Keys whose TTL has passed go; their own memories become ``expired``."""
        now = self._now()
        for sub, key, record in self._records(user):
            if self._expired(record, now):
                self._release(user, sub, key, record, expire=True)

    def _refresh(self, user: str, sub: tuple[str, ...], key: str, record: dict[str, Any]) -> None:
        if record.get("ttl"):
            record["expires_at"] = (self._now() + timedelta(minutes=float(record["ttl"]))).isoformat()
            self._save(user, sub, key, record)

    def _resolve(self, user: str, sub: tuple[str, ...], key: str) -> tuple[MemoryItem | None, dict[str, Any] | None]:
        """(item, record) for a store key: a key record, or (root namespace only) an item id used directly."""
        if not isinstance(key, str) or not key:
            raise InvalidInputError("a store key must be a non-empty string")
        _validate.text(key, "store key")  # issue 12 (reliability-input): keys are valid UTF-8
        record = self._record(user, sub, key)
        if record is not None and self._expired(record, self._now()):
            self._release(user, sub, key, record, expire=True)
            return None, None
        if record is None and sub:
            return None, None
        try:
            item = self.memory.get(user, record["item_id"] if record else key)
        except ItemNotFoundError:
            if record is not None:  # the memory was forgotten elsewhere: the key goes with it
                self._drop(user, sub, key)
            return None, None
        return item, record

    # -- values -------------------------------------------------------------------------------------------------
    @staticmethod
    def _value(item: MemoryItem, record: dict[str, Any] | None) -> dict[str, Any]:
        memory = {"content": item.content, "type": item.type.value, "status": item.status.value,
                  "importance": item.importance, "confidence": item.confidence, "entities": list(item.entities),
                  "item_id": item.id}
        if record is None:
            return memory
        if "value" not in record:  # a key written before values were kept: the memory's fields and the extras
            return {**record.get("extra", {}), **memory}
        return {**memory, **record["value"], "item_id": item.id, "status": item.status.value,
                "memory_write": record.get("write", "add")}

    def _item(self, ns: tuple[str, ...], key: str, item: MemoryItem, record: dict[str, Any] | None) -> Item:
        return Item(namespace=ns, key=key, value=self._value(item, record),
                    created_at=_stamp(record, "created_at", item.created_at),
                    updated_at=_stamp(record, "updated_at", item.updated_at))

    def _search_item(self, ns: tuple[str, ...], key: str, item: MemoryItem, record: dict[str, Any] | None,
                     score: float | None) -> SearchItem:
        return SearchItem(namespace=ns, key=key, value=self._value(item, record),
                          created_at=_stamp(record, "created_at", item.created_at),
                          updated_at=_stamp(record, "updated_at", item.updated_at), score=score)

    # -- operations -------------------------------------------------------------------------------------------
    def _get(self, op: GetOp) -> Item | None:
        user, sub = self._user_of(op.namespace)
        item, record = self._resolve(user, sub, op.key)
        if item is None:
            return None
        if record is not None and op.refresh_ttl:
            self._refresh(user, sub, op.key, record)
        return self._item(tuple(op.namespace), op.key, item, record)

    def _put(self, op: PutOp) -> None:
        user, sub = self._user_of(op.namespace)
        if isinstance(op.value, dict):  # extra fields checked before any write (issue 12, reliability-input)
            extra = {k: v for k, v in op.value.items() if k not in MEMORY_FIELDS and k not in CONTENT_FIELDS}
            _validate.text(json.dumps(extra, ensure_ascii=False, default=str), "store value")
        item, record = self._resolve(user, sub, op.key)
        if op.value is None:
            if record is not None:
                self._release(user, sub, op.key, record)
            elif item is not None and not sub:  # an item id used as a key: forget that item
                self.memory.forget(user, item.id)
            return
        if not isinstance(op.value, dict):
            raise InvalidContentError("a store value must be a dict, e.g. {'content': '用户不吃辣'}")
        value = op.value
        content = _content_of(value)
        fields: dict[str, Any] = {k: value[k] for k in ("importance", "confidence") if value.get(k) is not None}
        mtype = value.get("type") if value.get("type") in {t.value for t in MemoryType} else None
        entities = value.get("entities") if isinstance(value.get("entities"), list) else None
        now = self._now()
        shared = bool(item is not None and record is not None and self._sharing(user, sub, op.key, item.id))
        own = item is not None and (record is None or (record.get("owns", True) and not shared))
        if item is not None and own:  # this key's own memory: a new version of it
            changes = {k: v for k, v in {"content": content, "type": mtype, "entities": entities, **fields}.items()
                       if v is not None and v != _current(item, k)}
            if changes:  # an unchanged put is not a new version
                item = self.memory.update(user, item.id, reason="store.put", **changes)
            stored, item_id, write, target = item.content, item.id, (record or {}).get("write", "add"), None
        else:
            if record is not None:  # the key pointed at a memory it shares: release it, write afresh
                self._release(user, sub, op.key, record)
            report = self.memory.add(user, content, mtype or MemoryType.FACT, entities=entities, **fields)
            acted = [a for a in report.actions if a.item_id]
            if not acted:
                reasons = "; ".join(a.reason or a.rule for a in [*report.refusals, *report.actions]) or "no action"
                raise InvalidContentError(f"memory was not stored: {reasons}")
            action = acted[0]
            stored, item_id, write, target = action.content or content, action.item_id, action.kind, action.target_id
            own = action.kind in _OWN_KINDS
        kept = _redacted({k: v for k, v in value.items() if k != "item_id"})
        kept["content"] = stored
        previous = record or {}
        ttl = op.ttl if op.ttl is not None else None
        self._save(user, sub, op.key, {
            "item_id": item_id, "value": kept, "owns": own, "write": write, "target_id": target,
            "created_at": previous.get("created_at") or now.isoformat(), "updated_at": now.isoformat(),
            "ttl": ttl, "expires_at": (now + timedelta(minutes=float(ttl))).isoformat() if ttl else None})

    def _search(self, op: SearchOp) -> list[SearchItem]:
        ns = tuple(op.namespace_prefix)
        user, sub = self._user_of(ns)
        _validate.count(op.limit, "limit", lo=0), _validate.count(op.offset, "offset", lo=0)  # issue 12
        self._expire_due(user)
        want = max(0, op.limit) + max(0, op.offset)
        fetch = want * FILTER_OVERFETCH if op.filter else want
        by_item: dict[str, list[tuple[tuple[str, ...], str, dict[str, Any]]]] = {}
        for k_sub, key, record in self._records(user):
            if k_sub[: len(sub)] == sub and record.get("item_id"):
                by_item.setdefault(record["item_id"], []).append((k_sub, key, record))
        out: list[SearchItem] = []

        def emit(item: MemoryItem, score: float | None) -> None:
            keyed = by_item.get(item.id)
            entries = keyed if keyed else ([((), item.id, None)] if not sub else [])
            for k_sub, key, record in entries:
                if op.filter and not all(_compare(self._value(item, record).get(f), v) for f, v in op.filter.items()):
                    continue
                if record is not None and op.refresh_ttl:
                    self._refresh(user, k_sub, key, record)
                out.append(self._search_item((*self.namespace_prefix, user, *k_sub), key, item, record, score))

        if op.query:
            for hit in self.memory.search(user, op.query, k=max(fetch, 1) + len(by_item)):
                emit(hit.item, hit.score)
        else:
            items = sorted(self.memory.items(user), key=lambda i: i.updated_at, reverse=True)
            for item in items:
                if item.status.value == "active" or item.id in by_item:
                    emit(item, None)
        return out[op.offset: op.offset + op.limit]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        run_user = self._run_user()
        if run_user is None:
            raise AccessDeniedError(
                "list_namespaces lists only the run's own namespaces: name the user in "
                "config['configurable']['user_id'] or wrap the call in user_scope(user_id)")
        self._expire_due(run_user)
        records = self._records(run_user)
        found = {self.namespace(run_user, *sub) for sub, _key, _record in records}
        if any(not sub for sub, _k, _r in records) or self._unkeyed(run_user):
            found.add(self.namespace(run_user))
        namespaces = sorted(ns for ns in found if all(_matches(c, ns) for c in op.match_conditions or ()))
        if op.max_depth is not None:
            namespaces = sorted({ns[: op.max_depth] for ns in namespaces})
        return namespaces[op.offset: op.offset + op.limit]

    def _unkeyed(self, user: str) -> bool:
        """Whether ``user`` has memories no store key names (they live in the root namespace)."""
        named = {r.get("item_id") for _s, _k, r in self._records(user)}
        return any(i.id not in named for i in self.memory.items(user))

    def _run(self, op: Op) -> Result:
        validate_op_namespace(op)  # a label like "acme.corp" cannot address ("acme", "corp")
        if isinstance(op, GetOp):
            return self._get(op)
        if isinstance(op, PutOp):
            self._put(op)
            return None
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        raise InvalidInputError(f"unknown store operation {type(op).__name__}")

    @_validate.boundary  # issue 12 (reliability-input): driver errors → typed errors, in one place
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run the operations in order (each is one facade call, scoped to the namespace's user)."""
        return [self._run(op) for op in ops]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """Same as :meth:`batch` in a worker thread (the run's user scope is carried along)."""
        return await asyncio.to_thread(self.batch, list(ops))


def _stamp(record: dict[str, Any] | None, field: str, default: datetime) -> datetime:
    raw = (record or {}).get(field)
    return datetime.fromisoformat(raw) if raw else default
