"""``python -m benchmarks.peers`` plumbing on a tiny LoCoMo-shaped file (hashing embedder; no figures asserted)."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.peers import SYSTEMS, main, run


def _data(tmp_path: Path) -> Path:
    lines = ["I adopted a dog named Biscuit last week.", "I work as a nurse at the city hospital.",
             "My sister lives in Lisbon.", "I started learning the violin in March.",
             "We went hiking in the Alps in summer.", "My favourite food is ramen."]
    turns = [{"speaker": "Ann" if i % 2 == 0 else "Bo", "dia_id": f"D1:{i + 1}", "text": t}
             for i, t in enumerate(lines)]
    sample = {"sample_id": "tiny", "conversation": {"session_1_date_time": "1:56 pm on 8 May, 2023",
                                                    "session_1": turns},
              "qa": [{"question": "What is the dog called?", "evidence": ["D1:1"], "category": 4},
                     {"question": "Where does the sister live?", "evidence": ["D1:3"], "category": 4}]}
    path = tmp_path / "locomo_tiny.json"
    path.write_text(json.dumps([sample]), encoding="utf-8")
    return path


def test_every_peer_runs_and_reports(tmp_path: Path, capsys) -> None:
    result = run(_data(tmp_path), embeddings="hashing")
    assert set(result["systems"]) == set(SYSTEMS)
    for row in result["systems"].values():
        assert 0.0 <= row["R@5"] <= 1.0 and row["n"] == 2 and "query_ms_p95" in row and "ingest_s" in row
    assert "mem0 OSS" in result["skipped"]
    assert main(["--data", str(_data(tmp_path)), "--embeddings", "hashing"]) == 0
    table = capsys.readouterr().out
    assert table.startswith("| system | R@1 | R@5 | R@10 | MRR |") and "BM25 (CJK tokenizer)" in table
