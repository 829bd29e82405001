"""The MCP server over streamable HTTP, mounted at /mcp by `palimpsest.app`.

Stateless (each POST carries its whole exchange, JSON responses), so any replica can answer
and nothing is kept between requests. Every request is authenticated with the same API keys
as GraphQL (`palimpsest.access.KeyAuthority`) before the MCP layer sees it: no key, 401; a key
over its request rate (`palimpsest.access.KeyRateLimiter`, counted with its GraphQL
requests), 429.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager

from mcp.server import MCPServer
from mcp.server.streamable_http_manager import (
    StreamableHTTPASGIApp,
    StreamableHTTPSessionManager,
)
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from graph.db import GraphUnavailable
from mcp_transport.server import CALLER, build_server
from palimpsest.access import KeyAuthority, KeyRateLimiter, Unauthenticated, retry_seconds
from palimpsest.errors import LimitExceeded
from palimpsest.service import MemoryService

MCP_PATH = "/mcp"


class _Authenticated:
    """ASGI: the caller's key -> `CALLER` for the MCP request; 401/429/503 before MCP
    otherwise."""

    def __init__(self, app: ASGIApp, keys: KeyAuthority, rates: KeyRateLimiter) -> None:
        self.app, self.keys, self.rates = app, keys, rates

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            principal = await run_in_threadpool(
                self.keys.authenticate, Headers(scope=scope).get("authorization")
            )
        except Unauthenticated as exc:
            refusal = JSONResponse(
                {"error": exc.code, "message": str(exc)},
                401,
                headers={"WWW-Authenticate": 'Bearer realm="palimpsest"'},
            )
            await refusal(scope, receive, send)
            return
        except GraphUnavailable:
            await JSONResponse({"error": "UNAVAILABLE"}, 503)(scope, receive, send)
            return
        wait = self.rates.admit(principal.key_id)
        if wait is not None:
            seconds = retry_seconds(wait)
            refusal = JSONResponse(
                {"error": LimitExceeded.code, "message": "rate limit of this API key reached",
                 "retryAfter": seconds},
                429,
                headers={"Retry-After": str(seconds)},
            )  # fmt: skip
            await refusal(scope, receive, send)
            return
        token = CALLER.set(principal)
        try:
            await self.app(scope, receive, send)
        finally:
            CALLER.reset(token)


class _CurrentManager:
    """ASGI: the session manager of the app's current lifespan (a new one each time the app
    starts: the SDK's manager runs once per instance, and test clients restart apps)."""

    def __init__(self, server: MCPServer) -> None:
        self.server = server
        self.running = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if not self.running:
            await JSONResponse({"error": "UNAVAILABLE"}, 503)(scope, receive, send)
            return
        await StreamableHTTPASGIApp(self.server.session_manager)(scope, receive, send)

    def start(self) -> StreamableHTTPSessionManager:
        self.server.streamable_http_app(
            streamable_http_path=MCP_PATH, stateless_http=True, json_response=True
        )
        return self.server.session_manager


def mcp_endpoint(
    service: MemoryService, keys: KeyAuthority, rates: KeyRateLimiter | None = None
) -> tuple[ASGIApp, Callable[[], AbstractAsyncContextManager[None]]]:
    """The authenticated MCP endpoint and the lifespan it needs (the SDK's session manager
    runs for as long as the app does). `rates` counts each key's requests (default: no
    limit)."""
    current = _CurrentManager(build_server(service))

    @asynccontextmanager
    async def lifespan() -> AsyncIterator[None]:
        async with current.start().run():
            current.running = True
            try:
                yield
            finally:
                current.running = False

    return _Authenticated(current, keys, rates or KeyRateLimiter("")), lifespan
