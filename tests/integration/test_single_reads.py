"""Single-node reads against the real Neo4j: a fact by uid is the fact the batch reads give,
another tenant reads nothing, and the read goes to the tenant's database from any thread."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest
from neo4j.exceptions import ClientError

from graph.records import episode_from_node
from graph.types import EpisodeInput, FactRole, StructuredFactInput
from palimpsest.errors import NotFound
from palimpsest.service import MemoryService

pytestmark = pytest.mark.integration


def d(year: int, month: int = 1, day: int = 1) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def fact(attribute: str, value: str, when: datetime, text: str) -> StructuredFactInput:
    return StructuredFactInput("user", attribute, value, when, text)


@pytest.fixture(scope="module")
def service(graph) -> MemoryService:  # noqa: ANN001
    return MemoryService(graph)


def assert_same(a: object, b: object) -> None:
    """Equal dataclasses, and datetimes that print the same (same offsets, not just instants)."""
    assert a == b
    for f in dataclasses.fields(a):  # type: ignore[arg-type]
        x, y = getattr(a, f.name), getattr(b, f.name)
        if isinstance(x, datetime):
            assert x.isoformat() == y.isoformat(), f.name


def test_fact_matches_cypher_read(service: MemoryService, tenant: str) -> None:
    service.ingest_facts(tenant, [fact("home_city", "Shanghai", d(2022), "I live in Shanghai")])
    r = service.ingest_facts(
        tenant, [fact("home_city", "Hangzhou", d(2024, 3), "I moved to Hangzhou")]
    )
    view = service.slot(tenant, "user", "home_city")
    assert view is not None and len(view.facts) == 2
    by_cypher = service.facts_by_uid(tenant, [f.uid for f in view.facts])
    for f in view.facts:
        single = service.fact(tenant, f.uid)
        assert single is not None
        assert_same(single, by_cypher[f.uid])
    roles = {f.value: service.fact(tenant, f.uid).role for f in view.facts}
    assert roles == {"Shanghai": FactRole.HISTORICAL, "Hangzhou": FactRole.CURRENT}
    old = next(f for f in view.facts if f.value == "Shanghai")
    assert service.fact(tenant, old.uid).valid_until == d(2024, 3)
    new = next(f for f in view.facts if f.value == "Hangzhou")
    assert [e.uid for e in service.fact_sources(tenant, new.uid)] == r.episode_ids


def test_episode_matches_cypher_read(service: MemoryService, tenant: str) -> None:
    r = service.ingest(
        tenant,
        [
            EpisodeInput(
                "I prefer tea over coffee.", d(2024, 5, 2), speaker="ann", session_id="s1",
                external_id="ext-1", idempotency_key="k-1", metadata={"b": [1, 2], "a": "x"},
            ),
            EpisodeInput("Nothing in particular.", d(2024, 5, 3)),
        ],
    )  # fmt: skip
    assert len(r.episode_ids) == 2
    first = service.episode(tenant, r.episode_ids[0])
    assert first is not None
    assert first.metadata == {"a": "x", "b": [1, 2]}
    assert (first.speaker, first.session_id, first.idempotency_key) == ("ann", "s1", "k-1")
    second = service.episode(tenant, r.episode_ids[1])
    assert second is not None and second.metadata == {}
    # The page read maps its rows with the same mapper as the single read.
    page = service.episodes(tenant, session_id="s1")
    assert [e.uid for e in page.items] == [first.uid]
    assert_same(page.items[0], first)
    row = service.graph.query("reads/episode", tenant, uid=r.episode_ids[0])[0]["episode"]
    assert episode_from_node(row) == first


def test_other_tenant_reads_nothing(service: MemoryService, tenant: str) -> None:
    r = service.ingest_facts(tenant, [fact("pet", "cat", d(2023), "I have a cat")])
    uid = service.slot(tenant, "user", "pet").facts[0].uid
    other = tenant + "-other"
    try:
        service.ingest_facts(other, [fact("pet", "dog", d(2023), "I have a dog")])
        assert service.fact(other, uid) is None
        assert service.facts_by_uid(other, [uid]) == {}  # the Cypher path agrees
        with pytest.raises(NotFound):
            service.require_fact(other, uid)
        assert service.episode(other, r.episode_ids[0]) is None
        assert service.fact(tenant, "no-such-uid") is None
        assert service.fact(tenant, uid) is not None
    finally:
        service.graph.delete_tenant(other)


def test_reads_use_the_tenants_database(service: MemoryService, tenant: str) -> None:
    """The read goes where `Graph.database_for` says, from any thread."""
    service.ingest_facts(tenant, [fact("editor", "vim", d(2023), "I use vim")])
    uid = service.slot(tenant, "user", "editor").facts[0].uid
    with ThreadPoolExecutor(max_workers=2) as pool:
        found = list(pool.map(lambda _: service.fact(tenant, uid), range(4)))
    assert all(f is not None and f.uid == uid for f in found)

    routed = tenant + "-routed"
    service.graph.tenant_databases[routed] = "nosuchdatabase"
    try:
        with pytest.raises(ClientError) as raised:
            service.fact(routed, uid)
        assert raised.value.code == "Neo.ClientError.Database.DatabaseNotFound"
    finally:
        del service.graph.tenant_databases[routed]
    # The routing of one tenant does not touch another's reads.
    assert service.fact(tenant, uid) is not None
