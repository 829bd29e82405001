"""The slot vocabulary: attribute -> cardinality, risk, cue patterns, known values.

Data only (DESIGN.md: graph model, StateSlot). The extractors read the patterns and known
values from here; nothing in this module decides anything about a fact.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

import yaml

from graph.types import MINTED_PREFIX, NAMED_PREFIX, Cardinality, Risk, SlotSpec

VOCABULARY_PATH = Path(__file__).with_name("vocabulary.yaml")


@dataclass(frozen=True)
class CuePattern:
    """One cue pattern of an attribute: `{X}` marks the value; tags say how a match reads."""

    attribute: str
    language: str  # "en" | "zh"
    pattern: str  # without tags
    past: bool = False
    negated: bool = False
    event: bool = False
    closed: bool = False  # the value must be a known value of the attribute
    # The cue reads a job only where the sentence speaks of work ("joined Rockover" may be a
    # gym, a band or a team; "joined Rockover as a designer" is a job).
    work: bool = False
    # The cue's subject must be someone: "Priya is on Spotify", not "the podcast is on Spotify".
    person: bool = False
    # The cue states the speaker's own slot whatever the parse takes for its subject ("the
    # kids are at Albyn School now": the speaker's kids' school).
    own: bool = False


@dataclass(frozen=True)
class VocabularyEntry:
    spec: SlotSpec
    kind: str
    value_kind: str
    patterns: tuple[CuePattern, ...]
    values: dict[str, str]  # folded spelling or alias -> canonical value
    heads: tuple[str, ...]  # head nouns a free value must end with (job titles)
    exact: frozenset[str]  # spellings that count only in exactly this case ("Go", "R")
    scan: bool  # known values count anywhere next to a usage verb
    value_pattern: re.Pattern[str] | None = None  # a free value must match it in full
    team_held: bool = False  # "we"/"our" mean the speaker's team, not the speaker
    marks: tuple[str, ...] = ()  # last words that show a name is a value of this slot
    asked_by: tuple[str, ...] = ()  # words a question about the slot uses, beyond its aliases
    # a question names the slot only by its aliases and `asked_by`, not by its cues' words
    # (a pet's vet is said with "dogs", "nurse", "waiting"; a question with them asks of others)
    asked_only_by_name: bool = False
    # a value marked as this slot's comes here only by this slot's own cues: another slot's cue
    # naming one keeps it ("a new job at Eden Vale Vets" is a job, "registered at Kingmoor
    # Vets as a locum" no pet's vet)
    only_own_cues: bool = False
    make_and_model: bool = False  # a name of a listed make then a listed model is a value
    # the slot a value said under this slot's alias belongs to when it lacks this slot's
    # shape ("my phone is an OPPO Find X6": the handset, not the number)
    misfit: str | None = None
    # slots that hold one state said two ways ("coffee" and "drink": what one usually has):
    # the value said later of either is the likelier present (recall.rank.may_split)
    one_state_with: tuple[str, ...] = ()


def fold(text: str) -> str:
    """NFKC, casefolded, whitespace collapsed: how the vocabulary compares spellings."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def _parse_pattern(attribute: str, language: str, raw: str) -> CuePattern:
    words = raw.split()
    tags = {w[1:] for w in words if w.startswith("@")}
    pattern = " ".join(w for w in words if not w.startswith("@"))
    return CuePattern(
        attribute=attribute,
        language=language,
        pattern=pattern,
        past="past" in tags,
        negated="neg" in tags,
        event="event" in tags,
        closed="closed" in tags,
        work="work" in tags,
        person="person" in tags,
        own="own" in tags,
    )


def _parse_values(raw: list[str]) -> tuple[dict[str, str], frozenset[str]]:
    values: dict[str, str] = {}
    exact: set[str] = set()
    for item in raw:
        canonical, _, rest = str(item).partition("=")
        spellings = [canonical, *rest.split("|")] if rest else [canonical]
        canonical = canonical.strip().lstrip("!")
        for spelling in (s.strip() for s in spellings):
            if not spelling:
                continue
            if spelling.startswith("!"):
                spelling = spelling[1:]
                exact.add(spelling)
            values[fold(spelling)] = canonical
            if fold(spelling).startswith("the ") and len(spelling.split()) > 2:
                # "The Gym Group" said, or cleaned, without its "The": "joined Gym Group"
                values.setdefault(fold(spelling)[4:], canonical)
    return values, frozenset(exact)


