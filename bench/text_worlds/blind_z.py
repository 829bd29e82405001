"""Blind text world ``blind_z``: a Belfast amateur theatre company's group chat, 2025 to 2027.

``generate(seed)`` invents ten to fourteen people (company members and their families, about a
quarter of whom write in Chinese) who chat in the company's group chat over two years, mostly
about rehearsals, weather and nothing much.  Each person has four to seven state slots (where
they live, their employer, phone network, car, energy supplier, bank, streaming, diet, the
language they are learning, the planning app they use, and coexisting pets, instruments and
clubs) whose values change one to three times.  Changes are told straight out, shown by use,
reported by others (sometimes with a pronoun), told late, planned and done, planned and
dropped, corrected, negated, or buried in long chatty lines; distractor lines name values of
the same kind without them being anyone's state.

The returned probes carry the ground truth (current, historical, as_of, coexisting and
planning), with outdated, abandoned and merely-mentioned values.  Standard library only,
deterministic given the seed.  ``python -m bench.text_worlds.blind_z`` runs a self-check.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

START = datetime(2025, 1, 6, 0, 0, tzinfo=UTC)
LAST_DAY = 729
EN, ZH = "en", "zh"

# (name, gender, language)
PEOPLE_EN = (
    ("Ciaran", "m"), ("Siobhan", "f"), ("Niamh", "f"), ("Declan", "m"), ("Aoife", "f"),
    ("Roisin", "f"), ("Padraig", "m"), ("Orla", "f"), ("Conor", "m"), ("Gerry", "m"),
    ("Maeve", "f"), ("Eamon", "m"), ("Shauna", "f"), ("Darragh", "m"), ("Clodagh", "f"),
    ("Ruairi", "m"), ("Bronagh", "f"), ("Stephen", "m"), ("Lorraine", "f"), ("Tiernan", "m"),
)  # fmt: skip
PEOPLE_ZH = (
    ("Meilin", "f"), ("Haoran", "m"), ("Xiaowen", "f"), ("Junjie", "m"), ("Yuting", "f"),
    ("Zihan", "m"), ("Lihua", "f"), ("Wenbo", "m"),
)  # fmt: skip

PRON = {EN: {"f": "She", "m": "He"}, ZH: {"f": "她", "m": "他"}}
POS = {"f": "her", "m": "his"}

# ---------------------------------------------------------------------------------------------
# Slots.  Single-valued fragment keys:
#   pres  first-person present        new   first-person change        third  "{n} ..." change
#   use   the value shown by use      inf   plan phrase                past   old value recalled
#   dist  the same kind of value, nobody's state ({x})                 we     household change
#   scoped "{v} for most things, but {x} ..." (optional)
# Multi-valued: has / add / third / drop / use / inf / past / dist.
# ---------------------------------------------------------------------------------------------

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["home"] = {
    "multi": False,
    "pool": {
        EN: (
            "Ballyhackamore",
            "Stranmillis",
            "Ormeau Road",
            "Holywood",
            "Carryduff",
            "Finaghy",
            "Bangor",
            "Glengormley",
            "Sydenham",
            "Dundonald",
            "Comber",
            "Whiteabbey",
            "Andersonstown",
            "Cregagh",
        ),
    },
    "q": {
        EN: {
            "current": "Where does {n} live now?",
            "historical": "Where did {n} live before?",
            "as_of": "Where does {n} live?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在哪里？",
            "historical": "{n}以前住在哪里？",
            "as_of": "{n}住在哪里？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    EN: {
        "pres": ("I live over in {v}", "home's {v} these days", "I'm renting a wee place in {v}"),
        "new": (
            "I've moved to {v}",
            "I've finally moved into the new flat in {v}",
            "I'm officially a {v} resident now",
            "I got the move to {v} done at the weekend",
        ),
        "third": (
            "{n} has moved to {v}",
            "{n} is living in {v} now",
            "{n} has just moved out to {v}",
        ),
        "use": (
            "The bin lorry in {v} comes at half six in the morning, I've been woken every Tuesday since I moved in",
            "Walked to the chippy round the corner from my new place in {v}, ten out of ten",
            "Anyone in the company going my way? It's a trek from {v} to the Crescent and my front door is miles from a bus stop",
        ),
        "inf": ("move to {v}", "look at houses in {v}", "rent somewhere in {v}"),
        "past": (
            "I do miss the coffee place back in {o}",
            "Drove past my old street in {o} today, felt weirdly sentimental",
        ),
        "dist": (
            "My cousin just bought a house in {x}, prices there are mad",
            "Anyone know a good plumber who covers {x}?",
            "Saw on the news they're putting a new Glider route out to {x}",
            "If I won the lotto I'd buy one of those big houses in {x}",
        ),
        "we": (
            "{we} moved into the new house in {v}",
            "{we} have got the keys to the place in {v}",
        ),
    },
    ZH: {
        "pres": ("我住在{v}", "我家在{v}"),
        "new": ("我搬到{v}了", "我已经搬进{v}的新房子了"),
        "third": ("{n}搬到{v}去了", "{n}现在住在{v}"),
        "use": (
            "{v}这边的超市周日下午一点才开门，刚搬过来还不习惯",
            "从{v}的新家走到排练厅只要二十分钟，太方便了",
        ),
        "inf": ("搬到{v}", "在{v}租房子"),
        "past": ("有点想念以前在{o}的那家奶茶店", "今天路过{o}的老房子，好怀念"),
        "dist": (
            "我表姐在{x}买了房，那边房价涨得好快",
            "有人知道{x}那边有好的中文学校吗？",
            "新闻说{x}要修新的公交线路了",
        ),
        "we": ("{we}搬到{v}了", "{we}已经搬进{v}的新家了"),
    },
}

SLOTS["employer"] = {
    "multi": False,
    "pool": {
        EN: (
            "Kainos",
            "Belfast City Council",
            "Copperline Software",
            "Northlight Insurance",
            "Royal Victoria Hospital",
            "Queen's University",
            "Linen Hall Library",
            "Mourne Mutual",
            "Translink",
            "Harbour & Hook Design",
            "Titanic Belfast",
            "Gasworks Analytics",
        ),
    },
    "q": {
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before?",
            "as_of": "Where does {n} work?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}以前在哪里工作？",
            "as_of": "{n}在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },
    EN: {
        "pres": ("I work at {v}", "I'm at {v} in the day job", "the day job is at {v}"),
        "new": (
            "I've started a new job at {v}",
            "I've taken the job at {v}",
            "I'm working for {v} now",
            "I've moved jobs, I'm at {v} since Monday",
        ),
        "third": ("{n} has started at {v}", "{n} got the job at {v}", "{n} is working for {v} now"),
        "use": (
            "Long day at {v}, the new manager has us in meetings till six, sorry for missing rehearsal",
            "My {v} lanyard is still round my neck, I came straight from work",
            "The canteen at {v} does a decent fry on a Friday, a perk of the new job",
        ),
        "inf": ("apply for the job at {v}", "go for the opening at {v}", "move over to {v}"),
        "past": (
            "Bumped into an old colleague from {o} in Tesco, says hello to everyone",
            "Not missing the {o} car park one bit",
        ),
        "dist": (
            "{x} is hiring again, if anyone's nephew is looking",
            "Saw {x} in the Belfast Telegraph, big shake-up there apparently",
            "My neighbour works at {x} and never stops complaining",
            "Is {x} a decent place to work? Asking for a friend",
        ),
    },
    ZH: {
        "pres": ("我在{v}上班", "我在{v}工作"),
        "new": ("我换工作了，现在在{v}", "我已经入职{v}了"),
        "third": ("{n}去{v}上班了", "{n}换到{v}工作了"),
        "use": ("今天在{v}加班到八点，排练来不及了，抱歉", "{v}的食堂午饭还不错，新公司的小福利"),
        "inf": ("去{v}面试", "申请{v}的职位"),
        "past": ("今天碰到以前{o}的同事，聊了好久", "一点都不怀念{o}的停车场"),
        "dist": (
            "{x}又在招人了，有朋友找工作可以看看",
            "新闻说{x}要裁员，好吓人",
            "有人在{x}上班吗？待遇怎么样？",
        ),
    },
}

SLOTS["carrier"] = {
    "multi": False,
    "pool": {
        EN: (
            "Vodafone",
            "giffgaff",
            "Tesco Mobile",
            "Lagan Mobile",
            "Sky Mobile",
            "iD Mobile",
            "O2",
            "Smarty",
        )
    },
    "q": {
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network is {n} on?",
            "planning": "Which mobile network is {n} thinking of switching to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家手机运营商？",
            "as_of": "{n}用哪家手机运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },
    EN: {
        "pres": ("I'm with {v} for the phone", "my phone's on {v}"),
        "new": (
            "I've moved my phone over to {v}",
            "I switched the mobile to {v}",
            "I ported my number across to {v}",
        ),
        "third": (
            "{n} has ported {pos} number over to {v}",
            "{n} is on {v} now",
            "{n} went over to {v} for the mobile",
        ),
        "use": (
            "{v} signal in the Lyric basement is rubbish, had to stand in the car park to ring you back",
            "Got my first {v} bill and it's half what I used to pay, delighted",
            "The {v} app keeps telling me I've used 2GB already, no idea where it's going",
        ),
        "inf": ("switch the phone to {v}", "move over to {v}"),
        "past": ("Still getting spam texts from {o} even though I left them months ago",),
        "dist": (
            "Is {x} any good up the Mournes? Going hiking Saturday",
            "Saw an ad for {x}, unlimited data for a tenner, sounds too good to be true",
            "My da's with {x} and his phone never works in the house",
            "Anyone on {x}? Do they do roaming in Spain?",
        ),
    },
    ZH: {
        "pres": ("我的手机用的是{v}", "我用{v}的卡"),
        "new": ("我把手机号转到{v}了", "我换成{v}的套餐了"),
        "third": ("{n}把手机换到{v}了", "{n}现在用{v}的卡"),
        "use": (
            "{v}在Lyric地下室一点信号都没有，只好跑出去回电话",
            "第一张{v}账单来了，比以前便宜一半",
        ),
        "inf": ("换到{v}", "把号码转到{v}"),
        "past": ("都离开{o}好几个月了，还在收他们的广告短信",),
        "dist": ("{x}在打广告，十镑无限流量，不知道靠不靠谱", "有人用{x}吗？去西班牙能漫游吗？"),
    },
}

SLOTS["car"] = {
    "multi": False,
    "pool": {
        EN: (
            "Skoda Octavia",
            "Nissan Leaf",
            "Kia Niro",
            "Toyota Yaris",
            "Ford Fiesta",
            "VW Golf",
            "Dacia Sandero",
            "Hyundai Ioniq",
            "Citroen Berlingo",
            "Mazda MX-5",
        )
    },
    "q": {
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car does {n} drive?",
            "planning": "What car is {n} thinking of getting?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },
    EN: {
        "pres": ("I drive a {v}", "I've a {v}, it does the job"),
        "new": (
            "I've traded in the old car for a {v}",
            "I picked up a {v} at the weekend",
            "I'm driving a {v} now",
        ),
        "third": ("{n} has a new car, a {v}", "{n} is driving a {v} now", "{n} bought a {v}"),
        "use": (
            "Fitted the whole Act Two set in the boot of the {v}, who knew",
            "Got the {v} through its first MOT with me, no bother",
            "Somebody dinged the door of my {v} in the Crescent car park, fuming",
        ),
        "inf": ("get a {v}", "trade the car in for a {v}"),
        "past": ("Saw a {o} like my old one in the Tesco car park and nearly tried to get in",),
        "dist": (
            "Top Gear did a piece on the {x}, apparently it's class",
            "My brother-in-law's {x} broke down on the M1 again",
            "Would anyone ever buy a {x}? They look like a shoe",
            "Anyone know if a {x} would fit a wardrobe in the back?",
        ),
    },
    ZH: {
        "pres": ("我开的是{v}",),
        "new": ("我把旧车换了，现在开{v}", "我周末提了一辆{v}"),
        "third": ("{n}换车了，新车是{v}", "{n}现在开{v}"),
        "use": ("第二幕的布景全塞进我那辆{v}的后备箱了，没想到装得下", "我的{v}第一次年检顺利通过"),
        "inf": ("买一辆{v}", "换成{v}"),
        "past": ("在停车场看到一辆跟我以前那辆一样的{o}，差点上错车",),
        "dist": ("我姐夫的{x}又在M1上抛锚了", "有人觉得{x}好看吗？", "{x}在打折，不过我不需要"),
    },
}

SLOTS["energy"] = {
    "multi": False,
    "pool": {
        EN: (
            "Power NI",
            "SSE Airtricity",
            "Budget Energy",
            "Click Energy",
            "Electric Ireland",
            "Glenshane Power",
        )
    },
    "q": {
        EN: {
            "current": "Which electricity supplier is {n} with now?",
            "historical": "Which electricity supplier was {n} with before?",
            "as_of": "Which electricity supplier is {n} with?",
            "planning": "Which electricity supplier is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在用哪家电力公司？",
            "historical": "{n}以前用哪家电力公司？",
            "as_of": "{n}用哪家电力公司？",
            "planning": "{n}打算换到哪家电力公司？",
        },
    },
    EN: {
        "pres": ("the electric's with {v}", "I'm with {v} for the electricity"),
        "new": (
            "I've switched the electric to {v}",
            "I moved the electricity over to {v}",
            "I finally left the old crowd and went with {v} for the electric",
        ),
        "third": (
            "{n} has switched {pos} electricity to {v}",
            "{n} is with {v} for the electric now",
        ),
        "use": (
            "{v} sent me a smart meter reading reminder in the middle of the dress rehearsal, the timing",
            "First {v} direct debit came out today, a good bit less than before",
            "The {v} man came to fit the new meter and stayed for a cup of tea and a chat about Brian Friel",
        ),
        "inf": ("switch the electric to {v}", "go with {v} for the electricity"),
        "past": ("Got a final bill from {o} for 43p, framing it",),
        "dist": (
            "{x} are putting their prices up again, saw it on UTV",
            "A lad from {x} was door-knocking on our street selling tariffs",
            "Is {x} any cheaper, does anyone know?",
            "The wee {x} ad with the singing kettle is stuck in my head",
        ),
        "we": ("{we} switched the electric over to {v}",),
    },
    ZH: {
        "pres": ("我家电费交给{v}", "我用的是{v}的电"),
        "new": ("我把电换到{v}了", "电力公司换成{v}了"),
        "third": ("{n}家的电换成{v}了", "{n}现在用{v}的电"),
        "use": (
            "{v}的第一笔直接扣款出来了，比以前少了不少",
            "{v}的人今天来装新电表，还聊了半天戏剧",
        ),
        "inf": ("把电换到{v}", "改用{v}"),
        "past": ("{o}给我寄了最后一张账单，43便士，哈哈",),
        "dist": ("新闻说{x}又要涨价了", "有个{x}的推销员今天在我们街上挨家敲门"),
        "we": ("{we}把电换到{v}了",),
    },
}

SLOTS["bank"] = {
    "multi": False,
    "pool": {
        EN: (
            "Danske Bank",
            "Ulster Bank",
            "Monzo",
            "Bank of Ireland",
            "Starling",
            "Harbour Mutual",
            "Nationwide",
            "Revolut",
        )
    },
    "q": {
        EN: {
            "current": "Which bank does {n} use now?",
            "historical": "Which bank did {n} use before?",
            "as_of": "Which bank does {n} use?",
            "planning": "Which bank is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}以前用哪家银行？",
            "as_of": "{n}用哪家银行？",
            "planning": "{n}打算换到哪家银行？",
        },
    },
    EN: {
        "pres": ("I bank with {v}", "my account's with {v}"),
        "new": (
            "I've moved my account to {v}",
            "I switched banks, I'm with {v} now",
            "I closed the old account and opened one with {v}",
        ),
        "third": ("{n} has moved {pos} account to {v}", "{n} banks with {v} now"),
        "use": (
            "Paid the hall hire out of my {v} account, receipt's in the drive",
            "My {v} card got declined in the Spar for no reason, mortified",
            "{v} app says I spent forty quid on Tayto this month, that can't be right",
        ),
        "inf": ("move my account to {v}", "switch to {v}"),
        "past": ("Still getting letters from {o} about an account I closed",),
        "dist": (
            "{x} is shutting another branch, the one on Royal Avenue",
            "Anyone tried {x}? Their ads are everywhere",
            "My sister's with {x} and their app is down every second day",
            "Treasurer question: could the company account go with {x}? Just wondering",
        ),
    },
    ZH: {
        "pres": ("我在{v}开的户", "我用{v}"),
        "new": ("我把账户转到{v}了", "我换银行了，现在用{v}"),
        "third": ("{n}把账户转到{v}了", "{n}现在用{v}"),
        "use": (
            "场地费我已经用{v}的卡付了，收据放在共享文件夹里",
            "{v}的App说我这个月买零食花了四十镑，不可能吧",
        ),
        "inf": ("把账户转到{v}", "换到{v}"),
        "past": ("{o}还在给我寄信，账户早就销了",),
        "dist": ("{x}又要关一家分行了", "有人用过{x}吗？广告到处都是"),
    },
}

SLOTS["streaming"] = {
    "multi": False,
    "pool": {
        EN: (
            "Netflix",
            "Disney+",
            "BritBox",
            "Prime Video",
            "Curtain Call+",
            "Apple TV+",
            "Paramount+",
        )
    },
    "q": {
        EN: {
            "current": "Which streaming service does {n} subscribe to now?",
            "historical": "Which streaming service did {n} have before?",
            "as_of": "Which streaming service does {n} subscribe to?",
            "planning": "Which streaming service is {n} thinking of signing up to?",
        },
        ZH: {
            "current": "{n}现在订阅哪个流媒体？",
            "historical": "{n}以前订阅哪个流媒体？",
            "as_of": "{n}订阅哪个流媒体？",
            "planning": "{n}打算订阅哪个流媒体？",
        },
    },
    EN: {
        "pres": ("we only have {v} in the house", "I'm on {v} for telly"),
        "new": (
            "I cancelled the old one and signed up to {v}",
            "I've switched to {v}",
            "I've gone over to {v} for the telly",
        ),
        "third": ("{n} has signed up to {v}", "{n} swapped over to {v}"),
        "use": (
            "Watched the whole new series on {v} last night instead of learning lines, don't tell the director",
            "{v} has the NT Live Hamlet up, watched it in bed, I'm in bits",
            "Fell asleep with {v} still playing and it autoplayed nine episodes",
        ),
        "inf": ("sign up to {v}", "switch to {v}"),
        "past": ("Miss the documentaries on {o}, nothing else has them",),
        "dist": (
            "Apparently {x} is putting its prices up again",
            "There's a good one on {x} about Harland and Wolff, my uncle says",
            "Is it worth getting {x} just for the one show?",
            "Someone in work said {x} is doing a free month",
        ),
        "we": ("{we} got rid of the old subscription and went with {v}",),
    },
    ZH: {
        "pres": ("我家只订了{v}", "我看剧用{v}"),
        "new": ("我把旧的退订了，换成{v}", "我改订{v}了"),
        "third": ("{n}改订{v}了", "{n}换成{v}了"),
        "use": ("昨晚在{v}上一口气看完了新剧，台词一句没背", "{v}上有NT Live的哈姆雷特，看哭了"),
        "inf": ("订{v}", "换成{v}"),
        "past": ("有点想念{o}上的纪录片",),
        "dist": ("听说{x}又要涨价了", "{x}有免费试用一个月，值得吗？"),
        "we": ("{we}把旧的退了，改订{v}",),
    },
}

SLOTS["diet"] = {
    "multi": False,
    "pool": {
        EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "keto", "flexitarian"),
        ZH: ("素食", "生酮", "轻断食", "低碳水"),
    },
    "q": {
        EN: {
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before?",
            "as_of": "What diet does {n} follow?",
            "planning": "What diet is {n} thinking of trying?",
        },
        ZH: {
            "current": "{n}现在吃什么饮食？",
            "historical": "{n}以前吃什么饮食？",
            "as_of": "{n}吃什么饮食？",
            "planning": "{n}打算尝试什么饮食？",
        },
    },
    EN: {
        "pres": ("I'm {v} these days", "I've been {v} for years"),
        "new": ("I've gone {v}", "I'm {v} since the new year", "I've switched to eating {v}"),
        "third": ("{n} has gone {v}", "{n} is {v} now, so mind the buffet"),
        "use": (
            "Can whoever's doing the opening night food put a {v} plate aside for me, ta",
            "Found a {v} fry in a cafe on the Dublin Road and I nearly cried",
            "Trying to keep {v} on tour is a nightmare, everything in the services is a sausage roll",
        ),
        "inf": ("go {v}", "try going {v}"),
        "past": ("Walked past a butcher's and missed being {o} for about five seconds",),
        "dist": (
            "My sister's doing a {x} thing this month, she's raging at everyone",
            "Saw a {x} cookbook in Eason's, they're everywhere",
            "Is {x} actually healthy or is it just marketing?",
            "The after-show buffet has a {x} option, before anyone asks",
        ),
        "scoped": ("{v} for most things, but {x} when I'm at my mammy's for Sunday dinner",),
    },
    ZH: {
        "pres": ("我吃{v}", "我最近{v}"),
        "new": ("我开始{v}了", "我从新年开始改成{v}了"),
        "third": ("{n}开始{v}了", "{n}现在{v}，聚餐注意一下"),
        "use": (
            "首演那天的饭菜能帮我留一份{v}的吗，谢谢",
            "巡演路上坚持{v}太难了，服务站全是香肠卷",
        ),
        "inf": ("试试{v}", "开始{v}"),
        "past": ("路过烤肉店，突然想起以前{o}的日子",),
        "dist": ("我妹妹这个月在搞{x}，脾气超差", "{x}到底健康吗，还是营销？"),
        "scoped": ("平时{v}，但是周末跟家里人吃饭就{x}",),
    },
}

SLOTS["learning"] = {
    "multi": False,
    "pool": {
        EN: ("Irish", "Spanish", "Mandarin", "French", "Italian", "Polish", "Portuguese"),
        ZH: ("爱尔兰语", "西班牙语", "法语", "意大利语", "日语"),
    },
    "q": {
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language is {n} learning?",
            "planning": "Which language is {n} thinking of learning next?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}以前在学什么语言？",
            "as_of": "{n}在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },
    EN: {
        "pres": ("I'm learning {v}", "I've a {v} class on Wednesdays"),
        "new": (
            "I've started {v} classes",
            "I've dropped the old classes and I'm doing {v} now",
            "I signed up for {v} at the Tech",
        ),
        "third": ("{n} is learning {v} now", "{n} has started {v} lessons"),
        "use": (
            "Sorry for the late reply, was doing my {v} homework, the verbs are killing me",
            "My {v} tutor says my accent is 'very Belfast', no notes",
            "Practised my {v} on the waiter in the Italian place and he just answered in English",
        ),
        "inf": ("learn {v}", "sign up for {v}"),
        "past": ("Found my old {o} workbook in a drawer, couldn't read a word of it",),
        "dist": (
            "There's a {x} night in the Sunflower on Thursdays if anyone's interested",
            "My niece is doing {x} for GCSE",
            "Would {x} be hard to pick up, do you think?",
            "Saw a sign for {x} lessons in the library",
        ),
    },
    ZH: {
        "pres": ("我在学{v}", "我每周三上{v}课"),
        "new": ("我开始学{v}了", "我报了{v}班"),
        "third": ("{n}开始学{v}了", "{n}现在在学{v}"),
        "use": ("刚写完{v}作业，动词变位要命", "{v}老师说我的口音带着贝尔法斯特味，哈哈"),
        "inf": ("学{v}", "报{v}班"),
        "past": ("翻到以前学{o}的课本，一个字都看不懂了",),
        "dist": ("图书馆有{x}角，周四晚上", "我侄女在学{x}，好难"),
    },
}

SLOTS["tool"] = {
    "multi": False,
    "pool": {
        EN: (
            "Trello",
            "Notion",
            "Google Sheets",
            "Airtable",
            "Asana",
            "Excel",
            "Stagehand Pro",
            "ClickUp",
        )
    },
    "q": {
        EN: {
            "current": "Which app does {n} use to plan the company's work now?",
            "historical": "Which planning app did {n} use before?",
            "as_of": "Which planning app does {n} use?",
            "planning": "Which planning app is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在用什么软件安排剧团的工作？",
            "historical": "{n}以前用什么软件？",
            "as_of": "{n}用什么软件安排工作？",
            "planning": "{n}打算换用什么软件？",
        },
    },
    EN: {
        "pres": ("I keep the rehearsal schedule in {v}", "I do all the props lists in {v}"),
        "new": (
            "I've moved the rehearsal schedule over to {v}",
            "I've switched to {v} for the stage management stuff",
            "I've ditched the old system, everything's in {v} now",
        ),
        "third": ("{n} has moved the schedule to {v}", "{n} is running everything through {v} now"),
        "use": (
            "The costume list is updated in {v}, have a look before Thursday",
            "Shared the props board in {v}, tick things off as you bring them in",
            "{v} crashed and I lost the running order for half an hour, I aged ten years",
        ),
        "inf": ("move everything to {v}", "try {v} for the schedule"),
        "past": ("Found the old {o} board from the panto, such a mess",),
        "dist": (
            "My work is making us all use {x} now, I hate it",
            "Has anyone tried {x}? The youth theatre swear by it",
            "Saw a video about {x} for stage managers, looked clever",
            "Would {x} be better for the ticket sales, do you think?",
        ),
        "scoped": (
            "{v} for most things, but the costume budget is still in {x}",
            "everything's in {v} now except the ticket money, that stays in {x}",
        ),
    },
    ZH: {
        "pres": ("排练表我都放在{v}里", "道具清单我用{v}做"),
        "new": ("我把排练表搬到{v}了", "我改用{v}管理舞台监督的事了"),
        "third": ("{n}把排练表搬到{v}了", "{n}现在什么都用{v}"),
        "use": ("服装清单在{v}里更新了，周四前看一下", "{v}崩了，演出顺序丢了半小时，吓死"),
        "inf": ("把东西都搬到{v}", "试试用{v}"),
        "past": ("翻到圣诞剧时候的{o}看板，好乱",),
        "dist": ("公司现在逼我们用{x}，很难用", "有人用过{x}吗？青年剧团说很好用"),
        "scoped": ("平时都用{v}，只有服装预算还放在{x}里",),
    },
}

# Multi-valued slots (coexisting values).
SLOTS["pets"] = {
    "multi": True,
    "pool": {
        EN: (
            "greyhound",
            "cockapoo",
            "tabby",
            "rabbit",
            "budgie",
            "collie",
            "tortoise",
            "guinea pig",
            "labrador",
            "ferret",
        ),
        ZH: ("柯基", "布偶猫", "金毛", "仓鼠", "鹦鹉", "兔子"),
    },
    "q": {
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "historical": "Which pet did {n} have before?",
            "as_of": "Which pet does {n} have?",
            "planning": "What pet is {n} planning to get?",
        },
        ZH: {
            "coexisting": "{n}现在养了哪些宠物？",
            "historical": "{n}以前养过什么宠物？",
            "as_of": "{n}养什么宠物？",
            "planning": "{n}打算养什么宠物？",
        },
    },
    EN: {
        "has": ("I've a {v} at home", "my {v} is the boss of the house"),
        "add": (
            "I've got a {v} as well now, the house is a zoo",
            "I brought home a {v} to keep the other one company",
            "say hello to the newest member of the family, a {v}",
        ),
        "third": ("{n} has got a {v} as well now", "{n} took in a {v} on top of the other one"),
        "drop": (
            "I had to rehome the {v}, it just wasn't working",
            "the {v} went to live with my sister on her farm",
        ),
        "use": (
            "Can't stay late, the {v} needs seeing to",
            "The {v} ate a page of my script, genuinely",
            "Vet bill for the {v} was 90 quid, for a cough",
        ),
        "inf": ("get a {v}", "adopt a {v}"),
        "past": ("Miss having the {o} around the place",),
        "dist": (
            "There's a {x} up for adoption at the USPCA if anyone's looking",
            "My neighbour's {x} goes mad every time the Glider passes",
            "Would a {x} be mad in a flat?",
            "Saw a {x} in a wee coat on the towpath, the style of it",
        ),
    },
    ZH: {
        "has": ("我养了一只{v}", "我家{v}是一家之主"),
        "add": ("我又养了一只{v}，家里快成动物园了", "家里新添了一只{v}，跟原来那只作伴"),
        "third": ("{n}又养了一只{v}", "{n}家里又多了一只{v}"),
        "drop": ("{v}送到我姐姐的农场去了", "只好把{v}送人了，实在照顾不过来"),
        "use": ("不能待太晚，要回去喂{v}", "{v}把我的剧本咬了一页，真的"),
        "inf": ("养一只{v}", "领养一只{v}"),
        "past": ("有点想念以前的{o}",),
        "dist": ("动物救助站有一只{x}等领养，有人要吗？", "邻居家的{x}每次看到公交车都叫"),
    },
}

SLOTS["instruments"] = {
    "multi": True,
    "pool": {
        EN: (
            "fiddle",
            "tin whistle",
            "ukulele",
            "piano",
            "guitar",
            "accordion",
            "banjo",
            "cello",
            "bodhran",
        ),
        ZH: ("二胡", "古筝", "钢琴", "吉他", "尤克里里", "笛子"),
    },
    "q": {
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} play before?",
            "as_of": "Which instrument does {n} play?",
            "planning": "Which instrument is {n} planning to take up?",
        },
        ZH: {
            "coexisting": "{n}现在会弹哪些乐器？",
            "historical": "{n}以前弹什么乐器？",
            "as_of": "{n}弹什么乐器？",
            "planning": "{n}打算学什么乐器？",
        },
    },
    EN: {
        "has": ("I play the {v}", "I've been playing the {v} for years"),
        "add": (
            "I've taken up the {v} as well",
            "I've started {v} lessons on top of everything else",
            "I'm learning the {v} too now, the neighbours are thrilled",
        ),
        "third": ("{n} is playing the {v} as well now", "{n} has taken up the {v} too"),
        "drop": ("I've given up the {v}, sold it on Gumtree", "I've packed in the {v}, no time"),
        "use": (
            "Brought the {v} to the session in Madden's, didn't embarrass myself",
            "Practised the {v} for an hour and the dog left the room",
            "Need a new case for my {v}, the old one's falling apart",
        ),
        "inf": ("take up the {v}", "learn the {v}"),
        "past": ("Found my old {o} under the bed, still out of tune",),
        "dist": (
            "Anyone want a {x}? My uncle is clearing out his attic",
            "The band in the Duke of York last night had a {x} player, class",
            "Could we use a {x} in the pub scene, do you think?",
            "Saw a {x} in the window of Matchetts, gorgeous",
        ),
    },
    ZH: {
        "has": ("我会弹{v}", "我学{v}好多年了"),
        "add": ("我又开始学{v}了", "除了原来的，我现在还在练{v}"),
        "third": ("{n}现在也在学{v}", "{n}又开始练{v}了"),
        "drop": ("{v}不练了，挂到网上卖掉了", "{v}放弃了，实在没时间"),
        "use": ("练了一个小时{v}，狗都跑出房间了", "我的{v}需要换个新琴盒了"),
        "inf": ("学{v}", "开始练{v}"),
        "past": ("床底下翻出以前的{o}，音都不准了",),
        "dist": ("有人要{x}吗？我叔叔在清理阁楼", "昨晚酒吧乐队里有人弹{x}，好厉害"),
    },
}

SLOTS["clubs"] = {
    "multi": True,
    "pool": {
        EN: (
            "sea swimming",
            "bouldering",
            "choir",
            "camogie",
            "book club",
            "pottery",
            "parkrun",
            "five-a-side",
            "cycling club",
        ),
        ZH: ("太极", "书法班", "羽毛球", "合唱团", "乒乓球"),
    },
    "q": {
        EN: {
            "coexisting": "Which clubs or activities does {n} do now?",
            "historical": "Which activity did {n} do before?",
            "as_of": "Which club or activity does {n} do?",
            "planning": "Which activity is {n} planning to take up?",
        },
        ZH: {
            "coexisting": "{n}现在参加哪些活动？",
            "historical": "{n}以前参加什么活动？",
            "as_of": "{n}参加什么活动？",
            "planning": "{n}打算参加什么活动？",
        },
    },
    EN: {
        "has": ("I do {v} on a Saturday", "{v} is my thing at the weekends"),
        "add": (
            "I've joined a {v} group as well",
            "I've started {v} on top of everything else",
            "I'm doing {v} now too",
        ),
        "third": ("{n} has started {v} too", "{n} is doing {v} as well now"),
        "drop": ("I've given up {v}, my knees said no", "I've stopped going to {v}"),
        "use": (
            "Can't make Sunday morning, I've {v} first thing",
            "Came straight from {v}, excuse the state of me",
            "Missed the read-through for {v}, sorry, I'll catch up",
        ),
        "inf": ("try {v}", "join a {v} group"),
        "past": ("Saw the old {o} crowd in town, made me miss it a bit",),
        "dist": (
            "There's a {x} taster session in the Botanic Gardens on Sunday",
            "My boss does {x} and won't stop talking about it",
            "Is {x} good for your back, does anyone know?",
            "Saw an ad for {x} on a lamppost",
        ),
    },
    ZH: {
        "has": ("我周六去{v}", "周末我都去{v}"),
        "add": ("我又报了{v}", "我现在还去{v}"),
        "third": ("{n}也开始去{v}了", "{n}现在还参加{v}"),
        "drop": ("{v}不去了，膝盖受不了", "我不去{v}了"),
        "use": ("周日早上来不了，要去{v}", "刚从{v}过来，样子有点狼狈"),
        "inf": ("去{v}", "报个{v}"),
        "past": ("在城里碰到以前{o}的朋友们，有点想念",),
        "dist": ("植物园周日有{x}体验课", "我老板在玩{x}，天天说个不停"),
    },
}

# ---------------------------------------------------------------------------------------------
# Generic wrappers (the situations), per language.
# ---------------------------------------------------------------------------------------------

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

W = {
    EN: {
        "chat_pre": (
            "Well, what a week. The rain hasn't stopped since Monday and the wee one has a cold",
            "Morning all, just back from the dentist and my face is numb so excuse typos",
            "Right, I'm on the train and it's stopped outside Lisburn for no reason",
            "Lovely show from the youth lot on Friday, I was in tears at the end",
            "Still recovering from the cast party, who let Gerry near the karaoke",
        ),
        "chat_post": (
            "anyway, who's bringing biscuits Thursday?",
            "and the heating in the hall still isn't fixed, bring a jumper",
            "but more importantly has anyone seen my reading glasses, I left them in the green room",
            "anyway, see yous at the read-through",
            "also the car park's closed next week, park on the street",
        ),
        "late": (
            "Forgot to mention, {c} back in {m}",
            "Oh I never said, {c} in {m}, it's been that busy",
            "Meant to tell yous ages ago: {c}, back in {m}",
        ),
        "ask": ("Is it still {o} for you these days?", "Still {o}, yeah?"),
        "neg": ("No, not {o} any more, {c}", "Naw, {o} is long gone, {c}"),
        "correct": (
            "Sorry, I meant {v}, not {wrong}! Brain's fried",
            "*{v}, not {wrong}. Autocorrect, I swear",
        ),
        "plan": (
            "I'm thinking of trying to {i}",
            "Going to {i} in the new year, I think",
            "Seriously considering whether to {i}",
            "Planning to {i} once the show's over",
        ),
        "happen": ("Well, I did it: {c}", "{c}, like I said I would", "Done and dusted, {c}"),
        "drop": (
            "Not going to {i} after all, {r}",
            "Scrap the idea to {i}, {r}",
            "Changed my mind about trying to {i}, {r}",
        ),
        "reasons": (
            "too much hassle",
            "the cost of it",
            "talked myself out of it",
            "the timing's all wrong",
        ),
        "idle": (
            "Half thinking I should {i}, we'll see",
            "Part of me wants to {i}, probably won't",
            "Sometimes I wonder should I {i}",
        ),
        "selfname": (
            "Update from {n}: {c}",
            "Official announcement, {c}",
            "News from yours truly: {c}",
        ),
        "whereabouts": (
            "Has anyone heard from {n}? Haven't seen {obj} in weeks",
            "Was {n} not in tonight?",
            "What's the story with {n} these days?",
        ),
        "pron_tail": (
            "{c}, was telling me on Friday",
            "{c}, so that's where {sub} has been",
            "{c}! Did nobody tell you?",
        ),
        "scoped_wrap": ("Just so yous know, it's {c}", "For the record, {c}"),
        "pending": (
            "I'm planning to {i} next month",
            "Going to {i} after the summer run",
            "Next on my list: {i}, hopefully by the end of the year",
        ),
    },
    ZH: {
        "chat_pre": (
            "这周好累，雨一直下，孩子还感冒了",
            "早上好，刚从牙医那边回来，脸还是麻的",
            "周五青年团的演出太好看了，看哭了",
        ),
        "chat_post": ("周四谁带饼干？", "排练厅暖气还没修好，记得多穿点", "周四读剧见"),
        "late": ("忘了跟大家说，{m}的时候{c}", "一直忘了说，其实{m}就{c}了"),
        "ask": ("你还是用{o}吗？", "还是{o}吧？"),
        "neg": ("不是{o}了，{c}", "早就不是{o}了，{c}"),
        "correct": ("说错了，是{v}，不是{wrong}", "打错字了，是{v}不是{wrong}"),
        "plan": ("我在考虑{i}", "我打算明年{i}", "演出结束以后想{i}"),
        "happen": ("之前说的事办成了，{c}", "终于搞定了，{c}"),
        "drop": ("还是不{i}了，{r}", "{i}的事算了，{r}"),
        "reasons": ("太麻烦", "太贵了", "想想还是算了"),
        "idle": ("有时候想{i}，说说而已", "偶尔想过要不要{i}"),
        "selfname": ("{n}报告一下：{c}", "{n}宣布：{c}"),
        "whereabouts": ("最近有人见到{n}吗？", "{n}今晚怎么没来？"),
        "pron_tail": ("{c}，上周跟我说的", "{c}，你们不知道吗？"),
        "scoped_wrap": ("说明一下，{c}", "顺便说一句，{c}"),
        "pending": ("我打算下个月{i}", "夏天演出结束后准备{i}"),
    },
}

# ---------------------------------------------------------------------------------------------
# Everyday chat (no state news).  {p} another member, {play}, {venue}, {wd} a weekday.
# ---------------------------------------------------------------------------------------------

PLAYS = ("Dancing at Lughnasa", "Philadelphia, Here I Come!", "The Importance of Being Earnest",
         "Stones in His Pockets", "Translations", "Blood Brothers", "the panto",
         "A Christmas Carol", "Educating Rita", "The Playboy of the Western World")  # fmt: skip
VENUES = ("the Crescent", "the Lyric", "the MAC", "the Strand", "the church hall",
          "the Grand Opera House", "the Brian Friel")  # fmt: skip
PLAYS_ZH = ("《卢纳莎之舞》", "《翻译》", "圣诞童话剧", "《不可儿戏》", "《血亲兄弟》")
VENUES_ZH = ("Lyric剧院", "MAC", "Crescent艺术中心", "教堂礼堂", "Strand剧院")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

FILL = {
    EN: (
        "Rehearsal moved to {wd} this week, same time, {venue}",
        "Can everyone off book for Act One by {wd} please, I'm begging",
        "Who has the key for the props cupboard? It's locked and I need the teapot",
        "Auditions for {play} are on the noticeboard, go on, sure you'd be great",
        "Is it just me or is it freezing in {venue}",
        "Tickets for {play} are on sale, share the link with your mammies",
        "{p}, you were brilliant last night, the bit with the letter had me in bits",
        "Running late, the Westlink is a car park",
        "Does anyone have a spare tweed jacket for the second scene?",
        "Reminder: subs are due by the end of the month, the treasurer is watching you",
        "Lines are going in slowly, I keep saying 'kettle' instead of 'cattle'",
        "Went to see the new thing at {venue}, the set was unreal",
        "Anyone fancy a drink after rehearsal {wd}? The Errigle or the Hatfield",
        "My script has tea stains on every page, is that method acting",
        "The director wants us all in black for the photo call, no logos",
        "Quick one: is the tech run on {wd} or did I dream that",
        "Great crowd tonight, thanks everyone who came out in that weather",
        "Brought traybakes, they're in the green room, don't tell {p}",
        "The lighting desk is making that noise again",
        "Can we not do the warm-up with the tongue twisters, I'm traumatised",
        "Who's doing front of house for {play}? We need two more",
        "Hope everyone had a good weekend, back to it on {wd}",
        "The wee ones' drama class is doing a show in {venue}, come if you can",
        "Does anyone know how to get fake blood out of a white shirt",
        "We're back in {venue} on Tuesdays from now on, the hall's being painted",
        "Set build on Saturday from ten, bring a drill if you have one",
        "Photos from the dress are up in the shared folder",
        "Mist on the Lagan this morning, looked like a set from a ghost play",
        "Bus drivers are on strike again so I'll be late {wd}",
        "Somebody left a scarf in {venue}, green with wee tassels",
        "Nerves are at me for opening night, is that normal after twenty years",
        "Can we do the fight scene slower, I nearly lost a tooth",
        "Belfast Telegraph gave {play} three stars, we'll take it",
        "The rain in this town, honestly, I'm soaked to the bone",
        "Great to see {p}'s mum in the front row again",
    ),
    ZH: (
        "这周排练改到{wd}了，还是{venue}",
        "第一幕的台词我还没背熟，有点慌",
        "{play}的票开售了，大家帮忙转发一下",
        "{p}昨晚演得太好了，信那段我都哭了",
        "道具柜的钥匙谁拿着？我要拿茶壶",
        "今天{venue}好冷啊",
        "周六搭景，有电钻的带一下",
        "彩排的照片放到共享文件夹了",
        "有人知道假血怎么从白衬衫上洗掉吗？",
        "我带了点心，放在后台了",
        "开幕之前好紧张，正常吗",
        "贝尔法斯特的雨真的下个不停",
        "谁来做{play}的前台？还差两个人",
        "{wd}技术彩排别忘了",
        "打斗那场能不能慢一点，差点打到我",
        "下排练以后有人去喝一杯吗？",
    ),
}
REPLY = {
    EN: (
        "Ha, yes!",
        "Same here",
        "I'll be there",
        "Thanks for sorting that",
        "Class, well done",
        "Ach no, that's a pain",
        "Count me in",
        "Not a notion, sorry",
        "Love that",
        "Yes please",
        "Brilliant",
        "I'm dying here 😂",
        "Will do",
        "Sound, cheers",
        "Is that this week or next?",
        "Go on then",
        "Catch yourself on 😄",
    ),
    ZH: ("好的！", "收到", "我也是", "谢谢安排", "哈哈哈", "太好了", "我会到", "辛苦了"),
}
# English writers dropping in a Chinese word.
FILL_MIX = ("加油 everyone for tonight, as {p} taught me to say",
            "谢谢 for the lift home, {p}, I'm getting good at this",
            "Big 加油 to the youth cast, they open {wd}",
            "Had dumplings in the new place on Botanic Avenue, 好吃 as they say")  # fmt: skip


def month_name(day: int, lang: str) -> str:
    d = START + timedelta(days=day)
    return MONTHS[d.month - 1] if lang == EN else f"{d.month}月"


def finish(text: str, lang: str) -> str:
    """Capitalise and end a line the way a chat line ends."""
    text = text.strip()
    if lang == EN:
        text = text[0].upper() + text[1:]
        if text[-1] not in ".!?)😄😂🎉":
            text += "."
    elif text[-1] not in "。！？!?)":
        text += "。"
    return text


class Person:
    def __init__(self, name: str, gender: str, lang: str) -> None:
        self.name, self.gender, self.lang = name, gender, lang
        self.partner: Person | None = None
        self.slots: list[str] = []

    @property
    def sub(self) -> str:
        return "she" if self.gender == "f" else "he"

    @property
    def obj(self) -> str:
        return "her" if self.gender == "f" else "him"


class World:
    """The episodes being written and the probes being collected for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.n_sess = 0
        self.people: list[Person] = []

    def conv(self, day: int, lines: list[tuple[Person, str]]) -> None:
        """One conversation (a session): lines said a few minutes apart on one day."""
        self.n_sess += 1
        sid = f"c{self.n_sess:04d}"
        minute = self.rng.randint(420, 1300)
        for sp, text in lines:
            self.episodes.append({"day": day, "minute": minute, "speaker": sp.name,
                                  "text": finish(text, sp.lang), "session": sid,
                                  "language": sp.lang})  # fmt: skip
            minute += self.rng.randint(1, 7)

    def say(self, day: int, sp: Person, text: str, pre: Person | None = None) -> None:
        """A line, sometimes after an unrelated remark by someone else in the same session."""
        if pre is not None:
            self.conv(day, [(pre, self.filler_line(pre)), (sp, text)])
        else:
            self.conv(day, [(sp, text)])

    def others(self, p: Person, lang: str | None = None) -> list[Person]:
        return [q for q in self.people if q is not p and (lang is None or q.lang == lang)]

    def fill(self, template: str, sp: Person) -> str:
        r = self.rng
        if sp.lang == ZH:
            play, venue, wd = r.choice(PLAYS_ZH), r.choice(VENUES_ZH), r.choice(WEEKDAYS_ZH)
        else:
            play, venue, wd = r.choice(PLAYS), r.choice(VENUES), r.choice(WEEKDAYS)
        return template.format(p=r.choice(self.others(sp)).name, play=play, venue=venue, wd=wd)

    def filler_line(self, sp: Person) -> str:
        if sp.lang == EN and self.rng.random() < 0.04:
            return self.fill(self.rng.choice(FILL_MIX), sp)
        return self.fill(self.rng.choice(FILL[sp.lang]), sp)


