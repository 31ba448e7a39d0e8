"""Argument validation at the public boundary, in one place.

Every public verb of :class:`~langmem_layers.LayeredMemory` (and the knowledge base, the ``BaseStore`` adapter and
the tools) normalises its arguments with these functions *once*, before any service runs, so a bad argument is an
:class:`~langmem_layers.errors.InvalidInputError` naming the argument — never a ``UnicodeEncodeError`` from SQLite,
a pydantic ``ValidationError`` from a record, or a ``TypeError`` deep in the ranking code::

    >>> from langmem_layers._validate import when, count
    >>> when("2026-01-05T09:00:00Z").isoformat()
    '2026-01-05T09:00:00+00:00'
    >>> count("5", "k")
    Traceback (most recent call last):
    ...
    langmem_layers.errors.InvalidInputError: k must be an integer, got '5'

:func:`boundary` is the one place where driver errors that still escape a verb (text that cannot be encoded,
a record that refuses a value, a raw ``sqlite3`` error) are mapped to the library's typed errors.
"""

from __future__ import annotations

import functools
import math
import sqlite3
from collections.abc import Callable, Iterable
from datetime import UTC, date, datetime
from typing import Any, TypeVar, cast

from pydantic import ValidationError

from .errors import InvalidContentError, InvalidInputError, InvalidUserIdError, MemoryLayerError, StoreError

__all__ = [
    "boundary",
    "count",
    "entries",
    "flag",
    "message_list",
    "opt_count",
    "opt_text",
    "query_text",
    "str_list",
    "text",
    "user_id",
    "when",
]

F = TypeVar("F", bound=Callable[..., Any])


def _encodable(value: str) -> bool:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def text(value: Any, what: str, *, exc: type[InvalidInputError] = InvalidInputError, allow_empty: bool = True,
         max_chars: int | None = None) -> str:
    """A string that is valid UTF-8 text (no lone surrogates), optionally non-empty and bounded."""
    if not isinstance(value, str):
        raise exc(f"{what} must be a string, got {type(value).__name__}")
    if not _encodable(value):
        raise exc(f"{what} is not valid UTF-8 text (it contains a lone surrogate)")
    if not allow_empty and not value.strip():
        raise exc(f"{what} must not be empty")
    if max_chars is not None and len(value) > max_chars:
        raise exc(f"{what} is longer than {max_chars} characters")
    return value


def opt_text(value: Any, what: str, *, exc: type[InvalidInputError] = InvalidInputError) -> str | None:
    """``None`` or valid UTF-8 text (ids: ``session_id``, ``linked_doc_id``, ``source_message_id``, ``slot`` …)."""
    return None if value is None else text(value, what, exc=exc)


def user_id(value: Any, max_chars: int) -> str:
    """A user id: non-empty valid UTF-8 text without control characters, within ``max_chars``."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidUserIdError("user_id must be a non-empty string; every memory belongs to one user")
    if len(value) > max_chars:
        raise InvalidUserIdError(f"user_id is longer than {max_chars} characters")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise InvalidUserIdError("user_id must not contain control characters (NUL, newline …)")
    if not _encodable(value):
        raise InvalidUserIdError("user_id is not valid UTF-8 text (it contains a lone surrogate)")
    return value


def when(value: Any, what: str = "now") -> datetime | None:
    """``None``, a ``datetime`` or an ISO-8601 string (``Z`` accepted) → a ``datetime`` (naive stays naive: the
    clock's zone is applied by :meth:`~langmem_layers._deps.Deps.now`)."""
    if value is None or isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=UTC)
    if isinstance(value, str) and _encodable(value):
        raw = value.strip()
        try:
            return datetime.fromisoformat(raw[:-1] + "+00:00" if raw.endswith(("Z", "z")) else raw)
        except ValueError:
            pass
    raise InvalidInputError(f"{what} must be a datetime or an ISO-8601 string, got {value!r:.80}")


def count(value: Any, what: str, *, lo: int = 1, hi: int | None = None) -> int:
    """An ``int`` (not a bool, float or string) in ``[lo, hi]``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInputError(f"{what} must be an integer, got {value!r:.80}")
    if value < lo or (hi is not None and value > hi):
        raise InvalidInputError(f"{what} must be in [{lo}, {hi if hi is not None else '∞'}], got {value}")
    return value


def opt_count(value: Any, what: str, *, lo: int = 1, hi: int | None = None) -> int | None:
    return None if value is None else count(value, what, lo=lo, hi=hi)


def flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidInputError(f"{what} must be True or False, got {value!r:.80}")
    return value


def number(value: Any, what: str) -> float | None:
    """``None`` or a finite real number (bools refused)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise InvalidContentError(f"{what} must be a finite number, got {value!r:.80}")
    return float(value)