@cache
def load_entries(path: Path = VOCABULARY_PATH) -> dict[str, VocabularyEntry]:
    """Parse the vocabulary file once per process."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    entries: dict[str, VocabularyEntry] = {}
    for attribute, body in data.items():
        cues = body.get("cues") or {}
        patterns = tuple(
            _parse_pattern(attribute, language, raw)
            for language in ("en", "zh")
            for raw in cues.get(language) or ()
        )
        aliases = tuple(str(a) for a in body.get("aliases") or ())
        spec = SlotSpec(
            attribute=attribute,
            cardinality=Cardinality(body.get("cardinality", "multi")),
            risk=Risk(body.get("risk", "normal")),
            cues=tuple(p.pattern for p in patterns),
            aliases=aliases,
            successive=bool(body.get("successive", False)),
        )
        values, exact = _parse_values(body.get("values") or [])
        entries[attribute] = VocabularyEntry(
            spec=spec,
            kind=str(body.get("kind", "preference")),
            value_kind=str(body.get("value_kind", "thing")),
            patterns=patterns,
            values=values,
            heads=tuple(fold(h) for h in body.get("heads") or ()),
            exact=exact,
            scan=bool(body.get("scan", False)),
            value_pattern=(
                re.compile("".join(str(body["value_pattern"]).split()))
                if body.get("value_pattern")
                else None
            ),
            team_held=body.get("held_by") == "team",
            marks=tuple(fold(m) for m in body.get("marks") or ()),
            asked_by=tuple(str(a) for a in body.get("asked_by") or ()),
            asked_only_by_name=bool(body.get("asked_only_by_name", False)),
            only_own_cues=bool(body.get("only_own_cues", False)),
            make_and_model=bool(body.get("make_and_model", False)),
            misfit=str(body["misfit"]) if body.get("misfit") else None,
            one_state_with=tuple(str(a) for a in body.get("one_state_with") or ()),
        )
    return entries


@cache
def _one_state_partners() -> dict[str, tuple[str, ...]]:
    """Attribute -> the slots holding one state with it (`one_state_with`, either way round)."""
    pairs: dict[str, set[str]] = {}
    for attribute, entry in load_entries().items():
        for other in entry.one_state_with:
            pairs.setdefault(attribute, set()).add(other)
            pairs.setdefault(other, set()).add(attribute)
    return {a: tuple(sorted(others)) for a, others in pairs.items()}


def one_state(attribute: str, other: str) -> bool:
    """Whether two vocabulary slots hold one state said two ways (`one_state_with`)."""
    return other in _one_state_partners().get(attribute, ())


@cache
def load_vocabulary() -> dict[str, SlotSpec]:
    """Attribute -> SlotSpec for every attribute in the vocabulary file (cached)."""
    return {name: entry.spec for name, entry in load_entries().items()}


def slot_spec(attribute: str) -> SlotSpec:
    """The spec of a known attribute; a minted open slot and a slot the speaker named by a
    noun are single-valued; any other unknown one is multi-valued; all with normal risk
    unless the vocabulary says otherwise."""
    known = load_vocabulary().get(attribute)
    if known is not None:
        return known
    if is_open_slot(attribute):
        return SlotSpec(attribute=attribute, cardinality=Cardinality.SINGLE)
    return SlotSpec(attribute=attribute)


@cache
def _alias_index() -> dict[str, str]:
    index: dict[str, str] = {}
    for name, entry in load_entries().items():
        index.setdefault(fold(name.replace("_", " ")), name)
        for alias in entry.spec.aliases:
            index.setdefault(fold(alias), name)
    return index


def attribute_for_alias(text: str) -> str | None:
    """The vocabulary attribute a noun names ("editor", "home city", "经理"), if any."""
    return _alias_index().get(fold(text))


def names_a_kind(text: str) -> bool:
    """Whether `text` is a word for a slot, not a value of one ("the kids are off school":
    "school" names the kind; "Netflix" is a value)."""
    return attribute_for_alias(text) is not None and slot_knowing(text) is None


def normalise_attribute(text: str) -> str:
    """Map free attribute text to a vocabulary attribute, or to a snake_case open attribute;
    a named or minted slot's attribute (`named:pet sitter`, `about:pulse fitness`) as it is."""
    folded = fold(text)
    if folded.startswith((NAMED_PREFIX, MINTED_PREFIX)):
        return folded
    folded = re.sub(r"^(?:my|our|the|his|her|their|我的|我们的)\s*", "", folded)
    known = attribute_for_alias(folded)
    if known is not None:
        return known
    snake = re.sub(r"[^\w]+", "_", folded).strip("_")
    return snake if snake in load_entries() else snake or "note"


