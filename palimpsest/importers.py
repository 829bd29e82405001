"""Importers: outside formats -> EpisodeInput lists (LoCoMo conversations, JSON lines)."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

from graph.types import EpisodeInput

_LOCOMO_DATE = re.compile(r"(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+(\w+),?\s+(\d{4})", re.I)


def parse_locomo_date(text: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> 2023-05-08T13:56Z."""
    m = _LOCOMO_DATE.search(text)
    if m is None:
        raise ValueError(f"unrecognised LoCoMo session date {text!r}")
    hour, minute, half, day, month, year = m.groups()
    h = int(hour) % 12 + (12 if half.lower() == "pm" else 0)
    month_no = datetime.strptime(month[:3], "%b").month
    return datetime(int(year), month_no, int(day), h, int(minute), tzinfo=UTC)


def locomo_episodes(
    path: Path, sample_ids: list[str] | None = None
) -> dict[str, list[EpisodeInput]]:
    """sample_id -> its turns as episodes (session date + turn order as time, dia_id as
    externalId, speaker kept, one session per LoCoMo session)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    out: dict[str, list[EpisodeInput]] = {}
    for conv in data:
        sid = conv["sample_id"]
        if sample_ids and sid not in sample_ids:
            continue
        c = conv["conversation"]
        episodes: list[EpisodeInput] = []
        n = 1
        while f"session_{n}" in c:
            start = parse_locomo_date(c[f"session_{n}_date_time"])
            for i, turn in enumerate(c[f"session_{n}"]):
                text = turn["text"]
                if turn.get("blip_caption"):
                    text += f" [shares a photo: {turn['blip_caption']}]"
                episodes.append(
                    EpisodeInput(
                        text=text, occurred_at=start + timedelta(seconds=30 * i),
                        source="user", speaker=turn["speaker"],
                        session_id=f"{sid}:session_{n}", external_id=turn["dia_id"],
                    )
                )  # fmt: skip
            n += 1
        out[sid] = episodes
    missing = set(sample_ids or []) - set(out)
    if missing:
        raise ValueError(f"sample(s) not in {path}: {', '.join(sorted(missing))}")
    return out


def jsonl_episodes(path: Path) -> list[EpisodeInput]:
    """One JSON object per line with text, occurredAt and the optional EpisodeInput fields."""
    episodes = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        try:
            occurred = datetime.fromisoformat(row["occurredAt"])
        except (KeyError, ValueError) as exc:
            raise ValueError(f"{path}:{n}: occurredAt missing or not ISO-8601") from exc
        episodes.append(
            EpisodeInput(
                text=row.get("text", ""), occurred_at=occurred, source=row.get("source", "user"),
                speaker=row.get("speaker"), session_id=row.get("sessionId"),
                external_id=row.get("externalId"), idempotency_key=row.get("idempotencyKey"),
                metadata=row.get("metadata"),
            )
        )  # fmt: skip
    return episodes
