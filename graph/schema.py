"""Schema migrations: the ordered, idempotent files of `cypher/schema/`, applied at start."""

from __future__ import annotations

from graph.cypher import CYPHER_DIR, cypher, statements
from graph.db import Graph

SCHEMA_DIR = CYPHER_DIR / "schema"


def migration_files() -> list[str]:
    """Migration names in the order they apply (their numeric prefix)."""
    return sorted(p.stem for p in SCHEMA_DIR.glob("*.cypher"))


def migrate(graph: Graph, database: str | None = None, timeout_seconds: int = 300) -> int:
    """Apply every migration (each statement is IF NOT EXISTS), wait for indexes to be
    ONLINE, and record the schema version in the graph. Returns the version."""
    names = migration_files()
    db = database or graph.database
    with graph.driver.session(database=db) as session:
        for name in names:
            for stmt in statements((SCHEMA_DIR / f"{name}.cypher").read_text(encoding="utf-8")):
                session.run(stmt).consume()
        session.run(cypher("admin/await_indexes"), timeout_seconds=timeout_seconds).consume()
        version = len(names)
        session.run(
            cypher("admin/set_schema_version"),
            version=version,
            migrations=names,
        ).consume()
    return version


def schema_version(graph: Graph, database: str | None = None) -> int | None:
    """The version recorded by the last `migrate`, or None on a fresh database."""
    with graph.driver.session(database=database or graph.database) as session:
        record = session.run(cypher("admin/get_schema_version")).single()
    return None if record is None else record["version"]
