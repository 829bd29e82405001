"""State correctness: current, historical, transition and abandoned-transition questions.

A seeded generator of people whose state slots change over time: moves (some with a stated
reason), job changes (a high-risk slot), tool switches, coexisting values (languages), scoped
exceptions (an editor for one project), transitions in progress, completed and abandoned,
out-of-order reports ("back in 2015 I lived in …"), in varied English phrasing with some
Chinese, plus filler episodes that mention old values without changing them.

Probes with gold answers, scored mechanically (no LLM) from what each arm exposes:

- current accuracy: the current value read for the slot is the gold one;
- stale leakage: an outdated value of the probed slot is presented as current (for Palimpsest:
  in the `current` block; for unlabelled arms: anywhere in what they return, since nothing
  marks it as old);
- historical recovery: the old value is returned as history ("before" questions: in the
  `historical` block); asOf accuracy: with `asOf`, the value then current is read as current;
- transition hit: "why did … move" finds the stated reason; "planning to" finds the plan
  (for Palimpsest: in the `transition` block);
- abandoned safety: an abandoned plan's value is never read as current;
- same-slot duplicate-current rate, supersession coverage (receipts) and the share queued
  for review (Palimpsest only).

Arms: flat vector top-k (k=5) over episodes, recency window (last 20 episodes), latest-wins
overwrite (the structured writes only), Palimpsest (structured ingest of the state statements,
`ingest` of the filler episodes, `evidence` with the subject).

Run: `python -m bench.states [--quick] [--seeds 7 11 23] [--no-palimpsest]`.
"""

from __future__ import annotations

import argparse
import random
import re
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.arms import FlatVectorTopK, LatestWinsOverwrite, RecencyWindow
from bench.common import (
    SEEDS,
    Timer,
    fmt_prop,
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    prop,
    write_result,
)

NAMES = ("Alice", "Bernd", "Carmen", "Dmitri", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jonas",
         "Kaito", "Lucia", "Marek", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Tara",
         "Umar", "Vera", "Wen", "Ximena", "Yusuf", "Zofia")  # fmt: skip
CITIES = ("Berlin", "Lisbon", "Toronto", "Osaka", "Nairobi", "Madrid", "Oslo", "Seoul", "Austin",
          "Prague", "Dublin", "Lima", "Hanoi", "Zurich", "Porto", "Krakow", "Denver", "Sydney",
          "Munich", "Vienna", "Milan", "Cairo", "Quito", "Tallinn")  # fmt: skip
EMPLOYERS = ("Siemens", "Shopify", "Spotify", "Atlassian", "Zalando", "Philips", "Nokia",
             "Unilever",
             "Infosys", "Rakuten", "Canva", "Klarna", "Adyen", "Ericsson")  # fmt: skip
EDITORS = ("Vim", "Emacs", "VS Code", "Neovim", "Sublime Text", "IntelliJ", "Helix", "Zed")
LANGS = ("Spanish", "French", "German", "Japanese", "Portuguese", "Korean", "Italian", "Polish")
PROJECTS = ("Apollo", "Borealis", "Cobalt", "Dynamo", "Ember", "Falcon")
REASONS = (  # (English reason, its keyword, Chinese reason, its keyword)
    ("my partner got a job there", "partner", "伴侣在那里找到了工作", "伴侣"),
    ("the rent was cheaper", "rent", "房租更便宜", "房租"),
    ("I wanted to be near my parents", "parents", "想离父母近一点", "父母"),
    ("of a research fellowship", "fellowship", "拿到了研究奖学金", "奖学金"),
)
START = datetime(2023, 1, 1, 9, 0, tzinfo=UTC)
OUTCOMES = ("completed", "abandoned", "in_progress")


@dataclass
class Ev:
    """One episode: a state statement (attribute/value set) or filler (attribute None)."""

    day: int
    person: str
    text: str
    attribute: str | None = None
    value: str | None = None
    scope: str | None = None
    valid_from: datetime | None = None
    change: bool = False  # a real change of a single-valued slot (should supersede)
    session: str | None = None
    language: str | None = None
    said_at: datetime | None = None  # text worlds: the episode's own time (else from `day`)


