"""Blind text world ``blind_x``: a Sheffield climbing wall's social club group chat, 2025-2027.

``generate(seed)`` invents ten to fourteen members of the Grit Lane climbing wall social club
(and, through them, their households) who chat in the club's group chat for two years.  Most
of what they say is everyday club chatter: routes, grit, the weather, the pub.  In between,
each person's state changes: where in Sheffield they live, where they work, their phone
network, car, diet, gym, climbing shoes, bank, energy supplier, streaming service, dentist,
their child's school, and the things they hold several of at once (pets, instruments,
languages being learnt, other clubs).

Changes are told straight out, shown only by use, reported by other members (sometimes with
a pronoun pointing back to a name said a line earlier), told weeks late, corrected, negated,
buried in chatty lines, said as "we" for a household, or by someone using their own name.
Plans happen, get dropped, or never get past "thinking about it".  Distractor lines name the
same kind of value without it being anyone's state.  About a quarter of the members write in
simplified Chinese.

Probes carry the ground truth (current, historical, as_of, coexisting and planning values,
with outdated, abandoned and merely-mentioned values).  Written blind from a brief of
situations; standard library only; deterministic given the seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_x"
START = "2025-01-06T00:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"


def S(text: str) -> tuple[str, ...]:
    """A pool of phrasings written as one string, alternatives separated by ' | '."""
    return tuple(p.strip() for p in text.split(" | ") if p.strip())


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: values, questions and phrase fragments per language.

    Single-valued fragment keys: has (first-person present), new (first-person change), sw
    (change naming {old}), use (the new value shown only by use), th (third person, {s} is a
    name or pronoun, {ps} its possessive), neg ("not {old} any more"), ask (someone else asks
    about {v}), inf (infinitive for plans), we (household), sc (scoped exception with {x}),
    dist (distractors), keep (mentions the value held without news).
    Multi-valued slots use has / add / swap / use / th / inf / we / dist / keep.
    """

    key: str
    multi: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...] | None  # None: the English pool; (): not for Chinese writers
    q: dict[str, dict[str, str]]
    frags: dict[str, dict[str, tuple[str, ...]]]
    we: bool = False
    needs_kid: bool = False

    def values(self, lang: str) -> tuple[str, ...]:
        if lang == ZH and self.zh_pool is not None:
            return self.zh_pool
        return self.pool

    def for_lang(self, lang: str) -> bool:
        return lang == EN or self.zh_pool != ()


def mk(
    key: str,
    multi: bool,
    pool: str,
    zh_pool: str | None,
    q_en: str,
    q_zh: str,
    en: dict[str, str],
    zh: dict[str, str],
    we: bool = False,
    needs_kid: bool = False,
) -> Slot:
    kinds = (
        ("coexisting", "historical", "planning")
        if multi
        else ("current", "historical", "as_of", "planning")
    )
    q = {
        EN: dict(zip(kinds, S(q_en), strict=True)),
        ZH: dict(zip(kinds, S(q_zh), strict=True)) if q_zh else {},
    }
    zp = None if zh_pool is None else S(zh_pool)
    return Slot(
        key, multi, S(pool), zp, q,
        {EN: {k: S(v) for k, v in en.items()}, ZH: {k: S(v) for k, v in zh.items()}},
        we=we, needs_kid=needs_kid,
    )  # fmt: skip


HOME = mk(
    "neighbourhood", False,
    "Walkley | Crookes | Nether Edge | Hillsborough | Sharrow Vale | Heeley | Kelham Island | Meersbrook | Broomhill | Stannington | Totley | Gleadless | Woodseats | Firth Park",
    None,
    "Which part of Sheffield does {n} live in now? | Which part of Sheffield did {n} live in before {w}? | Which part of Sheffield does {n} live in? | Which part of Sheffield is {n} planning to move to?",
    "{n}现在住在谢菲尔德哪个区？ | {n}搬到{w}之前住在哪里？ | {n}住在谢菲尔德哪个区？ | {n}打算搬到哪个区？",
    en={
        "has": "I live in {v} | I'm up in {v} these days | home's {v} for me | I've got a little terrace in {v} | I rent a flat in {v}",
        "new": "I moved to {v} | I've finally moved to {v} | I signed for a flat in {v} and moved in | I moved house, I'm in {v} now",
        "sw": "I left {old} and moved to {v} | I swapped {old} for {v} | I moved from {old} over to {v}",
        "use": "The walk from my new place in {v} to the wall is all downhill, the way back less so | Still unpacking boxes in {v}, found my old harness in the airing cupboard of all places | New neighbours in {v} brought round a lasagne, I think I officially live here now | Cycling in from {v} now the flat's sorted, twenty minutes door to wall",
        "th": "{s}'s moved to {v} | {s} lives in {v} now | {s} got a place in {v} | {s}'s moved over to {v}, lucky thing",
        "neg": "Not {old} any more, I moved to {v} | Nope, left {old}, I'm in {v} now | Not in {old} these days, it's {v} now",
        "ask": "{n} are you still in {v}? | {n} you're in {v} aren't you? Could you give me a lift Thursday?",
        "inf": "move to {v} | find somewhere in {v} | buy a place in {v}",
        "we": "we've moved to {v} | we got the keys to a house in {v} and we're in | we moved the whole circus over to {v}",
        "sc": "I live in {v} most of the week but I stay at my mum's in {x} at weekends | home's {v}, though I'm house-sitting in {x} every other weekend",
        "dist": "My cousin's just bought in {v}, prices there are mental | Apparently {v} got voted best place to live in Sheffield, no idea who votes for these | There's a flat going in {v} if anyone's looking, my mate's moving out | If I won the lottery I'd live in {v}, no question | Anyone know if {v} is any good for parking?",
        "keep": "Lovely sunset over {v} tonight | Bin men in {v} didn't come again, third week running | The hill up to my place in {v} is the real training",
    },
    zh={
        "has": "我住在{v} | 我现在住{v} | 我家在{v}",
        "new": "我搬到{v}了 | 我已经搬去{v}了 | 终于搬到{v}了",
        "sw": "我从{old}搬到{v}了 | 离开{old}了，搬去了{v}",
        "use": "现在每天从{v}骑车过来，坡太陡了 | {v}的新家箱子还没拆完，安全带都找不到了 | 从{v}走到攀岩馆只要十分钟，太方便了",
        "th": "{s}搬到{v}了 | {s}现在住在{v} | {s}在{v}租了房子",
        "neg": "不住{old}了，我现在住{v} | 早就不在{old}了，现在在{v}",
        "ask": "{n}你还住在{v}吗？ | {n}你是住{v}吧？周四能捎我一程吗？",
        "inf": "搬到{v} | 在{v}买房",
        "we": "我们家搬到{v}了 | 我们全家搬去{v}了",
        "sc": "平时住{v}，周末去{x}我爸妈家住",
        "dist": "我表姐刚在{v}买了房，房价好贵 | 听说{v}那边最近治安不太好 | 有人知道{v}停车方便吗？",
        "keep": "{v}今天又下雨了 | {v}的垃圾车又没来",
    },
    we=True,
)  # fmt: skip

EMPLOYER = mk(
    "employer", False,
    "Sheffield Forgemasters | Northern General | Hallam Digital | Kelham Brew Co | Steel City Cycles | Peakline Software | Castlegate Architects | Moor Market Bakery | Rivelin Analytics | Bramall Engineering | Sheffield Hallam | Blackburn Meadows Logistics | Tramlines Events",
    None,
    "Where does {n} work now? | Where did {n} work before {w}? | Where does {n} work? | Where is {n} hoping to work next?",
    "{n}现在在哪里工作？ | {n}去{w}之前在哪里工作？ | {n}在哪里工作？ | {n}打算去哪里工作？",
    en={
        "has": "I work at {v} | I'm at {v}, mostly desk stuff | I work for {v}",
        "new": "I started at {v} | I took the job at {v} | I started a new job at {v}",
        "sw": "I handed my notice in at {old} and started at {v} | I left {old} and I'm at {v} now",
        "use": "First payday at {v} today, first round at the Fat Cat is on me | Induction week at {v} is mostly fire safety videos, send help | The new lot at {v} have found out I climb, I'm now the office expert on knots",
        "th": "{s}'s working at {v} now | {s} got the job at {v} | {s} started at {v}",
        "neg": "I'm not at {old} any more, I work at {v} | Left {old} ages ago, I'm at {v} now",
        "ask": "{n} are you still at {v}? | {n} how's things at {v}?",
        "inf": "apply to {v} | take the job at {v} | go and work at {v}",
        "sc": "I work at {v} in the week but I still do Saturdays at {x} | day job's at {v}, plus a couple of evenings a month helping out at {x}",
        "dist": "{v} are hiring loads apparently, if anyone's looking | My brother-in-law works at {v}, says it's a madhouse | Did anyone see {v} in the Star this week? Big expansion plans | Would anyone actually want to work at {v}? Genuine question",
        "keep": "Long day at {v}, need to pull on something | The {v} Christmas do is on a Thursday so I'll miss the social, sorry",
    },
    zh={
        "has": "我在{v}上班 | 我在{v}工作",
        "new": "我去{v}上班了 | 我入职{v}了",
        "sw": "我从{old}辞职了，现在在{v}",
        "use": "在{v}第一次发工资，周末请大家喝奶茶 | {v}的新同事都知道我攀岩了，哈哈",
        "th": "{s}去{v}上班了 | {s}现在在{v}工作",
        "neg": "我早就不在{old}了，现在在{v}",
        "ask": "{n}你还在{v}上班吗？",
        "inf": "去{v}工作 | 申请{v}的职位",
        "sc": "平时在{v}上班，周六还在{x}兼职",
        "dist": "听说{v}在招人，有兴趣的可以试试 | 我室友在{v}上班，说加班很多",
        "keep": "今天在{v}加班到八点，累死",
    },
)  # fmt: skip

