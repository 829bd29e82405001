"""Round 47: a negation inside a line kept as said (an open statement, a rule, a note) denies
nothing the slot holds, so it is stored with nothing for a reviewer to decide; one that names
something (a brand, a place, a model) still goes to review, and so does a negated value of a
state slot (the audit queue's noise). No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graph.types import CandidateFact, Cardinality, Cue, Fact, FactRole, Relation, SlotSpec
from graph.vocabulary import slot_spec
from resolver.policy import decide

pytestmark = pytest.mark.unit


def _day(n: int) -> datetime:
    return datetime(2025, 3, n, tzinfo=UTC)


def _candidate(attribute: str, value: str, *cues: Cue) -> CandidateFact:
    return CandidateFact(
        subject="ann",
        attribute=attribute,
        value=value,
        text=value,
        valid_from=_day(10),
        cues=frozenset(cues),
    )


def _held(attribute: str, value: str, uid: str = "f1") -> Fact:
    return Fact(
        uid=uid,
        tenant="t",
        text=value,
        subject="ann",
        attribute=attribute,
        value=value,
        role=FactRole.CURRENT,
        valid_from=_day(1),
        recorded_at=_day(1),
    )


@pytest.mark.parametrize(
    ("attribute", "value"),
    [
        ("statement", "I genuinely can't hear it from the back"),
        ("not_statement", "I'm not going to make it tonight"),
        ("rule", "Never leave the van unlocked"),
        ("note", "no rehearsal on the bank holiday"),
    ],
)
def test_a_negation_inside_a_line_kept_as_said_is_not_queued(attribute: str, value: str) -> None:
    spec = SlotSpec(attribute, Cardinality.MULTI)
    first = decide(_candidate(attribute, value, Cue.NEGATION), [], spec)
    assert not first.queued and first.new_role is FactRole.CURRENT
    beside = decide(
        _candidate(attribute, value, Cue.NEGATION), [_held(attribute, "Another line")], spec
    )
    assert not beside.queued and beside.new_role in (FactRole.CURRENT, FactRole.COEXISTING)
    repeat = decide(_candidate(attribute, value, Cue.NEGATION), [_held(attribute, value)], spec)
    assert not repeat.queued and repeat.relation is Relation.DUPLICATE


@pytest.mark.parametrize(
    ("attribute", "value"),
    [
        ("not_statement", "I'm not a Guinness drinker"),
        ("not_statement", "I'm not at Aviva, never was"),
        ("rule", "Never said I liked Yorkshire Tea"),
        ("not_statement", "I could never be vegetarian"),  # a value the vocabulary knows
        ("decision", "不报西班牙语班了"),
        ("not_statement", "I'm not standing for secretary after all"),  # a plan dropped
    ],
)
def test_a_negated_line_that_names_a_value_is_still_reviewed(attribute: str, value: str) -> None:
    # it may deny what another slot holds ("I drink Guinness" before): a person decides
    decision = decide(
        _candidate(attribute, value, Cue.NEGATION), [], SlotSpec(attribute, Cardinality.MULTI)
    )
    assert decision.queued


def test_a_negation_of_a_state_value_the_slot_does_not_hold_is_still_reviewed() -> None:
    # "glad I'm not with Apple TV+": whether that ends something or says nothing is a person's call
    spec = slot_spec("streaming")
    decision = decide(
        _candidate("streaming", "Apple TV+", Cue.NEGATION),
        [_held("streaming", "BritBox")],
        spec,
    )
    assert decision.queued and decision.new_role is FactRole.PENDING_REVIEW
