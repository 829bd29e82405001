"""The GraphQL API over HTTP, through the ASGI app, against the real Neo4j and MemoryService.

Each test gets a fresh tenant and its own reader/writer/admin keys.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from starlette.testclient import TestClient

from gql.app import graphql_app
from palimpsest.keys import key_id_of
from palimpsest.settings import Settings
from recall.causal import MAX_DEPTH

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def service(graph):  # noqa: ANN001, ANN201
    from palimpsest.service import MemoryService

    svc = MemoryService.from_settings()
    yield svc
    svc.graph.close()


@dataclass
class Api:
    """A test client plus the tenant's keys; `call` posts one GraphQL request."""

    client: TestClient
    tenant: str
    keys: dict[str, str]

    def call(
        self, query: str, variables: dict[str, Any] | None = None, role: str | None = "admin"
    ) -> dict[str, Any]:
        headers = {"Authorization": f"Bearer {self.keys[role]}"} if role else {}
        response = self.client.post(
            "/", json={"query": query, "variables": variables or {}}, headers=headers
        )
        assert response.headers["content-type"].startswith("application/json"), response.text
        return response.json()

    def ok(self, query: str, variables: dict[str, Any] | None = None, role: str = "admin") -> Any:
        body = self.call(query, variables, role)
        assert not body.get("errors"), body["errors"]
        return body["data"]


def codes(body: dict[str, Any]) -> list[str]:
    return [(e.get("extensions") or {}).get("code") for e in body.get("errors") or []]


@pytest.fixture
def api(service, tenant: str) -> Iterator[Api]:  # noqa: ANN001
    keys = {role: f"{role}-{uuid.uuid4().hex}" for role in ("reader", "writer", "admin")}
    settings = Settings(
        api_keys={key: f"{tenant}:{role}" for role, key in keys.items()}, graphiql=True
    )
    with TestClient(graphql_app(service, settings)) as client:
        yield Api(client, tenant, keys)


INGEST = """
mutation($episodes: [EpisodeInput!]!) {
  ingest(episodes: $episodes) {
    episodeIds accepted duplicates factsCreated factsReinforced superseded transitions
    coexisting queuedForReview causalLinks llmCalls warnings
  }
}"""

INGEST_FACTS = """
mutation($facts: [FactInput!]!) {
  ingestFacts(facts: $facts) { episodeIds accepted factsCreated superseded queuedForReview }
}"""

FACT_FIELDS = """
  id text subject attribute value role kind memoryType validFrom validUntil recordedAt
  expiredAt confidence source extractor scope accessCount lastAccessed
"""


def fact_input(value: str, when: str, text: str, attribute: str = "home city") -> dict:
    return {
        "subject": "user",
        "attribute": attribute,
        "value": value,
        "validFrom": when,
        "text": text,
    }


def seed_moved(api: Api) -> tuple[str, str]:
    """Berlin (2023), then 'moved to Munich now' (2024): returns (old, new) fact ids."""
    api.ok(
        INGEST_FACTS, {"facts": [fact_input("Berlin", "2023-01-05T10:00:00Z", "I live in Berlin")]}
    )
    api.ok(
        INGEST_FACTS,
        {"facts": [fact_input("Munich", "2024-03-01T10:00:00Z", "I moved to Munich now")]},
    )
    data = api.ok('{ facts(subject: "user") { edges { node { id value } } } }')
    by_value = {e["node"]["value"]: e["node"]["id"] for e in data["facts"]["edges"]}
    return by_value["Berlin"], by_value["Munich"]


