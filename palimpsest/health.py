"""The health watch (DESIGN.md: health watch): each tenant's probes, their runs through the
same `MemoryService.evidence` path apps use, and the incidents the alarms open.

Decisions are pure and live below: judging, generation and staleness in `recall.probes`,
thresholds and the two-breach rule in `recall.alarms`. This module only reads and writes
(Cypher in `cypher/health/`) and orchestrates:

1. **Snapshot.** A run reads the graph as known at one instant (`knownAt`, default: the
   run's start), named by the graph version then (`health/graph_version`): writes made
   while it runs are not seen, and an incident can be looked at again on the same state.
2. **Staleness.** Slot-bound probes whose slot changed (a confirmed `SUPERSEDES`) after
   they were written, in a way that contradicts them, are marked stale (weight 0).
3. **Probes.** Each one asks `MemoryService.evidence(question, view, asOf, knownAt,
   subject)` and is judged.
4. **Alarms.** Per slice: pass count k/n, calibration when the slice's probes changed, breach
   below the binomial threshold, incident on the second consecutive breach.
5. **Store.** The run (per-slice lines, version, duration) and any incident (the graph
   version of the first breach, the failing probes with the packet each got), in one
   transaction.

Probes also come from what people confirmed: `generate` turns each slot's current confirmed
change and each decided audit item into probes (idempotent).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from neo4j import ManagedTransaction

from graph.db import run as run_statement
from graph.keys import is_tenant_name, slot_key
from graph.records import iso, native
from graph.types import Relation
from graph.vocabulary import normalise_attribute
from palimpsest.errors import AlreadyDecided, BadInput, NotFound
from palimpsest.outcomes import Outcomes
from palimpsest.panels import Panels
from palimpsest.service import MemoryService, new_uid, now_utc
from palimpsest.validation import MAX_FIELD_BYTES, MAX_ID_BYTES, text_problems, time_problems
from recall.alarms import (
    Breach,
    SliceResult,
    SliceState,
    SliceTally,
    fingerprint,
    reconcile,
    step,
)
from recall.packet import EvidenceItem, EvidencePacket
from recall.probes import (
    ConfirmedChange,
    ConfirmedDecision,
    Probe,
    ProbeDraft,
    ProbeRule,
    ProbeSource,
    Verdict,
    judge,
    overtaken,
    probes_for_change,
    probes_for_decision,
)
from recall.view import StateView

log = logging.getLogger("palimpsest.health")

MAX_EXPECTED = 20  # expected values of one probe
EPISODES_KEPT = 5  # verbatim turns of a failing probe's packet kept in an incident


@dataclass(frozen=True)
class Snapshot:
    """The state a run reads: what had been recorded by `known_at`, named by `version`."""

    known_at: datetime
    version: str


@dataclass
class HealthRun:
    """One stored run: the snapshot, its duration and each slice's line."""

    uid: str
    tenant: str
    started_at: datetime
    snapshot: Snapshot
    duration_ms: float
    probes: int
    slices: list[SliceResult] = field(default_factory=list)
    opened: list[str] = field(default_factory=list)  # incident uids this run opened


@dataclass
class Incident:
    """An alarm that held two runs: frozen at the graph version of the first breach, with the
    failing probes and the packet each got (so a person can tell staleness, pollution and
    retrieval apart)."""

    uid: str
    tenant: str
    slice: str
    status: str  # open | resolved (two clean runs) | closed (by a person)
    opened_at: datetime
    snapshot: Snapshot
    first_run_uid: str
    run_uid: str
    passed: int
    total: int
    threshold: int
    failures: list[dict[str, Any]]
    resolved_at: datetime | None = None
    acknowledged_at: datetime | None = None
    acknowledged_by: str | None = None
    closed_at: datetime | None = None
    closed_by: str | None = None
    note: str | None = None


