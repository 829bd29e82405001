"""Packing ranked facts into blocks and rendering the prompt (recall.packet, recall.prompt)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import pytest

from graph.types import (
    Cardinality,
    Episode,
    EpisodeKind,
    Fact,
    FactRole,
    Outcome,
    OutcomeStatus,
    SlotSpec,
)
from recall.cases import CaseItem
from recall.packet import (
    CausalChain,
    CausalLinkView,
    EvidenceItem,
    EvidencePacket,
    assemble,
    denied_by_its_statement,
)
from recall.prompt import ANSWER_RULES, HEADINGS, estimate_tokens, render_prompt
from recall.rank import ScoredFact
from recall.view import StateView

pytestmark = pytest.mark.unit

T = datetime(2024, 3, 1, tzinfo=UTC)


def fact(uid: str, role: FactRole, text: str = "", **kw: object) -> Fact:
    base: dict[str, object] = dict(
        uid=uid,
        tenant="t",
        text=text or f"fact {uid}",
        subject="user",
        attribute=f"attr_{uid}",
        value=uid,
        role=role,
        valid_from=datetime(2020, 1, 1, tzinfo=UTC),
        recorded_at=T,
    )
    base.update(kw)
    return Fact(**base)  # type: ignore[arg-type]


def episode(uid: str, text: str = "") -> Episode:
    return Episode(uid=uid, tenant="t", text=text or f"episode {uid}", occurred_at=T, recorded_at=T)


def scored(f: Fact, score: float) -> ScoredFact:
    return ScoredFact(f, score, True, why=[f"score {score}"], score=score)


# --- assemble ----------------------------------------------------------------------------


def test_each_role_goes_to_its_block() -> None:
    items = [
        scored(fact("cur", FactRole.CURRENT), 0.9),
        scored(fact("coex", FactRole.COEXISTING), 0.8),
        scored(fact("scoped", FactRole.SCOPED_EXCEPTION, scope="project X"), 0.7),
        scored(fact("hist", FactRole.HISTORICAL), 0.6),
        scored(fact("trans", FactRole.TRANSITION), 0.5),
        scored(fact("pend", FactRole.PENDING_REVIEW), 0.4),
        scored(fact("gone", FactRole.RETRACTED), 0.3),
    ]
    blocks = assemble(items, {}, max_items=10)
    uids = {
        name: [i.fact.uid for i in getattr(blocks, name) if i.fact]
        for name in ("current", "historical", "transition", "ambiguous")
    }
    assert uids == {
        "current": ["cur", "coex", "scoped"],
        "historical": ["hist"],
        "transition": ["trans"],
        "ambiguous": ["pend"],
    }
    assert blocks.current[0].score == 0.9 and blocks.current[0].why == "score 0.9"


def test_two_current_facts_in_a_single_valued_slot_are_ambiguous() -> None:
    berlin = fact("berlin", FactRole.CURRENT, attribute="home_city")
    paris = fact("paris", FactRole.CURRENT, attribute="home_city")
    hobby1 = fact("chess", FactRole.CURRENT, attribute="hobby")
    hobby2 = fact("go", FactRole.CURRENT, attribute="hobby")
    work = fact("work_berlin", FactRole.CURRENT, attribute="home_city", scope="work")
    specs = {"home_city": SlotSpec("home_city", Cardinality.SINGLE)}
    items = [scored(f, 1.0 - i / 10) for i, f in enumerate([berlin, hobby1, hobby2, work, paris])]
    blocks = assemble(items, {}, max_items=4, slot_specs=specs)
    # paris is cut by max_items, yet berlin is still flagged; other scopes/attributes are fine.
    assert [i.fact.uid for i in blocks.ambiguous if i.fact] == ["berlin"]
    assert blocks.ambiguous[0].why.startswith(
        "conflicting: 2 current facts in single-valued slot user · home_city"
    )
    assert [i.fact.uid for i in blocks.current if i.fact] == ["chess", "go", "work_berlin"]
    # Unknown attributes are multi-valued: no conflict without a spec.
    assert assemble(items, {}, max_items=5).ambiguous == []


def test_a_current_fact_in_doubt_is_ambiguous_with_its_reason() -> None:
    old = dataclasses.replace(
        scored(fact("volvo", FactRole.CURRENT, attribute="about:volvo"), 0.8),
        doubt="may be replaced by 'Honda Jazz' (buy), as relevant and said later",
    )
    new = scored(fact("jazz", FactRole.CURRENT, attribute="buy"), 0.9)
    blocks = assemble([new, old], {}, max_items=5)
    assert [i.fact.uid for i in blocks.current if i.fact] == ["jazz"]
    assert [i.fact.uid for i in blocks.ambiguous if i.fact] == ["volvo"]
    assert blocks.ambiguous[0].why == (
        "may be replaced by 'Honda Jazz' (buy), as relevant and said later; score 0.8"
    )


def test_max_items_keeps_the_best_and_episodes_follow_the_kept_facts() -> None:
    e1, e2, e3 = episode("e1"), episode("e2"), episode("e3")
    items = [
        scored(fact("a", FactRole.CURRENT), 0.9),
        scored(fact("b", FactRole.HISTORICAL), 0.5),
        scored(fact("c", FactRole.CURRENT), 0.1),
    ]
    by_fact = {"a": [e1, e2], "b": [e2], "c": [e3]}
    blocks = assemble(items, by_fact, max_items=2)
    assert [i.fact.uid for i in blocks.current + blocks.historical if i.fact] == ["a", "b"]
    assert [(i.episode.uid, i.score, i.why) for i in blocks.episodes if i.episode] == [
        ("e1", 0.9, "source of a"),
        ("e2", 0.9, "source of a, b"),
    ]
    assert all(i.fact is None for i in blocks.episodes)
    assert assemble(items, by_fact, max_items=0).episodes == []


# --- estimate_tokens ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("", 0),
        ("abcd", 1),
        ("abcde", 2),
        ("我住在柏林", 5),
        ("我住在 Berlin", 3 + 2),  # 3 CJK + " Berlin" (7 chars → 2)
        ("现在。", 3),  # CJK punctuation counts like CJK
    ],
)
def test_estimate_tokens(text: str, tokens: int) -> None:
    assert estimate_tokens(text) == tokens


# --- render_prompt -----------------------------------------------------------------------


def packet(view: StateView = StateView.CURRENT) -> EvidencePacket:
    berlin = fact("berlin", FactRole.CURRENT, "I live in Berlin.")
    paris = fact(
        "paris",
        FactRole.HISTORICAL,
        "I lived in Paris.",
        valid_until=datetime(2024, 3, 1, tzinfo=UTC),
    )
    lisbon = fact("lisbon", FactRole.TRANSITION, "I am planning to move to Lisbon.")
    remote = fact("remote", FactRole.SCOPED_EXCEPTION, "I work remotely.", scope="winter")
    pending = fact("pend", FactRole.PENDING_REVIEW, "My city might be Munich.")
    clash = fact("clash", FactRole.CURRENT, "I live in Hamburg.")
    offer = fact("offer", FactRole.HISTORICAL, "I got a job offer in Berlin.")
    ep1 = episode("e1", "I just moved to Berlin from Paris because of a job offer.")
    ep2 = episode("e2", "我打算搬到里斯本。\nMaybe next year.")
    return EvidencePacket(
        query="Where do I live now?",
        view=view,
        view_reason="cue 'now'",
        current=[
            EvidenceItem(berlin, None, 0.95, ""),
            EvidenceItem(remote, None, 0.4, ""),
        ],
        historical=[EvidenceItem(paris, None, 0.3, "")],
        transition=[EvidenceItem(lisbon, None, 0.5, "")],
        ambiguous=[
            EvidenceItem(pending, None, 0.2, ""),
            EvidenceItem(clash, None, 0.25, "conflicting"),
        ],
        episodes=[EvidenceItem(None, ep1, 0.95, ""), EvidenceItem(None, ep2, 0.5, "")],
        causal_chains=[CausalChain([CausalLinkView(offer, berlin, ep1, "job offer")])],
    )


def test_full_prompt_has_labelled_blocks_in_order_and_the_answer_rule() -> None:
    full = packet()
    case = episode("c1", "The move stalled; we hired movers.")
    case.kind, case.trigger = EpisodeKind.CASE, "move stalled"
    case.outcome = Outcome(OutcomeStatus.SUCCESS, "moved in a week", "hire early")
    full.cases = [CaseItem(case, 0.9, "matches the question")]
    text, tokens = render_prompt(full, max_tokens=10_000)
    assert tokens == estimate_tokens(text)
    positions = [text.index(heading) for _, heading in HEADINGS]
    assert positions == sorted(positions)
    assert text.startswith("# Memory for: Where do I live now?\nView: current (cue 'now')")
    assert "- [current] I live in Berlin. (valid since 2020-01-01)" in text
    assert "- [scoped_exception: winter] I work remotely." in text
    assert "- [historical] I lived in Paris. (valid 2020-01-01 to 2024-03-01)" in text
    assert "- [transition] I am planning to move to Lisbon." in text
    assert "- [pending_review] My city might be Munich." in text
    assert "- [conflicting current] I live in Hamburg." in text
    assert "- I got a job offer in Berlin. → I live in Berlin. (because: job offer)" in text
    assert '- [2024-03-01] "我打算搬到里斯本。\n  Maybe next year."' in text
    assert (
        'trigger: move stalled] "The move stalled; we hired movers." → outcome: success '
        "(moved in a week); lesson: hire early" in text
    )
    assert ANSWER_RULES[StateView.CURRENT] + " For what happened" in text
    assert "Do not use historical memories as current facts" in text


def test_causal_chains_render_as_paths_or_side_by_side_links() -> None:
    a, b, c, d = (fact(u, FactRole.CURRENT, u.upper()) for u in "abcd")
    p = packet()
    p.causal_chains = [
        CausalChain([CausalLinkView(a, b), CausalLinkView(b, c, reason="r")]),
        CausalChain([CausalLinkView(a, b), CausalLinkView(c, d)]),
    ]
    text, _ = render_prompt(p, max_tokens=10_000)
    assert "- A → B → C (because: r)\n" in text
    assert "- A → B; C → D\n" in text


def test_empty_blocks_have_no_heading() -> None:
    p = packet()
    p.historical, p.causal_chains = [], []
    text, _ = render_prompt(p, max_tokens=10_000)
    assert "## Historical" not in text and "## Causal chains" not in text
    assert "## Current facts" in text


def test_neutral_view_puts_the_sources_first() -> None:
    """A question that asks for no state view is answered from what was said: a reader with
    a small budget reads the turns first. The state views keep the facts first."""
    neutral, _ = render_prompt(packet(StateView.NEUTRAL), max_tokens=10_000)
    assert neutral.index("## Sources") < neutral.index("## Current facts")
    current, _ = render_prompt(packet(StateView.CURRENT), max_tokens=10_000)
    assert current.index("## Current facts") < current.index("## Sources")


@pytest.mark.parametrize("view", list(StateView))
def test_answer_rule_follows_the_view(view: StateView) -> None:
    text, _ = render_prompt(packet(view), max_tokens=10_000)
    assert f"Answer for the requested view ({view.value})." in text


@pytest.mark.parametrize("budget", [60, 90, 120, 150, 200, 250, 300, 1000])
def test_budget_holds_and_items_are_whole(budget: int) -> None:
    full, _ = render_prompt(packet(), max_tokens=10_000)
    text, tokens = render_prompt(packet(), max_tokens=budget)
    assert tokens == estimate_tokens(text) <= budget
    if text:
        assert ANSWER_RULES[StateView.CURRENT] in text
        # Every item line in the cut prompt is a whole line of the full one.
        full_lines = set(full.splitlines())
        assert all(line in full_lines for line in text.splitlines())


def test_items_go_lowest_score_first_and_sources_before_facts_at_equal_score() -> None:
    # One marker per item, in the expected drop order: by score; at equal score the source
    # episode (tier 0), then the causal chain (tier 1), then the fact (tier 2).
    markers = [
        "Munich",  # pending, 0.2
        "Hamburg",  # conflicting, 0.25
        "Paris.",  # historical, 0.3
        "remotely",  # scoped exception, 0.4
        "里斯本",  # episode, 0.5
        "Lisbon.",  # transition, 0.5
        "because of a job offer",  # episode, 0.95
        "(because: job offer)",  # chain through berlin, 0.95
        "- [current] I live in Berlin.",  # current, 0.95
    ]
    full, full_tokens = render_prompt(packet(), max_tokens=10_000)
    assert all(m in full for m in markers)
    present_before = markers
    for budget in range(full_tokens, 0, -1):
        text, _ = render_prompt(packet(), max_tokens=budget)
        present = [m for m in markers if m in text]
        # What is left is always a suffix of the drop order.
        assert present == markers[len(markers) - len(present) :]
        assert len(present) <= len(present_before)
        present_before = present
    assert present_before == []


def test_budget_below_the_fixed_part_gives_an_empty_prompt() -> None:
    assert render_prompt(packet(), max_tokens=5) == ("", 0)


def test_a_current_fact_with_a_later_value_pending_review_is_ambiguous() -> None:
    day = datetime(2024, 1, 1, tzinfo=UTC)
    specs = {"diet": SlotSpec("diet", Cardinality.SINGLE)}
    vegan = fact("vegan", FactRole.CURRENT, attribute="diet", valid_from=day)
    keto = fact("keto", FactRole.PENDING_REVIEW, attribute="diet", valid_from=day.replace(month=6))
    older = fact(
        "paleo", FactRole.PENDING_REVIEW, attribute="diet", valid_from=day.replace(year=2023)
    )
    work = fact("work_lunch", FactRole.CURRENT, attribute="diet", scope="work", valid_from=day)
    blocks = assemble([scored(f, 0.9) for f in (vegan, keto, work)], {}, 5, specs)
    assert [i.fact.uid for i in blocks.ambiguous if i.fact] == ["vegan", "keto"]
    assert blocks.ambiguous[0].why.startswith(
        "conflicting: a later value 'keto' awaits review in single-valued slot user · diet"
    )
    assert [i.fact.uid for i in blocks.current if i.fact] == ["work_lunch"]  # another scope
    # A value pending review from before the current one does not put it in doubt.
    blocks = assemble([scored(f, 0.9) for f in (vegan, older)], {}, 5, specs)
    assert [i.fact.uid for i in blocks.current if i.fact] == ["vegan"]
    # Nor does a value the slot already left, told about again and queued.
    left = fact("left", FactRole.HISTORICAL, attribute="diet", value="paleo",
                valid_from=day.replace(year=2023))  # fmt: skip
    told = fact("told", FactRole.PENDING_REVIEW, attribute="diet", value="paleo",
                valid_from=day.replace(month=6))  # fmt: skip
    blocks = assemble([scored(f, 0.9) for f in (vegan, left, told)], {}, 5, specs)
    assert [i.fact.uid for i in blocks.current if i.fact] == ["vegan"]
    assert [i.fact.uid for i in blocks.ambiguous if i.fact] == ["told"]
    # Nor does the same value restated and queued ("我用HSBC" after a dropped plan).
    again = fact("again", FactRole.PENDING_REVIEW, attribute="diet", value="Vegan",
                 valid_from=day.replace(month=6))  # fmt: skip
    blocks = assemble([scored(f, 0.9) for f in (vegan, again)], {}, 5, specs)
    assert [i.fact.uid for i in blocks.current if i.fact] == ["vegan"]


@pytest.mark.parametrize(
    ("text", "value", "rival"),
    [
        ("Not bothering with the Nothing Phone after all", "the Nothing Phone", False),
        ("计划有变，不把钱转到Lloyds了，Nationwide挺好的", "Lloyds", False),
        ("最后没换Octopus，Celtic Current给我们降价了。", "Octopus", False),
        ("No, I moved to Munich", "Munich", True),
        ("I stopped being vegan and went pescatarian", "pescatarian", True),
        ("I switched to keto", "keto", True),
    ],
)
def test_a_value_its_own_statement_denies_is_no_rival_while_it_waits(
    text: str, value: str, rival: bool
) -> None:
    """A later value waiting for review puts the held one in doubt only when its statement
    does not deny it ("Not bothering with the Nothing Phone after all")."""
    day = datetime(2024, 1, 1, tzinfo=UTC)
    specs = {"diet": SlotSpec("diet", Cardinality.SINGLE)}
    held = fact("held", FactRole.CURRENT, attribute="diet", value="vegan", valid_from=day)
    later = fact("later", FactRole.PENDING_REVIEW, text, attribute="diet", value=value,
                 valid_from=day.replace(month=6))  # fmt: skip
    assert denied_by_its_statement(later) is not rival
    blocks = assemble([scored(f, 0.9) for f in (held, later)], {}, 5, specs)
    assert ("held" in [i.fact.uid for i in blocks.ambiguous if i.fact]) is rival


def test_a_verb_s_value_taken_up_counts_as_the_asked_slot_one_let_go_does_not() -> None:
    from recall.rank import taken_up_by_verb

    assert taken_up_by_verb("join") and taken_up_by_verb("go_to") and taken_up_by_verb("leave_for")
    assert not taken_up_by_verb("leave") and not taken_up_by_verb("sell")
    assert not taken_up_by_verb("gym")  # a slot of state is its own
