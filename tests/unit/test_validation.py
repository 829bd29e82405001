"""Input limits at the edge (palimpsest.validation): every problem named, nothing stored."""

from __future__ import annotations

import math
from datetime import UTC, datetime

import pytest

from palimpsest.validation import (
    MAX_METADATA_DEPTH,
    json_depth,
    metadata_problems,
    number_problems,
    text_problems,
    time_problems,
    vector_problems,
)

pytestmark = pytest.mark.unit


def test_text_must_be_valid_unicode_and_short_enough() -> None:
    assert text_problems("k", "abc", 8) == [] and text_problems("k", None, 8) == []
    assert text_problems("k", "x" * 9, 8) == ["k: 9 bytes exceeds the limit of 8"]
    assert text_problems("k", "é" * 5, 8) == ["k: 10 bytes exceeds the limit of 8"]  # bytes
    assert "lone surrogate" in text_problems("k", "bad \ud800", 64)[0]
    assert text_problems("k", 5, 8) == ["k: not text"]


def test_times_need_an_offset_and_a_sane_year() -> None:
    assert time_problems("t", datetime(2024, 1, 1, tzinfo=UTC)) == []
    assert "timezone" in time_problems("t", datetime(2024, 1, 1))[0]  # noqa: DTZ001
    assert "year 1" in time_problems("t", datetime(1, 1, 1, tzinfo=UTC))[0]
    assert "year 9999" in time_problems("t", datetime(9999, 1, 1, tzinfo=UTC))[0]
    assert time_problems("t", "2024-01-01") == ["t: not a date-time"]


def test_numbers_and_vectors_must_be_finite() -> None:
    assert number_problems("c", 0.5, 0, 1) == []
    for bad in (math.nan, math.inf, 1.5, True, "0.5"):
        assert number_problems("c", bad, 0, 1), bad
    assert vector_problems("v", [0.1] * 3, 3) == [] and vector_problems("v", None, 3) == []
    assert "dimensions" in vector_problems("v", [0.1] * 2, 3)[0]
    assert "finite" in vector_problems("v", [0.1, math.nan, 0.2], 3)[0]


def test_metadata_is_a_small_shallow_json_object() -> None:
    assert (
        metadata_problems("m", {"a": [1, {"b": "c"}]}) == [] and metadata_problems("m", None) == []
    )
    deep: dict[str, object] = {}
    cur = deep
    for _ in range(50_000):  # json_depth walks it without recursion
        cur["a"] = {}
        cur = cur["a"]  # type: ignore[assignment]
    assert json_depth(deep) == 50_000
    assert "deeper" in metadata_problems("m", deep)[0]
    ok_depth: dict[str, object] = {}
    cur = ok_depth
    for _ in range(MAX_METADATA_DEPTH - 1):
        cur["a"] = {}
        cur = cur["a"]  # type: ignore[assignment]
    assert metadata_problems("m", ok_depth) == []
    assert "finite" in metadata_problems("m", {"x": math.nan})[0]
    assert "Unicode" in metadata_problems("m", {"x": "\ud800"})[0]
    assert "exceeds" in metadata_problems("m", {"x": "y" * 20_000})[0]
    assert metadata_problems("m", [1, 2]) == ["m: must be a JSON object"]
