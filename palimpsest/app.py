"""The ASGI app: GraphQL at /graphql, admin UI at /admin, /healthz and /metrics."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse
from starlette.routing import Route

from graph.db import Graph, GraphUnavailable


def create_app(graph: Graph) -> Starlette:
    """Build the app around one connected Graph (the service's only durable state)."""

    async def healthz(_: Request) -> JSONResponse:
        try:
            graph.verify()
        except GraphUnavailable as exc:
            return JSONResponse({"status": "unavailable", "neo4j": str(exc)}, status_code=503)
        return JSONResponse({"status": "ok", "neo4j": graph.uri})

    async def root(_: Request) -> RedirectResponse:
        return RedirectResponse("/admin/")

    app = Starlette(routes=[Route("/healthz", healthz), Route("/", root)])
    app.state.graph = graph
    return app
