"""Tenant-correct search against the real Neo4j (issue 15): a tenant's packets, hits and
scores are the same before and after another tenant writes look-alike text, because each
tenant searches indexes of its own (graph/search.py). `bench/tenant_isolation.py` runs the
same check at 100 questions and 100k facts."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest

from bench.tenant_isolation import comparable
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
