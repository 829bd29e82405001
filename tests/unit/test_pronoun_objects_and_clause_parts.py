"""Readings that hang on who a clause is about and which part of a sentence a cue belongs to:
a he/she after a person the speaker's clause names, a person's "'s" read as "is", a listener's
"you'll", the Chinese 把/从 change forms, a late-told lead that is not the news itself, and a
plan in another part of the sentence than the value."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.assertion import clause_texts
from extract.changes import read_changes
from extract.clauses import split_clauses
from extract.cues import find_cues
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)
PEOPLE = frozenset({"Heather", "Ollie", "Lorna"})


def facts_of(text: str, speaker: str = "Lorna") -> list[tuple[str, str, str]]:
    from extract.pipeline import EpisodeText, RuleExtractor

    episode = EpisodeText(text, WHEN, speaker, people=PEOPLE)
    (read,) = RuleExtractor().extract_batch([episode])
    return [(f.subject, f.attribute, f.value) for f in read.facts]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # he/she after a person the speaker's own clause names
        ("I saw Heather yesterday, she's flexitarian now", ("Heather", "diet", "flexitarian")),
        ("Don't offer Heather the brownies, she's flexitarian now",
         ("Heather", "diet", "flexitarian")),
        ("Saw Ollie at the shop, he's moved to Leeds now", ("Ollie", "home_city", "Leeds")),
        # a person's "'s" read as "is"
        ("Jo's vegan now", ("Jo", "diet", "vegan")),
        ("Heather's flexitarian these days", ("Heather", "diet", "flexitarian")),
        ("Heather popped in, she's vegetarian these days", ("Heather", "diet", "vegetarian")),
    ],
)  # fmt: skip
def test_the_person_a_clause_is_about_holds_the_state(
    text: str, expected: tuple[str, str, str]
) -> None:
    assert expected in facts_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "Jo's vegan cake is amazing now",  # a possessive: the cake's
        "The cafe's vegan now",  # a thing's
        "I told Ollie about Heather, she's vegan now",  # she may be either
    ],
)
def test_no_diet_for_a_thing_or_an_unclear_she(text: str) -> None:
    assert not [f for f in facts_of(text) if f[1] == "diet"]


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Virgin Active is where you'll find me", False),
        ("Xiaoling has got a Polar Pacer now, you'll never hear the end of it", False),
        ("I'll switch to EE next month", True),
        ("we'll be with Octopus from May", True),
    ],
)
def test_the_listeners_youll_is_no_plan(text: str, intent: bool) -> None:
    assert (Cue.INTENT in find_cues(text)) is intent


@pytest.mark.parametrize(
    ("text", "new", "old", "holder"),
    [
        ("把Nissan Leaf卖了，昨天提了一辆Honda Jazz", "Honda Jazz", "Nissan Leaf", None),
        ("换工作了，从Aire Logistics跳到了Yorkshire Water",
         "Yorkshire Water", "Aire Logistics", None),
        ("我把Volvo V60换成Dacia Sandero了", "Dacia Sandero", "Volvo V60", None),
        ("Ollie把Volvo V60换成Dacia Sandero了", "Dacia Sandero", "Volvo V60", "Ollie"),
        ("Wei把Vodafone换成了EE", "EE", "Vodafone", None),  # said by Wei: her own
        ("天气预报说会下雨，不过welsh放弃了，开始学German。", "German", "welsh", None),
    ],
)  # fmt: skip
def test_chinese_change_forms(text: str, new: str, old: str, holder: str | None) -> None:
    (change,) = read_changes(text, "Wei")
    assert (change.new, change.old, change.holder) == (new, old, holder)


def test_a_late_told_lead_never_swallows_the_news() -> None:
    text = "Forgot to mention I went pescatarian back in early June, it's been fine"
    fact = CandidateFact(subject="Hamza", attribute="diet", value="pescatarian", text=text)
    (clause,) = clause_texts([fact])
    assert "pescatarian" in clause
    lead = CandidateFact(
        subject="Hamza", attribute=OPEN_ATTRIBUTE, value="x", text="Forgot to tell you all: x y"
    )
    assert clause_texts([lead]) == ["x y"]


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("I'm vegan, so I'll bring my own", ["I'm vegan", "so I'll bring my own"]),
        ("Left EE, so I'm on Giffgaff now", ["Left EE", "so I'm on Giffgaff now"]),
        ("It was raining, so much for summer", ["It was raining, so much for summer"]),
        # a plan or request of its own, "I" dropped: not the state's
        ("Leg day at Anytime Fitness, might have to present sitting down",
         ["Leg day at Anytime Fitness", "might have to present sitting down"]),
        ("We're in Whitley Bay now, come round once we've found the kettle",
         ["We're in Whitley Bay now", "come round once we've found the kettle"]),
        ("Long day at Cardiff Met, need a cuppa", ["Long day at Cardiff Met", "need a cuppa"]),
    ],
)  # fmt: skip
def test_what_follows_from_a_state_is_its_own_clause(text: str, parts: list[str]) -> None:
    assert [text[a:b] for a, b in split_clauses(text)] == parts


@pytest.mark.parametrize(
    ("text", "attribute", "value", "intent"),
    [
        ("I work at Aire Logistics, but I'll be there for tail walking",
         "employer", "Aire Logistics", False),
        ("I work at Aire Logistics so Friday nights are rough, but I'll be there",
         "employer", "Aire Logistics", False),
        ("I'm vegan, so I'll bring my own", "diet", "vegan", False),
        ("Vodafone for now, but I'll switch to EE", "mobile_carrier", "EE", True),
        ("Legs gone after training at Anytime Fitness, might have to sit down", "gym",
         "Anytime Fitness", False),
        ("Got a quote from Octopus, might switch", "home_energy", "Octopus Energy", True),
    ],
)  # fmt: skip
def test_a_plan_in_another_part_of_the_sentence_is_not_the_values(
    text: str, attribute: str, value: str, intent: bool
) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Hamza")])
    fact = next(f for f in read.facts if (f.attribute, f.value) == (attribute, value))
    assert (Cue.INTENT in fact.cues) is intent


@pytest.mark.parametrize(
    "text",
    [
        "想象一下我突然换成Xcode，朋友们肯定笑死。",
        "如果我是你，我就换成EE",
        "Imagine if I switched to Xcode lol",
    ],
)
def test_an_imagined_change_is_no_state(text: str) -> None:
    assert facts_of(text, "Ling") == []


def test_a_to_do_list_is_a_plan() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    text = "Next on my list: go with Electric Ireland for the electricity"
    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Eamon")])
    assert [(f.attribute, f.value, Cue.INTENT in f.cues) for f in read.facts] == [
        ("home_energy", "Electric Ireland", True)
    ]


@pytest.mark.parametrize(
    ("text", "expected", "not_expected"),
    [
        ("Dave has joined The Edge.", ("Dave", "join", "The Edge"), ("browser", "Edge")),
        ("switched to Edge from Chrome", ("Lorna", "browser", "Edge"), None),
    ],
)
def test_a_name_opened_by_a_capital_the_is_not_the_known_value_inside_it(
    text: str, expected: tuple[str, str, str] | None, not_expected: tuple[str, str] | None
) -> None:
    read = facts_of(text, "Dave" if text.startswith("Dave") else "Lorna")
    if expected is not None:
        assert expected in read
    if not_expected is not None:
        assert not [f for f in read if f[1:] == not_expected]


def test_an_open_statements_focus_keeps_a_names_capital_the() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    text = "I'm at The Edge most weekday mornings if anyone wants a gym buddy"
    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Beth")])
    assert [f.focus for f in read.facts if f.attribute == OPEN_ATTRIBUTE] == ["The Edge"]


@pytest.mark.parametrize(
    "text",
    [
        "把PPT换成PDF了",  # no slot's values
        "从8点跳到了9点开会",  # a time moved
        "Tesco把价格换成会员价了",  # a shop's prices
        "把门关上",
        "从周一到周五都在上班",
    ],
)
def test_a_ba_or_cong_sentence_that_changes_no_state_is_no_change(text: str) -> None:
    assert read_changes(text, "Wei") == []


@pytest.mark.parametrize(
    ("text", "holder"),
    [
        ("I saw Heather Smith yesterday, she's vegan now", "Heather Smith"),  # the whole name
        ("I saw Ollie with his girlfriend, she's vegan now", None),  # she is the girlfriend
        ("I told Heather about my boss, she's vegan too", None),  # she may be the boss
        ("Don't invite Ollie and Heather, she's vegan now", None),  # either of two
    ],
)
def test_she_after_named_objects_needs_one_clear_person(text: str, holder: str | None) -> None:
    diets = [f[0] for f in facts_of(text, "Mick") if f[1] == "diet"]
    assert diets == ([holder] if holder else [])
