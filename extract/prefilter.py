"""Literal prefilters for the cue regexes: strings a match cannot do without.

Most clauses match none of the several hundred cue patterns, and trying each regex on each
clause is a large part of reading a turn. `required_literals` reads a regex's parse tree and
returns its needs, each a set of case-folded strings of which every match contains at least
one ("(?:switched|moved)\\s+to" needs one of {"switched", "moved"} and {"to"}; "(?:on|is\\s+on)"
needs one of {"on", "is"}), so a clause that misses a need is skipped without running the
regex. The choice is sound by construction (a zero-width assertion or an optional part never
supplies a literal), so skipping changes no reading, only its cost. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

from graph.vocabulary import CuePattern

_Literals = frozenset[str] | None  # None: nothing the match must contain is known

# Items that consume nothing: a literal run continues across them ("no\\bw" still needs "now").
_ZERO_WIDTH = frozenset({sre.AT, sre.ASSERT, sre.ASSERT_NOT})


_MAX_CLASS = 3  # a class of more characters ends the literal run
_MAX_SPELLINGS = 8  # spellings one run may branch into (a straight or a curly apostrophe)


def _quality(options: frozenset[str]) -> tuple[int, int]:
    """How much a set of alternatives filters: its shortest string's length, then fewer
    alternatives."""
    return (min(len(s) for s in options), -len(options))


def _pruned(options: frozenset[str]) -> frozenset[str]:
    """ "on" already admits every text "onto" does: the shortest of nested alternatives."""
    return frozenset(s for s in options if not any(t != s and t in s for t in options))


def _best(candidates: list[frozenset[str]]) -> _Literals:
    return _pruned(max(candidates, key=_quality)) if candidates else None


def _of_item(op: Any, av: Any) -> _Literals:  # noqa: ANN401 (sre parse tree items)
    if op is sre.SUBPATTERN:
        return _of_sequence(av[-1])
    if op is sre.ATOMIC_GROUP:
        return _of_sequence(av)
    if op is sre.BRANCH:
        options: set[str] = set()
        for branch in av[1]:
            found = _of_sequence(branch)
            if found is None:
                return None  # one branch needs no literal: the whole needs none
            options |= found
        return frozenset(options)
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        low, _high, body = av
        return _of_sequence(body) if low >= 1 else None
    return None


def _letters(av: Any) -> list[str] | None:  # noqa: ANN401
    """The characters of a small class of plain characters ("['’]"), else None."""
    if len(av) > _MAX_CLASS or any(op is not sre.LITERAL for op, _ in av):
        return None
    return sorted({chr(code).casefold() for _, code in av})


def _of_sequence(items: Any) -> _Literals:  # noqa: ANN401
    return _best(_every_need(items))


def _every_need(items: Any) -> list[frozenset[str]]:  # noqa: ANN401
    """Each set is one need of the sequence: a match contains one of its strings."""
    candidates: list[frozenset[str]] = []
    run: set[str] = {""}  # the literal text read so far, one string per spelling

    def close_run() -> None:
        nonlocal run
        if "" not in run:
            candidates.append(frozenset(run))
        run = {""}

    for op, av in items:
        if op is sre.LITERAL:
            run = {r + chr(av).casefold() for r in run}
            continue
        if op in _ZERO_WIDTH:
            continue
        letters = _letters(av) if op is sre.IN else None
        if letters is not None and len(run) * len(letters) <= _MAX_SPELLINGS:
            run = {r + c for r in run for c in letters}
            continue
        close_run()
        found = _of_item(op, av)
        if found:
            candidates.append(found)
    close_run()
    return candidates


def required_literals(regex: re.Pattern[str]) -> tuple[frozenset[str], ...]:
    """What every match of `regex` contains: for each set, one of its case-folded strings
    ("(?:'s|is) (?:on|back on) …" needs one of 's and is, and on). Empty when nothing is known
    (the regex must then be tried on every text). Meant for `in` tests on the case-folded text,
    so it holds for IGNORECASE regexes too."""
    needs = [_pruned(n) for n in _every_need(sre_parse.parse(regex.pattern, regex.flags))]
    # the most selective need first, so a clause without it is turned away after one test
    return tuple(sorted(set(needs), key=_quality, reverse=True))


@dataclass(frozen=True)
class CompiledCue:
    """A vocabulary cue compiled for one language's reader, with its prefilter."""

    spec: CuePattern
    regex: re.Pattern[str]
    needs: tuple[frozenset[str], ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "needs", required_literals(self.regex))


class CueIndex:
    """Cues by the strings of their most selective need, so a text is tested against the
    distinct strings once and only the cues it may match are tried, in their given order."""

    def __init__(self, cues: Sequence[CompiledCue]) -> None:
        self.cues = tuple(cues)
        self._always = [i for i, c in enumerate(self.cues) if not c.needs]
        by_string: dict[str, list[int]] = {}
        for i, cue in enumerate(self.cues):
            for s in cue.needs[0] if cue.needs else ():
                by_string.setdefault(s, []).append(i)
        self._by_string = by_string

    def candidates(self, text: str) -> list[CompiledCue]:
        """The cues whose every need `text` meets, in order (a superset of those that match)."""
        folded = text.casefold()
        found = set(self._always)
        for s, indices in self._by_string.items():
            if s in folded:
                found.update(indices)
        chosen = []
        for i in sorted(found):
            cue = self.cues[i]
            if all(any(s in folded for s in need) for need in cue.needs[1:]):
                chosen.append(cue)
        return chosen
