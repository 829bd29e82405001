"""Blind text world ``blind_au``: an Aberdeen community makerspace's group chats over two years.

Written blind from a brief of situations (no knowledge of the extractor).  ``generate(seed)``
picks 10 to 14 members of the space (3D-printing regulars, woodworkers, the laser-cutter rota,
electronics tinkerers, parents of the Saturday coding club, trustees, and Chinese-speaking
oil-industry engineers and their families).  Each has 4 to 7 personal state slots (neighbourhood,
employer, printer, CAD tool, car, mobile carrier, energy supplier, gym, kids' school, usual
drink; pets, instruments, clubs and languages being learnt as coexisting slots) whose values
change one to three times.  Changes are told straight out, shown only by use, reported by
others, told weeks late, corrected, negated, buried in long chatty lines; plans happen, are
dropped, or are still pending.  Most episodes are everyday chat with no state news, and
distractor lines name values of the same kind without asserting them.

The probes carry the ground truth (current, historical, as_of, coexisting, planning).
Standard library only; deterministic given the seed.  Self-check: ``python -m
bench.text_worlds.blind_au``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 730
EN = "en"
ZH = "zh"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
DAYS_IN = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

EN_NAMES = ("Fiona", "Callum", "Morag", "Euan", "Kirsty", "Hamish", "Aileen", "Gregor", "Shona",
            "Ruaridh", "Isla", "Duncan", "Catriona", "Fraser", "Niamh", "Alasdair", "Rhona",
            "Kenny", "Lorna", "Struan", "Mhairi", "Tam", "Eilidh", "Bruce", "Jolene", "Sandy",
            "Priya", "Tomasz", "Ola", "Dougie")  # fmt: skip
ZH_NAMES = ("王磊", "李娜", "张伟", "刘洋", "陈静", "杨帆", "赵敏", "黄海", "周婷", "吴刚",
            "孙丽", "郭强")  # fmt: skip

# Roles in the space (flavour for filler and for who says what).
ROLES = ("printing", "wood", "laser", "electronics", "parent", "trustee", "engineer")

CHANNELS = {
    "printing": "#3d-printing",
    "wood": "#woodshop",
    "laser": "#laser-rota",
    "electronics": "#electronics",
    "parent": "#saturday-coders-parents",
    "trustee": "#trustees",
    "engineer": "#general",
    "zh": "#华人群",
    "general": "#general",
}


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools per language and phrase fragments per language.

    Single-valued fragment keys: pres (I have it), new (I changed to it), use (names it as mine
    while talking about something else), third ({n} changed to it), inf (plan infinitive), we
    (household / group clause, optional), neg (not {old} any more, {v} now), dist (lines naming
    {x} without it being anyone's state), ask (question about it).
    Multi-valued keys: has, add (a second alongside the first), third (a third party reports
    the added one), drop (the first one is gone), dist.
    """

    key: str
    multi: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    frags: dict[str, dict[str, tuple[str, ...]]]
    roles: tuple[str, ...] = ()  # who tends to have this slot (empty: anyone)


def _q(cur: str, hist: str, asof: str, plan: str, zcur: str, zhist: str, zasof: str,
       zplan: str) -> dict[str, dict[str, str]]:  # fmt: skip
    return {EN: {"current": cur, "historical": hist, "as_of": asof, "planning": plan,
                 "coexisting": cur},
            ZH: {"current": zcur, "historical": zhist, "as_of": zasof, "planning": zplan,
                 "coexisting": zcur}}  # fmt: skip


