"""The import contract (issue 9): ``cli → testing → graphs → integrations → memory → {write, read, lifecycle, kb} →
_deps → {window, safety, lexicon, classify} → stores → {records, config, errors, text, tokens, embeddings, _cache,
_matrix, _version}``.

A module imports only its own layer or lower ones (module level, in functions and under ``TYPE_CHECKING`` alike),
and the packages import each other without cycles. Known violations in files being restructured are listed in
``ALLOWED``: that list may only shrink.
"""

from __future__ import annotations

import ast
from pathlib import Path

import langmem_layers

ROOT = Path(__file__).resolve().parents[3]
LAYERS = (  # highest first; a name is a package or a module (the longest match wins; the root matches itself only)
    ("langmem_layers.cli", "langmem_layers.eval", "langmem_layers.chat", "langmem_layers.demo", "langmem_layers.kb.cli",
     "langmem_layers.lifecycle.cli"),  # the old paths of cli modules are aliases of cli
    ("langmem_layers.testing",),  # the backend suites: a top-level helper, may import anything below cli
    ("graphs",),
    ("langmem_layers.integrations",),
    ("langmem_layers", "langmem_layers.memory"),
    ("langmem_layers.write", "langmem_layers.read", "langmem_layers.lifecycle", "langmem_layers.kb"),
    ("langmem_layers._deps",),  # what the services share: below them, above the stores
    ("langmem_layers.window", "langmem_layers.safety", "langmem_layers.lexicon", "langmem_layers.rules",
     "langmem_layers.classify"),  # classify: the learned classifiers' machinery, used by write and read
    ("langmem_layers.stores",),
    ("langmem_layers.records", "langmem_layers.config", "langmem_layers.errors", "langmem_layers.text",
     "langmem_layers.tokens", "langmem_layers.embeddings", "langmem_layers._cache", "langmem_layers._version",
     "langmem_layers._matrix",  # the exact scan's patchable matrix (issue 13): numpy only, used by _deps
     "langmem_layers._data", "langmem_layers._open",
     "langmem_layers._validate",  # argument checks at the boundary (reliability-input): imports errors only
     "langmem_layers.timeexpr"),  # time expressions (retrieval): a low-level text utility like text.py
)
#: (importer, imported) edges that break the contract today: this list may only shrink. (Empty since the
#: services took Deps instead of the facade: the 11 type-imports of ``memory`` in read/write/lifecycle/kb are gone.)
ALLOWED: set[tuple[str, str]] = set()


def _layer(module: str) -> int:
    best = max(((len(name), rank) for rank, names in enumerate(LAYERS) for name in names
                if module == name or (module.startswith(name + ".") and name != "langmem_layers")), default=None)
    assert best is not None, f"{module} has no layer: add it to LAYERS"
    return best[1]


def _is_module(name: str) -> bool:
    path = ROOT / name.replace(".", "/")
    return path.is_dir() or path.with_suffix(".py").exists()


def _imports() -> dict[str, set[str]]:
    """module → the package modules it imports (anywhere in the file)."""
    edges: dict[str, set[str]] = {}
    for path in sorted([*(ROOT / "langmem_layers").rglob("*.py"), *(ROOT / "graphs").rglob("*.py")]):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        package = parts[:-1]  # what a relative import of level 1 starts from
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found = edges.setdefault(module, set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = ".".join(package[:len(package) - node.level + 1]) if node.level else ""
                name = ".".join(x for x in (base, node.module or "") if x)
                found.update(f"{name}.{a.name}" if _is_module(f"{name}.{a.name}") else name for a in node.names)
    return {m: {i for i in found if i.split(".")[0] in ("langmem_layers", "graphs") and i != m}
            for m, found in edges.items()}


def test_every_module_imports_only_its_own_layer_or_lower():
    wrong = {(m, i) for m, imported in _imports().items() for i in imported if _layer(i) < _layer(m)}
    assert sorted(wrong - ALLOWED) == [], "layering broken: see LAYERS"
    assert sorted(ALLOWED - wrong) == [], "fixed: remove these edges from ALLOWED"


def _package(module: str) -> str:
    if _layer(module) == 0:  # cli, eval and the old paths of cli modules (aliases) are one package
        return "langmem_layers.cli"
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "langmem_layers" and len(parts) > 1 else parts[0]


def test_no_import_cycles_between_packages():
    graph: dict[str, set[str]] = {}
    for m, imported in _imports().items():
        graph.setdefault(_package(m), set()).update(_package(i) for i in imported if (m, i) not in ALLOWED)
    for node in graph:
        graph[node].discard(node)
    seen: dict[str, int] = {}  # 1 on the stack, 2 done

    def visit(node: str, path: list[str]) -> None:
        seen[node] = 1
        for nxt in sorted(graph.get(node, ())):
            assert seen.get(nxt) != 1, f"import cycle: {' → '.join([*path, node, nxt])}"
            if nxt not in seen:
                visit(nxt, [*path, node])
        seen[node] = 2

    for node in sorted(graph):
        if node not in seen:
            visit(node, [])


def test_public_surface_is_pinned():
    assert langmem_layers.__all__ == sorted(langmem_layers.__all__)
    assert langmem_layers.__all__ == PUBLIC


PUBLIC = [
    "AccessDeniedError",
    "BaseKnowledgeBase",
    "ConfigError",
    "ContextBundle",
    "DocumentNotFoundError",
    "E5Embeddings",
    "EmbeddingError",
    "ExtractionError",
    "ForgetReceipt",
    "HashingEmbeddings",
    "InvalidContentError",
    "InvalidEnumError",
    "InvalidInputError",
    "InvalidUserIdError",
    "ItemNotFoundError",
    "KBFact",
    "KnowledgeBase",
    "LayeredMemory",
    "MemoryConfig",
    "MemoryItem",
    "MemoryLayerError",
    "MemoryStatus",
    "MemoryType",
    "NotFoundError",
    "ReadOnlyKnowledgeBaseError",
    "RecallHit",
    "Route",
    "SchemaVersionError",
    "StoreCorruptError",
    "StoreError",
    "USEEmbeddings",
    "UnsupportedDocumentError",
    "VectorStoreError",
    "VerifyReport",
    "WriteAction",
    "WriteReport",
    "__version__",
    "count_message_tokens",
    "default_embeddings",
    "default_token_counter",
]