def str_list(value: Any, what: str, *, exc: type[InvalidInputError] = InvalidInputError,
             single: bool = False) -> list[str] | None:
    """``None`` or a list/tuple of valid UTF-8 strings (``single=True`` also takes one string)."""
    if value is None:
        return None
    if single and isinstance(value, str):
        value = [value]
    if not isinstance(value, list | tuple):
        raise exc(f"{what} must be a list of strings, got {type(value).__name__}")
    return [text(v, f"{what}[{i}]", exc=exc) for i, v in enumerate(value)]


ENTRY_KEYS = frozenset({"content", "type", "importance", "confidence", "entities", "slot", "source_message_id",
                        "linked_doc_id", "change_of_mind", "now"})


def entries(value: Any, max_entries: int) -> list[dict[str, Any]]:
    """``add_many`` entries: a list of dicts with known keys, at most ``max_entries`` (checked before any work)."""
    if isinstance(value, dict | str) or not isinstance(value, Iterable):
        raise InvalidInputError(f"entries must be a list of dicts, got {type(value).__name__}")
    out: list[dict[str, Any]] = []
    for i, entry in enumerate(value):
        if len(out) >= max_entries:
            raise InvalidInputError(f"more than max_entries_per_call={max_entries} entries in one add_many; "
                                    "split the batch (or raise MemoryConfig.max_entries_per_call)")
        if not isinstance(entry, dict):
            raise InvalidInputError(f"entries[{i}] must be a dict, got {type(entry).__name__}")
        unknown = set(entry) - ENTRY_KEYS
        if unknown:
            raise InvalidInputError(f"entries[{i}] has unknown keys {sorted(map(str, unknown))}; "
                                    f"allowed: {sorted(ENTRY_KEYS)}")
        fields = dict(entry)
        for key in ("slot", "source_message_id", "linked_doc_id"):
            fields[key] = opt_text(fields.get(key), f"entries[{i}].{key}", exc=InvalidContentError)
        fields["entities"] = str_list(fields.get("entities"), f"entries[{i}].entities", exc=InvalidContentError)
        fields["change_of_mind"] = flag(fields.get("change_of_mind", False), f"entries[{i}].change_of_mind")
        fields["now"] = when(fields.get("now"), f"entries[{i}].now")
        out.append({k: v for k, v in fields.items() if v is not None or k == "content"})
    return out


def message_list(value: Any, max_messages: int) -> Any:
    """The messages of one call, at most ``max_messages`` of them (a single message or ``None`` passes through;
    the pipeline reports messages it cannot read instead of raising)."""
    if isinstance(value, list | tuple) and len(value) > max_messages:
        raise InvalidInputError(f"{len(value)} messages in one call; the limit is max_messages_per_call="
                                f"{max_messages} (pass only the new turns, or raise the limit in MemoryConfig)")
    return value


def query_text(value: Any, max_chars: int) -> tuple[Any, bool]:
    """A search query cut to ``max_chars`` (→ ``(query, truncated)``). Like content, query text is free text: lone
    surrogates are cleaned away downstream, not refused (only ids and keys must be valid UTF-8)."""
    if not isinstance(value, str):
        return value, False
    query = value
    if len(query) > max_chars:
        return query[:max_chars], True
    return query, False


def boundary(fn: F) -> F:
    """Map the driver errors that still escape a public verb to typed errors (the one place where this happens)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except MemoryLayerError:
            raise
        except UnicodeError as exc:
            raise InvalidInputError(f"{fn.__name__}: an argument is not valid UTF-8 text ({exc})") from exc
        except ValidationError as exc:
            errors = exc.errors()
            where = ".".join(str(p) for p in errors[0]["loc"]) if errors else ""
            why = errors[0]["msg"] if errors else str(exc)
            raise InvalidInputError(f"{fn.__name__}: invalid value for {where or exc.title}: {why}") from exc
        except sqlite3.Error as exc:
            raise StoreError(f"{fn.__name__}: SQLite failed: {type(exc).__name__}: {exc}") from exc

    return cast(F, wrapper)
