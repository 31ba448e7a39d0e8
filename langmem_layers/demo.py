"""``langmem-layers demo``: store a few bilingual memories over simulated days, then recall them.

Runs offline on the embedded defaults (the local e5 model; ``--embeddings hashing`` for speed).
"""

from __future__ import annotations

import tempfile
from datetime import UTC, datetime, timedelta

from .cli import format_table

__all__ = ["run_demo"]

_DAY0 = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)

#: (day, user, content, type, slot) — a short multi-day history for two users.
SCRIPT = [
    (0, "alice", "用户不吃辣", "preference", None),
    (0, "alice", "用户住在上海", "profile", "city"),
    (1, "alice", "用户打算下个月去日本旅行", "plan", None),
    (2, "alice", "User prefers short answers in bullet points", "preference", None),
    (3, "alice", "用户搬到了杭州", "profile", "city"),
    (3, "bob", "User is allergic to peanuts", "fact", None),
]
QUERIES = [("alice", "推荐一家餐厅"), ("alice", "我住在哪个城市？"), ("alice", "how should you answer me?"),
           ("bob", "what can't I eat?"), ("bob", "我住在哪里？")]


def run_demo(store: str | None = None, embeddings: str = "auto") -> int:
    from .embeddings import HashingEmbeddings
    from .memory import LayeredMemory

    path = store or tempfile.mkdtemp(prefix="langmem-demo-")
    print(f"store: {path}  (loading the embedding model…)", flush=True)
    emb = HashingEmbeddings() if embeddings == "hashing" else None
    with LayeredMemory.open(path, embeddings=emb) as mem:
        print(f"embeddings: {mem.model_id}\n")
        for day, user, content, kind, slot in SCRIPT:
            change = slot is not None and bool(mem.profile(user).get(slot))
            report = mem.add(user, content, type=kind, slot=slot, change_of_mind=change,
                             now=_DAY0 + timedelta(days=day))
            for action in report.actions:
                print(f"day {day} [{user}] {action.kind:<9} {content}  — {action.reason}")
        print()
        for user, query in QUERIES:
            hits = mem.search(user, query, k=3, now=_DAY0 + timedelta(days=10))
            print(f"[{user}] {query}")
            rows = [(f"{h.score:.2f}", h.item.type.value, h.item.content) for h in hits]
            print(format_table(rows, ["score", "type", "memory"]) if rows else "  (nothing recalled)")
            print()
        superseded = mem.items("alice", status="superseded")
        print("superseded for alice:", [i.content for i in superseded])
    return 0
