"""The MCP server: tools over `MemoryService` (see the package docstring).

The caller's `Principal` comes from a context variable: the stdio entry point sets it once
for the session, the HTTP mount (`mcp_transport.http`) for each request. Tools run the
service's blocking calls on a worker thread, so the event loop keeps serving.
"""

from __future__ import annotations

import json
from contextvars import ContextVar
from dataclasses import asdict
from datetime import UTC, datetime
from typing import Any

from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from graph.db import GraphUnavailable
from graph.types import (
    Episode,
    EpisodeInput,
    Fact,
    Outcome,
    OutcomeStatus,
    Relation,
    StructuredFactInput,
)
from palimpsest.access import Principal, Role
from palimpsest.errors import ServiceError
from palimpsest.service import MemoryService
from recall.packet import EvidenceItem, EvidencePacket
from recall.profile import SubjectProfile
from recall.view import StateView

CALLER: ContextVar[Principal | None] = ContextVar("palimpsest_mcp_caller", default=None)

INSTRUCTIONS = (
    "Palimpsest is a temporal memory. Store what the user says with `remember` (verbatim "
    "text; facts and their changes are extracted without an LLM). Ask with `recall`: it "
    "returns an evidence packet whose `prompt` is ready to quote, separating current from "
    "historical values. `history` gives a slot's timeline, `why` the causes of a fact, "
    "`profile` a subject's card. Store cases (a trigger, then `record_outcome`) to ask later "
    "what happened last time and whether it worked."
)


class OutcomeArg(BaseModel):
    """How a case turned out."""

    status: OutcomeStatus = Field(description="success, partial or failure.")
    result: str | None = None
    lesson: str | None = None


class EpisodeArg(BaseModel):
    """One thing said or observed, stored verbatim."""

    text: str = Field(description="What was said, verbatim.")
    occurred_at: datetime | None = Field(
        None, description="When it was said (ISO 8601 with offset); default: now."
    )
    speaker: str | None = Field(None, description="Who said it (the subject of 'I').")
    session_id: str | None = Field(None, description="Conversation it belongs to.")
    idempotency_key: str | None = Field(
        None, description="Sending the same key again stores nothing new (safe retries)."
    )
    trigger: str | None = Field(
        None, description="Makes it a case: what led to it (e.g. 'nightly build out of memory')."
    )
    outcome: OutcomeArg | None = Field(None, description="How the case turned out, if known.")


class FactArg(BaseModel):
    """A fact the caller already has in structured form (no extraction)."""

    subject: str
    attribute: str
    value: str
    text: str = Field(description="The verbatim source the fact comes from.")
    valid_from: datetime | None = Field(None, description="Since when it holds; default now.")
    idempotency_key: str | None = None


def _caller(role: Role) -> Principal:
    principal = CALLER.get()
    if principal is None:
        raise ToolError("UNAUTHENTICATED: no valid API key for this session")
    if principal.role < role:
        raise ToolError(
            f"FORBIDDEN: role {principal.role.name.lower()} may not do this; "
            f"needs {role.name.lower()}"
        )
    return principal


async def _call(role: Role, method: Any, *args: Any, **kwargs: Any) -> Any:
    """`method(tenant, *args, **kwargs)` for a caller with `role`, on a worker thread, with
    the service's errors as tool errors carrying their code."""
    principal = _caller(role)
    try:
        return await run_in_threadpool(method, principal.tenant, *args, **kwargs)
    except ServiceError as exc:
        details = f" ({'; '.join(exc.details)})" if exc.details else ""
        raise ToolError(f"{exc.code}: {exc}{details}") from exc
    except GraphUnavailable as exc:
        raise ToolError("UNAVAILABLE: the graph database is unavailable; retry later") from exc


def _fact(f: Fact) -> dict[str, Any]:
    return {
        "id": f.uid,
        "subject": f.subject,
        "attribute": f.attribute,
        "value": f.value,
        "role": f.role.value,
        "valid_from": f.valid_from.isoformat(),
        "valid_until": f.valid_until.isoformat() if f.valid_until else None,
        "scope": f.scope,
        "text": f.text,
    }


def _item(item: EvidenceItem) -> dict[str, Any]:
    out: dict[str, Any] = {"score": round(item.score, 4), "why": item.why}
    if item.fact is not None:
        out["fact"] = _fact(item.fact)
    if item.episode is not None:
        e = item.episode
        out["episode"] = {
            "id": e.uid,
            "text": e.text,
            "speaker": e.speaker,
            "occurred_at": e.occurred_at.isoformat(),
        }
    return out


