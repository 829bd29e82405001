"""Open statements for the sentences the rules did not read, for the clause model to judge.

The rules read a sentence through the patterns and parses they know; a state said any other
way ("Guess what, I traded rock climbing for squash", "Tariq is my boss", "Sofia trains at
Northside YMCA" said by Sofia) yields nothing, and the old value stays current (issue 11,
failure 3). Here every sentence of a user's turn that yielded no fact, names the speaker
(I, my, we, our, or their own name) and names a thing (its focus) becomes a *proposed* open
statement. Proposals are not facts: `extract.assertion.gate` keeps one only when the clause
model is confident that it asserts a state or plans a change (`PROPOSED`), and drops it
otherwise. The rules propose, the learned model disposes. Pure given the parse.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import datetime

from spacy.tokens import Doc, Span, Token

from extract.cues import find_cues
from extract.rules import (
    EMPTY_NOUNS,
    KIN,
    Reading,
    Speakers,
    UnitFacts,
    assemble,
    is_small_talk,
    predicate_part,
    statement_focus,
    value_negated,
)
from graph.types import OPEN_ATTRIBUTE, CandidateFact

# The extractor name a proposal carries until the clause model has judged it.
PROPOSED = "rules:proposed"
PROPOSED_CONFIDENCE = 0.55  # an open statement's confidence (extract.rules)
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
    content = [t for t in span if t.pos_ in _NAMEABLE and any(c.isalpha() for c in t.text)
               and t.lemma_.lower() not in EMPTY_NOUNS]  # fmt: skip
    return statement_focus(span, content, speakers.speaker)


def propose_statements(
    doc: Doc, units: list[UnitFacts], speakers: Speakers, occurred_at: datetime
) -> list[CandidateFact]:
    """A proposed open statement (`PROPOSED`) about the speaker for each sentence of `doc`
    that no unit read, that speaks of the speaker and that names a thing."""
    read = [(u.start, u.end) for u in units if u.facts]
    out = []
    for sentence in doc.sents:
        text = sentence.text.strip()
        if not text or _ASKS.search(text) or is_small_talk(text) or len(sentence) > _MAX_WORDS:
            continue
        if any(start < sentence.end_char and sentence.start_char < end for start, end in read):
            continue
        if not names_speaker(sentence, speakers):
            continue
        focus = _focus(_own_predicate(sentence, speakers), speakers) or _focus(sentence, speakers)
        if focus is None or speakers.is_speaker(focus):
            continue
        reading = Reading(speakers.speaker, OPEN_ATTRIBUTE, text.rstrip(" .!"), "note",
                          confidence=PROPOSED_CONFIDENCE, focus=focus)  # fmt: skip
        span = (sentence.start_char, sentence.end_char)
        fact = assemble(reading, text, text, span, occurred_at, find_cues(text),
                        value_negated(sentence, focus))  # fmt: skip
        out.append(replace(fact, extractor=PROPOSED))
    return out
