"""The learned router: the cue lexicon as evidence, a trained classifier as the judge.

The rule router (:func:`~.router.route`) is exact where a cue fires and guesses by shape where none does; on turns
nobody wrote cues for it loses a third of its accuracy. :class:`LearnedRouter` keeps it as a *feature*: the cues that
fire and the rule decision become tokens of the input ("cuekb", "rulemixed"), next to the turn's character/word
n-grams and — when recall embeds the query with e5 anyway — the query vector. A
:class:`~langmem_layers.classify.LinearClassifier` trained on the bilingual routing corpus (``data/router/``, see
its datasheet) picks the route; the reason names the probability and the cue, so traces stay explainable.

Two rules stay on top of the model:

* **union when close**: when the two best routes are memory and kb (or either with mixed) and their calibrated
  probabilities are within ``union_margin`` of each other, the route is ``mixed`` — recalling both costs a few
  tokens, a miss costs the answer. The margin is chosen at training time on held-out domains of the training data
  (:mod:`.route_train`) and ships in the weights' metadata;
* **history**: a follow-up (window) with an empty window looks in memory (it likely points at an earlier session),
  unless the rule router reads it as chit-chat too ("ok", "谢谢").

    >>> router = LearnedRouter.default()
    >>> router("Could you shorten that second paragraph?", history=[1]).route.value
    'window'
    >>> router("退货要几天能到账").route.value
    'kb'
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..classify import LinearClassifier
from ..records import Route
from ..text import clean_text
from .router import DEFAULT_CUES, RouteDecision, RouterCues, route

__all__ = ["ROUTE_LABELS", "UNION_MARGIN", "LearnedRouter", "router_features", "widens"]

#: Classes, in weight-column order.
ROUTE_LABELS: tuple[str, ...] = ("kb", "memory", "window", "mixed")
#: Weights without a trained margin: memory-vs-kb doubt within this probability gap is resolved by recalling both.
UNION_MARGIN = 0.1
_UNION_ROUTES = frozenset({"kb", "memory", "mixed"})
_LEXICAL_FILE = "router_lexical.npz"
_E5_FILE = "router_e5.npz"
_LEXICONS = ("window", "kb", "memory", "personal", "choice")


def router_features(text: str, cues: RouterCues = DEFAULT_CUES) -> str:
    """The classifier's input: the turn followed by one token per lexicon whose cue fires and the rule decision.

    >>> router_features("保修期多长时间")
    '保修期多长时间 cuekb rulekb'
    """
    norm = clean_text(text).lower()
    tokens = [f"cue{name}" for name in _LEXICONS if cues.first(name, norm)]
    tokens.append(f"rule{route(text, cues=cues).route.value}")
    return f"{text} {' '.join(tokens)}"


def widens(best: str, second: str, p_best: float, p_second: float, margin: float) -> bool:
    """Whether the union rule turns the best route into ``mixed``: the two best are both among kb / memory / mixed
    and closer than ``margin``.

    >>> widens("kb", "memory", 0.48, 0.40, 0.1), widens("kb", "window", 0.48, 0.40, 0.1)
    (True, False)
    """
    return best != "mixed" and {best, second} <= _UNION_ROUTES and p_best - p_second < margin


class LearnedRouter:
    """Callable like :func:`~.router.route`: ``router(text, history=…, vector=…, embedding_id=…)``.

    ``union_margin``: overrides the margin each model carries in its metadata (``meta["union_margin"]``).
    """

    def __init__(self, lexical: LinearClassifier, dense: LinearClassifier | None = None, *,
                 cues: RouterCues = DEFAULT_CUES, union_margin: float | None = None) -> None:
        self.lexical = lexical
        self.dense = dense
        self.cues = cues
        self.union_margin = union_margin

    def margin(self, model: LinearClassifier) -> float:
        """The union margin used with ``model``: the override, else the trained one, else :data:`UNION_MARGIN`."""
        if self.union_margin is not None:
            return self.union_margin
        try:
            return float(model.meta.get("union_margin", UNION_MARGIN))
        except ValueError:
            return UNION_MARGIN

    @classmethod
    def load(cls, lexical: str | Path, dense: str | Path | None = None, **kwargs: Any) -> LearnedRouter:
        return cls(LinearClassifier.load(lexical), LinearClassifier.load(dense) if dense else None, **kwargs)

    @classmethod
    def default(cls, cues: RouterCues = DEFAULT_CUES) -> LearnedRouter:
        """The router shipped in the package (weights loaded once per process), with ``cues`` as its evidence."""
        return cls(LinearClassifier.shipped(_LEXICAL_FILE), LinearClassifier.shipped_if_present(_E5_FILE), cues=cues)

    def wants_vector(self, embedding_id: str) -> bool:
        return self.dense is not None and bool(embedding_id) and embedding_id == self.dense.embedding_id

    def probabilities(self, text: str, vector: Sequence[float] | np.ndarray | None = None,
                      embedding_id: str = "") -> dict[str, float]:
        return self._scored(text, vector, embedding_id)[0]

    def _scored(self, text: str, vector: Sequence[float] | np.ndarray | None,
                embedding_id: str) -> tuple[dict[str, float], LinearClassifier]:
        features = [router_features(text, self.cues)]
        if vector is not None and self.wants_vector(embedding_id):
            assert self.dense is not None
            model = self.dense
            proba = model.predict_proba(features, np.asarray([vector], dtype=np.float64))[0]
        else:
            model = self.lexical
            proba = model.predict_proba(features)[0]
        return {label: float(p) for label, p in zip(model.labels, proba, strict=True)}, model

    def __call__(self, text: str, *, history: Sequence[Any] | None = None,
                 vector: Sequence[float] | np.ndarray | None = None,
                 embedding_id: str = "") -> RouteDecision:
        rule = route(text, history=history, cues=self.cues)
        if not isinstance(text, str) or not clean_text(text):
            return rule
        proba, model = self._scored(text, vector, embedding_id)
        ranked = sorted(proba, key=lambda k: proba[k], reverse=True)
        best, second = ranked[0], ranked[1]
        chosen = best
        why = f"learned router: {best} p={proba[best]:.2f}"
        if widens(best, second, proba[best], proba[second], self.margin(model)):
            chosen = "mixed"
            why = f"learned router unsure between {best} ({proba[best]:.2f}) and {second} ({proba[second]:.2f}): both"
        if chosen == "window" and history is not None and len(history) == 0 and rule.route != Route.WINDOW:
            chosen = "memory"
            why += "; the window is empty: look in memory"
        if rule.cue:
            why += f"; cue {rule.cue!r}"
        return RouteDecision(Route(chosen), why, rule.cue)

