"""Schema-driven fuzzing of the GraphQL API over its HTTP transport (issue 15).

Documents come from `hypothesis-graphql` for every root field of `gql/schema.graphql`: valid
ones, and ones with one schema violation each (`Mode.NEGATIVE`). Whatever they ask, the API
answers in GraphQL shape: never HTTP 500, never code INTERNAL, and the tenant's graph still
satisfies its invariants afterwards.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis_graphql import Mode, mutations, nodes, queries
from starlette.testclient import TestClient

from palimpsest.app import create_app
from palimpsest.service import MemoryService
from palimpsest.settings import Settings

pytestmark = pytest.mark.integration

SCHEMA = (Path(__file__).resolve().parents[2] / "gql" / "schema.graphql").read_text()
KEY = f"fuzz-{uuid.uuid4().hex}"
SCALARS = {
    "DateTime": st.one_of(
        st.datetimes(
            min_value=datetime(1900, 1, 1), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
        ).map(datetime.isoformat),
        st.text(max_size=40),
    ).map(nodes.String),  # fmt: skip
    "JSON": st.one_of(st.text(max_size=40).map(nodes.String), st.integers().map(nodes.Int)),
}
RUNS = settings(
    max_examples=40,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.fixture(scope="module")
def client(graph) -> Iterator[tuple[TestClient, MemoryService, str]]:  # noqa: ANN001
    tenant = f"t-fuzz-{uuid.uuid4().hex[:8]}"
    config = Settings(api_keys={KEY: f"{tenant}:admin"}, rate_limit="")
    service = MemoryService(graph, config)
    with TestClient(create_app(service, config), raise_server_exceptions=False) as http:
        yield http, service, tenant
    graph.delete_tenant(tenant)


def _answer(http: TestClient, document: str) -> dict[str, Any]:
    r = http.post("/graphql", json={"query": document}, headers={"Authorization": f"Bearer {KEY}"})
    assert r.status_code != 500, (document, r.text[:300])
    assert r.status_code in (200, 400, 413), (r.status_code, document, r.text[:300])
    body = r.json()
    codes = [(e.get("extensions") or {}).get("code") for e in body.get("errors") or []]
    assert "INTERNAL" not in codes, (document, body["errors"])
    return body


@RUNS
@given(document=queries(SCHEMA, custom_scalars=SCALARS))
def test_valid_queries(client, document: str) -> None:  # noqa: ANN001
    _answer(client[0], document)


@RUNS
@given(document=queries(SCHEMA, custom_scalars=SCALARS, mode=Mode.NEGATIVE))
def test_queries_with_a_violation(client, document: str) -> None:  # noqa: ANN001
    body = _answer(client[0], document)
    assert body.get("errors"), document  # a schema violation is always refused


@RUNS
@given(document=mutations(SCHEMA, custom_scalars=SCALARS))
def test_valid_mutations(client, document: str) -> None:  # noqa: ANN001
    _answer(client[0], document)


@RUNS
@given(document=mutations(SCHEMA, custom_scalars=SCALARS, mode=Mode.NEGATIVE))
def test_mutations_with_a_violation(client, document: str) -> None:  # noqa: ANN001
    body = _answer(client[0], document)
    assert body.get("errors"), document


def test_the_graph_still_holds_its_invariants(client) -> None:  # noqa: ANN001
    http, _, _ = client
    body = _answer(http, "{ invariants { name ok violations } }")
    broken = [i for i in body["data"]["invariants"] if not i["ok"]]
    assert not broken, broken
