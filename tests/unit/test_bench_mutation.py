"""The mutation check's pure parts: detection rule and that every break restores what it patched."""

from __future__ import annotations

import pytest

from bench import lag, mutation_check

pytestmark = pytest.mark.unit


def test_detected_rule_is_direction_aware() -> None:
    metrics = [("acc", "s", lambda r: r["acc"], +1), ("leak", "s", lambda r: r["leak"], -1)]
    ok, rows = mutation_check.detected(
        {"acc": 0.9, "leak": 0.0}, {"acc": 0.85, "leak": 0.3}, metrics
    )
    assert ok and [r["detected"] for r in rows] == [False, True]
    ok, _ = mutation_check.detected({"acc": 0.9, "leak": 0.0}, {"acc": 0.95, "leak": 0.0}, metrics)
    assert not ok


def test_every_break_has_watched_metrics() -> None:
    assert set(mutation_check.BREAKS) == set(mutation_check.WATCH)
    assert len(mutation_check.BREAKS) == 5


@pytest.mark.parametrize("name", sorted(mutation_check.BREAKS))
def test_breaks_patch_and_restore(name: str) -> None:
    import recall.evidence as ev
    import resolver.batch as batch

    before = (batch.decide, ev.infer_view, ev.assemble, ev.Recall.evidence,
              ev.Recall._add_matched_episodes, lag.READER["reader"])  # fmt: skip
    with mutation_check.BREAKS[name]():
        during = (batch.decide, ev.infer_view, ev.assemble, ev.Recall.evidence,
                  ev.Recall._add_matched_episodes, lag.READER["reader"])  # fmt: skip
        assert during != before
    after = (batch.decide, ev.infer_view, ev.assemble, ev.Recall.evidence,
             ev.Recall._add_matched_episodes, lag.READER["reader"])  # fmt: skip
    assert after == before


def test_view_break_returns_neutral() -> None:
    import recall.evidence as ev
    from recall.view import StateView

    with mutation_check.view_always_neutral():
        assert ev.infer_view("where did I live before?").view is StateView.NEUTRAL
    assert ev.infer_view("where did I live before?").view is StateView.HISTORICAL


def test_first_value_reader_break_swaps_lag_reader() -> None:
    text = "Day 1 log: ZT02 chose option B (keb); ZR01 chose option A (rix)."
    with mutation_check.first_value_reader():
        assert lag.reader()([text], "ZR01") == "B"
    assert lag.reader()([text], "ZR01") == "A"
