"""Round 49: a correction whose second sentence gives the wrong value to someone else
("Correction: E.ON Next. Greenlane Power is what my brother has"), the car one has named
standing somewhere ("Our Toyota Yaris is the one with the roof bars"), common makes, a role
stepped into, an NHS place at a dental practice and a child of the speaker's at a school ("our
youngest started at Moat House Primary") (issue 11, failure classes 3 and 4). Each form with
near misses that must not read as the speaker's state (many from the round's review). No
database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import read_corrections
from extract.pipeline import EpisodeText, RuleExtractor

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)


def _slot_values(speaker: str, line: str, attribute: str) -> set[tuple[str, str]]:
    people = frozenset({speaker, "Tom", "Mhairi"})
    (result,) = RuleExtractor().extract_batch([EpisodeText(line, WHEN, speaker, people=people)])
    return {(f.subject, f.value) for f in result.facts if f.attribute == attribute}


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("Correction: E.ON Next. Greenlane Power is what my brother has, got muddled.",
         "Greenlane Power", "E.ON Next"),
        ("Correction: Tesco Mobile. Lebara is what my brother has, got muddled.",
         "Lebara", "Tesco Mobile"),
        ("Typo: Starling. Monzo is what my sister uses.", "Monzo", "Starling"),
    ],
)  # fmt: skip
def test_a_value_disowned_as_what_another_has_is_taken_back(line: str, old: str, new: str) -> None:
    (correction,) = read_corrections(line)
    assert (correction.old, correction.new) == (old, new)
    assert correction.vouched_only  # only a value the graph holds for the speaker


@pytest.mark.parametrize(
    "line",
    [
        "Greenlane Power is what my brother has, and he loves it.",  # no correction at all
        "Correction: Sam is on Octopus. EDF is what my brother has.",  # Sam's, not a value
        "Correction: we use Octopus. EDF is what my brother has.",
        "Correction: Tom said E.ON Next. Greenlane Power is what my brother has.",  # Tom's word
        "Octopus? Greenlane Power is what my brother has.",
    ],
)
def test_what_another_has_alone_takes_nothing_back(line: str) -> None:
    assert read_corrections(line) == []


@pytest.mark.parametrize(
    ("line", "car"),
    [
        ("Our Toyota Yaris is the one with the roof bars, park next to it.", "Toyota Yaris"),
        ("My Dacia Duster is the one parked badly by the gate, sorry.", "Dacia Duster"),
        ("My Kuga's in for its MOT.", "Kuga"),
    ],
)
def test_the_car_one_has_named_in_passing(line: str, car: str) -> None:
    assert ("Gareth", car) in _slot_values("Gareth", line, "car")


@pytest.mark.parametrize(
    "line",
    [
        "My old Corsa is still on the drive.",
        "My Corsa's died.",
        "My Corsa was written off in March.",
        "My brother's Kuga is the one by the gate.",
        "My dad's Kuga is the one by the gate.",
        "Is my Fiesta in your way?",
        "My focus is all over the place today.",
        "My golf is getting better, finally broke 90.",
        "Our Mini is three today, happy birthday little man!",
        "My Golf is a hire car for the week, ours is in the garage.",
        "My Corsa is my son's now, he passed his test.",
        "My Model Y is on order, due in March.",
        "My Honda is the scooter, the car's a Kia.",
        "Hmm, my Yaris is what I'd pick if I had the money.",
        "Sam said: my Kuga is the one by the gate.",
        "Tom: my Kuga is in for its MOT.",
        "Jaguar is my favourite animal.",
        "Got a Jeep for Alfie's birthday, the ride-on one.",
        "The Toyota Yaris is the one with the roof bars.",  # nobody's
    ],
)
def test_a_car_named_but_not_held_now_is_no_car(line: str) -> None:
    assert not {v for s, v in _slot_values("Gareth", line, "car") if s == "Gareth"}


@pytest.mark.parametrize(
    "line",
    [
        "I switched to French subtitles halfway through.",
        "Tom switched to French.",
        "The menu switched to French, weird.",
        "Should I switch to French?",
        # a language spoken for a while is no course either (review of round 49: a
        # "switched to <language>" cue was dropped for these)
        "I switched to English at work because nobody understood me.",
        "Switched to German for a sec, my boss was listening.",
        "I switched to Welsh, my nain only understands Welsh.",
        "I've switched to French now, so everything is in French on my phone.",
    ],
)
def test_a_switch_that_is_no_course_of_the_speakers(line: str) -> None:
    assert ("Pete", "French") not in _slot_values("Pete", line, "learning_language")


@pytest.mark.parametrize(
    ("line", "school"),
    [
        ("Oh, did I never say? our youngest started at Moat House Primary in September.",
         "Moat House Primary"),
        ("My eldest is at Hearsall Academy now.", "Hearsall Academy"),
        ("Our little one is now at Busy Bees Nursery.", "Busy Bees Nursery"),
    ],
)  # fmt: skip
def test_a_child_of_the_speakers_at_a_school(line: str, school: str) -> None:
    assert ("Femi", school) in _slot_values("Femi", line, "kids_school")


@pytest.mark.parametrize(
    "line",
    [
        "Our youngest is at Brownies tonight.",  # no school
        "Our youngest started at Tesco on Saturdays.",
        "Mhairi's youngest started at Moat House Primary.",  # another family's
        "My eldest was at Hearsall Academy.",
        "Our youngest is at Moat House Primary's open day.",
        "Our youngest started at Moat House Primary's holiday club.",
        "Our youngest is at Moat House Primary on a trip.",
        "My little one is at Busy Bees Nursery on Mondays.",
    ],
)
def test_a_child_elsewhere_is_no_school_of_the_speakers(line: str) -> None:
    assert not _slot_values("Femi", line, "kids_school")


@pytest.mark.parametrize(
    ("line", "car"),
    [
        ("Old news now but bought a Land Rover Defender at the start of April.",
         "Land Rover Defender"),
        ("Picked up a Range Rover Evoque at the weekend.", "Range Rover Evoque"),
        ("Drive a Suzuki Swift these days.", "Suzuki Swift"),
    ],
)  # fmt: skip
def test_makes_people_drive_are_known(line: str, car: str) -> None:
    assert ("Mike", car) in _slot_values("Mike", line, "car")


def test_thinking_about_a_make_is_no_car() -> None:
    line = "We're thinking about a Land Rover Defender, need something that'll tow."
    assert not _slot_values("Mike", line, "car")


@pytest.mark.parametrize(
    "line",
    [
        "I almost stepped into the bar manager role but said no.",
        "Stepped into the manager role for a day while Sue was off.",
    ],
)
def test_a_role_nearly_or_briefly_stepped_into_is_no_job(line: str) -> None:
    assert not _slot_values("Sian", line, "job_title")


def test_a_role_stepped_into() -> None:
    line = "Life update: stepped into the bar manager job at the AGM, no idea what I've done."
    assert ("Sian", "bar manager") in _slot_values("Sian", line, "job_title")
    assert ("Tom", "treasurer") in _slot_values("Sian", "Tom stepped into the treasurer role.",
                                                "job_title")  # fmt: skip
    assert ("Sian", "treasurer") not in _slot_values(
        "Sian", "Tom stepped into the treasurer role.", "job_title"
    )


@pytest.mark.parametrize(
    ("speaker", "line", "dentist"),
    [
        ("Gurpreet", "No, not any more, I finally got an NHS place at Hollyfast Dental.",
         "Hollyfast Dental"),
        ("Liu Yang", "终于在Albany Road Dental拿到NHS名额了。", "Albany Road Dental"),
    ],
)  # fmt: skip
def test_an_nhs_place_at_a_dental_practice(speaker: str, line: str, dentist: str) -> None:
    assert (speaker, dentist) in _slot_values(speaker, line, "dentist")


@pytest.mark.parametrize(
    "line",
    [
        "My mum got an NHS place at Hollyfast Dental.",
        "Got an NHS place at Parkside Surgery finally.",  # no dental practice
        "Still trying to get an NHS place at Hollyfast Dental.",
        "他说他在Albany Road Dental拿到NHS名额了。",
    ],
)
def test_an_nhs_place_not_the_speakers_or_not_dental(line: str) -> None:
    assert not {v for s, v in _slot_values("Gurpreet", line, "dentist") if s == "Gurpreet"}
