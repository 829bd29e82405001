"""Comma splices (extract.splices): where a chat line's run-on sentence is cut."""

from __future__ import annotations

import pytest

from extract.english import _sentences
from extract.pipeline import load_nlp
from extract.splices import splice_starts


def _sentences_of(text: str) -> list[str]:
    return [s.text for s in _sentences(load_nlp()(text))]


def test_news_between_small_talk_becomes_its_own_sentence() -> None:
    text = (
        "Right, survived another one, the vending machine ate my pound coin, I switched "
        "energy to Kestrel Power, and Diwali lights are on this weekend if anyone wants to go?"
    )
    sentences = _sentences_of(text)
    assert "I switched energy to Kestrel Power," in sentences
    assert sentences[-1].endswith("wants to go?")


def test_a_trailing_question_is_cut_off_the_news() -> None:
    text = (
        "Morning all, the barrier was stuck again, and I gave up Tagalog and started "
        "Portuguese, anyway, anyone doing Saturday night?"
    )
    assert "and I gave up Tagalog and started Portuguese," in _sentences_of(text)


@pytest.mark.parametrize(
    "text",
    [
        # a lead-in the next clause depends on
        "If I won the lottery, I'd get one of those big houses in Westcotes.",
        "When we moved to Leeds last spring, we joined the climbing club.",
        # a scope or contrast the clause splitter reads inside one sentence
        "I'm on Sky Mobile for my own phone, but the work phone is Smarty.",
        # a cause the causal splitter reads
        "I'm keto these days, so the kitchen fridge politics are important to me.",
        # a clause that points back
        "She finally got rid of the Ford Fiesta, it's a Dacia Sandero now.",
        # someone's words, not the speaker's news
        "My brother keeps telling me, I should switch to Octopus.",
        # a list of names is no clause
        "We've got Netflix, Disney+ and BritBox at the moment.",
    ],
)
def test_no_cut_where_a_clause_depends_on_another(text: str) -> None:
    assert _sentences_of(text) == [text]


def test_splice_starts_over_plain_tags() -> None:
    words = "the printer ate my pages , oh and I moved to Knighton".split()
    tags = ["DT", "NN", "VBD", "PRP$", "NNS", ",", "UH", "CC", "PRP", "VBD", "IN", "NNP"]
    assert splice_starts(words, tags) == [6]
    # too short on the left: "Right, I moved to Knighton" stays whole
    assert splice_starts(["Right", ",", "I", "moved", "to", "Knighton"],
                         ["UH", ",", "PRP", "VBD", "IN", "NNP"]) == []  # fmt: skip


@pytest.mark.parametrize(
    "text",
    [
        # a clause about something else continues the one before it
        "ive had asthma since i was a kid, mostly fine but cold air and cats set it off bad",
        "from september im only going in on tuesdays and thursdays, rest of the week is from home",
    ],
)
def test_only_the_speakers_own_clause_is_cut_out(text: str) -> None:
    assert _sentences_of(text) == [text]


def test_a_tag_question_is_cut_off_the_news() -> None:
    sentences = _sentences_of("Oh yeah I've had the BYD Dolphin since June, didn't I say?")
    assert sentences == ["Oh yeah I've had the BYD Dolphin since June,", "didn't I say?"]


def test_what_follows_anyway_is_cut_off_whoever_it_is_about() -> None:
    assert _sentences_of("Oh and I drive a Kia Niro, anyway, see you all Thursday.") == [
        "Oh and I drive a Kia Niro,",
        "anyway, see you all Thursday.",
    ]


def test_a_question_after_anyway_is_cut_off_the_news() -> None:
    """ "who" after "anyway," opens a question, not a relative clause of the news."""
    text = "Oh and I've switched to Disney+, anyway, who's bringing biscuits Thursday?"
    assert _sentences_of(text)[0] == "Oh and I've switched to Disney+,"


def test_but_more_importantly_turns_to_another_matter() -> None:
    text = (
        "I'm at Linen Hall Library since Monday, but more importantly has anyone seen my glasses?"
    )
    assert _sentences_of(text)[0] == "I'm at Linen Hall Library since Monday,"
