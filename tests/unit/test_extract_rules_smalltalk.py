"""Small talk (extract.assembly.is_small_talk): nothing to remember, decided in linear time."""

from __future__ import annotations

import time

import pytest

from extract.assembly import is_small_talk


@pytest.mark.parametrize(
    "text",
    ["hahaha", "haha lol", "嗯嗯嗯", "hmmm", "oh ok", "ok ok ok", "nope", "okay", "thank you",
     "no worries!", "哈哈哈", "好的谢谢", "good morning!!"],
)  # fmt: skip
def test_greetings_and_laughter_are_small_talk(text: str) -> None:
    assert is_small_talk(text)


def test_a_long_laugh_that_is_not_small_talk_is_decided_quickly() -> None:
    """A run of "哈" or "ha" split into repeats in exponentially many ways: 45 s for 40."""
    started = time.perf_counter()
    for text in ("哈" * 40 + "好", "谢谢" + "哈" * 40 + "x", "ha" * 40 + "x", "hmm" * 30 + "x"):
        assert not is_small_talk(text)
    assert time.perf_counter() - started < 0.1
