"""Request limits of the GraphQL API; each breach is reported as LIMIT_EXCEEDED.

- the request body (1 MiB), checked before GraphQL parses anything;
- the document: depth (10), aliases (30) and parser tokens;
- arguments: page size `first` (200), `maxItems` (50), `maxTokens` (8000), episodes or facts
  per ingest (1000);
- requests per API key (`Settings.rate_limit`, `palimpsest.access.KeyRateLimiter`): over
  it, HTTP 429 with `Retry-After` and the error's `retryAfter`, in GraphQL shape;
- the work one request asks for (`gql.cost`: evidence calls, list sizes multiplied through
  nesting), at most `gql.cost.MAX_COST` points, refused before it runs.

Per-text limits (the byte size of one episode) belong to the service, which owns ingest.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from graphql import GraphQLError
from graphql.validation import ASTValidationRule, ValidationContext
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from strawberry.extensions import (
    AddValidationRules,
    MaxAliasesLimiter,
    MaxTokensLimiter,
    QueryDepthLimiter,
    SchemaExtension,
)

from gql.auth import RequestContext
from gql.errors import LIMIT_EXCEEDED, error_payload
from palimpsest.access import retry_seconds
from palimpsest.errors import BadInput, LimitExceeded

MAX_BODY_BYTES = 1024 * 1024
MAX_QUERY_DEPTH = 10
MAX_ALIASES = 30
# Parser tokens per document. Generous: inputs belong in variables, which are not tokens, and
# the body cap already bounds them; this stops pathological documents cheaply.
MAX_DOCUMENT_TOKENS = 20_000
MAX_FIRST = 200
DEFAULT_FIRST = 20
MAX_ITEMS = 50
MAX_PROMPT_TOKENS = 8000
MAX_BATCH = 1000


def check_range(name: str, value: int | None, limit: int, *, minimum: int = 1) -> None:
    """Raise BadInput below `minimum`, LimitExceeded above `limit`; None passes."""
    if value is None:
        return
    if value < minimum:
        raise BadInput(f"{name} must be at least {minimum}, got {value}")
    if value > limit:
        raise LimitExceeded(f"{name} must be at most {limit}, got {value}")


def page_size(first: int | None) -> int:
    """The page size to ask for: `first` within 1..200, or the default when omitted."""
    check_range("first", first, MAX_FIRST)
    return DEFAULT_FIRST if first is None else first


def check_batch(name: str, count: int) -> None:
    """Items in one ingest call (at least one)."""
    check_range(name, count, MAX_BATCH)


class _LimitContext:
    """A validation context whose reported errors carry code LIMIT_EXCEEDED."""

    def __init__(self, inner: ValidationContext) -> None:
        self._inner = inner

    def report_error(self, error: GraphQLError) -> None:
        self._inner.report_error(
            GraphQLError(error.message, error.nodes, extensions={"code": LIMIT_EXCEEDED})
        )

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def _coded(rule: type[ASTValidationRule]) -> type[ASTValidationRule]:
    """`rule` reporting through `_LimitContext` (strawberry's limiters report uncoded errors)."""

    class Coded(rule):  # type: ignore[misc, valid-type]
        def __init__(self, context: ValidationContext) -> None:
            super().__init__(_LimitContext(context))  # a proxy of the context

    Coded.__name__ = f"Coded{rule.__name__}"
    return Coded


def document_limits() -> list[type[SchemaExtension] | Any]:
    """Schema extensions (as factories) that cap a document's depth, aliases and tokens."""
    rules = [
        *QueryDepthLimiter(max_depth=MAX_QUERY_DEPTH).validation_rules,
        *MaxAliasesLimiter(max_alias_count=MAX_ALIASES).validation_rules,
    ]
    coded = [_coded(rule) for rule in rules]
    return [
        lambda: AddValidationRules(coded),
        lambda: MaxTokensLimiter(max_token_count=MAX_DOCUMENT_TOKENS),
    ]


class BodySizeLimit:
    """ASGI middleware: refuse request bodies over `max_bytes` with a GraphQL error (HTTP 413).

    Checks Content-Length up front and counts streamed bytes as well, since chunked requests
    carry no length.
    """

    def __init__(self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", ()):
            if name == b"content-length" and value.isdigit() and int(value) > self.max_bytes:
                await self._refuse(send)
                return
        received = 0
        started = False

        async def counting_receive() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.max_bytes:
                    raise _TooLarge
            return message

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except _TooLarge:
            if not started:
                await self._refuse(send)

    async def _refuse(self, send: Send) -> None:
        body = json.dumps(
            error_payload(f"request body exceeds {self.max_bytes} bytes", LIMIT_EXCEEDED)
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


class _TooLarge(Exception):
    """Raised inside `receive` to stop reading a body that went over the limit."""


class RateLimited(SchemaExtension):
    """Answers a request whose key is over its rate (`RequestContext.retry_after`) with
    LIMIT_EXCEEDED, HTTP 429 and `Retry-After`, before anything is validated or run."""

    def on_validate(self) -> Iterator[None]:
        context = self.execution_context.context
        wait = getattr(context, "retry_after", None)
        if isinstance(context, RequestContext) and wait is not None:
            seconds = retry_seconds(wait)
            if context.response is not None:
                context.response.status_code = 429
                context.response.headers["Retry-After"] = str(seconds)
            self.execution_context.pre_execution_errors = [
                GraphQLError(
                    f"rate limit of this API key reached; retry after {seconds} s",
                    extensions={"code": LIMIT_EXCEEDED, "retryAfter": seconds},
                )
            ]
        yield