CARRIER = mk(
    "phone_network", False,
    "Vodafone | EE | giffgaff | O2 | Smarty | Peak Mobile | Lebara | Tesco Mobile | iD Mobile | VOXI",
    None,
    "Which mobile network is {n} on now? | Which mobile network was {n} on before {w}? | Which mobile network is {n} on? | Which mobile network is {n} planning to switch to?",
    "{n}现在用哪个手机运营商？ | {n}换到{w}之前用哪个运营商？ | {n}用哪个手机运营商？ | {n}打算换到哪个运营商？",
    en={
        "has": "my phone's on {v} | I'm with {v} for my mobile | I'm on a {v} sim-only deal",
        "new": "I moved my number over to {v} | I switched my phone to {v} | I ported my number to {v}",
        "sw": "I ditched {old} and went to {v} | I left {old} for {v}, half the price",
        "use": "Got full signal at the top of Stanage for once, {v} might actually be alright | First bill from {v} today, eleven quid, can't complain | The {v} app keeps asking me to rate it, I've been with them a fortnight, calm down",
        "th": "{s}'s on {v} now | {s} switched to {v} | {s} moved over to {v} for the phone",
        "neg": "Not {old} any more, I'm on {v} now | Ditched {old}, it's {v} these days",
        "ask": "{n} you're on {v} aren't you, any signal at Burbage? | {n} are you still with {v}?",
        "inf": "switch to {v} | move my number to {v} | go over to {v}",
        "sc": "my own phone's on {v} but the work one is {x} | {v} for my personal number, work pays for {x} on the other one",
        "dist": "{v} are doing unlimited data for a tenner, saw it on the side of a bus | Glad I've never been with {v}, my mate's been on hold with them for an hour | Does anyone know if {v} works in the Peak at all? Asking for my dad | My sister's on {v} and she never has signal anywhere",
        "keep": "{v} signal at Froggatt was non-existent again | No bars at all in the wall cafe, thanks {v}",
    },
    zh={
        "has": "我手机用的是{v} | 我的号在{v}",
        "new": "我把号转到{v}了 | 手机换成{v}了",
        "sw": "把{old}停了，换到{v}了",
        "use": "{v}第一个月账单才十镑，挺划算 | 在Stanage上面居然有{v}的信号，惊喜",
        "th": "{s}换成{v}了 | {s}现在用{v}",
        "neg": "早就不用{old}了，现在是{v}",
        "ask": "{n}你还用{v}吗？",
        "inf": "换到{v} | 把号转到{v}",
        "sc": "私人手机用{v}，工作手机是公司给的{x}",
        "dist": "{v}最近在搞活动，一个月十镑无限流量 | 我同事用{v}，说信号很差 | 有人用过{v}吗？好不好？",
        "keep": "{v}在Burbage一点信号都没有",
    },
)  # fmt: skip

CAR = mk(
    "car", False,
    "Kia Niro | Skoda Octavia | Toyota Yaris | Dacia Sandero | Nissan Leaf | VW Golf | Ford Fiesta | Honda Jazz | Volvo V70 | Citroen Berlingo | Renault Zoe",
    None,
    "What car does {n} drive now? | What car did {n} drive before the {w}? | What car does {n} drive? | What car is {n} planning to get?",
    "{n}现在开什么车？ | {n}买{w}之前开什么车？ | {n}开什么车？ | {n}打算买什么车？",
    en={
        "has": "I drive a {v} | I've got a {v}, bit battered but it goes | my car's a {v}",
        "new": "I bought a {v} | I picked up a {v} | I got myself a {v}",
        "sw": "I traded the {old} in for a {v} | I sold the {old} and bought a {v}",
        "use": "Fitted three crash pads in the boot of the {v} with room to spare, I'm in love | Anyone want a lift to Curbar on Saturday? The {v} seats five | First proper trip out in the {v}, did the Snake Pass and back",
        "th": "{s}'s got a {v} now | {s} bought a {v} | {s}'s driving a {v} these days",
        "neg": "Not the {old} any more, I drive a {v} now | The {old} is gone, I've got a {v}",
        "ask": "{n} are you still driving the {v}? | {n} is the {v} coming on Saturday?",
        "inf": "buy a {v} | get a {v} | trade up to a {v}",
        "we": "we bought a {v} | we've got a {v} now as the family car",
        "sc": "I drive a {v} day to day but borrow my dad's {x} when we go up to the Lakes",
        "dist": "There's a {v} for sale on Fulwood Road, one owner, if anyone's after one | Saw a {v} parked across three spaces at the Plantation car park, absolute scenes | My neighbour's {v} got stuck on Ringinglow Road in the snow | Would a {v} fit four people and pads, hypothetically?",
        "keep": "The {v} failed its MOT on a wiper blade, ridiculous | Cleared the snow off the {v} this morning, back's still recovering",
    },
    zh={
        "has": "我开{v} | 我的车是{v}",
        "new": "我买了一辆{v} | 提了一辆{v}",
        "sw": "把{old}卖了，换了一辆{v}",
        "use": "{v}的后备箱能放三个抱石垫，太爽了 | 周六谁要搭车去Curbar？我的{v}能坐五个人",
        "th": "{s}买了一辆{v} | {s}现在开{v}",
        "neg": "{old}早就卖了，现在开{v}",
        "ask": "{n}你还开那辆{v}吗？",
        "inf": "买一辆{v} | 换一辆{v}",
        "we": "我们家买了一辆{v}",
        "sc": "平时开{v}，去湖区的时候借我爸的{x}",
        "dist": "Fulwood Road有辆{v}在卖，有人要吗？ | 听说{v}下雪天很容易打滑",
        "keep": "{v}今天年检没过，气死",
    },
    we=True,
)  # fmt: skip

DIET = mk(
    "diet", False,
    "vegan | vegetarian | pescatarian | flexitarian | keto",
    "",
    "What diet does {n} follow now? | What diet did {n} follow before going {w}? | What diet does {n} follow? | What diet is {n} planning to try?",
    "",
    en={
        "has": "I'm {v} | I've been {v} for a couple of years | I eat {v}, before anyone orders the pizzas",
        "new": "I went {v} | I've gone {v} | I switched to eating {v}",
        "sw": "I stopped being {old} and went {v} | I've gone from {old} to {v}",
        "use": "Anyone know a decent {v} option near the wall? New regime is hard | Made a {v} lasagne for the first time since changing diet, not bad at all | Living the {v} life means I'm now the person asking what's in the gravy",
        "th": "{s}'s gone {v} | {s}'s {v} now, so maybe no bacon butties for the Stanage trip",
        "neg": "Not {old} any more, I'm {v} now | Gave up on {old}, I'm {v} these days",
        "ask": "{n} you're {v} right, for the curry night? | {n} still {v}?",
        "inf": "go {v} | switch to eating {v}",
        "sc": "I'm {v} at home but a bit more {x} when I'm eating out",
        "dist": "There's a documentary on about {v} athletes, anyone seen it? | My housemate's gone {v} and the fridge is unrecognisable | The new cafe on Division Street is fully {v}, apparently the brownies are mint | Could you climb 8a on a {v} diet? Discuss",
        "keep": "Brought {v} flapjacks for the social, help yourselves",
    },
    zh={},
)  # fmt: skip

GYM = mk(
    "gym", False,
    "PureGym | Ponds Forge | Concord Sports Centre | Steel Yard Strength | The Gym Group | Anytime Fitness | Sheffield Boxing Centre",
    None,
    "Which gym does {n} go to now? | Which gym did {n} go to before {w}? | Which gym does {n} go to? | Which gym is {n} planning to join?",
    "{n}现在去哪个健身房？ | {n}去{w}之前去哪个健身房？ | {n}去哪个健身房？ | {n}打算去哪个健身房？",
    en={
        "has": "I do my weights at {v} | I'm a member at {v} as well as the wall | I train at {v} on non-climbing days",
        "new": "I joined {v} | I signed up at {v} | I took out a membership at {v}",
        "sw": "I cancelled {old} and joined {v} | I swapped {old} for {v}",
        "use": "Did legs at {v} this morning and now the stairs are my nemesis | The sauna at {v} is a game changer after a session | Got my {v} induction done, the bloke on the desk used to climb in the 90s",
        "th": "{s}'s joined {v} | {s} trains at {v} now | {s} signed up at {v}",
        "neg": "Not {old} any more, I go to {v} now | Cancelled {old}, it's {v} for me now",
        "ask": "{n} are you still going to {v}? | {n} is {v} busy in the mornings?",
        "inf": "join {v} | sign up at {v}",
        "sc": "I'm at {v} most days but I swim at {x} on Sundays",
        "dist": "{v} have got a January deal on, half price for three months | Heard {v} is heaving after six, avoid | My sister-in-law teaches spin at {v}, she'd kill me | Is {v} any good for someone who only wants to hang off things?",
        "keep": "Bench at {v} was free for once, miracles happen",
    },
    zh={
        "has": "我在{v}健身 | 我办了{v}的卡",
        "new": "我办了{v}的会员 | 我去{v}办卡了",
        "sw": "把{old}的卡退了，换到{v}",
        "use": "今天在{v}练腿，现在走路都困难 | {v}的桑拿太舒服了",
        "th": "{s}在{v}办了卡 | {s}现在去{v}健身",
        "neg": "不去{old}了，现在去{v}",
        "ask": "{n}你还去{v}吗？",
        "inf": "去{v}办卡 | 办{v}的会员",
        "sc": "平时在{v}练，周日去{x}游泳",
        "dist": "{v}在搞新年活动，半价 | 听说{v}晚上人超多",
        "keep": "{v}今天人好少",
    },
)  # fmt: skip

