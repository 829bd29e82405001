"""The committed typed client (palimpsest/client/aio, sync) is exactly what ariadne-codegen
makes from gql/schema.graphql and palimpsest/client/operations: a schema change that
touches an operation, or an edited operation, fails here until `make client` is run.

ariadne-codegen runs from its own venv (.venv-codegen, `make codegen-venv`, part of
`make setup`): it cannot share the service's graphql-core. Without that venv the test skips
on a developer's machine but fails in CI (CI=true), where `make setup` must have made it.
"""

from __future__ import annotations

import filecmp
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[2]
CLIENT = REPO / "palimpsest" / "client"
TOOL = REPO / ".venv-codegen" / "bin" / "ariadne-codegen"
PACKAGES = ("aio", "sync")
REGENERATE = "run `make client` and commit palimpsest/client/aio and palimpsest/client/sync"


def _python_files(root: Path) -> dict[str, Path]:
    return {p.relative_to(root).as_posix(): p for p in sorted(root.rglob("*.py"))}


def test_the_generated_client_matches_the_schema_and_operations(tmp_path: Path) -> None:
    if not TOOL.exists():
        message = f"{TOOL.relative_to(REPO)} is missing: run `make codegen-venv` (make setup)"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "client_codegen.py"), "--out", str(tmp_path)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, (
        f"ariadne-codegen could not generate the client from gql/schema.graphql "
        f"(an operation no longer fits the schema?): fix palimpsest/client/operations, then "
        f"{REGENERATE}\n{done.stderr}{done.stdout}"
    )
    drift = []
    for package in PACKAGES:
        fresh, committed = _python_files(tmp_path / package), _python_files(CLIENT / package)
        drift += [
            f"{package}/{name}: not generated any more" for name in committed.keys() - fresh.keys()
        ]
        drift += [f"{package}/{name}: missing" for name in fresh.keys() - committed.keys()]
        drift += [
            f"{package}/{name}: differs"
            for name in fresh.keys() & committed.keys()
            if not filecmp.cmp(fresh[name], committed[name], shallow=False)
        ]
    assert not drift, (
        "the typed client drifted from the schema:\n  "
        + "\n  ".join(sorted(drift))
        + f"\n{REGENERATE}"
    )


def test_the_generated_client_imports_only_httpx_pydantic_and_the_stdlib() -> None:
    """Its run-time needs are the service's own pins: no graphql-core (the tool's, 3.2)."""
    allowed = {"httpx", "pydantic", "pydantic_core", "websockets"} | set(sys.stdlib_module_names)
    found = set()
    for package in PACKAGES:
        for path in (CLIENT / package).glob("*.py"):
            for line in path.read_text(encoding="utf-8").splitlines():
                words = line.split()
                if len(words) >= 2 and words[0] in ("import", "from") and not words[1][0] == ".":
                    found.add(words[1].split(".")[0])
    assert found and found <= allowed, sorted(found - allowed)


def test_every_client_operation_fits_the_request_cost_limit() -> None:
    """The API refuses a request over gql.cost.MAX_COST; no generated method may be one."""
    import re

    from graphql import parse

    from gql.cost import MAX_COST, request_cost
    from gql.schema import build_schema

    schema = build_schema()._schema
    source = (CLIENT / "sync" / "client.py").read_text(encoding="utf-8")
    documents = re.findall(r'gql\(\s*"""(.*?)"""', source, re.S)
    assert len(documents) == 12  # palimpsest/client/operations
    worst = {"maxItems": 50, "first": 200}  # the largest lists the API accepts
    costs = {
        re.search(r"(?:query|mutation) (\w+)", doc).group(1): request_cost(  # type: ignore[union-attr]
            parse(doc), schema, {k: v for k, v in worst.items() if f"${k}" in doc}
        )
        for doc in documents
    }
    assert max(costs.values()) <= MAX_COST, costs
