"""Hybrid seeds for a question (DESIGN.md: read path, 2).

Six arms, each a ranking best first, all in one round trip (`cypher/recall/seeds.cypher`),
over the tenant's own indexes (`fact_embedding` here is `fact_embedding@<tenant>`,
`graph.search`):

- `fact_vector`: the native vector index `fact_embedding`;
- `fact_text`: the full-text index `fact_text` (fact text and value);
- `episode_vector`, `episode_text`: the same over episodes (`episode_embedding`,
  `episode_text`); an episode stands for the facts extracted from it, and is kept as episode
  evidence;
- `episode_context`: full-text over each turn with the turn before it (`episode_context`,
  English analyzer); it ranks the packet's turns (`recall.turns`) and seeds no fact;
- `entity`: the full-text index `entity_name`, then the facts ABOUT the matched entities;
- `slot`: the active facts of the slots the question names (`graph.vocabulary.attributes_asked`:
  "where do I live" -> home_city), current first: the named entities' slots when the
  question names an entity that has one, else every subject's, through the (tenant,
  attribute, role) index.

Every index searched is the tenant's own (`graph.search`): its hits and scores never depend on
another tenant's data. The index arms ask for `k × OVER_FETCH` hits: the fact arms keep up
to `k` that pass the role and subject filters (a subject with few of the tenant's nearest
neighbours may get fewer than `k` hits from an arm; the other arms make up for it), the
episode arms the best `k`, the entity-name arm the best three entities. The slot arm reads
no search index.

The arms are fused with reciprocal-rank fusion (`recall.fusion.rrf`). User text never reaches
Lucene's query parser unescaped (`lucene_query`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from neo4j import ManagedTransaction

from graph.db import run
from graph.records import episode_from_node, vector
from graph.search import index_names
from graph.types import ACTIVE_ROLE_VALUES, Episode, FactRole
from graph.vocabulary import attributes_asked
from recall.fusion import rrf

OVER_FETCH = 3  # more cost latency per question at 100k facts (bench/recall_latency.py)
FACT_ARMS = ("fact_vector", "fact_text", "entity", "slot")
EPISODE_ARMS = ("episode_vector", "episode_text")
# Ranks the packet's turns only (recall/turns.py): each turn searched with the turn before it.
TURN_ARMS = ("episode_context",)
ARMS = FACT_ARMS + EPISODE_ARMS + TURN_ARMS
# A fact of a slot the question names outweighs one that merely shares words or a vector
# neighbourhood with it: "which animal is Hamish fostering?" must find his foster, not his
# fiddle, which three similarity arms rank.
SLOT_ARM_WEIGHT = 3.0
# The slot arm seeds the facts that speak for a slot now, or may (pending review).
SLOT_ARM_ROLES = sorted([*ACTIVE_ROLE_VALUES, FactRole.PENDING_REVIEW.value])

# Lucene query-parser syntax: + - && || ! ( ) { } [ ] ^ " ~ * ? : \ /
_LUCENE_SPECIAL = re.compile(r'([+\-&|!(){}\[\]^"~*?:\\/])')
# Upper-case boolean words are operators to the parser ("why NOT" fails to parse).
_LUCENE_OPERATOR = re.compile(r"\b(AND|OR|NOT)\b")


def lucene_query(text: str) -> str | None:
    """`text` as a safe Lucene query: special characters escaped, AND/OR/NOT lower-cased.

    Returns None when no word character is left (the parser rejects an empty query), so the
    full-text arms are skipped.
    """
    if not re.search(r"\w", text):
        return None
    escaped = _LUCENE_SPECIAL.sub(r"\\\1", text)
    return _LUCENE_OPERATOR.sub(lambda m: m.group(1).lower(), escaped)


@dataclass(frozen=True)
class SeedHit:
    """One hit of one arm: a fact uid (fact arms) or an episode uid (episode arms)."""

    uid: str
    rank: int
    score: float


@dataclass
class Seeds:
    """What the seed stage found: each arm's hits, the episodes hit, and the fused facts."""

    arms: dict[str, list[SeedHit]] = field(default_factory=dict)
    episodes: dict[str, Episode] = field(default_factory=dict)
    episode_facts: dict[str, list[str]] = field(default_factory=dict)
    fused: list[tuple[str, float]] = field(default_factory=list)
    # the slots the question names (`graph.vocabulary.attributes_asked`), which the slot arm
    # seeds and the ranking boosts
    asked: list[str] = field(default_factory=list)

    def fact_arms(self, uid: str) -> dict[str, dict[str, object]]:
        """Per-arm rank and score of a fused fact (for the trace). An episode arm names the
        episode that brought the fact."""
        found: dict[str, dict[str, object]] = {}
        for arm in FACT_ARMS:
            for hit in self.arms.get(arm, ()):
                if hit.uid == uid:
                    found[arm] = {"rank": hit.rank, "score": round(hit.score, 4)}
                    break
        for arm in EPISODE_ARMS:
            for hit in self.arms.get(arm, ()):
                if uid in self.episode_facts.get(hit.uid, ()):
                    found[arm] = {
                        "rank": hit.rank,
                        "score": round(hit.score, 4),
                        "episode": hit.uid,
                    }
                    break
        return found