SHOES = mk(
    "climbing_shoes", False,
    "Scarpa Instinct | La Sportiva Solution | Five Ten Hiangle | Evolv Shaman | Tenaya Oasi | Boreal Ace | Red Chili Voltage | Unparallel Flagship | La Sportiva Katana",
    None,
    "Which climbing shoes does {n} climb in now? | Which climbing shoes did {n} use before the {w}? | Which climbing shoes does {n} climb in? | Which climbing shoes is {n} planning to buy?",
    "{n}现在穿什么攀岩鞋？ | {n}买{w}之前穿什么攀岩鞋？ | {n}穿什么攀岩鞋？ | {n}打算买什么攀岩鞋？",
    en={
        "has": "I climb in {v} | my shoes are {v} | I wear {v}, they're perfect for smearing",
        "new": "I bought a pair of {v} | I got some {v} | I treated myself to {v}",
        "sw": "I retired the {old} and got {v} | I swapped my {old} for {v}",
        "use": "Breaking in the {v}, my toes have filed a formal complaint | Brand new {v} on my feet and they stick to everything | First session in the {v} and I flashed the green one on the overhang",
        "th": "{s}'s climbing in {v} now | {s} bought {v} | {s}'s got {v}",
        "neg": "Not the {old} any more, I climb in {v} | The {old} finally died, it's {v} now",
        "ask": "{n} are you still in the {v}? | {n} how are the {v} holding up?",
        "inf": "buy {v} | try {v}",
        "sc": "I wear {v} for most things but keep {x} for the trad",
        "dist": "Outside have got {v} in the sale | My mate swears by {v} for edging but they crippled me when I tried them on | Would {v} be ok for someone with wide feet? Asking for a friend",
        "keep": "Left my {v} in the car overnight, they smell like regret",
    },
    zh={
        "has": "我穿{v} | 我的攀岩鞋是{v}",
        "new": "我买了一双{v} | 入了一双{v}",
        "sw": "{old}穿坏了，换了{v}",
        "use": "新的{v}还在磨脚，疼死 | 穿{v}第一次爬就过了那条绿线",
        "th": "{s}买了一双{v} | {s}现在穿{v}",
        "neg": "不穿{old}了，现在穿{v}",
        "ask": "{n}你还穿{v}吗？",
        "inf": "买一双{v} | 试试{v}",
        "sc": "平时穿{v}，爬传统路线的时候穿{x}",
        "dist": "{v}在打折，有人要吗 | 我朋友说{v}很挤脚",
        "keep": "{v}又该换鞋底了",
    },
)  # fmt: skip

BANK = mk(
    "bank", False,
    "Monzo | Starling | Nationwide | Halifax | Co-op Bank | First Direct | Santander | Lloyds",
    None,
    "Which bank does {n} use now? | Which bank did {n} use before {w}? | Which bank does {n} use? | Which bank is {n} planning to switch to?",
    "{n}现在用哪家银行？ | {n}换到{w}之前用哪家银行？ | {n}用哪家银行？ | {n}打算换到哪家银行？",
    en={
        "has": "I bank with {v} | my current account's with {v} | I'm with {v} for banking",
        "new": "I moved my account to {v} | I switched my bank to {v} | I opened an account with {v} and moved everything over",
        "sw": "I closed my {old} account and went to {v} | I left {old} for {v}",
        "use": "Paid for the new pads with my {v} card, it's a very fetching colour | {v} just told me I spent forty quid at the wall cafe this month, judgemental | Got my first statement from {v}, and yes it's mostly chalk and chips",
        "th": "{s} banks with {v} now | {s} moved to {v} | {s}'s switched to {v}",
        "neg": "Not {old} any more, I'm with {v} | Closed the {old} account, it's {v} now",
        "ask": "{n} are you still with {v}? Their app's down | {n} you bank with {v}, don't you?",
        "inf": "switch to {v} | move my account to {v}",
        "we": "we moved our joint account to {v} | we've switched banks to {v}",
        "sc": "I use {v} for everyday stuff but the mortgage is with {x} | day to day it's {v}, savings are still with {x}",
        "dist": "{v} are giving £175 to switch, if anyone fancies it | Glad I'm not with {v}, their app's been down all day | My dad's been with {v} since 1974, won't hear a word against them | Is {v} any good for a joint account?",
        "keep": "{v} froze my card because I bought chalk in Spain, fair enough",
    },
    zh={
        "has": "我用{v}的账户 | 我的银行是{v}",
        "new": "我把账户转到{v}了 | 换到{v}了，开户很快",
        "sw": "把{old}的账户关了，换成{v}",
        "use": "新的{v}卡到了，颜色好看 | {v}提醒我这个月在攀岩馆咖啡厅花了四十镑，扎心",
        "th": "{s}换到{v}了 | {s}现在用{v}",
        "neg": "不用{old}了，现在用{v}",
        "ask": "{n}你还用{v}吗？",
        "inf": "换到{v} | 把账户转到{v}",
        "we": "我们家的联名账户转到{v}了",
        "sc": "日常用{v}，房贷在{x}",
        "dist": "{v}现在转账户送175镑 | 我爸用{v}几十年了",
        "keep": "{v}的app又崩了",
    },
    we=True,
)  # fmt: skip

ENERGY = mk(
    "energy_supplier", False,
    "Octopus | British Gas | EDF | OVO | E.ON Next | So Energy | Peak Power Co-op",
    None,
    "Which energy supplier is {n} with now? | Which energy supplier was {n} with before {w}? | Which energy supplier is {n} with? | Which energy supplier is {n} planning to switch to?",
    "{n}现在用哪家能源公司？ | {n}换到{w}之前用哪家能源公司？ | {n}用哪家能源公司？ | {n}打算换到哪家能源公司？",
    en={
        "has": "I'm with {v} for gas and electric | my energy supplier is {v}",
        "new": "I switched my energy to {v} | I moved the gas and electric over to {v}",
        "sw": "I left {old} and went to {v} for the energy | I swapped {old} for {v}",
        "use": "First {v} bill arrived and it's actually less, suspicious | The {v} smart meter says the kettle is my biggest vice | {v} sent a bloke round to fit the meter, he used to boulder at Stanage in the 80s",
        "th": "{s}'s switched energy to {v} | {s} is with {v} now for energy",
        "neg": "Not {old} any more, I'm on {v} now | Left {old}, I'm with {v} now",
        "ask": "{n} are you still with {v}? Wondering about switching",
        "inf": "switch to {v} | move the energy to {v}",
        "we": "we've switched to {v} for gas and electric | we moved our energy over to {v}",
        "sc": "electric's with {v} but the gas is stuck with {x} till the contract ends",
        "dist": "{v} have put their prices up again, thank god I'm not with them | My parents are with {v} and they love the app | Saw an advert for {v} on the tram, some dancing kettle | Anyone know if {v} do a fixed deal at the moment?",
        "keep": "{v} bill came in, winter is brutal",
    },
    zh={
        "has": "我家用的是{v}的电和气 | 我的能源公司是{v}",
        "new": "我把电和燃气换到{v}了",
        "sw": "从{old}换到{v}了",
        "use": "{v}的第一张账单来了，居然便宜了 | {v}的智能电表说烧水壶最费电",
        "th": "{s}换到{v}了 | {s}家现在用{v}",
        "neg": "不用{old}了，现在用{v}",
        "ask": "{n}你家还用{v}吗？",
        "inf": "换到{v} | 改用{v}",
        "we": "我们家换成{v}了",
        "sc": "电是{v}的，燃气还在{x}，合同还没到期",
        "dist": "{v}又涨价了 | 我爸妈用{v}，说app很好用",
        "keep": "{v}这个月账单好贵",
    },
    we=True,
)  # fmt: skip

STREAMING = mk(
    "streaming", False,
    "Netflix | Disney+ | BritBox | Mubi | Apple TV+ | Paramount+ | Amazon Prime",
    None,
    "Which streaming service does {n} use now? | Which streaming service did {n} have before {w}? | Which streaming service does {n} use? | Which streaming service is {n} planning to get?",
    "{n}现在用哪个流媒体？ | {n}订{w}之前用哪个流媒体？ | {n}用哪个流媒体？ | {n}打算订哪个流媒体？",
    en={
        "has": "I've got {v} | {v} is my one subscription | I watch everything on {v}",
        "new": "I signed up to {v} | I got {v}",
        "sw": "I cancelled {old} and got {v} instead | I dropped {old} for {v}",
        "use": "Binged half a series on {v} last night instead of sleeping, regret nothing | {v} just recommended me a climbing documentary, the algorithm knows | Watching the bouldering world cup replays on {v} tonight",
        "th": "{s}'s got {v} now | {s} switched to {v}",
        "neg": "Not {old} any more, I've got {v} | Cancelled {old}, it's {v} now",
        "ask": "{n} have you still got {v}? | {n} is there anything good on {v}?",
        "inf": "get {v} | sign up to {v}",
        "we": "we've got {v} now | we cancelled everything and just kept {v}",
        "sc": "{v} is the main one but I pay for {x} for one month a year when the cycling's on",
        "dist": "Is {v} worth it? Every time I look there's nothing on | My brother won't shut up about some show on {v} | {v} have put their price up again, glad I'm not paying for it | Heard {v} are doing a free trial",
        "keep": "Nothing on {v} again, back to watching bouldering videos",
    },
    zh={
        "has": "我用{v}看剧 | 我订了{v}",
        "new": "我订了{v}",
        "sw": "把{old}退订了，换成{v}",
        "use": "昨晚在{v}上追剧追到两点 | {v}给我推荐了一个攀岩纪录片",
        "th": "{s}订了{v} | {s}现在用{v}看剧",
        "neg": "{old}早就退订了，现在用{v}",
        "ask": "{n}你还有{v}吗？",
        "inf": "订{v} | 换成{v}",
        "we": "我们家订了{v}",
        "sc": "主要用{v}，环法的时候订一个月{x}",
        "dist": "{v}值得订吗？ | 听说{v}又涨价了",
        "keep": "{v}上没什么好看的",
    },
    we=True,
)  # fmt: skip

