"""Blind text world ``blind_ba``: a Dundee pub quiz league's group chat over two years.

``generate(seed)`` picks ten to fourteen people (the quizmaster, the landlady of the pub that
hosts, players from several teams: workmates, friends, two university students, retired
teachers, and a few Chinese-speaking players) and gives each of them four to seven state
slots (neighbourhood, employer, phone network, car, usual drink, gym, clubs, instruments,
pets, energy supplier, streaming, dentist, bank, language being learnt).  Values change one
to three times and the changes are told in many ways: straight out, only by use, by someone
else, late ("forgot to mention"), as plans that happen or get dropped, with corrections,
negations and scoped exceptions.  Most lines are quiz-night small talk, and many of them
name values of the same kinds without them being anyone's state.

Written blind from a brief of situations.  Standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any

START = "2023-08-28T09:00:00+00:00"
LAST_DAY = 729
EN, ZH = "en", "zh"

# (name, language, pronoun ("she"/"he"), role line used in filler)
ROSTER_EN = (
    ("Hamish", "he", "quizmaster"),
    ("Morag", "she", "landlady"),
    ("Fiona", "she", "nurse"),
    ("Euan", "he", "student"),
    ("Isla", "she", "student"),
    ("Douglas", "he", "retired teacher"),
    ("Maureen", "she", "retired teacher"),
    ("Callum", "he", "workmate"),
    ("Kirsty", "she", "workmate"),
    ("Graeme", "he", "friend"),
    ("Shona", "she", "friend"),
    ("Ross", "he", "workmate"),
    ("Ailsa", "she", "friend"),
    ("Stuart", "he", "friend"),
    ("Lorna", "she", "retired teacher"),
    ("Jamie", "he", "student"),
)
ROSTER_ZH = (
    ("Wei", "he", "player"),
    ("Lin", "she", "player"),
    ("Xiaoyu", "she", "student"),
    ("Hao", "he", "player"),
    ("Mei", "she", "player"),
    ("Jun", "he", "student"),
)
TEAMS = ("The Quizteama Aguileras", "Tay Bridge Disasters", "Les Quizerables", "Pub Team Alpha",
         "The Jute Boxes", "Agatha Quiztie", "Marmalade Sandwiches", "Sweaty Ferries")  # fmt: skip
PUB = "the Anchor Bar"

# ---------------------------------------------------------------------------------------------
# Slots.  Fragment kinds, English:  now (I have/am {v}), chg (change to {v}, may name {old}),
# use (only a consequence or use names {v}), third ({n} = a name or pronoun), inf (plans),
# we (household/team), scope (an exception {x} beside the main value), dist (a line naming {x}
# that is nobody's state).  Multi-valued slots use add ({v} beside {old}) and rem ({old} gone).
# Chinese fragments use the same keys.
# ---------------------------------------------------------------------------------------------

PLACES = ("Broughty Ferry", "Lochee", "Stobswell", "West End", "Menzieshill", "Fintry",
          "Newport-on-Tay", "Tayport", "Monifieth", "Invergowrie", "Barnhill", "Hilltown",
          "Carnoustie", "Law Road")  # fmt: skip

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["home"] = dict(
    multi=False,
    plans=True,
    pool={EN: PLACES, ZH: PLACES},
    q={
        "current": "Which part of Dundee (or round about) does {n} live in now?",
        "historical": "Where did {n} live before the current place?",
        "as_of": "Where was {n} living?",
        "planning": "Where is {n} thinking of moving to?",
    },
    zq={
        "current": "{n}现在住在邓迪哪一带？",
        "historical": "{n}以前住在哪里？",
        "as_of": "{n}那时候住在哪里？",
        "planning": "{n}打算搬到哪里？",
    },
    en=dict(
        now=(
            "I live out in {v}",
            "home's {v} for me",
            "I've got a wee flat in {v}",
            "I'm in {v}, ten minutes from the pub on a good day",
        ),
        chg=(
            "I've moved to {v}",
            "we got the keys in {v} on Friday and I'm officially moved",
            "I finally left {old} and I'm in {v} now",
            "I'm living in {v} as of this week",
        ),
        use=(
            "the walk home from the pub to {v} is brutal in this wind",
            "my new neighbours in {v} have a trampoline and three dogs, pray for me",
            "the number 5 bus out to {v} was late again so save me a seat",
        ),
        third=("{n}'s moved to {v}", "{n} is living in {v} now", "{n} bought a place in {v}"),
        inf=("move out to {v}", "look at flats in {v}", "buy something in {v}"),
        we=("we've moved the whole circus to {v}", "we're in {v} now, boxes everywhere"),
        dist=(
            "there's a flat going in {x} if anyone's looking",
            "my cousin says {x} has the best chippy in Tayside",
            "saw on the Courier that they're digging up the main road in {x} again",
            "would you ever live in {x}? asking for a friend",
        ),
    ),
    zh=dict(
        now=("我住在{v}", "我家在{v}", "我现在租的房子在{v}"),
        chg=("我搬到{v}了", "我已经从{old}搬到{v}了", "新家在{v}，上周末搬好了"),
        use=(
            "从酒吧走回{v}太冷了",
            "{v}这边的邻居人很好，还送了我一盒shortbread",
            "去{v}的公交又晚点了",
        ),
        third=("{n}搬到{v}了", "{n}现在住在{v}"),
        inf=("搬去{v}", "在{v}买房子"),
        dist=("{x}有房子出租，谁要？", "听说{x}那边新开了一家中餐馆", "{x}的房价涨得好厉害"),
    ),
)

EMPLOYERS = ("Tayside Bearings", "Abertay University", "Kestrel Games", "McGill Print",
             "Dundee Rep", "Riverside Logistics", "Law Hill Insurance", "Ninewells Hospital",
             "Verdant Works", "Pixelmoor Studios", "Claypotts Engineering", "Tesco Extra")  # fmt: skip

SLOTS["employer"] = dict(
    multi=False,
    plans=True,
    pool={EN: EMPLOYERS, ZH: EMPLOYERS},
    q={
        "current": "Where does {n} work now?",
        "historical": "Where did {n} work before?",
        "as_of": "Where was {n} working?",
        "planning": "Which job is {n} thinking of taking?",
    },
    zq={
        "current": "{n}现在在哪里工作？",
        "historical": "{n}以前在哪里上班？",
        "as_of": "{n}那时候在哪里工作？",
        "planning": "{n}在考虑去哪里工作？",
    },
    en=dict(
        now=("I work at {v}", "I'm at {v} these days", "I'm on the payroll at {v}"),
        chg=(
            "I've started a new job at {v}",
            "I handed my notice in at {old} and I start at {v} on Monday",
            "I've jumped ship to {v}",
            "I took the job at {v}",
        ),
        use=(
            "first week at {v} done and my brain is mush",
            "the canteen at {v} does a decent macaroni pie, who knew",
            "can't make Thursday, {v} have me on a late shift",
        ),
        third=("{n}'s got a job at {v}", "{n} is working at {v} now", "{n} started at {v}"),
        inf=("apply to {v}", "take the job at {v}", "go for the opening at {v}"),
        dist=(
            "{x} are hiring, if anyone's desperate",
            "there was a fire alarm at {x}, saw it from the bus",
            "{x} made the Courier front page again",
            "my brother-in-law hated working at {x}",
        ),
    ),
    zh=dict(
        now=("我在{v}上班", "我现在在{v}工作"),
        chg=(
            "我换工作了，现在在{v}",
            "我已经从{old}辞职了，下周一去{v}上班",
            "我拿到了{v}的offer，已经入职了",
        ),
        use=("在{v}的第一个星期好累", "{v}的食堂还不错", "{v}让我周四加班，来不了了"),
        third=("{n}去{v}上班了", "{n}现在在{v}工作"),
        inf=("去{v}工作", "申请{v}的职位"),
        dist=("{x}在招人", "{x}上新闻了", "我朋友说{x}工资很低"),
    ),
)

CARRIERS = ("Vodafone", "EE", "Lebara", "giffgaff", "Tesco Mobile", "Smarty", "Kitefone",
            "Voxi", "O2", "Tayphone")  # fmt: skip

SLOTS["phone"] = dict(
    multi=False,
    plans=False,
    pool={EN: CARRIERS, ZH: CARRIERS},
    q={
        "current": "Which mobile network is {n} on now?",
        "historical": "Which mobile network was {n} on before?",
        "as_of": "Which mobile network was {n} on?",
    },
    zq={
        "current": "{n}现在用哪家手机运营商？",
        "historical": "{n}以前用哪家运营商？",
        "as_of": "{n}那时候用哪家运营商？",
    },
    en=dict(
        now=("I'm on {v}", "my phone's with {v}", "I've been with {v} for years"),
        chg=(
            "I've switched my phone to {v}",
            "I ported my number over from {old} to {v}",
            "I finally ditched {old}, I'm on {v} now",
        ),
        use=(
            "{v} sent me a text saying I've used 80% of my data already, it's the 4th",
            "no signal in the back room again, cheers {v}",
            "my {v} bill came in and it's half what I used to pay",
        ),
        third=("{n}'s gone over to {v}", "{n} is on {v} now"),
        we=("we've moved both our phones to {v}",),
        scope=(
            "work gives me a {x} phone for on-call though",
            "the work mobile is on {x} but that's not mine",
        ),
        dist=(
            "{x} are doing 100GB for a tenner, saw the advert on the bus shelter",
            "{x} had an outage across the whole of Tayside last night apparently",
            "who's actually on {x}? is it any good?",
            "never go with {x}, my sister was on hold for two hours",
        ),
    ),
    zh=dict(
        now=("我用的是{v}", "我的手机卡是{v}的"),
        chg=("我把手机卡换成{v}了", "我从{old}转到{v}了"),
        use=("{v}的信号在酒吧里面又没了", "这个月{v}的账单好便宜"),
        third=("{n}换成{v}了", "{n}现在用{v}"),
        scope=("不过工作手机是{x}的",),
        dist=("{x}在搞活动，很便宜", "听说{x}昨晚整个邓迪都没信号"),
    ),
)

CARS = ("Ford Fiesta", "Skoda Octavia", "Nissan Leaf", "Vauxhall Corsa", "Kia Niro",
        "Toyota Yaris", "MG4", "Dacia Sandero", "Volvo V70", "Honda Jazz")  # fmt: skip

SLOTS["car"] = dict(
    multi=False,
    plans=True,
    pool={EN: CARS, ZH: CARS},
    q={
        "current": "What car does {n} drive now?",
        "historical": "What car did {n} drive before?",
        "as_of": "What car was {n} driving?",
        "planning": "Which car is {n} thinking of getting?",
    },
    zq={
        "current": "{n}现在开什么车？",
        "historical": "{n}以前开什么车？",
        "as_of": "{n}那时候开什么车？",
        "planning": "{n}打算买什么车？",
    },
    en=dict(
        now=("I drive a {v}", "I've got an old {v}", "the {v} is my chariot"),
        chg=(
            "I've traded the {old} in for a {v}",
            "I bought a {v}",
            "I picked up my new {v} from the garage yesterday",
        ),
        use=(
            "the {v} needs its MOT already, how",
            "managed to parallel park the {v} outside the pub first go, witnesses welcome",
            "I can give two folk a lift in the {v}",
        ),
        third=("{n}'s got a {v} now", "{n} is driving a {v}", "{n} bought a {v}"),
        inf=("get a {v}", "trade up to a {v}", "buy a second-hand {v}"),
        we=("we've swapped the family car for a {v}",),
        dist=(
            "there was a {x} parked across two spaces at the Morrisons, the cheek",
            "Top Gear said the {x} is the most boring car ever made",
            "my dad swears by his {x}",
            "would a {x} fit a double bass, hypothetically?",
        ),
    ),
    zh=dict(
        now=("我开的是{v}", "我有一辆{v}"),
        chg=("我把{old}卖了，换了一辆{v}", "我买了一辆{v}"),
        use=("{v}又要做MOT了", "我开{v}可以顺路带两个人"),
        third=("{n}买了一辆{v}", "{n}现在开{v}"),
        inf=("买一辆{v}", "换一辆{v}"),
        dist=("停车场有辆{x}占了两个车位", "我爸很喜欢他的{x}"),
    ),
)

DRINKS = ("Tennent's", "Guinness", "Belhaven Best", "Tay Gold", "Irn-Bru", "gin and tonic",
          "soda and lime", "Law Hill IPA", "Dark Isle Stout", "rosé", "Coke Zero")  # fmt: skip

SLOTS["drink"] = dict(
    multi=False,
    plans=False,
    pool={EN: DRINKS, ZH: DRINKS},
    q={
        "current": "What does {n} usually drink at the quiz now?",
        "historical": "What did {n} usually drink at the quiz before?",
        "as_of": "What was {n}'s usual drink at the quiz?",
    },
    zq={
        "current": "{n}现在在quiz上一般喝什么？",
        "historical": "{n}以前一般喝什么？",
        "as_of": "{n}那时候一般喝什么？",
    },
    en=dict(
        now=("my usual is a {v}", "it's {v} for me, always", "I'm a {v} person"),
        chg=("I've gone off {old}, it's {v} for me now", "I've switched to {v}", "new usual: {v}"),
        use=(
            "Morag had my {v} poured before I got my coat off, that's service",
            "spilled a full {v} on the answer sheet, sorry team",
            "whoever keeps buying me {v} during the music round, I love you",
        ),
        third=("{n}'s on the {v} these days", "{n} drinks {v} now"),
        scope=("except when I'm driving, then it's {x}", "unless it's a school night, then {x}"),
        dist=(
            "they've put {x} on offer at the bar, two for a fiver",
            "the answer to question 12 was {x}, by the way",
            "who actually orders {x}?",
            "advert for {x} in the toilets is terrifying",
        ),
    ),
    zh=dict(
        now=("我一般喝{v}", "我每次都点{v}"),
        chg=("我不喝{old}了，现在喝{v}", "我改喝{v}了"),
        use=("Morag已经帮我倒好{v}了", "我把{v}洒在答题纸上了，对不起"),
        third=("{n}现在喝{v}", "{n}改喝{v}了"),
        scope=("不过开车的时候喝{x}",),
        dist=("吧台{x}打折", "第12题的答案是{x}"),
    ),
)

GYMS = ("PureGym", "Olympia", "Tay Fitness", "Ironworks Gym", "Lochee Barbell Club",
        "DW Fitness", "The Gym Group", "Riverside Crossfit")  # fmt: skip

SLOTS["gym"] = dict(
    multi=False,
    plans=True,
    pool={EN: GYMS, ZH: GYMS},
    q={
        "current": "Which gym does {n} go to now?",
        "historical": "Which gym did {n} use before?",
        "as_of": "Which gym was {n} going to?",
        "planning": "Which gym is {n} thinking of joining?",
    },
    zq={
        "current": "{n}现在去哪个健身房？",
        "historical": "{n}以前去哪个健身房？",
        "as_of": "{n}那时候去哪个健身房？",
        "planning": "{n}打算去哪个健身房？",
    },
    en=dict(
        now=("I go to {v}", "I'm a member at {v}", "I do my sweating at {v}"),
        chg=(
            "I cancelled {old} and joined {v}",
            "I've signed up at {v}",
            "I've moved gyms, it's {v} now",
        ),
        use=(
            "legs are dead after the spin class at {v}",
            "someone nicked my padlock at {v}",
            "the showers at {v} are freezing, just so you know",
        ),
        third=("{n}'s joined {v}", "{n} goes to {v} now"),
        inf=("join {v}", "sign up at {v}", "try the January offer at {v}"),
        dist=(
            "{x} are doing a free week in January",
            "there's a {x} opening at the Kingsway",
            "my boss goes to {x}, so that's a no from me",
        ),
    ),
    zh=dict(
        now=("我去{v}健身", "我是{v}的会员"),
        chg=("我退了{old}，办了{v}的卡", "我换健身房了，现在去{v}"),
        use=("在{v}上完动感单车腿都软了", "{v}的淋浴太冷了"),
        third=("{n}办了{v}的卡", "{n}现在去{v}"),
        inf=("办{v}的卡", "去{v}健身"),
        dist=("{x}一月免费试一周", "Kingsway那边新开了一家{x}"),
    ),
)

CLUBS = ("Dundee Chess Club", "Tayside Ramblers", "Broughty Ferry Rowing Club",
         "Dundee Film Society", "Stobsmuir Curling Club", "Tay Swifts", "Clepington Allotments",
         "Dundee Camera Club", "Law Hill Bowling Club", "Tayside Choir")  # fmt: skip

SLOTS["club"] = dict(
    multi=True,
    plans=True,
    pool={EN: CLUBS, ZH: CLUBS},
    q={
        "coexisting": "Which clubs does {n} belong to now?",
        "current": "Which clubs is {n} a member of now?",
        "historical": "Which club did {n} give up?",
        "planning": "Which club is {n} thinking of joining?",
    },
    zq={
        "coexisting": "{n}现在参加了哪些俱乐部？",
        "current": "{n}现在是哪些俱乐部的成员？",
        "historical": "{n}退出了哪个俱乐部？",
        "planning": "{n}打算加入哪个俱乐部？",
    },
    en=dict(
        now=("I'm in {v}", "I've been a member of {v} for ages", "Tuesdays are {v} for me"),
        add=(
            "I've joined {v} as well, on top of {old}",
            "I've signed up to {v} too, so that's two clubs now",
            "{v} said yes to me, still doing {old} as well",
        ),
        rem=(
            "I've packed in {old}, couldn't keep up",
            "I let my {old} membership lapse",
            "no more {old} for me, the committee drama was too much",
        ),
        use=(
            "{v} had their AGM tonight, two hours of my life",
            "I got the newsletter from {v} and I'm in the photo, mortifying",
        ),
        third=("{n}'s joined {v}", "{n} is in {v} now"),
        inf=("join {v}", "go along to {v}"),
        dist=(
            "{x} are looking for new members, poster in the window",
            "{x} won some trophy, it was on Radio Tay",
            "imagine being in {x}, couldn't be me",
        ),
    ),
    zh=dict(
        now=("我参加了{v}", "我是{v}的成员"),
        add=("我又加入了{v}，{old}也还在去", "除了{old}，我现在还参加{v}"),
        rem=("我退出{old}了", "{old}我不去了，太忙"),
        use=("{v}今晚开年会，开了两个小时",),
        third=("{n}加入了{v}", "{n}现在在{v}"),
        inf=("加入{v}", "去{v}看看"),
        dist=("{x}在招新成员", "{x}上了Radio Tay"),
    ),
)

SLOTS["instrument"] = dict(
    multi=True,
    plans=True,
    pool={
        EN: (
            "fiddle",
            "bagpipes",
            "ukulele",
            "guitar",
            "piano",
            "accordion",
            "bodhran",
            "cello",
            "trumpet",
        ),
        ZH: ("二胡", "古筝", "钢琴", "尤克里里", "吉他", "笛子", "小提琴"),
    },
    q={
        "coexisting": "Which instruments does {n} play now?",
        "current": "Which instruments does {n} play now?",
        "historical": "Which instrument did {n} stop playing?",
        "planning": "Which instrument is {n} thinking of learning?",
    },
    zq={
        "coexisting": "{n}现在会演奏哪些乐器？",
        "current": "{n}现在演奏哪些乐器？",
        "historical": "{n}不再演奏哪种乐器了？",
        "planning": "{n}打算学什么乐器？",
    },
    en=dict(
        now=("I play the {v}", "I've played the {v} since school", "I do a bit of {v}"),
        add=(
            "I've taken up the {v} as well as the {old}",
            "started {v} lessons, still keeping the {old} going",
            "I'm learning the {v} now too",
        ),
        rem=("I've sold the {old}, haven't touched it in a year", "I've given up the {old}"),
        use=(
            "my fingers are in bits after {v} practice",
            "the neighbours banged on the wall during my {v} practice again",
        ),
        third=("{n} has taken up the {v}", "{n} plays the {v} now"),
        inf=("learn the {v}", "take up the {v}"),
        dist=(
            "there's a {x} busker outside the Overgate who's class",
            "music round answer was {x}, obviously",
            "a {x} on Gumtree for fifty quid, anyone?",
        ),
    ),
    zh=dict(
        now=("我会拉{v}", "我从小学{v}", "我平时弹{v}"),
        add=("我开始学{v}了，{old}也还在练", "除了{old}，我现在也学{v}"),
        rem=("我把{old}卖了，一年没碰", "{old}我不练了"),
        use=("练{v}练得手指好疼", "邻居又敲墙了，因为我练{v}"),
        third=("{n}开始学{v}了", "{n}现在会{v}"),
        inf=("学{v}", "报一个{v}班"),
        dist=("Overgate门口有个{x}街头艺人很厉害", "Gumtree上有{x}卖五十镑"),
    ),
)

SLOTS["pet"] = dict(
    multi=True,
    plans=True,
    pool={
        EN: (
            "collie",
            "greyhound",
            "tabby cat",
            "rabbit",
            "budgie",
            "spaniel",
            "tortoise",
            "border terrier",
            "corgi",
        ),
        ZH: ("柯基", "橘猫", "兔子", "金毛", "仓鼠", "鹦鹉", "布偶猫"),
    },
    q={
        "coexisting": "What pets does {n} have now?",
        "current": "What pets does {n} have now?",
        "historical": "Which pet did {n} have before?",
        "planning": "What pet is {n} thinking of getting?",
    },
    zq={
        "coexisting": "{n}现在养了哪些宠物？",
        "current": "{n}现在养什么宠物？",
        "historical": "{n}以前养过什么宠物？",
        "planning": "{n}打算养什么宠物？",
    },
    en=dict(
        now=("I've got a {v}", "my {v} runs the house", "it's me and the {v}"),
        add=(
            "we've got a {v} now as well, the {old} is not impressed",
            "adopted a {v}, so the {old} has a pal",
            "I brought a {v} home to keep the {old} company",
        ),
        rem=(
            "we lost the {old} last week, sixteen years old",
            "the {old} went to live with my mum, she dotes on it",
        ),
        use=(
            "the {v} ate my quiz notes, genuinely",
            "can't stay late, the {v} needs out",
            "vet bill for the {v} came to ninety quid",
        ),
        third=("{n} has got a {v}", "{n} got a {v}"),
        inf=("get a {v}", "adopt a {v}"),
        we=("we've adopted a {v}",),
        dist=(
            "there's a {x} at the rescue centre that needs a home",
            "a {x} walked into the pub last week, true story",
            "the picture round was all {x} breeds, cruel",
        ),
    ),
    zh=dict(
        now=("我养了一只{v}", "我家有只{v}"),
        add=("我们又养了一只{v}，{old}不太高兴", "新领养了一只{v}，跟{old}做伴"),
        rem=("{old}上周走了", "{old}送去我妈家了"),
        use=("{v}把我的quiz笔记吃了", "我得早点回去遛{v}"),
        third=("{n}养了一只{v}", "{n}家里多了一只{v}"),
        inf=("养一只{v}", "领养一只{v}"),
        dist=("救助中心有只{x}找主人", "图片题全是{x}，太难了"),
    ),
)

ENERGY = ("Octopus Energy", "Scottish Power", "OVO", "E.ON", "British Gas", "Glenlight Energy",
          "Tayside Power Co-op", "EDF")  # fmt: skip

SLOTS["energy"] = dict(
    multi=False,
    plans=True,
    pool={EN: ENERGY, ZH: ENERGY},
    q={
        "current": "Who is {n}'s energy supplier now?",
        "historical": "Who was {n}'s energy supplier before?",
        "as_of": "Who was {n}'s energy supplier?",
        "planning": "Which energy supplier is {n} thinking of switching to?",
    },
    zq={
        "current": "{n}现在用哪家能源公司？",
        "historical": "{n}以前用哪家能源公司？",
        "as_of": "{n}那时候用哪家能源公司？",
        "planning": "{n}打算换到哪家能源公司？",
    },
    en=dict(
        now=("my gas and electric is with {v}", "I'm with {v} for energy", "we're on {v}"),
        chg=(
            "I've switched energy to {v}",
            "I moved from {old} to {v} for the electric",
            "I've gone over to {v}, {old} can whistle",
        ),
        use=(
            "{v} sent a smart meter guy round and he trod mud everywhere",
            "my direct debit to {v} has gone up again, absolute robbery",
        ),
        third=("{n}'s switched to {v}", "{n} is with {v} now"),
        inf=("switch to {v}", "move the energy over to {v}"),
        we=("we've moved the house over to {v}",),
        dist=(
            "{x} are in the news for overcharging again",
            "my pal works in the {x} call centre, says it's carnage",
            "should I switch to {x}? genuine question",
        ),
    ),
    zh=dict(
        now=("我家的电和燃气是{v}的", "我用的是{v}"),
        chg=("我把电费换到{v}了", "我从{old}换到{v}了"),
        use=("{v}的账单又涨了", "{v}派人来装了smart meter"),
        third=("{n}换到{v}了", "{n}现在用{v}"),
        inf=("换到{v}", "转去{v}"),
        dist=("{x}又上新闻了，多收费", "要不要换{x}？"),
    ),
)

STREAMING = ("Netflix", "Disney+", "BritBox", "Paramount+", "Prime Video", "Tartanflix", "MUBI",
             "Apple TV+")  # fmt: skip

SLOTS["streaming"] = dict(
    multi=False,
    plans=False,
    pool={EN: STREAMING, ZH: STREAMING},
    q={
        "current": "Which streaming service does {n} pay for now?",
        "historical": "Which streaming service did {n} have before?",
        "as_of": "Which streaming service was {n} paying for?",
    },
    zq={
        "current": "{n}现在订的是哪个流媒体？",
        "historical": "{n}以前订的是哪个流媒体？",
        "as_of": "{n}那时候订的是哪个流媒体？",
    },
    en=dict(
        now=("the only subscription I pay for is {v}", "I've got {v}", "it's {v} in our house"),
        chg=(
            "I cancelled {old} and got {v} instead",
            "I've swapped to {v}",
            "I dropped {old}, it's {v} now",
        ),
        use=(
            "binged the whole new series on {v} last night, no regrets",
            "{v} keeps asking me if I'm still watching, rude",
        ),
        third=("{n}'s got {v} now", "{n} switched to {v}"),
        we=("we've gone over to {v} in our house",),
        dist=(
            "is that new detective thing on {x} worth it?",
            "{x} put their prices up again",
            "the TV round was all {x} shows, we got none",
        ),
    ),
    zh=dict(
        now=("我订的是{v}", "我只付{v}的钱"),
        chg=("我把{old}退了，订了{v}", "我换成{v}了"),
        use=("昨晚在{v}上一口气看完了一整季",),
        third=("{n}订了{v}", "{n}换成{v}了"),
        dist=("{x}又涨价了", "{x}那部新剧好看吗？"),
    ),
)

DENTISTS = ("Perth Road Dental", "Ferry Smiles", "Tay Dental Care", "Lochee Dental Practice",
            "Whitehall Dental", "Hilltown Dental Studio")  # fmt: skip

SLOTS["dentist"] = dict(
    multi=False,
    plans=False,
    pool={EN: DENTISTS, ZH: DENTISTS},
    q={
        "current": "Which dental practice is {n} registered with now?",
        "historical": "Which dentist was {n} with before?",
        "as_of": "Which dentist was {n} registered with?",
    },
    zq={
        "current": "{n}现在在哪家牙科诊所？",
        "historical": "{n}以前去哪家牙医？",
        "as_of": "{n}那时候在哪家牙医？",
    },
    en=dict(
        now=("I'm registered with {v}", "my dentist is {v}"),
        chg=("I've moved dentist to {v}", "{old} went private so I'm with {v} now"),
        use=(
            "two fillings at {v} this morning, can't feel my face, can't do the picture round",
            "{v} sent me a reminder text, the fear is real",
        ),
        third=("{n}'s registered at {v} now", "{n} moved to {v}"),
        dist=("{x} are taking NHS patients again, apparently", "my wee one bit the dentist at {x}"),
    ),
    zh=dict(
        now=("我在{v}看牙", "我的牙医是{v}"),
        chg=("我换到{v}看牙了", "{old}变成私立了，我现在去{v}"),
        use=("今天在{v}补了两颗牙，脸都麻了",),
        third=("{n}换到{v}了",),
        dist=("听说{x}又收NHS病人了",),
    ),
)

BANKS = ("Monzo", "Bank of Scotland", "RBS", "Starling", "Nationwide", "TSB", "Virgin Money",
         "Clydesdale")  # fmt: skip

SLOTS["bank"] = dict(
    multi=False,
    plans=True,
    pool={EN: BANKS, ZH: BANKS},
    q={
        "current": "Which bank does {n} use now?",
        "historical": "Which bank did {n} use before?",
        "as_of": "Which bank was {n} with?",
        "planning": "Which bank is {n} thinking of moving to?",
    },
    zq={
        "current": "{n}现在用哪家银行？",
        "historical": "{n}以前用哪家银行？",
        "as_of": "{n}那时候用哪家银行？",
        "planning": "{n}打算换哪家银行？",
    },
    en=dict(
        now=("I bank with {v}", "my account's with {v}"),
        chg=("I've moved my account to {v}", "I closed my {old} account, it's {v} now"),
        use=(
            "paying for the round on my {v} card, put your phones away",
            "{v} froze my card for buying crisps twice, apparently that's suspicious",
        ),
        third=("{n} banks with {v} now", "{n} moved to {v}"),
        inf=("move my account to {v}", "switch to {v}"),
        dist=(
            "{x} are giving £200 to switch",
            "{x} app was down all morning",
            "they're closing the {x} branch on the Murraygate",
        ),
    ),
    zh=dict(
        now=("我用{v}", "我的账户在{v}"),
        chg=("我把账户转到{v}了", "我关了{old}的账户，现在用{v}"),
        use=("用我的{v}卡付这轮", "{v}又把我的卡冻了"),
        third=("{n}换到{v}了",),
        inf=("换到{v}", "开一个{v}账户"),
        dist=("{x}转账户送200镑", "{x}的app一上午都挂了"),
    ),
)

SLOTS["language"] = dict(
    multi=False,
    plans=True,
    pool={
        EN: ("Gaelic", "Mandarin", "Spanish", "Italian", "Japanese", "Polish", "German"),
        ZH: ("西班牙语", "法语", "日语", "盖尔语", "德语", "意大利语"),
    },
    q={
        "current": "Which language is {n} learning now?",
        "historical": "Which language was {n} learning before?",
        "as_of": "Which language was {n} learning?",
        "planning": "Which language is {n} thinking of learning?",
    },
    zq={
        "current": "{n}现在在学什么语言？",
        "historical": "{n}以前学的是什么语言？",
        "as_of": "{n}那时候在学什么语言？",
        "planning": "{n}打算学什么语言？",
    },
    en=dict(
        now=("I'm learning {v}", "I do an evening class in {v}", "I'm doing {v} on Duolingo"),
        chg=(
            "I've given up on {old} and started {v}",
            "I'm learning {v} now",
            "I switched my evening class to {v}",
        ),
        use=("my {v} teacher says my accent is 'brave'", "a 400-day streak in {v}, bow down"),
        third=("{n}'s learning {v}", "{n} started {v}"),
        inf=("learn {v}", "start {v} classes"),
        dist=(
            "the {x} round was a disaster",
            "there's a {x} night class at the college",
            "my niece is doing {x} at school",
        ),
    ),
    zh=dict(
        now=("我在学{v}", "我晚上上{v}课"),
        chg=("我不学{old}了，改学{v}", "我开始学{v}了"),
        use=("我的{v}老师说我发音很勇敢",),
        third=("{n}在学{v}", "{n}开始学{v}了"),
        inf=("学{v}", "报{v}课"),
        dist=("学院有{x}夜校", "我侄女在学校学{x}"),
    ),
)

# ---------------------------------------------------------------------------------------------
# Small talk.  {a} = another member, {t} = a team, {s} = a score, {pub} = the host pub.
# ---------------------------------------------------------------------------------------------

FILLER_EN = (
    "Right, who's in for Thursday? We need at least four or Hamish won't let us play as a team",
    "{t} won again. {s} points. I demand a recount",
    "Picture round was brutal, I thought every single one was Alan Rickman",
    "Can someone remind me what the tiebreak question was? It's keeping me up",
    "Parking at {pub} is a nightmare on quiz nights, get the bus",
    "{a}, you owe me £3.50 for the crisps, no rush, but also rush",
    "Anyone else think the music round is getting harder or am I just old",
    "Who had the answer sheet last? It's not in my bag",
    "Fair play to {t}, they knew the capital of Burkina Faso without even conferring",
    "Sorry I was so quiet on Thursday, long day",
    "That question about the Tay Bridge was a fix, Hamish is from Fife",
    "Is the quiz still on next week with the football?",
    "Snowing sideways out here, might be a wee bit late",
    "Hamish says no phones on the table, which means {a} keeps going to the loo to google",
    "We came fourth. FOURTH. Out of six",
    "{a} got the Eurovision question, my hero",
    "Reminder that the Christmas quiz is fancy dress, no excuses",
    "The chips at {pub} have changed and I have complicated feelings about it",
    "Anyone got a spare pen, I've lost three this month",
    "Great night, thanks all, see you next week",
    "Who knew that a group of crows is a murder, apart from {a} obviously",
    "Happy birthday {a}! Cake at the quiz?",
    "I put Madonna for every music answer and still got two right",
    "The jackpot's up to £80 now, someone please win it",
    "Has anybody seen my scarf? Tartan, slightly chewed",
    "Running late, order me whatever, I'm not fussy",
    "Honestly the geography round is my Everest",
    "Lol {a} arguing with Hamish about whether Pluto counts was the highlight of my week",
    "Did we ever find out who wrote the anagram round",
    "Big crowd tonight, get there early for a table",
    "Good luck in the league decider, 加油 everyone",
    "That last round was 好难, even the students were stumped",
    "My brain stopped working at question 7 and never recovered",
    "Next week's theme round is 'things that are orange', Dundee United fans rejoice",
    "{t} have a new ringer, very suspicious",
    "Not me spending the whole bus journey learning flags",
)
FILLER_ZH = (
    "今晚谁去quiz？",
    "{t}又赢了，{s}分，太强了",
    "图片题好难，我一个都没认出来",
    "音乐题我全靠猜",
    "下周还有quiz吗？有足球比赛",
    "我可能晚一点到，公交晚点了",
    "谢谢大家，今晚很开心",
    "{a}生日快乐！",
    "地理题太难了",
    "有人捡到我的围巾吗？",
    "今天的tiebreak问题是什么来着？",
    "我们第四名，还行吧",
    "Hamish今天的题目太偏了",
    "jackpot已经80镑了，谁赢一下",
    "今晚人好多，早点去占座",
    "我来帮大家点薯条",
    "外面下大雪，小心路滑",
    "Eurovision那题{a}答对了，厉害",
)
REPLIES_EN = ("Ha, nice one", "Congrats!", "Oh fair enough", "Brilliant news", "About time",
              "lol", "Noted", "Ooh fancy", "Good for you", "Aye, heard that", "Wow ok")  # fmt: skip
REPLIES_ZH = ("恭喜！", "哈哈不错", "好的", "厉害", "真的吗", "收到")
PRE_EN = ("Morning all, what a week.", "Ugh, Monday.", "Well that was a night.",
          "Can't believe the score on Thursday, still raging about question 14.",
          "Sorry for the radio silence, work has been mental.", "Quick one before I forget:",
          "Right, catching up on the chat, there's 140 messages, what did I miss?")  # fmt: skip
POST_EN = ("Anyway, see you all Thursday.", "Also who's bringing the pens this week?",
           "Also the bus was late again, classic.", "Anyway, back to pretending to work.",
           "PS Hamish, your Beatles questions are getting lazy.", "Right, kettle's on.")  # fmt: skip
PRE_ZH = ("大家早！", "这周好累。", "刚看完群里的消息，好多。", "先说一件事：")
POST_ZH = ("周四见！", "对了，这周谁带笔？", "好了，继续上班了。")
PLAN_EN = ("I'm thinking about trying to {inf}.", "Might {inf} in the new year, we'll see.",
           "Seriously considering whether to {inf}, thoughts?",
           "Half tempted to {inf}. Don't tell anyone yet.")  # fmt: skip
PLAN_ZH = ("我在考虑{inf}。", "明年可能会{inf}，再看吧。", "我有点想{inf}，大家觉得呢？")
DROP_EN = ("Not going to {inf} after all, it's not worth the hassle.",
           "Scrap the idea of trying to {inf}, money's too tight.",
           "Update on the grand plan to {inf}: it's not happening.")  # fmt: skip
DROP_ZH = ("不打算{inf}了，太麻烦。", "{inf}的计划取消了，没钱。")
NEVER_EN = ("Sometimes I think I should {inf}. Then I have a lie down and the feeling passes.",
            "In another life I'd {inf}.")  # fmt: skip
NEVER_ZH = ("有时候想{inf}，想想就算了。",)

# ---------------------------------------------------------------------------------------------
# Rendering helpers
# ---------------------------------------------------------------------------------------------

Line = tuple[str, str]  # (speaker, text)
LOWER_VALUES = tuple(v for sd in SLOTS.values() for pool in sd["pool"].values() for v in pool
                     if v[:1].islower())  # fmt: skip


def _cap(s: str) -> str:
    """Capitalise a line, unless it opens with a value written in lower case (giffgaff)."""
    if not s or any(s.startswith(v) for v in LOWER_VALUES):
        return s
    return s[:1].upper() + s[1:]


def _end(s: str, lang: str) -> str:
    if lang == ZH:
        return s if s[-1:] in "。！？" else s + "。"
    return s if s[-1:] in ".!?" else s + "."


class Builder:
    """Holds the seed's random source, the cast and the conversations written so far."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.people: list[dict[str, str]] = []
        self.convs: list[tuple[int, list[Line]]] = []

    # -- cast --------------------------------------------------------------------------------
    def lang(self, name: str) -> str:
        return next(p["lang"] for p in self.people if p["name"] == name)

    def pron(self, name: str, lang: str) -> str:
        he = next(p["pron"] for p in self.people if p["name"] == name) == "he"
        if lang == ZH:
            return "他" if he else "她"
        return "he" if he else "she"

    def others(self, *names: str) -> list[str]:
        return [p["name"] for p in self.people if p["name"] not in names]

    def other(self, *names: str) -> str:
        return self.rng.choice(self.others(*names))

    # -- fragments ---------------------------------------------------------------------------
    def frag(self, key: str, lang: str, kind: str, **kw: str) -> str | None:
        table = SLOTS[key]["zh" if lang == ZH else "en"]
        options = table.get(kind)
        if not options:
            return None
        return self.rng.choice(options).format(**kw)

    def has(self, key: str, lang: str, kind: str) -> bool:
        return bool(SLOTS[key]["zh" if lang == ZH else "en"].get(kind))

    def add(self, day: int, lines: list[Line]) -> None:
        self.convs.append((max(0, min(LAST_DAY, day)), lines))

    def reply(self, lines: list[Line], *exclude: str) -> list[Line]:
        """Sometimes somebody answers the news with a line that changes nothing."""
        if self.rng.random() < 0.45:
            who = self.other(*exclude)
            pool = REPLIES_ZH if self.lang(who) == ZH else REPLIES_EN
            lines.append((who, self.rng.choice(pool)))
        return lines

    def chatty(self, core: str, lang: str) -> str:
        """Bury a clause in the middle of small talk."""
        if lang == ZH:
            return f"{self.rng.choice(PRE_ZH)}{_end(core, ZH)}{self.rng.choice(POST_ZH)}"
        pre = self.rng.choice(PRE_EN)
        core = _end(core if pre.endswith(":") else _cap(core), EN)
        return f"{pre} {core} {self.rng.choice(POST_EN)}"

    def filler_line(self, who: str) -> str:
        pool = FILLER_ZH if self.lang(who) == ZH else FILLER_EN
        return self.rng.choice(pool).format(
            a=self.other(who), t=self.rng.choice(TEAMS), s=self.rng.randint(28, 61), pub=PUB
        )

    # -- situations --------------------------------------------------------------------------
    def tell_change(self, who: str, key: str, style: str, v: str, old: str, *,
                    day: int, slip: str = "", kind: str = "chg") -> None:  # fmt: skip
        """Write the news that `who`'s `key` became `v` (from `old`), told in `style`, on
        `day` (a late report is written weeks after `day`)."""
        rng, lang = self.rng, self.lang(who)
        chg = self.frag(key, lang, kind, v=v, old=old) or self.frag(key, lang, "now", v=v)
        assert chg is not None
        if style == "direct":
            self.add(day, self.reply([(who, _end(_cap(chg), lang))], who))
        elif style == "long":
            self.add(day, self.reply([(who, self.chatty(chg, lang))], who))
        elif style == "use" and self.has(key, lang, "use"):
            text = self.frag(key, lang, "use", v=v)
            assert text is not None
            if rng.random() < 0.5:
                text = self.chatty(text, lang)
            self.add(day, [(who, _end(_cap(text), lang))])
        elif style == "we" and self.has(key, lang, "we"):
            text = self.frag(key, lang, "we", v=v)
            assert text is not None
            self.add(day, self.reply([(who, _end(_cap(text), lang))], who))
        elif style == "self_name":
            if lang == ZH:
                text = f"{who}来报告一下：{_end(chg, ZH)}"
            else:
                text = rng.choice((f"{who} here with an update: {_end(chg, EN)}",
                                   f"For the league records, {who} reporting: {_end(chg, EN)}"))  # fmt: skip
            self.add(day, self.reply([(who, text)], who))
        elif style in ("reported", "pronoun") and kind in ("chg", "add"):
            self.tell_about(who, key, style, v, day)
        elif style == "forgot" and day + 60 < LAST_DAY:
            weeks = rng.randint(3, 8)
            if lang == ZH:
                text = rng.choice((f"忘了说，大概{weeks}个星期前{_end(chg, ZH)}",
                                   f"对了，我一直没说，{weeks}周前{_end(chg, ZH)}"))  # fmt: skip
            else:
                text = rng.choice((
                    f"Forgot to mention, {chg}. That was about {weeks} weeks ago now.",
                    f"Oh, did I never say? {_end(_cap(chg), EN)} Must be {weeks} weeks back.",
                ))  # fmt: skip
            self.add(day + 7 * weeks, self.reply([(who, text)], who))
        elif style == "negation" and old:
            asker = self.other(who)
            if self.lang(asker) == ZH:
                q = f"{who}，你还是{old}吗？"
            else:
                q = rng.choice((f"Still {old} for you, {who}?", f"{who}, is it still {old}?"))
            if lang == ZH:
                a = f"早就不是{old}了，{_end(chg, ZH)}"
            else:
                a = rng.choice((f"No, not {old} any more. {_end(_cap(chg), EN)}",
                                f"Nope, it's not {old} now. {_end(_cap(chg), EN)}"))  # fmt: skip
            self.add(day, [(asker, q), (who, a)])
        elif style == "correction" and slip:
            wrong = self.frag(key, lang, kind, v=slip, old=old) or chg
            if lang == ZH:
                fix = f"打错了，是{v}，不是{slip}。"
            else:
                fix = rng.choice((f"Sorry, I meant {v}, not {slip}! Autocorrect.",
                                  f"*{v}, not {slip}. Too much Tennent's."))  # fmt: skip
            self.add(day, self.reply([(who, _end(_cap(wrong), lang)), (who, fix)], who))
        else:
            self.add(day, self.reply([(who, _end(_cap(chg), lang))], who))

    def tell_about(self, who: str, key: str, style: str, v: str, day: int) -> None:
        """Somebody else passes on `who`'s news, by name or by a pronoun back to the name."""
        rng = self.rng
        teller = self.other(who)
        tl = self.lang(teller)
        if style == "pronoun":
            asker = self.other(who, teller)
            if self.lang(asker) == ZH:
                q = f"最近有人见到{who}吗？"
            else:
                q = rng.choice((f"Anyone heard from {who} lately?", f"Where's {who} been hiding?"))
            third = self.frag(key, tl, "third", n=self.pron(who, tl), v=v)
            a = f"见到了，{third}。" if tl == ZH else f"Aye, {third}."
            self.add(day, self.reply([(asker, q), (teller, a)], who))
            return
        if tl == ZH:
            text = f"听说{self.frag(key, tl, 'third', n=who, v=v)}。"
        else:
            third = self.frag(key, tl, "third", n=self.pron(who, tl), v=v)
            text = rng.choice((
                f"Saw {who} at the Overgate, {third}.",
                f"Gossip corner: {self.frag(key, tl, 'third', n=who, v=v)}.",
                f"Not my news to share but {self.frag(key, tl, 'third', n=who, v=v)}!",
            ))  # fmt: skip
        self.add(day, self.reply([(teller, text)], who, teller))

    # -- plans -------------------------------------------------------------------------------
    def plan_line(self, who: str, key: str, v: str, day: int, style: str = "plan") -> None:
        lang = self.lang(who)
        inf = self.frag(key, lang, "inf", v=v)
        assert inf is not None
        pool = {"plan": (PLAN_EN, PLAN_ZH), "drop": (DROP_EN, DROP_ZH),
                "never": (NEVER_EN, NEVER_ZH)}[style]  # fmt: skip
        text = self.rng.choice(pool[1] if lang == ZH else pool[0]).format(inf=inf)
        if style == "plan" and self.rng.random() < 0.3:
            text = self.chatty(text, lang)
        self.add(day, self.reply([(who, text)], who))

    def distract(self, key: str, x: str, day: int, near: str) -> str:
        """A line naming `x` that is nobody's state; returns who said it."""
        who = near if self.rng.random() < 0.35 else self.other(near)
        lang = self.lang(who)
        text = self.frag(key, lang, "dist", x=x)
        assert text is not None
        lines = [(who, _end(_cap(text), lang))]
        if self.rng.random() < 0.3:
            other = self.other(who)
            lines.append((other, self.filler_line(other)))
        self.add(day, lines)
        return who