def seed_audit(api: Api) -> str:
    """Two employers without an update cue (a high-risk slot): one audit item; its id."""
    api.ok(
        INGEST_FACTS,
        {"facts": [fact_input("Acme", "2023-01-01T09:00:00Z", "I work at Acme", "employer")]},
    )
    receipt = api.ok(
        INGEST_FACTS,
        {"facts": [fact_input("Globex", "2024-01-01T09:00:00Z", "I work at Globex", "employer")]},
    )["ingestFacts"]
    assert receipt["queuedForReview"] == 1, receipt
    queue = api.ok("{ auditQueue { totalCount edges { node { id } } } }")["auditQueue"]
    assert queue["totalCount"] == 1
    return queue["edges"][0]["node"]["id"]


# -- auth -----------------------------------------------------------------------------------


def test_no_key_or_unknown_key_is_unauthenticated(api: Api) -> None:
    assert codes(api.call("{ stats { facts } }", role=None)) == ["UNAUTHENTICATED"]
    response = api.client.post(
        "/", json={"query": "{ stats { facts } }"}, headers={"Authorization": "Bearer wrong"}
    )
    assert codes(response.json()) == ["UNAUTHENTICATED"]
    assert response.status_code == 401 and response.headers["www-authenticate"].startswith("Bearer")


def test_anonymous_introspection_is_refused_outside_development_mode(api: Api) -> None:
    query = {"query": '{ __type(name: "Query") { fields { name } } }'}
    anonymous = api.client.post("/", json=query)
    assert anonymous.status_code == 401 and codes(anonymous.json()) == ["UNAUTHENTICATED"]
    assert "data" not in anonymous.json() or anonymous.json()["data"] is None
    reader = api.client.post(
        "/", json=query, headers={"Authorization": f"Bearer {api.keys['reader']}"}
    )
    fields = {f["name"] for f in reader.json()["data"]["__type"]["fields"]}
    assert reader.status_code == 200 and {"whoami", "evidence"} <= fields


def test_a_key_over_its_rate_gets_429_with_retry_after(service, tenant: str) -> None:  # noqa: ANN001
    keys = {role: f"{role}-{uuid.uuid4().hex}" for role in ("reader", "admin")}
    settings = Settings(
        api_keys={key: f"{tenant}:{role}" for role, key in keys.items()}, rate_limit="3/minute"
    )
    query = {"query": "{ whoami { tenant } }"}
    with TestClient(graphql_app(service, settings)) as client:
        reader = {"Authorization": f"Bearer {keys['reader']}"}
        answers = [client.post("/", json=query, headers=reader) for _ in range(4)]
        assert [a.status_code for a in answers] == [200, 200, 200, 429]
        refused = answers[-1]
        assert codes(refused.json()) == ["LIMIT_EXCEEDED"]
        assert 1 <= int(refused.headers["retry-after"]) <= 60
        assert refused.json()["errors"][0]["extensions"]["retryAfter"] == int(
            refused.headers["retry-after"]
        )
        admin = client.post("/", json=query, headers={"Authorization": f"Bearer {keys['admin']}"})
        assert admin.status_code == 200  # another key has its own allowance


def test_refusals_answer_401_or_403_in_graphql_shape(api: Api) -> None:
    query = {"query": 'mutation { decideAudit(id: "no-such-item", decision: REJECT) { id } }'}
    anonymous = api.client.post("/", json=query)
    assert anonymous.status_code == 401 and codes(anonymous.json()) == ["UNAUTHENTICATED"]
    for role in ("reader", "writer"):
        refused = api.client.post(
            "/", json=query, headers={"Authorization": f"Bearer {api.keys[role]}"}
        )
        assert refused.status_code == 403 and codes(refused.json()) == ["FORBIDDEN"]
    admin = api.client.post(
        "/", json=query, headers={"Authorization": f"Bearer {api.keys['admin']}"}
    )
    assert admin.status_code == 200 and codes(admin.json()) != ["FORBIDDEN"]


