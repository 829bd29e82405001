"""Tenancy over the GraphQL API: another tenant's admin key, aimed at the first tenant's ids,
sees nothing, changes nothing, and learns nothing beyond NOT_FOUND.

Every Query and Mutation field is exercised; a new root field fails
`test_every_root_field_is_exercised` until it is added here.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from gql.app import graphql_app
from gql.schema import build_schema
from palimpsest.settings import Settings

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def service(graph):  # noqa: ANN001, ANN201
    from palimpsest.service import MemoryService

    svc = MemoryService.from_settings()
    yield svc
    svc.graph.close()


@pytest.fixture
def other_tenant(graph) -> Iterator[str]:  # noqa: ANN001
    name = f"t-{uuid.uuid4().hex[:12]}"
    yield name
    graph.delete_tenant(name)


class Caller:
    def __init__(self, client: TestClient, key: str) -> None:
        self.client, self.key = client, key

    def call(self, query: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        response = self.client.post(
            "/",
            json={"query": query, "variables": variables or {}},
            headers={"Authorization": f"Bearer {self.key}"},
        )
        return response.json()

    def ok(self, query: str, variables: dict[str, Any] | None = None) -> Any:
        body = self.call(query, variables)
        assert not body.get("errors"), body["errors"]
        return body["data"]


def codes(body: dict[str, Any]) -> list[str]:
    return [(e.get("extensions") or {}).get("code") for e in body.get("errors") or []]


@pytest.fixture
def callers(service, tenant: str, other_tenant: str) -> Iterator[tuple[Caller, Caller]]:  # noqa: ANN001
    owner_key, intruder_key = f"a-{uuid.uuid4().hex}", f"b-{uuid.uuid4().hex}"
    settings = Settings(
        api_keys={owner_key: f"{tenant}:admin", intruder_key: f"{other_tenant}:admin"}
    )
    with TestClient(graphql_app(service, settings)) as client:
        yield Caller(client, owner_key), Caller(client, intruder_key)


def fact(value: str, when: str, text: str, attribute: str, key: str | None = None) -> dict:
    return {
        "subject": "user",
        "attribute": attribute,
        "value": value,
        "validFrom": when,
        "text": text,
        "idempotencyKey": key,
    }


INGEST_FACTS = "mutation($f: [FactInput!]!) { ingestFacts(facts: $f) { accepted duplicates } }"

SNAPSHOT = """
{
  facts(first: 200) { totalCount edges { node { id value role validUntil accessCount } } }
  episodes(first: 200) { totalCount edges { node { id text } } }
  auditQueue(status: null, first: 200) { totalCount edges { node { id status decision } } }
  stats { episodes facts auditPending auditDecided factsByRole { key count } }
}
"""


def seed(owner: Caller) -> dict[str, str]:
    """The owner's memory: a move (supersedes), an audit item, a causal episode; their ids."""
    owner.ok(
        INGEST_FACTS,
        {
            "f": [
                fact("Berlin", "2023-01-05T10:00:00Z", "I live in Berlin", "home city", "k-berlin")
            ]
        },
    )
    owner.ok(
        INGEST_FACTS,
        {"f": [fact("Munich", "2024-03-01T10:00:00Z", "I moved to Munich now", "home city")]},
    )
    owner.ok(
        INGEST_FACTS, {"f": [fact("Acme", "2023-01-01T09:00:00Z", "I work at Acme", "employer")]}
    )
    owner.ok(
        INGEST_FACTS,
        {"f": [fact("Globex", "2024-01-01T09:00:00Z", "I work at Globex", "employer")]},
    )
    owner.ok(
        "mutation($e: [EpisodeInput!]!) { ingest(episodes: $e) { accepted } }",
        {"e": [{"text": "I switched to Vim because VS Code was too slow.",
                "occurredAt": "2024-04-01T09:00:00Z", "idempotencyKey": "k-vim"}]},
    )  # fmt: skip
    probes = owner.ok("mutation { generateProbes { id } }")["generateProbes"]  # the move's
    assert probes
    data = owner.ok(SNAPSHOT)
    facts = {e["node"]["value"]: e["node"]["id"] for e in data["facts"]["edges"]}
    items = [e["node"]["id"] for e in data["auditQueue"]["edges"]]
    assert len(items) == 1, data["auditQueue"]
    return {
        "fact": facts["Munich"],
        "old_fact": facts["Berlin"],
        "pending_fact": facts["Globex"],
        "episode": data["episodes"]["edges"][0]["node"]["id"],
        "audit": items[0],
        "probe": probes[0]["id"],
    }


