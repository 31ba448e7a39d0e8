"""Moved to :mod:`langmem_layers.cli.kb` (the ``kb`` command is listed in ``langmem_layers.cli.COMMANDS``);
this alias keeps the old import path working."""

from ..cli.kb import register, run

__all__ = ["register", "run"]
