"""Moved to :mod:`langmem_layers.cli.lifecycle` (``sweep``, ``profile`` and ``guard`` are listed in
``langmem_layers.cli.COMMANDS``); this alias keeps the old import path working."""

from ..cli.lifecycle import register_guard, register_profile, register_sweep, run_guard, run_profile, run_sweep_cmd

__all__ = ["register_guard", "register_profile", "register_sweep", "run_guard", "run_profile", "run_sweep_cmd"]
