"""Causal-chain traversal over CAUSES edges (DESIGN.md: read path; GraphQL `causalChain`).

A chain is a maximal CAUSES path through a fact, cause first, each link with the episode that
stated it (the edge's `episode_uid`). `upstream` chains end at the fact (what led to it),
`downstream` chains start at it (what it led to); `both` returns the upstream chains, then
the downstream ones.

The Cypher (`cypher/recall/causal_upstream.cypher`, `causal_downstream.cypher`) bounds the
variable-length pattern at `MAX_DEPTH` (a bound cannot be a parameter) and filters with
`length(p) <= $max_depth`. It is cycle-safe (no repeated node in a path), and tenant-scoped
at every node. Retracted facts break chains.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from neo4j import ManagedTransaction

from graph.db import Graph, run
from graph.records import episode_from_node, fact_from_node
from recall.packet import CausalChain, CausalLinkView

MAX_DEPTH = 6  # the fixed upper bound written in the Cypher files
DIRECTIONS = ("upstream", "downstream", "both")


def _direction(direction: str) -> str:
    value = str(getattr(direction, "value", direction)).lower()
    if value not in DIRECTIONS:
        raise ValueError(f"direction must be one of {', '.join(DIRECTIONS)}, got {direction!r}")
    return value


def _depth(max_depth: int) -> int:
    """`max_depth` within [1, MAX_DEPTH]: below 1 is an error, above is capped."""
    if max_depth < 1:
        raise ValueError(f"max_depth must be at least 1, got {max_depth}")
    return min(max_depth, MAX_DEPTH)


def _chain(row: dict[str, Any]) -> CausalChain:
    nodes = [fact_from_node(n) for n in row["nodes"]]
    links = []
    for i, rel in enumerate(row["rels"]):
        episodes = rel.get("episode") or []
        links.append(
            CausalLinkView(
                cause=nodes[i],
                effect=nodes[i + 1],
                episode=episode_from_node(episodes[0]) if episodes else None,
                reason=rel.get("reason"),
            )
        )
    return CausalChain(links=links)


def chains_in(
    tx: ManagedTransaction,
    tenant: str,
    fact_uids: Sequence[str],
    direction: str = "both",
    max_depth: int = 4,
    known_at: datetime | None = None,
) -> list[CausalChain]:
    """Causal chains through each fact of `fact_uids`, inside the caller's transaction.

    Chains are returned per fact in the order given (upstream before downstream), longest
    first; a chain found through several facts is returned once. With `known_at`, only facts
    and edges recorded by then take part.
    """
    way, depth = _direction(direction), _depth(max_depth)
    if not fact_uids:
        return []
    names = {
        "upstream": ["recall/causal_upstream"],
        "downstream": ["recall/causal_downstream"],
        "both": ["recall/causal_upstream", "recall/causal_downstream"],
    }[way]
    per_anchor: dict[str, list[CausalChain]] = {uid: [] for uid in fact_uids}
    for name in names:
        rows = run(
            tx, name, tenant=tenant, uids=list(fact_uids), max_depth=depth, known_at=known_at
        )
        for row in rows:
            per_anchor.setdefault(row["anchor"], []).append(_chain(row))
    chains: list[CausalChain] = []
    seen: set[tuple[tuple[str, str], ...]] = set()
    for uid in fact_uids:
        for chain in per_anchor.get(uid, ()):
            key = tuple((link.cause.uid, link.effect.uid) for link in chain.links)
            if key not in seen:
                seen.add(key)
                chains.append(chain)
    return chains


def causal_chains(
    graph: Graph,
    tenant: str,
    fact_uid: str,
    direction: str = "both",
    max_depth: int = 4,
    known_at: datetime | None = None,
) -> list[CausalChain]:
    """Causal chains through one fact, in a read transaction.

    - `direction`: `upstream` | `downstream` | `both` (case-insensitive; an enum with such a
      `value` works too). Anything else raises ValueError.
    - `max_depth`: links per chain; must be ≥ 1, and is capped at `MAX_DEPTH` (the GraphQL
      API refuses more, `gql.schema`).
    - An unknown fact, or one of another tenant, has no chains.
    """
    way, depth = _direction(direction), _depth(max_depth)
    return graph.read(lambda tx: chains_in(tx, tenant, [fact_uid], way, depth, known_at), tenant)
