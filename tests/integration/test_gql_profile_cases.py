"""Issue 17 over GraphQL: `profile` (reader), `ingest` of a case with an outcome,
`recordOutcome` (writer: validated, idempotent, tenant-isolated) and a packet's `cases`."""

from __future__ import annotations

import pytest

from tests.integration.test_gql_api import INGEST, Api, api, codes, service  # noqa: F401

pytestmark = pytest.mark.integration

PROFILE = """
query($subject: String!, $asOf: DateTime, $maxTokens: Int) {
  profile(subject: $subject, asOf: $asOf, maxTokens: $maxTokens) {
    subject asOf cached tokenEstimate prompt
    domains { name states { attribute value since exceptions { value scope } also { value } } }
    inFlight { attribute value fromValue } abandoned { attribute value ended }
    changes { attribute old { value } new { value } at why }
    traits { attribute value heldDays reinforced }
    pending { attribute value proposed existing { value } auditItemId }
  }
}"""

RECORD = """
mutation($id: ID!, $status: OutcomeStatus!, $result: String, $trigger: String,
         $produced: [ID!]) {
  recordOutcome(episodeId: $id, status: $status, result: $result, trigger: $trigger,
                producedFactIds: $produced) {
    id kind trigger outcome { status result lesson recordedAt }
  }
}"""

DID_IT_WORK = """query {
  evidence(query: "Did it work when the deploy failed after the upgrade?") {
    cases { why episode { id trigger outcome { status result } } }
    prompt
  }
}"""


def test_profile_over_graphql(api: Api) -> None:  # noqa: F811
    api.ok(INGEST, {"episodes": [
        {"text": "I live in Berlin.", "occurredAt": "2020-01-05T10:00:00Z", "speaker": "user"},
        {"text": "I moved to Lisbon.", "occurredAt": "2022-06-01T10:00:00Z", "speaker": "user"},
    ]}, role="writer")  # fmt: skip
    card = api.ok(PROFILE, {"subject": "user"}, role="reader")["profile"]
    home = next(d for d in card["domains"] if d["name"] == "home")["states"]
    assert [(s["attribute"], s["value"]) for s in home] == [("home_city", "Lisbon")]
    assert [(c["old"]["value"], c["new"]["value"]) for c in card["changes"]] == [
        ("Berlin", "Lisbon")
    ]
    assert card["cached"] is False and "Lisbon" in card["prompt"] and card["tokenEstimate"] > 0
    assert api.ok(PROFILE, {"subject": "user"}, role="reader")["profile"]["cached"] is True
    past = api.ok(PROFILE, {"subject": "user", "asOf": "2021-01-01T00:00:00Z"})["profile"]
    assert [s["value"] for d in past["domains"] for s in d["states"]] == ["Berlin"]
    bad = api.call(PROFILE, {"subject": "user", "maxTokens": 100000}, role="reader")
    assert codes(bad) == ["LIMIT_EXCEEDED"] or codes(bad) == ["BAD_USER_INPUT"]
    assert codes(api.call(PROFILE, {"subject": " "}, role="reader")) == ["BAD_USER_INPUT"]
    assert codes(api.call(PROFILE, {"subject": "user"}, role=None)) == ["UNAUTHENTICATED"]


def test_cases_and_record_outcome_over_graphql(api: Api) -> None:  # noqa: F811
    got = api.ok(INGEST, {"episodes": [{
        "text": "The deploy failed after the Node 22 upgrade; we pinned Node 20.",
        "occurredAt": "2024-05-01T10:00:00Z", "kind": "CASE",
        "trigger": "deploy failed after upgrade",
        "outcome": {"status": "PARTIAL", "result": "deploys pass, upgrade postponed"}}]},
        role="writer")["ingest"]  # fmt: skip
    case_id = got["episodeIds"][0]
    plain = api.ok(INGEST, {"episodes": [{"text": "Note: nothing else happened.",
                                           "occurredAt": "2024-05-02T10:00:00Z"}]},
                   role="writer")["ingest"]["episodeIds"][0]  # fmt: skip
    done = api.ok(RECORD, {"id": case_id, "status": "SUCCESS", "result": "upgraded in June"},
                  role="writer")["recordOutcome"]  # fmt: skip
    assert done["kind"] == "CASE" and done["outcome"]["status"] == "SUCCESS"
    again = api.ok(RECORD, {"id": case_id, "status": "SUCCESS", "result": "upgraded in June"},
                   role="writer")["recordOutcome"]  # fmt: skip
    assert again["outcome"]["recordedAt"] == done["outcome"]["recordedAt"]  # idempotent
    assert codes(api.call(RECORD, {"id": case_id, "status": "SUCCESS"}, role="reader")) == [
        "FORBIDDEN"
    ]
    assert codes(api.call(RECORD, {"id": plain, "status": "SUCCESS"}, role="writer")) == [
        "BAD_USER_INPUT"
    ]
    assert codes(api.call(RECORD, {"id": "nope", "status": "SUCCESS", "trigger": "x"},
                          role="writer")) == ["NOT_FOUND"]  # fmt: skip
    assert codes(api.call(RECORD, {"id": case_id, "status": "MAYBE"}, role="writer"))
    packet = api.ok(DID_IT_WORK, role="reader")["evidence"]
    assert packet["cases"][0]["episode"]["id"] == case_id
    assert packet["cases"][0]["episode"]["outcome"] == {"status": "SUCCESS",
                                                        "result": "upgraded in June"}  # fmt: skip
    assert "outcome: success (upgraded in June)" in packet["prompt"]