# ---------------------------------------------------------------------------------------------
# Telling a change: the situations.
# ---------------------------------------------------------------------------------------------


def frag(w: World, lang: str, key: str, kind: str, **kw: str) -> str:
    return w.rng.choice(SLOTS[key][lang][kind]).format(**kw)


def wrap(w: World, lang: str, kind: str, **kw: str) -> str:
    return w.rng.choice(W[lang][kind]).format(**kw)


def reporters(w: World, p: Person, key: str, exclude: Person | None = None) -> list[Person]:
    """Who may report on p's slot: Chinese-only values are reported by Chinese writers."""
    lang = ZH if (p.lang == ZH and ZH in SLOTS[key]["pool"]) else None
    return [q for q in w.others(p, lang) if q is not exclude]


def third(w: World, rep: Person, p: Person, key: str, v: str, pronoun: bool = False) -> str:
    n = PRON[rep.lang][p.gender] if pronoun else p.name
    return frag(w, rep.lang, key, "third", n=n, v=v, pos=POS[p.gender])


def chatty(w: World, lang: str, c: str) -> str:
    pre, post = wrap(w, lang, "chat_pre"), wrap(w, lang, "chat_post")
    if lang == EN:
        c = c if c.startswith("I") else c[0].lower() + c[1:]
        return f"{pre}. Oh and {c}, {post}"
    return f"{pre}。对了，{c}。{post}"


