"""Expansion of seeded facts along state and causal edges, and the facts as known at a time
(DESIGN.md: read path, 3; bi-temporal model).

Two round trips, each an UNWIND over uids:

1. `expand`: for every seed, the other facts of its slot (IN_SLOT), its SUPERSEDES /
   EVOLVES_TO / COEXISTS_WITH neighbours and, when causes are wanted, the facts up to two
   CAUSES hops upstream or downstream (`cypher/recall/expand.cypher`).
2. `load_facts`: the facts themselves with what `as_known_at` needs
   (`cypher/recall/load_facts.cypher`); after ranking, `load_sources` brings the latest
   source episodes of the facts a packet keeps.

Each way out of a seed is bounded (`SLOT_LIMIT`), so the cost of a question follows the
number of seeds, not the length of the slots' histories.

An expanded fact's relevance derives from its seed's (`expanded_relevance`).

`knownAt` (system time) is answered by `as_known_at`, a pure function: a fact is visible when
it was recorded by then and not yet expired, and its role is approximated as it was then:

- a fact superseded only by decisions recorded after `known_at` was still current (and its
  `valid_until`, set by that supersession, was not known yet);
- a fact whose audit item was still undecided at `known_at` was pending review.

Other role changes (a transition that later completed, a retraction) are not reconstructed:
retracted facts never appear, whatever `known_at` says.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from neo4j import ManagedTransaction

from graph.db import run
from graph.records import episode_from_node, fact_from_node, native
from graph.types import ACTIVE_ROLE_VALUES, Episode, Fact, FactRole

EXPANSION_FACTOR = 0.8  # an expanded fact's relevance per hop, relative to its seed's
# Per seed and way (slot, state edges, each causal direction), active first. More cost
# latency at 100k facts (bench/recall_latency.py) and changed nothing in `bench all`.
SLOT_LIMIT = 5
EPISODES_PER_FACT = 3  # latest sources loaded per fact; Fact.sources lists them all


@dataclass(frozen=True)
class Neighbour:
    """A fact reached from a seed: how (`slot`, `supersedes`, `evolves_to`, `coexists_with`,
    `causes`, `caused_by`) and in how many hops."""

    seed: str
    uid: str
    via: str
    hops: int


@dataclass
class LoadedFact:
    """A fact as stored, with what time travel needs."""

    fact: Fact
    superseded_at: list[tuple[datetime, datetime | None]] = field(default_factory=list)
    """(when the SUPERSEDES edge was recorded, the superseding fact's valid_from), per edge."""
    undecided_audit_until: list[datetime | None] = field(default_factory=list)
    """For each audit item that proposed this fact: when it was decided (None: pending)."""


def expand(
    tx: ManagedTransaction,
    tenant: str,
    seed_uids: Sequence[str],
    with_causes: bool,
    known_at: datetime | None = None,
    slot_limit: int = SLOT_LIMIT,
    as_of: datetime | None = None,
) -> list[Neighbour]:
    """The neighbours of `seed_uids` in one statement (see the module docstring). With
    `known_at`, edges recorded after it are not followed; with `as_of` or `known_at`, a
    slot brings its latest facts valid and recorded by then (the others are not visible)."""
    if not seed_uids:
        return []
    rows = run(
        tx, "recall/expand", tenant=tenant, uids=list(seed_uids), with_causes=with_causes,
        known_at=known_at, as_of=as_of, slot_limit=slot_limit,
        active_roles=ACTIVE_ROLE_VALUES,
    )  # fmt: skip
    found = rows[0]["neighbours"] if rows else []
    return [Neighbour(n["seed"], n["uid"], n["via"], int(n["hops"])) for n in found]


def load_facts(tx: ManagedTransaction, tenant: str, uids: Iterable[str]) -> dict[str, LoadedFact]:
    """uid → LoadedFact for the facts of `uids` that exist in `tenant` (one statement),
    without their sources (`load_sources`)."""
    wanted = list(dict.fromkeys(uids))
    if not wanted:
        return {}
    loaded: dict[str, LoadedFact] = {}
    rows = run(tx, "recall/load_facts", tenant=tenant, uids=wanted)
    for row in rows[0]["facts"] if rows else []:
        fact = fact_from_node(row["fact"])
        loaded[fact.uid] = LoadedFact(
            fact=fact,
            superseded_at=[
                (native(s["at"]), native(s["valid_from"])) for s in row["superseded_by"]
            ],
            undecided_audit_until=[
                native(a["decided_at"]) if a["status"] != "pending" else None for a in row["audits"]
            ],
        )
    return loaded


def load_sources(
    tx: ManagedTransaction,
    tenant: str,
    uids: Iterable[str],
    as_of: datetime | None = None,
    known_at: datetime | None = None,
) -> dict[str, list[Episode]]:
    """uid → the latest `EPISODES_PER_FACT` source episodes of each fact that had occurred by
    `as_of` and been recorded by `known_at` (one statement)."""
    wanted = list(dict.fromkeys(uids))
    if not wanted:
        return {}
    rows = run(
        tx, "recall/load_sources", tenant=tenant, uids=wanted, as_of=as_of, known_at=known_at,
        episodes_per_fact=EPISODES_PER_FACT,
    )  # fmt: skip
    return {
        row["uid"]: [episode_from_node(e) for e in row["episodes"]]
        for row in (rows[0]["facts"] if rows else [])
    }


def expanded_relevance(
    seed_relevance: Mapping[str, float],
    neighbours: Iterable[Neighbour],
    factor: float = EXPANSION_FACTOR,
) -> dict[str, float]:
    """Relevance of every fact reached by expansion: its best seed's relevance times
    `factor ** hops`. Facts that are seeds themselves keep the higher of the two."""
    found: dict[str, float] = {}
    for n in neighbours:
        value = seed_relevance.get(n.seed, 0.0) * factor ** max(n.hops, 1)
        if value > found.get(n.uid, -1.0):
            found[n.uid] = value
    return {uid: max(value, seed_relevance.get(uid, 0.0)) for uid, value in found.items()}


def as_known_at(loaded: LoadedFact, known_at: datetime) -> Fact | None:
    """The fact as the service knew it at system time `known_at`, or None if it did not.

    See the module docstring for what is reconstructed. Pure.
    """
    fact = loaded.fact
    if fact.role is FactRole.RETRACTED or fact.recorded_at > known_at:
        return None
    if fact.expired_at is not None and fact.expired_at <= known_at:
        return None
    if any(decided is None or decided > known_at for decided in loaded.undecided_audit_until):
        return dataclasses.replace(fact, role=FactRole.PENDING_REVIEW)
    if fact.role is FactRole.HISTORICAL and loaded.superseded_at:
        if all(at > known_at for at, _ in loaded.superseded_at):
            closed_later = fact.valid_until is not None and any(
                fact.valid_until == valid_from for _, valid_from in loaded.superseded_at
            )
            return dataclasses.replace(
                fact,
                role=FactRole.CURRENT,
                valid_until=None if closed_later else fact.valid_until,
            )
    return fact


def episodes_known(
    episodes: Iterable[Episode], as_of: datetime | None, known_at: datetime | None
) -> list[Episode]:
    """The episodes that had occurred by `as_of` and were recorded by `known_at` (either may
    be None: no bound)."""
    return [
        e
        for e in episodes
        if (as_of is None or e.occurred_at <= as_of)
        and (known_at is None or e.recorded_at <= known_at)
    ]
