"""Stored API keys (palimpsest keys create|list|revoke): hashed, usable, revocable."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from gql.app import graphql_app
from palimpsest.access import KeyAuthority, Unauthenticated
from palimpsest.keys import key_id_of
from palimpsest.service import MemoryService
from palimpsest.settings import Settings

pytestmark = pytest.mark.integration


def test_a_created_key_is_stored_hashed_and_works_over_graphql(graph, tenant: str) -> None:  # noqa: ANN001
    service = MemoryService(graph, Settings())
    key, key_id = service.create_api_key(tenant, "writer", "ci")
    assert key.startswith("plm_") and key_id == key_id_of(key)
    query = "MATCH (k:ApiKey {id: $id}) RETURN properties(k) AS p"
    stored = graph.read(lambda tx: tx.run(query, id=key_id).single()["p"])
    assert stored["hash"].startswith("$argon2id$") and key not in str(stored)
    listed = service.list_api_keys(tenant)
    assert [k["id"] for k in listed] == [key_id] and "hash" not in listed[0]
    with TestClient(graphql_app(service, Settings())) as client:
        who = client.post("/", json={"query": "{ whoami { tenant role } }"},
                          headers={"Authorization": f"Bearer {key}"})  # fmt: skip
        assert who.json()["data"]["whoami"] == {"tenant": tenant, "role": "writer"}
        wrong = client.post("/", json={"query": "{ whoami { tenant } }"},
                            headers={"Authorization": f"Bearer {key[:-1]}x"})  # fmt: skip
        assert wrong.status_code == 401


def test_a_revoked_key_stops_working_once_the_cache_lapses(graph, tenant: str) -> None:  # noqa: ANN001
    service = MemoryService(graph, Settings())
    key, key_id = service.create_api_key(tenant, "admin")
    authority = KeyAuthority({}, service.find_api_key, cache_seconds=0.0)
    assert authority.authenticate(f"Bearer {key}").key_id == key_id
    assert service.revoke_api_key(key_id) and not service.revoke_api_key("kid-000000000000")
    with pytest.raises(Unauthenticated):
        authority.authenticate(f"Bearer {key}")


def test_bad_roles_and_tenants_are_refused(graph) -> None:  # noqa: ANN001
    from palimpsest.errors import BadInput

    service = MemoryService(graph, Settings())
    with pytest.raises(BadInput):
        service.create_api_key("acme", "root")
    with pytest.raises(BadInput):
        service.create_api_key("bad tenant!", "reader")
