"""The vocabulary cue loop with and without its prefilter (`extract.prefilter.CueIndex`).

Every sentence of the LoCoMo dev turns and of a seen text world (dev_b, seed 7: English and
Chinese) goes through each language's cue regexes twice, interleaved over several rounds:
every cue tried ("all cues"), and only the cues the index keeps ("indexed"). Reported: regex
searches, matches (which must be the same, cue by cue and span by span, or the run fails),
and seconds per arm (the best round), with their ratio. The end-to-end effect on ingest is
`bench.extract_throughput`'s; this isolates the loop the index changes.

Run: `python -m bench.cue_prefilter [--locomo PATH] [--rounds 3]`.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from collections.abc import Sequence
from typing import Any

from bench.common import command_line, locomo_path, machine_description, md_table, write_result

_SENTENCE_END = re.compile(r"(?<=[.!?;。！？；])\s*")
Matches = list[tuple[int, int, int]]  # (cue index, start, end) per match


def sentences_of(texts: Sequence[str]) -> list[str]:
    return [s for t in texts for s in _SENTENCE_END.split(t) if s.strip()]


def every_cue(index: Any, text: str) -> tuple[Matches, int]:  # noqa: ANN401
    found = []
    for i, cue in enumerate(index.cues):
        if (m := cue.regex.search(text)) is not None:
            found.append((i, m.start(), m.end()))
    return found, len(index.cues)


def indexed(index: Any, text: str) -> tuple[Matches, int]:  # noqa: ANN401
    position = {id(c): i for i, c in enumerate(index.cues)}
    found, tried = [], 0
    for cue in index.candidates(text):
        tried += 1
        if (m := cue.regex.search(text)) is not None:
            found.append((position[id(cue)], m.start(), m.end()))
    return found, tried


def measure(index: Any, texts: Sequence[str], rounds: int) -> dict[str, Any]:  # noqa: ANN401
    arms = {"all cues": every_cue, "indexed": indexed}
    seconds: dict[str, list[float]] = {a: [] for a in arms}
    results: dict[str, list[Matches]] = {}
    searches: dict[str, int] = {}
    for _ in range(rounds):
        for arm, run in arms.items():
            start = time.perf_counter()
            out = [run(index, t) for t in texts]
            seconds[arm].append(time.perf_counter() - start)
            results[arm] = [m for m, _ in out]
            searches[arm] = sum(n for _, n in out)
    differing = sum(a != b for a, b in zip(results["all cues"], results["indexed"], strict=True))
    best = {a: min(s) for a, s in seconds.items()}
    return {
        "sentences": len(texts),
        "cues": len(index.cues),
        "matches": sum(len(m) for m in results["indexed"]),
        "sentences_with_different_matches": differing,
        "regex_searches": searches,
        "seconds_best": best,
        "seconds_all_rounds": seconds,
        "indexed_over_all": best["indexed"] / best["all cues"] if best["all cues"] else None,
    }


def run(locomo: str | None, rounds: int) -> dict[str, Any]:
    from bench.states import load_text_world
    from extract.chinese import _cue_index
    from extract.english import _english_cues
    from extract.pipeline import EpisodeText, language_of
    from palimpsest.importers import locomo_episodes

    texts = [e.text for es in locomo_episodes(locomo_path(locomo)).values() for e in es]
    world = [(e.text, e.language) for e in load_text_world("dev_b", 7).events]
    chinese = [t for t, lang in world if lang == "zh"]
    english = texts + [t for t, lang in world if lang != "zh"]
    english = [t for t in english if language_of(EpisodeText(t, None)) == "en"]  # type: ignore[arg-type]
    per_language = {
        "en": measure(_english_cues(), sentences_of(english), rounds),
        "zh": measure(_cue_index(), sentences_of(chinese), rounds),
    }
    return {
        "command": command_line(),
        "data": {"locomo": str(locomo_path(locomo)), "text_world": "dev_b seed 7"},
        "rounds": rounds,
        "machine": machine_description(),
        "languages": per_language,
    }


def markdown(p: dict[str, Any]) -> str:
    rows = []
    for lang, r in p["languages"].items():
        rows.append([
            lang, r["sentences"], r["cues"], r["matches"], r["sentences_with_different_matches"],
            f"{r['regex_searches']['all cues']:,} → {r['regex_searches']['indexed']:,}",
            f"{r['seconds_best']['all cues']:.2f} → {r['seconds_best']['indexed']:.2f}",
            f"{r['indexed_over_all']:.2f}",
        ])  # fmt: skip
    return (
        "# Cue prefilter: the vocabulary cue loop with and without the index\n\n"
        f"Sentences of LoCoMo dev and of {p['data']['text_world']}; best of {p['rounds']} "
        "interleaved rounds per arm. The matches must not differ.\n\n"
        + md_table(
            [
                "language",
                "sentences",
                "cues",
                "matches",
                "sentences whose matches differ",
                "regex searches (all → indexed)",
                "seconds (all → indexed)",
                "indexed / all",
            ],
            rows,
        )  # fmt: skip
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--locomo", default=None)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    payload = run(args.locomo, args.rounds)
    write_result("cue_prefilter", payload, markdown(payload))
    print(markdown(payload))
    differing = sum(r["sentences_with_different_matches"] for r in payload["languages"].values())
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
