"""Moved to :mod:`langmem_layers.cli.chat`; this alias keeps the old import path working."""

from .cli.chat import register, run, run_chat, trace_line

__all__ = ["register", "run", "run_chat", "trace_line"]
