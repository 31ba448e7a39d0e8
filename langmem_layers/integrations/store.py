"""LangGraph ``BaseStore`` over langmem-layers memory: ``("memories", user_id)`` is exactly one user's items.

Code written for LangGraph's store (``get_store()`` in a node, LangMem-style tools) reads and writes the
user's long-term memory through the normal facade verbs — put → ``add``/``update``, get → ``get``,
search → ``search`` (or the listing when there is no query), delete → ``forget``::

    >>> import tempfile
    >>> from langmem_layers import LayeredMemory, HashingEmbeddings
    >>> from langmem_layers.integrations import MemoryStoreAdapter
    >>> mem = LayeredMemory.open(tempfile.mkdtemp(), embeddings=HashingEmbeddings())
    >>> store = MemoryStoreAdapter(mem)
    >>> store.put(("memories", "alice"), "coffee", {"content": "用户喜欢喝咖啡", "type": "preference"})
    >>> store.get(("memories", "alice"), "coffee").value["content"]
    '用户喜欢喝咖啡'
    >>> [i.key for i in store.search(("memories", "alice"), query="咖啡")]
    ['coffee']
    >>> store.search(("memories", "alice-corp"), query="咖啡")
    []
    >>> mem.close()

Namespaces map to users **exactly**: the namespace must be ``namespace_prefix + (user_id,)``. A shorter
prefix (``("memories",)``, i.e. every user) is refused with ``AccessDeniedError``, and ``("memories", "acme")``
never matches ``("memories", "acme-corp")`` — the cross-tenant prefix bug class. Inside a run that names its user
(``configurable.user_id`` / run context / ``user_scope``), a namespace naming another user is refused too.

Store keys chosen by callers are mapped to memory item ids in the store's ``kv`` table (erased by
``forget_user``); an item's own id also works as a key. Two keys put with the same content share one item (the
write pipeline merges duplicates), so ``delete`` drops only that key while another key still references the item;
the item is forgotten when its last key goes, or when it is deleted by its own item id.
Values come back as ``{"content", "type", "status", "importance", "confidence", "entities", "item_id",
…the extra fields that were put}``.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable, Sequence
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
from ..records import MemoryItem, MemoryType
from ..stores.kv import KVStore  # track A: the kv SQL moved to stores/kv.py
from ._user import resolve_user, validate_user_id

__all__ = ["DEFAULT_NAMESPACE_PREFIX", "MemoryStoreAdapter"]

#: The namespace of a user's memories is ``DEFAULT_NAMESPACE_PREFIX + (user_id,)``.
DEFAULT_NAMESPACE_PREFIX: tuple[str, ...] = ("memories",)
#: Value fields read as the memory text, in order (LangMem tools write ``{"content": ...}``).
CONTENT_FIELDS: tuple[str, ...] = ("content", "text", "memory")
#: Value fields the adapter owns; everything else a caller puts is kept as an extra and returned on get.
MEMORY_FIELDS: frozenset[str] = frozenset(
    {"content", "type", "status", "importance", "confidence", "entities", "item_id"}
)
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
    """``BaseStore`` whose namespace ``namespace_prefix + (user_id,)`` is that user's long-term memory.

    ``memory``: a ``LayeredMemory``. ``namespace_prefix``: the fixed leading labels (default ``("memories",)``).
    ``bind_to_run_user``: refuse namespaces naming a user other than the run's user, when the run names one.
    """

    supports_ttl = False

    def __init__(self, memory: Any, *, namespace_prefix: Sequence[str] = DEFAULT_NAMESPACE_PREFIX,
                 bind_to_run_user: bool = True) -> None:
        self.memory = memory
        self.namespace_prefix = tuple(namespace_prefix)
        if not self.namespace_prefix or any(not isinstance(p, str) or not p for p in self.namespace_prefix):
            raise InvalidInputError("namespace_prefix must be one or more non-empty labels, e.g. ('memories',)")
        self.bind_to_run_user = bind_to_run_user

    # -- namespace ↔ user -------------------------------------------------------------------------------
    def namespace(self, user_id: str) -> tuple[str, ...]:
        """The namespace holding ``user_id``'s memories."""
        return (*self.namespace_prefix, validate_user_id(user_id))

    def _run_user(self) -> str | None:
        try:
            return resolve_user(None)
        except InvalidInputError:
            return None

    def _user_of(self, namespace: tuple[str, ...]) -> str:
        """The user a namespace names — only an exact ``prefix + (user_id,)`` qualifies."""
        n = len(self.namespace_prefix)
        if len(namespace) <= n and tuple(namespace) == self.namespace_prefix[: len(namespace)]:
            raise AccessDeniedError(
                f"namespace {namespace!r} spans every user; name one: {(*self.namespace_prefix, '<user_id>')!r}")
        if tuple(namespace[:n]) != self.namespace_prefix or len(namespace) != n + 1:
            raise InvalidInputError(
                f"namespace {namespace!r} is not a memory namespace; use {(*self.namespace_prefix, '<user_id>')!r}")
        user = validate_user_id(namespace[n])
        if self.bind_to_run_user:
            run_user = self._run_user()
            if run_user is not None and run_user != user:
                raise AccessDeniedError(f"namespace {namespace!r} belongs to another user than this run's")
        return user

    # -- key ↔ item id (kv table, erased with the user) -------------------------------------------------------
    def _kv_namespace(self, user: str) -> str:
        return f"{KV_NAMESPACE}{json.dumps(list(self.namespace_prefix), ensure_ascii=False)}/{user}"

    def _mapping(self, user: str, key: str) -> dict[str, Any] | None:
        raw = KVStore(self.memory.sqlite).get(self._kv_namespace(user), key, user)
        return json.loads(raw) if raw is not None else None

    def _keys_by_item(self, user: str) -> dict[str, tuple[str, dict[str, Any]]]:
        """item id → (store key, extra fields) for every mapped key of ``user`` (latest key wins)."""
        rows = KVStore(self.memory.sqlite).items(self._kv_namespace(user), user)
        out: dict[str, tuple[str, dict[str, Any]]] = {}
        for key, raw in rows:
            data = json.loads(raw)
            out[data["item_id"]] = (key, data.get("extra", {}))
        return out

    def _set_mapping(self, user: str, key: str, item_id: str, extra: dict[str, Any]) -> None:
        KVStore(self.memory.sqlite).put(
            self._kv_namespace(user), key, user,
            json.dumps({"item_id": item_id, "extra": extra}, ensure_ascii=False, default=str), self.memory._now(None))

    def _other_keys(self, user: str, key: str, item_id: str) -> list[str]:
        """Mapped store keys other than ``key`` that point at ``item_id`` (two puts of the same content share one
        item). Deleting by the item's own id (not a mapped key) counts as naming the item itself: no other keys."""
        if key == item_id and self._mapping(user, key) is None:
            return []
        return KVStore(self.memory.sqlite).keys_with_item(self._kv_namespace(user), user, item_id, other_than=key)

    def _drop_mapping(self, user: str, key: str) -> None:
        KVStore(self.memory.sqlite).delete(self._kv_namespace(user), key, user, self.memory._now(None))

    def _resolve(self, user: str, key: str) -> tuple[MemoryItem | None, dict[str, Any]]:
        """(item, extra) for a store key: a mapped key, or an item id used directly."""
        if not isinstance(key, str) or not key:
            raise InvalidInputError("a store key must be a non-empty string")
        _validate.text(key, "store key")  # issue 12 (reliability-input): keys are valid UTF-8
        mapping = self._mapping(user, key)
        try:
            item = self.memory.get(user, mapping["item_id"] if mapping else key)
        except ItemNotFoundError:
            if mapping:  # the item was forgotten elsewhere: the key goes with it
                self._drop_mapping(user, key)
            return None, {}
        return item, (mapping or {}).get("extra", {})

    # -- values -------------------------------------------------------------------------------------------------
    @staticmethod
    def _value(item: MemoryItem, extra: dict[str, Any]) -> dict[str, Any]:
        return {**extra, "content": item.content, "type": item.type.value, "status": item.status.value,
                "importance": item.importance, "confidence": item.confidence, "entities": list(item.entities),
                "item_id": item.id}

    def _item(self, ns: tuple[str, ...], key: str, item: MemoryItem, extra: dict[str, Any]) -> Item:
        return Item(namespace=ns, key=key, value=self._value(item, extra), created_at=item.created_at,
                    updated_at=item.updated_at)

    def _search_item(self, ns: tuple[str, ...], key: str, item: MemoryItem, extra: dict[str, Any],
                     score: float | None) -> SearchItem:
        return SearchItem(namespace=ns, key=key, value=self._value(item, extra), created_at=item.created_at,
                          updated_at=item.updated_at, score=score)

    # -- operations -------------------------------------------------------------------------------------------
    def _get(self, op: GetOp) -> Item | None:
        user = self._user_of(op.namespace)
        item, extra = self._resolve(user, op.key)
        return None if item is None else self._item(tuple(op.namespace), op.key, item, extra)

    def _put(self, op: PutOp) -> None:
        user = self._user_of(op.namespace)
        item, _ = self._resolve(user, op.key)
        if op.value is None:
            if item is not None and not self._other_keys(user, op.key, item.id):
                self.memory.forget(user, item.id)
            self._drop_mapping(user, op.key)
            return
        if not isinstance(op.value, dict):
            raise InvalidContentError("a store value must be a dict, e.g. {'content': '用户不吃辣'}")
        value = op.value
        content = _content_of(value)
        fields: dict[str, Any] = {k: value[k] for k in ("importance", "confidence") if value.get(k) is not None}
        mtype = value.get("type") if value.get("type") in {t.value for t in MemoryType} else None
        entities = value.get("entities") if isinstance(value.get("entities"), list) else None
        extra = {k: v for k, v in value.items() if k not in MEMORY_FIELDS and k not in ("text", "memory")}
        _validate.text(json.dumps(extra, ensure_ascii=False, default=str), "store value")  # before any write (#12)
        if item is not None:
            changes = {k: v for k, v in {"content": content, "type": mtype, "entities": entities, **fields}.items()
                       if v is not None and v != _current(item, k)}
            if changes:  # an unchanged put is not a new version
                self.memory.update(user, item.id, reason="store.put", **changes)
            item_id = item.id
        else:
            report = self.memory.add(user, content, mtype or MemoryType.FACT, entities=entities, **fields)
            ids = [a.item_id for a in report.actions if a.item_id]
            if not ids:
                reasons = "; ".join(a.reason for a in [*report.refusals, *report.actions]) or "no action"
                raise InvalidContentError(f"memory was not stored: {reasons}")
            item_id = ids[0]
        if op.key != item_id or extra:
            self._set_mapping(user, op.key, item_id, extra)

    def _search(self, op: SearchOp) -> list[SearchItem]:
        ns = tuple(op.namespace_prefix)
        user = self._user_of(ns)
        _validate.count(op.limit, "limit", lo=0), _validate.count(op.offset, "offset", lo=0)  # issue 12
        want = max(0, op.limit) + max(0, op.offset)
        fetch = want * FILTER_OVERFETCH if op.filter else want
        scored: list[tuple[MemoryItem, float | None]]
        if op.query:
            scored = [(h.item, h.score) for h in self.memory.search(user, op.query, k=max(fetch, 1))]
        else:
            items = sorted(self.memory.items(user, status="active"), key=lambda i: i.updated_at, reverse=True)
            scored = [(i, None) for i in items]
        keys = self._keys_by_item(user)
        out: list[SearchItem] = []
        for item, score in scored:
            key, extra = keys.get(item.id, (item.id, {}))
            if op.filter and not all(_compare(self._value(item, extra).get(k), v) for k, v in op.filter.items()):
                continue
            out.append(self._search_item(ns, key, item, extra, score))
        return out[op.offset: op.offset + op.limit]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        run_user = self._run_user()
        if run_user is None:
            raise AccessDeniedError(
                "list_namespaces lists only the run's own namespace: name the user in "
                "config['configurable']['user_id'] or wrap the call in user_scope(user_id)")
        has_data = bool(self.memory.items(run_user)) or bool(self._keys_by_item(run_user))
        namespaces = [self.namespace(run_user)] if has_data else []
        namespaces = [ns for ns in namespaces if all(_matches(c, ns) for c in op.match_conditions or ())]
        if op.max_depth is not None:
            namespaces = sorted({ns[: op.max_depth] for ns in namespaces})
        return namespaces[op.offset: op.offset + op.limit]

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

