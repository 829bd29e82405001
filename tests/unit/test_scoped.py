"""One slot, two values in one sentence: the main one and one held for a part (extract.scoped)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.pipeline import EpisodeText, RuleExtractor
from extract.scoped import read_scoped

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
    ],
)
def test_changes_plans_and_other_slots_are_not_main_and_scoped(line: str) -> None:
    assert read_scoped(line) is None
