"""A memory linked to a KB document that changed is recalled for confirmation beside the current KB text."""

from langchain_core.documents import Document
from langchain_core.messages import HumanMessage

from langmem_layers import MemoryStatus


def test_needs_review_memory_is_shown_with_the_current_kb_text(mem):
    mem.kb.add_documents([Document(page_content="X1 笔记本电池保修一年，整机保修两年。",
                                   metadata={"doc_id": "warranty", "title": "保修政策"})])
    report = mem.add("alice", "用户关心X1笔记本电池保修一年", type="fact", linked_doc_id="warranty")
    item_id = report.actions[0].item_id
    mem.kb.update_document("warranty", "X1 笔记本电池保修两年，整机保修三年。")
    assert mem.get("alice", item_id).status == MemoryStatus.NEEDS_REVIEW

    bundle = mem.build_context("alice", [HumanMessage("我的X1笔记本电池保修多久来着？帮我按我的情况看看")])
    recalled = {h.item.id: h for h in bundle.memories}
    assert item_id in recalled
    linked = [d for d in bundle.kb_chunks if d.metadata.get("linked_item_id") == item_id]
    assert linked and "保修两年" in linked[0].page_content and linked[0].metadata["authority"] == "kb"
    prompt = "\n".join(str(m.content) for m in bundle.messages)
    assert "待确认" in prompt and "保修两年" in prompt

    # another user never sees alice's linked memory, and observed items stay out
    other = mem.build_context("bob", [HumanMessage("我的X1笔记本电池保修多久来着？帮我按我的情况看看")])
    assert item_id not in {h.item.id for h in other.memories}


def test_linked_kb_text_comes_even_when_the_route_skips_the_kb(mem):
    mem.kb.add_documents([Document(page_content="会员积分一年后清零。", metadata={"doc_id": "points"})])
    report = mem.add("alice", "用户记得会员积分一年后清零", type="preference", linked_doc_id="points")
    item_id = report.actions[0].item_id
    mem.kb.update_document("points", "会员积分两年后清零。")
    bundle = mem.build_context("alice", [HumanMessage("根据我的偏好，帮我推荐怎么用会员积分")])
    assert bundle.route.value == "memory"
    assert item_id in {h.item.id for h in bundle.memories}
    assert any("两年后清零" in d.page_content and d.metadata.get("linked_item_id") == item_id
               for d in bundle.kb_chunks)
