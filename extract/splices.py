"""Comma splices: a chat line's run-on sentence cut where a new clause with its own subject
starts (DESIGN.md: extraction, clause splitting).

People in a chat string news into small talk with commas: "Right, survived another one, the
vending machine ate my pound coin, I switched energy to Kestrel Power, and Diwali lights are
on this weekend if anyone wants to go?". Parsed as one sentence, the news is a clause buried
in a tree no reading expects, and the turn ends as a question; cut at its commas, "I switched
energy to Kestrel Power" is a sentence like any other. A cut goes at a comma between two
clauses (each with a finite verb, or the second a question), past discourse words ("and",
"oh and", "anyway,"), where the second is the speaker's own ("I ...", "we ...") or a
question, or follows "anyway" (another matter, whoever it is about);
a clause about something else continues the one before it ("had asthma since I was a kid,
mostly fine but cats set it off"). And not where the second depends on the first: after a
lead-in ("If I won the lottery, I'd get …"), before a contrast, cause or scope the clause
splitters read ("…, but the work phone is Smarty", "…, so …"), or before a clause that points
back ("got rid of the Fiesta, it's a Sandero now").

`splice_starts` decides over plain (text, tag) pairs; `mark_splices` is the spaCy component
that sets the sentence starts before the parser runs, so the parser respects them. Pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacy.language import Language
from spacy.tokens import Doc

SPLICE_COMPONENT = "comma_splice"

_DISCOURSE = frozenset("and also oh plus anyway btw anyhow ok okay right".split())
# Discourse words that turn to another matter: what follows is cut off whoever it is about.
_TOPIC_SHIFT = frozenset("anyway anyhow btw".split())
_FINITE = frozenset("VBD VBP VBZ MD".split())
# A lead-in the clause after its comma depends on ("If I won the lottery, I'd get …"), or a
# clause that depends on the one before it ("…, which …", "…, if they had a deal"): no cut.
_SUBORDINATE = frozenset(
    "if when whenever unless because since once although though while whether until before "
    "after as even suppose supposing imagine which who whom whose where that".split()
)
# A comma after these reports or quotes the clause that follows ("my brother keeps telling
# me, I should …"): that clause is someone's words, not the speaker's news.
_REPORTING = frozenset("said says say telling told tell asked asks think thinks reckon".split())
# Contrast, exception and consequence markers: the clause splitters (extract.clauses,
# extract.causal) read the scope or cause they set inside one sentence ("Sky Mobile for my
# own phone, but the work phone is Smarty", "I'm keto, so the fridge politics matter").
_CONTRAST = frozenset("but though although except while whereas yet only so then".split())
# A clause opening on these points back into the one before it ("got rid of the Fiesta,
# it's a Sandero now", "my brother Kwame started a new job, he's …"): cut off, it would
# lose what it speaks of.
_GOES_BACK = frozenset("it it's this that there these those he she they".split())
_SPEAKERS = frozenset("i we".split())
_MIN_TOKENS = 3  # each side of a cut holds at least this many tokens
_ENDS = frozenset(".!?…")


def _clause(tags: Sequence[str]) -> bool:
    return len(tags) >= _MIN_TOKENS and any(t in _FINITE for t in tags)


# "…, but more importantly has anyone seen my glasses": "but" here turns to another matter.
_TURNS_AWAY = (("but", "more", "importantly"), ("but", "anyway"), ("but", "enough", "about"))


def _turns_away(words: Sequence[str], j: int) -> bool:
    return any(
        tuple(w.lower() for w in words[j : j + len(phrase)]) == phrase for phrase in _TURNS_AWAY
    )


def splice_starts(words: Sequence[str], tags: Sequence[str]) -> list[int]:
    """Indexes of the tokens that begin a new sentence at a comma splice, given each token's
    text and Penn tag (`Token.tag_`): a comma between two clauses, each with a finite verb
    and at least three tokens (or the second a question), where the first is no lead-in
    and the second depends on nothing before it."""
    starts: list[int] = []
    begin = 0
    for i in range(1, len(words)):
        if words[i - 1] in _ENDS:
            begin = i
            continue
        if words[i - 1] != ",":
            continue
        j = i  # past discourse words: "and", "oh and", "anyway,"
        while j < len(words) and j - i < 3 and (words[j].lower() in _DISCOURSE or words[j] == ","):
            j += 1
        end = j
        while end < len(words) and words[end] != "," and words[end] not in _ENDS:
            end += 1
        asks = end < len(words) and words[end] == "?"
        lead = [w.lower() for w in words[begin : i - 1]]
        since = max((k + 1 for k in range(begin, i - 1) if words[k] == ","), default=begin)
        if not lead or j >= end:
            continue
        turns = _TOPIC_SHIFT & {w.lower() for w in words[i:j]} or _turns_away(words, j)
        if turns and _clause(tags[begin : i - 1]):
            # "I drive a Kia Niro, anyway, see you all Thursday, I'll bring biscuits": what
            # follows "anyway" is another matter (the plan is the biscuits, not the car), a
            # question too ("…, anyway, who's bringing biscuits?": no relative "who")
            starts.append(i)
            begin = i
            continue
        if words[j].lower() in _SUBORDINATE | _GOES_BACK | _CONTRAST:
            continue
        if words[j].lower() not in _SPEAKERS and not asks:
            # only the speaker's own news is cut out ("..., I switched energy to ..."); a
            # clause about something else continues the one before it ("had asthma since I
            # was a kid, mostly fine but cats set it off", "..., my gf Leah always wins")
            continue
        if words[since].lower() in _SUBORDINATE or _REPORTING & set(lead[-3:]):
            continue
        if tags[since].startswith("VB") or (tags[j].startswith("VB") and not asks):
            # a clause whose subject is dropped ("retired the old ThinkPad, I'm on a Dell
            # now", "got the Ioniq in April, feels like ages ago") leans on its neighbour
            continue
        if not (_clause(tags[begin : i - 1]) and (asks or _clause(tags[j:end]))):
            continue
        starts.append(i)
        begin = i
    return starts


@Language.component(SPLICE_COMPONENT)
def mark_splices(doc: Doc) -> Doc:
    """Set a sentence start at each comma splice (`splice_starts`); runs after the tagger
    and before the parser, which keeps starts set before it."""
    starts = splice_starts([t.text for t in doc], [t.tag_ for t in doc])
    for i in starts:
        doc[i].is_sent_start = True
    doc.user_data[SPLICE_COMPONENT] = frozenset(starts)
    return doc


def spliced_at(doc: Doc, token: int) -> bool:
    """Whether a sentence of `doc` begins at `token` because of a comma splice."""
    return token in doc.user_data.get(SPLICE_COMPONENT, ())
