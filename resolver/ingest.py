"""The write path's work on a batch of episodes, between extraction and the graph.

`MemoryService.ingest` and `ingest_facts` orchestrate; the steps are here: an episode
prepared for writing (`PreparedEpisode`: ingest key, row, candidates), the texts embedded and
the clause gate and slot anchoring applied to a batch, the vectors the resolver compares
values by (`ValueVectors`), and the write transaction's work (`write_batch`): look up the
known episodes and the slots, resolve, write.

Embedding happens before the write transaction, never inside it: the driver may run a write
transaction again, and it holds its locks while it runs. The resolver compares short values
by their vectors, so the batch's values and the active values of the slots it touches (read
first, in a read transaction: `active_values`) are embedded beforehand. When another writer
adds a value to those slots in between, `write_batch` stops with `MissingVectors` before it
decides anything; the caller embeds the values it names and runs the transaction again, so
the decisions are the ones the resolver makes with every vector at hand.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from neo4j import ManagedTransaction

from extract.assembly import Speakers
from extract.assertion import gate_episodes, keep_only
from extract.cues import find_cues
from extract.embed import cosine
from extract.holders import HE_OR_SHE, speaks_as_group, speaks_for
from extract.lexicon import KIN, PERSON_NOUNS
from graph.db import run
from graph.errors import Unavailable
from graph.keys import slot_key, trigger_key
from graph.records import Vector, iso, vector
from graph.search import search_labels
from graph.types import (
    ACTIVE_ROLE_VALUES,
    OPEN_ATTRIBUTE,
    CandidateFact,
    CausalLink,
    EpisodeInput,
    EpisodeKind,
    FactSource,
    IngestReceipt,
    StructuredFactInput,
)
from graph.value_slots import ValueSlotCount
from graph.vocabulary import normalise_attribute
from resolver.anchor import KnownValue, anchor_statements
from resolver.apply import load_slots, write_plan
from resolver.batch import CandidateInput, compared_by_vector, resolve_batch
from resolver.cases import link_produced

Embed = Callable[[Sequence[str]], list[list[float]]]
Uid = Callable[[], str]


@dataclass
class PreparedEpisode:
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


# -- preparing episodes --------------------------------------------------------------------


def prepare_episode(ep: EpisodeInput, uid: str) -> PreparedEpisode:
    """The row an episode is stored as, keyed for idempotency: its idempotency key when it
    has one, else the hash of its content."""
    occurred = ep.occurred_at.astimezone(UTC)
    content_hash = hashlib.sha256(
        "\x1f".join(
            [ep.text, occurred.isoformat(), ep.source or "", ep.speaker or "",
             ep.session_id or "", ep.external_id or ""]
        ).encode("utf-8")
    ).hexdigest()  # fmt: skip
    key = f"key:{ep.idempotency_key}" if ep.idempotency_key else f"sha256:{content_hash}"
    case = ep.kind is EpisodeKind.CASE or ep.trigger is not None or ep.outcome is not None
    outcome = ep.outcome
    row: dict[str, object] = {
        "uid": uid, "ingest_key": key, "text": ep.text, "occurred_at": occurred,
        "source": ep.source or "user", "speaker": ep.speaker, "session_id": ep.session_id,
        "seq": None, "external_id": ep.external_id, "idempotency_key": ep.idempotency_key,
        "content_hash": content_hash,
        "metadata": json.dumps(ep.metadata, sort_keys=True) if ep.metadata else None,
        "kind": (EpisodeKind.CASE if case else EpisodeKind.MESSAGE).value,
        "trigger": ep.trigger, "trigger_key": trigger_key(ep.trigger) if ep.trigger else None,
        "outcome_status": outcome.status.value if outcome else None,
        "outcome_result": outcome.result if outcome else None,
        "outcome_lesson": outcome.lesson if outcome else None,
        "frame": None,  # the group the turn is framed as news of, once extracted
        "people": [],  # the people the turn names, once extracted
    }  # fmt: skip
    return PreparedEpisode(uid=uid, ingest_key=key, row=row, source=fact_source(ep.source))


def fact_episode(f: StructuredFactInput) -> EpisodeInput:
    """The episode a structured fact is stored with: its source text."""
    return EpisodeInput(text=f.text, occurred_at=f.valid_from, source=f.source,
                        speaker=f.speaker, session_id=f.session_id,
                        idempotency_key=f.idempotency_key)  # fmt: skip


def prepare_fact(f: StructuredFactInput, uid: str) -> PreparedEpisode:
    """A structured fact as its episode with the one candidate it is (no extraction); a
    vector the caller brought is the episode's and the fact's."""
    p = prepare_episode(fact_episode(f), uid)
    p.source = fact_source(f.source)
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
    return p


def fact_source(source: str | None) -> FactSource:
    """The source a fact records: the episode's when it names one, else tool (any other
    caller) or user (none given)."""
    try:
        return FactSource(source or "user")
    except ValueError:
        return FactSource.TOOL if source else FactSource.USER


def find_episodes(tx: ManagedTransaction, tenant: str, keys: Iterable[str]) -> dict[str, str]:
    """Ingest key -> uid of the episodes already stored under those keys."""
    rows = run(tx, "ingest/find_episodes", tenant=tenant, keys=list(dict.fromkeys(keys)))
    return {r["key"]: r["uid"] for r in rows}


def mark_stored(prepared: Sequence[PreparedEpisode], stored: Iterable[str]) -> None:
    """Mark the episodes already stored (a retried batch), so they cost no extraction or
    embedding. The write transaction checks again: this is a saving, not the guarantee."""
    keys = set(stored)
    for p in prepared:
        p.stored = p.ingest_key in keys


def unique_by_key(prepared: Sequence[PreparedEpisode]) -> dict[str, PreparedEpisode]:
    """Ingest key -> the batch's first episode with it (later duplicates collapse onto it)."""
    seen: dict[str, PreparedEpisode] = {}
    for p in prepared:
        seen.setdefault(p.ingest_key, p)
    return seen


