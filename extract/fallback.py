"""Open statements for the sentences the rules did not read, for the clause model to judge.

The rules read a sentence through the patterns and parses they know; a state said any other
way ("Guess what, I traded rock climbing for squash", "Tariq is my boss", "Sofia trains at
Northside YMCA" said by Sofia) yields nothing, and the old value stays current (issue 11,
failure 3). Here every sentence of a user's turn that yielded no fact, names the speaker
(I, my, we, our, or their own name) and names a thing (its focus) becomes a *proposed* open
statement; one that only implies its speaker ("texting from my Pixel 8") becomes an implied
proposal (`PROPOSED_IMPLIED`), which also needs the model to name its slot. Proposals are
not facts: `extract.assertion.gate` keeps one only when the clause model is confident that it
asserts a state or plans a change, and drops it otherwise. The rules propose, the learned
model disposes. Pure given the parse.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from spacy.tokens import Doc, Span, Token

from extract.assembly import (
    Reading,
    Speakers,
    UnitFacts,
    assemble,
    is_hypothetical,
    is_small_talk,
    told_in,
)
from extract.cues import find_cues
from extract.english import (
    named_subject_before,
    predicate_part,
    statement_focus,
    value_negated,
)
from extract.holders import english_holder, person_holding
from extract.lexicon import EMPTY_NOUNS, KIN, ONE_DAY
from graph.types import OPEN_ATTRIBUTE, CandidateFact

# The extractor name a proposal carries until the clause model has judged it.
PROPOSED = "rules:proposed"
# A proposal whose speaker is only implied ("texting from my Pixel 8", "Third Space was packed
# tonight"): it stands only when the clause model also places it in a vocabulary slot.
PROPOSED_IMPLIED = "rules:proposed-implied"
# An implied proposal the model judged a state but could not place in a slot: it stands only
# where the graph vouches for it, a value the subject holds, held or leaves (resolver.anchor).
IMPLIED = "rules:implied"
# A proposal the model did not keep as a state: it stands only as the use of a value its
# subject planned ("thinking of joining The Gym Group", later "Legs are dead after The Gym
# Group last night"), which shows the plan carried out (resolver.anchor).
PLAN_USE = "rules:plan-use"
PROPOSED_CONFIDENCE = 0.55  # an open statement's confidence (extract.english)
_MAX_WORDS = 40  # longer sentences are stories, not statements of state
_ASKS = re.compile(r"[?？]\s*$")
_NAMEABLE = ("NOUN", "PROPN")


_OTHER_PEOPLE = KIN | frozenset(
    "friend neighbour neighbor colleague coworker co-worker mate buddy pal boyfriend "
    "girlfriend classmate flatmate everyone everybody people someone somebody".split()
)


def names_speaker(sentence: Span, speakers: Speakers) -> bool:
    """Whether a sentence is about its speaker: its subject is I, we or their own name, or a
    thing of theirs ("my go-to order is …"), or it names something as theirs ("Tariq is my
    boss"); not a sentence that merely mentions them ("my neighbour trains at …")."""

    def theirs(t: Token) -> bool:
        return any(c.dep_ == "poss" and (c.lower_ in ("my", "our") or speakers.is_speaker(c.text))
                   for c in t.children)  # fmt: skip

    for t in sentence:
        if t.dep_ in ("nsubj", "nsubjpass") and (
            t.lower_ in ("i", "we")
            or speakers.is_speaker(t.text)
            or (theirs(t) and t.lemma_.lower() not in _OTHER_PEOPLE)
        ):
            return True
        if t.dep_ == "attr" and theirs(t):
            return True
    # spaCy's small model often misparses a sentence opening with a name: the capital decides.
    first = sentence[0] if len(sentence) else None
    return first is not None and first.text.istitle() and speakers.is_speaker(first.text)


# What may open a line before its verb ("yep, so finally switched …").
_LEAD_IN = frozenset({"INTJ", "ADV", "PUNCT", "CCONJ"})


def drops_subject(sentence: Span) -> bool:
    """Whether a line opens on a past-tense verb with no subject of its own: chat's diary
    style drops the "I" ("switched our broadband from Plusnet to TalkTalk", "ported from
    Lyca Mobile to Giffgaff"), so the speaker is who did it. Not the base form, which
    commands ("try the new place"), nor a verb with a subject or a passive auxiliary."""
    for t in sentence:
        if t.pos_ in _LEAD_IN:
            continue
        return (
            t.pos_ == "VERB"
            and t.tag_ in ("VBD", "VBN")
            and not any(c.dep_ in _SUBJECTS or c.dep_ in ("aux", "auxpass") for c in t.children)
        )
    return False


# What dates a verbless line to the present ("officially a Penarth resident now").
_NOW_WORDS = frozenset({"now", "nowadays", "officially"})


def verbless_state(sentence: Span) -> bool:
    """Whether a line is a bare predicate of its speaker's, dated to the present: chat drops
    "I'm" before a noun phrase ("officially a Penarth resident now", "proud owner of a Skoda
    now"). No verb at all, a noun or adjective at its root, and a word that says "now"."""
    root = sentence.root
    return (
        root.pos_ in ("NOUN", "PROPN", "ADJ")
        and not any(t.pos_ in ("VERB", "AUX") for t in sentence)
        and any(
            t.lower_ in _NOW_WORDS or t.lower_ == "days" and t.nbor(-1).lower_ == "these"
            for t in sentence
            if t.i > sentence.start
        )  # fmt: skip
    )


_SUBJECTS = frozenset({"nsubj", "nsubjpass", "expl"})
# A name after these is a thing or place the speaker is on or at ("still on Giffgaff"),
# whatever the small parser's entity label says; after "with" or "to" it may be a person.
_THING_PREPOSITIONS = frozenset({"on", "at", "in", "from", "via"})
_THING_SUBJECT_POS = frozenset({"PROPN", "NOUN", "NUM"})


def implies_speaker(sentence: Span, speakers: Speakers) -> bool:
    """Whether a sentence of a user's own turn speaks of the speaker's life without naming
    them: chat drops the subject ("texting from my Pixel 8", "long run in the Asics") or
    makes the thing itself the subject ("Third Space was packed tonight"). Not when its
    subject is a pronoun, a kind of person or a thing of someone else's ("my flatmate's
    bike"), nor when it speaks of others. A name as subject counts as a thing: the small
    parser reads most product and place names as people, and the clause model decides."""
    subjects = [t for t in sentence if t.dep_ in _SUBJECTS]
    if any(t.pos_ not in _THING_SUBJECT_POS for t in subjects):
        return False
    if any(t.dep_ == "poss" and t.lower_ not in ("my", "our") for t in sentence):
        return False  # "long ride on his Brompton": someone else's thing
    subject_words = {w.i for t in subjects for w in t.subtree}
    # A person named outside the subject is another person ("… packed tonight with Sam"); a
    # name as the subject is often a misread product or place, left to the clause model.
    if any(e.label_ == "PERSON" and e.start not in subject_words and not speakers.is_speaker(e.text)
           and e.root.head.lower_ not in _THING_PREPOSITIONS
           for e in sentence.ents):  # fmt: skip
        return False
    others = [
        t for t in sentence if t.lemma_.lower() in _OTHER_PEOPLE or t.lower_ in ("you", "your")
    ]
    return not others


def _own_predicate(sentence: Span, speakers: Speakers) -> Span:
    """The part of a sentence the speaker is the subject of ("I train at Hatch now — Blok
    got too crowded" -> "I train at Hatch now"); the whole sentence when none is."""
    for t in sentence:
        if t.dep_ in ("nsubj", "nsubjpass") and (
            t.lower_ in ("i", "we") or speakers.is_speaker(t.text)
        ):
            return predicate_part(sentence, t.head) or sentence
    return sentence


def _focus(span: Span, speakers: Speakers) -> str | None:
    # a day or a month says when, not what ("from september im only going in on tuesdays")
    content = [t for t in span if t.pos_ in _NAMEABLE and any(c.isalpha() for c in t.text)
               and t.lemma_.lower() not in EMPTY_NOUNS
               and not ONE_DAY.fullmatch(t.text)]  # fmt: skip
    return statement_focus(span, content, speakers.speaker)


# Where a holder's clause gives way to its reason ("Brindle Farm's on Pryce feed now, because
# Hartwell's last load was mouldy").
_REASON_WORDS = frozenset({"because", "cos", "coz", "since", "as", "so", "but", "though"})


def _after_frame(sentence: Span, frame: tuple[int, int] | None) -> Span:
    """The part of a sentence after a turn's frame ("Here at Bracken Hill Farm, Plowright
    renewal letter came" -> "Plowright renewal letter came"): the frame names the holder,
    not the thing."""
    if frame is None or not (sentence.start_char < frame[1] <= sentence.end_char):
        return sentence
    rest = [t for t in sentence if t.idx >= frame[1]]
    return sentence.doc[rest[0].i : sentence.end] if rest else sentence[0:0]


def _as_sentence_begins(doc: Doc, sentence: Span, speakers: Speakers) -> Speakers:
    """Who "he"/"she" means as `sentence` begins: the last person the turn named before it,
    else the turn's referent (`speakers` as the turn began). Not a person named after it
    ("She uses Revolut now. Tom works at Deloitte.": she is not Tom)."""
    before = [
        e.text
        for e in doc.ents
        if e.label_ == "PERSON"
        and e.end_char <= sentence.start_char
        and not speakers.is_speaker(e.text)
    ]
    return replace(speakers, last_person=before[-1]) if before else speakers


def _he_or_she_named_before(sentence: Span, speakers: Speakers) -> Speakers:
    """Who "he"/"she" means when the sentence named one person before it ("Bumped into Ellie
    in Westquay, she is presenting Tea Trolley Tunes now", "News from Marcus, who's not on
    here much: he is …"): that person (`extract.english.named_subject_before`), else as
    `speakers` has it."""
    for t in sentence:
        if t.dep_ in ("nsubj", "nsubjpass") and t.lower_ in ("he", "she"):
            named = named_subject_before(t, speakers)
            return replace(speakers, last_person=named) if named else speakers
    return speakers


def propose_statements(
    doc: Doc,
    units: list[UnitFacts],
    speakers: Speakers,
    occurred_at: datetime,
    frame: tuple[int, int] | None = None,
) -> list[CandidateFact]:
    """A proposed open statement (`PROPOSED`) about the speaker for each sentence of `doc`
    that no unit read, that speaks of the speaker and that names a thing; `PROPOSED_IMPLIED`
    when the sentence only implies its speaker (`implies_speaker`). A sentence whose subject
    is someone else's name with a thing of theirs after it is that holder's
    (`extract.holders.english_holder`). `frame` is the span of the turn's frame, never a
    focus."""
    # A note keeps the sentence verbatim ("fyi 10k this morning in the Asics") and an outcome
    # stays only as a cause's effect ("the OnePlus 12 camera is wild"): the state either may
    # carry is still for a proposal to find.
    read = [(u.start, u.end) for u in units
            if any(f.attribute != "note" and f.kind != "outcome" for f in u.facts)]  # fmt: skip
    out = []
    for sentence in doc.sents:
        text = sentence.text.strip()
        # "Did you hear Ailsa signed up at …?" passes news on; it asks nothing
        told = told_in(text) or text
        if not told or _ASKS.search(told) or is_small_talk(told) or len(sentence) > _MAX_WORDS:
            continue
        if is_hypothetical(told):
            continue
        if any(start < sentence.end_char and sentence.start_char < end for start, end in read):
            continue
        begins = _he_or_she_named_before(sentence, _as_sentence_begins(doc, sentence, speakers))
        holder = english_holder(sentence, begins)
        implied = holder is None and implies_speaker(sentence, speakers)
        # The dropped "I" of a line that still speaks of no one else ("Called Sam yesterday"
        # is about Sam).
        named = holder is not None or (
            names_speaker(sentence, speakers)
            or (drops_subject(sentence) and implied)
            or verbless_state(sentence)
        )
        if not named and not implied:
            continue
        said = _after_frame(sentence, frame)
        if holder is not None:  # the thing is named after its holder, before any reason
            start = max(max(holder[1]) + 1, said.start)
            end = next((t.i for t in said.doc[start : said.end] if t.lower_ in _REASON_WORDS),
                       said.end)  # fmt: skip
            said = said.doc[start:end]
        if not len(said):
            continue
        focus = _focus(_own_predicate(said, speakers), speakers) or _focus(said, speakers)
        if focus is None or speakers.is_speaker(focus) or (holder and focus == holder[0]):
            continue
        person = person_holding(said, focus, speakers) if holder is None and named else None
        if person is not None:
            # "Not my news to share but Rhiannon has signed up at …": Rhiannon's clause
            holder = (person[0], set())
            said = said.doc[person[1] : said.end]
            text = said.text.strip()
        if not named and not any(ch.isupper() for ch in focus):
            # Implied, a state is shown by a named thing ("the Asics"); "origami session was
            # great" is a mood, and every such line would cost the model a sentence vector.
            continue
        reading = Reading(holder[0] if holder else speakers.speaker, OPEN_ATTRIBUTE,
                          text.rstrip(" .!"), "note", confidence=PROPOSED_CONFIDENCE,
                          focus=focus)  # fmt: skip
        span = (sentence.start_char, sentence.end_char)
        fact = assemble(reading, text, text, span, occurred_at, find_cues(text),
                        value_negated(sentence, focus))  # fmt: skip
        out.append(replace(fact, extractor=PROPOSED if named else PROPOSED_IMPLIED,
                           named_holder=holder is not None))  # fmt: skip
    return out
