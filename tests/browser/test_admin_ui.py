"""Issue 6 acceptance: the admin UI at /admin, driven by Playwright in Debian's headless
Chromium, against the real app (uvicorn on a free loopback port) and the real Neo4j.

One fresh tenant with its own admin and reader keys; three queued conflicts (bank, phone,
email: high-risk slots, no update cue). The reviewer approves one, amends one to
COEXISTS_WITH and rejects one; the graph must change accordingly and the overturn rate the UI
shows must be 2/3. Then the bank timeline shows HSBC as historical, a decision made elsewhere
gives a clear message, and a reader key sees nothing. Screenshots go to tests/artifacts/."""

from __future__ import annotations

import re
import secrets
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
from playwright.sync_api import expect

from graph.types import AuditStatus, EdgeType, FactRole, Relation, StructuredFactInput
from tests.conftest import serving

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"

pytestmark = [pytest.mark.integration, pytest.mark.browser]

VIEWPORT = {"width": 1366, "height": 768}
TIMEOUT = 20_000

CONFLICTS = [  # attribute, old value, new value, old source, new source
    ("bank", "HSBC", "Chase", "Profile import: bank HSBC", "Card statement from Chase"),
    ("phone", "+1 415 555 0100", "+1 415 555 0199", "Profile import: phone +1 415 555 0100",
     "Delivery note lists phone +1 415 555 0199"),
    ("email", "ana@example.com", "ana.work@example.com", "Profile import: email ana@example.com",
     "Calendar invite sent to ana.work@example.com"),
]  # fmt: skip


@dataclass
class Served:
    url: str
    service: object
    tenant: str
    admin_key: str
    reader_key: str


def _seed(service, tenant: str, attribute: str, old: str, new: str, t_old: str, t_new: str,
          when_old: datetime, when_new: datetime) -> None:  # fmt: skip
    first = service.ingest_facts(
        tenant,
        [
            StructuredFactInput(
                subject="user", attribute=attribute, value=old, valid_from=when_old, text=t_old
            )
        ],
    )
    assert first.facts_created == 1
    second = service.ingest_facts(
        tenant,
        [
            StructuredFactInput(
                subject="user", attribute=attribute, value=new, valid_from=when_new, text=t_new
            )
        ],
    )
    assert second.queued_for_review == 1, second


@pytest.fixture
def served(graph, tenant: str) -> Iterator[Served]:  # noqa: ANN001
    from palimpsest.app import ADMIN_DIR, create_app
    from palimpsest.service import MemoryService
    from palimpsest.settings import Settings

    assert (ADMIN_DIR / "index.html").is_file()
    admin_key, reader_key = f"adm-{secrets.token_hex(12)}", f"rdr-{secrets.token_hex(12)}"
    settings = Settings(api_keys={admin_key: f"{tenant}:admin", reader_key: f"{tenant}:reader"})
    service = MemoryService(graph, settings)
    for attribute, old, new, t_old, t_new in CONFLICTS:
        _seed(service, tenant, attribute, old, new, t_old, t_new,
              datetime(2023, 6, 1, tzinfo=UTC), datetime(2024, 4, 20, tzinfo=UTC))  # fmt: skip
    with serving(create_app(service, settings)) as url:
        yield Served(url, service, tenant, admin_key, reader_key)


def _require_whoami(url: str, key: str) -> None:
    """The UI admits admin keys only, and learns a key's role from `whoami { tenant role }`
    (it never probes with a mutation). Say so plainly when the API lacks it."""
    import json
    import urllib.request

    body = json.dumps({"query": '{ __type(name: "Query") { fields { name } } }'}).encode()
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {key}"}
    request = urllib.request.Request(f"{url}/graphql", body, headers)
    with urllib.request.urlopen(request, timeout=10) as response:  # noqa: S310 - loopback
        fields = {f["name"] for f in json.load(response)["data"]["__type"]["fields"]}
    if "whoami" not in fields:
        pytest.fail(
            "the GraphQL API lacks `whoami { tenant role }`: the admin UI cannot tell "
            "an admin key from a reader key, so it stays locked (see issue 6)"
        )


