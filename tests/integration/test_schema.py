"""Schema migrations against the real Neo4j: idempotent, versioned, indexes answer."""

from __future__ import annotations

import pytest

from graph.schema import migrate, migration_files, schema_version
from graph.search import SEARCH_INDEXES, index_names, search_labels

pytestmark = pytest.mark.integration


def _unit(vec: list[float]) -> list[float]:
    norm = sum(x * x for x in vec) ** 0.5
    return [x / norm for x in vec]


def _basis(i: int, noise: float = 0.0) -> list[float]:
    vec = [noise] * 384
    vec[i] = 1.0
    return _unit(vec)


def test_migrations_are_idempotent_and_versioned(graph) -> None:
    assert migrate(graph) == len(migration_files())
    assert migrate(graph) == len(migration_files())  # second run changes nothing
    assert schema_version(graph) == len(migration_files())
    indexes = graph.query("admin/list_indexes")
    names = {r["name"] for r in indexes} | {
        r["name"] for r in graph.query("admin/list_constraints")
    }
    assert {"fact_uid", "episode_ingest_key"} <= names
    # No search index is shared between tenants any more (graph/search.py).
    assert not names & {i.key for i in SEARCH_INDEXES}
    assert all(r["state"] == "ONLINE" for r in indexes)


def test_each_tenant_searches_indexes_of_its_own_dropped_with_it(graph, tenant: str) -> None:
    graph.search.ensure(tenant)
    names = {r["name"]: r["state"] for r in graph.query("admin/list_indexes")}
    assert {names.get(n) for n in index_names(tenant).values()} == {"ONLINE"}
    graph.delete_tenant(tenant)
    names = {r["name"] for r in graph.query("admin/list_indexes")}
    assert not names & set(index_names(tenant).values())


def test_migrating_a_graph_from_shared_indexes_gives_its_tenants_their_own(
    graph, tenant: str
) -> None:
    """A graph written before migration 009: nodes without search labels, a version of 8.
    `migrate` labels them and builds their tenant's indexes, and search finds them."""
    rows = [{"uid": f"{tenant}-old", "text": "the lockfile broke again"}]
    no_label = {"episode": "Episode"}  # the label it has: written as before migration 009
    graph.execute("admin/test_seed_episodes", tenant=tenant, rows=rows, labels=no_label)
    graph.execute("admin/set_schema_version", version=8, migrations=migration_files()[:8])
    graph.search.forget(tenant)
    assert migrate(graph) == len(migration_files())
    hits = graph.query("admin/test_fulltext_query", tenant=tenant, q="lockfile",
                       indexes=index_names(tenant))  # fmt: skip
    assert [h["uid"] for h in hits] == [f"{tenant}-old"]


def test_vector_index_returns_nearest_fact(graph, tenant: str) -> None:
    rows = [
        {"uid": f"{tenant}-f{i}", "text": f"fact {i}", "embedding": _basis(i, 0.01)}
        for i in range(5)
    ]
    graph.execute("admin/test_seed_facts", tenant=tenant, rows=rows, labels=search_labels(tenant))
    hits = graph.query(
        "admin/test_vector_query",
        tenant=tenant,
        k=3,
        embedding=_basis(3, 0.02),
        indexes=index_names(tenant),
    )
    assert hits[0]["uid"] == f"{tenant}-f3"
    assert hits[0]["score"] > 0.99


def test_fulltext_index_returns_matching_episode(graph, tenant: str) -> None:
    rows = [
        {"uid": f"{tenant}-e1", "text": "We moved the team to Hangzhou last spring"},
        {"uid": f"{tenant}-e2", "text": "The lockfile broke again with npm"},
    ]
    graph.execute(
        "admin/test_seed_episodes", tenant=tenant, rows=rows, labels=search_labels(tenant)
    )
    hits = graph.query(
        "admin/test_fulltext_query", tenant=tenant, q="lockfile", indexes=index_names(tenant)
    )
    assert [h["uid"] for h in hits] == [f"{tenant}-e2"]
