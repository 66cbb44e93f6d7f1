"""Benchmarks: scripts that print measured times and ratios side by side (not timed tests).

Run them all with ``python -m bench`` (or ``make bench``), one with ``python -m bench.bench_NAME``.
"""
