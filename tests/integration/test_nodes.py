"""neomodel single-node reads (graph/nodes.py) against the real Neo4j: the same dataclasses as
the Cypher read paths, tenant isolation, tenant database routing, and no schema of its own."""

from __future__ import annotations

import dataclasses
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest
from neo4j.exceptions import ClientError

from graph import nodes
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


def schema_names(graph) -> set[tuple[str, str]]:  # noqa: ANN001
    constraints = {("constraint", r["name"]) for r in graph.query("admin/list_constraints")}
    return constraints | {("index", r["name"]) for r in graph.query("admin/list_indexes")}


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
        via_neomodel = service.fact(tenant, f.uid)
        assert via_neomodel is not None
        assert_same(via_neomodel, by_cypher[f.uid])
    roles = {f.value: service.fact(tenant, f.uid).role for f in view.facts}
    assert roles == {"Shanghai": FactRole.HISTORICAL, "Hangzhou": FactRole.CURRENT}
    old = next(f for f in view.facts if f.value == "Shanghai")
    assert service.fact(tenant, old.uid).valid_until == d(2024, 3)

    # Relationships: provenance and slot, read on the node, agree with the Cypher reads.
    new = next(f for f in view.facts if f.value == "Hangzhou")
    node = nodes.get(service.graph, nodes.FactNode, tenant, new.uid)
    assert node is not None
    sources = nodes.run_on(service.graph, tenant, lambda: node.sources.all())
    assert [e.uid for e in sources] == r.episode_ids
    assert [nodes.to_episode(e) for e in sources] == service.fact_sources(tenant, new.uid)
    slot = nodes.run_on(service.graph, tenant, lambda: node.slot.single())
    assert nodes.to_slot(slot) == service.fact_slot(tenant, new.uid)


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
    for uid in r.episode_ids:
        via_neomodel = nodes.episode(service.graph, tenant, uid)
        assert via_neomodel is not None
        assert_same(via_neomodel, service.episode(tenant, uid))  # reads/episode.cypher
    first = nodes.episode(service.graph, tenant, r.episode_ids[0])
    assert first.metadata == {"a": "x", "b": [1, 2]}
    assert (first.speaker, first.session_id, first.idempotency_key) == ("ann", "s1", "k-1")
    assert nodes.episode(service.graph, tenant, r.episode_ids[1]).metadata == {}
    # The raw projection agrees too (the converter is the one the Cypher paths use).
    row = service.graph.query("reads/episode", tenant, uid=r.episode_ids[0])[0]["episode"]
    assert episode_from_node(row) == first


def test_admin_edit_round_trip(service: MemoryService, tenant: str) -> None:
    """An edit saved through neomodel sets the declared property and leaves the rest."""
    service.ingest_facts(tenant, [fact("team", "infra", d(2023), "I am on the infra team")])
    before = service.slot(tenant, "user", "team").facts[0]
    node = nodes.get(service.graph, nodes.FactNode, tenant, before.uid)
    node.scope = "work"
    nodes.run_on(service.graph, tenant, node.save, write=True)
    after = service.facts_by_uid(tenant, [before.uid])[before.uid]
    assert after == dataclasses.replace(before, scope="work")
    assert service.fact_slot(tenant, before.uid) is not None
    assert [e.text for e in service.fact_sources(tenant, before.uid)] == ["I am on the infra team"]


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
        assert nodes.episode(service.graph, other, r.episode_ids[0]) is None
        assert service.episode(other, r.episode_ids[0]) is None
        assert nodes.get(service.graph, nodes.FactNode, other, uid) is None
        assert service.fact(tenant, "no-such-uid") is None
        assert service.fact(tenant, uid) is not None
    finally:
        service.graph.delete_tenant(other)


def test_reads_use_the_tenants_database(service: MemoryService, tenant: str) -> None:
    """The neomodel path goes where `Graph.database_for` says, from any thread."""
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
    # The routing choice did not leak into this thread's neomodel context.
    assert service.fact(tenant, uid) is not None


def test_neomodel_creates_no_schema(service: MemoryService, graph, tenant: str) -> None:  # noqa: ANN001
    graph.search.ensure(tenant)  # the tenant's own search indexes are ours (graph/search.py)
    before = schema_names(graph)
    nodes.bind(graph.driver)
    service.ingest_facts(tenant, [fact("diet", "vegan", d(2023), "I am vegan")])
    uid = service.slot(tenant, "user", "diet").facts[0].uid
    assert service.fact(tenant, uid) is not None
    for cls in (nodes.EntityNode, nodes.StateSlotNode, nodes.AuditItemNode):
        nodes.run_on(graph, tenant, lambda c=cls: c.nodes.filter(tenant=tenant).all())
    assert schema_names(graph) == before
