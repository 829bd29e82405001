"""The health watch's panels, outcomes, probe edits and incident decisions against the real
Neo4j: the write side's counts and rates on a tenant built to known figures, the retrieval
side's per-slice series with thresholds and open incidents, `reportOutcome` over GraphQL
(validated, counted per day, tenant-isolated), `/metrics`, editing and retiring probes, and
a person acknowledging and closing an incident."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from starlette.testclient import TestClient

from graph.errors import AlreadyDecided, NotFound
from graph.types import StructuredFactInput
from palimpsest.app import create_app
from palimpsest.health import Incident
from palimpsest.service import MemoryService
from palimpsest.settings import Settings
from recall.probes import ProbeDraft, ProbeRule
from recall.view import StateView
from tests.integration.test_gql_api import Api, api, codes, service  # noqa: F401 - fixtures
from tests.integration.test_health import PREFERENCES, inject, slices, watched  # noqa: F401

pytestmark = pytest.mark.integration


def fact(attribute: str, value: str, year: int, text: str) -> StructuredFactInput:
    return StructuredFactInput("user", attribute, value, datetime(year, 1, 1, tzinfo=UTC), text)


def today() -> str:
    return datetime.now(UTC).date().isoformat()


def pollute(svc: MemoryService, tenant: str) -> None:
    for (attribute, value), bad in zip(PREFERENCES[:3], ("carnivore", "Windows", "Edge"),
                                       strict=True):  # fmt: skip
        inject(svc, tenant, attribute, value, bad)


# -- write side ------------------------------------------------------------------------------


def test_the_write_panel_counts_duplicates_gaps_queue_and_overturns(
    service: MemoryService,  # noqa: F811
    tenant: str,
) -> None:
    svc = service
    svc.ingest_facts(tenant, [fact("diet", "vegan", 2022, "I am vegan"),
                              fact("os", "Linux", 2022, "I run Linux")])  # fmt: skip
    again = svc.ingest_facts(tenant, [fact("diet", "vegan", 2023, "Still vegan, as I said")])
    assert again.facts_reinforced == 1 and again.facts_created == 0
    svc.ingest_facts(tenant, [fact("employer", "Acme", 2022, "I work at Acme")])
    queued = svc.ingest_facts(tenant, [fact("employer", "Globex", 2024, "I work at Globex")])
    assert queued.queued_for_review == 1
    linux = next(f.uid for f in svc.facts(tenant, attribute="os").items)
    svc.graph.execute("panels/test_drop_provenance", tenant, uid=linux)
    item = svc.audit_queue(tenant).items[0]
    svc.decide_audit(tenant, item.uid, None, decided_by="key:kid-test")  # rejected: overturned

    side = svc.health.panels.write_side(tenant)
    r = side.rates
    # 4 facts; 4 provenance edges (vegan 2, Acme 1, Globex 1; Linux lost its one) over 3
    # sourced facts: 1 duplicate. Linux lacks provenance; 1 queued of 4; 1 of 1 overturned.
    assert (r.facts, r.provenance, r.duplicates, r.missing_provenance, r.queued) == (4, 4, 1, 1, 1)
    assert (r.duplicate_rate, r.missing_provenance_rate, r.queued_share) == (0.25, 0.25, 0.25)
    assert (r.decided, r.overturned, r.overturn_rate) == (1, 1, 1.0)
    assert [(w.day, w.source, w.extractor, w.count) for w in side.writes] == [
        (today(), "system_import", "structured", 4)  # structured ingest
    ]
    # A tenant with nothing written has no rates, not 0%.
    empty = svc.health.panels.write_side(f"t-{uuid.uuid4().hex[:12]}").rates
    assert empty.facts == 0 and empty.duplicate_rate is None and empty.queued_share is None


# -- retrieval side, incidents -----------------------------------------------------------------


def test_the_retrieval_panel_draws_each_slice_with_its_threshold_and_open_incidents(
    service: MemoryService,  # noqa: F811
    watched: str,  # noqa: F811
) -> None:
    pollute(service, watched)
    runs = [service.health.run(watched) for _ in range(2)]
    side = service.health.panels.retrieval_side(watched)
    assert side.runs == 3
    series = {s.slice: s for s in side.slices}
    assert set(series) == {"history", "preferences", "updates"}
    prefs = series["preferences"]
    assert [p.run_uid for p in prefs.points][1:] == [r.uid for r in runs]  # oldest first
    assert [p.pass_rate for p in prefs.points] == [1.0, 0.25, 0.25]
    assert [p.breach for p in prefs.points] == [False, True, True]
    assert {p.threshold_rate for p in prefs.points[1:]} == {0.5}  # 2 of 4
    assert "too small" in (prefs.too_small or "")
    assert [p.pass_rate for p in series["updates"].points] == [1.0, 1.0, 1.0]
    (incident,) = side.open_incidents
    assert incident.slice == "preferences" and len(incident.failures) == 3


def test_a_person_acknowledges_then_closes_an_incident_and_the_slice_starts_afresh(
    service: MemoryService,  # noqa: F811
    watched: str,  # noqa: F811
) -> None:
    health = service.health
    pollute(service, watched)
    health.run(watched)
    (opened,) = [health.incident(watched, u) for u in health.run(watched).opened]
    assert opened is not None and opened.status == "open"

    seen = health.acknowledge_incident(watched, opened.uid, "key:kid-a", "  looking  ")
    assert (seen.status, seen.acknowledged_by, seen.note) == ("open", "key:kid-a", "looking")
    assert seen.acknowledged_at is not None and seen.closed_at is None
    # Still open: a third breach opens nothing new.
    assert health.run(watched).opened == []

    closed = health.close_incident(watched, opened.uid, "key:kid-b", "wrong import rolled back")
    assert (closed.status, closed.closed_by, closed.acknowledged_by) == (
        "closed", "key:kid-b", "key:kid-a"
    )  # fmt: skip
    assert health.incidents(watched, "open") == []
    with pytest.raises(AlreadyDecided):
        health.close_incident(watched, opened.uid, "key:kid-b")
    with pytest.raises(NotFound):
        health.acknowledge_incident(watched, "no-such-incident", "key:kid-b")
    # The memory still breaches: the closed incident's slice needs two new breaches.
    fourth, fifth = health.run(watched), health.run(watched)
    assert slices(fourth)["preferences"][2] and fourth.opened == []
    assert len(fifth.opened) == 1
    reopened = health.incident(watched, fifth.opened[0])
    assert reopened is not None and reopened.first_run_uid == fourth.uid
    assert [i.status for i in health.incidents(watched)] == ["open", "closed"]


RACES = 20


def open_incident(svc: MemoryService, tenant: str, slice_name: str) -> str:
    """An open incident written by the run's own statement (no run needed)."""
    uid = f"inc-{uuid.uuid4().hex}"
    row = {"uid": uid, "slice": slice_name, "snapshot_version": 1,
           "snapshot_known_at": datetime.now(UTC).isoformat(), "first_run_uid": "run-0",
           "passed": 0, "total": 4, "threshold": 2, "failures": "[]"}  # fmt: skip
    svc.graph.execute("health/open_incidents", tenant, rows=[row], run_uid="run-1",
                      now=datetime.now(UTC), resolved=[])  # fmt: skip
    return uid


