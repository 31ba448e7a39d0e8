"""Hybrid search: exact facts first, status filtering, per-route fusion, signals, reranker hook, user isolation."""

from __future__ import annotations

from datetime import timedelta

import pytest

from langmem_layers.read.recall import Recaller
from langmem_layers.read.search import MemorySearcher, fuse_routes, is_vague
from langmem_layers.records import MemoryItem, RecallHit

HIDDEN = ("observed", "superseded", "expired", "archived", "inactive", "needs_review", "pending_deletion")


def _add(mem, user, content, type="fact", **kw) -> str:
    return mem.add(user, content, type=type, **kw).actions[0].item_id


def test_every_signal_is_exposed(mem):
    _add(mem, "alice", "用户喜欢喝咖啡", "preference", importance=0.7)
    hit = mem.search("alice", "咖啡")[0]
    assert {"similarity", "cosine", "dense", "keyword", "importance", "recency", "confidence",
            "confidence_factor", "route_vector", "route_keyword"} <= set(hit.scores)
    assert hit.scores["importance"] == pytest.approx(0.7)
    assert {"vector", "keyword"} <= set(hit.sources)


@pytest.mark.parametrize("status", HIDDEN)
def test_non_active_items_are_never_returned_unless_asked(mem, status):
    hidden = _add(mem, "alice", "用户的猫叫团子")
    _add(mem, "alice", "用户的狗叫旺财")
    mem.update("alice", hidden, status=status)
    assert all(h.item.id != hidden for h in mem.search("alice", "猫叫什么", k=10))
    recaller = Recaller(mem.deps, mem.searcher)
    assert all(h.item.id != hidden for h in recaller.recall("alice", "猫叫什么", session_start=True, k=10))
    asked = mem.search("alice", "猫叫什么", k=10, statuses=[status])
    assert [h.item.id for h in asked] == [hidden]


def test_profile_fact_by_slot_comes_first(mem):
    _add(mem, "alice", "用户住在上海", "profile", slot="city", importance=0.3)
    for i in range(5):
        _add(mem, "alice", f"用户在城市里第{i}次骑车去公园", "event", importance=0.9)
    hits = mem.search("alice", "我住在哪个城市")
    assert hits[0].item.content == "用户住在上海"
    assert hits[0].sources == ["profile"]
    english = mem.search("alice", "which city do I live in?")
    assert english[0].sources == ["profile"]


def test_entity_route_finds_items_tagged_with_a_named_entity(mem):
    tagged = _add(mem, "alice", "电池只能撑两个小时", entities=["ThinkPad X1"])
    for i in range(8):
        _add(mem, "alice", f"第{i}条关于别的东西的笔记")
    hits = mem.search("alice", "thinkpad x1 怎么样", k=3)
    assert hits[0].item.id == tagged and "entity" in hits[0].sources


def test_vague_query_widens_to_recent_items(mem, day0):
    old = _add(mem, "alice", "用户去年学过吉他", now=day0 - timedelta(days=300))
    new = _add(mem, "alice", "用户上周开始学游泳", now=day0 - timedelta(days=3))
    hits = mem.search("alice", "最近怎么样", k=5)
    assert hits[0].item.id == new and "recent" in hits[0].sources
    assert is_vague("anything new?") and not is_vague("guitar lessons")
    assert old in {h.item.id for h in hits}  # both recent candidates, the older ranks lower


def test_types_filter(mem):
    _add(mem, "alice", "用户喜欢咖啡", "preference")
    fact = _add(mem, "alice", "用户咖啡过敏史无", "fact")
    assert [h.item.id for h in mem.search("alice", "咖啡", types=["fact"])] == [fact]


def test_reranker_hook_reorders(mem):
    a = _add(mem, "alice", "用户喜欢咖啡")
    b = _add(mem, "alice", "用户喜欢咖啡和茶")
    calls = []

    def reverse(query: str, hits: list[RecallHit]) -> list[RecallHit]:
        calls.append(query)
        return list(reversed(hits))

    plain = [h.item.id for h in mem.search("alice", "咖啡")]
    mem.searcher.reranker = reverse
    reranked = [h.item.id for h in mem.search("alice", "咖啡")]
    assert calls == ["咖啡"] and set(plain) == {a, b} and reranked == list(reversed(plain))


