"""The ASGI app: GraphQL at /graphql, MCP at /mcp, admin UI at /admin, /healthz, /readyz
and /metrics.

- `/healthz` is liveness: the process answers; it never touches Neo4j.
- `/readyz` is readiness: Neo4j answers within `READY_TIMEOUT_S`, checked on a worker thread
  so a slow or dead database never blocks the event loop.
- `/metrics` counts requests by route (unknown paths share one label, so random URLs cannot
  grow it) and ingests; tenant names appear only for an admin key, and only its own tenant,
  with the health watch's three panels (`palimpsest.panel_metrics`).
- `/admin/` is served with a strict Content-Security-Policy and anti-framing headers.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from importlib import resources
from pathlib import Path

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gql import graphiql
from gql.app import graphql_app, key_authority
from graph.db import GraphUnavailable
from graph.types import IngestReceipt
from mcp_transport.http import MCP_PATH, mcp_endpoint
from palimpsest.access import KeyRateLimiter, Role, Unauthenticated
from palimpsest.guide import explore_queries, guide_html
from palimpsest.health import run_every
from palimpsest.panel_metrics import PanelGauges
from palimpsest.service import MemoryService
from palimpsest.settings import Settings, get_settings

ADMIN_DIR = Path(str(resources.files("admin")))  # package data: works from an installed wheel
READY_TIMEOUT_S = 2.0
# The only path labels /metrics uses; anything else counts as "other".
ROUTE_LABELS = frozenset(
    {
        "/",
        "/graphql",
        "/admin",
        "/healthz",
        "/readyz",
        "/metrics",
        "/mcp",
        "/guide",
        graphiql.STATIC_PATH,
    }
)
ADMIN_HEADERS = {
    # Scripts only from this origin; inline style attributes are used by the health bars.
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
        "form-action 'self'; object-src 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


class Metrics:
    """Prometheus metrics of one app (own registry, so several apps can live in one process)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "palimpsest_http_requests", "HTTP requests", ["path", "status"],
            registry=self.registry,
        )  # fmt: skip
        self.latency = Histogram(
            "palimpsest_http_request_seconds", "HTTP request latency", ["path"],
            registry=self.registry,
        )  # fmt: skip
        self.ingested = Counter(
            "palimpsest_ingested", "Ingest outcomes", ["outcome"], registry=self.registry
        )


async def tenant_metrics(service: MemoryService, tenant: str) -> bytes:
    """One tenant's gauges (audit queue, health panels) in the exposition format, from a
    registry of this call's own: concurrent requests of two tenants never share them. What
    Neo4j does not answer in time is left out (the request metrics still answer)."""
    registry = CollectorRegistry()
    queue = Gauge("palimpsest_audit_queue_pending", "Pending audit items", ["tenant"],
                  registry=registry)  # fmt: skip
    gauges = PanelGauges(registry)
    try:
        pending = await asyncio.wait_for(
            run_in_threadpool(lambda: service.audit_queue(tenant, first=1).total),
            READY_TIMEOUT_S,
        )
        queue.labels(tenant).set(pending)
        panels = await asyncio.wait_for(
            run_in_threadpool(service.health.panels.all, tenant), READY_TIMEOUT_S
        )
        gauges.show(tenant, panels, datetime.now(UTC).date().isoformat())
    except (TimeoutError, GraphUnavailable):
        pass  # the gauges not read are left out
    return generate_latest(registry)


