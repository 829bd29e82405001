"""A wheel that works: built from the checkout, installed outside it, it migrates, ingests
and answers, reading its Cypher, admin files, models and schema from the installed copy."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

REPO = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys, json
from pathlib import Path
site = Path(sys.argv[1]).resolve()
import palimpsest, graph.cypher, palimpsest.app
for module in (palimpsest, graph.cypher):
    assert Path(module.__file__).resolve().is_relative_to(site), module.__file__
assert graph.cypher.CYPHER_DIR.resolve().is_relative_to(site), graph.cypher.CYPHER_DIR
assert (palimpsest.app.ADMIN_DIR / "index.html").is_file()
assert palimpsest.app.ADMIN_DIR.resolve().is_relative_to(site)
import palimpsest.client
assert Path(palimpsest.client.__file__).resolve().is_relative_to(site)
assert palimpsest.client.Client and palimpsest.client.AsyncClient
from palimpsest.cli import app
try:
    app(["migrate"], standalone_mode=False)
except SystemExit as exc:
    assert not exc.code, exc.code
from datetime import UTC, datetime
from graph.types import EpisodeInput
from palimpsest.service import MemoryService
service = MemoryService.from_settings()
tenant = sys.argv[2]
try:
    receipt = service.ingest(tenant, [EpisodeInput(
        "I moved to Lyon last month.", datetime(2024, 3, 2, tzinfo=UTC), speaker="user")])
    packet = service.evidence(tenant, "Where do I live now?")
    print(json.dumps({"accepted": receipt.accepted, "facts": receipt.facts_created,
                      "current": [i.fact.value for i in packet.current if i.fact]}))
finally:
    service.graph.delete_tenant(tenant)
"""


def test_the_wheel_migrates_ingests_and_answers_from_outside_the_checkout(
    tmp_path: Path,
    graph,  # noqa: ANN001 - the session's Neo4j must be up
) -> None:
    source = tmp_path / "source"
    source.mkdir()
    files = subprocess.run(["git", "-C", str(REPO), "ls-files", "-co", "--exclude-standard"],
                           check=True, capture_output=True, text=True).stdout.split()  # fmt: skip
    with tarfile.open(tmp_path / "tree.tar", "w") as tar:
        for name in files:
            if (REPO / name).is_file():
                tar.add(REPO / name, arcname=name)
    with tarfile.open(tmp_path / "tree.tar") as tar:
        tar.extractall(source, filter="data")
    pip = [sys.executable, "-m", "pip", "-q"]
    subprocess.run([*pip, "wheel", str(source), "--no-deps", "--no-build-isolation",
                    "-w", str(tmp_path / "dist")], check=True, capture_output=True)  # fmt: skip
    wheel = next((tmp_path / "dist").glob("palimpsest_memory-*.whl"))
    site = tmp_path / "site"
    subprocess.run([*pip, "install", "--no-deps", "--target", str(site), str(wheel)],
                   check=True, capture_output=True)  # fmt: skip
    run_dir = tmp_path / "elsewhere"
    run_dir.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site), "HF_HUB_OFFLINE": "1",
           "TRANSFORMERS_OFFLINE": "1", "LITELLM_LOCAL_MODEL_COST_MAP": "True"}  # fmt: skip
    tenant = f"wheel-{uuid.uuid4().hex[:8]}"
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(site), tenant], cwd=run_dir,
                          env=env, capture_output=True, text=True, timeout=600)  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    result = done.stdout.strip().splitlines()[-1]
    assert '"accepted": 1' in result and '"Lyon"' in result, result
