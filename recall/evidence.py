"""Question → evidence packet: the read path end to end (DESIGN.md: read path).

`Recall.evidence` runs, in order:

1. **view**: `recall.view.infer_view` (an explicit view wins), `wants_causes`,
   `memory_type_route`;
2. **seeds** (`recall.seeds`), **expansion** of the best k seeds and **loading**
   (`recall.expand`);
3. **time travel**: `known_at` (system time) through `recall.expand.as_known_at`, then
   `as_of` (world time) through `recall.rank.role_at`; the `subject` filter;
4. **rank** (`recall.rank.rank`) after the frozen rule below, then the **sources** of the
   facts the packet keeps (`recall.expand.load_sources`): steps 2-4 are one read
   transaction of four statements; **pack** (`recall.packet.assemble`, slot specs from the
   vocabulary);
5. **causal chains** (`recall.causal`) for the view transition or a "why" question, through
   the best transition and current items: a second read transaction;
6. **prompt** (`recall.prompt.render_prompt`) under `max_tokens`, and the trace;
7. access statistics for the facts handed out (`recall.access`, off the critical path).

**Frozen rule.** Temperature leaves frozen facts out unless `include_frozen`, with two
exceptions decided by `frozen_out`:

- a fact that speaks for its slot *now* (role current, coexisting or scoped exception, after
  time travel) is never left out as frozen: "where do I live?" must find the home city
  recorded years ago and never asked about since;
- a question that asks for the past or for a change (historical or transition view) asks for
  old facts: historical facts are not left out as frozen in those views.

Such a fact still ranks with the frozen weight, and its `why` says it was kept. (Counting
seeding as an access was the alternative; it was not chosen because a read would then change
what the next read ranks, and because everything seeded would never freeze at all.)

Retracted facts never appear. Pending-review facts go to `ambiguous`, as do current facts
that conflict in a single-valued slot.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from neo4j import ManagedTransaction

from extract.embed import Embedder
from graph.db import Graph, run
from graph.keys import slot_key
from graph.search import index_names
from graph.types import Cardinality, Episode, Fact, FactRole, SlotSpec
from graph.value_slots import READ_MIN_SUBJECTS, ValueSlots, value_slots
from graph.vocabulary import slot_spec
from recall.access import AccessRecorder
from recall.cases import find_cases, wants_cases
from recall.causal import causal_chains, chains_in
from recall.expand import (
    LoadedFact,
    Neighbour,
    as_known_at,
    episodes_known,
    expand,
    expanded_relevance,
    load_facts,
    load_sources,
)
from recall.packet import (
    Blocks,
    CausalChain,
    EvidenceItem,
    EvidencePacket,
    assemble,
    kept_items,
)
from recall.prompt import render_prompt
from recall.rank import (
    ScoredFact,
    newest_of_close_currents,
    rank,
    role_at,
    settle_open_slots,
    settle_single_slots,
    unplaced_values,
    with_slot_context,
)
from recall.seeds import OVER_FETCH, Seeds, find_seeds, lucene_query
from recall.support import Support, support_level, without_names
from recall.temperature import Temperature, temperature
from recall.turns import keep_slot_order, named_speakers, rank_turns
from recall.view import (
    StateView,
    asks_for_state,
    infer_view,
    memory_type_route,
    wants_causes,
)

NEVER_FROZEN: frozenset[FactRole] = frozenset(
    {FactRole.CURRENT, FactRole.COEXISTING, FactRole.SCOPED_EXCEPTION}
)
TURN_RANKING_ARMS = ("episode_context", "episode_vector")  # with the facts' sources
CHAIN_ANCHORS = 3  # transition/current items whose causal chains a packet follows
CHAIN_DEPTH = 4


def visible_at(
    loaded: LoadedFact, as_of: datetime | None, known_at: datetime | None
) -> Fact | None:
    """The fact as it stood for the question, or None if it did not exist then.

    `known_at` first (what had been recorded, with roles as known then), then `as_of` (what
    was valid in the world then, with `role_at`). Retracted facts are never visible.
    """
    fact = loaded.fact
    if fact.role is FactRole.RETRACTED:
        return None
    if known_at is not None:
        known = as_known_at(loaded, known_at)
        if known is None:
            return None
        fact = known
    if as_of is not None:
        role = role_at(fact, as_of)
        if role is None:
            return None
        if role is not fact.role:
            # The end of validity after as_of was not known at as_of.
            until = fact.valid_until if role is FactRole.HISTORICAL else None
            fact = dataclasses.replace(fact, role=role, valid_until=until)
    return fact


def is_frozen(fact: Fact, now: datetime) -> bool:
    """True when the fact's temperature at `now` is frozen."""
    temp = temperature(fact.last_accessed, fact.access_count, fact.recorded_at, now)
    return temp is Temperature.FROZEN


