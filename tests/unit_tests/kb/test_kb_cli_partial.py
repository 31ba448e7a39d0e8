"""Issue 14, finding 5: ``kb add good.html bad.pdf`` adds the good file, reports each failure and exits non-zero;
messages name CLI commands, not Python APIs."""

from langmem_layers.cli import main


def run(store, *argv):
    return main(["--store", str(store), "--embeddings", "hashing", "kb", *argv])


def test_a_bad_file_does_not_stop_the_good_ones(store_path, kb_files, tmp_path, capsys):
    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"%PDF-1.4 not really")
    missing = tmp_path / "missing.md"
    assert run(store_path, "add", str(kb_files["shipping.html"]), str(bad), str(missing),
               str(kb_files["warranty.md"])) == 2
    captured = capsys.readouterr()
    assert "shipping.html" in captured.out and "warranty.md" in captured.out
    assert "added 2 of 4 file(s); 2 failed" in captured.out
    assert "bad.pdf" in captured.err and "missing.md" in captured.err
    assert run(store_path, "list") == 0
    assert "2 document(s)" in capsys.readouterr().out


def test_not_found_points_at_the_command(store_path, capsys):
    for verb in ("history", "delete"):
        assert run(store_path, verb, "nope.md") == 2
        err = capsys.readouterr().err
        assert "langmem-layers kb list" in err and "kb.list()" not in err