CHANGE_STYLES = ("direct", "direct", "long", "long", "use", "use", "reported", "pronoun",
                 "self_name", "we", "forgot", "forgot", "negation", "correction", "plan_done")  # fmt: skip
INIT_STYLES = ("direct", "long", "long", "use", "reported", "scope")
MULTI_STYLES = ("direct", "long", "use", "reported", "pronoun", "forgot", "self_name")


def _spread(rng: random.Random, n: int, lo: int, hi: int, gap: int = 45) -> list[int]:
    """n sorted days in [lo, hi], at least `gap` apart."""
    width = (hi - lo) // n
    return [lo + i * width + rng.randint(0, max(0, width - gap)) for i in range(n)]


def single_slot(b: Builder, who: str, key: str) -> dict[str, Any]:
    """Write the whole story of one single-valued slot; return its ground truth."""
    rng, sd, lang = b.rng, SLOTS[key], b.lang(who)
    pool = list(sd["pool"][lang])
    rng.shuffle(pool)
    k = rng.choice((1, 1, 2, 2, 2, 3))
    vals, spare = pool[: k + 1], pool[k + 1 :]
    d0 = rng.randint(0, 75)
    changes = _spread(rng, k, 110, 680)
    truth: dict[str, Any] = {"who": who, "key": key, "multi": False, "values": set(vals),
                             "periods": [], "outdated": set(vals[:-1]), "abandoned": set(),
                             "pending": None}  # fmt: skip
    # the first value
    style = rng.choice(INIT_STYLES)
    said0 = d0
    if style == "scope" and b.has(key, lang, "scope") and spare:
        x = spare.pop()
        truth["values"].add(x)
        now = b.frag(key, lang, "now", v=vals[0])
        sep = "，" if lang == ZH else ", "
        text = f"{now}{sep}{b.frag(key, lang, 'scope', x=x)}"
        b.add(d0, [(who, _end(_cap(text), lang))])
    elif style == "reported":
        b.tell_about(who, key, rng.choice(("reported", "pronoun")), vals[0], d0)
    elif style == "use" and b.has(key, lang, "use"):
        b.tell_change(who, key, "use", vals[0], "", day=d0)
    else:
        now = b.frag(key, lang, "now", v=vals[0])
        assert now is not None
        text = b.chatty(now, lang) if style == "long" else _end(_cap(now), lang)
        b.add(d0, b.reply([(who, text)], who))
    truth["periods"].append((vals[0], 0, said0))
    # the changes
    for i, day in enumerate(changes, start=1):
        v, old = vals[i], vals[i - 1]
        style = rng.choice(CHANGE_STYLES)
        said = day
        if style == "plan_done" and b.has(key, lang, "inf"):
            b.plan_line(who, key, v, day - rng.randint(20, 50))
            b.tell_change(who, key, rng.choice(("direct", "long")), v, old, day=day)
        elif style == "correction" and spare:
            slip = spare.pop()
            truth["values"].add(slip)
            truth["outdated"].add(slip)
            b.tell_change(who, key, "correction", v, old, day=day, slip=slip)
        elif style == "forgot" and day + 60 < LAST_DAY:
            b.tell_change(who, key, "forgot", v, old, day=day)
            said = b.convs[-1][0]
        elif style == "direct" and b.has(key, lang, "scope") and spare and rng.random() < 0.5:
            x = spare.pop()  # the change, with an exception beside it
            truth["values"].add(x)
            chg = b.frag(key, lang, "chg", v=v, old=old)
            sep = "，" if lang == ZH else ", "
            text = f"{chg}{sep}{b.frag(key, lang, 'scope', x=x)}"
            b.add(day, b.reply([(who, _end(_cap(text), lang))], who))
        else:
            if style in ("plan_done", "correction", "forgot"):
                style = "direct"
            b.tell_change(who, key, style, v, old, day=day)
        truth["periods"].append((v, day, said))
    # a plan that is dropped, or a thought that never goes anywhere
    if sd["plans"] and b.has(key, lang, "inf") and spare and rng.random() < 0.4:
        p = spare.pop()
        truth["values"].add(p)
        truth["abandoned"].add(p)
        d = rng.randint(60, 640)
        if rng.random() < 0.6:
            b.plan_line(who, key, p, d)
            b.plan_line(who, key, p, d + rng.randint(20, 70), "drop")
        else:
            b.plan_line(who, key, p, d, "never")
    # a plan still open at the end
    if sd["plans"] and b.has(key, lang, "inf") and spare and rng.random() < 0.35:
        q = spare.pop()
        truth["values"].add(q)
        truth["pending"] = q
        b.plan_line(who, key, q, rng.randint(max(changes[-1] + 15, 600), LAST_DAY - 3))
    return truth


