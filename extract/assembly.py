"""Shared assembly of the rule extractor: clause readings -> CandidateFacts, in every language.

A *reading* is what a language reader sees in one clause: who (subject), which slot
(attribute), what (value). `assemble` turns a reading into a `CandidateFact` the same way for
every language: time from `timeexpr`, cue families from `cues`, scope, and the few cue
combinations that change what a fact means ("no longer" makes a state historical;
"considered X but stayed with Y" keeps Y and records X). The value cleaning and checks both
readers use (`free_value`, `closed_values`, `is_junk_value`...) live here too. The readers:
`extract.english` (spaCy) and `extract.chinese`; the word lists: `extract.lexicon`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache

from extract.clauses import clause_of, without_told_late
from extract.cues import cue_spans, find_cues
from extract.entities import entity_kind
from extract.lexicon import (
    AFTER_HEAD,
    ALLOWED_WORDS,
    ASSISTANT_NAMES,
    DETERMINERS,
    GRADERS,
    JUNK_VALUES,
    LIST_SPLIT,
    MONTHS,
    NEGATORS,
    NOT_IN_TITLE,
    PERSON_NAME,
    SCOPE_RULES,
    SMALL_TALK,
    STATE_BEGAN,
    VALUE_END,
    WEEKDAYS,
    WEIGHED,
    WORKPLACE_UNIT,
)
from extract.timeexpr import TimeResolution, as_utc, resolve_time
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue, MemoryType
from graph.vocabulary import (
    attribute_for_alias,
    attributes_knowing,
    find_known_values,
    known_value,
    load_entries,
    value_fits,
    value_heads,
    value_kind,
)

# --- shared: context, readings, assembly ---------------------------------------------------


@dataclass
class Speakers:
    """Who "I", "we" and "he/she" stand for in one episode."""

    speaker: str
    group: str
    last_person: str | None = None
    people: frozenset[str] = frozenset()  # casefolded names of the people who speak here

    @classmethod
    def of(
        cls, speaker: str | None, referent: str | None = None, people: Collection[str] = ()
    ) -> Speakers:
        """`referent`: who "he"/"she" means as the turn begins (the session's last person
        named before it), until the turn names another. `people`: the names of the others who
        speak in the conversation, whatever the parser makes of them ("Meiling works at …")."""
        name = speaker or "user"
        known = frozenset(p.casefold() for p in people if p)
        return cls(speaker=name, group=f"{name}'s team", last_person=referent, people=known)

    def is_speaker(self, name: str) -> bool:
        """Whether `name` is how the speaker calls themself: their name or its first word
        ("Sofia trains at …" said by Sofia Alvarez)."""
        folded = name.casefold().strip()
        full = self.speaker.casefold()
        return bool(folded) and folded in (full, full.split()[0])

    def knows(self, name: str) -> bool:
        """Whether `name` is one of the conversation's people, by full or first name."""
        folded = name.casefold().strip()
        return bool(folded) and (
            folded in self.people or any(p.split()[0] == folded for p in self.people)
        )


@dataclass
class Reading:
    """One fact a reader found in a clause, before time and cues are applied."""

    subject: str
    attribute: str
    value: str
    kind: str
    memory_type: MemoryType = MemoryType.SEMANTIC
    considered: str | None = None
    past: bool = False  # a past state ("lived in", "used to")
    negated_value: bool = False  # the negation is part of the value ("no meat")
    negated: bool = False  # the clause denies the value ("I don't use Vim")
    confidence: float = 0.8
    value_label: str | None = None  # NER label of the value, when the reader knows it
    focus: str | None = None  # an open statement's main thing named ("switched to tram")
    present: bool = False  # said in the present tense ("I'm a member at X"): it holds now
    # given up ("Stopped the Spanish class"): denied from now on, whatever the parse puts the
    # negation on
    given_up: bool = False


@dataclass
class UnitFacts:
    """A clause of an episode (offsets in the episode text) and the facts read from it."""

    text: str
    start: int
    end: int
    continues: bool  # same sentence as the unit before
    facts: list[CandidateFact] = field(default_factory=list)
    entities: list[tuple[str, str]] = field(default_factory=list)