DENTIST = mk(
    "dentist", False,
    "Bright Smile Dental | Abbeydale Dental Practice | Pearl Tree Dental | Don Valley Dental | Castle Dental Care | Sheaf Street Dentists",
    None,
    "Which dentist is {n} registered with now? | Which dentist was {n} registered with before {w}? | Which dentist is {n} registered with? | Which dentist is {n} planning to register with?",
    "{n}现在在哪个牙医诊所？ | {n}去{w}之前在哪个牙医诊所？ | {n}在哪个牙医诊所？ | {n}打算去哪个牙医诊所？",
    en={
        "has": "I'm registered at {v} | my dentist is {v} | I go to {v} for my teeth",
        "new": "I registered at {v} | I got taken on at {v}",
        "sw": "I left {old} and registered at {v}",
        "use": "Check-up at {v} this morning, no fillings, the flossing paid off | The hygienist at {v} asked if I grind my teeth on hard routes, yes | Waiting room at {v} has the same magazines as 2019",
        "th": "{s}'s registered at {v} now | {s} goes to {v} now",
        "neg": "Not {old} any more, I'm at {v} | Stopped going to {old}, I'm with {v} now",
        "ask": "{n} are you still at {v}? Are they taking NHS patients?",
        "inf": "register at {v} | move to {v}",
        "sc": "NHS check-ups at {v}, but I pay to see the hygienist at {x}",
        "dist": "{v} are taking NHS patients apparently, tell everyone | Heard {v} charged my neighbour ninety quid for a scale and polish | Anyone tried {v}?",
        "keep": "{v} rang to remind me about my check-up, I've already forgotten when it is",
    },
    zh={
        "has": "我在{v}看牙 | 我的牙医在{v}",
        "new": "我在{v}登记了",
        "sw": "我从{old}转到{v}了",
        "use": "今天在{v}洗牙，医生说我咬牙 | 在{v}检查完，没有蛀牙",
        "th": "{s}现在在{v}看牙",
        "neg": "不去{old}了，现在在{v}",
        "ask": "{n}你还在{v}看牙吗？",
        "inf": "去{v}登记 | 转到{v}",
        "sc": "在{v}做检查，洗牙去{x}",
        "dist": "听说{v}在收NHS病人 | {v}收费好贵",
        "keep": "{v}打电话提醒我下周复查",
    },
)  # fmt: skip

SCHOOL = mk(
    "child_school", False,
    "Lydgate Junior | Ecclesall Infants | Birkdale Prep | Carfield Primary | Mundella Primary | Dobcroft Junior | Porter Croft Academy | Forge Valley School",
    None,
    "Which school does {n}'s child {k} go to now? | Which school did {n}'s child {k} go to before {w}? | Which school does {n}'s child {k} go to? | Which school is {n} planning to send {k} to?",
    "{n}的孩子{k}现在在哪个学校？ | {n}的孩子{k}去{w}之前在哪个学校？ | {n}的孩子{k}在哪个学校上学？ | {n}打算让{k}去哪个学校？",
    en={
        "has": "{k} goes to {v} | {k}'s at {v}, loving it",
        "new": "{k} started at {v} | {k} moved up to {v}",
        "sw": "{k} left {old} and started at {v}",
        "use": "Parents' evening at {v} tonight so I'll be late for the social | {k} came home from {v} with a drawing of the climbing wall, proud parent moment | {v} have a non-uniform day on Friday, {k} wants to go as a climber",
        "th": "{ps} kid {k} is at {v} now | {ps} youngest, {k}, started at {v}",
        "neg": "{k}'s not at {old} any more, {k} is at {v} now",
        "ask": "{n} is {k} still at {v}?",
        "inf": "move {k} to {v} | get {k} into {v}",
        "we": "we moved {k} to {v} | we got {k} a place at {v}",
        "dist": "{v} got outstanding from Ofsted apparently | My neighbour's twins go to {v}, nightmare parking | Anyone know if {v} has a climbing club? Asking for the kids",
        "keep": "{k} has a cold from {v} again, every week a new bug",
    },
    zh={
        "has": "{k}在{v}上学",
        "new": "{k}转到{v}了 | {k}开始在{v}上学了",
        "sw": "{k}从{old}转到{v}了",
        "use": "今晚{v}开家长会，聚会要晚点到 | {k}从{v}带回来一幅攀岩的画",
        "th": "{ps}孩子{k}现在在{v}上学",
        "neg": "{k}不在{old}了，现在在{v}",
        "ask": "{n}，{k}还在{v}吗？",
        "inf": "让{k}转到{v} | 给{k}申请{v}",
        "we": "我们让{k}转到{v}了",
        "dist": "听说{v}评了outstanding | 邻居家孩子在{v}，接送好麻烦",
        "keep": "{k}又从{v}带病毒回来了",
    },
    we=True,
    needs_kid=True,
)  # fmt: skip

PETS = mk(
    "pets", True,
    "whippet | lurcher | cockapoo | border collie | tabby | rabbit | tortoise | guinea pig | Maine Coon | greyhound",
    "柯基 | 布偶猫 | 橘猫 | 仓鼠 | 兔子 | 乌龟 | 金毛 | 鹦鹉",
    "What pets does {n} have now? | What pet did {n} have before the {w}? | What pet is {n} planning to get?",
    "{n}现在养了什么宠物？ | {n}养{w}之前养的是什么？ | {n}打算养什么宠物？",
    en={
        "has": "I've got a {v} | there's a {v} at home who runs my life | I share a flat with a {v} who thinks she owns it",
        "add": "I got a {v} as well, the {old} is not impressed | I've added a {v} to the household, the {old} is still in charge | I adopted a {v}, so it's the {old} and a {v} now",
        "swap": "the {old} went to live with my mum in the country, and I've got a {v} now | I rehomed the {old} with my sister, there's a {v} in the house instead",
        "use": "The {v} ate a chalk ball, vet says it'll pass | Walking the {v} round Endcliffe Park before the session, see you at seven | Anyone know a good groomer? The {v} looks like a hedge",
        "th": "{s}'s got a {v} now as well as the {old} | {s} adopted a {v}, so there's the {old} and a {v} in that house",
        "inf": "get a {v} | adopt a {v}",
        "we": "we've got a {v} now too, the {old} has accepted it, barely | we brought a {v} home from the rescue, the {old} is sulking",
        "dist": "My neighbour's {v} howls every time the ice cream van goes past | There's a {v} up for rehoming at the rescue in Thurgoland if anyone's looking | Would a {v} be happy in a flat? Hypothetically | Saw a {v} at Stanage in a little harness, peak Sheffield",
        "keep": "The {v} has claimed my crash pad as a bed",
    },
    zh={
        "has": "我养了一只{v} | 家里有只{v}",
        "add": "又养了一只{v}，{old}很不爽 | 家里多了一只{v}，和{old}还在磨合",
        "swap": "{old}送去我爸妈家了，现在养了一只{v}",
        "use": "{v}把我的镁粉球吃了，兽医说没事 | 早上遛{v}，晚上攀岩馆见",
        "th": "{s}又养了一只{v}，现在有{old}和{v}",
        "inf": "养一只{v}",
        "we": "我们家又养了一只{v}，{old}勉强接受了",
        "dist": "邻居家的{v}天天叫 | 救助站有只{v}找领养，有人要吗",
        "keep": "{v}又睡在我的抱石垫上了",
    },
    we=True,
)  # fmt: skip

INSTRUMENTS = mk(
    "instruments", True,
    "ukulele | fiddle | banjo | cello | bass guitar | drums | piano | mandolin | tin whistle | accordion",
    "二胡 | 古筝 | 尤克里里 | 吉他 | 钢琴 | 小提琴 | 大提琴 | 长笛",
    "Which instruments does {n} play now? | Which instrument did {n} play before the {w}? | Which instrument is {n} planning to learn?",
    "{n}现在会哪些乐器？ | {n}学{w}之前玩的是什么乐器？ | {n}打算学什么乐器？",
    en={
        "has": "I play the {v} | I've been learning the {v} for years",
        "add": "I've taken up the {v} as well as the {old} | I started {v} lessons, still playing the {old} too",
        "swap": "I gave up the {old} and took up the {v} | I sold the {old}, I'm playing the {v} now",
        "use": "An hour of {v} practice then a go on the board, my fingertips have no skin left | My {v} teacher says climbing is ruining my calluses | Playing the {v} at the folk session at the Fat Cat on Thursday if anyone's about",
        "th": "{s}'s learning the {v} now on top of the {old} | {s} plays the {v} as well as the {old} these days",
        "inf": "learn the {v} | take up the {v}",
        "dist": "Anyone want a {v}? My uncle's clearing out his loft | There's a {v} busker on Fargate who's genuinely brilliant | Could you play the {v} with climber's fingers? Asking seriously",
        "keep": "Got the {v} out for an hour tonight, the neighbours love me | Practice on the {v} instead of the wall tonight, my fingers need a rest",
    },
    zh={
        "has": "我学{v}好几年了 | 我会{v}",
        "add": "最近开始学{v}了，{old}也还在练",
        "swap": "{old}不练了，改学{v}",
        "use": "练了一小时{v}，手指都磨破了 | {v}老师说我攀岩把手指弄得太粗糙",
        "th": "{s}在学{v}，{old}也没放下",
        "inf": "学{v}",
        "dist": "有人要{v}吗？我舅舅在清仓 | 市中心有个街头艺人{v}玩得超好",
        "keep": "今天练{v}练了两个小时",
    },
)  # fmt: skip