# -- before the write transaction ----------------------------------------------------------


def embed_texts(unique: Sequence[PreparedEpisode], embed: Embed) -> None:
    """Embed what the caller did not bring: episode texts, then fact texts, in one batch."""
    todo = [p for p in unique if "embedding" not in p.row and not p.stored]
    fact_todo = [p for p in unique if len(p.fact_embeddings) != len(p.candidates) and not p.stored]
    vectors = embed(
        [str(p.row["text"]) for p in todo] + [c.text for p in fact_todo for c in p.candidates]
    )
    for p, vec in zip(todo, vectors, strict=False):
        p.row["embedding"] = vec
    fact_vectors = iter(vectors[len(todo) :])
    for p in fact_todo:
        p.fact_embeddings = [next(fact_vectors) for _ in p.candidates]


def gate_clauses(unique: Sequence[PreparedEpisode], embed: Embed) -> list[PreparedEpisode]:
    """Clause modality (extract.assertion): a value named in passing is no fact, a plan is a
    transition. Decided on the fact texts' vectors (`embed_texts`). Returns the extracted
    episodes with candidates (the ones slot anchoring places)."""
    gated = [p for p in unique if not p.structured and not p.stored and p.candidates]
    readings = gate_episodes([(p.candidates, p.links, p.fact_embeddings) for p in gated], embed)
    for p, (candidates, links, kept_vectors, _) in zip(gated, readings, strict=True):
        p.candidates, p.links = candidates, links
        p.fact_embeddings = [list(v) for v in kept_vectors]
    return gated


def group_speakers(todo: Sequence[PreparedEpisode]) -> list[str]:
    """Speakers of unframed turns that speak as "we": whose earlier frames decide who
    that is (`carry_frames`)."""
    return sorted({str(p.row["speaker"]) for p in todo
                   if p.row["speaker"] and not p.row["frame"]
                   and any(speaks_as_group(c.text) for c in p.candidates)})  # fmt: skip


def speaker_frames(
    tx: ManagedTransaction, tenant: str, speakers: Sequence[str], before: datetime
) -> dict[str, str]:
    """The group each speaker last framed a turn for before `before`."""
    rows = run(tx, "ingest/speaker_frames", tenant=tenant, speakers=list(speakers),
               before=before.isoformat())  # fmt: skip
    return {r["speaker"]: r["frame"] for r in rows if r["frame"]}


def tenant_frame(tx: ManagedTransaction, tenant: str, before: datetime) -> str | None:
    """The group any speaker last framed a turn for before `before`."""
    rows = run(tx, "ingest/tenant_frame", tenant=tenant, before=before.isoformat())
    return next((str(r["frame"]) for r in rows if r["frame"]), None)


