"""The MCP server, tested with the SDK's own client over its real transports: stdio (a
`palimpsest mcp` subprocess) and streamable HTTP (the app on uvicorn, loopback)."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import uuid
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from palimpsest.app import create_app
from palimpsest.service import MemoryService
from palimpsest.settings import Settings
from tests.conftest import serving

pytestmark = pytest.mark.integration

EPISODES = [
    {"text": "I live in Berlin.", "occurred_at": "2023-01-05T10:00:00Z", "speaker": "user",
     "idempotency_key": "mcp-1"},
    {"text": "I moved to Lyon last month.", "occurred_at": "2024-03-02T10:00:00Z",
     "speaker": "user", "idempotency_key": "mcp-2"},
]  # fmt: skip


def _data(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        return dict(result.structured_content)
    return json.loads(result.content[0].text)


async def _exercise(client: Client) -> dict[str, Any]:
    """remember twice (the second time: duplicates), recall, history, and a refused tool."""
    names = {t.name for t in (await client.list_tools()).tools}
    first = _data(await client.call_tool("remember", {"episodes": EPISODES}))
    again = _data(await client.call_tool("remember", {"episodes": EPISODES}))
    packet = _data(await client.call_tool("recall", {"query": "Where do I live now?"}))
    timeline = _data(await client.call_tool("history", {"subject": "user",
                                                        "attribute": "home_city"}))  # fmt: skip
    refused = await client.call_tool("forget", {"episode_id": first["episode_ids"][0]})
    card = _data(await client.call_tool("profile", {"subject": "user"}))
    return {"names": names, "first": first, "again": again, "packet": packet,
            "timeline": timeline, "refused": refused, "card": card}  # fmt: skip


def _check(seen: dict[str, Any]) -> None:
    assert {"remember", "recall", "why", "history", "forget", "review_queue", "decide",
            "profile", "record_outcome"} <= seen["names"]  # fmt: skip
    assert [s["value"] for s in seen["card"]["domains"]["home"]] == ["Lyon"], seen["card"]
    assert seen["card"]["changes"][0]["old"] == "Berlin" and "Lyon" in seen["card"]["prompt"]
    assert seen["first"]["accepted"] == 2 and seen["again"]["duplicates"] == 2
    current = [i["fact"]["value"] for i in seen["packet"]["current"] if "fact" in i]
    assert current and current[0] == "Lyon", seen["packet"]["current"]
    assert "Lyon" in seen["packet"]["prompt"]
    values = {f["value"]: f["role"] for f in seen["timeline"]["facts"]}
    assert values.get("Lyon") == "current" and values.get("Berlin") == "historical", values
    assert seen["refused"].is_error and "FORBIDDEN" in seen["refused"].content[0].text


def test_mcp_over_stdio_with_the_sdk_client(graph, tenant: str) -> None:  # noqa: ANN001
    key = f"mcp-{uuid.uuid4().hex}"
    env = {**os.environ, "PALIMPSEST_API_KEYS": json.dumps({key: f"{tenant}:writer"}),
           "PALIMPSEST_MCP_KEY": key, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}  # fmt: skip
    params = StdioServerParameters(command=sys.executable, args=["-m", "palimpsest.cli", "mcp"],
                                   env=env)  # fmt: skip

    async def run() -> dict[str, Any]:
        async with Client(params, read_timeout_seconds=120) as client:
            return await _exercise(client)

    _check(asyncio.run(run()))


@pytest.fixture
def served(graph, tenant: str) -> Iterator[tuple[str, str]]:  # noqa: ANN001
    key = f"mcp-{uuid.uuid4().hex}"
    settings = Settings(api_keys={key: f"{tenant}:writer"})
    app = create_app(MemoryService(graph, settings), settings)
    with serving(app, lifespan="on") as url:
        yield f"{url}/mcp", key


def test_mcp_over_streamable_http_with_the_same_keys(served: tuple[str, str]) -> None:
    url, key = served

    async def run(headers: dict[str, str]) -> dict[str, Any]:
        async with httpx2.AsyncClient(headers=headers, timeout=120) as http:
            async with Client(streamable_http_client(url, http_client=http)) as client:
                return await _exercise(client)

    _check(asyncio.run(run({"Authorization": f"Bearer {key}"})))
    anonymous = httpx2.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert anonymous.status_code == 401


def test_a_key_over_its_rate_gets_429_on_mcp_and_graphql_alike(graph, tenant: str) -> None:  # noqa: ANN001
    from starlette.testclient import TestClient

    key = f"mcp-{uuid.uuid4().hex}"
    settings = Settings(api_keys={key: f"{tenant}:reader"}, rate_limit="3/minute")
    listing = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    headers = {"Authorization": f"Bearer {key}", "Accept": "application/json, text/event-stream"}
    with TestClient(create_app(MemoryService(graph, settings), settings)) as client:
        answers = [client.post("/mcp", json=listing, headers=headers) for _ in range(3)]
        assert all(a.status_code != 429 for a in answers), [a.status_code for a in answers]
        refused = client.post("/mcp", json=listing, headers=headers)
        assert refused.status_code == 429 and int(refused.headers["retry-after"]) >= 1
        assert refused.json()["error"] == "LIMIT_EXCEEDED"
        # One count per key: GraphQL is refused too.
        gql = client.post("/graphql", json={"query": "{ whoami { tenant } }"}, headers=headers)
        assert gql.status_code == 429