def at_once(*calls: Callable[[], object]) -> list[object]:
    """Each call on its own thread, released together; what each returned or raised."""
    start = threading.Barrier(len(calls))
    results: list[object] = [None] * len(calls)

    def run(i: int) -> None:
        start.wait()
        try:
            results[i] = calls[i]()
        except Exception as exc:  # noqa: BLE001 - the outcome under test
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


def test_two_people_deciding_one_incident_at_once_never_reopen_or_double_close_it(
    service: MemoryService,  # noqa: F811
    tenant: str,
) -> None:
    health = service.health
    for _ in range(RACES):
        uid = open_incident(service, tenant, "preferences")
        results = at_once(lambda u=uid: health.close_incident(tenant, u, "key:kid-a"),
                          lambda u=uid: health.close_incident(tenant, u, "key:kid-b"))  # fmt: skip
        assert sorted(type(r).__name__ for r in results) == ["AlreadyDecided", "Incident"]
        final = health.incident(tenant, uid)
        assert final is not None and final.status == "closed"

        uid = open_incident(service, tenant, "preferences")
        closed, seen = at_once(
            lambda u=uid: health.close_incident(tenant, u, "key:kid-a"),
            lambda u=uid: health.acknowledge_incident(tenant, u, "key:kid-b"),
        )
        assert isinstance(closed, Incident) and closed.status == "closed"
        assert isinstance(seen, Incident | AlreadyDecided)
        final = health.incident(tenant, uid)
        assert final is not None and (final.status, final.closed_by) == ("closed", "key:kid-a")


