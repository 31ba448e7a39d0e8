"""Evaluation: a held-out, bilingual multi-session scenario suite scored through the public API [SPEC 6].

    python -m langmem_layers.eval                 # local run, prints a table per scenario kind
    python -m langmem_layers.eval --langsmith     # the same suite as a LangSmith experiment

The scripted-conversation model (:mod:`.script`), the scoring and metrics (:mod:`.scoring`) and the runner
(:mod:`.runner`) are the one core every scenario suite uses, the write path's own test scripts included.

    >>> from langmem_layers.eval import TARGETS
    >>> TARGETS["write_accuracy"]
    ('>=', 0.9)
"""

from .langsmith_eval import has_langsmith_key, run_with_langsmith
from .runner import DAY0, EMBEDDINGS, TARGETS, SuiteReport, open_memory, run_scenario, run_suite
from .scenarios import DEFAULT_SUITE
from .scoring import METRICS, Counts, ScenarioResult, store_leaks
from .script import Expect, Probe, Scenario, ScriptSession, assistant, expect, probe, user

__all__ = [
    "DAY0",
    "DEFAULT_SUITE",
    "EMBEDDINGS",
    "METRICS",
    "TARGETS",
    "Counts",
    "Expect",
    "Probe",
    "Scenario",
    "ScenarioResult",
    "ScriptSession",
    "SuiteReport",
    "assistant",
    "expect",
    "has_langsmith_key",
    "open_memory",
    "probe",
    "run_scenario",
    "run_suite",
    "run_with_langsmith",
    "store_leaks",
    "user",
]