@cache
def _scope_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(p, re.IGNORECASE), label) for p, label in SCOPE_RULES)


def find_scope(text: str) -> str | None:
    """The condition a statement is limited to ("project Atlas", "travelling"), if any."""
    for pattern, label in _scope_patterns():
        match = pattern.search(text)
        if match:
            return label.format(*(g.strip() for g in match.groups())).strip()
    return None


def _clause_cues(clause: str, sentence_cues: frozenset[Cue]) -> set[Cue]:
    """The cue families of a clause (not of a lead saying it is told late, "Oh, I never
    said: …"), with the causal and memory cues of its sentence."""
    cues = set(find_cues(without_told_late(clause))) | (
        sentence_cues & {Cue.CAUSAL, Cue.MEMORY_TRIGGER}
    )
    if Cue.ABANDONED in sentence_cues and WEIGHED.search(clause):
        # "I considered moving to Nairobi but I stayed in Sydney": the plan this clause
        # weighs is the one the next clause drops.
        cues.add(Cue.ABANDONED)
    return cues


_EMOJI = re.compile(r"[\U0001F000-\U0001FFFF\u2600-\u27BF\uFE0F]+")
_ASIDE = re.compile(r"\s[—–-]+\s|;|—|,(?=\s+but\s)")


def _value_part(text: str, value: str) -> str:
    """The part of `text` between dashes, semicolons or a ", but" that holds `value` (all of
    `text` when it is not there): "I'm on Tesco Mobile now - the signal at home was awful"
    limits Tesco Mobile to nothing; the aside is about the old network. "Triodos for everything,
    but the savings are still with Starling" limits Starling, not Triodos."""
    at = text.casefold().find(value.casefold())
    if at < 0:
        return text
    start = 0
    for m in _ASIDE.finditer(text):
        if m.start() >= at:
            return text[start : m.start()]
        start = m.end()
    return text[start:]


def _dropped_before(value: str, clause: str) -> bool:
    """Whether every "gave up on"/"decided against" of the clause drops something said before
    the value, in a part of its own ("gave up on the car, coming in by bus now")."""
    at = clause.casefold().find(value.casefold())
    spans = cue_spans(clause, Cue.ABANDONED)
    return (
        at > 0
        and bool(spans)
        and all(end <= at and re.search(r"[,;]|\b(?:and|so)\b", clause[end:at]) for _, end in spans)
    )


# "my old EE SIM", "our old Kia's sold": a thing the holder had, never a return to it.
_OLD_OWN = re.compile(r"\b(?:my|our|his|her|their)\s+old\s+(?:[\w'’-]+\s+)?$", re.IGNORECASE)


def _named_as_old(value: str, clause: str) -> bool:
    """Whether the clause names `value` as its holder's old one ("Found my old EE SIM")."""
    at = clause.casefold().find(value.casefold())
    return at > 0 and _OLD_OWN.search(clause[:at]) is not None


# "No, not Toyota Yaris any more, ", "不是Bayside Lido了，": the old value denied in a part
# of its own.
_DENIED_BEFORE = re.compile(
    r"\bnot\s+(?:(?:with|on|at|in|using|driving)\s+)?[^,;.!?]{1,40}?\s+any\s?more\W*[,;.!—–-]\s*"
    # "I gave up Greek, it's French now": the value given up, then the one it is now
    r"|\b(?:gave|given)\s+up\s+(?:on\s+)?[^,;.!?]{1,40}?[,;—–-]\s*(?=it['’]s\b|now\b|(?:the|my|our)\s)"
    # "I stopped being flexitarian and went vegan": the state stopped, then the new one
    r"|\bstopped\s+(?:being|going\s+to|using|eating|drinking|doing)\s+[^,;.!?]{1,40}?"
    r"(?:\s+and|[,;—–-])\s*(?=(?:i\s+|i['’]ve\s+|now\s+)?(?:went|gone|going|switched|started|"
    r"moved|joined|got|it['’]s)\b)"
    r"|(?:早就|已经)?不(?:再)?[是在][^，,。！!？?]{1,30}?[了啦]+[，,。！!]\s*"
    r"|[^，,。！!？?]{1,30}?不(?:再)?(?:看|用|去|做|喝|吃|住|练)了[，,。！!]\s*",
    re.IGNORECASE,
)