def test_a_run_resolving_an_incident_a_person_closes_at_once_leaves_it_closed(
    service: MemoryService,  # noqa: F811
    tenant: str,
) -> None:
    health = service.health
    for _ in range(RACES):
        uid = open_incident(service, tenant, "updates")
        closed, _ = at_once(
            lambda u=uid: health.close_incident(tenant, u, "key:kid-a"),
            lambda: service.graph.execute("health/open_incidents", tenant, rows=[],
                                          run_uid="run-2", now=datetime.now(UTC),
                                          resolved=["updates"]),
        )  # fmt: skip
        final = health.incident(tenant, uid)
        assert final is not None
        if isinstance(closed, Incident):  # the close won: the run's resolve leaves it be
            assert (final.status, final.resolved_at) == ("closed", None)
        else:  # the run resolved it first
            assert isinstance(closed, AlreadyDecided) and final.status == "resolved"


def test_editing_and_retiring_probes_recalibrates_their_slice(
    service: MemoryService,  # noqa: F811
    watched: str,  # noqa: F811
) -> None:
    health = service.health
    diet = next(p for p in health.probes(watched, "preferences") if p.draft.attribute == "diet")
    edited = health.update_probe(watched, diet.uid, ProbeDraft(
        "What do I eat now?", ("vegan",), ProbeRule.CURRENT, "preferences",
        view=StateView.CURRENT, subject="user", attribute="diet"), "key:kid-a")  # fmt: skip
    assert (edited.uid, edited.revision, edited.draft.expected) == (diet.uid, 1, ("vegan",))
    assert edited.draft.question == "What do I eat now?" and edited.written_at > diet.written_at
    run = health.run(watched)
    prefs = next(s for s in run.slices if s.slice == "preferences")
    # The edited expectation is wrong (the memory says vegetarian): recalibrated, not a breach.
    assert (prefs.passed, prefs.total, prefs.calibrated, prefs.breach) == (3, 4, True, False)

    retired = health.retire_probe(watched, diet.uid, "key:kid-a", "asked twice")
    assert retired.retired_at is not None
    assert diet.uid not in {p.uid for p in health.probes(watched)}
    assert diet.uid in {p.uid for p in health.probes(watched, include_retired=True)}
    run = health.run(watched)
    prefs = next(s for s in run.slices if s.slice == "preferences")
    assert (prefs.passed, prefs.total, prefs.calibrated) == (3, 3, True)
    with pytest.raises(NotFound):
        health.update_probe(watched, diet.uid, edited.draft, "key:kid-a")
    with pytest.raises(NotFound):
        health.retire_probe(watched, "no-such-probe", "key:kid-a")


# -- outcomes over GraphQL ---------------------------------------------------------------------

REPORT = """mutation($o: AnswerOutcomeInput!) { reportOutcome(outcome: $o) {
  id outcome question packetRef note factIds reportedAt reportedBy } }"""
PANELS = """{ healthPanels { outcomeSide { days helpful wrong stale perDay { day outcome count } }
  writeSide { facts duplicateRate } retrievalSide { runs } } }"""


