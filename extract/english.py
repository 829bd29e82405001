"""The English reader: a spaCy parse of an episode -> clause units with candidate facts.

`read_english_doc` splits the parsed episode into sentences and clauses; `EnglishReader`
reads each clause into readings (vocabulary aliases, cue patterns, known values, then open
facts: rules, decisions, metrics, habits, events and first-person statements), which
`extract.assembly.assemble` turns into facts. The parse-walking helpers beside it
(`statement_focus`, `swap_target`, `value_negated`, `predicate_part`) serve
`extract.fallback` too. Word lists: `extract.lexicon`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime
from functools import cache

from spacy.tokens import Doc, Span, Token

from extract.assembly import (
    Reading,
    Speakers,
    UnitFacts,
    assemble,
    clean_value,
    closed_values,
    find_scope,
    free_value,
    is_hypothetical,
    is_junk_value,
    is_multi_valued,
    is_small_talk,
    leading_values,
    named_with_the,
    person_name,
    reading_entities,
    split_values,
    told_in,
)
from extract.causal import split_causal_clauses
from extract.cues import BILL_NOUNS, cue_spans, find_cues
from extract.entities import entity_kind
from extract.holders import surface_holder, tagged_or_known_person
from extract.lexicon import (
    ALLOWED_WORDS,
    APOLOGY,
    ARRANGEMENT,
    AUTHORITIES,
    BACKGROUND,
    BARE_KIN,
    CHANGE_NOUNS,
    CHANGE_VERBS,
    CONDITIONS,
    DEBUG_CHATTER,
    DECIDERS,
    EMPTY_NOUNS,
    EVENT_VERBS,
    FILLER,
    FIRST_PERSON,
    FOCUS_DEPS,
    FOCUS_ENTITIES,
    FRAGMENT_RULE,
    GENERIC_NOUNS,
    HABIT_TAIL,
    HABITUAL,
    HEDGE_AFTER,
    INTERJECTION,
    JOKE,
    KIN,
    LATELY,
    LIFE_EVENT,
    METRIC_VERBS,
    MODEL_NUMBER,
    MOMENT,
    MOTION,
    NEGATING_WORDS,
    NEGATORS,
    NOT_ACTIVITIES,
    NOT_HABITS,
    NOT_RULE_WORDS,
    NOTE_LEAD,
    NOW_VERBS,
    NUMBER,
    ONE_DAY,
    ORIGIN,
    OTHERS_THING,
    OUTCOME_VERBS,
    PASSING_WORDS,
    PER_PERIOD,
    PERSON_NOUNS,
    PREFERENCE_VERBS,
    QUESTIONISH,
    RECURRING,
    REQUEST_LEAD,
    REQUEST_NOUNS,
    RULE_LEAD,
    RULE_STRIP,
    SENTENCE_END,
    STANDING,
    STATE_CHANGE_VERBS,
    STATEMENT_LEAD,
    STATEMENT_WORDS,
    SWAP_PIVOT,
    SWAP_VERB,
    TRANSIENT,
    USAGE,
    VERDICTS,
    WHY_I_TYPED_SENTENCE,
)
from extract.prefilter import CompiledCue, CueIndex
from extract.provider_use import provider_uses
from extract.splices import spliced_at
from extract.taking_verbs import root_token
from graph.types import OPEN_ATTRIBUTE, Cue, MemoryType
from graph.vocabulary import (
    KnownValue,
    attribute_for_alias,
    attributes_knowing,
    cue_patterns,
    fact_kind,
    find_known_values,
    inside_a_longer_name,
    known_value,
    known_value_spans,
    load_entries,
    place_values,
    slot_for_aliased_value,
    slot_marked_by,
    state_slot_knowing,
    value_kind,
    work_cue_holds,
)

GROUP_NOUNS = ("team", "group", "squad")  # nouns that say "we" ("the team moved to Jira")


@cache
def _english_cues() -> CueIndex:
    return CueIndex(_english_patterns())


@cache
def _english_patterns() -> tuple[CompiledCue, ...]:
    compiled = []
    for spec in cue_patterns("en"):
        # "{X}" may follow a group with no space: a glued "{X}" must read the value too
        parts = [
            word.replace("'", "['’]").replace("{X}", r"(?P<X>[^,;!?]+)")
            for word in spec.pattern.split()
        ]
        body = (r"\s+" + FILLER).join(parts)
        tail = "" if spec.pattern.endswith("{X}") else r"(?![\w])"
        # not inside a word, but a cue may open on a contraction glued to it ("Jo's vegan now")
        regex = re.compile(r"(?:(?<![\w'’])|(?=['’]))" + body + tail, re.IGNORECASE)
        compiled.append(CompiledCue(spec, regex))
    return tuple(compiled)


@cache
def _alias_names() -> str:
    """The vocabulary's English attribute aliases as one regex alternation, longest first."""
    aliases = {
        alias
        for entry in load_entries().values()
        for alias in entry.spec.aliases
        if alias.isascii()
    }
    return "|".join(re.escape(a) for a in sorted(aliases, key=len, reverse=True))


@cache
def _alias_pattern() -> re.Pattern[str]:
    names = _alias_names()
    return re.compile(
        # "my own phone is …": the speaker's, beside one work gave them
        rf"(?:(?<![\w])(?P<owner>my|our|(?-i:[A-Z][\w-]*)['’]s)\s+(?:own\s+)?|^\W*(?:the\s+)?)"
        rf"(?P<alias>{names})\s*"
        rf"(?P<verb>is|are|was|were|has been|:|=|['’]s)\s+{FILLER}(?P<X>[^,;!?]+)",
        re.IGNORECASE,
    )


@cache
def _value_first_alias_pattern() -> re.Pattern[str]:
    """ "Chess is my hobby now", "Neovim has been my editor for ages": the value first, the
    attribute named after it."""
    names = _alias_names()
    return re.compile(
        rf"(?:^|[:;—–]\s*|\b(?:so|oh|okay|well|anyway|yeah),?\s+)(?:the\s+)?"
        rf"(?P<X>[^,:;!?—–]{{1,60}}?)\s+(?P<verb>is|['’]s|has been|have been|was|remains|became)"
        rf"\s+{FILLER}(?P<owner>my|our)\s+(?:new\s+|current\s+|favou?rite\s+|main\s+|usual\s+"
        rf"|go-to\s+|daily\s+|regular\s+|primary\s+)?(?P<alias>{names})\b",
        re.IGNORECASE,
    )


_ALSO = re.compile(
    r"\b(?:as well as|alongside|along with|plus|on top of|together with|and also|besides)\s+",
    re.IGNORECASE,
)
_MARKED_CHANGE = re.compile(
    r"(?<![\w'’])(?:(?:switch(?:ed|ing)?|mov(?:ed|ing)|chang(?:ed|ing)|transferr(?:ed|ing)|"
    r"register(?:ed)?|signed up)(?:\s+over)?\s+(?:to|with|at)|"
    # "Priya has gone over to Trentside Energy", "went with Bridge Dental": chosen, not visited
    r"(?:gone|went)\s+(?:over\s+to|with))\s+(?P<X>[^,;!?]+)|"
    r"(?<![\w'’])(?:swapped|traded|ditched|dropped)\s+[^,;!?]{1,60}?\s+for\s+(?P<Y>[^,;!?]+)|"
    r"(?<![\w'’])first\s+(?:appointment|visit|check-?up|session|class|rehearsal|practice)\s+"
    r"(?:at|with)\s+(?P<Z>[^,;!?]+)",
    re.IGNORECASE,
)
_NOW_IT_IS = re.compile(r"\bit(?:['’]s| is)\s+[^,;.!?]{1,40}?\bnow\b", re.IGNORECASE)
_ON_BEFORE = re.compile(r"\bon\s+(?:(?:an?|the|my|our)\s+)?$", re.IGNORECASE)


# A turn of the clause after which an earlier "not" no longer bears on the value: "Not my
# news to share but Haoran goes to X".
_NEGATION_ENDS = re.compile(r"\b(?:but|though|although|however|anyway)\b|[,;:—–]", re.IGNORECASE)


# Words a sentence may open on before its subject ("Oh she banks with …").
_LEAD_WORDS = frozenset("oh and so well apparently yeah".split())
# Where a chat line turns to other news, whose subject it gives afresh or drops ("I").
_NEWS_BREAK = re.compile(
    r"(?:\band\s+)?\bin other news\b,?|[,;.!]\s*(?:anyway|btw|oh and)\b,?", re.I
)
# What a service's name may qualify and still name the service ("a Spotify account"), and
# times the parse hangs a name on ("drive the Dacia Sandero day to day").
_SERVICE_NOUNS = frozenset(
    "account app subscription membership premium plan tariff contract card sim deal trial "
    "family student package bundle service day week weekend morning night time "
    # "the Mandarin course", "Ecotricity customers": the language learnt, the supplier used
    "course class lesson customer".split()
)
# What stands for its owner in "my phone is on EE", "our broadband's with Zen".
_OWN_THINGS = frozenset(
    "phone mobile laptop computer pc mac tablet car account number contract sim tariff bill "
    "energy electricity gas broadband internet wifi tv music house flat".split()
)
# What a household is supplied with: "our energy is with Ecotricity" is the household's.
_SUPPLIES = frozenset("energy electricity electric gas broadband internet".split())
# Meeting someone: after "bumped into Anna", "she" may be Anna.
_MEETING_VERBS = frozenset(
    "meet bump run call see visit text message ring phone chat talk catch hug marry date "
    "help join".split()
)
# Nouns for people beside kin: "my mate is on Spotify" is the mate's.
_PEOPLE_NOUNS = frozenset("friend mate pal colleague boss neighbour neighbor everyone".split())


def _negated_before(text: str, position: int) -> bool:
    ends = [m.end() for m in _NEGATION_ENDS.finditer(text, 0, position)]
    start = ends[-1] if ends else 0
    return any(start <= m.start() < position for m in NEGATORS.finditer(text))


def _thing_subject(span: Span, position: int) -> bool:
    """Whether the subject right before `position` is a thing, not a person: "the podcast",
    "my band" (kin and mates are people; "my phone" stands for its owner)."""
    before = [t for t in span if t.dep_ in ("nsubj", "nsubjpass") and t.idx < position]
    if not before:
        return False
    token = before[-1]
    if token.lower_ in _OWN_THINGS and any(c.dep_ == "poss" for c in token.children):
        return False  # "my phone is on EE": the owner's
    return token.pos_ == "NOUN" and token.lower_ not in KIN | _PEOPLE_NOUNS


def _brand_of_a_thing(span: Span, position: int, value: str) -> bool:
    """Whether `value`, written at `position`, only names the make of a thing said after it:
    "got Pandora charms" is jewellery, "got a Spotify account" is the service."""
    end = position + len(value)
    last = [t for t in span if position <= t.idx < end]
    if not last or not value[:1].isupper():  # "a pescatarian diet" is the diet
        return False
    token = last[-1]
    head = token.head
    return (
        token.dep_ == "compound"
        and head.i > token.i
        and head.pos_ == "NOUN"
        and head.text.islower()
        and head.lemma_ not in _SERVICE_NOUNS
    )


def negation_set_aside(clause: str, value: str) -> bool:
    """Whether every negation of `clause` lies before a turn that comes before `value` ("Not
    my news to share but Priya goes to X"): it bears on the aside, not on the value."""
    position = clause.find(value)
    negators = list(NEGATORS.finditer(clause))
    if position < 0 or not negators:
        return False
    ends = [m.end() for m in _NEGATION_ENDS.finditer(clause, 0, position)]
    return bool(ends) and all(n.end() <= ends[-1] for n in negators)