# Nouns that name no slot of the speaker's: blood kin and pets (people and animals of their
# own, with several of a kind); words for thoughts, moments, talk, plans and money moved
# ("my guess is…", "my bad", "changed my mind", "moved money to …"); the scopes a value is
# for ("I use Excel for work"); and secrets, which are no state to keep.
_NOT_SLOTS = frozenset(
    "son daughter kid kids child children baby mum mom mother dad father parent parents "
    "brother sister sibling grandma grandpa grandmother grandfather granny nan aunt uncle "
    "cousin twin family dog cat puppy kitten pet name guess bad plan plans problem question "
    "point excuse answer reason view take theory vote pick bet fear worry thought idea mood "
    "advice update news fact note reminder correction edit verdict score total budget time "
    "day week weekend month year morning evening night flight trip train turn fault treat "
    "pleasure life dream hope wish aim record notes issue thing stuff one lol haha days mind "
    "call meeting money savings cash funds weather work home school fun business personal "
    "password pin passcode code login"
    " 意思 问题 今天 明天 昨天 这次 上次 下次 现在 时候 想法 感觉 打算 计划 目标 东西 事".split()
)
# Words before a noun that say which of the slot's values, not which slot ("my new gym").
# "favourite", "go-to" and "local" stay: "my favourite city" is no home city.
_NOUN_QUALIFIERS = frozenset("new current usual regular main actual official daily primary".split())
# Heads that add nothing to the noun before them ("broadband provider" is "broadband").
_EMPTY_HEADS = frozenset("provider company service firm people place one".split())
# First words that make the noun someone's or something else ("his bank", "she", "this").
_NOT_NOUN_STARTS = frozenset(
    "his her their your my our its she he they it i we you this that these those what which "
    "who the a an on over off up back away across out in".split()  # "moved on from X to Y"
)
_NAMED_NOUN_CHARS = 40


def named_attribute(noun: str) -> str | None:
    """The attribute a noun names: the vocabulary's when it or its core is an alias, else a
    named slot (`NAMED_PREFIX` + the core, folded: "current broadband provider" ->
    `named:broadband`); None for a noun that names no slot (`_NOT_SLOTS`)."""
    words = fold(noun).split()
    if not words or len(words) > 4 or words[0] in _NOT_NOUN_STARTS:
        return None
    known = attribute_for_alias(" ".join(words))
    if known is not None:
        return known
    while len(words) > 1 and words[0] in _NOUN_QUALIFIERS:
        words = words[1:]
    if len(words) > 1 and words[-1] in _EMPTY_HEADS:
        words = words[:-1]
    if words[-1] in _NOT_SLOTS or words[-1] in _NOUN_QUALIFIERS or words[-1] in _NOT_NOUN_STARTS:
        return None
    core = " ".join(words)
    return attribute_for_alias(core) or NAMED_PREFIX + core[:_NAMED_NOUN_CHARS]


def state_slot_knowing(value: str) -> str | None:
    """The one state slot whose gazetteer knows `value` ("EDF" -> home_energy); None when no
    slot or several do."""
    knowing = [a for a in attributes_knowing(value) if is_state_slot(a)]
    return knowing[0] if len(knowing) == 1 else None


def state_slot_of_name(name: str) -> str | None:
    """The state slot whose gazetteer knows `name`, else whose marks end it ("Iron Wherry
    Gym")."""
    slot = state_slot_knowing(name) or slot_marked_by(name)
    return slot if slot is not None and is_state_slot(slot) else None


def ing_stem(word: str) -> str:
    """The verb a present participle is of, as a slot noun: "fostering" -> "foster" (so "I'm
    fostering Sprout" and "my new foster is Mabel" share a slot); other words unchanged."""
    if not word.endswith("ing") or len(word) < 6:
        return word
    stem = word[:-3]
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "aeiouylsz":
        stem = stem[:-1]  # "running" -> "run" ("seeing" keeps its "ee")
    return stem


def value_kind(attribute: str) -> str | None:
    """Entity kind of the attribute's values ("organisation" for employer), None if unknown."""
    entry = load_entries().get(attribute)
    return entry.value_kind if entry else None


# Kinds of fact a group holds as a group: what "we" decided, ruled or measured.
_GROUP_KINDS = frozenset({"decision", "rule", "metric"})


def we_means_speaker(attribute: str, kind: str) -> bool:
    """Whether "we"/"our" said of this attribute mean the speaker ("we drive a Kia Niro",
    "our vet is …", "we do the big shop on Asda"): every attribute but those a team holds
    (`held_by: team`: "our CI is GitHub Actions") and a group's decisions, rules and
    metrics (`kind`)."""
    entry = load_entries().get(attribute.removeprefix("not_"))
    if entry is not None and entry.team_held:
        return False
    return kind not in _GROUP_KINDS


