"""Domain types of the temporal knowledge graph (DESIGN.md: graph model).

Plain dataclasses and enums: the resolver, extractor and recall decide over these, with no
database in sight. Neo4j access lives in `graph.db`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from datetime import datetime


class FactRole(str, enum.Enum):
    CURRENT = "current"
    HISTORICAL = "historical"
    TRANSITION = "transition"
    COEXISTING = "coexisting"
    SCOPED_EXCEPTION = "scoped_exception"
    PENDING_REVIEW = "pending_review"
    RETRACTED = "retracted"


class Relation(str, enum.Enum):
    """How a new fact relates to a known one; the resolver's verdict."""

    DUPLICATE = "duplicate"
    SUPERSEDES = "supersedes"
    EVOLVES_TO = "evolves_to"
    COEXISTS_WITH = "coexists_with"
    SCOPED_EXCEPTION = "scoped_exception"
    UNRELATED = "unrelated"


class EdgeType(str, enum.Enum):
    """Relationship types between facts. A closed enum: the only types Cypher may vary over."""

    SUPERSEDES = "SUPERSEDES"
    EVOLVES_TO = "EVOLVES_TO"
    COEXISTS_WITH = "COEXISTS_WITH"
    CAUSES = "CAUSES"


class MemoryType(str, enum.Enum):
    SEMANTIC = "semantic"
    EPISODIC = "episodic"
    PROCEDURAL = "procedural"


class Cardinality(str, enum.Enum):
    SINGLE = "single"
    MULTI = "multi"


class Risk(str, enum.Enum):
    HIGH = "high"
    NORMAL = "normal"


class AuditStatus(str, enum.Enum):
    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"
    AMENDED = "amended"


class EpisodeKind(str, enum.Enum):
    """What an episode records: a message (said or observed), or a case (a trigger, what was
    done, and later its outcome). Episodes stored before cases existed are messages."""

    MESSAGE = "message"
    CASE = "case"


class OutcomeStatus(str, enum.Enum):
    SUCCESS = "success"
    PARTIAL = "partial"
    FAILURE = "failure"


class FactSource(str, enum.Enum):
    USER = "user"
    TOOL = "tool"
    HUMAN_REVIEW = "human_review"
    SYSTEM_IMPORT = "system_import"


class Cue(str, enum.Enum):
    """Cue families found in a sentence; the resolver policy keys on them."""

    UPDATE = "update"
    INTENT = "intent"
    ABANDONED = "abandoned"
    SCOPE = "scope"
    NEGATION = "negation"
    MEMORY_TRIGGER = "memory_trigger"
    CAUSAL = "causal"
    PAST = "past"


# The attribute of an open statement: a first-person statement no known slot reads.
OPEN_ATTRIBUTE = "statement"
# An open slot minted for a state no vocabulary attribute names ("about:pulse fitness": the
# slot whose value was Pulse Fitness when it was first stated). Single-valued: a later
# statement joins it by naming the value it leaves (resolver.anchor).
MINTED_PREFIX = "about:"
# The prefix of a slot named by the speaker's own noun ("my pet sitter is Jasper" ->
# `named:pet sitter`, extract.named): single-valued, like a minted slot.
NAMED_PREFIX = "named:"

# The kind of a named or minted slot given by the verb that takes its values ("verb:edit in":
# "edits in Audacity"; "verb:edit": "for editing"; extract.taking_verbs), not by an attribute.
VERB_KIND_PREFIX = "verb:"


def verb_kind(verb: str | None) -> str | None:
    """A taking verb as a slot's kind (`VERB_KIND_PREFIX`), or None."""
    return VERB_KIND_PREFIX + verb if verb else None


def is_verb_kind(kind: str | None) -> bool:
    """Whether a slot's kind is a taking verb (`verb_kind`), not an attribute."""
    return kind is not None and kind.startswith(VERB_KIND_PREFIX)


# Roles a slot's fact can hold while it still speaks for the slot ("active").
ACTIVE_ROLES: frozenset[FactRole] = frozenset(
    {FactRole.CURRENT, FactRole.COEXISTING, FactRole.SCOPED_EXCEPTION, FactRole.TRANSITION}
)
ACTIVE_ROLE_VALUES: list[str] = sorted(r.value for r in ACTIVE_ROLES)  # as Cypher parameters


