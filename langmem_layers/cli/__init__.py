"""The ``langmem-layers`` command: audit, search and erase memories in a store directory.

    langmem-layers --store ./.memory items --user alice
    langmem-layers --store ./.memory search --user alice "咖啡"
    langmem-layers --store ./.memory forget --user alice ITEM_ID
    langmem-layers --store ./.memory forget-user --user alice --yes
    langmem-layers --store ./.memory export --user alice > alice.json
    langmem-layers --store ./.memory verify [--repair]
    langmem-layers --store postgresql://app@db/langmem migrate
    langmem-layers demo
    langmem-layers chat --user alice
    langmem-layers kb add docs/*.md ; langmem-layers kb search "保修多久"
    langmem-layers sweep ; langmem-layers profile --user alice

Every sub-command is listed in :data:`COMMANDS` (name, help, how to add its arguments, how to run it); the modules
beside this one hold them. ``cli`` is the only layer that may import the ``graphs`` package (``chat``, ``demo``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..errors import MemoryLayerError
from . import chat, demo, kb, learned, lifecycle, store
from ._table import format_table

__all__ = ["COMMANDS", "EXTRA_COMMANDS", "Command", "build_parser", "format_table", "main"]

Register = Callable[[argparse.ArgumentParser], None]
Run = Callable[[argparse.Namespace], int]


@dataclass(frozen=True)
class Command:
    """One sub-command: its name, its help line, how it adds its arguments and how it runs."""

    name: str
    help: str
    register: Register
    run: Run


def _user(extra: Callable[[argparse.ArgumentParser], object] | None = None) -> Register:
    def register(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--user", required=True, help="user id")
        if extra is not None:
            extra(parser)

    return register


def _items_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--status")
    p.add_argument("--type")


def _search_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("query")
    p.add_argument("-k", type=int, default=5)


def _verify_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--repair", action="store_true")


def _demo_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--store-dir", default=None, help="keep the demo store here (default: a temp dir)")


def _run_demo(args: argparse.Namespace) -> int:
    return demo.run_demo(store=args.store_dir, embeddings=args.embeddings)


#: Every sub-command, in help order.
COMMANDS: tuple[Command, ...] = (
    Command("items", "list a user's memories", _user(_items_args), store.run_items),
    Command("search", "debug search: what would be recalled for this query", _user(_search_args), store.run_search),
    Command("forget", "delete one memory (id or unique id prefix)",
            _user(lambda p: p.add_argument("item_id")), store.run_forget),
    Command("forget-user", "erase all of a user's data",
            _user(lambda p: p.add_argument("--yes", action="store_true", help="confirm the erasure")),
            store.run_forget_user),
    Command("export", "export a user's data as JSON", _user(), store.run_export),
    Command("verify", "compare SQLite and Chroma (admin)", _verify_args, store.run_verify),
    Command("migrate", "create or upgrade the store's schema (SQLite or PostgreSQL; admin)", lambda p: None,
            store.run_migrate),
    Command("demo", "a scripted bilingual multi-session demo (offline)", _demo_args, _run_demo),
    Command("kb", "the organisation knowledge base: add, search, list, delete, history, lookup", kb.register, kb.run),
    Command("sweep", "decay sweep (admin): archive / deactivate / flag unused memories", lifecycle.register_sweep,
            lifecycle.run_sweep_cmd),
    Command("profile", "a user's profile facts and profile summary", lifecycle.register_profile,
            lifecycle.run_profile),
    Command("guard", "check a text against the injection and secret guards", lifecycle.register_guard,
            lifecycle.run_guard),
    Command("chat", "interactive chat on the memory agent graph", chat.register, chat.run),
    Command("gate", "train or evaluate the learned write gate on labelled clauses", learned.register,
            learned.run_gate),
    Command("router", "train or evaluate the learned router on labelled turns", learned.register,
            learned.run_router),
)

#: Sub-commands added by other packages: name → (register(parser), run(args) -> exit code).
EXTRA_COMMANDS: dict[str, tuple[Register, Run]] = {}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="langmem-layers", description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--store", default=os.environ.get("LANGMEM_LAYERS_DATABASE_URL")
                        or os.environ.get("LANGMEM_LAYERS_STORE", "./.memory"),
                        help="store directory or postgresql:// URL (default $LANGMEM_LAYERS_DATABASE_URL, "
                             "$LANGMEM_LAYERS_STORE or ./.memory)")
    parser.add_argument("--embeddings", choices=["auto", "hashing"], default="auto",
                        help="embedding backend (hashing: fast, not semantic)")
    sub = parser.add_subparsers(dest="command", required=True)
    extra = [Command(name, "", register, run) for name, (register, run) in EXTRA_COMMANDS.items()
             if name not in {c.name for c in COMMANDS}]
    for command in (*COMMANDS, *extra):
        p = sub.add_parser(command.name, help=command.help or None)
        command.register(p)
        p.set_defaults(func=command.run)
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
