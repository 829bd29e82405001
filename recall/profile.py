"""A subject's profile card: who this person is now, built from the graph with no LLM call.

`build_profile` is pure: it takes the subject's slots with their facts as read
(`recall.profile_read`) and decides, for a reference time (`as_of`, else now) and a system
time (`known_at`):

- **states**, grouped by domain (`recall.domains`): per slot, the value that holds (the
  latest current fact, else a coexisting one, else a scoped exception), `since` its
  `valid_from`, the slot's other current or coexisting values, and its scoped exceptions;
- **in flight**: transitions (plans, considerations) that hold, with the value they leave;
- **abandoned**: transitions that were closed without their value becoming the slot's value,
  latest first;
- **changes**: SUPERSEDES edges between visible facts, latest first: old → new, when, and why
  when a CAUSES edge reaches the new fact;
- **traits**: current values held at least `TRAIT_MIN_DAYS` or stated `TRAIT_MIN_SOURCES`
  times, held longest and reinforced most first;
- **pending**: facts waiting for review, with the proposal, marked unconfirmed.

Time travel is that of evidence packets (`recall.evidence.visible_at`); a transition keeps its
role while it was valid (a closed one is historical now, and `role_at` alone would call it
current at a time inside its validity). A fact was born a transition when it is one, when an
EVOLVES_TO edge reaches it, or when its text holds an intent cue ("planning to", 打算).
`render_profile` writes the card as a prompt under a token budget (`recall.prompt.fit_lines`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from extract.cues import find_cues
from graph.types import Cardinality, Cue, EdgeType, Fact, FactRole, StateSlot
from recall.domains import DOMAIN_ORDER, domain_of
from recall.evidence import visible_at
from recall.expand import LoadedFact
from recall.prompt import PromptLine, fit_lines
from recall.rank import settle_single_slots

CHANGES_LIMIT = 6
ABANDONED_LIMIT = 5
TRAITS_LIMIT = 5
TRAIT_MIN_DAYS = 180
TRAIT_MIN_SOURCES = 3


# -- what is read --------------------------------------------------------------------------


@dataclass(frozen=True)
class EdgeOut:
    """A state edge out of a fact: SUPERSEDES, EVOLVES_TO or COEXISTS_WITH."""

    type: EdgeType
    dst: str
    at: datetime | None


@dataclass(frozen=True)
class AuditInfo:
    uid: str
    status: str
    decided_at: datetime | None
    proposed: str
    reason: str
    existing_uid: str | None


@dataclass(frozen=True)
class CauseInfo:
    text: str
    reason: str | None


@dataclass
class SubjectFact:
    """A fact of the subject as read, with what the card needs around it."""

    loaded: LoadedFact
    sources: int = 1
    edges: list[EdgeOut] = field(default_factory=list)
    audits: list[AuditInfo] = field(default_factory=list)
    causes: list[CauseInfo] = field(default_factory=list)


@dataclass
class SlotFacts:
    slot: StateSlot
    facts: list[SubjectFact]


# -- the card ------------------------------------------------------------------------------


@dataclass
class ProfileState:
    attribute: str
    fact: Fact
    since: datetime
    also: list[Fact] = field(default_factory=list)  # other current or coexisting values
    exceptions: list[Fact] = field(default_factory=list)  # scoped exceptions


@dataclass
class ProfileDomain:
    name: str
    states: list[ProfileState]


@dataclass
class ProfileTransition:
    attribute: str
    fact: Fact
    from_value: str | None
    since: datetime
    ended: datetime | None = None  # abandoned ones: when


@dataclass
class ProfileChange:
    attribute: str
    old: Fact
    new: Fact
    at: datetime
    why: str | None = None


@dataclass
class ProfileTrait:
    attribute: str
    fact: Fact
    held_days: int
    reinforced: int


@dataclass
class ProfileReview:
    attribute: str
    fact: Fact
    audit_uid: str | None
    proposed: str | None
    reason: str | None
    existing: Fact | None


@dataclass
class SubjectProfile:
    subject: str
    as_of: datetime | None
    known_at: datetime | None
    generated_at: datetime
    domains: list[ProfileDomain] = field(default_factory=list)
    in_flight: list[ProfileTransition] = field(default_factory=list)
    abandoned: list[ProfileTransition] = field(default_factory=list)
    changes: list[ProfileChange] = field(default_factory=list)
    traits: list[ProfileTrait] = field(default_factory=list)
    pending: list[ProfileReview] = field(default_factory=list)
    prompt: str = ""
    token_estimate: int = 0
    cached: bool = False

    @property
    def empty(self) -> bool:
        return not (self.domains or self.in_flight or self.abandoned or self.pending)


# -- building it ---------------------------------------------------------------------------


def _same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


def _visible(
    slot: SlotFacts, born_transitions: set[str], as_of: datetime | None, known_at: datetime | None
) -> list[Fact]:
    """The slot's facts as they stood (module docstring), single slots settled."""
    seen = []
    for sf in slot.facts:
        fact = visible_at(sf.loaded, as_of, known_at)
        if fact is None:
            continue
        if fact.uid in born_transitions and fact.role is FactRole.CURRENT:
            fact = dataclasses.replace(fact, role=FactRole.TRANSITION)
        seen.append(fact)
    if as_of is not None and slot.slot.cardinality is Cardinality.SINGLE:
        seen = settle_single_slots(seen, {slot.slot.attribute})
    return seen


