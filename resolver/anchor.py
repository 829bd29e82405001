"""Open slots: an open statement joins the slot of the value it leaves, or one of its own.

"I ditched NixOS for Arch Linux" names no attribute the extractor knows, so it arrives as an
open `statement` fact. Left there, the operating system slot that holds NixOS stays as it
was and the old value remains current (issue 11, failure 4). But the statement names a
value the subject is known to hold, and reports a change: the value it names last (its
`focus`) is that slot's new value. The slot is found by the value, not by the wording, so it
holds however the change is phrased.

A statement with a focus that leaves no known value gets a slot of its own, minted from its
focus (`graph.types.MINTED_PREFIX`: "I moved my membership to Pulse Fitness" -> the slot
`about:pulse fitness`, single-valued). A later "I moved from Pulse Fitness to Crux" then
leaves a known value and joins it, so Crux supersedes Pulse Fitness; "I'm still at Pulse
Fitness" restates it. Without a slot, every open statement would stay current forever.

`anchor_statements` applies this to one batch in time order, with what the graph already
holds (`cypher/ingest/known_values.cypher`) and what earlier candidates of the batch
established. It joins a known slot only when the values it leaves belong to exactly one slot
and the statement carries a change signal. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from neo4j import ManagedTransaction

from extract.assertion import NOT_IN_USE
from extract.changes import (
    CHANGE_SAID,
    GIVEN_IF_HELD,
    LINES_KEPT,
    NOT_NOW,
    TAKEN_BACK,
    TAKEN_BACK_IF_HELD,
    has_chinese,
)
from extract.clauses import clause_of
from extract.fallback import IMPLIED, PLAN_USE, PROPOSED, PROPOSED_IMPLIED
from extract.lexicon import SWAP_VERB, SWAP_VERBS
from extract.taking_verbs import joins, named_taking_verb
from graph.db import run
from graph.types import (
    MINTED_PREFIX,
    NAMED_PREFIX,
    OPEN_ATTRIBUTE,
    VERB_KIND_PREFIX,
    CandidateFact,
    Cardinality,
    Cue,
    FactRole,
    is_verb_kind,
    verb_kind,
)
from graph.value_slots import VALUE_SLOT_MIN_CONFIDENCE, ValueSlotCount, ValueSlots
from graph.vocabulary import (
    canonical_spelling,
    fold,
    is_state_slot,
    known_value,
    load_entries,
    names_a_kind,
    slot_knowing,
    slot_marked_by,
    slot_spec,
    value_kind,
)

# An anchored statement's confidence: the known value it leaves and its change signal are
# evidence the bare open reading lacks (enough to replace a current value, resolver.policy
# `trusted_write`), still below a slot pattern's own reading.
ANCHORED_CONFIDENCE = 0.7
# A hint (the clause model's unsure attribute) places a statement in a slot the subject
# already holds from this probability on, at the statement's own confidence: below the
# policy's `trusted_write`, so a conflict with the slot's value is queued for review.
HINT_MIN = 0.25
# A plan needs this much: placed in a held slot, a later change carries it out there.
HINT_PLAN_MIN = 0.5
# From this probability on, a hint places a statement said as a change in its slot even when
# the subject holds nothing there yet, so a later change of that slot replaces it (a minted
# slot would not); a mention with no change ("watched a documentary about Toronto") does not.
HINT_NEW_SLOT = 0.35
MINTED_FOCUS_CHARS = 60  # a minted slot's name keeps this much of its focus
# A named or minted slot keeps the clause model's attribute for its first fact as its kind
# (`slot_kind`) from this probability on: below it the model's reading is noise.
KIND_MIN = 0.15
# A change said under another name joins the held slot of its kind (`KnownSlots.slot_of_kind`)
# as a change when its own kind is this sure (or is a vocabulary slot of the rules'); less
# sure, it joins as a conflict the resolver queues for review.
KIND_SURE = 0.5

# A report of change: leaving one thing, arriving at or taking up another. The pivot words
# ("for", "to", "onto") only count after the old value ("swapped X for Y").
_LEAVING = re.compile(
    r"\b(?:ditch\w*|dump\w*|drop\w*|left|leav\w*|quit\w*|swap\w*|switch\w*|trad\w*|replac\w*|"
    r"mov\w*|migrat\w*|wrap\w* up|pack\w* up|sold|sell\w*|gave up|giv\w* up|retir\w*|"
    r"said goodbye|goodbye to|farewell|no longer|no more|not anymore|any ?more|ended|finish\w*|"
    r"upgrad\w*|downgrad\w*|chang\w*|convert\w*|transferr?\w*|port(?:ed|ing)|jump\w*|land\w*|"
    r"is history|was history|is done|is gone|done with|free of|finished with|"
    r"instead|now|these days|bye|goodbye)\b",
    re.IGNORECASE,
)
_PIVOT_AFTER_OLD = re.compile(r"^\W*(?:\w+\W+){0,4}?(?:for|to|onto|into|over to)\b", re.I)
_ZH_CHANGE = re.compile(
    r"换|改(?:成|用|为|到|去|在|喝|吃|学|练|开|坐|骑|住|唱)|搬|转|不再|不用|弃|卖了|辞|离开|告别|拜拜|"
    r"从.+到|不是.+了"
)  # not 改 alone: "Belvoir Dental Care改私立了" (went private) leaves nothing


def _named(text: str, value: str) -> int:
    """Where `value` is named in `text` as whole words (case-insensitive), or -1."""
    if not value:
        return -1
    # Bounded by Latin letters and digits only: Chinese runs on without spaces ("Netlify从来").
    pattern = (
        rf"(?<![A-Za-z0-9À-ɏ_]){re.escape(value)}(?![A-Za-z0-9À-ɏ_])"
        if value[:1].isascii()
        else re.escape(value)
    )
    match = re.search(pattern, text, re.IGNORECASE)
    return match.start() if match else -1


def names_value(text: str, value: str) -> bool:
    """Whether `text` names `value` as whole words (case-insensitive)."""
    return _named(text, value) >= 0


def reports_change(text: str, old: str) -> bool:
    """Whether `text` reports leaving `old` for something else (see the module docstring)."""
    at = _named(text, old)
    if at < 0:
        return False
    if _ZH_CHANGE.search(text):
        return True
    after_old = text[at + len(old) :]
    return bool(_LEAVING.search(text) or _PIVOT_AFTER_OLD.match(after_old))


_SWAP_BETWEEN = re.compile(
    r"^\W*(?:\w+\W+){0,3}?(?:for|to|with|into|onto|over to)\W+(?:\w+\W+){0,2}?$"
    r"|(?:换成|改成|调成|转成|置换成|变成|换到|转到|搬到)了?",
    re.IGNORECASE,
)


_ENDING = re.compile(
    r"\b(?:left|leaving|quit|quitting|resigned from|handed in my notice at|cancell?ed|"
    r"packed in|packing in|jacked in|got rid of|"
    r"gave up|giving up|stopped|ditched|dropped|sold|moved out of|moved away from|"
    r"said goodbye to|finished (?:at|with)|graduated from|离开了?|辞职|退了|卖了|不再)\s*"
    # not the value a swap goes to: "ditched Loopsy for Stitch Fiddle" ends Loopsy
    r"(?:(?:my|our|the|a|an)\s+)?(?:(?!(?:for|with|to|into|onto|in\s+for)\b)\w+\s+){0,2}?$",
    re.IGNORECASE,
)


_RETURN = re.compile(
    r"\b(?:i['’]m|we['’]re|i am|we are|now|switched)\s+back\s+(?:on|to|with)\s+"
    r"(?:(?:the|my|our)\s+)?$",
    re.IGNORECASE,
)


def returns(text: str, value: str) -> bool:
    """Whether `text` says its holder is back on `value` now ("we're back on Voxi"): not
    "went back to Zalando for leaving drinks", nor a stay dated or bounded ("back in London
    for the weekend", `extract.changes.NOT_NOW`)."""
    at = _named(text, value)
    back = _RETURN.search(text[:at]) if at >= 0 else None
    # The rest of the text is checked, not "back on" itself (NOT_NOW reads "back on Monday").
    return back is not None and not NOT_NOW.search(text[: back.start()] + text[at:])


# Words before a name that make it a topic or a comparison, not a thing in use ("a documentary
# about Toronto", "cheaper than Octopus", 关于Rumina).
_TOPIC_BEFORE = re.compile(
    r"(?:\b(?:about|of|re|regarding|like|than|vs\.?|versus|advert|ad|news|review)\s+"
    r"(?:(?:the|a|an)\s+)?|关于|像|比|广告)$",
    re.IGNORECASE,
)
_ASKS = re.compile(r"[?？]")
# Seeing, pricing or trying a thing is no use of one's own ("Saw an Octavia on the M6", "Test
# drove the Octavia", "Octavia prices have gone up").
_NOT_OWN_USE = re.compile(
    r"\b(?:saw|seen|see|spotted|spot|test[- ]?dr[io]ve\w*|looked at|viewed|browsed|priced|"
    r"quoted?|a|an|another|any|every|some|those|these)\s+(?:\w+\s+){0,2}$|看到|试驾|看了",
    re.IGNORECASE,
)
_NOT_OWN_AFTER = re.compile(
    r"^\W*(?:prices?|ads?|adverts?|reviews?|deals?|sales?|dealers?|dealership|showroom|"
    r"for sale|the price|价格|广告)\b",
    re.IGNORECASE,
)


def uses(text: str, value: str) -> bool:
    """Whether `text` names `value` as a thing in use ("octavia covered in mud again",
    "Navara又全是泥了", "Alderpath samples bagged for pickup"): named, not as a topic or a
    comparison, not seen, tried or priced as one of many, not in a question."""
    at = _named(text, value)
    if at < 0 or _ASKS.search(text):
        return False
    before, after = text[:at], text[at + len(value) :]
    return not (
        _TOPIC_BEFORE.search(before) or _NOT_OWN_USE.search(before) or _NOT_OWN_AFTER.search(after)
    )


# Chinese ending verbs after the thing they end: "Lloyds的账户关了", "Whiteladies Dental不看了".
_ZH_ENDED_AFTER = re.compile(
    r"^(?:的[\u4e00-\u9fff]{1,4})?(?:终于|已经)?(?:不看了|不用了|不去了|关了|关掉了|注销了|退了|取消了|停了|卖了|"
    r"报废了|淘汰了)"
)


def ends(text: str, value: str) -> bool:
    """Whether `text` says `value` ended for its holder and names it last ("Handed in my
    notice at Cobalt Robotics", "cancelled my Blok Studio membership"... with nothing after;
    "Lloyds的账户关了")."""
    at = _named(text, value)
    if at < 0 or _named(text[at + len(value) :], value) >= 0:
        return False
    return bool(_ENDING.search(text[:at])) or _ended_after(text, value)


def _ended_after(text: str, value: str) -> bool:
    """Whether a Chinese ending verb follows `value` ("Lloyds的账户关了")."""
    at = _named(text, value)
    return at >= 0 and _ZH_ENDED_AFTER.match(text[at + len(value) :]) is not None


# Chinese ending verbs stand before the value they end: 放弃了德语, 退了Netflix, 取消了BritBox.
_GAVE_UP = re.compile(r"(?:放弃了?|退了|取消了?|不用了?|不再用|卖了|辞了|离开了?)\s*$")
# English endings said after the value they end: "Paramount+ got cancelled, BritBox instead".
_ENDED_AFTER_EN = re.compile(
    r"^\W*(?:(?:got|was|has been|been)\s+(?:cancell?ed|axed|dropped|binned)|(?:is|'s|was)\s+"
    r"(?:history|no more)|(?:is|'s) gone(?!\s+up))\b",
    re.IGNORECASE,
)
# 不学X了，改学Y: the denial before the old value, with 了 after it
_ZH_NO_LONGER = re.compile(r"不再?(?:学|练|弹|订|看|玩|用)\s*$")


def ended_for(text: str, old: str, new: str) -> bool:
    """Whether `text` says `old` ended and then names `new` ("I cancelled Amazon Prime Video
    and got BritBox instead", "gave up Tagalog and started Portuguese", 我放弃了德语，开始学韩语):
    the new value takes the old one's place."""
    at, to = _named(text, old), _named(text, new)
    if not 0 <= at < to:
        return False
    after = text[at + len(old) : to]
    return bool(
        _ENDING.search(text[:at])
        or _GAVE_UP.search(text[:at])
        or (_ZH_NO_LONGER.search(text[:at]) and after.lstrip().startswith("了"))
        or _ENDED_AFTER_EN.match(after)
        or _ZH_ENDED_AFTER.match(after)
    )


# Words that add a value beside the held ones rather than swap one out.
_ADDS = re.compile(
    r"\b(?:also|as well|too|alongside|on top of|another|a second|second|added|adding|both)\b"
    r"|也|还|另外|又|加了|多了",
    re.IGNORECASE,
)


def adds_beside(text: str) -> bool:
    """Whether `text` says a value is added beside others ("as well", "on top of", 也)."""
    return bool(_ADDS.search(text))


def switches_to(text: str, new: str) -> bool:
    """Whether `text` says its holder switched to `new` ("I switched to Amazon Prime Video",
    "moved over to Vodafone"): a swap verb before the value, and nothing that adds it beside
    another ("switched to Disney+ as well")."""
    at = _named(text, new)
    return at > 0 and bool(SWAP_VERB.search(text[:at])) and not adds_beside(text)


def swaps(text: str, old: str, new: str) -> bool:
    """Whether `text` names `old` and then `new` with a pivot between ("from X to Y")."""
    at, to = _named(text, old), _named(text, new)
    return 0 <= at < to and bool(_SWAP_BETWEEN.search(text[at + len(old) : to]))


_SWAPPED_OUT = (
    rf"\b(?:{SWAP_VERBS})\s+(?:from\s+)?"
    r"(?:(?:my|our|the|a|an)\s+)?(?P<old>[^,.;!?]+?)(?:\s+(?:habit|one|setup|membership))?"
    r"\s+(?:for|to|with|into|onto|over to)\s+(?:(?:a|an|the|my|our)\s+)?"
)


_NO_VALUE_LEFT = frozenset(
    {"over", "across", "back", "up", "away", "out", "in", "on", "down", "off", "along", "right",
     "straight", "all", "it", "them", "everything", "over fully", "back over"}
)  # fmt: skip


def swapped_out(text: str, new: str) -> str | None:
    """The old value a swap to `new` names ("I traded my Americano habit for yerba mate" ->
    Americano), or None."""
    m = re.search(_SWAPPED_OUT + re.escape(new), text, re.IGNORECASE)
    if not m:
        return None
    # "switched our broadband from Plusnet to TalkTalk": the old value follows "from".
    old = re.sub(r"^.*?\bfrom\s+", "", m["old"].strip(), flags=re.IGNORECASE)
    # "moved over to MuseScore", "went back to EDF": a particle or pronoun names nothing left
    if old.casefold() in _NO_VALUE_LEFT:
        return None
    return old if len(old.split()) <= 4 else None


def minted_attribute(focus: str) -> str:
    """The open slot a focus mints: `about:` and the focus, folded (NFKC, casefold, spaces)."""
    return MINTED_PREFIX + fold(focus)[:MINTED_FOCUS_CHARS]


# (subject, attribute, value, role, kind) of a fact the graph holds (`known_values`)
KnownValue = tuple[str, str, str, str, str | None]


@dataclass
class KnownSlots:
    """What one subject's slots hold, by folded value: held values (current, coexisting,
    scoped), planned ones (active transitions) and past ones (replaced, historical), each ->
    its slot's attribute; and (shared by all subjects) the slots values have in the tenant."""

    held: dict[str, str] = field(default_factory=dict)
    planned: dict[str, str] = field(default_factory=dict)
    past: dict[str, str] = field(default_factory=dict)
    # a named or minted slot's kind (`slot_kind`), by attribute
    kinds: dict[str, str] = field(default_factory=dict)
    elsewhere: ValueSlots = field(default_factory=ValueSlots)

    def slot_knowing(self, value: str) -> str | None:
        """The vocabulary slot `value` belongs to: by the gazetteer, else by the tenant."""
        return slot_knowing(value) or self.elsewhere.slot_of(value)

    def slot_of_kind(self, kind: str, besides: str, vocabulary_only: bool = False) -> str | None:
        """The one single-valued slot other than `besides` that holds a value and is of
        `kind`: the vocabulary slot of that name, or (unless `vocabulary_only`) a named or
        minted slot whose kind it is ("my account's with TSB" read as `bank`)."""
        entries = load_entries()
        found = set()
        for attribute in set(self.held.values()) - {besides}:
            entry = entries.get(attribute)
            if entry is not None:
                if attribute == kind and entry.spec.cardinality is Cardinality.SINGLE:
                    found.add(attribute)
            elif self.kinds.get(attribute) == kind and not vocabulary_only:
                found.add(attribute)
        return found.pop() if len(found) == 1 else None

    def slot_left(self, text: str, value: str) -> str | None:
        """The one slot whose held value `text` reports leaving for `value`, if exactly one."""
        left = {
            attr
            for held, attr in self.held.items()
            if held != value.casefold() and reports_change(text, _as_written(text, held))
        }
        return left.pop() if len(left) == 1 else None

    def slot_swapped(self, text: str, value: str) -> str | None:
        """The one slot whose held value `text` swaps for `value` in so many words ("from X
        to Y", "X for Y", "X换成Y"): firmer than `slot_left`, for a slot reading."""
        swapped = {attr for held, attr in self.held.items()
                   if held != value.casefold() and swaps(text, held, value)}  # fmt: skip
        return swapped.pop() if len(swapped) == 1 else None

    def slot_named(self, text: str, value: str) -> str | None:
        """The one slot whose held value `text` names beside `value`, if exactly one."""
        named = {attr for held, attr in self.held.items()
                 if held != value.casefold() and _named(text, held) >= 0}  # fmt: skip
        return named.pop() if len(named) == 1 else None

    def slot_taken_back(self, value: str, exactly: bool = False) -> tuple[str, str] | None:
        """The one slot holding or planning `value` (or a value that holds it or sits
        inside it: "E.ON" of "E.ON Next"; with `exactly`, only `value` as written in any of
        its spellings), with that value as held, if exactly one."""
        folded = canonical_spelling(value).casefold()
        found = {(attr, held) for values in (self.held, self.planned)
                 for held, attr in values.items()
                 if (canonical_spelling(held).casefold() == folded if exactly
                     else _same_name(held, folded))}  # fmt: skip
        return found.pop() if len(found) == 1 else None

    def holds_any(self, attribute: str) -> bool:
        return attribute in self.held.values()


def _as_written(text: str, held: str) -> str:
    """A held value as `text` writes it: "the climbing hangar" written "Climbing Hangar"."""
    if held.startswith("the ") and len(held) > 8 and _named(text, held) < 0:
        return held[4:]
    return held


def _same_name(a: str, b: str) -> bool:
    """Two values naming one thing: equal, or one a whole-word part of the other."""
    short, long = sorted((a, b), key=len)
    return short == long or (len(short) >= 3 and _named(long, short) >= 0)


def slot_kind(candidate: CandidateFact) -> str | None:
    """The kind a fact gives the named or minted slot it is in: the clause model's attribute
    for it (`attribute_hint`), when sure enough, else the verb that takes its value
    (`extract.taking_verbs`: "edits in Audacity", "for editing"); None in a vocabulary slot
    (its own name is its kind). Pure."""
    if candidate.attribute in load_entries():
        return None
    hint = candidate.attribute_hint
    if hint is not None and hint[1] >= KIND_MIN:
        return hint[0]
    return verb_kind(_taking_verb_of(candidate))


def _taking_verb_of(candidate: CandidateFact) -> str | None:
    """The verb that takes the candidate's value: an open statement's own, else its gerund
    slot's (`named:editing` -> "edit")."""
    return candidate.taking_verb or named_taking_verb(candidate.attribute)


def _slot_of_taking_verb(candidate: CandidateFact, known: KnownSlots) -> str | None:
    """The one held named or minted slot whose kind is the verb that takes `candidate`'s
    value, when it says a change and adds nothing beside ("Yvonne edits in Audacity now",
    later "I'm editing in Ocenaudio now": the slot of Audacity)."""
    verb = _taking_verb_of(candidate)
    if (
        verb is None
        or Cue.UPDATE not in candidate.cues
        or candidate.cues & {Cue.PAST, Cue.NEGATION, Cue.INTENT, Cue.ABANDONED}
        or adds_beside(candidate.text)
    ):
        return None
    found = {
        attribute
        for attribute in set(known.held.values()) - {candidate.attribute}
        if is_verb_kind(kind := known.kinds.get(attribute))
        and joins(verb, (kind or "").removeprefix(VERB_KIND_PREFIX))
    }
    return found.pop() if len(found) == 1 else None


def _kin(candidate: CandidateFact, value: str, known: KnownSlots) -> CandidateFact | None:
    """A state said under another name than the slot that holds its kind ("she switched
    bank to Bank of Scotland" while "my account's with TSB" holds `named:account`, read as
    `bank`): into that slot when the candidate's own slot holds nothing. Its kind is its
    vocabulary slot, else the model's hint. Said as a change, it is one when its kind is
    sure (`KIND_SURE`), else a conflict for review; said as current, it joins only on a sure
    kind and only into a vocabulary slot, and the resolver weighs it like any restatement.
    None when no single slot of its kind is held, or the clause is a plan, a past, a
    denial."""
    unsettled = candidate.cues & NOT_IN_USE
    if unsettled or not value or known.holds_any(candidate.attribute):
        return None
    hint = candidate.attribute_hint
    own = candidate.attribute in load_entries()
    kind = candidate.attribute if own else (hint[0] if hint and hint[1] >= KIND_MIN else None)
    if kind is None:
        return None
    sure = own or (hint is not None and hint[1] >= KIND_SURE)
    change = Cue.UPDATE in candidate.cues
    if not change and not sure:
        return None
    # Said as current, only into a vocabulary slot: a named or minted slot's kind is the
    # model's guess, firm enough to follow a change, not to overrule a held value by itself.
    slot = known.slot_of_kind(kind, besides=candidate.attribute, vocabulary_only=not change)
    if slot is None:
        return None
    if not change:
        # A state said as current ("我手机用的是Smarty" while handset holds giffgaff): its
        # slot's newer value, as the resolver weighs any restatement against the held one.
        return _into(candidate, slot, value)
    placed = _into(candidate, slot, value, changed=sure)
    return placed if sure else replace(placed, cues=placed.cues - {Cue.UPDATE})


def anchor(candidate: CandidateFact, known: KnownSlots) -> CandidateFact | None:
    """`candidate` in its slot (module docstring). An open statement with a focus goes to
    the slot of the one held value it reports leaving; else to the slot planning its focus,
    when it says it carries the plan out; else, when it says its focus ended, to the slot
    holding it (retired) or one minted from it (history); else to the slot already holding
    it; else, with no change or plan signal, to the past of the slot that held it before;
    (a plain use of a planned value carries the plan out: `uses`);
    else, swapped for a value no slot holds, to the slot minted from that old value; else to
    a held slot its `attribute_hint` names; else to a slot minted from it. A
    slot reading goes to another slot only on firmer ground: it swaps that slot's value for
    its own in so many words (`swaps`), or carries out that slot's plan while its own slot
    holds nothing (a plan to join Barbell Club, then "I joined Barbell Club": the
    gym, not an employer).
    A value taken back (`extract.changes.TAKEN_BACK`) goes to the one slot that holds or
    plans it; one taken back in any words (`TAKEN_BACK_IF_HELD`) is no fact without that
    slot. Anything else as is. An implied statement (`extract.fallback.IMPLIED`: the
    speaker left out, no slot named) stands only where the graph vouches for it, a slot that
    holds, held, plans or is left by what it names; else None (no fact). Pure."""
    if candidate.extractor == TAKEN_BACK_IF_HELD:
        # said in any words: only a value held or planned as written ends ("Sorry, I meant the
        # pub, not the gym" takes back no "Ironworks Gym"; "no more rain please" nothing)
        written = candidate.focus or candidate.value
        taken = known.slot_taken_back(written, exactly=True)
        if taken is None:
            return None
        return _into(replace(candidate, cues=candidate.cues - {Cue.UPDATE}), taken[0], written)
    if candidate.extractor == GIVEN_IF_HELD:
        return _given_if_held(candidate, known)
    if candidate.extractor == TAKEN_BACK:
        # A correction takes back what the subject was said to hold or plan: that slot's
        # value ends, whatever slot the words alone would give it.
        taken = known.slot_taken_back(candidate.focus or candidate.value)
        if taken is not None:
            return _into(replace(candidate, cues=candidate.cues - {Cue.UPDATE}), *taken)
    if (
        candidate.extractor in (PLAN_USE, IMPLIED)
        and candidate.focus
        and thing_news(candidate.text, candidate.focus)
    ):
        return None
    if candidate.extractor == PLAN_USE:
        return plan_carried_out(candidate, known) or _first_use_unplanned(candidate, known)
    if candidate.extractor == IMPLIED:
        placed = _anchor_open(candidate, known, vouched_only=True)
        return first_use(candidate, known) if placed.attribute == OPEN_ATTRIBUTE else placed
    if candidate.attribute == OPEN_ATTRIBUTE:
        return _anchor_open(candidate, known)
    return _anchor_reading(candidate, known)


# The thing's own news, its name opening the clause: "PureGym has a student discount now",
# "PureGym现在有学生优惠", "Hoe Fitness is shutting for the summer". Not "Octopus have put my
# direct debit up" (my), "PureGym has been brilliant" (been: the speaker's experience).
_THING_NEWS_AFTER = re.compile(
    r"\s*(?:(?:now|just|also|finally|apparently)\s+)*(?:"
    r"(?:has|have|['’]s)\s+(?!been\b|got\s+me\b)(?:got\s+)?(?:an?|the|new|some|free|its|their|\d)\b"
    r"|(?:is|are|['’]s|['’]re)\s+(?:now\s+)?(?:doing|offering|running|shutting|closing|opening|"
    r"advertising|putting|raising|cutting|dropping|giving|selling|hiring|moving|on\s+sale)\b"
    r"|(?:offers?|announced|launched|raised|cut|opened|closed)\b)"
    r"|\s*(?:现在|最近|也|又|终于|今年|下个月|这个月)*(?:有|推出|在搞|搞|出了|涨价|降价|打折|关门|倒闭|开业|招人|送)",
    re.IGNORECASE,
)
_FIRST_PERSON = re.compile(
    r"\b(?:i|i['’]m|i['’]ve|me|my|mine|we|we['’]re|our|us)\b|我", re.IGNORECASE
)
_CLAUSE_OPENING = re.compile(
    r"\W*(?:(?:the|so|oh|and|also|btw|apparently|fyi|heads\s+up)\W+)*", re.IGNORECASE
)


_LINE_END = " \t.!?。！？~～…"
_ANOTHER_PART = re.compile(r"[,;:.!?，；：。！？]|\s[-–—]\s")


def thing_news(text: str, focus: str) -> bool:
    """Whether `text` is news about the thing `focus` names and nothing else: one clause,
    opened by the name, with no first person: then it says nothing of the speaker's state.
    Pure."""
    clause = clause_of(text, focus)
    at = clause.casefold().find(focus.casefold())
    if at < 0 or _FIRST_PERSON.search(text):
        return False
    if _ANOTHER_PART.search(text.strip(_LINE_END)):
        return False  # a clause more may show the use: "Monzo has the bills pot sorted, so easy"
    if _CLAUSE_OPENING.fullmatch(clause[:at]) is None:
        return False
    return _THING_NEWS_AFTER.match(clause, at + len(focus)) is not None


def _given_if_held(candidate: CandidateFact, known: KnownSlots) -> CandidateFact | None:
    """The value a correction or denial in any words gives (`extract.changes.GIVEN_IF_HELD`):
    only when the subject holds the value it takes back as written; then in its own slot if
    the vocabulary gives it one ("Kia Niro", a car, for a cargo bike), else as that slot's
    change ("bookkeeping" for the Wednesday dough shift). Else no fact. Pure."""
    taken = known.slot_taken_back(candidate.leaves, exactly=True) if candidate.leaves else None
    if taken is None:
        return None
    given = replace(candidate, extractor=CHANGE_SAID)
    if candidate.attribute != OPEN_ATTRIBUTE:
        return given
    return _into(given, taken[0], candidate.focus or candidate.value, changed=True)


# The speaker's own part in a line that names a thing in use ("put my direct debit up",
# "charged me", "lost my padlock at"); a Chinese line says where the speaker is instead.
_OWN_PART = re.compile(r"\b(?:my|me|mine)\b", re.IGNORECASE)
# ... and for a change from the held value, the thing named as the speaker's own ("my")
_MY = re.compile(r"\bmy\b", re.IGNORECASE)
_ZH_NOT_OWN = re.compile(r"[他她你]|说|讲|告诉|听说|新闻|广告|碰到|遇到|见到|看到")
# Words that say a thing is over or not one's own, anywhere in the line.
_NOT_MINE_NOW = re.compile(
    r"\b(?:left|leaving|quit|cancell?ed|ex|old|used to|glad|instead|used|their|his|her|"
    r"your|friend|mate|brother|sister|mum|dad|wife|husband|partner|son|daughter|kids?|"
    r"neighbou?r|boss|colleague|says|said|reckons|told|deal|offer|advert)\b|"
    r"以前|原来|不用|退了|取消|[妈爸]|儿子|女儿|孩子|朋友|同事|帮",
    re.IGNORECASE,
)
# What a provider does to someone who is not (yet) its customer: selling, calling, turning
# them down. A use of another name than the held one says a change only without these.
_COURTED = re.compile(
    r"\b(?:call(?:s|ed|ing)?|cold-call\w*|ring(?:s|ing)?|rang|e-?mail(?:s|ed|ing)?|text(?:s|ed)?|"
    r"letters?|leaflet\w*|quotes?|switch\w*|reject\w*|turned down|refused|declined|free|"
    r"trial|day pass|van|sales|promo\w*|discount)\b|电话|短信|推销|广告|体验|试用|门口|拒",
    re.IGNORECASE,
)
# Slots whose values are people or places: using one ("Sam made me dinner", "Leeds was
# freezing when my train got in") says nothing about whose they are.
_NO_USE_KINDS = frozenset({"person", "place", "role"})
# Words that keep the held value beside the one in use ("savings still at Cabot Mutual").
_STILL = re.compile(
    r"\b(?:still|also|too|as well|alongside)\b|还在|还是|仍然|依然|也在|也用", re.IGNORECASE
)


def first_use(candidate: CandidateFact, known: KnownSlots) -> CandidateFact | None:
    """An implied statement the graph cannot vouch for, taken as a value of the slot its
    name belongs to (the vocabulary's, else the one the tenant holds it in: "Draig Power have
    put my direct debit up again", "Lost my padlock at Nuffield Health", "早上在PureGym练了
    腿"): only when the subject never held the name, the line uses the thing as the speaker's
    own (`uses`, a my/me, or a Chinese line about no one else) and nothing in it says it is
    over or someone else's. Its first value when the slot holds nothing; a change to it when
    a single-valued slot holds another, unless the line keeps that one too ("still", 还在).
    Else None. Pure."""
    focus = candidate.focus
    slot = slot_knowing(focus) if focus else None
    if focus and slot is None:
        # the tenant's kind of the name (`KnownSlots.slot_knowing` without the vocabulary,
        # asked above), for things only
        slot = known.elsewhere.slot_of(focus)
        slot = None if slot is None or value_kind(slot) in _NO_USE_KINDS else slot
    if (
        focus is None
        or slot is None
        or (known.holds_any(slot) and slot_spec(slot).cardinality is not Cardinality.SINGLE)
        or focus.casefold() in known.past
        or candidate.cues & {Cue.NEGATION, Cue.PAST, Cue.INTENT, Cue.ABANDONED}
        or not uses(candidate.text, focus)
        or _NOT_MINE_NOW.search(candidate.text)
    ):
        return None
    text = candidate.text
    if has_chinese(text):
        # "早上在PureGym练了腿": somewhere the (dropped) speaker is or goes, not a name in
        # the news ("Sparrow Energy又因为多收钱上新闻了")
        own = bool(re.search(rf"(?:在|去)\s*{re.escape(focus)}", text)) and not _ZH_NOT_OWN.search(
            text
        )
    else:
        own = _OWN_PART.search(text) is not None
    # in use instead of the value the slot holds: the holder has moved on to it, unless the
    # line keeps both ("平时用Starling，存款还在Cabot Mutual": savings still there)
    changed = known.holds_any(slot)
    if changed and (
        _STILL.search(text)
        or _COURTED.search(text)
        or value_kind(slot) in _NO_USE_KINDS
        or not (has_chinese(text) or _MY.search(text))
    ):
        return None
    return _into(candidate, slot, known_value(slot, focus) or focus, changed) if own else None


# Words that put a line's thing ahead of its speaker, not in their hands yet ("probably going
# to Tesco Mobile", "Next step is to make Rust my main language", "可能去Anytime").
_NOT_YET_IN_USE = re.compile(
    r"\b(?:will|won['’]t|(?:i|we)['’](?:ll|d)|going to|gonna|probably|might|maybe|want(?:s|ed)?|"
    r"wanna|plan\w*|hop(?:e|es|ing)|thinking|consider\w*|next|would|tomorrow|soon)\b"
    r"|想|打算|准备|可能|考虑|下周|明天|下个月|以后|将来",
    re.IGNORECASE,
)


def _first_use_unplanned(candidate: CandidateFact, known: KnownSlots) -> CandidateFact | None:
    """A line the clause model did not take for a state, whose value nobody planned: a first
    use of it (`first_use`: "Got my American Express lanyard today", "昨晚在Kelvin Hall练腿"),
    unless the line puts it ahead ("probably going to Tesco Mobile") or also names a value the
    slot holds, a part or a comparison beside it ("我是Nuffield Health的会员，但周日去Kelsey
    Kerridge游泳"). Pure."""
    focus = candidate.focus
    text = candidate.text
    if (
        focus is None
        or _NOT_YET_IN_USE.search(clause_of(text, focus))
        or _COURTED.search(text)
        or known.slot_named(text, focus) is not None
        or (has_chinese(text) and not _zh_speakers_own(text, focus))
    ):
        return None
    return first_use(replace(candidate, extractor=IMPLIED), known)


# What may open a Chinese clause before where its (dropped) speaker is or goes: when, not who.
_ZH_WHEN_OR_I = re.compile(
    r"(?:我们?|今天|昨天|前天|今早|昨晚|早上|上午|中午|下午|晚上|周末|刚才|刚|最近|平时|每天|现在|"
    r"也|又|都|还|终于|已经|一直|第一次|周[一二三四五六日天])*"
)


def _zh_speakers_own(text: str, focus: str) -> bool:
    """Whether a Chinese line is where its speaker is or goes ("早上在PureGym练了腿"), not a
    name's ("张成去PureGym了", "小李去PureGym了"): only when, 我 or nothing comes before."""
    m = re.search(
        rf"(?:^|[，,。！!：:；;])([^，,。！!：:；;]*?)(?:在|去)\s*{re.escape(focus)}", text
    )
    return m is not None and _ZH_WHEN_OR_I.fullmatch(m.group(1).strip()) is not None


def plan_carried_out(candidate: CandidateFact, known: KnownSlots) -> CandidateFact | None:
    """A line the clause model did not take for a state, kept only as the use of a value its
    subject plans (`extract.fallback.PLAN_USE`): "Legs are dead after The Gym Group last night"
    after "thinking of joining The Gym Group" carries the plan out; otherwise None. Pure."""
    focus = candidate.focus
    planned = known.planned.get(focus.casefold()) if focus else None
    text = candidate.text
    if (
        focus is None
        or planned is None
        or candidate.cues & NOT_IN_USE
        or not uses(text, focus)
        or _NOT_MINE_NOW.search(text)
    ):
        return None
    if has_chinese(text):
        # somewhere the speaker is, goes, or a thing they use ("在Boulders碰到…", "新的X还在磨脚")
        if _ZH_NOT_OWN.search(text) or not re.search(
            rf"(?:在|去|用|开|骑|穿|新的)\s*{re.escape(focus)}", text
        ):
            return None
    elif re.match(rf"\W*(?:the\s+)?{re.escape(focus)}(?![\w])", text, re.IGNORECASE):
        return None  # the thing as the subject: "Octopus Energy are raising prices"
    return _into(replace(candidate, extractor=IMPLIED), planned, focus, changed=True)


def _anchor_open(
    candidate: CandidateFact, known: KnownSlots, vouched_only: bool = False
) -> CandidateFact:
    """An open statement into its slot (`anchor`); with `vouched_only`, only into a slot the
    graph vouches for (else as is)."""
    focus = candidate.focus
    if not focus or not re.search(r"\w", focus) or names_a_kind(focus):
        return candidate  # "🙂"; "the kids have been off school all week": a kind, no value
    # What the statement says ended after naming it is no value it arrives at ("Lloyds的账户
    # 关了，全部换到Nationwide" leaves Lloyds, whatever else it leaves).
    ended = ends(candidate.text, focus) and Cue.INTENT not in candidate.cues
    left = (
        None
        if ended and _ended_after(candidate.text, focus)
        else known.slot_left(candidate.text, focus)
    )
    if left is None and candidate.extractor == CHANGE_SAID and Cue.UPDATE in candidate.cues:
        # A change said in so many words (or a correction) leaves the held value it names.
        left = known.slot_named(candidate.text, focus)
    if left is None:
        left = _slot_left_by_change(candidate, known)
    if left is not None:
        return _into(candidate, left, focus, changed=True)
    planned = known.planned.get(focus.casefold())
    if planned is not None and candidate.cues & {Cue.UPDATE, Cue.INTENT}:
        # Carrying a plan out (or restating it) says so; "watched a documentary about
        # Toronto" names the planned city and carries nothing out.
        return _into(candidate, planned, focus, changed=Cue.INTENT not in candidate.cues)
    if planned is not None and not candidate.cues & NOT_IN_USE and uses(candidate.text, focus):
        # A plan followed by use of its value ("going to swap the Outlander for an Octavia",
        # later "octavia covered in mud again"): the use shows the plan was carried out.
        return _into(candidate, planned, focus, changed=True)
    held = known.held.get(focus.casefold())
    if ended and (held or not vouched_only):
        # Leaving what it names: the held value is retired; else it is history.
        cues = candidate.cues - {Cue.UPDATE}
        over = cues | ({Cue.NEGATION, Cue.PAST} if held else {Cue.PAST})
        return replace(_into(candidate, held or minted_attribute(focus), focus), cues=over)
    if held is not None:
        return _into(candidate, held, focus)
    was = known.past.get(focus.casefold())
    if was is not None and returns(candidate.text, focus):
        # Back on a value the slot held before: its value again, a change (the clause model
        # may read "we're back on" as a plan).
        back = replace(candidate, cues=candidate.cues - {Cue.PAST, Cue.INTENT})
        return _into(back, was, focus, changed=True)
    if was is not None and not candidate.cues & {Cue.UPDATE, Cue.INTENT}:
        # A value the slot held before, named with no change ("had lunch with an old
        # colleague from Zalando"): that slot's past, never a slot of its own.
        return replace(_into(candidate, was, focus), cues=candidate.cues | {Cue.PAST})
    left_kind = _kind_left_by_change(candidate, focus, known)
    if left_kind is not None:
        return _into(candidate, left_kind, focus, changed=True)
    old = swapped_out(candidate.text, focus)
    if (
        old is not None
        and not any(_named(old, held) >= 0 for held in known.held)
        and (not vouched_only or old.casefold() in known.past)
    ):
        # A swap away from a value no slot holds: the old value names the slot both
        # share ("traded my Americano habit for yerba mate"; later "… yerba mate for chai").
        old_slot = known.past.get(old.casefold()) or minted_attribute(old)
        return _into(candidate, old_slot, focus, changed=True)
    # the tenant's knowledge of the name only for a statement said in a form of its own
    # ("I'm at Nexus now", "X, not Y"), not one the fallback guessed ("Picked up my parcel
    # from Nexus reception")
    guessed = candidate.extractor in (PROPOSED, PROPOSED_IMPLIED, IMPLIED)
    known_slot = slot_knowing(focus) if guessed else known.slot_knowing(focus)
    if (
        known_slot is not None
        and not candidate.cues & {Cue.NEGATION, Cue.ABANDONED, Cue.PAST}
        and (Cue.UPDATE in candidate.cues or not (vouched_only or known.holds_any(known_slot)))
    ):
        # A value the vocabulary knows ("The Gym Group", "Castle Dental") said as a change,
        # or as a slot's first value: that slot's, not a slot minted from its own name.
        value = known_value(known_slot, focus) or focus
        return _into(candidate, known_slot, value, changed=Cue.UPDATE in candidate.cues)
    if vouched_only:
        return candidate
    kin = _kin(replace(candidate, attribute=minted_attribute(focus)), focus, known)
    if kin is not None:
        return kin
    same_verb = _slot_of_taking_verb(candidate, known)
    if same_verb is not None:
        return _into(candidate, same_verb, focus, changed=True)
    hint = candidate.attribute_hint
    settled_change = Cue.UPDATE in candidate.cues and not candidate.cues & {Cue.PAST, Cue.NEGATION}
    # A plan placed by a weak hint would later be "carried out" in a slot it never belonged to
    # ("在考虑换成Ocenaudio" read near home_city): it keeps a slot of its own.
    least = HINT_PLAN_MIN if Cue.INTENT in candidate.cues else HINT_MIN
    if hint is not None and (
        (hint[1] >= least and known.holds_any(hint[0]))
        or (hint[1] >= HINT_NEW_SLOT and settled_change)
    ):
        # The model leans to a slot the subject holds: a new value of it, not a new slot.
        # On a hint alone it never replaces the slot's value by itself: that conflict goes
        # to review ("Watched a documentary about Toronto" is no move to Toronto).
        return _into(candidate, hint[0], focus)
    return _into(candidate, minted_attribute(focus), focus)


def _kind_left_by_change(candidate: CandidateFact, focus: str, known: KnownSlots) -> str | None:
    """The vocabulary slot of the value a change leaves, when no slot of the subject holds
    it ("我从Pearl Tree Dental换到Smile Studio了": Pearl Tree Dental is a dentist by its name,
    so Smile Studio is the new dentist). Only a single-valued state slot, known by the
    vocabulary or clearly by the tenant (`KnownSlots.slot_knowing`), and a new value `focus`
    that is a name too: "from Spotify to podcasts", "从Monzo换到现金" leave the kind."""
    if (
        not candidate.leaves
        or Cue.UPDATE not in candidate.cues
        or candidate.cues & {Cue.INTENT, Cue.NEGATION, Cue.PAST}
    ):
        return None
    kind = known.slot_knowing(candidate.leaves)
    if kind is None or slot_spec(kind).cardinality is not Cardinality.SINGLE:
        return None
    return kind if _names_one(focus, kind) else None


def _names_one(value: str, kind: str) -> bool:
    """Whether `value` is a name a `kind` slot could hold: known to the slot, marked as one
    ("华美口腔"), or written as a name ("Smile Studio"), not a common noun ("a fixed tariff")."""
    return bool(
        known_value(kind, value)
        or slot_marked_by(value) == kind
        or re.match(r"[A-Z0-9]", value.strip())
    )


def _slot_left_by_change(candidate: CandidateFact, known: KnownSlots) -> str | None:
    """The slot holding the value a change reading says the candidate leaves
    (`CandidateFact.leaves`), when the candidate's own slot holds nothing; else None."""
    if not candidate.leaves or Cue.UPDATE not in candidate.cues:
        return None
    if candidate.attribute in load_entries() and not is_state_slot(candidate.attribute):
        return None  # an event ("went to Costa for a coffee") is no new value of a state
    taken = known.slot_taken_back(candidate.leaves)
    if taken is None or taken[0] == candidate.attribute or known.holds_any(candidate.attribute):
        return None
    return taken[0]


def _known_as_its_own(candidate: CandidateFact, other: str) -> bool:
    """Whether the candidate's value is one its own slot's vocabulary lists, and `other` holds
    the names of beings (a pet's, a person's): "we've switched Rolo to Naturo" changes the
    dog's food, not its name ("Yorkshire Tea, not matcha latte" still moves between drinks);
    or `other` lists neither value, so the value left was placed there by its form alone
    ("Cancelled Willen Boxing Club, joined The Gym Group": a gym, though "Club" named a club)."""
    if known_value(candidate.attribute, candidate.value) is None:
        return False
    if known_value(other, candidate.value) is not None:
        return False
    return (
        other == "pet_name"
        or value_kind(other) == "person"
        or (candidate.leaves is not None and known_value(other, candidate.leaves) is None)
    )


def _anchor_reading(candidate: CandidateFact, known: KnownSlots) -> CandidateFact:
    """A slot reading into another slot on firmer ground (`anchor`), else as is."""
    if Cue.PAST in candidate.cues or not candidate.value:
        return candidate
    left_by_change = _slot_left_by_change(candidate, known)
    if (
        left_by_change is not None
        and not candidate.attribute.startswith(NAMED_PREFIX)
        and not _known_as_its_own(candidate, left_by_change)
    ):
        return _into(candidate, left_by_change, candidate.value, changed=True)
    left = known.slot_swapped(candidate.text, candidate.value)
    if left is not None and left != candidate.attribute and not _known_as_its_own(candidate, left):
        return _into(candidate, left, candidate.value, changed=True)
    if (
        candidate.attribute.startswith(NAMED_PREFIX)
        and Cue.UPDATE in candidate.cues
        and not known.holds_any(candidate.attribute)
    ):
        # A change into a named slot the subject holds nothing in, leaving a value another
        # slot holds ("new to-do app: Google Keep. bye Any.do" after "I use Any.do for
        # to-dos"): one slot under two nouns, and the change is the held one's (issue 11,
        # failure 4). A vocabulary slot keeps its own ("moved to Berlin and left Acme").
        left = known.slot_left(candidate.text, candidate.value)
        if left is not None and left != candidate.attribute:
            return _into(candidate, left, candidate.value, changed=True)
        # "I've moved my editing over to Hindenburg" after "I'm editing in Ocenaudio now":
        # the noun's verb is the verb of the held slot's values
        same_verb = _slot_of_taking_verb(candidate, known)
        if same_verb is not None:
            return _into(candidate, same_verb, candidate.value, changed=True)
    if Cue.UPDATE in candidate.cues and value_kind(candidate.attribute) == "place":
        # Places nest, and without a gazetteer a district reads as a city: a move that
        # leaves the place another place slot holds ("moved out of Llandaff, new place is in
        # Rhiwbina" after "lives in Llandaff") is that slot's change.
        left = known.slot_left(candidate.text, candidate.value)
        if left is not None and left != candidate.attribute and value_kind(left) == "place":
            return _into(candidate, left, candidate.value, changed=True)
    kin = _kin(candidate, candidate.value, known)
    if kin is not None:
        return kin
    unsettled = {Cue.UPDATE, Cue.INTENT, Cue.NEGATION, Cue.ABANDONED}
    if not candidate.cues & unsettled and (
        known.slot_left(candidate.text, candidate.value) == candidate.attribute
    ):
        # It reports leaving the value its own slot holds ("ditched the Pixel 8, got an
        # iPhone 15"): a change, though no cue of the extractor's said so.
        return _into(candidate, candidate.attribute, candidate.value, changed=True)
    planned = known.planned.get(candidate.value.casefold())
    if (
        planned is not None
        and Cue.UPDATE in candidate.cues
        and planned != candidate.attribute
        and not known.holds_any(candidate.attribute)
    ):
        return _into(candidate, planned, candidate.value, changed=Cue.INTENT not in candidate.cues)
    return candidate


def _into(
    candidate: CandidateFact, attribute: str, value: str, changed: bool = False
) -> CandidateFact:
    entry = load_entries().get(attribute)
    return replace(
        candidate,
        attribute=attribute,
        value=value,
        kind=entry.kind if entry is not None else candidate.kind,
        cues=candidate.cues | {Cue.UPDATE} if changed else candidate.cues,
        confidence=max(candidate.confidence, ANCHORED_CONFIDENCE)
        if changed
        else candidate.confidence,
    )


# A denial and the statement beside it: in one sentence, or in two the parser cut apart with
# no more than this between them ("I'm not at X any more, | I'm at Y now").
_BESIDE_CHARS = 3
Denial = tuple[str, str, tuple[int, int] | None]


def denied_slot(candidates: Sequence[CandidateFact], known: KnownSlots) -> Denial | None:
    """The one held (slot, value) that a candidate of one episode denies, ends or puts in
    the past ("I'm not at Tramlines Events any more", "Cancelled Steel Yard Strength"), with
    where it is said, if exactly one."""
    denied: dict[tuple[str, str], tuple[int, int] | None] = {}
    for c in candidates:
        # an open statement's value is its whole clause: only its focus is a name
        named = c.focus if c.attribute == OPEN_ATTRIBUTE else c.value
        if c.cues & {Cue.INTENT, Cue.ABANDONED} or not named:
            continue
        if ends(c.text, named) or (Cue.NEGATION in c.cues and denies(c.text, named)):
            taken = known.slot_taken_back(named)
            if taken is not None:
                denied[taken] = c.span
    if len(denied) != 1:
        return None
    ((slot, value), span), *_ = denied.items()
    return slot, value, span


# A held value denied in so many words: "not (at) X any more", "no longer with X", "X's no
# more", "不在X了", "不是X了", "X不用了"; not a negative line that names it ("X still hasn't
# paid my expenses").
_DENIES = (
    r"\b(?:not|no longer)\s+(?:\w+\s+){{0,3}}?{value}\b(?:[^,.;!?]{{0,20}}\bany\s?more\b)?"
    r"|{value}\W+(?:is\s+|['’]s\s+)?(?:no more|history|gone|done)\b"
    r"|不(?:再)?[在是用去]\s*{value}|{value}\s*不(?:再)?(?:用|去|在)了"
)


def denies(text: str, value: str) -> bool:
    """Whether `text` denies `value` in so many words (`_DENIES`)."""
    named = re.escape(value)
    pattern = _DENIES.format(value=named)
    return re.search(pattern, text, re.IGNORECASE) is not None


# A statement of the speaker's own state or change, in either language: "I'm at Y now", "it's
# Y now", "I've got Y", "went over to Y", "现在在Y", "在Y上班".
_OWN_STATE = re.compile(
    r"\b(?:i['’]m|i am|we['’]re|we are|it['’]s|i['’]ve got|we['’]ve got|i got|i use|we use|"
    r"i work|i bank|went|gone|moved|switched|changed|swapped|signed up|joined)\b|"
    r"(?:现在|目前)?(?:在|用|是)\s*[A-Z]|在.{1,30}(?:上班|工作)",
    re.IGNORECASE,
)


def _beside(candidate: CandidateFact, other: tuple[int, int] | None) -> bool:
    """Whether a statement is said beside a denial at `other`: in the same sentence, or in the
    next one touching it (`_BESIDE_CHARS`) when it says a change of its own ("I'm at Y now");
    unknown spans are not. "Lovely walk with Archie this morning." before "I left EDF" is
    not."""
    span = candidate.span
    if span is None or other is None:
        return False
    if span[0] < other[1] and other[0] < span[1]:
        return True
    touching = span[0] <= other[1] + _BESIDE_CHARS and other[0] <= span[1] + _BESIDE_CHARS
    return touching and Cue.UPDATE in candidate.cues


def _after_denial(
    candidate: CandidateFact,
    anchored: CandidateFact | None,
    denied: Denial | None,
    known: KnownSlots,
) -> CandidateFact | None:
    """An open statement said beside a denial of a held value ("I'm not at Tramlines Events
    any more, I'm at Blackburn Meadows Logistics now"): the denied slot's new value, where
    anchoring alone would mint a slot, drop it, or start a slot the subject holds nothing in
    on the model's guess alone. The clause split leaves each part without the other, so only
    the episode sees the change. Else `anchored`."""
    focus = candidate.focus
    if (
        denied is None
        or not focus
        or candidate.cues & NOT_IN_USE
        or _same_name(focus.casefold(), denied[1])
        or not _beside(candidate, denied[2])
    ):
        return anchored
    if anchored is None or not (
        slot_knowing(focus) == denied[0] or _OWN_STATE.search(candidate.text)
    ):
        # dropped by anchoring, or no state of the speaker's said ("I'd recommend Y now",
        # "walking in the Peak District now"), unless the value is the slot's kind
        return anchored
    own_slot = anchored.attribute not in (OPEN_ATTRIBUTE, denied[0]) and not (
        anchored.attribute.startswith(MINTED_PREFIX)
    )
    if anchored.attribute == denied[0] or (
        own_slot
        and (known.holds_any(anchored.attribute) or slot_knowing(focus) == anchored.attribute)
    ):
        # in that slot already, the denial ends the old value; a slot the subject holds, or
        # the one its value belongs to, is no guess
        return anchored
    return _into(replace(candidate, considered=None), denied[0], focus, changed=True)


def anchor_statements(
    candidates: Sequence[CandidateFact],
    known: Iterable[KnownValue],
    episode_of: Sequence[int] | None = None,
    value_slots: Iterable[ValueSlotCount] = (),
) -> list[CandidateFact | None]:
    """`anchor` over a batch's candidates in time order. `known` holds (subject, attribute,
    value, role, kind) of what the graph holds, plans or held before in named slots (kind:
    `slot_kind`, or None); each candidate placed in a slot adds its value (held, or planned
    when it is a plan) and its slot's kind for the candidates after it. `episode_of` gives
    each candidate's episode, so a statement beside a denial of a held value becomes that
    slot's change (`_after_denial`). `value_slots` are the vocabulary slots the tenant holds
    the batch's open focuses in (`ValueSlots`); candidates placed in one add to them. None
    where a candidate does not stand (`anchor`). Pure."""
    elsewhere = ValueSlots.of(value_slots)
    slots: dict[str, KnownSlots] = {}
    for subject, attribute, value, role, kind in known:
        if attribute in LINES_KEPT:
            continue  # a line kept as said holds no slot's value, though it names them all
        mine = slots.setdefault(subject.casefold(), KnownSlots(elsewhere=elsewhere))
        by_role = {FactRole.HISTORICAL.value: mine.past, FactRole.TRANSITION.value: mine.planned}
        by_role.get(role, mine.held)[value.casefold()] = attribute
        if kind:
            mine.kinds.setdefault(attribute, kind)
    out: list[CandidateFact | None] = []
    episodes = list(episode_of) if episode_of is not None else list(range(len(candidates)))
    keys = [(e, c.subject.casefold()) for e, c in zip(episodes, candidates, strict=True)]
    together: dict[tuple[int, str], list[CandidateFact]] = {}
    for key, c in zip(keys, candidates, strict=True):
        together.setdefault(key, []).append(c)  # one pass: a batch holds thousands
    denials: dict[tuple[int, str], Denial | None] = {}
    used: set[tuple[int, str]] = set()
    for key, c in zip(keys, candidates, strict=True):
        mine = slots.setdefault(c.subject.casefold(), KnownSlots(elsewhere=elsewhere))
        if key not in denials:
            denials[key] = denied_slot(together[key], mine)
        alone = anchor(c, mine)
        anchored = _after_denial(c, alone, denials[key] if key not in used else None, mine)
        if anchored is not alone:
            used.add(key)
        if anchored is None:
            out.append(None)
            continue
        if anchored.attribute not in (OPEN_ATTRIBUTE, *LINES_KEPT) and anchored.value:
            kind = slot_kind(anchored)
            if kind is not None:
                mine.kinds.setdefault(anchored.attribute, kind)
            value = anchored.value.casefold()
            if (
                anchored.attribute in load_entries()
                and anchored.confidence >= VALUE_SLOT_MIN_CONFIDENCE
                and not anchored.cues & {Cue.NEGATION, Cue.INTENT}
            ):
                elsewhere.add(value, anchored.attribute, subject=anchored.subject)
            if Cue.INTENT in anchored.cues:
                mine.planned[value] = anchored.attribute
            elif Cue.PAST not in anchored.cues:
                mine.held[value] = anchored.attribute
                mine.planned.pop(value, None)
        out.append(anchored)
    for i, (key, c) in enumerate(zip(keys, candidates, strict=True)):
        denied = denials.get(key)
        if (
            key in used
            and denied is not None
            and Cue.NEGATION in c.cues
            and any(
                _same_name(named.casefold(), denied[1]) for named in {c.value, c.focus or ""} - {""}
            )
        ):
            out[i] = None  # the change it sits beside already ends the denied value
    return out


def known_values(tx: ManagedTransaction, tenant: str, subjects: Sequence[str]) -> list[KnownValue]:
    """(subject, attribute, value, role, kind) the graph holds, plans or held before for
    `subjects` in named slots."""
    rows = run(tx, "ingest/known_values", tenant=tenant, subjects=list(subjects),
               open_attribute=OPEN_ATTRIBUTE)  # fmt: skip
    return [(r["subject"], r["attribute"], r["value"], r["role"], r["kind"]) for r in rows]
