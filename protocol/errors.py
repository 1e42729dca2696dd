"""OpenAI-shaped errors: `{"error": {"message", "type", "code", "param"}}` with an HTTP status.

Raise `APIError` anywhere in request handling; each server's one error middleware turns it (and
anything unexpected) into this shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

_TYPE_BY_STATUS = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    405: "invalid_request_error",
    408: "timeout_error",
    413: "invalid_request_error",
    415: "invalid_request_error",
    422: "invalid_request_error",
    429: "rate_limit_error",
    499: "cancelled",
    500: "server_error",
    502: "upstream_error",
    503: "service_unavailable",
    504: "timeout_error",
}


@dataclass
class APIError(Exception):
    """A failure the client should see, with its HTTP status."""

    status: int
    message: str
    code: str | None = None
    param: str | None = None
    type: str | None = None
    headers: dict[str, str] | None = None

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def body(self) -> dict[str, Any]:
        return error_body(self.status, self.message, code=self.code, param=self.param, type=self.type)


def error_body(
    status: int, message: str, *, code: str | None = None, param: str | None = None, type: str | None = None
) -> dict[str, Any]:
    """The JSON body OpenAI clients expect for an error."""
    return {
        "error": {
            "message": message,
            "type": type or _TYPE_BY_STATUS.get(status, "server_error" if status >= 500 else "invalid_request_error"),
            "code": code,
            "param": param,
        }
    }


def bad_request(message: str, *, param: str | None = None, code: str = "invalid_request") -> APIError:
    """A 400 whose `param` names the offending request field."""
    return APIError(400, message, code=code, param=param)


_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "request_too_large"}


def http_error_body(status: int, method: str, path: str, *, max_body_bytes: int, reason: str = "") -> dict[str, Any]:
    """The OpenAI-shaped body for an error the web framework raised itself (no route, wrong method,
    body too large), so every server answers them alike."""
    if status == 404:
        message = f"Not found: {method} {path}"
    elif status == 405:
        message = f"Method {method} is not allowed on {path}"
    elif status == 413:
        message = f"Request body too large (at most {max_body_bytes} bytes)"
    else:
        message = reason or f"HTTP {status}"
    return error_body(status, message, code=_HTTP_CODES.get(status))
