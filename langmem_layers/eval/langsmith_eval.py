"""Run the same scenario suite through LangSmith's evaluation API (needs ``LANGSMITH_API_KEY`` and network).

One dataset example per scenario (inputs: the scenario name; reference outputs: its expectations); the target runs
the scenario on a fresh store and returns its counts; evaluators turn the counts into the suite's metrics, so the
experiment in LangSmith shows write precision/recall/accuracy, recall hits and false overwrites per scenario::

    python -m langmem_layers.eval --langsmith
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from .runner import open_memory, run_scenario
from .scenarios import DEFAULT_SUITE
from .scoring import METRICS, Counts
from .script import Scenario

__all__ = ["DATASET_NAME", "has_langsmith_key", "run_with_langsmith"]

#: Dataset created (once) in LangSmith for the suite.
DATASET_NAME = "langmem-layers-scenarios"


def has_langsmith_key() -> bool:
    """True when a LangSmith API key is configured in the environment."""
    return bool(os.environ.get("LANGSMITH_API_KEY") or os.environ.get("LANGCHAIN_API_KEY"))


def _score(key: str, outputs: dict[str, Any]) -> dict[str, Any]:
    return {"key": key, "score": Counts.of(outputs).metrics()[key]}


def _evaluator(key: str) -> Any:
    def evaluate(outputs: dict[str, Any]) -> dict[str, Any]:
        return _score(key, outputs)

    evaluate.__name__ = key
    return evaluate


def run_with_langsmith(
    scenarios: Sequence[Scenario] | None = None, *, embeddings: str = "auto", dataset_name: str = DATASET_NAME,
    experiment_prefix: str = "langmem-layers",
) -> Any:
    """Create/refresh the dataset and run an experiment; returns langsmith's ``ExperimentResults``."""
    from langsmith import Client, evaluate

    suite = {sc.name: sc for sc in (scenarios or DEFAULT_SUITE)}
    client = Client()
    if not client.has_dataset(dataset_name=dataset_name):
        dataset = client.create_dataset(dataset_name, description="langmem-layers multi-session memory scenarios")
        client.create_examples(
            dataset_id=dataset.id,
            examples=[{"inputs": {"scenario": name},
                       "outputs": {"kind": sc.kind, "expected": sc.expectations, "probes": len(sc.probes)}}
                      for name, sc in suite.items()],
        )

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        with tempfile.TemporaryDirectory() as tmp, open_memory(tmp, embeddings) as mem:
            return asdict(run_scenario(mem, suite[inputs["scenario"]]))

    return evaluate(target, data=dataset_name, evaluators=[_evaluator(k) for k in METRICS],
                    experiment_prefix=experiment_prefix, max_concurrency=1)
