"""Change constructions: the ways chat says a value changed, whatever the slot.

"Switched our broadband from Plusnet to TalkTalk", "New team for me: Integrity", "My coffee
order is now a flat white", "数据分析师→产品经理", "把小鹏P7卖了，换了大众朗逸": each says, in
its syntax alone, that the speaker's state moved to a new value (and often from which old
one), with or without a noun naming the attribute. The slot patterns of the vocabulary know
values by attribute; these constructions know change by form, so they hold for attributes no
pattern names (issue 11, failures 3 and 4).

`read_changes` finds them in a sentence (pure, regular expressions over the surface: the
small parser reads chat's dropped subjects and product names too loosely to lean on).
`apply_changes` (extract.pipeline) turns each into the episode's facts: the new value with
an update cue, in the slot the attribute noun names when the vocabulary knows it, else an
open statement the resolver anchors by the old value (resolver.anchor); a fact the rules
read for the old value becomes its past.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from extract.assembly import Reading, Speakers, assemble, is_junk_value, told_in
from extract.chinese import ZH_ASKED_LAST
from extract.cues import find_cues, mend_typos
from extract.fallback import PROPOSED, PROPOSED_IMPLIED
from extract.holders import HE_OR_SHE
from extract.lexicon import (
    BARE_KIN,
    CALENDAR,
    HEDGE_AFTER,
    KIN,
    MONTHS,
    TOLD_LATE,
    UNVOUCHED,
    WHY_I_TYPED,
)
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue
from graph.vocabulary import (
    attribute_for_alias,
    attributes_knowing,
    canonical_spelling,
    fact_kind,
    fold,
    is_state_slot,
    known_value_spans,
    named_attribute,
    slot_for_aliased_value,
    slot_for_named_value,
    slot_marked_by,
    state_slot_knowing,
    state_slot_of_name,
    value_heads,
    value_kind,
)

# Where a value ends: a clause break, a dash, or words that start a new thought.
_END = (
    r"(?=\s*(?:[;!?,:(]|\.(?![^\s.,;!?:()])|\s[-–—]\s|\s+(?:and|but|so|because|(?-i:bc)|cos|cuz|coz|since|after|before|which|as|in|on|"
    r"at|for|from|with|a few|a couple|(?-i:last|this|next)|yesterday|today|tonight|now|lol|haha|"
    r"recently|again|still|too|btw|temporarily|then|instead(?!\s+of)|these days|nowadays|"
    r"back(?=\s+(?:in|on|last|at|around|before|when|then|\d))|"
    r"(?:\d+|an?|one|two|three|four|five|six|a few|a couple of)\s+\w+\s+ago)\b|\s+[^\w\s&+]|$))"
)
# A dot inside a name ("E.ON Next", "Next.js") does not end it; one before a space or the end
# does. A capitalised "The" is the name's own ("The Gym Group").
_NAME_CHAR = r"(?:[^.,;!?:()]|\.(?=[^\s.,;!?:()]))"
_VALUE = rf"(?:(?:(?-i:a|an|the)|my|our)\s+)?(?P<new>[^\s.,;!?:()]{_NAME_CHAR}{{0,40}}?)" + _END
_OLD = rf"(?:(?:(?-i:a|an|the)|my|our)\s+)?(?P<old>[^\s.,;!?:()]{_NAME_CHAR}{{0,40}}?)"
_CHANGE_VERBS = (
    r"switch\w*|swapp?\w*|mov(?:e|ed|ing)|chang\w*|convert\w*|migrat\w*|port(?:ed|ing)|"
    r"transferr?\w*|went|upgrad\w*|downgrad\w*|jump(?:ed|ing)|graduat\w*"
)
# "went to", "jumped to" say a trip or a leap, not a new state, without a "from".
_MOVE_TO_VERBS = _CHANGE_VERBS.replace("went|", "").replace("jump(?:ed|ing)|", "")
# Who may stand before the verb: nobody (chat drops the "I"), I or we, with small words.
# A heading may open the line ("Quick update:", "Fun fact:"), not a speaker ("Sam told me:").
# Atomic groups: the small words must not backtrack over each other on a long line.
_SELF = (
    # "never mentioned it but we …", "Not news really, but back in August we …"
    # "Forgot to mention, I …", "Did it: I …", "forgot to mention I …": a short lead-in set
    # off before the "I"
    # (a dot inside a name, "not E.ON any more, we …", ends no sentence)
    r"^(?:(?:[^.;:!?]|\.(?=\w)){0,40}?(?:\b(?:but|so|and)\s+(?:(?:back\s+)?(?:in|on|last|this)\s+[a-z]+,?\s+)?"
    # ("Finished the second sleeve at last, then I left Smarty and went to giffgaff")
    # ("Oh, and I never told you lot — I left Kingswood Analytics for Reckitt")
    r"|[:,]\s*(?:then\s+)?|\s[—–-]\s*|\b(?:mention|say|tell you)\s+(?:that\s+)?)(?=(?:i|we)\b)"
    # "my head is pounding, and in other news I've gone over to …": the news told afresh
    r"|[^.;:!?]{0,160}?\bin other news\b,?\s+)?"
    r"(?:(?:[a-z]+\s+){0,2}(?:update|news|fact|fyi|btw|psa|did it|done it)(?:\s+[a-z]+){0,4}"
    r"\s*[:—–]\s*)?"
    r"(?:(?:in|on|since|last|this|after)\s+[^,.;]{1,20},\s*)?"
    r"(?>\W*(?:quick update|i've|we've|i have|we have|i'm|we're|'ve|so|ok|okay|well|yep|yeah|"
    r"update|fyi|btw|also|finally|just|officially|i|we|have|oh|and|anyway)\b)*\W*"
)

# A name as written: capitalised words, small joining words inside ("Rail Barons of Mars").
_NAME_WORDS = (
    r"(?-i:(?!I\s)[A-Z0-9][\w'’&+.-]{0,30}"
    r"(?:\s+(?:(?:of|de|la|du|van|von|and|&)\s+)?[A-Z0-9][\w'’&+.-]{0,30}){0,4})"
)

# A provider's name as a bill writes it ("iD Mobile", "Octopus"), and what it bills.
_BILLED = r"(?-i:(?:[A-Z0-9]|[a-z][A-Z])[\w'’&+.-]{0,30}(?:\s+[A-Z0-9][\w'’&+.-]{0,30}){0,3})"
_BILL = r"(?:bill|statement|invoice|direct debit)"

# "left Bootle", "quit Alder Hey": the old name a leaving form names before the new one
_LEFT_OLD = _SELF + r"(?P<names>)(?:left|quit)\s+" + _OLD

_ENGLISH: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        # "switched our broadband from Plusnet to TalkTalk", "I moved from paleo to dairy-free"
        _SELF + rf"(?:jump(?:ed|ing)\s+ship|{_CHANGE_VERBS})\s+(?:over\s+)?"
        r"(?:(?:(?:my|our|the)\s+)?(?P<noun>[a-z][a-z ]{1,24}?)\s+)?"
        rf"from\s+{_OLD}\s+(?:to|for|onto|into)\s+{_VALUE}",
        # "I left Fraud Detection for the Platform Infra team", "replaced the Surface Laptop
        # with an HP Spectre"
        _SELF + r"(?P<names>)(?:left|quit|ditched|dropped|swapped|traded(?:\s+in)?|replaced|sold|"
        r"part[-\s]?exchanged)\s+"
        rf"{_OLD}(?:\s+in)?\s+(?:for|with)\s+{_VALUE}",
        # "I've gone off chai latte, it's hot chocolate from now on": what is had now, said as
        # such after the one gone off
        # (or given up: "I gave up decaf americano, it's oat latte now!")
        _SELF + r"(?P<gone_off>)(?:(?:gone|going|went)\s+off|(?:gave|given)\s+up(?:\s+on)?)\s+"
        rf"{_OLD}\s*[,;—–-]+\s*(?:so\s+|and\s+)?(?:it['’]s|it\s+is)\s+(?:all\s+)?{_VALUE}"
        r"(?=\s+(?:from\s+now\s+on|these\s+days|now|instead)\b)",
        # "I gave up PG Tips for Lyons" (not "gave up Netflix for Lent", "… for running"): two
        # values of one slot
        _SELF + r"(?P<names>)(?P<one_slot>)(?:gave|given)\s+up(?:\s+on)?\s+"
        rf"{_OLD}\s+for\s+{_VALUE}",
        # "my manager changed from Ingrid to Sana", "our broadband's switched from Plusnet to Zen"
        r"\b(?:my|our)\s+(?P<noun>[a-z]+(?:\s+(?!has\b|have\b)[a-z]+)?)"
        r"(?:['’]s|\s+has|\s+have)?\s+"
        rf"(?:changed|switched|moved|gone)\s+from\s+{_OLD}\s+(?:to|over to)\s+"
        rf"(?P<slot_noun>){_VALUE}",
        # "my podcast these days is Decoder"
        r"\bmy\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+(?:these days|nowadays|now)\s+(?:is|are)\s+"
        rf"(?P<at>at\s+)?{_VALUE}",
        # "Helix is my editor now", "The Green Fork is my favourite place to eat now"
        r"(?:^|[:;,—–]\s*)(?P<new>(?!I\s)[A-Z0-9][^.,;!?:()]{0,40}?)\s+(?:is|are)\s+(?:now\s+)?my\s+"
        r"(?:new\s+|go-to\s+|main\s+|usual\s+)?(?P<noun>[a-z]+(?:\s+[a-z]+){0,3}?)\s+"
        r"(?:now|these days|nowadays)\b",
        # "I switched to EDF for energy", "moved over to Monzo for my everyday banking": the
        # noun after "for" names the slot
        _SELF + rf"(?:{_MOVE_TO_VERBS})\s+(?:over\s+)?(?:to|onto)\s+(?P<named_to>)"
        rf"(?P<new>(?-i:[A-Z0-9])[^\s.,;!?:()]{_NAME_CHAR}{{0,40}}?)\s+for\s+(?:(?:my|our)\s+)?"
        r"(?!(?:job|work|school|fun|now|good|love|money|life|ages|a\b|the\b)\b)"
        r"(?P<noun>[a-z][a-z-]*(?:\s+[a-z]+)?)(?=\s*(?:[.,;!?]|\s[-–—]\s|$))",
        # "we've gone over to E.ON for gas and electric": a value some slot knows ("went over
        # to Dan's" is a visit)
        _SELF + r"(?:went|gone|going)\s+over\s+to\s+(?P<provider>)" + _VALUE,
        # "Converted to cold brew", "Migrating to Joplin", "I've moved over to Linear"
        _SELF + rf"(?:{_MOVE_TO_VERBS})\s+(?:over\s+|back\s+)?(?:to|onto)\s+{_VALUE}",
        # "we moved manager to Gwen", "switched hairdresser to Mane Street": the noun names
        # the slot, the value must be a name ("moved the meeting to the big room" is none)
        _SELF + rf"(?:{_MOVE_TO_VERBS})\s+(?:(?:my|our|the)\s+)?(?P<named_to>)"
        r"(?P<noun>(?-i:[a-z][a-z-]*(?:\s+(?!over\b)[a-z]+)?))\s+(?:over\s+)?(?:to|onto)\s+"
        + _VALUE,
        # "I've moved gyms, it's PureGym now", "changed dentists - it's Bridge Dental now": the
        # plural names the slot, the name after "it's" its new value
        _SELF + rf"(?:{_MOVE_TO_VERBS})\s+(?P<named_to>)(?P<noun>(?-i:[a-z]+?))(?:(?<=ss)es|s)"
        r"\s*(?:[,;:—–]|\s-)\s*(?:(?:and|so)\s+)?it['’]?s\s+(?:now\s+)?" + _VALUE,
        # "Triodos for everything day to day, but …", "Day to day it's the Skoda Octavia, but
        # …", "Mostly Signal, but …": the main value, before a scoped exception
        r"(?:^|[.;!—–:]\s*)(?:(?:mostly|mainly|usually|normally|day[- ]to[- ]day)\W+)?"
        r"(?:it['’]s\s+)?(?:(?-i:the|a|an)\s+)?(?P<named_to>)"
        rf"(?P<new>{_NAME_WORDS})\s+for\s+(?:everything|most things|the most part|"
        r"day[- ]to[- ]day(?:\s+stuff)?|everyday stuff)\b",
        # "Everything's with Wessex Building Society except the savings, …"
        r"(?:^|[.;!—–:]\s*)everything['’]?s\s+(?:with|on|at|in)\s+(?:(?-i:the)\s+)?(?P<named_to>)"
        rf"(?P<main_named>)(?P<new>{_NAME_WORDS})(?=\s*,?\s*(?:but|though|except|apart from)\b)",
        r"(?:^|[.;!—–:]\s*)(?:mostly|mainly|usually|normally|day[- ]to[- ]day)\W+"
        r"(?:it['’]s\s+)?(?:(?-i:the|a|an)\s+)?(?P<named_to>)"
        # ("Mostly the Cliffside Hotel these days, just Sunday shifts at …")
        rf"(?P<new>{_NAME_WORDS})(?:\s+(?P<main_named>these days|nowadays))?"
        r"(?=\s*,\s*(?:but|though|except|just|only|apart from)\b)",
        # "I wear Scarpa Instinct for most things but keep …", "I use Ardour mostly, but …":
        # the speaker's verb before the main value
        r"(?:^|[.;!—–:]\s*)(?:i|we)\s+(?:(?:mostly|mainly|usually|normally)\s+)?[a-z]+\s+"
        r"(?:(?:with|at|on|in)\s+)?(?:(?-i:the|a|an|my|our)\s+)?(?P<named_to>)"
        rf"(?P<new>{_NAME_WORDS})\s+(?:for\s+(?:everything|most things|the most part)|mostly|"
        r"mainly|day[- ]to[- ]day)(?=\s*,?\s*(?:but|though|except)\b)",
        # "O2 from now on", "Spine Club it is", "Can confirm, Hotwells it is": a choice said
        # as settled
        r"(?:^|[.;!—–:]\s*|^\W*(?i:can confirm),\s*)"
        r"(?P<named_to>)(?P<new>(?-i:[A-Z0-9])[^.,;!?:()]{0,40}?)\s+"
        r"(?:from now on|going forward|it is(?=\s*(?:[.!]|$)))",
        # "New team for me: Integrity", "my new role is engineering manager", "New phone day:
        # an iPhone 15", "new job is at Brightloop"
        r"(?:^|[—–;,:]\s*|\s-\s*|\bmy\s+|\bour\s+|^\W*)new\s+(?P<noun>[a-z][a-z-]*(?:\s+[a-z]+)?)\s*"
        rf"(?:for me|for us|day)?\s*(?::|\bis\b|=|\bwill be\b|,(?=\s*(?-i:[A-Z0-9])))\s*"
        rf"(?P<at>at\s+)?{_VALUE}",
        # "Oh, and new boots: Hanwag Alaska", "the new phone is a Fairphone 5": a lead-in or
        # "the" before the new thing's noun, a name after it
        r"(?:^|[;:.!—–]\s*|\b(?:and|oh|also|plus)\s+)(?P<the_new>the\s+)?new\s+"
        r"(?!(?:one|ones|thing|things|stuff|guy|girl|bloke|lot|episode|season|series|album|"
        r"single|song|track|film|movie|book|game|trailer|record|show|look|logo|teacher|coach|"
        r"signing|player|neighbours?|vicar|head|baby|kid|puppy)\b)"
        r"(?P<noun>(?-i:[a-z][a-z-]*))\s*(?::|\s+is\s+|,\s*)\s*(?P<named_to>)"
        rf"(?:(?-i:a|an|the)\s+)?(?P<new>(?-i:[a-z](?=[A-Z]))?{_NAME_WORDS})"
        # (not "the new car: Kirsty's, a Skoda Enyaq": whose it is, then what)
        r"(?!(?<=['’]s),\s*(?:a|an|the)\s)(?=\s*(?:[.,;!]|$))",
        # "Mateo's official coffee order is now a flat white", "my editor is Zed now"
        r"(?:^|\bmy\s+|\bour\s+|^(?P<name>[A-Z]\w+)['’]s\s+)(?:\w+\s+){0,2}?(?P<alias_only>)"
        rf"(?P<noun>(?-i:[a-z]+)(?:\s+order)?)\s+(?:is|are)\s+now\s+(?P<at>at\s+)?{_VALUE}",
        # "Bit of old news, but I've been at Hartwell Foods since July", "Forgot to announce
        # it, but I've been fixtures secretary since October": a state told late, from then
        # (not a stay, a visit or a search: "I've been at the Royal Free since Christmas, the
        # ward is grim", "I've been Googling Octopus since last week")
        _SELF + r"(?:i['’]ve|i have)\s+been\s+(?P<been_at>at\s+)?"
        r"(?:(?-i:the)\s+)?(?P<been_since>)"
        rf"(?P<new>{_NAME_WORDS}|(?-i:[a-z][\w-]*(?:\s[a-z][\w-]*){{0,2}}))\s+since\s+"
        rf"(?:(?:{MONTHS})\b|last\s+(?:year|spring|summer|autumn|winter)\b)"
        r"(?![^.!?]*\b(?:ward|patient|appointment|while|visit\w*|interview\w*|waiting|"
        r"hospital|holiday|staying|stay|lol|knee|back|leg)\b)",
        # "it's pescatarian for me now"
        r"\bit['’]?s\s+(?:(?:a|an|the)\s+)?(?P<new>[^.,;!?:()]{1,40}?)\s+for\s+(?:me|us)\s+now\b",
        # "most of us ended up in Checkout"
        rf"(?:^|\bi\s+|\bwe\s+|\bof us\s+)ended up\s+(?:in|at|on|with)\s+{_VALUE}",
        # "I left Meridian Talent and I signed with Foxtrot Creative", "quit Sunday Drivers.
        # The Static Hum took me on": leaving one name, then arriving at another.
        _SELF + r"(?P<names>)(?:left|quit|ditched|dropped|dumped|cancell?ed|parted ways with|"
        r"walked away from|(?:gave|given) up(?:\s+on)?|wiped|uninstalled|got rid of|sold|closed|"
        r"retired|"
        r"stopped (?:going to|using|seeing)|"
        r"handed back)\s+" + _OLD + r"(?:\s+(?:behind|account|membership|contract|subscription))?"
        r"(?:\s*[,.;!—–-]+\s*|\s+and\s+)(?:(?:then|now|so|and)\s+)?"
        r"(?:i(?:['’]ve|\s+have)?\s+)?(?:signed (?:up )?(?:with|for|to|at)|signed on with|joined|"
        r"opened (?:one|an account) (?:with|at)|got into|it['’]?s|"
        # "given up on Ocado, the weekly shop is Morrisons now"
        r"(?:the|my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+is(?:\s+now)?(?=\s+\S+[^.,;!?]*\bnow\b)|"
        r"put|installed|bought|got|picked up|"
        r"started (?:at|with)|went with|(?:went|gone) over to|"
        r"(?:went|gone|opted) for(?=\s+(?-i:[A-Z0-9]))|"
        r"switched (?:(?:my|our|the)\s+[a-z]+\s+)?to|"
        r"moved (?:(?:my|our|the)\s+[a-z]+\s+)?(?:over )?to|(?:i['’]m|i am) (?:now )?"
        r"(?:with|at))\s+" + _VALUE,
        # "I closed my Nationwide account and went to Barclays" (not "… went to Spain for a week")
        _SELF + r"(?P<names>)closed\s+" + _OLD + r"\s+account\s+and\s+(?:went|moved|switched)\s+"
        r"(?:over\s+)?to\s+(?![^.;!?,]*\bfor\b)" + _VALUE,
        _SELF
        + r"(?P<names>)(?:left|quit|ditched|dropped|dumped|parted ways with|walked away from)\s+"
        + _OLD
        + r"\s*[,.;!—–-]+\s*(?:the\s+)?(?P<new>[^\s.,;!?:()][^.,;!?:()]{0,40}?)\s+"
        r"(?:took me on|signed me|hired me)\b",
        # "Paramount+ got cancelled, BritBox instead", "The Ford Fiesta's gone, it's a Nissan
        # Leaf now", "Welsh is abandoned, it's Mandarin now": the old name ends, the new one
        # is said (names on both sides)
        r"(?:^|[:;,.!—–-]\s*)(?:the\s+|my\s+|our\s+)?(?P<names>)"
        r"(?P<old>(?-i:[A-Z0-9][\w&+.-]{0,30}(?:\s+[A-Z0-9][\w&+.-]{0,30}){0,4}))"
        r"(?:['’]s|\s+is|\s+has|\s+got|\s+was)?\s+"
        r"(?:been\s+)?(?:gone|cancell?ed|abandoned|closed|history|over|done|sold|dropped)\s*"
        r"[,;:.!—–-]+\s*(?:(?:it['’]?s|now it['’]?s|i['’]m on|we['’]re on)\s+)?(?:(?:a|an|the)\s+)?"
        rf"(?P<new>{_NAME_WORDS})\s+(?:instead|now|these days)\b",
        # "Cinemora out, Kinoplus in": the old name leaves, the new one comes in
        r"(?:^|[:;,.!—–-]\s*)(?P<names>)(?P<own>)(?P<old>(?-i:[A-Z0-9])[^.,;!?:()]{0,40}?)\s+out\s*"
        r"(?:[,;/&+]\s*|\s+and\s+)(?P<new>(?-i:[A-Z0-9])[^.,;!?:()]{0,40}?)\s+in\b",
        # "new employer! Northwind Logistics instead of Mosaic Foods": the name taken up,
        # then the one it replaces (names on both sides)
        r"(?:^|[:;!—–-]\s*|\bnew\s+(?P<noun>[a-z]+)\s*[!:—–-]+\s*|"
        r"\b(?:went with|chose|picked|now on|now using|"
        r"(?:i|we)\s+(?:go|train|shop|bank)\s+(?:to|at|with))"
        r"\s+)(?P<names>)(?P<own>)"
        rf"(?P<new>{_NAME_WORDS})(?:\s+(?:now|these days))?\s+instead of\s+(?:my\s+|our\s+)?"
        rf"(?P<old>{_NAME_WORDS})"
        r"(?!\s+(?:today|tonight|this time|for once|for now|for the))"
        r"(?=\s*(?:[.,;!?:()]|\s[-–—]\s|$))",
        # "No, not Smarty any more, it's Lyca Mobile these days", "not with Octopus anymore -
        # Liverbird Power now", "done with Cains ages ago, Peroni now": the old name denied,
        # the new one said (names on both sides)
        r"(?:^|[:;,.!—–-]\s*)(?:no\W+)?(?:(?:i|we)['’](?:m|re)\s+|i am\s+|we are\s+)?"
        r"(?P<names>)(?:not\s+(?:(?:with|on|at|in|using|driving|drinking|doing|learning|"
        r"having)\s+)?|(?:done|finished)\s+with\s+|"
        # "I don't have Mubi any more, it's BritBox", "we don't use Slack any more, Teams now"
        r"(?:(?:i|we)\s+)?(?:don['’]?t|do not)\s+(?:have|use|go to|watch|bank with|shop at|"
        r"train at)\s+)(?:(?:the|a|an|my|our)\s+)?"
        rf"(?P<old>{_NAME_WORDS})\s+(?:any\s?more|ages ago|a while ago|these days|nowadays)"
        r"\s*[,;:.!—–-]+\s*"
        r"(?:(?:it['’]?s|it is|(?:i|we)['’](?:m|re)\s+(?:on|with|at|in|using)|now(?:\s+it['’]?s)?|"
        # "…, we went to Dyfi Energy", "…, I go to Bay Crossfit", "…, I've switched to Voxi"
        r"(?:i|we)(?:['’]ve|\s+have)?\s+(?:went|gone|go|moved|switched|changed)\s+(?:over\s+)?"
        r"(?:to|with|onto)|(?:i|we)\s+(?:go|train|bank|shop)\s+(?:to|at|with))"
        r"\s+)?(?:(?:the|a|an)\s+)?"
        rf"(?P<new>{_NAME_WORDS})(?<!['’]s)(?:\s+(?:now|these days|nowadays|instead))?"
        r"(?=\s*(?:[.,;!?:()]|\s[-–—]\s|$))",
        # "Moved out of West Derby and into a little terrace in Huyton", "we're finally out of
        # Moulsecoomb and into Hanover"
        _SELF + r"(?P<names>)(?:mov(?:e|ed|ing)\s+)?out\s+of\s+" + _OLD + r"\s+(?:and\s+)?into\s+"
        r"(?:(?:a|an|the|my|our)\s+[^,.;!?]{0,30}?\s+in\s+)?" + _VALUE,
        # "Left Bootle last weekend, we're in Southport now": leaving one place, then where
        # one is now (or has been since), a short time phrase between
        _LEFT_OLD + r"(?:\s+(?:(?-i:last|this)\s+\w+|\w+\s+ago|yesterday|today))?\s*[,.;!—–-]+\s*"
        r"(?:(?:and|so)\s+)?(?:(?:i|we)['’](?:m|re)\s+)?(?:now\s+)?(?:in|at|on|with)\s+"
        + _VALUE
        + r"(?=\s+(?:now|these days)\b)",
        # "Gave up Italian, doing Mandarin instead", "cancelled Mubi, on BritBox now": the old
        # one given up, the new one taken up in its place
        _SELF
        + r"(?P<names>)(?:gave up|given up|giving up|quit|ditched|cancell?ed|packed in)\s+"
        + _OLD
        + r"\s*[,;.!—–-]+\s*(?:(?:and|so)\s+)?(?:(?:i|we)['’](?:m|re)\s+)?(?:now\s+)?"
        r"(?:doing|learning|using|on|with|into|got|joined|signed up (?:to|with|at))\s+"
        rf"(?:(?-i:the|a|an)\s+)?(?P<new>{_NAME_WORDS})(?=\s+(?:instead|now|these days)\b)",
        # "closed the Starling account, TSB now", "I've left Ness Sailing Club, just Culloden
        # Curling Club now", "sold the guitar, just the clarsach now": the one left, then the
        # name alone that holds now (names on both sides)
        _SELF + r"(?P<names>)(?P<leave_verb>left|quit|ditched|dropped|cancell?ed|closed|sold|"
        r"retired|(?:gave|given) up(?:\s+on)?|got rid of)\s+(?:(?-i:the|a|an)\s+|my\s+|our\s+)?"
        rf"(?P<old>{_NAME_WORDS}|(?-i:[a-z][\w-]*))"
        r"(?:\s+(?:account|membership|contract|subscription))?\s*[,;—–-]+\s*"
        r"(?:(?:so|and)\s+)?(?:(?:it['’]?s|(?:i|we)['’](?:m|re)\s+(?:with|on|at))\s+)?"
        r"(?:just\s+|only\s+)?(?:(?-i:the|a|an)\s+)?(?P<left_then_now>)"
        # lower case only after "just" and for a value some slot knows whole ("just the
        # clarsach now"; not "gave up on the bus, walking now"), checked below
        rf"(?P<new>{_NAME_WORDS}|(?-i:[a-z][\w-]*(?:\s[a-z][\w-]*)?))"
        # ("Finally left OVO, E.ON Next from the first of the month")
        r"(?=\s+(?:now|these days|nowadays|(?P<from_then>)from\s+(?:now on|today|this week|"
        r"the (?:first|1st|start) of (?:the|this|next) month|(?-i:[A-Z][a-z]+day)))\b)",
        # "we left Bracken Energy, OVO does our energy now": the new name does the slot's
        # noun for the speaker
        _SELF
        + r"(?P<names>)(?:left|quit|ditched|dropped|cancell?ed|closed)\s+"
        + _OLD
        + r"(?:\s+(?:account|membership|contract|subscription))?\s*[,;—–-]+\s*"
        rf"(?:(?:so|and)\s+)?(?P<new>{_NAME_WORDS})\s+(?:does|do|handles|supplies)\s+"
        r"(?:(?:my|our)\s+)(?P<noun>(?-i:[a-z]+(?:\s+[a-z]+)?))\s+(?:now|these days)\b"
        r"(?P<slot_noun>)",
        # "I left Alder Hey, been at Pierhead Insurance since August"
        _LEFT_OLD
        + r"\s*[,.;!—–-]+\s*(?:(?:and|so)\s+)?(?:(?:i|we)['’]ve\s+)?been\s+(?:in|at|on|with)\s+"
        + _VALUE
        + r"(?=\s+since\b)",
        # "Gone onto Lucky Saint, the Cains was killing me"
        _SELF
        + r"(?:gone|went|moved|switched)\s+(?:over\s+)?(?:onto|on to)\s+(?P<named_to>)"
        + _VALUE,
        # "made the move to Utrecht", "made the switch to Ableton"
        _SELF
        + r"(?:made|making)\s+the\s+(?:move|switch|jump|leap)\s+(?:over\s+)?(?:to|onto)\s+"
        + r"(?P<named_to>)"
        + _VALUE,
        # "So yeah, I've got a new partner, Femi": the new thing named after its noun
        _SELF + r"(?:got|have|found)\s+(?:myself\s+)?an?\s+new\s+"
        r"(?P<noun>(?-i:[a-z][a-z-]*(?:\s+[a-z]+)?))\s*[,:—–-]\s*"
        rf"(?P<new>{_NAME_WORDS})(?=\s*(?:[.!;,]|$))",
        # "I've left Monzo and gone to HSBC": a name left, then gone to another (not "… went
        # to Aldi for milk", an errand)
        _SELF + r"(?P<names>)(?:left|quit|ditched|dropped|cancell?ed|closed)\s+"
        rf"(?:(?:my|our|the)\s+)?(?P<old>{_NAME_WORDS})"
        r"(?:\s+(?:account|membership|contract|subscription))?\s+and\s+(?:i['’]ve\s+|have\s+)?"
        r"(?:went|gone|moved|switched)\s+(?:over\s+)?to\s+(?![^.;!?,]*\bfor\b)(?P<membership>)"
        + _VALUE,
        # "Nope, Clearwater Digital is ancient history, I'm at Royal Sussex County Hospital",
        # "… is ancient history, my dentist is Lanes Dental": the old name is history, the
        # new one said after it
        r"(?:^|[:;,.!—–-]\s*)(?:the\s+|my\s+|our\s+)?(?P<names>)"
        rf"(?P<old>{_NAME_WORDS})(?:['’]s|\s+is|\s+was)\s+(?:ancient\s+|old\s+)?history\s*"
        r"[,;:.!—–-]+\s*(?:(?:i|we)['’](?:m|re)\s+(?:at|with|on|in|using)\s+|it['’]?s\s+|"
        r"(?:my|our)\s+[a-z]+(?:\s+[a-z]+)?\s+is\s+)(?:(?:a|an|the)\s+)?"
        rf"(?P<new>{_NAME_WORDS})(?=\s*(?:[.,;!?]|$))",
        # "My first iD Mobile bill came in, half what Tidewave charged": the first bill of a
        # provider is the news of having switched to it
        r"\b(?:my|our)\s+first\s+(?P<named_to>)(?P<new>" + _BILLED + r")\s+" + _BILL + r"\b",
        r"(?:^|[.;!—–:,]\s*)first\s+(?P<named_to>)(?P<new>"
        + _BILLED
        + r")\s+"
        + _BILL
        + r"\s+(?:came|arrived|landed|is in|has come|just came)\b",
        # "my first payslip from Arup came through", "first shift at Greggs tomorrow" (a plan,
        # by its time): the employer
        r"\bfirst\s+(?P<named_to>)(?P<noun>payslip|pay slip|paycheck|paycheque|shift)\s+"
        rf"(?:from|at|with)\s+(?P<new>{_NAME_WORDS})",
        # "Aisling ended around February 2024, it's been Dario since"
        r"(?:^|[:;.!]\s*)(?P<names>)(?P<old>(?-i:[A-Z0-9])[^.,;!?:()]{0,40}?)\s+(?:ended|finished|"
        r"is over|was over|is done|stopped)\b[^.;!?]{0,40}?[,;.—–-]\s*(?:and\s+)?it['’]s been\s+"
        r"(?P<new>(?-i:[A-Z0-9])[^.,;!?:()]{0,40}?)\s+(?:ever\s+)?s(?:ince|nice)\b",
    )
)
# "数据分析师→产品经理", "Mate 60 -> 小米14": an arrow between two names, any language.
_ARROW_SIDE = r"(?:[\w.&'+-]+(?:\s[\w.&'+-]+){0,3}?|[\u4e00-\u9fff\w]{1,10})"
_ARROW = re.compile(
    rf"(?:^|[\s，,。！!：:])(?P<old>{_ARROW_SIDE})\s*(?:→|->|=>|➡️?)\s*(?P<new>{_ARROW_SIDE})"
    r"\s*(?=[，,。！!？?；;(（]|\.(?:\s|$)|[^\w\s]*\s*$)"
)
# A line that names what changed before the sentence that says how ("changed cleaner today.
# Shanice ➡️ Agnieszka").
_CHANGED_NOUN = re.compile(
    r"(?:^|[.!?]\s+)\W*(?:[a-z]+\s+){0,2}?(?:changed|switched|swapped|new)\s+(?:(?:my|our|the)\s+)?"
    r"(?P<noun>[a-z]+(?:\s+(?!today|yesterday|this|again)[a-z]+)?)"
    r"\s*(?:today|yesterday|this week|again)?\s*[.:!—–-]+\s*$",
    re.IGNORECASE,
)
# Where a Chinese value ends: particles, then a break or the end.
ZH_VALUE_END = (
    r"(?:了|啦|呢|吧|哈)*+(?=[，,。！!？?；;]|$|(?!\.[A-Za-z0-9])[^\w\s])"  # "E.ON" goes on
)
_ZH_VALUE = (
    # a Latin name may run longer than a Chinese one ("去Riverside Leisure Centre了")
    r"(?P<new>[^，,。！!？?；;\s了](?:[^，,。！!？?；;]{0,20}?|[\x20-\x7e]{21,40}?))"
    r"(?:了|啦|呢|吧|哈|😂)*+\s*(?=[，,。！!？?；;～~]|$)"
)
_CJK = re.compile(r"[\u4e00-\u9fff]")
# "(上周末)我从Hallam Digital…": a lead of time, then the old name left
_ZH_FROM_OLD = (
    r"(?:^|[，,：:]\s*)(?:[^，,。]{0,10}?(?:前|后|以来|起|月份?|周末?))?(?:我们?)?(?:就|已经|刚)?从"
    r"(?P<old>[^，,。！!？?；;]{2,30}?)"
)


def has_chinese(text: str) -> bool:
    """Whether `text` holds Chinese characters (read by the Chinese forms)."""
    return _CJK.search(text) is not None


_CHINESE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        # "把小鹏P7卖了，换了大众朗逸", "Mate 60淘汰了，换了小米14"
        r"(?:^|[，,：:]\s*)(?:[^，,。]{0,10}?(?:前|后|以来|起|月份?|的时候))?(?:就(?=我))?(?:我们?)?"
        # "…，不过welsh放弃了，开始学German": the connective is not the old value's
        r"(?:不过|但是?|可是|然后|而且|所以)?"
        r"(?:就|已经)?(?:把)?(?P<old>(?![的份])[^，,。！!？?；;把：:]{2,40}?)(?:的(?:卡|账号|账户|会员卡?))?"
        # 卸了 "unloaded" as often as "uninstalled": only after a Latin name (an app's)
        r"(?:卖了|淘汰了|不用了|不练了|不喝了|不学了|退了|退掉了|换掉了|戒了|戒掉了|放弃了|"
        r"(?<=[A-Za-z0-9])卸了|卸载了|注销了|删了|(?<=账户|账号)关(?:掉)?了)"
        # "…退了，去Bay Crossfit了", "日语放弃了，开始学韩语", "…卖了，买了Toyota Yaris"
        # "把Nissan Leaf卖了，昨天提了一辆Honda Jazz": a car picked up, with when and how many
        r"[，,]\s*(?:现在|目前|昨天|前天|今天|上周|这周)?(?:换了|换成了?|换到了?|"
        r"改[成用喝吃练去听看玩骑开学]了?|只用|只练|只喝|"
        r"(?P<zh_then>去了?|开始学|买了|提了|入了|办了|报了|订了|加入了|开了)(?:一[辆台部只个])?)\s*"
        + _ZH_VALUE,
        # "退了Penylan Tennis Club，现在去The Gym Group": leaving one, then where one goes now
        r"(?:^|[，,：:]\s*)(?:[^，,。]{0,10}?(?:前|后|以来|起|月份?)|(?:昨天|今天|前天|这周|上周))?"
        r"(?:我们?)?(?:就|已经)?"
        r"(?:退了|取消了|离开了?|不去了|不用了|不用|不去|不吃|不喝|不开|不住|不在|放弃了|不学|不是)"
        r"(?P<old>[^，,。！!？?；;了]{2,40}?)了?[，,]\s*"
        # "…，现在去The Gym Group", "我9月份退了X，去PureGym了", "我不学德语了，改学盖尔语",
        # "退了Mubi，改订Flickbox"
        r"(?:(?:现在|目前)(?P<zh_now>改去|去|用|在|换到|换成了?|改用|改订|是|学)|"
        # "退了PureGym，办了Ironbridge Strength": a membership taken out instead
        r"(?P<zh_then>改去|改用|改学|改订|开始学|去了?|办了|报了|加入了|订了|"
        # a bare 改 before a Latin name that ends the clause ("改British Gas！", not "改Monday再说")
        r"改(?=[A-Z][A-Za-z0-9 &'’.+-]*(?:[了啦]*[，,。！!～~]|[了啦]*$))))\s*" + _ZH_VALUE,
        # "Kia Niro置换了一辆Skoda Octavia", "Kia Niro换成了Skoda Octavia": one name traded for
        # another, both Latin (the slot is the one both names are of)
        r"(?:^|[，,。：:]\s*)(?:我们?)?(?:就|已经|刚)?(?P<traded>)(?P<old>[A-Z][\x20-\x7e]{1,40}?)\s*"
        r"(?:置换(?:了|成了?)|换成了?)(?:一[辆台部只个])?\s*" + _ZH_VALUE,
        # "从手冲改成了美式", "从A换到B"
        # "Ollie把Volvo V60换成Dacia Sandero了", "从Aire Logistics跳到了Yorkshire Water": the
        # holder (a name, 他/她) is read by extract.holders
        rf"(?:^|[，,]\s*)(?:[^，,。]{{0,10}}?(?:前|后|以来|起))?"
        rf"(?:我们?)?(?:就|已经|刚|也)?(?:从|(?P<ba>把))"
        rf"(?P<old>[^，,。！!？?；;]{{1,20}}?|[\x20-\x7e]{{21,40}}?)"
        rf"(?:换成|改成|换到|转到|搬到|改用|(?P<jump>跳到|跳槽到))了?"
        rf"\s*{_ZH_VALUE}",
        # "我从Hallam Digital辞职了，现在在Sheffield Hallam": leaving a job, then where one is
        _ZH_FROM_OLD + r"(?:辞职|离职|走人)了?[，,]\s*(?:现在|目前)?"
        r"(?P<zh_job>)(?:在|加入了?|入职了?|(?P<zh_then>去了))\s*" + _ZH_VALUE,
        _ZH_FROM_OLD + r"退出了?[，,]\s*(?:现在|目前)?(?:在|加入了?)\s*" + _ZH_VALUE,
        # "换成Zen Internet了", "换了大众朗逸" with the subject dropped or 我
        rf"(?:^|[，,]|我|我们)(?:[^，,。]{{0,10}}?(?:前|后|以来|起))?(?:就|已经|也|又|刚)?"
        rf"(?:换成了?|改成了?|改用了?|换了|换到了?|转到了?)\s*{_ZH_VALUE}",
        # "报名去了红狐队！前几周离开了白鹭队": arriving at one, leaving another
        r"(?:报名|加入|转|换|签|搬)(?:去|到|进)?了(?P<new>[^，,。！!？?；;\s]{1,12}?)"
        r"(?:了|啦|吧)*[，,。！!；;]\s*[^，,。！!？?]{0,8}?离开了?(?P<old>[^，,。！!？?；;\s]{1,12}?)"
        + ZH_VALUE_END,
        r"离开了?(?P<old>[^，,。！!？?；;\s]{1,12}?)[，,。！!；;]\s*(?:现在|然后)?(?:报名|加入|转|换|签|搬)"
        r"(?:去|到|进)?了\s*" + _ZH_VALUE,
        # "Kdenlive是个错误，这周起又是DaVinci Resolve"
        r"(?P<old>[^，,。！!？?；;\s]{1,20}?)是个错误[，,。！!；;]\s*(?:这周|本周|今天|这个月|现在)"
        r"起?(?:又|就|改)?(?:是|用)\s*" + _ZH_VALUE,
        # "再见阿姆斯特丹 你好深圳": goodbye to one, hello to another
        r"(?:再见|拜拜|告别)了?(?P<old>[^，,。！!？?；;\s]{1,12}?)[，,。！!～~\s]*(?:你好|哈喽|嗨)"
        + _ZH_VALUE.replace(r"(?=[，,。！!？?；;～~]|$)", r"(?=[，,。！!？?；;\s]|$|[^\w\s])"),
        # "新东家是携程", "新手机：小米14"
        # (not 更新/最新/重新: "更新一下近况：…" is an update, not a new noun)
        rf"(?<![更最重创刷])新(?P<noun>[\u4e00-\u9fff]{{1,4}}?)(?:是|：|:)\s*{_ZH_VALUE}",
    )
)
# Nouns that, with "at", name a workplace ("new job is at Brightloop") or a place of study.
_AT_EMPLOYER = frozenset("job work gig position role 工作 东家 公司 单位".split())
# Nouns whose vocabulary reading differs in a change ("my new role is engineering manager" is
# a title, where "role" alone names a responsibility).
_CHANGE_NOUNS = {"role": "job_title", "position": "job_title", "东家": "employer",
                 "公司": "employer", "单位": "employer", "payslip": "employer",
                 "pay slip": "employer", "paycheck": "employer", "paycheque": "employer",
                 "shift": "employer"}  # fmt: skip
_OTHERS = re.compile(
    rf"\b(?:{'|'.join(sorted(KIN))}|friend|colleague|coworker|boss|neighbou?r|flatmate|"
    r"roommate|he|she|they|his|her|their|you|your)\b",
    re.IGNORECASE,
)
# A chatty lead-in set off by a spaced dash before the news, a capitalised verb after it:
# "Right, quick update before I forget, been a mad week with the kids and the car and
# everything - Swapped Spanish for Japanese, my owl is furious."
_CHATTY_LEAD = re.compile(r"^[^.;:!?]{15,200}?\s[—–-]\s+(?=(?-i:[A-Z][a-z]+(?:ed|ve)\b))")
# Other news after the change, a clause of its own ("Left PureGym for Nuffield Health, and the
# cat's been sick on my camera bag"): what it names is no holder of the change.
_AND_NEWS = re.compile(
    r",\s+(?:and|also|oh and|plus)\s+(?:the|my|our|it['’]?s?|i|i['’]\w+)\s.*$", re.I
)
# News told late with no subject of its own: a past-tense verb first ("traded", "part-exchanged").
_VERB_FIRST = re.compile(r"(?:just\s+)?(?-i:[a-z]+(?:-[a-z]+)?ed)\b", re.IGNORECASE)
# What a chatty lead must not say for the news after it to stand as the speaker's now: whose
# it might be, a time gone by, a wish ("A few years back when I was at uni - Moved to Leeds",
# "My lodger has been a nightmare - Moved out", "If I could change one thing - Switched …").
_LEAD_NOT_PLAIN = re.compile(
    r"\b(?:my|his|her|their|our|your|back|ago|when|was|were|used|years?|if|would|could|wish|"
    r"lodger|landlord|landlady|tenant|guests?)\b",
    re.IGNORECASE,
)
_NAMED_AFTER_FIRST = re.compile(r"(?-i:\s(?!I\b)[A-Z])")
# Telling the chat, not naming someone else's state: "Meant to tell you all ages ago, I left …".
_ADDRESSED = re.compile(
    r"\b(?:tell|told|telling|let|letting|remind|update|updating)\s+(?:you|y['’]all)(?:\s+all|\s+guys)?\b",
    re.IGNORECASE,
)
_A_NEW_ONE = re.compile(r"\ban?\s+new\s+[a-z]+\b", re.IGNORECASE)
# Others, not counting "you" (the assistant a correction is said to).
# and not the pets KIN counts ("a cat called Luna... wait, no. Bramble" is the speaker's).
THIRD_PARTIES = re.compile(
    r"\b(?:sister|brother|mum|mom|dad|mother|father|wife|husband|partner|son|daughter|"
    r"friend|colleague|coworker|boss|neighbou?r|flatmate|roommate|he|she|they|his|her|their)\b",
    re.IGNORECASE,
)
_REASON = re.compile(r"\([^)]*\)?|\s(?:because|cos|cuz|coz|bc|b/c)\s.*$", re.IGNORECASE)
_SKIP_CUES = frozenset({Cue.INTENT, Cue.ABANDONED, Cue.NEGATION, Cue.PAST})
# A clause dated in the past or ahead tells a story or a plan, not the state now.
NOT_NOW = re.compile(
    # "back in August we moved …" reports a change late: the state since, not a story
    r"\b(?:years? ago|in (?:19|20)\d\d|back in(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec)[a-z]*\b)|in college|at uni|as a kid|when i was|"
    r"next (?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
    r"tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon|"
    r"for the (?:weekend|week|day|night|evening)|back on|trip|holiday|flight)\b"
    r"|\d+年前|小时候|当年|以前|明天|下周|下个?月|明年|从.{0,4}(?:起|开始)|如果|要是|假如|想象|听说|不是",
    re.IGNORECASE,
)
# Others named in a Chinese sentence: relatives, friends, colleagues, "小王".
ZH_OTHERS = re.compile(
    r"[他她]|朋友|同事|老公|老婆|女朋友|男朋友|爸|妈|儿子|女儿|公司|老板|邻居|"
    r"小[王李张刘陈杨赵黄周吴徐孙马朱胡林郭何高罗]"
)
ZH_ASKS = re.compile(r"[吗呢么没][。！!]?\s*$|什么|哪")
# What a value is not: a predicate or a place it is in ("new job is great", "My car is now
# in the shop", "New phone is arriving tomorrow").
# "just the clarsach now": what lets a lower-case value stand as the one held
_JUST_BEFORE = re.compile(r"\b(?:just|only)\s+(?:(?:the|a|an)\s+)?$", re.IGNORECASE)
_NOT_A_VALUE = re.compile(
    r"^(?:great|good|fine|ok|okay|awesome|amazing|nice|cool|fun|hard|weird|probably|maybe|"
    r"really|so|very|pretty|quite|not|also|still|just|here|there|on its way|in the|on the|"
    r"at the|being|arriving|coming|going|getting|starting|delivered|cancell?ed|finished|done|"
    r"\d+\s+(?:minutes?|mins?|hours?|miles?|km)\b)\b",
    re.IGNORECASE,
)
_MAX_VALUE_WORDS = 5


# A time, not a value held, beside `CALENDAR`'s days and months: "再见十月，你好十一月",
# "Winter out, Spring in".
_TIME_WORD = re.compile(
    r"^(?:\d+|(?:19|20)\d\d年?|[一二三四五六七八九十]+月|[春夏秋冬]天?|周[一二三四五六日末]|"
    r"星期.|今天|明天|昨天|spring|summer|autumn|fall|winter|weekend)$",
    re.IGNORECASE,
)
# The speaker's own thing, for the forms with no subject ("our tracker: Trello out, Linear
# in", "new employer! X instead of Y — my team got laid off").
_OWNED = re.compile(
    r"\b(?:my|our|i|we|me|us|i['’]m|we['’]re|i['’]ve|we['’]ve)\b"
    r"|^\W*(?:\w+\s+){0,3}?(?:changed|switched|swapped|new)\b[^:]{0,30}:",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ChangeReading:
    """A change a sentence says: the new value, the old one if named, and the attribute if a
    noun names one (`graph.vocabulary.named_attribute`; else None)."""

    new: str
    old: str | None
    attribute: str | None
    holder: str | None = None  # someone the sentence names ("Ailsa left X for Y"), else the speaker


_CLAUSE_BREAK = re.compile(
    r"[.;!?，,。！？；]|\s[-–—]\s|\s(?:but|though|although)\s", re.IGNORECASE
)
_SENTENCE_BREAK = re.compile(r"[.!?]\s|[。！？]")


def _clause_around(text: str, at: int, breaks: re.Pattern[str] = _CLAUSE_BREAK) -> str:
    """The clause of `text` that holds position `at` (or the sentence, with
    `_SENTENCE_BREAK`)."""
    starts = [m.end() for m in breaks.finditer(text, 0, at)]
    end = breaks.search(text, at)
    return text[starts[-1] if starts else 0 : end.start() if end else len(text)]


def _clean(value: str | None) -> str | None:
    if value is None:
        return None
    # Fillers only as written in lower case: "Well Pharmacy" and "The Gym Group" are names.
    value = re.sub(r"^(?:(?:my|our|(?-i:a|an|the|but|and|so|oh|well))\s+)+", "", value.strip(),
                   flags=re.IGNORECASE)  # fmt: skip
    value = HEDGE_AFTER.sub("", value.strip(" '\"“”‘’*~").removesuffix("."))
    if not value or is_junk_value(value) or len(value.split()) > _MAX_VALUE_WORDS:
        return None
    return value


def _attribute(noun: str | None, at: bool, value: str = "", alias_only: bool = False) -> str | None:
    """The slot a change's noun names: the vocabulary's, else a named slot; only the
    vocabulary's with `alias_only` ("Sarah is now CTO": a form whose noun may be anyone's),
    for a capitalised noun, or for a Chinese one ("更新一下近况：…" reads as 新 + a noun:
    with no word breaks, only a noun the vocabulary knows names a slot)."""
    if not noun:
        return None
    alias_only = alias_only or not noun.isascii() or noun != noun.lower()
    noun = noun.strip().casefold()
    if noun in _AT_EMPLOYER and (at or (noun in ("job", "gig") and _is_name(value))):
        return "employer"  # "new job is at Brightloop", "New job: Brightloop!"
    if alias_only:
        aliased = _CHANGE_NOUNS.get(noun) or attribute_for_alias(noun)
    else:
        named = _CHANGE_NOUNS.get(noun) or named_attribute(noun)
        aliased = slot_for_named_value(named, value) if named else None
    if aliased is None or not value or aliased.startswith("named:"):
        return aliased
    # "the new phone is a Fairphone 5": the handset the noun's slot sends a model to
    return slot_for_aliased_value(aliased, value) or aliased


def _noun_before(context: str, sentence: str) -> str | None:
    """The noun the line just before `sentence` in its turn says changed (`_CHANGED_NOUN`)."""
    at = context.find(sentence)
    lead = _CHANGED_NOUN.search(context[max(0, at - 60) : at]) if at > 0 else None
    return lead["noun"] if lead else None


def _is_name(value: str) -> bool:
    """A name as written: a capital or a digit first, or Chinese (no capitals to tell), or
    a known value of some slot ("giffgaff", "pescatarian")."""
    first = value[:1]
    cjk = "\u4e00" <= first <= "\u9fff"
    named = first.isupper() or first.isdigit() or cjk or _known_whole(value)
    return named and not CALENDAR.match(value)


def _named_or_known(value: str) -> bool:
    """A Latin name or a value some slot knows (Chinese has no capitals to tell a name by)."""
    return re.match(r"[A-Za-z0-9]", value) is not None or _known_whole(value)


def _known_whole(value: str) -> bool:
    return any(m.start() == 0 and m.end() == len(value) for m in known_value_spans(value))


# "Ailsa left Weir Street Vets for Barrhead Travel", "News from me: Hamish has moved banks to
# Starling": a name before a change verb holds the change; read as "I …" and given to them.
_CHANGE_AHEAD = (
    rf"(?=(?:{_CHANGE_VERBS}|left|quit|ditched|dropped|dumped|traded|replaced|sold|cancell?ed|"
    r"part[-\s]?exchanged|closed|retired|gave up|got rid|made the|parted ways|"
    r"(?:gone|went) over to)\b)"
)
_NAMED_HOLDER = re.compile(
    # "Heard from Gemma that Imogen has left …": who told it, dropped from what is read
    r"^(?:(?:heard from|(?:\w+\s+)?told me|(?:\w+\s+)?mentioned)"
    r"[^.;:!?]{0,30}?\bthat\s+)?"
    r"(?P<lead>[^.;:!?]{0,40}?[:,]\s*)?"
    r"(?P<holder>(?-i:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?))(?P<aux>['’]s|\s+has)?\s+" + _CHANGE_AHEAD,
    re.IGNORECASE,
)
# "She has left Humber Bridge Board and gone to Spurn Point Software", after the person was
# named: the change of whom "he"/"she" means (`read_changes`' `he_or_she`).
_HE_SHE_HOLDER = re.compile(
    r"^(?P<lead>[^.;:!?]{0,40}?[:,]\s*)?(?:he|she)(?P<aux>['’]s|\s+has)?\s+" + _CHANGE_AHEAD,
    re.IGNORECASE,
)
# The Chinese form: a Latin name right before 把/从 ("Ollie把Volvo V60换成Dacia Sandero了").
# Doubt or a plan about a named person's news: "…，不知道真的假的", "明天的安排：…".
_ZH_DOUBTED = re.compile(r"真的假的|据说|听说|好像|安排|计划|打算|明天|下周|下个月")
# "Haoran家的新闻：Haoran已经离开PepsiCo，去Oracle了": after a heading, and a leaving verb.
_ZH_CHANGE_AHEAD = (
    r"(?=(?:已经|也|刚|就)?(?:把|从)[^，,。]*[\u4e00-\u9fff]"
    r"|(?:已经|刚)(?:离开|退了|取消了)(?=[A-Za-z]))"
)
_ZH_NAMED_HOLDER = re.compile(
    r"^(?:[^：:，,。！!？?]{1,12}[：:]\s*)?"
    r"(?P<holder>(?-i:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?))" + _ZH_CHANGE_AHEAD
)
_ZH_HE_SHE_HOLDER = re.compile(r"^(?:[^：:，,。！!？?]{1,12}[：:]\s*)?[他她]" + _ZH_CHANGE_AHEAD)
# Slots one goes over to ("we've gone over to E.ON"): suppliers, not shops or places.
_PROVIDERS = frozenset({"home_energy", "bank", "mobile_carrier", "streaming"})
# Slots one leaves one of and goes to another ("left O2 and went to Dyfi Mobile"): not shops,
# places or pubs, where leaving one and going to the next is an errand or a trip.
_MEMBERSHIPS = _PROVIDERS | {"gym", "dentist", "doctor", "club", "school"}
_NOT_HOLDERS = frozenset(
    "i we he she they it you everyone everybody someone somebody nobody anyone work this that "
    "there also just finally so well today yesterday anyway apparently basically honestly "
    "officially oh ok okay yes yeah news update not never no might maybe could would should "
    "probably possibly".split()
)


# Doubt about news passed on: not the person's change, as far as anyone knows.
_DOUBTED = re.compile(
    rf"\b(?:{UNVOUCHED}|grapevine|not sure|fake news|"
    r"(?:i['’]m|i am) not so sure|says a lot|if (?:it['’]s|that['’]s) true)\b",
    re.IGNORECASE,
)
# A capitalised word that passes news on, read as part of the name that follows it.
_HEARSAY_LEADS = frozenset({"heard", "apparently", "reckon", "seems"})


def _named_holder(text: str, speaker: str) -> tuple[str | None, str] | None:
    """(holder, the sentence as the holder would say it) when a name other than the
    speaker's opens the change (`_NAMED_HOLDER`); kin ("Mum switched …") stays a third party."""
    m = _NAMED_HOLDER.match(text)
    if m is None or _DOUBTED.search(text):
        return None  # "Heard a rumour that …", "…, not sure it's true"
    holder = m["holder"]
    if len(holder.split()) > 1 and holder.split()[0].casefold() in _HEARSAY_LEADS:
        holder = holder.split(maxsplit=1)[1]  # "Heard Fergus dropped …": Fergus's change
    if not _may_hold(holder) or holder.split()[0].casefold() in BARE_KIN or CALENDAR.match(holder):
        return None
    said = (m["lead"] or "") + ("I've " if m["aux"] else "I ") + text[m.end() :]
    # "Niamh left X for Y", said by Niamh: her own change
    return (None if _own_name(holder, speaker) else holder), said


