"""Health-watch probes: what a probe is, how a packet is judged against it, the probes a
confirmed change or a confirmed audit decision yields, and when a probe has gone stale.

Pure: `palimpsest.health` loads and stores probes and asks `MemoryService.evidence` for the
packets. A probe is a question with the view it asks for, the value(s) it expects, the rule
that judges the packet, the slice it counts in, and the graph version it was written against.

Rules, each over the packet's fact items (only the probe's slot when it names one; values
compared case- and space-insensitively):

- `current`: every expected value is in the `current` block;
- `historical`: every expected value is in the `historical` block and none is in `current`;
- `not_current`: no expected value is in the `current` block (a rejected or replaced value);
- `mentioned`: every expected value appears in the packet's prompt (free-form questions).

**Stale.** A slot-bound probe is overtaken when its slot's latest confirmed change (a
`SUPERSEDES` edge) was recorded after the probe was written and contradicts it: a new value
outside a `current` probe's expectation, or an expected value of a `historical` /
`not_current` probe made current again. A stale probe still runs and is reported, but counts
with weight 0 (`recall.alarms.SliceTally`): its expectation, not the memory, is out of date.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from graph.types import Fact, Relation
from recall.packet import EvidencePacket
from recall.view import StateView


class ProbeRule(str, enum.Enum):
    CURRENT = "current"
    HISTORICAL = "historical"
    NOT_CURRENT = "not_current"
    MENTIONED = "mentioned"


class ProbeSource(str, enum.Enum):
    ADMIN = "admin"
    AUDIT_DECISION = "audit_decision"  # generated from a decision a person made
    CONFIRMED_CHANGE = "confirmed_change"  # generated from a slot's SUPERSEDES edge


# The slice generated probes go to: both halves of a change (new value current, old value
# historical) are what an update must leave behind. An admin names any slice.
UPDATES_SLICE = "updates"


@dataclass(frozen=True)
class ProbeDraft:
    """A probe before it is stored: what the question asks and how to judge the answer."""

    question: str
    expected: tuple[str, ...]
    rule: ProbeRule
    slice: str
    view: StateView | None = None
    subject: str | None = None
    attribute: str | None = None
    as_of: datetime | None = None
    source: ProbeSource = ProbeSource.ADMIN
    origin: str | None = None
    """What a generated probe came from (e.g. "change:<new>><old>:current"): generating
    twice from the same change or decision yields the same probe once."""


@dataclass(frozen=True)
class Probe:
    """A stored probe, with the graph version it was written against."""

    uid: str
    draft: ProbeDraft
    written_at: datetime
    version: str
    stale: bool = False
    stale_reason: str | None = None
    revision: int = 0  # edits by an admin (each one recalibrates the slice)
    retired_at: datetime | None = None

    @property
    def counted_as(self) -> str:
        """How the probe counts in its slice's fingerprint: an edit is a new probe."""
        return self.uid if self.revision == 0 else f"{self.uid}#{self.revision}"


@dataclass(frozen=True)
class Verdict:
    """How one probe fared in one run."""

    probe_uid: str
    slice: str
    passed: bool
    stale: bool
    reason: str


@dataclass(frozen=True)
class ConfirmedChange:
    """A slot's value replaced: a SUPERSEDES edge as read for generation and staleness."""

    subject: str
    attribute: str
    new_uid: str
    new_value: str
    old_uid: str
    old_value: str
    at: datetime
    decided_by: str  # auto | human


@dataclass(frozen=True)
class ConfirmedDecision:
    """An audit item a person decided (decision None: rejected)."""

    audit_uid: str
    decision: Relation | None
    subject: str
    attribute: str
    new_value: str
    existing_value: str | None


def norm(value: str) -> str:
    return " ".join(value.casefold().split())


def _values(facts: Iterable[Fact], draft: ProbeDraft) -> set[str]:
    """The values of the facts that speak for the probe's slot (all when it names none)."""
    return {
        norm(f.value)
        for f in facts
        if (draft.subject is None or norm(f.subject) == norm(draft.subject))
        and (draft.attribute is None or f.attribute == draft.attribute)
    }


