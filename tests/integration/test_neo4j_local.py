"""The launcher against the real server: idempotent up, status, clear failures."""

from __future__ import annotations

import socket
import urllib.request

import pytest

from palimpsest.neo4j_local import LocalNeo4j, Neo4jLocalError
from palimpsest.settings import Settings, get_settings

pytestmark = pytest.mark.integration


def test_second_up_reports_the_running_server(neo4j_server: None) -> None:
    local = LocalNeo4j(get_settings())
    status = local.status()
    if not status.running:
        pytest.skip("Neo4j is served by something other than this launcher (e.g. Docker)")
    assert "already running" in local.up()
    again = local.status()
    assert again.pid == status.pid and again.version and again.version.startswith("5.26")


def test_browser_answers_200(neo4j_server: None) -> None:
    port = get_settings().neo4j_http_port
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/browser/", timeout=10) as resp:
        assert resp.status == 200
        assert b"<title>Neo4j Browser" in resp.read()


def test_taken_port_gives_one_clear_message(tmp_path) -> None:
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        port = blocker.getsockname()[1]
        settings = Settings(data_dir=tmp_path, neo4j_bolt_port=port, neo4j_http_port=port)
        with pytest.raises(Neo4jLocalError, match=f"port {port} .* taken"):
            LocalNeo4j(settings).up()


def test_down_without_server_is_a_no_op(tmp_path) -> None:
    assert LocalNeo4j(Settings(data_dir=tmp_path)).down() == "not running"
