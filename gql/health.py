"""The health watch over GraphQL (admin only): probes, runs and incidents. Types map the
dataclasses of `recall.probes`, `recall.alarms` and `palimpsest.health`; the resolvers call
`MemoryService.health` with the caller's tenant, as every other field does."""

from __future__ import annotations

import enum
from datetime import datetime

import strawberry

from gql import limits
from gql.types import JSON, Info, StateView
from palimpsest import health as domain
from palimpsest.access import Role
from recall import probes as probes_domain
from recall.alarms import SliceResult as DomainSliceResult

ProbeRule = strawberry.enum(
    probes_domain.ProbeRule,
    description="How a packet is judged: CURRENT (every expected value in the current "
    "block), HISTORICAL (in the historical block and not current), NOT_CURRENT (none in the "
    "current block), MENTIONED (every value in the prompt).",
)
ProbeSource = strawberry.enum(probes_domain.ProbeSource)


@strawberry.enum(
    description="An incident is open until two runs in a row pass its slice (RESOLVED) or a "
    "person closes it (CLOSED)."
)
class IncidentStatus(enum.Enum):
    OPEN = "open"
    RESOLVED = "resolved"
    CLOSED = "closed"


@strawberry.input(description="A probe an admin writes.")
class ProbeInput:
    question: str
    expected: list[str] = strawberry.field(description="The value(s) the rule looks for.")
    rule: probes_domain.ProbeRule = probes_domain.ProbeRule.CURRENT
    slice: str = strawberry.field(description="e.g. preferences, updates, schedule, history.")
    view: StateView | None = StateView.AUTO
    subject: str | None = strawberry.field(
        default=None, description="Only this subject's facts count (and are asked for)."
    )
    attribute: str | None = strawberry.field(
        default=None, description="Only this attribute's facts count; with subject, the "
        "probe is bound to that slot and goes stale when a later confirmed change overtakes it.",
    )  # fmt: skip
    as_of: datetime | None = strawberry.field(
        default=strawberry.UNSET, description="Left out in updateProbe: the probe keeps its "
        "asOf; null: it has none.",
    )  # fmt: skip

    def to_domain(self) -> probes_domain.ProbeDraft:
        return probes_domain.ProbeDraft(
            question=self.question, expected=tuple(self.expected),
            rule=probes_domain.ProbeRule(self.rule), slice=self.slice,
            view=self.view.to_domain() if self.view is not None else None,
            subject=self.subject, attribute=self.attribute,
            as_of=None if self.as_of is strawberry.UNSET else self.as_of,
        )  # fmt: skip


@strawberry.type(description="A question with the answer memory must give, judged each run.")
class Probe:
    id: strawberry.ID
    question: str
    expected: list[str]
    rule: probes_domain.ProbeRule
    slice: str
    view: StateView
    subject: str | None
    attribute: str | None
    as_of: datetime | None
    source: probes_domain.ProbeSource
    written_at: datetime = strawberry.field(description="When its expectation was confirmed.")
    graph_version: str = strawberry.field(description="The graph version it was written against.")
    stale: bool = strawberry.field(
        description="Overtaken by a later confirmed change: run and shown, never counted."
    )
    stale_reason: str | None
    revision: int = strawberry.field(description="Edits by an admin; 0 as first written.")
    retired_at: datetime | None = strawberry.field(description="Set once retired: not run.")

    @classmethod
    def from_domain(cls, p: probes_domain.Probe) -> Probe:
        d = p.draft
        return cls(
            id=strawberry.ID(p.uid), question=d.question, expected=list(d.expected),
            rule=d.rule, slice=d.slice, view=StateView(d.view.value if d.view else "auto"),
            subject=d.subject, attribute=d.attribute, as_of=d.as_of, source=d.source,
            written_at=p.written_at, graph_version=p.version, stale=p.stale,
            stale_reason=p.stale_reason, revision=p.revision, retired_at=p.retired_at,
        )  # fmt: skip


@strawberry.type(description="One slice in one run: passes k of n and what the alarm decided.")
class SliceResult:
    slice: str
    passed: int
    total: int = strawberry.field(description="Probes counted (stale ones are not).")
    stale: int
    pass_rate: float | None
    baseline: float = strawberry.field(description="Pass rate the threshold is calibrated on.")
    threshold: int = strawberry.field(
        description="A run passing fewer is a breach: the largest k with P(X < k) ≤ 5% for "
        "X ~ Binomial(total, baseline)."
    )
    calibrated: bool = strawberry.field(description="This run (re)set the baseline.")
    breach: bool
    consecutive_breaches: int
    too_small: str | None = strawberry.field(
        description="Set under 15 probes: the chance one run catches a drop of 0.25."
    )
    incident_opened: bool
    incident_resolved: bool

    @classmethod
    def from_domain(cls, r: DomainSliceResult) -> SliceResult:
        return cls(
            slice=r.slice, passed=r.passed, total=r.total, stale=r.stale,
            pass_rate=r.passed / r.total if r.total else None, baseline=r.baseline,
            threshold=r.threshold, calibrated=r.calibrated, breach=r.breach,
            consecutive_breaches=r.breaches, too_small=r.warning, incident_opened=r.opened,
            incident_resolved=r.resolved,
        )  # fmt: skip


