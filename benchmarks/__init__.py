"""Benchmarks for langmem-layers: retrieval quality (``locomo``) and read latency (``latency``).

Run as modules from the repository root, e.g. ``python -m benchmarks.locomo --json``. Data sets are read from
outside the repository (paths are arguments); nothing here is imported by the library.
"""