class _Timing:
    """ASGI middleware: count and time requests by path prefix."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app, self.metrics = app, metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = route_label(scope["path"])
        status = {"code": 500}
        start = time.perf_counter()

        async def send_wrapper(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_wrapper)
        finally:
            self.metrics.latency.labels(path).observe(time.perf_counter() - start)
            self.metrics.requests.labels(path, str(status["code"])).inc()


def route_label(path: str) -> str:
    """The metrics label of a request path: its first segment if that is a route, else
    "other" (bounded label values whatever clients send)."""
    label = "/" + path.strip("/").split("/", 1)[0]
    return label if label in ROUTE_LABELS else "other"


class _SecurityHeaders:
    """ASGI middleware: `headers` on every response of the wrapped app."""

    def __init__(self, app: ASGIApp, headers: dict[str, str]) -> None:
        self.app = app
        self.raw = [(k.lower().encode(), v.encode()) for k, v in headers.items()]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def send_wrapper(message: Message) -> None:
            if message["type"] == "http.response.start":
                message = {**message, "headers": [*message.get("headers", []), *self.raw]}
            await send(message)

        await self.app(scope, receive, send_wrapper)


def create_app(service: MemoryService, settings: Settings | None = None) -> Starlette:
    """The whole service around one MemoryService (Neo4j holds all state)."""
    settings = settings or get_settings()
    metrics = Metrics()
    service.on_ingest = lambda r: _count_ingest(metrics, r)

    keys = key_authority(service, settings)
    # One count per key across GraphQL and MCP.
    rates = KeyRateLimiter(settings.rate_limit)

    async def healthz(_: Request) -> JSONResponse:
        return JSONResponse({"status": "ok"})

    async def readyz(_: Request) -> JSONResponse:
        try:
            await asyncio.wait_for(run_in_threadpool(service.graph.verify), READY_TIMEOUT_S)
        except TimeoutError:
            return JSONResponse({"status": "unavailable", "neo4j": "no answer within "
                                 f"{READY_TIMEOUT_S:g} s"}, status_code=503)  # fmt: skip
        except GraphUnavailable as exc:
            return JSONResponse({"status": "unavailable", "neo4j": str(exc)}, status_code=503)
        return JSONResponse({"status": "ok", "neo4j": service.graph.uri})

    async def metrics_endpoint(request: Request) -> Response:
        try:
            caller = await run_in_threadpool(
                keys.authenticate, request.headers.get("authorization")
            )
        except (Unauthenticated, GraphUnavailable):
            caller = None
        text = generate_latest(metrics.registry)
        if caller is not None and caller.role >= Role.ADMIN:
            text += await tenant_metrics(service, caller.tenant)
        return Response(text, media_type=CONTENT_TYPE_LATEST)

    guide = guide_html(explore_queries())

    async def browser_guide(request: Request) -> Response:
        # Neo4j Browser fetches guides cross-origin (with a preflight); the guide is public.
        cors = {"Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "GET",
                "Access-Control-Allow-Headers":
                    request.headers.get("access-control-request-headers", "*")}  # fmt: skip
        if request.method == "OPTIONS":
            return Response(status_code=204, headers=cors)
        return HTMLResponse(guide, headers=cors)

    async def root(_: Request) -> RedirectResponse:
        return RedirectResponse("/admin/")

    routes: list[BaseRoute] = [
        Route("/healthz", healthz),
        Route("/readyz", readyz),
        Route("/guide", browser_guide, methods=["GET", "OPTIONS"]),
        Route("/metrics", metrics_endpoint),
        Route("/", root),
        Route("/graphql", graphql_app(service, settings, keys, rates), methods=["GET", "POST"]),
    ]
    if settings.graphiql_enabled and graphiql.vendored():
        routes.append(Mount(graphiql.STATIC_PATH, app=StaticFiles(directory=graphiql.STATIC_DIR)))
    if Path(ADMIN_DIR / "index.html").is_file():
        admin = StaticFiles(directory=ADMIN_DIR, html=True)
        routes.append(Mount("/admin", app=_SecurityHeaders(admin, ADMIN_HEADERS)))
    # MCP over streamable HTTP at /mcp, with the same keys (mcp_transport.http).
    mcp, mcp_lifespan = mcp_endpoint(service, keys, rates)
    routes.append(Route(MCP_PATH, mcp, methods=["GET", "POST", "DELETE"]))

    @asynccontextmanager
    async def lifespan(_: Starlette) -> AsyncIterator[None]:
        # The scheduled health run (off unless PALIMPSEST_HEALTH_INTERVAL_SECONDS > 0).
        schedule = None
        if settings.health_interval_seconds > 0:
            schedule = asyncio.create_task(
                run_every(service.health, settings.health_interval_seconds)
            )
        try:
            async with mcp_lifespan():
                yield
        finally:
            if schedule is not None:
                schedule.cancel()

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.service = service
    app.add_middleware(_Timing, metrics=metrics)
    return app


def _count_ingest(metrics: Metrics, receipt: IngestReceipt) -> None:
    for outcome in ("accepted", "duplicates", "facts_created", "queued_for_review"):
        metrics.ingested.labels(outcome).inc(getattr(receipt, outcome))