def test_a_reader_never_sees_key_material_in_decided_by(api: Api) -> None:
    # The escalation of issue 15: decidedBy held the first 8 characters of the admin's key.
    item = seed_audit(api)
    api.ok("mutation($id: ID!) { decideAudit(id: $id, decision: SUPERSEDES) { id } }", {"id": item})
    seen = api.ok("{ auditQueue(status: null) { edges { node { decidedBy } } } }", role="reader")[
        "auditQueue"
    ]["edges"]
    decided_by = [e["node"]["decidedBy"] for e in seen]
    assert decided_by and all(d.startswith("key:kid-") for d in decided_by)
    admin_key = api.keys["admin"]
    for d in decided_by:
        assert not any(admin_key[i : i + 6] in d for i in range(len(admin_key) - 5))


def test_reader_may_query_but_not_ingest(api: Api) -> None:
    assert api.ok("{ stats { episodes } }", role="reader")["stats"]["episodes"] == 0
    body = api.call(
        INGEST,
        {"episodes": [{"text": "I live in Berlin", "occurredAt": "2024-01-01T00:00:00Z"}]},
        role="reader",
    )
    assert codes(body) == ["FORBIDDEN"]
    assert api.ok("{ stats { episodes } }")["stats"]["episodes"] == 0


def test_writer_may_not_decide_audit_or_forget(api: Api) -> None:
    item = seed_audit(api)
    body = api.call(
        "mutation($id: ID!) { decideAudit(id: $id, decision: SUPERSEDES) { id } }",
        {"id": item},
        role="writer",
    )
    assert codes(body) == ["FORBIDDEN"]
    episode = api.ok("{ episodes { edges { node { id } } } }")["episodes"]["edges"][0]["node"]
    body = api.call(
        "mutation($id: ID!) { forgetEpisode(id: $id) { episodeId } }", episode, role="writer"
    )
    assert codes(body) == ["FORBIDDEN"]
    assert api.ok("{ auditQueue { totalCount } }")["auditQueue"]["totalCount"] == 1
    assert api.ok("{ stats { episodes } }")["stats"]["episodes"] == 2


# -- ingest ---------------------------------------------------------------------------------


def test_ingest_receipt_and_idempotency(api: Api) -> None:
    episodes = [
        {
            "text": "I live in Berlin.",
            "occurredAt": "2024-01-01T09:00:00+01:00",
            "sessionId": "s1",
            "idempotencyKey": "k-1",
            "metadata": {"channel": "chat"},
        },
        {"text": "I work at Acme.", "occurredAt": "2024-01-02T09:00:00Z", "sessionId": "s1"},
    ]
    receipt = api.ok(INGEST, {"episodes": episodes}, role="writer")["ingest"]
    assert receipt["accepted"] == 2
    assert receipt["duplicates"] == 0
    assert len(receipt["episodeIds"]) == 2
    assert receipt["factsCreated"] >= 2
    assert receipt["llmCalls"] == 0
    assert isinstance(receipt["warnings"], list)
    again = api.ok(INGEST, {"episodes": episodes}, role="writer")["ingest"]
    assert again["accepted"] == 0
    assert again["duplicates"] == 2
    assert again["factsCreated"] == 0
    episode = api.ok(
        "query($id: ID!) { episode(id: $id) { id text occurredAt sessionId idempotencyKey "
        "metadata } }",
        {"id": receipt["episodeIds"][0]},
        role="reader",
    )["episode"]
    assert episode["text"] == "I live in Berlin."
    assert episode["occurredAt"].startswith("2024-01-01T08:00:00")  # stored in UTC
    assert episode["idempotencyKey"] == "k-1"
    assert episode["metadata"] == {"channel": "chat"}
    page = api.ok('{ episodes(sessionId: "s1") { totalCount } }')["episodes"]
    assert page["totalCount"] == 2


# -- bad input ------------------------------------------------------------------------------


