"""Workloads, trace replay, routing simulator, comparisons and plots."""
