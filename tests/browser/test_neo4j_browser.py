"""Neo4j Browser, served by the Maven-assembled server, renders in headless Chromium."""

from __future__ import annotations

import pytest

from palimpsest.settings import get_settings

pytestmark = [pytest.mark.integration, pytest.mark.browser]


def test_neo4j_browser_renders(neo4j_server: None, browser, artifacts_dir) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    port = get_settings().neo4j_http_port
    page.goto(f"http://127.0.0.1:{port}/browser/", wait_until="networkidle", timeout=60_000)
    # The connect form (or the editor once connected) is Browser's own UI, not a bare page.
    page.wait_for_selector(
        "[data-testid='activeEditor'], input[data-testid='boltaddress'], form", timeout=60_000
    )
    shot = artifacts_dir / "neo4j-browser.png"
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    assert "Neo4j Browser" in page.title()
    page.close()


def test_the_printed_browser_link_opens_browser_already_connected(
    neo4j_server: None,
    browser,
    artifacts_dir,  # noqa: ANN001
) -> None:
    from palimpsest.neo4j_local import browser_url

    settings = get_settings()
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.goto(browser_url(settings.neo4j_http_port, settings.neo4j_bolt_port),
              wait_until="networkidle", timeout=60_000)  # fmt: skip
    page.get_by_text("Connected to Neo4j").first.wait_for(timeout=60_000)
    assert page.locator("input[data-testid='boltaddress']").count() == 0  # no connect form
    shot = artifacts_dir / "neo4j-browser-connected.png"
    page.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    page.close()