def tell(
    w: World,
    p: Person,
    key: str,
    new: str,
    old: str | None,
    d: int,
    lo: int,
    hi: int,
    spare: list[str],
    abandoned: list[str],
    *,
    c_key: str = "new",
    styles: tuple[str, ...] | None = None,
) -> int:
    """Write one change (new value at day d, old value before it); returns the day it was told.
    lo: the day the previous value became known; hi: the day of the next change."""
    r, L = w.rng, p.lang
    all_styles = {"straight": 3, "chatty": 2, "use": 2, "third": 2, "pronoun": 2, "late": 2,
                  "neg": 2, "correct": 1, "plan": 2, "selfname": 1}  # fmt: skip
    names = [s for s in all_styles if styles is None or s in styles]
    style = r.choices(names, [all_styles[s] for s in names])[0]
    c = frag(w, L, key, c_key, v=new)
    reps = reporters(w, p, key)
    if style in ("third", "pronoun") and not reps:
        style = "selfname"
    if style == "neg" and old is None:
        style = "straight"
    if style == "late":
        told = d + r.randint(20, 55)
        if told < hi - 3 and told <= LAST_DAY:
            w.say(told, p, wrap(w, L, "late", c=c, m=month_name(d, L)))
            return told
        style = "straight"
    if style == "plan":
        pd = d - r.randint(25, 70)
        if pd > lo + 3:
            w.say(pd, p, wrap(w, L, "plan", i=frag(w, L, key, "inf", v=new)))
            w.say(d, p, wrap(w, L, "happen", c=c))
            return d
        style = "straight"
    if style == "correct":
        if spare:
            wrong = spare.pop(0)
            abandoned.append(wrong)
            w.conv(d, [(p, frag(w, L, key, c_key, v=wrong)),
                       (p, wrap(w, L, "correct", v=new, wrong=wrong))])  # fmt: skip
            return d
        style = "straight"
    if style == "third":
        rep = r.choice(reps)
        pre = p if r.random() < 0.3 else None
        w.say(d, rep, third(w, rep, p, key, new), pre=pre)
    elif style == "pronoun":
        rep = r.choice(reps)
        askers = [q for q in w.others(p) if q is not rep]
        asker = r.choice(askers)
        q = wrap(w, asker.lang, "whereabouts", n=p.name, obj=p.obj)
        tail = wrap(w, rep.lang, "pron_tail", c=third(w, rep, p, key, new, pronoun=True),
                    sub=p.sub)  # fmt: skip
        w.conv(d, [(asker, q), (rep, tail)])
    elif style == "neg":
        asker = r.choice(w.others(p, L) or w.others(p))
        w.conv(d, [(asker, wrap(w, asker.lang, "ask", o=old or "")),
                   (p, wrap(w, L, "neg", o=old or "", c=c))])  # fmt: skip
    elif style == "selfname":
        own = frag(w, L, key, "third", n=p.name, v=new, pos=POS[p.gender])
        w.say(d, p, wrap(w, L, "selfname", n=p.name, c=own))
    elif style == "use":
        pre = r.choice(w.others(p)) if r.random() < 0.4 else None
        w.say(d, p, frag(w, L, key, "use", v=new), pre=pre)
    elif style == "chatty":
        w.say(d, p, chatty(w, L, c))
    else:
        tail = r.choice(("", " 🎉", ", finally", ", long story")) if L == EN else ""
        w.say(d, p, c + tail)
    return d


