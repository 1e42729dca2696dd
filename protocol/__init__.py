"""What the proxy and the engine both speak: OpenAI requests and errors, tokenization,
the block hash, and the KV event / info schemas. Imports nothing else of ours, and never torch."""
