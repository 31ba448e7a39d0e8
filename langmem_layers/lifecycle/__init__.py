"""Lifecycle layer: the decay sweep and the per-user profile summary (re-embed/verify live on the facade).

    >>> from langmem_layers.lifecycle import SweepReport, render_summary
"""

from .profile import rebuild_profile_summary, render_summary
from .sweep import SweepChange, SweepReport, plan_transition, run_sweep

__all__ = ["SweepChange", "SweepReport", "plan_transition", "rebuild_profile_summary", "render_summary", "run_sweep"]