def never_frozen(fact: Fact, view: StateView) -> bool:
    """True when the frozen rule (module docstring) keeps `fact` whatever its temperature."""
    if fact.role in NEVER_FROZEN:
        return True
    past = view in (StateView.HISTORICAL, StateView.TRANSITION)
    return past and fact.role is FactRole.HISTORICAL


def frozen_out(fact: Fact, view: StateView, now: datetime, include_frozen: bool) -> bool:
    """True when the frozen rule (module docstring) leaves `fact` out of a `view` packet."""
    if include_frozen or never_frozen(fact, view):
        return False
    return is_frozen(fact, now)


def _subject_ok(fact: Fact, subject: str | None) -> bool:
    return subject is None or fact.subject.strip().lower() == subject.strip().lower()


@dataclass
class _Read:
    seeds: Seeds
    neighbours: list[Neighbour]
    loaded: dict[str, LoadedFact]
    timings: dict[str, float]
    ranked: list[ScoredFact] = dataclasses.field(default_factory=list)
    dropped: dict[str, int] = dataclasses.field(default_factory=dict)
    sources: dict[str, list[Episode]] = dataclasses.field(default_factory=dict)
    """Source episodes of the facts the packet keeps (loaded after ranking)."""
    support: Support = Support("strong", "")
    turn_links: dict[str, tuple[str | None, str | None]] = dataclasses.field(default_factory=dict)
    """Each candidate turn's (previous, next) turn in its session, for the turn ranker."""
    tenant_kinds: dict[str, str] = dataclasses.field(default_factory=dict)
    """Folded value -> the vocabulary slot the tenant holds it in, for the loaded facts'
    values of open slots the vocabulary does not know (`recall.rank.slot_of_value`)."""


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 2)


