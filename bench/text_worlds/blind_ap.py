"""Blind text world ``blind_ap``: a Nottingham community theatre company's group chat.

Written blind from a brief of situations.  ``generate(seed)`` picks twelve members of the
company (actors, stage crew, the director, lighting and sound volunteers, parents of the
youth troupe, box-office volunteers, and Chinese-speaking university students who joined
for the musical) and two years of group chat: mostly rehearsal logistics, biscuits and
parking, with personal news scattered through it.  Each person has four to six state
slots (neighbourhood, employer, phone, car, energy supplier, instruments, pets, ...) whose
values change one to three times, said straight out or shown only by use, reported by
others, told late, planned and dropped, corrected, scoped, or added alongside.

Probes carry the ground truth (current, historical, as_of, coexisting, planning) with
outdated, abandoned and merely-mentioned values.  Deterministic given the seed; standard
library only.  Self-check: ``python -m bench.text_worlds.blind_ap``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import date
from typing import Any

START = "2023-09-02T18:30:00+00:00"
START_DATE = date(2023, 9, 2)
LAST_DAY = 729
EN = "en"
ZH = "zh"

# name, gender (f/m), role, language
PEOPLE = (
    ("Maggie", "f", "director", EN),
    ("Dev", "m", "actor", EN),
    ("Ruth", "f", "box office", EN),
    ("Callum", "m", "lighting", EN),
    ("Sian", "f", "sound", EN),
    ("Tony", "m", "crew", EN),
    ("Bex", "f", "actor", EN),
    ("Graham", "m", "crew", EN),
    ("Priya", "f", "parent", EN),
    ("Lloyd", "m", "parent", EN),
    ("Jude", "f", "wardrobe", EN),
    ("Kwame", "m", "actor", EN),
    ("Hattie", "f", "parent", EN),
    ("Owen", "m", "box office", EN),
    ("Xinyi", "f", "student", ZH),
    ("Haoran", "m", "student", ZH),
    ("Mingyu", "m", "student", ZH),
    ("Zihan", "f", "student", ZH),
    ("Jiaqi", "f", "student", ZH),
)

PRON = {EN: {"f": "she", "m": "he"}, ZH: {"f": "她", "m": "他"}}


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: value pools, fragments and questions per language.

    Fragments: ``pres`` first-person present clause, ``new`` first-person change clause,
    ``inf`` infinitive for plans, ``s3`` / ``s3new`` third-person present / change with
    ``{s}`` the subject (a name or a pronoun), ``use`` whole lines that show the value only
    by use, ``dist`` whole lines naming a value that is nobody's state, ``scoped`` a line
    with a main value ``{v}`` and an exception ``{x}``, ``add`` (multi slots) a line adding
    ``{v}`` alongside ``{old}``, ``drop1`` (multi) a line giving up ``{old}`` and keeping ``{v}``.
    """

    key: str
    multi: bool
    plans: bool
    roles: tuple[str, ...]  # roles that may have it ("*" = anyone)
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]  # lang -> kind -> question with {n}
    f: dict[str, dict[str, tuple[str, ...]]]


