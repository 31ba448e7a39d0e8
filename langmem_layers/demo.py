"""Moved to :mod:`langmem_layers.cli.demo`; this alias keeps the old import path working."""

from .cli.demo import DEMO_KB, FINAL_RECALL, SCRIPT, DemoSession, run_demo

__all__ = ["DEMO_KB", "FINAL_RECALL", "SCRIPT", "DemoSession", "run_demo"]
