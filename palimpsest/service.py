"""`MemoryService`: the one facade every transport (GraphQL, admin UI, CLI) calls.

It orchestrates; the work is in the layers below. Write path: validate -> extract -> embed
-> (one transaction) look up known episodes and slots, resolve, write (`resolver.ingest`).
Read path: `recall`, and `graph.reads` for facts, episodes, slots and the audit queue. Neo4j
holds all state; this object holds caches.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, cast

from ulid import ULID

from extract.embed import Embedder
from graph import reads
from graph.db import Graph
from graph.invariants import Violation, check_invariants
from graph.keys import is_tenant_name
from graph.reads import MemoryStats, SlotView
from graph.records import iso
from graph.schema import migrate
from graph.types import (
    AuditItem,
    AuditStatus,
    Episode,
    EpisodeInput,
    Fact,
    FactEdge,
    FactRole,
    ForgetReceipt,
    IngestReceipt,
    Page,
    Relation,
    Risk,
    StateSlot,
    StructuredFactInput,
)
from graph.value_slots import value_slots
from palimpsest.errors import BadInput, LimitExceeded, NotFound, Unavailable
from palimpsest.keys import StoredKey, hash_key, key_id_of, new_key
from palimpsest.settings import Settings, get_settings
from palimpsest.subjects import SubjectsAndCases
from palimpsest.validation import (
    MAX_FIELD_BYTES,
    MAX_ID_BYTES,
    case_problems,
    metadata_problems,
    number_problems,
    text_problems,
    time_problems,
    vector_problems,
)
from recall.packet import CausalChain, EvidencePacket
from recall.view import StateView
from resolver import audit, ingest, retract
from resolver.anchor import known_values
from resolver.ingest import MissingVectors, PreparedEpisode, ValueVectors

if TYPE_CHECKING:  # built on first use (the imports are costly)
    from extract.modes import ConfiguredExtractor
    from palimpsest.health import HealthWatch
    from recall.evidence import Recall

__all__ = ["IngestStats", "MemoryService", "MemoryStats", "SlotView", "new_uid", "now_utc"]

# How often a batch's write transaction may meet values it has not embedded (each time
# another writer added some to its slots meanwhile) before it asks the caller to retry.
VECTOR_ROUNDS = 5


def new_uid() -> str:
    return str(ULID())


def now_utc() -> datetime:
    return datetime.now(UTC)


@dataclass
class IngestStats:
    """What the last ingest cost, for benchmarks (round trips to Neo4j, stage seconds)."""

    round_trips: int = 0
    stage_seconds: dict[str, float] = field(default_factory=dict)
    extract: dict[str, object] = field(default_factory=dict)  # LLM calls, tokens, cost


class MemoryService(SubjectsAndCases):
    """Ingest, evidence, audit, retract, forget: everything a tenant can ask of its memory.
    Profiles and cases: `palimpsest.subjects`."""

    def __init__(self, graph: Graph, settings: Settings | None = None) -> None:
        self.graph = graph
        self.settings = settings or get_settings()
        self.embedder = Embedder(
            backend=self.settings.embedding_backend, data_dir=self.settings.data_dir
        )
        self._extractor: ConfiguredExtractor | None = None
        self._recall: Recall | None = None
        self._health: HealthWatch | None = None
        self._embed_pool: ThreadPoolExecutor | None = None
        self.last_ingest = IngestStats()
        self._init_subjects()
        # Transports hook in here (e.g. /metrics counts); the service does not know them.
        self.on_ingest: Callable[[IngestReceipt], None] | None = None

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> MemoryService:
        """Connect to Neo4j (clear error naming the URI if unreachable) and migrate."""
        from palimpsest.wiring import open_graph

        graph = open_graph(settings)
        migrate(graph)
        return cls(graph, settings)

    @property
    def extractor(self) -> ConfiguredExtractor:
        """The configured extractor, loaded on first use."""
        if self._extractor is None:
            from extract.modes import build_extractor

            self._extractor = build_extractor(self.settings)
        return self._extractor

    # -- write path ----------------------------------------------------------------------

    def ingest(self, tenant: str, episodes: Sequence[EpisodeInput]) -> IngestReceipt:
        """Store episodes verbatim, extract facts (rules: no LLM call), resolve and write them,
        all in one transaction. Idempotent per tenant on idempotency key or content hash."""
        from extract.pipeline import EpisodeText

        self._check_tenant(tenant)
        self._check_batch(episodes)
        problems = [p for i, ep in enumerate(episodes) for p in self._episode_problems(i, ep)]
        if problems:
            raise BadInput("invalid episodes; nothing was written", details=problems)
        started = time.perf_counter()
        prepared = self._mark_stored(
            tenant, [ingest.prepare_episode(ep, new_uid()) for ep in episodes]
        )
        todo = [p for p in prepared if not p.stored]
        # Episode texts do not wait for extraction: they are embedded on a worker thread while
        # spaCy runs (onnxruntime releases the GIL), so the two stages share the cores.
        if self._embed_pool is None:
            self._embed_pool = ThreadPoolExecutor(1, thread_name_prefix="embed")
        episode_vectors = self._embed_pool.submit(
            self.embedder.embed, [str(p.row["text"]) for p in todo]
        )
        people = self.graph.read(lambda tx: ingest.conversation_people(tx, tenant, todo), tenant)
        extractions, extract_stats = self.extractor.extract_batch(
            [EpisodeText(text=str(p.row["text"]), occurred_at=cast(datetime, p.row["occurred_at"]),
                         speaker=cast(str | None, p.row["speaker"]), people=people)
             for p in todo]
        )  # fmt: skip
        warnings: list[str] = []
        for p, ex in zip(todo, extractions, strict=True):
            p.candidates, p.links = ex.candidates, list(ex.links)
            p.row["frame"], p.row["people"] = ex.frame, ex.people
            warnings += [f"episode {p.uid}: {w}" for w in ex.warnings]
        holder_reads = self._refer_back(tenant, todo, people) + 1
        extracted = time.perf_counter()
        for p, vec in zip(todo, episode_vectors.result(), strict=True):
            p.row["embedding"] = vec  # the wait counts as the embed stage (`_write`)
        receipt = self._write(tenant, prepared, started, extracted, holder_reads)
        receipt.warnings = warnings + receipt.warnings
        receipt.llm_calls = extract_stats.llm_calls
        self.last_ingest.extract = extract_stats.to_dict()
        return receipt

    def _refer_back(self, tenant: str, todo: list[PreparedEpisode], people: frozenset[str]) -> int:
        """A turn's "he"/"she" for the last person its session named before it
        (`resolver.ingest.session_referents`): such turns are read again by the rules with
        that person as the referent. The graph is read only when a turn says "he" or "she".
        Returns the round trips it made."""
        from extract.pipeline import EpisodeText

        turns = ingest.referring_turns(todo)
        if not turns or self.extractor.mode == "llm":
            return 0  # an LLM-only extractor has no rules to read the turns again with
        sessions = {p.row["session_id"] for p in turns}
        in_session = [p for p in todo if p.row["session_id"] in sessions]
        starts = ingest.session_starts(in_session)
        earlier, known = self.graph.read(
            lambda tx: ingest.session_context(tx, tenant, starts, in_session), tenant
        )
        referents = ingest.session_referents(todo, earlier, known)
        again = [p for p in turns if p.uid in referents
                 and all(c.extractor.startswith("rules") for c in p.candidates)]  # fmt: skip
        redone = self.extractor.read_again(
            [EpisodeText(text=str(p.row["text"]), occurred_at=cast(datetime, p.row["occurred_at"]),
                         speaker=cast(str | None, p.row["speaker"]), referent=referents[p.uid],
                         people=people)
             for p in again]
        )  # fmt: skip
        for p, ex in zip(again, redone, strict=True):
            p.candidates, p.links, p.row["frame"] = ex.candidates, list(ex.links), ex.frame
        return 2  # two queries, one transaction

    def _carry_frames(self, tenant: str, todo: list[PreparedEpisode]) -> int:
        """Who a speaker's unframed "we" is: the group they last framed a turn for
        (`resolver.ingest.carry_frames`); the graph is read only when a turn speaks as "we".
        Returns the round trips it made."""
        speakers = ingest.group_speakers(todo)
        known: dict[str, str] = {}
        shared: str | None = None
        if speakers:
            before = min(cast(datetime, p.row["occurred_at"]) for p in todo)
            known, shared = self.graph.read(
                lambda tx: ingest.frames_before(tx, tenant, speakers, before), tenant
            )
        ingest.carry_frames(todo, known, shared)
        return 1 if speakers else 0

    def ingest_facts(self, tenant: str, facts: Sequence[StructuredFactInput]) -> IngestReceipt:
        """Structured ingest: facts the caller already has, each stored with its source text as
        an episode; no extraction. Same idempotency, resolution and receipt as `ingest`."""
        self._check_tenant(tenant)
        self._check_batch(facts)
        problems: list[str] = []
        for i, f in enumerate(facts):
            for name in ("subject", "attribute", "value"):
                if not str(getattr(f, name) or "").strip():
                    problems.append(f"facts[{i}].{name}: must not be empty")
            for name in ("subject", "attribute", "value", "scope", "kind"):
                problems += text_problems(f"facts[{i}].{name}", getattr(f, name), MAX_FIELD_BYTES)
            problems += self._episode_problems(i, ingest.fact_episode(f), prefix="facts")
            problems += number_problems(f"facts[{i}].confidence", f.confidence, 0.0, 1.0)
            problems += vector_problems(f"facts[{i}].embedding", f.embedding, 384)
        if problems:
            raise BadInput("invalid facts; nothing was written", details=problems)
        started = time.perf_counter()
        prepared = self._mark_stored(tenant, [ingest.prepare_fact(f, new_uid()) for f in facts])
        return self._write(tenant, prepared, started, time.perf_counter())

    def _write(
        self,
        tenant: str,
        prepared: list[PreparedEpisode],
        started: float,
        extracted: float,
        reads_before: int = 0,
    ) -> IngestReceipt:
        """Embed, gate and anchor the batch, embed the values the resolver compares, then
        resolve and write it in one transaction (`resolver.ingest`)."""
        unique = list(ingest.unique_by_key(prepared).values())
        ingest.embed_texts(unique, self.embedder.embed)
        gated = ingest.gate_clauses(unique, self.embedder.embed)
        # After the gate, which names the slots: a household's "we" stays the speaker's.
        extracted_now = [p for p in unique if not p.structured and not p.stored]
        reads_before += self._carry_frames(tenant, extracted_now)
        anchored = any(p.candidates for p in gated)
        if anchored:
            subjects = ingest.anchor_subjects(gated)
            focuses = ingest.open_focuses(gated)
            known, elsewhere = self.graph.read(
                lambda tx: (
                    known_values(tx, tenant, subjects),
                    value_slots(tx, tenant, focuses),
                ),
                tenant,
            )
            ingest.anchor_to_slots(gated, known, elsewhere)
        ingest.date_candidates(unique)
        vectors, trips_before = self._value_vectors(tenant, unique)
        embedded = time.perf_counter()
        receipt, trips = self._write_batch(tenant, prepared, vectors)
        self.profiles_changed(tenant, ingest.wanted_slots(unique).values())
        if self.on_ingest is not None:
            self.on_ingest(receipt)
        self.last_ingest = IngestStats(
            # and the stored-episode check before extraction, the slots' values read, the
            # holder reads after extraction (a session's earlier turns, speakers' frames) and
            # the known values anchoring read
            round_trips=trips + 1 + trips_before + reads_before + int(anchored),
            stage_seconds={
                "extract": extracted - started,
                "embed": embedded - extracted,
                "resolve_write": time.perf_counter() - embedded,
            },
        )
        return receipt

    def _value_vectors(
        self, tenant: str, unique: list[PreparedEpisode]
    ) -> tuple[ValueVectors, int]:
        """Vectors of the values the resolver will compare: the batch's, then the active
        values of the slots it touches, read first (one round trip, counted). Known values
        are mostly cached since their own ingest; the others are embedded in one batch."""
        todo = [p for p in unique if not p.stored]
        vectors = ValueVectors(self.embedder.vectors(ingest.compared_values(todo)))
        keys = list(ingest.wanted_slots(todo))
        if not keys:
            return vectors, 0
        held = self.graph.read(lambda tx: ingest.active_values(tx, tenant, keys), tenant)
        return vectors.adding(self.embedder.vectors(vectors.missing(held))), 1

    def _write_batch(
        self, tenant: str, prepared: list[PreparedEpisode], vectors: ValueVectors
    ) -> tuple[IngestReceipt, int]:
        """The write transaction, run again with the values it lacked embedded when another
        writer added some to the batch's slots since they were read."""
        now = now_utc()
        for _ in range(VECTOR_ROUNDS):
            try:
                work = partial(
                    ingest.write_batch, tenant=tenant, prepared=prepared, vectors=vectors,
                    now=now, new_uid=new_uid,
                    similarity_threshold=self.settings.duplicate_similarity,
                )  # fmt: skip
                return self.graph.write(work, tenant, rerun_on_conflict=True)
            except MissingVectors as missing:
                vectors = vectors.adding(self.embedder.vectors(missing.values))
        raise Unavailable(
            "the batch's slots kept changing while it was being ingested; nothing was "
            "written, retry the batch"
        )

    # -- review, retraction, forgetting ---------------------------------------------------

    def decide_audit(
        self,
        tenant: str,
        uid: str,
        decision: Relation | None,
        note: str | None = None,
        decided_by: str = "admin",
    ) -> AuditItem:
        """Apply a person's decision (None = reject) atomically; AlreadyDecided if another
        reviewer got there first."""
        self._check_tenant(tenant)
        item = self.graph.write(
            lambda tx: audit.decide_item(tx, tenant, uid, decision, note, decided_by, now_utc()),
            tenant,
        )
        self.profiles_changed_by_facts(tenant, [item.new_fact_uid, item.existing_fact_uid])
        return item

    def retract_fact(self, tenant: str, uid: str, reason: str) -> Fact:
        """Retract a fact (kept as history) and restore what it superseded."""
        self._check_tenant(tenant)
        if not reason or not reason.strip():
            raise BadInput("reason: a retraction needs a reason")
        fact = self.graph.write(
            lambda tx: retract.retract_fact(tx, tenant, uid, reason.strip(), now_utc()), tenant
        )
        self.profiles_changed(tenant, [(fact.subject, fact.attribute)])
        return fact

    def forget_episode(self, tenant: str, uid: str) -> ForgetReceipt:
        """Remove an episode and what only it supports; re-validate what it had superseded."""
        self._check_tenant(tenant)
        receipt = self.graph.write(
            lambda tx: retract.forget_episode(tx, tenant, uid, now_utc()), tenant
        )
        self.profiles_changed(tenant, None)  # its subjects are not known here: all of them
        return receipt

    # -- read path -----------------------------------------------------------------------

    @property
    def recall(self) -> Recall:
        """Recall (evidence packets, causal chains), built on first use."""
        if self._recall is None:
            from recall.access import AccessRecorder
            from recall.evidence import Recall

            self._recall = Recall(self.graph, self.embedder, AccessRecorder(self.graph))
        return self._recall

    def evidence(
        self,
        tenant: str,
        query: str,
        view: StateView | None = None,
        as_of: datetime | None = None,
        known_at: datetime | None = None,
        subject: str | None = None,
        max_items: int = 8,
        max_tokens: int = 800,
        include_frozen: bool = False,
    ) -> EvidencePacket:
        """The evidence packet for a question, aligned to the state view it asks for."""
        self._check_tenant(tenant)
        if not query or not query.strip():
            raise BadInput("query: must not be empty")
        for name, when in (("asOf", as_of), ("knownAt", known_at)):
            if when is not None and (when.tzinfo is None or when.utcoffset() is None):
                raise BadInput(f"{name}: needs a timezone offset")
        return self.recall.evidence(
            tenant, query.strip(), view=view, as_of=as_of, known_at=known_at, subject=subject,
            max_items=max_items, max_tokens=max_tokens, include_frozen=include_frozen,
        )  # fmt: skip

    @property
    def health(self) -> HealthWatch:
        """Probes, runs and incidents of the health watch (palimpsest.health)."""
        if self._health is None:
            from palimpsest.health import HealthWatch

            self._health = HealthWatch(self)
        return self._health

    def causal_chains(
        self, tenant: str, fact_uid: str, direction: str = "both", max_depth: int = 4
    ) -> list[CausalChain]:
        """Causal chains through a fact: upstream (its causes), downstream, or both."""
        self._check_tenant(tenant)
        self.require_fact(tenant, fact_uid)
        try:
            return self.recall.causal_chains(tenant, fact_uid, direction, max_depth)
        except ValueError as exc:
            raise BadInput(str(exc)) from exc

    def close(self) -> None:
        """Flush access statistics and close the driver."""
        if self._recall is not None and self._recall.access is not None:
            self._recall.access.close()
        if self._embed_pool is not None:
            self._embed_pool.shutdown()
        close_extractor = getattr(self._extractor, "close", None)
        if close_extractor is not None:
            close_extractor()  # a worker process (extract.worker)
        self.graph.close()

    # -- reads ---------------------------------------------------------------------------

    def fact(self, tenant: str, uid: str) -> Fact | None:
        """One fact by uid in this tenant, or None."""
        return reads.fact(self.graph, tenant, uid)

    def facts_by_uid(self, tenant: str, uids: Sequence[str]) -> dict[str, Fact]:
        """Batch loader: uid -> Fact for those uids that exist in this tenant."""
        return reads.facts_by_uid(self.graph, tenant, uids)

    def facts(
        self,
        tenant: str,
        subject: str | None = None,
        attribute: str | None = None,
        role: FactRole | None = None,
        first: int = 20,
        after: str | None = None,
    ) -> Page:
        return reads.facts_page(self.graph, tenant, subject, attribute, role, first, after)

    def fact_sources(self, tenant: str, uid: str) -> list[Episode]:
        return reads.fact_sources(self.graph, tenant, uid)

    def fact_edges(self, tenant: str, uid: str) -> list[FactEdge]:
        """Every SUPERSEDES / EVOLVES_TO / COEXISTS_WITH / CAUSES edge touching the fact."""
        return reads.fact_edges(self.graph, tenant, [uid])

    def fact_slot(self, tenant: str, uid: str) -> StateSlot | None:
        return reads.fact_slot(self.graph, tenant, uid)

    def slot(self, tenant: str, subject: str, attribute: str) -> SlotView | None:
        """A slot's whole history: facts of every role and the edges between them."""
        return reads.slot_view(self.graph, tenant, subject, attribute)

    def episode(self, tenant: str, uid: str) -> Episode | None:
        return reads.episode(self.graph, tenant, uid)

    def episodes(
        self,
        tenant: str,
        session_id: str | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
        first: int = 20,
        after: str | None = None,
    ) -> Page:
        return reads.episodes_page(self.graph, tenant, session_id, start, end, first, after)

    def audit_queue(
        self,
        tenant: str,
        status: AuditStatus | None = AuditStatus.PENDING,
        attribute: str | None = None,
        risk: Risk | None = None,
        subject: str | None = None,
        first: int = 20,
        after: str | None = None,
        older_than: datetime | None = None,
    ) -> Page:
        """Queue items oldest first (filters: status, attribute, risk, subject, age)."""
        return reads.audit_page(
            self.graph, tenant, status, attribute, risk, subject, first, after, older_than
        )

    def audit_item(self, tenant: str, uid: str) -> AuditItem | None:
        return reads.audit_item(self.graph, tenant, uid)

    # -- API keys (palimpsest.keys) -------------------------------------------------------

    def create_api_key(self, tenant: str, role: str, label: str | None = None) -> tuple[str, str]:
        """A new key for `tenant` with `role`; returns (key, key id). Only its argon2id hash
        is stored: the key is shown to the caller once."""
        self._check_tenant(tenant)
        if role not in ("reader", "writer", "admin"):
            raise BadInput(f"role must be reader, writer or admin, got {role!r}")
        problems = text_problems("label", label, MAX_ID_BYTES)
        if problems:
            raise BadInput("invalid key label", details=problems)
        key = new_key()
        key_id = key_id_of(key)
        self.graph.execute("keys/create", id=key_id, owner=tenant, role=role,
                           hash=hash_key(key), label=label, now=iso(now_utc()))  # fmt: skip
        return key, key_id

    def find_api_key(self, key_id: str) -> StoredKey | None:
        rows = self.graph.query("keys/find", id=key_id)
        if not rows:
            return None
        r = rows[0]
        return StoredKey(r["id"], r["tenant"], r["role"], r["hash"], bool(r["revoked"]))

    def list_api_keys(self, tenant: str | None = None) -> list[dict[str, object]]:
        return self.graph.query("keys/list", owner=tenant)

    def revoke_api_key(self, key_id: str) -> bool:
        return bool(self.graph.execute("keys/revoke", id=key_id, now=iso(now_utc())))

    def stats(self, tenant: str) -> MemoryStats:
        """Counts, roles, queue size and age, decisions and overturn rate, per-day activity."""
        return reads.memory_stats(self.graph, tenant, now_utc())

    def invariants(self, tenant: str) -> dict[str, list[Violation]]:
        """Invariant name -> violations in this tenant (empty lists when sound)."""
        self._check_tenant(tenant)
        return check_invariants(self.graph, tenant)

    def require_fact(self, tenant: str, uid: str) -> Fact:
        fact = self.fact(tenant, uid)
        if fact is None:
            raise NotFound(f"fact {uid} not found")
        return fact

    def _mark_stored(self, tenant: str, prepared: list[PreparedEpisode]) -> list[PreparedEpisode]:
        """Mark the episodes already stored (a retried batch), so they cost no extraction or
        embedding (`resolver.ingest.mark_stored`)."""
        keys = [p.ingest_key for p in prepared]
        stored = self.graph.read(lambda tx: ingest.find_episodes(tx, tenant, keys), tenant)
        ingest.mark_stored(prepared, stored)
        return prepared

    # -- validation ----------------------------------------------------------------------

    def _check_tenant(self, tenant: str) -> None:
        if not is_tenant_name(tenant):
            raise BadInput(f"unknown or malformed tenant {tenant!r}")

    def _check_batch(self, items: Sequence[object]) -> None:
        if not items:
            raise BadInput("nothing to ingest: the batch is empty")
        if len(items) > self.settings.max_batch_episodes:
            raise LimitExceeded(
                f"batch of {len(items)} exceeds the limit of {self.settings.max_batch_episodes}"
            )

    def _episode_problems(self, i: int, ep: EpisodeInput, prefix: str = "episodes") -> list[str]:
        problems = []
        text = ep.text if isinstance(ep.text, str) else ""
        if not text.strip():
            problems.append(f"{prefix}[{i}].text: empty or whitespace")
        problems += text_problems(f"{prefix}[{i}].text", text, self.settings.max_episode_bytes)
        for name, given in (("source", ep.source), ("speaker", ep.speaker),
                            ("sessionId", ep.session_id), ("externalId", ep.external_id),
                            ("idempotencyKey", ep.idempotency_key)):  # fmt: skip
            problems += text_problems(f"{prefix}[{i}].{name}", given, MAX_ID_BYTES)
        problems += time_problems(f"{prefix}[{i}].occurredAt", ep.occurred_at)
        problems += metadata_problems(f"{prefix}[{i}].metadata", ep.metadata)
        problems += case_problems(f"{prefix}[{i}]", ep.kind, ep.trigger, ep.outcome)
        return problems