class HealthWatch:
    """Probes, runs and incidents of every tenant, over one MemoryService."""

    def __init__(self, service: MemoryService) -> None:
        self.service = service
        self.graph = service.graph
        self.outcomes = Outcomes(service.graph)
        self.panels = Panels(self)

    # -- probes --------------------------------------------------------------------------

    def add_probe(self, tenant: str, draft: ProbeDraft) -> Probe:
        """Store a probe an admin wrote, against the graph version now."""
        draft = self._checked(draft)
        return self._create(tenant, [(draft, None)])[0]

    def probes(
        self, tenant: str, slice: str | None = None, include_retired: bool = False
    ) -> list[Probe]:
        rows = self.graph.query("health/probes", tenant, slice=slice,
                                include_retired=include_retired)  # fmt: skip
        return [_probe(r["probe"]) for r in rows]

    def update_probe(
        self, tenant: str, uid: str, draft: ProbeDraft, by: str, keep_as_of: bool = False
    ) -> Probe:
        """An admin's edit: the probe's question, expectation, rule, slice and scope replaced,
        written against the graph version now; its source and origin stay (a generated probe
        edited is not generated again), and with `keep_as_of` its asOf (`draft.as_of` is
        then ignored). Its slice recalibrates on the next run."""
        draft = self._checked(draft)
        _check_tenant(tenant)
        now = now_utc()
        version = self.snapshot(tenant, now).version
        props = {"question": draft.question, "expected": list(draft.expected),
                 "rule": draft.rule.value, "slice": draft.slice,
                 "view": draft.view.value if draft.view else None, "subject": draft.subject,
                 "attribute": draft.attribute, "version": version}  # fmt: skip
        rows = self.graph.execute("health/update_probe", tenant, uid=uid, props=props,
                                  as_of=iso(draft.as_of), keep_as_of=keep_as_of, now=now,
                                  by=by)  # fmt: skip
        if not rows:
            raise NotFound(f"no probe {uid!r} to edit (unknown, or retired)")
        return _probe(rows[0]["probe"])

    def retire_probe(self, tenant: str, uid: str, by: str, reason: str | None = None) -> Probe:
        """Stop running a probe; it is kept, so incidents that name it still read."""
        _check_tenant(tenant)
        if problems := text_problems("reason", reason, MAX_FIELD_BYTES):
            raise BadInput("invalid reason; nothing was written", details=problems)
        rows = self.graph.execute("health/retire_probe", tenant, uid=uid, now=now_utc(), by=by,
                                  reason=reason.strip() if reason else None)  # fmt: skip
        if not rows:
            raise NotFound(f"no probe {uid!r}")
        return _probe(rows[0]["probe"])

    def generate(self, tenant: str) -> list[Probe]:
        """Probes from what was confirmed: each slot's current change made by the resolver
        (its new value current, the old one historical) and each decided audit item. Each
        is written against the moment of its confirmation. Returns the new ones only."""
        changes = self._changes(tenant, automatic_only=True, current_only=True)
        drafts: list[tuple[ProbeDraft, datetime | None]] = [
            (d, c.at) for c in changes for d in probes_for_change(c)
        ]
        for row in self.graph.query("health/decided_audits", tenant):
            decision = None if row["decision"] == "rejected" else Relation(row["decision"])
            confirmed = ConfirmedDecision(row["audit_uid"], decision, row["subject"],
                                          row["attribute"], row["new_value"],
                                          row["existing_value"])  # fmt: skip
            at = native(row["decided_at"])
            drafts += [(d, at) for d in probes_for_decision(confirmed)]
        return self._create(tenant, drafts) if drafts else []

    def _create(
        self, tenant: str, drafts: Sequence[tuple[ProbeDraft, datetime | None]]
    ) -> list[Probe]:
        _check_tenant(tenant)
        now = now_utc()
        version = self.snapshot(tenant, now).version
        rows = [
            {"uid": new_uid(), "written_at": iso(at or now), "as_of": iso(d.as_of),
             "props": {"question": d.question, "expected": list(d.expected),
                       "rule": d.rule.value, "slice": d.slice, "source": d.source.value,
                       "view": d.view.value if d.view else None, "subject": d.subject,
                       "attribute": d.attribute, "origin": d.origin, "version": version}}
            for d, at in drafts
        ]  # fmt: skip
        created = self.graph.execute("health/create_probes", tenant, rows=rows, now=now)
        return [_probe(r["probe"]) for r in created]

    def _checked(self, draft: ProbeDraft) -> ProbeDraft:
        problems = text_problems("question", draft.question, MAX_FIELD_BYTES)
        if not draft.question.strip():
            problems.append("question: must not be empty")
        if not draft.slice.strip():
            problems.append("slice: must not be empty")
        problems += text_problems("slice", draft.slice, MAX_ID_BYTES)
        expected = [v.strip() for v in draft.expected]
        if not expected or not all(expected):
            problems.append("expected: one or more non-empty values")
        if len(expected) > MAX_EXPECTED:
            problems.append(f"expected: at most {MAX_EXPECTED} values")
        for i, v in enumerate(expected):
            problems += text_problems(f"expected[{i}]", v, MAX_FIELD_BYTES)
        for name in ("subject", "attribute"):
            problems += text_problems(name, getattr(draft, name), MAX_FIELD_BYTES)
        if draft.as_of is not None:
            problems += time_problems("asOf", draft.as_of)
        if problems:
            raise BadInput("invalid probe; nothing was written", details=problems)
        attribute = normalise_attribute(draft.attribute) if draft.attribute else None
        return dataclasses.replace(
            draft, question=draft.question.strip(), slice=draft.slice.strip(),
            expected=tuple(expected), attribute=attribute,
            subject=draft.subject.strip() if draft.subject else None,
            source=ProbeSource.ADMIN, origin=None,
        )  # fmt: skip

    # -- runs ----------------------------------------------------------------------------

    def snapshot(self, tenant: str, known_at: datetime) -> Snapshot:
        """The graph version of `tenant` as known at `known_at`."""
        row = self.graph.query("health/graph_version", tenant, known_at=known_at)[0]
        latest = max((native(t) for t in row["times"]), default=None)
        stamp = latest.astimezone(UTC).isoformat() if latest else "empty"
        return Snapshot(known_at, f"{row['facts']}f.{row['episodes']}e@{stamp}")

    def run(self, tenant: str, known_at: datetime | None = None) -> HealthRun:
        """Evaluate every probe of `tenant` on the snapshot at `known_at` (default: now),
        decide each slice's alarm and store the run (module docstring)."""
        _check_tenant(tenant)
        if known_at is not None and (problems := time_problems("knownAt", known_at)):
            raise BadInput("invalid knownAt", details=problems)
        started_at, started = now_utc(), time.perf_counter()
        snap = self.snapshot(tenant, known_at or started_at)
        probes = self._mark_stale(tenant, self.probes(tenant))
        verdicts: list[tuple[Probe, Verdict, EvidencePacket]] = []
        for probe in probes:
            draft = probe.draft
            packet = self.service.evidence(
                tenant, draft.question, view=draft.view, as_of=draft.as_of,
                known_at=snap.known_at, subject=draft.subject,
            )  # fmt: skip
            verdicts.append((probe, judge(probe, packet), packet))
        uid = new_uid()
        previous = self._last_states(tenant)
        results = [
            step(previous.get(t.slice), t, uid, snap.version, snap.known_at.isoformat())
            for t in _tallies(verdicts)
        ]
        run = HealthRun(uid, tenant, started_at, snap, 0.0, len(probes), results)
        opened = [
            _incident_row(new_uid(), r, verdicts) for r in results if r.opened
        ]  # fmt: skip
        run.opened = [row["uid"] for row in opened]
        run.duration_ms = round((time.perf_counter() - started) * 1000, 1)

        def store(tx: ManagedTransaction) -> None:
            run_statement(tx, "health/create_run", tenant=tenant, uid=uid, started_at=started_at,
                          known_at=snap.known_at, version=snap.version,
                          duration_ms=run.duration_ms, probes=len(probes),
                          slices=json.dumps([_result_json(r) for r in results]))  # fmt: skip
            run_statement(tx, "health/open_incidents", tenant=tenant, rows=opened,
                          run_uid=uid, now=now_utc(),
                          resolved=[r.slice for r in results if r.resolved])  # fmt: skip

        self.graph.write(store, tenant)
        return run

    def run_all(self) -> list[HealthRun]:
        """A run for every tenant that holds probes (the CLI without --tenant, the schedule)."""
        tenants = [r["tenant"] for r in self.graph.query("health/probe_tenants")]
        return [self.run(t) for t in tenants]

    def runs(self, tenant: str, limit: int = 20) -> list[HealthRun]:
        rows = self.graph.query("health/runs", tenant, limit=limit)
        return [_run(r["run"]) for r in rows]

    def incidents(self, tenant: str, status: str | None = None, limit: int = 50) -> list[Incident]:
        rows = self.graph.query("health/incidents", tenant, status=status, uid=None, limit=limit)
        return [_incident(r["incident"]) for r in rows]

    def incident(self, tenant: str, uid: str) -> Incident | None:
        rows = self.graph.query("health/incidents", tenant, status=None, uid=uid, limit=1)
        return _incident(rows[0]["incident"]) if rows else None

    def acknowledge_incident(
        self, tenant: str, uid: str, by: str, note: str | None = None
    ) -> Incident:
        """A person has seen an open incident: it stays open (the alarm holds) and says who
        saw it."""
        return self._decide_incident(tenant, uid, "open", by, note)

    def close_incident(self, tenant: str, uid: str, by: str, note: str | None = None) -> Incident:
        """A person closes an open incident (handled); the slice starts a fresh streak, so
        two new breaches open the next one (`recall.alarms.reconcile`)."""
        return self._decide_incident(tenant, uid, "closed", by, note)

    def _decide_incident(
        self, tenant: str, uid: str, status: str, by: str, note: str | None
    ) -> Incident:
        _check_tenant(tenant)
        if problems := text_problems("note", note, MAX_FIELD_BYTES):
            raise BadInput("invalid note; nothing was written", details=problems)
        rows = self.graph.execute("health/decide_incident", tenant, uid=uid, status=status,
                                  now=now_utc(), by=by,
                                  note=note.strip() if note and note.strip() else None)  # fmt: skip
        if rows:
            return _incident(rows[0]["incident"])
        if self.incident(tenant, uid) is None:
            raise NotFound(f"no incident {uid!r}")
        raise AlreadyDecided(f"incident {uid!r} is no longer open")

    def _last_states(self, tenant: str) -> dict[str, SliceState]:
        last = self.runs(tenant, limit=1)
        states = {r.slice: r.state for r in last[0].slices} if last else {}
        if not any(s.incident_open for s in states.values()):
            return states
        still_open = {i.slice for i in self.incidents(tenant, "open", limit=10_000)}
        return reconcile(states, still_open)

    def _changes(
        self,
        tenant: str,
        automatic_only: bool = False,
        current_only: bool = False,
        slot_keys: list[str] | None = None,
    ) -> list[ConfirmedChange]:
        rows = self.graph.query("health/confirmed_changes", tenant, automatic_only=automatic_only,
                                current_only=current_only, slot_keys=slot_keys)  # fmt: skip
        return [
            ConfirmedChange(r["subject"], r["attribute"], r["new_uid"], r["new_value"],
                            r["old_uid"], r["old_value"], native(r["at"]), r["decided_by"])
            for r in rows
        ]  # fmt: skip

    def _mark_stale(self, tenant: str, probes: list[Probe]) -> list[Probe]:
        """Probes with their stale marks brought up to date (and stored where they moved)."""

        def key(p: Probe) -> str | None:
            d = p.draft
            return slot_key(d.subject, d.attribute) if d.subject and d.attribute else None

        keys = sorted({k for p in probes if (k := key(p)) is not None})
        latest: dict[str, ConfirmedChange] = {}
        for change in self._changes(tenant, slot_keys=keys) if keys else []:
            latest[slot_key(change.subject, change.attribute)] = change  # ordered by time
        marked, moved = [], []
        for p in probes:
            k = key(p)
            reason = overtaken(p, latest.get(k)) if k else None
            if (reason is not None) != p.stale or reason != p.stale_reason:
                moved.append({"uid": p.uid, "stale": reason is not None, "reason": reason})
                p = dataclasses.replace(p, stale=reason is not None, stale_reason=reason)
            marked.append(p)
        if moved:
            self.graph.execute("health/mark_stale", tenant, rows=moved)
        return marked


