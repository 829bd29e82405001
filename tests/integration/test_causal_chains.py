"""Causal chains against the real Neo4j: direction, depth bound, cycles, tenancy, known_at,
retraction, and the chains an evidence packet carries for a "why" question."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from graph.types import StructuredFactInput
from palimpsest.service import MemoryService
from recall.causal import causal_chains
from recall.evidence import Recall
from recall.packet import CausalChain
from recall.view import StateView

pytestmark = pytest.mark.integration

T0 = datetime(2023, 1, 1, tzinfo=UTC)
STORY = {
    # name: (attribute, value, text, valid_from)
    "A": ("workload", "overtime", "I worked overtime every week", T0),
    "B": ("health", "burnout", "I burned out from the overtime", T0 + timedelta(days=90)),
    "C": ("plan", "leave Shanghai", "I decided to leave Shanghai", T0 + timedelta(days=200)),
    "D": ("home_city", "Hangzhou", "I moved to Hangzhou", T0 + timedelta(days=400)),
}


@pytest.fixture(scope="module")
def service(graph) -> MemoryService:  # noqa: ANN001
    return MemoryService(graph)


@pytest.fixture
def other_tenant(graph) -> Iterator[str]:  # noqa: ANN001
    name = f"t-{uuid.uuid4().hex[:12]}"
    yield name
    graph.delete_tenant(name)


def ingest_story(service: MemoryService, tenant: str) -> dict[str, dict[str, str]]:
    """Facts A..D; name -> {uid, episode_uid}."""
    service.ingest_facts(
        tenant,
        [StructuredFactInput("user", a, v, when, text) for a, v, text, when in STORY.values()],
    )
    rows = service.graph.query(
        "recall/test_fact_by_value", tenant=tenant, values=[s[1] for s in STORY.values()]
    )
    by_value = {r["value"]: r for r in rows}
    return {name: by_value[spec[1]] for name, spec in STORY.items()}


def link(
    graph,  # noqa: ANN001
    tenant: str,
    facts: dict[str, dict[str, str]],
    pairs: list[tuple[str, str]],
    at: datetime | None = None,
) -> None:
    graph.execute(
        "recall/test_link_causes", tenant=tenant,
        rows=[{"src": facts[a]["uid"], "dst": facts[b]["uid"], "at": at or datetime.now(UTC),
               "reason": f"cue 'because' ({a}->{b})", "episode_uid": facts[b]["episode_uid"]}
              for a, b in pairs],
    )  # fmt: skip


@pytest.fixture
def story(graph, service: MemoryService, tenant: str) -> dict[str, dict[str, str]]:  # noqa: ANN001
    facts = ingest_story(service, tenant)
    link(graph, tenant, facts, [("A", "B"), ("B", "C"), ("C", "D")])
    return facts


def names(chains: list[CausalChain], facts: dict[str, dict[str, str]]) -> list[str]:
    """Each chain as 'A>B>C'."""
    by_uid = {f["uid"]: name for name, f in facts.items()}
    out = []
    for chain in chains:
        steps = [by_uid.get(chain.links[0].cause.uid, "?")]
        steps += [by_uid.get(link.effect.uid, "?") for link in chain.links]
        out.append(">".join(steps))
    return out


def test_upstream_downstream_and_both(graph, tenant: str, story) -> None:  # noqa: ANN001
    d, a, b = story["D"]["uid"], story["A"]["uid"], story["B"]["uid"]
    up = causal_chains(graph, tenant, d, "upstream")
    assert names(up, story) == ["A>B>C>D"]
    link0 = up[0].links[0]
    assert link0.reason == "cue 'because' (A->B)"
    assert link0.episode is not None and link0.episode.text == "I burned out from the overtime"
    assert link0.episode.tenant == tenant
    assert [link.effect.value for link in up[0].links] == ["burnout", "leave Shanghai", "Hangzhou"]
    assert names(causal_chains(graph, tenant, a, "downstream"), story) == ["A>B>C>D"]
    assert names(causal_chains(graph, tenant, a, "upstream"), story) == []
    assert names(causal_chains(graph, tenant, b, "both"), story) == ["A>B", "B>C>D"]
    assert names(causal_chains(graph, tenant, b, "BOTH"), story) == ["A>B", "B>C>D"]


def test_depth_bound(graph, tenant: str, story) -> None:  # noqa: ANN001
    d, a = story["D"]["uid"], story["A"]["uid"]
    assert names(causal_chains(graph, tenant, d, "upstream", max_depth=2), story) == ["B>C>D"]
    assert names(causal_chains(graph, tenant, d, "upstream", max_depth=1), story) == ["C>D"]
    assert names(causal_chains(graph, tenant, a, "downstream", max_depth=3), story) == ["A>B>C>D"]
    # Above the fixed bound of the Cypher (MAX_DEPTH) the depth is capped, not an error.
    assert names(causal_chains(graph, tenant, a, "downstream", max_depth=10), story) == ["A>B>C>D"]
    with pytest.raises(ValueError):
        causal_chains(graph, tenant, a, "downstream", max_depth=0)
    with pytest.raises(ValueError):
        causal_chains(graph, tenant, a, "sideways")


def test_a_cycle_is_traversed_safely(graph, tenant: str, story) -> None:  # noqa: ANN001
    link(graph, tenant, story, [("D", "A")])  # A>B>C>D>A: invariant 4 forbids it; stay safe
    for name in "ABCD":
        for direction in ("upstream", "downstream", "both"):
            chains = causal_chains(graph, tenant, story[name]["uid"], direction, max_depth=6)
            assert chains, (name, direction)
            for chain in chains:
                uids = [chain.links[0].cause.uid] + [link.effect.uid for link in chain.links]
                assert len(uids) == len(set(uids)), (name, direction)
                assert len(chain.links) <= 3
    a = story["A"]["uid"]
    assert names(causal_chains(graph, tenant, a, "upstream"), story) == ["B>C>D>A"]
    assert names(causal_chains(graph, tenant, a, "downstream"), story) == ["A>B>C>D"]


def test_chains_stay_inside_the_tenant(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
    other_tenant: str,
    story,  # noqa: ANN001
) -> None:
    theirs = ingest_story(service, other_tenant)
    # A cross-tenant CAUSES edge (never written by the service) must not be followed.
    graph.execute(
        "recall/test_link_causes", tenant=tenant,
        rows=[{"src": theirs["A"]["uid"], "src_tenant": other_tenant, "dst": story["A"]["uid"],
               "at": datetime.now(UTC), "reason": "foreign", "episode_uid": None}],
    )  # fmt: skip
    chains = causal_chains(graph, tenant, story["D"]["uid"], "upstream")
    assert names(chains, story) == ["A>B>C>D"]
    assert all(f.tenant == tenant for c in chains for link in c.links
               for f in (link.cause, link.effect))  # fmt: skip
    # Another tenant cannot reach these facts by uid.
    assert causal_chains(graph, other_tenant, story["D"]["uid"], "both") == []
    assert causal_chains(graph, tenant, "no-such-fact", "both") == []


def test_known_at_and_retraction_cut_chains(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
) -> None:
    facts = ingest_story(service, tenant)
    now = datetime.now(UTC)
    link(graph, tenant, facts, [("A", "B"), ("B", "C")], at=now)
    link(graph, tenant, facts, [("C", "D")], at=now + timedelta(hours=2))
    d, c = facts["D"]["uid"], facts["C"]["uid"]
    known = now + timedelta(hours=1)
    assert names(causal_chains(graph, tenant, d, "upstream", known_at=known), facts) == []
    assert names(causal_chains(graph, tenant, c, "upstream", known_at=known), facts) == ["A>B>C"]
    assert names(causal_chains(graph, tenant, d, "upstream"), facts) == ["A>B>C>D"]
    service.retract_fact(tenant, facts["B"]["uid"], "mistaken")
    assert names(causal_chains(graph, tenant, d, "upstream"), facts) == ["C>D"]


def test_a_why_question_carries_the_causal_chain(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
    story,  # noqa: ANN001
) -> None:
    recall = Recall(graph, service.embedder)
    packet = recall.evidence(tenant, "why did I move to Hangzhou?")
    assert packet.view is StateView.TRANSITION
    assert packet.trace["wants_causes"] is True
    assert "A>B>C>D" in names(packet.causal_chains, story)
    assert packet.trace["read_transactions"] == 2
    assert "causal" in packet.trace["timings_ms"]
    assert "## Causal chains" in packet.prompt
    assert "I worked overtime every week → I burned out" in packet.prompt
    # Expansion followed CAUSES: the causes are in the packet as facts too.
    vias = {e["via"] for e in packet.trace["expanded"]}
    assert "caused_by" in vias
    # A plain current question does not follow CAUSES.
    plain = recall.evidence(tenant, "where do I live now?")
    assert plain.causal_chains == []
    assert plain.trace["read_transactions"] == 1
    assert not {e["via"] for e in plain.trace["expanded"]} & {"causes", "caused_by"}
    # As of before the move, the move is not yet a link of any chain.
    early = recall.evidence(tenant, "why did I burn out?", as_of=T0 + timedelta(days=100))
    assert "A>B" in names(early.causal_chains, story)
    for chain in early.causal_chains:
        assert all(link.effect.value != "Hangzhou" for link in chain.links)


def test_chains_from_the_rule_extractor(graph, service: MemoryService, tenant: str) -> None:  # noqa: ANN001
    """End to end: a 'because' episode through `MemoryService.ingest` gives a CAUSES edge that
    a why question follows, with the episode that stated it."""
    from graph.types import EpisodeInput

    text = "I moved to Hangzhou because I got a new job at Alibaba."
    receipt = service.ingest(tenant, [EpisodeInput(text, datetime(2024, 3, 1, tzinfo=UTC))])
    assert receipt.causal_links == 1
    packet = Recall(graph, service.embedder).evidence(tenant, "why did I move to Hangzhou?")
    assert len(packet.causal_chains) == 1
    (only,) = packet.causal_chains[0].links
    assert only.episode is not None and only.episode.text == text
    assert only.cause.uid != only.effect.uid
    assert "## Causal chains" in packet.prompt