class Recall:
    """The read path: `evidence` for questions, `causal_chains` for one fact."""

    def __init__(
        self, graph: Graph, embedder: Embedder, access: AccessRecorder | None = None
    ) -> None:
        self.graph = graph
        self.embedder = embedder
        self.access = access

    def causal_chains(
        self,
        tenant: str,
        fact_uid: str,
        direction: str = "both",
        max_depth: int = 4,
        known_at: datetime | None = None,
    ) -> list[CausalChain]:
        """Causal chains through one fact (see `recall.causal.causal_chains`)."""
        return causal_chains(self.graph, tenant, fact_uid, direction, max_depth, known_at)

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
        """The evidence packet for `query` in `tenant` (steps in the module docstring).

        - `view`: explicit state view; None infers it from the question.
        - `as_of`: world time; only facts valid then, with their roles then.
        - `known_at`: system time; only what had been recorded by then, roles as known then.
        - `subject`: only facts about this subject (case-insensitive).
        - `max_items`: facts in the blocks; `max_tokens`: budget of the prompt.
        - `include_frozen`: keep long-untouched facts too.
        """
        started = time.perf_counter()
        now = datetime.now(UTC)
        choice = infer_view(query, view)
        causes = choice.view is StateView.TRANSITION or wants_causes(query)
        route = memory_type_route(query)
        timings: dict[str, float] = {}

        t = time.perf_counter()
        embedding = self.embedder.embed_one(query)
        timings["embed"] = _ms(t)

        k = max(2 * max_items, 10)

        def answer(tx: ManagedTransaction) -> _Read:
            read = self._read(tx, tenant, query, embedding, k, subject, causes, as_of, known_at)
            t = time.perf_counter()
            read.ranked, read.dropped = _rank(
                read, choice.view, now, route, as_of, known_at, subject, include_frozen
            )
            read.timings["rank"] = _ms(t)
            t = time.perf_counter()
            kept = [s.fact.uid for s in kept_items(read.ranked, max_items)]
            read.sources = load_sources(tx, tenant, kept, as_of, known_at)
            read.timings["sources"] = _ms(t)
            t = time.perf_counter()
            read.turn_links = _turn_links(tx, tenant, read)
            read.timings["turn_links"] = _ms(t)
            return read

        read = self.graph.read(answer, tenant)
        timings.update(read.timings)
        seeds, ranked, dropped = read.seeds, read.ranked, read.dropped

        t = time.perf_counter()
        episodes_by_fact = {
            uid: episodes_known(episodes, as_of, known_at) for uid, episodes in read.sources.items()
        }
        specs: dict[str, SlotSpec] = {s.fact.attribute: slot_spec(s.fact.attribute) for s in ranked}
        blocks = assemble(ranked, episodes_by_fact, max_items, specs)
        turn_arms = self._add_matched_episodes(
            blocks, seeds, read.turn_links, query, as_of, known_at, max_items,
            asks_state=asks_for_state(choice.view, as_of),
        )  # fmt: skip
        timings["assemble"] = _ms(t)

        chains: list[CausalChain] = []
        transactions = 1
        anchors = _chain_anchors(blocks) if causes else []
        if anchors:
            transactions += 1
            t = time.perf_counter()
            chains = self._chains(tenant, anchors, as_of, known_at)
            timings["causal"] = _ms(t)

        cases = []
        if wants_cases(query):
            transactions += 1
            t = time.perf_counter()
            facts = list(_fact_uids(blocks))
            cases = self.graph.read(
                lambda tx: find_cases(tx, tenant, lucene_query(query), embedding, facts,
                                      as_of, known_at), tenant,
            )  # fmt: skip
            timings["cases"] = _ms(t)

        packet = EvidencePacket(
            query=query, view=choice.view, view_reason=choice.reason, as_of=as_of,
            known_at=known_at, current=blocks.current, historical=blocks.historical,
            transition=blocks.transition, ambiguous=blocks.ambiguous, episodes=blocks.episodes,
            causal_chains=chains, cases=cases,
        )  # fmt: skip
        t = time.perf_counter()
        packet.prompt, packet.token_estimate = render_prompt(packet, max_tokens)
        timings["render"] = _ms(t)
        timings["total"] = _ms(started)
        packet.trace = self._trace(choice.reason, causes, route, seeds, read, dropped, timings)
        packet.trace["max_tokens"] = max_tokens
        packet.trace["turn_arms"] = turn_arms
        packet.trace["turn_arm_scores"] = _turn_arm_scores(seeds)
        packet.trace["turn_links"] = {u: list(pair) for u, pair in read.turn_links.items()}
        found = read.support
        packet.support, packet.support_reason = found.level, found.reason
        packet.trace["support"] = {"level": found.level, "reason": found.reason,
                                   "ratio": found.ratio}  # fmt: skip
        packet.trace["read_transactions"] = transactions

        if self.access is not None:
            self.access.record(tenant, _fact_uids(packet))
        return packet

    # -- I/O stages ------------------------------------------------------------------------

    def _read(
        self,
        tx: ManagedTransaction,
        tenant: str,
        query: str,
        embedding: list[float],
        k: int,
        subject: str | None,
        causes: bool,
        as_of: datetime | None,
        known_at: datetime | None,
    ) -> _Read:
        timings: dict[str, float] = {}
        t = time.perf_counter()
        seeds = find_seeds(tx, tenant, query, embedding, k=k, subject=subject)
        timings["seeds"] = _ms(t)
        seed_uids = [uid for uid, _ in seeds.fused]
        t = time.perf_counter()
        # The best k seeds are expanded; the rest rank on their own (RRF puts them far below).
        neighbours = expand(tx, tenant, seed_uids[:k], causes, known_at, as_of=as_of)
        timings["expand"] = _ms(t)
        t = time.perf_counter()
        loaded = load_facts(tx, tenant, [*seed_uids, *(n.uid for n in neighbours)])
        timings["load"] = _ms(t)
        t = time.perf_counter()
        # Not at a system time: what the tenant knows of a value now was not known then.
        values = unplaced_values(lf.fact for lf in loaded.values()) if known_at is None else []
        slots = ValueSlots.of(value_slots(tx, tenant, values)) if values else ValueSlots()
        tenant_kinds = slots.slots_of(values, min_subjects=READ_MIN_SUBJECTS)
        timings["value_slots"] = _ms(t)
        t = time.perf_counter()
        support = _support(tx, tenant, query, seeds, k)
        timings["support"] = _ms(t)
        return _Read(seeds, neighbours, loaded, timings, support=support,
                     tenant_kinds=tenant_kinds)  # fmt: skip

    def _chains(
        self,
        tenant: str,
        anchors: list[str],
        as_of: datetime | None,
        known_at: datetime | None,
    ) -> list[CausalChain]:
        chains = self.graph.read(
            lambda tx: chains_in(tx, tenant, anchors, "both", CHAIN_DEPTH, known_at), tenant
        )
        if as_of is None:
            return chains
        # World time: a link whose facts were not yet valid at as_of is left out.
        kept = []
        for chain in chains:
            links = [
                link
                for link in chain.links
                if link.cause.valid_from <= as_of and link.effect.valid_from <= as_of
            ]
            if links:
                kept.append(CausalChain(links=links))
        return kept

    def _add_matched_episodes(
        self,
        blocks: Blocks,
        seeds: Seeds,
        links: Mapping[str, tuple[str | None, str | None]],
        query: str,
        as_of: datetime | None,
        known_at: datetime | None,
        limit: int,
        asks_state: bool,
    ) -> dict[str, list[str]]:
        """The `episodes` block as one turn ranking (`recall.turns.rank_turns`): the facts'
        sources and the turns that match the question, verbatim, ranked, the best scored 1.0.
        A conversation turn often holds more than the facts taken from it; a source keeps its
        "source of" reason. When the question asks for a state (`asks_state`), the sources of
        one slot keep their facts' order among themselves (`recall.turns.keep_slot_order`);
        otherwise a stale fact's turn may well be what the question is about. At most
        `limit` turns that no kept fact cites are added. Returns the arms' rankings (trace)."""
        cited = {item.episode.uid: item for item in blocks.episodes if item.episode is not None}
        by_uid: dict[str, Episode] = dict(seeds.episodes)
        by_uid.update({u: i.episode for u, i in cited.items() if i.episode is not None})
        arms = {arm: [hit.uid for hit in seeds.arms.get(arm, ())] for arm in TURN_RANKING_ARMS}
        arms["facts"] = list(cited)
        scores = {arm: {hit.uid: hit.score for hit in seeds.arms.get(arm, ())}
                  for arm in TURN_RANKING_ARMS}  # fmt: skip
        fused = rank_turns(query, arms, {u: e.speaker for u, e in by_uid.items()},
                           {u: e.text for u, e in by_uid.items()}, scores, links)  # fmt: skip
        if not fused:
            return arms
        top = fused[0][1]
        visible = {e.uid for e in episodes_known(list(by_uid.values()), as_of, known_at)}
        order = [u for u, _ in fused]
        if asks_state:
            order = keep_slot_order(order, list(cited), _source_facts(blocks))
        items: list[EvidenceItem] = []
        added = 0
        for uid, (_, score) in zip(order, fused, strict=True):
            if uid in cited:
                items.append(dataclasses.replace(cited[uid], score=score / top))
            elif uid in visible and added < limit:
                items.append(EvidenceItem(None, by_uid[uid], score / top, "matched the question"))
                added += 1
        blocks.episodes = items
        return arms

    # -- trace -----------------------------------------------------------------------------

    def _trace(
        self,
        view_reason: str,
        causes: bool,
        route: tuple[Any, Any],
        seeds: Seeds,
        read: _Read,
        dropped: Mapping[str, int],
        timings: Mapping[str, float],
    ) -> dict[str, object]:
        memory_type, kind = route
        return {
            "view_reason": view_reason,
            "wants_causes": causes,
            "route": {
                "memory_type": memory_type.value if memory_type is not None else None,
                "kind": kind,
            },
            "seeds": [
                {"uid": uid, "fused": round(score, 6), "arms": seeds.fact_arms(uid)}
                for uid, score in seeds.fused
            ],
            "arm_hits": {arm: len(hits) for arm, hits in seeds.arms.items()},
            "seed_episodes": [
                {"uid": uid, "facts": seeds.episode_facts.get(uid, [])}
                for uid in _episode_order(seeds)
            ],
            "expanded": [
                {"uid": n.uid, "from": n.seed, "via": n.via, "hops": n.hops}
                for n in read.neighbours
            ],
            "dropped": dict(dropped),
            "timings_ms": dict(timings),
        }


