"""Round 54: news passed on by "he"/"she" after the person was named ("Bumped into Siobhan in
Tesco. She has switched to EDF", "她从X辞职了，去了Y"), with its relay tail ("she asked me to
tell you all"); corrections in more words ("Wait no, X. Not Y, no idea why I typed that",
"Ignore that, Y is wrong — it's X", "不好意思，是X不是Y"); a change dated late ("left X for Y
back in April"), part-exchanged, gone off; the value a swap goes to ("ditched Loopsy for Stitch
Fiddle") not read as ended; a provider, a workplace and a car shown by their use; a pet's name
set off; a part read as a holder ("the savings are still with Halifax") (issue 11, failure
classes 1-4). Each form with near misses. No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import _he_or_she_in, _opening_correction, read_changes
from extract.lexicon import TOLD_LATE_TAIL
from extract.pipeline import EpisodeText, RuleExtractor
from extract.provider_use import provider_uses
from resolver.anchor import ends

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)
PEOPLE = frozenset({"Siobhan", "Aisha", "Hannah", "Megan", "Owen", "Joan", "Zhiwei"})


def _facts(speaker: str, line: str, referent: str | None = None) -> set[tuple[str, str, str]]:
    """(subject, attribute, value) of every fact read from one line."""
    episode = EpisodeText(line, WHEN, speaker, referent=referent, people=PEOPLE | {speaker})
    (result,) = RuleExtractor().extract_batch([episode])
    return {(f.subject, f.attribute, f.value) for f in result.facts}


def _values(speaker: str, line: str, referent: str | None = None) -> set[tuple[str, str]]:
    return {(s, v) for s, _, v in _facts(speaker, line, referent)}


# -- corrections in more words ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("Wait no, Ribble Credit Union. Not Starling, no idea why I typed that.", "Starling",
         "Ribble Credit Union"),
        ("Ignore that, the Avenues is wrong — it's Walkington.", "Avenues", "Walkington"),
        ("Ignore that, Dacia Duster is wrong - it's Toyota Yaris.", "Dacia Duster",
         "Toyota Yaris"),
        ("不好意思，是Huawei P30不是Pixel 7a。", "Pixel 7a", "Huawei P30"),
        ("打错了，是Humber Climbing Wall，不是Haltemprice Leisure Centre。",
         "Haltemprice Leisure Centre", "Humber Climbing Wall"),
    ],
)  # fmt: skip
def test_a_correction_in_more_words_takes_one_value_back_for_another(
    line: str, old: str, new: str
) -> None:
    correction = _opening_correction(line)
    assert correction is not None
    assert (correction.old, correction.new, correction.vouched_only) == (old, new, True)


@pytest.mark.parametrize(
    "line",
    [
        "Wait no, I'm not going. Not tonight anyway.",  # no value given
        "Ignore that, the pub quiz is off.",  # no "is wrong — it's"
        "Mei说，是Huawei P30不是Pixel 7a。",  # no marker that takes back: what Mei said
        "是Huawei P30不是Pixel 7a吗？",  # a question, no marker
        "Ignore that, Tuesday is wrong — it's Wednesday.",  # a day, no value
        "不好意思，是我妹妹用Huawei P30，不是Pixel 7a。",  # her sister's phone
        "Wait no, Tom not Sam. Not Sam, no idea why I typed that.",  # no one value given
    ],
)
def test_near_misses_of_a_correction_take_nothing_back(line: str) -> None:
    assert _opening_correction(line) is None


# -- a change dated late, part-exchanged, gone off -----------------------------------------------


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("Not sure I said, but I left Hull Royal Infirmary for Kingswood Analytics back in April.",
         "Hull Royal Infirmary", "Kingswood Analytics"),
        ("Oh, and I never told you lot — I left Kingswood Analytics for Reckitt back in October.",
         "Kingswood Analytics", "Reckitt"),
        ("Right then, I've part-exchanged the Nissan Leaf for a Toyota Yaris!", "Nissan Leaf",
         "Toyota Yaris"),
        ("Not sure I ever told you lot, but I part-exchanged the MG4 for a Kia Niro in July.",
         "MG4", "Kia Niro"),
        ("Bit of news, I've gone off chai latte, it's hot chocolate from now on.", "chai latte",
         "hot chocolate"),
        ("Finished the second sleeve at last, then I left Smarty and went to giffgaff, then spent "
         "an hour looking for my stitch markers.", "Smarty", "giffgaff"),
    ],
)  # fmt: skip
def test_a_change_said_late_or_in_passing_names_the_new_value(
    line: str, old: str, new: str
) -> None:
    (change,) = read_changes(line, "Ann")
    assert (change.old, change.new, change.holder) == (old, new, None)


@pytest.mark.parametrize(
    "line",
    [
        "I left Tesco and went to Aldi for milk.",  # an errand
        "I've gone off football, it's rubbish these days.",  # a verdict, not a value
        "I've gone off chai latte, it's too sweet.",  # nothing had now
        "I've gone off running, it's raining from now on apparently",  # the weather
        "Thinking I might part-exchange the Nissan Leaf for a Toyota Yaris.",  # a plan
        "My sister left Kingswood Analytics for Reckitt back in October.",  # hers
    ],
)
def test_near_misses_of_a_late_change_give_the_speaker_nothing(line: str) -> None:
    assert [c for c in read_changes(line, "Ann") if c.holder is None] == []


# -- a change opened by he/she, after the person was named ------------------------------------


def test_he_or_she_opening_a_change_is_the_person_named_before() -> None:
    line = "She has left Humber Bridge Board and gone to Spurn Point Software."
    (change,) = read_changes(line, "Owen", he_or_she="Aisha")
    assert (change.holder, change.old, change.new) == (
        "Aisha",
        "Humber Bridge Board",
        "Spurn Point Software",
    )
    assert read_changes(line, "Owen") == []  # nobody named: no one's change
    (zh,) = read_changes("她从Spurn Point Software辞职了，去了the University of Hull。", "Zhiwei",
                         he_or_she="Hannah")  # fmt: skip
    assert zh.holder == "Hannah" and zh.attribute == "employer"
    # the speaker named is no third person
    assert [c.holder for c in read_changes(line, "Aisha", he_or_she="Aisha")] == []


def test_whom_he_or_she_means_follows_the_turn() -> None:
    sentences = [
        (0, 40, "Bumped into Siobhan in Tesco on Sunday."),
        (41, 70, "She has switched to EDF."),
        (71, 100, "Then I saw Megan."),
        (101, 120, "She's fine."),
    ]
    people = frozenset({"siobhan", "megan", "joan"})
    assert _he_or_she_in(sentences, "Joan", "Owen", people) == ["Owen", "Siobhan", "Siobhan",
                                                               "Megan"]  # fmt: skip
    # a lower-case word that spells a name is no person ("I'll joan the …" is not Joan)
    assert _he_or_she_in([(0, 9, "the megan"), (10, 20, "She left")], "Joan", None, people) == [
        None,
        None,
    ]


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Joan", "Bumped into Siobhan in Tesco on Sunday. She has switched to EDF.",
         ("Siobhan", "EDF")),
        ("Zhiwei",
         "周日在Tesco碰到Hannah了。她从Spurn Point Software辞职了，去了the University of Hull。",
         ("Hannah", "University of Hull")),
    ],
)  # fmt: skip
def test_news_of_the_person_named_earlier_in_the_turn_is_theirs(
    speaker: str, line: str, expected: tuple[str, str]
) -> None:
    read = _facts(speaker, line)
    assert any((s, v) == expected for s, _, v in read) or any(
        s == expected[0] and a == "statement" for s, a, _ in read
    )
    assert not any(s == speaker and expected[1] in v for s, _, v in read)


@pytest.mark.parametrize(
    ("line", "tail"),
    [
        ("She has taken up parkrun, she asked me to tell you all.", True),
        ("He has got a Heritage 130P — he told me last week.", True),
        ("She switched to Sky Mobile, she seemed really pleased about it.", True),
        ("She switched to Sky Mobile, she told me she hates it.", False),
        ("She switched to Sky Mobile, I told her not to.", False),
    ],
)
def test_a_relay_tail_is_about_the_telling(line: str, tail: bool) -> None:
    assert bool(TOLD_LATE_TAIL.search(line)) is tail


def test_news_passed_on_is_the_holders_whatever_the_tail() -> None:
    read = _facts("Doreen", "She has taken up parkrun, she asked me to tell you all.", "Megan")
    assert ("Megan", "parkrun") in {(s, v) for s, _, v in read}
    assert not any(s == "Doreen" for s, _, _ in read)


# -- the value a swap goes to is not ended -------------------------------------------------------


def test_a_swap_ends_the_value_left_not_the_one_gone_to() -> None:
    line = "I've ditched Loopsy for Stitch Fiddle."
    assert ends(line, "Loopsy")
    assert not ends(line, "Stitch Fiddle")
    assert not ends("Traded the Kia Niro in for a Dacia Sandero.", "Dacia Sandero")
    assert ends("Cancelled my Blok Studio membership", "Blok Studio")
    assert ends("Handed in my notice at Cobalt Robotics", "Cobalt Robotics")


# -- a provider, a workplace and a car shown by use ----------------------------------------------


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("ID Mobile signal is rubbish in the library basement, that's why I missed your message",
         ("mobile_carrier", "iD Mobile")),
        ("Got my first giffgaff bill and it's half what I was paying",
         ("mobile_carrier", "giffgaff")),
        ("First bill from Octopus landed, less painful than I feared.",
         ("home_energy", "Octopus Energy")),
    ],
)  # fmt: skip
def test_a_provider_shown_by_its_use_is_the_speakers(line: str, expected: tuple[str, str]) -> None:
    uses = provider_uses(line)
    assert [(u.attribute, u.value, u.to_speaker) for u in uses] == [(*expected, True)]
    assert ("Ruth", *expected) in _facts("Ruth", line)


@pytest.mark.parametrize(
    "line",
    [
        "My daughter says iD Mobile signal is useless in Longridge.",
        "If I got my first EE bill I'd faint.",
        "Three's signal is awful round here, glad I'm not with them.",
        "The signal is rubbish in here.",
        "Got my first Tesco receipt of the year.",
    ],
)
def test_near_misses_of_a_providers_use_name_none(line: str) -> None:
    assert provider_uses(line) == []


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Siobhan", "Double shift at Arco, but the forecast says clear by ten.",
         ("Siobhan", "employer", "Arco")),
        ("Rashid", "Stuck on a late at Kingswood Analytics, someone look at Saturn for me.",
         ("Rashid", "employer", "Kingswood Analytics")),
        ("Siobhan", "New staff badge for Arco came through, I look like a hostage in the photo.",
         ("Siobhan", "employer", "Arco")),
        ("Hao", "今天在Siemens Gamesa加班，晚上估计去不了了。",
         ("Hao", "employer", "Siemens Gamesa")),
        ("Hao", "今天在Siemens Gamesa入职培训，一整天都在讲安全规定。",
         ("Hao", "employer", "Siemens Gamesa")),
        ("Dilys", "Parked the Kia Niro on Corporation Street, fingers crossed for no ticket",
         ("Dilys", "car", "Kia Niro")),
        ("Dev", "Charging the Nissan Leaf at the Tesco on Hall Road while I wait.",
         ("Dev", "car", "Nissan Leaf")),
        ("Liam", "The Ford Focus is iced up, give me ten minutes.", ("Liam", "car", "Ford Focus")),
        ("Meilin", "Ford Focus后备箱放得下道布森和两个三脚架。", ("Meilin", "car", "Ford Focus")),
        ("Bethany", "Right then, Pepper, my cat, is the real boss of this house!",
         ("Bethany", "pet_name", "Pepper")),
        ("Yan", "我新家在Kirk Ella，后院看银河比以前清楚多了。", ("Yan", "home_city", "Kirk Ella")),
    ],
)  # fmt: skip
def test_a_thing_in_use_is_the_speakers(
    speaker: str, line: str, expected: tuple[str, str, str]
) -> None:
    assert expected in _facts(speaker, line)


@pytest.mark.parametrize(
    ("speaker", "line", "not_expected"),
    [
        ("Ann", "Had a long day at the beach.", "employer"),
        ("Ann", "Long day at Alton Towers with the kids!", "employer"),
        ("Ann", "Stuck on a late at Hull Royal Infirmary visiting Nan.", "employer"),
        (
            "Ann",
            "Long day at Arco interviewing, fingers crossed they offer me the job.",
            "employer",
        ),
        ("Ann", "New badge for Arco came through for my husband.", "employer"),
        ("Ann", "New badge for Strava came through, 100 km this month!", "employer"),
        ("Ann", "小王说今天在Siemens Gamesa加班", "employer"),
        (
            "Ann",
            "Parked the Kia Niro on Corporation Street for Mum while she was at the dentist.",
            "car",
        ),
        ("Ann", "The Ford Focus is iced up — Dad's, not mine.", "car"),
        ("Ann", "The Honda Jazz gets me everywhere, said my nan, every single day.", "car"),
        ("Ann", "The Honda Jazz got me everywhere back in the day.", "car"),
        ("Ann", "The Kia Niro next door is iced up.", "car"),
        ("Ann", "Parked the Kia Niro on Corporation Street in GTA last night lol.", "car"),
        ("Ann", "EE signal is rubbish, glad I'm not on it anymore.", "mobile_carrier"),
        ("Ann", "Lebara signal is rubbish on the train, said no one ever.", "mobile_carrier"),
        ("Ann", "Got my first giffgaff bill — joking, I'd never leave Vodafone.", "mobile_carrier"),
        ("Ann", "First bill from Octopus landed for my mum, she's fuming.", "home_energy"),
        (
            "Ann",
            "Right then, Pepper, my cat, was the real boss of this house until she passed.",
            "pet_name",
        ),
        ("Ann", "My sister parked the Kia Niro outside.", "car"),
        ("Ann", "Parked the car on Corporation Street.", "car"),
        ("Ann", "Hi Tom, my dog, Rex, is ill.", "pet_name"),
        ("Ann", "Sorry, Mike, my dog, is not well.", "pet_name"),
        ("Hao", "今天在公司加班，晚上估计去不了了。", "employer"),
        ("Wei", "我朋友的新家在Kirk Ella。", "home_city"),
        ("Wei", "Mei说，新家在Chandler's Ford。", "home_city"),
    ],
)
def test_near_misses_of_a_thing_in_use_give_the_speaker_none(
    speaker: str, line: str, not_expected: str
) -> None:
    assert not any(s == speaker and a == not_expected for s, a, _ in _facts(speaker, line))


# -- a part read as a holder ------------------------------------------------------------------


def test_the_part_a_second_value_holds_is_no_holder() -> None:
    line = "I use Ribble Credit Union for everyday, but the savings are still with Halifax."
    episode = EpisodeText(line, WHEN, "Frank", people=PEOPLE | {"Frank"})
    (result,) = RuleExtractor().extract_batch([episode])
    read = {(f.subject, f.attribute, f.value, f.scope) for f in result.facts}
    assert ("Frank", "bank", "Ribble Credit Union", None) in read
    assert ("Frank", "bank", "Halifax", "savings") in read
    assert not any(f.subject == "savings" for f in result.facts)


# -- what a lead or a pet's company says -------------------------------------------------------


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Frank", "Ha, I've played the piano since school, so yes.",
         ("Frank", "instrument", "piano")),
        ("Frank", "Bit of news, took up the harmonica on top of the piano, the neighbours love me.",
         ("Frank", "instrument", "harmonica")),
        ("Bev", "My cockapoo is my only company most evenings, before anyone asks.",
         ("Bev", "pet", "cockapoo")),
        ("Bev", "Meet the newest member of the house: a whippet! the cockapoo is sulking.",
         ("Bev", "pet", "whippet")),
    ],
)  # fmt: skip
def test_a_held_thing_said_in_passing_is_the_speakers(
    speaker: str, line: str, expected: tuple[str, str, str]
) -> None:
    read = _facts(speaker, line)
    assert expected in read
    assert not any(s == "Bit" for s, _, _ in read)  # "Bit of news" holds nothing


@pytest.mark.parametrize(
    ("line", "not_expected"),
    [
        ("I played the piano for years as a kid.", "instrument"),
        ("My sister's cockapoo is my only company.", "pet"),
        ("Meet the newest member of the team: a new intern!", "pet"),
    ],
)
def test_near_misses_of_a_thing_said_in_passing(line: str, not_expected: str) -> None:
    assert not any(s == "Ann" and a == not_expected for s, a, _ in _facts("Ann", line))


def test_news_told_late_after_an_oh_is_no_past() -> None:
    line = "Oh, meant to say ages ago: meet the newest member of the house: a whippet!"
    episode = EpisodeText(line, WHEN, "Aisha", people=PEOPLE)
    (result,) = RuleExtractor().extract_batch([episode])
    (whippet,) = [f for f in result.facts if f.value == "whippet"]
    assert "past" not in {str(getattr(c, "value", c)) for c in whippet.cues}


def test_a_part_of_someone_elses_is_no_scope_of_the_speakers() -> None:
    from extract.scoped import read_scoped

    line = "I use Ribble Credit Union for everyday, but Mum's savings are still with Halifax."
    assert read_scoped(line) is None
    mine = read_scoped("I use Ribble Credit Union for everyday, but the savings are with Halifax.")
    assert mine is not None and (mine.main, mine.scoped, mine.scope) == (
        "Ribble Credit Union",
        "Halifax",
        "savings",
    )