HOME = Slot(
    "home_area",
    False,
    True,
    ("*",),
    {
        EN: (
            "Sneinton",
            "Beeston",
            "West Bridgford",
            "Carlton",
            "Mapperley",
            "Sherwood",
            "Arnold",
            "Hucknall",
            "Bulwell",
            "Wollaton",
            "Radford",
            "Ruddington",
            "Netherfield",
            "Bingham",
        ),
        ZH: (
            "Lenton",
            "Dunkirk",
            "Broadgate Park",
            "Beeston",
            "Hyson Green",
            "Forest Fields",
            "Raleigh Park",
            "Sneinton",
        ),
    },
    {
        EN: {
            "current": "Which part of Nottingham does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Which area was {n} living in?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在哪里？",
            "historical": "{n}之前住在哪里？",
            "as_of": "{n}那时候住在哪里？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    {
        EN: {
            "pres": (
                "I live in {v}",
                "I'm over in {v}",
                "home is {v} for me",
                "we've got a little terrace in {v}",
            ),
            "new": (
                "I've moved to {v}",
                "we finally moved to {v}",
                "I've got a new place in {v}",
                "we packed up and landed in {v}",
            ),
            "inf": ("move to {v}", "find somewhere in {v}", "buy a house in {v}"),
            "s3": ("{s} lives in {v}", "{s}'s living over in {v}", "{s} is in {v}"),
            "s3new": (
                "{s} has moved to {v}",
                "{s}'s just moved out to {v}",
                "{s} got a flat in {v}",
            ),
            "use": (
                "Walked to rehearsal from {v} tonight, forty minutes, my calves are screaming.",
                "Bins day in {v} and of course the lorry blocked my road, running late!",
                "The chippy at the end of my road in {v} has closed, devastated.",
                "New neighbours in {v} are lovely, they've offered to come to the show.",
            ),
            "dist": (
                "Anyone know a decent plumber around {v}? Asking for my mum.",
                "Saw a flyer for a new am-dram group in {v}, competition!",
                "Traffic through {v} was horrendous tonight, avoid if you can.",
                "If we ever did a promenade show, {v} park would be perfect.",
                "My cousin keeps telling me to move to {v}. Not a chance.",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我现在在{v}住", "我租的房子在{v}"),
            "new": ("我搬到{v}了", "我已经搬去{v}了", "我刚在{v}租了新房子"),
            "inf": ("搬到{v}", "在{v}找房子", "下学期搬去{v}"),
            "s3": ("{s}住在{v}", "{s}现在在{v}住"),
            "s3new": ("{s}搬到{v}了", "{s}已经搬去{v}了"),
            "use": (
                "今天从{v}走过来排练，走了半个小时，累死了",
                "{v}这边的Tesco今天关门好早，晚饭都没买到",
                "刚到家，{v}今晚好安静，适合背台词",
            ),
            "dist": (
                "有人知道{v}附近有好吃的火锅吗？",
                "听说{v}那边房租又涨了",
                "我同学住{v}，说那边晚上有点吵",
            ),
        },
    },
)

EMPLOYER = Slot(
    "employer",
    False,
    True,
    ("*",),
    {
        EN: (
            "Boots",
            "Experian",
            "QMC",
            "Nottingham City Council",
            "Capital One",
            "Trentlock Logistics",
            "Lacemarket Print",
            "Hollins & Vale",
            "Castlegate Opticians",
            "Sherwood Bakehouse",
            "Bridgford Garden Centre",
            "Fenwick Yard Brewery",
        ),
        ZH: (
            "Chatime",
            "Wagamama",
            "Tesco Express",
            "Primark",
            "UNIQLO",
            "Waterstones",
            "Bubble Lab",
            "Hakka Noodle House",
        ),
    },
    {
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before?",
            "as_of": "Where was {n} working?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里打工？",
            "historical": "{n}以前在哪里打工？",
            "as_of": "{n}那时候在哪里打工？",
            "planning": "{n}打算去哪里打工？",
        },
    },
    {
        EN: {
            "pres": ("I work at {v}", "I'm at {v} during the day", "I'm still slaving away at {v}"),
            "new": (
                "I've started a new job at {v}",
                "I've left for {v}",
                "I took the job at {v}",
                "I'm at {v} now, started Monday",
            ),
            "inf": ("apply for a job at {v}", "go and work at {v}", "take the role at {v}"),
            "s3": ("{s} works at {v}", "{s}'s at {v} these days"),
            "s3new": (
                "{s} has got a new job at {v}",
                "{s} started at {v}",
                "{s}'s gone to work for {v}",
            ),
            "use": (
                "Can't make Tuesday, we've got a stocktake at {v} that'll run late.",
                "My manager at {v} says I can swap shifts for show week, hurrah.",
                "Printed the rehearsal schedules on the sly at {v}, don't tell anyone.",
                "Free lanyards from {v} if anyone needs them for the crew passes.",
            ),
            "dist": (
                "Did everyone see {v} are sponsoring the Playhouse panto this year?",
                "{v} are hiring again apparently, if anyone's looking.",
                "Overheard two people from {v} in the interval slagging off our set, rude.",
                "Would {v} sponsor our programme, do we think? Worth an email?",
            ),
        },
        ZH: {
            "pres": ("我在{v}打工", "我周末在{v}上班"),
            "new": ("我换到{v}打工了", "我现在在{v}上班了", "我去{v}做兼职了"),
            "inf": ("去{v}打工", "申请{v}的兼职"),
            "s3": ("{s}在{v}打工", "{s}周末在{v}上班"),
            "s3new": ("{s}换到{v}打工了", "{s}去{v}上班了"),
            "use": (
                "今天{v}超级忙，下班晚了，排练我迟到十分钟",
                "{v}的店长说演出那周可以给我放假",
                "刚在{v}下班，带了点吃的给大家",
            ),
            "dist": ("{v}在招人，有人想去吗？", "听说{v}的工资涨了一点", "我室友说{v}的老板很凶"),
        },
    },
)

PHONE = Slot(
    "phone",
    False,
    True,
    ("*",),
    {
        EN: (
            "iPhone 12",
            "iPhone 15",
            "Pixel 7",
            "Pixel 8",
            "Galaxy S23",
            "Galaxy A54",
            "Fairphone 5",
            "Moto G84",
            "Nokia G22",
        ),
        ZH: (
            "iPhone 13",
            "iPhone 15 Pro",
            "Huawei P60",
            "Xiaomi 13",
            "OPPO Find X6",
            "Pixel 8",
            "Galaxy S23",
        ),
    },
    {
        EN: {
            "current": "Which phone does {n} use now?",
            "historical": "Which phone did {n} have before?",
            "as_of": "Which phone did {n} have?",
            "planning": "Which phone is {n} thinking of getting?",
        },
        ZH: {
            "current": "{n}现在用什么手机？",
            "historical": "{n}以前用什么手机？",
            "as_of": "{n}那时候用什么手机？",
            "planning": "{n}打算换什么手机？",
        },
    },
    {
        EN: {
            "pres": ("I'm on a {v}", "my phone's a {v}", "I've got the {v}"),
            "new": (
                "I've got a new {v}",
                "I've upgraded to the {v}",
                "I finally caved and bought a {v}",
            ),
            "inf": ("get the {v}", "upgrade to a {v}", "treat myself to a {v}"),
            "s3": ("{s} has a {v}", "{s}'s on the {v}"),
            "s3new": ("{s} has just got a {v}", "{s} switched to the {v}"),
            "use": (
                "The camera on the {v} is unreal in low light, got great shots of the dress run.",
                "My {v} battery died halfway through the prompt script, sorry everyone.",
                "Recorded the harmonies on my {v}, sending the voice note now.",
            ),
            "dist": (
                "The {v} is on offer at Currys this weekend if anyone's due an upgrade.",
                "My nephew dropped his {v} in the canal. Kids.",
                "Is the {v} any good? Asking for a friend who never updates anything.",
            ),
            "scoped": (
                "I use the {v} for everything, but work makes me carry a {x} on call.",
                "{v} is my real phone; the {x} is only for box-office card payments.",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机是{v}"),
            "new": ("我换了{v}", "我新买了一台{v}"),
            "inf": ("换{v}", "买一台{v}"),
            "s3": ("{s}用的是{v}", "{s}的手机是{v}"),
            "s3new": ("{s}换了{v}", "{s}新买了{v}"),
            "use": (
                "{v}拍夜景真的好清楚，彩排的照片发群里了",
                "我的{v}又没电了，台词本只能看纸质的",
            ),
            "dist": ("{v}现在打折，有人要吗？", "我表哥说{v}不太好用"),
            "scoped": ("平时用{v}，打工的时候老板让我用店里的{x}",),
        },
    },
)

CARRIER = Slot(
    "mobile_network",
    False,
    True,
    ("*",),
    {
        EN: ("giffgaff", "EE", "Vodafone", "O2", "Lebara", "Smarty", "Voxi", "Tesco Mobile"),
        ZH: ("giffgaff", "EE", "Vodafone", "O2", "Lebara", "Smarty", "Voxi"),
    },
    {
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which network was {n} on before?",
            "as_of": "Which mobile network was {n} on?",
            "planning": "Which network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },
    {
        EN: {
            "pres": ("I'm on {v}", "my contract's with {v}"),
            "new": ("I've switched to {v}", "I ported my number over to {v}"),
            "inf": ("switch to {v}", "move my number to {v}"),
            "s3": ("{s} is on {v}",),
            "s3new": ("{s} has moved to {v}",),
            "use": (
                "{v} signal in the theatre basement is nonexistent, text me on wifi.",
                "Just got my {v} bill, eight quid, can't complain.",
            ),
            "dist": (
                "{v} adverts on the bus stops are everywhere this week.",
                "My dad swears by {v} but he only uses it to ring me.",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}的卡", "我的号是{v}的"),
            "new": ("我换成{v}了", "我把号码转到{v}了"),
            "inf": ("换成{v}", "转到{v}"),
            "s3": ("{s}用的是{v}",),
            "s3new": ("{s}换成{v}了",),
            "use": ("剧场地下室{v}完全没信号，有事发微信", "这个月{v}的账单才十镑，挺好"),
            "dist": ("{v}在搞活动，流量送得很多", "我同学说{v}在宿舍信号不好"),
        },
    },
)

CAR = Slot(
    "car",
    False,
    True,
    ("*",),
    {
        EN: (
            "Fiesta",
            "Corsa",
            "Yaris",
            "Picanto",
            "Nissan Leaf",
            "Octavia",
            "Berlingo",
            "Mini Cooper",
            "Transit",
            "Qashqai",
        )
    },
    {
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car was {n} driving?",
            "planning": "Which car is {n} thinking of buying?",
        }
    },
    {
        EN: {
            "pres": ("I drive a {v}", "I've got an old {v}", "the {v} gets me everywhere"),
            "new": (
                "I've traded the old car in for a {v}",
                "I bought a {v}",
                "I've picked up a secondhand {v}",
            ),
            "inf": ("buy a {v}", "get a {v}", "lease a {v}"),
            "s3": ("{s} drives a {v}", "{s} has a {v}"),
            "s3new": ("{s} has bought a {v}", "{s} got a {v}"),
            "use": (
                "Can fit the whole flat in the back of the {v} if we fold the seats, I'll do the set run.",
                "The {v} failed its MOT on a wiper blade, I'll be on the bus tonight.",
                "Anyone need a lift to the get-in? Room for three in the {v}.",
            ),
            "dist": (
                "There's a {v} parked across the dock doors again, whose is it?",
                "My brother-in-law wants me to buy his {v}, absolutely not.",
                "A {v} nearly took me out on Alfreton Road.",
            ),
            "scoped": ("I drive the {v} day to day, but I borrow Dad's {x} for set runs.",),
        }
    },
)

ENERGY = Slot(
    "energy_supplier",
    False,
    True,
    ("*",),
    {EN: ("Octopus", "British Gas", "EDF", "OVO", "E.ON", "So Energy", "Utility Warehouse")},
    {
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier was {n} with?",
            "planning": "Which energy supplier is {n} thinking of switching to?",
        }
    },
    {
        EN: {
            "pres": (
                "we're with {v} for gas and electric",
                "we're on {v}",
                "our energy's with {v}",
            ),
            "new": (
                "we've switched to {v}",
                "we moved our energy over to {v}",
                "we've gone with {v}",
            ),
            "inf": ("switch to {v}", "move over to {v}", "go with {v}"),
            "s3": ("{s} is with {v}",),
            "s3new": ("{s} has switched to {v}",),
            "use": (
                "The {v} app says we used nothing while we were away in tech week, ha.",
                "Had a {v} engineer round to fit the smart meter, so I missed warm-up.",
            ),
            "dist": (
                "{v} are raising prices again apparently.",
                "Theatre's electric bill is through the roof, maybe the trustees should ring {v}.",
                "Had a {v} salesman at the door during dinner, got rid of him.",
            ),
        }
    },
)

INSTRUMENT = Slot(
    "instruments",
    True,
    True,
    ("*",),
    {
        EN: (
            "ukulele",
            "cello",
            "trumpet",
            "clarinet",
            "piano",
            "banjo",
            "saxophone",
            "violin",
            "accordion",
            "flute",
        ),
        ZH: ("古筝", "二胡", "吉他", "钢琴", "长笛", "小提琴", "ukulele"),
    },
    {
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "current": "Which instrument does {n} play now?",
            "planning": "Which instrument is {n} planning to take up?",
        },
        ZH: {
            "coexisting": "{n}现在会弹/拉哪些乐器？",
            "current": "{n}现在玩什么乐器？",
            "planning": "{n}打算学什么乐器？",
        },
    },
    {
        EN: {
            "pres": ("I play the {v}", "I've played the {v} since school"),
            "add": (
                "Still doing the {old}, but I've also started {v} lessons on Thursdays!",
                "Added the {v} to my repertoire alongside the {old}, my neighbours are thrilled.",
                "Got a {v} for my birthday, so that's the {old} and the {v} now.",
            ),
            "drop1": (
                "Sold the {old} on Facebook Marketplace, it's just the {v} for me now.",
                "Given up the {old} completely, the {v} has won.",
            ),
            "inf": ("learn the {v}", "take up the {v}"),
            "s3": ("{s} plays the {v}",),
            "s3new": ("{s} has taken up the {v} too",),
            "use": (
                "Brought my {v} to the pit rehearsal, someone please tune the piano.",
                "Practised the {v} until eleven last night, ready for the overture.",
            ),
            "dist": (
                "The pit band needs a {v} player for the musical, anyone know one?",
                "Saw a busker playing the {v} outside Victoria Centre, better than our band.",
                "Imagine a {v} solo in the Act 2 opener. No? Fine.",
            ),
        },
        ZH: {
            "pres": ("我会弹{v}", "我从小学{v}"),
            "add": ("{old}还在练，最近又开始学{v}了", "除了{old}，我现在也在学{v}"),
            "drop1": ("{old}不练了，现在只弹{v}",),
            "inf": ("学{v}",),
            "s3": ("{s}会{v}",),
            "s3new": ("{s}也开始学{v}了",),
            "use": ("今天在宿舍练{v}练到很晚，室友快疯了", "下次排练我带{v}来，可以给大家伴奏"),
            "dist": (
                "乐队缺一个会{v}的，有人认识吗？",
                "刚看到一个视频，有人用{v}弹音乐剧的歌，好厉害",
            ),
        },
    },
)

