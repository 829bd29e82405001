"""Neo4j node properties <-> domain dataclasses."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from graph.types import (
    AuditItem,
    AuditStatus,
    Cardinality,
    Episode,
    Fact,
    FactRole,
    FactSource,
    MemoryType,
    Relation,
    Risk,
    StateSlot,
)


def native(value: Any) -> Any:
    """neo4j.time.DateTime -> datetime (other values unchanged)."""
    return value.to_native() if hasattr(value, "to_native") else value


def _dt(value: Any) -> datetime | None:
    return native(value) if value is not None else None


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
