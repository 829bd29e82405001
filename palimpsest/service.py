"""`MemoryService`: the one facade every transport (GraphQL, admin UI, CLI) calls.

Write path: validate -> extract -> embed -> (one transaction) look up known episodes and
slots, resolve, write. Read path: `recall`. Neo4j holds all state; this object holds caches.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import cast

from ulid import ULID

from extract.assertion import gate_episodes, keep_only
from extract.cues import find_cues
from extract.embed import Embedder
from graph import nodes
from graph.db import Graph, run
from graph.invariants import Violation, check_invariants
from graph.keys import is_tenant_name
from graph.records import (
    Vector,
    audit_from_node,
    episode_from_node,
    fact_from_node,
    iso,
    native,
    slot_from_node,
    vector,
)
from graph.schema import migrate
from graph.search import search_labels
from graph.types import (
    AuditItem,
    AuditStatus,
    CandidateFact,
    CausalLink,
    EdgeType,
    Episode,
    EpisodeInput,
    Fact,
    FactEdge,
    FactRole,
    FactSource,
    ForgetReceipt,
    IngestReceipt,
    Page,
    Relation,
    Risk,
    StateSlot,
    StructuredFactInput,
)
from graph.vocabulary import normalise_attribute
from palimpsest.errors import BadInput, NotFound, Unavailable
from palimpsest.keys import StoredKey, hash_key, key_id_of, new_key
from palimpsest.settings import Settings, get_settings
from palimpsest.validation import (
    MAX_FIELD_BYTES,
    MAX_ID_BYTES,
    metadata_problems,
    number_problems,
    text_problems,
    time_problems,
    vector_problems,
)
from recall.packet import CausalChain, EvidencePacket
from recall.view import StateView
from resolver import audit, retract
from resolver.anchor import anchor_statements, known_values
from resolver.apply import load_slots, write_plan
from resolver.batch import CandidateInput, compared_by_vector, resolve_batch, slot_key


def new_uid() -> str:
    return str(ULID())


def now_utc() -> datetime:
    return datetime.now(UTC)


@dataclass
class _Prepared:
    """An episode ready to write, with the candidates found in it."""

    uid: str
    ingest_key: str
    row: dict[str, object]
    candidates: list[CandidateFact] = field(default_factory=list)
    links: list[CausalLink] = field(default_factory=list)
    source: FactSource = FactSource.USER
    fact_embeddings: list[list[float]] = field(default_factory=list)
    structured: bool = False
    """From structured ingest: the episode is only its fact's source text."""
    stored: bool = False
    """Already stored before this batch (a retry): not extracted, not embedded."""


@dataclass
class IngestStats:
    """What the last ingest cost, for benchmarks (round trips to Neo4j, stage seconds)."""

    round_trips: int = 0
    stage_seconds: dict[str, float] = field(default_factory=dict)
    extract: dict[str, object] = field(default_factory=dict)  # LLM calls, tokens, cost


