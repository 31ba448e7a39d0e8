"""Every facade verb, sync and async, on the embedded stores with the hashing embedder."""

import asyncio
from datetime import timedelta

import pytest

from langmem_layers import (
    HashingEmbeddings,
    InvalidContentError,
    InvalidEnumError,
    InvalidUserIdError,
    ItemNotFoundError,
    LayeredMemory,
    MemoryConfig,
    MemoryStatus,
)


def test_add_then_search_chinese_and_english(mem):
    mem.add("alice", "用户喜欢喝咖啡", type="preference")
    mem.add("alice", "User is allergic to peanuts", type="fact", importance=0.9)
    zh = mem.search("alice", "咖啡")
    en = mem.search("alice", "peanut allergy")
    assert zh[0].item.content == "用户喜欢喝咖啡"
    assert en[0].item.content == "User is allergic to peanuts"
    assert set(zh[0].scores) >= {"similarity", "importance", "recency", "confidence"}
    assert "keyword" in zh[0].sources


def test_search_score_is_the_weighted_formula(mem):
    mem.add("alice", "用户住在上海", type="profile", importance=0.7)
    hit = mem.search("alice", "上海")[0]
    s = hit.scores
    assert hit.score == pytest.approx(0.6 * s["similarity"] + 0.3 * s["importance"] + 0.1 * s["recency"])
    assert s["recency"] == pytest.approx(1.0)


def test_recency_decays_with_days(mem, day0):
    mem.add("alice", "用户喜欢爬山", type="preference", now=day0)
    later = mem.search("alice", "爬山", now=day0 + timedelta(days=10))[0]
    assert later.scores["recency"] == pytest.approx(1 / (1 + 0.1 * 10))


def test_search_updates_hit_count_and_last_accessed(mem, day0):
    item_id = mem.add("alice", "用户喜欢猫", type="preference").actions[0].item_id
    mem.search("alice", "猫", now=day0 + timedelta(days=2))
    item = mem.get("alice", item_id)
    assert item.hit_count == 1 and item.last_accessed_at == day0 + timedelta(days=2)
    assert len(mem.history("alice", item_id)) == 1  # a read is not a new version


def test_duplicate_adds_no_row_and_merge_bumps_version(mem):
    first = mem.add("alice", "用户喜欢喝咖啡", type="preference").actions[0]
    dup = mem.add("alice", "用户喜欢喝咖啡", type="preference").actions[0]
    assert dup.kind == "skip" and dup.target_id == first.item_id
    assert len(mem.items("alice")) == 1


def test_slot_supersede_keeps_old_version(mem):
    old = mem.add("alice", "用户住在上海", type="profile", slot="city").actions[0].item_id
    action = mem.add("alice", "用户住在杭州", type="profile", slot="city", change_of_mind=True).actions[0]
    assert action.kind == "supersede" and action.target_id == old
    assert mem.get("alice", old).status == MemoryStatus.SUPERSEDED
    assert mem.profile("alice") == {"city": "用户住在杭州"}
    assert [h.item.content for h in mem.search("alice", "住在")] == ["用户住在杭州"]
    assert [v.status for v in mem.history("alice", old)] == [MemoryStatus.ACTIVE, MemoryStatus.SUPERSEDED]


def test_low_confidence_is_observed_and_not_recalled(mem):
    action = mem.add("alice", "用户可能喜欢红酒", type="preference", confidence=0.4).actions[0]
    assert action.kind == "observe"
    assert mem.search("alice", "红酒") == []
    assert mem.search("alice", "红酒", statuses=["observed"])[0].item.id == action.item_id


def test_update_creates_version_and_reembeds(mem):
    item_id = mem.add("alice", "用户喜欢绿茶", type="preference").actions[0].item_id
    updated = mem.update("alice", item_id, content="用户喜欢乌龙茶", importance=0.9)
    assert updated.version == 2
    assert mem.search("alice", "乌龙")[0].item.id == item_id
    assert [v.content for v in mem.history("alice", item_id)] == ["用户喜欢绿茶", "用户喜欢乌龙茶"]
    assert mem.audit_log("alice", item_id)[-1]["action"] == "update"


def test_forget_removes_item_everywhere(mem):
    item_id = mem.add("alice", "用户喜欢咖啡", type="preference").actions[0].item_id
    mem.forget("alice", item_id)
    with pytest.raises(ItemNotFoundError):
        mem.get("alice", item_id)
    assert mem.search("alice", "咖啡") == []
    assert item_id not in mem.index.ids(mem.collection)
    assert mem.audit_log("alice", item_id)[-1]["action"] == "forget"


def test_isolation_with_prefix_similar_ids(mem):
    mem.add("acme", "acme secret plan alpha", type="plan")
    mem.add("acme-corp", "acme-corp budget 900k", type="fact")
    assert [h.item.user_id for h in mem.search("acme", "acme budget plan alpha 900k", k=10)] == ["acme"]
    assert [h.item.user_id for h in mem.search("acme-corp", "acme budget plan alpha 900k", k=10)] == ["acme-corp"]
    assert all(i.user_id == "acme" for i in mem.items("acme"))
    mem.forget_user("acme")
    assert len(mem.items("acme-corp")) == 1


def test_another_users_id_behaves_like_unknown_id(mem):
    item_id = mem.add("alice", "用户喜欢咖啡", type="preference").actions[0].item_id
    for call in (lambda: mem.get("bob", item_id), lambda: mem.history("bob", item_id),
                 lambda: mem.update("bob", item_id, content="hijack"), lambda: mem.forget("bob", item_id)):
        with pytest.raises(ItemNotFoundError) as err:
            call()
        assert "for this user" in str(err.value)
    assert mem.get("alice", item_id).content == "用户喜欢咖啡"


