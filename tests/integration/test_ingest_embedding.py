"""Embedding happens before the write transaction, never inside it (resolver/ingest.py): the
driver may run a write transaction again, and it holds its locks while it runs. The values
the resolver compares by vector are embedded beforehand, and a value another writer added
meanwhile stops the transaction, is embedded outside it, and the transaction runs again."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, datetime
from typing import Any

import pytest

from extract.embed import Embedder
from graph.types import EpisodeInput, StructuredFactInput
from palimpsest.service import MemoryService
from palimpsest.settings import get_settings
from resolver import ingest

pytestmark = pytest.mark.integration


class GuardedEmbedder(Embedder):
    """An Embedder that fails when it is called while a write transaction's work runs."""

    def __init__(self) -> None:
        super().__init__(backend=get_settings().embedding_backend)
        self.in_write = False
        self.calls_in_write = 0

    def _arrays(self, texts: Sequence[str]) -> list[Any]:
        if self.in_write:
            self.calls_in_write += 1
            raise AssertionError(f"embedding inside the write transaction: {list(texts)[:3]}")
        return super()._arrays(texts)


@pytest.fixture
def guarded(graph, monkeypatch: pytest.MonkeyPatch) -> Iterator[MemoryService]:  # noqa: ANN001
    """A service whose embedder refuses calls while `resolver.ingest.write_batch` runs, and
    which settles "NYC" / "New York City" as one value (their cosine is above 0.9)."""
    service = MemoryService(graph, get_settings().model_copy(update={"duplicate_similarity": 0.9}))
    embedder = GuardedEmbedder()
    service.embedder = embedder
    real = ingest.write_batch
    runs: list[int] = []

    def flagged(*args: Any, **kwargs: Any) -> Any:  # noqa: ANN401
        embedder.in_write = True
        runs.append(1)
        try:
            return real(*args, **kwargs)
        finally:
            embedder.in_write = False

    monkeypatch.setattr(ingest, "write_batch", flagged)
    service.write_runs = runs  # type: ignore[attr-defined]
    yield service
    assert embedder.calls_in_write == 0


def city(value: str, text: str, year: int) -> StructuredFactInput:
    return StructuredFactInput("user", "home_city", value, datetime(year, 1, 1, tzinfo=UTC), text)


def test_no_embedding_inside_the_write_transaction(guarded: MemoryService, tenant: str) -> None:
    first = guarded.ingest_facts(tenant, [city("New York City", "I live in New York City", 2020)])
    assert first.facts_created == 1
    # A value spelled another way is found a duplicate by vector, compared outside the
    # transaction (the slot's value was read and embedded before it).
    again = guarded.ingest_facts(tenant, [city("NYC", "I live in NYC", 2021)])
    assert (again.facts_reinforced, again.facts_created) == (1, 0)
    # Text through extraction, the clause gate and slot anchoring: the same.
    receipt = guarded.ingest(
        tenant,
        [EpisodeInput(text="I moved to Boston last month.", speaker="Ana",
                      occurred_at=datetime(2024, 3, 2, tzinfo=UTC))],
    )  # fmt: skip
    assert receipt.accepted == 1
    assert guarded.write_runs == [1, 1, 1]  # type: ignore[attr-defined]


def test_a_value_added_meanwhile_is_embedded_outside_and_the_write_runs_again(
    guarded: MemoryService, tenant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    guarded.ingest_facts(tenant, [city("New York City", "I live in New York City", 2020)])
    guarded.embedder.clear_cache()
    # As if another writer had put "New York City" in the slot after the read before the
    # transaction: that read finds nothing.
    monkeypatch.setattr(ingest, "active_values", lambda tx, tenant, keys: [])
    runs_before = len(guarded.write_runs)  # type: ignore[attr-defined]
    again = guarded.ingest_facts(tenant, [city("NYC", "I live in NYC", 2021)])
    assert (again.facts_reinforced, again.facts_created) == (1, 0)  # the same decision
    assert len(guarded.write_runs) - runs_before == 2  # type: ignore[attr-defined]
    assert guarded.stats(tenant).episodes == 2
