"""Projections of cypher/projections/ included by the statements (graph/cypher.py): every
include resolves, no statement spells a projection out again, and the projections return
every field the domain dataclasses hold. No database."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from graph import cypher as cypher_module
from graph.cypher import CYPHER_DIR, PROJECTIONS, cypher, includes, projection
from graph.types import Episode, Fact

pytestmark = pytest.mark.unit

KINDS = sorted(p.stem for p in (CYPHER_DIR / PROJECTIONS).glob("*.cypher"))


def _names() -> list[str]:
    names = []
    for path in sorted(CYPHER_DIR.rglob("*.cypher")):
        name = path.relative_to(CYPHER_DIR).with_suffix("").as_posix()
        if not name.startswith((f"{PROJECTIONS}/", "schema/")):
            names.append(name)
    return names


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_the_projections_are_one_per_node_kind() -> None:
    assert KINDS == ["audit_item", "episode", "fact", "slot"]


@pytest.mark.parametrize("name", _names())
def test_every_include_resolves(name: str) -> None:
    text = cypher(name)
    assert "{{" not in text, name
    for kind, _ in includes(name):
        assert kind in KINDS, f"{name}: unknown projection {kind}"


@pytest.mark.parametrize("kind", KINDS)
def test_no_statement_spells_a_projection_out(kind: str) -> None:
    """The projection with any variable in place of `_` stands in no file but its own (the
    explore files, pasted into Neo4j Browser as they are, name the properties they show)."""
    marker = "NODEVARIABLE"
    pattern = re.escape(projection(kind, marker)).replace(marker, r"\w+")
    copies = []
    for path in sorted(CYPHER_DIR.rglob("*.cypher")):
        if path.parent.name == PROJECTIONS:
            continue
        if re.search(pattern, _flat(path.read_text(encoding="utf-8"))):
            copies.append(path.relative_to(CYPHER_DIR).as_posix())
    assert copies == [], f"{kind} projection copied into {copies}: include {{{{{kind}(x)}}}}"


def test_explore_files_include_nothing() -> None:
    """They are pasted into Neo4j Browser, which knows no includes (palimpsest/guide.py)."""
    for path in (CYPHER_DIR / "explore").glob("*.cypher"):
        assert "{{" not in path.read_text(encoding="utf-8"), path.name


def test_the_fact_and_episode_projections_are_included_where_facts_are_read() -> None:
    fact_readers = {name for name in _names() if any(k == "fact" for k, _ in includes(name))}
    assert {"reads/facts_by_uid", "reads/facts_page", "reads/slot", "recall/load_facts",
            "recall/causal_upstream", "recall/causal_downstream", "audit/lock_item",
            "audit/slot_active", "resolver/load_slots",
            "resolver/fact_for_retract"} <= fact_readers  # fmt: skip
    episode_readers = {n for n in _names() if any(k == "episode" for k, _ in includes(n))}
    assert {"reads/episode", "reads/episodes_page", "reads/fact_sources", "recall/seeds",
            "recall/load_sources", "recall/causal_upstream",
            "recall/causal_downstream"} <= episode_readers  # fmt: skip


def test_a_projection_names_its_node_only_where_underscore_stands_alone() -> None:
    text = projection("fact", "n")
    assert text.startswith("n {.uid, .tenant,")
    assert "valid_from: toString(n.valid_from)" in text  # `valid_from` itself untouched
    assert ".retract_reason}" in text and "_." not in text
    assert "\n" not in text and "//" not in text
    with pytest.raises(ValueError):
        projection("fact", "n) RETURN 1 //")


def _keys(kind: str) -> set[str]:
    """The map keys a projection returns (`.name` and `name: expression`)."""
    body = projection(kind, "x")
    return set(re.findall(r"[{,]\s*\.(\w+)", body)) | set(re.findall(r"[{,]\s*(\w+):", body))


@pytest.mark.parametrize(
    ("kind", "cls", "not_stored"),
    [
        ("fact", Fact, set()),
        # A case's outcome travels as its outcome_* properties (graph.records.outcome_from_node).
        ("episode", Episode, {"outcome"}),
    ],
)
def test_a_projection_returns_every_stored_field_of_its_dataclass(
    kind: str, cls: type, not_stored: set[str]
) -> None:
    fields = {f.name for f in dataclasses.fields(cls)} - not_stored
    assert fields - _keys(kind) == set()


@pytest.mark.parametrize("kind", ["audit_item", "slot"])
def test_whole_node_projections_keep_every_property(kind: str) -> None:
    """Audit items and slots hold no embedding: `.*` returns them whole."""
    assert projection(kind, "x").startswith("x {.*")


def test_an_unknown_projection_is_an_error_naming_the_statement(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / PROJECTIONS).mkdir()
    (tmp_path / PROJECTIONS / "fact.cypher").write_text("// a comment\n_ {.uid}\n")
    (tmp_path / "q").mkdir()
    (tmp_path / "q" / "good.cypher").write_text("MATCH (f:Fact)\nRETURN {{fact(f)}} AS fact\n")
    (tmp_path / "q" / "bad.cypher").write_text("MATCH (f:Fact)\nRETURN {{fcat(f)}} AS fact\n")
    monkeypatch.setattr(cypher_module, "CYPHER_DIR", tmp_path)
    cypher.cache_clear()
    projection.cache_clear()
    try:
        assert cypher("q/good") == "MATCH (f:Fact)\nRETURN f {.uid} AS fact"
        with pytest.raises(KeyError, match="q/bad: includes unknown projection 'fcat'"):
            cypher("q/bad")
    finally:
        cypher.cache_clear()
        projection.cache_clear()
