"""Ranking of recalled facts, and the role a fact had at a past time (DESIGN.md: read path, 4).

A fact's score is the product of four components, each explained in its `why`:

- **relevance**: the retrieval relevance (e.g. fused RRF score) divided by the best in the
  batch, so 1.0 for the best match. Facts brought by expansion carry whatever relevance the
  caller gave them (typically their seed's, discounted).
- **state fit**: how well the fact's role answers the view (`STATE_FIT`).
- **temperature**: `TEMPERATURE_WEIGHT` of the fact's temperature.
- **route**: `ROUTE_BOOST` when the fact matches the memory type or kind the question
  prefers ("what did we decide" → decisions); 1.0 otherwise, never a penalty.

Retracted facts never rank. Frozen facts rank only with `include_frozen`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from types import MappingProxyType

from graph.types import MINTED_PREFIX, Fact, FactRole, MemoryType, is_verb_kind
from graph.vocabulary import is_open_slot, is_state_slot, one_state, slot_knowing
from recall.temperature import TEMPERATURE_WEIGHT, Temperature, temperature
from recall.view import StateView

# No value's slot learnt from the tenant (pure callers without a graph).
NO_KINDS: Mapping[str, str] = MappingProxyType({})

STATE_FIT: Mapping[StateView, Mapping[FactRole, float]] = {
    StateView.CURRENT: {
        FactRole.CURRENT: 1.0,
        FactRole.COEXISTING: 0.9,
        FactRole.SCOPED_EXCEPTION: 0.7,
        FactRole.TRANSITION: 0.4,
        FactRole.PENDING_REVIEW: 0.3,
        FactRole.HISTORICAL: 0.1,
    },
    StateView.HISTORICAL: {
        FactRole.HISTORICAL: 1.0,
        FactRole.TRANSITION: 0.6,
        FactRole.CURRENT: 0.5,
        FactRole.COEXISTING: 0.5,
        FactRole.SCOPED_EXCEPTION: 0.4,
        FactRole.PENDING_REVIEW: 0.3,
    },
    StateView.TRANSITION: {
        FactRole.TRANSITION: 1.0,
        FactRole.HISTORICAL: 0.8,
        FactRole.CURRENT: 0.8,
        FactRole.COEXISTING: 0.6,
        FactRole.SCOPED_EXCEPTION: 0.5,
        FactRole.PENDING_REVIEW: 0.4,
    },
    # No view asked for: every state is fair game, the present one slightly preferred.
    StateView.NEUTRAL: {
        FactRole.CURRENT: 0.9,
        FactRole.COEXISTING: 0.85,
        FactRole.SCOPED_EXCEPTION: 0.8,
        FactRole.TRANSITION: 0.8,
        FactRole.HISTORICAL: 0.75,
        FactRole.PENDING_REVIEW: 0.6,
    },
}
ROUTE_BOOST = 1.3
# A fact of a slot the question names ("Which energy supplier …" -> home_energy), by its slot
# or its slot's kind: the question says which state it wants.
ASKED_SLOT_BOOST = 1.3


@dataclass
class ScoredFact:
    """A recalled fact with its retrieval relevance and, once ranked, its score and reasons.

    Callers build these with `relevance` and `seed` (found by search, or brought by expansion);
    `rank` returns new ones with `score` and `why` filled in.
    """

    fact: Fact
    relevance: float
    seed: bool
    why: list[str] = field(default_factory=list)
    score: float = 0.0
    # Set when a later statement may have replaced this current fact (`newest_of_close_currents`):
    # the packet shows it as ambiguous, with this reason, rather than as current.
    doubt: str = ""


def rank(
    candidates: Iterable[ScoredFact],
    view: StateView,
    now: datetime,
    route: tuple[MemoryType | None, str | None],
    include_frozen: bool = False,
    asked: Collection[str] = (),
    tenant_kinds: Mapping[str, str] = NO_KINDS,
) -> list[ScoredFact]:
    """Score and order `candidates` for `view`, best first (ties keep input order).

    Excludes retracted facts always and frozen ones unless `include_frozen`. Each result's
    `why` lists its components: relevance, state fit, temperature and, if any, route boost
    and the boost of a slot the question asks (`asked`, `ASKED_SLOT_BOOST`), a minted slot's
    value counting as of the slot it is known in (`slot_of_value`).
    """
    kept: list[tuple[ScoredFact, Temperature]] = []
    for candidate in candidates:
        fact = candidate.fact
        if fact.role is FactRole.RETRACTED:
            continue
        temp = temperature(fact.last_accessed, fact.access_count, fact.recorded_at, now)
        if temp is Temperature.FROZEN and not include_frozen:
            continue
        kept.append((candidate, temp))
    best = max((c.relevance for c, _ in kept), default=0.0)
    want_type, want_kind = route
    scored: list[ScoredFact] = []
    for candidate, temp in kept:
        fact = candidate.fact
        # With no relevance signal at all, relevance must not zero every score.
        relevance = candidate.relevance / best if best > 0 else 1.0
        fit = STATE_FIT[view][fact.role]
        weight = TEMPERATURE_WEIGHT[temp]
        why = [
            f"relevance {relevance:.2f} ({'seed' if candidate.seed else 'expanded'})",
            f"state fit {fit:.2f} ({fact.role.value} for {view.value} view)",
            f"temperature {temp.value} x{weight:.2f}",
        ]
        boost = 1.0
        if want_type is not None and fact.memory_type is want_type:
            boost = ROUTE_BOOST
            why.append(f"route {want_type.value} x{ROUTE_BOOST:.2f}")
        elif want_kind is not None and fact.kind == want_kind:
            boost = ROUTE_BOOST
            why.append(f"route kind {want_kind} x{ROUTE_BOOST:.2f}")
        if asked and (
            fact.attribute in asked
            or fact.kind_hint in asked
            or (
                (fact.attribute.startswith(MINTED_PREFIX) or taken_up_by_verb(fact.attribute))
                and slot_of_value(fact, tenant_kinds) in asked
            )
        ):
            boost *= ASKED_SLOT_BOOST
            why.append(f"asked slot {fact.attribute} x{ASKED_SLOT_BOOST:.2f}")
        score = relevance * fit * weight * boost
        scored.append(dataclasses.replace(candidate, why=why, score=score))
    # sorted() is stable: equal scores keep input order.
    return sorted(scored, key=lambda s: -s.score)


# Verbs whose fact names what was let go ("I finally left O2" under `leave`), not a value held.
_VERBS_OF_LETTING_GO = frozenset("leave quit sell cancel drop ditch give stop close lose".split())


def taken_up_by_verb(attribute: str) -> bool:
    """Whether `attribute` is a verb's slot (no slot of state: `join`, `go_to`) whose value
    was taken up, not let go ("joined Barbell Club", not "left O2")."""
    return not is_state_slot(attribute) and attribute not in _VERBS_OF_LETTING_GO


def role_at(fact: Fact, as_of: datetime) -> FactRole | None:
    """The role `fact` had at world time `as_of`, for `asOf` time travel; None if it had none.

    - retracted, or not yet valid (`valid_from` > as_of) → None;
    - no longer valid (`valid_until` ≤ as_of) → historical;
    - valid then, and current or historical now → current. A historical fact with no recorded
      end stays historical: we do not know when it stopped being true;
    - valid then, any other role (transition, coexisting, scoped exception, pending review)
      → that role.
    """
    if fact.role is FactRole.RETRACTED or fact.valid_from > as_of:
        return None
    if fact.valid_until is not None and fact.valid_until <= as_of:
        return FactRole.HISTORICAL
    if fact.role is FactRole.HISTORICAL:
        return FactRole.CURRENT if fact.valid_until is not None else FactRole.HISTORICAL
    return fact.role


def with_slot_context(ranked: Sequence[ScoredFact], slots: int = 2) -> list[ScoredFact]:
    """Move the other states of the top `slots` slots right behind the best fact of each, so a
    packet that cuts at max_items still shows "Hangzhou (current)" with "Shanghai
    (historical)" instead of unrelated current facts. Order is otherwise kept."""
    top: list[tuple[str, str]] = []
    for s in ranked:
        key = (s.fact.subject.casefold(), s.fact.attribute)
        if key not in top:
            top.append(key)
        if len(top) == slots:
            break
    lead = [s for s in ranked if (s.fact.subject.casefold(), s.fact.attribute) in top]
    rest = [s for s in ranked if (s.fact.subject.casefold(), s.fact.attribute) not in top]
    return lead + rest


