"""LLM calls counted at the boundary: `litellm.completion` itself is wrapped, so the default
ingest path's extraction and gating are shown to make none, rather than read from a receipt
field that rules mode never sets. The same counter sees the calls of `rules+llm` mode, so it
would see any the default path made."""

from __future__ import annotations

from datetime import UTC, datetime
from types import SimpleNamespace
from typing import Any

import pytest

from extract.assertion import gate_episodes
from extract.embed import Embedder
from extract.modes import build_extractor
from extract.pipeline import EpisodeText

pytestmark = pytest.mark.unit

WHEN = datetime(2024, 5, 1, tzinfo=UTC)
TURNS = [
    ("user", "I moved from Berlin to Lisbon last month because of the new job."),
    ("user", "Thinking about switching to Neovim, but VS Code for client work."),
    ("user", "got my Lebara bill, roaming again"),
    ("li", "我从上海搬到杭州了，因为工作。"),
    ("li", "今天在Mango TV上看了一晚上的剧"),
    ("user", "Nothing to report, just saying hi!"),
]


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    import litellm

    real = litellm.completion
    calls: list[dict[str, Any]] = []

    def completion(**kwargs: Any) -> Any:
        calls.append(kwargs)
        return real(**kwargs)

    monkeypatch.setattr(litellm, "completion", completion)
    return calls


def _ingest_extraction(settings: Any, **llm_options: Any) -> Any:
    """What ingest does before the graph: extract, embed the candidates, gate them."""
    extractor = build_extractor(settings, **llm_options)
    episodes = [EpisodeText(text=t, occurred_at=WHEN, speaker=s) for s, t in TURNS]
    extractions, stats = extractor.extract_batch(episodes)
    embedder = Embedder()
    batch = [
        (x.candidates, x.links, embedder.embed([c.text for c in x.candidates])) for x in extractions
    ]
    gated = gate_episodes(batch, embedder.embed)
    return extractions, gated, stats


def test_the_default_ingest_path_makes_no_llm_call(counted: list[dict[str, Any]]) -> None:
    extractions, gated, stats = _ingest_extraction(SimpleNamespace(extractor_mode="rules"))
    assert sum(len(kept) for kept, *_ in gated) > 0  # it did read states
    assert counted == []
    assert stats.llm_calls == 0


def test_the_same_counter_sees_the_llm_modes_calls(counted: list[dict[str, Any]]) -> None:
    settings = SimpleNamespace(extractor_mode="rules+llm", llm_model="gpt-4o-mini")
    _, _, stats = _ingest_extraction(settings, mock_response='{"facts": []}')
    assert len(counted) >= 1
    assert stats.llm_calls == len(counted)