AREA = Slot(
    "neighbourhood",
    False,
    {
        EN: (
            "Rosemount",
            "Torry",
            "Ferryhill",
            "Cults",
            "Bridge of Don",
            "Westhill",
            "Dyce",
            "Kincorth",
            "Garthdee",
            "Mannofield",
            "Old Aberdeen",
            "Cove Bay",
            "Portlethen",
            "Bieldside",
            "Stonehaven",
        )
    },  # fmt: skip
    _q(
        "Which part of Aberdeen does {n} live in now?",
        "Where did {n} live before the current place?",
        "Where was {n} living?",
        "Where is {n} planning to move to?",
        "{n}现在住在阿伯丁哪个区？",
        "{n}之前住在哪里？",
        "{n}那时住在哪里？",
        "{n}打算搬到哪里？",
    ),  # fmt: skip
    {
        EN: {
            "pres": (
                "I live out in {v}",
                "I'm in a wee flat in {v}",
                "home's {v} for now",
                "I rent a place up in {v}",
            ),
            "new": (
                "we've moved to {v}, keys on Friday",
                "I finally moved to {v}",
                "I've left the old flat, I'm in {v} now",
                "signed the lease on a place in {v} and moved in at the weekend",
            ),
            "use": (
                "the number 1 bus from {v} was a nightmare this morning, new commute is grim",
                "my new neighbours in {v} have a massive shed, very jealous",
                "walked from my new place in {v} to the space, forty minutes, never again",
            ),
            "third": (
                "{n} has moved to {v}",
                "{n} is living in {v} now",
                "{n} packed up and went to {v}",
            ),
            "inf": ("move to {v}", "find a flat in {v}", "buy a place in {v}"),
            "we": ("we've moved out to {v}", "we're in {v} now, the kids love the garden"),
            "neg": ("I'm not in {old} any more, it's {v} now", "no, not {old} now, I moved to {v}"),
            "dist": (
                "flat prices in {x} are daft just now",
                "anyone know a good chippy in {x}?",
                "there was a burst water main in {x} on the news",
                "my cousin's looking for a room in {x} if anyone hears of one",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我家在{v}", "我们现在住{v}那边"),
            "new": ("我们搬到{v}了", "上周搬家了，现在住在{v}", "终于搬到{v}了"),
            "use": ("从{v}新家开车到空间要二十分钟，还行", "{v}这边的新邻居人很好，送了我们蛋糕"),
            "third": ("{n}搬到{v}了", "{n}现在住在{v}"),
            "inf": ("搬到{v}", "在{v}买房"),
            "we": ("我们一家搬到{v}了",),
            "neg": ("我已经不住{old}了，现在在{v}", "不是{old}了，搬到{v}了"),
            "dist": (
                "听说{x}的房价涨了不少",
                "{x}那边有家中餐馆不错，推荐",
                "有人知道{x}停车方便吗？",
            ),
        },
    },
)

EMPLOYER = Slot(
    "employer",
    False,
    {
        EN: (
            "Grampian Subsea",
            "Northsound Drilling",
            "Harbourline Marine",
            "Dee Valley Energy",
            "Granite Wells",
            "NHS Grampian",
            "Aberdeen City Council",
            "Robert Gordon University",
            "Brimmond Controls",
            "Skene Robotics",
            "Shell",
            "TotalEnergies",
        )
    },  # fmt: skip
    _q(
        "Who does {n} work for now?",
        "Who did {n} work for before?",
        "Who was {n} working for?",
        "Which company is {n} planning to join?",
        "{n}现在在哪家公司工作？",
        "{n}之前在哪家公司？",
        "{n}那时在哪家公司工作？",
        "{n}打算去哪家公司？",
    ),  # fmt: skip
    {
        EN: {
            "pres": ("I work at {v}", "I'm at {v}, mostly desk stuff", "I'm with {v} these days"),
            "new": (
                "I started at {v} on Monday",
                "I've taken a job with {v}",
                "I've moved over to {v}, new lanyard and everything",
            ),
            "use": (
                "induction week at {v} is endless, three safety videos today",
                "my new manager at {v} wants a 3D-printed desk tidy, no pressure",
                "the {v} canteen does a decent stovie on Thursdays, first week going well",
            ),
            "third": (
                "{n} has gone to {v}",
                "{n} got the job at {v}",
                "{n} is working for {v} now",
            ),
            "inf": ("apply to {v}", "take the offer from {v}", "move to {v}"),
            "neg": (
                "I'm not at {old} any more, {v} since last month",
                "no, left {old}, I'm with {v} now",
            ),
            "dist": (
                "{x} are hiring again, saw it on LinkedIn",
                "heard {x} are laying people off, grim",
                "{x} sponsored the robotics thing at the Beach Ballroom",
                "does anyone know anyone at {x}? my nephew wants work experience",
            ),
        },
        ZH: {
            "pres": ("我在{v}上班", "我在{v}做工程师"),
            "new": ("我跳槽去{v}了", "我下周一开始在{v}上班", "我已经入职{v}了"),
            "use": (
                "{v}的新同事都挺好的，就是早上开会太多",
                "今天在{v}做入职培训，看了一天安全视频",
            ),
            "third": ("{n}去{v}了", "{n}现在在{v}上班"),
            "inf": ("去{v}", "接受{v}的offer"),
            "neg": ("我不在{old}了，现在在{v}", "已经离开{old}了，去了{v}"),
            "dist": ("听说{x}在裁员", "{x}最近在招人，有兴趣的可以看看", "{x}今年的油价压力挺大的"),
        },
    },
    roles=("engineer", "trustee", "electronics", "wood", "printing", "laser", "parent"),
)

PRINTER = Slot(
    "printer",
    False,
    {
        EN: (
            "Prusa MK4",
            "Bambu P1S",
            "Ender 3 V2",
            "Voron 2.4",
            "Corrie Mini",
            "Anycubic Kobra",
            "Bambu A1 mini",
            "Prusa Mini",
        )
    },  # fmt: skip
    _q(
        "Which 3D printer does {n} use at home now?",
        "Which printer did {n} have before?",
        "Which 3D printer did {n} have?",
        "Which printer is {n} planning to buy?",
        "{n}现在家里用什么3D打印机？",
        "{n}之前用的什么打印机？",
        "{n}那时用什么打印机？",
        "{n}打算买什么打印机？",
    ),  # fmt: skip
    {
        EN: {
            "pres": (
                "I print on a {v} at home",
                "my home printer is a {v}",
                "I've got a {v} in the spare room",
            ),
            "new": (
                "I've bought a {v}",
                "the {v} arrived yesterday and it's already printing",
                "I caved and got a {v}",
            ),
            "use": (
                "first benchy off my {v} came out perfect, no stringing at all",
                "had to re-level the bed on the {v} again, hot end's fine though",
                "my {v} did a 14 hour print overnight, cat sat and watched the whole thing",
            ),
            "third": ("{n} has got a {v} now", "{n} bought a {v}", "{n} is printing on a {v} now"),
            "inf": ("buy a {v}", "get a {v}", "upgrade to a {v}"),
            "neg": (
                "not the {old} any more, I sold it, it's a {v} now",
                "no, the {old} went on Gumtree, I've got the {v}",
            ),
            "dist": (
                "the {x} is on offer at the moment, if anyone's tempted",
                "saw a review saying the {x} has awful bed adhesion",
                "the space's {x} needs a new nozzle, who's on it?",
                "would a {x} be a good first printer for a twelve year old?",
            ),
        },
        ZH: {
            "pres": ("我家里用{v}打印", "我的打印机是{v}"),
            "new": ("我买了一台{v}", "新的{v}到了，已经在打印了"),
            "use": ("{v}打了个benchy，效果很好", "昨晚{v}打了十个小时，一点问题没有"),
            "third": ("{n}买了{v}", "{n}现在用{v}"),
            "inf": ("买一台{v}", "换成{v}"),
            "neg": ("不用{old}了，卖掉了，现在是{v}",),
            "dist": ("{x}在打折，有人要吗", "看到评测说{x}的热床不太行", "空间的{x}喷嘴堵了"),
        },
    },
    roles=("printing", "electronics", "engineer", "parent"),
)

CAD = Slot(
    "cad_tool",
    False,
    {EN: ("Fusion 360", "FreeCAD", "Onshape", "SolidWorks", "OpenSCAD", "Shapr3D", "Blender")},
    _q(
        "Which CAD software does {n} design in now?",
        "Which CAD software did {n} use before?",
        "Which CAD tool was {n} using?",
        "Which CAD software is {n} thinking of switching to?",
        "{n}现在用什么CAD软件？",
        "{n}以前用什么CAD软件？",
        "{n}那时用什么CAD软件？",
        "{n}打算换成什么CAD软件？",
    ),  # fmt: skip
    {
        EN: {
            "pres": (
                "I do all my modelling in {v}",
                "I design everything in {v}",
                "{v} is my CAD of choice",
            ),
            "new": (
                "I've switched to {v} for modelling",
                "moved all my designs over to {v}",
                "I'm a {v} convert now",
            ),
            "use": (
                "redid the bandsaw fence bracket in {v} last night, parametric this time",
                "exported the STL straight out of {v}, printing now",
                "my {v} sketch for the coding club robot chassis is in the shared drive",
            ),
            "third": ("{n} has moved over to {v}", "{n} is designing in {v} now"),
            "inf": ("switch to {v}", "learn {v} properly", "move my designs to {v}"),
            "neg": (
                "not {old} any more, I've gone over to {v}",
                "no, I gave up on {old}, it's {v} now",
            ),
            "dist": (
                "{x} changed their licence terms again, what a mess",
                "there's a free {x} workshop at RGU next week",
                "is {x} any good for woodwork joints?",
                "my nephew swears by {x} but he's fifteen",
            ),
        },
        ZH: {
            "pres": ("我建模都用{v}", "我一直用{v}画图"),
            "new": ("我换成{v}了", "现在改用{v}建模了"),
            "use": ("昨晚用{v}重新画了支架，参数化的", "直接从{v}导出STL，正在打印"),
            "third": ("{n}改用{v}了",),
            "inf": ("换成{v}", "好好学一下{v}"),
            "neg": ("不用{old}了，现在用{v}",),
            "dist": ("{x}又改授权了，烦", "有人用过{x}吗？好用吗"),
        },
    },
    roles=("printing", "electronics", "engineer", "laser", "wood"),
)

CAR = Slot(
    "car",
    False,
    {
        EN: (
            "Nissan Leaf",
            "Skoda Octavia",
            "Kia Niro",
            "VW Golf",
            "Dacia Duster",
            "MG4",
            "Toyota Yaris",
            "Volvo V70",
            "Ford Transit",
        )
    },  # fmt: skip
    _q(
        "What car does {n} drive now?",
        "What car did {n} drive before?",
        "What was {n} driving?",
        "Which car is {n} planning to get?",
        "{n}现在开什么车？",
        "{n}之前开什么车？",
        "{n}那时开什么车？",
        "{n}打算买什么车？",
    ),
    {
        EN: {
            "pres": ("I drive a {v}", "I've got an old {v}", "my car's a {v}"),
            "new": (
                "I've traded in for a {v}",
                "picked up a {v} on Saturday",
                "bought a second-hand {v}",
            ),
            "use": (
                "got the sheet of birch ply in the back of the {v} with the seats down, just",
                "the {v} says minus four this morning, scraped for ten minutes",
                "charging the {v} at Union Square while I pick up filament",
            ),
            "third": ("{n} is driving a {v} now", "{n} got a {v}", "{n} bought a {v}"),
            "inf": ("get a {v}", "buy a {v}", "trade up to a {v}"),
            "we": ("we've got a {v} now", "we swapped the family car for a {v}"),
            "neg": (
                "not the {old} any more, it failed its MOT, I've got a {v}",
                "no, the {old} is gone, {v} now",
            ),
            "dist": (
                "there's a {x} parked across the loading bay again",
                "would a {x} fit a full sheet of MDF?",
                "the {x} advert on the radio is driving me mad",
                "my brother-in-law's {x} has been in the garage three times",
            ),
        },
        ZH: {
            "pres": ("我开{v}", "我的车是{v}"),
            "new": ("我换了辆{v}", "周六提了辆{v}"),
            "use": ("{v}后座放倒刚好能装下那块板子", "在Union Square给{v}充电，顺便买耗材"),
            "third": ("{n}现在开{v}", "{n}买了辆{v}"),
            "inf": ("买一辆{v}", "换成{v}"),
            "we": ("我们家换了辆{v}",),
            "neg": ("{old}已经卖了，现在开{v}",),
            "dist": ("又有一辆{x}停在装卸区了", "{x}的广告天天放", "{x}能装下整张板吗？"),
        },
    },
)

CARRIER = Slot(
    "mobile_carrier",
    False,
    {EN: ("giffgaff", "EE", "Vodafone", "Smarty", "Tayside Mobile", "O2")},
    _q(
        "Which mobile network is {n} on now?",
        "Which mobile network was {n} on before?",
        "Which mobile network was {n} using?",
        "Which network is {n} planning to switch to?",
        "{n}现在用哪家手机运营商？",
        "{n}之前用哪家运营商？",
        "{n}那时用哪家运营商？",
        "{n}打算换哪家运营商？",
    ),  # fmt: skip
    {
        EN: {
            "pres": ("I'm on {v}", "my phone's on {v}", "I've been with {v} for years"),
            "new": (
                "I've ported my number to {v}",
                "switched my phone contract to {v}",
                "I moved over to {v}, half the price",
            ),
            "use": (
                "{v} has no signal in the woodshop either, so it's not just the old network",
                "my {v} bill came in and it's tiny, very happy",
                "got a text from {v} saying my data's renewed, all good",
            ),
            "third": ("{n} has switched to {v}", "{n} is on {v} now"),
            "inf": ("switch to {v}", "port my number to {v}"),
            "neg": ("no, not {old} now, I'm on {v}", "I'm not with {old} any more, {v}"),
            "dist": (
                "{x} are doing a daft deal on SIMs this week",
                "is {x} any good out at Westhill?",
                "{x} had an outage all afternoon",
            ),
        },
        ZH: {
            "pres": ("我用{v}的卡", "我手机是{v}的"),
            "new": ("我换到{v}了", "号码已经转到{v}了"),
            "use": ("{v}在木工间也没信号", "{v}这个月账单很便宜"),
            "third": ("{n}换成{v}了",),
            "inf": ("换到{v}", "转到{v}"),
            "neg": ("不用{old}了，换{v}了",),
            "dist": ("{x}这周有SIM卡优惠", "{x}今天下午断网了"),
        },
    },
)

ENERGY = Slot(
    "energy_supplier",
    False,
    {
        EN: (
            "Octopus",
            "Scottish Power",
            "OVO",
            "E.ON Next",
            "Granite Power",
            "Sgurr Energy",
            "British Gas",
        )
    },  # fmt: skip
    _q(
        "Which energy supplier is {n} with now?",
        "Which energy supplier was {n} with before?",
        "Which energy supplier was {n} with?",
        "Which energy supplier is {n} planning to move to?",
        "{n}现在用哪家能源公司？",
        "{n}之前用哪家能源公司？",
        "{n}那时用哪家能源公司？",
        "{n}打算换哪家能源公司？",
    ),  # fmt: skip
    {
        EN: {
            "pres": ("we're with {v} for gas and electric", "I'm with {v}", "my energy's with {v}"),
            "new": (
                "I switched to {v}",
                "moved our energy over to {v}",
                "I'm with {v} now, the switch went through on the 1st",
            ),
            "use": (
                "{v} sent me a smart meter graph and the resin printer is not innocent",
                "first {v} bill in and it's forty quid less",
                "{v}'s app says the kiln night cost me six pounds",
            ),
            "third": ("{n} has switched to {v}", "{n} is with {v} now"),
            "inf": ("switch to {v}", "move to {v}"),
            "we": ("we've switched to {v}", "we're with {v} now"),
            "neg": ("not {old} any more, we're with {v}", "no, we left {old} for {v}"),
            "dist": (
                "{x} put their standing charge up again",
                "{x} were on the news for overbilling",
                "the space's supplier is {x}, the trustees are reviewing it",
                "got a cold call from {x} at dinner time",
            ),
        },
        ZH: {
            "pres": ("我家电和气都是{v}的", "我们用{v}"),
            "new": ("我们换到{v}了", "能源公司已经转到{v}了"),
            "use": ("{v}的账单出来了，少了四十镑", "{v}的app显示树脂打印机挺费电"),
            "third": ("{n}换到{v}了",),
            "inf": ("换到{v}",),
            "we": ("我们家换成{v}了",),
            "neg": ("不是{old}了，换成{v}了",),
            "dist": ("{x}又涨价了", "{x}上新闻了，乱收费"),
        },
    },
)

GYM = Slot(
    "gym",
    False,
    {
        EN: (
            "Aberdeen Sports Village",
            "PureGym Union Square",
            "Transition Extreme",
            "Bon Accord Baths",
            "Granite Forge CrossFit",
            "Hazlehead Tennis Club",
        )
    },  # fmt: skip
    _q(
        "Where does {n} go to train now?",
        "Where did {n} train before?",
        "Where was {n} training?",
        "Which gym is {n} planning to join?",
        "{n}现在去哪里健身？",
        "{n}之前去哪里健身？",
        "{n}那时去哪里健身？",
        "{n}打算去哪家健身房？",
    ),  # fmt: skip
    {
        EN: {
            "pres": ("I go to {v} three mornings a week", "I'm a member at {v}", "I train at {v}"),
            "new": (
                "I've joined {v}",
                "I cancelled the old membership and signed up at {v}",
                "I'm going to {v} now",
            ),
            "use": (
                "did my induction at {v} and my arms have fallen off",
                "bumped into Gregor's brother at {v} this morning, small world",
                "the showers at {v} are actually hot, unlike my last place",
            ),
            "third": ("{n} has joined {v}", "{n} trains at {v} now"),
            "inf": ("join {v}", "sign up at {v}"),
            "neg": ("I'm not at {old} any more, it's {v} now", "no, cancelled {old}, I go to {v}"),
            "dist": (
                "{x} has a January offer on",
                "heard {x} is closing for refurbishment",
                "{x} were looking for someone to fix their lockers, anyone?",
            ),
        },
        ZH: {
            "pres": ("我每周去{v}三次", "我是{v}的会员"),
            "new": ("我办了{v}的卡", "我现在去{v}锻炼了"),
            "use": ("今天在{v}上了第一节课，累死了", "{v}的淋浴很热，比以前那家好多了"),
            "third": ("{n}去{v}了", "{n}现在在{v}锻炼"),
            "inf": ("办{v}的卡", "去{v}"),
            "neg": ("不去{old}了，现在去{v}",),
            "dist": ("{x}在搞一月优惠", "听说{x}要装修关门"),
        },
    },
)

SCHOOL = Slot(
    "kids_school",
    False,
    {
        EN: (
            "Ashley Road School",
            "Skene Square School",
            "Airyhall School",
            "Cults Primary",
            "Hazlehead Academy",
            "Albyn School",
            "Kittybrewster School",
            "Dyce Academy",
        )
    },
    _q(
        "Which school do {n}'s kids go to now?",
        "Which school did {n}'s kids go to before?",
        "Which school were {n}'s kids at?",
        "Which school is {n} planning to move the kids to?",
        "{n}的孩子现在在哪个学校上学？",
        "{n}的孩子之前在哪个学校？",
        "{n}的孩子那时在哪个学校？",
        "{n}打算让孩子转到哪个学校？",
    ),  # fmt: skip
    {
        EN: {
            "pres": ("the kids are at {v}", "my two go to {v}", "ours are at {v}"),
            "new": (
                "the kids started at {v} this week",
                "we moved the kids to {v}",
                "ours have changed school, they're at {v} now",
            ),
            "use": (
                "{v} want a volunteer for their STEM week, might bring the micro:bits",
                "the {v} uniform is a rip-off, twelve quid for a jumper",
                "parents' night at {v} clashes with Saturday coders prep, typical",
            ),
            "third": ("{n}'s kids are at {v} now", "{n} moved the kids to {v}"),
            "inf": ("move the kids to {v}", "put the kids into {v}"),
            "we": ("we've got the kids into {v}", "ours are at {v} now"),
            "neg": (
                "they're not at {old} any more, it's {v}",
                "no, they left {old}, they're at {v} now",
            ),
            "dist": (
                "{x} got a good inspection report apparently",
                "{x} has a coding club too, we should talk to them",
                "is {x} in the catchment for Rosemount?",
            ),
        },
        ZH: {
            "pres": ("孩子在{v}上学", "我家老大在{v}"),
            "new": ("孩子转到{v}了", "这周孩子开始去{v}上学了"),
            "use": ("{v}的家长会和周六编程课撞了", "{v}要志愿者办STEM周，我可以带micro:bit去"),
            "third": ("{n}的孩子转到{v}了",),
            "inf": ("让孩子转到{v}", "送孩子去{v}"),
            "we": ("我们家孩子现在在{v}",),
            "neg": ("孩子已经不在{old}了，转到{v}了",),
            "dist": ("听说{x}评估结果很好", "{x}也有编程俱乐部", "{x}是不是Rosemount学区？"),
        },
    },
    roles=("parent", "engineer", "trustee"),
)

DRINK = Slot(
    "usual_drink",
    False,
    {
        EN: (
            "oat flat white",
            "black coffee",
            "Irn-Bru",
            "green tea",
            "decaf latte",
            "builder's tea",
            "Earl Grey",
        ),
        ZH: ("普洱茶", "美式咖啡", "豆浆", "菊花茶", "oat flat white", "green tea"),
    },
    _q(
        "What's {n}'s usual drink at the space now?",
        "What did {n} usually drink before?",
        "What was {n}'s usual drink?",
        "What drink is {n} thinking of switching to?",
        "{n}现在平时喝什么？",
        "{n}以前平时喝什么？",
        "{n}那时平时喝什么？",
        "{n}打算改喝什么？",
    ),
    {
        EN: {
            "pres": ("I live on {v}", "it's {v} for me, always", "my usual is a {v}"),
            "new": (
                "I've switched to {v}",
                "I'm on {v} now, doctor's orders",
                "gave up the old stuff, it's {v} these days",
            ),
            "use": (
                "someone nicked my {v} off the bench by the laser, not cool",
                "spilled {v} on the soldering mat, don't tell the trustees",
                "kettle's on, {v} for me, who else?",
            ),
            "third": ("{n} only drinks {v} now", "{n} is on {v} these days"),
            "inf": ("switch to {v}", "try {v} instead"),
            "neg": ("no more {old} for me, {v} now", "not {old} any more, I'm on {v}"),
            "dist": (
                "the new cafe on Rosemount Viaduct does a decent {x}",
                "{x} is on offer at Tesco",
                "who keeps leaving {x} in the fridge?",
            ),
        },
        ZH: {
            "pres": ("我平时只喝{v}", "我每天都喝{v}"),
            "new": ("我改喝{v}了", "医生让我少喝咖啡，现在喝{v}"),
            "use": ("谁把我的{v}拿走了？放在激光切割机旁边的", "{v}洒在焊接垫上了，别告诉理事们"),
            "third": ("{n}现在只喝{v}",),
            "inf": ("改喝{v}",),
            "neg": ("不喝{old}了，现在喝{v}",),
            "dist": ("Rosemount那家新咖啡店的{x}不错", "Tesco的{x}在打折"),
        },
    },
)

# -- coexisting slots -------------------------------------------------------------------------

PETS = Slot(
    "pets",
    True,
    {
        EN: ("collie", "cockatiel", "greyhound", "tortoise", "ginger cat", "rabbit", "corgi"),
        ZH: ("柯基", "橘猫", "仓鼠", "鹦鹉", "金毛", "greyhound"),
    },
    _q("What pets does {n} have now?", "", "", "", "{n}现在养了什么宠物？", "", "", ""),
    {
        EN: {
            "has": ("I've got a {v}", "my {v} is the boss of the house", "we have a {v} at home"),
            "add": (
                "we've got a {v} as well now, alongside the {old}",
                "meet the new {v}! the {old} is not impressed but tolerating it",
                "so we now have a {old} and a {v}, the house is chaos",
            ),
            "third": ("{n} got a {v} to keep the {old} company",),
            "drop": ("the {old} went to live with my mum, she dotes on it",),
            "dist": (
                "someone brought a {x} to the open day, very cute",
                "my neighbour's {x} got into the bins again",
                "would a {x} be OK in a flat?",
            ),
        },
        ZH: {
            "has": ("我养了一只{v}", "我家{v}特别黏人"),
            "add": ("我们又养了一只{v}，和{old}作伴", "家里现在有{old}和{v}了，热闹"),
            "third": ("{n}又养了一只{v}，陪{old}玩",),
            "drop": ("{old}送给我妈养了",),
            "dist": ("开放日有人带了一只{x}来，好可爱", "邻居家的{x}又翻垃圾桶了"),
        },
    },
)

INSTRUMENTS = Slot(
    "instruments",
    True,
    {
        EN: ("fiddle", "ukulele", "bodhrán", "accordion", "tin whistle", "bass guitar", "bagpipes"),
        ZH: ("二胡", "古筝", "笛子", "ukulele", "钢琴", "吉他"),
    },
    _q("Which instruments does {n} play now?", "", "", "", "{n}现在会弹奏哪些乐器？", "", "", ""),
    {
        EN: {
            "has": (
                "I play the {v}, badly",
                "I've played the {v} since school",
                "my {v} lives on top of the wardrobe but I do still play",
            ),
            "add": (
                "I've started on the {v} too, still keeping up the {old}",
                "picked up a {v} as well, so it's {old} and {v} at the session now",
                "taking {v} lessons now on top of the {old}",
            ),
            "third": ("{n} plays the {v} as well as the {old} now, heard them at the Blue Lamp",),
            "drop": ("sold the {old}, never had time for it",),
            "dist": (
                "there's a {x} for sale on the noticeboard",
                "can you laser-cut a {x} soundboard?",
                "the Blue Lamp session needs a {x} player",
            ),
        },
        ZH: {
            "has": ("我会拉{v}", "我小时候学过{v}，现在还在弹"),
            "add": ("最近又开始学{v}了，{old}也还在练", "现在{old}和{v}都在学"),
            "third": ("{n}除了{old}还开始学{v}了",),
            "drop": ("{old}卖掉了，没时间练",),
            "dist": ("公告栏上有人卖{x}", "激光能切{x}的面板吗？"),
        },
    },
)

CLUBS = Slot(
    "clubs",
    True,
    {
        EN: (
            "Aberdeen Hillwalkers",
            "Bon Accord Chess Club",
            "Deeside parkrun",
            "Granite City Rollers",
            "Cults Camera Club",
            "Mandarin Corner",
            "Dons Supporters Club",
        ),
        ZH: (
            "Mandarin Corner",
            "阿伯丁华人羽毛球队",
            "Deeside parkrun",
            "Aberdeen Hillwalkers",
            "中文学校家长会",
        ),
    },  # fmt: skip
    _q(
        "Which clubs is {n} in now, besides the makerspace?",
        "",
        "",
        "",
        "{n}除了创客空间现在还参加哪些俱乐部？",
        "",
        "",
        "",
    ),  # fmt: skip
    {
        EN: {
            "has": ("I'm in {v}", "I'm a member of {v}", "Sunday mornings I'm at {v}"),
            "add": (
                "I've joined {v} as well, on top of {old}",
                "signed up for {v} too, still doing {old}",
            ),
            "third": ("{n} has joined {v} too, as well as {old}",),
            "drop": ("I've packed in {old}, no time",),
            "dist": (
                "{x} are looking for new members",
                "{x} had a piece in the P&J",
                "anyone fancy trying {x}?",
            ),
        },
        ZH: {
            "has": ("我参加了{v}", "我是{v}的成员"),
            "add": ("我又加入了{v}，{old}也还在参加", "现在{old}和{v}都参加"),
            "third": ("{n}又加入了{v}，{old}也没退",),
            "drop": ("{old}退了，太忙",),
            "dist": ("{x}在招新", "有人想去{x}看看吗？"),
        },
    },
)

LEARNING = Slot(
    "learning_languages",
    True,
    {
        EN: ("Mandarin", "Gaelic", "Norwegian", "Spanish", "Polish", "Doric"),
        ZH: ("英语口语", "盖尔语", "挪威语", "西班牙语", "Doric"),
    },
    _q("Which languages is {n} learning now?", "", "", "", "{n}现在在学哪些语言？", "", "", ""),
    {
        EN: {
            "has": ("I'm learning {v} on Duolingo", "I've been doing {v} night classes"),
            "add": (
                "I've started {v} as well as the {old}",
                "doing {v} now too, {old} on Tuesdays",
            ),
            "third": ("{n} is learning {v} now too, on top of {old}",),
            "drop": ("I gave up on the {old}, the streak died",),
            "dist": ("there's a {x} course at the library", "my kid has to do {x} at school now"),
        },
        ZH: {
            "has": ("我在学{v}", "我在上{v}夜校"),
            "add": ("我又开始学{v}了，{old}也还在学", "现在同时学{old}和{v}"),
            "third": ("{n}除了{old}还在学{v}",),
            "drop": ("{old}放弃了",),
            "dist": ("图书馆有{x}课程", "孩子学校开了{x}课"),
        },
    },
)

SINGLE_SLOTS = (AREA, EMPLOYER, PRINTER, CAD, CAR, CARRIER, ENERGY, GYM, SCHOOL, DRINK)
MULTI_SLOTS = (PETS, INSTRUMENTS, CLUBS, LEARNING)

# Scoped exceptions: "{v} for most things, but {x} <scope>" (x stays a side value, not current).
SCOPED = {
    "cad_tool": (
        {
            EN: "I use {v} for most things, but {x} at work because that's what the "
            "company pays for",
            ZH: "我平时用{v}，但上班用{x}，公司买的授权",
        }
    ),
    "mobile_carrier": (
        {
            EN: "personal phone's on {v}, the work phone is {x} but that's not mine really",
            ZH: "我自己的手机是{v}，公司手机是{x}",
        }
    ),
    "usual_drink": (
        {
            EN: "{v} all day, except a {x} on a Saturday with the coders",
            ZH: "平时都喝{v}，只有周六带孩子编程的时候喝{x}",
        }
    ),
    "car": (
        {
            EN: "I drive the {v}, though for big woodshop runs I borrow my brother's {x}",
            ZH: "我开{v}，拉大板子的时候借我哥的{x}",
        }
    ),
}

FEMALE = {"Fiona", "Morag", "Kirsty", "Aileen", "Shona", "Isla", "Catriona", "Niamh", "Rhona",
          "Lorna", "Mhairi", "Eilidh", "Jolene", "Priya", "Ola", "李娜", "陈静", "赵敏", "周婷",
          "孙丽"}  # fmt: skip

# -- small talk ------------------------------------------------------------------------------

EN_PRE = (
    "Right, long day, the bandsaw blade snapped twice and I've still got sawdust in my ears",
    "Morning all, absolutely dreich out there again",
    "Sorry I missed the rota meeting, the kids had a thing and the car park at Union Square "
    "was rammed",
    "Cheers for tidying the electronics bench whoever did it, first time I've seen the desk",
    "Well the Dons were rubbish again on Saturday",
    "Hope everyone's surviving the haar, can't see the end of the street",
    "Quick one before I forget, the laser extraction fan is making that noise again",
    "Had the most ridiculous week offshore, helicopter delayed twice",
    "What a week, the coding club laptops all decided to update at once",
    "Just back from the car boot at the Bridge of Don park and ride, bought a vice for a fiver",
    "Finally finished the walnut chopping board, it only took four months",
    "Cold one today, the workshop thermometer says six degrees",
    "Trustee hat on for a second: the minutes from last month are in the drive",
)
EN_POST = (
    "anyway, who's bringing biscuits on Thursday?",
    "also has anyone seen the good flush cutters?",
    "right, away to put the tea on",
    "see you all at the open evening",
    "anyway, enough about me, how did the coders get on with the micro:bits?",
    "and the kettle in the kitchen is STILL broken",
    "right, the coders are waiting",
    "talk later, the dog needs out",
    "will bring the spare clamps Tuesday",
)
ZH_PRE = ("今天好累，带孩子去了一天", "阿伯丁今天又下雨了", "刚下班，平台上的事情太多了",
          "周末包了饺子，下次带来空间给大家尝尝", "最近油价又跌了，公司气氛有点紧张")  # fmt: skip
ZH_POST = ("对了，周六编程课谁带孩子去？", "有空一起喝茶", "先去做饭了", "下次开放日见")

EN_THIRD = ("fyi {t}", "{t}, was telling me at the open evening", "Bit of news: {t}",
            "Not sure if everyone knows but {t}", "Saw them at Costco on Sunday, {t}",
            "Gossip from the woodshop: {t}")  # fmt: skip
ZH_THIRD = ("跟大家说一下，{t}", "听说{t}", "{t}，上周聚会时说的")
EN_SELF = ("{n} here, update for the members list: {t}",
           "Note from {n}: {t}, in case the contact sheet needs changing",
           "For the record, {t}. Signed, {n}")  # fmt: skip
ZH_SELF = ("{n}更新一下：{t}", "{n}报告：{t}")
EN_LATE = ("Forgot to mention, {c}. That was back in {m}, only getting round to saying now",
           "Oh, I never said on here: {c}. Back in {m} actually",
           "Meant to post this ages ago, {c}, it was in {m}")  # fmt: skip
ZH_LATE = ("忘了说，{m}的时候{c}", "一直没在群里说，其实{m}就{c}了")
EN_PLAN = (
    "thinking about trying to {i}",
    "I'm planning to {i} next year",
    "might {i}, still weighing it up",
    "seriously considering whether to {i}",
)
ZH_PLAN = ("我在考虑{i}", "打算明年{i}", "想{i}，还在犹豫")
EN_DROP = (
    "decided not to {i} after all, sticking with {c}",
    "the plan to {i} is off, {c} does the job",
    "nah, not going to {i}, {c} it is",
)
ZH_DROP = ("不{i}了，还是{c}", "想了想还是不{i}了，继续{c}")
EN_PENDING = ("Plan for the new year: {i}. Already looked into it",
              "I've decided I'm going to {i}, hopefully next month",
              "going to {i} soon, the paperwork is started")  # fmt: skip
ZH_PENDING = ("决定了，下个月{i}", "准备{i}，手续已经在办了")
EN_ASK = ("@{n} is it still {old} for you, or did that change?", "{n}, still {old}?")
ZH_ASK = ("{n}，你还是{old}吗？",)
EN_FIX = ("sorry, I meant {v}, not {w}! long day", "typo, {v} not {w}", "*{v}, not {w}, ignore me")
ZH_FIX = ("打错了，是{v}，不是{w}", "更正：是{v}不是{w}")
EN_SEEN = ("Anyone seen {n} lately? Haven't seen {o} at the laser rota in weeks",
           "Where's {n} been? {S} missed the last two open evenings",
           "Is {n} still coming on Saturdays? Not seen {o} for a bit")  # fmt: skip
ZH_SEEN = ("最近有人见到{n}吗？好久没来空间了", "{n}最近怎么没来？")
EN_PRON_TAIL = ("{t}, so that's where {o} has been", "{t}. Busy times", "{t}, I think")
ZH_PRON_TAIL = ("{t}，所以最近很忙", "{t}，难怪没来")

EN_FILLER = (
    "Who's on the laser rota this Thursday? I can swap if needed",
    "The bed on the space's Prusa is warped again, I've left a note",
    "Reminder: trustees meeting Tuesday 7pm, agenda in the drive",
    "Saturday coders made a micro:bit step counter today, a triumph",
    "Can whoever borrowed the Japanese pull saw bring it back please",
    "Dust extractor bag is full, I've emptied it but we need more bags",
    "Open evening went well, three new members signed up",
    "Anyone got a spare ESP32? Mine's let the magic smoke out",
    "The soldering iron tips are knackered, ordering new ones",
    "Great turnout at the repair cafe, fixed two toasters and a lamp",
    "PSA: don't cut PVC on the laser, it makes chlorine gas",
    "Filament swap box is overflowing, take what you like",
    "The coding club kids want to build a robot that feeds the fish",
    "Heating in the workshop is broken again, bring a jumper",
    "Lovely bit of oak came in from the sawmill at Banchory",
    "Has anyone's Raspberry Pi order actually arrived?",
    "Kids were brilliant on Saturday, one of them wrote a whole Scratch game",
    "Finance update: we're about break-even on memberships this quarter",
    "The lathe is back in action, new belt fitted",
    "Who left a half-finished birdhouse in the clamp rack?",
    "Does anyone know how to recalibrate the laser's focus?",
    "Power cut on the whole street, so no printing tonight",
    "The grant application for the new CNC went in today",
    "There's cake in the kitchen, someone's birthday I think",
    "Parking's a nightmare tonight, the football's on",
    "The resin printer smells awful, can we get the vent fixed",
    "Laser rota for next month is up, shout if I've double-booked you",
    "Brilliant talk last night on PCB design, thanks to everyone who came",
    "Someone's left a bag of 3mm acrylic offcuts by the door, free to a good home",
    "The Saturday coders need two more parent helpers for the showcase",
    "Haar's in, the whole harbour's vanished",
    "Trustees: insurance renewal is due, I'll circulate the quote",
    "Any woodworkers fancy helping build the new shelving?",
    "The kids' robot race is on the 14th, bring snacks",
    "Mind the step at the back door, someone nearly went flying",
    "Anyone going to the Techfest event at the university?",
    "The wifi password has changed, it's on the whiteboard",
    "Made a wee Christmas tree ornament on the laser, so pleased",
    "Does the space have a spare multimeter? Mine's died",
    "Reminder that the bandsaw needs a sign-off before you use it",
    "Lovely sunny day for once, nobody's in the workshop",
    "Huge thanks to 黄海's wife for the dumplings at the open day, 谢谢!",
    "Someone said 加油 to the coders before the showcase and now they all say it",
    "The dim sum place on Union Street has reopened, makerspace outing?",
    "New first aid kit is in the kitchen cupboard",
    "Key fob for the back door isn't working, I've emailed the landlord",
    "Apparently the Beach Ballroom wants us to do a stall at the science fair",
    "Anybody know how to get burnt-on PLA off a nozzle?",
)
ZH_FILLER = (
    "周六编程课今天做了个小机器人，孩子们很开心",
    "有人有多余的ESP32吗？借一个",
    "周末谁去Costco？帮我带点东西",
    "阿伯丁今天出太阳了，难得",
    "平台上的倒班下周开始，要出海两周",
    "空间的激光切割机排班表出来了，大家看一下",
    "中秋节聚会在我家，欢迎大家来",
    "孩子说想学Scratch，周六能带去吗？",
    "公司的直升机又延误了，今天走不了",
    "谁有好用的中文输入法推荐？",
    "春节晚会需要志愿者帮忙布置",
    "今天在空间做了个木头小凳子，手艺不行哈哈",
    "超市的饺子皮卖完了，下次早点去",
    "油价又跌了，公司说要控制成本",
    "空间暖气坏了，大家多穿点",
    "谢谢大家上次帮忙搬家具",
    "下周末有人去Stonehaven看海吗？",
    "孩子的作业要做个电路，有人能帮忙看看吗？",
)

# -- the generator ---------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    lang: str
    role: str
    slots: list[Slot] = field(default_factory=list)

    def pron(self, lang: str, obj: bool = False) -> str:
        """How a writer of `lang` refers back to this person."""
        if lang == ZH:
            return "她" if self.name in FEMALE else "他"
        if self.name == "Sandy":
            return "them" if obj else "they"
        if self.name in FEMALE:
            return "her" if obj else "she"
        return "him" if obj else "he"

    @property
    def channel(self) -> str:
        return CHANNELS["zh"] if self.lang == ZH else CHANNELS[self.role]


@dataclass
class Track:
    """The truth for one person's slot, filled while its episodes are written."""

    person: Person
    slot: Slot
    held: list[tuple[str, int, int]] = field(default_factory=list)  # value, happened, said
    wrong: set[str] = field(default_factory=set)  # corrected slips
    side: set[str] = field(default_factory=set)  # scoped exceptions, distractors said
    dropped: set[str] = field(default_factory=set)  # abandoned plans
    pending: str | None = None
    current_set: list[str] = field(default_factory=list)  # multi-valued slots
    removed: list[str] = field(default_factory=list)
    reserved: set[str] = field(default_factory=set)  # values the slot will take later


AN = re.compile(r"\b([Aa]) ([AEIOU])")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s and s[0].isascii() else s


def month_of(day: int, lang: str) -> str:
    month, d = 2, day  # START is 1 March
    while d >= DAYS_IN[month]:
        d -= DAYS_IN[month]
        month = (month + 1) % 12
    return f"{month + 1}月" if lang == ZH else MONTHS[month]


class Builder:
    def __init__(self, rng: random.Random, people: list[Person]) -> None:
        self.rng = rng
        self.people = people
        self.episodes: list[dict[str, Any]] = []

    def pick(self, seq: tuple[str, ...] | list[str]) -> str:
        return self.rng.choice(seq)

    def frag(self, slot: Slot, lang: str, key: str, **kw: str) -> str | None:
        options = slot.frags[lang].get(key)
        if not options:
            return None
        return self.pick(options).format(**kw)

    def convo(self, day: int, channel: str, lines: list[tuple[Person, str]]) -> None:
        """Consecutive lines of one conversation (one session), a few minutes apart."""
        minute = self.rng.randint(7 * 60, 22 * 60)
        for who, text in lines:
            text = AN.sub(r"\1n \2", cap(text))
            self.episodes.append({"day": day, "minute": minute, "speaker": who.name,
                                  "text": text, "session": f"{channel}-d{day}",
                                  "language": who.lang})  # fmt: skip
            minute += self.rng.randint(1, 6)

    def other(self, p: Person, same_lang: bool = True) -> Person:
        pool = [q for q in self.people if q is not p and (q.lang == p.lang or not same_lang)]
        return self.pick(pool or [q for q in self.people if q is not p])  # type: ignore[arg-type]

    def chatty(self, lang: str, clause: str) -> str:
        if lang == ZH:
            return f"{self.pick(ZH_PRE)}。对了，{clause}。{self.pick(ZH_POST)}"
        join = self.pick(("Anyway, ", "Oh and ", "Other news, ", "In other news ", ""))
        return f"{self.pick(EN_PRE)}. {join}{clause}. {cap(self.pick(EN_POST))}"

    # -- single-valued slots ---------------------------------------------------------------

    def state_line(self, p: Person, slot: Slot, v: str) -> str:
        lang = p.lang
        clause = self.frag(slot, lang, "pres", v=v) or ""
        if self.rng.random() < 0.3:
            return self.chatty(lang, clause)
        return clause + ("。" if lang == ZH else self.pick((".", "", " btw", ", for my sins")))

    def change(self, tr: Track, day: int, v: str, old: str, until: int = LAST_DAY) -> int:
        """Write one change of a single-valued slot; returns the day it was said (a late report
        is said before `until`, the next change)."""
        p, slot, lang, rng = tr.person, tr.slot, tr.person.lang, self.rng
        zh = lang == ZH
        styles = ["direct", "direct", "use", "use", "third", "self", "pronoun", "late", "fix",
                  "neg", "chatty"]  # fmt: skip
        if slot.frags[lang].get("we"):
            styles.append("we")
        style = self.pick(styles)
        if style == "late" and until - day < 35:
            style = "direct"
        ch = p.channel if rng.random() < 0.7 else CHANNELS["general"]
        new = self.frag(slot, lang, "new", v=v) or ""
        if style == "direct":
            self.convo(day, ch, [(p, new + ("。" if zh else "."))])
        elif style == "use":
            self.convo(day, ch, [(p, self.frag(slot, lang, "use", v=v) or new)])
        elif style == "chatty":
            self.convo(day, ch, [(p, self.chatty(lang, new))])
        elif style == "we":
            self.convo(day, ch, [(p, (self.frag(slot, lang, "we", v=v) or new)
                                  + ("。" if zh else ", very excited"))])  # fmt: skip
        elif style == "third":
            q = self.other(p)
            t = self.frag(slot, q.lang, "third", n=p.name, v=v, old=old) or ""
            self.convo(day, q.channel, [(q, self.pick(ZH_THIRD if q.lang == ZH else EN_THIRD)
                                         .format(t=t))])  # fmt: skip
        elif style == "self":
            t = self.frag(slot, lang, "third", n=p.name, v=v, old=old) or ""
            self.convo(day, ch, [(p, self.pick(ZH_SELF if zh else EN_SELF).format(n=p.name, t=t))])
        elif style == "pronoun":
            a = self.other(p)
            b = self.pick([q for q in self.people if q not in (p, a)])
            seen = self.pick(ZH_SEEN if a.lang == ZH else EN_SEEN)
            seen = seen.format(n=p.name, o=p.pron(a.lang, True), S=cap(p.pron(a.lang)))
            he = p.pron(b.lang)
            poss = {"she": "her", "he": "his", "they": "their"}.get(he, he)
            t = self.pick(slot.frags[b.lang]["third"]).replace("{n}'s", poss)
            t = cap(t.format(n=he, v=v, old=old))
            if he == "they":
                t = t.replace("They has", "They have").replace("They is", "They are")
            tail = self.pick(ZH_PRON_TAIL if b.lang == ZH else EN_PRON_TAIL)
            reply = tail.format(t=t, o=he).replace("they has", "they have")
            self.convo(day, CHANNELS["general"], [(a, seen), (b, reply)])
        elif style == "late":
            said = min(day + rng.randint(18, 60), until - 8, LAST_DAY - 1)
            text = self.pick(ZH_LATE if zh else EN_LATE).format(c=new, m=month_of(day, lang))
            self.convo(said, ch, [(p, text)])
            return said
        elif style == "fix":
            pool = [w for w in self.pool(p, slot) if w not in self.used(tr) and w != v]
            w = self.pick(pool)
            tr.wrong.add(w)
            slip = self.frag(slot, lang, "new", v=w) or ""
            fix = self.pick(ZH_FIX if zh else EN_FIX).format(v=v, w=w)
            self.convo(day, ch, [(p, slip), (p, fix)])
        elif style == "neg":
            q = self.other(p, same_lang=False)
            ask = self.pick(ZH_ASK if q.lang == ZH else EN_ASK).format(n=p.name, old=old)
            self.convo(day, ch, [(q, ask), (p, self.frag(slot, lang, "neg", v=v, old=old) or new)])
        return day

    def pool(self, p: Person, slot: Slot) -> tuple[str, ...]:
        return slot.pool.get(p.lang) or slot.pool[EN]

    def used(self, tr: Track) -> set[str]:
        return ({v for v, _, _ in tr.held} | tr.reserved | tr.wrong | tr.side | tr.dropped
                | set(tr.current_set) | set(tr.removed)
                | ({tr.pending} if tr.pending else set()))  # fmt: skip

    def gaps(self, start: int, n: int, end: int = 700, gap: int = 45) -> list[int] | None:
        """n sorted days after start, at least gap apart, before end."""
        for _ in range(50):
            days = sorted(self.rng.sample(range(start + gap, end), n))
            if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
                return days
        return None

    def single(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        zh = lang == ZH
        tr = Track(p, slot)
        pool = list(self.pool(p, slot))
        rng.shuffle(pool)
        n = rng.choice((1, 1, 2, 2, 2, 3))
        d0 = rng.randint(0, 90)
        days = self.gaps(d0, n) or self.gaps(d0, 1) or [d0 + 200]
        values = pool[: len(days) + 1]
        tr.reserved = set(values)
        tr.held.append((values[0], d0, d0))
        self.convo(d0, p.channel, [(p, self.state_line(p, slot, values[0]))])
        outcome = self.pick(("none", "none", "happened", "dropped", "idle", "pending"))
        for i, (day, v) in enumerate(zip(days, values[1:], strict=True)):
            if outcome == "happened" and i == len(days) - 1:
                plan_day = max(day - rng.randint(20, 40), tr.held[-1][2] + 3)
                inf = self.frag(slot, lang, "inf", v=v) or v
                if plan_day < day:
                    plan = self.pick(ZH_PLAN if zh else EN_PLAN).format(i=inf)
                    self.convo(plan_day, p.channel, [(p, plan)])
            until = days[i + 1] if i + 1 < len(days) else LAST_DAY
            said = self.change(tr, day, v, tr.held[-1][0], until)
            tr.held.append((v, day, said))
        last_said = max(s for _, _, s in tr.held)
        spare = [w for w in pool if w not in self.used(tr)]
        if outcome in ("dropped", "idle") and spare:
            k = rng.randrange(len(tr.held))
            lo = tr.held[k][2] + 5
            hi = (tr.held[k + 1][1] - 5) if k + 1 < len(tr.held) else 725
            if hi - lo >= 20:
                w = spare.pop()
                tr.dropped.add(w)
                pd = rng.randint(lo, hi - 12)
                inf = self.frag(slot, lang, "inf", v=w) or w
                self.convo(pd, p.channel,
                           [(p, self.pick(ZH_PLAN if zh else EN_PLAN).format(i=inf))])  # fmt: skip
                if outcome == "dropped":
                    dd = rng.randint(pd + 6, hi)
                    text = self.pick(ZH_DROP if zh else EN_DROP).format(i=inf, c=tr.held[k][0])
                    self.convo(dd, p.channel, [(p, text)])
        if outcome == "pending" and spare and last_said < 700:
            w = spare.pop()
            tr.pending = w
            inf = self.frag(slot, lang, "inf", v=w) or w
            pd = rng.randint(max(last_said + 8, 640), 726)
            self.convo(
                pd, p.channel, [(p, self.pick(ZH_PENDING if zh else EN_PENDING).format(i=inf))]
            )
        if slot.key in SCOPED and spare and last_said < 715 and rng.random() < 0.4:
            x = spare.pop()
            tr.side.add(x)
            line = SCOPED[slot.key][lang].format(v=tr.held[-1][0], x=x)
            self.convo(rng.randint(last_said + 3, 728), p.channel, [(p, line)])
        self.distract(tr, spare)
        return tr

    def distract(self, tr: Track, spare: list[str]) -> None:
        p, slot, rng = tr.person, tr.slot, self.rng
        for _ in range(rng.randint(1, 2)):
            if not spare:
                return
            x = spare.pop()
            who = p if rng.random() < 0.7 else self.other(p)
            if who is p:
                tr.side.add(x)
            line = self.frag(slot, who.lang, "dist", x=x) or x
            self.convo(rng.randint(0, LAST_DAY - 1), who.channel, [(who, line)])

    # -- coexisting slots ------------------------------------------------------------------

    def multi(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        tr = Track(p, slot)
        pool = list(self.pool(p, slot))
        rng.shuffle(pool)
        v0, v1, v2 = pool[:3]
        d0 = rng.randint(0, 150)
        self.convo(d0, p.channel, [(p, self.frag(slot, lang, "has", v=v0) or v0)])
        d1 = rng.randint(d0 + 60, 520)
        if rng.random() < 0.3:
            q = self.other(p)
            t = self.frag(slot, q.lang, "third", n=p.name, v=v1, old=v0) or ""
            self.convo(d1, q.channel, [(q, self.pick(ZH_THIRD if q.lang == ZH else EN_THIRD)
                                        .format(t=t))])  # fmt: skip
        else:
            line = self.frag(slot, lang, "add", v=v1, old=v0) or v1
            if rng.random() < 0.3:
                line = self.chatty(lang, line)
            self.convo(d1, p.channel, [(p, line)])
        tr.current_set = [v0, v1]
        if rng.random() < 0.4:
            d2 = rng.randint(d1 + 30, 620)
            self.convo(d2, p.channel, [(p, self.frag(slot, lang, "add", v=v2, old=v1) or v2)])
            d3 = rng.randint(d2 + 10, 700)
            self.convo(d3, p.channel, [(p, self.frag(slot, lang, "drop", old=v0) or v0)])
            tr.current_set = [v1, v2]
            tr.removed = [v0]
        self.distract(tr, [w for w in pool if w not in self.used(tr)])
        return tr


EN_REPLY = ("ha, brilliant", "I'll have a look tomorrow", "nice one", "count me in",
            "oh no, again?", "cheers for the heads up", "I can do Thursday")  # fmt: skip
ZH_REPLY = ("好的", "没问题", "哈哈好", "我可以帮忙", "收到")


def choose_people(rng: random.Random) -> list[Person]:
    n = rng.randint(11, 13)
    nzh = rng.choice((3, 3, 4))
    en = rng.sample(EN_NAMES, n - nzh)
    zh = rng.sample(ZH_NAMES, nzh)
    roles = ["parent", "trustee", "printing", "laser"] + [
        rng.choice(ROLES[:6]) for _ in range(len(en))
    ]
    people = [Person(name, EN, roles[i]) for i, name in enumerate(en)]
    people += [Person(name, ZH, rng.choice(("engineer", "engineer", "parent"))) for name in zh]
    rng.shuffle(people)
    for p in people:
        fits = [s for s in SINGLE_SLOTS if not s.roles or p.role in s.roles]
        n_multi = rng.choice((0, 1, 1, 2))
        n_single = rng.randint(4, 7) - n_multi
        p.slots = rng.sample(fits, min(n_single, len(fits))) + rng.sample(MULTI_SLOTS, n_multi)
    return people


def question(tr: Track, kind: str) -> str:
    p = tr.person
    return tr.slot.q[p.lang][kind].format(n=p.name)


def probes_for(tr: Track, rng: random.Random) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(mandatory, optional) probes for one track."""
    p, key = tr.person, tr.slot.key
    values = sorted({v for v, _, _ in tr.held} | tr.wrong | tr.side | tr.dropped
                    | set(tr.current_set) | set(tr.removed)
                    | ({tr.pending} if tr.pending else set()))  # fmt: skip

    def probe(kind: str, gold: list[str], **kw: Any) -> dict[str, Any]:
        d = {
            "subject": p.name,
            "kind": kind,
            "question": question(tr, kind),
            "slot": key,
            "gold": gold,
            "outdated": [],
            "values": values,
            "abandoned": sorted(tr.dropped),
        }
        d.update(kw)
        return d  # fmt: skip

    if tr.slot.multi:
        return [probe("coexisting", list(tr.current_set), outdated=list(tr.removed))], []
    held = [v for v, _, _ in tr.held]
    mandatory = [probe("current", [held[-1]], outdated=sorted(set(held[:-1]) | tr.wrong))]
    if tr.pending:
        mandatory.append(probe("planning", [tr.pending]))
    optional = []
    if len(held) > 1:
        optional.append(probe("historical", [held[-2]]))
    spans = [(i, tr.held[i][2] + 4, tr.held[i + 1][1] - 4) for i in range(len(held) - 1)]
    spans = [s for s in spans if s[2] - s[1] >= 10]
    if spans:
        i, lo, hi = rng.choice(spans)
        optional.append(probe("as_of", [held[i]], as_of_day=rng.randint(lo, hi)))
    return mandatory, optional


MACHINES = ("bandsaw", "laser cutter", "lathe", "pillar drill", "CNC router", "resin printer",
            "soldering station", "big Prusa", "spray booth", "mitre saw")  # fmt: skip
MACHINE_STATE = (
    "out of action",
    "making a horrible grinding noise",
    "booked solid all week",
    "back up and running",
    "covered in someone's sawdust",
    "needing a new fuse",
)
MACHINE_ACT = (
    "I've left a note on it",
    "don't use it till it's been looked at",
    "sign-up sheet is on the door",
    "can someone with the induction check it?",
    "I've put it on the trustees' list",
    "please clean up after yourselves",
)
CODER_PROJECT = (
    "a reaction timer",
    "a traffic light with LEDs",
    "a Scratch maze game",
    "a weather station",
    "a robot that draws circles",
    "a micro:bit compass",
)
ZH_MACHINES = ("激光切割机", "带锯", "车床", "3D打印机", "焊台", "钻床")
ZH_STATE = ("又坏了", "这周都被约满了", "修好了", "有点怪声")


def made_up_line(rng: random.Random, lang: str) -> str:
    """A combinatorial everyday line (machines, the coders), no state news."""
    if lang == ZH:
        if rng.random() < 0.5:
            return f"空间的{rng.choice(ZH_MACHINES)}{rng.choice(ZH_STATE)}，大家注意一下"
        return f"孩子们周六做了{rng.choice(CODER_PROJECT)}，很有意思"
    if rng.random() < 0.6:
        return (f"The {rng.choice(MACHINES)} is {rng.choice(MACHINE_STATE)}, "
                f"{rng.choice(MACHINE_ACT)}")  # fmt: skip
    return rng.choice(
        (
            f"Saturday coders built {rng.choice(CODER_PROJECT)} today, so proud",
            f"Next week the coders are making {rng.choice(CODER_PROJECT)}, need two parent helpers",
            f"My wee one wants to make {rng.choice(CODER_PROJECT)} at home now",
        )
    )


def filler(b: Builder, count: int) -> None:
    rng = b.rng
    for _ in range(count):
        p = rng.choice(b.people)
        day = rng.randint(0, LAST_DAY - 1)
        ch = p.channel if rng.random() < 0.6 else CHANNELS["general"]
        if rng.random() < 0.45:
            line = made_up_line(rng, p.lang)
        else:
            line = rng.choice(ZH_FILLER if p.lang == ZH else EN_FILLER)
        lines = [(p, line)]
        if rng.random() < 0.35:
            q = b.other(p)
            lines.append((q, rng.choice(ZH_REPLY if q.lang == ZH else EN_REPLY)))
        b.convo(day, ch, lines)


def generate(seed: int) -> dict[str, Any]:
    """The seeded world: people, their chat episodes in time order, and the probes."""
    rng = random.Random(seed * 7919 + 17)
    people = choose_people(rng)
    b = Builder(rng, people)
    tracks = [b.multi(p, s) if s.multi else b.single(p, s) for p in people for s in p.slots]
    target = rng.randint(580, 760)
    filler(b, max(120, int((target - len(b.episodes)) / 1.35)))
    episodes = sorted(b.episodes, key=lambda e: (e["day"], e["minute"]))
    mandatory, optional = [], []
    for tr in tracks:
        m, o = probes_for(tr, rng)
        mandatory += m
        optional += o
    rng.shuffle(optional)
    want = max(0, rng.randint(112, 136) - len(mandatory))
    probes = mandatory + optional[:want]
    rng.shuffle(probes)
    return {"generator": "blind_au", "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well-formed)."""
    errs: list[str] = []
    eps = world["episodes"]
    texts = [e["text"].casefold() for e in eps]
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] < LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"episode text/language: {e['text']!r}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
    for p in world["probes"]:
        if p["kind"] not in KINDS or not p["question"] or "{" in p["question"]:
            errs.append(f"probe kind/question {p}")
        if not p["gold"] or not set(p["gold"]) <= set(p["values"]):
            errs.append(f"gold not in values {p}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned {p}")
        for g in p["gold"]:
            if not any(g.casefold() in t for t in texts):
                errs.append(f"gold {g!r} never said")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errs.append(f"as_of_day {p}")
    subjects = {p["subject"] for p in world["probes"]}
    if not subjects <= {e["speaker"] for e in eps}:
        errs.append("a subject never speaks")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world) + ([] if again == world else ["not deterministic"])
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        people = {p["subject"] for p in probes}
        zh = sum(e["language"] == ZH for e in eps)
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{len(people)} people; {kinds}; problems: {len(errs)}")  # fmt: skip
        for err in errs[:10]:
            print("  ", err)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
