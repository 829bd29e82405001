"""Reads for the transports: facts, episodes, slots and audit items by id, pages of them, a
slot's timeline and a tenant's health figures. Each runs its named statements (cypher/reads/,
cypher/audit/) and maps the rows to domain types; nothing here decides.

Pages are cursor-paginated (Relay-style): facts by uid, episodes and audit items by
(time, uid), the cursor `<iso time>|<uid>`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TypeVar

from graph.db import Graph
from graph.errors import BadInput
from graph.keys import slot_key
from graph.records import (
    audit_from_node,
    episode_from_node,
    fact_from_node,
    native,
    slot_from_node,
)
from graph.schema import schema_version
from graph.types import (
    AuditItem,
    AuditStatus,
    EdgeType,
    Episode,
    Fact,
    FactEdge,
    FactRole,
    Page,
    Risk,
    StateSlot,
)
from graph.vocabulary import normalise_attribute

T = TypeVar("T")

ACTIVITY_DAYS = 30  # the per-day activity `memory_stats` reports


@dataclass
class SlotView:
    """A slot with every fact it ever held and the edges between them (timelines)."""

    slot: StateSlot
    facts: list[Fact]
    edges: list[FactEdge]


@dataclass
class MemoryStats:
    """Health figures the admin UI and /metrics show; all read from the graph."""

    episodes: int
    facts: int
    facts_by_role: dict[str, int]
    slots: int
    entities: int
    audit_pending: int
    audit_decided: int
    overturn_rate: float | None
    oldest_pending_at: datetime | None
    episodes_per_day: list[tuple[str, int]]
    facts_per_day: list[tuple[str, int]]
    decisions_by_status: dict[str, int]
    schema_version: int | None


# -- facts ---------------------------------------------------------------------------------


def facts_by_uid(graph: Graph, tenant: str, uids: Sequence[str]) -> dict[str, Fact]:
    """uid -> Fact for those uids that exist in this tenant (a batch loader)."""
    if not uids:
        return {}
    rows = graph.query("reads/facts_by_uid", tenant, uids=list(dict.fromkeys(uids)))
    return {r["fact"]["uid"]: fact_from_node(r["fact"]) for r in rows}


def fact(graph: Graph, tenant: str, uid: str) -> Fact | None:
    """The tenant's fact `uid`, or None."""
    return facts_by_uid(graph, tenant, [uid]).get(uid)


def facts_page(
    graph: Graph,
    tenant: str,
    subject: str | None,
    attribute: str | None,
    role: FactRole | None,
    first: int,
    after: str | None,
) -> Page:
    """A page of facts in uid order, filtered by subject, attribute and role."""
    filters = {
        "subject": subject,
        "attribute": normalise_attribute(attribute) if attribute else None,
        "role": role.value if role else None,
    }
    rows = graph.query("reads/facts_page", tenant, after=after, limit=first + 1, **filters)
    total = graph.query("reads/facts_count", tenant, **filters)[0]["total"]
    items = [fact_from_node(r["fact"]) for r in rows]
    return _page(items, first, lambda f: f.uid, total)


def fact_sources(graph: Graph, tenant: str, uid: str) -> list[Episode]:
    """The episodes a fact was extracted from."""
    rows = graph.query("reads/fact_sources", tenant, uid=uid)
    return [episode_from_node(r["episode"]) for r in rows]


def fact_edges(graph: Graph, tenant: str, uids: list[str]) -> list[FactEdge]:
    """Every SUPERSEDES / EVOLVES_TO / COEXISTS_WITH / CAUSES edge touching the facts."""
    rows = graph.query("reads/fact_edges", tenant, uids=uids)
    return [
        FactEdge(EdgeType(r["type"]), r["src"], r["dst"], native(r["at"]), r["reason"],
                 r["decided_by"], r["confidence"], r["episode_uid"])
        for r in rows
    ]  # fmt: skip


def fact_slot(graph: Graph, tenant: str, uid: str) -> StateSlot | None:
    """The slot a fact is in, or None."""
    rows = graph.query("reads/fact_slot", tenant, uid=uid)
    return slot_from_node(rows[0]["slot"]) if rows else None


def slot_view(graph: Graph, tenant: str, subject: str, attribute: str) -> SlotView | None:
    """A slot's whole history: facts of every role and the edges between them (the edges
    inside the slot, and the causes that reach into it)."""
    rows = graph.query("reads/slot", tenant, key=slot_key(subject, normalise_attribute(attribute)))
    if not rows:
        return None
    facts = [fact_from_node(p) for p in rows[0]["facts"]]
    edges = fact_edges(graph, tenant, [f.uid for f in facts]) if facts else []
    inside = {f.uid for f in facts}
    edges = [e for e in edges if e.src in inside or e.type is EdgeType.CAUSES]
    return SlotView(slot_from_node(rows[0]["slot"]), facts, edges)


