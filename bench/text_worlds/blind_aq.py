"""Blind text world ``blind_aq``: a Nottingham community theatre company's group chat.

Actors, stage crew, the director, lighting and sound volunteers, parents of the youth troupe,
box-office volunteers and a few Chinese-speaking university students who joined for the
musical chat over two years.  Most lines are everyday theatre chatter (rehearsal times, props,
lifts, ticket sales); among them people's own state changes now and then: where they live,
who they work for, their phone network, car, gym, bank, energy supplier, streaming service,
diet, the cue software they run, their child's school, the language they are learning, and
(coexisting) their pets, instruments and other clubs.

Changes are said straight out, shown by use, reported by someone else (sometimes through a
pronoun), told late ("forgot to mention..."), corrected ("sorry, I meant..."), negated, planned
and carried out, planned and dropped, or only mused about.  Distractor lines name the same
kinds of value without them being anyone's state.  About a quarter of the people write in
simplified Chinese.

``generate(seed)`` returns the dict read by ``bench.states.load_text_world``.  Standard
library only; deterministic given the seed.  ``python -m bench.text_worlds.blind_aq`` runs a
self-check over seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from typing import Any

START = "2022-09-04T00:00:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 729
EN, ZH = "en", "zh"

# (name, pronoun he/she, role)
PEOPLE_EN = (
    ("Gareth", "he", "director"),
    ("Siobhan", "she", "stage manager"),
    ("Marcus", "he", "lighting"),
    ("Priya", "she", "sound"),
    ("Dylan", "he", "actor"),
    ("Hannah", "she", "actor"),
    ("Trevor", "he", "box office"),
    ("Jackie", "she", "youth parent"),
    ("Owen", "he", "lighting"),
    ("Leanne", "she", "youth parent"),
    ("Callum", "he", "actor"),
    ("Morag", "she", "costume"),
    ("Ravi", "he", "sound"),
    ("Imogen", "she", "box office"),
    ("Keith", "he", "youth parent"),
    ("Bronwyn", "she", "actor"),
    ("Declan", "he", "stage manager"),
    ("Tamsin", "she", "actor"),
)
PEOPLE_ZH = (
    ("Yuxin", "she", "actor"),
    ("Haoran", "he", "actor"),
    ("Jiayi", "she", "sound"),
    ("Zihan", "he", "lighting"),
    ("Mingyue", "she", "actor"),
    ("Boyang", "he", "box office"),
)
PRON = {
    EN: {"he": ("he", "him", "his"), "she": ("she", "her", "her")},
    ZH: {"he": ("他", "他", "他的"), "she": ("她", "她", "她的")},
}
CREW = ("stage manager", "lighting", "sound")
SHOWS = ("Blithe Spirit", "Little Shop of Horrors", "A Christmas Carol", "Our Day Out",
         "The Wind in the Willows", "Abigail's Party", "Sweeney Todd", "Noises Off")  # fmt: skip
VENUES = ("St Barnabas hall", "the Arts Theatre", "the Mansfield Road studio", "the Guildhall")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Slots.  Single-valued fragment keys:
#   st   first-person present state        ch   first-person change (just happened)
#   sw   change naming the old value {o}   use  the value shown only by use or consequence
#   th   third-person report ({s} = name or pronoun, {p} = possessive)
#   pl   plan / consideration              drop plan {v} dropped, staying with {o}
#   muse idle "thinking about" {v}          neg  "not {o} any more, {v}"
#   scope {v} generally but {x} in a scope  late "forgot to mention" change ({when})
#   we   household / group form (optional) dist distractors (not anyone's state)
# Multi-valued slots: has / add / rem / th_add / dist.
# ---------------------------------------------------------------------------------------------

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["area"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Beeston",
            "West Bridgford",
            "Carlton",
            "Mapperley",
            "Hockley",
            "Bulwell",
            "Wollaton",
            "Netherfield",
            "Sneinton",
            "Arnold",
            "Bramcote",
            "Clifton",
            "Basford",
            "Ruddington",
        ),
        ZH: (
            "Lenton",
            "Dunkirk",
            "Radford",
            "Beeston",
            "Hockley",
            "Sneinton",
            "Wollaton",
            "Lace Market",
        ),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which part of Nottingham does {n} live in now?",
            "historical": "Where did {n} live before moving to their current area?",
            "as_of": "Which part of Nottingham did {n} live in at that time?",
            "planning": "Where is {n} planning to move?",
        },
        ZH: {
            "current": "{n}现在住在诺丁汉哪个区？",
            "historical": "{n}搬家之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },  # fmt: skip
    EN: {
        "st": (
            "I live over in {v}",
            "I'm in {v}",
            "home's {v}, about twenty minutes on the bus",
            "we've got a little terrace in {v}",
        ),
        "ch": (
            "we've moved to {v}",
            "I finally moved to {v} last weekend",
            "the move to {v} is done, boxes everywhere",
        ),
        "sw": (
            "I've left {o} and I'm in {v} now",
            "swapped {o} for {v}, new house is lovely",
            "said goodbye to {o}, hello {v}",
        ),
        "use": (
            "The new walk from {v} to rehearsal is a killer in this rain.",
            "Took me ages to get in tonight, the buses out of {v} are rubbish on a Sunday.",
            "My new neighbours in {v} have already complained about me singing Skid Row.",
        ),
        "th": ("{s}'s moved to {v}", "{s} lives in {v} now", "{s} has just bought a place in {v}"),
        "pl": (
            "We're looking at houses in {v}, fingers crossed",
            "Thinking of moving to {v} next year",
            "I've put an offer in on a flat in {v}",
        ),
        "drop": (
            "The {v} house fell through, so we're staying in {o} for now",
            "Decided against {v} in the end, {o} it is",
        ),
        "muse": (
            "Sometimes I fancy living in {v}, all those nice cafes",
            "One day I'll live in {v}, you watch",
        ),
        "neg": (
            "not in {o} any more! I'm in {v} since the summer",
            "{o}? no, I left there, it's {v} now",
        ),
        "scope": ("I live in {v} but I'm at my mum's in {x} most weekends",),
        "late": (
            "forgot to mention, we moved to {v} back in {when}",
            "did I not say? I've been in {v} since {when}",
        ),
        "dist": (
            "Anyone know a decent plumber in {v}?",
            "There's a house in {v} on Rightmove with a full-size stage in the garage, I'm not joking",
            "My cousin just moved to {v}, says the parking is a nightmare",
            "If we ever did a promenade show, {v} park would be perfect",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我住在{v}", "我在{v}租了个房间", "我家在{v}，离学校挺近"),
        "ch": ("我搬到{v}了", "上周末刚搬去{v}", "终于搬到{v}了，累死"),
        "sw": ("从{o}搬到{v}了", "不住{o}了，现在在{v}"),
        "use": (
            "从{v}走过来排练要四十分钟，今天下雨太惨了。",
            "{v}这边的新室友人很好，还给我做了饺子。",
        ),
        "th": ("{s}搬到{v}了", "{s}现在住{v}"),
        "pl": ("我在看{v}的房子，下学期可能搬过去", "打算搬去{v}"),
        "drop": ("{v}那个房子没谈成，还是住在{o}",),
        "muse": ("有时候想搬去{v}住，感觉很方便",),
        "neg": ("我早就不住{o}了，现在在{v}",),
        "scope": ("平时住{v}，不过周末常去{x}的朋友家",),
        "late": ("忘了说，我{when}就搬到{v}了",),
        "dist": ("有人知道{v}哪里有好吃的火锅吗？", "听说{v}那边最近老是停车难"),
    },
}

SLOTS["job"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Boots",
            "Experian",
            "Trentside Logistics",
            "Castlegate Dental",
            "Hollins Print",
            "Nottingham City Council",
            "Bridgford Vets",
            "Lacemaker Coffee",
            "Capital One",
            "Sneinton Bakehouse",
            "Redmile Insurance",
            "Fosse Joinery",
        ),
        ZH: (
            "Hakka Kitchen",
            "Jubilee Library",
            "Lenton Tea House",
            "Mooncake Bubble Tea",
            "Hallward Library",
            "Wing Yip",
        ),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Who does {n} work for now?",
            "historical": "Who did {n} work for before the current job?",
            "as_of": "Who was {n} working for then?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里打工？",
            "historical": "{n}之前在哪里打工？",
            "as_of": "{n}那时候在哪里打工？",
            "planning": "{n}打算去哪里打工？",
        },
    },  # fmt: skip
    EN: {
        "st": ("I work at {v}", "I'm at {v} during the day", "my day job's at {v}"),
        "ch": ("I've started a new job at {v}", "I got the job at {v}!", "first week at {v} done"),
        "sw": (
            "I've handed my notice in at {o}, starting at {v} on Monday",
            "left {o} and I'm at {v} now",
        ),
        "use": (
            "Can't make Tuesday, {v} have got me on a late shift.",
            "Sorry for going quiet, the induction at {v} has been full on.",
            "Printed the scripts on the {v} printer, don't tell my manager.",
        ),
        "th": ("{s} works at {v} now", "{s}'s got a new job at {v}", "{s} has joined {v}"),
        "pl": (
            "I've got an interview at {v} next week",
            "I'm applying to {v}",
            "Thinking about going for the job at {v}",
        ),
        "drop": (
            "Turned down {v} in the end, staying at {o}",
            "Didn't go for {v} after all, {o} offered me more money",
        ),
        "muse": ("Sometimes think I should just go and work at {v}",),
        "neg": ("no, not at {o} any more, I'm at {v}",),
        "scope": ("I'm at {v} Monday to Thursday, and I do Fridays at {x}",),
        "late": ("forgot to tell you lot, I started at {v} back in {when}",),
        "dist": (
            "{v} are hiring if anyone's looking",
            "Saw {v} in the news again, what a mess",
            "Could we ask {v} to sponsor the programme?",
            "My brother-in-law works at {v}, says it's grim",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我在{v}打工", "我周末在{v}兼职"),
        "ch": ("我在{v}找到兼职了", "开始在{v}上班了"),
        "sw": ("辞了{o}的工作，现在在{v}", "不在{o}做了，换到{v}了"),
        "use": ("今晚来不了，{v}临时让我加班。", "刚在{v}下班，有点累，明天见。"),
        "th": ("{s}现在在{v}打工", "{s}去{v}上班了"),
        "pl": ("打算申请{v}的兼职", "下周去{v}面试"),
        "drop": ("{v}那个还是没去，继续在{o}",),
        "muse": ("有时候想去{v}打工试试",),
        "neg": ("早就不在{o}了，现在是{v}",),
        "scope": ("平时在{v}，假期偶尔去{x}帮忙",),
        "late": ("忘了说，我{when}就开始在{v}打工了",),
        "dist": ("{v}在招人，有人想去吗？", "听说{v}的老板很凶"),
    },
}

SLOTS["phone"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Giffgaff",
            "EE",
            "Vodafone",
            "Tesco Mobile",
            "Smarty",
            "O2",
            "Kestrel Mobile",
            "Sky Mobile",
            "iD Mobile",
        ),
        ZH: ("giffgaff", "Lebara", "Voxi", "EE", "Lyca Mobile", "Vodafone"),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} on at the time?",
            "planning": "Which network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },  # fmt: skip
    EN: {
        "st": ("I'm on {v}", "my phone's with {v}", "I've been with {v} for years"),
        "ch": (
            "I've switched my phone to {v}",
            "ported my number over to {v}",
            "new SIM from {v} arrived today",
        ),
        "sw": ("left {o} for {v}, half the price", "ditched {o}, I'm on {v} now"),
        "use": (
            "{v} has no signal at all in the Guildhall basement, so text me not call.",
            "Just got my first {v} bill and it's actually reasonable.",
        ),
        "th": ("{s}'s on {v} now", "{s} switched to {v}"),
        "pl": (
            "Thinking about moving to {v} when my contract's up",
            "Might go over to {v}, their SIM-only deal looks good",
        ),
        "drop": ("Looked at {v} but I'm sticking with {o}",),
        "muse": ("Everyone keeps telling me to try {v}, maybe one day",),
        "neg": ("not {o} any more, I'm with {v}",),
        "scope": ("{v} on my own phone, but work gave me a {x} one",),
        "late": ("forgot to say, I moved to {v} in {when}, so ignore my old number's voicemail",),
        "dist": (
            "Is {v} down for anyone else or just the theatre?",
            "{v} advert on the telly again, that song is stuck in my head",
            "Never going back to {v}, my sister had a nightmare with them",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我用的是{v}的卡", "我手机是{v}"),
        "ch": ("换成{v}的卡了", "刚办了{v}"),
        "sw": ("把{o}换成{v}了，便宜很多",),
        "use": ("{v}在剧院地下室一点信号都没有，有事发微信吧。",),
        "th": ("{s}换了{v}的卡", "{s}现在用{v}"),
        "pl": ("合约到期想换{v}", "在考虑换成{v}"),
        "drop": ("本来想换{v}，算了，还是用{o}",),
        "muse": ("听说{v}流量多，以后再说吧",),
        "neg": ("不是{o}了，现在用{v}",),
        "scope": ("平时用{v}，回国的时候用{x}",),
        "late": ("忘了说，我{when}就换成{v}了",),
        "dist": ("{v}今天是不是又断网了？", "{v}的广告好烦"),
    },
}

SLOTS["bank"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Nationwide",
            "Monzo",
            "Starling",
            "Barclays",
            "Lloyds",
            "Halifax",
            "Trentvale Building Society",
            "Santander",
        ),
        ZH: ("Monzo", "HSBC", "Starling", "Revolut", "Barclays", "Lloyds"),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which bank does {n} use now?",
            "historical": "Which bank did {n} use before?",
            "as_of": "Which bank was {n} with at that point?",
            "planning": "Which bank is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}以前用哪家银行？",
            "as_of": "{n}那时候用哪家银行？",
            "planning": "{n}打算换哪家银行？",
        },
    },  # fmt: skip
    EN: {
        "st": ("I bank with {v}", "my account's with {v}"),
        "ch": ("I've moved my current account to {v}", "opened a {v} account and moved everything"),
        "sw": (
            "switched from {o} to {v}, got the £175 bonus",
            "closed my {o} account, it's all {v} now",
        ),
        "use": (
            "Sent the costume money from my {v} account, shout if it hasn't landed.",
            "My {v} app just told me I spent £40 on interval ice creams last month.",
        ),
        "th": ("{s} banks with {v} now", "{s} moved {p} account to {v}"),
        "pl": ("Thinking of switching to {v} for the bonus",),
        "drop": ("Was going to move to {v} but couldn't be bothered with the forms, still {o}",),
        "muse": ("Should probably look at {v} at some point",),
        "neg": ("not {o} any more, use the {v} details",),
        "scope": ("{v} for everyday stuff, though my savings are still in {x}",),
        "late": ("oh, I changed bank to {v} back in {when}, new details for the subs please",),
        "we": ("we've moved our joint account to {v}",),
        "dist": (
            "{v} app has been down all morning apparently",
            "Treasurer says the company account has to stay with {v}, not my call",
            "That {v} advert with the singing dog, honestly",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我用{v}", "我的卡是{v}的"),
        "ch": ("开了个{v}账户", "换成{v}了"),
        "sw": ("把{o}的账户关了，现在用{v}",),
        "use": ("服装费用{v}转过去了，查一下有没有到。",),
        "th": ("{s}现在用{v}",),
        "pl": ("在考虑换成{v}",),
        "drop": ("本来想开{v}，太麻烦了，还是用{o}",),
        "muse": ("{v}好像不错，有空再看看",),
        "neg": ("不用{o}了，现在用{v}",),
        "scope": ("平时用{v}，学费还是从{x}付",),
        "late": ("忘了说，我{when}就换到{v}了",),
        "dist": ("{v}的app今天又崩了", "有人用过{v}吗？"),
    },
}

SLOTS["car"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Skoda Fabia",
            "Ford Fiesta",
            "Nissan Leaf",
            "VW Polo",
            "Kia Picanto",
            "Toyota Yaris",
            "Honda Jazz",
            "Vauxhall Corsa",
            "Dacia Sandero",
            "MG4",
        )
    },
    "q": {
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car was {n} driving then?",
            "planning": "Which car is {n} planning to get?",
        }
    },
    EN: {
        "st": ("I drive a {v}", "I've got a {v}, plenty of room for flats in the back"),
        "ch": (
            "picked up my new {v} today",
            "I've bought a {v}!",
            "the {v} is mine, collected it this morning",
        ),
        "sw": ("traded the {o} in for a {v}", "sold the {o}, I'm driving a {v} now"),
        "use": (
            "Managed to get the whole door flat into the back of the {v} with the seats down.",
            "The {v} did the whole run to the scenery store on one charge of my patience.",
            "Parked the {v} round the back of the hall, it's the red one, can someone move the bins.",
        ),
        "th": ("{s}'s got a {v} now", "{s} is driving a {v} these days"),
        "pl": ("Thinking about getting a {v}", "Test-driving a {v} on Saturday"),
        "drop": ("Went off the idea of the {v}, keeping the {o} another year",),
        "muse": ("I'd love a {v} one day, never going to happen on my wages",),
        "neg": ("no, the {o}'s gone, it's a {v} now",),
        "scope": ("I drive the {v} normally, but I borrow my dad's {x} for get-ins",),
        "late": ("forgot to say, I got rid of the old car back in {when}, it's a {v} now",),
        "we": ("we've got a {v} now, the old one finally died",),
        "dist": (
            "Someone's left their {v} lights on in the car park",
            "{v} recall in the news, anyone affected?",
            "If the props van falls through we could hire a {v} I suppose",
        ),
    },  # fmt: skip
}

SLOTS["gym"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "PureGym",
            "Harvey Hadden",
            "Ironworks Gym",
            "Victoria Leisure Centre",
            "The Gym Group",
            "Nuffield Health",
            "Bridgford Climbing Wall",
            "Lenton Lane Boxing",
        ),
        ZH: (
            "David Ross Sports Village",
            "PureGym",
            "The Gym Group",
            "Bridgford Climbing Wall",
            "Victoria Leisure Centre",
        ),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} use before?",
            "as_of": "Which gym was {n} going to then?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}那时候去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
    },  # fmt: skip
    EN: {
        "st": ("I go to {v}", "I'm a member at {v}"),
        "ch": ("joined {v} this week", "signed up at {v}, induction tomorrow"),
        "sw": ("cancelled {o}, I go to {v} now", "moved from {o} to {v}, much less busy"),
        "use": (
            "Legs are dead after {v} this morning, so no jumping in the finale tonight.",
            "Left my water bottle in a locker at {v}, that's the third one.",
        ),
        "th": ("{s} goes to {v} now", "{s} joined {v}"),
        "pl": ("Thinking of joining {v} in the new year",),
        "drop": ("Had a look round {v} but it's too far, still at {o}",),
        "muse": ("Every January I say I'll join {v}",),
        "neg": ("not {o} any more, it's {v}",),
        "scope": ("{v} most weeks, but I swim at {x} on Sundays",),
        "late": ("forgot to mention I switched to {v} back in {when}",),
        "dist": (
            "{v} are doing a free week if anyone fancies it",
            "Apparently the showers at {v} are freezing",
            "Is {v} any good? asking for Owen's mate",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我平时去{v}", "我办了{v}的卡"),
        "ch": ("办了{v}的会员", "开始去{v}了"),
        "sw": ("不去{o}了，换到{v}",),
        "use": ("刚从{v}出来，腿好酸，今晚跳舞要命了。",),
        "th": ("{s}现在去{v}",),
        "pl": ("下学期想办{v}的卡",),
        "drop": ("{v}太远了，还是去{o}",),
        "muse": ("说了好几次要去{v}，一直没去",),
        "neg": ("不去{o}了，现在是{v}",),
        "scope": ("平时去{v}，周末去{x}游泳",),
        "late": ("忘了说，我{when}就换到{v}了",),
        "dist": ("{v}这周免费体验，有人去吗？", "听说{v}人超多"),
    },
}

SLOTS["energy"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: (
            "Octopus Energy",
            "British Gas",
            "E.ON",
            "OVO",
            "EDF",
            "Bramble Power",
            "Ecotricity",
            "Scottish Power",
        )
    },
    "q": {
        EN: {
            "current": "Who is {n}'s energy supplier now?",
            "historical": "Who was {n}'s energy supplier before?",
            "as_of": "Who supplied {n}'s energy at that time?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        }
    },
    EN: {
        "st": ("we're with {v} for gas and electric", "our energy's with {v}"),
        "ch": ("we've switched to {v}", "I moved us over to {v} this month"),
        "sw": ("finally left {o} for {v}", "swapped {o} for {v}, the app's loads better"),
        "use": (
            "{v} sent a bloke round to swap the meter, so I'll be late, sorry.",
            "Got a {v} email saying we used less than the neighbours, smug all day.",
        ),
        "th": ("{s}'s switched to {v}", "{s} is with {v} now"),
        "pl": ("Thinking about going over to {v} when the fix ends",),
        "drop": ("Nearly moved to {v} but the fix with {o} is better, staying put",),
        "muse": ("Should look at {v} some time",),
        "neg": ("not with {o} any more, it's {v}",),
        "scope": ("{v} for the house, but the allotment shed is on {x}, don't ask",),
        "late": ("oh, we changed supplier to {v} back in {when}, forgot to say",),
        "we": ("we've gone with {v} now", "we're {v} customers now, God help us"),
        "dist": (
            "{v} prices up again on the news",
            "The hall's on {v} apparently, that explains the heating",
            "Anyone had a {v} smart meter fitted?",
        ),
    },  # fmt: skip
}

SLOTS["stream"] = {
    "multi": False,
    "plans": False,
    "pool": {
        EN: (
            "Netflix",
            "Disney+",
            "BritBox",
            "Apple TV+",
            "Paramount+",
            "Amazon Prime Video",
            "Curzon Home Cinema",
        ),
        ZH: ("Netflix", "Disney+", "爱奇艺", "腾讯视频", "B站大会员", "Amazon Prime Video"),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which streaming service does {n} subscribe to now?",
            "historical": "Which streaming service did {n} have before?",
            "as_of": "Which streaming service did {n} have then?",
        },
        ZH: {
            "current": "{n}现在订的是哪个视频会员？",
            "historical": "{n}以前订的是哪个？",
            "as_of": "{n}那时候订的是哪个视频会员？",
        },
    },  # fmt: skip
    EN: {
        "st": ("we've only got {v}", "I pay for {v} and that's it"),
        "ch": ("I've signed up to {v}", "got {v} now"),
        "sw": ("cancelled {o} and got {v} instead", "dropped {o}, it's {v} now"),
        "use": (
            "Watched that new thing on {v} last night instead of learning my lines, oops.",
            "Fell asleep to {v} again, it asked if I was still watching. Rude.",
        ),
        "th": ("{s} has {v} now", "{s} cancelled everything except {v}"),
        "muse": ("Maybe I'll get {v} for the musicals",),
        "neg": ("haven't got {o} any more, just {v}",),
        "scope": ("I've got {v}, and the kids use their dad's {x} login",),
        "late": ("I cancelled the old one and got {v} back in {when}, forgot to say",),
        "we": ("we cancelled everything but {v}",),
        "dist": (
            "{v} has got the filmed version of Hamilton apparently",
            "Is {v} worth it? everyone says it's just reality shows",
            "{v} price going up again, no thanks",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我只订了{v}", "我有{v}"),
        "ch": ("开了{v}会员", "订了{v}"),
        "sw": ("退了{o}，换成{v}",),
        "use": ("昨晚在{v}上刷剧到三点，台词还没背。",),
        "th": ("{s}订了{v}",),
        "muse": ("也许该订个{v}看音乐剧",),
        "neg": ("{o}早退了，现在用{v}",),
        "scope": ("我订的是{v}，室友的{x}我也蹭着用",),
        "late": ("忘了说，我{when}就换成{v}了",),
        "dist": ("{v}上有什么好看的音乐剧吗？", "{v}又涨价了"),
    },
}

SLOTS["diet"] = {
    "multi": False,
    "plans": True,
    "pool": {EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "keto")},
    "q": {
        EN: {
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before?",
            "as_of": "What diet was {n} following then?",
            "planning": "What diet is {n} planning to try?",
        }
    },
    EN: {
        "st": (
            "I'm {v}, so no sausage rolls for me at the cast party",
            "I'm {v}, have been for years",
        ),
        "ch": ("I've gone {v}", "I'm {v} as of this week"),
        "sw": ("I was {o} but I've gone fully {v} now", "stopped being {o}, I'm {v} now"),
        "use": (
            "Can whoever orders the cast pizza get me a {v} one? Ta.",
            "Brought {v} brownies for the interval, they're actually nice, I promise.",
        ),
        "th": ("{s}'s gone {v}", "{s} is {v} now, so sort the buffet out"),
        "pl": ("Thinking about going {v} in January",),
        "drop": ("Tried to go {v}, lasted four days, back to {o}",),
        "muse": ("Could never go {v}, I love cheese too much. Maybe.",),
        "neg": ("I'm not {o} any more, I'm {v}",),
        "scope": ("I'm {v} at home, but on show weeks I'm {x} because I eat whatever is going",),
        "late": (
            "forgot to mention I've been {v} since {when}, sorry to whoever made the lasagne",
        ),
        "dist": (
            "Is the chippy on Alfreton Road any good for {v} stuff?",
            "My sister's gone {v} and won't shut up about it",
            "Imagine a {v} Sweeney Todd, the pies would be very different",
        ),
    },  # fmt: skip
}

SLOTS["cue"] = {
    "multi": False,
    "plans": True,
    "crew": True,
    "pool": {
        EN: ("QLab", "MagicQ", "Lightkey", "Show Cue Systems", "Multiplay", "SCS Lite", "Eos Nomad")
    },
    "q": {
        EN: {
            "current": "Which cue software does {n} run shows on now?",
            "historical": "Which cue software did {n} use before?",
            "as_of": "Which cue software was {n} using then?",
            "planning": "Which cue software is {n} planning to move to?",
        }
    },
    EN: {
        "st": ("I run all my cues off {v}", "I use {v} for the cues"),
        "ch": ("I've moved my show files over to {v}", "I'm running {v} now for the cues"),
        "sw": (
            "gave up on {o}, it's {v} from now on",
            "rebuilt the whole plot in {v}, {o} is dead to me",
        ),
        "use": (
            "{v} crashed twice in the tech and I still love it.",
            "Cue 47 is fixed, {v} had it as a follow instead of a go.",
        ),
        "th": ("{s} runs everything in {v} now", "{s} has switched the desk to {v}"),
        "pl": ("Thinking about moving to {v} for the musical",),
        "drop": ("Tried {v} for a week, went back to {o}",),
        "muse": ("One day I'll learn {v} properly",),
        "neg": ("not {o} any more, {v}",),
        "scope": ("{v} for sound, but the lighting desk stays on {x}",),
        "late": ("forgot to say, I switched to {v} back in {when}",),
        "dist": (
            "Saw a tutorial for {v} that makes it look easy, it is not",
            "The Playhouse use {v} apparently",
            "Anyone know if {v} runs on an old MacBook?",
        ),
    },  # fmt: skip
}

SLOTS["school"] = {
    "multi": False,
    "plans": True,
    "parent": True,
    "pool": {
        EN: (
            "Fernwood School",
            "Rushcliffe School",
            "Bluecoat Academy",
            "Trinity School",
            "Sherwood Vale Academy",
            "Carlton Le Willows",
            "Nottingham Girls' High",
            "Bramble Hill Primary",
            "Djanogly City Academy",
        )
    },
    "q": {
        EN: {
            "current": "Which school does {n}'s child go to now?",
            "historical": "Which school did {n}'s child go to before?",
            "as_of": "Which school was {n}'s child at then?",
            "planning": "Which school is {n} hoping to get their child into?",
        }
    },
    EN: {
        "st": ("our Ellie's at {v}", "my lad's at {v}"),
        "ch": ("she's started at {v}", "our youngest moved to {v} this term"),
        "sw": (
            "we've taken him out of {o}, he's at {v} now",
            "moved her from {o} to {v}, much happier",
        ),
        "use": (
            "Can't do pick-up Thursday, {v} parents' evening.",
            "{v} have got the kids doing a Shakespeare week, ours is unbearable.",
        ),
        "th": ("{s} has got {p} kid into {v}", "{s} moved {p} daughter to {v}"),
        "pl": ("We've put {v} down as first choice", "Looking round {v} on Saturday"),
        "drop": ("Didn't get into {v}, so staying at {o}",),
        "muse": ("Wish we were in the {v} catchment",),
        "neg": ("not {o} any more, she's at {v}",),
        "scope": ("he's at {v}, but does Saturday drama at {x}",),
        "late": ("forgot to say, our Ellie moved to {v} back in {when}",),
        "we": ("we've moved the kids to {v}",),
        "dist": (
            "{v} did a brilliant Oliver! last year",
            "Did anyone see {v} in the Post this week?",
            "{v} are after a lighting person for their show, anyone?",
        ),
    },  # fmt: skip
}

SLOTS["learn"] = {
    "multi": False,
    "plans": True,
    "pool": {
        EN: ("Mandarin", "Spanish", "BSL", "Italian", "Welsh", "Japanese", "Portuguese"),
        ZH: ("法语", "日语", "西班牙语", "德语", "韩语", "意大利语"),
    },  # fmt: skip
    "q": {
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language was {n} learning then?",
            "planning": "Which language is {n} planning to learn?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}以前在学什么语言？",
            "as_of": "{n}那时候在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },  # fmt: skip
    EN: {
        "st": ("I'm learning {v}", "doing {v} at night school"),
        "ch": (
            "I've started {v} lessons",
            "signed up for {v} on Duolingo and paid for it this time",
        ),
        "sw": ("gave up {o}, doing {v} now", "swapped {o} for {v}, the teacher's better"),
        "use": (
            "My {v} homework is due and I've done none of it.",
            "Ordered my coffee in {v} this morning, the barista looked confused.",
        ),
        "th": ("{s}'s learning {v} now", "{s} has started {v}"),
        "pl": ("Thinking of starting {v} in September",),
        "drop": ("Was going to do {v} but the class got cancelled, sticking with {o}",),
        "muse": ("I should learn {v} one day",),
        "neg": ("not {o} any more, it's {v}",),
        "scope": ("{v} is the proper course, but I dabble in {x} on the app",),
        "late": ("forgot to say, I switched to {v} back in {when}",),
        "dist": (
            "There's a {v} night at the Contemporary, anyone?",
            "My nephew's doing {v} GCSE",
            "Imagine doing the whole play in {v}",
        ),
    },  # fmt: skip
    ZH: {
        "st": ("我在学{v}", "我最近在上{v}课"),
        "ch": ("开始学{v}了", "报了{v}班"),
        "sw": ("不学{o}了，改学{v}",),
        "use": ("{v}作业还没写，明天要交，救命。",),
        "th": ("{s}在学{v}",),
        "pl": ("下学期打算学{v}",),
        "drop": ("本来想学{v}，课满了，还是继续{o}",),
        "muse": ("以后想学{v}",),
        "neg": ("不学{o}了，现在是{v}",),
        "scope": ("正式在学{v}，平时也用app学点{x}",),
        "late": ("忘了说，我{when}就改学{v}了",),
        "dist": ("有人会{v}吗？剧本里有一句", "学校有个{v}交流活动"),
    },
}

# Multi-valued slots: values coexist.  has = first value(s), add = a further one alongside,
# rem = one given up / gone while the others stay, th_add = someone else reports an addition.
SLOTS["pets"] = {
    "multi": True,
    "pool": {
        EN: (
            "Pickle",
            "Mabel",
            "Fudge",
            "Otis",
            "Pudding",
            "Nutmeg",
            "Ziggy",
            "Bramble",
            "Custard",
            "Hamlet",
            "Marmite",
            "Widget",
        ),
        ZH: ("Tofu", "Mochi", "Dumpling", "Lychee", "Boba", "Sesame"),
    },  # fmt: skip
    "q": {
        EN: {
            "coexisting": "What are the names of {n}'s pets now?",
            "current": "Which pet does {n} have now?",
            "historical": "Which pet did {n} have before?",
            "as_of": "Which pet did {n} have then?",
        },
        ZH: {
            "coexisting": "{n}现在养的宠物叫什么名字？",
            "current": "{n}现在养的是哪只宠物？",
            "historical": "{n}以前养的宠物叫什么？",
            "as_of": "{n}那时候养的宠物叫什么？",
        },
    },  # fmt: skip
    EN: {
        "has": (
            "our greyhound {v} has eaten another programme",
            "I've got a cat called {v}",
            "my rabbit {v} is the real star of this household",
        ),
        "add": (
            "we've got a second dog! {v}, a staffie pup, {o} is not impressed",
            "adopted a kitten called {v}, so {o} has a little sister now",
            "{v} the guinea pig has joined the family, alongside {o} of course",
        ),
        "rem": (
            "we lost {v} last week, she was sixteen, bit gutted",
            "{v} has gone to live with my mum, he kept escaping",
        ),
        "th_add": ("{s} has got another pet, {v}, saw the photos",),
        "dist": (
            "Could we borrow a dog for the Wizard of Oz? Toto needs to be real, like {v} off the telly",
            "Someone on Facebook is rehoming a cat called {v} in Basford",
            "If I ever get a tortoise I'm calling it {v}",
        ),
    },  # fmt: skip
    ZH: {
        "has": ("我养了一只猫叫{v}", "我的仓鼠{v}今天又越狱了"),
        "add": ("又养了一只猫，叫{v}，{o}有伴了", "领养了一只小狗{v}，和{o}一起养"),
        "rem": ("{v}送回朋友家了，宿舍不让养",),
        "th_add": ("{s}又养了一只，叫{v}",),
        "dist": ("楼下有只猫叫{v}，好可爱", "如果养狗我要叫它{v}"),
    },
}

SLOTS["instr"] = {
    "multi": True,
    "pool": {
        EN: (
            "ukulele",
            "cello",
            "piano",
            "guitar",
            "clarinet",
            "trumpet",
            "violin",
            "drums",
            "saxophone",
            "accordion",
        ),
        ZH: ("钢琴", "吉他", "古筝", "二胡", "长笛", "尤克里里", "小提琴"),
    },  # fmt: skip
    "q": {
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "current": "Which instrument does {n} play now?",
            "historical": "Which instrument did {n} play before?",
            "as_of": "Which instrument was {n} playing then?",
        },
        ZH: {
            "coexisting": "{n}现在会弹哪些乐器？",
            "current": "{n}现在弹什么乐器？",
            "historical": "{n}以前弹什么乐器？",
            "as_of": "{n}那时候弹什么乐器？",
        },
    },  # fmt: skip
    EN: {
        "has": (
            "I play {v}, badly",
            "I've played {v} since school",
            "I can bash out the songs on {v} if the pianist is off",
        ),
        "add": (
            "I've started {v} lessons as well as {o}",
            "I'm learning {v} now too, so it's {o} and {v} in our house, poor neighbours",
        ),
        "rem": ("I've given up {v}, my neighbours cheered", "gave up {v}, never practised anyway"),
        "th_add": ("{s} is learning {v} now too, on top of everything else",),
        "dist": (
            "The band needs someone on {v} for Little Shop, anyone know anyone?",
            "Someone in Sneinton is giving away their {v} on Freecycle",
            "Imagine Seymour playing {v} to Audrey II",
        ),
    },  # fmt: skip
    ZH: {
        "has": ("我会弹{v}", "我从小学{v}"),
        "add": ("最近开始学{v}了，{o}也还在弹", "买了一把二手{v}，现在{o}和{v}都练"),
        "rem": ("{v}不练了，卖掉了",),
        "th_add": ("{s}现在也在学{v}",),
        "dist": ("乐队缺一个会{v}的，有人认识吗？", "二手群里有人卖{v}"),
    },
}

SLOTS["clubs"] = {
    "multi": True,
    "pool": {
        EN: (
            "Lenton Running Club",
            "Beeston Chess Club",
            "Nottingham Harmonic Choir",
            "the Trent Rowing Club",
            "Sherwood Pub Quiz team",
            "Carlton Cricket Club",
            "the Hockley book club",
            "Bridgford Wild Swimmers",
            "the Arnold allotment society",
        )
    },
    "q": {
        EN: {
            "coexisting": "Which other clubs is {n} in now?",
            "current": "Which other club is {n} in now?",
            "historical": "Which club was {n} in before?",
            "as_of": "Which other club was {n} in then?",
        }
    },
    EN: {
        "has": ("I'm in {v} as well, so not Wednesdays", "Wednesday is {v} night, sorry"),
        "add": (
            "I've joined {v} too, still doing {o} though",
            "also signed up for {v}, on top of {o}",
        ),
        "rem": ("I've packed in {v}, too much with rehearsals", "quit {v}, politics"),
        "th_add": ("{s}'s joined {v} as well now",),
        "dist": (
            "{v} are looking for new members, flyer's on the noticeboard",
            "Is {v} the one that meets in the Trip?",
            "My dad used to be in {v} in the eighties",
        ),
    },  # fmt: skip
}

# Theatre chatter with no state news.  Placeholders: {show} {venue} {a} (another person).
CHAT_EN = (
    "Rehearsal moved to 7.30 tonight at {venue}, sorry for the late notice.",
    "Who's got the key for the props cupboard? It's locked and the teapot is in there.",
    "Act two blocking tomorrow, please bring pencils, not pens!",
    "Ticket sales for {show} are at 62% for Friday, Saturday matinee is slow.",
    "Can someone give me a lift back after the get-out? I'll bring biscuits.",
    "Youth troupe pick-up is 8.45, not 9, parents please.",
    "Has anybody seen the blue fedora? It was on the rail on Sunday.",
    "Line run at mine on Thursday if anyone wants it, I'll do a cheese board.",
    "Just a reminder the hall's booked by the Zumba lot until 7, don't go in early.",
    "{a}, you were brilliant tonight, that monologue gave me chills.",
    "Does anyone have a drill I can borrow for the flats?",
    "Programme copy due Friday, send me your bios, 50 words max, Dylan.",
    "Costume fitting for the chorus on Saturday morning, Morag says bring your own tights.",
    "Interval raffle made £142! Thank you everyone.",
    "Who left the fog machine on? The whole hall smells like strawberries.",
    "Tech rehearsal will be long. Bring food. Bring patience.",
    "Auditions for {show} next month, character breakdowns on the website.",
    "The box office float is short by £5, was it the sweets?",
    "Anyone else's voice gone? I've been drinking honey and lemon for three days.",
    "Well done all on opening night, the Post reviewer loved the set!",
    "Can we please stop leaving mugs in the green room sink.",
    "Parking at {venue} is a nightmare tonight, give yourselves time.",
    "Lovely get-in today, thank you to everyone who carried things up those stairs.",
    "Read-through for {show} on Sunday at 2, {venue}.",
    "The mic pack for Audrey II keeps cutting out, looking into it.",
    "Just found the missing script under the piano. Mystery solved.",
    "Who's doing front of house on Saturday? Rota's on the sheet.",
    "I've got spare tickets for the matinee if anyone's family wants them.",
    "Social after the show, Ye Olde Trip as usual?",
    "Fire drill at the hall on Tuesday, don't panic when it goes off.",
    "Massive thanks to the youth troupe parents for the bake sale, £300!",
    "Which scene are we doing first tomorrow? I need to know if I need the wig.",
    "Set painting Saturday, wear clothes you don't love.",
    "Is the heating fixed in the hall yet? I rehearsed in a coat last week.",
    "Happy birthday {a}! Cake at the break.",
    "The printer at the hall is jammed again, I'll print the sides at home.",
    "Get-out is Sunday from 5, all hands please.",
    "Xie xie to whoever left the dumplings in the green room, 好吃!",
    "加油 everyone, last week of rehearsals!",
    "{a} doing the Chinese tongue-twister warm-up again tonight? It's the only thing that works.",
    "Sound check at 6, cast in at 6.30, doors 7.",
    "Please label your water bottles, we have eleven identical ones.",
    "Director's notes are in the shared folder, read them before Thursday.",
    "Lost property: one glove, one sock, one very sad plastic skull.",
    "Can't believe {show} is done. Post-show blues are real.",
    "Meeting about next season after rehearsal on Wednesday, ten minutes, promise.",
    "Snow forecast Thursday, we'll decide by 4 whether to cancel.",
    "Who has the master copy of the prompt book? Siobhan's looking for it.",
)
CHAT_EN += (
    "Call for act {num} is {time}, please be on time, we lost twenty minutes last week.",
    "We've sold {pct} tickets for Saturday, tell your mates!",
    "Scene {num} tomorrow, then the big number if there's time.",
    "Can the chorus please stop whispering during scene {num}, we can hear you in the back row.",
    "Just dropped the rehearsal schedule for {show} in the folder, {num} weeks to go.",
    "Who's on the tea rota for the {time} call?",
    "{a}, I've got your script, you left it on the piano stool.",
    "Youth troupe are rehearsing {show} from {time} on Saturday, parents welcome to watch the last bit.",
    "Anyone free to help Morag sew {pct} sequins onto one cape? I wish I was joking.",
    "The hall heating is on a timer till {time} now, apparently.",
    "Reminder: subs are due, £{num}0 for the term.",
    "Marvellous dress run tonight. Notes at {time} tomorrow before warm-up.",
    "The rain got into the scenery store again, {num} flats need repainting.",
    "If anyone's walking to the tram after, wait for me, I'm out at {time}.",
    "Not being funny but whoever took the last custard cream owes me.",
    "Gareth's notes were brutal tonight but fair tbh.",
    "Programmes are at the printers, {num}00 copies, fingers crossed there's no typos this time.",
    "Did anyone record the harmony part? I keep going flat in bar {num}{num}.",
    "Nǐ hǎo to our new members from the uni, welcome to the madhouse!",
    "That 饺子 party at the students' flat was the best social we've had.",
    "Only {num} rehearsals until the show. Deep breaths.",
    "Box office says {pct} of Friday went to people who came last year, lovely to see.",
    "Lovely review in LeftLion for {show}!",
    "The lift at {venue} is broken again, ramps only.",
)
CHAT_ZH = (
    "今晚排练几点开始？我下课就过来。",
    "第二幕的走位我还是记不住，谁能帮我一下。",
    "谢谢大家今天帮我练台词！",
    "服装试穿是周六上午吗？",
    "有人要一起坐车回Lenton吗？",
    "{show}的票卖得怎么样了？我想给室友买两张。",
    "今天的排练好累，但是好开心。",
    "我做了饺子，明天带到休息室。",
    "英国人真的每次排练都要喝茶哈哈。",
    "麦克风今天又没声音了，是我的问题吗？",
    "有人知道道具间的钥匙在哪吗？",
    "首演加油！🎭",
    "这周论文太多了，周四可能晚一点到。",
    "Gareth说我们的合唱进步很大！",
    "演出结束去Trip喝一杯吗？",
    "我把台本落在{venue}了，有人看到吗？",
    "第{num}场的歌词我改了一个字，别告诉Gareth哈哈。",
    "{a}今天唱得太好了！",
    "周六{time}在{venue}集合对吧？",
    "有人能教我怎么用那个fog machine吗？",
    "排练完饿死了，谁要一起去吃拉面？",
    "英国的tech week也太长了吧。",
    "{show}的首演我爸妈在视频里看了，超激动。",
    "明天带点月饼给大家尝尝。",
)

SMALL_EN = (
    "What a week.", "Sorry I missed Sunday, the kids had a party.", "Tech was chaos but we survived.",
    "Still recovering from the cast party, never again.", "Weather's been grim, hasn't it.",
    "My throat's finally better, so I'll be singing properly on Thursday.",
    "Loved the run last night, the second act is really coming together.",
    "Just got back from Skegness, the kids are feral.", "Work has been bonkers.",
)  # fmt: skip
SMALL_ZH = ("这周忙死了，三篇论文。", "昨天排练太好玩了。", "诺丁汉又下雨了。",
            "刚考完试，终于活过来了。", "第二幕越来越好了！")  # fmt: skip
OPEN_EN = ("", "", "Quick one, ", "Oh, news: ", "Not theatre related but ", "Right, ",
           "FYI ", "Random update: ")  # fmt: skip
END_EN = (".", "!", ". See you Thursday.", " 🙂", ", anyway.", ". Life admin done.")
OPEN_ZH = ("", "", "跟大家说一下，", "对了，", "好消息！", "顺便说一句，")
END_ZH = ("。", "！", "～", "，哈哈。", "。周四见！")
ASK_EN = ("Has anyone heard from {n} lately?", "Where's {n} been? Haven't seen {o} in ages.",
          "Is {n} coming tonight?", "How's {n} getting on?")  # fmt: skip
ASK_ZH = ("{n}最近怎么样？", "{n}今天来排练吗？", "好久没看到{n}了。")
STILL_EN = ("{n}, is it still {o} for you?", "You still with {o}, {n}?", "{n}, still {o}?")
STILL_ZH = ("{n}，你还是{o}吗？", "{n}还在用{o}吗？")
CORR_EN = ("sorry, I meant {v}, not {w}. Autocorrect!", "*{v}, not {w}. Long day.",
           "wait no, {v}! not {w}, no idea why I typed that")  # fmt: skip
CORR_ZH = ("打错了，是{v}，不是{w}", "更正一下，是{v}不是{w}")
SELF_EN = ("{n} here with a life update: {c}", "Update from {n}: {c}",
           "Your favourite {role}, {n}, has news: {c}")  # fmt: skip
SELF_ZH = ("{n}报告：{c}", "{n}更新一下：{c}")


ROLE_NOUN = {"director": "director", "stage manager": "stage manager", "lighting": "lighting op",
             "sound": "sound op", "actor": "leading light", "box office": "box office volunteer",
             "youth parent": "youth troupe parent", "costume": "wardrobe mistress"}  # fmt: skip
LOWER_OK = {"We", "We're", "We've", "Thinking", "Looking", "Might", "Test-driving", "Sometimes",
            "Every", "Everyone", "Should", "Maybe", "One", "Tried", "Turned", "Didn't", "Had",
            "Went", "Was", "Decided", "Could", "Wish", "Nearly", "Looked", "Did"}  # fmt: skip


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].isascii() else s


def month_of(day: int, lang: str) -> str:
    dt = START_DT + timedelta(days=day)
    return MONTHS[dt.month - 1] if lang == EN else f"{dt.month}月"


class Person:
    def __init__(self, name: str, pron: str, role: str, lang: str) -> None:
        self.name, self.pron, self.role, self.lang = name, pron, role, lang
        self.slots: list[str] = []


class Builder:
    """Accumulates scenes (a day and its turns) and probes for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 31)
        self.scenes: list[tuple[int, list[tuple[str, str, str]]]] = []
        self.probes: list[dict[str, Any]] = []
        self.optional: list[dict[str, Any]] = []
        self.people: list[Person] = []
        self.mentioned: dict[tuple[str, str], set[str]] = {}

    # -- small helpers -------------------------------------------------------------------
    def pick(self, seq: Any) -> Any:
        return self.rng.choice(tuple(seq))

    def say(self, day: int, *turns: tuple[Person, str]) -> None:
        day = max(0, min(LAST_DAY, day))
        self.scenes.append((day, [(p.name, t, p.lang) for p, t in turns]))

    def wrap(self, p: Person, clause: str, style: str = "plain") -> str:
        """A first-person clause made into a chat line (plain, long or self-naming)."""
        r = self.rng
        if p.lang == ZH:
            if style == "long":
                a, b = r.sample(SMALL_ZH, 2)
                return f"{a}{clause}。{b}"
            if style == "self":
                return r.choice(SELF_ZH).format(n=p.name, c=clause) + "。"
            return ("" if style == "bare" else r.choice(OPEN_ZH)) + clause + r.choice(END_ZH)
        if style == "long":
            a, b = r.sample(SMALL_EN, 2)
            return f"{a} Anyway, {clause}. {b}"
        if style == "self":
            return r.choice(SELF_EN).format(n=p.name, c=clause, role=ROLE_NOUN[p.role]) + "."
        opener = "" if style == "bare" else r.choice(OPEN_EN)
        if opener and clause.split(" ", 1)[0] in LOWER_OK:
            clause = clause[0].lower() + clause[1:]
        return (opener + clause if opener else cap(clause)) + r.choice(END_EN)

    def frag(self, p: Person, slot: str, key: str, **kw: str) -> str:
        pr = PRON[p.lang][p.pron]
        kw.setdefault("p", pr[2])
        return self.pick(SLOTS[slot][p.lang][key]).format(**kw)

    def others(self, p: Person, same_lang: bool = True) -> list[Person]:
        return [q for q in self.people if q is not p and (q.lang == p.lang or not same_lang)]

    def mention(self, p: Person, slot: str, value: str) -> None:
        self.mentioned.setdefault((p.name, slot), set()).add(value)

    def question(self, p: Person, slot: str, kind: str) -> str:
        q = SLOTS[slot]["q"]
        lang = p.lang if p.lang in q and kind in q[p.lang] else EN
        return q[lang][kind].format(n=p.name)

    def probe(self, p: Person, slot: str, kind: str, gold: list[str], required: bool = True,
              **extra: Any) -> None:  # fmt: skip
        pr = {"subject": p.name, "kind": kind, "question": self.question(p, slot, kind),
              "slot": slot, "gold": list(gold), "outdated": [], "values": [], "abandoned": []}  # fmt: skip
        pr.update(extra)
        (self.probes if required else self.optional).append(pr)

    # -- statements ----------------------------------------------------------------------
    def state_initial(self, p: Person, slot: str, v: str, day: int) -> None:
        r = self.rng
        fr = SLOTS[slot][p.lang]
        roll = r.random()
        reporters = self.others(p)
        if roll < 0.12 and reporters:
            rep = self.pick(reporters)
            line = self.frag(p, slot, "th", s=p.name, v=v)
            line = f"{cap(line)}, {'by the way' if p.lang == EN else ''}".rstrip(", ")
            self.say(day, (rep, line + ("." if p.lang == EN else "。")))
        elif roll < 0.22 and "we" in fr and fr["we"]:
            self.say(day, (p, self.wrap(p, self.frag(p, slot, "we", v=v))))
        else:
            style = "long" if roll < 0.45 else ("self" if roll < 0.52 else "plain")
            self.say(day, (p, self.wrap(p, self.frag(p, slot, "st", v=v), style)))

    def state_change(self, p: Person, slot: str, o: str, v: str, day: int, mode: str,
                     wrong: str | None = None, actual: int | None = None) -> None:  # fmt: skip
        """Announce the change o -> v on `day` in the given mode (`actual`: when it happened)."""
        fr = SLOTS[slot][p.lang]
        zh = p.lang == ZH
        if mode == "switch":
            self.say(day, (p, self.wrap(p, self.frag(p, slot, "sw", o=o, v=v))))
        elif mode == "use":
            self.say(day, (p, self.frag(p, slot, "use", v=v)))
        elif mode == "third":
            rep = self.pick(self.others(p))
            pr = PRON[p.lang][p.pron]
            if self.rng.random() < 0.6:
                asker = self.pick([q for q in self.people if q is not p and q is not rep])
                ask = self.pick(ASK_ZH if asker.lang == ZH else ASK_EN).format(n=p.name, o=pr[1])
                line = self.frag(p, slot, "th", s=pr[0], v=v)
                pre = (
                    self.pick(("哦，", "", "听说"))
                    if zh
                    else self.pick(("Oh, ", "", "Didn't you hear? "))
                )
                line = pre + (cap(line) if not pre or pre.endswith("? ") else line)
                self.say(day, (asker, ask), (rep, line + ("。" if zh else ".")))
            else:
                line = cap(self.frag(p, slot, "th", s=p.name, v=v))
                tail = (
                    "，刚听说的。"
                    if zh
                    else self.pick((".", ", told me at the bar.", ", apparently!"))
                )
                self.say(day, (rep, line + tail))
        elif mode == "late":
            when = month_of(actual if actual is not None else day, p.lang)
            self.say(day, (p, self.wrap(p, self.frag(p, slot, "late", v=v, when=when), "bare")))
        elif mode == "neg":
            asker = self.pick(self.others(p))
            ask = self.pick(STILL_ZH if asker.lang == ZH else STILL_EN).format(n=p.name, o=o)
            ans = self.frag(p, slot, "neg", o=o, v=v)
            self.say(day, (asker, ask), (p, (cap(ans) + ("。" if zh else "."))))
        elif mode == "correct" and wrong:
            first = self.wrap(p, self.frag(p, slot, "ch", v=wrong))
            fix = self.pick(CORR_ZH if zh else CORR_EN).format(v=v, w=wrong)
            self.say(day, (p, first), (p, cap(fix)))
        elif mode == "we" and fr.get("we"):
            self.say(day, (p, self.wrap(p, self.frag(p, slot, "we", v=v))))
        else:
            style = {"long": "long", "self": "self"}.get(mode, "plain")
            self.say(day, (p, self.wrap(p, self.frag(p, slot, "ch", v=v), style)))

    def distract(self, p: Person, slot: str, value: str, day: int) -> None:
        """A line naming a value of the slot that is nobody's state."""
        cands = [q for q in self.people if q.lang == p.lang] or [p]
        speaker = p if self.rng.random() < 0.45 else self.pick(cands)
        line = self.pick(SLOTS[slot][p.lang]["dist"]).format(v=value)
        self.say(day, (speaker, cap(line)))
        for q in (p, speaker):
            if slot in q.slots:
                self.mention(q, slot, value)

    # -- timelines -----------------------------------------------------------------------
    def single(self, p: Person, slot: str) -> None:
        r = self.rng
        sd = SLOTS[slot]
        fr = sd[p.lang]
        pool = list(sd["pool"][p.lang])
        n_ch = r.choice((1, 1, 2, 2, 2, 3))
        n_ch = min(n_ch, len(pool) - 2)
        vals = r.sample(pool, len(pool))
        held, extras = vals[: n_ch + 1], vals[n_ch + 1 :]
        values = set(held)
        abandoned: set[str] = set()
        d0 = r.randint(0, 110)
        seg = (700 - (d0 + 45)) / n_ch
        actual = [d0] + [int(d0 + 45 + i * seg + r.randint(0, max(1, int(seg) - 40)))
                         for i in range(n_ch)]  # fmt: skip
        known = list(actual)
        self.state_initial(p, slot, held[0], d0)
        modes = ["direct", "switch", "use", "third", "late", "neg", "correct", "we", "long", "self"]
        weights = [2, 2, 1.5, 1.5, 1.1, 1, 0.7, 0.7, 1.2, 0.5]
        for i in range(1, n_ch + 1):
            mode = r.choices(modes, weights)[0]
            nxt = actual[i + 1] if i < n_ch else LAST_DAY + 1
            if mode == "third" and (not self.others(p) or len(self.people) < 3):
                mode = "direct"
            if mode == "we" and not fr.get("we"):
                mode = "switch"
            wrong = None
            if mode == "correct":
                wrong = extras.pop() if extras else None
                if wrong:
                    abandoned.add(wrong)
                    values.add(wrong)
                else:
                    mode = "direct"
            if mode == "late":
                rep = actual[i] + r.randint(20, 50)
                if rep < nxt - 12 and rep <= LAST_DAY:
                    known[i] = rep
                else:
                    mode = "direct"
            # a plan that comes true
            if sd.get("plans") and r.random() < 0.3 and "pl" in fr:
                pday = actual[i] - r.randint(12, 40)
                if pday > known[i - 1] + 3:
                    self.say(pday, (p, self.wrap(p, self.frag(p, slot, "pl", v=held[i]))))
            self.state_change(p, slot, held[i - 1], held[i], known[i], mode, wrong, actual[i])
        # a plan or consideration that is dropped, or a musing that goes nowhere
        if sd.get("plans") and extras and r.random() < 0.35 and "drop" in fr:
            j = r.randrange(0, n_ch + 1)
            lo, hi = known[j] + 3, (actual[j + 1] if j < n_ch else LAST_DAY) - 3
            if hi - lo > 20:
                w = extras.pop()
                d1 = r.randint(lo, hi - 12)
                d2 = r.randint(d1 + 6, hi)
                self.say(d1, (p, self.wrap(p, self.frag(p, slot, "pl", v=w))))
                self.say(d2, (p, cap(self.frag(p, slot, "drop", v=w, o=held[j]))
                              + ("。" if p.lang == ZH else ".")))  # fmt: skip
                values.add(w)
                abandoned.add(w)
        if extras and r.random() < 0.3 and "muse" in fr:
            w = extras.pop()
            self.say(r.randint(30, 600), (p, cap(self.frag(p, slot, "muse", v=w))
                                          + ("。" if p.lang == ZH else ".")))  # fmt: skip
            values.add(w)
            abandoned.add(w)
        # scoped restatement: one value generally, another in one part of life
        if extras and r.random() < 0.25 and "scope" in fr:
            x = extras.pop()
            lo = known[n_ch] + 5
            if lo < LAST_DAY - 5:
                self.say(r.randint(lo, LAST_DAY - 2),
                         (p, self.wrap(p, self.frag(p, slot, "scope", v=held[n_ch], x=x))))  # fmt: skip
                values.add(x)
        # a plan still open at the end
        pending = None
        if sd.get("plans") and extras and r.random() < 0.3 and "pl" in fr:
            lo = known[n_ch] + 10
            if lo < LAST_DAY - 8:
                pending = extras.pop()
                self.say(r.randint(lo, LAST_DAY - 3),
                         (p, self.wrap(p, self.frag(p, slot, "pl", v=pending))))  # fmt: skip
                values.add(pending)
        # distractors, sometimes naming one of the person's own old values
        for _ in range(r.choice((1, 1, 2))):
            pool_d = [v for v in pool if v not in values] or pool
            dv = self.pick(pool_d) if r.random() < 0.75 or n_ch < 1 else held[0]
            if dv == held[-1]:
                continue
            self.distract(p, slot, dv, r.randint(5, LAST_DAY - 2))
        # probes
        cur = held[-1]
        outdated = [v for v in held[:-1] if v != cur]
        base = {"outdated": outdated, "abandoned": sorted(abandoned)}
        self.probe(p, slot, "current", [cur], **base)
        self.probe(p, slot, "historical", [held[-2]], required=False)
        spans = [(known[i] + 3, actual[i + 1] - 3, held[i]) for i in range(n_ch)
                 if actual[i + 1] - 3 - (known[i] + 3) >= 6]  # fmt: skip
        if spans:
            lo, hi, v = self.pick(spans)
            self.probe(p, slot, "as_of", [v], required=False, as_of_day=r.randint(lo, hi))
        if pending:
            self.probe(p, slot, "planning", [pending])
        self.mentioned.setdefault((p.name, slot), set()).update(values)

    def multi(self, p: Person, slot: str) -> None:
        """Coexisting values: a first one, a second added alongside, then one more added or
        the first given up."""
        r = self.rng
        pool = list(SLOTS[slot]["pool"][p.lang])
        v0, v1, v2, *rest = r.sample(pool, len(pool))
        zh = p.lang == ZH
        dot = "。" if zh else "."
        d0 = r.randint(0, 150)
        a = d0 + r.randint(60, 280)
        self.say(d0, (p, self.wrap(p, self.frag(p, slot, "has", v=v0))))
        if r.random() < 0.3 and self.others(p):
            rep = self.pick(self.others(p))
            pr = PRON[p.lang][p.pron]
            asker = self.pick([q for q in self.people if q is not p and q is not rep])
            ask = self.pick(ASK_ZH if asker.lang == ZH else ASK_EN).format(n=p.name, o=pr[1])
            line = cap(self.frag(p, slot, "th_add", s=pr[0], v=v1))
            self.say(a, (asker, ask), (rep, line + dot))
        else:
            self.say(a, (p, self.wrap(p, self.frag(p, slot, "add", o=v0, v=v1))))
        values = {v0, v1}
        variant = r.choice(("pair", "drop", "three"))
        b = a + r.randint(50, 260)
        if variant != "pair" and b > LAST_DAY - 5:
            variant = "pair"
        if variant == "drop":
            self.say(b, (p, cap(self.frag(p, slot, "rem", v=v0)) + dot))
            self.probe(p, slot, "current", [v1], outdated=[v0])
            self.probe(p, slot, "historical", [v0], required=False)
        elif variant == "three":
            self.say(b, (p, self.wrap(p, self.frag(p, slot, "add", o=v1, v=v2))))
            values.add(v2)
            self.probe(p, slot, "coexisting", [v0, v1, v2])
        else:
            self.probe(p, slot, "coexisting", [v0, v1])
        if a - d0 > 20:
            self.probe(p, slot, "as_of", [v0], required=False, as_of_day=r.randint(d0 + 5, a - 5))
        for _ in range(r.choice((1, 1, 2))):
            dv = self.pick(rest) if rest else None
            if dv:
                self.distract(p, slot, dv, r.randint(5, LAST_DAY - 2))
        self.mentioned.setdefault((p.name, slot), set()).update(values)

    # -- people and chatter --------------------------------------------------------------
    def cast(self) -> None:
        r = self.rng
        n = r.randint(10, 14)
        n_zh = max(2, round(n / 4) + r.choice((-1, 0, 0, 1)))
        n_zh = min(n_zh, len(PEOPLE_ZH))
        for name, pron, role in r.sample(PEOPLE_EN, n - n_zh):
            self.people.append(Person(name, pron, role, EN))
        for name, pron, role in r.sample(PEOPLE_ZH, n_zh):
            self.people.append(Person(name, pron, role, ZH))
        r.shuffle(self.people)
        for p in self.people:
            cands = [k for k, sd in SLOTS.items() if p.lang in sd["pool"]
                     and (not sd.get("crew") or p.role in CREW)
                     and (not sd.get("parent") or p.role == "youth parent")]  # fmt: skip
            must = [k for k in ("cue", "school") if k in cands]
            rest = [k for k in cands if k not in must]
            k = r.randint(4, 7)
            p.slots = (must + r.sample(rest, min(len(rest), k)))[:k]

    def chatter(self, target: int) -> None:
        r = self.rng
        while sum(len(t) for _, t in self.scenes) < target:
            day = r.randint(0, LAST_DAY)
            p = self.pick(self.people)
            other = self.pick(self.others(p, same_lang=False))
            pool = CHAT_ZH if p.lang == ZH else CHAT_EN
            line = self.pick(pool).format(
                show=self.pick(SHOWS), venue=self.pick(VENUES), a=other.name,
                num=r.randint(2, 9), time=self.pick(("6.30", "7", "7.15", "2", "10am", "6")),
                pct=self.pick(("40", "112", "73", "200", "58")))  # fmt: skip
            turns = [(p, line)]
            if r.random() < 0.35:
                reply_pool = (
                    ("收到！", "好的👌", "谢谢！")
                    if other.lang == ZH
                    else ("On it.", "Thanks!", "👍", "Legend.", "Ta, see you there.", "Noted x")
                )
                turns.append((other, self.pick(reply_pool)))
            self.say(day, *turns)


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: episodes (time-ordered) and probes, as read by load_text_world."""
    b = Builder(seed)
    r = b.rng
    b.cast()
    for p in b.people:
        for slot in p.slots:
            if SLOTS[slot]["multi"]:
                b.multi(p, slot)
            else:
                b.single(p, slot)
    b.chatter(r.randint(560, 760))
    # keep the probe count in range: every current / coexisting / planning probe, then as many
    # historical and as_of probes as fit
    room = max(0, r.randint(118, 140) - len(b.probes))
    r.shuffle(b.optional)
    probes = b.probes + b.optional[:room]
    for pr in probes:
        said = b.mentioned.get((pr["subject"], pr["slot"]), set())
        if pr["kind"] != "current":
            pr["outdated"] = []
        pr["values"] = sorted(said | set(pr["gold"]) | set(pr["outdated"]) | set(pr["abandoned"]))
    # episodes: scenes in day order, each scene its own session, minutes within the day
    episodes: list[dict[str, Any]] = []
    scenes = sorted(enumerate(b.scenes), key=lambda s: (s[1][0], s[0]))
    per_day: dict[int, int] = {}
    for _, (day, turns) in scenes:
        k = per_day[day] = per_day.get(day, 0) + 1
        minute = r.randint(7 * 60, 22 * 60) if k == 1 else 0
        for t, (speaker, text, lang) in enumerate(turns):
            episodes.append({"day": day, "minute": minute + t * r.randint(1, 4),
                             "speaker": speaker, "text": text, "session": f"chat-d{day}-{k}",
                             "language": lang, "_k": k})  # fmt: skip
    # later scenes of a day follow the first one
    last_minute: dict[int, int] = {}
    for e in episodes:
        if e["_k"] > 1 and e["minute"] < last_minute.get(e["day"], 0):
            e["minute"] += last_minute[e["day"]] + r.randint(5, 40)
        last_minute[e["day"]] = max(last_minute.get(e["day"], 0), e["minute"])
        e["minute"] = min(e["minute"], 24 * 60 - 1)
        del e["_k"]
    episodes.sort(key=lambda e: (e["day"], e["minute"]))
    probes.sort(key=lambda pr: (pr["subject"], pr["slot"], pr["kind"]))
    return {"start": START, "episodes": episodes, "probes": probes,
            "people": [{"name": p.name, "role": p.role, "language": p.lang, "slots": p.slots}
                       for p in b.people]}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _said(texts: list[str], value: str) -> bool:
    import re

    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", re.IGNORECASE)
    return any(pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps = world["episodes"]
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    datetime.fromisoformat(world["start"])
    prev = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 24 * 60):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"episode text/language: {e['text']!r}")
        if (e["day"], e["minute"]) < prev:
            errs.append("episodes out of order")
        prev = (e["day"], e["minute"])
    for pr in world["probes"]:
        tag = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS:
            errs.append(f"{tag}: kind")
        if pr["subject"] not in speakers:
            errs.append(f"{tag}: subject never speaks")
        if not pr["gold"] or not pr["question"] or "{" in pr["question"]:
            errs.append(f"{tag}: gold/question")
        for g in pr["gold"]:
            if not _said(texts, g):
                errs.append(f"{tag}: gold {g!r} not in any episode")
            if g in pr["outdated"] or g in pr["abandoned"]:
                errs.append(f"{tag}: gold {g!r} also outdated/abandoned")
        if not set(pr["gold"]) | set(pr["outdated"]) | set(pr["abandoned"]) <= set(pr["values"]):
            errs.append(f"{tag}: values incomplete")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"{tag}: as_of_day")
        if pr["kind"] == "coexisting" and len(pr["gold"]) < 2:
            errs.append(f"{tag}: coexisting needs two values")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        again = generate(seed)
        errs = validate(w)
        if w != again:
            errs.append("not deterministic")
        kinds: dict[str, int] = {}
        for pr in w["probes"]:
            kinds[pr["kind"]] = kinds.get(pr["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in w["episodes"])
        slots = [len(p["slots"]) for p in w["people"]]
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes "
              f"{dict(sorted(kinds.items()))}, {len(w['people'])} people, "
              f"slots/person {min(slots)}-{max(slots)}, errors {len(errs)}")  # fmt: skip
        for e in errs[:10]:
            print("   ", e)
        bad += len(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
