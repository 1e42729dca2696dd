# syntax=docker/dockerfile:1
# The kvroute proxy: the base install (proxy, normalizer, protocol), no torch. From the repository root:
#   docker build -f deploy/docker/proxy.Dockerfile -t kvroute-proxy .
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS build
WORKDIR /src
COPY pyproject.toml README.md ./
COPY kvroute kvroute
COPY protocol protocol
COPY proxy proxy
COPY prompt_normalizer prompt_normalizer
COPY engine engine
COPY bench bench
RUN pip wheel --no-cache-dir --wheel-dir /wheels .

FROM ${PYTHON_IMAGE}
ENV PYTHONUNBUFFERED=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN useradd --uid 10001 --user-group --no-create-home --shell /usr/sbin/nologin kvroute
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir --no-index --find-links /wheels kvroute && rm -rf /wheels \
    && python -c "import importlib.util, sys; sys.exit(importlib.util.find_spec('torch') is not None)"
USER 10001:10001
# 8000: the OpenAI API; 9901: the admin listener (/metrics, /stats, /debug/*).
EXPOSE 8000 9901
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/health', timeout=2)"]
ENTRYPOINT ["kvroute", "proxy"]
CMD ["--config", "/etc/kvroute/proxy.toml"]