def frames_before(
    tx: ManagedTransaction, tenant: str, speakers: Sequence[str], before: datetime
) -> tuple[dict[str, str], str | None]:
    """Each speaker's last frame (`speaker_frames`) and the tenant's (`tenant_frame`)."""
    return speaker_frames(tx, tenant, speakers, before), tenant_frame(tx, tenant, before)


def carry_frames(
    todo: Sequence[PreparedEpisode], known: dict[str, str], shared: str | None = None
) -> None:
    """A speaker's "we" in an unframed turn is the group they last framed a turn for
    (`extract.holders.speaks_for`), in time order: the graph's frames (`known`), then the
    batch's own; a speaker who never framed one speaks as the group the tenant's turns last
    framed (`shared`, then the batch's): one chat, one "we"."""
    last = dict(known)
    for p in sorted(todo, key=lambda p: p.row["occurred_at"]):  # type: ignore[arg-type, return-value]
        speaker = p.row["speaker"]
        if not speaker:
            continue
        if p.row["frame"]:
            last[str(speaker)] = shared = str(p.row["frame"])
        elif (group := last.get(str(speaker), shared)) is not None:
            p.candidates = speaks_for(p.candidates, group, Speakers.of(str(speaker)))


REFERENT_TURNS = 3  # how far back in its session a "he"/"she" looks for a name


def referring_turns(todo: Sequence[PreparedEpisode]) -> list[PreparedEpisode]:
    """The turns of a session that say "he" or "she"."""
    return [p for p in todo if p.row["session_id"] and HE_OR_SHE.search(str(p.row["text"]))]


def session_starts(todo: Sequence[PreparedEpisode]) -> list[dict[str, object]]:
    """Each session of `todo` with the time of its first turn in the batch."""
    first: dict[str, datetime] = {}
    for p in todo:
        session, at = p.row["session_id"], p.row["occurred_at"]
        if session and (session not in first or at < first[str(session)]):  # type: ignore[operator]
            first[str(session)] = at  # type: ignore[assignment]
    return [{"session": s, "before": at.isoformat()} for s, at in first.items()]


Turn = tuple[str | None, str, list[str]]  # (speaker, text, people it names)


def session_before(
    tx: ManagedTransaction, tenant: str, sessions: Sequence[dict[str, object]]
) -> dict[str, list[Turn]]:
    """The last turns of each session before the batch, oldest first."""
    out: dict[str, list[Turn]] = {}
    for r in run(tx, "ingest/session_before", tenant=tenant, sessions=list(sessions),
                 turns=REFERENT_TURNS):  # fmt: skip
        out.setdefault(r["session"], []).append((r["speaker"], r["text"], list(r["people"])))
    return out


# A capitalised word a turn names: a person if the tenant has a speaker of that name.
# Latin letters only around it: a name runs straight into Chinese ("Maeve今晚怎么没来？").
_NAMED_WORD = re.compile(
    r"(?<![A-Za-zÀ-ɏ0-9'’])(?:Mc|Mac|O['’])?[A-ZÀ-Þ][a-zß-ɏ]{1,20}(?![A-Za-zÀ-ɏ0-9])"
)
# Capitalised words that are mostly not people here: months, days, a modal opening a line.
_NOT_PEOPLE = frozenset(
    "January February March April May June July August September October November December "
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Will".split()
)
_MOST_NAMES = 200


def named_words(
    todo: Sequence[PreparedEpisode], earlier: Mapping[str, Sequence[Turn]]
) -> list[str]:
    """The capitalised words of the turns of `todo` and `earlier`, which `known_speakers` checks
    against the tenant's speakers ("Has anyone heard from Bronagh?": the parser's NER may miss
    her, and she may not speak in this batch)."""
    texts = [str(p.row["text"]) for p in todo if p.row["session_id"]]
    texts += [text for turns in earlier.values() for _, text, _ in turns]
    return _capitalised_words(texts)


def _capitalised_words(texts: Sequence[str]) -> list[str]:
    words = dict.fromkeys(
        w for text in texts for w in _NAMED_WORD.findall(text) if w not in _NOT_PEOPLE
    )
    return list(words)[:_MOST_NAMES]


