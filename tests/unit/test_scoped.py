"""One slot, two values in one sentence: the main one and one held for a part (extract.scoped)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.pipeline import EpisodeText, RuleExtractor
from extract.scoped import read_scoped
from graph.types import OPEN_ATTRIBUTE

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)


def _read(speaker: str, line: str) -> set[tuple[str, str, str, str | None]]:
    (result,) = RuleExtractor().extract_batch([EpisodeText(line, WHEN, speaker)])
    return {(f.subject, f.attribute, f.value, f.scope) for f in result.facts}


@pytest.mark.parametrize(
    ("line", "main", "scoped"),
    [
        ("Day to day it's Monzo, savings are still with First Direct.",
         ("bank", "Monzo"), ("bank", "First Direct")),
        ("I'm at The Gym Group most days but I swim at Anytime Fitness on Sundays.",
         ("gym", "The Gym Group"), ("gym", "Anytime Fitness")),
        ("日常用Halifax，房贷在Santander。", ("bank", "Halifax"), ("bank", "Santander")),
        ("Paramount+ is the main one but I pay for Amazon Prime for one month a year when the "
         "cycling's on.", ("streaming", "Paramount+"), ("streaming", "Prime Video")),
    ],
)  # fmt: skip
def test_the_main_value_stays_plain_and_the_other_is_scoped(
    line: str, main: tuple[str, str], scoped: tuple[str, str]
) -> None:
    read = _read("Nadia", line)
    assert ("Nadia", *main, None) in read
    assert any(r[:3] == ("Nadia", *scoped) and r[3] for r in read)


@pytest.mark.parametrize(
    "line",
    [
        "I moved from Monzo to Starling on Sundays, long story.",  # a change, not a scope
        "Thinking of Monzo for savings, Starling for everything else.",  # a plan
        "Monzo and Starling both had outages today.",  # no break, no scope
        "Day to day it's Monzo, and Netflix for the evenings.",  # two slots
        # advice, questions, hypotheticals, opinions and other people's (review of round 29)
        "You should bank with Monzo, but for savings First Direct is better.",
        "Is it Monzo day to day, and savings with First Direct?",
        "If I were you I'd use Monzo, but savings with First Direct.",
        "Monzo is mostly fine, but First Direct has a better savings rate.",
        "For Priya it's Monzo day to day, savings with First Direct.",
        "Mum's all Monzo day to day, savings with First Direct.",
        "建议日常用Halifax，房贷可以在Santander。",
        "Most days I walk past The Gym Group, but Anytime Fitness is nicer on Sundays.",
        # another's thing is no scope of the speaker's: "my dad's Tesla"
        "Day to day it's the Skoda Octavia, but for the big trips I borrow my dad's Tesla.",
    ],
)
def test_changes_plans_and_other_slots_are_not_main_and_scoped(line: str) -> None:
    assert read_scoped(line) is None


@pytest.mark.parametrize(
    ("line", "slot", "value", "scope"),
    [
        ("Just for the marathon training block I'm eating keto, normally I'm vegan.",
         "diet", "keto", "marathon training block"),
        ("Just for the trip to Spain I've got a Smarty SIM in, my main number's still on Voxi.",
         "mobile_carrier", "Smarty", "trip to Spain"),
        ("说一下，马拉松备赛期间我吃素食，平时是轻断食。", "diet", "vegetarian", "马拉松备赛"),
    ],
)  # fmt: skip
def test_a_value_said_for_a_scope_before_what_holds_otherwise_is_scoped(
    line: str, slot: str, value: str, scope: str
) -> None:
    (result,) = RuleExtractor().extract_batch([EpisodeText(line, WHEN, "Liam")])
    # read by a slot's rule, or an open statement whose name the clause model places later
    assert any(
        c.subject == "Liam"
        and value in (c.value, c.focus)
        and c.scope == scope
        and c.attribute in (slot, OPEN_ATTRIBUTE)
        for c in result.candidates
    ), result.candidates


@pytest.mark.parametrize(
    "line",
    [
        "Just for the record, I'm vegan now.",  # no "otherwise": the plain value
        "For the record, I'm on Smarty now, still cheaper.",
        "Just for fun I went vegan, and I'm still vegan a year on.",  # no scope-led clause
    ],
)
def test_a_lead_without_a_later_main_value_scopes_nothing(line: str) -> None:
    assert all(scope is None for *_, scope in _read("Liam", line))


@pytest.mark.parametrize(
    ("line", "plain"),
    [
        # what holds otherwise stays plain (review of round 30: a span covers the sentence)
        ("Just for the trip to Spain I've got a Smarty SIM in, normally I'm on EE.", "EE"),
        ("During the trip I'm on Three, normally I'm on EE.", "EE"),
    ],
)
def test_the_value_said_to_hold_otherwise_is_not_scoped(line: str, plain: str) -> None:
    (result,) = RuleExtractor().extract_batch([EpisodeText(line, WHEN, "Liam")])
    assert all(c.scope is None for c in result.candidates if plain in (c.value, c.focus))


def test_a_reason_after_a_scoped_lead_is_no_other_value() -> None:
    """ "mainly for the space" gives a reason, not what holds otherwise."""
    line = "During lockdown I moved to Leeds, mainly for the space."
    assert all(scope is None for *_, scope in _read("Liam", line))


def test_a_lead_for_the_project_is_read() -> None:
    from extract.scoped import scope_lead

    found = scope_lead("For the Apollo project I'm on the Leeds team, normally I'm on Platform.")
    assert found is not None and found[0] == "Apollo project"


@pytest.mark.parametrize(
    ("line", "main", "scoped", "part"),
    [
        ("So, everything's in Excel now except the ticket money, that stays in Asana.",
         "Excel", "Asana", "ticket money"),
        ("So, it's Excel for most things, but the costume budget is still in Asana.",
         "Excel", "Asana", "costume budget"),
        ("顺便说一句，平时都用Airtable，只有服装预算还放在Notion里。",
         "Airtable", "Notion", "服装预算"),
    ],
)  # fmt: skip
def test_the_part_the_second_value_holds_is_its_scope(
    line: str, main: str, scoped: str, part: str
) -> None:
    """The part named between the two values ("except the ticket money", "but the costume
    budget is", 只有服装预算还) scopes the second; a Latin name ends at the Chinese after it."""
    read = _read("Nadia", line)
    assert ("Nadia", "planning_tool", main, None) in read
    assert ("Nadia", "planning_tool", scoped, part) in read