def test_naive_datetime_is_bad_user_input_naming_the_field(api: Api) -> None:
    body = api.call(
        INGEST, {"episodes": [{"text": "hi there", "occurredAt": "2024-01-01T09:00:00"}]}
    )
    assert codes(body) == ["BAD_USER_INPUT"]
    assert "occurredAt" in body["errors"][0]["message"]
    assert "timezone" in body["errors"][0]["message"]
    body = api.call('{ evidence(query: "where?", asOf: "2024-01-01") { view } }')
    assert codes(body) == ["BAD_USER_INPUT"]
    assert body["errors"][0]["message"].startswith("asOf:")
    body = api.call('{ evidence(query: "where?", knownAt: "yesterday") { view } }')
    assert codes(body) == ["BAD_USER_INPUT"]
    assert "knownAt" in body["errors"][0]["message"]
    assert api.ok("{ stats { episodes } }")["stats"]["episodes"] == 0


def test_empty_and_oversized_text_are_refused_and_nothing_is_written(api: Api) -> None:
    ok = {"text": "I live in Berlin.", "occurredAt": "2024-01-01T09:00:00Z"}
    body = api.call(INGEST, {"episodes": [ok, {"text": "   ", "occurredAt": ok["occurredAt"]}]})
    assert codes(body) == ["BAD_USER_INPUT"]
    assert any("episodes[1].text" in d for d in body["errors"][0]["extensions"]["details"])
    big = {"text": "x" * (64 * 1024 + 1), "occurredAt": ok["occurredAt"]}
    body = api.call(INGEST, {"episodes": [big]})
    assert codes(body) == ["BAD_USER_INPUT"]
    assert "65537 bytes" in " ".join(body["errors"][0]["extensions"]["details"])
    assert codes(api.call(INGEST, {"episodes": []})) == ["BAD_USER_INPUT"]
    assert api.ok("{ stats { episodes facts } }")["stats"] == {"episodes": 0, "facts": 0}


def test_unknown_ids_are_not_found_or_null(api: Api) -> None:
    missing = "01J0000000000000000000NONE"
    for mutation in (
        'mutation($id: ID!) { retractFact(id: $id, reason: "wrong") { id } }',
        "mutation($id: ID!) { forgetEpisode(id: $id) { episodeId } }",
        "mutation($id: ID!) { decideAudit(id: $id, decision: REJECT) { id } }",
    ):
        assert codes(api.call(mutation, {"id": missing})) == ["NOT_FOUND"], mutation
    data = api.ok(
        "query($id: ID!) { fact(id: $id) { id } episode(id: $id) { id } "
        'auditItem(id: $id) { id } slot(subject: "nobody", attribute: "home city") { id } }',
        {"id": missing},
    )
    assert data == {"fact": None, "episode": None, "auditItem": None, "slot": None}
    body = api.call('{ causalChain(factId: "' + missing + '") { links { reason } } }')
    assert codes(body) == ["NOT_FOUND"] or body["data"]["causalChain"] == []


def test_argument_limits(api: Api) -> None:
    assert codes(api.call("{ facts(first: 201) { totalCount } }")) == ["LIMIT_EXCEEDED"]
    assert codes(api.call("{ facts(first: 0) { totalCount } }")) == ["BAD_USER_INPUT"]
    assert codes(api.call('{ evidence(query: "q", maxItems: 51) { view } }')) == ["LIMIT_EXCEEDED"]
    body = api.call('{ evidence(query: "q", maxTokens: 8001) { view } }')
    assert codes(body) == ["LIMIT_EXCEEDED"]
    # The causal bound of recall.causal, said, not silently capped at it.
    chain = api.call(
        'query($d: Int) { causalChain(factId: "f-1", maxDepth: $d) { links { reason } } }',
        {"d": MAX_DEPTH + 1},
    )
    assert codes(chain) == ["LIMIT_EXCEEDED"]
    assert f"at most {MAX_DEPTH}" in chain["errors"][0]["message"]
    episodes = [{"text": f"note {i}", "occurredAt": "2024-01-01T00:00:00Z"} for i in range(1001)]
    assert codes(api.call(INGEST, {"episodes": episodes})) == ["LIMIT_EXCEEDED"]
    assert api.ok("{ stats { episodes } }")["stats"]["episodes"] == 0