def denied_before(focus: str | None, clause: str) -> bool:
    """Whether the clause's only negation denies the old value in a part before `focus`
    ("No, not Toyota Yaris any more, I picked up a second-hand Skoda Octavia")."""
    return _denial_end(focus, clause) is not None


def _denial_end(focus: str | None, clause: str) -> int | None:
    """Where the part denying the old value ends, when `denied_before` holds; else None."""
    at = clause.find(focus) if focus else -1
    denial = _DENIED_BEFORE.search(clause[:at]) if at > 0 else None
    if denial is None or NEGATORS.search(clause[: denial.start()] + clause[denial.end() : at]):
        return None
    return denial.end()


def _time_of(value: str, clause: str, sentence: str, occurred_at: datetime) -> TimeResolution:
    """The time the clause gives, else its sentence; none when the time expression is the
    value itself ("ship on Friday")."""
    time = resolve_time(clause, occurred_at)
    if time.expression is None:
        time = resolve_time(sentence, occurred_at)
    said_in = sentence if time.expression and time.expression not in clause else clause
    # the value as written: "Octopus" of "Octopus Energy"
    written = value if value.casefold() in said_in.casefold() else value.split(" ")[0]
    if (
        time.expression
        and written
        and written.casefold() in said_in.casefold()
        and clause_of(said_in, time.expression) != clause_of(said_in, written)
    ):
        # "I've switched to Electric Ireland, also the car park's closed next week": the time
        # of another piece of news
        time = resolve_time("", occurred_at)
    if time.expression and time.expression.casefold() in f"on {value}".casefold():
        time = resolve_time("", occurred_at)  # "ship on Friday": Friday is the value
    return time