LANGUAGES = mk(
    "languages_learning", True,
    "Spanish | Welsh | Japanese | Italian | Norwegian | Portuguese | Mandarin | Polish",
    "西班牙语 | 日语 | 法语 | 德语 | 意大利语 | 韩语 | 威尔士语",
    "Which languages is {n} learning now? | Which language was {n} learning before {w}? | Which language is {n} planning to learn?",
    "{n}现在在学哪些语言？ | {n}学{w}之前在学什么语言？ | {n}打算学什么语言？",
    en={
        "has": "I'm learning {v} | I'm doing {v} on Duolingo, 300 day streak",
        "add": "I've started {v} as well, still doing {old} | I picked up {v} alongside {old}, brain is full",
        "swap": "I dropped {old} and I'm learning {v} instead | I gave up on {old}, it's {v} now",
        "use": "My {v} teacher made me describe a climbing route, I said 'big rock, hard' | Booked a {v} conversation class at the library on Wednesdays | The Duolingo owl is furious, I missed two days of {v}",
        "th": "{s}'s learning {v} now, on top of {old} | {s} started {v} as well as {old}",
        "inf": "learn {v} | start {v}",
        "dist": "Apparently {v} is one of the hardest languages for English speakers, who knew | There's a {v} film on at the Showroom on Friday | My niece is doing {v} GCSE and she's already better than me at everything",
        "keep": "Practised my {v} on the bloke at the cafe, he was very patient",
    },
    zh={
        "has": "我在学{v} | 我每天在多邻国上学{v}",
        "add": "又开始学{v}了，{old}也还在学",
        "swap": "{old}放弃了，改学{v}",
        "use": "{v}老师让我描述一条攀岩路线，太难了 | 多邻国又提醒我学{v}了",
        "th": "{s}在学{v}，同时还在学{old}",
        "inf": "学{v}",
        "dist": "听说{v}是最难学的语言之一 | Showroom周五放一部{v}电影",
        "keep": "今天跟咖啡店老板练了{v}",
    },
)  # fmt: skip

CLUBS = mk(
    "other_clubs", True,
    "Dark Peak Fell Runners | Endcliffe parkrun | Sheffield Chess Club | Heeley City Farm volunteers | Steel Valley Choir | Rivelin Wild Swimmers | Division Street Book Club | Sheffield Go Club",
    None,
    "Which clubs is {n} part of now, apart from the climbing club? | Which club did {n} go to before {w}? | Which club is {n} planning to join?",
    "{n}除了攀岩俱乐部还参加哪些俱乐部？ | {n}参加{w}之前去的是哪个俱乐部？ | {n}打算加入哪个俱乐部？",
    en={
        "has": "I'm in {v} | I go to {v} most weeks",
        "add": "I've joined {v} too, still doing {old} | I signed up to {v}, on top of {old}",
        "swap": "I quit {old} and joined {v} | I stopped going to {old}, doing {v} instead",
        "use": "{v} tonight so I'll be late to the wall | Got roped into doing the teas at {v} on Saturday | My legs are destroyed from {v}, no climbing for me tonight",
        "th": "{s}'s joined {v} as well as {old} | {s} does {v} now, alongside {old}",
        "inf": "join {v} | sign up for {v}",
        "dist": "{v} are looking for new members, there was a poster at the wall | My boss is in {v}, which is reason enough never to join | Anyone fancy trying {v}? Purely hypothetical, I have no free evenings",
        "keep": "Good turnout at {v} last night",
    },
    zh={
        "has": "我参加了{v} | 我每周去{v}",
        "add": "我也加入了{v}，{old}还在去",
        "swap": "退出{old}了，现在去{v}",
        "use": "今晚有{v}，去攀岩馆会晚点 | 周六在{v}帮忙泡茶",
        "th": "{s}加入了{v}，{old}也还在去",
        "inf": "加入{v}",
        "dist": "{v}在招新，攀岩馆贴了海报 | 我老板也在{v}",
        "keep": "昨晚{v}来了好多人",
    },
)  # fmt: skip

SLOTS = (HOME, EMPLOYER, CARRIER, CAR, DIET, GYM, SHOES, BANK, ENERGY, STREAMING, DENTIST,
         SCHOOL, PETS, INSTRUMENTS, LANGUAGES, CLUBS)  # fmt: skip
LOWER_VALUES = {v for s in SLOTS for v in s.pool if v[:1].islower()}

# ---------------------------------------------------------------------------------------------
# People and the generic phrasing around the slot fragments.
# ---------------------------------------------------------------------------------------------

EN_PEOPLE = (("Dan", "m"), ("Becky", "f"), ("Owen", "m"), ("Harriet", "f"), ("Callum", "m"),
             ("Jess", "f"), ("Rob", "m"), ("Nadia", "f"), ("Gaz", "m"), ("Lou", "f"),
             ("Tom", "m"), ("Siobhan", "f"), ("Kieran", "m"), ("Priya", "f"), ("Ellie", "f"),
             ("Marcus", "m"), ("Freya", "f"), ("Jean", "f"), ("Ade", "m"), ("Morag", "f"))  # fmt: skip
ZH_PEOPLE = (("Mei", "f"), ("Jun", "m"), ("Xiaoyu", "f"), ("Hao", "m"), ("Lina", "f"),
             ("Wei", "m"), ("Yan", "f"), ("Bo", "m"))  # fmt: skip
KIDS = ("Alfie", "Isla", "Archie", "Poppy", "Noah", "Ivy", "Leo", "Ada", "Theo", "Maisie")

G = {  # generic wrappers per language
    EN: {
        "open": ("", "", "", "Small bit of news: ", "Update: ", "Right, ", "FYI ", "News from me: ",
                 "Meant to say, ", "Oh and "),
        "when": ("", "", "", " at the weekend", " this week", " on Friday", " yesterday"),
        "late": ("Forgot to mention: {x}. That was a few weeks back now.",
                 "Oh, I never said! {x}, last month in fact.",
                 "Meant to tell you all ages ago, {x}. Must be a month now.",
                 "Can't believe I didn't say, {x}. Been about five weeks."),
        "chatty": ("{a}. Anyway, {x}{w}. {b}", "{a}, and {x}{w}, and {b}",
                   "{a}! Also {x}{w}, long story. {b}"),
        "corr": ("Sorry, I meant {v}, not {w}!", "*{v}. Not {w}. Autocorrect has opinions.",
                 "Wait no, {v}! {w} is what my brother has, I'm tired."),
        "third": ("Heads up, {t}.", "Gossip corner: {t}.", "{t}, in case nobody's heard.",
                  "Nice news, {t}."),
        "intro": ("Bumped into {n} in Sainsbury's yesterday.",
                  "Had a brew with {n} after Tuesday's session.",
                  "Anyone heard from {n}? Not seen {o} at the wall for weeks.",
                  "Just had {n} on the phone for an hour, as you do."),
        "follow": ("{t}.", "Yeah {t}, {p} told me last week.", "Ah, {t}. Sounded happy about it."),
        "self": ("{n} update: {t}.", "Big news from the {n} household: {t}!",
                 "{t}. That's all from {n}, as you were."),
        "plan": ("Thinking about trying to {i}.", "Plan is to {i} in a couple of months.",
                 "I reckon I'm going to {i} soon.", "Seriously considering whether to {i}."),
        "drop": ("Change of plan, not going to {i} after all. {h}.",
                 "Scrapped the idea to {i}. {h}, staying as I am.",
                 "Looked into it properly and decided not to {i}. {h}, which is fine."),
        "mdrop": ("Change of plan, not going to {i} after all.",
                  "Scrapped the idea to {i}, no time."),
        "think": ("Half tempted to {i}. Probably won't though.",
                  "Every winter I think I should {i}, and every winter I don't.",
                  "Idle thought: should I {i}? Don't answer that."),
        "done": ("Did it! {x}.", "Went through with it, {x}.", "Well, that's done: {x}."),
        "gen_dist": ("My brother swears by {v}.", "Anyone know if {v} is any good?",
                     "Saw an advert for {v} on the tram this morning."),
    },
    ZH: {
        "open": ("", "", "", "跟大家说一下，", "更新一下：", "对了，", "顺便说一句，"),
        "when": ("", "", ""),
        "late": ("忘了说，{x}，已经一个多月了。", "之前忘了讲，{x}，好几个星期前的事了。"),
        "chatty": ("{a}。对了，{x}。{b}", "{a}，还有，{x}。{b}"),
        "corr": ("打错了，是{v}，不是{w}", "不好意思说错了，是{v}，{w}是我朋友的"),
        "third": ("跟大家说个消息，{t}。", "八卦一下：{t}。", "{t}，你们知道吗？"),
        "intro": ("昨天在超市碰到{n}了。", "今天和{n}一起喝了咖啡。",
                  "有人最近见过{n}吗？好久没在攀岩馆看到{o}了。"),
        "follow": ("{t}。", "对，{t}，{p}上周跟我说的。"),
        "self": ("{n}报告：{t}！", "{n}的最新消息：{t}。"),
        "plan": ("在考虑{i}。", "打算过几个月{i}。", "我想今年{i}。"),
        "drop": ("计划有变，不{i}了。{h}。", "想了想还是不{i}了，{h}。"),
        "mdrop": ("计划有变，不{i}了。", "想了想还是不{i}了，没时间。"),
        "think": ("有时候想{i}，想想就算了。", "有点想{i}，不过估计不会。"),
        "done": ("搞定了！{x}。", "说到做到，{x}。"),
        "gen_dist": ("有人用过{v}吗？", "我哥说{v}很好。"),
    },
}  # fmt: skip

