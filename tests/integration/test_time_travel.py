"""Time travel against the real Neo4j: `as_of` (world time) and `known_at` (system time)."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta

import pytest

from graph.types import FactRole, StructuredFactInput
from palimpsest.service import MemoryService
from recall.evidence import Recall, visible_at
from recall.expand import LoadedFact, as_known_at

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
def moved(service: MemoryService, tenant: str) -> datetime:
    """Shanghai, then the move to Hangzhou; returns a system time between the two ingests."""
    service.ingest_facts(tenant, [SHANGHAI])
    time.sleep(0.05)
    between = datetime.now(UTC)
    time.sleep(0.05)
    service.ingest_facts(tenant, [HANGZHOU])
    return between


def blocks(packet) -> dict[str, list[str]]:  # noqa: ANN001
    return {
        name: [i.fact.value for i in getattr(packet, name)]
        for name in ("current", "historical", "transition", "ambiguous")
    }


def test_as_of_before_the_move_shows_the_old_city_as_current(
    recall: Recall, tenant: str, moved: datetime
) -> None:
    as_of = datetime(2023, 6, 1, tzinfo=UTC)
    packet = recall.evidence(tenant, "where do I live now?", as_of=as_of)
    assert blocks(packet) == {
        "current": ["Shanghai"], "historical": [], "transition": [], "ambiguous": []
    }  # fmt: skip
    # Its end of validity (the move) was in the future at as_of.
    assert packet.current[0].fact.role is FactRole.CURRENT
    assert packet.current[0].fact.valid_until is None
    assert [e.episode.text for e in packet.episodes] == ["I live in Shanghai"]
    assert "I moved to Hangzhou" not in packet.prompt
    assert "As of: 2023-06-01" in packet.prompt
    assert packet.as_of == as_of
    assert packet.trace["dropped"]["time_travel"] == 1


def test_as_of_after_the_move_and_before_anything(
    recall: Recall, tenant: str, moved: datetime
) -> None:
    after = recall.evidence(tenant, "where do I live now?", as_of=datetime(2025, 1, 1, tzinfo=UTC))
    assert blocks(after)["current"] == ["Hangzhou"]
    assert blocks(after)["historical"] == ["Shanghai"]
    before = recall.evidence(tenant, "where do I live?", as_of=datetime(2021, 1, 1, tzinfo=UTC))
    assert blocks(before) == {"current": [], "historical": [], "transition": [], "ambiguous": []}
    assert before.episodes == []
    # The day of the move: the new city holds from its valid_from on.
    day = recall.evidence(tenant, "where do I live?", as_of=datetime(2024, 3, 1, tzinfo=UTC))
    assert blocks(day)["current"] == ["Hangzhou"]
    assert blocks(day)["historical"] == ["Shanghai"]


def test_known_at_before_the_second_ingest_shows_only_the_old_city(
    recall: Recall, tenant: str, moved: datetime
) -> None:
    packet = recall.evidence(tenant, "where do I live now?", known_at=moved)
    assert blocks(packet) == {
        "current": ["Shanghai"], "historical": [], "transition": [], "ambiguous": []
    }  # fmt: skip
    # As known then, the supersession (and the end of validity it set) had not happened.
    assert packet.current[0].fact.valid_until is None
    assert [e.episode.text for e in packet.episodes] == ["I live in Shanghai"]
    assert "Known at:" in packet.prompt
    now = recall.evidence(tenant, "where do I live now?", known_at=datetime.now(UTC))
    assert blocks(now)["current"] == ["Hangzhou"]
    assert blocks(now)["historical"] == ["Shanghai"]
    nothing = recall.evidence(
        tenant, "where do I live now?", known_at=moved - timedelta(minutes=10)
    )
    assert blocks(nothing)["current"] == [] and nothing.episodes == []


def test_known_at_and_as_of_combine(recall: Recall, tenant: str, moved: datetime) -> None:
    # Known before the move was recorded, asked about 2025: Shanghai was still believed current.
    packet = recall.evidence(
        tenant, "where do I live?", known_at=moved, as_of=datetime(2025, 1, 1, tzinfo=UTC)
    )
    assert blocks(packet)["current"] == ["Shanghai"]
    packet = recall.evidence(
        tenant, "where do I live?", known_at=moved, as_of=datetime(2021, 1, 1, tzinfo=UTC)
    )
    assert blocks(packet)["current"] == []


def test_time_travel_rules_are_pure(graph, service: MemoryService, tenant: str, moved) -> None:  # noqa: ANN001
    """The same rules on loaded facts, without a packet: as_known_at and visible_at."""
    from recall.expand import load_facts

    rows = graph.query("recall/test_fact_by_value", tenant=tenant, values=["Shanghai", "Hangzhou"])
    uids = {r["value"]: r["uid"] for r in rows}
    loaded = graph.read(lambda tx: load_facts(tx, tenant, uids.values()), tenant)
    old: LoadedFact = loaded[uids["Shanghai"]]
    assert old.fact.role is FactRole.HISTORICAL
    assert len(old.superseded_at) == 1
    then = as_known_at(old, moved)
    assert then is not None and then.role is FactRole.CURRENT and then.valid_until is None
    assert as_known_at(loaded[uids["Hangzhou"]], moved) is None
    assert visible_at(old, None, None) is old.fact
    at_2023 = visible_at(old, datetime(2023, 1, 1, tzinfo=UTC), None)
    assert at_2023 is not None and at_2023.role is FactRole.CURRENT
    assert visible_at(loaded[uids["Hangzhou"]], datetime(2023, 1, 1, tzinfo=UTC), None) is None