def multi_slot(b: Builder, who: str, key: str) -> dict[str, Any]:
    """Write the story of a slot that can hold several values at once (clubs, pets, ...)."""
    rng, sd, lang = b.rng, SLOTS[key], b.lang(who)
    pool = list(sd["pool"][lang])
    rng.shuffle(pool)
    v0, v1 = pool[0], pool[1]
    spare = pool[2:]
    d0 = rng.randint(0, 90)
    truth: dict[str, Any] = {"who": who, "key": key, "multi": True, "values": {v0, v1},
                             "outdated": set(), "abandoned": set(), "pending": None,
                             "removed": []}  # fmt: skip
    now = b.frag(key, lang, "now", v=v0)
    assert now is not None
    if rng.random() < 0.3 and b.has(key, lang, "use"):
        b.tell_change(who, key, "use", v0, "", day=d0)
    else:
        b.add(d0, b.reply([(who, b.chatty(now, lang) if rng.random() < 0.5
                            else _end(_cap(now), lang))], who))  # fmt: skip
    a = rng.randint(130, 420)
    style = rng.choice(MULTI_STYLES)
    if style == "we" and not b.has(key, lang, "we"):
        style = "direct"
    b.tell_change(who, key, style, v1, v0, day=a, kind="add")
    current = [v0, v1]
    later = rng.random()
    if later < 0.45:  # the first one goes
        r = rng.randint(a + 60, 700)
        b.tell_change(who, key, rng.choice(("direct", "long", "forgot")), "", v0, day=r,
                      kind="rem")  # fmt: skip
        current = [v1]
        truth["outdated"].add(v0)
        truth["removed"].append(v0)
    elif later < 0.75 and spare:  # a third one joins
        v2 = spare.pop()
        truth["values"].add(v2)
        b.tell_change(who, key, rng.choice(("direct", "long", "reported")), v2, v1,
                      day=rng.randint(a + 60, 700), kind="add")  # fmt: skip
        current.append(v2)
    if spare and b.has(key, lang, "inf") and rng.random() < 0.45:
        p = spare.pop()
        truth["values"].add(p)
        d = rng.randint(60, 660)
        if rng.random() < 0.5:
            truth["abandoned"].add(p)
            b.plan_line(who, key, p, d, "never")
        else:
            truth["pending"] = p
            b.plan_line(who, key, p, rng.randint(640, LAST_DAY - 3))
    truth["current"] = current
    return truth


