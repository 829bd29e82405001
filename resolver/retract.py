"""Retraction and forgetting, with re-validation (DESIGN.md invariant 5)."""

from __future__ import annotations

from datetime import datetime

from neo4j import ManagedTransaction

from graph.db import run
from graph.errors import NotFound
from graph.records import fact_from_node
from graph.types import Fact, FactRole, ForgetReceipt


def retract_fact(tx: ManagedTransaction, tenant: str, uid: str, reason: str, now: datetime) -> Fact:
    """Mark a fact retracted and restore what it superseded (unless still superseded)."""
    rows = run(tx, "resolver/fact_for_retract", tenant=tenant, uid=uid)
    if not rows:
        raise NotFound(f"fact {uid} not found")
    fact = fact_from_node(rows[0]["fact"])
    if fact.role is FactRole.RETRACTED:
        return fact
    run(tx, "resolver/retract_facts", tenant=tenant, uids=[uid], now=now, reason=reason)
    run(tx, "resolver/restore_superseded", tenant=tenant, uids=[uid])
    return fact_from_node(run(tx, "resolver/fact_for_retract", tenant=tenant, uid=uid)[0]["fact"])


def forget_episode(tx: ManagedTransaction, tenant: str, uid: str, now: datetime) -> ForgetReceipt:
    """Remove an episode, the facts only it supports (restoring what they superseded), its
    provenance on other facts, and whatever is left orphaned."""
    rows = run(tx, "forget/plan", tenant=tenant, uid=uid)
    if not rows:
        raise NotFound(f"episode {uid} not found")
    sole, shared = rows[0]["sole"], rows[0]["shared"]
    restored = 0
    if sole:
        run(tx, "resolver/retract_facts", tenant=tenant, uids=sole, now=now,
            reason=f"episode {uid} forgotten")  # fmt: skip
        restored = run(tx, "resolver/restore_superseded", tenant=tenant, uids=sole)[0]["restored"]
    run(tx, "forget/delete", tenant=tenant, uid=uid, sole=sole)
    return ForgetReceipt(
        episode_id=uid, facts_deleted=len(sole), facts_unlinked=len(shared),
        facts_restored=int(restored),
    )  # fmt: skip
