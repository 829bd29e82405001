"""The GraphQL endpoint as an ASGI app: schema, per-request auth context, body-size cap.

Serve it from the composition root (palimpsest/app.py) as a Route, which matches
"/graphql" exactly (a Mount would redirect "/graphql" to "/graphql/" with a 307):

    Route("/graphql", graphql_app(service, settings))
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send
from starlette.websockets import WebSocket
from strawberry.asgi import GraphQL
from strawberry.http.base import HTTPException  # the class strawberry's view answers with

from gql import graphiql
from gql.auth import RequestContext
from gql.limits import MAX_BODY_BYTES, BodySizeLimit
from gql.schema import build_schema
from graph.db import GraphUnavailable
from palimpsest.access import KeyAuthority, KeyRateLimiter, Unauthenticated, parse_api_keys
from palimpsest.validation import MAX_JSON_DEPTH, json_depth

if TYPE_CHECKING:
    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings


class _GraphQLView(GraphQL[RequestContext, None]):
    """strawberry's ASGI view with our context: the service, settings and the caller."""

    def __init__(
        self,
        service: MemoryService,
        settings: Settings,
        keys: KeyAuthority,
        rates: KeyRateLimiter | None = None,
    ) -> None:
        super().__init__(
            build_schema(),
            graphql_ide="graphiql" if settings.graphiql_enabled else None,
            # Queries over GET would put keys' effects in URLs and caches; POST only.
            allow_queries_via_get=False,
        )
        self.service = service
        self.settings = settings
        self.keys = keys
        self.rates = rates or KeyRateLimiter(settings.rate_limit)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            # Served on its own (not mounted), the app gets lifespan events strawberry
            # refuses; there is nothing to start or stop, so acknowledge them.
            while True:
                message = await receive()
                kind = message["type"].removeprefix("lifespan.")
                await send({"type": f"lifespan.{kind}.complete"})
                if kind == "shutdown":
                    return
        await super().__call__(scope, receive, send)

    @property
    def graphql_ide_html(self) -> str:
        """strawberry's GraphiQL page, with its assets served by this app when they are
        vendored (`gql.graphiql`): the IDE then needs no internet."""
        html = super().graphql_ide_html
        return graphiql.page_html(html) if graphiql.vendored() else html

    def decode_json(self, data: str | bytes) -> object:
        """The request body as JSON, refused with HTTP 400 unless it is a JSON object (or a
        list, which strawberry refuses as batching) of bounded depth with finite numbers."""
        try:
            parsed = json.loads(data, parse_constant=_no_constant)
        except RecursionError as exc:
            raise HTTPException(400, "request body nested too deeply") from exc
        except ValueError as exc:  # JSONDecodeError, NaN/Infinity, invalid UTF-8
            raise HTTPException(400, f"request body is not valid JSON: {exc}") from exc
        if not isinstance(parsed, dict | list):
            raise HTTPException(400, "request body must be a JSON object with a 'query'")
        if json_depth(parsed) > MAX_JSON_DEPTH:
            raise HTTPException(400, f"request body nested deeper than {MAX_JSON_DEPTH} levels")
        return parsed

    async def get_context(
        self, request: Request | WebSocket, response: Response | WebSocket
    ) -> RequestContext:
        context = RequestContext(
            service=self.service,
            settings=self.settings,
            response=response if isinstance(response, Response) else None,
        )
        try:
            # A stored key is looked up in Neo4j (and hashed): off the event loop.
            context.principal = await run_in_threadpool(
                self.keys.authenticate, request.headers.get("authorization")
            )
        except Unauthenticated as exc:
            # Not raised here: introspection needs no key; fields that do raise it.
            context.auth_error = exc
        except GraphUnavailable:
            context.auth_error = Unauthenticated(
                "the key could not be checked: the graph database is unavailable; retry later"
            )
        if context.principal is not None:
            context.retry_after = self.rates.admit(context.principal.key_id)
        return context


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def graphql_app(
    service: MemoryService,
    settings: Settings,
    keys: KeyAuthority | None = None,
    rates: KeyRateLimiter | None = None,
) -> ASGIApp:
    """The GraphQL ASGI app for `service`, with the API keys of
    `settings.effective_api_keys()`, each key's request rate counted by `rates` (default: one
    of `settings.rate_limit` of its own) and GraphiQL served on GET when
    `settings.graphiql_enabled`.

    Raises ValueError at construction when an API key entry is malformed or weak (weak keys
    are accepted in development mode only).
    """
    keys = keys or key_authority(service, settings)
    return BodySizeLimit(_GraphQLView(service, settings, keys, rates), MAX_BODY_BYTES)


def key_authority(service: MemoryService, settings: Settings) -> KeyAuthority:
    """The configured keys (weak ones only in development mode) and the stored ones."""
    principals = parse_api_keys(settings.effective_api_keys(), allow_weak=settings.dev_mode)
    return KeyAuthority(principals, service.find_api_key)