# ---------------------------------------------------------------------------------------------
# World
# ---------------------------------------------------------------------------------------------


def _question(b: Builder, who: str, key: str, kind: str) -> str:
    sd = SLOTS[key]
    table = sd["zq"] if b.lang(who) == ZH and kind in sd["zq"] else sd["q"]
    return table[kind].format(n=who)


def _probes(b: Builder, t: dict[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(must-have probes, optional probes) for one slot's truth."""
    who, key = t["who"], t["key"]
    base = {"subject": who, "slot": key, "values": sorted(t["values"]),
            "abandoned": sorted(t["abandoned"])}  # fmt: skip
    must, extra = [], []
    if t["multi"]:
        cur = t["current"]
        if len(cur) > 1:
            must.append({**base, "kind": "coexisting", "question": _question(b, who, key,
                         "coexisting"), "gold": list(cur), "outdated": sorted(t["outdated"])})  # fmt: skip
        else:
            must.append({**base, "kind": "current", "question": _question(b, who, key,
                         "current"), "gold": list(cur), "outdated": sorted(t["outdated"])})  # fmt: skip
        if t["removed"]:
            extra.append({**base, "kind": "historical", "question": _question(b, who, key,
                          "historical"), "gold": list(t["removed"]), "outdated": []})  # fmt: skip
    else:
        periods = t["periods"]
        last = periods[-1][0]
        must.append({**base, "kind": "current", "question": _question(b, who, key, "current"),
                     "gold": [last], "outdated": sorted(t["outdated"])})  # fmt: skip
        earlier = [v for v, _, _ in periods[:-1]]
        extra.append({**base, "kind": "historical", "question": _question(b, who, key,
                      "historical"), "gold": earlier, "outdated": []})  # fmt: skip
        for i, (v, start, said) in enumerate(periods[:-1]):
            lo, hi = max(start, said) + 6, periods[i + 1][1] - 6
            if hi - lo < 10:
                continue
            extra.append({**base, "kind": "as_of", "question": _question(b, who, key, "as_of"),
                          "gold": [v], "outdated": [], "as_of_day": b.rng.randint(lo, hi)})  # fmt: skip
    if t["pending"]:
        must.append({**base, "kind": "planning", "question": _question(b, who, key,
                     "planning"), "gold": [t["pending"]], "outdated": []})  # fmt: skip
    return must, extra


def _cast(b: Builder) -> None:
    rng = b.rng
    n = rng.randint(10, 14)
    n_zh = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
    fixed = [r for r in ROSTER_EN if r[2] in ("quizmaster", "landlady")]
    students = [r for r in ROSTER_EN if r[2] == "student"]
    rest = [r for r in ROSTER_EN if r not in fixed and r not in students]
    en = fixed + rng.sample(students, 2) + rng.sample(rest, n - n_zh - 4)
    zh = rng.sample(ROSTER_ZH, n_zh)
    cast = [{"name": nm, "lang": EN, "pron": pr, "role": ro} for nm, pr, ro in en]
    cast += [{"name": nm, "lang": ZH, "pron": pr, "role": ro} for nm, pr, ro in zh]
    rng.shuffle(cast)
    b.people = cast


def _episodes(b: Builder, target: int) -> list[dict[str, Any]]:
    """Pad with small talk up to `target` lines, then lay the conversations out in time."""
    rng = b.rng
    total = sum(len(lines) for _, lines in b.convs)
    names = [p["name"] for p in b.people]
    while total < target:
        day = rng.randint(0, LAST_DAY)
        size = min(target - total, rng.choice((1, 1, 2, 2, 3, 4)))
        lines = []
        for _ in range(size):
            who = rng.choice(names)
            lines.append((who, b.filler_line(who)))
        b.convs.append((day, lines))
        total += size
    by_day: dict[int, list[list[Line]]] = {}
    for day, lines in b.convs:
        by_day.setdefault(day, []).append(lines)
    episodes = []
    for day in sorted(by_day):
        minute = rng.randint(0, 300)
        for ci, lines in enumerate(by_day[day]):
            session = f"ba{b.seed}-d{day}-{ci}"
            for who, text in lines:
                episodes.append({"day": day, "minute": minute, "speaker": who, "text": text,
                                 "session": session, "language": b.lang(who)})  # fmt: skip
                minute += rng.randint(1, 6)
            minute += rng.randint(20, 90)
    return episodes


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes in time order, and probes with gold values."""
    b = Builder(seed)
    rng = b.rng
    _cast(b)
    truths = []
    for person in b.people:
        for key in rng.sample(sorted(SLOTS), rng.randint(4, 7)):
            fn = multi_slot if SLOTS[key]["multi"] else single_slot
            truths.append(fn(b, person["name"], key))
    for t in truths:  # same-kind values named without being anybody's state
        now = set(t["current"]) if t["multi"] else {t["periods"][-1][0]}
        pool = [v for v in SLOTS[t["key"]]["pool"][b.lang(t["who"])] if v not in now]
        own = sorted(t["values"] - now)
        for _ in range(rng.choice((1, 1, 2))):
            x = rng.choice(own) if own and rng.random() < 0.4 else rng.choice(pool)
            b.distract(t["key"], x, rng.randint(0, LAST_DAY), t["who"])
            t["values"].add(x)
    episodes = _episodes(b, rng.randint(580, 760))
    must, extra = [], []
    for t in truths:
        m, e = _probes(b, t)
        must += m
        extra += e
    rng.shuffle(extra)
    target = rng.randint(112, 136)
    probes = must + extra[: max(0, target - len(must))]
    rng.shuffle(probes)
    return {"generator": "blind_ba", "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well-formed)."""
    errors = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) < {"day", "minute", "speaker", "text", "session", "language"}:
            errors.append(f"episode {i} misses keys")
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            errors.append(f"episode {i} bad language/text")
        if not 0 <= e["day"] <= LAST_DAY or (e["day"], e["minute"]) < last:
            errors.append(f"episode {i} out of order or range")
        if "{" in e["text"] or "}" in e["text"]:
            errors.append(f"episode {i} unfilled template: {e['text']}")
        last = (e["day"], e["minute"])
    texts = [e["text"] for e in eps]
    for j, p in enumerate(probes):
        if p["kind"] not in KINDS or p["subject"] not in speakers or not p["gold"]:
            errors.append(f"probe {j} bad kind/subject/gold")
        if p["subject"] not in p["question"]:
            errors.append(f"probe {j} question does not name the subject")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errors.append(f"probe {j} gold {g!r} never said")
            if g in p["outdated"] or g in p["abandoned"] or g not in p["values"]:
                errors.append(f"probe {j} gold {g!r} also outdated/abandoned or not a value")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errors.append(f"probe {j} as_of_day mismatch")
        if not p["slot"].replace("_", "").isalpha() or not p["slot"].islower():
            errors.append(f"probe {j} slot not snake_case")
    return errors


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        again = generate(seed)
        errs = validate(w) + ([] if again == w else ["not deterministic"])
        kinds: dict[str, int] = {}
        for p in w["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        people = len({e["speaker"] for e in w["episodes"]})
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes, "
              f"{people} people, last day {w['episodes'][-1]['day']}, kinds {kinds}")  # fmt: skip
        if not 500 <= len(w["episodes"]) <= 800 or not 100 <= len(w["probes"]) <= 140:
            errs.append("size out of range")
        for err in errs[:10]:
            print("  ERROR", err)
        bad += len(errs)
    print("ok" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