def assemble(
    reading: Reading,
    clause: str,
    sentence: str,
    span: tuple[int, int],
    occurred_at: datetime,
    sentence_cues: frozenset[Cue] = frozenset(),
    negated: bool | None = None,
) -> CandidateFact:
    """Apply time, cue families and scope to a reading; the result is a CandidateFact.
    `negated` is whether the parse puts a negation on the value's own predicate (None: not
    known); False drops a negation cue found elsewhere in the clause."""
    cues = _clause_cues(clause, sentence_cues)
    # (an open statement's value is its whole text: its focus is where it sits)
    where = reading.focus if reading.attribute == OPEN_ATTRIBUTE else reading.value
    part = clause_of(clause, where) if where else clause
    if part != clause and Cue.INTENT in cues and Cue.INTENT not in find_cues(part):
        # "I work at Aire Logistics, but I'll be there for tail walking": the plan is the
        # other part's, not the value's
        cues.discard(Cue.INTENT)
    if _named_as_old(reading.value, clause):
        reading = replace(reading, past=True)
    if negated is False:
        # "Nothing new there: I live in Seattle", "I moved to Rome and I'm not looking back":
        # the "not" belongs to another predicate; Seattle and Rome are asserted. So is PyCharm in
        # "I never mentioned it: I moved over to PyCharm", whatever a reader saw before it.
        cues.discard(Cue.NEGATION)
        reading = replace(reading, negated=False)
    time = _time_of(reading.value, clause, sentence, occurred_at)
    valid_from: datetime | None = time.valid_from
    valid_until: datetime | None = None
    uncertain = not time.confident
    denial_end = _denial_end(reading.focus or reading.value, clause)
    if reading.negated_value or _not_the_other(reading.value, clause) or denial_end is not None:
        # "diet = no meat" affirms a value; "at Lidl now, not Sainsbury's" denies the old one
        cues.discard(Cue.NEGATION)
    if denial_end is not None and Cue.PAST not in find_cues(clause[denial_end:]):
        # "I stopped being flexitarian and went vegan": what is over, or denied, is the old
        # value, whatever the parse put the negation on
        cues.discard(Cue.PAST)
        reading = replace(reading, negated=False)
    if time.future:
        cues.add(Cue.INTENT)
    if Cue.INTENT in cues:
        cues.discard(Cue.UPDATE)  # "thinking about moving to Berlin" has not moved yet
    if Cue.ABANDONED in cues and Cue.UPDATE in cues and _dropped_before(reading.value, clause):
        cues.discard(Cue.ABANDONED)  # "gave up on the car, coming in by bus now": bus is new
    if Cue.ABANDONED in cues or reading.considered:
        # The plan was dropped: the value is what stayed, so it is neither a plan nor a change.
        cues -= {Cue.INTENT, Cue.UPDATE}
    day = as_utc(occurred_at).replace(hour=0, minute=0, second=0, microsecond=0)
    said_before = (time.expression and time.valid_from < day) or Cue.PAST in cues
    if (
        said_before
        and not reading.past
        and reading.memory_type is MemoryType.SEMANTIC
        and not cues & {Cue.INTENT, Cue.NEGATION, Cue.ABANDONED}
        and not re.search(r"\bused to\b", clause, re.IGNORECASE)
        and (STATE_BEGAN.search(clause) or reading.present)
    ):
        # "went pescatarian back in December", "sorted this back in June: I'm a member at X":
        # a change then, still so
        cues.add(Cue.UPDATE)
    if (
        reading.memory_type is MemoryType.SEMANTIC
        and time.expression
        and not (time.since or time.future)
        and time.valid_from < day
        and not cues & {Cue.UPDATE, Cue.INTENT}
    ):
        cues.add(Cue.PAST)  # "去年我住在北京", "in 2019 I worked at X": a past state
    if reading.given_up:
        # "I've given up the guitar": over from now, as "no longer plays the guitar" says
        cues |= {Cue.UPDATE, Cue.NEGATION}
    if reading.past:
        cues.discard(Cue.UPDATE)  # "I've left FreeAgent, invoicing in FreshBooks now": left
    past = reading.past or (Cue.PAST in cues and Cue.UPDATE not in cues)
    if reading.negated and not reading.negated_value and cues & {Cue.UPDATE, Cue.PAST}:
        # "I no longer live in Beijing": Beijing was the value until now.
        cues.discard(Cue.UPDATE)
        cues.add(Cue.PAST)
        valid_from, valid_until, uncertain = None, as_utc(occurred_at), True
    elif past:
        cues.add(Cue.PAST)
        if time.expression is None:
            valid_from, uncertain = None, True
        valid_until = time.valid_until
    attribute, value = reading.attribute, reading.value
    if reading.negated and not reading.negated_value and Cue.PAST not in cues:
        attribute = f"not_{attribute}"  # a denial is its own multi-valued slot
    # An open statement's value is its whole clause: its scope is read around its focus ("I'm
    # at X for check-ups, but the hygienist I see is at Y": Y is the hygienist's).
    named = reading.focus if attribute == OPEN_ATTRIBUTE and reading.focus else value
    part = _value_part(clause, named)
    if Cue.SCOPE in cues and part != clause and Cue.SCOPE not in find_cues(part):
        cues.discard(Cue.SCOPE)  # the condition is in an aside about something else
    scope = find_scope(part) or (
        find_scope(_value_part(sentence, named)) if Cue.CAUSAL not in cues else None
    )
    if scope:
        cues.add(Cue.SCOPE)
    confidence = reading.confidence - (0.1 if uncertain else 0.0)
    return CandidateFact(
        subject=reading.subject,
        attribute=attribute,
        value=value,
        text=sentence.strip(),
        valid_from=valid_from,
        valid_until=valid_until,
        memory_type=reading.memory_type,
        kind=reading.kind,
        confidence=round(max(0.1, min(confidence, 0.99)), 2),
        cues=frozenset(cues),
        scope=scope,
        span=span,
        considered=reading.considered,
        time_uncertain=uncertain,
        focus=reading.focus,
    )


