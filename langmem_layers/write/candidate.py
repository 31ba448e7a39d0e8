"""`Candidate`: a memory the write path proposes, before reconciliation decides what to do with it."""

from __future__ import annotations

from pydantic import BaseModel, Field

from ..records import MemoryStatus, MemoryType

__all__ = ["Candidate"]


class Candidate(BaseModel):
    """A normalised, scored statement about the user, ready for :mod:`~langmem_layers.write.reconcile`.

    ``polarity`` is +1 for "likes / does / is", -1 for "dislikes / does not"; ``change_of_mind`` marks an
    explicit change in this conversation ("换成", "no longer") and ``cancels`` a plan cancelled or done.
    """

    type: MemoryType
    content: str
    entities: list[str] = Field(default_factory=list)
    slot: str | None = None
    importance: float = Field(0.5, ge=0.0, le=1.0)
    confidence: float = Field(0.8, ge=0.0, le=1.0)
    polarity: int = Field(1, ge=-1, le=1)
    change_of_mind: bool = False
    cancels: bool = False
    status: MemoryStatus | None = Field(None, description="Force a status (e.g. observed for a claim).")
    lang: str = "und"
    source_snippet: str | None = None
    source_message_id: str | None = None
    rule: str = Field("explicit", description="Which trigger, extractor or API call proposed it.")
    linked_doc_id: str | None = None
    value: str | None = Field(None, description="Canonical value of a single-valued slot (compared, not embedded).")
    topic: str | None = Field(None, description="What a slot value is for (a budget's purpose); two values of one "
                                                "slot with different topics do not conflict.")
    expires_plan: bool = Field(False, description="A plan called off in a statement (\"I'm no longer visiting …\"): "
                                                  "expire the open plan it names if there is one, else reconcile "
                                                  "as usual.")
    moves: str | None = Field(None, description="What a reschedule moves or a change drops (\"瑜伽课挪到周四\" "
                                                "→ \"瑜伽课\", \"不用飞书了，换成钉钉\" → \"飞书\"): relates it to "
                                                "the item that names it even when their entities differ.")
    type_guessed: bool = Field(False, description="Type inferred from a bare change cue; reconcile may adopt the "
                                                  "type of the item it supersedes.")
    generic_referent: str | None = Field(None, description="A cancellation that names its plan only by a generic "
                                                           "noun (\"Trip's cancelled\", \"那个会不开了\"): the "
                                                           "kind of plan (trip, meeting, …) whose last one it "
                                                           "expires.")
    echo: str | None = Field(None, description="A self-correction (\"sorry, I meant Berlin\") right after the "
                                               "assistant echoed the user: the echo, to find the item it corrects.")
    reschedules_last: bool = Field(False, description="A reschedule that names no plan (\"Moved it to Saturday\", "
                                                      "\"改到周六了\"): it moves the last plan mentioned.")
    requested: bool = Field(False, description="The user asked for it to be remembered (an explicit request, or a "
                                               "rule's reading of a request sentence): it replaces what it "
                                               "contradicts.")
    fallback: list[Candidate] = Field(default_factory=list, description="What to write instead of a cancellation "
                                      "that finds no open plan to call off: the gate's reading of the same words "
                                      "(\"亚马逊彻底不做了，全力转TikTok Shop\" states where the shop is now; "
                                      "\"算了，没事\" has none and writes nothing).")


Candidate.model_rebuild()  # ``fallback`` refers to the class itself
