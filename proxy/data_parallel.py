"""A data-parallel vLLM or SGLang server as one routing target per rank.

A server started with `--data-parallel-size N` (vLLM) or `--dp-size N` (SGLang) behind one HTTP
endpoint runs N engines, each with its own KV cache; left to itself it spreads requests over them
by queue length, blind to what each has cached. Both engines pin a request to one of them when it
carries `X-Data-Parallel-Rank: r`, and each rank publishes its KV events on an endpoint of its own,
the configured one offset by the rank (vLLM's and SGLang's `offset_endpoint_port`: a TCP port plus
r, an ipc or inproc path with `_dp<r>` appended), its batches tagged with the rank. So the proxy
routes to (server, rank) pairs as it routes to replicas: a backend with `data_parallel_size = N`
becomes N targets named `<url>#dp<r>`, each with its own cache view, load and in-flight count, all
sending to the server's URL with the rank's header.
"""

from __future__ import annotations

from dataclasses import replace

from proxy.config_types import BackendConfig

RANK_HEADER = "X-Data-Parallel-Rank"
MAX_PORT = 65535


def rank_endpoint(endpoint: str, rank: int) -> str:
    """The endpoint rank `rank` publishes on when the server was given `endpoint`."""
    if rank == 0:
        return endpoint
    if endpoint.startswith("tcp://"):
        base, _, port = endpoint.rpartition(":")
        return f"{base}:{int(port) + rank}"
    return f"{endpoint}_dp{rank}"


def endpoint_port(endpoint: str) -> int | None:
    """A TCP endpoint's port (None for ipc)."""
    return int(endpoint.rpartition(":")[2]) if endpoint.startswith("tcp://") else None


def rank_targets(config: BackendConfig) -> list[BackendConfig]:
    """One target per data-parallel rank of the server `config` describes (itself when it has one)."""
    if config.data_parallel_size == 1:
        return [config]
    return [replace(config, dp_rank=r,
                    kv_events=None if config.kv_events is None else rank_endpoint(config.kv_events, r),
                    kv_events_replay=None if config.kv_events_replay is None
                    else rank_endpoint(config.kv_events_replay, r))
            for r in range(config.data_parallel_size)]


def endpoint_clash(config: BackendConfig) -> str | None:
    """Why the ranks' event endpoints would collide, or None: with vLLM's defaults (events on 5557,
    replay on 5558) rank 1 publishes where rank 0 answers replays."""
    names: dict[str, str] = {}
    for target in rank_targets(config):
        for what, ep in (("kv_events", target.kv_events), ("kv_events_replay", target.kv_events_replay)):
            if ep is None:
                continue
            port = endpoint_port(ep)
            if port is not None and port > MAX_PORT:
                return f"rank {target.dp_rank}'s {what} port {port} is past {MAX_PORT}"
            if ep in names:
                return (f"rank {target.dp_rank}'s {what} ({ep}) is also {names[ep]}: each rank adds its number "
                        "to both ports, so leave data_parallel_size ports between them")
            names[ep] = f"rank {target.dp_rank}'s {what}"
    return None