# Each root field, with what the intruder sends. `expect` is "not_found", "null" or "empty".
def operations(ids: dict[str, str]) -> dict[str, tuple[str, dict[str, Any], str]]:
    return {
        "evidence": (
            '{ evidence(query: "Where do I live now? Why did I switch editors?", '
            'subject: "user") { '
            "current { fact { id } } historical { fact { id } } transition { fact { id } } "
            "ambiguous { fact { id } } episodes { episode { id } } "
            "causalChains { links { cause { id } } } prompt } }",
            {},
            "empty",
        ),
        "causalChain": (
            "query($id: ID!) { causalChain(factId: $id) { links { cause { id } } } }",
            {"id": ids["fact"]},
            "not_found_or_empty",
        ),
        "fact": ("query($id: ID!) { fact(id: $id) { id } }", {"id": ids["fact"]}, "null"),
        "facts": ('{ facts(subject: "user") { totalCount edges { node { id } } } }', {}, "empty"),
        "slot": ('{ slot(subject: "user", attribute: "home city") { id } }', {}, "null"),
        "episodes": ("{ episodes { totalCount edges { node { id } } } }", {}, "empty"),
        "episode": ("query($id: ID!) { episode(id: $id) { id } }", {"id": ids["episode"]}, "null"),
        "auditQueue": ("{ auditQueue(status: null) { totalCount } }", {}, "empty"),
        "auditItem": (
            "query($id: ID!) { auditItem(id: $id) { id } }",
            {"id": ids["audit"]},
            "null",
        ),
        "stats": (
            "{ stats { episodes facts slots entities auditPending auditDecided } }",
            {},
            "empty",
        ),
        "whoami": ("{ whoami { tenant role } }", {}, "self"),
        "invariants": ("{ invariants { name violations problems } }", {}, "sound"),
        # The health watch reads and writes the caller's own probes, runs and incidents only.
        "probes": ("{ probes { id question } }", {}, "empty"),
        "healthRuns": ("{ healthRuns { id } }", {}, "empty"),
        "incidents": ("{ incidents { id } }", {}, "empty"),
        "incident": ('{ incident(id: "no-such-incident") { id } }', {}, "null"),
        # Before the intruder writes or runs anything of its own: every count is its own.
        "healthPanels": (
            "{ healthPanels { writeSide { facts provenance duplicates missingProvenance "
            "queued decided writes { count } } retrievalSide { runs slices { slice } "
            "openIncidents { id } } outcomeSide { perDay { count } helpful wrong stale } } }",
            {},
            "empty",
        ),
        "updateProbe": (
            'mutation($id: ID!) { updateProbe(id: $id, probe: {question: "Where?", '
            'expected: ["Berlin"], slice: "s"}) { id } }',
            {"id": ids["probe"]},
            "not_found",
        ),
        "retireProbe": (
            "mutation($id: ID!) { retireProbe(id: $id) { id } }",
            {"id": ids["probe"]},
            "not_found",
        ),
        "acknowledgeIncident": (
            'mutation { acknowledgeIncident(id: "no-such-incident") { id } }',
            {},
            "not_found",
        ),
        "closeIncident": (
            'mutation { closeIncident(id: "no-such-incident") { id } }',
            {},
            "not_found",
        ),
        # An outcome naming the owner's fact is refused: facts are looked up in the caller's
        # tenant only.
        # The owner's subject "user" holds states; the intruder's card of it is empty and its
        # prompt names none of them (checked with evidence's words below).
        "profile": (
            '{ profile(subject: "user") { prompt domains { name states { value } } '
            "inFlight { value } abandoned { value } changes { at } traits { value } "
            "pending { value } } }",
            {},
            "empty",
        ),
        "recordOutcome": (
            "mutation($id: ID!) { recordOutcome(episodeId: $id, status: FAILURE, "
            'trigger: "t") { id } }',
            {"id": ids["episode"]},
            "not_found",
        ),
        "reportOutcome": (
            "mutation($id: ID!) { reportOutcome(outcome: {outcome: WRONG, factIds: [$id]}) "
            "{ id } }",
            {"id": ids["fact"]},
            "not_found",
        ),
        "generateProbes": ("mutation { generateProbes { id } }", {}, "empty"),
        "runHealth": ("mutation { runHealth { probes slices { slice } } }", {}, "empty"),
        "addProbe": (
            'mutation { addProbe(probe: {question: "Where do I live?", expected: ["Munich"], '
            'slice: "s"}) { stale } }',
            {},
            "empty",
        ),
        "retractFact": (
            'mutation($id: ID!) { retractFact(id: $id, reason: "mine now") { id } }',
            {"id": ids["fact"]},
            "not_found",
        ),
        "decideAudit": (
            "mutation($id: ID!) { decideAudit(id: $id, decision: REJECT) { id } }",
            {"id": ids["audit"]},
            "not_found",
        ),
        "forgetEpisode": (
            "mutation($id: ID!) { forgetEpisode(id: $id) { episodeId } }",
            {"id": ids["episode"]},
            "not_found",
        ),
        # Writes land in the intruder's own memory: the owner's idempotency keys do not
        # make them duplicates, and nothing of the owner's changes.
        "ingest": (
            "mutation($e: [EpisodeInput!]!) { ingest(episodes: $e) { accepted duplicates } }",
            {
                "e": [
                    {
                        "text": "I switched to Vim because VS Code was too slow.",
                        "occurredAt": "2024-04-01T09:00:00Z",
                        "idempotencyKey": "k-vim",
                    }
                ]
            },
            "own",
        ),  # fmt: skip
        "ingestFacts": (
            INGEST_FACTS,
            {
                "f": [
                    fact(
                        "Berlin",
                        "2023-01-05T10:00:00Z",
                        "I live in Berlin",
                        "home city",
                        "k-berlin",
                    )
                ]
            },
            "own",
        ),
    }