class MemoryService:
    """Ingest, evidence, audit, retract, forget: everything a tenant can ask of its memory."""

    def __init__(self, graph: Graph, settings: Settings | None = None) -> None:
        self.graph = graph
        self.settings = settings or get_settings()
        self.embedder = Embedder(
            backend=self.settings.embedding_backend, data_dir=self.settings.data_dir
        )
        self._extractor = None
        self._recall = None
        self._health = None
        self._embed_pool: ThreadPoolExecutor | None = None
        self.last_ingest = IngestStats()
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
    def extractor(self):  # noqa: ANN201 - extract.pipeline.RuleExtractor, loaded on first use
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
        prepared = self._mark_stored(tenant, [self._prepare(tenant, ep) for ep in episodes])
        todo = [p for p in prepared if not p.stored]
        # Episode texts do not wait for extraction: they are embedded on a worker thread while
        # spaCy runs (onnxruntime releases the GIL), so the two stages share the cores.
        if self._embed_pool is None:
            self._embed_pool = ThreadPoolExecutor(1, thread_name_prefix="embed")
        episode_vectors = self._embed_pool.submit(
            self.embedder.embed, [str(p.row["text"]) for p in todo]
        )
        extractions, extract_stats = self.extractor.extract_batch(
            [EpisodeText(text=str(p.row["text"]), occurred_at=cast(datetime, p.row["occurred_at"]),
                         speaker=cast(str | None, p.row["speaker"])) for p in todo]
        )  # fmt: skip
        warnings: list[str] = []
        for p, ex in zip(todo, extractions, strict=True):
            p.candidates, p.links = ex.candidates, list(ex.links)
            warnings += [f"episode {p.uid}: {w}" for w in ex.warnings]
        extracted = time.perf_counter()
        for p, vec in zip(todo, episode_vectors.result(), strict=True):
            p.row["embedding"] = vec  # the wait counts as the embed stage (`_write`)
        receipt = self._write(tenant, prepared, started, extracted)
        receipt.warnings = warnings + receipt.warnings
        receipt.llm_calls = extract_stats.llm_calls
        self.last_ingest.extract = extract_stats.to_dict()
        return receipt

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
            problems += self._episode_problems(
                i, EpisodeInput(text=f.text, occurred_at=f.valid_from, source=f.source,
                                speaker=f.speaker, session_id=f.session_id,
                                idempotency_key=f.idempotency_key), prefix="facts",
            )  # fmt: skip
            problems += number_problems(f"facts[{i}].confidence", f.confidence, 0.0, 1.0)
            problems += vector_problems(f"facts[{i}].embedding", f.embedding, 384)
        if problems:
            raise BadInput("invalid facts; nothing was written", details=problems)
        started = time.perf_counter()
        prepared: list[_Prepared] = []
        for f in facts:
            p = self._prepare(
                tenant,
                EpisodeInput(text=f.text, occurred_at=f.valid_from, source=f.source,
                             speaker=f.speaker, session_id=f.session_id,
                             idempotency_key=f.idempotency_key),
            )  # fmt: skip
            p.source = _fact_source(f.source)
            p.structured = True
            p.candidates = [
                CandidateFact(
                    subject=f.subject.strip(), attribute=normalise_attribute(f.attribute),
                    value=f.value.strip(), text=f.text.strip(), valid_from=f.valid_from,
                    memory_type=f.memory_type, kind=f.kind, confidence=f.confidence,
                    cues=find_cues(f.text), scope=f.scope, extractor="structured",
                )
            ]  # fmt: skip
            if f.embedding is not None:
                p.row["embedding"] = list(f.embedding)
                p.fact_embeddings = [list(f.embedding)]
            prepared.append(p)
        prepared = self._mark_stored(tenant, prepared)
        return self._write(tenant, prepared, started, time.perf_counter())

    def _anchor_to_slots(self, tenant: str, gated: list[_Prepared]) -> None:
        """Slot anchoring (`resolver.anchor`): an open statement joins the slot whose value it
        leaves or plan it carries out, or one of its own; a slot reading that swaps another
        slot's value joins that slot. In time order, with what the graph holds."""
        if not any(p.candidates for p in gated):
            return
        subjects = sorted({c.subject for p in gated for c in p.candidates})
        known = self.graph.read(lambda tx: known_values(tx, tenant, subjects), tenant)
        ordered = sorted(gated, key=lambda p: p.row["occurred_at"])  # type: ignore[arg-type, return-value]
        anchored = iter(anchor_statements([c for p in ordered for c in p.candidates], known))
        for p in ordered:
            placed = [next(anchored) for _ in p.candidates]
            kept = [(i, c) for i, c in enumerate(placed) if c is not None]
            p.candidates, p.links, vectors = keep_only(kept, p.links, p.fact_embeddings)
            p.fact_embeddings = [list(v) for v in vectors]

    def _write(
        self, tenant: str, prepared: list[_Prepared], started: float, extracted: float
    ) -> IngestReceipt:
        # Duplicate keys inside the batch collapse onto their first occurrence.
        seen: dict[str, _Prepared] = {}
        for p in prepared:
            seen.setdefault(p.ingest_key, p)
        unique = list(seen.values())
        # Embed what the caller did not bring: episode texts, then fact texts, in one batch.
        todo = [p for p in unique if "embedding" not in p.row and not p.stored]
        fact_todo = [
            p for p in unique if len(p.fact_embeddings) != len(p.candidates) and not p.stored
        ]
        vectors = self.embedder.embed(
            [str(p.row["text"]) for p in todo] + [c.text for p in fact_todo for c in p.candidates]
        )
        for p, vec in zip(todo, vectors, strict=False):
            p.row["embedding"] = vec
        fact_vectors = iter(vectors[len(todo) :])
        for p in fact_todo:
            p.fact_embeddings = [next(fact_vectors) for _ in p.candidates]
        # Clause modality (extract.assertion): a value named in passing is no fact, a plan is
        # a transition. Decided on the fact texts' vectors, already computed above.
        gated = [p for p in unique if not p.structured and not p.stored and p.candidates]
        readings = gate_episodes(
            [(p.candidates, p.links, p.fact_embeddings) for p in gated], self.embedder.embed
        )
        for p, (candidates, links, kept_vectors, _) in zip(gated, readings, strict=True):
            p.candidates, p.links = candidates, links
            p.fact_embeddings = [list(v) for v in kept_vectors]
        self._anchor_to_slots(tenant, gated)
        # The resolver compares short values by their vectors: the new ones are embedded here,
        # in one batch and outside the write transaction.
        self.embedder.warm(
            [c.value for p in unique if not p.stored for c in p.candidates
             if compared_by_vector(c.value)]
        )  # fmt: skip
        embedded = time.perf_counter()
        for p in unique:
            for c in p.candidates:
                c.valid_from = c.valid_from or p.row["occurred_at"]  # type: ignore[assignment]
        now = now_utc()

        def work(tx) -> tuple[IngestReceipt, int]:  # noqa: ANN001
            known = {
                r["key"]: r["uid"]
                for r in run(tx, "ingest/find_episodes", tenant=tenant, keys=list(seen))
            }
            fresh = [p for p in unique if p.ingest_key not in known]
            gone = [p.ingest_key for p in fresh if p.stored]
            if gone:  # forgotten between the check before extraction and this transaction
                raise Unavailable(
                    f"{len(gone)} episode(s) of this batch were removed while it was being "
                    "ingested; nothing was written, retry the batch"
                )
            receipt_ids = [known.get(p.ingest_key) or seen[p.ingest_key].uid for p in prepared]
            trips = 1
            if fresh:
                run(tx, "ingest/create_episodes", tenant=tenant, now=now,
                    labels=search_labels(tenant),
                    rows=[{**p.row, "occurred_at": iso(p.row["occurred_at"]),  # type: ignore[arg-type]
                           "embedding": _episode_vector(p)}
                          for p in fresh])  # fmt: skip
                new_in_session: dict[str, list[str]] = {}
                for p in fresh:
                    if p.row["session_id"]:
                        new_in_session.setdefault(str(p.row["session_id"]), []).append(p.uid)
                sessions = [{"id": k, "uids": v} for k, v in sorted(new_in_session.items())]
                if sessions:
                    run(tx, "ingest/chain_sessions", tenant=tenant, sessions=sessions)
                    trips += 1
                run(tx, "ingest/turn_context", tenant=tenant, uids=[p.uid for p in fresh])
                trips += 2
            items: list[CandidateInput] = []
            links = []
            wanted: dict[str, tuple[str, str]] = {}
            for p in fresh:
                index_map = []
                for c, vec in zip(p.candidates, p.fact_embeddings, strict=True):
                    wanted[slot_key(c.subject, c.attribute)] = (c.subject, c.attribute)
                    index_map.append(len(items))
                    items.append(CandidateInput(c, p.uid, now, vec, p.source))
                links += [(link, index_map, p.uid) for link in p.links]
            slots = load_slots(tx, tenant, wanted, new_uid) if wanted else {}
            # Known values are mostly cached since their own ingest; any that are not are
            # embedded in one batch, not pair by pair while the resolver decides.
            self.embedder.warm(
                [f.value for s in slots.values() for f in s.active if compared_by_vector(f.value)]
            )
            plan, _ = resolve_batch(
                items, slots, new_uid,
                similarity_threshold=self.settings.duplicate_similarity, links=links,
                value_similarity=self._value_similarity,
            )  # fmt: skip
            trips += 1 + write_plan(tx, tenant, plan, now, new_uid)
            receipt = plan.receipt
            receipt.episode_ids = receipt_ids
            receipt.accepted = len(fresh)
            receipt.duplicates = len(prepared) - len(fresh)
            for p in fresh:
                if not p.candidates:
                    receipt.warnings.append(f"episode {p.uid}: no fact extracted (kept verbatim)")
            return receipt, trips

        receipt, trips = self.graph.write(work, tenant, rerun_on_conflict=True)
        if self.on_ingest is not None:
            self.on_ingest(receipt)
        self.last_ingest = IngestStats(
            round_trips=trips + 1,  # and the stored-episode check before extraction
            stage_seconds={
                "extract": extracted - started,
                "embed": embedded - extracted,
                "resolve_write": time.perf_counter() - embedded,
            },
        )
        return receipt

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
        return self.graph.write(
            lambda tx: audit.decide_item(tx, tenant, uid, decision, note, decided_by, now_utc()),
            tenant,
        )

    def retract_fact(self, tenant: str, uid: str, reason: str) -> Fact:
        """Retract a fact (kept as history) and restore what it superseded."""
        self._check_tenant(tenant)
        if not reason or not reason.strip():
            raise BadInput("reason: a retraction needs a reason")
        return self.graph.write(
            lambda tx: retract.retract_fact(tx, tenant, uid, reason.strip(), now_utc()), tenant
        )

    def forget_episode(self, tenant: str, uid: str) -> ForgetReceipt:
        """Remove an episode and what only it supports; re-validate what it had superseded."""
        self._check_tenant(tenant)
        return self.graph.write(
            lambda tx: retract.forget_episode(tx, tenant, uid, now_utc()), tenant
        )

    # -- read path -----------------------------------------------------------------------

    @property
    def recall(self):  # noqa: ANN201 - recall.evidence.Recall, built on first use
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
    def health(self):  # noqa: ANN201 - palimpsest.health.HealthWatch, built on first use
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
        self.graph.close()

    # -- reads ---------------------------------------------------------------------------

    def fact(self, tenant: str, uid: str) -> Fact | None:
        """One fact by uid in this tenant, or None (a single-node read, through neomodel;
        batches go through `facts_by_uid`)."""
        return nodes.fact(self.graph, tenant, uid)

    def facts_by_uid(self, tenant: str, uids: Sequence[str]) -> dict[str, Fact]:
        """Batch loader: uid -> Fact for those uids that exist in this tenant."""
        if not uids:
            return {}
        rows = self.graph.query("reads/facts_by_uid", tenant, uids=list(dict.fromkeys(uids)))
        return {r["fact"]["uid"]: fact_from_node(r["fact"]) for r in rows}

    def facts(
        self,
        tenant: str,
        subject: str | None = None,
        attribute: str | None = None,
        role: FactRole | None = None,
        first: int = 20,
        after: str | None = None,
    ) -> Page:
        filters = {
            "subject": subject,
            "attribute": normalise_attribute(attribute) if attribute else None,
            "role": role.value if role else None,
        }
        rows = self.graph.query("reads/facts_page", tenant, after=after, limit=first + 1, **filters)
        total = self.graph.query("reads/facts_count", tenant, **filters)[0]["total"]
        items = [fact_from_node(r["fact"]) for r in rows]
        return _page(items[:first], len(items) > first, lambda f: f.uid, total)

    def fact_sources(self, tenant: str, uid: str) -> list[Episode]:
        rows = self.graph.query("reads/fact_sources", tenant, uid=uid)
        return [episode_from_node(r["episode"]) for r in rows]

    def fact_edges(self, tenant: str, uid: str) -> list[FactEdge]:
        """Every SUPERSEDES / EVOLVES_TO / COEXISTS_WITH / CAUSES edge touching the fact."""
        return self._edges(tenant, [uid])

    def _edges(self, tenant: str, uids: list[str]) -> list[FactEdge]:
        rows = self.graph.query("reads/fact_edges", tenant, uids=uids)
        return [
            FactEdge(EdgeType(r["type"]), r["src"], r["dst"], native(r["at"]), r["reason"],
                     r["decided_by"], r["confidence"], r["episode_uid"])
            for r in rows
        ]  # fmt: skip

    def fact_slot(self, tenant: str, uid: str) -> StateSlot | None:
        rows = self.graph.query("reads/fact_slot", tenant, uid=uid)
        return slot_from_node(rows[0]["slot"]) if rows else None

    def slot(self, tenant: str, subject: str, attribute: str) -> SlotView | None:
        """A slot's whole history: facts of every role and the edges between them."""
        key = slot_key(subject, normalise_attribute(attribute))
        rows = self.graph.query("reads/slot", tenant, key=key)
        if not rows:
            return None
        facts = [fact_from_node(p) for p in rows[0]["facts"]]
        edges = self._edges(tenant, [f.uid for f in facts]) if facts else []
        inside = {f.uid for f in facts}
        edges = [e for e in edges if e.src in inside or e.type is EdgeType.CAUSES]
        return SlotView(slot_from_node(rows[0]["slot"]), facts, edges)

    def episode(self, tenant: str, uid: str) -> Episode | None:
        rows = self.graph.query("reads/episode", tenant, uid=uid)
        return episode_from_node(rows[0]["episode"]) if rows else None

    def episodes(
        self,
        tenant: str,
        session_id: str | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
        first: int = 20,
        after: str | None = None,
    ) -> Page:
        after_at, after_uid = _split_cursor(after)
        filters = {"session_id": session_id, "start": start, "end": end}
        rows = self.graph.query(
            "reads/episodes_page", tenant, after_at=after_at, after_uid=after_uid,
            limit=first + 1, **filters,
        )  # fmt: skip
        total = self.graph.query("reads/episodes_count", tenant, **filters)[0]["total"]
        items = [episode_from_node(r["episode"]) for r in rows]
        return _page(items[:first], len(items) > first,
                     lambda e: _cursor(e.occurred_at, e.uid), total)  # fmt: skip

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
        after_at, after_uid = _split_cursor(after)
        filters = {
            "status": status.value if status else None, "attribute": attribute,
            "risk": risk.value if risk else None, "subject": subject,
            "created_before": older_than,
        }  # fmt: skip
        rows = self.graph.query(
            "audit/queue_page", tenant, after_at=after_at, after_uid=after_uid,
            limit=first + 1, **filters,
        )  # fmt: skip
        total = self.graph.query("audit/queue_count", tenant, **filters)[0]["total"]
        items = [audit_from_node(r["item"], r["new_uid"], r["existing_uid"]) for r in rows]
        return _page(items[:first], len(items) > first,
                     lambda a: _cursor(a.created_at, a.uid), total)  # fmt: skip

    def audit_item(self, tenant: str, uid: str) -> AuditItem | None:
        return self.graph.read(lambda tx: audit.get_item(tx, tenant, uid), tenant)

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
        from datetime import timedelta

        from graph.schema import schema_version

        row = self.graph.query("reads/stats", tenant, since=now_utc() - timedelta(days=30))[0]
        roles = {r["role"]: r["n"] for r in row["roles"]}
        audits = {a["status"]: a for a in row["audits"]}
        decided, overturned = self.graph.read(lambda tx: audit.overturn_rate(tx, tenant), tenant)
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
            schema_version=schema_version(self.graph),
        )

    def invariants(self, tenant: str) -> dict[str, list[Violation]]:
        """Invariant name -> violations in this tenant (empty lists when sound)."""
        self._check_tenant(tenant)
        return check_invariants(self.graph, tenant)

    def require_fact(self, tenant: str, uid: str) -> Fact:
        fact = self.fact(tenant, uid)
        if fact is None:
            raise NotFound(f"fact {uid} not found")
        return fact

    def _mark_stored(self, tenant: str, prepared: list[_Prepared]) -> list[_Prepared]:
        """Mark the episodes already stored (a retried batch), so they cost no extraction or
        embedding. The write transaction checks again: this is a saving, not the guarantee."""
        keys = list({p.ingest_key for p in prepared})
        stored = {r["key"] for r in self.graph.query("ingest/find_episodes", tenant, keys=keys)}
        for p in prepared:
            p.stored = p.ingest_key in stored
        return prepared

    def _value_similarity(self, a: str, b: str) -> float:
        return self.embedder.similarity(a, b)

    # -- validation ----------------------------------------------------------------------

    def _check_tenant(self, tenant: str) -> None:
        if not is_tenant_name(tenant):
            raise BadInput(f"unknown or malformed tenant {tenant!r}")

    def _check_batch(self, items: Sequence[object]) -> None:
        if not items:
            raise BadInput("nothing to ingest: the batch is empty")
        if len(items) > self.settings.max_batch_episodes:
            from palimpsest.errors import LimitExceeded

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
        return problems

    def _prepare(self, tenant: str, ep: EpisodeInput) -> _Prepared:
        occurred = ep.occurred_at.astimezone(UTC)
        content_hash = hashlib.sha256(
            "\x1f".join(
                [ep.text, occurred.isoformat(), ep.source or "", ep.speaker or "",
                 ep.session_id or "", ep.external_id or ""]
            ).encode("utf-8")
        ).hexdigest()  # fmt: skip
        key = f"key:{ep.idempotency_key}" if ep.idempotency_key else f"sha256:{content_hash}"
        uid = new_uid()
        row: dict[str, object] = {
            "uid": uid, "ingest_key": key, "text": ep.text, "occurred_at": occurred,
            "source": ep.source or "user", "speaker": ep.speaker, "session_id": ep.session_id,
            "seq": None, "external_id": ep.external_id, "idempotency_key": ep.idempotency_key,
            "content_hash": content_hash,
            "metadata": json.dumps(ep.metadata, sort_keys=True) if ep.metadata else None,
        }  # fmt: skip
        return _Prepared(uid=uid, ingest_key=key, row=row, source=_fact_source(ep.source))


