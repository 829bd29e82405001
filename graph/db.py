"""Neo4j access: one driver per process, tenant-aware database routing, managed transactions.

Managed transactions (`execute_read` / `execute_write`) give the driver's retries on
transient errors, and route reads to secondaries on a cluster.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import neo4j
from neo4j import GraphDatabase, ManagedTransaction
from neo4j.exceptions import AuthError, ServiceUnavailable

from graph.cypher import cypher

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
    ) -> None:
        self.uri = uri
        self.database = database
        self.tenant_databases = dict(tenant_databases or {})
        auth = (user, password) if password else None
        # Notifications ("unknown relationship type" on an empty graph) are noise in logs.
        self.driver = GraphDatabase.driver(
            uri, auth=auth, max_connection_lifetime=3600, notifications_min_severity="OFF"
        )

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
        with self._session(tenant) as session:
            return session.execute_read(fn)

    def write(self, fn: Callable[[ManagedTransaction], T], tenant: str | None = None) -> T:
        """Run `fn` in one write transaction: all or nothing, retried on transient errors."""
        with self._session(tenant) as session:
            return session.execute_write(fn)

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
    are taken as they come: `Record.data()` walks every nested value again, which cost a
    third of an evidence packet's time.
    """
    return [dict(record) for record in tx.run(cypher(name), **params)]
