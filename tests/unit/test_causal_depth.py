"""One causal depth bound (recall.causal.MAX_DEPTH): the depth the GraphQL API admits is the
depth recall honours, and the one the Cypher files' variable-length patterns allow."""

from __future__ import annotations

import asyncio
import re

import pytest

from gql.auth import RequestContext
from gql.schema import build_schema
from graph.cypher import cypher
from palimpsest.access import Principal, Role
from palimpsest.settings import Settings
from recall import causal
from recall.causal import MAX_DEPTH

pytestmark = pytest.mark.unit


class _Service:
    """Records the depth a causalChain request reaches the service with."""

    def __init__(self) -> None:
        self.depths: list[int] = []

    def require_fact(self, tenant: str, uid: str) -> None:
        return None

    def causal_chains(
        self, tenant: str, fact_uid: str, direction: str = "both", max_depth: int = 4
    ) -> list[object]:
        self.depths.append(max_depth)
        return []


def _ask(service: _Service, depth: int) -> list[str]:
    ctx = RequestContext(
        service=service,  # type: ignore[arg-type]
        settings=Settings(api_keys={}),
        principal=Principal("acme", Role.READER, "test-key"),
    )
    document = f'{{ causalChain(factId: "f-1", maxDepth: {depth}) {{ links {{ reason }} }} }}'
    result = asyncio.run(build_schema().execute(document, context_value=ctx))
    return [(e.extensions or {}).get("code") for e in result.errors or []]


def test_the_depth_the_api_admits_is_the_depth_recall_honours() -> None:
    service = _Service()
    assert _ask(service, MAX_DEPTH) == []
    assert service.depths == [MAX_DEPTH]
    assert causal._depth(service.depths[0]) == MAX_DEPTH  # honoured, not capped
    assert _ask(service, MAX_DEPTH + 1) == ["LIMIT_EXCEEDED"]  # said, not silently capped
    assert service.depths == [MAX_DEPTH]


@pytest.mark.parametrize("name", ["recall/causal_upstream", "recall/causal_downstream"])
def test_the_cypher_bound_is_max_depth(name: str) -> None:
    """A variable-length bound cannot be a parameter: the files spell MAX_DEPTH out."""
    assert re.findall(r"CAUSES\*1\.\.(\d+)", cypher(name)) == [str(MAX_DEPTH)]
