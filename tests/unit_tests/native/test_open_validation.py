"""Issue 14, finding 2 (and the weights of finding 7): ``open()`` validates its arguments at once, accepts the
obvious forms and raises typed errors that say what to do."""

from __future__ import annotations

import os

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.cli import main
from langmem_layers.errors import (
    ConfigError,
    InvalidInputError,
    StoreNotWritableError,
    StorePathError,
)


def test_a_backend_name_is_accepted_for_embeddings(tmp_path):
    with LayeredMemory.open(tmp_path / "s", embeddings="hashing") as mem:
        assert isinstance(mem.embeddings, HashingEmbeddings)
        mem.add("alice", "用户喜欢咖啡")  # the first write used to raise AttributeError
        assert mem.items("alice")


def test_an_unknown_backend_name_or_object_fails_at_open(tmp_path):
    with pytest.raises(InvalidInputError, match="hashing"):
        LayeredMemory.open(tmp_path / "s", embeddings="hashin")
    with pytest.raises(InvalidInputError, match="Embeddings"):
        LayeredMemory.open(tmp_path / "s", embeddings=object())  # type: ignore[arg-type]


def test_a_config_dict_is_accepted_and_validated(tmp_path):
    with LayeredMemory.open(tmp_path / "s", config={"window_max_turns": 12}, embeddings="hashing") as mem:
        assert isinstance(mem.config, MemoryConfig) and mem.config.window_max_turns == 12
    with pytest.raises(ConfigError, match="no_such_field"):
        LayeredMemory.open(tmp_path / "s", config={"no_such_field": 1}, embeddings="hashing")
    with pytest.raises(InvalidInputError, match="MemoryConfig"):
        LayeredMemory.open(tmp_path / "s", config=[("a", 1)], embeddings="hashing")  # type: ignore[arg-type]


def test_a_path_that_is_a_file_says_to_pass_a_directory(tmp_path):
    target = tmp_path / "notes.txt"
    target.write_text("x")
    with pytest.raises(StorePathError, match="directory") as caught:
        LayeredMemory.open(target, embeddings="hashing")
    assert isinstance(caught.value, InvalidInputError)


def test_the_store_database_file_opens_its_directory(tmp_path):
    with LayeredMemory.open(tmp_path / "s", embeddings="hashing") as mem:
        mem.add("alice", "用户喜欢咖啡")
    with LayeredMemory.open(tmp_path / "s" / "memory.sqlite3", embeddings="hashing") as mem:
        assert mem.path == tmp_path / "s" and mem.items("alice")


def test_a_read_only_directory_is_not_called_corrupt(tmp_path, monkeypatch):
    (tmp_path / "ro").mkdir()
    real = os.access
    monkeypatch.setattr("langmem_layers._open.os.access",
                        lambda p, mode: False if str(p).endswith("ro") else real(p, mode))
    with pytest.raises(StoreNotWritableError, match="writable") as caught:
        LayeredMemory.open(tmp_path / "ro", embeddings="hashing")
    assert isinstance(caught.value, PermissionError)


def test_the_cli_reports_an_unusable_store_without_a_traceback(tmp_path, capsys):
    target = tmp_path / "file"
    target.write_text("x")
    assert main(["--store", str(target), "--embeddings", "hashing", "items", "--user", "alice"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and "directory" in err and "Traceback" not in err


def test_ranking_weights_must_sum_to_one():
    with pytest.raises(ConfigError, match="sum to 1"):
        MemoryConfig(weight_similarity=0.9, weight_importance=0.3, weight_recency=0.1)
    cfg = MemoryConfig(weight_similarity=0.7, weight_importance=0.2, weight_recency=0.1)
    assert cfg.weight_similarity == 0.7
    with pytest.raises(ConfigError, match="sum to 1"):
        cfg.weight_recency = 0.4


def test_audit_commands_on_a_missing_store_say_so(tmp_path, capsys):
    missing = tmp_path / "nowhere"
    for argv in (["items", "--user", "alice"], ["search", "--user", "alice", "咖啡"], ["export", "--user", "a"]):
        assert main(["--store", str(missing), "--embeddings", "hashing", *argv]) == 2
        assert "no langmem-layers store" in capsys.readouterr().err
    assert not missing.exists()  # nothing was created
