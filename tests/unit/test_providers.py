"""Providers a person is "on" or "with" (mobile network, bank, energy supplier): read into
their own slot from the gazetteer, not into a place, an employer or a phone number."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graph.types import Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm on O2, signal in here is awful though", [("Sofia", "mobile_carrier", "O2")]),
        ("my phone's on O2", [("Sofia", "mobile_carrier", "O2")]),
        ("I moved to Voxi back in August", [("Sofia", "mobile_carrier", "Voxi")]),
        ("still on Giffgaff, no complaints", [("Sofia", "mobile_carrier", "giffgaff")]),
        ("我手机用的是giffgaff", [("Sofia", "mobile_carrier", "giffgaff")]),
        ("I'm with Barclays", [("Sofia", "bank", "Barclays")]),
        ("没人问但是，我的钱都在招商银行", [("Sofia", "bank", "招商银行")]),
        ("switched to Monzo last week, the app is so much better", [("Sofia", "bank", "Monzo")]),
        ("fyi Sorrel's on Barclays now.", [("Sorrel", "bank", "Barclays")]),
        ("we're with Octopus for the electricity now",
         [("Sofia", "home_energy", "Octopus Energy")]),
        ("call me at 07700 900123", [("Sofia", "phone", "07700 900123")]),
        ("retired the old ThinkPad X1, I'm on a Dell XPS now", [("Sofia", "laptop", "Dell XPS")]),
        ("Priya开始在Aardman上班了", [("Priya", "employer", "Aardman")]),
        ("Danny is with Octopus for energy, did everyone know?",
         [("Danny", "home_energy", "Octopus Energy")]),
        ("Chloe has switched the weekly shop to Aldi, did everyone know?",
         [("Chloe", "supermarket", "Aldi")]),
        ("对了，我现在改去 Wing Yip 买菜了。", [("Sofia", "supermarket", "Wing Yip")]),
        ("我平时在金龙超市买菜，没什么问题。", [("Sofia", "supermarket", "金龙超市")]),
        ("back in July I registered with Wellfield Surgery — you can actually get in there",
         [("Sofia", "gp_practice", "Wellfield Surgery")]),
        ("我骑的是 Kona Sutra，还挺满意的。", [("Sofia", "bike", "Kona Sutra")]),
        ("Gossip: Yifan rides a Dolan Pre Cursa.", [("Yifan", "bike", "Dolan Pre Cursa")]),
        ("I ride a bike to work", [("Sofia", "commute", "bike")]),
        ("we've left OVO, it's EDF now, mainly because the direct debit nearly doubled",
         [("Sofia", "home_energy", "EDF")]),
        ("picked up a Clio on Saturday! because the clutch went on the old one",
         [("Sofia", "car", "Clio")]),
        ("我开的是Kuga。。", [("Sofia", "car", "Kuga")]),
        ("My last day at Monzo is next Tuesday.", [("Sofia", "employer", "Monzo")]),
        # mentions, not holdings
        ("are you still on giffgaff?", []),
        ("saw an ad for Dell XPS on the side of the number 72", [("Sofia", "see", "ad")]),
        ("if anyone's thinking about Tesco Mobile, a friend wrote a review", []),
        ("there's an iD Mobile pop-up stand in Cabot Circus giving away tote bags", []),
        ("I love the octopus at that tapas place", [("Sofia", "likes", "octopus")]),
    ],
)  # fmt: skip
def test_a_provider_lands_in_its_own_slot(text: str, expected: list[tuple[str, str, str]]) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Sofia")])
    assert [(f.subject, f.attribute, f.value) for f in read.facts] == expected


def test_leaving_one_network_for_another_ends_with_the_new_one() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    text = "left O2, I'm on Tesco Mobile now and it's half the price"
    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Tom")])
    assert [(f.attribute, f.value) for f in read.facts][-1] == ("mobile_carrier", "Tesco Mobile")
    # "left X" may still read as a job left (a past employer), never as a current one.
    assert all(Cue.PAST in f.cues for f in read.facts if f.attribute == "employer")