def _sign_in(page, url: str, key: str) -> None:
    page.goto(f"{url}/admin/", wait_until="domcontentloaded")
    page.get_by_label("Admin API key").fill(key)
    page.get_by_role("button", name="Sign in").click()


def _select(page, attribute: str) -> None:
    page.locator(".q-item", has_text=f"user · {attribute}").click()
    page.wait_for_selector(f"#item .eyebrow:has-text('user · {attribute}')")


def _wait_count(page, n: int) -> None:
    """Wait until the queue lists `n` items; on timeout, say what the page shows instead."""
    try:
        # Locator assertions, not wait_for_function: the admin page's CSP forbids eval.
        expect(page.locator(".q-item")).to_have_count(n, timeout=TIMEOUT)
    except Exception as exc:  # noqa: BLE001 - re-raised with the page's own words
        shown = page.locator("#item .notice, #toast:not([hidden])").all_inner_texts()
        page.screenshot(path=str(ARTIFACTS / "admin-failure.png"))
        raise AssertionError(f"queue did not reach {n} items; page says {shown}") from exc


def _roles(service, tenant: str, attribute: str) -> tuple[dict[str, str], list]:
    view = service.slot(tenant, "user", attribute)
    assert view is not None
    return {f.value: f.role for f in view.facts}, view.edges