def reading_entities(reading: Reading) -> list[tuple[str, str]]:
    """Entities a reading names: the value when its slot (or NER) gives it a kind."""
    if reading.negated_value or reading.attribute in ("rule", "note", "decision", OPEN_ATTRIBUTE):
        return []
    if value_kind(reading.attribute) == "thing":
        return []  # the slot says its values are not entities (emails, dates, diets)
    kind = entity_kind(reading.attribute, reading.value_label)
    return [(reading.value, kind)] if kind not in ("thing", "time") else []


# A question tagged onto a statement asks nothing of it: "Danny is with Octopus for energy,
# did everyone know?", "she moved to Leeds, right?"
TAG_QUESTION = re.compile(
    r"[,—–-]\s*(?:did (?:every|any)one know|did you (?:all )?know|you know|who knew|right|eh|"
    r"did (?:you|ye|yous|y'all) not (?:hear|know)|did (?:nobody|no one|no-one) tell (?:you|yous)|"
    r"(?:have|had) (?:you|yous) not heard|"
    r"innit|isn['’]t it|aren['’]t they|can you believe it|fancy that|how about that)\s*\?+$",
    re.IGNORECASE,
)


# A question that passes news on: "Did you hear Ailsa signed up at Awesome Walls?"
HEARSAY_QUESTION = re.compile(
    r"^\W*(?i:did (?:you|ye|yous|y['’]all)(?:\s+(?:all|guys|lot|two|both))?\s+"
    r"(?:hear|know|see)|"
    r"have you(?:\s+(?:all|guys))?\s+heard|has (?:any|every) ?one heard|you heard|"
    r"didn['’]t you know|did (?:any|every) ?one (?:hear|know|see|tell you)|guess what|"
    # news of one's own told late: "Did I ever tell you lot that I've started at X?" (only the
    # speaker's: "Did I tell you Ken's on giffgaff?" would give Ken's news to the speaker)
    r"(?:did|have) i (?:ever )?(?:tell|told|mention(?:ed)?(?: to)?)(?: (?:you|ye|yous|y['’]all|"
    r"every ?one|any ?one)(?:\s+(?:all|guys|lot|two|both))?)?(?=\s+(?:that\s+)?(?:i|we)\b))\b"
)
# ... unless it asks whether: "did you hear if Sam got the job?", "... or is that a rumour?"
_ASKS_WHETHER = re.compile(r"^\W*(?i:if|whether|what|who|where|when|how|why|which|about)\b")
_DOUBTS = re.compile(
    r"(?i:,?\s+or\s+(?:is|am|was|did|just|not|are|have|has|do)\b|\b(?:is|was) (?:that|it) "
    r"(?:right|true|real)\b|\brumou?r|\b(?:nearly|almost)\b)"
)


def told_in(sentence: str) -> str | None:
    """The statement a question only passes on ("Did you all know Marek got a job at Tobacco
    Factory?" -> "Marek got a job at Tobacco Factory"), to be read as one; None for any other
    sentence, and for one that asks whether ("did you hear if Sam got the job?")."""
    m = HEARSAY_QUESTION.match(sentence)
    if m is None:
        return None
    told = re.sub(r"^(?i:that)\s+", "", sentence[m.end() :].strip(" ?？,"))
    if not told or _ASKS_WHETHER.match(told) or _DOUBTS.search(told) or len(told.split()) < 3:
        return None
    return told


def is_small_talk(text: str) -> bool:
    """Greetings, thanks, laughter and questions: nothing to remember."""
    stripped = TAG_QUESTION.sub("", text.strip().lower()).strip()
    if not stripped or stripped.endswith(("?", "？")) or re.search(r"[吗呢]\W*$", stripped):
        return True
    return bool(SMALL_TALK.fullmatch(stripped))


