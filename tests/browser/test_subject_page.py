"""Issue 17: the admin UI's subject page, in headless Chromium against the real app and Neo4j.
A person with moves, a job change, a scoped exception, a plan and a queued bank change: the
card shows them beside the slot timelines, and asOf a past date shows the old city. A
screenshot goes to tests/artifacts/admin-subject.png."""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from playwright.sync_api import expect

from graph.types import EpisodeInput, StructuredFactInput
from tests.browser.test_admin_ui import TIMEOUT, VIEWPORT, _sign_in
from tests.conftest import serving

pytestmark = [pytest.mark.integration, pytest.mark.browser]


def _at(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 10, tzinfo=UTC)


@pytest.fixture
def served(graph, tenant: str) -> Iterator[tuple[str, str]]:  # noqa: ANN001
    from palimpsest.app import create_app
    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings

    key = f"adm-{secrets.token_hex(12)}"
    settings = Settings(api_keys={key: f"{tenant}:admin"})
    service = MemoryService(graph, settings)
    for text, when in [("I live in Berlin.", _at(2019, 1, 5)),
                       ("I work at Siemens.", _at(2019, 2, 1)),
                       ("My editor is VS Code.", _at(2019, 3, 1)),
                       ("I moved to Lisbon.", _at(2022, 6, 1)),
                       ("I now work at Google.", _at(2023, 9, 1)),
                       ("I'm planning to move to Porto.", _at(2024, 1, 10))]:  # fmt: skip
        service.ingest(tenant, [EpisodeInput(text=text, occurred_at=when, speaker="user")])
    service.ingest_facts(tenant, [
        StructuredFactInput(subject="user", attribute="editor", value="Vim",
                            valid_from=_at(2023, 10, 1), text="For client work I use Vim",
                            scope="client work", source="user"),
        StructuredFactInput(subject="user", attribute="bank", value="HSBC",
                            valid_from=_at(2022, 1, 1), text="Profile import: bank HSBC"),
    ])  # fmt: skip
    service.ingest_facts(tenant, [StructuredFactInput(
        subject="user", attribute="bank", value="Chase", valid_from=_at(2024, 4, 1),
        text="Card statement from Chase")])  # fmt: skip
    with serving(create_app(service, settings)) as url:
        yield url, key


def test_subject_page_shows_the_card_beside_the_timelines(served, browser, artifacts_dir) -> None:  # noqa: ANN001
    url, key = served
    page = browser.new_page(viewport=VIEWPORT)
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    _sign_in(page, url, key)
    expect(page.get_by_role("navigation", name="Sections")).to_be_visible()
    page.get_by_role("link", name="Subject").click()
    view = page.locator("#view-subject")
    view.get_by_role("combobox", name="Subject").fill("user")
    view.get_by_role("button", name="Show").click()

    card = page.locator("#profile-card")
    home = card.locator('[data-domain="home"]')
    expect(home).to_contain_text("home_city")
    expect(home).to_contain_text("Lisbon")
    expect(card.locator('[data-domain="work"]')).to_contain_text("Google")
    expect(card.locator(".pc-exception")).to_contain_text("client work: Vim")
    expect(card).to_contain_text("In flight")
    expect(card).to_contain_text("Porto")
    expect(card.locator(".pc-pending")).to_contain_text("Chase")
    expect(card.locator(".pc-pending")).to_contain_text("would replace HSBC")
    expect(card).to_contain_text("Berlin → Lisbon")
    # Beside it: the slot timelines, one tab per attribute on the card.
    slots = page.locator("#subject-slots")
    expect(slots.get_by_role("button", name="home_city")).to_be_visible()
    slots.get_by_role("button", name="home_city").click()
    expect(slots.get_by_role("img", name="Timeline of user · home_city")).to_be_visible()
    expect(slots.locator(".facts-table")).to_contain_text("Berlin")
    box_card, box_slots = card.bounding_box(), slots.bounding_box()
    assert box_card and box_slots and box_slots["x"] > box_card["x"] + box_card["width"] - 1
    page.screenshot(path=str(artifacts_dir / "admin-subject.png"), full_page=True)

    view.get_by_label("As of").fill("2020-06-01")
    view.get_by_role("button", name="Show").click()
    expect(card).to_contain_text("as of")
    expect(home).to_contain_text("Berlin")
    expect(card.locator('[data-domain="work"]')).to_contain_text("Siemens")
    expect(card).not_to_contain_text("Porto")
    page.screenshot(path=str(artifacts_dir / "admin-subject-asof.png"), full_page=True)
    assert errors == [], errors
