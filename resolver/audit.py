"""The audit queue: a person decides what the resolver was unsure of.

Enqueueing happens in `resolver.apply` with the ingest. Here: deciding an item (approve the
proposal, choose another relation, or reject), applied atomically with the record of who
decided, when and why. The decisions are kept: the overturn rate is read from them
(`graph.reads.memory_stats`).
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

from neo4j import ManagedTransaction

from graph.db import run
from graph.errors import AlreadyDecided, BadInput, NotFound
from graph.records import audit_from_node, fact_from_node, slot_from_node
from graph.types import (
    ACTIVE_ROLE_VALUES,
    NEW,
    AuditItem,
    AuditStatus,
    Decision,
    EdgeType,
    Fact,
    FactRole,
    Relation,
    SlotSpec,
    StateSlot,
)
from graph.vocabulary import slot_spec
from resolver.apply import update_rows
from resolver.policy import decision_for_review


def decide_item(
    tx: ManagedTransaction,
    tenant: str,
    uid: str,
    decision: Relation | None,
    note: str | None,
    decided_by: str,
    now: datetime,
) -> AuditItem:
    """Apply a person's decision on audit item `uid` (None rejects the new fact)."""
    rows = run(tx, "audit/lock_item", tenant=tenant, uid=uid, now=now)
    if not rows:
        raise NotFound(f"audit item {uid} not found")
    row = rows[0]
    item = row["item"]
    if item["status"] != AuditStatus.PENDING.value:
        raise AlreadyDecided(
            f"audit item {uid} was already decided ({item['status']} by "
            f"{item.get('decided_by')}); the earlier decision stands"
        )
    new = fact_from_node(row["new"])
    existing = fact_from_node(row["existing"]) if row["existing"] else None
    proposed = Relation(item["proposed"])
    if decision is None:
        run(tx, "audit/retract_fact", tenant=tenant, uid=new.uid, now=now,
            reason=f"rejected in review {uid}")  # fmt: skip
        status = AuditStatus.REJECTED
    else:
        slot = slot_from_node(row["slot"]) if row["slot"] else None
        spec = slot_spec(new.attribute) if slot is None else _spec(slot.attribute, slot)
        active = [
            fact_from_node(r["fact"])
            for r in run(
                tx,
                "audit/slot_active",
                tenant=tenant,
                new_uid=new.uid,
                slot_uid=slot.uid if slot else "",
                active_roles=ACTIVE_ROLE_VALUES,
            )  # fmt: skip
        ]
        try:
            plan = decision_for_review(decision, new, existing, active, spec)
        except ValueError as exc:
            raise BadInput(f"cannot apply {decision.value} to audit item {uid}: {exc}") from exc
        _write_human_decision(tx, tenant, plan, new.uid, existing, uid, now, new.valid_from)
        status = AuditStatus.APPROVED if decision is proposed else AuditStatus.AMENDED
    run(tx, "audit/close_item", tenant=tenant, uid=uid, status=status.value,
        decision=decision.value if decision else "rejected", now=now,
        decided_by=decided_by, note=note)  # fmt: skip
    item.update(status=status.value, decided_at=now, decided_by=decided_by, note=note,
                decision=decision.value if decision else "rejected")  # fmt: skip
    return audit_from_node(item, new.uid, existing.uid if existing else None)


def _spec(attribute: str, slot: StateSlot) -> SlotSpec:
    # The slot node records the cardinality and risk it was created with; they win.
    base = slot_spec(attribute)
    return replace(base, cardinality=slot.cardinality, risk=slot.risk)


def _write_human_decision(
    tx: ManagedTransaction,
    tenant: str,
    plan: Decision,
    new_uid: str,
    existing: Fact | None,
    audit_uid: str,
    now: datetime,
    valid_from: datetime,
) -> None:
    if plan.relation is Relation.DUPLICATE and existing is not None:
        run(tx, "audit/move_provenance", tenant=tenant, new_uid=new_uid,
            existing_uid=existing.uid)  # fmt: skip
        run(tx, "audit/retract_fact", tenant=tenant, uid=new_uid, now=now,
            reason=f"duplicate of {existing.uid} (review {audit_uid})")  # fmt: skip
        return
    updates: dict[str, dict[str, object]] = {new_uid: {"role": plan.new_role.value}}
    for target, role in plan.role_changes.items():
        updates.setdefault(target, {})["role"] = role.value
        if role is FactRole.HISTORICAL:
            updates[target].setdefault("valid_until", valid_from)
    for target, until in plan.close_validity.items():
        updates.setdefault(new_uid if target == NEW else target, {})["valid_until"] = until
    run(tx, "resolver/update_facts", tenant=tenant, rows=update_rows(updates))
    edges = [
        {"type": EdgeType(e.type).value, "src": new_uid if e.src == NEW else e.src,
         "dst": new_uid if e.dst == NEW else e.dst,
         "props": {"reason": plan.reason, "decided_by": "human",
                   "confidence": plan.confidence, "audit_uid": audit_uid}}
        for e in plan.edges
    ]  # fmt: skip
    if edges:
        run(tx, "resolver/create_edges", tenant=tenant, rows=edges, now=now)
