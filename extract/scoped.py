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
from extract.changes import SENTENCE_END, best_matches, has_chinese, read_changes
from extract.cues import find_cues
from extract.lexicon import BARE_KIN, CALENDAR, KIN, OTHERS_THING
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue
from graph.vocabulary import (
    fact_kind,
    is_state_slot,
    known_value,
    known_value_spans,
    state_slot_of_name,
    value_kind,
)

SCOPED_SAID = "rules:scoped"
SCOPED_CONFIDENCE = 0.8
# A Latin-script name, in English or inside Chinese ("日常用Halifax").
_LATIN_NAME = re.compile(
    r"(?<![A-Za-z0-9'’])[A-Z][A-Za-z0-9&'’+.-]*(?:\s+(?:of\s+)?[A-Z0-9][A-Za-z0-9&'’+.-]*){0,4}"
    # a name in lower case inside Chinese ("工作手机是giffgaff")
    r"|(?<=[\u4e00-\u9fff])[a-z][A-Za-z0-9]+(?![A-Za-z0-9])"
)
# Where the part with the second value begins.
_BREAK = re.compile(r"[,;，；]|\s[-–—]\s|\b(?:but|though|although|plus|while|whereas)\b", re.I)
# What a part of a slot may be held for, said beside the second value.
SCOPE = re.compile(
    r"\b(?P<en>savings|mortgage|joint account|business account|credit card|isa|pension|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays|evenings|mornings|"
    r"every other (?:week|weekend|day)|(?:at|for) work|for work stuff|holidays)\b"
    r"|(?P<zh>房贷|存款|储蓄|信用卡|工资卡|周末|晚上|工作日|上班时|[老新旧]项目|"
    r"工作(?:手机|号码?|卡|电话))",
    re.IGNORECASE,
)
# The first value said as the main one: then whatever limits the second is its scope ("Mubi
# is the main one but I pay for Disney+ for one month a year when the cycling's on").
_MAIN = re.compile(
    r"\b(?:the main one|mainly|mostly|most days|day to day|usually|normally|for most things|"
    r"for every\s?day|for day-to-day|"
    r"for everything(?: else)?|everything(?:['’]s|\s+is|\s+goes)\s+(?:in|on|with|through))\b"
    r"|主要|日常|平时|私人(?:手机|号码?|电话)|自己的手机",
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
    if _A_PERSON.search(part) or re.search(r"\b[A-Z]\w+['’]s\b", part):
        return None  # "… but Mum's savings are still with Halifax", "… well, Dad's are": theirs
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


# The main value said with how widely or how often it holds ("I'm at Boulders Climbing most
# days, but I do the Sunday class at Hiraeth Fitness", "Tidal for everything day to day, but I
# keep YouTube Music for the rehearsal tracks", "平时去UEA Sportspark，周日在Anytime Fitness游泳"):
# a habit's main value in any slot, the vocabulary's or not, and the value of the part after
# the break held for that part.
_HABIT = re.compile(
    r"\b(?:most days|most mornings|most of the time|day to day|for everything(?: else)?|"
    r"for most things|normally|usually|mostly(?=\s+(?:at|on|in|with|use|using|drive|go)\b)|"
    # "Vodafone for my phone, though the iPad is on …": the main one's own part
    r"for (?:my|the|our) [a-z]+(?=\s*[,;]\s*(?:but|though|although|while)\b))\b"
    r"|平时|主要|日常",
    re.IGNORECASE,
)
_PART_BREAK = re.compile(
    r"[,;，；]\s*(?:but|though|although|while)?|\s(?:but|though|although|whereas)\b|不过|但是?",
    re.IGNORECASE,
)
# Capitalised words that open a chat line or say when, not a value ("Update from me: …",
# "Fridays", "P7 maths lot").
_NOT_VALUES = frozenset(
    "i i'm i’m i've i’ve update quick news hiya hi ha right just so oh and also btw fyi ok okay "
    "yeah well morning the a my our".split()
)
# Someone named doing something ("Tom drives", "Sarah prefers", "Tom paid", "Tom's at"), or
# another person in the clause (he, my son, the kids, 他).
_PERSON_DOES = re.compile(
    r"(?<![\w'’])(?-i:[A-Z][a-z]+)(?:\s+(?:is|has|does|did|was|(?-i:[a-z]+[^\Ws]s|[a-z]+ed))\b|"
    r"['’]s\s+(?:at|on|in|with|been|got|getting|going)\b)"
)
_OTHERS_IN_CLAUSE = re.compile(
    r"\b(?:he|she|they|he['’]s|she['’]s|they['’]re|his|her|their|kids|children|"
    + "|".join(sorted(KIN | BARE_KIN, key=len, reverse=True))
    + r")\b|他|她|孩子|儿子|女儿|老公|老婆|爸|妈|朋友|同事",
    re.IGNORECASE,
)
# A value in a list ("Tesco, Aldi and Lidl most days") or judged ("Crux are busy").
_LISTED = re.compile(r"\s*(?:,|、|and|or|和|&)\s*")
_JUDGED = re.compile(r"\s+(?:is|are|was|were|gets|get)\b")
# Said of another time: "Next term …", "last year", 下学期, maybe.
_NOT_THESE_DAYS = re.compile(
    r"\b(?:(?:next|last|this coming)\s+(?:term|year|month|week|season|semester|summer|winter)|"
    r"was|were|used to|maybe|might|will|going to)\b|下学期|上学期|明年|去年|以前|下个?月|以后",
    re.IGNORECASE,
)
_PLACE_KINDS = frozenset({"organisation", "place", "group"})
_DOES_AFTER = re.compile(r"^\s+(?:has|had|is|was|does|did|got|gets|says|said|[a-z]+ed)\b")
# What may stand between a habit and its value: "at", "it's the", 还是在, 都用.
_HABIT_GAP = re.compile(
    r"^[\s,]*(?:(?:it['’]s|is|the|a|an|at|on|in|with|to|now|still|i['’]m|i am|we['’]re)\s+)*$"
    r"|^[还是都也就在用去喝开骑练弹上]*$",
    re.IGNORECASE,
)
# What a Chinese part says besides its scope: the break word and the verb before the value.
_ZH_PART_WORDS = re.compile(
    r"^(?:但是?|不过|可是|而且?)|(?:还|也|都|就)?(?:在|用|去|到|喝|开|借)+$|的时候"
)
# A name as chat writes it, with letters of any script ("Tŷ Hafan") or a brand's lower-case
# first letter ("iPhone SE").
_LETTER = r"(?:[^\W\u3000-\u9fff\uff00-\uffef]|[&'’+.-])"  # a word's letter, not Chinese
_BRAND_NAME = re.compile(
    r"(?<![A-Za-z0-9\u00c0-\u024f'’])(?:[A-Z]|[a-z](?=[A-Z]))" + _LETTER + r"*"
    r"(?:\s+(?:of\s+)?[A-Z0-9]" + _LETTER + r"*){0,4}"
)


def _values_named(text: str) -> list[tuple[int, int, str]]:
    """Where `text` names a value: capitalised names and "iPhone SE" (openers, days and a
    kin's thing, "Dad's Kia Niro", left out) and values the vocabulary knows as written
    ("matcha latte", "美式咖啡")."""
    out: list[tuple[int, int, str]] = []
    others: list[tuple[int, int]] = []
    for m in _BRAND_NAME.finditer(text):
        words = m.group(0).strip(" .'’").split()
        while words and (
            words[0].casefold() in _NOT_VALUES or CALENDAR.match(words[0].rstrip("s"))
        ):
            words = words[1:]  # "Update from me: …", "Sundays I swim …"
        while words and (
            words[-1].casefold() in _NOT_VALUES or CALENDAR.match(words[-1].rstrip("s"))
        ):
            words = words[:-1]
        name = " ".join(words)
        owner = re.match(r"(\w+)['’]s\s+\S", name)
        if owner is not None:
            others.append((m.start(), m.end()))
            continue  # "Dad's Kia Niro", "Tom's Kia Niro": theirs
        if not name or CALENDAR.match(name.rstrip("s")) or re.match(r"['’]s\b", text[m.end() :]):
            continue
        start = m.start() + m.group(0).rfind(name)
        out.append((start, start + len(name), name))
    taken = [(a, b) for a, b, _ in out] + others
    for m in known_value_spans(text):
        if len(m.group(0)) > 2 and not any(a < m.end() and m.start() < b for a, b in taken):
            out.append((m.start(), m.end(), m.group(0)))
    return sorted(out)


def _one_slot(main: tuple[int, int, str], scoped: tuple[int, int, str], slots: set[str]) -> bool:
    """Whether a value the vocabulary does not know shares the known one's slot: only where
    that slot holds places or organisations (a gym, an employer), which any capitalised name
    may be; a thing (a car, a drink) must be known to be one."""
    (slot,) = slots
    unknown = scoped if state_slot_of_name(main[2]) else main
    return value_kind(slot) in _PLACE_KINDS and unknown[2][:1].isupper()


def read_habit_and_part(
    sentence: str, people: frozenset[str] = frozenset()
) -> ScopedReading | None:
    """A habit's main value and the value held for a part after the break (`_HABIT`), or
    None. The slot is the vocabulary's when it knows either value (never two different
    ones), else "" (an open statement the graph places). The part's value may be missing
    ("…, but for long runs I borrow my dad's Honda Jazz": his), then only the main one holds.
    `people` (folded) are the conversation's: never a value. Pure."""
    if _NOT_OWN_STATE.search(sentence) or _NOT_THESE_DAYS.search(sentence):
        return None  # a question, a plan, a past ("Next term I'm at Crux most days, …")
    habit = _HABIT.search(sentence)
    if habit is None:
        return None
    cut = _PART_BREAK.search(sentence, habit.end())
    if cut is None:
        return None
    first_start = 0
    for end in SENTENCE_END.finditer(sentence, 0, habit.start()):
        first_start = end.end()  # the habit's own sentence ("Just back from Bettys. …")
    values = [v for v in _values_named(sentence) if v[2].casefold() not in people]
    first = [v for v in values if first_start <= v[0] and v[1] <= cut.start()
             and not (v[0] < habit.end() and habit.start() < v[1])]  # fmt: skip
    if not first:
        return None
    # the value next to the habit: "X most days", "Day to day it's the X", "平时去X"
    main = min(first, key=lambda v: min(abs(v[0] - habit.end()), abs(habit.start() - v[1])))
    if main[1] <= habit.start():
        gap = sentence[main[1] : habit.start()]
    else:
        gap = sentence[habit.end() : max(habit.end(), main[0])]
    if not _HABIT_GAP.match(gap) or _SOMEONE_ELSES.search(sentence[first_start : main[0]]):
        return None  # "Nice weather most days": no value of the habit's
    blank = " " * (habit.end() - habit.start())  # "Most mornings" does nothing
    first_clause = (sentence[: habit.start()] + blank + sentence[habit.end() :])[
        first_start : cut.start()
    ]
    if _PERSON_DOES.search(first_clause) or _OTHERS_IN_CLAUSE.search(
        sentence[first_start : cut.start()]
    ):
        return None  # "Tom drives the MG4 day to day, …", "My son's at Crux most days": theirs
    earlier = [v for v in first if v[1] <= main[0]]
    listed = bool(earlier) and _LISTED.fullmatch(sentence[earlier[-1][1] : main[0]]) is not None
    if listed or _JUDGED.match(sentence, main[1]):
        return None  # "Tesco, Aldi and Lidl most days", "Most days at Crux are busy"
    stop = SENTENCE_END.search(sentence, cut.end())
    part = sentence[cut.start() : stop.start() if stop else len(sentence)]
    # "…, but the P7 maths lot are still on Beanstack": the value after the part named
    named = _PART_NAMED.search(sentence, cut.start())
    from_at = named.end() if named is not None and named["part2"] else cut.end()
    after = [v for v in values if from_at <= v[0] and (stop is None or v[1] <= stop.start())
             and v[2].casefold() != main[2].casefold()
             and not OTHERS_THING.search(sentence[cut.end() : v[0]])
             and not _DOES_AFTER.match(sentence[v[1] :])]  # fmt: skip
    if _PERSON_DOES.search(part) or _OTHERS_IN_CLAUSE.search(part):
        after = []  # "…, but Tom puts on Classic FM": the part is someone else's
    # the part's value of the main one's slot ("… though the iPad is on a O2 data plan")
    main_slot = state_slot_of_name(main[2])
    same = [v for v in after if main_slot and state_slot_of_name(v[2]) == main_slot]
    scoped: tuple[int, int, str] | None = (same or after)[0] if same or after else None
    slots = {s for v in (main, scoped) if v is not None and (s := state_slot_of_name(v[2]))}
    if len(slots) > 1 or _UNSETTLED & set(find_cues(sentence)):
        return None
    one_known = scoped is not None and (state_slot_of_name(main[2]) is None) != (
        state_slot_of_name(scoped[2]) is None
    )
    if scoped is not None and one_known and not _one_slot(main, scoped, slots):
        return None  # "I eat Weetabix most mornings, but I take the Kia Niro": two things
    # "Spotify for everything day to day, …" reads as a change to the main value; any other
    # change is the change readers'
    if any(main[2].casefold() not in c.new.casefold() for c in read_changes(sentence, "")):
        return None
    slot = slots.pop() if slots else ""
    label = ""
    if scoped is not None:
        scope = SCOPE.search(part)
        label = scope.group(0).casefold() if scope else (find_scope(part) or "")
        if label and _A_PERSON.search(label):
            scoped, label = None, ""
        elif not label and has_chinese(part):
            # "周六在Anytime Fitness游泳": the words before the value say when or where
            before = _ZH_PART_WORDS.sub("", sentence[cut.end() : scoped[0]]).strip(" ，,")
            label = before if 1 < len(before) <= 12 else "besides the main one"
        elif not label:
            rest = sentence[scoped[1] : stop.start() if stop else len(sentence)]
            label = rest.strip(" ,.!?。！？，")[:60] or "besides the main one"
    main_value = (known_value(slot, main[2]) if slot else None) or main[2]
    scoped_value = "" if scoped is None else (known_value(slot, scoped[2]) if slot else None)
    scoped_value = scoped_value or ("" if scoped is None else scoped[2])
    return ScopedReading(slot, main_value, scoped_value, label,
                         (main[2], "" if scoped is None else scoped[2]))  # fmt: skip


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
    people: frozenset[str] = frozenset(),
) -> tuple[list[CandidateFact], list[tuple[int, int]]]:
    """The episode's `facts` with each main-and-scoped sentence (`read_scoped`, else
    `read_habit_and_part`) read as such: the facts that read either value, the speaker's,
    take its slot when the vocabulary knows it (and the scope for the second); a value no
    fact reads becomes a fact of its own (an open statement where no slot is known). Returns
    the facts and the spans of the sentences read. Pure."""
    out = list(facts)
    said: list[tuple[int, int]] = []
    for start, end, sentence in _whole_sentences(sentences):
        found = read_scoped(sentence) or read_habit_and_part(sentence, people)
        if found is None:
            continue
        slot, main, scoped, label, (main_written, scoped_written) = found
        here = [i for i, f in enumerate(out) if f.span is not None and start <= f.span[0] < end]
        # (a part read as a holder is the speaker's: "… but the savings are still with
        # Halifax" read with "savings" as whose)
        if any(out[i].subject not in (speaker, label) for i in here):
            continue  # someone else's: their reader holds it
        kind = (fact_kind(slot) if slot else None) or "preference"
        # "Day to day it's Nationwide": the main value said as how things are now, as "these
        # days" says it; a value the slot did not hold is then its change
        now = {Cue.UPDATE} if _MAIN.search(sentence) or _HABIT.search(sentence) else set()
        values: list[tuple[str, str, str | None]] = (
            [(scoped, scoped_written, label)] if scoped else []
        )
        values.append((main, main_written, None))
        placed: list[tuple[str, str | None, list[int]]] = []
        taken: set[int] = set()  # one fact reads one value ("X is the main one but … Y")
        for value, written, scope in values:
            free = [i for i in here if i not in taken]
            facts_free = [out[i] for i in free]
            # an open statement only where its focus is this value ("… but Hiraeth Fitness is
            # nicer" read for Hiraeth is no statement of the main one)
            focuses = [value, written]
            found_at = best_matches(facts_free, value, focuses) or best_matches(
                facts_free, written, focuses
            )
            matches = [free[k] for k in found_at]
            taken.update(matches)
            placed.append((value, scope, matches))
        if any(
            out[i].attribute not in (slot, OPEN_ATTRIBUTE, _ROUTINE)
            and out[i].value not in (value, written)
            for (value, written, _), (_, _, matches) in zip(values, placed, strict=True)
            for i in matches
        ):
            continue  # a fact that only holds the name ("walked past The Gym Group"): not ours
        said.append((start, end))
        text = sentence.strip()
        for value, scope, matches in placed:
            cues: set[Cue] = now if scope is None else set()
            # the main value holds with no scope, whatever limits the part after it
            unscoped: set[Cue] = {Cue.SCOPE} if scope is None else set()
            for i in matches:
                f = replace(out[i], subject=speaker)
                if slot:  # the vocabulary's slot and spelling; else the fact's own reading
                    f = replace(f, attribute=slot, value=value, kind=kind, focus=None)
                elif f.attribute == OPEN_ATTRIBUTE and not f.focus:
                    f = replace(f, focus=value)  # "I drive the MG4 day to day, but …"
                out[i] = replace(f, scope=scope, cues=(f.cues - unscoped) | cues,
                                 confidence=max(f.confidence, SCOPED_CONFIDENCE))  # fmt: skip
            if not matches:
                reading = (
                    Reading(speaker, slot, value, kind, confidence=SCOPED_CONFIDENCE)
                    if slot
                    else Reading(
                        speaker,
                        OPEN_ATTRIBUTE,
                        text.rstrip(" .!。！"),
                        "note",
                        confidence=SCOPED_CONFIDENCE,
                        focus=value,
                    )  # fmt: skip
                )
                fact = assemble(reading, text, text, (start, end), occurred_at)
                out.append(replace(fact, scope=scope, extractor=SCOPED_SAID,
                                   cues=(fact.cues - unscoped) | cues))  # fmt: skip
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
