"""Named slots (extract.named): the speaker's own noun names the attribute."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.assembly import Speakers
from extract.changes import apply_changes
from extract.named import NAMED, apply_named, read_named
from extract.pipeline import resolve_holders
from graph.types import NAMED_PREFIX, CandidateFact, Cardinality, Cue
from graph.vocabulary import (
    attributes_asked,
    named_attribute,
    named_attributes_asked,
    normalise_attribute,
    slot_spec,
    we_means_speaker,
)

WHEN = datetime(2026, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # (attribute, value, old, said as a change)
        ("my pet sitter is Jasper", [("named:pet sitter", "Jasper", None, False)]),
        ("ok so my pet sitter: Jasper. put that somewhere",
         [("named:pet sitter", "Jasper", None, False)]),
        ("our groomer is Greenacre Grooming, the one by the roundabout",
         [("named:groomer", "Greenacre Grooming", None, False)]),
        ("Chop Shop is my salon", [("named:salon", "Chop Shop", None, False)]),
        # a value the vocabulary knows keeps to its slot (Notion: planning_tool)
        ("Notion is my to-do app now", [("planning_tool", "Notion", None, True)]),
        ("TaskPal is my to-do app now", [("named:to-do app", "TaskPal", None, True)]),
        ("for the record, hairdresser = Headmasters",
         [("named:hairdresser", "Headmasters", None, False)]),
        ("update: my hairdresser is The Cutting Room now, not Headmasters",
         [("named:hairdresser", "The Cutting Room", "Headmasters", True)]),
        ("bank is Santander now, not Chase UK", [("bank", "Santander", "Chase UK", True)]),
        ("broadband has been Zen Internet since about a month ago",
         [("named:broadband", "Zen Internet", None, True)]),
        ("Virgin Media is our broadband provider, 500 meg supposedly",
         [("named:broadband", "Virgin Media", None, False)]),
        ("i use Any.do for to-dos", [("named:to-dos", "Any.do", None, False)]),
        ("we're on Vodafone Broadband for internet",
         [("named:internet", "Vodafone Broadband", None, False)]),
        ("our GP is at Lindenfield Medical, just round the corner",
         [("doctor", "Lindenfield Medical", None, False)]),
        ("my current account is with Chase UK", [("bank", "Chase UK", None, False)]),
        ("我的理发店是沙宣，烦", [("named:理发店", "沙宣", None, False)]),
        ("阿宁是我们家的攀岩搭子", [("named:攀岩搭子", "阿宁", None, False)]),
        ("以后手机卡就是中国移动了，中国广电拜拜👋", [("mobile_carrier", "中国移动", None, True)]),
        ("家财险买的是人保财险", [("named:家财险", "人保财险", None, False)]),
        ("邻居那边理发店用的是丝域养发", []),
        # someone else's, a question, a plan, a denial, a thought: nothing
        ("turns out my mum's pet sitter is Celine. small world", []),
        ("my sister's gym is Better Leisure apparently", []),
        ("Hannah's manager is Rafferty, they rave about them", []),
        ("is Hair by Leon any good as a hairdresser?", []),
        ("my new gym will be PureGym next month", []),
        ("my gym isn't Nuffield anymore", []),
        ("my guess is Leeds", []),
        ("my brother is Tom", []),
        ("the film is Dune", []),
        ("my hairdresser is lovely", []),
        # from the review of the round's diff
        ("his bank is now Monzo", []),
        ("She is Fine now", []),
        ("Dave has been Brilliant this week", []),
        ("next week my pet sitter is Jasper", []),
        ("我的理发店以前是沙宣", []),
        ("我的理发店是沙宣吗", []),
        ("我的意思是明天再说", []),
        ("Today is my birthday", []),
        ("I use Excel for work", []),
        ("my meeting is at 3", []),
        ("she said my pet sitter is Jasper", []),
        ("my wifi password is Hunter2", []),
        ("my favourite city is Tokyo", [("named:favourite city", "Tokyo", None, False)]),
        ("my to-do app is Any.do", [("named:to-do app", "Any.do", None, False)]),
        ("my pet sitter is Élodie", [("named:pet sitter", "Élodie", None, False)]),
        ("my SIM is Lebara now", [("mobile_carrier", "Lebara", None, True)]),
        ("my gym has been PureGym for ten years", [("gym", "PureGym", None, False)]),
        # a noun that is also a word for someone else names the slot, not its holder
        ("my flatmate is Tamsin", [("named:flatmate", "Tamsin", None, False)]),
        ("my brother's flatmate is Tamsin", []),
        ("my flatmate's bank is Monzo", []),
    ],
)  # fmt: skip
def test_a_slot_named_by_the_speakers_noun(
    sentence: str, expected: list[tuple[str, str, str | None, bool]]
) -> None:
    assert [(n.attribute, n.value, n.old, n.change) for n in read_named(sentence)] == expected


def test_a_long_line_reads_in_linear_time() -> None:
    """A 40,000-character line of named values reads in well under a second."""
    import time

    started = time.perf_counter()
    read_named(", ".join(f"gym = B{i}" for i in range(4000)))
    assert time.perf_counter() - started < 2.0


def test_a_noun_names_the_vocabularys_slot_or_one_of_its_own() -> None:
    assert named_attribute("dentist") == "dentist"
    assert named_attribute("energy supplier") == "home_energy"
    assert named_attribute("current broadband provider") == "named:broadband"
    assert named_attribute("pet sitter") == "named:pet sitter"
    assert named_attribute("guess") is None and named_attribute("sister") is None
    assert named_attribute("his bank") is None and named_attribute("favourite city") == (
        "named:favourite city"
    )
    assert slot_spec("named:pet sitter").cardinality is Cardinality.SINGLE
    # read back by its own name (GraphQL `slot`, `ingestFacts`)
    assert normalise_attribute("named:Pet Sitter") == "named:pet sitter"
    assert normalise_attribute("about:Pulse Fitness") == "about:pulse fitness"


def test_a_named_value_moves_the_rules_reading_into_its_slot() -> None:
    """ "our GP is at Lindenfield Medical": the noun beats the pattern's employer reading;
    the value replaced becomes past; a value no fact read becomes a fact of its own."""
    text = "our GP is at Lindenfield Medical"
    wrong = CandidateFact("Rae", "employer", "Lindenfield Medical", text, span=(0, len(text)))
    out, said = apply_named([wrong], [(0, len(text), text)], "Rae", WHEN)
    assert said == [(0, len(text))]
    assert [(f.attribute, f.value, f.extractor) for f in out] == [
        ("doctor", "Lindenfield Medical", NAMED)
    ]
    text = "my hairdresser is The Cutting Room now, not Headmasters"
    old = CandidateFact("Zara", "statement", "Headmasters", text, span=(0, len(text)))
    out, _ = apply_named([old], [(0, len(text), text)], "Zara", WHEN)
    past, new = out
    assert (past.attribute, Cue.PAST in past.cues) == ("named:hairdresser", True)
    assert (new.subject, new.attribute, new.value) == (
        "Zara",
        "named:hairdresser",
        "The Cutting Room",
    )
    assert Cue.UPDATE in new.cues and new.extractor == NAMED


def test_a_slot_pattern_reading_stands() -> None:
    text = "My editor is Neovim."
    read = CandidateFact("Ann", "editor", "Neovim", text, span=(0, len(text)), extractor="rules")
    out, _ = apply_named([read], [(0, len(text), text)], "Ann", WHEN)
    assert out == [read]


def test_a_question_may_name_a_named_slot() -> None:
    assert "named:pet sitter" in attributes_asked("current pet sitter?")
    assert named_attributes_asked("what's my cleaner now?") == ["named:cleaner"]
    assert all(a.startswith(NAMED_PREFIX) for a in named_attributes_asked("where do I live?"))


def test_we_means_the_speaker_unless_a_team_holds_the_attribute() -> None:
    """Holder resolution: "we drive a Kia Niro" is the speaker's car; "our CI is GitHub
    Actions" the team's, and so is what "we decided"."""
    speakers = Speakers.of("Olivia")
    car = CandidateFact(speakers.group, "car", "Kia Niro", "we drive a Kia Niro")
    ci = CandidateFact(speakers.group, "ci", "GitHub Actions", "our CI is GitHub Actions")
    decided = CandidateFact(speakers.group, "decision", "ship on Fridays", "we decided …",
                            kind="decision")  # fmt: skip
    someone = CandidateFact("Sam", "car", "Volvo", "Sam drives a Volvo")
    out = resolve_holders([car, ci, decided, someone], speakers)
    assert [f.subject for f in out] == ["Olivia", speakers.group, speakers.group, "Sam"]
    assert we_means_speaker("named:vet", "relationship") and not we_means_speaker("ci", "tool")