# A wish or a condition that did not happen: "If I was braver I'd rent somewhere in Rhiwbina",
# "If I won the lottery I'd get a house in Enderby", "In another life I'd register at Albany
# Road Dental", "I wish I lived in Penarth", "I've always fancied working at Aviva". The value
# is named as what is not the case.
_HYPOTHETICAL = re.compile(
    r"\bif\s+(?:i|we)\s+(?:was|were|had|could|won|did|lived|got|went)\b[^.!?。！？]*?"
    r"\b(?:(?:i|we)['’]d|(?:i|we)\s+would|(?:i|we)\s+could)\b"
    r"|\bin (?:another|a different|an ideal|a perfect) (?:life|world)\b"
    r"|\b(?:i|we) wish (?:i|we)\b|\bif only (?:i|we)\b|\bif money (?:was|were) no object\b"
    # a daydream: "I've always fancied working at Aviva", "I'd love to live in Penarth one day"
    r"|\b(?:i|we)(?:['’]ve| have)? always (?:fancied|wanted|dreamed|dreamt)\b"
    r"|\b(?:i|we)['’]d (?:love|like) to\b[^.!?。！？]*\b(?:one day|someday|some day)\b"
    # "imagine if I switched to Xcode", 想象一下我突然换成Xcode, 假如我搬到York
    r"|\bimagine (?:if |me |i\b|us\b)|想象一下|假如|要是我(?:能|有|是|换)|如果我(?:是|有|能|换)",
    re.IGNORECASE,
)


def named_with_the(text: str, value: str) -> bool:
    """Whether `text` writes `value` as the end of a name opened by a capital "The" inside a
    sentence ("joined The Edge", "I'm at The Range"): the name is "The Edge", not the
    browser a known value "Edge" would make it. Not at a sentence's start, where any "The"
    is capitalised."""
    for m in re.finditer(rf"\bThe\s+{re.escape(value)}(?![\w])", text):
        before = text[: m.start()].rstrip()
        if before and before[-1] not in '.!?:;"“(':
            return True
    return False


def is_hypothetical(text: str) -> bool:
    """Whether a sentence names its values as a wish or an unreal condition (no state)."""
    return bool(_HYPOTHETICAL.search(text))


def is_assistant(speaker: str | None) -> bool:
    """Whether an episode's speaker is the assistant (or another model/system voice): its
    suggestions and confirmations are not facts about the user."""
    if not speaker:
        return False
    folded = speaker.strip().casefold()
    return folded in ASSISTANT_NAMES or folded.startswith(("assistant:", "ai:", "bot:"))


def is_junk_value(value: str) -> bool:
    """Whether a value is too empty to remember (a pronoun, particle, yes/no, punctuation)."""
    stripped = value.strip(" \t'\"“”‘’.,!?;:。，！？；：、()（）")
    if not stripped:
        return True
    if stripped.casefold() in JUNK_VALUES:
        return True
    return bool(re.fullmatch(r"[\W_]+", stripped))


def person_name(value: str) -> str | None:
    """The proper name a person-valued slot's value starts with ("Lucia turns 7" -> "Lucia");
    None when it starts with none (“my wife is amazing”). Non-Latin values pass unchanged."""
    if not value.isascii():
        return value
    m = PERSON_NAME.match(value.strip())
    if not m:
        return None
    name = m.group(0).strip()
    return name if name.split()[-1] not in ("I", "Dr", "Mr", "Mrs", "Ms", "Prof") else None


def _not_the_other(value: str, clause: str) -> bool:
    """Whether the clause's only negation is a "not <another name>" after the value ("I'm
    doing the big shop at Lidl now, not Sainsbury's")."""
    at = clause.casefold().find(value.casefold())
    if at < 0 or NEGATORS.search(clause[:at]):
        return False
    after = clause[at + len(value) :]
    contrast = re.match(r"[^.;!?]*?,?\s+not\s+(?:the\s+|my\s+)?(?=[A-Z0-9\u4e00-\u9fff])", after)
    return contrast is not None and not NEGATORS.search(
        after[: contrast.start()] + after[contrast.end() :]
    )