async def run_every(watch: HealthWatch, seconds: float) -> None:
    """The scheduled run inside the server: every tenant with probes, every `seconds`, on a
    worker thread; a failed round is logged and the schedule goes on."""
    while True:
        await asyncio.sleep(seconds)
        try:
            await asyncio.to_thread(watch.run_all)
        except Exception:  # noqa: BLE001 - an outage must not end the schedule
            log.exception("scheduled health run failed")


def _check_tenant(tenant: str) -> None:
    if not is_tenant_name(tenant):
        raise BadInput(f"unknown or malformed tenant {tenant!r}")


# -- mapping -------------------------------------------------------------------------------


def _tallies(verdicts: Sequence[tuple[Probe, Verdict, EvidencePacket]]) -> list[SliceTally]:
    by_slice: dict[str, list[tuple[Probe, Verdict]]] = defaultdict(list)
    for p, v, _ in verdicts:
        by_slice[v.slice].append((p, v))
    return [
        SliceTally(name, sum(v.passed for _, v in pvs if not v.stale),
                   sum(not v.stale for _, v in pvs), sum(v.stale for _, v in pvs),
                   fingerprint(p.counted_as for p, v in pvs if not v.stale))
        for name, pvs in sorted(by_slice.items())
    ]  # fmt: skip


