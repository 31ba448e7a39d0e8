"""The walls: nothing a user says reaches the KB; KB text never lands in personal memory."""

import inspect
import json

from langchain_core.documents import Document

from langmem_layers.kb import BaseKnowledgeBase, KnowledgeBase, RetrieverKnowledgeBase

KB_MARK = "KBMARK4242"
USER_MARK = "USERMARK7731"
KB_DOCS = [
    Document(f"# 保修政策\n\n笔记本整机保修两年 {KB_MARK}。电池保修一年。\n\n"
             "| 型号 | 价格 |\n|---|---|\n| X1 | ¥6999 |", id="warranty"),
    Document(f"Return policy: unopened products within 7 days {KB_MARK}.", id="returns"),
]


def kb_table_text(mem) -> str:
    parts = []
    for table in ("kb_documents", "kb_versions", "kb_chunks", "kb_facts", "kb_fts"):
        cols = [r[1] for r in mem.sqlite._execute(f"PRAGMA table_info({table})")]
        text_cols = [c for c in cols if c not in ("vec",)]
        for row in mem.sqlite._execute(f"SELECT {', '.join(text_cols)} FROM {table}"):
            parts.extend(str(v) for v in row)
    return "\n".join(parts)


def personal_text(mem, users) -> str:
    parts = []
    for user in users:
        parts += [i.model_dump_json() for i in mem.items(user)]
        parts += [json.dumps(a, ensure_ascii=False, default=str) for a in mem.audit_log(user)]
    parts += [r[0] for r in mem.sqlite._execute("SELECT data FROM item_versions")]
    return "\n".join(parts)


def test_no_kb_verb_takes_a_user_id():
    for cls in (BaseKnowledgeBase, KnowledgeBase, RetrieverKnowledgeBase):
        for name, func in inspect.getmembers(cls, inspect.isfunction):
            if not name.startswith("_"):
                params = set(inspect.signature(func).parameters)
                assert not params & {"user_id", "user", "session_id"}, (cls.__name__, name)


def test_user_activity_never_reaches_kb_and_kb_text_never_reaches_memory(mem):
    mem.kb.add_documents(KB_DOCS)
    chunk_texts = [r[0] for r in mem.sqlite._execute("SELECT text FROM kb_chunks")]
    kb_before = kb_table_text(mem)
    users = ["alice", "bob", "kb"]  # a user literally named "kb" is still just a user
    for user in users:
        mem.add(user, f"用户的笔记本电池坏了 {USER_MARK}", type="fact", linked_doc_id="warranty")
        mem.add(user, f"User prefers short answers {USER_MARK}", type="preference")
        for query in (f"电池保修 {USER_MARK}", "保修两年", "unopened products within 7 days", KB_MARK):
            hits = mem.search(user, query, statuses=["active", "needs_review"])
            assert all(KB_MARK not in h.item.content for h in hits)  # memory search never returns KB chunks
            mem.kb.search(query)
        for item in mem.items(user):
            mem.kb.refresh_linked(item)
    mem.kb.update_document("warranty", KB_DOCS[0].page_content.replace("两年", "三年"))  # flags linked items
    for user in users:
        for item in mem.items(user, status="needs_review"):
            mem.kb.refresh_linked(item)
    mem.forget_user("bob")
    # wall 1: nothing from users in any KB table (text, tokens, metadata)
    kb_after = kb_table_text(mem)
    assert USER_MARK not in kb_after and USER_MARK.lower() not in kb_after
    assert "alice" not in kb_after and "bob" not in kb_after
    assert kb_before.count(KB_MARK) >= 2 and "KBMARK4242" in kb_after  # the KB itself is intact after forget_user
    # wall 2: no KB text in personal memory (items, versions, audit), only ids and version numbers
    personal = personal_text(mem, users)
    assert KB_MARK not in personal and KB_MARK.lower() not in personal
    for text in chunk_texts:
        assert text not in personal
    assert "kb.linked_doc_changed" in personal  # the linkage did write, and wrote only references
    # separate vector collections and owners
    chunk_ids = {r[0] for r in mem.sqlite._execute("SELECT chunk_id FROM kb_chunks")}
    assert set(mem.index.ids(mem.kb.collection)) == chunk_ids
    assert {m["user_id"] for m in mem.index.ids(mem.kb.collection).values()} == {"kb"}
    memory_vectors = mem.index.ids(mem.collection)
    assert set(memory_vectors) == {i.id for u in users for i in mem.items(u)}


def test_memory_writes_do_not_touch_kb_tables(mem):
    mem.kb.add_documents(KB_DOCS)
    before = mem.kb.stats()
    snapshot = kb_table_text(mem)
    item = mem.add("alice", f"喜欢 {USER_MARK}", type="preference").actions[0].item_id
    mem.update("alice", item, content=f"很喜欢 {USER_MARK}")
    mem.forget("alice", item)
    mem.add("kb", f"a user named kb {USER_MARK}")
    mem.forget_user("alice")
    mem.forget_user("kb")  # erasing a user called "kb" erases that user, not the knowledge base
    assert mem.kb.stats() == before and kb_table_text(mem) == snapshot


def test_conversations_through_the_write_and_read_paths_keep_both_walls(mem):
    """remember() over turns whose assistant replies quote the KB, build_context(), end_session()."""
    mem.kb.add_documents(KB_DOCS)
    chunk_texts = [r[0] for r in mem.sqlite._execute("SELECT text FROM kb_chunks")]
    kb_before = kb_table_text(mem)
    turns = [
        {"role": "user", "content": f"我的笔记本电池保修多久？我不喜欢太长的回答 {USER_MARK}"},
        {"role": "assistant", "content": f"根据保修政策：{chunk_texts[0]}"},
        {"role": "user", "content": "I prefer answers in bullet points. 记住我住在杭州。"},
        {"role": "assistant", "content": f"Noted. Also: {chunk_texts[-1]}"},
    ]
    for user in ("alice", "bob"):
        report = mem.remember(user, turns, session_id=f"s-{user}")
        assert report.items("add")  # the write path really stored the user's preferences
        bundle = mem.build_context(user, [*turns, {"role": "user", "content": f"保修政策是什么？{USER_MARK}"}])
        assert bundle.kb_chunks  # the read path really searched the KB
        mem.end_session(user, f"s-{user}", messages=turns)
    assert kb_table_text(mem) == kb_before  # nothing from the conversation reached the KB
    personal = personal_text(mem, ["alice", "bob"])
    assert KB_MARK not in personal and KB_MARK.lower() not in personal
    for text in chunk_texts:
        assert text not in personal