def _rank(
    read: _Read,
    view: StateView,
    now: datetime,
    route: tuple[Any, Any],
    as_of: datetime | None,
    known_at: datetime | None,
    subject: str | None,
    include_frozen: bool,
) -> tuple[list[ScoredFact], dict[str, int]]:
    """Seeds and their neighbours as they stood for the question, ranked for `view`, with
    how many were dropped and why (time travel, subject, frozen rule). Pure."""
    loaded = read.loaded
    asked = read.seeds.asked
    seed_relevance = {uid: score for uid, score in read.seeds.fused}
    relevance = {**seed_relevance, **expanded_relevance(seed_relevance, read.neighbours)}
    dropped = {"time_travel": 0, "subject": 0, "frozen": 0}
    candidates: list[ScoredFact] = []
    kept_frozen: set[str] = set()
    for uid in sorted(relevance, key=lambda u: -relevance[u]):
        if uid not in loaded:
            continue
        fact = visible_at(loaded[uid], as_of, known_at)
        if fact is None:
            dropped["time_travel"] += 1
            continue
        if not _subject_ok(fact, subject):
            dropped["subject"] += 1
            continue
        if frozen_out(fact, view, now, include_frozen):
            dropped["frozen"] += 1
            continue
        if not include_frozen and is_frozen(fact, now):
            kept_frozen.add(uid)
        candidates.append(ScoredFact(fact, relevance[uid], seed=uid in seed_relevance))
    single = {
        c.fact.attribute
        for c in candidates
        if slot_spec(c.fact.attribute).cardinality is Cardinality.SINGLE
    }
    if as_of is not None or known_at is not None:
        settled = settle_single_slots([c.fact for c in candidates], single)
        candidates = [
            dataclasses.replace(c, fact=f) for c, f in zip(candidates, settled, strict=True)
        ]
    kinds = read.tenant_kinds
    settled = settle_open_slots([c.fact for c in candidates], single, kinds)
    replaced = {f.uid for c, f in zip(candidates, settled, strict=True) if f.role != c.fact.role}
    candidates = [dataclasses.replace(c, fact=f) for c, f in zip(candidates, settled, strict=True)]
    ranked = rank(
        candidates, view, now, route, include_frozen=True, asked=asked, tenant_kinds=kinds
    )
    ranked = [
        dataclasses.replace(s, why=[*s.why, "kept although frozen (frozen rule)"])
        if s.fact.uid in kept_frozen
        else s
        for s in ranked
    ]
    ranked = [
        dataclasses.replace(s, why=[*s.why, "its kind's slot holds a value said later"])
        if s.fact.uid in replaced
        else s
        for s in ranked
    ]
    # Only a question about now: at an asked-for time an earlier value may be the answer.
    present = view is StateView.CURRENT and as_of is None
    cosine = {hit.uid: hit.score for hit in read.seeds.arms.get("fact_vector", ())}
    led = newest_of_close_currents(
        ranked, present=present, question_cosine=cosine, asked=asked, tenant_kinds=kinds
    )
    return with_slot_context(led), dropped