def _may_hold(name: str) -> bool:
    """Whether a name that opens a change may hold it: not a word a line opens on, not kin
    (a third party's news), not a value the vocabulary knows whole."""
    first = name.split()[0].casefold()
    return first not in _NOT_HOLDERS and first not in KIN and not _known_whole(name)


def _own_name(name: str, speaker: str) -> bool:
    """Whether the holder a change names is its speaker ("Niamh left X for Y", said by Niamh)."""
    return name.split()[0].casefold() == (speaker.split() or [""])[0].casefold()


def _without(text: str, *parts: re.Pattern[str]) -> str:
    """`text` with what each pattern matches cut out, in turn: the parts that name no holder."""
    for part in parts:
        text = part.sub("", text)
    return text


def read_changes(
    sentence: str, speaker: str, context: str = "", he_or_she: str | None = None
) -> list[ChangeReading]:
    """The changes `sentence` says of its speaker (module docstring); none for a question, a
    plan, a dropped plan, a denial, a story of the past, or a sentence about someone else
    (named in it, or in `context`, the turn it is part of, for the forms with no subject of
    their own). `he_or_she`: whom a "he"/"she" opening the change means, if anyone. Pure."""
    text = mend_typos(sentence.strip())
    text = told_in(text) or text  # "Did you all know Marek dropped X for Y?": the news
    if has_chinese(text) and text.endswith(("?", "？")):
        # "不用Ovo了，现在是Good Energy，对了，谁拿了舵手盒？": the news before the asking clause
        text = ZH_ASKED_LAST.sub("", text).strip() or text
    if not text or text.endswith(("?", "？")):
        return []
    lead = _CHATTY_LEAD.match(text)
    if (
        lead is not None
        and not _OTHERS.search(lead[0])
        and not _NAMED_AFTER_FIRST.search(lead[0])
        and not _LEAD_NOT_PLAIN.search(lead[0])
    ):
        text = text[lead.end() :]  # the news after a chatty lead-in that names no one
    elif (told_late := TOLD_LATE.match(text)) is not None and _VERB_FIRST.match(
        text, told_late.end()
    ):
        text = text[told_late.end() :]  # "Forgot to mention, part-exchanged the Yaris for …"
    holder = None
    if not has_chinese(text) and (named := _named_holder(text, speaker)) is not None:
        holder, text = named
    elif (zh_named := _ZH_NAMED_HOLDER.match(text)) is not None and not _ZH_DOUBTED.search(text):
        name = zh_named["holder"]
        # a place or brand before 把/从 is no holder (London把…, Tesco把…)
        if _may_hold(name) and not attributes_knowing(name) and slot_marked_by(name) is None:
            # "Ollie把Volvo V60换成Dacia Sandero了": Ollie's change, read as if he said it
            holder, text = (None if _own_name(name, speaker) else name), text[zh_named.end() :]
    if holder is None and he_or_she and not _own_name(he_or_she, speaker):
        if has_chinese(text):
            if (zh_he_she := _ZH_HE_SHE_HOLDER.match(text)) is not None:
                holder, text = he_or_she, text[zh_he_she.end() :]  # "她从X辞职了，去了Y"
        elif (he_she := _HE_SHE_HOLDER.match(text)) is not None:
            holder = he_or_she
            text = (
                (he_she["lead"] or "") + ("I've " if he_she["aux"] else "I ") + text[he_she.end() :]
            )
    if has_chinese(text):
        if ZH_ASKS.search(text) or ZH_OTHERS.search(text):
            return []
        patterns = _CHINESE
    else:
        # A reason in brackets or after "because" may name others ("(they kept
        # double-booking us)"); the change is still the speaker's.
        # "I've got a new partner, Femi": the speaker's new one, no third party's news
        if _OTHERS.search(_without(text, _AND_NEWS, _REASON, _MULTI_WORD_NAME, _ADDRESSED,
                                   _A_NEW_ONE)):  # fmt: skip
            return []
        patterns = _ENGLISH
    others_near = bool(THIRD_PARTIES.search(_without(context, _REASON, _A_NEW_ONE)))
    out: list[ChangeReading] = []
    for pattern in (*patterns, _ARROW):
        for m in pattern.finditer(text):
            groups = m.groupdict()
            name = groups.get("name")
            if name and name.casefold() != (speaker.split() or [""])[0].casefold():
                continue  # "Tom's coffee order is now …": someone else's
            new = _clean(groups.get("new"))
            if new is None or any(r.new == new for r in out):
                continue
            if _NOT_A_VALUE.match(new) and not _known_whole(new):  # "Good Energy" is a name
                continue
            if (
                CALENDAR.match(new)
                or _TIME_WORD.match(new)
                or (groups.get("own") is not None and not _OWNED.search(text))
            ):
                continue  # "再见2023 你好2024"; "Arsenal out, Spurs in" names no one's own
            if re.search(r"\s(?:out|gone)$", new):  # lower case: "Time Out" is a name
                continue  # "new app: Overcast out, Pocket Casts in": the one leaving
            if re.search(
                r"\bback\b(?!\s+(?:in|around|before)\b)|换回|搬回",
                _REASON.sub("", text[m.end("new") :]),
                re.IGNORECASE,
            ):
                continue  # "switched to Emacs for a week, then back to Vim" (not "back in April")
            clause = _clause_around(text, m.start("new"))
            if (
                groups.get("names") is not None
                and groups.get("old")
                and m.end("old") < m.start("new")
            ):
                # Leaving one name for another: what the leaving says ("gave up on X and
                # switched to Y") is the old value's, not the new one's.
                clause = _clause_around(text[m.end("old") :], m.start("new") - m.end("old"))
            within = _clause_around(text, m.start("new"), _SENTENCE_BREAK)
            if groups.get("old") and _named_or_known(groups["old"]):
                # "不是Blokworks了，现在去Ponds Forge了": the old name denied (not "不是我说")
                within = within.replace("不是" + groups["old"], "")
            cues = find_cues(clause)
            # a change reported late ("back in August we moved …") is dated, not past
            # (or a leaving for a new name: "I left EDF for OVO back in April")
            late = (Cue.UPDATE in cues or groups.get("names") is not None) and re.search(
                r"\bback in\b", clause, re.IGNORECASE
            )
            skip = cues & _SKIP_CUES - ({Cue.PAST} if late else set())
            if NOT_NOW.search(within) or skip:
                continue  # "not switching to X after all", "might move to X", "used to"
            old = _clean(groups.get("old"))
            if old is not None and old.casefold() == new.casefold():
                continue
            if pattern is _ARROW and (
                new.isdigit() or re.search(r"\b(?:was|is|are|were)\b", m.group(0), re.I)
            ):
                continue  # "Score was 3 -> 2": a figure, not a value held
            noun = groups.get("noun")
            if groups.get("named_to") is not None and not _is_name(new):
                continue
            if groups.get("main_named") is not None and not (
                _names_a_value(new) or len(new.split()) > 1
            ):
                continue  # "Everything's with Tom except the bins", "Mostly Tom these days"
            if groups.get("been_since") is not None and not (
                (groups.get("been_at") and new[:1].isupper() and not new.endswith(("'s", "’s")))
                or _names_a_value(new)  # "fixtures secretary", "Hartwell Foods"
            ):
                continue  # "I've been busy since June"
            if groups.get("gone_off") is not None and not (new[:1].isupper() or _known_whole(new)):
                continue  # "gone off running, it's raining from now on apparently"
            if groups.get("left_then_now") is not None and not _JUST_BEFORE.search(
                text[: m.start("new")]
            ):
                # Without "just": a name left for a name of the same known slot ("closed the
                # Starling account, TSB now"), not an errand or a trip ("Left Boots,
                # Superdrug now", "Left Inverness at 6, Perth now"), a window or a person
                new_slot = state_slot_of_name(new) or slot_marked_by(new)
                old_slot = state_slot_of_name(groups["old"]) or slot_marked_by(groups["old"])
                if (
                    # (a start date after the new name says no errand: "Left OVO, E.ON Next
                    # from the first of the month")
                    (
                        groups["leave_verb"].casefold() in ("left", "dropped")
                        and groups.get("from_then") is None
                    )
                    or not (new[:1].isupper() and groups["old"][:1].isupper())
                    or new_slot is None
                    or new_slot != old_slot
                ):
                    continue
            if (now := groups.get("zh_now") or groups.get("zh_then")) is not None and not (
                _named_or_known(new)
                or (
                    now in ("是", "改用", "换成", "换成了", "换到")
                    and _named_or_known(groups["old"])
                )
            ):
                continue  # "我不喝咖啡了，现在在开会": a meeting, no value
            if has_chinese(text) and re.match(r"[A-Z][a-z]+的|[他她]的", groups.get("old") or ""):
                continue  # "Tom的Barclays账户关了，开了Starling": his account
            if groups.get("traded") is not None and (
                state_slot_of_name(new) is None
                or state_slot_of_name(new) != state_slot_of_name(groups["old"])
            ):
                continue  # "Tom换成了Sam": no slot's values
            if groups.get("ba") is not None and not (
                _known_whole(new) or _known_whole(old or "") or state_slot_of_name(new)
            ):
                continue  # "把PPT换成PDF了", "把价格换成会员价": no slot's value
            if groups.get("jump") is not None and not (
                re.match(r"[A-Za-z]", new) or _known_whole(new)
            ):
                continue  # "从8点跳到了9点开会": a time, not a job
            if groups.get("zh_then") is not None and re.search(
                r"(?:看看|试试|玩|逛|的|出差|开会|旅游|度假|办事|买东西)$", new
            ):
                continue  # "去了PureGym看看": a look round, no membership
            if groups.get("provider") is not None and state_slot_knowing(new) not in _PROVIDERS:
                continue  # "went over to Lidl for milk" is an errand
            if groups.get("one_slot") is not None and (
                state_slot_of_name(new) is None
                or state_slot_of_name(new) != state_slot_of_name(groups.get("old") or "")
            ):
                continue  # "gave up Netflix for Lent": a purpose, not a value
            if groups.get("membership") is not None:
                new_slot = state_slot_of_name(new)
                old_slot = state_slot_of_name(groups.get("old") or "")
                # "has left Moray Firth Surveys and gone to Ness Joinery": the perfect says a
                # move of job (not "left Tesco and went to Boots", an errand)
                # (an organisation's name of two words or more, not "gone to Spain")
                moved_job = re.search(r"\bgone\s+(?:over\s+)?to\b", m.group(0), re.I) and (
                    new_slot in (None, "employer")
                    and old_slot in (None, "employer")
                    and (new_slot == "employer" or len(new.split()) > 1)
                )
                if not (
                    new_slot in _MEMBERSHIPS
                    or (new_slot is None and old_slot in _MEMBERSHIPS)
                    or moved_job
                ):
                    continue  # "left Tesco and went to Boots", "… went to Spain for a week"
            names_needed = groups.get("names") is not None or (noun is not None and old is not None)
            if names_needed and not (old and _is_name(old) and _is_name(new)):
                # "left early for the airport", "switched my phone from silent to vibrate",
                # "moved the meeting from Monday to Tuesday": names on both sides.
                continue
            if others_near and not re.match(r"\W*(?:i|we|my|our)\b", text, re.IGNORECASE):
                continue  # "My sister had big news. New job is at Google!"
            attribute = _attribute(noun, bool(groups.get("at")), new,
                                   alias_only=groups.get("alias_only") is not None)  # fmt: skip
            if groups.get("the_new") is not None and (
                attribute in ("manager", "partner") or _own_name(new, speaker)
            ):
                continue  # "the new manager is Thomas Frank": whose is not said
            if groups.get("slot_noun") is not None and (
                attribute is None or attribute.startswith("named:")
            ):
                continue  # "my meeting moved from Zoom to Teams": a meeting is no slot
            if attribute is None and not noun:
                attribute = _attribute(_noun_before(context, text), False, new)
            if groups.get("zh_job") is not None:
                attribute = "employer"  # "从Arup辞职了，去了Mott MacDonald": the new job
            if attribute is None and not noun and has_chinese(m.group(0)):
                # "我9月份退了Spence Street Sports Centre，去PureGym了": the slot the new
                # name is known or marked as (Chinese names no slot noun to read it by), else
                # for a Latin name the one of the name it replaces ("把London Fields Lido退了，
                # 去Hackney Wick Climbing Centre了"; not "从Monzo换到现金")
                attribute = state_slot_of_name(new) or (
                    state_slot_of_name(old) if old and re.match(r"[A-Z0-9]", new) else None
                )
                if (
                    groups.get("zh_then") in ("去", "去了", "改去")
                    and value_kind(attribute or "") == "tool"
                ):
                    attribute = None  # "离开PepsiCo，去Oracle了": a job gone to, not a database
                if (groups.get("jump") or "").startswith("跳槽"):
                    attribute = "employer"  # "从PepsiCo跳槽到Oracle了": a job, whatever else
            out.append(ChangeReading(new, old, attribute, holder))
    return out


