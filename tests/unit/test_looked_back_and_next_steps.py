"""Round 45: a state looked back on is past, a next step is a plan, a wish disowned as it is
said is dropped, a first bill shows a new provider, a season scopes a home, and hearsay with
where it was heard is the named person's (issue 11, failure classes 1, 2, 4 and 5)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.cues import find_cues
from extract.pipeline import EpisodeText, RuleExtractor
from graph.types import Cue

WHEN = datetime(2025, 3, 1, 12, tzinfo=UTC)


def _candidates(
    speaker: str, line: str, people: frozenset[str] = frozenset()
) -> list[tuple[str, str, str, frozenset[Cue]]]:
    episode = EpisodeText(line, WHEN, speaker, people=people)
    (result,) = RuleExtractor().extract_batch([episode])
    return [(f.subject, f.attribute, f.value, frozenset(f.cues)) for f in result.facts]


@pytest.mark.parametrize(
    "text",
    [
        "I drove a Volvo V70 for a while, different life.",
        "Ha, I had a flat in Belmont once, never again.",
        "Funny to think I was renting in Pity Me not that long ago.",
    ],
)
def test_a_state_looked_back_on_is_past(text: str) -> None:
    assert Cue.PAST in find_cues(text)


@pytest.mark.parametrize(
    ("text", "past"),
    [
        ("Never again with Vodafone, I'm on EE now.", False),
        ("Living in Leeds is a different life, love it here.", False),
        ("I used to spend weekends at my place in Whitby, sold it now.", True),
    ],
)
def test_only_a_state_closed_off_is_looked_back_on(text: str, past: bool) -> None:
    assert (Cue.PAST in find_cues(text)) is past


@pytest.mark.parametrize(
    "text",
    [
        "First Lebara bill arrived and it's half what I used to pay.",
        "The new place costs less than it used to cost us.",
    ],
)
def test_a_price_compared_is_no_past_state(text: str) -> None:
    assert Cue.PAST not in find_cues(text)


@pytest.mark.parametrize(
    ("text", "plan"),
    [
        ("Next step: move to Gilesgate.", True),
        ("The next step is to move my account to Starling.", True),
        ("Moved to Gilesgate yesterday, next step is the mortgage.", False),
    ],
)
def test_a_next_step_is_a_plan(text: str, plan: bool) -> None:
    assert (Cue.INTENT in find_cues(text)) is plan


@pytest.mark.parametrize(
    ("text", "dropped"),
    [
        ("Half tempted to switch to Smarty, not that I ever will.", True),
        ("Might move to Belmont, not that we actually would.", True),
        ("I bank with HSBC now, not that I actually like them.", False),
        ("I'm with Monzo now, not that I'd ever go back to Barclays.", False),
    ],
)
def test_a_wish_disowned_as_it_is_said_is_dropped(text: str, dropped: bool) -> None:
    assert (Cue.ABANDONED in find_cues(text)) is dropped


@pytest.mark.parametrize(
    ("text", "scoped"),
    [
        ("I'm in Belmont in term time.", True),
        ("summers I'm back at my mum's in Leeds", True),
        ("Two summers ago I lived in Leeds.", False),
        ("Two summers back I moved to Leeds, best decision ever.", False),
        ("Summers here are lovely, glad I moved to Durham.", False),
        ("I'm a teacher at St Giles, summers off!", False),
    ],
)
def test_a_season_scopes_a_state(text: str, scoped: bool) -> None:
    assert (Cue.SCOPE in find_cues(text)) is scoped


@pytest.mark.parametrize(
    ("speaker", "line", "held"),
    [
        # a past state is read as past, not as the car or home held now
        ("Gareth", "I drove a Volvo V70 for a while, different life.",
         ("Gareth", "car", "Volvo V70")),
        ("Stuart", "Ha, I had a flat in Belmont once, never again.",
         ("Stuart", "home_city", "Belmont")),
    ],
)  # fmt: skip
def test_a_car_or_home_looked_back_on_is_read_as_past(
    speaker: str, line: str, held: tuple[str, str, str]
) -> None:
    found = {(s, a, v): cues for s, a, v, cues in _candidates(speaker, line)}
    assert held in found
    assert Cue.PAST in found[held]


def test_a_next_step_is_no_move_yet() -> None:
    found = {(s, a, v): c for s, a, v, c in _candidates("Gareth", "Next step: move to Gilesgate.")}
    assert Cue.INTENT in found[("Gareth", "home_city", "Gilesgate")]


@pytest.mark.parametrize(
    ("speaker", "line", "held"),
    [
        # an account moved, said in any tense, is a bank's
        ("Isla", "Tempted to move my account to Wearmouth Mutual, watch this space.",
         ("Isla", "bank", "Wearmouth Mutual")),
        ("Dev", "I'm moving all my money to Nationwide.", ("Dev", "bank", "Nationwide")),
        # hearsay with where it was heard is the named person's
        ("Euan", "Heard at the wall tonight that Stuart banks with Lloyds now.",
         ("Stuart", "bank", "Lloyds")),
    ],
)  # fmt: skip
def test_accounts_and_hearsay_are_read_into_their_slot_and_holder(
    speaker: str, line: str, held: tuple[str, str, str]
) -> None:
    found = _candidates(speaker, line, people=frozenset({"Stuart", "Euan"}))
    assert held in {(s, a, v) for s, a, v, _ in found}


@pytest.mark.parametrize(
    "line",
    [
        "Moving my account to the new Netflix plan.",
        "Transferring my account to my wife's name at Nationwide.",
    ],
)
def test_an_account_moved_to_no_name_is_no_bank(line: str) -> None:
    found = {(a, v) for _, a, v, _ in _candidates("Isla", line)}
    assert not any(a == "bank" and not v[:1].isupper() for a, v in found)
    assert ("bank", "new Netflix plan") not in found


def test_hearsay_of_a_thing_has_no_holder() -> None:
    found = _candidates("Euan", "Heard today that Lloyds is closing the Durham branch.")
    assert not any(s == "Lloyds" for s, _, _, _ in found)


def test_a_first_bill_names_the_provider_not_the_word_first() -> None:
    (result,) = RuleExtractor().extract_batch(
        [EpisodeText("First Lebara bill arrived today.", WHEN, "Euan")]
    )
    (fact,) = result.facts
    assert fact.focus == "Lebara"
    assert Cue.UPDATE in fact.cues


def test_first_direct_keeps_its_first_word() -> None:
    found = {(s, a, v) for s, a, v, _ in _candidates("Euan", "First Direct is my bank.")}
    assert ("Euan", "bank", "First Direct") in found


def test_a_name_opening_a_line_keeps_its_first_word() -> None:
    (result,) = RuleExtractor().extract_batch(
        [EpisodeText("New York is where I live now.", WHEN, "Euan")]
    )
    assert all(f.focus != "York" and f.value != "York" for f in result.facts)


@pytest.mark.parametrize(
    ("speaker", "line", "held"),
    [
        # news told late in Chinese: a thing taken on then, still held (not a past state)
        ("Xinyi", "之前忘了告诉大家：提了辆Dacia Duster，是十月的事。",
         ("Xinyi", "car", "Dacia Duster")),
        ("Yuting", "之前忘了告诉大家：开了Tencent Video会员，是六月的事。",
         ("Yuting", "streaming", "腾讯视频")),
    ],
)  # fmt: skip
def test_a_chinese_change_told_late_is_a_change_then(
    speaker: str, line: str, held: tuple[str, str, str]
) -> None:
    found = {(s, a, v): c for s, a, v, c in _candidates(speaker, line)}
    assert Cue.UPDATE in found[held]
    assert Cue.PAST not in found[held]


def test_a_chinese_past_state_by_its_year_stays_past() -> None:
    found = {(s, a, v): c for s, a, v, c in _candidates("Yuting", "去年我住在北京。")}
    assert Cue.PAST in found[("Yuting", "home_city", "北京")]


@pytest.mark.parametrize(
    ("line", "car"),
    [
        # a listed make, then a model no list names: one value, as written
        ("I sold the Skoda Octavia and got a Volvo V70.", "Volvo V70"),
        ("Picked up a Peugeot 208 on Friday.", "Peugeot 208"),
        # a count, a day or another word is no model
        ("I got a Kia 2 weeks ago.", "Kia"),
        ("Got a Skoda on Monday.", "Skoda"),
    ],
)
def test_a_make_keeps_the_model_written_after_it(line: str, car: str) -> None:
    assert ("Rosie", "car", car) in {(s, a, v) for s, a, v, _ in _candidates("Rosie", line)}


@pytest.mark.parametrize(
    ("line", "home"),
    [
        ("I rent a room in Ushaw Moor.", "Ushaw Moor"),
        ("FYI I've finally moved out of Oadby and into Wigston!", "Wigston"),
    ],
)
def test_a_room_rented_or_a_move_out_and_into_is_a_home(line: str, home: str) -> None:
    assert ("Niamh", "home_city", home) in {(s, a, v) for s, a, v, _ in _candidates("Niamh", line)}


def test_not_that_long_ago_says_when_and_denies_nothing() -> None:
    cues = find_cues("Funny to think I was renting in Pity Me not that long ago.")
    assert Cue.PAST in cues
    assert Cue.NEGATION not in cues