def conversation_people(
    tx: ManagedTransaction, tenant: str, todo: Sequence[PreparedEpisode]
) -> frozenset[str]:
    """The batch's speakers and the tenant's speakers its turns name ("Aisha: Meiling works at
    Brindle Games now", Meiling having spoken in an earlier batch): the people the extractor
    reads as people however the parser tags their names."""
    speaking = batch_speakers(todo)
    names = [w for w in _capitalised_words([str(p.row["text"]) for p in todo])
             if w not in speaking]  # fmt: skip
    return speaking | frozenset(known_speakers(tx, tenant, names))


def known_speakers(tx: ManagedTransaction, tenant: str, names: Sequence[str]) -> set[str]:
    """The names that are speakers of the tenant's episodes."""
    if not names:
        return set()
    return {str(r["speaker"]) for r in run(tx, "ingest/known_speakers", tenant=tenant,
                                           names=list(names))}  # fmt: skip


def session_context(
    tx: ManagedTransaction,
    tenant: str,
    sessions: Sequence[dict[str, object]],
    todo: Sequence[PreparedEpisode],
) -> tuple[dict[str, list[Turn]], set[str]]:
    """In one transaction, what `session_referents` reads: the sessions' turns before the batch
    (`session_before`) and the tenant's speakers those turns and the batch's name, besides the
    batch's own speakers (`known_speakers`)."""
    earlier = session_before(tx, tenant, sessions)
    speaking = batch_speakers(todo)
    names = [n for n in named_words(todo, earlier) if n not in speaking]
    return earlier, known_speakers(tx, tenant, names)


def batch_speakers(todo: Sequence[PreparedEpisode]) -> frozenset[str]:
    """The names of the batch's speakers: the conversation's people, whom the extractor reads
    as people however the parser tags them. Pure."""
    return frozenset(str(p.row["speaker"]) for p in todo if p.row["speaker"])


