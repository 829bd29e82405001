"""Loads named Cypher statements from `cypher/` (the only place Cypher text lives).

The statements are package data of the `cypher` package, found with importlib.resources,
so an installed wheel reads its own copy, wherever it is installed.

A statement names what it returns of a node with a projection of `cypher/projections/`,
one per node kind, instead of spelling the properties out: `{{fact(f)}}` stands for
`cypher/projections/fact.cypher` with `_` read as `f`, and is resolved when the statement is
loaded. So every read returns a node kind in one shape, the one `graph.records` maps
(`fact_from_node`, `episode_from_node`, …). The files of `cypher/explore/` are pasted into
Neo4j Browser as they are and include nothing.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from pathlib import Path

CYPHER_DIR = Path(str(resources.files("cypher")))
PROJECTIONS = "projections"

# `{{fact(f)}}`: the projection `fact` of the node bound to `f`.
_INCLUDE = re.compile(r"\{\{\s*(\w+)\(\s*(\w+)\s*\)\s*\}\}")
# The node a projection file projects: `_` standing alone (not inside `valid_from`).
_NODE = re.compile(r"(?<!\w)_(?!\w)")


@cache
def cypher(name: str) -> str:
    """The statement in `cypher/<name>.cypher` with its projections resolved, e.g.
    `cypher("reads/facts_page")`."""
    return _resolve(_read(name), name)


@cache
def projection(kind: str, node: str) -> str:
    """The projection of node kind `kind` (`cypher/projections/<kind>.cypher`) of the node
    bound to `node`: `projection("fact", "f")` -> `f {.uid, .tenant, …}`."""
    if not re.fullmatch(r"\w+", node):
        raise ValueError(f"not a Cypher variable: {node!r}")
    body = _read(f"{PROJECTIONS}/{kind}")
    if _INCLUDE.search(body):
        raise ValueError(f"projection {kind} includes another; projections are leaves")
    return _NODE.sub(node, " ".join(body.split()))


def includes(name: str) -> list[tuple[str, str]]:
    """The (kind, node) of every projection `cypher/<name>.cypher` includes, in order."""
    return _INCLUDE.findall(_read(name))


def statements(text: str) -> list[str]:
    """Split a file holding several `;`-terminated statements (schema migrations)."""
    return [s.strip() for s in _strip_comments(text).split(";") if s.strip()]


def _read(name: str) -> str:
    path = CYPHER_DIR / f"{name}.cypher"
    if not path.is_file():
        raise KeyError(f"no Cypher file {path.relative_to(CYPHER_DIR.parent)}")
    return _strip_comments(path.read_text(encoding="utf-8"))


def _resolve(text: str, name: str) -> str:
    def include(match: re.Match[str]) -> str:
        try:
            return projection(match.group(1), match.group(2))
        except KeyError as exc:
            raise KeyError(f"{name}: includes unknown projection {match.group(1)!r}") from exc

    return _INCLUDE.sub(include, text)


def _strip_comments(text: str) -> str:
    return "\n".join(ln for ln in text.splitlines() if not ln.lstrip().startswith("//")).strip()
