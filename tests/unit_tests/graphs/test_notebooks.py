"""The notebooks execute top to bottom, offline (nbclient, the current interpreter's kernel)."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[3] / "notebooks"


@pytest.mark.parametrize("name", ["quickstart.ipynb", "drop_in.ipynb", "evaluation.ipynb",
                                  "integrations.ipynb"])
def test_notebook_executes(name, tmp_path, monkeypatch):
    for var in ("LANGSMITH_TRACING", "LANGCHAIN_TRACING_V2", "LANGSMITH_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("ANONYMIZED_TELEMETRY", "False")
    monkeypatch.setenv("MPLBACKEND", "Agg")
    # the kernel imports this checkout (not whatever copy is installed in the environment)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in (str(NOTEBOOKS.parent),
                                                                 os.environ.get("PYTHONPATH")) if p))
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    client = NotebookClient(notebook, timeout=300, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}})
    client.execute()  # raises CellExecutionError with the failing cell's traceback
    outputs = [o for cell in notebook.cells if cell.cell_type == "code" for o in cell.get("outputs", [])]
    assert not [o for o in outputs if o.get("output_type") == "error"]
    assert any(o.get("output_type") == "stream" for o in outputs)
