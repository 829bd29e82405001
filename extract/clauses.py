"""Clause splitting: one clause per state statement (DESIGN.md: extraction).

"Mostly Vim, though for client work I'm stuck with VS Code" states two things. Clauses are
cut at contrast and exception markers ("but", "though", "except", "while", "whereas", ";",
"但是", "不过", "除了", "；") and at sentence ends; "alongside" and "on top of" keep their
clause whole (both values hold together).
"""

from __future__ import annotations

import re

from extract.lexicon import TOLD_LATE, TOLD_LATE_TAIL

_BOUNDARY = re.compile(
    r"(?:[.!?。！？；;]+\s*)"
    r"|(?:,?\s+(?=(?:but|though|although|except|while|whereas|yet)\b))"
    # ", also the car park's closed next week": another piece of news, with its own time
    r"|(?:,\s*(?=(?:also|plus|and also|oh and|anyway|btw)\b))"
    # "I'm vegan, so I'll bring my own": what follows from a state is a clause of its own
    # (only "so" and a subject: not "so probably a Tesla", "so going vegan", "so X it is")
    r"|(?:,\s*(?=so\s+(?:i|i['’]\w+|we|we['’]\w+|you|he|she|they|if|it['’]s)\b))"
    # "Legs destroyed after leg day at Anytime Fitness, might have to present sitting down",
    # "We're in Whitley Bay now, come round once …": a plan or a request of its own, "I" dropped
    r"|(?:,\s*(?=(?:might|may|need|needs|have\s+to|has\s+to|gotta|got\s+to)\s+[a-z]|"
    r"(?:come\s+round|come\s+over|see\s+you|wish\s+me)\b))"
    # "the tram was rammed, and in other news ported my number to Vodafone": news of its own
    r"|(?:,?\s*(?=(?:and\s+)?in other news\b))"
    r"|(?:[,，]\s*(?=(?:但是?|不过|可是|除了|而且?|然而)))"
    r"|(?:(?<=[\u4e00-\u9fff])(?=(?:但是|不过|可是|然而)))",
    re.IGNORECASE,
)


# A lead-in before the news ("Oh, news:", "Quick one,", "Random update:", "FYI") says
# nothing of the state; the small parser, though, reads a verb-first clause after it ("Oh,
# news: traded the Corsa in for a Picanto") as a fragment. The parse sees it blanked.
_DISCOURSE_LEAD = re.compile(
    r"^\W*(?:(?:oh|ok|okay|so|right|well|ah|hey|anyway)[,!]?\s+)?"
    r"(?:(?:big |some |quick |random |small |little |exciting |good |other )?news(?: flash)?|"
    r"(?:an? )?(?:quick |random |small |little |life |big )?update|heads[- ]up|quick one|"
    r"random one|guess what|for the record)\s*[:,!\u2014\u2013-]\s*"
    # "Not sure if everyone knows but Lottie is with So Energy now"
    r"|^\W*not sure (?:if|whether) (?:everyone|everybody|you all|you lot|people|anyone) "
    r"(?:knows?|heard|has heard)(?:\s*[:,;!\u2014\u2013-]+\s*(?:but\s+)?|\s+but\s+)"
    # a lead that names the telling and ends at a colon or dash: "Bit of news:", "Update
    # nobody asked for:", "Announcement from the desk of Lowri:", "Intro for the group chat:",
    # "For the new lot:", "Meant to say weeks ago:", "Little update since Cai won't post it:"
    r"|^\W*(?:(?:a\s)?bit of news|(?:an?\s)?(?:[a-z]+\s)?(?:update|announcement|intro|"
    r"introduction|psa|confession)"
    r"(?:\s(?:nobody|no one|noone|from the desk of|since|for|on|about)\b"
    r"[^:.!?\u2014\u2013]{0,45})?|for (?:the )?new (?:lot|folks|"
    r"people|members|ones|faces)|meant to (?:say|post|mention|tell you)(?: this| that)?"
    r"(?: [a-z ]{0,25})?)\s*[:\u2014\u2013]\s*"
    # an answer that takes the asked-about state back before the news: "Nope! the kids go
    # to …" (not "Not any more,": its "no longer" is the news's update)
    r"|^\W*(?:nope|nah)\s*[,!.:\u2014\u2013]+\s*(?=\S)"
    # "Bit of news, took up the harmonica …": read as a name, "Bit" held the news
    r"|^\W*(?:(?:a\s)?bit of news|quick update from me|right then)\s*[,!\u2014\u2013]\s*(?=\S)"
    # "FYI we've moved to Sneinton!": read as a name, "FYI" made "we" a team
    r"|^\W*(?:fyi|btw)\b[:,!\u2014\u2013-]?\s+(?=(?:i|we|my|our)\b|i['’]|we['’]|[a-z]+ed\b)",
    re.IGNORECASE,
)


# A capitalised word past a lead's first: a name the news may point back to.
_NAMES_SOMEONE = re.compile(r"(?<=\s)(?-i:[A-Z])")


def blank_discourse_lead(text: str) -> str:
    """`text` with its opening lead-in (`_DISCOURSE_LEAD`) replaced by spaces, so every
    offset into it still points at the same character. Pure."""
    m = _DISCOURSE_LEAD.match(text)
    if m is None or m.end() >= len(text) or _NAMES_SOMEONE.search(text, 1, m.end()):
        return text  # "Update on Mei Lin: she's …": the lead says whom "she" means
    return " " * m.end() + text[m.end() :]


# A laugh or a hedge closing a sentence ("Callum's joined Puls8 Fitness lol") says nothing of
# the state; the small parser, though, reads it as the head of the object before it.
_CHAT_TAIL = re.compile(
    r"(?<=\w)(?:\s+(?:lol|lmao|haha+|hehe|xx+|tbh|ngl))+(?=\s*(?:[.!?)]|$))", re.IGNORECASE
)


def blank_chat_asides(text: str) -> str:
    """`text` with its opening lead-in (`blank_discourse_lead`) and every laugh or hedge that
    closes a sentence (`_CHAT_TAIL`) replaced by spaces: offsets keep their characters. Pure."""
    return _CHAT_TAIL.sub(lambda m: " " * len(m[0]), blank_discourse_lead(text))


def without_told_late(clause: str) -> str:
    """`clause` without a lead or tail that says its news is told late (`TOLD_LATE`,
    `TOLD_LATE_TAIL`): the "never" of "I never said:" or "never mentioned it" is about the
    telling. Pure."""
    kept = TOLD_LATE_TAIL.sub("", TOLD_LATE.sub("", clause, count=1))
    return kept if kept.strip() else clause


def split_clauses(text: str) -> list[tuple[int, int]]:
    """(start, end) character spans of the clauses of `text`, in order, stripped."""
    spans, start = [], 0
    for m in _BOUNDARY.finditer(text):
        if m.start() > start:
            spans.append((start, m.start()))
        start = max(start, m.end())
    if start < len(text):
        spans.append((start, len(text)))
    out = []
    for a, b in spans:
        while a < b and text[a] in " ,，":
            a += 1
        while b > a and text[b - 1] in " ,，":
            b -= 1
        if a < b:
            out.append((a, b))
    return out


def clause_of(text: str, value: str) -> str:
    """The clause of `text` that holds `value` (case-insensitive), else the whole text."""
    at = text.casefold().find(value.casefold())
    if at < 0:
        return text
    for a, b in split_clauses(text):
        if a <= at < b:
            return text[a:b]
    return text