def packet_json(packet: EvidencePacket) -> dict[str, Any]:
    """The evidence packet as tool output: the prompt block plus the structured items."""
    return {
        "prompt": packet.prompt,
        "token_estimate": packet.token_estimate,
        "view": packet.view.value,
        "view_reason": packet.view_reason,
        "support": packet.support,
        "support_reason": packet.support_reason,
        "no_evidence": packet.no_evidence,
        **{
            block: [_item(i) for i in getattr(packet, block)]
            for block in ("current", "historical", "transition", "ambiguous", "episodes")
        },
        "causal_chains": [
            [{"cause": _fact(link.cause), "effect": _fact(link.effect)} for link in chain.links]
            for chain in packet.causal_chains
        ],
        "cases": [
            {**_episode(c.episode), "why": c.why, "produced_fact_ids": c.produced}
            for c in packet.cases
        ],
    }


def _episode(e: Episode) -> dict[str, Any]:
    out = e.outcome
    return {
        "id": e.uid,
        "text": e.text,
        "occurred_at": e.occurred_at.isoformat(),
        "kind": e.kind.value,
        "trigger": e.trigger,
        "outcome": None
        if out is None
        else {"status": out.status.value, "result": out.result, "lesson": out.lesson},
    }


def profile_json(card: SubjectProfile) -> dict[str, Any]:
    """A profile card as tool output: the prompt plus the structured card."""
    return {
        "subject": card.subject,
        "as_of": card.as_of.isoformat() if card.as_of else None,
        "prompt": card.prompt,
        "token_estimate": card.token_estimate,
        "cached": card.cached,
        "domains": {
            d.name: [
                {
                    **_fact(s.fact),
                    "also": [f.value for f in s.also],
                    "exceptions": [{"value": f.value, "scope": f.scope} for f in s.exceptions],
                }
                for s in d.states
            ]
            for d in card.domains
        },
        "in_flight": [_fact(t.fact) for t in card.in_flight],
        "abandoned": [_fact(t.fact) for t in card.abandoned],
        "changes": [
            {
                "attribute": c.attribute,
                "old": c.old.value,
                "new": c.new.value,
                "at": c.at.isoformat(),
                "why": c.why,
            }
            for c in card.changes
        ],  # fmt: skip
        "traits": [
            {
                "attribute": t.attribute,
                "value": t.fact.value,
                "held_days": t.held_days,
                "reinforced": t.reinforced,
            }
            for t in card.traits
        ],  # fmt: skip
        "unconfirmed": [_fact(r.fact) for r in card.pending],
    }