def change_days(r: random.Random, n: int, lo: int = 80, hi: int = 660, gap: int = 50) -> list[int]:
    while True:
        days = sorted(r.sample(range(lo, hi), n))
        if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
            return days


def as_of_day(r: random.Random, known: int, end: int) -> int | None:
    """A day inside [known, end) away from both edges, or None if the window is too short."""
    if end - known < 16:
        return None
    return r.randint(known + 5, end - 6)


# ---------------------------------------------------------------------------------------------
# Slots over time.
# ---------------------------------------------------------------------------------------------


def we_phrase(w: World, sp: Person, other: Person) -> str:
    if sp.lang == EN:
        return f"{other.name} and I" if w.rng.random() < 0.7 else "we"
    return f"我和{other.name}" if w.rng.random() < 0.7 else "我们"


def tell_we(
    w: World, a: Person, b: Person, key: str, v: str, d: int, hi: int, first: bool = False
) -> int:
    """A household statement ("we"), said by either member; returns the day it was told."""
    r = w.rng
    sp, other = (a, b) if r.random() < 0.5 else (b, a)
    we = we_phrase(w, sp, other)
    if first:
        t = (("{we} live in {v}", "{we} have a wee house in {v}") if sp.lang == EN
             else ("{we}住在{v}", "{we}家在{v}"))  # fmt: skip
        w.say(d, sp, r.choice(t).format(we=we, v=v))
        return d
    c = frag(w, sp.lang, key, "we", we=we, v=v)
    roll = r.random()
    if roll < 0.25:
        told = d + r.randint(20, 50)
        if told < hi - 3 and told <= LAST_DAY:
            w.say(told, sp, wrap(w, sp.lang, "late", c=c, m=month_name(d, sp.lang)))
            return told
    if roll < 0.5:
        w.say(d, sp, chatty(w, sp.lang, c))
    else:
        w.say(d, sp, c)
    return d


