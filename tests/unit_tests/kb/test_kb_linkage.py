"""KB ↔ memory linkage: a changed document puts linked memories in needs_review; recall re-queries the KB."""

from langchain_core.documents import Document

from langmem_layers import MemoryStatus

POLICY_V1 = "# 会员政策\n\n金卡会员每月享受两次免费配送。Gold members get two free deliveries a month."
POLICY_V2 = "# 会员政策\n\n金卡会员每月享受五次免费配送。Gold members get five free deliveries a month."


def linked_item(mem, user="alice", content="用户是金卡会员，关心每月免费配送次数"):
    report = mem.add(user, content, type="fact", linked_doc_id="membership")
    return mem.get(user, report.actions[0].item_id)


def test_add_records_linked_doc_id(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    assert linked_item(mem).linked_doc_id == "membership"


def test_update_flags_linked_items_of_every_user_with_version_audit_and_vector_sync(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    alice, bob = linked_item(mem, "alice"), linked_item(mem, "bob", "bob 关心免费配送")
    other = mem.get("alice", mem.add("alice", "用户喜欢喝咖啡", type="preference").actions[0].item_id)
    mem.kb.update_document("membership", POLICY_V2)
    for user, item in (("alice", alice), ("bob", bob)):
        now = mem.get(user, item.id)
        assert now.status == MemoryStatus.NEEDS_REVIEW
        assert now.version == item.version + 1
        assert now.content == item.content  # the user's words stay; KB text is not copied in
        assert now.metadata["kb_review"] == {"doc_id": "membership", "from_version": 1, "to_version": 2,
                                             "previous_status": "active", "at": now.updated_at.isoformat()}
        audit = [a for a in mem.audit_log(user) if a["item_id"] == item.id][-1]
        assert (audit["actor"], audit["rule"]) == ("kb", "kb.linked_doc_changed")
        assert mem.index.ids(mem.collection, user)[item.id]["status"] == "needs_review"
        assert [v.status for v in mem.history(user, item.id)][-1] == MemoryStatus.NEEDS_REVIEW
    assert mem.get("alice", other.id).status == MemoryStatus.ACTIVE  # unlinked memories are untouched
    assert [h.item.id for h in mem.search("alice", "免费配送", statuses=["needs_review"])] == [alice.id]


def test_unchanged_readd_does_not_flag(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    item = linked_item(mem)
    mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    assert mem.get("alice", item.id).status == MemoryStatus.ACTIVE


def test_delete_flags_linked_items(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    item = linked_item(mem)
    mem.kb.delete_document("membership")
    flagged = mem.get("alice", item.id)
    assert flagged.status == MemoryStatus.NEEDS_REVIEW and flagged.metadata["kb_review"]["to_version"] is None


def test_refresh_linked_returns_the_current_kb_text_as_authority(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership"),
                          Document("配送范围覆盖全国。free deliveries nationwide", id="shipping")])
    item = linked_item(mem)
    mem.kb.update_document("membership", POLICY_V2)
    hit = mem.search("alice", "免费配送次数", statuses=["active", "needs_review"])[0]
    assert hit.item.id == item.id
    docs = mem.kb.refresh_linked(hit)
    assert docs and all(d.metadata["doc_id"] == "membership" and d.metadata["version"] == 2 for d in docs)
    assert "五次" in docs[0].page_content and "两次" not in docs[0].page_content
    assert docs[0].metadata["authority"] == "kb" and docs[0].metadata["linked_item_id"] == item.id
    assert mem.get("alice", item.id).content == item.content  # refresh writes nothing


def test_refresh_linked_falls_back_to_the_whole_kb_and_ignores_unlinked_items(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership"), Document(POLICY_V2, id="membership-2025")])
    item = linked_item(mem)
    mem.kb.delete_document("membership")
    docs = mem.kb.refresh_linked(mem.get("alice", item.id))
    assert docs and docs[0].metadata["doc_id"] == "membership-2025"
    plain = mem.get("alice", mem.add("alice", "用户喜欢喝咖啡").actions[0].item_id)
    assert mem.kb.refresh_linked(plain) == []


async def test_arefresh_linked(mem):
    mem.kb.add_documents([Document(POLICY_V1, id="membership")])
    docs = await mem.kb.arefresh_linked(linked_item(mem))
    assert docs[0].metadata["doc_id"] == "membership"
