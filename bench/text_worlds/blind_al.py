"""Blind text world ``blind_al``: a Bath community bakery and its Saturday market stall.

``generate(seed)`` invents ten to fourteen people around a small community bakery in Bath:
bakers, volunteers on the Saturday stall at the farmers' market, and regulars who became
friends.  They chat in a group over two years, mostly about dough, weather, footfall and
each other, and now and then their lives change: a move across town, a new job, a new
phone, a different van run, a second instrument, another pet.  Changes are said straight
out, shown only by use, reported by somebody else, told weeks late, planned and done,
planned and dropped, corrected and negated.  About a quarter of the people write in
Chinese (simplified), keeping English place and brand names.

The probes carry the ground truth (current, historical, as_of, coexisting and planning).
Standard library only; deterministic given the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = "2023-02-04T08:00:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 729
EN = "en"
ZH = "zh"

EN_PEOPLE = {
    "Harriet": "she", "Gethin": "he", "Tamsin": "she", "Dev": "he", "Rosalind": "she",
    "Callum": "he", "Bronwen": "she", "Marcus": "he", "Imogen": "she", "Kofi": "he",
    "Pippa": "she", "Rhys": "he", "Esme": "she", "Niall": "he", "Saoirse": "she",
    "Fergus": "he", "Maud": "she", "Tobias": "he",
}  # fmt: skip
ZH_PEOPLE = {
    "Meilin": "she", "Haoran": "he", "Xiaoyu": "she", "Jiawei": "he", "Ruoxi": "she",
    "Zihan": "she", "Bowen": "he", "Yutong": "she",
}  # fmt: skip
PRON = {
    EN: {"she": ("She", "her"), "he": ("He", "his")},
    ZH: {"she": ("她", "她"), "he": ("他", "他")},
}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: value pools and phrase fragments per language.

    Single-valued keys: pres (I have it), new (I changed to it), s3 ({s} changed to it),
    use (the value shown in use, no news word), inf (plan infinitive), we (household),
    scoped ("{v} mostly, but {x} ..."), dist (lines naming {v} as nobody's state).
    Multi-valued keys: has, add, s3add, remove, dist.
    """

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    frags: dict[str, dict[str, tuple[str, ...]]]
    q: dict[str, dict[str, str]]


HOODS = ("Widcombe", "Larkhall", "Oldfield Park", "Bear Flat", "Combe Down", "Twerton",
         "Weston", "Southdown", "Lansdown", "Bathwick", "Odd Down", "Fairfield Park",
         "Batheaston", "Walcot")  # fmt: skip

HOME = Slot(
    "home_area", False, True, {EN: HOODS, ZH: HOODS},
    {
        EN: {
            "pres": ("I live up in {v}", "I'm in {v}", "home is a little terrace in {v}",
                     "I rent a flat in {v}"),
            "new": ("I've moved to {v}", "we got the keys and I'm living in {v} now",
                    "I finally moved over to {v}", "I've left the old place and I'm in {v} now"),
            "s3": ("{s} has moved to {v}", "{s} is living in {v} now",
                   "{s} got the keys to a place in {v}"),
            "use": ("the walk down from {v} to the stall takes me twenty minutes, not bad",
                    "my new neighbours in {v} have already been round asking for the loaf list",
                    "the bin men in {v} come at 6am, so I'm up before the starter anyway"),
            "inf": ("move to {v}", "find somewhere in {v}", "buy a place in {v}"),
            "we": ("we've moved to {v}", "we're in {v} now, boxes everywhere"),
            "dist": ("House in {v} just sold for silly money, saw it on Rightmove",
                     "Anyone know if the co-op in {v} still takes our bread?",
                     "Would any of you ever live in {v}? Everyone says the parking is grim",
                     "There's a new bakery opening in {v}, apparently. Competition!",
                     "My cousin keeps telling me to look at {v}. Not a chance."),
        },
        ZH: {
            "pres": ("我住在{v}", "我家在{v}", "我在{v}租了个小公寓"),
            "new": ("我搬到{v}了", "我已经搬去{v}住了", "我们终于搬进了{v}的新家"),
            "s3": ("{s}搬到{v}了", "{s}现在住在{v}", "{s}在{v}租了房子"),
            "use": ("从{v}走到摊位要二十分钟，还行", "{v}的新邻居已经来问我们的面包单了",
                    "{v}这边早上六点就收垃圾，反正我要起来喂酵种"),
            "inf": ("搬到{v}", "在{v}找房子", "在{v}买房"),
            "we": ("我们搬到{v}了", "我们现在住在{v}，到处都是箱子"),
            "dist": ("{v}有套房子卖了好贵，在Rightmove上看到的",
                     "{v}那边开了一家新面包店，竞争来了", "你们会考虑住{v}吗？听说停车很难"),
        },
    },
    {
        EN: {"current": "Which part of Bath does {n} live in now?",
             "historical": "Which part of Bath did {n} live in before the current place?",
             "as_of": "Which part of Bath does {n} live in?",
             "planning": "Where is {n} planning to move?"},
        ZH: {"current": "{n}现在住在巴斯哪个区？", "historical": "{n}之前住在哪个区？",
             "as_of": "{n}住在哪个区？", "planning": "{n}打算搬到哪里？"},
    },
)  # fmt: skip

EMPLOYERS = ("Pulteney Press", "Kingsmead Books", "Sulis Analytics", "Bath Spa University",
             "Avonvale Vets", "Milsom Opticians", "Halfpenny Architects",
             "Stothert Engineering", "Green Park Brewery", "Royal United Hospital",
             "Widcombe Primary", "Abbey Hotel")  # fmt: skip

