"""``items``, ``search``, ``forget``, ``forget-user``, ``export``, ``verify``, ``migrate``: audit and erase a store
directory (or a ``postgresql://`` store), create or upgrade its schema."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from .._deps import open_store as open_schema_store
from .._deps import resolve_location
from ..config import MemoryConfig
from ..embeddings import HashingEmbeddings
from ..errors import StorePathError
from ..memory import LayeredMemory
from ._table import format_table

__all__ = ["run_export", "run_forget", "run_forget_user", "run_items", "run_migrate", "run_search", "run_verify"]


def require_store(path: str) -> None:
    """Audit verbs read an existing store: a missing one is an error, not a new empty store (issue 14)."""
    config = MemoryConfig()
    where = Path(path).expanduser()
    if where.is_file():
        return  # open() says what is wrong with a file (or opens the store's own database file)
    if not (where / config.sqlite_filename).is_file():
        raise StorePathError(
            f"no langmem-layers store at {path} (no {config.sqlite_filename} there): check --store or "
            "$LANGMEM_LAYERS_STORE; a store is created by writing to it — `langmem-layers demo --store-dir PATH`, "
            "`langmem-layers --store PATH chat --user ID`, `kb add`, or LayeredMemory.open(PATH) in Python")


def open_store(args: argparse.Namespace) -> Any:
    require_store(args.store)
    embeddings = None
    if args.embeddings == "hashing":
        embeddings = HashingEmbeddings()
    return LayeredMemory.open(args.store, config=MemoryConfig(), embeddings=embeddings)


def run_items(args: argparse.Namespace) -> int:
    with open_store(args) as mem:
        items = mem.items(args.user, status=args.status, type=args.type)
        rows = [(i.id[:12], i.type.value, i.status.value, f"{i.importance:.2f}", f"{i.confidence:.2f}", i.version,
                 i.created_at.date().isoformat(), i.content) for i in items]
        print(format_table(rows, ["id", "type", "status", "imp", "conf", "ver", "created", "content"]))
        print(f"\n{len(items)} item(s) for user {args.user!r}")
    return 0


def run_search(args: argparse.Namespace) -> int:
    with open_store(args) as mem:
        hits = mem.search(args.user, args.query, k=args.k, touch=False)
        rows = [(n + 1, f"{h.score:.3f}", f"{h.scores['similarity']:.2f}", f"{h.scores['importance']:.2f}",
                 f"{h.scores['recency']:.2f}", "+".join(h.sources), h.item.type.value, h.item.content)
                for n, h in enumerate(hits)]
        print(format_table(rows, ["#", "score", "sim", "imp", "rec", "routes", "type", "content"]))
    return 0


def run_forget(args: argparse.Namespace) -> int:
    with open_store(args) as mem:
        matches = [i.id for i in mem.items(args.user) if i.id.startswith(args.item_id)]
        if len(matches) != 1:
            print(f"no single item of {args.user!r} starts with {args.item_id!r}", file=sys.stderr)
            return 1
        mem.forget(args.user, matches[0])
        print(f"forgot {matches[0]}")
    return 0


def run_forget_user(args: argparse.Namespace) -> int:
    if not args.yes:
        print("refusing to erase a user without --yes", file=sys.stderr)
        return 2
    with open_store(args) as mem:
        receipt = mem.forget_user(args.user)
        print(json.dumps(receipt.model_dump(mode="json"), ensure_ascii=False, indent=2))
    return 0


def run_export(args: argparse.Namespace) -> int:
    with open_store(args) as mem:
        print(json.dumps(mem.export(args.user), ensure_ascii=False, indent=2, default=str))
    return 0


def run_verify(args: argparse.Namespace) -> int:
    with open_store(args) as mem:
        report = mem.verify(repair=args.repair)
        rows = [(u, s, c) for u, (s, c) in report.per_user.items()]
        print(format_table(rows, ["user", "sqlite", "chroma"]))
        print(f"\nmissing in chroma: {len(report.missing_in_chroma)}  orphans: {len(report.orphans_in_chroma)}  "
              f"stale metadata: {len(report.stale_metadata)}  wrong model: {len(report.wrong_model)}  "
              f"without vector: {len(report.items_without_vector)}  repaired: {report.repaired}")
        print("OK" if report.ok or report.repaired else "DIFFERENCES FOUND (run with --repair)")
        return 0 if report.ok or report.repaired else 1


def run_migrate(args: argparse.Namespace) -> int:
    """Apply the numbered migrations only (no embedder, no vector index): what a deploy step runs once."""
    path, config = resolve_location(args.store, MemoryConfig(), os.environ.get("LANGMEM_LAYERS_CHROMA_URL")
                                    or "http://127.0.0.1:8000")
    store = open_schema_store(config, path)
    try:
        print(f"{getattr(store, 'backend', 'sqlite')} store at {store.path}: schema version {store.schema_version()}")
    finally:
        store.close()
    return 0
