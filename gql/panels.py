"""The health watch's three panels (admin only) and `reportOutcome` (writer role) over
GraphQL. Types map the dataclasses of `palimpsest.panels` and `palimpsest.outcomes`; the
resolvers call `MemoryService.health` with the caller's tenant."""

from __future__ import annotations

from datetime import datetime

import strawberry

from gql import limits
from gql.health import Incident
from gql.types import Info
from palimpsest import outcomes as outcomes_domain
from palimpsest import panels as domain
from palimpsest.access import Role

OutcomeKind = strawberry.enum(
    outcomes_domain.OutcomeKind,
    description="How an answer fared: HELPFUL, WRONG (false), STALE (once true, outdated).",
)


@strawberry.input(description="How an answer from this memory fared, as the app saw it.")
class AnswerOutcomeInput:
    outcome: outcomes_domain.OutcomeKind
    question: str | None = strawberry.field(default=None, description="The question asked.")
    packet_ref: str | None = strawberry.field(
        default=None, description="The app's own reference to the packet it got (≤ 256 bytes)."
    )
    note: str | None = None
    fact_ids: list[strawberry.ID] | None = strawberry.field(
        default=None, description="Facts the answer rested on (≤ 50; this tenant's own)."
    )

    def to_domain(self) -> outcomes_domain.OutcomeDraft:
        return outcomes_domain.OutcomeDraft(
            outcome=outcomes_domain.OutcomeKind(self.outcome), question=self.question,
            packet_ref=self.packet_ref, note=self.note,
            fact_ids=tuple(str(i) for i in self.fact_ids or ()),
        )  # fmt: skip


@strawberry.type(description="A reported outcome, as stored.")
class OutcomeReport:
    id: strawberry.ID
    outcome: outcomes_domain.OutcomeKind
    question: str | None
    packet_ref: str | None
    note: str | None
    fact_ids: list[strawberry.ID]
    reported_at: datetime
    reported_by: str = strawberry.field(description="The reporting key's id.")

    @classmethod
    def from_domain(cls, o: outcomes_domain.Outcome) -> OutcomeReport:
        d = o.draft
        return cls(
            id=strawberry.ID(o.uid), outcome=d.outcome, question=d.question,
            packet_ref=d.packet_ref, note=d.note,
            fact_ids=[strawberry.ID(i) for i in d.fact_ids], reported_at=o.reported_at,
            reported_by=o.reported_by,
        )  # fmt: skip


@strawberry.type(description="Facts written on one day by one source and extractor.")
class SourceWrites:
    day: str
    source: str
    extractor: str
    count: int


@strawberry.type(description="Write side: what was written, and how much of it was suspect.")
class WriteSide:
    since: datetime
    days: int
    writes: list[SourceWrites]
    facts: int = strawberry.field(description="Facts recorded in the window.")
    provenance: int = strawberry.field(description="Their source-episode (provenance) edges.")
    duplicates: int = strawberry.field(description="Edges beyond each fact's first.")
    duplicate_rate: float | None
    missing_provenance: int = strawberry.field(
        description="Facts without a source episode, not written by a person."
    )
    missing_provenance_rate: float | None
    queued: int = strawberry.field(description="Audit items queued in the window.")
    queued_share: float | None = strawberry.field(description="Queued per fact written.")
    decided: int = strawberry.field(description="Audit decisions, ever.")
    overturned: int
    overturn_rate: float | None

    @classmethod
    def from_domain(cls, w: domain.WriteSide) -> WriteSide:
        r = w.rates
        return cls(
            since=w.since, days=w.days,
            writes=[SourceWrites(day=x.day, source=x.source, extractor=x.extractor,
                                 count=x.count) for x in w.writes],
            facts=r.facts, provenance=r.provenance, duplicates=r.duplicates,
            duplicate_rate=r.duplicate_rate, missing_provenance=r.missing_provenance,
            missing_provenance_rate=r.missing_provenance_rate, queued=r.queued,
            queued_share=r.queued_share, decided=r.decided, overturned=r.overturned,
            overturn_rate=r.overturn_rate,
        )  # fmt: skip