JOB = Slot(
    "employer", False, True, {EN: EMPLOYERS, ZH: EMPLOYERS},
    {
        EN: {
            "pres": ("I work at {v}", "I'm at {v} during the week", "my day job is at {v}"),
            "new": ("I've started at {v}", "I took the job at {v}", "I've moved jobs, I'm at {v} now",
                    "I handed my notice in and started at {v} on Monday"),
            "s3": ("{s} has started a new job at {v}", "{s} works at {v} now",
                   "{s} took that job at {v}"),
            "use": ("the canteen at {v} does a terrible croissant, I may bring some in",
                    "had an induction at {v} today and they made us do a quiz",
                    "my new manager at {v} has already ordered two loaves for Friday"),
            "inf": ("apply to {v}", "take the job at {v}", "go and work at {v}"),
            "scoped": ("I'm at {v} most days, but I've picked up Fridays at {x} as well",),
            "dist": ("{v} are hiring again, saw the advert in the Chronicle",
                     "Did you see {v} in the news? Something about parking fines",
                     "My neighbour's lad got an apprenticeship at {v}",
                     "If anyone fancies it, {v} want a part-time receptionist"),
        },
        ZH: {
            "pres": ("我在{v}上班", "我平时在{v}工作"),
            "new": ("我换工作了，现在在{v}", "我已经去{v}上班了", "我辞职了，下周一开始去{v}"),
            "s3": ("{s}换工作了，现在在{v}", "{s}去{v}上班了"),
            "use": ("{v}的食堂可颂难吃死了，我下次带点过去", "今天在{v}入职培训，还要做测验",
                    "我在{v}的新领导已经订了两个周五的面包"),
            "inf": ("去{v}工作", "申请{v}的职位"),
            "scoped": ("我大部分时间在{v}，不过周五还在{x}帮忙",),
            "dist": ("{v}又在招人了，报纸上看到的", "你们看到{v}上新闻了吗？",
                     "我邻居的儿子在{v}当学徒"),
        },
    },
    {
        EN: {"current": "Where does {n} work now?",
             "historical": "Where did {n} work before the current job?",
             "as_of": "Where does {n} work?", "planning": "Which job is {n} planning to take?"},
        ZH: {"current": "{n}现在在哪里工作？", "historical": "{n}之前在哪里工作？",
             "as_of": "{n}在哪里工作？", "planning": "{n}打算去哪里工作？"},
    },
)  # fmt: skip

PHONES = ("Pixel 8", "iPhone 13", "Fairphone 5", "Galaxy A54", "Moto G84", "Nothing Phone 2",
          "iPhone SE", "Xperia 10")  # fmt: skip

PHONE = Slot(
    "phone", False, True, {EN: PHONES, ZH: PHONES + ("Huawei P60", "Xiaomi 13")},
    {
        EN: {
            "pres": ("I've got a {v}", "I'm on a {v}", "my phone's a {v}"),
            "new": ("I've got a new phone, a {v}", "I switched to a {v}",
                    "I finally replaced the old phone with a {v}"),
            "s3": ("{s} has got a {v} now", "{s} switched to a {v}"),
            "use": ("the camera on the {v} makes the sourdough look amazing, look at this crumb",
                    "sorry for the late reply, still learning where everything is on the {v}",
                    "card reader at the stall wouldn't pair with my {v} at first"),
            "inf": ("get a {v}", "switch to a {v}"),
            "scoped": ("I use the {v} for everything, but the stall card reader lives on a spare {x}",),
            "dist": ("The {v} advert on the bus shelter is everywhere",
                     "Is the {v} any good? My dad wants one",
                     "Tech bloke on the radio said the {v} battery is rubbish",
                     "Someone left a {v} at the stall, it's in the cash tin"),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机是{v}"),
            "new": ("我换了新手机，{v}", "我换成{v}了"),
            "s3": ("{s}换了{v}", "{s}现在用{v}"),
            "use": ("{v}拍酸面包的气孔超清楚，你们看", "不好意思回晚了，{v}还不太会用",
                    "摊位的刷卡机一开始连不上我的{v}"),
            "inf": ("换{v}", "买个{v}"),
            "scoped": ("平时都用{v}，不过摊位刷卡机绑在一台备用的{x}上",),
            "dist": ("公交站到处都是{v}的广告", "{v}好用吗？我爸想买", "有人把{v}落在摊位上了"),
        },
    },
    {
        EN: {"current": "Which phone does {n} use now?",
             "historical": "Which phone did {n} have before the current one?",
             "as_of": "Which phone does {n} use?", "planning": "Which phone is {n} planning to get?"},
        ZH: {"current": "{n}现在用什么手机？", "historical": "{n}之前用什么手机？",
             "as_of": "{n}用什么手机？", "planning": "{n}打算换什么手机？"},
    },
)  # fmt: skip

DRINKS_EN = ("flat white", "oat cortado", "chai latte", "builder's tea", "decaf americano",
             "hot chocolate", "Earl Grey", "matcha latte")  # fmt: skip
DRINKS_ZH = ("燕麦拿铁", "美式咖啡", "普洱茶", "豆浆", "抹茶拿铁", "茉莉花茶", "红茶")

DRINK = Slot(
    "usual_drink", False, False, {EN: DRINKS_EN, ZH: DRINKS_ZH},
    {
        EN: {
            "pres": ("my usual is a {v}", "I live on {v}", "I'm a {v} person"),
            "new": ("I've gone over to {v}", "I've switched my usual to {v}",
                    "I've given up the old order, it's {v} for me now"),
            "s3": ("{s} has switched to {v}", "{s} only drinks {v} now"),
            "use": ("can someone grab me a {v} from the van when you go",
                    "spilled my {v} all over the price cards, classic",
                    "the coffee van finally learned my {v} without me asking"),
            "scoped": ("{v} most mornings, but on market Saturdays it has to be a {x}",),
            "dist": ("The coffee van has a special on {v} this week",
                     "Who actually orders {v}? Genuine question",
                     "My sister says {v} is the only civilised drink. She's wrong",
                     "Saw a sign in Southgate: '{v}, the taste of autumn'. Please."),
        },
        ZH: {
            "pres": ("我平时喝{v}", "我每天都喝{v}"),
            "new": ("我现在改喝{v}了", "我换成{v}了"),
            "s3": ("{s}现在只喝{v}", "{s}改喝{v}了"),
            "use": ("谁去咖啡车帮我带杯{v}", "{v}洒在价签上了，哈哈",
                    "咖啡车老板已经记住我的{v}了"),
            "scoped": ("平时早上喝{v}，但周六赶集一定要{x}",),
            "dist": ("咖啡车这周{v}打折", "真的有人喝{v}吗？", "我姐说{v}最好喝，我不同意"),
        },
    },
    {
        EN: {"current": "What does {n} usually drink now?",
             "historical": "What did {n} usually drink before the current order?",
             "as_of": "What does {n} usually drink?"},
        ZH: {"current": "{n}现在平时喝什么？", "historical": "{n}以前平时喝什么？",
             "as_of": "{n}平时喝什么？"},
    },
)  # fmt: skip

SUPPLIERS = ("Octopus Energy", "Good Energy", "EDF", "British Gas", "Ecotricity", "OVO",
             "Severn Valley Power", "So Energy")  # fmt: skip

