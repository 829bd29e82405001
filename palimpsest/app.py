"""The ASGI app: GraphQL at /graphql, admin UI at /admin, /healthz and /metrics."""

from __future__ import annotations

import time
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
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from gql.app import graphql_app
from graph.db import GraphUnavailable
from palimpsest.service import MemoryService
from palimpsest.settings import REPO_ROOT, Settings, get_settings

ADMIN_DIR = REPO_ROOT / "admin"


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
        self.queue = Gauge(
            "palimpsest_audit_queue_pending", "Pending audit items", ["tenant"],
            registry=self.registry,
        )  # fmt: skip


class _Timing:
    """ASGI middleware: count and time requests by path prefix."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app, self.metrics = app, metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = "/" + scope["path"].strip("/").split("/", 1)[0]
        status = {"code": 500}
        start = time.perf_counter()

        async def send_wrapper(message: dict) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_wrapper)
        finally:
            self.metrics.latency.labels(path).observe(time.perf_counter() - start)
            self.metrics.requests.labels(path, str(status["code"])).inc()


def create_app(service: MemoryService, settings: Settings | None = None) -> Starlette:
    """The whole service around one MemoryService (Neo4j holds all state)."""
    settings = settings or get_settings()
    metrics = Metrics()
    service.on_ingest = lambda r: _count_ingest(metrics, r)

    async def healthz(_: Request) -> JSONResponse:
        try:
            service.graph.verify()
        except GraphUnavailable as exc:
            return JSONResponse({"status": "unavailable", "neo4j": str(exc)}, status_code=503)
        return JSONResponse({"status": "ok", "neo4j": service.graph.uri})

    async def metrics_endpoint(_: Request) -> Response:
        for tenant in sorted({v.split(":", 1)[0] for v in settings.api_keys.values()}):
            metrics.queue.labels(tenant).set(service.audit_queue(tenant, first=1).total)
        return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)

    async def root(_: Request) -> RedirectResponse:
        return RedirectResponse("/admin/")

    routes = [
        Route("/healthz", healthz),
        Route("/metrics", metrics_endpoint),
        Route("/", root),
        Route("/graphql", graphql_app(service, settings), methods=["GET", "POST"]),
    ]
    if Path(ADMIN_DIR / "index.html").is_file():
        routes.append(Mount("/admin", app=StaticFiles(directory=ADMIN_DIR, html=True)))
    app = Starlette(routes=routes)
    app.state.service = service
    app.add_middleware(_Timing, metrics=metrics)
    return app


def _count_ingest(metrics: Metrics, receipt) -> None:  # noqa: ANN001 - IngestReceipt
    for outcome in ("accepted", "duplicates", "facts_created", "queued_for_review"):
        metrics.ingested.labels(outcome).inc(getattr(receipt, outcome))
