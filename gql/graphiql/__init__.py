"""GraphiQL served by the app itself, so the IDE works on a machine without internet.

strawberry's GraphiQL page loads React, GraphiQL and the explorer plugin from unpkg. Here the
same files, at the same pinned versions, are vendored from the npm registry at setup
(`python -m gql.graphiql.vendor`, run by `make setup`): each package tarball is checked
against the integrity recorded in `assets.lock.json` before its file is kept under
`static/` (git-ignored). `page_html` is strawberry's page with each unpkg URL pointing at
`STATIC_PATH`; the page's subresource-integrity hashes stay, so the browser checks the
local files against the same hashes strawberry pins.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

STATIC_PATH = "/graphiql-static"
LOCK_PATH = Path(__file__).with_name("assets.lock.json")
STATIC_DIR = Path(str(resources.files("gql.graphiql"))) / "static"
_UNPKG = re.compile(r"https://unpkg\.com/(@?[^\s\"@]+)@([^/\s\"]+)/([^\s\"]+)")


@cache
def lock() -> dict[str, dict[str, Any]]:
    """package@version -> {"integrity": sha512 of the tarball (npm's), "files": [paths]}."""
    return json.loads(LOCK_PATH.read_text(encoding="utf-8"))


def local_name(package: str, path: str) -> str:
    """The file name under `static/` for `path` inside `package`'s tarball."""
    return f"{package.replace('/', '_').lstrip('@')}__{path.replace('/', '_')}"


def vendored() -> bool:
    """Whether every locked file is present under `static/`."""
    return all((STATIC_DIR / local_name(spec.rsplit("@", 1)[0], path)).is_file()
               for spec, entry in lock().items() for path in entry["files"])  # fmt: skip


@cache
def page_html(strawberry_html: str) -> str:
    """strawberry's GraphiQL page with its unpkg assets served from `STATIC_PATH`. Raises
    ValueError when the page names an asset that is not locked (a strawberry upgrade that
    moved versions: re-lock rather than fall back to the CDN)."""
    locked = {(spec.rsplit("@", 1)[0], spec.rsplit("@", 1)[1], path)
              for spec, entry in lock().items() for path in entry["files"]}  # fmt: skip

    def local(match: re.Match[str]) -> str:
        package, version, path = match.group(1), match.group(2), match.group(3)
        if (package, version, path) not in locked:
            raise ValueError(f"GraphiQL asset {package}@{version}/{path} is not in the lock")
        return f"{STATIC_PATH}/{local_name(package, path)}"

    html = _UNPKG.sub(local, strawberry_html)
    # Same-origin files: no CORS mode needed.
    return html.replace("crossorigin\n", "\n").replace(" crossorigin ", " ")