ENERGY = Slot(
    "energy_supplier", False, True, {EN: SUPPLIERS, ZH: SUPPLIERS},
    {
        EN: {
            "pres": ("I'm with {v} for the electric", "our energy is with {v}",
                     "I get my gas and electric from {v}"),
            "new": ("I've switched energy supplier to {v}", "I moved the electric over to {v}"),
            "s3": ("{s} has switched energy to {v}", "{s} is with {v} now for gas and electric"),
            "use": ("{v} sent me a smart meter reading that says the oven costs more than the flat",
                    "was on hold to {v} for forty minutes about the meter",
                    "the {v} app says I used double on proving days, makes sense"),
            "inf": ("switch to {v}", "move the electric to {v}"),
            "we": ("we've switched the house over to {v}", "we're with {v} now"),
            "dist": ("{v} are putting prices up again, it was on the news",
                     "Leaflet through the door from {v} promising the moon",
                     "My brother-in-law works for {v}, don't ask him about the tariffs",
                     "Is {v} any good? Someone asked at the stall"),
        },
        ZH: {
            "pres": ("我家的电是{v}的", "我用{v}供电"),
            "new": ("我换电力公司了，现在是{v}", "我把电换到{v}了"),
            "s3": ("{s}换到{v}了", "{s}家现在用{v}"),
            "use": ("{v}寄来的账单吓死我了，烤箱太费电", "打{v}的客服等了四十分钟",
                    "{v}的app说我发面那天用电翻倍"),
            "inf": ("换到{v}", "把电换成{v}"),
            "we": ("我们家换成{v}了",),
            "dist": ("新闻说{v}又要涨价了", "门口塞了一张{v}的传单", "有客人问{v}好不好"),
        },
    },
    {
        EN: {"current": "Which energy supplier is {n} with now?",
             "historical": "Which energy supplier was {n} with before the current one?",
             "as_of": "Which energy supplier is {n} with?",
             "planning": "Which energy supplier is {n} planning to switch to?"},
        ZH: {"current": "{n}现在用哪家电力公司？", "historical": "{n}之前用哪家电力公司？",
             "as_of": "{n}用哪家电力公司？", "planning": "{n}打算换到哪家电力公司？"},
    },
)  # fmt: skip

VEHICLES = ("Honda Jazz", "Nissan Leaf", "Brompton", "Toyota Yaris", "Kia Niro", "Renault Zoe",
            "Vauxhall Corsa", "cargo bike", "Skoda Fabia")  # fmt: skip

COMMUTE = Slot(
    "gets_around_by", False, True, {EN: VEHICLES, ZH: VEHICLES},
    {
        EN: {
            "pres": ("I get about in a {v}", "I drive a {v}", "I do the market run in my {v}"),
            "new": ("I've got a {v} now", "I sold the old one and bought a {v}",
                    "I've traded in for a {v}"),
            "s3": ("{s} has bought a {v}", "{s} is getting about on a {v} now"),
            "use": ("managed to fit twelve crates in the {v} this morning, a personal best",
                    "the {v} is parked on the double yellows by the stall, someone shout if a warden comes",
                    "flour all over the seats of the {v}, I give up"),
            "inf": ("get a {v}", "buy a {v}"),
            "we": ("we've got a {v} now", "we've swapped the car for a {v}"),
            "scoped": ("I get about on the {v} mostly, but for the Saturday stall run I borrow my mum's {x}",),
            "dist": ("There was a {v} parked across the loading bay again",
                     "Would a {v} even fit the trestle tables?",
                     "Advert for the {v} during the rugby, you can't escape it",
                     "Somebody's {v} alarm went off all through the market"),
        },
        ZH: {
            "pres": ("我开一辆{v}", "我平时骑{v}", "我用{v}拉货去市场"),
            "new": ("我换了辆{v}", "我把旧车卖了，买了{v}"),
            "s3": ("{s}买了一辆{v}", "{s}现在骑{v}"),
            "use": ("今天早上{v}里塞了十二箱面包，破纪录", "{v}停在摊位旁边的双黄线上，有人看见交警喊我",
                    "{v}座位上全是面粉，算了"),
            "inf": ("买辆{v}", "换成{v}"),
            "we": ("我们家换了辆{v}",),
            "scoped": ("平时骑{v}，但周六出摊要借我妈的{x}",),
            "dist": ("又有一辆{v}堵在卸货区", "{v}装得下折叠桌吗？", "市场上有辆{v}的警报响了半天"),
        },
    },
    {
        EN: {"current": "What does {n} get around in now?",
             "historical": "What did {n} get around in before the current one?",
             "as_of": "What does {n} get around in?",
             "planning": "What is {n} planning to get for getting around?"},
        ZH: {"current": "{n}现在开什么车或骑什么？", "historical": "{n}之前开什么车或骑什么？",
             "as_of": "{n}开什么车或骑什么？", "planning": "{n}打算买什么车？"},
    },
)  # fmt: skip

ROLES_EN = ("Saturday stall", "early bake", "delivery round", "pastry bench", "bookkeeping",
            "Wednesday dough shift", "front counter")  # fmt: skip
ROLES_ZH = ("周六摊位", "早班烘焙", "送货", "做酥皮", "记账", "前台收银")

ROLE = Slot(
    "bakery_role", False, True, {EN: ROLES_EN, ZH: ROLES_ZH},
    {
        EN: {
            "pres": ("I do the {v} at the bakery", "I'm on the {v}", "my bit is the {v}"),
            "new": ("I've moved over to the {v}", "I've taken on the {v}",
                    "I'm doing the {v} now instead"),
            "s3": ("{s} has taken over the {v}", "{s} is on the {v} now"),
            "use": ("the {v} was carnage today, three of us and a queue to the fountain",
                    "note to self: the {v} needs more paper bags before next week",
                    "nobody warned me the {v} means being up at half four"),
            "inf": ("take on the {v}", "move to the {v}"),
            "dist": ("We really need someone new for the {v}, any takers?",
                     "The bakery in Frome pays people for the {v}, imagine",
                     "Who invented the {v} rota? It's chaos",
                     "Volunteer fair at the Guildhall asked what the {v} involves"),
        },
        ZH: {
            "pres": ("我在面包房负责{v}", "我管{v}"),
            "new": ("我现在改做{v}了", "我接手了{v}"),
            "s3": ("{s}接手了{v}", "{s}现在负责{v}"),
            "use": ("今天{v}忙疯了，排队排到喷泉那边", "提醒自己：{v}下周要多备纸袋",
                    "没人告诉我{v}要四点半起床"),
            "inf": ("接手{v}", "换去做{v}"),
            "dist": ("{v}缺人，有人愿意吗？", "谁排的{v}轮班表，太乱了", "Frome那家面包店的{v}是有工资的"),
        },
    },
    {
        EN: {"current": "What does {n} do at the bakery now?",
             "historical": "What did {n} do at the bakery before the current job there?",
             "as_of": "What does {n} do at the bakery?",
             "planning": "What is {n} planning to take on at the bakery?"},
        ZH: {"current": "{n}现在在面包房负责什么？", "historical": "{n}之前在面包房负责什么？",
             "as_of": "{n}在面包房负责什么？", "planning": "{n}打算在面包房接手什么？"},
    },
)  # fmt: skip