@strawberry.type(description="One slice in one run, as the retrieval panel draws it.")
class SlicePoint:
    run_id: strawberry.ID
    at: datetime
    passed: int
    total: int
    stale: int
    threshold: int
    pass_rate: float | None
    threshold_rate: float | None = strawberry.field(
        description="threshold / total: a pass rate below it is a breach."
    )
    breach: bool
    calibrated: bool


@strawberry.type(description="A slice's pass rate over the last runs, oldest first.")
class SliceSeries:
    slice: str
    points: list[SlicePoint]
    too_small: str | None


@strawberry.type(description="Retrieval side: probe pass rates per slice, open incidents.")
class RetrievalSide:
    runs: int
    slices: list[SliceSeries]
    open_incidents: list[Incident]

    @classmethod
    def from_domain(cls, r: domain.RetrievalSide) -> RetrievalSide:
        return cls(
            runs=r.runs,
            slices=[
                SliceSeries(slice=s.slice, too_small=s.too_small, points=[
                    SlicePoint(run_id=strawberry.ID(p.run_uid), at=p.at, passed=p.passed,
                               total=p.total, stale=p.stale, threshold=p.threshold,
                               pass_rate=p.pass_rate, threshold_rate=p.threshold_rate,
                               breach=p.breach, calibrated=p.calibrated)
                    for p in s.points])
                for s in r.slices
            ],
            open_incidents=[Incident.from_domain(i) for i in r.open_incidents],
        )  # fmt: skip


@strawberry.type(description="Outcomes of one kind reported on one day.")
class OutcomeCount:
    day: str
    outcome: outcomes_domain.OutcomeKind
    count: int


@strawberry.type(description="Outcome side: the answer outcomes apps reported.")
class OutcomeSide:
    since: datetime
    days: int
    per_day: list[OutcomeCount]
    helpful: int = strawberry.field(description="Reports ever, of this kind.")
    wrong: int
    stale: int

    @classmethod
    def from_domain(cls, o: domain.OutcomeSide) -> OutcomeSide:
        kind = outcomes_domain.OutcomeKind
        return cls(
            since=o.since, days=o.days,
            per_day=[OutcomeCount(day=d, outcome=kind(k), count=n) for d, k, n in o.per_day],
            helpful=o.totals.get("helpful", 0), wrong=o.totals.get("wrong", 0),
            stale=o.totals.get("stale", 0),
        )  # fmt: skip


@strawberry.type(description="The health watch's write, retrieval and outcome panels.")
class HealthPanels:
    write_side: WriteSide
    retrieval_side: RetrievalSide
    outcome_side: OutcomeSide


# -- resolvers (permissions are set where the fields are declared, gql/schema.py) -----------


async def health_panels(
    info: Info, days: int | None = domain.PANEL_DAYS, runs: int | None = domain.PANEL_RUNS
) -> HealthPanels:
    days = domain.PANEL_DAYS if days is None else days
    runs = domain.PANEL_RUNS if runs is None else runs
    limits.check_range("days", days, domain.MAX_PANEL_DAYS)
    limits.check_range("runs", runs, limits.MAX_FIRST)
    ctx = info.context
    p = await ctx.call(ctx.service.health.panels.all, days, runs)
    return HealthPanels(
        write_side=WriteSide.from_domain(p.write),
        retrieval_side=RetrievalSide.from_domain(p.retrieval),
        outcome_side=OutcomeSide.from_domain(p.outcome),
    )


async def report_outcome(info: Info, outcome: AnswerOutcomeInput) -> OutcomeReport:
    ctx = info.context
    by = ctx.require(Role.WRITER).decided_by
    stored = await ctx.call(ctx.service.health.outcomes.report, outcome.to_domain(), by)
    return OutcomeReport.from_domain(stored)