def _chain_anchors(blocks: Blocks) -> list[str]:
    """The facts whose causal chains a packet shows: its best transition and current items."""
    items = sorted(blocks.transition + blocks.current, key=lambda i: -i.score)
    return [i.fact.uid for i in items if i.fact is not None][:CHAIN_ANCHORS]


def _source_facts(blocks: Blocks) -> dict[str, tuple[str, str]]:
    """Episode uid -> the single-valued slot (subject, attribute) and uid of the best fact it
    is a source of. Multi-valued slots are left out: their values do not replace each other,
    so no source of theirs can be a stale one."""
    slot_of_fact = {
        item.fact.uid: slot_key(item.fact.subject, item.fact.attribute)
        for block in (blocks.current, blocks.historical, blocks.transition, blocks.ambiguous)
        for item in block
        if item.fact is not None
        and slot_spec(item.fact.attribute).cardinality is Cardinality.SINGLE
    }
    out = {}
    for item in blocks.episodes:
        if item.episode is None:
            continue
        for uid in item.why.replace("source of", "").split(","):
            if uid.strip() in slot_of_fact:
                out[item.episode.uid] = (slot_of_fact[uid.strip()], uid.strip())
                break
    return out


def _turn_arm_scores(seeds: Seeds) -> dict[str, list[float]]:
    """The raw scores of the turn arms' hits, in hit order (trace and turn ranker)."""
    return {arm: [hit.score for hit in seeds.arms.get(arm, ())] for arm in TURN_RANKING_ARMS}


