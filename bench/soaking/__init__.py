"""The load-and-soak benchmark's parts; the command is bench/soak.py (`python -m bench.soak`)."""
