"""Issue 13 acceptance: the health watch's three panels and an incident view in the admin UI,
driven by Playwright in Debian's headless Chromium against the real app and Neo4j.

A tenant with three queued conflicts (the admin UI test's), probes in three slices, one
calibration run, three preferences polluted by a test-only write and two more runs (an
incident), and outcomes reported over GraphQL. The panels must draw their charts from those
figures; the incident must list the failing probes with the packet each got; a person
acknowledges and closes it; a probe is added, one edited and another retired from the UI.
Screenshots go to tests/artifacts/."""

from __future__ import annotations

import json
import urllib.request
from datetime import UTC, datetime

import pytest
from playwright.sync_api import expect

from recall.probes import ProbeDraft, ProbeRule
from tests.browser.test_admin_ui import TIMEOUT, VIEWPORT, Served, _sign_in, served  # noqa: F401
from tests.integration.test_health import PREFERENCES, inject, seed

pytestmark = [pytest.mark.integration, pytest.mark.browser]


def _graphql(s: Served, query: str, key: str) -> dict:
    body = json.dumps({"query": query}).encode()
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {key}"}
    request = urllib.request.Request(f"{s.url}/graphql", body, headers)
    with urllib.request.urlopen(request, timeout=20) as response:  # noqa: S310 - loopback
        data = json.load(response)
    assert not data.get("errors"), data
    return data["data"]


