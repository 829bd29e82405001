"""Blind text world ``blind_bc``: the regulars of a board-game café in Reading.

``generate(seed)`` invents ten to fourteen people who hang around a board-game café in Reading
(the two owners, weekend staff, the Tuesday wargaming crowd, students, a couple of software
developers, parents who bring their kids, and a few Chinese-speaking regulars who write in
simplified Chinese).  Over two years they chat in the café's group chat, mostly about games,
weather and snacks.  Each person has four to seven state slots (neighbourhood, employer, phone,
usual drink, gym, bank, pets, instruments, clubs, ...) whose values change one to three times.

Changes are said straight out, shown only by use, reported by somebody else (often with a pronoun
in a following line), told weeks late, negated, corrected, planned (some plans happen, some are
dropped, some stay open), or buried in long chatty lines.  Multi-valued slots (pets, instruments,
clubs, languages being learnt) gain a second value alongside the first.  Distractor lines name
values of the same kind without them being anyone's state.

Written blind from a brief of situations: standard library only, deterministic given the seed.
Run ``python -m bench.text_worlds.blind_bc`` for the self-check.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
# day 0 is 1 March 2023
MONTH_STARTS = (0, 31, 61, 92, 122, 153, 184, 214, 245, 275, 306, 337, 365)

# name, gender (f/m), writes in, role
PEOPLE = (
    ("Gemma", "f", EN, "owner"),
    ("Rob", "m", EN, "owner"),
    ("Aisha", "f", EN, "staff"),
    ("Callum", "m", EN, "staff"),
    ("Freya", "f", EN, "staff"),
    ("Dave", "m", EN, "wargamer"),
    ("Marcus", "m", EN, "wargamer"),
    ("Nikhil", "m", EN, "wargamer"),
    ("Steph", "f", EN, "wargamer"),
    ("Owen", "m", EN, "wargamer"),
    ("Imogen", "f", EN, "student"),
    ("Tomasz", "m", EN, "student"),
    ("Bethan", "f", EN, "student"),
    ("Priya", "f", EN, "dev"),
    ("Jonno", "m", EN, "dev"),
    ("Helen", "f", EN, "parent"),
    ("Kwame", "m", EN, "parent"),
    ("Rachel", "f", EN, "parent"),
    ("Xiaoyu", "f", ZH, "student"),
    ("Haoran", "m", ZH, "student"),
    ("Meilin", "f", ZH, "parent"),
    ("Zhang Wei", "m", ZH, "dev"),
    ("Yating", "f", ZH, "student"),
    ("Jun", "m", ZH, "staff"),
)


@dataclass(frozen=True)
class Slot:
    key: str
    multi: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...] | None  # values a Chinese writer uses (None: the English pool)
    q: dict[str, str]  # question templates: kind -> en, "zh_" + kind -> zh
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]] | None = None
    plans: bool = True


def _q(cur: str, hist: str, asof: str, plan: str, zcur: str, zhist: str, zasof: str,
       zplan: str) -> dict[str, str]:  # fmt: skip
    return {"current": cur, "historical": hist, "as_of": asof, "planning": plan,
            "zh_current": zcur, "zh_historical": zhist, "zh_as_of": zasof,
            "zh_planning": zplan}  # fmt: skip


def _qm(cur: str, hist: str, zcur: str, zhist: str) -> dict[str, str]:
    return {"coexisting": cur, "current": cur, "historical": hist, "zh_coexisting": zcur,
            "zh_current": zcur, "zh_historical": zhist}  # fmt: skip


HOME = Slot(
    "home_area",
    False,
    (
        "Caversham",
        "Earley",
        "Tilehurst",
        "Woodley",
        "Whitley",
        "Emmer Green",
        "Katesgrove",
        "Southcote",
        "Theale",
        "Wokingham",
        "Twyford",
        "Coley Park",
        "Newtown",
        "Calcot",
    ),
    None,
    _q(
        "Which part of Reading does {n} live in now?",
        "Where did {n} live before?",
        "Where was {n} living?",
        "Where is {n} planning to move?",
        "{n}现在住在Reading哪一带？",
        "{n}以前住在哪里？",
        "{n}那时候住在哪里？",
        "{n}打算搬到哪里？",
    ),
    en={
        "has": ("I live in {v}", "I'm in {v}", "home is {v} these days", "I rent in {v}"),
        "became": (
            "I've moved to {v}",
            "we got the keys to the place in {v}",
            "I finally moved over to {v}",
            "I'm now living in {v}",
        ),
        "switch": (
            "I've left {old} and moved to {v}",
            "swapped {old} for {v}",
            "moved out of {old}, I'm in {v} now",
        ),
        "third": ("{n}'s moved to {v}", "{n} lives in {v} now", "{n} has left {old} for {v}"),
        "inf": ("move to {v}", "look at flats in {v}", "buy somewhere in {v}"),
        "use": (
            "It's a 25 minute walk from {v} to the café, which is actually lovely along the river",
            "Now that I'm in {v} the number 17 is useless to me, so I'll be on the bike",
            "My new neighbours in {v} have a trampoline and a very loud "
            "dog, so that's my Saturdays sorted",
        ),
        "we": ("we've moved to {v}", "we're in {v} now, the boxes are still everywhere"),
        "dist": (
            "There's a house in {d} on Rightmove with a turret. A TURRET.",
            "My sister keeps telling me to move to {d}, no chance",
            "Anyone know if the roadworks in {d} are done yet?",
            "If I ever win the lottery I'm buying one of those big houses in {d}",
            "Is {d} nice? A mate's looking at renting there",
        ),
    },
    zh={
        "has": ("我住在{v}", "我现在住{v}"),
        "became": ("我搬到{v}了", "我们已经搬到{v}了", "终于搬去{v}了"),
        "switch": ("从{old}搬到{v}了", "离开{old}了，现在住{v}"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}已经从{old}搬去{v}了"),
        "inf": ("搬到{v}", "在{v}找房子"),
        "use": (
            "从{v}走到店里要二十五分钟，沿着河走挺舒服的",
            "现在住{v}，17路公交用不上了，以后骑车来",
        ),
        "we": ("我们家搬到{v}了",),
        "dist": (
            "Rightmove上{d}有个房子带花园，价格离谱",
            "我表姐一直劝我搬到{d}，不考虑",
            "{d}那边好住吗？有个朋友想在那里租房",
        ),
    },
)

EMPLOYER = Slot(
    "employer",
    False,
    (
        "Oracle",
        "Microsoft",
        "Thames Water",
        "Kennet Analytics",
        "Forbury Labs",
        "Reading Uni",
        "Royal Berkshire Hospital",
        "Waitrose",
        "PepsiCo",
        "Brakspear Logistics",
        "Greyfriars Insurance",
        "Sutton Seeds",
        "Huckleberry Games",
    ),
    None,
    _q(
        "Where does {n} work now?",
        "Where did {n} work before?",
        "Where was {n} working?",
        "Where is {n} hoping to work next?",
        "{n}现在在哪里工作？",
        "{n}以前在哪里工作？",
        "{n}那时候在哪里工作？",
        "{n}打算去哪里工作？",
    ),
    en={
        "has": ("I work at {v}", "I'm at {v}", "I'm on the payroll at {v}"),
        "became": (
            "I've started at {v}",
            "I got the job at {v}",
            "I'm working at {v} now",
            "I signed the contract with {v}",
        ),
        "switch": (
            "handed in my notice at {old}, I start at {v} next week",
            "left {old} and I'm at {v} now",
            "jumped ship from {old} to {v}",
        ),
        "third": (
            "{n}'s got a new job at {v}",
            "{n} works at {v} now",
            "{n} has left {old}, {n} is at {v} now",
        ),
        "inf": ("apply to {v}", "take the offer from {v}", "go for the role at {v}"),
        "use": (
            "Can't do Thursday, {v} has us doing an all-day induction thing",
            "My {v} badge got stuck in the card shuffler, don't ask",
            "The canteen at {v} does a decent curry on Fridays, small mercies",
        ),
        "dist": (
            "{d} is hiring again apparently, saw it on LinkedIn",
            "Did you see {d} in the news? Layoffs again",
            "My cousin works at {d} and says the car park is a nightmare",
            "Would anyone here actually want to work at {d}?",
        ),
    },
    zh={
        "has": ("我在{v}工作", "我在{v}上班"),
        "became": ("我去{v}上班了", "拿到{v}的offer了，已经入职", "我现在在{v}工作"),
        "switch": ("从{old}辞职了，现在在{v}", "离开{old}了，去了{v}"),
        "third": ("{n}换工作了，去了{v}", "{n}现在在{v}上班", "{n}已经离开{old}，去{v}了"),
        "inf": ("去{v}工作", "接{v}的offer", "投{v}的简历"),
        "use": ("周四来不了，{v}要开全天的培训", "{v}食堂周五的咖喱还不错"),
        "dist": ("听说{d}又在招人了", "新闻说{d}要裁员", "我朋友在{d}上班，说停车很麻烦"),
    },
)

PHONE = Slot(
    "phone",
    False,
    (
        "Pixel 8",
        "iPhone 13",
        "iPhone 15 Pro",
        "Galaxy S23",
        "Fairphone 5",
        "Nothing Phone 2",
        "Xiaomi 13",
        "Motorola Edge 40",
        "OnePlus 11",
        "Galaxy A54",
    ),
    None,
    _q(
        "What phone does {n} use now?",
        "What phone did {n} have before?",
        "What phone did {n} have?",
        "Which phone is {n} planning to get?",
        "{n}现在用什么手机？",
        "{n}以前用什么手机？",
        "{n}那时候用什么手机？",
        "{n}打算换什么手机？",
    ),
    en={
        "has": ("I've got a {v}", "my phone's a {v}", "I'm on a {v}"),
        "became": ("I got a {v}", "I've upgraded to a {v}", "the new phone is a {v}"),
        "switch": (
            "the {old} finally died so I got a {v}",
            "swapped the {old} for a {v}",
            "traded in my {old}, I've got a {v} now",
        ),
        "third": (
            "{n} has got a {v} now",
            "{n}'s new phone is a {v}",
            "{n} finally ditched the {old}, {n} has a {v}",
        ),
        "inf": ("get a {v}", "upgrade to a {v}", "buy a {v}"),
        "use": (
            "Photo of the Cascadia board from my {v}, the night mode is unreal",
            "Sorry for the slow replies, still learning where everything is on the {v}",
            "The {v} battery lasted the whole Gloomhaven session, that's a first",
        ),
        "scoped": ("I use a {v} for everything, but work gave me a {x} for the on-call rota",),
        "dist": (
            "The {d} advert on the bus stop outside is enormous",
            "My dad's got a {d} and uses it exclusively for Candy Crush",
            "Is the {d} any good? Asking for a friend",
            "Someone left a {d} on table 4",
        ),
    },
    zh={
        "has": ("我用的是{v}", "我的手机是{v}"),
        "became": ("换了{v}", "新手机是{v}", "买了个{v}"),
        "switch": ("{old}坏了，换了{v}", "把{old}换成{v}了"),
        "third": ("{n}换了{v}", "{n}现在用{v}", "{n}把{old}换掉了，现在是{v}"),
        "inf": ("换{v}", "买{v}"),
        "use": ("用{v}拍的桌游照片，夜景模式太强了", "{v}电池撑了一整晚的Gloomhaven"),
        "scoped": ("平时用{v}，但是公司给我配了一台{x}专门值班用",),
        "dist": ("公交站那个{d}的广告好大", "我爸用{d}只玩消消乐", "{d}好用吗？帮朋友问的"),
    },
)

DRINK = Slot(
    "usual_drink",
    False,
    (
        "oat flat white",
        "chai latte",
        "Earl Grey",
        "hot chocolate",
        "iced americano",
        "Yorkshire Tea",
        "peppermint tea",
        "cortado",
        "matcha latte",
        "Diet Coke",
    ),
    ("茉莉花茶", "珍珠奶茶", "美式咖啡", "燕麦拿铁", "乌龙茶", "抹茶拿铁", "柠檬水"),
    _q(
        "What does {n} usually drink at the café now?",
        "What did {n} used to drink?",
        "What was {n}'s usual drink?",
        "What drink is {n} planning to switch to?",
        "{n}现在在店里一般喝什么？",
        "{n}以前一般喝什么？",
        "{n}那时候一般喝什么？",
        "{n}打算改喝什么？",
    ),
    en={
        "has": ("my usual is a {v}", "I always have a {v}", "it's {v} for me, every time"),
        "became": ("I've switched to {v}", "I'm on {v} now", "my new usual is {v}"),
        "switch": (
            "gave up {old}, it's {v} now",
            "I've swapped {old} for {v}",
            "no more {old}, I'm a {v} person now",
        ),
        "third": (
            "{n} drinks {v} now",
            "{n}'s on {v} these days",
            "{n} has given up {old} for {v}",
        ),
        "inf": ("switch to {v}", "try {v} for a month", "go over to {v}"),
        "use": (
            "Whoever is on the bar, can you start my {v} when you see me walk past the window",
            "Spilled my {v} all over the Wingspan egg tray, sorry Gemma",
            "Third {v} of the day and it's not even noon",
        ),
        "scoped": (
            "I have {v} most days, but it's {x} on wargaming nights because I need the caffeine",
        ),
        "dist": (
            "The Costa opposite is doing a {d} for £1.50 this week, traitors",
            "Who orders {d} in August??",
            "My mum thinks {d} is a personality trait",
            "New on the menu: {d}. I have not tried it",
        ),
    },
    zh={
        "has": ("我一般喝{v}", "我每次都点{v}"),
        "became": ("我改喝{v}了", "最近都喝{v}", "现在固定点{v}"),
        "switch": ("不喝{old}了，改喝{v}", "把{old}换成{v}了"),
        "third": ("{n}现在改喝{v}了", "{n}最近只喝{v}", "{n}不喝{old}了，喝{v}"),
        "inf": ("改喝{v}", "试试{v}"),
        "use": ("谁在吧台看到我进门就帮我做{v}吧", "今天第三杯{v}了"),
        "dist": ("对面Costa的{d}打折", "谁大夏天喝{d}啊", "菜单上新加了{d}，还没试"),
    },
)

GYM = Slot(
    "gym",
    False,
    (
        "PureGym",
        "The Gym Group",
        "Rivermead Leisure Centre",
        "Nuffield Health",
        "Oxygen Climbing",
        "Ironworks Gym",
        "Palmer Park parkrun",
        "Kennet Boulder Barn",
    ),
    None,
    _q(
        "Where does {n} work out now?",
        "Where did {n} work out before?",
        "Where was {n} working out?",
        "Which gym is {n} thinking of joining?",
        "{n}现在在哪里健身？",
        "{n}以前在哪里健身？",
        "{n}那时候在哪里健身？",
        "{n}打算去哪里健身？",
    ),
    en={
        "has": ("I go to {v}", "I'm a member at {v}", "I train at {v}"),
        "became": ("I've joined {v}", "I signed up at {v}", "I'm going to {v} now"),
        "switch": (
            "cancelled {old}, joined {v}",
            "moved from {old} to {v}",
            "quit {old} and I'm at {v} instead",
        ),
        "third": ("{n} has joined {v}", "{n} goes to {v} now", "{n} quit {old}, it's {v} now"),
        "inf": ("join {v}", "sign up at {v}", "give {v} a go"),
        "use": (
            "Legs are destroyed after {v} this morning, I'm not standing up for the rest "
            "of the campaign",
            "Saw my old PE teacher at {v} on the rowing machine, he's terrifying",
        ),
        "dist": (
            "{d} has a January offer, half price for three months",
            "Somebody tried to sell me a {d} membership outside Broad Street Mall",
            "Is {d} any good or is it all mirrors and protein shakes?",
        ),
    },
    zh={
        "has": ("我在{v}健身", "我是{v}的会员"),
        "became": ("我办了{v}的卡", "现在去{v}练", "加入{v}了"),
        "switch": ("退了{old}，办了{v}", "从{old}换到{v}了"),
        "third": ("{n}办了{v}的卡", "{n}现在去{v}", "{n}不去{old}了，改去{v}"),
        "inf": ("办{v}的卡", "去{v}试试"),
        "use": ("早上在{v}练腿，现在站不起来", "在{v}碰到我以前的体育老师，好吓人"),
        "dist": ("{d}新年有半价活动", "{d}怎么样？", "有人在商场门口推销{d}的会员"),
    },
)

BANK = Slot(
    "bank",
    False,
    (
        "Monzo",
        "Starling",
        "Barclays",
        "Nationwide",
        "HSBC",
        "Lloyds",
        "Santander",
        "Chase UK",
        "Revolut",
    ),
    None,
    _q(
        "Who does {n} bank with now?",
        "Who did {n} bank with before?",
        "Who was {n} banking with?",
        "Which bank is {n} thinking of moving to?",
        "{n}现在用哪家银行？",
        "{n}以前用哪家银行？",
        "{n}那时候用哪家银行？",
        "{n}打算换到哪家银行？",
    ),
    en={
        "has": ("I bank with {v}", "my current account is with {v}", "I'm with {v}"),
        "became": (
            "I've moved my account to {v}",
            "I'm banking with {v} now",
            "I switched my current account to {v}",
        ),
        "switch": (
            "left {old} for {v}",
            "closed the {old} account, everything's on {v}",
            "did the switch from {old} to {v}",
        ),
        "third": ("{n} banks with {v} now", "{n}'s moved to {v}", "{n} ditched {old} for {v}"),
        "inf": ("switch to {v}", "open a {v} account", "move my money to {v}"),
        "use": (
            "Splitting the pizza, I'll send it from {v}, give me your sort code",
            "{v} just told me I spent £84 on board games this month. Rude.",
        ),
        "scoped": ("Everyday stuff goes through {v}, but the mortgage is with {x}",),
        "dist": (
            "{d} are offering £200 to switch, tempting but no",
            "{d} app is down again, says Twitter",
            "Imagine banking with {d} in 2024",
        ),
    },
    zh={
        "has": ("我用{v}", "我的账户在{v}"),
        "became": ("我把账户转到{v}了", "现在用{v}"),
        "switch": ("从{old}换到{v}了", "{old}的账户关了，全部用{v}"),
        "third": ("{n}现在用{v}", "{n}换到{v}了", "{n}不用{old}了，用{v}"),
        "inf": ("换到{v}", "开个{v}账户"),
        "use": ("披萨钱我用{v}转给你", "{v}提醒我这个月买桌游花了84镑"),
        "scoped": ("平时用{v}，房贷在{x}",),
        "dist": ("{d}转户送200镑", "{d}的app又挂了"),
    },
)

ENERGY = Slot(
    "energy_supplier",
    False,
    ("Octopus Energy", "British Gas", "EDF", "OVO", "E.ON Next", "Thamesway Power", "Good Energy"),
    None,
    _q(
        "Who is {n}'s energy supplier now?",
        "Who was {n}'s energy supplier before?",
        "Who supplied {n}'s energy?",
        "Which energy supplier is {n} thinking of switching to?",
        "",
        "",
        "",
        "",
    ),
    en={
        "has": ("we're with {v} for gas and electric", "our energy's with {v}"),
        "became": ("we've switched to {v}", "we moved over to {v}", "the energy is {v} now"),
        "switch": ("we left {old} for {v}", "finally got off {old}, we're with {v}"),
        "third": ("{n} has switched to {v}", "{n}'s energy is with {v} now"),
        "inf": ("switch to {v}", "move the energy to {v}"),
        "use": (
            "{v} sent me a graph of our usage, apparently the Tuesday painting lamps are a problem",
            "Got a {v} email saying we're in credit, first time ever",
        ),
        "we": ("we're with {v} now for the energy",),
        "dist": (
            "{d} are running adverts in the Evening Post again",
            "My neighbour's stuck on hold to {d} for an hour",
            "{d} put their prices up, glad I'm not with them",
        ),
    },
)

STREAM = Slot(
    "streaming",
    False,
    (
        "Netflix",
        "Disney+",
        "ITVX",
        "Crunchyroll",
        "Apple TV+",
        "Prime Video",
        "Paramount+",
        "Bilibili",
    ),
    None,
    _q(
        "Which streaming service does {n} pay for now?",
        "Which streaming service did {n} have before?",
        "Which streaming service did {n} have?",
        "Which streaming service is {n} planning to get?",
        "{n}现在订的是哪个视频平台？",
        "{n}以前订的是哪个视频平台？",
        "{n}那时候订的是哪个视频平台？",
        "{n}打算订哪个平台？",
    ),
    en={
        "has": ("we've got {v}", "the only one I pay for is {v}"),
        "became": (
            "I've cancelled everything except {v}",
            "I signed up to {v}",
            "we're on {v} now",
        ),
        "switch": ("dropped {old}, got {v}", "cancelled {old} and went for {v}"),
        "third": ("{n} has {v} now", "{n} cancelled {old}, {n} pays for {v}"),
        "inf": ("get {v}", "sign up to {v}"),
        "use": (
            "Just finished the thing on {v}, the one with the lighthouse, no spoilers",
            "Can't tonight, we're halfway through a series on {v}",
        ),
        "we": ("we've switched the telly over to {v}",),
        "dist": (
            "{d} is putting its prices up again",
            "Is anything good on {d} at the moment?",
            "The {d} password sharing thing is so petty",
        ),
    },
    zh={
        "has": ("我订了{v}", "只订了{v}"),
        "became": ("订了{v}", "改订{v}了"),
        "switch": ("退了{old}，订了{v}", "把{old}停了，换成{v}"),
        "third": ("{n}现在订{v}", "{n}退了{old}，换了{v}"),
        "inf": ("订{v}", "开{v}会员"),
        "use": ("刚在{v}上看完那部剧，不剧透", "今晚不来了，在{v}追剧"),
        "dist": ("{d}又涨价了", "{d}最近有什么好看的吗？"),
    },
)

CAR = Slot(
    "car",
    False,
    (
        "Vauxhall Corsa",
        "Nissan Leaf",
        "Skoda Octavia",
        "MG4",
        "Toyota Yaris",
        "Kia Niro",
        "Ford Fiesta",
        "VW Golf",
        "Honda Jazz",
    ),
    None,
    _q(
        "What car does {n} drive now?",
        "What car did {n} drive before?",
        "What car did {n} drive?",
        "Which car is {n} thinking of buying?",
        "",
        "",
        "",
        "",
    ),
    en={
        "has": ("I drive a {v}", "the car's a {v}", "I've got an old {v}"),
        "became": ("I bought a {v}", "we've got a {v} now", "picked up a {v} on Saturday"),
        "switch": ("sold the {old}, got a {v}", "traded the {old} in for a {v}"),
        "third": (
            "{n} has bought a {v}",
            "{n} drives a {v} now",
            "{n} got rid of the {old}, {n} has a {v}",
        ),
        "inf": ("buy a {v}", "lease a {v}", "get a {v}"),
        "use": (
            "Got the whole Kingdom Death box in the boot of the {v}, barely",
            "Parked the {v} on Gun Street, will the warden come on a Sunday?",
            "The {v} needs charging before I drive to the tournament in Swindon",
        ),
        "we": ("we've got a {v} now as the family car",),
        "dist": (
            "Someone parked a {d} across the café door again",
            "There's a {d} advert on the radio every five minutes",
            "If I was rich I'd get a {d}, said no one ever",
        ),
    },
)

DENTIST = Slot(
    "dentist",
    False,
    (
        "Brightwater Dental",
        "Kings Road Dental Care",
        "Abbey Smile Studio",
        "Oxford Road Dental",
        "Riverside Dental Clinic",
        "Forbury Dental",
    ),
    None,
    _q(
        "Which dentist is {n} registered with now?",
        "Which dentist was {n} with before?",
        "Which dentist was {n} with?",
        "Which dentist is {n} trying to get onto?",
        "",
        "",
        "",
        "",
    ),
    en={
        "has": ("my dentist is {v}", "I'm registered at {v}"),
        "became": ("I've registered with {v}", "I got onto the NHS list at {v}"),
        "switch": ("left {old}, I'm at {v} now", "moved from {old} to {v}"),
        "third": ("{n}'s registered at {v} now", "{n} finally got into {v}"),
        "inf": ("register at {v}", "get onto the list at {v}"),
        "use": (
            "Late, sorry, {v} ran forty minutes over",
            "Numb face from {v}, I will be drooling on the cards",
        ),
        "dist": (
            "{d} is taking NHS patients apparently, tell everyone",
            "Heard bad things about {d}",
            "Is {d} private only?",
        ),
    },
)

EDITOR = Slot(
    "editor",
    False,
    ("VS Code", "Neovim", "Emacs", "Rider", "IntelliJ", "Zed", "Sublime Text", "Helix"),
    None,
    _q(
        "Which code editor does {n} use now?",
        "Which editor did {n} use before?",
        "Which editor was {n} using?",
        "Which editor is {n} planning to try?",
        "{n}现在用什么编辑器写代码？",
        "{n}以前用什么编辑器？",
        "{n}那时候用什么编辑器？",
        "{n}打算试什么编辑器？",
    ),
    en={
        "has": ("I write everything in {v}", "I'm a {v} person", "I use {v}"),
        "became": ("I've moved to {v}", "I'm on {v} now", "converted to {v}"),
        "switch": ("gave up on {old}, I'm in {v} now", "switched from {old} to {v}"),
        "third": ("{n} uses {v} now", "{n} has gone over to {v}", "{n} dropped {old} for {v}"),
        "inf": ("switch to {v}", "give {v} a proper go", "learn {v}"),
        "use": (
            "Wrote the initiative tracker for Tuesdays in {v} last night, it's janky",
            "My {v} config is now longer than the Gloomhaven rulebook",
        ),
        "scoped": ("{v} for my own stuff, but at work it's {x} because of the Unity project",),
        "dist": (
            "Hot take: {d} is a cult",
            "Someone at work spent all standup talking about {d}",
            "Is {d} worth learning? Asking for a student",
        ),
    },
    zh={
        "has": ("我写代码用{v}", "我一直用{v}"),
        "became": ("换成{v}了", "现在用{v}写代码"),
        "switch": ("不用{old}了，改用{v}", "从{old}转到{v}了"),
        "third": ("{n}现在用{v}", "{n}从{old}换成{v}了"),
        "inf": ("试试{v}", "学{v}"),
        "use": ("昨晚用{v}写了个计分小工具", "我的{v}配置比规则书还长"),
        "scoped": ("自己的项目用{v}，公司里用{x}",),
        "dist": ("{d}简直是邪教", "同事开会一直在聊{d}"),
    },
)

SCHOOL = Slot(
    "kid_school",
    False,
    (
        "St Anne's Primary",
        "Thameside Primary",
        "Hillcrest Primary",
        "Redlands Primary",
        "Oakfield Primary",
        "Alder Grove School",
        "Meadowbrook Juniors",
    ),
    None,
    _q(
        "Which school does {n}'s child go to now?",
        "Which school did {n}'s child go to before?",
        "Which school did {n}'s child go to?",
        "Which school is {n} hoping to get a place at?",
        "{n}的孩子现在在哪个学校上学？",
        "{n}的孩子以前在哪个学校？",
        "{n}的孩子那时候在哪个学校？",
        "{n}想让孩子去哪个学校？",
    ),
    en={
        "has": ("our eldest is at {v}", "the kids go to {v}", "Milo's at {v}"),
        "became": ("Milo's started at {v}", "we got the place at {v}", "the kids moved to {v}"),
        "switch": (
            "we took Milo out of {old}, he's at {v} now",
            "moved the kids from {old} to {v}",
        ),
        "third": ("{n}'s kids have moved to {v}", "{n}'s son goes to {v} now"),
        "inf": ("apply to {v}", "get a place at {v}", "move Milo to {v}"),
        "use": (
            "Milo's class at {v} is doing a board game week, he's bringing Ticket to Ride",
            "Late again, the {v} pickup queue is a war zone",
        ),
        "we": ("we've moved the kids to {v}",),
        "dist": (
            "{d} got a great Ofsted, apparently",
            "Someone in the parents' WhatsApp said {d} has a nit outbreak",
            "Is {d} any good for maths?",
        ),
    },
    zh={
        "has": ("孩子在{v}上学", "我们家老大在{v}"),
        "became": ("孩子转到{v}了", "拿到{v}的名额了，已经入学"),
        "switch": ("孩子从{old}转到{v}了",),
        "third": ("{n}的孩子转到{v}了", "{n}家孩子现在在{v}"),
        "inf": ("申请{v}", "转到{v}"),
        "use": ("{v}放学接孩子排队排到马路上", "孩子在{v}的班上搞桌游周，他带了Ticket to Ride"),
        "dist": ("听说{d}的Ofsted评级很好", "家长群里说{d}有头虱"),
    },
)

ARMY = Slot(
    "army",
    False,
    (
        "Necrons",
        "Orks",
        "Tyranids",
        "Aeldari",
        "Death Guard",
        "Stormcast Eternals",
        "Skaven",
        "Blood Angels",
        "Sylvaneth",
        "Adepta Sororitas",
    ),
    None,
    _q(
        "Which army does {n} play on Tuesdays now?",
        "Which army did {n} play before?",
        "Which army was {n} playing?",
        "Which army is {n} thinking of starting?",
        "",
        "",
        "",
        "",
    ),
    en={
        "has": ("I play {v}", "my main army is {v}", "it's {v} for me on Tuesdays"),
        "became": ("I've started {v}", "I'm running {v} now", "my new army is {v}"),
        "switch": (
            "sold my {old} on eBay, I'm all in on {v}",
            "shelved the {old}, it's {v} now",
            "gave up {old} for {v}",
        ),
        "third": ("{n}'s playing {v} now", "{n} started {v}", "{n} sold the {old}, {n} is on {v}"),
        "inf": ("start {v}", "collect {v}", "buy into {v}"),
        "use": (
            "Painted ten {v} last night, my eyes hurt",
            "Bringing the {v} on Tuesday, who wants a game?",
            "The new {v} codex is out and I've already spent too much",
        ),
        "dist": (
            "{d} are so overpowered right now, it's embarrassing",
            "Someone's selling a {d} army on the Facebook group for £40",
            "I'd never play {d}, too many models to paint",
            "Rumour is {d} are getting nerfed",
        ),
    },
)

# Multi-valued slots: has / add (a second value beside {old}) / third_add / remove / inf / use
PETS = Slot(
    "pets",
    True,
    (
        "Biscuit",
        "Miso",
        "Pudding",
        "Nutmeg",
        "Pickle",
        "Waffles",
        "Bramble",
        "Crumpet",
        "Mochi",
        "Sprout",
    ),
    ("团子", "豆豆", "年糕", "汤圆", "可乐", "芝麻"),
    _qm(
        "What pets does {n} have now?",
        "Which pet did {n} have before?",
        "{n}现在养了哪些宠物？",
        "{n}以前养过哪只宠物？",
    ),
    en={
        "has": (
            "I've got a cat called {v}",
            "my dog {v} is the boss of the house",
            "we have a rabbit, {v}",
        ),
        "add": (
            "we've got a second cat! {v}. {old} is not impressed",
            "adopted a little terrier called {v}, {old} has a friend now",
            "meet {v}, the new kitten. {old} is sulking on the wardrobe",
        ),
        "third_add": (
            "{n} has got another dog, {v}, as well as {old}",
            "{n} adopted a kitten called {v} to keep {old} company",
        ),
        "remove": (
            "{v} has gone to live with my mum in Devon, she has a garden",
            "we rehomed {v} with a family who have more space",
        ),
        "inf": ("get a puppy called {v}", "adopt the cat from the rescue, the one called {v}"),
        "use": (
            "{v} knocked the Carcassonne tiles off the table again",
            "Can't stay late, {v} needs the vet at six",
            "{v} sat on my painting palette",
        ),
        "dist": (
            "The rescue in Woodley has a greyhound called {d}, someone please",
            "My neighbour's parrot is called {d}, it says rude words",
            "If I got a hamster I'd call it {d}",
        ),
    },
    zh={
        "has": ("我养了一只猫叫{v}", "我家狗叫{v}"),
        "add": ("又养了一只猫，叫{v}！{old}很不高兴", "领养了一只小狗{v}，{old}有伴了"),
        "third_add": ("{n}又养了一只猫叫{v}，跟{old}一起", "{n}家除了{old}又多了个{v}"),
        "remove": ("{v}送到我妈那里养了，她家有院子",),
        "inf": ("养一只小狗叫{v}",),
        "use": ("{v}又把卡牌推到地上了", "六点要带{v}看兽医，先走了"),
        "dist": ("救助站有一只灰狗叫{d}，谁去领养", "邻居家的鹦鹉叫{d}"),
    },
)

INSTR = Slot(
    "instruments",
    True,
    (
        "ukulele",
        "cello",
        "bass guitar",
        "piano",
        "violin",
        "drums",
        "trumpet",
        "banjo",
        "saxophone",
        "accordion",
    ),
    ("钢琴", "小提琴", "尤克里里", "古筝", "二胡", "长笛"),
    _qm(
        "Which instruments does {n} play now?",
        "Which instrument did {n} play before?",
        "{n}现在会弹/拉哪些乐器？",
        "{n}以前玩什么乐器？",
    ),
    en={
        "has": ("I play the {v}", "I've been playing {v} since school", "I do a bit of {v}"),
        "add": (
            "I've started {v} lessons as well, still doing {old} too",
            "picked up {v} on top of the {old}, my neighbours love me",
        ),
        "third_add": (
            "{n} is learning {v} now as well as {old}",
            "{n} has taken up {v} alongside {old}",
        ),
        "remove": ("sold the {v}, I never practised", "I've given up {v}, life's too short"),
        "inf": ("learn {v}", "take up {v}"),
        "use": (
            "Fingers are raw from {v} practice, someone else shuffle",
            "Can't do Friday, {v} lesson",
        ),
        "dist": (
            "There's a busker on Broad Street playing {d} and it's actually good",
            "The music shop has a {d} in the window for £90",
            "My nephew wants to learn {d}, God help my sister",
        ),
    },
    zh={
        "has": ("我会弹{v}", "我从小学{v}"),
        "add": ("开始学{v}了，{old}也还在练", "除了{old}又学了{v}"),
        "third_add": ("{n}除了{old}又开始学{v}", "{n}现在{old}和{v}都在练"),
        "remove": ("{v}不练了，卖掉了",),
        "inf": ("学{v}",),
        "use": ("练{v}练到手指疼，你们洗牌", "周五有{v}课来不了"),
        "dist": ("Broad Street有人在街头表演{d}，挺好听", "琴行橱窗里有个{d}才90镑"),
    },
)

CLUBS = Slot(
    "clubs",
    True,
    (
        "Reading Chess Club",
        "Thames Valley Go Club",
        "Kennet Rowing Club",
        "Berkshire Book Circle",
        "Abbey Singers",
        "Reading Hash House Harriers",
        "Forbury Quiz League",
        "Reading Lindy Hop",
    ),
    None,
    _qm("Which clubs is {n} in now, apart from the café?", "Which club was {n} in before?", "", ""),
    en={
        "has": ("I'm in {v}", "I go to {v} on Mondays", "I'm a member of {v}"),
        "add": (
            "joined {v} as well, so Mondays are {old} and Thursdays are {v}",
            "I've signed up to {v} too, still doing {old}",
        ),
        "third_add": ("{n} has joined {v} too, on top of {old}",),
        "remove": ("I've left {v}, too much politics", "quit {v}, couldn't keep up"),
        "inf": ("join {v}", "try a session at {v}"),
        "use": (
            "{v} ran late so I'm coming straight from there, save me a seat",
            "Someone at {v} tonight had never heard of Catan, I was shocked",
        ),
        "dist": (
            "{d} are recruiting, there's a poster on the noticeboard",
            "The {d} lot booked the big table for Saturday",
            "Is {d} still going?",
        ),
    },
)

LEARN = Slot(
    "learning",
    True,
    ("Japanese", "Mandarin", "Welsh", "Spanish", "Korean", "Italian", "Portuguese", "Polish"),
    ("日语", "法语", "西班牙语", "韩语", "德语", "意大利语"),
    _qm(
        "Which languages is {n} learning now?",
        "Which language was {n} learning before?",
        "{n}现在在学哪些语言？",
        "{n}以前学过什么语言？",
    ),
    en={
        "has": (
            "I'm learning {v}",
            "I've been doing {v} on Duolingo",
            "I do an evening class in {v}",
        ),
        "add": (
            "started {v} as well, still plugging away at {old}",
            "I'm doing {v} now on top of {old}, my brain is full",
        ),
        "third_add": ("{n} is learning {v} too, as well as {old}",),
        "remove": ("I've given up {v}, the streak died", "stopped the {v} class"),
        "inf": ("learn {v}", "start {v}"),
        "use": (
            "Did my {v} homework on the train, the teacher will be thrilled",
            "Three hundred day {v} streak today",
        ),
        "dist": (
            "There's a {d} conversation night at the library, anyone?",
            "Why is {d} grammar like this",
            "My flatmate speaks {d} in her sleep",
        ),
    },
    zh={
        "has": ("我在学{v}", "我每天在Duolingo上学{v}"),
        "add": ("开始学{v}了，{old}也还在学", "除了{old}又报了{v}班"),
        "third_add": ("{n}除了{old}又开始学{v}了",),
        "remove": ("{v}不学了，坚持不下去",),
        "inf": ("学{v}", "报个{v}班"),
        "use": ("在火车上写{v}作业", "{v}连续打卡三百天"),
        "dist": ("图书馆有{d}角，有人去吗？", "{d}语法太难了吧"),
    },
)

SLOTS = {s.key: s for s in (HOME, EMPLOYER, PHONE, DRINK, GYM, BANK, ENERGY, STREAM, CAR,
                             DENTIST, EDITOR, SCHOOL, ARMY, PETS, INSTR, CLUBS, LEARN)}  # fmt: skip
ROLE_SLOT = {"dev": "editor", "parent": "kid_school", "wargamer": "army"}
COMMON = ("home_area", "employer", "phone", "usual_drink", "gym", "bank", "energy_supplier",
          "streaming", "car", "dentist", "pets", "instruments", "clubs", "learning")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Generic wrappers around a slot clause {c} (lower case) / {C} (capitalised).
# ---------------------------------------------------------------------------------------------
W = {
    EN: {
        "state": (
            "{C}.",
            "For context, {c}.",
            "{C}, has been for ages.",
            "{C}, for the record.",
            "{s1}. {C}, by the way, if anyone's asking. {s2}",
        ),
        "direct": (
            "{C}.",
            "Small bit of news: {c}.",
            "Update for the group: {c}!",
            "{C}!",
            "Right, news. {C}.",
            "Finally did it: {c}.",
            "{C}, in case anyone was wondering.",
            "So yeah, {c}. Long story.",
            "{C}. Still getting used to it tbh.",
        ),
        "late": (
            "Forgot to mention, {c} {ago}.",
            "Oh I never said, {c} {ago}!",
            "Bit late with this but {c} {ago}, feels like ages already.",
            "Did I tell you lot? {C} {ago}. Thought I had.",
        ),
        "long": (
            "{s1}. Anyway, {c}, which is a whole other story. {s2}",
            "{s1}, honestly. Oh, and {c}. Right, who's bringing snacks?",
            "Morning all! {s1}. Life update: {c}. {s2}",
        ),
        "neg_q": (
            "{n}, still {old} for you, right?",
            "Wait {n}, isn't it {old} for you?",
            "{n} is it still {old} with you?",
        ),
        "neg_a": (
            "No, not {old} any more, {c}.",
            "Nope! {C}. Keep up.",
            "Not {old}, no. {C} a while back.",
        ),
        "corr_fix": (
            "*{v}, sorry, not {wrong}. Autocorrect.",
            "Sorry, I meant {v}! Not {wrong}. Too many browser tabs open.",
            "Ignore me, {v}, not {wrong}. Tired.",
        ),
        "self": (
            "Official announcement: {c}. Yes, I'm referring to myself in the third person now.",
            "News from the {n} household: {c}.",
            "{C}. {n} has spoken.",
        ),
        "third_intro": (
            "Bumped into {n} in Broad Street Mall yesterday.",
            "Has anyone heard from {n} lately?",
            "Was chatting to {n} on Saturday.",
            "Saw {n} at the station this morning, looking very pleased.",
        ),
        "third_pro": ("{C}, apparently.", "Turns out {c}!", "{P} told me {c}."),
        "third_named": (
            "Did you all know {c}?",
            "Heard from Gemma that {c}.",
            "In case {n} hasn't said, {c}.",
        ),
        "plan": (
            "Thinking about trying to {i}.",
            "I might {i} next year, we'll see.",
            "Opinions please: I'm planning to {i}.",
            "Seriously considering whether to {i}.",
        ),
        "plan_now": (
            "Planning to {i} in the new year, it's all but sorted.",
            "Next month I'm going to {i}. Booked it and everything.",
            "The plan is to {i} this spring.",
        ),
        "drop": (
            "Decided not to {i} after all.",
            "Forget what I said about wanting to {i}, not happening.",
            "Looked into it properly and I'm not going to {i}. Staying as I am.",
        ),
        "use_pre": ("", "", "Anyway. ", "Random but: "),
    },
    ZH: {
        "state": ("{c}。", "顺便说一下，{c}。", "{c}，好几年了。", "{s1}。对了，{c}。{s2}"),
        "direct": ("{c}。", "跟大家说一声，{c}。", "{c}，终于！", "小更新：{c}。", "{c}！"),
        "late": ("忘了说，{ago}{c}。", "之前没说，其实{ago}{c}。", "说晚了，{ago}{c}。"),
        "long": ("{s1}。对了，{c}。{s2}", "早上好！{s1}。顺便说下，{c}。{s2}"),
        "neg_q": ("{n}你还是{old}吗？", "{n}，你不是{old}吗？"),
        "neg_a": ("不是{old}了，{c}。", "早就不是{old}了，{c}。"),
        "corr_fix": ("打错了，是{v}，不是{wrong}。", "说错了，{v}！不是{wrong}。"),
        "self": ("官宣：{c}。对，说的就是我自己。", "{n}家的新闻：{c}。"),
        "third_intro": (
            "昨天在Broad Street Mall碰到{n}了。",
            "最近有人见过{n}吗？",
            "周六跟{n}聊了一会儿。",
        ),
        "third_pro": ("听说{c}。", "{c}，真的。"),
        "third_named": ("你们知道吗，{c}。", "听Gemma说{c}。"),
        "plan": ("在考虑{i}。", "明年可能会{i}，再说吧。", "大家给点意见，我打算{i}。"),
        "plan_now": ("打算新年后{i}，基本定了。", "下个月就{i}，都安排好了。"),
        "drop": ("不打算{i}了。", "之前说想{i}，算了，不弄了。", "想了想还是不{i}了。"),
        "use_pre": ("", "", "随便说一句，"),
    },
}

GAMES = ("Wingspan", "Catan", "Azul", "Ticket to Ride", "Root", "Gloomhaven", "Carcassonne",
         "Codenames", "Cascadia", "Spirit Island", "Dune: Imperium", "Everdell", "Pandemic",
         "Terraforming Mars", "Heat", "Arkham Horror", "Scythe", "Splendor", "Dixit",
         "Brass: Birmingham", "Sky Team", "Mysterium")  # fmt: skip
SMALL_EN = (
    "The river was almost over the path by the Thames Lido this morning",
    "Still raining, obviously, this is Reading",
    "The Oracle car park has put its prices up again",
    "Someone left a very nice umbrella under table 6",
    "I've finally sleeved all the cards in {g}",
    "The trains to Paddington were a disaster again",
    "Gemma's banana bread has sold out by eleven, as usual",
    "Lost horribly at {g} last night",
    "Anyone else still thinking about that {g} game on Sunday",
    "My flat smells of primer after last night's painting",
    "Festival traffic is already building up on the Caversham bridge",
)
FILLER_EN = (
    "Who's in for {g} on Friday? I can bring snacks.",
    "Table 3 has a wobbly leg again, I put a folded Monopoly card under it.",
    "Sunday's {g} session is full, sorry folks, there's a waiting list.",
    "Absolutely robbed at {g} tonight. Robbed.",
    "Just watched {o} win {g} with a strategy that should not have worked.",
    "Reminder: the café is shut on Monday for the deep clean.",
    "Does anyone have the missing yellow meeple from the {g} box? It's haunting me.",
    "Can we please ban {g} for a month, I'm begging.",
    "The new shipment is in! {g} expansion is on the shelf.",
    "Anyone fancy a teach of {g} before the Tuesday crowd arrive?",
    "Who left half a cheese toastie in the {g} box.",
    "Happy birthday {o}!! 🎲🎉",
    "{o} you still have my copy of {g}, I know it's you.",
    "Quiz night results: we came fourth, which is an improvement.",
    "The heating's broken so bring a jumper tonight.",
    "Reading Festival week, the café is going to be full of lost teenagers again.",
    "That was the loudest game of {g} I've ever heard, sorry to the people on table 2.",
    "Is the {g} demo copy missing cards or am I going mad?",
    "Parking outside is a nightmare today, the bins are out.",
    "Thanks for tonight all, that was a proper laugh.",
    "I learned {g} today and now I understand nothing about anything.",
    "Kids' games morning was chaos in the best way.",
    "Gong xi fa cai everyone! There were proper 饺子 at the Lunar New Year night, thanks {o}.",
    "Good luck at the tournament {o}, 加油!",
    "Can someone explain the scoring in {g} again, slowly.",
    "Rob's playlist today is entirely sea shanties. Send help.",
    "Lost my car keys in the ball pit. Found them. Don't ask.",
    "{o} just rolled five sixes in a row, we are checking the dice.",
    "The tea towel with the {g} map on it is back in stock.",
    "Anyone selling {g}? My copy got water damage.",
)
FILLER_ZH = (
    "周五谁来玩{g}？我带零食。",
    "昨晚{g}输得好惨。",
    "周日的{g}场满了，下次早点报名。",
    "有人看到{g}里少了的那个黄色小人吗？",
    "新到了{g}的扩展，在架子上。",
    "今天又下雨，Reading的天气就这样。",
    "谢谢大家，今晚玩得很开心！",
    "{o}生日快乐！🎂",
    "谁能再给我讲一遍{g}的计分规则？",
    "周一店里大扫除，不开门。",
    "今晚暖气坏了，记得多穿点。",
    "{o}连续掷了五个六，我们在检查骰子。",
    "学了{g}，感觉脑子不够用。",
    "春节那天的饺子太好吃了，谢谢大家！",
)
SMALL_ZH = (
    "今天火车又晚点了",
    "Oracle停车费又涨了",
    "昨晚{g}打到半夜",
    "Gemma做的香蕉蛋糕十一点就卖完了",
    "河边的路差点被淹了",
)


# ---------------------------------------------------------------------------------------------
# The generator.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    slots: list[str] = field(default_factory=list)

    @property
    def pro(self) -> str:
        if self.lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"


@dataclass
class Timeline:
    """One person's slot: values in order, when each became true and when it was reported."""

    person: Person
    slot: Slot
    values: list[str]
    actual: list[int]  # day each value became true (index 0: already true at the start)
    reported: list[int]
    removed: list[str] = field(default_factory=list)  # multi: values dropped
    abandoned: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)  # scoped / distractor values they said
    plan: str | None = None  # a plan still open at the end
    plan_day: int = 0

    def all_values(self) -> list[str]:
        out = self.values + self.abandoned + self.mentioned + ([self.plan] if self.plan else [])
        return list(dict.fromkeys(out))


