"""resolve_batch without a database: which values are compared by vector similarity, and
the order a batch's candidates are decided in."""

from __future__ import annotations

from datetime import UTC, datetime
from itertools import count

import pytest

from extract.changes import TAKEN_BACK
from graph.types import CandidateFact, Cue, Fact, FactRole
from graph.vocabulary import slot_spec
from resolver.batch import (
    CandidateInput,
    SlotState,
    compared_by_vector,
    decision_order,
    resolve_batch,
    slot_key,
)

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


def test_a_correction_takes_its_value_back_before_the_value_it_gives_is_decided() -> None:
    """ "Sorry, I meant giffgaff, not Smarty! I moved my number over a few weeks ago": giffgaff,
    dated before Smarty was said, is current once Smarty is taken back, not its past."""
    said = datetime(2025, 3, 1, tzinfo=UTC)
    smarty = Fact(uid="f-smarty", tenant="t", text="I'm on Smarty", subject="Gwen",
                  attribute="mobile_carrier", value="Smarty", role=FactRole.CURRENT,
                  valid_from=said, recorded_at=said)  # fmt: skip
    key = slot_key("Gwen", "mobile_carrier")
    slots = {key: SlotState(key, "Gwen", slot_spec("mobile_carrier"), "s-1", [smarty])}
    text = "Sorry, I meant giffgaff, not Smarty! I moved my number over a few weeks ago"
    given = CandidateFact(subject="Gwen", attribute="mobile_carrier", value="giffgaff",
                          text=text, valid_from=datetime(2025, 2, 10, tzinfo=UTC),
                          cues=frozenset({Cue.UPDATE}), confidence=0.9)  # fmt: skip
    taken = CandidateFact(subject="Gwen", attribute="mobile_carrier", value="Smarty", text=text,
                          cues=frozenset({Cue.NEGATION, Cue.PAST}), confidence=0.7,
                          extractor=TAKEN_BACK)  # fmt: skip
    items = [CandidateInput(given, "e-2", said, None), CandidateInput(taken, "e-2", said, None)]
    assert decision_order(items) == [1, 0]
    ids = count()
    plan, fact_for = resolve_batch(items, slots, lambda: f"u{next(ids)}")
    ((new, *_),) = plan.new_facts
    assert (new.value, new.role) == ("giffgaff", FactRole.CURRENT)
    assert plan.fact_updates["f-smarty"]["role"] == FactRole.HISTORICAL
    assert fact_for == [new.uid, "f-smarty"]  # in the items' own order, for causal links


def test_episodes_keep_their_order() -> None:
    def item(episode: str, extractor: str) -> CandidateInput:
        c = CandidateFact(subject="a", attribute="b", value="c", text="c", extractor=extractor)
        return CandidateInput(c, episode, DAY, None)

    items = [item("e-1", "rules"), item("e-2", "rules"), item("e-2", TAKEN_BACK)]
    assert decision_order(items) == [0, 2, 1]
