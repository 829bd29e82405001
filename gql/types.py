"""GraphQL types of the API and how domain objects map onto them (DESIGN.md: GraphQL contract).

Each output type has `from_domain`, which copies a domain dataclass (graph.types,
graph.reads, recall.packet) into it. Fields that need more of the graph resolve through the
service: a fact's sources, its neighbours along state and causal edges and an audit item's
facts through this request's loaders at the end of this module (facts by uid in one read per
batch; a fact's edges and sources one read per fact, each once per request); a fact's slot
through `MemoryService.slot` on each call (the slot with its facts, then their edges: two
reads).

Domain enums whose members are the GraphQL values are exposed as they are; the API-only
enums (StateView with AUTO, CausalDirection, AuditDecision) map onto domain values here.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, NewType

import strawberry
from strawberry.dataloader import DataLoader
from strawberry.types.scalar import ScalarDefinition

from gql.auth import RequestContext
from gql.errors import InvalidInput
from graph import types as domain
from palimpsest.errors import NotFound
from recall import cases as recall_cases
from recall import packet as recall_packet
from recall.view import StateView as DomainStateView

if TYPE_CHECKING:
    from graph.reads import MemoryStats as DomainMemoryStats
    from graph.reads import SlotView

Info = strawberry.Info[RequestContext, None]

# -- scalars ---------------------------------------------------------------------------------


def _parse_datetime(value: object) -> datetime:
    """A timezone-aware datetime from ISO-8601 text; naive or malformed input is refused."""
    if not isinstance(value, str):
        raise InvalidInput(f"DateTime must be an ISO-8601 string, got {type(value).__name__}")
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise InvalidInput(f"DateTime is not ISO-8601: {value!r}") from None
    if parsed.tzinfo is None or parsed.utcoffset() is None:
        raise InvalidInput(
            f"DateTime must carry a timezone (e.g. 2024-05-01T09:00:00Z), got {value!r}"
        )
    return parsed


def _serialize_datetime(value: datetime) -> str:
    return value.isoformat()


DATETIME = strawberry.scalar(
    name="DateTime",
    description="ISO-8601 date and time with a timezone offset, e.g. 2024-05-01T09:00:00+02:00. "
    "Inputs without a timezone are refused (BAD_USER_INPUT).",
    serialize=_serialize_datetime,
    parse_value=_parse_datetime,
)

JSON = NewType("JSON", object)


def _serialize_json(value: object) -> object:
    # Traces and metadata may hold datetimes or enums; send them as text, not as a 500.
    return json.loads(json.dumps(value, default=str))


def _parse_json(value: object) -> object:
    return value


JSON_SCALAR = strawberry.scalar(
    name="JSON",
    description="Arbitrary JSON value.",
    serialize=_serialize_json,
    parse_value=_parse_json,
)

SCALAR_OVERRIDES: dict[object, ScalarDefinition] = {datetime: DATETIME}
SCALAR_MAP: dict[object, ScalarDefinition] = {JSON: JSON_SCALAR}

# -- enums -----------------------------------------------------------------------------------

FactRole = strawberry.enum(domain.FactRole, description="A fact's state within its slot.")
Relation = strawberry.enum(domain.Relation, description="How a new fact relates to a known one.")
AuditStatus = strawberry.enum(domain.AuditStatus)
MemoryType = strawberry.enum(domain.MemoryType)
Cardinality = strawberry.enum(domain.Cardinality)
Risk = strawberry.enum(domain.Risk)
EdgeType = strawberry.enum(domain.EdgeType, description="Relationship types between facts.")
FactSource = strawberry.enum(domain.FactSource)


@strawberry.enum(description="The state of memory a question asks for; AUTO infers it.")
class StateView(enum.Enum):
    AUTO = "auto"
    CURRENT = "current"
    HISTORICAL = "historical"
    TRANSITION = "transition"
    NEUTRAL = "neutral"

    def to_domain(self) -> DomainStateView | None:
        """The service's view; None for AUTO (let the service infer it)."""
        return None if self is StateView.AUTO else DomainStateView(self.value)


