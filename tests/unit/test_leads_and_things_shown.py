"""Round 46: a lead-in before the news does not break the parse of what follows, a household's
supply is the household's, the speaker's new SIM shows its network, a class signed up for is a
language learnt, an instrument added or kept is held, a phone said by its model is the handset
(issue 11, failure classes 3 and 4). Each form with distractors that must stay as they were."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.clauses import blank_discourse_lead
from extract.pipeline import EpisodeText, RuleExtractor
from graph.types import Cue

WHEN = datetime(2025, 3, 1, 12, tzinfo=UTC)


def _facts(speaker: str, line: str) -> list[tuple[str, str, str, frozenset[Cue]]]:
    (result,) = RuleExtractor().extract_batch([EpisodeText(line, WHEN, speaker)])
    return [(f.subject, f.attribute, f.value, frozenset(f.cues)) for f in result.facts]


def _values(speaker: str, line: str, attribute: str) -> set[str]:
    return {v for s, a, v, _ in _facts(speaker, line) if s == speaker and a == attribute}


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Oh, news: traded the Corsa in.", "traded the Corsa in."),
        ("Quick one, said goodbye to Carlton.", "said goodbye to Carlton."),
        ("Random update: swapped to EE.", "swapped to EE."),
        ("Heads up, Sorrel banks with Nationwide now", "Sorrel banks with Nationwide now"),
        ("Right, news: we've moved.", "we've moved."),
    ],
)
def test_a_lead_in_is_blanked_with_its_offsets_kept(text: str, kept: str) -> None:
    blanked = blank_discourse_lead(text)
    assert len(blanked) == len(text)
    assert blanked.strip() == kept
    assert text.endswith(kept)


@pytest.mark.parametrize(
    "text",
    [
        "Big news from the Marcus household: we moved to Leeds",  # the holder is in the lead
        "Update from Leanne: she's moved to Carlton.",
        "Right now I'm on EE.",
        "News travels fast round here.",
        "Updates are slow on this app.",
        "Quick one:",  # nothing after it
    ],
)
def test_only_a_bare_lead_in_is_blanked(text: str) -> None:
    assert blank_discourse_lead(text) == text


@pytest.mark.parametrize(
    "line",
    [
        "Oh, news: traded the Vauxhall Corsa in for a Kia Picanto!",
        "Quick one, traded the Vauxhall Corsa in for a Kia Picanto!",
        "Random one: traded the Vauxhall Corsa in for a Kia Picanto!",
    ],
)
def test_a_change_after_a_lead_in_is_read_as_a_change(line: str) -> None:
    facts = [f for f in _facts("Imogen", line) if f[0] == "Imogen"]
    assert any("Kia Picanto" in v and Cue.UPDATE in cues for _, _, v, cues in facts)


def test_a_household_supply_is_the_speaker_s() -> None:
    assert _values("Marcus", "Our energy is with Ecotricity.", "home_energy") == {"Ecotricity"}
    assert _values("Marcus", "My energy's with Octopus these days.", "home_energy") == {
        "Octopus Energy"
    }


@pytest.mark.parametrize(
    "line",
    [
        "Our energy is through the floor after the get-out.",
        "My energy is low today, sorry.",
    ],
)
def test_energy_as_vigour_is_no_supplier(line: str) -> None:
    assert _values("Marcus", line, "home_energy") == set()


@pytest.mark.parametrize(
    ("line", "network"),
    [
        ("Anyway, new SIM from Sky Mobile arrived today.", "Sky Mobile"),
        ("My new SIM from Lebara arrived.", "Lebara"),
        ("New SIM from Kestrel Mobile arrived today. See you Thursday.", "Kestrel Mobile"),
    ],
)
def test_a_new_sim_shows_the_network(line: str, network: str) -> None:
    assert _values("Tamsin", line, "mobile_carrier") == {network}


@pytest.mark.parametrize(
    "line",
    [
        "My sister's new SIM from Lebara never arrived.",
        "Sky Mobile keeps sending me adverts for a new SIM.",
        "Ordered Dad a new SIM from Voxi",
        "The new SIM from Voxi I ordered for Dad came",
        "Was sent a new SIM from EE by mistake, I'm not even with them",
    ],
)
def test_someone_else_s_sim_or_an_advert_is_no_network(line: str) -> None:
    assert _values("Tamsin", line, "mobile_carrier") == set()


@pytest.mark.parametrize(
    ("line", "language"),
    [
        ("Haoran报告：报了法语班。", "French"),
        ("顺便说一句，报了日语班！", "Japanese"),
    ],
)
def test_a_class_signed_up_for_is_a_language_learnt(line: str, language: str) -> None:
    assert language in _values("Haoran", line, "learning_language")


@pytest.mark.parametrize(
    "line", ["报了名参加比赛。", "我在上钢琴课", "给女儿报了法语班", "我去给学生上法语课"]
)
def test_other_classes_are_no_language(line: str) -> None:
    assert _values("Haoran", line, "learning_language") == set()


@pytest.mark.parametrize(
    ("line", "instrument"),
    [
        ("Added the trumpet to my repertoire alongside the piano, my neighbours are thrilled.",
         "trumpet"),
        ("Sold the piano on Facebook Marketplace, it's just the trumpet for me now.", "trumpet"),
    ],
)  # fmt: skip
def test_an_instrument_added_or_kept_is_held(line: str, instrument: str) -> None:
    assert instrument in _values("Priya", line, "instrument")


@pytest.mark.parametrize(
    "line",
    [
        "The pit band needs a trumpet player for the musical, anyone know one?",
        "Got a cello for my daughter's birthday.",
        "The trumpet has won every brass award going.",
        "Poll closed: the saxophone has won!",
        "Added the violin to my collection of junk shop finds.",
    ],
)
def test_an_instrument_named_in_passing_is_not_held(line: str) -> None:
    assert _values("Priya", line, "instrument") == set()


@pytest.mark.parametrize(
    ("speaker", "line", "model"),
    [
        ("Haoran", "顺便说一下，我的手机是OPPO Find X6。", "OPPO Find X6"),
        ("Mingyu", "我的手机是Xiaomi 13，有事可以找我", "Xiaomi 13"),
        ("Tom", "My phone is an iPhone 15 Pro.", "iPhone 15 Pro"),
        ("Haoran", "终于搞定了，我新买了一台Huawei P60", "Huawei P60"),
    ],
)
def test_a_phone_said_by_its_model_is_the_handset(speaker: str, line: str, model: str) -> None:
    facts = _facts(speaker, line)
    assert (speaker, "handset", model) in {(s, a, v) for s, a, v, _ in facts}
    assert not {a for _, a, _, _ in facts} & {"phone", "bike"}


@pytest.mark.parametrize(
    ("line", "attribute", "value"),
    [
        ("My phone number is 07700 900123.", "phone", "07700 900123"),
        ("我的手机号是13800138000", "phone", "13800138000"),
        ("my phone's on O2", "mobile_carrier", "O2"),
        ("入手了一台Brompton", "bike", "Brompton"),
    ],
)
def test_a_number_a_network_and_a_bike_stay_where_they_were(
    line: str, attribute: str, value: str
) -> None:
    facts = {(a, v) for _, a, v, _ in _facts("Tom", line)}
    assert (attribute, value) in facts
    assert not any(a == "handset" for a, _ in facts)


def test_a_provider_is_no_holder_of_a_state() -> None:
    """ "Switched to So Energy, British Gas had me on hold": the next clause's subject is
    no holder for the dropped "I"."""
    facts = {(s, a, v) for s, a, v, _ in _facts(
        "Callum", "Switched to So Energy, British Gas had me on hold for two hours")}  # fmt: skip
    assert ("Callum", "home_energy", "So Energy") in facts
    assert not any(s == "British Gas" for s, _, _ in facts)


@pytest.mark.parametrize(
    ("line", "attribute", "value"),
    [
        ("I enrolled on the Mandarin course at Edinburgh College yesterday.", "learning_language",
         "Mandarin"),
        ("We're Ecotricity customers now, God help us.", "home_energy", "Ecotricity"),
        ("I'm a Monzo customer now.", "bank", "Monzo"),
    ],
)  # fmt: skip
def test_a_course_or_a_custom_names_what_is_held(line: str, attribute: str, value: str) -> None:
    assert _values("Imogen", line, attribute) == {value}


@pytest.mark.parametrize(
    ("line", "attribute"),
    [
        ("Ecotricity customers are complaining on the news.", "home_energy"),
        ("Are you Octopus customers?", "home_energy"),
        ("My mum's a Barclays customer.", "bank"),
        ("My son enrolled in a Spanish class.", "learning_language"),
        ("I'm a Monzo customer service rep, ask me anything", "bank"),
        ("I enrolled on the Spanish course for my daughter", "learning_language"),
    ],
)
def test_others_custom_or_course_is_not_the_speaker_s(line: str, attribute: str) -> None:
    assert _values("Imogen", line, attribute) == set()


@pytest.mark.parametrize(
    "line",
    [
        "My phone is Pay As You Go now",
        "My phone is Dave's fault, he sat on it",
        "我的手机是二手的",
        "我的手机是坏的…",
    ],
)
def test_what_a_phone_is_like_is_no_handset(line: str) -> None:
    assert _values("Tom", line, "handset") == set()


@pytest.mark.parametrize(
    "line",
    [
        "Our orchestra moved to St Sidwell's",
        "My practice is moving to Topsham",
        "Our society moved to the Phoenix last year",
        "Octopus has moved its office to Leeds",
    ],
)
def test_a_group_or_a_firm_moving_is_not_the_speaker_moving(line: str) -> None:
    assert _values("Tom", line, "home_city") == set()
    assert not any(s == "Tom" and a.startswith("about:") for s, a, _, _ in _facts("Tom", line))


def test_a_reminder_after_fyi_keeps_its_lead() -> None:
    assert blank_discourse_lead("BTW, Priya, you left your buoyancy aid in my car") == (
        "BTW, Priya, you left your buoyancy aid in my car"
    )
    assert (
        blank_discourse_lead("FYI we've moved to Sneinton!").strip() == "we've moved to Sneinton!"
    )
