"""Tenant-correct search against the real Neo4j (issue 15): a tenant's packets, hits and
scores are the same before and after another tenant writes look-alike text, because each
tenant searches indexes of its own (graph/search.py). `bench/tenant_isolation.py` runs the
same check at 100 questions and 100k facts."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from bench.tenant_isolation import comparable
from graph.search import TenantSearch
from graph.types import EpisodeInput, StructuredFactInput
from palimpsest.service import MemoryService
from recall.evidence import Recall

pytestmark = pytest.mark.integration

PEOPLE = ("Mara", "Tomas", "Ines")
LINES = (
    "I moved to {city} last spring and I love the tram",
    "my dentist is {dentist}, the one near the station",
    "switched my bank to {bank}, the app is so much better",
    "we got a puppy called {dog}, chaos at home",
    "I'm learning the cello with {teacher} on Thursdays",
    "my gym is {gym} now, the climbing wall is great",
)
VALUES = {
    "city": ("Lisbon", "Porto", "Ghent"),
    "dentist": ("Dr Okafor", "Smile Studio", "Dr Lind"),
    "bank": ("Monzo", "Starling", "N26"),
    "dog": ("Biscuit", "Pepper", "Miso"),
    "teacher": ("Ms Haddad", "Ruth Adams", "Leo Brandt"),
    "gym": ("Blok", "Crux", "Summit"),
}
QUESTIONS = (
    "where does {p} live?", "who is {p}'s dentist?", "which bank does {p} use?",
    "what is {p}'s dog called?", "who teaches {p} the cello?", "which gym does {p} go to?",
    "what did {p} say about the tram?",
)  # fmt: skip


def episodes(people: tuple[str, ...], offset: int, prefix: str) -> list[EpisodeInput]:
    start = datetime(2025, 1, 1, tzinfo=UTC)
    out = []
    for i, person in enumerate(people):
        values = {k: v[(i + offset) % len(v)] for k, v in VALUES.items()}
        for j, line in enumerate(LINES):
            out.append(EpisodeInput(
                text=line.format(**values), occurred_at=start + timedelta(days=7 * j + i),
                speaker=person, session_id=f"{person}-{j}", idempotency_key=f"{prefix}-{i}-{j}",
            ))  # fmt: skip
    return out


def look_alike_facts(people: tuple[str, ...], count: int) -> list[StructuredFactInput]:
    when = datetime(2025, 6, 1, tzinfo=UTC)
    out = []
    for n in range(count):
        person = people[n % len(people)]
        attribute = list(VALUES)[n % len(VALUES)]
        value = f"{VALUES[attribute][n % 3]} {n}"
        text = LINES[n % len(LINES)].format(**{k: value for k in VALUES})
        out.append(StructuredFactInput(person, attribute, value, when, text))
    return out


@pytest.fixture
def other_tenant(graph) -> Iterator[str]:  # noqa: ANN001
    name = f"t-{uuid.uuid4().hex[:12]}"
    yield name
    graph.delete_tenant(name)


def test_another_tenants_look_alike_writes_change_nothing_this_tenant_finds(
    graph,  # noqa: ANN001
    tenant: str,
    other_tenant: str,
) -> None:
    service = MemoryService(graph)
    recall = Recall(graph, service.embedder)  # no access statistics: reading changes nothing
    service.ingest(tenant, episodes(PEOPLE, 0, "a"))
    questions = [(q.format(p=p), p) for q in QUESTIONS for p in PEOPLE]

    def ask() -> list[dict[str, object]]:
        return [comparable(recall.evidence(tenant, q, subject=p)) for q, p in questions]

    before = ask()
    assert all(b["current"] or b["episodes"] for b in before)  # the tenant finds its own
    # Another tenant: the same people and lines with other values, many times over.
    for round_ in range(3):
        service.ingest(other_tenant, episodes(PEOPLE, round_ + 1, f"b{round_}"))
    facts = look_alike_facts(PEOPLE, 1500)
    for start in range(0, len(facts), 500):
        service.ingest_facts(other_tenant, facts[start : start + 500])
    after = ask()
    assert after == before
    # and the other tenant finds its own look-alikes through the same questions
    theirs = recall.evidence(other_tenant, "which bank does Mara use?", subject="Mara")
    assert theirs.current and all(i.fact.tenant == other_tenant for i in theirs.current if i.fact)


def test_processes_racing_to_make_a_tenants_indexes_all_succeed(graph, tenant: str) -> None:  # noqa: ANN001
    """Six processes (one TenantSearch each) serve a new tenant's first requests at once:
    all but one lose the race to create each index, and none fails for it."""
    searches = [
        TenantSearch(lambda t: graph.driver.session(database=graph.database_for(t)))
        for _ in range(6)
    ]
    errors: list[Exception] = []

    def first_request(search: TenantSearch) -> None:
        try:
            search.ensure(tenant)
        except Exception as exc:  # noqa: BLE001 - the assertion reports it
            errors.append(exc)

    threads = [threading.Thread(target=first_request, args=(s,)) for s in searches]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert errors == []


def test_a_malformed_tenant_name_makes_no_index(graph) -> None:  # noqa: ANN001
    for name in ("acme\n", "acme ", "", "a" * 65, "ac`me"):
        with pytest.raises(ValueError, match="malformed tenant"):
            graph.search.ensure(name)
