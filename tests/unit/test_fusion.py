"""Reciprocal-rank fusion (recall.fusion)."""

from __future__ import annotations

import pytest

from recall.fusion import rrf

pytestmark = pytest.mark.unit


def test_scores_are_sums_of_reciprocal_ranks() -> None:
    fused = dict(rrf([["a", "b"], ["b", "c"]], k=60))
    assert fused["a"] == pytest.approx(1 / 61)
    assert fused["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert fused["c"] == pytest.approx(1 / 62)


def test_agreement_beats_a_single_top_rank() -> None:
    assert [uid for uid, _ in rrf([["a", "b"], ["c", "b"], ["d", "b"]])][0] == "b"


def test_ties_keep_first_appearance() -> None:
    # a and x both sit at rank 1 of one ranking; a appeared first.
    assert [uid for uid, _ in rrf([["a", "b"], ["x", "y"]])] == ["a", "x", "b", "y"]
    assert [uid for uid, _ in rrf([["x", "y"], ["a", "b"]])] == ["x", "a", "y", "b"]


def test_weights_scale_each_ranking() -> None:
    fused = rrf([["a"], ["b"]], k=0, weights=[1.0, 3.0])
    assert fused == [("b", 3.0), ("a", 1.0)]


def test_repeated_id_in_one_ranking_counts_once_at_its_best_rank() -> None:
    assert dict(rrf([["a", "b", "a"]], k=0)) == {"a": 1.0, "b": 0.5}


def test_empty_inputs() -> None:
    assert rrf([]) == []
    assert rrf([[], []]) == []


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        rrf([["a"]], weights=[1.0, 2.0])
    with pytest.raises(ValueError):
        rrf([["a"]], k=-1)


def test_a_fact_of_the_slot_the_question_names_outranks_one_the_similarity_arms_share() -> None:
    from recall.seeds import SeedHit, fuse

    # "which animal is Hamish fostering?": the fiddle is near in three similarity arms, the
    # foster is the one fact of the slot the question names
    similar = [SeedHit("bank", 1, 0.6), SeedHit("fiddle", 2, 0.5)]
    arms = {"fact_vector": similar, "fact_text": similar, "entity": similar,
            "slot": [SeedHit("foster", 1, 1.0)]}  # fmt: skip
    order = [uid for uid, _ in fuse(arms, {})]
    assert order.index("foster") < order.index("fiddle")
