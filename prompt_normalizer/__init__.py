"""Make prompts cache-friendly without changing what they say."""
