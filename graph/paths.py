"""Where the checkout and the local data directory are: the ground floor's one notion of a
path, shared by the settings (the default `data_dir`) and by what caches files under it."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
# The local Neo4j's files and the embedding model's ONNX export (`Settings.data_dir`).
DEFAULT_DATA_DIR = REPO_ROOT / ".palimpsest"
