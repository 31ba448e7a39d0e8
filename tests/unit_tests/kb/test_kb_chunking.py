"""Chunking, sections, titles, facts from tables, and file loading."""

import pytest

from langmem_layers.errors import UnsupportedDocumentError
from langmem_layers.kb.chunking import chunk_document, document_title, sections, table_facts
from langmem_layers.kb.loaders import html_to_text, load_path, to_source


def test_chinese_text_splits_at_sentence_ends_not_mid_sentence():
    sentence = "笔记本电脑整机保修两年，电池保修一年。"  # 19 characters, ends with 。
    chunks = chunk_document(sentence * 20, chunk_size=60, overlap=0)
    assert len(chunks) > 3
    assert all(c.text.endswith("。") for c in chunks)
    assert all(len(c.text) <= 60 for c in chunks)
    assert [c.position for c in chunks] == list(range(len(chunks)))


def test_english_text_splits_at_sentence_ends():
    chunks = chunk_document("Phones carry a one-year warranty. " * 10, chunk_size=80, overlap=0)
    assert len(chunks) > 2
    assert all(c.text.endswith(".") for c in chunks)


def test_markdown_headings_become_nested_sections_and_code_fences_are_not_headings():
    text = "intro line\n# A\ntext a\n## B\ntext b\n```\n# not a heading\n```\n# C\ntext c"
    assert [s for s, _ in sections(text)] == ["", "A", "A > B", "C"]
    assert "# not a heading" in dict(sections(text))["A > B"]


def test_title_prefers_first_top_heading_then_first_line():
    assert document_title("## sub\n# Main\n", "f") == "Main"
    assert document_title("\nReturn policy\nbody", "f") == "Return policy"
    assert document_title("x" * 200, "fallback") == "fallback"


def test_two_column_tables_become_facts_but_wider_tables_do_not():
    text = "| 型号 | 价格 |\n|:--|--:|\n| X1 | ¥6999 |\n\n| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |"
    assert table_facts(text) == [("X1", "¥6999", "价格")]
    assert table_facts("| k | v |\n| X1 | 1 |") == []  # no rule line: not a table


def test_html_drops_scripts_keeps_headings_and_tables():
    text, title = html_to_text("<title>T</title><h1>配送</h1><p>当日达</p><script>evil()</script>"
                               "<table><tr><th>城市</th><th>时效</th></tr><tr><td>北京</td><td>当日</td></tr></table>")
    assert title == "T"
    assert "evil" not in text
    assert "# 配送" in text and "当日达" in text
    assert table_facts(text) == [("北京", "当日", "时效")]


def test_load_path_reads_text_markdown_and_html(kb_files):
    assert load_path(kb_files["returns.txt"]).text.startswith("Return policy")
    assert load_path(kb_files["warranty.md"]).kind == "markdown"
    html = load_path(kb_files["shipping.html"])
    assert html.title == "配送说明" and "alert" not in html.text


def test_unsupported_inputs_raise_typed_errors(tmp_path):
    pdf = tmp_path / "manual.pdf"
    pdf.write_bytes(b"%PDF-1.4")
    with pytest.raises(UnsupportedDocumentError, match="loaders"):
        load_path(pdf)
    odd = tmp_path / "data.xyz"
    odd.write_text("x")
    with pytest.raises(UnsupportedDocumentError, match="unsupported file type"):
        load_path(odd)
    with pytest.raises(UnsupportedDocumentError, match="not a readable file"):
        load_path(tmp_path / "missing.md")
    with pytest.raises(UnsupportedDocumentError, match="Documents or file paths"):
        to_source(42)
    binary = tmp_path / "bad.txt"
    binary.write_bytes(b"\xff\xfe\xfa")
    with pytest.raises(UnsupportedDocumentError, match="UTF-8"):
        load_path(binary)
