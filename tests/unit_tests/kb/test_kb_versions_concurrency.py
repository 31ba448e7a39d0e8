"""Versioned updates under concurrent readers: every search answers from exactly one version, never zero."""

import threading

import pytest
from langchain_core.documents import Document

ROUNDS = 12


def version_text(v: int) -> str:
    """Several chunks per version, each naming its version so a mixed answer would show."""
    paras = [f"退货政策第{v}版：未拆封商品{v}天内可退货。marker-v{v} return policy edition {v}." for _ in range(4)]
    return "# 退货政策\n\n" + "\n\n".join(paras)


def test_readers_never_see_both_or_neither_version(small_mem):
    kb = small_mem.kb
    kb.add_documents([Document(version_text(1), id="policy"),
                      Document("Shipping takes three days. 配送三天。", id="ship")])
    assert kb.get("policy").metadata["version"] == 1
    errors: list[str] = []
    seen_versions: set[int] = set()
    searches = 0
    done = threading.Event()

    def reader(query: str) -> None:
        nonlocal searches
        while not done.is_set():
            hits = [h for h in kb.search(query, k=10) if h.metadata["doc_id"] == "policy"]
            searches += 1
            if not hits:
                errors.append(f"no answer for {query!r}")
                continue
            versions = {h.metadata["version"] for h in hits}
            if len(versions) != 1:
                errors.append(f"mixed versions {versions}")
                continue
            v = versions.pop()
            seen_versions.add(v)
            if any(f"marker-v{v}" not in h.page_content for h in hits):
                errors.append(f"chunk text from another version than {v}")

    readers = [threading.Thread(target=reader, args=(q,)) for q in ("退货政策 未拆封商品", "return policy edition")]
    for t in readers:
        t.start()
    try:
        for v in range(2, ROUNDS + 1):
            assert kb.update_document("policy", version_text(v)).version == v
    finally:
        done.set()
        for t in readers:
            t.join(timeout=60)
    assert errors == []
    assert searches > ROUNDS  # the readers really ran during the updates
    assert len(seen_versions) > 1
    assert [v.version for v in kb.history("policy")] == list(range(1, ROUNDS + 1))
    stats = kb.stats()
    assert stats["kb_chunks"] == stats["vectors"] == sum(d.chunks for d in kb.list())  # old chunks all gone


def test_an_interrupted_update_leaves_the_old_version_answering(small_mem, monkeypatch):
    kb = small_mem.kb
    kb.add_documents([Document(version_text(1), id="policy")])

    def broken_upsert(*args, **kwargs):
        raise RuntimeError("chroma down")

    monkeypatch.setattr(small_mem.index, "upsert", broken_upsert)
    with pytest.raises(RuntimeError, match="chroma down"):
        kb.update_document("policy", version_text(2))
    monkeypatch.undo()
    hits = kb.search("return policy edition", k=10)
    assert hits and {h.metadata["version"] for h in hits} == {1}
    assert kb.get("policy").metadata["version"] == 1
    assert kb.stats()["kb_chunks"] == kb.list()[0].chunks  # the staged chunks were rolled back
    assert kb.update_document("policy", version_text(2)).version == 2


def test_recover_drops_chunks_of_superseded_versions(small_mem):
    kb = small_mem.kb
    kb.add_documents([Document(version_text(1), id="policy")])
    # simulate a crash after the flip but before the old chunks were deleted
    rows = small_mem.sqlite._execute("SELECT COUNT(*) FROM kb_chunks")[0][0]
    with small_mem.sqlite.transaction(small_mem._now(None)) as tx:
        tx.conn.execute("UPDATE kb_documents SET current_version = 2")
    assert kb.search("return policy edition") == []  # version 2 has no chunks; version 1 does not answer
    assert kb.recover() == rows
    assert small_mem.sqlite._execute("SELECT COUNT(*) FROM kb_chunks")[0][0] == 0
