"""Round 48: news behind a lead that names the telling, "he's"/"she's" and a two-word name as a
slot's owner, corrections closed by "no idea why I typed", a drink or diet one is "on", a role
others gave, a partner made official, a bank account opened in Chinese, the school the
speaker's children go to (`kids_school`), a pet met or rehomed (issue 11, failure classes 3
and 4). Each form with near-miss distractors that must stay as they were. No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import read_corrections
from extract.clauses import blank_discourse_lead
from extract.pipeline import EpisodeText, RuleExtractor
from graph.vocabulary import attributes_asked

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)


def _facts(speaker: str, line: str, referent: str | None = None) -> set[tuple[str, str, str]]:
    people = frozenset({speaker, "Ifan", "Mei Lin", "Bronwen"})  # the chat's people
    episode = EpisodeText(line, WHEN, speaker, referent=referent, people=people)
    (result,) = RuleExtractor().extract_batch([episode])
    return {(f.subject, f.attribute, f.value) for f in result.facts}


def _slot_values(speaker: str, line: str, attribute: str) -> set[tuple[str, str]]:
    return {(s, v) for s, a, v in _facts(speaker, line) if a == attribute}


@pytest.mark.parametrize(
    ("line", "news"),
    [
        ("Bit of news: cancelled the old membership", "cancelled the old membership"),
        ("Update nobody asked for: registered at Oystermouth Dental", "registered at"),
        ("Intro for the group chat: I've got a cat called Pip.", "I've got a cat"),
        ("For the new lot: my dentist's Oystermouth Dental.", "my dentist's"),
        ("Meant to say weeks ago: I swim at Penlan on Sundays.", "I swim at Penlan"),
        ("Update nobody asked for: registered at Oystermouth Dental", "registered at"),
        ("Nope! the kids go to Clase Primary", "the kids go to"),
    ],
)
def test_a_lead_naming_the_telling_is_blanked_for_the_parse(line: str, news: str) -> None:
    blanked = blank_discourse_lead(line)
    assert len(blanked) == len(line)  # offsets still point at the same characters
    assert blanked.lstrip().startswith(news)


@pytest.mark.parametrize(
    "line",
    [
        "Update from Ifan: he's moved to Sketty.",  # the holder is named in the lead
        "Little update since Mei Lin won't post it: she's started at Deloitte.",
        "Meant to tell you about Bronwen: she's moved to Swansea.",
        "Announcement from the desk of Bronwen: she's engaged to Rhodri.",
        "Not any more, I'm with Starling.",  # its "no longer" is the news's update
        "The update broke my phone: ugh",
        "Plan for next month: move to Mumbles.",  # a plan's lead says the modality
        "I have an update: the car is sold",
        "Not any more.",  # nothing after the lead
        "Nope",
        "Nothing to report: quiet week",
    ],
)
def test_a_lead_that_says_more_than_the_telling_is_kept(line: str) -> None:
    assert blank_discourse_lead(line) == line


def test_he_or_she_owning_a_slot_is_the_person_named_before() -> None:
    facts = _facts("Ceri", "He's driving a Nissan Leaf now", referent="Ifan")
    assert ("Ifan", "car", "Nissan Leaf") in facts
    assert not any(s.casefold() in ("he", "she") for s, _, _ in facts)
    facts = _facts("Ceri", "She's living in Mount Pleasant now", referent="Bronwen")
    assert ("Bronwen", "home_city", "Mount Pleasant") in facts


@pytest.mark.parametrize(
    "line",
    [
        "He's driving a Nissan Leaf now",  # no one named before: no one's car
        "It's driving me mad, the Nissan Leaf advert",
    ],
)
def test_a_pronoun_owner_with_no_referent_owns_nothing(line: str) -> None:
    facts = _facts("Ceri", line)
    assert not any(a == "car" for _, a, _ in facts), facts


def test_a_two_word_name_owning_a_slot_is_the_whole_name() -> None:
    facts = _facts("Ceri", "Saw Mei Lin in town: Mei Lin's learning the piano as well now.")
    assert ("Mei Lin", "instrument", "piano") in facts
    assert not any(s == "Lin" for s, _, _ in facts)


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("wait no — Singleton Hospital! no idea why I typed Swansea Council", "Swansea Council",
         "Singleton Hospital"),
        ("wait no — EE! no idea why I typed Vodafone", "Vodafone", "EE"),
        ("*black coffee, not Earl Grey, ignore me", "Earl Grey", "black coffee"),
    ],
)  # fmt: skip
def test_a_correction_closed_by_what_was_typed_is_read(line: str, old: str, new: str) -> None:
    assert any(c.old == old and c.new == new for c in read_corrections(line))


@pytest.mark.parametrize(
    ("line", "not_given"),
    [
        ("Sorry Jo. Not sure why I said Monzo.", "Jo"),  # "sorry" speaks to Jo
        ("Oops, Slack crashed. No idea why I typed that", "Slack"),
        ("Sorry, bad signal. No idea why I typed EE.", "bad signal"),
    ],
)
def test_an_apology_or_an_address_gives_no_value(line: str, not_given: str) -> None:
    assert all(c.new != not_given for c in read_corrections(line))


@pytest.mark.parametrize(
    ("speaker", "line", "attribute", "expected"),
    [
        ("Ceri", "Not green tea any more, I'm on builder's tea", "drink",
         ("Ceri", "builder's tea")),
        ("Ceri", "Saw Ifan in town: Ifan's on Aperol spritz these days.", "drink",
         ("Ifan", "Aperol Spritz")),
        ("Ceri", "Ifan is on Irn-Bru now", "drink", ("Ifan", "Irn-Bru")),
        ("Ceri", "oh and I'm off the old stuff, it's Diet Coke for me now", "drink",
         ("Ceri", "Diet Coke")),
        ("Ceri", "I'm on a flat white now", "coffee", ("Ceri", "flat white")),
        ("Ceri", "Not any more, officially keto now", "diet", ("Ceri", "keto")),
        ("Ceri", "I'm on keto now", "diet", ("Ceri", "keto")),
    ],
)  # fmt: skip
def test_a_drink_or_diet_one_is_on_is_read(
    speaker: str, line: str, attribute: str, expected: tuple[str, str]
) -> None:
    assert expected in _slot_values(speaker, line, attribute)


@pytest.mark.parametrize(
    ("line", "attribute"),
    [
        ("I'm on vegan duty for the bake sale", "diet"),
        ("I'm on Guinness duty this week", "drink"),
        ("Ifan's on Guinness duty now", "drink"),
        ("The advert is on Irn-Bru now", "drink"),
        ("I'm on Three now", "drink"),
        ("it's Tesco these days", "drink"),
        ("I'm on tea break now, back in ten.", "coffee"),
        ("We're on the prosecco now, come join.", "drink"),
        ("Their house wine? It's prosecco now.", "drink"),
        ("I'm back on keto Monday.", "diet"),
        ("Bronwen? Officially vegan now, she says.", "diet"),
    ],
)
def test_a_duty_an_advert_or_another_thing_one_is_on_is_no_drink(line: str, attribute: str) -> None:
    assert not _slot_values("Ceri", line, attribute)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Bit of news: committee voted me in as club treasurer.", ("Ceri", "club treasurer")),
        ("the committee voted me in as the new chair", ("Ceri", "chair")),
        ("I'm down as rota coordinator on the rota", ("Ceri", "rota coordinator")),
        ("I've been made vice-captain", ("Ceri", "vice-captain")),
    ],
)
def test_a_role_others_gave_is_the_speakers(line: str, expected: tuple[str, str]) -> None:
    assert expected in _slot_values("Ceri", line, "job_title")


def test_a_quoted_me_is_not_the_speaker() -> None:
    facts = _facts("Ceri", "Mia texted: put me down as vegan for Friday.")
    assert ("Ceri", "diet", "vegan") not in facts


@pytest.mark.parametrize(
    "line",
    [
        "I've been made redundant",
        "They voted him in as treasurer, poor sod",
        "I dressed up as a pirate captain",
        "Ifan's the best coach now",
        "They nearly voted me in as treasurer, thank god they didn't.",
        "I've been made an offer by the manager.",
        "I was elected chair for the evening, don't get excited.",
        "I'm signed up as a volunteer steward for the half marathon.",
        "I'm down as steward for Saturday's gala only.",
        "I was dressed as a steward for the fancy dress.",
    ],
)
def test_no_role_from_a_loss_another_or_a_costume(line: str) -> None:
    assert not _slot_values("Ceri", line, "job_title")


@pytest.mark.parametrize(
    ("speaker", "line", "partner"),
    [
        ("Ceri", "Me and Hannah are official, before anyone asks. Weird week.", "Hannah"),
        ("Ceri", "the urn's broken again, me and Marcus are official, before anyone asks.",
         "Marcus"),
        ("Mei Lin", "我和Li Na在一起了，先说好别起哄！", "Li Na"),
        ("Mei Lin", "早该说的：3月我和Wang Jie在一起了，一直忘了讲", "Wang Jie"),
        ("Mei Lin", "三月我和Wang Jie在一起了，还没告诉爸妈。", "Wang Jie"),
    ],
)  # fmt: skip
def test_a_partner_made_official_is_read(speaker: str, line: str, partner: str) -> None:
    assert (speaker, partner) in _slot_values(speaker, line, "partner")


@pytest.mark.parametrize(
    ("speaker", "line"),
    [
        ("Ceri", "Me and Hannah are together at the bar, come down"),
        ("Ceri", "me and Dave are official rivals lol"),
        ("Mei Lin", "我和Li Na在一起了一下午，好累"),
        ("Ceri", "Me and Gethin are going out, fancy coming?"),
        ("Ceri", "Me and Dai are back together, the band's reforming!"),
        ("Mei Lin", "过年我终于和爸妈在一起了。"),
        ("Mei Lin", "我终于和家人在一起了！"),
    ],
)
def test_company_or_rivalry_is_no_partner(speaker: str, line: str) -> None:
    assert not _slot_values(speaker, line, "partner")


def test_a_bank_account_opened_in_chinese_is_the_bank() -> None:
    line = "这周忙疯了，开了招商银行的账户，旧的关掉了。"
    assert ("Mei Lin", "招商银行") in _slot_values("Mei Lin", line, "bank")
    assert ("Mei Lin", "HSBC") in _slot_values("Mei Lin", "说个事：开了HSBC的账户。", "bank")
    others = [
        "给妈妈开了HSBC的账户",
        "开了星巴克的卡，每天打折。",
        "开了淘宝的账户，买东西方便。",
        "我开了Steam的账户。",
        "开了健身房的卡。",
        "等我有空，开了汇丰的账户再说。",
    ]
    for other in others:
        assert not _slot_values("Mei Lin", other, "bank"), other


@pytest.mark.parametrize(
    ("speaker", "line", "school"),
    [
        ("Ceri", "Ours are at Clase Primary now, very excited", "Clase Primary"),
        ("Ceri", "Meant to post this ages ago, ours have changed school, they're at Olchfa "
         "School now, it was in December", "Olchfa School"),
        ("Ceri", "Other news, the kids started at Bishopston Comp this week.", "Bishopston Comp"),
        ("Ceri", "Nope! the kids go to Clydach Primary, Newton Primary is ancient history",
         "Clydach Primary"),
        ("Ceri", "mad week, car failed its MOT, and my two are at Ysgol Gyfun Gŵyr, anyway",
         "Ysgol Gyfun Gŵyr"),
        ("Ceri", "we moved the kids to Hazlehead Academy in the end", "Hazlehead Academy"),
        ("Mei Lin", "阿伯丁今天又下雨了。对了，孩子在Albyn School上学。", "Albyn School"),
        ("Mei Lin", "这周孩子开始去Ashley Road School上学了。", "Ashley Road School"),
        ("Mei Lin", "我们家孩子现在在Cults Primary。", "Cults Primary"),
        ("Ceri", "So, we moved the kids from Sparkenhoe Primary to Orchard Hill Primary, phew",
         "Orchard Hill Primary"),
    ],
)  # fmt: skip
def test_the_school_the_speakers_children_go_to_is_read(
    speaker: str, line: str, school: str
) -> None:
    assert (speaker, school) in _slot_values(speaker, line, "kids_school")


@pytest.mark.parametrize(
    ("speaker", "line"),
    [
        ("Ceri", "Bronwen's kids are at Albyn School"),
        ("Ceri", "the kids at Albyn School are lovely"),
        ("Ceri", "Ashley Road School has a coding club too, we should talk to them"),
        ("Ceri", "I'm going to put the kids in for Dumbarton House soon"),
        ("Mei Lin", "Bronwen的孩子在Albyn School上学"),
        ("Ceri", "The kids go to Legoland on Saturday."),
        ("Ceri", "The kids are at Nan's for the weekend."),
        ("Ceri", "The kids started Brownies this week."),
        ("Ceri", "The kids are in Year 6 now."),
        ("Ceri", "The kids are at Cardiff Uni now, both of them."),
        ("Ceri", "Bronwen and the kids are at Alton Towers."),
        ("Ceri", "I got the kids to Aldi and back before the rain."),
        ("Mei Lin", "孩子在新东方上课。"),
        ("Mei Lin", "孩子现在在Legoland。"),
        ("Mei Lin", "孩子现在在外婆家"),
        ("Mei Lin", "孩子在Oakfield Primary上学的话，每天要早起。"),
    ],
)
def test_another_familys_or_a_school_only_named_is_not_the_speakers(
    speaker: str, line: str
) -> None:
    assert not _slot_values(speaker, line, "kids_school")


def test_a_question_about_the_childrens_school_asks_that_slot() -> None:
    assert "kids_school" in attributes_asked("Which school do Tam's kids go to now?")
    assert "kids_school" in attributes_asked("郭强的孩子现在在哪个学校上学？")
    assert "kids_school" not in attributes_asked("Which school did Tam go to?")


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("Meet Biscuit, the new rabbit, joining the household alongside the old one", "Biscuit"),
        ("Update nobody asked for: meet Moss, the new lurcher", "Moss"),
        ("Meet Sable, our new kitten!", "Sable"),
    ],
)
def test_a_pet_met_is_the_speakers(line: str, name: str) -> None:
    assert ("Ceri", name) in _slot_values("Ceri", line, "pet_name")


@pytest.mark.parametrize(
    "line",
    [
        "Meet Dave, the new manager",
        "Meet Bella, the dog from next door.",
        "Meet Shadow, the cat that keeps sneaking into our garden.",
        "Meet Tiny, our new lab partner.",
        "Meet Greg, the new pug owner on our street.",
        "Meet Joy, our new bird-watching guide.",
        "Meet Rex, the dog I'm fostering this week.",
    ],
)
def test_a_person_or_anothers_animal_met_is_no_pet(line: str) -> None:
    assert not _slot_values("Ceri", line, "pet_name")


@pytest.mark.parametrize(
    "line",
    [
        "Correction: pescatarian. No idea why I wrote gluten-free.",
        "wait no — Singleton Hospital! no idea why I typed Swansea Council",
        "No idea why I typed Monzo, sorry",
    ],
)
def test_disowning_what_was_typed_is_no_rule(line: str) -> None:
    assert not any(a in ("rule", "note") for _, a, _ in _facts("Ceri", line))


@pytest.mark.parametrize(
    ("line", "attribute", "value"),
    [
        ("Update nobody asked for: doing Welsh now as well as the other one",
         "learning_language", "Welsh"),
        ("nippers on the sand doing flags, doing Portuguese on Duolingo every night, so that's me",
         "learning_language", "Portuguese"),
        ("mad week, car failed its MOT, and started ukulele lessons too, on top of the other one",
         "instrument", "ukulele"),
    ],
)  # fmt: skip
def test_a_course_or_lessons_said_in_passing_are_the_speakers(
    line: str, attribute: str, value: str
) -> None:
    assert ("Ceri", value) in _slot_values("Ceri", line, attribute)


@pytest.mark.parametrize(
    ("line", "attribute"),
    [
        ("My son is doing French now", "learning_language"),
        ("we're doing Spanish tapas tonight", "learning_language"),
        ("my daughter started piano lessons", "instrument"),
    ],
)
def test_anothers_course_or_a_dish_is_not_the_speakers(line: str, attribute: str) -> None:
    assert all(s != "Ceri" for s, _ in _slot_values("Ceri", line, attribute))


@pytest.mark.parametrize(
    ("line", "attribute"),
    [
        ("Bronwen says the club voted me in as secretary as a joke.", "job_title"),
        ("Apparently, me and Carys are an item now.", "partner"),
    ],
)
def test_a_joke_or_hearsay_about_the_speaker_is_no_state(line: str, attribute: str) -> None:
    assert not _slot_values("Ceri", line, attribute)


@pytest.mark.parametrize(
    ("line", "school"),
    [
        (
            "腰疼得不行，作业还没改完，对了孩子转到Albany Primary了，不说了先去上课。",
            "Albany Primary",
        ),
        ("又下了一整天雨……另外小的今天开始去Ysgol Pen y Pil了，我在车里哭了", "Ysgol Pen y Pil"),
    ],
)
def test_a_chinese_change_of_the_childrens_school_is_read(line: str, school: str) -> None:
    assert ("Mei Lin", school) in _slot_values("Mei Lin", line, "kids_school")
    assert not _slot_values("Mei Lin", "孩子转到新东方了", "kids_school")


@pytest.mark.parametrize(
    ("line", "attribute", "value"),
    [
        ("I've taken a job with Granite Wells.", "employer", "Granite Wells"),
        ("So... switched my usual to Guinness.", "drink", "Guinness"),
        ("my usual's a Tetley, ta", "drink", "Tetley"),
    ],
)
def test_a_job_taken_or_a_usual_switched_is_read(line: str, attribute: str, value: str) -> None:
    assert ("Ceri", value) in _slot_values("Ceri", line, attribute)


def test_a_second_hand_car_bought_is_the_car() -> None:
    cars = _slot_values("Ceri", "Bought a second-hand Nissan Leaf.", "car")
    assert any("Nissan Leaf" in v for _, v in cars)


@pytest.mark.parametrize(
    ("line", "attribute"),
    [
        ("I've taken a job with my dad's firm", "employer"),
        ("my usual is the 8am bus", "drink"),
    ],
)
def test_a_job_unnamed_or_a_usual_bus_is_no_value(line: str, attribute: str) -> None:
    assert not _slot_values("Ceri", line, attribute)


@pytest.mark.parametrize(
    ("question", "not_asked"),
    [
        # words a cue only checks around itself ("these days", "shift", "nearly") ask nothing
        ("How does Ollie get to the space these days?", "drink"),
        ("What does Femi drink to get through a night shift now?", "job_title"),
        ("Where does Rhys work now?", "diet"),
    ],
)
def test_words_a_cue_only_checks_around_itself_ask_nothing(question: str, not_asked: str) -> None:
    assert not_asked not in attributes_asked(question)
