"""Causal clauses and links, within and across sentences, in English and Chinese."""

import pytest

from extract.causal import find_causal_links, split_causal_clauses
from graph.types import CausalLink

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("sentence", "clauses"),
    [
        (
            "We switched to pnpm because npm kept breaking",
            [("We switched to pnpm", None), ("because npm kept breaking", "because")],
        ),
        (
            "Because npm broke, we switched",
            [("Because npm broke", "because"), ("we switched", None)],
        ),
        ("It was slow, so we left", [("It was slow", None), ("so we left", "so")]),
        ("Due to the outage, we paused", [("Due to the outage", "due to"), ("we paused", None)]),
        (
            "It broke, which is why we left",
            [("It broke", None), ("which is why we left", "which is why")],
        ),
        (
            "因为npm老出问题，所以我们改用pnpm",
            [("因为npm老出问题", "因为"), ("所以我们改用pnpm", "所以")],
        ),
        ("由于预算不够，我们取消了项目", [("由于预算不够", "由于"), ("我们取消了项目", None)]),
        ("npm总是出错导致我们换成了pnpm", [("npm总是出错", None), ("导致我们换成了pnpm", "导致")]),
        ("I have lived here since March", [("I have lived here since March", None)]),
        ("It is so good", [("It is so good", None)]),
    ],
)
def test_split_causal_clauses(sentence: str, clauses: list[tuple[str, str | None]]) -> None:
    found = split_causal_clauses(sentence)
    assert [(c.text, c.lead) for c in found] == clauses
    assert all(sentence[c.start : c.end] == c.text for c in found)


def links(units: list[str], facts: list[list[int]], continues: list[bool] | None = None):
    return {(x.cause, x.effect, x.cue) for x in find_causal_links(units, facts, continues)}


def test_because_clause_causes_the_clause_before() -> None:
    units = ["We switched to pnpm", "because npm kept breaking"]
    assert links(units, [[0], [1]], [False, True]) == {(1, 0, "because")}


def test_sentence_initial_because_causes_the_clause_after() -> None:
    units = ["Because npm broke", "we switched to pnpm"]
    assert links(units, [[0], [1]], [False, True]) == {(0, 1, "because")}


def test_so_links_forward() -> None:
    assert links(["It was slow", "so we left"], [[0], [1]], [False, True]) == {(0, 1, "so")}


def test_due_to_at_sentence_start() -> None:
    units = ["Due to the outage", "we rolled back"]
    assert links(units, [[0], [1, 2]], [False, True]) == {(0, 1, "due to"), (0, 2, "due to")}


@pytest.mark.parametrize("lead", ["That's why", "So", "Because of that", "This is why"])
def test_across_sentences_the_previous_sentence_is_the_cause(lead: str) -> None:
    units = ["npm kept breaking the lockfile.", f"{lead} we moved to pnpm."]
    assert {(c, e) for c, e, _ in links(units, [[0], [1]])} == {(0, 1)}


def test_standalone_because_sentence_explains_the_previous_one() -> None:
    units = ["We moved to pnpm.", "Because npm kept breaking."]
    assert links(units, [[0], [1]]) == {(1, 0, "because")}


def test_chinese_yinwei_suoyi_gives_one_link() -> None:
    units = ["因为npm老出问题", "所以我们改用pnpm"]
    assert find_causal_links(units, [[0], [1]], [False, True]) == [CausalLink(0, 1, "因为")]


def test_chinese_daozhi_and_youyu() -> None:
    assert links(["npm总是出错", "导致我们换成了pnpm"], [[0], [1]], [False, True]) == {
        (0, 1, "导致")
    }
    assert links(["由于预算不够", "我们取消了项目"], [[0], [1]], [False, True]) == {(0, 1, "由于")}


def test_chinese_across_sentences() -> None:
    assert links(["服务器老是挂。", "所以我们换了云。"], [[0], [1]]) == {(0, 1, "所以")}


def test_unsplit_sentence_links_facts_in_text_order() -> None:
    assert links(["We left because it was slow"], [[0, 1]]) == {(1, 0, "because")}
    assert links(["It was slow, so we left"], [[0, 1]]) == {(0, 1, "so")}


def test_no_connective_no_link_and_empty_units_are_skipped() -> None:
    assert links(["I live in Paris.", "I use Vim."], [[0], [1]]) == set()
    assert links(["Hmm.", "So we left."], [[], [0]]) == set()


def test_forward_link_skips_a_factless_clause_of_the_same_sentence() -> None:
    units = ["The build broke", "sadly", "so we rolled back"]
    assert links(units, [[0], [], [1]], [False, True, True]) == {(0, 1, "so")}