@strawberry.enum(description="Whether anything in memory supports an answer to the question.")
class SupportLevel(enum.Enum):
    STRONG = "strong"
    WEAK = "weak"
    NONE = "none"


@strawberry.enum(description="Which way to follow CAUSES edges from a fact.")
class CausalDirection(enum.Enum):
    UPSTREAM = "upstream"
    DOWNSTREAM = "downstream"
    BOTH = "both"


@strawberry.enum(
    description="A reviewer's verdict on an audit item: apply one of the Relation values, "
    "or REJECT the new fact (it is retracted and the existing fact stays as it was)."
)
class AuditDecision(enum.Enum):
    DUPLICATE = "duplicate"
    SUPERSEDES = "supersedes"
    EVOLVES_TO = "evolves_to"
    COEXISTS_WITH = "coexists_with"
    SCOPED_EXCEPTION = "scoped_exception"
    UNRELATED = "unrelated"
    REJECT = "reject"

    def to_domain(self) -> domain.Relation | None:
        """The relation to apply; None for REJECT (the service's convention)."""
        return None if self is AuditDecision.REJECT else domain.Relation(self.value)


# -- inputs ----------------------------------------------------------------------------------


EpisodeKind = strawberry.enum(
    domain.EpisodeKind,
    description="MESSAGE: said or observed. CASE: a trigger, what was done, and its outcome.",
)
OutcomeStatus = strawberry.enum(domain.OutcomeStatus)


@strawberry.input(description="How a case turned out.")
class OutcomeInput:
    status: domain.OutcomeStatus
    result: str | None = None
    lesson: str | None = None

    def to_domain(self) -> domain.Outcome:
        return domain.Outcome(domain.OutcomeStatus(self.status), self.result, self.lesson)


@strawberry.type(description="How a case turned out, and when the service learnt it.")
class Outcome:
    status: domain.OutcomeStatus
    result: str | None
    lesson: str | None
    recorded_at: datetime | None

    @classmethod
    def from_domain(cls, o: domain.Outcome) -> Outcome:
        return cls(status=o.status, result=o.result, lesson=o.lesson, recorded_at=o.recorded_at)


@strawberry.input(description="One verbatim input to remember.")
class EpisodeInput:
    text: str
    occurred_at: datetime = strawberry.field(description="When it happened (timezone-aware).")
    source: str | None = None
    speaker: str | None = None
    session_id: str | None = None
    external_id: str | None = None
    idempotency_key: str | None = strawberry.field(
        default=None, description="Repeat ingests with the same key are counted as duplicates."
    )
    metadata: JSON | None = None
    kind: domain.EpisodeKind | None = strawberry.field(
        default=None, description="CASE needs a trigger; a trigger or an outcome implies CASE."
    )
    trigger: str | None = strawberry.field(default=None, description="What led to the case.")
    outcome: OutcomeInput | None = strawberry.field(
        default=None, description="How the case turned out (or later: recordOutcome)."
    )

    def to_domain(self) -> domain.EpisodeInput:
        return domain.EpisodeInput(
            text=self.text,
            occurred_at=self.occurred_at,
            source=self.source or "user",
            speaker=self.speaker,
            session_id=self.session_id,
            external_id=self.external_id,
            idempotency_key=self.idempotency_key,
            metadata=dict(self.metadata) if isinstance(self.metadata, dict) else None,
            kind=domain.EpisodeKind(self.kind) if self.kind is not None else None,
            trigger=self.trigger,
            outcome=self.outcome.to_domain() if self.outcome is not None else None,
        )