PETS_EN = ("whippet", "tabby cat", "rabbit", "budgie", "tortoise", "springer spaniel",
           "ginger cat", "lurcher")  # fmt: skip
PETS_ZH = ("柯基", "橘猫", "兔子", "鹦鹉", "仓鼠", "金毛")

PETS = Slot(
    "pets", True, False, {EN: PETS_EN, ZH: PETS_ZH},
    {
        EN: {
            "has": ("I've got a {v}", "my {v} is the boss of the house", "I share the flat with a {v}"),
            "add": ("we've got a {v} as well now", "I've adopted a {v} too, the other one is furious",
                    "meet the new arrival, a {v}, alongside the old one"),
            "s3add": ("{s} has got a {v} as well now", "{s} adopted a {v}, on top of the other one"),
            "remove": ("the {v} has gone to live with my mum in the country, she adores it",
                       "we've rehomed the {v}, it wasn't fair on it in the flat"),
            "dist": ("Someone brought a {v} to the market on a lead, honestly",
                     "Would a {v} be mad to get in a terrace?", "Lost {v} poster on the lamp post by the stall",
                     "Documentary on the telly about a {v} that bakes, well, sort of"),
        },
        ZH: {
            "has": ("我养了一只{v}", "我家{v}是一家之主"),
            "add": ("我们又养了一只{v}", "家里新来了一只{v}，老的那只很生气"),
            "s3add": ("{s}又养了一只{v}", "{s}家又多了一只{v}"),
            "remove": ("{v}送去我妈乡下那边了，她很喜欢", "我们把{v}送人了，公寓太小"),
            "dist": ("有人牵着{v}来逛市场", "路灯杆上贴着寻{v}启事", "在小公寓养{v}会不会太挤？"),
        },
    },
    {
        EN: {"coexisting": "Which pets does {n} have now?",
             "historical": "Which pet did {n} use to have?"},
        ZH: {"coexisting": "{n}现在养了哪些宠物？", "historical": "{n}以前养过什么宠物？"},
    },
)  # fmt: skip

INSTR_EN = ("ukulele", "fiddle", "cello", "accordion", "tin whistle", "bass guitar", "banjo")
INSTR_ZH = ("古筝", "二胡", "尤克里里", "钢琴", "竹笛", "小提琴")

INSTRUMENTS = Slot(
    "instruments", True, False, {EN: INSTR_EN, ZH: INSTR_ZH},
    {
        EN: {
            "has": ("I play the {v}", "I've played the {v} since school", "I do a bit of {v}"),
            "add": ("I've started learning the {v} as well", "I've taken up the {v} too, alongside the old one",
                    "I'm doing {v} lessons now on top of everything else"),
            "s3add": ("{s} is learning the {v} as well now", "{s} has taken up the {v} too"),
            "remove": ("I've given up the {v}, sold it on Facebook Marketplace",
                       "the {v} is back in the loft, I'm done with it"),
            "dist": ("Busker by the Abbey with a {v}, playing Wonderwall, of course",
                     "Is it too late to learn the {v} at forty?",
                     "The folk night at the Bell wants a {v} player, anyone?",
                     "Advert in the Chronicle: {v} for sale, barely used"),
        },
        ZH: {
            "has": ("我会弹{v}", "我从小学{v}", "我平时弹弹{v}"),
            "add": ("我又开始学{v}了", "我现在除了原来的，还在学{v}"),
            "s3add": ("{s}又开始学{v}了", "{s}现在也在学{v}"),
            "remove": ("{v}我不学了，在网上卖掉了", "{v}放回阁楼了，不弹了"),
            "dist": ("Abbey门口有人在弹{v}卖艺", "四十岁学{v}来得及吗？", "报纸上有人卖二手{v}"),
        },
    },
    {
        EN: {"coexisting": "Which instruments does {n} play now?",
             "historical": "Which instrument did {n} use to play?"},
        ZH: {"coexisting": "{n}现在会哪些乐器？", "historical": "{n}以前学过什么乐器？"},
    },
)  # fmt: skip

SLOTS = (HOME, JOB, PHONE, DRINK, ENERGY, COMMUTE, ROLE, PETS, INSTRUMENTS)

# -- frames: wrappers around a fragment ---------------------------------------------------

