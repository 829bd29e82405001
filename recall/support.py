"""Does anything in memory support an answer? (the packet's `support` level.)

A packet always holds the nearest turns and facts, even when the question asks about
something that never happened. An app must be able to tell "here is the evidence" from "this
is only the closest thing there is". The signal is **attribution**: when the question names a
person whose turns are in memory ("What did Caroline realize after her charity race?"), the
question's other words are searched in every speaker's turns (`cypher/recall/support_turns`),
and the best turn of the named person is compared with the best turn of anyone else. When
someone else said it much more closely than the named person ever did, what is asked of one
person was said by another.

- `none`: the named person's best turn scores under `NONE_RATIO` of another speaker's best,
  or no turn matches at all;
- `weak`: under `WEAK_RATIO`;
- `strong` otherwise, and for questions that name nobody.

The ratios were set on LoCoMo's tune split; `bench/results/locomo.json` reports detection (on
category 5, unanswerable) and false alarms (categories 1-4) on every split.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from recall.turns import word_pattern

NONE_RATIO = 0.7
WEAK_RATIO = 0.9


@dataclass(frozen=True)
class Support:
    level: str  # strong | weak | none
    reason: str
    ratio: float | None = None  # named speaker's best match / anyone else's (for the trace)


def without_names(query: str, names: set[str]) -> str:
    """The question with the named people's names taken out (their words are not evidence)."""
    for name in names:
        query = word_pattern(name).sub(" ", query)
    return re.sub(r"\s+", " ", query).strip()


def support_level(named: set[str], best_by_speaker: Mapping[str, float]) -> Support:
    """The support level (module docstring) from the best full-text score of each speaker's
    turns for the question without the names. Pure."""
    if not named:
        return Support("strong", "the question names no one whose turns are in memory")
    if not best_by_speaker:
        return Support("none", "no turn matches the question")
    mine = max((s for who, s in best_by_speaker.items() if who in named), default=0.0)
    others = {who: s for who, s in best_by_speaker.items() if who not in named}
    if not others:
        return Support("strong", "only the named speakers' turns match")
    who, best = max(others.items(), key=lambda kv: kv[1])
    ratio = mine / best if best > 0 else 1.0
    names = ", ".join(sorted(named))
    if ratio < NONE_RATIO:
        return Support("none", f"said by {who}, not {names} (match {ratio:.2f} of {who}'s)",
                       ratio)  # fmt: skip
    if ratio < WEAK_RATIO:
        return Support("weak", f"{names}'s best turn matches {ratio:.2f} of {who}'s", ratio)
    return Support("strong", f"{names}'s own turns match the question", ratio)