SMALL = {
    EN: S(
        "Knackered after last night's session | Rain again, obviously | Did anyone leave a blue chalk bag at the wall? It's in lost property | My forearms are still pumped from Tuesday | Who ate the last of the flapjack | The kettle at the wall is broken again | Grit season is nearly here | The car park was rammed this morning | Traffic on Ecclesall Road was a joke today | Finally sent that purple problem in the cave"
    ),
    ZH: S(
        "昨晚爬完手臂还在酸 | 又下雨了 | 攀岩馆的烧水壶又坏了 | 今天停车场满了 | 那条紫色的线终于过了 | 谁把最后一块蛋糕吃了"
    ),
}
REPLIES = {
    EN: S(
        "Nice one! | Ooh fancy | Congrats! | About time 😂 | Good stuff | Ha, love it | Noted 👍 | Blimey | Welcome to the club | Living the dream | Get in! | Didn't see that coming"
    ),
    ZH: S("恭喜！ | 好耶 | 哈哈哈 | 厉害 | 👍 | 不错不错 | 真的假的"),
}
LEADS = {
    EN: S(
        "Morning all | Evening, how was the session? | Quiet in here today | Anyone about this weekend? | Right, what's everyone been up to?"
    ),
    ZH: S("大家早 | 今天群里好安静 | 周末有人去爬吗？"),
}
CRAGS = ("Stanage", "Burbage", "Froggatt", "Curbar", "Millstone", "Higgar Tor", "Lawrencefield",
         "Wharncliffe", "Rivelin", "Bamford")  # fmt: skip
GRADES = ("6a", "6b+", "6c", "7a", "V3", "V4", "V5", "HVS", "E1", "VS")
PUBS = (
    "the Fat Cat",
    "the Rutland Arms",
    "the Grindstone",
    "the Old Queen's Head",
    "the Sheaf View",
)
DAYS = ("Tuesday", "Wednesday", "Thursday", "Saturday", "Sunday")

FILLER = {
    EN: S(
        "Anyone fancy {crag} on {day} if it stays dry? | Just did my first {grade} outside, still shaking | Social at {pub} after Thursday's session, usual time | Who's got my belay plate? Grey one, slightly chewed | The new set in the cave is brutal, the yellow {grade} especially | Reminder: subs are due at the end of the month, pay Lou or Lou gets sad | {crag} was baltic but worth it | Is the wall open on the bank holiday? | Route setters have outdone themselves, everything is slopers | Finger's still strapped, no crimping for a fortnight | Who's coming to the film night? Popcorn provided | Lost a shoe somewhere between the car and {crag}, if you see a single left shoe it's mine | Massive thanks to whoever fixed the board lights | Top rope induction for the new lot on {day}, volunteers welcome | Weather looks grim, indoor it is | Has anyone got a spare pad for {crag}? | {name} you still owe me a pint from the quiz | My kid has now climbed higher than me, humiliating | Can we please stop putting the brushes back wet | Quiz team name suggestions, go | Anyone done the {grade} arete at {crag}? Beta please | Back twinge after hangboarding, I'm getting old | The cafe's doing a pie and a pint deal on Fridays now | Who took a photo of me flailing on the roof, delete it | {name} that was a great send last night | Fingers crossed for the {day} forecast | Bought a new chalk bag, it's shaped like a hedgehog | 加油 to everyone entering the comp on Saturday! | {name}'s dumplings at the social were 好吃, just saying | Still trying to say 谢谢 properly, my tones are tragic | Ended up in {pub} till closing, regrets | First time leading outside at {crag}, hands still sweaty thinking about it | The wall's shutting early on {day} for a kids' party | Anyone want to share petrol to {crag}?"
    ),
    ZH: S(
        "周{zd}有人去{crag}吗？ | 今天第一次完成了{grade}，开心 | 周四爬完去{pub}吗？ | 我的保护器是不是有人拿错了？灰色的 | 洞里新定的线好难，全是slopers | 手指还贴着胶布，两周不能抓小点了 | {crag}今天风好大，不过值了 | 这周天气好差，只能室内了 | 谁有多的抱石垫？周末去{crag} | 挂板练伤了，老了老了 | 谁拍了我在屋檐上乱蹬的视频，快删掉 | {name}昨晚那条线爬得太帅了 | 新买了一个刺猬形状的粉袋，好可爱 | 比赛加油！ | 周六的电影之夜有人来吗？"
    ),
}
ZH_DAYS = ("二", "四", "六", "日")

BRANDS = {"phone_network", "gym", "climbing_shoes", "bank", "energy_supplier", "streaming"}
SINGLE_SITS = (("direct", 3.0), ("use", 2.0), ("third", 1.5), ("pron", 1.5), ("self", 0.6),
               ("late", 1.5), ("neg", 1.5), ("corr", 0.8), ("chatty", 1.5), ("we", 1.5))  # fmt: skip
ADD_SITS = (("direct", 3.0), ("use", 2.0), ("third", 1.5), ("pron", 1.5), ("self", 0.6),
            ("late", 1.2), ("chatty", 1.2), ("we", 1.5))  # fmt: skip
SWAP_SITS = (("direct", 2.0), ("late", 1.0), ("chatty", 1.0))


@dataclass
class Person:
    name: str
    lang: str
    gender: str
    kid: str

    def pron(self, lang: str, case: str = "subj") -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        forms = {"subj": ("she", "he"), "obj": ("her", "him"), "poss": ("her", "his")}
        return forms[case][0 if self.gender == "f" else 1]


@dataclass
class Track:
    """One person's slot: what it held (value, true day, day it was told), and the rest."""

    person: Person
    slot: Slot
    held: list[tuple[str, int, int]] = field(default_factory=list)
    current: list[str] = field(default_factory=list)  # multi-valued slots: the coexisting set
    wrong: list[str] = field(default_factory=list)  # said by mistake, then corrected
    dropped: list[str] = field(default_factory=list)  # dropped plans, idle "thinking about"
    pending: str | None = None  # a plan still open at the end
    mentioned: set[str] = field(default_factory=set)  # distractors, scoped exceptions
    swap: tuple[str, str] | None = None  # multi-valued: (given up, taken up instead)

    def all_values(self) -> list[str]:
        out = [h[0] for h in self.held] + self.wrong + self.dropped + sorted(self.mentioned)
        if self.pending:
            out.append(self.pending)
        return list(dict.fromkeys(out))


def cap(text: str) -> str:
    if not text or not text[0].islower() or any(text.startswith(v) for v in LOWER_VALUES):
        return text
    return text[0].upper() + text[1:]


def end(text: str, lang: str) -> str:
    text = text.strip()
    if lang == EN:
        return cap(text if text[-1] in ".!?" else text + ".")
    return text if text[-1] in "。！？!?" else text + "。"


def spread(rng: random.Random, lo: int, hi: int, k: int, gap: int) -> list[int] | None:
    """k sorted days in [lo, hi], at least `gap` apart (None if they do not fit)."""
    slack = hi - lo - gap * (k - 1)
    if k < 1 or slack < 0:
        return None
    offs = sorted(rng.randint(0, slack) for _ in range(k))
    return [lo + o + gap * i for i, o in enumerate(offs)]


