"""A name shows its kind by its last word ("Castle Dental", "Capital Voices"): a cue of a
place or of another marked slot puts it in the slot the name marks; an open statement's
focus is placed there too; a provider named with its app is the provider."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graph.types import Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("value", "slot"),
    [
        ("Castle Dental", "dentist"),
        ("Riverside Smiles", "dentist"),
        ("Cathays Community Choir", "club"),
        ("Capital Voices", "club"),
        ("Taff Harmony", "club"),
        ("华人合唱团", "club"),
        ("Wellfield Surgery", "gp_practice"),
        ("Anytime Fitness", "gym"),
        ("Dental", None),  # a bare mark names nothing
        ("合唱团", None),
        ("Leeds", None),
        ("BBC Wales", None),
    ],
)
def test_the_slot_a_name_marks(value: str, slot: str | None) -> None:
    from graph.vocabulary import slot_marked_by

    assert slot_marked_by(value) == slot


@pytest.mark.parametrize(
    ("cue_slot", "value", "slot"),
    [
        ("home_city", "Castle Dental", "dentist"),  # "moved to Castle Dental"
        ("gym", "Penylan Tennis Club", "club"),  # "first session at ... Club"
        ("home_city", "Leeds", "home_city"),
        ("employer", "Castle Dental", "employer"),  # a job at a practice stays a job
        ("club", "Bay Big Band", "club"),
    ],
)
def test_a_cue_gives_a_marked_name_to_the_slot_it_marks(
    cue_slot: str, value: str, slot: str
) -> None:
    from graph.vocabulary import slot_of_marked_value

    assert slot_of_marked_value(cue_slot, value) == slot


@pytest.mark.parametrize(
    ("speaker", "text", "expected"),
    [
        ("Rhys", "Moved to Bridge Street Dental last month, the old place went private",
         [("Rhys", "dentist", "Bridge Street Dental", {Cue.UPDATE})]),
        ("Rhys", "switched over to Harbour Dental, Celtic Smiles shut",
         [("Rhys", "dentist", "Harbour Dental", {Cue.UPDATE})]),
        ("Mali", "Owain sings with Canton Voices now", [("Owain", "club", "Canton Voices",
                                                         {Cue.UPDATE})]),
        ("Mali", "I go to Roath Harriers on Thursdays", [("Mali", "club", "Roath Harriers",
                                                          set())]),
        ("Mali", "i'm in Splott Community Choir x", [("Mali", "club", "Splott Community Choir",
                                                      set())]),
        ("Mali", "Started keto on Monday, pray for me", [("Mali", "diet", "keto", {Cue.UPDATE})]),
        ("Mali", "Owain is vegetarian now", [("Owain", "diet", "vegetarian", {Cue.UPDATE})]),
        ("Mali", "we've ditched E.ON, it's Octopus now",
         [("Mali", "home_energy", "Octopus Energy", {Cue.UPDATE})]),
        ("Lan", "我开始低糖了，医生说的", [("Lan", "diet", "低糖", set())]),
        ("Lan", "我在Canton Voices唱歌", [("Lan", "club", "Canton Voices", set())]),
        ("Lan", "第一次跟华人合唱团排练", [("Lan", "club", "华人合唱团", set())]),
        # not memberships
        ("Mali", "Finally moved to Leeds", [("Mali", "home_city", "Leeds", {Cue.UPDATE})]),
        ("Mali", "going to the gym later", []),
    ],
)  # fmt: skip
def test_reading(speaker: str, text: str, expected: list[tuple[str, str, str, set[Cue]]]) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, speaker)])
    change = {Cue.UPDATE, Cue.INTENT, Cue.PAST, Cue.ABANDONED, Cue.NEGATION}
    got = [(f.subject, f.attribute, f.value, set(f.cues) & change) for f in read.facts]
    assert got == expected


@pytest.mark.parametrize(
    ("attribute", "focus", "text", "value"),
    [
        ("home_energy", "Octopus app", "Octopus app says we used loads", "Octopus Energy"),
        ("diet", "factory farming", "started vegan, because of a film on factory farming",
         "vegan"),
        ("car", "比亚迪汉", "我的Model Y换成了比亚迪汉", "比亚迪汉"),  # a model of a make
        ("diet", "Slimming World", "I do Slimming World now, unlike my vegan sister",
         "Slimming World"),  # a name stays
        ("diet", "meal plan", "vegan or keto, still deciding on the meal plan", "meal plan"),
    ],
)  # fmt: skip
def test_the_value_an_open_statement_gives_its_slot(
    attribute: str, focus: str, text: str, value: str
) -> None:
    from extract.assertion import slot_value

    assert slot_value(attribute, focus, text) == value


@pytest.mark.parametrize(
    ("speaker", "text", "expected"),
    [
        ("Ravi", "Btw I've signed up at Anytime Fitness.", [("Ravi", "gym", "Anytime Fitness",
                                                             {Cue.UPDATE})]),
        ("Ravi", "Not my news to share but Priya goes to Nuffield Health now.",
         [("Priya", "gym", "Nuffield Health", {Cue.UPDATE})]),  # the "not" is the aside's
        ("Ravi", "Priya is with Octopus for energy, did everyone know?",
         [("Priya", "home_energy", "Octopus Energy", set())]),
        ("Ravi", "I'm not on Vodafone any more", [("Ravi", "mobile_carrier", "Vodafone",
                                                   {Cue.NEGATION, Cue.PAST})]),
        ("Mei", "现在去PureGym。", [("Mei", "gym", "PureGym", {Cue.UPDATE})]),
        ("Mei", "在Easton住了好几年，终于搬到Kingsdown了", [("Mei", "home_city", "Kingsdown",
                                                            {Cue.UPDATE})]),
    ],
)  # fmt: skip
def test_a_chain_or_supplier_named_by_its_name(
    speaker: str, text: str, expected: list[tuple[str, str, str, set[Cue]]]
) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, speaker)])
    change = {Cue.UPDATE, Cue.INTENT, Cue.PAST, Cue.ABANDONED, Cue.NEGATION}
    got = [(f.subject, f.attribute, f.value, set(f.cues) & change) for f in read.facts]
    assert got == expected


@pytest.mark.parametrize(
    ("speaker", "text", "expected"),
    [
        ("Wes", "Official announcement: Wes's manager is Greta.",
         [("Wes", "manager", "Greta", set())]),
        ("Tom", "Sam's partner is Alex", [("Sam", "partner", "Alex", set())]),
        ("Tom", "Mum's car is a Fiat Panda", [("Tom's mum", "car", "Fiat Panda", set())]),
        ("Ava", "For the record: Ava drives a Mazda CX-5.", [("Ava", "car", "Mazda CX-5", set())]),
        ("Sofia", "People keep asking, so: I became a UX designer.",
         [("Sofia", "job_title", "UX designer", set())]),
        ("Sofia", "Forgot to mention, I took the solutions architect job a few weeks ago.",
         [("Sofia", "job_title", "solutions architect", {Cue.UPDATE})]),
        ("Sofia", "Update: I quit cortado and switched to pour-over.",
         [("Sofia", "coffee", "pour-over", {Cue.UPDATE}), ("Sofia", "coffee", "cortado",
                                                          {Cue.PAST})]),
        ("Owen", "Just so you know, Aisha has swapped Ladybarn Book Club for Irwell Valley "
                 "Harriers.", [("Aisha", "club", "Irwell Valley Harriers", {Cue.UPDATE})]),
    ],
)  # fmt: skip
def test_a_slot_named_with_its_holder_or_a_change_of_role(
    speaker: str, text: str, expected: list[tuple[str, str, str, set[Cue]]]
) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, speaker)])
    change = {Cue.UPDATE, Cue.INTENT, Cue.PAST, Cue.ABANDONED, Cue.NEGATION}
    got = [(f.subject, f.attribute, f.value, set(f.cues) & change) for f in read.facts]
    assert got == expected


@pytest.mark.parametrize(
    ("speaker", "text", "expected"),
    [
        # news run into a question: the news is still said
        ("Hao", "路上堵死了，我换成Smarty了，号码没变，周末回来吃饭吗？",
         [("Hao", "mobile_carrier", "Smarty", {Cue.UPDATE})]),
        ("Hao", "你换成Smarty了吗？", []),  # a question only
        ("Hao", "我家的电和燃气是 Octopus 的", [("Hao", "home_energy", "Octopus Energy", set())]),
        ("Hao", "总算买了一台Brompton。", [("Hao", "bike", "Brompton", set())]),
    ],
)  # fmt: skip
def test_chinese_news_in_a_long_line(
    speaker: str, text: str, expected: list[tuple[str, str, str, set[Cue]]]
) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, speaker)])
    change = {Cue.UPDATE, Cue.INTENT, Cue.PAST, Cue.ABANDONED, Cue.NEGATION}
    got = [(f.subject, f.attribute, f.value, set(f.cues) & change) for f in read.facts
           if not f.attribute.startswith("named:")]  # fmt: skip
    assert got == expected


@pytest.mark.parametrize(
    ("speaker", "text", "expected"),
    [
        # the breed is the pet the slot holds, the name its pet_name
        (
            "Jess",
            "Callum adopted a cockapoo called Bramble",
            [("Callum", "pet", "cockapoo"), ("Callum", "pet_name", "Bramble")],
        ),
        ("Cal", "my labradoodle Nutmeg says hi", [("Cal", "pet_name", "Nutmeg")]),
        ("Cal", "our border terrier named Olive is a menace", [("Cal", "pet_name", "Olive")]),
    ],
)
def test_a_pet_named_with_its_breed(
    speaker: str, text: str, expected: list[tuple[str, ...]]
) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, speaker)])
    assert sorted((f.subject, f.attribute, f.value) for f in read.facts) == expected


def test_an_open_statement_focus_is_the_whole_known_value() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText("cancelled Apple TV+, nothing on it",
                                                         WHEN, "Aisha")])  # fmt: skip
    assert [p.focus for p in read.proposals] == ["Apple TV+"]


def test_moving_ones_account_is_a_change() -> None:
    """'Dan moved his account to Monzo' says a change (UPDATE): a high-risk slot replaces
    its value on it instead of queueing a bare restatement."""
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText("Dan moved his account to Monzo",
                                                         WHEN, "Sofia")])  # fmt: skip
    assert [(f.subject, f.attribute, f.value, Cue.UPDATE in f.cues) for f in read.facts] == [
        ("Dan", "bank", "Monzo", True)
    ]


@pytest.mark.parametrize(
    ("speaker", "text", "expected"),
    [
        ("Rhian", "First appointment at Celtic Smiles, the hygienist was lovely.",
         [("Rhian", "dentist", "Celtic Smiles", {Cue.UPDATE})]),
        ("Sam", "first session with Roath Harriers tonight",
         [("Sam", "club", "Roath Harriers", {Cue.UPDATE})]),
        ("Aled", "officially a Whitchurch resident now", [("Aled", "home_city", "Whitchurch",
                                                           {Cue.UPDATE})]),
    ],
)  # fmt: skip
def test_a_first_visit_or_residence_begins_a_state(
    speaker: str, text: str, expected: list[tuple[str, str, str, set[Cue]]]
) -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, speaker)])
    change = {Cue.UPDATE, Cue.INTENT, Cue.PAST, Cue.ABANDONED, Cue.NEGATION}
    got = [(f.subject, f.attribute, f.value, set(f.cues) & change) for f in read.facts]
    assert got == expected


def test_turning_up_in_a_new_car_is_a_change_of_car() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    text = "Rhys turned up in a Kuga this morning, it's his new car, he said"
    (read,) = RuleExtractor().extract_batch([EpisodeText(text, WHEN, "Sam")])
    assert [(f.subject, f.attribute, f.value, Cue.UPDATE in f.cues) for f in read.facts] == [
        ("Rhys", "car", "Kuga", True)
    ]


def test_moving_on_to_a_value_is_a_change_and_names_no_slot_on() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    read = RuleExtractor().extract_batch(
        [EpisodeText(t, WHEN, "Quinn") for t in ("Big news: I moved on to espresso.",
                                                 "So I moved on from Big Thief to Radiohead.")]
    )  # fmt: skip
    assert [(f.attribute, f.value, Cue.UPDATE in f.cues) for f in read[0].facts] == [
        ("coffee", "espresso", True)
    ]
    assert not any(f.attribute == "named:on" for f in read[1].facts)
