"""Write-policy quality: does the extractor keep what is worth remembering, and only that?

Over the labelled set `tests/data/write_policy.yaml` (multi-turn sessions with planted
long-term facts, each with a key term, and distractor turns), two writers run in the same
process on the same turns:

- the rule extractor (`extract.pipeline.RuleExtractor`): the facts its rules read;
- the write path (`write_path`): those facts and the rules' proposals for unread sentences
  (`extract.fallback`), judged by the clause model as ingest does (`extract.assertion`);
- a regex-only explicit-trigger baseline: a sentence becomes a fact only when it holds an
  explicit memory trigger ("remember", "note:", "from now on", "always", "I prefer",
  "keep in mind", 记一下, 记住, 以后).

Coverage = planted facts whose key appears in the text or value of some fact written from the
same session. Noise = written facts that contain none of their session's planted keys. Both
get Wilson 95% intervals; noise over zero written facts is undefined, not 0% (writing nothing
would otherwise meet any noise ceiling). Deterministic: no seed involved.

Splits: sessions marked `split: blind` form the blind part, written before the rule changes
of the round that added them and scored once before and once after those changes. Of the
other sessions, the first two thirds in file order (rounded up) are the development part,
the rest the held-out part (blind sessions do not count in that numbering, so adding them
moves nobody); a session may override this with `split: dev|held-out`. Rules are tuned on
the development part only; `--split` picks which part is scored (the results file is named
after the data file and the split: `write_policy` for all, `write_policy_dev`,
`write_policy_held_out`, `write_policy_blind`).

A second blind round lives in its own file, `tests/data/write_policy_blind2.yaml` (16 sessions,
57 planted facts), written by someone who had not read the extractor, after the first blind
round's rule changes and before the second's; it is scored once, after them:
`--data tests/data/write_policy_blind2.yaml --split blind` (results `write_policy_blind2_blind`).
A third round, `tests/data/write_policy_blind3.yaml` (16 sessions, 54 planted facts), was
written the same way after that score and before the third round of rule changes.

Run: `python -m bench.write_policy [--data PATH] [--split dev|held-out|blind|all]
[--results-dir DIR]`.
"""

from __future__ import annotations

import argparse
import hashlib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import yaml

from bench.common import command_line, fmt_prop, machine_description, md_table, prop, write_result

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "write_policy.yaml"
TARGET_COVERAGE = 0.80
TARGET_NOISE = 0.30
SPLITS = ("dev", "held-out", "blind", "all")
BLIND = "blind"

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
TRIGGERS = re.compile(
    r"(?i:(?<![\w])(?:remember|note:|from now on|always|i prefer|keep in mind)(?![\w]))"
    r"|记一下|记住|以后"
)
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]*")


@dataclass(frozen=True)
class Turn:
    speaker: str
    text: str
    label: str  # fact | distractor | chat


@dataclass(frozen=True)
class Planted:
    key: str
    turn: int
    fact: str
    exact_case: bool = False


@dataclass(frozen=True)
class Session:
    id: str
    domain: str
    occurred_at: datetime
    turns: tuple[Turn, ...]
    planted: tuple[Planted, ...]
    language: str = "en"
    split: str | None = None  # "dev" | "held-out" | "blind" when the file says so


@dataclass(frozen=True)
class Written:
    """One fact a writer produced: where from, its text and value."""

    session: str
    turn: int
    text: str
    value: str = ""


Writer = Callable[[Sequence[Session]], list[Written]]


# -- data ----------------------------------------------------------------------------------