# -- episodes ------------------------------------------------------------------------------


def episode(graph: Graph, tenant: str, uid: str) -> Episode | None:
    rows = graph.query("reads/episode", tenant, uid=uid)
    return episode_from_node(rows[0]["episode"]) if rows else None


def episodes_page(
    graph: Graph,
    tenant: str,
    session_id: str | None,
    start: datetime | None,
    end: datetime | None,
    first: int,
    after: str | None,
) -> Page:
    """A page of episodes in time order, filtered by session and time range."""
    after_at, after_uid = split_cursor(after)
    filters = {"session_id": session_id, "start": start, "end": end}
    rows = graph.query(
        "reads/episodes_page", tenant, after_at=after_at, after_uid=after_uid,
        limit=first + 1, **filters,
    )  # fmt: skip
    total = graph.query("reads/episodes_count", tenant, **filters)[0]["total"]
    items = [episode_from_node(r["episode"]) for r in rows]
    return _page(items, first, lambda e: _cursor(e.occurred_at, e.uid), total)


# -- the audit queue -----------------------------------------------------------------------


def audit_page(
    graph: Graph,
    tenant: str,
    status: AuditStatus | None,
    attribute: str | None,
    risk: Risk | None,
    subject: str | None,
    first: int,
    after: str | None,
    older_than: datetime | None,
) -> Page:
    """A page of queue items, oldest first (filters: status, attribute, risk, subject, age)."""
    after_at, after_uid = split_cursor(after)
    filters = {
        "status": status.value if status else None, "attribute": attribute,
        "risk": risk.value if risk else None, "subject": subject,
        "created_before": older_than,
    }  # fmt: skip
    rows = graph.query(
        "audit/queue_page", tenant, after_at=after_at, after_uid=after_uid,
        limit=first + 1, **filters,
    )  # fmt: skip
    total = graph.query("audit/queue_count", tenant, **filters)[0]["total"]
    items = [audit_from_node(r["item"], r["new_uid"], r["existing_uid"]) for r in rows]
    return _page(items, first, lambda a: _cursor(a.created_at, a.uid), total)


def audit_item(graph: Graph, tenant: str, uid: str) -> AuditItem | None:
    rows = graph.query("audit/item", tenant, uid=uid)
    if not rows:
        return None
    return audit_from_node(rows[0]["item"], rows[0]["new_uid"], rows[0]["existing_uid"])


# -- health --------------------------------------------------------------------------------


def memory_stats(graph: Graph, tenant: str, now: datetime) -> MemoryStats:
    """Counts, roles, queue size and age, decisions and overturn rate (overturned: a person
    chose other than the proposal), per-day activity over the last `ACTIVITY_DAYS`."""
    row = graph.query("reads/stats", tenant, since=now - timedelta(days=ACTIVITY_DAYS))[0]
    roles = {r["role"]: r["n"] for r in row["roles"]}
    audits = {a["status"]: a for a in row["audits"]}
    overturn = graph.query("audit/overturn", tenant)[0]
    decided, overturned = int(overturn["decided"]), int(overturn["overturned"])
    pending = audits.get("pending")
    return MemoryStats(
        episodes=row["episodes"],
        facts=sum(roles.values()),
        facts_by_role=roles,
        slots=row["slots"],
        entities=row["entities"],
        audit_pending=pending["n"] if pending else 0,
        audit_decided=decided,
        overturn_rate=(overturned / decided) if decided else None,
        oldest_pending_at=native(pending["oldest"]) if pending else None,
        episodes_per_day=[(d["day"], d["n"]) for d in row["episodes_per_day"]],
        facts_per_day=[(d["day"], d["n"]) for d in row["facts_per_day"]],
        decisions_by_status={k: v["n"] for k, v in audits.items()},
        schema_version=schema_version(graph),
    )


# -- pagination ----------------------------------------------------------------------------


def split_cursor(cursor: str | None) -> tuple[datetime | None, str | None]:
    """(time, uid) of a `<iso time>|<uid>` cursor; (None, None) for none."""
    if not cursor:
        return None, None
    try:
        at, uid = cursor.split("|", 1)
        return datetime.fromisoformat(at), uid
    except ValueError as exc:
        raise BadInput(f"after: malformed cursor {cursor!r}") from exc


def _cursor(at: datetime, uid: str) -> str:
    return f"{at.isoformat()}|{uid}"


def _page(items: list[T], first: int, cursor_of: Callable[[T], str], total: int) -> Page:
    """The first `first` of `items` (read one beyond, to know whether a next page exists)."""
    shown = items[:first]
    cursors = [cursor_of(item) for item in shown]
    return Page(items=shown, has_next=len(items) > first,
                end_cursor=cursors[-1] if cursors else None, total=total,
                cursors=cursors)  # fmt: skip