def build_server(service: MemoryService) -> MCPServer:
    """The MCP server for `service` (tools and the slot resource)."""
    server = MCPServer(name="palimpsest", instructions=INSTRUCTIONS)

    @server.tool(
        description="Store episodes (messages, events) verbatim; facts and state "
        "changes are extracted from them. Writer role. Returns the ingest receipt."
    )
    async def remember(episodes: list[EpisodeArg]) -> dict[str, Any]:
        now = datetime.now(UTC)
        inputs = [
            EpisodeInput(
                text=e.text,
                occurred_at=e.occurred_at or now,
                speaker=e.speaker,
                session_id=e.session_id,
                idempotency_key=e.idempotency_key,
                source="agent",
                trigger=e.trigger,
                outcome=Outcome(e.outcome.status, e.outcome.result, e.outcome.lesson)
                if e.outcome
                else None,
            )
            for e in episodes
        ]
        return asdict(await _call(Role.WRITER, service.ingest, inputs))

    @server.tool(
        description="Store facts the caller already has in structured form "
        "(subject, attribute, value, source text); no extraction. Writer role."
    )
    async def remember_facts(facts: list[FactArg]) -> dict[str, Any]:
        now = datetime.now(UTC)
        inputs = [
            StructuredFactInput(
                subject=f.subject,
                attribute=f.attribute,
                value=f.value,
                valid_from=f.valid_from or now,
                text=f.text,
                idempotency_key=f.idempotency_key,
            )
            for f in facts
        ]
        return asdict(await _call(Role.WRITER, service.ingest_facts, inputs))

    @server.tool(
        description="Answer a question from memory: an evidence packet aligned to "
        "the state asked for (view: auto, current, historical, transition, neutral), "
        "with a ready-to-quote `prompt`, its items, causal chains and a support level. "
        "`as_of` asks how things stood then."
    )
    async def recall(
        query: str,
        view: str = "auto",
        as_of: datetime | None = None,
        subject: str | None = None,
        max_items: int = Field(8, ge=1, le=50),
        max_tokens: int = Field(800, ge=50, le=8000),
    ) -> dict[str, Any]:
        chosen = None if view.lower() == "auto" else _view(view)
        packet = await _call(
            Role.READER,
            service.evidence,
            query,
            view=chosen,
            as_of=as_of,
            subject=subject,
            max_items=max_items,
            max_tokens=max_tokens,
        )
        return packet_json(packet)

    @server.tool(
        description="Why a fact holds or changed: its causal chains (causes and "
        "effects), each link with the facts it joins. Reader role."
    )
    async def why(fact_id: str, direction: str = "both") -> dict[str, Any]:
        chains = await _call(Role.READER, service.causal_chains, fact_id, direction)
        return {
            "chains": [
                [
                    {
                        "cause": _fact(link.cause),
                        "effect": _fact(link.effect),
                        "reason": link.reason,
                    }
                    for link in chain.links
                ]
                for chain in chains
            ]
        }

    @server.tool(
        description="A slot's whole timeline (e.g. subject 'user', attribute "
        "'home_city'): every value it held, its role and validity. Reader role."
    )
    async def history(subject: str, attribute: str) -> dict[str, Any]:
        return await _history(service, subject, attribute)

    @server.resource(
        "palimpsest://slots/{subject}/{attribute}",
        mime_type="application/json",
        description="A slot's timeline, as the `history` tool returns it.",
    )
    async def slot_timeline(subject: str, attribute: str) -> str:
        return json.dumps(await _history(service, subject, attribute))

    @server.tool(
        description="Who a subject is now: one compact card (current states by domain with "
        "since, exceptions and coexisting values; plans in flight and abandoned; recent "
        "changes with why; stable traits; unconfirmed review items) and a ready `prompt`. "
        "`as_of`: the card as it stood then. No LLM call. Reader role."
    )
    async def profile(
        subject: str = "user",
        as_of: datetime | None = None,
        max_tokens: int = Field(600, ge=50, le=8000),
    ) -> dict[str, Any]:
        card = await _call(Role.READER, service.profile, subject, as_of=as_of,
                           max_tokens=max_tokens)  # fmt: skip
        return profile_json(card)

    @server.resource(
        "palimpsest://profiles/{subject}",
        mime_type="application/json",
        description="A subject's profile card, as the `profile` tool returns it.",
    )
    async def subject_profile(subject: str) -> str:
        return json.dumps(profile_json(await _call(Role.READER, service.profile, subject)))

    @server.tool(
        description="Record how a case turned out (status success, partial or failure; a "
        "result; a lesson). An episode that is not a case yet needs its trigger. The same "
        "outcome again changes nothing. Writer role."
    )
    async def record_outcome(
        episode_id: str,
        status: OutcomeStatus,
        result: str | None = None,
        lesson: str | None = None,
        trigger: str | None = None,
        produced_fact_ids: list[str] | None = None,
    ) -> dict[str, Any]:
        episode = await _call(Role.WRITER, service.record_outcome, episode_id, status, result,
                              lesson, trigger, produced_fact_ids or [])  # fmt: skip
        return _episode(episode)

    @server.tool(
        description="Forget an episode: remove it and what only it supports; values "
        "it had superseded come back. Admin role. Returns the receipt."
    )
    async def forget(episode_id: str) -> dict[str, Any]:
        return asdict(await _call(Role.ADMIN, service.forget_episode, episode_id))

    @server.tool(description="Uncertain conflicts waiting for a person (oldest first). Admin role.")
    async def review_queue(first: int = Field(20, ge=1, le=100)) -> dict[str, Any]:
        page = await _call(Role.ADMIN, service.audit_queue, first=first)
        return {
            "total": page.total,
            "items": [
                {
                    "id": a.uid,
                    "proposed": a.proposed.value,
                    "reason": a.reason,
                    "confidence": a.confidence,
                    "new_fact_id": a.new_fact_uid,
                    "existing_fact_id": a.existing_fact_uid,
                }
                for a in page.items
            ],
        }

    @server.tool(
        description="Decide a review item: supersedes, evolves_to, coexists_with, "
        "scoped_exception, duplicate, unrelated, or reject. Admin role."
    )
    async def decide(item_id: str, decision: str, note: str | None = None) -> dict[str, Any]:
        principal = _caller(Role.ADMIN)
        relation = None if decision.lower() == "reject" else _relation(decision)
        item = await _call(
            Role.ADMIN, service.decide_audit, item_id, relation, note, principal.decided_by
        )
        return {"id": item.uid, "status": item.status.value, "decided_by": item.decided_by}

    return server


async def _history(service: MemoryService, subject: str, attribute: str) -> dict[str, Any]:
    view = await _call(Role.READER, service.slot, subject, attribute)
    if view is None:
        return {"subject": subject, "attribute": attribute, "facts": []}
    facts = sorted(view.facts, key=lambda f: f.valid_from)
    return {
        "subject": subject,
        "attribute": attribute,
        "facts": [_fact(f) for f in facts],
        "edges": [{"type": e.type.value, "from": e.src, "to": e.dst} for e in view.edges],
    }


def _view(name: str) -> StateView:
    try:
        return StateView(name.lower())
    except ValueError as exc:
        raise ToolError(
            f"BAD_USER_INPUT: view must be auto or one of {[v.value for v in StateView]}"
        ) from exc


def _relation(name: str) -> Relation:
    try:
        return Relation(name.lower())
    except ValueError as exc:
        raise ToolError(
            f"BAD_USER_INPUT: decision must be reject or one of {[r.value for r in Relation]}"
        ) from exc
