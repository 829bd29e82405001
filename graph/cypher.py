"""Loads named Cypher statements from `cypher/` (the only place Cypher text lives).

The statements are package data of the `cypher` package, found with importlib.resources,
so an installed wheel reads its own copy, wherever it is installed.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

CYPHER_DIR = Path(str(resources.files("cypher")))


@cache
def cypher(name: str) -> str:
    """The statement in `cypher/<name>.cypher`, e.g. `cypher("ingest/create_episodes")`."""
    path = CYPHER_DIR / f"{name}.cypher"
    if not path.is_file():
        raise KeyError(f"no Cypher file {path.relative_to(CYPHER_DIR.parent)}")
    return _strip_comments(path.read_text(encoding="utf-8"))


def statements(text: str) -> list[str]:
    """Split a file holding several `;`-terminated statements (schema migrations)."""
    return [s.strip() for s in _strip_comments(text).split(";") if s.strip()]


def _strip_comments(text: str) -> str:
    return "\n".join(ln for ln in text.splitlines() if not ln.lstrip().startswith("//")).strip()