def test_search_touches_hits(mem, day0):
    item = _add(mem, "alice", "用户喜欢猫")
    mem.search("alice", "猫", now=day0 + timedelta(days=1))
    assert mem.get("alice", item).hit_count == 1
    mem.search("alice", "猫", touch=False)
    assert mem.get("alice", item).hit_count == 1


def _hit(item_id: str, score: float, **routes: float) -> RecallHit:
    item = MemoryItem(id=item_id, user_id="u", content=item_id)
    return RecallHit(item=item, score=score, scores={f"route_{r}": v for r, v in routes.items()},
                     sources=sorted(routes))


def test_fuse_routes_keeps_each_routes_best_in_top_k():
    hits = [_hit("v1", 0.9, vector=0.9), _hit("v2", 0.8, vector=0.8), _hit("v3", 0.7, vector=0.7),
            _hit("k1", 0.2, keyword=1.0), _hit("k2", 0.1, keyword=0.5)]
    fused = [h.item.id for h in fuse_routes(hits, per_route_top=3, k=3)]
    assert fused[:3] == ["v1", "v2", "k1"]  # k1 swapped in over v3; order inside the top stays by score
    assert fused[3:] == ["v3", "k2"]
    # no swap needed when each route already has an item in the top k
    assert [h.item.id for h in fuse_routes(hits, per_route_top=3, k=4)][:4] == ["v1", "v2", "v3", "k1"]


@pytest.mark.parametrize(("me", "other"), [("acme", "acme-corp"), ("acme-corp", "acme"), ("a", "a ")])
def test_every_route_is_isolated_by_user(mem, me, other):
    _add(mem, other, "用户住在北京", "profile", slot="city")
    _add(mem, other, "用户喜欢 ThinkPad X1 笔记本", "preference", entities=["ThinkPad X1"], importance=0.9)
    _add(mem, other, "用户计划下周去杭州", "plan")
    mine = _add(mem, me, "用户喜欢喝绿茶", "preference")
    queries = ["我住在哪个城市", "ThinkPad X1 笔记本", "最近怎么样", "杭州", "用户"]
    for q in queries:
        for hit in mem.search(me, q, k=10):
            assert hit.item.user_id == me and hit.item.id == mine
        recaller = Recaller(mem.deps, mem.searcher)
        for hit in recaller.recall(me, q, session_start=True, entity_slots={"笔记本": "ThinkPad X1"}, k=10):
            assert hit.item.user_id == me
    searcher = MemorySearcher(mem.deps)
    assert searcher.query_entities(me, "thinkpad x1") == []
    assert searcher.profile_hits(me, "我住在哪个城市") == []


def test_vector_route_cache_follows_writes_and_matches_chroma(mem):
    first = _add(mem, "alice", "用户喜欢喝咖啡")
    _add(mem, "acme-corp", "用户喜欢喝咖啡和茶")
    assert [i for i, _ in mem.searcher.vectors.nearest("alice", _vec(mem, "咖啡"), 5)] == [first]
    second = _add(mem, "alice", "用户每天早上跑步")  # a write after the cache was filled
    ids = [i for i, _ in mem.searcher.vectors.nearest("alice", _vec(mem, "跑步"), 5)]
    assert ids[0] == second and set(ids) == {first, second}
    mem.forget("alice", second)
    assert [i for i, _ in mem.searcher.vectors.nearest("alice", _vec(mem, "跑步"), 5)] == [first]
    exact = mem.searcher.vectors.nearest("alice", _vec(mem, "咖啡"), 5)
    mem.searcher.settings.exact_scan_max_rows = 0  # force the Chroma path
    ann = mem.searcher.vectors.nearest("alice", _vec(mem, "咖啡"), 5)
    assert [i for i, _ in ann] == [i for i, _ in exact]
    assert [s for _, s in ann] == pytest.approx([s for _, s in exact], abs=1e-4)
    assert mem.searcher.vectors.nearest("nobody", _vec(mem, "咖啡"), 5) == []


