"""Who is calling: API key → tenant and role, the request context, and role checks.

A request carries `Authorization: Bearer <key>`. `Settings.api_keys` maps each key to
"tenant:role" (the development keys apply only in development mode,
`Settings.effective_api_keys`); roles are ordered reader < writer < admin:

- reader: every query;
- writer: also ingest, ingestFacts, retractFact;
- admin: everything, including decideAudit and forgetEpisode.

Introspection needs a key outside development mode (`IntrospectionNeedsKey`: an anonymous
caller learns nothing of the API's shape); in development mode GraphiQL reads the schema
first, with no key. Every Query and Mutation field checks the role it needs through the
permission classes below, and a refused request answers HTTP 401 (no valid key) or 403
(role too low), errors still in GraphQL shape.

Keys are secrets and never leave the process: they are held as SHA-256 digests, compared in
constant time, and named in logs and audit trails (`decidedBy`) by a `key_id` derived from
the digest, which tells keys apart and reveals nothing of the key. A configured key must be
long and varied enough to resist guessing (`MIN_KEY_LENGTH`, `MIN_KEY_DISTINCT`).
"""

from __future__ import annotations

import enum
import hmac
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from graphql import DocumentNode, FieldNode, GraphQLError, visit
from graphql.language import Visitor
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response
from strawberry.extensions import SchemaExtension
from strawberry.permission import BasePermission

from gql.errors import Forbidden, Unauthenticated
from graph.keys import is_tenant_name
from palimpsest.keys import StoredKey, key_digest, key_id_of, key_matches

if TYPE_CHECKING:
    from strawberry import Info

    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings

T = TypeVar("T")

MIN_KEY_LENGTH = 24
MIN_KEY_DISTINCT = 10  # distinct characters: "aaaa…" or "1234…" repeated is not a key


class Role(enum.IntEnum):
    """Roles in increasing power; a role may do everything the roles below it may."""

    READER = 1
    WRITER = 2
    ADMIN = 3


@dataclass(frozen=True)
class Principal:
    """The tenant and role an API key stands for. `key_id` names the key in logs and audit
    trails without revealing it (`key_id_of`)."""

    tenant: str
    role: Role
    key_id: str

    @property
    def decided_by(self) -> str:
        """What audit decisions record as their author."""
        return f"key:{self.key_id}"


def key_weakness(key: str) -> str | None:
    """Why `key` is too weak to configure, or None."""
    if len(key) < MIN_KEY_LENGTH:
        return f"shorter than {MIN_KEY_LENGTH} characters"
    if len(set(key)) < MIN_KEY_DISTINCT:
        return f"fewer than {MIN_KEY_DISTINCT} distinct characters"
    return None


def parse_api_keys(api_keys: Mapping[str, str], allow_weak: bool = False) -> dict[bytes, Principal]:
    """Key digest → Principal from the settings' "tenant:role" strings.

    Raises ValueError naming the key's id (never the key) on a malformed entry or a weak key
    (unless `allow_weak`: the development keys), so a bad configuration fails at start-up
    instead of locking callers out, or letting guessers in, at request time.
    """
    principals: dict[bytes, Principal] = {}
    for key, spec in api_keys.items():
        key_id = key_id_of(key)
        tenant, _, role = spec.rpartition(":")
        if not key or not is_tenant_name(tenant) or role.upper() not in Role.__members__:
            raise ValueError(
                f"api key {key_id}: expected 'tenant:role' with a tenant of letters, digits, "
                f"'_', '.' or '-' and role reader, writer or admin, got {spec!r}"
            )
        weakness = None if allow_weak else key_weakness(key)
        if weakness:
            raise ValueError(
                f"api key {key_id} for {spec!r} is {weakness}; generate one with "
                "`python -c 'import secrets; print(secrets.token_urlsafe(32))'`"
            )
        principals[key_digest(key)] = Principal(tenant, Role[role.upper()], key_id)
    return principals


def presented_key(authorization: str | None) -> str:
    """The key of an `Authorization: Bearer <key>` header; Unauthenticated when there is none."""
    if not authorization:
        raise Unauthenticated("missing API key: send 'Authorization: Bearer <key>'")
    scheme, _, presented = authorization.strip().partition(" ")
    presented = presented.strip()
    if scheme.lower() != "bearer" or not presented:
        raise Unauthenticated("malformed Authorization header: expected 'Bearer <key>'")
    return presented


def authenticate(authorization: str | None, principals: Mapping[bytes, Principal]) -> Principal:
    """The Principal of a configured key for an `Authorization` header value; Unauthenticated
    when there is none.

    Digests are compared in constant time, each one, so timing reveals neither a prefix nor
    which key matched.
    """
    digest = key_digest(presented_key(authorization))
    found: Principal | None = None
    for known, principal in principals.items():
        if hmac.compare_digest(known, digest):
            found = principal
    if found is None:
        raise Unauthenticated("unknown API key")
    return found


class KeyAuthority:
    """Who a presented key is: a configured key (digests in memory, `authenticate`), else a
    key created with `palimpsest keys create`, found by its key id through `find` and
    checked against its argon2id hash. A verified stored key is remembered for
    `cache_seconds` (the memory-hard hash runs once per key and period; a revocation takes
    effect within it); an unknown one for `NEGATIVE_SECONDS`, so guessing costs no lookups.
    `authenticate` may do I/O: call it off the event loop."""

    NEGATIVE_SECONDS = 5.0

    def __init__(
        self,
        principals: Mapping[bytes, Principal],
        find: Callable[[str], StoredKey | None] | None = None,
        cache_seconds: float = 30.0,
    ) -> None:
        self.principals = dict(principals)
        self.find = find
        self.cache_seconds = cache_seconds
        self._seen: dict[bytes, tuple[float, Principal | None]] = {}
        self._lock = threading.Lock()

    def authenticate(self, authorization: str | None) -> Principal:
        presented = presented_key(authorization)
        try:
            return authenticate(authorization, self.principals)
        except Unauthenticated:
            if self.find is None:
                raise
        digest = key_digest(presented)
        now = time.monotonic()
        with self._lock:
            remembered = self._seen.get(digest)
        if remembered is not None and remembered[0] > now:
            if remembered[1] is None:
                raise Unauthenticated("unknown API key")
            return remembered[1]
        stored = self.find(key_id_of(presented))
        principal = None
        if stored is not None and not stored.revoked and key_matches(stored.hash, presented):
            principal = Principal(stored.tenant, Role[stored.role.upper()], stored.id)
        ttl = self.cache_seconds if principal is not None else self.NEGATIVE_SECONDS
        with self._lock:
            if len(self._seen) > 10_000:  # bounded: drop what has expired
                self._seen = {d: v for d, v in self._seen.items() if v[0] > now}
            self._seen[digest] = (now + ttl, principal)
        if principal is None:
            raise Unauthenticated("unknown API key")
        return principal


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
