"""Invariant checks (DESIGN.md invariants 1-5), each a Cypher file under cypher/invariants/."""

from __future__ import annotations

from dataclasses import dataclass

from graph.cypher import CYPHER_DIR
from graph.db import Graph


@dataclass
class Violation:
    invariant: str
    tenant: str | None
    subject: str
    problem: str


def invariant_names() -> list[str]:
    return sorted(p.stem for p in (CYPHER_DIR / "invariants").glob("*.cypher"))


def check_invariants(graph: Graph, tenant: str | None = None) -> dict[str, list[Violation]]:
    """Invariant name -> its violations (empty lists when the graph is sound)."""
    return {
        name: [
            Violation(name, row["tenant"], str(row["subject"]), row["problem"])
            for row in graph.query(f"invariants/{name}", tenant=tenant)
        ]
        for name in invariant_names()
    }
