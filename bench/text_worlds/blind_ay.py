"""Blind text world ``blind_ay``: a Stoke-on-Trent pottery studio co-operative.

``generate(seed)`` invents eleven to thirteen people around a co-op studio in the Potteries:
members who throw and glaze, evening-class students, the kiln technician, stallholders at
craft fairs, parents who bring their kids to Saturday clay club, a few retired pottery-factory
workers, and some Chinese-speaking members and their families.  They chat in the studio group
over two years, mostly about firings, glazes, fairs, oatcakes and the weather.  Now and then
somebody's state changes (where they live, who they work for, their phone network, car, main
clay body, bank, energy supplier, streaming service, gym, dentist, the kids' school, where
they sell online, their pets, the fairs they do, the languages they are learning).

The news is told in many ways: straight out, by use or consequence, by someone else, with the
person's own name, as "we", through a pronoun, weeks late, inside a long chatty line, as a
plan that happens or is dropped, as a correction, or with a scoped exception.  Distractor
lines name the same kinds of value without them being anyone's state.  About a quarter of the
writers write simplified Chinese.

Probes carry the ground truth (current, historical, as_of, coexisting and planning), with the
outdated, abandoned and merely-mentioned values.  Deterministic per seed; standard library only.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_ay"
START = "2023-03-06T08:00:00+00:00"
START_DT = datetime(2023, 3, 6, 8, 0)
LAST_DAY = 728
EN = "en"
ZH = "zh"

# (name, gender, language, role, has_kids)
PEOPLE_POOL: tuple[tuple[str, str, str, str, bool], ...] = (
    ("Brenda", "f", EN, "retired", False),
    ("Gary", "m", EN, "kiln", False),
    ("Sharon", "f", EN, "stall", True),
    ("Kev", "m", EN, "member", True),
    ("Pauline", "f", EN, "retired", False),
    ("Nisha", "f", EN, "student", False),
    ("Callum", "m", EN, "student", False),
    ("Jade", "f", EN, "parent", True),
    ("Stan", "m", EN, "retired", False),
    ("Lorraine", "f", EN, "stall", False),
    ("Imran", "m", EN, "parent", True),
    ("Becky", "f", EN, "member", False),
    ("Owen", "m", EN, "member", False),
    ("Fiona", "f", EN, "student", True),
    ("Ade", "m", EN, "stall", False),
    ("Ruth", "f", EN, "parent", True),
    ("Meiling", "f", ZH, "member", True),
    ("Haoran", "m", ZH, "student", False),
    ("Xiaoyu", "f", ZH, "stall", False),
    ("Junjie", "m", ZH, "parent", True),
    ("Yanping", "f", ZH, "retired", False),
    ("Zhiwei", "m", ZH, "member", False),
    ("Qing", "f", ZH, "parent", True),
)

ROLE_EN = {
    "retired": "retired from the factories",
    "kiln": "kiln technician",
    "stall": "stallholder",
    "member": "member",
    "student": "evening-class student",
    "parent": "clay club parent",
}

Frags = dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class SlotDef:
    """One kind of personal state: value pools, questions and phrase fragments per language.

    Single-valued fragment keys: pres (I ...), pres3 ({n} ...), new (I've changed to {v}),
    new3 ({n} has changed to {v}), past (I used to ...), neg (not {old} any more), inf (plans),
    use (the value shown by use, first person), we (household), scoped ({v} but {x} for ...),
    dist (the value named without being anyone's state).
    Multi-valued keys: has, has3, add, add3, remove, use, dist.
    """

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    frags: dict[str, Frags]
    who: tuple[str, ...] = ()  # roles this slot suits (empty: everybody)
    kids: bool = False  # only for people with children


def _q(en: dict[str, str], zh: dict[str, str]) -> dict[str, dict[str, str]]:
    return {EN: en, ZH: zh}


HOME = SlotDef(
    key="home_area",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Burslem",
            "Tunstall",
            "Hanley",
            "Longton",
            "Fenton",
            "Penkhull",
            "Hartshill",
            "Trentham",
            "Etruria",
            "Meir",
            "Smallthorne",
            "Wolstanton",
            "Basford",
            "Bucknall",
            "Milton",
            "Cobridge",
            "Werrington",
            "Blurton",
            "Norton",
        ),
    },  # fmt: skip
    q=_q(
        {
            "current": "Which area does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Which area did {n} live in at that time?",
            "planning": "Where is {n} planning to move to?",
        },
        {
            "current": "{n}现在住在哪个区？",
            "historical": "{n}之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": (
                "I live in {v}",
                "I'm up in {v}",
                "home's {v} for me",
                "I rent a terrace in {v}",
            ),
            "pres3": ("{n} lives in {v}", "{n}'s got a house in {v}", "{n} is living over in {v}"),
            "new": (
                "I've moved to {v}",
                "we got the keys and I'm in {v} now",
                "I've finally shifted over to {v}",
                "I moved house to {v}",
            ),
            "new3": (
                "{n} has moved to {v}",
                "{n}'s upped sticks to {v}",
                "{n} has just moved house, over in {v} now",
            ),
            "past": ("I used to live in {v}", "I lived in {v} for years"),
            "neg": ("I'm not in {old} any more", "I don't live in {old} now"),
            "inf": ("move to {v}", "buy a place in {v}", "rent something in {v}"),
            "use": (
                "Walked in from {v} this morning, took me forty minutes with the hill.",
                "The bin men in {v} never come on the right day, my new road is chaos.",
                "Got lost twice finding the chippy near my new place in {v}.",
                "Neighbours in {v} brought round a plate of oatcakes as a welcome, lovely lot.",
            ),
            "we": ("we've moved to {v}", "we're all settled in {v} now"),
            "dist": (
                "There's a house on Rightmove in {v} with an old bottle kiln in the garden!",
                "Anyone know if parking's any better in {v}?",
                "My cousin says {v} is getting expensive these days.",
                "If I won the lottery I'd buy one of the big houses in {v}.",
                "Roadworks in {v} again, avoid it if you're driving in.",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我家在{v}"),
            "pres3": ("{n}住在{v}", "{n}家在{v}"),
            "new": ("我搬到{v}了", "我们家已经搬去{v}了", "我终于搬到{v}住了"),
            "new3": ("{n}搬到{v}了", "{n}已经搬去{v}住了"),
            "past": ("我以前住在{v}",),
            "neg": ("我已经不住在{old}了",),
            "inf": ("搬到{v}", "在{v}买房子"),
            "use": (
                "今天从{v}走过来，坡好陡，走了四十分钟。",
                "{v}这边的邻居人很好，还送了我一盘oatcakes。",
            ),
            "we": ("我们搬到{v}了",),
            "dist": (
                "听说{v}那边的房子涨价了。",
                "{v}又在修路，开车的朋友注意一下。",
                "有人知道{v}停车方便吗？",
            ),
        },
    },
)

JOB = SlotDef(
    key="employer",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Emma Bridgewater",
            "Portmeirion",
            "Moorcroft",
            "Churchill China",
            "Steelite",
            "bet365",
            "Michelin",
            "Royal Stoke Hospital",
            "Staffordshire University",
            "Middleport Pottery",
            "Gladstone Museum",
            "Wade Ceramics",
            "Dudson Centre",
            "Tesco Extra",
            "Keele University",
        ),
    },  # fmt: skip
    q=_q(
        {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working at that time?",
            "planning": "Where is {n} hoping to go and work?",
        },
        {
            "current": "{n}现在在哪里上班？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}那时候在哪里上班？",
            "planning": "{n}打算去哪里工作？",
        },
    ),  # fmt: skip
    who=("member", "student", "stall", "parent", "kiln"),
    frags={
        EN: {
            "pres": ("I work at {v}", "I'm on the decorating line at {v}", "I do shifts at {v}"),
            "pres3": ("{n} works at {v}", "{n} is at {v} these days", "{n} does shifts at {v}"),
            "new": (
                "I've started a new job at {v}",
                "I've gone over to {v}",
                "I handed my notice in and I'm at {v} now",
                "I got taken on at {v}",
            ),
            "new3": (
                "{n} has started at {v}",
                "{n}'s got a new job at {v}",
                "{n} has moved jobs, {s}'s at {v}",
            ),
            "past": ("I used to work at {v}", "I was at {v} for a good while"),
            "neg": ("I'm not at {old} any more", "I've finished at {old}"),
            "inf": ("apply to {v}", "go and work at {v}", "take the job at {v}"),
            "use": (
                "Staff discount at {v} is decent, I'll bring in some seconds for the raffle.",
                "Long shift at {v} today so I'll be late for throwing tonight.",
                "My new manager at {v} is nice, lets me swap days for the fairs.",
                "Induction at {v} took all morning, so much health and safety.",
            ),
            "we": (),
            "dist": (
                "{v} are hiring again, it was on Radio Stoke this morning.",
                "Did anyone see {v} in the Sentinel? Big new contract apparently.",
                "My neighbour's lad has an interview at {v} on Monday.",
                "Factory shop at {v} has a sale on, worth a look for seconds.",
            ),
        },
        ZH: {
            "pres": ("我在{v}上班", "我在{v}工作"),
            "pres3": ("{n}在{v}上班", "{n}在{v}工作"),
            "new": ("我换工作了，现在在{v}", "我去{v}上班了", "我已经入职{v}了"),
            "new3": ("{n}换工作了，现在在{v}", "{n}去{v}上班了"),
            "past": ("我以前在{v}工作",),
            "neg": ("我已经不在{old}做了",),
            "inf": ("去{v}上班", "申请{v}的工作"),
            "use": (
                "今天在{v}加班，晚上拉坯课要迟到了。",
                "{v}的员工折扣还不错，我带几个次品来抽奖。",
            ),
            "we": (),
            "dist": ("{v}又在招人了，报纸上看到的。", "听说{v}最近生意很好。"),
        },
    },
)

CARRIER = SlotDef(
    key="phone_network",
    multi=False,
    plans=False,
    pool={
        EN: ("EE", "Vodafone", "O2", "giffgaff", "Tesco Mobile", "Lebara", "Smarty", "iD Mobile")
    },
    q=_q(
        {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which network was {n} on before?",
            "as_of": "Which mobile network was {n} on then?",
        },
        {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时候用哪家手机运营商？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I'm on {v}", "my phone's with {v}", "I've got a {v} SIM"),
            "pres3": ("{n} is on {v}", "{n}'s phone is with {v}"),
            "new": (
                "I've switched my phone to {v}",
                "I ported my number over to {v}",
                "I'm on {v} now for the phone",
            ),
            "new3": ("{n} has switched to {v}", "{n}'s moved the phone over to {v}"),
            "past": ("I was on {v}", "I had {v} for years"),
            "neg": ("I'm not with {old} any more", "I've left {old}"),
            "inf": ("switch to {v}", "move my number to {v}"),
            "use": (
                "{v} signal in the studio is rubbish, I'm stood by the pug mill to send this.",
                "Got a text from {v} saying I've used all my data, too many glaze videos.",
                "The {v} app says my bill's gone down, so that's something.",
            ),
            "we": ("we've all gone on a {v} family plan",),
            "dist": (
                "{v} have an advert on the bus shelter outside, free data for six months.",
                "Is {v} any good round Burslem? My sister's thinking of it.",
                "{v} was down all morning according to the news.",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机卡是{v}的"),
            "pres3": ("{n}用的是{v}",),
            "new": ("我把手机号转到{v}了", "我换成{v}了", "我现在用{v}的卡"),
            "new3": ("{n}换成{v}了",),
            "past": ("我以前用{v}",),
            "neg": ("我已经不用{old}了",),
            "inf": ("换成{v}",),
            "use": ("{v}在工作室里信号好差，我站在门口才能发消息。", "{v}发短信说我流量用完了。"),
            "we": ("我们全家都办了{v}的套餐",),
            "dist": ("{v}在搞活动，半年流量免费。", "有人用过{v}吗？信号怎么样？"),
        },
    },
)

CAR = SlotDef(
    key="car",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Vauxhall Corsa",
            "Ford Fiesta",
            "Toyota Yaris",
            "Kia Picanto",
            "Nissan Leaf",
            "Skoda Fabia",
            "MG4",
            "Honda Jazz",
            "Dacia Sandero",
            "VW Polo",
            "Citroen Berlingo",
        )
    },
    q=_q(
        {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} have before?",
            "as_of": "What car was {n} driving then?",
            "planning": "What car is {n} planning to get?",
        },
        {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}那时候开什么车？",
            "planning": "{n}打算买什么车？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I drive a {v}", "I've got an old {v}", "the {v} is my runaround"),
            "pres3": ("{n} drives a {v}", "{n} has a {v}"),
            "new": (
                "I've bought a {v}",
                "I traded the old car in for a {v}",
                "I picked up a secondhand {v}",
            ),
            "new3": ("{n} has got a {v}", "{n} bought a {v}"),
            "past": ("I used to drive a {v}", "I had a {v}"),
            "neg": ("I haven't got the {old} any more", "the {old} has gone"),
            "inf": ("get a {v}", "buy a {v}", "lease a {v}"),
            "use": (
                "Managed to get three bats and two boards of pots in the back of the {v}.",
                "The {v} did the run to Potfest on one tank, impressed.",
                "Had to scrape ice off the {v} for ten minutes this morning.",
            ),
            "we": ("we've got a {v} now",),
            "dist": (
                "Saw a {v} with a roof box full of pots in the car park, whose is that?",
                "Top Gear reckons the {v} is the best small car this year.",
                "My brother-in-law's {v} broke down on the A500 again.",
            ),
        },
        ZH: {
            "pres": ("我开一辆{v}", "我的车是{v}"),
            "pres3": ("{n}开{v}",),
            "new": ("我买了一辆{v}", "我把旧车卖了，换了{v}"),
            "new3": ("{n}买了一辆{v}",),
            "past": ("我以前开{v}",),
            "neg": ("那辆{old}已经卖掉了",),
            "inf": ("买一辆{v}", "换{v}"),
            "use": ("{v}的后备箱装了两板坯，刚好放下。", "早上{v}的玻璃结冰了，刮了十分钟。"),
            "we": ("我们家换了{v}",),
            "dist": ("停车场有辆{v}，车顶上全是陶罐，谁的？", "听说{v}最近降价了。"),
        },
    },
)

CLAY = SlotDef(
    key="clay_body",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Potclays 1149",
            "St Thomas",
            "Scarva Earthstone",
            "Audrey Blackman",
            "Valentines V9",
            "Cauldon Buff",
            "Marl Red",
            "Smooth Black",
            "Grogged Crank",
            "Limoges porcelain",
        )
    },
    q=_q(
        {
            "current": "Which clay does {n} mostly throw with now?",
            "historical": "Which clay did {n} use before?",
            "as_of": "Which clay was {n} using then?",
        },
        {
            "current": "{n}现在主要用哪种泥？",
            "historical": "{n}以前用哪种泥？",
            "as_of": "{n}那时候用哪种泥？",
        },
    ),  # fmt: skip
    who=("member", "student", "stall", "kiln", "retired"),
    frags={
        EN: {
            "pres": ("I throw with {v}", "I'm using {v} for everything", "{v} is my clay"),
            "pres3": ("{n} throws with {v}", "{n} uses {v}"),
            "new": (
                "I've switched to {v}",
                "I've gone over to {v} for my throwing",
                "I bought a tonne of {v} and I'm not looking back",
            ),
            "new3": ("{n} has switched to {v}", "{n}'s throwing with {v} now"),
            "past": ("I used to throw with {v}", "I was on {v} for ages"),
            "neg": ("I've stopped using {old}", "no more {old} for me"),
            "inf": ("try {v}",),
            "use": (
                "Wedged up ten bags of {v} tonight, my arms are dead.",
                "My {v} mugs came out of the glaze firing lovely, no cracks this time.",
                "Can someone save me a shelf, I've got {v} bowls drying on the rack.",
            ),
            "we": (),
            "scoped": (
                "{v} for most of my work, but {x} for the commission pieces",
                "{v} for the mugs and bowls, only {x} for the tiny porcelain-ish bits",
            ),
            "dist": (
                "There's a pallet of {v} going cheap on the Facebook group.",
                "The supplier's put {v} up by a tenner a bag, daylight robbery.",
                "Anyone tried {v}? Heard it slumps at cone 10.",
            ),
        },
        ZH: {
            "pres": ("我用{v}拉坯", "我一直用{v}"),
            "pres3": ("{n}用{v}",),
            "new": ("我换成{v}了", "我现在拉坯全部用{v}"),
            "new3": ("{n}换成{v}了",),
            "past": ("我以前用{v}",),
            "neg": ("我不用{old}了",),
            "inf": ("试试{v}",),
            "use": ("今晚揉了十袋{v}，手都酸了。", "我的{v}杯子烧出来了，这次没裂。"),
            "we": (),
            "scoped": ("平时用{v}，但定制的订单用{x}",),
            "dist": ("群里有人在便宜卖一整板{v}。", "{v}涨价了，一袋贵了十镑。"),
        },
    },
)

BANK = SlotDef(
    key="bank",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Nationwide",
            "Monzo",
            "Starling",
            "Barclays",
            "Lloyds",
            "HSBC",
            "Santander",
            "Halifax",
            "Co-op Bank",
            "First Direct",
        )
    },
    q=_q(
        {
            "current": "Which bank does {n} use now?",
            "historical": "Which bank was {n} with before?",
            "as_of": "Which bank was {n} with then?",
            "planning": "Which bank is {n} thinking of moving to?",
        },
        {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}以前用哪家银行？",
            "as_of": "{n}那时候用哪家银行？",
            "planning": "{n}打算换到哪家银行？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I bank with {v}", "my account's with {v}", "I'm with {v} for banking"),
            "pres3": ("{n} banks with {v}", "{n}'s account is with {v}"),
            "new": (
                "I've moved my account to {v}",
                "I switched banks to {v}",
                "I've gone over to {v} for the current account",
            ),
            "new3": ("{n} has moved banks to {v}", "{n} switched to {v}"),
            "past": ("I was with {v}", "I banked with {v} for twenty years"),
            "neg": ("I'm not with {old} any more", "I closed the {old} account"),
            "inf": ("switch to {v}", "open an account with {v}", "move my money to {v}"),
            "use": (
                "Paid for the glaze order with my {v} card, the kiln fund owes me.",
                "{v} flagged my Potclays payment as fraud, had to ring them up.",
                "New {v} card came through, I'll sort the stall float tomorrow.",
            ),
            "we": ("we've got a joint account with {v} now",),
            "dist": (
                "{v} are closing the branch in Hanley, it was in the Sentinel.",
                "My son keeps telling me to get {v}, I don't trust apps.",
                "Heard {v} are paying a switching bonus, anyone done it?",
            ),
        },
        ZH: {
            "pres": ("我的银行是{v}", "我用{v}的账户"),
            "pres3": ("{n}用{v}",),
            "new": ("我把账户转到{v}了", "我换到{v}了"),
            "new3": ("{n}换到{v}了",),
            "past": ("我以前用{v}",),
            "neg": ("我已经把{old}的账户关了",),
            "inf": ("换到{v}", "开一个{v}的账户"),
            "use": ("我用{v}的卡付了釉料的钱。", "{v}把我的付款当成诈骗了，打电话才解决。"),
            "we": ("我们在{v}开了联名账户",),
            "dist": ("{v}在Hanley的分行要关了。", "听说{v}换银行有奖励。"),
        },
    },
)

ENERGY = SlotDef(
    key="energy_supplier",
    multi=False,
    plans=True,
    pool={EN: ("Octopus", "British Gas", "EDF", "OVO", "E.ON", "Scottish Power", "So Energy")},
    q=_q(
        {
            "current": "Who is {n}'s energy supplier now?",
            "historical": "Who was {n}'s energy supplier before?",
            "as_of": "Who supplied {n}'s energy then?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        {
            "current": "{n}现在的电费燃气是哪家公司？",
            "historical": "{n}以前用哪家能源公司？",
            "as_of": "{n}那时候用哪家能源公司？",
            "planning": "{n}打算换哪家能源公司？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I'm with {v} for gas and electric", "my energy is {v}"),
            "pres3": ("{n} is with {v}", "{n} gets gas and electric from {v}"),
            "new": ("I've switched energy to {v}", "I moved the gas and electric over to {v}"),
            "new3": ("{n} has switched to {v}", "{n}'s gone over to {v} for the energy"),
            "past": ("I was with {v}", "I had {v} for the gas"),
            "neg": ("I'm not with {old} any more", "I've ditched {old}"),
            "inf": ("switch to {v}", "go with {v}"),
            "use": (
                "Took a meter reading for {v} and nearly fell down the cellar steps.",
                "{v} sent me a bill for the month I ran the little test kiln, ouch.",
                "The {v} smart meter says my home kiln used more than the telly all year.",
            ),
            "we": ("we're on {v} now for the house",),
            "dist": (
                "{v} put their prices up again, it was on the news.",
                "Gary, does the studio kiln go through {v} or is that the landlord?",
                "My auntie had a nightmare with {v}, three months of wrong bills.",
            ),
        },
        ZH: {
            "pres": ("我家电和燃气是{v}的",),
            "pres3": ("{n}用{v}",),
            "new": ("我把电和燃气换到{v}了", "我换了能源公司，现在是{v}"),
            "new3": ("{n}换到{v}了",),
            "past": ("我以前用{v}",),
            "neg": ("我不用{old}了",),
            "inf": ("换到{v}",),
            "use": ("{v}的账单来了，在家烧小电窑的那个月好贵。", "给{v}报了电表读数。"),
            "we": ("我们家现在用{v}",),
            "dist": ("新闻说{v}又涨价了。", "我朋友说{v}的客服很难打通。"),
        },
    },
)

STREAM = SlotDef(
    key="streaming",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Netflix",
            "Disney+",
            "NOW",
            "Prime Video",
            "BritBox",
            "Apple TV+",
            "iQIYI",
            "Paramount+",
        )
    },
    q=_q(
        {
            "current": "Which streaming service does {n} pay for now?",
            "historical": "Which streaming service did {n} have before?",
            "as_of": "Which streaming service did {n} have then?",
        },
        {
            "current": "{n}现在订的是哪个视频平台？",
            "historical": "{n}以前订哪个视频平台？",
            "as_of": "{n}那时候订的是哪个视频平台？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I've got {v}", "we only pay for {v}", "I subscribe to {v}"),
            "pres3": ("{n} has {v}", "{n} pays for {v}"),
            "new": ("I cancelled the old one and signed up to {v}", "I've switched to {v}"),
            "new3": ("{n} has switched to {v}", "{n} signed up for {v}"),
            "past": ("I had {v}", "I paid for {v} for a couple of years"),
            "neg": ("I've cancelled {old}", "no more {old} in our house"),
            "inf": ("sign up for {v}",),
            "use": (
                "Watched that pottery documentary on {v} last night, made me want to build a wood kiln.",
                "Binged a whole series on {v} while my bowls dried, no regrets.",
                "{v} keeps recommending me baking shows now, it knows me too well.",
            ),
            "we": ("we've gone over to {v} at home",),
            "dist": (
                "Is the Great Pottery Throw Down on {v} or just Channel 4?",
                "{v} are putting their prices up, saw it on Twitter.",
                "My daughter wants {v} for her birthday, not a chance.",
            ),
        },
        ZH: {
            "pres": ("我订了{v}", "我家看{v}"),
            "pres3": ("{n}订了{v}",),
            "new": ("我换成{v}了", "我退了原来的，订了{v}"),
            "new3": ("{n}换成{v}了",),
            "past": ("我以前订{v}",),
            "neg": ("{old}我已经退订了",),
            "inf": ("订{v}",),
            "use": (
                "昨晚在{v}上看了一个陶艺纪录片，好想做柴烧。",
                "等坯干的时候在{v}上追了一整季剧。",
            ),
            "we": ("我们家现在看{v}",),
            "dist": ("{v}要涨价了。", "陶艺大赛那个节目在{v}上有吗？"),
        },
    },
)

GYM = SlotDef(
    key="gym",
    multi=False,
    plans=True,
    pool={
        EN: (
            "PureGym",
            "The Gym Group",
            "Jubilee2",
            "Northwood Stadium",
            "Anytime Fitness",
            "Snap Fitness",
            "Dimensions Leisure",
            "Shelton Boxing Club",
        )
    },
    q=_q(
        {
            "current": "Where does {n} go to keep fit now?",
            "historical": "Where did {n} go to keep fit before?",
            "as_of": "Where was {n} going to keep fit then?",
            "planning": "Which gym is {n} planning to join?",
        },
        {
            "current": "{n}现在去哪里健身？",
            "historical": "{n}以前去哪里健身？",
            "as_of": "{n}那时候去哪里健身？",
            "planning": "{n}打算去哪里健身？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I go to {v}", "I'm a member at {v}", "I do {v} most weeks"),
            "pres3": ("{n} goes to {v}", "{n} is a member at {v}"),
            "new": ("I've joined {v}", "I've signed up at {v}", "I started going to {v}"),
            "new3": ("{n} has joined {v}", "{n}'s started going to {v}"),
            "past": ("I used to go to {v}",),
            "neg": ("I've stopped going to {old}", "I cancelled {old}"),
            "inf": ("join {v}", "sign up at {v}"),
            "use": (
                "Back from {v}, wedging will feel easy after that.",
                "Someone at {v} recognised me from the Saturday clay club, small world.",
                "Aching from {v} this morning, centring was a struggle.",
            ),
            "we": ("we've all joined {v}, the kids too",),
            "dist": (
                "{v} have a January deal on, half price joining.",
                "My physio says {v} has a good pool if anyone's got a bad back from the wheel.",
                "They're building a new changing room at {v}, it's a building site.",
            ),
        },
        ZH: {
            "pres": ("我去{v}健身", "我是{v}的会员"),
            "pres3": ("{n}去{v}",),
            "new": ("我办了{v}的卡", "我开始去{v}了"),
            "new3": ("{n}开始去{v}了",),
            "past": ("我以前去{v}",),
            "neg": ("{old}我不去了",),
            "inf": ("办{v}的卡", "去{v}"),
            "use": ("刚从{v}回来，揉泥都轻松了。", "今天在{v}碰到周六黏土班的家长。"),
            "we": ("我们全家都办了{v}",),
            "dist": ("{v}一月份有半价活动。", "听说{v}在装修。"),
        },
    },
)

DENTIST = SlotDef(
    key="dentist",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Kilnside Dental",
            "Bright Smile Dental",
            "Portland Street Dentists",
            "Pearl Tree Dental",
            "Waterloo Road Dental",
            "Oakhill Family Dentists",
            "Bottle Oven Dental Care",
        )
    },
    q=_q(
        {
            "current": "Which dentist is {n} registered with now?",
            "historical": "Which dentist was {n} with before?",
            "as_of": "Which dentist was {n} with then?",
        },
        {
            "current": "{n}现在在哪家牙医诊所？",
            "historical": "{n}以前去哪家牙医？",
            "as_of": "{n}那时候去哪家牙医？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I'm registered at {v}", "my dentist is {v}"),
            "pres3": ("{n} is with {v}", "{n} goes to {v}"),
            "new": ("I've got an NHS place at {v}", "I've registered with {v}"),
            "new3": ("{n} has got into {v}", "{n}'s registered at {v} now"),
            "past": ("I was at {v}",),
            "neg": ("I'm not at {old} any more", "{old} dropped me off their NHS list"),
            "inf": ("register at {v}",),
            "use": (
                "Just out of {v}, face numb, can't drink my tea, send help.",
                "Check-up at {v} went fine, the hygienist asked about my mugs.",
            ),
            "we": ("we've all registered at {v}",),
            "dist": (
                "Does anyone know if {v} is taking NHS patients?",
                "{v} was on the news for the queue round the block.",
            ),
        },
        ZH: {
            "pres": ("我的牙医是{v}",),
            "pres3": ("{n}的牙医是{v}",),
            "new": ("我在{v}登记了NHS", "我换到{v}看牙了"),
            "new3": ("{n}换到{v}了",),
            "past": ("我以前在{v}看牙",),
            "neg": ("{old}把我从名单上删了",),
            "inf": ("去{v}登记",),
            "use": ("刚从{v}出来，脸都麻了，喝不了茶。",),
            "we": ("我们全家都在{v}登记了",),
            "dist": ("有人知道{v}还收NHS病人吗？",),
        },
    },
)

SCHOOL = SlotDef(
    key="kids_school",
    multi=False,
    plans=True,
    kids=True,
    pool={
        EN: (
            "Hillside Primary",
            "St Peter's CE Primary",
            "Moorland Road Primary",
            "Jackfield Infants",
            "Springfields Academy",
            "Westlands Primary",
            "Christ Church Academy",
            "Sandon Primary",
        )
    },
    q=_q(
        {
            "current": "Which school do {n}'s kids go to now?",
            "historical": "Which school did {n}'s kids go to before?",
            "as_of": "Which school were {n}'s kids at then?",
            "planning": "Which school is {n} hoping to get the kids into?",
        },
        {
            "current": "{n}家孩子现在上哪所学校？",
            "historical": "{n}家孩子以前上哪所学校？",
            "as_of": "{n}家孩子那时候在哪所学校？",
            "planning": "{n}想让孩子上哪所学校？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("the kids are at {v}", "mine go to {v}"),
            "pres3": ("{n}'s kids go to {v}", "{n}'s two are at {v}"),
            "new": ("the kids have started at {v}", "we moved the kids to {v}"),
            "new3": ("{n}'s kids have moved to {v}", "{n} got the kids into {v}"),
            "past": ("the kids were at {v}",),
            "neg": ("the kids aren't at {old} any more",),
            "inf": ("get the kids into {v}", "move the kids to {v}"),
            "use": (
                "Parents' evening at {v} ran over, I'll bring the kids to clay club late.",
                "{v} want a clay pinch pot for the harvest display, can we fire some?",
                "Non-uniform day at {v} tomorrow, I forgot again.",
            ),
            "we": ("we've got both of ours into {v}",),
            "dist": (
                "{v} got a good Ofsted, it was in the paper.",
                "My friend's little one starts at {v} in September.",
                "Is {v} the one with the pottery kiln in the art room?",
            ),
        },
        ZH: {
            "pres": ("孩子在{v}上学",),
            "pres3": ("{n}家孩子在{v}上学",),
            "new": ("孩子转到{v}了", "孩子开始去{v}上学了"),
            "new3": ("{n}家孩子转学去{v}了",),
            "past": ("孩子以前在{v}",),
            "neg": ("孩子已经不在{old}了",),
            "inf": ("让孩子去{v}", "申请{v}"),
            "use": ("{v}的家长会拖了很久，周六黏土班要晚点到。", "{v}明天不穿校服日，我又忘了。"),
            "we": ("我们家两个孩子都进了{v}",),
            "dist": ("{v}的Ofsted评级很好。", "听说{v}的美术教室有窑。"),
        },
    },
)

SHOP = SlotDef(
    key="online_shop",
    multi=False,
    plans=True,
    who=("stall", "member", "student"),
    pool={
        EN: (
            "Etsy",
            "Folksy",
            "Shopify",
            "Big Cartel",
            "Not On The High Street",
            "Depop",
            "Squarespace",
        )
    },
    q=_q(
        {
            "current": "Where does {n} sell pots online now?",
            "historical": "Where did {n} sell online before?",
            "as_of": "Where was {n} selling online then?",
            "planning": "Where is {n} planning to open an online shop?",
        },
        {
            "current": "{n}现在在哪个平台网上卖陶器？",
            "historical": "{n}以前在哪个平台卖？",
            "as_of": "{n}那时候在哪个平台网上卖？",
            "planning": "{n}打算在哪个平台开网店？",
        },
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I sell on {v}", "my shop's on {v}", "I've got a little {v} shop"),
            "pres3": ("{n} sells on {v}", "{n} has a shop on {v}"),
            "new": (
                "I've moved the shop over to {v}",
                "I opened a {v} shop",
                "all my listings are on {v} now",
            ),
            "new3": ("{n} has moved the shop to {v}", "{n} opened a {v} shop"),
            "past": ("I used to sell on {v}",),
            "neg": ("I've closed the {old} shop", "I'm off {old} now, the fees were silly"),
            "inf": ("open a shop on {v}", "move the shop to {v}", "list everything on {v}"),
            "use": (
                "Sold four speckled mugs on {v} overnight, packing them in bubble wrap now.",
                "{v} took its cut again, I swear the fees go up monthly.",
                "Had a lovely review on {v} from a lady in Cornwall.",
            ),
            "we": (),
            "dist": (
                "Saw someone on {v} selling 'handmade' mugs that are clearly factory seconds.",
                "Is {v} worth it for pots, or is it all candles and cards?",
                "There's a webinar on {v} shops at the library on Thursday.",
            ),
        },
        ZH: {
            "pres": ("我在{v}上开店", "我的网店在{v}"),
            "pres3": ("{n}在{v}上卖",),
            "new": ("我把网店搬到{v}了", "我在{v}开了个店"),
            "new3": ("{n}在{v}开店了",),
            "past": ("我以前在{v}卖",),
            "neg": ("{old}的店我关了，手续费太高",),
            "inf": ("在{v}开店", "把店搬到{v}"),
            "use": ("昨晚{v}上卖了四个杯子，正在打包。", "{v}又扣了一笔手续费。"),
            "we": (),
            "dist": ("{v}上有人卖的手工杯子明明是工厂货。", "{v}适合卖陶器吗？"),
        },
    },
)

PETS = SlotDef(
    key="pets",
    multi=True,
    plans=False,
    pool={
        EN: (
            "Oatcake",
            "Biscuit",
            "Pixie",
            "Bramble",
            "Nutmeg",
            "Pickle",
            "Dolly",
            "Mango",
            "Tofu",
            "Doudou",
            "Pudding",
            "Marmite",
            "Boris",
            "Clementine",
        )
    },
    q=_q({"coexisting": "What pets does {n} have now?"}, {"coexisting": "{n}现在养了哪些宠物？"}),
    frags={
        EN: {
            "has": (
                "I've got a whippet called {v}",
                "my cat {v} sleeps on the glaze buckets",
                "our rescue dog {v} runs the house",
            ),
            "has3": ("{n} has a dog called {v}", "{n}'s cat is called {v}"),
            "add": (
                "we've adopted a second one, a kitten called {v}, as well as {old}",
                "{old} has a little brother now, a puppy called {v}",
                "I've added a rabbit called {v} to the zoo, {old} is not impressed",
            ),
            "add3": ("{n} has got another pet, a kitten called {v}, to keep {old} company",),
            "remove": (
                "we lost {old} last week, the house is so quiet",
                "{old} went to live with my mum, she's got the garden for it",
            ),
            "use": (
                "{v} knocked a leather-hard bowl off the side, I could cry.",
                "Vet bill for {v} came to ninety quid, that's a whole fair's takings.",
                "{v} has clay pawprints all over the hall again.",
            ),
            "dist": (
                "There's a lost cat poster in Hanley, ginger, called {v}.",
                "If I got a dog I'd call it {v}, after the oatcake shop.",
                "My neighbour's parrot is called {v}, it swears at the postman.",
            ),
        },
        ZH: {
            "has": ("我养了一只猫叫{v}", "我家的狗叫{v}"),
            "has3": ("{n}养了一只叫{v}的猫",),
            "add": (
                "我们又养了一只小猫，叫{v}，和{old}作伴",
                "家里又多了一只兔子叫{v}，{old}有点吃醋",
            ),
            "add3": ("{n}又养了一只叫{v}的小狗，陪{old}玩",),
            "remove": ("{old}上周走了，家里好安静", "{old}送到我妈家去了"),
            "use": ("{v}把我晾着的碗打翻了，气死。", "给{v}看兽医花了九十镑。"),
            "dist": ("Hanley贴了寻猫启事，橘猫叫{v}。", "要是养狗我就叫它{v}。"),
        },
    },
)

FAIRS = SlotDef(
    key="craft_fairs",
    multi=True,
    plans=False,
    who=("stall", "member", "retired"),
    pool={
        EN: (
            "Leek Makers Market",
            "Potfest in the Pens",
            "Bethesda Makers Market",
            "Buxton Craft Fair",
            "Stone Food Festival",
            "Festival Park Christmas Market",
            "Ceramic Art London",
            "Nantwich Makers Fair",
            "Ludlow Artisan Market",
        )
    },
    q=_q(
        {"coexisting": "Which craft fairs does {n} have a stall at now?"},
        {"coexisting": "{n}现在在哪些市集摆摊？"},
    ),  # fmt: skip
    frags={
        EN: {
            "has": ("I do a stall at {v} every month", "I'm a regular at {v}"),
            "has3": ("{n} has a stall at {v}", "{n} does {v}"),
            "add": (
                "I've got a pitch at {v} as well now, on top of {old}",
                "I've been accepted for {v}, so that's two with {old}",
            ),
            "add3": ("{n} is doing {v} now as well as {old}",),
            "remove": (
                "I've given up my pitch at {old}, the footfall was dead",
                "no more {old} for me, the pitch fee doubled",
            ),
            "use": (
                "Setting up at {v} in the rain, gazebo nearly took off.",
                "Sold out of bud vases at {v} by eleven!",
                "Anyone want a lift to {v} on Saturday? I've got room for one crate.",
            ),
            "dist": (
                "Applications for {v} close Friday if anyone fancies it.",
                "{v} was on Midlands Today, looked packed.",
                "Heard {v} is charging sixty quid a pitch now.",
            ),
        },
        ZH: {
            "has": ("我每个月在{v}摆摊", "我是{v}的常客摊主"),
            "has3": ("{n}在{v}摆摊",),
            "add": ("我也拿到了{v}的摊位，加上{old}就两个了",),
            "add3": ("{n}除了{old}，现在也去{v}摆摊",),
            "remove": ("{old}的摊位我不要了，人太少",),
            "use": ("在{v}下雨天摆摊，帐篷差点被吹走。", "{v}上午十一点花瓶就卖完了！"),
            "dist": ("{v}周五截止报名。", "{v}上了电视新闻，人好多。"),
        },
    },
)

LANGS = SlotDef(
    key="learning_language",
    multi=True,
    plans=False,
    pool={
        EN: ("Mandarin", "Cantonese", "Spanish", "Welsh", "Italian", "Japanese", "French"),
        ZH: ("西班牙语", "日语", "法语", "粤语", "意大利语", "德语"),
    },
    q=_q(
        {"coexisting": "Which languages is {n} learning now?"},
        {"coexisting": "{n}现在在学哪些语言？"},
    ),  # fmt: skip
    frags={
        EN: {
            "has": ("I'm learning {v} on Duolingo", "I've been doing {v} classes at the college"),
            "has3": ("{n} is learning {v}",),
            "add": (
                "I've started {v} as well, alongside the {old}",
                "on top of {old} I'm doing {v} now, brain is full",
            ),
            "add3": ("{n} has taken up {v} too, as well as {old}",),
            "remove": ("I've given up on {old}, the streak died at 200 days",),
            "use": (
                "Practised my {v} on the lady at the Chinese supermarket, she was very patient.",
                "My {v} homework tonight is all about the weather, very Stoke.",
                "Dreamt in {v} last night, only about bowls though.",
            ),
            "dist": (
                "The college is doing a free {v} taster on Wednesdays.",
                "Is {v} harder than German? Asking for my grandson.",
                "My nephew says {v} grammar is a nightmare.",
            ),
        },
        ZH: {
            "has": ("我在Duolingo上学{v}", "我在学{v}"),
            "has3": ("{n}在学{v}",),
            "add": ("除了{old}，我又开始学{v}了", "我现在{old}和{v}一起学"),
            "add3": ("{n}除了{old}还开始学{v}了",),
            "remove": ("{old}我放弃了，连续打卡断了",),
            "use": ("今天用{v}跟邻居聊了几句，好紧张。", "{v}的作业太多了。"),
            "dist": ("图书馆有免费的{v}体验课。", "{v}是不是很难学？"),
        },
    },
)

SINGLE_SLOTS = (HOME, JOB, CARRIER, CAR, CLAY, BANK, ENERGY, STREAM, GYM, DENTIST, SCHOOL, SHOP)
MULTI_SLOTS = (PETS, FAIRS, LANGS)

# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news.  {a} is another member, {z} a Chinese-speaking member.
# ---------------------------------------------------------------------------------------------

FILLER_EN = (
    "Morning all. Kiln's unloaded, come and get your pots before the clay club kids see them.",
    "Who left the slip bucket open? It's like yoghurt now.",
    "Gary, is the bisque going on tonight or tomorrow?",
    "Throwing night was brilliant, finally pulled a cylinder over eight inches.",
    "Reminder: subs are due on Friday, cash in the tin or bank transfer to the co-op account.",
    "Anybody got a spare size 4 trimming tool? Mine's walked off again.",
    "The tenmoku test tiles came out like chocolate, not complaining.",
    "Saturday clay club made forty-two pinch pot monsters. Forty-two. Send coffee.",
    "Oatcakes from the place on Waterloo Road for the AGM, I'll bring cheese and bacon ones.",
    "It's absolutely chucking it down in Burslem, bring a brolly.",
    "My shino came out crawly again. Too thick, I know, I know.",
    "Does anyone want the old banding wheel? Free to a good home.",
    "Ceramics biennial tickets are on sale, shall we do a group trip?",
    "Forty years on the banks at Spode and I still can't throw a teapot spout straight.",
    "Who's on the cleaning rota this week? The wheel trays are a disgrace.",
    "{a}, your bowls are still on the damp shelf, they'll go mouldy.",
    "Glaze mixing session Sunday at ten, wear a mask please, silica is not a joke.",
    "Just seen the Gladstone chimney lit up for the festival, gorgeous.",
    "The heater in the back room is on the blink again, I've told the landlord.",
    "Honestly the kiln gods hate me this week, three cracked bases.",
    "{a} made the best lemon drizzle for the open studio, we need the recipe.",
    "Remember when the whole of Longton was bottle ovens? My dad was a placer at Aynsley.",
    "Port Vale lost again, so I'm in a mood, don't talk to me about handles.",
    "Stoke City drew, which is basically a win these days.",
    "New bag of celadon frit arrived, it's on the top shelf by the spray booth.",
    "Can the evening class please label their pots, I've got six identical wonky mugs here.",
    "Open studio was mobbed, we sold nearly all the seconds!",
    "{a}'s little one asked me if the kiln was a dragon. Fair enough really.",
    "Is anyone going to the Throw Down filming at Middleport? Apparently there's a queue.",
    "Wax resist is nearly gone, I'll order more with the next clay delivery.",
    "Lovely evening at the wheel, nobody talked, just the radio and the hum of the pug mill.",
    "Fired to cone 6 and the witness cones all flopped perfectly. Proud of that one.",
    "Bus was late again so I missed the start of the demo, anyone film it?",
    "The kids' clay club Halloween pumpkins are out of the kiln, some have very rude faces.",
    "Who's got the key for the glaze cupboard? It's not on the hook.",
    "Had my hands in reclaim all afternoon, they look about ninety.",
    "Thinking of doing a raku night in summer if we can borrow a burner.",
    "{a}, thanks for covering my kiln shift, I owe you a brew.",
    "The new students are lovely, one of them centred on her first go, I was fuming.",
    "Frost last night, please don't leave greenware in the yard.",
    "Went to the Potteries Museum today, the Spitfire and the Staffordshire dogs, a perfect day.",
    "Thanks {z}, 谢谢! Those dumplings at the open studio were gone in ten minutes.",
    "Brew's on if anyone's coming in. Milk's off though, someone bring some.",
    "Just found a mug I made in 1987 at the back of my mum's cupboard. Terrible handle.",
    "Committee meeting moved to Thursday, sorry for the faff.",
    "Can someone check the kiln sitter? It clicked off early and I daren't touch it.",
    "Spare seats for the coach to the Festival of Ceramics if anyone wants one.",
    "The new test kiln controller is in, Gary's printed instructions, please actually read them.",
    "Grandad worked the saggars at Wedgwood for thirty years, he'd laugh at my little pots.",
    "Anyone else's slab roller squeaking? I think it needs oil, not prayers.",
    "Clay club tomorrow: we're making tiles with handprints, bring aprons.",
    "The stall did alright today, fifty quid and a sunburnt neck.",
    "Does anyone know a good sign-writer for the new studio board?",
    "Had oatcakes for breakfast, lunch and tea. Living the Stoke dream.",
    "Sorry I was short with everyone Tuesday, long week.",
    "{a}, your celadon is gorgeous, how thick did you dip it?",
    "We're short of ware boards, please return any you've taken home.",
    "Loving the new radio in the studio, though who keeps putting it on Smooth?",
)

FILLER_ZH = (
    "早上好！窑开了，大家的作品可以来拿了。",
    "谁把泥浆桶开着没盖？都干了。",
    "今晚拉坯终于拉出一个二十厘米的筒，开心。",
    "周六黏土班的小朋友做了好多小怪兽，太可爱了。",
    "天目釉的试片出来了，颜色像巧克力。",
    "今天Burslem下大雨，记得带伞。",
    "有人有多余的修坯刀吗？我的又不见了。",
    "会费周五前交哦，现金放盒子里或者转账。",
    "这周窑神不保佑，三个底都裂了。",
    "孩子说窑像一条龙，哈哈。",
    "上釉的时候请戴口罩，硅尘很危险。",
    "周日十点调釉，欢迎来帮忙。",
    "今天去了陶瓷博物馆，很值得一看。",
    "我带了饺子来开放日，大家尝尝。",
    "我的青瓷釉又流釉了，粘在棚板上了，对不起{a}。",
    "后面房间的暖气又坏了。",
    "新来的学员好厉害，第一次就定中心了。",
    "昨晚霜冻，别把泥坯放在院子里。",
    "谁拿了釉料柜的钥匙？",
    "开放日卖了好多次品，太好了！",
    "中秋节快乐！我带了月饼来工作室。",
    "今天揉泥揉到手抽筋。",
    "{a}的青瓷好漂亮，釉上了多厚？",
    "明天黏土班做手印瓷砖，记得带围裙。",
    "今天摆摊卖了五十镑，脖子晒红了。",
    "周末带孩子去了Gladstone博物馆，孩子很喜欢瓶窑。",
    "泥板机又吱吱响了，该上油了。",
    "有人周六去市集吗？可以拼车。",
)

TAIL_EN = ("", "", "", " x", " Ta.", " Cheers, duck.", " 😂", " Anyway.", " Night all.")
TAIL_ZH = ("", "", "", "哈哈", "😂", "～")
REACT_EN = (
    "Ooh, good for you!",
    "Nice one.",
    "About time!",
    "Lovely, congrats!",
    "Ha, didn't see that coming.",
    "Fair play.",
    "Oh right, I'd wondered.",
    "That's great news, duck.",
    "Ta for letting us know.",
    "Blimey.",
    "Nice, 加油!",
)
REACT_ZH = ("太好了！", "恭喜恭喜！", "哇，不错哦。", "好的，知道了。", "加油！", "哈哈，终于！")
LEAD_EN = (
    "Evening all, what's everyone been up to?",
    "Any news from anyone?",
    "Quiet in here today.",
    "How was everyone's week?",
    "Right, catch-up time, go.",
    "Kettle's on. Gossip please.",
)
LEAD_ZH = ("大家最近怎么样？", "今天群里好安静。", "有什么新鲜事吗？")
ASK_ABOUT_EN = (
    "Has anyone heard from {n} lately? Not seen {o} at the wheel for weeks.",
    "What's {n} up to these days?",
    "Is {n} coming to the AGM?",
    "Saw {n} in Hanley yesterday, looking very pleased with {r}self.",
)
ASK_ABOUT_ZH = ("{n}最近怎么样？好久没在工作室见到{o}了。", "有人知道{n}最近在忙什么吗？")
OPEN_CHAT_EN = (
    "Right, what a day, the bisque was still at 300 when I got in so I couldn't unpack, then "
    "the clay delivery came early and I was lugging bags in my slippers, and anyway",
    "Sorry I missed throwing night, the car park was full and then my mum rang about the "
    "gutters, long story, but the main thing is",
    "Had the grandkids all weekend, we made pinch pots and a very lopsided owl, and oh yes,",
    "Finally got round to cleaning my wheel head, found a bit of 2021 in there, and by the way",
)
CLOSE_CHAT_EN = (
    "so that's my news, now who's nicked the big sponge?",
    "anyway, are we still on for oatcakes on Saturday?",
    "and I'm shattered, goodnight all.",
    "which I'm still getting used to, but the tea's better so no complaints.",
)
OPEN_CHAT_ZH = (
    "今天好累，素烧的窑还没凉，泥料又提前送到了，搬了半天，对了，",
    "上周没来上课，孩子生病了，又要加班，说起来，",
)
CLOSE_CHAT_ZH = ("就这样，谁看到我的大海绵了？", "周六的oatcakes还吃吗？", "好了，晚安大家。")
LATE_EN = (
    "Forgot to mention, {c} {ago}.",
    "Oh, I never said on here — {c} {ago}.",
    "Meant to post this ages ago: {c} {ago}.",
    "Old news really, but {c} {ago}.",
)
LATE_ZH = ("忘了说，{ago}{c}。", "之前忘了告诉大家，{ago}{c}。")
DIRECT_EN = (
    "{C}.",
    "Quick update: {c}.",
    "Bit of news — {c}!",
    "{C}, and honestly I should've done it sooner.",
    "Just so you know, {c}.",
)
DIRECT_ZH = ("{c}。", "跟大家说一下，{c}。", "小更新：{c}！")
PLAN_EN = (
    "I'm thinking about whether to {i}.",
    "Planning to {i} in the new year.",
    "Seriously considering trying to {i}, watch this space.",
    "Might {i}, haven't decided yet.",
)
PLAN_ZH = ("我在考虑{i}。", "我打算明年{i}。", "最近在想要不要{i}。")
DROP_EN = (
    "Decided not to {i} after all, {keep}.",
    "Scrapped the idea to {i}. {Keep}.",
    "Forget what I said about trying to {i}, not happening.",
)
DROP_ZH = ("还是决定不{i}了。", "{i}的事算了，不折腾了。")
DONE_EN = ("Remember I said I might? Well, {c}.", "Went through with it in the end: {c}.")
DONE_ZH = ("之前说的那件事，终于办了：{c}。",)
CORRECT_EN = (
    "*{v}, not {w}. Sorry, brain's fried from glazing.",
    "Sorry, I meant {v}! Not {w}. Typing with clay hands.",
)
CORRECT_ZH = ("打错了，是{v}，不是{w}。", "不好意思，我是说{v}，不是{w}。")
SELF_EN = ("Update for the membership list: {c}.", "News from your favourite member: {c}!")
SELF_ZH = ("自我汇报一下：{c}。",)
THIRD_EN = (
    "{c}, did everyone know?",
    "Bumped into them at Tesco — {c}.",
    "Heard on the grapevine that {c}.",
)
THIRD_ZH = ("听说{c}。", "{c}，大家知道吗？")
NEG_EN = ("{N} — {p} now.", "{N}. {P} these days.")
NEG_ZH = ("{nn}，现在{p}。",)
PAST_EN = ("{P}, back before all this.", "Funny, {p} once, feels like ages ago.")
PAST_ZH = ("{p}，感觉好久以前了。",)


# ---------------------------------------------------------------------------------------------
# The generator.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    kids: bool

    def pron(self, lang: str, kind: str = "s") -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        table = {"s": ("she", "he"), "o": ("her", "him"), "r": ("her", "him")}
        return table[kind][0 if self.gender == "f" else 1]


@dataclass
class Ep:
    day: int
    minute: int
    speaker: str
    text: str
    session: str
    language: str


@dataclass
class World:
    rng: random.Random
    people: list[Person]
    eps: list[Ep] = field(default_factory=list)
    probes: list[dict[str, Any]] = field(default_factory=list)
    n_sessions: int = 0
    taken: set[str] = field(default_factory=set)  # pet names already given to someone

    def others(self, p: Person) -> list[Person]:
        return [o for o in self.people if o.name != p.name]

    def zh_names(self) -> list[str]:
        return [o.name for o in self.people if o.lang == ZH]

    def convo(
        self, day: int, turns: list[tuple[Person, str]], lead: bool = True, news: bool = True
    ) -> None:
        """One conversation: maybe a lead-in by someone else, the turns, maybe a reaction."""
        rng = self.rng
        day = max(0, min(LAST_DAY, day))
        self.n_sessions += 1
        session = f"studio-chat-{day:03d}-{self.n_sessions}"
        minute = rng.randint(7 * 60, 22 * 60)
        first = turns[0][0]
        out: list[tuple[Person, str]] = []
        if lead and news and rng.random() < 0.25:
            o = rng.choice(self.others(first))
            out.append((o, rng.choice(LEAD_ZH if o.lang == ZH else LEAD_EN)))
        out += turns
        if news and rng.random() < 0.5:
            o = rng.choice(self.others(first))
            out.append((o, rng.choice(REACT_ZH if o.lang == ZH else REACT_EN)))
        for who, text in out:
            self.eps.append(Ep(day, minute, who.name, text, session, who.lang))
            minute += rng.randint(1, 9)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def fill(t: str, **kw: str) -> str:
    for k, v in kw.items():
        t = t.replace("{" + k + "}", v)
    return t


def ago_text(rng: random.Random, gap: int, change_day: int, lang: str) -> str:
    """How long ago something happened, told `gap` days after `change_day`."""
    when = START_DT + timedelta(days=change_day)
    month_en = when.strftime("%B")
    weeks = max(2, round(gap / 7))
    if lang == ZH:
        return rng.choice((f"{weeks}个星期前", f"{when.month}月份的时候"))
    numbers = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
    return rng.choice((f"about {numbers.get(weeks, str(weeks))} weeks ago", f"back in {month_en}"))


@dataclass
class Timeline:
    """The truth for one person's single-valued slot."""

    values: list[str]  # held in order
    starts: list[int]  # day each value became true
    told: list[int]  # day each value was first told
    mentioned: set[str] = field(default_factory=set)
    abandoned: set[str] = field(default_factory=set)
    pending: str | None = None


def pick(rng: random.Random, pool: tuple[str, ...], avoid: set[str]) -> str:
    free = [v for v in pool if v not in avoid]
    return rng.choice(free)


def spread_days(rng: random.Random, first: int, n: int, last: int, gap: int) -> list[int]:
    """n increasing days after `first`, at least `gap` apart, before `last`."""
    span = last - first - gap * (n + 1)
    cuts = sorted(rng.sample(range(max(span, n + 1)), n))
    return [first + gap * (i + 1) + c for i, c in enumerate(cuts)]


INTRO_EN = (
    "{P}.",
    "For the newcomers: {p}.",
    "{P}, has been for a while now.",
    "Not that anyone asked, but {p}.",
)
INTRO_ZH = ("{p}。", "给新朋友介绍一下，{p}。", "顺便说一下，{p}。")
SCOPED_EN = ("These days it's {x}.", "For the record, {x}.")
SCOPED_ZH = ("现在是{x}。",)


def frag(slot: SlotDef, lang: str, key: str, rng: random.Random) -> str | None:
    opts = slot.frags[lang].get(key) or ()
    return rng.choice(opts) if opts else None


def clause(
    w: World,
    slot: SlotDef,
    lang: str,
    key: str,
    p: Person,
    v: str = "",
    old: str = "",
    n: str | None = None,
    x: str = "",
) -> str:
    t = frag(slot, lang, key, w.rng) or ""
    return fill(t, v=v, old=old, n=n if n is not None else p.name, s=p.pron(lang), x=x)


def tell_change(
    w: World,
    p: Person,
    slot: SlotDef,
    v: str,
    old: str,
    mode: str,
    day: int,
    tl: Timeline,
    gap: int = 0,
    change_day: int = 0,
) -> None:
    """Emit a conversation in which p's slot moves from `old` to `v` (told on `day`)."""
    rng, L = w.rng, p.lang
    new = clause(w, slot, L, "new", p, v, old)
    zh = L == ZH
    if mode == "use" and slot.frags[L].get("use"):
        w.convo(day, [(p, clause(w, slot, L, "use", p, v, old))])
    elif mode == "third":
        r = rng.choice(w.others(p))
        c = clause(w, slot, r.lang, "new3", p, v, old)
        t = rng.choice(THIRD_ZH if r.lang == ZH else THIRD_EN)
        w.convo(day, [(r, cap(fill(t, c=c)))])
    elif mode == "pronoun":
        a = rng.choice(w.others(p))
        r = rng.choice([o for o in w.others(p) if o.name != a.name])
        ask = fill(rng.choice(ASK_ABOUT_ZH if a.lang == ZH else ASK_ABOUT_EN), n=p.name,
                   o=p.pron(a.lang, "o"), r=p.pron(a.lang, "r"))  # fmt: skip
        c = clause(w, slot, r.lang, "new3", p, v, old, n=p.pron(r.lang))
        tail = (
            "。" if r.lang == ZH else rng.choice((".", ", told me at the fair.", ", lucky thing."))
        )
        w.convo(day, [(a, ask), (r, cap(c) + tail)], lead=False)
    elif mode == "self":
        c = clause(w, slot, L, "new3", p, v, old)
        w.convo(day, [(p, fill(rng.choice(SELF_ZH if zh else SELF_EN), c=c))])
    elif mode == "we" and slot.frags[L].get("we"):
        c = clause(w, slot, L, "we", p, v, old)
        w.convo(day, [(p, fill(rng.choice(DIRECT_ZH if zh else DIRECT_EN), c=c, C=cap(c)))])
    elif mode == "neg" and slot.frags[L].get("neg"):
        nn = clause(w, slot, L, "neg", p, v, old)
        pres = clause(w, slot, L, "pres", p, v, old)
        t = rng.choice(NEG_ZH if zh else NEG_EN)
        w.convo(day, [(p, fill(t, N=cap(nn), nn=nn, p=pres, P=cap(pres)))])
    elif mode == "chatty":
        if zh:
            text = rng.choice(OPEN_CHAT_ZH) + new + "，" + rng.choice(CLOSE_CHAT_ZH)
        else:
            text = rng.choice(OPEN_CHAT_EN) + " " + new + ", " + rng.choice(CLOSE_CHAT_EN)
        w.convo(day, [(p, text)])
    elif mode == "correct":
        wrong = pick(rng, slot.pool.get(L, slot.pool[EN]), set(tl.values) | tl.mentioned | {v})
        tl.mentioned.add(wrong)
        bad = clause(w, slot, L, "new", p, wrong, old)
        first = fill(rng.choice(DIRECT_ZH if zh else DIRECT_EN), c=bad, C=cap(bad))
        fix = fill(rng.choice(CORRECT_ZH if zh else CORRECT_EN), v=v, w=wrong)
        w.convo(day, [(p, first), (p, fix)])
    elif mode == "late":
        ago = ago_text(rng, gap, change_day, L)
        w.convo(day, [(p, fill(rng.choice(LATE_ZH if zh else LATE_EN), c=new, ago=ago))])
    elif mode == "done":
        w.convo(day, [(p, fill(rng.choice(DONE_ZH if zh else DONE_EN), c=new))])
    else:
        w.convo(day, [(p, fill(rng.choice(DIRECT_ZH if zh else DIRECT_EN), c=new, C=cap(new)))])


def tell_intro(w: World, p: Person, slot: SlotDef, v: str, day: int) -> None:
    rng, L = w.rng, p.lang
    roll = rng.random()
    if roll < 0.2:
        r = rng.choice(w.others(p))
        c = clause(w, slot, r.lang, "pres3", p, v)
        t = (
            "{C}。"
            if r.lang == ZH
            else rng.choice(("{C}, I think.", "{C}, if you need to know.", "Pretty sure {c}."))
        )
        w.convo(day, [(r, fill(t, c=c, C=cap(c)))])
    elif roll < 0.35 and L == EN:
        pres = clause(w, slot, L, "pres", p, v)
        w.convo(
            day, [(p, rng.choice(OPEN_CHAT_EN) + " " + pres + ", " + rng.choice(CLOSE_CHAT_EN))]
        )
    else:
        pres = clause(w, slot, L, "pres", p, v)
        w.convo(
            day, [(p, fill(rng.choice(INTRO_ZH if L == ZH else INTRO_EN), p=pres, P=cap(pres)))]
        )


CHANGE_MODES = (
    "direct",
    "direct",
    "use",
    "third",
    "pronoun",
    "self",
    "we",
    "neg",
    "chatty",
    "correct",
    "late",
    "late",
)


def plan_text(w: World, p: Person, slot: SlotDef, vp: str) -> str:
    i = clause(w, slot, p.lang, "inf", p, vp)
    return fill(w.rng.choice(PLAN_ZH if p.lang == ZH else PLAN_EN), i=i)


def single_slot(w: World, p: Person, slot: SlotDef) -> Timeline:
    """Build and tell one person's single-valued slot; return its truth."""
    rng, L = w.rng, p.lang
    pool = slot.pool.get(L, slot.pool[EN])
    k = rng.choices((1, 2, 3), weights=(45, 40, 15))[0]
    intro = rng.randint(0, 100)
    vals = rng.sample(pool, k + 1)
    starts = [intro] + spread_days(rng, intro, k, LAST_DAY - 30, 55)
    tl = Timeline(values=vals, starts=starts, told=list(starts))
    modes = [rng.choice(CHANGE_MODES) for _ in range(k)]
    # a plan that later happens, attached to one change
    planned = rng.randrange(k) if slot.plans and rng.random() < 0.45 else None
    for j in range(k):
        if modes[j] == "late":
            tl.told[j + 1] = starts[j + 1] + rng.randint(18, 45)
            nxt = starts[j + 2] if j + 2 < len(starts) else LAST_DAY
            if tl.told[j + 1] >= nxt - 3:
                modes[j], tl.told[j + 1] = "direct", starts[j + 1]
        if planned == j and modes[j] == "late":
            modes[j] = "direct"
    tell_intro(w, p, slot, vals[0], intro)
    for j in range(k):
        v, old, day = vals[j + 1], vals[j], tl.told[j + 1]
        if planned == j:
            pday = max(tl.told[j] + 3, starts[j + 1] - rng.randint(25, 70))
            w.convo(pday, [(p, plan_text(w, p, slot, v))])
            mode = "done" if rng.random() < 0.5 else modes[j]
        else:
            mode = modes[j]
        tell_change(w, p, slot, v, old, mode, day, tl, gap=day - starts[j + 1],
                    change_day=starts[j + 1])  # fmt: skip
        if rng.random() < 0.45:  # the old value, mentioned as the past
            past = clause(w, slot, L, "past", p, old)
            if past:
                t = rng.choice(PAST_ZH if L == ZH else PAST_EN)
                end = starts[j + 2] if j + 2 < len(starts) else LAST_DAY
                if end - day > 12:
                    w.convo(
                        rng.randint(day + 5, end - 5),
                        [(p, fill(t, p=past, P=cap(past)))],
                        news=False,
                    )
    # now and then the current value shown by use, later on
    if rng.random() < 0.4 and slot.frags[L].get("use") and LAST_DAY - tl.told[-1] > 15:
        w.convo(rng.randint(tl.told[-1] + 5, LAST_DAY - 2),
                [(p, clause(w, slot, L, "use", p, vals[-1]))], news=False)  # fmt: skip
    # dropped plans and idle "thinking about"
    used = set(vals)
    busy = tl.told[-1]
    if slot.plans and rng.random() < 0.45:
        i = rng.randrange(len(vals))
        lo = tl.told[i] + 4
        hi = (starts[i + 1] - 4) if i + 1 < len(vals) else LAST_DAY - 40
        if hi - lo > 30:
            vp = pick(rng, pool, used | tl.mentioned)
            tl.abandoned.add(vp)
            pday = rng.randint(lo, hi - 25)
            w.convo(pday, [(p, plan_text(w, p, slot, vp))])
            if i + 1 < len(vals) and rng.random() < 0.5:
                pass  # "thinking about" that never went anywhere: a later change overtook it
            else:
                inf = clause(w, slot, L, "inf", p, vp)
                keep = clause(w, slot, L, "pres", p, vals[i])
                t = rng.choice(DROP_ZH if L == ZH else DROP_EN)
                dday = rng.randint(pday + 10, hi)
                busy = max(busy, dday)
                w.convo(dday, [(p, fill(t, i=inf, keep=keep, Keep=cap(keep)))])
    # a plan still pending at the end
    if slot.plans and rng.random() < 0.3 and LAST_DAY - 35 > busy + 10:
        vp = pick(rng, pool, used | tl.mentioned | tl.abandoned)
        tl.pending = vp
        w.convo(rng.randint(busy + 10, LAST_DAY - 25), [(p, plan_text(w, p, slot, vp))])
    # scoped exception beside the current value
    if slot.frags[L].get("scoped") and rng.random() < 0.5 and LAST_DAY - tl.told[-1] > 15:
        x = pick(rng, pool, used | tl.mentioned | tl.abandoned)
        tl.mentioned.add(x)
        sc = clause(w, slot, L, "scoped", p, vals[-1], x=x)
        t = rng.choice(SCOPED_ZH if L == ZH else SCOPED_EN)
        w.convo(rng.randint(tl.told[-1] + 5, LAST_DAY - 2), [(p, fill(t, x=sc))])
    return tl


def single_probes(w: World, p: Person, slot: SlotDef, tl: Timeline) -> list[dict[str, Any]]:
    qs = slot.q[p.lang]
    cur = tl.values[-1]
    every = set(tl.values) | tl.mentioned | tl.abandoned | ({tl.pending} if tl.pending else set())
    base = {"subject": p.name, "slot": slot.key, "values": sorted(every)}
    out = [
        dict(
            base,
            kind="current",
            question=fill(qs["current"], n=p.name),
            gold=[cur],
            outdated=sorted(set(tl.values[:-1]) - {cur}),
            abandoned=sorted(tl.abandoned),
        )
    ]
    out.append(
        dict(
            base,
            kind="historical",
            question=fill(qs["historical"], n=p.name),
            gold=[tl.values[-2]],
            outdated=[],
            abandoned=sorted(tl.abandoned),
        )
    )
    if w.rng.random() < 0.33:
        spans = [(tl.told[i] + 3, tl.starts[i + 1] - 3, i) for i in range(len(tl.values) - 1)]
        spans = [s for s in spans if s[1] - s[0] >= 8]
        if spans:
            lo, hi, i = w.rng.choice(spans)
            out.append(dict(base, kind="as_of", question=fill(qs["as_of"], n=p.name),
                            gold=[tl.values[i]], outdated=[], abandoned=sorted(tl.abandoned),
                            as_of_day=(lo + hi) // 2))  # fmt: skip
    if tl.pending and "planning" in qs:
        out.append(
            dict(
                base,
                kind="planning",
                question=fill(qs["planning"], n=p.name),
                gold=[tl.pending],
                outdated=[],
                abandoned=sorted(tl.abandoned),
            )
        )
    return out


def multi_slot(w: World, p: Person, slot: SlotDef) -> dict[str, Any]:
    """Build and tell one person's multi-valued slot; return its coexisting probe."""
    rng, L = w.rng, p.lang
    pool = slot.pool.get(L, slot.pool[EN])
    free = [v for v in pool if not (slot.key == "pets" and v in w.taken)]
    v0, v1, v2 = rng.sample(free if len(free) >= 3 else list(pool), 3)
    if slot.key == "pets":
        w.taken |= {v0, v1, v2}
    shape = rng.choice(("two", "two", "three", "swap"))
    d0 = rng.randint(0, 150)
    d1, d2, d3 = spread_days(rng, d0, 3, LAST_DAY - 20, 50)
    tell_has = rng.random()
    if tell_has < 0.25:
        r = rng.choice(w.others(p))
        c = clause(w, slot, r.lang, "has3", p, v0)
        w.convo(d0, [(r, cap(c) + ("。" if r.lang == ZH else "."))])
    else:
        c = clause(w, slot, L, "has", p, v0)
        w.convo(d0, [(p, fill(rng.choice(INTRO_ZH if L == ZH else INTRO_EN), p=c, P=cap(c)))])

    def add(v: str, old: str, day: int) -> None:
        roll = rng.random()
        if roll < 0.25:
            r = rng.choice(w.others(p))
            c = clause(w, slot, r.lang, "add3", p, v, old)
            w.convo(day, [(r, fill(rng.choice(THIRD_ZH if r.lang == ZH else THIRD_EN), c=c))])
        elif roll < 0.45 and L == EN:
            c = clause(w, slot, L, "add", p, v, old)
            w.convo(
                day, [(p, rng.choice(OPEN_CHAT_EN) + " " + c + ", " + rng.choice(CLOSE_CHAT_EN))]
            )
        else:
            c = clause(w, slot, L, "add", p, v, old)
            w.convo(
                day, [(p, fill(rng.choice(DIRECT_ZH if L == ZH else DIRECT_EN), c=c, C=cap(c)))]
            )

    add(v1, v0, d1)
    have = [v0, v1]
    if shape == "three":
        add(v2, rng.choice(have), d3)
        have.append(v2)
    elif shape == "swap":
        c = clause(w, slot, L, "remove", p, old=v0)
        w.convo(d2, [(p, cap(c) + ("。" if L == ZH else "."))])
        have.remove(v0)
        add(v2, v1, d3)
        have.append(v2)
    since = {v0: d0, v1: d1, v2: d3}
    for v in have:
        if rng.random() < 0.5 and slot.frags[L].get("use") and since[v] + 5 < LAST_DAY:
            line = clause(w, slot, L, "use", p, v)
            w.convo(rng.randint(since[v] + 3, LAST_DAY), [(p, line)], news=False)
    return {
        "subject": p.name,
        "slot": slot.key,
        "kind": "coexisting",
        "question": fill(slot.q[p.lang]["coexisting"], n=p.name),
        "gold": sorted(have),
        "outdated": [],
        "abandoned": [],
        "values": sorted({v0, v1, v2} if shape != "two" else {v0, v1}),
    }


def distractors(w: World, vocab: dict[tuple[str, str], set[str]], n: int) -> None:
    """Lines naming values of a slot that are nobody's state (news, adverts, questions)."""
    rng = w.rng
    slots = SINGLE_SLOTS + MULTI_SLOTS
    for _ in range(n):
        slot = rng.choice(slots)
        s = rng.choice(w.people)
        pool = slot.pool.get(s.lang, slot.pool[EN])
        own = vocab.get((s.name, slot.key), set())
        v = pick(rng, pool, own)
        line = fill(frag(slot, s.lang, "dist", rng) or "", v=v)
        if line:
            w.convo(rng.randint(0, LAST_DAY), [(s, line)], news=False)


def filler(w: World, n: int) -> None:
    rng = w.rng
    for _ in range(n):
        s = rng.choice(w.people)
        a = rng.choice(w.others(s)).name
        zs = w.zh_names() or [a]
        pool = FILLER_ZH if s.lang == ZH else FILLER_EN
        tail = rng.choice(TAIL_ZH if s.lang == ZH else TAIL_EN)
        turns = [(s, fill(rng.choice(pool), a=a, z=rng.choice(zs)) + tail)]
        if rng.random() < 0.4:
            r = rng.choice(w.others(s))
            turns.append((r, fill(rng.choice(FILLER_ZH if r.lang == ZH else FILLER_EN),
                                  a=s.name, z=rng.choice(zs))))  # fmt: skip
        w.convo(rng.randint(0, LAST_DAY), turns, lead=False, news=False)


def choose_people(rng: random.Random) -> list[Person]:
    n = rng.randint(11, 13)
    n_zh = 3 if n < 13 else 4
    en = [t for t in PEOPLE_POOL if t[2] == EN and t[3] != "kiln"]
    zh = [t for t in PEOPLE_POOL if t[2] == ZH]
    kiln = [t for t in PEOPLE_POOL if t[3] == "kiln"]
    picked = kiln + rng.sample(en, n - n_zh - 1) + rng.sample(zh, n_zh)
    rng.shuffle(picked)
    return [Person(*t) for t in picked]


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: episodes (time-ordered) and probes (see the module doc)."""
    rng = random.Random(seed * 1009 + 77)
    w = World(rng, choose_people(rng))
    vocab: dict[tuple[str, str], set[str]] = {}
    for p in w.people:
        singles = [s for s in SINGLE_SLOTS
                   if (not s.who or p.role in s.who) and (not s.kids or p.kids)]  # fmt: skip
        multis = [s for s in MULTI_SLOTS if not s.who or p.role in s.who]
        n_multi = rng.choice((0, 1, 1, 2))
        n_single = max(4 - n_multi, rng.randint(3, 4))
        for slot in rng.sample(singles, min(n_single, len(singles))):
            tl = single_slot(w, p, slot)
            probes = single_probes(w, p, slot, tl)
            vocab[(p.name, slot.key)] = set(probes[0]["values"])
            w.probes += probes
        for slot in rng.sample(multis, min(n_multi, len(multis))):
            probe = multi_slot(w, p, slot)
            vocab[(p.name, slot.key)] = set(probe["values"])
            w.probes.append(probe)
    distractors(w, vocab, rng.randint(45, 65))
    target = rng.randint(640, 760)
    while len(w.eps) < target:
        filler(w, 1)
    w.eps.sort(key=lambda e: (e.day, e.minute))
    episodes = [{"day": e.day, "minute": e.minute, "speaker": e.speaker, "text": e.text,
                 "session": e.session, "language": e.language} for e in w.eps]  # fmt: skip
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": w.probes}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well-formed)."""
    errors = []
    texts = [e["text"] for e in world["episodes"]]
    for e in world["episodes"]:
        if e["language"] not in (EN, ZH) or not e["text"] or not e["speaker"]:
            errors.append(f"bad episode {e}")
        if not 0 <= e["day"] <= LAST_DAY or not e.get("session"):
            errors.append(f"bad day/session {e}")
    days = [(e["day"], e["minute"]) for e in world["episodes"]]
    if days != sorted(days):
        errors.append("episodes out of order")
    for p in world["probes"]:
        if p["kind"] not in KINDS:
            errors.append(f"bad kind {p}")
        if not p["gold"] or not p["question"] or not p["slot"]:
            errors.append(f"empty probe {p}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errors.append(f"gold {g!r} never said ({p['subject']}/{p['slot']})")
            if g not in p["values"]:
                errors.append(f"gold {g!r} not in values {p}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errors.append(f"gold also outdated/abandoned {p}")
        if p["kind"] == "as_of" and not isinstance(p.get("as_of_day"), int):
            errors.append(f"as_of without day {p}")
    return errors


def main() -> None:
    for seed in (7, 11, 23):
        world = generate(seed)
        assert world == generate(seed), "not deterministic"
        errors = validate(world)
        for err in errors[:20]:
            print("  ERROR", err)
        eps, probes = world["episodes"], world["probes"]
        people = {p["subject"] for p in probes}
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        slots: dict[str, set[str]] = {}
        for p in probes:
            slots.setdefault(p["subject"], set()).add(p["slot"])
        per = sorted(len(s) for s in slots.values())
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{len(people)} people, slots/person {per[0]}-{per[-1]}, {kinds}, "
              f"errors {len(errors)}")  # fmt: skip
        if errors:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
