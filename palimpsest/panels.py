"""The health watch's three panels (DESIGN.md: health watch), as the admin UI draws them and
`/metrics` exports them:

- **write side**, over facts recorded in the last `days`: writes per day by source and
  extractor; the duplicate rate (of the provenance edges those facts hold, the share beyond
  each fact's first: an extracted assertion that reinforced a known fact); the
  missing-provenance rate (facts with no source episode, not written by a person: invariant 3);
  the share queued (audit items created per fact written); and the overturn rate of audit
  decisions (every decision, as `stats`);
- **retrieval side**: each slice's probe pass rate over the last runs, with its threshold as
  a rate (threshold / counted probes: below it a run breaches), and the open incidents;
- **outcome side**: the answer outcomes apps reported (`palimpsest.outcomes`), per day and kind.

The arithmetic is pure (`write_rates`, `slice_series`); `Panels` reads (Cypher in
`cypher/panels/`, `cypher/outcomes/`, `cypher/audit/overturn`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from palimpsest.service import now_utc

if TYPE_CHECKING:
    from palimpsest.health import HealthRun, HealthWatch, Incident

PANEL_DAYS = 30  # the window of the write and outcome panels
PANEL_RUNS = 30  # runs the retrieval panel draws
MAX_PANEL_DAYS = 365


@dataclass(frozen=True)
class SourceWrites:
    day: str
    source: str
    extractor: str
    count: int


@dataclass(frozen=True)
class WriteRates:
    facts: int
    provenance: int  # EXTRACTED_FROM edges of those facts
    duplicates: int  # edges beyond each sourced fact's first
    duplicate_rate: float | None
    missing_provenance: int
    missing_provenance_rate: float | None
    queued: int
    queued_share: float | None
    decided: int
    overturned: int
    overturn_rate: float | None


@dataclass(frozen=True)
class WriteSide:
    since: datetime
    days: int
    writes: list[SourceWrites]
    rates: WriteRates


@dataclass(frozen=True)
class SlicePoint:
    run_uid: str
    at: datetime
    passed: int
    total: int
    stale: int
    threshold: int
    pass_rate: float | None
    threshold_rate: float | None  # below it, a run breaches
    breach: bool
    calibrated: bool


@dataclass(frozen=True)
class SliceSeries:
    slice: str
    points: list[SlicePoint]  # oldest first
    too_small: str | None  # the latest run's size warning


@dataclass(frozen=True)
class RetrievalSide:
    runs: int
    slices: list[SliceSeries]
    open_incidents: list[Incident] = field(default_factory=list)


@dataclass(frozen=True)
class OutcomeSide:
    since: datetime
    days: int
    per_day: list[tuple[str, str, int]]  # (day, outcome, count)
    totals: dict[str, int]


@dataclass(frozen=True)
class HealthPanels:
    write: WriteSide
    retrieval: RetrievalSide
    outcome: OutcomeSide


def share(part: int, whole: int) -> float | None:
    """part / whole, or None when there is nothing to divide (no rate, not 0%)."""
    return part / whole if whole else None


def write_rates(
    facts: int, sourced: int, provenance: int, missing: int, queued: int, decided: int,
    overturned: int,
) -> WriteRates:  # fmt: skip
    """The write side's rates from its counts (module docstring). Pure."""
    duplicates = max(0, provenance - sourced)
    return WriteRates(
        facts=facts, provenance=provenance, duplicates=duplicates,
        duplicate_rate=share(duplicates, provenance), missing_provenance=missing,
        missing_provenance_rate=share(missing, facts), queued=queued,
        queued_share=share(queued, facts), decided=decided, overturned=overturned,
        overturn_rate=share(overturned, decided),
    )  # fmt: skip


def slice_series(runs: Sequence[HealthRun]) -> list[SliceSeries]:
    """Each slice's points over `runs` (any order), oldest first, slices by name. Pure."""
    by_slice: dict[str, list[SlicePoint]] = {}
    warnings: dict[str, str | None] = {}
    for run in sorted(runs, key=lambda r: (r.started_at, r.uid)):
        for r in run.slices:
            by_slice.setdefault(r.slice, []).append(SlicePoint(
                run.uid, run.started_at, r.passed, r.total, r.stale, r.threshold,
                share(r.passed, r.total), share(r.threshold, r.total), r.breach, r.calibrated,
            ))  # fmt: skip
            warnings[r.slice] = r.warning
    return [SliceSeries(name, pts, warnings[name]) for name, pts in sorted(by_slice.items())]


class Panels:
    """The three panels of one tenant, read on demand."""

    def __init__(self, watch: HealthWatch) -> None:
        self.watch = watch
        self.graph = watch.graph

    def all(self, tenant: str, days: int = PANEL_DAYS, runs: int = PANEL_RUNS) -> HealthPanels:
        return HealthPanels(
            self.write_side(tenant, days), self.retrieval_side(tenant, runs),
            self.outcome_side(tenant, days),
        )  # fmt: skip

    def write_side(self, tenant: str, days: int = PANEL_DAYS) -> WriteSide:
        since = _since(days)
        row = self.graph.query("panels/write_side", tenant, since=since)[0]
        overturn = self.graph.query("audit/overturn", tenant)[0]
        writes = [
            SourceWrites(w["day"], w["source"], w["extractor"], w["n"]) for w in row["writes"]
        ]
        rates = write_rates(row["facts"], row["sourced"], row["provenance"], row["missing"],
                            row["queued"], overturn["decided"], overturn["overturned"])  # fmt: skip
        return WriteSide(since, days, writes, rates)

    def retrieval_side(self, tenant: str, runs: int = PANEL_RUNS) -> RetrievalSide:
        found = self.watch.runs(tenant, limit=runs)
        return RetrievalSide(len(found), slice_series(found), self.watch.incidents(tenant, "open"))

    def outcome_side(self, tenant: str, days: int = PANEL_DAYS) -> OutcomeSide:
        since = _since(days)
        per_day, totals = self.watch.outcomes.per_day(tenant, since)
        return OutcomeSide(since, days, per_day, totals)


def _since(days: int) -> datetime:
    """Midnight UTC `days - 1` days ago: the window holds `days` whole calendar days."""
    today = now_utc().replace(hour=0, minute=0, second=0, microsecond=0)
    return today - timedelta(days=days - 1)
