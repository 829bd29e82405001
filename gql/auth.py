"""Who is calling: API key → tenant and role, the request context, and role checks.

A request carries `Authorization: Bearer <key>`. `Settings.api_keys` maps each key to
"tenant:role"; roles are ordered reader < writer < admin:

- reader: every query;
- writer: also ingest, ingestFacts, retractFact;
- admin: everything, including decideAudit and forgetEpisode.

Introspection needs no key (tools such as GraphiQL read the schema first); every Query and
Mutation field checks the role it needs through the permission classes below.
"""

from __future__ import annotations

import enum
import hmac
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from starlette.concurrency import run_in_threadpool
from strawberry.permission import BasePermission

from gql.errors import Forbidden, Unauthenticated

if TYPE_CHECKING:
    from strawberry import Info

    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings

T = TypeVar("T")

# Enough of a key to tell keys apart in audit trails, too little to be of use to anyone else.
KEY_ID_CHARS = 8


class Role(enum.IntEnum):
    """Roles in increasing power; a role may do everything the roles below it may."""

    READER = 1
    WRITER = 2
    ADMIN = 3


@dataclass(frozen=True)
class Principal:
    """The tenant and role an API key stands for. `key_id` is a prefix of the key, for logs."""

    tenant: str
    role: Role
    key_id: str

    @property
    def decided_by(self) -> str:
        """What audit decisions record as their author."""
        return f"key:{self.key_id}"


def parse_api_keys(api_keys: Mapping[str, str]) -> dict[str, Principal]:
    """Key → Principal from the settings' "tenant:role" strings.

    Raises ValueError naming the key's id on a malformed entry, so a bad configuration
    fails at start-up instead of locking callers out at request time.
    """
    principals: dict[str, Principal] = {}
    for key, spec in api_keys.items():
        key_id = key[:KEY_ID_CHARS]
        tenant, _, role = spec.rpartition(":")
        if not key or not tenant or role.upper() not in Role.__members__:
            raise ValueError(
                f"api key {key_id!r}…: expected 'tenant:role' with role reader, writer or "
                f"admin, got {spec!r}"
            )
        principals[key] = Principal(tenant, Role[role.upper()], key_id)
    return principals


def authenticate(authorization: str | None, principals: Mapping[str, Principal]) -> Principal:
    """The Principal for an `Authorization` header value; Unauthenticated when there is none.

    Keys are compared in constant time, each one, so timing does not reveal a prefix.
    """
    if not authorization:
        raise Unauthenticated("missing API key: send 'Authorization: Bearer <key>'")
    scheme, _, presented = authorization.strip().partition(" ")
    presented = presented.strip()
    if scheme.lower() != "bearer" or not presented:
        raise Unauthenticated("malformed Authorization header: expected 'Bearer <key>'")
    found: Principal | None = None
    for key, principal in principals.items():
        if hmac.compare_digest(key.encode(), presented.encode()):
            found = principal
    if found is None:
        raise Unauthenticated("unknown API key")
    return found


@dataclass
class RequestContext:
    """Per-request context handed to every resolver (`info.context`).

    `principal` is None when the request had no valid key; `auth_error` then says why, and
    is raised by the first field that needs a role. Loaders cache per request only.
    """

    service: MemoryService
    settings: Settings
    principal: Principal | None = None
    auth_error: Unauthenticated | None = None
    loaders: dict[str, Any] = field(default_factory=dict)

    def require(self, role: Role) -> Principal:
        """The caller's Principal if its role is at least `role`; else raise."""
        if self.principal is None:
            raise self.auth_error or Unauthenticated("missing API key")
        if self.principal.role < role:
            raise Forbidden(
                f"role {self.principal.role.name.lower()} may not do this; "
                f"needs {role.name.lower()}"
            )
        return self.principal

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