def test_every_root_field_is_exercised() -> None:
    schema = build_schema()._schema
    roots = set(schema.query_type.fields) | set(schema.mutation_type.fields)
    assert roots == set(operations({k: "x" for k in ("fact", "episode", "audit", "probe")}))


def _all_empty(value: Any) -> bool:
    """True when every list in `value` is empty, every count 0 and the prompt names nothing."""
    if isinstance(value, dict):
        return all(_all_empty(v) for v in value.values())
    if isinstance(value, list):
        return not value
    if isinstance(value, int):
        return value == 0
    return True


def test_another_tenant_sees_and_changes_nothing(
    callers: tuple[Caller, Caller], tenant: str, other_tenant: str
) -> None:
    owner, intruder = callers
    ids = seed(owner)
    before = owner.ok(SNAPSHOT)
    assert before["stats"]["facts"] >= 4

    for name, (query, variables, expect) in operations(ids).items():
        body = intruder.call(query, variables)
        if expect == "not_found":
            assert codes(body) == ["NOT_FOUND"], (name, body)
            assert body["data"] is None, name
            continue
        if expect == "not_found_or_empty":
            assert codes(body) == ["NOT_FOUND"] or body["data"][name] == [], (name, body)
            continue
        assert not body.get("errors"), (name, body)
        result = body["data"][name]
        if expect == "null":
            assert result is None, (name, result)
        elif expect == "self":
            assert result == {"tenant": other_tenant, "role": "admin"}, result
            assert result["tenant"] != tenant
        elif expect == "sound":
            assert result and all(r["violations"] == 0 and not r["problems"] for r in result)
        elif expect == "empty":
            assert _all_empty(result), (name, result)
            if name in ("evidence", "profile"):
                for word in ("Munich", "Berlin", "Vim", "Acme", "Globex"):
                    assert word not in result["prompt"], (word, result["prompt"])
        else:  # own
            assert result["accepted"] == 1 and result["duplicates"] == 0, (name, result)

    after = owner.ok(SNAPSHOT)
    assert after == before
    # The owner's probes are untouched, and no outcome landed anywhere.
    probes = owner.ok("{ probes(includeRetired: true) { id revision retiredAt } }")["probes"]
    assert all(p["revision"] == 0 and p["retiredAt"] is None for p in probes)
    for who in (owner, intruder):
        side = who.ok("{ healthPanels { outcomeSide { helpful wrong stale } } }")
        assert side["healthPanels"]["outcomeSide"] == {"helpful": 0, "wrong": 0, "stale": 0}
    # The intruder's own writes are its own, and the owner's ids still resolve for the owner.
    assert intruder.ok("{ stats { episodes } }")["stats"]["episodes"] == 2
    assert owner.ok("query($id: ID!) { fact(id: $id) { id } }", {"id": ids["fact"]})["fact"]
