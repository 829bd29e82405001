"""Reading a subject's slots for its profile card: one statement (`cypher/profile/subject`),
mapped to `recall.profile.SlotFacts`. Decides nothing."""

from __future__ import annotations

from datetime import datetime

from neo4j import ManagedTransaction

from graph.db import run
from graph.keys import subject_key
from graph.records import fact_from_node, native, slot_from_node
from graph.types import EdgeType
from recall.expand import LoadedFact
from recall.profile import AuditInfo, CauseInfo, EdgeOut, SlotFacts, SubjectFact

PER_SLOT = 40  # latest facts read per slot (valid and recorded by the card's times)


def _dt(value: object) -> datetime | None:
    return native(value) if value is not None else None


def load_subject(
    tx: ManagedTransaction,
    tenant: str,
    subject: str,
    as_of: datetime | None = None,
    known_at: datetime | None = None,
    per_slot: int = PER_SLOT,
) -> list[SlotFacts]:
    """The subject's slots with their facts as the card needs them."""
    rows = run(
        tx, "profile/subject", tenant=tenant, prefix=subject_key(subject) + "::", as_of=as_of,
        known_at=known_at, per_slot=per_slot,
    )  # fmt: skip
    slots = []
    for row in rows:
        facts = []
        for r in row["facts"]:
            loaded = LoadedFact(
                fact=fact_from_node(r["fact"]),
                superseded_at=[(native(s["at"]), native(s["valid_from"]))
                               for s in r["superseded_by"]],
                undecided_audit_until=[_dt(a["decided_at"]) if a["status"] != "pending" else None
                                       for a in r["audits"]],
            )  # fmt: skip
            facts.append(
                SubjectFact(
                    loaded=loaded,
                    sources=int(r["sources"]),
                    edges=[
                        EdgeOut(EdgeType(e["type"]), e["dst"], _dt(e["at"])) for e in r["edges"]
                    ],
                    audits=[
                        AuditInfo(
                            a["uid"],
                            a["status"],
                            _dt(a["decided_at"]),
                            a["proposed"] or "",
                            a["reason"] or "",
                            a["existing_uid"],
                        )
                        for a in r["audits"]
                    ],
                    causes=[CauseInfo(c["text"] or "", c["reason"]) for c in r["causes"]],
                )  # fmt: skip
            )
        slots.append(SlotFacts(slot_from_node(row["slot"]), facts))
    return slots
