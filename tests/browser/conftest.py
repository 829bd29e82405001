"""Headless Chromium (Debian's package) driven by Playwright through `executable_path`."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


# Module scope: Playwright's sync API holds an event loop in the main thread while it runs,
# and later tests (asyncio.run in unit tests) need that thread free.
@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        pytest.fail("Debian's chromium is not installed (make setup installs it)")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path=path, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()
