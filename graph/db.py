"""Neo4j access: one driver per process, tenant-aware database routing, managed transactions.

Managed transactions (`execute_read` / `execute_write`) give the driver's retries on
transient errors, and route reads to secondaries on a cluster. The retries are bounded by
`retry_seconds` and connecting by `connect_seconds`, so with Neo4j down a caller learns it
within two seconds as `GraphUnavailable`, never as a driver error.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

import neo4j
from neo4j import GraphDatabase, ManagedTransaction
from neo4j.exceptions import (
    AuthError,
    ClientError,
    ConstraintError,
    DatabaseUnavailable,
    ServiceUnavailable,
    SessionExpired,
)

from graph.cypher import cypher
from graph.search import SearchNotReady, TenantSearch, missing_search_index

# What an outage raises: no server, a dropped connection, or a database that is shutting
# down or starting (DatabaseUnavailable, once the driver's own retries are spent).
_OUTAGE = (ServiceUnavailable, SessionExpired, DatabaseUnavailable, OSError)

T = TypeVar("T")


class GraphUnavailable(RuntimeError):
    """Neo4j cannot be reached; the message names the URI."""


class Graph:
    """A driver plus the database map. Pass `tenant` to pick that tenant's database."""

    def __init__(
        self,
        uri: str,
        user: str = "neo4j",
        password: str = "",
        database: str = "neo4j",
        tenant_databases: dict[str, str] | None = None,
        retry_seconds: float = 1.0,
        connect_seconds: float = 1.0,
    ) -> None:
        self.uri = uri
        self.database = database
        self.tenant_databases = dict(tenant_databases or {})
        self.retry_seconds = retry_seconds
        # When Neo4j last failed to answer: calls within `retry_seconds` of it fail at once
        # rather than each spending its own retries (one request may make several calls).
        self._failed_at: float | None = None
        auth = (user, password) if password else None
        # Notifications ("unknown relationship type" on an empty graph) are noise in logs.
        self.driver = GraphDatabase.driver(
            uri, auth=auth, max_connection_lifetime=3600, notifications_min_severity="OFF",
            max_transaction_retry_time=retry_seconds, connection_timeout=connect_seconds,
            connection_acquisition_timeout=retry_seconds + connect_seconds,
        )  # fmt: skip

        # Each tenant's own search indexes, made on its first read or write (graph/search.py).
        self.search = TenantSearch(self._session)

    def verify(self) -> None:
        """Raise GraphUnavailable with the URI when Neo4j does not answer."""
        try:
            self.driver.verify_connectivity()
        except (ServiceUnavailable, OSError, AuthError) as exc:
            raise GraphUnavailable(
                f"Neo4j is not reachable at {self.uri} ({exc.__class__.__name__}: {exc}). "
                "Start the local server with `palimpsest neo4j up` or set PALIMPSEST_NEO4J_URI."
            ) from exc

    def database_for(self, tenant: str | None) -> str:
        if tenant is None:
            return self.database
        return self.tenant_databases.get(tenant, self.database)

    def read(self, fn: Callable[[ManagedTransaction], T], tenant: str | None = None) -> T:
        """Run `fn` in a read transaction (retried on transient errors)."""
        return self._transact(tenant, lambda session: session.execute_read(fn))

    def write(
        self,
        fn: Callable[[ManagedTransaction], T],
        tenant: str | None = None,
        rerun_on_conflict: bool = False,
    ) -> T:
        """Run `fn` in one write transaction: all or nothing, retried on transient errors.
        With `rerun_on_conflict`, a transaction that lost a race on a uniqueness constraint
        (another one wrote the same key first) runs once more: `fn` must read what exists
        and be idempotent, so the second run sees the winner's write."""

        def work(session: neo4j.Session) -> T:
            try:
                return session.execute_write(fn)
            except ConstraintError:
                if not rerun_on_conflict:
                    raise
                return session.execute_write(fn)

        return self._transact(tenant, work)

    def _transact(self, tenant: str | None, work: Callable[[neo4j.Session], T]) -> T:
        """`work` in a session, an outage reported as GraphUnavailable (and remembered)."""
        self._fail_fast()
        try:
            if tenant is not None:
                self.search.ensure(tenant)
            try:
                with self._session(tenant) as session:
                    result = work(session)
            except ClientError as exc:
                if tenant is None or not missing_search_index(exc):
                    raise
                # Another process dropped the tenant's indexes (it was deleted): make them
                # again and run once more.
                self.search.forget(tenant)
                self.search.ensure(tenant)
                with self._session(tenant) as session:
                    result = work(session)
        except _OUTAGE as exc:
            raise self._unavailable(exc) from exc
        except SearchNotReady as exc:
            raise GraphUnavailable(f"{exc}; retry later") from exc
        self._failed_at = None
        return result

    def _fail_fast(self) -> None:
        failed_at = self._failed_at
        if failed_at is not None and time.monotonic() - failed_at < self.retry_seconds:
            raise GraphUnavailable(f"Neo4j is not reachable at {self.uri}; retry later")

    def _unavailable(self, exc: Exception) -> GraphUnavailable:
        self._failed_at = time.monotonic()
        return GraphUnavailable(
            f"Neo4j is not reachable at {self.uri} ({exc.__class__.__name__}); retry later"
        )

    def query(self, name: str, tenant: str | None = None, **params: Any) -> list[dict[str, Any]]:
        """Run the named read statement (with `$tenant` bound) and return records as dicts."""
        return self.read(lambda tx: run(tx, name, tenant=tenant, **params), tenant)

    def execute(self, name: str, tenant: str | None = None, **params: Any) -> list[dict[str, Any]]:
        """Run the named write statement (with `$tenant` bound) in its own transaction."""
        return self.write(lambda tx: run(tx, name, tenant=tenant, **params), tenant)

    def run_autocommit(self, name: str, tenant: str | None = None, **params: Any) -> None:
        """Run a named statement in an auto-commit transaction (for CALL ... IN TRANSACTIONS,
        which batches large deletes; not retried, so it must be idempotent)."""
        with self._session(tenant) as session:
            session.run(cypher(name), tenant=tenant, **params).consume()

    def delete_tenant(self, tenant: str) -> None:
        """Remove every node of `tenant` (in batches) and its search indexes."""
        try:
            self.run_autocommit("admin/delete_tenant", tenant=tenant)
            self.search.drop(tenant)
        except _OUTAGE as exc:
            raise self._unavailable(exc) from exc

    def close(self) -> None:
        self.driver.close()

    def _session(self, tenant: str | None) -> neo4j.Session:
        try:
            return self.driver.session(database=self.database_for(tenant))
        except ServiceUnavailable as exc:  # pragma: no cover - raised lazily by the driver
            raise GraphUnavailable(f"Neo4j is not reachable at {self.uri}: {exc}") from exc


def run(tx: ManagedTransaction, name: str, **params: Any) -> list[dict[str, Any]]:
    """Run the named Cypher statement inside `tx`; every value goes in as a parameter.

    Statements return plain values and maps (projections, not nodes), so a record's values
    are taken as they come: `Record.data()` walks every nested value again, a large share
    of an evidence packet's time.
    """
    return [dict(record) for record in tx.run(cypher(name), **params)]
