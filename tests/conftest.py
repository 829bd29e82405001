"""Shared fixtures. Integration tests use the real Neo4j: the session fixture starts the local
Maven-assembled server through the same launcher as `palimpsest neo4j up` when nothing answers
at PALIMPSEST_NEO4J_URI, and stops it afterwards only if it started it."""

from __future__ import annotations

import os

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
# The suite calls the API far faster than any one client would (how fast depends on the machine);
# tests of the per-key rate limit set `rate_limit` themselves.
os.environ.setdefault("PALIMPSEST_RATE_LIMIT", "")

import uuid  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from contextlib import contextmanager  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


@pytest.fixture(scope="session")
def neo4j_server() -> Iterator[None]:
    """A running Neo4j, started here when none answers."""
    from graph.db import GraphUnavailable
    from palimpsest.neo4j_local import LocalNeo4j
    from palimpsest.settings import get_settings
    from palimpsest.wiring import open_graph

    settings = get_settings()
    started = False
    try:
        open_graph(settings).close()
    except GraphUnavailable:
        LocalNeo4j(settings).up()
        started = True
    yield
    if started:
        LocalNeo4j(settings).down()


@pytest.fixture(scope="session")
def graph(neo4j_server: None):  # noqa: ANN201
    """A connected Graph with the schema migrated."""
    from graph.schema import migrate
    from palimpsest.wiring import open_graph

    g = open_graph()
    migrate(g)
    yield g
    g.close()


@pytest.fixture
def tenant(graph) -> Iterator[str]:  # noqa: ANN001
    """A fresh tenant per test; its nodes are removed afterwards."""
    name = f"t-{uuid.uuid4().hex[:12]}"
    yield name
    graph.delete_tenant(name)


@pytest.fixture(scope="session")
def artifacts_dir() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@contextmanager
def serving(app, lifespan: str = "off") -> Iterator[str]:  # noqa: ANN001
    """`app` served by uvicorn on a free loopback port in a thread; yields its base URL."""
    import socket
    import threading
    import time

    import uvicorn

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                            lifespan=lifespan)  # fmt: skip
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
