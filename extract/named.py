"""Named slots: the speaker's own noun names the attribute.

"My pet sitter is Jasper", "Chop Shop is my salon", "for the record, energy supplier = Ovo",
"my hairdresser is The Cutting Room now, not Headmasters": the speaker says in so many words
which of their things the value is, with a noun no slot pattern needs to know. That noun is
the attribute (issue 11: the open attribute vocabulary). A noun the vocabulary knows as an
alias ("dentist", "gp") names its slot; any other names a slot of its own
(`graph.types.NAMED_PREFIX` + the folded noun: `named:pet sitter`), single-valued, so the next
"my pet sitter is Celine" supersedes Jasper and a restatement confirms it, however the
sentences around them are phrased.

`read_named` finds the constructions in one sentence (pure, regular expressions over the
surface, like `extract.changes`); `apply_named` (extract.pipeline) turns each into the
episode's facts: a fact the rules read for the value moves into the named slot (the noun is
firmer than a pattern's guess: "our GP is at Lindenfield Medical" is no employer), else a
new fact (`NAMED`) is added; a value the sentence says it replaced ("…, not Headmasters")
becomes past.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from extract.assembly import Reading, assemble, is_junk_value
from extract.changes import (
    CALENDAR,
    CHANGE_SAID,
    NOT_NOW,
    THIRD_PARTIES,
    ZH_ASKS,
    ZH_OTHERS,
    ZH_VALUE_END,
    best_matches,
    has_chinese,
)
from extract.cues import find_cues
from extract.lexicon import KIN
from graph.types import NAMED_PREFIX, OPEN_ATTRIBUTE, CandidateFact, Cue
from graph.vocabulary import (
    fact_kind,
    fold,
    ing_stem,
    is_state_slot,
    known_value_spans,
    load_entries,
    named_attribute,
    slot_for_named_value,
    slot_marked_by,
    value_fits,
    value_kind,
)

# The extractor name of a fact a named construction made or placed: the speaker named the
# slot, so it stands without the clause model's word (extract.assertion gates "rules" only).
NAMED = "rules:named"
NAMED_CONFIDENCE = 0.75  # a slot named in so many words, a little under a slot pattern's

# The noun as written in lower case (a capitalised word is a name: "Dave has been …").
_NOUN_WORD = r"(?:[a-z][a-z-]*|[A-Z]{2,5})"  # an acronym counts ("our GP", "my SIM")
_NOUN = rf"(?P<noun>(?-i:{_NOUN_WORD}(?:\s+{_NOUN_WORD}){{0,3}}?))"
# Where a value ends: a clause break ("." only as a full stop, ":" not inside a time), a
# new thought, a time ("this week", "tomorrow"), chat's tail words.
_STOP = (
    r"(?=\s*(?:[,;!?()—–]|\.(?!\w)|:(?!\d)|\s[-–—]\s|\s+(?:and|but|so|because|since|which|"
    r"as|in|on|at|for|from|with|now|still|lol|haha|tbh|btw|though|these days|nowadays|anyway|again|"
    r"too|ugh|this|next|last|tomorrow|today|tonight|yesterday|x+)\b|\s+[^\w\s&+'’]|$))"
)
# A name as written: a capital (any Latin script), a digit or Chinese first.
_NAME_FIRST = r"[A-Z0-9À-ÖØ-Þ\u4e00-\u9fff]"
_NAME_START = r"(?-i:(?:(?:Dr|Mr|Mrs|Ms|Prof|St)\.\s+)?" + _NAME_FIRST + ")"
_NAME_CHARS = r"(?:[^,.;!?:()—–]|\.(?=\w)|:(?=\d)){0,40}?"
_VALUE = (
    r"(?:(?:at|with|on)\s+)?(?:(?-i:the|a|an)\s+)?(?P<value>"
    + _NAME_START
    + _NAME_CHARS
    + ")"
    + _STOP
)
_NOT = (
    r"(?:\s+(?:now|these days|nowadays))?,?\s+not\s+(?:the\s+)?"
    r"(?P<old>" + _NAME_START + _NAME_CHARS + ")" + _STOP
)
_OWNED = r"(?P<owner>my|our)\s+"
# Where a clause starts: the line's beginning or a break ("for the record, hairdresser = …").
_CLAUSE_START = r"(?:^|[:;,.!?—–]\s*|\s[-–]\s*)"
# Where a noun ends in the forms that name the value first ("Chop Shop is my salon, …").
_NOUN_END = (
    r"(?=\s*(?:[,.;!?)—–]|$|\s+(?:and|but|lol|haha|tbh|btw|though|anyway|for|since|in|at|on|"
    r"with|from|x+)\b|\s+[^\w\s]))"
)

_FORMS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        # "my pet sitter is Jasper", "our vet is Greenacre Vets", "my pet sitter: Jasper",
        # "my hairdresser is The Cutting Room now, not Headmasters"
        r"\b" + _OWNED + _NOUN + r"\s*(?P<verb>is now|is still|is|['’]s now|['’]s|has been|:|=)\s+"
        r"(?:(?P<now>now|still|currently|officially)\s+)?"
        + _VALUE
        + r"(?P<after>\s+(?:now|these days|nowadays)\b)?"
        + f"(?:{_NOT})?",
        # "Chop Shop is my salon", "Notion is my to-do app now"
        _CLAUSE_START + r"(?:(?:ok|so|and|yep|yes|well)\s+)*"
        r"(?P<value>" + _NAME_START + _NAME_CHARS + r")\s+"
        r"(?:is|['’]s|has been|remains)\s+(?:(?P<now>now|still)\s+)?"
        + _OWNED
        + _NOUN
        + r"(?P<after>\s+(?:now|these days|nowadays))?"
        + _NOUN_END,
        # "energy supplier = Ovo", "for the record, hairdresser = Headmasters", "broadband has
        # been Zen Internet since…", "energy supplier is now Ovo"
        _CLAUSE_START + _NOUN + r"\s*(?P<verb>=|is now|has been|is still|remains|is officially)"
        r"\s+" + _VALUE + f"(?:{_NOT})?",
        # "bank is Santander now, not Chase UK"
        _CLAUSE_START
        + _NOUN
        + r"\s+(?P<verb>is)\s+"
        + _VALUE
        + r"(?P<after>\s+(?:now|these days|nowadays))"
        + f"(?:{_NOT})?",
        # "I've taken on Mabel as my new foster", "got Fudge as our foster": a noun says what
        # the one taken on is to the speaker ("new" says it changed)
        r"\b(?:taken on|took on|take on|taking on|got|picked up|adopted|hired)\s+"
        r"(?P<value>"
        + _NAME_START
        + _NAME_CHARS
        + r")\s+as\s+"
        + _OWNED
        + r"(?:(?:new|current)\s+)?"
        + _NOUN
        + _NOUN_END,
        # "i use Any.do for to-dos", "we're on Vodafone Broadband for internet"
        r"\b(?:i|we)(?:['’]re|['’]m|\s+are|\s+am)?\s+(?:use|using|on|with)\s+"
        + _VALUE
        + r"\s+for\s+(?P<owner>my\s+|our\s+|the\s+)?"
        + _NOUN
        + _NOUN_END,
        # "I've gone over to Scarva Earthstone for my throwing": a change, the noun its slot
        # (not "we went to Tesco for the shopping": an outing)
        r"\b(?:i|we)(?:['’]ve|\s+have)?\s+"
        r"(?P<moved>(?:gone|moved|switched|changed)(?:\s+over)?|went\s+over)\s+to\s+"
        + _VALUE
        + r"\s+for\s+(?P<owner>my\s+|our\s+|the\s+)?"
        # (a purpose names no slot: "I moved to Leeds for my job")
        + r"(?!(?:job|work|studies|course|degree|family|kids|health|partner|wife|husband|"
        r"retirement|sins)\b)" + _NOUN + _NOUN_END,
    )
)
# Doings that hold a while and name what they hold ("I'm covering Ward 7" is a shift).
_DOING_VERBS = ("fostering", "sponsoring", "mentoring", "coaching", "captaining", "tutoring",
                "dating", "seeing", "managing", "hosting")  # fmt: skip
# "I'm fostering Sprout just now", "we're sponsoring Kiltwalk these days": an ongoing doing
# whose verb names the slot ("foster"); a time that says it holds now is needed ("I'm calling
# Sarah" is a moment, not a state).
_DOING = re.compile(
    r"\b(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:(?:currently|still)\s+)?"
    r"(?P<noun>(?-i:" + "|".join(_DOING_VERBS) + r"))\s+"
    r"(?P<value>" + _NAME_START + _NAME_CHARS + r")"
    r"\s+(?:just now|at the moment|these days|currently|at present)\b",
    re.IGNORECASE,
)
_ZH_NOUN = r"(?P<noun>[\u4e00-\u9fff]{1,6}?)"
_ZH_OWNED = r"我(?:们家?|家)?的"
# An owner a noun may open on when no 的 marks it ("我手机用的是Smarty": the noun is 手机).
_ZH_OWNER = re.compile(r"^(?:我们家|我们|我家|咱们|咱家|我)的?(?=[\u4e00-\u9fff])")
# A value in a Chinese sentence: no break, but a Latin name's own dots and spaces ("是 E.ON
# Next 的" is E.ON Next, not "E").
_ZH_FORM_VALUE = r"(?P<value>(?:[^，,。！!？?；;\s.]|(?<=[A-Za-z0-9])[.\s](?=[A-Za-z0-9])){1,24}?)"
_ZH_FORMS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        # "我的理发店是沙宣", "我们家的宽带现在是长城宽带"
        _ZH_OWNED
        + _ZH_NOUN
        + r"(?P<now>现在|目前)?(?:就)?(?:是|：|:)\s*"
        + _ZH_FORM_VALUE
        + ZH_VALUE_END,
        # "阿宁是我们家的攀岩搭子", "Notion一直是我的笔记软件"
        r"(?:^|[，,。！!：:])\s*(?P<value>[^，,。！!？?；;\s]{1,20}?)(?:一直|现在|目前|也|都|还|已经)*是"
        + _ZH_OWNED
        + _ZH_NOUN
        + ZH_VALUE_END,
        # "以后手机卡就是中国移动了" ("就是": a definition, not "现在吃饭基本是…")
        r"(?P<now>以后|从今天起)"
        + _ZH_NOUN
        + r"就是(?P<value>[^，,。！!？?；;\s]{1,20}?)"
        + ZH_VALUE_END,
        # "家财险买的是人保财险", "宽带办的是长城宽带"
        r"(?:^|[，,。！!：:])\s*(?P<noun>[\u4e00-\u9fff]{2,6}?)(?:买|用|办|选|订|报)的是"
        + _ZH_FORM_VALUE
        + ZH_VALUE_END,
    )
)
_ANY_NAME = re.compile(_NAME_FIRST)
# Copulas that say the value is new ("is now"); "has been" only with a "since" after it.
_CHANGE_COPULAS = frozenset({"is now", "'s now", "’s now"})
# Days are no values ("Today is my birthday"); nor are weekdays and months (CALENDAR).
_DAY_WORDS = frozenset("today tomorrow yesterday tonight 今天 明天 昨天 今晚 周末".split())


@dataclass(frozen=True)
class NamedValue:
    """A value the speaker names as one of theirs: the slot's attribute, the value, the value
    it replaces if the sentence names one, and whether it is said as a change."""

    attribute: str
    value: str
    old: str | None
    change: bool


def _clean(value: str | None) -> str | None:
    """A value as written, quotes and stars off; None for junk, a time or a long phrase. A
    capitalised "The" stays ("The Cutting Room"), unlike `extract.changes`' values."""
    if value is None:
        return None
    value = value.strip(" '\"“”‘’*~")
    value = re.sub(r"(?<=[A-Za-z0-9+])的$", "", value)  # "是EDF的": the value is EDF
    if not value or is_junk_value(value) or len(value.split()) > 5:
        return None
    if re.match(r"(?:I|we|i)(?:['’]\w+)?\s", value):
        return None  # "Big news in our house: I handed my notice in …": a clause, not a name
    return None if fold(value) in _DAY_WORDS or CALENDAR.match(value) else value


