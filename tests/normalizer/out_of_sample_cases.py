"""Out-of-sample corpus cases, each labelled by hand: is this field metadata of this request?

A field is volatile when it says when this request, message or session happened or which one it
is (a timestamp, a request / message / session / trace id) and is not what the user asks about.
Dates, ids and hashes that are the subject of the prompt (an email, a log, an order, a config, a
record, an example) are content, wherever they sit. Values follow their specifications:
RFC 3339 / ISO 8601, RFC 1123 / 850 and asctime (RFC 9110), syslog (RFC 3164), W3C Trace Context
(traceparent, tracestate), B3, AWS X-Ray, Google Cloud Trace, Jaeger, ULID, KSUID, UUID v1/v4/v7.

`positives(tmpl, source)` and `negatives(tmpl, source)` take a template filler (name and slots
to prompt text) and a name-to-source function, so the templates are read from the shared folder.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Case:
    """input, the volatile fields in it as (exact text, shape), tags and where it comes from.
    expected is None when it follows from the fields (each a whole line) or when nothing moves."""

    input: str
    fields: list[tuple[str, str]] = field(default_factory=list)
    tags: tuple[str, ...] = ()
    source: str = "handwritten"
    expected: str | None = None


Fill = Callable[..., str]
Source = Callable[[str], str]

# -- values as their specifications write them -------------------------------------------------

UUID4 = "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190"
UUID1 = "6fa459ea-ee8a-11ec-a08b-0242ac120002"
UUID7 = "0192f1a4-7c3e-7d21-b8a9-4f6e2d1c0b9a"
UUID4B = "7c9e6679-7425-40de-944b-e07fc1f90ae7"
ULID = "01JDQ4X9T3M8K2V7R5N6P0W1YZ"
KSUID = "2QdJx7WcE4nH0pLrT9sVb3aKmYu"
TP = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"  # the W3C Trace Context example
TP2 = "00-a1c94e2f6d3b48e0b7f5c2d9e8a10b34-5e9f1c2d3a4b6c7d-00"
TRACESTATE = "congo=t61rcWkgMzE,rojo=00f067aa0ba902b7"
B3 = "80f198ee56343ba864fe8b2a57d3eff7-e457b5a2e4d86bd1-1-05e3ac9a4f6e3b90"  # the B3 single example
XRAY = "Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1"
GCP = "105445aa7843bc8bf206b12000100000/1;o=1"
B64 = "Zx9fK2mQ7pLw3vRt8yBnQ4cH"
B32 = "N7QK2MZP4XVR6TBW3JYH5LDA"
B58 = "3mJr7AoUXx2Wqd4j5Hx8pVtK"
EPOCH = "1796149325"  # 2026-12-01 18:22:05 UTC
EPOCH_MS = "1796149325123"
SHA1 = "9fceb02d0ae598e95dc970b74767f19372d61af8"
SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"

# -- content the templates are filled with ------------------------------------------------------

METRO = ("The Lisbon metro has four lines: Blue, Yellow, Green and Red. The Red line runs from\n"
         "Sao Sebastiao to Aeroporto, so it is the one that reaches the airport. Trains run from 06:30\n"
         "to 01:00, every 4 to 12 minutes.")
HR = ("Policy HR-7, revised 2026-03-01: employees may carry over up to 5 unused vacation days into\n"
      "the next calendar year. Carry-over requests are filed in the HR portal before 15 December.")
LIB = ("Release 2.13.0 of the client removed the deprecated connect_v1 call. Upgrading from 2.12.x\n"
       "needs Python 3.10 or newer and one call to migrate_config().")
ORDER = ("Order 80412 shipped on 28/11/2026 via DHL, tracking number JD014600003829104513.\n"
         "The carrier estimates delivery on 02/12/2026 between 09:00 and 13:00.")
OUTAGE = ("On 2026-11-28 at 03:12 UTC the payments API returned 503 errors for 14 minutes after a\n"
          "configuration push. The change was rolled back at 03:26 UTC.")
HISTORY = "Human: I need to change my flight to Porto.\nAI: Sure, which date would you like instead?"
TOOLS = ("> Tool Name: weather\nTool Description: current weather for a city\n"
         "> Tool Name: calendar\nTool Description: reads the user's calendar")


def mrkl(tmpl: Fill, question: str) -> str:
    return (tmpl("mrkl.prompt__PREFIX") + "\n\nweather: current weather for a city\ncalculator: does arithmetic\n\n"
            + tmpl("mrkl.prompt__FORMAT_INSTRUCTIONS", tool_names="weather, calculator") + "\n\n"
            + tmpl("mrkl.prompt__SUFFIX", input=question, agent_scratchpad=""))


def bodies(tmpl: Fill) -> list[tuple[str, str]]:
    """(template name, filled text) for the templates positives put their fields around."""
    return [
        ("DEFAULT_TEXT_QA_PROMPT_TMPL",
         tmpl("DEFAULT_TEXT_QA_PROMPT_TMPL", context_str=METRO, query_str="Which metro line goes to the airport?")),
        ("DEFAULT_TREE_SUMMARIZE_TMPL",
         tmpl("DEFAULT_TREE_SUMMARIZE_TMPL", context_str=HR, query_str="How many vacation days can I carry over?")),
        ("DEFAULT_REFINE_PROMPT_TMPL",
         tmpl("DEFAULT_REFINE_PROMPT_TMPL", query_str="What do I need before upgrading to 2.13.0?",
              existing_answer="Python 3.10.", context_msg=LIB)),
        ("CITATION_QA_TEMPLATE",
         tmpl("CITATION_QA_TEMPLATE", context_str="Source 1:\n" + ORDER, query_str="When will order 80412 arrive?")),
        ("DEFAULT_CONTEXT_TEMPLATE", tmpl("DEFAULT_CONTEXT_TEMPLATE", context_str=OUTAGE)),
        ("DEFAULT_CONDENSE_PROMPT_TEMPLATE",
         tmpl("DEFAULT_CONDENSE_PROMPT_TEMPLATE", chat_history=HISTORY, question="Make it the 9th, morning.")),
        ("prompt_template", tmpl("prompt_template", context=LIB, question="Which Python version do I need?")),
        ("system_template", tmpl("system_template", context=HR)),
        ("_template", tmpl("_template", chat_history=HISTORY, question="The 9th, in the morning please.")),
        ("mrkl.prompt__SUFFIX", mrkl(tmpl, "What is 17% of the rent of 1,250 EUR?")),
        ("system_header_template", tmpl("system_header_template", tool_desc=TOOLS, context_prompt="",
                                        tool_names="weather, calendar")),
        ("DEFAULT_CONTEXT_PROMPT_TEMPLATE", tmpl("DEFAULT_CONTEXT_PROMPT_TEMPLATE", context_str=METRO)),
        ("CITATION_REFINE_TEMPLATE",
         tmpl("CITATION_REFINE_TEMPLATE", existing_answer="It arrives on 2 December. ",
              context_msg="Source 1:\n" + ORDER, query_str="When will order 80412 arrive?")),
        ("conversational_chat.prompt__PREFIX", tmpl("conversational_chat.prompt__PREFIX")),
    ]


# Header lines apps put in front of (or after) a prompt: (lines, which are volatile, shape, tags).
HEADERS: list[tuple[list[str], list[int], str, tuple[str, ...]]] = [
    (["Date: 2026-12-01 18:22:05"], [0], "datetime", ("generic_label", "iso")),
    (["Time: 2026-12-01T18:22:05Z"], [0], "datetime", ("generic_label", "rfc3339")),
    (["Datetime: 2026-12-01T18:22:05.123456+09:00"], [0], "datetime", ("generic_label", "rfc3339", "offset")),
    (["Date: Tue, 01 Dec 2026 18:22:05 GMT"], [0], "datetime", ("generic_label", "rfc1123")),
    (["Date: Tuesday, 01-Dec-26 18:22:05 GMT"], [0], "datetime", ("generic_label", "rfc850")),
    (["Time: Tue Dec  1 18:22:05 2026"], [0], "datetime", ("generic_label", "asctime")),
    (["Date: 01/12/2026 18:22"], [0], "datetime", ("generic_label", "day_first")),
    (["Date/time: 12/01/2026 6:22 PM"], [0], "datetime", ("generic_label", "month_first")),
    (["Fecha: 01/12/2026 18:22:05"], [0], "datetime", ("generic_label", "day_first", "non_english")),
    (["Datum: 01.12.2026 18:22"], [0], "datetime", ("generic_label", "day_first", "non_english")),
    (["Local time: 2026-12-01 10:22:05-08:00"], [0], "datetime", ("generic_label", "offset")),
    (["Generated at Tue, 01 Dec 2026 18:22:05 GMT"], [0], "datetime", ("phrase", "rfc1123")),
    (["Sent: 2026-12-01 18:22:05 UTC"], [0], "datetime", ("generic_label",)),
    (["Received at: 2026-12-01T18:22:05+01:00"], [0], "datetime", ("generic_label", "rfc3339")),
    (["Epoch: " + EPOCH], [0], "epoch", ("generic_label", "epoch_s")),
    (["unix_ms: " + EPOCH_MS], [0], "epoch", ("yaml", "epoch_ms")),
    (["Message ID: " + UUID7], [0], "uuid", ("generic_label", "uuid7")),
    (["ID: " + ULID], [0], "ulid", ("generic_label", "ulid")),
    (["Trace: " + TP], [0], "traceparent", ("generic_label", "traceparent")),
    (["traceparent: " + TP2, "tracestate: " + TRACESTATE], [0, 1], "trace_context", ("w3c", "tracestate")),
    (["b3: " + B3], [0], "b3", ("b3_single",)),
    (["X-B3-TraceId: 80f198ee56343ba864fe8b2a57d3eff7", "X-B3-ParentSpanId: 05e3ac9a4f6e3b90",
      "X-B3-SpanId: e457b5a2e4d86bd1", "X-B3-Sampled: 1"], [0, 1, 2], "b3", ("b3_multi",)),
    (["X-Amzn-Trace-Id: " + XRAY], [0], "xray", ("aws",)),
    (["X-Cloud-Trace-Context: " + GCP], [0], "gcp_trace", ("gcp",)),
    (["event_id: " + KSUID], [0], "ksuid", ("yaml", "ksuid")),
    (["session: " + B64], [0], "token", ("yaml", "base64url")),
    (["sid: " + B32], [0], "token", ("yaml", "base32")),
    (["Request: " + B58], [0], "token", ("generic_label", "base58")),
    (["Received: Dec  1 18:22:05"], [0], "datetime", ("generic_label", "syslog")),
    (["Timestamp (UTC): 2026-12-01T18:22Z"], [0], "datetime", ("generic_label", "iso_minutes")),
    (["Time: 2026-12-01T18:22:05,5+01:00"], [0], "datetime", ("generic_label", "iso_comma")),
    (["Date: 20261201T182205Z"], [0], "datetime", ("generic_label", "iso_basic")),
    (["Time: 2026-12-01T18:22:05.123456789Z"], [0], "datetime", ("generic_label", "iso_nanos")),
    (["Date: 2026-12-01T18:22:05+0530"], [0], "datetime", ("generic_label", "offset_no_colon")),
    (["Time: 18:22:05.417 UTC"], [0], "datetime", ("generic_label", "clock")),
    (["Date: 2026-12-01 18:22:05 UTC", "User: ana.souza", "Locale: pt-PT", "Request: " + UUID4B], [0, 3],
     "datetime", ("generic_label", "block")),
    (["Time: 2026-12-01 18:22:05.417318"], [0], "datetime", ("generic_label", "python_str")),
    (["Now: 2026-12-01 18:22:05.417318+00:00"], [0], "datetime", ("python_str", "offset")),
    (["Date: Tue Dec 01 2026 18:22:05 GMT+0100 (Central European Standard Time)"], [0], "datetime",
     ("generic_label", "js_date")),
    (["Time: Tue Dec 01 18:22:05 CET 2026"], [0], "datetime", ("generic_label", "java_date")),
    (["Time: 12/1/2026 6:22:05 PM"], [0], "datetime", ("generic_label", "dotnet", "month_first")),
    (["Time: 2026-12-01 18:22:05.417318 +0000 UTC"], [0], "datetime", ("generic_label", "go_time")),
    (["time: " + EPOCH + ".417"], [0], "epoch", ("yaml", "epoch_fraction")),
    (["Session: " + UUID1], [0], "uuid", ("generic_label", "uuid1")),
    (["Trace: 0af7651916cd43dd8448eb211c80319c", "Span: b7ad6b7169203331"], [0, 1], "hex", ("generic_label", "hex")),
    (["Date: 2026-12-01"], [0], "date", ("generic_label", "date_only")),
    (["Request time: Tuesday, 01-Dec-26 18:22:05 GMT"], [0], "datetime", ("known_label", "rfc850")),
    (["Current time (UTC): 2026-12-01T18:22:05Z"], [0], "datetime", ("known_label", "parenthesis")),
    (["x-datadog-trace-id: 1742018843972015361", "x-datadog-parent-id: 5840982237713902417"], [0, 1],
     "decimal_id", ("datadog",)),
    (["cf-ray: 8f1c2a3b4d5e6f70-LIS"], [0], "ray_id", ("cloudflare",)),
    (["uber-trace-id: 5f2c9a1b3d4e6f70:1a2b3c4d5e6f7081:0:1"], [0], "jaeger", ("jaeger",)),
    (["X-Request-Start: t=" + EPOCH_MS], [0], "epoch", ("heroku",)),
    (["Correlation: " + KSUID], [0], "ksuid", ("generic_label", "ksuid")),
    (["Sent: Tue, 1 Dec 2026 18:22:05 +0100"], [0], "datetime", ("generic_label", "rfc2822")),
]


def positives(tmpl: Fill, source: Source) -> list[Case]:
    out: list[Case] = []
    body_list = bodies(tmpl)
    for k, (lines, hot, shape, tags) in enumerate(HEADERS):
        name, body = body_list[k % len(body_list)]
        header = "\n".join(lines)
        fields = [(lines[i], shape) for i in hot]
        if k % 5 == 3 and not body.rstrip().endswith(":"):
            text = body.rstrip("\n") + "\n\n" + header + "\n"  # after the prompt
            out.append(Case(text, fields, ("template", "tail") + tags, source(name)))
        else:
            out.append(Case(header + "\n" + body, fields, ("template", "head") + tags, source(name)))
    out += positions(tmpl, source)
    return out


def positions(tmpl: Fill, source: Source) -> list[Case]:
    """Fields in other header-like positions: key=value, brackets, JSON, XML, agent prompts, the
    tail of a user message, and prompts that end with a completion cue."""
    qa = tmpl("DEFAULT_TEXT_QA_PROMPT_TMPL", context_str=METRO, query_str="Is the airport on the Red line?")
    rqa = tmpl("prompt_template", context=HR, question="When do I file a carry-over request?")
    return [
        Case(f"time=2026-12-01T18:22:05Z session={B64} locale=en-GB\n" + rqa,
             [("time=2026-12-01T18:22:05Z", "datetime"), (f"session={B64}", "token")], ("key_value", "generic_key"),
             source("prompt_template"),
             "locale=en-GB\n" + rqa.removesuffix("\nHelpful Answer:")
             + f"\n\ntime=2026-12-01T18:22:05Z\nsession={B64}\nHelpful Answer:"),
        Case(f"[req={UUID4} t=2026-12-01T18:22:05Z] You are a billing assistant. Answer in one paragraph.\n"
             "How do I download last month's invoice?",
             [(f"[req={UUID4} t=2026-12-01T18:22:05Z]", "uuid,datetime")], ("bracket_group", "generic_key"),
             "handwritten",
             "You are a billing assistant. Answer in one paragraph.\nHow do I download last month's invoice?"
             f"\n\n[req={UUID4} t=2026-12-01T18:22:05Z]"),
        Case("[2026-12-01 18:22:05 UTC] New conversation from the mobile app.\nYou are a friendly travel helper.\n"
             "Suggest two day trips from Lisbon.",
             [("[2026-12-01 18:22:05 UTC]", "datetime")], ("bracket", "log_prefix"), "handwritten",
             "New conversation from the mobile app.\nYou are a friendly travel helper.\n"
             "Suggest two day trips from Lisbon.\n\n[2026-12-01 18:22:05 UTC]"),
        Case('Metadata: {"client": "ios", "sent_at": "2026-12-01T18:22:05Z"}\nYou help users of the Notes app.\n'
             "How do I share a folder?",
             [('"sent_at": "2026-12-01T18:22:05Z"', "datetime")], ("json", "generic_key"), "handwritten",
             'Metadata: {"client": "ios"}\nYou help users of the Notes app.\nHow do I share a folder?\n\n'
             '"sent_at": "2026-12-01T18:22:05Z",'),
        Case(f'{{"msg_id": "{UUID7}", "channel": "web"}}\nYou are the support assistant of Acme Bank.\n'
             "Can I raise my card limit?",
             [(f'"msg_id": "{UUID7}"', "uuid")], ("json", "generic_key"), "handwritten",
             '{"channel": "web"}\nYou are the support assistant of Acme Bank.\nCan I raise my card limit?\n\n'
             f'"msg_id": "{UUID7}",'),
        Case('{\n  "traceId": "0af7651916cd43dd8448eb211c80319c",\n  "requestTime": "2026-12-01T18:22:05.417Z",\n'
             '  "tenant": "acme"\n}\nSummarize the open tickets for this tenant.',
             [('"traceId": "0af7651916cd43dd8448eb211c80319c"', "hex"),
              ('"requestTime": "2026-12-01T18:22:05.417Z"', "datetime")], ("json", "pretty", "camel_case"),
             "handwritten",
             '{\n  "tenant": "acme"\n}\nSummarize the open tickets for this tenant.\n\n'
             '"traceId": "0af7651916cd43dd8448eb211c80319c",\n"requestTime": "2026-12-01T18:22:05.417Z",'),
        Case(f'Context: {{"traceparent": "{TP2}", "tenant": "acme"}}\nAnswer questions about Acme\'s HR policy.',
             [(f'"traceparent": "{TP2}"', "traceparent")], ("json", "traceparent"), "spec:w3c-trace-context",
             f'Context: {{"tenant": "acme"}}\nAnswer questions about Acme\'s HR policy.\n\n"traceparent": "{TP2}",'),
        Case('{"user": "u_1842", "sentAt": ' + EPOCH + '}\nYou are a recipe assistant. Keep answers short.',
             [('"sentAt": ' + EPOCH, "epoch")], ("json", "epoch_s"), "handwritten",
             '{"user": "u_1842"}\nYou are a recipe assistant. Keep answers short.\n\n"sentAt": ' + EPOCH + ","),
        Case("---\nrequest_id: " + UUID4 + "\ntimestamp: 2026-12-01T18:22:05Z\n---\nYou are a contracts assistant.",
             [("request_id: " + UUID4, "uuid"), ("timestamp: 2026-12-01T18:22:05Z", "datetime")],
             ("yaml_front_matter",), "handwritten"),
        Case("<current_time>2026-12-01T18:22:05Z</current_time>\n<instructions>\nAnswer as a concise travel agent.\n"
             "</instructions>",
             [("<current_time>2026-12-01T18:22:05Z</current_time>", "datetime")], ("xml_element",), "handwritten"),
        Case(f'<request id="{UUID4}" received="2026-12-01T18:22:05Z"/>\nYou are a helpful assistant for a library.',
             [(f'<request id="{UUID4}" received="2026-12-01T18:22:05Z"/>', "uuid,datetime")], ("xml_attributes",),
             "handwritten"),
        Case(f'<conversation id="{UUID7}" started="2026-12-01T18:22:05Z">\nUser: what is a Roth IRA?\n'
             "</conversation>\nAnswer the last user message.",
             [(f'id="{UUID7}"', "uuid"), ('started="2026-12-01T18:22:05Z"', "datetime")], ("xml_attributes",),
             "handwritten",
             "<conversation>\nUser: what is a Roth IRA?\n</conversation>\nAnswer the last user message.\n\n"
             f'id="{UUID7}"\nstarted="2026-12-01T18:22:05Z"'),
        Case("How do I export my invoices as CSV?\n\n--\nclient: web 4.18.2\ntime: 2026-12-01T18:22:05Z",
             [("time: 2026-12-01T18:22:05Z", "datetime")], ("tail", "user_message"), "handwritten"),
        Case(tmpl("smol:toolcalling_agent", custom="Always answer in English.\nTime: 2026-12-01 18:22:05 UTC"),
             [("Time: 2026-12-01 18:22:05 UTC", "datetime")], ("agent", "custom_instructions"),
             source("smol:toolcalling_agent")),
        Case(tmpl("smol:code_agent", custom="Reply in Portuguese.\nSession: " + UUID4B),
             [("Session: " + UUID4B, "uuid")], ("agent", "custom_instructions"), source("smol:code_agent")),
        Case("You are Orbit, the assistant of the Orbit project tracker.\n\n## Session\n- Time: 2026-12-01 18:22:05 UTC\n"
             f"- Session: {B64}\n- User tier: pro\n\n## Rules\n- Only answer questions about Orbit.\n"
             "- Link to the docs when you can.",
             [("- Time: 2026-12-01 18:22:05 UTC", "datetime"), (f"- Session: {B64}", "token")],
             ("agent", "bullets", "middle"), "agent"),
        Case("The assistant is Aria, created by Acme.\n\nIt is currently 18:22 UTC on 1 December 2026.\n\n"
             "Aria answers in the user's language and never invents prices.",
             [("It is currently 18:22 UTC on 1 December 2026.", "datetime")], ("agent", "sentence", "known_label"),
             "agent"),
        Case("Can you summarize the attached policy in three bullets?\n\nSent: Tue, 01 Dec 2026 18:22:05 +0100",
             [("Sent: Tue, 01 Dec 2026 18:22:05 +0100", "datetime")], ("tail", "rfc2822"), "handwritten"),
        Case("What's the weather like in Porto tomorrow?\n[sent 2026-12-01 18:22:05]",
             [("[sent 2026-12-01 18:22:05]", "datetime")], ("tail", "bracket"), "handwritten"),
        Case("Translate to French: 'The meeting is cancelled.'\n\nts: " + EPOCH,
             [("ts: " + EPOCH, "epoch")], ("tail", "epoch_s"), "handwritten"),
        Case(qa.replace("answer the query.\n", "answer the query.\nTime: 2026-12-01T18:22:05Z\n"),
             [("Time: 2026-12-01T18:22:05Z", "datetime")], ("before_cue",), source("DEFAULT_TEXT_QA_PROMPT_TMPL")),
        Case("Below is an instruction that describes a task. Write a response that appropriately completes the "
             "request.\n\n### Instruction:\nSummarize the ticket below in one sentence.\n\n### Input:\n"
             "ticket_id=48213 opened_at=2026-11-29T08:14:00Z\nThe customer cannot log in after the password "
             "reset.\n\nDate: 2026-12-01 18:22:05\n\n### Response:\n",
             [("Date: 2026-12-01 18:22:05", "datetime")], ("alpaca", "cue"), "handwritten"),
        Case("<|im_start|>system\nTime: 2026-12-01T18:22:05Z\nYou are a helpful assistant.<|im_end|>\n"
             "<|im_start|>user\nName three rivers in Spain.<|im_end|>\n<|im_start|>assistant\n",
             [("Time: 2026-12-01T18:22:05Z", "datetime")], ("chatml", "cue"), "handwritten"),
        Case("\n\nHuman: What's a good name for a grey cat?\nDate: 2026-12-01 18:22:05 UTC\n\nAssistant:",
             [("Date: 2026-12-01 18:22:05 UTC", "datetime")], ("human_assistant", "cue"), "handwritten"),
        Case("Time: 2026-12-01T18:22:05Z\nQ: What is the boiling point of water at 2,000 m?\nA:",
             [("Time: 2026-12-01T18:22:05Z", "datetime")], ("qa", "cue"), "handwritten"),
        Case(f"app=helpdesk env=prod request={ULID}\nYou triage incoming support emails into billing, bugs or other.",
             [(f"request={ULID}", "ulid")], ("key_value", "generic_key"), "handwritten",
             "app=helpdesk env=prod\nYou triage incoming support emails into billing, bugs or other.\n\n"
             f"request={ULID}"),
        Case(f"[ts_ms={EPOCH_MS} client=android] Explain compound interest to a teenager.",
             [(f"ts_ms={EPOCH_MS}", "epoch")], ("bracket_group", "epoch_ms"), "handwritten",
             f"[client=android] Explain compound interest to a teenager.\n\nts_ms={EPOCH_MS}"),
        Case(f"msg_id={ULID}\nYou answer questions about the Lisbon metro.\n\nWhich line goes to the airport?",
             [(f"msg_id={ULID}", "ulid")], ("key_value",), "handwritten"),
        Case("Tu es un assistant de voyage.\nDate : 01/12/2026 18:22\nPropose deux excursions depuis Lyon.",
             [("Date : 01/12/2026 18:22", "datetime")], ("non_english", "day_first"), "handwritten"),
        Case("### Context\nuser_name: Ana\ncurrent_datetime: 2026-12-01T18:22:05+00:00\nrequest_id: " + UUID4B
             + "\n\n### Task\nWrite a two-line reminder for Ana's dentist appointment.",
             [("current_datetime: 2026-12-01T18:22:05+00:00", "datetime"), ("request_id: " + UUID4B, "uuid")],
             ("yaml", "snake_case"), "handwritten"),
    ]


def negatives(tmpl: Fill, source: Source) -> list[Case]:
    """Prompts where nothing is request metadata: every one must come back byte-identical."""
    qa = lambda q: tmpl("DEFAULT_TEXT_QA_PROMPT_TMPL", context_str=METRO, query_str=q)  # noqa: E731
    rqa = lambda ctx, q: tmpl("prompt_template", context=ctx, question=q)  # noqa: E731
    neg: list[tuple[str, tuple[str, ...], str]] = [
        # dates and times in sentences
        ("The contract was signed on 01/12/2026 at 18:22 in Lisbon. Summarize its termination clause.",
         ("prose", "day_first"), "handwritten"),
        ("Our outage began at 2026-11-28T03:12:44Z and lasted 14 minutes. Write the postmortem timeline.",
         ("prose", "rfc3339"), "handwritten"),
        ("The meeting moved to Tue, 01 Dec 2026 18:22:05 GMT. Please draft the invitation.", ("prose", "rfc1123"),
         "handwritten"),
        ("If a request arrives at 23:59:59 UTC on 31/12/2026, which billing month does it fall in?",
         ("prose", "question"), "handwritten"),
        ("Convert " + EPOCH + " to a readable date in Lisbon time.", ("prose", "epoch_s"), "handwritten"),
        ("Is " + EPOCH_MS + " in milliseconds or microseconds?", ("prose", "epoch_ms"), "handwritten"),
        ("What does the timestamp 2026-12-01T18:22:05+05:30 look like in UTC?", ("prose", "rfc3339"), "handwritten"),
        ("How many seconds are there between 2026-12-01 18:22:05 and 2026-12-02 06:00:00?", ("prose", "arithmetic"),
         "handwritten"),
        ("What is 18:22:05 plus 3 hours and 45 minutes?", ("arithmetic", "clock"), "handwritten"),
        ("The office is open Monday to Friday, 09:00-17:30 CET, except on 24/12/2026 and 31/12/2026.\n"
         "Can I visit on Christmas Eve?", ("prose", "day_first"), "handwritten"),
        # versions, prices, phone numbers
        ("Upgrade from pandas 2.1.4 to 2.13.0 and list the breaking changes.", ("version",), "handwritten"),
        ("Version: 2.13.0\nRelease date: 2026-12-01\n\nWrite release notes from the changelog below.\n"
         "- Removed connect_v1\n- Faster retries", ("version", "header"), "handwritten"),
        ("Model: kv-large-2026-06-01\nTemperature: 0.2\nYou are a terse assistant.", ("config", "header"),
         "handwritten"),
        ("Build: 2.13.0+20261201.1822\nCommit: 9fceb02\nSummarize what changed since the last build.",
         ("version", "git_sha", "header"), "handwritten"),
        ("Price: $1,299.00\nDiscount: 15%\nWhat do I pay after the discount?", ("price", "header"), "handwritten"),
        ("The plan costs 19.99 EUR a month or 199 EUR a year; which is cheaper over 14 months?", ("price",),
         "handwritten"),
        ("Phone: +1 (212) 555-0199\nPlease write this number in E.164 form.", ("phone", "header"), "handwritten"),
        ("Call 212-555-0199 or 2125550199: are these the same number?", ("phone",), "handwritten"),
        ("Phone: 2125550199\nWhich area code is this?", ("phone", "header", "epoch_like"), "handwritten"),
        ("Coordinates: 38.7223, -9.1393\nWhich city is this?", ("numbers", "header"), "handwritten"),
        # commit hashes, digests and keys
        ("Commit " + SHA1 + " broke the build; what changed in retry.py?", ("git_sha", "prose"), "handwritten"),
        ("```\n$ git log --oneline -3\n9fceb02 fix retry jitter\n3e1b7c4 bump version to 2.13.0\n"
         "a1f2c3d add metrics\n```\nWhich commit should I revert?", ("git_sha", "code"), "handwritten"),
        ("SHA256: " + SHA256 + "\nIs this the hash of an empty file?", ("hash", "header"), "handwritten"),
        ("Fixes a race introduced in a1f2c3d4e5b6 (see #4411). Review the patch.", ("git_sha", "prose"),
         "handwritten"),
        ("The firmware digest is 4bf92f3577b34da6a3ce929d0e0e4736; does it match the vendor's?", ("hash", "prose"),
         "handwritten"),
        ("API key: sk-test-4eC39HqLyjWDarjtT1zdp7dc\nWhy do I get a 401 with this key?", ("secret", "header"),
         "handwritten"),
        ("Wallet: 0x52908400098527886E0F7030069857D2E4169EE7\nIs this a valid checksum address?", ("hex", "header"),
         "handwritten"),
        ("Decode this: SGVsbG8sIHdvcmxkISBUaGlzIGlzIGEgdGVzdC4=\nWhat does it say?", ("base64", "header"),
         "handwritten"),
        ("Password: Tr0ub4dor&3\nIs this password strong?", ("secret", "header"), "handwritten"),
        ("Primary color: #1A2B3C\nSecondary color: #4D5E6F\nSuggest a matching palette.", ("hex", "header"),
         "handwritten"),
        # ids that are what the user asks about
        ("Order ID: " + UUID4 + "\nWhere is my package?", ("uuid", "header", "subject"), "handwritten"),
        ("Tracking number: JD014600003829104513\nWhen will it arrive?", ("header", "subject"), "handwritten"),
        ("Ticket: " + ULID + "\nThe customer reports a double charge. Draft a reply.", ("ulid", "header", "subject"),
         "handwritten"),
        ("Account: 8e0f7b1c-2a3d-4e5f-9a6b-7c8d9e0f1a2b\nWhy was I billed twice?", ("uuid", "header", "subject"),
         "handwritten"),
        ("Serial: 4C4C4544-0042-5910-8051-B4C04F4D4E31\nIs this laptop still under warranty?",
         ("uuid", "header", "subject"), "handwritten"),
        ("ISBN: 978-0-13-468599-1\nSummarize this book in five sentences.", ("header", "subject"), "handwritten"),
        ("Coupon: SUMMER2026\nDoes it apply to annual plans?", ("header", "subject"), "handwritten"),
        ("Is `" + ULID + "` a valid ULID? What time does it encode?", ("ulid", "inline_code"), "handwritten"),
        ("Why does `uuid.UUID('" + UUID7 + "').version` return 7?", ("uuid", "inline_code"), "handwritten"),
        # times that are the subject: deadlines, bookings, records
        ("Deadline: 2026-12-04 17:00 CET\nHelp me plan the remaining tasks.", ("header", "subject"), "handwritten"),
        ("Flight: LH1172 departs 2026-12-03 07:10 from LIS\nWhat should I pack for Frankfurt?",
         ("header", "subject"), "handwritten"),
        ("Appointment: 01/12/2026 18:30\nRemind me which documents to bring.", ("header", "subject", "day_first"),
         "handwritten"),
        ("Created: 2026-11-29 08:14:00\nUpdated: 2026-11-30 10:02:13\nStatus: open\n"
         "The customer cannot log in. Suggest next steps.", ("record", "header"), "handwritten"),
        ("Incident start: 2026-11-28 03:12:44 UTC\nIncident end: 2026-11-28 03:26:02 UTC\n"
         "Write a status page update.", ("record", "header"), "handwritten"),
        ("Policy revision: 2026-10-14T09:00:00Z\nYou are the HR assistant. Answer only from the policy.",
         ("static", "header"), "handwritten"),
        ("Knowledge cutoff: 2026-06\nYou are a helpful assistant.", ("static", "header"), "handwritten"),
        ("Date of birth: 1990-05-17\nHow old am I?", ("header", "subject"), "handwritten"),
        ("Time zone: Europe/Lisbon\nWhat time is it in Tokyo when it is noon here?", ("header", "subject"),
         "handwritten"),
        ("Timestamp format: YYYY-MM-DDTHH:MM:SSZ\nAlways write dates this way.", ("static", "header"), "handwritten"),
        ("Format every reply as:\nTime: <HH:MM>\nAnswer: <text>", ("placeholder",), "handwritten"),
        ("Example output:\nDate: 2026-12-01 18:22:05\nTotal: 12.50 EUR\n\nNow produce the receipt for the order "
         "below.\nItems: 2 coffees, 1 croissant", ("example",), "handwritten"),
        # pasted headers, emails, logs
        ("From: Ana Souza <ana@example.org>\nTo: support@example.com\nDate: Tue, 01 Dec 2026 18:22:05 +0100\n"
         "Subject: Refund for order 80412\nMessage-ID: <0192f1a4.7c3e@example.org>\n\nHi, I was charged twice.\n\n"
         "Draft a polite reply to this email.", ("email",), "spec:rfc5322"),
        ("HTTP/1.1 503 Service Unavailable\nDate: Tue, 01 Dec 2026 18:22:05 GMT\nRetry-After: 120\n"
         "X-Request-Id: " + UUID4 + "\n\nWhy does my client get this response?", ("http_response",), "spec:rfc9110"),
        ("POST /v1/chat HTTP/1.1\nHost: api.example.com\ntraceparent: " + TP + "\nContent-Type: application/json\n\n"
         "Is the traceparent header in this request valid?", ("http_request", "traceparent"),
         "spec:w3c-trace-context"),
        ("Expires: Wed, 02 Dec 2026 18:22:05 GMT\nIs this cache header too short?", ("http_header", "subject"),
         "spec:rfc9110"),
        ('Last-Modified: Tue, 01 Dec 2026 18:22:05 GMT\nETag: "33a64df551425fcc55e4d42a148795d9f25f89d4"\n'
         "Will the browser revalidate this response?", ("http_header", "subject"), "spec:rfc9110"),
        ("> Date: Tue, 01 Dec 2026 18:22:05 GMT\n> Request-Id: " + UUID4 + "\nWhat do these quoted headers mean?",
         ("quote",), "handwritten"),
        ("Dec  1 18:22:05 gw1 sshd[812]: Failed password for root from 10.0.0.7 port 52144 ssh2\n"
         "Dec  1 18:22:07 gw1 sshd[812]: Failed password for root from 10.0.0.7 port 52150 ssh2\n"
         "Dec  1 18:22:09 gw1 sshd[812]: Failed password for admin from 10.0.0.7 port 52162 ssh2\n"
         "Is this an attack?", ("log", "syslog"), "spec:rfc3164"),
        ('{"ts": "2026-12-01T18:22:05Z", "level": "error", "request_id": "' + UUID4 + '", "msg": "timeout"}\n'
         '{"ts": "2026-12-01T18:22:06Z", "level": "error", "request_id": "' + UUID4B + '", "msg": "timeout"}\n'
         "Why do both requests time out?", ("log", "json_lines"), "handwritten"),
        ('ts=2026-12-01T18:22:05Z level=error msg="upstream timeout" request_id=' + ULID + "\n"
         "What does this error mean?", ("log", "logfmt", "single_line"), "handwritten"),
        ('10.0.0.7 - - [01/Dec/2026:18:22:05 +0000] "GET /api/orders HTTP/1.1" 503 312\n'
         '10.0.0.9 - - [01/Dec/2026:18:22:06 +0000] "GET /api/orders HTTP/1.1" 200 5120\n'
         "Why did the first request fail?", ("log", "access_log"), "handwritten"),
        ('10.0.0.7 - - [01/Dec/2026:18:22:05 +0000] "GET /health HTTP/1.1" 200 2\n'
         "Why is the health check hit so often?", ("log", "access_log", "single_line"), "handwritten"),
        ("2026-12-01 18:22:05,417 ERROR worker: job failed\nTraceback (most recent call last):\n"
         '  File "app.py", line 12, in <module>\nKeyError: \'user\'\n\nHow do I fix this?',
         ("log", "traceback"), "handwritten"),
        ("<165>1 2026-12-01T18:22:05.003Z gw-eu-1 chat-api 8121 ID47 - upstream reset\n"
         "<165>1 2026-12-01T18:22:07.941Z gw-eu-1 chat-api 8121 ID47 - upstream reset\n"
         "What does ID47 mean in these syslog lines?", ("log", "rfc5424"), "spec:rfc5424"),
        ("User (2026-12-01 18:20): hi, my order is late\nAgent (2026-12-01 18:21): sorry, let me check\n"
         "Summarize this chat for the supervisor.", ("transcript",), "handwritten"),
        ("- 2026-12-01 18:22 Kickoff\n- 2026-12-08 18:22 Review\n- 2026-12-15 18:22 Launch\n"
         "Which of these meetings clash with my holiday from the 7th to the 9th?", ("list",), "handwritten"),
        # data: JSON, tables, CSV, config, code
        ('{"id": "' + UUID4 + '", "name": "Widget", "price": 9.99}\nWrite a TypeScript type for this object.',
         ("json", "record", "uuid"), "handwritten"),
        ('[{"id": "' + UUID4 + '", "ts": "2026-12-01T18:22:05Z"}, {"id": "' + UUID4B
         + '", "ts": "2026-12-01T18:23:10Z"}]\nHow many events are there?', ("json", "records"), "handwritten"),
        ('{"event_id": "evt_1Q9ZxLK2eZvKYlo2C8d7Fj3m", "created": ' + EPOCH + ', "type": "invoice.payment_failed"}\n'
         "Why did this payment fail?", ("json", "webhook"), "handwritten"),
        ("Here is my config:\n\nserver:\n  port: 8080\n  started: 2026-12-01T18:22:05Z\n  instance: " + UUID7
         + "\n\nWhy won't it start?", ("yaml", "config"), "handwritten"),
        ("timeout=30\nretries=5\nstarted_at=2026-12-01T18:22:05Z\nnode_id=" + ULID + "\n\nIs this config valid?",
         ("key_value", "config"), "handwritten"),
        ("| time | event |\n|---|---|\n| 2026-12-01 18:22:05 | login |\n| 2026-12-01 18:25:40 | logout |\n"
         "How long was the session?", ("table",), "handwritten"),
        ("| Request ID | Time |\n|---|---|\n| " + UUID4 + " | 2026-12-01 18:22:05 |\nWhat does this row say?",
         ("table", "single_row"), "handwritten"),
        ("user_id,login_at\n1842," + EPOCH + "\n1843,1796149388\nWho logged in first?", ("csv",), "handwritten"),
        ("```python\nimport uuid\nSESSION = uuid.UUID(\"" + UUID1 + "\")\n```\nWhich UUID version is this?",
         ("code", "uuid"), "handwritten"),
        ("```js\nconsole.log(new Date('2026-12-01T18:22:05Z').toString())\n```\nWhat does this print in Lisbon?",
         ("code",), "handwritten"),
        ('def handler(event):\n    event_id = "' + UUID7 + '"\n    started = ' + EPOCH + "\n    return event_id\n\n"
         "What does this function return?", ("code", "unfenced"), "handwritten"),
        ("SELECT * FROM events WHERE created_at > '2026-12-01 18:22:05' AND session_id = '" + B64 + "';\n"
         "Why is this query slow?", ("code", "sql"), "handwritten"),
        ("export TRACEPARENT=" + TP + "\nHow do I pass this to curl?", ("code", "shell", "traceparent"),
         "spec:w3c-trace-context"),
        ("Final score 2-1, winning goal at 89:12. Describe the match in three sentences.", ("numbers",),
         "handwritten"),
        ("Now: focus on the refund policy, not the shipping one.", ("wrong_shape",), "handwritten"),
        # templates filled with content that holds dates, times and ids
        (qa("How many seconds are there between 2026-12-01 18:22:05 and 2026-12-02 06:00:00?"),
         ("template", "query"), source("DEFAULT_TEXT_QA_PROMPT_TMPL")),
        (rqa("Incident report\nDate: 2026-11-28 03:12:44 UTC\nImpact: card payments failed for 14 minutes.\n"
             "Cause: an expired certificate.", "What caused the incident?"),
         ("template", "document_content"), source("prompt_template")),
        (mrkl(tmpl, "What was the USD/EUR rate at 2026-12-01 18:22 UTC?"), ("template", "question"), source("mrkl.prompt__SUFFIX")),
        (tmpl("_template", chat_history="Human: my flight is at 2026-12-03 07:10\nAI: Noted, 07:10 on the 3rd.",
              question="Can you move it to the afternoon?"), ("template", "history"), source("_template")),
        (tmpl("smol:code_agent", custom="Write timestamps in ISO 8601, like 2026-12-01T18:22:05Z."),
         ("template", "agent", "example"), source("smol:code_agent")),
        (tmpl("smol:toolcalling_agent", custom="Always answer in English."), ("template", "agent"),
         source("smol:toolcalling_agent")),
        (tmpl("system_header_template", tool_desc=TOOLS, context_prompt="", tool_names="weather, calendar"),
         ("template", "agent"), source("system_header_template")),
        (tmpl("CITATION_QA_TEMPLATE", context_str="Source 1:\n" + OUTAGE, query_str="How long did the outage last?"),
         ("template", "document_content"), source("CITATION_QA_TEMPLATE")),
        (tmpl("DEFAULT_CONTEXT_TEMPLATE", context_str="Ticket " + ULID + " was opened at 2026-11-29T08:14:00Z by "
              "ana@example.org.\nrequest_id=" + UUID4 + " failed with a 503."),
         ("template", "document_content"), source("DEFAULT_CONTEXT_TEMPLATE")),
        (tmpl("DEFAULT_REFINE_PROMPT_TMPL", query_str="When did the rollback happen?",
              existing_answer="At 03:26 UTC on 2026-11-28.", context_msg=OUTAGE), ("template",),
         source("DEFAULT_REFINE_PROMPT_TMPL")),
        (tmpl("system_template", context="Timestamp: 2026-11-28 03:12:44\nService: payments\nStatus: degraded"),
         ("template", "document_content"), source("system_template")),
        (tmpl("DEFAULT_CONDENSE_PROMPT_TEMPLATE", chat_history="Human: the invoice is dated 01/12/2026 18:22\n"
              "AI: Thanks, I see it.", question="Is it overdue?"), ("template", "history"),
         source("DEFAULT_CONDENSE_PROMPT_TEMPLATE")),
        (tmpl("conversational_chat.prompt__PREFIX") + "\n\nTOOLS\n------\nclock: returns the time, e.g. "
         "2026-12-01T18:22:05Z", ("template", "tool_description"), source("conversational_chat.prompt__PREFIX")),
        (tmpl("DEFAULT_TREE_SUMMARIZE_TMPL", context_str=ORDER, query_str="Summarize the shipment status."),
         ("template",), source("DEFAULT_TREE_SUMMARIZE_TMPL")),
        (tmpl("DEFAULT_CONTEXT_PROMPT_TEMPLATE", context_str="Meeting notes, 2026-12-01 18:22:05:\n"
              "the team agreed to ship 2.13.0 on Friday."), ("template",), source("DEFAULT_CONTEXT_PROMPT_TEMPLATE")),
    ]
    return [Case(text, [], ("negative",) + tags, src) for text, tags, src in neg]