FRAMES = {
    EN: {
        "direct": (
            "Quick news: {c}.",
            "So, {c}! Still getting used to it.",
            "{C}, by the way.",
            "Update from me: {c}.",
            "{C}. Feels strange but good.",
        ),
        "chatty": (
            "Morning all, rain again, the awning is holding up though. Anyway {c}, and "
            "the starter is doing that weird bubbly thing again, should I worry?",
            "Sorry I missed Saturday, it was my niece's birthday and the soft play was hell. "
            "Oh and {c}. Did the rye sell out?",
            "Long week. The oven thermostat is still lying to us, I'm sure of it, "
            "{c}, and I still haven't returned Auntie Jo's tupperware",
        ),
        "heard": (
            "Heard on the grapevine: {c}.",
            "Did you all know {c}?",
            "{C}, apparently.",
            "News from the stall: {c}.",
            "{C}! Heard it at the till.",
        ),
        "late": (
            "Forgot to mention: {c}. That was back in {when}!",
            "Oh I never said, did I? {C}. Happened in {when}, time flies.",
            "Meant to tell you all ages ago ({when}, oops): {c}.",
        ),
        "plan": (
            "Thinking about trying to {i}.",
            "I might {i} in the new year, we'll see.",
            "Seriously considering whether to {i}.",
            "Plan is to {i} in the spring.",
        ),
        "vague": (
            "Sometimes I think I should just {i}. Then I have a biscuit and it passes.",
            "In another life I'd {i}. Not this one though.",
        ),
        "drop": (
            "Decided not to {i} after all. Staying as I am.",
            "Scrap what I said, I'm not going to {i}. Too much faff.",
        ),
        "pending": (
            "Right, it's decided: I'm going to {i}. Just waiting on paperwork.",
            "We've agreed I'll {i} after the summer, nothing's happened yet.",
        ),
        "neg_q": ("Is it still {o} for you these days?", "Still {o}, or have I got that wrong?"),
        "neg_a": ("No, not {o} any more, {c}.", "Nope, no more {o}. {C}."),
        "wrong": ("{C}!",),
        "fix": (
            "Sorry, I meant {v}, not {w}. Too early for typing.",
            "Ignore me, it's {v}, not {w}. Brain still in the oven.",
        ),
        "replies": (
            "Ooh, congrats!",
            "Nice one.",
            "About time!",
            "How's that going?",
            "Ha, brilliant.",
            "Didn't see that coming.",
            "Good for you.",
        ),
    },
    ZH: {
        "direct": (
            "跟大家说一下，{c}。",
            "{c}！还在适应中。",
            "顺便说一句，{c}。",
            "{c}，感觉挺好的。",
        ),
        "chatty": (
            "早上好，又下雨了，还好遮阳棚撑得住。对了{c}，还有酵种又冒怪泡泡了，要紧吗？",
            "周六没去不好意思，侄女过生日。哦对了{c}。黑麦面包卖完了吗？",
            "这周好累，烤箱温控器肯定坏了，{c}，Jo阿姨的饭盒我还没还",
        ),
        "heard": ("听说{c}。", "你们知道吗，{c}。", "{c}，据说是这样。"),
        "late": ("忘了说，{when}的时候{c}。", "一直没跟大家讲，{c}，是{when}的事。"),
        "plan": ("在考虑{i}。", "明年可能会{i}，再看吧。", "打算春天{i}。"),
        "vague": ("有时候想干脆{i}算了，吃块饼干就忘了。",),
        "drop": ("想了想还是不{i}了，维持现状。", "之前说的作废，不{i}了，太麻烦。"),
        "pending": ("定了，我要{i}，就等手续了。", "说好了夏天以后{i}，现在还没动。"),
        "neg_q": ("现在还是{o}吗？", "还是{o}吧？"),
        "neg_a": ("不是{o}了，{c}。", "早就不是{o}了，{c}。"),
        "wrong": ("{c}！",),
        "fix": ("不好意思，我是说{v}，不是{w}。", "打错了，是{v}，不是{w}。"),
        "replies": ("恭喜！", "不错嘛。", "终于！", "怎么样？", "哈哈，厉害。"),
    },
}
STOP = {EN: ".", ZH: "。"}
ZH_MONTHS = ("一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月",
             "十一月", "十二月")  # fmt: skip

# -- everyday chat (no state news) --------------------------------------------------------

FILLER = {
    EN: (
        "Who's bringing the float for Saturday?",
        "Rye sold out by ten, we need to double it.",
        "The starter (Doughy Parton) survived the weekend, thank god.",
        "Is anyone else's hands wrecked from the cold? Market was freezing.",
        "Reminder: the gazebo weights are in the back of the bakery, not the shed.",
        "Lovely lady from Frome bought six cinnamon buns and told me her life story.",
        "Does anyone know where the good bread knife went?",
        "Proving drawer is broken again.",
        "Can someone cover the stall 8 till 10? I've got the dentist.",
        "That wind nearly took the awning into the river.",
        "Hot cross buns went mad this week.",
        "I dreamt about laminating dough. Send help.",
        "Thanks all, great day today.",
        "Flour delivery is late, Shipton Mill say Tuesday.",
        "Rugby crowd bought every sausage roll.",
        "Anyone up for the pub after packing down?",
        "Ha! Brilliant.",
        "Same.",
        "Fair enough.",
        "Footfall was rubbish today, the rain put everyone off.",
        "Somebody asked if the focaccia was gluten free. It is very much not.",
        "Shout-out to {p} for the lemon drizzle, it's gone already.",
        "{p}, did you take the spare till roll home?",
        "Has anyone heard from {p}? Quiet week.",
        "Christmas market pitch confirmed, same spot by the Abbey.",
        "Oven's at 240 and holding, finally.",
        "New recipe for seeded spelt, who wants to test?",
        "Good luck everyone tomorrow, 加油!",
        "That baguette was so 好吃, I ate half on the bus.",
        "I'll bring the chalkboard and the bunting.",
        "Can we talk about the queue management?",
        "Lost a glove at the stall, blue with a hole in the thumb.",
        "Tea break in five.",
        "The kids from Widcombe Primary want a bread-making visit, who's free?",
        "Sourdough class on the 14th is full, waiting list started.",
        "Mind the cobbles with the trolley.",
        "{p} you absolute legend for doing the washing up.",
        "Dough's too wet today, humidity.",
        "Is it me or are the seagulls getting bolder?",
        "Counted the tin: £412 and a button.",
        "Put the hazelnut loaf back on the menu please, people keep asking.",
    ),
    ZH: (
        "周六谁带零钱？",
        "黑麦面包十点就卖完了，下次做两倍。",
        "酵种周末活下来了，谢天谢地。",
        "今天市场好冷，手都冻裂了。",
        "遮阳棚的配重在面包房后面，不在棚子里。",
        "面粉又晚到了，说是周二。",
        "明天谁能帮我看一下摊位？八点到十点。",
        "今天风好大，棚子差点飞走。",
        "收摊以后去喝一杯吗？",
        "哈哈哈",
        "同意。",
        "好的。",
        "今天人好少，都是因为下雨。",
        "{p}做的柠檬蛋糕已经卖光了！",
        "{p}，备用的收银纸是你带回家了吗？",
        "圣诞市场的摊位确认了，还在Abbey旁边。",
        "烤箱终于稳定在240度了。",
        "新的斯佩尔特面包配方，谁想试？",
        "发酵箱又坏了。",
        "今天的面团太湿了，湿度太高。",
        "海鸥越来越大胆了，抢了一个可颂。",
        "数了一下钱箱：412镑，还有一颗纽扣。",
        "十分钟后休息喝茶。",
        "有客人问佛卡夏是不是无麸质的，当然不是。",
    ),
}