@strawberry.input(
    description="A fact the caller already has (structured ingest: no extraction). `text` is "
    "the verbatim source, kept as the fact's episode."
)
class FactInput:
    subject: str
    attribute: str
    value: str
    valid_from: datetime
    text: str
    source: str | None = None
    speaker: str | None = None
    session_id: str | None = None
    idempotency_key: str | None = None
    kind: str | None = None
    memory_type: domain.MemoryType | None = None
    confidence: float | None = None
    scope: str | None = None

    def to_domain(self) -> domain.StructuredFactInput:
        # Omitted optionals take the domain defaults rather than restating them here.
        given = {
            name: getattr(self, name)
            for name in ("source", "kind", "memory_type", "confidence")
            if getattr(self, name) is not None
        }
        return domain.StructuredFactInput(
            subject=self.subject,
            attribute=self.attribute,
            value=self.value,
            valid_from=self.valid_from,
            text=self.text,
            speaker=self.speaker,
            session_id=self.session_id,
            idempotency_key=self.idempotency_key,
            scope=self.scope,
            **given,
        )


# -- outputs ---------------------------------------------------------------------------------


@strawberry.type(description="Verbatim input, as it was ingested.")
class Episode:
    id: strawberry.ID
    text: str
    occurred_at: datetime
    recorded_at: datetime
    source: str
    speaker: str | None
    session_id: str | None
    seq: int | None
    external_id: str | None
    idempotency_key: str | None
    content_hash: str
    metadata: JSON | None
    kind: domain.EpisodeKind
    trigger: str | None
    outcome: Outcome | None

    @classmethod
    def from_domain(cls, e: domain.Episode) -> Episode:
        return cls(
            id=strawberry.ID(e.uid),
            text=e.text,
            occurred_at=e.occurred_at,
            recorded_at=e.recorded_at,
            source=e.source,
            speaker=e.speaker,
            session_id=e.session_id,
            seq=e.seq,
            external_id=e.external_id,
            idempotency_key=e.idempotency_key,
            content_hash=e.content_hash,
            metadata=JSON(e.metadata) if e.metadata else None,
            kind=e.kind,
            trigger=e.trigger,
            outcome=Outcome.from_domain(e.outcome) if e.outcome is not None else None,
        )


@strawberry.type(description="An edge between two facts, as stored.")
class FactEdge:
    type: domain.EdgeType
    from_: strawberry.ID = strawberry.field(name="from", description="Source fact id.")
    to: strawberry.ID = strawberry.field(description="Target fact id.")
    at: datetime | None
    reason: str | None
    decided_by: str | None = strawberry.field(description="'auto', 'human' or a key id.")
    confidence: float | None
    episode_id: strawberry.ID | None

    @classmethod
    def from_domain(cls, e: domain.FactEdge) -> FactEdge:
        return cls(
            type=e.type,
            from_=strawberry.ID(e.src),
            to=strawberry.ID(e.dst),
            at=e.at,
            reason=e.reason,
            decided_by=e.decided_by,
            confidence=e.confidence,
            episode_id=strawberry.ID(e.episode_uid) if e.episode_uid else None,
        )