def load_sessions(path: Path = DATA) -> list[Session]:
    """Parse the labelled set; raises ValueError on a planted fact pointing at a missing turn."""
    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    sessions = []
    for raw in data["sessions"]:
        turns = tuple(
            Turn(str(t["speaker"]), str(t["text"]), str(t["label"])) for t in raw["turns"]
        )
        planted = tuple(
            Planted(str(p["key"]), int(p["turn"]), str(p["fact"]), bool(p.get("exact_case")))
            for p in raw["planted"]
        )
        for p in planted:
            if not 0 <= p.turn < len(turns):
                raise ValueError(f"{raw['id']}: planted {p.key!r} points at missing turn {p.turn}")
        sessions.append(
            Session(
                id=str(raw["id"]),
                domain=str(raw["domain"]),
                occurred_at=datetime.fromisoformat(str(raw["occurred_at"]).replace("Z", "+00:00")),
                turns=turns,
                planted=planted,
                language=str(raw.get("language", "en")),
                split=str(raw["split"]) if raw.get("split") else None,
            )
        )
    return sessions


def split_of(index: int, total: int) -> str:
    """ "dev" for the first two thirds of `total` sessions in file order (rounded up), else
    "held-out"."""
    return "dev" if index < -(-2 * total // 3) else "held-out"


def select_split(sessions: Sequence[Session], split: str = "all") -> list[Session]:
    """The sessions of one split ("dev", "held-out", "blind" or "all"). Blind sessions are the
    ones marked so; the others are split by their position among the non-blind sessions, and
    a session's own `split` marker overrides its position."""
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}; expected one of {SPLITS}")
    if split == "all":
        return list(sessions)
    numbered = [n for n, s in enumerate(sessions) if s.split != BLIND]
    position = {n: k for k, n in enumerate(numbered)}
    return [
        s
        for n, s in enumerate(sessions)
        if (s.split or split_of(position[n], len(numbered))) == split
    ]


