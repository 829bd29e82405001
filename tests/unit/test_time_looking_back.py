""" "In <n> <units>" after a first, a superlative or a negation counts back to now: it is no
plan ("Bought a Volvo V70, first new-to-me car in ten years")."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.timeexpr import resolve_time

NOW = datetime(2025, 3, 1, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "future"),
    [
        ("Bought a Volvo V70, first new-to-me car in ten years.", False),
        ("best holiday in ten years", False),
        ("the first time in two years I've had a day off", False),
        ("I haven't been to the gym in two weeks", False),
        ("Never felt this fit in ten years", False),
        ("Haven't had a day off in three months", False),
        # still ahead
        ("My first day is in two weeks", True),
        ("I won't be there in two weeks", True),
        ("Moving to Leeds in two weeks", True),
        ("I start the new job in three weeks", True),
        ("Only joking, we move in two months", True),
        ("Accepted the job at Aldi, first shift in two weeks.", True),
        ("Accepted the job at Aldi, can't wait to start in two weeks.", True),
        ("Bought a Kia Niro, only delivered in two weeks though.", True),
        ("Bought a Kia Niro, first one arrives in two weeks.", True),
        ("Bought a Kia Niro, first delivery slot's in two weeks.", True),
        ("Signed with Octopus, only switching over in two weeks.", True),
    ],
)
def test_in_n_units(text: str, future: bool) -> None:
    assert resolve_time(text, NOW).future is future


def test_a_car_bought_as_the_first_in_years_is_held_now() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    facts = (
        RuleExtractor()
        .extract(EpisodeText("Bought a Volvo V70, first new-to-me car in ten years.", NOW, "Fiona"))
        .facts
    )
    cars = [f for f in facts if f.value == "Volvo V70"]
    assert cars and all(f.attribute == "car" for f in cars)
    assert not any("intent" in {c.value for c in f.cues} for f in cars)