@strawberry.type(description="An atomic fact, with its state, validity and provenance.")
class Fact:
    id: strawberry.ID
    text: str
    subject: str
    attribute: str
    value: str
    role: domain.FactRole
    kind: str
    memory_type: domain.MemoryType
    valid_from: datetime = strawberry.field(description="When it became true in the world.")
    valid_until: datetime | None = strawberry.field(description="When it stopped being true.")
    recorded_at: datetime = strawberry.field(description="When the service learned it.")
    expired_at: datetime | None = strawberry.field(description="When the service dropped it.")
    confidence: float
    source: domain.FactSource
    extractor: str
    scope: str | None
    access_count: int
    last_accessed: datetime | None

    @classmethod
    def from_domain(cls, f: domain.Fact) -> Fact:
        return cls(
            id=strawberry.ID(f.uid),
            text=f.text,
            subject=f.subject,
            attribute=f.attribute,
            value=f.value,
            role=f.role,
            kind=f.kind,
            memory_type=f.memory_type,
            valid_from=f.valid_from,
            valid_until=f.valid_until,
            recorded_at=f.recorded_at,
            expired_at=f.expired_at,
            confidence=f.confidence,
            source=f.source,
            extractor=f.extractor,
            scope=f.scope,
            access_count=f.access_count,
            last_accessed=f.last_accessed,
        )

    @strawberry.field(description="The episodes this fact was extracted from.")
    async def sources(self, info: Info) -> list[Episode]:
        episodes = await _loader(info, "sources").load(str(self.id))
        return [Episode.from_domain(e) for e in episodes]

    @strawberry.field(description="Facts this one superseded (now historical).")
    async def supersedes(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.SUPERSEDES, outgoing=True)

    @strawberry.field(description="Facts that superseded this one.")
    async def superseded_by(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.SUPERSEDES, outgoing=False)

    @strawberry.field(description="States this one is evolving or evolved to.")
    async def evolves_to(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.EVOLVES_TO, outgoing=True)

    @strawberry.field(description="States that evolved into this one.")
    async def evolved_from(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.EVOLVES_TO, outgoing=False)

    @strawberry.field(description="Facts that hold alongside this one (either direction).")
    async def coexists_with(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.COEXISTS_WITH, outgoing=None)

    @strawberry.field(description="Facts this one causes.")
    async def causes(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.CAUSES, outgoing=True)

    @strawberry.field(description="Facts that cause this one.")
    async def caused_by(self, info: Info) -> list[Fact]:
        return await _neighbours(info, str(self.id), domain.EdgeType.CAUSES, outgoing=False)

    @strawberry.field(description="The state slot (subject · attribute) this fact sits in.")
    async def slot(self, info: Info) -> StateSlot | None:
        ctx = info.context
        view = await ctx.call(ctx.service.slot, self.subject, self.attribute)
        return StateSlot.from_domain(view) if view is not None else None


@strawberry.type(
    description="A subject · attribute slot, with every fact it holds and their edges."
)
class StateSlot:
    id: strawberry.ID
    key: str
    subject: str
    attribute: str
    cardinality: domain.Cardinality
    risk: domain.Risk
    facts: list[Fact]
    edges: list[FactEdge]

    @classmethod
    def from_domain(cls, view: SlotView) -> StateSlot:
        """From a SlotView (slot, facts, edges: `graph.reads.slot_view`)."""
        s: domain.StateSlot = view.slot
        return cls(
            id=strawberry.ID(s.uid),
            key=s.key,
            subject=s.subject,
            attribute=s.attribute,
            cardinality=s.cardinality,
            risk=s.risk,
            facts=[Fact.from_domain(f) for f in view.facts],
            edges=[FactEdge.from_domain(e) for e in view.edges],
        )


@strawberry.type(description="A resolver case waiting for, or settled by, a person.")
class AuditItem:
    id: strawberry.ID
    status: domain.AuditStatus
    proposed: domain.Relation
    confidence: float
    reason: str
    created_at: datetime
    decided_at: datetime | None
    decided_by: str | None
    decision: domain.Relation | None
    note: str | None
    new_fact_id: strawberry.Private[str]
    existing_fact_id: strawberry.Private[str | None]

    @classmethod
    def from_domain(cls, a: domain.AuditItem) -> AuditItem:
        return cls(
            id=strawberry.ID(a.uid),
            status=a.status,
            proposed=a.proposed,
            confidence=a.confidence,
            reason=a.reason,
            created_at=a.created_at,
            decided_at=a.decided_at,
            decided_by=a.decided_by,
            decision=a.decision,
            note=a.note,
            new_fact_id=a.new_fact_uid,
            existing_fact_id=a.existing_fact_uid,
        )

    @strawberry.field(description="The candidate fact the resolver was unsure about.")
    async def new_fact(self, info: Info) -> Fact:
        fact = await _loader(info, "facts").load(self.new_fact_id)
        if fact is None:
            raise NotFound(f"fact {self.new_fact_id} of audit item {self.id} no longer exists")
        return Fact.from_domain(fact)

    @strawberry.field(description="The known fact it was compared with, if any.")
    async def existing_fact(self, info: Info) -> Fact | None:
        if self.existing_fact_id is None:
            return None
        fact = await _loader(info, "facts").load(self.existing_fact_id)
        return Fact.from_domain(fact) if fact is not None else None


