"""The fault drills' parts; the command is bench/fault_drills.py (`python -m bench.fault_drills`)."""