@dataclass
class Person:
    name: str
    zh: bool
    c_pre: str
    c0: str
    c1: str
    c2: str
    e0: str
    e1: str
    t0: str
    t1: str
    t2: str
    project: str
    l0: str
    l1: str
    reason: tuple[str, str, str, str]
    outcome: str
    move_day: int = 0
    init_day: int = 0

    @property
    def current_city(self) -> str:
        return self.c2 if self.outcome == "completed" else self.c1

    @property
    def outdated_cities(self) -> set[str]:
        old = {self.c_pre, self.c0}
        return old | ({self.c1} if self.outcome == "completed" else set())

    @property
    def reason_keyword(self) -> str:
        return self.reason[3] if self.zh else self.reason[1]


@dataclass
class Probe:
    person: str
    kind: str  # current | historical | as_of | why | planning | coexisting
    question: str
    attribute: str
    gold: set[str]
    outdated: set[str] = field(default_factory=set)
    abandoned: str | None = None  # a plan that was dropped: must never read as current
    as_of: datetime | None = None
    single: bool = True
    # Text worlds: every value of the slot that appears anywhere (the reader's vocabulary),
    # and every dropped plan's value (must never read as current).
    values: set[str] = field(default_factory=set)
    dropped: set[str] = field(default_factory=set)

    @property
    def never_current(self) -> set[str]:
        return self.dropped | ({self.abandoned} if self.abandoned else set())


@dataclass
class World:
    seed: int
    people: list[Person]
    events: list[Ev]
    probes: list[Probe]

    name: str = "generated"

    def values_of(self, person: str, attribute: str) -> set[str]:
        """Every value the person's slot ever held or was planned (the reader's vocabulary)."""
        given = {v for p in self.probes if p.person == person and p.attribute == attribute
                 for v in p.values}  # fmt: skip
        if given:
            return given | {v for p in self.probes if p.person == person
                            and p.attribute == attribute for v in p.gold}  # fmt: skip
        said = {e.value for e in self.events
                if e.person == person and e.attribute == attribute and e.value}  # fmt: skip
        planned = {p.c2 for p in self.people if p.name == person and attribute == "home_city"}
        return said | planned

    @property
    def expected_supersessions(self) -> int:
        return sum(e.change for e in self.events)


def day_time(day: int) -> datetime:
    return START + timedelta(days=day, hours=day % 7)


