"""Local Neo4j 5.26 Community, assembled from Maven Central, for machines without Docker.

`palimpsest neo4j up | down | status | logs` drive this module. The server runs on loopback
with its conf, data and logs under the data directory (git-ignored), and is tracked by the
pid file it writes, so `down` stops exactly the server `up` started.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from palimpsest.settings import REPO_ROOT, Settings

POM = REPO_ROOT / "docker" / "neo4j" / "pom.xml"


class Neo4jLocalError(RuntimeError):
    """A launcher failure with a one-paragraph message meant for a person."""


def resident_mb(pid: int) -> int | None:
    """A process's resident memory in MB (Linux /proc), None when it cannot be read."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def browser_url(http_port: int, bolt_port: int) -> str:
    """Neo4j Browser, already connected: the local server has no auth, and these parameters
    make Browser connect without showing its username/password form."""
    return (
        f"http://127.0.0.1:{http_port}/browser/"
        f"?preselectAuthMethod=NO_AUTH&dbms=neo4j://127.0.0.1:{bolt_port}"
    )


@dataclass
class Neo4jStatus:
    running: bool
    pid: int | None
    version: str | None
    bolt_port: int
    http_port: int
    data_dir: Path
    memory_mb: int | None = None  # resident memory of the server process

    def describe(self) -> str:
        state = f"running (pid {self.pid})" if self.running else "stopped"
        if self.memory_mb is not None:
            state += f", {self.memory_mb} MB resident"
        return (
            f"neo4j: {state}\n  version: {self.version or 'unknown'}\n"
            f"  bolt: bolt://127.0.0.1:{self.bolt_port}\n"
            f"  browser: {browser_url(self.http_port, self.bolt_port)}\n"
            f"  data dir: {self.data_dir}"
        )


