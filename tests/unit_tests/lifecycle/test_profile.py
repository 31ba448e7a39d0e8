"""Profile summary: rebuilt on every change, states the evolution of superseded facts in the user's language."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

import pytest

from langmem_layers import LayeredMemory
from langmem_layers.errors import InvalidUserIdError
from langmem_layers.lifecycle import profile as profile_module
from langmem_layers.lifecycle.profile import render_summary, summary_lang
from langmem_layers.records import MemoryItem


def test_summary_states_evolution_after_supersede_zh(mem: LayeredMemory, day0: datetime) -> None:
    mem.add("u1", "用户住在上海", type="profile", slot="city", importance=0.8, now=day0)
    mem.add("u1", "用户偏好Python", type="preference", slot="language", now=day0)
    assert "偏好Python" in mem.profile_summary("u1") and "此前" not in mem.profile_summary("u1")
    report = mem.add("u1", "用户偏好Go", type="preference", slot="language", change_of_mind=True,
                     now=day0 + timedelta(days=3))
    assert [a.kind for a in report.actions] == ["supersede"]
    summary = mem.profile_summary("u1")
    assert "现在偏好Go;此前偏好Python" in summary
    assert summary.startswith("用户画像:")
    assert summary.index("用户住在上海") < summary.index("现在偏好Go")  # more important first
    assert mem.sqlite.profile_summary("u1") == summary


def test_summary_three_step_evolution_en(mem: LayeredMemory, day0: datetime) -> None:
    for i, lang in enumerate(["Python", "Rust", "Go"]):
        mem.add("u2", f"User prefers {lang}", type="preference", slot="language", change_of_mind=i > 0,
                now=day0 + timedelta(days=i))
    summary = mem.profile_summary("u2")
    assert summary == ("User profile:\n"
                       "- [preference] Now prefers Go; earlier preferred Rust; before that preferred Python")


def test_summary_is_per_user_and_empty_when_unknown(mem: LayeredMemory, day0: datetime) -> None:
    mem.add("alice", "用户不吃辣", type="preference", now=day0)
    assert mem.profile_summary("bob") == ""
    assert "不吃辣" not in mem.profile_summary("bob")
    with pytest.raises(InvalidUserIdError):
        mem.profile_summary("")


def test_summary_follows_forget_and_sweep(mem: LayeredMemory, day0: datetime) -> None:
    keep = mem.add("u1", "用户对花生过敏", type="profile", importance=0.9, now=day0).actions[0].item_id
    gone = mem.add("u1", "用户这周在出差", type="fact", importance=0.2, now=day0).actions[0].item_id
    assert keep and gone and "出差" in mem.profile_summary("u1")
    mem.sweep(now=day0 + timedelta(days=31))  # archived → no longer part of the profile
    assert "出差" not in mem.profile_summary("u1") and "花生" in mem.profile_summary("u1")
    mem.update("u1", keep, content="用户对花生和芒果过敏")
    assert "芒果" in mem.profile_summary("u1")
    mem.forget("u1", keep)
    assert mem.profile_summary("u1") == ""  # the forgotten text does not survive in the summary


def test_async_twins(mem: LayeredMemory, day0: datetime) -> None:
    mem.add("u1", "User lives in Berlin", type="profile", now=day0)
    assert asyncio.run(mem.aprofile_summary("u1")) == mem.profile_summary("u1")
    assert asyncio.run(mem.arebuild_profile_summary("u1")) == mem.profile_summary("u1")


def test_hook_failure_never_breaks_a_write(mem: LayeredMemory, day0: datetime, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*_: object) -> str:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr("langmem_layers.lifecycle.service.rebuild_profile_summary", boom)
    report = mem.add("u1", "用户不吃辣", type="preference", now=day0)
    assert [a.kind for a in report.actions] == ["add"]


def test_render_wording_and_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    old = MemoryItem(id="o", user_id="u", type="profile", content="User lives in Paris", lang="en")
    new = MemoryItem(id="n", user_id="u", type="profile", content="User lives in Berlin", supersedes="o", lang="en")
    assert render_summary([new], {"o": old}).endswith("Now lives in Berlin; earlier lived in Paris")
    odd = MemoryItem(id="x", user_id="u", type="fact", content="Budget: 8000", supersedes="y", lang="en")
    older = MemoryItem(id="y", user_id="u", type="fact", content="Budget: 5000", lang="en")
    assert render_summary([odd], {"y": older}).endswith("Now: Budget: 8000; earlier: Budget: 5000")
    cyc_a = MemoryItem(id="a", user_id="u", type="fact", content="用户预算八千", supersedes="b", lang="zh")
    cyc_b = MemoryItem(id="b", user_id="u", type="fact", content="用户预算五千", supersedes="a", lang="zh")
    assert render_summary([cyc_a], {"a": cyc_a, "b": cyc_b}).endswith("现在预算八千;此前预算五千")  # no loop
    monkeypatch.setattr(profile_module, "PROFILE_MAX_LINES", 2)
    many = [MemoryItem(user_id="u", type="fact", content=f"用户事实{i}", lang="zh") for i in range(5)]
    assert render_summary(many, {}).count("\n- ") == 2
    assert render_summary([], {}) == ""
    multi = MemoryItem(user_id="u", type="fact", content="用户的地址:\n上海市\n徐汇区", lang="zh")
    assert render_summary([multi], {}).splitlines()[1] == "- [事实] 用户的地址: 上海市 徐汇区"
    assert summary_lang([MemoryItem(user_id="u", content="用户喜欢茶")]) == "zh"
