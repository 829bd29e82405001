"""A plan dropped and the value kept instead, in one line ("Not switching to Utility Warehouse,
staying with British Gas", "不买Vauxhall Corsa了，还是VW Golf"): the plan's value ends, the kept
one holds. Any words fit these forms, so both stand only where the graph holds or plans the
dropped value (extract.changes `read_kept_instead`, resolver.anchor `GIVEN_IF_HELD`). Also the
holders such lines used to get: a change named as a thing ("the switch to Ovo went through"),
a Chinese verb read as a name ("转到British Gas成功了"), a modal verb opening a line ("Might
switch to …")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import GIVEN_IF_HELD, Correction, apply_changes, read_kept_instead
from extract.pipeline import EpisodeText, RuleExtractor
from graph.types import CandidateFact, Cue
from resolver.anchor import KnownSlots, anchor

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Not switching to Utility Warehouse, the exit fee is daft, staying with British Gas",
         "Utility Warehouse", "British Gas"),
        ("Looked round Ironworks Gym, not for me. Staying at Nuffield Health",
         "Ironworks Gym", "Nuffield Health"),
        ("Morning all! Not getting the Toyota Yaris, the insurance was mad. Keeping the VW Golf 😂",
         "Toyota Yaris", "VW Golf"),
        ("Remember I said I'd get a Honda Jazz? Yeah, that's off. Staying with Renault Zoe.",
         "Honda Jazz", "Renault Zoe"),
        ("Decided against it — I won't switch to Monzo. Barclays it is, for now.", "Monzo",
         "Barclays"),
        ("Forget the Nissan Leaf, too pricey, keeping the Renault Zoe", "Nissan Leaf",
         "Renault Zoe"),
        ("计划有变，不买一辆Vauxhall Corsa了，还是VW Golf。", "Vauxhall Corsa", "VW Golf"),
        ("不买Polar Pacer了，Apple Watch够用", "Polar Pacer", "Apple Watch"),
        ("不换Octopus了，继续用EDF吧", "Octopus", "EDF"),
        ("Update: decided against it, no Octopus Energy for me, sticking with Good Energy.",
         "Octopus Energy", "Good Energy"),
    ],
)  # fmt: skip
def test_a_dropped_plan_then_the_value_kept(text: str, old: str, new: str) -> None:
    assert read_kept_instead(text) == Correction(old, new, vouched_only=True, dropped_plan=True)


@pytest.mark.parametrize(
    "text",
    [
        "Not switching, staying in tonight",  # no value on either side
        "Decided against it, staying with it",
        "My brother is not switching to EE, staying with O2",  # his
        "I said I'd get a Kia, staying with the Ford for now",  # nothing says the Kia is off
        "Staying with British Gas",  # nothing dropped: the rules read it as it stands
        "Not switching to Octopus, are you staying with EDF?",  # a question
        "Keeping the VW Golf, not getting a Toyota Yaris",  # kept first: no dropped plan before
        "他不买Vauxhall Corsa了，还是VW Golf。",  # his
        "不买Polar Pacer了，你还是Apple Watch吗？",
        # helper-96's review: an occasion skipped, no value kept, another kind of thing, hers
        "Not going to PureGym, knackered, staying on the sofa",
        "Not going to PureGym, sofa it is",
        "Not taking the VW Golf, train it is",
        "Not getting the Toyota Yaris, the price is what it is",
        "Forget the Toyota Yaris, pizza it is tonight",
        "Jess is not getting the Toyota Yaris, keeping the VW Golf",
        "Not moving to Leeds, staying on at work till late",
        "I'm not moving to Leeds, I'm staying in bed forever lol",
        "Not joining PureGym, sticking at running",
        "Not switching to Octopus Energy, staying with Nan for a bit",
        "今天不去PureGym了，还是在家躺着吧",
        "不买Vauxhall Corsa了，还是再看看吧",
        "表哥不学日语了，还是学韩语",
        "不买车了，还是坐公交吧",
    ],
)
def test_no_kept_value_without_a_dropped_plan_of_the_speakers_before_it(text: str) -> None:
    assert read_kept_instead(text) is None


def test_the_kept_value_gives_up_the_plan_and_must_be_vouched_for() -> None:
    """One fact: the kept value, abandoning the plan it names (resolver.policy's abandoned
    transition closes that plan and keeps the value); no reading of the plan as made."""
    text = "Not switching to Utility Warehouse, the exit fee is daft, staying with British Gas"
    out, _ = apply_changes([], [(0, len(text), text)], "Jen", WHEN)
    assert [(f.subject, f.focus or f.value, f.considered, f.extractor) for f in out] == [
        ("Jen", "British Gas", "Utility Warehouse", GIVEN_IF_HELD)
    ]
    assert Cue.ABANDONED in out[0].cues and Cue.UPDATE not in out[0].cues


def kept(value: str, dropped: str, attribute: str) -> CandidateFact:
    text = f"Not switching to {dropped}, staying with {value}"
    return CandidateFact("Jen", attribute, value, text, leaves=dropped, considered=dropped,
                         confidence=0.7, cues=frozenset({Cue.ABANDONED}),
                         extractor=GIVEN_IF_HELD)  # fmt: skip


def test_the_kept_value_stands_where_the_dropped_one_is_planned_or_held() -> None:
    planned = KnownSlots(held={"british gas": "home_energy"},
                         planned={"utility warehouse": "home_energy"})  # fmt: skip
    placed = anchor(kept("British Gas", "Utility Warehouse", "home_energy"), planned)
    assert placed is not None and (placed.attribute, placed.value) == ("home_energy", "British Gas")
    # nothing held or planned as written: no fact ("Not going to the pub, staying at home")
    assert anchor(kept("home", "pub", "statement"), KnownSlots(held={})) is None


def _facts(speaker: str, text: str) -> list[CandidateFact]:
    episode = EpisodeText(text=text, occurred_at=WHEN, speaker=speaker,
                          people=frozenset({speaker, "Sam"}))  # fmt: skip
    return list(RuleExtractor().extract(episode).candidates)


@pytest.mark.parametrize(
    "text",
    [
        "The switch to Ovo went through for Jess",
        "The switch to Ovo went through for my neighbour",
        "Any switch to Ovo takes three weeks apparently",
    ],
)
def test_a_change_named_for_someone_else_or_any_one_is_not_the_speakers(text: str) -> None:
    assert all(f.subject != "Ben" for f in _facts("Ben", text) if f.value == "OVO")


@pytest.mark.parametrize("text", ["李成搬到Cambridge了", "王志成换成EE了"])
def test_a_chinese_name_ending_in_cheng_is_still_a_person(text: str) -> None:
    assert all(f.subject != "Ann" for f in _facts("Ann", text))


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("The switch to Ovo went through", "OVO"),
        ("My switch to Ovo went through", "OVO"),
        ("The move to Ely is done, finally unpacked", "Ely"),
        ("转到British Gas成功了", "British Gas"),
    ],
)
def test_a_change_named_as_a_thing_is_the_speakers(text: str, value: str) -> None:
    facts = [f for f in _facts("Tom", text) if f.value == value]
    assert facts and all(f.subject == "Tom" for f in facts)


def test_a_modal_verb_opening_a_line_is_no_holder() -> None:
    assert all(f.subject != "Might" for f in _facts("Eilidh", "Might switch to chai latte"))


@pytest.mark.parametrize(
    ("text", "kept", "dropped"),
    [
        ("Update: decided against it, no vegetarian for me, sticking with gluten-free.",
         "gluten-free", "vegetarian"),
        ("最后决定不换到Lebara了，继续用Vodafone", "Vodafone", "Lebara"),
    ],
)  # fmt: skip
def test_a_slot_reading_of_the_dropped_plan_gives_way_to_the_kept_value(
    text: str, kept: str, dropped: str
) -> None:
    """A slot pattern that read the line as abandoned took the dropped plan (or "no
    vegetarian") for the value kept; the kept-instead reading replaces it."""
    read = [c for c in _facts("Rosie", text) if Cue.ABANDONED in c.cues]
    assert [(c.value, c.considered, c.extractor) for c in read] == [(kept, dropped, GIVEN_IF_HELD)]


def test_a_denial_read_as_another_slot_gives_the_kept_value_no_slot() -> None:
    """ "no Pret for me" read as a diet ("no meat") is no slot for the job kept: the graph
    places it (helper-98's review)."""
    [kept] = [c for c in _facts("Ann", "Decided against it, no Pret for me, staying at Greggs.")
              if Cue.ABANDONED in c.cues]  # fmt: skip
    assert kept.attribute != "diet" and "Greggs" in (kept.value, kept.focus)
