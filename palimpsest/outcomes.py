"""The outcome side of the health watch (DESIGN.md: health watch): apps report how an answer
fared (helpful, wrong or stale), optionally naming the question, their own reference to the
packet, and the facts it rested on. Reports are stored per tenant (`Outcome` nodes, migration
011) and counted per day by the outcome panel (`palimpsest.panels`).

`outcome_problems` is the pure check of a report; `Outcomes` stores and counts."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from graph.db import Graph
from graph.keys import is_tenant_name
from graph.records import native
from palimpsest.errors import BadInput, NotFound
from palimpsest.service import new_uid, now_utc
from palimpsest.validation import MAX_FIELD_BYTES, MAX_ID_BYTES, text_problems

MAX_FACT_REFS = 50  # facts one report may name


class OutcomeKind(str, enum.Enum):
    HELPFUL = "helpful"
    WRONG = "wrong"  # the answer was false
    STALE = "stale"  # the answer was once true: memory served an outdated state


@dataclass(frozen=True)
class OutcomeDraft:
    """A report before it is stored."""

    outcome: OutcomeKind
    question: str | None = None
    packet_ref: str | None = None  # the app's own reference to the packet it got
    note: str | None = None
    fact_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class Outcome:
    uid: str
    draft: OutcomeDraft
    reported_at: datetime
    reported_by: str


def outcome_problems(draft: OutcomeDraft) -> list[str]:
    """Every problem of a report, each naming its field (empty: fine). Pure."""
    problems: list[str] = []
    if not isinstance(draft.outcome, OutcomeKind):
        problems.append(f"outcome: one of {', '.join(k.value for k in OutcomeKind)}")
    problems += text_problems("question", draft.question, MAX_FIELD_BYTES)
    problems += text_problems("packetRef", draft.packet_ref, MAX_ID_BYTES)
    problems += text_problems("note", draft.note, MAX_FIELD_BYTES)
    for name in ("question", "packetRef", "note"):
        value = getattr(draft, "packet_ref" if name == "packetRef" else name)
        if isinstance(value, str) and not value.strip():
            problems.append(f"{name}: empty (leave it out instead)")
    if len(draft.fact_ids) > MAX_FACT_REFS:
        problems.append(f"factIds: at most {MAX_FACT_REFS}")
    if len(set(draft.fact_ids)) != len(draft.fact_ids):
        problems.append("factIds: each fact once")
    for i, uid in enumerate(draft.fact_ids):
        problems += text_problems(f"factIds[{i}]", uid, MAX_ID_BYTES)
    return problems


class Outcomes:
    """Reported outcomes of every tenant."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph

    def report(self, tenant: str, draft: OutcomeDraft, by: str) -> Outcome:
        """Store one report; a fact it names must be this tenant's (else NotFound, and
        nothing is written)."""
        if not is_tenant_name(tenant):
            raise BadInput(f"unknown or malformed tenant {tenant!r}")
        if problems := outcome_problems(draft):
            raise BadInput("invalid outcome report; nothing was written", details=problems)
        rows = self.graph.execute(
            "outcomes/create", tenant, uid=new_uid(), outcome=draft.outcome.value,
            question=_stripped(draft.question), packet_ref=_stripped(draft.packet_ref),
            note=_stripped(draft.note), fact_uids=list(draft.fact_ids), now=now_utc(),
            reported_by=by,
        )  # fmt: skip
        if not rows:
            raise NotFound("factIds: one or more facts are unknown; nothing was written")
        return _outcome(rows[0]["outcome"])

    def per_day(
        self, tenant: str, since: datetime
    ) -> tuple[list[tuple[str, str, int]], dict[str, int]]:
        """(day, outcome, count) since `since`, and every outcome's count ever."""
        row = self.graph.query("outcomes/per_day", tenant, since=since)[0]
        days = [(d["day"], d["outcome"], d["n"]) for d in row["per_day"]]
        return days, {t["outcome"]: t["n"] for t in row["totals"]}


def _stripped(value: str | None) -> str | None:
    return value.strip() if value else None


def _outcome(row: dict[str, Any]) -> Outcome:
    draft = OutcomeDraft(OutcomeKind(row["outcome"]), row.get("question"), row.get("packet_ref"),
                         row.get("note"), tuple(row.get("fact_uids") or ()))  # fmt: skip
    return Outcome(row["uid"], draft, native(row["reported_at"]), row["reported_by"])