def generate_world(seed: int, people: int = 6) -> World:
    """The seeded people, their episodes (time-ordered) and probes (see the module doc)."""
    rng = random.Random(seed)
    names = rng.sample(NAMES, people)
    persons, events, probes = [], [], []
    for i, name in enumerate(names):
        cities = rng.sample(CITIES, 4)
        emps = rng.sample(EMPLOYERS, 2)
        eds = rng.sample(EDITORS, 3)
        langs = rng.sample(LANGS, 2)
        p = Person(
            name=name, zh=(i % 3 == 2), c_pre=cities[0], c0=cities[1], c1=cities[2], c2=cities[3],
            e0=emps[0], e1=emps[1], t0=eds[0], t1=eds[1], t2=eds[2],
            project=rng.choice(PROJECTS), l0=langs[0], l1=langs[1], reason=rng.choice(REASONS),
            outcome=OUTCOMES[i % 3],  # round-robin: each outcome equally often
        )  # fmt: skip
        persons.append(p)
        n = name
        p.init_day = rng.randint(0, 10)
        p.move_day = rng.randint(60, 120)
        ev = [
            Ev(p.init_day, n,
               rng.choice((f"{n}: I live in {p.c0}.", f"{n}: Home is {p.c0} these days.")),
               "home_city", p.c0),
            Ev(p.init_day + 1, n, f"{n}: I work at {p.e0}.", "employer", p.e0),
            Ev(p.init_day + 2, n, f"{n}: I write code in {p.t0}.", "editor", p.t0),
            Ev(p.init_day + 3, n, f"{n}: I speak {p.l0}.", "spoken_language", p.l0),
            Ev(p.move_day, n,
               f"{n}：我搬到{p.c1}了，因为{p.reason[2]}。" if p.zh
               else f"{n}: I moved to {p.c1} because {p.reason[0]}.",
               "home_city", p.c1, change=True),
            Ev(rng.randint(130, 200), n,
               f"{n}：我现在在{p.e1}工作。" if p.zh
               else rng.choice((f"{n}: I now work at {p.e1}.",
                                f"{n}: I switched jobs and I'm at {p.e1} now.")),
               "employer", p.e1, change=True),
            Ev(rng.randint(90, 180), n,
               f"{n}：我改用{p.t1}了。" if p.zh else f"{n}: I switched to {p.t1} for coding.",
               "editor", p.t1, change=True),
            Ev(rng.randint(50, 150), n, f"{n}: I also speak {p.l1} now.", "spoken_language", p.l1),
            Ev(rng.randint(200, 220), n, f"{n}: For project {p.project} I use {p.t2}.", "editor",
               p.t2, scope=f"project {p.project}"),
            Ev(rng.randint(230, 250), n,
               f"{n}：我打算搬到{p.c2}。" if p.zh else f"{n}: I'm planning to move to {p.c2}.",
               "home_city", p.c2),
            Ev(310, n, f"{n}: Back in 2015 I lived in {p.c_pre}.", "home_city", p.c_pre,
               valid_from=datetime(2015, 6, 1, tzinfo=UTC)),
        ]  # fmt: skip
        if p.outcome == "completed":
            ev.append(Ev(rng.randint(270, 300), n, f"{n}: I finally moved to {p.c2}.",
                         "home_city", p.c2, change=True))  # fmt: skip
        elif p.outcome == "abandoned":
            ev.append(Ev(rng.randint(270, 300), n,
                         f"{n}: I considered moving to {p.c2} but I stayed in {p.c1}.",
                         "home_city", p.c1))  # fmt: skip
        ev += [  # filler: old values mentioned, nothing changed
            Ev(rng.randint(p.move_day + 5, 320), n, f"{n}: Still miss the cafés back in {p.c0}."),
            Ev(rng.randint(210, 320), n, f"{n}: Had lunch with an old colleague from {p.e0}."),
            Ev(rng.randint(250, 320), n, f"{n}: Watched a documentary about {p.c2}."),
        ]
        events += ev

        def q(en: str, zh: str, _zh: bool = p.zh) -> str:
            return zh if _zh else en

        probes += [
            Probe(n, "current", q(f"Where does {n} live now?", f"{n}现在住在哪里？"), "home_city",
                  {p.current_city}, p.outdated_cities,
                  abandoned=p.c2 if p.outcome == "abandoned" else None),
            Probe(n, "current", f"Where does {n} work now?", "employer", {p.e1}, {p.e0}),
            Probe(n, "current", f"Which editor does {n} use now?", "editor", {p.t1}, {p.t0}),
            Probe(n, "coexisting", f"Which languages does {n} speak now?", "spoken_language",
                  {p.l0, p.l1}, single=False),
            Probe(n, "historical", f"Where did {n} live before?", "home_city", {p.c0}),
            Probe(n, "historical", q(f"Where did {n} work before?", f"{n}以前在哪里工作？"),
                  "employer", {p.e0}),
            Probe(n, "as_of", f"Where does {n} live?", "home_city", {p.c0},
                  as_of=day_time((p.init_day + p.move_day) // 2)),
            Probe(n, "why", q(f"Why did {n} move to {p.c1}?", f"{n}为什么搬到{p.c1}？"),
                  "home_city", {p.reason_keyword}),
        ]  # fmt: skip
        if p.outcome == "in_progress":
            probes.append(Probe(n, "planning", f"Where is {n} planning to move?", "home_city",
                                {p.c2}))  # fmt: skip
    events.sort(key=lambda e: (e.day, e.person))
    return World(seed, persons, events, probes)


def load_text_world(name: str, seed: int) -> World:
    """A world from a text-world generator (`bench.text_worlds.<name>.generate(seed)`): episode
    text with probes and gold values only, no structured statements (see that package)."""
    import importlib

    module = importlib.import_module(f"bench.text_worlds.{name}")
    raw = module.generate(seed)
    start = datetime.fromisoformat(raw.get("start", START.isoformat()))
    if start.tzinfo is None:
        start = start.replace(tzinfo=UTC)  # a world that gives no offset means UTC
    events = [
        Ev(int(e["day"]), str(e["speaker"]), str(e["text"]), session=e.get("session"),
           language=e.get("language"))
        for e in raw["episodes"]
    ]  # fmt: skip
    for e, r in zip(events, raw["episodes"], strict=True):
        e.said_at = start + timedelta(days=e.day, minutes=int(r.get("minute") or 0))
    probes = []
    for p in raw["probes"]:
        as_of = None
        if p.get("as_of_day") is not None:
            as_of = start + timedelta(days=int(p["as_of_day"]), hours=12)
        probes.append(Probe(
            str(p["subject"]), str(p["kind"]), str(p["question"]), str(p.get("slot") or ""),
            set(p.get("gold") or ()), set(p.get("outdated") or ()), as_of=as_of,
            values=set(p.get("values") or ()), dropped=set(p.get("abandoned") or ()),
        ))  # fmt: skip
    return World(seed, [], events, probes, name=name)


def episode_time(e: Ev) -> datetime:
    """When an episode was said: a text world's own time, else the generated day's."""
    return e.said_at or day_time(e.day)


# -- readers -------------------------------------------------------------------------------


def mentions(text: str, value: str) -> bool:
    """Whole-word, case-insensitive mention (substring for non-ASCII text around it)."""
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def mentions_any(texts: Sequence[str], values: set[str]) -> bool:
    """Any value mentioned in any text (whole word; substring for non-ASCII values)."""
    return any((v in t) if not v.isascii() else mentions(t, v) for t in texts for v in values)


def first_value(texts: Sequence[str], vocabulary: set[str]) -> str | None:
    """The unlabelled reader: the earliest-mentioned vocabulary value in the best-ranked text
    that mentions any (texts best first)."""
    for text in texts:
        found = []
        for v in vocabulary:
            m = re.search(rf"(?<![A-Za-z]){re.escape(v)}(?![A-Za-z])", text, re.IGNORECASE)
            if m:
                found.append((m.start(), v))
        if found:
            return min(found)[1]
    return None


@dataclass
class Outcome:
    """What one probe scored, per metric (None = metric does not apply to this probe/arm)."""

    current_ok: bool | None = None
    leak: bool | None = None
    historical_ok: bool | None = None
    as_of_ok: bool | None = None
    transition_ok: bool | None = None
    abandoned_safe: bool | None = None
    duplicate_current: bool | None = None
    coexisting_ok: bool | None = None
    # What a reader answers from the single best-scored fact of the slot, whatever its block:
    # this is where the state view (ranking by state fit) shows.
    historical_top: bool | None = None


def score_unlabelled(probe: Probe, texts: Sequence[str], vocab: set[str]) -> Outcome:
    """Score an arm that returns ranked texts without state labels."""
    o = Outcome()
    answer = first_value(texts, vocab)
    if probe.kind == "current":
        o.current_ok = answer in probe.gold
        o.leak = any(mentions(t, v) for t in texts for v in probe.outdated)
        if probe.never_current:
            o.abandoned_safe = answer not in probe.never_current
    elif probe.kind == "coexisting":
        o.coexisting_ok = all(any(mentions(t, v) for t in texts) for v in probe.gold)
    elif probe.kind == "historical":
        o.historical_ok = any(mentions(t, v) for t in texts for v in probe.gold)
    elif probe.kind == "as_of":
        o.as_of_ok = answer in probe.gold
    elif probe.kind in ("why", "planning"):
        o.transition_ok = mentions_any(texts, probe.gold)
    return o


def score_latest(probe: Probe, stored: tuple[str, str] | None) -> Outcome:
    """Score the latest-wins overwrite memory (one value and its source text per slot)."""
    value, text = stored if stored else (None, "")
    o = Outcome()
    if probe.kind == "current":
        o.current_ok = value in probe.gold
        o.leak = value in probe.outdated
        if probe.abandoned:
            o.abandoned_safe = value != probe.abandoned
    elif probe.kind == "coexisting":
        o.coexisting_ok = probe.gold <= {value}
    elif probe.kind == "historical":
        o.historical_ok = value in probe.gold
    elif probe.kind == "as_of":
        o.as_of_ok = value in probe.gold
    elif probe.kind in ("why", "planning"):
        o.transition_ok = any(g in (text or "") or g == value for g in probe.gold)
    return o


def _slot_facts(items: Sequence[Any], probe: Probe) -> list[Any]:
    return [it.fact for it in items if it.fact is not None
            and it.fact.attribute == probe.attribute
            and it.fact.subject.casefold() == probe.person.casefold()]  # fmt: skip


def packet_texts(packet: Any) -> list[str]:
    """Every text a packet carries: facts of every block, episodes, causal-chain facts."""
    texts = []
    for block in ("current", "historical", "transition", "ambiguous", "episodes"):
        for it in getattr(packet, block):
            if it.fact is not None:
                texts.append(it.fact.text)
            if it.episode is not None:
                texts.append(it.episode.text)
    for chain in packet.causal_chains:
        for link in chain.links:
            texts += [link.cause.text, link.effect.text]
            if link.episode is not None:
                texts.append(link.episode.text)
    return texts


def score_packet(probe: Probe, packet: Any) -> Outcome:
    """Score a Palimpsest evidence packet from its state-labelled blocks."""
    o = Outcome()
    current = _slot_facts(packet.current, probe)
    plain = [f for f in current if f.role.value == "current" and f.scope is None]
    cur_values = {f.value for f in current}
    if probe.kind == "current":
        o.current_ok = bool(plain) and plain[0].value in probe.gold
        o.leak = bool(cur_values & probe.outdated)
        o.duplicate_current = len(plain) > 1
        if probe.abandoned:
            o.abandoned_safe = probe.abandoned not in cur_values
    elif probe.kind == "coexisting":
        o.coexisting_ok = probe.gold <= cur_values
    elif probe.kind == "historical":
        o.historical_ok = bool(
            {f.value for f in _slot_facts(packet.historical, probe)} & probe.gold
        )
        ranked = [
            it
            for block in (
                packet.current,
                packet.historical,
                packet.transition,
                packet.ambiguous,
            )  # fmt: skip
            for it in block
            if it.fact is not None and _slot_facts([it], probe)
        ]
        if ranked:
            o.historical_top = max(ranked, key=lambda it: it.score).fact.value in probe.gold
    elif probe.kind == "as_of":
        o.as_of_ok = bool(plain) and plain[0].value in probe.gold
    elif probe.kind == "why":
        o.transition_ok = mentions_any(packet_texts(packet), probe.gold)
    elif probe.kind == "planning":
        o.transition_ok = bool(
            {f.value for f in _slot_facts(packet.transition, probe)} & probe.gold
        )
    return o


def _value_of(fact: Any, vocabulary: set[str]) -> str | None:
    """The vocabulary value a fact states: its value first, else its text (earliest)."""
    for text in (fact.value or "", fact.text or ""):
        found = first_value([text], vocabulary)
        if found is not None:
            return found
    return None


def _said(values: set[str], vocabulary: set[str]) -> set[str]:
    return {v.casefold() for v in values & vocabulary} if values else set()


def score_packet_values(probe: Probe, packet: Any, vocabulary: set[str]) -> Outcome:
    """Score a packet read through text: the reader knows the subject and the slot's possible
    values, not the attribute name the extractor chose. It reads each block in rank order and
    takes the vocabulary value each fact of the subject states (its value, else its text)."""
    vocab = vocabulary | probe.gold | probe.outdated | probe.never_current

    def values(block: Sequence[Any], plain_only: bool = False) -> list[str]:
        out = []
        for it in block:
            f = it.fact
            if f is None or f.subject.casefold() != probe.person.casefold():
                continue
            if plain_only and (f.role.value != "current" or f.scope is not None):
                continue
            v = _value_of(f, vocab)
            if v is not None:
                out.append(v.casefold())
        return out

    gold = {g.casefold() for g in probe.gold}
    o = Outcome()
    current = values(packet.current)
    plain = values(packet.current, plain_only=True)
    if probe.kind in ("current", "as_of"):
        ok = bool(plain) and plain[0] in gold
        if probe.kind == "as_of":
            o.as_of_ok = ok
        else:
            o.current_ok = ok
            o.leak = bool(set(current) & {v.casefold() for v in probe.outdated})
            o.duplicate_current = len(set(plain)) > 1 and probe.single
            if probe.never_current:
                o.abandoned_safe = not (set(current) & {v.casefold() for v in probe.never_current})
    elif probe.kind == "coexisting":
        o.coexisting_ok = gold <= set(current)
    elif probe.kind == "historical":
        o.historical_ok = bool(set(values(packet.historical)) & gold)
    elif probe.kind == "why":
        o.transition_ok = mentions_any(packet_texts(packet), probe.gold)
    elif probe.kind == "planning":
        o.transition_ok = bool(set(values(packet.transition)) & gold)
    return o


METRICS = ("current_ok", "leak", "historical_ok", "as_of_ok", "transition_ok", "abandoned_safe",
           "duplicate_current", "coexisting_ok", "historical_top")  # fmt: skip


def aggregate(outcomes: Sequence[Outcome]) -> dict[str, dict[str, Any]]:
    """Per metric: the proportion over the probes where it applies."""
    out = {}
    for m in METRICS:
        vals = [getattr(o, m) for o in outcomes if getattr(o, m) is not None]
        out[m] = prop(sum(vals), len(vals))
    return out


# -- arms ----------------------------------------------------------------------------------


def run_baselines(world: World, embedder: Any) -> dict[str, list[Outcome]]:
    """Flat vector top-5, recency window (20) and latest-wins overwrite, probed at the end."""
    flat, window, latest = FlatVectorTopK(k=5), RecencyWindow(20), LatestWinsOverwrite()
    # Every arm sees who said it, as the episodes carry their speaker.
    docs = [e.text if e.text.startswith(e.person) else f"{e.person}: {e.text}"
            for e in world.events]  # fmt: skip
    vectors = embedder.embed(docs)
    for e, doc, v in zip(world.events, docs, vectors, strict=True):
        flat.add(doc, v)
        window.add(doc)
        if e.attribute:
            latest.write(e.person, e.attribute, e.value or "", e.text)
    qvecs = embedder.embed([p.question for p in world.probes])
    structured = any(e.attribute for e in world.events)  # latest-wins needs structured writes
    out: dict[str, list[Outcome]] = {"flat-vector-top5": [], "recency-window-20": []}
    if structured:
        out["latest-wins-overwrite"] = []
    newest_first = list(reversed(window.window()))
    for p, qv in zip(world.probes, qvecs, strict=True):
        vocab = world.values_of(p.person, p.attribute)
        out["flat-vector-top5"].append(score_unlabelled(p, flat.query(qv), vocab))
        mine = [t for t in newest_first if p.person in t]
        out["recency-window-20"].append(score_unlabelled(p, mine, vocab))
        if structured:
            out["latest-wins-overwrite"].append(score_latest(p, latest.get(p.person, p.attribute)))
    return out


def run_palimpsest(
    service: Any, world: World, timer: Timer | None = None
) -> tuple[list[Outcome], dict[str, int]]:
    """Ingest the world in time order (structured statements, filler episodes), then probe."""
    from graph.types import EpisodeInput, StructuredFactInput

    timer = timer or Timer()
    counts = {"facts_written": 0, "superseded": 0, "queued_for_review": 0, "llm_calls": 0,
              "expected_supersessions": world.expected_supersessions, "episodes": 0}  # fmt: skip
    outcomes: list[Outcome] = []
    with fresh_tenant(service, "states", world.seed) as tenant:
        chunk = 30  # days per ingest call, in time order
        last_day = max(e.day for e in world.events)
        for start in range(0, last_day + 1, chunk):
            evs = [e for e in world.events if start <= e.day < start + chunk]
            facts = [
                StructuredFactInput(
                    subject=e.person, attribute=e.attribute, value=e.value or "",
                    valid_from=e.valid_from or day_time(e.day), text=e.text, source="user",
                    speaker=e.person, scope=e.scope, idempotency_key=f"{tenant}:{i}:{e.day}",
                )
                for i, e in enumerate(evs) if e.attribute
            ]  # fmt: skip
            filler = [EpisodeInput(text=e.text, occurred_at=day_time(e.day), speaker=e.person)
                      for e in evs if not e.attribute]  # fmt: skip
            for batch, fn in ((facts, service.ingest_facts), (filler, service.ingest)):
                if not batch:
                    continue
                with timer.time(
                    "ingest_facts" if fn == service.ingest_facts else "ingest_episodes"
                ):
                    r = fn(tenant, batch)
                counts["episodes"] += r.accepted
                counts["superseded"] += r.superseded
                counts["queued_for_review"] += r.queued_for_review
                counts["llm_calls"] += r.llm_calls
                if fn == service.ingest_facts:
                    counts["facts_written"] += len(batch)
        for p in world.probes:
            with timer.time("evidence"):
                packet = service.evidence(tenant, p.question, subject=p.person, as_of=p.as_of)
            outcomes.append(score_packet(p, packet))
    return outcomes, counts


def ingest_text_world(
    service: Any, tenant: str, world: World, timer: Timer | None = None
) -> dict[str, int]:
    """Every episode's text through `ingest` into `tenant`, in time order (30 days a call);
    the receipts summed."""
    from graph.types import EpisodeInput

    timer = timer or Timer()
    counts = {"episodes": 0, "facts_created": 0, "superseded": 0, "transitions": 0,
              "queued_for_review": 0, "llm_calls": 0}  # fmt: skip
    last_day = max(e.day for e in world.events)
    for start in range(0, last_day + 1, 30):
        batch = [
            EpisodeInput(text=e.text, occurred_at=episode_time(e), speaker=e.person,
                         session_id=e.session or f"{e.person}-d{e.day}",
                         idempotency_key=f"{world.name}:{world.seed}:{i}")
            for i, e in enumerate(world.events) if start <= e.day < start + 30
        ]  # fmt: skip
        if not batch:
            continue
        with timer.time("ingest_text"):
            r = service.ingest(tenant, batch)
        counts["episodes"] += r.accepted
        counts["facts_created"] += r.facts_created
        counts["superseded"] += r.superseded
        counts["transitions"] += r.transitions
        counts["queued_for_review"] += r.queued_for_review
        counts["llm_calls"] += r.llm_calls
    return counts


def run_palimpsest_text(
    service: Any, world: World, timer: Timer | None = None
) -> tuple[list[Outcome], dict[str, int]]:
    """The front door: every episode's text through `ingest`, in time order (30 days a
    call), then every probe through `evidence` (AUTO view, with the subject), read by value."""
    timer = timer or Timer()
    outcomes: list[Outcome] = []
    with fresh_tenant(service, f"states-text-{world.name}", world.seed) as tenant:
        counts = ingest_text_world(service, tenant, world, timer)
        for p in world.probes:
            with timer.time("evidence"):
                packet = service.evidence(tenant, p.question, subject=p.person, as_of=p.as_of)
            outcomes.append(score_packet_values(p, packet, world.values_of(p.person, p.attribute)))
    return outcomes, counts


# -- runner --------------------------------------------------------------------------------


def config(quick: bool) -> dict[str, int]:
    return {"people": 6} if quick else {"people": 18}


TEXT_WORLDS: tuple[str, ...] = ("dev_b",)  # run by default beside the generated world
TEXT_ARM = "palimpsest"  # the headline: episode text through ingest, then evidence
STRUCTURED_ARM = "palimpsest-structured"  # the state statements as structured facts


def run(
    quick: bool = False,
    seeds: Sequence[int] = SEEDS,
    palimpsest: bool = True,
    results_dir: Path | None = None,
    write: bool = True,
    service: Any | None = None,
    baselines: bool = True,
    text_worlds: Sequence[str] = TEXT_WORLDS,
    text: bool = True,
    structured: bool = True,
    name: str = "states",
) -> dict[str, Any]:
    """Run every arm on every seed of the generated world and of each text world; write
    `<name>.{json,md}`; return the payload. `scores` holds the generated world's arms (the
    headline arm is `palimpsest`: text through ingest), `text_world_scores` the others'."""
    from extract.embed import Embedder

    cfg = config(quick)
    timer = Timer()
    if palimpsest and service is None:
        service = open_service()
    embedder = service.embedder if service is not None else Embedder()
    started = time.perf_counter()
    per_world: dict[str, dict[str, list[Outcome]]] = {}
    receipts: dict[str, dict[str, Any]] = {}
    sizes: dict[str, dict[int, dict[str, int]]] = {}
    for world_name in ("generated", *text_worlds):
        per_arm = per_world.setdefault(world_name, {})
        for seed in seeds:
            world = (
                generate_world(seed, **cfg)
                if world_name == "generated"
                else load_text_world(world_name, seed)
            )
            sizes.setdefault(world_name, {})[seed] = {
                "episodes": len(world.events), "probes": len(world.probes)}  # fmt: skip
            arms = run_baselines(world, embedder) if baselines else {}
            if palimpsest and text:
                arms[TEXT_ARM], got = run_palimpsest_text(service, world, timer)
                receipts.setdefault(f"{world_name}/{TEXT_ARM}", {})[str(seed)] = got
            if palimpsest and structured and world_name == "generated":
                arms[STRUCTURED_ARM], got = run_palimpsest(service, world, timer)
                receipts.setdefault(f"{world_name}/{STRUCTURED_ARM}", {})[str(seed)] = got
            for arm, res in arms.items():
                per_arm.setdefault(arm, []).extend(res)
    all_scores = {w: {arm: aggregate(res) for arm, res in arms.items()}
                  for w, arms in per_world.items()}  # fmt: skip
    structured_receipts = receipts.get(f"generated/{STRUCTURED_ARM}")
    if structured_receipts:
        tot = {k: sum(r[k] for r in structured_receipts.values())
               for k in next(iter(structured_receipts.values()))}  # fmt: skip
        arm_scores = all_scores["generated"][STRUCTURED_ARM]
        arm_scores["supersession_coverage"] = prop(
            min(tot["superseded"], tot["expected_supersessions"]), tot["expected_supersessions"]
        )
        arm_scores["queued_share"] = prop(tot["queued_for_review"], tot["facts_written"])
    payload: dict[str, Any] = {
        "benchmark": "states",
        "quick": quick,
        "seeds": list(seeds),
        "data": {"generator": "bench.states.generate_world", **cfg,
                 "text_worlds": [f"bench.text_worlds.{w}" for w in text_worlds],
                 "per_seed": sizes},
        "arms": {TEXT_ARM: "episode text through ingest, evidence with AUTO view (headline)",
                 STRUCTURED_ARM: "structured input: extraction bypassed (ingestFacts)"},
        "machine": machine_description(service.graph if service else None),
        "scores": all_scores["generated"],
        "text_world_scores": {w: s for w, s in all_scores.items() if w != "generated"},
        "palimpsest_receipts": receipts,
        "timings": timer.summary(),
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    if write:
        payload["files"] = [str(p) for p in write_result(
            name, payload, render_markdown(payload), results_dir=results_dir)]  # fmt: skip
    return payload


LABELS = {
    "current_ok": "current accuracy",
    "leak": "stale leakage (lower is better)",
    "historical_ok": "historical recovery ('before' questions)",
    "historical_top": "historical answer is the best-scored fact of the slot",
    "as_of_ok": "asOf: value then current",
    "transition_ok": "transition hit (why + planning)",
    "abandoned_safe": "abandoned safety",
    "duplicate_current": "same-slot duplicate current (lower is better)",
    "coexisting_ok": "coexisting values both current",
    "supersession_coverage": "supersession coverage (receipts / real changes)",
    "queued_share": "share queued for review",
}


def _score_table(scores: dict[str, dict[str, Any]]) -> str:
    arms = list(scores)
    rows = [[LABELS[m]] + [fmt_prop(scores[a].get(m)) for a in arms] for m in LABELS]
    return md_table(["metric"] + arms, rows)


def render_markdown(payload: dict[str, Any]) -> str:
    parts = [
        "# State correctness",
        f"Seeds {payload['seeds']}; data: {payload['data']}. Pooled over seeds; Wilson 95% "
        "intervals, (hits/probes). '—' = the metric does not apply to that arm.",
        "Arms: " + "; ".join(f"`{a}`: {d}" for a, d in payload.get("arms", {}).items()) + ".",
        "## Generated world (`bench.states.generate_world`)",
        _score_table(payload["scores"]),
    ]
    for world, scores in payload.get("text_world_scores", {}).items():
        parts += [f"## Text world `bench.text_worlds.{world}`", _score_table(scores)]
    parts.append(f"Palimpsest receipts: {payload.get('palimpsest_receipts')}")
    return "\n\n".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    ap.add_argument("--no-palimpsest", action="store_true", help="baselines only (no Neo4j)")
    ap.add_argument(
        "--worlds",
        nargs="*",
        default=list(TEXT_WORLDS),
        help="text worlds (bench/text_worlds/) run beside the generated one",
    )
    ap.add_argument("--name", default="states", help="result file name")
    args = ap.parse_args(argv)
    payload = run(
        args.quick,
        args.seeds,
        palimpsest=not args.no_palimpsest,
        text_worlds=args.worlds,
        name=args.name,
    )
    print(render_markdown(payload))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