# Corrections: the speaker takes back a value they gave ("it's Ziggy, not Tilly", "a cat
# called Luna... wait, no. Bramble", "the Ghent thing fell through", "I didn't go with PureGym
# after all"). The value taken back must not stay current (abandoned-plan safety).
_NAME = r"(?:(?:a|an|the|my)\s+)?[^\s,.;!?…][^,.;!?…]{0,40}?"
# A name, as written (each word bounded: an unbounded one made a long line quadratic).
_CAPITALISED = r"(?-i:[A-Z0-9][\w'&.-]{0,30}(?:\s+[A-Z0-9][\w'&.-]{0,30}){0,3})"
# The noun a correction names its slot by ("being my pet sitter", "for babysitter").
_SLOT_NOUN = r"(?P<noun>(?-i:[a-z][a-z'-]*(?:\s+[a-z][a-z-]*){0,2}?))"
# A value said to be another's, in a correction ("Femi is my sister's"): the speaker disowns it.
_ANOTHERS = r"(?:my|our|his|her|their)\s+(?-i:[a-z]+)['’]s"
# "Greenlane Power is what my brother has": the value disowned as another's.
_WHAT_ANOTHER_HAS = (
    r"what\s+(?:my\s+)?[\w'’-]+\s+"
    r"(?:has|had|uses|used|(?:is|was)\s+(?:on|with)|drives|banks\s+with)\b"
)
_DISOWNED = re.compile(rf"\s+(?:is|was)\s+(?:{_ANOTHERS}\b(?!\s+[a-z])|(?i:{_WHAT_ANOTHER_HAS}))")
# "Correction: Callum! Femi is my sister's, no idea why I typed that": the name given first,
# then the one taken back said to be another's (a firm marker: "Sorry Tom! The Tesla is my
# brother's" speaks to Tom)
_DISOWNING = re.compile(
    r"\b(?:correction|typo|autocorrect\w*)\W+"
    rf"(?P<new>{_CAPITALISED}\+?)\s*[!.;,—–-]+\s*(?P<old>{_CAPITALISED}\+?)\s+(?:is|was)\s+"
    rf"(?:{_ANOTHERS}|(?:someone|somebody) else['’]s|not mine|never mine)\b",
    re.IGNORECASE,
)
_CORRECTIONS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        # "it's Blokworks, not Ponds Forge", "it's Blokworks. Not Ponds Forge."
        rf"\b(?:it['’]?s|I meant|I mean|should be|make that)\s+(?P<new>{_NAME})[,.;—–]?\s+not\s+"
        rf"(?P<old>{_NAME}){_END}",
        rf"(?P<old>{_CAPITALISED})\s*(?:\.\.\.|…|,|—|-)\s*(?:wait|sorry|oops),?"
        r"\s+"
        r"(?:no|I meant)\W+"
        rf"(?P<new>{_NAME}){_END}",
        rf"\b(?:the\s+)?(?P<old>{_CAPITALISED})\s+(?:thing|plan|move|idea)\s+"
        r"(?:fell through|is off|didn['’]t happen|never happened)",
        r"\b(?:didn['’]t|never)\s+(?:go with|go for|move to|switch to|join|sign up (?:with|for|at)|"
        rf"end up (?:with|at|in)|get)\s+(?P<old>{_NAME})\s+after all",
        # "ignore what I told you about Ruta being my pet sitter, I was wrong. it's Celine"
        r"\b(?:ignore|forget|scratch|disregard)\s+what\s+I\s+(?:told you|said|wrote)"
        rf"(?:\s+(?:earlier|before))?\s+about\s+(?:the\s+)?(?P<old>{_CAPITALISED})"
        rf"(?:\s+being\s+(?:my|our)\s+{_SLOT_NOUN}(?=[,.;!—–]|\s+(?:and|but|i)\b))?[^?]{{0,60}}?"
        r"\b(?:it['’]s|it is|it was)\s+"
        rf"(?P<new>{_CAPITALISED})",
        # "a while back I said Josie for babysitter. that's wrong. Priyanka"
        rf"\bI\s+(?:said|keep saying|kept saying|wrote)\s+(?P<old>{_CAPITALISED})"
        rf"(?:\s+(?:for|as)\s+(?:(?:my|our|the)\s+)?{_SLOT_NOUN})?\W+"
        r"(?:(?:that['’]s|that was|which was|which is)\s+"
        r"(?:wrong|not right|a mistake)\W+(?:(?:it['’]s|it is|it was|should be)\s+)?|"
        r"(?:it['’]s|it is|it was|should be)\s+)"
        rf"(?P<new>{_CAPITALISED})",
        # "gym was never Nuffield Health. it's 1Rebel"
        rf"(?:^|[:;,.!]\s*){_SLOT_NOUN}\s+(?:was|is)\s+never\s+(?P<old>{_CAPITALISED})\W+"
        rf"(?:it['’]s|it is|it was)\s+(?P<new>{_CAPITALISED})",
        # "gym? PureGym! no. F45 Hackney", "kids' swimming club? Otters Swim Club! no. Marlins"
        rf"(?:^|[:;,.!]\s*){_SLOT_NOUN}\?\s*(?:it['’]s\s+)?(?P<old>{_CAPITALISED})\s*"
        rf"(?:!|\.\.\.|…|\.)?\s*(?:no|nope)\b[^A-Z0-9]{{0,30}}?(?P<new>{_CAPITALISED})",
        # "理发店从来不是沙宣，是东田造型"
        r"(?:^|[：:，,。！!])\s*(?P<noun>[\u4e00-\u9fff]{1,6}?)从来(?:都)?不是(?P<old>[^，,。！!？?\s]{1,20}?)"
        r"[，,]\s*(?:而|其实|一直)*是(?P<new>[^，,。！!？?\s]{1,20}?)" + ZH_VALUE_END,
        # "之前说阿亮是我的宠物保姆，说错了，其实一直是小周"
        r"说(?:的)?(?P<old>[^，,。！!？?\s]{1,20}?)是我(?:们家?|家)?的(?P<noun>[\u4e00-\u9fff]{1,6}?)[，,。]\s*"
        r"(?:我)?(?:说错了|搞错了|记错了|不对)[，,。]?\s*(?:其实|应该)?(?:一直)?是(?P<new>[^，,。！!？?\s]{1,20}?)"
        + ZH_VALUE_END,
        # "scratch that, it's Jubilee line. C2C was a different thing entirely"
        rf"\bscratch that\W+it['’]s\s+(?P<new>{_CAPITALISED}(?:\s+[a-z]+){{0,2}}?)\W+"
        rf"(?P<old>{_CAPITALISED})\s+"
        r"(?:was|is)\s+(?:a different|another|someone else|something else)",
    )
)


