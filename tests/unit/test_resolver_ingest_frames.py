"""A speaker's "we" across turns (resolver.ingest.carry_frames): the group of their last frame."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from graph.types import OPEN_ATTRIBUTE, CandidateFact, EpisodeInput
from resolver.ingest import (
    PreparedEpisode,
    carry_frames,
    group_speakers,
    named_words,
    prepare_episode,
    session_referents,
)

pytestmark = pytest.mark.unit

DAY = datetime(2024, 5, 1, tzinfo=UTC)


def turn(speaker: str, text: str, day: int, frame: str | None = None) -> PreparedEpisode:
    p = prepare_episode(EpisodeInput(text=text, occurred_at=DAY + timedelta(days=day),
                                     speaker=speaker), f"u{day}{speaker}")  # fmt: skip
    p.row["frame"] = frame
    p.candidates = [CandidateFact(speaker, OPEN_ATTRIBUTE, text, text)]
    return p


def test_unframed_we_follows_the_speakers_last_frame_in_time_order() -> None:
    later = turn("Rhodri", "we're insured with Shirecover", 5)
    own = turn("Rhodri", "I drive a Navara", 6)
    framed = turn("Rhodri", "Here at Bracken Hill Farm, we feed Boddington", 1, "Bracken Hill Farm")
    before = turn("Rhodri", "we're with Agrisure", 0)  # before any frame: the speaker's
    other = turn("Tamsin", "we'll go with Fibrelink", 7)
    todo = [later, own, framed, before, other]
    assert group_speakers(todo) == ["Rhodri", "Tamsin"]
    carry_frames(todo, known={"Tamsin": "Kestle Valley Vets"})  # Tamsin's frame, from the graph
    assert later.candidates[0].subject == "Bracken Hill Farm"
    assert own.candidates[0].subject == "Rhodri"
    assert before.candidates[0].subject == "Rhodri"
    assert other.candidates[0].subject == "Kestle Valley Vets"


def test_he_or_she_is_the_last_person_the_session_named_before() -> None:
    """The referent of a turn's "he"/"she" (resolver.ingest.session_referents): the last
    person named in the session's turns before it, from the graph's turns (`earlier`) or the
    batch's, not the turn's own speaker and not from another session."""
    quiz = turn("Liang", "Sat next to Alun at the quiz, Petra too", 1)
    quiz.row["session_id"], quiz.row["people"] = "s1", ["Alun", "Petra"]
    vegan = turn("Petra", "oh and he's gone vegan", 2)  # Petra speaks: not herself
    vegan.row["session_id"] = "s1"
    other = turn("Morwenna", "she's moved to Lyon", 3)  # a session with no one named
    other.row["session_id"] = "s2"
    mobiq = turn("Jiang Wanru", "嗯，她最近换到Mobiq了", 4)
    mobiq.row["session_id"] = "s3"
    earlier = {"s3": [("He Lihua", "今天有人见到Zhou Min了吗？", [])]}
    todo = [vegan, quiz, other, mobiq, turn("Zhou Min", "我在轻断食", 0)]
    assert session_referents(todo, earlier) == {vegan.uid: "Alun", mobiq.uid: "Zhou Min"}


def test_a_name_after_the_is_a_place_not_a_referent() -> None:
    pub = turn("Bex", "Is anyone up for the Cluny after next Tuesday?", 1)
    pub.row["session_id"], pub.row["people"] = "s1", ["Cluny"]
    carrier = turn("Declan", "he's on giffgaff now", 2)
    carrier.row["session_id"] = "s1"
    assert session_referents([pub, carrier], {}) == {}
    met = turn("Bex", "Saw Cluny at the wall", 3)  # no "the": a person
    met.row["session_id"], met.row["people"] = "s2", ["Cluny"]
    moved = turn("Declan", "he's on giffgaff now", 4)
    moved.row["session_id"] = "s2"
    assert session_referents([met, moved], {}) == {moved.uid: "Cluny"}


def test_other_and_guitar_are_no_pronoun() -> None:
    from extract.holders import HE_OR_SHE as _REFERS_BACK

    assert not _REFERS_BACK.search("其他都还好，周末练了吉他")
    assert _REFERS_BACK.search("她换到Mobiq了")


def test_a_speaker_who_never_framed_a_turn_speaks_as_the_chats_group() -> None:
    """One chat, one "we": a speaker with no frame of their own speaks as the group the
    tenant's turns last framed, from the graph (`shared`) or from the batch; their own
    household things stay theirs."""
    framed = turn("Rhodri", "Bracken Hill Farm update: we feed Boddington", 1, "Bracken Hill Farm")
    after = turn("Mali", "we've switched the feed over to Harbro", 2)
    before = turn("Mali", "we use Agrisure", 0)  # no frame yet anywhere: Mali's
    moved = turn("Mali", "we moved to Llandeilo", 3)
    moved.candidates = [CandidateFact("Mali", "home_city", "Llandeilo", moved.row["text"])]  # type: ignore[arg-type]
    carry_frames([after, framed, before, moved], known={})
    assert after.candidates[0].subject == "Bracken Hill Farm"
    assert before.candidates[0].subject == "Mali"
    assert moved.candidates[0].subject == "Mali"  # a household slot: "we" is Mali's household
    graph_only = turn("Osian", "we're insured with Shirecover now", 4)
    carry_frames([graph_only], known={}, shared="Bracken Hill Farm")
    assert graph_only.candidates[0].subject == "Bracken Hill Farm"


def test_he_or_she_may_mean_a_speaker_of_the_tenant_the_session_names() -> None:
    """ "Has anyone heard from Bronagh?" then "She banks with …": Bronagh speaks in the tenant
    but not in this batch, and the parser's NER missed her: the tenant's speakers the turns
    name (`known_speakers`, from the graph) count as people."""
    asked = turn("Ruairi", "Has anyone heard from Bronagh? Haven't seen her in weeks.", 1)
    told = turn("Gerry", "She banks with Bank of Ireland now!", 2)
    for p in (asked, told):
        p.row["session_id"] = "s1"
    todo = [asked, told]
    words = named_words(todo, {})
    assert "Bronagh" in words and "Ruairi" not in words  # speakers are not in the text
    assert session_referents(todo, {}) == {}
    assert session_referents(todo, {}, known={"Bronagh"}) == {told.uid: "Bronagh"}


def test_named_words_take_accents_and_prefixes_and_skip_months() -> None:
    asked = turn(
        "Ruairi",
        "Maeve今晚怎么没来？Anyone seen Siân or Ciarán O'Neill? Will ask McKenzie in May.",
        1,
    )
    asked.row["session_id"] = "s1"
    words = named_words([asked], {})
    assert {"Maeve", "Siân", "Ciarán", "O'Neill", "McKenzie"} <= set(words)
    assert "May" not in words and "Will" not in words


def test_a_name_owning_a_person_is_not_the_referent() -> None:
    # "Met Bronwen's new fella. He's living in Pontcanna now": "he" is the fella, not Bronwen
    met = turn("Ifan", "Met Bronwen's new fella at the pub", 1)
    met.row["session_id"], met.row["people"] = "s1", ["Bronwen"]
    moved = turn("Ifan", "He's living in Pontcanna now", 2)
    moved.row["session_id"] = "s1"
    assert session_referents([met, moved], {}) == {}
    # "Bronwen's moved to Roath" is Bronwen's own news: she stays the referent
    news = turn("Ifan", "Bronwen's moved to Roath, you know", 3)
    news.row["session_id"], news.row["people"] = "s2", ["Bronwen"]
    car = turn("Ceri", "she's driving a Mini now", 4)
    car.row["session_id"] = "s2"
    assert session_referents([news, car], {}) == {car.uid: "Bronwen"}