def _episode_vector(p: _Prepared) -> Vector | None:
    """The vector an episode is stored with. A structured fact's episode is only the fact's
    source text, with the same vector: that vector is stored and indexed once, on the fact
    (each costs ~0.45 ms of HNSW insertion at commit), and the fact arm finds the text, its
    episode cited as the source. A conversation turn keeps its own vector: it is evidence in
    its own right and may hold more than its facts."""
    own = p.row.get("embedding")
    if own is None or (p.structured and any(vec == own for vec in p.fact_embeddings)):
        return None
    return vector(own)  # type: ignore[arg-type]


def _fact_source(source: str | None) -> FactSource:
    try:
        return FactSource(source or "user")
    except ValueError:
        return FactSource.TOOL if source else FactSource.USER


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


def _cursor(at: datetime, uid: str) -> str:
    return f"{at.isoformat()}|{uid}"


def _split_cursor(cursor: str | None) -> tuple[datetime | None, str | None]:
    if not cursor:
        return None, None
    try:
        at, uid = cursor.split("|", 1)
        return datetime.fromisoformat(at), uid
    except ValueError as exc:
        raise BadInput(f"after: malformed cursor {cursor!r}") from exc


def _page(items: list, has_next: bool, cursor_of, total: int) -> Page:  # noqa: ANN001
    cursors = [cursor_of(item) for item in items]
    return Page(items=items, has_next=has_next, end_cursor=cursors[-1] if cursors else None,
                total=total, cursors=cursors)  # fmt: skip