def test_document_depth_and_alias_limits(api: Api) -> None:
    nested = "id"
    for _ in range(11):
        nested = f"supersedes {{ {nested} }}"
    body = api.call('{ fact(id: "x") { ' + nested + " } }")
    assert codes(body) == ["LIMIT_EXCEEDED"]
    assert "depth" in body["errors"][0]["message"]
    aliases = " ".join(f"a{i}: stats {{ facts }}" for i in range(31))
    assert codes(api.call("{ " + aliases + " }")) == ["LIMIT_EXCEEDED"]
    ok_aliases = " ".join(f"a{i}: stats {{ facts }}" for i in range(3))
    assert api.ok("{ " + ok_aliases + " }")["a2"] == {"facts": 0}


def test_a_request_over_its_cost_budget_is_refused_before_it_runs(api: Api) -> None:
    """Thirty aliased evidence calls at maxItems 50 pass the depth and alias caps, and ran
    for about a minute (issue 15); the cost model refuses them, with the cost said."""
    many = " ".join(f'e{i}: evidence(query: "q{i}", maxItems: 50) {{ view }}' for i in range(30))
    body = api.call("{ " + many + " }")
    assert codes(body) == ["LIMIT_EXCEEDED"] and body.get("data") is None
    error = body["errors"][0]
    assert error["extensions"]["cost"] > error["extensions"]["maxCost"]
    nested = (
        "{ facts(first: 200) { edges { node { slot { facts { slot { facts { value } } } } } } } }"
    )
    assert codes(api.call(nested)) == ["LIMIT_EXCEEDED"]
    two = " ".join(f'e{i}: evidence(query: "q{i}", maxItems: 50) {{ view }}' for i in range(2))
    assert set(api.ok("{ " + two + " }")) == {"e0", "e1"}


def test_request_body_over_one_mib_is_refused(api: Api) -> None:
    blob = "x" * (1024 * 1024)
    response = api.client.post(
        "/",
        json={"query": "{ stats { facts } }", "variables": {"blob": blob}},
        headers={"Authorization": f"Bearer {api.keys['admin']}"},
    )
    assert response.status_code == 413
    assert codes(response.json()) == ["LIMIT_EXCEEDED"]


def test_malformed_documents_are_bad_user_input(api: Api) -> None:
    assert codes(api.call("{ stats { nope } }")) == ["BAD_USER_INPUT"]
    assert codes(api.call("{ stats { ")) == ["BAD_USER_INPUT"]


# -- reads ----------------------------------------------------------------------------------


def test_evidence_packet_shape(api: Api) -> None:
    old, new = seed_moved(api)
    packet = api.ok(
        """
        query($q: String!) {
          evidence(query: $q, maxItems: 8, maxTokens: 800) {
            query view viewReason asOf knownAt
            current { score why fact { id value role } episode { id } }
            historical { score why fact { id value role } }
            transition { fact { id } } ambiguous { fact { id } }
            episodes { score why episode { id text } fact { id } }
            causalChains { links { cause { id } effect { id } reason } }
            prompt tokenEstimate trace
          }
        }""",
        {"q": "Where do I live now?"},
        role="reader",
    )["evidence"]
    assert packet["query"] == "Where do I live now?"
    assert packet["view"] == "CURRENT"
    assert "now" in packet["viewReason"]
    assert packet["asOf"] is None
    assert [i["fact"]["id"] for i in packet["current"]] == [new]
    assert packet["current"][0]["fact"]["role"] == "CURRENT"
    assert packet["current"][0]["episode"] is None
    assert old in [i["fact"]["id"] for i in packet["historical"]]
    assert packet["episodes"] and all(
        i["episode"] and i["fact"] is None for i in packet["episodes"]
    )
    assert "Munich" in packet["prompt"]
    assert 0 < packet["tokenEstimate"] <= 800
    assert isinstance(packet["trace"], dict)
    explicit = api.ok(
        '{ evidence(query: "Where do I live now?", view: HISTORICAL, '
        'asOf: "2023-06-01T00:00:00Z") { view viewReason asOf current { fact { value } } } }'
    )["evidence"]
    assert explicit["view"] == "HISTORICAL"
    assert explicit["asOf"].startswith("2023-06-01T00:00:00")


