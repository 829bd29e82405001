"""Schema migrations: the ordered, idempotent files of `cypher/schema/`, applied at start."""

from __future__ import annotations

import neo4j

from graph.cypher import CYPHER_DIR, cypher, statements
from graph.db import Graph
from graph.keys import is_tenant_name
from graph.search import search_labels, tenants_to_adopt

SCHEMA_DIR = CYPHER_DIR / "schema"
TENANT_SEARCH_VERSION = 9  # 009_tenant_search: from here on each tenant has its own indexes


def migration_files() -> list[str]:
    """Migration names in the order they apply (their numeric prefix)."""
    return sorted(p.stem for p in SCHEMA_DIR.glob("*.cypher"))


def migrate(graph: Graph, database: str | None = None, timeout_seconds: int = 300) -> int:
    """Apply every migration (each statement is IF NOT EXISTS), wait for indexes to be
    ONLINE, and record the schema version in the graph. Returns the version."""
    names = migration_files()
    db = database or graph.database
    before = schema_version(graph, db)
    with graph.driver.session(database=db) as session:
        for name in names:
            for stmt in statements((SCHEMA_DIR / f"{name}.cypher").read_text(encoding="utf-8")):
                session.run(stmt).consume()
        if before is not None and before < TENANT_SEARCH_VERSION:
            adopt_tenant_search(graph, session, db)
        session.run(cypher("admin/await_indexes"), timeout_seconds=timeout_seconds).consume()
        version = len(names)
        session.run(
            cypher("admin/set_schema_version"),
            version=version,
            migrations=names,
        ).consume()
    return version


def adopt_tenant_search(graph: Graph, session: neo4j.Session, database: str) -> list[str]:
    """Give what was written before migration 009 its tenants' search labels, in one pass,
    and create those tenants' indexes (graph/search.py; `migrate` then waits for them all).
    Returns the tenants adopted."""
    tenants = [t for t in tenants_to_adopt(session) if graph.database_for(t) == database]
    session.run(cypher("search/label_unlabelled"), prefixes=search_labels("")).consume()
    adopted = []
    for tenant in tenants:
        if not is_tenant_name(tenant):
            continue  # a name no request can use: labelled, but not searchable
        graph.search.forget(tenant)
        graph.search.ensure(tenant, wait_seconds=0)
        adopted.append(tenant)
    return adopted


def schema_version(graph: Graph, database: str | None = None) -> int | None:
    """The version recorded by the last `migrate`, or None on a fresh database."""
    with graph.driver.session(database=database or graph.database) as session:
        record = session.run(cypher("admin/get_schema_version")).single()
    return None if record is None else record["version"]