def clean_value(raw: str) -> str:
    """A short value from the text after a cue: cut at the next clause, drop determiners."""
    # A full stop, or a spaced dash that starts an aside ("Senior Rider — no complaints").
    text = re.split(r"\.(?:\s|$)|\s[-–—]+\s", raw.strip(), maxsplit=1)[0]
    text = VALUE_END.sub("", " " + text).strip()
    text = DETERMINERS.sub("", text)
    return _without_trailing_symbols(text).strip(" '\"“”’.:-")


def _without_trailing_symbols(text: str) -> str:
    """ "Bellahouston Leisure Centre 🙂" -> the name: emoji are no part of a value ("Disney+"
    keeps its plus, a math symbol)."""
    end = len(text)
    while end and (unicodedata.category(text[end - 1]) == "So" or text[end - 1] in "\ufe0f\u200d "):
        end -= 1
    return text[:end]


def up_to_head(value: str, heads: tuple[str, ...]) -> str:
    """A head-noun value cut after its head when a preposition or relative follows it:
    "tutor on italki" -> "tutor"; "" when a preposition or possessive comes before the head
    ("question about my tutor"). Unchanged when it has no head."""
    words = value.split()
    end = next(
        (
            i + 1
            for i, word in enumerate(words)
            if word.lower() in heads and (i + 1 == len(words) or words[i + 1].lower() in AFTER_HEAD)
        ),
        None,
    )
    if end is None:
        return value
    if any(w.lower() in NOT_IN_TITLE for w in words[: end - 1]):
        return ""
    return " ".join(words[:end])


def free_value(attribute: str, raw: str) -> str | None:
    """The value a pattern captured, cleaned and checked against the slot's known values and
    head nouns (a job title must end in "engineer", "经理"...). A place-valued slot takes no
    employer unit ("London office") and no tool name ("moved to GitHub Actions")."""
    raw = _EMOJI.sub("", raw).strip()  # "Grindsmith 🙌"
    # A dash ends a Latin value: "Wellfield Surgery — you can actually get in there".
    latin = re.split(r"\s[—–-]+\s|—", raw)[0]
    raw = latin if latin.isascii() and latin.strip() else raw
    known = known_value(attribute, raw.strip())
    if known is not None:
        return known  # as the slot knows it: "The Gym Group" keeps its "The"
    value = clean_value(raw) if raw.isascii() else raw.strip()
    heads = value_heads(attribute)
    if heads and value.isascii():
        value = up_to_head(value, heads)
    if not value or len(value.split()) > ALLOWED_WORDS:
        return None
    last = value.split()[-1].lower()
    if heads and last not in heads and not any(value.endswith(h) for h in heads if not h.isascii()):
        return None
    if value_kind(attribute) == "person":
        value = person_name(value) or ""
    elif value.isascii():
        value = GRADERS.sub("", value).strip()
    if not value or is_junk_value(value) or not value_fits(attribute, value):
        return None
    if value_kind(attribute) == "organisation" and value.islower() and attribute_for_alias(value):
        return None  # "registered at the vets", "at the surgery": the kind, no name
    if value_kind(attribute) == "place" and (
        not re.search(r"[^\W\d_]", value)  # "moved to 3": a time, not a place
        or WORKPLACE_UNIT.search(value)
        or any(k.start == 0 and k.end == len(value) for k in find_known_values(value))
        # "moved from Forthglade to Tails.com": a known thing of another kind is no place
        or any(value_kind(a) == "thing" for a in attributes_knowing(value))
    ):
        return None
    return known_value(attribute, value) or value


@cache
def _spellings(attribute: str) -> tuple[tuple[str, str], ...]:
    """(folded spelling, canonical value) of a slot's known values, longest spelling first."""
    values = load_entries()[attribute].values
    return tuple(sorted(values.items(), key=lambda s: -len(s[0])))