# "Met Bronwen's new fella at the pub. He's …": "he" is the one the name owns, not its owner.
_POSSESSES_A_PERSON = re.compile(
    r"['’]s\s+(?:(?:new|old|little|big|younger|older|other|eldest|youngest)\s+)?(?:"
    + "|".join(sorted(KIN | PERSON_NOUNS, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)


def session_referents(
    todo: Sequence[PreparedEpisode],
    earlier: Mapping[str, Sequence[Turn]],
    known: Collection[str] = (),
) -> dict[str, str]:
    """Who "he"/"she" means in each turn that says it (by episode uid): the last person the
    session named in its `REFERENT_TURNS` turns before, not the turn's own speaker ("Sat
    next to Alun at the quiz" / "oh and he's gone vegan"). A person is one the extraction
    found in a turn (`Extraction.people`), a speaker of the batch or of those turns, or one
    of `known` (the tenant's speakers the turns name, `known_speakers`). Pure."""
    speakers = set(batch_speakers(todo)) | set(known)
    speakers |= {str(s) for turns in earlier.values() for s, _, _ in turns if s}
    by_session: dict[str, list[tuple[Turn, str | None]]] = {
        s: [(turn, None) for turn in turns] for s, turns in earlier.items()
    }
    for p in sorted(todo, key=lambda p: p.row["occurred_at"]):  # type: ignore[arg-type, return-value]
        if p.row["session_id"]:
            speaker = str(p.row["speaker"]) if p.row["speaker"] else None
            turn = (speaker, str(p.row["text"]), list(p.row["people"]))  # type: ignore[call-overload]
            by_session.setdefault(str(p.row["session_id"]), []).append((turn, p.uid))
    out: dict[str, str] = {}
    for turns in by_session.values():
        for i, ((speaker, text, _), uid) in enumerate(turns):
            if uid is None or not HE_OR_SHE.search(text):
                continue
            for (before_speaker, before_text, people), _ in reversed(
                turns[max(0, i - REFERENT_TURNS) : i]
            ):
                named = sorted(
                    (m.start(), m.group(0))
                    for n in {*speakers, *people}
                    # "up for the Cluny after?": a place, not a person
                    for m in re.finditer(
                        rf"(?<![A-Za-z0-9])(?<![Tt]he ){re.escape(n)}(?![A-Za-z0-9])", before_text
                    )
                )
                found = [n for at, n in named if n not in (speaker, before_speaker)
                         and not _POSSESSES_A_PERSON.match(before_text, at + len(n))]  # fmt: skip
                if found:
                    out[uid] = found[-1]
                    break
    return out


def anchor_subjects(gated: Sequence[PreparedEpisode]) -> list[str]:
    """The subjects whose known values slot anchoring needs (`resolver.anchor.known_values`)."""
    return sorted({c.subject for p in gated for c in p.candidates})


def open_focuses(gated: Sequence[PreparedEpisode]) -> list[str]:
    """The focuses of the batch's open statements, whose slots the tenant may know
    (`graph.value_slots.value_slots`)."""
    return sorted({c.focus for p in gated for c in p.candidates
                   if c.attribute == OPEN_ATTRIBUTE and c.focus})  # fmt: skip


def anchor_to_slots(
    gated: Sequence[PreparedEpisode],
    known: Iterable[KnownValue],
    elsewhere: Iterable[ValueSlotCount] = (),
) -> None:
    """Slot anchoring (`resolver.anchor`): an open statement joins the slot whose value it
    leaves or plan it carries out, or one of its own; a slot reading that swaps another
    slot's value joins that slot. In time order, with what the graph holds (`known`) and the
    slots the tenant holds the open focuses in (`elsewhere`)."""
    ordered = sorted(gated, key=lambda p: p.row["occurred_at"])  # type: ignore[arg-type, return-value]
    anchored = iter(anchor_statements(
        [c for p in ordered for c in p.candidates], known,
        episode_of=[i for i, p in enumerate(ordered) for _ in p.candidates],
        value_slots=elsewhere,
    ))  # fmt: skip
    for p in ordered:
        placed = [next(anchored) for _ in p.candidates]
        kept = [(i, c) for i, c in enumerate(placed) if c is not None]
        p.candidates, p.links, vectors = keep_only(kept, p.links, p.fact_embeddings)
        p.fact_embeddings = [list(v) for v in vectors]


def date_candidates(unique: Iterable[PreparedEpisode]) -> None:
    """A candidate without a time of its own is valid from when its episode occurred."""
    for p in unique:
        for c in p.candidates:
            c.valid_from = c.valid_from or p.row["occurred_at"]  # type: ignore[assignment]


def compared_values(episodes: Iterable[PreparedEpisode]) -> list[str]:
    """The candidates' values the resolver compares by vector (short ones)."""
    return [c.value for p in episodes if not p.stored for c in p.candidates
            if compared_by_vector(c.value)]  # fmt: skip


def wanted_slots(episodes: Iterable[PreparedEpisode]) -> dict[str, tuple[str, str]]:
    """Slot key -> (subject, attribute) of every slot the episodes' candidates fall in."""
    return {slot_key(c.subject, c.attribute): (c.subject, c.attribute)
            for p in episodes for c in p.candidates}  # fmt: skip


def active_values(tx: ManagedTransaction, tenant: str, keys: Sequence[str]) -> list[str]:
    """The values of the slots' active facts that the resolver compares by vector."""
    rows = run(tx, "resolver/active_values", tenant=tenant, keys=list(keys),
               active_roles=ACTIVE_ROLE_VALUES)  # fmt: skip
    return [r["value"] for r in rows if r["value"] and compared_by_vector(r["value"])]


class MissingVectors(Exception):
    """The slots hold values that were not embedded before the write transaction (another
    writer added them since): the transaction is abandoned before it decides anything."""

    def __init__(self, values: Sequence[str]) -> None:
        super().__init__(f"{len(values)} value(s) to embed before writing")
        self.values = list(values)


@dataclass(frozen=True)
class ValueVectors:
    """Vectors of the values the resolver compares, computed before the write transaction."""

    vectors: Mapping[str, Any] = field(default_factory=dict)  # value -> normalised vector

    def missing(self, values: Iterable[str]) -> list[str]:
        return list(dict.fromkeys(v for v in values if v not in self.vectors))

    def adding(self, more: Mapping[str, Any]) -> ValueVectors:
        return ValueVectors({**self.vectors, **more})

    def similarity(self, a: str, b: str) -> float:
        """Cosine of two values' vectors (both computed beforehand)."""
        return cosine(self.vectors[a], self.vectors[b])


# -- the write transaction -----------------------------------------------------------------


def write_batch(
    tx: ManagedTransaction,
    tenant: str,
    prepared: Sequence[PreparedEpisode],
    vectors: ValueVectors,
    *,
    now: datetime,
    new_uid: Uid,
    similarity_threshold: float,
) -> tuple[IngestReceipt, int]:
    """The write transaction of one batch: store the episodes not yet stored, chain them into
    their sessions, resolve their candidates against the slots and write the plan. Returns
    the receipt and the number of statements run. Runs no model: raises `MissingVectors` when
    the slots hold a value `vectors` lacks."""
    seen = unique_by_key(prepared)
    known = find_episodes(tx, tenant, seen)
    fresh = [p for p in seen.values() if p.ingest_key not in known]
    gone = [p.ingest_key for p in fresh if p.stored]
    if gone:  # forgotten between the check before extraction and this transaction
        raise Unavailable(
            f"{len(gone)} episode(s) of this batch were removed while it was being "
            "ingested; nothing was written, retry the batch"
        )
    receipt_ids = [known.get(p.ingest_key) or seen[p.ingest_key].uid for p in prepared]
    trips = 1
    if fresh:
        trips += _store_episodes(tx, tenant, fresh, now)
    items: list[CandidateInput] = []
    links = []
    for p in fresh:
        index_map = []
        for c, vec in zip(p.candidates, p.fact_embeddings, strict=True):
            index_map.append(len(items))
            items.append(CandidateInput(c, p.uid, now, vec, p.source))
        links += [(link, index_map, p.uid) for link in p.links]
    wanted = wanted_slots(fresh)
    slots = load_slots(tx, tenant, wanted, new_uid) if wanted else {}
    missing = vectors.missing(
        f.value for s in slots.values() for f in s.active if compared_by_vector(f.value)
    )
    if missing:
        raise MissingVectors(missing)
    plan, _ = resolve_batch(
        items, slots, new_uid,
        similarity_threshold=similarity_threshold, links=links,
        value_similarity=vectors.similarity,
    )  # fmt: skip
    trips += 1 + write_plan(tx, tenant, plan, now, new_uid)
    cases = [p.uid for p in fresh if p.row["kind"] == EpisodeKind.CASE.value]
    if cases:
        link_produced(tx, tenant, cases, now)
        trips += 1
    receipt = plan.receipt
    receipt.episode_ids = receipt_ids
    receipt.accepted = len(fresh)
    receipt.duplicates = len(prepared) - len(fresh)
    for p in fresh:
        if not p.candidates:
            receipt.warnings.append(f"episode {p.uid}: no fact extracted (kept verbatim)")
    return receipt, trips


def _store_episodes(
    tx: ManagedTransaction, tenant: str, fresh: Sequence[PreparedEpisode], now: datetime
) -> int:
    """Create the episodes, chain each session's new ones after its last, and link each turn
    to its context. Returns the number of statements run."""
    run(tx, "ingest/create_episodes", tenant=tenant, now=now, labels=search_labels(tenant),
        rows=[{**p.row, "occurred_at": iso(p.row["occurred_at"]),  # type: ignore[arg-type]
               "embedding": episode_vector(p)}
              for p in fresh])  # fmt: skip
    trips = 1
    new_in_session: dict[str, list[str]] = {}
    for p in fresh:
        if p.row["session_id"]:
            new_in_session.setdefault(str(p.row["session_id"]), []).append(p.uid)
    sessions = [{"id": k, "uids": v} for k, v in sorted(new_in_session.items())]
    if sessions:
        run(tx, "ingest/chain_sessions", tenant=tenant, sessions=sessions)
        trips += 1
    run(tx, "ingest/turn_context", tenant=tenant, uids=[p.uid for p in fresh])
    return trips + 1


def episode_vector(p: PreparedEpisode) -> Vector | None:
    """The vector an episode is stored with. A structured fact's episode is only the fact's
    source text, with the same vector: that vector is stored and indexed once, on the fact
    (every indexed vector costs an HNSW insertion at commit), and the fact arm finds the
    text, its episode cited as the source. A conversation turn keeps its own vector: it is
    evidence in its own right and may hold more than its facts."""
    own = p.row.get("embedding")
    if own is None or (p.structured and any(vec == own for vec in p.fact_embeddings)):
        return None
    return vector(own)  # type: ignore[arg-type]
