"""Who is this run for? The one user resolver every adapter shares.

A LangGraph run names its user in ``config["configurable"]["user_id"]`` or in the run context
(``graph.invoke(..., context={"user_id": ...})`` with a ``context_schema``). Code that has no config at hand
(``delete_thread``, a script) can open a :func:`user_scope`. There is never a default user::

    >>> resolve_user({"configurable": {"user_id": "alice"}})
    'alice'
    >>> with user_scope("bob"):
    ...     resolve_user(None)
    'bob'
    >>> resolve_user(None)
    Traceback (most recent call last):
    ...
    langmem_layers.errors.InvalidUserIdError: no user_id for this run: ...
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from langchain_core.runnables.config import var_child_runnable_config

from ..config import MemoryConfig
from ..errors import AccessDeniedError, InvalidUserIdError

__all__ = ["USER_KEY", "context_user", "resolve_user", "user_from_config", "user_scope", "validate_user_id"]

#: The ``configurable`` / run-context key that names the user.
USER_KEY = "user_id"
#: Where LangGraph keeps the run's ``Runtime`` (with ``.context``) inside ``configurable``.
RUNTIME_KEY = "__pregel_runtime"
MAX_USER_ID_CHARS: int = MemoryConfig.model_fields["max_user_id_chars"].default

_MISSING_USER = (
    "no user_id for this run: pass config={'configurable': {'user_id': ...}}, a run context with a "
    "'user_id' field, or wrap the call in langmem_layers.integrations.user_scope(user_id)"
)

_scoped_user: ContextVar[str | None] = ContextVar("langmem_layers_user", default=None)


def validate_user_id(user_id: Any) -> str:
    """The same rules as ``LayeredMemory.check_user``: a non-empty string, no control characters, bounded."""
    if not isinstance(user_id, str) or not user_id.strip():
        raise InvalidUserIdError("user_id must be a non-empty string; every thread and memory belongs to one user")
    if len(user_id) > MAX_USER_ID_CHARS:
        raise InvalidUserIdError(f"user_id is longer than {MAX_USER_ID_CHARS} characters")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in user_id):
        raise InvalidUserIdError("user_id must not contain control characters (NUL, newline …)")
    return user_id


@contextmanager
def user_scope(user_id: str) -> Iterator[str]:
    """Run a block on behalf of ``user_id`` (for calls that take no config, e.g. ``delete_thread``)."""
    token = _scoped_user.set(validate_user_id(user_id))
    try:
        yield user_id
    finally:
        _scoped_user.reset(token)


def context_user(context: Any) -> Any:
    """``user_id`` from a run context: a mapping, a dataclass or a pydantic model."""
    if context is None:
        return None
    if isinstance(context, Mapping):
        return context.get(USER_KEY)
    return getattr(context, USER_KEY, None)


def user_from_config(config: Mapping[str, Any] | None) -> str | None:
    """The user a config names (``configurable.user_id`` or the LangGraph run context), validated; None if none.

    Both present and different is refused: a run cannot act for two users.
    """
    configurable = (config or {}).get("configurable") or {}
    explicit = configurable.get(USER_KEY)
    runtime = configurable.get(RUNTIME_KEY)
    from_context = context_user(getattr(runtime, "context", None))
    if explicit is not None and from_context is not None and explicit != from_context:
        raise AccessDeniedError("config['configurable']['user_id'] and the run context name different users")
    found = explicit if explicit is not None else from_context
    return None if found is None else validate_user_id(found)


def _ambient_config() -> Mapping[str, Any] | None:
    return var_child_runnable_config.get()


def resolve_user(config: Mapping[str, Any] | None = None, *, context: Any = None) -> str:
    """The run's user: explicit ``config`` → ``context`` → :func:`user_scope` → the ambient runnable config.

    Raises ``InvalidUserIdError`` when none names a user (never a shared default), ``AccessDeniedError`` when
    the config and the context name different users.
    """
    from_config, from_context = user_from_config(config), context_user(context)
    if from_config is not None and from_context is not None and from_config != from_context:
        raise AccessDeniedError("config['configurable']['user_id'] and the run context name different users")
    for found in (from_config, from_context, _scoped_user.get()):
        if found is not None:
            return validate_user_id(found)
    ambient = user_from_config(_ambient_config())
    if ambient is not None:
        return ambient
    raise InvalidUserIdError(_MISSING_USER)