def test_support_says_when_another_speaker_said_it(api: Api) -> None:
    turns = [
        ("Caroline", "I went to the LGBTQ support group yesterday and it was powerful."),
        ("Melanie", "I ran a charity race for mental health last Saturday."),
        ("Melanie", "After the race I realized how much self-care matters to me."),
        ("Caroline", "That's wonderful, I love that you did that."),
    ]
    episodes = [
        {
            "text": text,
            "speaker": who,
            "sessionId": "conv",
            "occurredAt": f"2023-05-0{i + 1}T10:00:00Z",
        }
        for i, (who, text) in enumerate(turns)
    ]
    api.ok(INGEST, {"episodes": episodes}, role="writer")
    query = "query($q: String!) { evidence(query: $q) { support supportReason noEvidence } }"
    theirs = api.ok(query, {"q": "What did Melanie realize after the charity race?"})
    assert theirs["evidence"]["support"] == "STRONG"
    assert theirs["evidence"]["noEvidence"] is False
    swapped = api.ok(query, {"q": "What did Caroline realize after the charity race?"})
    assert swapped["evidence"]["support"] == "NONE"
    assert swapped["evidence"]["noEvidence"] is True
    assert "Melanie" in swapped["evidence"]["supportReason"]


def test_fact_graph_fields_and_slot(api: Api) -> None:
    old, new = seed_moved(api)
    fact = api.ok(
        "query($id: ID!) { fact(id: $id) { " + FACT_FIELDS + " sources { id text } "
        "supersedes { id value } supersededBy { id } evolvesTo { id } evolvedFrom { id } "
        "coexistsWith { id } causes { id } causedBy { id } "
        "slot { id key subject attribute cardinality risk facts { id role } "
        "edges { type from to at reason decidedBy confidence } } } }",
        {"id": new},
        role="reader",
    )["fact"]
    assert fact["id"] == new
    assert fact["role"] == "CURRENT"
    assert fact["value"] == "Munich"
    assert fact["validFrom"].startswith("2024-03-01T10:00:00")
    assert [s["text"] for s in fact["sources"]] == ["I moved to Munich now"]
    assert fact["supersedes"] == [{"id": old, "value": "Berlin"}]
    assert fact["supersededBy"] == []
    slot = fact["slot"]
    assert slot["cardinality"] == "SINGLE"
    assert {f["id"]: f["role"] for f in slot["facts"]} == {new: "CURRENT", old: "HISTORICAL"}
    assert any(
        e["type"] == "SUPERSEDES" and e["from"] == new and e["to"] == old for e in slot["edges"]
    )
    older = api.ok(
        "query($id: ID!) { fact(id: $id) { role validUntil supersededBy { id } } }", {"id": old}
    )["fact"]
    assert older["role"] == "HISTORICAL"
    assert older["supersededBy"] == [{"id": new}]
    assert older["validUntil"].startswith("2024-03-01T10:00:00")
    direct = api.ok('{ slot(subject: "user", attribute: "home city") { id facts { id } } }')["slot"]
    assert direct["id"] == slot["id"]


def test_facts_filter_by_attribute_as_ingested(api: Api) -> None:
    # Callers filter with the attribute spelling they ingested with ("home city").
    old, new = seed_moved(api)
    data = api.ok('{ facts(attribute: "home city") { totalCount edges { node { id } } } }')
    assert data["facts"]["totalCount"] == 2
    assert {e["node"]["id"] for e in data["facts"]["edges"]} == {old, new}


