"""Evidence packets against the real Neo4j: seeds, expansion, blocks, tenancy, Lucene escaping,
the frozen rule, the trace, the token budget, access statistics and the query plans."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from graph.cypher import cypher
from graph.search import index_names
from graph.types import FactRole, StructuredFactInput
from palimpsest.service import MemoryService
from recall.access import AccessRecorder
from recall.evidence import Recall
from recall.prompt import estimate_tokens
from recall.seeds import SLOT_ARM_ROLES, lucene_query
from recall.view import StateView

pytestmark = pytest.mark.integration

SHANGHAI = StructuredFactInput(
    "user", "home_city", "Shanghai", datetime(2022, 1, 1, tzinfo=UTC), "I live in Shanghai"
)
HANGZHOU = StructuredFactInput(
    "user", "home_city", "Hangzhou", datetime(2024, 3, 1, tzinfo=UTC), "I moved to Hangzhou"
)


@pytest.fixture(scope="module")
def service(graph) -> MemoryService:  # noqa: ANN001
    return MemoryService(graph)


@pytest.fixture(scope="module")
def recall(graph, service: MemoryService) -> Recall:  # noqa: ANN001
    return Recall(graph, service.embedder)


@pytest.fixture
def other_tenant(graph) -> Iterator[str]:  # noqa: ANN001
    name = f"t-{uuid.uuid4().hex[:12]}"
    yield name
    graph.delete_tenant(name)


def moved(service: MemoryService, tenant: str) -> dict[str, str]:
    """Shanghai, then the move to Hangzhou (which supersedes it); value -> fact uid."""
    service.ingest_facts(tenant, [SHANGHAI])
    service.ingest_facts(tenant, [HANGZHOU])
    return facts_by_value(service, tenant, ["Shanghai", "Hangzhou"])


def facts_by_value(service: MemoryService, tenant: str, values: list[str]) -> dict[str, str]:
    rows = service.graph.query("recall/test_fact_by_value", tenant=tenant, values=values)
    return {r["value"]: r["uid"] for r in rows}


def values(items: list) -> list[str]:  # noqa: ANN001
    return [i.fact.value for i in items if i.fact is not None]


def all_fact_uids(packet) -> set[str]:  # noqa: ANN001
    blocks = (packet.current, packet.historical, packet.transition, packet.ambiguous)
    return {i.fact.uid for block in blocks for i in block if i.fact is not None}


def test_current_view_puts_the_new_city_in_current_and_the_old_in_historical(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    uids = moved(service, tenant)
    packet = recall.evidence(tenant, "where do I live now?")
    assert packet.view is StateView.CURRENT
    assert packet.view_reason == "cue 'now'"
    assert values(packet.current) == ["Hangzhou"]
    assert values(packet.historical) == ["Shanghai"]
    assert "Shanghai" not in values(packet.current + packet.ambiguous + packet.transition)
    assert packet.current[0].fact.uid == uids["Hangzhou"]
    assert packet.current[0].score > packet.historical[0].score
    # Provenance: both verbatim episodes, the current one first.
    assert [e.episode.text for e in packet.episodes] == [
        "I moved to Hangzhou",
        "I live in Shanghai",
    ]
    prompt = packet.prompt
    assert prompt.index("## Current facts") < prompt.index("I moved to Hangzhou")
    assert prompt.index("## Historical") < prompt.index("I live in Shanghai (valid")


def test_historical_view_finds_the_old_city(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    moved(service, tenant)
    packet = recall.evidence(tenant, "where did I live before?")
    assert packet.view is StateView.HISTORICAL
    assert values(packet.historical) == ["Shanghai"]
    assert packet.historical[0].score > packet.current[0].score
    explicit = recall.evidence(tenant, "home city", view=StateView.HISTORICAL)
    assert explicit.view_reason == "explicit view argument"
    assert values(explicit.historical) == ["Shanghai"]
    historical = explicit.historical[0].fact
    assert historical.valid_until == datetime(2024, 3, 1, tzinfo=UTC)


def test_expansion_brings_the_other_states_of_a_seeded_slot(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    """A question that only matches the new value still shows the old one, from the slot."""
    uids = moved(service, tenant)
    packet = recall.evidence(tenant, "Hangzhou", max_items=8)
    assert set(values(packet.current)) == {"Hangzhou"}
    assert values(packet.historical) == ["Shanghai"]
    expanded = {(e["uid"], e["via"]) for e in packet.trace["expanded"]}
    assert (uids["Shanghai"], "supersedes") in expanded
    assert (uids["Shanghai"], "slot") in expanded


def test_another_tenants_identical_facts_never_appear(
    service: MemoryService, recall: Recall, tenant: str, other_tenant: str
) -> None:
    mine = moved(service, tenant)
    theirs = moved(service, other_tenant)
    assert set(mine.values()).isdisjoint(theirs.values())
    for query in ("where do I live now?", "Shanghai", "Hangzhou", "user"):
        packet = recall.evidence(tenant, query, view=StateView.NEUTRAL)
        assert all_fact_uids(packet) <= set(mine.values())
        assert all_fact_uids(packet) == set(mine.values())
        assert all(e.episode.tenant == tenant for e in packet.episodes)
        assert {s["uid"] for s in packet.trace["seeds"]} <= set(mine.values())
        assert all(f.fact.tenant == tenant for f in packet.current + packet.historical)
    # The subject arm finds the entity of this tenant only.
    packet = recall.evidence(tenant, "anything", subject="user")
    assert all_fact_uids(packet) == set(mine.values())


def test_lucene_special_characters_are_escaped(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    moved(service, tenant)
    nasty = '+-&|!(){}[]^"~*?:\\/ && || AND OR NOT'
    packet = recall.evidence(tenant, nasty)
    assert packet.prompt  # no error, a packet
    only_specials = recall.evidence(tenant, '+-&|!(){}[]^"~*?:\\/')
    assert only_specials.trace["arm_hits"]["fact_text"] == 0
    mixed = recall.evidence(tenant, 'Hangzhou?! (city) "home" AND NOT [now]:')
    assert mixed.trace["arm_hits"]["fact_text"] >= 1
    assert "Hangzhou" in values(mixed.current)
    assert lucene_query('+-&|!(){}[]^"~*?:\\/') is None
    assert lucene_query("a+b NOT c/d") == "a\\+b not c\\/d"


def test_frozen_rule_keeps_a_slots_current_fact(
    graph,  # noqa: ANN001
    service: MemoryService,
    recall: Recall,
    tenant: str,
) -> None:
    uids = moved(service, tenant)
    long_ago = datetime.now(UTC) - timedelta(days=400)
    graph.execute(
        "recall/test_age_facts", tenant=tenant,
        rows=[{"uid": uid, "recorded_at": long_ago, "last_accessed": None, "access_count": 0}
              for uid in uids.values()],
    )  # fmt: skip
    packet = recall.evidence(tenant, "where do I live now?")
    # The current fact is never left out as frozen; the frozen historical one is.
    assert values(packet.current) == ["Hangzhou"]
    assert "kept although frozen" in packet.current[0].why
    assert "temperature frozen" in packet.current[0].why
    assert values(packet.historical) == []
    assert packet.trace["dropped"]["frozen"] == 1
    # Asked for, frozen facts come back.
    thawed = recall.evidence(tenant, "where do I live now?", include_frozen=True)
    assert values(thawed.historical) == ["Shanghai"]
    assert thawed.trace["dropped"]["frozen"] == 0
    # A question about the past asks for old facts: historical ones are kept in that view.
    past = recall.evidence(tenant, "where did I live before?")
    assert values(past.historical) == ["Shanghai"]


def test_trace_names_seeds_arms_timings_and_view_reason(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    uids = moved(service, tenant)
    packet = recall.evidence(tenant, "is Hangzhou my city now?")
    trace = packet.trace
    assert trace["view_reason"] == packet.view_reason == "cue 'now'"
    seeds = {s["uid"]: s for s in trace["seeds"]}
    assert uids["Hangzhou"] in seeds
    hz = seeds[uids["Hangzhou"]]
    assert hz["fused"] > 0
    assert hz["arms"]["fact_vector"]["rank"] >= 1
    assert 0 < hz["arms"]["fact_vector"]["score"] <= 1.0001
    assert hz["arms"]["fact_text"]["rank"] == 1
    # A structured fact's vector is stored once, on the fact: its episode is found by text.
    assert "episode" in hz["arms"]["episode_text"]
    assert "episode_vector" not in hz["arms"]
    fused = [s["fused"] for s in trace["seeds"]]
    assert fused == sorted(fused, reverse=True)
    assert set(trace["arm_hits"]) == {
        "fact_vector", "fact_text", "entity", "slot", "episode_vector", "episode_text",
        "episode_context",
    }  # fmt: skip
    assert hz["arms"]["slot"]["rank"] == 1  # "where do I live" names the home_city slot
    timings = trace["timings_ms"]
    for stage in ("embed", "seeds", "expand", "load", "rank", "render", "total"):
        assert timings[stage] >= 0
    assert timings["total"] >= timings["seeds"]
    assert trace["max_tokens"] == 800
    assert trace["read_transactions"] == 1
    assert trace["wants_causes"] is False


def test_max_tokens_is_respected(service: MemoryService, recall: Recall, tenant: str) -> None:
    facts = [
        StructuredFactInput(
            "user", f"hobby_{i}", f"hobby number {i}", datetime(2023, 1, 1 + i, tzinfo=UTC),
            f"One of my hobbies is hobby number {i}, which I practise every weekend " * 2,
        )
        for i in range(10)
    ]  # fmt: skip
    service.ingest_facts(tenant, facts)
    roomy = recall.evidence(tenant, "what are my hobbies?", max_items=10, max_tokens=4000)
    assert len(roomy.current) == 10
    assert roomy.token_estimate == estimate_tokens(roomy.prompt) <= 4000
    for budget in (400, 200, 120):
        tight = recall.evidence(tenant, "what are my hobbies?", max_items=10, max_tokens=budget)
        assert tight.token_estimate == estimate_tokens(tight.prompt) <= budget
        assert tight.token_estimate < roomy.token_estimate
        assert "Answer rule:" in tight.prompt
    assert recall.evidence(tenant, "hobbies", max_tokens=5).prompt == ""
    assert len(recall.evidence(tenant, "hobbies", max_items=3).current) == 3


def test_pending_review_goes_to_ambiguous_and_retracted_never_appears(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    service.ingest_facts(
        tenant,
        [
            StructuredFactInput(
                "user", "employer", "Acme", datetime(2022, 1, 1, tzinfo=UTC), "I work at Acme"
            )
        ],
    )
    service.ingest_facts(
        tenant,
        [
            StructuredFactInput(
                "user", "employer", "Globex", datetime(2024, 1, 1, tzinfo=UTC), "Globex pays me"
            )
        ],
    )
    # fmt: skip
    uids = facts_by_value(service, tenant, ["Acme", "Globex"])
    rows = service.graph.query("recall/test_fact_by_value", tenant=tenant, values=["Globex"])
    assert rows[0]["role"] == FactRole.PENDING_REVIEW.value
    packet = recall.evidence(tenant, "who is my employer now?")
    # Until a person decides, the held value does not stand alone as the present: it is in
    # doubt beside the later value that waits for review (recall.packet.conflicting).
    assert values(packet.current) == []
    assert sorted(values(packet.ambiguous)) == ["Acme", "Globex"]
    acme = next(i for i in packet.ambiguous if i.fact and i.fact.value == "Acme")
    assert acme.why.startswith("conflicting: a later value 'Globex' awaits review")
    service.retract_fact(tenant, uids["Globex"], "wrong")
    after = recall.evidence(tenant, "who is my employer now? Globex")
    assert uids["Globex"] not in all_fact_uids(after)
    assert uids["Globex"] not in {s["uid"] for s in after.trace["seeds"]}
    assert values(after.current) == ["Acme"]


def test_access_statistics_are_batched_off_the_request(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
) -> None:
    uids = moved(service, tenant)
    access = AccessRecorder(graph, flush_ms=60_000, max_pending=10_000)
    try:
        recall = Recall(graph, service.embedder, access)
        packet = recall.evidence(tenant, "where do I live now?")
        recall.evidence(tenant, "where do I live now?")
        rows = graph.query("recall/test_fact_by_value", tenant=tenant, values=["Hangzhou"])
        assert rows[0]["access_count"] == 0  # nothing written on the request's path
        assert access.flush() == 2  # two facts, one statement
        rows = graph.query("recall/test_fact_by_value", tenant=tenant, values=list(uids))
        by_value = {r["value"]: r for r in rows}
        assert all_fact_uids(packet) == set(uids.values())
        assert by_value["Hangzhou"]["access_count"] == 2
        assert by_value["Shanghai"]["access_count"] == 2
        assert by_value["Hangzhou"]["last_accessed"] is not None
        assert access.flush() == 0
    finally:
        access.close()


def test_access_recorder_flushes_in_the_background(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
) -> None:
    uids = moved(service, tenant)
    access = AccessRecorder(graph, flush_ms=50, max_pending=1000)
    try:
        access.record(tenant, [uids["Hangzhou"]])
        deadline = datetime.now(UTC) + timedelta(seconds=10)
        count = 0
        while datetime.now(UTC) < deadline:
            rows = graph.query("recall/test_fact_by_value", tenant=tenant, values=["Hangzhou"])
            count = rows[0]["access_count"]
            if count:
                break
        assert count == 1
    finally:
        access.close()
    access.record(tenant, [uids["Hangzhou"]])  # ignored after close
    assert access.flush() == 0


# -- query plans (docs/profile.md) ---------------------------------------------------------


def _operators(plan) -> list[tuple[str, str]]:  # noqa: ANN001
    """(operator, details) of every node of a profiled or explained plan tree."""
    found = []
    stack = [plan]
    while stack:
        node = stack.pop()
        op = node.get("operatorType", "")
        details = str(node.get("args", {}).get("Details", ""))
        found.append((op.split("@")[0].split("(")[0], details))
        stack.extend(node.get("children", []))
    return found


def _profile(graph, name: str, **params) -> list[tuple[str, str]]:  # noqa: ANN001, ANN003
    def work(tx):  # noqa: ANN001, ANN202
        result = tx.run("PROFILE " + cypher(name), **params)
        return result.consume().profile

    return _operators(graph.read(work))


def test_main_queries_use_the_indexes(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
) -> None:
    uids = moved(service, tenant)
    embedding = service.embedder.embed_one("where do I live now?")
    seeds = _profile(
        graph, "recall/seeds", tenant=tenant, indexes=index_names(tenant), embedding=embedding,
        k=10, fetch=50,
        text_query="live", entity_query="user", subject=None, attributes=["home_city"],
        slot_roles=SLOT_ARM_ROLES,
    )  # fmt: skip
    # Index names are literals, which Cypher auto-parameterises in plans: count the calls.
    procedures = [d for op, d in seeds if op == "ProcedureCall"]
    assert sum("db.index.vector.queryNodes" in d for d in procedures) == 2  # facts, episodes
    # facts, episodes, episodes with the turn before, entities
    assert sum("db.index.fulltext.queryNodes" in d for d in procedures) == 4
    slot_seeks = [d for op, d in seeds if op == "NodeIndexSeek" and "attribute" in d]
    assert slot_seeks, "the slot arm must seek the (tenant, attribute) index"
    plans = {
        "expand": _profile(
            graph, "recall/expand", tenant=tenant, uids=list(uids.values()), with_causes=True,
            known_at=None, as_of=None, slot_limit=20, active_roles=["current"],
        ),
        "load_facts": _profile(graph, "recall/load_facts", tenant=tenant, uids=list(uids.values())),
        "load_sources": _profile(
            graph, "recall/load_sources", tenant=tenant, uids=list(uids.values()), as_of=None,
            known_at=None, episodes_per_fact=3,
        ),
        "causal_upstream": _profile(
            graph, "recall/causal_upstream", tenant=tenant, uids=[uids["Hangzhou"]], max_depth=4,
            known_at=None,
        ),
        "causal_downstream": _profile(
            graph, "recall/causal_downstream", tenant=tenant, uids=[uids["Hangzhou"]],
            max_depth=4, known_at=None,
        ),
        "record_access": _profile_write(graph, tenant, uids),
    }  # fmt: skip
    for name, ops in {"seeds": seeds, **plans}.items():
        kinds = [op for op, _ in ops]
        assert "AllNodesScan" not in kinds, name
        assert not [d for op, d in ops if op == "NodeByLabelScan" and ":Fact" in d], name
    for name, ops in plans.items():
        seeks = [d for op, d in ops if op == "NodeUniqueIndexSeek"]
        assert any(":Fact" in d and "uid" in d for d in seeks), (name, ops)


def test_ingests_referent_reads_seek_the_episode_indexes(
    graph,  # noqa: ANN001
    service: MemoryService,
    tenant: str,
) -> None:
    """Who "he"/"she" may mean is read at every ingest that says it: the session's turns
    before the batch and the tenant's speakers the turns name, each by index seek (a label
    scan over every episode cost a second per batch on LoCoMo, bench/results)."""
    from graph.types import EpisodeInput

    at = datetime(2024, 5, 1, tzinfo=UTC)
    service.ingest(tenant, [
        EpisodeInput(text="Has anyone heard from Bronagh?", occurred_at=at, speaker="Ruairi",
                     session_id="s1"),
        EpisodeInput(text="Morning all", occurred_at=at, speaker="Bronagh", session_id="s2"),
    ])  # fmt: skip
    speakers = _profile(graph, "ingest/known_speakers", tenant=tenant, names=["Bronagh", "Tom"])
    sessions = [{"session": "s1", "before": "2024-06-01T00:00:00+00:00"}]
    before = _profile(graph, "ingest/session_before", tenant=tenant, turns=6, sessions=sessions)
    for name, ops in {"known_speakers": speakers, "session_before": before}.items():
        assert [d for op, d in ops if op == "NodeIndexSeek" and ":Episode" in d], (name, ops)
        assert not [op for op, _ in ops if op in ("NodeByLabelScan", "AllNodesScan")], (name, ops)
    rows = service.graph.query("ingest/known_speakers", tenant=tenant, names=["Bronagh", "Tom"])
    assert [r["speaker"] for r in rows] == ["Bronagh"]


def _profile_write(graph, tenant: str, uids: dict[str, str]) -> list[tuple[str, str]]:  # noqa: ANN001
    def work(tx):  # noqa: ANN001, ANN202
        result = tx.run(
            "EXPLAIN " + cypher("recall/record_access"), tenant=tenant,
            rows=[{"uid": u, "count": 1} for u in uids.values()], now=datetime.now(UTC),
        )  # fmt: skip
        return result.consume().plan

    return _operators(graph.write(work))


def test_a_value_the_tenant_holds_as_a_gym_ends_the_gym_said_before_it(
    service: MemoryService, recall: Recall, tenant: str
) -> None:
    """Ponds Forge is Keith's and Hamish's gym; Owen's "I joined Ponds Forge", held in a slot
    minted from the name, is said after his Blokworks: the packet reads Blokworks as history
    (`graph.value_slots`, `recall.rank.settle_open_slots`). One subject's gym is not enough."""
    day = datetime(2024, 1, 1, tzinfo=UTC)

    def said(subject: str, attribute: str, value: str, days: int) -> StructuredFactInput:
        return StructuredFactInput(subject, attribute, value, day + timedelta(days=days),
                                   f"{subject}: {value}")  # fmt: skip

    service.ingest_facts(tenant, [said("Keith", "gym", "Ponds Forge", 1),
                                  said("Owen", "gym", "Blokworks", 2)])  # fmt: skip
    service.ingest_facts(tenant, [said("Owen", "about:ponds forge", "Ponds Forge", 90)])
    packet = recall.evidence(tenant, "Which gym does Owen go to now?", subject="Owen")
    current = [i.fact.value for i in packet.current if i.fact is not None]
    assert "Blokworks" in current  # only Keith holds Ponds Forge as a gym
    service.ingest_facts(tenant, [said("Hamish", "gym", "Ponds Forge", 3)])
    packet = recall.evidence(tenant, "Which gym does Owen go to now?", subject="Owen")
    current = [i.fact.value for i in packet.current if i.fact is not None]
    historical = [i.fact.value for i in packet.historical if i.fact is not None]
    assert current[0] == "Ponds Forge"
    assert "Blokworks" not in current and "Blokworks" in historical
    assert packet.trace["timings_ms"]["value_slots"] >= 0