def settle_single_slots(facts: Sequence[Fact], single: set[str]) -> list[Fact]:
    """Time travel can find two facts of a single-valued slot valid at once (a late "back in
    2015" report overlaps the value that followed it). The latest to start is the current one
    then; the others were already historical, until it started."""
    groups: dict[tuple[str, str, str], list[Fact]] = {}
    for f in facts:
        if f.attribute in single and f.role is FactRole.CURRENT:
            groups.setdefault((f.subject.casefold(), f.attribute, f.scope or ""), []).append(f)
    demoted: dict[str, Fact] = {}
    for group in groups.values():
        if len(group) > 1:
            winner = max(group, key=lambda f: f.valid_from)
            for f in group:
                if f is not winner:
                    demoted[f.uid] = dataclasses.replace(
                        f, role=FactRole.HISTORICAL, valid_until=winner.valid_from
                    )
    return [demoted.get(f.uid, f) for f in facts]


def slot_of_value(fact: Fact, tenant_kinds: Mapping[str, str] = NO_KINDS) -> str | None:
    """The vocabulary slot `fact`'s value is of: the vocabulary's (`slot_knowing`), else, for
    a slot minted from the value, the one the tenant holds it in for clearly the most
    subjects (`tenant_kinds`, folded value -> slot, `graph.value_slots`): "Ponds Forge" is a
    gym when it is somebody's gym. A slot the speaker named keeps its own kind."""
    known = slot_knowing(fact.value)
    if known is not None or not fact.attribute.startswith(MINTED_PREFIX):
        return known
    return tenant_kinds.get(fact.value.casefold())


