"""English word lists of the window fact filter (data only; the engine is :mod:`langmem_layers.window.facts`)."""

from __future__ import annotations

#: Evaluative, emotional and encouraging words: they judge or cheer, they do not inform.
EN_EVALUATIVE = frozenset(
    "good great awesome amazing wonderful fantastic incredible beautiful lovely cool fun funny hilarious sweet "
    "cute perfect brilliant excellent superb terrific fabulous gorgeous stunning adorable special unforgettable "
    "memorable exciting excited happy glad proud sad scary scared tough hard easy best better worse worst bad "
    "terrible horrible awful crazy wild interesting inspiring inspire inspires inspired impressive impressed "
    "amaze amazes amazed love loved loves like liked enjoy enjoyed appreciate appreciated grateful thankful "
    "blessed lucky luck jealous worried nervous tired exhausted stressed relieved confident brave strong kind "
    "thoughtful super care rest fingers crossed spirit shine shining shines miss missed hug hugs support "
    "supportive encourage encouraging encouragement proud pride joy fantastic warm heart hearts smile smiles "
    "blessing blessed memories memory favorite favourite "
    "dream dreams worth cease count forget remember wait unknown hurt sleep slept tight classic news picture "
    "photo worry worries congrats well said touch welcome anytime matter matters means".split())
#: English small-talk phrases removed before counting content ("great job" is praise, not a job).
EN_SMALL_TALK: tuple[str, ...] = (
    "great job", "good job", "nice job", "nice work", "great work", "well done", "way to go", "keep it up",
    "sounds good", "sounds great", "can't wait", "cannot wait", "no worries", "no problem", "take care",
    "good luck", "my pleasure", "of course", "you're welcome", "thank you", "see you", "talk soon", "talk later",
    "so proud", "big hugs", "you rock", "for sure", "my friend", "hang in there", "good night", "good morning",
    "have a good one", "made my day", "means a lot", "love that", "love it", "love you", "i'd love to",
    "would love to", "we'd love to",
)
#: Cues whose object must follow in the same clause (English): preferences, decisions, plans, identity.
EN_CUES: tuple[str, ...] = (
    "decide", "decided", "deciding", "choose", "chose", "chosen", "go with", "going with", "went with",
    "switch to", "switched to", "change to", "changed to", "instead", "no longer", "my name", "i'm called",
    "called", "named", "allergic", "allergy", "favorite", "favourite", "plan to", "planning to", "plans to",
    "goal is", "deadline", "booked", "reserved", "ordered", "bought", "remember to",
    "remember that", "have to",
    "live in", "living in", "lives in", "moved to", "move to", "work at", "work as", "work for", "works at",
    "teach", "teaches", "study", "studying", "born in", "grew up", "graduated", "prefer", "prefers",
    "preferred",
    "don't want", "do not want", "don't eat", "don't drink", "can't eat", "avoid", "started", "joined",
    "rather", "please don't", "please do not", "only eat", "only drink", "only use", "only take", "only wear",
)
#: English preference verbs: a cue only after a subject ("I like X"), never as a preposition ("is like").
EN_PREFERENCE_VERBS: tuple[str, ...] = ("like", "likes", "love", "loves", "hate", "hates", "enjoy", "enjoys",
                                        "dislike", "dislikes", "adore", "adores", "can't stand")
#: English relation nouns: "my sister Priya …" is a fact when something is said about her.
EN_RELATIONS: tuple[str, ...] = ("wife", "husband", "daughter", "son", "kid", "kids", "children", "sister",
                                 "brother", "mom", "mother", "dad", "father", "parents", "boss", "doctor", "coach",
                                 "partner", "girlfriend", "boyfriend", "grandma", "grandpa", "teacher", "dog", "cat")
