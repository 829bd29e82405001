"""Schema migrations against the real Neo4j: idempotent, versioned, indexes answer."""

from __future__ import annotations

import pytest

from graph.schema import migrate, migration_files, schema_version

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
    for expected in (
        "fact_uid",
        "episode_ingest_key",
        "fact_embedding",
        "episode_embedding",
        "fact_text",
        "episode_text",
        "episode_context",
        "entity_name",
    ):
        assert expected in names
    assert all(r["state"] == "ONLINE" for r in indexes)


def test_vector_index_returns_nearest_fact(graph, tenant: str) -> None:
    rows = [
        {"uid": f"{tenant}-f{i}", "text": f"fact {i}", "embedding": _basis(i, 0.01)}
        for i in range(5)
    ]
    graph.execute("admin/test_seed_facts", tenant=tenant, rows=rows)
    hits = graph.query("admin/test_vector_query", tenant=tenant, k=3, embedding=_basis(3, 0.02))
    assert hits[0]["uid"] == f"{tenant}-f3"
    assert hits[0]["score"] > 0.99


def test_fulltext_index_returns_matching_episode(graph, tenant: str) -> None:
    rows = [
        {"uid": f"{tenant}-e1", "text": "We moved the team to Hangzhou last spring"},
        {"uid": f"{tenant}-e2", "text": "The lockfile broke again with npm"},
    ]
    graph.execute("admin/test_seed_episodes", tenant=tenant, rows=rows)
    hits = graph.query("admin/test_fulltext_query", tenant=tenant, q="lockfile")
    assert [h["uid"] for h in hits] == [f"{tenant}-e2"]