def month_of(day: int) -> tuple[int, int]:
    """(month 1-12, year) of a day counted from 1 March 2023."""
    year, d = 2023, day
    while d >= 365:
        d -= 365
        year += 1
    i = max(k for k in range(12) if MONTH_STARTS[k] <= d)
    month = (2 + i) % 12 + 1
    return month, year + (1 if 2 + i >= 12 else 0)


def articles(text: str) -> str:
    """'a iPhone' -> 'an iPhone', 'a MG4' -> 'an MG4' (but 'a OnePlus')."""
    return re.sub(r"\b([Aa]) (?=(?!One)[AEIOaeio]|MG)", r"\1n ", text)


def cap(text: str, protect: tuple[str, ...] = ()) -> str:
    if not text or any(p and text.startswith(p) for p in protect):
        return text
    return text[0].upper() + text[1:]


class World:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.people: list[Person] = []
        self.timelines: list[Timeline] = []
        self.sessions = 0

    # -- output helpers ------------------------------------------------------------------------

    def convo(self, day: int, lines: list[tuple[Person, str]]) -> None:
        """A short exchange in one session: consecutive lines a few minutes apart."""
        self.sessions += 1
        session = f"bc-{self.seed}-{self.sessions:04d}"
        minute = self.rng.randint(7 * 60, 22 * 60)
        for who, text in lines:
            self.episodes.append({"day": day, "minute": minute, "speaker": who.name,
                                  "text": text, "session": session, "language": who.lang})  # fmt: skip
            minute += self.rng.randint(1, 6)

    def frags(self, slot: Slot, lang: str) -> dict[str, tuple[str, ...]]:
        return slot.zh if lang == ZH and slot.zh else slot.en

    def clause(self, slot: Slot, lang: str, key: str, **kw: str) -> str:
        return articles(self.rng.choice(self.frags(slot, lang)[key]).format(**kw))

    def wrap(self, lang: str, key: str, c: str, protect: tuple[str, ...] = (), **kw: str) -> str:
        small = SMALL_ZH if lang == ZH else SMALL_EN
        s1, s2 = self.rng.sample(small, 2)
        g = self.rng.choice(GAMES)
        return self.rng.choice(W[lang][key]).format(
            c=c, C=cap(c, protect), s1=cap(s1.format(g=g)), s2=cap(s2.format(g=g)) + ("。" if lang == ZH else "."),
            **kw)  # fmt: skip

    def ago(self, lang: str, said: int, happened: int) -> str:
        gap = said - happened
        month, year = month_of(happened)
        if lang == ZH:
            return self.rng.choice(("上个月" if gap > 24 else "几个星期前", f"{month}月份"))
        return self.rng.choice(("last month" if gap > 24 else "a few weeks ago",
                                f"back in {MONTHS[month - 1]}"))  # fmt: skip

    def others(self, p: Person, lang: str | None = None) -> list[Person]:
        out = [q for q in self.people if q is not p and (lang is None or q.lang == lang)]
        return out or [q for q in self.people if q is not p]

    # -- people --------------------------------------------------------------------------------

    def pick_people(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        zh_pool = [p for p in PEOPLE if p[2] == ZH]
        en_pool = [p for p in PEOPLE if p[2] == EN]
        n_zh = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
        owners = [p for p in en_pool if p[3] == "owner"]
        rest = [p for p in en_pool if p[3] != "owner"]
        chosen = owners + rng.sample(rest, n - n_zh - len(owners)) + rng.sample(zh_pool, n_zh)
        rng.shuffle(chosen)
        for name, gender, lang, role in chosen:
            p = Person(name, gender, lang, role)
            allowed = [k for k in COMMON if not (role == "owner" and k == "employer")
                       and (lang == EN or SLOTS[k].zh is not None)]  # fmt: skip
            k = rng.randint(4, 7)
            first = [ROLE_SLOT[role]] if role in ROLE_SLOT else []
            p.slots = first + rng.sample(allowed, k - len(first))
            self.people.append(p)

    # -- single-valued slots ------------------------------------------------------------------

    def change_days(self, n: int, lo: int, hi: int, gap: int) -> list[int]:
        while True:
            days = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
                return days

    def single(self, p: Person, slot: Slot) -> Timeline:
        rng, lang = self.rng, p.lang
        pool = list(slot.zh_pool if lang == ZH and slot.zh_pool else slot.pool)
        rng.shuffle(pool)
        n_ch = rng.choice((1, 1, 2, 2, 2, 3))
        vals, spare = pool[: n_ch + 1], pool[n_ch + 1 :]
        day0 = rng.randint(0, 70)
        actual = [day0] + self.change_days(n_ch, 110, 600, 75)
        tl = Timeline(p, slot, vals, actual, [day0])
        fr = self.frags(slot, lang)
        protect = tuple(pool)
        # the starting state
        c0 = self.clause(slot, lang, "has", v=vals[0])
        if "we" in fr and rng.random() < 0.3:
            c0 = self.clause(slot, lang, "we", v=vals[0])
        self.convo(day0, [(p, self.wrap(lang, "state", c0, protect))])
        modes = ["direct", "switch", "use", "third", "self", "late", "long", "neg", "corr"]
        if "we" in fr:
            modes.append("we")
        for i in range(1, n_ch + 1):
            v, old, day = vals[i], vals[i - 1], actual[i]
            nxt = actual[i + 1] if i < n_ch else LAST_DAY
            mode = rng.choice(modes)
            if mode == "corr" and not spare:
                mode = "direct"
            said = day
            if mode == "late":
                said = day + rng.randint(15, 40)
                if said >= nxt - 10:
                    mode, said = "switch", day
            if slot.plans and mode != "late" and rng.random() < 0.3:  # a plan that happens
                pday = day - rng.randint(20, 50)
                if pday > tl.reported[-1] + 5:
                    c = self.clause(slot, lang, "inf", v=v, old=old)
                    self.convo(pday, [(p, self.wrap(lang, "plan", "", i=c))])
            tl.reported.append(said)
            self.render_change(p, slot, mode, v, old, day, said, protect, spare, tl)
        # a plan considered and dropped (explicitly or silently), between the changes
        if slot.plans and spare and rng.random() < 0.35:
            w = spare.pop()
            i = rng.randrange(n_ch)
            lo, hi = tl.reported[i] + 5, actual[i + 1] - 70
            if hi > lo:
                pday = rng.randint(lo, hi)
                c = self.clause(slot, lang, "inf", v=w, old=vals[i])
                self.convo(pday, [(p, self.wrap(lang, "plan", "", i=c))])
                if rng.random() < 0.65:
                    c = self.clause(slot, lang, "inf", v=w, old=vals[i])
                    self.convo(pday + rng.randint(15, 50),
                               [(p, self.wrap(lang, "drop", "", i=c))])  # fmt: skip
                tl.abandoned.append(w)
        # a plan still open at the end
        if slot.plans and spare and rng.random() < 0.22 and tl.reported[-1] < 640:
            w = spare.pop()
            tl.plan, tl.plan_day = w, rng.randint(660, 715)
            c = self.clause(slot, lang, "inf", v=w, old=vals[-1])
            self.convo(tl.plan_day, [(p, self.wrap(lang, "plan_now", "", i=c))])
        # a scoped exception beside the current value
        if "scoped" in fr and spare and rng.random() < 0.45:
            x = spare.pop()
            c = self.clause(slot, lang, "scoped", v=vals[-1], x=x)
            self.convo(rng.randint(tl.reported[-1] + 3, LAST_DAY), [(p, cap(c, protect) + (
                "。" if lang == ZH else "."))])  # fmt: skip
            tl.mentioned.append(x)
        # the current value shown in passing later (no change)
        if rng.random() < 0.5:
            c = self.clause(slot, lang, "use", v=vals[-1])
            pre = rng.choice(W[lang]["use_pre"])
            self.convo(rng.randint(tl.reported[-1] + 3, LAST_DAY),
                       [(p, pre + cap(c, protect) + ("。" if lang == ZH else "."))])  # fmt: skip
        return tl

    def render_change(self, p: Person, slot: Slot, mode: str, v: str, old: str, day: int,
                      said: int, protect: tuple[str, ...], spare: list[str],
                      tl: Timeline) -> None:  # fmt: skip
        rng, lang = self.rng, p.lang
        end = "。" if lang == ZH else "."
        became = self.clause(slot, lang, rng.choice(("became", "switch")), v=v, old=old)
        if mode in ("direct", "switch"):
            c = self.clause(slot, lang, mode if mode == "switch" else "became", v=v, old=old)
            self.convo(said, [(p, self.wrap(lang, "direct", c, protect))])
        elif mode == "long":
            self.convo(said, [(p, self.wrap(lang, "long", became, protect))])
        elif mode == "late":
            c = self.clause(slot, lang, "became", v=v, old=old)
            self.convo(said, [(p, self.wrap(lang, "late", c, protect,
                                            ago=self.ago(lang, said, day)))])  # fmt: skip
        elif mode == "we":
            c = self.clause(slot, lang, "we", v=v)
            self.convo(said, [(p, self.wrap(lang, "direct", c, protect))])
        elif mode == "use":
            pre = rng.choice(W[lang]["use_pre"])
            c = self.clause(slot, lang, "use", v=v)
            self.convo(said, [(p, pre + cap(c, protect) + end)])
        elif mode == "self":
            c = self.clause(slot, lang, "third", n=p.name, v=v, old=old)
            self.convo(said, [(p, self.wrap(lang, "self", c, protect, n=p.name))])
        elif mode == "neg":
            asker = rng.choice(self.others(p, lang))
            q = rng.choice(W[asker.lang]["neg_q"]).format(n=p.name, old=old)
            c = self.clause(slot, lang, "has", v=v)
            self.convo(said, [(asker, q), (p, self.wrap(lang, "neg_a", c, protect, old=old))])
        elif mode == "corr":
            wrong = spare.pop()
            c = self.clause(slot, lang, "became", v=wrong, old=old)
            fix = rng.choice(W[lang]["corr_fix"]).format(v=v, wrong=wrong)
            self.convo(said, [(p, self.wrap(lang, "direct", c, protect)), (p, fix)])
            tl.abandoned.append(wrong)
        elif mode == "third":
            if slot.zh is None:
                rlang = EN
            else:
                rlang = lang if rng.random() < 0.7 else rng.choice((EN, ZH))
            reporter = rng.choice(self.others(p, rlang))
            rlang = reporter.lang
            pro = ("她" if p.gender == "f" else "他") if rlang == ZH else (
                "she" if p.gender == "f" else "he")  # fmt: skip
            if rng.random() < 0.6:  # named first, the news in a pronoun line
                intro = rng.choice(W[rlang]["third_intro"]).format(n=p.name)
                c = self.clause(slot, rlang, "third", n=pro, v=v, old=old)
                line = rng.choice(W[rlang]["third_pro"]).format(
                    c=c, C=cap(c, protect), P=cap(pro))  # fmt: skip
                self.convo(said, [(reporter, intro), (reporter, line)])
            else:
                c = self.clause(slot, rlang, "third", n=p.name, v=v, old=old)
                self.convo(said, [(reporter, self.wrap(rlang, "third_named", c, protect,
                                                       n=p.name))])  # fmt: skip

    # -- multi-valued slots -------------------------------------------------------------------

    def multi(self, p: Person, slot: Slot) -> Timeline:
        rng, lang = self.rng, p.lang
        pool = list(slot.zh_pool if lang == ZH and slot.zh_pool else slot.pool)
        rng.shuffle(pool)
        n_add = rng.choice((1, 1, 2))
        vals, spare = pool[: n_add + 1], pool[n_add + 1 :]
        day0 = rng.randint(0, 80)
        remove = n_add == 2 and rng.random() < 0.6
        days = self.change_days(n_add + (1 if remove else 0), 120, 650, 60)
        tl = Timeline(p, slot, vals, [day0] + days[:n_add], [day0])
        protect = tuple(pool)
        end = "。" if lang == ZH else "."
        c0 = self.clause(slot, lang, "has", v=vals[0])
        self.convo(day0, [(p, self.wrap(lang, "state", c0, protect))])
        for i in range(1, n_add + 1):
            v, day = vals[i], days[i - 1]
            old = rng.choice(vals[:i])
            mode = rng.choice(("add", "add", "third", "late", "long"))
            said = day
            if mode == "late" and (i == n_add and not remove or days[i] - day > 60):
                said = day + rng.randint(15, 40)
            elif mode == "late":
                mode = "add"
            tl.reported.append(said)
            if mode == "third":
                reporter = rng.choice(self.others(p, lang if slot.zh else EN))
                c = self.clause(slot, reporter.lang, "third_add", n=p.name, v=v, old=old)
                self.convo(said, [(reporter, self.wrap(reporter.lang, "third_named", c, protect,
                                                       n=p.name))])  # fmt: skip
            else:
                c = self.clause(slot, lang, "add", v=v, old=old)
                kw = {"ago": self.ago(lang, said, day)} if mode == "late" else {}
                key = {"add": "direct", "late": "late", "long": "long"}[mode]
                self.convo(said, [(p, self.wrap(lang, key, c, protect, **kw))])
        if remove:
            gone = vals[0]
            c = self.clause(slot, lang, "remove", v=gone)
            self.convo(days[-1], [(p, cap(c, protect) + end)])
            tl.removed.append(gone)
            tl.reported.append(days[-1])
        if spare and rng.random() < 0.25:  # thinking about another one; never happens
            w = spare.pop()
            c = self.clause(slot, lang, "inf", v=w)
            self.convo(rng.randint(day0 + 10, 700), [(p, self.wrap(lang, "plan", "", i=c))])
            tl.abandoned.append(w)
        if rng.random() < 0.5:
            cur = [v for v in vals if v not in tl.removed]
            c = self.clause(slot, lang, "use", v=rng.choice(cur))
            self.convo(rng.randint(tl.reported[-1] + 2, LAST_DAY), [(p, cap(c, protect) + end)])
        return tl

    # -- distractors and filler ----------------------------------------------------------------

    def distractors(self) -> None:
        rng = self.rng
        for tl in self.timelines:
            slot, p = tl.slot, tl.person
            for _ in range(rng.choice((1, 1, 2))):
                speaker = p if rng.random() < 0.5 else rng.choice(self.others(p))
                if speaker.lang == ZH and slot.zh is None:
                    speaker = rng.choice(self.others(p, EN))
                lang = speaker.lang
                pool = slot.zh_pool if lang == ZH and slot.zh_pool else slot.pool
                taken = {v for t in self.timelines if t.slot is slot
                         and t.person in (p, speaker) for v in t.all_values()}  # fmt: skip
                free = [v for v in pool if v not in taken]
                if not free:
                    continue
                d = rng.choice(free)
                text = cap(self.clause(slot, lang, "dist", d=d), pool)
                if not text.endswith(("?", "!", ".", "。", "？", "！")):
                    text += "。" if lang == ZH else "."
                self.convo(rng.randint(0, LAST_DAY), [(speaker, text)])
                if speaker is p:
                    tl.mentioned.append(d)

    def filler(self, target: int) -> None:
        rng = self.rng
        while len(self.episodes) < target:
            p = rng.choice(self.people)
            o = rng.choice(self.others(p))
            g = rng.choice(GAMES)
            tmpl = rng.choice(FILLER_ZH if p.lang == ZH else FILLER_EN)
            lines = [(p, tmpl.format(g=g, o=o.name))]
            if rng.random() < 0.3:  # a reply
                tmpl = rng.choice(FILLER_ZH if o.lang == ZH else FILLER_EN)
                lines.append((o, tmpl.format(g=rng.choice(GAMES), o=p.name)))
            self.convo(rng.randint(0, LAST_DAY), lines)

    # -- probes --------------------------------------------------------------------------------

    def question(self, tl: Timeline, kind: str, day: int | None = None) -> str:
        p, slot = tl.person, tl.slot
        zh = p.lang == ZH and bool(slot.q.get("zh_" + kind))
        q = (slot.q["zh_" + kind] if zh else slot.q[kind]).format(n=p.name)
        if day is not None:
            month, year = month_of(day)
            q = f"{year}年{month}月，{q}" if zh else f"{q[:-1]} in {MONTHS[month - 1]} {year}?"
        return q

    def probe(self, tl: Timeline, kind: str, gold: list[str], outdated: list[str] = (),
              day: int | None = None) -> None:  # fmt: skip
        d = {"subject": tl.person.name, "kind": kind, "question": self.question(tl, kind, day),
             "slot": tl.slot.key, "gold": list(gold), "outdated": list(outdated),
             "values": tl.all_values(), "abandoned": list(tl.abandoned)}  # fmt: skip
        if kind == "as_of":
            d["as_of_day"] = day
        self.probes.append(d)

    def make_probes(self) -> None:
        rng = self.rng
        for tl in self.timelines:
            if tl.slot.multi:
                cur = [v for v in tl.values if v not in tl.removed]
                self.probe(tl, "coexisting", cur)
                if tl.removed:
                    self.probe(tl, "current", cur, tl.removed)
                    if rng.random() < 0.7:
                        self.probe(tl, "historical", tl.removed)
                continue
            self.probe(tl, "current", tl.values[-1:], tl.values[:-1])
            if rng.random() < 0.75:
                self.probe(tl, "historical", tl.values[:-1])
            windows = [(i, tl.reported[i] + 7, tl.actual[i + 1] - 7)
                       for i in range(len(tl.values) - 1)]  # fmt: skip
            windows = [w for w in windows if w[2] > w[1]]
            if windows and rng.random() < 0.5:
                i, lo, hi = rng.choice(windows)
                self.probe(tl, "as_of", [tl.values[i]], day=rng.randint(lo, hi))
            if tl.plan:
                self.probe(tl, "planning", [tl.plan])
        # keep the probe count in range (the limit varies by seed): drop historical / as_of
        limit = rng.randint(118, 138)
        while len(self.probes) > limit:
            spare = [i for i, q in enumerate(self.probes) if q["kind"] in ("historical", "as_of")]
            if not spare:
                break
            del self.probes[rng.choice(spare)]


def generate(seed: int) -> dict[str, Any]:
    """The café world for one seed: {"start", "episodes", "probes"} (see `bench.states`)."""
    w = World(seed)
    w.pick_people()
    for p in w.people:
        for key in p.slots:
            slot = SLOTS[key]
            w.timelines.append(w.multi(p, slot) if slot.multi else w.single(p, slot))
    w.distractors()
    w.filler(w.rng.randint(560, 760))
    w.episodes.sort(key=lambda e: (e["day"], e["minute"]))
    w.make_probes()
    return {"start": START, "generator": "blind_bc", "episodes": w.episodes,
            "probes": w.probes}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    pat = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pat, text, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> list[str]:
    """Problems found in a generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if e["language"] not in (EN, ZH) or not e["text"] or not 0 <= e["day"] <= LAST_DAY:
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or p["subject"] not in speakers or not p["question"]:
            errs.append(f"bad probe {tag}")
        if not p["gold"] or not set(p["gold"]) <= set(p["values"]):
            errs.append(f"gold not in values: {tag}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned: {tag}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} never said: {tag}")
        for a in p["values"]:
            for b in p["values"]:
                if a != b and _mentions(b, a):
                    errs.append(f"value {a!r} inside {b!r}: {tag}")
        if p["kind"] == "as_of" and not isinstance(p.get("as_of_day"), int):
            errs.append(f"as_of without day: {tag}")
    n = len(speakers)
    if not 10 <= n <= 14:
        errs.append(f"{n} people")
    return errs


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        people = len({p["subject"] for p in probes})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{people} people; {kinds}")  # fmt: skip
        for e in errs[:20]:
            print("  !", e)
        ok = ok and not errs
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
