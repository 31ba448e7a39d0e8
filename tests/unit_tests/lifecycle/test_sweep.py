"""Decay sweep with simulated days: the 30/90/180-day rules, per-type decay, plan expiry, nothing deleted."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

from langmem_layers import LayeredMemory, MemoryConfig
from langmem_layers.lifecycle.sweep import SweepRow, decayed_importance, plan_transition


def _add(mem: LayeredMemory, content: str, now: datetime, **kw: object) -> str:
    report = mem.add("u1", content, now=now, **kw)  # type: ignore[arg-type]
    item_id = report.actions[0].item_id
    assert item_id is not None
    return item_id


def _status(mem: LayeredMemory, item_id: str) -> str:
    return mem.get("u1", item_id).status.value


def test_thirty_day_rule_archives_unimportant_items_only(mem: LayeredMemory, day0: datetime) -> None:
    low = _add(mem, "用户这周在出差", day0, type="fact", importance=0.2)
    high = _add(mem, "用户对花生过敏", day0, type="profile", importance=0.9)
    assert mem.sweep(now=day0 + timedelta(days=29)).changed == 0
    report = mem.sweep(now=day0 + timedelta(days=31))
    assert report.transitions == {"active->archived": 1}
    assert report.by_status == {"archived": 1}
    assert _status(mem, low) == "archived" and _status(mem, high) == "active"
    assert report.changes[0].rule == "lifecycle.sweep.archive"


def test_ninety_day_rule_makes_items_inactive(mem: LayeredMemory, day0: datetime) -> None:
    mid = _add(mem, "User likes jazz playlists", day0, type="preference", importance=0.45)
    assert mem.sweep(now=day0 + timedelta(days=60)).changed == 0  # 0.45·e^(-0.3) = 0.33 ≥ 0.3
    mem.sweep(now=day0 + timedelta(days=91))
    assert _status(mem, mid) == "inactive"


def test_hundred_eighty_day_rule_marks_pending_deletion(mem: LayeredMemory, day0: datetime) -> None:
    shaky = _add(mem, "用户可能喜欢爵士乐", day0, type="preference", importance=0.9, confidence=0.6)
    sure = _add(mem, "用户长期使用Java", day0, type="decision", importance=0.9, confidence=0.95)
    report = mem.sweep(now=day0 + timedelta(days=181))
    assert _status(mem, shaky) == "pending_deletion"
    assert _status(mem, sure) == "active"  # decision decays slowly and is confident
    assert report.transitions == {"active->pending_deletion": 1}


def test_statuses_progress_over_simulated_days(mem: LayeredMemory, day0: datetime) -> None:
    item = _add(mem, "用户下周三要去医院复查", day0, type="fact", importance=0.25, confidence=0.6)
    seen = []
    for days in (31, 91, 181, 400):
        mem.sweep(now=day0 + timedelta(days=days))
        seen.append(_status(mem, item))
    assert seen == ["archived", "inactive", "pending_deletion", "pending_deletion"]
    versions = mem.history("u1", item)
    assert [v.status.value for v in versions] == ["active", "archived", "inactive", "pending_deletion"]
    actions = [e for e in mem.audit_log("u1", item) if e["action"] == "sweep"]
    assert [e["payload"]["to"] for e in actions] == ["archived", "inactive", "pending_deletion"]


def test_a_recall_resets_the_idle_clock(mem: LayeredMemory, day0: datetime) -> None:
    item = _add(mem, "用户喜欢喝美式咖啡", day0, type="preference", importance=0.25)
    hits = mem.search("u1", "美式咖啡", now=day0 + timedelta(days=20))
    assert hits and hits[0].item.id == item
    assert mem.sweep(now=day0 + timedelta(days=31)).changed == 0  # last hit 11 days ago
    mem.sweep(now=day0 + timedelta(days=51))
    assert _status(mem, item) == "archived"


def test_per_type_decay_archives_plans_sooner(mem: LayeredMemory, day0: datetime) -> None:
    plan = _add(mem, "用户打算周末去爬山", day0, type="plan", importance=0.5)
    pref = _add(mem, "用户喜欢爬山", day0, type="preference", importance=0.5)
    mem.sweep(now=day0 + timedelta(days=31))
    assert _status(mem, plan) == "archived"  # 0.5·e^(-0.05·31) ≈ 0.11
    assert _status(mem, pref) == "active"  # 0.5·e^(-0.005·31) ≈ 0.43


def test_archived_items_are_not_recalled_but_kept(mem: LayeredMemory, day0: datetime) -> None:
    item = _add(mem, "用户这周在出差", day0, type="fact", importance=0.2)
    mem.sweep(now=day0 + timedelta(days=31))
    assert mem.search("u1", "出差", now=day0 + timedelta(days=32)) == []
    assert [i.id for i in mem.items("u1", status="archived")] == [item]
    verify = mem.verify()
    assert verify.ok and verify.stale_metadata == []  # Chroma's status metadata followed the change


def test_lapsed_plans_expire(mem: LayeredMemory, day0: datetime) -> None:
    item = _add(mem, "用户计划下周五去杭州", day0, type="plan", importance=0.8)
    faded = _add(mem, "User plans a quick trip to Kyoto", day0, type="plan", importance=0.1)
    stored = mem.get("u1", item)
    with mem.sqlite.transaction(day0) as tx:  # the write path sets valid_until for dated plans
        tx.put_item(stored.model_copy(update={"valid_until": day0 + timedelta(days=11)}), record_version=False)
        tx.put_item(mem.get("u1", faded).model_copy(update={"valid_until": day0 + timedelta(days=20)}),
                    record_version=False)
    assert mem.sweep(now=day0 + timedelta(days=10)).changed == 0
    report = mem.sweep(now=day0 + timedelta(days=12))
    assert report.transitions == {"active->expired": 1}
    assert _status(mem, item) == "expired"
    mem.sweep(now=day0 + timedelta(days=40))  # lapsed and faded: expiry wins over archiving
    assert _status(mem, faded) == "expired"


def test_superseded_items_are_left_alone(mem: LayeredMemory, day0: datetime) -> None:
    old = _add(mem, "用户偏好Python", day0, type="preference", slot="language", importance=0.1)
    _add(mem, "用户偏好Go", day0, type="preference", slot="language", change_of_mind=True, importance=0.9)
    assert _status(mem, old) == "superseded"
    mem.sweep(now=day0 + timedelta(days=400))
    assert _status(mem, old) == "superseded"


def test_sweep_covers_every_user_and_deletes_nothing(mem: LayeredMemory, day0: datetime) -> None:
    for user in ("alice", "bob"):
        mem.add(user, f"{user} 的临时备注", type="fact", importance=0.1, now=day0)
    before = mem.sqlite._execute("SELECT COUNT(*) FROM items")[0][0]
    report = mem.sweep(now=day0 + timedelta(days=40))
    assert report.users == 2 and report.changed == 2 and report.scanned == 2
    assert mem.sqlite._execute("SELECT COUNT(*) FROM items")[0][0] == before
    assert mem.sweep(now=day0 + timedelta(days=41)).changed == 0  # idempotent


def test_sweep_syncs_vector_metadata(mem: LayeredMemory, day0: datetime) -> None:
    item = _add(mem, "用户这周在出差", day0, type="fact", importance=0.2)
    mem.sweep(now=day0 + timedelta(days=31))
    got = mem.index.collection(mem.collection).get(ids=[item], include=["metadatas"])
    assert got["metadatas"][0]["status"] == "archived"
    assert mem.sqlite.pending_outbox() == []


def test_asweep_and_default_clock(mem: LayeredMemory, day0: datetime) -> None:
    _add(mem, "用户这周在出差", day0 - timedelta(days=45), type="fact", importance=0.2)
    report = asyncio.run(mem.asweep())  # fixture clock = day0
    assert report.now == day0 and report.changed == 1


def test_thresholds_come_from_config() -> None:
    cfg = MemoryConfig(archive_after_days=7)
    t0 = datetime.fromisoformat("2026-01-01T00:00:00+00:00")
    row = SweepRow("i", "u", "fact", "active", 0.2, 0.9, None, t0, None)
    assert plan_transition(row, t0 + timedelta(days=8), cfg) is not None
    assert plan_transition(row, t0 + timedelta(days=8), MemoryConfig()) is None
    assert decayed_importance(0.5, "plan", 0.0, cfg) == 0.5
    assert decayed_importance(0.5, "plan", 10, cfg) < decayed_importance(0.5, "decision", 10, cfg)


def test_dry_run_reports_without_writing(mem: LayeredMemory, day0: datetime) -> None:
    item = _add(mem, "用户这周在出差", day0, type="fact", importance=0.2)
    preview = mem.sweep(now=day0 + timedelta(days=31), dry_run=True)
    assert preview.dry_run and preview.transitions == {"active->archived": 1}
    assert _status(mem, item) == "active" and len(mem.history("u1", item)) == 1
    assert mem.sweep(now=day0 + timedelta(days=31)).transitions == preview.transitions
    assert _status(mem, item) == "archived"