class EnglishReader:
    """Reads clauses of a parsed English sentence into readings."""

    def __init__(self, speakers: Speakers) -> None:
        self.who = speakers
        self.request = False  # the clause asks the assistant to do something ("can you ...")
        self.sentence: Span | None = None  # the sentence being read
        # The episode has named one of the speaker's people or pets ("my sister Ines", "my
        # dog"): a later "she" or a bare "wedding's in May" is about them.
        self.topic = False

    # subjects

    def subject_at(self, span: Span, position: int, end: int | None = None) -> str | None:
        """The subject of the clause part before `position` (episode offset). When the only
        subject lies inside the cue itself (`position`..`end`: "my last day at X", "new
        place is in X"), the owner of that noun is meant: "my" the speaker, "our" the group."""
        # "it", "that", "this" hold nothing: "we've left OVO, it's EDF now" is ours
        # nor do chat's lead-ins the parser takes for a name ("FYI, Priya moved to …")
        tokens = [t for t in span if t.dep_ in ("nsubj", "nsubjpass")
                  and t.lower_ not in ("it", "that", "this", *_LEAD_INS)]  # fmt: skip
        # a relative clause's subject is not the main clause's ("Priya, who I work with, …")
        before = [t for t in tokens if t.idx < position and not _in_other_relative(t, position)]
        news = [span.start_char + m.end() for m in _NEWS_BREAK.finditer(span.text)
                if span.start_char + m.end() <= position
                and _clause_before(span, span.start_char + m.start())]  # fmt: skip
        if news:
            # "my brain is mush, and in other news bought a Skoda Fabia": the news is told
            # afresh; without a subject of its own, "I" is dropped
            before = [t for t in before if t.idx >= news[-1]]
            if not before:
                return self.who.speaker
        if before and _is_heading(before[-1], position):
            # "Euan reporting: started trumpet lessons", "Big news: started at …": a heading
            # the parse took for the subject; the news is its one named person's, else the
            # speaker's (two named: whose is unsaid)
            heading = before[-1]
            in_heading = [t for t in heading.subtree if t.i < heading.i
                          and t.text[:1].isupper() and self.who.knows(t.text)]  # fmt: skip
            unknown = any(t.pos_ == "PROPN" for t in heading.subtree if t.i < heading.i)
            if len(in_heading) > 1 or (not in_heading and unknown):
                return None  # "Euan reporting: …" from someone not yet met: not the speaker's
            return self._name_known(in_heading[0]) if in_heading else self.who.speaker
        leading = _known_name_leading(span, position, self.who)
        if leading is not None:
            # "As far as I know Ravi works at …", "Not my news to share but Hamish banks
            # with …": the parse hangs the name off the lead-in; the cue's own subject is meant
            return self._name_known(leading)
        named = surface_holder(span, self.who)  # "fyi Sorrel's on Barclays now"
        if named is not None and not before and span.doc[max(named[1])].idx < position:
            return named[0]
        # "She banks with …", "banks" parsed as a noun: "she" opens the cue or its lead
        lead = [t for t in span if t.idx <= position and not t.is_punct
                and t.lower_ not in _LEAD_WORDS][:3]  # fmt: skip
        if not before and lead and lead[0].lower_ in ("he", "she"):
            return self._name(lead[0])
        token = before[-1] if before else (tokens[0] if tokens else None)
        if token is None:
            contracted = _contracted_subject(span, position)
            if contracted is not None:
                # "Agnes's working at X now": Agnes is; "Zhou Hao's learning …": the whole
                # name when the conversation knows it
                whole = _name_ending_at(contracted)
                return whole if self.who.knows(whole) else self._name(contracted)
            lead = [t for t in span if t.idx < position and not t.is_punct]
            if 0 < len(lead) <= 2 and all(
                t.pos_ == "PROPN" or (t.pos_ == "NOUN" and t.text.istitle()) for t in lead
            ):
                # "Yan sings with Capital Voices now", parsed as a compound noun "Yan sings"
                return self._name(lead[-1])
            return self.who.speaker  # "Moved to Hangzhou last month."
        if not before and end is not None and position <= token.idx < end:
            if token.lower_ in ("nobody", "everyone", "everybody"):
                return self._name(token)
            owner = next((c.lower_ for c in token.children if c.dep_ == "poss"), None)
            return self.who.group if owner == "our" else self.who.speaker
        if before and (
            _set_off_by_comma(token, position) or _subject_dropped(token, span, position)
        ):
            # "after a long call, and a truly terrible sandwich from the corner place, opened
            # a Barclays account": "I" dropped after a preamble the parser took as subject
            return self.who.speaker
        for earlier in before[:-1]:
            self._name(earlier)  # "my daughter Lucia ... and she": who "she" is
        if not before and token.i > span.start and token.nbor(-1).lower_ in ("new", "old"):
            return self.who.speaker  # "new place is a flat in Clifton": the speaker's place
        if not before and (
            (token.pos_ == "NOUN" and token.idx > position)
            or (end is not None and token.idx >= end)
        ):
            # "switched to Monzo, the app is better", "Moved to Castle Dental, Celtic Smiles
            # went private": "I" dropped; the later clause's subject holds no part of the cue
            return self.who.speaker
        return self._name(token)

    def _name_known(self, token: Token) -> str:
        """A conversation's person by the name they are written with, without the words the
        parse hung on it ("omg Hamish has got a corgi": Hamish)."""
        whole = _name_ending_at(token)
        if self.who.is_speaker(token.text) or self.who.is_speaker(whole):
            return self.who.speaker
        return whole if self.who.knows(whole) else token.text

    def _name(self, token: Token) -> str | None:
        t = token
        low = t.lower_
        if low in ("i", "me", "myself") or (t.pos_ == "PROPN" and self.who.is_speaker(t.text)):
            return self.who.speaker
        if (
            low in _DEGREE_WORDS
            and t.n_lefts + t.n_rights == 0
            and (t.head.tag_ in ("VBN", "JJ") or any(c.dep_ == "xcomp" for c in t.head.children))
        ):
            # "Half tempted to move …": "I'm" dropped; not "Half of Year 12 …", "Half work at …"
            return self.who.speaker
        if low in ("we", "us", "ourselves"):
            return self.who.group
        if low in ("you", "u") and self.request:
            return self.who.speaker  # "can you write it in British English?"
        if low in ("he", "she", "him", "her"):
            return named_subject_before(t, self.who) or self.who.last_person
        if low in BARE_KIN and not any(c.dep_ in ("det", "poss") for c in t.children):
            return f"{self.who.speaker}'s {low}"  # "dad has ...": the speaker's dad
        if low in ("nobody", "everyone", "everybody", "noone") or (
            low == "one" and t.nbor(-1).lower_ == "no" if t.i > 0 else False
        ):
            return self._household(t)
        if t.pos_ == "PRON" or low in ("there", "someone"):
            return None
        # "my own phone" is the speaker's phone, not a person called "own phone"; "FYI Priya"
        # is Priya; a name takes no lower-case word hung on it ("omg Hamish …" is Hamish)
        name = t.pos_ == "PROPN" and t.text[:1].isupper()
        words = [c.text for c in t.lefts if c.dep_ in ("compound", "amod")
                 and c.lower_ not in ("own", *_LEAD_INS)
                 and not (name and c.text.islower())] + [t.text]  # fmt: skip
        noun = " ".join(words)
        owner = next((self._owner(c) for c in t.children if c.dep_ == "poss"), None)
        named = next((c for c in t.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
        if named is not None and owner in ("my", "our"):
            self.who.last_person = named.text  # "my daughter Lucia ... she"
        if _change_of_the_speaker(t, owner):
            return self.who.group if owner == "our" else self.who.speaker
        if owner == "my":
            slot = attribute_for_alias(noun)
            return (  # "my editor" is the speaker's slot; "my husband" is a person
                self.who.speaker
                if slot and value_kind(slot) != "person"
                else f"{self.who.speaker}'s {noun.lower()}"
            )
        if owner == "our" or noun.lower() in (*GROUP_NOUNS, "the team"):
            return (
                self.who.group
                if noun.lower() in (*GROUP_NOUNS, *_SUPPLIES) or attribute_for_alias(noun)
                else f"{self.who.speaker}'s {noun.lower()}"
            )
        person = next((c for c in t.children if c.dep_ == "poss" and self.who.knows(c.text)), None)
        if person is not None and noun.islower():
            # "Lydia's daughter is doing Spanish now": Lydia's daughter, not a "daughter";
            # "Lydia's car is …" is Lydia's slot
            slot = attribute_for_alias(noun)
            return (
                person.text if slot and value_kind(slot) != "person" else f"{person.text}'s {noun}"
            )

        if t.pos_ == "PROPN" or t.ent_type_ in ("PERSON", "ORG") or t.text.istitle():
            # spaCy often tags a sentence-initial name as NOUN; a capital still marks a name.
            if t.ent_type_ in ("PERSON", ""):
                self.who.last_person = noun
            return noun
        return noun.lower()

    def _household(self, token: Token) -> str | None:
        """ "nobody in my house" / "everyone in our family": the speaker's household."""
        for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "in"):
            for pobj in (g for g in prep.children if g.dep_ == "pobj"):
                owner = next((c.lower_ for c in pobj.children if c.dep_ == "poss"), None)
                if owner in ("my", "our"):
                    noun = "household" if pobj.lower_ in ("house", "home", "flat") else pobj.lower_
                    return f"{self.who.speaker}'s {noun}"
        return None

    # readings

    def read(self, clause: str, span: Span, base: int) -> list[Reading]:
        """Readings of one clause. `base` is the clause's offset in the episode."""
        self.request = _request(clause)
        scanned = self._scanned_readings(clause, base, span)
        claimed = {r.value.casefold() for r in scanned}
        readings = self._alias_readings(clause, base, span)
        readings += [  # "moved to GitHub Actions" is a tool, not a city
            r
            for r in self._pattern_readings(clause, base, span)
            if not any(c in r.value.casefold() for c in claimed)
        ]
        readings += self._origin_readings(clause, readings, claimed)
        readings += self._marked_readings(clause, base, span, readings)
        readings += scanned
        readings += self._provider_use_readings(clause, base, span, readings)
        readings += self._ended_readings(clause, base, span, readings)
        readings = [r for r in readings if r.kind == "outcome" or not is_junk_value(r.value)]
        if not readings:
            readings = [
                r
                for r in self._open_readings(clause, span)
                if r.kind == "outcome" or not is_junk_value(r.value)
            ]
        readings = [r for r in (self._owned_by_another(r, clause) for r in readings) if r]
        unique: dict[tuple[str, str, str], Reading] = {}
        for r in readings:
            unique.setdefault((r.subject, r.attribute, r.value.casefold()), r)
        if RULE_LEAD.match(clause) or self._imperative(span) or _request(clause):
            for r in unique.values():
                r.memory_type, r.kind = MemoryType.PROCEDURAL, "rule"
        return list(unique.values())

    def _owned_by_another(self, reading: Reading, clause: str) -> Reading | None:
        """A speaker's reading of a value written as someone else's thing: "I borrow my dad's
        VW Polo" is the dad's car ("my dad's" names him; "his", "her", "their" someone the
        reading cannot name, so no reading)."""
        if reading.subject != self.who.speaker or reading.kind == "outcome":
            return reading
        at = clause.casefold().find(reading.value.casefold())
        if at < 0:
            return reading
        owner = OTHERS_THING.search(clause[:at])
        if owner is None:
            return reading
        if owner["kin"]:
            return replace(reading, subject=f"{self.who.speaker}'s {owner['kin'].lower()}")
        return None

    def _origin_readings(
        self, clause: str, readings: list[Reading], claimed: set[str]
    ) -> list[Reading]:
        """ "moving from Leeds to Bristol": Leeds was home until the move (a past state)."""
        homes = [r for r in readings if r.attribute == "home_city" and not r.past]
        m = ORIGIN.search(clause)
        if not homes or m is None or m["A"].casefold() in claimed:
            return []
        home = homes[0]
        return [
            Reading(
                home.subject,
                "home_city",
                m["A"],
                home.kind,
                past=True,
                confidence=0.7,
                value_label=home.value_label,
            )
        ]

    def _marked_readings(
        self, clause: str, base: int, span: Span, readings: list[Reading]
    ) -> list[Reading]:
        """A change to a name that shows its slot ("switched over to Harbour Dental"): the
        slot it marks, where no cue of that slot read it."""
        m = _MARKED_CHANGE.search(clause)
        if m is None:
            return []
        group = next(g for g in ("X", "Y", "Z") if m.group(g) is not None)
        value = clean_value(_cut_at_clause(span, base + m.start(group), m.group(group)))
        attribute = slot_marked_by(value)
        if attribute is None or any(r.attribute == attribute for r in readings):
            return []
        subject = self.subject_at(span, base + m.start(), base + m.end())
        if subject is None:
            return []
        value = known_value(attribute, value) or value  # as the slot knows it
        return [Reading(subject, attribute, value, fact_kind(attribute) or "preference",
                        negated=_negated_before(clause[: m.start() + 1], m.start() + 1),
                        confidence=0.8)]  # fmt: skip

    def _provider_use_readings(
        self, clause: str, base: int, span: Span, readings: list[Reading]
    ) -> list[Reading]:
        """A provider shown by its use ("Monzo app pinged me"), where nothing else read its
        slot (`extract.provider_use`)."""
        out: list[Reading] = []
        for use in provider_uses(clause):
            if any(r.attribute == use.attribute for r in (*readings, *out)) or self.who.knows(
                use.value
            ):
                continue  # (a provider's name that is one of the conversation's people)
            subject = (
                self.who.speaker if use.to_speaker else self.subject_at(span, base + use.start)
            )
            if subject is not None:
                out.append(Reading(subject, use.attribute, use.value,
                                   fact_kind(use.attribute) or "preference",
                                   confidence=0.8, present=True))  # fmt: skip
        return out

    def _ended_readings(
        self, clause: str, base: int, span: Span, readings: list[Reading]
    ) -> list[Reading]:
        """One of several held values given up ("Stopped the Spanish class", "I've given up
        the guitar"): no longer held, as "not learning Spanish any more" says, where nothing
        else read the value. Only a value of a language, instrument, sport or club
        (`_ENDED_SLOTS`); not a denial, a doubt or a plan ("never gave up the piano", "almost
        quit Spanish", "thinking of dropping")."""
        m = _ENDED.search(clause)
        if m is None or _NOT_ENDED.search(clause[: m.start("verb")]):
            return []
        sentence = self.sentence.text if self.sentence is not None else clause
        if _STILL_HELD.search(sentence[max(0, sentence.find(clause)) + m.start("X") :]):
            # "I gave up Greek, it's French now" (a change, read as one), "stopped the guitar
            # lessons, still play though", "… for the summer"
            return []
        value = clean_value(m["X"])
        slots = [a for a in attributes_knowing(value or "") if is_multi_valued(a)]
        # a language stopped is one being learnt, an instrument one played, not a hobby
        slots = [a for a in _ENDED_SLOTS if a in slots][:1]
        if not value or len(slots) != 1 or any(r.value.casefold() == value.casefold()
                                               for r in readings):  # fmt: skip
            return []
        subject = self.subject_at(span, base + m.start("verb"))
        if subject is None or not (subject == self.who.speaker or self.who.knows(subject)):
            return []  # ("Quit the guitar …": the capitalised verb is no one)
        slot = slots[0]
        return [Reading(subject, slot, known_value(slot, value) or value,
                        fact_kind(slot) or "preference", negated=True, given_up=True,
                        confidence=0.8)]  # fmt: skip

    def _alias_readings(self, clause: str, base: int, span: Span) -> list[Reading]:
        readings = []
        matches = list(_alias_pattern().finditer(clause))
        if not matches:
            matches = list(_value_first_alias_pattern().finditer(clause))
        for m in matches:
            attribute = attribute_for_alias(m["alias"])
            value = clean_value(_cut_at_clause(span, base + m.start("X"), m["X"]))
            if not attribute or not value or len(value.split()) > ALLOWED_WORDS:
                continue
            if value_kind(attribute) == "person":
                value = person_name(value) or ""
            elif m["owner"] is None and not value[:1].isupper():
                continue  # "the city is lovely": only "city is Leeds" names a value
            elif _a_verdict_for_a_name(attribute, value, span, base + m.start("X")):
                continue  # "my bank is rubbish"
            if not value or is_junk_value(value) or re.match(r"(?i:on|at|called|named)\s", value):
                continue  # "Derek's dog is on Naturo", "my dog is called Rolo": not its kind
            attribute = slot_for_aliased_value(attribute, value)
            if attribute is None:
                continue
            owner = self._alias_owner(m["owner"], clause[: m.start("owner")] if m["owner"] else "")
            if owner is None:
                continue
            for v in split_values(attribute, known_value(attribute, value) or value):
                readings.append(
                    Reading(
                        owner,
                        attribute,
                        v,
                        fact_kind(attribute) or "preference",
                        past=m["verb"].lower() in ("was", "were"),
                        negated=_negated_before(clause[m.start("X") :], 1),
                        value_label=_label(span, base + m.start("X")),
                        present=_said_in_present(span, base + m.start("X")),
                    )
                )
        return readings

    def _alias_owner(self, owner: str | None, before: str = "") -> str | None:
        """Whose slot "my/our/Wes's manager is …" names: the speaker's, the group's, or the
        named one's ("Official announcement: Wes's manager is Greta")."""
        if owner is None or owner.lower() == "my":
            return self.who.speaker
        if owner.lower() == "our":
            return self.who.group
        name = owner[:-2]
        if name.lower() in ("he", "she"):
            # "He's driving a Nissan Leaf now": the person the session named before, as for a
            # subject "he" (`_name`)
            referent = self.who.last_person
            return referent if referent and not self.who.is_speaker(referent) else None
        if name.lower() in ("it", "that", "this", "there", "they", "who", "what", "where"):
            return None  # "It's driving me mad": no one's slot
        if name.lower() in BARE_KIN:
            return f"{self.who.speaker}'s {name.lower()}"  # "Mum's car is a Fiat"
        first = re.search(r"(?-i:(?:[A-Z][\w-]*\s+){1,2})$", before)
        if first is not None and self.who.knows(whole := first.group(0) + name):
            name = whole  # "Zhou Hao's learning the piano": the whole name, not "Hao"
        return self.who.speaker if self.who.is_speaker(name) else name

    def _pattern_readings(self, clause: str, base: int, span: Span) -> list[Reading]:
        readings = []
        # One reading per slot, and one more for a state the clause says ended ("quit the
        # Harriers and joined Seamons CC").
        taken: set[tuple[str, bool]] = set()
        for c in _english_cues().candidates(clause):
            if (c.spec.attribute, c.spec.past) in taken:
                continue
            m = c.regex.search(clause)
            if m is None or _inside_a_name(clause, m.start()):
                continue
            if m.group(0)[:1] in "'’" and not _contracted_be(span, base + m.start(), self.who):
                continue  # "Jo's vegan cake", "the cafe's vegan now": not a person's "is"
            attribute = c.spec.attribute
            raw = m.groupdict().get("X")
            if raw is not None:
                raw = _cut_at_clause(span, base + m.start("X"), raw)
            if raw is None:
                found = closed_values(attribute, m.group(0))
            elif c.spec.closed:
                found = leading_values(attribute, clean_value(raw))
                if not found and slot_marked_by(name := clean_value(raw)) == attribute:
                    found = [name]  # "my phone's with Tartan Mobile": a name marked as one
                found = [v for v in found if not _brand_of_a_thing(span, base + m.start("X"), v)]
                if found and is_multi_valued(attribute):
                    # "got Paramount+ as well as Mubi": the value added beside is one too
                    for part in _ALSO.split(raw)[1:]:
                        found += [v for v in leading_values(attribute, clean_value(part))
                                  if v not in found]  # fmt: skip
            else:
                free = free_value(attribute, raw)
                if free and _a_verdict_for_a_name(attribute, free, span, base + m.start("X")):
                    continue  # "our dentist is brilliant"
                found = split_values(attribute, free) if free else []
            found = [v for v in found if not named_with_the(clause, v)]  # "joined The Edge"
            if not found or not work_cue_holds(c.spec, span.text, found):
                continue
            attribute, found = place_values(attribute, found)
            label = _label(span, base + (m.start("X") if raw else m.start()))
            if c.spec.pattern.startswith(("left ", "leaving ")) and (
                label in ("GPE", "LOC")
                or any(slot_marked_by(v) not in (None, attribute) for v in found)
            ):
                # "I left Leeds and moved to Ghent": a place left, not an employer; "I've left
                # Ness Sailing Club": a club, by its name (and a bank, a gym, a practice)
                continue
            subject: str | None
            owned = re.search(r"\b(?:mine|ours)\b", m.group(0), re.IGNORECASE)
            mine = re.match(r"(my|our)\b", m.group(0), re.IGNORECASE) or re.search(
                r"\b(my|our|(?-i:[A-Z][\w-]+)['’]s)\s+(?:(?:new|current|own)\s+)?$",
                clause[: m.start()],
                re.IGNORECASE,
            )
            if c.spec.pattern.startswith(("my ", "our ")):  # "that's my climbing night"
                subject = self.who.speaker if c.spec.pattern[0] == "m" else self.who.group
            elif c.spec.own:
                # "committee voted me in as treasurer", "the kids are at Albyn School": the
                # speaker's own slot, not the sentence's subject's; a child named by a parent
                # ("Milo's started at Hillcrest Primary"), not one of the conversation's people
                named = re.match(r"(?-i:[A-Z][a-z]+)\b", m.group(0))
                if named and self.who.knows(named.group(0)):
                    continue
                subject = self.who.speaker
            elif mine:  # "The walk from my new place in Ancoats …": the speaker's place
                subject = self._alias_owner(
                    mine.group(1).replace("’", "'"), clause[: mine.start(1)]
                )
            elif owned:  # "the Audi's Tom's, the Golf is mine": the speaker's
                subject = self.who.speaker if owned.group(0).lower() == "mine" else self.who.group
            else:
                subject = self.subject_at(span, base + m.start(), base + m.end())
            if subject is None or (c.spec.person and _thing_subject(span, base + m.start())):
                continue
            taken.add((attribute, c.spec.past))
            if value_kind(attribute) == "person":
                self.who.last_person = found[-1]  # "my daughter Lucia ..., and she's ..."
            negated = _negated_before(clause[: m.start() + 1], m.start() + 1)
            if c.spec.negated:
                found, negated = [f"no {v}" for v in found], False
            for v in found:
                readings.append(
                    Reading(
                        subject,
                        attribute,
                        v,
                        fact_kind(attribute) or "preference",
                        memory_type=MemoryType.EPISODIC if c.spec.event else MemoryType.SEMANTIC,
                        past=c.spec.past,
                        negated_value=c.spec.negated,
                        negated=negated,
                        confidence=0.85 if c.spec.closed else 0.8,
                        value_label=label,
                        present=not c.spec.past and _said_in_present(span, base + m.start()),
                    )
                )
        return readings

    def _scanned_readings(self, clause: str, base: int, span: Span) -> list[Reading]:
        found = [kv for kv in find_known_values(clause) if not inside_a_longer_name(clause, kv)]
        usage = [  # not a value's own letters: the "ON" of "E.ON"
            m
            for m in USAGE.finditer(clause)
            if not any(v.start <= m.start() < v.end for v in found)
        ]
        used = usage or _NOW_IT_IS.search(clause)  # "left OVO, it's EDF now"
        if not found or not used or DEBUG_CHATTER.search(clause):
            return []  # "turns out i had to re-register my mac": debugging, not a setup
        if usage and all(m.group(0).casefold() == "on" for m in usage):
            # "on" alone says use only right before the value ("I'm on a Dell XPS"), not in
            # "saw an ad for Dell XPS on the side of the bus"
            found = [kv for kv in found if _ON_BEFORE.search(clause[: kv.start])]
            if not found or _thing_subject(span, base + found[0].start):
                return []  # "the podcast is on Spotify" is nobody's service
        abandoned = cue_spans(clause, Cue.ABANDONED)
        excluded = {
            m.start(1)
            for m in re.finditer(
                r"(?:from|instead of|rather than|over|replaced|replace|not|than|retired|sold|"
                r"ditched|dropped|returned|left|quit|cancell?ed)\s+(?:(?:the|my|our|old|an?)\s+)*"
                r"(\S)",
                clause,
                re.IGNORECASE,
            )
        }
        readings = []
        by_attribute: dict[str, list[KnownValue]] = {}
        for kv in found:
            by_attribute.setdefault(kv.attribute, []).append(kv)
        subjects = {  # "npm kept breaking", "cargo build keeps dying": the subject's words
            w.idx - base
            for t in span
            if t.dep_ in ("nsubj", "nsubjpass")
            for w in t.lefts
            if w.dep_ == "compound"
        } | {t.idx - base for t in span if t.dep_ in ("nsubj", "nsubjpass")}
        for attribute, values in by_attribute.items():
            values = [v for v in values if v.start not in subjects]  # "npm kept breaking"
            if not values:
                continue
            considered = None
            if abandoned:
                cut = abandoned[0][1]
                before = [v for v in values if v.end <= abandoned[0][0]]
                values = [v for v in values if v.start >= cut] or values
                considered = before[-1].value if before else None
            kept = [v for v in values if v.start not in excluded] or values[-1:]
            for kv in kept:
                subject = self.subject_at(span, base + kv.start)
                if subject is None:
                    continue
                readings.append(
                    Reading(
                        subject,
                        attribute,
                        kv.value,
                        fact_kind(attribute) or "preference",
                        considered=considered if considered != kv.value else None,
                        negated=_negated_before(clause[: kv.start], kv.start),
                        confidence=0.85,
                        present=_said_in_present(span, base + kv.start),
                    )
                )
        return readings

    def _imperative(self, span: Span) -> bool:
        """Whether the clause is a command: it opens (after "please", "always", "never") with
        a base-form verb at its root and has no subject. A clause opening with an
        interjection ("lol my cat...") is not."""
        tokens = [
            t for t in span if not t.is_punct and t.lower_ not in ("please", "always", "never")
        ]
        if not tokens or INTERJECTION.match(tokens[0].text + " "):
            return False
        first = tokens[0]
        has_subject = any(t.dep_ in ("nsubj", "nsubjpass") for t in span)
        return first.tag_ == "VB" and first.dep_ == "ROOT" and not has_subject

    def _open_readings(self, clause: str, span: Span) -> list[Reading]:
        """Facts outside the vocabulary: decisions, metrics, events, outcomes, rules, notes."""
        tokens = list(span)
        if not tokens:
            return []
        if WHY_I_TYPED_SENTENCE.match(clause):
            return []  # "No idea why I typed Monzo": a correction's close, no rule
        cues = find_cues(clause)
        body = NOTE_LEAD.sub("", RULE_STRIP.sub("", clause)).strip(" ,.")
        command = self._imperative(span) or _request(clause)
        if (RULE_LEAD.match(clause) and Cue.MEMORY_TRIGGER not in cues) or (
            command and STANDING.search(clause)
        ):
            return [
                Reading(
                    self.who.speaker, "rule", body, "rule", MemoryType.PROCEDURAL, confidence=0.7
                )
            ]
        decision = self._decision(tokens, span)
        if decision is not None:
            return [decision]
        if command:
            return []  # a one-off request ("Try docker compose ps") is not a fact
        chatter = DEBUG_CHATTER.search(clause) is not None
        moment = TRANSIENT.search(clause) is not None
        rule = None if chatter or moment else self._fragment_rule(clause)
        if rule is not None:
            return [rule]
        metric = None if chatter or moment else self._metric(tokens, clause)
        if metric:
            return [metric]
        routine = (
            None
            if chatter or moment
            else self._routine(span, clause) or self._fragment_routine(span, clause)
        )
        if routine:
            return [routine]
        verb = self._verb_reading(tokens, span, chatter, moment)
        if verb is not None:
            return [verb]
        state = self._state(tokens)
        if state:
            return [state]
        if Cue.MEMORY_TRIGGER in cues and body:
            return [Reading(self.who.speaker, "note", body, "note", confidence=0.7)]
        if chatter or (moment and not LIFE_EVENT.search(clause)):
            return []
        statement = self._self_statement(span, clause)
        return [statement] if statement else []

    def _decision(self, tokens: list[Token], span: Span) -> Reading | None:
        """ "we decided to go with Postgres", "we agreed to ship Friday": what someone who can
        decide (a person or a group, not a thing) decided or agreed to."""
        for t in tokens:
            if t.lemma_ in ("decide", "agree") and any(c.dep_ == "xcomp" for c in t.children):
                decider = _clause_subject(tokens, t)
                if decider is not None and not _can_decide(decider):
                    continue  # "my laptop decided to install updates": things do not decide
                x = next(c for c in t.children if c.dep_ == "xcomp")
                subject = self.subject_at(span, t.idx) or self.who.group
                value = clean_value(_subtree_text(x, skip_first_to=True)) or _subtree_text(x)
                return Reading(subject, "decision", value, "decision", confidence=0.75)
        return None

    def _fragment_rule(self, clause: str) -> Reading | None:
        """ "no mushrooms please", "direct flights only": a verbless avoidance or restriction
        is the speaker's rule."""
        fragment = FRAGMENT_RULE.match(INTERJECTION.sub("", clause.strip()))
        if not fragment:
            return None
        thing = (fragment["X"] or fragment["Y"]).strip()
        if thing.split()[-1].lower() in NOT_RULE_WORDS or is_junk_value(thing):
            return None
        value = f"no {thing}" if fragment["no"] else f"{thing} only"
        return Reading(
            self.who.speaker, "rule", value, "rule", MemoryType.PROCEDURAL, confidence=0.65
        )

    def _verb_reading(
        self, tokens: list[Token], span: Span, chatter: bool, moment: bool
    ) -> Reading | None:
        """The first verb that reads as a preference ("I love hiking"), an outcome ("the
        build failed") or an event ("we visited Kyoto"). Debugging chatter gives no
        preference and no event; a passing moment no event."""
        for t in tokens:
            if t.pos_ not in ("VERB", "AUX") or t.dep_ not in ("ROOT", "xcomp", "conj", "advcl"):
                continue
            lemma = t.lemma_.lower()
            if lemma in PREFERENCE_VERBS and not chatter:
                obj = _object_of(t)
                who = self.subject_at(span, t.idx)
                if obj and who:
                    return Reading(who, PREFERENCE_VERBS[lemma], obj, "preference", confidence=0.65)
            if lemma in OUTCOME_VERBS:
                actor = _clause_subject(tokens, t)
                if actor is not None and actor.pos_ in ("PROPN", "NOUN"):
                    obj = _object_of(t) or "yes"
                    return Reading(
                        actor.text, lemma, obj, "outcome", MemoryType.EPISODIC, confidence=0.6
                    )
            if lemma in EVENT_VERBS and t.tag_ in ("VBD", "VBN") and not (chatter or moment):
                who = self.subject_at(span, t.idx)
                target = _event_target(t)
                if who and target and not is_junk_value(target[1]):
                    attribute, obj, label = target
                    if named_with_the(span.text, obj):
                        obj = f"The {obj}"  # "joined The Edge": a name, not the browser
                    if lemma == "see" and (slot_marked_by(obj) or known_value_spans(obj)):
                        return None  # "saw a VW Polo just like my old one": a sighting
                    held = _state_taken_up(lemma, obj)
                    if held is not None:  # "I've joined Bellahouston Leisure Centre"
                        return Reading(who, held, obj, fact_kind(held) or "preference",
                                       confidence=0.7, value_label=label)  # fmt: skip
                    return Reading(
                        who,
                        attribute,
                        obj,
                        "event",
                        MemoryType.EPISODIC,
                        confidence=0.7,
                        value_label=label,
                    )
        return None

    def _self_statement(self, span: Span, clause: str) -> Reading | None:
        """A first-person statement no slot reads ("I'm a nervous flyer", "I manage a team of
        six", "our warehouse is Snowflake", "my son Felix ... he's autistic"): an open fact
        keeping the clause's words, under the attribute `statement`. Only a declarative clause
        about the speaker (or the speaker's family, pets and things) that names something; not
        a question, a moment ("just", "last night"), a mood ("I'm exhausted"), reported speech,
        or a request ("I have a question"). A life change ("handed in my notice", "got
        engaged") is kept even when said to have happened today or just now."""
        sent = self.sentence if self.sentence is not None else span
        sentence = sent.text
        life = LIFE_EVENT.search(clause) is not None
        if QUESTIONISH.search(sentence) or (MOMENT.search(sentence) and not life):
            return None
        if DEBUG_CHATTER.search(sentence) or (TRANSIENT.search(sentence) and not life):
            return None
        family = self.topic or any(
            t.lower_ in ("my", "our") and t.head.lemma_.lower() in KIN for t in sent
        )
        background = BACKGROUND.search(sentence) is not None
        if APOLOGY.match(sentence) or JOKE.search(sentence):
            return None  # "sorry I was in a meeting": an excuse for now; "... jk": a joke
        if not life and any(
            t.lower_ == "just" and t.head.tag_ == "VBD" and t.head.lemma_ not in CHANGE_VERBS
            for t in sent
        ):
            return None  # "the postman just brought yarn I'd ordered": a moment
        for anchor in [t for t in span if t.dep_ in ("nsubj", "nsubjpass")]:
            if not self._own_subject(anchor, family, background):
                continue
            if self._passing(anchor.head, anchor) and not life:
                continue  # "I'm melting", "my cat just walked across the keyboard"
            reading = self._statement_at(span, clause, anchor, anchor.head, life)
            if reading is not None:
                return reading
        return self._statement_without_subject(span, clause, life)

    def _statement_without_subject(self, span: Span, clause: str, life: bool) -> Reading | None:
        """A statement whose subject the parse does not mark as one: "my husband's a nurse"
        (parsed as a possessive), "wedding's next june in Lyon" after family news, a line
        with its "I'm" dropped ("still paying off my car loan", "charging at home on an
        octopus tariff"), or a life change said without a subject."""
        for t in span:
            # "my husband's a nurse on nights": parsed as a possessive, meant as "is"
            if (
                t.dep_ == "poss"
                and t.lemma_.lower() in KIN
                and any(c.lower_ in ("my", "our") for c in t.children)
                and t.i + 2 < len(t.doc)
                and t.nbor(1).lower_ in ("'s", "’s")
                and t.nbor(2).lower_ in ("a", "an")
            ):
                reading = self._statement_at(span, clause, t, t.head, life)
                if reading is not None:
                    return reading
        first = next((t for t in span if not (t.is_punct or t.pos_ == "INTJ")), None)
        if (
            self.topic
            and first is not None
            and first.pos_ == "NOUN"
            and first.lemma_.lower() not in NOT_ACTIVITIES
            and first.dep_ not in ("nsubj", "nsubjpass")
            and first.i + 1 < len(first.doc)
            and first.nbor(1).lower_ in ("'s", "’s", "is", "was")
            and any(
                w.ent_type_ in ("DATE", "GPE", "LOC", "FAC", "ORG") or w.pos_ == "PROPN"
                for w in span
                if w.i > first.i + 1
            )
        ):
            # "wedding's next june in Lyon" (parsed without a subject) after family news
            reading = self._statement_at(span, clause, first, span.root, life)
            if reading is not None:
                return reading
        root = span.root
        if not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in span) and (
            # "still paying off my car loan": the "I'm" dropped, "my" says whose
            (
                root.pos_ in ("VERB", "AUX")
                and root.tag_ in ("VBG", "VBP", "VBZ")
                and (any(t.lower_ in ("my", "our") for t in span) or _standing_lead(root, clause))
                and not self._passing(root, root)
            )
            # "handed in my notice at Barclays today": a life change, subject dropped
            or life
        ):
            return self._statement_at(span, clause, None, root, life)
        lead = next((t for t in span if not (t.is_punct or t.pos_ == "INTJ")), None)
        if (
            lead is not None
            and lead.tag_ == "VBG"
            and not any(c.dep_ in ("nsubj", "nsubjpass", "aux") for c in lead.children)
            and _standing_lead(lead, clause)
            and lead.lemma_.lower() not in NOW_VERBS
            and not self._passing(lead, lead)
        ):
            # "charging at home on an octopus tariff, ... so i set the car to ...": a line
            # opening with an -ing verb of its own has dropped its "I'm"
            return self._statement_at(span, clause, None, lead, life)
        return None

    def _statement_at(
        self, span: Span, clause: str, anchor: Token | None, predicate: Token, life: bool
    ) -> Reading | None:
        """The statement a clause makes about `anchor` (None: the speaker, subject dropped)
        through `predicate`, if it names something."""
        skip = (
            {anchor.i} | {c.i for c in anchor.children if c.dep_ in ("poss", "det")}
            if anchor is not None
            else set()
        )
        content = [
            t
            for t in span
            if t.i not in skip
            and t.ent_type_ not in ("DATE", "TIME")
            and t.lemma_.lower() not in EMPTY_NOUNS
            and t.lower_ not in FIRST_PERSON
            and (
                (t.pos_ in ("NOUN", "PROPN") and any(ch.isalpha() for ch in t.text))
                or (t.pos_ == "ADJ" and t.dep_ in ("acomp", "oprd", "attr") and t.head == predicate)
            )
        ]
        if not content and not life:  # "got engaged last night!!" names nothing, but matters
            return None
        if (
            predicate.tag_ == "VBD"
            and not life
            and not _has_got(predicate)
            and predicate.lemma_.lower() not in STATE_CHANGE_VERBS
            and not any(t.pos_ == "PROPN" for t in content)
        ):
            # "I burned the toast": a past one-off unless it names something or begins a
            # state ("I moved on to espresso", "I traded climbing for squash")
            return None
        value = INTERJECTION.sub("", STATEMENT_LEAD.sub("", clause.strip())).strip(" ,.;:!")
        words = value.split()
        if not words:
            return None
        value = " ".join(words[:STATEMENT_WORDS])
        negated = any(c.dep_ == "neg" for c in predicate.children)
        if anchor is not None and (
            anchor.lemma_.lower() in KIN
            or (anchor.pos_ == "PRON" and anchor.lower_ in ("he", "she", "they"))
        ):
            self.topic = True  # "my dad ..." / "she ...": later "she"s are that person
        holder = self._name(anchor) if anchor is not None else None
        # "she's deaf in one ear" with nobody named before: a note of the speaker's life,
        # never the speaker's own state, so it names no value a slot could take
        someone = holder is None and anchor is not None and anchor.lower_ in ("he", "she", "they")
        return Reading(
            holder or self.who.speaker,
            OPEN_ATTRIBUTE,
            value,
            "note",
            negated=negated,
            confidence=0.55,
            focus=None
            if someone
            else statement_focus(*_own_part(span, content, predicate), self.who.speaker),
        )

    def _owner(self, poss: Token) -> str:
        """A possessive as "my" when it is the speaker's own name ("Sofia's manager")."""
        return "my" if self.who.is_speaker(poss.text) else poss.lower_

    def _own_subject(self, t: Token, family: bool, background: bool = False) -> bool:
        """Whether a subject is the speaker, the speaker's group, something of theirs ("my
        son", "our warehouse"), or he/she/they in a sentence naming the speaker's family (or
        an episode that named one earlier). He/she also when the sentence gives background
        ("bit of context, she's a retired greyhound") or states what the person is or has
        ("she's a nurse", "he's got asthma"); a bare noun ("wedding's in Porto") only in
        an episode about the speaker's family."""
        low = t.lower_
        if low in ("i", "we") or self.who.is_speaker(t.text):
            return True
        if low in ("he", "she", "they"):
            return family or background or (low != "they" and _stative(t.head))
        owner = next((self._owner(c) for c in t.children if c.dep_ == "poss"), None)
        if owner == "my" and attribute_for_alias(t.text):
            return True  # "Sofia's manager is Omar", said by Sofia
        if t.lower_ in BARE_KIN and owner is None and not any(c.dep_ == "det" for c in t.children):
            return True  # "dad has early-stage alzheimer's": the speaker's dad
        if (
            t.pos_ == "PROPN"
            and owner is None
            and ((self.topic and t.text == self.who.last_person) or LIFE_EVENT.search(t.sent.text))
        ):
            # "my daughter Maya ... Maya starts school", "Ines is getting married in May"
            return True
        if owner in ("his", "her", "their") and t.pos_ == "NOUN":
            # "her name's Pepper", "his school is St Mary's": of the person talked about
            return (family or background) and t.head.tag_ in ("VBZ", "VBP")
        if owner is None and t.pos_ == "NOUN" and self.topic:
            # "wedding's next may in Porto" after "my sister Ines got engaged"
            return (
                not any(c.dep_ == "det" for c in t.children)
                and t.lemma_.lower() not in NOT_ACTIVITIES  # "weather's awful in Leeds"
                and (t.head.lemma_ == "be" or t.head.lower_ in ("'s", "’s"))
                and any(
                    w.ent_type_ in ("DATE", "GPE", "LOC", "FAC", "ORG") or w.pos_ == "PROPN"
                    for w in t.head.subtree
                    if w.i != t.i
                )
            )
        if owner not in ("my", "our") or t.pos_ not in ("NOUN", "PROPN"):
            return False
        person = t.lemma_.lower() in KIN or value_kind(attribute_for_alias(t.text) or "") == (
            "person"
        )
        # A thing of the speaker's counts in the present only ("our warehouse is X", not
        # "my laptop decided to install updates").
        return person or t.head.tag_ in ("VBZ", "VBP") or _has_got(t.head)

    def _passing(self, verb: Token, subject: Token) -> bool:
        """A passing moment or mood rather than a state: "I just spilled tea", "I'm going to
        the gym", "I'm exhausted", "my wife says ...", "I have a question"."""
        lemma = verb.lemma_.lower()
        children = list(verb.children)
        if verb.tag_ == "VBD" and any(c.lower_ == "just" for c in children):
            return True
        if lemma in MOTION and verb.tag_ in ("VBG", "VBD"):
            return True
        if lemma == "be" and not any(c.dep_ in ("attr", "acomp", "oprd") for c in children):
            # "I'm at the dentist", "we're out of milk": where one is now, not a state;
            # "I'm in Lisbon" names a place and stays.
            places = [
                g for c in children if c.dep_ == "prep" for g in c.subtree if g.dep_ == "pobj"
            ]
            if any(c.dep_ == "prep" and c.lower_ == "as" for c in children):
                return False  # "I'm on Ravelry as agnesk": a membership, a handle
            if _restricted(verb):
                return False  # "he's only on the salmon kibble": a standing restriction
            if places and all(g.pos_ != "PROPN" for g in places):
                return True
        if (
            lemma in PASSING_WORDS
            or verb.lower_ in PASSING_WORDS
            or any(
                a.lemma_.lower() in PASSING_WORDS and not _authority_says(a) for a in verb.ancestors
            )
        ):
            return True  # also what is said or thought: "my wife says I cook like a robot"
        complements = [c for c in children if c.dep_ in ("acomp", "oprd", "dobj", "attr")]
        if any(c.lemma_.lower() in PASSING_WORDS for c in complements):
            return True
        return lemma in ("have", "get") and any(
            c.lemma_.lower() in REQUEST_NOUNS for c in complements
        )

    def _routine(self, span: Span, clause: str) -> Reading | None:
        """ "I swim at 6am on Mondays", "we do standup every morning": a habit, said in the
        present simple with a recurring time ("every", "on Fridays", "at 7am", "daily")."""
        if not HABITUAL.search(clause):
            return None
        for t in span:
            if t.dep_ not in ("ROOT", "ccomp") or t.pos_ != "VERB" or t.tag_ not in ("VBP", "VBZ"):
                continue
            if t.lemma_.lower() in NOT_HABITS:
                return None
            if any(c.dep_ == "aux" or c.dep_ == "neg" for c in t.children):
                return None
            subject = next((c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if subject is None:
                return None
            who = self._name(subject)
            if who is None:
                return None
            # A coordinated clause ("..., so recipes that keep are ideal") is not part of
            # the habit: its whole subtree goes; a coordinated word only itself.
            other = {
                w.i
                for c in t.children
                if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")
                for w in c.subtree
            }
            words = [
                w
                for w in t.subtree
                if w.i >= t.i and w.dep_ not in ("cc", "punct") and w.i not in other
            ]
            words = [w for w in words if not (w.dep_ == "conj" and w.head == t)]
            value = "".join(w.text_with_ws for w in words).strip(" ,.")
            value = re.split(r",\s", value, maxsplit=1)[0]
            value = HABIT_TAIL.sub("", value)  # "... and then no coffee for an hour"
            if not value or len(value.split()) > 12:
                return None
            return Reading(who, "routine", value, "habit", confidence=0.65)
        return None

    def _fragment_routine(self, span: Span, clause: str) -> Reading | None:
        """ "Anki every morning plus a tutor twice a week", "yoga on Tuesdays": a verbless
        chat fragment naming what the speaker does with a recurring time is a habit. One
        time of day alone ("meeting at 3pm") is not recurring."""
        if not RECURRING.search(clause):
            return None
        tokens = [t for t in span if not t.is_punct]
        if not tokens or any(t.pos_ in ("VERB", "AUX") for t in tokens):
            return None
        root = span.root
        if root.pos_ not in ("NOUN", "PROPN") or root.ent_type_ in ("DATE", "TIME"):
            return None
        if root.lemma_.lower() in NOT_ACTIVITIES or LATELY.search(clause):
            return None  # "rain every day this week": weather, and a stretch of time
        value = INTERJECTION.sub("", clause.strip()).strip(" ,.!")
        if not value or len(value.split()) > 12:
            return None
        return Reading(self.who.speaker, "routine", value, "habit", confidence=0.6)

    def _state(self, tokens: list[Token]) -> Reading | None:
        """ "npm was too slow": a named thing's state (an outcome worth keeping as a cause)."""
        for t in tokens:
            if t.lemma_ == "be" and t.dep_ in ("ROOT", "advcl", "conj"):
                complement = next((c for c in t.children if c.dep_ == "acomp"), None)
                subject = _clause_subject(tokens, t)
                if (
                    complement is not None
                    and subject is not None
                    and subject.pos_ in ("NOUN", "PROPN")
                ):
                    return Reading(
                        subject.text, "state", _subtree_text(complement), "outcome", confidence=0.6
                    )
        return None

    def _metric(self, tokens: list[Token], clause: str) -> Reading | None:
        numbers = list(NUMBER.finditer(clause))
        if not numbers:
            return None
        verb = next((t for t in tokens if t.lemma_ in METRIC_VERBS and t.dep_ == "ROOT"), None)
        if verb is None:
            return None
        subject = _clause_subject(tokens, verb)
        if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
            return None
        # A number inside the subject names it ("Pixel 8 still going strong"), not a measure.
        named = {t.text for t in subject.subtree if t.like_num or t.pos_ == "NUM"}
        # A measure follows what it measures ("my rent went up to 1200"); a number before
        # the subject is another clause's ("we lost 4-1, my ankle is gone").
        at = re.search(rf"(?<!\w){re.escape(subject.text)}(?!\w)", clause)
        after = at.start() if at else -1
        numbers = [
            m
            for m in numbers
            if m.group(0).strip() not in named
            and m.start() > after
            and not _MODEL_NAME_BEFORE.search(clause[: m.start()])  # "is a Fairphone 5": a model
        ]
        if not numbers:
            return None
        words = [c.text.lower() for c in subject.lefts if c.dep_ in ("compound", "amod", "nmod")]
        attribute = "_".join([*words, subject.text.lower()])
        target = next((m for m in numbers if re.search(r"\bto\s*$", clause[: m.start()])), None)
        value = (target or numbers[-1]).group(0).strip()
        owner = next((c.lower_ for c in subject.children if c.dep_ == "poss"), None)
        who = self.who.speaker if owner == "my" else self.who.group
        return Reading(who, attribute, value, "metric", confidence=0.7)


# A held value given up: "Stopped the Spanish class", "I've given up the guitar", "quit
# yoga", "packed in the ukulele lessons" (the value is checked against the vocabulary).
_ENDED = re.compile(
    r"(?:^|[,;:.!—–]\s*|\b(?:i|we)(?:['’]ve|\s+have)?\s+|\b(?:finally|just|officially|so|and)\s+)"
    r"(?P<verb>stopped|quit|packed\s+in|(?:gave|given)\s+up(?:\s+on)?)\s+"
    r"(?:(?:the|my|doing|learning|playing)\s+)*"
    r"(?P<X>[\w'’-]+(?:\s[\w'’-]+){0,2}?)"
    r"(?:\s+(?:class|classes|lessons?|course|evening\s+class))?"
    r"(?=\s*(?:[.,;!—–]|$))",
    re.IGNORECASE,
)
# The slots a value given up is read in (not a pet dropped at the vet, a dishwasher stopped).
_ENDED_SLOTS = ("learning_language", "instrument", "sport", "club")
# What before the verb says it did not happen, may not, is only thought of or said by others,
# or was long ago.
_NOT_ENDED = re.compile(
    r"\b(?:never|not|n['’]t|almost|nearly|might|may|could|would|should|thinking|thinks?|"
    r"considering|going to|gonna|want|wanna|if|whether|about to|plan|planning|assumes?|"
    r"rumou?r|reckons?|says?|said|heard|back in|school|gcse|years ago|when i was)\b",
    re.IGNORECASE,
)
# What after it says the value is kept, paused or taken up again, or handled in the hand.
_STILL_HELD = re.compile(
    r"\b(?:still|again|back|restart\w*|for a (?:bit|while)|for now|for (?:the|this|a) \w+|"
    r"tonight|till|until|next|online|self-study|duolingo|chipped|broke|broken|neck|half time|"
    r"instead|now|these days)\b",
    re.IGNORECASE,
)


# A capitalised word right before a number: the number is a model's ("Fairphone 5").
_MODEL_NAME_BEFORE = re.compile(r"(?-i:[A-Z][\w+-]*|[a-z]+[A-Z][\w+-]*)\s*$")


def _vocative(name: Span) -> bool:
    """A name the sentence addresses ("Hey Caroline, …", "I agree, Melanie."), not names."""
    doc = name.doc
    before = doc[name.start - 1] if name.start > 0 else None
    after = doc[name.end] if name.end < len(doc) else None
    opens = before is None or before.lower_ in ("hey", "hi", "hello", "thanks", "yo", "dear")
    closes = after is None or after.is_punct
    return (opens and closes) or (before is not None and before.text == "," and closes)


def predicate_part(span: Span, predicate: Token) -> Span | None:
    """The part of `span` under `predicate` ("I train at Hatch now — Blok got too crowded":
    "I train at Hatch now"), None when none of it is."""
    tokens = [t for t in predicate.subtree if span.start <= t.i < span.end]
    return span.doc[tokens[0].i : tokens[-1].i + 1] if tokens else None


def _own_part(span: Span, content: list[Token], predicate: Token) -> tuple[Span, list[Token]]:
    """`predicate_part` with its content words; all of `span` when no content is left."""
    part = predicate_part(span, predicate)
    if part is None:
        return span, content
    mine = [t for t in content if part.start <= t.i < part.end]
    return (part, mine) if mine else (span, content)


def swap_target(span: Span) -> str | None:
    """The new value of a swap in `span` ("I dropped Kotlin for Swift the other week" ->
    Swift): the noun phrase after the pivot that follows the swap verb and the old value,
    determiners cut. None when the span holds no swap."""
    verb = SWAP_VERB.search(span.text)
    if verb is None:
        return None
    pivot = SWAP_PIVOT.match(span.text[verb.end() :])
    if pivot is None:
        return None
    start = span.start_char + verb.end() + pivot.end()
    for chunk in span.noun_chunks:
        if chunk.start_char <= start < chunk.end_char:
            words = [t for t in chunk if t.dep_ not in ("det", "poss") and not t.is_punct]
            text = " ".join(t.text for t in words).strip()
            return text or None
    return None


def _name_goes_on(token: Token, model_number_only: bool = False) -> bool:
    """Whether a name runs on into `token`: a proper noun, or a model number ("Pixel 8",
    "ThinkPad X1", "Galaxy S24 Ultra", "Polestar 2"); not a count of what follows ("Wordle
    3 weeks ago") nor the pronoun I."""
    if token.lower_ == "i" or (token.like_num and token.head.i > token.i):
        return False
    if MODEL_NUMBER.match(token.text):
        return True
    return not model_number_only and token.pos_ == "PROPN"


def statement_focus(span: Span, content: list[Token], speaker: str) -> str | None:
    """`_statement_focus`, grown to the whole known value it is part of: "Apple" of
    "cancelled Apple TV+" is Apple TV+ (the parser splits the name at "TV+")."""
    focus = _statement_focus(span, content, speaker)
    if not focus:
        return focus
    # "moved out to Wallsend about 5 weeks ago": the hedge belongs to the time, not the name
    focus = HEDGE_AFTER.sub("", focus)
    # "I always have an Earl Grey", "Switched to oat flat white these days": the thing itself
    focus = _FOCUS_TIME_AFTER.sub("", _FOCUS_ARTICLE.sub("", focus)) or focus
    if ONE_DAY.fullmatch(focus.strip()):
        return None  # "the van needs fuel before Tuesday": a day holds no state ("only on
        # Tuesdays and Thursdays" is a schedule, and stays)
    if named_with_the(span.text, focus):
        return f"The {focus}"  # "I'm at The Edge most mornings": a name, not the browser
    at = span.text.find(focus)
    known = known_value_spans(span.text)
    for m in known:
        if m.start() <= at and at + len(focus) < m.end():
            return m.group(0)
    if (
        focus.startswith("First ")
        and at == len(span.text) - len(span.text.lstrip())
        and _A_BILL.match(span.text, at + len(focus))
        and not any(m.start() == at for m in known)
    ):
        # "First Lebara bill arrived": the line's opening word is capitalised, not a name's
        # (but "First Direct" is a bank; "New York", "Old Trafford" are names)
        return focus.removeprefix("First ")
    return focus


_A_BILL = re.compile(rf"\s+{BILL_NOUNS}\b", re.IGNORECASE)
# An article before a focus, and a time word after it, are no part of the thing named.
_FOCUS_ARTICLE = re.compile(r"^(?-i:an?)\s+(?=\S)")
_FOCUS_TIME_AFTER = re.compile(
    r"\s+(?:these days|nowadays|now|again|instead|lol|haha)$", re.IGNORECASE
)


def _statement_focus(span: Span, content: list[Token], speaker: str) -> str | None:
    """The thing an open statement is about, for a slot to hold ("I transferred to Checkout"
    -> Checkout, "switched to tram" -> tram): the new value of a swap (`swap_target`), else
    the last named entity, else the last run of proper nouns, else the last content noun's
    phrase (determiners and possessives cut); None when nothing stands out. The last,
    because a change names the new value last."""
    swapped = swap_target(span)
    if swapped is not None and swapped != speaker:
        return swapped
    ents = [e for e in span.ents
            if e.label_ in FOCUS_ENTITIES and e.text != speaker
            and not (e.label_ == "PERSON" and _vocative(e))]  # fmt: skip
    if ents and _someone_elses(ents[-1]):
        # "for the big choir trips I borrow my dad's Tesla": another's thing is no state of
        # the speaker's to hold
        return None
    if ents:
        end = ents[-1].end  # "Northside" of "Northside YMCA": the name runs on
        while end < span.end and _name_goes_on(span.doc[end]):
            end += 1
        return span.doc[ents[-1].start : end].text.strip()
    propn = [t for t in content if t.pos_ == "PROPN" and t.text != speaker
             and not _vocative(span.doc[t.i : t.i + 1])]  # fmt: skip
    if propn:
        last = propn[-1]
        while last.dep_ == "compound" and last.head.i == last.i + 1:
            last = last.head  # "Northside YMCA" with YMCA read as a common noun
        start = propn[-1]
        while start.i > span.start and start.nbor(-1).pos_ == "PROPN":
            start = start.nbor(-1)
        end = last.i + 1
        while end < span.end and _name_goes_on(span.doc[end], model_number_only=True):
            end += 1
        return span.doc[start.i : end].text
    nouns = [t for t in content if t.pos_ == "NOUN" and t.dep_ in FOCUS_DEPS
             and t.tag_ != "NNS" and t.lemma_.lower() not in GENERIC_NOUNS]  # fmt: skip
    if not nouns:
        return None
    head = nouns[-1]
    words = [t for t in head.subtree if t.i <= head.i and t.dep_ in ("compound", "amod", "nmod")
             or t.i == head.i]  # fmt: skip
    return " ".join(t.text for t in words) or None


_BORROWING = frozenset("borrow share nick pinch hire rent".split())


# Words of degree the parser takes for a subject when chat drops "I'm" ("Kinda tempted to …").
_DEGREE_WORDS = frozenset("half kinda sorta proper totally seriously dead lowkey low-key".split())
_LEAD_INS = ("fyi", "btw", "psa", "ps", "update", "news", "reminder", "heard", "apparently")


def _someone_elses(entity: Span) -> bool:
    """Whether a name is borrowed as another's ("I borrow my dad's Tesla"); "I drive my mum's
    old Fiat Panda now" is the speaker's own car."""
    root = entity.root
    return root.head.lemma_.lower() in _BORROWING and any(
        c.dep_ == "poss" and c.lower_ not in ("my", "our") for c in root.children
    )


def _standing_lead(verb: Token, clause: str) -> bool:
    """Whether a line opening with an -ing verb and no subject ("starting a bootcamp in
    july", "charging at home on an octopus tariff", "paying 1200 a month for rent") says
    something standing about the speaker: a change of job, school or home with what or when,
    a standing arrangement, or a regular cost."""
    if ARRANGEMENT.search(clause) or PER_PERIOD.search(clause):
        return True
    if verb.lemma_.lower() not in CHANGE_VERBS:
        return False
    if any(c.dep_ in ("xcomp", "ccomp") for c in verb.children):
        return False  # "starting to think i need a new laptop"
    return any(w.pos_ == "PROPN" or w.ent_type_ == "DATE" for w in verb.subtree if w.i != verb.i)


# Verbs whose subject tells, not does: "Niall told me she's vegan now" is not Niall's news.
_TELLING = frozenset({"say", "tell", "text", "message", "mention", "reckon", "think", "hear",
                      "ask", "confirm", "report", "write", "post"})  # fmt: skip


# what may stand between a subject and its verb: "Priya has just gone over to …"
_BETWEEN_SUBJECT_AND_VERB = frozenset(
    "has have 's 've is are was had now just also finally recently officially actually "
    "already apparently".split()
)
# a name that is the object of something said before it ("went with Ravi to …")
_NOT_A_SUBJECT_DEPS = ("pobj", "dobj", "dative", "iobj", "appos", "conj", "poss", "attr")


def _is_heading(subject: Token, position: int) -> bool:
    """Whether a noun the parse made the subject is followed by a colon before the cue at
    `position` ("Euan reporting: …"): the noun heads the line, it does not do what follows."""
    doc = subject.doc
    after = subject.i + 1
    return (
        subject.pos_ == "NOUN"
        and after < len(doc)
        and doc[after].text == ":"
        and doc[after].idx < position
    )


def _known_name_leading(span: Span, position: int, who: Speakers) -> Token | None:
    """The conversation's person whose name stands right before the cue (episode offset
    `position`), with nothing between but auxiliaries and adverbs: the cue's subject."""
    lead = [t for t in span if t.idx < position]
    while lead and lead[-1].lower_ in _BETWEEN_SUBJECT_AND_VERB:
        lead.pop()
    if not lead:
        return None
    name = lead[-1]
    if (
        name.is_punct
        or not name.text[:1].isupper()
        or not who.knows(name.text)
        or name.dep_ in _NOT_A_SUBJECT_DEPS
    ):
        return None
    before = lead[-2] if len(lead) > 1 else None
    if before is not None and (
        before.pos_ == "ADP" or before.lower_ in ("and", "or", "&", "+", "except", "unlike")
    ):
        return None  # "me and Ravi moved …", "with Ravi at …", "everyone except Ravi works …"
    return name


def named_subject_before(pronoun: Token, who: Speakers) -> str | None:
    """ "Niall left Kelvin & Rowe, he got a job at Gold Lotus": a he/she whose sentence has an
    earlier clause with a capitalised name as its subject means that name, nearer than the
    session's last person (spaCy often takes a name for an organisation, so no entity label
    is asked). Not the speaker, nor the subject of a telling verb ("Jo said she …")."""
    if pronoun.dep_ not in ("nsubj", "nsubjpass"):
        return None
    before = pronoun.sent[: pronoun.i - pronoun.sent.start]
    for t in reversed(before):
        if t.dep_ not in ("nsubj", "nsubjpass"):
            continue
        if t.head.dep_ == "relcl" and t.lower_ in ("who", "that"):
            continue  # "news from Tomasz, who's not on here much: he …": the name it follows
        if t.head is pronoun.head:
            return None
        if t.lower_ == "i" or who.is_speaker(t.text):
            # "I saw Heather yesterday, she's flexitarian now": not the speaker, so the
            # person the speaker's clause named
            return _named_person_object(before[t.i - before.start + 1 :], who)
        if t.pos_ == "PRON" or not t.text[:1].isupper():
            return None
        if t.head.lemma_.lower() in _TELLING or who.is_speaker(t.text):
            return None
        if _met_someone(t.head):
            return None  # "Chris bumped into Anna, she's vegan now": either of them
        return _full_name(t)
    # no subject before it: "Don't offer Heather the brownies, she's flexitarian now"
    return _named_person_object(before, who)


_PLACE_PREPOSITIONS = frozenset({"at", "in", "on", "near", "by", "outside", "round", "around"})


def _named_person_object(tokens: Span, who: Speakers) -> str | None:
    """The one person a stretch of a sentence names as an object ("saw Heather", "offer
    Heather the brownies", "had coffee with Priya"): a capitalised name the parser tags as
    a person or the conversation knows. None when it names none, or two ("told Tom about
    Jo, she …" may mean either)."""
    if any(_person_noun(t.lower_) for t in tokens):
        return None  # "saw Ollie with his girlfriend, she's …", "told Heather about my boss"
    objects = [t for t in tokens if t.dep_ in ("dobj", "dative", "pobj")
               or (t.dep_ == "conj" and t.head.dep_ in ("dobj", "dative", "pobj"))]  # fmt: skip
    named = {
        _full_name(t)  # "Heather Smith", not "Smith"
        for t in objects
        # spaCy tags a name it has not seen as a noun ("Saw Tomasz yesterday"): one the
        # conversation knows is still a name
        if (t.pos_ == "PROPN" or who.knows(t.text))
        and t.text[:1].isupper()
        and tagged_or_known_person(t, who)
        and not who.is_speaker(t.text)
        # "Saw Margaret at the Sheepmount": where they met is no second person
        and not (t.dep_ == "pobj" and t.head.lower_ in _PLACE_PREPOSITIONS
                 and not who.knows(t.text))
    }  # fmt: skip
    return named.pop() if len(named) == 1 else None


def _full_name(token: Token) -> str:
    """A name with the capitalised words before it that make it up ("Heather Smith")."""
    words = [c.text for c in token.lefts if c.dep_ == "compound" and c.text[:1].isupper()]
    return " ".join([*words, token.text])


def _met_someone(verb: Token) -> bool:
    """Whether `verb` is a meeting with someone named ("bumped into Anna", "called Marcus"),
    so that a later he/she may be either person."""
    if verb.lemma_.lower() not in _MEETING_VERBS:
        return False
    objects = [c for c in verb.children if c.dep_ in ("dobj", "dative")]
    objects += [g for c in verb.children if c.dep_ in ("prep", "prt") for g in c.children
                if g.dep_ == "pobj"]  # fmt: skip
    return any(o.text[:1].isupper() and o.pos_ in ("PROPN", "NOUN") for o in objects)


def _has_got(verb: Token) -> bool:
    """ "she's got asthma", "I've got a Kia": `got` after 's/'ve is the present "has"."""
    return (
        verb.lower_ == "got"
        and verb.i > 0
        and verb.nbor(-1).lower_ in ("'s", "’s", "'ve", "’ve", "has", "have", "s")
    )


def _authority_says(verb: Token) -> bool:
    """ "the vet said ...", "my GP says ...": a professional's finding."""
    return verb.lemma_.lower() in ("say", "tell", "confirm", "think") and any(
        c.dep_ == "nsubj" and c.lower_ in AUTHORITIES for c in verb.children
    )


def _restricted(verb: Token) -> bool:
    """ "she's only on wet food", "he's only allowed X": `only` before a place or thing."""
    children = list(verb.children)
    complements = [c for c in children if c.dep_ in ("prep", "acomp", "attr")]
    return bool(complements) and any(
        c.lower_ == "only" for c in [*children, *(g for c in complements for g in c.children)]
    )


def _stative(verb: Token) -> bool:
    """What someone is or has, in the present: "she's a nurse", "he has asthma", "she's got
    a chicken intolerance" (not "she's tired", "he's at work", "she lives in Rome")."""
    lemma = verb.lemma_.lower()
    present = verb.tag_ in ("VBZ", "VBP") or _has_got(verb)
    if not present:
        return False
    if lemma == "be" and _restricted(verb):
        return True
    if lemma == "be" and any(
        c.dep_ == "acomp" and c.lemma_.lower() in CONDITIONS for c in verb.children
    ):
        return True  # "he's allergic to bee stings", "she's deaf in one ear"
    wanted = {"be": ("attr",), "have": ("dobj",), "get": ("dobj",)}.get(lemma)
    if wanted is None:
        return False
    return any(
        c.dep_ in wanted
        and c.pos_ in ("NOUN", "PROPN")
        and c.lemma_.lower() not in PASSING_WORDS
        and c.lemma_.lower() not in VERDICTS
        and c.lemma_.lower() not in EMPTY_NOUNS
        and c.lemma_.lower() not in REQUEST_NOUNS
        for c in verb.children
    )


def _can_decide(subject: Token) -> bool:
    """Whether a clause subject can decide: a pronoun, a name, a person or a group."""
    if subject.pos_ in ("PRON", "PROPN") or subject.ent_type_ in ("PERSON", "ORG", "NORP"):
        return True
    lemma = subject.lemma_.lower()
    slot = attribute_for_alias(subject.text)
    return lemma in DECIDERS or lemma in KIN or (slot is not None and value_kind(slot) == "person")


def _request(clause: str) -> bool:
    """ "can you write it in British English?", "please ...": a polite command."""
    return REQUEST_LEAD.match(INTERJECTION.sub("", clause.strip())) is not None


def _name_ending_at(token: Token) -> str:
    """The capitalised words that run up to `token`, joined ("Zhou Hao" for "Hao")."""
    start = token.i
    while (
        start > token.sent.start
        and token.doc[start - 1].text.istitle()
        and (token.doc[start - 1].pos_ in ("PROPN", "NOUN"))
    ):
        start -= 1
    return token.doc[start : token.i + 1].text


def _contracted_subject(span: Span, position: int) -> Token | None:
    """The name before a contracted "is" the parser read as a possessive: in "Agnes's
    working at X", "Agnes's" owns no "working"; she is working."""
    for t in span:
        if t.idx >= position:
            break
        head = t.head
        if (
            t.dep_ == "poss"
            and t.pos_ == "PROPN"
            and head.text.lower().endswith("ing")
            and head.i == t.i + 2
            and t.nbor(1).lower_ in ("'s", "’s")
        ):
            return t
    return None


_TAKING_UP = frozenset({"join", "buy", "adopt"})


_CONDITION = re.compile(
    r"^(?:(?:second[- ]?hand|used|ex-demo|refurbished|brand[- ]new|new|old|little|shiny)\s+)+"
)  # lower case only: "New Balance" is a name


def _state_taken_up(lemma: str, value: str) -> str | None:
    """The state slot an event of taking something up starts ("joined Bellahouston Leisure
    Centre", "bought a VW Polo"): the one the value's name marks or the only one knowing it."""
    if lemma not in _TAKING_UP:
        return None
    # "bought a second-hand Nissan Leaf": the thing, not its condition
    value = _CONDITION.sub("", value) or value
    slot = slot_marked_by(value) or state_slot_knowing(value)
    if slot is not None and lemma == "buy" and value_kind(slot) == "organisation":
        return None  # one buys no supplier ("bought a Monster Energy")
    return slot


def _set_off_by_comma(subject: Token, position: int) -> bool:
    """A common noun cut off by a comma from the cue at `position` (episode offset) is not
    its subject: English sets no comma between a subject and its verb."""
    if subject.pos_ != "NOUN" or subject.text.istitle() or subject.lower_ in GROUP_NOUNS:
        return False
    if any(c.dep_ == "poss" for c in subject.children):
        return False  # "my sister, who lives in Leeds, moved to York"
    if all(t.is_punct or t.is_space for t in subject.doc[subject.sent.start : subject.left_edge.i]):
        return False  # "The clinic, after months of delays, moved to Partick": it leads
    verb = subject.head
    if any(t.dep_ in ("relcl", "appos") for t in subject.children) or not (
        subject.i < verb.i and verb.idx <= position
    ):
        return False
    return verb.i > 0 and verb.nbor(-1).text == ","


def _in_other_relative(subject: Token, position: int) -> bool:
    """Whether `subject` is a relative clause's and the cue at `position` lies outside it."""
    clause = subject.head
    if clause.dep_ != "relcl":
        return False
    end = clause.right_edge.idx + len(clause.right_edge.text)
    return not clause.left_edge.idx <= position < end


def _clause_before(span: Span, at: int) -> bool:
    """Whether a verb comes before `at` in the span: a clause said before a turn to other
    news ("my brain is mush, and in other news …"), not a subject set off by it ("My sister,
    btw, moved to Leeds")."""
    return any(t.pos_ in ("VERB", "AUX") and t.idx < at for t in span)


def _governing_verb(span: Span, position: int) -> Token | None:
    """The verb the word at `position` (episode offset) hangs on."""
    token = next((t for t in span if t.idx >= position), None)
    while token is not None and token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        token = token.head
    return token if token is not None and token.pos_ in ("VERB", "AUX") else None


def _inside_a_name(clause: str, at: int) -> bool:
    """Whether a cue's capitalised first word continues a name ("Chalkcliff Building Society"
    is a bank, not something being built): a capitalised word before it that neither opens
    the clause nor is a pronoun or a chat word ("Just Moved To Leeds!", "So I Started at")."""
    if not clause[at : at + 1].isupper():
        return False
    before = re.search(r"(?<=\s)([A-Z][\w'’&.-]*)\s+$", clause[:at])
    return before is not None and before.group(1).lower() not in _NOT_NAME_WORDS


def _contracted_be(span: Span, position: int, who: Speakers) -> bool:
    """Whether the "'s" at `position` is a person's "is" ("Jo's vegan now", "she's vegan
    now"). The small parser tags most as possessives; one is read as "is" when its owner is
    a person's name (tagged so, or one of the conversation's people: not "Pret's veggie
    these days") and what it owns is the whole clause's head, not a noun's ("Jo's vegan
    cake")."""
    token = next((t for t in span if t.idx >= position), None)
    if token is None or token.tag_ != "POS":
        return True
    owner = token.head
    return (
        owner.pos_ == "PROPN" and tagged_or_known_person(owner, who) and owner.head.dep_ == "ROOT"
    )


def _said_in_present(span: Span, position: int) -> bool:
    """Whether the verb the cue at `position` hangs on is in the present tense ("I'm a member
    at …", "I drive a Fiesta", "day job's at …"): a state that holds as it is said."""
    token = next((t for t in span if t.idx >= position), None)
    while token is not None and token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        if token.lower_ in _PRESENT_BE:
            return True  # "day job's at …": the small parser takes the "'s" for a possessive
        token = token.head
    return (
        token is not None
        and token.pos_ in ("VERB", "AUX")
        and (token.tag_ in ("VBP", "VBZ") or token.lower_ in _PRESENT_BE)
        and not any(c.dep_ == "aux" and c.lemma_ == "have" for c in token.children)
    )


def _change_of_the_speaker(token: Token, owner: str | None) -> bool:
    """Whether a subject is a change named as a thing and made by the speaker ("The switch to
    Ovo went through", "my move to Ely"): not "any switch", not one "for Jess" or "for my
    neighbour", not someone else's."""
    if token.pos_ != "NOUN" or token.lemma_.lower() not in CHANGE_NOUNS:
        return False
    if owner not in (None, "my", "our") or any(
        c.dep_ == "det" and c.lower_ in ("any", "every", "each", "a", "an") for c in token.children
    ):
        return False
    after = token.doc[token.i + 1 : token.sent.end]
    return not any(w.lower_ == "for" and w.nbor(1).lower_ != "me" for w in after[:-1])


_NOT_NAME_WORDS = frozenset(
    "i we you he she they it my our me us so just and but also then now fyi btw ps update "
    "news finally today yesterday officially".split()
)
_PRESENT_BE = frozenset({"'s", "’s", "'m", "’m", "'re", "’re", "is", "am", "are"})


def _subject_dropped(subject: Token, span: Span, position: int) -> bool:
    """Whether the cue at `position` has no subject of its own and `subject` is another
    clause's, so chat's dropped "I" is meant: "The Fiesta finally died, got a Skoda Fabia
    now" (the Fiesta's is another verb); "the tram was rammed, and in other news ported my
    number to Vodafone" (a thing shares no errand); "Cancelled Flickbox, got Crunchyroll" (a
    verb the parse took for a name's word)."""
    verb = _governing_verb(span, position)
    if verb is None or any(c.dep_ in ("nsubj", "nsubjpass") and c.i != subject.i
                           for c in verb.children):  # fmt: skip
        return False
    left = subject.left_edge
    if (
        subject.head.i == verb.i
        and left.i < subject.i
        and left.tag_ in ("VBD", "VBN")
        and left.i == span.start
        and subject.i + 1 < len(subject.doc)
        and subject.nbor(1).text == ","
    ):
        return True  # "Cancelled Flickbox, got …": a verb opens it, "I" is dropped
    own = subject.head
    if own.i == verb.i or not (own.i < verb.i):
        return False
    comma = any(t.text in (",", ";") for t in subject.doc[own.i : verb.i])
    if not comma:
        return False
    if own.dep_ in ("ccomp", "advcl", "parataxis") and own.head.i == verb.i:
        if own.dep_ == "advcl" and any(c.dep_ == "mark" for c in own.children):
            return False  # "When Priya left, she …"
        return not _person_like(subject)
    if verb.dep_ == "conj" and verb.head.i == own.i:
        return not _person_like(subject)
    return False


def _person_like(token: Token) -> bool:
    """Whether a subject can be someone who does things: a pronoun for a person, a name, or a
    person or pet of somebody's."""
    low = token.lower_
    if low in ("i", "we", "he", "she", "they", "you", "u"):
        return True
    if token.ent_type_ == "PERSON":
        return True
    if token.pos_ == "PROPN":  # not "the tram", which the parse may take for a name
        return token.ent_type_ not in ("ORG", "GPE", "LOC", "FAC", "PRODUCT") and not any(
            c.dep_ == "det" for c in token.children
        )
    return _person_noun(low) or low in GROUP_NOUNS


def _person_noun(word: str) -> bool:
    """Whether a lower-case word names a person by what they are to someone ("mum", "my
    sister", "the landlord", "his girlfriend")."""
    return word in KIN or word in BARE_KIN or word in PERSON_NOUNS


def _cut_at_clause(span: Span, start: int, raw: str) -> str:
    """`raw` (at episode offset `start`) up to a coordinated clause: "Lisbon and works CET
    hours" -> "Lisbon "; "English and French" stays whole (no verb follows the "and")."""
    end = start + len(raw)
    subjects = ("nsubj", "nsubjpass")
    for t in span:
        if not start < t.idx < end or t.dep_ != "cc" or t.i + 1 >= len(t.doc):
            continue
        following = t.nbor(1)
        if (
            following.pos_ in ("VERB", "AUX")
            or following.dep_ in subjects
            or following.head.dep_ in subjects  # "and my partner lives ..."
        ):
            return raw[: t.idx - start]
    return raw


def _a_verdict_for_a_name(attribute: str, value: str, span: Span, position: int) -> bool:
    """Whether a practice's or a firm's value opens on a lower-case adjective ("our dentist is
    brilliant", "my bank is rubbish", "my dentist is closed on Mondays"): what the speaker
    thinks of it or its state, not its name."""
    if value_kind(attribute) != "organisation" or not value.split()[0].islower():
        return False
    if known_value(attribute, value) is not None:
        return False  # "my bank is nationwide": a name written lower-case
    token = next((t for t in span if t.idx <= position < t.idx + len(t.text)), None)
    return token is not None and (token.pos_ == "ADJ" or token.tag_ == "VBN")


def _label(span: Span, position: int) -> str | None:
    for ent in getattr(span, "ents", ()):
        if ent.start_char <= position < ent.end_char:
            return str(ent.label_)
    return None


def _clause_subject(tokens: list[Token], verb: Token) -> Token | None:
    for t in tokens:
        if t.dep_ in ("nsubj", "nsubjpass") and (t.head == verb or t.head == verb.head):
            return t
    return None


def _subtree_text(token: Token, skip_first_to: bool = False) -> str:
    words = [t for t in token.subtree]
    if skip_first_to and words and words[0].lower_ == "to":
        words = words[1:]
    return "".join(t.text_with_ws for t in words).strip()


def _object_of(verb: Token) -> str | None:
    for child in verb.children:
        if child.dep_ in ("dobj", "attr", "xcomp", "ccomp", "oprd"):
            text = clean_value(_subtree_text(child))
            return text if text and len(text.split()) <= ALLOWED_WORDS else None
    return None


def _event_target(verb: Token) -> tuple[str, str, str | None] | None:
    lemma = verb.lemma_.lower()
    for child in verb.children:
        if child.dep_ == "dobj" and child.ent_type_ not in ("DATE", "TIME"):
            value = clean_value(_subtree_text(child))
            return (lemma, value, child.ent_type_ or None) if value else None
        if child.dep_ == "prep" and child.lower_ in ("to", "at", "in", "with", "for"):
            pobj = next((g for g in child.children if g.dep_ == "pobj"), None)
            if pobj is not None and pobj.ent_type_ not in ("DATE", "TIME"):
                if pobj.lower_ == "news" and child.lower_ == "in":
                    continue  # "in other news": chat's turn to another topic, no place
                value = clean_value(_subtree_text(pobj))
                if value:
                    return f"{lemma}_{child.lower_}", value, pobj.ent_type_ or None
    return None


def _sentences(doc: Doc) -> list[Span]:
    """The parser's sentences, except that a boundary not after sentence-final punctuation,
    a line break or a comma splice (`extract.splices`) is not trusted: chat lines without
    punctuation ("shooting on an old Pentax K1000 I got from my dad") are split mid-phrase
    by the parser."""
    merged: list[Span] = []
    for sent in doc.sents:
        if merged and not (
            spliced_at(doc, sent.start)
            or SENTENCE_END.search(doc.text[merged[-1].start_char : sent.start_char])
        ):
            merged[-1] = doc[merged[-1].start : sent.end]
        else:
            merged.append(sent)
    return merged


_DENIED_BY_NAME = re.compile(
    r"(?:^|[\s,;:.!—–-])not\s+(?:(?:with|on|at|in|using|driving|drinking)\s+)?"
    r"(?:(?:the|a|an|my|our)\s+)?$",
    re.IGNORECASE,
)


def value_negated(span: Span, value: str) -> bool | None:
    """Whether a negation sits on the predicate that governs `value` in the parse (its own
    head verb, that verb's auxiliaries, the verb it is conjoined to or complements), or on
    the value itself ("no cats"); None when the value is not found in `span` as tokens."""
    at = span.text.casefold().find(value.casefold())
    if at < 0 and " " in value:
        # the value as written: "E.ON" of "E.ON Next" ("news from Tom, who's not on here
        # much: he switched to E.ON")
        value = value.split(" ")[0]
        at = span.text.casefold().find(value.casefold()) if len(value) > 2 else -1
    value_root = root_token(span, value, at) if value and at >= 0 else None
    if value_root is None:
        return None
    if _DENIED_BY_NAME.search(span.text[:at]) and re.match(
        r"\W*any\s?more\b", span.text[at + len(value) :], re.IGNORECASE
    ):
        # "Not on Smarty any more, giffgaff now - that's probably why": denied in so many
        # words, whatever verb the parse hangs the line on
        return True
    if any(c.lower_ in NEGATING_WORDS for c in value_root.children):
        return True
    predicate = value_root
    if predicate.pos_ in ("VERB", "AUX") and predicate.head.i != predicate.i:
        # a name is no predicate: "not paying for Spotify", with "Spotify" parsed as a verb
        predicate = predicate.head
    while predicate.pos_ not in ("VERB", "AUX") and predicate.head.i != predicate.i:
        predicate = predicate.head
    if predicate.pos_ not in ("VERB", "AUX"):
        return None
    governing = [predicate]
    # "I don't live or work in Paris", "I don't want to live in Paris": the negation sits on
    # the verb this one is conjoined to or complements.
    if predicate.dep_ in ("conj", "xcomp") and predicate.head.i != predicate.i:
        governing.append(predicate.head)
    # "We stopped using Jenkins", "I quit drinking coffee": the governing verb itself ends it.
    return any(verb.lemma_.lower() in ("stop", "quit") for verb in governing) or any(
        c.dep_ == "neg"
        or c.lower_ in NEGATING_WORDS
        or (c.dep_ == "advmod" and c.lower_ == "longer")
        for verb in governing
        for c in verb.children
    )


def read_english_doc(doc: Doc, speakers: Speakers, occurred_at: datetime) -> list[UnitFacts]:
    """Every clause of a parsed English episode, with its candidate facts and entities."""
    reader = EnglishReader(speakers)
    units: list[UnitFacts] = []
    for sent in _sentences(doc):
        text = sent.text
        reader.sentence = sent
        if (
            is_small_talk(text)
            and not (text.strip().endswith("?") and _request(text))
            and told_in(text.strip()) is None
        ):
            continue
        if is_hypothetical(text):
            continue  # "If I was braver I'd rent somewhere in Rhiwbina": not the case
        sentence_cues = find_cues(text)
        for k, clause in enumerate(split_causal_clauses(text)):
            start = sent.start_char + clause.start
            end = start + len(clause.text)
            span = doc.char_span(start, end, alignment_mode="expand")
            unit = UnitFacts(clause.text, start, end, continues=k > 0)
            if span is not None:
                for reading in reader.read(clause.text, span, start):
                    negated = reading.given_up or value_negated(span, reading.value)
                    if negation_set_aside(clause.text, reading.value):
                        negated = False  # the parse carries "Not my news" along the conj
                    unit.facts.append(
                        assemble(reading, clause.text, text, (start, end), occurred_at,
                                 sentence_cues, negated)
                    )  # fmt: skip
                    unit.entities += reading_entities(reading)
                scope = find_scope(clause.text)
                if scope and scope.startswith("project "):
                    unit.entities.append((scope.removeprefix("project "), "project"))
                unit.entities += [
                    (e.text, entity_kind(None, e.label_))
                    for e in span.ents
                    if e.label_ in ("PERSON", "ORG", "GPE", "LOC", "PRODUCT", "FAC")
                ]
            units.append(unit)
        # "Saw Ailsa yesterday. She is vegan now.": a later sentence's "she" is the last
        # person this one named
        named = [
            e.text for e in sent.ents if e.label_ == "PERSON" and not speakers.is_speaker(e.text)
        ]
        # not past "my sister" ("My sister bumped into Jake. She's vegan now.": she is the sister)
        if named and not any(t.lower_ in KIN for t in sent):
            reader.who.last_person = named[-1]
    return units