@dataclass(frozen=True)
class Correction:
    """A value the speaker takes back (`old`), the one they give instead if said, and the
    attribute a noun names for it if any (`graph.vocabulary.named_attribute`)."""

    old: str
    new: str | None
    attribute: str | None = None
    # Said in a form that holds for any words (`_GIVEN_NOT_OPENING`): the value given stands
    # only where the graph holds the one taken back (`GIVEN_IF_HELD`).
    vouched_only: bool = False
    # The value taken back was a plan given up ("Not switching to X, staying with Y"): it is
    # abandoned, not denied as once held.
    dropped_plan: bool = False


# What says a value was wrong. Firm markers take back the name said before them for a name
# said after them, anywhere in the line; loose ones ("sorry", "I meant") only for a name
# right after them ("Mexico City… sorry, Lisbon").
_FIRM_MARKER = re.compile(
    r"\b(?:that['’]?s wrong|that was wrong|(?:i )?was wrong|got (?:that|it) wrong|"
    r"mixed (?:it|them|that|those) up|misspoke|typo|autocorrect\w*|wait,? no|no,? wait|"
    r"never was|was never|wasn['’]t (?:mine|ever|it)|never mine|not mine|"
    r"correction|retraction|scratch that|mis-?remembered|"
    r"never (?:a thing|the case|true))\b",
    re.IGNORECASE,
)
_LOOSE_MARKER = re.compile(
    r"\b(?:sorry|oops|my bad|my mistake|ignore me|I meant|meant|I mean|actually it['’]s|"
    r"it['’]s actually|should be|nope,?\s+it['’]s)\b\W*",
    re.IGNORECASE,
)
# A name as chat writes it: capitalised words, "of"/"de" inside ("University of Porto"), a
# dot only inside a word ("Any.do"), so a name never runs on into the next sentence.
_NAME_WORD = r"(?-i:[A-Z0-9][\w'’&+-]{0,30}(?:\.[\w'’&+-]{1,30})?)"
_NAME_RUN = re.compile(
    rf"(?<![\w'’]){_NAME_WORD}(?:\s+(?:(?:of|de|la|du|van|von|and)\s+)?{_NAME_WORD}){{0,4}}"
)
# A name of several capitalised words, where a kin word is part of the name ("Earlham Family
# Dentists"), not "My Mum".
_MULTI_WORD_NAME = re.compile(
    rf"(?<![\w'’&.-])(?!(?-i:My|Our|His|Her|Their|The|I)\b){_NAME_WORD}(?:\s+{_NAME_WORD})+"
)
# A loose marker gives a name that ends its clause ("sorry, Lisbon.", "meant Revolut", "Sorry,
# Revolut! not Monzo"), not a name the line goes on about ("Oops, Slack just crashed") nor
# one it addresses ("Sorry, Mike, can't make Friday").
_GIVEN_ENDS = re.compile(r"\s*(?:[.!?;)*]|$|[—–-]\s|,?\s+not\b|\s+now\b)")
SENTENCE_END = re.compile(r"[.!?。！？]+(?:\s+|$)")
_MAX_MARKERS = 8  # markers looked at per line: the work stays linear in its length
# Capitalised words a chat line opens with or says in passing that name nothing.
_NOT_NAMES = frozenset(
    "i i'm i’m i've i’ve i'd i'll i’ll hey hi hello so sorry small quick tiny correction "
    "retraction update wait no oops ok okay well also home actually never it it's it’s that "
    "this the my our we late random ugh brb btw lol haha yes yeah nope scratch ignore forget mine "
    "not did was is a an and but meant hmm ah oh omg lmao fyi ps note life big just then "
    "now".split()
)
# "*Y, not X, autocorrect", "Sorry, Y! not X": the name given, then the one taken back.
_GIVEN_NOT = re.compile(
    r"(?:\*|\b(?:sorry|oops|correction|ignore me|I meant|meant)\W+)(?P<new>"
    + _CAPITALISED
    + r")\W{0,3}\s*not\s+(?P<old>"
    + _CAPITALISED
    + ")",
    re.IGNORECASE,
)
# The same in lower case, for values the vocabulary knows in one slot ("Ignore me, keto, not
# dairy-free"): only the gazetteer tells a value from a word here.
_GIVEN_NOT_KNOWN = re.compile(
    r"(?:\*|\b(?:sorry|oops|correction|ignore me|I meant|meant)\W+)"
    r"(?P<new>[\w+-]+(?:\s[\w+-]+){0,2}?)\W{0,3}\s*not\s+(?P<old>[\w+-]+(?:\s[\w+-]+){0,2}?)"
    r"\s*(?:[.!,;]|$)",
    re.IGNORECASE,
)
_OPENING_MARKER = r"^\W*(?:sorry|oops|my bad|my mistake|ignore me|correction)\W+"
# What may close a correction after the value taken back: "*black coffee, not Earl Grey,
# ignore me"
_CLOSING_MARKER = r"(?:[.!;]|,\s*(?:ignore me|sorry|my bad|oops|autocorrect\w*|typo|lol)\b|$)"
# A marker that says nothing but "what I wrote was wrong": the value may follow it straight
# ("Typo, O2 not Vodafone"); after "sorry" it is as often a person or a remark ("Sorry Jo").
_FIRM_OPENING = r"^\W*(?:(?:sorry|oops|ugh|argh|damn)\W+)?(?:correction|typo|autocorrect\w*)\W+"
_SAID_WORD = r"[\w'’+&-]+(?:\.[\w'’+&-]+)*"  # "E.ON": a dot inside a name is no sentence end
_SAID_VALUE = rf"{_SAID_WORD}(?:\s{_SAID_WORD}){{0,3}}?"
# A line that opens by taking back what was just said ("Sorry, I meant Kia Niro, not cargo
# bike.", "Ignore me, it's early bake, not Wednesday dough shift."): any words, named or not,
# so only a value the graph holds is taken back (`Correction.vouched_only`).
_GIVEN_NOT_OPENING = re.compile(
    rf"(?:{_OPENING_MARKER}(?:I meant|I mean|meant|it['’]s|it is)\s+|{_FIRM_OPENING}|^\*\s*|"
    rf"{_OPENING_MARKER}(?={_SAID_VALUE}\s+I\s+mean(?:t)?,?\s+not\s)|"
    # "Ignore me, Palmer Park parkrun, not Kennet Boulder Barn": a marker that only takes back
    r"^\W*(?:ignore me|my bad|my mistake)\W+)"
    # "*The Gym Group, sorry, not Oxygen Climbing": the apology between the two values
    # "Sorry, Hyundai Kona I mean, not Toyota Yaris!": "I mean" after the value given
    rf"(?P<new>{_SAID_VALUE})(?:\s+I\s+mean(?:t)?)?(?:,?\s+(?:sorry|oops|my bad))?,?\s+not\s+"
    rf"(?P<old>{_SAID_VALUE})\s*{_CLOSING_MARKER}",
    re.IGNORECASE,
)
# "Kia Niro, not Skoda Octavia. Long day, ignore me": a line that opens on the value given and
# the one taken back, the marker in the sentence after them.
_GIVEN_NOT_THEN_MARKER = re.compile(
    rf"^\W*(?P<new>{_SAID_VALUE}),\s+not\s+(?P<old>{_SAID_VALUE})\s*[.!]+\s*"
    r"[^.!?]{0,30}?\b(?:ignore me|my bad|sorry|oops|typo|autocorrect\w*|my mistake)\b",
    re.IGNORECASE,
)
# "Correction: pescatarian. No idea why I wrote gluten-free.": the value given first, the one
# taken back in the next sentence.
_GIVEN_THEN_DISOWNED = re.compile(
    # "wait no — Morriston Hospital! no idea why I typed Swansea Council": a loose opening,
    # the disowning sentence after it says what was wrong
    # "*Ironhouse Kiln Farm. Not Redway CrossFit. Long day": a star before the value given
    r"(?:" + _FIRM_OPENING + r"|^\W*(?:wait,?\s+no|no,?\s+wait)\W+(?=(?-i:[A-Z0-9]))|^\s*\*\s*)"
    r"(?:(?:I meant|I mean|meant|it['’]s|it is|should be)\s+)?"
    rf"(?P<new>{_SAID_VALUE})\s*[.!]+\s*(?:" + WHY_I_TYPED + r"\s+"
    rf"(?P<old>{_SAID_VALUE})\s*(?:[.!]|$)"
    # "Correction: E.ON Next. Greenlane Power is what my brother has, got muddled."
    rf"|(?P<old2>{_SAID_VALUE})\s+(?:is|was)\s+{_WHAT_ANOTHER_HAS}"
    # "Wait no, Ribble Credit Union. Not Starling, no idea why I typed that."
    rf"|not\s+(?P<old3>{_SAID_VALUE})\s*(?:[,.!]|$)"
    # "Correction: Kiln Farm Bakery! Where did Milton Keynes University Hospital come from"
    rf"|where did (?:the\s+)?(?P<old5>{_SAID_VALUE}) come from\s*[?!.]*\s*$"
    # "Wait no, So Energy. Utility Warehouse was the other one I looked at"
    rf"|(?:the\s+)?(?P<old6>{_SAID_VALUE})\s+(?:was|is)\s+the\s+other\s+one\b)",
    re.IGNORECASE,
)
# "Ignore that, the Avenues is wrong — it's Walkington.": the value taken back first, named
# wrong, then the one given.
_WRONG_THEN_GIVEN = re.compile(
    r"^\W*(?:ignore (?:that|me)|sorry|oops|my bad|wait,?\s+no|no,?\s+wait|typo|correction)\W+"
    rf"(?:the\s+)?(?P<old>{_SAID_VALUE})\s+(?:is|was)\s+wrong\W+"
    rf"(?:it['’]s|it is|should be|I meant)\s+(?:the\s+)?(?P<new>{_SAID_VALUE})\s*(?:[.!]|$)",
    re.IGNORECASE,
)
# "不好意思，我是说Nissan Leaf，不是Toyota Yaris。": the same, in Chinese.
_ZH_GIVEN_NOT_OPENING = re.compile(
    r"^\W*(?:不好意思|抱歉|对不起|(?i:sorry))?[，,。！!\s]*我(?:是说|说的是)(?P<new>[^，,。！!？?]{1,30}?)[，,]\s*"
    r"(?:而)?不是(?P<old>[^，,。！!？?]{1,30}?)"
    + ZH_VALUE_END
    # "不好意思，是Huawei P30不是Pixel 7a。", "打错了，是Humber Climbing Wall，不是Haltemprice": a
    # bare 是 only after a marker that takes back
    + r"|^\W*(?:不好意思|抱歉|对不起|打错了|写错了|说错了|(?i:sorry))[，,。！!\s]*"
    r"(?:我说错了[，,。！!\s]*)?"
    r"是(?P<new2>[^，,。！!？?]{1,30}?)[，,]?\s*"
    r"(?:而)?不是(?P<old4>[^，,。！!？?]{1,30}?)" + ZH_VALUE_END
)
# Words a correction in any words never gives or takes back: "I meant it, not that".
_NO_VALUE_WORDS = frozenset(
    "it that this them one ones him her you me us there here so yes no today tomorrow "
    "yesterday tonight".split()
)
# What the speaker said before "nope, it's …" for it to take a value back ("did I tell u X?").
_SAID_BEFORE = re.compile(
    r"\b(?:did i|i)\s+(?:say|said|tell|told|write|wrote|mention|mentioned|put)\b", re.IGNORECASE
)
# A correction's "value" that is a clause of its own: someone's saying or having, no name.
_A_CLAUSE = re.compile(
    r"\b(?:is|are|was|were|am|use|uses|used|has|have|had|said|says|goes|go|reckons|thinks)\b"
    r"|^(?:i|we|he|she|they|you)\b",
    re.IGNORECASE,
)
# Someone else's words ("Tom said Figma was wrong for this"): their correction, not ours.
_OTHERS_SAY = re.compile(r"(?-i:\b(?!I\b)[A-Z][\w'’-]*)\s+(?:said|says|told|thinks|reckons)\b")
# Not a name in a Chinese correction: a particle first, or an amount ("三年", "两次").
_ZH_NOT_A_NAME = re.compile(
    r"^(?:[了到在又也就还都很]|[\d一二三四五六七八九十两半几]+(?:个|年|月|天|周|次|岁|点|分|小时|公里|块)|"
    r"(?:周|星期|礼拜)[一二三四五六日天末]|[上下这本]个?(?:周|星期|月)|[今明昨前后]天)"
)
_ZH_CORRECTIONS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        # "Netlify从来不是我的，是Hetzner"
        r"(?P<old>[^，,。！!？?：:\s]{1,20}?)从来(?:都)?不是我(?:们家?)?的[^，,。]{0,8}[，,]\s*"
        r"(?:而|其实|一直|都)*是(?P<new>[^，,。！!？?\s]{1,20}?)" + ZH_VALUE_END,
        # "我老说Monzo，其实一直是Revolut"
        r"(?:老|一直|总|之前|上次)说(?:成|的是)?(?P<old>[^，,。！!？?\s]{1,20}?)[，,。]\s*"
        r"(?:其实|实际上|应该)(?:一直)?是(?P<new>[^，,。！!？?\s]{1,20}?)" + ZH_VALUE_END,
        # "我之前说光合空间？说错了，是一方工位", "放在格子仓。等等，是小方格仓库"
        r"(?:^|[，,。！!？?；;\s]|说|讲|写|提到|在|到|用)(?:的是|成)?"
        r"(?P<old>[^，,。！!？?；;\s说讲写的在到用]{2,20})(?:的[^，,。！!？?；;]{0,6})?"
        r"[？?。，,！!…]\s*(?:说错了|记错了|搞错了|打错了|口误|不对|等等|等一下)[，,。！!]?\s*(?:其实|应该)?是"
        r"(?P<new>[^，,。！!？?\s\[【(（]{1,20}?)" + ZH_VALUE_END,
        # "打错了，是MUBI，不是Disney+", "更正一下：Ford Fiesta，不是Toyota Yaris", "说错了，是
        # Castlegate Dental不是Whitecross"
        r"(?:说错|记错|搞错|口误|打错字?|更正|纠正)(?:了|一下)?[，,。：:！!]\s*(?:其实|应该)?是?"
        r"(?P<new>[^，,。！!？?]{1,30}?\+?)[，,！!。]?\s*(?:而)?不是(?P<old>[^，,。！!？?]{1,30}?\+?)"
        + ZH_VALUE_END,
        # "更正：不是Monzo，是Revolut"
        r"(?:说错|记错|搞错|口误|打错字?|更正|纠正)[^，,。]{0,6}[，,。：:]\s*(?:其实)?不是"
        r"(?P<old>[^，,。！!？?\s]{1,20}?)[，,]\s*(?:而|其实)?是(?P<new>[^，,。！!？?\s]{1,20}?)"
        + ZH_VALUE_END,
    )
)


