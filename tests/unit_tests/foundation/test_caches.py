"""Every in-process cache that holds a user's words is a registered ``BoundedLRU`` (or a registered ``text_cache``),
and ``forget_user`` empties each of them (issue 9, defect 3: the trigger cache kept '我对青霉素过敏')."""

from __future__ import annotations

import ast
import threading
from pathlib import Path
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from graphs import MemoryContext, build_memory_agent
from langmem_layers._cache import BoundedLRU, erase_user, registered_caches, text_caches

ROOT = Path(__file__).resolve().parents[3]
SENTENCE = "我对青霉素过敏"
MARKER = "青霉素"

#: Every BoundedLRU of the package, by name, and whether its entries name their user (dropped per user) or not.
#: A new cache must be added here — the test below fails when a registered name is missing from this table.
CACHES_OF_USER_TEXT = {
    "write.trigger_hits": "clause text → trigger hits",
    "write.session_notes": "(user, session) → session notes",
    "window.sessions": "(user, session) → window state (facts, summary)",
    "memory.vector_matrices": "user → her memory vectors (the exact scan of the read and the write path)",
    "memory.vector_counts": "user → (vector generation, her vector count)",
    "memory.query_vectors": "query text → query vector",
    "memory.document_vectors": "(model, short document text) → its embedding (shared by the gate and reconcile)",
    "write.redactions": "digest of a text → its redaction (the redacted text; issue 12)",
    "kb.token_doc_counts": "query token → KB document count",
    "safety.clean_stamps": "digest of scanned text → clean verdict",
    "read.guard_verdicts": "digest of recalled text → clean verdict",
    "graphs.summary_jobs": "(user, thread) → pending summary of folded turns",
}

#: ``functools.lru_cache`` is allowed only on functions of rule tables or constants (never of user text).
LRU_ON_RULE_TABLES = {
    ("tokens.py", "_cl100k"), ("tokens.py", "default_token_counter"),
    ("window/facts.py", "cue_pattern"), ("window/facts.py", "_relation_pattern"),
    ("window/summary.py", "_cue_regex"), ("window/summary.py", "_slot_pattern"),
    ("window/session.py", "_patterns"),
    ("safety/injection.py", "any_rule_regex"), ("safety/injection.py", "_base_fold_table"),
    ("safety/injection.py", "ruleset_rules"), ("read/router.py", "cues_for"),  # keyed by a lexicon RuleSet (track C)
    ("classify/linear.py", "_shipped"),  # keyed by a file name of the package: its shipped weights
}


def _holds(value: Any, marker: str) -> bool:
    return marker in repr(value)


def _fill_everything(mem: Any, user: str, day0: Any) -> Any:
    """Use the memory the way an agent does, so that every cache of user text gets this user's sentence."""
    mem.remember(user, [HumanMessage(SENTENCE), AIMessage("好的，记住了。")], session_id="s1", now=day0)
    mem.search(user, SENTENCE, now=day0)
    mem.build_context(user, [HumanMessage(f"{SENTENCE}，能吃阿莫西林吗？")], session_id="s1", now=day0)
    agent = build_memory_agent(mem, checkpointer=InMemorySaver())
    agent.invoke({"messages": [HumanMessage(SENTENCE)]}, config={"configurable": {"thread_id": "t1"}},
                 context=MemoryContext(user_id=user, now=day0))
    for cache in registered_caches():
        if cache.name == "kb.token_doc_counts":  # the KB prunes by document counts only past 1,000 chunks
            cache.put(MARKER, 1)
        if cache.name == "graphs.summary_jobs":  # filled only with a model summarising in the background
            cache.put(f"{user}\x00t1", (SENTENCE, ["m1"]))
    return agent  # alive: its node caches stay registered


def _by_name() -> dict[str, list[BoundedLRU[Any, Any]]]:
    out: dict[str, list[BoundedLRU[Any, Any]]] = {}
    for cache in registered_caches():
        if not cache.name.startswith("doctest"):
            out.setdefault(cache.name, []).append(cache)
    return out