PETS = Slot(
    "pets",
    True,
    False,
    ("*",),
    {
        EN: (
            "Biscuit",
            "Pickle",
            "Mabel",
            "Ziggy",
            "Noodle",
            "Pepper",
            "Custard",
            "Bramble",
            "Marmite",
            "Dougal",
        )
    },
    {
        EN: {
            "coexisting": "What are the names of {n}'s pets now?",
            "current": "What is {n}'s pet called now?",
        }
    },
    {
        EN: {
            "pres": (
                "our greyhound {v} is my whole world",
                "I've got a cat called {v}",
                "my old terrier {v} runs the house",
            ),
            "add": (
                "Meet {v}! New rescue pup, {old} is not impressed yet.",
                "We've adopted a kitten called {v}, she and {old} are already sharing the sofa.",
                "So we have {old} AND {v} now, send help.",
            ),
            "drop1": (
                "We lost {old} last week, very peacefully. {v} keeps looking for her.",
                "{old} has gone to live with my mum on the farm, so it's just {v} here now.",
            ),
            "s3": ("{s} has a dog called {v}",),
            "s3new": ("{s} has got another pet, {v}",),
            "use": (
                "{v} ate a page of my script. Genuinely. Need a new copy of Act 1.",
                "Can't stay for the pub, {v} needs his walk.",
                "Vet says {v} needs to lose a kilo, join the club mate.",
            ),
            "dist": (
                "If we do Annie again we need a dog called {v}, obviously.",
                "Someone on the Bridgford Facebook group has lost a spaniel called {v}.",
                "{v} would be a great name for a stage manager.",
            ),
        }
    },
)