def test_admin_ui_review_timeline_health(served: Served, browser, artifacts_dir) -> None:  # noqa: ANN001, PLR0915
    s = served
    _require_whoami(s.url, s.admin_key)
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)

    # -- sign in: the key goes to sessionStorage, never into the URL -----------------------
    _sign_in(page, s.url, s.admin_key)
    page.wait_for_selector("#who-label .tenant")
    assert page.locator("#who-label .tenant").inner_text() == s.tenant
    assert s.admin_key not in page.url
    assert page.evaluate("sessionStorage.getItem('palimpsest.adminKey')") == s.admin_key
    assert page.evaluate("localStorage.length") == 0

    # -- the queue: three pending, oldest first, the first opened side by side -------------
    _wait_count(page, 3)
    assert page.locator("#queue-summary").inner_text().startswith("3 pending")
    slots = page.locator(".q-item .q-slot").all_inner_texts()
    assert [t.split("\n")[0].split("high risk")[0].strip() for t in slots] == [
        "user · bank", "user · phone", "user · email"]  # fmt: skip
    item = page.locator("#item")
    assert item.locator(".fact.existing .value span").first.inner_text() == "HSBC"
    assert item.locator(".fact.new .value span").first.inner_text() == "Chase"
    assert "Card statement from Chase" in item.locator(".fact.new blockquote").inner_text()
    assert "Profile import: bank HSBC" in item.locator(".fact.existing blockquote").inner_text()
    assert item.locator(".fact.existing .badge").inner_text() == "current"
    assert item.locator(".fact.new .badge").inner_text() == "pending review"
    assert "Supersedes" in item.locator(".proposal .rel").inner_text()
    page.screenshot(path=str(artifacts_dir / "admin-queue.png"))

    # Keyboard: j moves to the next item, k back, ? opens the help.
    page.locator(".q-item").first.focus()
    page.keyboard.press("j")
    page.wait_for_selector("#item .eyebrow:has-text('user · phone')")
    page.keyboard.press("k")
    page.wait_for_selector("#item .eyebrow:has-text('user · bank')")
    page.keyboard.press("?")
    assert page.locator("#help").is_visible()
    page.keyboard.press("Escape")
    assert not page.locator("#help").is_visible()

    # -- approve bank (keyboard 'a': the proposal, SUPERSEDES) ------------------------------
    page.locator(".q-item").first.focus()
    page.keyboard.press("a")
    _wait_count(page, 2)
    assert "Approved" in page.locator("#toast").inner_text()

    # -- phone: choose another relation, with a note ---------------------------------------
    _select(page, "phone")
    page.locator("label.choice", has_text="Coexists").click()
    assert "overrides proposal" in page.locator("#apply-btn").inner_text()
    page.get_by_label("Note").fill("Work phone and personal phone, both in use")
    page.screenshot(path=str(artifacts_dir / "admin-item.png"))
    page.locator("#apply-btn").click()
    _wait_count(page, 1)

    # -- email: reject --------------------------------------------------------------------
    _select(page, "email")
    page.get_by_role("button", name="Reject new fact").click()
    _wait_count(page, 0)
    page.wait_for_selector("#item .empty")

    # -- the graph changed accordingly -------------------------------------------------------
    svc, tenant = s.service, s.tenant
    roles, edges = _roles(svc, tenant, "bank")
    assert roles == {"HSBC": FactRole.HISTORICAL, "Chase": FactRole.CURRENT}
    by_value = {f.value: f.uid for f in svc.slot(tenant, "user", "bank").facts}
    assert [(e.type, e.src, e.dst, e.decided_by) for e in edges] == [
        (EdgeType.SUPERSEDES, by_value["Chase"], by_value["HSBC"], "human")]  # fmt: skip

    roles, edges = _roles(svc, tenant, "phone")
    assert roles["+1 415 555 0100"] == FactRole.CURRENT
    assert roles["+1 415 555 0199"] in (FactRole.COEXISTING, FactRole.CURRENT)
    assert [e.type for e in edges] == [EdgeType.COEXISTS_WITH]
    assert edges[0].decided_by == "human"

    roles, edges = _roles(svc, tenant, "email")
    assert roles == {
        "ana@example.com": FactRole.CURRENT,
        "ana.work@example.com": FactRole.RETRACTED,
    }
    assert edges == []

    decided = {a.uid: a for a in svc.audit_queue(tenant, status=None, first=10).items}
    assert sorted((a.status, a.decision) for a in decided.values()) == sorted([
        (AuditStatus.APPROVED, Relation.SUPERSEDES), (AuditStatus.AMENDED, Relation.COEXISTS_WITH),
        (AuditStatus.REJECTED, None)])  # fmt: skip
    amended = next(a for a in decided.values() if a.status is AuditStatus.AMENDED)
    assert amended.note == "Work phone and personal phone, both in use"
    assert svc.audit_queue(tenant, first=1).total == 0

    # -- health: the overturn rate shown is 2/3, as the graph says ---------------------------
    page.get_by_role("link", name="Health").click()
    page.wait_for_selector("[data-metric='overturn-rate']")
    stats = svc.stats(tenant)
    assert stats.audit_decided == 3 and stats.overturn_rate == pytest.approx(2 / 3)
    assert page.locator("[data-metric='overturn-rate']").inner_text() == "67%"
    assert page.locator("[data-metric='overturn-detail']").inner_text().startswith("2 of 3")
    assert page.locator("[data-metric='pending']").inner_text() == "0"
    # The doctor's invariants, through the API, all hold after the three decisions.
    assert page.locator("[data-metric='invariants']").inner_text().startswith("All ")
    assert page.locator("[data-metric='invariants']").inner_text().endswith("invariants hold")
    page.screenshot(path=str(artifacts_dir / "admin-health.png"), full_page=True)

    # -- the bank timeline: HSBC historical, Chase current, the SUPERSEDES edge --------------
    page.get_by_role("link", name="Slot timeline").click()
    page.locator("#t-subject").fill("user")
    page.locator("#t-attribute").fill("bank")
    page.get_by_role("button", name="Show").click()
    page.wait_for_selector("svg.tl-svg")
    assert page.locator("g.lane[data-role='historical'] .lane-value").text_content() == "HSBC"
    assert "HSBC" in page.locator("g.lane[data-role='historical'] title").text_content()
    assert page.locator("g.lane[data-role='current'] .lane-value").text_content() == "Chase"
    row = page.locator(".facts-table tr", has_text="HSBC")
    assert row.locator(".badge").inner_text() == "historical"
    assert page.locator(".edges-table").inner_text().count("SUPERSEDES") == 1
    href = page.locator("#browser-link").get_attribute("href")
    assert href.startswith("http://127.0.0.1:7474/browser/?cmd=edit&arg=")
    query = urllib.parse.unquote(href.split("&arg=", 1)[1])
    assert f"tenant: '{tenant}'" in query and "key: 'user::bank'" in query
    page.screenshot(path=str(artifacts_dir / "admin-timeline.png"), full_page=True)

    # -- a decision made elsewhere gives a clear message, not an overwrite -------------------
    _seed(svc, tenant, "employer", "Acme", "Globex", "Profile import: employer Acme",
          "Payslip from Globex", datetime(2023, 1, 1, tzinfo=UTC),
          datetime(2024, 5, 1, tzinfo=UTC))  # fmt: skip
    page.get_by_role("link", name="Review queue").click()
    # "Apply" re-reads the queue with its filters.
    page.get_by_role("button", name="Apply", exact=True).click()
    _wait_count(page, 1)
    pending = svc.audit_queue(tenant, first=1).items[0]
    svc.decide_audit(tenant, pending.uid, Relation.SUPERSEDES, decided_by="someone-else")
    page.locator(".q-item").first.focus()
    page.keyboard.press("r")
    notice = page.locator("#item .notice.warn")
    notice.wait_for()
    assert "already decided" in notice.inner_text()
    assert page.locator(".q-item").count() == 0
    roles, _ = _roles(svc, tenant, "employer")
    assert roles == {"Acme": FactRole.HISTORICAL, "Globex": FactRole.CURRENT}  # not rejected

    assert not errors, errors
    context.close()

    # -- a reader key sees nothing of the admin UI ------------------------------------------
    reader = browser.new_context(viewport=VIEWPORT)
    rpage = reader.new_page()
    rpage.set_default_timeout(TIMEOUT)
    seen: list[str] = []
    rpage.on("response", lambda r: seen.append(r.url))
    _sign_in(rpage, s.url, s.reader_key)
    err = rpage.locator("#login-error")
    expect(err).to_have_text(re.compile(r"\S"))
    assert "reader" in err.inner_text() and "admin key" in err.inner_text()
    assert rpage.locator("#nav").is_hidden()
    assert rpage.locator("#view-queue").is_hidden()
    assert rpage.locator(".q-item").count() == 0
    assert rpage.evaluate("sessionStorage.getItem('palimpsest.adminKey')") is None
    rpage.goto(f"{s.url}/admin/#/health")
    rpage.wait_for_selector("#view-login:not([hidden])")
    assert rpage.locator("#view-health").is_hidden()
    assert "Chase" not in rpage.content() and "HSBC" not in rpage.content()
    rpage.screenshot(path=str(artifacts_dir / "admin-reader-refused.png"))
    reader.close()


