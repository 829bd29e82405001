"""GraphiQL works offline: the page and every asset come from the app (headless Chromium,
every request to another host refused), a query typed in the editor runs and shows its
result, with the dev key set in the IDE's headers from the link serve prints."""

from __future__ import annotations

import json
import urllib.parse
from collections.abc import Iterator

import pytest
from playwright.sync_api import expect

from gql import graphiql
from palimpsest.app import create_app
from palimpsest.service import MemoryService
from palimpsest.settings import Settings
from tests.conftest import serving

pytestmark = [pytest.mark.integration, pytest.mark.browser]


@pytest.fixture
def dev_app(graph) -> Iterator[str]:  # noqa: ANN001
    assert graphiql.vendored(), "make setup vendors GraphiQL (python -m gql.graphiql.vendor)"
    settings = Settings(dev_mode=True)
    app = create_app(MemoryService(graph, settings), settings)
    with serving(app, lifespan="auto") as url:
        yield url


def test_graphiql_runs_a_typed_query_with_no_internet(dev_app: str, browser, artifacts_dir) -> None:  # noqa: ANN001
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside: list[str] = []

    def only_loopback(route) -> None:  # noqa: ANN001
        if urllib.parse.urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", only_loopback)
    page = context.new_page()
    headers = json.dumps({"Authorization": "Bearer dev-reader-key"})
    page.goto(f"{dev_app}/graphql?headers={urllib.parse.quote(headers)}")
    editor = page.locator(".graphiql-query-editor .CodeMirror").first
    editor.wait_for(timeout=30_000)
    editor.click()
    # Set through the editor's own API: typed keys race its bracket auto-closing on a busy
    # machine ("{ whoami … }" arrived as "… }}", a syntax error, in one CI run).
    page.evaluate(
        "document.querySelector('.graphiql-query-editor .CodeMirror')"
        ".CodeMirror.setValue('{ whoami { tenant role } }')"
    )
    page.keyboard.press("Control+Enter")
    result = page.locator(".graphiql-response")
    expect(result).to_contain_text('"tenant": "demo"', timeout=30_000)
    expect(result).to_contain_text('"role": "reader"')
    page.screenshot(path=str(artifacts_dir / "graphiql-offline.png"))
    assert outside == [], outside
    context.close()