def file_hash(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


# -- scoring -------------------------------------------------------------------------------


def key_in(key: str, text: str, exact_case: bool = False) -> bool:
    """Whether `key` occurs in `text`: from a word start, with an optional plural s/es, case-
    insensitive unless `exact_case`; keys with CJK characters match as plain substrings."""
    if not key or not text:
        return False
    if _CJK.search(key):
        return key in text
    pattern = r"(?<![A-Za-z0-9])" + re.escape(key) + r"(?:s|es)?(?![A-Za-z0-9])"
    return re.search(pattern, text, 0 if exact_case else re.IGNORECASE) is not None


def mentions(written: Written, planted: Planted) -> bool:
    """A written fact is faithful to a planted one when it carries the planted key."""
    return key_in(planted.key, written.text, planted.exact_case) or key_in(
        planted.key, written.value, planted.exact_case
    )


def score(sessions: Sequence[Session], written: Sequence[Written]) -> dict[str, Any]:
    """Coverage and noise of one writer's output (with Wilson intervals), plus the misses,
    the noisy facts, and how many distractor turns produced at least one fact."""
    by_session: dict[str, list[Written]] = {}
    for w in written:
        by_session.setdefault(w.session, []).append(w)
    covered = 0
    missed: list[dict[str, str]] = []
    noisy: list[dict[str, Any]] = []
    total_planted = 0
    distractor_turns = 0
    distractor_hit: set[tuple[str, int]] = set()
    per_domain: dict[str, list[int]] = {}
    for s in sessions:
        mine = by_session.get(s.id, [])
        for p in s.planted:
            total_planted += 1
            hit = any(mentions(w, p) for w in mine)
            covered += hit
            per_domain.setdefault(s.domain, [0, 0])[0] += hit
            per_domain[s.domain][1] += 1
            if not hit:
                missed.append({"session": s.id, "key": p.key, "fact": p.fact})
        for w in mine:
            if not any(mentions(w, p) for p in s.planted):
                noisy.append({"session": s.id, "turn": w.turn, "text": w.text, "value": w.value})
                if 0 <= w.turn < len(s.turns) and s.turns[w.turn].label == "distractor":
                    distractor_hit.add((s.id, w.turn))
        distractor_turns += sum(1 for t in s.turns if t.label == "distractor")
    known = {s.id for s in sessions}
    counted = [w for w in written if w.session in known]
    coverage = prop(covered, total_planted)
    noise = prop(len(noisy), len(counted))
    return {
        "coverage": coverage,
        "noise": noise,
        "written": len(counted),
        "distractor_turns_written": prop(len(distractor_hit), distractor_turns),
        "meets_target": meets_target(coverage, noise),
        "coverage_by_domain": {d: prop(k, n) for d, (k, n) in sorted(per_domain.items())},
        "missed": missed,
        "noisy": noisy,
    }


def meets_target(coverage: dict[str, Any], noise: dict[str, Any]) -> bool | None:
    """coverage >= 80% at noise <= 30% (point estimates); None when noise is undefined."""
    if noise["rate"] is None:
        return None
    return bool(coverage["rate"] is not None and coverage["rate"] >= TARGET_COVERAGE
                and noise["rate"] <= TARGET_NOISE)  # fmt: skip


def fmt_rate(p: dict[str, Any]) -> str:
    """Like `fmt_prop`, but 'undefined (0/0)' for an empty denominator."""
    return "undefined (0/0)" if not p.get("n") else fmt_prop(p)


# -- writers -------------------------------------------------------------------------------


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def trigger_writer(sessions: Sequence[Session]) -> list[Written]:
    """The regex-only baseline: every sentence with an explicit memory trigger is a fact."""
    out = []
    for s in sessions:
        for n, turn in enumerate(s.turns):
            out += [Written(s.id, n, sent, sent) for sent in sentences(turn.text)
                    if TRIGGERS.search(sent)]  # fmt: skip
    return out


def _turn_episodes(sessions: Sequence[Session]) -> tuple[list[tuple[str, int]], list[Any]]:
    """Every turn as an extractor episode (speaker-aware), with its (session, turn) place."""
    from extract.pipeline import EpisodeText

    where: list[tuple[str, int]] = []
    episodes: list[EpisodeText] = []
    for s in sessions:
        for n, turn in enumerate(s.turns):
            where.append((s.id, n))
            episodes.append(EpisodeText(turn.text, s.occurred_at, turn.speaker))
    return where, episodes


def rules_writer(sessions: Sequence[Session]) -> list[Written]:
    """The rule extractor over every turn (speaker-aware, in one batch)."""
    from extract.pipeline import RuleExtractor

    where, episodes = _turn_episodes(sessions)
    out = []
    for (sid, n), ex in zip(where, RuleExtractor().extract_batch(episodes), strict=True):
        out += [Written(sid, n, f.text, f.value) for f in ex.facts]
    return out


def write_path_writer(sessions: Sequence[Session]) -> list[Written]:
    """What ingest keeps: the rules' facts and proposals, judged by the clause model
    (`extract.assertion.gate_episodes`, on the same MiniLM vectors the service computes),
    then placed in slots in turn order as for a fresh tenant (`resolver.anchor`), which keeps
    an implied statement only where what came before vouches for it."""
    from extract.assertion import gate_episodes
    from extract.embed import Embedder
    from extract.pipeline import RuleExtractor
    from resolver.anchor import anchor_statements

    where, episodes = _turn_episodes(sessions)
    extractions = RuleExtractor().extract_batch(episodes)
    embedder = Embedder()
    candidates = [ex.candidates for ex in extractions]
    vectors = iter(embedder.embed([c.text for cs in candidates for c in cs]))
    gated = gate_episodes(
        [(cs, ex.links, [next(vectors) for _ in cs])
         for cs, ex in zip(candidates, extractions, strict=True)],
        embedder.embed,
    )  # fmt: skip
    placed = iter(anchor_statements([f for kept, _, _, _ in gated for f in kept], []))
    out = []
    for (sid, n), (kept, _, _, _) in zip(where, gated, strict=True):
        out += [Written(sid, n, f.text, f.value) for f in (next(placed) for _ in kept) if f]
    return out


WRITERS: dict[str, Writer] = {
    "rules": rules_writer,
    "write_path": write_path_writer,
    "regex_triggers": trigger_writer,
}


# -- report --------------------------------------------------------------------------------


def markdown(payload: dict[str, Any]) -> str:
    rows = []
    for name, r in payload["writers"].items():
        target = {True: "yes", False: "no", None: "undefined"}[r["meets_target"]]
        rows.append([name, fmt_prop(r["coverage"]), fmt_rate(r["noise"]), r["written"],
                     fmt_prop(r["distractor_turns_written"]), target])  # fmt: skip
    d = payload["data"]
    out = [
        "# Write policy: coverage and noise",
        "",
        f"Data: `{d['path']}` (sha256 `{d['sha256'][:16]}…`), split `{d['split']}`: "
        f"{d['sessions']} sessions, "
        f"{d['turns']} turns ({d['distractor_turns']} distractor), {d['planted']} planted facts, "
        f"{d['zh_sessions']} Chinese sessions. Deterministic; no seed involved.",
        "",
        "Coverage = planted facts whose key appears in a fact written from the same session. "
        "Noise = written facts carrying none of their session's planted keys. Wilson 95% "
        f"intervals. Target (rules): coverage ≥ {TARGET_COVERAGE:.0%} at noise ≤ "
        f"{TARGET_NOISE:.0%}.",
        "",
        md_table(
            [
                "writer",
                "coverage",
                "noise",
                "facts written",
                "distractor turns written",
                "meets target",
            ],
            rows,
        ),  # fmt: skip
    ]
    for name, r in payload["writers"].items():
        out += ["", f"## {name}: missed planted facts ({len(r['missed'])})", ""]
        out += [f"- `{m['session']}` **{m['key']}**: {m['fact']}" for m in r["missed"]] or ["none"]
        out += ["", f"## {name}: noisy facts ({len(r['noisy'])})", ""]
        out += [f"- `{x['session']}#{x['turn']}` value={x['value']!r}: {x['text']!r}"
                for x in r["noisy"]] or ["none"]  # fmt: skip
    return "\n".join(out)


def run(data: Path = DATA, results_dir: Path | None = None, split: str = "all") -> dict[str, Any]:
    sessions = select_split(load_sessions(data), split)
    payload: dict[str, Any] = {
        "command": command_line(),
        "seeds": "none (deterministic)",
        "machine": machine_description(),
        "data": {
            "path": str(
                data.relative_to(DATA.parents[2]) if data.is_relative_to(DATA.parents[2]) else data
            ),  # fmt: skip
            "sha256": file_hash(data),
            "split": split,
            "session_ids": [s.id for s in sessions],
            "sessions": len(sessions),
            "zh_sessions": sum(s.language == "zh" for s in sessions),
            "turns": sum(len(s.turns) for s in sessions),
            "distractor_turns": sum(t.label == "distractor" for s in sessions for t in s.turns),
            "planted": sum(len(s.planted) for s in sessions),
        },
        "targets": {"coverage_min": TARGET_COVERAGE, "noise_max": TARGET_NOISE},
        "writers": {name: score(sessions, writer(sessions)) for name, writer in WRITERS.items()},
    }
    # Named after the data file, so another labelled file never overwrites these results.
    name = data.stem if split == "all" else f"{data.stem}_{split.replace('-', '_')}"
    write_result(name, payload, markdown(payload), results_dir=results_dir)
    return payload


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--results-dir", type=Path, default=None)
    parser.add_argument(
        "--split", choices=SPLITS, default="all", help="which sessions to score (default: all)"
    )
    args = parser.parse_args(argv)
    payload = run(args.data.resolve(), args.results_dir, args.split)
    print(f"split {args.split}: {payload['data']['sessions']} sessions")
    for name, r in payload["writers"].items():
        print(f"{name:15s} coverage {fmt_prop(r['coverage'])}  noise {fmt_rate(r['noise'])}")


if __name__ == "__main__":
    main()
