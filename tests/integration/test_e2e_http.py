"""Issue 5 acceptance, end to end over HTTP: the ASGI app (GraphQL) on the real Neo4j.

A user moves Shanghai -> Hangzhou, switches npm -> pnpm "because npm kept breaking the
lockfile", considers Vim but stays with VS Code, and has a scoped editor exception. The
questions are then asked in English and in Chinese."""

from __future__ import annotations

import secrets

import pytest
from starlette.testclient import TestClient

from palimpsest.app import create_app
from palimpsest.service import MemoryService
from palimpsest.settings import Settings

pytestmark = pytest.mark.integration

EPISODES = [
    ("2023-01-05T09:00:00+08:00", "I live in Shanghai."),
    ("2023-01-05T09:01:00+08:00", "I use npm for my JavaScript projects."),
    ("2023-01-05T09:02:00+08:00", "My editor is VS Code."),
    ("2024-03-02T10:00:00+08:00", "I moved to Hangzhou."),
    ("2024-04-10T10:00:00+08:00",
     "I switched from npm to pnpm because npm kept breaking the lockfile."),
    ("2024-05-01T10:00:00+08:00", "I'm thinking about switching to Vim."),
    ("2024-06-01T10:00:00+08:00", "I considered Vim but stayed with VS Code."),
    ("2024-06-02T10:00:00+08:00", "For project Atlas I use Emacs."),
]  # fmt: skip

EVIDENCE = """
query($q: String!, $asOf: DateTime) {
  evidence(query: $q, asOf: $asOf, maxItems: 10) {
    view viewReason
    current { fact { value attribute role } }
    historical { fact { value attribute role } }
    transition { fact { value attribute role } }
    ambiguous { fact { value attribute role } }
    causalChains { links { cause { value } effect { value } episode { text } } }
    prompt tokenEstimate
  }
}"""


WRITER_KEY = "e2e-writer-" + secrets.token_hex(12)
READER_KEY = "e2e-reader-" + secrets.token_hex(12)


@pytest.fixture(scope="module")
def world(graph):
    tenant = "e2e-" + __import__("uuid").uuid4().hex[:8]
    keys = {WRITER_KEY: f"{tenant}:writer", READER_KEY: f"{tenant}:reader"}
    settings = Settings(api_keys=keys)
    app = create_app(MemoryService(graph, settings), settings)
    episodes = [
        {"text": text, "occurredAt": at, "speaker": "user", "sessionId": "e2e"}
        for at, text in EPISODES
    ]
    receipt = gql(app, WRITER_KEY, """
        mutation($eps: [EpisodeInput!]!) {
          ingest(episodes: $eps) { accepted superseded transitions llmCalls causalLinks }
        }""", {"eps": episodes})["ingest"]  # fmt: skip
    yield app, receipt
    graph.delete_tenant(tenant)


def gql(app, key: str, query: str, variables: dict | None = None) -> dict:
    # TestClient speaks HTTP to the ASGI app from its own thread, so it also works while
    # another fixture (Playwright's sync API) holds an event loop in this one.
    with TestClient(app) as client:
        r = client.post(
            "/graphql", json={"query": query, "variables": variables or {}},
            headers={"Authorization": f"Bearer {key}"},
        )  # fmt: skip
    body = r.json()
    assert "errors" not in body, body["errors"]
    return body["data"]


def ask(app, question: str, as_of: str | None = None) -> dict:
    return gql(app, READER_KEY, EVIDENCE, {"q": question, "asOf": as_of})["evidence"]


def values(packet: dict, block: str, attribute: str | None = None) -> list[str]:
    return [
        i["fact"]["value"]
        for i in packet[block]
        if attribute is None or i["fact"]["attribute"] == attribute
    ]


def test_ingest_receipt_counts_without_llm(world) -> None:
    _, receipt = world
    assert receipt["accepted"] == len(EPISODES)
    assert receipt["llmCalls"] == 0
    assert receipt["superseded"] >= 2  # city and package manager
    assert receipt["causalLinks"] >= 1


@pytest.mark.parametrize("question", ["Where do I live now?", "我现在住在哪里？"])
def test_current_city(world, question: str) -> None:
    packet = ask(world[0], question)
    assert packet["view"] == "CURRENT"
    assert "Hangzhou" in values(packet, "current", "home_city")
    assert "Shanghai" not in values(packet, "current")
    assert "Shanghai" in values(packet, "historical", "home_city")


@pytest.mark.parametrize("question", ["Where did I live before?", "我以前住在哪里？"])
def test_previous_city(world, question: str) -> None:
    packet = ask(world[0], question)
    assert packet["view"] == "HISTORICAL"
    assert "Shanghai" in values(packet, "historical", "home_city")
    assert "Shanghai" not in values(packet, "current")


@pytest.mark.parametrize("question", ["Why did I switch to pnpm?", "我为什么换成pnpm？"])
def test_why_pnpm_has_causal_chain_with_episode(world, question: str) -> None:
    packet = ask(world[0], question)
    assert packet["view"] == "TRANSITION"
    links = [link for chain in packet["causalChains"] for link in chain["links"]]
    assert any(link["effect"]["value"] == "pnpm" for link in links)
    assert any("lockfile" in (link["episode"] or {}).get("text", "") for link in links)


@pytest.mark.parametrize("question", ["Where do I live?", "我住在哪里？"])
def test_as_of_before_the_move(world, question: str) -> None:
    packet = ask(world[0], question, as_of="2023-06-01T00:00:00Z")
    assert "Shanghai" in values(packet, "current", "home_city")
    assert "Hangzhou" not in values(packet, "current") + values(packet, "historical")


@pytest.mark.parametrize(
    "question", ["Which editor do I use now?", "我现在用什么编辑器？", "Do I use Vim?"]
)
def test_abandoned_vim_never_current(world, question: str) -> None:
    packet = ask(world[0], question)
    assert "Vim" not in values(packet, "current")
    assert "VS Code" in values(packet, "current", "editor")


def test_scoped_exception_labelled(world) -> None:
    packet = ask(world[0], "What editor do I use for project Atlas?")
    emacs = [i["fact"] for i in packet["current"] if i["fact"]["value"] == "Emacs"]
    assert emacs and emacs[0]["role"] == "SCOPED_EXCEPTION"
    assert "scoped_exception" in packet["prompt"]