@dataclass(frozen=True)
class SlotSpec:
    """Vocabulary entry for an attribute: how many values it holds and how risky a change is."""

    attribute: str
    cardinality: Cardinality = Cardinality.MULTI
    risk: Risk = Risk.NORMAL
    cues: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    # A multi-valued slot whose values usually follow one another (the language someone is
    # learning): a new value replaces the held ones unless the statement keeps or adds them.
    successive: bool = False


@dataclass(frozen=True)
class Outcome:
    """How a case turned out: a status, what resulted, and the lesson drawn."""

    status: OutcomeStatus
    result: str | None = None
    lesson: str | None = None
    recorded_at: datetime | None = None  # when the service learnt it


@dataclass
class Episode:
    """Verbatim input. `content_hash` or `idempotency_key` makes ingest idempotent."""

    uid: str
    tenant: str
    text: str
    occurred_at: datetime
    recorded_at: datetime
    source: str = "user"
    speaker: str | None = None
    session_id: str | None = None
    seq: int | None = None
    external_id: str | None = None
    idempotency_key: str | None = None
    content_hash: str = ""
    metadata: dict[str, object] = field(default_factory=dict)
    kind: EpisodeKind = EpisodeKind.MESSAGE
    trigger: str | None = None  # a case's trigger ("the build broke after an upgrade")
    outcome: Outcome | None = None


@dataclass
class StateSlot:
    uid: str
    tenant: str
    key: str
    subject: str
    attribute: str
    cardinality: Cardinality = Cardinality.MULTI
    risk: Risk = Risk.NORMAL


@dataclass
class Fact:
    uid: str
    tenant: str
    text: str
    subject: str
    attribute: str
    value: str
    role: FactRole
    valid_from: datetime
    recorded_at: datetime
    valid_until: datetime | None = None
    expired_at: datetime | None = None
    memory_type: MemoryType = MemoryType.SEMANTIC
    kind: str = "preference"
    confidence: float = 0.8
    source: FactSource = FactSource.USER
    extractor: str = "rules"
    scope: str | None = None
    access_count: int = 0
    last_accessed: datetime | None = None
    # In a slot the speaker named or one minted from a value: the attribute the clause model
    # read the fact's clause as (its kind), so a change said under another name finds the
    # slot (resolver.anchor).
    kind_hint: str | None = None


@dataclass
class CandidateFact:
    """What an extractor (or a structured-ingest caller) proposes, before the resolver rules."""

    subject: str
    attribute: str
    value: str
    text: str
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    memory_type: MemoryType = MemoryType.SEMANTIC
    kind: str = "preference"
    confidence: float = 0.8
    cues: frozenset[Cue] = frozenset()
    scope: str | None = None
    span: tuple[int, int] | None = None
    extractor: str = "rules"
    # For a transition ("planning to move to X") the target value is `value`;
    # for an abandoned transition ("considered X but stayed with Y") `value` is Y and
    # `considered` is X.
    considered: str | None = None
    # Set when the time expression could not be resolved (fact sits at episode time).
    time_uncertain: bool = False
    # An open statement's main thing named ("I transferred to Checkout" -> "Checkout"): the
    # value if a learned attribute takes the statement into a slot (extract.assertion).
    focus: str | None = None
    # The clause model's attribute for an open statement and its probability, when it was
    # too unsure to name the slot alone, or for a reading in a named slot (extract.assertion):
    # a hint resolver.anchor weighs against the slots the subject already holds.
    attribute_hint: tuple[str, float] | None = None
    # The holder is not the speaker but a name the turn gives ("Sorrel banks with …", "For
    # Bracken Hill Farm: we …"): the clause model reads the clause as the holder would say it
    # (extract.holders.holder_view).
    named_holder: bool = False
    # The old value a change says it leaves ("我从Hallam Digital辞职了，现在在Sheffield
    # Hallam" -> "Hallam Digital"), when the change's words name it (extract.changes): the
    # slot holding it is the new value's (resolver.anchor).
    leaves: str | None = None
    # The verb an open statement's focus hangs on, stemmed, with its other object and its
    # preposition ("Yvonne edits in Audacity" -> "edit in"), when it says what kind of thing
    # the focus is (extract.taking_verbs): a minted slot's kind, so a later change said with
    # the same taking verb joins it (resolver.anchor).
    taking_verb: str | None = None