# What a named slot holds: a provider, a person, a thing of the speaker's.
NAMED_KIND = "relationship"


def fact_kind(attribute: str) -> str | None:
    """Fact kind the vocabulary gives the attribute (preference, identity, relationship...);
    `NAMED_KIND` for a slot the speaker named."""
    entry = load_entries().get(attribute)
    if entry is None and attribute.startswith(NAMED_PREFIX):
        return NAMED_KIND
    return entry.kind if entry else None


# What makes an ambiguous cue (`CuePattern.work`) a job: the sentence speaks of work.
_JOB_NOUNS = (
    r"engineer|designer|developer|manager|analyst|intern|consultant|lead|director|nurse|"
    r"teacher|researcher|scientist|writer|editor|accountant|lawyer|architect|product owner|"
    r"pm|cto|ceo|cfo|coo|founder|co-founder|contractor|freelancer|associate|assistant|"
    r"specialist|officer|administrator|technician|chef|barista|cashier|clerk|recruiter"
)
WORK_CONTEXT = re.compile(
    r"\b(?:jobs?|work\w*|role|position|company|startup|employer|hired|hiring|job offer|"
    r"offer letter|office|colleagues?|coworkers?|boss|salary|onboarding|first day|last day|"
    r"start date|"
    r"contract|payroll|recruit\w*|interview\w*|full[- ]time|part[- ]time|career|notice|"
    r"redundan\w*|laid off|resign\w*|promot\w*|"
    rf"as an?\s+(?:[\w-]+\s+){{0,2}}(?:{_JOB_NOUNS})s?)\b"
    r"|入职|上班|公司|工作|同事|岗位|职位|面试|工资|担任|做(?:产品|运营|开发|设计|销售|市场|技术)"
    r"|经理|工程师|实习|设计师|程序员",
    re.IGNORECASE,
)


def work_cue_holds(pattern: CuePattern, sentence: str, values: list[str]) -> bool:
    """Whether a cue's reading stands: any cue but a `work` one, or a `work` cue in a
    sentence about work or with known values of its attribute only. In a slot that takes
    work cues (a job), a value known as another slot's thing needs the sentence to speak of
    work too: "we've left OVO" leaves an energy supplier, "left OVO for a job at …" a job."""
    if WORK_CONTEXT.search(sentence):
        return True
    if not pattern.work:
        return not (
            values
            and _takes_work_cues(pattern.attribute)
            and all(_known_elsewhere(pattern.attribute, v) for v in values)
        )
    return bool(values) and all(known_value(pattern.attribute, v) for v in values)


def _takes_work_cues(attribute: str) -> bool:
    entry = load_entries().get(attribute)
    return entry is not None and any(p.work for p in entry.patterns)


def _known_elsewhere(attribute: str, value: str) -> bool:
    """Whether the whole of `value` is a known value of another (scanned) attribute."""
    return any(
        k.start == 0 and k.end == len(value) and k.attribute != attribute
        for k in find_known_values(value)
    )


def placed_in_context(attribute: str, sentence: str) -> bool:
    """Whether a reading with no cue of its own (the clause model's) may take `attribute`:
    a slot whose cues need work (`CuePattern.work`) takes only a sentence about work ("I
    climb at Grip Factory" is no job)."""
    entry = load_entries().get(attribute)
    if entry is None or not any(p.work for p in entry.patterns):
        return True
    return WORK_CONTEXT.search(sentence) is not None


def is_open_slot(attribute: str) -> bool:
    """Whether `attribute` is a slot the speaker named or one minted from a value, not the
    vocabulary's (`named:pet sitter`, `about:pulse fitness`)."""
    return attribute.startswith((MINTED_PREFIX, NAMED_PREFIX))


def is_state_slot(attribute: str) -> bool:
    """Whether `attribute` names a slot of state: the vocabulary's or one the speaker named
    (not a rule, note, metric or open statement)."""
    return attribute in load_entries() or attribute.startswith(NAMED_PREFIX)


def known_value(attribute: str, text: str) -> str | None:
    """Canonical spelling of `text` if it is a known value of `attribute`."""
    entry = load_entries().get(attribute)
    return entry.values.get(fold(text)) if entry else None


@dataclass(frozen=True)
class KnownValue:
    """A known value found in a text: where, which attribute, its canonical spelling."""

    start: int
    end: int
    attribute: str
    value: str