def _state(attribute: str, facts: Sequence[Fact]) -> ProfileState | None:
    def latest(role: FactRole) -> list[Fact]:
        return sorted((f for f in facts if f.role is role), key=lambda f: f.valid_from,
                      reverse=True)  # fmt: skip

    holding = latest(FactRole.CURRENT) + latest(FactRole.COEXISTING)
    exceptions = latest(FactRole.SCOPED_EXCEPTION)
    if not holding and not exceptions:
        return None
    primary = holding[0] if holding else exceptions.pop(0)
    return ProfileState(attribute, primary, primary.valid_from, holding[1:], exceptions)


def build_profile(
    subject: str,
    slots: Sequence[SlotFacts],
    now: datetime,
    as_of: datetime | None = None,
    known_at: datetime | None = None,
) -> SubjectProfile:
    """The card of `subject` from its slots (module docstring). Pure."""
    ref = as_of or known_at or now
    profile = SubjectProfile(subject, as_of, known_at, now)
    by_domain: dict[str, list[ProfileState]] = {}
    every: dict[str, Fact] = {}
    read: dict[str, SubjectFact] = {}
    for slot in slots:
        for sf in slot.facts:
            read[sf.loaded.fact.uid] = sf
    evolves_from = {
        e.dst: uid
        for uid, sf in read.items()
        for e in sf.edges
        if e.type is EdgeType.EVOLVES_TO and (known_at is None or e.at is None or e.at <= known_at)
    }
    born = set(evolves_from) | {
        uid
        for uid, sf in read.items()
        if sf.loaded.fact.role is FactRole.TRANSITION
        or Cue.INTENT in find_cues(sf.loaded.fact.text)
    }
    for slot in slots:
        attribute = slot.slot.attribute
        facts = _visible(slot, born, as_of, known_at)
        every.update((f.uid, f) for f in facts)
        state = _state(attribute, facts)
        if state is not None:
            kind = state.fact.kind
            by_domain.setdefault(domain_of(attribute, kind), []).append(state)
        held = [f.value for f in facts if f.role in (FactRole.CURRENT, FactRole.COEXISTING)]
        for f in facts:
            source = read[f.uid].loaded.fact
            leaves = read.get(evolves_from.get(f.uid, ""))
            from_value = leaves.loaded.fact.value if leaves else None
            if f.role is FactRole.TRANSITION:
                profile.in_flight.append(ProfileTransition(attribute, f, from_value, f.valid_from))
            elif (
                f.uid in born
                and f.role is FactRole.HISTORICAL
                and source.role is not FactRole.TRANSITION
                and not any(_same(f.value, v) for v in held)
            ):
                profile.abandoned.append(
                    ProfileTransition(attribute, f, from_value, f.valid_from, f.valid_until)
                )
            elif f.role is FactRole.PENDING_REVIEW:
                profile.pending.append(_review(attribute, f, read[f.uid], known_at))
    for pending in profile.pending:
        if pending.existing is None and pending.audit_uid is not None:
            existing_uid = next(
                (
                    a.existing_uid
                    for a in read[pending.fact.uid].audits
                    if a.uid == pending.audit_uid
                ),
                None,
            )
            pending.existing = every.get(existing_uid or "")
    profile.domains = [
        ProfileDomain(name, sorted(by_domain[name], key=lambda s: s.attribute))
        for name in DOMAIN_ORDER
        if name in by_domain
    ]
    profile.in_flight.sort(key=lambda t: t.since, reverse=True)
    profile.abandoned.sort(key=lambda t: t.ended or t.since, reverse=True)
    del profile.abandoned[ABANDONED_LIMIT:]
    profile.changes = _changes(read, every, known_at)
    profile.traits = _traits(profile.domains, read, ref)
    return profile


def _review(
    attribute: str, fact: Fact, sf: SubjectFact, known_at: datetime | None
) -> ProfileReview:
    open_items = [
        a
        for a in sf.audits
        if a.status == "pending" or (known_at is not None and a.decided_at is not None
                                     and a.decided_at > known_at)
    ]  # fmt: skip
    item = open_items[0] if open_items else None
    return ProfileReview(
        attribute, fact, item.uid if item else None, item.proposed if item else None,
        item.reason if item else None, None,
    )  # fmt: skip


def _changes(
    read: dict[str, SubjectFact], every: dict[str, Fact], known_at: datetime | None
) -> list[ProfileChange]:
    changes = []
    for uid, sf in read.items():
        new = every.get(uid)
        if new is None or new.role in (FactRole.PENDING_REVIEW, FactRole.TRANSITION):
            continue
        for e in sf.edges:
            old = every.get(e.dst)
            if e.type is not EdgeType.SUPERSEDES or old is None:
                continue
            if known_at is not None and e.at is not None and e.at > known_at:
                continue
            why = "; ".join(c.reason or c.text for c in sf.causes) or None
            changes.append(ProfileChange(new.attribute, old, new, new.valid_from, why))
    changes.sort(key=lambda c: (c.at, c.new.uid), reverse=True)
    return changes[:CHANGES_LIMIT]


