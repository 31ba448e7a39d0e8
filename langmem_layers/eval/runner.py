"""Run scenarios through the public API and report them.

Each user turn goes to :meth:`LayeredMemory.remember` the way an agent sends it after a turn (the assistant message
before it as context, then the user message, ``now=`` the simulated day); a turn with another role (a tool result)
goes alone as a ``{"role", "content"}`` dict. Recall probes go to :meth:`LayeredMemory.search`. Every scenario has
its own user in one store, so a suite also checks isolation. Scoring and metrics: :mod:`langmem_layers.eval.scoring`::

    >>> from langmem_layers.eval import run_suite, DEFAULT_SUITE
    >>> report = run_suite(DEFAULT_SUITE[:2], embeddings="hashing")
    >>> sorted(report.metrics())[:3]
    ['false_overwrite_rate', 'recall_hit_rate', 'scenarios']
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .scenarios import DEFAULT_SUITE
from .scoring import METRICS, Counts, ScenarioResult, score_probes, score_writes
from .script import Scenario

if TYPE_CHECKING:
    from langchain_core.embeddings import Embeddings

    from ..memory import LayeredMemory

__all__ = ["DAY0", "EMBEDDINGS", "TARGETS", "ScenarioResult", "SuiteReport", "open_memory", "run_scenario", "run_suite"]

#: Day 0 of every scenario (sessions are offsets from it).
DAY0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
#: SPEC 6 target lines: write accuracy ≥ 0.9, recall hit rate ≥ 0.8, false-overwrite rate < 1 %.
TARGETS: dict[str, tuple[str, float]] = {
    "write_accuracy": (">=", 0.9),
    "recall_hit_rate": (">=", 0.8),
    "false_overwrite_rate": ("<", 0.01),
}
#: Embedding choices by name: the embedded default model, or fast lexical hashing.
EMBEDDINGS = ("auto", "hashing")
#: Table headers for :data:`~langmem_layers.eval.scoring.METRICS`.
_HEADERS = ("precision", "recall", "accuracy", "recall hit", "false ovw")


def _metrics(results: Iterable[ScenarioResult]) -> dict[str, float]:
    rs = list(results)
    return {"scenarios": float(len(rs)), **Counts.total(rs).metrics()}


@dataclass
class SuiteReport:
    """All scenario results with the suite's metrics, per kind, and a table."""

    results: list[ScenarioResult]
    embeddings: str = ""

    @property
    def totals(self) -> Counts:
        """The counters summed over every scenario."""
        return Counts.total(self.results)

    @property
    def failures(self) -> dict[str, list[str]]:
        """The problems of every scenario that has any, by scenario name."""
        return {r.name: r.problems for r in self.results if r.problems}

    def metrics(self) -> dict[str, float]:
        return _metrics(self.results)

    def by_kind(self) -> dict[str, dict[str, float]]:
        kinds = sorted({r.kind for r in self.results})
        return {k: _metrics(r for r in self.results if r.kind == k) for k in kinds}

    def targets_met(self) -> dict[str, bool]:
        m = self.metrics()
        return {k: (m[k] >= v if op == ">=" else m[k] < v) for k, (op, v) in TARGETS.items()}

    def table(self) -> str:
        from ..cli import format_table

        rows = [(kind, int(m["scenarios"]), *(f"{m[c]:.3f}" for c in METRICS)) for kind, m in self.by_kind().items()]
        total = self.metrics()
        rows.append(("ALL", int(total["scenarios"]), *(f"{total[c]:.3f}" for c in METRICS)))
        met = self.targets_met()
        lines = [format_table(rows, ["kind", "n", *_HEADERS]), ""]
        lines += [f"target {k} {op} {v}: {'met' if met[k] else 'NOT met'} ({total[k]:.3f})"
                  for k, (op, v) in TARGETS.items()]
        return "\n".join(lines)


def _feed(mem: Any, sc: Scenario, user_id: str, day0: datetime, result: ScenarioResult) -> None:
    from langchain_core.messages import AIMessage, HumanMessage

    for index, session in enumerate(sc.sessions):
        now = day0 + timedelta(days=session.day)
        previous: AIMessage | None = None
        for role, text in session.turns:
            if role == "assistant":
                previous = AIMessage(text)
                continue
            if role == "user":
                batch: list[Any] = [previous, HumanMessage(text)] if previous is not None else [HumanMessage(text)]
                previous = None
                result.turns += 1
            else:
                batch = [{"role": role, "content": text}]
            report = mem.remember(user_id, batch, session_id=f"{user_id}-s{index}", now=now)
            result.refusals += len(report.refusals)
            result.llm_calls += report.llm_calls


def run_scenario(mem: Any, sc: Scenario, user: str | None = None, *, day0: datetime = DAY0,
                 shared: bool = True) -> ScenarioResult:
    """Feed one scenario into ``mem`` as ``user`` (default ``eval-<name>``), sessions dated from ``day0``, and
    score it (``shared``: see :func:`~.scoring.score_writes`)."""
    user_id = user or f"eval-{sc.name}"
    result = ScenarioResult(sc.name, sc.kind, sc.lang)
    _feed(mem, sc, user_id, day0, result)
    score_writes(mem.items(user_id), sc, result, shared=shared)
    last = day0 + timedelta(days=max((s.day for s in sc.sessions), default=0))
    score_probes(mem, sc, user_id, last, result)
    return result


def open_memory(path: str | Path, embeddings: str | Embeddings = "auto", *, day0: datetime = DAY0) -> LayeredMemory:
    """A :class:`LayeredMemory` at ``path`` whose clock stands at ``day0``. ``embeddings``: ``"auto"`` = the
    embedded default model, ``"hashing"`` = fast lexical, or an ``Embeddings`` object."""
    from ..config import MemoryConfig
    from ..embeddings import HashingEmbeddings
    from ..errors import ConfigError
    from ..memory import LayeredMemory

    emb: Embeddings | None
    if not isinstance(embeddings, str):
        emb = embeddings
    elif embeddings in EMBEDDINGS:
        emb = HashingEmbeddings() if embeddings == "hashing" else None
    else:
        raise ConfigError(f"embeddings must be one of {EMBEDDINGS} or an Embeddings object, not {embeddings!r}")
    return LayeredMemory.open(path, config=MemoryConfig(clock=lambda: day0), embeddings=emb)


def run_suite(
    scenarios: Sequence[Scenario] | None = None, *, memory: Any = None, embeddings: str = "auto",
    path: str | Path | None = None, day0: datetime = DAY0, shared: bool = True,
) -> SuiteReport:
    """Run ``scenarios`` (default :data:`DEFAULT_SUITE`) on ``memory`` or on a fresh store (``embeddings``:
    ``auto`` = the embedded default model, ``hashing`` = fast lexical), sessions dated from ``day0``; ``shared``:
    whether one memory may meet several expectations (:func:`~.scoring.score_writes`)."""
    suite = scenarios if scenarios is not None else DEFAULT_SUITE
    if memory is not None:
        return SuiteReport([run_scenario(memory, sc, day0=day0, shared=shared) for sc in suite],
                           embeddings=str(memory.model_id))
    with tempfile.TemporaryDirectory(prefix="langmem-eval-") as tmp, \
            open_memory(path or tmp, embeddings, day0=day0) as mem:
        return SuiteReport([run_scenario(mem, sc, day0=day0, shared=shared) for sc in suite],
                           embeddings=str(mem.model_id))