def _name_text(m: re.Match[str]) -> str:
    """A name as matched, chat openers cut: "Sorry Lisbon" -> "Lisbon"."""
    words = m.group(0).split()
    while words and words[0].casefold() in _NOT_NAMES:
        words = words[1:]
    return " ".join(words)


def _names(text: str) -> list[re.Match[str]]:
    """The names `text` writes (`_NAME_RUN`), chat openers and "I" left out, and the known
    values it writes in lower case ("vegan — sorry, pescatarian now")."""
    names = [m for m in _NAME_RUN.finditer(text)
             if (name := _name_text(m)) and not CALENDAR.match(name)
             and name.split()[-1].casefold() not in _NOT_NAMES]  # fmt: skip
    taken = [(m.start(), m.end()) for m in names]
    known = [m for m in known_value_spans(text)
             if not any(s < m.end() and m.start() < e for s, e in taken)]  # fmt: skip
    return sorted(names + known, key=lambda m: m.start())


def read_taken_back(text: str) -> Correction | None:
    """A correction said in no fixed form: a marker that a value was wrong with a name said
    before it (taken back) and another after it (given instead): "a while back I said FL
    Studio — that was wrong, it's actually Ableton Live", "small retraction: Leiden was
    never mine, it's Charles University", "Home base is Mexico City — wait no, sorry,
    Lisbon", "*Sanne, not Sana, autocorrect", "Netlify从来不是我的，是Hetzner". None when the
    line names no two values around a marker. Pure."""
    if has_chinese(text):
        for pattern in _ZH_CORRECTIONS:
            m = pattern.search(text)
            if m is not None:
                old, new = _clean(m.group("old")), _clean(m.group("new"))
                if not old or not new or old == new or ZH_OTHERS.search(text):
                    continue
                if _ZH_NOT_A_NAME.match(old) or _ZH_NOT_A_NAME.match(new):
                    continue  # "用了很久。不对，是三年": an amount, not a value taken back
                return Correction(old, new)
    m = _GIVEN_NOT.search(text)
    starred = m is not None and m.start() == 0 and text.startswith("*")  # "*Swithland Ward, not …"
    if m is not None and (starred or _FIRM_MARKER.search(text) or _LOOSE_MARKER.search(text)):
        old, new = _clean(m.group("old")), _clean(m.group("new"))
        if old and new and old.casefold() != new.casefold():
            return Correction(old, new)
    m = _GIVEN_NOT_KNOWN.search(text)
    if m is not None and set(attributes_knowing(m["new"])) & set(attributes_knowing(m["old"])):
        return Correction(m["old"], m["new"])
    opening = _opening_correction(text)
    if opening is not None:
        return opening
    names = _names(text)
    ends = [0, *(m.end() for m in SENTENCE_END.finditer(text)), len(text) + 1]
    markers = [
        *((m, False) for m in itertools.islice(_FIRM_MARKER.finditer(text), _MAX_MARKERS)),
        *((m, True) for m in itertools.islice(_LOOSE_MARKER.finditer(text), _MAX_MARKERS)),
    ]
    for marker, loose in markers:
        # The marker's sentence, the one before it and the one after: a correction is said
        # where the value it takes back was, not anywhere in a long turn.
        k = bisect.bisect_right(ends, marker.start()) - 1
        start, end = ends[max(0, k - 1)], ends[min(len(ends) - 1, k + 2)]
        before = [n for n in names if start <= n.start() and n.end() <= marker.start()]
        said = {_name_text(n).casefold() for n in before}
        after = [n for n in names if marker.end() <= n.start() < end
                 and _name_text(n).casefold() not in said]  # fmt: skip
        if not before or not after:
            continue
        if loose and (
            text[marker.end() : after[0].start()].strip(" ,:—–-!.")
            or after[0].group(0) != _name_text(after[0])  # "my bad, … Then Target"
            or not _GIVEN_ENDS.match(text, after[0].end())
        ):
            continue  # a loose marker gives the name right after it, ending its clause
        if _OTHERS_SAY.search(text[: marker.start()]):
            return None
        if marker.group(0).lower().startswith("nope") and not _SAID_BEFORE.search(
            text[: marker.start()]
        ):
            continue  # "Is that Tom? nope, it's Dave" answers about someone, takes nothing back
        old, new = _clean(_name_text(before[-1])), _clean(_name_text(after[0]))
        if old and new and old.casefold() != new.casefold():
            return Correction(old, new)
    return None


