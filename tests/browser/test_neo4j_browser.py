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


def test_the_app_guide_plays_in_browser_and_its_cards_run(
    graph,
    tenant: str,
    browser,
    artifacts_dir,  # noqa: ANN001
) -> None:
    import socket
    import threading
    import time
    from datetime import UTC, datetime

    import uvicorn

    from graph.types import StructuredFactInput
    from palimpsest.app import create_app
    from palimpsest.neo4j_local import browser_url
    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings

    settings = Settings(dev_mode=True)
    service = MemoryService(graph, settings)
    when = datetime(2024, 2, 1, tzinfo=UTC)
    fact = StructuredFactInput("user", "home_city", "Trondheim", when, "I live in Trondheim")
    service.ingest_facts(tenant, [fact])
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(service, settings), host="127.0.0.1",
                                           port=port, log_level="warning"))  # fmt: skip
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    try:
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        neo4j = get_settings()
        page.goto(browser_url(neo4j.neo4j_http_port, neo4j.neo4j_bolt_port),
                  wait_until="networkidle", timeout=60_000)  # fmt: skip
        page.get_by_text("Connected to Neo4j").first.wait_for(timeout=60_000)
        run = page.locator("[data-testid='editor-Run']").first

        def command(text: str) -> None:
            page.locator("[data-testid='activeEditor']").first.click()
            page.keyboard.type(text)
            run.click()

        # Community Neo4j allows guides from localhost (dbms.clientConfig), not 127.0.0.1.
        command(f":play http://localhost:{port}/guide")
        page.get_by_text("Explore the memory graph").first.wait_for(timeout=30_000)
        command(f":params {{tenant: '{tenant}'}}")
        next_slide = page.locator("[data-testid='nextSlide']").first
        next_slide.click()
        next_slide.click()  # slide 3: current facts
        page.get_by_text("what memory holds true now").first.wait_for()
        page.locator("pre.runnable:visible").first.click()  # the card fills the editor
        run.click()
        page.get_by_text('"Trondheim"').first.wait_for(timeout=30_000)
        shot = artifacts_dir / "neo4j-browser-guide.png"
        page.screenshot(path=str(shot))
        assert shot.stat().st_size > 10_000
        page.close()
    finally:
        server.should_exit = True
        thread.join(timeout=10)