class Builder:
    def __init__(self, rng: random.Random, people: list[Person]) -> None:
        self.rng = rng
        self.people = people
        self.eps: list[dict[str, Any]] = []
        self.tracks: list[Track] = []
        self.sid = 0

    # -- output -------------------------------------------------------------------------------

    def conv(self, day: int, turns: list[tuple[Person, str]], lead: float = 0.1,
             reply: float = 0.3) -> None:  # fmt: skip
        rng = self.rng
        turns = list(turns)
        speakers = {t[0].name for t in turns}
        if rng.random() < lead:
            o = rng.choice(self.people)
            turns.insert(0, (o, rng.choice(LEADS[o.lang])))
        if rng.random() < reply:
            o = rng.choice([q for q in self.people if q.name not in speakers] or self.people)
            turns.append((o, rng.choice(REPLIES[o.lang])))
        self.sid += 1
        minute = rng.randint(420, 1300)
        for person, text in turns:
            self.eps.append({"day": day, "minute": minute, "speaker": person.name,
                             "text": end(text, person.lang), "session": f"gc-{self.sid:04d}",
                             "language": person.lang})  # fmt: skip
            minute += rng.randint(1, 8)

    # -- phrasing -----------------------------------------------------------------------------

    def frag(self, t: Track, key: str, lang: str, **kw: str) -> str:
        opts = t.slot.frags[lang].get(key)
        if not opts:
            raise KeyError(f"{t.slot.key}/{lang}/{key}")
        base = {"n": t.person.name, "k": t.person.kid, "old": "", "x": "", "s": "", "ps": ""}
        base.update(kw)
        return self.rng.choice(opts).format(**base)

    def g(self, lang: str, key: str, **kw: str) -> str:
        return self.rng.choice(G[lang][key]).format(**kw)

    def has_key(self, t: Track, key: str, lang: str | None = None) -> bool:
        return bool(t.slot.frags[lang or t.person.lang].get(key))

    def third(self, t: Track, lang: str, v: str, old: str, named: bool) -> str:
        p = t.person
        if named:
            s, ps = p.name, (f"{p.name}的" if lang == ZH else f"{p.name}'s")
        else:
            s = p.pron(lang)
            ps = f"{s}的" if lang == ZH else p.pron(lang, "poss")
        return self.frag(t, "th", lang, v=v, old=old, s=s, ps=ps)

    def reporter(self, t: Track, exclude: tuple[str, ...] = ()) -> Person:
        same = t.slot.zh_pool not in (None, ())  # values in the subject's own script
        pool = [q for q in self.people if q is not t.person and q.name not in exclude
                and (not same or q.lang == t.person.lang) and t.slot.frags[q.lang]]  # fmt: skip
        return self.rng.choice(
            pool or [q for q in self.people if q is not t.person and q.lang == t.person.lang]
        )

    def other(self, p: Person) -> Person:
        return self.rng.choice([q for q in self.people if q is not p])

    def pick_sit(self, table: tuple[tuple[str, float], ...], t: Track, spare: list[str]) -> str:
        ok = []
        for name, w in table:
            if name == "we" and not (t.slot.we and self.has_key(t, "we")):
                continue
            if name == "corr" and not spare:
                continue
            ok.append((name, w))
        return self.rng.choices([n for n, _ in ok], weights=[w for _, w in ok])[0]

    # -- situations ---------------------------------------------------------------------------

    def clause(self, t: Track, mode: str, v: str, old: str, when: bool = False) -> str:
        """The first-person change clause: new/sw (single), add or swap (multi-valued);
        with `when`, a time phrase is added where it reads naturally."""
        lang = t.person.lang
        if mode == "single":
            key = "sw" if old and self.has_key(t, "sw") and self.rng.random() < 0.4 else "new"
        else:
            key = mode
        text = self.frag(t, key, lang, v=v, old=old)
        if when and key == "new" and lang == EN and " now" not in text:
            text += self.rng.choice(G[EN]["when"])
        return text

    def emit_change(self, t: Track, mode: str, sit: str, v: str, old: str, day: int,
                    report: int, spare: list[str], planned: bool = False) -> None:  # fmt: skip
        p, rng = t.person, self.rng
        L = p.lang
        if sit == "late":
            x = self.clause(t, mode, v, old)
            self.conv(report, [(p, self.g(L, "late", x=cap(x)))])
        elif sit == "use":
            self.conv(day, [(p, self.frag(t, "use", L, v=v, old=old))], reply=0.2)
        elif sit == "chatty":
            a, b = rng.sample(SMALL[L], 2)
            x = self.clause(t, mode, v, old, when=True)
            self.conv(day, [(p, self.g(L, "chatty", a=a, b=end(b, L), x=x, w=""))])
        elif sit in ("third", "self"):
            r = self.reporter(t) if sit == "third" else p
            th = self.third(t, r.lang, v, old, named=True)
            key = "third" if sit == "third" else "self"
            self.conv(day, [(r, self.g(r.lang, key, t=th, n=p.name))])
        elif sit == "pron":
            r1 = self.reporter(t)
            r2 = r1 if rng.random() < 0.5 else self.reporter(t, exclude=(r1.name,))
            intro = self.g(r1.lang, "intro", n=p.name, o=p.pron(r1.lang, "obj"))
            th = self.third(t, r2.lang, v, old, named=False)
            follow = self.g(r2.lang, "follow", t=th, p=p.pron(r2.lang))
            turns = [(r1, intro), (r2, follow)]
            if r2 is not r1 and rng.random() < 0.5:
                o = self.other(p)
                turns.insert(1, (o, rng.choice(REPLIES[o.lang])))
            self.conv(day, turns, lead=0.1)
        elif sit == "neg":
            o = self.reporter(t)
            ask = self.frag(t, "ask", o.lang, v=old, n=p.name)
            self.conv(day, [(o, ask), (p, self.frag(t, "neg", L, v=v, old=old))], lead=0.0)
        elif sit == "corr":
            w = spare.pop()
            t.wrong.append(w)
            x = self.clause(t, mode, w, old, when=True)
            self.conv(day, [(p, rng.choice(G[L]["open"]) + x),
                            (p, self.g(L, "corr", v=v, w=w))], reply=0.3)  # fmt: skip
        elif sit == "we":
            self.conv(day, [(p, rng.choice(G[L]["open"]) + self.frag(t, "we", L, v=v, old=old))])
        else:  # direct
            x = self.clause(t, mode, v, old, when=True)
            if planned:
                self.conv(day, [(p, self.g(L, "done", x=x))])
            else:
                self.conv(day, [(p, rng.choice(G[L]["open"]) + x)])

    def emit_initial(self, t: Track, v: str, day: int, spare: list[str]) -> None:
        p, rng = t.person, self.rng
        L = p.lang
        options = ["has", "has", "has", "chatty", "keep"]
        if self.has_key(t, "sc") and spare:
            options.append("sc")
        pick = rng.choice(options)
        if pick == "sc":
            x = spare.pop()
            t.mentioned.add(x)
            self.conv(day, [(p, self.frag(t, "sc", L, v=v, x=x))])
        elif pick == "chatty":
            a, b = rng.sample(SMALL[L], 2)
            line = (f"{a}。{self.frag(t, 'has', L, v=v)}。{b}" if L == ZH
                    else f"{a}. {cap(self.frag(t, 'has', L, v=v))}, for the record. {b}")  # fmt: skip
            self.conv(day, [(p, line)])
        elif pick == "keep":
            self.conv(day, [(p, self.frag(t, "keep", L, v=v))])
        else:
            self.conv(day, [(p, rng.choice(G[L]["open"]) + self.frag(t, "has", L, v=v))])

    def emit_plan(self, t: Track, day: int, x: str, style: str = "plan") -> None:
        p = t.person
        inf = self.frag(t, "inf", p.lang, v=x)
        self.conv(day, [(p, self.g(p.lang, style, i=inf))])

    def emit_drop(self, t: Track, day: int, x: str, cur: str) -> None:
        p = t.person
        inf = self.frag(t, "inf", p.lang, v=x)
        if t.slot.multi:
            self.conv(day, [(p, self.g(p.lang, "mdrop", i=inf))])
        else:
            h = cap(self.frag(t, "has", p.lang, v=cur))
            self.conv(day, [(p, self.g(p.lang, "drop", i=inf, h=h))])

    def emit_dist(self, p: Person, t: Track | None, slot: Slot, v: str, day: int) -> None:
        L = p.lang
        opts = list(slot.frags[L]["dist"])
        if slot.key in BRANDS:
            opts += list(G[L]["gen_dist"])
        line = self.rng.choice(opts).format(v=v, n=p.name, k=p.kid, old="", x="", s="", ps="")
        self.conv(day, [(p, line)], reply=0.3)
        if t is not None:
            t.mentioned.add(v)

    # -- timelines ----------------------------------------------------------------------------

    def keep_lines(self, t: Track, n: int) -> None:
        """Lines that name a value the person holds at the time, with no news in them."""
        for _ in range(n):
            i = self.rng.randrange(len(t.held))
            lo = max(t.held[i][1], t.held[i][2]) + 2
            hi = (t.held[i + 1][1] if i + 1 < len(t.held) else LAST_DAY + 1) - 2
            if t.slot.multi:
                if not t.current:
                    continue
                v = self.rng.choice(t.current)
                lo = max(h[2] for h in t.held) + 2
                hi = LAST_DAY
            else:
                v = t.held[i][0]
            if lo <= hi:
                self.conv(
                    self.rng.randint(lo, hi), [(t.person, self.frag(t, "keep", t.person.lang, v=v))]
                )

    def plans(self, t: Track, spare: list[str], kind: str) -> None:
        rng = self.rng
        last = max(h[2] for h in t.held)
        if not spare or kind == "none":
            return
        cur = t.held[-1][0]
        if kind == "dropped" and last + 10 < 640:
            x = spare.pop()
            day = rng.randint(last + 10, 640)
            self.emit_plan(t, day, x)
            self.emit_drop(t, min(day + rng.randint(20, 60), LAST_DAY - 5), x, cur)
            t.dropped.append(x)
        elif kind == "pending" and last + 10 <= 715:
            x = spare.pop()
            self.emit_plan(t, rng.randint(max(last + 10, 600), 715), x)
            t.pending = x
        elif kind in ("thinking", "dropped", "pending"):
            x = spare.pop()
            self.emit_plan(t, rng.randint(t.held[0][1] + 5, LAST_DAY - 3), x, "think")
            t.dropped.append(x)

    def track_single(self, p: Person, slot: Slot) -> None:
        rng = self.rng
        pool = list(slot.values(p.lang))
        rng.shuffle(pool)
        k = rng.choice((1, 1, 2, 2, 2, 3))
        d0 = rng.randint(0, 120)
        days = spread(rng, d0 + 45, 670, k, 75)
        while days is None:
            k -= 1
            days = spread(rng, d0 + 45, 670, k, 75)
        vals, spare = pool[: k + 1], pool[k + 1 :]
        t = Track(p, slot)
        self.tracks.append(t)
        t.held.append((vals[0], d0, d0))
        self.emit_initial(t, vals[0], d0, spare)
        kind = rng.choice(("none", "done", "done", "dropped", "thinking", "pending"))
        done_at = rng.randint(1, k) if kind == "done" else 0
        for i, day in enumerate(days, 1):
            nxt = days[i] if i < len(days) else LAST_DAY + 1
            sit = self.pick_sit(SINGLE_SITS, t, spare)
            report = day
            if sit == "late":
                report = day + rng.randint(18, 40)
                if report > min(nxt - 12, LAST_DAY - 2):
                    sit, report = "direct", day
            if i == done_at:
                plan_day = day - rng.randint(14, 40)
                if plan_day > t.held[-1][2] + 3:
                    self.emit_plan(t, plan_day, vals[i])
                    if sit in ("corr", "neg"):
                        sit = "direct"
            t.held.append((vals[i], day, report))
            self.emit_change(t, "single", sit, vals[i], vals[i - 1], day, report, spare,
                             planned=(i == done_at))  # fmt: skip
        if kind != "done":
            self.plans(t, spare, kind)
        if self.has_key(t, "sc") and spare and rng.random() < 0.3:
            x = spare.pop()
            t.mentioned.add(x)
            v, _, rep = t.held[-1]
            self.conv(rng.randint(min(rep + 3, LAST_DAY), LAST_DAY),
                      [(p, self.frag(t, "sc", p.lang, v=v, x=x))])  # fmt: skip
        self.keep_lines(t, rng.randint(0, 2))
        for _ in range(rng.randint(0, 2)):
            if spare:
                self.emit_dist(p, t, slot, spare.pop(), rng.randint(0, LAST_DAY))

    def track_multi(self, p: Person, slot: Slot) -> None:
        rng = self.rng
        pool = list(slot.values(p.lang))
        rng.shuffle(pool)
        swap = rng.random() < 0.4
        d0 = rng.randint(0, 150)
        days = spread(rng, d0 + 45, 640, 2 if swap else 1, 80)
        assert days is not None
        t = Track(p, slot)
        self.tracks.append(t)
        n = 3 if swap else 2
        vals, spare = pool[:n], pool[n:]
        t.held.append((vals[0], d0, d0))
        self.emit_initial(t, vals[0], d0, [])
        if swap:
            sit = self.pick_sit(SWAP_SITS, t, spare)
            day = days[0]
            report = day + rng.randint(18, 40) if sit == "late" else day
            t.held.append((vals[1], day, report))
            self.emit_change(t, "swap", sit, vals[1], vals[0], day, report, spare)
            t.swap = (vals[0], vals[1])
        base, new, day = vals[-2], vals[-1], days[-1]
        sit = self.pick_sit(ADD_SITS, t, spare)
        report = day + rng.randint(18, 40) if sit == "late" else day
        t.held.append((new, day, report))
        self.emit_change(t, "add", sit, new, base, day, report, spare)
        t.current = [base, new]
        if rng.random() < 0.5:
            self.plans(t, spare, rng.choice(("dropped", "thinking", "pending")))
        self.keep_lines(t, rng.randint(0, 2))
        if spare and rng.random() < 0.6:
            self.emit_dist(p, t, slot, spare.pop(), rng.randint(0, LAST_DAY))

    # -- background ---------------------------------------------------------------------------

    def loose_distractors(self, n: int) -> None:
        """Values of the slots' kinds named by anyone, as news, adverts, other people's."""
        mine = {(t.person.name, t.slot.key): t for t in self.tracks}
        for _ in range(n):
            p = self.rng.choice(self.people)
            slot = self.rng.choice([s for s in SLOTS if s.for_lang(p.lang)])
            t = mine.get((p.name, slot.key))
            taken = set(t.all_values()) if t else set()
            free = [v for v in slot.values(p.lang) if v not in taken]
            if free:
                self.emit_dist(p, t, slot, self.rng.choice(free), self.rng.randint(0, LAST_DAY))

    def filler(self, total: int) -> None:
        rng = self.rng
        while len(self.eps) < total:
            day = rng.randint(0, LAST_DAY)
            turns = []
            for _ in range(rng.choice((1, 1, 2, 2, 3))):
                p = rng.choice(self.people)
                o = self.other(p)
                line = rng.choice(FILLER[p.lang]).format(
                    crag=rng.choice(CRAGS), grade=rng.choice(GRADES), pub=rng.choice(PUBS),
                    day=rng.choice(DAYS), name=o.name, zd=rng.choice(ZH_DAYS))  # fmt: skip
                turns.append((p, line))
            self.conv(day, turns, lead=0.15, reply=0.3)

    # -- probes -------------------------------------------------------------------------------

    def question(self, t: Track, kind: str, w: str = "") -> str:
        p = t.person
        lang = ZH if p.lang == ZH and t.slot.q[ZH] else EN
        return t.slot.q[lang][kind].format(n=p.name, w=w, k=p.kid)

    def probes(self, target: int) -> list[dict[str, Any]]:
        rng = self.rng
        must: list[dict[str, Any]] = []
        extra: list[list[dict[str, Any]]] = []

        def probe(t: Track, kind: str, gold: list[str], w: str = "", outdated: tuple = (),
                  as_of_day: int | None = None) -> dict[str, Any]:  # fmt: skip
            d = {"subject": t.person.name, "kind": kind, "question": self.question(t, kind, w),
                 "slot": t.slot.key, "gold": gold, "outdated": list(outdated),
                 "values": t.all_values(), "abandoned": list(t.dropped)}  # fmt: skip
            if as_of_day is not None:
                d["as_of_day"] = as_of_day
            return d

        for t in self.tracks:
            mine: list[dict[str, Any]] = []
            if t.slot.multi:
                old = [h[0] for h in t.held if h[0] not in t.current]
                must.append(probe(t, "coexisting", list(t.current), outdated=tuple(old)))
                if t.swap:
                    mine.append(probe(t, "historical", [t.swap[0]], w=t.swap[1]))
            else:
                vals = [h[0] for h in t.held]
                must.append(probe(t, "current", [vals[-1]], outdated=tuple(vals[:-1] + t.wrong)))
                for i in range(1, len(vals)):
                    mine.append(probe(t, "historical", [vals[i - 1]], w=vals[i]))
                for i in range(len(vals) - 1):
                    lo = max(t.held[i][1], t.held[i][2]) + 3
                    hi = t.held[i + 1][1] - 3
                    if lo <= hi:
                        mine.append(probe(t, "as_of", [vals[i]], as_of_day=rng.randint(lo, hi)))
            if t.pending:
                must.append(probe(t, "planning", [t.pending]))
            rng.shuffle(mine)
            extra.append(mine)
        out = list(must)
        rng.shuffle(extra)
        rounds = max((len(e) for e in extra), default=0)
        for r in range(rounds):
            for e in extra:
                if r < len(e) and len(out) < target:
                    out.append(e[r])
        return out