@cache
def _scan_pattern() -> tuple[re.Pattern[str], dict[str, tuple[tuple[str, str], ...]]]:
    index: dict[str, list[tuple[str, str]]] = {}
    exact: set[str] = set()
    for name, entry in load_entries().items():
        if not entry.scan:
            continue
        exact |= entry.exact
        for spelling, canonical in entry.values.items():
            index.setdefault(spelling, []).append((name, canonical))
    alternatives = []
    for spelling in sorted(index, key=len, reverse=True):
        cased = next((e for e in exact if fold(e) == spelling), None)
        body = re.escape(cased) if cased else "(?i:" + re.escape(spelling) + ")"
        alternatives.append(body)
    # ASCII-only boundaries: Latin names glue to Chinese text ("改用pnpm了").
    pattern = re.compile(r"(?<![A-Za-z0-9+#])(?:" + "|".join(alternatives) + r")(?![A-Za-z0-9+#])")
    return pattern, {k: tuple(v) for k, v in index.items()}


@cache
def _any_value_pattern() -> re.Pattern[str]:
    """Every known value's spelling of every attribute, longest first (ASCII boundaries)."""
    spellings = {s for entry in load_entries().values() for s in entry.values}
    body = "|".join(re.escape(s) for s in sorted(spellings, key=len, reverse=True))
    return re.compile(rf"(?<![A-Za-z0-9+#])(?i:{body})(?![A-Za-z0-9+#])")


def attributes_knowing(value: str) -> list[str]:
    """The attributes that list `value` among their known values ("giffgaff" -> the mobile
    network), in vocabulary order; for a name of two or three words not listed whole, a slot
    of makes and models (`make_and_model`) that lists its first and its last word ("Vauxhall
    Corsa", "Kia Niro" -> car; not "Monzo and Revolut", not "Mini Golf set")."""
    folded = fold(value)
    entries = load_entries()
    whole = [name for name, entry in entries.items() if folded in entry.values]
    words = folded.split()
    if whole or not 2 <= len(words) <= 3 or _LIST_WORDS & set(words) or words[0] == words[-1]:
        return whole
    return [
        name
        for name, entry in entries.items()
        if entry.make_and_model and words[0] in entry.values and words[-1] in entry.values
    ]


def canonical_spelling(value: str) -> str:
    """The one spelling every slot that lists `value` gives it ("德语" -> "German"), else
    `value` as written: the same thing named in another language or case."""
    spellings = {
        spelling
        for name in attributes_knowing(value)
        if (spelling := known_value(name, value)) is not None
    }
    return spellings.pop() if len(spellings) == 1 else value


# Words that join two names into a list, not one name: "Monzo and Revolut".
_LIST_WORDS = frozenset({"and", "or", "&", "to", "vs", "n", "with", "+"})


def known_value_spans(text: str) -> list[re.Match[str]]:
    """Where `text` writes any attribute's known value ("pescatarian", "giffgaff"), in order:
    values chat writes in lower case, which a capitalised-name reading misses."""
    return list(_any_value_pattern().finditer(text))


def find_known_values(text: str) -> list[KnownValue]:
    """Known values of the scanned attributes (tools, languages, clouds) in `text`, in order."""
    pattern, index = _scan_pattern()
    found: list[KnownValue] = []
    for match in pattern.finditer(text):
        for attribute, value in index.get(fold(match.group(0)), ()):
            found.append(KnownValue(match.start(), match.end(), attribute, value))
    return found


_CAPITALISED_WORD = re.compile(r"(?-i:[A-Z][\w'’&-]*)")
# Capitalised words that join no name: "Since January Starling has been my bank".
_NOT_PART_OF_A_NAME = frozenset(
    "i january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday christmas easter".split()
)
_WORD_BEFORE = re.compile(r"(?P<word>[\w'’&-]+)\s+$")
_WORD_AFTER = re.compile(r"^\s+(?P<word>[\w'’&-]+)")
_WRITTEN_AS_A_NAME = re.compile(r"[A-Z][a-z][\w'’&-]*")  # "Remote", not "SIM"


