"""``langmem-layers kb …``: manage and query the knowledge base of a store directory.

    langmem-layers --store ./.memory kb add docs/warranty.md docs/faq.html
    langmem-layers --store ./.memory kb search "电池保修多久" -k 3
    langmem-layers --store ./.memory kb list
    langmem-layers --store ./.memory kb history warranty.md
    langmem-layers --store ./.memory kb lookup "X1 Pro"
    langmem-layers --store ./.memory kb delete warranty.md [--purge]

Listed in :data:`langmem_layers.cli.COMMANDS`.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from ..config import MemoryConfig
from ..embeddings import HashingEmbeddings
from ..errors import DocumentNotFoundError, MemoryLayerError
from ..memory import LayeredMemory
from ._table import format_table

__all__ = ["register", "run"]


def _open(args: argparse.Namespace) -> Any:
    embeddings = None
    if getattr(args, "embeddings", "auto") == "hashing":
        embeddings = HashingEmbeddings()
    return LayeredMemory.open(args.store, config=MemoryConfig(), embeddings=embeddings)


def _add(mem: Any, args: argparse.Namespace) -> int:
    """Add every file that can be added; report each failure (file and reason); exit 2 if any failed."""
    ids: list[str] = []
    failures: list[tuple[str, str]] = []
    for path in args.paths:
        try:
            ids.extend(mem.kb.add_documents([path]))
        except (MemoryLayerError, OSError, ValueError) as exc:  # one bad file does not stop the others
            failures.append((path, _cli_message(exc)))
    info = {d.doc_id: d for d in mem.kb.list()}
    if ids:
        rows = [(i, info[i].version, info[i].chunks, info[i].title) for i in ids if i in info]
        print(format_table(rows, ["doc_id", "version", "chunks", "title"]))
    for path, reason in failures:
        print(f"error: {path}: {reason}", file=sys.stderr)
    print(f"\nadded {len(ids)} of {len(args.paths)} file(s)" + (f"; {len(failures)} failed" if failures else ""))
    return 2 if failures else 0


def _cli_message(exc: BaseException) -> str:
    """The library's message, with its Python-API hints turned into the matching commands."""
    text = str(exc) or type(exc).__name__
    if isinstance(exc, OSError) and exc.strerror:
        text = exc.strerror
    text = text.replace("see kb.list()", "see `langmem-layers kb list`")
    if isinstance(exc, DocumentNotFoundError) and "kb list" not in text:
        text += "; see `langmem-layers kb list`"
    return text


def _search(mem: Any, args: argparse.Namespace) -> int:
    hits = mem.kb.search(args.query, k=args.k, filter={"doc_id": args.doc} if args.doc else None)
    rows = [(n + 1, f"{h.metadata['score']:.3f}", h.metadata["doc_id"], h.metadata["version"],
             h.metadata["section"], "+".join(h.metadata["routes"]), h.page_content) for n, h in enumerate(hits)]
    print(format_table(rows, ["#", "score", "doc_id", "ver", "section", "routes", "text"]))
    return 0


def _list(mem: Any, args: argparse.Namespace) -> int:
    docs = mem.kb.list()
    rows = [(d.doc_id, d.version, d.chunks, d.updated_at.date().isoformat(), d.title) for d in docs]
    print(format_table(rows, ["doc_id", "version", "chunks", "updated", "title"]))
    print(f"\n{len(docs)} document(s)")
    return 0


def _delete(mem: Any, args: argparse.Namespace) -> int:
    mem.kb.delete_document(args.doc_id, purge=args.purge)
    print(f"{'purged' if args.purge else 'deleted'} {args.doc_id}")
    return 0


def _history(mem: Any, args: argparse.Namespace) -> int:
    rows = [(v.version, "*" if v.current else "", v.created_at.isoformat(timespec="seconds"), v.chunks, v.reason,
             v.content_hash[:12]) for v in mem.kb.history(args.doc_id)]
    print(format_table(rows, ["version", "current", "created", "chunks", "reason", "sha256"]))
    return 0


def _lookup(mem: Any, args: argparse.Namespace) -> int:
    fact = mem.kb.lookup(args.key)
    if fact is None:
        print(f"no fact {args.key!r}")
        return 1
    print(f"{fact.key}: {fact.value}  (doc {fact.doc_id} v{fact.version}{', ' + fact.label if fact.label else ''})")
    return 0


_VERBS = {"add": _add, "search": _search, "list": _list, "delete": _delete, "history": _history, "lookup": _lookup}


def register(parser: argparse.ArgumentParser) -> None:
    """Add the ``kb`` sub-commands to the ``kb`` parser."""
    parser.description = "the organisation knowledge base (same for every user)"
    sub = parser.add_subparsers(dest="kb_command", required=True)
    p = sub.add_parser("add", help="ingest files (.txt .md .html; more with the loaders extra)")
    p.add_argument("paths", nargs="+")
    p = sub.add_parser("search", help="hybrid KB search")
    p.add_argument("query")
    p.add_argument("-k", type=int, default=5)
    p.add_argument("--doc", help="only this document id")
    sub.add_parser("list", help="list documents")
    p = sub.add_parser("delete", help="remove a document from search (history kept unless --purge)")
    p.add_argument("doc_id")
    p.add_argument("--purge", action="store_true", help="also drop the kept versions")
    p = sub.add_parser("history", help="versions of a document")
    p.add_argument("doc_id")
    p = sub.add_parser("lookup", help="exact fact by key")
    p.add_argument("key")


def run(args: argparse.Namespace) -> int:
    with _open(args) as mem:
        try:
            return _VERBS[args.kb_command](mem, args)
        except MemoryLayerError as exc:
            print(f"error: {_cli_message(exc)}", file=sys.stderr)
            return 2