NOSTALGIA = {
    EN: (
        "Funny, someone mentioned {o} today and I felt a pang.",
        "Still miss {o} sometimes, not going to lie.",
        "Found an old photo from the {o} days, what a time.",
    ),
    ZH: ("今天有人提到{o}，突然有点怀念。", "有时候还挺想念{o}的。"),
}
THIRD_OPEN = {
    EN: (
        "Bumped into {n} in Southgate earlier.",
        "{n} popped by the stall while you were on break.",
        "Had a coffee with {n} yesterday.",
        "Guess who I saw at Waitrose? {n}!",
    ),
    ZH: ("刚才在Southgate碰到{n}了。", "你们休息的时候{n}来过摊位。", "昨天跟{n}喝了咖啡。"),
}
THIRD_REPLY = {
    EN: ("Oh nice, tell {o} congrats from me.", "Ha, is {s} happy with it?", "Good for {o}!"),
    ZH: ("替我恭喜{o}！", "{o}还好吗？", "不错啊{o}。"),
}
SELFNAME_TAIL = {
    EN: (" (Yes, I'm talking about myself in the third person now.)", " Big day for {n}."),
    ZH: ("（对，我在用第三人称说自己。）", " {n}的大日子。"),
}


@dataclass
class Person:
    name: str
    lang: str
    gender: str
    slots: dict[str, Any] = field(default_factory=dict)


@dataclass
class Track:
    """One person's slot: its timeline and every value named for it."""

    slot: Slot
    lang: str = EN
    values: list[str] = field(default_factory=list)  # v0, v1, ... (single) / adds (multi)
    actual: list[int] = field(default_factory=list)  # when each value took effect
    said: list[int] = field(default_factory=list)  # when it was first said
    removed: dict[str, int] = field(default_factory=dict)  # multi: value -> day removed
    wrongs: set[str] = field(default_factory=set)
    dropped: set[str] = field(default_factory=set)
    pending: str | None = None
    mentioned: set[str] = field(default_factory=set)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