# ---------------------------------------------------------------------------------------------
# The world.
# ---------------------------------------------------------------------------------------------


def generate(seed: int) -> dict[str, Any]:
    """The seeded club chat: episodes in time order and probes with their gold values."""
    rng = random.Random(f"blind_x:{seed}")
    n = rng.randint(10, 14)
    n_zh = round(n / 4)
    picked = [(nm, g, EN) for nm, g in rng.sample(EN_PEOPLE, n - n_zh)]
    picked += [(nm, g, ZH) for nm, g in rng.sample(ZH_PEOPLE, n_zh)]
    rng.shuffle(picked)
    kids = list(KIDS)
    rng.shuffle(kids)
    people = [Person(nm, lang, g, kids[i % len(kids)]) for i, (nm, g, lang) in enumerate(picked)]
    b = Builder(rng, people)
    parents = set(rng.sample([p.name for p in people], k=max(3, n // 3)))
    for p in people:
        usable = [s for s in SLOTS if s.for_lang(p.lang)
                  and (not s.needs_kid or p.name in parents)]  # fmt: skip
        count = rng.choice((4, 4, 5, 5, 6, 7) if n <= 11 else (4, 4, 5, 5, 6))
        for slot in rng.sample(usable, count):
            (b.track_multi if slot.multi else b.track_single)(p, slot)
    b.loose_distractors(rng.randint(14, 24))
    b.filler(rng.randint(680, 790))
    episodes = sorted(b.eps, key=lambda e: (e["day"], e["minute"], e["session"]))
    probes = b.probes(rng.randint(108, 134))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> dict[str, Any]:
    """Check the episodes and every probe; return counts (raises AssertionError on a fault)."""
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for e in eps:
        assert set(e) >= {"day", "minute", "speaker", "text", "session", "language"}, e
        assert 0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440, e
        assert e["language"] in (EN, ZH) and e["text"].strip(), e
        assert "{" not in e["text"] and "}" not in e["text"], e["text"]
        assert (e["day"], e["minute"]) >= last, "episodes out of order"
        last = (e["day"], e["minute"])
    slots: dict[str, set[str]] = {}
    kinds = dict.fromkeys(KINDS, 0)
    for p in probes:
        assert p["kind"] in KINDS and p["subject"] in speakers, p
        assert re.fullmatch(r"[a-z][a-z_]*", p["slot"]), p
        assert p["question"].strip() and "{" not in p["question"], p
        assert p["gold"] and set(p["gold"]) <= set(p["values"]), p
        assert not set(p["gold"]) & set(p["outdated"]), p
        assert not set(p["gold"]) & set(p["abandoned"]), p
        assert set(p["outdated"]) | set(p["abandoned"]) <= set(p["values"]), p
        for g in p["gold"]:
            assert any(g in t for t in texts), f"gold {g!r} not in any episode"
        assert (p["kind"] == "as_of") == ("as_of_day" in p), p
        if p["kind"] == "coexisting":
            assert len(p["gold"]) >= 2, p
        if p["kind"] == "as_of":
            assert 0 <= p["as_of_day"] <= LAST_DAY, p
        slots.setdefault(p["subject"], set()).add(p["slot"])
        kinds[p["kind"]] += 1
    assert 500 <= len(eps) <= 800, len(eps)
    assert 100 <= len(probes) <= 140, len(probes)
    assert 10 <= len(speakers) <= 14, len(speakers)
    assert all(4 <= len(s) <= 7 for s in slots.values()), slots
    zh_share = sum(e["language"] == ZH for e in eps) / len(eps)
    return {"episodes": len(eps), "probes": len(probes), "people": len(speakers),
            "zh_share": round(zh_share, 2), "kinds": kinds}  # fmt: skip


def main() -> None:
    for seed in (7, 11, 23):
        world = generate(seed)
        assert world == generate(seed), "not deterministic"
        c = validate(world)
        kinds = ", ".join(f"{k} {v}" for k, v in c["kinds"].items())
        print(f"seed {seed}: {c['episodes']} episodes, {c['probes']} probes, {c['people']} people,"
              f" zh share {c['zh_share']} ({kinds})")  # fmt: skip


if __name__ == "__main__":
    main()