def packet_summary(packet: EvidencePacket) -> dict[str, Any]:
    """What a failing probe's packet held, for an incident: the blocks' facts with their
    roles, the first verbatim turns and the prompt."""

    def facts(items: list[EvidenceItem]) -> list[dict[str, Any]]:
        return [{"uid": i.fact.uid, "subject": i.fact.subject, "attribute": i.fact.attribute,
                 "value": i.fact.value, "role": i.fact.role.value, "why": i.why}
                for i in items if i.fact is not None]  # fmt: skip

    return {
        "view": packet.view.value, "viewReason": packet.view_reason,
        "knownAt": iso(packet.known_at), "asOf": iso(packet.as_of),
        "current": facts(packet.current), "historical": facts(packet.historical),
        "transition": facts(packet.transition), "ambiguous": facts(packet.ambiguous),
        "episodes": [i.episode.text for i in packet.episodes[:EPISODES_KEPT] if i.episode],
        "prompt": packet.prompt,
    }  # fmt: skip


def _incident_row(
    uid: str, result: SliceResult, verdicts: Sequence[tuple[Probe, Verdict, EvidencePacket]]
) -> dict[str, Any]:
    first = result.state.first_breach
    assert first is not None  # an incident opens on a breach streak
    failures = [
        {"probeId": p.uid, "question": p.draft.question, "expected": list(p.draft.expected),
         "rule": p.draft.rule.value, "reason": v.reason, "packet": packet_summary(packet)}
        for p, v, packet in verdicts
        if v.slice == result.slice and not v.passed and not v.stale
    ]  # fmt: skip
    return {"uid": uid, "slice": result.slice, "snapshot_version": first.version,
            "snapshot_known_at": first.known_at, "first_run_uid": first.run_uid,
            "passed": result.passed, "total": result.total, "threshold": result.threshold,
            "failures": json.dumps(failures)}  # fmt: skip


