"""Writes a resolver `WritePlan` inside the caller's transaction (all or nothing)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graph.db import run
from graph.records import fact_from_node, iso, vector
from graph.search import search_labels
from graph.types import ACTIVE_ROLE_VALUES
from graph.vocabulary import slot_spec
from resolver.batch import SlotState, WritePlan


def load_slots(
    tx: ManagedTransaction,
    tenant: str,
    wanted: dict[str, tuple[str, str]],
    new_uid: Callable[[], str],
) -> dict[str, SlotState]:
    """Slot key -> SlotState with active facts, for every (subject, attribute) in `wanted`.
    Slots not yet in the graph come back empty with a fresh uid (created by `write_plan`)."""
    rows = run(
        tx, "resolver/load_slots", tenant=tenant, keys=list(wanted),
        active_roles=ACTIVE_ROLE_VALUES,
    )  # fmt: skip
    slots: dict[str, SlotState] = {}
    for row in rows:
        subject, attribute = wanted[row["key"]]
        facts = [fact_from_node(p) for p in row["facts"]]
        slots[row["key"]] = SlotState(
            key=row["key"],
            subject=subject,
            spec=slot_spec(attribute),
            uid=row["slot_uid"] or new_uid(),
            active=facts,
            exists=row["slot_uid"] is not None,
        )
    return slots


def write_plan(
    tx: ManagedTransaction,
    tenant: str,
    plan: WritePlan,
    now: datetime,
    new_uid: Callable[[], str],
    decided_by: str = "auto",
) -> int:
    """Write every part of the plan; returns the number of statements run (round trips)."""
    trips = 0
    labels = search_labels(tenant)

    def go(name: str, rows: list[dict[str, Any]]) -> None:
        nonlocal trips
        if rows:
            run(tx, name, tenant=tenant, rows=rows, now=now, labels=labels)
            trips += 1

    go("resolver/merge_slots", [
        {"key": s.key, "uid": s.uid, "subject": s.subject, "attribute": s.spec.attribute,
         "cardinality": s.spec.cardinality.value, "risk": s.spec.risk.value,
         "entity_key": s.key.split("::", 1)[0], "entity_uid": new_uid()}
        for s in plan.slots.values() if not s.exists
    ])  # fmt: skip
    go("resolver/create_facts", [
        {"uid": f.uid, "text": f.text, "subject": f.subject, "attribute": f.attribute,
         "value": f.value, "slot_key": key, "memory_type": f.memory_type.value, "kind": f.kind,
         "role": f.role.value, "valid_from": iso(f.valid_from),
         "valid_until": iso(f.valid_until), "recorded_at": iso(f.recorded_at),
         "confidence": f.confidence, "source": f.source.value,
         "extractor": f.extractor, "scope": f.scope, "kind_hint": f.kind_hint,
         "embedding": vector(emb),
         "episode_uid": episode_uid, "span": list(span) if span else None}
        for f, key, emb, episode_uid, span in plan.new_facts
    ])  # fmt: skip
    go("resolver/update_facts", update_rows(plan.fact_updates))
    go("resolver/add_provenance", [
        {"fact_uid": uid, "episode_uid": ep, "span": list(span) if span else None}
        for uid, ep, span in plan.provenance
    ])  # fmt: skip
    go("resolver/create_edges", [
        {"type": e.type.value, "src": e.src, "dst": e.dst,
         "props": _drop_none({"reason": e.reason, "decided_by": e.decided_by,
                              "confidence": e.confidence, "audit_uid": e.audit_uid,
                              "episode_uid": e.episode_uid})}
        for e in plan.edges
    ])  # fmt: skip
    risk = {f.uid: plan.slots[key].spec.risk.value for f, key, *_ in plan.new_facts}
    go("resolver/create_audits", [
        {"uid": a.uid, "new_fact_uid": a.new_fact_uid, "existing_fact_uid": a.existing_fact_uid,
         "proposed": a.proposed.value, "confidence": a.confidence, "reason": a.reason,
         "risk": risk.get(a.new_fact_uid, "normal")}
        for a in plan.audits
    ])  # fmt: skip
    return trips


def update_rows(updates: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Rows for `resolver/update_facts` from uid -> {"role"?, "valid_until"?} changes (a
    present valid_until, even None, is set)."""
    return [
        {"uid": uid, "role": ch.get("role"), "set_until": "valid_until" in ch,
         "valid_until": iso(ch.get("valid_until"))}
        for uid, ch in updates.items()
    ]  # fmt: skip


def _drop_none(props: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in props.items() if v is not None}