@dataclass(frozen=True)
class CausalLink:
    """Candidate CAUSES edge between two candidate facts of one episode (indexes into its list)."""

    cause: int
    effect: int
    cue: str


@dataclass
class AuditItem:
    uid: str
    tenant: str
    status: AuditStatus
    proposed: Relation
    confidence: float
    reason: str
    created_at: datetime
    new_fact_uid: str
    existing_fact_uid: str | None = None
    decided_at: datetime | None = None
    decided_by: str | None = None
    decision: Relation | None = None
    note: str | None = None


NEW = "new"  # stands for the candidate's future uid inside a Decision


@dataclass(frozen=True)
class PlannedEdge:
    """An edge the resolver wants written. `src`/`dst` are fact uids, or NEW for the candidate."""

    type: EdgeType
    src: str
    dst: str


@dataclass
class Decision:
    """The resolver's verdict for one candidate fact: pure data that `resolver.apply` writes.

    - `relation`: the relation chosen (or proposed, when `queued`).
    - `new_role`: role the candidate gets; ignored for a duplicate (no new node).
    - `target_uid`: the known fact the relation is about (the reinforced one for a duplicate).
    - `role_changes`: roles to set on known facts (e.g. the superseded one becomes historical).
    - `close_validity`: known fact uid -> valid_until to set (the candidate's valid_from).
    - `edges`: edges to add.
    - `queued`: the case goes to the audit queue; `relation` is then the proposal.
    """

    relation: Relation
    new_role: FactRole
    confidence: float
    reason: str
    target_uid: str | None = None
    role_changes: dict[str, FactRole] = field(default_factory=dict)
    close_validity: dict[str, datetime] = field(default_factory=dict)
    edges: list[PlannedEdge] = field(default_factory=list)
    queued: bool = False


# -- service inputs and receipts (what transports hand to and get from MemoryService) ------


@dataclass
class EpisodeInput:
    """One episode to ingest. `occurred_at` must be timezone-aware."""

    text: str
    occurred_at: datetime
    source: str = "user"
    speaker: str | None = None
    session_id: str | None = None
    external_id: str | None = None
    idempotency_key: str | None = None
    metadata: dict[str, object] | None = None
    # A case (graph.types.EpisodeKind): a trigger or an outcome makes the episode one.
    kind: EpisodeKind | None = None
    trigger: str | None = None
    outcome: Outcome | None = None


@dataclass
class StructuredFactInput:
    """A fact a caller already has (structured ingest skips extraction). `text` is the
    verbatim source it came from; it is stored as the fact's episode."""

    subject: str
    attribute: str
    value: str
    valid_from: datetime
    text: str
    source: str = "system_import"
    speaker: str | None = None
    session_id: str | None = None
    idempotency_key: str | None = None
    kind: str = "preference"
    memory_type: MemoryType = MemoryType.SEMANTIC
    confidence: float = 0.9
    scope: str | None = None
    # Callers with their own 384-d vectors (normalised) skip the embedding model.
    embedding: list[float] | None = None


@dataclass
class IngestReceipt:
    """Exactly what one ingest call did (DESIGN.md IngestReceipt)."""

    episode_ids: list[str] = field(default_factory=list)
    accepted: int = 0
    duplicates: int = 0
    facts_created: int = 0
    facts_reinforced: int = 0
    superseded: int = 0
    transitions: int = 0
    coexisting: int = 0
    queued_for_review: int = 0
    causal_links: int = 0
    llm_calls: int = 0
    warnings: list[str] = field(default_factory=list)


@dataclass
class ForgetReceipt:
    episode_id: str
    facts_deleted: int = 0
    facts_unlinked: int = 0
    facts_restored: int = 0


@dataclass
class Page:
    """One page of a cursor-paginated list (Relay-style: opaque `end_cursor`)."""

    items: list
    has_next: bool
    end_cursor: str | None
    total: int
    cursors: list[str] = field(default_factory=list)  # one per item, for Relay edges


@dataclass
class FactEdge:
    """An edge between two facts as read back (for Fact.supersedes, causes, timelines)."""

    type: EdgeType
    src: str
    dst: str
    at: datetime | None = None
    reason: str | None = None
    decided_by: str | None = None
    confidence: float | None = None
    episode_uid: str | None = None
