from datetime import UTC, datetime

import pytest

from langmem_layers import ConfigError, MemoryConfig


def test_spec_defaults():
    cfg = MemoryConfig()
    assert (cfg.observe_below_confidence, cfg.merge_similarity, cfg.duplicate_similarity, cfg.supersede_margin) == (
        0.6, 0.85, 0.92, 0.15)
    assert (cfg.weight_similarity, cfg.weight_importance, cfg.weight_recency) == (0.6, 0.3, 0.1)
    assert (cfg.budget_memory_share, cfg.budget_kb_share, cfg.budget_window_share) == (0.2, 0.3, 0.5)
    assert (cfg.archive_after_days, cfg.inactive_after_days, cfg.pending_deletion_after_days) == (30, 90, 180)
    assert (cfg.archive_importance_below, cfg.inactive_importance_below, cfg.pending_deletion_confidence_below) == (
        0.3, 0.5, 0.7)
    assert (cfg.vector_candidates, cfg.top_k, cfg.per_route_top) == (50, 5, 3)
    assert cfg.default_importance == 0.5


def test_every_field_is_documented():
    undocumented = [n for n, f in MemoryConfig.model_fields.items() if not f.description]
    assert undocumented == []


def test_out_of_range_names_field_and_range():
    with pytest.raises(ConfigError) as err:
        MemoryConfig(merge_similarity=1.5)
    assert "merge_similarity" in str(err.value) and "[0.0, 1.0]" in str(err.value)
    with pytest.raises(ConfigError, match="top_k"):
        MemoryConfig(top_k=0)


def test_assignment_is_validated():
    cfg = MemoryConfig()
    with pytest.raises(ConfigError, match="weight_recency"):
        cfg.weight_recency = -0.1


def test_cross_field_rules():
    with pytest.raises(ConfigError, match="duplicate_similarity"):
        MemoryConfig(duplicate_similarity=0.8)
    with pytest.raises(ConfigError, match="budget"):
        MemoryConfig(budget_memory_share=0.5, budget_kb_share=0.5)
    with pytest.raises(ConfigError, match="unknown_field|Extra"):
        MemoryConfig(unknown_field=1)


def test_clock_is_injectable_and_naive_times_become_utc():
    cfg = MemoryConfig(clock=lambda: datetime(2026, 1, 1, 12, 0))
    assert cfg.now() == datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
    assert cfg.decay_rate("plan") > cfg.decay_rate("preference") > cfg.decay_rate("decision")
