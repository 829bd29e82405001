"""A provider shown by its use: "Monzo app pinged me", "EDF sent us a smart meter reading",
"paid with the Loch Ness Credit Union card", "got a credit back from OVO", "an E.ON Next
email saying we're in credit", "义卖的钱一到账Starling就提醒我了". Whoever a bank, an energy
supplier or a mobile network writes to, bills or credits is its customer, though the line
never says "I bank with". Only a name the vocabulary knows as a provider, or marks as one
("… Credit Union"), counts: "Tom sent me a link" names none. Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass

from graph.vocabulary import known_value, slot_marked_by

# Slots whose values write to, bill and credit their customers.
PROVIDER_SLOTS = ("bank", "home_energy", "mobile_carrier")

# A name as written: capitalised words, a dot or "+" inside ("E.ON Next"), up to five words.
_NAME = (
    r"(?P<V>(?-i:[A-Z0-9][\w'’&+]*(?:\.[\w'’&+]+)*(?:\s+[A-Z0-9][\w'’&+]*(?:\.[\w'’&+]+)*){0,4}))"
)
_TO_US = r"(?:me|us)\b"
# What a provider sends its customers (not "a pic", "the link", "a quote").
_PAPERS = (
    r"(?:bill|statement|(?:smart\s+)?meter\s+reading|reading|graph|letter|email|text|"
    r"notification|reminder|refund|credit|new\s+card|card|pin|code|payslip|invoice|voucher)s?"
)
# What a provider writes to its customers about: "ID Mobile just texted me about roaming".
_ACCOUNT_MATTERS = (
    r"(?:roaming|data|usage|bill|contract|tariff|payment|account|meter|plan|allowance|"
    r"upgrade|top-?up|direct\s+debit|overdraft|price\s+rise)s?"
)
# Each form with the slots it can show: a card or an app is a bank's. The first
# `_WRITES_TO_SPEAKER` forms are the provider writing to (or calling on) the speaker.
# ... or in lower case, as some write their own ("giffgaff"): one word, known or not.
_ANY_NAME = r"(?P<V>(?:[A-Za-z0-9][\w'’&+]*(?:\.[\w'’&+]+)*)(?:\s+(?-i:[A-Z0-9])[\w'’&+]*){0,3})"
_CLAUSE_START = r"(?:^|(?<=[,.;:!—–]\s))\W*"
_ENGLISH: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(p, re.IGNORECASE), slots)
    for p, slots in (
        # "First bill from Octopus landed, less painful than I feared": the speaker's first
        (_CLAUSE_START + r"(?:the\s+|my\s+|our\s+)?(?:first|latest|new|second)\s+"
         r"(?:bill|statement)\s+from\s+(?:the\s+)?" + _NAME, PROVIDER_SLOTS),
        # "Got my first giffgaff bill and it's half what I was paying"
        (r"\b(?:got|had|received|opened|paid)\s+(?:my|our)\s+(?:first\s+|latest\s+|new\s+)?"
         + _ANY_NAME + r"\s+(?:bill|statement|direct\s+debit)\b", PROVIDER_SLOTS),
        # "ID Mobile signal is rubbish in the library basement, that's why I missed your
        # message": the network the speaker's phone is on
        (_CLAUSE_START + r"(?:the\s+|my\s+)?" + _ANY_NAME + r"(?:['’]s)?\s+(?:signal|reception|"
         r"coverage|4g|5g)\s+(?:is|was|['’]s|has\s+been|keeps|dropped|died)\b",
         ("mobile_carrier",)),
        # "Monzo app pinged me"
        (_NAME + r"\s+app\s+(?:just\s+|has\s+)?(?:pinged|buzzed|notified)\s+" + _TO_US,
         ("bank",)),
        # "EDF sent us a smart meter reading", "British Gas sent me a graph of our usage",
        # "Santander charged me twice"
        (_NAME + r"\s+(?:just\s+|finally\s+|has\s+|have\s+)?"
         r"(?:(?:sent|emailed|texted|posted)\s+" + _TO_US + r"\s+(?:an?|the|our|my|another)?\s*"
         r"(?:[\w-]+\s+){0,3}?" + _PAPERS + r"\b|"
         r"(?:billed|charged|refunded|credited)\s+" + _TO_US + ")", PROVIDER_SLOTS),
        # "ID Mobile just texted me about roaming"
        (_NAME + r"\s+(?:just\s+|has\s+|have\s+)?(?:texted|emailed|messaged|rang|called)\s+"
         + _TO_US + r"\s+about\s+(?:my\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}?"
         + _ACCOUNT_MATTERS + r"\b", PROVIDER_SLOTS),
        # "Octopus sent the smart meter man today"
        (_NAME + r"\s+(?:just\s+|finally\s+|have\s+|has\s+)?sent\s+(?:the|a|an|their)\s+"
         r"(?:smart\s+)?meter\s+(?:man|men|engineer|fitter|guy|bloke|woman|lady|person)\b",
         ("home_energy",)),
        # "The Octopus Energy smart meter says the kettle costs more than the heater"
        (r"(?:^|(?<=[,.;:!]\s))the\s+" + _NAME + r"\s+(?:smart\s+meter|meter|app)\s+"
         r"(?:says|said|shows|showed|reckons|tells\s+me)\b", PROVIDER_SLOTS),
        # "got a credit back from OVO", "a refund from Octopus"
        (r"\b(?:credit|refund|rebate|bill|statement)\s+(?:back\s+)?from\s+(?:the\s+)?" + _NAME,
         PROVIDER_SLOTS),
        # "paid for the pies with the Loch Ness Credit Union card", "on my Starling card"
        (r"\b(?:with|on|using)\s+(?:the|my|our)\s+" + _NAME + r"\s+(?:card|debit card|app)\b",
         ("bank",)),
        # "Got an E.ON Next email saying we're in credit"
        (r"\b(?:an?|the|my|our)\s+" + _NAME + r"\s+(?:email|letter|bill|statement|"
         r"notification)\s+(?:saying|says|said|to say|telling)\s+(?:we|i)\b", PROVIDER_SLOTS),
    )
)  # fmt: skip
_WRITES_TO_SPEAKER = 7
_ZH_NAME = r"(?<!的)(?P<V>(?<![A-Za-z0-9])[A-Za-z0-9][A-Za-z0-9_.&+’' -]{0,40}?)\s*"
_ZH_TOLD_ME = r"(?:就|又|刚|马上)?(?:提醒|通知)(?:了)?我"
_CHINESE: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (re.compile(p), slots)
    for p, slots in (
        # "义卖的钱一到账Starling就提醒我了" (not "Ally提醒我明天要交钱": a friend's reminder)
        (r"到账[^，,。]{0,4}?" + _ZH_NAME + _ZH_TOLD_ME, ("bank",)),
        # "Monzo的app提醒我了"
        (_ZH_NAME + r"的?(?:app|App|APP)\s*" + _ZH_TOLD_ME, ("bank",)),
        # "Octopus给我发了账单", "EE又给我发账单了" (not "Chase给我发了个链接")
        (_ZH_NAME + r"(?:又|刚)?给我(?:们)?(?:发|寄|退)了?(?:个|一封|一条|一张)?"
         r"(?:账单|电费单|短信|邮件|信|钱|款|卡)", PROVIDER_SLOTS),
        # "British Gas今天来装智能电表"
        (_ZH_NAME + r"(?:今天|昨天|刚|终于)?(?:派人)?来(?:家里)?(?:装|换|读)了?(?:智能)?电表",
         ("home_energy",)),
        # "第一个月O2的账单便宜了一半", "EDF的智能电表说烧水比暖气还贵"
        (_ZH_NAME + r"的(?:账单|电费单|电费|话费|智能电表|电表)", PROVIDER_SLOTS),
    )
)  # fmt: skip
# What makes the use another's or not the speaker's provider at all: a wish, a condition, a
# denial, a scam or a quote, someone else's account, mail for someone else.
_NOT_OWN_WORDS = (
    r"\b(?:his|her|their|yours|theirs|hers|scam\w*|fake|dodgy|spam|phishing|quote|staying|tenant|estate|kitty|"
    r"job|interview|pretending|posing|mortgage|not\s+(?:a|their|my|even|with|mine|that)|"
    # mail for next door, a customer no more or not yet: "… the wrong house", "… even though
    # I left them", "… when I was with them years ago", "… I'm thinking of going with them"
    r"next\s+door|wrong\s+(?:house|address|person)|left\s+them|leaving\s+them|"
    r"years\s+ago|used\s+to|thinking|considering|tempted|"
    # not on it, a joke, a sign's words, an old address's post: "EE signal is rubbish, glad
    # I'm not on it", "… joking", "… said no one ever", "… at my old flat", "… for my mum"
    r"glad|any\s?more|joking|kidding|jk|said\s+no\s+one|says\s+the|sign|old\s+(?:flat|house|place|address)|"
    r"tenants?|for\s+(?:my\s+)?(?:mum|mom|dad|nan|gran|husband|wife|partner|brother|sister|son|daughter|friend)|"
    r"(?:mum|mom|dad|gran|nan|husband|wife|partner|brother|sister|son|daughter|friend)['’]s)\b|"
    r"(?-i:\b[A-Z][a-z]+['’]s\b)|"
    r"如果|要是|没有?|不是|他的|她的|别人|骗|冒充|假的|广告|老公的|老婆的|妈的|爸的|他们的|"
    # a comparison: "Octopus的电费比EDF的便宜"
    r"比\s?[A-Za-z]"
)
# Before the use (and in it): also a wish, a condition or a denial.
_NOT_OWN = re.compile(
    # (and a last bill: "a final statement from British Gas" closes the account)
    r"\b(?:if|would|could|might|should|wish|never|not|didn['’]t|doesn['’]t|don['’]t|final|"
    r"closing|exit)\b|" + _NOT_OWN_WORDS + "|"
    # what another said, heard or wished: "Ken说O2的账单…", "听说Octopus的电费…", "我想换到O2"
    r"说|听说|据说|想|打算|考虑|朋友|同事",
    re.IGNORECASE,
)
# After it, to the clause's end ("…, not bad" is no denial).
_NOT_OWN_AFTER = re.compile(_NOT_OWN_WORDS, re.IGNORECASE)
# How far before a use a wish or a denial still bears on it.
_LEAD = 40
# Marks that show a provider by name alone: "… Credit Union", "… Building Society" (not
# "Monster Energy", "Pokemon Mobile": a known provider only, for energy and phones).
_MARKED_SLOTS = frozenset({"bank"})


@dataclass(frozen=True)
class ProviderUse:
    """A provider (`value`, canonical where the vocabulary knows it) of `attribute`, shown by
    its use at `start` in the clause."""

    start: int
    attribute: str
    value: str
    # The provider wrote to the speaker ("EDF sent us …"): theirs, whoever the sentence's
    # subject is.
    to_speaker: bool = False


def _provider(name: str, slots: tuple[str, ...]) -> tuple[str, str] | None:
    """(slot, canonical value) of a provider's name among `slots`, dropping a leading "The"."""
    for candidate in (name, re.sub(r"^(?:The|the)\s+", "", name)):
        for attribute in slots:
            if (value := known_value(attribute, candidate)) is not None:
                return attribute, value
        marked = slot_marked_by(candidate)
        if marked in slots and marked in _MARKED_SLOTS:
            return str(marked), candidate
    return None


def provider_uses(clause: str, chinese: bool = False) -> list[ProviderUse]:
    """The providers `clause` shows its speaker using (module docstring), in order."""
    found: list[ProviderUse] = []
    for k, (pattern, slots) in enumerate(_CHINESE if chinese else _ENGLISH):
        for m in pattern.finditer(clause):
            if _NOT_OWN.search(clause[max(0, m.start() - _LEAD) : m.end()]) or (
                _NOT_OWN_AFTER.search(clause[m.end() :])
            ):
                continue  # "If EDF sent us a refund …", "… a quote to switch but we're staying"
            provider = _provider(m["V"].strip(), slots)
            if provider is not None and all(u.value != provider[1] for u in found):
                found.append(
                    ProviderUse(
                        m.start("V"), *provider, to_speaker=chinese or k < _WRITES_TO_SPEAKER
                    )
                )
    return sorted(found, key=lambda u: u.start)
