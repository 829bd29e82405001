"""Blind text world ``blind_ab``: a Sheffield community choir's group chat over two years.

``generate(seed)`` invents ten to fourteen people (choir members from sopranos to basses, a
few Chinese postgraduate students among them, plus flatmates, partners and family who were
added to the chat) and two years of messages.  Most messages are everyday chatter (rehearsal
logistics, cake rotas, concerts, weather); scattered through them, each person's four to
seven state slots (neighbourhood, employer, phone network, car, diet, gym, clubs,
instruments, pets, bank, energy supplier, music streaming, notation software, dentist,
partner, language being learnt, voice part) change one to three times.

Changes are told straight out, shown only by use, reported by someone else (sometimes with a
pronoun pointing back to a name said earlier in the same conversation), reported weeks late,
corrected, negated, scoped ("X for most things, but Y at work"), buried in long chatty lines,
planned and done, planned and dropped, or only mused about.  Distractor lines name values of
the same kind without them being anyone's state.  About a quarter of the writers write in
simplified Chinese.

Probes carry the ground truth: current, historical, as-of, planning and coexisting values, the
outdated ones, the dropped or mistaken ones (never current) and every value that was ever
mentioned for that person's slot.  Standard library only; deterministic given the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

GENERATOR = "blind_ab"
START = "2023-09-03T17:30:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

# (name, pronoun "f"/"m") — English writers and Chinese writers (romanised names).
EN_PEOPLE = (
    ("Gillian", "f"), ("Ruth", "f"), ("Priya", "f"), ("Megan", "f"), ("Sally", "f"),
    ("Aoife", "f"), ("Joanne", "f"), ("Bethan", "f"), ("Keith", "m"), ("Dominic", "m"),
    ("Tariq", "m"), ("Graham", "m"), ("Owen", "m"), ("Niall", "m"), ("Stuart", "m"),
    ("Femi", "m"), ("Lorna", "f"), ("Hamish", "m"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Mei", "f"), ("Yuting", "f"), ("Xinyi", "f"), ("Lulu", "f"), ("Haoran", "m"),
    ("Jun", "m"), ("Zihan", "m"), ("Wenjie", "m"),
)  # fmt: skip
PRON = {
    "f": {"sub": "she", "obj": "her", "poss": "her", "self": "herself", "zh": "她"},
    "m": {"sub": "he", "obj": "him", "poss": "his", "self": "himself", "zh": "他"},
}


@dataclass(frozen=True)
class SlotDef:
    """One kind of state: value pools, questions and phrasing per language.

    Phrase lists (``en`` / ``zh`` dicts):
      have   first-person present state            new   first-person change, simple past
                                                         (safe to append "three weeks ago")
      now    first-person present result of change  use   the new value shown only by use
      third  third person, starts with {Who}        plan  a firm plan ({v} = planned value)
      muse   an idle consideration                  dist  a distractor naming {x}
      ask    someone asking whether {n} still has {old}
      add / remove  (multi-valued slots)            scoped  "{v} mostly, but {x} ..."
    """

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]


def _q(cur: str, hist: str, asof: str, plan: str = "", coex: str = "") -> dict[str, str]:
    return {"current": cur, "historical": hist, "as_of": asof, "planning": plan,
            "coexisting": coex}  # fmt: skip


HOODS = ("Crookes", "Walkley", "Broomhill", "Nether Edge", "Kelham Island", "Sharrow Vale",
         "Hillsborough", "Meersbrook", "Heeley", "Netherthorpe", "Woodseats", "Fulwood")  # fmt: skip

HOME = SlotDef(
    key="home",
    multi=False,
    plans=True,
    pool={EN: HOODS, ZH: HOODS},
    q={
        EN: _q(
            "Which part of Sheffield does {n} live in now?",
            "Where in Sheffield did {n} live before the current place?",
            "Which part of Sheffield did {n} live in at that point?",
            "Which part of Sheffield is {n} planning to move to?",
        ),
        ZH: _q(
            "{n}现在住在谢菲尔德哪个区？",
            "{n}之前住在哪个区？",
            "{n}那时候住在哪个区？",
            "{n}打算搬到哪个区？",
        ),
    },  # fmt: skip
    en={
        "have": (
            "I live up in {v}",
            "I'm in a shared house in {v}",
            "home is a damp little terrace in {v}",
            "I rent a flat in {v}",
        ),
        "new": (
            "I moved to {v}",
            "I moved out of {old} and into a place in {v}",
            "I got the keys to a flat in {v}",
        ),
        "now": (
            "I'm living in {v} now, the new place has an actual garden",
            "new address is in {v}, I'll send it to whoever does the Christmas cards",
        ),
        "use": (
            "The walk back to {v} after rehearsal is brutal, nobody warned me about that hill",
            "Anyone from choir want a lift? I'm coming from {v} now so I go past the big Tesco",
            "First bin day at the {v} place and of course I missed it",
        ),
        "third": (
            "{Who} has moved to {v}, the housewarming is on Saturday",
            "{Who} is in {v} now, right by the good chippy",
            "{Who} finally escaped {old}, {sub} got a place in {v}",
        ),
        "we": (
            "We've moved to {v}! Boxes everywhere, the cat is furious",
            "We finally got a place in {v}, so we're out of {old} at last",
        ),
        "plan": (
            "I'm planning to move to {v} when the lease runs out",
            "I'm going to look at flats in {v}, fed up of the damp",
        ),
        "muse": ("Sometimes I think I should just move to {v}",),
        "dist": (
            "There's a room going in {x} if anyone knows someone looking",
            "{x} has gone so expensive, a pint is nearly six quid now",
            "Is {x} nice to live in? Asking for my cousin",
        ),
        "ask": ("{n}, are you still in {old}?", "Still up in {old}, {n}?"),
    },  # fmt: skip
    zh={
        "have": ("我住在{v}", "我在{v}和别人合租", "我租的房子在{v}"),
        "new": ("我搬到{v}了", "我从{old}搬到{v}了"),
        "now": ("我现在住{v}了，新房子有个小花园",),
        "use": (
            "从排练厅走回{v}那个坡太累了，没人提醒过我",
            "{v}这边的Co-op晚上十点就关门，好不习惯",
        ),
        "third": ("{who}搬到{v}了，周六搞乔迁派对", "{who}现在住{v}，离那家好吃的炸鱼店很近"),
        "we": ("我们搬到{v}了！到处都是箱子",),
        "plan": ("我打算租约到期就搬到{v}", "我准备去{v}看房子"),
        "muse": ("有时候觉得干脆搬去{v}算了",),
        "dist": ("{x}有个房间出租，有人需要吗？", "{x}现在房租好贵"),
        "ask": ("{n}你还住在{old}吗？",),
    },  # fmt: skip
)

EMPLOYER = SlotDef(
    key="employer",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Hallam Precision",
            "Porter Brook Bakery",
            "Sheaf Digital",
            "Forge Lane Books",
            "Tinsley Freight",
            "Kelvin & Rowe",
            "Northern General Hospital",
            "Don Valley Brewing",
            "Millstone Insurance",
            "Gold Lotus Restaurant",
        )
    },
    q={
        EN: _q(
            "Where does {n} work now?",
            "Where did {n} work before the current job?",
            "Where was {n} working at that point?",
            "Where is {n} planning to work?",
        ),
        ZH: _q(
            "{n}现在在哪里工作？",
            "{n}之前在哪里工作？",
            "{n}那时候在哪里工作？",
            "{n}打算去哪里工作？",
        ),
    },  # fmt: skip
    en={
        "have": (
            "I work at {v}",
            "I'm doing admin at {v}",
            "I've been at {v} for years now",
            "I do the accounts for {v}",
        ),
        "new": (
            "I started a new job at {v}",
            "I left {old} and went to {v}",
            "I handed my notice in at {old} and joined {v}",
        ),
        "now": (
            "I'm at {v} now, different building, same terrible coffee",
            "New job is at {v}, the people are lovely so far",
        ),
        "use": (
            "Can't make sectionals, {v} have me on a training course all week",
            "My {v} lanyard is still round my neck, sorry if I looked like a tour guide",
            "Stuck at {v} late again, start without me",
        ),
        "third": (
            "{Who} has started at {v}, {sub} seems much happier",
            "{Who} is working at {v} now, so no more night shifts",
            "{Who} left {old}, {sub} got a job at {v}",
        ),
        "plan": (
            "I've applied for a job at {v}, interview is next week",
            "I'm planning to jump ship to {v} after the summer",
        ),
        "muse": ("Half tempted to send my CV to {v}",),
        "dist": (
            "{x} are hiring if anyone's looking, saw it on LinkedIn",
            "Did you see {x} on Look North? Something about a merger",
            "My brother-in-law works at {x} and hates it",
        ),
        "ask": ("{n}, still at {old}?", "Are you still working at {old}, {n}?"),
    },  # fmt: skip
    zh={
        "have": ("我在{v}打工", "我在{v}兼职"),
        "new": ("我换工作了，去了{v}", "我辞了{old}那边，去{v}上班了"),
        "now": ("现在在{v}上班，同事都挺好的",),
        "use": ("这周{v}排了我好多班，分声部排练去不了", "刚从{v}下班，累死了"),
        "third": ("{who}去{v}上班了，看起来开心多了", "{who}现在在{v}工作"),
        "plan": ("我投了{v}的简历，下周面试", "我打算暑假以后去{v}"),
        "muse": ("有点想去{v}试试",),
        "dist": ("{x}在招人，有人感兴趣吗", "我表哥在{x}上班，天天吐槽"),
        "ask": ("{n}你还在{old}打工吗？",),
    },  # fmt: skip
)

NETWORK = SlotDef(
    key="phone_network",
    multi=False,
    plans=True,
    pool={
        EN: (
            "giffgaff",
            "Vodafone",
            "Smarty",
            "Lebara",
            "Tesco Mobile",
            "Voxi",
            "Pennine Mobile",
            "O2",
        )
    },
    q={
        EN: _q(
            "Which mobile network is {n} on now?",
            "Which mobile network was {n} on before?",
            "Which mobile network was {n} on at that point?",
            "Which mobile network is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用的是哪家手机运营商？",
            "{n}之前用哪家运营商？",
            "{n}那时候用哪家运营商？",
            "{n}打算换到哪家运营商？",
        ),
    },  # fmt: skip
    en={
        "have": ("I'm on {v}", "my phone's on {v}", "I've got a {v} SIM"),
        "new": (
            "I moved my number to {v}",
            "I ditched {old} and went to {v}",
            "I ported my number over to {v}",
        ),
        "now": ("I'm with {v} now, half the price for double the data",),
        "use": (
            "{v} signal at Firth Hall is a joke, that's why I missed your call",
            "Just got a text from {v} saying I've used all my data, it's the 12th",
        ),
        "third": (
            "{Who} switched to {v}, {sub} wouldn't stop going on about the data deal",
            "{Who} is on {v} now, that's why {poss} number looked different",
        ),
        "plan": ("I'm going to switch to {v} when my contract ends next month",),
        "muse": ("Wondering whether {v} would be any better up here",),
        "dist": (
            "{x} are doing 100GB for a tenner, saw it on the side of a bus",
            "{x} had an outage all afternoon apparently",
            "Does anyone use {x}? Any good?",
        ),
        "ask": ("{n}, are you still on {old}?",),
        "scoped": (
            "My own phone is on {v}, but the work one they gave me is on {x}",
            "{v} for my personal number, though work pays for a {x} SIM in the other phone",
        ),
    },  # fmt: skip
    zh={
        "have": ("我用的是{v}的卡", "我手机是{v}的套餐"),
        "new": ("我把号码转到{v}了", "我从{old}换到{v}了"),
        "now": ("现在用{v}，流量多了一倍",),
        "use": ("{v}在Firth Hall一点信号都没有，所以没接到电话",),
        "third": ("{who}换成{v}了，说流量超便宜",),
        "plan": ("合约到期我就换{v}",),
        "muse": ("在想要不要试试{v}",),
        "dist": ("{x}现在十镑100G，公交车上看到的广告", "有人用{x}吗？好用吗？"),
        "ask": ("{n}你还用{old}吗？",),
        "scoped": ("我自己的手机用{v}，打工那边给的手机是{x}的",),
    },  # fmt: skip
)

CAR = SlotDef(
    key="car",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Nissan Leaf",
            "Fiat Panda",
            "Skoda Octavia",
            "VW Polo",
            "Honda Jazz",
            "Toyota Yaris",
            "Kia Niro",
            "MG4",
        )
    },
    q={
        EN: _q(
            "What car does {n} drive now?",
            "What car did {n} drive before?",
            "What car was {n} driving at that point?",
            "What car is {n} planning to get?",
        ),
        ZH: _q(
            "{n}现在开什么车？", "{n}之前开什么车？", "{n}那时候开什么车？", "{n}打算买什么车？"
        ),
    },  # fmt: skip
    en={
        "have": ("I drive a battered old {v}", "I've got a {v}", "my car's a {v}"),
        "new": (
            "I sold the {old} and bought a {v}",
            "I picked up a second-hand {v}",
            "I traded the {old} in for a {v}",
        ),
        "now": ("I'm driving a {v} now, it actually has working heating",),
        "use": (
            "Can fit three altos in the back of the {v} if anyone needs a lift to Firth Hall",
            "Parked the {v} on Glossop Road and got a ticket, brilliant",
        ),
        "third": (
            "{Who} has got a {v}, {sub} gave me a lift home in it",
            "{Who} sold the {old}, {sub}'s driving a {v} now",
        ),
        "plan": (
            "I'm planning to get a {v} once I've saved a bit more",
            "I've put a deposit down on a {v}, collecting it next month",
        ),
        "muse": ("Keep looking at {v} adverts, it's becoming a problem",),
        "dist": (
            "Someone's {x} is blocking the church car park, white one, anyone?",
            "Saw a {x} advert at the tram stop, they look tiny",
            "My dad swears {x}s are the best car ever made",
        ),
        "ask": ("{n}, is the {old} still going?",),
        "scoped": ("The {v} is mine, but for the choir van runs I borrow my brother's {x}",),
    },  # fmt: skip
    zh={
        "have": ("我开一辆{v}", "我的车是{v}"),
        "new": ("我把{old}卖了，买了一辆{v}", "我买了辆二手{v}"),
        "now": ("现在开{v}了，暖气终于好用了",),
        "use": ("{v}后座能坐三个人，去Firth Hall要搭车的说一声",),
        "third": ("{who}买了一辆{v}，昨天还开车送我回家",),
        "plan": ("我打算攒够钱买一辆{v}",),
        "muse": ("最近老在看{v}的广告",),
        "dist": ("谁的{x}挡住教堂停车场了？白色的", "我爸说{x}是最好的车"),
        "ask": ("{n}那辆{old}还在开吗？",),
    },  # fmt: skip
)

DIET = SlotDef(
    key="diet",
    multi=False,
    plans=True,
    pool={
        EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "flexitarian"),
        ZH: ("素食", "纯素", "低碳水", "轻断食"),
    },
    q={
        EN: _q(
            "What diet does {n} follow now?",
            "What diet did {n} follow before?",
            "What diet was {n} following at that point?",
            "What diet is {n} planning to try?",
        ),
        ZH: _q(
            "{n}现在是什么饮食方式？",
            "{n}之前是什么饮食方式？",
            "{n}那时候是什么饮食方式？",
            "{n}打算尝试什么饮食？",
        ),
    },  # fmt: skip
    en={
        "have": ("I'm {v}, so I'll bring my own for the social", "I've been {v} since uni"),
        "new": ("I went {v}", "I stopped being {old} and went {v}"),
        "now": (
            "I'm {v} now, so please no gelatine sweets at break",
            "Properly {v} these days, my GP is thrilled",
        ),
        "use": (
            "Can whoever does the interval rota put me down as {v} for the Christmas meal?",
            "Found a {v} flapjack recipe that actually holds together, bringing it Thursday",
        ),
        "third": (
            "{Who} has gone {v}, so the lasagne plan needs rethinking",
            "{Who} is {v} now, {sub} told me at the pub",
        ),
        "plan": ("I'm going to try going {v} for January",),
        "muse": ("Part of me wants to go {v}, the rest of me wants a bacon roll",),
        "dist": (
            "There's a new {x} cafe on Division Street, anyone tried it?",
            "Article in the Star about {x} diets being a fad, very grumpy article",
            "My flatmate's gone {x} and the fridge is all tofu now",
        ),
        "ask": ("{n}, are you still {old}?",),
    },  # fmt: skip
    zh={
        "have": ("我是{v}，聚餐我自己带吃的", "我一直{v}"),
        "new": ("我开始{v}了", "我不再{old}了，改成{v}"),
        "now": ("我现在{v}，中场休息别给我带明胶软糖",),
        "use": ("圣诞聚餐登记的时候帮我写{v}，谢谢", "找到一个{v}的蛋糕做法，周四带来"),
        "third": ("{who}开始{v}了，说是医生建议的",),
        "plan": ("我打算一月份试试{v}",),
        "muse": ("有点想试试{v}，但是火锅怎么办",),
        "dist": ("Division Street开了一家{x}餐厅，有人去过吗", "我室友在搞{x}，冰箱里全是豆腐"),
        "ask": ("{n}你还是{old}吗？",),
    },  # fmt: skip
)

GYM = SlotDef(
    key="gym",
    multi=False,
    plans=True,
    pool={
        EN: (
            "PureGym Meadowhall",
            "The Climbing Works",
            "Ponds Forge",
            "Graystone Fitness",
            "Steel City Boxing",
            "Goodwin Sports Centre",
            "Blokworks",
        )
    },
    q={
        EN: _q(
            "Which gym does {n} go to now?",
            "Which gym did {n} go to before?",
            "Which gym was {n} going to at that point?",
            "Which gym is {n} planning to join?",
        ),
        ZH: _q(
            "{n}现在去哪个健身房？",
            "{n}之前去哪个健身房？",
            "{n}那时候去哪个健身房？",
            "{n}打算去哪个健身房？",
        ),
    },  # fmt: skip
    en={
        "have": ("I go to {v} three times a week", "I've got a membership at {v}"),
        "new": ("I joined {v}", "I cancelled {old} and signed up at {v}"),
        "now": ("I'm at {v} now, much better than the old place",),
        "use": (
            "Legs are dead after {v} this morning, I'll be sitting for the Brahms",
            "Left my water bottle at {v} again, third one this month",
        ),
        "third": (
            "{Who} has joined {v}, {sub} keeps sending me gym selfies",
            "{Who} goes to {v} now, saw {obj} there on Tuesday",
        ),
        "plan": ("I'm going to sign up at {v} in the new year",),
        "muse": ("Should I try {v}? Everyone keeps saying it's good",),
        "dist": (
            "{x} are doing a free week in January, if anyone fancies it",
            "Heard {x} got flooded in the storm",
            "My nephew works at {x}, he says it's always rammed",
        ),
        "ask": ("{n}, still going to {old}?",),
    },  # fmt: skip
    zh={
        "have": ("我在{v}办了卡", "我每周去{v}三次"),
        "new": ("我办了{v}的卡", "我退了{old}的卡，去{v}了"),
        "now": ("现在去{v}了，比原来那家好多了",),
        "use": ("早上在{v}练腿，今晚唱勃拉姆斯只能坐着了",),
        "third": ("{who}去{v}了，天天发健身自拍",),
        "plan": ("我打算新年去{v}办卡",),
        "muse": ("要不要试试{v}？",),
        "dist": ("{x}一月份免费体验一周", "听说{x}暴雨的时候进水了"),
        "ask": ("{n}你还去{old}吗？",),
    },  # fmt: skip
)

CLUBS = SlotDef(
    key="clubs",
    multi=True,
    plans=False,
    pool={
        EN: (
            "Hallamshire Harriers",
            "Sheffield Chess Club",
            "Steel City Roller Derby",
            "Loxley Pottery Group",
            "Rivelin Book Circle",
            "Parkwood Allotment Society",
            "Moorland Sketch Club",
        )
    },
    q={
        EN: _q(
            "Which clubs is {n} in now?",
            "Which club was {n} in before?",
            "Which club was {n} in at that point?",
            "",
            "Which clubs does {n} belong to now, besides the choir?",
        ),
        ZH: _q(
            "{n}现在参加哪些俱乐部？",
            "{n}之前参加过哪个俱乐部？",
            "{n}那时候参加哪个俱乐部？",
            "",
            "{n}除了合唱团现在还参加哪些俱乐部？",
        ),
    },  # fmt: skip
    en={
        "have": ("Apart from choir I'm in {v}", "I'm a member of {v}, have been for ages"),
        "add": ("I've joined {v} as well", "I signed up for {v} too, on top of everything else"),
        "remove": ("I've left {v}, couldn't keep up with it", "I quit {v} in the end"),
        "use": ("Can't do Tuesday, it's {v} night", "Sorry, late, {v} ran over again"),
        "third": ("{Who} has joined {v} as well, {sub}'s never in",),
        "dist": (
            "Poster for {x} in the church hall, anyone been?",
            "Is {x} any good? My neighbour keeps trying to recruit me",
        ),
    },  # fmt: skip
    zh={
        "have": ("除了合唱团我还参加{v}", "我是{v}的会员"),
        "add": ("我也加入了{v}",),
        "remove": ("我退出{v}了，实在没时间",),
        "use": ("周二不行，那天是{v}活动",),
        "third": ("{who}也加入{v}了，天天不见人",),
        "dist": ("教堂大厅贴了{x}的海报，有人去过吗",),
    },  # fmt: skip
)

INSTRUMENTS = SlotDef(
    key="instruments",
    multi=True,
    plans=False,
    pool={
        EN: ("ukulele", "cello", "piano", "violin", "guitar", "clarinet", "flute", "trombone"),
        ZH: ("古筝", "二胡", "钢琴", "小提琴", "吉他", "笛子"),
    },
    q={
        EN: _q(
            "Which instruments does {n} play now?",
            "Which instrument did {n} play before?",
            "Which instrument was {n} playing at that point?",
            "",
            "Which instruments does {n} play now?",
        ),
        ZH: _q(
            "{n}现在会弹哪些乐器？",
            "{n}以前弹什么乐器？",
            "{n}那时候弹什么乐器？",
            "",
            "{n}现在弹哪些乐器？",
        ),
    },  # fmt: skip
    en={
        "have": ("I play the {v}, badly", "I've played {v} since I was eight"),
        "add": ("I've started learning the {v} as well", "I've taken up {v} too"),
        "remove": ("I've sold my {v}, wasn't touching it", "I've given up the {v}"),
        "use": (
            "Neighbours banged on the wall during my {v} practice again",
            "Got my grade 3 {v} exam on Saturday, terrified",
        ),
        "third": ("{Who} has taken up the {v} as well, {sub} played us a bit at the pub",),
        "dist": (
            "There's a {x} for sale on Gumtree for forty quid if anyone's tempted",
            "Did you hear the {x} solo on Radio 3 this morning? Stunning",
        ),
    },  # fmt: skip
    zh={
        "have": ("我会弹{v}", "我从小学{v}"),
        "add": ("我又开始学{v}了",),
        "remove": ("我把{v}卖了，一直没碰",),
        "use": ("练{v}的时候邻居又敲墙了", "周六考{v}，好紧张"),
        "third": ("{who}也开始学{v}了，在酒吧给我们弹了一段",),
        "dist": ("Gumtree上有人卖{x}，四十镑", "今早Radio 3有一段{x}独奏，太好听了"),
    },  # fmt: skip
)

PETS = SlotDef(
    key="pets",
    multi=True,
    plans=False,
    pool={
        EN: (
            "Biscuit",
            "Pickle",
            "Mochi",
            "Nutmeg",
            "Pepper",
            "Dumpling",
            "Marmite",
            "Bramble",
            "Custard",
        )
    },
    q={
        EN: _q(
            "Which pets does {n} have now?",
            "Which pet did {n} have before?",
            "Which pet did {n} have at that point?",
            "",
            "What are {n}'s pets called?",
        ),
        ZH: _q(
            "{n}现在养了哪些宠物？",
            "{n}以前养过哪只宠物？",
            "{n}那时候养的是哪只宠物？",
            "",
            "{n}现在养的宠物叫什么？",
        ),
    },  # fmt: skip
    en={
        "have": ("I've got a {sp} called {v}", "my {sp} {v} is the real boss of the house"),
        "add": (
            "We've adopted a second {sp}, {v}, from the rescue",
            "I brought home a {sp} called {v} as well, the other one is unimpressed",
        ),
        "remove": (
            "{v} went to live with my mum, she's got the garden for it",
            "We had to rehome {v}, the landlord found out",
        ),
        "use": (
            "Vet bill for {v} was £140, the {sp} ate a sock",
            "Sorry I'm late, {v} got out and I had to chase {sp_it} round the block",
        ),
        "third": ("{Who} has got a {sp} now as well, called {v}, {sub} showed me photos",),
        "dist": (
            "Look at this {sp} on the Sheffield lost pets page, called {x}, so cute",
            "If I ever get a {sp} I'm calling it {x}",
        ),
    },  # fmt: skip
    zh={
        "have": ("我养了一只{sp_zh}，叫{v}",),
        "add": ("我又领养了一只{sp_zh}，叫{v}",),
        "remove": ("{v}送到朋友家养了，房东不让养",),
        "use": ("{v}吃了一只袜子，看兽医花了140镑", "{v}又跑出去了，找了半天"),
        "third": ("{who}又养了一只{sp_zh}，叫{v}，给我看了照片",),
        "dist": ("谢菲尔德走失宠物群里有只{sp_zh}叫{x}，好可爱", "以后养{sp_zh}就叫它{x}"),
    },  # fmt: skip
)

BANK = SlotDef(
    key="bank",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Monzo",
            "Starling",
            "Nationwide",
            "Santander",
            "Halifax",
            "Pennine Building Society",
            "Metro Bank",
        )
    },
    q={
        EN: _q(
            "Which bank does {n} use now?",
            "Which bank did {n} use before?",
            "Which bank was {n} with at that point?",
            "Which bank is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用哪家银行？",
            "{n}之前用哪家银行？",
            "{n}那时候用哪家银行？",
            "{n}打算换到哪家银行？",
        ),
    },  # fmt: skip
    en={
        "have": ("I bank with {v}", "my current account is with {v}"),
        "new": ("I switched my account to {v}", "I closed my {old} account and moved to {v}"),
        "now": ("I'm with {v} now, the app is so much better",),
        "use": (
            "Sent the subs for the music hire from my {v} account, let me know if it lands",
            "{v} froze my card in the middle of Sainsbury's, mortifying",
        ),
        "third": (
            "{Who} has moved to {v}, {sub} did the switching thing for the free hundred quid",
        ),
        "plan": ("I'm going to move my account to {v}, they've got that switching bonus",),
        "muse": ("Wondering whether to bother with {v}",),
        "dist": (
            "{x} had an outage today, payroll chaos at work",
            "Advert for {x} on every single YouTube video, make it stop",
            "Which is better, {x} or the others? My niece needs a student account",
        ),
        "ask": ("{n}, are you still with {old}?",),
        "scoped": (
            "Everyday stuff goes through {v}, but my savings are still with {x}",
            "{v} for most things, but the mortgage is with {x}",
        ),
    },  # fmt: skip
    zh={
        "have": ("我用{v}的账户", "我的银行卡是{v}的"),
        "new": ("我把账户换到{v}了", "我把{old}的账户关了，换成{v}"),
        "now": ("现在用{v}，app好用多了",),
        "use": ("乐谱租金用{v}转过去了，收到说一声",),
        "third": ("{who}换到{v}了，说是有开户奖励",),
        "plan": ("我打算把账户转到{v}",),
        "muse": ("在想要不要开个{v}",),
        "dist": ("{x}今天系统崩了", "{x}的广告天天刷到"),
        "ask": ("{n}你还用{old}吗？",),
        "scoped": ("平时用{v}，奖学金还是打到{x}",),
    },  # fmt: skip
)

ENERGY = SlotDef(
    key="energy",
    multi=False,
    plans=True,
    pool={EN: ("Octopus Energy", "British Gas", "EDF", "Ovo", "Sheaf Power", "E.ON Next")},
    q={
        EN: _q(
            "Who is {n}'s energy supplier now?",
            "Who was {n}'s energy supplier before?",
            "Who was {n}'s energy supplier at that point?",
            "Which energy supplier is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用哪家能源公司？",
            "{n}之前用哪家能源公司？",
            "{n}那时候用哪家能源公司？",
            "{n}打算换哪家能源公司？",
        ),
    },  # fmt: skip
    en={
        "have": ("we're with {v} for gas and electric", "I'm on {v}"),
        "new": ("I switched us to {v}", "I moved us from {old} to {v}"),
        "now": ("we're on {v} now, the bill's actually gone down",),
        "use": (
            "{v} have sent me a smart meter leaflet in Welsh for some reason",
            "Just spent an hour on hold to {v}, the hold music was Vivaldi at least",
        ),
        "third": ("{Who} has switched to {v}, {sub} did it online in ten minutes",),
        "plan": ("I'm going to switch to {v} when the fix ends",),
        "muse": ("Maybe I should look at {v}, everyone seems to be on it",),
        "dist": (
            "{x} are putting prices up again, it was on the news",
            "Got a door knocker from {x} today, told him I was busy",
        ),
        "ask": ("{n}, are you still with {old} for your energy?",),
    },  # fmt: skip
    zh={
        "have": ("我们家用的是{v}", "我们的电费是{v}"),
        "new": ("我们换到{v}了", "我们从{old}换到{v}了"),
        "now": ("现在用{v}，电费便宜了",),
        "use": ("给{v}打客服电话等了一个小时",),
        "third": ("{who}换到{v}了，网上十分钟就搞定了",),
        "plan": ("固定价格到期我就换{v}",),
        "muse": ("也许该看看{v}",),
        "dist": ("{x}又要涨价了，新闻说的",),
        "ask": ("{n}你们家还用{old}吗？",),
    },  # fmt: skip
)

MUSIC = SlotDef(
    key="music_streaming",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Spotify",
            "Apple Music",
            "Tidal",
            "Deezer",
            "YouTube Music",
            "QQ Music",
            "NetEase Cloud Music",
        )
    },
    q={
        EN: _q(
            "Which music streaming service does {n} use now?",
            "Which music streaming service did {n} use before?",
            "Which music streaming service was {n} using at that point?",
            "Which music streaming service is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用哪个音乐软件？",
            "{n}之前用哪个音乐软件？",
            "{n}那时候用哪个音乐软件？",
            "{n}打算换哪个音乐软件？",
        ),
    },  # fmt: skip
    en={
        "have": ("I listen to everything on {v}", "I've got {v}"),
        "new": ("I cancelled {old} and moved to {v}", "I switched to {v}"),
        "now": ("I'm on {v} now, the classical section is way better",),
        "use": (
            "Made a playlist of all the concert pieces on {v}, link below",
            "{v} recommended me a Tallis Scholars album after all our Byrd, it knows",
        ),
        "third": ("{Who} has moved to {v}, {sub} made us all a rehearsal playlist on it",),
        "plan": ("I'm going to switch to {v} once the student discount kicks in",),
        "muse": ("Maybe {v} would be better for choral stuff?",),
        "dist": (
            "{x} are putting their prices up again apparently",
            "Is the Messiah recording on {x}? Can't find it",
            "My daughter says {x} is for old people, charming",
        ),
        "ask": ("{n}, still on {old}?",),
        "scoped": ("{v} for everything day to day, but I keep {x} for the rehearsal tracks",),
    },  # fmt: skip
    zh={
        "have": ("我听歌用{v}", "我一直用{v}听歌"),
        "new": ("我从{old}换到{v}了", "我换成{v}了"),
        "now": ("现在用{v}，古典音乐多很多",),
        "use": ("我在{v}上建了个音乐会曲目歌单，链接在下面",),
        "third": ("{who}换成{v}了，还给大家做了个排练歌单",),
        "plan": ("学生优惠开了我就换{v}",),
        "muse": ("{v}会不会好一点？",),
        "dist": ("{x}又要涨价了", "{x}上有弥赛亚的录音吗？找不到"),
        "ask": ("{n}你还用{old}吗？",),
        "scoped": ("平时用{v}，排练的伴奏还是在{x}上听",),
    },  # fmt: skip
)

NOTATION = SlotDef(
    key="notation_software",
    multi=False,
    plans=True,
    pool={EN: ("MuseScore", "Sibelius", "Dorico", "Noteflight", "StaffPad")},
    q={
        EN: _q(
            "Which notation software does {n} use now?",
            "Which notation software did {n} use before?",
            "Which notation software was {n} using at that point?",
            "Which notation software is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用什么打谱软件？",
            "{n}之前用什么打谱软件？",
            "{n}那时候用什么打谱软件？",
            "{n}打算换什么打谱软件？",
        ),
    },  # fmt: skip
    en={
        "have": ("I do all my arranging in {v}", "I use {v} for the part-bashing tracks"),
        "new": ("I switched from {old} to {v}", "I bought a {v} licence"),
        "now": ("I'm doing everything in {v} now, so the files will look a bit different",),
        "use": (
            "Attached the inner parts as a {v} file, shout if it won't open",
            "{v} crashed and ate half the alto part, redoing it tonight",
        ),
        "third": ("{Who} has moved over to {v}, so send {obj} the new files",),
        "plan": ("I'm going to move over to {v} over the summer",),
        "muse": ("Tempted by {v}, but the learning curve",),
        "dist": (
            "There's a {x} sale on, if anyone does arranging",
            "Why does everyone on the forum hate {x}?",
        ),
        "ask": ("{n}, are you still using {old}?",),
        "scoped": (
            "{v} for my own arrangements, but the choir parts still go through {x} "
            "because that's what the MD uses",
        ),
    },  # fmt: skip
    zh={
        "have": ("我打谱用{v}",),
        "new": ("我从{old}换到{v}了", "我买了{v}的正版"),
        "now": ("现在全部用{v}打谱",),
        "use": ("男高音声部的{v}文件发群里了，打不开告诉我",),
        "third": ("{who}换成{v}了，新文件发给{sub_zh}",),
        "plan": ("暑假我打算换成{v}",),
        "muse": ("有点想试{v}",),
        "dist": ("{x}在打折，有人需要吗", "论坛上为什么大家都讨厌{x}？"),
        "ask": ("{n}你还用{old}吗？",),
        "scoped": ("自己编曲用{v}，合唱团的分谱还是用{x}，因为指挥用那个",),
    },  # fmt: skip
)

DENTIST = SlotDef(
    key="dentist",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Castlegate Dental",
            "Whitecross Dental Care",
            "Smile Studio",
            "Orchard Square Dentists",
            "Pearl Tree Dental",
        )
    },
    q={
        EN: _q(
            "Which dentist is {n} registered with now?",
            "Which dentist was {n} with before?",
            "Which dentist was {n} registered with at that point?",
            "Which dentist is {n} planning to register with?",
        ),
        ZH: _q(
            "{n}现在在哪家牙医诊所登记？",
            "{n}之前在哪家牙医诊所？",
            "{n}那时候在哪家牙医诊所？",
            "{n}打算去哪家牙医诊所登记？",
        ),
    },  # fmt: skip
    en={
        "have": ("I'm registered at {v}", "my dentist is {v}"),
        "new": ("I registered with {v}", "I left {old} and got on the list at {v}"),
        "now": ("I'm at {v} now, they actually take NHS patients",),
        "use": (
            "Numb face from {v}, so I'll be miming the first half tonight",
            "{v} rang to move my check-up to Thursday, so I'll miss the start",
        ),
        "third": ("{Who} has got into {v}, {sub} waited eighteen months for an NHS place",),
        "plan": ("I'm going to register with {v}, they've opened their NHS list",),
        "muse": ("Should I try {v}? My filling keeps falling out",),
        "dist": (
            "{x} are taking NHS patients again apparently, tell everyone",
            "Saw {x} on the news, something about a waiting list of thousands",
        ),
        "ask": ("{n}, are you still at {old}?",),
    },  # fmt: skip
    zh={
        "have": ("我在{v}登记了牙医",),
        "new": ("我在{v}登记了", "我从{old}换到{v}了"),
        "now": ("现在在{v}看牙，终于有NHS名额",),
        "use": ("刚在{v}补完牙，脸是麻的，今晚只能对口型",),
        "third": ("{who}终于在{v}登记上了，等了一年半",),
        "plan": ("我打算去{v}登记，他们开放NHS名额了",),
        "muse": ("要不要去{v}看看？",),
        "dist": ("听说{x}又收NHS病人了", "新闻里说{x}排队的人有几千个"),
        "ask": ("{n}你还在{old}看牙吗？",),
    },  # fmt: skip
)

PARTNER = SlotDef(
    key="partner",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Callum",
            "Ffion",
            "Rosie",
            "Marcus",
            "Hannah",
            "Ollie",
            "Imogen",
            "Sanjay",
            "Bea",
            "Leo",
            "Anna",
            "Kai",
        )
    },
    q={
        EN: _q(
            "Who is {n}'s partner now?",
            "Who was {n}'s partner before?",
            "Who was {n} going out with at that point?",
        ),
        ZH: _q("{n}现在的对象是谁？", "{n}之前的对象是谁？", "{n}那时候的对象是谁？"),
    },  # fmt: skip
    en={
        "have": ("My other half {v} says hi", "{v} and I have been together three years now"),
        "new": (
            "I split up with {old}, and I've been seeing {v} since",
            "I started going out with {v}",
        ),
        "now": ("I'm with {v} now, before anyone asks, yes it's serious",),
        "use": (
            "{v} is coming to the summer concert, be nice to my boyfriend/girlfriend, "
            "whatever we're calling it",
            "Bringing {v} to the Christmas social, first time meeting everyone",
        ),
        "third": (
            "{Who} is going out with {v} now, {sub} brought them to the pub",
            "{Who} and {old} have broken up, {sub}'s seeing someone called {v} now",
        ),
        "dist": (
            "{x} from the basses is getting married, did everyone see?",
            "My cousin's new boyfriend is called {x} as well, confusing",
        ),
        "ask": ("{n}, is {old} coming on Saturday?",),
    },  # fmt: skip
    zh={
        "have": ("我对象{v}问大家好", "我和{v}在一起三年了"),
        "new": ("我和{old}分手了，现在和{v}在一起", "我和{v}在一起了"),
        "now": ("我现在的对象是{v}",),
        "use": ("{v}会来看夏季音乐会，大家对他好一点",),
        "third": ("{who}和{v}在一起了，还带去酒吧见大家了",),
        "dist": ("男低音那边的{x}要结婚了", "我表姐的男朋友也叫{x}"),
        "ask": ("{n}，{old}周六来吗？",),
    },  # fmt: skip
)

LANGUAGE = SlotDef(
    key="language_learning",
    multi=False,
    plans=True,
    pool={
        EN: ("Spanish", "Italian", "Welsh", "Japanese", "Korean", "Mandarin", "Portuguese"),
        ZH: ("日语", "法语", "西班牙语", "德语", "韩语", "意大利语"),
    },
    q={
        EN: _q(
            "Which language is {n} learning now?",
            "Which language was {n} learning before?",
            "Which language was {n} learning at that point?",
            "Which language is {n} planning to learn?",
        ),
        ZH: _q(
            "{n}现在在学什么语言？",
            "{n}之前在学什么语言？",
            "{n}那时候在学什么语言？",
            "{n}打算学什么语言？",
        ),
    },  # fmt: skip
    en={
        "have": ("I'm learning {v} on the side", "I do a {v} evening class on Mondays"),
        "new": ("I gave up on {old} and started {v}", "I started {v} lessons"),
        "now": ("I'm doing {v} now, my Duolingo owl is screaming at me",),
        "use": (
            "Seven hundred day streak on {v}, send help",
            "My {v} teacher wants us to sing something for homework, any ideas?",
        ),
        "third": ("{Who} is learning {v} now, {sub} said good evening to me in it",),
        "plan": ("I'm going to start {v} in September, signed up for the evening class",),
        "muse": ("Idly thinking about picking up {v}",),
        "dist": (
            "Does anyone speak {x}? Need a translation for the programme notes",
            "The Tallis piece has a {x} verse, I'll never get it",
        ),
        "ask": ("{n}, how's the {old} going?",),
    },  # fmt: skip
    zh={
        "have": ("我在学{v}", "我周一晚上上{v}课"),
        "new": ("我放弃{old}了，开始学{v}", "我开始学{v}了"),
        "now": ("现在在学{v}，多邻国天天催我",),
        "use": ("{v}打卡七百天了", "{v}老师让我们唱首歌当作业"),
        "third": ("{who}在学{v}，今天还用{v}跟我打招呼",),
        "plan": ("我打算九月开始学{v}，已经报名了",),
        "muse": ("有点想学{v}",),
        "dist": ("有人会{x}吗？节目单要翻译", "{x}歌词好难"),
        "ask": ("{n}你{old}学得怎么样了？",),
    },  # fmt: skip
)

VOICE = SlotDef(
    key="voice_part",
    multi=False,
    plans=True,
    pool={EN: ("soprano", "alto", "tenor", "bass")},
    q={
        EN: _q(
            "Which voice part does {n} sing now?",
            "Which voice part did {n} sing before?",
            "Which voice part was {n} singing at that point?",
            "Which voice part is {n} planning to move to?",
        ),
        ZH: _q(
            "{n}现在唱哪个声部？",
            "{n}之前唱哪个声部？",
            "{n}那时候唱哪个声部？",
            "{n}打算换到哪个声部？",
        ),
    },  # fmt: skip
    en={
        "have": ("I sing {v}", "I sing {v} in the choir, for my sins"),
        "new": ("I moved from {old} to {v}", "I switched to {v}"),
        "now": ("I'm singing {v} now, the MD moved me after the voice check",),
        "use": (
            "Can someone send me the {v} part for the Fauré? I've only got the old line",
            "Sitting with the {v} section on Thursday, save me a seat",
        ),
        "third": ("{Who} sings {v} now, the MD moved {obj} across",),
        "plan": ("I'm going to ask to move to {v}, the top notes are killing me",),
        "muse": ("Wonder if I'd be happier as a {v}",),
        "dist": ("We need another {x} for the Messiah, anyone know anyone?",),
        "ask": ("{n}, are you still singing {old}?",),
    },  # fmt: skip
    zh={
        "have": ("我唱{v}", "我是{v}声部的"),
        "new": ("我从{old}换到{v}了", "我换到{v}声部了"),
        "now": ("现在唱{v}了，指挥听完音域让我换的",),
        "use": ("谁能发我一下福雷的{v}分谱？我只有原来那个声部的",),
        "third": ("{who}现在唱{v}了，指挥给换的",),
        "plan": ("我打算申请换到{v}，高音太难了",),
        "muse": ("不知道唱{v}会不会更合适",),
        "dist": ("弥赛亚还缺一个{x}，有人认识吗？",),
        "ask": ("{n}你还唱{old}吗？",),
    },  # fmt: skip
)

SLOTS = {
    s.key: s
    for s in (
        HOME,
        EMPLOYER,
        NETWORK,
        CAR,
        DIET,
        GYM,
        CLUBS,
        INSTRUMENTS,
        PETS,
        BANK,
        ENERGY,
        MUSIC,
        NOTATION,
        DENTIST,
        PARTNER,
        LANGUAGE,
        VOICE,
    )
}
SPECIES = (("cat", "猫", "it"), ("dog", "狗", "it"), ("rabbit", "兔子", "it"),
           ("guinea pig", "豚鼠", "it"))  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Slot-agnostic wrappers.  {c} is a first-person clause, {C} the same capitalised.
# ---------------------------------------------------------------------------------------------

WRAP: dict[str, dict[str, tuple[str, ...]]] = {
    EN: {
        "late": (
            "Oh, forgot to mention: {c} {ago}.",
            "Meant to say ages ago, {c} {ago}.",
            "Not sure I ever told you lot, but {c} {ago}.",
            "Realised I never said on here: {c} {ago}. Old news now!",
        ),
        "neg": (
            "No, not {old} any more! {C}.",
            "Nope, {old} is ancient history. {C}.",
            "Ha, no, not {old} these days. {C}.",
        ),
        "corr": (
            "Sorry, I meant {v}, not {x}. Brain's fried from the Bach.",
            "*{v}, not {x}. Autocorrect, or possibly just me.",
            "Wait, ignore that, it's {v}. Not {x}. Long week.",
        ),
        "self": (
            " (yes, {n} is now talking about {self} in the third person)",
            ", {n} reporting live as ever",
            " — your correspondent, {n}",
        ),
        "done": ("Done it! {C}.", "Well, it finally happened: {c}.", "Update: {c}."),
        "drop": (
            "Scrap what I said about {v}, not happening after all.",
            "Decided against {v} in the end, couldn't face the faff.",
            "Went right off the idea of {v}. Staying as I am for now.",
        ),
        "open": (
            "Has anyone heard from {n} lately? Haven't seen {obj} at rehearsal for weeks.",
            "Is {n} coming to the pub after?",
            "Happy birthday {n}!!",
            "Where's {n} tonight? Sectionals without {obj} are chaos.",
        ),
        "reply": ("{T}.", "Saw {obj} on Saturday actually. {T}.", "Oh, {T_lc}."),
        "at": ("@{n} ", "{n}, ", "{n} you might like this: "),
        "pre": (
            "Evening all. Long day, the tram was rammed and I forgot my folder again.",
            "Sorry for the radio silence, work has been relentless.",
            "Right, catching up on 94 messages, you lot never stop.",
            "Morning! Does anyone know if the Firth Hall car park is open on Saturdays?",
            "Thanks everyone for Thursday, the Rutter actually sounded like music for once.",
            "Ugh, Sheffield weather. Four seasons before lunch.",
            "Just back from the most chaotic parents' evening of my life.",
            "Finally caught up on sleep after the concert, what a week.",
            "Hello from a very delayed train at Chesterfield, the crooked spire mocks me.",
            "Sorry, been off grid, my mum's been poorly but she's on the mend now.",
            "Did anyone else watch the Proms last night? I cried at the Elgar.",
            "Happy Friday! I have survived another week of spreadsheets.",
        ),
        "post": (
            "Anyway, see you all Thursday, bring the Faure.",
            "Also has anyone got a spare pencil, mine has vanished.",
            "Right, kettle on. Don't let the basses eat all the flapjack.",
            "Anyway enough about me, who's doing cake this week?",
            "Oh and I still owe someone a fiver for the programme, shout.",
            "Right, off to practise my part, the neighbours will be delighted.",
            "Anyway. Who's in for the pub on Thursday?",
            "Let me know if anyone needs a spare copy of the Mozart.",
            "Hope everyone's keeping warm!",
        ),
        "tail": ("", "", " Loving it so far.", " About time really.", " Long story."),
    },
    ZH: {
        "late": (
            "忘了说，{ago}{c}。",
            "一直忘了告诉大家，{ago}{c}。",
            "好像没在群里说过，{ago}{c}。",
        ),
        "neg": ("早就不是{old}了，{c}。", "没有啦，不是{old}了，{c}。"),
        "corr": ("打错了，是{v}，不是{x}。", "不好意思说错了，是{v}不是{x}。"),
        "self": ("（对，{n}开始用第三人称说自己了）", "——{n}本人汇报"),
        "done": ("搞定了！{c}。", "更新一下：{c}。"),
        "drop": ("{v}的事算了，不折腾了。", "之前说的{v}不考虑了，先这样吧。"),
        "open": ("{n}最近怎么样？好久没在排练见到{zh}了", "{n}今晚来吗？", "{n}生日快乐！！"),
        "reply": ("{T}。", "我周六刚见过{zh}，{T}。"),
        "at": ("@{n} ", "{n}，"),
        "pre": (
            "今天实验室忙疯了，导师又改了deadline。",
            "刚下课，外面雨好大。",
            "刚看完群里九十多条消息，你们太能聊了。",
            "今天终于交了中期报告，松了一口气。",
            "周末去了趟Peak District，风好大。",
            "最近实验一直失败，心累。",
            "刚和国内家里视频完，时差好难受。",
        ),
        "post": (
            "周四见！",
            "大家记得带谱子。",
            "对了这周谁带蛋糕？",
            "先去练声部了。",
            "有人周四去酒吧吗？",
        ),
        "tail": ("", "", "感觉还不错。", "终于。"),
    },
}
LATE_WE = {
    EN: (
        "Forgot to tell you all: {a} and I moved to {v} {ago}. New address on request.",
        "Old news by now, but {a} and I moved to {v} {ago}, so we're a bus ride further out.",
    ),
    ZH: ("忘了说，{ago}我和{a}搬到{v}了。",),
}
NUM_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
NUM_ZH = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六"}


def ago(days: int, lang: str) -> str:
    """A relative time phrase for a change that happened ``days`` before it was told."""
    weeks = max(2, min(6, round(days / 7)))
    if lang == ZH:
        return f"{NUM_ZH[weeks]}个星期前"
    return f"about {NUM_EN[weeks]} weeks ago" if days < 28 else "a month or so ago"


# ---------------------------------------------------------------------------------------------
# Everyday chatter: no state news.  Fills: {piece} {venue} {food} {day} {other}.
# ---------------------------------------------------------------------------------------------

PIECES = ("the Faure Requiem", "Zadok the Priest", "the Rutter Gloria", "Messiah",
          "Carmina Burana", "the Lauridsen", "Bogoroditse Devo", "the Vaughan Williams Mass",
          "Jerusalem", "the Chilcott medley", "the Mozart Ave Verum")  # fmt: skip
VENUES = ("Firth Hall", "the Victoria Hall", "St Mark's", "the Cathedral", "Upper Chapel",
          "the City Hall ballroom")  # fmt: skip
FOODS = ("lemon drizzle", "flapjack", "brownies", "mince pies", "parkin", "mooncakes",
         "Bakewell tart", "scones")  # fmt: skip
DAYS = ("Thursday", "Saturday", "Sunday", "Tuesday")
DAYS_ZH = {"Thursday": "周四", "Saturday": "周六", "Sunday": "周日", "Tuesday": "周二"}

FILLER_EN = (
    "Reminder: rehearsal is at {venue} on {day}, doors at 7.",
    "Who's got the spare copies of {piece}? I left mine on the bus.",
    "Can the sopranos stay ten minutes after for the top line of {piece}?",
    "That was a great rehearsal tonight, even the basses came in on time.",
    "Cake rota: I'll bring {food} on {day}.",
    "Does anyone have a lift going to {venue}? I can chip in for petrol.",
    "Photos from the concert are up on the shared drive!",
    "I've got a cold, will be croaking at the back on {day}.",
    "The MD says we need to know {piece} off by heart by half term. Laughing.",
    "Thank you for the {food} {other}, dangerously good.",
    "Anyone else find the key change in {piece} terrifying?",
    "Tickets for the summer concert are on sale, tell your mums.",
    "Lost: one black folder, my name on the front, last seen at {venue}.",
    "Is it black and white for the concert or black with coloured scarves?",
    "The heating at {venue} is off again, bring a jumper.",
    "Pub after? The Fat Cat or the Bath Hotel?",
    "Happy new year everyone! Here's to less flat singing.",
    "Apologies for Thursday, got a parents' evening.",
    "Can someone explain the tenors' entry in bar 48, asking for a friend.",
    "Snow day! Rehearsal cancelled, stay safe everyone.",
    "Just listened back to the recording and we actually sound lovely in {piece}.",
    "Who left an umbrella at {venue}? It's got ducks on it.",
    "The altos were on fire tonight, not literally.",
    "Subs are due by the end of the month, thank you!",
    "Did anyone else get soaked walking to {venue}? Biblical rain.",
    "Sheffield Wednesday lost again so my husband is unbearable tonight.",
    "Is the sectional on {day} still happening?",
    "Love how {other} can sight-read anything, it's unfair.",
    "Quick poll: Christmas social at the Dorothy Pax or somewhere with actual chairs?",
    "Warm-ups tonight nearly killed me, lip trills for ten minutes.",
    "Remember to mark your breaths in {piece}, the MD is watching.",
    "Parking at {venue} is impossible on match days, leave early.",
    "Nice write-up of our concert in the Star!",
    "Does anyone want my old copy of {piece}? Pencil marks included free.",
    "Can't believe it's a year since the last {piece} performance.",
    "Tram replacement buses again this weekend, allow extra time.",
    "Who's coming to the Tramlines gig? A few of us are going Saturday.",
    "The new page turns in {piece} are a disaster, whoever printed these, why.",
    "Thanks {other} for running the warm-up, very bouncy.",
    "Reminder that the AGM is after rehearsal on {day}, please stay!",
    "Heat wave rehearsal, windows open, the whole street got the Requiem.",
    "Does anyone know a good tailor? My concert trousers have betrayed me.",
    "Massive thanks to {other} for sorting the music hire, hero.",
    "Bit of a scratchy rehearsal tonight but the {piece} is getting there.",
    "Can we have the tuning note a bit louder on {day}? I genuinely can't hear it from the back.",
    "Is it too early to start the Christmas repertoire? Asking for the whole alto section.",
    "The sun is out in Sheffield, everyone stay calm.",
    "Road closure on Western Bank tonight, go round the long way.",
    "Whoever brought the {food} last week, I need the recipe.",
    "Bless {other} for remembering my birthday, the card made me cry.",
    "Listening to the King's College recording of {piece} for inspiration. We're not there yet.",
    "Raffle prizes needed for the summer concert, anything welcome!",
    "My throat is shredded after the football, will be miming the high bits.",
    "Anyone know if the MD is back from holiday for {day}?",
    "Just found a 2019 programme in my folder, we were so young.",
    "Committee meeting minutes are in your inboxes, sorry they're long.",
    "The choir bake sale made £312!! Thank you all.",
    "Who's got my pencil case? Purple, full of highlighters, much loved.",
    "{other}, you left your scarf on the chair, I've got it.",
)
FILLER_EN_ZHWORD = (
    "Thank you {other} for the mooncakes, xie xie! I've eaten three.",
    "Jiayou everyone for Saturday! (that's 加油, {other} taught me)",
    "{other} taught us 你好 in the break and now the basses won't stop saying it.",
    "Ganbei at the pub after? {other} says that's the right word, don't blame me if not.",
    "Happy Chinese New Year to everyone celebrating! 新年快乐!",
)
FILLER_ZH = (
    "{day}的排练在{venue}，七点开门。",
    "谁有多余的{piece}谱子？我的落在公交车上了。",
    "今晚排练很棒，男低音都准时进了。",
    "这周我带{food}。",
    "有人开车去{venue}吗？我可以分油钱。",
    "音乐会的照片传到共享盘了！",
    "我感冒了，{day}只能在后面小声唱。",
    "{piece}的转调好难啊。",
    "夏季音乐会的票开卖了，大家叫家人来看吧。",
    "演出是全黑还是可以配彩色围巾？",
    "{venue}的暖气又坏了，记得带毛衣。",
    "下课了，今天的论文改到头秃。",
    "谢谢{other}的{food}，太好吃了",
    "排练后去酒吧吗？",
    "下雪了！排练取消，大家注意安全。",
    "回听录音发现我们的{piece}还挺好听的。",
    "热身练了十分钟唇颤音，嘴都麻了。",
    "谁能解释一下第48小节男高音怎么进？",
    "有人去Tramlines吗？周六一起？",
    "{day}分声部排练还有吗？",
    "英国的天气真是一天四季。",
    "谢谢{other}帮忙租谱子！",
    "今晚的{piece}比上周好多了。",
    "有人知道{day}指挥会回来吗？",
    "义卖筹到了312镑！谢谢大家。",
    "{other}，你的围巾落在椅子上了，我帮你收着。",
    "我的铅笔盒谁拿了？紫色的。",
    "终于出太阳了，谢菲尔德难得。",
    "夏季音乐会还需要抽奖奖品，什么都可以。",
)


# ---------------------------------------------------------------------------------------------
# The world builder.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    pron: str
    lang: str
    choir: bool = True
    slots: list[str] = field(default_factory=list)
    house: Person | None = None  # the person they share a home with
    relation: str = ""
    changes: dict[str, int] = field(default_factory=dict)


@dataclass
class Line:
    day: int
    minute: int
    speaker: str
    text: str
    lang: str


def relation_word(kind: str, pron: str) -> str:
    """What a household member is to the other one ("my wife", "my flatmate")."""
    words = {"spouse": {"f": "wife", "m": "husband"}, "sibling": {"f": "sister", "m": "brother"}}
    return words[kind][pron] if kind in words else kind


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].islower() else s


def end(s: str, lang: str) -> str:
    """Close a sentence in the writer's language (unless it is already closed)."""
    if s[-1:] in ".!?。！？)）":
        return s
    return s + ("。" if lang == ZH else ".")


class Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.lines: list[Line] = []
        self.busy: dict[int, set[int]] = {}
        self.people: list[Person] = []
        self.probes: list[dict[str, Any]] = []
        self.optional: list[dict[str, Any]] = []
        self.species: dict[tuple[str, str], tuple[str, str, str]] = {}
        self.said: set[str] = set()

    # -- low level ---------------------------------------------------------------------------

    def say(self, day: int, turns: list[tuple[Person, str]]) -> None:
        """Put a little conversation (consecutive minutes, nothing in between) on a day."""
        day = max(0, min(LAST_DAY, day))
        taken = self.busy.setdefault(day, set())
        n = len(turns)
        start = None
        for _ in range(60):
            m = self.rng.randint(0, 330 - 2 * n)
            if not any(x in taken for x in range(m - 3, m + 2 * n + 3)):
                start = m
                break
        if start is None:
            start = max(taken) + 5
        for i, (who, text) in enumerate(turns):
            taken.add(start + 2 * i)
            taken.add(start + 2 * i + 1)
            self.lines.append(Line(day, start + 2 * i, who.name, text, self.lang_of(text)))

    @staticmethod
    def lang_of(text: str) -> str:
        """Chinese when Han characters carry the line (English names mixed in are fine)."""
        han = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff")
        letters = sum(1 for ch in text if ch.isascii() and ch.isalpha())
        return ZH if han >= 2 and han * 4 >= letters else EN

    def pick(self, options: tuple[str, ...] | list[str]) -> str:
        return self.rng.choice(list(options))

    def ctx(self, p: Person, **kw: Any) -> dict[str, Any]:
        pr = PRON[p.pron]
        d: dict[str, Any] = {"n": p.name, "sub": pr["sub"], "obj": pr["obj"], "poss": pr["poss"],
                             "self": pr["self"], "zh": pr["zh"], "sub_zh": pr["zh"],
                             "who": p.name, "Who": p.name, "v": "", "old": "", "x": ""}  # fmt: skip
        d.update(kw)
        sp = self.species.get((p.name, str(d.get("v") or d.get("x"))))
        if sp is None:
            sp = self.rng.choice(SPECIES)
        d.update(sp=sp[0], sp_zh=sp[1], sp_it=sp[2])
        return d

    def clause(self, p: Person, sd: SlotDef, form: str, lang: str, **kw: Any) -> str:
        tpl = self.pick(getattr(sd, lang)[form])
        return cap(tpl).format(**self.ctx(p, **kw)) if form != "clause" else tpl

    def raw(self, p: Person, sd: SlotDef, form: str, lang: str, **kw: Any) -> str:
        """A clause without capitalising (for use inside a wrapper)."""
        return self.pick(getattr(sd, lang)[form]).format(**self.ctx(p, **kw))

    def others(self, p: Person, *exclude: Person, lang: str | None = None) -> list[Person]:
        return [o for o in self.people if o is not p and o not in exclude
                and (lang is None or o.lang == lang)]  # fmt: skip

    def reporter(self, p: Person, value: str, avoid_house: bool = False) -> Person | None:
        """Someone else who can tell this news: a Chinese value needs a Chinese writer."""
        pool = self.others(p, lang=None if value.isascii() else ZH)
        if avoid_house:
            pool = [o for o in pool if o is not p.house]
        if not pool:
            return None
        if p.house in pool and self.rng.random() < 0.4:
            return p.house
        return self.rng.choice(pool)

    def pool(self, p: Person, sd: SlotDef) -> list[str]:
        if sd.key == "voice_part":
            return ["soprano", "alto"] if p.pron == "f" else ["tenor", "bass"]
        return list(sd.pool.get(p.lang) or sd.pool[EN])

    def days(self, lo: int, hi: int, n: int, gap: int) -> list[int]:
        for _ in range(300):
            got = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip([lo - gap, *got], got, strict=False)):
                return got
        step = (hi - lo) // (n + 1)
        return [lo + step * (i + 1) for i in range(n)]

    # -- telling things ----------------------------------------------------------------------

    def tell(
        self,
        p: Person,
        sd: SlotDef,
        form: str,
        v: str,
        old: str,
        day: int,
        mode: str,
        x: str = "",
        delay: int = 0,
    ) -> str:
        """Put one piece of state news in the chat; returns the mode actually used."""
        lang, rng, w = p.lang, self.rng, WRAP[p.lang]
        forms = getattr(sd, lang)
        if mode in ("third", "pronoun"):
            r = self.reporter(p, v, avoid_house=sd.key == "home" and p.house is not None)
            if r is None or "third" not in forms and "third" not in getattr(sd, r.lang):
                mode = "direct"
            elif form == "remove":
                mode = "direct"
            else:
                if mode == "pronoun":
                    openers = self.others(p, r, lang=r.lang) or self.others(p, r)
                    o = rng.choice(openers)
                    opener = self.pick(WRAP[o.lang]["open"]).format(**self.ctx(p))
                    pr = PRON[p.pron]
                    who = pr["zh"] if r.lang == ZH else pr["sub"]
                    t = self.raw(p, sd, "third", r.lang, v=v, old=old, who=who, Who=cap(who))
                    reply = self.pick(WRAP[r.lang]["reply"]).format(
                        T=t,
                        T_lc=t[:1].lower() + t[1:],
                        **{k: v2 for k, v2 in self.ctx(p).items() if k in ("obj", "zh")},
                    )
                    self.say(day, [(o, opener), (r, reply)])
                else:
                    t = self.raw(p, sd, "third", r.lang, v=v, old=old)
                    self.say(day, [(r, end(t, r.lang))])
                return mode
        if mode == "neg" and "ask" in forms and old:
            askers = self.others(p, lang=lang) or self.others(p)
            o = rng.choice(askers)
            q = self.pick(getattr(sd, o.lang)["ask"]).format(**self.ctx(p, old=old))
            c = self.raw(p, sd, "now" if "now" in forms else form, lang, v=v, old=old)
            a = self.pick(w["neg"]).format(old=old, c=c, C=cap(c))
            self.say(day, [(o, q), (p, a)])
            return mode
        if mode == "late":
            c = self.raw(p, sd, form, lang, v=v, old=old)
            self.say(day + delay, [(p, self.pick(w["late"]).format(c=c, ago=ago(delay, lang)))])
            return mode
        if mode == "corr" and x:
            first = end(self.clause(p, sd, form, lang, v=x, old=old), lang)
            fix = self.pick(w["corr"]).format(v=v, x=x)
            self.say(day, [(p, first), (p, fix)])
            return mode
        if mode == "chatty":
            c = self.raw(p, sd, form, lang, v=v, old=old)
            sep = "" if lang == ZH else " "
            text = sep.join((self.pick(w["pre"]), end(cap(c), lang), self.pick(w["post"])))
            self.say(day, [(p, text)])
            return mode
        plain = [t for t in forms.get("third", ()) if not any(
            w2 in f" {t} " for w2 in (" me ", " us ", " me,", " I ", "我", "大家"))]  # fmt: skip
        if mode == "self" and plain and form != "remove":
            t = self.pick(plain).format(**self.ctx(p, v=v, old=old))
            self.say(day, [(p, end(t + self.pick(w["self"]).format(**self.ctx(p)), lang))])
            return mode
        if mode == "use" and "use" in forms:
            self.say(day, [(p, end(self.clause(p, sd, "use", lang, v=v, old=old), lang))])
            return mode
        if mode == "now" and "now" in forms:
            self.say(day, [(p, end(self.clause(p, sd, "now", lang, v=v, old=old), lang))])
            return mode
        if mode == "done":
            c = self.raw(p, sd, form, lang, v=v, old=old)
            self.say(day, [(p, self.pick(w["done"]).format(c=c, C=cap(c)))])
            return mode
        text = end(self.clause(p, sd, form, lang, v=v, old=old), lang)
        if form == "new":
            text += self.pick(w["tail"])
        self.say(day, [(p, text)])
        return "direct"

    # -- probes ------------------------------------------------------------------------------

    def probe(self, p: Person, sd: SlotDef, kind: str, gold: list[str], values: set[str],
              outdated: list[str] = (), abandoned: list[str] = (), as_of_day: int | None = None,
              optional: bool = False) -> None:  # fmt: skip
        q = sd.q[p.lang if p.lang in sd.q else EN][kind].format(n=p.name)
        pr = {"subject": p.name, "kind": kind, "question": q, "slot": sd.key, "gold": list(gold),
              "outdated": [v for v in outdated if v not in gold],
              "values": sorted(values | set(gold) | set(outdated) | set(abandoned)),
              "abandoned": [v for v in abandoned if v not in gold]}  # fmt: skip
        if as_of_day is not None:
            pr["as_of_day"] = as_of_day
        (self.optional if optional else self.probes).append(pr)

    # -- single-valued slots -----------------------------------------------------------------

    def single(self, p: Person, sd: SlotDef) -> None:
        rng = self.rng
        shared = sd.key == "home" and p.house is not None
        members = [p, p.house] if shared and p.house is not None else [p]
        vals = self.pool(p, sd)
        rng.shuffle(vals)
        nch = 1 if sd.key == "voice_part" else rng.choices((1, 2, 3), (35, 40, 25))[0]
        held, spare = vals[: nch + 1], vals[nch + 1 :]
        d0 = rng.randint(1, 110)
        actual = [0, *self.days(d0 + 40, 690, nch, 60)]
        reported = [d0] + actual[1:]
        values: set[str] = set(held)
        abandoned: list[str] = []
        # first mention
        if shared:
            other = p.house
            text = self.pick(
                (
                    "{o} and I share a house in {v}, come round for mulled wine at Christmas",
                    "Me and {o} are in {v}, so we can take the 52 to rehearsal together",
                )
                if p.lang == EN
                else ("我和{o}合租在{v}", "我和{o}住在{v}，一起坐公交去排练")
            )
            self.say(d0, [(p, end(text.format(o=other.name, v=held[0]), p.lang))])
        else:
            mode = rng.choices(("direct", "chatty"), (85, 15))[0]
            self.tell(p, sd, "have", held[0], "", d0, mode)
        modes = ["direct", "now", "use", "third", "pronoun", "late", "neg", "corr", "chatty",
                 "self", "planned"]  # fmt: skip
        weights = [14, 8, 14, 10, 8, 9, 8, 6, 9, 4, 10]
        for i in range(1, nch + 1):
            v, old, c = held[i], held[i - 1], actual[i]
            nxt = actual[i + 1] if i + 1 <= nch else LAST_DAY + 5
            mode = rng.choices(modes, weights)[0]
            if shared:
                mode = rng.choice(("we", "we", "third_pair", "late_we"))
            if mode == "corr" and not spare:
                mode = "direct"
            if mode == "neg" and "ask" not in getattr(sd, p.lang):
                mode = "direct"
            if mode in ("late", "late_we"):
                delay = rng.randint(14, 35)
                if c + delay >= min(nxt - 10, LAST_DAY):
                    mode = "direct" if mode == "late" else "we"
                else:
                    reported[i] = c + delay
            if mode == "planned":
                pday = c - rng.randint(15, 40)
                if pday <= reported[i - 1] + 3 or not sd.plans:
                    mode = "direct"
                else:
                    self.say(pday, [(p, end(self.clause(p, sd, "plan", p.lang, v=v), p.lang))])
                    mode = rng.choice(("done", "use", "now"))
            if mode in ("we", "late_we", "third_pair"):
                speaker = rng.choice(members)
                if mode == "third_pair":
                    rs = self.others(p, *members)
                    r = rng.choice(rs)
                    t = (
                        "{a} and {b} have moved to {v}, housewarming soon apparently"
                        if r.lang == EN
                        else "{a}和{b}搬到{v}了"
                    )
                    names = [m.name for m in members]
                    rng.shuffle(names)
                    self.say(c, [(r, end(t.format(a=names[0], b=names[1], v=v), r.lang))])
                else:
                    we = self.raw(speaker, sd, "we", speaker.lang, v=v, old=old)
                    if mode == "late_we":
                        mate = members[1] if speaker is members[0] else members[0]
                        t = self.pick(LATE_WE[speaker.lang])
                        we = t.format(a=mate.name, v=v, ago=ago(reported[i] - c, speaker.lang))
                        self.say(reported[i], [(speaker, we)])
                    else:
                        self.say(c, [(speaker, end(we, speaker.lang))])
                continue
            x = spare.pop() if mode == "corr" else ""
            if x:
                values.add(x)
                abandoned.append(x)
            self.tell(p, sd, "new", v, old, c, mode, x=x, delay=reported[i] - c)
        for m in members:
            m.changes[sd.key] = nch
        # plans that were dropped or only mused about, a pending plan, scope, distractors
        pending = None
        if sd.plans and spare and rng.random() < 0.2 and reported[-1] < 640:
            pending = (spare.pop(), rng.randint(reported[-1] + 20, 715))
        if sd.plans and spare and rng.random() < 0.4:
            i = rng.randrange(len(held))
            lo = reported[i] + 3
            hi = (actual[i + 1] if i + 1 < len(held) else 720) - 5
            if pending and i == len(held) - 1:
                hi = pending[1] - 5
            if hi - lo > 30:
                pv = spare.pop()
                pday = rng.randint(lo, hi - 25)
                dday = rng.randint(pday + 8, min(hi, pday + 50))
                self.say(pday, [(p, end(self.clause(p, sd, "plan", p.lang, v=pv), p.lang))])
                self.say(dday, [(p, self.pick(WRAP[p.lang]["drop"]).format(v=pv))])
                values.add(pv)
                abandoned.append(pv)
        if sd.plans and spare and nch >= 1 and rng.random() < 0.3:
            i = rng.randrange(nch)
            lo, hi = reported[i] + 3, actual[i + 1] - 5
            if hi > lo:
                mv = spare.pop()
                self.say(rng.randint(lo, hi),
                         [(p, end(self.clause(p, sd, "muse", p.lang, v=mv), p.lang))])  # fmt: skip
                values.add(mv)
                abandoned.append(mv)
        if pending:
            self.say(pending[1], [(p, end(self.clause(p, sd, "plan", p.lang, v=pending[0]),
                                          p.lang))])  # fmt: skip
            values.add(pending[0])
        if "scoped" in getattr(sd, p.lang) and spare and rng.random() < 0.45:
            x = spare.pop()
            lo = reported[-1] + 5
            if lo < LAST_DAY - 3:
                self.say(rng.randint(lo, LAST_DAY - 2),
                         [(p, end(self.clause(p, sd, "scoped", p.lang, v=held[-1], x=x),
                                  p.lang))])  # fmt: skip
                values.add(x)
        self.distract(p, sd, spare, values)
        # probes, for everyone who shares the slot
        for m in members:
            self.probe(m, sd, "current", [held[-1]], values, held[:-1], abandoned)
            self.probe(m, sd, "historical", [held[-2]], values, optional=True)
            for i in range(nch):
                lo, hi = reported[i] + 3, actual[i + 1] - 3
                if hi - lo >= 6:
                    self.probe(m, sd, "as_of", [held[i]], values,
                               as_of_day=rng.randint(lo, hi), optional=True)  # fmt: skip
            if pending:
                self.probe(m, sd, "planning", [pending[0]], values, abandoned=abandoned)

    def distract(self, p: Person, sd: SlotDef, spare: list[str], values: set[str]) -> None:
        """Lines naming a value of the same kind that is not this person's state."""
        rng = self.rng
        for _ in range(rng.randint(1, 2)):
            if not spare:
                return
            x = spare.pop()
            values.add(x)
            day = rng.randint(0, LAST_DAY)
            if rng.random() < 0.55:
                self.say(day, [(p, end(self.clause(p, sd, "dist", p.lang, x=x), p.lang))])
            else:
                o = rng.choice(self.others(p, lang=None if x.isascii() else ZH) or [p])
                at = self.pick(WRAP[o.lang]["at"]).format(n=p.name)
                self.say(day, [(o, end(at + self.raw(p, sd, "dist", o.lang, x=x), o.lang))])

    # -- multi-valued slots ------------------------------------------------------------------

    def multi(self, p: Person, sd: SlotDef) -> None:
        rng = self.rng
        vals = self.pool(p, sd)
        rng.shuffle(vals)
        if sd.key == "pets":
            for v in vals:
                self.species[(p.name, v)] = rng.choice(SPECIES)
        v0, v1 = vals[0], vals[1]
        spare = vals[2:]
        values = {v0, v1}
        d0 = rng.randint(1, 150)
        self.tell(p, sd, "have", v0, "", d0, rng.choice(("direct", "direct", "chatty")))
        c1 = rng.randint(d0 + 45, 560)
        add_modes = ("direct", "use", "third", "pronoun", "chatty", "self")
        m1 = rng.choices(add_modes, (30, 15, 20, 12, 15, 8))[0]
        self.tell(p, sd, "add", v1, v0, c1, m1)
        current, removed, last, nch = [v0, v1], [], c1, 1
        if spare and rng.random() < 0.35 and c1 < 600:
            v2 = spare.pop()
            last = rng.randint(c1 + 40, 660)
            self.tell(p, sd, "add", v2, v1, last, rng.choice(add_modes))
            current.append(v2)
            values.add(v2)
            nch += 1
        if rng.random() < 0.4 and last < 680:
            gone = v0 if len(current) == 2 or rng.random() < 0.5 else current[1]
            self.tell(p, sd, "remove", gone, "", rng.randint(last + 25, 718),
                      rng.choice(("direct", "direct", "chatty")))  # fmt: skip
            current.remove(gone)
            removed.append(gone)
            nch += 1
        p.changes[sd.key] = nch
        self.distract(p, sd, spare, values)
        if len(current) >= 2:
            self.probe(p, sd, "coexisting", current, values, removed)
        else:
            self.probe(p, sd, "current", current, values, removed)
        if removed:
            self.probe(p, sd, "historical", removed, values, optional=True)
        if c1 - d0 >= 12:
            self.probe(p, sd, "as_of", [v0], values, as_of_day=rng.randint(d0 + 3, c1 - 3),
                       optional=True)  # fmt: skip

    # -- people and chatter ------------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = 3 if n < 13 else 4
        people = [Person(nm, pr, EN) for nm, pr in rng.sample(EN_PEOPLE, n - n_zh)]
        people += [Person(nm, pr, ZH) for nm, pr in rng.sample(ZH_PEOPLE, n_zh)]
        rng.shuffle(people)
        self.people = people
        # two households: flatmates, partners, family; one of each pair may not sing
        free = people[:]
        rng.shuffle(free)
        for _ in range(2):
            a, b = free.pop(), free.pop()
            a.house, b.house = b, a
            kind = rng.choice(("flatmate", "partner", "housemate", "spouse", "sibling"))
            a.relation, b.relation = relation_word(kind, a.pron), relation_word(kind, b.pron)
            if rng.random() < 0.6:
                b.choir = False
        keys = [k for k in SLOTS if k not in ("home", "voice_part", "partner")]
        for p in people:
            k = rng.randint(4, 7)
            chosen: list[str] = []
            if p.house is not None:
                chosen.append("home")
            elif rng.random() < 0.5:
                chosen.append("home")
            if p.choir and rng.random() < 0.4:
                chosen.append("voice_part")
            if p.house is None and rng.random() < 0.3:
                chosen.append("partner")
            rest = [x for x in keys if x not in chosen]
            chosen += rng.sample(rest, max(0, k - len(chosen)))
            p.slots = chosen[:k]

    def introductions(self) -> None:
        """The non-singers get added to the chat early on."""
        for p in self.people:
            if p.choir or p.house is None:
                continue
            mate = p.house
            if mate.lang == EN:
                t = (
                    f"I've added my {p.relation} {p.name} to the chat, {PRON[p.pron]['sub']} "
                    "does our lifts and eats our cake, say hi!"
                )
            else:
                t = f"我把{p.name}拉进群了，负责开车送我们和吃蛋糕，大家欢迎！"
            hi = "Hi all! Promise I'll only lurk." if p.lang == EN else "大家好！我主要潜水。"
            self.say(self.rng.randint(0, 20), [(mate, t), (p, hi)])

    def filler(self, n: int) -> None:
        rng = self.rng
        goal, tries = len(self.lines) + n, 0
        while len(self.lines) < goal and tries < 20 * n:
            tries += 1
            p = rng.choice(self.people)
            o = rng.choice(self.others(p))
            if p.lang == ZH and rng.random() < 0.85:
                tpl = self.pick(FILLER_ZH)
            elif p.lang == EN and rng.random() < 0.05:
                tpl = self.pick(FILLER_EN_ZHWORD)
                o = rng.choice(self.others(p, lang=ZH) or [o])  # the one who taught the word
            else:
                tpl = self.pick(FILLER_EN)
            piece, venue, day = self.pick(PIECES), self.pick(VENUES), self.pick(DAYS)
            if tpl in FILLER_ZH:
                piece, venue = piece.removeprefix("the "), venue.removeprefix("the ")
                day = DAYS_ZH[day]
            text = tpl.format(piece=piece, venue=venue, food=self.pick(FOODS), day=day,
                              other=o.name)  # fmt: skip
            if text in self.said and rng.random() < 0.8:
                continue  # the same line twice in a chat is rare
            self.said.add(text)
            self.say(rng.randint(0, LAST_DAY), [(p, text)])


