"""Labelled corpora for the learned classifiers, and leave-domain-out evaluation.

A corpus is JSONL, one example per line: ``{"text": …, "label": …, "domain": …, "lang": "zh"|"en"}`` (other fields
are kept in ``extra``). Leave-domain-out trains without one domain and tests on it, for every domain: the honest
measure of how a phrase-dependent decision generalises to topics nobody wrote examples for.

    >>> rows = [Example("我不吃辣", "keep", "food", "zh"), Example("你好", "drop", "chat", "zh")]
    >>> sorted({e.domain for e in rows})
    ['chat', 'food']
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from ..errors import InvalidInputError

__all__ = ["Example", "confusion", "jsonl_rows", "leave_domain_out", "load_jsonl"]

T = TypeVar("T")


@dataclass(frozen=True)
class Example:
    """One labelled text."""

    text: str
    label: str
    domain: str = ""
    lang: str = ""
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


def jsonl_rows(paths: Iterable[str | Path], read: Callable[[dict[str, Any]], T], *, what: str) -> list[T]:
    """``read(row)`` for every non-blank line of the JSONL files; a line that is not JSON, or that ``read`` cannot
    take (``ValueError``, ``KeyError``, ``TypeError``, ``AttributeError``), raises :class:`InvalidInputError` with its
    place::

        >>> jsonl_rows([], dict, what="row")
        []
    """
    out: list[T] = []
    for path in paths:
        with Path(path).open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if not line.strip():
                    continue
                try:
                    out.append(read(json.loads(line)))
                except (ValueError, KeyError, TypeError, AttributeError) as exc:
                    raise InvalidInputError(f"{path}:{number}: not {what} ({exc})") from exc
    return out


def _example(row: dict[str, Any], label_key: str) -> Example:
    text, label = str(row.pop("text")), str(row.pop(label_key))
    return Example(text, label, str(row.pop("domain", "")), str(row.pop("lang", "")), row)


def load_jsonl(paths: Iterable[str | Path], *, label_key: str = "label") -> list[Example]:
    """Examples from one or more JSONL files; a malformed line raises :class:`InvalidInputError` with its place."""
    return jsonl_rows(paths, lambda row: _example(row, label_key), what="a labelled example")


def confusion(gold: Sequence[str], predicted: Sequence[str], labels: Sequence[str]) -> list[list[int]]:
    """``matrix[i][j]`` = examples of ``labels[i]`` predicted as ``labels[j]``."""
    index = {name: i for i, name in enumerate(labels)}
    matrix = [[0] * len(labels) for _ in labels]
    for g, p in zip(gold, predicted, strict=True):
        matrix[index[g]][index[p]] += 1
    return matrix


Trainer = Callable[[list[Example]], Callable[[list[Example]], list[str]]]


def leave_domain_out(examples: Sequence[Example], train: Trainer, *, folds: int | None = None,
                     ) -> dict[str, tuple[list[str], list[str]]]:
    """Train without some domains, predict them; every domain is predicted by a model that never saw it.

    ``folds=None`` holds out one domain at a time; ``folds=k`` splits the sorted domains round-robin into ``k``
    groups (same guarantee, ``k`` trainings instead of one per domain). ``train(examples)`` returns a predictor
    ``predict(examples) -> labels``. Returns ``{domain: (gold, predicted)}``.
    """
    domains = sorted({e.domain for e in examples})
    k = len(domains) if folds is None else max(2, min(folds, len(domains)))
    groups = [domains[i::k] for i in range(k)]
    out: dict[str, tuple[list[str], list[str]]] = {}
    for group in groups:
        held_out = set(group)
        predict = train([e for e in examples if e.domain not in held_out])
        for domain in group:
            held = [e for e in examples if e.domain == domain]
            out[domain] = ([e.label for e in held], predict(held))
    return out