def test_facts_pagination(api: Api) -> None:
    api.ok(
        INGEST_FACTS,
        {
            "facts": [
                fact_input(lang, f"2024-01-0{i + 1}T00:00:00Z", f"I speak {lang}", "language")
                for i, lang in enumerate(["English", "German", "French"])
            ]
        },
    )
    query = (
        'query($after: String) { facts(attribute: "language", first: 2, after: $after) { '
        "totalCount pageInfo { hasNextPage endCursor } edges { cursor node { value } } } }"
    )
    first = api.ok(query, {"after": None})["facts"]
    assert first["totalCount"] == 3
    assert len(first["edges"]) == 2
    assert first["pageInfo"]["hasNextPage"] is True
    assert all(e["cursor"] for e in first["edges"])
    second = api.ok(query, {"after": first["pageInfo"]["endCursor"]})["facts"]
    assert len(second["edges"]) == 1
    assert second["pageInfo"]["hasNextPage"] is False
    values = {e["node"]["value"] for e in first["edges"] + second["edges"]}
    assert values == {"English", "German", "French"}
    # Every edge's cursor resumes right after that edge (Relay), not only the last one's.
    resumed = api.ok(query, {"after": first["edges"][0]["cursor"]})["facts"]
    assert resumed["edges"][0]["node"] == first["edges"][1]["node"]
    # A multi-valued slot: the first language is current, the others coexist with it.
    current = api.ok('{ facts(attribute: "language", role: CURRENT) { totalCount } }')
    coexisting = api.ok('{ facts(attribute: "language", role: COEXISTING) { totalCount } }')
    historical = api.ok('{ facts(attribute: "language", role: HISTORICAL) { totalCount } }')
    assert historical["facts"]["totalCount"] == 0
    assert current["facts"]["totalCount"] == 1
    assert coexisting["facts"]["totalCount"] == 2


# -- audit, retract, forget -----------------------------------------------------------------


def test_audit_queue_and_decision(api: Api) -> None:
    item_id = seed_audit(api)
    item = api.ok(
        "query($id: ID!) { auditItem(id: $id) { id status proposed confidence reason createdAt "
        "decidedAt decision newFact { value role } existingFact { value role } } }",
        {"id": item_id},
        role="reader",
    )["auditItem"]
    assert item["status"] == "PENDING"
    assert item["decidedAt"] is None
    assert item["newFact"] == {"value": "Globex", "role": "PENDING_REVIEW"}
    assert item["existingFact"] == {"value": "Acme", "role": "CURRENT"}
    high = api.ok('{ auditQueue(risk: HIGH, attribute: "employer") { totalCount } }')
    assert high["auditQueue"]["totalCount"] == 1
    decided = api.ok(
        'mutation($id: ID!) { decideAudit(id: $id, decision: SUPERSEDES, note: "confirmed") '
        "{ id status decision decidedBy decidedAt note newFact { role } "
        "existingFact { role } } }",
        {"id": item_id},
    )["decideAudit"]
    assert decided["status"] in {"APPROVED", "AMENDED"}
    assert decided["decision"] == "SUPERSEDES"
    assert decided["decidedBy"] == f"key:{key_id_of(api.keys['admin'])}"
    assert decided["note"] == "confirmed"
    assert decided["newFact"]["role"] == "CURRENT"
    assert decided["existingFact"]["role"] == "HISTORICAL"
    assert api.ok("{ auditQueue { totalCount } }")["auditQueue"]["totalCount"] == 0
    everything = api.ok("{ auditQueue(status: null) { totalCount } }")["auditQueue"]
    assert everything["totalCount"] == 1
    again = api.call(
        "mutation($id: ID!) { decideAudit(id: $id, decision: REJECT) { id } }", {"id": item_id}
    )
    assert codes(again) == ["BAD_USER_INPUT"]


