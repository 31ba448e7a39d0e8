"""English router cues (data only; the engine is :mod:`langmem_layers.read.router`).

English cues match on word boundaries."""

from __future__ import annotations

#: Follow-ups on the current thread: answered from the window alone.
WINDOW: tuple[str, ...] = (
    "go on", "continue", "keep going", "and then", "then what", "what else", "tell me more", "more detail",
    "more details", "elaborate", "last point", "previous answer", "you just said", "you said", "what do you mean",
    "mean by that", "shorter", "rephrase", "say that again", "translate that", "an example", "i don't get",
)
#: Factual / policy / product / process / price / warranty questions: answered from the knowledge base.
KB: tuple[str, ...] = (
    "policy", "policies", "warranty", "guarantee", "refund", "return policy", "price", "prices", "pricing", "cost",
    "costs", "how much", "fee", "fees", "spec", "specs", "specification", "specifications", "battery life", "support",
    "supports", "compatible", "how do i", "how to", "how can i", "process", "procedure", "steps", "shipping",
    "delivery", "invoice", "sick leave", "annual leave", "holiday policy", "manual", "subscription", "subscriptions",
    "which of your", "your models", "your plans", "do you offer", "do you sell", "employees", "annual plan",
    "monthly plan",
)
#: Preferences, plans, standing instructions and the user's own history: answered from long-term memory.
MEMORY: tuple[str, ...] = (
    "i prefer", "i like", "i love", "i hate", "i don't like", "i dislike", "my favorite", "my favourite",
    "i'm planning", "i am planning", "i plan to", "i'm going to", "i am going to", "i want to", "i'd like to",
    "remember", "recommend", "suggest", "based on my", "my budget", "my diet", "did i say", "i told you",
    "i mentioned", "from now on", "my usual", "last time", "given my", "someone like me", "fits me", "suits me",
    "for me", "in mind",
)
#: Phrases that bring the user's own context into a request (a subset of the memory cues' meaning).
PERSONAL: tuple[str, ...] = (
    "given my", "based on my", "someone like me", "fits me", "suits me", "in mind", "my usual",
)
#: Choosing or arranging among options — with personal context this needs facts too (→ mixed).
CHOICE: tuple[str, ...] = (
    "which", "compare", "schedule", "arrange", "plan my",
)
