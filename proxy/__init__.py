"""The sidecar: HTTP in, choose a replica, HTTP out. Never imports torch or engine/."""
