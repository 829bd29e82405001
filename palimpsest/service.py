"""`MemoryService`: the one facade every transport (GraphQL, admin UI, CLI) calls.

Write path: validate -> extract -> embed -> (one transaction) look up known episodes and
slots, resolve, write. Read path: `recall`. Neo4j holds all state; this object holds caches.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from ulid import ULID

from extract.cues import find_cues
from extract.embed import Embedder
from graph.db import Graph, run
from graph.schema import migrate
from graph.types import (
    CandidateFact,
    CausalLink,
    EpisodeInput,
    FactSource,
    IngestReceipt,
    StructuredFactInput,
)
from graph.vocabulary import normalise_attribute
from palimpsest.errors import BadInput
from palimpsest.settings import Settings, get_settings
from resolver.apply import load_slots, write_plan
from resolver.batch import CandidateInput, resolve_batch, slot_key

TENANT_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}$")


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


@dataclass
class IngestStats:
    """What the last ingest cost, for benchmarks (round trips to Neo4j, stage seconds)."""

    round_trips: int = 0
    stage_seconds: dict[str, float] = field(default_factory=dict)


class MemoryService:
    """Ingest, evidence, audit, retract, forget: everything a tenant can ask of its memory."""

    def __init__(self, graph: Graph, settings: Settings | None = None) -> None:
        self.graph = graph
        self.settings = settings or get_settings()
        self.embedder = Embedder()
        self._extractor = None
        self.last_ingest = IngestStats()

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
            from extract.pipeline import RuleExtractor

            self._extractor = RuleExtractor()
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
        prepared = [self._prepare(tenant, ep) for ep in episodes]
        extractions = self.extractor.extract_batch(
            [EpisodeText(text=p.row["text"], occurred_at=p.row["occurred_at"],
                         speaker=p.row["speaker"]) for p in prepared]  # type: ignore[arg-type]
        )  # fmt: skip
        warnings: list[str] = []
        for p, ex in zip(prepared, extractions, strict=True):
            p.candidates, p.links = list(ex.facts), list(ex.links)
            warnings += [f"episode {p.uid}: {w}" for w in ex.warnings]
        extracted = time.perf_counter()
        receipt = self._write(tenant, prepared, started, extracted)
        receipt.warnings = warnings + receipt.warnings
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
            problems += self._episode_problems(
                i, EpisodeInput(text=f.text, occurred_at=f.valid_from), prefix="facts"
            )
            if not 0.0 <= f.confidence <= 1.0:
                problems.append(f"facts[{i}].confidence: must be within [0, 1]")
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
            p.candidates = [
                CandidateFact(
                    subject=f.subject.strip(), attribute=normalise_attribute(f.attribute),
                    value=f.value.strip(), text=f.text.strip(), valid_from=f.valid_from,
                    memory_type=f.memory_type, kind=f.kind, confidence=f.confidence,
                    cues=find_cues(f.text), scope=f.scope, extractor="structured",
                )
            ]  # fmt: skip
            prepared.append(p)
        return self._write(tenant, prepared, started, time.perf_counter())

    def _write(
        self, tenant: str, prepared: list[_Prepared], started: float, extracted: float
    ) -> IngestReceipt:
        # Duplicate keys inside the batch collapse onto their first occurrence.
        seen: dict[str, _Prepared] = {}
        for p in prepared:
            seen.setdefault(p.ingest_key, p)
        unique = list(seen.values())
        fact_texts = [c.text for p in unique for c in p.candidates]
        vectors = self.embedder.embed([str(p.row["text"]) for p in unique] + fact_texts)
        for p, vec in zip(unique, vectors, strict=False):
            p.row["embedding"] = vec
        fact_vectors = iter(vectors[len(unique) :])
        embedded = time.perf_counter()
        for p in unique:
            p.fact_embeddings = [next(fact_vectors) for _ in p.candidates]
            for c in p.candidates:
                c.valid_from = c.valid_from or p.row["occurred_at"]  # type: ignore[assignment]
        now = now_utc()

        def work(tx) -> tuple[IngestReceipt, int]:  # noqa: ANN001
            known = {
                r["key"]: r["uid"]
                for r in run(tx, "ingest/find_episodes", tenant=tenant, keys=list(seen))
            }
            fresh = [p for p in unique if p.ingest_key not in known]
            receipt_ids = [known.get(p.ingest_key) or seen[p.ingest_key].uid for p in prepared]
            trips = 1
            if fresh:
                run(tx, "ingest/create_episodes", tenant=tenant,
                    rows=[{**p.row, "recorded_at": now} for p in fresh])  # fmt: skip
                sessions = sorted({str(p.row["session_id"]) for p in fresh if p.row["session_id"]})
                if sessions:
                    run(tx, "ingest/chain_sessions", tenant=tenant, sessions=sessions)
                    trips += 1
                trips += 1
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
            plan, _ = resolve_batch(
                items, slots, new_uid,
                similarity_threshold=self.settings.duplicate_similarity, links=links,
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

        receipt, trips = self.graph.write(work, tenant)
        self.last_ingest = IngestStats(
            round_trips=trips,
            stage_seconds={
                "extract": extracted - started,
                "embed": embedded - extracted,
                "resolve_write": time.perf_counter() - embedded,
            },
        )
        return receipt

    # -- validation ----------------------------------------------------------------------

    def _check_tenant(self, tenant: str) -> None:
        if not isinstance(tenant, str) or not TENANT_RE.match(tenant):
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
        size = len(text.encode("utf-8"))
        if size > self.settings.max_episode_bytes:
            problems.append(
                f"{prefix}[{i}].text: {size} bytes exceeds the limit of "
                f"{self.settings.max_episode_bytes}"
            )
        when = ep.occurred_at
        if not isinstance(when, datetime):
            problems.append(f"{prefix}[{i}].occurredAt: not a date-time")
        elif when.tzinfo is None or when.utcoffset() is None:
            problems.append(f"{prefix}[{i}].occurredAt: needs a timezone offset")
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


def _fact_source(source: str | None) -> FactSource:
    try:
        return FactSource(source or "user")
    except ValueError:
        return FactSource.TOOL if source else FactSource.USER