def _opening_correction(text: str) -> Correction | None:
    """A correction the line opens with, in any words (`_GIVEN_NOT_OPENING`); the graph
    decides whether it takes anything back."""
    if has_chinese(text):
        m = _ZH_GIVEN_NOT_OPENING.match(text)
    else:
        m = (
            _GIVEN_NOT_OPENING.match(text)
            or _GIVEN_NOT_THEN_MARKER.match(text)
            or _GIVEN_THEN_DISOWNED.match(text)
            or _WRONG_THEN_GIVEN.match(text)
        )
    if m is None:
        return None
    said = m.groupdict()
    old = _clean(said.get("old") or said.get("old2") or said.get("old3") or said.get("old4")
                 or said.get("old5") or said.get("old6") or "")  # fmt: skip
    new = _clean(said.get("new") or said.get("new2") or "")
    if not old or not new or old.casefold() == new.casefold() or _A_CLAUSE.search(new):
        return None  # "Correction: Sam is on Octopus", "Correction: Tom said …": no value given
    if any(v.casefold().split()[-1] in _NO_VALUE_WORDS or CALENDAR.match(v) for v in (old, new)):
        return None  # "the blue one, not the red one", "tomorrow, not today"
    if re.search(r"['’]s\b", new) or new.casefold().endswith(" now"):
        return None  # "Typo, Tom's car not Kia Niro": his; "EE now, not Three": a change
    if re.search(r"\bnot\b", new, re.IGNORECASE) or (
        has_chinese(new) and re.search(r"[我你他她]|妹|姐|哥|弟|妈|爸|朋友|同事|用", new)
    ):
        return None  # "Wait no, Tom not Sam. Not Sam …"; "是我妹妹用Huawei P30，不是…": hers
    # (the one "is what my brother has" belongs to the other by the sentence's own saying)
    own = text[: m.start("old2")] if m.groupdict().get("old2") else text
    if (ZH_OTHERS if has_chinese(text) else THIRD_PARTIES).search(own):
        return None  # "我是说他喝咖啡，不是茶": his
    if has_chinese(text) and any(_zh_no_value(v) for v in (old, new)):
        return None
    if _of_other_slots(old, new):
        return None  # "Ugh, autocorrect. EE not EDF": a network for an energy supplier
    return Correction(old, new, vouched_only=True)


def _of_other_slots(old: str, new: str) -> bool:
    """Whether two firms the vocabulary knows belong to no slot in common ("EE", a network,
    for "EDF", an energy supplier): the one given cannot take the other's place. Things may
    ("black coffee, not Earl Grey": two slots of what one drinks)."""
    old_slots, new_slots = set(attributes_knowing(old)), set(attributes_knowing(new))
    firms = all(value_kind(a) == "organisation" for a in old_slots | new_slots)
    return bool(old_slots and new_slots and firms and not old_slots & new_slots)


def _zh_no_value(value: str) -> bool:
    """A particle first, or nothing but a time or an amount ("明天", "三年"); "周六摊位" (the
    Saturday stall) is a value."""
    m = _ZH_NOT_A_NAME.match(value)
    return m is not None and (m.end() == len(value) or value[0] in "了到在又也就还都很")


# "No, not Kia Niro any more! I drive a Volvo XC40.", "Nope, no more Pixel 8. I'm on a
# Xperia 10.": a held value denied, then the line goes on to what holds now, in any words.
_DENIED_ANY_MORE = re.compile(
    r"(?:^|[:;,.!—–-]\s*)(?:(?:no|nope|nah)\W+)?(?:(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+)?"
    # "Haven't got the Hyundai i10 any more, it's a Kia Niro now."
    r"(?:(?:not|no longer|(?:i\s+|we\s+)?haven['’]t\s+got|(?:i\s+|we\s+)?don['’]t\s+have)\s+"
    r"(?:(?:with|on|at|in|using|driving|drinking|doing|learning|having)\s+)?"
    r"(?:(?:the|a|an|my|our)\s+)?(?P<old>[\w'’+&.-]+(?:\s[\w'’+&.-]+){0,3}?)\s+any\s?more"
    r"(?:\s+(?:thank god|thankfully|mate|sadly|lol|haha))?|"
    r"no\s+more\s+(?:(?:the|my|our)\s+)?(?P<old2>[\w'’+&.-]+(?:\s[\w'’+&.-]+){0,3}?)"
    r"(?:\s+for\s+(?:me|us))?)"
    r"\s*[,;:.!—–-]+\s*",
    re.IGNORECASE,
)
_ZH_DENIED_ANY_MORE = re.compile(
    # "我已经不是junior coach了！", "我不做fixtures secretary了，"
    r"(?:^|[，,。！!：:；;]\s*)(?:我们?)?(?:早就|已经)?(?:不是|不再是|不做|不当|不再做)"
    r"(?P<old>[^，,。！!？?了]{1,20})了[，,。！!；;]\s*"
)
# A name as a brand writes it, capitalised or "iPhone 13", not a bare number.
_LATIN = r"A-Za-z0-9\u00c0-\u024f'’&+-"  # a Latin name's letters: Chinese runs on without spaces
_BRAND_RUN = re.compile(
    rf"(?<![{_LATIN}])(?-i:[A-Z0-9][{_LATIN}]{{0,30}}(?:\.[{_LATIN}]{{1,30}})?)"
    rf"(?:\s+(?:(?:of|de|la|du|van|von|and)\s+)?(?-i:[A-Z0-9][{_LATIN}]{{0,30}})){{0,4}}"
    rf"|(?<![{_LATIN}])(?-i:[a-z][A-Z][{_LATIN}]*)(?:\s+(?-i:[A-Z0-9][{_LATIN}]*)){{0,3}}"
)
# A Chinese value right after what one does with it ("我在学法语", "我用的是Fairphone 5").
_ZH_AFTER_VERB = "学喝用是去开吃住骑上"
# A value the rest of such a line ends its clause on, in lower case ("I get about in a cargo
# bike.", "My bit is the bookkeeping.").
_LAST_THING = re.compile(
    # (not where it is: "…, it's in the garage now"; "I get about in a cargo bike" is one)
    r"(?<!['’]s\sin\s)(?<!['’]s\sat\s)(?<!\bis\sin\s)(?<!\bis\sat\s)"
    r"\b(?:a|an|the)\s+(?P<thing>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)"
    r"(?:\s+(?:now|these days|instead))?\s*[.!]*\s*$"
)


