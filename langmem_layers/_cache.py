"""One bounded, thread-safe LRU for the package, and the erasure registry every cache of user text is in.

The README promises that ``forget_user`` empties the in-process caches that hold a user's words. Every such cache
is therefore either a :class:`BoundedLRU` (registered when it is built) or a function memoised with
:func:`text_cache` (registered when it is decorated); :func:`erase_user` — called by ``forget_user`` — walks the
registry:

* a cache that knows whose entries it holds (``owner=``, e.g. sessions keyed by ``(user_id, session_id)``) drops
  that user's entries only;
* a cache keyed by text (trigger hits, query vectors, document frequencies, memoised text functions) cannot tell
  whose text a key is, so it is emptied: it rebuilds on use.

    >>> seen = BoundedLRU(2, name="doctest")
    >>> seen.put("a", 1); seen.put("b", 2); seen.put("c", 3)
    >>> seen.keys(), seen.get("a")
    (['b', 'c'], None)
    >>> sessions = BoundedLRU(8, name="doctest.sessions", owner=lambda key: key[0])
    >>> sessions.put(("alice", "s1"), "…"); sessions.put(("bob", "s1"), "…")
    >>> sessions.forget("alice"), sessions.keys()
    (1, [('bob', 's1')])

No other module of ``langmem_layers`` may build its own LRU (``OrderedDict`` + lock): a test scans the package.
"""

from __future__ import annotations

import functools
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Collection, Hashable, Iterator
from typing import Any, Generic, TypeVar, cast

__all__ = ["BoundedLRU", "erase_user", "registered_caches", "text_cache", "text_caches"]

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
_F = TypeVar("_F", bound=Callable[..., Any])

_MISSING: Any = object()
_REGISTRY_LOCK = threading.Lock()
#: Every live :class:`BoundedLRU` (weakly: a cache goes when its owner does).
_CACHES: weakref.WeakSet[BoundedLRU[Any, Any]] = weakref.WeakSet()
#: Every function memoised with :func:`text_cache` (module-level functions: they live as long as the process).
_TEXT_CACHES: list[Any] = []


class BoundedLRU(Generic[K, V]):
    """A bounded, thread-safe LRU map, registered for erasure.

    ``maxsize``: the most entries kept — or, with ``weight``, the most total weight (at least one entry is kept).
    ``name``: what the cache is (shown by :func:`registered_caches`). ``owner``: the user id a key belongs to, when
    the key says it; :meth:`forget` then drops only that user's entries instead of emptying the cache.
    """

    def __init__(self, maxsize: int, *, name: str, owner: Callable[[K], str | None] | None = None,
                 weight: Callable[[V], int] | None = None) -> None:
        self.maxsize = max(1, int(maxsize))
        self.name = name
        self._owner = owner
        self._weight = weight
        self._data: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.RLock()
        with _REGISTRY_LOCK:
            _CACHES.add(self)

    def get(self, key: K, default: Any = None) -> Any:
        """The value for ``key`` (now most recently used), else ``default``."""
        with self._lock:
            value = self._data.get(key, _MISSING)
            if value is _MISSING:
                return default
            self._data.move_to_end(key)
            return value

    def put(self, key: K, value: V) -> None:
        """Store ``value`` as the most recently used entry; evicts the least recently used past the bound."""
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            self._evict()

    def get_or_put(self, key: K, make: Callable[[], V]) -> V:
        """The value for ``key``; when missing, ``make()`` is stored and returned (under the cache's lock)."""
        with self._lock:
            value = self._data.get(key, _MISSING)
            if value is _MISSING:
                value = make()
                self._data[key] = value
            self._data.move_to_end(key)
            self._evict()
            return cast(V, value)

    def pop(self, key: K, default: Any = None) -> Any:
        with self._lock:
            return self._data.pop(key, default)

    def drop(self, predicate: Callable[[K], bool]) -> int:
        """Remove every entry whose key satisfies ``predicate``; returns how many."""
        with self._lock:
            keys = [k for k in self._data if predicate(k)]
            for key in keys:
                del self._data[key]
            return len(keys)

    def forget(self, user_id: str) -> int:
        """Erasure: drop ``user_id``'s entries (every entry when keys do not name their user); returns how many."""
        if self._owner is None:
            return self.clear()
        owner = self._owner
        return self.drop(lambda key: owner(key) == user_id)

    def clear(self) -> int:
        """Empty the cache; returns how many entries it held."""
        with self._lock:
            count = len(self._data)
            self._data.clear()
            return count

    def keys(self) -> list[K]:
        """The keys, least recently used first (a snapshot)."""
        with self._lock:
            return list(self._data)

    def values(self) -> list[V]:
        with self._lock:
            return list(self._data.values())

    def __iter__(self) -> Iterator[K]:
        return iter(self.keys())

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __repr__(self) -> str:
        return f"BoundedLRU(name={self.name!r}, size={len(self._data)}, maxsize={self.maxsize})"

    def _evict(self) -> None:
        if self._weight is None:
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)
            return
        weigh = self._weight
        while len(self._data) > 1 and sum(weigh(v) for v in self._data.values()) > self.maxsize:
            self._data.popitem(last=False)


def text_cache(maxsize: int) -> Callable[[_F], _F]:
    """``functools.lru_cache`` for a function of user text, registered so that :func:`erase_user` — called by
    ``forget_user`` — empties it: an erased user's words must not linger in process memory either."""

    def wrap(fn: _F) -> _F:
        cached = functools.lru_cache(maxsize=maxsize)(fn)
        with _REGISTRY_LOCK:
            _TEXT_CACHES.append(cached)
        return cast(_F, cached)

    return wrap


def text_caches() -> list[Any]:
    """The memoised functions of user text (see :func:`text_cache`)."""
    with _REGISTRY_LOCK:
        return list(_TEXT_CACHES)


def registered_caches() -> list[BoundedLRU[Any, Any]]:
    """Every live :class:`BoundedLRU`."""
    with _REGISTRY_LOCK:
        return list(_CACHES)


def erase_user(user_id: str, *, keep: Collection[BoundedLRU[Any, Any]] = ()) -> int:
    """Drop ``user_id``'s words from every registered cache (see the module docstring) but the caches in ``keep``
    (ones the caller brought up to date itself, e.g. a vector matrix patched after one item was forgotten);
    returns how many caches were visited."""
    memos, caches = text_caches(), [c for c in registered_caches() if all(c is not k for k in keep)]
    for memo in memos:
        memo.cache_clear()
    for cache in caches:
        cache.forget(user_id)
    return len(memos) + len(caches)
