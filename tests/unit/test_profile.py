"""The profile card's decisions over plain data (recall.profile, recall.domains,
recall.profile_cache) and the case routing rules (recall.cases), with no database."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from graph.types import (
    Cardinality,
    EdgeType,
    Episode,
    Fact,
    FactRole,
    Outcome,
    OutcomeStatus,
    Risk,
    StateSlot,
)
from palimpsest.validation import case_problems
from recall.cases import CaseHit, outcome_history, outcome_known, pick_triggers, wants_cases
from recall.domains import domain_of
from recall.expand import LoadedFact
from recall.profile import (
    AuditInfo,
    CauseInfo,
    EdgeOut,
    SlotFacts,
    SubjectFact,
    build_profile,
    render_profile,
)
from recall.profile_cache import ProfileCache
from recall.prompt import estimate_tokens

pytestmark = pytest.mark.unit

NOW = datetime(2025, 1, 1, tzinfo=UTC)


def _t(y: int, m: int = 1, d: int = 1) -> datetime:
    return datetime(y, m, d, tzinfo=UTC)


def _fact(uid: str, attribute: str, value: str, role: FactRole, start: datetime,
          until: datetime | None = None, text: str = "", scope: str | None = None,
          kind: str = "identity") -> Fact:  # fmt: skip
    return Fact(uid=uid, tenant="t", text=text or f"{attribute} {value}", subject="user",
                attribute=attribute, value=value, role=role, valid_from=start,
                recorded_at=start, valid_until=until, scope=scope, kind=kind)  # fmt: skip


def _sf(fact: Fact, *edges: EdgeOut, sources: int = 1, superseded: datetime | None = None,
        audits: tuple[AuditInfo, ...] = (),
        causes: tuple[CauseInfo, ...] = ()) -> SubjectFact:  # fmt: skip
    loaded = LoadedFact(fact, superseded_at=[(superseded, superseded)] if superseded else [],
                        undecided_audit_until=[a.decided_at for a in audits])  # fmt: skip
    return SubjectFact(loaded, sources, list(edges), list(audits), list(causes))


def _slot(attribute: str, *facts: SubjectFact, single: bool = True) -> SlotFacts:
    card = Cardinality.SINGLE if single else Cardinality.MULTI
    return SlotFacts(StateSlot(f"s-{attribute}", "t", f"user::{attribute}", "user", attribute,
                               card, Risk.NORMAL), list(facts))  # fmt: skip


def _life() -> list[SlotFacts]:
    """Berlin → Lisbon (because of a job), a plan to move to Porto; Siemens; VS Code with a
    scoped exception and an abandoned Emacs plan; a pending bank change."""
    berlin = _fact("berlin", "home_city", "Berlin", FactRole.HISTORICAL, _t(2019), _t(2022, 6))
    lisbon = _fact("lisbon", "home_city", "Lisbon", FactRole.CURRENT, _t(2022, 6))
    porto = _fact("porto", "home_city", "Porto", FactRole.TRANSITION, _t(2024, 1),
                  text="I'm planning to move to Porto")  # fmt: skip
    vscode = _fact("vscode", "editor", "VS Code", FactRole.CURRENT, _t(2019, 3))
    vim = _fact("vim", "editor", "Vim", FactRole.SCOPED_EXCEPTION, _t(2023, 10),
                scope="client work")  # fmt: skip
    emacs = _fact("emacs", "editor", "Emacs", FactRole.HISTORICAL, _t(2023, 2), _t(2023, 5),
                  text="thinking about switching to Emacs")  # fmt: skip
    siemens = _fact("siemens", "employer", "Siemens", FactRole.CURRENT, _t(2019, 2))
    hsbc = _fact("hsbc", "bank", "HSBC", FactRole.CURRENT, _t(2022))
    chase = _fact("chase", "bank", "Chase", FactRole.PENDING_REVIEW, _t(2024, 4))
    audit = AuditInfo("a1", "pending", None, "supersedes", "no update cue", "hsbc")
    return [
        _slot("home_city",
              _sf(berlin, superseded=_t(2022, 6)),
              _sf(lisbon, EdgeOut(EdgeType.SUPERSEDES, "berlin", _t(2022, 6)),
                  EdgeOut(EdgeType.EVOLVES_TO, "porto", _t(2024, 1)),
                  causes=(CauseInfo("new job in Lisbon", "cue 'because'"),)),
              _sf(porto)),
        _slot("editor", _sf(vscode, EdgeOut(EdgeType.EVOLVES_TO, "emacs", _t(2023, 2)),
                            sources=4), _sf(vim), _sf(emacs)),
        _slot("employer", _sf(siemens)),
        _slot("bank", _sf(hsbc), _sf(chase, audits=(audit,))),
    ]  # fmt: skip


def test_the_card_now() -> None:
    card = build_profile("user", _life(), NOW)
    by_domain = {d.name: {s.attribute: s for s in d.states} for d in card.domains}
    assert [d.name for d in card.domains] == ["work", "home", "tools"]
    assert by_domain["home"]["home_city"].fact.value == "Lisbon"
    assert by_domain["home"]["home_city"].since == _t(2022, 6)
    assert by_domain["home"]["bank"].fact.value == "HSBC"
    editor = by_domain["tools"]["editor"]
    assert editor.fact.value == "VS Code" and [e.value for e in editor.exceptions] == ["Vim"]
    assert [(t.fact.value, t.from_value) for t in card.in_flight] == [("Porto", "Lisbon")]
    assert [(t.fact.value, t.ended) for t in card.abandoned] == [("Emacs", _t(2023, 5))]
    assert [(c.old.value, c.new.value, c.why) for c in card.changes] == [
        ("Berlin", "Lisbon", "cue 'because'")
    ]
    assert [(r.fact.value, r.proposed, r.existing.value if r.existing else None)
            for r in card.pending] == [("Chase", "supersedes", "HSBC")]  # fmt: skip
    # Held longest and stated most: VS Code (4 episodes, since 2019) leads.
    assert card.traits[0].fact.value == "VS Code" and card.traits[0].reinforced == 4


def test_the_card_as_of_a_past_date() -> None:
    card = build_profile("user", _life(), NOW, as_of=_t(2023, 3))
    home = {s.attribute: s.fact.value for d in card.domains for s in d.states}
    assert home["home_city"] == "Lisbon" and "bank" in home
    # Emacs was still a consideration then, not abandoned; Porto and Chase did not exist yet.
    assert [t.fact.value for t in card.in_flight] == ["Emacs"] and card.abandoned == []
    assert card.pending == []
    before = build_profile("user", _life(), NOW, as_of=_t(2020))
    values = {s.attribute: s.fact.value for d in before.domains for s in d.states}
    assert values == {"home_city": "Berlin", "editor": "VS Code", "employer": "Siemens"}
    assert before.changes == []


def test_domains_fall_back_on_kind() -> None:
    assert domain_of("employer") == "work" and domain_of("diet") == "health"
    assert domain_of("about:pulse fitness", "preference") == "other"
    assert domain_of("mentor", "relationship") == "people"
    assert domain_of("statement") == "other"


def test_prompt_keeps_states_first_under_a_budget() -> None:
    card = build_profile("user", _life(), NOW)
    full, tokens = render_profile(card, 2000)
    assert tokens == estimate_tokens(full)
    for heading in ("## Current state", "## Unconfirmed", "## In flight", "## Recent changes",
                    "## Stable traits", "## Recently abandoned"):  # fmt: skip
        assert heading in full
    assert "[unconfirmed] bank: Chase (proposed supersedes, would replace HSBC)" in full
    assert "home_city: Berlin → Lisbon (2022-06-01; why: cue 'because')" in full
    tight, small = render_profile(card, 110)
    assert 0 < small <= 110 and "Lisbon" in tight and "Recently abandoned" not in tight
    assert render_profile(card, 5) == ("", 0)


def test_cache_drops_a_subject_on_write_and_refuses_a_stale_put() -> None:
    clock = [0.0]
    cache = ProfileCache(ttl_seconds=30, clock=lambda: clock[0])
    card = build_profile("user", [], NOW)
    key = ("t", "user", None, None, 600)
    gen = cache.generation("t", "user")
    assert cache.put(key, card, gen) and cache.get(key) is card
    cache.invalidate("t", ["maria"])
    assert cache.get(key) is card  # another subject
    cache.invalidate("t", ["user"])
    assert cache.get(key) is None
    assert not cache.put(key, card, gen)  # read before the write: not stored
    gen = cache.generation("t", "user")
    cache.put(key, card, gen)
    cache.invalidate("t")  # the whole tenant
    assert cache.get(key) is None
    gen = cache.generation("t", "user")
    cache.put(key, card, gen)
    clock[0] = 31.0
    assert cache.get(key) is None  # expired


@pytest.mark.parametrize(
    "question",
    ["What happened last time we upgraded Node?", "did it work?", "Did the fix work?",
     "How did that go?", "上次升级发生了什么？", "这个办法有没有用", "结果怎么样？"],
)  # fmt: skip
def test_questions_that_ask_for_cases(question: str) -> None:
    assert wants_cases(question)


@pytest.mark.parametrize(
    "question", ["Where do I live now?", "Why did we switch to pnpm?", "我现在住在哪里？"]
)
def test_questions_that_do_not(question: str) -> None:
    assert not wants_cases(question)


def test_triggers_are_picked_produced_first_and_weak_vectors_ignored() -> None:
    hits = [CaseHit("a", "vector", 0.9, "oom"), CaseHit("b", "text", 3.0, "deploy"),
            CaseHit("c", "produced", 1.0, "slow ci"),
            CaseHit("d", "vector", 0.2, "noise")]  # fmt: skip
    assert pick_triggers(hits) == ["slow ci", "deploy"]
    assert pick_triggers([CaseHit("d", "vector", 0.2, "noise")]) == []


def test_an_outcome_recorded_later_is_not_known_earlier() -> None:
    ep = Episode("e", "t", "x", _t(2024), _t(2024),
                 outcome=Outcome(OutcomeStatus.SUCCESS, recorded_at=_t(2024, 6)))  # fmt: skip
    assert outcome_known(ep, _t(2024, 3)).outcome is None
    assert outcome_known(ep, _t(2024, 7)).outcome is not None


def test_an_outcome_replaced_later_shows_the_one_recorded_by_known_at() -> None:
    history = outcome_history(json.dumps([
        {"status": "failure", "result": "still OOM", "lesson": None,
         "recorded_at": _t(2024, 2).isoformat()},
        {"status": "partial", "result": "half", "lesson": "bigger runner",
         "recorded_at": _t(2024, 4).isoformat()},
    ]))  # fmt: skip
    assert [h.status for h in history] == [OutcomeStatus.FAILURE, OutcomeStatus.PARTIAL]
    now = Outcome(OutcomeStatus.SUCCESS, "green", recorded_at=_t(2024, 6))
    ep = Episode("e", "t", "x", _t(2024), _t(2024), outcome=now)
    assert outcome_known(ep, _t(2024, 1), history).outcome is None
    at_march = outcome_known(ep, _t(2024, 3), history).outcome
    assert at_march is not None and (at_march.status, at_march.result) == (
        OutcomeStatus.FAILURE, "still OOM"
    )  # fmt: skip
    assert outcome_known(ep, _t(2024, 4), history).outcome == history[1]
    assert outcome_known(ep, _t(2024, 7), history).outcome == ep.outcome
    assert outcome_known(ep, None, history).outcome == ep.outcome
    assert outcome_history(None) == []


def test_case_fields_are_validated() -> None:
    assert case_problems("e", None, None, None) == []
    assert case_problems("e", "case", "oom", None) == []
    assert "needs a trigger" in case_problems("e", "case", None, None)[0]
    assert "needs a trigger" in case_problems("e", None, "  ", None)[0]
    assert "only a case" in case_problems("e", "message", "oom", None)[0]
    big = Outcome(OutcomeStatus.FAILURE, result="x" * 5000)
    assert "result" in case_problems("e", None, "oom", big)[0]
