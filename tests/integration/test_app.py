"""The composed ASGI app: health, metrics, admin static files, GraphQL route."""

from __future__ import annotations

import threading
import time
import uuid
from datetime import UTC, datetime
from typing import Any

import pytest
from starlette.testclient import TestClient

from graph.db import Graph
from graph.types import StructuredFactInput
from palimpsest.app import READY_TIMEOUT_S, create_app
from palimpsest.service import MemoryService
from palimpsest.settings import Settings

pytestmark = pytest.mark.integration


ADMIN_KEY = f"k-{uuid.uuid4().hex}"
READER_KEY = f"r-{uuid.uuid4().hex}"


@pytest.fixture
def client(graph, tenant: str):
    settings = Settings(api_keys={ADMIN_KEY: f"{tenant}:admin", READER_KEY: f"{tenant}:reader"})
    service = MemoryService(graph, settings)
    with TestClient(create_app(service, settings)) as c:
        yield c, service


def test_healthz_is_liveness_and_readyz_checks_neo4j(client) -> None:
    c, service = client
    assert c.get("/healthz").json() == {"status": "ok"}
    r = c.get("/readyz")
    assert r.status_code == 200 and r.json() == {"status": "ok", "neo4j": service.graph.uri}


def test_with_neo4j_down_healthz_answers_and_readyz_says_503_fast(tenant: str) -> None:
    settings = Settings(api_keys={ADMIN_KEY: f"{tenant}:admin"})
    dead = Graph("bolt://127.0.0.1:9")  # nothing listens on the discard port
    service = MemoryService(dead, settings)
    try:
        with TestClient(create_app(service, settings)) as c:
            assert c.get("/healthz").status_code == 200
            started = time.perf_counter()
            r = c.get("/readyz")
            assert r.status_code == 503 and r.json()["status"] == "unavailable"
            assert time.perf_counter() - started <= READY_TIMEOUT_S + 0.5
            metrics = c.get("/metrics", headers={"Authorization": f"Bearer {ADMIN_KEY}"})
            assert (
                metrics.status_code == 200 and "palimpsest_audit_queue_pending{" not in metrics.text
            )
    finally:
        dead.close()


def test_metrics_count_requests_ingests_and_queue(client, tenant: str) -> None:
    c, service = client
    when = datetime(2024, 1, 1, tzinfo=UTC)
    service.ingest_facts(tenant, [StructuredFactInput("user", "bank", "HSBC", when, "bank HSBC")])
    later = datetime(2024, 6, 1, tzinfo=UTC)
    service.ingest_facts(tenant, [StructuredFactInput("user", "bank", "ING", later, "bank ING")])
    c.get("/healthz")
    text = c.get("/metrics", headers={"Authorization": f"Bearer {ADMIN_KEY}"}).text
    assert 'palimpsest_http_requests_total{path="/healthz",status="200"} 1.0' in text
    assert 'palimpsest_ingested_total{outcome="accepted"} 2.0' in text
    assert 'palimpsest_ingested_total{outcome="queued_for_review"} 1.0' in text
    assert f'palimpsest_audit_queue_pending{{tenant="{tenant}"}} 1.0' in text
    assert "palimpsest_http_request_seconds_bucket" in text
    # Without an admin key: no tenant names.
    for headers in ({}, {"Authorization": f"Bearer {READER_KEY}"}):
        assert tenant not in c.get("/metrics", headers=headers).text


def test_metrics_of_two_tenants_requested_at_once_name_only_their_own(
    graph,  # noqa: ANN001
    tenant: str,
) -> None:
    """Tenant A's request waits inside its data source while tenant C's runs to the end; A's
    output still names nothing of C's (each request has its own gauges)."""
    other = f"t-{uuid.uuid4().hex[:12]}"
    a_key, c_key = f"k-{uuid.uuid4().hex}", f"k-{uuid.uuid4().hex}"
    settings = Settings(api_keys={a_key: f"{tenant}:admin", c_key: f"{other}:admin"})
    service = MemoryService(graph, settings)
    when = datetime(2024, 1, 1, tzinfo=UTC)
    for t in (tenant, other):
        service.ingest_facts(t, [StructuredFactInput("user", "bank", "HSBC", when, "bank HSBC")])
    service.ingest_facts(other, [StructuredFactInput("user", "bank", "ING",
                                                     datetime(2024, 6, 1, tzinfo=UTC),
                                                     "bank ING")])  # fmt: skip
    a_waiting, c_done = threading.Event(), threading.Event()
    queue = service.audit_queue

    def slow_for_a(t: str, *args: Any, **kwargs: Any) -> Any:
        if t == tenant:
            a_waiting.set()
            assert c_done.wait(10)
        return queue(t, *args, **kwargs)

    service.audit_queue = slow_for_a  # type: ignore[method-assign]
    out: dict[str, str] = {}
    try:
        with TestClient(create_app(service, settings)) as c:

            def get(name: str, key: str) -> None:
                out[name] = c.get("/metrics", headers={"Authorization": f"Bearer {key}"}).text

            a = threading.Thread(target=get, args=("a", a_key))
            a.start()
            assert a_waiting.wait(10)
            get("c", c_key)
            c_done.set()
            a.join(15)
    finally:
        c_done.set()
        graph.delete_tenant(other)
    assert f'palimpsest_audit_queue_pending{{tenant="{other}"}} 1.0' in out["c"]
    assert f'palimpsest_outcomes_reported{{outcome="wrong",tenant="{other}"}}' in out["c"]
    assert tenant not in out["c"]
    assert f'palimpsest_audit_queue_pending{{tenant="{tenant}"}} 0.0' in out["a"]
    assert f'palimpsest_outcomes_reported{{outcome="wrong",tenant="{tenant}"}}' in out["a"]
    assert other not in out["a"]


def test_metrics_labels_stay_bounded_whatever_paths_clients_send(client) -> None:
    c, _ = client
    before = len(c.get("/metrics").text)
    for i in range(200):
        c.get(f"/random-{uuid.uuid4().hex}/{i}")
    text = c.get("/metrics").text
    assert 'path="other",status="404"' in text and "random-" not in text
    assert len(text) < before + 4000  # one more label set, not 200


def test_admin_ui_is_served_with_security_headers(client) -> None:
    c, _ = client
    page = c.get("/admin/")
    csp = page.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert page.headers["x-frame-options"] == "DENY"
    assert page.headers["x-content-type-options"] == "nosniff"
    assert page.headers["referrer-policy"] == "no-referrer"


def test_admin_ui_and_graphql_routes(client) -> None:
    c, _ = client
    assert c.get("/", follow_redirects=False).headers["location"] == "/admin/"
    page = c.get("/admin/")
    assert page.status_code == 200 and "Palimpsest" in page.text
    r = c.post("/graphql", json={"query": "{ stats { facts } }"})
    assert r.status_code == 401
    assert r.json()["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
