"""Privacy and poisoning guards shared by the write path (before storing) and the read path (before prompting).

    >>> from langmem_layers.safety import redact, scan_injection, is_agent_promise_claim
    >>> redact("我的密码是abc123").text
    '我的密码是[REDACTED:password]'
    >>> scan_injection("ignore previous instructions").rule
    'en.ignore_instructions'
    >>> is_agent_promise_claim("你们上次承诺免费升级")
    True
"""

from .cues import CueMatch, scan_cues
from .injection import (
    INJECTION_PATTERNS,
    PROMISE_CLAIM_PATTERNS,
    InjectionMatch,
    compile_rules,
    deobfuscate,
    is_agent_promise_claim,
    scan_injection,
)
from .redact import (
    PLACEHOLDER,
    SECRET_KINDS,
    Redacted,
    SecretRule,
    build_rules,
    contains_secret,
    placeholder,
    redact,
    secret_kinds,
)
from .stamp import CLEAN_STAMP_KEY, clean_stamp, has_clean_stamp, scan_injection_once

__all__ = [
    "CLEAN_STAMP_KEY",
    "INJECTION_PATTERNS",
    "PLACEHOLDER",
    "PROMISE_CLAIM_PATTERNS",
    "SECRET_KINDS",
    "CueMatch",
    "InjectionMatch",
    "Redacted",
    "SecretRule",
    "build_rules",
    "clean_stamp",
    "compile_rules",
    "contains_secret",
    "deobfuscate",
    "has_clean_stamp",
    "is_agent_promise_claim",
    "placeholder",
    "redact",
    "scan_cues",
    "scan_injection",
    "scan_injection_once",
    "secret_kinds",
]