def test_sign_in_before_the_page_has_loaded_keeps_its_answer(served: Served, browser) -> None:  # noqa: ANN001
    """A reviewer who signs in while the page still checks that the API answers gets the
    answer for their key; the page's own start-up must not wipe it (a CI flake, now fixed)."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    held = []  # the start-up request, held back until the key has been submitted

    def hold_start_up(route) -> None:  # noqa: ANN001
        if "Reachable" in (route.request.post_data or ""):
            held.append(route)
        else:
            route.continue_()

    page.route("**/graphql", hold_start_up)
    page.goto(f"{served.url}/admin/", wait_until="domcontentloaded")
    for _ in range(250):  # bounded: 5 s
        if held:
            break
        page.wait_for_timeout(20)
    assert len(held) == 1, "the page never checked that the API answers"
    page.get_by_label("Admin API key").fill(served.reader_key)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_timeout(200)  # the submit handler runs while start-up is still pending
    held[0].continue_()
    expect(page.locator("#login-error")).to_have_text(re.compile(r"\S"))
    message = page.locator("#login-error").inner_text()
    assert "reader" in message and "admin key" in message, message
    assert page.locator("#nav").is_hidden()
    page.wait_for_timeout(300)  # start-up has finished by now; the message must still be there
    assert page.locator("#login-error").inner_text() == message
    context.close()
