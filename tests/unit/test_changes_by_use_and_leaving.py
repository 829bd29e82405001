"""Round 52: a provider shown by its use ("Monzo app pinged me", "EDF sent us a smart meter
reading", "paid with the Loch Ness Credit Union card", "义卖的钱一到账Starling就提醒我了"), a
change said by what was left and what holds now ("closed the Starling account, TSB now", "we
left E.ON, OVO does our energy now", "I've left Ness Sailing Club, just Culloden Curling Club
now", "traded the Dacia Duster in for a Skoda Yeti", "retired the X boots and bought Y"), a
named person's "closed … and went to", a perfect "has left X and gone to Y" of a job, a new
thing after a lead-in ("Oh, and new boots: Hanwag Alaska", "the new phone is a Fairphone 5"),
a correction with the apology between its names ("*The Gym Group, sorry, not Oxygen
Climbing"), and a child's school by a named child or the school run (issue 11, failure classes
3 and 4). Each form with near misses. No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import ChangeReading, read_changes, read_corrections
from extract.pipeline import EpisodeText, RuleExtractor
from extract.provider_use import ProviderUse, provider_uses

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)
PEOPLE = frozenset({"Rachel", "Shona", "Kirsty", "Rory", "Gregor", "Freya"})


def _slots(speaker: str, line: str) -> set[tuple[str, str, str]]:
    """(subject, attribute, value) of every fact read from one line."""
    episode = EpisodeText(line, WHEN, speaker, people=PEOPLE | {speaker})
    (result,) = RuleExtractor().extract_batch([episode])
    return {(f.subject, f.attribute, f.value) for f in result.facts}


# -- a provider shown by its use -------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "attribute", "value", "to_speaker"),
    [
        ("Monzo app pinged me the second the raffle money landed", "bank", "Monzo", True),
        ("EDF sent us a smart meter reading that made me weep", "home_energy", "EDF", True),
        ("British Gas sent me a graph of our usage", "home_energy", "British Gas", True),
        ("Got a credit back from OVO for the winter, not bad", "home_energy", "OVO", False),
        ("Paid for the pies with the Loch Ness Credit Union card, claim it back later", "bank",
         "Loch Ness Credit Union", False),
        ("Got an E.ON Next email saying we're in credit, first time ever.", "home_energy",
         "E.ON Next", False),
    ],
)  # fmt: skip
def test_a_provider_is_shown_by_its_use(
    line: str, attribute: str, value: str, to_speaker: bool
) -> None:
    (use,) = provider_uses(line)
    assert (use.attribute, use.value, use.to_speaker) == (attribute, value, to_speaker)


def test_a_chinese_provider_is_shown_by_its_use() -> None:
    assert provider_uses("义卖的钱一到账Starling就提醒我了", chinese=True) == [
        ProviderUse(7, "bank", "Starling", to_speaker=True)
    ]


@pytest.mark.parametrize(
    "line",
    [
        "If EDF sent us a refund I'd faint",  # a condition
        "I never got a refund from Octopus",  # a denial
        "My mum's Monzo app pinged her",  # another's, and not to the speaker
        "Tom sent me a link to the Monzo thing",  # Tom is no provider
        "Her Starling card got declined",  # hers
        "Greggs sent me a voucher",  # a shop, no provider
        "Monzo app is down for everyone",  # news, no use of the speaker's
    ],
)
def test_no_provider_use_without_a_providers_name_writing_to_the_speaker(line: str) -> None:
    assert provider_uses(line) == []


def test_a_provider_use_is_the_speakers_even_when_the_provider_is_the_subject() -> None:
    assert ("Kirsty", "home_energy", "EDF") in _slots(
        "Kirsty", "EDF sent us a smart meter reading that made me weep"
    )
    assert ("Yuxin", "bank", "Starling") in _slots("Yuxin", "义卖的钱一到账Starling就提醒我了")


# -- a change said by what was left and what holds now ----------------------------------------


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Rory", "Oh, and I've closed the Starling account, TSB now, which is nice.",
         ChangeReading("TSB", "Starling", None, None)),
        ("Fraser", "I've left Ness Sailing Club, just Culloden Curling Club now.",
         ChangeReading("Culloden Curling Club", "Ness Sailing Club", None, None)),
        ("Ewan", "No, not E.ON any more, we left E.ON, OVO does our energy now.",
         ChangeReading("OVO", "E.ON", "home_energy", None)),
        ("Catriona", "No, not Dacia Duster any more, I've traded the Dacia Duster in for a "
         "Skoda Yeti.", ChangeReading("Skoda Yeti", "Dacia Duster", None, None)),
        ("Isla", "I retired the La Sportiva Nepal boots and bought Zamberlan Vioz.",
         ChangeReading("Zamberlan Vioz", "La Sportiva Nepal boots", None, None)),
        ("Alasdair", "Bumped into Kirsty at the Co-op, Kirsty closed the TSB account and went "
         "to Monzo.", ChangeReading("Monzo", "TSB", None, "Kirsty")),
        ("Eilidh", "Bumped into Shona at the Co-op, Shona has left Moray Firth Surveys and "
         "gone to Ness Joinery.", ChangeReading("Ness Joinery", "Moray Firth Surveys", None,
                                               "Shona")),
        ("Freya", "Oh, and the new phone is a Fairphone 5.",
         ChangeReading("Fairphone 5", None, "handset", None)),
        ("Sam", "the new phone is an iPhone 15", ChangeReading("iPhone 15", None, "handset", None)),
        ("Fiona", "Oh, and new boots: Hanwag Alaska, for what it is worth.",
         ChangeReading("Hanwag Alaska", None, "named:boots", None)),
    ],
)  # fmt: skip
def test_a_change_said_by_what_was_left_and_what_holds_now(
    speaker: str, line: str, expected: ChangeReading
) -> None:
    assert expected in read_changes(line, speaker)


@pytest.mark.parametrize(
    "line",
    [
        "Gave up on the bus, walking now",  # no name, no "just"
        "I quit the band, just me now",  # a person, no value
        "I left Tesco, just chilling now",  # nothing held
        "Left the party early, Tom now",  # no name left
        "I've left Tesco and went to Boots for paracetamol",  # an errand
        "The new iPhone is a rip-off",  # news, no name given
        "The new season is great",
        "Did you see the new one, Tom?",  # "one" names no slot
        "Saw the new Batman, it was fine",
        "If I left Monzo, Starling would be next",  # a condition
    ],
)
def test_near_misses_read_no_change(line: str) -> None:
    assert read_changes(line, "Sam") == []


def test_a_club_left_is_no_past_employer() -> None:
    got = _slots("Fraser", "I've left Ness Sailing Club, just Culloden Curling Club now.")
    assert not any(a == "employer" for _, a, _ in got)


def test_a_model_number_is_no_metric() -> None:
    got = _slots("Freya", "Our new phone is a Fairphone 5.")
    assert ("Freya", "handset", "Fairphone 5") in got
    assert not any(v in ("5", "5.") for _, _, v in got)
    assert ("Sam", "rent", "1200") in _slots("Sam", "My rent went up to 1200")


# -- corrections with the apology between the names -------------------------------------------


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("*The Gym Group, sorry, not Oxygen Climbing. Autocorrect.", "Oxygen Climbing",
         "The Gym Group"),
        ("*E.ON Next, sorry, not OVO. Autocorrect.", "OVO", "E.ON Next"),
        ("Ignore me, Palmer Park parkrun, not Kennet Boulder Barn. Tired.",
         "Kennet Boulder Barn", "Palmer Park parkrun"),
        ("My bad, Tom not Jo", "Jo", "Tom"),
    ],
)  # fmt: skip
def test_a_correction_with_the_apology_between_or_before_its_names(
    line: str, old: str, new: str
) -> None:
    (correction,) = read_corrections(line)
    assert (correction.old, correction.new, correction.vouched_only) == (old, new, True)


@pytest.mark.parametrize(
    "line",
    [
        "Ignore me, not today",
        "Ignore me, I was thinking of something else, not that",
        "Sorry, not now",
    ],
)
def test_an_apology_with_no_two_values_corrects_nothing(line: str) -> None:
    assert read_corrections(line) == []


# -- a child's school, by a named child or the school run --------------------------------------


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("Oh I never said, Milo's started at Hillcrest Primary back in March!",
         "Hillcrest Primary"),
        ("Milo's class at St Anne's Primary is doing a board game week.", "St Anne's Primary"),
        ("Late again, the St Anne's Primary pickup queue is a war zone.", "St Anne's Primary"),
        ("Random but: the Meadowbrook Juniors school run was chaos", "Meadowbrook Juniors"),
    ],
)  # fmt: skip
def test_a_childs_school_by_a_named_child_or_the_school_run(line: str, value: str) -> None:
    assert ("Rachel", "kids_school", value) in _slots("Rachel", line)


@pytest.mark.parametrize(
    "line",
    [
        # a conversation's own person at a school: theirs, not the speaker's child's
        "Shona's started at Hillcrest Primary, she's teaching year 2",
        "Shona's class at Hillcrest Primary is doing a play.",
        # not a school by its name
        "Milo's started at Beavers",
        "the Tesco pickup queue is a war zone",
        "Milo's class at swimming is fun",
    ],
)
def test_no_childs_school_without_a_child_and_a_schools_name(line: str) -> None:
    assert not any(a == "kids_school" for _, a, _ in _slots("Rachel", line))
