"""The health watch against the real Neo4j: probes stored as their own nodes, runs through
`MemoryService.evidence`, staleness and pollution injected through a test-only write (no
supersession, no audit item), alarms after two runs in the matching slice only, a clean
tenant run 50 times without an incident, and the admin GraphQL fields over HTTP."""

from __future__ import annotations

import time
import uuid
from datetime import UTC, datetime

import pytest
from starlette.testclient import TestClient
from typer.testing import CliRunner

from graph.search import search_labels
from graph.types import Relation, StructuredFactInput
from palimpsest.service import MemoryService
from palimpsest.settings import Settings
from recall.probes import ProbeDraft, ProbeRule, ProbeSource
from recall.view import StateView
from tests.integration.test_gql_api import Api, api, codes, service  # noqa: F401 - fixtures

pytestmark = pytest.mark.integration


def at(year: int) -> datetime:
    return datetime(year, 1, 1, tzinfo=UTC)


def fact(attribute: str, value: str, year: int, text: str) -> StructuredFactInput:
    return StructuredFactInput("user", attribute, value, at(year), text)


# Changes the resolver applies alone (an update cue): generated probes, slice "updates".
CHANGES = [
    ("home_city", "Shanghai", "Hangzhou", "I live in Shanghai", "I moved to Hangzhou now"),
    ("editor", "Vim", "VS Code", "I use Vim", "I switched to VS Code now"),
    ("coffee", "latte", "espresso", "I drink latte", "I now drink espresso instead"),
]
# Single-valued slots that never changed: admin probes, slice "preferences".
PREFERENCES = [("diet", "vegetarian"), ("os", "Linux"), ("browser", "Firefox"), ("shell", "zsh")]


def seed(svc: MemoryService, tenant: str, with_audit: bool = True) -> None:
    svc.ingest_facts(tenant, [fact(a, old, 2022, t) for a, old, _, t, _ in CHANGES]
                     + [fact(a, v, 2022, f"My {a} is {v}") for a, v in PREFERENCES])  # fmt: skip
    svc.ingest_facts(tenant, [fact(a, new, 2024, t) for a, _, new, _, t in CHANGES])
    if with_audit:  # a high-risk slot without a cue: a person decides the change
        svc.ingest_facts(tenant, [fact("employer", "Acme", 2022, "I work at Acme")])
        receipt = svc.ingest_facts(tenant, [fact("employer", "Globex", 2024, "I work at Globex")])
        assert receipt.queued_for_review == 1
        item = svc.audit_queue(tenant).items[0]
        svc.decide_audit(tenant, item.uid, Relation.SUPERSEDES, decided_by="key:kid-test")
    svc.health.generate(tenant)
    for attribute, value in PREFERENCES:
        svc.health.add_probe(tenant, ProbeDraft(
            f"What is my {attribute}?", (value,), ProbeRule.CURRENT, "preferences",
            view=StateView.CURRENT, subject="user", attribute=attribute))  # fmt: skip
    # What was current before the changes, asked as of 2023: slice "history".
    for attribute, old, *_ in CHANGES:
        svc.health.add_probe(tenant, ProbeDraft(
            f"What was my {attribute} in 2023?", (old,), ProbeRule.CURRENT, "history",
            view=StateView.CURRENT, subject="user", attribute=attribute,
            as_of=datetime(2023, 1, 1, tzinfo=UTC)))  # fmt: skip


def inject(svc: MemoryService, tenant: str, attribute: str, copy_of: str, value: str) -> None:
    """The test-only write: a copy of the fact valued `copy_of` made current with `value`,
    valid from now, without supersession or review."""
    uid = next(f.uid for f in svc.facts(tenant, attribute=attribute, first=50).items
               if f.value == copy_of)  # fmt: skip
    now = datetime.now(UTC)
    svc.graph.execute(
        "health/test_inject_fact", tenant, uid=uid, new_uid=f"inj-{uuid.uuid4().hex}",
        value=value, text=f"My {attribute} is {value}", valid_from=now, now=now,
        labels=search_labels(tenant),
    )  # fmt: skip


def slices(run) -> dict[str, tuple[int, int, bool]]:  # noqa: ANN001
    return {s.slice: (s.passed, s.total, s.breach) for s in run.slices}


