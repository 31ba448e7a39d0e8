"""The learned write gate: is this clause worth remembering about the user, and as what?

Rules are the precise path (slots, household facts, updates, guards); the gate adds what rules miss — ordinary
facts said in the way people actually say them ("我有一辆红色的车", "I've been learning Spanish for two years").
It is a :class:`~langmem_layers.classify.LinearClassifier` over hashed character/word n-grams, joined with the
multilingual-e5 sentence vector when the memory embeds with e5 (the vectors are computed anyway), trained on the
labelled bilingual corpus in ``data/write_gate/`` (see its datasheet) and shipped as two small ``.npz`` files:

* ``write_gate_e5.npz`` — n-grams + e5 vector: used by default when the memory's embedder is
  :class:`~langmem_layers.E5Embeddings` (the default embedder);
* ``write_gate_lexical.npz`` — n-grams only, weaker: used with another embedder only when asked for
  (``LayeredMemory.open(..., write_gate="lexical")``).

Labels: ``none`` or a memory type (``preference``, ``profile``, ``plan``, ``decision``, ``correction``, ``fact``).
``memorable = 1 - P(none)`` is calibrated (temperature fitted on domains the model did not train on) and becomes the
candidate's confidence: below ``observe_below_confidence`` (0.6) the memory is kept as ``observed``.

    >>> gate = WriteGate.default()
    >>> [v.keep for v in gate.judge(["我有一辆红色的车", "今天天气不错啊"])]   # n-grams only: no vectors given
    [True, False]

Retrain on your own data (deterministic: the same data gives the same weights)::

    langmem-layers gate train --data my_labels.jsonl --out my_gate.npz
    LayeredMemory.open(path, write_gate=WriteGate.load("my_gate.npz"))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..classify import LinearClassifier
from ..errors import ConfigError
from ..records import MemoryType
from .explicit import ExplicitDetector

__all__ = ["GATE_LABELS", "GATE_THRESHOLD", "GateVerdict", "WriteGate"]

#: The gate's classes, in weight-column order.
GATE_LABELS: tuple[str, ...] = ("none", "preference", "profile", "plan", "decision", "correction", "fact")
#: ``memorable`` at or above which a clause no rule caught becomes a candidate: the lowest threshold whose
#: leave-domain-out memorable-class precision on the training corpus is ≥ 0.90, plus 0.02 (``python -m
#: benchmarks.gate``, calibrated scale; on corpus 1–10: 0.902 / recall 0.932 at 0.60, 0.909 / 0.922 at 0.62,
#: 0.920 / 0.904 at 0.65).
GATE_THRESHOLD = 0.62

_LEXICAL_FILE = "write_gate_lexical.npz"
_E5_FILE = "write_gate_e5.npz"


@dataclass(frozen=True)
class GateVerdict:
    """The gate's answer for one clause: the best label, P(memorable) and the best memory type."""

    label: str
    memorable: float
    type: MemoryType

    @property
    def keep(self) -> bool:
        return self.label != "none"


class WriteGate:
    """Two classifiers, one chosen per call by the vectors at hand (see the module docstring)."""

    def __init__(self, lexical: LinearClassifier, dense: LinearClassifier | None = None, *,
                 threshold: float = GATE_THRESHOLD, explicit: ExplicitDetector | None = None) -> None:
        self.lexical = lexical
        self.dense = dense
        self.threshold = threshold
        #: The explicit-request detector used with this gate (``None``: the shipped one).
        self.explicit = explicit

    @classmethod
    def load(cls, lexical: str | Path, dense: str | Path | None = None, *,
             threshold: float = GATE_THRESHOLD, explicit: str | Path | None = None) -> WriteGate:
        """A gate from weight files written by ``langmem-layers gate train`` (and ``gate explicit``)."""
        return cls(LinearClassifier.load(lexical), LinearClassifier.load(dense) if dense else None,
                   threshold=threshold, explicit=ExplicitDetector.load(explicit) if explicit else None)

    @classmethod
    def default(cls) -> WriteGate:
        """The gate shipped in the package (its weights loaded once per process)."""
        return cls(LinearClassifier.shipped(_LEXICAL_FILE), LinearClassifier.shipped_if_present(_E5_FILE))

    @classmethod
    def resolve(cls, choice: WriteGate | bool | str | None, embedding_id: str) -> WriteGate | None:
        """The gate a memory uses: ``True`` (the default) → the shipped gate when the memory embeds with the model
        its dense part was trained on (e5), else none — the lexical-only gate is weaker and is used only when asked
        for (``"lexical"``); ``False``/``None`` → rules only; a :class:`WriteGate` → that one."""
        if isinstance(choice, WriteGate):
            return choice
        if choice == "lexical":
            return cls.default()
        if choice is True:
            gate = cls.default()
            return gate if gate.wants_vectors(embedding_id) else None
        if choice in (False, None):
            return None
        raise ConfigError(f"write_gate must be True, False, 'lexical' or a WriteGate, got {choice!r}")

    def wants_vectors(self, embedding_id: str) -> bool:
        """Whether vectors of this embedding model feed the dense classifier (worth computing)."""
        return self.dense is not None and bool(embedding_id) and embedding_id == self.dense.embedding_id

    def judge(self, clauses: Sequence[str], vectors: np.ndarray | Sequence[Sequence[float]] | None = None,
              embedding_id: str = "") -> list[GateVerdict]:
        """One verdict per clause; ``vectors`` (of ``embedding_id``) are used only by a matching dense model."""
        if not clauses:
            return []
        if vectors is not None and self.wants_vectors(embedding_id):
            assert self.dense is not None
            model, proba = self.dense, self.dense.predict_proba(clauses, np.asarray(vectors, dtype=np.float64))
        else:
            model, proba = self.lexical, self.lexical.predict_proba(clauses)
        none = model.labels.index("none")
        kinds = [i for i in range(len(model.labels)) if i != none]
        out = []
        for row in proba:
            memorable = float(1.0 - row[none])
            best = max(kinds, key=lambda i: row[i])
            label = model.labels[best] if memorable >= self.threshold else "none"
            out.append(GateVerdict(label, memorable, MemoryType(model.labels[best])))
        return out