def _turn_links(
    tx: ManagedTransaction, tenant: str, read: _Read
) -> dict[str, tuple[str | None, str | None]]:
    """(previous, next) turn of every turn the ranker will score: the turn arms' hits and the
    kept facts' sources."""
    uids = {hit.uid for arm in TURN_RANKING_ARMS for hit in read.seeds.arms.get(arm, ())}
    uids |= {e.uid for episodes in read.sources.values() for e in episodes}
    if not uids:
        return {}
    rows = run(tx, "recall/turn_neighbours", tenant=tenant, uids=sorted(uids))
    return {r["uid"]: (r["previous"], r["next"]) for r in rows}


def _support(tx: ManagedTransaction, tenant: str, query: str, seeds: Seeds, k: int) -> Support:
    """The packet's support level (`recall.support`): when the question names speakers of
    the turns found, each speaker's best turn for the rest of the question."""
    named = named_speakers(query, list({e.speaker for e in seeds.episodes.values()}))
    rest = lucene_query(without_names(query, named)) if named else None
    if not named or rest is None:
        return support_level(named if rest is None and named else set(), {})
    rows = run(
        tx,
        "recall/support_turns",
        tenant=tenant,
        text_query=rest,
        fetch=k * OVER_FETCH,
        indexes=index_names(tenant),
    )
    return support_level(named, {r["speaker"]: float(r["best"]) for r in rows})


def _episode_order(seeds: Seeds) -> list[str]:
    order: dict[str, None] = {}
    for arm in ("episode_vector", "episode_text"):
        for hit in seeds.arms.get(arm, ()):
            order.setdefault(hit.uid, None)
    return list(order)


def _fact_uids(blocks: Blocks | EvidencePacket) -> Iterable[str]:
    for block in (blocks.current, blocks.historical, blocks.transition, blocks.ambiguous):
        for item in block:
            if item.fact is not None:
                yield item.fact.uid