class Builder:
    """Writes the episodes of one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 3)
        self.eps: list[dict[str, Any]] = []
        self.sess = 0
        self.people: list[Person] = []

    # episodes ---------------------------------------------------------------------------
    def session(self, day: int) -> tuple[str, int]:
        self.sess += 1
        return f"d{day:03d}-s{self.sess:04d}", self.rng.randint(400, 1180)

    def say(self, day: int, minute: int, who: Person, text: str, sid: str) -> None:
        self.eps.append({"day": day, "minute": minute, "speaker": who.name, "text": text,
                         "session": sid, "language": who.lang})  # fmt: skip

    def pick(self, xs: tuple[str, ...] | list[str]) -> str:
        return self.rng.choice(list(xs))

    def others(self, p: Person, k: int = 1) -> list[Person]:
        return self.rng.sample([q for q in self.people if q is not p], k)

    def frag(self, p: Person | str, slot: Slot, key: str, **kw: str) -> str:
        lang = p if isinstance(p, str) else p.lang
        return self.pick(slot.frags[lang][key]).format(**kw)

    def frame(self, lang: str, key: str, c: str = "", **kw: str) -> str:
        return self.pick(FRAMES[lang][key]).format(c=c, C=cap(c), **kw)

    def when(self, lang: str, day: int) -> str:
        m = (START_DT + timedelta(days=day)).month - 1
        return ZH_MONTHS[m] if lang == ZH else MONTHS[m]

    def replies(self, p: Person, day: int, sid: str, minute: int, n: int) -> None:
        for q in self.others(p, n):
            minute += self.rng.randint(1, 9)
            self.say(day, minute, q, self.pick(FRAMES[q.lang]["replies"]), sid)

    # statements -------------------------------------------------------------------------
    def initial(self, p: Person, t: Track) -> None:
        slot, v, day = t.slot, t.values[0], t.said[0]
        sid, m = self.session(day)
        if not slot.multi and self.rng.random() < 0.25:
            self.say(day, m, p, cap(self.frag(p, slot, "use", v=v)) + STOP[p.lang], sid)
            return
        c = self.frag(p, slot, "has" if slot.multi else "pres", v=v)
        intro = {
            EN: (
                "{C}, for anyone who doesn't know me yet.",
                "{C}. Been that way for a while.",
                "Ha, {c}, so I know the feeling.",
                "Well {c}, and I'm not complaining.",
            ),
            ZH: ("{c}，新来的朋友可能不知道。", "{c}，好几年了。", "哈哈，{c}，所以我懂。"),
        }
        self.say(day, m, p, self.pick(intro[p.lang]).format(c=c, C=cap(c)), sid)
        if self.rng.random() < 0.4:
            self.replies(p, day, sid, m, 1)

    def third(self, p: Person, slot: Slot, key: str, v: str, day: int, pronoun: bool) -> None:
        """Somebody else reports p's change; with `pronoun`, named first, then 'she'/'he'."""
        r = self.others(p)[0]
        sid, m = self.session(day)
        if pronoun:
            self.say(day, m, r, self.pick(THIRD_OPEN[r.lang]).format(n=p.name), sid)
            s = PRON[r.lang][p.gender][0]
            self.say(day, m + 1, r, cap(self.frag(r, slot, key, s=s, v=v)) + STOP[r.lang], sid)
        else:
            c = self.frag(r, slot, key, s=p.name, v=v)
            self.say(day, m, r, self.frame(r.lang, "heard", c), sid)
        if self.rng.random() < 0.7:
            q = self.rng.choice([x for x in self.people if x is not p and x is not r])
            obj = PRON[q.lang][p.gender][1]
            if q.lang == EN:
                obj = "him" if p.gender == "he" else "her"
            subj = PRON[q.lang][p.gender][0].lower() if q.lang == EN else obj
            self.say(day, m + 4, q, self.pick(THIRD_REPLY[q.lang]).format(o=obj, s=subj), sid)

    def change(self, p: Person, t: Track, i: int, style: str) -> None:
        slot, v, day = t.slot, t.values[i], t.said[i]
        old = t.values[i - 1]
        lang = p.lang
        sid, m = self.session(day)
        if style in ("third", "pronoun"):
            self.third(p, slot, "s3", v, day, style == "pronoun")
            return
        if style == "use":
            self.say(day, m, p, cap(self.frag(p, slot, "use", v=v)) + STOP[lang], sid)
        elif style == "selfname":
            tail = self.pick(SELFNAME_TAIL[lang]).format(n=p.name)
            self.say(
                day, m, p, cap(self.frag(p, slot, "s3", s=p.name, v=v)) + STOP[lang] + tail, sid
            )
        elif style == "we":
            self.say(day, m, p, self.frame(lang, "direct", self.frag(p, slot, "we", v=v)), sid)
        elif style == "late":
            c = self.frag(p, slot, "new", v=v)
            self.say(day, m, p, self.frame(lang, "late", c, when=self.when(lang, t.actual[i])), sid)
        elif style == "neg":
            q = self.others(p)[0]
            self.say(day, m, q, self.pick(FRAMES[q.lang]["neg_q"]).format(o=old), sid)
            c = self.frag(p, slot, "pres", v=v)
            self.say(day, m + 3, p, self.frame(lang, "neg_a", c, o=old), sid)
            return
        elif style == "correction":
            w = self.fresh(t)
            t.wrongs.add(w)
            self.say(day, m, p, self.frame(lang, "wrong", self.frag(p, slot, "new", v=w)), sid)
            self.say(day, m + 2, p, self.frame(lang, "fix", v=v, w=w), sid)
            return
        elif style == "scoped":
            x = self.fresh(t)
            t.mentioned.add(x)
            self.say(
                day, m, p, self.frame(lang, "direct", self.frag(p, slot, "scoped", v=v, x=x)), sid
            )
        elif style == "chatty":
            self.say(day, m, p, self.frame(lang, "chatty", self.frag(p, slot, "new", v=v)), sid)
        else:
            self.say(day, m, p, self.frame(lang, "direct", self.frag(p, slot, "new", v=v)), sid)
        if self.rng.random() < 0.6:
            self.replies(p, day, sid, m, self.rng.randint(1, 2))

    def add(self, p: Person, t: Track, i: int, style: str) -> None:
        slot, v, day = t.slot, t.values[i], t.said[i]
        if style in ("third", "pronoun"):
            self.third(p, slot, "s3add", v, day, style == "pronoun")
            return
        sid, m = self.session(day)
        c = self.frag(p, slot, "add", v=v)
        if style == "late":
            text = self.frame(p.lang, "late", c, when=self.when(p.lang, t.actual[i]))
        elif style == "chatty":
            text = self.frame(p.lang, "chatty", c)
        else:
            text = self.frame(p.lang, "direct", c)
        self.say(day, m, p, text, sid)
        if self.rng.random() < 0.5:
            self.replies(p, day, sid, m, 1)

    def remove(self, p: Person, t: Track, v: str, day: int) -> None:
        sid, m = self.session(day)
        self.say(day, m, p, self.frame(p.lang, "direct", self.frag(p, t.slot, "remove", v=v)), sid)

    def plan_line(self, p: Person, t: Track, key: str, v: str, day: int) -> None:
        sid, m = self.session(day)
        self.say(day, m, p, self.frame(p.lang, key, i=self.frag(p, t.slot, "inf", v=v)), sid)
        if self.rng.random() < 0.5:
            self.replies(p, day, sid, m, 1)

    def fresh(self, t: Track) -> str:
        """A pool value not yet used for this track."""
        used = set(t.values) | t.wrongs | t.dropped | {t.pending}
        free = [x for x in t.slot.pool[t.lang] if x not in used]
        return self.rng.choice([x for x in free if x not in t.mentioned] or free)

    # schedules --------------------------------------------------------------------------
    def spaced(self, n: int, lo: int, hi: int, gap: int) -> list[int]:
        for _ in range(200):
            days = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip([lo - gap, *days], days, strict=False)):
                return days
        return [lo + gap * j for j in range(n)]

    def single(self, p: Person, t: Track) -> None:
        rng, slot = self.rng, t.slot
        k = rng.choices((1, 2, 3), (35, 40, 25))[0]
        t.values = rng.sample(slot.pool[p.lang], k + 1)
        s0 = rng.randint(0, 70)
        days = self.spaced(k, s0 + 45, 706, 45)
        t.said, t.actual = [s0, *days], [s0, *days]
        styles = ("direct", "chatty", "use", "third", "pronoun", "selfname", "we", "late", "neg",
                  "correction", "scoped")  # fmt: skip
        weights = (14, 8, 10, 10, 8, 4, 6, 9, 8, 6, 6)
        chosen = ["initial"]
        frags = slot.frags[p.lang]
        for i in range(1, k + 1):
            style = rng.choices(styles, weights)[0]
            if style in ("we", "scoped") and style not in frags:
                style = "direct"
            if style == "late":
                a = t.said[i] - rng.randint(18, 40)
                if a > t.said[i - 1] + 6:
                    t.actual[i] = a
                else:
                    style = "direct"
            chosen.append(style)
        self.initial(p, t)
        for i in range(1, k + 1):
            self.change(p, t, i, chosen[i])
        if slot.plans and rng.random() < 0.6:
            kind = rng.choices(("done", "dropped", "vague", "pending"), (3, 3, 2, 3))[0]
            if kind == "done":
                i = rng.randint(1, k)
                lo, hi = t.said[i - 1] + 4, t.actual[i] - 10
                if hi - lo >= 3:
                    self.plan_line(p, t, "plan", t.values[i], rng.randint(lo, hi))
            elif kind == "dropped":
                v = self.fresh(t)
                t.dropped.add(v)
                d = rng.randint(s0 + 10, 640)
                self.plan_line(p, t, "plan", v, d)
                self.plan_line(p, t, "drop", v, d + rng.randint(20, 70))
            elif kind == "vague":
                v = self.fresh(t)
                t.dropped.add(v)
                self.plan_line(p, t, "vague", v, rng.randint(s0 + 5, 700))
            elif t.said[-1] <= 700:
                t.pending = self.fresh(t)
                self.plan_line(p, t, "pending", t.pending, rng.randint(t.said[-1] + 10, 722))
        if rng.random() < 0.35 and t.said[-1] + 10 <= 720:
            day = rng.randint(t.said[-1] + 10, min(728, t.said[-1] + 80))
            sid, m = self.session(day)
            self.say(day, m, p, self.pick(NOSTALGIA[p.lang]).format(o=t.values[-2]), sid)

    def multi(self, p: Person, t: Track) -> None:
        rng = self.rng
        n = rng.choice((2, 2, 3))
        t.values = rng.sample(t.slot.pool[p.lang], n)
        s0 = rng.randint(0, 90)
        days = self.spaced(n - 1, s0 + 40, 690, 40)
        t.said, t.actual = [s0, *days], [s0, *days]
        self.initial(p, t)
        for i in range(1, n):
            style = rng.choice(("direct", "direct", "chatty", "third", "pronoun", "late"))
            if style == "late":
                a = t.said[i] - rng.randint(18, 40)
                if a > t.said[i - 1] + 6:
                    t.actual[i] = a
                else:
                    style = "direct"
            self.add(p, t, i, style)
        if n == 3 and rng.random() < 0.45 and t.said[1] + 20 < 720:
            d = rng.randint(t.said[1] + 20, 720)
            if d not in t.said:
                t.removed[t.values[0]] = d
                self.remove(p, t, t.values[0], d)

    def distractors(self) -> None:
        for _ in range(self.rng.randint(45, 70)):
            p = self.rng.choice(self.people)
            slot = self.rng.choice(SLOTS)
            t = p.slots.get(slot.key)
            used = set()
            if t is not None:
                used = set(t.values) | t.wrongs | t.dropped | {t.pending}
            v = self.rng.choice([x for x in slot.pool[p.lang] if x not in used])
            if t is not None:
                t.mentioned.add(v)
            day = self.rng.randint(3, 727)
            sid, m = self.session(day)
            self.say(day, m, p, self.frag(p, slot, "dist", v=v), sid)
            if self.rng.random() < 0.4:
                self.replies(p, day, sid, m, 1)

    def filler(self, target: int) -> None:
        while len(self.eps) < target:
            day = self.rng.randint(0, LAST_DAY)
            sid, m = self.session(day)
            for _ in range(self.rng.choice((1, 1, 2, 2, 3, 4))):
                p = self.rng.choice(self.people)
                other = self.others(p)[0].name
                self.say(day, m, p, self.pick(FILLER[p.lang]).replace("{p}", other), sid)
                m += self.rng.randint(1, 12)

    # probes -----------------------------------------------------------------------------
    def probes(self, p: Person) -> list[dict[str, Any]]:
        rng, out = self.rng, []
        for t in p.slots.values():
            slot = t.slot
            vals = set(t.values) | t.wrongs | t.dropped | t.mentioned
            if t.pending:
                vals.add(t.pending)

            def probe(
                kind: str, gold: list[str], t: Track = t, vals: set[str] = vals, **extra: Any
            ) -> dict[str, Any]:
                lang = p.lang if rng.random() < 0.8 else EN
                d = {"subject": p.name, "kind": kind,
                     "question": t.slot.q[lang][kind].format(n=p.name), "slot": t.slot.key,
                     "gold": gold, "outdated": [], "values": sorted(vals), "abandoned": []}  # fmt: skip
                d.update(extra)
                return d

            if slot.multi:
                now = [v for v in t.values if v not in t.removed]
                out.append(probe("coexisting", now))
                if t.removed:
                    out.append(probe("historical", sorted(t.removed)))
                continue
            old = sorted(set(t.values[:-1]) | t.wrongs)
            out.append(probe("current", [t.values[-1]], outdated=old, abandoned=sorted(t.dropped)))
            out.append(probe("historical", [t.values[-2]]))
            if rng.random() < 0.6:
                windows = [
                    (i, t.said[i] + 2, t.actual[i + 1] - 2) for i in range(len(t.values) - 1)
                ]
                windows = [w for w in windows if w[2] - w[1] >= 4]
                if windows:
                    i, lo, hi = rng.choice(windows)
                    out.append(probe("as_of", [t.values[i]], as_of_day=rng.randint(lo, hi)))
            if t.pending:
                out.append(probe("planning", [t.pending]))
        return out