def inside_a_longer_name(text: str, known: KnownValue) -> bool:
    """Whether a known value written capitalised is only part of a longer name: "Edge" in
    "moved to Nether Edge", "Chrome" in "Chrome Remote Desktop". A capitalised word right
    before it (not the first of its sentence, not "I") or right after it joins it; not "EE" in
    "my old EE SIM"."""
    if not _CAPITALISED_WORD.match(text[known.start : known.end]):
        return False
    before = _WORD_BEFORE.search(text[: known.start])
    if (
        before is not None
        and _CAPITALISED_WORD.fullmatch(before["word"])
        and before["word"].casefold() not in _NOT_PART_OF_A_NAME
    ):
        opening = text[: before.start()].rstrip()
        if opening and opening[-1] not in '.!?:;"“(':
            return True
    # a word after it joins it when written as a name, not as an abbreviation ("EE SIM")
    after = _WORD_AFTER.match(text[known.end :])
    return after is not None and _WRITTEN_AS_A_NAME.fullmatch(after["word"]) is not None


def slot_for_aliased_value(attribute: str, value: str) -> str | None:
    """The slot a value said under `attribute`'s alias belongs to: that one when the value has
    its shape (`value_fits`); else the one slot that knows the value, else the slot's
    declared `misfit` ("我的手机是OPPO Find X6": the handset, not the phone number); None when
    it fits nowhere."""
    if value_fits(attribute, value):
        return attribute
    entry = load_entries().get(attribute)
    # only a model's name goes to the misfit slot ("OPPO Find X6"): not "on O2" of "my
    # phone's on O2", "Pay As You Go", "二手的"
    named = re.fullmatch(r"[A-Z][\w+ -]*\d[\w+ -]*", value) is not None
    other = slot_knowing(value) or (entry.misfit if entry is not None and named else None)
    return other if other is not None and other != attribute and value_fits(other, value) else None


def value_fits(attribute: str, value: str) -> bool:
    """Whether a free value has the shape the slot's `value_pattern` asks for (always true
    for slots without one, and for known values)."""
    entry = load_entries().get(attribute)
    if entry is None or entry.value_pattern is None or fold(value) in entry.values:
        return True
    return entry.value_pattern.fullmatch(value) is not None


@lru_cache(maxsize=8192)
def slot_knowing(value: str) -> str | None:
    """The one vocabulary slot whose gazetteer lists `value`, or whose marks its name ends
    in; None when none or several do. Cached: the read path asks it of every open fact it
    ranks, and the vocabulary is loaded once (`load_entries`)."""
    knowing = attributes_knowing(value)
    if len(knowing) == 1:
        return knowing[0]
    return slot_marked_by(value) if not knowing else None


def _mark_length(folded: str, mark: str) -> int:
    """How long `mark` ends the folded name (0: it does not); a longer mark is the surer one
    ("Anvil Building Society" is a bank, not a club)."""
    if mark.isascii():  # a bare "Club" or "Dental" names nothing
        words, tail = folded.split(), mark.split()
        return len(mark) if len(words) > len(tail) and words[-len(tail) :] == tail else 0
    return len(mark) if folded.endswith(mark) and len(folded) > len(mark) else 0  # "华人合唱团"


@lru_cache(maxsize=8192)
def slot_marked_by(value: str) -> str | None:
    """The slot whose `marks` end `value`, the word a name shows its kind by ("Castle Dental"
    -> dentist, "Cathays Community Choir" -> club); None when no slot or several claim it.
    Cached like `slot_knowing`: extraction asks it of every named value it reads."""
    folded = fold(value)
    claims = {
        n: max((_mark_length(folded, mark) for mark in entry.marks), default=0)
        for n, entry in load_entries().items()
        if not entry.only_own_cues  # its values come from its own cues (`place_values`)
    }
    longest = max(claims.values(), default=0)
    claimed = [n for n, length in claims.items() if length and length == longest]
    if len(claimed) != 1:
        return None
    listed = attributes_knowing(value)
    # a name the vocabulary lists is of its own slot: "The Climbing Academy" is a gym
    return claimed[0] if not listed or claimed[0] in listed else None


# nouns a course goes by: a language taken in one is being learnt, not spoken
_COURSE_NOUNS = frozenset({"class", "classes", "course", "courses", "lesson", "lessons"})


def slot_for_named_value(attribute: str, value: str) -> str:
    """The slot a value said under the speaker's own noun goes in: the noun's named slot
    (`named:membership`), unless a vocabulary slot knows or marks the value ("moved my
    membership to PureGym" is the gym); any other attribute as it is."""
    if not attribute.startswith(NAMED_PREFIX) or not value:
        return attribute
    noun_words = attribute[len(NAMED_PREFIX) :].split()
    if (
        noun_words
        and noun_words[-1] in _COURSE_NOUNS
        and "learning_language" in attributes_knowing(value)
    ):
        return "learning_language"  # "switched my evening class to Gaelic": a course
    return state_slot_knowing(value) or slot_marked_by(value) or attribute