def test_ranking_cosines_come_from_the_scan_and_match_the_stored_vectors(mem):
    import numpy as np

    mine = [_add(mem, "alice", t) for t in ("用户喜欢喝咖啡", "用户每天早上跑步", "用户的猫叫团子")]
    _add(mem, "acme-corp", "用户喜欢喝咖啡和茶")
    query = _vec(mem, "咖啡 跑步")
    mem.searcher.vectors.nearest("alice", query, 5)
    scanned = mem.searcher.vectors.scanned_cosines("alice", mine, query)
    stored = mem.sqlite.vectors("alice", mine, mem.model_id)
    assert scanned == pytest.approx({i: float(np.asarray(stored[i]) @ query) for i in mine}, abs=1e-5)
    assert mem.searcher.vectors.scanned_cosines("acme-corp", mine, query) == {}  # another user: nothing reused
    assert mem.searcher.vectors.scanned_cosines("alice", mine, _vec(mem, "猫")) == {}  # another query: nothing
    hits = mem.search("alice", "咖啡 跑步", k=3)
    assert {h.item.id for h in hits} == set(mine)


def test_vector_route_cache_sees_writes_of_another_process_and_a_recreated_user(mem, tmp_path):
    from langmem_layers import HashingEmbeddings, LayeredMemory

    first = _add(mem, "alice", "用户喜欢喝咖啡")
    assert [i for i, _ in mem.searcher.vectors.nearest("alice", _vec(mem, "咖啡"), 5)] == [first]
    other = LayeredMemory.open(mem.path, embeddings=HashingEmbeddings(), config=mem.config)  # a second process
    try:
        second = _add(other, "alice", "用户每天早上跑步")
        assert {i for i, _ in mem.searcher.vectors.nearest("alice", _vec(mem, "跑步"), 5)} == {first, second}
        other.forget_user("alice")
        assert mem.searcher.vectors.nearest("alice", _vec(mem, "跑步"), 5) == []
        again = _add(other, "alice", "用户喜欢喝茶")  # the same id, recreated: never an old generation again
        assert [i for i, _ in mem.searcher.vectors.nearest("alice", _vec(mem, "茶"), 5)] == [again]
    finally:
        other.close()


def _vec(mem, text):
    import numpy as np

    return np.asarray(mem.embed_query(text), dtype=np.float32)


def test_keyword_route_prefers_the_phrase(mem):
    scattered = _add(mem, "alice", "The group met to support the plan", "event")
    phrase = _add(mem, "alice", "Went to a support group for new parents", "fact")
    assert scattered != phrase
    for i, other in enumerate(["Bought coffee beans", "Planned a trip to Lisbon", "Fixed the garden fence",
                               "Cooked dumplings for dinner", "Read a novel about whales"]):
        _add(mem, "alice", other, ["plan", "event", "fact", "preference", "decision"][i])  # FTS5 needs a corpus
    ranked = [i for i, _ in mem.searcher.keyword_search("alice", "which support group", 5)]
    assert ranked == [phrase, scattered]
    mem.searcher.settings.phrase_weight = 0.0  # without the phrase bonus the shorter item wins (plain BM25)
    assert [i for i, _ in mem.searcher.keyword_search("alice", "which support group", 5)] == [scattered, phrase]
    assert mem.searcher.keyword_search("acme-corp", "support group", 5) == []


def _turns(mem, user, texts, start, step_minutes=2, offset=0) -> list[str]:
    """Conversation turns as episodic items of one session (written like a batched episodic ingest)."""
    ids = []
    with mem.sqlite.transaction(start) as tx:
        for i, text in enumerate(texts):
            at = start + timedelta(minutes=step_minutes * i + offset)
            item = MemoryItem(user_id=user, type="event", content=text, source_session_id="s1", created_at=at,
                              updated_at=at, embed_model=mem.model_id)
            tx.put_item(item)
            tx.put_vector(item.id, user, mem.model_id, mem.embed_texts([text])[0])
            tx.enqueue_sync(item.id, user)
            ids.append(item.id)
    mem.flush_vectors()
    return ids


def test_conversation_context_comes_from_the_same_user_and_session(mem, day0):
    turns = ["我们周末去哪儿玩？", "去西湖划船吧，顺便吃片儿川", "好主意，几点出发？", "早上八点，我开车"]
    mine = _turns(mem, "acme", turns, day0)
    # another user's turns interleaved in time, in a session with the same id
    _turns(mem, "acme-corp", [f"西湖划船的票价是{i}元" for i in range(4)], day0, offset=1)
    hits = mem.search("acme", "西湖划船", k=4)
    assert {h.item.id for h in hits} <= set(mine)
    assert hits[0].item.id == mine[1]
    question = next(h for h in hits if h.item.id == mine[0])  # found through its neighbour, the answer
    assert question.scores["context"] > 0 and "context" in question.sources


