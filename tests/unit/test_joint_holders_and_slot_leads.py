"""Round 31's readings (issue 11), before the clause model: two people as one subject, a slot a
clause changes with its value in the next, things moved (not homes), and suppliers, banks and
networks said in chat's own words."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.assembly import Speakers
from extract.holders import joint_holder
from extract.pipeline import EpisodeText, RuleExtractor
from extract.slot_leads import lead_slot
from graph.types import Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)


def read(
    text: str, speaker: str = "Roisin", referent: str | None = None
) -> set[tuple[str, str, str]]:
    ex = RuleExtractor().extract(
        EpisodeText(text=text, occurred_at=WHEN, speaker=speaker, referent=referent)
    )
    return {(c.subject, c.attribute, c.value) for c in [*ex.facts, *ex.proposals]}


@pytest.mark.parametrize(
    ("text", "other"),
    [
        ("Padraig and I moved into the new house in Carryduff.", "Padraig"),
        ("Oh I never said, Lorraine and I moved into the new house in Carryduff.", "Lorraine"),
        ("Me and Sara joined the Leeds Harriers last month.", "Sara"),
        ("我和Junjie搬到Ormeau Road了。", "Junjie"),
        ("其实Junjie和我已经搬到Ormeau Road了。", "Junjie"),
        # no joint subject: a lead-in word, someone told, a name after a verb
        ("Oh and I switched the mobile to iD Mobile.", None),
        ("I told Sara and I think she agreed.", None),
        ("So and I was like, no way.", None),
    ],
)
def test_two_people_as_one_subject(text: str, other: str | None) -> None:
    assert joint_holder(text, Speakers.of("Roisin")) == other


def test_a_jointly_held_state_is_both_of_theirs() -> None:
    facts = read("Padraig and I moved into the new house in Carryduff.")
    assert {("Padraig", "home_city", "Carryduff"), ("Roisin", "home_city", "Carryduff")} <= facts
    facts = read("我和Junjie搬到Ormeau Road了。", speaker="Meilin")
    assert {("Junjie", "home_city", "Ormeau Road"), ("Meilin", "home_city", "Ormeau Road")} <= facts


@pytest.mark.parametrize(
    ("clause", "slot"),
    [
        ("I've moved jobs", "employer"),
        ("Switched banks last week", "bank"),
        ("changed phone networks", "mobile_carrier"),
        ("我换银行了", "bank"),
        ("我换工作了", "employer"),
        ("I moved houses last year", None),  # no state slot of that name: the home is read
        ("I changed my mind", None),
        ("我换衣服了", None),
        ("Oh and I handed my notice in at Admiral,", "employer"),
    ],
)
def test_a_clause_that_names_a_changed_slot(clause: str, slot: str | None) -> None:
    assert lead_slot(clause) == slot


def test_the_value_follows_the_slot_a_change_named() -> None:
    text = (
        "Well, what a week. Oh and I've moved jobs, I'm at Linen Hall Library since Monday, "
        "but more importantly has anyone seen my reading glasses?"
    )
    facts = read(text, speaker="Declan")
    assert ("Declan", "employer", "Linen Hall Library") in facts
    assert not any(a == "statement" and "moved jobs" in v for _, a, v in facts)
    assert ("Yuting", "bank", "Harbour Mutual") in read(
        "我换银行了，现在用Harbour Mutual。", "Yuting"
    )


def test_a_thing_moved_is_no_home() -> None:
    assert not any(a == "home_city" for _, a, _ in read("我把排练表搬到Excel了。", "Xiaowen"))
    assert ("Xiaowen", "home_city", "Leeds") in read("我们把家搬到了Leeds。", "Xiaowen")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I ported my number across to Smarty, long story.", ("mobile_carrier", "Smarty")),
        ("Update from Shauna: Shauna banks with Starling now.", ("bank", "Starling")),
        ("Done and dusted, I closed the old account and opened one with Monzo.", ("bank", "Monzo")),
        (
            "I finally left the old crowd and went with Power NI for the electric.",
            ("home_energy", "Power NI"),
        ),
        ("The electric's with Glenshane Power.", ("home_energy", "Glenshane Power")),
        ("终于搞定了，我把电换到Glenshane Power了。", ("home_energy", "Glenshane Power")),
        ("早就不是Power NI了，电力公司换成Click Energy了。", ("home_energy", "Click Energy")),
        ("我改订Apple TV+了。", ("streaming", "Apple TV+")),
        ("我已经搬进Cregagh的新房子了。", ("home_city", "Cregagh")),
        ("I live over in Glengormley.", ("home_city", "Glengormley")),
        (
            "Quick update: I switched my phone to Dragon Mobile.",
            ("mobile_carrier", "Dragon Mobile"),
        ),
        ("之前一直忘了讲：我的号码已经转到Voxi了，是7月的事。", ("mobile_carrier", "Voxi")),
    ],
)
def test_suppliers_banks_networks_and_homes_in_chats_words(
    text: str, expected: tuple[str, str]
) -> None:
    speaker = "Shauna"
    assert (speaker, *expected) in read(text, speaker=speaker)


def test_closing_the_old_account_names_no_bank_called_old() -> None:
    facts = read("I closed the old account and opened one with Monzo.")
    assert not any(a == "bank" and v.casefold() == "old" for _, a, v in facts)


def test_moving_into_a_new_home_at_a_past_month_is_a_change_not_a_past_home() -> None:
    ex = RuleExtractor().extract(EpisodeText(
        text="一直忘了说，其实10月就我已经搬进Ballyhackamore的新家了。", occurred_at=WHEN,
        speaker="Haoran"))  # fmt: skip
    [home] = [c for c in ex.facts if c.attribute == "home_city"]
    assert home.value == "Ballyhackamore" and Cue.UPDATE in home.cues and Cue.PAST not in home.cues


def test_she_before_a_verb_the_parser_takes_for_a_noun_is_the_referent() -> None:
    facts = read("She banks with Bank of Ireland now!", speaker="Gerry", referent="Bronagh")
    assert ("Bronagh", "bank", "Bank of Ireland") in facts
    assert ("Gerry", "bank", "Bank of Ireland") not in facts


def test_a_new_car_or_job_at_a_past_time_is_a_change_then() -> None:
    ex = RuleExtractor().extract(EpisodeText(
        text="She has a new car, a Toyota Yaris, was telling me on Friday.", occurred_at=WHEN,
        speaker="Ciaran", referent="Meilin"))  # fmt: skip
    [car] = [c for c in ex.facts if c.attribute == "car"]
    assert (car.subject, car.value) == ("Meilin", "Toyota Yaris") and Cue.PAST not in car.cues
    ex = RuleExtractor().extract(EpisodeText(
        text="Oh I never said, I've taken the job at Translink in March, it's been that busy.",
        occurred_at=WHEN, speaker="Darragh"))  # fmt: skip
    [job] = [c for c in ex.facts if c.attribute == "employer"]
    assert job.value == "Translink" and Cue.UPDATE in job.cues and Cue.PAST not in job.cues


def test_a_chinese_clause_after_he_or_she_is_theirs() -> None:
    facts = read("他换车了，新车是Ford Fiesta，你们不知道吗？", speaker="Junjie", referent="Wenbo")
    assert ("Wenbo", "car", "Ford Fiesta") in facts
    assert not any(s == "Junjie" and a == "car" for s, a, _ in facts)


@pytest.mark.parametrize(
    ("text", "value", "read"),
    [
        (
            "Meant to say this weeks ago: I opened one with Lloyds, in September.",
            "Lloyds",
            "I opened one with Lloyds, in September.",
        ),
        ("Forgot to mention, we moved to Leeds.", "Leeds", "we moved to Leeds."),
        (
            "Oh I never said, I've taken the job at Translink.",
            "Translink",
            "I've taken the job at Translink.",
        ),
        (
            "一直忘了说，其实8月就我换成iD Mobile的套餐了。",
            "iD Mobile",
            "其实8月就我换成iD Mobile的套餐了。",
        ),
        (
            "Well, I did it: I ported my number to Lloyds.",
            "Lloyds",
            "I ported my number to Lloyds.",
        ),
        ("之前说的事办成了，我改用Lloyds记账了。", "Lloyds", "我改用Lloyds记账了。"),
        (
            "I meant to switch to Lloyds but never did.",
            "Lloyds",
            "I meant to switch to Lloyds",
        ),  # a plan meant: kept
    ],
)
def test_the_clause_model_reads_news_told_late_without_its_lead(
    text: str, value: str, read: str
) -> None:
    from extract.assertion import clause_texts
    from graph.types import CandidateFact

    [clause] = clause_texts([CandidateFact("Jen", "bank", value, text)])
    assert clause.rstrip("。.") == read.rstrip("。.")


def test_a_tag_question_asking_if_you_heard_leaves_the_news() -> None:
    facts = read("He has bought a Vauxhall Corsa, did you not hear?", "Callum", referent="Hao")
    assert ("Hao", "car", "Vauxhall Corsa") in facts


def test_a_gym_membership_in_chinese_keeps_the_known_name() -> None:
    facts = read("她办了The Gym Group的会员，你们不知道吗？", "Lingling", referent="Bethan")
    assert ("Bethan", "gym", "The Gym Group") in facts


@pytest.mark.parametrize(
    "text",
    [
        "I've switched to Excel for the stage management stuff 🎉",
        "我改用Excel管理舞台监督的事了。",
        "I've moved the rehearsal schedule over to Excel, finally.",
        "My work is making us all use Excel now, I hate it.",
    ],
)
def test_a_planning_tool_is_a_slot_of_its_own(text: str) -> None:
    assert ("Declan", "planning_tool", "Excel") in read(text, "Declan")


def test_a_tool_crashing_is_no_planning_tool_held() -> None:
    facts = read("Excel crashed and I lost the running order for half an hour.", "Maeve")
    assert not any(a == "planning_tool" for _, a, _ in facts)


def test_a_known_name_keeps_its_the() -> None:
    assert ("Siobhan", "gym", "The Gym Group") in read("I go to The Gym Group now.", "Siobhan")


def test_a_place_gone_to_after_a_job_change_is_the_new_employer() -> None:
    facts = read("你们知道吗？Callum换工作了，去了Tombland Legal！", "Ying")
    assert ("Callum", "employer", "Tombland Legal") in facts
    assert not any(s == "Ying" for s, _, _ in facts)
    assert ("Ying", "supermarket", "Tesco") in read("我去了Tesco买菜。", "Ying")  # no lead


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "之前说的那件事，我现在去Riverside Leisure Centre健身。",
            ("gym", "Riverside Leisure Centre"),
        ),
        ("之前说的那件事，终于搬到Kettleby了。", ("home_city", "Kettleby")),
        (
            "Update on the thing I mentioned: I accepted an offer from Norwich Hospital.",
            ("employer", "Norwich Hospital"),
        ),
    ],
)
def test_news_of_a_plan_carried_out_is_kept_past_the_clause_model(
    text: str, expected: tuple[str, str]
) -> None:
    from extract.assertion import gate_episodes
    from extract.embed import Embedder

    ex = RuleExtractor().extract(EpisodeText(text=text, occurred_at=WHEN, speaker="Ying"))
    embed = Embedder().embed
    cands = ex.candidates
    [(kept, _, _, _)] = gate_episodes([(cands, ex.links, embed([c.text for c in cands]))], embed)
    assert any((c.attribute, c.value) == expected for c in kept)


@pytest.mark.parametrize(
    ("speaker", "referent", "text", "wrong"),
    [
        # found by a review of the round's diff: each of these gave the wrong fact
        ("Declan", None, "Tom and I split up last month, he's moved to Leeds.",
         ("Declan", "home_city", "Leeds")),
        ("Declan", None, "Priya and I talked it through and I've switched to Octopus Energy.",
         ("Priya", "home_energy", "Octopus Energy")),
        ("Meilin", None, "我跟Tom说了，我已经搬到Leeds了。", ("Tom", "home_city", "Leeds")),
        ("Meilin", None, "我和Tom以前住在Bristol，现在我搬到Leeds了。",
         ("Tom", "home_city", "Leeds")),
        ("Meilin", None, "Lily和我说她换到Vodafone了。", ("Meilin", "mobile_carrier", "Vodafone")),
        ("Meilin", None, "我已经搬进男朋友的新家了。", ("Meilin", "home_city", "男朋友")),
        ("Declan", "Sophie", "Her new car's a Tesla.", ("Declan", "car", "Tesla")),
        ("Meilin", None, "我老公换工作了，现在去Amazon。", ("Meilin", "employer", "Amazon")),
        ("Declan", None, "Sarah resigned from Admiral, I'm at Tiny Rebel now.",
         ("Declan", "employer", "Tiny Rebel")),
        ("Declan", None, "I went with Jim for the gas safety check.",
         ("Declan", "home_energy", "Jim")),
        ("Declan", None, "The electric's from the solar panels mostly.",
         ("Declan", "home_energy", "solar panels mostly")),
        ("Declan", None, "Our local food banks with Tesco collection points are struggling.",
         ("Declan", "bank", "Tesco collection points")),
        ("Declan", None, "Greggs opened a new one at Meadowhall last week.",
         ("Greggs", "bank", "Meadowhall")),
        ("Meilin", None, "这个账号转到Lily名下了。", ("这个账", "mobile_carrier", "Lily名下")),
        ("Declan", None, "I keep the notion in my head that I'll move to Leeds one day.",
         ("Declan", "planning_tool", "Notion")),
    ],
)  # fmt: skip
def test_readings_a_review_found_wrong(
    speaker: str, referent: str | None, text: str, wrong: tuple[str, str, str]
) -> None:
    assert wrong not in read(text, speaker, referent=referent)


def test_a_part_held_by_another_person_is_not_a_scope() -> None:
    from extract.scoped import read_scoped

    assert read_scoped("I use Netflix mostly, but my husband is still on Disney+.") is None
    assert read_scoped("平时都用Monzo，只有我老公还用Barclays。") is None
    assert read_scoped("平时都用Excel，只有Tom还用Notion。") is None


def test_she_opening_a_sentence_after_a_lead_in_is_the_referent() -> None:
    facts = read("Oh she banks with Bank of Ireland now!", "Gerry", referent="Bronagh")
    assert ("Bronagh", "bank", "Bank of Ireland") in facts


def test_never_said_as_a_denial_keeps_its_clause() -> None:
    from extract.assertion import clause_texts
    from graph.types import CandidateFact

    text = "I never told you I'd left Aviva, because I haven't."
    [clause] = clause_texts([CandidateFact("Jen", "employer", "Aviva", text)])
    assert "never told you" in clause