@strawberry.type(description="Exactly what one ingest call did.")
class IngestReceipt:
    episode_ids: list[strawberry.ID]
    accepted: int
    duplicates: int
    facts_created: int
    facts_reinforced: int
    superseded: int
    transitions: int
    coexisting: int
    queued_for_review: int
    causal_links: int
    llm_calls: int
    warnings: list[str]

    @classmethod
    def from_domain(cls, r: domain.IngestReceipt) -> IngestReceipt:
        return cls(
            episode_ids=[strawberry.ID(uid) for uid in r.episode_ids],
            accepted=r.accepted,
            duplicates=r.duplicates,
            facts_created=r.facts_created,
            facts_reinforced=r.facts_reinforced,
            superseded=r.superseded,
            transitions=r.transitions,
            coexisting=r.coexisting,
            queued_for_review=r.queued_for_review,
            causal_links=r.causal_links,
            llm_calls=r.llm_calls,
            warnings=list(r.warnings),
        )


@strawberry.type(description="What forgetting an episode removed, unlinked and restored.")
class ForgetReceipt:
    episode_id: strawberry.ID
    facts_deleted: int
    facts_unlinked: int
    facts_restored: int

    @classmethod
    def from_domain(cls, r: domain.ForgetReceipt) -> ForgetReceipt:
        return cls(
            episode_id=strawberry.ID(r.episode_id),
            facts_deleted=r.facts_deleted,
            facts_unlinked=r.facts_unlinked,
            facts_restored=r.facts_restored,
        )


@strawberry.type(description="One packet item: a fact, or a verbatim episode.")
class EvidenceItem:
    fact: Fact | None
    episode: Episode | None
    score: float
    why: str

    @classmethod
    def from_domain(cls, item: recall_packet.EvidenceItem) -> EvidenceItem:
        return cls(
            fact=Fact.from_domain(item.fact) if item.fact else None,
            episode=Episode.from_domain(item.episode) if item.episode else None,
            score=item.score,
            why=item.why,
        )


@strawberry.type(description="One CAUSES edge, with the episode that stated it if known.")
class CausalLink:
    cause: Fact
    effect: Fact
    episode: Episode | None
    reason: str | None

    @classmethod
    def from_domain(cls, link: recall_packet.CausalLinkView) -> CausalLink:
        return cls(
            cause=Fact.from_domain(link.cause),
            effect=Fact.from_domain(link.effect),
            episode=Episode.from_domain(link.episode) if link.episode else None,
            reason=link.reason,
        )


@strawberry.type(description="Causal links in order; each effect is normally the next cause.")
class CausalChain:
    links: list[CausalLink]

    @classmethod
    def from_domain(cls, chain: recall_packet.CausalChain) -> CausalChain:
        return cls(links=[CausalLink.from_domain(link) for link in chain.links])


@strawberry.type(description="A case a question routes to, with the facts it produced.")
class CaseItem:
    episode: Episode
    score: float
    why: str
    produced_fact_ids: list[strawberry.ID]

    @classmethod
    def from_domain(cls, item: recall_cases.CaseItem) -> CaseItem:
        return cls(episode=Episode.from_domain(item.episode), score=item.score, why=item.why,
                   produced_fact_ids=[strawberry.ID(u) for u in item.produced])  # fmt: skip


