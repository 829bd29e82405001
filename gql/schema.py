"""Query and Mutation: each field checks the caller's role, checks limits, calls one
MemoryService method with the caller's tenant, and maps the result (DESIGN.md: GraphQL
contract). `build_schema()` assembles them with the scalars, limits and error codes."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

import strawberry
from graphql import GraphQLError
from strawberry.permission import BasePermission
from strawberry.schema.config import StrawberryConfig
from strawberry.types import ExecutionContext

from gql import health, limits, panels
from gql import profile as profiles
from gql.auth import CanRead, CanWrite, IntrospectionNeedsKey, IsAdmin
from gql.cost import CostLimited
from gql.errors import ErrorCodes, log_errors
from gql.types import (
    SCALAR_MAP,
    SCALAR_OVERRIDES,
    AuditDecision,
    AuditItem,
    AuditItemConnection,
    CausalChain,
    CausalDirection,
    EpisodeConnection,
    EpisodeInput,
    EvidencePacket,
    Fact,
    FactConnection,
    FactInput,
    ForgetReceipt,
    Info,
    IngestReceipt,
    InvariantStatus,
    MemoryStats,
    StateSlot,
    StateView,
    Whoami,
)
from gql.types import Episode as EpisodeType
from graph.types import AuditStatus, FactRole, Risk
from palimpsest.access import Role
from recall.causal import MAX_DEPTH as CAUSAL_MAX_DEPTH

READ: list[type[BasePermission]] = [CanRead]
WRITE: list[type[BasePermission]] = [CanWrite]
ADMIN: list[type[BasePermission]] = [IsAdmin]


@strawberry.type
class Query:
    @strawberry.field(
        permission_classes=READ,
        description="Evidence for a question: facts grouped by state, their sources, causal "
        "chains and a prompt. asOf: facts valid then; knownAt: what was recorded by then. "
        "maxItems ≤ 50, maxTokens ≤ 8000.",
    )
    async def evidence(
        self,
        info: Info,
        query: str,
        view: StateView | None = StateView.AUTO,
        as_of: datetime | None = None,
        known_at: datetime | None = None,
        subject: str | None = None,
        max_items: int | None = 8,
        max_tokens: int | None = 800,
        include_frozen: Annotated[
            bool | None, strawberry.argument(description="Include frozen facts (long untouched).")
        ] = False,
    ) -> EvidencePacket:
        # An explicit null means "the default", as for an omitted argument.
        max_items = 8 if max_items is None else max_items
        max_tokens = 800 if max_tokens is None else max_tokens
        limits.check_range("maxItems", max_items, limits.MAX_ITEMS)
        limits.check_range("maxTokens", max_tokens, limits.MAX_PROMPT_TOKENS)
        ctx = info.context
        packet = await ctx.call(
            ctx.service.evidence,
            query,
            view=view.to_domain() if view is not None else None,
            as_of=as_of,
            known_at=known_at,
            subject=subject,
            max_items=max_items,
            max_tokens=max_tokens,
            include_frozen=bool(include_frozen),
        )
        return EvidencePacket.from_domain(packet)

    @strawberry.field(
        permission_classes=READ,
        description="Causal chains through a fact, following CAUSES edges.",
    )
    async def causal_chain(
        self,
        info: Info,
        fact_id: strawberry.ID,
        direction: CausalDirection | None = CausalDirection.BOTH,
        max_depth: int | None = 4,
    ) -> list[CausalChain]:
        max_depth = 4 if max_depth is None else max_depth
        # The causal bound (recall.causal), not the query-depth limit: no silent cap.
        limits.check_range("maxDepth", max_depth, CAUSAL_MAX_DEPTH)
        ctx = info.context
        chains = await ctx.call(
            ctx.service.causal_chains,
            str(fact_id),
            direction=(direction or CausalDirection.BOTH).value,
            max_depth=max_depth,
        )
        return [CausalChain.from_domain(c) for c in chains]

    @strawberry.field(permission_classes=READ, description="A fact by id; null if unknown.")
    async def fact(self, info: Info, id: strawberry.ID) -> Fact | None:
        ctx = info.context
        found = await ctx.call(ctx.service.fact, str(id))
        return Fact.from_domain(found) if found is not None else None

    @strawberry.field(permission_classes=READ, description="Facts, filtered; first ≤ 200.")
    async def facts(
        self,
        info: Info,
        subject: str | None = None,
        attribute: str | None = None,
        role: FactRole | None = None,
        first: int | None = None,
        after: str | None = None,
    ) -> FactConnection:
        first = limits.page_size(first)
        ctx = info.context
        page = await ctx.call(
            ctx.service.facts, subject=subject, attribute=attribute, role=role, first=first,
            after=after,
        )  # fmt: skip
        return FactConnection.from_page(page)

    @strawberry.field(permission_classes=READ, description="A state slot; null if unknown.")
    async def slot(self, info: Info, subject: str, attribute: str) -> StateSlot | None:
        ctx = info.context
        view = await ctx.call(ctx.service.slot, subject, attribute)
        return StateSlot.from_domain(view) if view is not None else None

    @strawberry.field(
        permission_classes=READ,
        description="Episodes in order, optionally of one session and occurring in "
        "[from, to); first ≤ 200.",
    )
    async def episodes(
        self,
        info: Info,
        session_id: str | None = None,
        from_: Annotated[datetime | None, strawberry.argument(name="from")] = None,
        to: datetime | None = None,
        first: int | None = None,
        after: str | None = None,
    ) -> EpisodeConnection:
        first = limits.page_size(first)
        ctx = info.context
        page = await ctx.call(
            ctx.service.episodes, session_id=session_id, start=from_, end=to, first=first,
            after=after,
        )  # fmt: skip
        return EpisodeConnection.from_page(page)

    @strawberry.field(permission_classes=READ, description="An episode by id; null if unknown.")
    async def episode(self, info: Info, id: strawberry.ID) -> EpisodeType | None:
        ctx = info.context
        found = await ctx.call(ctx.service.episode, str(id))
        return EpisodeType.from_domain(found) if found is not None else None

    @strawberry.field(
        permission_classes=READ,
        description="Audit items, oldest first; status null means every status; first ≤ 200.",
    )
    async def audit_queue(
        self,
        info: Info,
        status: AuditStatus | None = AuditStatus.PENDING,
        attribute: str | None = None,
        risk: Risk | None = None,
        subject: str | None = None,
        first: int | None = None,
        after: str | None = None,
        older_than: Annotated[
            datetime | None,
            strawberry.argument(description="Only items queued before this time (age filter)."),
        ] = None,
    ) -> AuditItemConnection:
        first = limits.page_size(first)
        ctx = info.context
        page = await ctx.call(
            ctx.service.audit_queue, status=status, attribute=attribute, risk=risk,
            subject=subject, first=first, after=after, older_than=older_than,
        )  # fmt: skip
        return AuditItemConnection.from_page(page)

    @strawberry.field(permission_classes=READ, description="An audit item by id; null if unknown.")
    async def audit_item(self, info: Info, id: strawberry.ID) -> AuditItem | None:
        ctx = info.context
        found = await ctx.call(ctx.service.audit_item, str(id))
        return AuditItem.from_domain(found) if found is not None else None

    @strawberry.field(permission_classes=READ, description="The caller's tenant and role.")
    async def whoami(self, info: Info) -> Whoami:
        principal = info.context.require(Role.READER)
        return Whoami(tenant=principal.tenant, role=principal.role.name.lower())

    @strawberry.field(
        permission_classes=READ,
        description="Invariants 1-5 of DESIGN.md over this tenant (as `palimpsest doctor`).",
    )
    async def invariants(self, info: Info) -> list[InvariantStatus]:
        ctx = info.context
        results = await ctx.call(ctx.service.invariants)
        return [
            InvariantStatus(
                name=name, ok=not found, violations=len(found),
                problems=[f"{v.subject}: {v.problem}" for v in found[:20]],
            )
            for name, found in results.items()
        ]  # fmt: skip

    @strawberry.field(permission_classes=READ, description="Size and health of this memory.")
    async def stats(self, info: Info) -> MemoryStats:
        ctx = info.context
        return MemoryStats.from_domain(await ctx.call(ctx.service.stats))

    probes: list[health.Probe] = strawberry.field(
        resolver=health.probes, permission_classes=ADMIN,
        description="The health watch's probes, optionally of one slice. Admin role.",
    )  # fmt: skip
    health_runs: list[health.HealthRun] = strawberry.field(
        resolver=health.health_runs, permission_classes=ADMIN,
        description="Health runs, latest first; first ≤ 200. Admin role.",
    )  # fmt: skip
    profile: profiles.Profile = strawberry.field(
        resolver=profiles.profile, permission_classes=READ,
        description="A subject's card: current states by domain (with since, scoped "
        "exceptions, coexisting values), plans in flight and abandoned, recent changes, stable "
        "traits, unconfirmed review items, and a prompt under maxTokens (≤ 8000). asOf: as it "
        "stood then; knownAt: as recorded by then. No LLM call; cached until the subject's "
        "slots change.",
    )  # fmt: skip
    incidents: list[health.Incident] = strawberry.field(
        resolver=health.incidents, permission_classes=ADMIN,
        description="Health incidents, latest first, optionally of one status. Admin role.",
    )  # fmt: skip
    incident: health.Incident | None = strawberry.field(
        resolver=health.incident, permission_classes=ADMIN,
        description="A health incident by id, with the failing probes and their packets; null "
        "if unknown. Admin role.",
    )  # fmt: skip
    health_panels: panels.HealthPanels = strawberry.field(
        resolver=panels.health_panels, permission_classes=ADMIN,
        description="The health watch's write, retrieval and outcome panels: the last `days` "
        "(≤ 365) of writes and outcomes, the last `runs` (≤ 200) health runs. Admin role.",
    )  # fmt: skip


@strawberry.type
class Mutation:
    @strawberry.mutation(
        permission_classes=WRITE,
        description="Remember episodes (≤ 1000 per call): extract facts, resolve them against "
        "what is known. Writer role.",
    )
    async def ingest(self, info: Info, episodes: list[EpisodeInput]) -> IngestReceipt:
        limits.check_batch("episodes", len(episodes))
        ctx = info.context
        receipt = await ctx.call(ctx.service.ingest, [e.to_domain() for e in episodes])
        return IngestReceipt.from_domain(receipt)

    @strawberry.mutation(
        permission_classes=WRITE,
        description="Remember facts the caller already has (≤ 1000 per call), without "
        "extraction. Writer role.",
    )
    async def ingest_facts(self, info: Info, facts: list[FactInput]) -> IngestReceipt:
        limits.check_batch("facts", len(facts))
        ctx = info.context
        receipt = await ctx.call(ctx.service.ingest_facts, [f.to_domain() for f in facts])
        return IngestReceipt.from_domain(receipt)

    @strawberry.mutation(
        permission_classes=ADMIN,
        description="Decide an audit item: apply a relation, or REJECT the new fact. The "
        "decision is recorded with the deciding key. Admin role.",
    )
    async def decide_audit(
        self, info: Info, id: strawberry.ID, decision: AuditDecision, note: str | None = None
    ) -> AuditItem:
        ctx = info.context
        item = await ctx.call(
            ctx.service.decide_audit,
            str(id),
            decision.to_domain(),
            note,
            ctx.require(IsAdmin.role).decided_by,
        )
        return AuditItem.from_domain(item)

    @strawberry.mutation(
        permission_classes=WRITE,
        description="Retract a fact; a fact it superseded is restored unless something else "
        "supersedes it. Writer role.",
    )
    async def retract_fact(self, info: Info, id: strawberry.ID, reason: str) -> Fact:
        ctx = info.context
        return Fact.from_domain(await ctx.call(ctx.service.retract_fact, str(id), reason))

    @strawberry.mutation(
        permission_classes=ADMIN,
        description="Forget an episode: delete the facts only it supports, unlink the rest, "
        "re-validate the slots. Admin role.",
    )
    async def forget_episode(self, info: Info, id: strawberry.ID) -> ForgetReceipt:
        ctx = info.context
        return ForgetReceipt.from_domain(await ctx.call(ctx.service.forget_episode, str(id)))

    record_outcome: EpisodeType = strawberry.mutation(
        resolver=profiles.record_outcome, permission_classes=WRITE,
        description="Record how a case turned out (the episode becomes a case; a trigger is "
        "needed if it has none). The same outcome again changes nothing; a different one "
        "replaces it and the old is kept. producedFactIds (≤ 100): facts the case produced or "
        "changed (PRODUCED). Writer role.",
    )  # fmt: skip
    add_probe: health.Probe = strawberry.mutation(
        resolver=health.add_probe, permission_classes=ADMIN,
        description="Add a probe to the health watch (the slice recalibrates on its next run). "
        "Admin role.",
    )  # fmt: skip
    generate_probes: list[health.Probe] = strawberry.mutation(
        resolver=health.generate_probes, permission_classes=ADMIN,
        description="Probes from confirmed changes and decided audit items (idempotent); "
        "returns the new ones. Admin role.",
    )  # fmt: skip
    run_health: health.HealthRun = strawberry.mutation(
        resolver=health.run_health, permission_classes=ADMIN,
        description="Run every probe on the snapshot at knownAt (default: now), store the run, "
        "open incidents on a second consecutive breach. Admin role.",
    )  # fmt: skip
    update_probe: health.Probe = strawberry.mutation(
        resolver=health.update_probe, permission_classes=ADMIN,
        description="Edit a probe (not retired): its question, expectation, rule, slice, scope; "
        "the slice recalibrates on its next run. Admin role.",
    )  # fmt: skip
    retire_probe: health.Probe = strawberry.mutation(
        resolver=health.retire_probe, permission_classes=ADMIN,
        description="Retire a probe: kept, no longer run; the slice recalibrates. Admin role.",
    )  # fmt: skip
    acknowledge_incident: health.Incident = strawberry.mutation(
        resolver=health.acknowledge_incident, permission_classes=ADMIN,
        description="Mark an open incident as seen (it stays open). Admin role.",
    )  # fmt: skip
    close_incident: health.Incident = strawberry.mutation(
        resolver=health.close_incident, permission_classes=ADMIN,
        description="Close an open incident; its slice needs two new breaches to open another. "
        "Admin role.",
    )  # fmt: skip
    report_outcome: panels.OutcomeReport = strawberry.mutation(
        resolver=panels.report_outcome, permission_classes=WRITE,
        description="Report how an answer fared (HELPFUL, WRONG, STALE), optionally with the "
        "question, the app's packet reference and the facts it rested on; counted per day in "
        "the outcome panel. Writer role.",
    )  # fmt: skip


class _Schema(strawberry.Schema):
    def process_errors(
        self, errors: list[GraphQLError], execution_context: ExecutionContext | None = None
    ) -> None:
        # Caller mistakes are answered, not logged; only unexpected failures reach the log.
        log_errors(errors)


def build_schema() -> strawberry.Schema:
    """The API schema: Query, Mutation, the DateTime/JSON scalars, limits and error codes."""
    extensions: list[Any] = [
        limits.RateLimited,
        *limits.document_limits(),
        CostLimited,
        IntrospectionNeedsKey,
        ErrorCodes,
    ]
    return _Schema(
        query=Query,
        mutation=Mutation,
        extensions=extensions,
        scalar_overrides=SCALAR_OVERRIDES,
        config=StrawberryConfig(scalar_map=SCALAR_MAP),
    )
