"""The ``langmem-layers`` command: audit, search and erase memories in a store directory.

    langmem-layers --store ./.memory items --user alice
    langmem-layers --store ./.memory search --user alice "咖啡"
    langmem-layers --store ./.memory forget --user alice ITEM_ID
    langmem-layers --store ./.memory forget-user --user alice --yes
    langmem-layers --store ./.memory export --user alice > alice.json
    langmem-layers --store ./.memory verify [--repair]
    langmem-layers demo
    langmem-layers chat --user alice
    langmem-layers kb add docs/*.md ; langmem-layers kb search "保修多久"
    langmem-layers sweep ; langmem-layers profile --user alice

Sub-commands of other layers (kb, chat, sweep …) plug in through :data:`EXTRA_COMMANDS`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from .errors import MemoryLayerError

__all__ = ["EXTRA_COMMANDS", "format_table", "main"]

#: name → (register(subparsers) , run(args) -> exit code). Layers add their own commands here.
EXTRA_COMMANDS: dict[str, tuple[Callable[[Any], None], Callable[[argparse.Namespace], int]]] = {}


def format_table(rows: Sequence[Sequence[Any]], headers: Sequence[str], max_width: int = 60) -> str:
    """A plain-text table with CJK-aware column widths."""
    import unicodedata

    def width(text: str) -> int:
        return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)

    def cut(text: str) -> str:
        text = str(text).replace("\n", " ")
        while width(text) > max_width:
            text = text[:-2] + "…"
        return text

    cells = [[cut(h) for h in headers]] + [[cut(c) for c in row] for row in rows]
    widths = [max(width(r[i]) for r in cells) for i in range(len(headers))]
    lines = []
    for n, row in enumerate(cells):
        lines.append("  ".join(c + " " * (widths[i] - width(c)) for i, c in enumerate(row)).rstrip())
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _open(args: argparse.Namespace) -> Any:
    from .config import MemoryConfig
    from .memory import LayeredMemory

    embeddings = None
    if args.embeddings == "hashing":
        from .embeddings import HashingEmbeddings

        embeddings = HashingEmbeddings()
    return LayeredMemory.open(args.store, config=MemoryConfig(), embeddings=embeddings)


def _items(args: argparse.Namespace) -> int:
    with _open(args) as mem:
        items = mem.items(args.user, status=args.status, type=args.type)
        rows = [(i.id[:12], i.type.value, i.status.value, f"{i.importance:.2f}", f"{i.confidence:.2f}", i.version,
                 i.created_at.date().isoformat(), i.content) for i in items]
        print(format_table(rows, ["id", "type", "status", "imp", "conf", "ver", "created", "content"]))
        print(f"\n{len(items)} item(s) for user {args.user!r}")
    return 0


def _search(args: argparse.Namespace) -> int:
    with _open(args) as mem:
        hits = mem.search(args.user, args.query, k=args.k, touch=False)
        rows = [(n + 1, f"{h.score:.3f}", f"{h.scores['similarity']:.2f}", f"{h.scores['importance']:.2f}",
                 f"{h.scores['recency']:.2f}", "+".join(h.sources), h.item.type.value, h.item.content)
                for n, h in enumerate(hits)]
        print(format_table(rows, ["#", "score", "sim", "imp", "rec", "routes", "type", "content"]))
    return 0


def _forget(args: argparse.Namespace) -> int:
    with _open(args) as mem:
        matches = [i.id for i in mem.items(args.user) if i.id.startswith(args.item_id)]
        if len(matches) != 1:
            print(f"no single item of {args.user!r} starts with {args.item_id!r}", file=sys.stderr)
            return 1
        mem.forget(args.user, matches[0])
        print(f"forgot {matches[0]}")
    return 0


def _forget_user(args: argparse.Namespace) -> int:
    if not args.yes:
        print("refusing to erase a user without --yes", file=sys.stderr)
        return 2
    with _open(args) as mem:
        receipt = mem.forget_user(args.user)
        print(json.dumps(receipt.model_dump(mode="json"), ensure_ascii=False, indent=2))
    return 0


def _export(args: argparse.Namespace) -> int:
    with _open(args) as mem:
        print(json.dumps(mem.export(args.user), ensure_ascii=False, indent=2, default=str))
    return 0


def _migrate(args: argparse.Namespace) -> int:
    """Apply the numbered migrations only (no embedder, no vector index): what a deploy step runs once."""
    from ._deps import open_store, resolve_location
    from .config import MemoryConfig

    path, config = resolve_location(args.store, MemoryConfig(), os.environ.get("LANGMEM_LAYERS_CHROMA_URL")
                                    or "http://127.0.0.1:8000")
    store = open_store(config, path)
    try:
        print(f"{getattr(store, 'backend', 'sqlite')} store at {store.path}: schema version {store.schema_version()}")
    finally:
        store.close()
    return 0


def _verify(args: argparse.Namespace) -> int:
    with _open(args) as mem:
        report = mem.verify(repair=args.repair)
        rows = [(u, s, c) for u, (s, c) in report.per_user.items()]
        print(format_table(rows, ["user", "sqlite", "chroma"]))
        print(f"\nmissing in chroma: {len(report.missing_in_chroma)}  orphans: {len(report.orphans_in_chroma)}  "
              f"stale metadata: {len(report.stale_metadata)}  wrong model: {len(report.wrong_model)}  "
              f"without vector: {len(report.items_without_vector)}  repaired: {report.repaired}")
        print("OK" if report.ok or report.repaired else "DIFFERENCES FOUND (run with --repair)")
        return 0 if report.ok or report.repaired else 1


def _demo(args: argparse.Namespace) -> int:
    from .demo import run_demo

    return run_demo(store=args.store_dir, embeddings=args.embeddings)


#: Modules that register their sub-commands in EXTRA_COMMANDS when imported (lazily: they import this module).
LAYER_COMMAND_MODULES = ("langmem_layers.kb.cli", "langmem_layers.lifecycle.cli", "langmem_layers.chat")
LAYER_COMMAND_HELP = {
    "kb": "the organisation knowledge base: add, search, list, delete, history, lookup",
    "sweep": "decay sweep (admin): archive / deactivate / flag unused memories",
    "profile": "a user's profile facts and profile summary",
    "guard": "check a text against the injection and secret guards",
    "chat": "interactive chat on the memory agent graph",
}


def _load_layer_commands() -> None:
    import importlib

    for module in LAYER_COMMAND_MODULES:
        importlib.import_module(module)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="langmem-layers", description=__doc__.split("\n")[0])
    parser.add_argument("--store", default=os.environ.get("LANGMEM_LAYERS_DATABASE_URL")
                        or os.environ.get("LANGMEM_LAYERS_STORE", "./.memory"),
                        help="store directory or postgresql:// URL (default $LANGMEM_LAYERS_DATABASE_URL, "
                             "$LANGMEM_LAYERS_STORE or ./.memory)")
    parser.add_argument("--embeddings", choices=["auto", "hashing"], default="auto",
                        help="embedding backend (hashing: fast, not semantic)")
    sub = parser.add_subparsers(dest="command", required=True)

    def user_cmd(name: str, func: Callable[[argparse.Namespace], int], help_: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_)
        p.add_argument("--user", required=True, help="user id")
        p.set_defaults(func=func)
        return p

    p = user_cmd("items", _items, "list a user's memories")
    p.add_argument("--status")
    p.add_argument("--type")
    p = user_cmd("search", _search, "debug search: what would be recalled for this query")
    p.add_argument("query")
    p.add_argument("-k", type=int, default=5)
    p = user_cmd("forget", _forget, "delete one memory (id or unique id prefix)")
    p.add_argument("item_id")
    p = user_cmd("forget-user", _forget_user, "erase all of a user's data")
    p.add_argument("--yes", action="store_true", help="confirm the erasure")
    user_cmd("export", _export, "export a user's data as JSON")
    p = sub.add_parser("verify", help="compare SQLite and Chroma (admin)")
    p.add_argument("--repair", action="store_true")
    p.set_defaults(func=_verify)
    p = sub.add_parser("migrate", help="create or upgrade the store's schema (SQLite or PostgreSQL; admin)")
    p.set_defaults(func=_migrate)
    p = sub.add_parser("demo", help="a scripted bilingual multi-session demo (offline)")
    p.add_argument("--store-dir", default=None, help="keep the demo store here (default: a temp dir)")
    p.set_defaults(func=_demo)
    _load_layer_commands()
    for name, (register, run) in EXTRA_COMMANDS.items():
        register(sub.add_parser(name, help=LAYER_COMMAND_HELP.get(name)))
        sub.choices[name].set_defaults(func=run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args))
    except MemoryLayerError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
