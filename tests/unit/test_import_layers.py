"""The house's floors (DESIGN.md: architecture): no import runs from a lower layer to a higher
one. graph < extract < resolver, recall < the service < its transports (gql, MCP, admin) < the
composition root (app, CLI). Every import counts, also one inside a function or under
TYPE_CHECKING: a lazy import is still an arrow. `bench` and `tests` stand outside the house."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[2]

# Floor of each package (or module): a module may import its own package and lower floors.
FLOORS: dict[str, int] = {
    "graph": 0,
    "cypher": 0,
    "extract": 1,
    "resolver": 2,
    "recall": 2,
    "palimpsest": 3,
    "gql": 4,
    "mcp_transport": 4,
    "admin": 4,
    "palimpsest.app": 5,
    "palimpsest.cli": 5,
}
OUTSIDE = frozenset({"bench", "tests"})
# The one exemption. A training script is a tool run by hand, not part of the running
# service (nothing imports it): it reports through bench's result writers, as the
# benchmarks do, so that its results sit in bench/results/ in the same form.
TOOLS = frozenset({"extract.models.train_assertion"})


def floor_of(module: str) -> tuple[str, int] | None:
    """The unit (package, or a module with a floor of its own) and its floor."""
    parts = module.split(".")
    for n in range(len(parts), 0, -1):
        name = ".".join(parts[:n])
        if name in FLOORS:
            return name, FLOORS[name]
    return None


def imports_of(path: Path) -> list[tuple[str, int]]:
    """(imported module, line) of every import in a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(a.name, node.lineno) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append((node.module, node.lineno))
    return out


def modules() -> list[tuple[str, Path]]:
    out = []
    for path in sorted(ROOT.glob("*/**/*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[0].startswith(".") or rel.parts[0] in OUTSIDE:
            continue
        name = ".".join(rel.with_suffix("").parts).removesuffix(".__init__")
        if floor_of(name) is not None:
            out.append((name, path))
    return out


def upward_arrows() -> list[str]:
    return [arrow for name, path in modules() for arrow in arrows_of(name, path)]


def arrows_of(name: str, path: Path) -> list[str]:
    """The upward arrows of one module `name` at `path`."""
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    unit, floor = floor_of(name)  # type: ignore[misc]
    arrows = []
    for imported, line in imports_of(path):
        if imported.split(".")[0] == "bench":
            # Only `palimpsest bench` (the composition root) runs benchmarks.
            if floor < 5 and name not in TOOLS:
                arrows.append(f"{where}:{line} imports {imported}")
            continue
        target = floor_of(imported)
        if target is None:
            continue  # a third-party or standard library module
        other, other_floor = target
        same_package = other.split(".")[0] == unit.split(".")[0]
        if other_floor > floor or (other_floor == floor and not same_package):
            arrows.append(f"{where}:{line} ({unit}, floor {floor}) "
                          f"imports {imported} ({other}, floor {other_floor})")  # fmt: skip
    return arrows


def test_the_house_has_modules_on_every_floor() -> None:
    """The walk finds the packages (a check that finds nothing could not fail)."""
    floors = {floor_of(name)[1] for name, _ in modules()}  # type: ignore[index]
    assert floors == {0, 1, 2, 3, 4, 5}
    assert len(modules()) > 50


def test_no_import_runs_from_a_lower_floor_to_a_higher_one() -> None:
    assert upward_arrows() == []


def test_the_check_sees_an_upward_arrow(tmp_path: Path) -> None:
    """A lower module importing a higher one is reported (the check can fail)."""
    lower = tmp_path / "graph_module.py"
    lower.write_text("def f():\n    from palimpsest.service import MemoryService\n")
    assert imports_of(lower) == [("palimpsest.service", 2)]
    assert len(arrows_of("graph.module", lower)) == 1
    assert arrows_of("palimpsest.app", lower) == []  # the composition root may


def test_nothing_below_the_service_reads_the_settings_itself() -> None:
    """Settings come from the composition root through the service (e.g. the embedder is
    built from `MemoryService.settings`): no module below `palimpsest/` calls
    `get_settings()`."""
    calls = []
    for name, path in modules():
        if floor_of(name)[1] >= FLOORS["palimpsest"]:  # type: ignore[index]
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Name | ast.Attribute) and "get_settings" in (
                getattr(node, "id", None),
                getattr(node, "attr", None),
            ):
                calls.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert calls == []


def test_the_cli_imports_bench_only_for_palimpsest_bench() -> None:
    """`bench` (and what it pulls in) loads only when a benchmark command runs."""
    path = ROOT / "palimpsest" / "cli.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top_level = [line for imported, line in imports_of(path) if imported.split(".")[0] == "bench"]
    assert not [line for line in top_level if any(n.lineno == line for n in tree.body)]
    lazy = [
        (function.name, ast.unparse(node))
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef)
        for node in ast.walk(function)
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "bench"
    ]
    assert lazy and all(name.startswith("bench") for name, _ in lazy)
