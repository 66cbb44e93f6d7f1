"""Benchmarks: each bench_*.py prints measured figures beside their targets (not timed tests)."""
