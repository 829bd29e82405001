"""An outage reaches callers as GraphUnavailable, whatever the driver raised for it."""

from __future__ import annotations

from typing import Any

import pytest
from neo4j.exceptions import DatabaseUnavailable, ServiceUnavailable, SessionExpired

from graph.db import Graph, GraphUnavailable


class _Down:
    """A session whose transaction fails as a database does while it shuts down."""

    def __init__(self, error: Exception) -> None:
        self.error = error

    def __enter__(self) -> _Down:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    def execute_write(self, fn: Any) -> Any:
        raise self.error


@pytest.mark.parametrize(
    "error",
    [DatabaseUnavailable("The database is not currently available"), ServiceUnavailable("x"),
     SessionExpired("x"), ConnectionRefusedError()],
)  # fmt: skip
def test_a_database_going_down_is_unavailable_not_internal(error: Exception) -> None:
    graph = Graph.__new__(Graph)
    graph.uri, graph.retry_seconds, graph._failed_at = "bolt://127.0.0.1:1", 2.0, None
    graph._session = lambda tenant: _Down(error)  # type: ignore[method-assign]
    with pytest.raises(GraphUnavailable, match="retry later"):
        graph._transact(None, lambda session: session.execute_write(lambda tx: None))
    assert graph._failed_at is not None  # the next call fails fast