@pytest.fixture
def watched(service: MemoryService, tenant: str) -> str:  # noqa: F811
    seed(service, tenant)
    first = service.health.run(tenant)
    # Calibration: every probe passes on the healthy graph, and every slice sets its baseline.
    assert slices(first) == {"history": (3, 3, False), "preferences": (4, 4, False),
                             "updates": (8, 8, False)}  # fmt: skip
    assert all(s.calibrated for s in first.slices)
    return tenant


def test_probes_are_nodes_of_their_own_and_never_evidence(
    service: MemoryService,  # noqa: F811
    watched: str,
) -> None:
    probes = service.health.probes(watched)
    assert len(probes) == 15
    sources = {p.draft.source for p in probes}
    assert sources == {ProbeSource.ADMIN, ProbeSource.CONFIRMED_CHANGE, ProbeSource.AUDIT_DECISION}
    assert all(p.version and p.written_at for p in probes)
    assert service.health.generate(watched) == []  # idempotent
    packet = service.evidence(watched, "What was my home city in 2023?")
    seeded = {seed["uid"] for seed in packet.trace["seeds"]}  # type: ignore[union-attr]
    assert seeded and not seeded & {p.uid for p in probes}
    assert "What is my diet" not in packet.prompt


def test_injected_staleness_alarms_the_updates_slice_after_two_runs(
    service: MemoryService,  # noqa: F811
    watched: str,
) -> None:
    for attribute, old, *_ in CHANGES[:2]:
        inject(service, watched, attribute, old, old)  # the old value, current again
    second, third = service.health.run(watched), service.health.run(watched)
    assert slices(second)["updates"] == (4, 8, True) and not second.opened
    assert {s.slice for s in second.slices if s.breach} == {"updates"}
    assert {s.slice for s in third.slices if s.breach} == {"updates"}
    assert len(third.opened) == 1
    (incident,) = service.health.incidents(watched)
    assert (incident.slice, incident.status, incident.first_run_uid) == (
        "updates", "open", second.uid
    )  # fmt: skip
    # Frozen at the first breach: its graph version and snapshot.
    assert incident.snapshot.version == second.snapshot.version
    assert incident.snapshot.known_at == second.snapshot.known_at
    assert len(incident.failures) == 4
    failure = next(f for f in incident.failures if f["expected"] == ["Hangzhou"])
    packet = failure["packet"]
    home = {b: sorted(f["value"] for f in packet[b] if f["attribute"] == "home_city")
            for b in ("current", "historical")}  # fmt: skip
    assert home == {"current": ["Shanghai"], "historical": ["Hangzhou", "Shanghai"]}
    # A third breach does not open a second incident.
    assert service.health.run(watched).opened == []
    assert len(service.health.incidents(watched, "open")) == 1


def test_injected_pollution_alarms_the_preferences_slice_only(
    service: MemoryService,  # noqa: F811
    watched: str,
) -> None:
    wrong = ("carnivore", "Windows", "Edge")
    for (attribute, value), bad in zip(PREFERENCES[:3], wrong, strict=True):
        inject(service, watched, attribute, value, bad)
    runs = [service.health.run(watched) for _ in range(2)]
    assert [slices(r)["preferences"] for r in runs] == [(1, 4, True)] * 2
    assert all(not s.breach for r in runs for s in r.slices if s.slice != "preferences")
    (incident,) = service.health.incidents(watched)
    assert incident.slice == "preferences" and incident.threshold == 2
    assert {f["expected"][0] for f in incident.failures} == {"vegetarian", "Linux", "Firefox"}


def test_a_confirmed_change_makes_a_probe_stale_not_failed(
    service: MemoryService,  # noqa: F811
    watched: str,
) -> None:
    service.ingest_facts(watched, [fact("home_city", "Suzhou", 2025, "I moved to Suzhou now")])
    run = service.health.run(watched)
    updates = next(s for s in run.slices if s.slice == "updates")
    assert (updates.passed, updates.total, updates.stale) == (7, 7, 1)
    assert updates.calibrated and not updates.breach  # the slice's probes changed
    stale = [p for p in service.health.probes(watched, "updates") if p.stale]
    assert [p.draft.expected for p in stale] == [("Hangzhou",)]
    assert "Suzhou" in (stale[0].stale_reason or "")
    assert {p.draft.expected for p in service.health.generate(watched)} == {
        ("Suzhou",), ("Hangzhou",)
    }  # fmt: skip


