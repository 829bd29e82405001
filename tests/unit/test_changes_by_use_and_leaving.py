"""Round 52: a provider shown by its use ("Monzo app pinged me", "EDF sent us a smart meter
reading", "paid with the Loch Ness Credit Union card", "义卖的钱一到账Starling就提醒我了"), a
change said by what was left and what holds now ("closed the Starling account, TSB now", "we
left E.ON, OVO does our energy now", "I've left Ness Sailing Club, just Culloden Curling Club
now", "traded the Dacia Duster in for a Skoda Yeti", "retired the X boots and bought Y"), a
named person's "closed … and went to", a perfect "has left X and gone to Y" of a job, a new
thing after a lead-in ("Oh, and new boots: Hanwag Alaska", "the new phone is a Fairphone 5"),
a correction with the apology between its names ("*The Gym Group, sorry, not Oxygen
Climbing"), and a child's school by a named child or the school run (issue 11, failure classes
3 and 4). Each form with near misses. No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.assertion import _aside
from extract.changes import ChangeReading, read_changes, read_corrections
from extract.pipeline import EpisodeText, RuleExtractor
from extract.provider_use import ProviderUse, provider_uses
from graph.types import Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)
PEOPLE = frozenset({"Rachel", "Shona", "Kirsty", "Rory", "Gregor", "Freya"})


def _slots(speaker: str, line: str) -> set[tuple[str, str, str]]:
    """(subject, attribute, value) of every fact read from one line."""
    episode = EpisodeText(line, WHEN, speaker, people=PEOPLE | {speaker})
    (result,) = RuleExtractor().extract_batch([episode])
    return {(f.subject, f.attribute, f.value) for f in result.facts}


# -- a provider shown by its use -------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "attribute", "value", "to_speaker"),
    [
        ("Monzo app pinged me the second the raffle money landed", "bank", "Monzo", True),
        ("EDF sent us a smart meter reading that made me weep", "home_energy", "EDF", True),
        ("British Gas sent me a graph of our usage", "home_energy", "British Gas", True),
        ("Got a credit back from OVO for the winter, not bad", "home_energy", "OVO", False),
        ("Paid for the pies with the Loch Ness Credit Union card, claim it back later", "bank",
         "Loch Ness Credit Union", False),
        ("Got an E.ON Next email saying we're in credit, first time ever.", "home_energy",
         "E.ON Next", False),
    ],
)  # fmt: skip
def test_a_provider_is_shown_by_its_use(
    line: str, attribute: str, value: str, to_speaker: bool
) -> None:
    (use,) = provider_uses(line)
    assert (use.attribute, use.value, use.to_speaker) == (attribute, value, to_speaker)


def test_a_chinese_provider_is_shown_by_its_use() -> None:
    assert provider_uses("义卖的钱一到账Starling就提醒我了", chinese=True) == [
        ProviderUse(7, "bank", "Starling", to_speaker=True)
    ]


@pytest.mark.parametrize(
    "line",
    [
        "If EDF sent us a refund I'd faint",  # a condition
        "I never got a refund from Octopus",  # a denial
        "My mum's Monzo app pinged her",  # another's, and not to the speaker
        "Tom sent me a link to the Monzo thing",  # Tom is no provider
        "Her Starling card got declined",  # hers
        "Greggs sent me a voucher",  # a shop, no provider
        "Monzo app is down for everyone",  # news, no use of the speaker's
    ],
)
def test_no_provider_use_without_a_providers_name_writing_to_the_speaker(line: str) -> None:
    assert provider_uses(line) == []


def test_a_provider_use_is_the_speakers_even_when_the_provider_is_the_subject() -> None:
    assert ("Kirsty", "home_energy", "EDF") in _slots(
        "Kirsty", "EDF sent us a smart meter reading that made me weep"
    )
    assert ("Yuxin", "bank", "Starling") in _slots("Yuxin", "义卖的钱一到账Starling就提醒我了")


# -- a change said by what was left and what holds now ----------------------------------------


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Rory", "Oh, and I've closed the Starling account, TSB now, which is nice.",
         ChangeReading("TSB", "Starling", None, None)),
        ("Fraser", "I've left Ness Sailing Club, just Culloden Curling Club now.",
         ChangeReading("Culloden Curling Club", "Ness Sailing Club", None, None)),
        ("Ewan", "No, not E.ON any more, we left E.ON, OVO does our energy now.",
         ChangeReading("OVO", "E.ON", "home_energy", None)),
        ("Catriona", "No, not Dacia Duster any more, I've traded the Dacia Duster in for a "
         "Skoda Yeti.", ChangeReading("Skoda Yeti", "Dacia Duster", None, None)),
        ("Isla", "I retired the La Sportiva Nepal boots and bought Zamberlan Vioz.",
         ChangeReading("Zamberlan Vioz", "La Sportiva Nepal boots", None, None)),
        ("Alasdair", "Bumped into Kirsty at the Co-op, Kirsty closed the TSB account and went "
         "to Monzo.", ChangeReading("Monzo", "TSB", None, "Kirsty")),
        ("Eilidh", "Bumped into Shona at the Co-op, Shona has left Moray Firth Surveys and "
         "gone to Ness Joinery.", ChangeReading("Ness Joinery", "Moray Firth Surveys", None,
                                               "Shona")),
        ("Freya", "Oh, and the new phone is a Fairphone 5.",
         ChangeReading("Fairphone 5", None, "handset", None)),
        ("Sam", "the new phone is an iPhone 15", ChangeReading("iPhone 15", None, "handset", None)),
        ("Fiona", "Oh, and new boots: Hanwag Alaska, for what it is worth.",
         ChangeReading("Hanwag Alaska", None, "named:boots", None)),
    ],
)  # fmt: skip
def test_a_change_said_by_what_was_left_and_what_holds_now(
    speaker: str, line: str, expected: ChangeReading
) -> None:
    assert expected in read_changes(line, speaker)


@pytest.mark.parametrize(
    "line",
    [
        "Gave up on the bus, walking now",  # no name, no "just"
        "I quit the band, just me now",  # a person, no value
        "I left Tesco, just chilling now",  # nothing held
        "Left the party early, Tom now",  # no name left
        "I've left Tesco and went to Boots for paracetamol",  # an errand
        "The new iPhone is a rip-off",  # news, no name given
        "The new season is great",
        "Did you see the new one, Tom?",  # "one" names no slot
        "Saw the new Batman, it was fine",
        "If I left Monzo, Starling would be next",  # a condition
    ],
)
def test_near_misses_read_no_change(line: str) -> None:
    assert read_changes(line, "Sam") == []


def test_a_club_left_is_no_past_employer() -> None:
    got = _slots("Fraser", "I've left Ness Sailing Club, just Culloden Curling Club now.")
    assert not any(a == "employer" for _, a, _ in got)


def test_a_model_number_is_no_metric() -> None:
    got = _slots("Freya", "Our new phone is a Fairphone 5.")
    assert ("Freya", "handset", "Fairphone 5") in got
    assert not any(v in ("5", "5.") for _, _, v in got)
    assert ("Sam", "rent", "1200") in _slots("Sam", "My rent went up to 1200")


# -- corrections with the apology between the names -------------------------------------------


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("*The Gym Group, sorry, not Oxygen Climbing. Autocorrect.", "Oxygen Climbing",
         "The Gym Group"),
        ("*E.ON Next, sorry, not OVO. Autocorrect.", "OVO", "E.ON Next"),
        ("Ignore me, Palmer Park parkrun, not Kennet Boulder Barn. Tired.",
         "Kennet Boulder Barn", "Palmer Park parkrun"),
        ("My bad, Tom not Jo", "Jo", "Tom"),
    ],
)  # fmt: skip
def test_a_correction_with_the_apology_between_or_before_its_names(
    line: str, old: str, new: str
) -> None:
    (correction,) = read_corrections(line)
    assert (correction.old, correction.new, correction.vouched_only) == (old, new, True)


@pytest.mark.parametrize(
    "line",
    [
        "Ignore me, not today",
        "Ignore me, I was thinking of something else, not that",
        "Sorry, not now",
    ],
)
def test_an_apology_with_no_two_values_corrects_nothing(line: str) -> None:
    assert read_corrections(line) == []


# -- a child's school, by a named child or the school run --------------------------------------


@pytest.mark.parametrize(
    ("line", "value"),
    [
        ("Oh I never said, Milo's started at Hillcrest Primary back in March!",
         "Hillcrest Primary"),
        ("Milo's class at St Anne's Primary is doing a board game week.", "St Anne's Primary"),
        ("Late again, the St Anne's Primary pickup queue is a war zone.", "St Anne's Primary"),
        ("Random but: the Meadowbrook Juniors school run was chaos", "Meadowbrook Juniors"),
    ],
)  # fmt: skip
def test_a_childs_school_by_a_named_child_or_the_school_run(line: str, value: str) -> None:
    assert ("Rachel", "kids_school", value) in _slots("Rachel", line)


@pytest.mark.parametrize(
    "line",
    [
        # a conversation's own person at a school: theirs, not the speaker's child's
        "Shona's started at Hillcrest Primary, she's teaching year 2",
        "Shona's class at Hillcrest Primary is doing a play.",
        # not a school by its name
        "Milo's started at Beavers",
        "the Tesco pickup queue is a war zone",
        "Milo's class at swimming is fun",
    ],
)
def test_no_childs_school_without_a_child_and_a_schools_name(line: str) -> None:
    assert not any(a == "kids_school" for _, a, _ in _slots("Rachel", line))


# -- news passed on, a ship jumped, a plan carried out, a day's count ---------------------------


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Rachel", "Heard from Gemma that Imogen has left Coley Park for Theale.",
         ChangeReading("Theale", "Coley Park", None, "Imogen")),
        ("Rachel", "Gemma told me that Imogen has left Coley Park for Theale.",
         ChangeReading("Theale", "Coley Park", None, "Imogen")),
        ("Freya", "Finally did it: jumped ship from Forbury Labs to Oracle.",
         ChangeReading("Oracle", "Forbury Labs", None, None)),
        ("Freya", "Finally did it: switched from Monzo to Starling.",
         ChangeReading("Starling", "Monzo", None, None)),
        ("Haoran", "Haoran家的新闻：Haoran已经离开PepsiCo，去Oracle了。",
         ChangeReading("Oracle", "PepsiCo", None, None)),
        ("Mei", "Haoran已经离开PepsiCo，去Oracle了。",
         ChangeReading("Oracle", "PepsiCo", None, "Haoran")),
    ],
)  # fmt: skip
def test_news_passed_on_and_plans_carried_out(
    speaker: str, line: str, expected: ChangeReading
) -> None:
    assert read_changes(line, speaker) == [expected]


@pytest.mark.parametrize(
    "line",
    [
        "I doubt that Imogen has left Coley Park for Theale.",  # a doubt, not news
        "Heard that Imogen might leave Coley Park for Theale.",  # a maybe
        "问题：London把价格换成会员价了",  # a place before 把 holds nothing
    ],
)
def test_no_change_from_doubts_maybes_or_places(line: str) -> None:
    assert read_changes(line, "Rachel") == []


def test_money_sent_from_a_bank_is_not_read_as_the_bank() -> None:
    # "The refund was sent from Santander", "Can you send it from Monzo?": whose is not said
    assert provider_uses("I'll send it from HSBC, give me your sort code.") == []


@pytest.mark.parametrize(
    ("speaker", "line", "value"),
    [
        ("Aisha", "Third Diet Coke of the day, send help.", "Diet Coke"),
        ("Xiaoyu", "今天第三杯乌龙茶了。", "乌龙茶"),
    ],
)
def test_a_drink_counted_through_the_day_is_the_usual(speaker: str, line: str, value: str) -> None:
    assert (speaker, "drink", value) in _slots(speaker, line)


@pytest.mark.parametrize(
    "line",
    [
        "Another Guinness already, it's a wedding",  # an occasion's round
        "Third Diet Coke ad of the day on the telly",  # an advert, not a drink had
        "Third time this week the café ran out of Diet Coke",
        "Third Prosecco of the day, it's Ellie's wedding!",
        "Second Diet Coke of the day, it's Sam's round",
    ],
)
def test_no_drink_from_an_occasion_or_an_advert(line: str) -> None:
    assert not any(a == "drink" for _, a, _ in _slots("Aisha", line))


# -- a job shown by its round; news passed on in a question ------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "First day at Legoland was amazing",  # a visit
        "Tom's boss at Tesco is a nightmare",  # another's
        "Her boss at Aldi is lovely",
        "Kirsty's lanyard for Ness Joinery is in my car",
        "First day at Legoland done, kids exhausted",
        "Manager at Arsenal has been sacked",
        "Boss at Costa gave me a free cake",
        "Induction at PureGym was useful",
    ],
)
def test_no_job_from_a_visit_or_anothers_boss(line: str) -> None:
    assert not any(s == "Alasdair" and a == "employer" for s, a, _ in _slots("Alasdair", line))


def test_news_passed_on_in_a_question_is_kept() -> None:
    assert not _aside("Did you all know Aisha has bought a Ford Fiesta?")
    assert _aside("Did you hear if Aisha bought a Ford Fiesta?")
    assert _aside("Would you ever buy a Ford Fiesta?")


# -- one of several held values given up ------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "attribute", "value"),
    [
        ("Stopped the Spanish class.", "learning_language", "Spanish"),
        ("I've given up the guitar, sticking with the fiddle.", "instrument", "guitar"),
        ("Finally quit Welsh, too much homework.", "learning_language", "Welsh"),
    ],
)
def test_a_held_value_given_up_is_denied_from_now(line: str, attribute: str, value: str) -> None:
    episode = EpisodeText(line, WHEN, "Nikhil", people=PEOPLE | {"Nikhil"})
    (result,) = RuleExtractor().extract_batch([episode])
    (fact,) = [f for f in result.facts if f.attribute == attribute]
    assert fact.value == value
    assert {Cue.NEGATION, Cue.PAST} <= fact.cues


@pytest.mark.parametrize(
    "line",
    [
        "I never gave up the piano",  # a denial
        "I haven't given up the guitar yet",
        "I almost quit Spanish",  # it did not happen
        "Thinking of dropping Welsh",  # a thought
        "Might stop the Spanish class after Easter",  # a maybe
        "Sam stopped the Spanish class",  # another's
        "Stopped the car at the lights",  # no held value
        "Dropped the guitar, chipped the neck",  # in the hand
        "Stopped the Spanish class for the summer",  # a pause
        "I stopped the guitar lessons, still play though",
        "Quit the piano for tonight",
        "Back in school I quit French.",  # long ago
        "Mum thinks I've given up the violin.",  # another's belief
        "Quit the guitar last year, took it back up in January",
    ],
)
def test_no_value_given_up_by_a_denial_a_doubt_or_another(line: str) -> None:
    episode = EpisodeText(line, WHEN, "Nikhil", people=PEOPLE | {"Nikhil", "Sam"})
    (result,) = RuleExtractor().extract_batch([episode])
    assert not any(
        f.subject == "Nikhil" and Cue.NEGATION in f.cues and Cue.PAST in f.cues
        for f in result.facts
    )


def test_a_provider_cancelled_and_another_gone_for() -> None:
    assert read_changes("So yeah, cancelled Prime Video and went for Crunchyroll.", "F") == [
        ChangeReading("Crunchyroll", "Prime Video", None, None)
    ]
    assert read_changes("cancelled Netflix and went for a walk", "F") == []


# -- near misses a review of the round found ---------------------------------------------------


@pytest.mark.parametrize(
    ("line", "chinese"),
    [
        ("Ally sent me a pic of the dog in the snow", False),  # a friend, not the bank
        ("Chase sent me the link to the fundraiser", False),
        ("Monster Energy sent me a free crate for the club fun run", False),  # a drink
        ("The Pokemon Mobile app pinged me", False),  # a game
        ("Paid with my Octopus card on the MTR, felt very Hong Kong", False),  # a travel card
        ("Got a text from Sky Mobile, not sure why I'm not even with them", False),
        ("British Gas sent me a quote to switch but we're staying put", False),
        ("Lloyds sent me a letter, they're my mortgage lender not my bank", False),
        ("Got a dodgy text from HSBC, obviously a scam", False),
        ("Got a letter from Tesco Mobile about a job interview", False),
        ("Octopus paid us for the exported solar", False),
        ("I got a letter from Santander saying my mum's account is closing", False),
        ("There was a letter from Halifax for the previous tenant", False),
        ("Paid for the pies with the Starling card from the club kitty", False),
        ("Got a text from EE saying Kirsty's number is ported", False),
        ("Ally提醒我明天要交钱", True),
        ("Chase给我发了个链接", True),
        ("Kirsty的Monzo提醒我她付钱了", True),
        ("钱一到账Monzo就提醒我了，不过是我老公的账户", True),
        ("骗子冒充HSBC给我发短信", True),
    ],
)
def test_no_provider_from_a_friend_a_lookalike_a_scam_or_anothers_account(
    line: str, chinese: bool
) -> None:
    assert provider_uses(line, chinese=chinese) == []


def test_a_provider_named_like_one_of_the_chats_people_is_theirs_not_a_bank() -> None:
    episode = EpisodeText("Ally app pinged me", WHEN, "Mairi", people=PEOPLE | {"Mairi", "Ally"})
    (result,) = RuleExtractor().extract_batch([episode])
    assert not any(f.attribute == "bank" for f in result.facts)


@pytest.mark.parametrize(
    "line",
    [
        "Left Boots, Superdrug now, then home",  # an errand
        "Left Tesco, Aldi now for the rest",
        "Left Inverness at 6, Perth now, home by tea",  # a trip
        "Dropped Milo at nursery, Tesco now",
        "Cancelled the Octopus contract, Kirsty now",  # a person
        "Left Mairi, Ewan now",
        "Closed the window, Teams now",
        "Shona has left Ness Joinery and gone to Spain",  # a holiday, not a job
        "Spurs sacked him, the new manager is Thomas Frank",  # news
        "Spurs sacked him. The new manager is Thomas Frank",
        "And the new manager is Kirsty, God help us",  # the speaker herself
        "Kirsty got a phone, the new phone is a Pixel 9",  # hers
        "Oh, and the new car: Kirsty's, a Skoda Enyaq.",
        "Also new album: Brat.",
    ],
)
def test_no_change_from_an_errand_a_trip_a_person_or_news(line: str) -> None:
    assert read_changes(line, "Kirsty") == []


@pytest.mark.parametrize(
    "line",
    [
        "Mum's started at Inverness College, an evening class in Gaelic",  # an adult, kin
        "Gran's moved to St Vincent's Hospice.",
        "Mr. Patel has started at Hillcrest Primary.",  # a teacher
        "Orla's started at Hillcrest Primary, Shona's wee one",  # another's child
        "the St John Ambulance uniform still fits me",
        "Avoid Culloden Road, the Hillcrest Primary school run traffic is mental",
        "The Hillcrest Primary school run is brutal with the roadworks, glad mine are grown up",
        "Drove past the St Anne's Primary gates and it was chaos",
        "Dad's year at Inverness Royal Academy is having a reunion",
        "Milo's moved to St Ninian's",  # no school by its name
    ],
)
def test_no_childs_school_from_kin_a_teacher_anothers_child_or_a_school_passed(line: str) -> None:
    assert not any(a == "kids_school" for _, a, _ in _slots("Rachel", line))


def test_a_name_marked_as_a_provider_or_club_left_is_no_past_employer() -> None:
    # (a credit union, a practice, a gym left is the membership's end; an energy firm left
    # after years in its call centre is lost with them, a known cost)
    got = _slots("Kirsty", "I've left Loch Ness Credit Union")
    assert not any(a == "employer" for _, a, _ in got)


def test_a_final_statement_shows_no_provider_held() -> None:
    assert provider_uses("Got a final statement from British Gas, finally.") == []


def test_a_person_doing_the_accounts_is_no_provider() -> None:
    assert read_changes("We left Barclays, Kirsty does our accounts now", "Ewan") == []
    assert read_changes("We left Barclays, Monzo does our banking now", "Ewan") == [
        ChangeReading("Monzo", "Barclays", "bank", None)
    ]
    assert provider_uses("Paid with the Monzo card, yours, sorry Kirsty") == []


@pytest.mark.parametrize(
    ("line", "expected", "unexpected"),
    [
        ("平时用Motorola Edge 40", None, ("browser", "Edge")),  # part of a phone's name
        ("我用Google Pixel 8", ("handset", "Pixel 8"), None),  # a make before is its own
        ("我用Google Chrome", ("browser", "Chrome"), None),
        ("我用Monzo App", ("bank", "Monzo"), None),
    ],
)
def test_a_known_value_inside_a_longer_latin_name_in_chinese(
    line: str, expected: tuple[str, str] | None, unexpected: tuple[str, str] | None
) -> None:
    got = {(a, v) for _, a, v in _slots("Yating", line)}
    assert expected is None or expected in got
    assert unexpected is None or unexpected not in got


def test_a_rota_for_a_month_names_no_employer() -> None:
    got = _slots("Amara", "rota for May is out and I'm on five nights in a row, cool cool cool")
    assert not any(a == "employer" for _, a, _ in got)


def test_a_job_hopped_to_in_chinese_is_an_employer_not_a_database() -> None:
    assert read_changes("好消息：Haoran从PepsiCo跳槽到Oracle了", "Mia") == [
        ChangeReading("Oracle", "PepsiCo", "employer", "Haoran")
    ]
