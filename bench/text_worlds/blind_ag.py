"""Blind text world ``blind_ag``: the group chat of a Brighton year-round sea-swimming club.

``generate(seed)`` invents ten to fourteen chat members (swimmers, a couple of partners and
lifeguards) who talk mostly about water temperature, tides, cake and dryrobes over two years.
Each member has four to seven state slots (neighbourhood, employer, phone network, car, energy
supplier, bank, gym, streaming, language being learnt, dentist, diet, partner, pets,
instruments, other clubs) whose values change one to three times.  Changes are said straight
out, shown only by use, reported by other members (with pronouns), told weeks late, planned,
dropped, negated and corrected; distractor lines name values of the same kind that are nobody's
state.  About a quarter of the members write in simplified Chinese.

Probes carry the ground truth: current, historical, as_of, planning and coexisting values with
the outdated, abandoned and merely-mentioned ones.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_ag"
START = "2023-03-01T00:00:00+00:00"
START_DT = datetime(2023, 3, 1)
LAST_DAY = 729
EN = "en"
ZH = "zh"

# (name, pronoun) -- members who write in English / in Chinese
NAMES_EN = (
    ("Sophie", "she"), ("Marcus", "he"), ("Bryony", "she"), ("Declan", "he"), ("Harriet", "she"),
    ("Kofi", "he"), ("Niamh", "she"), ("Rupert", "he"), ("Tamsin", "she"), ("Owain", "he"),
    ("Gemma", "she"), ("Ravi", "he"), ("Philippa", "she"), ("Stuart", "he"), ("Jess", "she"),
)  # fmt: skip
NAMES_ZH = (
    ("Wei", "he"), ("Lin", "she"), ("Xiaoyu", "she"), ("Hao", "he"), ("Meiling", "she"),
    ("Jun", "he"), ("Tingting", "she"),
)  # fmt: skip
PRON = {
    EN: {"he": ("he", "He", "his"), "she": ("she", "She", "her")},
    ZH: {"he": ("他", "他", "他的"), "she": ("她", "她", "她的")},
}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Slots.  Single-valued: pres (first-person state), chg (first-person change, may use {old}),
# use (change shown only by use / consequence), third ({n} changed), pron ({P} = pronoun),
# ger (gerund phrase for plans), dist (a line naming {x} as nobody's state), we (household),
# scoped (main {v}, exception {x}).  Multi-valued: has, add, use, third, pron, remove, ger, dist.
# ---------------------------------------------------------------------------------------------

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["home"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Kemptown",
            "Hove",
            "Hanover",
            "Portslade",
            "Preston Park",
            "Rottingdean",
            "Shoreham",
            "Whitehawk",
            "Fiveways",
            "Lewes",
            "Peacehaven",
            "Queen's Park",
            "Southwick",
            "Moulsecoomb",
        ),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which part of Brighton and Hove (or nearby) does {n} live in now?",
            "historical": "Where did {n} live before the current place?",
            "as_of": "Which area was {n} living in?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在哪一带？",
            "historical": "{n}之前住在哪里？",
            "as_of": "{n}那时候住在哪一带？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    EN: {
        "pres": (
            "I live in {v}",
            "I'm in {v}",
            "home is a tiny flat in {v}",
            "I rent a place up in {v}",
        ),
        "chg": (
            "I've moved to {v}",
            "I've left {old} and moved to {v}",
            "I got the keys and I'm living in {v} now",
            "I finally moved out of {old}, I'm in {v} now",
        ),
        "use": (
            "Anyone want my residents' parking permit for {old}? No use to me now I'm in {v}",
            "The walk down to the beach from {v} is twice as long as from {old}, my calves are screaming",
            "Sorry I was late, still working out the buses from {v}",
            "Unpacking the last boxes in {v} tonight so I'm skipping the dusk dip",
        ),
        "third": (
            "{n} has moved to {v}",
            "{n} lives in {v} now",
            "{n}'s left {old}, got a place in {v}",
        ),
        "pron": (
            "{P}'s moved to {v}",
            "{P} lives over in {v} now, that's why",
            "{P} left {old} for {v} last month",
        ),
        "ger": ("moving to {v}", "getting a place in {v}", "buying a flat in {v}"),
        "dist": (
            "My cousin just bought in {x}, the prices are obscene",
            "Rightmove keeps showing me houses in {x} I'll never afford",
            "Piece in the Argus today about parking wars in {x}",
            "If I won the lottery I'd live in {x}, no question",
        ),
        "we": (
            "we've moved to {v}",
            "we live in {v} now",
            "we're finally out of {old} and into {v}",
            "we got the keys to the place in {v}",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我住在{v}", "我家在{v}", "我在{v}租了个小公寓"),
        "chg": ("我搬到{v}了", "我已经从{old}搬到{v}了", "我终于搬离{old}，现在住在{v}"),
        "use": (
            "谁要我在{old}的停车证？我现在住{v}用不上了",
            "从{v}的新家走到海边要二十多分钟，还没习惯",
            "今晚在{v}拆最后几个箱子，傍晚那场不去了",
        ),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}已经离开{old}，搬去{v}了"),
        "pron": ("{P}搬去{v}了", "{P}现在住{v}", "{P}上个月从{old}搬到{v}了"),
        "ger": ("搬去{v}", "在{v}买房", "去{v}找房子"),
        "dist": (
            "我表姐在{x}买了房，房价太夸张了",
            "新闻说{x}那边停车越来越难了",
            "要是中了彩票我就住{x}",
        ),
    },  # fmt: skip
}

EMPLOYERS = ("American Express", "Clearwater Digital", "Royal Sussex County Hospital",
             "University of Sussex", "Pavilion Print Co", "Cuckmere Coffee", "Southdown Analytics",
             "Waveline Games", "Regency Lettings", "Brighton Dome", "Saltmarsh Studio",
             "Lanes Legal")  # fmt: skip
SLOTS["employer"] = {
    "multi": False,
    "plans": True,
    "pool": {EN: EMPLOYERS},
    "q": {
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Who was {n} working for?",
            "planning": "Which job is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}那时候在哪里上班？",
            "planning": "{n}打算去哪里工作？",
        },
    },
    EN: {
        "pres": ("I work at {v}", "I'm at {v}", "I've been at {v} for years"),
        "chg": (
            "I've started a new job at {v}",
            "I've left {old}, I'm at {v} now",
            "I handed my notice in at {old} and I've joined {v}",
            "I'm working for {v} now",
        ),
        "use": (
            "Can't do Thursday, first all-hands at {v} and I don't want to smell of seaweed",
            "The {v} canteen does a decent flat white, which {old} never managed",
            "Got my {v} lanyard today, I feel like a proper grown-up",
            "Just had my induction at {v}, eleven hours of fire safety slides",
        ),
        "third": (
            "{n} works at {v} now",
            "{n} has left {old} and gone to {v}",
            "{n}'s got a job at {v}",
        ),
        "pron": (
            "{P}'s at {v} now",
            "{P} left {old}, {p} works for {v}",
            "{P} started at {v} last week",
        ),
        "ger": ("applying to {v}", "taking the job at {v}", "going to {v}"),
        "dist": (
            "{x} are hiring again, saw it on LinkedIn",
            "My neighbour works at {x} and never stops moaning about it",
            "Apparently {x} are moving offices near the station",
            "Who'd actually want to work at {x}? Asking for a friend",
        ),
        "scoped": ("I'm at {v} most of the week, but I still do Saturdays at {x}",),
    },  # fmt: skip
    ZH: {
        "pres": ("我在{v}上班", "我在{v}工作", "我一直在{v}做事"),
        "chg": ("我换工作了，现在在{v}", "我从{old}辞职了，去了{v}", "我现在在{v}上班"),
        "use": ("周四去不了，{v}第一次全员大会", "今天拿到{v}的工牌了", "{v}的食堂比{old}好太多"),
        "third": ("{n}现在在{v}上班", "{n}从{old}跳槽到{v}了", "{n}去{v}工作了"),
        "pron": ("{P}现在在{v}", "{P}从{old}辞职去了{v}", "{P}上周开始在{v}上班"),
        "ger": ("去{v}工作", "跳槽到{v}", "接{v}的offer"),
        "dist": ("{x}又在招人了", "我邻居在{x}上班，天天抱怨", "听说{x}要搬办公室"),
    },  # fmt: skip
}

SLOTS["phone"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: ("EE", "Vodafone", "giffgaff", "O2", "Tidewave Mobile", "Lebara", "Smarty", "iD Mobile")
    },
    "q": {
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} using?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}之前用哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
        },
    },
    EN: {
        "pres": ("I'm on {v}", "my phone's on {v}", "my SIM is from {v}"),
        "chg": (
            "I've switched my phone to {v}",
            "I've ditched {old} and gone to {v}",
            "I ported my number over to {v}",
            "I'm on {v} now",
        ),
        "use": (
            "{v} gets signal right down on the beach by the groynes, unlike {old}",
            "My first {v} bill came in, half what {old} charged me",
            "Sorry for the missed call, still setting up the {v} eSIM",
        ),
        "third": ("{n}'s on {v} now", "{n} switched to {v}", "{n} left {old} for {v}"),
        "pron": ("{P}'s on {v} now", "{P} moved {his} number to {v}"),
        "ger": ("switching to {v}",),
        "dist": (
            "{x} are doing a silly deal on SIM-only at the moment",
            "Saw a {x} advert on the side of a bus, the one with the seagull",
            "Is {x} any good down by the Marina? Asking for my mum",
            "My brother's on {x} and he gets no signal anywhere",
        ),
        "scoped": (
            "My own phone is on {v}, but the work phone is still {x}",
            "{v} for my phone, though the iPad is on a {x} data plan",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我用的是{v}", "我的手机是{v}的卡"),
        "chg": ("我换到{v}了", "我把号码转到{v}了", "我不用{old}了，换成{v}"),
        "use": ("{v}在海滩上信号比{old}好多了", "第一张{v}的账单来了，比{old}便宜一半"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "pron": ("{P}换成{v}了", "{P}把号码转到{v}了"),
        "ger": ("换到{v}",),
        "dist": (
            "{x}最近在搞活动，很便宜",
            "公交车上有{x}的广告",
            "{x}在Marina那边信号好吗？帮我妈问的",
        ),
        "scoped": ("我自己的手机用{v}，工作手机还是{x}",),
    },  # fmt: skip
}

SLOTS["car"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Nissan Leaf",
            "VW Polo",
            "Toyota Yaris",
            "Skoda Fabia",
            "Kia Niro",
            "Fiat 500",
            "Volvo V70",
            "Honda Jazz",
            "MG4",
            "Renault Zoe",
        )
    },
    "q": {
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car was {n} driving?",
            "planning": "Which car is {n} planning to get?",
        },
    },
    EN: {
        "pres": ("I drive a {v}", "I've got an old {v}", "the {v} is my trusty steed"),
        "chg": (
            "I've sold the {old} and bought a {v}",
            "I've got a {v} now",
            "I picked up a {v} on Saturday",
            "I traded the {old} in for a {v}",
        ),
        "use": (
            "Managed to fit four wet swimmers and a paddleboard in the {v} this morning",
            "The {v} heated seats are a game changer after a 9 degree swim",
            "Got a parking ticket in the {v} outside the King Alfred, furious",
        ),
        "third": (
            "{n}'s got a {v} now",
            "{n} sold the {old} and bought a {v}",
            "{n} drives a {v} these days",
        ),
        "pron": ("{P}'s driving a {v} now", "{P} got rid of the {old}, {p} has a {v}"),
        "ger": ("buying a {v}", "getting a {v}", "leasing a {v}"),
        "dist": (
            "Someone's {x} was blocking the slipway again",
            "Top Gear slated the new {x}, not that I'll ever afford one",
            "Would a {x} fit three dryrobes and a cool box, hypothetically?",
            "My dad swears by his {x}, but he swears by everything",
        ),
    },  # fmt: skip
}

SLOTS["energy"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: (
            "Octopus Energy",
            "British Gas",
            "EDF",
            "E.ON",
            "OVO",
            "Saltmarsh Power",
            "Downland Energy",
            "Good Energy",
        )
    },
    "q": {
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier was {n} with?",
        },
    },
    EN: {
        "pres": ("we're with {v} for gas and electric", "I'm with {v}", "my energy's with {v}"),
        "chg": (
            "I've switched energy to {v}",
            "I've left {old}, I'm with {v} now",
            "I finally moved my gas and electric to {v}",
        ),
        "use": (
            "{v} sent me a smart meter graph and the hot shower after swimming is basically my whole bill",
            "First direct debit to {v} went out, cheaper than {old} by a mile",
        ),
        "third": ("{n}'s with {v} now", "{n} switched to {v}", "{n} left {old} for {v}"),
        "pron": ("{P}'s switched to {v}", "{P} moved {his} energy to {v}"),
        "ger": ("switching to {v}",),
        "dist": (
            "{x} are putting prices up again, it was on the news",
            "Got a leaflet from {x} through the door, straight in the recycling",
            "Has anyone actually been happy with {x}? Genuine question",
        ),
    },  # fmt: skip
}

SLOTS["bank"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: (
            "Monzo",
            "Starling",
            "Nationwide",
            "Barclays",
            "Lloyds",
            "Chalkcliff Building Society",
            "HSBC",
            "Santander",
        )
    },
    "q": {
        EN: {
            "current": "Who does {n} bank with now?",
            "historical": "Who did {n} bank with before?",
            "as_of": "Which bank was {n} using?",
        },
        ZH: {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}之前用哪家银行？",
            "as_of": "{n}那时候用哪家银行？",
        },
    },
    EN: {
        "pres": ("I bank with {v}", "my current account's with {v}", "I'm a {v} customer"),
        "chg": (
            "I've moved my current account to {v}",
            "I've left {old} and gone to {v}",
            "I switched banks to {v}",
        ),
        "use": (
            "Paid the cake fund from my new {v} card, hope it went through",
            "Love that {v} sends a notification the second I buy a post-swim bacon roll",
            "Had to close the last of my {old} stuff, everything's on {v} now",
        ),
        "third": ("{n} banks with {v} now", "{n} switched to {v}", "{n} left {old} for {v}"),
        "pron": ("{P}'s with {v} now", "{P} moved {his} account to {v}"),
        "ger": ("switching to {v}",),
        "dist": (
            "{x} app went down again this morning, saw it on the news",
            "{x} had an outage, glad I'm not with them",
            "My sister swears by {x}",
        ),
        "scoped": (
            "Day-to-day stuff is all {v}, but the mortgage is still with {x}",
            "{v} for everything except my savings, those are with {x}",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我用{v}的账户", "我的银行是{v}"),
        "chg": ("我把账户转到{v}了", "我不用{old}了，换成{v}", "我换银行了，现在是{v}"),
        "use": ("刚用新的{v}卡付了蛋糕钱", "{v}的app每次买早餐都会推送，挺方便的"),
        "third": ("{n}换到{v}了", "{n}现在用{v}"),
        "pron": ("{P}换到{v}了", "{P}现在用{v}的卡"),
        "ger": ("换到{v}",),
        "dist": ("{x}的app今天又挂了", "我妹妹特别推荐{x}"),
        "scoped": ("日常都用{v}，不过房贷还在{x}",),
    },  # fmt: skip
}

SLOTS["gym"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "PureGym",
            "King Alfred Leisure Centre",
            "Prince Regent pool",
            "Breaker Strength",
            "Harbour Yoga",
            "The Gym Group",
            "Withdean Sports Complex",
            "Anchor CrossFit",
        )
    },
    "q": {
        EN: {
            "current": "Which gym or pool does {n} train at now?",
            "historical": "Which gym did {n} use before?",
            "as_of": "Which gym was {n} going to?",
            "planning": "Which gym is {n} thinking of joining?",
        },
        ZH: {
            "current": "{n}现在去哪家健身房？",
            "historical": "{n}以前去哪家健身房？",
            "as_of": "{n}那时候去哪家健身房？",
            "planning": "{n}打算办哪家健身房的卡？",
        },
    },
    EN: {
        "pres": ("I train at {v}", "I'm a member at {v}", "I do my land stuff at {v}"),
        "chg": (
            "I've joined {v}",
            "I cancelled {old} and signed up at {v}",
            "I moved my membership to {v}",
        ),
        "use": (
            "Sauna at {v} after the swim was bliss",
            "Did a spin class at {v}, legs are jelly, won't be at the 7am tomorrow",
            "The lockers at {v} actually lock, unlike {old}",
        ),
        "third": ("{n} goes to {v} now", "{n} has joined {v}", "{n} quit {old} and joined {v}"),
        "pron": ("{P} trains at {v} now", "{P} joined {v}, {p} was always there when I went"),
        "ger": ("joining {v}", "signing up at {v}"),
        "dist": (
            "{x} are doing a January offer, saw the banner on the Western Road",
            "My flatmate says {x} is full of influencers filming themselves",
            "Is {x} open on bank holidays, anyone know?",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我在{v}健身", "我办的是{v}的卡"),
        "chg": ("我办了{v}的卡", "我退了{old}，去{v}了", "我现在去{v}练"),
        "use": ("游完去{v}蒸桑拿太舒服了", "在{v}上了节动感单车，腿软了"),
        "third": ("{n}现在去{v}", "{n}办了{v}的卡"),
        "pron": ("{P}现在去{v}练", "{P}退了{old}，去{v}了"),
        "ger": ("办{v}的卡", "去{v}健身"),
        "dist": ("{x}一月份在打折", "听说{x}全是拍视频的网红"),
    },  # fmt: skip
}

SLOTS["streaming"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: (
            "Netflix",
            "Disney+",
            "Apple TV+",
            "Prime Video",
            "Paramount+",
            "MUBI",
            "Tidewatch",
            "BritBox",
        )
    },
    "q": {
        EN: {
            "current": "Which streaming service does {n} pay for now?",
            "historical": "Which streaming service did {n} have before?",
            "as_of": "Which streaming service did {n} have?",
        },
        ZH: {
            "current": "{n}现在订的是哪个流媒体？",
            "historical": "{n}以前订的是哪个流媒体？",
            "as_of": "{n}那时候订的是哪个流媒体？",
        },
    },
    EN: {
        "pres": ("we only have {v}", "I pay for {v}", "I'm a {v} household"),
        "chg": (
            "I've cancelled {old} and got {v} instead",
            "I've switched to {v}",
            "I've signed up to {v}",
        ),
        "use": (
            "Watched the whole swimming documentary on {v} last night, now I want to do the Channel",
            "{v} keeps recommending me shark films, rude",
        ),
        "third": ("{n}'s got {v} now", "{n} swapped {old} for {v}"),
        "pron": ("{P}'s got {v} now", "{P} cancelled {old} and went to {v}"),
        "ger": ("getting {v}",),
        "dist": (
            "There's a cold water swimming doc on {x}, anyone seen it?",
            "{x} are putting prices up again, it's daylight robbery",
            "My mum watches everything on {x}",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我家只订了{v}", "我订的是{v}"),
        "chg": ("我退了{old}，订了{v}", "我换成{v}了"),
        "use": ("昨晚在{v}上看完了那个冬泳纪录片", "{v}老给我推鲨鱼电影"),
        "third": ("{n}现在订{v}", "{n}把{old}换成{v}了"),
        "pron": ("{P}订了{v}", "{P}退了{old}，换成{v}"),
        "ger": ("订{v}",),
        "dist": ("{x}上有个冬泳纪录片，有人看过吗？", "{x}又涨价了"),
    },  # fmt: skip
}

SLOTS["learning"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: ("Spanish", "Welsh", "Italian", "Portuguese", "Japanese", "Greek", "Dutch", "Mandarin"),
        ZH: ("西班牙语", "法语", "日语", "意大利语", "德语", "韩语"),
    },
    "q": {
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language was {n} learning?",
            "planning": "Which language is {n} planning to learn?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}之前在学什么语言？",
            "as_of": "{n}那时候在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },
    EN: {
        "pres": (
            "I'm learning {v}",
            "I do an evening class in {v}",
            "I'm plodding through {v} on Duolingo",
        ),
        "chg": (
            "I've given up on {old} and started {v}",
            "I've started learning {v}",
            "I've switched from {old} to {v}",
        ),
        "use": (
            "My {v} teacher says 'cold' and 'very cold' are the most useful words I know",
            "Doing my {v} homework in the car before the swim, very studious",
        ),
        "third": ("{n}'s learning {v} now", "{n} dropped {old} and is doing {v}"),
        "pron": ("{P}'s doing {v} now", "{P} gave up {old}, {p}'s learning {v}"),
        "ger": ("learning {v}", "starting {v} classes"),
        "dist": (
            "Duolingo keeps sending me {x} adverts for some reason",
            "My niece is doing {x} GCSE, poor thing",
            "Imagine trying to say 'jellyfish' in {x}",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我在学{v}", "我晚上去上{v}课"),
        "chg": ("我放弃{old}了，开始学{v}", "我开始学{v}了", "我从{old}改学{v}了"),
        "use": ("我的{v}老师说我最会的词就是'冷'", "在车里写{v}作业，然后下水"),
        "third": ("{n}现在在学{v}", "{n}不学{old}了，改学{v}"),
        "pron": ("{P}在学{v}", "{P}放弃了{old}，改学{v}"),
        "ger": ("学{v}", "报{v}班"),
        "dist": ("Duolingo一直给我推{x}", "我外甥女在学{x}，好辛苦"),
    },  # fmt: skip
}

SLOTS["dentist"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: (
            "Clocktower Dental",
            "Marina Smiles",
            "Pavilion Dental Care",
            "Lanes Dental",
            "Dyke Road Dental",
            "Churchill Square Dentistry",
            "Bright Tooth Clinic",
        )
    },
    "q": {
        EN: {
            "current": "Which dental practice is {n} registered with now?",
            "historical": "Which dentist was {n} with before?",
            "as_of": "Which dentist was {n} registered with?",
        },
    },
    EN: {
        "pres": ("I'm registered at {v}", "my dentist is {v}", "I go to {v}"),
        "chg": (
            "I've finally got an NHS place at {v}",
            "I've moved dentist to {v}",
            "I left {old} and registered at {v}",
        ),
        "use": (
            "Check-up at {v} this afternoon, so I'll be swimming with a numb face",
            "The hygienist at {v} asked if I grind my teeth from the cold. Yes.",
        ),
        "third": ("{n}'s registered at {v} now", "{n} moved from {old} to {v}"),
        "pron": ("{P}'s at {v} now", "{P} got a place at {v}"),
        "ger": ("switching dentist to {v}", "registering at {v}"),
        "dist": (
            "{x} are taking NHS patients again apparently, tell your friends",
            "Horror story about {x} on the Brighton Facebook group",
            "Does anyone know if {x} do evening appointments?",
        ),
    },  # fmt: skip
}

SLOTS["diet"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: ("vegan", "vegetarian", "pescatarian", "keto", "flexitarian", "paleo"),
        ZH: ("素食", "纯素", "生酮", "低碳水", "地中海饮食"),
    },
    "q": {
        EN: {
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before?",
            "as_of": "What diet was {n} following?",
            "planning": "Which diet is {n} planning to try?",
        },
        ZH: {
            "current": "{n}现在是什么饮食方式？",
            "historical": "{n}之前是什么饮食方式？",
            "as_of": "{n}那时候是什么饮食方式？",
            "planning": "{n}打算尝试什么饮食？",
        },
    },
    EN: {
        "pres": ("I'm {v}", "I've been {v} for a few years", "I eat {v}"),
        "chg": ("I've gone {v}", "I'm not {old} any more, I'm {v}", "I've switched to eating {v}"),
        "use": (
            "Brought {v} flapjacks for Saturday, you're welcome",
            "Can someone check the cafe has a {v} option, I'm starving after that",
        ),
        "third": ("{n}'s {v} now", "{n} has gone {v}"),
        "pron": ("{P}'s gone {v}", "{P} isn't {old} any more, {p}'s {v}"),
        "ger": ("going {v}", "trying {v}"),
        "dist": (
            "There's a new {x} place in the Lanes, someone try it and report back",
            "Documentary last night made a big case for {x}, not convinced",
            "My brother-in-law went {x} and won't stop talking about it",
        ),
        "scoped": (
            "I'm {v} at home, but {x} when we eat out",
            "Mostly {v}, though I go {x} on holiday",
        ),
    },  # fmt: skip
    ZH: {
        "pres": ("我吃{v}", "我一直是{v}"),
        "chg": ("我改吃{v}了", "我不再{old}了，现在是{v}", "我开始{v}了"),
        "use": ("周六带了{v}的小蛋糕", "谁帮我问问咖啡馆有没有{v}的选项"),
        "third": ("{n}现在是{v}", "{n}开始{v}了"),
        "pron": ("{P}现在吃{v}", "{P}不{old}了，改成{v}"),
        "ger": ("试试{v}", "改吃{v}"),
        "dist": ("Lanes新开了一家{x}餐厅", "昨晚看了个讲{x}的纪录片，不太信"),
        "scoped": ("在家吃{v}，出去吃饭就{x}",),
    },  # fmt: skip
}

SLOTS["partner"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: ("Callum", "Leila", "Josh", "Anya", "Theo", "Ruth", "Femi", "Isla", "Dominic", "Priya")
    },
    "q": {
        EN: {
            "current": "Who is {n}'s partner now?",
            "historical": "Who was {n} with before the current partner?",
            "as_of": "Who was {n}'s partner?",
        },
    },
    EN: {
        "pres": ("my partner {v}", "{v} and I have been together ages", "my other half {v}"),
        "chg": (
            "{old} and I split up, and I'm seeing someone called {v} now",
            "I'm with {v} now, things with {old} ended in the spring",
            "I've got a new partner, {v}",
        ),
        "use": (
            "Bringing {v} to the Christmas dip, be nice, it's only our third month",
            "{v} has bought me a changing robe, I think that means it's serious",
        ),
        "third": ("{n} is going out with {v} now", "{n} and {old} broke up, {n}'s with {v}"),
        "pron": ("{P}'s seeing {v} now", "{P} split with {old}, {p}'s with {v} these days"),
        "ger": ("",),
        "dist": (
            "Saw {x} from the rowing club on a date at the Cricketers",
            "{x} from my work is doing the Pier to Pier, mad",
        ),
    },  # fmt: skip
}

SLOTS["pets"] = {
    "multi": True,
    "plans": False,
    "pool": {
        EN: (
            "Pickle",
            "Nelson",
            "Kipper",
            "Mabel",
            "Sprat",
            "Winkle",
            "Moose",
            "Dottie",
            "Bramble",
        ),
        ZH: ("豆豆", "团子", "年糕", "芝麻", "布丁", "Mochi"),
    },
    "q": {
        EN: {"coexisting": "What are the names of {n}'s pets now?"},
        ZH: {"coexisting": "{n}现在养的宠物叫什么名字？"},
    },
    EN: {
        "has": (
            "I've got a greyhound called {v}",
            "my dog {v} comes to every swim",
            "{v}, my cat, judges me when I come home wet",
        ),
        "add": (
            "We've got a second dog! {v}, a rescue whippet, and {old} is tolerating her",
            "I've adopted a kitten called {v}, {old} is furious",
            "Meet {v}, the newest member of the household, {old} has a sibling now",
        ),
        "use": (
            "{v} ate a dead crab on the beach, so that's my evening sorted",
            "Had to leave early, {v} is at the vet for jabs",
        ),
        "third": ("{n} has got another dog, {v}", "{n} adopted a kitten called {v}"),
        "pron": ("{P}'s got a new puppy too, {v}", "{P} adopted a cat called {v}"),
        "remove": (
            "We lost {v} last week, fourteen good years. Swimming for {v} tomorrow.",
            "{v} has gone to live with my parents in the countryside, honestly happier there",
        ),
        "ger": ("getting a dog called {v}",),
        "dist": (
            "There's a dog called {x} at the beach hut who steals everyone's socks",
            "My sister named her hamster {x}, which is a lot of name for a hamster",
        ),
    },  # fmt: skip
    ZH: {
        "has": ("我家狗狗叫{v}", "我的猫{v}每次看我湿着回家都很嫌弃"),
        "add": ("我们家又来了一只猫，叫{v}，{old}很不开心", "新成员{v}到家了！{old}有伴了"),
        "use": ("{v}在海滩上吃了只死螃蟹，今晚完了", "先走了，{v}要去打疫苗"),
        "third": ("{n}又养了一只狗，叫{v}", "{n}领养了一只小猫，叫{v}"),
        "pron": ("{P}又养了一只叫{v}的小狗", "{P}领养了一只猫，叫{v}"),
        "remove": ("{v}上周走了，陪了我们十四年", "{v}送去我爸妈乡下住了"),
        "ger": ("养一只叫{v}的狗",),
        "dist": ("海边小屋那只叫{x}的狗老偷袜子", "我妹妹的仓鼠叫{x}"),
    },  # fmt: skip
}

SLOTS["instrument"] = {
    "multi": True,
    "plans": False,
    "pool": {
        EN: (
            "ukulele",
            "cello",
            "banjo",
            "fiddle",
            "accordion",
            "tin whistle",
            "bass guitar",
            "trumpet",
        )
    },
    "q": {EN: {"coexisting": "Which instruments does {n} play now?"}},
    EN: {
        "has": (
            "I play the {v} in a terrible pub band",
            "I've played the {v} since school",
            "my {v} is the only thing I own worth stealing",
        ),
        "add": (
            "I've taken up the {v} as well, the {old} is feeling neglected",
            "Started {v} lessons! Still doing the {old} too, obviously",
            "Bought a second-hand {v} off Gumtree, so now it's {old} and {v}",
        ),
        "use": (
            "Can't swim Tuesday, {v} lesson, my teacher is terrifying",
            "My fingers are too cold to play the {v} after that swim, tried and failed",
        ),
        "third": ("{n} plays the {v} now as well", "{n} has taken up the {v}"),
        "pron": ("{P}'s learning the {v} now too", "{P} plays the {v} as well these days"),
        "remove": ("Sold the {v}, I never played it", "Gave up the {v}, the neighbours cheered"),
        "ger": ("taking up the {v}",),
        "dist": (
            "Busker on the pier playing the {x} badly, made my day",
            "Anyone want a {x}? My neighbour's giving one away",
            "Whoever invented the {x} owes me an apology for Saturday night",
        ),
    },  # fmt: skip
}

SLOTS["club"] = {
    "multi": True,
    "plans": False,
    "pool": {
        EN: (
            "Brighton Rowing Club",
            "Sussex Sea Kayakers",
            "the Lanes Choir",
            "Downs Harriers",
            "Pavilion Chess Club",
            "Stanmer Orienteers",
            "Brighton Explorers Club",
            "Shoreham Sailing Club",
        )
    },
    "q": {
        EN: {"coexisting": "Which other clubs does {n} belong to now, besides the swimming club?"},
        ZH: {"coexisting": "{n}除了游泳俱乐部，现在还参加哪些俱乐部？"},
    },
    EN: {
        "has": ("I'm also in {v}", "I do {v} on Wednesdays", "I've been a member of {v} for years"),
        "add": (
            "I've joined {v} too, still doing {old} as well",
            "Signed up to {v}, on top of {old}, I have no free evenings left",
            "I'm in {v} now as well as {old}",
        ),
        "use": (
            "Can't come Wednesday, {v} night",
            "{v} committee meeting tonight, save me a brownie",
        ),
        "third": ("{n}'s joined {v} as well", "{n} is in {v} now too"),
        "pron": ("{P}'s joined {v} as well", "{P} is in {v} too now"),
        "remove": (
            "I've quit {v}, not enough hours in the week",
            "Let my {v} membership lapse, too much on",
        ),
        "ger": ("joining {v}",),
        "dist": (
            "{x} are recruiting, there's a poster at the Level",
            "Apparently {x} had a huge row at their AGM, juicy",
            "{x} cleared the beach of litter on Sunday, fair play",
        ),
    },  # fmt: skip
    ZH: {
        "has": ("我也参加了{v}", "我每周三去{v}"),
        "add": ("我又加入了{v}，{old}也还在", "报名了{v}，加上{old}，晚上没空了"),
        "use": ("周三来不了，{v}活动", "今晚{v}开会"),
        "third": ("{n}也加入了{v}", "{n}现在还在{v}"),
        "pron": ("{P}也加入了{v}", "{P}现在也在{v}"),
        "remove": ("我退出{v}了，没时间", "{v}的会员没续"),
        "ger": ("加入{v}",),
        "dist": ("{x}在招新，Level那边有海报", "{x}周日清理了海滩，挺好的"),
    },  # fmt: skip
}

ZH_SLOTS = tuple(k for k, s in SLOTS.items() if ZH in s and ZH in s["q"])

# ---------------------------------------------------------------------------------------------
# Wrappers around a clause: how the news is framed.
# ---------------------------------------------------------------------------------------------

WRAP = {
    EN: {
        "intro": (
            "{C}.",
            "For the record, {c}.",
            "So yeah, {c}.",
            "Hi all, new-ish here. {C}.",
            "Since people were asking, {c}.",
        ),
        "direct": (
            "{C}.",
            "Quick update from me: {c}.",
            "{C}, finally!",
            "News: {c}. Bit of a change!",
            "Right, {c}. Thought you should know.",
            "{C} 🙂",
            "So yeah, {c}.",
        ),
        "long": (
            "{a} Anyway, {c}. {B}",
            "{a} Oh and while I think of it, {c}. {B}",
            "Morning all! {a} Also {c}, long story, {b}",
        ),
        "ooo": (
            "Forgot to mention: {c}. That was {when}, I just never said.",
            "Meant to say ages ago: {c}. Sorted it {when}.",
            "Not exactly news any more: {c} (that was {when}), never got round to telling you lot.",
            "Realised I never said, {c}! Happened {when}.",
        ),
        "plan": (
            "Thinking about {g}.",
            "Seriously considering {g}, any thoughts?",
            "I'm planning on {g} this year, watch this space.",
            "Looks like I'll be {g} soon, fingers crossed.",
        ),
        "drop": (
            "Update on the {g} idea: not happening. {C}, and that's fine.",
            "Decided against {g} in the end. Staying as I am: {c}.",
            "Scrap what I said about {g}, it's off. {C}.",
        ),
        "think": (
            "Half tempted by {g}, but it's probably just the sea air talking.",
            "Idle thought in the water this morning: {g}? Probably not.",
            "Every winter I think about {g} and every winter I don't.",
        ),
        "pending": (
            "Planning on {g} in the next month or two.",
            "Big plan for next year: {g}. Nothing's signed yet.",
            "I'm going to be {g} soon, just waiting on paperwork.",
        ),
        "selfname": (
            "Official announcement: {t}!",
            "PSA: {t}. Yes, really.",
            "Breaking news from the {n} household: {t}.",
        ),
        "neg_q": (
            "@{n} is it still {old} for you?",
            "{n}, still {old} or have I got that wrong?",
            "Wait {n}, aren't you {old}?",
        ),
        "neg_a": (
            "No, not {old} any more! {C}.",
            "Nope, {old} is ancient history, {c}.",
            "Not any more, {c} now.",
        ),
        "correct": (
            "Sorry, I meant {v}, not {w}. Typing with frozen fingers.",
            "*{v}, not {w}. Autocorrect has it in for me.",
            "Correction: {v}! {w} is my sister's, no idea why I typed that.",
        ),
    },
    ZH: {
        "intro": ("{c}。", "顺便说一下，{c}。", "大家好，{c}。"),
        "direct": ("{c}。", "跟大家说一下，{c}。", "{c}，终于！", "小更新：{c}。", "{c}哈哈"),
        "long": ("{a}对了，{c}，{b}", "早上好！{a}另外{c}，说来话长，{b}"),
        "ooo": ("忘了说，{when}{c}。", "一直忘了告诉大家，{when}{c}。"),
        "plan": ("在考虑{g}。", "我打算{g}，大家觉得怎么样？", "今年可能要{g}了。"),
        "drop": ("{g}的事算了，不弄了。{c}挺好的。", "最后还是决定不{g}了，{c}。"),
        "think": ("有点想{g}，估计就是说说而已。", "每年冬天都想{g}，每年都没行动。"),
        "pending": ("接下来一两个月准备{g}。", "明年的计划：{g}，还没定下来。"),
        "selfname": ("正式宣布：{t}！", "重要消息：{t}。"),
        "neg_q": ("@{n} is it still {old} for you?", "{n}你还是{old}吗？"),
        "neg_a": ("早就不是{old}了，{c}。", "不是{old}了，{c}。"),
        "correct": ("不好意思打错了，是{v}，不是{w}。", "更正：{v}！不是{w}，手冻僵了。"),
    },
}

SMALL_A = {
    EN: ("Water was 11 degrees this morning and honestly glorious.",
         "Huge swell by the West Pier earlier, I stayed in the shallows.",
         "What a sunrise today, the whole sea was pink.",
         "Still defrosting from Sunday's swim.",
         "The café at the Rockery had run out of bacon rolls again.",
         "Lost a glove somewhere between the groynes, if anyone finds a lonely neoprene mitt.",
         "Had a seal pop up next to me by the Marina, nearly screamed."),
    ZH: ("今天早上水温十一度，太舒服了。", "西码头那边浪好大，我只敢在浅水区。",
         "今天的日出绝了，整个海面都是粉色的。", "周日游完到现在还没暖过来。",
         "在防波堤那儿丢了一只手套，谁看到告诉我。"),
}  # fmt: skip
SMALL_B = {
    EN: ("see you all on Sunday.", "so I'll be at the early swim a bit less.",
         "anyway, who's bringing cake Saturday?", "which nobody asked about, sorry.",
         "so that's my news, back to moaning about the jellyfish.",
         "and I'm still going to be in the water every morning, don't worry."),
    ZH: ("周日见。", "早上的活动可能来得少一点。", "周六谁带蛋糕？", "好了，继续聊水母吧。"),
}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news.  {t} = sea temperature, {n} = another member.
# ---------------------------------------------------------------------------------------------

SPOTS = ("the Palace Pier", "the West Pier", "the Doughnut groyne", "Madeira Drive", "the i360",
         "Black Rock", "the Marina arm", "the bandstand")  # fmt: skip
FILLER = {
    EN: {
        "report": ("{when} dip by {s}: {t} degrees, {cond}. {verdict}",
                   "{t} degrees at {s} this morning. {verdict}",
                   "In and out by {s}, {t} on my watch, {cond}. {verdict}",
                   "Sea was {cond} today, {t} degrees. {verdict}"),
        "ask": ("Who's in for the 7am tomorrow?", "Anyone fancy a sunset swim by {s}?",
                "Is anyone going in later? Looks {cond} from the office window",
                "Swim at 8 on Sunday, meet by {s}?", "Anyone about for a quick one at lunch?"),
        "reply": ("Me!", "In if the wind drops", "Can't, work 😩", "Yes, bringing the flask",
                  "Maybe, depends how hungover I am", "Count me in", "Only if there's cake after",
                  "Already in my cossie under my clothes", "Not a chance, have you seen the waves?"),
        "chat": ("Barrel jellyfish the size of a bin lid by {s}, be warned",
                 "Moon jellies everywhere this morning, like swimming in soup",
                 "Someone left a very nice towel by {s}, it's in my car",
                 "Cake rota: {n} is on lemon drizzle Saturday, no pressure",
                 "Who keeps stealing the club thermometer? It's the third one this year",
                 "Honestly the best part of the swim is the hot chocolate after",
                 "Saw a seal by {s} again! Same one I reckon",
                 "That was the coldest I've ever been and I'd do it again tomorrow",
                 "Reminder: tow floats on please, the boats can't see your heads",
                 "Photo from this morning, the pier looked unreal in the mist 📸",
                 "The Rockery café has started doing cinnamon buns, dangerous",
                 "Subs for the year are due, fifteen quid to the usual account please",
                 "AGM at the Cricketers on the 12th, free chips if you come",
                 "My dryrobe is now 40% sand, is that normal",
                 "Sunrise at 6:12 tomorrow, who's mad enough",
                 "Lost my goggles AGAIN, I'm buying them in bulk now",
                 "We've moved the Sunday swim to 8:30 for the winter, sleep in everyone",
                 "We're doing the Boxing Day dip as usual, fancy dress optional but encouraged",
                 "Thanks {n} for the flapjacks, they went in seconds",
                 "{n} was in for twenty minutes today, absolute hero",
                 "Anyone know what the brown foam was by {s}? Not going in till I know",
                 "Tide's right out tomorrow morning, good for the rock pools, bad for swimming"),
        "zh_word": ("{t} degrees today, 好冷! Thanks {n} for teaching me that one",
                    "加油 everyone doing the Pier to Pier on Saturday!",
                    "Bought 包子 from the bakery on Preston Street for after the swim, help yourselves",
                    "{n} says the sea was 还行 today. It was not 还行, it was freezing"),
        "lifeguard": ("Red flag at {s} today, please stay out, not worth it",
                      "Easterly picking up this afternoon, rip forming by {s}. Stay inside the buoys",
                      "Lifeguard cover finishes at 6 from this week, swim where we can see you",
                      "Weever fish about in the shallows, shuffle your feet",
                      "Lovely flat sea today but it drops off fast by {s}, watch the kids"),
    },
    ZH: {
        "report": ("今天{s}水温{t}度，{cond}，冻得手都麻了", "早上{t}度，{cond}，爽！",
                   "{t}度，游了十分钟，值了"),
        "ask": ("明早七点谁去？", "有人傍晚去{s}游吗？", "周日八点老地方？"),
        "reply": ("我去！", "风小了就去", "上班去不了😭", "我带热水", "算我一个"),
        "chat": ("海边风好大，毛巾差点被吹走", "周六的蛋糕我来带", "今天好多水母，大家小心",
                 "日出太美了[照片]", "游完喝热巧克力是最幸福的", "谁捡到一个黑色泳镜？是我的",
                 "{n}今天下水二十分钟，太强了", "Rockery咖啡馆的肉桂卷好好吃"),
    },
}  # fmt: skip
CONDS = {
    EN: ("flat as a millpond", "choppy", "a proper washing machine", "clear enough to see your toes",
         "full of seaweed", "glassy", "a bit lumpy"),
    ZH: ("风平浪静", "浪有点大", "水很清", "好多海草"),
}  # fmt: skip
VERDICTS = ("Bliss.", "Brutal.", "Worth it for the cake.", "Toes have left the group.",
            "Best start to a day.", "Still can't feel my hands.", "10/10 would freeze again.")  # fmt: skip
WHENS = ("Dawn", "Early", "Lunchtime", "Sunset", "Quick")

LEADS = {
    EN: ("Bumped into {n} on the prom earlier.", "Has anyone heard from {n} lately?",
         "{n} was at the 7am today for the first time in weeks.",
         "Was chatting to {n} after the swim yesterday.", "Anyone know what {n}'s been up to?"),
    ZH: ("今天在海边碰到{n}了。", "最近有人见到{n}吗？", "昨天游完跟{n}聊了一会儿。"),
}  # fmt: skip
PRON_WRAP = {
    EN: ("Yeah, {t}.", "{T}, didn't you hear?", "Oh {t}, that's why {p}'s been so busy.",
         "{T}, {p} told me on Sunday."),
    ZH: ("对，{t}。", "{t}，你不知道吗？", "{t}，所以最近很忙。"),
}  # fmt: skip
THIRD_WRAP = {
    EN: ("Heads up, {t}.", "Did you all know {t}? Very exciting.", "Gossip corner: {t}.",
         "Just so everyone knows, {t}."),
    ZH: ("告诉大家，{t}。", "你们知道吗，{t}。"),
}  # fmt: skip
ACKS = {
    EN: ("Guilty 😅", "Ha, word travels fast", "Yep, it's true", "Can't keep anything quiet in this group"),
    ZH: ("哈哈是的", "消息传得真快", "没错😅"),
}  # fmt: skip
REACT = {
    EN: ("Ooh nice!", "Good for you!", "Oh exciting", "About time!", "Blimey"),
    ZH: ("哇，不错！", "恭喜！", "厉害"),
}  # fmt: skip

CJK = re.compile(r"[\u4e00-\u9fff]")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def finish(s: str, lang: str) -> str:
    s = s.rstrip()
    if lang == ZH:
        return s if s[-1] in "。！？!?" else s + "。"
    return s if s[-1] in ".!?)🙂😅😩" else s + "."


def sea_temp(day: int) -> str:
    import math

    t = 13.0 - 5.0 * math.cos(2 * math.pi * day / 365.0) + (day * 7919 % 11 - 5) / 10.0
    return f"{t:.1f}"


def day_month(day: int) -> int:
    return (START_DT + timedelta(days=day)).month


def no_old(tpls: tuple[str, ...]) -> tuple[str, ...]:
    kept = tuple(t for t in tpls if "{old}" not in t)
    return kept or tpls


class Gen:
    """Builds one seed's world: people and slot plans, then episodes, then probes."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7907 + 13)
        self.eps: list[dict[str, Any]] = []
        self.n_sess = 0
        self.modes: list[str] = []
        self.people: dict[str, dict[str, Any]] = {}
        self.probes: list[dict[str, Any]] = []
        self.couple: tuple[str, str] = ("", "")
        self.guards: list[str] = []

    # -- helpers ------------------------------------------------------------------------------

    def say(self, day: int, turns: list[tuple[str, str]], minute: int | None = None) -> None:
        rng = self.rng
        self.n_sess += 1
        sid = f"chat-{day:03d}-{self.n_sess:04d}"
        m = minute if minute is not None else rng.randint(6 * 60, 21 * 60)
        for who, text in turns:
            zh = self.people[who]["lang"] == ZH and CJK.search(text) is not None
            self.eps.append({"day": day, "minute": m, "speaker": who, "text": text,
                             "session": sid, "language": ZH if zh else EN})  # fmt: skip
            m += rng.randint(1, 7)

    def T(self, key: str, lang: str) -> dict[str, tuple[str, ...]]:
        return SLOTS[key][lang] if lang in SLOTS[key] else SLOTS[key][EN]

    def f(self, tpl: str, wlang: str, subj: dict[str, Any], **kw: str) -> str:
        p, big, his = PRON[wlang][subj["g"]]
        d = {"n": subj["name"], "p": p, "P": big, "his": his, "v": "", "old": "", "x": ""}
        d.update(kw)
        return tpl.format(**d)

    def wrap(self, lang: str, kind: str, table: dict[str, Any] | None = None, **kw: str) -> str:
        tpl = self.rng.choice((table or WRAP)[lang][kind])
        d = {"a": "", "b": "", "c": "", "g": "", "t": "", "n": "", "old": "", "v": "", "w": "",
             "when": "", "p": ""}  # fmt: skip
        d.update(kw)
        d["C"], d["T"], d["B"] = cap(d["c"]), cap(d["t"]), cap(d["b"])
        return tpl.format(**d)

    def others(self, name: str, lang: str | None = None) -> list[str]:
        return [
            n for n, p in self.people.items() if n != name and (lang is None or p["lang"] == lang)
        ]

    def next_mode(self) -> str:
        if not self.modes:
            self.modes = ["direct", "use", "third", "selfname", "ooo", "neg", "correct", "long",
                          "planned", "direct", "use", "third", "long"]  # fmt: skip
            self.rng.shuffle(self.modes)
        return self.modes.pop()

    def spaced(self, n: int, lo: int, hi: int, gap: int) -> list[int]:
        for attempt in range(400):
            g = gap if attempt < 300 else gap // 2
            days = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= g for a, b in zip(days, days[1:], strict=False)):
                return days
        return [lo + i * (hi - lo) // max(n, 1) for i in range(n)]

    def when(self, lang: str, eff: int, rep: int) -> str:
        k = max(3, round((rep - eff) / 7))
        m = day_month(eff)
        if lang == ZH:
            return self.rng.choice((f"{k}个星期前", f"{m}月的时候"))
        if m == day_month(rep):
            return "earlier this month"
        return self.rng.choice((f"back in {MONTHS[m - 1]}", f"about {k} weeks ago"))

    def reporter(self, subj: dict[str, Any], key: str, value: str) -> str | None:
        if not value.isascii():
            pool = self.others(subj["name"], ZH)
        elif ZH not in SLOTS[key]:
            pool = self.others(subj["name"], EN)
        else:
            pool = self.others(subj["name"])
        if subj["name"] in self.couple:
            pool = [n for n in pool if n not in self.couple] or pool
        return self.rng.choice(pool) if pool else None

    # -- people and plans ---------------------------------------------------------------------

    def make_people(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n / 4))
        zh = rng.sample(NAMES_ZH, n_zh)
        en = rng.sample(NAMES_EN, n - n_zh)
        mixed = [(nm, g, EN) for nm, g in en] + [(nm, g, ZH) for nm, g in zh]
        rng.shuffle(mixed)
        for nm, g, lang in mixed:
            self.people[nm] = {"name": nm, "g": g, "lang": lang, "slots": {}}
        en_names = [nm for nm, _ in en]
        self.couple = (en_names[0], en_names[1])
        self.guards = en_names[2:4]
        shared_home: dict[str, Any] | None = None
        for nm, p in self.people.items():
            avail = list(ZH_SLOTS if p["lang"] == ZH else SLOTS)
            k = rng.randint(4, 7)
            keys = rng.sample(avail, k)
            if nm in self.couple:
                keys = ["home"] + [x for x in keys if x not in ("home", "partner")][: k - 1]
            for key in keys:
                if key == "home" and nm in self.couple:
                    if shared_home is None:
                        shared_home = self.plan_single(p, key)
                        shared_home["couple"] = self.couple
                    p["slots"][key] = shared_home
                elif SLOTS[key]["multi"]:
                    p["slots"][key] = self.plan_multi(p, key)
                else:
                    p["slots"][key] = self.plan_single(p, key)

    def pool(self, p: dict[str, Any], key: str) -> list[str]:
        pools = SLOTS[key]["pool"]
        vals = list(pools.get(p["lang"], pools[EN]))
        self.rng.shuffle(vals)
        return vals

    def plan_single(self, p: dict[str, Any], key: str) -> dict[str, Any]:
        rng = self.rng
        vals = self.pool(p, key)
        nch = rng.choice((1, 2, 2, 2, 3))
        days = self.spaced(nch, 100, 680, 110)
        return {"key": key, "multi": False, "vals": vals[: nch + 1], "spare": vals[nch + 1 :],
                "eff": [rng.randint(0, 45), *days], "stated": [], "abandoned": [],
                "mentioned": [], "pending": None, "done": False}  # fmt: skip

    def plan_multi(self, p: dict[str, Any], key: str) -> dict[str, Any]:
        vals = self.pool(p, key)
        return {"key": key, "multi": True, "vals": vals[:3], "spare": vals[3:], "current": [],
                "removed": [], "abandoned": [], "mentioned": []}  # fmt: skip

    # -- single-valued slots ------------------------------------------------------------------

    def emit_single(self, p: dict[str, Any], s: dict[str, Any]) -> None:
        if s["done"]:
            return
        s["done"] = True
        rng = self.rng
        lang, key = p["lang"], s["key"]
        t = self.T(key, lang)
        d0, v0 = s["eff"][0], s["vals"][0]
        if s.get("couple"):
            who = rng.choice(s["couple"])
            c = rng.choice(("we live in {v}", "we rent a place in {v}", "we're over in {v}"))
            self.say(d0, [(who, self.wrap(EN, "intro", c=c.format(v=v0)))])
        elif rng.random() < 0.2:
            r = self.reporter(p, key, v0)
            rl = self.people[r]["lang"] if r else lang
            if r:
                third = self.f(rng.choice(no_old(self.T(key, rl)["third"])), rl, p, v=v0)
                self.say(d0, [(r, finish(cap(third), rl))])
            else:
                self.say(
                    d0,
                    [(p["name"], finish(cap(self.f(rng.choice(t["pres"]), lang, p, v=v0)), lang))],
                )
        elif rng.random() < 0.25:
            c = self.f(rng.choice(t["pres"]), lang, p, v=v0)
            a, b = rng.choice(SMALL_A[lang]), rng.choice(SMALL_B[lang])
            self.say(d0, [(p["name"], self.wrap(lang, "long", a=a, b=b, c=c))])
        else:
            c = self.f(rng.choice(t["pres"]), lang, p, v=v0)
            self.say(d0, [(p["name"], self.wrap(lang, "intro", c=c))])
        s["stated"].append(d0)
        vals, eff = s["vals"], s["eff"]
        for i in range(1, len(vals)):
            nxt = eff[i + 1] if i + 1 < len(eff) else LAST_DAY + 1
            mode = "we" if s.get("couple") else self.next_mode()
            st = self.emit_change(p, s, vals[i - 1], vals[i], eff[i], nxt, mode, s["stated"][-1])
            s["stated"].append(st)
        self.extras(p, s)

    def emit_change(self, p: dict[str, Any], s: dict[str, Any], old: str, new: str, day: int,
                    nxt: int, mode: str, prev: int) -> int:  # fmt: skip
        """The episodes of one change; returns the day it was first told."""
        rng = self.rng
        name, lang, key = p["name"], p["lang"], s["key"]
        t = self.T(key, lang)

        def chg(v: str, o: str) -> str:
            return self.f(rng.choice(t["chg"]), lang, p, v=v, old=o)

        if mode == "we":
            who = rng.choice(s["couple"])
            c = rng.choice(SLOTS["home"][EN]["we"]).format(v=new, old=old)
            kind = rng.choice(("direct", "long", "direct"))
            a, b = rng.choice(SMALL_A[EN]), rng.choice(SMALL_B[EN])
            self.say(day, [(who, self.wrap(EN, kind, c=c, a=a, b=b))])
            if rng.random() < 0.5:
                self.say(day, [(rng.choice(self.others(who)), rng.choice(REACT[EN]))])
            return day
        gers = tuple(g for g in t.get("ger", ()) if g)
        if mode == "planned":
            if not gers or day - prev < 45:
                mode = "direct"
            else:
                pd = rng.randint(max(prev + 10, day - 60), day - 15)
                g = self.f(rng.choice(gers), lang, p, v=new)
                turns = [(name, self.wrap(lang, "plan", g=g))]
                if rng.random() < 0.6:
                    r = rng.choice(self.others(name))
                    turns.append((r, rng.choice(REACT[self.people[r]["lang"]])))
                self.say(pd, turns)
                mode = rng.choice(("direct", "use"))
        if mode == "ooo":
            room = min(nxt - day - 15, LAST_DAY - day)
            if room < 21:
                mode = "direct"
            else:
                rep = day + rng.randint(21, min(50, room))
                when = self.when(lang, day, rep)
                self.say(rep, [(name, self.wrap(lang, "ooo", c=chg(new, old), when=when))])
                return rep
        if mode == "third":
            r = self.reporter(p, key, new)
            if r is None:
                mode = "direct"
            else:
                rl = self.people[r]["lang"]
                tr = self.T(key, rl)
                if rng.random() < 0.5:
                    third = self.f(rng.choice(tr["third"]), rl, p, v=new, old=old)
                    turns = [(r, self.wrap(rl, "x", table={rl: {"x": THIRD_WRAP[rl]}}, t=third))]
                else:
                    r1 = rng.choice(self.others(name))
                    l1 = self.people[r1]["lang"]
                    lead = rng.choice(LEADS[l1]).format(n=name)
                    pl = PRON[rl][p["g"]][0]
                    pron = self.f(rng.choice(tr["pron"]), rl, p, v=new, old=old, P=pl)
                    turns = [(r1, lead), (r, self.wrap(rl, "x", table={rl: {"x": PRON_WRAP[rl]}},
                                                      t=pron, p=pl))]  # fmt: skip
                if rng.random() < 0.5:
                    turns.append((name, rng.choice(ACKS[lang])))
                self.say(day, turns)
                return day
        if mode == "selfname":
            third = self.f(rng.choice(t["third"]), lang, p, v=new, old=old)
            self.say(day, [(name, self.wrap(lang, "selfname", t=third, n=name))])
            return day
        if mode == "neg":
            q = rng.choice(self.others(name))
            ql = self.people[q]["lang"]
            c = self.f(rng.choice(t["pres"]), lang, p, v=new)
            self.say(day, [(q, self.wrap(ql, "neg_q", n=name, old=old)),
                           (name, self.wrap(lang, "neg_a", old=old, c=c))])  # fmt: skip
            return day
        if mode == "correct":
            if not s["spare"]:
                mode = "direct"
            else:
                w = s["spare"].pop()
                s["abandoned"].append(w)
                turns = [(name, self.wrap(lang, "direct", c=chg(w, old)))]
                if rng.random() < 0.5:
                    r = rng.choice(self.others(name))
                    turns.append((r, rng.choice(REACT[self.people[r]["lang"]])))
                turns.append((name, self.wrap(lang, "correct", v=new, w=w)))
                self.say(day, turns)
                return day
        if mode == "use":
            text = self.f(rng.choice(t["use"]), lang, p, v=new, old=old)
            self.say(day, [(name, finish(cap(text), lang))])
            return day
        if mode == "long":
            a, b = rng.choice(SMALL_A[lang]), rng.choice(SMALL_B[lang])
            self.say(day, [(name, self.wrap(lang, "long", a=a, b=b, c=chg(new, old)))])
            return day
        turns = [(name, self.wrap(lang, "direct", c=chg(new, old)))]
        if rng.random() < 0.4:
            r = rng.choice(self.others(name))
            turns.append((r, rng.choice(REACT[self.people[r]["lang"]])))
        self.say(day, turns)
        return day

    def extras(self, p: dict[str, Any], s: dict[str, Any]) -> None:
        """Plans (pending, dropped, idle), a scoped exception, distractors, use of the current."""
        rng = self.rng
        name, lang, key = p["name"], p["lang"], s["key"]
        t = self.T(key, lang)
        vals, eff, stated, spare = s["vals"], s["eff"], s["stated"], s["spare"]
        gers = tuple(g for g in t.get("ger", ()) if g)
        plans = SLOTS[key]["plans"]
        end_last = LAST_DAY
        if plans and gers and spare and rng.random() < 0.45 and not s.get("couple"):
            lo = max(stated[-1] + 30, 560)
            if lo <= LAST_DAY - 10:
                d = rng.randint(lo, LAST_DAY - 10)
                x = spare.pop()
                g = self.f(rng.choice(gers), lang, p, v=x)
                self.say(d, [(name, self.wrap(lang, "pending", g=g))])
                s["pending"] = x
                end_last = d - 5
        periods = [(stated[i], eff[i + 1] - 65 if i + 1 < len(eff) else end_last, vals[i])
                   for i in range(len(vals))]  # fmt: skip
        if gers and spare and rng.random() < (0.45 if plans else 0.2):
            ok = [pr for pr in periods if pr[1] - pr[0] >= 100]
            if ok:
                st, en, cur = rng.choice(ok)
                x = spare.pop()
                d = rng.randint(st + 15, en - 75)
                d2 = rng.randint(d + 15, min(d + 45, en - 20))
                g = self.f(rng.choice(gers), lang, p, v=x)
                turns = [(name, self.wrap(lang, "plan", g=g))]
                if rng.random() < 0.5:
                    r = rng.choice(self.others(name))
                    turns.append((r, rng.choice(REACT[self.people[r]["lang"]])))
                self.say(d, turns)
                c = self.f(rng.choice(t["pres"]), lang, p, v=cur)
                self.say(d2, [(name, self.wrap(lang, "drop", g=g, c=c))])
                s["abandoned"].append(x)
        if gers and spare and rng.random() < 0.3:
            ok = [pr for pr in periods if pr[1] - pr[0] >= 40]
            if ok:
                st, en, _ = rng.choice(ok)
                x = spare.pop()
                g = self.f(rng.choice(gers), lang, p, v=x)
                self.say(rng.randint(st + 10, en - 20), [(name, self.wrap(lang, "think", g=g))])
                s["abandoned"].append(x)
        if "scoped" in t and spare and rng.random() < 0.6 and end_last - stated[-1] > 20:
            x = spare.pop()
            c = self.f(rng.choice(t["scoped"]), lang, p, v=vals[-1], x=x)
            self.say(
                rng.randint(stated[-1] + 10, end_last), [(name, self.wrap(lang, "direct", c=c))]
            )
            s["mentioned"].append(x)
        for _ in range(rng.randint(1, 2)):
            if spare:
                x = rng.choice(spare)
                self.say(rng.randint(0, LAST_DAY),
                         [(name, finish(cap(rng.choice(t["dist"]).format(x=x)), lang))])  # fmt: skip
                if x not in s["mentioned"]:
                    s["mentioned"].append(x)
        if rng.random() < 0.5 and not s.get("couple"):
            st, en, cur = rng.choice(periods)
            if en - st > 20:
                text = self.f(rng.choice(no_old(t["use"])), lang, p, v=cur)
                self.say(rng.randint(st + 5, en - 5), [(name, finish(cap(text), lang))])

    # -- multi-valued slots -------------------------------------------------------------------

    def emit_multi(self, p: dict[str, Any], s: dict[str, Any]) -> None:
        rng = self.rng
        name, lang, key = p["name"], p["lang"], s["key"]
        t = self.T(key, lang)
        v0, v1, v2 = s["vals"]
        d0 = rng.randint(0, 45)
        c = self.f(rng.choice(t["has"]), lang, p, v=v0)
        self.say(d0, [(name, self.wrap(lang, rng.choice(("intro", "intro", "long")), c=c,
                                       a=rng.choice(SMALL_A[lang]), b=rng.choice(SMALL_B[lang])))])  # fmt: skip
        cur = [v0]
        d1 = rng.randint(100, 380)
        self.add(p, s, v1, v0, d1)
        cur.append(v1)
        if rng.random() < 0.55:
            d2 = rng.randint(d1 + 60, 640)
            self.add(p, s, v2, v1, d2)
            cur.append(v2)
            if rng.random() < 0.45:
                d3 = rng.randint(d2 + 30, LAST_DAY - 5)
                c = self.f(rng.choice(t["remove"]), lang, p, v=v0)
                self.say(d3, [(name, finish(cap(c), lang))])
                cur.remove(v0)
                s["removed"].append(v0)
        else:
            s["spare"].append(v2)
        s["current"] = cur
        gers = tuple(g for g in t.get("ger", ()) if g)
        if gers and s["spare"] and rng.random() < 0.3:
            x = s["spare"].pop(0)
            g = self.f(rng.choice(gers), lang, p, v=x)
            self.say(rng.randint(50, LAST_DAY), [(name, self.wrap(lang, "think", g=g))])
            s["abandoned"].append(x)
        if s["spare"]:
            x = rng.choice(s["spare"])
            self.say(
                rng.randint(0, LAST_DAY),
                [(name, finish(cap(rng.choice(t["dist"]).format(x=x)), lang))],
            )
            s["mentioned"].append(x)
        if rng.random() < 0.5:
            text = self.f(rng.choice(no_old(t["use"])), lang, p, v=rng.choice(cur))
            self.say(
                rng.randint(max(d1 + 5, LAST_DAY - 60), LAST_DAY), [(name, finish(cap(text), lang))]
            )

    def add(self, p: dict[str, Any], s: dict[str, Any], v: str, old: str, day: int) -> None:
        rng = self.rng
        name, lang, key = p["name"], p["lang"], s["key"]
        t = self.T(key, lang)
        mode = rng.choice(("direct", "direct", "use", "third", "long"))
        if mode == "third":
            r = self.reporter(p, key, v)
            if r is not None:
                rl = self.people[r]["lang"]
                third = self.f(rng.choice(self.T(key, rl)["third"]), rl, p, v=v)
                self.say(day, [(r, self.wrap(rl, "x", table={rl: {"x": THIRD_WRAP[rl]}}, t=third))])
                return
            mode = "direct"
        if mode == "use":
            text = self.f(rng.choice(no_old(t["use"])), lang, p, v=v)
            self.say(day, [(name, finish(cap(text), lang))])
            return
        c = self.f(rng.choice(t["add"]), lang, p, v=v, old=old)
        a, b = rng.choice(SMALL_A[lang]), rng.choice(SMALL_B[lang])
        self.say(day, [(name, self.wrap(lang, mode, c=c, a=a, b=b))])

    # -- everyday chat ------------------------------------------------------------------------

    def filler(self, target: int) -> None:
        rng = self.rng
        names = list(self.people)
        en_names = [n for n in names if self.people[n]["lang"] == EN]
        zh_names = [n for n in names if self.people[n]["lang"] == ZH]
        while len(self.eps) < target:
            day = rng.randint(0, LAST_DAY)
            who = rng.choice(names)
            lang = self.people[who]["lang"]
            tbl = FILLER[lang]
            kw = {"s": rng.choice(SPOTS), "t": sea_temp(day), "cond": rng.choice(CONDS[lang]),
                  "verdict": rng.choice(VERDICTS), "when": rng.choice(WHENS),
                  "n": rng.choice(self.others(who))}  # fmt: skip
            r = rng.random()
            if r < 0.28:
                self.say(day, [(who, rng.choice(tbl["report"]).format(**kw))])
            elif r < 0.48:
                turns = [(who, rng.choice(tbl["ask"]).format(**kw))]
                for other in rng.sample(self.others(who), rng.randint(1, 3)):
                    turns.append((other, rng.choice(FILLER[self.people[other]["lang"]]["reply"])))
                self.say(day, turns)
            elif r < 0.84:
                turns = [(who, rng.choice(tbl["chat"]).format(**kw))]
                if rng.random() < 0.35:
                    other = rng.choice(self.others(who))
                    turns.append((other, rng.choice(REACT[self.people[other]["lang"]])))
                self.say(day, turns)
            elif r < 0.93:
                g = rng.choice(self.guards)
                self.say(day, [(g, rng.choice(FILLER[EN]["lifeguard"]).format(**kw))])
            else:
                w = rng.choice(en_names)
                kw["n"] = rng.choice(zh_names)
                self.say(day, [(w, rng.choice(FILLER[EN]["zh_word"]).format(**kw))])

    # -- probes -------------------------------------------------------------------------------

    def make_probes(self) -> None:
        rng = self.rng
        extra: list[dict[str, Any]] = []
        for name, p in self.people.items():
            lang = p["lang"]
            for key, s in p["slots"].items():
                qs = SLOTS[key]["q"][lang if lang in SLOTS[key]["q"] else EN]
                if s["multi"]:
                    values = sorted(set(s["vals"]) - set(s["spare"]) | set(s["abandoned"])
                                    | set(s["mentioned"]) | set(s["removed"]))  # fmt: skip
                    self.probes.append(self.probe(name, "coexisting", qs, key, s["current"],
                                                  s["removed"], values, s["abandoned"]))  # fmt: skip
                    continue
                vals = s["vals"]
                values = sorted(set(vals) | set(s["abandoned"]) | set(s["mentioned"])
                                | ({s["pending"]} if s["pending"] else set()))  # fmt: skip
                self.probes.append(self.probe(name, "current", qs, key, [vals[-1]], vals[:-1],
                                              values, s["abandoned"]))  # fmt: skip
                hist = self.probe(
                    name, "historical", qs, key, [vals[-2]], [], values, s["abandoned"]
                )
                (self.probes if rng.random() < 0.5 else extra).append(hist)
                i = rng.randrange(len(vals) - 1)
                lo, hi = s["stated"][i], s["eff"][i + 1]
                asof = self.probe(name, "as_of", qs, key, [vals[i]], [], values, s["abandoned"])
                asof["as_of_day"] = (lo + hi) // 2
                (self.probes if rng.random() < 0.5 else extra).append(asof)
                if s["pending"] and "planning" in qs:
                    self.probes.append(self.probe(name, "planning", qs, key, [s["pending"]], [],
                                                  values, s["abandoned"]))  # fmt: skip
        rng.shuffle(extra)
        while len(self.probes) < 115 and extra:
            self.probes.append(extra.pop())
        while len(self.probes) > 140:
            cut = [i for i, pr in enumerate(self.probes) if pr["kind"] in ("historical", "as_of")]
            self.probes.pop(rng.choice(cut))

    def probe(self, name: str, kind: str, qs: dict[str, str], key: str, gold: list[str],
              outdated: list[str], values: list[str], abandoned: list[str]) -> dict[str, Any]:  # fmt: skip
        return {"subject": name, "kind": kind, "question": qs[kind].format(n=name), "slot": key,
                "gold": list(gold), "outdated": list(outdated), "values": list(values),
                "abandoned": list(abandoned), "as_of_day": None}  # fmt: skip

    # -- the whole world ----------------------------------------------------------------------

    def run(self) -> dict[str, Any]:
        self.make_people()
        for p in self.people.values():
            for s in p["slots"].values():
                if s["multi"]:
                    self.emit_multi(p, s)
                else:
                    self.emit_single(p, s)
        self.filler(self.rng.randint(560, 740))
        self.make_probes()
        self.eps.sort(key=lambda e: (e["day"], e["minute"], e["session"]))
        return {"generator": GENERATOR, "start": START, "episodes": self.eps, "probes": self.probes}


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes (time-ordered) and probes with gold values."""
    return Gen(seed).run()


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _said(value: str, texts: list[str]) -> bool:
    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", re.IGNORECASE)
    return any(pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is sound)."""
    errs: list[str] = []
    datetime.fromisoformat(world["start"])
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) < {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: missing keys")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 24 * 60):
            errs.append(f"episode {i}: day/minute out of range")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"episode {i}: bad language or text: {e['text']!r}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episode {i}: out of order")
        last = (e["day"], e["minute"])
    if not 10 <= len(speakers) <= 14:
        errs.append(f"{len(speakers)} speakers")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    for j, p in enumerate(probes):
        tag = f"probe {j} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS or not p["question"] or "{" in p["question"]:
            errs.append(f"{tag}: bad kind or question")
        if p["subject"] not in speakers or not re.fullmatch(r"[a-z_]+", p["slot"]):
            errs.append(f"{tag}: bad subject or slot")
        gold, values = set(p["gold"]), set(p["values"])
        if not gold or not gold <= values:
            errs.append(f"{tag}: gold missing from values")
        if not (set(p["outdated"]) | set(p["abandoned"])) <= values:
            errs.append(f"{tag}: outdated/abandoned missing from values")
        if gold & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{tag}: gold also outdated or abandoned")
        for v in gold | values:
            if not _said(v, texts):
                errs.append(f"{tag}: value {v!r} never said")
        if p["kind"] == "as_of" and not (
            isinstance(p["as_of_day"], int) and 0 <= p["as_of_day"] <= LAST_DAY
        ):
            errs.append(f"{tag}: bad as_of_day")
        if p["kind"] == "coexisting" and len(gold) < 2:
            errs.append(f"{tag}: coexisting with one value")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        people = len({e["speaker"] for e in eps})
        zh = sum(e["language"] == ZH for e in eps)
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, {people} people; "
              + ", ".join(f"{k} {n}" for k, n in kinds.items()))  # fmt: skip
        for err in errs[:20]:
            print("  ERROR", err)
        bad += len(errs)
    print("OK" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
