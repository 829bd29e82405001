"""The packet's turn ranking (recall.turns): weighted RRF of the turn arms, the speaker arm."""

from __future__ import annotations

import pytest

from recall.turns import keep_slot_order, named_speakers, rank_turns

pytestmark = pytest.mark.unit


def test_named_speakers_are_whole_words() -> None:
    assert named_speakers("What did Caroline say?", ["Caroline", "Mel", None]) == {"Caroline"}
    assert named_speakers("What did Carolines say?", ["Caroline"]) == set()


def test_speaker_arm_lifts_the_named_speakers_turns() -> None:
    arms = {"episode_context": ["a", "b", "c"], "episode_vector": ["a", "b", "c"]}
    speaker = {"a": "Mel", "b": "Mel", "c": "Caroline"}
    plain = [u for u, _ in rank_turns("what happened?", arms, speaker)]
    assert plain == ["a", "b", "c"]
    named = [u for u, _ in rank_turns("what did Caroline do?", arms, speaker)]
    assert named[0] == "c"


def test_fact_sources_join_the_ranking_with_less_weight() -> None:
    arms = {"episode_context": ["a"], "episode_vector": ["a"], "facts": ["z", "a"]}
    ranked = dict(rank_turns("q", arms, {}))
    assert set(ranked) == {"a", "z"} and ranked["a"] > ranked["z"]
    assert rank_turns("q", {}, {}) == []


def test_sources_of_one_slot_keep_their_facts_order() -> None:
    # old (a stale fact's source) fused above new (the current fact's); x is another slot's.
    fused = ["old", "x", "m", "new"]
    cited = ["new", "x", "old"]  # fact rank order: current first
    slots = {"new": "ann::home_city", "old": "ann::home_city", "x": "ann::editor"}
    assert keep_slot_order(fused, cited, slots) == ["new", "x", "m", "old"]
    assert keep_slot_order(fused, [], {}) == fused
