"""Readable traces: attach what a node did (user, route, counts, tokens, actions) to its own run's metadata.

LangGraph opens one run per node; this module adds metadata to that live run in every tracer attached to the
call (LangSmith's ``LangChainTracer``, a local ``RunCollectorCallbackHandler`` …), so the values show up on the
node in LangSmith and can be asserted in tests::

    >>> annotate_run({}, {"route": "memory"})  # no callbacks: nothing to annotate
    0
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.runnables import RunnableConfig
from langchain_core.tracers.base import AsyncBaseTracer, BaseTracer

__all__ = ["METADATA_PREFIX", "annotate_run"]

#: Prefix of every metadata key the memory agent adds (keeps them apart from LangGraph's own keys).
METADATA_PREFIX = "memory_"


def annotate_run(config: RunnableConfig | None, metadata: Mapping[str, Any]) -> int:
    """Merge ``metadata`` (keys prefixed with :data:`METADATA_PREFIX`) into the current node run.

    Returns how many tracer runs were annotated (0 when tracing is off).
    """
    manager = (config or {}).get("callbacks")
    run_id = getattr(manager, "parent_run_id", None)
    if manager is None or run_id is None:
        return 0
    extra = {f"{METADATA_PREFIX}{k}" if not k.startswith(METADATA_PREFIX) else k: v for k, v in metadata.items()}
    done = 0
    for handler in getattr(manager, "handlers", []):
        if not isinstance(handler, BaseTracer | AsyncBaseTracer):
            continue
        run = handler.run_map.get(str(run_id))
        if run is None:
            continue
        run.extra = {**(run.extra or {}), "metadata": {**(run.extra or {}).get("metadata", {}), **extra}}
        done += 1
    return done