def place_values(attribute: str, values: Sequence[str]) -> tuple[str, list[str]]:
    """A cue's values in the slot the first one's mark gives (`slot_of_marked_value`), spelt
    as that slot knows them ("加入了The Gym Group": gym, "The Gym Group"); left in the cue's
    own slot when that slot takes its values only from its own cues (`only_own_cues`: "a new
    job at Eden Vale Vets" is a job)."""
    if _marked_only_by_own_cues(attribute, values[0]):
        return attribute, list(values)
    slot = slot_of_marked_value(attribute, values[0])
    return slot, [known_value(slot, v) or v for v in values]


@lru_cache(maxsize=8192)
def _marked_only_by_own_cues(attribute: str, value: str) -> bool:
    """Whether `value` bears the mark of a slot other than `attribute` that takes its values
    only from its own cues (`only_own_cues`)."""
    folded = fold(value)
    return any(
        entry.only_own_cues
        and name != attribute
        and any(_mark_length(folded, m) for m in entry.marks)
        for name, entry in load_entries().items()
    )


def slot_of_marked_value(attribute: str, value: str) -> str:
    """The slot a cue's value belongs in: the cue's own, unless the value is a name marked
    as another slot's ("moved to Castle Dental" is a dentist, not a home; "member at Bay
    Rowing Club" a club, not a gym) and the cue's slot is a place or itself marked."""
    marked = slot_marked_by(value)
    entry = load_entries().get(attribute)
    if entry is not None and entry.marks and fold(value) not in entry.values:
        # "加入了The Gym Group" (a club cue): a name another slot knows as its own ("The" cut
        # or not). Only for slots told apart by name: "joining Ovo" is a job, not energy.
        named = value if attributes_knowing(value) else f"The {value}"
        knowing = state_slot_knowing(named)
        if knowing is not None and knowing != attribute:
            return knowing
    if marked is None or entry is None or marked == attribute:
        return attribute
    # A slot that knows its values by name ("my phone's with Tartan Mobile": the phone model
    # slot knows no Tartan Mobile) yields to the name's mark too.
    unknown_here = bool(entry.values) and fold(value) not in entry.values
    return marked if entry.value_kind == "place" or entry.marks or unknown_here else attribute


def value_heads(attribute: str) -> tuple[str, ...]:
    """Head nouns a free value of the attribute must end with (empty: any value)."""
    entry = load_entries().get(attribute)
    return entry.heads if entry else ()


def cue_patterns(language: str) -> tuple[CuePattern, ...]:
    """All attribute cue patterns of one language ("en" or "zh"), in vocabulary order."""
    return tuple(p for e in load_entries().values() for p in e.patterns if p.language == language)


# Words of a cue that say nothing about the attribute on their own.
_GENERIC_WORDS = frozenset(
    "i i'm im am is are was were my me we our the a an to in at on of for from with as and "
    "now use using used switched switch switching changed change to is it be been have has "
    "do does did new also still go going get got plan plans planning planned keep keeps kept "
    "run runs running everything goes through".split()
)


_LOOKAROUND = re.compile(r"\(\?<?[=!]")


def _without_lookarounds(pattern: str) -> str:
    """`pattern` without its look-ahead and look-behind groups: the words a cue only checks
    around itself ("(?<!nearly\\s)voted me in as", "(?!.*these\\sdays)") are not words a
    question about the slot uses."""
    out, i = [], 0
    for m in _LOOKAROUND.finditer(pattern):
        if m.start() < i or pattern[m.start() - 1 : m.start()] == "\\":
            continue  # inside a look-around already dropped, or an escaped "("
        out.append(pattern[i : m.start()])
        depth, j = 1, m.end()
        while j < len(pattern) and depth:
            if pattern[j] == "\\":
                j += 2
                continue
            depth += {"(": 1, ")": -1}.get(pattern[j], 0)
            j += 1
        i = j
    out.append(pattern[i:])
    return "".join(out)


@cache
def _question_index() -> tuple[tuple[re.Pattern[str], str], ...]:
    """(pattern, attribute) pairs built from each attribute's aliases and the content words
    of its cue patterns ("live in {X}" -> "live"), for reading a question's topic."""
    pairs: list[tuple[re.Pattern[str], str]] = []
    for name, entry in load_entries().items():
        words: set[str] = {a for a in (*entry.spec.aliases, *entry.asked_by) if a}
        words.add(name.replace("_", " "))
        for cue in cue_patterns("en") + cue_patterns("zh"):
            if cue.attribute != name or entry.asked_only_by_name:
                continue
            head = _without_lookarounds(cue.pattern.split("{X}")[0]).strip()
            if cue.language == "zh":
                if len(head) >= 2:
                    words.add(head)
                continue
            content = [w for w in re.findall(r"[a-z']+", head.lower()) if w not in _GENERIC_WORDS]
            words.update(w for w in content if len(w) >= 4)
        for word in sorted(words):
            if re.search(r"[\u4e00-\u9fff]", word):
                pairs.append((re.compile(re.escape(word)), name))
            else:
                pairs.append((re.compile(rf"\b{re.escape(word.lower())}", re.I), name))
    return tuple(pairs)


