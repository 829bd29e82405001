"""Blind text world ``blind_af``: the group chat of a Brighton year-round sea-swimming club.

``generate(seed)`` invents ten to thirteen people (members, a couple who share a home, two
lifeguards; about a quarter write in simplified Chinese) chatting over two years, mostly about
water temperatures, flags, jellyfish and cake.  Each person has four to seven state slots
(neighbourhood, employer, usual swim spot, phone network, car, diet, gym, energy supplier,
streaming, language being learnt, pets, instruments, other clubs) whose values change one to
three times.  Changes are said straight out, shown only by use, reported by someone else (by
name or by pronoun), told weeks late, corrected, negated, planned and done, planned and
dropped, or only mused about; distractor lines name values of the same kind that are nobody's
state.  Probes carry the ground truth (current, historical, as_of, coexisting, planning).

Written blind from a brief of situations; standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
from typing import Any

GENERATOR = "blind_af"
START = "2023-03-01T06:30:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

PEOPLE_EN = (
    ("Maggie", "f"), ("Rosie", "f"), ("Priya", "f"), ("Callum", "m"), ("Hannah", "f"),
    ("Gareth", "m"), ("Niamh", "f"), ("Olly", "m"), ("Saskia", "f"), ("Kwame", "m"),
    ("Ioan", "m"), ("Marta", "f"), ("Jude", "f"), ("Declan", "m"), ("Esther", "f"),
    ("Femi", "m"), ("Lottie", "f"), ("Rhys", "m"),
)  # fmt: skip
PEOPLE_ZH = (
    ("Xiaoyu", "f"), ("Jingwen", "f"), ("Haoran", "m"), ("Meiling", "f"), ("Zihan", "m"),
    ("Yutong", "f"), ("Chenxi", "m"), ("Junjie", "m"),
)  # fmt: skip
PRON = {EN: {"f": "she", "m": "he"}, ZH: {"f": "她", "m": "他"}}
SELF = {"f": "herself", "m": "himself"}
LIFEGUARD_JOBS = ("RNLI", "Brighton Seafront Office")

# Fragment keys for single-valued slots (EN and ZH):
#   pres   first-person present clause          new    first-person change clause
#   switch change clause naming the old {o}     use    whole sentence showing {v} by use only
#   third  clause about {n} (name or pronoun)    we     household clause (optional)
#   inf    plan phrase                           stick  "staying with {v}" clause
#   ask    question to {n} about the old {o}     dist   distractor sentences naming {x}
#   scoped "{v}, but {x} for ..." clause (optional)
# Multi-valued slots: has / add / add_use ({o} = a value still held) / remove / third_add / dist.

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["home"] = {
    "multi": False,
    "pool": {EN: ("Kemptown", "Aldrington", "Hanover", "Portslade", "Preston Park", "Whitehawk",
                  "Seven Dials", "Fiveways", "Lewes", "Southwick", "Peacehaven", "Worthing",
                  "Moulsecoomb", "Hollingbury")},
    "q": {
        EN: {"current": "Which part of town does {n} live in now?",
             "historical": "Where did {n} use to live?",
             "as_of": "Where was {n} living at that point?",
             "planning": "Where is {n} thinking of moving to?"},
        ZH: {"current": "{n}现在住在哪个区？", "historical": "{n}以前住在哪里？",
             "as_of": "{n}那时候住在哪里？", "planning": "{n}打算搬到哪里？"},
    },
    EN: {
        "pres": ("I live in {v}", "I'm up in {v}", "home is a flat in {v}",
                 "I rent a place in {v}"),
        "new": ("I've moved to {v}", "I've just moved into a place in {v}",
                "I finally made the move to {v}", "I've got the keys to a flat in {v}"),
        "switch": ("I've left {o} and moved to {v}", "I swapped {o} for {v}",
                   "I said goodbye to {o}, I'm in {v} now"),
        "use": ("The hill back up to my new flat in {v} after a swim is an absolute killer.",
                "My new landlord in {v} says I can't hang wetsuits off the balcony. Tragic.",
                "Bus from {v} down to the front took forty minutes this morning, I'll be late "
                "for every dip from now on."),
        "third": ("{n} has moved to {v}", "{n}'s just moved to {v}", "{n} lives in {v} now"),
        "we": ("we've moved to {v}", "we finally got a place in {v}",
               "we're in {v} now, boxes everywhere"),
        "wepres": ("we live in {v}", "our place is in {v}"),
        "inf": ("move to {v}", "find somewhere in {v}", "buy a flat in {v}"),
        "stick": ("I'm staying in {v}", "I'm not leaving {v} after all"),
        "ask": ("{n}, are you still living in {o}?", "Still in {o}, {n}?"),
        "dist": ("There's a lovely flat going in {x} if anyone's looking.",
                 "Rents in {x} are insane now, it was in the Argus.",
                 "My cousin just bought in {x}, says parking is a nightmare.",
                 "Would you ever live in {x}? Asking for no reason.",
                 "{x} had the drains back up again after that storm."),
        "scoped": ("I live in {v} but I'm at my mum's in {x} most weekends",),
    },
    ZH: {
        "pres": ("我住在{v}", "我现在住{v}", "我在{v}租了个房子"),
        "new": ("我搬到{v}了", "我刚搬去{v}", "我终于搬到{v}啦"),
        "switch": ("我从{o}搬到{v}了", "离开{o}了，现在住{v}"),
        "use": ("从{v}的新家骑车到海边要二十分钟，还行。",
                "{v}这边的新邻居人挺好的，还问我冬天游泳冷不冷。"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}"),
        "we": ("我们搬到{v}了", "我们在{v}买了房子"),
        "wepres": ("我们住在{v}",),
        "inf": ("搬到{v}", "在{v}找房子"),
        "stick": ("我还是住在{v}", "先不搬了，继续住{v}"),
        "ask": ("{n}，你还住在{o}吗？", "{n}还在{o}住吗？"),
        "dist": ("{x}那边有套房子出租，有人要吗？", "听说{x}的房租又涨了。",
                 "我表姐刚在{x}买了房。"),
        "scoped": ("我住{v}，不过周末一般在{x}我妈那里",),
    },
}  # fmt: skip

SLOTS["employer"] = {
    "multi": False,
    "pool": {EN: ("American Express", "Brighton & Hove Buses", "Royal Sussex County Hospital",
                  "University of Sussex", "Brighton Dome", "Shoreham Port", "Seagull Roasters",
                  "Marlowe Digital", "Lanes Lettings", "Sussex Wildlife Trust",
                  "Infinity Foods", "Chalkline Studio")},
    "q": {
        EN: {"current": "Where does {n} work now?", "historical": "Where did {n} work before?",
             "as_of": "Who was {n} working for then?",
             "planning": "Which job is {n} going for?"},
        ZH: {"current": "{n}现在在哪里上班？", "historical": "{n}以前在哪里工作？",
             "as_of": "{n}那时候在哪里上班？", "planning": "{n}打算去哪里工作？"},
    },
    EN: {
        "pres": ("I work at {v}", "I'm at {v} these days", "I've been at {v} for a few years"),
        "new": ("I've started a new job at {v}", "I've just joined {v}",
                "I started at {v} on Monday"),
        "switch": ("I've left {o} and started at {v}",
                   "I handed my notice in at {o}, I'm at {v} now"),
        "use": ("Lunch break at {v} is only half an hour so I can't do the noon dip, sorry.",
                "First week at {v} done and nobody has told me where the kettle is.",
                "My {v} lanyard went through the wash with my swim stuff again."),
        "third": ("{n} has started at {v}", "{n} works at {v} now", "{n} got the job at {v}"),
        "inf": ("apply to {v}", "go for the job at {v}", "take the offer from {v}"),
        "stick": ("I'm staying at {v}", "I'm sticking it out at {v}"),
        "ask": ("{n}, still at {o}?", "Are you still working at {o}, {n}?"),
        "dist": ("{x} are hiring loads at the moment if anyone's looking.",
                 "Saw on the news {x} are cutting jobs, grim.",
                 "My brother-in-law works at {x} and never stops moaning.",
                 "Imagine working at {x} and swimming in your lunch hour."),
        "scoped": ("I'm at {v} most of the week but I do Saturdays at {x}",),
    },
    ZH: {
        "pres": ("我在{v}上班", "我现在在{v}工作"),
        "new": ("我换工作了，去了{v}", "我开始在{v}上班了"),
        "switch": ("我从{o}辞职了，现在在{v}",),
        "use": ("今天在{v}加班，中午游不了了。", "{v}的同事听说我冬泳都觉得我疯了。"),
        "third": ("{n}去{v}上班了", "{n}现在在{v}工作"),
        "inf": ("去{v}面试", "跳槽去{v}"),
        "stick": ("我还是留在{v}", "继续在{v}干"),
        "ask": ("{n}，你还在{o}上班吗？",),
        "dist": ("{x}最近在招人，有兴趣的可以看看。", "新闻说{x}要裁员了。"),
        "scoped": ("我平时在{v}上班，周六去{x}兼职",),
    },
}  # fmt: skip

SLOTS["swim_spot"] = {
    "multi": False,
    "pool": {EN: ("West Pier", "Palace Pier", "Hove Lawns", "Black Rock", "Ovingdean Gap",
                  "Shoreham Beach", "Brighton Marina", "Madeira Drive", "the Bandstand",
                  "Saltdean Beach")},
    "q": {
        EN: {"current": "Where does {n} usually swim now?",
             "historical": "Where did {n} use to swim?",
             "as_of": "Where was {n} usually swimming then?",
             "planning": "Where is {n} thinking of swimming instead?"},
        ZH: {"current": "{n}现在一般在哪里游泳？", "historical": "{n}以前在哪里游？",
             "as_of": "{n}那时候一般在哪里游？", "planning": "{n}打算改去哪里游？"},
    },
    EN: {
        "pres": ("I usually swim at {v}", "my spot is {v}", "I go in at {v} most mornings"),
        "new": ("I've started swimming at {v} instead", "I've moved my morning dip to {v}",
                "I'm doing {v} every day now"),
        "switch": ("I've given up on {o}, I swim at {v} now", "I ditched {o} for {v}"),
        "use": ("Sunrise at {v} today was unreal, my usual crew were all there.",
                "Shingle at {v} was shifting loads this morning on my way out, careful.",
                "Left my flask on the groyne at {v} again after my swim, if anyone sees it."),
        "third": ("{n} swims at {v} now", "{n} has switched to {v} for swims",
                  "{n} goes in at {v} these days"),
        "inf": ("try swimming at {v}", "start going in at {v}"),
        "stick": ("I'm sticking with {v}",),
        "ask": ("{n}, are you still swimming at {o}?", "Still doing {o} in the mornings, {n}?"),
        "dist": ("Lifeguards say there's a rip near {x} today, stay clear.",
                 "Water quality alert for {x} after the sewage overflow, ugh.",
                 "Someone saw a seal off {x}!!",
                 "Would anyone fancy a one-off swim at {x} on Saturday?"),
        "scoped": ("I swim at {v} on weekdays but {x} on Sundays with the group",),
    },
    ZH: {
        "pres": ("我一般在{v}下水", "我平时去{v}游"),
        "new": ("我现在改去{v}游了", "最近每天都在{v}下水"),
        "switch": ("不去{o}了，现在都在{v}游",),
        "use": ("今天在{v}游的时候日出太美了。", "{v}今天浪有点大，我出水的时候差点摔倒。"),
        "third": ("{n}现在在{v}游", "{n}改去{v}下水了"),
        "inf": ("去{v}试试", "改去{v}游"),
        "stick": ("我还是在{v}游",),
        "ask": ("{n}，你还在{o}游吗？",),
        "dist": ("救生员说{x}今天有离岸流。", "{x}又发水质警告了。", "有人在{x}看到海豹了！"),
        "scoped": ("工作日我在{v}游，周日跟大家去{x}",),
    },
}  # fmt: skip

SLOTS["phone"] = {
    "multi": False,
    "pool": {EN: ("Vodafone", "EE", "O2", "Giffgaff", "Smarty", "Tesco Mobile", "Lebara",
                  "iD Mobile", "Voxi", "Sky Mobile")},
    "q": {
        EN: {"current": "Which mobile network is {n} on now?",
             "historical": "Which network was {n} on before?",
             "as_of": "Which network was {n} on then?",
             "planning": "Which network is {n} thinking of switching to?"},
        ZH: {"current": "{n}现在用哪家手机运营商？", "historical": "{n}以前用哪家运营商？",
             "as_of": "{n}那时候用哪家运营商？", "planning": "{n}打算换哪家运营商？"},
    },
    EN: {
        "pres": ("I'm on {v}", "my phone's with {v}", "I use {v} for my mobile"),
        "new": ("I've switched my phone to {v}", "I've moved my mobile over to {v}",
                "I'm on {v} now"),
        "switch": ("I ditched {o}, I'm on {v} now", "I left {o} for {v}, half the price"),
        "use": ("My {v} signal on the beach is surprisingly good, rang my mum from the water's "
                "edge.",
                "Got my first {v} bill, way less than I was paying before.",
                "Sorry I missed the call, {v} dropped me twice on the seafront. New network, "
                "same old me."),
        "third": ("{n} is on {v} now", "{n} has moved to {v} for the phone"),
        "we": ("we've both moved our phones to {v}",),
        "inf": ("switch to {v}", "port my number to {v}"),
        "stick": ("I'm staying on {v}",),
        "ask": ("{n}, are you still on {o}? Mine keeps cutting out.",),
        "dist": ("{x} have an advert on every bus shelter in town now.",
                 "Anyone know if {x} is any good? My nephew wants it.",
                 "{x} had a massive outage yesterday apparently.",
                 "Never going anywhere near {x}, their customer service is a joke."),
        "scoped": ("I'm on {v} for my own phone but work gave me one on {x}",),
    },
    ZH: {
        "pres": ("我用的是{v}", "我的手机卡是{v}"),
        "new": ("我换成{v}了", "我的号转到{v}了"),
        "switch": ("不用{o}了，换了{v}",),
        "use": ("我的{v}在海边信号居然不错。", "第一个月的{v}账单来了，比以前便宜好多。"),
        "third": ("{n}换成{v}了",),
        "inf": ("换{v}", "把号转到{v}"),
        "stick": ("还是用{v}吧",),
        "ask": ("{n}你还用{o}吗？",),
        "dist": ("{x}的广告到处都是。", "听说{x}昨天大面积断网。"),
        "scoped": ("我自己的手机是{v}，公司发的是{x}",),
    },
}  # fmt: skip

SLOTS["car"] = {
    "multi": False,
    "pool": {EN: ("Nissan Leaf", "Kia Niro", "VW Polo", "Fiat 500", "Honda Jazz", "Toyota Yaris",
                  "Skoda Octavia", "Tesla Model 3", "Volvo V70", "Mini Cooper")},
    "q": {
        EN: {"current": "What car does {n} drive now?", "historical": "What did {n} drive before?",
             "as_of": "What was {n} driving then?",
             "planning": "Which car is {n} thinking of getting?"},
        ZH: {"current": "{n}现在开什么车？", "historical": "{n}以前开什么车？",
             "as_of": "{n}那时候开什么车？", "planning": "{n}打算买什么车？"},
    },
    EN: {
        "pres": ("I drive a {v}", "I've got a {v}", "I get about in my {v}"),
        "new": ("I've bought a {v}", "I've got a {v} now", "I picked up a second-hand {v}"),
        "switch": ("I sold the {o} and got a {v}", "I traded the {o} in for a {v}"),
        "use": ("Parked my {v} on the seafront and got a ticket, brilliant.",
                "I can fit three wet people and a dog in the {v} now, if anyone needs a lift "
                "Sunday.",
                "The heated seats in my {v} after a nine degree swim, honestly life changing."),
        "third": ("{n} has got a {v} now", "{n} drives a {v} these days"),
        "we": ("we've bought a {v}", "we traded our old car in for a {v}"),
        "inf": ("buy a {v}", "get a {v}"),
        "stick": ("I'm keeping the {v}",),
        "ask": ("{n}, still driving the {o}?",),
        "dist": ("Someone's {x} has been parked on the slipway all morning.",
                 "The {x} adverts are everywhere, looks nice but the price.",
                 "Would you swim in February for a free {x}? I would.",
                 "My dad swears by his {x}, won't hear a word against it."),
        "scoped": ("I drive a {v} but I borrow my brother's {x} for the tip runs",),
    },
    ZH: {
        "pres": ("我开的是{v}", "我有辆{v}"),
        "new": ("我买了辆{v}", "新车是{v}"),
        "switch": ("把{o}卖了，换了辆{v}",),
        "use": ("把我的{v}停在海边又被贴条了。", "我那辆{v}的座椅加热，冬泳之后简直救命。"),
        "third": ("{n}买了辆{v}",),
        "we": ("我们换了辆{v}",),
        "inf": ("买辆{v}",),
        "stick": ("还是开{v}",),
        "ask": ("{n}，你还开那辆{o}吗？",),
        "dist": ("有人的{x}停在下水坡道上一上午了。", "我爸特别喜欢他的{x}。"),
        "scoped": ("我自己开{v}，搬东西的时候借我哥的{x}",),
    },
}  # fmt: skip

SLOTS["diet"] = {
    "multi": False,
    "pool": {EN: ("vegan", "vegetarian", "pescatarian", "keto", "paleo", "flexitarian",
                  "dairy-free"),
             ZH: ("素食", "纯素", "生酮", "低碳水", "海鲜素")},
    "q": {
        EN: {"current": "What diet is {n} on now?", "historical": "What diet was {n} on before?",
             "as_of": "What was {n} eating then?",
             "planning": "Which diet is {n} thinking of trying?"},
        ZH: {"current": "{n}现在吃什么饮食？", "historical": "{n}以前是什么饮食？",
             "as_of": "{n}那时候吃什么饮食？", "planning": "{n}打算试什么饮食？"},
    },
    EN: {
        "pres": ("I'm {v}", "I eat {v}", "I've been {v} for ages"),
        "new": ("I've gone {v}", "I'm {v} now", "I've started eating {v}"),
        "switch": ("I'm not {o} any more, I've gone {v}", "I gave up being {o}, {v} now"),
        "use": ("Brought {v} flapjacks for after the swim, the blue tub is mine and only mine.",
                "Asked the beach café for the {v} option and got a very long look.",
                "Week six of eating {v} and I feel the cold in the water more, is that a thing?"),
        "third": ("{n} has gone {v}", "{n} is {v} now"),
        "we": ("we've gone {v} as a household",),
        "inf": ("go {v}", "try going {v}"),
        "stick": ("I'm staying {v}",),
        "ask": ("{n}, are you still {o}? Doing bacon rolls after the swim.",),
        "dist": ("The beach café is doing a {x} menu now, fair play.",
                 "Saw a documentary about going {x}, not for me.",
                 "Is {x} actually healthy or just a fad?",
                 "My sister went {x} and lasted a week."),
    },
    ZH: {
        "pres": ("我吃{v}", "我一直是{v}"),
        "new": ("我开始吃{v}了", "我现在{v}了"),
        "switch": ("不吃{o}了，改成{v}",),
        "use": ("今天带了{v}的蛋糕，我自己吃的，游完来拿。", "按{v}的吃法，我冬泳完特别饿。"),
        "third": ("{n}开始吃{v}了",),
        "we": ("我们全家都改吃{v}了",),
        "inf": ("试试{v}",),
        "stick": ("还是坚持{v}",),
        "ask": ("{n}你还吃{o}吗？",),
        "dist": ("海边咖啡馆出了{x}菜单。", "看了个关于{x}的纪录片，我做不到。"),
    },
}  # fmt: skip

SLOTS["gym"] = {
    "multi": False,
    "pool": {EN: ("PureGym", "The Gym Group", "Withdean Sports Complex", "King Alfred Leisure Centre",
                  "Boulder Brighton", "Yellowave", "Tidal Strength", "Level Up CrossFit")},
    "q": {
        EN: {"current": "Which gym does {n} go to now?", "historical": "Which gym did {n} use before?",
             "as_of": "Which gym was {n} going to then?",
             "planning": "Which gym is {n} thinking of joining?"},
        ZH: {"current": "{n}现在去哪个健身房？", "historical": "{n}以前去哪个健身房？",
             "as_of": "{n}那时候去哪个健身房？", "planning": "{n}打算去哪个健身房？"},
    },
    EN: {
        "pres": ("I'm a member at {v}", "I train at {v}", "I go to {v} on the dry days"),
        "new": ("I've joined {v}", "I signed up at {v}", "I'm going to {v} now"),
        "switch": ("I cancelled {o} and joined {v}", "I left {o} for {v}"),
        "use": ("Leg day at {v} then a swim, I can't feel anything below the waist.",
                "The showers at {v} are warmer than mine at home, I may move in.",
                "Bumped into half the club at {v} this morning, on my new membership."),
        "third": ("{n} has joined {v}", "{n} trains at {v} now"),
        "inf": ("join {v}", "sign up at {v}"),
        "stick": ("I'm staying at {v}",),
        "ask": ("{n}, still going to {o}?",),
        "dist": ("{x} is doing a January deal, half price.",
                 "Heard {x} is closing for a refurb.",
                 "Anyone tried {x}? Looks rammed every time I walk past.",
                 "The {x} ads on Instagram are relentless."),
        "scoped": ("I'm a member at {v} but I use {x} when I'm working that side of town",),
    },
    ZH: {
        "pres": ("我在{v}健身", "我办的是{v}的卡"),
        "new": ("我办了{v}的卡", "我现在去{v}了"),
        "switch": ("退了{o}，办了{v}",),
        "use": ("在{v}练完腿再去游泳，我腿都废了。", "{v}的淋浴比我家里的还热。"),
        "third": ("{n}去{v}健身了",),
        "inf": ("办{v}的卡",),
        "stick": ("还是去{v}",),
        "ask": ("{n}你还去{o}吗？",),
        "dist": ("{x}一月份办卡半价。", "听说{x}要装修关门。"),
    },
}  # fmt: skip

SLOTS["energy"] = {
    "multi": False,
    "pool": {EN: ("Octopus Energy", "British Gas", "OVO", "EDF", "Good Energy", "E.ON Next",
                  "Ecotricity", "So Energy", "Downland Power")},
    "q": {
        EN: {"current": "Who is {n}'s energy supplier now?",
             "historical": "Which energy supplier was {n} with before?",
             "as_of": "Who was {n}'s energy supplier then?",
             "planning": "Which energy supplier is {n} thinking of moving to?"},
        ZH: {"current": "{n}家现在用哪家能源公司？", "historical": "{n}家以前用哪家能源公司？",
             "as_of": "{n}家那时候用哪家能源公司？", "planning": "{n}打算换哪家能源公司？"},
    },
    EN: {
        "pres": ("I'm with {v} for gas and electric", "my energy's with {v}", "I'm with {v}"),
        "new": ("I've switched to {v}", "I've moved my energy over to {v}"),
        "switch": ("I left {o} and went to {v}", "I got fed up with {o} and moved to {v}"),
        "use": ("{v} sent me a letter about a smart meter, do I have to?",
                "My {v} app says the heated airer for my swim kit costs more than the telly.",
                "Just had my first {v} bill, not awful."),
        "third": ("{n} has switched to {v}", "{n} is with {v} now"),
        "we": ("we've switched to {v}", "we moved our gas and electric to {v}"),
        "inf": ("switch to {v}", "move over to {v}"),
        "stick": ("I'm staying with {v}",),
        "ask": ("{n}, are you still with {o}?",),
        "dist": ("{x} put their prices up again.",
                 "Anyone with {x}? Someone was asking on the local Facebook group.",
                 "{x} were on the news for overcharging.",
                 "If {x} sponsored the club we could have a sauna on the beach."),
    },
    ZH: {
        "pres": ("我家电和燃气都是{v}", "我用的是{v}"),
        "new": ("我换到{v}了",),
        "switch": ("从{o}换到{v}了",),
        "use": ("我家{v}的账单来了，还行。", "{v}给我发信说要装智能电表。"),
        "third": ("{n}换到{v}了",),
        "we": ("我们家换成{v}了",),
        "inf": ("换到{v}",),
        "stick": ("还是用{v}",),
        "ask": ("{n}你家还用{o}吗？",),
        "dist": ("{x}又涨价了。", "新闻说{x}多收费。"),
    },
}  # fmt: skip

SLOTS["streaming"] = {
    "multi": False,
    "pool": {EN: ("Netflix", "Disney+", "Amazon Prime", "Apple TV+", "Paramount+", "BritBox",
                  "Mubi"),
             ZH: ("爱奇艺", "腾讯视频", "优酷", "芒果TV", "Netflix")},
    "q": {
        EN: {"current": "Which streaming service does {n} have now?",
             "historical": "Which streaming service did {n} have before?",
             "as_of": "Which streaming service did {n} have then?",
             "planning": "Which streaming service is {n} thinking of getting?"},
        ZH: {"current": "{n}现在用哪个视频平台？", "historical": "{n}以前用哪个视频平台？",
             "as_of": "{n}那时候用哪个视频平台？", "planning": "{n}打算开哪个视频平台的会员？"},
    },
    EN: {
        "pres": ("we've got {v}", "I watch everything on {v}", "I pay for {v}"),
        "new": ("I've signed up to {v}", "I've got {v} now"),
        "switch": ("I cancelled {o} and got {v}", "I dropped {o}, it's {v} in our house now"),
        "use": ("Watched that wild swimming doc on my {v} last night, they went in at four "
                "degrees.",
                "My {v} autoplayed a shark film at me after the swim, rude.",
                "Binged half a series on my new {v} account with a hot water bottle after "
                "Sunday's dip."),
        "third": ("{n} has got {v} now",),
        "we": ("we've switched to {v}", "we cancelled everything except {v}"),
        "inf": ("get {v}", "sign up to {v}"),
        "stick": ("I'm keeping {v}",),
        "ask": ("{n}, have you still got {o}? There's a Channel swim doc I want to see.",),
        "dist": ("Apparently {x} has a documentary about Channel swimmers.",
                 "{x} are putting their prices up again.",
                 "Is {x} worth it? Thinking of getting it for my dad.",
                 "The {x} adverts before every YouTube video are driving me mad."),
    },
    ZH: {
        "pres": ("我平时用{v}追剧", "我开了{v}的会员"),
        "new": ("我开了{v}会员",),
        "switch": ("退了{o}，换成{v}了",),
        "use": ("昨晚在我的{v}上看了一部冬泳纪录片。", "游完泳回家裹着毯子刷我的{v}。"),
        "third": ("{n}开了{v}的会员",),
        "we": ("我们家现在用{v}",),
        "inf": ("开个{v}会员",),
        "stick": ("还是用{v}",),
        "ask": ("{n}你还有{o}会员吗？",),
        "dist": ("{x}又涨价了。", "听说{x}上有部讲横渡英吉利海峡的纪录片。"),
    },
}  # fmt: skip

SLOTS["language"] = {
    "multi": False,
    "pool": {EN: ("Spanish", "Portuguese", "Welsh", "Japanese", "Italian", "Greek", "Mandarin",
                  "Dutch"),
             ZH: ("西班牙语", "日语", "法语", "意大利语", "德语", "韩语")},
    "q": {
        EN: {"current": "Which language is {n} learning now?",
             "historical": "Which language was {n} learning before?",
             "as_of": "Which language was {n} learning then?",
             "planning": "Which language is {n} thinking of learning?"},
        ZH: {"current": "{n}现在在学什么语言？", "historical": "{n}以前学的是什么语言？",
             "as_of": "{n}那时候在学什么语言？", "planning": "{n}打算学什么语言？"},
    },
    EN: {
        "pres": ("I'm learning {v}", "I'm doing {v} on Duolingo", "I've got {v} lessons on Thursdays"),
        "new": ("I've started learning {v}", "I've taken up {v}"),
        "switch": ("I've given up {o} and started {v}", "I dropped {o}, doing {v} now"),
        "use": ("My {v} teacher asked what I did at the weekend and I only know the word for cold.",
                "Day 200 streak on my {v} course, that owl is relentless.",
                "Tried to explain sea swimming at my {v} class tonight, went badly."),
        "third": ("{n} is learning {v} now", "{n} has started {v} lessons"),
        "inf": ("learn {v}", "start {v} classes"),
        "stick": ("I'm sticking with {v}",),
        "ask": ("{n}, still doing {o}?",),
        "dist": ("The college is running {x} evening classes if anyone's keen.",
                 "{x} is supposed to be the hardest for English speakers.",
                 "My niece is doing {x} GCSE and she's already better than me at everything.",
                 "Imagine learning {x} just to order coffee on holiday."),
    },
    ZH: {
        "pres": ("我在学{v}", "我报了{v}班"),
        "new": ("我开始学{v}了",),
        "switch": ("{o}不学了，改学{v}",),
        "use": ("我的{v}老师问我周末干嘛，我只会说冷。", "我{v}打卡第两百天了。"),
        "third": ("{n}在学{v}",),
        "inf": ("学{v}",),
        "stick": ("还是继续学{v}",),
        "ask": ("{n}你还在学{o}吗？",),
        "dist": ("社区学院开了{x}夜校。", "听说{x}对我们来说最难。"),
    },
}  # fmt: skip

SLOTS["pets"] = {
    "multi": True,
    "pool": {EN: ("whippet", "lurcher", "Bengal cat", "tortoise", "cockapoo", "border terrier",
                  "guinea pig", "springer spaniel"),
             ZH: ("柯基", "布偶猫", "柴犬", "仓鼠", "鹦鹉", "金毛")},
    "q": {
        EN: {"coexisting": "What pets does {n} have now?", "current": "What pet does {n} have now?",
             "historical": "Which pet did {n} use to have?"},
        ZH: {"coexisting": "{n}现在养了什么宠物？", "current": "{n}现在养的是什么宠物？",
             "historical": "{n}以前养过什么宠物？"},
    },
    EN: {
        "has": ("I've got a {v}", "we have a {v} at home", "I share my sofa with a {v}"),
        "add": ("we've got a {v} as well now", "I've adopted a {v} to keep the other one company",
                "say hello to our new {v}, the old one is not impressed"),
        "add_use": ("The new {v} stole my swim sock while the {o} just watched.",
                    "Walking the {o} and the {v} at the same time on the prom is chaos."),
        "remove": ("we lost our {v} last week, sixteen years old", "the {v} has gone to live with my mum"),
        "third_add": ("{n} has a {v} as well now", "{n}'s got a {v} too"),
        "dist": ("There's a {x} that runs along the prom every morning like it owns it.",
                 "The rescue centre up the road has a {x} needing a home.",
                 "Someone's {x} tried to follow me into the sea today."),
    },
    ZH: {
        "has": ("我家有只{v}", "我养了一只{v}"),
        "add": ("我们又养了一只{v}", "家里新来了一只{v}，和原来那只一起"),
        "add_use": ("新来的{v}把我的泳帽咬坏了，{o}在旁边看热闹。",
                    "早上带着{o}和{v}一起去海边，简直一团乱。"),
        "remove": ("我们的{v}上周走了", "{v}送到我妈那里养了"),
        "third_add": ("{n}又养了一只{v}",),
        "dist": ("海边有只{x}天天追海鸥。", "救助站有只{x}在找领养。"),
    },
}  # fmt: skip

SLOTS["instruments"] = {
    "multi": True,
    "pool": {EN: ("ukulele", "cello", "banjo", "fiddle", "bass guitar", "accordion", "trumpet",
                  "harmonica"),
             ZH: ("尤克里里", "大提琴", "吉他", "二胡", "钢琴", "小号")},
    "q": {
        EN: {"coexisting": "Which instruments does {n} play now?",
             "current": "Which instrument does {n} play now?",
             "historical": "Which instrument did {n} use to play?"},
        ZH: {"coexisting": "{n}现在会哪些乐器？", "current": "{n}现在玩什么乐器？",
             "historical": "{n}以前玩什么乐器？"},
    },
    EN: {
        "has": ("I play the {v}", "I've played the {v} since school"),
        "add": ("I've started learning the {v} as well", "I picked up a {v} too, the neighbours are thrilled"),
        "add_use": ("Practised the {v} for an hour then the {o}, my fingers are wrecked.",
                    "Band practice tonight: {o} first half, {v} second half."),
        "remove": ("I've sold the {v}, never played it", "the {v} has gone to a charity shop"),
        "third_add": ("{n} plays the {v} as well now",),
        "dist": ("There's a busker with a {x} on the pier every Sunday.",
                 "Someone's selling a {x} on Marketplace for twenty quid.",
                 "Could you imagine playing the {x} with post-swim numb fingers?"),
    },
    ZH: {
        "has": ("我会{v}", "我平时玩{v}"),
        "add": ("我最近也开始玩{v}了",),
        "add_use": ("练了一小时{v}又练{o}，手指废了。", "今晚排练，先{o}后{v}，累死了。"),
        "remove": ("把{v}卖了，一直没怎么碰",),
        "third_add": ("{n}现在也会{v}了",),
        "dist": ("码头上有个街头艺人弹{x}。", "有人在二手群卖{x}。"),
    },
}  # fmt: skip

SLOTS["clubs"] = {
    "multi": True,
    "pool": {EN: ("Brighton Rowing Club", "Hove parkrun", "Sussex Bay Choir", "Lanes Book Club",
                  "Brighton Tri Club", "Dyke Road Bowls", "Stanmer Orienteering",
                  "Kingsway Pottery")},
    "q": {
        EN: {"coexisting": "Which other clubs is {n} in now?",
             "current": "Which other club is {n} in now?",
             "historical": "Which club was {n} in before?"},
        ZH: {"coexisting": "{n}现在还参加了哪些俱乐部？", "current": "{n}现在还参加什么俱乐部？",
             "historical": "{n}以前参加过什么俱乐部？"},
    },
    EN: {
        "has": ("I'm also in {v}", "I do {v} on Saturdays"),
        "add": ("I've joined {v} too", "I signed up for {v} as well, as if I wasn't busy enough"),
        "add_use": ("Did {v} this morning, straight into the sea after, and {o} tonight.",),
        "remove": ("I've quit {v}, no time", "I'm done with {v}"),
        "third_add": ("{n} has joined {v} as well",),
        "dist": ("{x} are looking for new members, there's a poster in the café.",
                 "{x} were in the Argus for something daft.",
                 "My colleague won't shut up about {x}."),
    },
    ZH: {
        "has": ("我还参加了{v}", "我周六去{v}"),
        "add": ("我也加入了{v}",),
        "add_use": ("早上{v}完直接下海，晚上还有{o}。",),
        "remove": ("{v}我退出了，没时间",),
        "third_add": ("{n}也加入了{v}",),
        "dist": ("{x}在招新会员。", "我同事天天说{x}。"),
    },
}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Everyday chat (no state news), wrappers and connective phrases.
# ---------------------------------------------------------------------------------------------

SPOTS = ("the groyne", "the i360", "the old pier posts", "the volleyball courts", "the slipway",
         "the Peace Statue", "the old bathing station", "the fishing museum")  # fmt: skip
SPOTS_ZH = ("防波堤", "i360", "老码头", "排球场", "下水坡道", "和平天使像")
TIMES_EN = ("7", "7:30", "8", "6:45")
TIMES_ZH = ("7点", "7点半", "8点", "6点45")
FILLER_EN = (
    "Water was {t} degrees at 7, glassy and gorgeous. Who's in tomorrow?",
    "Anyone going in at {time}? I'll be by {s}.",
    "Jellyfish alert by {s}, loads of moon jellies, nothing nasty.",
    "Lost one glove, neoprene, black, last seen near {s}. Reward: cake.",
    "{m} that was a heroic swim today, you were out there for ages.",
    "Is it me or is the water warmer than last week? Thermometer said {t}.",
    "Who made the lemon drizzle?? Asking for everyone.",
    "Skins only today, felt about {t} but my watch says otherwise.",
    "Sunrise swim Saturday, meet at {s} at {time}, bring flasks.",
    "Swell's up, I'm just doing a dip and a sit today.",
    "Happy birthday {m}!! Birthday dip at {time}?",
    "My toes have only just come back to life. {t} degrees is no joke.",
    "Brilliant turnout this morning, must have been twenty of us at {s}.",
    "Reminder the kit swap is on Sunday after the swim.",
    "Could someone bring the spare thermometer, ours has gone walkabout.",
    "That hail this morning was biblical. Still went in obviously.",
    "Saw a cormorant about two metres from my head, it did not care.",
    "Does anyone know if the beach showers are back on yet?",
    "Tide's right in at {time} tomorrow so it'll be a short walk.",
    "{m}, did you leave a towel with a flamingo on it? It's in my car.",
    "Afterdrop was rough today. Hot chocolate, sitting on the stones, shivering, bliss.",
    "Boxing Day dip list is up, add your name if you're in.",
    "New to the group? Say hi! We go in most mornings around {time}.",
    "Weather says gusts of 40 tomorrow, maybe a pool day.",
    "We're doing the charity swim in aid of the RNLI in June, sign-up sheet pinned.",
    "Not me trying to put a wetsuit on in a car park in front of a coach trip.",
    "Can confirm the water is {t}. Can also confirm I screamed.",
    "Sauna trailer is back at {s} from next week apparently!",
    "Photo from this morning is on the shared album, {m} looks like a seal.",
    "Mind the shingle shelf at high tide, it drops off fast by {s}.",
)  # fmt: skip
FILLER_ZH = (
    "今天水温{t}度，太爽了！明天谁去？",
    "早上{time}有人下水吗？我在{s}那边。",
    "{s}那边好多水母，小心点。",
    "我的泳镜好像落在{s}了，有人看到吗？",
    "{m}今天游得太猛了👍",
    "今天风好大，就泡了一下没敢游远。",
    "谁做的柠檬蛋糕？太好吃了！",
    "周六日出游，{time}在{s}集合，记得带热水。",
    "脚趾头到现在还是麻的，{t}度真不是开玩笑。",
    "今天来了好多人，至少二十个！",
    "生日快乐{m}！要不要来个生日冬泳？",
    "明天{time}涨潮，走几步就能下水。",
)  # fmt: skip
FILLER_MIXED_EN = (  # English writers dropping in a Chinese word
    "好冷 this morning, as {z} taught me to say. Very accurate.",
    "加油 everyone for the Boxing Day dip! {z} got us all saying it.",
    "Swim done, 好舒服. Is that right {z}?",
)  # fmt: skip
LIFEGUARD_EN = (
    "Red flag up by {s} this morning, please don't go in today, rip is nasty.",
    "Flags are green, water's {t}, lifeguards on from {time}. Have a lovely swim.",
    "Quick one from the lifeguard hut: stay inside the buoys near {s}, jet skis about.",
    "Reminder we're off-patrol after 6pm, swim in pairs please.",
)  # fmt: skip
GROUP_WE_EN = (  # "we" for the group, not anyone's own state
    "We're moving the Sunday group swim to {s} while the groyne works are on.",
    "We've got a new club hoodie order going, sizes by Friday please.",
    "We're back to 8am swims from next week now the mornings are lighter.",
)  # fmt: skip

CHATTY_PRE_EN = (
    "Morning all! Water was {t} degrees and like a mirror, didn't want to get out.",
    "What a week. Kids off school, boiler packed in, cat sick on the duvet.",
    "Right, sorry for the essay, but I've been meaning to catch up on here.",
    "Brr, still thawing out in the car with the heater on full.",
    "Honestly the best swim of the year today, flat calm, a seal popped up at one point.",
)  # fmt: skip
CHATTY_POST_EN = (
    "Anyway, who's in for Sunday?",
    "Also does anyone have a spare pair of swim socks, size 6?",
    "Cake rota next week is me, any requests?",
    "See you all on the stones.",
    "Right, off to defrost.",
)  # fmt: skip
CHATTY_PRE_ZH = (
    "早上好！今天水温{t}度，海面跟镜子一样。",
    "这周好忙，孩子放假，热水器还坏了。",
    "刚游完，还在车里开着暖气发抖。",
)  # fmt: skip
CHATTY_POST_ZH = ("周日谁去？", "下周的蛋糕我来带。", "先去暖和一下了。")
COUPLE_EN = (
    "For the newcomers: {b} is my other half, so when I say 'we' I mean the two of us.",
    "Hello to all the new faces! I'm the one who lives with {b}, we come as a pair.",
)
LATE_EN = ("a few weeks back", "last month actually", "about a month ago", "a while ago now")
LATE_PRE_EN = ("Forgot to mention,", "Oh, meant to say,", "Totally forgot to tell you lot,")
LATE_ZH = ("忘了说了，", "一直忘了跟大家说，")
LATE_TAIL_ZH = ("大概一个月前的事了", "已经好几个星期了")
PLAN_EN = (
    "I'm thinking about trying to {i}",
    "Seriously considering whether to {i}",
    "I might {i} in the new year",
    "Half tempted to {i}",
    "Planning to {i} in the spring",
)
PLAN_ZH = ("我在考虑{i}", "我打算{i}", "有点想{i}")
DROP_EN = (
    "Decided not to {i} after all.",
    "Scrapped the idea to {i}.",
    "Nah, I'm not going to {i}, too much faff.",
)
DROP_ZH = ("算了，不{i}了。", "想了想还是不{i}了。")
PLAN_DONE_EN = ("Well, I did it!", "Update on that:", "Done it.")
ADVICE_EN = ("{n}, you should {i}, honestly.", "{n} have you thought about trying to {i}?")
ADVICE_ZH = ("{n}，你可以{i}啊。",)
REPORT_TAIL_EN = (
    "{p} told me on the beach this morning.",
    "saw {q} at the café yesterday.",
    "{p} said it's been a big month.",
)
REPORT_TAIL_ZH = ("{p}今天早上在海边跟我说的。", "昨天在咖啡馆碰到{p}了。")
ASKABOUT_EN = (
    "Has anyone seen {n} lately? Haven't been in the water together for ages.",
    "Where's {n} been hiding? Missed {q} at the Sunday swim.",
    "Is {n} coming to the Boxing Day dip?",
)
ASKABOUT_ZH = ("最近有人见到{n}吗？好久没一起游了。", "{n}这周怎么没来游泳？")
PRONOUN_ANSWER_EN = (
    "Yes! Saw {q} Tuesday. {C}.",
    "Yeah, bumped into {q} at the shop, {c}.",
    "Chatted to {q} on the prom, {c}, busy times.",
)
PRONOUN_ANSWER_ZH = ("见了，{c}。", "昨天碰到了，{c}，最近挺忙的。")
CORRECT_EN = ("Sorry, I meant {v}, not {w}! Autocorrect.", "Wait, I mean {v}. Not {w}. Long day.")
CORRECT_ZH = ("打错了，是{v}，不是{w}。",)
NEG_EN = ("No, not {o} any more, {c}.", "Nope, {c}.", "Not any more. {C}.")
NEG_ZH = ("早就不是{o}了，{c}。", "不了，{c}。")
OBJ = {EN: {"f": "her", "m": "him"}, ZH: {"f": "她", "m": "他"}}
INTRO_EN = ("", "Oh and, ", "For anyone who doesn't know me, ", "Ha, well, ")
NEWS_EN = ("", "", "Small news: ", "Life update: ", "So, ")
SINGLE_SLOTS = ("home", "employer", "swim_spot", "phone", "car", "diet", "gym", "energy",
                "streaming", "language")  # fmt: skip
MULTI_SLOTS = ("pets", "instruments", "clubs")


# ---------------------------------------------------------------------------------------------
# Engine
# ---------------------------------------------------------------------------------------------


class Person:
    def __init__(self, name: str, gender: str, lang: str, role: str) -> None:
        self.name, self.gender, self.lang, self.role = name, gender, lang, role

    def pron(self, lang: str | None = None) -> str:
        return PRON[lang or self.lang][self.gender]

    def obj(self, lang: str | None = None) -> str:
        return OBJ[lang or self.lang][self.gender]


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def end(s: str, lang: str) -> str:
    s = s.strip()
    if lang == ZH:
        return s if s[-1] in "。！？!?" else s + "。"
    return s if s[-1] in ".!?" else s + "."


def seasonal_temp(day: int) -> int:
    import math

    return round(13.5 + 5.5 * math.sin(2 * math.pi * (day - 75) / 365))


class Builder:
    """Collects conversation units (a day and its lines) and probes for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 4)
        self.units: list[tuple[int, list[tuple[Person, str]]]] = []
        self.probes: list[dict[str, Any]] = []
        rng = self.rng
        n = rng.randint(10, 13)
        n_zh = max(2, round(n / 4))
        en = rng.sample(PEOPLE_EN, n - n_zh)
        zh = rng.sample(PEOPLE_ZH, n_zh)
        self.people = [Person(a, g, EN, "member") for a, g in en]
        self.people += [Person(a, g, ZH, "member") for a, g in zh]
        rng.shuffle(self.people)
        ens = [p for p in self.people if p.lang == EN]
        for p in ens[:2]:
            p.role = "lifeguard"
        self.couple = (ens[2], ens[3])
        for p in self.couple:
            p.role = "partner"
        self.mixers = ens[4:6]  # English writers who drop in a Chinese word

    # -- helpers ----------------------------------------------------------------------------

    def say(self, day: int, *lines: tuple[Person, str]) -> None:
        self.units.append((max(0, min(LAST_DAY, day)), list(lines)))

    def other(self, p: Person, lang: str | None = None, avoid: tuple[Person, ...] = ()) -> Person:
        cands = [q for q in self.people if q is not p and q not in avoid
                 and (lang is None or q.lang == lang)]  # fmt: skip
        return self.rng.choice(cands) if cands else None  # type: ignore[return-value]

    def frag(self, slot: str, lang: str, key: str, **kw: str) -> str:
        return self.rng.choice(SLOTS[slot][lang][key]).format(**kw)

    def span(self, lo: int, hi: int) -> int | None:
        """A random day in [lo, hi], or None if the range is empty."""
        return self.rng.randint(lo, hi) if lo <= hi else None

    def question(self, p: Person, slot: str, kind: str) -> str:
        lang = p.lang if (p.lang == ZH and self.rng.random() < 0.75) else EN
        return SLOTS[slot]["q"][lang][kind].format(n=p.name)

    def reporter(self, p: Person, value: str) -> Person | None:
        """Someone else to report p's news: a Chinese writer when the value is Chinese."""
        lang = None if value.isascii() else ZH
        return self.other(p, lang)

    def chatty(self, p: Person, clause: str, day: int) -> str:
        t = str(seasonal_temp(day))
        if p.lang == ZH:
            pre = self.rng.choice(CHATTY_PRE_ZH).format(t=t)
            return f"{pre}对了，{clause}。{self.rng.choice(CHATTY_POST_ZH)}"
        pre = self.rng.choice(CHATTY_PRE_EN).format(t=t)
        return f"{pre} Anyway, {clause}. {self.rng.choice(CHATTY_POST_EN)}"

    def plan_line(self, p: Person, slot: str, value: str, serious: bool = False) -> str:
        inf = self.frag(slot, p.lang, "inf", v=value)
        if p.lang == ZH:
            return end(self.rng.choice(PLAN_ZH).format(i=inf), ZH)
        forms = PLAN_EN[1:2] + PLAN_EN[4:] if serious else PLAN_EN
        return end(self.rng.choice(forms).format(i=inf), EN)

    def third(self, slot: str, lang: str, who: str, v: str, multi: bool = False) -> str:
        return self.frag(slot, lang, "third_add" if multi else "third", n=who, v=v)

    def change_lines(
        self,
        p: Person,
        slot: str,
        v: str,
        old: str,
        sit: str,
        wrong: str | None = None,
        shared: tuple[Person, ...] | None = None,
        multi: bool = False,
    ) -> list[tuple[Person, str]]:
        """The lines that tell p's change of `slot` from `old` to `v`, in situation `sit`."""
        rng, lang = self.rng, p.lang
        spk = rng.choice(shared) if shared else p
        if multi:
            key = "add_use" if sit == "use" else "add"
        else:
            key = "we" if (shared or sit == "we") else ("switch" if sit == "switch" else "new")
        if key == "add_use":
            return [(spk, self.frag(slot, lang, key, v=v, o=old))]
        new = self.frag(slot, lang, key, v=v, o=old)
        if sit == "use" and not multi:
            return [(spk, self.frag(slot, lang, "use", v=v))]
        if sit in ("third", "pronoun"):
            r = self.reporter(p, v)
            a = self.other(p, None, (r,)) if r else None
            if r is None or a is None:
                sit = "direct"
            elif sit == "third":
                c = self.third(slot, r.lang, p.name, v, multi)
                if r.lang == ZH:
                    tail = rng.choice(REPORT_TAIL_ZH).format(p=p.pron(ZH))
                    return [(r, f"{c}，{tail}")]
                tail = rng.choice(REPORT_TAIL_EN).format(p=p.pron(EN), q=p.obj(EN))
                return [(r, f"{cap(c)}, {tail}")]
            else:
                ask = ASKABOUT_ZH if a.lang == ZH else ASKABOUT_EN
                c = self.third(slot, r.lang, p.pron(r.lang), v, multi)
                ans = PRONOUN_ANSWER_ZH if r.lang == ZH else PRONOUN_ANSWER_EN
                return [(a, rng.choice(ask).format(n=p.name, q=p.obj(a.lang))),
                        (r, rng.choice(ans).format(q=p.obj(r.lang), c=c, C=cap(c)))]  # fmt: skip
        if sit == "selfname":
            c = self.third(slot, lang, p.name, v, multi)
            if lang == ZH:
                return [(p, f"{p.name}报告一下：{c}。")]
            if rng.random() < 0.5:
                return [(p, f"{cap(c)}. Yes, {p.name} is talking about {SELF[p.gender]} in the "
                            "third person now.")]  # fmt: skip
            return [(p, f"Update from {p.name}: {c}.")]
        if sit == "late":
            if lang == ZH:
                return [(spk, f"{rng.choice(LATE_ZH)}{new}，{rng.choice(LATE_TAIL_ZH)}。")]
            return [(spk, f"{rng.choice(LATE_PRE_EN)} {new}. That was {rng.choice(LATE_EN)}, "
                          "I'm useless at updates.")]  # fmt: skip
        if sit == "negation" and not multi:
            a = self.other(p, None if old.isascii() else ZH, shared or ())
            if a is not None:
                q = self.frag(slot, a.lang, "ask", n=spk.name, o=old)
                neg = NEG_ZH if lang == ZH else NEG_EN
                return [(a, q), (spk, rng.choice(neg).format(o=old, c=new, C=cap(new)))]
        if sit == "correction" and wrong and not multi:
            bad = self.frag(slot, lang, key if key != "switch" else "new", v=wrong, o=old)
            fix = CORRECT_ZH if lang == ZH else CORRECT_EN
            return [(spk, end(cap(bad), lang)), (spk, rng.choice(fix).format(v=v, w=wrong))]
        if sit == "chatty":
            return [(spk, self.chatty(spk, new, 0))]
        if lang == ZH:
            return [(spk, end(new, ZH))]
        pre = rng.choice(NEWS_EN)
        return [(spk, end(pre + (new if pre else cap(new)), EN))]

    def distractors(self, p: Person, slot: str, taken: set[str]) -> set[str]:
        """One or two lines naming other values of the slot; returns those said for p."""
        rng, said = self.rng, set()
        pool = SLOTS[slot]["pool"].get(p.lang, SLOTS[slot]["pool"][EN])
        cands = [x for x in pool if x not in taken]
        multi = SLOTS[slot]["multi"]
        for _ in range(rng.randint(1, 2)):
            if not cands:
                break
            x = cands.pop(rng.randrange(len(cands)))
            day = rng.randint(0, LAST_DAY)
            mode = rng.choice(("self", "advice", "general"))
            if mode == "advice" and multi:
                mode = "self"
            if mode == "self":
                self.say(day, (p, self.frag(slot, p.lang, "dist", x=x)))
                said.add(x)
                continue
            o = self.other(p, None if x.isascii() else ZH)
            if o is None:
                continue
            if mode == "advice":
                inf = self.frag(slot, o.lang, "inf", v=x)
                adv = ADVICE_ZH if o.lang == ZH else ADVICE_EN
                self.say(day, (o, rng.choice(adv).format(n=p.name, i=inf)))
                said.add(x)
            else:
                self.say(day, (o, self.frag(slot, o.lang, "dist", x=x)))
        return said

    def build_single(
        self, p: Person, slot: str, shared: tuple[Person, ...] | None = None,
        first: str | None = None,
    ) -> None:  # fmt: skip
        rng, lang, fr = self.rng, p.lang, SLOTS[slot][p.lang]
        pool = list(SLOTS[slot]["pool"].get(lang, SLOTS[slot]["pool"][EN]))
        rng.shuffle(pool)
        if first:
            pool = [first] + [v for v in pool if v != first]
        k = rng.choice((1, 1, 2, 2, 3))
        d0 = rng.randint(0, 80)
        days: list[int] = []
        lo = d0 + 45
        for i in range(k):
            d = self.span(lo, min(700 - (k - 1 - i) * 60, lo + 280))
            if d is None:
                break
            days.append(d)
            lo = d + 60
        k = len(days)
        timeline, spare = pool[: k + 1], pool[k + 1 :]
        nxt = days + [LAST_DAY + 1]  # nxt[i]: the day value i stops being current
        mentioned: set[str] = set()
        wrongs: set[str] = set()
        abandoned: set[str] = set()
        pending = None
        # The first value, stated at the start.
        v0 = timeline[0]
        if shared:
            spk = rng.choice(shared)
            self.say(d0, (spk, end(cap(self.frag(slot, lang, "wepres", v=v0)), lang)))
        else:
            sit = rng.choice(("direct", "direct", "chatty", "scoped"))
            pres = self.frag(slot, lang, "pres", v=v0)
            if sit == "scoped" and "scoped" in fr and spare:
                x = spare.pop()
                mentioned.add(x)
                text = end(cap(self.frag(slot, lang, "scoped", v=v0, x=x)), lang)
            elif sit == "chatty":
                text = self.chatty(p, pres, d0)
            elif lang == EN:
                pre = rng.choice(INTRO_EN)
                text = end(pre + (pres if pre else cap(pres)), EN)
            else:
                text = end(pres, ZH)
            self.say(d0, (p, text))
        known = [d0]
        sits = ["direct", "switch", "use", "third", "pronoun", "selfname", "late", "negation",
                "correction", "chatty"] + (["we"] if "we" in fr else [])  # fmt: skip
        if shared:
            sits = ["direct", "late", "negation", "chatty"]
        for i in range(1, k + 1):
            v, old, d = timeline[i], timeline[i - 1], days[i - 1]
            planned = False
            if "inf" in fr and not shared and rng.random() < 0.3:
                pd = self.span(known[-1] + 5, d - 10)
                if pd is not None:
                    self.say(pd, (p, self.plan_line(p, slot, v)))
                    planned = True
            sit = rng.choice(sits)
            rep = d
            if sit == "late":
                rep = d + rng.randint(18, 40)
                if rep > nxt[i] - 10 or rep > LAST_DAY:
                    sit, rep = "direct", d
            wrong = None
            if sit == "correction":
                if spare:
                    wrong = spare.pop()
                    wrongs.add(wrong)
                else:
                    sit = "direct"
            lines = self.change_lines(p, slot, v, old, sit, wrong=wrong, shared=shared)
            if planned and lang == EN and sit == "direct":
                lines[0] = (lines[0][0], f"{rng.choice(PLAN_DONE_EN)} {lines[0][1]}")
            self.say(rep, *lines)
            known.append(rep)
        # A plan that is dropped, or a musing that never goes anywhere.
        if "inf" in fr and spare and not shared and rng.random() < 0.45:
            w = spare.pop()
            mode = rng.choice(("dropped", "mused"))
            j = rng.randrange(k) if mode == "mused" else rng.randrange(k + 1)
            pd = self.span(known[j] + 5, nxt[j] - 25)
            if pd is not None:
                self.say(pd, (p, self.plan_line(p, slot, w)))
                abandoned.add(w)
                dd = self.span(pd + 7, nxt[j] - 3)
                if mode == "dropped" and dd is not None:
                    stick = self.frag(slot, lang, "stick", v=timeline[j])
                    if lang == ZH:
                        drop = rng.choice(DROP_ZH).format(i=self.frag(slot, lang, "inf", v=w))
                        self.say(dd, (p, f"{drop}{end(stick, ZH)}"))
                    else:
                        drop = rng.choice(DROP_EN).format(i=self.frag(slot, lang, "inf", v=w))
                        self.say(dd, (p, f"{drop} {end(cap(stick), EN)}"))
        # A plan still open at the end.
        if "inf" in fr and spare and not shared and rng.random() < 0.3:
            pd = self.span(known[-1] + 10, LAST_DAY - 5)
            if pd is not None:
                pending = spare.pop()
                self.say(pd, (p, self.plan_line(p, slot, pending, serious=True)))
        taken = set(timeline) | wrongs | abandoned | mentioned | ({pending} if pending else set())
        mentioned |= self.distractors(p, slot, taken)
        # The current value shown again in passing, inside its own period.
        for i in range(k + 1):
            if rng.random() < 0.45:
                dd = self.span(known[i] + 4, nxt[i] - 4)
                if dd is not None:
                    spk = rng.choice(shared) if shared else p
                    self.say(dd, (spk, self.frag(slot, lang, "use", v=timeline[i])))
        values = sorted(taken | mentioned)
        for s in shared or (p,):
            self.probe(
                s,
                slot,
                "current",
                [timeline[-1]],
                values,
                outdated=sorted(set(timeline[:-1]) | wrongs),
                abandoned=sorted(abandoned),
            )
            self.probe(s, slot, "historical", timeline[:-1], values)
            cands = [i for i in range(k) if nxt[i] - known[i] >= 16]
            if cands and rng.random() < 0.45:
                i = rng.choice(cands)
                self.probe(
                    s,
                    slot,
                    "as_of",
                    [timeline[i]],
                    values,
                    as_of_day=rng.randint(known[i] + 6, nxt[i] - 6),
                )
            if pending:
                self.probe(s, slot, "planning", [pending], values)

    def probe(self, p: Person, slot: str, kind: str, gold: list[str], values: list[str],
              outdated: list[str] | None = None, abandoned: list[str] | None = None,
              as_of_day: int | None = None) -> None:  # fmt: skip
        pr: dict[str, Any] = {
            "subject": p.name, "kind": kind, "question": self.question(p, slot, kind),
            "slot": slot, "gold": list(gold), "outdated": list(outdated or []),
            "values": sorted(set(values) | set(gold)), "abandoned": list(abandoned or []),
        }  # fmt: skip
        if as_of_day is not None:
            pr["as_of_day"] = as_of_day
        self.probes.append(pr)

    def build_multi(self, p: Person, slot: str) -> None:
        rng, lang = self.rng, p.lang
        pool = list(SLOTS[slot]["pool"].get(lang, SLOTS[slot]["pool"][EN]))
        rng.shuffle(pool)
        v1, v2, spare = pool[0], pool[1], pool[2:]
        d0 = rng.randint(0, 100)
        has = self.frag(slot, lang, "has", v=v1)
        if rng.random() < 0.3:
            text = self.chatty(p, has, d0)
        else:
            text = end(cap(has) if lang == EN else has, lang)
        self.say(d0, (p, text))
        a = rng.randint(d0 + 60, 520)
        sit = rng.choice(("direct", "use", "third", "pronoun", "selfname", "chatty", "late"))
        rep = a + rng.randint(18, 40) if sit == "late" else a
        self.say(rep, *self.change_lines(p, slot, v2, v1, sit, multi=True))
        held, removed, last = [v1, v2], [], rep
        if rng.random() < 0.4:
            last = rng.randint(rep + 40, 690)
            gone = rng.choice(held)
            rm = self.frag(slot, lang, "remove", v=gone)
            self.say(last, (p, end(cap(rm) if lang == EN else rm, lang)))
            held.remove(gone)
            removed.append(gone)
            a3 = self.span(last + 20, LAST_DAY - 3)
            if spare and a3 is not None and rng.random() < 0.5:
                v3 = spare.pop(0)
                sit = rng.choice(("direct", "use", "third"))
                self.say(a3, *self.change_lines(p, slot, v3, held[0], sit, multi=True))
                held.append(v3)
                last = a3
        taken = {v1, v2} | set(held)
        mentioned = self.distractors(p, slot, taken)
        dd = self.span(last + 5, LAST_DAY)
        if len(held) >= 2 and dd is not None and rng.random() < 0.5:
            again = self.frag(slot, lang, "add_use", v=held[-1], o=held[0])
            if all(again != text for _, lines in self.units for _, text in lines):
                self.say(dd, (p, again))
        values = sorted(taken | mentioned)
        if len(held) >= 2:
            self.probe(p, slot, "coexisting", held, values)
        else:
            self.probe(p, slot, "current", held, values, outdated=removed)
        if removed:
            self.probe(p, slot, "historical", removed, values)

    def filler(self, total: int) -> None:
        rng = self.rng
        zh_names = [q.name for q in self.people if q.lang == ZH]
        while sum(len(lines) for _, lines in self.units) < total:
            day = rng.randint(0, LAST_DAY)
            lines = []
            for _ in range(rng.choice((1, 1, 2, 3))):
                sp = rng.choice(self.people)
                kw = {"t": str(seasonal_temp(day)),
                      "s": rng.choice(SPOTS_ZH if sp.lang == ZH else SPOTS),
                      "time": rng.choice(TIMES_ZH if sp.lang == ZH else TIMES_EN),
                      "m": self.other(sp).name, "z": rng.choice(zh_names)}  # fmt: skip
                if sp.role == "lifeguard" and rng.random() < 0.4:
                    tpl = LIFEGUARD_EN
                elif sp in self.mixers and rng.random() < 0.15:
                    tpl = FILLER_MIXED_EN
                elif sp.lang == EN and rng.random() < 0.04:
                    tpl = GROUP_WE_EN
                else:
                    tpl = FILLER_ZH if sp.lang == ZH else FILLER_EN
                lines.append((sp, rng.choice(tpl).format(**kw)))
            self.say(day, *lines)

    def episodes(self) -> list[dict[str, Any]]:
        """Units laid out in time: each day's units in turn, their lines a few minutes apart."""
        rng = self.rng
        by_day: dict[int, list[int]] = {}
        for idx, (day, _) in enumerate(self.units):
            by_day.setdefault(day, []).append(idx)
        out = []
        for day in sorted(by_day):
            minute = rng.randint(360, 600)
            for idx in by_day[day]:
                session = f"af-d{day:03d}-u{idx:04d}"
                for sp, text in self.units[idx][1]:
                    out.append({"day": day, "minute": min(minute, 1439), "speaker": sp.name,
                                "text": text, "session": session, "language": sp.lang})  # fmt: skip
                    minute += rng.randint(1, 9)
                minute += rng.randint(20, 90)
        return out


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, time-ordered episodes and probes (see module doc)."""
    b = Builder(seed)
    rng = b.rng
    plan: list[tuple[Person, list[str]]] = []
    for p in b.people:
        want = rng.choice((4, 4, 5, 5, 5, 6, 6, 7))
        chosen = []
        if p.role == "lifeguard":
            chosen.append("employer")
        if p in b.couple:
            chosen.append("home")
        rest = [s for s in SINGLE_SLOTS + MULTI_SLOTS if s not in chosen]
        rng.shuffle(rest)
        for s in rest:
            if len(chosen) >= want:
                break
            if s in MULTI_SLOTS and sum(c in MULTI_SLOTS for c in chosen) >= 2:
                continue
            chosen.append(s)
        plan.append((p, chosen))
    for p, chosen in plan:
        for s in chosen:
            if s == "home" and p is b.couple[1]:
                continue  # the couple's shared home is built once, for both
            if s == "home" and p is b.couple[0]:
                b.build_single(p, s, shared=b.couple)
            elif s in MULTI_SLOTS:
                b.build_multi(p, s)
            elif s == "employer" and p.role == "lifeguard":
                b.build_single(p, s, first=rng.choice(LIFEGUARD_JOBS))
            else:
                b.build_single(p, s)
    a, c = b.couple
    b.say(rng.randint(0, 6), (a, rng.choice(COUPLE_EN).format(b=c.name)))
    # Keep the probe count within 100..140: drop some as_of, then historical probes.
    for kind in ("as_of", "historical"):
        while len(b.probes) > 140:
            idx = [i for i, pr in enumerate(b.probes) if pr["kind"] == kind]
            if not idx:
                break
            b.probes.pop(rng.choice(idx))
    b.filler(rng.randint(560, 740))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": b.episodes(),
            "probes": b.probes}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episodes out of order at day {e['day']}")
        last = (e["day"], e["minute"])
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"episode language/text: {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled placeholder: {e['text']}")
    for pr in probes:
        tag = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS:
            errs.append(f"{tag}: kind")
        if pr["subject"] not in speakers:
            errs.append(f"{tag}: subject never speaks")
        if not pr["gold"] or not pr["question"]:
            errs.append(f"{tag}: empty gold or question")
        for g in pr["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"{tag}: gold {g!r} in no episode")
        gold, vals = set(pr["gold"]), set(pr["values"])
        if gold & set(pr["outdated"]) or gold & set(pr["abandoned"]):
            errs.append(f"{tag}: gold also outdated/abandoned")
        if not (gold | set(pr["outdated"]) | set(pr["abandoned"])) <= vals:
            errs.append(f"{tag}: values incomplete")
        folded = [v.casefold() for v in vals]
        for a in folded:
            if any(a != b and a in b for b in folded):
                errs.append(f"{tag}: value {a!r} inside another")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"{tag}: as_of_day")
        if pr["kind"] == "as_of" and not 0 <= pr["as_of_day"] <= LAST_DAY:
            errs.append(f"{tag}: as_of_day range")
    people = {pr["subject"] for pr in probes}
    if not 10 <= len(people) <= 14:
        errs.append(f"{len(people)} people with probes")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        errs = validate(world)
        if generate(seed) != world:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        people = len({e["speaker"] for e in eps})
        slots = len({(p["subject"], p["slot"]) for p in probes})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {people} people, {slots} person-slots, "
              f"{len(probes)} probes {kinds}")  # fmt: skip
        for e in errs[:20]:
            print("  ERROR", e)
        bad += len(errs)
    print("OK" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
