"""docker/compose.yml: Neo4j 5.26 Community with Browser, Bolt and a volume, plus the service
built from docker/Dockerfile. `docker compose config` validates it where the plugin exists
(scripts/compose-plugin.sh); this test checks the same shape everywhere."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

pytestmark = pytest.mark.unit

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "docker" / "compose.yml"


def test_compose_file_shape() -> None:
    spec = yaml.safe_load(COMPOSE.read_text())
    neo4j, service = spec["services"]["neo4j"], spec["services"]["palimpsest"]
    assert neo4j["image"] == "neo4j:5.26-community"
    assert {"127.0.0.1:7474:7474", "127.0.0.1:7687:7687"} <= set(neo4j["ports"])
    assert any(v.endswith(":/data") for v in neo4j["volumes"])
    assert "neo4j-data" in spec["volumes"]
    assert service["build"]["dockerfile"] == "docker/Dockerfile"
    assert (ROOT / service["build"]["dockerfile"]).is_file()
    assert service["environment"]["PALIMPSEST_NEO4J_URI"] == "bolt://neo4j:7687"


def test_docker_compose_config_validates_when_the_plugin_exists() -> None:
    docker = shutil.which("docker")
    has_plugin = (
        docker
        and subprocess.run([docker, "compose", "version"], capture_output=True).returncode == 0
    )
    if not has_plugin:
        pytest.skip("no docker compose plugin here (scripts/compose-plugin.sh builds one)")
    result = subprocess.run(
        [docker, "compose", "-f", str(COMPOSE), "config", "--quiet"], capture_output=True
    )
    assert result.returncode == 0, result.stderr.decode()
