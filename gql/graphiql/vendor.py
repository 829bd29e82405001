"""Fetch GraphiQL's assets from the npm registry into `gql/graphiql/static/` (make setup).

`python -m gql.graphiql.vendor`: `npm pack` each locked package version, check the tarball
against the lock's integrity (sha512, as npm records it), and keep only the files the page
loads. Idempotent: nothing is fetched when every file is there. After a strawberry upgrade
that moves versions, `gql.graphiql.page_html` refuses the page until the lock is updated.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from gql.graphiql import STATIC_DIR, local_name, lock, vendored


def integrity(tarball: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()


def pack(spec: str, into: Path) -> Path:
    """`npm pack spec` into `into`; the tarball's path."""
    out = subprocess.run(["npm", "pack", spec, "--json", "--pack-destination", str(into)],
                         check=True, capture_output=True, text=True).stdout  # fmt: skip
    return into / json.loads(out)[0]["filename"]


def vendor() -> list[str]:
    """Fetch, verify and extract every locked file; returns the files written."""
    STATIC_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        for spec, entry in lock().items():
            tarball = pack(spec, Path(tmp))
            got = integrity(tarball)
            if got != entry["integrity"]:
                raise SystemExit(f"{spec}: tarball integrity {got} != locked {entry['integrity']}")
            package = spec.rsplit("@", 1)[0]
            with tarfile.open(tarball) as tar:
                for path in entry["files"]:
                    member = tar.extractfile(f"package/{path}")
                    if member is None:
                        raise SystemExit(f"{spec}: no {path} in the tarball")
                    target = STATIC_DIR / local_name(package, path)
                    target.write_bytes(member.read())
                    written.append(target.name)
    return written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="fetch even when every file is there")
    args = ap.parse_args(argv)
    if vendored() and not args.force:
        print(f"GraphiQL assets present in {STATIC_DIR}")
        return 0
    files = vendor()
    print(f"GraphiQL assets vendored ({len(files)} files, integrity checked) in {STATIC_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