LANGUAGE = Slot(
    "languages_learning",
    True,
    True,
    ("*",),
    {
        EN: ("BSL", "Spanish", "Mandarin", "Italian", "Welsh", "Japanese", "French"),
        ZH: ("BSL", "法语", "西班牙语", "日语", "德语", "意大利语"),
    },
    {
        EN: {
            "coexisting": "Which languages is {n} learning now?",
            "current": "Which language is {n} learning now?",
            "planning": "Which language is {n} thinking of learning?",
        },
        ZH: {
            "coexisting": "{n}现在在学哪些语言？",
            "current": "{n}现在在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },
    {
        EN: {
            "pres": ("I'm learning {v}", "I do a {v} evening class"),
            "add": (
                "Still doing {old} on Duolingo, and I've signed up for a {v} course at the library too.",
                "Added {v} to my evenings, {old} is going well so I got greedy.",
            ),
            "drop1": ("Dropped {old}, I was getting nowhere. Sticking with {v}.",),
            "inf": ("start learning {v}", "do a {v} course"),
            "s3": ("{s} is learning {v}",),
            "s3new": ("{s} has started learning {v}",),
            "use": (
                "Did my {v} homework on the tram, the teacher is going to be proud.",
                "Can't do Wednesday, it's my {v} class.",
            ),
            "dist": (
                "The Playhouse are doing a {v} captioned performance next month.",
                "Someone should translate the programme into {v}, loads of audience would love it.",
            ),
        },
        ZH: {
            "pres": ("我在学{v}", "我每周上{v}课"),
            "add": ("{old}还在学，最近又报了{v}的课", "除了{old}，我现在也在学{v}"),
            "drop1": ("{old}不学了，太难了，现在只学{v}",),
            "inf": ("学{v}", "报个{v}班"),
            "s3": ("{s}在学{v}",),
            "s3new": ("{s}开始学{v}了",),
            "use": ("今天{v}课的作业好多，排练完还得写", "周三不行，我有{v}课"),
            "dist": ("学校有免费的{v}课，有人想一起吗？", "听说{v}的语法特别难"),
        },
    },
)

DESK = Slot(
    "show_control",
    False,
    True,
    ("lighting", "sound"),
    {EN: ("QLab", "MagicQ", "Eos", "Onyx", "Lightkey", "SCS", "grandMA3")},
    {
        EN: {
            "current": "Which show-control software does {n} run the shows on now?",
            "historical": "Which show-control software did {n} use before?",
            "as_of": "Which software was {n} running the shows on?",
            "planning": "Which software is {n} planning to switch to?",
        }
    },
    {
        EN: {
            "pres": ("I run everything off {v}", "I programme the shows in {v}"),
            "new": ("I've moved the whole show file over to {v}", "I've switched us to {v}"),
            "inf": ("move the desk over to {v}", "switch to {v}", "try {v} for the next show"),
            "s3": ("{s} runs the shows on {v}",),
            "s3new": ("{s} has moved everything to {v}",),
            "use": (
                "Busked the blackout in {v} tonight, nobody noticed, love it.",
                "{v} crashed mid-cue at the tech, rebooted in forty seconds, we move.",
            ),
            "dist": (
                "The Playhouse crew were raving about {v} at the open day.",
                "Someone on the forum says {v} is going subscription-only. Typical.",
            ),
            "scoped": ("{v} runs the main house shows, but for the studio stuff I still use {x}.",),
        }
    },
)

SCHOOL = Slot(
    "childs_school",
    False,
    True,
    ("parent",),
    {
        EN: (
            "Fernwood",
            "Bluecoat",
            "Trent Bridge Primary",
            "Rushcliffe",
            "Djanogly",
            "Sherwood Vale Primary",
            "Hollygirt",
            "Arnold Hill",
        )
    },
    {
        EN: {
            "current": "Which school does {n}'s child go to now?",
            "historical": "Which school did {n}'s child go to before?",
            "as_of": "Which school was {n}'s child at?",
            "planning": "Which school is {n} hoping to get their child into?",
        }
    },
    {
        EN: {
            "pres": ("our eldest is at {v}", "the kids go to {v}", "Ellis is in Year 6 at {v}"),
            "new": (
                "we've moved the kids to {v}",
                "Ellis started at {v} this week",
                "we got the place at {v}",
            ),
            "inf": ("get Ellis into {v}", "put {v} as first choice", "move the kids to {v}"),
            "s3": ("{s}'s kids go to {v}",),
            "s3new": ("{s} has moved the kids to {v}",),
            "use": (
                "{v} have a non-uniform day Friday, so Ellis will turn up to rehearsal as a dinosaur.",
                "Parents' evening at {v} clashes with the youth rehearsal, can someone cover the door?",
            ),
            "dist": (
                "{v} are doing Matilda this year, we should go and steal ideas.",
                "Heard {v} got a rough Ofsted, poor teachers.",
                "Which is better, {v} or somewhere closer? Asking for my sister.",
            ),
        }
    },
)

GYM = Slot(
    "gym",
    False,
    True,
    ("*",),
    {
        EN: (
            "PureGym",
            "The Climbing Depot",
            "Harvey Hadden",
            "Ironworks Gym",
            "Nuffield Health",
            "The Gym Group",
            "Portland Leisure Centre",
        ),
        ZH: (
            "David Ross Sports Village",
            "PureGym",
            "The Climbing Depot",
            "The Gym Group",
            "Harvey Hadden",
        ),
    },
    {
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} use before?",
            "as_of": "Which gym was {n} going to?",
            "planning": "Which gym is {n} thinking of joining?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}那时候去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
    },
    {
        EN: {
            "pres": ("I go to {v}", "I'm a member at {v}"),
            "new": ("I've joined {v}", "I cancelled my old membership and signed up at {v}"),
            "inf": ("join {v}", "sign up at {v}"),
            "s3": ("{s} goes to {v}",),
            "s3new": ("{s} has joined {v}",),
            "use": (
                "Leg day at {v} before rehearsal was a mistake, the choreography is killing me.",
                "Saw half the youth troupe's dads at {v} this morning, very awkward.",
            ),
            "dist": (
                "{v} are doing a January offer, if anyone's doing the new year thing.",
                "Apparently {v} is heaving at 6pm, avoid.",
            ),
        },
        ZH: {
            "pres": ("我平时去{v}", "我办了{v}的卡"),
            "new": ("我换到{v}了", "我办了{v}的会员"),
            "inf": ("办{v}的卡", "去{v}"),
            "s3": ("{s}去{v}健身",),
            "s3new": ("{s}换到{v}了",),
            "use": ("刚从{v}出来，腿好酸，今晚跳舞要完蛋", "在{v}碰到了Dev，世界好小"),
            "dist": ("{v}新年打折，有人要一起办卡吗？", "听说{v}晚上人特别多"),
        },
    },
)

DIET = Slot(
    "diet",
    False,
    True,
    ("*",),
    {EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free")},
    {
        EN: {
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before?",
            "as_of": "What diet was {n} following?",
            "planning": "What diet is {n} thinking of trying?",
        }
    },
    {
        EN: {
            "pres": ("I'm {v}", "I've been {v} for years"),
            "new": ("I've gone {v}", "I'm {v} now, since the new year"),
            "inf": ("go {v}", "try being {v}"),
            "s3": ("{s} is {v}",),
            "s3new": ("{s} has gone {v}",),
            "use": (
                "For the cast party order can you get me the {v} option please.",
                "Brought {v} brownies for the interval, everyone else keep your hands off.",
            ),
            "dist": (
                "Is the café doing a {v} option this year? A few of the youth troupe need it.",
                "Whoever brought the {v} sausage rolls, they were amazing.",
                "My sister went {v} for a month and lasted four days.",
            ),
        }
    },
)

BANK = Slot(
    "bank",
    False,
    True,
    ("*",),
    {
        EN: ("Monzo", "Starling", "Nationwide", "Barclays", "Halifax", "HSBC", "Santander"),
        ZH: ("Monzo", "HSBC", "Barclays", "Starling", "Santander", "中国银行"),
    },
    {
        EN: {
            "current": "Which bank is {n} with now?",
            "historical": "Which bank was {n} with before?",
            "as_of": "Which bank was {n} with?",
            "planning": "Which bank is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}以前用哪家银行？",
            "as_of": "{n}那时候用哪家银行？",
            "planning": "{n}打算换哪家银行？",
        },
    },
    {
        EN: {
            "pres": ("I bank with {v}", "my account's with {v}"),
            "new": ("I've moved my account to {v}", "I switched banks to {v}"),
            "inf": ("switch to {v}", "move my account to {v}"),
            "s3": ("{s} banks with {v}",),
            "s3new": ("{s} has switched to {v}",),
            "use": (
                "Paid the costume deposit, {v} says it's gone through, shout if not.",
                "My {v} card got declined at the bar, can someone get my round? Will transfer.",
            ),
            "dist": (
                "Company account is still with {v}, the treasurer wants to move it.",
                "{v} had an outage again today, chaos at the box office card machine.",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的卡是{v}的"),
            "new": ("我换成{v}了", "我新开了{v}的账户"),
            "inf": ("换成{v}", "开个{v}的账户"),
            "s3": ("{s}用{v}",),
            "s3new": ("{s}换成{v}了",),
            "use": ("服装押金我用{v}转过去了，查收一下", "{v}的卡刷不了，谁能先帮我付一下"),
            "dist": ("{v}在送开户奖励，五十镑", "{v}的app今天又崩了"),
        },
    },
)

SLOTS = (HOME, EMPLOYER, PHONE, CARRIER, CAR, ENERGY, INSTRUMENT, PETS, LANGUAGE, DESK, SCHOOL,
         GYM, DIET, BANK)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Shows, small talk and wrappers.  {show} is the production in rehearsal on that day.
# ---------------------------------------------------------------------------------------------

SHOWS = (  # (first day in rehearsal, title)
    (0, "Blithe Spirit"), (80, "Cinderella"), (140, "Little Shop of Horrors"),
    (270, "summer youth showcase"), (365, "The 39 Steps"), (445, "Aladdin"),
    (505, "Into the Woods"), (640, "summer youth showcase"),
)  # fmt: skip

PRE = {
    EN: ("Evening all!", "Right, quick one before I forget.", "Thanks for tonight everyone, great energy.",
         "Is the green room kettle fixed yet?", "Morning! Coffee in hand.", "Ugh, what a week.",
         "Lovely run tonight, honestly.", "Sorry for the essay incoming."),
    ZH: ("大家好！", "今天排练辛苦了～", "刚下课，", "早上好！", "跟大家说个事，", "哈哈哈今天好累，"),
}  # fmt: skip
POST = {
    EN: ("Anyway, see you Thursday.", "Who's on biscuits this week?", "Right, line-learning time.",
         "Don't forget subs are due!", "Off to bed.", "Parking was a nightmare again btw.",
         "Anyway, enough about me, how did the scene work go?"),
    ZH: ("周四见！", "我先去背台词了", "有人要奶茶吗", "晚安～", "下次排练见", "大家加油！"),
}  # fmt: skip
REPLIES = {
    EN: ("Ooh, nice one!", "Congrats!! 🎉", "Brilliant, about time.", "Noted 👍", "Ha, love that.",
         "Oh wow, didn't know that.", "Good for you x", "Blimey.", "Nice, tell us more on Thursday."),
    ZH: ("恭喜！", "哇，好厉害", "收到👍", "哈哈哈不错", "真的假的？", "太好了"),
}  # fmt: skip
CONFIRM = {
    EN: ("Yep, guilty 😂", "Ha, word travels fast!", "It's true!"),
    ZH: ("哈哈是的", "消息传得好快"),
}
ASK_ABOUT = {  # someone names a person; the next line answers with a pronoun
    EN: ("Has anyone heard from {n} lately?", "Where's {n} been hiding? Haven't seen them at rehearsal.",
         "Is {n} coming to the social on Saturday?", "Did {n} tell you the news?"),
    ZH: ("最近有人见到{n}吗？", "{n}这周怎么没来排练？", "{n}周六来聚餐吗？"),
}  # fmt: skip
WEEKS_EN = ("a couple of weeks", "three weeks", "about a month", "five weeks", "six weeks")
WEEKS_ZH = ("两个星期", "三个星期", "一个月", "五个星期", "六个星期")

FILLER_EN = (
    "Reminder: rehearsal for {show} is at the church hall, 7pm sharp, bring your scripts.",
    "Has anyone seen the prop teapot? It was on the props table last night.",
    "Car park's locked again, use the side street by the Co-op.",
    "Line run for {show} Sunday afternoon at mine, tea provided.",
    "Who left a single black shoe in the dressing room? It's in lost property.",
    "Ticket sales for {show} are going well, 60% sold for Saturday already.",
    "Can whoever has the key to the scene dock please bring it on Tuesday.",
    "Does anyone have a spare extension lead? The LX bar needs one more.",
    "Amazing dress run everyone. Notes in the morning.",
    "Please don't post spoilers of the set on Instagram until the show opens!",
    "The youth troupe were absolutely brilliant tonight, proud of them.",
    "Who's coming to the pub after the get-out?",
    "Raffle prizes needed for the {show} interval, anything welcome.",
    "Paint call Saturday 10am, wear clothes you don't love.",
    "The heating in the hall is broken again, bring a jumper.",
    "Costume fitting list for {show} is on the noticeboard.",
    "Bit of a wobble in Act 2 but we'll sort it, nobody panic.",
    "Programme adverts deadline is Friday, chase your local businesses please.",
    "Thank you to whoever cleaned the green room fridge, a true hero.",
    "Did anyone else find the blocking for the chase scene confusing?",
    "Box office float is in the usual place, please count it in and out.",
    "Flyering in Old Market Square on Saturday, who's free?",
    "Quick poll: pizza or chippy for the tech week dinner?",
    "Someone's parked a van across the fire exit again. Not ideal.",
    "Scripts for {show} are in, collect them from the box office at the next session.",
    "Rained so hard tonight the roof leaked onto the stage, buckets deployed.",
    "AGM next month, please come, we need a new treasurer.",
    "Does anyone know how to fix the fog machine? It just sighs.",
    "Lovely review in the Nottingham Post, well done everyone!",
    "Tonight was the first time I've cried laughing in a rehearsal, thank you {o}.",
    "Can we not leave the kettle on the lighting desk please.",
    "Does anyone have a wheelbarrow we can borrow for the set?",
    "Mince pies at the next rehearsal courtesy of {o}.",
    "Lost my voice, I'll mime tonight.",
    "Warm-up games tonight were chaos, great chaos.",
    "加油 everyone for tonight, as Xinyi taught us!",
    "谢谢 for the dumplings at the social, they disappeared in seconds.",
    "Learnt to say 你好 properly tonight, thank you students, I'm a changed person.",
    "The Goose Fair traffic is going to make everyone late, leave early.",
    "Costume swap shop in the foyer Saturday, bring your old stuff.",
)  # fmt: skip
FILLER_ZH = (
    "今天的排练好好玩，{o}演得太搞笑了",
    "请问{show}的剧本在哪里拿？",
    "明天几点集合？我下午有课",
    "刚学会了一个新词：break a leg，哈哈",
    "有人周六去Old Market Square发传单吗？",
    "台词好难背，尤其是第二幕",
    "今天的warm-up游戏太好玩了",
    "我把排练的视频发到群里了，大家看看",
    "英国的panto真的太疯狂了哈哈哈",
    "今天学了一首新歌，旋律一直在脑子里转",
    "有人可以周末帮我对一下第三场的台词吗？",
    "排练厅的暖气又坏了，好冷",
    "今天的走位我有点乱，明天再确认一下",
    "谁的水杯落在排练厅了？粉色的",
    "周日的油漆日我可以来帮忙",
    "导演今天的笔记我记下来了，发群里",
    "晚上回宿舍的公交好少，有人顺路吗？",
    "Interval的蛋糕是谁做的？太好吃了",
    "下周的彩排要穿全套服装吗？",
    "刚买了化妆用品，演出那天可以借大家用",
    "今天终于把第一幕背完了！",
    "有人知道道具茶壶放哪了吗？",
    "今晚下雨好大，大家回家注意安全",
    "谢谢{o}送我回宿舍！",
    "我们中国学生想在聚会带饺子，可以吗？",
    "刚看了Nottingham Post的评论，写得好好！",
    "合唱部分我还是有点跟不上，周末可以加练吗？",
    "明天要交论文，今晚请假一次，sorry",
    "Goose Fair好多人，我迷路了",
    "服装试穿表在公告板上吗？",
)  # fmt: skip
ROLE_FILLER = {
    "director": ("Notes from tonight: projection, projection, projection.",
                 "Blocking for Act 1 scene 3 is changing, sorry all.",
                 "Audition dates for {show} are up, please share."),
    "lighting": ("Focus session Sunday, need two people who don't mind ladders.",
                 "Gelled the whole rig tonight, blue wash is gorgeous.",
                 "Please don't touch the dimmer rack, I beg you."),
    "sound": ("Radio mic batteries are charged, please switch off at the interval.",
              "Sound check at 6, actors please actually come.",
              "Someone keeps unplugging the monitor, who is it."),
    "crew": ("Flats are built, just need painting.", "The revolve squeaks, I'll oil it Tuesday.",
             "Screws, not nails, people. We have to take this set down again."),
    "box office": ("Card machine is charged and the float is counted.",
                   "Tickets for the Saturday matinee are nearly gone.",
                   "Comps list for the press night is with me, tell me by Friday."),
    "parent": ("Can the youth troupe finish by 8:30 on school nights please?",
               "Chaperone rota is up, still need a Friday volunteer.",
               "Ellis hasn't stopped singing the songs at home, send help."),
    "wardrobe": ("Hemming trousers all evening, anyone with long legs owes me.",
                 "Please hang your costumes up, they are not floordrobe.",
                 "Charity shop haul for the wedding scene, very pleased."),
    "actor": ("Off book for Act 1! Act 2 is another story.", "Can we run the kiss scene less, I have a cold.",
              "Just realised my character exits the wrong side in 2.4, whoops."),
    "student": ("今天导演夸我发音进步了，开心", "下周有考试，可能要请假一次",
                "音乐剧排练越来越好玩了，就是有点紧张"),
}  # fmt: skip
NOSTALGIA = {  # outdated values named again with no news
    "home_area": {EN: ("Went back to {v} for a curry last night, still miss that place.",
                       "Drove through {v} today and got weirdly nostalgic for my old road."),
                  ZH: ("今天路过{v}，有点想念以前住的地方",)},
    "employer": {EN: ("Bumped into my old boss from {v} in Sainsbury's, so awkward.",),
                 ZH: ("今天碰到以前{v}的同事了，好巧",)},
    "car": {EN: ("Saw my old {v} for sale on Autotrader, felt a pang.",)},
    "phone": {EN: ("Found my old {v} in a drawer, it still has the first read-through photos on it.",),
              ZH: ("翻出了我以前的{v}，里面还有第一次排练的照片",)},
    "gym": {EN: ("Still getting emails from {v} even though I left, unsubscribe button is a lie.",)},
}  # fmt: skip

# Change situations, dealt round-robin so each is used about equally often.
MODES = ("direct", "use", "third", "pronoun", "late", "plan", "neg", "self", "long", "oops")


@dataclass
class Member:
    name: str
    gender: str
    role: str
    lang: str


@dataclass
class Track:
    """One person's slot: held values with the day each became true and the day it was said."""

    who: Member
    slot: Slot
    held: list[str] = field(default_factory=list)
    actual: list[int] = field(default_factory=list)
    said: list[int] = field(default_factory=list)
    mentioned: set[str] = field(default_factory=set)
    abandoned: set[str] = field(default_factory=set)
    open_plan: str | None = None
    open_day: int = LAST_DAY
    dropped_first: bool = False  # multi slots: the first value given up after the second came


class Builder:
    """Accumulates episodes; all randomness through one seeded generator."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.episodes: list[dict[str, Any]] = []
        self.members: list[Member] = []
        self.seq = 0

    # -- text helpers -----------------------------------------------------------------------

    def pick(self, options: tuple[str, ...] | list[str]) -> str:
        return self.rng.choice(list(options))

    def frag(self, t: Track, key: str, lang: str | None = None, **kw: str) -> str:
        lang = lang or t.who.lang
        return self.pick(t.slot.f[lang][key]).format(**kw)

    @staticmethod
    def cap(s: str) -> str:
        return s[:1].upper() + s[1:] if s and s[0].isascii() else s

    def say(self, day: int, speaker: Member, text: str, minute: int | None = None,
            session: str | None = None) -> int:  # fmt: skip
        day = max(0, min(LAST_DAY, day))
        if minute is None:
            minute = self.rng.randint(0, 300)
        self.seq += 1
        self.episodes.append({
            "day": day, "minute": minute, "speaker": speaker.name, "text": " ".join(text.split()),
            "session": session or f"chat-{day:03d}", "language": speaker.lang, "_seq": self.seq,
        })  # fmt: skip
        return minute

    def convo(self, day: int, lines: list[tuple[Member, str]]) -> None:
        """Consecutive lines of one exchange, in their own session."""
        minute = self.rng.randint(0, 280)
        session = f"chat-{day:03d}-{self.seq + 1}"
        for i, (who, text) in enumerate(lines):
            self.say(day, who, text, minute + i, session)

    def others(self, t: Track, same_lang: bool = True) -> list[Member]:
        out = [
            m for m in self.members if m is not t.who and (not same_lang or m.lang == t.who.lang)
        ]
        return out or [m for m in self.members if m is not t.who]

    def reply(self, day: int, t: Track) -> tuple[Member, str]:
        who = self.pick_member(self.others(t, same_lang=False))
        return who, self.pick(REPLIES[who.lang])

    def pick_member(self, ms: list[Member]) -> Member:
        return ms[self.rng.randrange(len(ms))]

    def show(self, day: int) -> str:
        return [title for start, title in SHOWS if start <= day][-1]


W = {  # wrappers: {new} a change clause, {New} the same capitalised, {pre}/{post} small talk
    "init": {EN: ("{P}, for anyone who asked.", "{pre} For the new folk: {p}.",
                  "Random fact about me: {p}.", "{P}, if that's useful for the contact sheet."),
             ZH: ("{pre}介绍一下，{p}。", "顺便说一下，{p}。", "{p}，有事可以找我")},
    "init_self": {EN: ("For the contact sheet: {S}.", "Updating my details for Ruth: {S}."),
                  ZH: ("更新一下资料：{S}。",)},
    "direct": {EN: ("{New}!", "Bit of news: {new}.", "{pre} {New}, finally.", "Guess what, {new}.",
                    "Life update: {new}. {post}"),
               ZH: ("跟大家说一下，{new}。", "{new}！", "{pre}{new}，开心", "小更新：{new}。{post}")},
    "third": {EN: ("Did you all hear? {S}.", "News from the car park: {S}.", "{S}, just so everyone knows."),
              ZH: ("你们知道吗？{S}。", "听说{S}。")},
    "tail": {EN: (". Apparently.", ", told me at the bus stop.", ".", "! Big news."),
             ZH: ("", "，真的", "，昨天说的")},
    "ask_old": {EN: ("{n}, is it still {old} for you?", "Wait {n}, still {old}?"),
                ZH: ("{n}，你还是{old}吗？", "{n}现在还是{old}吧？")},
    "neg": {EN: ("No, not {old} any more, {new}.", "Nope, {new} a while back, {old} is history.",
                 "Not {old} now! {New} a while ago."),
            ZH: ("不是{old}了，{new}", "早就不是{old}了，{new}")},
    "late": {EN: ("Forgot to mention, {new} {w} ago.", "Oh, I never said: {new} {w} ago! Still settling in.",
                  "Slightly old news, but {new} {w} ago."),
             ZH: ("忘了跟大家说，{w}前{new}。", "对了，{w}前{new}，一直忘了说")},
    "plan": {EN: ("Thinking about trying to {inf}.", "We're hoping to {inf} soon, fingers crossed.",
                  "Might {inf}, watch this space.", "Seriously considering whether to {inf}."),
             ZH: ("我在考虑{inf}", "打算{inf}，还在看", "最近想{inf}")},
    "done": {EN: ("Update: {new}, as threatened!", "Done it, {new}.", "Well, that happened: {new}."),
             ZH: ("之前说的那件事搞定了，{new}！", "终于搞定了，{new}")},
    "drop": {EN: ("Not going to {inf} after all; {pres} and staying put.",
                  "Scrap what I said about {w}, {pres} and that's fine.",
                  "The {w} idea fell through, so {pres} for now."),
             ZH: ("不打算{inf}了，{pres}，挺好的", "{w}的事算了，{pres}，不换了")},
    "idle": {EN: ("Half tempted to {inf} one of these days.",
                  "Every so often I think I should {inf}. Then I have a biscuit and it passes."),
             ZH: ("有点想{inf}，随便想想", "有时候会想要不要{inf}，哈哈算了")},
    "open": {EN: ("Planning to {inf} in the autumn, fingers crossed.",
                  "Next big thing: I'm going to {inf}. Not done yet, but it's happening.",
                  "Sorting out the paperwork to {inf} over the next few weeks."),
             ZH: ("我准备{inf}，下个月开始", "已经在办了，打算{inf}")},
    "self": {EN: ("Announcement from {n}: {S}!", "{S}. {n} has spoken.", "Big news from {n}'s house: {S}."),
             ZH: ("{n}宣布：{S}！", "报告：{S}")},
    "long": {EN: ("{pre} {pre2} Oh and {new}, which has been a whole saga, don't ask. {post} {post2}",
                  "{pre} Work was mad, the bus was late, and I forgot my script. Also {new}. {post}"),
             ZH: ("{pre}今天排练完好累，回家还要写作业。顺便说一下，{new}，折腾了好久。{post}",
                  "{pre}最近好忙，论文、排练、打工……对了，{new}。{post}")},
    "oops": {EN: ("{New}. Wait, sorry, I meant {v}, not {wrong}! Long day.",
                  "{New}. Sorry, I meant {v}, autocorrect strikes again."),
             ZH: ("{new}，啊不对，说错了，是{v}", "{new}……打错了，是{v}不是{wrong}")},
}  # fmt: skip


class WorldBuilder(Builder):
    """Plans each person's slot timelines and writes the episodes that tell them."""

    def wrap(self, kind: str, lang: str, **kw: str) -> str:
        kw.setdefault("pre", self.pick(PRE[lang]))
        kw.setdefault("pre2", self.pick([x for x in PRE[lang] if x != kw["pre"]]))
        kw.setdefault("post", self.pick(POST[lang]))
        kw.setdefault("post2", self.pick([x for x in POST[lang] if x != kw["post"]]))
        if "new" in kw:
            kw.setdefault("New", self.cap(kw["new"]))
        if "S" not in kw and "s" in kw:
            kw["S"] = self.cap(kw["s"])
        if "p" in kw:
            kw.setdefault("P", self.cap(kw["p"]))
        return self.pick(W[kind][lang]).format(**kw)

    def weeks(self, lag: int, lang: str) -> str:
        i = min(4, max(0, (lag - 14) // 7))
        return (WEEKS_ZH if lang == ZH else WEEKS_EN)[i]

    def init_line(self, t: Track, day: int) -> None:
        v, lang = t.held[0], t.who.lang
        if self.rng.random() < 0.2:
            text = self.wrap("init_self", lang, S=self.cap(self.frag(t, "s3", s=t.who.name, v=v)))
        else:
            text = self.wrap("init", lang, p=self.frag(t, "pres", v=v))
        self.say(day, t.who, text)

    def tell_change(self, t: Track, i: int, mode: str, prev_said: int) -> None:
        """Write change i (held[i-1] -> held[i]) in the given situation; set actual/said."""
        rng, who, lang = self.rng, t.who, t.who.lang
        old, v = t.held[i - 1], t.held[i]
        day = t.actual[i]
        new = self.frag(t, "new", v=v)
        spare = [x for x in t.slot.pool[lang] if x not in t.held and x not in t.abandoned
                 and x not in t.mentioned]  # fmt: skip
        if mode == "plan" and day - 30 <= prev_said + 5:
            mode = "direct"
        if mode == "oops" and not spare:
            mode = "direct"
        said = day
        if mode == "direct":
            self.convo(day, [(who, self.wrap("direct", lang, new=new)), self.reply(day, t)])
        elif mode == "use":
            self.say(day, who, self.frag(t, "use", v=v))
        elif mode in ("third", "pronoun"):
            said = day + rng.randint(1, 10)
            rep = self.pick_member(self.others(t))
            if mode == "third":
                s3 = self.frag(t, "s3new", lang=rep.lang, s=who.name, v=v)
                self.convo(said, [(rep, self.wrap("third", rep.lang, S=self.cap(s3)))])
            else:
                asker = self.pick_member(
                    [m for m in self.others(t, same_lang=False) if m is not rep]
                )
                pron = PRON[rep.lang][who.gender]
                s3 = self.frag(t, "s3new", lang=rep.lang, s=pron, v=v)
                ask = self.pick(ASK_ABOUT[asker.lang]).format(n=who.name)
                self.convo(
                    said, [(asker, ask), (rep, self.cap(s3) + self.pick(W["tail"][rep.lang]))]
                )
        elif mode == "late":
            lag = rng.randint(14, 42)
            said = day + lag
            self.say(said, who, self.wrap("late", lang, new=new, w=self.weeks(lag, lang)))
        elif mode == "plan":
            plan_day = day - rng.randint(25, min(60, day - prev_said - 5))
            self.say(plan_day, who, self.wrap("plan", lang, inf=self.frag(t, "inf", v=v)))
            self.convo(day, [(who, self.wrap("done", lang, new=new)), self.reply(day, t)])
        elif mode == "neg":
            said = day + rng.randint(5, 30)
            asker = self.pick_member(self.others(t))
            self.convo(said, [(asker, self.wrap("ask_old", asker.lang, n=who.name, old=old)),
                              (who, self.wrap("neg", lang, old=old, new=new))])  # fmt: skip
        elif mode == "self":
            s3 = self.frag(t, "s3new", s=who.name, v=v)
            self.say(day, who, self.wrap("self", lang, n=who.name, S=self.cap(s3)))
        elif mode == "long":
            self.say(day, who, self.wrap("long", lang, new=new))
        elif mode == "oops":
            wrong = self.pick(spare)
            t.abandoned.add(wrong)
            bad = self.frag(t, "new", v=wrong)
            self.convo(day, [(who, self.wrap("oops", lang, new=bad, v=v, wrong=wrong))])
        t.said[i] = said

    # -- timelines ---------------------------------------------------------------------------

    def single_track(self, t: Track, modes: list[str]) -> None:
        rng, lang = self.rng, t.who.lang
        k = rng.choices((1, 2, 3), (4, 4, 2))[0]
        t.held = rng.sample(list(t.slot.pool[lang]), k + 1)
        init = rng.randint(0, 60)
        t.actual, t.said = [init], [init]
        part = 520 // k
        for i in range(k):
            d = 110 + i * part + rng.randint(0, part - 80)
            t.actual.append(d)
            t.said.append(d)
        self.init_line(t, init)
        for i in range(1, k + 1):
            self.tell_change(t, i, modes.pop(0) if modes else "direct", t.said[i - 1])
        self.extras(t)

    def multi_track(self, t: Track, modes: list[str]) -> None:
        rng, who, lang = self.rng, t.who, t.who.lang
        v0, v1 = rng.sample(list(t.slot.pool[lang]), 2)
        init, d1 = rng.randint(0, 80), rng.randint(150, 450)
        t.held, t.actual, t.said = [v0, v1], [init, d1], [init, d1]
        self.init_line(t, init)
        mode = modes.pop(0) if modes else "direct"
        if mode in ("third", "pronoun", "self"):
            rep = self.pick_member(self.others(t))
            s3 = self.frag(t, "s3new", lang=rep.lang, s=who.name, v=v1)
            t.said[1] = d1 + rng.randint(1, 9)
            self.convo(t.said[1], [(rep, self.wrap("third", rep.lang, S=self.cap(s3))),
                                   (who, self.pick(CONFIRM[lang]))])  # fmt: skip
        else:
            self.convo(d1, [(who, self.frag(t, "add", v=v1, old=v0)), self.reply(d1, t)])
        if rng.random() < 0.35:
            t.dropped_first = True
            d2 = min(LAST_DAY - 20, t.said[1] + rng.randint(80, 200))
            t.actual.append(d2)
            t.said.append(d2)
            self.say(d2, who, self.frag(t, "drop1", v=v1, old=v0))
        self.extras(t)

    def intervals(self, t: Track) -> list[tuple[int, int, str]]:
        """(from said, to next actual change, value) for each held value, in order."""
        out = []
        if t.slot.multi:
            ends = t.actual[1:] + [t.open_day]
            return [(t.said[0], ends[0], t.held[0])]
        for i, v in enumerate(t.held):
            end = t.actual[i + 1] if i + 1 < len(t.held) else t.open_day
            out.append((t.said[i], end, v))
        return out

    def spare(self, t: Track) -> list[str]:
        used = set(t.held) | t.abandoned | t.mentioned | {t.open_plan}
        return [x for x in t.slot.pool[t.who.lang] if x not in used]

    def extras(self, t: Track) -> None:
        """Plans kept open or dropped, idle thoughts, scoped exceptions, uses, nostalgia."""
        rng, who, lang, f = self.rng, t.who, t.who.lang, t.slot.f[t.who.lang]
        last = max(t.said)
        if t.slot.plans and "inf" in f and last < 630 and rng.random() < 0.25 and self.spare(t):
            t.open_plan = self.pick(self.spare(t))
            t.open_day = rng.randint(max(last + 20, 650), 715)
            self.say(
                t.open_day, who, self.wrap("open", lang, inf=self.frag(t, "inf", v=t.open_plan))
            )
        if t.slot.plans and "inf" in f and not t.slot.multi and rng.random() < 0.35:
            gaps = [g for g in self.intervals(t) if g[1] - g[0] >= 90]
            if gaps and self.spare(t):
                a, b, cur = self.pick(gaps)
                w = self.pick(self.spare(t))
                t.abandoned.add(w)
                p = rng.randint(a + 5, b - 70)
                q = p + rng.randint(20, 45)
                self.say(p, who, self.wrap("plan", lang, inf=self.frag(t, "inf", v=w)))
                self.say(q, who, self.wrap("drop", lang, inf=self.frag(t, "inf", v=w), w=w,
                                           pres=self.frag(t, "pres", v=cur)))  # fmt: skip
        if "inf" in f and rng.random() < 0.2 and self.spare(t):
            w = self.pick(self.spare(t))
            t.abandoned.add(w)
            self.say(
                rng.randint(20, 700), who, self.wrap("idle", lang, inf=self.frag(t, "inf", v=w))
            )
        if "scoped" in f and rng.random() < 0.6 and self.spare(t) and last < t.open_day - 25:
            x = self.pick(self.spare(t))
            t.mentioned.add(x)
            day = rng.randint(last + 5, t.open_day - 10)
            self.say(day, who, self.pick(f["scoped"]).format(v=t.held[-1], x=x))
        for a, b, v in self.intervals(t):
            if b - a > 12 and rng.random() < 0.55:
                self.say(rng.randint(a + 3, b - 3), who, self.frag(t, "use", v=v))
        if t.slot.multi and not t.dropped_first and rng.random() < 0.5:
            v = self.pick(t.held)
            self.say(rng.randint(max(t.said) + 3, LAST_DAY), who, self.frag(t, "use", v=v))
        nost = NOSTALGIA.get(t.slot.key, {}).get(lang)
        if nost and not t.slot.multi and len(t.held) > 1 and rng.random() < 0.6:
            lo = t.said[-1] + 5
            if lo < LAST_DAY:
                self.say(rng.randint(lo, LAST_DAY), who, self.pick(nost).format(v=t.held[-2]))

    def distractors(self, tracks: list[Track]) -> None:
        """Lines naming a slot's kind of value that is nobody's state."""
        by_key: dict[tuple[str, str], Track] = {(t.who.name, t.slot.key): t for t in tracks}
        for t in tracks:
            for _ in range(self.rng.randint(1, 2)):
                speaker = t.who
                if self.rng.random() < 0.35:
                    speaker = self.pick_member(self.others(t))
                lang = speaker.lang if speaker.lang in t.slot.f else t.who.lang
                if lang != speaker.lang:
                    speaker = t.who
                own = by_key.get((speaker.name, t.slot.key))
                pool = [x for x in t.slot.pool[lang] if x not in t.held and x not in t.abandoned
                        and x != t.open_plan
                        and (own is None or (x not in own.held and x not in own.abandoned
                                             and x != own.open_plan))]  # fmt: skip
                if not pool:
                    continue
                v = self.pick(pool)
                if own is not None:
                    own.mentioned.add(v)
                self.say(self.rng.randint(0, LAST_DAY), speaker,
                         self.pick(t.slot.f[lang]["dist"]).format(v=v))  # fmt: skip

    def filler(self, target: int) -> None:
        """Everyday chat with no personal news, until the episode count reaches target."""
        rng = self.rng
        used: dict[tuple[str, str], int] = {}
        while len(self.episodes) < target:
            who = self.pick_member(self.members)
            day = rng.randint(0, LAST_DAY)
            other = self.pick_member([m for m in self.members if m is not who]).name
            if rng.random() < 0.3:
                text = self.pick(ROLE_FILLER[who.role])
            else:
                text = self.pick(FILLER_ZH if who.lang == ZH else FILLER_EN)
            if used.get((who.name, text), 0) >= 2:  # nobody says the same thing three times
                continue
            used[(who.name, text)] = used.get((who.name, text), 0) + 1
            text = text.format(show=self.show(day), o=other)
            if rng.random() < 0.25:  # a short exchange rather than a single line
                rep = self.pick_member([m for m in self.members if m is not who])
                self.convo(day, [(who, text), (rep, self.pick(REPLIES[rep.lang]))])
            else:
                self.say(day, who, text)


def _question(t: Track, kind: str) -> str:
    q = t.slot.q.get(t.who.lang) or t.slot.q[EN]
    text = q.get(kind) or q["current"]
    return text.format(n=t.who.name)


def _probes(t: Track, rng: random.Random) -> list[dict[str, Any]]:
    values = sorted(set(t.held) | t.abandoned | t.mentioned | ({t.open_plan} - {None}))
    base = {"subject": t.who.name, "slot": t.slot.key, "values": values,
            "abandoned": sorted(t.abandoned)}  # fmt: skip
    out: list[dict[str, Any]] = []

    def add(kind: str, gold: list[str], outdated: list[str] = (), **kw: Any) -> None:  # type: ignore[assignment]
        out.append({**base, "kind": kind, "question": _question(t, kind), "gold": gold,
                    "outdated": list(outdated), **kw})  # fmt: skip

    if t.slot.multi:
        v0, v1 = t.held
        if t.dropped_first:
            add("current", [v1], [v0])
            if t.said[1] - t.said[0] > 20 and rng.random() < 0.5:
                add("as_of", [v0], as_of_day=(t.said[0] + t.actual[1]) // 2)
        else:
            add("coexisting", [v0, v1])
    else:
        add("current", [t.held[-1]], t.held[:-1])
        if len(t.held) > 1 and rng.random() < 0.8:
            add("historical", [t.held[-2]])
            spans = [(a, b, v) for i, (a, b, v) in enumerate(_spans(t)) if i < len(t.held) - 1
                     and b - a >= 10]  # fmt: skip
            if spans and rng.random() < 0.35:
                a, b, v = rng.choice(spans)
                add("as_of", [v], as_of_day=(a + b) // 2)
    if t.open_plan:
        add("planning", [t.open_plan])
    return out


def _spans(t: Track) -> list[tuple[int, int, str]]:
    out = []
    for i, v in enumerate(t.held):
        end = t.actual[i + 1] if i + 1 < len(t.actual) else t.open_day
        out.append((t.said[i], end, v))
    return out


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: start time, time-ordered episodes and probes (module doc)."""
    b = WorldBuilder(seed)
    rng = b.rng
    en = [Member(*p) for p in PEOPLE if p[3] == EN]
    zh = [Member(*p) for p in PEOPLE if p[3] == ZH]
    b.members = rng.sample(en, 9) + rng.sample(zh, 3)
    rng.shuffle(b.members)
    modes: list[str] = []
    for _ in range(20):
        cycle = list(MODES)
        rng.shuffle(cycle)
        modes += cycle
    tracks: list[Track] = []
    for m in b.members:
        avail = [s for s in SLOTS if m.lang in s.f and ("*" in s.roles or m.role in s.roles)]
        special = [s for s in avail if "*" not in s.roles]
        general = [s for s in avail if "*" in s.roles]
        n = rng.choice((4, 4, 5, 5, 6))
        chosen = special + rng.sample(general, n - len(special))
        for s in chosen:
            t = Track(m, s)
            (b.multi_track if s.multi else b.single_track)(t, modes)
            tracks.append(t)
    b.distractors(tracks)
    b.filler(rng.randint(600, 720))
    b.episodes.sort(key=lambda e: (e["day"], e["minute"], e["_seq"]))
    for e in b.episodes:
        del e["_seq"]
    probes = [p for t in tracks for p in _probes(t, rng)]
    return {"start": START, "episodes": b.episodes, "probes": probes}


KINDS = {"current", "historical", "as_of", "coexisting", "planning"}


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is sound)."""
    errs = []
    eps = world["episodes"]
    texts = [e["text"] for e in eps]
    alltext = "\n".join(texts)
    names = {e["speaker"] for e in eps}
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH) or not e["text"]:
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    if [(e["day"], e["minute"]) for e in eps] != sorted((e["day"], e["minute"]) for e in eps):
        errs.append("episodes not in time order")
    for p in world["probes"]:
        if p["kind"] not in KINDS or p["subject"] not in names or not p["gold"]:
            errs.append(f"bad probe {p}")
        for g in p["gold"]:
            if g not in alltext:
                errs.append(f"gold {g!r} never said ({p['question']})")
        vals = set(p["values"])
        if not (set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"])) <= vals:
            errs.append(f"values incomplete: {p}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned: {p}")
        if p["kind"] == "as_of" and p.get("as_of_day") is None:
            errs.append(f"as_of without day: {p}")
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
        eps, probes = w["episodes"], w["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in sorted(KINDS)}
        zh = sum(e["language"] == ZH for e in eps)
        people = len({e["speaker"] for e in eps})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes {kinds}, "
              f"{people} people, problems: {len(errs)}")  # fmt: skip
        for err in errs[:10]:
            print("  ", err)
        ok = ok and not errs and 500 <= len(eps) <= 800 and 100 <= len(probes) <= 140
    print("OK" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
