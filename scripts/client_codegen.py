"""Generate the typed Python client (palimpsest/client/aio and palimpsest/client/sync).

`make client` runs this; the drift test (tests/unit/test_client_codegen.py) runs it with
`--out DIR` and compares DIR with the committed packages.

ariadne-codegen is a build tool only: it needs graphql-core<3.3 while the service pins
3.3 (strawberry), so it lives in its own venv, `.venv-codegen`, pinned by
requirements-codegen.lock (`make codegen-venv`, part of `make setup`). The code it writes
imports only httpx and pydantic.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CLIENT_DIR = REPO / "palimpsest" / "client"
TOOL = REPO / ".venv-codegen" / "bin" / "ariadne-codegen"
# Each config writes one package under palimpsest/client/.
CONFIGS = {"aio": CLIENT_DIR / "codegen-aio.toml", "sync": CLIENT_DIR / "codegen-sync.toml"}
TARGET_LINE = 'target_package_path = "palimpsest/client"'


def generate(out: Path) -> None:
    """Write the `aio` and `sync` packages under `out` (replacing any already there)."""
    if not TOOL.exists():
        raise SystemExit(f"{TOOL.relative_to(REPO)} is missing: run `make codegen-venv`")
    out.mkdir(parents=True, exist_ok=True)
    for package, config in CONFIGS.items():
        text = config.read_text(encoding="utf-8")
        assert TARGET_LINE in text, f"{config}: expected the line {TARGET_LINE!r}"
        with tempfile.TemporaryDirectory() as tmp:
            staged = Path(tmp) / "out"
            staged.mkdir()
            moved = Path(tmp) / config.name
            moved.write_text(
                text.replace(TARGET_LINE, f'target_package_path = "{staged.as_posix()}"'),
                encoding="utf-8",
            )
            done = subprocess.run(
                [str(TOOL), "--config", str(moved), "client"],
                cwd=REPO, capture_output=True, text=True,
            )  # fmt: skip
            if done.returncode != 0:
                failure = f"{done.stderr}{done.stdout}"
                raise SystemExit(f"ariadne-codegen failed for {package}:\n{failure}")
            shutil.rmtree(out / package, ignore_errors=True)
            shutil.copytree(staged / package, out / package)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/client_codegen.py", description=__doc__)
    parser.add_argument("--out", type=Path, default=CLIENT_DIR, help="where to write aio/, sync/")
    args = parser.parse_args(argv)
    generate(args.out)
    print(f"wrote {', '.join(str(args.out / p) for p in CONFIGS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
