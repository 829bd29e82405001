"""The typed client (palimpsest.client), sync and async, against the real app on uvicorn and
the real Neo4j: ingest with an idempotency key, evidence, profile, whoami; a bad key or a
low role surfaces as AuthError. The README's client examples are these calls."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from palimpsest.app import create_app
from palimpsest.client import AsyncClient, AuthError, Client, EpisodeInput, StateView, aio
from palimpsest.service import MemoryService
from palimpsest.settings import Settings
from tests.conftest import serving

pytestmark = pytest.mark.integration


@pytest.fixture
def served(graph, tenant: str) -> Iterator[tuple[str, str, str]]:  # noqa: ANN001
    writer, reader = f"client-w-{uuid.uuid4().hex}", f"client-r-{uuid.uuid4().hex}"
    settings = Settings(api_keys={writer: f"{tenant}:writer", reader: f"{tenant}:reader"})
    app = create_app(MemoryService(graph, settings), settings)
    with serving(app) as url:
        yield url, writer, reader


def test_the_sync_client_ingests_and_answers(served: tuple[str, str, str], tenant: str) -> None:
    url, writer, _ = served
    with Client(url, api_key=writer) as memory:
        me = memory.whoami()
        assert (me.tenant, me.role) == (tenant, "writer")
        episode = EpisodeInput(
            text="I moved to Lyon last month.",
            occurred_at=datetime(2024, 3, 2, tzinfo=UTC),
            speaker="user",
            idempotency_key="lyon-1",
        )
        receipt = memory.ingest([episode])
        assert (receipt.accepted, receipt.duplicates) == (1, 0), receipt
        assert receipt.facts_created >= 1
        again = memory.ingest([episode])
        assert (again.accepted, again.duplicates) == (0, 1), again

        packet = memory.evidence("Where do I live now?", view=StateView.CURRENT, max_items=5)
        assert [item.fact.value for item in packet.current if item.fact] == ["Lyon"]
        assert "Lyon" in packet.prompt and packet.view is StateView.CURRENT

        profile = memory.profile("user")
        states = {s.attribute: s.value for d in profile.domains for s in d.states}
        assert "Lyon" in states.values(), states
        assert "Lyon" in profile.prompt


def test_the_async_client_ingests_and_answers(served: tuple[str, str, str]) -> None:
    url, writer, _ = served

    async def run() -> tuple[aio.IngestIngest, aio.EvidenceEvidence, aio.ProfileProfile]:
        async with AsyncClient(url, api_key=writer) as memory:
            receipt = await memory.ingest(
                [
                    aio.EpisodeInput(
                        text="I switched from npm to pnpm because npm kept breaking the lockfile.",
                        occurred_at=datetime(2024, 4, 10, tzinfo=UTC),
                        speaker="user",
                        idempotency_key="pnpm-1",
                    )
                ]
            )
            packet = await memory.evidence("Which package manager do I use?")
            profile = await memory.profile("user", max_tokens=300)
            return receipt, packet, profile

    receipt, packet, profile = asyncio.run(run())
    assert receipt.accepted == 1 and receipt.facts_created >= 1, receipt
    assert "pnpm" in [item.fact.value for item in packet.current if item.fact], packet.prompt
    assert "pnpm" in packet.prompt
    assert any(s.value == "pnpm" for d in profile.domains for s in d.states), profile.prompt


def test_a_bad_key_or_a_low_role_is_an_auth_error(served: tuple[str, str, str]) -> None:
    url, _, reader = served
    with Client(url, api_key="not-a-key-" + uuid.uuid4().hex) as memory:
        with pytest.raises(AuthError) as refused:
            memory.whoami()
    assert refused.value.status_code == 401 and "401" in str(refused.value), str(refused.value)
    episode = EpisodeInput(text="I live in Oslo.", occurred_at=datetime(2024, 1, 1, tzinfo=UTC))
    with Client(url, api_key=reader) as memory:
        with pytest.raises(AuthError) as forbidden:
            memory.ingest([episode])
    assert forbidden.value.status_code == 403, str(forbidden.value)
    assert "needs writer" in str(forbidden.value), str(forbidden.value)

    async def run() -> None:
        async with AsyncClient(url) as memory:  # no key at all
            await memory.whoami()

    with pytest.raises(AuthError) as missing:
        asyncio.run(run())
    assert missing.value.status_code == 401 and "Bearer" in str(missing.value), str(missing.value)
