"""`palimpsest serve` stops the Neo4j it started when it is interrupted (Ctrl-C), and says
so; a second local Neo4j on its own ports and data dir, so the suite's server is untouched."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_ctrl_c_on_serve_stops_the_neo4j_it_started(tmp_path: Path) -> None:
    app_port = _free_port()
    env = {**os.environ, "PALIMPSEST_DATA_DIR": str(tmp_path / "data"),
           "PALIMPSEST_NEO4J_BOLT_PORT": str(_free_port()),
           "PALIMPSEST_NEO4J_HTTP_PORT": str(_free_port()), "PALIMPSEST_PORT": str(app_port),
           "PALIMPSEST_NEO4J_HEAP": "512m", "PALIMPSEST_NEO4J_PAGECACHE": "64m",
           "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}  # fmt: skip
    env.pop("PALIMPSEST_NEO4J_URI", None)
    serve = subprocess.Popen([sys.executable, "-m", "palimpsest.cli", "serve", "--dev"],
                             cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)  # fmt: skip
    try:
        deadline = time.monotonic() + 300
        while True:
            assert serve.poll() is None, serve.stdout.read() if serve.stdout else ""
            assert time.monotonic() < deadline, "serve did not become ready"
            try:
                url = f"http://127.0.0.1:{app_port}/readyz"
                with urllib.request.urlopen(url, timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                time.sleep(1)
        pid = int((tmp_path / "data" / "neo4j" / "run" / "neo4j.pid").read_text())
        assert _alive(pid)
        serve.send_signal(signal.SIGINT)
        out, _ = serve.communicate(timeout=120)
    finally:
        if serve.poll() is None:
            serve.kill()
    assert f"Neo4j stopped (pid {pid}" in out, out[-2000:]
    assert not _alive(pid)
