"""Resolver policy: table-driven cases over `decide` and `decision_for_review` (no database)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime

import pytest

from graph.types import (
    NEW,
    CandidateFact,
    Cardinality,
    Cue,
    Decision,
    EdgeType,
    Fact,
    FactRole,
    Relation,
    Risk,
    SlotSpec,
)
from resolver.policy import decide, decision_for_review, normalise_value

pytestmark = pytest.mark.unit

C, H, T = FactRole.CURRENT, FactRole.HISTORICAL, FactRole.TRANSITION
CO, SX, PR = FactRole.COEXISTING, FactRole.SCOPED_EXCEPTION, FactRole.PENDING_REVIEW
SUP, EVO, COE = EdgeType.SUPERSEDES, EdgeType.EVOLVES_TO, EdgeType.COEXISTS_WITH

SINGLE = SlotSpec("home_city", Cardinality.SINGLE, Risk.NORMAL)
SINGLE_HIGH = SlotSpec("medication", Cardinality.SINGLE, Risk.HIGH)
MULTI = SlotSpec("language", Cardinality.MULTI, Risk.NORMAL)
MULTI_HIGH = SlotSpec("allergy", Cardinality.MULTI, Risk.HIGH)


def day(n: int) -> datetime:
    return datetime(2024, 1, n, tzinfo=UTC)


def fact(uid: str, value: str, role: FactRole = C, at: int = 1, scope: str | None = None) -> Fact:
    """A known fact in the slot, valid from day `at`."""
    return Fact(
        uid=uid,
        tenant="t",
        text=value,
        subject="user",
        attribute="attr",
        value=value,
        role=role,
        valid_from=day(at),
        recorded_at=day(at),
        scope=scope,
    )


def cand(
    value: str,
    text: str,
    *cues: Cue,
    at: int | None = 10,
    scope: str | None = None,
    considered: str | None = None,
    until: int | None = None,
) -> CandidateFact:
    """A candidate as the extractor would hand it over; `at=None`: time unknown."""
    return CandidateFact(
        subject="user",
        attribute="attr",
        value=value,
        text=text,
        valid_from=None if at is None else day(at),
        valid_until=None if until is None else day(until),
        cues=frozenset(cues),
        scope=scope,
        considered=considered,
    )


def sims(scores: dict[str, float]) -> Callable[[Fact], float]:
    return lambda f: scores.get(f.uid, 0.0)


@dataclass
class Case:
    name: str
    candidate: CandidateFact
    active: list[Fact]
    spec: SlotSpec
    relation: Relation
    role: FactRole
    target: str | None = None
    changes: dict[str, FactRole] = field(default_factory=dict)
    close: dict[str, datetime] = field(default_factory=dict)
    edges: set[tuple[EdgeType, str, str]] = field(default_factory=set)
    queued: bool = False
    sim: Callable[[Fact], float] | None = None
    threshold: float = 0.92
    confident: float = 0.75
    reason: str = ""

    def run(self) -> Decision:
        return decide(
            self.candidate,
            self.active,
            self.spec,
            duplicate_similarity=self.sim,
            similarity_threshold=self.threshold,
            confident=self.confident,
        )


berlin = fact("c1", "Berlin")
lisbon_plan = fact("t1", "Lisbon", T, at=5)
postgres = fact("c1", "Postgres")
python = fact("c1", "Python")
rust = fact("c2", "Rust", CO, at=3)
slack = fact("c1", "Slack")
amox = fact("c1", "amoxicillin")
apollo_mysql = fact("s1", "MySQL", SX, at=4, scope="apollo")

CASES: list[Case] = [
    # --- duplicates by normalisation ------------------------------------------------------
    Case(
        "dup exact",
        cand("Berlin", "I live in Berlin"),
        [berlin],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
        reason="duplicate",
    ),
    Case(
        "dup case and punctuation",
        cand("berlin!", "berlin!"),
        [berlin],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "dup leading article",
        cand("The Rust Book", "I read the Rust book"),
        [fact("c1", "rust book")],
        MULTI,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "dup collapsed whitespace",
        cand("  New   York ", "New York"),
        [fact("c1", "New York")],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "dup chinese punctuation",
        cand("杭州。", "我住在杭州。"),
        [fact("c1", "杭州")],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "dup of coexisting value",
        cand("rust", "I also write Rust"),
        [python, rust],
        MULTI,
        Relation.DUPLICATE,
        CO,
        target="c2",
    ),
    Case(
        "dup despite update cue",
        cand("Berlin", "I now live in Berlin", Cue.UPDATE),
        [berlin],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "dup restated plan",
        cand("Lisbon", "still planning to move to Lisbon", Cue.INTENT),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.DUPLICATE,
        T,
        target="t1",
    ),
    Case(
        "dup prefers current over older scoped copy",
        cand("Berlin", "Berlin"),
        [fact("c0", "Berlin", SX, at=7), berlin],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "dup same scope normalised",
        cand("MySQL", "for Apollo we use MySQL", scope="Apollo!"),
        [postgres, apollo_mysql],
        SINGLE,
        Relation.DUPLICATE,
        SX,
        target="s1",
    ),
    # --- duplicates by similarity ---------------------------------------------------------
    Case(
        "dup by similarity",
        cand("NYC", "I live in NYC"),
        [fact("c1", "New York")],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
        sim=sims({"c1": 0.95}),
        reason="similarity",
    ),
    Case(
        "similarity below threshold is not dup",
        cand("NYC", "I live in NYC"),
        [fact("c1", "New York")],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        sim=sims({"c1": 0.9}),
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "similarity picks best match",
        cand("rustlang", "Rust"),
        [python, rust],
        MULTI,
        Relation.DUPLICATE,
        CO,
        target="c2",
        sim=sims({"c1": 0.93, "c2": 0.97}),
    ),
    Case(
        "similarity dup below confident is queued",
        cand("NY", "NY"),
        [fact("c1", "New York")],
        SINGLE,
        Relation.DUPLICATE,
        PR,
        target="c1",
        queued=True,
        sim=sims({"c1": 0.7}),
        threshold=0.6,
        reason="below",
    ),
    Case(
        "other scope is not a duplicate",
        cand("Postgres", "for Apollo: Postgres", scope="apollo"),
        [postgres],
        SINGLE,
        Relation.SCOPED_EXCEPTION,
        SX,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    # --- empty slot ----------------------------------------------------------------------
    Case(
        "empty single",
        cand("Berlin", "I live in Berlin"),
        [],
        SINGLE,
        Relation.UNRELATED,
        C,
        reason="empty slot",
    ),
    Case("empty multi", cand("Python", "I code in Python"), [], MULTI, Relation.UNRELATED, C),
    Case("empty chinese", cand("上海", "我住在上海"), [], SINGLE, Relation.UNRELATED, C),
    Case(
        "empty with update cue",
        cand("Berlin", "I moved to Berlin", Cue.UPDATE),
        [],
        SINGLE,
        Relation.UNRELATED,
        C,
    ),
    Case(
        "empty high risk",
        cand("amoxicillin", "I take amoxicillin"),
        [],
        SINGLE_HIGH,
        Relation.UNRELATED,
        C,
    ),
    Case(
        "empty intent is a plan",
        cand("Lisbon", "I'm planning to move to Lisbon", Cue.INTENT),
        [],
        SINGLE,
        Relation.UNRELATED,
        T,
        reason="intent",
    ),
    Case(
        "empty intent chinese",
        cand("成都", "我打算搬到成都", Cue.INTENT),
        [],
        SINGLE,
        Relation.UNRELATED,
        T,
    ),
    Case(
        "empty scope cue",
        cand("tea", "when travelling I drink tea", Cue.SCOPE),
        [],
        SINGLE,
        Relation.UNRELATED,
        SX,
    ),
    Case(
        "empty scope set",
        cand("MySQL", "Apollo uses MySQL", scope="apollo"),
        [],
        SINGLE,
        Relation.UNRELATED,
        SX,
    ),
    Case(
        "inactive facts are ignored",
        cand("Berlin", "Berlin"),
        [fact("h1", "Berlin", H), fact("p1", "Paris", PR)],
        SINGLE,
        Relation.UNRELATED,
        C,
    ),
    Case(
        "empty past with end",
        cand("Paris", "I lived in Paris until May", Cue.PAST, at=2, until=5),
        [],
        SINGLE,
        Relation.UNRELATED,
        H,
        close={NEW: day(5)},
        reason="past",
    ),
    Case(
        "empty past without end",
        cand("Paris", "I used to live in Paris", Cue.PAST),
        [],
        SINGLE,
        Relation.UNRELATED,
        H,
        close={NEW: day(10)},
    ),
    Case(
        "empty slot below strict confident",
        cand("Berlin", "Berlin"),
        [],
        SINGLE,
        Relation.UNRELATED,
        PR,
        queued=True,
        confident=0.95,
    ),
    # --- supersedes ----------------------------------------------------------------------
    Case(
        "update cue english",
        cand("Munich", "I moved to Munich", Cue.UPDATE),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
        reason="update cue",
    ),
    Case(
        "update cue chinese 搬到",
        cand("杭州", "我搬到杭州了", Cue.UPDATE),
        [fact("c1", "上海")],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "update cue chinese 改用",
        cand("飞书", "现在改用飞书", Cue.UPDATE),
        [slack],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "update cue same instant",
        cand("Munich", "switched to Munich", Cue.UPDATE, at=1),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(1)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "update cue unknown time",
        cand("Munich", "now in Munich", Cue.UPDATE, at=None),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "update cue high risk",
        cand("ibuprofen", "I switched to ibuprofen", Cue.UPDATE),
        [amox],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "newer without cue",
        cand("Munich", "I live in Munich"),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
        reason="without cue",
    ),
    Case(
        "newer without cue under strict confident",
        cand("Munich", "I live in Munich"),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
        confident=0.85,
        reason="below",
    ),
    Case(
        "unknown time counts as newest",
        cand("Munich", "I live in Munich", at=None),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "same instant without cue is queued",
        cand("Munich", "I live in Munich", at=1),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
        reason="not newer",
    ),
    Case(
        "high risk newer without cue is queued",
        cand("ibuprofen", "I take ibuprofen"),
        [amox],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
        reason="high-risk",
    ),
    Case(
        "high risk chinese without cue",
        cand("布洛芬", "我在吃布洛芬"),
        [fact("c1", "阿莫西林")],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
    ),
    Case(
        "high risk same instant",
        cand("ibuprofen", "ibuprofen", at=1),
        [amox],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
    ),
    Case(
        "memory trigger is not a change cue",
        cand("Munich", "remember: Munich", Cue.MEMORY_TRIGGER),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "causal with update",
        cand("Munich", "moved to Munich because of work", Cue.UPDATE, Cue.CAUSAL),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "two currents in single slot are queued",
        cand("Munich", "I live in Munich"),
        [berlin, fact("c2", "Paris", at=3)],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c2",
        queued=True,
        reason="2 current",
    ),
    Case(
        "two currents queued even with update cue",
        cand("Munich", "moved to Munich", Cue.UPDATE),
        [berlin, fact("c2", "Paris", at=3)],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c2",
        queued=True,
    ),
    Case(
        "update keeps scoped exception",
        cand("SQLite", "we switched to SQLite", Cue.UPDATE),
        [postgres, apollo_mysql],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    # --- out of order --------------------------------------------------------------------
    Case(
        "out of order with update cue",
        cand("Paris", "I moved to Paris", Cue.UPDATE, at=1),
        [fact("c1", "Berlin", at=5)],
        SINGLE,
        Relation.SUPERSEDES,
        H,
        target="c1",
        close={NEW: day(5)},
        edges={(SUP, "c1", NEW)},
        reason="out of order",
    ),
    Case(
        "out of order without cue",
        cand("Paris", "I live in Paris", at=2),
        [fact("c1", "Berlin", at=5)],
        SINGLE,
        Relation.SUPERSEDES,
        H,
        target="c1",
        close={NEW: day(5)},
        edges={(SUP, "c1", NEW)},
    ),
    Case(
        "out of order chinese",
        cand("南京", "我搬到南京", Cue.UPDATE, at=2),
        [fact("c1", "北京", at=5)],
        SINGLE,
        Relation.SUPERSEDES,
        H,
        target="c1",
        close={NEW: day(5)},
        edges={(SUP, "c1", NEW)},
    ),
    Case(
        "out of order high risk is not queued",
        cand("ibuprofen", "ibuprofen", at=2),
        [fact("c1", "amoxicillin", at=5)],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        H,
        target="c1",
        close={NEW: day(5)},
        edges={(SUP, "c1", NEW)},
    ),
    Case(
        "past cue with current",
        cand("Paris", "I used to live in Paris", Cue.PAST),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        H,
        target="c1",
        edges={(SUP, "c1", NEW)},
        reason="past cue",
    ),
    Case(
        "past cue chinese with end",
        cand("巴黎", "我以前住在巴黎", Cue.PAST, at=2, until=4),
        [fact("c1", "柏林", at=5)],
        SINGLE,
        Relation.SUPERSEDES,
        H,
        target="c1",
        close={NEW: day(4)},
        edges={(SUP, "c1", NEW)},
    ),
    Case(
        "past cue multi",
        cand("Perl", "I used to write Perl", Cue.PAST),
        [python],
        MULTI,
        Relation.UNRELATED,
        H,
        close={NEW: day(10)},
    ),
    # --- transitions ---------------------------------------------------------------------
    Case(
        "intent english",
        cand("Lisbon", "I'm planning to move to Lisbon", Cue.INTENT),
        [berlin],
        SINGLE,
        Relation.EVOLVES_TO,
        T,
        target="c1",
        edges={(EVO, "c1", NEW)},
        reason="intent cue",
    ),
    Case(
        "intent chinese 考虑",
        cand("Rust", "我在考虑改用 Rust", Cue.INTENT),
        [fact("c1", "Go")],
        SINGLE,
        Relation.EVOLVES_TO,
        T,
        target="c1",
        edges={(EVO, "c1", NEW)},
    ),
    Case(
        "intent high risk is not queued",
        cand("ibuprofen", "I will switch to ibuprofen", Cue.INTENT),
        [amox],
        SINGLE_HIGH,
        Relation.EVOLVES_TO,
        T,
        target="c1",
        edges={(EVO, "c1", NEW)},
    ),
    Case(
        "intent multi",
        cand("Haskell", "thinking about learning Haskell", Cue.INTENT),
        [python, rust],
        MULTI,
        Relation.EVOLVES_TO,
        T,
        target="c2",
        edges={(EVO, "c2", NEW)},
    ),
    Case(
        "intent older still a plan",
        cand("Lisbon", "planning Lisbon", Cue.INTENT, at=1),
        [fact("c1", "Berlin", at=5)],
        SINGLE,
        Relation.EVOLVES_TO,
        T,
        target="c1",
        edges={(EVO, "c1", NEW)},
    ),
    Case(
        "second plan beside first",
        cand("Madrid", "maybe Madrid instead", Cue.INTENT),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.EVOLVES_TO,
        T,
        target="c1",
        edges={(EVO, "c1", NEW)},
    ),
    # --- completing a transition ---------------------------------------------------------
    Case(
        "update completes transition",
        cand("Lisbon", "I moved to Lisbon", Cue.UPDATE),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, NEW, "c1"), (EVO, "t1", NEW)},
        reason="completes transition",
    ),
    Case(
        "update completes transition chinese",
        cand("里斯本", "我已经搬到里斯本了", Cue.UPDATE),
        [fact("c1", "柏林"), fact("t1", "里斯本", T, at=5)],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, NEW, "c1"), (EVO, "t1", NEW)},
    ),
    Case(
        "newer without cue completes transition",
        cand("Lisbon", "I live in Lisbon"),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, NEW, "c1"), (EVO, "t1", NEW)},
    ),
    Case(
        "high risk completion without cue is queued",
        cand("ibuprofen", "I take ibuprofen"),
        [amox, fact("t1", "ibuprofen", T, at=5)],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
        reason="high-risk",
    ),
    Case(
        "high risk completion with update cue",
        cand("ibuprofen", "switched to ibuprofen", Cue.UPDATE),
        [amox, fact("t1", "ibuprofen", T, at=5)],
        SINGLE_HIGH,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, NEW, "c1"), (EVO, "t1", NEW)},
    ),
    Case(
        "completion with nothing current",
        cand("Lisbon", "moved to Lisbon", Cue.UPDATE),
        [lisbon_plan],
        SINGLE,
        Relation.EVOLVES_TO,
        C,
        target="t1",
        changes={"t1": H},
        close={"t1": day(10)},
        edges={(EVO, "t1", NEW)},
    ),
    Case(
        "completion on multi slot coexists",
        cand("Haskell", "I now write Haskell", Cue.UPDATE),
        [python, fact("t1", "Haskell", T, at=5)],
        MULTI,
        Relation.EVOLVES_TO,
        CO,
        target="t1",
        changes={"t1": H},
        close={"t1": day(10)},
        edges={(EVO, "t1", NEW), (COE, NEW, "c1")},
    ),
    Case(
        "completion by similarity",
        cand("Lisboa", "moved to Lisboa", Cue.UPDATE),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        sim=sims({"t1": 0.96}),
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, NEW, "c1"), (EVO, "t1", NEW)},
    ),
    Case(
        # "I'll switch to Lisbon in a couple of months" (the plan dated day 20), done on day 10
        "no cue before the plan's date completes it early",
        cand("Lisbon", "went all in on Lisbon"),
        [berlin, fact("t1", "Lisbon", T, at=20)],
        SINGLE,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, NEW, "c1"), (EVO, "t1", NEW)},
    ),
    Case(
        "no cue at plan's instant is a restated plan",
        cand("Lisbon", "Lisbon", at=5),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.DUPLICATE,
        T,
        target="t1",
    ),
    Case(
        "no cue on multi restates plan",
        cand("Haskell", "Haskell"),
        [python, fact("t1", "Haskell", T, at=5)],
        MULTI,
        Relation.DUPLICATE,
        T,
        target="t1",
    ),
    # --- abandoned transitions -----------------------------------------------------------
    Case(
        "abandoned closes plan",
        cand(
            "Berlin", "I considered Lisbon but stayed in Berlin", Cue.ABANDONED, considered="Lisbon"
        ),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
        changes={"t1": H},
        close={"t1": day(10)},
        reason="abandoned",
    ),
    Case(
        "abandoned chinese 还是",
        cand("北京", "考虑过搬去深圳，最后还是留在北京", Cue.ABANDONED, considered="深圳"),
        [fact("c1", "北京"), fact("t1", "深圳", T, at=5)],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
        changes={"t1": H},
        close={"t1": day(10)},
    ),
    Case(
        "abandoned without recorded plan",
        cand("Berlin", "thought about Rome, stayed in Berlin", Cue.ABANDONED, considered="Rome"),
        [berlin],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
    ),
    Case(
        "abandoned plan match is normalised",
        cand("Berlin", "considered lisbon!, stayed", Cue.ABANDONED, considered="  LISBON! "),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
        changes={"t1": H},
        close={"t1": day(10)},
    ),
    Case(
        "abandoned unknown time closes without date",
        cand("Berlin", "stayed in Berlin", Cue.ABANDONED, considered="Lisbon", at=None),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.DUPLICATE,
        C,
        target="c1",
        changes={"t1": H},
    ),
    Case(
        "abandoned but slot holds another value",
        cand("Paris", "considered Rome, stayed in Paris", Cue.ABANDONED, considered="Rome"),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
        reason="stayed with",
    ),
    Case(
        "abandoned with only the plan",
        cand("Berlin", "considered Lisbon, stayed in Berlin", Cue.ABANDONED, considered="Lisbon"),
        [lisbon_plan],
        SINGLE,
        Relation.UNRELATED,
        C,
        changes={"t1": H},
        close={"t1": day(10)},
    ),
    Case(
        "abandoned on multi slot",
        cand("Go", "considered Haskell but kept Go", Cue.ABANDONED, considered="Haskell"),
        [python, fact("t1", "Haskell", T, at=5)],
        MULTI,
        Relation.COEXISTS_WITH,
        CO,
        target="c1",
        changes={"t1": H},
        close={"t1": day(10)},
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "abandoned queued leaves plan alone",
        cand("Berlin", "stayed in Berlin", Cue.ABANDONED, considered="Lisbon"),
        [lisbon_plan],
        SINGLE,
        Relation.UNRELATED,
        PR,
        queued=True,
        confident=0.95,
    ),
    Case(
        "abandoned 最后没 outranks its negation",
        cand("北京", "想过搬去深圳，最后没搬", Cue.ABANDONED, Cue.NEGATION, considered="深圳"),
        [fact("c1", "北京"), fact("t1", "深圳", T, at=5)],
        SINGLE_HIGH,
        Relation.DUPLICATE,
        C,
        target="c1",
        changes={"t1": H},
        close={"t1": day(10)},
    ),
    # --- negation ------------------------------------------------------------------------
    Case(
        "no longer retires current",
        cand("Slack", "I no longer use Slack", Cue.NEGATION, Cue.UPDATE),
        [slack],
        SINGLE,
        Relation.DUPLICATE,
        H,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        reason="negation cue retires",
    ),
    Case(
        "不再 retires high risk current",
        cand("阿莫西林", "我不再吃阿莫西林了", Cue.NEGATION, Cue.UPDATE),
        [fact("c1", "阿莫西林")],
        SINGLE_HIGH,
        Relation.DUPLICATE,
        H,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
    ),
    Case(
        "anymore retires one coexisting value",
        cand("Rust", "I don't write Rust anymore", Cue.NEGATION, Cue.UPDATE),
        [python, rust],
        MULTI,
        Relation.DUPLICATE,
        H,
        target="c2",
        changes={"c2": H},
        close={"c2": day(10)},
    ),
    Case(
        "no longer drops a plan",
        cand("Lisbon", "no longer planning to move to Lisbon", Cue.NEGATION, Cue.UPDATE),
        [berlin, lisbon_plan],
        SINGLE,
        Relation.DUPLICATE,
        H,
        target="t1",
        changes={"t1": H},
        close={"t1": day(10)},
    ),
    Case(
        "used to not retires at unknown time",
        cand("Vim", "I don't use Vim, I used to", Cue.NEGATION, Cue.PAST, at=None),
        [fact("c1", "Vim")],
        SINGLE,
        Relation.DUPLICATE,
        H,
        target="c1",
        changes={"c1": H},
    ),
    Case(
        "negation by similarity",
        cand("Slack app", "not using the Slack app any more", Cue.NEGATION, Cue.UPDATE),
        [slack],
        SINGLE,
        Relation.DUPLICATE,
        H,
        target="c1",
        sim=sims({"c1": 0.94}),
        changes={"c1": H},
        close={"c1": day(10)},
    ),
    Case(
        "bare negation of held value is queued",
        cand("Berlin", "I don't live in Berlin", Cue.NEGATION),
        [berlin],
        SINGLE,
        Relation.DUPLICATE,
        PR,
        target="c1",
        queued=True,
        reason="without an update cue",
    ),
    Case(
        "bare negation chinese",
        cand("咖啡", "我不喝咖啡", Cue.NEGATION),
        [fact("c1", "咖啡")],
        MULTI,
        Relation.DUPLICATE,
        PR,
        target="c1",
        queued=True,
    ),
    Case(
        "no longer about a value not held",
        cand("Paris", "I no longer live in Paris", Cue.NEGATION, Cue.UPDATE),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
        reason="does not hold",
    ),
    Case(
        "negated sentence naming the new value",
        cand("Munich", "No, I moved to Munich", Cue.NEGATION, Cue.UPDATE),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
    ),
    Case(
        "negation about unheld value on multi",
        cand("Go", "I never liked Go", Cue.NEGATION),
        [python, rust],
        MULTI,
        Relation.COEXISTS_WITH,
        PR,
        target="c2",
        queued=True,
    ),
    Case(
        "negation on empty slot",
        cand("smoking", "I quit smoking", Cue.NEGATION, at=None),
        [],
        MULTI,
        Relation.UNRELATED,
        PR,
        queued=True,
    ),
    Case(
        "ended value of an empty slot is past, not a conflict",
        cand("Kia Niro", "Sorry, I meant Toyota Yaris, not Kia Niro!", Cue.NEGATION, Cue.PAST),
        [],
        SINGLE,
        Relation.UNRELATED,
        H,
        close={NEW: day(10)},
        reason="past cue",
    ),
    Case(
        "ended unheld value beside a current one is still queued",
        cand("Kia Niro", "not Kia Niro any more", Cue.NEGATION, Cue.PAST),
        [berlin],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="c1",
        queued=True,
    ),
    Case(
        "value ended by the statement that set the current one is its past",
        cand(
            "Bayside Lido",
            "不是Bayside Lido了，我8月就开始去Tiger Yoga了",
            Cue.NEGATION,
            Cue.PAST,
            Cue.UPDATE,
        ),
        [
            dataclasses.replace(
                fact("c1", "Tiger Yoga", at=10),
                text="不是Bayside Lido了，我8月就开始去Tiger Yoga了",
            )
        ],
        SINGLE,
        Relation.SUPERSEDES,
        H,
        target="c1",
        edges={(SUP, "c1", NEW)},
        reason="ended by the statement that set the current value",
    ),
    # --- scoped exceptions ---------------------------------------------------------------
    Case(
        "scope set on single slot",
        cand("MySQL", "for project Apollo we use MySQL", scope="apollo"),
        [postgres],
        SINGLE,
        Relation.SCOPED_EXCEPTION,
        SX,
        target="c1",
        edges={(COE, NEW, "c1")},
        reason="scope",
    ),
    Case(
        "scope cue chinese 除了",
        cand("茶", "除了周末，我都喝茶", Cue.SCOPE),
        [fact("c1", "咖啡")],
        SINGLE,
        Relation.SCOPED_EXCEPTION,
        SX,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "scope on high risk is not queued",
        cand("ibuprofen", "when travelling, ibuprofen", Cue.SCOPE),
        [amox],
        SINGLE_HIGH,
        Relation.SCOPED_EXCEPTION,
        SX,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "scope on multi slot",
        cand("Lua", "for game mods I use Lua", scope="game mods"),
        [python, rust],
        MULTI,
        Relation.SCOPED_EXCEPTION,
        SX,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "update within scope",
        cand("SQLite", "for Apollo we switched to SQLite", Cue.UPDATE, scope="apollo"),
        [postgres, apollo_mysql],
        SINGLE,
        Relation.SUPERSEDES,
        SX,
        target="s1",
        changes={"s1": H},
        close={"s1": day(10)},
        edges={(SUP, NEW, "s1"), (COE, NEW, "c1")},
        reason="within scope",
    ),
    Case(
        "conflict within scope is queued",
        cand("SQLite", "Apollo uses SQLite", scope="apollo"),
        [postgres, apollo_mysql],
        SINGLE,
        Relation.SUPERSEDES,
        PR,
        target="s1",
        queued=True,
        reason="scope",
    ),
    # --- multi-valued slots --------------------------------------------------------------
    Case(
        "multi coexists with newest",
        cand("Go", "I write Go too"),
        [python, rust],
        MULTI,
        Relation.COEXISTS_WITH,
        CO,
        target="c2",
        edges={(COE, NEW, "c2")},
        reason="multi-valued",
    ),
    Case(
        "multi switch with one value held replaces it",
        cand("Go", "I switched to Go", Cue.UPDATE),
        [python],
        MULTI,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
        reason="switch on a slot holding one value",
    ),
    Case(
        "multi switch beside two held values joins them",
        cand("Go", "I switched to Go", Cue.UPDATE),
        [python, rust],
        MULTI,
        Relation.COEXISTS_WITH,
        CO,
        target="c2",
        edges={(COE, NEW, "c2")},
    ),
    Case(
        "multi switch 'as well' adds",
        cand("Go", "I switched to Go as well for the CLI tools", Cue.UPDATE),
        [python],
        MULTI,
        Relation.COEXISTS_WITH,
        CO,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "multi ending the old value before the new replaces it",
        cand("Go", "I gave up Python and started Go"),
        [python, rust],
        MULTI,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
        reason="statement ending the value it replaces",
    ),
    Case(
        "multi ending in chinese",
        cand("韩语", "我放弃了德语，开始学韩语", Cue.UPDATE),
        [fact("c1", "德语")],
        MULTI,
        Relation.SUPERSEDES,
        C,
        target="c1",
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, NEW, "c1")},
    ),
    Case(
        "multi high risk not queued",
        cand("peanuts", "allergic to peanuts"),
        [fact("c1", "penicillin")],
        MULTI_HIGH,
        Relation.COEXISTS_WITH,
        CO,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "multi chinese",
        cand("粤语", "我也会说粤语"),
        [fact("c1", "普通话")],
        MULTI,
        Relation.COEXISTS_WITH,
        CO,
        target="c1",
        edges={(COE, NEW, "c1")},
    ),
    Case(
        "multi with only coexisting holder",
        cand("Go", "Go"),
        [rust],
        MULTI,
        Relation.COEXISTS_WITH,
        CO,
        target="c2",
        edges={(COE, NEW, "c2")},
    ),
    Case(
        "multi with only a plan",
        cand("Go", "Go"),
        [fact("t1", "Haskell", T)],
        MULTI,
        Relation.UNRELATED,
        C,
    ),
    Case(
        "single with only a scoped exception",
        cand("Postgres", "we use Postgres"),
        [apollo_mysql],
        SINGLE,
        Relation.UNRELATED,
        C,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_decide(case: Case) -> None:
    d = case.run()
    assert d.relation is case.relation
    assert d.new_role is case.role
    assert d.queued is case.queued
    assert d.target_uid == case.target
    assert d.role_changes == case.changes
    assert d.close_validity == case.close
    assert {(e.type, e.src, e.dst) for e in d.edges} == case.edges
    assert len(d.edges) == len(case.edges)
    assert case.reason.casefold() in d.reason.casefold()
    # The auto-apply bar: queued iff below `confident`.
    assert (d.confidence < case.confident) is case.queued


def test_enough_cases() -> None:
    assert len(CASES) >= 70
    assert len({c.name for c in CASES}) == len(CASES)


def test_cases_cover_every_relation_and_role() -> None:
    assert {c.relation for c in CASES} == set(Relation)
    produced = {c.role for c in CASES} | {r for c in CASES for r in c.changes.values()}
    assert produced >= {C, H, T, CO, SX, PR}


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_invariants_of_every_decision(case: Case) -> None:
    d = case.run()
    if d.queued:
        # Nothing known changes while a person has not decided.
        assert d.new_role is PR and not d.role_changes and not d.edges and not d.close_validity
    # The resolver never promotes a known fact; only the candidate may become current.
    assert FactRole.CURRENT not in d.role_changes.values()
    considered = case.candidate.considered
    if considered is not None:
        # "Considered X but stayed with Y": only Y may be current; plans for X are closed.
        assert normalise_value(case.candidate.value) != normalise_value(considered)
        plans_for_x = {
            f.uid
            for f in case.active
            if f.role is T and normalise_value(f.value) == normalise_value(considered)
        }
        if not d.queued:
            assert {uid for uid, role in d.role_changes.items() if role is H} >= plans_for_x


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Berlin", "berlin"),
        ("  New   York!! ", "new york"),
        ("The Hague", "hague"),
        ("an apple", "apple"),
        ("a", "a"),
        ("theatre", "theatre"),
        ("C#", "c#"),
        ("R&D", "r&d"),
        ("杭州。", "杭州"),
        ("ＦＵＬＬ　ｗｉｄｔｈ", "full width"),
        ("Straße", "strasse"),
        ("node.js", "node js"),
    ],
)
def test_normalise_value(raw: str, expected: str) -> None:
    assert normalise_value(raw) == expected


# --- decision_for_review -------------------------------------------------------------------

pending = fact("p1", "Munich", PR, at=10)


@dataclass
class ReviewCase:
    name: str
    relation: Relation
    existing: Fact | None
    active: list[Fact]
    spec: SlotSpec
    role: FactRole
    changes: dict[str, FactRole] = field(default_factory=dict)
    close: dict[str, datetime] = field(default_factory=dict)
    edges: set[tuple[EdgeType, str, str]] = field(default_factory=set)
    new: Fact = field(default_factory=lambda: pending)


REVIEW_CASES: list[ReviewCase] = [
    ReviewCase(
        "supersedes",
        Relation.SUPERSEDES,
        berlin,
        [berlin],
        SINGLE,
        C,
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, "p1", "c1")},
    ),
    ReviewCase(
        "supersedes every current of a single slot",
        Relation.SUPERSEDES,
        berlin,
        [berlin, fact("c2", "Paris", at=3)],
        SINGLE,
        C,
        changes={"c1": H, "c2": H},
        close={"c1": day(10), "c2": day(10)},
        edges={(SUP, "p1", "c1"), (SUP, "p1", "c2")},
    ),
    ReviewCase(
        "supersedes completes a plan",
        Relation.SUPERSEDES,
        berlin,
        [berlin, fact("t1", "munich", T, at=5)],
        SINGLE,
        C,
        changes={"c1": H, "t1": H},
        close={"c1": day(10), "t1": day(10)},
        edges={(SUP, "p1", "c1"), (EVO, "t1", "p1")},
    ),
    ReviewCase(
        "supersedes keeps other scopes",
        Relation.SUPERSEDES,
        postgres,
        [postgres, apollo_mysql],
        SINGLE,
        C,
        changes={"c1": H},
        close={"c1": day(10)},
        edges={(SUP, "p1", "c1")},
    ),
    ReviewCase(
        "supersedes a scoped exception",
        Relation.SUPERSEDES,
        apollo_mysql,
        [postgres, apollo_mysql],
        SINGLE,
        SX,
        changes={"s1": H},
        close={"s1": day(10)},
        edges={(SUP, "p1", "s1")},
        new=fact("p1", "SQLite", PR, at=10, scope="apollo"),
    ),
    ReviewCase(
        "supersedes on multi leaves other values",
        Relation.SUPERSEDES,
        rust,
        [python, rust],
        MULTI,
        CO,
        changes={"c2": H},
        close={"c2": day(10)},
        edges={(SUP, "p1", "c2")},
    ),
    ReviewCase(
        "evolves to", Relation.EVOLVES_TO, berlin, [berlin], SINGLE, T, edges={(EVO, "c1", "p1")}
    ),
    ReviewCase("evolves to with nothing current", Relation.EVOLVES_TO, None, [], SINGLE, T),
    ReviewCase(
        "coexists with",
        Relation.COEXISTS_WITH,
        berlin,
        [berlin],
        SINGLE,
        CO,
        edges={(COE, "p1", "c1")},
    ),
    ReviewCase(
        "scoped exception",
        Relation.SCOPED_EXCEPTION,
        berlin,
        [berlin],
        SINGLE,
        SX,
        edges={(COE, "p1", "c1")},
    ),
    ReviewCase("duplicate merges", Relation.DUPLICATE, berlin, [berlin], SINGLE, C),
    ReviewCase(
        "unrelated on single slot with current", Relation.UNRELATED, berlin, [berlin], SINGLE, CO
    ),
    ReviewCase("unrelated on multi slot", Relation.UNRELATED, python, [python], MULTI, C),
    ReviewCase("unrelated on empty single slot", Relation.UNRELATED, None, [], SINGLE, C),
    ReviewCase(
        "pending fact in active is ignored",
        Relation.UNRELATED,
        None,
        [pending, fact("h1", "Paris", H)],
        SINGLE,
        C,
    ),
]


@pytest.mark.parametrize("case", REVIEW_CASES, ids=[c.name for c in REVIEW_CASES])
def test_decision_for_review(case: ReviewCase) -> None:
    d = decision_for_review(case.relation, case.new, case.existing, case.active, case.spec)
    assert d.relation is case.relation
    assert d.new_role is case.role
    assert d.confidence == 1.0 and not d.queued
    assert d.target_uid == (case.existing.uid if case.existing else None)
    assert d.role_changes == case.changes
    assert d.close_validity == case.close
    assert {(e.type, e.src, e.dst) for e in d.edges} == case.edges
    assert NEW not in {e.src for e in d.edges} | {e.dst for e in d.edges}
    assert "human review" in d.reason


def test_review_covers_every_relation() -> None:
    assert {c.relation for c in REVIEW_CASES} == set(Relation)


@pytest.mark.parametrize("relation", [Relation.SUPERSEDES, Relation.DUPLICATE])
def test_review_needs_existing_fact(relation: Relation) -> None:
    with pytest.raises(ValueError, match="needs an existing fact"):
        decision_for_review(relation, pending, None, [berlin], SINGLE)


def test_queued_proposal_round_trips_through_review() -> None:
    """A queued high-risk change, once approved, applies the proposed supersession."""
    queued = decide(cand("ibuprofen", "I take ibuprofen"), [amox], SINGLE_HIGH)
    assert queued.queued and queued.relation is Relation.SUPERSEDES
    new = fact("p1", "ibuprofen", PR, at=10)
    applied = decision_for_review(queued.relation, new, amox, [amox], SINGLE_HIGH)
    assert applied.new_role is C
    assert applied.role_changes == {"c1": H}
    assert [(e.type, e.src, e.dst) for e in applied.edges] == [(SUP, "p1", "c1")]


# -- low-confidence writes: may add, never replace a current value on their own -------------


@pytest.mark.parametrize(
    ("confidence", "queued"),
    [(0.45, True), (0.59, True), (0.6, False), (0.9, False)],
)
def test_low_confidence_update_is_queued_not_applied(confidence: float, queued: bool) -> None:
    old = fact("f1", "Paris")
    candidate = dataclasses.replace(
        cand("Rome", "I moved to Rome", Cue.UPDATE), confidence=confidence
    )
    decision = decide(candidate, [old], SINGLE)
    assert decision.queued is queued
    if queued:
        assert decision.new_role is FactRole.PENDING_REVIEW
        assert decision.role_changes == {} and decision.edges == []
        assert decision.relation is Relation.SUPERSEDES and decision.target_uid == "f1"
        assert "low-confidence write" in decision.reason
    else:
        assert decision.role_changes == {"f1": FactRole.HISTORICAL}


def test_low_confidence_write_may_still_add_to_a_multi_slot() -> None:
    candidate = dataclasses.replace(cand("French", "I also speak French"), confidence=0.4)
    decision = decide(candidate, [fact("f1", "English")], MULTI)
    assert not decision.queued and decision.relation is Relation.COEXISTS_WITH


def test_a_change_naming_the_value_it_replaces_supersedes_it_on_a_multi_slot() -> None:
    """ "Switched from chess to birdwatching": the value it names as left is no longer held,
    however many values the slot may hold; the others stay. Without the swap named, or
    without a change cue, the new value coexists."""
    active = [fact("a", "chess"), fact("b", "poker", CO, at=2)]
    swap = cand("birdwatching", "I switched from chess to birdwatching", Cue.UPDATE)
    d = decide(swap, active, MULTI)
    assert (d.relation, d.new_role, d.target_uid) == (Relation.SUPERSEDES, C, "a")
    assert d.role_changes == {"a": H} and not d.queued
    assert [(e.type, e.src, e.dst) for e in d.edges] == [(SUP, NEW, "a")]
    for other in (cand("birdwatching", "I got into birdwatching", Cue.UPDATE),
                  cand("birdwatching", "chess and birdwatching, both fun")):  # fmt: skip
        assert decide(other, active, MULTI).relation is Relation.COEXISTS_WITH
    # Told late: a swap dated before the value it names was held does not end it.
    late = cand("birdwatching", "I switched from chess to birdwatching", Cue.UPDATE, at=2)
    assert decide(late, [fact("a", "chess", at=9)], MULTI).relation is not Relation.SUPERSEDES


SUCCESSIVE = SlotSpec("learning_language", Cardinality.MULTI, Risk.NORMAL, successive=True)


def test_a_successive_slot_replaces_unless_the_statement_keeps_or_adds() -> None:
    """The language someone is learning: "I'm learning Greek now" after French replaces it;
    "as well", naming the held value, or saying both at once keeps them side by side."""
    french = fact("f", "French")
    d = decide(cand("Greek", "I'm learning Greek now, should have done it years ago"),
               [french], SUCCESSIVE)  # fmt: skip
    assert (d.relation, d.new_role, d.target_uid, d.role_changes) == (
        Relation.SUPERSEDES, C, "f", {"f": H})  # fmt: skip
    kept = (
        cand("Greek", "I started Greek as well, brain's full"),
        cand("Greek", "Started Greek classes, still keeping up the French"),
        cand("Greek", "又开始学希腊语了，法语也还在学"),
        cand("Greek", "learning Greek on Tuesdays", scope="Tuesdays"),
        cand("Greek", "I'm learning Greek now", at=1),  # told late: not newer than French
    )
    for candidate in kept:
        assert decide(candidate, [french], SUCCESSIVE).relation is not Relation.SUPERSEDES
    both = dataclasses.replace(french, text="learning French and Greek at the same time")
    said_together = cand("Greek", "learning French and Greek at the same time")
    assert decide(said_together, [both], SUCCESSIVE).relation is Relation.COEXISTS_WITH
    # A plain multi-valued slot keeps adding.
    assert decide(cand("Greek", "I'm learning Greek now"), [french], MULTI).relation is (
        Relation.COEXISTS_WITH
    )


def test_a_plan_carried_out_on_a_successive_slot_replaces_what_it_followed() -> None:
    """ "Seriously considering Paramount+", then "Went through with it, I got Paramount+":
    the plan done replaces the service held, as a change said outright would; a scoped
    exception ("Disney+ for one month a year") neither blocks it nor is replaced."""
    mubi = fact("m", "Mubi")
    disney = fact("d", "Disney+", role=FactRole.SCOPED_EXCEPTION, scope="one month a year")
    plan = fact("p", "Paramount+", role=FactRole.TRANSITION, at=5)
    d = decide(cand("Paramount+", "Went through with it, I got Paramount+ on Friday", Cue.UPDATE),
               [mubi, disney, plan], SUCCESSIVE)  # fmt: skip
    assert d.new_role is C
    assert d.role_changes.get("m") is H
    assert "d" not in d.role_changes


def test_a_held_value_named_only_to_deny_it_is_not_kept_on_a_successive_slot() -> None:
    """ "Not Disney+ any more, I've got Netflix" names Disney+ to end it, not to keep it."""
    disney = fact("d", "Disney+")
    d = decide(cand("Netflix", "Not Disney+ any more, I've got Netflix.", Cue.UPDATE),
               [disney], SUCCESSIVE)  # fmt: skip
    assert (d.new_role, d.role_changes.get("d")) == (C, H)
    kept = cand("Netflix", "Got Netflix, still keeping Disney+ for the kids", Cue.UPDATE)
    assert decide(kept, [disney], SUCCESSIVE).relation is not Relation.SUPERSEDES


def test_a_value_said_ended_before_the_new_one_ends_it_on_a_multi_slot() -> None:
    """ "Paramount+ got cancelled, BritBox instead" and "Aisha不学Spanish了，改学Mandarin": the
    ending said after the old name (or 不学 before it) ends that value; naming it in a list
    does not."""
    for held, new, text in (
        ("Paramount+", "BritBox", "Paramount+ got cancelled, BritBox instead."),
        ("Spanish", "Mandarin", "Aisha不学Spanish了，改学Mandarin。"),
        ("Netflix", "Mubi", "Netflix was axed, so it's Mubi now"),
    ):
        d = decide(cand(new, text, Cue.UPDATE), [fact("a", held)], MULTI)
        assert (d.relation, d.role_changes) == (Relation.SUPERSEDES, {"a": H}), text
    kept = cand("BritBox", "Paramount+ and BritBox, both worth it", Cue.UPDATE)
    assert decide(kept, [fact("a", "Paramount+")], MULTI).relation is Relation.COEXISTS_WITH


def test_a_price_or_a_term_said_after_a_value_ends_nothing() -> None:
    """ "Netflix is over £15 a month now so I added Disney+ too", "我不看Netflix的剧": no ending
    of Netflix, so the new value joins it (review of round 30)."""
    for held, new, text in (
        ("Netflix", "Disney+", "Netflix is over £15 a month now so I added Disney+ too"),
        ("Netflix", "Disney+", "Netflix is gone up again, got Disney+ as well"),
        ("Spanish", "French", "Spanish is done for the term, doing French too"),
        ("Netflix", "Disney+", "我不看Netflix的剧，Disney+也一般"),
    ):
        d = decide(cand(new, text, Cue.UPDATE), [fact("a", held)], MULTI)
        assert d.relation is Relation.COEXISTS_WITH, text