# A value longer than this is a statement's text, not a name a slot could hold.
VALUE_NAME_WORDS = 6


def unplaced_values(facts: Iterable[Fact]) -> list[str]:
    """The values of slots minted from them that the vocabulary places in no slot: the ones
    whose slot the tenant may know (`slot_of_value`). Sorted, once each."""
    return sorted(
        {
            f.value
            for f in facts
            if f.attribute.startswith(MINTED_PREFIX)
            and len(f.value.split()) <= VALUE_NAME_WORDS
            and slot_knowing(f.value) is None
        }
    )


def settle_open_slots(
    facts: Sequence[Fact], single: Collection[str], tenant_kinds: Mapping[str, str] = NO_KINDS
) -> list[Fact]:
    """A value held in a named or minted slot of its own ("decaf americano" in
    `about:decaf americano`) whose kind is a single-valued vocabulary slot (its `kind_hint`,
    else the vocabulary's slot for its value) is no longer current once that slot holds a
    value of the same subject said later: it reads as historical from then ("espresso" in
    `coffee`). The other way round, a value known as that slot's (`slot_of_value`: "Octopus
    Energy" in `about:octopus`) said after the slot's value ends it. The graph keeps both;
    only the reading changes. Pure."""
    latest: dict[tuple[str, str], Fact] = {}
    for f in facts:
        if f.role is FactRole.CURRENT and f.attribute in single and not is_open_slot(f.attribute):
            key = (f.subject.casefold(), f.attribute)
            if key not in latest or f.valid_from > latest[key].valid_from:
                latest[key] = f
    # the other way round, only on the vocabulary's word for the later value's kind: "Octopus
    # Energy" in `about:octopus`, said after EDF in `home_energy`, ends EDF
    newest_named: dict[tuple[str, str], Fact] = {}
    out = []
    for f in facts:
        if f.role is FactRole.CURRENT and is_open_slot(f.attribute):
            # a verb's kind ("verb:edit") names no vocabulary slot: the value's may
            hinted = None if is_verb_kind(f.kind_hint) else f.kind_hint
            kind = hinted or slot_of_value(f, tenant_kinds)
            later = latest.get((f.subject.casefold(), kind or ""))
            if later is not None and later.valid_from > f.valid_from:
                f = dataclasses.replace(f, role=FactRole.HISTORICAL, valid_until=later.valid_from)
            elif (known := slot_of_value(f, tenant_kinds)) is not None:
                key = (f.subject.casefold(), known)
                if key not in newest_named or f.valid_from > newest_named[key].valid_from:
                    newest_named[key] = f
        out.append(f)
    for i, f in enumerate(out):
        said_later = newest_named.get((f.subject.casefold(), f.attribute))
        if f is latest.get((f.subject.casefold(), f.attribute)) and said_later is not None:
            if said_later.valid_from > f.valid_from and said_later.value != f.value:
                out[i] = dataclasses.replace(
                    f, role=FactRole.HISTORICAL, valid_until=said_later.valid_from
                )
    return out


# Two current values of one subject, from different slots, whose scores are this close to the
# best current one both answer the question about as well.
SPLIT_SLOT_RATIO = 0.7


def may_split(attribute: str, other: str) -> bool:
    """Whether two slots may hold one state said two ways: they differ and one of them has no
    name the vocabulary or the speaker gave it (an open statement, a minted `about:` slot, a
    verb's), or the vocabulary says they hold one state (`one_state_with`: coffee, drink). Two
    other named slots (home city, employer) are two states by design."""
    return attribute != other and (
        not (is_state_slot(attribute) and is_state_slot(other)) or one_state(attribute, other)
    )


