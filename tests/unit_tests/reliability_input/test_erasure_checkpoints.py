"""Issue 12, finding 4: erasure reaches checkpoints.

The memory agent runs with a ``SqliteSaver``-backed :class:`UserBoundCheckpointer` next to the store; recalled
memories are used by the model call but never saved in a checkpoint (``UntrackedValue`` channels in
``graphs/state.py``), so after ``forget(item)`` no file under the store directory — the checkpoint database and its
WAL included — holds the forgotten text, in any thread or any checkpoint of a thread's history. ``forget_user``
(with the checkpointer's ``forget_user``) leaves none of the user's words at all.

The model is scripted and does not quote memories: an assistant reply that repeats a memory is conversation content,
erased with the thread (``forget_user``), not with the item.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.store.base import PutOp

from graphs import MemoryContext, build_memory_agent
from langmem_layers import HashingEmbeddings, LayeredMemory
from langmem_layers.integrations import MemoryStoreAdapter, UserBoundCheckpointer


def _files_holding(root: Path, needle: str) -> list[str]:
    data = needle.encode("utf-8")
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and data in p.read_bytes())


def _agent(mem: LayeredMemory, saver: UserBoundCheckpointer) -> Any:
    replies = iter([AIMessage(content="Noted.")] + [AIMessage(content="Here you go.") for _ in range(20)])
    return build_memory_agent(mem, model=GenericFakeChatModel(messages=replies), checkpointer=saver)


def _ask(agent: Any, user: str, text: str, thread: str, now: datetime) -> dict[str, Any]:
    return agent.invoke({"messages": [HumanMessage(text)]}, config={"configurable": {"thread_id": thread}},
                        context=MemoryContext(user_id=user, now=now))


def test_forget_item_leaves_no_copy_in_any_checkpoint(tmp_path: Path, day0: datetime) -> None:
    store = tmp_path / "store"
    mem = LayeredMemory.open(store, embeddings=HashingEmbeddings())
    saver = UserBoundCheckpointer.for_memory(mem)
    agent = _agent(mem, saver)
    _ask(agent, "alice", "I hate long answers", "t1", day0)
    _ask(agent, "bob", "I prefer tea over coffee", "b1", day0)
    [item] = [i for i in mem.items("alice") if "answer" in i.content]
    text = item.content  # the canonical memory ("User dislikes long answers"), not the user's own words
    for n, thread in enumerate(["t1", "t2", "t1", "t3"], 1):
        out = _ask(agent, "alice", "How should you answer me, given my answers preference?", thread,
                   day0 + timedelta(hours=n))
        assert any(m["content"] == text for m in out["memories"])  # recalled into the run
        assert any(text in str(m.content) for m in out["context_messages"])  # and into the model's prompt
    history = [s for t in ("t1", "t2", "t3") for s in agent.get_state_history(
        {"configurable": {"thread_id": t, "user_id": "alice"}})]
    assert len(history) > 10
    assert not any(text in repr(s.values) for s in history)  # never saved, even before the forget
    assert _files_holding(store, text)  # sanity: the scan finds the item while it exists

    mem.forget("alice", item.id)

    assert _files_holding(store, text) == []
    assert _files_holding(store, "I hate long answers")  # the conversation itself stays (the thread was not erased)
    assert "tea" in " ".join(i.content for i in mem.items("bob")).lower()
    saver.close()
    mem.close()
    assert _files_holding(store, text) == []


def test_forget_user_leaves_none_of_the_users_words(tmp_path: Path, day0: datetime) -> None:
    store = tmp_path / "store"
    mem = LayeredMemory.open(store, embeddings=HashingEmbeddings())
    saver = UserBoundCheckpointer.for_memory(mem)
    agent = _agent(mem, saver)
    words = "I hate long answers about Zanzibar"
    _ask(agent, "alice", words, "t1", day0)
    _ask(agent, "alice", "Tell me about Zanzibar, briefly", "t2", day0 + timedelta(hours=1))
    _ask(agent, "bob", "I prefer tea over coffee", "b1", day0)
    assert _files_holding(store, "Zanzibar")

    receipt = mem.forget_user("alice")  # also erases the threads in the checkpoint file next to the store
    saver.forget_user("alice")  # (and an application's own call is harmless)
    assert saver.threads("alice") == [] and receipt.items >= 1

    assert _files_holding(store, "Zanzibar") == []
    assert _files_holding(store, "I prefer tea over coffee")  # bob's thread is untouched
    saver.close()
    mem.close()


def test_store_adapter_extras_go_with_the_item(mem: LayeredMemory) -> None:
    """The adapter's extra fields for a key are removed when the item is deleted — through the adapter or by
    ``forget`` directly — not when the key happens to be read again."""
    store = MemoryStoreAdapter(mem)
    ns = store.namespace("alice")
    store.batch([PutOp(ns, "k1", {"content": "User likes green tea", "note": "Secret-Extra-Value-1"}),
                 PutOp(ns, "k2", {"content": "User lives in Lisbon", "note": "Secret-Extra-Value-2"})])
    rows = mem.sqlite._execute("SELECT value FROM kv", ())
    assert any("Secret-Extra-Value-1" in r[0] for r in rows)
    store.batch([PutOp(ns, "k1", None)])  # delete through the adapter
    [item2] = [i for i in mem.items("alice") if "Lisbon" in i.content]
    mem.forget("alice", item2.id)  # delete behind the adapter's back
    rows = mem.sqlite._execute("SELECT value FROM kv", ())
    assert not any("Secret-Extra-Value" in r[0] for r in rows)
    assert _files_holding(Path(mem.path), "Secret-Extra-Value") == []