def _result_json(r: SliceResult) -> dict[str, Any]:
    return dataclasses.asdict(r)


def _result(d: dict[str, Any]) -> SliceResult:
    state = dict(d["state"])
    first = state.pop("first_breach")
    d = {**d, "state": SliceState(**state, first_breach=Breach(**first) if first else None)}
    return SliceResult(**d)


def _run(row: dict[str, Any]) -> HealthRun:
    return HealthRun(
        row["uid"], row["tenant"], native(row["started_at"]),
        Snapshot(native(row["known_at"]), row["version"]), row["duration_ms"], row["probes"],
        [_result(d) for d in json.loads(row["slices"])],
    )  # fmt: skip


def _incident(row: dict[str, Any]) -> Incident:
    return Incident(
        row["uid"], row["tenant"], row["slice"], row["status"], native(row["opened_at"]),
        Snapshot(native(row["snapshot_known_at"]), row["snapshot_version"]),
        row["first_run_uid"], row["run_uid"], row["passed"], row["total"], row["threshold"],
        json.loads(row["failures"]), _time(row, "resolved_at"), _time(row, "acknowledged_at"),
        row.get("acknowledged_by"), _time(row, "closed_at"), row.get("closed_by"), row.get("note"),
    )  # fmt: skip


def _time(row: dict[str, Any], name: str) -> datetime | None:
    return native(row[name]) if row.get(name) else None


def _probe(row: dict[str, Any]) -> Probe:
    draft = ProbeDraft(
        question=row["question"], expected=tuple(row["expected"]), rule=ProbeRule(row["rule"]),
        slice=row["slice"], view=StateView(row["view"]) if row.get("view") else None,
        subject=row.get("subject"), attribute=row.get("attribute"),
        as_of=_time(row, "as_of"),
        source=ProbeSource(row["source"]), origin=row.get("origin"),
    )  # fmt: skip
    return Probe(row["uid"], draft, native(row["written_at"]), row["version"],
                 bool(row.get("stale")), row.get("stale_reason"), int(row.get("revision") or 0),
                 _time(row, "retired_at"))  # fmt: skip