def one_kind(fact: Fact, other: Fact) -> bool:
    """Whether two facts of different slots read as one kind of state: a named or minted
    slot's kind (`Fact.kind_hint`, the clause model's attribute for it) is the other's slot
    or kind ("my day job's at …" read as `employer`, beside `employer`)."""
    kind, other_kind = fact.kind_hint or fact.attribute, other.kind_hint or other.attribute
    return fact.attribute != other.attribute and kind == other_kind


# A later value casts doubt on an earlier one only when the question's words are about as
# close to it (the fact-vector index score, Neo4j's (1 + cosine) / 2, within this margin):
# fused relevance alone is too flat to tell a replacement from an unrelated later statement.
DOUBT_COSINE_MARGIN = 0.10


def off_the_asked_slot(
    fact: Fact, best: Fact, asked: Collection[str], tenant_kinds: Mapping[str, str] = NO_KINDS
) -> bool:
    """Whether `fact` is of a slot the question does not ask while `best` is of one it asks
    ("Which bank is Ewan with now?": `bank`, not a minted `about:liam` said later), by slot
    or by the slot's kind (`Fact.kind_hint`). An open statement or a verb's fact may still
    be the asked state said another way ("bought the Honda Jazz" for `car`), and so may a
    value the vocabulary knows as the asked slot's ("Fenland Energy" for `home_energy`)."""
    if best.attribute not in asked or not is_open_slot(fact.attribute):
        return False
    kinds = {fact.attribute, fact.kind_hint, slot_of_value(fact, tenant_kinds)}
    return not kinds & set(asked)


def newest_of_close_currents(
    ranked: Sequence[ScoredFact],
    ratio: float = SPLIT_SLOT_RATIO,
    present: bool = False,
    question_cosine: Mapping[str, float] | None = None,
    asked: Collection[str] = (),
    tenant_kinds: Mapping[str, str] = NO_KINDS,
) -> list[ScoredFact]:
    """When two plain current facts of the best one's subject, from slots that may hold one
    state said two ways (`may_split`, `one_kind`), both score within `ratio` of it, the one
    valid since later leads ("bought the Honda Jazz" under `buy`, "my car is a Volvo XC40"
    under `car`): the later statement is the likelier present.

    When the question asks for the present (`present`), an earlier one answers it only if
    nothing replaced it: one the question is no closer to than to the later value
    (`question_cosine`, fact uid → cosine, within `DOUBT_COSINE_MARGIN`) carries a `doubt`
    naming the later value, and the packet shows it as ambiguous. Otherwise only the order
    changes. A named or minted slot the question does not ask never leads one it asks
    (`off_the_asked_slot`). Nothing is dropped. Pure."""
    plain = [s for s in ranked if s.fact.role is FactRole.CURRENT and s.fact.scope is None]
    if len(plain) < 2:
        return list(ranked)
    best = plain[0]
    subject = best.fact.subject.casefold()
    close = [
        s
        for s in plain
        if s.score >= ratio * best.score
        and s.fact.subject.casefold() == subject
        and (
            s is best
            or may_split(s.fact.attribute, best.fact.attribute)
            or one_kind(s.fact, best.fact)
        )
        and not off_the_asked_slot(s.fact, best.fact, asked, tenant_kinds)
    ]
    newest = max(close, key=lambda s: s.fact.valid_from)
    if newest is best or newest.fact.valid_from <= best.fact.valid_from:
        return list(ranked)
    doubted: dict[int, ScoredFact] = {}
    cosine = question_cosine or {}
    if present and newest.fact.uid in cosine:
        doubt = (
            f"may be replaced by {newest.fact.value!r} ({newest.fact.attribute}), "
            "as relevant and said later"
        )
        doubted = {
            id(s): dataclasses.replace(s, doubt=doubt)
            for s in close
            if s.fact.valid_from < newest.fact.valid_from
            and cosine.get(newest.fact.uid, 0.0)
            >= cosine.get(s.fact.uid, 0.0) - DOUBT_COSINE_MARGIN
        }
    out = [doubted.get(id(s), s) for s in ranked if s is not newest]
    out.insert(out.index(doubted.get(id(best), best)), dataclasses.replace(
        newest, why=[*newest.why, f"leads {best.fact.attribute}: another slot's current value, "
                     "as relevant and said later"]))  # fmt: skip
    return out
