"""Issue 12 finding 6: glued passwords, passphrases, webhook URLs and street addresses never reach the store
directory; addresses are kept when ``MemoryConfig(redact_addresses=False)``."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from langmem_layers import HashingEmbeddings, LayeredMemory, MemoryConfig
from langmem_layers.safety import SECRET_KINDS, redact, secret_kinds

SECRETS = {
    "password": ("我的邮箱密码Rq8#tt42wz别忘了", "Rq8#tt42wz"),
    "passphrase": ("my backup phrase is 'sable comet lives in june 5'", "sable comet lives in june 5"),
    "webhook_url": ("ping https://hooks.example-chat.com/services/TA1B2C3/BX9Y8Z7/qq11ww22ee33 on deploy",
                    "qq11ww22ee33"),
    "street_address": ("deliver to 3307 Birchwood Drive, Unit 12 tomorrow", "3307 Birchwood Drive"),
}


def _files_containing(root: Path, needle: str) -> list[str]:
    raw = needle.encode()
    return [str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and raw in p.read_bytes()]


@pytest.mark.parametrize("kind", sorted(SECRETS))
def test_new_secret_kinds_never_reach_disk(tmp_path: Path, day0: datetime, kind: str) -> None:
    text, secret = SECRETS[kind]
    mem = LayeredMemory.open(tmp_path, config=MemoryConfig(clock=lambda: day0), embeddings=HashingEmbeddings())
    report = mem.remember("u1", [{"role": "user", "content": f"记住: {text}"}], extract="rules")
    added = mem.add("u1", text)
    mem.close()
    assert kind in added.redactions, added
    assert not _files_containing(tmp_path, secret), (report, added)


def test_addresses_are_kept_when_configured(tmp_path: Path, day0: datetime) -> None:
    config = MemoryConfig(clock=lambda: day0, redact_addresses=False)
    assert "street_address" not in (secret_kinds(config) or ())
    assert secret_kinds(MemoryConfig()) is None  # default: every kind
    mem = LayeredMemory.open(tmp_path, config=config, embeddings=HashingEmbeddings())
    report = mem.add("u1", "User lives at 3307 Birchwood Drive; password: Zx81pp!q")
    assert report.redactions == ["password"]
    [item] = mem.items("u1")
    assert "3307 Birchwood Drive" in item.content and "Zx81pp!q" not in item.content
    context = mem.build_context("u1", "where do I live?")
    mem.close()
    assert "3307 Birchwood Drive" in str(context)  # the read guard keeps it too


def test_every_kind_but_addresses() -> None:
    kinds = secret_kinds(MemoryConfig(redact_addresses=False))
    assert kinds is not None and set(kinds) == set(SECRET_KINDS) - {"street_address"}
    assert redact("12 Oak Road", kinds).text == "12 Oak Road"
