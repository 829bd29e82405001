"""requirements.lock (what `make setup` and CI install with) agrees with pyproject.toml."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[2]


def _pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "requirements.lock").read_text().splitlines():
        m = re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)", line)
        if m:
            pins[canonicalize_name(m.group(1))] = m.group(2)
    return pins


def test_every_declared_dependency_is_pinned_within_its_range() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = [*project["dependencies"], *project["optional-dependencies"]["dev"]]
    pins = _pins()
    problems = []
    for raw in declared:
        req = Requirement(raw)
        pinned = pins.get(canonicalize_name(req.name))
        if pinned is None:
            problems.append(f"{req.name}: not in requirements.lock")
        elif not req.specifier.contains(pinned, prereleases=True):
            problems.append(f"{req.name}: lock pins {pinned}, pyproject asks {req.specifier}")
    assert not problems, "run `make lock`: " + "; ".join(problems)


def test_known_bad_versions_are_not_pinned() -> None:
    from packaging.version import Version

    pins = _pins()
    assert Version(pins["starlette"]) >= Version("1.5.1")  # Range-header DoS and later advisories
    assert not Version("1.107.0") <= Version(pins["litellm"]) < Version("1.108")  # compromised
