"""The packet's turn ranking (recall.turns): the learned turn ranker, its RRF fallback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from recall.turns import (
    TURN_FEATURES,
    asking_share,
    candidate_features,
    fuse_arms,
    keep_slot_order,
    load_ranker,
    named_speakers,
    rank_turns,
    turn_features,
)

pytestmark = pytest.mark.unit


def test_named_speakers_are_whole_words() -> None:
    assert named_speakers("What did Caroline say?", ["Caroline", "Mel", None]) == {"Caroline"}
    assert named_speakers("What did Carolines say?", ["Caroline"]) == set()


def test_the_ranker_lifts_the_named_speakers_turns() -> None:
    arms = {"episode_context": ["a", "b", "c"], "episode_vector": ["a", "b", "c"]}
    speaker = {"a": "Mel", "b": "Mel", "c": "Caroline"}
    text = {u: "We went hiking in the hills last weekend." for u in "abc"}
    plain = [u for u, _ in rank_turns("what happened?", arms, speaker, text)]
    assert plain == ["a", "b", "c"]
    named = [u for u, _ in rank_turns("what did Caroline do?", arms, speaker, text)]
    assert named[0] == "c"


def test_a_question_ranks_below_an_answer_in_the_same_place() -> None:
    # "a" and "b" share every arm place; "a" only asks, "b" says something.
    arms = {"episode_context": ["a", "b"], "episode_vector": ["b", "a"]}
    text = {"a": "Mel: What did you do at the weekend?", "b": "Ann: We hiked up to the lake."}
    assert [u for u, _ in rank_turns("what did Ann do at the weekend?", arms, {}, text)] == [
        "b",
        "a",
    ]


def test_features_follow_the_shipped_model() -> None:
    ranker = load_ranker()
    assert ranker is not None and len(ranker.weights) == len(TURN_FEATURES)
    places = {"episode_context": {"a": 0}, "episode_vector": {}, "facts": {"a": 3}}
    features = turn_features("a", places, {"Ann"}, "Ann", "Ann: Is it? It is.", 0.5)
    assert features == pytest.approx([1.0, 0.0, 20 / 23, 1.0, 0.5, 18 / 400, 0.5])
    assert turn_features("a", places, set(), None, "")[3:] == [0.5, 0.0, 0.0, 0.0]
    assert asking_share("no punctuation") == 0.0 and asking_share("你好吗？") == 1.0


def test_a_turn_carries_how_strongly_its_neighbours_matched() -> None:
    arms = {"episode_context": ["q", "x"], "episode_vector": ["x"]}
    scores = {"episode_context": {"q": 4.0, "x": 1.0}}
    links = {"a": ("q", None), "q": (None, "a"), "x": (None, None)}
    arms["facts"] = ["a"]
    rows = dict(candidate_features("what?", arms, {}, {}, scores, links))
    assert set(rows) == {"q", "x", "a"} and len(rows["a"]) == len(TURN_FEATURES)
    assert rows["a"][-4:] == [1.0, 1.0, 0.0, 0.0]  # its previous turn led the context arm
    assert rows["q"][-4:] == [0.0, 0.0, 0.0, 0.0]  # "a" is in no search arm
    assert rows["x"][6] == pytest.approx(0.25)  # context score over the arm's best


def test_a_model_file_for_other_features_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "ranker.json"
    path.write_text(json.dumps({"features": ["x"], "weights": [1.0], "bias": 0.0,
                                "mean": [0.0], "scale": [1.0]}))  # fmt: skip
    with pytest.raises(ValueError, match="features"):
        load_ranker(path)
    assert load_ranker(tmp_path / "missing.json") is None


def test_without_a_model_the_arms_are_fused_by_rrf() -> None:
    arms = {"episode_context": ["a"], "episode_vector": ["a"], "facts": ["z", "a"]}
    ranked = dict(fuse_arms("q", arms, {}))
    assert set(ranked) == {"a", "z"} and ranked["a"] > ranked["z"]
    assert fuse_arms("q", {}, {}) == [] and rank_turns("q", {}, {}, {}) == []
    speaker = {"a": "Mel", "b": "Caroline"}
    both = {"episode_context": ["a", "b"], "episode_vector": ["a", "b"]}
    assert fuse_arms("what did Caroline do?", both, speaker)[0][0] == "b"


def test_sources_of_one_slot_keep_their_facts_order() -> None:
    # old (a stale fact's source) fused above new (the current fact's); x is another slot's.
    fused = ["old", "x", "m", "new"]
    cited = ["new", "x", "old"]  # fact rank order: current first
    facts = {"new": ("ann::home_city", "f2"), "old": ("ann::home_city", "f1"),
             "x": ("ann::editor", "f3")}  # fmt: skip
    assert keep_slot_order(fused, cited, facts) == ["new", "x", "m", "old"]
    assert keep_slot_order(fused, [], {}) == fused


def test_sources_of_one_fact_keep_the_fusions_order() -> None:
    # "again" says the current value once more; it is no staler than "first".
    fused = ["again", "x", "first", "old"]
    cited = ["first", "again", "old"]
    facts = {"first": ("ann::home_city", "f2"), "again": ("ann::home_city", "f2"),
             "old": ("ann::home_city", "f1")}  # fmt: skip
    assert keep_slot_order(fused, cited, facts) == ["again", "x", "first", "old"]
    assert keep_slot_order(["old", "again", "first"], cited, facts) == ["again", "first", "old"]