def _traits(
    domains: Sequence[ProfileDomain], read: dict[str, SubjectFact], ref: datetime
) -> list[ProfileTrait]:
    traits = []
    for domain in domains:
        for state in domain.states:
            f = state.fact
            if f.role is not FactRole.CURRENT:
                continue
            days = max((ref - f.valid_from).days, 0)
            reinforced = read[f.uid].sources
            if days >= TRAIT_MIN_DAYS or reinforced >= TRAIT_MIN_SOURCES:
                traits.append(ProfileTrait(state.attribute, f, days, reinforced))
    traits.sort(key=lambda t: (t.held_days / 365 + (t.reinforced - 1), t.attribute), reverse=True)
    return traits[:TRAITS_LIMIT]


# -- the prompt ----------------------------------------------------------------------------

HEADINGS: tuple[tuple[str, str], ...] = (
    ("states", "## Current state"),
    ("pending", "## Unconfirmed (pending review)"),
    ("in_flight", "## In flight (plans, considerations)"),
    ("changes", "## Recent changes"),
    ("traits", "## Stable traits"),
    ("abandoned", "## Recently abandoned"),
)
# Under a tight budget the card keeps what holds now before what changed, and drops the
# abandoned plans first.
BLOCK_SCORE = {"states": 1.0, "pending": 0.9, "in_flight": 0.8, "changes": 0.7, "traits": 0.6,
               "abandoned": 0.5}  # fmt: skip
RULE = (
    "Rule: describe the subject by the current state; unconfirmed items may be wrong, say so "
    "if you use them; plans in flight have not happened yet."
)


def _d(t: datetime | None) -> str:
    return t.date().isoformat() if t is not None else "?"


def _state_line(domain: str, s: ProfileState) -> str:
    line = f"- [{domain}] {s.attribute}: {s.fact.value} (since {_d(s.since)})"
    if s.also:
        line += "; also " + ", ".join(f"{f.value} (since {_d(f.valid_from)})" for f in s.also)
    for e in s.exceptions:
        line += f"; except {e.scope or 'scoped'}: {e.value}"
    return line


def _lines(p: SubjectProfile) -> list[PromptLine]:
    lines: list[PromptLine] = []

    def add(block: str, text: str, rank: int) -> None:
        # Within a block, earlier lines matter more.
        lines.append(PromptLine(block, text, BLOCK_SCORE[block] - rank * 1e-4, 0, len(lines)))

    n = 0
    for domain in p.domains:
        for s in domain.states:
            add("states", _state_line(domain.name, s), n)
            n += 1
    for i, r in enumerate(p.pending):
        old = f", would replace {r.existing.value}" if r.existing else ""
        proposal = f"proposed {r.proposed}{old}" if r.proposed else "under review"
        add("pending", f"- [unconfirmed] {r.attribute}: {r.fact.value} ({proposal})", i)
    for i, t in enumerate(p.in_flight):
        leaves = f" from {t.from_value}" if t.from_value else ""
        add("in_flight", f"- {t.attribute}: {t.fact.value}{leaves} (since {_d(t.since)}): "
            f"{t.fact.text}", i)  # fmt: skip
    for i, c in enumerate(p.changes):
        why = f"; why: {c.why}" if c.why else ""
        add("changes", f"- {c.attribute}: {c.old.value} → {c.new.value} ({_d(c.at)}{why})", i)
    for i, trait in enumerate(p.traits):
        times = f"{trait.reinforced} time{'s' if trait.reinforced != 1 else ''}"
        add("traits", f"- {trait.attribute}: {trait.fact.value} (held {trait.held_days} days, "
            f"stated {times})", i)  # fmt: skip
    for i, t in enumerate(p.abandoned):
        add("abandoned", f"- {t.attribute}: {t.fact.value} (considered {_d(t.since)}, "
            f"dropped {_d(t.ended)})", i)  # fmt: skip
    return lines


def _render(p: SubjectProfile, lines: list[PromptLine]) -> str:
    head = [f"# Profile of {p.subject}"]
    if p.as_of is not None:
        head.append(f"As of: {p.as_of.isoformat()}")
    if p.known_at is not None:
        head.append(f"Known at: {p.known_at.isoformat()}")
    parts = ["\n".join(head)]
    if p.empty:
        parts.append("Nothing is remembered about this subject.")
    for block, heading in HEADINGS:
        body = [line.text for line in lines if line.block == block]
        if body:
            parts.append("\n".join([heading, *body]))
    parts.append(RULE)
    return "\n\n".join(parts) + "\n"


def render_profile(profile: SubjectProfile, max_tokens: int) -> tuple[str, int]:
    """The card as a prompt of at most `max_tokens`, and its token estimate; lines drop in
    `BLOCK_SCORE` order (lowest first, the last of a block first) until it fits."""
    return fit_lines(_lines(profile), lambda kept: _render(profile, kept), max_tokens)
