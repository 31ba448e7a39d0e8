"""``langmem-layers kb add/search/list/history/lookup/delete`` end to end (in-process)."""

import langmem_layers.kb.cli  # noqa: F401  (registers the kb command)
from langmem_layers.cli import main


def run(store, *argv):
    return main(["--store", str(store), "--embeddings", "hashing", "kb", *argv])


def test_kb_commands(store_path, kb_files, capsys):
    assert run(store_path, "add", str(kb_files["warranty.md"]), str(kb_files["shipping.html"])) == 0
    out = capsys.readouterr().out
    assert "warranty.md" in out and "配送说明" in out
    assert run(store_path, "search", "电池保修", "-k", "2") == 0
    out = capsys.readouterr().out
    assert "warranty.md" in out and "电池" in out
    assert run(store_path, "list") == 0
    assert "2 document(s)" in capsys.readouterr().out
    assert run(store_path, "lookup", "x1 pro") == 0
    assert "¥6999" in capsys.readouterr().out
    assert run(store_path, "lookup", "nothing") == 1
    assert run(store_path, "history", "warranty.md") == 0
    assert "add" in capsys.readouterr().out
    assert run(store_path, "delete", "warranty.md") == 0
    capsys.readouterr()
    assert run(store_path, "list") == 0
    assert "1 document(s)" in capsys.readouterr().out


def test_kb_errors_exit_2_with_a_message(store_path, tmp_path, capsys):
    assert run(store_path, "delete", "missing-doc") == 2
    assert "no document 'missing-doc'" in capsys.readouterr().err
    bad = tmp_path / "x.pdf"
    bad.write_bytes(b"%PDF")
    assert run(store_path, "add", str(bad)) == 2
    assert "loaders" in capsys.readouterr().err