def test_health_panels_and_an_incident(served: Served, browser, artifacts_dir) -> None:  # noqa: ANN001, F811, PLR0915
    s = served
    svc, tenant = s.service, s.tenant
    seed(svc, tenant, with_audit=False)
    svc.health.run(tenant)  # calibration: every probe passes
    for (attribute, value), bad in zip(PREFERENCES[:3], ("carnivore", "Windows", "Edge"),
                                       strict=True):  # fmt: skip
        inject(svc, tenant, attribute, value, bad)
    svc.health.run(tenant)
    (incident_uid,) = svc.health.run(tenant).opened
    for outcome in ("HELPFUL", "HELPFUL", "WRONG", "STALE"):
        _graphql(s, f"mutation {{ reportOutcome(outcome: {{outcome: {outcome}}}) {{ id }} }}",
                 s.admin_key)  # fmt: skip

    context = browser.new_context(viewport={"width": VIEWPORT["width"], "height": 900})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    _sign_in(page, s.url, s.admin_key)
    page.wait_for_selector("#who-label .tenant")
    page.get_by_role("link", name="Health").click()
    page.wait_for_selector("#panel-retrieval")

    # -- write side: bars per day by source·extractor, the four rates drawn -------------------
    writes = page.locator("#chart-writes svg rect[data-count]")
    expect(writes).to_have_count(1)  # every fact today, one source·extractor pair
    panels = svc.health.panels.all(tenant)
    assert writes.get_attribute("data-count") == str(panels.write.rates.facts)
    assert writes.get_attribute("data-key") == "system_import · structured"
    for key in ("duplicate", "missing-provenance", "queued", "overturn"):
        assert page.locator(f"#chart-write-rates g[data-rate='{key}'] rect").count() == 2
    queued = page.locator("#chart-write-rates g[data-rate='queued'] .value").text_content()
    assert queued == f"{round(panels.write.rates.queued_share * 100)}%"  # 3 of the facts written
    assert page.locator("#chart-write-rates g[data-rate='overturn'] .value").text_content() == "—"

    # -- retrieval side: a line per slice with its threshold; the breaches marked --------------
    cards = page.locator(".slice-card")
    expect(cards).to_have_count(3)
    prefs = page.locator(".slice-card[data-slice='preferences']")
    assert prefs.locator("polyline.pass-line").count() == 1
    assert prefs.locator("path.threshold").get_attribute("d").count("M") == 3
    assert prefs.locator("circle.dot-breach").count() == 2
    assert prefs.locator("circle.dot").count() == 1
    assert page.locator(".slice-card[data-slice='updates'] circle.dot-breach").count() == 0
    label = prefs.locator("svg").get_attribute("aria-label")
    assert "latest 1/4 passed, alarm below 2" in label
    assert page.locator("[data-metric='open-incidents']").inner_text() == "1"
    assert page.locator(".probe-table tbody tr").count() == len(svc.health.probes(tenant))

    # -- outcome side: stacked bars today, the totals ------------------------------------------
    out = page.locator("#chart-outcomes svg rect[data-count]")
    expect(out).to_have_count(3)
    counts = {out.nth(i).get_attribute("data-key"): out.nth(i).get_attribute("data-count")
              for i in range(3)}  # fmt: skip
    assert counts == {"HELPFUL": "2", "WRONG": "1", "STALE": "1"}
    assert "2 helpful, 1 wrong, 1 stale" in page.locator("[data-metric='outcomes']").inner_text()
    page.screenshot(path=str(artifacts_dir / "health-panels.png"), full_page=True)

    # -- the incident: the failing probes with the packet each got ------------------------------
    page.locator(f"#open-incidents a[data-incident='{incident_uid}']").click()
    page.wait_for_selector("#incident-head")
    failures = page.locator("article.failure")
    expect(failures).to_have_count(3)
    diet = page.locator("article.failure", has_text="What is my diet?")
    assert "Expected vegetarian" in diet.inner_text()
    assert "carnivore" in diet.locator(".blocks > div").first.inner_text()  # the current block
    assert page.locator("[data-metric='incident-status']").inner_text() == "open"
    page.screenshot(path=str(artifacts_dir / "health-incident.png"), full_page=True)

    page.locator("#incident-note").fill("Bad CRM import on the 3rd")
    page.get_by_role("button", name="Acknowledge").click()
    expect(page.locator("[data-metric='acknowledged']")).to_contain_text("Seen by key:kid-")
    assert page.locator("[data-metric='incident-status']").inner_text() == "open"
    page.get_by_role("button", name="Close incident").click()
    expect(page.locator("[data-metric='incident-status']")).to_have_text("closed")
    stored = svc.health.incident(tenant, incident_uid)
    assert stored is not None and stored.status == "closed"
    assert stored.note == "Bad CRM import on the 3rd" and stored.closed_by == stored.acknowledged_by
    page.screenshot(path=str(artifacts_dir / "health-incident-closed.png"), full_page=True)

    # -- edit one probe, retire another ----------------------------------------------------------
    page.get_by_role("link", name="← Health").click()
    page.wait_for_selector("#panel-retrieval")
    expect(page.locator("[data-metric='open-incidents']")).to_have_text("0")
    os_probe = next(p for p in svc.health.probes(tenant) if p.draft.attribute == "os")
    page.locator(f"button[data-edit='{os_probe.uid}']").click()
    page.locator("#p-expected").fill("Windows")
    page.locator("#p-question").fill("Which OS do I run?")
    page.get_by_role("button", name="Save probe").click()
    expect(page.locator(f"tr[data-probe='{os_probe.uid}']")).to_contain_text("edited 1×")
    edited = next(p for p in svc.health.probes(tenant) if p.uid == os_probe.uid)
    assert (edited.revision, edited.draft.expected, edited.draft.question) == (
        1, ("Windows",), "Which OS do I run?"
    )  # fmt: skip
    shell = next(p for p in svc.health.probes(tenant) if p.draft.attribute == "shell")
    page.once("dialog", lambda d: d.accept())
    page.locator(f"button[data-retire='{shell.uid}']").click()
    expect(page.locator(f"tr[data-probe='{shell.uid}']")).to_have_count(0)
    assert shell.uid not in {p.uid for p in svc.health.probes(tenant)}
    page.screenshot(path=str(artifacts_dir / "health-probes-edited.png"), full_page=True)

    # -- a probe with an asOf and a comma in its value, saved unchanged: both survive ----------
    where = svc.health.add_probe(tenant, ProbeDraft(
        question="Where did I live in mid-2020?", expected=("Glasgow, Scotland",),
        rule=ProbeRule.HISTORICAL, slice="history", as_of=datetime(2020, 6, 1, tzinfo=UTC),
    ))  # fmt: skip
    page.reload()
    page.wait_for_selector("#panel-retrieval")
    page.locator(f"button[data-edit='{where.uid}']").click()
    expect(page.locator("#p-expected")).to_have_value("Glasgow, Scotland")
    page.get_by_role("button", name="Save probe").click()
    expect(page.locator(f"tr[data-probe='{where.uid}']")).to_contain_text("edited 1×")
    saved = next(p for p in svc.health.probes(tenant) if p.uid == where.uid)
    assert (saved.revision, saved.draft.expected, saved.draft.as_of) == (
        1, ("Glasgow, Scotland",), datetime(2020, 6, 1, tzinfo=UTC)
    )  # fmt: skip

    # -- a probe written by an admin in the UI ---------------------------------------------------
    before = {p.uid for p in svc.health.probes(tenant)}
    page.get_by_role("button", name="Add probe").click()
    expect(page.locator("#probe-dialog-title")).to_have_text("Add probe")
    expect(page.locator("#p-question")).to_have_value("")
    page.locator("#p-question").fill("Which shell do I use now?")
    page.locator("#p-expected").fill("fish\nzsh, with oh-my-zsh")
    page.locator("#p-slice").fill("tools")
    page.locator("#p-subject").fill("user")
    page.get_by_role("button", name="Save probe").click()
    expect(page.locator("#probe-dialog")).not_to_be_visible()
    added = [p for p in svc.health.probes(tenant) if p.uid not in before]
    assert [(p.draft.question, p.draft.expected, p.draft.slice, p.draft.subject,
             p.draft.source.value, p.draft.as_of) for p in added] == [
        ("Which shell do I use now?", ("fish", "zsh, with oh-my-zsh"), "tools", "user", "admin",
         None)
    ]  # fmt: skip
    expect(page.locator(f"tr[data-probe='{added[0].uid}']")).to_contain_text("Which shell")

    assert not errors, errors
    context.close()