def free_window(r: random.Random, busy: list[int], length: int) -> int | None:
    """A start day for a [start, start+length] stretch with no change day inside."""
    for _ in range(30):
        s = r.randint(50, LAST_DAY - length - 5)
        if not any(s - 3 <= b <= s + length + 3 for b in busy):
            return s
    return None


def side_lines(
    w: World,
    p: Person,
    key: str,
    held: list[str],
    spare: list[str],
    busy: list[int],
    abandoned: list[str],
    mentioned: list[str],
    last_known: int,
) -> str | None:
    """Dropped plans, idle thoughts, a pending plan and distractors; returns the pending plan."""
    r, L = w.rng, p.lang
    pool = list(SLOTS[key]["pool"].get(L, SLOTS[key]["pool"][EN]))
    if spare and r.random() < 0.4:
        start = free_window(r, busy, 75)
        if start is not None:
            x = spare.pop(0)
            abandoned.append(x)
            inf = frag(w, L, key, "inf", v=x)
            w.say(start, p, wrap(w, L, "plan", i=inf))
            reason = r.choice(W[L]["reasons"])
            w.say(start + r.randint(20, 70), p, wrap(w, L, "drop", i=inf, r=reason))
    if spare and r.random() < 0.3:
        x = spare.pop(0)
        abandoned.append(x)
        w.say(r.randint(30, LAST_DAY - 10), p, wrap(w, L, "idle", i=frag(w, L, key, "inf", v=x)))
    pending = None
    if spare and r.random() < 0.3 and last_known < 630:
        pending = spare.pop(0)
        day = r.randint(max(last_known + 20, 650), LAST_DAY - 5)
        w.say(day, p, wrap(w, L, "pending", i=frag(w, L, key, "inf", v=pending)))
    others = [v for v in pool if v not in held and v != pending]
    for _ in range(r.choice((1, 1, 2))):
        if not others:
            break
        x = r.choice(others)
        if r.random() < 0.6:
            sp = p
            mentioned.append(x)
        else:
            cands = reporters(w, p, key)
            if not cands:
                continue
            sp = r.choice(cands)
        w.say(r.randint(0, LAST_DAY), sp, frag(w, sp.lang, key, "dist", x=x), pre=None)
    return pending


