"""A speaker's "we" across turns (resolver.ingest.carry_frames): the group of their last frame."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from graph.types import OPEN_ATTRIBUTE, CandidateFact, EpisodeInput
from resolver.ingest import PreparedEpisode, carry_frames, group_speakers, prepare_episode

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