@pytest.mark.parametrize("user_id", ["", "   ", None, 42, "a\x00b", "x" * 300])
def test_bad_user_ids(mem, user_id):
    with pytest.raises(InvalidUserIdError):
        mem.add(user_id, "hello")
    with pytest.raises(InvalidUserIdError):
        mem.search(user_id, "hello")


@pytest.mark.parametrize("content", ["", "  \t ", "a\x00b", "长" * 2001, b"bytes"])
def test_bad_content_leaves_nothing_written(mem, content):
    with pytest.raises(InvalidContentError):
        mem.add("alice", content)
    assert mem.items("alice") == [] and mem.audit_log("alice") == []


def test_bad_enums(mem):
    with pytest.raises(InvalidEnumError, match="preference"):
        mem.add("alice", "hello", type="feeling")
    with pytest.raises(InvalidEnumError):
        mem.items("alice", status="deleted")
    item_id = mem.add("alice", "hello world").actions[0].item_id
    with pytest.raises(InvalidEnumError):
        mem.update("alice", item_id, status="gone")


def test_persistence_across_close_and_open(store_path):
    emb = HashingEmbeddings()
    with LayeredMemory.open(store_path, embeddings=emb) as mem:
        item_id = mem.add("alice", "用户喜欢咖啡", type="preference").actions[0].item_id
    with LayeredMemory.open(store_path, embeddings=emb) as mem:
        assert mem.get("alice", item_id).content == "用户喜欢咖啡"
        assert mem.search("alice", "咖啡")[0].item.id == item_id


def test_export_contains_items_versions_and_audit(mem):
    item_id = mem.add("alice", "用户住在上海", type="profile", slot="city").actions[0].item_id
    data = mem.export("alice")
    assert data["items"][0]["id"] == item_id
    assert data["versions"][item_id][0]["content"] == "用户住在上海"
    assert data["audit"][0]["action"] == "add" and data["profile"] == {"city": "用户住在上海"}


def test_async_twins(mem):
    async def scenario():
        report = await mem.aadd("alice", "用户喜欢咖啡", "preference")
        item_id = report.actions[0].item_id
        hits = await mem.asearch("alice", "咖啡")
        assert hits[0].item.id == item_id
        assert (await mem.aget("alice", item_id)).content == "用户喜欢咖啡"
        await mem.aupdate("alice", item_id, content="用户喜欢拿铁")
        assert len(await mem.ahistory("alice", item_id)) == 2
        assert len(await mem.aitems("alice")) == 1
        assert (await mem.aexport("alice"))["user_id"] == "alice"
        assert (await mem.averify()).ok
        assert await mem.areembed() == 0
        await mem.aforget("alice", item_id)
        mem.add("alice", "another memory")
        receipt = await mem.aforget_user("alice")
        assert receipt.items == 1

    asyncio.run(scenario())


def test_config_limits_content_size(store_path):
    mem = LayeredMemory.open(store_path, config=MemoryConfig(max_content_chars=20), embeddings=HashingEmbeddings())
    with pytest.raises(InvalidContentError, match="max_content_chars=20"):
        mem.add("alice", "x" * 21)
    mem.close()


def test_add_many_batches_and_reconciles_within_the_batch(mem, day0):
    report = mem.add_many("alice", [
        {"content": "用户喜欢喝咖啡", "type": "preference"},
        {"content": "用户喜欢喝咖啡", "type": "preference"},  # duplicate inside the same batch
        {"content": "User likes jazz", "type": "preference", "now": day0 + timedelta(days=1)},
    ])
    assert [a.kind for a in report.actions] == ["add", "skip", "add"]
    assert len(mem.items("alice")) == 2
    assert mem.items("alice")[1].created_at == day0 + timedelta(days=1)
    assert mem.verify().ok
    with pytest.raises(InvalidContentError):
        mem.add_many("alice", [{"content": ""}])


def test_forget_user_also_erases_checkpoints_and_sessions(mem):
    from langchain_core.messages import HumanMessage
    from langgraph.checkpoint.base import empty_checkpoint

    from langmem_layers.integrations import UserBoundCheckpointer

    mem.build_context("alice", [HumanMessage("我打算下周去杭州出差")], session_id="s1")
    with UserBoundCheckpointer.for_memory(mem) as saver:
        for user, thread in (("alice", "t-alice"), ("alice-corp", "t-corp")):
            config = {"configurable": {"thread_id": thread, "checkpoint_ns": "", "user_id": user}}
            saver.put(config, empty_checkpoint(), {"source": "input", "step": 0}, {})
    receipt = mem.forget_user("alice")
    assert receipt.other["checkpoint_threads"] == 1 and receipt.other["sessions"] == 1
    assert mem.session_state("alice", "s1") is None
    with UserBoundCheckpointer.for_memory(mem) as saver:
        corp = {"configurable": {"thread_id": "t-corp", "checkpoint_ns": "", "user_id": "alice-corp"}}
        assert saver.get_tuple(corp) is not None


def test_events_are_dated_occurrences_never_merged(mem, day0):
    turns = ["Caroline: Thanks!", "Melanie: Thanks a lot!", "Caroline: I went to the LGBTQ support group yesterday",
             "Caroline: I went to the support group again today"]
    report = mem.add_many("conv", [{"content": t, "type": "event"} for t in turns])
    assert [a.kind for a in report.actions] == ["add"] * 4
    again = mem.add("conv", "Caroline: Thanks!", type="event")  # the same turn stored twice the same day
    assert again.actions[0].kind == "skip"
    later = mem.add("conv", "Caroline: Thanks!", type="event", now=day0 + timedelta(days=1))
    assert later.actions[0].kind == "add"  # a new occurrence on another day
