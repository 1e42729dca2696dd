"""Whose earlier prompt explains each cached (or predicted) token of the randomized workload: the
tenant's own, its group mate's, other tenants' (a leak) or nobody's (a measurement error)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bench.isolation.client import Answer, messages_of
from bench.isolation.tenancy import Tenancy
from bench.isolation.workload import WorkItem
from protocol.tokenization import Tokenizer


def common_blocks(a: Sequence[int], b: Sequence[int], block_size: int) -> int:
    """Tokens of the block-aligned prefix `a` and `b` share."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n // block_size * block_size


@dataclass
class Attribution:
    """Cached (or predicted) tokens of one tenant's requests by whose earlier prompt could explain them."""

    requests: int = 0
    prompt_tokens: int = 0
    own: int = 0
    group_mate: int = 0
    other_tenants: int = 0  # must be 0: nobody of the tenant's scope sent that prefix before
    nobody: int = 0  # must be 0: nobody at all sent it before
    cross_requests: int = 0  # requests whose prefix only other scopes had sent before

    def add(self, tokens: int, own: int, scope: int, anyone: int) -> None:
        t_own = min(tokens, own)
        t_scope = min(tokens, max(own, scope))
        t_any = min(tokens, max(own, scope, anyone))
        self.own += t_own
        self.group_mate += t_scope - t_own
        self.other_tenants += t_any - t_scope
        self.nobody += tokens - t_any


def attribute(answers: Sequence[Answer], items: Sequence[WorkItem], prompts: Sequence[str], tenancy: Tenancy,
              tok: Tokenizer, block_size: int) -> dict[str, dict[str, Attribution]]:
    """{"cached"|"predicted": {tenant: Attribution}}; a request's sources are the other requests sent
    before it completed, each explaining the block-aligned prefix it shares with it."""
    ids = [tok.encode_chat(messages_of(prompts[it.template], it.question)) for it in items]
    out: dict[str, dict[str, Attribution]] = {"cached": {}, "predicted": {}}
    for i, (a, it) in enumerate(zip(answers, items, strict=True)):
        own = scope = anyone = 0
        for j, (b, other) in enumerate(zip(answers, items, strict=True)):
            if j == i or b.t_send >= a.t_done:
                continue
            shared = common_blocks(ids[i], ids[j], block_size)
            anyone = max(anyone, shared)
            if tenancy.scope(other.tenant) == tenancy.scope(it.tenant):
                scope = max(scope, shared)
            if other.tenant == it.tenant:
                own = max(own, shared)
        for what, tokens in (("cached", a.cached_tokens), ("predicted", a.predicted_tokens)):
            row = out[what].setdefault(it.tenant, Attribution())
            row.requests += 1
            row.prompt_tokens += a.prompt_tokens
            row.cross_requests += int(anyone > max(own, scope))
            row.add(tokens, own, scope, anyone)
    return out


def workload_failures(table: dict[str, dict[str, Attribution]], tenancy: Tenancy) -> list[str]:
    """What breaks isolation (or makes the measurement blind); empty when all holds."""
    bad = []
    for what, rows in table.items():
        for tenant, row in rows.items():
            if row.other_tenants:
                bad.append(f"{tenant}: {row.other_tenants} {what} tokens from other tenants' prompts")
            if row.nobody:
                bad.append(f"{tenant}: {row.nobody} {what} tokens no earlier prompt explains")
    cached = table["cached"]
    if not sum(r.own for r in cached.values()):
        bad.append("positive control: no tenant hit its own earlier prompts")
    group = [t for t, iso in tenancy.isolation.items() if iso.startswith("group:")]
    if group and not sum(cached[t].group_mate for t in group if t in cached):
        bad.append("positive control: the group members never hit each other's prompts")
    if not sum(r.cross_requests for t, r in cached.items() if tenancy.isolation[t] == "private"):
        bad.append("no private tenant ever sent a prefix another tenant had sent before: nothing was probed")
    return bad
