"""The learned update judge: does a new statement *replace* one of the user's older memories, or do both stay true?

The reconciliation rules supersede when they can read the attribute (a slot, an interchangeable category, a change
cue such as "换成" / "switched to", a single-valued attribute). People mostly say a change without any of that:
"i use gmail for everything" … "moved everything over to Proton Mail", "周会是周一下午" … "周会定在周三上午十点了".
The judge reads the pair — the old memory and the new statement — and gives ``P(update)``; a high one lets
:func:`~langmem_layers.write.reconcile.decide` supersede where the rules would have kept both.

It is a :class:`~langmem_layers.classify.LinearClassifier` with three classes (``update`` / ``keep_both`` /
``same``) over

* hashed n-grams of the new statement as the user typed it (its cues: "these days", "instead", "also", "也",
  "thinking of" …), and
* a pair vector: the two e5 sentence vectors' product and absolute difference, the new vector, and a few exact
  comparisons (cosine, keyword overlap, whether each side carries a value the other lacks, whether the attribute
  is single-valued) — see :func:`pair_vector`.

It is trained on the labelled pair corpus in ``data/update_pairs/`` (see its datasheet) and shipped as
``_data/update_judge_e5.npz``; it needs e5 vectors, so it is used only when the memory embeds with e5.

    >>> judge = UpdateJudge.default()
    >>> judge.labels
    ('update', 'keep_both', 'same')

Retrain on your own pairs (deterministic)::

    langmem-layers gate update --data my_pairs.jsonl --out my_judge.npz
    LayeredMemory.open(path, update_judge=UpdateJudge.load("my_judge.npz"))
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..classify import LinearClassifier
from ..errors import ConfigError
from .normalise import TYPE_PREFIX_EN, TYPE_PREFIX_ZH
from .values import content_words, different_values, single_valued

__all__ = ["UPDATE_CUE_THRESHOLD", "UPDATE_LABELS", "UPDATE_THRESHOLD", "UpdateJudge", "pair_vector",
           "without_type_prefix"]

#: The judge's classes, in weight-column order.
UPDATE_LABELS: tuple[str, ...] = ("update", "keep_both", "same")
#: ``P(update)`` at or above which the judge's pair counts as an update: chosen on leave-domain-out predictions of
#: the pair corpus for update precision ≈ 0.90 (``benchmarks/update_judge.py``: P .890 / R .417 at 0.8, P .921 / R
#: .226 at 0.9, half the pairs unrelated).
UPDATE_THRESHOLD = 0.85
#: The lower bar for a new statement that says it is a change ("换成", "switched to", "no longer": the candidate's
#: ``change_of_mind``): the cue is evidence the judge's n-grams only partly weigh. Leave-domain-out on the pair
#: corpus, new sides with a cue (``python -m benchmarks.update_judge``): P .858 / R .593 at 0.7, against .895 / .420
#: at 0.85; without a cue 0.7 would give .833 / .526, so those keep :data:`UPDATE_THRESHOLD`.
UPDATE_CUE_THRESHOLD = 0.7
#: Dimension of the hashed n-grams of the new statement.
LEXICAL_DIM = 1 << 14
#: Characters of what the user typed whose n-grams the judge reads.
MAX_SAID_CHARS = 300

_FILE = "update_judge_e5.npz"
_TYPE_PREFIX_RE = re.compile("^(?:" + "|".join(sorted((re.escape(v.strip()) for v in (*TYPE_PREFIX_EN.values(),
                                                                                    *TYPE_PREFIX_ZH.values()) if v),
                                                      key=len, reverse=True)) + r")\s*")


def without_type_prefix(text: str) -> str:
    """A stored statement without the type prefix the writer puts on a subject-less clause, as the judge's pairs
    are written ("User plans: 10k PB is 52:30" → "10k PB is 52:30"; a prefix says how the clause was filed, not
    what it says, and "User dislikes: " on a clause that dislikes nothing would mislead)::

        >>> without_type_prefix("用户计划：今年存钱目标是5万"), without_type_prefix("User lives in Leeds")
        ('今年存钱目标是5万', 'User lives in Leeds')
    """
    return _TYPE_PREFIX_RE.sub("", text, count=1)


def _overlap(old: str, new: str) -> float:
    a, b = content_words(old), content_words(new)
    return len(a & b) / min(len(a), len(b)) if a and b else 0.0


def pair_vector(old: str, new: str, old_vector: np.ndarray, new_vector: np.ndarray) -> np.ndarray:
    """The judge's dense input for one (old memory, new statement) pair, from their unit sentence vectors::

        >>> v = pair_vector("User likes tea", "User likes coffee", np.eye(4)[0], np.eye(4)[1])
        >>> v.shape, float(v[-4])   # 3 × dim + 4 exact comparisons; the cosine comes first among them
        ((16,), 0.0)
    """
    a, b = np.asarray(old_vector, dtype=np.float64), np.asarray(new_vector, dtype=np.float64)
    exact = [float(a @ b), _overlap(old, new), float(different_values(new, old)), float(single_valued(new, old))]
    return np.concatenate([a * b * np.sqrt(a.shape[0]), np.abs(a - b), b, np.asarray(exact)])


class UpdateJudge:
    """``P(update)`` of (old memory, new statement) pairs; see the module docstring."""

    labels = UPDATE_LABELS

    def __init__(self, model: LinearClassifier, *, threshold: float = UPDATE_THRESHOLD,
                 cue_threshold: float = UPDATE_CUE_THRESHOLD) -> None:
        if tuple(model.labels) != UPDATE_LABELS:
            raise ConfigError(f"an update judge needs the labels {list(UPDATE_LABELS)}, got {model.labels}")
        if model.dense is None:
            raise ConfigError("an update judge needs a dense part (it reads sentence vectors)")
        self.model = model
        self.threshold = threshold
        self.cue_threshold = cue_threshold

    @classmethod
    def load(cls, path: str | Path, *, threshold: float = UPDATE_THRESHOLD,
             cue_threshold: float = UPDATE_CUE_THRESHOLD) -> UpdateJudge:
        """A judge from a weight file written by ``langmem-layers gate update``."""
        return cls(LinearClassifier.load(path), threshold=threshold, cue_threshold=cue_threshold)

    @classmethod
    def default(cls) -> UpdateJudge:
        """The judge shipped in the package (its weights loaded once per process)."""
        return cls(LinearClassifier.shipped(_FILE))

    @classmethod
    def resolve(cls, choice: UpdateJudge | bool | None, embedding_id: str) -> UpdateJudge | None:
        """The judge a memory uses: ``True`` (the default) → the shipped one when the memory embeds with the model
        it was trained on (e5), else none; ``False``/``None`` → rules only; an :class:`UpdateJudge` → that one,
        which must have been trained on the memory's embedding model (:class:`ConfigError` otherwise)."""
        if isinstance(choice, UpdateJudge):
            if not choice.wants_vectors(embedding_id):
                raise ConfigError(f"this update judge reads {choice.model.embedding_id!r} vectors but the memory "
                                  f"embeds with {embedding_id!r}: train it on that model (langmem-layers gate update)")
            return choice
        if choice is True:
            judge = cls.default()
            return judge if judge.wants_vectors(embedding_id) else None
        if choice in (False, None):
            return None
        raise ConfigError(f"update_judge must be True, False or an UpdateJudge, got {choice!r}")

    def bar(self, change_cue: bool) -> float:
        """The ``P(update)`` a pair needs: :attr:`cue_threshold` when the new statement says it is a change, else
        :attr:`threshold`.

            >>> judge = UpdateJudge.default()
            >>> judge.bar(True), judge.bar(False)
            (0.7, 0.85)
        """
        return self.cue_threshold if change_cue else self.threshold

    def wants_vectors(self, embedding_id: str) -> bool:
        return bool(embedding_id) and embedding_id == self.model.embedding_id

    def p_update(self, new: str, new_vector: np.ndarray, olds: Sequence[tuple[str, np.ndarray]], *,
                 said: str | None = None) -> list[float]:
        """``P(update)`` of ``new`` against each ``(old text, old vector)`` (texts as stored: type prefixes go).

        ``said`` is what the user typed (the candidate's source clause): its n-grams keep the cues the stored
        rewrite drops ("also booked Thursday …" is stored as "User decided: booked Thursday …").
        """
        if not olds:
            return []
        new = without_type_prefix(new)
        dense = np.stack([pair_vector(without_type_prefix(text), new, vector, new_vector) for text, vector in olds])
        lexical = (said or new)[:MAX_SAID_CHARS]
        proba = self.model.predict_proba([lexical] * len(olds), dense)
        return [float(p) for p in proba[:, UPDATE_LABELS.index("update")]]