def test_a_clean_tenant_runs_50_times_without_an_incident(
    service: MemoryService,  # noqa: F811
    tenant: str,
) -> None:
    service.ingest_facts(tenant, [fact(a, old, 2022, t) for a, old, _, t, _ in CHANGES[:2]])
    service.ingest_facts(tenant, [fact(a, new, 2024, t) for a, _, new, _, t in CHANGES[:2]])
    assert len(service.health.generate(tenant)) == 4
    breaches = sum(s.breach for _ in range(50) for s in service.health.run(tenant).slices)
    assert breaches == 0
    assert service.health.incidents(tenant) == []
    assert len(service.health.runs(tenant, limit=100)) == 50


def test_the_cli_runs_one_tenant(service: MemoryService, tenant: str) -> None:  # noqa: F811
    from palimpsest.cli import app

    service.ingest_facts(tenant, [fact(a, old, 2022, t) for a, old, _, t, _ in CHANGES[:1]])
    service.ingest_facts(tenant, [fact(a, new, 2024, t) for a, _, new, _, t in CHANGES[:1]])
    service.health.generate(tenant)
    result = CliRunner().invoke(app, ["health", "run", "--tenant", tenant])
    assert result.exit_code == 0, result.output
    assert f"{tenant}: 2 probes" in result.output
    assert "updates          2/2 (stale 0)" in result.output and "too small" in result.output
    assert len(service.health.runs(tenant)) == 1


def test_the_server_runs_probes_on_its_schedule(service: MemoryService, tenant: str) -> None:  # noqa: F811
    from palimpsest.app import create_app

    service.health.add_probe(tenant, ProbeDraft("Where do I live?", ("x",), ProbeRule.MENTIONED,
                                                "misc"))  # fmt: skip
    with TestClient(create_app(service, Settings(health_interval_seconds=0.2))):
        deadline = time.monotonic() + 30
        while not service.health.runs(tenant) and time.monotonic() < deadline:
            time.sleep(0.2)
    assert service.health.runs(tenant)


# -- GraphQL over HTTP ------------------------------------------------------------------------

PROBE = """mutation($p: ProbeInput!) { addProbe(probe: $p) {
  id question expected rule slice view subject attribute source graphVersion stale } }"""
RUN = """mutation { runHealth { id graphVersion knownAt probes
  slices { slice passed total stale threshold baseline breach consecutiveBreaches tooSmall
           incidentOpened } openedIncidents } }"""


def test_graphql_health_fields_are_admin_only(api: Api) -> None:  # noqa: F811
    for role in ("reader", "writer"):
        assert codes(api.call("{ probes { id } }", role=role)) == ["FORBIDDEN"]
        assert codes(api.call("mutation { runHealth { id } }", role=role)) == ["FORBIDDEN"]
    assert codes(api.call("{ incidents { id } }", role=None)) == ["UNAUTHENTICATED"]


def test_graphql_adds_runs_and_lists(api: Api) -> None:  # noqa: F811
    api.ok("""mutation($f: [FactInput!]!) { ingestFacts(facts: $f) { accepted } }""",
           {"f": [{"subject": "user", "attribute": "diet", "value": "vegan",
                   "validFrom": "2024-01-01T00:00:00Z", "text": "I am vegan"}]})  # fmt: skip
    bad = api.call(PROBE, {"p": {"question": "What do I eat?", "expected": [], "slice": "x"}})
    assert codes(bad) == ["BAD_USER_INPUT"]
    probe = api.ok(PROBE, {"p": {"question": "What diet do I follow now?", "expected": ["vegan"],
                                 "slice": "preferences", "view": "CURRENT", "subject": "user",
                                 "attribute": "diet"}})["addProbe"]  # fmt: skip
    assert probe["rule"] == "CURRENT" and probe["source"] == "ADMIN" and not probe["stale"]
    assert api.ok("mutation { generateProbes { id } }")["generateProbes"] == []
    runs = [api.ok(RUN)["runHealth"] for _ in range(2)]
    line = runs[1]["slices"][0]
    assert (line["slice"], line["passed"], line["total"], line["breach"]) == (
        "preferences", 1, 1, False
    )  # fmt: skip
    assert line["tooSmall"].startswith("1 probes: ")
    listed = api.ok("{ probes(slice: \"preferences\") { id } healthRuns { id } "
                    "incidents(status: OPEN) { id failures { packet } } }")  # fmt: skip
    assert [p["id"] for p in listed["probes"]] == [probe["id"]]
    assert [r["id"] for r in listed["healthRuns"]] == [runs[1]["id"], runs[0]["id"]]
    assert listed["incidents"] == []
