"""A change that names its slot but not its value, the value said in the next clause.

"I've moved jobs, I'm at Linen Hall Library since Monday", "Switched banks, using Starling
now", "我换银行了，现在用Harbour Mutual": the rules read the first clause as a statement that
holds nothing and the second as a statement no slot reads. The first clause names the slot
(a vocabulary alias: "banks" -> bank, 银行 -> bank, "jobs" -> employer), so the name the
second clause holds is that slot's new value, said as a change. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from extract.assertion import PLACED_CHANGE_CONFIDENCE
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue, MemoryType
from graph.vocabulary import attribute_for_alias, fact_kind, is_state_slot

# "I've moved jobs", "switched banks", "changed phone networks", "swapped gyms": a plural noun
# after a verb of change, nothing after it but a time or the clause's end.
_LEAD_EN = re.compile(
    r"\b(?:moved|changed|switched|swapped)\s+(?P<noun>[a-z][a-z ]{1,30}?)s"
    r"(?=\s*(?:[,.;:!—–-]|$|\b(?:again|last|this|in|at|recently|finally|now)\b))",
    re.IGNORECASE,
)
# Leaving a job said without the new one: "handed my notice in at Admiral, I'm at …".
_LEFT_JOB = re.compile(
    r"\b(?:handed (?:in )?(?:my|his|her|their) notice|resigned|quit (?:my|his|her) job|"
    r"left (?:my|his|her) job)\b",
    re.IGNORECASE,
)
# What takes the new job after a leaving said in the same statement ("…, starting at X"), not
# the old one's reaction ("Handed my notice in, Barclays were gutted").
_STARTING = re.compile(
    r"\b(?:start(?:ing|s)?|join(?:ing|s)?|moving|going|off|headed|heading|over)\b", re.IGNORECASE
)
# The new job first, the leaving after it: "I start at Network Rail on Monday, handed my
# notice in at Royal Mail", "Starting at X next week, resigned from Y".
_STARTS_AT = re.compile(
    r"\b(?:(?:i|we)\s+(?:start|begin)|(?:i['’]m\s+)?starting)\s+(?:at|with)\s+(?:the\s+)?"
    # (a name, not a day or a time: "Starting at Christmas", "Starting at 7 on Monday")
    r"(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|christmas\b|easter\b|\d)"
    r"(?P<name>(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z0-9])[\w'’&.-]*){0,4})"
    # (said of now: not "Starting at X was the worst")
    r"(?![^,;.!?]*\b(?:was|were)\b)",
    re.IGNORECASE,
)
# What joins a leaving to the place left ("… handed my notice in at", "resigned from").
_LEFT_PLACE = r"\s*(?:in\s+)?(?:at|from|with)\s+"
# The employer a leaving names right after it ("… handed my notice in at Royal Mail").
_LEFT_AT = re.compile(
    _LEFT_PLACE + r"(?:the\s+)?(?P<name>(?-i:[A-Z0-9])[\w'’&.-]*"
    r"(?:\s+(?-i:[A-Z0-9])[\w'’&.-]*){0,4})"
)
# 我换银行了, 换了家银行, 我换工作了, 换了运营商: a noun after a verb of change, ending its clause.
_LEAD_ZH = re.compile(
    r"(?:换|改|转)了?(?:个|家|一家|一个)?(?P<noun>[\u4e00-\u9fff]{2,5}?)了?(?=[，,。！!；;：:\s]|$)"
)
# A headline before the news: "New job! I'm at Saltire Mutual now", "新工作！在…上班了".
_HEADLINE = re.compile(
    r"(?:^|[.!?。！？:：]\s*)\W*(?:(?i:anyway|oh|so|well|and|also|right|ok|okay|update|news)\W+)*"
    r"(?:(?i:big|some)\s+)?(?i:new)\s+(?P<noun>[A-Za-z]+(?:\s[a-z]+)?)"
    r"\s*[!！:：]+\W*$|(?:^|[。！？!?：:]\s*)新(?P<zh>[\u4e00-\u9fff]{2,3})[！!：:]+\s*$"
)
# Nouns that name a slot in a change but are another slot's alias, or none ("jobs": the
# employer changes, not the title).
_NOUN_SLOT = {"job": "employer", "work": "employer", "工作": "employer", "单位": "employer",
              "公司": "employer", "phone network": "mobile_carrier", "network": "mobile_carrier",
              "supplier": "home_energy", "手机卡": "mobile_carrier"}  # fmt: skip
# The value clause names a thing, not a person's doing: a name or a Chinese name.
_NAME = re.compile(r"[A-Z0-9]|[\u3400-\u9fff]")


def _started_before(clause: str, left: re.Match[str] | None) -> re.Match[str] | None:
    """The new job a clause starts before the leaving `left` says ("I start at X on Monday,
    handed my notice in at Y"), when the leaving is the speaker's own (not "Tom handed his
    notice in")."""
    if left is None or re.search(r"\b(?:his|her|their)\b", left.group(0), re.IGNORECASE):
        return None
    return _STARTS_AT.search(clause[: left.start()])


def _left_job_at(clause: str, focus: str) -> bool:
    """Whether a clause says its holder left a job at `focus` ("handed my notice in at X")."""
    m = _LEFT_JOB.search(clause)
    return m is not None and re.match(_LEFT_PLACE + re.escape(focus), clause[m.end() :]) is not None


# What may stand before the lead's verb when the lead is the value's holder's own: nothing, a
# lead-in, "I"/"we", or the holder's name ("Jing换工作了，去了…" for Jing).
_OWN_LEAD = re.compile(
    r"^[\W\d]*(?:(?i:oh|and|so|well|also|anyway|right|ok|okay|yeah|update|news|finally|just)\b"
    r"[\W]*)*(?:(?i:i|i['’]ve|i have|we|we['’]ve|we have)\b|我们|我)?[\W]*$"
)


# A lead opened by he or she alone ("她换工作了，…", "She's changed jobs, …").
_PRONOUN_LEAD = re.compile(r"^[\W\d]*(?:(?i:he|she)(?:['’]s)?|他|她)(?!们)[\W]*$")


def _led_by(before: str, start: int, subject: str, speaker: str | None = None) -> bool:
    """Whether the lead clause in `before`, its verb at `start`, is `subject`'s: it names no one
    else before its verb ("我老公换工作了，现在去Amazon" is the husband's, "Sarah resigned from
    Admiral, I'm at …" is Sarah's), or opens on he/she and `subject` is someone other than the
    `speaker` (the readers gave the statement to the person he/she means)."""
    head = before[:start]
    if subject.casefold() in head.casefold():
        return True
    head = re.sub(r".*[:：]", "", head)  # "Jing家的最新消息：" is a heading
    if speaker is not None and subject != speaker and _PRONOUN_LEAD.match(head):
        return True
    return _OWN_LEAD.match(head) is not None


def _lead(clause: str) -> tuple[str, int] | None:
    """The state slot a clause says changed without naming the new value, and where its verb
    starts, or None."""
    left = _LEFT_JOB.search(clause)
    if left is not None:
        return "employer", left.start()
    for pattern in (_LEAD_EN, _LEAD_ZH):
        m = pattern.search(clause)
        if m is None:
            continue
        noun = m["noun"].casefold().strip()
        for said in (noun, noun.split()[-1]):
            slot = _NOUN_SLOT.get(said) or attribute_for_alias(said)
            if slot is not None and is_state_slot(slot):
                return slot, m.start()
    return None


# The news after a headline opens on someone else: "Jess, Arup now", "Tom's at Arup now".
_SOMEONE_ELSES = re.compile(r"\s*(?-i:[A-Z][a-z]+)(?:,|['’]s\b|\s+(?:is|has|got)\b)")


def _headline_slot(text: str, start: int) -> str | None:
    """The state slot a headline just before offset `start` announces ("New job! …"), or None."""
    m = _HEADLINE.search(text[max(0, start - 40) : start])
    if m is None:
        return None
    noun = (m["noun"] or m["zh"]).casefold()
    slot = _NOUN_SLOT.get(noun) or attribute_for_alias(noun)
    return slot if slot is not None and is_state_slot(slot) else None


def lead_slot(clause: str) -> str | None:
    """The state slot a clause says changed without naming the new value, or None."""
    lead = _lead(clause)
    return lead[0] if lead else None


# Where the clause before a statement begins: the sentence's start, or a previous sentence end.
_SENTENCE_END = re.compile(r"[.!?。！？]\s*")
_MOST_BEFORE = 80  # characters of the sentence before a statement a lead may stand in


def lead_before(text: str, start: int) -> str:
    """The part of `text`'s sentence before offset `start`, at most `_MOST_BEFORE` long."""
    before = text[max(0, start - _MOST_BEFORE) : start]
    ends = list(_SENTENCE_END.finditer(before))
    return before[ends[-1].end() :] if ends else before


def _new_value(candidate: CandidateFact, slot: str, value: str) -> CandidateFact:
    """`candidate` as `slot`'s new value, said as a change: its slot named, as sure as an open
    statement placed as a change, so it replaces the slot's value."""
    return replace(candidate, attribute=slot, value=value,
                   kind=fact_kind(slot) or "preference", memory_type=MemoryType.SEMANTIC,
                   cues=candidate.cues | {Cue.UPDATE}, focus=None,
                   confidence=max(candidate.confidence, PLACED_CHANGE_CONFIDENCE))  # fmt: skip


def apply_slot_leads(
    candidates: Sequence[CandidateFact], text: str, speaker: str | None = None
) -> list[CandidateFact]:
    """Each open statement that holds a name (its `focus`) after a clause of its sentence
    that names a changed slot (`lead_slot`) becomes that slot's new value, said as a change;
    a statement that was only the lead clause goes. Candidates without spans stay as they
    are."""
    out: list[CandidateFact] = []
    leads: set[tuple[int, int]] = set()
    for c in candidates:
        if c.attribute == OPEN_ATTRIBUTE and c.focus and _left_job_at(c.value, c.focus):
            # "I handed my notice in at Admiral": the employer it leaves, a past state (and
            # the one started at before it: "I start at X on Monday, handed my notice in at …")
            left = _LEFT_JOB.search(c.value)
            starts = _started_before(c.value, left)
            if starts is not None and _led_by(c.value, starts.start(), c.subject):
                out.append(_new_value(c, "employer", starts["name"]))
            out.append(replace(c, attribute="employer", value=c.focus,
                               kind=fact_kind("employer") or c.kind,
                               cues=(c.cues - {Cue.UPDATE}) | {Cue.PAST}, focus=None))  # fmt: skip
            continue
        left = _LEFT_JOB.search(c.value) if c.attribute == OPEN_ATTRIBUTE and c.focus else None
        starts = _started_before(c.value, left)
        if left is not None and starts is not None and _led_by(c.value, starts.start(), c.subject):
            # "I start at Network Rail on Monday, handed my notice in at Royal Mail": the new
            # job and, when the leaving names it, the old one
            out.append(_new_value(c, "employer", starts["name"]))
            old = _LEFT_AT.match(c.value[left.end() :])
            if old is not None and old["name"] != starts["name"]:
                out.append(
                    replace(
                        c,
                        attribute="employer",
                        value=old["name"],
                        kind=fact_kind("employer") or c.kind,
                        cues=(c.cues - {Cue.UPDATE}) | {Cue.PAST},
                        focus=None,
                    )
                )
            continue
        if (
            left is not None
            and c.focus
            and c.value.find(c.focus) > left.end()
            and _STARTING.search(c.value[left.end() : c.value.find(c.focus)])
            and _led_by(c.value, left.start(), c.subject)
        ):
            # "Anyway, handed my notice in, starting at Lanterns Bakery on Monday": the lead
            # and the new employer in one statement
            out.append(_new_value(c, "employer", c.focus))
            continue
        # what the clause holds: an open statement's focus, or the place of an event no
        # state slot reads ("Callum换工作了，去了Tombland Legal": go_to)
        held = c.focus if c.attribute == OPEN_ATTRIBUTE else c.value
        if is_state_slot(c.attribute) and c.span is not None and Cue.UPDATE in c.cues:
            # the rules read the slot, and the lead says it changed ("换牙医了，现在在…注册了")
            lead = _lead(lead_before(text, c.span[0]))
            if lead is not None and lead[0] == c.attribute:
                out.append(_new_value(c, c.attribute, c.value))
                continue
        if (
            (c.attribute != OPEN_ATTRIBUTE and (is_state_slot(c.attribute) or c.kind != "event"))
            or c.span is None
            or not held
            or not _NAME.match(held)
        ):
            out.append(c)
            continue
        before = lead_before(text, c.span[0])
        lead = _lead(before)
        headline = _headline_slot(text, c.span[0]) if lead is None else None
        if headline is not None and _SOMEONE_ELSES.match(text[c.span[0] :]):
            headline = None  # "New job! Jess, Arup now": Jess's news
        if headline is not None:
            lead = (headline, 0)
        elif lead is None or not _led_by(before, lead[1], c.subject, speaker):
            out.append(c)
            continue
        slot = lead[0]
        leads.add((c.span[0] - len(before), c.span[0]))
        out.append(_new_value(c, slot, held))
    return [
        c
        for c in out
        if not (
            c.attribute == OPEN_ATTRIBUTE
            and c.span is not None
            and not c.focus
            and any(a <= c.span[0] and c.span[1] <= b + 1 for a, b in leads)
        )
    ]
