"""One engine replica: model, paged KV pool, radix prefix cache, scheduler, server. Never imports proxy/."""
