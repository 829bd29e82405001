"""The verb an open statement's value hangs on: its taking verb.

A state outside the vocabulary ("Yvonne edits in Audacity now", later "I'm editing in
Ocenaudio now") gets a slot minted from its value (resolver.anchor), so the second
statement, which does not name the first value, leaves it current beside the new one (issue
11, failure 4). What the two share is how a verb takes the value: "edit in". The taking verb
is that verb, stemmed so that "edits" and "editing" meet, with the object it has besides the
value and the preposition that joins the value to it ("I'm selling my old bike on Facebook
Marketplace" -> "sell bike on", not "sell on" of "I sell on Etsy"). A slot named by the
speaker's gerund has the bare verb (`named:editing` -> "edit"), which `joins` "edit in". The
resolver treats it as the minted slot's kind (`graph.types.verb_kind`), so a later change said
with the same taking verb joins that slot and replaces its value.

Light verbs (be, have, use, switch, get, …) say nothing about the kind of thing, verbs that
take many things at once (play, learn, watch, …) would join states that coexist, and a person
is company, not a thing of the slot's kind: they give none. Pure.
"""

from __future__ import annotations

import re

from spacy.tokens import Span, Token

from graph.types import NAMED_PREFIX
from graph.vocabulary import ing_stem

# Verbs that take any kind of value: no kind of their own.
_LIGHT_VERBS = frozenset(
    """be have get got go do use switch swap change move start begin join take give make say
    tell think try want need like love hate prefer see know let put come leave keep find call
    ask look feel seem become stay stop quit pick buy sign book pay hear mention miss meet
    visit return head end finish plan decide hope wish consider set run bring send show
    help sort reckon guess mean add drop cancel ditch transfer upgrade downgrade settle land
    stick opt fancy manage turn grab hand pass""".split()
)
# Verbs that take several things at once (two instruments, two languages, two series): a
# second value said with them is no change of the first.
_MANY_VALUED = frozenset(
    "play learn read watch listen eat drink cook try enjoy follow support".split()
)
# Chinese verbs before a Latin-script value that say nothing of its kind: 换成, 用, 在, 去 …
_ZH_LIGHT = re.compile(r"[换改转用在去到是了也还都又就叫买开订有看玩学吃喝住参加入]")
# Two Chinese characters before the value, after the time and degree words that may stand
# between verb and value ("我现在负责Wessex Ward" -> 负责).
_ZH_VERB_BEFORE = re.compile(r"([\u4e00-\u9fff]{2})(?:一下|一个|这个|那个)?\s*$")


def stem(word: str) -> str:
    """A verb's or its gerund's stem (`graph.vocabulary.ing_stem`, a final "e" off):
    "editing" and "edit", "presenting" and "present", "driving" and "drive" meet."""
    return ing_stem(word.casefold()).removesuffix("e")


def _verb_over(token: Token) -> tuple[Token, str] | None:
    """The verb a value's root token hangs on and how: "" as its object, else the preposition
    that joins them ("in" of "edits in Audacity"); through a noun the value is part of
    ("collect requests on Romsey Ward"), at most three steps up. None without a verb."""
    t, joined = token, ""
    for _ in range(3):
        if t.head.i == t.i:
            return None
        if t.dep_ == "pobj" and t.head.dep_ == "prep":
            joined = t.head.lower_
        t = t.head
        if t.pos_ in ("VERB", "AUX"):
            return t, joined
        if t.dep_ not in ("prep", "pobj", "dobj", "compound", "appos", "attr", "npadvmod"):
            return None
    return None


def _other_object(verb: Token, value: Token) -> str | None:
    """The verb's object when it is not the value ("edit the newsletter in Canva" ->
    "newsletter", "edit podcasts in Audacity" -> "podcast", with the value under it or not):
    what the verb does with the value, part of its kind. The object stands between the verb
    and the value ("I'm editing in Ocenaudio now, more news at eleven": no object of it)."""
    for c in verb.children:
        if c.dep_ in ("dobj", "dative") and verb.i < c.i < value.i:
            return c.lemma_.casefold()
    return None


def root_token(span: Span, text: str, at: int) -> Token | None:
    """The highest token in the parse of `text`, found at offset `at` of `span`'s text; None
    when no token starts there."""
    tokens = [t for t in span if at <= t.idx - span.start_char < at + len(text)]
    return min(tokens, key=lambda t: len(list(t.ancestors))) if tokens else None


def english_taking_verb(span: Span, focus: str, person: bool = False) -> str | None:
    """The taking verb of a value named in a clause: the stem of the content verb that takes it,
    with its other object and the preposition that joins it; None for a light or many-valued
    verb, no verb, or a `person` for value ("swimming with Stan now": company, not a thing of
    the slot's kind)."""
    if person:
        return None
    at = span.text.find(focus)
    root = root_token(span, focus, at) if focus and at >= 0 else None
    if root is None:
        return None
    over = _verb_over(root)
    if over is None:
        return None
    verb, joined = over
    lemma = verb.lemma_.casefold()
    if lemma in _LIGHT_VERBS or lemma in _MANY_VALUED or not lemma.isalpha():
        return None
    # "sell on Etsy" and "selling my bike on Facebook Marketplace", "present Harbour Lights"
    # and "presenting the award at the Echo Awards": another object or another preposition
    # is another kind of thing
    other = _other_object(verb, root)
    return " ".join(w for w in (stem(lemma), other, joined) if w)


def chinese_taking_verb(text: str, focus: str) -> str | None:
    """The taking verb of a Latin-script value in a Chinese clause: the two characters of the verb
    just before it ("我现在负责Wessex Ward" -> 负责, "我主持Harbour Lights" -> 主持), unless
    they say nothing of its kind (换成, 用, 在 …)."""
    at = text.find(focus)
    if not focus or at <= 0:
        return None
    if not re.fullmatch(r"\s*(?:了|啦|呢|吧|呀|哦|～|~|！|!|。|\.)*\s*", text[at + len(focus) :]):
        return None  # "主持Tomasz的婚礼": the name is part of another thing
    before = re.sub(r"(?:现在|目前|已经|最近|一直|也|还|又|都|开始)+$", "", text[:at])
    m = _ZH_VERB_BEFORE.search(before)
    if m is None or _ZH_LIGHT.search(m.group(1)):
        return None
    return m.group(1)


def named_taking_verb(attribute: str) -> str | None:
    """The taking verb of a slot named by the speaker's own gerund (`named:editing` -> "edit"),
    else None: a noun that is no verb's ("named:pet sitter") names a kind, not a verb."""
    if not attribute.startswith(NAMED_PREFIX):
        return None
    noun = attribute.removeprefix(NAMED_PREFIX)
    if " " in noun or not noun.endswith("ing") or not noun.isalpha():
        return None
    word = stem(noun)
    return None if word in _LIGHT_VERBS or word in _MANY_VALUED else word


# The prepositions a taking verb may end on (`joins`).
_PREPOSITIONS = frozenset("in on at with for to from into onto over through via by".split())


def joins(verb: str, held: str) -> bool:
    """Whether a change said with taking verb `verb` joins a slot whose kind is the taking
    verb `held`: the same, or one of them a gerund's slot ("edit", from `named:editing`)
    and the other that verb with a preposition and no other object ("edit in")."""
    if verb == held:
        return True
    bare, full = sorted((verb, held), key=len)
    return (
        " " not in bare
        and full.startswith(bare + " ")
        and full.count(" ") == 1
        and (full.split(" ")[1] in _PREPOSITIONS)
    )