@strawberry.type(description="Evidence for a question, grouped and labelled by state.")
class EvidencePacket:
    query: str
    view: StateView = strawberry.field(description="The view used (never AUTO).")
    view_reason: str
    as_of: datetime | None
    known_at: datetime | None
    current: list[EvidenceItem]
    historical: list[EvidenceItem]
    transition: list[EvidenceItem]
    ambiguous: list[EvidenceItem] = strawberry.field(
        description="Pending review, or conflicting current facts."
    )
    episodes: list[EvidenceItem] = strawberry.field(description="Verbatim provenance.")
    causal_chains: list[CausalChain]
    cases: list[CaseItem] = strawberry.field(
        description="For 'what happened / last time / did it work' questions: the cases of "
        "the matched triggers, newest first, with their outcomes."
    )
    prompt: str = strawberry.field(description="State-labelled blocks under maxTokens.")
    token_estimate: int
    trace: JSON = strawberry.field(description="Seed ids, scores and timings.")
    support: SupportLevel = strawberry.field(
        description="STRONG: turns about the question were found; WEAK: only loosely; NONE: "
        "nothing in memory supports an answer (what is asked of one person was said by "
        "another, or nothing is about it)."
    )
    support_reason: str
    no_evidence: bool = strawberry.field(description="True when support is NONE.")

    @classmethod
    def from_domain(cls, p: recall_packet.EvidencePacket) -> EvidencePacket:
        def items(block: list[recall_packet.EvidenceItem]) -> list[EvidenceItem]:
            return [EvidenceItem.from_domain(item) for item in block]

        return cls(
            query=p.query,
            view=StateView(p.view.value),
            view_reason=p.view_reason,
            as_of=p.as_of,
            known_at=p.known_at,
            current=items(p.current),
            historical=items(p.historical),
            transition=items(p.transition),
            ambiguous=items(p.ambiguous),
            episodes=items(p.episodes),
            causal_chains=[CausalChain.from_domain(c) for c in p.causal_chains],
            cases=[CaseItem.from_domain(c) for c in p.cases],
            prompt=p.prompt,
            token_estimate=p.token_estimate,
            trace=JSON(p.trace),
            support=SupportLevel(p.support),
            support_reason=p.support_reason,
            no_evidence=p.no_evidence,
        )


@strawberry.type
class KeyCount:
    key: str
    count: int


@strawberry.type
class DayCount:
    day: str = strawberry.field(description="YYYY-MM-DD (UTC).")
    count: int


@strawberry.type(description="Size and health of a tenant's memory.")
class MemoryStats:
    episodes: int
    facts: int
    facts_by_role: list[KeyCount]
    slots: int
    entities: int
    audit_pending: int
    audit_decided: int
    overturn_rate: float | None = strawberry.field(
        description="Share of decided audit items where the reviewer chose another relation."
    )
    oldest_pending_at: datetime | None
    episodes_per_day: list[DayCount]
    facts_per_day: list[DayCount]
    decisions_by_status: list[KeyCount]
    schema_version: int | None

    @classmethod
    def from_domain(cls, s: DomainMemoryStats) -> MemoryStats:
        def keyed(counts: dict[str, int]) -> list[KeyCount]:
            return [KeyCount(key=k, count=v) for k, v in sorted(counts.items())]

        def daily(days: list[tuple[str, int]]) -> list[DayCount]:
            return [DayCount(day=d, count=n) for d, n in days]

        return cls(
            episodes=s.episodes,
            facts=s.facts,
            facts_by_role=keyed(s.facts_by_role),
            slots=s.slots,
            entities=s.entities,
            audit_pending=s.audit_pending,
            audit_decided=s.audit_decided,
            overturn_rate=s.overturn_rate,
            oldest_pending_at=s.oldest_pending_at,
            episodes_per_day=daily(s.episodes_per_day),
            facts_per_day=daily(s.facts_per_day),
            decisions_by_status=keyed(s.decisions_by_status),
            schema_version=s.schema_version,
        )


# -- connections (Relay-style, from the service's Page) --------------------------------------


@strawberry.type
class PageInfo:
    has_next_page: bool
    end_cursor: str | None = strawberry.field(description="Pass as `after` for the next page.")


@strawberry.type
class FactConnectionEdge:
    cursor: str
    node: Fact


@strawberry.type
class FactConnection:
    edges: list[FactConnectionEdge]
    page_info: PageInfo
    total_count: int

    @classmethod
    def from_page(cls, page: domain.Page) -> FactConnection:
        edges = [
            FactConnectionEdge(cursor=cursor, node=Fact.from_domain(f))
            for cursor, f in _with_cursors(page)
        ]
        return cls(edges=edges, page_info=_page_info(page), total_count=page.total)


@strawberry.type
class EpisodeConnectionEdge:
    cursor: str
    node: Episode


