"""One slot, two values in one sentence: the main one and one held for a part only.

"Day to day it's Monzo, savings are still with First Direct", "I'm at The Gym Group most
days but I swim at Anytime Fitness on Sundays", "日常用Halifax，房贷在Santander": both values
hold, the second for its scope alone (issue 11, failure 2). The rules read such a sentence a
clause at a time, so they miss the main value said without a slot's verb ("it's Monzo") or
read the scoped one as the slot's whole value, which then replaces the main one.

Here a sentence that names two values the vocabulary places in the same single-valued state
slot (`graph.vocabulary.state_slot_knowing`), the second after a break and limited by a scope
(`SCOPE` or `extract.assembly.find_scope`), gives the first as the slot's plain value and the
second with that scope. Changes, plans, denials and pasts are left to their readers. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime
from typing import NamedTuple

from extract.assembly import Reading, assemble, find_scope
from extract.changes import best_matches, read_changes
from extract.cues import find_cues
from extract.lexicon import OTHERS_THING
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue
from graph.vocabulary import (
    fact_kind,
    is_state_slot,
    known_value,
    state_slot_of_name,
)

SCOPED_SAID = "rules:scoped"
SCOPED_CONFIDENCE = 0.8
# A Latin-script name, in English or inside Chinese ("日常用Halifax").
_LATIN_NAME = re.compile(
    r"(?<![A-Za-z0-9'’])[A-Z][A-Za-z0-9&'’+.-]*(?:\s+(?:of\s+)?[A-Z0-9][A-Za-z0-9&'’+.-]*){0,4}"
)
# Where the part with the second value begins.
_BREAK = re.compile(r"[,;，；]|\s[-–—]\s|\b(?:but|though|although|plus|while|whereas)\b", re.I)
# What a part of a slot may be held for, said beside the second value.
SCOPE = re.compile(
    r"\b(?P<en>savings|mortgage|joint account|business account|credit card|isa|pension|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays|evenings|mornings|"
    r"every other (?:week|weekend|day)|(?:at|for) work|for work stuff|holidays)\b"
    r"|(?P<zh>房贷|存款|储蓄|信用卡|工资卡|周末|晚上|工作日|上班时|[老新旧]项目)",
    re.IGNORECASE,
)
# The first value said as the main one: then whatever limits the second is its scope ("Mubi
# is the main one but I pay for Disney+ for one month a year when the cycling's on").
_MAIN = re.compile(
    r"\b(?:the main one|mainly|mostly|most days|day to day|usually|normally|for most things|"
    r"for everything(?: else)?|everything(?:['’]s|\s+is|\s+goes)\s+(?:in|on|with|through))\b"
    r"|主要|日常|平时",
    re.IGNORECASE,
)
_UNSETTLED = {Cue.INTENT, Cue.NEGATION, Cue.ABANDONED, Cue.PAST}
# A habit read around a value ("swim at Anytime Fitness on Sundays") is that value's use.
_ROUTINE = "routine"
# A question, a recommendation or a hypothetical holds no state of the speaker's.
_NOT_OWN_STATE = re.compile(
    r"[?？]|\b(?:should|recommend\w*|if|i['’]d|would|could|might|better|worse)\b|建议|可以|如果|要是",
    re.IGNORECASE,
)
# The sentence says the speaker holds the values: "it's", "I'm at", "the main one", 用.
_OWN_MAIN = re.compile(
    r"\b(?:it['’]s|i['’]m|i am|we['’]re|we are|i use|we use|i bank|we bank|i go|my|our|"
    r"the main one|everything['’]s|everything is)\b|用|在|是",
    re.IGNORECASE,
)
# Someone else named before the first value: "For Priya it's …", "Mum's all Monzo …".
_SOMEONE_ELSES = re.compile(r"\b(?i:for)\s+[A-Z]\w+|\b[A-Z]\w+['’]s\b|他|她")


# The part the second value holds, named between the two: "everything's in Excel except the
# ticket money, that stays in Asana", "Excel for most things, but the costume budget is still
# in Asana", "平时都用Airtable，只有服装预算还放在Notion里".
_PART_NAMED = re.compile(
    r"\bexcept(?:\s+for)?\s+(?:the\s+|my\s+|our\s+)?(?P<part>[a-z][a-z ]{1,30}?)\s*[,;]"
    r"|\bbut\s+(?:the\s+|my\s+|our\s+)(?P<part2>[a-z][a-z ]{1,30}?)\s+(?:is|are|stays?|goes?)\b"
    r"|只有(?P<part3>[\u4e00-\u9fff]{2,8}?)(?:还|仍然|依然|仍|才)",
    re.IGNORECASE,
)


# People a part may name instead of a thing: then the second value is theirs, not a part's.
_A_PERSON = re.compile(
    r"\b(?:husband|wife|partner|boyfriend|girlfriend|mum|mam|mom|dad|son|daughter|brother|"
    r"sister|kids?|flatmate|housemate|friend|boss|colleague|neighbour|other half)\b"
    r"|老公|老婆|先生|太太|爸|妈|儿子|女儿|哥|姐|弟|妹|孩子|室友|朋友|同事|老板|邻居|对象",
    re.IGNORECASE,
)


class ScopedReading(NamedTuple):
    """What a main-and-scoped sentence says: values as the vocabulary writes them, and as
    the sentence does."""

    slot: str
    main: str
    scoped: str
    scope: str
    written: tuple[str, str]


def read_scoped(sentence: str) -> ScopedReading | None:
    """The main value, the scoped one and its scope a sentence says, or None. The cue and
    change readers run last: most sentences name no two values of one slot."""
    if _NOT_OWN_STATE.search(sentence):
        return None
    names = [(m.start(), m.group(0).strip(" .'’")) for m in _LATIN_NAME.finditer(sentence)]
    placed = [
        (at, name, slot)
        for at, name in names
        if (slot := state_slot_of_name(name)) and not OTHERS_THING.search(sentence[:at])
    ]
    slots = {slot for _, _, slot in placed}
    if len(placed) != 2 or len(slots) != 1:
        return None
    (first_at, first, slot), (second_at, second, _) = placed
    if first.casefold() == second.casefold():
        return None
    cut = [m.start() for m in _BREAK.finditer(sentence, first_at + len(first), second_at)]
    if not cut:
        return None
    part = sentence[cut[0] :]
    scope = SCOPE.search(part)
    named = _PART_NAMED.search(sentence, first_at + len(first), second_at)
    label = scope.group(0).casefold() if scope else find_scope(part)
    if not label and named:
        part_named = named["part"] or named["part2"] or named["part3"]
        label = part_named.casefold() if not re.search(r"[A-Z]", part_named) else None
    if re.search(
        r"只有\s*[A-Z]|\bexcept(?:\s+for)?\s+(?-i:[A-Z])", sentence[first_at:second_at], re.I
    ):
        return None  # "只有Tom还用Notion", "except for Dave, he uses Asana": someone else's
    if label and _A_PERSON.search(label):
        return None  # "but my husband is still on Disney+", 只有我老公还用…: theirs
    if not label and _MAIN.search(sentence[: cut[0]]):
        rest = sentence[second_at + len(second) :].strip(" ,.!?。！？，")
        label = rest[:60] or "besides the main one"
    if not _OWN_MAIN.search(sentence) or _SOMEONE_ELSES.search(sentence[:first_at]):
        return None  # "Monzo is mostly fine, but …", "For Priya it's Monzo day to day, …"
    # as the vocabulary writes them ("Co-op Bank" -> "Co-operative Bank"), as the rules do
    main = known_value(slot, first) or first
    scoped = known_value(slot, second) or second
    if not label or _UNSETTLED & set(find_cues(sentence)) or read_changes(sentence, ""):
        return None
    return ScopedReading(slot, main, scoped, label, (first, second))


def _whole_sentences(
    sentences: Sequence[tuple[int, int, str]],
) -> list[tuple[int, int, str]]:
    """The sentences with those the parser cut before a "but" joined again ("I'm at The Gym
    Group most days | but I swim at …")."""
    out: list[tuple[int, int, str]] = []
    for start, end, text in sentences:
        if out and not re.search(r"[.!?。！？]\W*$", out[-1][2]):
            before = out.pop()
            gap = " " * max(0, start - before[1])
            out.append((before[0], end, before[2] + gap + text))
        else:
            out.append((start, end, text))
    return out


def apply_scoped(
    facts: list[CandidateFact],
    sentences: Sequence[tuple[int, int, str]],
    speaker: str,
    occurred_at: datetime,
) -> tuple[list[CandidateFact], list[tuple[int, int]]]:
    """The episode's `facts` with each main-and-scoped sentence (`read_scoped`) read as
    such: the facts that read either value, the speaker's, take its slot (and the scope for
    the second); a value no fact reads becomes a fact of its own. Returns the facts and the
    spans of the sentences read. Pure."""
    out = list(facts)
    said: list[tuple[int, int]] = []
    for start, end, sentence in _whole_sentences(sentences):
        found = read_scoped(sentence)
        if found is None:
            continue
        slot, main, scoped, label, (main_written, scoped_written) = found
        here = [i for i, f in enumerate(out) if f.span is not None and start <= f.span[0] < end]
        if any(out[i].subject != speaker for i in here):
            continue  # someone else's: their reader holds it
        kind = fact_kind(slot) or "preference"
        # "Day to day it's Nationwide": the main value said as how things are now, as "these
        # days" says it; a value the slot did not hold is then its change
        now = {Cue.UPDATE} if _MAIN.search(sentence) else set()
        placed: list[tuple[str, str | None, list[int]]] = []
        taken: set[int] = set()  # one fact reads one value ("X is the main one but … Y")
        for value, written, scope in ((scoped, scoped_written, label), (main, main_written, None)):
            free = [i for i in here if i not in taken]
            facts_free = [out[i] for i in free]
            found_at = best_matches(facts_free, value) or best_matches(facts_free, written)
            matches = [free[k] for k in found_at]
            taken.update(matches)
            placed.append((value, scope, matches))
        if any(
            out[i].attribute not in (slot, OPEN_ATTRIBUTE, _ROUTINE)
            and out[i].value not in (value, written)
            for value, written, (_, _, matches) in zip(
                (scoped, main), (scoped_written, main_written), placed, strict=True
            )
            for i in matches
        ):
            continue  # a fact that only holds the name ("walked past The Gym Group"): not ours
        said.append((start, end))
        for value, scope, matches in placed:
            cues = now if scope is None else set()
            for i in matches:
                out[i] = replace(out[i], attribute=slot, value=value, kind=kind, scope=scope,
                                 focus=None,
                                 confidence=max(out[i].confidence, SCOPED_CONFIDENCE),
                                 cues=out[i].cues | cues)  # fmt: skip
            if not matches:
                reading = Reading(speaker, slot, value, kind, confidence=SCOPED_CONFIDENCE)
                text = sentence.strip()
                fact = assemble(reading, text, text, (start, end), occurred_at)
                out.append(replace(fact, scope=scope, extractor=SCOPED_SAID,
                                   cues=fact.cues | cues))  # fmt: skip
    return out, said


# A sentence that opens on what its value is held for ("Just for the trip to Spain I've got a
# Smarty SIM in, …", "马拉松备赛期间我吃素食，…"): the first clause's value is that part's only.
_EN_SCOPE_LEAD = re.compile(
    r"^(?:(?:oh|and|so|also|btw|fyi|right|ok|okay)\W+)*"
    r"(?:(?:just|only)\s+for|during|for(?=\s+the\s+[\w' -]{0,40}?\b(?:project|trip|block|rota|"
    r"season|holiday|course|contract|tour|fortnight|month|week)s?\b))\s+"
    r"(?!(?:fun|a laugh|laughs|kicks|the record|the sake|now|once|today|tonight|a bit|a while|"
    r"a change|the avoidance)\b)"
    r"(?P<scope>(?:the\s+|my\s+|this\s+|a\s+)?[\w'’ -]{3,50}?)\s*,?\s+"
    r"(?=(?:i|i['’]m|i['’]ve|i['’]ll|we|we['’]re|we['’]ve|my|our)\b)",
    re.IGNORECASE,
)
_ZH_SCOPE_LEAD = re.compile(
    r"^(?:[^，,。！!？?]{0,8}[，,：:])?\s*"
    r"(?P<scope>[\u4e00-\u9fffA-Za-z0-9 ]{2,14}?)(?:期间|的时候)"
)
# The main value said after it, as what holds otherwise ("normally I'm vegan", "平时是轻断食").
_MAIN_AFTER = re.compile(
    r"\b(?:normally|usually|otherwise|the rest of the time|main)\b"
    r"|平时|平常|主要|日常|其他时候|其余时间|其实还是",
    re.IGNORECASE,
)


def scope_lead(sentence: str) -> tuple[str, int] | None:
    """The scope a sentence opens on and where its first clause ends, when a later clause
    says what holds otherwise; else None. Pure."""
    lead = _EN_SCOPE_LEAD.match(sentence) or _ZH_SCOPE_LEAD.match(sentence)
    if lead is None:
        return None
    cut = _BREAK.search(sentence, lead.end())
    if cut is None or not _MAIN_AFTER.search(sentence, cut.start()):
        return None
    scope = re.sub(r"^(?:the|my|this|a)\s+", "", lead.group("scope").strip(), flags=re.I)
    return scope, cut.start()


def _in_first_clause(fact: CandidateFact, sentence: str, start: int, cut: int) -> bool:
    """Whether `fact` reads the first clause: its value named before `cut` and not after it,
    or (a value the text writes otherwise, "素食" -> vegetarian) its span ending there."""
    value = (fact.focus or fact.value).casefold()
    folded = sentence.casefold()
    if value in folded:
        return value in folded[:cut] and value not in folded[cut:]
    return fact.span is not None and fact.span[1] <= start + cut


def apply_scope_leads(
    facts: list[CandidateFact], sentences: Sequence[tuple[int, int, str]], speaker: str
) -> list[CandidateFact]:
    """The speaker's state facts read in a scope-led first clause (`scope_lead`), held for
    that scope only: "Just for the marathon training block I'm eating keto, normally I'm
    vegan" keeps vegan the diet. Pure."""
    out = list(facts)
    for start, _, sentence in _whole_sentences(sentences):
        found = scope_lead(sentence)
        if found is None:
            continue
        scope, cut = found
        for i, f in enumerate(out):
            if (
                f.span is not None
                and start <= f.span[0] < start + cut
                and f.subject == speaker
                and f.scope is None
                and (is_state_slot(f.attribute) or f.attribute == OPEN_ATTRIBUTE)
                # its value sits in the first clause ("… I'm eating keto"), not in the one
                # saying what holds otherwise: a fact's span may cover the whole sentence
                and _in_first_clause(f, sentence, start, cut)
                and not f.cues & _UNSETTLED
            ):
                out[i] = replace(f, scope=scope, cues=f.cues - {Cue.UPDATE})
    return out