def probe(p: Person, kind: str, key: str, gold: list[str], values: set[str],
          outdated: list[str] = (), abandoned: list[str] = (), as_of: int | None = None
          ) -> dict[str, Any]:  # fmt: skip
    q = SLOTS[key]["q"][p.lang][kind].format(n=p.name)
    d = {"subject": p.name, "kind": kind, "question": q, "slot": key, "gold": list(gold),
         "outdated": sorted(set(outdated)), "values": sorted(values),
         "abandoned": sorted(set(abandoned))}  # fmt: skip
    if as_of is not None:
        d["as_of_day"] = as_of
    return d


def gen_single(w: World, p: Person, key: str, partner: Person | None = None) -> None:
    r, L = w.rng, p.lang
    sd = SLOTS[key]
    pool = list(sd["pool"].get(L, sd["pool"][EN]))
    r.shuffle(pool)
    n_ch = min(r.choice((1, 1, 2, 2, 3)), len(pool) - 2)
    held, spare = pool[: n_ch + 1], pool[n_ch + 1 :]
    days = change_days(r, n_ch)
    init = r.randint(0, 40)
    abandoned: list[str] = []
    mentioned: list[str] = []
    if partner is not None:
        tell_we(w, p, partner, key, held[0], init, days[0], first=True)
    else:
        c = frag(w, L, key, "pres", v=held[0])
        if r.random() < 0.35:
            w.say(init, p, chatty(w, L, c))
        else:
            w.say(init, p, c, pre=r.choice(w.others(p)) if r.random() < 0.3 else None)
    known = [init]
    for i, d in enumerate(days):
        hi = days[i + 1] if i + 1 < n_ch else LAST_DAY + 1
        if partner is not None:
            known.append(tell_we(w, p, partner, key, held[i + 1], d, hi))
        else:
            known.append(tell(w, p, key, held[i + 1], held[i], d, known[-1], hi, spare,
                              abandoned))  # fmt: skip
        if r.random() < 0.4 and hi - known[-1] > 30:
            w.say(r.randint(known[-1] + 8, hi - 8), p, frag(w, L, key, "past", o=held[i]))
    if "scoped" in sd[L] and spare and r.random() < 0.6 and known[-1] < LAST_DAY - 20:
        x = spare.pop(0)
        mentioned.append(x)
        c = frag(w, L, key, "scoped", v=held[-1], x=x)
        w.say(r.randint(known[-1] + 5, LAST_DAY - 3), p, wrap(w, L, "scoped_wrap", c=c))
    if partner is not None:
        pending = None
        for x in [v for v in pool if v not in held][: r.choice((1, 2))]:
            w.say(r.randint(0, LAST_DAY), p, frag(w, L, key, "dist", x=x))
            mentioned.append(x)
    else:
        pending = side_lines(w, p, key, held, spare, days, abandoned, mentioned, known[-1])
    values = set(held) | set(abandoned) | set(mentioned) | ({pending} if pending else set())
    for who in (p,) if partner is None else (p, partner):
        w.probes.append(probe(who, "current", key, [held[-1]], values, held[:-1], abandoned))
        if r.random() < 0.7:
            w.probes.append(probe(who, "historical", key, held[:-1], values))
        if r.random() < 0.55:
            i = r.randrange(n_ch)
            day = as_of_day(r, known[i], days[i])
            if day is not None:
                w.probes.append(probe(who, "as_of", key, [held[i]], values, as_of=day))
        if pending:
            w.probes.append(probe(who, "planning", key, [pending], values))


