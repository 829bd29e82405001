"""Temperature, ranking and as-of roles (recall.temperature, recall.rank)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import pytest

from graph.types import Fact, FactRole, MemoryType
from recall.rank import (
    STATE_FIT,
    ScoredFact,
    newest_of_close_currents,
    off_the_asked_slot,
    rank,
    role_at,
    settle_open_slots,
    slot_of_value,
    unplaced_values,
)
from recall.temperature import TEMPERATURE_WEIGHT, Temperature, temperature
from recall.view import StateView

pytestmark = pytest.mark.unit

NOW = datetime(2025, 6, 1, tzinfo=UTC)


def days_ago(n: float) -> datetime:
    return NOW - timedelta(days=n)


def fact(uid: str, role: FactRole = FactRole.CURRENT, **kw: object) -> Fact:
    base: dict[str, object] = dict(
        uid=uid,
        tenant="t",
        text=f"fact {uid}",
        subject="user",
        attribute="home_city",
        value=uid,
        role=role,
        valid_from=days_ago(100),
        recorded_at=days_ago(1),
    )
    base.update(kw)
    return Fact(**base)  # type: ignore[arg-type]


NO_ROUTE: tuple[MemoryType | None, str | None] = (None, None)


# --- temperature -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("last_accessed", "count", "recorded_at", "expected"),
    [
        (days_ago(1), 0, days_ago(400), Temperature.HOT),
        (days_ago(7), 0, days_ago(400), Temperature.HOT),
        (days_ago(8), 0, days_ago(400), Temperature.WARM),
        (days_ago(20), 10, days_ago(400), Temperature.HOT),
        (days_ago(20), 9, days_ago(400), Temperature.WARM),
        (days_ago(31), 50, days_ago(400), Temperature.COOL),
        (days_ago(180), 0, days_ago(400), Temperature.COOL),
        (days_ago(181), 0, days_ago(400), Temperature.FROZEN),
        (None, 0, days_ago(2), Temperature.HOT),
        (None, 0, days_ago(100), Temperature.COOL),
        (None, 0, days_ago(365), Temperature.FROZEN),
        # re-recorded after its last read: the recording is the last touch
        (days_ago(300), 0, days_ago(3), Temperature.HOT),
        # clock skew: a touch after `now` counts as fresh
        (NOW + timedelta(hours=1), 0, days_ago(400), Temperature.HOT),
    ],
)
def test_temperature_thresholds(
    last_accessed: datetime | None, count: int, recorded_at: datetime, expected: Temperature
) -> None:
    assert temperature(last_accessed, count, recorded_at, NOW) is expected


def test_weights_fall_with_temperature() -> None:
    weights = [TEMPERATURE_WEIGHT[t] for t in Temperature]
    assert weights == sorted(weights, reverse=True)
    assert TEMPERATURE_WEIGHT[Temperature.HOT] == 1.0


# --- rank --------------------------------------------------------------------------------


def test_state_fit_table_covers_every_view_and_live_role() -> None:
    live_roles = set(FactRole) - {FactRole.RETRACTED}
    for view in StateView:
        assert set(STATE_FIT[view]) == live_roles
    best = {view: max(fits.items(), key=lambda kv: kv[1])[0] for view, fits in STATE_FIT.items()}
    assert best == {
        StateView.CURRENT: FactRole.CURRENT,
        StateView.HISTORICAL: FactRole.HISTORICAL,
        StateView.TRANSITION: FactRole.TRANSITION,
        StateView.NEUTRAL: FactRole.CURRENT,
    }


@pytest.mark.parametrize(
    ("view", "winner"),
    [
        (StateView.CURRENT, "berlin"),
        (StateView.HISTORICAL, "paris"),
        (StateView.TRANSITION, "lisbon"),
        (StateView.NEUTRAL, "berlin"),
    ],
)
def test_view_decides_which_state_wins_at_equal_relevance(view: StateView, winner: str) -> None:
    candidates = [
        ScoredFact(fact("paris", FactRole.HISTORICAL), 0.5, True),
        ScoredFact(fact("lisbon", FactRole.TRANSITION), 0.5, True),
        ScoredFact(fact("berlin", FactRole.CURRENT), 0.5, True),
    ]
    ranked = rank(candidates, view, NOW, NO_ROUTE)
    assert ranked[0].fact.uid == winner


def test_score_is_the_product_of_its_components_and_why_explains_them() -> None:
    old = fact("paris", FactRole.HISTORICAL, recorded_at=days_ago(60))  # cool
    ranked = rank(
        [ScoredFact(fact("berlin"), 0.04, True), ScoredFact(old, 0.02, False)],
        StateView.CURRENT,
        NOW,
        NO_ROUTE,
    )
    top, second = ranked
    assert top.score == pytest.approx(1.0 * 1.0 * 1.0)
    assert second.score == pytest.approx(0.5 * 0.1 * TEMPERATURE_WEIGHT[Temperature.COOL])
    assert second.relevance == 0.02  # the input relevance is kept
    assert second.why == [
        "relevance 0.50 (expanded)",
        "state fit 0.10 (historical for current view)",
        "temperature cool x0.60",
    ]
    assert top.why[0] == "relevance 1.00 (seed)"


def test_retracted_is_always_excluded_and_frozen_unless_asked() -> None:
    frozen = fact("old", recorded_at=days_ago(400))
    candidates = [
        ScoredFact(fact("gone", FactRole.RETRACTED), 1.0, True),
        ScoredFact(frozen, 1.0, True),
        ScoredFact(fact("ok"), 0.1, True),
    ]
    assert [s.fact.uid for s in rank(candidates, StateView.NEUTRAL, NOW, NO_ROUTE)] == ["ok"]
    with_frozen = rank(candidates, StateView.NEUTRAL, NOW, NO_ROUTE, include_frozen=True)
    assert [s.fact.uid for s in with_frozen] == ["old", "ok"]
    assert "temperature frozen x0.30" in with_frozen[0].why


def test_route_boosts_matching_kind_and_memory_type() -> None:
    decision = fact("db", kind="decision", attribute="database")
    pref = fact("tea", kind="preference", attribute="drink")
    howto = fact("deploy", memory_type=MemoryType.PROCEDURAL, attribute="deploy")
    candidates = [ScoredFact(f, 1.0, True) for f in (pref, decision, howto)]
    by_kind = rank(candidates, StateView.NEUTRAL, NOW, (None, "decision"))
    assert by_kind[0].fact.uid == "db"
    assert by_kind[0].why[-1] == "route kind decision x1.30"
    by_type = rank(candidates, StateView.NEUTRAL, NOW, (MemoryType.PROCEDURAL, None))
    assert by_type[0].fact.uid == "deploy"
    assert by_type[0].why[-1] == "route procedural x1.30"
    # No penalty for the others: they keep equal scores and input order.
    assert [s.fact.uid for s in by_type[1:]] == ["tea", "db"]
    assert by_type[1].score == by_type[2].score


def test_a_slot_the_question_asks_is_boosted_by_slot_or_kind() -> None:
    minted = fact("Evolv Shaman", attribute="about:evolv shaman")
    energy = fact("EDF", attribute="home_energy")
    named = dataclasses.replace(fact("Bulb", attribute="named:electric"), kind_hint="home_energy")
    candidates = [ScoredFact(minted, 1.0, True), ScoredFact(energy, 0.9, True),
                  ScoredFact(named, 0.8, True)]  # fmt: skip
    plain = rank(candidates, StateView.CURRENT, NOW, NO_ROUTE)
    assert [s.fact.uid for s in plain] == ["Evolv Shaman", "EDF", "Bulb"]
    asked = rank(candidates, StateView.CURRENT, NOW, NO_ROUTE, asked=["home_energy"])
    assert [s.fact.uid for s in asked] == ["EDF", "Bulb", "Evolv Shaman"]
    assert asked[0].why[-1] == "asked slot home_energy x1.30"


def test_zero_relevance_everywhere_does_not_zero_scores() -> None:
    ranked = rank([ScoredFact(fact("a"), 0.0, False)], StateView.CURRENT, NOW, NO_ROUTE)
    assert ranked[0].score == pytest.approx(1.0)


def test_rank_does_not_mutate_its_input() -> None:
    candidate = ScoredFact(fact("a"), 0.3, True)
    rank([candidate], StateView.CURRENT, NOW, NO_ROUTE)
    assert candidate.why == [] and candidate.score == 0.0


def test_empty_candidates() -> None:
    assert rank([], StateView.CURRENT, NOW, NO_ROUTE) == []


# --- role_at -----------------------------------------------------------------------------

T0 = datetime(2020, 1, 1, tzinfo=UTC)
T1 = datetime(2023, 1, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("role", "valid_until", "as_of", "expected"),
    [
        # superseded fact: historical now, current while it held
        (FactRole.HISTORICAL, T1, datetime(2021, 6, 1, tzinfo=UTC), FactRole.CURRENT),
        (FactRole.HISTORICAL, T1, T1, FactRole.HISTORICAL),  # valid_until is exclusive
        (FactRole.HISTORICAL, T1, datetime(2024, 1, 1, tzinfo=UTC), FactRole.HISTORICAL),
        (FactRole.HISTORICAL, T1, datetime(2019, 1, 1, tzinfo=UTC), None),  # not yet valid
        (FactRole.HISTORICAL, None, datetime(2021, 1, 1, tzinfo=UTC), FactRole.HISTORICAL),
        (FactRole.CURRENT, None, T0, FactRole.CURRENT),  # valid_from is inclusive
        (FactRole.CURRENT, None, datetime(2019, 12, 31, tzinfo=UTC), None),
        (FactRole.TRANSITION, None, datetime(2021, 1, 1, tzinfo=UTC), FactRole.TRANSITION),
        (FactRole.TRANSITION, T1, datetime(2024, 1, 1, tzinfo=UTC), FactRole.HISTORICAL),
        (FactRole.COEXISTING, None, T1, FactRole.COEXISTING),
        (FactRole.SCOPED_EXCEPTION, None, T1, FactRole.SCOPED_EXCEPTION),
        (FactRole.PENDING_REVIEW, None, T1, FactRole.PENDING_REVIEW),
        (FactRole.RETRACTED, None, T1, None),
    ],
)
def test_role_at(
    role: FactRole, valid_until: datetime | None, as_of: datetime, expected: FactRole | None
) -> None:
    f = dataclasses.replace(fact("x", role), valid_from=T0, valid_until=valid_until)
    assert role_at(f, as_of) is expected


# --- one state split over two slots -----------------------------------------------------------


def scored(f: Fact, score: float) -> ScoredFact:
    return ScoredFact(f, relevance=score, seed=True, score=score)


def test_a_later_current_value_of_another_slot_as_relevant_leads() -> None:
    old = scored(fact("Volvo XC40", attribute="see", valid_from=days_ago(300)), 1.0)
    new = scored(fact("Honda Jazz", attribute="buy", valid_from=days_ago(20)), 0.8)
    other = scored(fact("Leeds", attribute="home_city", valid_from=days_ago(5)), 0.5)
    out = newest_of_close_currents([old, new, other])
    assert [s.fact.uid for s in out] == ["Honda Jazz", "Volvo XC40", "Leeds"]
    assert "said later" in out[0].why[-1]
    assert out[1].fact.role is FactRole.CURRENT  # the other stays, current, in the packet
    assert all(s.doubt == "" for s in out)


def test_a_question_about_the_present_doubts_the_earlier_value() -> None:
    old = scored(fact("Volvo XC40", attribute="see", valid_from=days_ago(300)), 1.0)
    new = scored(fact("Honda Jazz", attribute="buy", valid_from=days_ago(20)), 0.8)
    other = scored(fact("Leeds", attribute="home_city", valid_from=days_ago(5)), 0.5)
    cosine = {"Volvo XC40": 0.80, "Honda Jazz": 0.78, "Leeds": 0.9}
    out = newest_of_close_currents([old, new, other], present=True, question_cosine=cosine)
    assert [s.fact.uid for s in out] == ["Honda Jazz", "Volvo XC40", "Leeds"]
    assert out[0].doubt == "" and out[2].doubt == ""  # too weak to be a rival
    assert out[1].doubt.startswith("may be replaced by 'Honda Jazz' (buy)")
    # A value that stays in front (said later, or the only one) is never in doubt.
    assert newest_of_close_currents([new, old], present=True, question_cosine=cosine) == [new, old]


def test_a_minted_slot_the_question_does_not_ask_never_leads_the_asked_slot() -> None:
    """ "Which bank is Ewan with now?": `bank` holds Nationwide; "Liam", later, in a minted slot
    of no asked kind neither leads nor casts doubt. One of the asked kind still does."""
    held = scored(fact("Nationwide", attribute="bank", valid_from=days_ago(300)), 1.0)
    liam = scored(fact("Liam", attribute="about:liam", valid_from=days_ago(20)), 0.9)
    cosine = {"Nationwide": 0.80, "Liam": 0.80}
    out = newest_of_close_currents([held, liam], present=True, question_cosine=cosine,
                                   asked=["bank"])  # fmt: skip
    assert [s.fact.uid for s in out] == ["Nationwide", "Liam"] and out[0].doubt == ""
    monzo = dataclasses.replace(fact("Monzo", attribute="about:monzo", valid_from=days_ago(20)),
                                kind_hint="bank")  # fmt: skip
    cosine["Monzo"] = 0.8
    out = newest_of_close_currents([held, scored(monzo, 0.9)], present=True,
                                   question_cosine=cosine, asked=["bank"])  # fmt: skip
    assert [s.fact.uid for s in out] == ["Monzo", "Nationwide"] and out[1].doubt
    # a value the vocabulary knows as a bank, in a slot minted from its name, may lead too
    starling = scored(
        fact("Starling Bank", attribute="about:starling", valid_from=days_ago(9)), 0.9
    )
    cosine["Starling Bank"] = 0.8
    out = newest_of_close_currents([held, starling], present=True, question_cosine=cosine,
                                   asked=["bank"])  # fmt: skip
    assert [s.fact.uid for s in out] == ["Starling Bank", "Nationwide"]


@pytest.mark.parametrize(
    "cosine",
    [
        {"Volvo XC40": 0.80, "Honda Jazz": 0.70},  # the question is about the earlier value
        {"Volvo XC40": 0.80},  # the later one is not near the question's words at all
    ],
)
def test_a_later_value_the_question_is_not_about_casts_no_doubt(cosine: dict[str, float]) -> None:
    old = scored(fact("Volvo XC40", attribute="see", valid_from=days_ago(300)), 1.0)
    new = scored(fact("Honda Jazz", attribute="buy", valid_from=days_ago(20)), 0.8)
    out = newest_of_close_currents([old, new], present=True, question_cosine=cosine)
    assert [s.fact.uid for s in out] == ["Honda Jazz", "Volvo XC40"]  # the order still changes
    assert [s.doubt for s in out] == ["", ""]


@pytest.mark.parametrize(
    ("new_fact", "score"),
    [
        (fact("Honda Jazz", attribute="buy", valid_from=days_ago(20)), 0.69),  # less relevant
        (fact("Honda Jazz", attribute="buy", valid_from=days_ago(400)), 0.9),  # said earlier
        (fact("Honda Jazz", attribute="see", valid_from=days_ago(20)), 0.9),  # same slot
        (fact("Honda Jazz", attribute="buy", subject="sam", valid_from=days_ago(20)), 0.9),
        (fact("Honda Jazz", attribute="buy", scope="work", valid_from=days_ago(20)), 0.9),
        (fact("Honda Jazz", FactRole.TRANSITION, attribute="buy", valid_from=days_ago(20)), 0.9),
    ],
)
def test_the_best_current_keeps_its_place(new_fact: Fact, score: float) -> None:
    old = scored(fact("Volvo XC40", attribute="see", valid_from=days_ago(300)), 1.0)
    ranked = [old, scored(new_fact, score)]
    assert newest_of_close_currents(ranked) == ranked


def test_only_the_order_changes() -> None:
    ranked = [
        scored(fact("a", attribute="x", valid_from=days_ago(50)), 1.0),
        scored(fact("h", FactRole.HISTORICAL, attribute="x", valid_from=days_ago(90)), 0.9),
        scored(fact("b", attribute="y", valid_from=days_ago(10)), 0.75),
    ]
    out = newest_of_close_currents(ranked)
    assert sorted(s.fact.uid for s in out) == ["a", "b", "h"]
    assert [s.fact.uid for s in out] == ["b", "a", "h"]
    assert newest_of_close_currents([]) == []


def test_two_named_slots_are_two_states_whatever_their_dates() -> None:
    home = scored(fact("Leeds", attribute="home_city", valid_from=days_ago(300)), 1.0)
    job = scored(fact("Acme", attribute="employer", valid_from=days_ago(20)), 0.9)
    assert newest_of_close_currents([home, job]) == [home, job]
    # A minted slot beside a named one may be the same state said another way.
    car = scored(fact("MG4", attribute="about:mg4", valid_from=days_ago(20)), 0.9)
    assert newest_of_close_currents([home, car])[0] is not home


def test_two_named_slots_of_one_kind_may_be_one_state() -> None:
    """ "my day job's at Glasgow Science Centre" (`named:day job`, read as `employer`), later
    "started at Deliveroo" (`employer`): the later leads."""
    day_job = dataclasses.replace(
        fact("Glasgow Science Centre", attribute="named:day job", valid_from=days_ago(300)),
        kind_hint="employer",
    )
    job = scored(fact("Deliveroo", attribute="employer", valid_from=days_ago(20)), 0.9)
    assert newest_of_close_currents([scored(day_job, 1.0), job])[0].fact is job.fact
    bank = dataclasses.replace(day_job, kind_hint="bank")
    assert newest_of_close_currents([scored(bank, 1.0), job])[0].fact is bank


def test_a_value_in_a_slot_of_its_own_is_history_once_its_kinds_slot_changes_later() -> None:
    decaf = dataclasses.replace(fact("decaf americano", attribute="about:decaf americano",
                                     valid_from=days_ago(300)), kind_hint="coffee")  # fmt: skip
    espresso = fact("espresso", attribute="coffee", valid_from=days_ago(20))
    octopus = fact("Octopus Energy", attribute="about:octopus", valid_from=days_ago(200))
    edf = fact("EDF", attribute="home_energy", valid_from=days_ago(250))  # said before it
    sprout = fact("Sprout", attribute="about:sprout", valid_from=days_ago(200))  # no kind
    settled = {f.uid: f for f in settle_open_slots([decaf, espresso, octopus, edf, sprout],
                                                   {"coffee", "home_energy"})}  # fmt: skip
    assert settled["decaf americano"].role is FactRole.HISTORICAL
    assert settled["decaf americano"].valid_until == espresso.valid_from
    assert settled["Octopus Energy"].role is FactRole.CURRENT  # its slot's value is older
    assert settled["Sprout"].role is FactRole.CURRENT
    assert settled["espresso"].role is FactRole.CURRENT


def test_a_known_value_said_later_in_a_slot_of_its_own_ends_its_kinds_slot() -> None:
    edf = fact("EDF", attribute="home_energy", valid_from=days_ago(250))
    octopus = fact("Octopus Energy", attribute="about:octopus", valid_from=days_ago(20))
    guess = dataclasses.replace(fact("Sprout", attribute="about:sprout",
                                     valid_from=days_ago(10)), kind_hint="home_energy")  # fmt: skip
    settled = {f.uid: f for f in settle_open_slots([edf, octopus], {"home_energy"})}
    assert settled["EDF"].role is FactRole.HISTORICAL
    assert settled["EDF"].valid_until == octopus.valid_from
    assert settled["Octopus Energy"].role is FactRole.CURRENT
    # a kind only the clause model guessed does not end a slot's value
    kept = {f.uid: f for f in settle_open_slots([edf, guess], {"home_energy"})}
    assert kept["EDF"].role is FactRole.CURRENT


def test_a_value_the_tenant_holds_in_a_slot_settles_like_one_the_vocabulary_knows() -> None:
    """ "I joined Ponds Forge" (`about:ponds forge`) after Blokworks in `gym`: Ponds Forge is two
    other people's gym (`tenant_kinds`), so it ends Blokworks; without that it ends nothing."""
    blokworks = fact("Blokworks", attribute="gym", valid_from=days_ago(250))
    ponds = fact("Ponds Forge", attribute="about:ponds forge", valid_from=days_ago(20))
    kinds = {"ponds forge": "gym"}
    settled = {f.uid: f for f in settle_open_slots([blokworks, ponds], {"gym"}, kinds)}
    assert settled["Blokworks"].role is FactRole.HISTORICAL
    assert settled["Blokworks"].valid_until == ponds.valid_from
    unknown = {f.uid: f for f in settle_open_slots([blokworks, ponds], {"gym"})}
    assert unknown["Blokworks"].role is FactRole.CURRENT
    # said before the slot's value, it is the history instead
    early = dataclasses.replace(ponds, valid_from=days_ago(300))
    settled = {f.uid: f for f in settle_open_slots([blokworks, early], {"gym"}, kinds)}
    assert settled["Ponds Forge"].role is FactRole.HISTORICAL
    assert settled["Blokworks"].role is FactRole.CURRENT


