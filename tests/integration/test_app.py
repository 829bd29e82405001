"""The composed ASGI app: health, metrics, admin static files, GraphQL route."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from starlette.testclient import TestClient

from graph.types import StructuredFactInput
from palimpsest.app import create_app
from palimpsest.service import MemoryService
from palimpsest.settings import Settings

pytestmark = pytest.mark.integration


@pytest.fixture
def client(graph, tenant: str):
    settings = Settings(api_keys={f"k-{uuid.uuid4().hex}": f"{tenant}:admin"})
    service = MemoryService(graph, settings)
    with TestClient(create_app(service, settings)) as c:
        yield c, service


def test_healthz_checks_neo4j(client) -> None:
    c, service = client
    r = c.get("/healthz")
    assert r.status_code == 200 and r.json() == {"status": "ok", "neo4j": service.graph.uri}


def test_metrics_count_requests_ingests_and_queue(client, tenant: str) -> None:
    c, service = client
    when = datetime(2024, 1, 1, tzinfo=UTC)
    service.ingest_facts(tenant, [StructuredFactInput("user", "bank", "HSBC", when, "bank HSBC")])
    later = datetime(2024, 6, 1, tzinfo=UTC)
    service.ingest_facts(tenant, [StructuredFactInput("user", "bank", "ING", later, "bank ING")])
    c.get("/healthz")
    text = c.get("/metrics").text
    assert 'palimpsest_http_requests_total{path="/healthz",status="200"} 1.0' in text
    assert 'palimpsest_ingested_total{outcome="accepted"} 2.0' in text
    assert 'palimpsest_ingested_total{outcome="queued_for_review"} 1.0' in text
    assert f'palimpsest_audit_queue_pending{{tenant="{tenant}"}} 1.0' in text
    assert "palimpsest_http_request_seconds_bucket" in text


def test_admin_ui_and_graphql_routes(client) -> None:
    c, _ = client
    assert c.get("/", follow_redirects=False).headers["location"] == "/admin/"
    page = c.get("/admin/")
    assert page.status_code == 200 and "Palimpsest" in page.text
    r = c.post("/graphql", json={"query": "{ stats { facts } }"})
    assert r.status_code == 200
    assert r.json()["errors"][0]["extensions"]["code"] == "UNAUTHENTICATED"