def test_report_outcome_is_validated_stored_and_counted_per_day(api: Api) -> None:  # noqa: F811
    api.ok("""mutation($f: [FactInput!]!) { ingestFacts(facts: $f) { accepted } }""",
           {"f": [{"subject": "user", "attribute": "diet", "value": "vegan",
                   "validFrom": "2024-01-01T00:00:00Z", "text": "I am vegan"}]})  # fmt: skip
    edges = api.ok('{ facts(attribute: "diet") { edges { node { id } } } }')["facts"]["edges"]
    fact_id = edges[0]["node"]["id"]
    first = {"outcome": "HELPFUL", "question": " What do I eat? ", "packetRef": "app-req-17"}
    helpful = api.ok(REPORT, {"o": first}, role="writer")["reportOutcome"]
    assert helpful["outcome"] == "HELPFUL" and helpful["question"] == "What do I eat?"
    assert helpful["packetRef"] == "app-req-17" and helpful["reportedBy"].startswith("key:kid-")
    stale = {"outcome": "STALE", "factIds": [fact_id], "note": "said vegan; I eat fish now"}
    wrong = api.ok(REPORT, {"o": stale})["reportOutcome"]
    assert wrong["factIds"] == [fact_id]
    api.ok(REPORT, {"o": {"outcome": "HELPFUL"}}, role="writer")

    # Refused, each with every problem named, and nothing written.
    bad = api.call(REPORT, {"o": {"outcome": "HELPFUL", "packetRef": " ", "note": "x" * 5000,
                                  "factIds": [fact_id, fact_id]}})  # fmt: skip
    assert codes(bad) == ["BAD_USER_INPUT"]
    details = " ".join(bad["errors"][0]["extensions"]["details"])
    for problem in ("packetRef: empty", "note: 5000 bytes", "factIds: each fact once"):
        assert problem in details, details
    assert codes(api.call(REPORT, {"o": {"outcome": "MAYBE"}})) == ["BAD_USER_INPUT"]
    unknown = api.call(REPORT, {"o": {"outcome": "WRONG", "factIds": ["no-such-fact"]}})
    assert codes(unknown) == ["NOT_FOUND"]
    assert codes(api.call(REPORT, {"o": {"outcome": "WRONG"}}, role="reader")) == ["FORBIDDEN"]
    assert codes(api.call(PANELS, role="writer")) == ["FORBIDDEN"]

    side = api.ok(PANELS)["healthPanels"]["outcomeSide"]
    assert (side["days"], side["helpful"], side["wrong"], side["stale"]) == (30, 2, 0, 1)
    assert side["perDay"] == [
        {"day": today(), "outcome": "HELPFUL", "count": 2},
        {"day": today(), "outcome": "STALE", "count": 1},
    ]
    assert codes(api.call("{ healthPanels(days: 0) { writeSide { facts } } }")) == [
        "BAD_USER_INPUT"
    ]


# -- /metrics ------------------------------------------------------------------------------------


def test_metrics_export_the_three_panels_for_an_admin_of_the_tenant(
    graph,  # noqa: ANN001
    service: MemoryService,  # noqa: F811
    watched: str,  # noqa: F811
) -> None:
    admin, reader = f"k-{uuid.uuid4().hex}", f"r-{uuid.uuid4().hex}"
    settings = Settings(api_keys={admin: f"{watched}:admin", reader: f"{watched}:reader"})
    svc = MemoryService(graph, settings)
    pollute(svc, watched)
    svc.health.run(watched)
    svc.health.run(watched)
    with TestClient(create_app(svc, settings)) as c:
        c.post("/graphql", headers={"Authorization": f"Bearer {reader}"}, json={
            "query": "mutation { reportOutcome(outcome: {outcome: WRONG}) { id } }"})  # fmt: skip
        text = c.get("/metrics", headers={"Authorization": f"Bearer {admin}"}).text
        t = f'tenant="{watched}"'
        assert f'palimpsest_probe_pass_rate{{slice="preferences",{t}}} 0.25' in text
        assert f'palimpsest_probe_threshold_rate{{slice="preferences",{t}}} 0.5' in text
        assert f'palimpsest_probe_breach{{slice="preferences",{t}}} 1.0' in text
        assert f'palimpsest_probe_breach{{slice="updates",{t}}} 0.0' in text
        assert f'palimpsest_incidents_open{{slice="preferences",{t}}} 1.0' in text
        assert f'palimpsest_outcomes_reported{{outcome="wrong",{t}}} 0.0' in text  # reader: refused
        assert f'palimpsest_panel_write_rate{{rate="overturn",{t}}} 0.0' in text
        assert f'palimpsest_panel_write_rate{{rate="missing_provenance",{t}}} 0.0' in text
        assert (
            f'palimpsest_panel_writes{{extractor="structured",source="system_import",{t}}}' in text
        )
        for headers in ({}, {"Authorization": f"Bearer {reader}"}):
            assert watched not in c.get("/metrics", headers=headers).text
