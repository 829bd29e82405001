"""The cue prefilter: what a regex's every match must contain, and that skipping on it loses
no match of any vocabulary cue."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from extract.prefilter import CompiledCue, CueIndex, required_literals
from graph.vocabulary import cue_patterns


def needs(pattern: str, flags: int = re.IGNORECASE) -> list[set[str]]:
    return [set(n) for n in required_literals(re.compile(pattern, flags))]


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"live\s+in\s+(?P<X>[^,;!?]+)", [{"live"}, {"in"}]),
        # one of the alternatives, not each
        (r"(?:switched|moved)\s+to\s+(?P<X>.+)", [{"switched", "moved"}, {"to"}]),
        # a straight or a curly apostrophe: both spellings
        (r"i['’]m\s+vegan", [{"i'm", "i’m"}, {"vegan"}]),
        # "on" admits whatever "onto" does
        (r"(?:on|onto|back\son)\s+keto", [{"keto"}, {"on", "back"}]),
        # optional parts and look-arounds supply nothing
        (r"(?:new\s+)?job(?!\s+hunting)(?<=job)", [{"job"}]),
        (r"(?:really\s+)*keen", [{"keen"}]),
        # a zero-width assertion does not break a literal run
        (r"no\bw", [{"now"}]),
        # one branch without a literal leaves the whole without one
        (r"(?:at|[A-Z]+)\s+(?P<X>.+)", []),
        # a repeat of at least one keeps its body's need
        (r"(?:ha)+\s+funny", [{"funny"}, {"ha"}]),
        ("开了(?P<X>[^，。]{1,24})的账户", [{"的账户"}, {"开了"}]),
    ],
)
def test_required_literals(pattern: str, expected: list[set[str]]) -> None:
    assert sorted(needs(pattern), key=sorted) == sorted(expected, key=sorted)


def test_needs_are_case_folded() -> None:
    assert needs(r"Monzo\s+card") == [{"monzo"}, {"card"}]


def test_the_index_keeps_cue_order_and_turns_away_texts_without_the_needs() -> None:
    cues = [
        CompiledCue(cue_patterns("en")[0], re.compile(p, re.IGNORECASE))
        for p in (r"moved\s+to\s+(?P<X>.+)", r"live\s+in\s+(?P<X>.+)", r"to\s+(?P<X>.+)")
    ]
    index = CueIndex(cues)
    assert index.candidates("I Moved TO Leeds") == [cues[0], cues[2]]
    assert index.candidates("nothing here") == []
    # "live" alone meets the first need, not the second ("in")
    assert index.candidates("they live here") == []


def _corpus() -> list[str]:
    from bench.states import load_text_world

    texts = [e.text for e in load_text_world("dev_b", 7).events]
    cases = yaml.safe_load(Path("tests/data/clause_cases.yaml").read_text(encoding="utf-8"))
    texts += [str(c["text"]) for c in cases["cases"]]
    return texts


@pytest.mark.parametrize("language", ["en", "zh"])
def test_no_vocabulary_cue_that_matches_is_skipped(language: str) -> None:
    """Soundness on real text: every cue whose regex matches a sentence is among the index's
    candidates for it."""
    from extract.chinese import _cue_index
    from extract.english import _english_cues

    index = _english_cues() if language == "en" else _cue_index()
    texts = _corpus()
    matched = 0
    for text in texts:
        kept = {id(c) for c in index.candidates(text)}
        for cue in index.cues:
            if cue.regex.search(text):
                matched += 1
                assert id(cue) in kept, (cue.spec.pattern, text)
    assert matched > 200  # the corpus exercises the cues