def test_retract_restores_the_superseded_fact(api: Api) -> None:
    old, new = seed_moved(api)
    retracted = api.ok(
        'mutation($id: ID!) { retractFact(id: $id, reason: "typo") { id role } }',
        {"id": new},
        role="writer",
    )["retractFact"]
    assert retracted == {"id": new, "role": "RETRACTED"}
    restored = api.ok("query($id: ID!) { fact(id: $id) { role validUntil } }", {"id": old})
    assert restored["fact"]["role"] == "CURRENT"


def test_forget_episode_receipt(api: Api) -> None:
    old, new = seed_moved(api)
    sources = api.ok("query($id: ID!) { fact(id: $id) { sources { id } } }", {"id": new})
    episode_id = sources["fact"]["sources"][0]["id"]
    receipt = api.ok(
        "mutation($id: ID!) { forgetEpisode(id: $id) { episodeId factsDeleted factsUnlinked "
        "factsRestored } }",
        {"id": episode_id},
    )["forgetEpisode"]
    assert receipt == {
        "episodeId": episode_id,
        "factsDeleted": 1,
        "factsUnlinked": 0,
        "factsRestored": 1,
    }
    assert api.ok("query($id: ID!) { fact(id: $id) { id } }", {"id": new})["fact"] is None
    assert api.ok("query($id: ID!) { fact(id: $id) { role } }", {"id": old})["fact"] == {
        "role": "CURRENT"
    }


def test_stats(api: Api) -> None:
    seed_moved(api)
    stats = api.ok(
        "{ stats { episodes facts factsByRole { key count } slots entities auditPending "
        "auditDecided overturnRate oldestPendingAt episodesPerDay { day count } "
        "factsPerDay { day count } decisionsByStatus { key count } schemaVersion } }",
        role="reader",
    )["stats"]
    assert stats["episodes"] == 2
    assert stats["facts"] == 2
    roles = {r["key"]: r["count"] for r in stats["factsByRole"]}
    assert roles.get("current") == 1 and roles.get("historical") == 1
    assert stats["auditPending"] == 0
    assert stats["schemaVersion"] and stats["schemaVersion"] > 0


def test_graphiql_is_served_only_when_enabled(service, api: Api) -> None:  # noqa: ANN001
    page = api.client.get("/", headers={"Accept": "text/html"})
    assert page.status_code == 200 and "graphiql" in page.text.lower()
    key = f"k-{uuid.uuid4().hex}"
    for settings in (
        Settings(api_keys={key: f"{api.tenant}:reader"}, graphiql=False),
        Settings(api_keys={key: f"{api.tenant}:reader"}),  # off unless development mode
    ):
        with TestClient(graphql_app(service, settings)) as client:
            assert client.get("/", headers={"Accept": "text/html"}).status_code != 200
    with TestClient(graphql_app(service, Settings(dev_mode=True))) as client:
        assert client.get("/", headers={"Accept": "text/html"}).status_code == 200


def test_unexpected_errors_are_internal_and_leak_nothing(service, tenant: str) -> None:  # noqa: ANN001
    class Broken(type(service)):  # the real service, with one read that blows up
        def stats(self, tenant: str):  # noqa: ANN202
            raise RuntimeError("MATCH (n:Fact) bolt://10.0.0.7:7687 password=hunter2")

    broken = Broken.__new__(Broken)
    broken.__dict__.update(service.__dict__)
    key = f"k-{uuid.uuid4().hex}"
    settings = Settings(api_keys={key: f"{tenant}:reader"})
    with TestClient(graphql_app(broken, settings)) as client:
        body = client.post(
            "/", json={"query": "{ stats { facts } }"}, headers={"Authorization": f"Bearer {key}"}
        ).json()
    assert codes(body) == ["INTERNAL"]
    text = str(body)
    for secret in ("MATCH", "bolt://", "hunter2", "RuntimeError", "Traceback"):
        assert secret not in text