def generate(seed: int) -> dict[str, Any]:
    """The choir chat world for ``seed``: start time, episodes (time-ordered) and probes."""
    b = Builder(seed)
    rng = b.rng
    b.cast()
    b.introductions()
    done_homes: set[str] = set()
    for p in b.people:
        for key in p.slots:
            sd = SLOTS[key]
            if key == "home" and p.house is not None:
                if p.name in done_homes:
                    continue
                done_homes |= {p.name, p.house.name}
            (b.multi if sd.multi else b.single)(p, sd)
    # probe count: every current/coexisting/planning probe, then historical and as-of ones
    target = rng.randint(112, 136)
    rng.shuffle(b.optional)
    hist = [q for q in b.optional if q["kind"] == "historical"]
    asof = [q for q in b.optional if q["kind"] == "as_of"]
    room = max(0, target - len(b.probes))
    take_h = hist[: min(len(hist), (room * 11) // 20)]
    take_a = asof[: max(0, room - len(take_h))]
    if len(take_h) + len(take_a) < room:
        take_h = hist[: room - len(take_a)]
    probes = b.probes + take_h + take_a
    probes.sort(key=lambda q: (q["subject"], q["slot"], q["kind"]))
    # everyday chatter around the news
    news = len(b.lines)
    b.filler(max(300, rng.randint(600, 800) - news))
    b.lines.sort(key=lambda ln: (ln.day, ln.minute))
    episodes, session, prev = [], "", (-1, -100)
    for ln in b.lines:
        if ln.day != prev[0] or ln.minute - prev[1] > 45:
            session = f"choir-chat-{ln.day:03d}-{ln.minute:03d}"
        prev = (ln.day, ln.minute)
        episodes.append({"day": ln.day, "minute": ln.minute, "speaker": ln.speaker,
                         "text": ln.text, "session": session, "language": ln.lang})  # fmt: skip
    people = [{"name": p.name, "language": p.lang, "choir": p.choir,
               "house": p.house.name if p.house else None, "relation": p.relation,
               "slots": list(p.slots), "changes": dict(p.changes)} for p in b.people]  # fmt: skip
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes, "people": people}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _mentions(text: str, value: str) -> bool:
    import re

    if not value.isascii():
        return value in text
    pat = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pat, text, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> dict[str, int]:
    """Check the world's shape and ground truth; raise AssertionError on any problem."""
    eps, probes, people = world["episodes"], world["probes"], world["people"]
    datetime.fromisoformat(world["start"])
    assert 500 <= len(eps) <= 800, f"{len(eps)} episodes"
    assert 100 <= len(probes) <= 140, f"{len(probes)} probes"
    assert 10 <= len(people) <= 14, f"{len(people)} people"
    names = {p["name"] for p in people}
    last = (-1, -1)
    for e in eps:
        assert set(e) >= {"day", "minute", "speaker", "text", "session", "language"}, e
        assert 0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 24 * 60, e
        assert e["speaker"] in names and e["text"].strip() and e["language"] in (EN, ZH), e
        assert "{" not in e["text"] and "}" not in e["text"], e["text"]
        assert (e["day"], e["minute"]) >= last, e
        last = (e["day"], e["minute"])
    for p in people:
        assert 4 <= len(p["slots"]) <= 7, p
        for key in p["slots"]:
            assert 1 <= p["changes"].get(key, 0) <= 3, (p["name"], key, p["changes"])
    texts = [e["text"] for e in eps]
    zh_writers = {p["name"] for p in people if p["language"] == ZH}
    assert zh_writers and len(zh_writers) * 5 >= len(people), "too few Chinese writers"
    for q in probes:
        assert q["kind"] in KINDS and q["subject"] in names and q["question"], q
        gold, out, vals, ab = (set(q[k]) for k in ("gold", "outdated", "values", "abandoned"))
        assert gold and gold <= vals and out <= vals and ab <= vals, q
        assert not gold & out and not gold & ab, q
        assert (q["kind"] == "as_of") == ("as_of_day" in q), q
        for g in gold:
            assert any(g in t for t in texts), f"gold {g!r} never said verbatim"
        for a in vals:
            for b in vals:
                assert a == b or not _mentions(b, a), f"{a!r} inside {b!r} ({q['slot']})"
    # one person's values of different slots must not contain each other
    by_person: dict[str, dict[str, set[str]]] = {}
    for q in probes:
        by_person.setdefault(q["subject"], {}).setdefault(q["slot"], set()).update(q["values"])
    for slots in by_person.values():
        for s1, v1 in slots.items():
            for s2, v2 in slots.items():
                if s1 != s2:
                    for a in v1:
                        assert not any(_mentions(b, a) for b in v2), (s1, a, s2)
    kinds = {k: sum(q["kind"] == k for q in probes) for k in KINDS}
    return {"episodes": len(eps), "probes": len(probes), "people": len(people),
            "zh_episodes": sum(e["language"] == ZH for e in eps),
            "sessions": len({e["session"] for e in eps}), **kinds}  # fmt: skip


def main() -> int:
    for seed in (7, 11, 23):
        world = generate(seed)
        assert world == generate(seed), "not deterministic"
        counts = validate(world)
        print(f"seed {seed}: " + ", ".join(f"{k}={v}" for k, v in counts.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