def test_a_value_the_tenant_holds_in_the_asked_slot_may_lead_it() -> None:
    """ "Which gym does Owen go to now?": a minted slot whose value the tenant holds as a gym
    is the asked slot said another way (`off_the_asked_slot`), so the later one leads."""
    blokworks = scored(fact("Blokworks", attribute="gym", valid_from=days_ago(250)), 1.0)
    ponds = scored(fact("Ponds Forge", attribute="about:ponds forge", valid_from=days_ago(20)), 0.9)
    assert off_the_asked_slot(ponds.fact, blokworks.fact, {"gym"})
    assert not off_the_asked_slot(ponds.fact, blokworks.fact, {"gym"}, {"ponds forge": "gym"})
    led = newest_of_close_currents(
        [blokworks, ponds], asked={"gym"}, tenant_kinds={"ponds forge": "gym"}
    )
    assert led[0].fact is ponds.fact
    assert newest_of_close_currents([blokworks, ponds], asked={"gym"})[0] is blokworks


def test_only_short_values_of_open_slots_the_vocabulary_does_not_place_are_looked_up() -> None:
    facts = [
        fact("Ponds Forge", attribute="about:ponds forge"),
        fact("Ponds Forge", attribute="named:gym i use"),  # once each
        fact("Octopus Energy", attribute="about:octopus"),  # the vocabulary knows it
        fact("Blokworks", attribute="gym"),  # the vocabulary's slot
        fact("I do all my arranging in Noteflight these days", attribute="about:noteflight"),
    ]
    assert unplaced_values(facts) == ["Ponds Forge"]
    minted, named, octopus = facts[0], facts[1], facts[2]
    assert slot_of_value(minted, {"ponds forge": "gym"}) == "gym"
    assert slot_of_value(named, {"ponds forge": "gym"}) is None  # the speaker named its slot
    assert slot_of_value(octopus, {"octopus energy": "gym"}) == "home_energy"
    assert slot_of_value(minted) is None