def test_recency_orders_relevant_items_but_cannot_lift_irrelevant_ones(mem, day0):
    from langmem_layers.read.search import SearchSettings, _Meta

    def meta(item_id, days_ago):
        return _Meta(item_id, "event", "active", 0.5, 0.8, "", day0 - timedelta(days=days_ago), None)

    metas = {"old": meta("old", 300), "new": meta("new", 1), "fresh_noise": meta("fresh_noise", 0)}
    found = {"old": {"keyword": 1.0}, "new": {"keyword": 1.0}, "fresh_noise": {}}
    sims = {"old": 0.9, "new": 0.9, "fresh_noise": 0.1}
    gated = {s.item_id: s for s in MemorySearcher(mem.deps).score(metas, found, sims, day0)}
    assert gated["new"].score > gated["old"].score  # equally relevant: the newer one first
    noise = gated["fresh_noise"]
    assert noise.scores["similarity"] == 0.0 and noise.scores["recency"] == 1.0
    assert noise.score == pytest.approx(mem.config.weight_importance * 0.5)  # no recency without relevance
    ungated = MemorySearcher(mem.deps, settings=SearchSettings(recency_gate=0.0)).score(metas, found, sims, day0)
    assert {s.item_id: s.score for s in ungated}["fresh_noise"] == pytest.approx(
        mem.config.weight_importance * 0.5 + mem.config.weight_recency)


def test_session_prior_lifts_a_match_in_the_best_matching_conversation(mem, day0):
    from langmem_layers.read.search import SearchSettings, _Meta, session_prior

    def meta(item_id, session):
        return _Meta(item_id, "event", "active", 0.5, 0.8, "", day0, session)

    metas = {"topic": meta("topic", "s1"), "same_talk": meta("same_talk", "s1"), "stray": meta("stray", "s2"),
             "loose": meta("loose", None)}
    found = {"topic": {"keyword": 1.0}, "same_talk": {"keyword": 0.4}, "stray": {"keyword": 0.4},
             "loose": {"keyword": 0.4}}
    sims = {"topic": 0.9, "same_talk": 0.5, "stray": 0.5, "loose": 0.5}
    scored = {s.item_id: s.scores["similarity"] for s in MemorySearcher(mem.deps).score(metas, found, sims, day0)}
    assert scored["same_talk"] > scored["stray"]  # equal own evidence; its conversation is the one about the topic
    signals = {s.item_id: s.scores for s in MemorySearcher(mem.deps).score(metas, found, sims, day0)}
    assert signals["same_talk"]["session"] == 1.0 and signals["stray"]["session"] < 1.0
    assert scored["loose"] == pytest.approx(scored["stray"])  # no session: its own evidence is its session's
    flat = MemorySearcher(mem.deps, settings=SearchSettings(session_weight=0.0)).score(metas, found, sims, day0)
    flat_sim = {s.item_id: s.scores["similarity"] for s in flat}
    assert flat_sim["same_talk"] == pytest.approx(flat_sim["stray"])
    prior = session_prior(metas, {"topic": 0.9, "same_talk": 0.2, "stray": 0.2, "loose": 0.5})
    assert prior == {"topic": 1.0, "same_talk": 1.0, "stray": 0.0, "loose": pytest.approx(3 / 7)}


