"""Who may call, for every transport (GraphQL, MCP): API key -> tenant and role, the key
check, and each key's request rate.

A request carries `Authorization: Bearer <key>`. `Settings.api_keys` maps each key to
"tenant:role" (the development keys apply only in development mode,
`Settings.effective_api_keys`); keys created with `palimpsest keys create` are stored in the
graph (`palimpsest.keys`). Roles are ordered reader < writer < admin:

- reader: every query;
- writer: also ingest, ingestFacts, retractFact;
- admin: everything, including decideAudit and forgetEpisode.

Keys are secrets and never leave the process: they are held as SHA-256 digests, compared in
constant time, and named in logs and audit trails (`decidedBy`) by a `key_id` derived from
the digest, which tells keys apart and reveals nothing of the key. A configured key must be
long and varied enough to resist guessing (`MIN_KEY_LENGTH`, `MIN_KEY_DISTINCT`). Each key
may make so many requests a second and a minute (`KeyRateLimiter`), counted over every
transport of the process.
"""

from __future__ import annotations

import enum
import hmac
import math
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from limits import parse_many
from limits.storage import MemoryStorage
from limits.strategies import MovingWindowRateLimiter

from graph.keys import is_tenant_name
from palimpsest.errors import ServiceError
from palimpsest.keys import StoredKey, key_digest, key_id_of, key_matches


class Unauthenticated(ServiceError):
    """No API key, or one that is neither configured nor stored (HTTP 401)."""

    code = "UNAUTHENTICATED"


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


class KeyRateLimiter:
    """How often one API key may call: every limit of `rate` ("20/second;600/minute", the
    `limits` notation; "" for none) over a moving window, counted in this process."""

    def __init__(self, rate: str, clock: Any = time.time) -> None:
        self.items = parse_many(rate) if rate.strip() else []
        self._limiter = MovingWindowRateLimiter(MemoryStorage())
        self._clock = clock
        self._lock = threading.Lock()

    def admit(self, key_id: str) -> float | None:
        """Count one request of `key_id`: None when it is within every limit, else the
        seconds until it would be (the request is then not counted)."""
        with self._lock:
            full = [item for item in self.items if not self._limiter.test(item, key_id)]
            if not full:
                for item in self.items:
                    self._limiter.hit(item, key_id)
                return None
            resets = [self._limiter.get_window_stats(item, key_id).reset_time for item in full]
            return max(0.0, max(resets) - self._clock())


def retry_seconds(wait: float) -> int:
    """A `KeyRateLimiter.admit` wait as the whole seconds `Retry-After` gives (at least 1)."""
    return max(1, math.ceil(wait))
