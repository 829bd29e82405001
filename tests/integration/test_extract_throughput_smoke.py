"""A tiny run of bench/extract_throughput.py against the real Neo4j (a hand-made LoCoMo-shaped
file of a few turns; the LoCoMo data itself is never required by a test)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.extract_throughput import main

pytestmark = pytest.mark.integration

TINY = [
    {
        "sample_id": "tiny-1",
        "conversation": {
            "speaker_a": "Ana",
            "speaker_b": "Ben",
            "session_1_date_time": "1:56 pm on 8 May, 2023",
            "session_1": [
                {"speaker": "Ana", "dia_id": "D1:1", "text": "I moved to Lisbon last month."},
                {"speaker": "Ben", "dia_id": "D1:2", "text": "Nice! I still live in Porto."},
                {"speaker": "Ana", "dia_id": "D1:3", "text": "We switched our team to pnpm."},
            ],
            "session_2_date_time": "10:00 am on 9 June, 2023",
            "session_2": [
                {"speaker": "Ana", "dia_id": "D2:1", "text": "I'm planning to learn Korean."},
                {
                    "speaker": "Ben",
                    "dia_id": "D2:2",
                    "text": "haha good luck",
                    "blip_caption": "a photo of a cat",
                },
            ],
        },
    },
    {
        "sample_id": "tiny-2",
        "conversation": {
            "speaker_a": "Cy",
            "speaker_b": "Di",
            "session_1_date_time": "9:00 am on 1 July, 2023",
            "session_1": [{"speaker": "Cy", "dia_id": "D1:1", "text": "I work at Acme now."}],
        },
    },
]


def test_tiny_run_writes_results_and_deletes_its_tenant(
    graph,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],  # noqa: ANN001
) -> None:
    data = tmp_path / "tiny.json"
    data.write_text(json.dumps(TINY))
    code = main(["--locomo", str(data), "--batch-size", "2", "--quick", "--no-progress",
                 "--results-dir", str(tmp_path)])  # fmt: skip
    assert code == 0
    result = json.loads((tmp_path / "extract_throughput.json").read_text())
    assert result["data"]["turns"] == 5 and result["data"]["conversations"] == ["tiny-1"]
    assert result["batches"] == 3 and result["llm_calls"] == 0
    assert result["receipt_totals"]["accepted"] == 5
    assert result["end_to_end"]["turns_per_s"] > 0
    assert set(result["stages"]) >= {"extract", "embed", "resolve_write"}
    assert result["round_trips_per_batch"]["min"] >= 1
    assert "Neo4j" in (result["machine"]["neo4j"] or "")
    assert (tmp_path / "extract_throughput.md").read_text().startswith("# Extraction")
    rows = graph.query("reads/episodes_count", result["tenant"], session_id=None, start=None,
                       end=None)  # fmt: skip
    assert rows[0]["total"] == 0  # the tenant was deleted afterwards
    assert "turns/s" in capsys.readouterr().out


def test_absent_data_is_skipped_cleanly(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("PALIMPSEST_LOCOMO", raising=False)
    assert main([]) == 0
    assert "LoCoMo data not found" in capsys.readouterr().out
    assert main(["--locomo", "/nonexistent/locomo.json"]) == 0
    assert "skipped" in capsys.readouterr().out
