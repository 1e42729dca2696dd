"""Learned volatile fields (proxy/learned_fields.py) on simulated template traffic: header lines
with invented labels and value formats the static detectors miss, many requests with varying values
and questions. Unit tests drive the learner with an injected clock; the pipeline tests check the
block hashes; the last test runs the proxy against stub replicas (admin route, metrics, bodies)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from proxy_cluster import cluster
from proxy_test_utils import run_async

import prompt_normalizer as pn
from bench.stub_backend import stub_tokenizer_files
from protocol.tokenization import Tokenizer
from proxy.config import parse_config
from proxy.config_checks import ConfigError
from proxy.config_types import LearnFieldsConfig
from proxy.learned_fields import LearnedFields
from proxy.learned_rules import divergences
from proxy.pipeline import CHAT, COMPLETIONS, Normalizer, Pipeline, common_prefix_len
from proxy.pool import Pool
from proxy.tenants import TenantResolver

pytestmark = pytest.mark.timeout(60)

R = 8

TEMPLATE = ("You are the support assistant of Northwind Traders.\n"
            "Session-Epoch: {epoch}\n"
            "Generated {stamp}\n"
            "Always answer in two sentences or fewer, and name the policy you rely on.\n"
            "Policy 1: returns are accepted within 30 days of delivery.\n"
            "Policy 2: shipping is free above 50 euros.\n")
QUESTIONS = ["Where is my parcel?", "Can I return a lamp?", "Is shipping free to Oslo?", "Do you sell gift cards?",
             "How long do refunds take?", "Can I change my address?", "Why was I charged twice?"]


def epoch(rng: random.Random) -> str:
    letters = "abcdefghjk"
    return (f"{rng.choice(letters)}{rng.choice(letters)}{rng.randint(10, 99)}-{rng.randint(1000, 9999)}-"
            f"{rng.choice('xyz')}{rng.choice('xyz')}")


def stamp(rng: random.Random) -> str:
    return f"{rng.randint(1, 28):02d}.{rng.randint(1, 12):02d}.2026 · {rng.randint(0, 23):02d}h{rng.randint(0, 59):02d}"


def system(rng: random.Random) -> str:
    return TEMPLATE.format(epoch=epoch(rng), stamp=stamp(rng))


def prompt(rng: random.Random, question: str | None = None) -> str:
    """A completion prompt of the template as the static normalizer leaves it: with a trailer."""
    q = question or rng.choice(QUESTIONS)
    return f"{system(rng)}\nQuestion: {q}\nAnswer:\n\nCurrent date: 2026-11-{rng.randint(10, 30)}"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def learner(**cfg: Any) -> tuple[LearnedFields, Clock]:
    clock = Clock()
    return LearnedFields(LearnFieldsConfig(min_requests=R, **cfg), clock), clock


def feed(lf: LearnedFields, clock: Clock, texts: list[str], tenant: str = "t") -> list[str]:
    out = []
    for text in texts:
        out.append(lf.text(tenant, text)[0])
        clock.now += 1.0
    return out


def trailer(text: str) -> list[str]:
    return text.rstrip("\n").rsplit("\n\n", 1)[1].split("\n")


def non_blank(text: str) -> Counter[str]:
    return Counter(c for c in text if not c.isspace())


# ---------------------------------------------------------------------------- learning


def test_the_static_detectors_miss_the_invented_headers() -> None:
    rng = random.Random(1)
    text = system(rng)
    assert pn.normalize(text).text == text and not pn.normalize(text).changes
    full = prompt(rng)  # with its trailer, a fixed point of the static normalizer
    assert pn.normalize(full).text == full


def test_two_prompts_diverge_at_the_fields_and_nowhere_else() -> None:
    rng = random.Random(2)
    fields = divergences(prompt(rng, "Where?"), prompt(rng, "Why?"))
    assert [(f.anchor, f.line_start, f.tail) for f in fields] == [("Session-Epoch: ", True, "\n"),
                                                                   ("Generated ", True, "\n")]
    assert all(v != w and any(c.isdigit() for c in v) for f in fields for v, w in [f.values])


def test_two_fields_on_one_line_are_two_fields_and_a_dates_words_stay_in_one() -> None:
    def line(stamp: str, query: str, day: str) -> str:
        return (f"Pulled from the planning cube at {stamp} for this request (query {query})\n"
                f"Hoje: {day} de setembro de 2026, 18:13\n" + "Draft the commentary for the services line. " * 2)

    fields = divergences(line("2026-02-04T03:03:48Z", "qry_5wq313sbuyzwt8", "11"),
                         line("2026-03-19T11:42:07Z", "qry_9td185caiwrzg7", "12"))
    assert [f.values for f in fields] == [("2026-02-04T03:03:48Z", "2026-03-19T11:42:07Z"),
                                          ("qry_5wq313sbuyzwt8", "qry_9td185caiwrzg7"), ("11", "12")]
    assert fields[0].tail.startswith(" for this") and fields[1].anchor == " for this request (query "  # words stay
    one = divergences("Hoje: 11 de setembro de 2026, 18:13\n" + "x" * 40, "Hoje: 12 de setembro de 2027, 09:02\n" + "x" * 40)
    assert [f.values for f in one] == [("11 de setembro de 2026, 18:13", "12 de setembro de 2027, 09:02")]
    # Fewer shared words, but a bracket opens among them: the date's last token ends the first field.
    two = divergences("Balances as of Mar 3, 2026, 9:15 AM (ledger run lr_8Xk2Qp)\n" + "x" * 40,
                      "Balances as of Mar 7, 2027, 4:52 AM (ledger run lr_3Tz9Wd)\n" + "x" * 40)
    assert [f.values for f in two] == [("3, 2026, 9:15", "7, 2027, 4:52"), ("lr_8Xk2Qp", "lr_3Tz9Wd")]
    three = divergences("Stock as of 2026-01-21T14:55:45+10:00 (fetch d3a0fc) for you\n" + "x" * 40,
                        "Stock as of 2027-08-02T03:12:09+02:00 (fetch 7bbe21) for you\n" + "x" * 40)
    assert [f.values for f in three] == [("2026-01-21T14:55:45+10:00", "2027-08-02T03:12:09+02:00"),
                                         ("d3a0fc", "7bbe21")]
    # A bracket closing before a shared word: the id ends there, the time after it is its own field.
    closed = divergences("Request (draft pa-1ad1aeb1b8) drafted at 1:30 AM CST by the helper\n" + "x" * 40,
                         "Request (draft pa-3fk8scn0r5) drafted at 4:55 AM CST by the helper\n" + "x" * 40)
    assert [f.values for f in closed] == [("pa-1ad1aeb1b8", "pa-3fk8scn0r5"), ("1:30", "4:55")]
    synced = divergences("Inventory (sync faee109e-3b0d-82a3) at 9/19/2026 6:16:39 AM for the NOC\n" + "x" * 40,
                         "Inventory (sync 1c2d775a-0b9e-41f7) at 3/02/2027 11:04:12 AM for the NOC\n" + "x" * 40)
    assert [f.values for f in synced] == [("faee109e-3b0d-82a3", "1c2d775a-0b9e-41f7"),
                                          ("9/19/2026 6:16:39", "3/02/2027 11:04:12")]
    zone = divergences("Hora del servidor: 19/04/2027 10:15:13 (GMT-06:00)\n" + "x" * 40,
                       "Hora del servidor: 28/11/2026 03:52:40 (GMT-05:00)\n" + "x" * 40)
    assert [f.values for f in zone] == [("19/04/2027 10:15:13 (GMT-06:00", "28/11/2026 03:52:40 (GMT-05:00")]


def test_a_field_is_learned_after_min_requests_and_then_moved_to_the_trailer() -> None:
    rng = random.Random(3)
    lf, clock = learner()
    texts = [prompt(rng) for _ in range(R - 1)]
    assert feed(lf, clock, texts) == texts and lf.rules("t")["rules"] == []  # R - 1 requests: nothing yet
    feed(lf, clock, [prompt(rng)])
    assert {r["anchor"] for r in lf.rules("t")["rules"]} == {"Session-Epoch: ", "Generated "}
    original = prompt(rng)
    out, changes = lf.text("t", original)
    assert "Session-Epoch" not in out.split("\n\n")[0] and "Generated" not in out.split("\n\n")[0]
    lines = trailer(out)
    assert lines[0].startswith("Session-Epoch: ") and lines[1].startswith("Generated ")
    assert lines[2].startswith("Current date: ")  # the static trailer follows, as it was
    assert [(c.kind, c.rule, c.dest) for c in changes] == [("volatile", "learned", "trailer[0]"),
                                                           ("volatile", "learned", "trailer[1]")]
    assert non_blank(out) == non_blank(original)  # nothing lost, nothing added
    # A static move and a learned move look alike: a labelled line of the trailer.
    assert lines[0] == original.split("\n")[1] and lines[1] == original.split("\n")[2]


def test_learned_moves_are_idempotent_with_and_without_the_static_pass() -> None:
    rng = random.Random(4)
    lf, clock = learner()
    feed(lf, clock, [prompt(rng) for _ in range(R + 2)])
    out, changes = lf.text("t", prompt(rng), observe=False)
    assert changes
    assert lf.text("t", out, observe=False) == (out, ())
    again = pn.normalize(out).text  # the static pass sees our trailer as text; together they agree again
    assert lf.text("t", again, observe=False)[0] == out


def test_a_value_inside_a_line_moves_alone_and_its_label_is_repeated_in_the_trailer() -> None:
    rng = random.Random(15)
    lf, clock = learner()
    line = "Catalogue snapshot {v} loaded for you, refreshed nightly.\n"
    texts = [f"You answer catalogue questions.\n{line.format(v=epoch(rng))}{TEMPLATE[52:]}\nQ: {q}?"
             for q in QUESTIONS * 2]
    feed(lf, clock, texts[:R])
    original = texts[R]
    value = original.split("\n")[1].split(" ")[2]
    out, changes = lf.text("t", original)
    assert out.split("\n")[1] == "Catalogue snapshot loaded for you, refreshed nightly."
    assert trailer(out) == [f"Catalogue snapshot {value}"] and [c.text for c in changes] == trailer(out)
    assert lf.text("t", out, observe=False) == (out, ())
    assert non_blank(original) <= non_blank(out)  # nothing lost; the label stays in its line too


def test_a_span_that_does_not_reconverge_is_not_learned() -> None:
    rng = random.Random(5)
    lf, clock = learner()
    # The value's line is followed by a different line every time: the texts never agree again.
    words = "parcel lamp refund address charge gift card shipping euros policy delivery return".split()
    texts = [f"Ticket board\nShard-Lease: {epoch(rng)}\n{' '.join(rng.sample(words, 6))}\n"
             f"Closing words that are always the same, and long enough to reconverge.\n" for _ in range(3 * R)]
    feed(lf, clock, texts)
    assert lf.rules("t")["rules"] == []
    # Questions alone (the end of each prompt) are never fields either.
    feed(lf, clock, [pn.normalize(f"{TEMPLATE.format(epoch='x', stamp='y')}Question: {q} {i}").text
                     for i, q in enumerate(QUESTIONS * 3)])
    assert lf.rules("t")["rules"] == []


def test_values_without_a_digit_are_never_learned() -> None:
    rng = random.Random(6)
    lf, clock = learner()
    tone = ["cheerful", "formal", "brisk", "warm", "dry"]
    feed(lf, clock, [f"You are a shop assistant.\nTone: {rng.choice(tone)}\n{TEMPLATE[52:]}\nQ: {i}" for i in range(30)])
    assert lf.rules("t")["rules"] == []


def cuts_after_learning(header: Callable[[random.Random], str], seed: int) -> tuple[str, str, list[str]]:
    """Learn from 30 prompts whose header lines `header` draws, then apply the rules to one more:
    (its text, the output, the text each learned move cut)."""
    rng = random.Random(seed)
    lf, clock = learner()

    def one(i: int) -> str:
        return f"{header(rng)}\n{TEMPLATE[52:]}\nQ: {i}"

    feed(lf, clock, [one(i) for i in range(30)])
    text = one(99)
    out, changes = lf.text("t", text, observe=False)
    assert all(c.span is not None for c in changes)
    return text, out, [text[c.span[0]:c.span[1]] for c in changes if c.span is not None]


def test_two_fields_of_one_line_are_never_taken_for_one_value() -> None:
    """`<session id="..." started="...">`: both attributes change in every request; the text between
    them (`" started="`) is markup, never part of a moved value."""
    def header(rng: random.Random) -> str:
        ident = "".join(rng.choice("ABCDEFGHJKLMNPQRSTVWXYZ0123456789") for _ in range(21))
        return (f"You tutor Portuguese.\n<session id=\"{ident}\" started=\"{rng.randrange(10**12, 10**13)}\" "
                f"channel=\"web\"/>")

    _, out, cuts = cuts_after_learning(header, seed=8)
    for cut in cuts:
        assert not set(cut) & set('"=<>'), cut
    assert '<session id="' in out and '" started="' in out and 'channel="web"/>' in out


def test_two_fields_between_pipes_or_labels_are_never_one_value() -> None:
    """`Session ID: 65ec... | Started: 2027-04-12 07:00 UTC`: the ` | Started: ` between the two
    changing values is structure, never part of a moved value."""
    def header(rng: random.Random) -> str:
        sid = "".join(rng.choice("0123456789abcdef") for _ in range(12))
        return (f"You are a returns assistant.\nSession ID: {sid} | Started: 2027-0{rng.randint(1, 9)}-1{rng.randint(0, 9)} "
                f"0{rng.randint(0, 9)}:{rng.randint(10, 59)} UTC | Locale: en-US")

    _, out, cuts = cuts_after_learning(header, seed=9)
    for cut in cuts:
        assert "|" not in cut and ": " not in cut, cut
    assert "Started:" in out.split("\n\n")[0] and "| Locale: en-US" in out


def test_text_differing_in_more_than_the_span_is_never_moved() -> None:
    rng = random.Random(7)
    lf, _ = learner()
    feed(lf, Clock(), [prompt(rng) for _ in range(R + 2)])
    base = prompt(rng)
    header = base.split("\n")[1]
    cases = {
        "other shape": base.replace(header, "Session-Epoch: NOT-A-VALUE-OF-THIS-SHAPE-AT-ALL-99"),
        "longer": base.replace(header, header + "-ab12"),
        "more after it": base.replace(header, header + " (rotated hourly)"),
        "not at line start": base.replace(header, "> " + header),
        "twice": base.replace("Policy 2:", header + "\nPolicy 2:"),
    }
    for name, text in cases.items():
        out, changes = lf.text("t", text, observe=False)
        moved = [c.text for c in changes]
        assert not any(c.startswith("Session-Epoch") for c in moved), name
        assert "Session-Epoch" in out.split("\n\n")[0], name
        # Whatever else moved (the Generated line) moved whole; the rest is the text as it was.
        rest = text
        for c in changes:
            rest = rest.replace(c.text + "\n", "", 1)
        assert out.split("\n\n")[0] == rest.split("\n\n")[0], name


def test_rules_expire_when_unused_and_candidates_outside_the_window_never_promote() -> None:
    rng = random.Random(8)
    lf, clock = learner(expire_s=100.0, window_s=50.0)
    feed(lf, clock, [prompt(rng) for _ in range(R)])
    assert len(lf.rules("t")["rules"]) == 2
    clock.now += 99.0
    assert lf.text("t", prompt(rng))[1]  # used: its age starts again
    clock.now += 99.0
    assert len(lf.rules("t")["rules"]) == 2
    clock.now += 2.0
    assert lf.rules("t")["rules"] == [] and lf.report()["t"].expired == 2
    # One request every 10 s: at most 5 of them fall within a 50 s window, never R.
    lf, clock = learner(window_s=50.0)
    for _ in range(4 * R):
        lf.text("t", prompt(rng))
        clock.now += 10.0
    assert lf.rules("t")["rules"] == []


def test_memory_stays_bounded() -> None:
    rng = random.Random(9)
    lf, clock = learner(max_rules=3, max_prompts=10)
    labels = [f"Field-{chr(65 + k)}{chr(70 + k)}" for k in range(8)]  # eight templates, one field each
    for i in range(40 * R):
        label = labels[i % len(labels)]
        lf.text("t", f"Template {label} starts here.\n{label}: {epoch(rng)}\n"
                     f"The {label} body stays the same across every request of it.\n\nQ: {rng.random()}")
        clock.now += 0.1
    state = lf._tenants["t"]
    r = lf.report()["t"]
    assert r.rules <= 3 and r.promoted >= 8 and r.evicted == r.promoted - r.rules
    assert len(state.prompts) <= 10 and len(state.buckets) <= 10 * 4
    assert all(len(b) <= 4 for b in state.buckets.values())
    assert len(state.candidates) <= 4 * 3
    assert all(len(c.seen) <= R for c in state.candidates.values())


def test_rules_never_cross_tenants() -> None:
    rng = random.Random(10)
    lf, clock = learner()
    feed(lf, clock, [prompt(rng) for _ in range(R + 1)], tenant="a")
    text = prompt(rng)
    assert lf.text("a", text, observe=False)[1]
    assert lf.text("b", text) == (text, ())
    assert lf.rules("b")["rules"] == [] and lf.rules("a")["rules"]
    assert "b" not in lf.report() or lf.report()["b"].moves == 0


def test_chat_fields_go_to_the_last_user_messages_trailer() -> None:
    rng = random.Random(11)
    lf, clock = learner()

    def messages() -> list[dict[str, Any]]:
        return [{"role": "system", "content": system(rng), "name": "sys"},
                {"role": "user", "content": [{"type": "text", "text": rng.choice(QUESTIONS)}]}]

    for _ in range(R):
        lf.chat("t", messages())
        clock.now += 1
    sent = messages()
    snapshot = orjson.dumps(sent)
    out, changes = lf.chat("t", sent)
    assert orjson.dumps(sent) == snapshot  # the client's messages are never modified
    assert out[0]["name"] == "sys" and "Session-Epoch" not in out[0]["content"]
    text = out[1]["content"][0]["text"]
    assert trailer(text) == sent[0]["content"].split("\n")[1:3]
    assert [c.where for c in changes] == ["messages[0].content"] * 2
    assert [c.dest for c in changes] == ["messages[1].content[0].text trailer[0]",
                                         "messages[1].content[0].text trailer[1]"]


# ---------------------------------------------------------------------------- pipeline and config


def _pipeline(data: dict[str, Any] | None = None) -> tuple[Pipeline, TenantResolver, LearnedFields, Clock]:
    cfg = parse_config({"backends": [{"url": "http://127.0.0.1:1"}], **(data or {})}, {})
    clock = Clock()
    lf = LearnedFields(cfg.learn_fields, clock)
    res = TenantResolver(cfg)
    pool = Pool(cfg, Tokenizer.from_files(stub_tokenizer_files()))
    return Pipeline(pool, res, Normalizer(cfg.normalize), learner=lf), res, lf, clock


def chat_body(rng: random.Random, question: str) -> dict[str, Any]:
    return {"messages": [{"role": "system", "content": system(rng)}, {"role": "user", "content": question}]}


def shared_blocks(a: tuple[str, ...], b: tuple[str, ...]) -> int:
    return next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))


def test_after_learning_block_hashes_match_up_to_the_question() -> None:
    rng = random.Random(12)
    p, res, _, clock = _pipeline()
    tenant = res.resolve({})
    off = Pipeline(p.pool, res, Normalizer(True))
    first = off.prepare(CHAT, tenant, chat_body(rng, "Where is my parcel?"))
    second = off.prepare(CHAT, tenant, chat_body(rng, "Can I return a lamp?"))
    before = common_prefix_len(first.token_ids, second.token_ids)
    assert before < 100 and shared_blocks(first.route.hashes, second.route.hashes) == before // 16  # the epoch
    for i in range(R):
        p.prepare(CHAT, tenant, chat_body(rng, QUESTIONS[i % len(QUESTIONS)]))
        clock.now += 1
    a = p.prepare(CHAT, tenant, chat_body(rng, "Where is my parcel?"))
    b = p.prepare(CHAT, tenant, chat_body(rng, "Can I return a lamp?"))
    assert a.kinds == ("volatile", "volatile")
    after = common_prefix_len(a.token_ids, b.token_ids)  # now they part at the question
    assert p.pool.tokenizer.decode(list(a.token_ids)[after:]).startswith("Where is my parcel?")
    assert after > len(TEMPLATE) - 60 and shared_blocks(a.route.hashes, b.route.hashes) == after // 16
    sent = orjson.loads(a.body)["messages"]
    assert trailer(sent[1]["content"])[0].startswith("Session-Epoch: ")


def test_completions_learn_per_tenant_and_the_switch_turns_it_off() -> None:
    rng = random.Random(13)
    p, res, lf, clock = _pipeline({"salt_key": "k", "tenants": {
        "on": {"api_keys": ["k-on"]}, "off": {"api_keys": ["k-off"], "learn_fields": False},
        "raw": {"api_keys": ["k-raw"], "normalize": False}}})
    for key in ("k-on", "k-off", "k-raw"):
        tenant = res.resolve({"authorization": f"Bearer {key}"})
        for _ in range(R + 2):
            prep = p.prepare(COMPLETIONS, tenant, {"prompt": prompt(rng)})
            clock.now += 1
        moved = "Session-Epoch" not in orjson.loads(prep.body)["prompt"].split("\n\n")[0]
        assert moved == (key == "k-on"), key
    assert set(lf.report()) == {"on"}  # nothing is even remembered for the others
    # Debug views apply rules but neither count nor teach.
    before = lf.report()["on"]
    prep = p.dry_run().prepare(COMPLETIONS, res.resolve({"authorization": "Bearer k-on"}), {"prompt": prompt(rng)})
    assert prep.kinds == ("volatile", "volatile")  # the two learned fields
    assert lf.rules("on")["remembered_prompts"] == R + 2 and lf.report()["on"] == before


def test_the_switch_is_a_tenant_key_with_a_global_default() -> None:
    base = {"backends": ["http://a:1"], "salt_key": "k"}
    cfg = parse_config({**base, "tenants": {"a": {"api_keys": ["ka"]}, "b": {"api_keys": ["kb"], "normalize": False},
                                             "c": {"api_keys": ["kc"], "learn_fields": False}}}, {})
    assert [t.learn_fields for t in cfg.tenants] == [True, False, False]
    cfg = parse_config({**base, "learn_fields": {"enabled": False, "min_requests": 4},
                        "tenants": {"a": {"api_keys": ["ka"]}, "b": {"api_keys": ["kb"], "learn_fields": True}}}, {})
    assert [t.learn_fields for t in cfg.tenants] == [False, True] and cfg.learn_fields.min_requests == 4
    assert TenantResolver(parse_config({"backends": ["http://a:1"]}, {})).resolve({}).learn_fields
    assert not TenantResolver(parse_config({"backends": ["http://a:1"], "normalize": False}, {})).resolve({}).learn_fields
    for data, key in [
        ({"tenants": {"a": {"api_keys": ["ka"], "normalize": False, "learn_fields": True}}}, "tenants.a.learn_fields"),
        ({"tenants": {"a": {"api_keys": ["ka"], "learn_fields": "yes"}}}, "tenants.a.learn_fields"),
        ({"learn_fields": {"min_requests": 1}}, "learn_fields.min_requests"),
        ({"learn_fields": {"expire_s": 0}}, "learn_fields.expire_s"),
        ({"learn_fields": {"enabled": 1}}, "learn_fields.enabled"),
        ({"learn_fields": {"max_rule": 3}}, "learn_fields.max_rule"),
    ]:
        with pytest.raises(ConfigError) as e:
            parse_config({**base, **data}, {})
        assert e.value.key == key


# ---------------------------------------------------------------------------- through the proxy


@run_async(30)
async def test_the_proxy_learns_shows_and_counts_rules() -> None:
    rng = random.Random(14)
    async with cluster(1, config={"learn_fields": {"min_requests": R}}) as c:
        answers = []
        for i in range(R + 3):
            status, h, raw = await c.post("/v1/chat/completions",
                                          {**chat_body(rng, QUESTIONS[i % len(QUESTIONS)]), "max_tokens": 1})
            assert status == 200
            answers.append((h, orjson.loads(raw)))
        sent = c.stubs[0].requests
        assert sent[R - 1]["messages"][0]["content"].count("Session-Epoch") == 1  # not yet learned
        assert "Session-Epoch" not in sent[-1]["messages"][0]["content"]
        assert trailer(sent[-1]["messages"][1]["content"])[0].startswith("Session-Epoch: ")
        # The last two requests share the system prompt's blocks, whatever their header values.
        h, body = answers[-1]
        cached = body["usage"]["prompt_tokens_details"]["cached_tokens"]
        assert cached >= 16 * ((len(TEMPLATE) - 60) // 16) and int(h["x-kvroute-prefix-tokens"]) == cached

        status, _, raw = await c.admin_get("/debug/learned")
        assert status == 200
        view = orjson.loads(raw)
        (tenant,) = view["tenants"]
        assert tenant["tenant"] == "default" and tenant["learning"] and view["min_requests"] == R
        rules = {r["anchor"]: r for r in tenant["rules"]}
        assert set(rules) == {"Session-Epoch: ", "Generated "}
        assert rules["Session-Epoch: "]["shape"] == {"classes": ["0-9", "a-z", "-"], "min_len": 12, "max_len": 12}
        assert rules["Session-Epoch: "]["hits"] >= 3 and rules["Session-Epoch: "]["age_s"] >= 0
        for msg in sent[-1]["messages"]:  # no value seen is ever shown, nor any other prompt text
            for line in msg["content"].split("\n"):
                if line.startswith(("Session-Epoch: ", "Generated ")):
                    assert line.split(" ", 1)[1] not in raw.decode()
        assert b"Where is my parcel" not in raw and b"Policy 1" not in raw
        assert (await c.admin_get("/debug/learned?tenant=nobody"))[0] == 400
        assert (await c.get("/debug/learned"))[0] == 404  # never on the API listener

        metrics = (await c.admin_get("/metrics"))[2].decode()
        assert 'kvroute_proxy_learned_rules{tenant="default"} 2.0' in metrics
        assert 'kvroute_proxy_learned_rules_promoted_total{tenant="default"} 2.0' in metrics
        assert 'kvroute_proxy_learned_moves_total{tenant="default"} 6.0' in metrics
        assert 'kvroute_proxy_learned_rules_expired_total{tenant="default"} 0.0' in metrics
