"""The normalizer's property tests run without hypothesis's per-example deadline: on a loaded
2-core machine one example can take longer than 200 ms, which says nothing about the property."""

from hypothesis import settings

settings.register_profile("normalizer", deadline=None)
settings.load_profile("normalizer")
