"""Blind text world ``blind_bf``: a Hull amateur astronomy society's members' group chat.

``generate(seed)`` invents ten to fourteen members of a (fictional) Hull astronomy society
who chat for two years: cloud forecasts, observing nights at the dark-sky site out on the
Wolds, telescope kit, the public outreach evenings, partners, students, retirees, shift
workers and a few Chinese-speaking members.  Each member has four to seven state slots
(neighbourhood, employer, main telescope, car, mobile network, imaging software, energy
supplier, gym, society role, language being learnt, pets, other clubs) whose values change
one to three times, told in many ways: straight out, by use, by somebody else, late, as
plans that happen or are dropped, with corrections, negations and scoped exceptions, and
buried in long chatty lines.  Most lines are everyday chat with no state news.

Written blind from a brief of situations: the phrasing is the author's own.  Standard
library only; deterministic given the seed.  ``python -m bench.text_worlds.blind_bf`` runs
a self-check over seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_bf"
START = "2023-02-01T18:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

EN_PEOPLE = (
    ("Gary", "he"), ("Maureen", "she"), ("Dev", "he"), ("Siobhan", "she"), ("Tom", "he"),
    ("Priya", "she"), ("Keith", "he"), ("Hannah", "she"), ("Liam", "he"), ("Joan", "she"),
    ("Rashid", "he"), ("Bethany", "she"), ("Colin", "he"), ("Aisha", "she"), ("Owen", "he"),
    ("Freya", "she"), ("Stuart", "he"), ("Niamh", "she"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Xiaoyu", "she"), ("Jun", "he"), ("Meilin", "she"), ("Hao", "he"), ("Tingting", "she"),
    ("Bo", "he"), ("Yan", "she"), ("Zhiwei", "he"),
)  # fmt: skip
PARTNERS = ("Sue", "Dave", "Karen", "Mike", "Lou", "Anne", "Raj", "Pete")
SITE = "the Wolds site"

Frags = dict[str, tuple[str, ...]]


@dataclass
class Slot:
    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, tuple[str, str]]  # probe kind -> (English question, Chinese question)
    en: Frags
    zh: Frags


SLOTS: dict[str, Slot] = {}


def _slot(slot: Slot) -> None:
    SLOTS[slot.key] = slot


HOMES = ("the Avenues", "Hessle", "Cottingham", "Beverley", "Anlaby", "Kirk Ella", "Newland Park",
         "Sutton-on-Hull", "Hedon", "Willerby", "Garden Village", "Swanland", "Walkington")  # fmt: skip

_slot(Slot(
    key="home", multi=False, plans=True,
    pool={EN: HOMES, ZH: HOMES},
    q={
        "current": ("Which part of Hull does {n} live in now?", "{n}现在住在哪一带？"),
        "historical": ("Where did {n} live before moving to the current place?",
                       "{n}搬家之前住在哪里？"),
        "as_of": ("Where was {n} living at that time?", "那时候{n}住在哪里？"),
        "planning": ("Where is {n} planning to move to?", "{n}打算搬到哪里？"),
    },
    en={
        "has": ("I live in {v}", "we're out in {v}", "home is {v} these days",
                "I've got a little terrace in {v}"),
        "has3": ("{n} lives over in {v}", "{n} is based in {v}", "{n} has a house in {v}"),
        "new": ("I've moved to {v}", "we finally got the keys to a place in {v}",
                "I've left {old} and moved to {v}", "the move to {v} is done"),
        "new3": ("{n} has moved to {v}", "{n} has left {old} for {v}",
                 "{n} is living in {v} now"),
        "use": ("The sky from my new back garden in {v} is so much darker than I expected.",
                "Unpacking boxes in {v} all weekend, found my eyepiece case at last.",
                "Walked to the postbox in {v} tonight and could see the Milky Way. Didn't miss {old} at all."),
        "late": ("I moved to {v} {when}", "we left {old} for {v} {when}"),
        "inf": ("move to {v}", "buy somewhere in {v}", "rent a place in {v}"),
        "neg": ("I'm not in {old} any more, we're in {v} now",
                "{old} was the old place, I live in {v} now"),
        "dist": ("There's a new build estate going up near {x}, the light pollution will be grim.",
                 "Anyone know a decent chippy in {x}? Visiting my aunt Saturday.",
                 "Saw a house in {x} on Rightmove with an observatory dome in the garden!",
                 "If you ever lived in {x} you'd know the streetlights are brutal."),
        "chat": ("Clear as a bell over {v} right now, anyone else out?",
                 "Fog's rolling in over {v}, I'm calling it."),
        "old": ("Drove past my old street in {old} today, they've cut the big tree down.",
                "The dark skies I had in {old} were never this good, to be fair."),
    },
    zh={
        "has": ("我住在{v}", "我家在{v}"),
        "new": ("我搬到{v}了", "我们从{old}搬到{v}了", "终于在{v}安顿下来了"),
        "use": ("新家在{v}，后院看银河比以前清楚多了。", "这周末一直在{v}拆箱子，目镜盒终于找到了。"),
        "late": ("我{when}已经搬到{v}了",),
        "inf": ("搬到{v}", "在{v}买房"),
        "neg": ("我已经不住{old}了，现在住{v}",),
        "dist": ("听说{x}那边新开了一家中超，有人去过吗？", "{x}的路灯太亮了，根本看不到星星。"),
        "chat": ("{v}这边现在很晴，有人在观测吗？",),
        "old": ("今天路过以前在{old}住的那条街，有点怀念。",),
    },
))  # fmt: skip

EMPLOYERS = ("Reckitt", "Smith & Nephew", "Siemens Gamesa", "Hull Royal Infirmary",
             "the University of Hull", "Arco", "Marfleet Marine Logistics", "Kingswood Analytics",
             "Ferriby Print Works", "Spurn Point Software", "Humber Bridge Board")  # fmt: skip

_slot(Slot(
    key="employer", multi=False, plans=True,
    pool={EN: EMPLOYERS, ZH: EMPLOYERS},
    q={
        "current": ("Where does {n} work now?", "{n}现在在哪里工作？"),
        "historical": ("Where did {n} work before the current job?", "{n}之前在哪里工作？"),
        "as_of": ("Who was {n} working for at that time?", "那时候{n}在哪里上班？"),
        "planning": ("Where is {n} hoping to work next?", "{n}打算去哪里工作？"),
    },
    en={
        "has": ("I work at {v}", "I'm at {v} during the day", "I do shifts at {v}"),
        "has3": ("{n} works at {v}", "{n} is at {v}"),
        "new": ("I've started a new job at {v}", "I've left {old} and I'm at {v} now",
                "I handed my notice in at {old} and started at {v} on Monday"),
        "new3": ("{n} has got a job at {v}", "{n} has left {old} and gone to {v}",
                 "{n} is working at {v} now"),
        "use": ("Induction day at {v} was mostly fire drills and lanyards.",
                "New badge for {v} came through, I look like a hostage in the photo.",
                "Finished at {v} at six, so I can make the outreach setup if someone saves me a brew."),
        "late": ("I started at {v} {when}", "I left {old} for {v} {when}"),
        "inf": ("apply to {v}", "go for the job at {v}", "move over to {v}"),
        "neg": ("I'm not at {old} any more, I work at {v} now",
                "I left {old} ages ago, it's {v} now"),
        "dist": ("{x} are hiring again, saw it in the Hull Daily Mail.",
                 "My cousin says the canteen at {x} is the best in town, for what it's worth.",
                 "Did anyone see {x} on Look North last night?"),
        "chat": ("Long day at {v}, but the forecast says clear by ten.",
                 "Stuck on a late at {v}, someone look at Saturn for me."),
        "old": ("Bumped into an old workmate from {old} in Princes Quay.",),
    },
    zh={
        "has": ("我在{v}上班", "我在{v}工作"),
        "new": ("我换工作了，现在在{v}", "我从{old}辞职了，去了{v}"),
        "use": ("今天在{v}入职培训，一整天都在讲安全规定。", "{v}的工牌终于下来了，照片好丑。"),
        "late": ("我{when}就已经去{v}上班了",),
        "inf": ("去{v}工作", "申请{v}的职位"),
        "neg": ("我已经不在{old}了，现在在{v}",),
        "dist": ("{x}最近在招人，有兴趣的可以看看。", "听说{x}的食堂很不错。"),
        "chat": ("今天在{v}加班，晚上估计去不了了。",),
        "old": ("今天碰到以前{old}的同事了。",),
    },
))  # fmt: skip

SCOPES = ("Skywatcher 200P", "Celestron 8SE", "Heritage 130P", "Evostar 80ED", "Skymax 127",
          "Orion Ridge 150", "Halden 102ED", "Tarrant 12-inch Dob", "Stellalyra 10-inch")  # fmt: skip

_slot(Slot(
    key="scope", multi=False, plans=True,
    pool={EN: SCOPES, ZH: SCOPES},
    q={
        "current": ("Which telescope does {n} observe with now?", "{n}现在用哪台望远镜？"),
        "historical": ("Which telescope did {n} use before the current one?",
                       "{n}之前用的是哪台望远镜？"),
        "as_of": ("Which telescope was {n} using at that time?", "那时候{n}用的是哪台望远镜？"),
        "planning": ("Which telescope is {n} planning to get?", "{n}打算买哪台望远镜？"),
    },
    en={
        "has": ("my main scope is the {v}", "I observe with a {v}", "I've got the {v}"),
        "has3": ("{n} uses a {v}", "{n} has the {v}"),
        "new": ("I've bought a {v}", "I sold the {old} and got a {v}",
                "the {v} arrived today and the {old} has gone to a new home"),
        "new3": ("{n} has got a {v}", "{n} has sold the {old} and bought a {v}",
                 "{n} is using a {v} now"),
        "use": ("First light through the {v} last night, the Jupiter bands were crisp.",
                "Collimated the {v} this afternoon, took me an hour and a cup of tea.",
                "The {v} fits in the boot with the seats down, which is the main thing."),
        "late": ("I swapped the {old} for a {v} {when}", "I picked up a {v} {when}"),
        "inf": ("buy a {v}", "upgrade to a {v}", "get a second-hand {v}"),
        "neg": ("I don't have the {old} any more, it's the {v} now",
                "the {old} went on eBay, I've only got the {v}"),
        "dist": ("FLO have the {x} on offer this week if anyone's tempted.",
                 "Watched a review of the {x}, the focuser looks flimsy.",
                 "Imagine taking a {x} up Ben Nevis, lol.",
                 "Anyone used a {x}? A bloke at work asked me and I had no idea."),
        "chat": ("The {v} is cooling in the garden, fingers crossed.",
                 "Dew got into the {v} again, need a better heater strap."),
        "old": ("Honestly miss the {old} sometimes, it was so light to carry.",),
    },
    zh={
        "has": ("我用的是{v}", "我的主力镜是{v}"),
        "new": ("我买了一台{v}", "把{old}卖了，换了{v}"),
        "use": ("昨晚{v}第一次开光，木星的云带很清楚。", "下午给{v}做了光轴校准。"),
        "late": ("我{when}就把{old}换成{v}了",),
        "inf": ("买一台{v}", "升级到{v}"),
        "neg": ("{old}已经卖掉了，现在只用{v}",),
        "dist": ("FLO的{x}在打折，有人想要吗？", "看了一个{x}的评测，调焦座有点晃。"),
        "chat": ("{v}在院子里降温，希望今晚别起雾。",),
        "old": ("有时候还挺想念{old}的，搬起来轻。",),
    },
))  # fmt: skip

CARS = ("Skoda Octavia", "Nissan Leaf", "Dacia Duster", "Kia Niro", "Toyota Yaris", "Volvo V70",
        "Ford Focus", "MG4", "VW Touran", "Honda Jazz")  # fmt: skip

_slot(Slot(
    key="car", multi=False, plans=True,
    pool={EN: CARS, ZH: CARS},
    q={
        "current": ("What car does {n} drive now?", "{n}现在开什么车？"),
        "historical": ("What car did {n} drive before the current one?", "{n}以前开什么车？"),
        "as_of": ("What was {n} driving at that time?", "那时候{n}开的是什么车？"),
        "planning": ("Which car is {n} thinking of getting?", "{n}打算换什么车？"),
    },
    en={
        "has": ("I drive a {v}", "I've got an old {v}", "the {v} gets me up to the site"),
        "has3": ("{n} drives a {v}", "{n} has a {v}"),
        "new": ("I've part-exchanged the {old} for a {v}", "I bought a {v}",
                "we've got a {v} now, the {old} finally died"),
        "new3": ("{n} has got a {v}", "{n} traded the {old} in for a {v}",
                 "{n} is driving a {v} these days"),
        "use": ("Charging the {v} at the Tesco on Hall Road while I wait for the clouds to clear.",
                "Got the Dob and both tripods in the back of the {v}, no drama.",
                "The {v} says minus three outside, bring the thick gloves."),
        "late": ("I got rid of the {old} and bought a {v} {when}", "I picked up a {v} {when}"),
        "inf": ("get a {v}", "trade the car in for a {v}", "lease a {v}"),
        "neg": ("no {old} any more, I drive a {v} now", "the {old} is long gone, it's a {v}"),
        "dist": ("A {x} nearly took my wing mirror off on the Clive Sullivan Way.",
                 "Top Gear rinsed the {x} again, poor thing.",
                 "Someone at the outreach night asked if a {x} is good for towing. No idea!",
                 "Never buying a {x}, my brother-in-law's was in the garage every month."),
        "chat": ("The {v} is iced up, give me ten minutes.",
                 "Parked the {v} by the gate at the site, headlights off before the turn please."),
        "old": ("Found a receipt from the {old} days in the glovebox, petrol was cheap then.",),
    },
    zh={
        "has": ("我开的是{v}", "我有一辆{v}"),
        "new": ("我把{old}卖了，买了一辆{v}", "新车是{v}"),
        "use": ("在Hall Road的Tesco给{v}充电，等云散。", "{v}后备箱放得下道布森和两个三脚架。"),
        "late": ("我{when}就换成{v}了",),
        "inf": ("换一辆{v}", "买一辆{v}"),
        "neg": ("{old}早就卖了，现在开{v}",),
        "dist": ("一辆{x}在Clive Sullivan Way差点刮到我。", "同事问{x}好不好开，我也不知道。"),
        "chat": ("{v}结霜了，等我十分钟。",),
        "old": ("在手套箱里翻到以前开{old}时候的收据。",),
    },
))  # fmt: skip

CARRIERS = ("EE", "giffgaff", "Vodafone", "O2", "Smarty", "Tesco Mobile", "Lumen Mobile")

_slot(Slot(
    key="carrier", multi=False, plans=True,
    pool={EN: CARRIERS, ZH: CARRIERS},
    q={
        "current": ("Which mobile network is {n} on now?", "{n}现在用哪家手机运营商？"),
        "historical": ("Which mobile network was {n} on before?", "{n}之前用的是哪家运营商？"),
        "as_of": ("Which mobile network was {n} on at that time?", "那时候{n}用的是哪家运营商？"),
        "planning": ("Which network is {n} thinking of moving to?", "{n}打算换到哪家运营商？"),
    },
    en={
        "has": ("I'm on {v}", "my phone's with {v}", "I've been with {v} for years"),
        "has3": ("{n} is on {v}", "{n} uses {v}"),
        "new": ("I've ported my number to {v}", "I've left {old} and gone to {v}",
                "I switched to {v}, it's half the price"),
        "new3": ("{n} has switched to {v}", "{n} has moved from {old} to {v}"),
        "use": ("Got signal at the site for once, {v} must have a mast out there.",
                "{v} sent me a text welcoming me, took them long enough.",
                "My {v} SIM finally arrived so I'm back on the group properly."),
        "late": ("I moved to {v} {when}", "I left {old} for {v} {when}"),
        "inf": ("switch to {v}", "port my number to {v}", "try {v}"),
        "neg": ("I'm not on {old} any more, I'm with {v}", "left {old}, it's {v} now"),
        "scoped": ("personal phone's on {v}, but the work phone is {x}",
                   "{v} for my own phone, though work gave me one on {x}"),
        "dist": ("{x} had an outage all afternoon, anyone else affected?",
                 "Advert on the bus says {x} have unlimited data for a tenner. Sounds too good.",
                 "My daughter wants to go on {x}, is it any good?"),
        "chat": ("No signal up here at all on {v}, message me if the gate's locked.",),
        "old": ("{old} still send me marketing emails after I left, unbelievable.",),
    },
    zh={
        "has": ("我用的是{v}", "我的手机卡是{v}的"),
        "new": ("我把号码转到{v}了", "我从{old}换到{v}了"),
        "use": ("在观测点居然有信号了，{v}应该在那边有基站。", "{v}的新卡到了，终于可以正常收消息了。"),
        "late": ("我{when}就换到{v}了",),
        "inf": ("换到{v}", "试试{v}"),
        "neg": ("我已经不用{old}了，现在是{v}",),
        "scoped": ("自己的手机用{v}，工作手机是{x}的",),
        "dist": ("{x}今天下午断网了，你们有影响吗？", "公交上的广告说{x}十镑无限流量。"),
        "chat": ("观测点{v}没信号，门锁了给我发消息。",),
        "old": ("{old}到现在还给我发广告邮件。",),
    },
))  # fmt: skip

SOFTWARE = ("Siril", "PixInsight", "DeepSkyStacker", "SharpCap", "N.I.N.A.",
            "Astro Pixel Processor", "StarLoom")  # fmt: skip

_slot(Slot(
    key="software", multi=False, plans=True,
    pool={EN: SOFTWARE, ZH: SOFTWARE},
    q={
        "current": ("Which software does {n} use to process images now?",
                    "{n}现在用什么软件处理照片？"),
        "historical": ("Which processing software did {n} use before?",
                       "{n}以前用什么软件处理照片？"),
        "as_of": ("Which processing software was {n} using at that time?",
                  "那时候{n}用什么软件处理照片？"),
        "planning": ("Which processing software is {n} planning to try?",
                     "{n}打算试用哪个处理软件？"),
    },
    en={
        "has": ("I stack everything in {v}", "I process in {v}", "{v} is my go-to for stacking"),
        "has3": ("{n} processes in {v}", "{n} uses {v} for stacking"),
        "new": ("I've moved over to {v}", "I've given up on {old} and switched to {v}",
                "I bought a {v} licence"),
        "new3": ("{n} has switched to {v}", "{n} has ditched {old} for {v}"),
        "use": ("Ran last night's Orion subs through {v}, the noise is so much better.",
                "Spent my lunch break watching {v} tutorials, my brain hurts.",
                "Here's M31 from Saturday, stacked and stretched in {v}."),
        "late": ("I moved everything to {v} {when}", "I stopped using {old} and went to {v} {when}"),
        "inf": ("learn {v}", "move to {v}", "try {v}"),
        "neg": ("I don't use {old} any more, it's all {v}",
                "not {old}, I process in {v} these days"),
        "scoped": ("{v} for most of my stacking, but {x} for planetary",
                   "everything goes through {v}, except the lunar mosaics, which I do in {x}"),
        "dist": ("There's a {x} workshop on Zoom next week if anyone fancies it.",
                 "Someone on Cloudy Nights reckons {x} is dead. Bit dramatic.",
                 "Which is easier for a beginner, {x} or something else? Asking for my nephew."),
        "chat": ("{v} crashed halfway through registration, of course it did.",),
        "old": ("Found some old {old} project files from 2021, they look awful now.",),
    },
    zh={
        "has": ("我用{v}叠加", "我一般用{v}处理"),
        "new": ("我换成{v}了", "不用{old}了，改用{v}"),
        "use": ("昨晚的猎户座用{v}叠了一下，噪点好多了。", "午休一直在看{v}的教程。"),
        "late": ("我{when}就改用{v}了",),
        "inf": ("学{v}", "试试{v}"),
        "neg": ("我已经不用{old}了，现在都用{v}",),
        "scoped": ("深空一般用{v}，但行星用{x}",),
        "dist": ("下周有个{x}的线上讲座，有人想听吗？", "有人说{x}不再更新了，是真的吗？"),
        "chat": ("{v}配准到一半又崩了。",),
        "old": ("翻到以前用{old}做的文件，现在看好难看。",),
    },
))  # fmt: skip

ENERGY = ("Octopus", "British Gas", "EDF", "E.ON Next", "OVO", "Northlight Energy", "So Energy")

_slot(Slot(
    key="energy", multi=False, plans=True,
    pool={EN: ENERGY, ZH: ENERGY},
    q={
        "current": ("Which energy supplier is {n} with now?", "{n}现在用哪家能源公司？"),
        "historical": ("Which energy supplier was {n} with before?", "{n}以前用哪家能源公司？"),
        "as_of": ("Which energy supplier was {n} with at that time?",
                  "那时候{n}用的是哪家能源公司？"),
        "planning": ("Which energy supplier is {n} thinking of switching to?",
                     "{n}打算换到哪家能源公司？"),
    },
    en={
        "has": ("we're with {v} for gas and electric", "I'm on {v}", "our energy is {v}"),
        "has3": ("{n} is with {v}", "{n}'s household is on {v}"),
        "new": ("we've switched to {v}", "we left {old} and went to {v}",
                "I finally moved the energy over to {v}"),
        "new3": ("{n} has switched to {v}", "{n} has moved from {old} to {v}"),
        "use": ("The {v} smart meter says the dew heaters cost me 4p last night, bargain.",
                "First bill from {v} landed, less painful than I feared.",
                "{v} want a meter reading, anyone know where the cupboard key went?"),
        "late": ("we moved to {v} {when}", "we dropped {old} for {v} {when}"),
        "inf": ("switch to {v}", "move the energy to {v}", "go with {v}"),
        "neg": ("we're not with {old} any more, it's {v}", "left {old}, we're on {v} now"),
        "dist": ("{x} were on Watchdog again, what a mess.",
                 "Flyer through the door from {x} promising a free smart meter.",
                 "My mum is with {x} and she's never had a problem, for what it's worth."),
        "chat": ("Observatory heater's on, {v} will be thrilled.",),
        "old": ("Still waiting on {old} to send my final bill, it's been months.",),
    },
    zh={
        "has": ("我们家用的是{v}", "电和气都是{v}的"),
        "new": ("我们换到{v}了", "我们从{old}换成{v}了"),
        "use": ("{v}的智能电表显示昨晚除露带只花了4便士。", "{v}的第一张账单来了，还好。"),
        "late": ("我们{when}就换到{v}了",),
        "inf": ("换到{v}", "用{v}"),
        "neg": ("我们已经不用{old}了，现在是{v}",),
        "dist": ("{x}又上新闻了。", "门口收到{x}的传单，说免费装智能电表。"),
        "chat": ("开着暖气等云散，{v}要高兴了。",),
        "old": ("{old}到现在还没寄最后一张账单。",),
    },
))  # fmt: skip

GYMS = ("PureGym", "Ennerdale Leisure Centre", "Haltemprice Leisure Centre", "Anytime Fitness",
        "Humber Climbing Wall", "Ironworks Gym")  # fmt: skip

_slot(Slot(
    key="gym", multi=False, plans=True,
    pool={EN: GYMS, ZH: GYMS},
    q={
        "current": ("Which gym does {n} go to now?", "{n}现在去哪家健身房？"),
        "historical": ("Which gym did {n} go to before?", "{n}以前去哪家健身房？"),
        "as_of": ("Which gym was {n} going to at that time?", "那时候{n}去哪家健身房？"),
        "planning": ("Which gym is {n} thinking of joining?", "{n}打算去哪家健身房？"),
    },
    en={
        "has": ("I go to {v}", "I've got a membership at {v}", "I swim at {v} twice a week"),
        "has3": ("{n} goes to {v}", "{n} is a regular at {v}"),
        "new": ("I've joined {v}", "I cancelled {old} and signed up at {v}",
                "I've moved my membership to {v}"),
        "new3": ("{n} has joined {v}", "{n} has left {old} for {v}"),
        "use": ("Legs are dead after {v} this morning, someone else carry the mount tonight.",
                "The changing rooms at {v} are freezing, it's like observing in January.",
                "Saw Orion rising walking out of {v} at 6am, silver lining."),
        "late": ("I joined {v} {when}", "I left {old} for {v} {when}"),
        "inf": ("join {v}", "sign up at {v}", "try {v}"),
        "neg": ("I'm not at {old} any more, I go to {v}", "I quit {old}, it's {v} now"),
        "dist": ("{x} are doing a January offer, half price for three months.",
                 "Heard the pool at {x} is shut again.",
                 "My lad swears by {x} but he's twenty and indestructible."),
        "chat": ("{v} was rammed tonight, everyone's New Year resolutions.",),
        "old": ("Still getting emails from {old} asking me to come back.",),
    },
    zh={
        "has": ("我去{v}健身", "我办了{v}的卡"),
        "new": ("我办了{v}的会员", "退了{old}，换去{v}了"),
        "use": ("早上在{v}练完腿，今晚谁帮我搬赤道仪。", "{v}的更衣室冷得像一月份观测。"),
        "late": ("我{when}就去{v}了",),
        "inf": ("去{v}", "办{v}的卡"),
        "neg": ("我已经不去{old}了，现在去{v}",),
        "dist": ("{x}一月份半价，有人想去吗？", "听说{x}的游泳池又关了。"),
        "chat": ("今晚{v}人好多。",),
        "old": ("{old}还一直给我发邮件叫我回去。",),
    },
))  # fmt: skip

ROLES = {EN: ("treasurer", "secretary", "outreach coordinator", "equipment officer",
              "newsletter editor", "observing director"),
         ZH: ("财务", "秘书", "科普活动负责人", "器材管理员", "简报编辑", "观测组长")}  # fmt: skip

_slot(Slot(
    key="role", multi=False, plans=True,
    pool=ROLES,
    q={
        "current": ("What is {n}'s role on the society committee now?", "{n}现在在学会担任什么职务？"),
        "historical": ("What role did {n} have on the committee before?", "{n}以前在学会担任什么职务？"),
        "as_of": ("What was {n}'s committee role at that time?", "那时候{n}在学会担任什么职务？"),
        "planning": ("Which committee role is {n} planning to stand for?", "{n}打算竞选什么职务？"),
    },
    en={
        "has": ("I'm the society's {v}", "I do the {v} job on the committee"),
        "has3": ("{n} is our {v}", "{n} does the {v} job"),
        "new": ("I've taken over as {v}", "I've handed over the {old} job and I'm {v} now",
                "the AGM voted me in as {v}"),
        "new3": ("{n} is our new {v}", "{n} got elected {v} at the AGM",
                 "{n} has stepped down as {old} and taken on {v}"),
        "use": ("Right, as {v} I need everyone's availability for March by Friday.",
                "First job as {v}: chasing the key for the equipment cupboard.",
                "Wearing my {v} hat: please don't leave red torches in the hall."),
        "late": ("I took over as {v} {when}", "I stopped being {old} and became {v} {when}"),
        "inf": ("stand for {v}", "put myself forward as {v}", "take on {v}"),
        "neg": ("I'm not {old} any more, I'm {v} now", "{old} was last year, I'm {v}"),
        "dist": ("The photo society are looking for a new {x}, if anyone's a glutton for punishment.",
                 "Whoever becomes {x} next year gets the cursed filing cabinet.",
                 "Is {x} even a real job? Joking, joking."),
        "chat": ("{v} update: the hall's booked for the 14th.",),
        "old": ("Found my old {old} folder in the loft, so many receipts.",),
    },
    zh={
        "has": ("我是学会的{v}", "我在委员会做{v}"),
        "new": ("我开始当{v}了", "{old}交出去了，现在我是{v}"),
        "use": ("作为{v}，请大家周五前告诉我三月份哪天有空。", "当{v}的第一件事：找器材柜的钥匙。"),
        "late": ("我{when}就接任{v}了",),
        "inf": ("竞选{v}", "当{v}"),
        "neg": ("我已经不是{old}了，现在是{v}",),
        "dist": ("摄影协会在找新的{x}，有人想试试吗？", "明年谁当{x}谁就要管那个旧文件柜。"),
        "chat": ("{v}通知：14号的场地订好了。",),
        "old": ("在阁楼找到以前当{old}时的文件夹。",),
    },
))  # fmt: skip

LANGS = {EN: ("Mandarin", "Spanish", "Welsh", "Japanese", "Italian", "Polish", "Norwegian"),
         ZH: ("日语", "法语", "西班牙语", "德语", "韩语", "意大利语")}  # fmt: skip

_slot(Slot(
    key="language", multi=False, plans=True,
    pool=LANGS,
    q={
        "current": ("Which language is {n} learning now?", "{n}现在在学什么语言？"),
        "historical": ("Which language was {n} learning before?", "{n}以前在学什么语言？"),
        "as_of": ("Which language was {n} learning at that time?", "那时候{n}在学什么语言？"),
        "planning": ("Which language is {n} thinking of learning?", "{n}打算学什么语言？"),
    },
    en={
        "has": ("I'm learning {v}", "I'm doing {v} on Duolingo", "I go to a {v} evening class"),
        "has3": ("{n} is learning {v}", "{n} does {v} classes"),
        "new": ("I've started learning {v}", "I gave up on {old} and started {v}",
                "I've switched my Duolingo from {old} to {v}"),
        "new3": ("{n} has started learning {v}", "{n} has dropped {old} and taken up {v}"),
        "use": ("Tried to name the constellations in {v} for my class homework, it went badly.",
                "Day 40 of my {v} streak, the owl is pleased with me.",
                "My {v} teacher wants us to describe a hobby, so you're all getting a speech about Messier objects."),
        "late": ("I started {v} {when}", "I dropped {old} for {v} {when}"),
        "inf": ("learn {v}", "take up {v}", "start a {v} course"),
        "neg": ("not doing {old} any more, it's {v} now",
                "I stopped {old}, I'm learning {v}"),
        "dist": ("Did you know {x} has its own word for the Milky Way? Saw it on QI.",
                 "The library has free {x} conversation mornings, if anyone's interested.",
                 "Imagine doing outreach in {x}, I'd need so many flashcards."),
        "chat": ("{v} homework done, now waiting for the clouds.",),
        "old": ("I can still count to ten in {old}, that's about it.",),
    },
    zh={
        "has": ("我在学{v}", "我在上{v}课"),
        "new": ("我开始学{v}了", "{old}放弃了，改学{v}"),
        "use": ("用{v}给星座起名字当作业，太难了。", "{v}打卡第40天。"),
        "late": ("我{when}就开始学{v}了",),
        "inf": ("学{v}", "报个{v}班"),
        "neg": ("我已经不学{old}了，现在学{v}",),
        "dist": ("图书馆有免费的{x}角，有人感兴趣吗？", "听说{x}里银河有专门的说法。"),
        "chat": ("{v}作业做完了，等云散。",),
        "old": ("{old}我现在只会数到十了。",),
    },
))  # fmt: skip

PETS = {"Mochi": ("cat", "猫"), "Biscuit": ("dog", "狗"), "Pepper": ("cat", "猫"),
        "Bramble": ("dog", "狗"), "Widget": ("rabbit", "兔子"), "Pickle": ("cat", "猫"),
        "Ziggy": ("dog", "狗"), "Tofu": ("rabbit", "兔子"), "Marmite": ("dog", "狗"),
        "Nutmeg": ("cat", "猫"), "Sprout": ("tortoise", "乌龟"), "Dumpling": ("cat", "猫")}  # fmt: skip

_slot(Slot(
    key="pets", multi=True, plans=False,
    pool={EN: tuple(PETS), ZH: tuple(PETS)},
    q={
        "coexisting": ("What pets does {n} have now?", "{n}现在养了哪些宠物？"),
        "current": ("What pet does {n} have now?", "{n}现在养的宠物叫什么？"),
        "historical": ("What pet did {n} have before?", "{n}以前养的宠物叫什么？"),
    },
    en={
        "has": ("I've got a {kind} called {v}", "{v}, my {kind}, is the real boss of this house",
                "we have a {kind}, {v}"),
        "has3": ("{n} has a {kind} called {v}", "{n}'s {kind} {v} is famous round here"),
        "add": ("we've got a second {kind}, {v}, so that's two of them now",
                "meet {v}, our new {kind}, {first} is not impressed",
                "we adopted a {kind} called {v} from the rescue, {first} is sulking"),
        "add3": ("{n} has got a {kind} called {v} as well now",
                 "{n} adopted a {kind}, {v}, alongside {first}"),
        "use": ("{v} the new {kind} chewed through my dew heater cable. {first} just watched.",
                "Can't come tonight, taking {v} to the vet for the first jabs."),
        "remove": ("we lost {v} last week, the house is very quiet",
                   "{v} went to live with my sister, it was for the best"),
        "dist": ("There's a {kind} at the rescue called {x}, someone please adopt him.",
                 "My neighbour's {kind} {x} sat on my star chart, cheeky thing.",
                 "If I ever get a {kind} I'm calling it {x}."),
        "chat": ("{v} is asleep in the eyepiece case again.",
                 "{v} has decided the red torch is a toy."),
    },
    zh={
        "has": ("我养了一只{kind}，叫{v}", "我家{kind}叫{v}"),
        "add": ("我们又养了一只{kind}，叫{v}，现在家里有两只了", "新来的{kind}叫{v}，{first}不太高兴"),
        "use": ("新来的{v}把除露带的线咬断了，{first}在旁边看着。",),
        "remove": ("{v}上周走了，家里好安静", "{v}送去我姐姐家了"),
        "dist": ("救助站有只{kind}叫{x}，谁收养一下吧。", "邻居家的{kind}{x}坐在我的星图上。"),
        "chat": ("{v}又睡在目镜箱里了。",),
    },
))  # fmt: skip

CLUBS = ("Hull Chess Club", "East Riding Ramblers", "Humber Photographic Society",
         "Wolds Folk Choir", "Holderness Cycling Club", "Hull Model Railway Club",
         "Spurn Birding Group", "Humber Rowing Club")  # fmt: skip

_slot(Slot(
    key="clubs", multi=True, plans=False,
    pool={EN: CLUBS, ZH: CLUBS},
    q={
        "coexisting": ("Which other clubs does {n} belong to now, besides the astro society?",
                       "除了天文学会，{n}现在还参加哪些俱乐部？"),
        "current": ("Which other club does {n} belong to now, besides the astro society?",
                    "除了天文学会，{n}现在还参加哪个俱乐部？"),
        "historical": ("Which other club was {n} in before?", "{n}以前参加过哪个俱乐部？"),
    },
    en={
        "has": ("I'm in the {v} as well", "Tuesdays are {v} for me",
                "I've been a member of the {v} for years"),
        "has3": ("{n} is in the {v} as well", "{n} goes to the {v} on Tuesdays"),
        "add": ("I've joined the {v} too, on top of the {first}",
                "I signed up for the {v} as well, still doing the {first}"),
        "add3": ("{n} has joined the {v} too", "{n} is in the {v} now as well as the {first}"),
        "use": ("Missed the meeting, the {v} had their first session and I couldn't skip it.",
                "Sorry, out with the {v} this weekend, but I'll be at the next one."),
        "remove": ("I've packed in the {v}", "I'm not going to the {v} any more, no time"),
        "dist": ("The {x} are doing a joint night with us in May apparently.",
                 "Saw a poster for the {x} in the library, looked fun.",
                 "My brother-in-law keeps trying to drag me to the {x}. Never."),
        "chat": ("Knackered after the {v} today.",),
    },
    zh={
        "has": ("我也参加{v}", "我是{v}的会员"),
        "add": ("我又加入了{v}，{first}也还在去", "现在除了{first}还参加了{v}"),
        "use": ("这次聚会去不了，{v}第一次活动。",),
        "remove": ("{v}我不去了", "我退出{v}了，没时间"),
        "dist": ("听说{x}五月份要和我们一起办活动。", "图书馆贴了{x}的海报。"),
        "chat": ("{v}活动完累死了。",),
    },
))  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Wrappers: how a clause becomes a chat line, per situation.
# ---------------------------------------------------------------------------------------------

W_EN = {
    "direct": ("{C}.", "Bit of news: {c}.", "{C}, for anyone keeping track.", "Right then, {c}!",
               "Quick update — {c}.", "{C}. Feels weird saying it."),
    "third": ("Did you all hear? {C}.", "{C}, told me at the outreach night.",
              "Apparently {c}. Good for them.", "Word from the car park at the site: {c}."),
    "pron_a": ("Has anyone heard from {n} lately?", "Where's {n} been hiding? Not seen {o} in ages.",
               "Is {n} coming on Friday?"),
    "pron_b": ("Yeah, saw {o} at the Deep on Saturday. {C}.", "{C}, so {p}'s been busy.",
               "{C} — {p} told me last week."),
    "pron_one": ("Bumped into {n} in Tesco on Sunday. {C}.",
                 "Had a brew with {n} after the talk. {C}, which explains a lot."),
    "self": ("Announcement from {n} HQ: {C}.", "For the minutes, {c}.",
             "Breaking news, {c}. Yes I'm talking about myself in the third person."),
    "late": ("Forgot to mention, {c}.", "Meant to say weeks ago: {c}.",
             "Oh, and I never told you lot — {c}.", "Not sure I said, but {c}."),
    "plan": ("Thinking I might {i}.", "I might {i} this year, we'll see.",
             "Seriously considering whether to {i}.", "Plan is to {i} in the spring, fingers crossed."),
    "plan_open": ("Right, I've decided I'm going to {i}. Not yet, but soon.",
                  "Looking into how to {i}, been reading up all week.",
                  "Next big project: {i}. Still saving up."),
    "drop": ("Decided not to {i} after all — {h}, and that's fine.",
             "Scrapped the idea, I won't {i}. {H}, same as ever.",
             "Update on the great plan to {i}: not happening. {H}."),
    "done": ("Did it: {c}.", "Well, it happened — {c}.", "Told you I would: {c}."),
    "neg_q": ("{n}, is it still {old} for you?", "{n}, you still on {old}?"),
    "neg_a": ("No, {c}.", "Ha, no — {c}.", "Nope, {c}, keep up!"),
    "wrong": ("{C}.", "Quick one: {c}."),
    "fix": ("*{v}, not {x}. Autocorrect hates me.", "Sorry, I meant {v}, not {x}!",
            "Ignore that, {x} is wrong — it's {v}."),
    "scoped": ("{C}.", "To answer the question from earlier: {c}."),
    "init": ("{C}.", "For the newcomers: {c}.", "{C}, if anyone's asking.", "Hi all, {c}."),
    "init3": ("{C}, by the way.", "Quick who's who for the newbies: {c}.",
              "{C}, ask {o} if you need anything."),
    "long_pre": ("What a week. Boiler packed in, the cat was sick on the rug, and",
                 "Sorry I missed the outreach night, the kids had a temperature and the car needed tyres. Anyway,",
                 "Lovely to see so many new faces at the Moonwatch last night, the Scouts were brilliant. Other news:",
                 "Cloudy again, of course, so I've been catching up on life admin, and"),
    "long_post": ("Anyway, is anyone going up to the Wolds site Friday? Seeing is meant to be decent.",
                  "Also, has anyone got a spare 2-inch diagonal I could borrow for the school visit?",
                  "Right, kettle's on. Clear skies all.",
                  "Who's bringing biscuits on Thursday? It's not my turn."),
}  # fmt: skip

W_ZH = {
    "direct": ("{c}。", "说一下，{c}。", "跟大家汇报一下：{c}。", "{c}，哈哈。"),
    "third": ("你们听说了吗？{c}。", "{c}，上次科普活动的时候说的。", "听说{c}。"),
    "pron_a": ("最近有人见过{n}吗？", "{n}周五来吗？"),
    "pron_b": ("周六在the Deep看到{o}了。{c}。", "{c}，{o}上周跟我说的。"),
    "pron_one": ("周日在Tesco碰到{n}了。{c}。",),
    "self": ("{n}报告：{c}。",),
    "late": ("忘了说，{c}。", "早就想说了：{c}。", "好像没跟大家说过，{c}。"),
    "plan": ("在考虑{i}。", "今年可能会{i}，再看吧。", "有点想{i}。"),
    "plan_open": ("决定了，我要{i}，还在准备。", "最近一直在研究怎么{i}。"),
    "drop": ("还是不{i}了，{h}就挺好。", "算了，不{i}了。{h}。"),
    "done": ("搞定了：{c}。", "说到做到，{c}。"),
    "neg_q": ("{n}，你还是{old}吗？",),
    "neg_a": ("不是了，{c}。", "早就不是了，{c}。"),
    "wrong": ("{c}。",),
    "fix": ("打错了，是{v}，不是{x}。", "不好意思，我说错了，是{v}。{x}是错的。"),
    "scoped": ("{c}。",),
    "init": ("{c}。", "大家好，{c}。", "给新来的朋友介绍一下，{c}。"),
    "init3": ("{c}。",),
    "long_pre": ("这周好累，锅炉坏了，孩子又感冒，", "昨晚的赏月活动来了好多人，童子军特别可爱。另外，"),
    "long_post": ("对了，周五有人去Wolds观测点吗？", "谁周四带饼干？不是我。"),
}  # fmt: skip

FILLER_EN = (
    "Met Office says clear from 10pm, Clear Outside says solid cloud. Place your bets.",
    "Aurora alert just went amber! Looking north from the Humber Bridge car park.",
    "Anyone else get the ISS pass tonight? Bright as anything.",
    "Reminder: outreach evening at the library on Thursday, setup from 6.",
    "Can someone bring the society's solar scope to the school visit? I've got the banner.",
    "Full Moon this weekend so deep sky is a write-off. Lunar craters it is.",
    "The gate code at the Wolds site has changed, check your email.",
    "Whoever left a Telrad in the hall cupboard, it's in lost property now.",
    "Jupiter's GRS was on the meridian around 11, lovely and orange.",
    "Seeing was awful, everything boiling. Packed up at midnight.",
    "Got 40 minutes on the Orion Nebula before the clouds came. Worth the drive.",
    "Kids at the Brownies session asked if aliens can see us. Great question tbh.",
    "Cloudy. Again. I'm starting to think my new eyepiece is cursed.",
    "Anyone know if the Humber Bridge is closed tonight? Wind's mental.",
    "Next month's talk is on variable stars, speaker's coming from York.",
    "Dew was horrendous, my finder was dripping by ten.",
    "Red torches only at the site please, someone had a phone on full brightness last week.",
    "Bloody streetlights on our road were switched back on all night. Complaint sent.",
    "Comet's supposed to be binocular visible by next week, low in the west after sunset.",
    "Who's got the key for the equipment cupboard? Need the loan scope for a member.",
    "Thanks to everyone who came to the Moonwatch, we had over 200 visitors!",
    "Saturn's rings are getting thinner every year, catch them while you can.",
    "The Hull Daily Mail ran a piece on our outreach evening, we look very serious.",
    "Forecast is clear for Tuesday but I'm on nights. Typical.",
    "Does anyone have a spare dovetail bar? Mine's bent.",
    "Perseids peak Sunday, I'm taking a deckchair and a flask.",
    "Raffle for the Christmas social: please donate tat, I mean prizes.",
    "Mars is lovely and red over the flats tonight if you look south-east.",
    "Just a heads up, the farm track to the site is flooded past the cattle grid.",
    "Has anyone tried one of those smart telescopes? Looks like cheating to me.",
    "Sunspot group 3664 is huge, get the solar filters out.",
    "The planisphere from the beginners' pack is brilliant, my lad won't put it down.",
    "Who's doing tea urn duty at the AGM?",
    "Lovely halo round the Moon tonight, 22 degrees exactly.",
    "Found a tick on my leg after lying in the grass for the Perseids. Nature.",
    "Clear Outside has gone green for Saturday!!! Don't jinx it.",
    "My partner says I can only buy another eyepiece if I sell two. Negotiations ongoing.",
    "Sorry for the late reply, was on a 12-hour shift.",
    "Did anyone catch the Starlink train last night? Looked like a string of pearls.",
    "I'm bringing soup to the site on Friday, somebody bring bread.",
    "The university students want to borrow the big Dob for their project, is that ok?",
    "New members' pack is printed, twenty copies in the cupboard.",
    "Andromeda was naked-eye from the site, first time I've seen it properly.",
    "Thanks for the mooncakes, 谢谢 Xiaoyu! The lotus ones were amazing.",
    "Happy Lunar New Year to our Chinese members, 新年快乐!",
    "Someone at work asked me what the 'Milky Way' looks like from Hull. Orange, I said.",
    "Clouds cleared at 2am. I was asleep. Of course.",
    "The talk on exoplanets was fab, the Q&A went on for an hour.",
    "Bring a chair and layers for Saturday, it's going to be minus two.",
    "Lost a lens cap somewhere in the field by the gate. Black, 8-inch, answers to 'oi'.",
)  # fmt: skip

FILLER_ZH = (
    "今晚Clear Outside显示十点以后晴，大家去不去？",
    "极光警报变橙色了！往北看。",
    "刚才国际空间站过境，好亮。",
    "周四图书馆有科普活动，六点开始布置。",
    "满月了，深空没法拍，只能看月亮。",
    "视宁度太差了，星点一直在抖。",
    "今天又是阴天，我的新目镜是不是被诅咒了。",
    "英仙座流星雨周日极大，我带折叠椅和热水壶去。",
    "有人有多余的燕尾板吗？我的弯了。",
    "木星大红斑十一点左右过中天，很好看。",
    "观测点那条路被水淹了，过了牛栏那段开不过去。",
    "谢谢大家来参加赏月活动，来了两百多人！",
    "夜班刚下，看到群里说晴天，气死了。",
    "彗星下周应该用双筒能看到了，日落后西边低空。",
    "仙女座星系在观测点肉眼可见，第一次看得这么清楚。",
    "周六零下两度，多穿点。",
    "Starlink昨晚排成一串飞过去，像珍珠项链。",
    "学生们想借那台大道布森做课题，可以吗？",
    "新年快乐！今年也一起看星星。",
    "今天太阳黑子好多，记得带巴德膜。",
    "Thanks everyone, 今晚玩得很开心！",
    "月亮旁边有个22度晕，好漂亮。",
)  # fmt: skip

REPLIES_EN = ("Ha, brilliant.", "Nice one!", "Jealous.", "Clear skies!", "👍", "Fair enough.",
              "Congrats!", "Ooh, pics or it didn't happen.", "Good luck with that!", "Lol",
              "Same here.", "Count me in.", "Noted, cheers.", "Typical Hull weather.",
              "加油!", "Nice one, 厉害!")  # fmt: skip
REPLIES_ZH = ("哈哈", "厉害！", "羡慕", "好的", "恭喜！", "👍", "晴天！", "收到", "加油！")

# ---------------------------------------------------------------------------------------------
# The world: people, their slot tracks, and the chat built from them.
# ---------------------------------------------------------------------------------------------

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
START_DT = datetime.fromisoformat(START)
PRON = {"he": ("he", "him", "他"), "she": ("she", "her", "她")}


class _Safe(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, **kw: Any) -> str:
    return template.format_map(_Safe(**kw))


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


@dataclass
class Person:
    name: str
    pron: str
    lang: str
    partner: str

    @property
    def p(self) -> str:
        return PRON[self.pron][0] if self.lang == EN else PRON[self.pron][2]

    def o(self, lang: str) -> str:
        return PRON[self.pron][1] if lang == EN else PRON[self.pron][2]


@dataclass
class Track:
    person: Person
    slot: Slot
    vals: list[str] = field(default_factory=list)  # single: held values, in order
    eff: list[int] = field(default_factory=list)  # day each value became true
    rep: list[int] = field(default_factory=list)  # day each value was first told
    wrong: list[str] = field(default_factory=list)  # slips corrected in the chat
    dropped: list[str] = field(default_factory=list)  # plans and musings that went nowhere
    planned: str | None = None  # a plan still open at the end
    mentioned: set[str] = field(default_factory=set)  # named by this person, not held
    current: list[str] = field(default_factory=list)  # multi: values held at the end
    removed: list[str] = field(default_factory=list)  # multi: values given up

    def all_values(self) -> set[str]:
        out = set(self.vals) | set(self.wrong) | set(self.dropped) | self.mentioned
        out |= set(self.current) | set(self.removed)
        if self.planned:
            out.add(self.planned)
        return out


class Chat:
    """Collects episodes; one call of `conv` is one session of consecutive lines."""

    def __init__(self, seed: int, rng: random.Random) -> None:
        self.seed = seed
        self.rng = rng
        self.episodes: list[dict[str, Any]] = []
        self.sessions = 0

    def conv(self, day: int, lines: list[tuple[Person, str]]) -> None:
        day = max(0, min(LAST_DAY, day))
        self.sessions += 1
        sid = f"bf{self.seed}-{self.sessions:04d}"
        minute = self.rng.randint(0, 290)
        for who, text in lines:
            self.episodes.append({"day": day, "minute": minute, "speaker": who.name,
                                  "text": text, "session": sid,
                                  "language": ZH if _has_cjk(text) else EN})  # fmt: skip
            minute += self.rng.randint(1, 7)


def _has_cjk(text: str) -> bool:
    return sum("\u4e00" <= ch <= "\u9fff" for ch in text) >= 4


def when_phrase(rng: random.Random, eff: int, rep: int, lang: str) -> str:
    d = START_DT + timedelta(days=eff)
    if lang == ZH:
        return rng.choice((f"{d.month}月份", "几个星期前", f"{d.month}月初" if d.day <= 10
                           else f"{d.month}月底" if d.day >= 20 else f"{d.month}月中"))  # fmt: skip
    options = [f"back in {MONTHS[d.month - 1]}", "a few weeks ago"]
    if d.day <= 10:
        options.append(f"at the start of {MONTHS[d.month - 1]}")
    elif d.day >= 20:
        options.append(f"at the end of {MONTHS[d.month - 1]}")
    if 25 <= rep - eff <= 40:
        options.append("about a month ago")
    return rng.choice(options)


class Builder:
    """Turns people's tracks into chat lines (the situations of the brief)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.chat = Chat(seed, self.rng)
        self.people: list[Person] = []
        self.tracks: list[Track] = []

    # -- helpers ---------------------------------------------------------------------------

    def others(self, p: Person, lang: str | None = None) -> list[Person]:
        out = [q for q in self.people if q is not p and (lang is None or q.lang == lang)]
        return out or [q for q in self.people if q is not p]

    def frag(self, slot: Slot, lang: str, key: str, need_old: bool = True) -> str:
        frags = slot.en if lang == EN else slot.zh
        options = frags.get(key, ())
        if not need_old:
            options = tuple(t for t in options if "{old}" not in t) or options
        return self.rng.choice(options)

    def frag3(self, slot: Slot, lang: str, key: str, need_old: bool = True) -> str:
        """A third-person clause with {n}: English has its own; Chinese is derived from the
        first-person one (我 -> {n}, 我们 -> {n}家)."""
        if lang == EN:
            return self.frag(slot, EN, key + "3", need_old)
        base = [t for t in slot.zh.get(key, ()) if t.startswith("我")]
        if not need_old:
            base = [t for t in base if "{old}" not in t] or base
        if not base:
            return "{n}" + self.frag(slot, ZH, key, need_old)
        t = self.rng.choice(base)
        return "{n}家" + t[2:] if t.startswith("我们") else "{n}" + t[1:]

    def wrap(self, lang: str, key: str, **kw: Any) -> str:
        table = W_EN if lang == EN else W_ZH
        t = self.rng.choice(table[key])
        c = kw.get("c", "")
        return fill(t, C=cap(c), **kw)

    def kw(self, tr: Track, v: str, old: str = "", lang: str = EN) -> dict[str, Any]:
        first = ""
        if tr.slot.multi and tr.current:
            first = next((c for c in tr.current if c != v), "")
        kind = ""
        if tr.slot.key == "pets" and v in PETS:
            kind = PETS[v][0] if lang == EN else PETS[v][1]
        return {"v": v, "old": old, "first": first, "kind": kind}

    def reply(self, p: Person, *skip: Person) -> tuple[Person, str]:
        pool = [q for q in self.others(p) if q not in skip] or self.others(p)
        who = self.rng.choice(pool)
        return who, self.rng.choice(REPLIES_EN if who.lang == EN else REPLIES_ZH)

    def speaker_lang(self, who: Person) -> str:
        """Chinese writers mostly write Chinese; English writers always English."""
        return who.lang

    # -- single lines of state news ----------------------------------------------------------

    def say_init(self, tr: Track, v: str, day: int) -> None:
        p, rng = tr.person, self.rng
        if rng.random() < 0.75:
            lang = p.lang
            c = fill(self.frag(tr.slot, lang, "has"), **self.kw(tr, v, lang=lang))
            lines = [(p, self.wrap(lang, "init", c=c))]
        else:
            r = rng.choice(self.others(p))
            lang = r.lang
            c = fill(self.frag3(tr.slot, lang, "has"), n=p.name, **self.kw(tr, v, lang=lang))
            lines = [(r, self.wrap(lang, "init3", c=c, o=p.o(lang)))]
        if rng.random() < 0.4:
            lines.append(self.reply(p, *(w for w, _ in lines)))
        self.chat.conv(day, lines)

    def say_change(self, tr: Track, i: int, style: str, day: int) -> None:
        """The change from vals[i-1] to vals[i], said on `day` in the given situation."""
        p, rng, slot = tr.person, self.rng, tr.slot
        v, old, lang = tr.vals[i], tr.vals[i - 1], p.lang
        kw = self.kw(tr, v, old, lang)
        lines: list[tuple[Person, str]] = []
        if style == "direct":
            lines.append((p, self.wrap(lang, "direct", c=fill(self.frag(slot, lang, "new"), **kw))))
        elif style == "use":
            lines.append((p, fill(self.frag(slot, lang, "use"), **kw)))
        elif style == "long":
            c = fill(self.frag(slot, lang, "new"), **kw)
            table = W_EN if lang == EN else W_ZH
            pre, post = rng.choice(table["long_pre"]), rng.choice(table["long_post"])
            text = f"{pre} {c}. {post}" if lang == EN else f"{pre}{c}。{post}"
            lines.append((p, text))
        elif style == "third":
            r = rng.choice(self.others(p))
            c = fill(self.frag3(slot, r.lang, "new"), n=p.name, **self.kw(tr, v, old, r.lang))
            lines.append((r, self.wrap(r.lang, "third", c=c)))
            if rng.random() < 0.5:
                lines.append((p, "Yep, it's true!" if lang == EN else "是的哈哈"))
        elif style == "pron2":
            a, b = rng.sample(self.others(p), 2)
            lines.append((a, self.wrap(a.lang, "pron_a", n=p.name, o=p.o(a.lang))))
            pr = PRON[p.pron][0] if b.lang == EN else PRON[p.pron][2]
            c = fill(self.frag3(slot, b.lang, "new"), n=pr, **self.kw(tr, v, old, b.lang))
            lines.append((b, self.wrap(b.lang, "pron_b", c=c, p=pr, o=p.o(b.lang))))
        elif style == "pron1":
            r = rng.choice(self.others(p))
            pr = PRON[p.pron][0] if r.lang == EN else PRON[p.pron][2]
            c = fill(self.frag3(slot, r.lang, "new"), n=pr, **self.kw(tr, v, old, r.lang))
            lines.append((r, self.wrap(r.lang, "pron_one", c=c, n=p.name)))
        elif style == "self":
            c = fill(self.frag3(slot, lang, "new"), n=p.name, **kw)
            lines.append((p, self.wrap(lang, "self", c=c, n=p.name)))
        elif style == "late":
            when = when_phrase(rng, tr.eff[i], day, lang)
            c = fill(self.frag(slot, lang, "late"), when=when, **kw)
            lines.append((p, self.wrap(lang, "late", c=c)))
        elif style == "neg":
            asker = rng.choice(self.others(p, lang))
            lines.append((asker, self.wrap(asker.lang, "neg_q", n=p.name, old=old)))
            lines.append((p, self.wrap(lang, "neg_a", c=fill(self.frag(slot, lang, "neg"), **kw))))
        elif style == "fix":
            x = tr.wrong[-1]
            c = fill(self.frag(slot, lang, "new"), **self.kw(tr, x, old, lang))
            lines.append((p, self.wrap(lang, "wrong", c=c)))
            lines.append((p, self.wrap(lang, "fix", v=v, x=x)))
        elif style == "done":
            c = fill(self.frag(slot, lang, "new"), **kw)
            lines.append((p, self.wrap(lang, "done", c=c)))
        else:  # pragma: no cover - a style name typo
            raise ValueError(style)
        if style not in ("third", "neg") and rng.random() < 0.45:
            lines.append(self.reply(p, *(w for w, _ in lines)))
        self.chat.conv(day, lines)

    def say_plan(self, tr: Track, value: str, day: int, key: str = "plan") -> None:
        lang = tr.person.lang
        i = fill(self.frag(tr.slot, lang, "inf"), **self.kw(tr, value, lang=lang))
        lines = [(tr.person, self.wrap(lang, key, i=i))]
        if self.rng.random() < 0.5:
            lines.append(self.reply(tr.person))
        self.chat.conv(day, lines)

    def say_drop(self, tr: Track, value: str, held: str, day: int) -> None:
        lang = tr.person.lang
        i = fill(self.frag(tr.slot, lang, "inf"), **self.kw(tr, value, lang=lang))
        h = fill(self.frag(tr.slot, lang, "has"), **self.kw(tr, held, lang=lang))
        table = W_EN if lang == EN else W_ZH
        text = fill(self.rng.choice(table["drop"]), i=i, h=h, H=cap(h))
        self.chat.conv(day, [(tr.person, text)])

    def say_line(self, tr: Track, key: str, day: int, **kw: Any) -> None:
        lang = tr.person.lang
        frags = tr.slot.en if lang == EN else tr.slot.zh
        if not frags.get(key):
            return
        self.chat.conv(day, [(tr.person, cap(fill(self.rng.choice(frags[key]), **kw)))])

    # -- tracks ------------------------------------------------------------------------------

    def spread(self, lo: int, hi: int, n: int, gap: int) -> list[int]:
        for _ in range(300):
            days = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
                return days
        step = (hi - lo) // (n + 1)
        return [lo + step * (k + 1) for k in range(n)]

    def build_single(self, tr: Track) -> None:
        rng, slot, p = self.rng, tr.slot, tr.person
        pool = list(slot.pool.get(p.lang) or slot.pool[EN])
        n_changes = rng.choice((1, 1, 2, 2, 2, 3))
        picks = rng.sample(pool, min(len(pool), n_changes + 4))
        tr.vals, spare = picks[: n_changes + 1], picks[n_changes + 1 :]
        r0 = rng.randint(0, 70)
        effs = self.spread(r0 + 45, 690, n_changes, 85)
        tr.eff, tr.rep = [0, *effs], [r0]
        self.say_init(tr, tr.vals[0], r0)
        styles = ["direct", "direct", "use", "use", "long", "third", "pron2", "pron1", "self",
                  "late", "late", "neg", "fix", "done"]  # fmt: skip
        for i in range(1, len(tr.vals)):
            eff = tr.eff[i]
            nxt = tr.eff[i + 1] if i + 1 < len(tr.eff) else LAST_DAY + 1
            style = rng.choice(styles)
            if style in ("pron2", "third", "pron1") and len(self.people) < 4:
                style = "direct"
            if style == "fix" and not spare:
                style = "direct"
            day = eff
            if style == "late":
                day = eff + rng.randint(21, 45)
                if day >= nxt - 20 or day > LAST_DAY - 2:
                    style, day = "direct", eff
            if style == "done":
                plan_day = eff - rng.randint(15, 40)
                if plan_day <= tr.rep[i - 1] + 3:
                    style = "direct"
                else:
                    self.say_plan(tr, tr.vals[i], plan_day)
            if style == "fix":
                tr.wrong.append(spare.pop())
            tr.rep.append(day)
            self.say_change(tr, i, style, day)
        # everyday mentions of the value then held, and of an old one after a change
        for i, v in enumerate(tr.vals):
            lo, hi = tr.rep[i], (tr.eff[i + 1] if i + 1 < len(tr.eff) else LAST_DAY)
            if hi - lo > 8 and rng.random() < 0.6:
                self.say_line(tr, "chat", rng.randint(lo + 3, hi - 3), v=v)
            if i and hi - lo > 8 and rng.random() < 0.4:
                self.say_line(tr, "old", rng.randint(lo + 3, hi - 3), old=tr.vals[i - 1])
        last = tr.rep[-1]
        if slot.plans and spare and rng.random() < 0.18 and last + 10 < LAST_DAY - 5:
            tr.planned = spare.pop()
            day = rng.randint(max(last + 10, 600), LAST_DAY - 5)
            self.say_plan(tr, tr.planned, day, "plan_open")
        if slot.plans and spare and rng.random() < 0.45:
            spans = [(tr.rep[i] + 4, tr.eff[i + 1] - 4) for i in range(len(tr.vals) - 1)]
            if not tr.planned:
                spans.append((last + 4, LAST_DAY - 4))
            spans = [s for s in spans if s[1] - s[0] >= 24]
            if spans:
                k = rng.randrange(len(spans))
                lo, hi = spans[k]
                value = spare.pop()
                tr.dropped.append(value)
                held = tr.vals[k]
                plan_day = rng.randint(lo, lo + (hi - lo) // 2)
                self.say_plan(tr, value, plan_day)
                last_span = k == len(tr.vals) - 1
                if last_span or rng.random() < 0.6:  # else a musing that just fades away
                    self.say_drop(tr, value, held, rng.randint(plan_day + 8, hi))
        if slot.en.get("scoped") and spare and rng.random() < 0.5 and last + 6 < LAST_DAY - 2:
            x = spare.pop()
            tr.mentioned.add(x)
            lang = p.lang
            c = fill(self.frag(slot, lang, "scoped"), v=tr.vals[-1], x=x)
            self.chat.conv(
                rng.randint(last + 5, LAST_DAY - 1), [(p, self.wrap(lang, "scoped", c=c))]
            )

    def build_multi(self, tr: Track) -> None:
        rng, slot, p = self.rng, tr.slot, tr.person
        pool = list(slot.pool.get(p.lang) or slot.pool[EN])
        v0, v1, v2 = rng.sample(pool, 3)
        variant = rng.choice("aabcd")
        r0 = rng.randint(0, 90)
        tr.vals = [v0]
        self.say_init(tr, v0, r0)
        tr.current = [v0]
        if variant == "a":
            self.add(tr, v1, rng.randint(r0 + 60, 650))
        elif variant == "b":
            d1 = rng.randint(r0 + 60, 400)
            self.add(tr, v1, d1)
            self.add(tr, v2, rng.randint(d1 + 60, 700))
        elif variant == "c":
            d1 = rng.randint(r0 + 60, 450)
            self.remove(tr, v0, d1)
            self.add(tr, v1, rng.randint(d1 + 40, 700))
        else:
            d1 = rng.randint(r0 + 60, 450)
            self.add(tr, v1, d1)
            self.remove(tr, v0, rng.randint(d1 + 60, 700))
        if rng.random() < 0.6 and tr.current:
            self.say_line(tr, "chat", rng.randint(650, LAST_DAY), v=rng.choice(tr.current),
                          **{"kind": self.kw(tr, tr.current[0], lang=p.lang)["kind"]})  # fmt: skip

    def add(self, tr: Track, v: str, day: int) -> None:
        rng, p, slot = self.rng, tr.person, tr.slot
        style = rng.choice(("direct", "direct", "third", "use"))
        if not tr.current:
            style = "direct"
        kw = self.kw(tr, v, lang=p.lang)
        if style == "third":
            r = rng.choice(self.others(p))
            c = fill(self.frag3(slot, r.lang, "add"), n=p.name, **self.kw(tr, v, lang=r.lang))
            lines = [(r, self.wrap(r.lang, "third", c=c))]
        elif style == "use":
            lines = [(p, fill(self.frag(slot, p.lang, "use"), **kw))]
        else:
            text = fill(self.frag(slot, p.lang, "add" if tr.current else "has"), **kw)
            lines = [(p, self.wrap(p.lang, "direct", c=text))]
        if rng.random() < 0.5:
            lines.append(self.reply(p, *(w for w, _ in lines)))
        self.chat.conv(day, lines)
        tr.current.append(v)
        tr.vals.append(v)

    def remove(self, tr: Track, v: str, day: int) -> None:
        p = tr.person
        c = fill(self.frag(tr.slot, p.lang, "remove"), **self.kw(tr, v, lang=p.lang))
        text = cap(c) + "." if p.lang == EN else c + "。"
        self.chat.conv(day, [(p, text), self.reply(p)])
        tr.current.remove(v)
        tr.removed.append(v)

    # -- distractors and everyday chat ---------------------------------------------------------

    def distractors(self) -> None:
        rng = self.rng
        for tr in self.tracks:
            if rng.random() > 0.75:
                continue
            p = tr.person
            speaker = p if rng.random() < 0.4 else rng.choice(self.others(p))
            lang = speaker.lang
            taken = set().union(*(t.all_values() for t in self.tracks if t.slot.key == tr.slot.key))
            pool = [x for x in (tr.slot.pool.get(lang) or tr.slot.pool[EN]) if x not in taken]
            frags = tr.slot.en if lang == EN else tr.slot.zh
            if not pool or not frags.get("dist"):
                continue
            x = rng.choice(pool)
            kind = ""
            if tr.slot.key == "pets":
                kind = PETS[x][0] if lang == EN else PETS[x][1]
            text = fill(rng.choice(frags["dist"]), x=x, kind=kind)
            for own in self.tracks:
                if own.person is speaker and own.slot.key == tr.slot.key:
                    own.mentioned.add(x)
            lines = [(speaker, text)]
            if rng.random() < 0.5:
                lines.append(self.reply(speaker))
            self.chat.conv(rng.randint(5, LAST_DAY), lines)

    def filler(self, target: int) -> None:
        rng = self.rng
        partner_en = ("{w} has dragged me to a garden centre, back in time for dark though.",
                      "{w} says hi to everyone and asks that I stop buying eyepieces.",
                      "Bringing {w} to the Christmas social, be nice.",
                      "{w} made flapjack for Thursday, you're welcome.")  # fmt: skip
        partner_zh = ("{w}说今晚必须陪她看电影，观测只能下次了。", "{w}做了蛋糕，周四带过来。")
        while len(self.chat.episodes) < target:
            who = rng.choice(self.people)
            day = rng.randint(0, LAST_DAY)
            zh = who.lang == ZH and rng.random() < 0.85
            r = rng.random()
            if r < 0.08:
                text = fill(rng.choice(partner_zh if zh else partner_en), w=who.partner)
            else:
                text = rng.choice(FILLER_ZH if zh else FILLER_EN)
            lines = [(who, text)]
            for _ in range(rng.choice((0, 1, 1, 2, 3))):
                lines.append(self.reply(who, lines[-1][0]))
            self.chat.conv(day, lines)

    # -- probes ------------------------------------------------------------------------------

    def probe(self, tr: Track, kind: str, gold: list[str], **extra: Any) -> dict[str, Any]:
        p = tr.person
        en_q, zh_q = tr.slot.q[kind]
        values = sorted(tr.all_values())
        out = {"subject": p.name, "kind": kind,
               "question": fill(zh_q if p.lang == ZH else en_q, n=p.name),
               "slot": tr.slot.key, "gold": list(gold), "outdated": [],
               "values": values, "abandoned": sorted(tr.dropped)}  # fmt: skip
        out.update(extra)
        return out

    def probes(self, target: int) -> list[dict[str, Any]]:
        rng = self.rng
        must: list[dict[str, Any]] = []
        optional: list[dict[str, Any]] = []
        for tr in self.tracks:
            if tr.slot.multi:
                kind = "coexisting" if len(tr.current) > 1 else "current"
                must.append(self.probe(tr, kind, sorted(tr.current), outdated=sorted(tr.removed)))
                if tr.removed:
                    optional.append(self.probe(tr, "historical", list(tr.removed)))
                continue
            outdated = sorted(set(tr.vals[:-1]) | set(tr.wrong))
            must.append(self.probe(tr, "current", [tr.vals[-1]], outdated=outdated))
            if tr.planned:
                must.append(self.probe(tr, "planning", [tr.planned]))
            optional.append(self.probe(tr, "historical", [tr.vals[-2]]))
            windows = [(i, tr.rep[i] + 3, tr.eff[i + 1] - 3) for i in range(len(tr.vals) - 1)]
            windows = [w for w in windows if w[2] - w[1] >= 4]
            if windows:
                i, lo, hi = rng.choice(windows)
                optional.append(
                    self.probe(tr, "as_of", [tr.vals[i]], as_of_day=rng.randint(lo, hi))
                )
        rng.shuffle(optional)
        target = min(138, max(target, len(must) + 24))
        chosen = must + optional[: max(0, target - len(must))]
        return chosen


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: episodes (time-ordered) and probes, as `load_text_world` reads."""
    b = Builder(seed)
    rng = b.rng
    n = rng.randint(10, 14)
    n_zh = max(3, round(n / 4)) + rng.choice((0, 0, 1))
    chosen = [(nm, pr, EN) for nm, pr in rng.sample(EN_PEOPLE, n - n_zh)]
    chosen += [(nm, pr, ZH) for nm, pr in rng.sample(ZH_PEOPLE, n_zh)]
    rng.shuffle(chosen)
    b.people = [Person(nm, pr, lang, rng.choice(PARTNERS)) for nm, pr, lang in chosen]
    for p in b.people:
        keys = rng.sample(sorted(SLOTS), rng.choice((4, 5, 5, 5, 6, 6, 7)))
        for key in keys:
            tr = Track(p, SLOTS[key])
            b.tracks.append(tr)
            if tr.slot.multi:
                b.build_multi(tr)
            else:
                b.build_single(tr)
    b.distractors()
    probes = b.probes(rng.randint(108, 136))
    b.filler(rng.randint(560, 760))
    episodes = sorted(b.chat.episodes, key=lambda e: (e["day"], e["minute"], e["session"]))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes, "people": [p.name for p in b.people]}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    names = set(world["people"])
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH) or not e["text"]:
            errs.append(f"bad episode {e}")
        if e["speaker"] not in names:
            errs.append(f"unknown speaker {e['speaker']}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    seen = set()
    for p in probes:
        key = (p["subject"], p["slot"], p["kind"])
        if key in seen:
            errs.append(f"duplicate probe {key}")
        seen.add(key)
        gold, values = set(p["gold"]), set(p["values"])
        if p["kind"] not in KINDS or p["subject"] not in names or not gold:
            errs.append(f"bad probe {p}")
        if p["kind"] == "as_of" and p.get("as_of_day") is None:
            errs.append(f"as_of probe without a day: {p}")
        for g in gold:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} never said ({p['subject']}/{p['slot']})")
        if not gold <= values or not set(p["outdated"]) <= values:
            errs.append(f"values incomplete: {p}")
        if not set(p["abandoned"]) <= values:
            errs.append(f"abandoned not in values: {p}")
        if gold & set(p["outdated"]) or gold & set(p["abandoned"]):
            errs.append(f"gold overlaps outdated/abandoned: {p}")
        if "{" in p["question"]:
            errs.append(f"unfilled question: {p['question']}")
    return errs


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        w = generate(seed)
        again = generate(seed)
        errs = validate(w)
        if w != again:
            errs.append("not deterministic")
        kinds = {k: sum(p["kind"] == k for p in w["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes "
              f"{kinds}, {len(w['people'])} people, {len(errs)} problems")  # fmt: skip
        for e in errs[:10]:
            print("  -", e)
        ok = ok and not errs
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
