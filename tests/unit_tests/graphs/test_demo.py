"""``langmem-layers demo`` and ``langmem-layers chat`` run offline through the graph and print every section."""

from __future__ import annotations

import io

from langmem_layers import cli
from langmem_layers.chat import run_chat, trace_line
from langmem_layers.demo import FINAL_RECALL, SCRIPT, run_demo


def test_demo_plays_every_session_and_prints_the_sections(tmp_path, capsys):
    assert run_demo(store=str(tmp_path / "demo"), embeddings="hashing") == 0
    out = capsys.readouterr().out
    for section in ("route", "recalled", "reply", "written", "tokens"):
        assert out.count(f"  {section}") >= sum(len(s.turns) for s in SCRIPT) + len(FINAL_RECALL)
    assert "（离线模式）" in out and "(offline mode)" in out
    assert "refused" in out  # the injection attempt
    echoed = [line for line in out.splitlines() if not line.startswith("»")]
    assert not any("13812345678" in line or "sk-abcdef" in line for line in echoed)  # secrets never come back
    assert "superseded" in out and "30 days later" in out
    later = out.split("30 days later")[1]
    alice_part, bob_part = later.split("[bob]")[0], later.split("[bob]")[1].split("alice's memory")[0]
    assert "辣" in alice_part  # cross-session recall
    assert "辣" not in bob_part and "杭州" not in bob_part  # bob sees nothing of alice


def test_demo_through_the_cli(tmp_path, capsys):
    assert cli.main(["--embeddings", "hashing", "demo", "--store-dir", str(tmp_path / "d")]) == 0
    assert "alice's memory" in capsys.readouterr().out


def test_chat_repl_answers_writes_and_lists(mem):
    out = io.StringIO()
    code = run_chat(mem, "zoe", lines=["我不吃辣，记住", "帮我推荐一家餐厅", "/memories", "/new", "/quit", "never"],
                    out=out)
    text = out.getvalue()
    assert code == 0
    assert text.count("bot> （离线模式）") == 2
    assert "[route" in text and "wrote add×1" in text
    assert "preference" in text and "new session" in text
    assert "never" not in text  # stopped at /quit


def test_chat_is_registered_as_a_cli_command(tmp_path, monkeypatch, capsys):
    answers = iter(["I prefer green tea", "/quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    code = cli.main(["--store", str(tmp_path / "s"), "--embeddings", "hashing", "chat", "--user", "kim"])
    assert code == 0
    assert "bot> (offline mode)" in capsys.readouterr().out


def test_trace_line_summarises_a_turn():
    state = {"route": "memory", "memories": [{}], "kb_chunks": [], "tokens_by_section": {"memory": 5, "window": 7},
             "last_write": {"actions": [{"kind": "add"}, {"kind": "add"}], "refusals": [{}], "redactions": ["phone"]}}
    assert trace_line(state) == ("[route memory · recalled 1 memories, 0 kb · wrote add×2 · refused 1 · "
                                 "redacted phone · tokens 12]")


def test_chat_resumes_a_session_but_never_another_users(mem):
    first, second, intruder = io.StringIO(), io.StringIO(), io.StringIO()
    run_chat(mem, "lea", lines=["我住在广州"], out=first, thread_id="lea-1")
    run_chat(mem, "lea", lines=["然后呢？"], out=second, thread_id="lea-1")
    assert "[route window" in second.getvalue()  # the resumed thread has a window to follow up on
    assert run_chat(mem, "max", lines=["然后呢？"], out=intruder, thread_id="lea-1") == 2
    assert "error:" in intruder.getvalue() and "广州" not in intruder.getvalue()