def test_vectors_are_counted_and_read_once_per_generation_for_both_paths(mem, monkeypatch):
    """No ``count(*)`` and no matrix read of the user's vectors per search (issue 13): both follow the vector
    generation, and the write path's look-up uses the same cached matrix as the read path. After a write the cached
    matrix is patched from the change log (one small read), not read again nor counted."""
    store = mem.deps.store
    calls = {"count": 0, "matrix": 0, "changes": 0}
    count, matrix, changes = store.vector_count, store.vector_matrix, store.vector_changes

    def counting(user_id, model):
        calls["count"] += 1
        return count(user_id, model)

    def reading(user_id, model):
        calls["matrix"] += 1
        return matrix(user_id, model)

    def patching(*args):
        calls["changes"] += 1
        return changes(*args)

    monkeypatch.setattr(store, "vector_count", counting)
    monkeypatch.setattr(store, "vector_matrix", reading)
    monkeypatch.setattr(store, "vector_changes", patching)
    first = _add(mem, "alice", "用户喜欢喝咖啡")
    calls.update(count=0, matrix=0, changes=0)
    for query in ("咖啡", "喝什么", "coffee"):
        assert mem.search("alice", query)[0].item.id == first
    mem.deps.vector_query("alice", mem.embed_query("咖啡"), 3)  # the write path's neighbour look-up
    assert calls == {"count": 1, "matrix": 1, "changes": 0}
    second = _add(mem, "alice", "用户每天早上跑步")  # a vector write bumps the generation
    calls.update(count=0, matrix=0, changes=0)
    assert {h.item.id for h in mem.search("alice", "跑步 咖啡")} == {first, second}
    assert mem.searcher.vectors.nearest("alice", _vec(mem, "跑步"), 1)[0][0] == second
    assert calls == {"count": 0, "matrix": 0, "changes": 1}
    assert mem.deps.vector_count("alice") == 2 and mem.deps.vector_count("nobody") == 0


def test_a_query_of_the_index_waits_for_a_background_flush_under_way(mem, monkeypatch):
    """Read-your-writes: the background flusher clears the "queued" flag when it starts; a query arriving while it
    applies a write waits for it instead of asking the index without that write."""
    import threading
    import time

    deps = mem.deps
    monkeypatch.setattr(deps, "scan_matrix", lambda *a, **k: None)  # a user the index answers for
    monkeypatch.setattr(deps, "flush_soon", deps._unflushed.set)  # writes are queued; the flusher is driven here
    _add(mem, "alice", "用户喜欢喝咖啡")
    deps.flush_vectors()
    second = _add(mem, "alice", "用户每天早上跑步")
    started, release = threading.Event(), threading.Event()
    real_flush = deps.vector_sync.flush

    def slow_flush(limit: int = 5000) -> int:
        started.set()
        release.wait(10)
        return real_flush(limit)

    monkeypatch.setattr(deps.vector_sync, "flush", slow_flush)
    flusher = threading.Thread(target=deps.flush_vectors)  # what the background flusher runs
    flusher.start()
    assert started.wait(10) and not deps._unflushed.is_set()
    answer: dict[str, list[tuple[str, float]]] = {}
    vector = _vec(mem, "跑步").tolist()
    query = threading.Thread(target=lambda: answer.update(hits=deps.vector_query("alice", vector, 5)))
    query.start()
    time.sleep(0.2)
    waited = query.is_alive()
    release.set()
    query.join(10)
    flusher.join(10)
    assert waited and second in [i for i, _ in answer["hits"]]


def test_a_stale_large_matrix_is_read_in_the_background_while_the_index_answers(mem, monkeypatch):
    import time

    import langmem_layers._deps as deps_module

    def settle():
        for _ in range(500):
            if not mem.deps._loading:
                return
            time.sleep(0.01)
        raise AssertionError("background matrix read did not finish")

    monkeypatch.setattr(deps_module, "EAGER_LOAD_MAX_ROWS", 0)  # every stale matrix is read in the background
    first = _add(mem, "alice", "用户喜欢喝咖啡")
    second = _add(mem, "alice", "用户每天早上跑步")
    settle()
    query = _vec(mem, "跑步")
    mem.deps._exact.pop("alice")  # as if another process had written: no current matrix in this one
    ann = mem.searcher.vectors.nearest("alice", query, 5)  # answered by the index, the matrix read meanwhile
    assert mem.searcher.vectors.scanned_cosines("alice", [first, second], query) == {}
    settle()
    exact = mem.searcher.vectors.nearest("alice", query, 5)  # now the cached scan
    assert set(mem.searcher.vectors.scanned_cosines("alice", [first, second], query)) == {first, second}
    assert [i for i, _ in ann] == [i for i, _ in exact] and exact[0][0] == second
    assert [s for _, s in ann] == pytest.approx([s for _, s in exact], abs=1e-4)
    third = _add(mem, "alice", "用户的猫叫团子")  # the change hook re-reads the matrix without any query
    settle()
    cached = mem.deps._exact.get("alice")
    assert cached.generation == mem.deps.store.vector_generation("alice", mem.model_id) and third in cached.ids
