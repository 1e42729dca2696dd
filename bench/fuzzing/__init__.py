"""The fuzzers' parts; the command is bench/fuzz.py (`python -m bench.fuzz`)."""