def judge(probe: Probe, packet: EvidencePacket) -> Verdict:
    """Whether `packet` answers `probe` by its rule (module docstring)."""
    draft = probe.draft
    expected = [norm(v) for v in draft.expected]
    current = _values((i.fact for i in packet.current if i.fact is not None), draft)
    historical = _values((i.fact for i in packet.historical if i.fact is not None), draft)
    if draft.rule is ProbeRule.CURRENT:
        missing = [v for v in expected if v not in current]
        passed, why = not missing, f"not current: {missing}"
    elif draft.rule is ProbeRule.HISTORICAL:
        missing = [v for v in expected if v not in historical]
        leaked = [v for v in expected if v in current]
        passed = not missing and not leaked
        why = f"not historical: {missing}" if missing else f"still current: {leaked}"
    elif draft.rule is ProbeRule.NOT_CURRENT:
        leaked = [v for v in expected if v in current]
        passed, why = not leaked, f"current: {leaked}"
    else:
        prompt = norm(packet.prompt)
        missing = [v for v in expected if v not in prompt]
        passed, why = not missing, f"not in the prompt: {missing}"
    shown = sorted(current) if draft.rule is not ProbeRule.MENTIONED else []
    reason = "pass" if passed else f"{why}; current block holds {shown}"
    return Verdict(probe.uid, draft.slice, passed, probe.stale, reason)


def _whose(subject: str, attribute: str) -> str:
    """ "my home city" for the user, "Ana's phone" for anyone else. The question carries no
    "now": the view is explicit, and the word would match every change's text ("I moved to
    X now") in full-text search, outranking the slot asked about."""
    words = attribute.replace("_", " ").replace(":", " ").strip()
    owner = "my" if subject.strip().casefold() in ("user", "i", "me") else f"{subject}'s"
    return f"{owner} {words}"


def current_probe(
    subject: str, attribute: str, values: Sequence[str], source: ProbeSource, origin: str
) -> ProbeDraft:
    """'What is my <attribute>?' (current view) expecting `values` in the current block."""
    return ProbeDraft(
        question=f"What is {_whose(subject, attribute)}?",
        expected=tuple(values), rule=ProbeRule.CURRENT, slice=UPDATES_SLICE,
        view=StateView.CURRENT, subject=subject, attribute=attribute, source=source,
        origin=origin,
    )  # fmt: skip


def history_probe(
    subject: str, attribute: str, value: str, source: ProbeSource, origin: str
) -> ProbeDraft:
    """'What was my <attribute> before?' expecting `value` in the historical block."""
    return ProbeDraft(
        question=f"What was {_whose(subject, attribute)} before?",
        expected=(value,), rule=ProbeRule.HISTORICAL, slice=UPDATES_SLICE,
        view=StateView.HISTORICAL, subject=subject, attribute=attribute, source=source,
        origin=origin,
    )  # fmt: skip


def probes_for_change(change: ConfirmedChange) -> list[ProbeDraft]:
    """A confirmed change: its new value must be current, its old value historical."""
    origin = f"change:{change.new_uid}>{change.old_uid}"
    src = ProbeSource.CONFIRMED_CHANGE
    s, a = change.subject, change.attribute
    return [
        current_probe(s, a, [change.new_value], src, f"{origin}:current"),
        history_probe(s, a, change.old_value, src, f"{origin}:historical"),
    ]


def probes_for_decision(decision: ConfirmedDecision) -> list[ProbeDraft]:
    """What a person's audit decision commits the memory to:

    - rejected: the rejected value is not current;
    - supersedes: the new value is current, the existing one historical;
    - coexists / scoped exception: both values are current;
    - duplicate: the existing value is current;
    - evolves to / unrelated: nothing a state probe can check (no probe)."""
    s, a, d = decision.subject, decision.attribute, decision.decision
    src = ProbeSource.AUDIT_DECISION
    origin = f"audit:{decision.audit_uid}"
    old = decision.existing_value
    if d is None:
        rejected = current_probe(s, a, [decision.new_value], src, f"{origin}:rejected")
        return [dataclasses.replace(rejected, rule=ProbeRule.NOT_CURRENT)]
    if d is Relation.SUPERSEDES:
        drafts = [current_probe(s, a, [decision.new_value], src, f"{origin}:current")]
        if old is not None:
            drafts.append(history_probe(s, a, old, src, f"{origin}:historical"))
        return drafts
    if d in (Relation.COEXISTS_WITH, Relation.SCOPED_EXCEPTION) and old is not None:
        return [current_probe(s, a, [old, decision.new_value], src, f"{origin}:both")]
    if d is Relation.DUPLICATE and old is not None:
        return [current_probe(s, a, [old], src, f"{origin}:duplicate")]
    return []


def overtaken(probe: Probe, latest: ConfirmedChange | None) -> str | None:
    """Why `probe` is stale given its slot's latest confirmed change, or None."""
    draft = probe.draft
    if latest is None or latest.at <= probe.written_at or draft.rule is ProbeRule.MENTIONED:
        return None
    new = norm(latest.new_value)
    expected = {norm(v) for v in draft.expected}
    if draft.rule is ProbeRule.CURRENT and new not in expected:
        return f"overtaken: {latest.new_value!r} became current at {latest.at.isoformat()}"
    if draft.rule is not ProbeRule.CURRENT and new in expected:
        return f"overtaken: {latest.new_value!r} is current again since {latest.at.isoformat()}"
    return None