def test_a_noun_names_the_slot_of_a_change_its_sentence_reads() -> None:
    """ "changed my podcast app: Overcast out, Pocket Casts in": the change construction read
    the values (`extract.changes`), the noun names their slot; the value taken is the new
    one, not the text around the old one."""
    text = "changed my podcast app: Overcast out, Pocket Casts in"
    facts, _ = apply_changes([], [(0, len(text), text)], "Ann", WHEN)
    out, _ = apply_named(facts, [(0, len(text), text)], "Ann", WHEN)
    held = [(f.attribute, f.value) for f in out if Cue.UPDATE in f.cues]
    assert held == [("named:podcast app", "Pocket Casts")]


def test_a_chinese_noun_opening_on_its_owner_names_the_same_slot() -> None:
    """ "我手机用的是…" is 手机's, like "我的手机是…"; "是EDF的" names EDF. A network after
    手机 is no phone number: the mobile network's own cue reads it."""
    from extract.named import read_named

    (phone,) = read_named("我手机用的是13912345678，还挺好记的。")
    assert phone.attribute == read_named("我的手机是13912345678。")[0].attribute == "phone"
    assert phone.value == "13912345678"
    assert read_named("我手机用的是Smarty，还挺满意的。") == []
    (energy,) = read_named("我的电和燃气是EDF的，还挺满意的。")
    assert energy.value == "EDF"
