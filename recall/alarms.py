"""Health-watch alarms: binomial-calibrated thresholds per probe slice, two-breach incidents.

Pure: plain numbers and dataclasses in, plain data out; `palimpsest.health` does the I/O.

- **Threshold.** A slice of `n` counted probes with baseline pass rate `p` alarms on a run
  that passes fewer than `k` of them, where `k` is the largest integer in [0, n] with
  P(X < k) ≤ 5% for X ~ Binomial(n, p): the lower tail, strictly below `k`. So a healthy
  slice breaches on at most 5% of runs. `k = 0` means the slice can never alarm (p = 0, or
  n = 0).
- **Baseline.** The first run after a slice's probe set changed (a probe added, generated,
  gone stale) is its calibration run: the baseline is that run's pass rate by the rule of
  succession, (passed + 1) / (n + 2), so one perfect run does not make every single miss an
  alarm. The threshold is recomputed then, and only then.
- **Incident.** One breach is noise ~5% of the time; an incident opens on the second
  consecutive breach (false alarms ≤ 0.05² per run pair), pinned to the graph version of the
  first breach. It resolves after two consecutive runs without a breach.
- **Closed by a person.** An admin may close an open incident; the slice then has no
  incident open and starts a fresh streak, so two new breaches open the next one.
- **Too small.** A slice under `MIN_SLICE` probes is flagged, with the chance one run
  catches a drop of `DROP` from its baseline (the seed: 12 probes, 0.58 → 0.33, 40%).
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from math import comb

ALPHA = 0.05  # false alarms per run a healthy slice may raise
MIN_SLICE = 15  # below this a slice cannot see a realistic drop (seed: 15-20 per slice)
DROP = 0.25  # the drop the size warning prices: 0.58 -> 0.33 in the seed
BREACHES_TO_OPEN = 2
CLEAN_RUNS_TO_RESOLVE = 2


def binomial_below(k: int, n: int, p: float) -> float:
    """P(X < k) for X ~ Binomial(n, p), exactly (a sum of at most n + 1 terms)."""
    if k <= 0:
        return 0.0
    if k > n:
        return 1.0
    q = 1.0 - p
    return min(1.0, sum(comb(n, i) * p**i * q ** (n - i) for i in range(k)))


def alarm_threshold(n: int, p: float, alpha: float = ALPHA) -> int:
    """The largest k in [0, n] with P(X < k | n, p) ≤ alpha: a run passing fewer than k of
    n probes is a breach. P(X < k) grows with k, so the first k that exceeds alpha ends the
    search."""
    if n <= 0:
        return 0
    k = 0
    while k < n and binomial_below(k + 1, n, p) <= alpha:
        k += 1
    return k


def false_alarm_rate(n: int, p: float, k: int) -> float:
    """P(breach) of a healthy slice: P(X < k | n, p)."""
    return binomial_below(k, n, p)


def detection_power(n: int, p0: float, p1: float, alpha: float = ALPHA) -> float:
    """The chance one run breaches when the pass rate fell from p0 to p1 (threshold
    calibrated on p0)."""
    return binomial_below(alarm_threshold(n, p0, alpha), n, p1)


def baseline_rate(passed: int, n: int) -> float:
    """The calibration run's pass rate by the rule of succession; 0.5 with no probe."""
    return (passed + 1) / (n + 2)


def size_warning(n: int, p0: float, drop: float = DROP) -> str | None:
    """None for a slice of at least MIN_SLICE probes; else what its size can detect."""
    if n >= MIN_SLICE:
        return None
    p1 = max(0.0, p0 - drop)
    power = detection_power(n, p0, p1) if n else 0.0
    return (f"{n} probes: {power:.0%} chance to catch a drop from {p0:.2f} to {p1:.2f} "
            f"(fewer than {MIN_SLICE} probes is too small)")  # fmt: skip


def fingerprint(probe_uids: Iterable[str]) -> str:
    """Names a slice's set of counted probes; a new fingerprint means recalibrate."""
    return hashlib.sha256("\n".join(sorted(probe_uids)).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class SliceTally:
    """One run's count for one slice. Stale probes ran but are not counted (weight 0)."""

    slice: str
    passed: int
    total: int
    stale: int
    fingerprint: str


@dataclass(frozen=True)
class Breach:
    """Where a breach streak began: the run and graph version to freeze for an incident."""

    run_uid: str
    version: str
    known_at: str


@dataclass(frozen=True)
class SliceState:
    """What the next run of a slice needs to know about its previous runs."""

    slice: str
    fingerprint: str = ""
    baseline: float | None = None
    threshold: int = 0
    breaches: int = 0  # consecutive
    clean: int = 0  # consecutive runs without a breach
    first_breach: Breach | None = None
    incident_open: bool = False


@dataclass(frozen=True)
class SliceResult:
    """A slice's line in a stored run: the tally, the calibration and what it decided."""

    slice: str
    passed: int
    total: int
    stale: int
    baseline: float
    threshold: int
    calibrated: bool  # this run set the baseline (first run or the probes changed)
    breach: bool
    breaches: int
    warning: str | None
    opened: bool = False  # this run opened an incident
    resolved: bool = False  # this run resolved the open incident
    state: SliceState = field(default_factory=lambda: SliceState(""))


def step(
    previous: SliceState | None, tally: SliceTally, run_uid: str, version: str, known_at: str
) -> SliceResult:
    """Advance one slice by one run: recalibrate if its probes changed, judge the breach,
    open an incident on the second consecutive breach, resolve it after two clean runs."""
    prev = previous or SliceState(tally.slice)
    calibrate = prev.baseline is None or prev.fingerprint != tally.fingerprint
    if calibrate:
        baseline = baseline_rate(tally.passed, tally.total)
        threshold = alarm_threshold(tally.total, baseline)
        # A recalibrated slice starts a fresh streak: its old counts were of other probes.
        state = SliceState(tally.slice, tally.fingerprint, baseline, threshold,
                           incident_open=prev.incident_open)  # fmt: skip
        breach = False
    else:
        baseline, threshold = prev.baseline or 0.0, prev.threshold
        state = prev
        breach = tally.passed < threshold
    opened = resolved = False
    if breach:
        first = state.first_breach or Breach(run_uid, version, known_at)
        breaches = state.breaches + 1
        opened = breaches >= BREACHES_TO_OPEN and not state.incident_open
        state = dataclasses.replace(state, breaches=breaches, clean=0, first_breach=first,
                                    incident_open=state.incident_open or opened)  # fmt: skip
    else:
        clean = state.clean + 1
        resolved = state.incident_open and clean >= CLEAN_RUNS_TO_RESOLVE
        state = dataclasses.replace(state, breaches=0, clean=clean, first_breach=None,
                                    incident_open=state.incident_open and not resolved)  # fmt: skip
    return SliceResult(
        slice=tally.slice, passed=tally.passed, total=tally.total, stale=tally.stale,
        baseline=baseline, threshold=threshold, calibrated=calibrate, breach=breach,
        breaches=state.breaches, warning=size_warning(tally.total, baseline), opened=opened,
        resolved=resolved, state=state,
    )  # fmt: skip


def reconcile(previous: dict[str, SliceState], open_slices: set[str]) -> dict[str, SliceState]:
    """The slice states a run starts from, given which slices still have an open incident
    stored: a slice whose incident a person closed since (its state says open, the store
    does not) has none open and a fresh breach streak."""
    return {
        name: dataclasses.replace(state, incident_open=False, breaches=0, first_breach=None)
        if state.incident_open and name not in open_slices
        else state
        for name, state in previous.items()
    }
