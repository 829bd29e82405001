"""A habit's main value and a part's value in one sentence (extract.scoped
`read_habit_and_part`): "I'm at Boulders Climbing most days, but I do the Sunday class at
Hiraeth Fitness", "Spotify for everything day to day, but I keep Deezer for the rehearsal
tracks", "平时去UEA Sportspark，周日在Anytime Fitness游泳". The main value holds with no scope;
the part's value holds for its part only, so it never replaces the main one (issue 11,
failure 2). Values the vocabulary does not know are read too, as open statements."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.scoped import apply_scoped, read_habit_and_part
from graph.types import OPEN_ATTRIBUTE, Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "main", "part", "scope"),
    [
        ("Hiya! I'm at Boulders Climbing most days, but I do the Sunday class at Hiraeth "
         "Fitness.", "Boulders Climbing", "Hiraeth Fitness", "besides the main one"),
        ("Spotify for everything day to day, but I keep Deezer for the rehearsal tracks.",
         "Spotify", "Deezer", "for the rehearsal tracks"),
        ("I go to Oasis Club Norwich most days, but I swim at UEA Sportspark on Sundays.",
         "Oasis Club Norwich", "UEA Sportspark", "sundays"),
        ("Update from me: I'm at Sulis Analytics most days, but I've picked up Fridays at Royal "
         "United Hospital as well.", "Sulis Analytics", "Royal United Hospital", "fridays"),
        ("iPhone SE for everything, but work gave me a Pixel 6a for on-call", "iPhone SE",
         "Pixel 6a", None),
        ("Right, Vodafone for my phone, though the iPad is on a O2 data plan.", "Vodafone", "O2",
         None),
        ("平时去UEA Sportspark，周日在Anytime Fitness游泳，有点复杂哈。", "UEA Sportspark",
         "Anytime Fitness", "周日"),
        ("我平时在Tŷ Hafan上班，周六在Coffi Cwtch兼职赚点外快。", "Tŷ Hafan", "Coffi Cwtch",
         "周六"),
    ],
)  # fmt: skip
def test_a_habits_main_value_and_a_parts_value(
    text: str, main: str, part: str, scope: str | None
) -> None:
    read = read_habit_and_part(text)
    assert read is not None
    assert (read.written[0], read.written[1]) == (main, part)
    if scope is not None:
        assert read.scope == scope
    assert read.scope  # the part's value is always limited to something


@pytest.mark.parametrize(
    ("text", "main"),
    [
        ("I drive the MG4 day to day, but for the long runs to my mum's we borrow her Toyota "
         "Yaris", "MG4"),
        ("The Nissan Leaf for most things, but I borrow Dad's Kia Niro for manure runs.",
         "Nissan Leaf"),
        ("Day to day it's the Toyota Yaris, but for the big choir trips I borrow my dad's Kia "
         "Niro.", "Toyota Yaris"),
        ("Most mornings it's Radio 4, but Tom puts on Classic FM.", "Radio 4"),
        ("Pixel 8 for everything, but the Galaxy Watch is on a Vodafone plan.", "Pixel 8"),
    ],
)  # fmt: skip
def test_a_part_held_by_someone_else_leaves_only_the_main_value(text: str, main: str) -> None:
    read = read_habit_and_part(text)
    assert read is not None and read.written == (main, "") and not read.scoped


@pytest.mark.parametrize(
    "text",
    [
        "Should I use Spotify for everything, or keep Deezer?",  # a question
        "Monzo is fine for most things, but I'm thinking of moving to Starling.",  # a plan
        "I used to go to PureGym most days, but now it's Anytime Fitness.",  # a past, a change
        "For Priya it's Monzo day to day, but savings are with Nationwide.",  # someone else's
        "Nice weather most days, but the wind on the Cam is brutal.",  # no value
        "Tom drives the MG4 day to day, but for long runs he borrows my Toyota Yaris.",
        "She's at PureGym most days, but she does the Sunday class at Crux.",
        # someone else's habit (helper-94's review)
        "My son's at Crux most days, but I do the Sunday class at Hiraeth Fitness.",
        "His gym is PureGym most days, but I go to Crux.",
        "Sarah prefers Crux most days, but Sundays she goes to Ponds Forge.",
        "The kids are mostly at Oakwood Primary, but Tom goes to Hillside.",
        "Tom's Kia Niro most days, but my Honda Jazz on Sundays.",
        "Usually it's Tom at Crux, but I go to Ponds Forge.",  # Tom is a person here
        "Tickets for my mum, but Tom paid with Monzo.",
        # two kinds of thing, a list, a title, another time, a judgement
        "I eat Weetabix most mornings, but I take the Kia Niro to work.",
        "I drink Yorkshire Tea most mornings, but I drive a Kia Niro to work.",
        "I'm reading Most Days Are Fine by Jo Smith, but I keep Dune for trains.",
        "I shop at Tesco, Aldi and Lidl most days, but Waitrose at Christmas.",
        "Next term I'm at Crux most days, but Sundays at Ponds Forge.",
        "下学期平时去UEA Sportspark，周日在Anytime Fitness游泳。",
        "I was at Crux most days last year, but Sundays I swam at Ponds Forge.",
        "Netflix for everything, but maybe Disney+ for the kids next year.",
        "Most days at Crux are busy, but Sundays at Ponds Forge are quiet.",
    ],
)
def test_no_habit_and_part_reading(text: str) -> None:
    assert read_habit_and_part(text, frozenset({"tom", "sarah"})) is None


@pytest.mark.parametrize(
    "text",
    [
        "I'm at Crux most days, but my son does the Sunday class at Hiraeth Fitness.",
        "Spotify for everything day to day, but Tom keeps Deezer for the rehearsal tracks.",
        "I'm at Crux most days, but Tom's at Ponds Forge on Sundays.",
        "I'm at Crux most days, but the kids swim at Ponds Forge on Sundays.",
        "Costa most days, but Tom prefers Pret.",
        "I'm at Crux most days, but Hiraeth Fitness is nicer.",
    ],
)
def test_a_part_of_someone_elses_or_a_judgement_gives_no_part_value(text: str) -> None:
    read = read_habit_and_part(text, frozenset({"tom"}))
    assert read is not None and not read.scoped


def test_a_day_is_no_part_value() -> None:
    read = read_habit_and_part(
        "The gym I go to most days is PureGym, but Sundays I swim at Ponds Forge."
    )
    assert read is not None and read.written == ("PureGym", "Ponds Forge")


def test_the_main_value_is_unscoped_and_the_parts_value_is_scoped() -> None:
    text = "平时去CrossFit Liverbird，出差的时候用Baltic Barbell"
    out, said = apply_scoped([], [(0, len(text), text)], "Bo", WHEN)
    assert said == [(0, len(text))]
    by_value = {f.value: f for f in out}
    main, part = by_value["CrossFit Liverbird"], by_value["Baltic Barbell"]
    assert (main.attribute, main.scope) == ("gym", None)
    assert Cue.SCOPE not in main.cues and Cue.UPDATE in main.cues
    assert part.attribute == "gym" and part.scope


def test_values_no_slot_knows_become_open_statements_of_their_own() -> None:
    text = "Update from me: I'm at Sulis Analytics most days, but I've picked up Fridays at Royal United Hospital as well."  # noqa: E501
    out, _ = apply_scoped([], [(0, len(text), text)], "Saoirse", WHEN)
    by_focus = {f.focus: f for f in out}
    assert {f.attribute for f in out} == {OPEN_ATTRIBUTE}
    assert by_focus["Sulis Analytics"].scope is None
    assert by_focus["Royal United Hospital"].scope == "fridays"
