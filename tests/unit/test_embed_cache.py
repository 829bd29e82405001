"""The embedder's cache, without the model: a fake encoder stands in for MiniLM."""

from __future__ import annotations

import gc

import numpy as np
import pytest

from extract import embed

pytestmark = pytest.mark.unit


class _CountingEncoder:
    name = "fake"

    def __init__(self) -> None:
        self.seen: list[str] = []

    def encode(self, texts: list[str], batch_size: int) -> np.ndarray:
        self.seen += texts
        rows = [np.full(embed.DIMENSIONS, len(t) / 100, dtype=np.float32) for t in texts]
        return np.stack(rows)


def test_cache_embeds_each_text_once_and_keeps_vectors_out_of_the_gc(monkeypatch) -> None:  # noqa: ANN001
    encoder = _CountingEncoder()
    monkeypatch.setattr(embed, "_model_for", lambda backend, data_dir=None: encoder)
    embedder = embed.Embedder(backend="onnx")
    first = embedder.embed(["abc", "abcdef", "abc"])
    again = embedder.embed(["abcdef"])
    assert encoder.seen == ["abc", "abcdef"]  # repeated and cached texts are not re-encoded
    assert isinstance(first[0], list) and len(first[0]) == embed.DIMENSIONS
    assert first[0] == first[2] and first[1] == again[0]
    assert first[0][0] == pytest.approx(0.03) and first[1][0] == pytest.approx(0.06)
    # Cached vectors are arrays the collector does not traverse (lists of floats it would).
    assert not any(gc.is_tracked(v) for v in embedder._cache.values())
    first[0][0] = 99.0  # a caller's list is its own copy
    assert embedder.embed(["abc"])[0][0] == pytest.approx(0.03)


def test_similarity_and_warm_use_one_model_call_for_what_is_missing(monkeypatch) -> None:  # noqa: ANN001
    encoder = _CountingEncoder()
    monkeypatch.setattr(embed, "_model_for", lambda backend, data_dir=None: encoder)
    embedder = embed.Embedder(backend="onnx", cache_size=2)
    embedder.warm(["a", "bb", "a"])
    assert encoder.seen == ["a", "bb"]
    # Constant vectors: cosine is the product of the two fills times the dimensions.
    assert embedder.similarity("a", "bb") == pytest.approx(0.01 * 0.02 * embed.DIMENSIONS)
    assert encoder.seen == ["a", "bb"]  # both cached
    # A call that embeds more than the cache holds still answers every text.
    vectors = embedder.embed(["ccc", "dddd", "eeeee"])
    assert [v[0] for v in vectors] == pytest.approx([0.03, 0.04, 0.05])


def test_the_default_and_the_named_data_directory_share_one_encoder(monkeypatch) -> None:  # noqa: ANN001
    """The service names its data directory, other callers leave it out: both must reach the
    same cached encoder, or the process loads the model twice."""
    from graph.paths import DEFAULT_DATA_DIR

    asked: list[tuple[str, object]] = []
    monkeypatch.setattr(
        embed, "_encoder", lambda name, data_dir=None: asked.append((name, data_dir))
    )
    embed._model_for("torch")
    embed._model_for("torch", DEFAULT_DATA_DIR)
    embed._model_for("torch", DEFAULT_DATA_DIR / ".." / DEFAULT_DATA_DIR.name)
    assert asked == [("torch", DEFAULT_DATA_DIR)] * 3


def test_a_call_mixing_cached_and_new_texts_answers_all_though_the_new_evict_the_old(
    monkeypatch,  # noqa: ANN001
) -> None:
    """A batch of 1,000 new facts beside a few cached texts once raised KeyError: adding the
    new vectors evicted the cached ones before they were read."""
    encoder = _CountingEncoder()
    monkeypatch.setattr(embed, "_model_for", lambda backend, data_dir=None: encoder)
    embedder = embed.Embedder(backend="onnx", cache_size=2)
    embedder.warm(["a", "bb"])
    vectors = embedder.embed(["a", "ccc", "dddd", "bb"])
    assert [v[0] for v in vectors] == pytest.approx([0.01, 0.03, 0.04, 0.02])
    assert encoder.seen == ["a", "bb", "ccc", "dddd"]