def generate(seed: int) -> dict[str, Any]:
    """The episodes and probes of one seed (see the module doc)."""
    b = Builder(seed)
    rng = b.rng
    n = rng.randint(11, 13)
    n_zh = max(2, round(n * rng.uniform(0.22, 0.3)))
    names = [(x, EN, EN_PEOPLE[x]) for x in rng.sample(sorted(EN_PEOPLE), n - n_zh)]
    names += [(x, ZH, ZH_PEOPLE[x]) for x in rng.sample(sorted(ZH_PEOPLE), n_zh)]
    rng.shuffle(names)
    b.people = [Person(x, lang, g) for x, lang, g in names]
    for p in b.people:
        for slot in rng.sample(SLOTS, rng.randint(4, 6)):
            t = Track(slot, p.lang)
            p.slots[slot.key] = t
            b.multi(p, t) if slot.multi else b.single(p, t)
    b.distractors()
    b.filler(rng.randint(560, 740))
    probes = [pr for p in b.people for pr in b.probes(p)]
    while len(probes) > 140:  # trim point-in-time questions first, then 'before' ones
        kind = "as_of" if any(x["kind"] == "as_of" for x in probes) else "historical"
        idx = [i for i, x in enumerate(probes) if x["kind"] == kind]
        probes.pop(rng.choice(idx))
    eps = sorted(b.eps, key=lambda e: (e["day"], e["minute"]))
    return {"start": START, "episodes": eps, "probes": probes,
            "people": [{"name": p.name, "language": p.lang} for p in b.people]}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems found in a generated world (empty when it is sound)."""
    errs = []
    eps, probes = world["episodes"], world["probes"]
    names = {e["speaker"] for e in eps}
    texts = "\n".join(e["text"] for e in eps)
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH) or not e["text"]:
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    for pr in probes:
        if pr["kind"] not in KINDS or pr["subject"] not in names or not pr["gold"]:
            errs.append(f"bad probe {pr}")
        for g in pr["gold"]:
            if g not in texts:
                errs.append(f"gold {g!r} never said ({pr['question']})")
            if g not in pr["values"]:
                errs.append(f"gold {g!r} missing from values")
        if set(pr["gold"]) & (set(pr["outdated"]) | set(pr["abandoned"])):
            errs.append(f"gold overlaps outdated/abandoned: {pr}")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"as_of_day mismatch: {pr}")
        if "{" in pr["question"]:
            errs.append(f"unfilled question: {pr['question']}")
    if not (500 <= len(eps) <= 800):
        errs.append(f"{len(eps)} episodes")
    if not (100 <= len(probes) <= 140):
        errs.append(f"{len(probes)} probes")
    return errs


def main() -> None:
    for seed in (7, 11, 23):
        w = generate(seed)
        assert w == generate(seed), "not deterministic"
        errs = validate(w)
        for e in errs[:20]:
            print("  !", e)
        kinds = {k: sum(p["kind"] == k for p in w["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes "
              f"{kinds}, {len(w['people'])} people, {'OK' if not errs else f'{len(errs)} problems'}")  # fmt: skip
        if errs:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