def fuse(
    arms: Mapping[str, Sequence[SeedHit]],
    episode_facts: Mapping[str, Sequence[str]],
    k: int = 20,
) -> list[tuple[str, float]]:
    """RRF over the arms, as fact uids. An episode arm becomes the ranking of the facts
    extracted from its episodes, in episode order (an episode's facts share its place in
    turn: the first episode's facts first)."""
    rankings: list[list[str]] = [[h.uid for h in arms.get(arm, ())] for arm in FACT_ARMS]
    weights = [SLOT_ARM_WEIGHT if arm == "slot" else 1.0 for arm in FACT_ARMS]
    for arm in EPISODE_ARMS:
        rankings.append(
            [uid for hit in arms.get(arm, ()) for uid in episode_facts.get(hit.uid, ())]
        )
        weights.append(1.0)
    kept = [(r, w) for r, w in zip(rankings, weights, strict=True) if r]
    return rrf([r for r, _ in kept], k=k, weights=[w for _, w in kept])


def find_seeds(
    tx: ManagedTransaction,
    tenant: str,
    query: str,
    embedding: Sequence[float],
    k: int = 20,
    subject: str | None = None,
    entity_query: str | None = None,
) -> Seeds:
    """Run every arm for `query` in one statement and fuse them.

    - `embedding`: the query's vector (same model as the indexed facts and episodes).
    - `k`: hits kept per arm (the indexes are asked for `k × OVER_FETCH`).
    - `subject`: when given, only facts about this subject (case-insensitive) seed.
    - `entity_query`: text matched against entity names (default: `subject`, else `query`).
    """
    text_query = lucene_query(query)
    entity_text = lucene_query(entity_query or subject or query)
    asked = attributes_asked(query)
    rows = run(
        tx, "recall/seeds", tenant=tenant, indexes=index_names(tenant),
        embedding=vector(embedding), k=k,
        fetch=k * OVER_FETCH, text_query=text_query, entity_query=entity_text,
        subject=subject.strip().lower() if subject else None,
        attributes=asked, slot_roles=SLOT_ARM_ROLES,
    )  # fmt: skip
    row = rows[0] if rows else {}
    seeds = Seeds(asked=asked)
    for arm in ARMS:
        seeds.arms[arm] = [
            SeedHit(h["uid"], rank, float(h["score"]))
            for rank, h in enumerate(row.get(arm) or (), start=1)
        ]
    for item in row.get("episodes") or ():
        episode = episode_from_node(item["episode"])
        seeds.episodes[episode.uid] = episode
        seeds.episode_facts[episode.uid] = list(item["facts"])
    seeds.fused = fuse(seeds.arms, seeds.episode_facts)
    return seeds
