"""Builds the process-wide objects from settings (the composition root's factories)."""

from __future__ import annotations

from graph.db import Graph
from palimpsest.settings import Settings, get_settings


def open_graph(settings: Settings | None = None) -> Graph:
    """A connected Graph, or GraphUnavailable naming the URI."""
    s = settings or get_settings()
    graph = Graph(
        s.neo4j_uri,
        s.neo4j_user,
        s.neo4j_password,
        s.neo4j_database,
        s.tenant_databases,
        retry_seconds=s.neo4j_retry_seconds,
        connect_seconds=s.neo4j_connect_seconds,
    )
    graph.verify()
    return graph
