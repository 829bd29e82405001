"""Probes (recall.probes): judging packets by rule, generation from confirmed changes and
audit decisions, and staleness, without a database."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from graph.types import Fact, FactRole, Relation
from recall.packet import EvidenceItem, EvidencePacket
from recall.probes import (
    UPDATES_SLICE,
    ConfirmedChange,
    ConfirmedDecision,
    Probe,
    ProbeDraft,
    ProbeRule,
    ProbeSource,
    judge,
    overtaken,
    probes_for_change,
    probes_for_decision,
)
from recall.view import StateView

pytestmark = pytest.mark.unit

T0 = datetime(2024, 1, 1, tzinfo=UTC)
T1 = datetime(2024, 6, 1, tzinfo=UTC)


def fact(value: str, role: FactRole, attribute: str = "home_city", subject: str = "user") -> Fact:
    return Fact(f"f-{value}-{attribute}", "t", f"text {value}", subject, attribute, value, role, T0,
                T0)  # fmt: skip


def packet(current=(), historical=(), prompt: str = "") -> EvidencePacket:  # noqa: ANN001
    return EvidencePacket(
        "q", StateView.CURRENT, "explicit",
        current=[EvidenceItem(f, None, 1.0, "") for f in current],
        historical=[EvidenceItem(f, None, 1.0, "") for f in historical], prompt=prompt,
    )  # fmt: skip


def probe(rule: ProbeRule, *expected: str, attribute: str | None = "home_city") -> Probe:
    draft = ProbeDraft("q?", expected, rule, "s", subject="user" if attribute else None,
                       attribute=attribute)  # fmt: skip
    return Probe("p1", draft, T0, "v0")


def test_current_rule_needs_every_value_in_the_current_block() -> None:
    p = probe(ProbeRule.CURRENT, "Hangzhou")
    assert judge(p, packet([fact("hangzhou ", FactRole.CURRENT)])).passed  # case and spaces
    failed = judge(p, packet([fact("Shanghai", FactRole.CURRENT)]))
    assert not failed.passed and "not current" in failed.reason and "shanghai" in failed.reason
    assert not judge(p, packet(historical=[fact("Hangzhou", FactRole.HISTORICAL)])).passed
    assert not judge(p, packet()).passed  # an empty packet answers nothing


def test_a_slot_bound_probe_ignores_other_slots() -> None:
    p = probe(ProbeRule.CURRENT, "Hangzhou")
    other = fact("Hangzhou", FactRole.CURRENT, attribute="hometown")
    assert not judge(p, packet([other])).passed
    assert judge(probe(ProbeRule.CURRENT, "Hangzhou", attribute=None), packet([other])).passed


def test_historical_rule_wants_the_old_value_historical_and_not_current() -> None:
    p = probe(ProbeRule.HISTORICAL, "Shanghai")
    assert judge(p, packet(historical=[fact("Shanghai", FactRole.HISTORICAL)])).passed
    both = packet([fact("Shanghai", FactRole.CURRENT)], [fact("Shanghai", FactRole.HISTORICAL)])
    assert "still current" in judge(p, both).reason
    assert "not historical" in judge(p, packet()).reason


def test_not_current_and_mentioned_rules() -> None:
    rejected = probe(ProbeRule.NOT_CURRENT, "Globex")
    assert judge(rejected, packet()).passed
    assert not judge(rejected, packet([fact("Globex", FactRole.CURRENT)])).passed
    mentioned = probe(ProbeRule.MENTIONED, "rain", attribute=None)
    assert judge(mentioned, packet(prompt="It was the RAIN.")).passed
    assert not judge(mentioned, packet(prompt="sunny")).passed


def test_a_verdict_carries_the_probes_stale_mark() -> None:
    p = dataclasses.replace(probe(ProbeRule.CURRENT, "X"), stale=True)
    verdict = judge(p, packet())
    assert verdict.stale and not verdict.passed and verdict.slice == "s"


CHANGE = ConfirmedChange("user", "home_city", "n1", "Hangzhou", "o1", "Shanghai", T0, "auto")


def test_a_confirmed_change_yields_a_current_and_a_history_probe() -> None:
    now, before = probes_for_change(CHANGE)
    assert (now.rule, now.expected, now.slice, now.view) == (
        ProbeRule.CURRENT, ("Hangzhou",), UPDATES_SLICE, StateView.CURRENT
    )  # fmt: skip
    assert (before.rule, before.expected, before.slice, before.view) == (
        ProbeRule.HISTORICAL, ("Shanghai",), UPDATES_SLICE, StateView.HISTORICAL
    )  # fmt: skip
    assert now.question == "What is my home city?"
    assert before.question == "What was my home city before?"
    ana = ConfirmedChange("Ana", "phone", "n", "555-2", "o", "555-1", T0, "human")
    assert probes_for_change(ana)[0].question == "What is Ana's phone?"
    assert {now.source, before.source} == {ProbeSource.CONFIRMED_CHANGE}
    assert now.origin != before.origin and probes_for_change(CHANGE)[0].origin == now.origin


@pytest.mark.parametrize(
    ("decision", "rules"),
    [
        (None, [(ProbeRule.NOT_CURRENT, ("Globex",))]),
        (Relation.SUPERSEDES, [(ProbeRule.CURRENT, ("Globex",)),
                               (ProbeRule.HISTORICAL, ("Acme",))]),
        (Relation.COEXISTS_WITH, [(ProbeRule.CURRENT, ("Acme", "Globex"))]),
        (Relation.SCOPED_EXCEPTION, [(ProbeRule.CURRENT, ("Acme", "Globex"))]),
        (Relation.DUPLICATE, [(ProbeRule.CURRENT, ("Acme",))]),
        (Relation.EVOLVES_TO, []),
    ],
)  # fmt: skip
def test_audit_decisions_yield_what_the_person_committed_to(
    decision: Relation | None, rules: list
) -> None:
    drafts = probes_for_decision(ConfirmedDecision("a1", decision, "user", "employer", "Globex",
                                                   "Acme"))  # fmt: skip
    assert [(d.rule, d.expected) for d in drafts] == rules
    assert all(d.source is ProbeSource.AUDIT_DECISION and d.origin for d in drafts)


def test_a_supersession_without_an_existing_fact_yields_only_the_current_probe() -> None:
    drafts = probes_for_decision(
        ConfirmedDecision("a1", Relation.SUPERSEDES, "user", "employer", "Globex", None)
    )
    assert [d.rule for d in drafts] == [ProbeRule.CURRENT]


def test_a_later_change_to_another_value_makes_a_current_probe_stale() -> None:
    p = Probe("p", probes_for_change(CHANGE)[0], T0, "v0")
    later = dataclasses.replace(CHANGE, new_value="Suzhou", old_value="Hangzhou", at=T1)
    assert overtaken(p, later) is not None and "Suzhou" in overtaken(p, later)  # type: ignore[operator]
    assert overtaken(p, None) is None
    assert overtaken(p, dataclasses.replace(later, at=T0)) is None  # not after the probe
    assert overtaken(p, dataclasses.replace(later, new_value="hangzhou")) is None  # agrees


def test_a_history_probe_goes_stale_only_when_its_value_comes_back() -> None:
    p = Probe("p", probes_for_change(CHANGE)[1], T0, "v0")
    onward = dataclasses.replace(CHANGE, new_value="Suzhou", at=T1)
    back = dataclasses.replace(CHANGE, new_value="Shanghai", at=T1)
    assert overtaken(p, onward) is None
    assert "current again" in (overtaken(p, back) or "")


def test_mentioned_probes_never_go_stale() -> None:
    p = probe(ProbeRule.MENTIONED, "rain")
    assert overtaken(p, dataclasses.replace(CHANGE, at=T1)) is None
