"""Turn what the caller hands ``kb.add_documents`` into plain text: LangChain ``Document``s or file paths.

Built in: ``.txt``, ``.md``/``.markdown`` and ``.html``/``.htm`` (HTML through the standard-library parser;
headings become Markdown headings so sections survive, two-column tables become Markdown table rows so facts
survive). Other formats (PDF, DOCX, CSV, EPUB, PPTX) go through the ``langchain-community`` loaders when that
optional extra is installed; otherwise a :class:`UnsupportedDocumentError` names the extra to install.

    >>> html_to_text("<html><title>T</title><h2>保修</h2><p>整机保修一年。</p><script>x()</script></html>")
    ('## 保修\\n\\n整机保修一年。', 'T')
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from langchain_core.documents import Document

from ..errors import UnsupportedDocumentError

__all__ = ["COMMUNITY_LOADERS", "TEXT_SUFFIXES", "SourceDocument", "html_to_text", "load_path", "to_source"]

#: Suffixes read without any optional dependency.
TEXT_SUFFIXES: dict[str, str] = {".txt": "text", ".text": "text", ".md": "markdown", ".markdown": "markdown",
                                 ".html": "html", ".htm": "html"}
#: Suffix → loader class in ``langchain_community.document_loaders`` (optional extra ``loaders``).
COMMUNITY_LOADERS: dict[str, str] = {".pdf": "PyPDFLoader", ".docx": "Docx2txtLoader", ".csv": "CSVLoader",
                                     ".epub": "UnstructuredEPubLoader", ".pptx": "UnstructuredPowerPointLoader"}
_EXTRA_HINT = 'pip install "langmem-layers[loaders]" (langchain-community) plus the loader\'s own package'

_SKIP_TAGS = {"script", "style", "noscript", "template", "head", "svg"}
_BLOCK_TAGS = {"p", "div", "section", "article", "li", "ul", "ol", "br", "tr", "table", "pre", "blockquote",
               "header", "footer", "main", "nav", "dl", "dt", "dd", "hr", "body"}


@dataclass
class SourceDocument:
    """A document ready to ingest: its text, an optional id/title/source and extra metadata."""

    text: str
    doc_id: str | None = None
    title: str | None = None
    source: str | None = None
    kind: str = "text"
    metadata: dict[str, Any] = field(default_factory=dict)


class _TextExtractor(HTMLParser):
    """Collects visible text; headings → ``#`` lines, table rows → ``| a | b |`` lines."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title = ""
        self._skip = 0
        self._in_title = False
        self._row: list[str] | None = None
        self._cell: list[str] | None = None
        self._header_row = False
        self._rows_in_table = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        if tag in _SKIP_TAGS:
            self._skip += 1
        elif tag in {"h1", "h2", "h3", "h4", "h5", "h6"}:
            self.parts.append("\n\n" + "#" * int(tag[1]) + " ")
        elif tag == "table":
            self._rows_in_table = 0
            self.parts.append("\n\n")
        elif tag == "tr":
            self._row, self._header_row = [], False
        elif tag in {"td", "th"} and self._row is not None:
            self._cell = []
            self._header_row = self._header_row or tag == "th"
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if tag in _SKIP_TAGS:
            self._skip = max(0, self._skip - 1)
        elif tag in {"h1", "h2", "h3", "h4", "h5", "h6"}:
            self.parts.append("\n\n")
        elif tag in {"td", "th"} and self._row is not None and self._cell is not None:
            self._row.append(" ".join("".join(self._cell).split()).replace("|", "/"))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            if any(self._row):
                self.parts.append("| " + " | ".join(self._row) + " |\n")
                if self._header_row and self._rows_in_table == 0:
                    self.parts.append("|" + "---|" * len(self._row) + "\n")
                self._rows_in_table += 1
            self._row = None
        elif tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif self._skip:
            return
        elif self._cell is not None:
            self._cell.append(data)
        else:
            self.parts.append(data)


def html_to_text(html: str) -> tuple[str, str]:
    """``(text, title)`` of an HTML page, using only the standard library."""
    parser = _TextExtractor()
    parser.feed(html)
    parser.close()
    lines = [" ".join(line.split()) for line in "".join(parser.parts).splitlines()]
    text, blank = [], True
    for line in lines:
        if line or not blank:
            text.append(line)
        blank = not line
    return "\n".join(text).strip(), " ".join(parser.title.split())


def _community_loader(path: Path) -> list[Document]:
    name = COMMUNITY_LOADERS.get(path.suffix.lower())
    if name is None:
        known = ", ".join(sorted({*TEXT_SUFFIXES, *COMMUNITY_LOADERS}))
        raise UnsupportedDocumentError(f"cannot read {path.name!r}: unsupported file type {path.suffix or '(none)'};"
                                       f" supported: {known}")
    try:
        module = importlib.import_module("langchain_community.document_loaders")
    except ImportError as exc:
        raise UnsupportedDocumentError(
            f"reading {path.suffix} files needs the optional loaders: {_EXTRA_HINT}") from exc
    try:
        return list(getattr(module, name)(str(path)).load())
    except ImportError as exc:
        raise UnsupportedDocumentError(f"{name} for {path.name!r} needs a package that is missing: {exc}") from exc


def load_path(path: str | Path) -> SourceDocument:
    """Read one file into a :class:`SourceDocument` (see the module docstring for the types)."""
    path = Path(path)
    if not path.is_file():
        raise UnsupportedDocumentError(f"{str(path)!r} is not a readable file")
    kind = TEXT_SUFFIXES.get(path.suffix.lower())
    if kind is None:
        pages = _community_loader(path)
        text = "\n\n".join(p.page_content for p in pages)
        return SourceDocument(text=text, title=path.stem, source=str(path), kind="text",
                              metadata={"loader": COMMUNITY_LOADERS[path.suffix.lower()]})
    try:
        raw = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UnsupportedDocumentError(f"{path.name!r} is not UTF-8 text: {exc}") from exc
    if kind == "html":
        text, title = html_to_text(raw)
        return SourceDocument(text=text, title=title or None, source=str(path), kind="markdown")
    return SourceDocument(text=raw, source=str(path), kind=kind)


def to_source(doc: Any) -> SourceDocument:
    """A ``Document``, a path (``str``/``Path``) or a :class:`SourceDocument` → :class:`SourceDocument`."""
    if isinstance(doc, SourceDocument):
        return doc
    if isinstance(doc, Document):
        meta = dict(doc.metadata or {})
        doc_id = meta.pop("doc_id", None) or doc.id
        kind = "markdown" if str(meta.get("source", "")).lower().endswith((".md", ".markdown")) else "text"
        return SourceDocument(text=doc.page_content, doc_id=str(doc_id) if doc_id else None,
                              title=meta.pop("title", None), source=meta.pop("source", None), kind=kind,
                              metadata=meta)
    if isinstance(doc, str | Path):
        return load_path(doc)
    raise UnsupportedDocumentError(
        f"add_documents takes LangChain Documents or file paths, got {type(doc).__name__}")