def closed_values(attribute: str, text: str) -> list[str]:
    """Known values of `attribute` inside `text`, in text order (for @closed patterns)."""
    entry = load_entries()[attribute]
    folded = text.casefold()
    found: dict[str, int] = {}
    taken: list[tuple[int, int]] = []
    for spelling, _ in _spellings(attribute):
        if spelling not in folded:
            continue
        # ASCII boundaries only: Chinese has none, and Latin names glue to it. A hyphened
        # compound is another word ("vegan-curious", "non-vegan").
        pattern = rf"(?<![a-z0-9])(?<![a-z]-){re.escape(spelling)}(?![a-z0-9]|-[a-z])"
        for m in re.finditer(pattern, folded):
            if not any(s < m.end() and m.start() < e for s, e in taken):
                taken.append(m.span())
                found.setdefault(entry.values[spelling], m.start())
    return sorted(found, key=found.__getitem__)


def leading_values(attribute: str, text: str) -> list[str]:
    """Known values each list item of `text` starts with: "oat latte every day" -> oat latte;
    "learning Japanese" gives nothing (the value must lead, not just occur)."""
    found = []
    for written in LIST_SPLIT.split(text):
        written = GRADERS.sub("", written)
        part = written.casefold()
        first = _leading_spelling(attribute, part)
        if first is None:
            continue
        spelling, canonical = first
        rest = part[len(spelling) :]
        gap = len(rest) - len(rest.lstrip())
        second = _leading_spelling(attribute, rest[gap:]) if rest.startswith(" ") else None
        if second is not None and len(written) == len(part):
            # "VW Polo": a make and its model are one value, kept as written
            canonical = written[: len(spelling) + gap + len(second[0])]
        elif second is None and len(written) == len(part) and rest.startswith(" "):
            model = _UNLISTED_MODEL.match(written, len(spelling) + gap)
            if model is not None and load_entries()[attribute].make_and_model:
                # "Volvo V70", "Peugeot 3008": a listed make, then a model no list names
                canonical = written[: model.end()]
        found.append(canonical)
    return found


# A model's name after its make: a word with a digit ("V70"), a number ("3008") or a
# capitalised word ("Volvo Estate"), not a day, a month or the next clause's "I".
_UNLISTED_MODEL = re.compile(
    rf"(?!(?i:(?:{WEEKDAYS}|mon|tues|thurs|fri|sun)s?|{MONTHS}|christmas|easter|i)\b)"
    r"(?:[A-Z][A-Za-z]*\d[\w-]*|\d{3,}[\w-]*|[A-Z][a-z]+)(?![\w'’])"
)


# Where a spelling that starts a part ends as a word: not glued to a Latin letter or digit,
# nor the head of a hyphened compound. One pattern, matched at the spelling's end (a pattern
# per spelling overflowed the `re` cache and recompiled on every turn).
_SPELLING_ENDS = re.compile(r"(?![a-z0-9]|-[a-z])")


def _leading_spelling(attribute: str, part: str) -> tuple[str, str] | None:
    """The longest known spelling of `attribute` that `part` (folded) starts with, and its
    canonical value."""
    return next(((sp, c) for sp, c in _spellings(attribute)
                 if part.startswith(sp) and _SPELLING_ENDS.match(part, len(sp))), None)  # fmt: skip


def trailing_value(attribute: str, text: str) -> str | None:
    """The known value of `attribute` that ends `text` ("我每天开车" -> car): a Chinese cue's
    value runs back to the clause start when nothing marks where it begins."""
    folded = text.casefold().rstrip()
    for spelling, canonical in _spellings(attribute):
        if folded.endswith(spelling) and (
            len(folded) == len(spelling)
            or not folded[-len(spelling) - 1].isascii()
            or not folded[-len(spelling) - 1].isalnum()
        ):
            return canonical
    return None


def is_multi_valued(attribute: str) -> bool:
    """Whether the vocabulary slot holds several values at once (pets, languages)."""
    entry = load_entries().get(attribute)
    return entry is not None and entry.spec.cardinality.value == "multi"


def split_values(attribute: str, value: str) -> list[str]:
    """ "English and French" -> two values, for multi-valued slots."""
    if not is_multi_valued(attribute):
        return [value]
    parts = [p for p in LIST_SPLIT.split(value) if p]
    return [known_value(attribute, p) or p for p in parts] or [value]