# What the rest of a denial says of the speaker now ("I pay for MUBI", "my phone's a …", "it's
# Korean", "… is where you'll find me"), and what says it is not now.
_OWN_NOW = re.compile(
    r"\b(?:i|i['’]m|i['’]ve|my|me|we|we['’]re|we['’]ve|our|us|it['’]s|now)\b", re.I
)
_NOT_YET = re.compile(
    r"\b(?:will|won['’]t|(?:i|we)['’]ll|going to|gonna|tonight|tomorrow|later|next|might|maybe)\b",
    re.IGNORECASE,
)
# A name that does something is someone, not a value ("Tom cancelled it", "Tom has it").
_DOES_SOMETHING = re.compile(
    r"^(?:['’]s\s+[a-z]+ing|\s+(?:has|had|does|did|got|gets|took|takes|says|said|"
    r"[a-z]+ed|[a-z]{2,}s)\b)"
)


def _names_a_value(name: str) -> bool:
    """Whether a name said alone is a value: one the vocabulary knows whole, one whose form
    names a slot ("Willen Boxing Club"), or a role ("club scorer")."""
    return (
        _known_whole(name)
        or state_slot_of_name(name) is not None
        or name.casefold().split()[-1] in value_heads("job_title")
    )


# A Latin name in any case after 现在是/现在做 ("…，现在是club scorer").
_ZH_NOW_LATIN = re.compile(
    r"\W*(?:现在|目前)(?:是|做|当)(?P<new>[A-Za-z][\w '’&.+-]{1,40}?)\s*(?:[，,。！!]|$)"
)


def _given_after(rest: str, old: str, chinese: bool, names_only: bool = False) -> str | None:
    """The value a denial goes on to give (`read_denied_then_given`): the first brand-like
    name that is not the one denied, else a thing the clause ends on, else (Chinese) a known
    value right after a verb."""
    for m in _BRAND_RUN.finditer(rest):
        name = _name_text(m)
        if not name or name.isdigit() or name.casefold() == old.casefold():
            continue
        if re.search(r"['’]s$", name) or re.match(r"['’]s\b", rest[m.end() :]):
            continue  # "…, it's Tom's now": whose it is, no value
        if name.split()[-1].casefold() in _NOT_NAMES or _DOES_SOMETHING.match(rest[m.end() :]):
            continue
        if chinese and re.match(r"[当做用去说来开在]", rest[m.end() :]):
            continue  # "现在是Tom当": someone doing it
        return _clean(name)
    if not chinese:
        # a known value in lower case, then "now" ("Not on Smarty any more, giffgaff now")
        lower = re.match(
            r"\W*([a-z][\w'’&+.-]*(?:\s[a-z][\w'’&+.-]*)?)\s+(?:now|these days|please)\b", rest
        )
        if lower is not None and lower[1] != old.casefold() and _known_whole(lower[1]):
            return _clean(lower[1])
        # "I'm not on X any more, it's a rip-off": after "I'm", only a name is a value
        thing = None if names_only else _LAST_THING.search(rest.strip())
        return _clean(thing["thing"]) if thing is not None else None
    for m in known_value_spans(rest):
        if m.start() > 0 and rest[m.start() - 1] in _ZH_AFTER_VERB and m.group(0) != old:
            return _clean(m.group(0))
    now = _ZH_NOW_LATIN.match(rest)  # "…，现在是club scorer"
    if now is not None and now["new"].casefold() != old.casefold() and _names_a_value(now["new"]):
        return _clean(now["new"])
    return None


def _asked_or_others(text: str, chinese: bool) -> bool:
    """Whether a line a reader in any words would read is a question or names someone else
    (`THIRD_PARTIES`, `ZH_OTHERS`): no news of the speaker's own."""
    return text.rstrip().endswith(("?", "？")) or bool(
        (ZH_OTHERS if chinese else THIRD_PARTIES).search(text)
    )


def read_denied_then_given(text: str) -> Correction | None:
    """A held value denied and the value now given after it in any words: the value denied
    ends, the first name after it (or a thing the clause ends on) is the new one. Only the
    graph can tell a held value here, so the reading is `vouched_only`. Pure."""
    chinese = has_chinese(text)
    m = (_ZH_DENIED_ANY_MORE if chinese else _DENIED_ANY_MORE).search(text)
    if m is None or _asked_or_others(text[: m.end()], chinese):
        return None  # "My brother, not at X any more, goes to Y": his
    old = _clean(m.group("old") or (m.groupdict().get("old2") or ""))
    rest = text[m.end() :]
    first = SENTENCE_END.search(rest)
    following = rest[first.end() :] if first is not None else ""
    rest = rest[: first.end()] if first is not None else rest
    if not old or not rest.strip():
        return None
    if _asked_or_others(text, chinese):
        found = None  # (what the rest gives is someone else's: "…, Tom cancelled it")
    else:
        found = _given_in_sentence(rest, old, chinese, m.group(0))
    if (
        found is None
        and not chinese
        and not following.rstrip().endswith("?")
        # (the old one's "they" is no one else: "they put the price up again")
        and not _asked_or_others(re.sub(r"\bthey\b", "", rest, flags=re.I), chinese)
    ):
        # the reason first, then the name alone ("Not Redway CrossFit any more, they put the
        # price up again. Willen Boxing Club")
        alone = re.fullmatch(rf"\s*(?:(?:the|a|an)\s+)?({_NAME_WORDS})\s*[.!]*\s*", following)
        new = _clean(alone[1]) if alone is not None else None
        # (a name some slot knows or whose form names one, "Willen Boxing Club"; not "Happy
        # Friday", "Thanks Obama", "Tom Jones")
        if new and new.casefold() != old.casefold() and _names_a_value(new):
            return Correction(old, new, vouched_only=True)
    return found


def _given_in_sentence(rest: str, old: str, chinese: bool, denial: str) -> Correction | None:
    """The value a denial's own sentence goes on to give (`read_denied_then_given`)."""
    new = _given_after(rest, old, chinese, names_only=denial.lstrip(" :;,.!—–-").lower()
                       .startswith(("i'm", "i’m", "i am", "we're", "we’re", "we are")))  # fmt: skip
    # a name alone after the denial ("Not Mill Road anymore! Waterbeach."): one the vocabulary
    # knows or of two words or more, not a word of relief ("… any more! Hallelujah.")
    alone = (
        new is not None
        # ("Not decaf americano any more, Earl Grey please": an order, said of oneself)
        and re.match(
            rf"\W*{re.escape(new)}(?:\s+(?:now|these days|nowadays|please))?\s*(?:[.!]|$)", rest
        )
        is not None
        and (_known_whole(new) or len(new.split()) > 1)
    )
    if not chinese and (not (alone or _OWN_NOW.search(rest)) or _NOT_YET.search(rest)):
        return None  # "…, Tom cancelled it", "…, I'll have a tea", "… tonight"
    if not new or CALENDAR.match(new) or new.casefold().split()[-1] in _NO_VALUE_WORDS:
        return None
    return Correction(old, new, vouched_only=True)


# A plan or thought dropped, then the value kept instead ("Not switching to Utility Warehouse,
# staying with British Gas", "Remember I said I'd get a Honda Jazz? That's off. Keeping the
# Renault Zoe", "计划有变，不买Vauxhall Corsa了，还是VW Golf"): the plan's value ends, the kept one
# holds. Any words can fill these forms, so the graph must hold or plan the dropped value.
_DROPPED_PLAN = re.compile(
    r"(?:\b(?:not|never|won['’]t(?:\s+be)?|(?:i|we)\s+won['’]t(?:\s+be)?|(?:i|we)['’]m\s+not)\s+"
    r"(?:switching|switch|moving|move|getting|get|buying|buy|joining|join|changing|change|"
    r"signing\s+up|sign\s+up)"
    r"|\bdecided\s+against(?:\s+it\W+no)?|\bforget|\bscrap(?:ped)?|\bgave\s+up\s+on"
    r"|\blooked\s+round"
    r"|\bsaid\s+(?:i|we)['’]d\s+(?:get|buy|switch\s+to|move\s+to|join|go\s+for))"
    r"(?:\s+(?:to|for|with|at|over\s+to|up\s+(?:to|at|with)|on))?"
    r"\s+(?:(?:the|a|an|my|our)\s+)?(?P<old>(?:[\w'’+&-]+(?:\.[\w'’+&-]+)*)"
    r"(?:\s[\w'’+&-]+(?:\.[\w'’+&-]+)*){0,3}?)"
    r"\s*(?=[,;:.!?—–(]|\s+(?:after all|because|cos|as|since|then|either|now|for (?:me|us))\b|$)",
    re.IGNORECASE,
)
_KEPT = re.compile(
    r"\b(?:stay(?:ing)?|stick(?:ing)?)\s+(?:with|at|on|in)\s+(?:(?:the|my|our)\s+)?"
    r"(?P<kept>[^,;:.!?—–()]+?)\s*"
    r"(?=[,;:.!?—–(]|\s+(?:for|then|instead|it is|after all|till|until)\b|$)"
    r"|\bkeep(?:ing)?\s+(?:the|my|our)\s+(?P<kept2>[^,;:.!?—–()]+?)\s*"
    r"(?=[,;:.!?—–(]|\s+(?:for|then|instead|after all|till|until)\b|$)"
    r"|(?:^|[,;:.!?—–]\s*)(?P<kept3>[^,;:.!?—–()]+?)\s+it\s+is\b",
    re.IGNORECASE,
)
_ZH_DROPPED_PLAN = re.compile(
    r"不(?:买|换|搬|去|办|学|用|订|开|报|加入|转)(?:到|成)?(?:了)?(?:一辆|一台|一个|一部|一家)?"
    r"(?P<old>[^，,。！!？?；;了]{1,20}?)了"
)
_ZH_KEPT = re.compile(
    r"(?:还是|继续)(?:用|去|在|开|喝|吃|学|住)?(?P<kept>[^，,。！!？?；;了吧]{1,20}?)"
    r"(?=[，,。！!；;]|就好|吧|$)"
    r"|(?:^|[，,。！!；;]\s*)(?P<kept2>[^，,。！!？?；;]{1,20}?)(?:够用|就好|就够了)"
)


_CALLED_OFF = re.compile(
    r"\b(?:off|not happening|scrapped|changed my mind|nope|not any more)\b", re.IGNORECASE
)
_TRAILING_MARKS = re.compile(r"[^\w)+]+$")
# A kept thing for one occasion, no state ("… pizza it is tonight", "今天还是…").
_JUST_NOW = re.compile(
    r"\b(?:tonight|today|this (?:evening|morning|afternoon|weekend))\b|今天|今晚"
)
# A name before the dropped plan says whose it is ("Jess is not getting …", "表哥不学日语了").
_NAMED_BEFORE = re.compile(
    r"\b(?!(?:I|It|That|This|So|Oh|Well|Yeah|Right|Nope|No|Morning|Remember|Decided|Forget|"
    r"Not|Looked|Honestly|Anyway|Update|News|Sorry|Ok|Okay)\b)[A-Z][a-z]+(?:['’]s)?\s+"
    r"(?:is|has|was|isn['’]t|wasn['’]t|won['’]t|says|said|decided|['’]s)\b"
    r"|表[哥姐弟妹]|堂[哥姐弟妹]|[哥姐弟妹]{2}|我[哥姐弟妹]"
)


def _kept_name(value: str, kept: re.Match[str], chinese: bool) -> bool:
    """Whether the value a line keeps is a name: one some slot knows, a Latin name in a Chinese
    line, or capitalised where no sentence starts ("Peppermint tea it is" only if known)."""
    if _known_whole(value):
        return True
    if chinese:
        return re.match(r"[A-Za-z0-9]", value) is not None
    opens_sentence = kept.group("kept3") is not None
    return value[:1].isupper() and not opens_sentence


def read_kept_instead(text: str) -> Correction | None:
    """A plan dropped and the value kept instead, in one line (`_DROPPED_PLAN`, `_KEPT`):
    the plan's value ends, the kept one holds. `vouched_only`, as any words fit. Pure."""
    chinese = has_chinese(text)
    if _asked_or_others(text, chinese):
        return None
    for dropped in (_ZH_DROPPED_PLAN if chinese else _DROPPED_PLAN).finditer(text):
        old = _clean(dropped["old"])
        if not old or fold(old).split()[-1] in _NO_VALUE_WORDS:
            continue  # "decided against it — I won't switch to chai latte"
        if dropped.group(0).lower().startswith("said") and not _CALLED_OFF.search(text):
            continue  # "I said I'd get a Honda Jazz", and nothing says it is off
        if _NAMED_BEFORE.search(text[: dropped.start()]):
            return None  # "Jess is not getting the Toyota Yaris, …": hers
        kept = (_ZH_KEPT if chinese else _KEPT).search(text, dropped.end())
        if kept is None:
            return None
        written = next((g for g in kept.groups() if g), None)
        new = _clean(_TRAILING_MARKS.sub("", written)) if written else None
        if not new or fold(old) == fold(new) or CALENDAR.match(new):
            return None
        if fold(new).split()[-1] in _NO_VALUE_WORDS or fold(new).split()[0] in KIN | BARE_KIN:
            return None  # "staying in tonight", "staying with Nan for a bit"
        if not _kept_name(new, kept, chinese):
            return None  # "staying on the sofa", "sofa it is", "还是再看看吧": no value
        slots = {state_slot_of_name(old), state_slot_of_name(new)} - {None}
        if len(slots) > 1 or _JUST_NOW.search(text[kept.start() :]):
            return None  # "Forget the Toyota Yaris, pizza it is tonight": another thing, once
        return Correction(old, new, vouched_only=True, dropped_plan=True)
    return None


def read_corrections(sentence: str) -> list[Correction]:
    """The values `sentence` takes back (`_CORRECTIONS`, else `read_taken_back`). Pure."""
    text = mend_typos(sentence.strip())
    # "Femi is my sister's" names no third party's state: it disowns the value
    if not text or text.endswith(("?", "？")) or THIRD_PARTIES.search(_DISOWNED.sub("", text)):
        return []
    chinese = has_chinese(text)
    out = []
    for pattern in (*_CORRECTIONS, _DISOWNING):
        for m in pattern.finditer(text):
            if _OTHERS_SAY.search(text[: m.start()]):
                continue  # "Jo thinks it's EE. Not Vodafone.": Jo's word, nothing taken back
            groups = m.groupdict()
            named = [g for g in (groups.get("old"), groups.get("new")) if g]
            if chinese and ZH_OTHERS.search(re.sub("|".join(map(re.escape, named)), "", text)):
                continue  # someone else's ("同事小潘的…"); the values may be names like 小周
            old, new = _clean(groups.get("old")), _clean(groups.get("new"))
            if old is None or not _is_name(old) or (new is not None and not _is_name(new)):
                continue  # names only: "it's fine, not great" takes nothing back
            noun = groups.get("noun")
            attribute = named_attribute(noun) if noun else None
            if pattern is _DISOWNING:  # the owner's kin names no slot: the values do
                attribute = state_slot_of_name(new or "") or state_slot_of_name(old)
            if new is None or new.casefold() != old.casefold():
                out.append(Correction(old, new, attribute))
    if not out:
        general = read_taken_back(text)
        if general is not None and (
            general.vouched_only or (_is_name(general.old) and _is_name(general.new or ""))
        ):
            out.append(general)
    return out


# The extractor name of a fact a change construction made: it stands without the clause
# model's word (extract.assertion gates only the slot patterns' "rules" readings).
CHANGE_SAID = "rules:change"
# A value the speaker takes back in a correction ("Sorry, I meant giffgaff, not Smarty"): the
# resolver decides it before the episode's other facts, so the value given instead never
# lands behind the one taken back (resolver.batch).
TAKEN_BACK = "rules:taken-back"
# The same from a correction in any words (`Correction.vouched_only`): no fact unless the
# subject holds or plans the value.
TAKEN_BACK_IF_HELD = "rules:taken-back-if-held"
TAKEN_BACK_FORMS = (TAKEN_BACK, TAKEN_BACK_IF_HELD)
# ... and the value it gives instead: a fact only where the subject holds the value taken back
# (its `leaves`), as a change of that slot.
GIVEN_IF_HELD = "rules:given-if-held"
CHANGE_CONFIDENCE = 0.7  # as firm as a slot pattern's reading
# Readings that keep a whole line as said (a note, a rule, a decision): they hold the names in
# it without being their reading, so a change or a correction gets a fact of its own.
LINES_KEPT = ("note", "rule", "decision")