def gen_multi(w: World, p: Person, key: str) -> None:
    r, L = w.rng, p.lang
    pool = list(SLOTS[key]["pool"].get(L, SLOTS[key]["pool"][EN]))
    r.shuffle(pool)
    v0, v1, spare = pool[0], pool[1], pool[2:]
    abandoned: list[str] = []
    mentioned: list[str] = []
    init = r.randint(0, 60)
    c = frag(w, L, key, "has", v=v0)
    w.say(init, p, chatty(w, L, c) if r.random() < 0.3 else c)
    add_styles = ("straight", "chatty", "third", "pronoun", "late", "selfname")
    a = r.randint(100, 460)
    current, removed, busy = [v0, v1], [], [a]
    two = bool(spare) and r.random() < 0.35
    b = r.randint(a + 60, 600) if two else LAST_DAY + 1
    known_a = tell(w, p, key, v1, None, a, init, b, [], abandoned, c_key="add", styles=add_styles)
    if r.random() < 0.5 and b - known_a > 30:
        w.say(r.randint(known_a + 5, b - 5), p, frag(w, L, key, "use", v=v1))
    if two:
        v2 = spare.pop(0)
        e = r.randint(b + 25, 690)
        known_b = tell(w, p, key, v2, None, b, known_a, e, [], abandoned, c_key="add",
                       styles=add_styles)  # fmt: skip
        tell(w, p, key, v0, None, e, known_b, LAST_DAY + 1, [], abandoned, c_key="drop",
             styles=("straight", "chatty", "late"))  # fmt: skip
        current, removed, busy = [v1, v2], [v0], [a, b, e]
        if r.random() < 0.4 and e < LAST_DAY - 30:
            w.say(r.randint(e + 60, LAST_DAY) if e < LAST_DAY - 70 else LAST_DAY, p,
                  frag(w, L, key, "past", o=v0))  # fmt: skip
    held = [v0, v1] + current
    pending = side_lines(w, p, key, held, spare, busy, abandoned, mentioned, max(busy))
    values = set(held) | set(abandoned) | set(mentioned) | ({pending} if pending else set())
    w.probes.append(probe(p, "coexisting", key, current, values, removed, abandoned))
    if removed:
        w.probes.append(probe(p, "historical", key, removed, values))
    if r.random() < 0.5:
        day = as_of_day(r, init, a)
        if day is not None:
            w.probes.append(probe(p, "as_of", key, [v0], values, as_of=day))
    if pending:
        w.probes.append(probe(p, "planning", key, [pending], values))


