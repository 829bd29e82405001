"""Value anchoring (resolver.anchor): an open statement that leaves a known value joins its slot."""

from __future__ import annotations

import pytest

from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue
from resolver.anchor import ANCHORED_CONFIDENCE, anchor, anchor_statements, reports_change

pytestmark = pytest.mark.unit


def statement(text: str, focus: str | None, subject: str = "Quinn") -> CandidateFact:
    return CandidateFact(subject, OPEN_ATTRIBUTE, text, text, focus=focus, confidence=0.55)


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("I ditched NixOS for Arch Linux.", "NixOS"),
        ("Guess what, I packed up my life in Copenhagen and landed in Melbourne.", "Copenhagen"),
        ("So I wrapped up Project Marlin and jumped onto Project Sequoia.", "Project Marlin"),
        ("Traded the Golf in for a Model 3.", "Golf"),
        ("我的小鹏P7置换成了蔚来ET5。", "小鹏P7"),
    ],
)
def test_a_change_that_leaves_a_known_value_is_reported(text: str, old: str) -> None:
    assert reports_change(text, old)


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("I visited Copenhagen with a friend from Melbourne.", "Copenhagen"),
        ("Project Marlin had a great demo on Friday.", "Project Marlin"),
        ("I ditched NixOS for Arch Linux.", "Fedora"),  # not named at all
    ],
)
def test_naming_a_value_without_leaving_it_is_no_change(text: str, old: str) -> None:
    assert not reports_change(text, old)


def test_an_open_change_statement_joins_the_slot_of_the_value_it_leaves() -> None:
    known = {"nixos": "operating_system", "berlin": "home_city"}
    out = anchor(statement("I ditched NixOS for Arch Linux.", "Arch Linux"), known)
    assert (out.attribute, out.value) == ("operating_system", "Arch Linux")
    assert Cue.UPDATE in out.cues and out.confidence == ANCHORED_CONFIDENCE


def test_no_anchor_when_unsure() -> None:
    known = {"nixos": "operating_system", "vim": "editor"}
    # The values named belong to two slots: which one changed is not clear.
    both = statement("I ditched NixOS and Vim for Arch Linux.", "Arch Linux")
    assert anchor(both, known).attribute == OPEN_ATTRIBUTE
    # No focus, an attribute already named, a focus that is itself known, no known value.
    assert anchor(statement("I ditched NixOS for good.", None), known).attribute == OPEN_ATTRIBUTE
    named = CandidateFact("Quinn", "editor", "Helix", "I ditched Vim for Helix.", focus="Helix")
    assert anchor(named, known) is named
    assert anchor(statement("I ditched NixOS for Vim.", "Vim"), known).attribute == OPEN_ATTRIBUTE
    assert (
        anchor(statement("I ditched Gentoo for Arch.", "Arch"), known).attribute == OPEN_ATTRIBUTE
    )


def test_a_batch_anchors_in_time_order_with_its_own_earlier_values() -> None:
    first = CandidateFact("Quinn", "home_city", "Copenhagen", "I relocated to Copenhagen.")
    move = statement("I packed up my life in Copenhagen and landed in Melbourne.", "Melbourne")
    other = statement("I packed up my life in Copenhagen and landed in Melbourne.", "Melbourne",
                      subject="Mia")  # fmt: skip
    out = anchor_statements([first, move, other], known=[])
    assert [(c.attribute, c.value) for c in out[:2]] == [
        ("home_city", "Copenhagen"), ("home_city", "Melbourne")]  # fmt: skip
    assert out[2].attribute == OPEN_ATTRIBUTE  # Mia holds no Copenhagen
    graph_known = anchor_statements([move], known=[("quinn", "home_city", "Copenhagen")])
    assert graph_known[0].attribute == "home_city"
