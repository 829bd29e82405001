"""resolve_batch without a database: which values are compared by vector similarity."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import count

import pytest

from graph.types import CandidateFact, Fact, FactRole
from graph.vocabulary import slot_spec
from resolver.batch import CandidateInput, SlotState, compared_by_vector, resolve_batch, slot_key

pytestmark = pytest.mark.unit

DAY = datetime(2025, 1, 1, tzinfo=UTC)


def _known(value: str) -> Fact:
    return Fact(uid="f-old", tenant="t", text=value, subject="user", attribute="statement",
                value=value, role=FactRole.CURRENT, valid_from=DAY, recorded_at=DAY)  # fmt: skip


def _decide(old: str, new: str) -> tuple[int, int, list[tuple[str, str]]]:
    """(facts created, facts reinforced, pairs the similarity function was asked about)."""
    asked: list[tuple[str, str]] = []

    def always_same(a: str, b: str) -> float:
        asked.append((a, b))
        return 1.0

    key = slot_key("user", "statement")
    slots = {key: SlotState(key, "user", slot_spec("statement"), "s-1", [_known(old)])}
    candidate = CandidateFact(subject="user", attribute="statement", value=new, text=new,
                              valid_from=DAY, confidence=0.9)  # fmt: skip
    ids = count()
    plan, _ = resolve_batch([CandidateInput(candidate, "e-1", DAY, None)], slots,
                            lambda: f"u{next(ids)}", value_similarity=always_same)  # fmt: skip
    return plan.receipt.facts_created, plan.receipt.facts_reinforced, asked


def test_short_values_are_compared_by_vector() -> None:
    assert compared_by_vector("New York City") and not compared_by_vector(
        "I work nights at a bakery"
    )
    created, reinforced, asked = _decide("NYC", "New York City")
    assert asked == [("New York City", "NYC")] and (created, reinforced) == (0, 1)


def test_long_values_are_duplicates_only_when_equal_once_normalised() -> None:
    created, reinforced, asked = _decide(
        "I work nights at a bakery", "I bake bread for a living now"
    )
    assert asked == [] and (created, reinforced) == (1, 0)
    created, reinforced, asked = _decide("I work nights at a bakery", "i work nights at a bakery!")
    assert asked == [] and (created, reinforced) == (0, 1)
