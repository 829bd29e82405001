"""A line the clause model did not take for a state, kept as the use of a value
(`extract.fallback.PLAN_USE`): it carries out a plan for that value, or, when nobody planned it,
it is a first use of it as the speaker's own (resolver.anchor `first_use`), unless the line
puts the thing ahead or names beside it a value the slot holds (a part or a comparison)."""

from __future__ import annotations

import pytest

from extract.fallback import PLAN_USE
from graph.types import OPEN_ATTRIBUTE, CandidateFact
from resolver.anchor import KnownSlots, anchor

pytestmark = pytest.mark.unit


def used(text: str, focus: str) -> CandidateFact:
    return CandidateFact("Stuart", OPEN_ATTRIBUTE, text, text, focus=focus, confidence=0.5,
                         extractor=PLAN_USE)  # fmt: skip


@pytest.mark.parametrize(
    ("text", "focus", "slot"),
    [
        ("Someone dinged my Dacia Sandero in the Tesco car park", "Dacia Sandero", "car"),
        ("Lost my padlock at Nuffield Health again", "Nuffield Health", "gym"),
        ("早上在PureGym练了腿", "PureGym", "gym"),
    ],
)
def test_a_first_use_of_a_value_nobody_planned_is_the_speakers(
    text: str, focus: str, slot: str
) -> None:
    placed = anchor(used(text, focus), KnownSlots())
    assert placed is not None and (placed.attribute, placed.value) == (slot, focus)


@pytest.mark.parametrize(
    ("text", "focus", "held"),
    [
        ("Oh and my contract's up, probably going to Tesco Mobile!", "Tesco Mobile", {}),
        ("Next step for me is to make Rust my main language.", "Rust", {}),
        ("我可能去PureGym办卡", "PureGym", {}),
        # a part beside the held value, not a change of it
        ("我是Nuffield Health的会员，但周日去PureGym游泳", "PureGym", {"nuffield health": "gym"}),
        ("My brother's Dacia Sandero is in my drive", "Dacia Sandero", {}),
        # helper-96's review: someone else's, courted or turned down
        ("张成去PureGym了", "PureGym", {}),
        ("小李去PureGym了", "PureGym", {}),
        ("Tesco Mobile rejected my credit check", "Tesco Mobile", {}),
        ("Octopus Energy keep emailing me about smart meters", "Octopus Energy", {}),
    ],
)
def test_no_first_use_of_a_thing_ahead_beside_the_held_one_or_someone_elses(
    text: str, focus: str, held: dict[str, str]
) -> None:
    assert anchor(used(text, focus), KnownSlots(held=held)) is None


def test_a_use_of_a_planned_value_carries_the_plan_out() -> None:
    known = KnownSlots(planned={"puregym": "gym"})
    placed = anchor(used("Legs are dead after PureGym last night, my word", "PureGym"), known)
    assert placed is not None and (placed.attribute, placed.value) == ("gym", "PureGym")