# ---------------------------------------------------------------------------------------------
# The world.
# ---------------------------------------------------------------------------------------------

SINGLE_KEYS = ("home", "employer", "carrier", "car", "energy", "bank", "streaming", "diet",
               "learning", "tool")  # fmt: skip
MULTI_KEYS = ("pets", "instruments", "clubs")
MAX_PROBES = 138


def pick_people(w: World) -> None:
    r = w.rng
    n = r.randint(10, 13)
    n_zh = r.choice((2, 3, 3, 4)) if n >= 12 else r.choice((2, 3))
    chosen = [Person(nm, g, EN) for nm, g in r.sample(PEOPLE_EN, n - n_zh)]
    chosen += [Person(nm, g, ZH) for nm, g in r.sample(PEOPLE_ZH, n_zh)]
    r.shuffle(chosen)
    w.people = chosen
    # Households: two or three couples of the same language share a home.
    for lang, k in ((EN, r.choice((1, 2))), (ZH, 1 if n_zh >= 2 and r.random() < 0.6 else 0)):
        free = [q for q in chosen if q.lang == lang and q.partner is None]
        for _ in range(k):
            if len(free) < 2:
                break
            a, b = free.pop(0), free.pop(0)
            a.partner, b.partner = b, a
    for q in chosen:
        k = r.choice((4, 4, 4, 5, 5, 6, 7))
        n_multi = r.choice((0, 1, 1, 2))
        keys = r.sample(MULTI_KEYS, n_multi)
        singles = [s for s in SINGLE_KEYS if s != "home"]
        keys += r.sample(singles, k - n_multi - 1)
        if q.partner is not None or r.random() < 0.7:
            keys.append("home")
        else:
            keys.append(r.choice([s for s in singles if s not in keys]))
        q.slots = keys


def household_intro(w: World) -> None:
    """Couples are named as couples early on, in passing."""
    done: set[str] = set()
    for q in w.people:
        if q.partner is None or q.name in done:
            continue
        done |= {q.name, q.partner.name}
        if q.lang == EN:
            t = w.rng.choice(
                (
                    "{o} says hi, {ps} is minding the kids so I can come to rehearsal",
                    "Me and {o} will do the raffle, {ps} has the tickets already",
                    "{o} is my other half, for anyone new, {ps} will be doing the lights",
                )
            )
            ps = "she" if q.partner.gender == "f" else "he"
        else:
            t = w.rng.choice(("{o}是我爱人，新来的朋友认识一下", "我和{o}负责抽奖，票在{o}那里"))
            ps = ""
        w.say(w.rng.randint(0, 20), q, t.format(o=q.partner.name, ps=ps))


def generate(seed: int) -> dict[str, Any]:
    """The seeded world: episodes (time-ordered) and probes, as `load_text_world` reads it."""
    w = World(seed)
    r = w.rng
    pick_people(w)
    household_intro(w)
    done_homes: set[str] = set()
    for q in w.people:
        for key in q.slots:
            if key in MULTI_KEYS:
                gen_multi(w, q, key)
            elif key == "home" and q.partner is not None:
                if q.name not in done_homes:
                    done_homes |= {q.name, q.partner.name}
                    gen_single(w, q, key, partner=q.partner)
            else:
                gen_single(w, q, key)
    target = r.randint(690, 790)
    while len(w.episodes) < target:
        first = r.choice(w.people)
        lines = [(first, w.filler_line(first))]
        for _ in range(r.choice((0, 0, 1, 1, 2, 3))):
            sp = r.choice(w.others(first))
            lines.append((sp, r.choice(REPLY[sp.lang]) if r.random() < 0.7 else w.filler_line(sp)))
        w.conv(r.randint(0, LAST_DAY), lines)
    while len(w.probes) > MAX_PROBES:
        extra = [i for i, p in enumerate(w.probes) if p["kind"] in ("historical", "as_of")]
        w.probes.pop(r.choice(extra))
    episodes = sorted(w.episodes, key=lambda e: (e["day"], e["minute"]))
    return {"start": START.isoformat(), "episodes": episodes, "probes": w.probes}


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def said(text: str, value: str) -> bool:
    import re

    if not value.isascii():
        return value in text
    return re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.I) is not None


def validate(world: dict[str, Any]) -> list[str]:
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH) or not e["text"]:
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    if not 10 <= len(speakers) <= 14:
        errs.append(f"{len(speakers)} people")
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or p["subject"] not in speakers or not p["gold"]:
            errs.append(f"bad probe {tag}")
        vals = set(p["values"])
        if not set(p["gold"]) <= vals or not set(p["outdated"]) <= vals:
            errs.append(f"gold/outdated outside values {tag}")
        if not set(p["abandoned"]) <= vals:
            errs.append(f"abandoned outside values {tag}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned {tag}")
        for v in vals:
            if not any(said(t, v) for t in texts):
                errs.append(f"value never said {tag}: {v}")
            for u in vals:
                if u != v and said(u, v):
                    errs.append(f"value {v!r} inside {u!r} {tag}")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errs.append(f"as_of_day {tag}")
        if p["kind"] == "as_of" and not 0 <= p["as_of_day"] <= LAST_DAY:
            errs.append(f"as_of_day range {tag}")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world) + ([] if again == world else ["not deterministic"])
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        people = {e["speaker"] for e in eps}
        zh = {e["speaker"] for e in eps if e["language"] == ZH}
        print(f"seed {seed}: {len(eps)} episodes, {len(probes)} probes, {len(people)} people "
              f"({len(zh)} writing Chinese), kinds {kinds}, errors {len(errs)}")  # fmt: skip
        for e in errs[:20]:
            print("  ", e)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
