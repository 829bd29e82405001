"""Neo4j node properties <-> domain dataclasses."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from graph.types import (
    AuditItem,
    AuditStatus,
    Cardinality,
    Episode,
    EpisodeKind,
    Fact,
    FactRole,
    FactSource,
    MemoryType,
    Outcome,
    OutcomeStatus,
    Relation,
    Risk,
    StateSlot,
)


def native(value: Any) -> Any:
    """A datetime from Neo4j -> datetime (other values unchanged).

    Read statements return datetimes as ISO-8601 strings (`toString(x)`): the driver builds
    a neo4j.time.DateTime in pure Python for each temporal value, which made loading a few
    hundred facts slow (docs/profile.md). neo4j.time values still work.
    """
    if isinstance(value, str):
        # A named zone prints as "…+01:00[Europe/Berlin]"; the offset alone fixes the instant.
        return datetime.fromisoformat(value.split("[", 1)[0])
    return value.to_native() if hasattr(value, "to_native") else value


def iso(value: datetime | None) -> str | None:
    """A datetime for a batch row sent to Neo4j; the statement wraps it in `datetime()`.

    Packing is as slow as reading, so per-row datetimes travel as ISO-8601 strings; scalar
    parameters (`$now`) stay datetimes.
    """
    return value.isoformat() if value is not None else None


def _dt(value: Any) -> datetime | None:
    return native(value) if value is not None else None


class Vector(list[float]):
    """An embedding sent as a parameter: a list whose repr is short.

    The driver (neo4j 6.1, `Bolt5x5.run`) formats every statement's parameters for its debug
    log even when debug logging is off, and the repr of a batch of embeddings is costly.
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<vector of {len(self)}>"


def vector(values: Sequence[float] | None) -> Vector | None:
    """`values` as a `Vector` parameter (None stays None)."""
    return Vector(values) if values is not None else None


def fact_from_node(p: dict[str, Any]) -> Fact:
    return Fact(
        uid=p["uid"],
        tenant=p["tenant"],
        text=p.get("text") or "",
        subject=p.get("subject") or "",
        attribute=p.get("attribute") or "",
        value=p.get("value") or "",
        role=FactRole(p.get("role") or "current"),
        valid_from=native(p["valid_from"]),
        recorded_at=native(p["recorded_at"]),
        valid_until=_dt(p.get("valid_until")),
        expired_at=_dt(p.get("expired_at")),
        memory_type=MemoryType(p.get("memory_type") or "semantic"),
        kind=p.get("kind") or "preference",
        confidence=float(p.get("confidence") or 0.0),
        source=FactSource(p.get("source") or "user"),
        extractor=p.get("extractor") or "rules",
        scope=p.get("scope"),
        access_count=int(p.get("access_count") or 0),
        last_accessed=_dt(p.get("last_accessed")),
        kind_hint=p.get("kind_hint"),
    )


def episode_from_node(p: dict[str, Any]) -> Episode:
    meta = p.get("metadata")
    return Episode(
        uid=p["uid"],
        tenant=p["tenant"],
        text=p.get("text") or "",
        occurred_at=native(p["occurred_at"]),
        recorded_at=native(p["recorded_at"]),
        source=p.get("source") or "user",
        speaker=p.get("speaker"),
        session_id=p.get("session_id"),
        seq=p.get("seq"),
        external_id=p.get("external_id"),
        idempotency_key=p.get("idempotency_key"),
        content_hash=p.get("content_hash") or "",
        metadata=json.loads(meta) if meta else {},
        kind=EpisodeKind(p.get("kind") or "message"),
        trigger=p.get("trigger"),
        outcome=outcome_from_node(p),
    )


def outcome_from_node(p: dict[str, Any]) -> Outcome | None:
    """A case's outcome from its episode's `outcome_*` properties (None when it has none, or
    when the statement did not project them)."""
    status = p.get("outcome_status")
    if not status:
        return None
    return Outcome(
        status=OutcomeStatus(status),
        result=p.get("outcome_result"),
        lesson=p.get("outcome_lesson"),
        recorded_at=_dt(p.get("outcome_at")),
    )


def audit_from_node(p: dict[str, Any], new_uid: str, existing_uid: str | None) -> AuditItem:
    decision = p.get("decision")
    return AuditItem(
        uid=p["uid"],
        tenant=p["tenant"],
        status=AuditStatus(p["status"]),
        proposed=Relation(p["proposed"]),
        confidence=float(p.get("confidence") or 0.0),
        reason=p.get("reason") or "",
        created_at=native(p["created_at"]),
        new_fact_uid=new_uid,
        existing_fact_uid=existing_uid,
        decided_at=_dt(p.get("decided_at")),
        decided_by=p.get("decided_by"),
        decision=Relation(decision) if decision and decision != "rejected" else None,
        note=p.get("note"),
    )


def slot_from_node(p: dict[str, Any]) -> StateSlot:
    return StateSlot(
        uid=p["uid"],
        tenant=p["tenant"],
        key=p["key"],
        subject=p.get("subject") or "",
        attribute=p.get("attribute") or "",
        cardinality=Cardinality(p.get("cardinality") or "multi"),
        risk=Risk(p.get("risk") or "normal"),
    )
