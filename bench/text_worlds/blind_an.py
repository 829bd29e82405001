"""Blind text world ``blind_an``: an Oxford community orchard and cider-pressing group.

Volunteer pickers, the beekeepers who keep hives on the site and the families who turn up to
the autumn pressing days chat in the group's channels over two years.  ``generate(seed)``
invents 10 to 14 of them; each has four to seven state slots (neighbourhood, employer, role in
the orchard, phone carrier, car, energy supplier, diet, gym, pets, instruments) whose values
change one to three times.  Most of the chat is small talk about trees, bees, rotas and the
weather.  State news is told straight out, shown only through use, reported by someone else,
told weeks late, corrected, negated, planned (and done, dropped or still pending), or buried
in the middle of a long chatty line; distractors name the same kinds of value without anyone
holding them.  About a quarter of the people write in simplified Chinese.

Written blind from a brief of situations, standard library only, deterministic per seed.
Run ``python -m bench.text_worlds.blind_an`` for the self-check (seeds 7, 11 and 23).
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_an"
START = "2023-03-01T08:00:00+00:00"
START_DT = datetime(2023, 3, 1, 8, 0)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

EN_PEOPLE = (
    ("Harriet", "she"), ("Tom", "he"), ("Priya", "she"), ("Gareth", "he"), ("Niamh", "she"),
    ("Olu", "he"), ("Bethan", "she"), ("Felix", "he"), ("Rosie", "she"), ("Callum", "he"),
    ("Imogen", "she"), ("Dev", "he"), ("Maggie", "she"), ("Ewan", "he"), ("Saoirse", "she"),
    ("Rafe", "he"), ("Juliet", "she"), ("Kwame", "he"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Xiaoyu", "she"), ("Haoran", "he"), ("Jingwen", "she"), ("Zihan", "he"),
    ("Yuting", "she"), ("Weimin", "he"), ("Meilin", "she"), ("Junjie", "he"),
)  # fmt: skip
PRON = {
    EN: {"she": ("she", "her"), "he": ("he", "his")},
    ZH: {"she": ("她", "她的"), "he": ("他", "他的")},
}
GROUPS = ("picker", "beekeeper", "family")

# ---------------------------------------------------------------------------------------------
# Slots.  Fragment keys for single-valued slots (EN and ZH):
#   has   first-person present clause        has3   third-person present ({n} = name/pronoun)
#   new   first-person change clause         new3   third-person change clause
#   switch change clause naming {old}        we     household change clause (optional)
#   inf   infinitive phrase (plans)          still  "still ..." phrase for negation questions
#   use   whole line implying {v} is current, without announcing it
#   past  first-person past clause           dist   distractor lines naming {x}
# Multi-valued slots use has / has3 / add (naming {old}) / add3 / drop / use / dist.
# ---------------------------------------------------------------------------------------------

HOME = {
    "multi": False, "plans": True,
    "pool": {EN: ("Cowley", "Jericho", "Headington", "Summertown", "Botley", "Marston",
                  "Littlemore", "Wolvercote", "Osney", "Kidlington", "Abingdon", "Rose Hill",
                  "Wheatley", "Florence Park")},
    "q": {
        EN: {"current": "Which part of Oxford does {n} live in now?",
             "historical": "Where did {n} live before moving to the current place?",
             "as_of": "Which neighbourhood was {n} living in?",
             "planning": "Where is {n} planning to move to?"},
        ZH: {"current": "{n}现在住在牛津哪个区？",
             "historical": "{n}搬到现在的地方之前住在哪里？",
             "as_of": "{n}那时住在哪个区？",
             "planning": "{n}打算搬到哪里？"},
    },
    EN: {
        "has": ("I live in {v}", "home is {v}", "I'm renting a little terrace in {v}",
                "I've got a flat in {v}"),
        "has3": ("{n} lives in {v}", "{n} is over in {v}", "{n} has a place in {v}"),
        "new": ("I've moved to {v}", "I finally moved house, I'm in {v} now",
                "I got the keys to a place in {v} and moved in"),
        "new3": ("{n} has moved to {v}", "{n} moved house, to {v}", "{n} is living in {v} now"),
        "switch": ("I've left {old} and moved to {v}", "I swapped {old} for {v}"),
        "we": ("we've moved to {v}", "we finally moved, we're in {v} now"),
        "inf": ("move to {v}", "find somewhere in {v}", "buy a place in {v}"),
        "still": ("still living in {v}", "still over in {v}"),
        "past": ("I used to live in {v}", "I lived in {v} for years"),
        "use": ("Walked up from {v} this morning, the hedges along the way are full of sloes.",
                "My new neighbours in {v} keep asking about the cider, might bring a bottle round.",
                "Bin day in {v} is Tuesday so I'll drop the windfall bags off on Wednesday."),
        "dist": ("Anyone know what {x} is like for renting? Asking for a friend.",
                 "There's a pop-up cider bar opening in {x} apparently.",
                 "The council's doing road works all through {x} next month, avoid it.",
                 "If I won the lottery I'd buy one of those big houses in {x}, ha."),
    },
    ZH: {
        "has": ("我住在{v}", "我家在{v}", "我在{v}租了个小房子"),
        "has3": ("{n}住在{v}", "{n}家在{v}"),
        "new": ("我搬到{v}了", "我已经搬家了，现在住{v}", "我在{v}拿到新房子的钥匙，已经搬进去了"),
        "new3": ("{n}搬到{v}了", "{n}现在住在{v}"),
        "switch": ("我从{old}搬到{v}了", "我离开{old}，搬去{v}了"),
        "we": ("我们家搬到{v}了", "我们已经搬到{v}"),
        "inf": ("搬到{v}", "在{v}找房子"),
        "still": ("还住在{v}",),
        "past": ("我以前住在{v}", "我之前在{v}住了好几年"),
        "use": ("今天早上从{v}走过来，路边的黑刺李好多。",
                "{v}的新邻居一直问我们的苹果酒，下次带一瓶过去。"),
        "dist": ("有人知道{x}租房怎么样吗？帮朋友问的。",
                 "听说{x}要开一家苹果酒吧。",
                 "下个月{x}修路，大家绕开走。"),
    },
}  # fmt: skip

EMPLOYER = {
    "multi": False, "plans": True,
    "pool": {EN: ("Oxford University Press", "Blackwell's", "Cherwell Analytics",
                  "Isis Bakehouse", "Stagecoach", "Sandford Labs", "Oxford Brookes",
                  "Culham Fusion Works", "Marlow Vets", "Radcliffe Camera Co",
                  "Port Meadow Brewing", "Kestrel Software")},
    "q": {
        EN: {"current": "Who does {n} work for now?",
             "historical": "Where did {n} work before the current job?",
             "as_of": "Who was {n} working for?",
             "planning": "Where is {n} hoping to work next?"},
        ZH: {"current": "{n}现在在哪里工作？",
             "historical": "{n}换工作之前在哪里上班？",
             "as_of": "{n}那时在哪里工作？",
             "planning": "{n}打算去哪里工作？"},
    },
    EN: {
        "has": ("I work at {v}", "I'm at {v} during the week", "I've got a job at {v}"),
        "has3": ("{n} works at {v}", "{n} is at {v}", "{n} has a job at {v}"),
        "new": ("I've started a new job at {v}", "I've joined {v}", "I started at {v} on Monday"),
        "new3": ("{n} has started at {v}", "{n} got a job at {v}", "{n} works at {v} now"),
        "switch": ("I've left {old} and started at {v}", "I quit {old}, I'm at {v} now"),
        "inf": ("apply to {v}", "get a job at {v}", "move over to {v}"),
        "still": ("still at {v}", "still working for {v}"),
        "past": ("I used to work at {v}", "I was at {v} for a few years"),
        "use": ("Long day at {v}, the new manager wants everything in triplicate.",
                "Got the {v} staff discount on the labels for the bottling, bargain.",
                "Can't do the Thursday prune, {v} has me on a late shift."),
        "dist": ("{x} are hiring, if anyone fancies it.",
                 "Saw in the Oxford Mail that {x} might be closing the site.",
                 "My cousin had an interview at {x}, said they were lovely.",
                 "Imagine working at {x}, you'd never get a day off."),
    },
    ZH: {
        "has": ("我在{v}工作", "我在{v}上班"),
        "has3": ("{n}在{v}工作", "{n}在{v}上班"),
        "new": ("我换工作了，现在在{v}", "我开始在{v}上班了", "我入职{v}了"),
        "new3": ("{n}换到{v}上班了", "{n}现在在{v}工作"),
        "switch": ("我从{old}辞职了，去了{v}", "我离开{old}，现在在{v}"),
        "inf": ("去{v}工作", "申请{v}的职位"),
        "still": ("还在{v}上班",),
        "past": ("我以前在{v}工作", "我之前在{v}做了几年"),
        "use": ("{v}今天又加班，新经理什么都要写报告。",
                "用{v}的员工折扣买了装瓶的标签，很划算。"),
        "dist": ("{x}在招人，有兴趣的可以看看。",
                 "我表妹去{x}面试了，说那边人挺好。",
                 "报纸上说{x}可能要关门。"),
    },
}  # fmt: skip

ROLE = {
    "multi": False, "plans": True,
    "pool": {EN: ("press operator", "picking lead", "treasurer", "tour guide", "bottling lead",
                  "tree warden", "grafting lead", "volunteer coordinator"),
             ZH: ("榨汁机操作员", "采摘组长", "财务", "导览员", "装瓶负责人", "果树看护员",
                  "嫁接负责人", "志愿者协调员")},
    "q": {
        EN: {"current": "What is {n}'s role in the orchard group now?",
             "historical": "What role did {n} have in the orchard group before?",
             "as_of": "What was {n}'s role in the orchard group?",
             "planning": "Which orchard role is {n} planning to take on?"},
        ZH: {"current": "{n}现在在果园小组里负责什么？",
             "historical": "{n}之前在果园小组里负责什么？",
             "as_of": "{n}那时在果园小组里负责什么？",
             "planning": "{n}打算在果园小组里接手什么工作？"},
    },
    EN: {
        "has": ("I'm the {v} for the group", "I'm doing {v} this year", "I'm on as {v}"),
        "has3": ("{n} is our {v}", "{n} is doing {v}", "{n} is the group's {v}"),
        "new": ("I've taken over as {v}", "I said yes to being {v}", "I'm {v} from now on"),
        "new3": ("{n} has taken over as {v}", "{n} is {v} now", "{n} agreed to be {v}"),
        "switch": ("I've handed over {old} and I'm {v} now",
                   "I stepped down as {old} and took on {v}"),
        "inf": ("take on {v}", "step up as {v}", "have a go at being {v}"),
        "still": ("still {v}", "still doing {v}"),
        "past": ("I used to be {v}", "I was {v} for a while"),
        "use": ("As {v} I have to ask: who has the key to the shed?",
                "Wearing my {v} hat for a second: please sign the sheet on Saturday.",
                "Being {v} means I'm first in and last out, bring me tea please."),
        "dist": ("The Wytham group is looking for a {x}, if anyone's keen.",
                 "Honestly being {x} sounds like a nightmare, respect to whoever does it.",
                 "Does the {x} get a free bottle? Asking for myself."),
    },
    ZH: {
        "has": ("我是小组的{v}", "我今年当{v}", "我现在做{v}"),
        "has3": ("{n}是我们的{v}", "{n}在当{v}"),
        "new": ("我接手{v}了", "我答应当{v}了", "从现在起我是{v}"),
        "new3": ("{n}接手{v}了", "{n}现在是{v}"),
        "switch": ("我把{old}交出去了，现在当{v}", "我不做{old}了，改做{v}"),
        "inf": ("当{v}", "接手{v}"),
        "still": ("还在当{v}",),
        "past": ("我以前是{v}", "我之前当过{v}"),
        "use": ("作为{v}我得问一下：棚子的钥匙在谁那里？",
                "以{v}的身份提醒大家，周六记得签到。"),
        "dist": ("Wytham那边的小组在找{x}，有兴趣吗？",
                 "说实话当{x}挺累的，佩服做这个的人。"),
    },
}  # fmt: skip

CARRIER = {
    "multi": False, "plans": False,
    "pool": {EN: ("giffgaff", "Vodafone", "O2", "EE", "Lebara", "Smarty", "Hedgerow Mobile",
                  "Tesco Mobile")},
    "q": {
        EN: {"current": "Which mobile network is {n} on now?",
             "historical": "Which mobile network was {n} on before?",
             "as_of": "Which mobile network was {n} using?"},
        ZH: {"current": "{n}现在用哪家手机运营商？",
             "historical": "{n}以前用哪家手机运营商？",
             "as_of": "{n}那时用哪家运营商？"},
    },
    EN: {
        "has": ("I'm on {v}", "my phone's with {v}", "I'm with {v} for my mobile"),
        "has3": ("{n} is on {v}", "{n}'s phone is with {v}"),
        "new": ("I've switched my phone to {v}", "I ported my number over to {v}",
                "I'm on {v} now"),
        "new3": ("{n} switched to {v}", "{n} is on {v} now"),
        "switch": ("I ditched {old} and went to {v}", "I left {old} for {v}"),
        "still": ("still on {v}", "still with {v}"),
        "past": ("I used to be on {v}", "I was with {v} for ages"),
        "use": ("No signal up by the hives again, {v} is useless in the valley.",
                "Got a text from {v} saying my data's nearly gone, sorry for the late reply.",
                "{v} roaming worked fine in France, photos of the Normandy cider farm coming."),
        "dist": ("{x} have put their prices up again, glad I'm not with them.",
                 "There's an advert for {x} on every bus shelter on the Cowley Road.",
                 "Is {x} any good? My nephew wants a SIM."),
    },
    ZH: {
        "has": ("我用{v}", "我的手机卡是{v}的"),
        "has3": ("{n}用{v}", "{n}的手机是{v}的"),
        "new": ("我换成{v}了", "我把号码转到{v}了", "我现在用{v}"),
        "new3": ("{n}换成{v}了", "{n}现在用{v}"),
        "switch": ("我不用{old}了，换成{v}", "我从{old}换到{v}了"),
        "still": ("还在用{v}",),
        "past": ("我以前用{v}", "我之前一直用{v}"),
        "use": ("蜂箱那边又没信号，{v}在山谷里真不行。",
                "{v}发短信说流量快用完了，回复晚了不好意思。"),
        "dist": ("{x}又涨价了，还好我不用他们。", "{x}的广告到处都是。", "{x}好用吗？我外甥要办卡。"),
    },
}  # fmt: skip

CAR = {
    "multi": False, "plans": True,
    "pool": {EN: ("Nissan Leaf", "Toyota Yaris", "Ford Fiesta", "VW Polo", "Kia Niro",
                  "Honda Jazz", "Skoda Octavia", "Renault Zoe", "Volvo V70", "Fiat Panda")},
    "q": {
        EN: {"current": "What car does {n} drive now?",
             "historical": "What car did {n} drive before the current one?",
             "as_of": "What car was {n} driving?",
             "planning": "Which car is {n} planning to get?"},
        ZH: {"current": "{n}现在开什么车？",
             "historical": "{n}之前开什么车？",
             "as_of": "{n}那时开什么车？",
             "planning": "{n}打算买什么车？"},
    },
    EN: {
        "has": ("I drive a {v}", "I've got a {v}", "my car's a {v}"),
        "has3": ("{n} drives a {v}", "{n} has a {v}"),
        "new": ("I've bought a {v}", "I picked up a {v} last week", "I'm driving a {v} now"),
        "new3": ("{n} has got a {v}", "{n} bought a {v}", "{n} is driving a {v} now"),
        "switch": ("I sold the {old} and got a {v}", "I traded the {old} in for a {v}"),
        "we": ("we've got a {v} now", "we replaced the family car with a {v}"),
        "inf": ("get a {v}", "buy a {v}", "trade up to a {v}"),
        "still": ("still driving the {v}", "still in the {v}"),
        "past": ("I used to drive a {v}", "I had a {v} for years"),
        "use": ("Managed to fit six crates of windfalls in the back of the {v}, amazing.",
                "The {v} is parked by the gate, shout if it's in the way of the trailer.",
                "Took the {v} to Hereford to see the cider mill, lovely drive."),
        "dist": ("Top Gear did a piece on the {x}, apparently it's rubbish in snow.",
                 "If anyone's selling a {x} my brother's after one.",
                 "Someone parked a {x} right across the orchard gate this morning!"),
    },
    ZH: {
        "has": ("我开{v}", "我的车是{v}"),
        "has3": ("{n}开{v}", "{n}有一辆{v}"),
        "new": ("我买了一辆{v}", "我上周提了一辆{v}", "我现在开{v}"),
        "new3": ("{n}买了{v}", "{n}现在开{v}"),
        "switch": ("我把{old}卖了，换了{v}", "{old}换成{v}了"),
        "we": ("我们家换了一辆{v}", "我们现在开{v}"),
        "inf": ("买一辆{v}", "换{v}"),
        "still": ("还开{v}",),
        "past": ("我以前开{v}", "我之前那辆是{v}"),
        "use": ("{v}后备箱居然装下了六箱落果。", "{v}停在门口，挡着拖车的话喊我一声。"),
        "dist": ("有人卖{x}吗？我哥想要一辆。", "今天早上有人把{x}停在果园门口！"),
    },
}  # fmt: skip

ENERGY = {
    "multi": False, "plans": True,
    "pool": {EN: ("Octopus Energy", "Ovo", "EDF", "British Gas", "Thames Green Energy",
                  "Ridgeway Power", "E.ON", "Good Energy")},
    "q": {
        EN: {"current": "Which energy supplier is {n} with now?",
             "historical": "Which energy supplier was {n} with before?",
             "as_of": "Which energy supplier was {n} with?",
             "planning": "Which energy supplier is {n} planning to switch to?"},
        ZH: {"current": "{n}现在用哪家能源公司？",
             "historical": "{n}以前用哪家能源公司？",
             "as_of": "{n}那时用哪家能源公司？",
             "planning": "{n}打算换到哪家能源公司？"},
    },
    EN: {
        "has": ("I'm with {v} for gas and electric", "our energy's with {v}", "I'm on {v}"),
        "has3": ("{n} is with {v}", "{n} gets their electric from {v}"),
        "new": ("I've switched energy to {v}", "I moved my electricity over to {v}",
                "I'm with {v} now for energy"),
        "new3": ("{n} has switched to {v}", "{n} is with {v} now"),
        "switch": ("I finally left {old} for {v}", "I dumped {old} and went with {v}"),
        "we": ("we've switched to {v}", "we're with {v} now for gas and electric"),
        "inf": ("switch to {v}", "move over to {v}"),
        "still": ("still with {v}", "still on {v}"),
        "past": ("I used to be with {v}", "I was on {v} before"),
        "use": ("{v} sent a smart meter reading, the freezer full of apple juice is costing me.",
                "Spent an hour on hold to {v} this morning, so I missed the wassail planning.",
                "The {v} app says I used loads running the dehydrator for the apple rings."),
        "dist": ("{x} is on the news again for overcharging people.",
                 "A man from {x} knocked on every door in our street today.",
                 "Would you recommend {x}? My sister's thinking about them."),
    },
    ZH: {
        "has": ("我家的电和气是{v}的", "我用{v}"),
        "has3": ("{n}用{v}", "{n}家的电是{v}的"),
        "new": ("我把电换到{v}了", "我现在用{v}"),
        "new3": ("{n}换成{v}了", "{n}现在用{v}"),
        "switch": ("我终于离开{old}，换成{v}了", "从{old}换到{v}了"),
        "we": ("我们家换成{v}了", "我们现在用{v}"),
        "inf": ("换到{v}", "改用{v}"),
        "still": ("还在用{v}",),
        "past": ("我以前用{v}", "我之前是{v}的用户"),
        "use": ("{v}的账单来了，装满苹果汁的冰柜太费电了。", "早上给{v}打电话等了一个小时。"),
        "dist": ("{x}又上新闻了，说多收钱。", "我姐姐在考虑{x}，你们觉得怎么样？"),
    },
}  # fmt: skip

DIET = {
    "multi": False, "plans": True,
    "pool": {EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "flexitarian",
                  "dairy-free"),
             ZH: ("素食", "纯素", "鱼素", "无麸质饮食", "弹性素食", "无乳制品饮食")},
    "q": {
        EN: {"current": "What diet does {n} follow now?",
             "historical": "What diet did {n} follow before?",
             "as_of": "What diet was {n} following?",
             "planning": "Which diet is {n} planning to try?"},
        ZH: {"current": "{n}现在是什么饮食习惯？",
             "historical": "{n}以前是什么饮食习惯？",
             "as_of": "{n}那时是什么饮食习惯？",
             "planning": "{n}打算尝试什么饮食？"},
    },
    EN: {
        "has": ("I'm {v}", "I eat {v}", "I've been {v} for a while"),
        "has3": ("{n} is {v}", "{n} eats {v}"),
        "new": ("I've gone {v}", "I'm {v} now", "I decided to go {v}"),
        "new3": ("{n} has gone {v}", "{n} is {v} now"),
        "switch": ("I've gone from {old} to {v}", "I stopped being {old}, I'm {v} now"),
        "inf": ("go {v}", "try being {v}"),
        "still": ("still {v}",),
        "past": ("I used to be {v}", "I was {v} for a couple of years"),
        "use": ("Can whoever does the press-day lunch make sure there's something {v} for me?",
                "Brought my own {v} pasties to the prune, there's spare if anyone wants."),
        "dist": ("The café on the Iffley Road does a {x} menu now, looks good.",
                 "My mum thinks {x} is a fad, bless her.",
                 "There was a whole Radio 4 thing about {x} diets this morning."),
    },
    ZH: {
        "has": ("我吃{v}", "我一直是{v}"),
        "has3": ("{n}吃{v}", "{n}是{v}"),
        "new": ("我改吃{v}了", "我现在{v}", "我决定开始{v}"),
        "new3": ("{n}改吃{v}了", "{n}现在吃{v}"),
        "switch": ("我从{old}改成{v}了", "我不再{old}，现在是{v}"),
        "inf": ("试试{v}", "改成{v}"),
        "still": ("还是{v}",),
        "past": ("我以前吃{v}", "我之前{v}了两年"),
        "use": ("榨汁日的午饭麻烦给我准备点{v}的东西。", "我带了自己做的{v}饺子，大家可以尝尝。"),
        "dist": ("Iffley Road那家咖啡馆现在有{x}菜单了。", "我妈觉得{x}就是一阵风。"),
    },
}  # fmt: skip

GYM = {
    "multi": False, "plans": True,
    "pool": {EN: ("Ferry Leisure Centre", "Barton Leisure Centre", "PureGym", "Beacon Climbing",
                  "Boulder Barn", "Hinksey Pool", "Hot Pod Yoga", "Temple Fitness")},
    "q": {
        EN: {"current": "Which gym or sports place does {n} go to now?",
             "historical": "Which gym did {n} go to before?",
             "as_of": "Which gym was {n} going to?",
             "planning": "Which gym is {n} planning to join?"},
        ZH: {"current": "{n}现在去哪个健身房？",
             "historical": "{n}以前去哪个健身房？",
             "as_of": "{n}那时去哪个健身房？",
             "planning": "{n}打算去哪个健身房？"},
    },
    EN: {
        "has": ("I go to {v}", "I'm a member at {v}", "I train at {v}"),
        "has3": ("{n} goes to {v}", "{n} is a member at {v}"),
        "new": ("I've joined {v}", "I signed up at {v}", "I go to {v} now"),
        "new3": ("{n} has joined {v}", "{n} goes to {v} now"),
        "switch": ("I cancelled {old} and joined {v}", "I swapped {old} for {v}"),
        "inf": ("join {v}", "sign up at {v}"),
        "still": ("still going to {v}", "still a member at {v}"),
        "past": ("I used to go to {v}", "I was a member at {v}"),
        "use": ("Legs wrecked after {v} last night, so I'm on ladder duty not picking.",
                "Saw the Wytham beekeepers' chair at {v} this morning, small world.",
                "{v} had the sauna broken again, so I came straight here."),
        "dist": ("{x} is doing a free trial week, if anyone wants to try it.",
                 "Someone at work got injured at {x}, be careful.",
                 "Would anyone actually pay what {x} charges?"),
    },
    ZH: {
        "has": ("我去{v}健身", "我是{v}的会员"),
        "has3": ("{n}去{v}", "{n}是{v}的会员"),
        "new": ("我办了{v}的卡", "我加入{v}了", "我现在去{v}"),
        "new3": ("{n}加入{v}了", "{n}现在去{v}"),
        "switch": ("我退了{old}，办了{v}", "我从{old}换到{v}了"),
        "inf": ("办{v}的卡", "去{v}"),
        "still": ("还去{v}",),
        "past": ("我以前去{v}", "我之前是{v}的会员"),
        "use": ("昨晚在{v}练腿，今天只能扶梯子不能摘苹果了。", "{v}的桑拿又坏了，我就直接过来了。"),
        "dist": ("{x}有免费体验周，想去的可以试试。", "同事在{x}受伤了，大家小心。"),
    },
}  # fmt: skip

PETS = {
    "multi": True, "plans": False,
    "pool": {EN: ("Biscuit", "Moss", "Pickle", "Juniper", "Clementine", "Toffee", "Marmite",
                  "Wellington", "Fudge", "Nutmeg", "Otto", "Hazel")},
    "kinds": {EN: ("spaniel", "whippet", "tabby", "rescue greyhound", "ginger cat", "terrier",
                   "lurcher", "black cat"),
              ZH: ("小狗", "猫", "灰狗", "橘猫", "小猎犬", "黑猫")},
    "q": {
        EN: {"coexisting": "Which pets does {n} have now?",
             "historical": "Which pet did {n} have before that is no longer with them?",
             "as_of": "Which pet did {n} have?"},
        ZH: {"coexisting": "{n}现在养了哪些宠物？",
             "historical": "{n}以前养过、现在已经不在的宠物是哪只？",
             "as_of": "{n}那时养了什么宠物？"},
    },
    EN: {
        "has": ("I've got a {k} called {v}", "my {k} {v} rules the house"),
        "has3": ("{n} has a {k} called {v}", "{n}'s {k} is called {v}"),
        "add": ("we've got a second one now, a {k} called {v}, and {old} is not impressed",
                "{v} the {k} joined the family this week, {old} is sulking",
                "I've adopted a {k}, {v}, so it's two of them now with {old}"),
        "add3": ("{n} has a new {k} called {v} as well as {old}",
                 "{n} adopted {v}, a {k}, to keep {old} company"),
        "drop": ("we had to rehome {v}, it's been a sad week",
                 "{v} went to live with my mum in Banbury, she adores him"),
        "use": ("Can't stay late, {v} needs walking before it gets dark.",
                "{v} ate half a bag of windfalls and now regrets everything.",
                "Sorry for the muddy pawprints in the shed, that was {v}."),
        "dist": ("There's a lost {k} called {x} on the Marston Facebook group, keep an eye out.",
                 "My neighbour's dog {x} keeps getting into the orchard.",
                 "If I ever get a puppy I'm calling it {x}."),
    },
    ZH: {
        "has": ("我养了一只{k}，叫{v}", "我家{k}{v}是一家之主"),
        "has3": ("{n}养了一只{k}，叫{v}", "{n}家的{k}叫{v}"),
        "add": ("我们又养了一只{k}，叫{v}，{old}有点不高兴", "{v}这周来我们家了，是只{k}，和{old}作伴"),
        "add3": ("{n}除了{old}又养了一只{k}叫{v}",),
        "drop": ("{v}送到我妈那里去养了，这周有点难过",),
        "use": ("不能待太晚，要回去遛{v}。", "{v}偷吃了半袋落果，现在很后悔。"),
        "dist": ("Marston的群里有只走丢的{k}叫{x}，大家留意一下。", "邻居家的狗{x}老是跑进果园。"),
    },
}  # fmt: skip

INSTRUMENT = {
    "multi": True, "plans": False,
    "pool": {EN: ("fiddle", "accordion", "ukulele", "concertina", "banjo", "tin whistle",
                  "melodeon", "bodhrán", "mandolin"),
             ZH: ("小提琴", "手风琴", "尤克里里", "二胡", "笛子", "吉他", "口琴")},
    "q": {
        EN: {"coexisting": "Which instruments does {n} play now?",
             "historical": "Which instrument did {n} play before but gave up?",
             "as_of": "Which instrument did {n} play?"},
        ZH: {"coexisting": "{n}现在会演奏哪些乐器？",
             "historical": "{n}以前演奏过、后来放弃的乐器是什么？",
             "as_of": "{n}那时演奏什么乐器？"},
    },
    EN: {
        "has": ("I play the {v}", "I've played the {v} since school"),
        "has3": ("{n} plays the {v}", "{n} is our {v} player"),
        "add": ("I've taken up the {v} as well as the {old}",
                "I'm learning the {v} now too, the {old} is getting jealous",
                "alongside the {old} I've started on the {v}"),
        "add3": ("{n} has started on the {v} as well as the {old}",
                 "{n} plays the {v} too now, on top of the {old}"),
        "drop": ("I've given up the {v}, never had the time",
                 "I sold my {v}, it was just gathering dust"),
        "use": ("Practising {v} in the shed so the neighbours don't complain.",
                "Bringing the {v} to the wassail, someone remind me the tune for the toast.",
                "Snapped a string on my {v} at the session, typical."),
        "dist": ("There's a {x} for sale in the Oxfam on Broad Street, nearly new.",
                 "The band at the Isis Farmhouse had a {x} player, brilliant.",
                 "Who brings a {x} to a wassail, honestly."),
    },
    ZH: {
        "has": ("我会{v}", "我从小就学{v}"),
        "has3": ("{n}会{v}", "{n}是我们乐队的{v}手"),
        "add": ("除了{old}，我最近也开始学{v}了", "我又开始练{v}了，{old}也没放下"),
        "add3": ("{n}除了{old}又学了{v}",),
        "drop": ("我不玩{v}了，实在没时间", "我把{v}卖了，放着也是积灰"),
        "use": ("在棚子里练{v}，免得邻居投诉。", "祭树节我带{v}去，谁提醒我一下祝酒的曲子。"),
        "dist": ("Broad Street的Oxfam有一把{x}在卖，几乎全新。", "Isis Farmhouse那个乐队有人演奏{x}，太好听了。"),
    },
}  # fmt: skip

SLOTS: dict[str, dict[str, Any]] = {
    "home": HOME, "employer": EMPLOYER, "orchard_role": ROLE, "phone_carrier": CARRIER,
    "car": CAR, "energy_supplier": ENERGY, "diet": DIET, "gym": GYM, "pets": PETS,
    "instruments": INSTRUMENT,
}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Small talk: orchard, bees, pressing days.  {a} an apple variety, {o} another member, {w} a
# weekday, {t} a time.  None of it says anything about anyone's state.
# ---------------------------------------------------------------------------------------------

APPLES = ("Bramley", "Blenheim Orange", "Kingston Black", "Dabinett", "Egremont Russet",
          "Cox", "Discovery", "Yarlington Mill", "Ashmead's Kernel", "Worcester Pearmain")  # fmt: skip
WEEKDAYS = ("Saturday", "Sunday", "Wednesday", "Thursday", "Friday")
TIMES = ("9", "10", "half nine", "2", "11")

FILLER_EN = (
    "Who's bringing the ladders on {w}? The long one is still in my garage.",
    "The {a} by the gate is absolutely dripping with fruit this year.",
    "Reminder: pressing day {w} from {t}, bring clean bottles and a cake if you can.",
    "Anyone seen the secateurs with the orange handles? {o} thinks they went home with someone.",
    "Bees were really busy on the clover this afternoon, lovely to watch.",
    "Rain forecast for {w}, we might have to move the picking to the week after.",
    "The new press is so much quicker than the old one, thanks to whoever fixed the ratchet.",
    "Can someone check the water butts? They were low on {w}.",
    "Wassail tickets are up, kids go free again.",
    "I tried the {a} straight off the tree and it nearly took my face off, definitely a cider apple.",
    "Lovely session today, thanks all. My arms are going to hurt tomorrow.",
    "The kids had the best time on the scratter, sorry about the juice on everyone's shoes.",
    "Does anyone know if the hall has a working urn for {w}?",
    "Swarm in the hawthorn by the stile! {o} is on it with a box.",
    "Last year's batch is tasting really good now, a bit sharp but in a nice way.",
    "Mowing the long grass under the {a} on {w} if anyone wants to help.",
    "Mistletoe is taking over the old {a}, we should sort that before winter.",
    "I've uploaded the photos from the pressing to the shared folder.",
    "Honey extraction is at {o}'s on {w}, bring jars with lids.",
    "Whoever left the flapjack in the shed: hero.",
    "Varroa count was low this month, which is a relief.",
    "Quick one: are we still doing the grafting workshop in February?",
    "The fence by the allotments has a gap again, muntjac have been at the young trees.",
    "Apple juice pasteuriser is back from repair, all working.",
    "Thanks {o} for the lift home, the bags of fruit would've killed me on the bus.",
    "Is it me or are there fewer wasps this year?",
    "I'll be late {w}, start without me.",
    "There's a talk on orchard history at the library next month, looks interesting.",
    "We pressed 340 litres today! New record I think.",
    "The {a} tree we planted three years ago has its first three apples. Three!",
    "Don't forget to label your demijohns with your name, there are six mystery ones.",
    "Anyone fancy a walk round Port Meadow after the prune?",
    "Drone congregation over the hives today, quite a sight.",
    "Sorry I missed the meeting, what did we decide about the cider label?",
    "The pickling onions from {o}'s allotment were amazing, thank you.",
    "Bottle caps are in the blue tub, not the green one, the green one is for the wax.",
    "Frost last night, hope the blossom's alright.",
    "I'm doing a bake for the stall on {w}, any requests?",
    "Grass is soaking, wellies essential tomorrow.",
    "That was the best mulled cider I've ever had, who made it?",
    "Can we put the rota for the tasting table in the pinned message please.",
    "The woodpecker is back in the old {a}.",
    "Found a lovely spot for the new hive, sheltered and near the brambles.",
    "Grafting wax everywhere, my jumper is ruined, worth it.",
    "Has anyone got a spare hive tool? Lost mine in the long grass.",
)  # fmt: skip

FILLER_ZH = (
    "周{wz}谁带梯子？长的那把还在我车库里。",
    "门口那棵{a}今年结得特别多。",
    "提醒一下：周{wz}榨苹果汁，{t}点开始，记得带干净的瓶子。",
    "今天下午蜜蜂在三叶草上忙个不停，好看。",
    "周{wz}可能下雨，摘苹果可能要推迟一周。",
    "新的榨汁机快多了，谢谢修好它的人！",
    "孩子们玩得太开心了，果汁溅到大家鞋上，不好意思。",
    "山楂树那边有一群蜂分家了！{o}已经拿箱子去了。",
    "去年的苹果酒现在很好喝，有点酸但很舒服。",
    "榨汁的照片我已经上传到共享文件夹了。",
    "周{wz}在{o}家取蜂蜜，带有盖子的罐子。",
    "这个月的瓦螨数量很低，放心了。",
    "二月份的嫁接课还办吗？",
    "今天榨了340升，应该是新纪录！",
    "昨晚下霜了，希望花没事。",
    "周{wz}我做点点心去摆摊，大家有什么想吃的吗？",
    "草地都湿透了，明天一定要穿雨靴。",
    "那个热苹果酒太好喝了，是谁做的？",
    "谢谢{o}送我回家，不然那几袋苹果我在公交上要累死。",
    "有没有人多一把起刮刀？我的掉在草丛里了。",
    "Wassail的票已经开卖了，小朋友免费。",
    "今天的蜂箱检查很顺利，蜂王还在。",
)  # fmt: skip
WEEKDAYS_ZH = ("六", "日", "三", "四", "五")

# Chinese words some English writers drop in, with the line they sit in.
ZH_SPRINKLES = (
    "That cake was so 好吃, I need the recipe.",
    "加油 everyone for the big press tomorrow!",
    "Bit of a 麻烦 with the trailer hitch but sorted now.",
    "Happy new year! 新年快乐 to all the orchard crew.",
    "The honey this year is 太甜了, in the best way.",
)

CHAT_EN = (
    "How's everyone doing? Week has been a blur.",
    "Ha, classic.",
    "Agreed!",
    "Thanks, that's really helpful.",
    "Nice one.",
    "Oh no, hope it's ok.",
    "Brilliant.",
    "Lol, yes.",
)
CHAT_ZH = (
    "哈哈，太真实了。",
    "同意！",
    "谢谢，很有帮助。",
    "不错不错。",
    "好的。",
    "哎呀，希望没事。",
)

# Exceptions with a scope: the first value holds in general, the second only in that scope.
SCOPED = {
    "car": {EN: ("I drive the {v} day to day, but for the trailer runs I borrow my dad's {x}",),
            ZH: ("我平时开{v}，不过拉拖车的时候借我爸的{x}",)},
    "diet": {EN: ("I'm {v} most of the time, but at my gran's at Christmas I'm {x}, "
                  "there's no arguing with her",),
             ZH: ("我平时是{v}，不过回国过年的时候就{x}",)},
    "gym": {EN: ("I go to {v} for most things, but in the summer holidays it's {x} "
                 "with the kids",),
            ZH: ("我平时去{v}，不过暑假带孩子去{x}",)},
    "phone_carrier": {EN: ("my own phone's on {v}, but the work one is on {x}",),
                      ZH: ("我自己的手机用{v}，但工作手机是{x}的",)},
    "energy_supplier": {EN: ("the house is with {v}, but the allotment shed meter is "
                             "still {x}, long story",),
                        ZH: ("家里用{v}，不过菜园小屋的电表还是{x}的",)},
}  # fmt: skip

PRON3 = {
    EN: {"she": ("she", "her"), "he": ("he", "him")},
    ZH: {"she": ("她", "她"), "he": ("他", "他")},
}
MONTHS_ZH = "一二三四五六七八九十"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def month_name(day: int, lang: str) -> str:
    d = START_DT + timedelta(days=day)
    if lang == ZH:
        m = d.month
        return (MONTHS_ZH[m - 1] if m <= 10 else "十" + MONTHS_ZH[m - 11]) + "月"
    return d.strftime("%B")


class Person:
    def __init__(self, name: str, lang: str, gender: str, group: str) -> None:
        self.name = name
        self.lang = lang
        self.gender = gender
        self.group = group
        self.slots: list[str] = []
        self.sprinkle = False

    def subj(self, lang: str) -> str:
        return PRON3[lang][self.gender][0]

    def obj(self, lang: str) -> str:
        return PRON3[lang][self.gender][1]


class Builder:
    """Collects episodes and probes for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 13)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.people: list[Person] = []
        self.n_sessions = 0

    # -- low-level -------------------------------------------------------------------------

    def convo(self, day: int, lines: list[tuple[Person, str]], channel: str = "orchard") -> None:
        day = max(0, min(LAST_DAY, day))
        self.n_sessions += 1
        session = f"{channel}-{day:03d}-{self.n_sessions}"
        minute = self.rng.randint(420, 1250)
        for who, text in lines:
            lang = ZH if any("\u4e00" <= ch <= "\u9fff" for ch in text) and who.lang == ZH else EN
            self.episodes.append({"day": day, "minute": minute, "speaker": who.name,
                                  "text": text, "session": session, "language": lang})  # fmt: skip
            minute += self.rng.randint(1, 8)

    def pick(self, seq: Any) -> Any:
        return self.rng.choice(seq)

    def frag(self, slot: str, lang: str, key: str, **kw: str) -> str:
        options = SLOTS[slot][lang].get(key) or SLOTS[slot][EN][key]
        return self.pick(options).format(**kw)

    def pool(self, slot: str, lang: str) -> tuple[str, ...]:
        pools = SLOTS[slot]["pool"]
        return pools.get(lang, pools[EN])

    def specific(self, slot: str) -> bool:
        """Values of this slot are language-specific (Chinese speakers use Chinese values)."""
        return ZH in SLOTS[slot]["pool"]

    def other(self, p: Person, slot: str | None = None, same_lang: bool = False) -> Person:
        pool = [q for q in self.people if q is not p]
        if same_lang or (slot and self.specific(slot) and p.lang == ZH):
            same = [q for q in pool if q.lang == p.lang]
            pool = same or pool
        if slot and self.specific(slot) and p.lang == EN:
            pool = [q for q in pool if q.lang == EN] or pool
        return self.pick(pool)

    def filler_line(self, who: Person) -> str:
        o = self.pick([q for q in self.people if q is not who]).name
        if who.lang == ZH:
            return self.pick(FILLER_ZH).format(a=self.pick(APPLES), o=o, t=self.pick(TIMES),
                                               wz=self.pick(WEEKDAYS_ZH))  # fmt: skip
        if who.sprinkle and self.rng.random() < 0.12:
            return self.pick(ZH_SPRINKLES)
        return self.pick(FILLER_EN).format(a=self.pick(APPLES), o=o, w=self.pick(WEEKDAYS),
                                           t=self.pick(TIMES))  # fmt: skip

    def chat(self, who: Person) -> str:
        return self.pick(CHAT_ZH if who.lang == ZH else CHAT_EN)

    def wrap(self, who: Person, clause: str) -> str:
        """A first-person announcement around a clause."""
        if who.lang == ZH:
            return self.pick(("{c}。", "跟大家说一下，{c}。", "小更新：{c}！", "{c}，终于！",
                              "好消息，{c}。")).format(c=clause)  # fmt: skip
        return self.pick(("{C}.", "Quick update: {c}.", "News from me: {c}!",
                          "Just so you all know, {c}.", "Finally! {C}.", "{C}, by the way.",
                          "Small bit of personal news, {c}.")).format(c=clause, C=cap(clause))  # fmt: skip

    def long_line(self, who: Person, clause: str) -> str:
        """The news in the middle of small talk."""
        if who.lang == ZH:
            a = self.pick(
                ("大家早！这周忙疯了，", "哎，今天下雨又没去成果园，", "周末过得怎么样？我这边")
            )
            b = self.pick(("，然后孩子又感冒了，家里一团糟。对了周六还榨汁吗？",
                           "，所以最近有点乱，不过周末的蜂箱检查我会去。",
                           "。另外我做的苹果派大受欢迎，下次带给大家！"))  # fmt: skip
            return f"{a}{clause}{b}"
        a = self.pick(("Morning all! What a week it's been. Anyway, ",
                       "Sorry I've been quiet, work has been mad and the boiler broke, and ",
                       "Ugh, the rain. Didn't make it to the orchard again. In other news ",
                       "Hope everyone had a nice weekend! Ours was chaos, birthday party, "
                       "muddy football, and also "))  # fmt: skip
        b = self.pick((", so that's been a lot. Are we still on for the pressing on Saturday?",
                       ", which took up most of the month. Also, does anyone have a spare "
                       "bee suit for my nephew?",
                       ". Oh and the apple cake went down a storm, I'll bring another.",
                       ", so my head is all over the place. Remind me who's on the cake rota?"))  # fmt: skip
        return f"{a}{clause}{b}"

    # -- state statements ------------------------------------------------------------------

    def reporter(self, p: Person, slot: str) -> Person | None:
        """Someone who can talk about p's slot in their own language (None: nobody can)."""
        q = self.other(p, slot)
        if self.specific(slot) and q.lang != p.lang:
            return None
        return q

    def intro(self, p: Person, slot: str, v: str, day: int, k: str = "") -> None:
        """The first value of a slot, said some way or other."""
        mode = self.pick(("direct", "direct", "third", "use", "long"))
        L = p.lang
        kw = {"v": v, "k": k}
        if mode == "third" and (q := self.reporter(p, slot)):
            c = self.frag(slot, q.lang, "has3", n=p.name, **kw)
            if q.lang == ZH:
                line = self.pick(("对了，{c}，有事可以问{n}。", "{c}，我记得。")).format(
                    c=c, n=p.name
                )
            else:
                line = self.pick(("For the newcomers: {c}.", "{C}, if anyone needs to know.",
                                  "I think {c}, right {n}?")).format(c=c, C=cap(c), n=p.name)  # fmt: skip
            self.convo(day, [(q, line), (p, self.chat(p))])
        elif mode == "use":
            self.convo(day, [(p, self.frag(slot, L, "use", **kw))])
        elif mode == "long":
            self.convo(day, [(p, self.long_line(p, self.frag(slot, L, "has", **kw)))])
        else:
            c = self.frag(slot, L, "has", **kw)
            if L == ZH:
                line = self.pick(
                    ("大家好，我是{n}。{c}。", "自我介绍一下：{c}。", "{c}，顺便说一下。")
                )
            else:
                line = self.pick(("Hi all, {n} here, new to the group. {C}.",
                                  "A bit about me: {c}.", "{C}, for what it's worth."))  # fmt: skip
            self.convo(day, [(p, line.format(n=p.name, c=c, C=cap(c)))])

    def change(self, p: Person, slot: str, old: str, new: str, day: int, mode: str,
               wrong: str = "") -> int:  # fmt: skip
        """Announce a change of a single-valued slot; the day it became known."""
        L = p.lang
        kw = {"v": new, "old": old}
        if mode == "third" and (q := self.reporter(p, slot)):
            c = self.frag(slot, q.lang, "new3", n=p.name, **kw)
            if q.lang == ZH:
                line = self.pick(("听说{c}。", "刚碰到{n}了，{c}。", "大家知道吗？{c}！"))
            else:
                line = self.pick(("Did you all hear? {C}.", "Bumped into {n} at the market, {c}.",
                                  "Not sure if it's been said here, but {c}."))  # fmt: skip
            self.convo(day, [(q, line.format(c=c, C=cap(c), n=p.name)), (p, self.chat(p))])
            return day
        if mode == "pronoun" and (q := self.reporter(p, slot)):
            asker = self.pick([x for x in self.people if x is not p and x is not q])
            c = self.frag(slot, q.lang, "new3", n=p.subj(q.lang), **kw)
            if asker.lang == ZH:
                ask = self.pick(("最近有人见过{n}吗？", "{n}好久没来果园了，还好吗？"))
            else:
                ask = self.pick(("Has anyone heard from {n} lately?",
                                 "Where's {n} been? Haven't seen them at a prune for ages."))  # fmt: skip
            if q.lang == ZH:
                ans = self.pick(("见过，{c}，最近挺忙的。", "{c}，所以来得少了。"))
            else:
                ans = self.pick(("Yes! {C}, so it's been hectic for {o}.",
                                 "Saw {o} last week, {c}.", "{C}, I think, so give {o} time."))  # fmt: skip
            ans = ans.format(c=c, C=cap(c), o=p.obj(q.lang))
            self.convo(day, [(asker, ask.format(n=p.name)), (q, ans)])
            return day
        if mode == "selfname":
            c = self.frag(slot, L, "new3", n=p.name, **kw)
            line = (
                self.pick(("{n}报告：{c}。", "关于{n}的小消息：{c}。"))
                if L == ZH
                else self.pick(("Update from {n}: {c}.", "Announcement from yours truly: {c}."))
            )
            self.convo(day, [(p, line.format(n=p.name, c=c))])
            return day
        if mode == "we" and "we" in SLOTS[slot][L]:
            c = self.frag(slot, L, "we", **kw)
            line = (
                self.pick(("我们家的消息：{c}。", "{c}，全家都很开心。"))
                if L == ZH
                else self.pick(("Big news from our house: {c}.", "So, {c}. The kids are thrilled."))
            )
            self.convo(day, [(p, line.format(c=c))])
            return day
        if mode == "use":
            self.convo(day, [(p, self.frag(slot, L, "use", **kw))])
            return day
        if mode == "long":
            self.convo(day, [(p, self.long_line(p, self.frag(slot, L, "new", **kw)))])
            return day
        if mode == "late":
            said = day + self.rng.randint(24, 50)
            month = month_name(day, L)
            same = month == month_name(said, L)
            c = self.frag(slot, L, "new", **kw)
            if L == ZH:
                when = "这个月初" if same else f"{month}"
                line = self.pick(
                    ("忘了跟大家说，{c}，是{w}的事了。", "对了，{w}的时候{c}，一直忘了说。")
                )
            else:
                when = "earlier this month" if same else f"back in {month}"
                line = self.pick(("Forgot to mention: {c}. That was {w}, it's been a blur.",
                                  "Oh, did I never say? {C}, {w}.",
                                  "Belated news, {c} — happened {w}, sorry, meant to say."))  # fmt: skip
            self.convo(said, [(p, line.format(c=c, C=cap(c), w=when))])
            return said
        if mode == "negation":
            asker = self.other(p, slot, same_lang=self.specific(slot))
            if self.specific(slot) and asker.lang != L:
                asker = p  # nobody to ask in that language: say it straight out below
        if mode == "negation" and asker is not p:
            still = self.frag(slot, asker.lang, "still", v=old)
            if asker.lang == ZH:
                ask = f"{p.name}，你{still}吗？"
            else:
                ask = self.pick(("{n}, are you {s}?", "Are you {s}, {n}?")).format(
                    n=p.name, s=still
                )
            c = self.frag(slot, L, "new", **kw)
            if L == ZH:
                ans = self.pick(("不是了，{c}。", "早就不是{old}了，{c}。")).format(c=c, old=old)
            else:
                ans = self.pick(("No, not any more! {C}.", "Nope, not {old} any more, {c}.",
                                 "Not for a while now, {c}."))  # fmt: skip
                ans = ans.format(c=c, C=cap(c), old=old)
            self.convo(day, [(asker, ask), (p, ans)])
            return day
        if mode == "correction" and wrong:
            c = self.frag(slot, L, "new", v=wrong, old=old)
            if L == ZH:
                fix = self.pick(("打错了，是{v}，不是{w}。", "更正一下：{v}，不是{w}，手滑了。"))
            else:
                fix = self.pick(("Sorry, I meant {v}, not {w}! Autocorrect.",
                                 "Typo, {v} not {w}. Brain is fried.",
                                 "Correction: {v}. No idea why I wrote {w}."))  # fmt: skip
            self.convo(day, [(p, self.wrap(p, c)), (p, fix.format(v=new, w=wrong))])
            return day
        key = "switch" if self.rng.random() < 0.4 else "new"
        self.convo(day, [(p, self.wrap(p, self.frag(slot, L, key, **kw)))])
        return day

    def plan(self, p: Person, slot: str, v: str, day: int, musing: bool = False) -> None:
        inf = self.frag(slot, p.lang, "inf", v=v)
        if p.lang == ZH:
            line = (
                self.pick(("有时候想{i}，不过也就想想。", "偶尔会想要不要{i}。"))
                if musing
                else self.pick(
                    ("我打算{i}，在看了。", "我们计划明年{i}。", "在考虑{i}，大家觉得呢？")
                )
            )
        elif musing:
            line = self.pick(("Sometimes I think I should {i}. Probably never will.",
                              "Idle thought: maybe I'll {i} one day.",
                              "Half tempted to {i}, but who has the energy."))  # fmt: skip
        else:
            line = self.pick(("I'm planning to {i}, fingers crossed.",
                              "We're hoping to {i} in the new year.",
                              "Seriously thinking about trying to {i}, any advice?",
                              "Plan for next year: {i}."))  # fmt: skip
        self.convo(day, [(p, line.format(i=inf))])

    def drop_plan(self, p: Person, slot: str, v: str, day: int, current: str) -> None:
        inf = self.frag(slot, p.lang, "inf", v=v)
        if p.lang == ZH:
            line = self.pick(("计划有变，不{i}了。", "{v}的事算了，不折腾了。"))
        else:
            line = self.pick(("Change of plan, I'm not going to {i} after all.",
                              "Scrap the {v} idea, it's not happening.",
                              "Update: decided against it, no {v} for me, sticking with {c}."))  # fmt: skip
        self.convo(day, [(p, line.format(i=inf, v=v, c=current))])

    def multi_add(self, p: Person, slot: str, old: str, new: str, day: int, k: str) -> int:
        """A second (or third) value alongside the first; the day it became known."""
        L = p.lang
        mode = self.pick(("direct", "direct", "third", "late", "long"))
        if mode == "third" and (q := self.reporter(p, slot)):
            c = self.frag(slot, q.lang, "add3", n=p.name, v=new, old=old, k=k)
            line = "听说{c}，太可爱了。" if q.lang == ZH else "Fun fact of the day: {c}."
            self.convo(day, [(q, line.format(c=c)), (p, self.chat(p))])
            return day
        c = self.frag(slot, L, "add", v=new, old=old, k=k)
        if mode == "late":
            said = day + self.rng.randint(24, 45)
            w = month_name(day, L)
            if L == ZH:
                line = self.pick(("忘了说，{w}的时候{c}。", "补充一下：{c}，{w}就是了，一直没说。"))
            else:
                line = self.pick(("I never told you all: {c}. That was back in {w}!",
                                  "Late news, sorry: {c}, since {w} actually.",
                                  "Can't believe I didn't mention it, {c}. Back in {w}."))  # fmt: skip
            line = line.format(c=c, w=w)
            self.convo(said, [(p, line)])
            return said
        if mode == "long":
            self.convo(day, [(p, self.long_line(p, c))])
            return day
        self.convo(day, [(p, self.wrap(p, c))])
        return day

    def multi_drop(self, p: Person, slot: str, v: str, day: int) -> None:
        L = p.lang
        c = self.frag(slot, L, "drop", v=v)
        if self.rng.random() < 0.5:
            asker = self.other(p, slot, same_lang=True)
            if asker.lang == ZH and L == ZH:
                ask = f"{p.name}，{v}最近怎么样？"
            else:
                ask = f"{p.name}, how's {v} doing these days?"
            ans = f"哎，{c}。" if L == ZH else f"Ah, well, {c}."
            if asker.lang == L or not self.specific(slot):
                self.convo(day, [(asker, ask), (p, ans)])
                return
        self.convo(day, [(p, self.wrap(p, c))])

    def distract(self, p: Person, slot: str, x: str, day: int, k: str = "") -> None:
        line = self.frag(slot, p.lang, "dist", x=x, k=k or "dog")
        lines = [(p, line)]
        if self.rng.random() < 0.5:
            o = self.other(p)
            lines.append((o, self.chat(o)))
        self.convo(day, lines)

    def nostalgia(self, p: Person, slot: str, old: str, day: int) -> None:
        c = self.frag(slot, p.lang, "past", v=old)
        line = (self.pick(("{c}，有时候还挺怀念的。", "说起来，{c}。")) if p.lang == ZH else
                self.pick(("{C}, and honestly I miss it sometimes.",
                           "Feels like ages ago that {c}.",
                           "Someone asked me today and I realised {c}, back in the day.")))  # fmt: skip
        self.convo(day, [(p, line.format(c=c, C=cap(c)))])

    # -- one slot of one person ------------------------------------------------------------

    def q(self, p: Person, slot: str, kind: str) -> str:
        return SLOTS[slot]["q"][p.lang][kind].format(n=p.name)

    def probe(self, p: Person, slot: str, kind: str, gold: list[str], values: set[str],
              outdated: tuple[str, ...] | list[str] = (), abandoned: tuple[str, ...] | list[str] = (),
              as_of_day: int | None = None) -> None:  # fmt: skip
        pr: dict[str, Any] = {
            "subject": p.name, "kind": kind, "question": self.q(p, slot, kind), "slot": slot,
            "gold": list(gold), "outdated": sorted(set(outdated) - set(gold)),
            "values": sorted(values | set(gold)), "abandoned": sorted(set(abandoned)),
        }  # fmt: skip
        if as_of_day is not None:
            pr["as_of_day"] = as_of_day
        self.probes.append(pr)

    def single_slot(self, p: Person, slot: str) -> None:
        """A single-valued slot: first value, one to three changes, maybe a plan."""
        rng = self.rng
        pool = list(self.pool(slot, p.lang))
        rng.shuffle(pool)
        n = rng.choice((1, 1, 2, 2, 3))
        vals, spare = pool[: n + 1], pool[n + 1 :]
        plan_kind = None
        if SLOTS[slot]["plans"]:
            plan_kind = rng.choice((None, None, "done", "dropped", "musing", "pending"))
        start = rng.randint(0, 60)
        limit = 590 if plan_kind == "pending" else 690
        span = (limit - 100) // n
        days = [100 + i * span + rng.randint(0, span - 60) for i in range(n)]
        self.intro(p, slot, vals[0], start)
        segs = [(start, vals[0], start)]
        wrongs: list[str] = []
        abandoned: list[str] = []
        mentioned: set[str] = set()
        modes = ["direct", "direct", "use", "third", "pronoun", "selfname", "we", "long",
                 "late", "negation", "correction"]  # fmt: skip
        for i, d in enumerate(days):
            nxt = days[i + 1] if i + 1 < n else LAST_DAY + 60
            mode = rng.choice(modes)
            if mode == "late" and (nxt - d < 80 or d + 50 > LAST_DAY - 5):
                mode = "direct"
            wrong = ""
            if mode == "correction":
                if spare:
                    wrong = spare.pop()
                    wrongs.append(wrong)
                else:
                    mode = "direct"
            known = self.change(p, slot, vals[i], vals[i + 1], d, mode, wrong)
            segs.append((d, vals[i + 1], known))
            if rng.random() < 0.3:
                self.nostalgia(p, slot, vals[i], min(LAST_DAY, known + rng.randint(20, 90)))
        if plan_kind == "done":
            j = rng.randrange(n)
            lo = (days[j - 1] if j else start) + 5
            self.plan(p, slot, vals[j + 1], max(lo, days[j] - rng.randint(20, 60)))
        elif plan_kind in ("dropped", "musing") and spare:
            x = spare.pop()
            abandoned.append(x)
            a = rng.randint(80, 560)
            self.plan(p, slot, x, a, musing=plan_kind == "musing")
            if plan_kind == "dropped":
                b = a + rng.randint(30, 120)
                cur = [v for _, v, seen in segs if seen <= b][-1]
                self.drop_plan(p, slot, x, b, cur)
        pending = ""
        if plan_kind == "pending" and spare:
            pending = spare.pop()
            self.plan(p, slot, pending, rng.randint(max(days[-1] + 20, 610), 715))
        for _ in range(rng.randint(1, 2)):
            if spare:
                x = spare.pop()
                mentioned.add(x)
                self.distract(p, slot, x, rng.randint(0, LAST_DAY))
        if slot in SCOPED and spare and rng.random() < 0.35:
            x = spare.pop()
            mentioned.add(x)
            c = self.pick(SCOPED[slot][p.lang]).format(v=vals[-1], x=x)
            day = min(LAST_DAY, max(s[2] for s in segs) + rng.randint(10, 40))
            self.convo(day, [(p, c + ("。" if p.lang == ZH else "."))])
        values = set(vals) | set(wrongs) | set(abandoned) | mentioned | ({pending} - {""})
        self.probe(p, slot, "current", [vals[-1]], values, vals[:-1] + wrongs, abandoned)
        self.probe(p, slot, "historical", [vals[-2]], values)
        order = list(range(len(segs) - 1))
        rng.shuffle(order)
        order.append(len(segs) - 1)  # the current value's span only as a last resort
        for i in order:
            end = segs[i + 1][0] if i + 1 < len(segs) else LAST_DAY
            lo, hi = segs[i][2] + 3, end - 3
            if lo <= hi:
                self.probe(p, slot, "as_of", [segs[i][1]], values, as_of_day=rng.randint(lo, hi))
                break
        if pending:
            self.probe(p, slot, "planning", [pending], values)

    def multi_slot(self, p: Person, slot: str) -> None:
        """A slot that holds several values at once: one, then a second (and third) added."""
        rng = self.rng
        pool = list(self.pool(slot, p.lang))
        rng.shuffle(pool)
        kinds = SLOTS[slot].get("kinds", {}).get(p.lang, ("",))
        adds = rng.choice((1, 1, 2))
        held = pool[: adds + 1]
        spare = pool[adds + 1 :]
        k = {v: rng.choice(kinds) for v in pool}
        start = rng.randint(0, 80)
        self.intro(p, slot, held[0], start, k=k[held[0]])
        day, known, add_days = start, [start], []
        for i in range(1, adds + 1):
            day = rng.randint(day + 90, day + 260)
            add_days.append(day)
            known.append(self.multi_add(p, slot, held[i - 1], held[i], day, k[held[i]]))
        current = list(held)
        dropped: list[str] = []
        if adds == 2 and rng.random() < 0.5 and day + 40 < LAST_DAY:
            gone = rng.choice(held[:2])
            self.multi_drop(p, slot, gone, rng.randint(day + 40, min(LAST_DAY, day + 200)))
            current.remove(gone)
            dropped.append(gone)
        elif rng.random() < 0.5:
            v = rng.choice(held)
            uday = rng.randint(min(LAST_DAY, max(known) + 5), LAST_DAY)
            self.convo(uday, [(p, self.frag(slot, p.lang, "use", v=v, k=k[v]))])
        mentioned = set()
        if spare:
            x = spare.pop()
            mentioned.add(x)
            self.distract(p, slot, x, rng.randint(0, LAST_DAY), k=rng.choice(kinds))
        values = set(held) | mentioned
        self.probe(p, slot, "coexisting", current, values, dropped)
        lo, hi = known[0] + 3, add_days[0] - 3
        if lo <= hi:
            self.probe(p, slot, "as_of", [held[0]], values, as_of_day=rng.randint(lo, hi))
        if dropped:
            self.probe(p, slot, "historical", dropped, values)

    # -- the whole world -------------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        total = rng.randint(10, 14)
        n_zh = max(2, round(total / 4) + rng.choice((-1, 0, 0, 1)))
        en = rng.sample(EN_PEOPLE, total - n_zh)
        zh = rng.sample(ZH_PEOPLE, n_zh)
        for name, gender in en:
            self.people.append(Person(name, EN, gender, rng.choice(GROUPS)))
        for name, gender in zh:
            self.people.append(Person(name, ZH, gender, rng.choice(GROUPS)))
        rng.shuffle(self.people)
        for p in rng.sample([q for q in self.people if q.lang == EN], 3):
            p.sprinkle = True
        keys = list(SLOTS)
        for p in self.people:
            weights = {"orchard_role": 3 if p.group == "picker" else 2,
                       "pets": 3 if p.group == "family" else 1,
                       "instruments": 2 if p.group == "beekeeper" else 1}  # fmt: skip
            bag = [k for k in keys for _ in range(weights.get(k, 2))]
            chosen: list[str] = []
            want = rng.randint(4, 7)
            while len(chosen) < want:
                k = rng.choice(bag)
                if k not in chosen:
                    chosen.append(k)
            p.slots = chosen

    def group_life(self) -> None:
        """Things that happen to the group and are nobody's personal state."""
        rng = self.rng
        for day in range(rng.randint(200, 240), LAST_DAY, 365):  # autumn pressing days
            p, q, r = rng.sample(self.people, 3)
            lines = [(p, "Pressing day today! Gates open at 10, bring the kids and a bottle."
                      if p.lang == EN else "今天是榨汁日！十点开门，带上孩子和瓶子。"),
                     (q, self.filler_line(q)), (r, self.chat(r))]  # fmt: skip
            self.convo(day, lines, "press-day")
        for day in range(rng.randint(300, 320), LAST_DAY, 365):  # wassail in January
            p = rng.choice(self.people)
            line = (
                "Wassail on Saturday! Toast in the trees at dusk, lanterns provided."
                if p.lang == EN
                else "周六祭树节！黄昏时在果树下敬酒，有灯笼。"
            )
            self.convo(day, [(p, line)], "orchard")

    def filler(self, target: int) -> None:
        rng = self.rng
        while len(self.episodes) < target:
            day = rng.randint(0, LAST_DAY)
            channel = rng.choice(("orchard", "orchard", "hive-team", "press-day"))
            first = rng.choice(self.people)
            lines = [(first, self.filler_line(first))]
            for _ in range(rng.choice((0, 0, 1, 1, 2))):
                who = rng.choice([q for q in self.people if q is not lines[-1][0]])
                lines.append((who, self.chat(who) if rng.random() < 0.6 else self.filler_line(who)))
            self.convo(day, lines, channel)

    def build(self) -> dict[str, Any]:
        rng = self.rng
        self.cast()
        for p in self.people:
            for slot in p.slots:
                if SLOTS[slot]["multi"]:
                    self.multi_slot(p, slot)
                else:
                    self.single_slot(p, slot)
        self.group_life()
        self.filler(max(len(self.episodes) + 120, rng.randint(580, 760)))
        target = rng.randint(112, 138)
        # Trim to the target, taking from whichever of current / historical / as_of is most
        # over its share, so every kind stays well represented.
        share = {"current": 0.45, "historical": 0.25, "as_of": 0.3}
        while len(self.probes) > target:
            count = {k: sum(pr["kind"] == k for pr in self.probes) for k in share}
            kind = max(share, key=lambda k: count[k] / share[k])
            idx = [i for i, pr in enumerate(self.probes) if pr["kind"] == kind]
            del self.probes[rng.choice(idx)]
        order = sorted(range(len(self.episodes)),
                       key=lambda i: (self.episodes[i]["day"], self.episodes[i]["minute"], i))  # fmt: skip
        return {"generator": GENERATOR, "seed": None, "start": START,
                "episodes": [self.episodes[i] for i in order], "probes": self.probes}  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: start time, time-ordered episodes and probes with gold values."""
    world = Builder(seed).build()
    world["seed"] = seed
    return world


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errors: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    sessions: dict[str, list[dict[str, Any]]] = {}
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errors.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errors.append(f"episode time {e['day']}/{e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            errors.append(f"episode language/text {e!r}")
        if (e["day"], e["minute"]) < last:
            errors.append("episodes out of time order")
        last = (e["day"], e["minute"])
        sessions.setdefault(e["session"], []).append(e)
    for pr in probes:
        tag = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS or pr["subject"] not in speakers or not pr["question"]:
            errors.append(f"probe header {tag}")
        gold = set(pr["gold"])
        if not gold or not gold <= set(pr["values"]):
            errors.append(f"gold not in values {tag}")
        if gold & set(pr["outdated"]) or gold & set(pr["abandoned"]):
            errors.append(f"gold also outdated/abandoned {tag}")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errors.append(f"as_of_day {tag}")
        for g in gold:
            found = any(
                any(g in e["text"] for e in s)
                and any(e["speaker"] == pr["subject"] or pr["subject"] in e["text"] for e in s)
                for s in sessions.values()
            )
            if not found:
                errors.append(f"gold {g!r} never said by or about {tag}")
    return errors


def main() -> int:
    """Self-check: seeds 7, 11 and 23 generate, validate, and are deterministic."""
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        errors = validate(world)
        if world != generate(seed):
            errors.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        people = sorted({p["subject"] for p in probes})
        zh = sum(e["language"] == ZH for e in eps)
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{len(people)} people, days 0-{eps[-1]['day']}, kinds {kinds}")  # fmt: skip
        for err in errors[:20]:
            print("  ERROR", err)
        bad += len(errors)
    print("ok" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
