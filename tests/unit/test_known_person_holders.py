"""A clause whose subject is one of the conversation's people is that person's, whatever
follows the name: news passed on about a third person ("Apparently Callum is chair now",
"Priya现在唱alto") holds their state, not the speaker's. Names the conversation does not know
keep the stricter test (a thing of theirs named after them), and a person who only says,
tells or is described holds nothing."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.pipeline import EpisodeText, RuleExtractor

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)
PEOPLE = frozenset(
    {"Imogen", "Callum", "Fergus", "Haoran", "Priya", "Chenxi", "Mei", "Sanjay", "Wei"}
)


def candidates(text: str, speaker: str = "Imogen") -> list[tuple[str, str | None]]:
    """(subject, focus or value) of every rule candidate, before the clause model."""
    (read,) = [RuleExtractor().extract(EpisodeText(text, WHEN, speaker, people=PEOPLE))]
    return [(c.subject, c.focus or c.value) for c in read.candidates]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Apparently Callum is chair now.", ("Callum", "chair")),
        ("Heard Fergus dropped The Climbing Academy for Hengrove Leisure.",
         ("Fergus", "Hengrove Leisure")),
        ("Sanjay drinks Yorkshire Tea now, put it on the rota sheet", ("Sanjay", "Yorkshire Tea")),
        ("Haoran改唱男高音了，名单上记得改一下。", ("Haoran", "男高音")),
        ("跟大家说一下，Priya现在唱alto。", ("Priya", "alto")),
        ("Chenxi现在也会钢琴了", ("Chenxi", "钢琴")),
    ],
)  # fmt: skip
def test_a_known_persons_clause_is_theirs(text: str, expected: tuple[str, str]) -> None:
    found = candidates(text)
    assert any(s == expected[0] and expected[1] in (v or "") for s, v in found), found


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Callum was brilliant last night", "Callum"),  # described, holds nothing
        ("Wei是个好人", "Wei"),  # described
        ("Wei唱了一首歌", "Wei"),  # sang once, holds nothing
        ("Haoran当着大家的面哭了", "Haoran"),  # 当着 is no role
        ("Haoran说周六会下雨", "Haoran"),  # says something
        ("Haoran觉得Monzo不错", "Haoran"),  # thinks something
        ("Rumina is chair now", "Rumina"),  # not a person of the conversation
        ("Callum is coming tonight", "Callum"),  # nothing named
    ],
)
def test_no_state_for_a_person_who_only_says_or_is_described(text: str, name: str) -> None:
    assert all(s != name for s, _ in candidates(text)), candidates(text)


def test_a_chinese_change_after_a_joined_word_keeps_its_object() -> None:
    # the verbs added for a known person's clause must not split a noun ending on one
    assert ("Mei", "读书会") in candidates("加入了读书会！", speaker="Mei")


@pytest.mark.parametrize(
    ("text", "holders"),
    [
        ("Eleri and Nia moved to Canton, did you all know?", {"Eleri", "Nia"}),
        ("Tom and Jess have switched to Octopus Energy", {"Tom", "Jess"}),
        ("Tom和Jess搬到Leeds了", {"Tom", "Jess"}),
    ],
)
def test_two_known_people_as_one_subject_both_hold_it(text: str, holders: set[str]) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    people = frozenset({"Bethan", "Eleri", "Nia", "Tom", "Jess"})
    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Bethan", people=people)])
    assert {f.subject for f in read.facts} == holders


@pytest.mark.parametrize(
    "text",
    [
        "Marks and Spencer moved to Canton",
        "Tom and Jess split up",
        "Tom and Jess discussed moving to Canton",
        "Tom和Jess说了搬家的事",
    ],
)
def test_no_pair_for_a_firm_or_a_parting(text: str) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    people = frozenset({"Bethan", "Tom", "Jess"})
    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Bethan", people=people)])
    subjects = [f.subject for f in read.facts if f.attribute != "statement"]
    assert not ({"Tom", "Jess"} <= set(subjects)), subjects


def _fact(subject: str, attribute: str, value: str, text: str) -> object:
    from graph.types import CandidateFact

    return CandidateFact(subject=subject, attribute=attribute, value=value, text=text)


@pytest.mark.parametrize(
    ("subject", "attribute", "value", "text", "holder"),
    [
        # words that name no one: the speaker's
        ("Quick", "mobile_carrier", "Dyfi Mobile", "Quick one: ported my number to Dyfi Mobile",
         "Zihan"),
        ("clinic", "home_city", "Partick", "The clinic moved to Partick", "clinic"),
        # a household is its person's
        ("Gareth's household", "home_energy", "EDF", "Gareth's household is with EDF now",
         "Gareth"),
        ("household", "home_energy", "EDF", "Tom's household is with EDF now", "Tom"),
        ("Zihan HQ", "home_energy", "EDF", "Zihan HQ is on EDF now", "Zihan"),
        ("Monzo HQ", "home_city", "London", "Monzo HQ is in London", "Monzo HQ"),  # a firm's
        # people stay who they are; Chinese kin and places are no one's junk
        ("姥姥", "home_city", "北京", "姥姥搬到北京了", "姥姥"),
        ("公司", "home_city", "浦东", "公司搬到浦东了", "公司"),
        ("关晓彤", "home_city", "上海", "关晓彤搬到上海了", "关晓彤"),
        ("Tom", "home_energy", "EDF", "Tom is with EDF now", "Tom"),
        ("Zihan's mum", "home_energy", "EDF", "my mum is with EDF now", "Zihan's mum"),
        ("Zihan's 妈", "mobile_carrier", "Lebara", "我妈换成Lebara了", "Zihan's 妈"),
        ("妈妈", "mobile_carrier", "Lebara", "妈妈换成Lebara了", "妈妈"),
        ("kids", "school", "Sunflowers", "the kids started at Sunflowers", "kids"),
        ("household", "home_energy", "EDF", "The household is with EDF now", "household"),
        ("Zihan's team", "ci_tool", "GitHub Actions", "our CI is GitHub Actions", "Zihan's team"),
    ],
)  # fmt: skip
def test_a_holder_that_names_no_one_is_the_speakers(
    subject: str, attribute: str, value: str, text: str, holder: str
) -> None:
    from extract.assembly import Speakers
    from extract.holders import mend_holders

    speakers = Speakers.of("Zihan", people=["Zihan", "Tom", "Gareth"])
    (mended,) = mend_holders([_fact(subject, attribute, value, text)], speakers)  # type: ignore[list-item]
    assert mended.subject == holder
