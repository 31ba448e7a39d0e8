"""Evaluation: a held-out, bilingual multi-session scenario suite scored through the public API [SPEC 6].

    python -m langmem_layers.eval                 # local run, prints a table per scenario kind
    python -m langmem_layers.eval --langsmith     # the same suite as a LangSmith experiment

    >>> from langmem_layers.eval import TARGETS
    >>> TARGETS["write_accuracy"]
    ('>=', 0.9)
"""

from .langsmith_eval import has_langsmith_key, run_with_langsmith
from .runner import DAY0, TARGETS, ScenarioResult, SuiteReport, run_scenario, run_suite
from .scenarios import DEFAULT_SUITE, Expect, Probe, Scenario, ScriptSession, expect, probe

__all__ = [
    "DAY0",
    "DEFAULT_SUITE",
    "TARGETS",
    "Expect",
    "Probe",
    "Scenario",
    "ScenarioResult",
    "ScriptSession",
    "SuiteReport",
    "expect",
    "has_langsmith_key",
    "probe",
    "run_scenario",
    "run_suite",
    "run_with_langsmith",
]
