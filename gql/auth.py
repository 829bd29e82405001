"""Who is calling, in GraphQL: the request context and the role checks of every field.

The key check, the roles and each key's request rate are the transports' shared access
control (`palimpsest.access`); this module applies them to GraphQL requests.

Introspection needs a key outside development mode (`IntrospectionNeedsKey`: an anonymous
caller learns nothing of the API's shape); in development mode GraphiQL reads the schema
first, with no key. Every Query and Mutation field checks the role it needs through the
permission classes below, and a refused request answers HTTP 401 (no valid key) or 403
(role too low), errors still in GraphQL shape.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from graphql import DocumentNode, FieldNode, GraphQLError, visit
from graphql.language import Visitor
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response
from strawberry.extensions import SchemaExtension
from strawberry.permission import BasePermission

from gql.errors import Forbidden
from palimpsest.access import Principal, Role, Unauthenticated

if TYPE_CHECKING:
    from strawberry import Info

    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings

T = TypeVar("T")


@dataclass
class RequestContext:
    """Per-request context handed to every resolver (`info.context`).

    `principal` is None when the request had no valid key; `auth_error` then says why, and
    is raised by the first field that needs a role. `response` is the HTTP response being
    built (its status becomes 401 or 403 on a refusal). Loaders cache per request only.
    """

    service: MemoryService
    settings: Settings
    principal: Principal | None = None
    auth_error: Unauthenticated | None = None
    loaders: dict[str, Any] = field(default_factory=dict)
    response: Response | None = None
    # Seconds until the caller's key is within its rate again (gql.limits.RateLimited).
    retry_after: float | None = None

    def require(self, role: Role) -> Principal:
        """The caller's Principal if its role is at least `role`; else raise (and mark the
        response 401 or 403)."""
        if self.principal is None:
            self._refuse(401)
            raise self.auth_error or Unauthenticated("missing API key")
        if self.principal.role < role:
            self._refuse(403)
            raise Forbidden(
                f"role {self.principal.role.name.lower()} may not do this; "
                f"needs {role.name.lower()}"
            )
        return self.principal

    def _refuse(self, status: int) -> None:
        if self.response is None:
            return
        # A 401 anywhere in the request wins over a 403 (the key itself is the problem).
        if self.response.status_code != 401:
            self.response.status_code = status
        if status == 401:
            self.response.headers["WWW-Authenticate"] = 'Bearer realm="palimpsest"'

    @property
    def tenant(self) -> str:
        """The caller's tenant (every service call is scoped by it)."""
        return self.require(Role.READER).tenant

    async def call(self, method: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """`method(tenant, *args, **kwargs)` on a worker thread: the service blocks on Neo4j,
        and the event loop must keep serving other requests meanwhile."""
        return await run_in_threadpool(method, self.tenant, *args, **kwargs)


class _RolePermission(BasePermission):
    role = Role.ADMIN

    def has_permission(self, source: Any, info: Info, **kwargs: Any) -> bool:
        # Raise our own errors: UNAUTHENTICATED and FORBIDDEN need different codes.
        info.context.require(self.role)
        return True


class CanRead(_RolePermission):
    """Any valid key."""

    role = Role.READER


class CanWrite(_RolePermission):
    """Writer or admin keys."""

    role = Role.WRITER


class IsAdmin(_RolePermission):
    """Admin keys only."""

    role = Role.ADMIN


class _IntrospectionFinder(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found = False

    def enter_field(self, node: FieldNode, *_: object) -> None:
        if node.name.value in ("__schema", "__type"):
            self.found = True


def introspects(document: DocumentNode) -> bool:
    """Whether `document` asks for the schema (`__schema`, `__type`; `__typename` is data)."""
    finder = _IntrospectionFinder()
    visit(document, finder)
    return finder.found


class IntrospectionNeedsKey(SchemaExtension):
    """Refuses introspection from a caller without a valid key (UNAUTHENTICATED, HTTP 401),
    except in development mode. Runs before validation, so nothing of the schema leaks."""

    def on_validate(self) -> Iterator[None]:
        context = self.execution_context.context
        document = self.execution_context.graphql_document
        if (
            isinstance(context, RequestContext)
            and context.principal is None
            and not context.settings.dev_mode
            and document is not None
            and introspects(document)
        ):
            context._refuse(401)
            error = context.auth_error or Unauthenticated("missing API key")
            self.execution_context.pre_execution_errors = [
                GraphQLError(
                    f"introspection needs an API key ({error})",
                    extensions={"code": error.code},
                )
            ]
        yield
