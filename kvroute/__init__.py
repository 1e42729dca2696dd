"""The `kvroute` command. Each subcommand lives in its own package and is imported only when run."""