@strawberry.type
class EpisodeConnection:
    edges: list[EpisodeConnectionEdge]
    page_info: PageInfo
    total_count: int

    @classmethod
    def from_page(cls, page: domain.Page) -> EpisodeConnection:
        edges = [
            EpisodeConnectionEdge(cursor=cursor, node=Episode.from_domain(e))
            for cursor, e in _with_cursors(page)
        ]
        return cls(edges=edges, page_info=_page_info(page), total_count=page.total)


@strawberry.type
class AuditItemConnectionEdge:
    cursor: str
    node: AuditItem


@strawberry.type
class AuditItemConnection:
    edges: list[AuditItemConnectionEdge]
    page_info: PageInfo
    total_count: int

    @classmethod
    def from_page(cls, page: domain.Page) -> AuditItemConnection:
        edges = [
            AuditItemConnectionEdge(cursor=cursor, node=AuditItem.from_domain(a))
            for cursor, a in _with_cursors(page)
        ]
        return cls(edges=edges, page_info=_page_info(page), total_count=page.total)


def _page_info(page: domain.Page) -> PageInfo:
    return PageInfo(has_next_page=page.has_next, end_cursor=page.end_cursor)


def _with_cursors(page: domain.Page) -> list[tuple[str, Any]]:
    """(cursor, item) pairs. Cursors are the service's and opaque here, so each item takes
    the cursor the service gives for it (`Page.cursors`, one per item).

    Until `graph.types.Page` carries per-item cursors, every edge gets the page's end cursor:
    right for the last edge, and for `pageInfo.endCursor`; not for resuming mid-page.
    """
    cursors = getattr(page, "cursors", None) or [page.end_cursor or ""] * len(page.items)
    return list(zip(cursors, page.items, strict=True))


# -- per-request loaders (batching and caching service reads) --------------------------------


def _loader(info: Info, name: str) -> DataLoader[str, Any]:
    """This request's loader `name`: "facts" (uid → Fact | None, batched through
    facts_by_uid), "edges" (uid → its FactEdges) or "sources" (uid → its Episodes)."""
    ctx = info.context
    if name not in ctx.loaders:
        service = ctx.service

        async def facts(uids: list[str]) -> list[domain.Fact | None]:
            found = await ctx.call(service.facts_by_uid, uids)
            return [found.get(uid) for uid in uids]

        async def edges(uids: list[str]) -> list[list[domain.FactEdge]]:
            return [await ctx.call(service.fact_edges, uid) for uid in uids]

        async def sources(uids: list[str]) -> list[list[domain.Episode]]:
            return [await ctx.call(service.fact_sources, uid) for uid in uids]

        load_fns: dict[str, Callable[[list[str]], Awaitable[Sequence[Any]]]] = {
            "facts": facts,
            "edges": edges,
            "sources": sources,
        }
        ctx.loaders[name] = DataLoader(load_fn=load_fns[name])
    return ctx.loaders[name]


async def _neighbours(
    info: Info, uid: str, edge_type: domain.EdgeType, *, outgoing: bool | None
) -> list[Fact]:
    """Facts at the other end of `uid`'s edges of `edge_type`: outgoing (uid is the source),
    incoming, or both (None), in edge order, each once."""
    others: dict[str, None] = {}
    for edge in await _loader(info, "edges").load(uid):
        if edge.type is not edge_type:
            continue
        if edge.src == uid and outgoing in (True, None):
            others[edge.dst] = None
        elif edge.dst == uid and outgoing in (False, None):
            others[edge.src] = None
    found = await _loader(info, "facts").load_many(list(others))
    return [Fact.from_domain(f) for f in found if f is not None]


@strawberry.type(description="Who the API key stands for.")
class Whoami:
    tenant: str
    role: str = strawberry.field(description="reader, writer or admin")


@strawberry.type(description="One invariant of DESIGN.md checked over this tenant's graph.")
class InvariantStatus:
    name: str
    ok: bool
    violations: int
    problems: list[str] = strawberry.field(description="Up to 20 violations, readable.")