class LocalNeo4j:
    """The Maven-assembled server under `settings.data_dir / 'neo4j'`."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.lib_home = settings.neo4j_home
        self.home = settings.data_dir / "neo4j"
        self.pid_file = self.home / "run" / "neo4j.pid"
        self.console_log = self.home / "logs" / "console.log"

    # -- build ---------------------------------------------------------------------------

    def build(self) -> bool:
        """Assemble the server jars with Maven unless already built. True if it built."""
        stamp = self.lib_home / ".built"
        if stamp.exists() and stamp.stat().st_mtime >= POM.stat().st_mtime:
            return False
        _require_tool(
            "java",
            "Java 17 or 21 is needed to run Neo4j 5.26 (apt-get install openjdk-17-jre-headless).",
        )
        _require_tool(
            "mvn", "Maven is needed to assemble Neo4j from Maven Central (apt-get install maven)."
        )
        proc = subprocess.run(
            ["mvn", "-B", "-q", "-f", str(POM), "package"],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            errors = [ln for ln in (proc.stdout + proc.stderr).splitlines() if "ERROR" in ln]
            raise Neo4jLocalError(
                "Maven could not assemble Neo4j from Maven Central:\n  "
                + "\n  ".join(
                    errors[:8] or ["(no ERROR lines; run mvn -f docker/neo4j/pom.xml package)"]
                )
            )
        stamp.touch()
        return True

    # -- lifecycle -----------------------------------------------------------------------

    def up(self) -> str:
        """Start the server unless it already runs; wait until Bolt and HTTP answer."""
        pid = self._recorded_pid()
        if pid is not None:
            self._wait_ready(pid)
            return f"already running\n{self.status().describe()}"
        for port in (self.settings.neo4j_bolt_port, self.settings.neo4j_http_port):
            if _port_open(port):
                raise Neo4jLocalError(
                    f"port {port} on 127.0.0.1 is taken by another process; stop it or set "
                    "PALIMPSEST_NEO4J_BOLT_PORT / PALIMPSEST_NEO4J_HTTP_PORT."
                )
        built = self.build()
        self._write_conf()
        java = _require_tool("java", "Java 17 or 21 is needed to run Neo4j 5.26.")
        heap = self.settings.neo4j_heap
        cmd = [
            java, f"-Xms{heap}", f"-Xmx{heap}", "-XX:+UseG1GC",
            "-XX:+UnlockExperimentalVMOptions", "-XX:+TrustFinalNonStaticFields",
            "-Dio.netty.tryReflectionSetAccessible=true",
            "--add-opens=java.base/java.nio=ALL-UNNAMED",
            "--add-opens=java.base/java.io=ALL-UNNAMED",
            "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
            "--enable-native-access=ALL-UNNAMED",
            "-cp", f"{self.home / 'plugins'}/*:{self.lib_home / 'lib'}/*",
            "org.neo4j.server.CommunityEntryPoint",
            f"--home-dir={self.home}", f"--config-dir={self.home / 'conf'}", "--console-mode",
        ]  # fmt: skip
        self.console_log.parent.mkdir(parents=True, exist_ok=True)
        with open(self.console_log, "ab") as log:
            proc = subprocess.Popen(
                cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                cwd=self.home, start_new_session=True,
            )  # fmt: skip
        self.pid_file.parent.mkdir(parents=True, exist_ok=True)
        self.pid_file.write_text(str(proc.pid))
        self._wait_ready(proc.pid)
        note = "built from Maven Central, " if built else ""
        return f"started ({note}pid {proc.pid})\n{self.status().describe()}"

    def down(self, timeout: float = 60.0) -> str:
        """Stop the server this launcher started (SIGTERM, then SIGKILL after `timeout`)."""
        pid = self._recorded_pid()
        if pid is None:
            return "not running"
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        forced = _alive(pid)
        if forced:
            os.kill(pid, signal.SIGKILL)
            while _alive(pid):
                time.sleep(0.1)
        self.pid_file.unlink(missing_ok=True)
        return f"stopped (pid {pid}{', killed after timeout' if forced else ''})"

    def status(self) -> Neo4jStatus:
        pid = self._recorded_pid()
        version = None
        if pid is not None:
            version = _discovery(self.settings.neo4j_http_port).get("neo4j_version")
        if version is None:  # stopped: the version that is built
            jars = sorted((self.lib_home / "lib").glob("neo4j-5.*.jar"))
            version = f"{jars[0].stem.removeprefix('neo4j-')} (built)" if jars else None
        return Neo4jStatus(
            running=pid is not None,
            pid=pid,
            version=version,
            bolt_port=self.settings.neo4j_bolt_port,
            http_port=self.settings.neo4j_http_port,
            data_dir=self.home,
            memory_mb=resident_mb(pid) if pid is not None else None,
        )

    def logs(self, lines: int = 50) -> str:
        """The last lines of the server's console log."""
        return _tail(self.console_log, lines)

    # -- internals -----------------------------------------------------------------------

    def _recorded_pid(self) -> int | None:
        try:
            pid = int(self.pid_file.read_text().strip())
        except (FileNotFoundError, ValueError):
            return None
        if _alive(pid):
            return pid
        self.pid_file.unlink(missing_ok=True)  # stale: the server died or the machine rebooted
        return None

    def _wait_ready(self, pid: int) -> None:
        deadline = time.monotonic() + self.settings.neo4j_start_timeout
        while time.monotonic() < deadline:
            if not _alive(pid):
                self.pid_file.unlink(missing_ok=True)
                raise Neo4jLocalError(
                    f"Neo4j exited during startup. Last log lines:\n{self.logs(25)}"
                )
            http = _discovery(self.settings.neo4j_http_port)
            if http and _port_open(self.settings.neo4j_bolt_port):
                return
            time.sleep(0.5)
        raise Neo4jLocalError(
            f"Neo4j did not answer on Bolt :{self.settings.neo4j_bolt_port} and HTTP "
            f":{self.settings.neo4j_http_port} within {self.settings.neo4j_start_timeout:.0f} s. "
            f"Last log lines:\n{self.logs(25)}"
        )

    def _write_conf(self) -> None:
        for sub in ("conf", "data", "logs", "plugins", "run", "import", "licenses"):
            (self.home / sub).mkdir(parents=True, exist_ok=True)
        s = self.settings
        conf = f"""# Written by palimpsest neo4j up; edit PALIMPSEST_* settings instead.
server.default_listen_address=127.0.0.1
server.default_advertised_address=127.0.0.1
server.bolt.listen_address=:{s.neo4j_bolt_port}
server.bolt.advertised_address=:{s.neo4j_bolt_port}
server.http.listen_address=:{s.neo4j_http_port}
server.http.advertised_address=:{s.neo4j_http_port}
server.https.enabled=false
dbms.security.auth_enabled=false
dbms.usage_report.enabled=false
server.memory.pagecache.size={s.neo4j_pagecache}
server.directories.data={self.home / "data"}
server.directories.logs={self.home / "logs"}
server.directories.plugins={self.home / "plugins"}
server.directories.run={self.home / "run"}
server.directories.import={self.home / "import"}
server.directories.licenses={self.home / "licenses"}
db.tx_log.rotation.retention_policy={s.neo4j_tx_log_retention}
"""
        (self.home / "conf" / "neo4j.conf").write_text(conf)


def _require_tool(name: str, hint: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise Neo4jLocalError(f"`{name}` was not found on PATH. {hint}")
    return path


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    # A zombie child still answers kill(0); reap it if it is ours.
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
        return done == 0
    except ChildProcessError:
        return _not_zombie(pid)


def _not_zombie(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _port_open(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.5)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _discovery(http_port: int) -> dict[str, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{http_port}/", timeout=2) as resp:
            return json.loads(resp.read().decode())
    except (OSError, ValueError):
        return {}


def _tail(path: Path, lines: int) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except FileNotFoundError:
        return f"(no log at {path})"
