"""Resolves a batch of candidate facts against the slots they touch, in memory.

Pure: it takes the slots' known active facts (loaded by the caller) and returns a `WritePlan`
that `resolver.apply` writes in one transaction. Candidates of one batch see each other, in
order, so a batch gives the same graph as the same candidates ingested one by one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from extract.changes import TAKEN_BACK_FORMS
from graph.keys import slot_key
from graph.types import (
    ACTIVE_ROLES,
    NEW,
    CandidateFact,
    CausalLink,
    Decision,
    EdgeType,
    Fact,
    FactRole,
    FactSource,
    IngestReceipt,
    Relation,
    SlotSpec,
)
from resolver.anchor import slot_kind
from resolver.policy import decide

# Vector similarity settles duplicates between short values, names spelled two ways ("NYC" /
# "New York City"). Longer values (whole statements, rules, notes) are duplicates only when
# equal once normalised: embedding each clause cost more than the rest of the resolver.
VECTOR_COMPARED_MAX_WORDS = 4


def compared_by_vector(value: str) -> bool:
    """Whether duplicates of `value` may be found by vector similarity (a short value)."""
    return len(value.split()) <= VECTOR_COMPARED_MAX_WORDS


Uid = Callable[[], str]


@dataclass
class SlotState:
    """A slot as loaded from the graph: its spec and its active facts."""

    key: str
    subject: str
    spec: SlotSpec
    uid: str
    active: list[Fact] = field(default_factory=list)
    exists: bool = True


@dataclass
class CandidateInput:
    """One candidate with where it came from."""

    candidate: CandidateFact
    episode_uid: str
    recorded_at: datetime
    embedding: list[float] | None
    source: FactSource = FactSource.USER


@dataclass
class EdgeWrite:
    type: EdgeType
    src: str
    dst: str
    reason: str
    confidence: float
    decided_by: str = "auto"
    audit_uid: str | None = None
    episode_uid: str | None = None


@dataclass
class AuditWrite:
    uid: str
    new_fact_uid: str
    existing_fact_uid: str | None
    proposed: Relation
    confidence: float
    reason: str


@dataclass
class WritePlan:
    """Everything one batch writes. Facts carry their final role and validity."""

    new_facts: list[tuple[Fact, str, list[float] | None, str, tuple[int, int] | None]] = field(
        default_factory=list
    )  # (fact, slot_key, embedding, episode_uid, span)
    fact_updates: dict[str, dict[str, object]] = field(default_factory=dict)
    provenance: list[tuple[str, str, tuple[int, int] | None]] = field(default_factory=list)
    reinforced: list[str] = field(default_factory=list)
    edges: list[EdgeWrite] = field(default_factory=list)
    audits: list[AuditWrite] = field(default_factory=list)
    slots: dict[str, SlotState] = field(default_factory=dict)
    receipt: IngestReceipt = field(default_factory=IngestReceipt)
    new_index: dict[str, int] = field(default_factory=dict)


def decision_order(items: Sequence[CandidateInput]) -> list[int]:
    """The order `items` are decided in: episode by episode as given, and within an episode
    the values a correction takes back first ("Sorry, I meant giffgaff, not Smarty! I moved
    my number over a few weeks ago"): once Smarty has ended, giffgaff, dated before Smarty
    was said, is the current value, not an out-of-order past one."""
    first_seen: dict[str, int] = {}
    for at, item in enumerate(items):
        first_seen.setdefault(item.episode_uid, at)
    return sorted(
        range(len(items)),
        key=lambda at: (
            first_seen[items[at].episode_uid],
            items[at].candidate.extractor not in TAKEN_BACK_FORMS,
            at,
        ),
    )


def resolve_batch(
    items: Sequence[CandidateInput],
    slots: dict[str, SlotState],
    new_uid: Uid,
    *,
    similarity_threshold: float = 0.92,
    links: Sequence[tuple[CausalLink, Sequence[int], str]] = (),
    value_similarity: Callable[[str, str], float] | None = None,
) -> tuple[WritePlan, list[str | None]]:
    """Decide every candidate (in `decision_order`); return the plan and, per candidate (in
    the order given), the uid of the fact that now stands for it (new or reinforced), for
    causal links.

    `links`: (link, index map of that episode's candidates into `items`, episode uid).
    `value_similarity`: similarity of two values (e.g. cosine of their embeddings), for
    duplicates that differ in spelling ("NYC" / "New York City")."""
    plan = WritePlan(slots=slots)
    known: dict[str, Fact] = {f.uid: f for s in slots.values() for f in s.active}
    fact_for: list[str | None] = [None] * len(items)
    for at in decision_order(items):
        item = items[at]
        cand = item.candidate
        state = slots[slot_key(cand.subject, cand.attribute)]

        def similarity(fact: Fact, _value: str = cand.value) -> float:
            # Values, not sentences: "my phone is now 555-4298" and "my phone is 555-3697"
            # read alike but say different things.
            if value_similarity is None or not (
                compared_by_vector(_value) and compared_by_vector(fact.value)
            ):
                return 0.0
            return value_similarity(_value, fact.value)

        decision = decide(
            cand, list(state.active), state.spec,
            duplicate_similarity=similarity, similarity_threshold=similarity_threshold,
        )  # fmt: skip
        fact_for[at] = _apply(decision, item, state, plan, known, new_uid)
    for link, index_map, episode_uid in links:
        cause, effect = fact_for[index_map[link.cause]], fact_for[index_map[link.effect]]
        if cause and effect and cause != effect:
            plan.edges.append(
                EdgeWrite(EdgeType.CAUSES, cause, effect, f"cue '{link.cue}'", 0.7,
                          episode_uid=episode_uid)
            )  # fmt: skip
            plan.receipt.causal_links += 1
    return plan, fact_for


def _apply(
    decision: Decision,
    item: CandidateInput,
    state: SlotState,
    plan: WritePlan,
    known: dict[str, Fact],
    new_uid: Uid,
) -> str | None:
    cand = item.candidate
    receipt = plan.receipt
    valid_from = cand.valid_from or item.recorded_at
    new_fact: Fact | None = None
    if decision.relation is Relation.DUPLICATE and not decision.queued and decision.target_uid:
        uid = decision.target_uid
        plan.provenance.append((uid, item.episode_uid, cand.span))
        plan.reinforced.append(uid)
        receipt.facts_reinforced += 1
    else:
        uid = new_uid()
        new_fact = Fact(
            uid=uid, tenant="", text=cand.text, subject=cand.subject, attribute=cand.attribute,
            value=cand.value, role=decision.new_role, valid_from=valid_from,
            valid_until=cand.valid_until, recorded_at=item.recorded_at,
            memory_type=cand.memory_type, kind=cand.kind, confidence=cand.confidence,
            source=item.source, extractor=cand.extractor, scope=cand.scope,
            kind_hint=slot_kind(cand),
        )  # fmt: skip
        known[uid] = new_fact
        plan.new_index[uid] = len(plan.new_facts)
        plan.new_facts.append((new_fact, state.key, item.embedding, item.episode_uid, cand.span))
        receipt.facts_created += 1
    resolve = {NEW: uid}.get
    if decision.queued:
        plan.audits.append(
            AuditWrite(new_uid(), uid, decision.target_uid, decision.relation,
                       decision.confidence, decision.reason)
        )  # fmt: skip
        receipt.queued_for_review += 1
        return uid
    for target, role in decision.role_changes.items():
        _set(plan, known, resolve(target, target), role=role)
    for target, until in decision.close_validity.items():
        _set(plan, known, resolve(target, target), valid_until=until)
    # A fact that leaves the active roles must be closed (invariant 2): at the new valid_from.
    for target, role in decision.role_changes.items():
        fact = known.get(resolve(target, target))
        if fact and role is FactRole.HISTORICAL and fact.valid_until is None:
            _set(plan, known, fact.uid, valid_until=valid_from)
    if (
        new_fact is not None
        and new_fact.role is FactRole.HISTORICAL
        and new_fact.valid_until is None
    ):
        new_fact.valid_until = valid_from
    for edge in decision.edges:
        plan.edges.append(
            EdgeWrite(edge.type, resolve(edge.src, edge.src), resolve(edge.dst, edge.dst),
                      decision.reason, decision.confidence, episode_uid=item.episode_uid)
        )  # fmt: skip
    _count(decision, receipt)
    state.active = [known[f.uid] for f in state.active if known[f.uid].role in ACTIVE_ROLES]
    if new_fact is not None and new_fact.role in ACTIVE_ROLES:
        state.active.append(new_fact)
    return uid


def _set(plan: WritePlan, known: dict[str, Fact], uid: str, **changes: object) -> None:
    fact = known.get(uid)
    if fact is not None:
        known[uid] = replace(fact, **changes)  # type: ignore[arg-type]
        # A fact created in this batch is written with its final state; others are updated.
        pos = plan.new_index.get(uid)
        if pos is not None:
            _, *rest = plan.new_facts[pos]
            plan.new_facts[pos] = (known[uid], *rest)  # type: ignore[assignment]
            return
    update = plan.fact_updates.setdefault(uid, {})
    for name, value in changes.items():
        update[name] = value.value if isinstance(value, FactRole) else value


def _count(decision: Decision, receipt: IngestReceipt) -> None:
    if decision.relation is Relation.SUPERSEDES:
        receipt.superseded += 1
    elif decision.relation is Relation.EVOLVES_TO or decision.new_role is FactRole.TRANSITION:
        receipt.transitions += 1
    elif decision.relation in (Relation.COEXISTS_WITH, Relation.SCOPED_EXCEPTION):
        receipt.coexisting += 1
