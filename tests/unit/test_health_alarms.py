"""Binomial-calibrated alarms (recall.alarms): thresholds against the seed's figures and an
independent CDF, edge cases, recalibration and the two-breach incident rule."""

from __future__ import annotations

import random

import pytest

from recall.alarms import (
    ALPHA,
    SliceState,
    SliceTally,
    alarm_threshold,
    baseline_rate,
    binomial_below,
    detection_power,
    false_alarm_rate,
    fingerprint,
    size_warning,
    step,
)

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("n", "p0", "p1", "false_alarms", "power"),
    [
        (60, 0.743, 0.693, 0.040, 0.193),  # the global 60-probe panel
        (8, 0.58, 0.33, 0.012, 0.201),
        (12, 0.58, 0.33, 0.022, 0.403),
        (20, 0.58, 0.33, 0.032, 0.673),  # the 0.67 detection per run
    ],
)
def test_thresholds_reproduce_the_seed_table(
    n: int, p0: float, p1: float, false_alarms: float, power: float
) -> None:
    k = alarm_threshold(n, p0)
    assert round(false_alarm_rate(n, p0, k), 3) == false_alarms
    assert round(detection_power(n, p0, p1), 3) == power


def test_threshold_is_the_largest_k_within_the_false_alarm_budget() -> None:
    rng = random.Random(13)
    for _ in range(500):
        n, p = rng.randint(1, 80), rng.random()
        k = alarm_threshold(n, p)
        assert 0 <= k <= n
        assert binomial_below(k, n, p) <= ALPHA
        assert k == n or binomial_below(k + 1, n, p) > ALPHA


def test_binomial_below_matches_a_direct_sum_and_its_bounds() -> None:
    assert binomial_below(0, 10, 0.5) == 0.0
    assert binomial_below(11, 10, 0.5) == 1.0
    assert binomial_below(1, 3, 0.5) == pytest.approx(0.125)
    assert binomial_below(2, 3, 0.5) == pytest.approx(0.5)
    scipy_stats = pytest.importorskip("scipy.stats")
    for n, p, k in [(20, 0.58, 8), (60, 0.743, 39), (7, 0.1, 3)]:
        assert binomial_below(k, n, p) == pytest.approx(scipy_stats.binom.cdf(k - 1, n, p))


def test_edge_cases_n0_p1_p0() -> None:
    assert alarm_threshold(0, 0.9) == 0  # no probe: nothing to alarm on
    assert alarm_threshold(5, 1.0) == 5  # a perfect baseline: any miss is out of character
    assert alarm_threshold(5, 0.0) == 0  # never passes: a run can never fall below
    assert detection_power(0, 0.5, 0.1) == 0.0
    assert baseline_rate(0, 0) == 0.5
    assert baseline_rate(20, 20) == pytest.approx(21 / 22)


def test_size_warning_names_the_power() -> None:
    assert size_warning(12, 0.58) == (
        "12 probes: 40% chance to catch a drop from 0.58 to 0.33 "
        "(fewer than 15 probes is too small)"
    )
    assert size_warning(15, 0.58) is None
    assert size_warning(0, 0.5) is not None and size_warning(0, 0.5).startswith("0 probes: 0%")  # type: ignore[union-attr]
    assert "to 0.00" in (size_warning(4, 0.1) or "")


def tally(passed: int, total: int = 6, fp: str = "a") -> SliceTally:
    return SliceTally("updates", passed, total, 0, fp)


def run_all(tallies: list[SliceTally]) -> list:  # noqa: ANN201
    state: SliceState | None = None
    results = []
    for i, t in enumerate(tallies):
        result = step(state, t, f"run{i}", f"v{i}", f"2024-01-0{i + 1}")
        state = result.state
        results.append(result)
    return results


def test_first_run_calibrates_and_never_breaches() -> None:
    (first,) = run_all([tally(0)])
    assert first.calibrated and not first.breach
    assert first.baseline == pytest.approx(1 / 8)
    assert first.threshold == alarm_threshold(6, 1 / 8)


def test_an_incident_opens_on_the_second_consecutive_breach_pinned_to_the_first() -> None:
    results = run_all([tally(6), tally(1), tally(1), tally(1)])
    assert results[0].threshold == 4  # 6 probes at 7/8: fewer than 4 passes breaches
    assert [r.breach for r in results] == [False, True, True, True]
    assert [r.opened for r in results] == [False, False, True, False]  # one incident, once
    first = results[2].state.first_breach
    assert first is not None and (first.run_uid, first.version) == ("run1", "v1")


def test_breaches_must_be_consecutive() -> None:
    results = run_all([tally(6), tally(1), tally(6), tally(1), tally(6)])
    assert [r.breach for r in results] == [False, True, False, True, False]
    assert not any(r.opened for r in results)


def test_an_incident_resolves_after_two_clean_runs() -> None:
    results = run_all([tally(6), tally(0), tally(0), tally(6), tally(6), tally(0), tally(0)])
    assert [r.opened for r in results] == [False, False, True, False, False, False, True]
    assert [r.resolved for r in results] == [False, False, False, False, True, False, False]


def test_changed_probes_recalibrate_and_restart_the_streak() -> None:
    results = run_all([tally(6), tally(1), tally(1, 8, "b"), tally(1, 8, "b")])
    assert results[2].calibrated and not results[2].breach and results[2].breaches == 0
    assert results[2].baseline == pytest.approx(2 / 10)
    assert not any(r.opened for r in results)


def test_fingerprint_ignores_order() -> None:
    assert fingerprint(["b", "a"]) == fingerprint(["a", "b"]) != fingerprint(["a"])