def _matches(fact: CandidateFact, value: str) -> bool:
    return _same(fact.value, value) or bool(fact.focus and _same(fact.focus, value))


def _reads(fact: CandidateFact, value: str, focuses: Sequence[str] | None) -> bool:
    """Whether a fact reads `value` (`_matches`); given `focuses`, an open statement reads it
    only when its focus is one of them."""
    if focuses is not None and fact.attribute == OPEN_ATTRIBUTE and fact.focus:
        return any(_same(fact.focus, f) for f in focuses)
    return _matches(fact, value)


def best_matches(
    facts: Sequence[CandidateFact], value: str, focuses: Sequence[str] | None = None
) -> list[int]:
    """The facts that read `value`: those that read exactly it, else those whose value holds
    it or sits inside it ("Manchester" of "the Manchester office"). Exact first, so "York"
    is not "New York". With `focuses`, an open statement about another thing is none of
    them, however its text reads."""
    folded = value.casefold()
    exact = [i for i, f in enumerate(facts)
             if folded in (f.value.casefold(), (f.focus or "").casefold())]  # fmt: skip
    # A note ("FYI I've moved out of Oadby and into Wigston!") keeps the line; it holds
    # the name without being its reading.
    return exact or [
        i
        for i, f in enumerate(facts)
        if f.attribute not in LINES_KEPT and _reads(f, value, focuses)
    ]


def _same(a: str, b: str) -> bool:
    """The same value, or one inside the other ("Manchester" of "the Manchester office")."""
    a, b = a.casefold(), b.casefold()
    return a == b or (min(len(a), len(b)) >= 3 and (b in a or a in b))


# Where a sentence ends for a person, not for the parser ("Morning all, the van needs its
# MOT, oh and I left Sperrin Print | and I'm at Translink now, anyway, …" is cut at commas and
# "and" by the small parser).
_SENTENCE_CLOSED = re.compile(r"[.!?。！？…]['’\")\s]*$|\n\s*$")


def _he_or_she_in(
    sentences: Sequence[tuple[int, int, str]],
    speaker: str,
    referent: str | None,
    people: frozenset[str],
) -> list[str | None]:
    """Whom "he"/"she" means in each of a turn's sentences: the last of the conversation's
    `people` (casefolded names) an earlier sentence of the turn names, not the speaker
    ("Bumped into Siobhan in Tesco. She has switched to EDF"), else the turn's `referent`."""
    if not any(HE_OR_SHE.search(sentence) for _, _, sentence in sentences):
        return [referent] * len(sentences)  # no "he"/"she" to mean anyone: no names looked for
    out: list[str | None] = []
    last = referent
    names = sorted(people - {speaker.casefold()}, key=len, reverse=True)
    for _, _, sentence in sentences:
        out.append(last)
        found = [(m.start(), m.group(0)) for n in names
                 for m in re.finditer(rf"(?<![\w'’])(?i:{re.escape(n)})(?![\w'’])", sentence)
                 if m.group(0)[:1].isupper()]  # fmt: skip
        if found:
            last = max(found)[1]
    return out


def _changes_by_sentence(
    sentences: Sequence[tuple[int, int, str]],
    speaker: str,
    context: str,
    he_or_she: Sequence[str | None] = (),
) -> list[tuple[int, int, str, list[ChangeReading]]]:
    """Each of `sentences` with the changes it says (`read_changes`), read once; a piece the
    parser cut off mid-sentence is joined to the next when only the two together say a change
    ("oh and I left Sperrin Print" + "and I'm at Translink now"). Pure."""
    read: dict[int, list[ChangeReading]] = {}

    def changes_in(k: int) -> list[ChangeReading]:
        if k not in read:
            whom = he_or_she[k] if k < len(he_or_she) else None
            read[k] = read_changes(sentences[k][2], speaker, context, whom)
        return read[k]

    out: list[tuple[int, int, str, list[ChangeReading]]] = []
    k = 0
    while k < len(sentences):
        start, end, sentence = sentences[k]
        following = sentences[k + 1][2] if k + 1 < len(sentences) else ""
        # (a piece that goes on in lower case was cut, not ended)
        if (
            following[:1].islower()
            and not _SENTENCE_CLOSED.search(sentence)
            and not changes_in(k)
            and not changes_in(k + 1)
        ):
            joined = f"{sentence} {following}"
            together = read_changes(joined, speaker, context)
            if together:
                out.append((start, sentences[k + 1][1], joined, together))
                k += 2
                continue
        out.append((start, end, sentence, changes_in(k)))
        k += 1
    return out


def apply_changes(
    facts: list[CandidateFact],
    sentences: Sequence[tuple[int, int, str]],
    speaker: str,
    occurred_at: datetime,
    referent: str | None = None,
    people: frozenset[str] = frozenset(),
) -> tuple[list[CandidateFact], list[tuple[int, int]]]:
    """The episode's `facts` with each change its `sentences` ((start, end, text) in the
    episode) say (`read_changes`): a fact the rules read for the new value reports the
    change; one read for the old value becomes its past; a new value no fact holds becomes a
    fact of its own (`CHANGE_SAID`), in the slot its attribute noun names or an open
    statement anchored later. Returns the facts (new ones appended, so causal links keep
    their indexes) and the spans of the sentences that said a change. Pure."""
    out = list(facts)
    said: list[tuple[int, int]] = []
    text = " ".join(sentence for _, _, sentence in sentences)
    # A correction may run across sentences ("a cat called Luna... wait, no. Bramble.").
    corrections = read_corrections(text)
    denied = read_denied_then_given(text) if not corrections else None
    if denied is not None and not any(read_changes(s, speaker, text) for _, _, s in sentences):
        corrections = [denied]  # no change form read it: the denial says what changed
    kept = read_kept_instead(text) if not corrections else None
    if kept is not None:
        corrections = [kept]  # a change form reads the dropped plan as made ("switching to X")
    group = Speakers.of(speaker).group
    # (with a correction read, the turn's changes are that correction's alone)
    by_sentence = (
        []
        if corrections
        else _changes_by_sentence(
            sentences, speaker, text, _he_or_she_in(sentences, speaker, referent, people)
        )
    )
    for start, end, sentence, changes in by_sentence:
        here = [i for i, f in enumerate(out) if f.span is not None and start <= f.span[0] < end]
        # A fact the rules gave to someone else says the change is theirs ("小王从北京搬到
        # 上海了"); one given to "Mateo's new role" for "My new role is …" is the speaker's,
        # and so is one the rules also gave the speaker (a second parse's holder).
        changes = [c for c in changes if _the_speakers(c, [out[i] for i in here], speaker, group)]
        if not changes:
            continue
        said.append((start, end))
        for change in changes:
            who = _holders(change, speaker, group)
            # "Ardour for most things, but at the station I use Adobe Audition": the statement
            # read for Adobe Audition is not the change to Ardour ("I gave up Greek, it's
            # French now", read for Greek, is)
            focuses = [change.new] + ([change.old] if change.old else [])
            new_at = best_matches([out[i] for i in here], change.new, focuses)
            old_at = best_matches([out[i] for i in here], change.old) if change.old else []
            for k in old_at:
                i = here[k]
                if i not in (here[j] for j in new_at) and out[i].subject in who:
                    out[i] = replace(out[i], cues=(out[i].cues - {Cue.UPDATE}) | {Cue.PAST})
            for k in new_at:
                i = here[k]
                f = out[i]
                own = f if f.subject in who else replace(f, subject=who[0])
                out[i] = _as_change(own, change)
            if not new_at:
                out.append(_new_fact(change, sentence, (start, end), who[0], occurred_at))
    if corrections and sentences:
        whole = (sentences[0][0], sentences[-1][1])
        said.append(whole)
        for correction in corrections:
            if correction.dropped_plan:
                out = _keep_instead(out, correction, text, whole, speaker, occurred_at)
            else:
                _correct(out, correction, text, whole, speaker, occurred_at)
    return out, said


def _keep_instead(
    facts: list[CandidateFact],
    correction: Correction,
    text: str,
    span: tuple[int, int],
    speaker: str,
    occurred_at: datetime,
) -> list[CandidateFact]:
    """A plan given up for the value kept (`read_kept_instead`): the readings of either value
    give way to one fact of the kept value with the abandoned cue and the plan it gives up
    (`considered`), as resolver.policy's abandoned transition reads "considered X but stayed
    with Y"; the graph must hold or plan the value given up (`GIVEN_IF_HELD`)."""
    old, new = correction.old, correction.new or ""
    # A slot that knows either value first; then one read for a value as named, not for a
    # denial ("no Pret for me, staying at Greggs" read "no Pret" as a diet)
    knowing = set(attributes_knowing(old)) | set(attributes_knowing(new))
    read = [(f.attribute.removeprefix("not_"), f.value) for f in facts
            if _matches(f, old) or _matches(f, new)]  # fmt: skip
    slot = next((a for a, _ in read if a in knowing), None) or next(
        (a for a, v in read if is_state_slot(a) and not v.casefold().startswith("no ")), None
    )
    kept = [f for f in facts if not (_matches(f, old) or _matches(f, new))]
    fact = _new_fact(ChangeReading(new, old, slot), text, span, speaker, occurred_at)
    cues = (fact.cues - {Cue.UPDATE, Cue.PAST, Cue.NEGATION, Cue.INTENT}) | {Cue.ABANDONED}
    kept.append(replace(fact, cues=cues, considered=old, leaves=old, extractor=GIVEN_IF_HELD))
    return kept


def _the_speakers(
    change: ChangeReading, facts: Sequence[CandidateFact], speaker: str, group: str
) -> bool:
    """Whether a change is the speaker's (or the holder's it names) by the facts the rules read
    for its new value in the same sentence: none, or one of them is theirs."""
    holders = _holders(change, speaker, group)
    read = [f for f in facts if _matches(f, change.new)]
    return not read or any(_holds(f.subject, holders) for f in read)


def _holders(change: ChangeReading, speaker: str, group: str) -> tuple[str, ...]:
    """Who a change may be of: the holder the sentence names, else the speaker or their group."""
    return (change.holder,) if change.holder else (speaker, group)


def _holds(subject: str, holders: tuple[str, ...]) -> bool:
    """Whether a fact's subject is one of `holders` or a thing of the first ("Mateo's new role")."""
    return subject in holders or subject.startswith(f"{holders[0]}'s ")


def _correct(
    facts: list[CandidateFact],
    correction: Correction,
    text: str,
    span: tuple[int, int],
    speaker: str,
    occurred_at: datetime,
) -> None:
    """Apply a correction to an episode's facts in place: the value taken back ends (denied
    and past, so the resolver retires it where the subject holds it: resolver.policy,
    negation with a past cue); the value given instead, if any, is said as a change."""
    taken, given = False, False
    slot = correction.attribute
    for i, f in enumerate(facts):
        if f.attribute in LINES_KEPT:
            continue  # "Ignore me, keto, not dairy-free" read as a rule keeps its line
        if _matches(f, correction.old):
            # Its own slot, not the denial slot a negated reading gets ("not_statement").
            attribute = f.attribute.removeprefix("not_")
            own = replace(f, subject=speaker, attribute=attribute)
            if slot is None and is_state_slot(attribute):
                slot = attribute  # the value given goes where the one taken back was read
            elif not is_state_slot(attribute):
                # A rule or note read from "never was FL Studio" holds no state: an open
                # statement of the value, which the resolver finds the subject's slot for.
                own = replace(own, attribute=OPEN_ATTRIBUTE, focus=correction.old)
            extractor = TAKEN_BACK_IF_HELD if correction.vouched_only else TAKEN_BACK
            facts[i] = replace(_taken_back(own), extractor=extractor)
            taken = True
        elif correction.new and (
            _matches(f, correction.new)
            or canonical_spelling(f.value) == canonical_spelling(correction.new)
        ):
            if not correction.vouched_only:
                facts[i] = _as_change(replace(f, subject=speaker))
                given = True
            elif f.extractor not in (PROPOSED, PROPOSED_IMPLIED) and _own_thing(f.subject, speaker):
                # read already ("I drive a Volvo XC40", "My bit is the bookkeeping", 学西班牙语
                # read as Spanish): the speaker's, leaving the value taken back
                f = replace(f, subject=speaker, leaves=f.leaves or correction.old)
                if f.attribute == OPEN_ATTRIBUTE:  # "我是说Nissan Leaf" read as an open statement
                    f = replace(f, focus=correction.new, extractor=GIVEN_IF_HELD)
                facts[i] = f
                given = True
    if slot is None:  # "vegan?? autocorrect. flexitarian!!": the values say the slot
        knowing = attributes_knowing(correction.new or correction.old)
        slot = knowing[0] if len(knowing) == 1 else None
    if not taken:
        reading = Reading(speaker, OPEN_ATTRIBUTE, text.strip().rstrip(" .!"), "note",
                          confidence=CHANGE_CONFIDENCE, focus=correction.old)  # fmt: skip
        fact = assemble(reading, text.strip(), text.strip(), span, occurred_at)
        extractor = TAKEN_BACK_IF_HELD if correction.vouched_only else TAKEN_BACK
        facts.append(replace(_taken_back(fact), extractor=extractor))
    if correction.new and not given:
        change = ChangeReading(correction.new, correction.old, slot)
        fact = _new_fact(change, text, span, speaker, occurred_at)
        facts.append(replace(fact, extractor=GIVEN_IF_HELD) if correction.vouched_only else fact)


def _own_thing(subject: str, speaker: str) -> bool:
    """The speaker, or a thing of theirs read as its own subject ("Bronwen's bit"), not their
    kin ("Ann's brother")."""
    if subject == speaker:
        return True
    thing = subject.removeprefix(f"{speaker}'s ")
    return thing != subject and thing.casefold() not in KIN | BARE_KIN


def _taken_back(fact: CandidateFact) -> CandidateFact:
    cues = (fact.cues - {Cue.UPDATE, Cue.INTENT}) | {Cue.NEGATION, Cue.PAST}
    return replace(fact, cues=cues, confidence=max(fact.confidence, CHANGE_CONFIDENCE))


def _as_change(fact: CandidateFact, change: ChangeReading | None = None) -> CandidateFact:
    """A fact said as a change: an update, neither past nor denied (a change dated ahead,
    "transferring to Manchester in March", stays a plan); an open statement goes into the
    slot the change's noun names, if any."""
    planned = Cue.INTENT in fact.cues
    cues = fact.cues if planned else (fact.cues - {Cue.PAST, Cue.NEGATION}) | {Cue.UPDATE}
    leaves = change.old if change is not None and change.old else fact.leaves
    fact = replace(fact, cues=cues, valid_until=None,
                   confidence=max(fact.confidence, CHANGE_CONFIDENCE), leaves=leaves)  # fmt: skip
    kind = fact_kind(change.attribute) if change and change.attribute else None
    if change is not None and change.attribute and kind and fact.attribute == OPEN_ATTRIBUTE:
        fact = replace(fact, attribute=change.attribute, value=change.new, kind=kind)
    elif (
        change is not None
        and change.old
        and fact.attribute == OPEN_ATTRIBUTE
        and fold(fact.focus or "") == fold(change.old)
    ):
        # "I gave up Greek, it's French now": the statement is about the value it arrives at
        fact = replace(fact, focus=change.new)
    elif not planned and not is_state_slot(fact.attribute) and fact.attribute != OPEN_ATTRIBUTE:
        # Any caller: an event's target said as a change ("left So Energy and went over to
        # EDF") is the state of the one slot that knows it
        knowing = state_slot_knowing(fact.value)
        if knowing is not None and (slot_kind := fact_kind(knowing)):
            fact = replace(fact, attribute=knowing, kind=slot_kind)
    return fact


def _new_fact(
    change: ChangeReading,
    sentence: str,
    span: tuple[int, int],
    speaker: str,
    occurred_at: datetime,
) -> CandidateFact:
    kind = fact_kind(change.attribute) if change.attribute else None
    text = sentence.strip()
    if kind is not None and change.attribute is not None:
        reading = Reading(speaker, change.attribute, change.new, kind,
                          confidence=CHANGE_CONFIDENCE)  # fmt: skip
    else:
        reading = Reading(speaker, OPEN_ATTRIBUTE, text.rstrip(" .!。！"), "note",
                          confidence=CHANGE_CONFIDENCE, focus=change.new)  # fmt: skip
    fact = assemble(reading, text, text, span, occurred_at)
    if fact.scope and re.match(r"(?:except|apart from|but)\b", fact.scope, re.IGNORECASE):
        # "Everything's with X except the savings": the exception is the other value's scope
        fact = replace(fact, scope=None, cues=fact.cues - {Cue.SCOPE})
    # what it leaves goes with it: a correction's new value joins the slot of the one taken back
    leaves = change.old or fact.leaves
    return replace(_as_change(fact), extractor=CHANGE_SAID, leaves=leaves)