_QUESTION_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
_CHINESE_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")
# Characters no Chinese slot noun holds: pronouns, particles, question words.
_CHINESE_FUNCTION = re.compile(r"[我你他她它的是了在哪什么吗呢吧个这那有没和跟谁几怎样]")


def _is_name_word(word: str, at: int) -> bool:
    """A capitalised word past a question's start is a name ("Tom", "I"), unless it is an
    acronym ("GP", "SIM")."""
    acronym = len(word) >= 2 and word.isupper()
    return at > 0 and word[0].isupper() and not acronym


# Words a run naming a slot neither starts nor ends with.
_NOT_NAMING = _GENERIC_WORDS | frozenset(
    "what what's which who who's whom whose where where's when how how's why remind tell "
    "current currently right moment these days your you you're am any one".split()
)


def named_attributes_asked(question: str) -> list[str]:
    """The named slots (`named_attribute`) a question may be about, in order: each run of one
    to three words that could be a noun naming one ("current pet sitter?" -> `named:pet
    sitter`, among others), not a name ("where does Tom work?"); in Chinese, each run of two
    to four characters ("我现在的理发店是哪家？" -> `named:理发店`). A run that names no
    slot costs one index lookup."""
    words = [(m.group(0), m.start()) for m in _QUESTION_WORD.finditer(question)]
    out: dict[str, int] = {}
    for n in (3, 2, 1):
        for i in range(len(words) - n + 1):
            if any(_is_name_word(w, at) for w, at in words[i : i + n]):
                continue
            run = [w.lower() for w, _ in words[i : i + n]]
            if run[0] in _NOT_NAMING or run[-1] in _NOT_NAMING:
                continue
            for noun in dict.fromkeys((" ".join(run), " ".join(map(ing_stem, run)))):
                # "Which animal is Agnes fostering?" asks the slot "I'm fostering X" fills
                attribute = named_attribute(noun)
                if attribute is not None and attribute.startswith(NAMED_PREFIX):
                    out.setdefault(attribute, words[i][1])
    for m in _CHINESE_RUN.finditer(question):
        characters = m.group(0)
        for n in (4, 3, 2):
            for i in range(len(characters) - n + 1):
                gram = characters[i : i + n]
                if _CHINESE_FUNCTION.search(gram):
                    continue
                attribute = named_attribute(gram)
                if attribute is not None and attribute.startswith(NAMED_PREFIX):
                    out.setdefault(attribute, m.start() + i)
    return sorted(out, key=out.__getitem__)


def attributes_asked(question: str) -> list[str]:
    """Attributes a question is about ("where do I live?" -> home_city), in order of first
    mention: the vocabulary's, then the named slots its words may name. Used by recall to
    seed the matching slots."""
    # (where, longest first): "work out" asks for a gym before "work" for an employer; a slot
    # named in more places of the question comes first ("which language is Jo learning":
    # learning_language, named by "language" and "learning", before spoken_language)
    hits: dict[str, tuple[int, int]] = {}
    places: dict[str, set[int]] = {}
    for known in find_known_values(question):
        # a value named is where the slot is asked, not a word asking for it ("Which gym
        # does Jo go to now she's left Monzo for Starling?")
        hits.setdefault(known.attribute, (known.start, known.start - known.end))
        places.setdefault(known.attribute, set())
    for pattern, attribute in _question_index():
        m = pattern.search(question)
        if m is not None:
            at = (m.start(), m.start() - m.end())
            if attribute not in hits or at < hits[attribute]:
                hits[attribute] = at
            places.setdefault(attribute, set()).add(m.start())
    ordered = sorted(hits, key=lambda a: (-len(places[a]), hits[a]))
    # a slot holding one state with an asked one is asked too ("喝什么" asks `drink`, and
    # `coffee` holds what one drinks as well)
    partners = _one_state_partners()
    together = [a for asked in ordered for a in (asked, *partners.get(asked, ()))]
    return list(dict.fromkeys(together)) + named_attributes_asked(question)
