"""The health watch's pure pieces beyond probes and alarms: the write panel's rates, the
retrieval panel's per-slice series, outcome report checks, closing an incident by hand
(recall.alarms.reconcile), and how an edited probe counts in its slice's fingerprint."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from palimpsest.health import HealthRun, Snapshot
from palimpsest.outcomes import MAX_FACT_REFS, OutcomeDraft, OutcomeKind, outcome_problems
from palimpsest.panels import share, slice_series, write_rates
from recall.alarms import Breach, SliceState, SliceTally, fingerprint, reconcile, step
from recall.probes import Probe, ProbeDraft, ProbeRule

pytestmark = pytest.mark.unit

T0 = datetime(2024, 5, 1, tzinfo=UTC)


def test_write_rates_from_counts() -> None:
    r = write_rates(facts=8, sourced=7, provenance=10, missing=1, queued=2, decided=4,
                    overturned=1)  # fmt: skip
    assert r.duplicates == 3 and r.duplicate_rate == pytest.approx(0.3)
    assert r.missing_provenance_rate == pytest.approx(1 / 8)
    assert r.queued_share == pytest.approx(0.25) and r.overturn_rate == pytest.approx(0.25)


def test_write_rates_with_nothing_written_are_none_not_zero() -> None:
    r = write_rates(0, 0, 0, 0, 0, 0, 0)
    assert (r.duplicate_rate, r.missing_provenance_rate, r.queued_share, r.overturn_rate) == (
        None, None, None, None)  # fmt: skip
    assert share(0, 3) == 0.0 and share(3, 0) is None


def _run(uid: str, minutes: int, *lines: tuple[str, int, int, int, bool]) -> HealthRun:
    state = SliceState("")
    results = []
    for name, passed, total, threshold, breach in lines:
        tally = SliceTally(name, passed, total, 0, "f")
        r = step(state, tally, uid, "v", "k")
        results.append(
            type(r)(
                **{**r.__dict__, "threshold": threshold, "breach": breach}
            )  # the line as stored
        )
    started = T0 + timedelta(minutes=minutes)
    return HealthRun(uid, "t", started, Snapshot(started, "v"), 1.0, 0, results)


def test_slice_series_orders_points_oldest_first_with_threshold_rates() -> None:
    runs = [  # latest first, as `runs` returns them
        _run("r3", 3, ("prefs", 1, 4, 2, True), ("updates", 8, 8, 6, False)),
        _run("r1", 1, ("prefs", 4, 4, 2, False)),
        _run("r2", 2, ("prefs", 3, 4, 2, False), ("updates", 0, 0, 0, False)),
    ]
    series = slice_series(runs)
    assert [s.slice for s in series] == ["prefs", "updates"]
    prefs = series[0]
    assert [p.run_uid for p in prefs.points] == ["r1", "r2", "r3"]
    assert [p.pass_rate for p in prefs.points] == [1.0, 0.75, 0.25]
    assert [p.threshold_rate for p in prefs.points] == [0.5, 0.5, 0.5]
    assert [p.breach for p in prefs.points] == [False, False, True]
    updates = series[1]
    assert [p.run_uid for p in updates.points] == ["r2", "r3"]
    assert updates.points[0].pass_rate is None and updates.points[0].threshold_rate is None
    assert slice_series([]) == []


def test_an_outcome_report_names_every_problem() -> None:
    assert outcome_problems(OutcomeDraft(OutcomeKind.HELPFUL)) == []
    assert outcome_problems(OutcomeDraft(OutcomeKind.STALE, "Where?", "req-1", "moved",
                                         ("f1", "f2"))) == []  # fmt: skip
    problems = outcome_problems(OutcomeDraft(
        "maybe", question="", packet_ref="x" * 300, note="\ud800",  # type: ignore[arg-type]
        fact_ids=("f1", "f1"),
    ))  # fmt: skip
    joined = " | ".join(problems)
    for expected in ("outcome: one of helpful, wrong, stale", "question: empty",
                     "packetRef: 300 bytes exceeds the limit of 256", "note: not valid Unicode",
                     "factIds: each fact once"):  # fmt: skip
        assert expected in joined, joined
    many = tuple(f"f{i}" for i in range(MAX_FACT_REFS + 1))
    assert outcome_problems(OutcomeDraft(OutcomeKind.WRONG, fact_ids=many)) == [
        f"factIds: at most {MAX_FACT_REFS}"
    ]


def test_reconcile_gives_a_closed_incidents_slice_a_fresh_streak() -> None:
    breach = Breach("r1", "v1", "k1")
    open_state = SliceState("prefs", "f", 0.9, 3, breaches=3, first_breach=breach,
                            incident_open=True)  # fmt: skip
    quiet = SliceState("updates", "g", 0.9, 5, clean=4)
    previous = {"prefs": open_state, "updates": quiet}
    # Still open in the store: nothing changes.
    assert reconcile(previous, {"prefs"}) == previous
    after = reconcile(previous, set())
    assert after["updates"] == quiet
    fresh = after["prefs"]
    assert (fresh.incident_open, fresh.breaches, fresh.first_breach) == (False, 0, None)
    assert (fresh.baseline, fresh.threshold, fresh.fingerprint) == (0.9, 3, "f")  # calibration kept
    # So the next breach alone does not open an incident; the one after does.
    one = step(fresh, SliceTally("prefs", 1, 4, 0, "f"), "r5", "v5", "k5")
    two = step(one.state, SliceTally("prefs", 1, 4, 0, "f"), "r6", "v6", "k6")
    assert (one.breach, one.opened, two.opened) == (True, False, True)
    assert two.state.first_breach == Breach("r5", "v5", "k5")


def test_an_edited_probe_changes_its_slices_fingerprint() -> None:
    draft = ProbeDraft("What is my diet?", ("vegan",), ProbeRule.CURRENT, "prefs")
    first = Probe("p1", draft, T0, "v")
    edited = Probe("p1", draft, T0, "v", revision=2)
    assert first.counted_as == "p1" and edited.counted_as == "p1#2"
    # Unedited probes keep the fingerprint stored runs already hold.
    assert fingerprint([first.counted_as]) == fingerprint(["p1"])
    assert fingerprint([edited.counted_as]) != fingerprint(["p1"])