def read_named(sentence: str) -> list[NamedValue]:
    """The values `sentence` names as the speaker's by a noun (module docstring). None in a
    question, a plan, a past or hypothetical ("next week…", "以前", "如果"), a denial, or
    where someone else is named before the value ("she said my pet sitter is…", "my mum's
    …", "his bank is…"). Pure."""
    text = sentence.strip()
    if not _ANY_NAME.search(text):
        return []  # every value here is a name: no capital, digit or Chinese, no value
    if text.endswith(("?", "？")) or NOT_NOW.search(text):
        return []
    # "…, not Headmasters" names the value replaced; it denies nothing.
    if find_cues(re.sub(_NOT, "", text)) & {Cue.INTENT, Cue.ABANDONED, Cue.NEGATION}:
        return []
    chinese = has_chinese(text)
    if chinese and (ZH_OTHERS.search(text) or ZH_ASKS.search(text)):
        return []  # "邻居那边理发店用的是丝域养发": someone else's; "…是沙宣吗": a question
    others = [o.span() for o in THIRD_PARTIES.finditer(text)]
    out: list[NamedValue] = []
    seen: set[str] = set()
    for form in _ZH_FORMS if chinese else _FORMS:
        for m in form.finditer(text):
            groups = m.groupdict()
            noun_at = m.span("noun")
            if any(start < m.start("value") and not noun_at[0] <= start < noun_at[1]
                   for start, _ in others):  # fmt: skip
                continue  # someone else named first (not the noun: "my flatmate is Aisling")
            attribute = named_attribute(_ZH_OWNER.sub("", groups["noun"]) or groups["noun"])
            value = _clean(groups.get("value"))
            if attribute is None or value is None or value in seen:
                continue
            if fold(value) == fold(groups["noun"]) or not value_fits(attribute, value):
                continue  # "my phone's on O2": a network, not a phone number
            attribute = slot_for_named_value(attribute, value)
            marked = slot_marked_by(value)
            if marked is not None and value_kind(attribute) == "person":
                attribute = marked  # "my GP is at Robert Darbishire Practice": a practice
            if (
                fold(groups["noun"]) in KIN
                and attribute in load_entries()
                and is_state_slot(attribute)
            ):
                continue  # "my mam's on Dragon Mobile": her network, not the speaker's
            verb = (groups.get("verb") or "").casefold()
            after = text[m.end("value") : m.end("value") + 40]
            since = verb == "has been" and re.search(r"\bsince\b", after, re.IGNORECASE)
            change = (
                verb in _CHANGE_COPULAS
                or bool(since)
                or (groups.get("now") or "").casefold() in ("now", "现在", "以后", "从今天起")
                or bool(groups.get("after"))
                or bool(groups.get("old"))
                or bool(groups.get("moved"))
                or re.search(
                    r"\bnew\s+$", text[max(0, m.start("noun") - 8) : m.start("noun")], re.IGNORECASE
                )
                is not None  # fmt: skip
            )
            seen.add(value)
            out.append(NamedValue(attribute, value, _clean(groups.get("old")), change))
    for m in [] if chinese else _DOING.finditer(text):
        value = _clean(m["value"])
        attribute = named_attribute(ing_stem(m["noun"].casefold()))
        if value is None or attribute is None or value in seen:
            continue
        if slot_marked_by(value) or known_value_spans(value):
            continue  # a value some slot knows is that slot's ("I'm seeing Bupa Dental just now")
        seen.add(value)
        out.append(NamedValue(attribute, value, None, False))
    return out


