"""Round 49: a correction whose second sentence gives the wrong value to someone else
("Correction: E.ON Next. Greenlane Power is what my brother has"), the car one has named while
saying something else of it ("Our Toyota Yaris is the one with the roof bars"), a course
followed by another ("switched to Portuguese back in May") and a child of the speaker's at a
school ("our youngest started at Moat House Primary") (issue 11, failure classes 3 and 4).
Each form with near misses that must not read as the speaker's state. No database."""

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
        ("my Kuga's in for its MOT.", "Kuga"),
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
        "The Toyota Yaris is the one with the roof bars.",  # nobody's
    ],
)
def test_a_car_named_but_not_held_now_is_no_car(line: str) -> None:
    assert not {v for s, v in _slot_values("Gareth", line, "car") if s == "Gareth"}


@pytest.mark.parametrize(
    ("line", "language"),
    [
        ("Forgot to mention, switched to Portuguese back in May.", "Portuguese"),
        ("Oh, meant to say ages ago: switched to Portuguese, that was in January.", "Portuguese"),
        ("Should have said at the time, switched to French in September.", "French"),
        ("I switched to Welsh last term.", "Welsh"),
    ],
)
def test_a_course_followed_by_another(line: str, language: str) -> None:
    assert ("Pete", language) in _slot_values("Pete", line, "learning_language")


@pytest.mark.parametrize(
    "line",
    [
        "I switched to French subtitles halfway through.",
        "Tom switched to French.",
        "The menu switched to French, weird.",
        "Should I switch to French?",
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


def test_a_role_stepped_into() -> None:
    line = "Life update: stepped into the bar manager job at the AGM, no idea what I've done."
    assert ("Sian", "bar manager") in _slot_values("Sian", line, "job_title")
    assert ("Tom", "treasurer") in _slot_values("Sian", "Tom stepped into the treasurer role.",
                                                "job_title")  # fmt: skip
    assert ("Sian", "treasurer") not in _slot_values(
        "Sian", "Tom stepped into the treasurer role.", "job_title"
    )
