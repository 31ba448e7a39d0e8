"""Reconciliation: a deterministic, explained choice between add, merge, skip (duplicate), supersede,
observe and expire for one candidate against the user's existing items [SPEC 3 conflicts and versions].

Pure function of its inputs — no I/O — so every rule is unit-testable::

    decision = decide(candidate, neighbours, config)
    decision.kind, decision.target, decision.reason

``neighbours`` are the user's existing items (active or observed) near the candidate, each with its cosine
similarity: vector top-N, every item sharing the slot or an entity, and (for a cancellation) the open plans.

Cosine alone is not trusted: multilingual-e5 similarities are compressed (unrelated sentences score 0.75–0.85),
so two items are *about the same thing* only when they share a slot, an entity, or enough keywords
(:func:`related`); cosine (or keyword overlap, or an identical entity) then separates merge from add.

Rules, in order:

1. ``cancels`` → expire the open plan sharing the most keywords/entities; with none, a cancellation by a generic
   noun ("Trip's cancelled") expires the last open plan of that kind among the user's few recent plans
   (:mod:`.referent`), else ``skip``; ``expires_plan`` (a plan called off inside a statement) → the same when a plan
   shares ≥ 2 keywords, else go on; a bare reschedule ("Moved it to Saturday") supersedes the last plan the same
   way (``skip`` when there is none); a self-correction after the assistant's echo ("sorry, I meant Berlin")
   supersedes the newest recent item that shares a word of the echo the correction drops;
2. a new value of an interchangeable category ("oat milk" → "almond milk", :mod:`.interchange`) said to be the
   current one ("now", "switched to", "got an …") supersedes the newest active item that named the old value —
   never when the statement adds ("also", "both", "也");
3. same slot → same value is a duplicate (``skip``), another value a conflict (``supersede``/``observe``);
4. same type and related → opposite polarity is a conflict; an explicit change of mind that says something new
   supersedes; ≥ ``duplicate_similarity`` (or nothing the item does not already say) is a duplicate;
   ≥ ``merge_similarity`` (or keyword overlap ≥ 0.6, or the same entity) is a ``merge``;
   an explicit change of mind about a related active item → ``supersede``;
   a pair the learned update judge reads as an update (``updates``, :mod:`.update_judge`) → ``supersede`` where
   the rules would merge or keep both (its new value replaces the old one of the same attribute);
5. certainty below ``observe_below_confidence`` (or a forced status) → ``observe``; else ``add``.

Events are dated occurrences: an event is a duplicate only of the same words on the same day, and never merged.

A conflict supersedes only with an explicit change of mind, an explicit request to remember the new statement
("remember: I live in York now", "记一下，我搬到杭州了" — what the user asks to be kept is their current word), or a
confidence ≥ old + ``supersede_margin``; otherwise the newcomer waits in ``observed`` with ``conflict_with``
pointing at the old item. Two readings of the same message never conflict: both are kept.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from ..config import MemoryConfig
from ..records import MemoryItem, MemoryStatus, MemoryType
from ..text import has_cjk, query_tokens, stem, text_cache
from .candidate import Candidate
from .interchange import says_now, swapped
from .referent import ECHO_WINDOW_DAYS, GENERIC_REFERENT_DAYS, GENERIC_REFERENT_PLANS, plan_is_kind
from .values import adds_nothing, different_values, single_valued

__all__ = ["CHANGEABLE_TYPES", "HOUSEHOLD_KEY_SEP", "LEXICAL_MERGE_OVERLAP", "NOTHING_TO_EXPIRE",
           "RELATED_OVERLAP", "Decision", "core_tokens", "decide", "entity_match", "related"]

DecisionKind = Literal["add", "merge", "skip", "supersede", "observe", "expire"]

#: Separator of compound household keys ("daughter·allergy·gluten": member, kind of fact, allergen).
HOUSEHOLD_KEY_SEP = "·"
#: Keyword overlap (|A∩B| / min(|A|,|B|)) above which two statements without shared entities are related.
RELATED_OVERLAP = 0.5
#: Word overlap at which two Latin entity phrases name the same thing ("python" ~ "python for scripting",
#: but not "short answers" ~ "long answers").
ENTITY_OVERLAP = 0.6
#: Keyword overlap above which two related statements of the same type merge even when cosine is lower.
LEXICAL_MERGE_OVERLAP = 0.6
#: Keywords (an entity counts 2) a statement that calls a plan off must share with it ("no longer visiting my
#: parents" ~ "visit my parents this weekend"); an explicit cancellation ("取消了") needs only one.
SOFT_CANCEL_SHARED = 2
#: Share of the candidate's keywords already in the item at which it adds nothing (a duplicate).
LEXICAL_DUPLICATE_OVERLAP = 0.95

_SUBJECT_RE = re.compile(
    r"用户团队|用户|(?:偏好|计划|决定|纠正|要求|确认采用方案|声称)：|\bUser's team's\b|\bUser's team\b|\bthe user's\b|"
    r"\bUser's\b|\bthe user\b|\bUser\b|\b(?:prefers|plans|decided|corrected|asks|claims|confirmed the plan):",
    re.IGNORECASE)
#: Types whose value of an interchangeable category a newer statement may replace (plans have reschedules).
_SWAPPABLE = (MemoryType.PREFERENCE, MemoryType.FACT, MemoryType.PROFILE, MemoryType.DECISION)
#: The rule of a cancellation or completion that finds no open plan to call off (the writer then writes the
#: candidate's ``fallback``, the gate's reading of the same words, when it has one).
NOTHING_TO_EXPIRE = "reconcile.nothing_to_expire"
#: Types whose value a newer statement may change (the update judge is asked only about these).
CHANGEABLE_TYPES = frozenset({MemoryType.PREFERENCE, MemoryType.DECISION, MemoryType.PLAN, MemoryType.FACT,
                              MemoryType.PROFILE, MemoryType.PROCEDURE})


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    rule: str
    reason: str
    target: MemoryItem | None = None
    similarity: float | None = None


@text_cache(maxsize=8192)  # decide() compares each candidate with many neighbours
def core_tokens(text: str) -> frozenset[str]:
    """Keyword tokens of a statement without its subject ("用户", "User") and type prefix."""
    return frozenset(tok if has_cjk(tok) else stem(stem(tok)) for tok in query_tokens(_SUBJECT_RE.sub(" ", text)))


def _overlap(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / min(len(a), len(b)) if a and b else 0.0


def entity_match(a: str, b: str) -> bool:
    """Same canonical entity: equal, contained (CJK), or sharing half the words (Latin phrases)."""
    a, b = a.lower().strip(), b.lower().strip()
    if not a or not b:
        return False
    if a == b:
        return True
    if HOUSEHOLD_KEY_SEP in a or HOUSEHOLD_KEY_SEP in b:  # "女儿·allergy·芒果": compound keys match only exactly
        return False
    if has_cjk(a) or has_cjk(b):
        return a in b or b in a
    return _overlap(core_tokens(a), core_tokens(b)) >= ENTITY_OVERLAP


def related(candidate: Candidate, item: MemoryItem) -> bool:
    """About the same thing: same slot; else a shared entity; else enough shared keywords."""
    if candidate.slot and item.slot:
        return candidate.slot == item.slot
    if candidate.moves:  # "standup moved to 10:15" ~ "User's standup is every day at 9:30"
        moved = core_tokens(candidate.moves)
        if moved and moved <= core_tokens(item.content):
            return True
    if candidate.entities and item.entities:  # both name their subject: the entities decide
        return any(entity_match(x, y) for x in candidate.entities for y in item.entities)
    return _overlap(core_tokens(candidate.content), core_tokens(item.content)) >= RELATED_OVERLAP


def _same_topic(mine: str | None, theirs: object) -> bool:
    """Two values of one slot are about the same thing unless both name different topics ("买车" vs "旅行")."""
    if not mine or not isinstance(theirs, str) or not theirs:
        return True
    a, b = (re.sub(r"^(?:买|换|租|办|报|an?\s+|the\s+|new\s+)+", "", t.lower().strip()) for t in (mine, theirs))
    return entity_match(a, b) if a and b else True


def _polarity(item: MemoryItem) -> int:
    value = item.metadata.get("polarity", 1)
    return int(value) if value in (-1, 0, 1) else 1


def _same_value(candidate: Candidate, item: MemoryItem, sim: float, config: MemoryConfig) -> bool:
    old = item.metadata.get("value")
    if candidate.value and old:
        return str(old) == candidate.value
    if candidate.content == item.content:
        return True
    return sim >= config.duplicate_similarity and adds_nothing(candidate.content, item.content)


def decide(
    candidate: Candidate, neighbours: list[tuple[MemoryItem, float]], config: MemoryConfig,
    now: datetime | None = None, updates: Mapping[str, float] | None = None, siblings: Collection[str] = (),
) -> Decision:
    """Choose what to do with ``candidate`` (written at ``now``); see the module docstring.

    ``updates`` maps the ids of neighbours the learned update judge reads as replaced by the candidate to its
    ``P(update)`` (only those at or above its threshold). ``siblings`` are the ids of neighbours read from the same
    message: another reading of it is never a conflict ("my name's Tasneem but everyone calls me Taz" gives a name
    and a nickname; "… a business based in Harrogate" a city and the business), unless the candidate says the user
    changed their mind about that reading's slot ("…, now call me Taz"); a change of mind read without a slot
    ("update: relocated to Gdansk for the new job") is about an older memory, not the city read beside it.
    """
    updates = updates or {}

    low = candidate.confidence < config.observe_below_confidence or candidate.status == MemoryStatus.OBSERVED
    live = [(i, s) for i, s in neighbours if i.status in (MemoryStatus.ACTIVE, MemoryStatus.OBSERVED)]
    live.sort(key=lambda pair: (pair[0].status == MemoryStatus.ACTIVE, pair[1]), reverse=True)

    def conflict(item: MemoryItem, sim: float, why: str) -> Decision:
        if item.id in siblings and not (candidate.change_of_mind and candidate.slot and candidate.slot == item.slot):
            return Decision("observe" if low else "add", "reconcile.same_message",
                            f"{why}, but {item.content!r} was read from the same message: both kept")
        return _conflict_with(candidate, item, sim, config, low, why)

    # 1. a plan cancelled or done expires the open plan it talks about
    if candidate.cancels:
        called_off = _expire(candidate, live, now=now)
        if called_off.kind != "skip" or candidate.type != MemoryType.DECISION:
            return called_off  # a decided cancellation with no plan to call off is kept as the decision

    if candidate.reschedules_last:  # "Moved it to Saturday": the last plan mentioned
        last = None if low else _last_plan(live, now, None)
        if last is None:
            return Decision("skip", "reconcile.nothing_to_reschedule", "a reschedule, but no recent open plan")
        return Decision("supersede", "reconcile.reschedule_last", f"the last plan mentioned moves: {last[0].content!r}",
                        *last)
    if candidate.echo and not low:  # "sorry, I meant Berlin" after the assistant echoed "Vienna"
        corrected = _echo_target(candidate, live, now)
        if corrected is not None:
            return Decision("supersede", "reconcile.self_correction",
                            f"the user corrected what the assistant echoed: {corrected[0].content!r}", *corrected)
        held = _echo_held(candidate, live, now)
        if held is not None:  # "下周去杭州出差" / echo "苏州" / "不对，杭州啦": the store already says it
            return Decision("skip", "reconcile.echo_misheard",
                            f"the store already says what the correction restates: {held[0].content!r}", *held)
    if candidate.expires_plan:  # "I'm no longer visiting …": expire the plan it names, if there is one
        called_off = _expire(candidate, live, min_shared=SOFT_CANCEL_SHARED)
        if called_off.kind == "expire":
            return called_off

    # 2. one value of an interchangeable category replaced by another ("oat milk" → "almond milk", "got an iPhone")
    replaced = None if low else _swap(candidate, live)
    if replaced is not None:
        return replaced

    # 3. single-valued slot (a budget for a car and one for a trip are two values)
    if candidate.slot:
        for item, sim in live:
            if item.slot != candidate.slot or not _same_topic(candidate.topic, item.metadata.get("topic")):
                continue
            if _same_value(candidate, item, sim, config):
                if item.status == MemoryStatus.OBSERVED and not low:
                    return Decision("merge", "reconcile.confirm", f"confirms the observed {candidate.slot}", item, sim)
                return Decision("skip", "reconcile.duplicate", f"same {candidate.slot} already stored", item, sim)
            if item.status == MemoryStatus.ACTIVE:
                return conflict(item, sim, f"new value for slot {candidate.slot!r}")

    # 4. the same type about the same thing
    for item, sim in live:
        if candidate.type == MemoryType.EVENT and item.type == MemoryType.EVENT:
            if _same_event(candidate, item, now):
                return Decision("skip", "reconcile.duplicate", f"the same event as {item.content!r}", item, sim)
            continue  # similar events are separate occurrences: never merged
        same_type = item.type == candidate.type or (candidate.type_guessed and item.type in CHANGEABLE_TYPES)
        other_slot = bool(item.slot and candidate.slot and item.slot != candidate.slot)
        if not same_type or other_slot or not related(candidate, item):
            continue
        if candidate.polarity != _polarity(item):
            if item.status == MemoryStatus.ACTIVE:
                return conflict(item, sim, "same subject, opposite polarity")
            continue
        mine, theirs = core_tokens(candidate.content), core_tokens(item.content)
        lexical = _overlap(mine, theirs)
        news = len(mine - theirs) / len(mine) if mine else 0.0  # share of the candidate the item does not say
        if candidate.change_of_mind and not low and item.status == MemoryStatus.ACTIVE and news > 0:
            return conflict(item, sim, "explicit change of mind")
        implicit = candidate.rule.endswith(".implicit")  # a complaint supports a taboo in other words
        if not implicit and different_values(candidate.content, item.content):  # "red car" / "blue car"
            if single_valued(candidate.content, item.content) and item.status == MemoryStatus.ACTIVE:
                return conflict(item, sim, "new value of a single-valued attribute")
            if item.id in updates:
                return _learned_update(item, sim, updates[item.id], low)
            continue
        restates = implicit or adds_nothing(candidate.content, item.content)
        if restates and (sim >= config.duplicate_similarity or 1.0 - news >= LEXICAL_DUPLICATE_OVERLAP):
            if item.status == MemoryStatus.OBSERVED and not low:
                return Decision("merge", "reconcile.confirm", f"confirms observed {item.content!r}", item, sim)
            return Decision("skip", "reconcile.duplicate", f"duplicate of {item.content!r}", item, sim)
        if item.id in updates:  # a new value of the attribute, not more words about the same one
            return _learned_update(item, sim, updates[item.id], low)
        same_entity = any(x.lower() == y.lower() for x in candidate.entities for y in item.entities)
        if sim >= config.merge_similarity or lexical >= LEXICAL_MERGE_OVERLAP or same_entity:
            return Decision("merge", "reconcile.merge",
                            f"same type and subject as {item.content!r} (cosine {sim:.2f}, keywords {lexical:.2f})",
                            item, sim)

    judged = _judged_update(candidate, live, updates)
    if judged is not None:
        return _learned_update(*judged, updates[judged[0].id], low)
    if low:
        return Decision("observe", "reconcile.observe",
                        f"confidence {candidate.confidence:.2f} below {config.observe_below_confidence}"
                        if candidate.status != MemoryStatus.OBSERVED else f"kept as observed ({candidate.rule})")
    return Decision("add", "reconcile.add", "new information")


def _judged_update(candidate: Candidate, live: list[tuple[MemoryItem, float]],
                   updates: Mapping[str, float]) -> tuple[MemoryItem, float] | None:
    """The active item the update judge is surest the candidate replaces, among those of a changeable type."""
    if candidate.type not in CHANGEABLE_TYPES:
        return None
    judged = [(i, s) for i, s in live if i.id in updates and i.status == MemoryStatus.ACTIVE
              and i.type in CHANGEABLE_TYPES and not any(HOUSEHOLD_KEY_SEP in e for e in i.entities)]
    return max(judged, key=lambda pair: updates[pair[0].id], default=None)


def _learned_update(item: MemoryItem, sim: float, p: float, low: bool) -> Decision:
    why = f"the update judge reads it as a new value replacing {item.content!r} (P(update) {p:.2f})"
    if low:
        return Decision("observe", "reconcile.learned_conflict", f"{why}; kept as observed beside it", item, sim)
    return Decision("supersede", "reconcile.learned_update", why, item, sim)


def _same_event(candidate: Candidate, item: MemoryItem, now: datetime | None) -> bool:
    """An event is a dated occurrence: only the same words on the same day are the same event (a turn stored
    twice). Cosine cannot decide this — short chat turns ("Thanks!", "Thanks a lot!") are close in any model."""
    if now is None or item.created_at.date() != now.date():  # cheap test first: most neighbours fail it
        return False
    return core_tokens(candidate.content) == core_tokens(item.content)


def _swap(candidate: Candidate, live: list[tuple[MemoryItem, float]]) -> Decision | None:
    """Supersede the newest active item whose value of an interchangeable category the candidate replaces, when the
    candidate says it is the current state (a change cue or "now"); see :mod:`.interchange`."""
    if candidate.type not in _SWAPPABLE or candidate.status == MemoryStatus.OBSERVED:
        return None
    if not (candidate.change_of_mind or says_now(candidate.content) or says_now(candidate.source_snippet or "")):
        return None
    for item, sim in sorted(live, key=lambda pair: pair[0].created_at, reverse=True):
        if item.status != MemoryStatus.ACTIVE or item.type not in _SWAPPABLE or _polarity(item) < 0 or \
                any(HOUSEHOLD_KEY_SEP in e for e in item.entities):
            continue
        found = swapped(candidate.content, item.content)
        if found is not None:
            category, old, new = found
            return Decision("supersede", "reconcile.interchange",
                            f"{category}: {old} replaced by {new} in {item.content!r}", item, sim)
    return None


def _echo_target(candidate: Candidate, live: list[tuple[MemoryItem, float]],
                 now: datetime | None) -> tuple[MemoryItem, float] | None:
    """The newest recent active item that shares with the assistant's echo a word the correction drops, and does
    not already say the corrected value."""
    echo, mine = core_tokens(candidate.echo or ""), core_tokens(candidate.content)
    new = mine - echo
    best: tuple[MemoryItem, float] | None = None
    for item, sim in live:
        if item.status != MemoryStatus.ACTIVE or item.type not in CHANGEABLE_TYPES:
            continue
        if now is not None and (now - item.created_at).total_seconds() > ECHO_WINDOW_DAYS * 86400:
            continue
        theirs = core_tokens(item.content)
        if not new or new & theirs or not (theirs & echo) - mine:
            continue
        if best is None or item.created_at > best[0].created_at:
            best = (item, sim)
    return best


def _echo_held(candidate: Candidate, live: list[tuple[MemoryItem, float]],
               now: datetime | None) -> tuple[MemoryItem, float] | None:
    """A recent active item that already says a word the correction adds to the echo (the assistant misheard)."""
    new = core_tokens(candidate.content) - core_tokens(candidate.echo or "")
    for item, sim in live:
        recent = now is None or (now - item.created_at).total_seconds() <= ECHO_WINDOW_DAYS * 86400
        if item.status == MemoryStatus.ACTIVE and recent and new & core_tokens(item.content):
            return item, sim
    return None


def _last_plan(live: list[tuple[MemoryItem, float]], now: datetime | None,
               kind: str | None) -> tuple[MemoryItem, float] | None:
    """"Trip's cancelled", "Moved it to Saturday": the last open plan (of that kind, when given) among the user's few
    most recent plans, made within :data:`GENERIC_REFERENT_DAYS`."""
    plans = sorted(((i, s) for i, s in live if i.type == MemoryType.PLAN and i.status == MemoryStatus.ACTIVE),
                   key=lambda pair: pair[0].created_at, reverse=True)[:GENERIC_REFERENT_PLANS]
    for item, sim in plans:
        if now is not None and (now - item.created_at).total_seconds() > GENERIC_REFERENT_DAYS * 86400:
            continue
        if kind is None or plan_is_kind(item.content, kind):
            return item, sim
    return None


def _expire(candidate: Candidate, live: list[tuple[MemoryItem, float]], min_shared: int = 1,
            now: datetime | None = None) -> Decision:
    words = core_tokens(candidate.content)
    best: tuple[int, float, MemoryItem] | None = None
    for item, sim in live:
        if item.type != MemoryType.PLAN or item.status != MemoryStatus.ACTIVE:
            continue
        shared = len(words & core_tokens(item.content))
        if candidate.entities and item.entities and any(entity_match(x, y) for x in candidate.entities
                                                        for y in item.entities):
            shared += 2
        if shared >= min_shared and (best is None or (shared, sim) > (best[0], best[1])):
            best = (shared, sim, item)
    if best is None and candidate.generic_referent:
        last = _last_plan(live, now, candidate.generic_referent)
        if last is not None:
            why = f"the last {candidate.generic_referent} mentioned is called off: {last[0].content!r}"
            return Decision("expire", "reconcile.expire_last", why, *last)
    if best is None:
        return Decision("skip", NOTHING_TO_EXPIRE, "a cancellation or completion, but no open plan matches")
    return Decision("expire", "reconcile.expire", f"plan cancelled or done: {best[2].content!r}", best[2], best[1])


def _conflict_with(candidate: Candidate, item: MemoryItem, sim: float, config: MemoryConfig, low: bool,
                   why: str) -> Decision:
    if candidate.change_of_mind and not low:
        return Decision("supersede", "reconcile.change_of_mind", f"{why}; the user changed their mind", item, sim)
    if candidate.requested and not low:
        return Decision("supersede", "reconcile.explicit", f"{why}; the user asked to remember the new statement",
                        item, sim)
    if candidate.confidence >= item.confidence + config.supersede_margin:
        return Decision(
            "supersede", "reconcile.supersede",
            f"{why}; confidence {candidate.confidence:.2f} ≥ {item.confidence:.2f} + {config.supersede_margin}",
            item, sim,
        )
    return Decision(
        "observe", "reconcile.conflict",
        f"{why}; not confident enough to replace {item.content!r} (needs +{config.supersede_margin})", item, sim,
    )