def apply_named(
    facts: list[CandidateFact],
    sentences: Sequence[tuple[int, int, str]],
    speaker: str,
    occurred_at: datetime,
) -> tuple[list[CandidateFact], list[tuple[int, int]]]:
    """The episode's `facts` with each value its `sentences` ((start, end, text)) name by a
    noun (`read_named`) in the named slot: a fact read for the value moves there, a fact read
    for the value it replaces becomes past, and a value no fact holds becomes a fact of its
    own (`NAMED`), appended so causal links keep their indexes. Returns the facts and the
    spans of the sentences that named a slot. Pure."""
    out = list(facts)
    said: list[tuple[int, int]] = []
    for start, end, sentence in sentences:
        named = read_named(sentence)
        if not named:
            continue
        said.append((start, end))
        here = [i for i, f in enumerate(out) if f.span is not None and start <= f.span[0] < end]
        for n in named:
            if any(out[i].attribute == n.attribute for i in here):
                continue  # a slot pattern read it ("my editor is Neovim"), canonical and all
            changed = [
                i
                for i in here
                if out[i].extractor == CHANGE_SAID
                and out[i].focus
                and out[i].attribute == OPEN_ATTRIBUTE
                and Cue.UPDATE in out[i].cues
            ]
            if changed:
                # A change construction read the values ("changed my streaming: Cinemora out,
                # Kinoplus in"); the noun names their slot.
                for i in changed:
                    given = replace(n, value=out[i].focus or n.value, change=True)
                    out[i] = _in_slot(out[i], given, speaker)
                continue
            new_at = best_matches([out[i] for i in here], n.value)
            if n.attribute.startswith(NAMED_PREFIX) and any(
                out[here[k]].attribute in load_entries() for k in new_at
            ):
                continue  # a slot pattern placed it ("home is Osaka these days")
            old_at = best_matches([out[i] for i in here], n.old) if n.old else []
            for k in old_at:
                if k not in new_at:
                    i = here[k]
                    out[i] = replace(out[i], subject=speaker, attribute=n.attribute,
                                     cues=(out[i].cues - {Cue.UPDATE}) | {Cue.PAST})  # fmt: skip
            for k in new_at:
                out[here[k]] = _in_slot(out[here[k]], n, speaker)
            if not new_at:
                out.append(_new_fact(n, sentence, (start, end), speaker, occurred_at))
    return out, said


def _in_slot(fact: CandidateFact, named: NamedValue, speaker: str) -> CandidateFact:
    cues = fact.cues - {Cue.PAST, Cue.NEGATION}
    cues = cues | {Cue.UPDATE} if named.change else cues
    return replace(
        fact,
        subject=speaker,
        attribute=named.attribute,
        value=named.value,
        kind=fact_kind(named.attribute) or fact.kind,
        cues=cues,
        valid_until=None,
        extractor=NAMED,
        confidence=max(fact.confidence, NAMED_CONFIDENCE),
    )


def _new_fact(
    named: NamedValue, sentence: str, span: tuple[int, int], speaker: str, occurred_at: datetime
) -> CandidateFact:
    kind = fact_kind(named.attribute) or "relationship"
    reading = Reading(speaker, named.attribute, named.value, kind, confidence=NAMED_CONFIDENCE)
    text = sentence.strip()
    return _in_slot(assemble(reading, text, text, span, occurred_at), named, speaker)
