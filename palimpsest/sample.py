"""Loads the built-in sample (palimpsest/data/sample.yaml) so a new user sees the service,
including its audit queue, at once. Idempotent: a second load counts everything as
duplicates."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import yaml

from graph.types import EpisodeInput, IngestReceipt, StructuredFactInput
from palimpsest.service import MemoryService

SAMPLE = Path(__file__).resolve().parent / "data" / "sample.yaml"


def load_sample(
    service: MemoryService, tenant: str | None = None
) -> tuple[str, list[IngestReceipt]]:
    """Ingest the sample into `tenant` (default: the file's); returns (tenant, receipts)."""
    data = yaml.safe_load(SAMPLE.read_text(encoding="utf-8"))
    tenant = tenant or data["tenant"]
    episodes = [
        EpisodeInput(text=e["text"], occurred_at=datetime.fromisoformat(e["at"]),
                     speaker="user", session_id=e.get("session"), source="user")
        for e in data["episodes"]
    ]  # fmt: skip
    facts = [
        StructuredFactInput(subject=f["subject"], attribute=f["attribute"], value=f["value"],
                            valid_from=datetime.fromisoformat(f["at"]), text=f["text"])
        for f in data["facts"]
    ]  # fmt: skip
    # Facts go one by one so each later value meets the earlier one (as imports arrive).
    receipts = [service.ingest(tenant, episodes)]
    receipts += [service.ingest_facts(tenant, [f]) for f in facts]
    return tenant, receipts
