"""Run the same scenario suite through LangSmith's evaluation API (needs ``LANGSMITH_API_KEY`` and network).

One dataset example per scenario (inputs: the scenario name; reference outputs: its expectations); the target runs
the scenario on a fresh store and returns its counts; evaluators turn the counts into the suite's metrics, so the
experiment in LangSmith shows write precision/recall/accuracy, recall hits and false overwrites per scenario::

    python -m langmem_layers.eval --langsmith
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import asdict
from typing import Any

from .runner import run_scenario
from .scenarios import DEFAULT_SUITE, Scenario

__all__ = ["DATASET_NAME", "has_langsmith_key", "run_with_langsmith"]

#: Dataset created (once) in LangSmith for the suite.
DATASET_NAME = "langmem-layers-scenarios"


def has_langsmith_key() -> bool:
    """True when a LangSmith API key is configured in the environment."""
    return bool(os.environ.get("LANGSMITH_API_KEY") or os.environ.get("LANGCHAIN_API_KEY"))


def _score(key: str, outputs: dict[str, Any]) -> dict[str, Any]:
    o = outputs
    values = {
        "write_precision": o["true_writes"] / max(1, o["true_writes"] + o["false_writes"]),
        "write_recall": o["met"] / o["expected"] if o["expected"] else 1.0,
        "write_accuracy": o["met"] / max(1, o["expected"] + o["false_writes"]),
        "recall_hit_rate": o["probe_hits"] / o["probes"] if o["probes"] else 1.0,
        "false_overwrite_rate": o["false_overwrites"] / o["stored"] if o["stored"] else 0.0,
    }
    return {"key": key, "score": values[key]}


def _evaluator(key: str) -> Any:
    def evaluate(outputs: dict[str, Any]) -> dict[str, Any]:
        return _score(key, outputs)

    evaluate.__name__ = key
    return evaluate


def run_with_langsmith(
    scenarios: list[Scenario] | None = None, *, embeddings: str = "auto", dataset_name: str = DATASET_NAME,
    experiment_prefix: str = "langmem-layers",
) -> Any:
    """Create/refresh the dataset and run an experiment; returns langsmith's ``ExperimentResults``."""
    from langsmith import Client, evaluate

    from ..config import MemoryConfig
    from ..embeddings import HashingEmbeddings
    from ..memory import LayeredMemory
    from .runner import DAY0

    suite = {sc.name: sc for sc in (scenarios or DEFAULT_SUITE)}
    client = Client()
    if not client.has_dataset(dataset_name=dataset_name):
        dataset = client.create_dataset(dataset_name, description="langmem-layers multi-session memory scenarios")
        client.create_examples(
            dataset_id=dataset.id,
            examples=[{"inputs": {"scenario": name},
                       "outputs": {"kind": sc.kind, "expected": len(sc.active) + len(sc.observed)
                                   + len(sc.superseded) + len(sc.expired) + len(sc.forbidden),
                                   "probes": len(sc.probes)}} for name, sc in suite.items()],
        )
    emb = HashingEmbeddings() if embeddings == "hashing" else None

    def target(inputs: dict[str, Any]) -> dict[str, Any]:
        with tempfile.TemporaryDirectory() as tmp, \
                LayeredMemory.open(tmp, config=MemoryConfig(clock=lambda: DAY0), embeddings=emb) as mem:
            return asdict(run_scenario(mem, suite[inputs["scenario"]]))

    keys = ("write_precision", "write_recall", "write_accuracy", "recall_hit_rate", "false_overwrite_rate")
    return evaluate(target, data=dataset_name, evaluators=[_evaluator(k) for k in keys],
                    experiment_prefix=experiment_prefix, max_concurrency=1)
