"""Learned, retrainable text classifiers (numpy only): hashed n-gram features, a linear softmax model, a corpus
loader with leave-domain-out evaluation. Used by the write gate (:mod:`langmem_layers.write.gate`)."""

from .corpus import Example, leave_domain_out, load_jsonl
from .features import featurise, hashed_features
from .linear import DEFAULT_DIM, LinearClassifier

__all__ = ["DEFAULT_DIM", "Example", "LinearClassifier", "featurise", "hashed_features", "leave_domain_out",
           "load_jsonl"]
