"""Drop-in LangGraph / LangChain adapters for langmem-layers.

- :class:`UserBoundCheckpointer` — a checkpointer whose threads belong to one user each.
- :class:`MemoryStoreAdapter` — LangGraph ``BaseStore`` over one user's memories (``("memories", user_id, *sub)``).
- :func:`make_memory_tools` — remember / search / forget tools scoped to the run's user.
- :func:`make_manage_memory_tools` — LangMem-style ``manage_memory`` (create / update / delete by id) + search.
- :class:`MemoryMiddleware` — ``create_agent`` middleware (extra ``agents``): assemble context, then write.
- :class:`LegacyLayeredMemory` — ``langchain_classic`` ``BaseMemory`` for older chains (extra ``legacy``).

The last two import their optional packages only when first used::

    >>> from langmem_layers.integrations import make_memory_tools, UserBoundCheckpointer, user_scope
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from ._user import resolve_user, user_scope
from .checkpointer import CHECKPOINTS_FILENAME, ThreadOwners, UserBoundCheckpointer, purge_user_checkpoints
from .store import MemoryStoreAdapter
from .tools import make_manage_memory_tools, make_memory_tools

if TYPE_CHECKING:
    from .legacy import LegacyLayeredMemory
    from .middleware import MemoryMiddleware

__all__ = [
    "CHECKPOINTS_FILENAME",
    "LegacyLayeredMemory",
    "MemoryMiddleware",
    "MemoryStoreAdapter",
    "ThreadOwners",
    "UserBoundCheckpointer",
    "make_manage_memory_tools",
    "make_memory_tools",
    "purge_user_checkpoints",
    "resolve_user",
    "user_scope",
]

_LAZY = {"MemoryMiddleware": ".middleware", "LegacyLayeredMemory": ".legacy"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