@strawberry.type(description="One evaluation of every probe on a named snapshot.")
class HealthRun:
    id: strawberry.ID
    started_at: datetime
    known_at: datetime = strawberry.field(description="The snapshot: what was recorded by then.")
    graph_version: str
    duration_ms: float
    probes: int
    slices: list[SliceResult]
    opened_incidents: list[strawberry.ID]

    @classmethod
    def from_domain(cls, r: domain.HealthRun) -> HealthRun:
        return cls(
            id=strawberry.ID(r.uid), started_at=r.started_at, known_at=r.snapshot.known_at,
            graph_version=r.snapshot.version, duration_ms=r.duration_ms, probes=r.probes,
            slices=[SliceResult.from_domain(s) for s in r.slices],
            opened_incidents=[strawberry.ID(u) for u in r.opened],
        )  # fmt: skip


@strawberry.type(description="A probe that failed in the run that opened an incident.")
class ProbeFailure:
    probe_id: strawberry.ID
    question: str
    expected: list[str]
    rule: str
    reason: str
    packet: JSON = strawberry.field(description="The packet it got: blocks, turns, prompt.")


@strawberry.type(description="A slice that breached in two consecutive runs.")
class Incident:
    id: strawberry.ID
    slice: str
    status: IncidentStatus
    opened_at: datetime
    resolved_at: datetime | None
    snapshot_known_at: datetime = strawberry.field(description="The first breach's snapshot.")
    snapshot_version: str = strawberry.field(description="The graph version at the first breach.")
    first_run_id: strawberry.ID
    run_id: strawberry.ID
    passed: int
    total: int
    threshold: int
    failures: list[ProbeFailure]
    acknowledged_at: datetime | None
    acknowledged_by: str | None = strawberry.field(description="The key id that saw it first.")
    closed_at: datetime | None
    closed_by: str | None
    note: str | None

    @classmethod
    def from_domain(cls, i: domain.Incident) -> Incident:
        return cls(
            id=strawberry.ID(i.uid), slice=i.slice, status=IncidentStatus(i.status),
            opened_at=i.opened_at, resolved_at=i.resolved_at,
            snapshot_known_at=i.snapshot.known_at, snapshot_version=i.snapshot.version,
            first_run_id=strawberry.ID(i.first_run_uid), run_id=strawberry.ID(i.run_uid),
            passed=i.passed, total=i.total, threshold=i.threshold,
            failures=[
                ProbeFailure(probe_id=strawberry.ID(f["probeId"]), question=f["question"],
                             expected=f["expected"], rule=f["rule"], reason=f["reason"],
                             packet=JSON(f["packet"]))
                for f in i.failures
            ],
            acknowledged_at=i.acknowledged_at, acknowledged_by=i.acknowledged_by,
            closed_at=i.closed_at, closed_by=i.closed_by, note=i.note,
        )  # fmt: skip


# -- resolvers (ADMIN permission is set where the fields are declared, gql/schema.py) --------


async def probes(
    info: Info, slice: str | None = None, include_retired: bool | None = False
) -> list[Probe]:
    ctx = info.context
    found = await ctx.call(ctx.service.health.probes, slice, bool(include_retired))
    return [Probe.from_domain(p) for p in found]


async def health_runs(info: Info, first: int | None = 20) -> list[HealthRun]:
    ctx = info.context
    found = await ctx.call(ctx.service.health.runs, limits.page_size(first))
    return [HealthRun.from_domain(r) for r in found]


async def incidents(
    info: Info, status: IncidentStatus | None = None, first: int | None = 50
) -> list[Incident]:
    ctx = info.context
    found = await ctx.call(
        ctx.service.health.incidents, status.value if status else None, limits.page_size(first)
    )
    return [Incident.from_domain(i) for i in found]


async def add_probe(info: Info, probe: ProbeInput) -> Probe:
    ctx = info.context
    return Probe.from_domain(await ctx.call(ctx.service.health.add_probe, probe.to_domain()))


async def incident(info: Info, id: strawberry.ID) -> Incident | None:
    ctx = info.context
    found = await ctx.call(ctx.service.health.incident, str(id))
    return Incident.from_domain(found) if found is not None else None


async def update_probe(info: Info, id: strawberry.ID, probe: ProbeInput) -> Probe:
    ctx = info.context
    by = ctx.require(Role.ADMIN).decided_by
    updated = await ctx.call(ctx.service.health.update_probe, str(id), probe.to_domain(), by,
                             keep_as_of=probe.as_of is strawberry.UNSET)  # fmt: skip
    return Probe.from_domain(updated)


async def retire_probe(info: Info, id: strawberry.ID, reason: str | None = None) -> Probe:
    ctx = info.context
    by = ctx.require(Role.ADMIN).decided_by
    return Probe.from_domain(await ctx.call(ctx.service.health.retire_probe, str(id), by, reason))


async def acknowledge_incident(info: Info, id: strawberry.ID, note: str | None = None) -> Incident:
    ctx = info.context
    by = ctx.require(Role.ADMIN).decided_by
    found = await ctx.call(ctx.service.health.acknowledge_incident, str(id), by, note)
    return Incident.from_domain(found)


async def close_incident(info: Info, id: strawberry.ID, note: str | None = None) -> Incident:
    ctx = info.context
    by = ctx.require(Role.ADMIN).decided_by
    return Incident.from_domain(
        await ctx.call(ctx.service.health.close_incident, str(id), by, note)
    )


async def generate_probes(info: Info) -> list[Probe]:
    ctx = info.context
    return [Probe.from_domain(p) for p in await ctx.call(ctx.service.health.generate)]


async def run_health(info: Info, known_at: datetime | None = None) -> HealthRun:
    ctx = info.context
    return HealthRun.from_domain(await ctx.call(ctx.service.health.run, known_at))