def test_forget_user_empties_every_cache_of_her_words(mem, day0):
    for cache in registered_caches():  # entries of earlier tests' users (alive until collected) are not alice's
        cache.clear()
    agent = _fill_everything(mem, "alice", day0)
    caches = _by_name()
    assert set(caches) == set(CACHES_OF_USER_TEXT), "a cache was added or removed: update CACHES_OF_USER_TEXT"
    filled = {name for name, found in caches.items() if any(len(c) for c in found)}
    assert filled == set(CACHES_OF_USER_TEXT), f"not filled by the exercise: {set(CACHES_OF_USER_TEXT) - filled}"
    trigger_keys = [k for c in caches["write.trigger_hits"] for k in c]
    assert any(MARKER in k for k in trigger_keys)
    assert any(c.cache_info().currsize for c in text_caches())

    mem.forget_user("alice")

    for name, found in _by_name().items():
        for cache in found:
            for key in cache:
                assert not _holds(key, MARKER) and not _holds(cache.get(key), MARKER), (name, key)
                assert not (isinstance(key, tuple) and "alice" in key) and key != "alice", (name, key)
    for name in ("write.trigger_hits", "memory.query_vectors", "memory.document_vectors", "kb.token_doc_counts",
                 "safety.clean_stamps"):
        assert all(len(c) == 0 for c in caches[name]), name  # keyed by text: emptied
    assert all(c.cache_info().currsize == 0 for c in text_caches())
    assert agent is not None


def test_erasure_keeps_other_users_entries_where_keys_name_the_user():
    sessions: BoundedLRU[tuple[str, str], str] = BoundedLRU(8, name="doctest.sessions", owner=lambda k: k[0])
    texts: BoundedLRU[str, int] = BoundedLRU(8, name="doctest.texts")
    sessions.put(("alice", "s"), SENTENCE)
    sessions.put(("bob", "s"), "bob's notes")
    texts.put(SENTENCE, 1)
    erase_user("alice")
    assert sessions.keys() == [("bob", "s")] and len(texts) == 0


def test_bounded_lru_is_bounded_by_count_or_weight_and_thread_safe():
    lru: BoundedLRU[int, int] = BoundedLRU(100, name="doctest.bound")
    threads = [threading.Thread(target=lambda base=b: [lru.put(base * 1000 + i, i) for i in range(500)])
               for b in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(lru) == 100
    rows: BoundedLRU[str, list[int]] = BoundedLRU(10, name="doctest.rows", weight=len)
    rows.put("a", [0] * 6)
    rows.put("b", [0] * 6)
    assert rows.keys() == ["b"]
    rows.put("c", [0] * 20)  # one entry heavier than the bound is still kept (the newest)
    assert rows.keys() == ["c"]
    assert rows.get("a") is None and rows.get_or_put("d", lambda: [1]) == [1]


def _package_files() -> list[Path]:
    return sorted([*(ROOT / "langmem_layers").rglob("*.py"), *(ROOT / "graphs").rglob("*.py")])


def test_no_cache_outside_the_registry():
    """No hand-rolled LRU (OrderedDict) outside ``_cache.py``; ``lru_cache`` only on rule tables."""
    offenders: list[str] = []
    for path in _package_files():
        rel = path.relative_to(ROOT / "langmem_layers") if "langmem_layers" in path.parts else path.relative_to(ROOT)
        if str(rel) == "_cache.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Name | ast.Attribute) and (getattr(node, "id", None) == "OrderedDict"
                                                               or getattr(node, "attr", None) == "OrderedDict"):
                offenders.append(f"{rel}:{node.lineno} OrderedDict")
            if isinstance(node, ast.alias) and node.name == "OrderedDict":
                offenders.append(f"{rel}:{node.lineno} imports OrderedDict")
            if isinstance(node, ast.FunctionDef):
                for deco in node.decorator_list:
                    target = deco.func if isinstance(deco, ast.Call) else deco
                    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
                    if name in ("lru_cache", "cache") and (str(rel), node.name) not in LRU_ON_RULE_TABLES:
                        offenders.append(f"{rel}:{node.lineno} @{name} on {node.name} (use _cache.text_cache)")
    assert offenders == []
