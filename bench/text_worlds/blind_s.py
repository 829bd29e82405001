"""Blind text world ``s``: the night-shift group chat of a Leicester hospital.

Nurses, porters and their families chat between March 2025 and February 2027 (about a
quarter of them in simplified Chinese).  Most of the chat is shift small talk; woven into it
are changes of personal state (where people live, which ward or hospital site they work on,
what they drive, which gym, phone network, energy supplier, streaming service, night-shift
drink, dentist, children's school, languages, pets, instruments, sports).  Changes are told
straight out, shown only by use, reported by someone else (sometimes through a pronoun),
told weeks late, planned and then done or dropped, corrected, negated, scoped ("X, but Y at
work"), or added alongside an earlier value.  Distractor lines name values of the same kind
that are nobody's state (adverts, news, questions, other people's things).

``generate(seed)`` returns the dict read by ``bench.states.load_text_world``; everything is
deterministic given the seed and uses only the standard library.  ``python -m
bench.text_worlds.blind_s`` runs a self-check over seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta
from typing import Any

START = "2025-03-01T00:00:00+00:00"
START_DATE = date(2025, 3, 1)
LAST_DAY = 726
EN = "en"
ZH = "zh"

# name -> (pronoun "she"/"he", role).  role: nurse / porter / family
EN_PEOPLE = {
    "Priya": ("she", "nurse"), "Kelly": ("she", "nurse"), "Marcus": ("he", "porter"),
    "Aisha": ("she", "nurse"), "Darren": ("he", "porter"), "Leanne": ("she", "family"),
    "Femi": ("he", "nurse"), "Gemma": ("she", "nurse"), "Sanjay": ("he", "porter"),
    "Kasia": ("she", "nurse"), "Callum": ("he", "family"), "Nisha": ("she", "family"),
    "Tunde": ("he", "porter"), "Bernadette": ("she", "nurse"), "Rizal": ("he", "nurse"),
    "Hamid": ("he", "porter"), "Amara": ("she", "nurse"), "Shaun": ("he", "family"),
}  # fmt: skip
ZH_PEOPLE = {
    "Xiaoling": ("she", "nurse"), "Haoran": ("he", "porter"), "Meiling": ("she", "nurse"),
    "Jianwei": ("he", "family"), "Yuting": ("she", "nurse"), "Lei": ("he", "porter"),
    "Wenjing": ("she", "family"), "Zihan": ("she", "nurse"),
}  # fmt: skip

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


def day_date(day: int) -> date:
    return START_DATE + timedelta(days=day)


def when_en(day: int, said: int) -> str:
    """'back in August' (same year as said) or 'in August 2025'."""
    d, s = day_date(day), day_date(said)
    if d.year == s.year:
        return f"back in {MONTHS[d.month - 1]}"
    return f"in {MONTHS[d.month - 1]} {d.year}"


def when_zh(day: int, said: int) -> str:
    d, s = day_date(day), day_date(said)
    if d.year == s.year:
        return f"{d.month}月份"
    return f"{d.year}年{d.month}月"


# ---------------------------------------------------------------------------------------------
# Slots.  Single-valued fragment kinds:
#   has   present-tense statement of the current value      use   value shown only by use
#   new   past-tense change ({old} = the previous value; {when} is where a zh time goes)
#   third report about {n} (a third person, or a pronoun)   we    household change ({we})
#   plan  intention / consideration                         drop  a plan given up ({v})
#   ask   a question to {n} about the old value {old}       dist  distractor lines ({x})
#   scoped  main value {v} with a scoped exception {x}      old   small talk naming {old}
# Multi-valued: has, pair ({v} and {w}), add ({v} new, {w} an existing one), use, remove,
# third, dist.
# ---------------------------------------------------------------------------------------------

HOME: dict[str, Any] = {
    "key": "home_area", "multi": False, "plans": True, "roles": None,
    "pool": {EN: ("Clarendon Park", "Evington", "Aylestone", "Belgrave", "Knighton", "Wigston",
                  "Oadby", "Braunstone", "Humberstone", "Westcotes", "Stoneygate", "Birstall",
                  "Syston", "Thurmaston", "Anstey", "Enderby", "Narborough")},
    "q": {
        "current": ("Which area of Leicester does {n} live in now?", "{n}现在住在莱斯特哪个区？"),
        "historical": ("Where did {n} live before moving?", "{n}搬家之前住在哪里？"),
        "as_of": ("Which area was {n} living in at that time?", "{n}那时候住在哪个区？"),
        "planning": ("Where is {n} planning to move to?", "{n}打算搬到哪里？"),
    },
    EN: {
        "has": ("I live out in {v}, it's fifteen minutes to the Royal if the lights are kind",
                "we're in {v}, have been for years", "home is {v} for me",
                "I rent a little terrace in {v}"),
        "use": ("Bin men in {v} didn't come AGAIN, the whole street smells like a sluice room",
                "anyone else in {v} lost power tonight? my neighbours' Ring doorbells are all dark",
                "the 5am walk from the bus stop to my front door in {v} is eerie in the fog",
                "new chippy opened at the end of my road in {v}, the mushy peas are elite"),
        "new": ("I moved to {v}", "I've finally moved out of {old} and into {v}",
                "we got the keys to the house in {v}", "I left {old} for {v}"),
        "third": ("{n} has moved to {v}", "{n} lives in {v} now",
                  "{n}'s got a flat in {v} now, left {old} for good"),
        "we": ("{we} have moved to {v}", "{we} finally got the keys to our place in {v}"),
        "plan": ("I'm thinking of moving to {v}", "we've been looking at houses in {v}",
                 "I'm planning to move to {v} once the lease is up"),
        "drop": ("the {v} move is off, staying where I am", "not moving to {v} after all, the survey was a horror show",
                 "forget {v}, we couldn't afford it"),
        "ask": ("{n}, are you still in {old}?", "{n} you still living in {old}?"),
        "dist": ("Leicester Mercury says house prices in {x} went up 9% this year, mad",
                 "my cousin wants to buy in {x}, is it nice round there?",
                 "if I won the lottery I'd get one of those big houses in {x}",
                 "there was a police helicopter over {x} all night, anyone know what happened?"),
        "old": ("still miss the corner shop back in {old}", "drove through {old} today, felt weird not turning into my old road"),
    },
    ZH: {
        "has": ("我住在{v}，离医院还挺近", "我家在{v}，住了好几年了", "我现在租的房子在{v}"),
        "use": ("{v}这边今晚又停电了，邻居家都黑着", "早上下班走回{v}的路上雾好大", "{v}我家楼下新开了一家中超，终于不用跑市中心买菜了"),
        "new": ("我{when}搬到{v}了", "我{when}从{old}搬去{v}了", "我们{when}拿到{v}那边房子的钥匙了"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}已经不住{old}了，搬去了{v}"),
        "we": ("{we}搬到{v}了", "{we}终于在{v}安家了"),
        "plan": ("我在考虑搬到{v}", "我们最近在看{v}的房子", "租约到期以后我打算搬去{v}"),
        "drop": ("搬去{v}的事不了了之了，还是住原来的地方", "不搬{v}了，房子问题太多"),
        "ask": ("{n}你还住在{old}吗？", "{n}还在{old}吗？"),
        "dist": ("新闻说{x}的房价今年涨了好多", "我表姐想在{x}买房，那边治安怎么样？", "{x}昨晚好多警车，有人知道出什么事了吗"),
        "old": ("有点想念{old}那家炸鱼薯条店", "今天路过{old}，差点拐进以前那条路"),
    },
}  # fmt: skip

WARD: dict[str, Any] = {
    "key": "ward", "multi": False, "plans": True, "roles": ("nurse",),
    "pool": {EN: ("Rutland Ward", "Charnwood Ward", "Soar Ward", "Wreake Ward", "Sence Ward",
                  "Welland Ward", "Bosworth Ward", "Swithland Ward", "Beaumont Ward")},
    "q": {
        "current": ("Which ward does {n} work on now?", "{n}现在在哪个病房工作？"),
        "historical": ("Which ward was {n} on before?", "{n}以前在哪个病房？"),
        "as_of": ("Which ward was {n} working on then?", "{n}那时候在哪个病房上班？"),
        "planning": ("Which ward is {n} hoping to move to?", "{n}打算调去哪个病房？"),
    },
    EN: {
        "has": ("I'm on {v}, nights mostly", "I work nights on {v}", "{v} is my ward, been there ages"),
        "use": ("{v} was carnage tonight, three admissions before midnight and a fall in bay 2",
                "the drug fridge on {v} is alarming again, estates say Tuesday",
                "just finished my first set of nights on {v} and I can't feel my feet"),
        "new": ("I transferred to {v}", "I've moved from {old} to {v}", "I started on {v}"),
        "third": ("{n} has transferred to {v}", "{n} is on {v} now", "{n} moved over to {v}, {old} won't be the same"),
        "plan": ("I've applied for a post on {v}", "thinking about asking for a move to {v}",
                 "I've got an interview for {v} next week"),
        "drop": ("withdrew my application for {v}, not worth the extra travel",
                 "not going to {v} after all, they froze the post"),
        "ask": ("{n}, still on {old}?", "are you still on {old} {n}?"),
        "dist": ("{x} are short again tonight, bank are offering double time",
                 "anyone know who the new matron on {x} is?", "heard {x} had a CQC visit, poor sods"),
        "old": ("popped up to {old} to say hi, they've moved all the bays round", "miss the {old} lot, they always had biscuits"),
        "scoped": ("I'm on {v} for my normal rota but I do bank shifts on {x}",),
    },
    ZH: {
        "has": ("我在{v}上夜班", "我一直在{v}"),
        "use": ("{v}今晚太忙了，半夜前来了三个新病人", "{v}的药品冰箱又报警了"),
        "new": ("我{when}调到{v}了", "我{when}从{old}转到{v}了"),
        "third": ("{n}调去{v}了", "{n}现在在{v}上班"),
        "plan": ("我申请了{v}的职位", "我在考虑申请调去{v}"),
        "drop": ("{v}的申请我撤回了，太远了", "不去{v}了，那个岗位冻结了"),
        "ask": ("{n}你还在{old}吗？",),
        "dist": ("{x}今晚又缺人，bank给双倍工资", "听说{x}来了新的护士长"),
        "old": ("今天回{old}看了一下，床位全换了",),
        "scoped": ("我平时在{v}，不过bank班会去{x}",),
    },
}  # fmt: skip

SITE: dict[str, Any] = {
    "key": "hospital_site", "multi": False, "plans": True, "roles": ("porter",),
    "pool": {EN: ("Leicester Royal Infirmary", "Glenfield Hospital", "Leicester General Hospital")},
    "q": {
        "current": ("Which hospital site does {n} work at now?", "{n}现在在哪家医院上班？"),
        "historical": ("Which hospital site did {n} work at before?", "{n}以前在哪家医院上班？"),
        "as_of": ("Which hospital site was {n} working at then?", "{n}那时候在哪家医院上班？"),
        "planning": ("Which hospital site is {n} planning to move to?", "{n}打算调去哪家医院？"),
    },
    EN: {
        "has": ("I'm portering at {v}", "I'm based at {v}", "I work at {v}, porters' lodge by the boiler house"),
        "use": ("lifts at {v} are broken again, pushed a bed up the ramp with Dave",
                "canteen at {v} has stopped doing the 3am bacon cobs, this is a crisis"),
        "new": ("I transferred to {v}", "I moved over from {old} to {v}", "I started at {v}"),
        "third": ("{n} has gone over to {v}", "{n} works at {v} now"),
        "plan": ("I've put in for a transfer to {v}", "thinking of asking for a move to {v}"),
        "drop": ("not transferring to {v} in the end, they wanted me on days",),
        "ask": ("{n} are you still at {old}?",),
        "dist": ("parking at {x} is an absolute joke, forty minutes to find a space",
                 "{x} is getting a new multi-storey apparently", "heard {x} had a power cut last night"),
        "old": ("bumped into the old crew from {old} at Tesco",),
    },
    ZH: {
        "has": ("我在{v}做porter", "我在{v}上班"),
        "use": ("{v}的电梯又坏了，我推着床走坡道上去的", "{v}食堂凌晨不卖培根面包了"),
        "new": ("我{when}调到{v}了", "我{when}从{old}调去{v}了"),
        "third": ("{n}调去{v}了", "{n}现在在{v}上班"),
        "plan": ("我申请调去{v}", "我在考虑调到{v}"),
        "drop": ("不调{v}了，他们要我上白班",),
        "ask": ("{n}你还在{old}吗？",),
        "dist": ("{x}停车太难了，找车位找了四十分钟", "听说{x}要建新的停车楼"),
        "old": ("在Tesco碰到以前{old}的同事",),
    },
}  # fmt: skip

CAR: dict[str, Any] = {
    "key": "car", "multi": False, "plans": True, "roles": None,
    "pool": {EN: ("Vauxhall Corsa", "Toyota Yaris", "Kia Niro", "Nissan Leaf", "Skoda Fabia",
                  "Honda Jazz", "MG4", "Dacia Sandero", "Ford Fiesta", "VW Polo", "Hyundai i10")},
    "q": {
        "current": ("What car does {n} drive now?", "{n}现在开什么车？"),
        "historical": ("What car did {n} drive before?", "{n}以前开什么车？"),
        "as_of": ("What car was {n} driving then?", "{n}那时候开的是什么车？"),
        "planning": ("Which car is {n} planning to get?", "{n}打算买什么车？"),
    },
    EN: {
        "has": ("I drive a {v}, nothing fancy", "my {v} gets me in and out, that's all I ask",
                "I've got an old {v}"),
        "use": ("parked the {v} on level 3 of the multi-storey and it took twenty minutes to find it again",
                "someone reversed into my {v} in the staff car park and didn't leave a note",
                "scraped the ice off the {v} at 7am with my badge, very professional"),
        "new": ("I sold the {old} and bought a {v}", "I got a {v}", "I traded in the {old} for a {v}",
                "I picked up a second-hand {v}"),
        "third": ("{n} has got a {v} now", "{n} is driving a {v} these days", "{n} finally got rid of the {old}, it's a {v} now"),
        "we": ("{we} swapped the {old} for a {v}",),
        "plan": ("I'm thinking of getting a {v}", "I've been looking at a {v} on Autotrader",
                 "test driving a {v} on Saturday, wish me luck"),
        "drop": ("gave up on the {v}, insurance quote was more than my rent", "not getting the {v}, the garage messed me about"),
        "ask": ("{n} still driving the {old}?", "{n} is the {old} still going?"),
        "dist": ("advert on the radio for the new {x}, £199 a month, yeah right",
                 "would you ever get a {x}? asking for a friend", "my brother-in-law's {x} has been in the garage three times this year",
                 "{x} are rubbish, my neighbour's is always broken down"),
        "old": ("saw a {old} like my old one on the ring road, felt nostalgic",),
    },
    ZH: {
        "has": ("我开一辆{v}", "我的车是{v}，二手的"),
        "use": ("{v}停在多层停车场三楼，找了二十分钟", "有人倒车撞了我的{v}，连张纸条都没留"),
        "new": ("我{when}把{old}卖了，换了一辆{v}", "我{when}买了一辆{v}"),
        "third": ("{n}换了一辆{v}", "{n}现在开{v}了"),
        "we": ("{we}把{old}换成了{v}",),
        "plan": ("我在考虑买一辆{v}", "周六去试驾{v}"),
        "drop": ("{v}不买了，保险太贵", "不考虑{v}了"),
        "ask": ("{n}还开那辆{old}吗？",),
        "dist": ("电台在打{x}的广告，月供199镑，怎么可能", "我姐夫的{x}今年进了三次修理厂"),
        "old": ("路上看到一辆跟我以前那辆一样的{old}",),
    },
}  # fmt: skip

CARRIER: dict[str, Any] = {
    "key": "phone_network", "multi": False, "plans": True, "roles": None,
    "pool": {EN: ("Vodafone", "giffgaff", "Lyca Mobile", "Smarty", "Tesco Mobile", "Pebble Mobile",
                  "O2", "Sky Mobile", "iD Mobile")},
    "q": {
        "current": ("Which mobile network is {n} on now?", "{n}现在用哪家手机运营商？"),
        "historical": ("Which mobile network was {n} on before?", "{n}以前用哪家运营商？"),
        "as_of": ("Which mobile network was {n} using then?", "{n}那时候用的是哪家运营商？"),
        "planning": ("Which network is {n} thinking of switching to?", "{n}打算换哪家运营商？"),
    },
    EN: {
        "has": ("I'm on {v}, it's cheap and it works", "my phone's on {v}"),
        "use": ("{v} has no signal anywhere in the basement corridors, couldn't even get the bleep app to load",
                "{v} sent me a text saying my bill's going up in April, lovely"),
        "new": ("I moved my number over to {v}", "I ditched {old} and went to {v}", "I switched to {v}"),
        "third": ("{n} switched to {v}", "{n}'s on {v} now"),
        "plan": ("I'm thinking of switching to {v} when my contract ends", "might go over to {v}, my sister swears by it"),
        "drop": ("not bothering with {v}, staying put", "forget {v}, they wanted a credit check for a SIM"),
        "ask": ("{n} are you still with {old}?",),
        "dist": ("{x} were down all morning apparently, half of Leicester had no signal",
                 "there's a {x} stand in Highcross giving out free chargers", "is {x} any good round here? my mum wants to switch"),
        "old": ("{old} are still texting me offers, I left ages ago",),
        "scoped": ("my own phone's on {v}, the work mobile is {x}",),
    },
    ZH: {
        "has": ("我用的是{v}", "我的手机卡是{v}的"),
        "use": ("{v}在地下走廊一点信号都没有", "{v}发短信说四月份要涨价"),
        "new": ("我{when}换到{v}了", "我{when}把号码转到{v}了，不用{old}了"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "plan": ("合约到期我想换{v}", "在考虑换成{v}"),
        "drop": ("不换{v}了，懒得折腾",),
        "ask": ("{n}你还在用{old}吗？",),
        "dist": ("{x}今天上午全挂了", "Highcross有{x}的摊位在送充电器"),
        "old": ("{old}还在给我发广告，我早就不用了",),
        "scoped": ("我自己的手机用{v}，工作手机是{x}的",),
    },
}  # fmt: skip

GYM: dict[str, Any] = {
    "key": "gym", "multi": False, "plans": True, "roles": None,
    "pool": {EN: ("PureGym", "Forge Fitness", "Iron Lantern Gym", "Anytime Fitness", "The Gym Group",
                  "Leys Leisure Centre", "Cobalt Boxing Club", "Spence Street Sports Centre")},
    "q": {
        "current": ("Which gym does {n} go to now?", "{n}现在去哪家健身房？"),
        "historical": ("Which gym did {n} use before?", "{n}以前去哪家健身房？"),
        "as_of": ("Which gym was {n} going to then?", "{n}那时候去哪家健身房？"),
        "planning": ("Which gym is {n} planning to join?", "{n}打算去哪家健身房？"),
    },
    EN: {
        "has": ("I go to {v} after nights, it's empty at 8am", "I'm a member at {v}"),
        "use": ("{v} was heaving at 8am, who goes to the gym after nights apart from me",
                "did legs at {v} this morning and then a twelve hour shift, never again",
                "the showers at {v} are cold again, I'm writing a strongly worded email"),
        "new": ("I joined {v}", "I cancelled {old} and signed up at {v}", "I moved my membership to {v}"),
        "third": ("{n} has joined {v}", "{n} trains at {v} now"),
        "plan": ("I'm thinking of joining {v}", "might sign up to {v}, they've got a January deal on"),
        "drop": ("didn't join {v} in the end, the contract was a rip-off", "not doing {v}, too far from home"),
        "ask": ("{n} still going to {old}?",),
        "dist": ("{x} are doing no joining fee this month if anyone's interested",
                 "saw an advert for {x} on the bus, the bloke in it was all oiled up", "my son wants to join {x}, is it any good?"),
        "old": ("still get emails from {old} asking me to come back",),
        "scoped": ("I do weights at {v} but swim at {x} on my days off",),
    },
    ZH: {
        "has": ("下夜班我去{v}锻炼", "我办的是{v}的会员"),
        "use": ("早上八点{v}人好多", "{v}的淋浴又没热水了"),
        "new": ("我{when}办了{v}的卡", "我{when}退了{old}，去{v}了"),
        "third": ("{n}去{v}健身了", "{n}现在在{v}锻炼"),
        "plan": ("我想办{v}的卡", "在考虑去{v}，一月份有优惠"),
        "drop": ("{v}最后没办，合同太坑",),
        "ask": ("{n}你还去{old}吗？",),
        "dist": ("{x}这个月免入会费", "公交车上看到{x}的广告"),
        "old": ("{old}还一直给我发邮件叫我回去",),
        "scoped": ("我平时在{v}练器械，休息日去{x}游泳",),
    },
}  # fmt: skip

ENERGY: dict[str, Any] = {
    "key": "energy_supplier", "multi": False, "plans": True, "roles": None,
    "pool": {EN: ("Octopus", "British Gas", "EDF", "Ovo", "E.ON", "Sparrow Energy", "Kestrel Power",
                  "So Energy")},
    "q": {
        "current": ("Who is {n}'s energy supplier now?", "{n}现在的能源供应商是哪家？"),
        "historical": ("Who was {n}'s energy supplier before?", "{n}以前用哪家能源公司？"),
        "as_of": ("Who was {n}'s energy supplier then?", "{n}那时候用的是哪家能源公司？"),
        "planning": ("Which energy supplier is {n} thinking of switching to?", "{n}打算换哪家能源公司？"),
    },
    EN: {
        "has": ("we're with {v} for gas and electric", "I'm with {v}"),
        "use": ("the {v} app says we used 14 kWh yesterday, who is leaving the immersion on",
                "{v} have put my direct debit up again, I'm livid"),
        "new": ("I switched energy to {v}", "I left {old} and went with {v}"),
        "third": ("{n} switched to {v}", "{n} is with {v} now"),
        "we": ("{we} moved the gas and electric over to {v}",),
        "plan": ("I'm thinking of switching to {v}", "might go with {v}, their tracker looks decent"),
        "drop": ("not switching to {v} now, the exit fee would wipe out the saving",),
        "ask": ("{n} are you still with {old}?",),
        "dist": ("{x} are in the news again for overcharging people", "got a leaflet from {x} through the door, straight in the recycling",
                 "my dad is convinced {x} are spying on him through the smart meter"),
        "old": ("{old} STILL haven't sent my final bill",),
    },
    ZH: {
        "has": ("我家水电煤用的是{v}", "我们用{v}"),
        "use": ("{v}的app说昨天用了14度电", "{v}又把我的直接扣款调高了"),
        "new": ("我{when}换成{v}了", "我{when}从{old}换到了{v}"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "we": ("{we}把电和燃气换到{v}了",),
        "plan": ("在考虑换成{v}",),
        "drop": ("不换{v}了，违约金太贵",),
        "ask": ("{n}你家还用{old}吗？",),
        "dist": ("{x}又因为多收钱上新闻了", "门口塞了一张{x}的传单"),
        "old": ("{old}到现在还没寄最后一张账单",),
    },
}  # fmt: skip

STREAM: dict[str, Any] = {
    "key": "streaming", "multi": False, "plans": False, "roles": None,
    "pool": {EN: ("Netflix", "Disney+", "Apple TV+", "Paramount+", "BritBox", "iQIYI",
                  "Amazon Prime Video")},
    "q": {
        "current": ("Which streaming service does {n} pay for now?", "{n}现在订的是哪个流媒体？"),
        "historical": ("Which streaming service did {n} have before?", "{n}以前订的是哪个流媒体？"),
        "as_of": ("Which streaming service did {n} have then?", "{n}那时候订的是哪个流媒体？"),
    },
    EN: {
        "has": ("we only have {v}, can't justify more than one", "I pay for {v} and that's it"),
        "use": ("binged the whole series on {v} between nights, no regrets",
                "{v} keeps asking if I'm still watching, yes, I am, I'm on nights, leave me alone"),
        "new": ("I cancelled {old} and got {v} instead", "I switched to {v}"),
        "third": ("{n} has gone over to {v}", "{n} cancelled {old}, it's {v} now"),
        "we": ("{we} got rid of {old} and signed up to {v}",),
        "ask": ("{n} have you still got {old}?",),
        "dist": ("everyone keeps telling me to watch that drama on {x} but I haven't got it",
                 "{x} have put their prices up again, glad I'm not with them", "is the football on {x} this weekend?"),
        "old": ("miss the documentaries on {old} tbh",),
    },
    ZH: {
        "has": ("我家只订了{v}", "我只用{v}追剧"),
        "use": ("夜班之间在{v}上一口气追完了一整季", "{v}老是问我还在看吗，烦死了"),
        "new": ("我{when}退了{old}，订了{v}", "我{when}换成{v}了"),
        "third": ("{n}换成{v}了", "{n}现在看{v}"),
        "we": ("{we}把{old}退了，订了{v}",),
        "ask": ("{n}你还订着{old}吗？",),
        "dist": ("大家都叫我看{x}上那部剧，可是我没订", "{x}又涨价了"),
        "old": ("有点怀念{old}上的纪录片",),
    },
}  # fmt: skip

DRINK: dict[str, Any] = {
    "key": "night_drink", "multi": False, "plans": False, "roles": None,
    "pool": {EN: ("Red Bull", "Monster", "Lucozade", "black coffee", "green tea", "Coke Zero",
                  "oolong", "chai latte"),
             ZH: ("乌龙茶", "绿茶", "美式咖啡", "红牛", "奶茶", "菊花茶")},
    "q": {
        "current": ("What does {n} drink to get through a night shift now?", "{n}现在上夜班喝什么提神？"),
        "historical": ("What did {n} used to drink on nights?", "{n}以前夜班喝什么？"),
        "as_of": ("What was {n} drinking on nights then?", "{n}那时候夜班喝什么？"),
    },
    EN: {
        "has": ("{v} is the only thing getting me through nights", "I live on {v} on nights"),
        "use": ("on my third {v} and it's only 2am", "someone nicked my {v} from the staff room fridge, I know it was you"),
        "new": ("I've swapped {old} for {v} on nights", "I gave up {old} and went on to {v}", "I switched to {v}"),
        "third": ("{n} is on {v} now", "{n} has given up {old}, drinks {v} now"),
        "ask": ("{n}, still on the {old}?",),
        "dist": ("read that {x} is worse for you than smoking, Facebook science",
                 "vending machine by ED only has {x} left", "the new F1 doctor drinks {x} by the litre, it's frightening"),
        "old": ("walked past the {old} in Tesco and had to be strong",),
        "scoped": ("{v} most nights, but {x} on the long weekend shifts",),
    },
    ZH: {
        "has": ("夜班全靠{v}续命", "我上夜班只喝{v}"),
        "use": ("凌晨两点已经第三杯{v}了", "谁偷了我放在冰箱里的{v}"),
        "new": ("我{when}把{old}戒了，改喝{v}", "我{when}换成{v}了"),
        "third": ("{n}现在改喝{v}了", "{n}不喝{old}了，喝{v}"),
        "ask": ("{n}你还喝{old}吗？",),
        "dist": ("网上说{x}对身体不好", "急诊那边的自动售货机只剩{x}了"),
        "old": ("超市看到{old}，忍住了没买",),
        "scoped": ("平时喝{v}，周末长班喝{x}",),
    },
}  # fmt: skip

DENTIST: dict[str, Any] = {
    "key": "dentist", "multi": False, "plans": False, "roles": None,
    "pool": {EN: ("Granby Dental", "Queens Road Dental", "Belvoir Dental Care", "Bright Smile Dental",
                  "Fosse Dental", "Kingfisher Dental Practice")},
    "q": {
        "current": ("Which dentist is {n} registered with now?", "{n}现在在哪家牙科诊所看牙？"),
        "historical": ("Which dentist was {n} with before?", "{n}以前在哪家牙医看牙？"),
        "as_of": ("Which dentist was {n} with then?", "{n}那时候在哪家牙医？"),
    },
    EN: {
        "has": ("I'm with {v}, they do NHS still", "my dentist is {v}"),
        "use": ("{v} sent me a reminder text for my check-up, bold of them to assume I'm awake at 10am",
                "had a filling at {v} this morning, face is numb, can't drink my tea"),
        "new": ("I registered with {v}", "I moved to {v}, {old} went private"),
        "third": ("{n} is with {v} now", "{n} got taken on at {v}"),
        "ask": ("{n} are you still at {old}?",),
        "dist": ("{x} are taking on NHS patients apparently, ring them quick", "saw {x} on the news for the waiting list"),
        "old": ("{old} still send me birthday cards, which is creepy",),
    },
    ZH: {
        "has": ("我在{v}看牙", "我的牙医是{v}"),
        "use": ("{v}发短信提醒我去检查", "今天在{v}补了牙，脸都麻了"),
        "new": ("我{when}转到{v}了", "我{when}在{v}登记了，{old}改私立了"),
        "third": ("{n}现在在{v}看牙", "{n}转去{v}了"),
        "ask": ("{n}你还在{old}看牙吗？",),
        "dist": ("听说{x}在收NHS病人，快打电话", "新闻里说{x}排队要等一年"),
        "old": ("{old}还给我寄生日卡",),
    },
}  # fmt: skip

SCHOOL: dict[str, Any] = {
    "key": "childs_school", "multi": False, "plans": True, "roles": None, "kids": True,
    "pool": {EN: ("Fosse Meadow Primary", "Kestrel Lane Primary", "Rowan Tree Primary", "St Barnabas Primary",
                  "Orchard Hill Primary", "Mayflower Primary", "Sparkenhoe Primary")},
    "q": {
        "current": ("Which school does {n}'s child go to now?", "{n}的孩子现在在哪所学校上学？"),
        "historical": ("Which school did {n}'s child go to before?", "{n}的孩子以前在哪所学校？"),
        "as_of": ("Which school was {n}'s child at then?", "{n}的孩子那时候在哪所学校？"),
        "planning": ("Which school is {n} hoping to move the kids to?", "{n}打算让孩子转去哪所学校？"),
    },
    EN: {
        "has": ("my little one is at {v}", "the kids go to {v}"),
        "use": ("{v} want tins for harvest festival by Friday, I have one tin of sweetcorn",
                "just done the {v} school run straight off nights, I look like a ghost"),
        "new": ("the kids started at {v}", "we moved the kids from {old} to {v}"),
        "third": ("{n}'s kids are at {v} now", "{n} moved the kids to {v}"),
        "plan": ("we've put {v} down as first choice", "we're thinking of moving the kids to {v}"),
        "drop": ("not moving them to {v} after all, the kids were devastated at the idea",),
        "ask": ("{n} are yours still at {old}?",),
        "dist": ("{x} got outstanding from Ofsted, the parents will be unbearable",
                 "there's a nativity at {x} my niece is a sheep in"),
        "old": ("bumped into one of the {old} mums in Asda",),
    },
    ZH: {
        "has": ("我家孩子在{v}上学", "孩子们在{v}"),
        "use": ("{v}要求周五前交罐头", "下了夜班直接送孩子去{v}，像个鬼一样"),
        "new": ("孩子{when}转到{v}了", "我们{when}把孩子从{old}转到了{v}"),
        "third": ("{n}的孩子现在在{v}", "{n}把孩子转去{v}了"),
        "plan": ("我们第一志愿填了{v}", "在考虑让孩子转去{v}"),
        "drop": ("不转{v}了，孩子舍不得同学",),
        "ask": ("{n}你家孩子还在{old}吗？",),
        "dist": ("{x}被Ofsted评了outstanding", "我侄女在{x}的圣诞剧里演一只羊"),
        "old": ("在Asda碰到{old}的家长",),
    },
}  # fmt: skip

LANGUAGE: dict[str, Any] = {
    "key": "learning_language", "multi": False, "plans": False, "roles": None,
    "pool": {EN: ("Spanish", "Polish", "Gujarati", "Punjabi", "Italian", "Mandarin", "Portuguese",
                  "Tagalog", "Japanese"),
             ZH: ("西班牙语", "法语", "日语", "韩语", "德语", "意大利语")},
    "q": {
        "current": ("Which language is {n} learning now?", "{n}现在在学什么语言？"),
        "historical": ("Which language was {n} learning before?", "{n}以前在学什么语言？"),
        "as_of": ("Which language was {n} learning then?", "{n}那时候在学什么语言？"),
    },
    EN: {
        "has": ("I'm learning {v} on Duolingo on my breaks", "doing an evening class in {v}"),
        "use": ("day 80 of my {v} streak, the owl is proud of me",
                "tried my {v} on a patient's daughter tonight and she laughed at me, fair"),
        "new": ("I gave up {old} and started {v}", "I switched from {old} to {v}", "I started learning {v}"),
        "third": ("{n} is learning {v} now", "{n} dropped {old} and is doing {v}"),
        "ask": ("{n} how's the {old} going?",),
        "dist": ("the new agency nurse speaks {x}, handy for bay 3", "my nephew is doing {x} GCSE"),
        "old": ("I can still count to ten in {old}, that's about it",),
    },
    ZH: {
        "has": ("我休息的时候在Duolingo上学{v}", "我在上{v}夜校"),
        "use": ("{v}已经连续打卡80天了", "今晚跟病人家属说了几句{v}，被笑了"),
        "new": ("我{when}放弃了{old}，开始学{v}", "我{when}开始学{v}了"),
        "third": ("{n}在学{v}", "{n}不学{old}了，改学{v}"),
        "ask": ("{n}你的{old}学得怎么样了？",),
        "dist": ("新来的agency护士会说{x}", "我外甥GCSE选了{x}"),
        "old": ("{old}我现在只会数到十了",),
    },
}  # fmt: skip

PETS: dict[str, Any] = {
    "key": "pets", "multi": True, "plans": False, "roles": None,
    "pool": {EN: ("Biscuit", "Pepper", "Mango", "Bramble", "Nugget", "Luna", "Pickle", "Ziggy"),
             ZH: ("豆豆", "球球", "年糕", "可乐", "花卷", "Mochi")},
    "q": {"coexisting": ("Which pets does {n} have now?", "{n}现在养了哪些宠物？")},
    EN: {
        "has": ("my cat {v} has decided 4am is zoomies time", "our dog {v} is my alarm clock after nights"),
        "pair": ("I've got two cats, {v} and {w}, both useless", "{v} and {w} (the dogs) ate a whole loaf today"),
        "add": ("we've got a new kitten called {v}! {w} is not impressed", "adopted a rescue dog, {v}, {w} is sulking about it"),
        "use": ("came home to {v} and {w} curled up on my uniform, they're staying",
                "{w} and {v} both screaming for breakfast at 8am after a night shift, kill me"),
        "remove": ("we had to rehome {v}, my son's allergies got too bad", "lost {v} last week, she was fifteen, I'm gutted"),
        "third": ("{n} has got another pet, {v}, on top of {w}",),
        "dist": ("there's a lost cat called {x} on the Facebook group, has anyone seen it",
                 "my mate's dog {x} has his own Instagram", "if I got a dog I'd call it {x}"),
    },
    ZH: {
        "has": ("我家猫{v}每天凌晨四点跑酷", "我家狗狗{v}是我的闹钟"),
        "pair": ("我养了两只猫，{v}和{w}",),
        "add": ("我们家新来了一只小猫叫{v}，{w}很不高兴", "领养了一只狗叫{v}，{w}在生气"),
        "use": ("回家看到{v}和{w}睡在我的制服上", "下夜班{w}和{v}一起叫着要吃早饭"),
        "remove": ("{v}送人了，孩子过敏太厉害", "{v}上周走了，十五岁了，好难过"),
        "third": ("{n}又养了一只{v}，加上{w}一共两只",),
        "dist": ("Facebook群里有人丢了一只叫{x}的猫", "朋友的狗叫{x}，还有自己的Instagram"),
    },
}  # fmt: skip

INSTRUMENT: dict[str, Any] = {
    "key": "instruments", "multi": True, "plans": False, "roles": None,
    "pool": {EN: ("ukulele", "violin", "keyboard", "guitar", "cello", "drums", "saxophone", "harmonica"),
             ZH: ("古筝", "二胡", "尤克里里", "钢琴", "吉他", "小提琴")},
    "q": {"coexisting": ("Which instruments does {n} play now?", "{n}现在会弹/拉哪些乐器？")},
    EN: {
        "has": ("I play the {v}, badly", "I've been playing {v} since school"),
        "pair": ("I play {v} and a bit of {w}",),
        "add": ("I've started {v} lessons as well as the {w}", "bought myself a {v} to go with the {w}, midlife crisis"),
        "use": ("neighbours banged on the wall during my {v} practice at 11am, I'm on NIGHTS Sharon",
                "played {w} and then {v} for an hour to come down after that shift"),
        "remove": ("I've given up the {v}, sold it on Facebook Marketplace",),
        "third": ("{n} is learning the {v} now on top of the {w}",),
        "dist": ("busker on Gallowtree Gate playing {x} at 7am, respect", "my daughter wants a {x} for Christmas, please no"),
    },
    ZH: {
        "has": ("我会弹{v}", "我从小学{v}"),
        "pair": ("我会{v}，也会一点{w}",),
        "add": ("除了{w}我又开始学{v}了", "买了一把{v}，和{w}作伴"),
        "use": ("练{v}的时候邻居敲墙了", "下班回来弹了一小时{w}又练了{v}"),
        "remove": ("{v}不学了，在网上卖掉了",),
        "third": ("{n}除了{w}还在学{v}",),
        "dist": ("市中心有人早上七点在街头表演{x}", "女儿想要一把{x}当圣诞礼物"),
    },
}  # fmt: skip

SPORT: dict[str, Any] = {
    "key": "sports", "multi": True, "plans": False, "roles": None,
    "pool": {EN: ("badminton", "five-a-side", "netball", "parkrun", "cricket", "table tennis",
                  "bouldering", "kabaddi"),
             ZH: ("羽毛球", "乒乓球", "太极", "游泳", "广场舞", "瑜伽")},
    "q": {"coexisting": ("Which sports does {n} do now?", "{n}现在在做哪些运动？")},
    EN: {
        "has": ("I play {v} on Thursdays with some lads from estates", "I do {v} most weeks"),
        "pair": ("I do {v} and {w} when the rota allows",),
        "add": ("I've started {v} on top of {w}", "joined a {v} group as well, still doing {w}"),
        "use": ("did {w} this morning and {v} tonight, legs have left the chat",
                "pulled my calf at {v}, still doing {w} on Sunday though"),
        "remove": ("I've packed in {v}, my knees can't take it",),
        "third": ("{n} does {v} now as well as {w}",),
        "dist": ("there's a {x} taster session at the Leys, anyone fancy it?", "Leicester Mercury had a piece on {x} becoming trendy"),
    },
    ZH: {
        "has": ("我每周打{v}", "我一直在练{v}"),
        "pair": ("我平时{v}和{w}都玩",),
        "add": ("除了{w}，我又开始{v}了", "报了一个{v}班，{w}也还在练"),
        "use": ("早上{w}晚上{v}，腿已经不是我的了", "{v}的时候拉伤了，周日{w}照样去"),
        "remove": ("{v}不玩了，膝盖受不了",),
        "third": ("{n}除了{w}现在还{v}",),
        "dist": ("Leys有{x}体验课，有人想去吗？", "新闻说{x}在年轻人里很流行"),
    },
}  # fmt: skip

SINGLE_SLOTS = (
    HOME,
    WARD,
    SITE,
    CAR,
    CARRIER,
    GYM,
    ENERGY,
    STREAM,
    DRINK,
    DENTIST,
    SCHOOL,
    LANGUAGE,
)
MULTI_SLOTS = (PETS, INSTRUMENT, SPORT)

# Generic lines used by several slots.
NEG_EN = ("no, not {old} any more, it's {v} now", "nope, {old} is done with, I'm on {v} now",
          "not {old} these days, {v}")  # fmt: skip
NEG_ZH = ("不是{old}了，现在是{v}", "早就不是{old}了，换成{v}了")
CORR_EN = ("sorry, I meant {v}, not {x}. brain is mush", "*{v}, not {x}. it's 4am, forgive me",
           "wait no, {v}. {x} was someone else")  # fmt: skip
CORR_ZH = ("打错了，是{v}，不是{x}", "说错了，是{v}。熬夜脑子糊了")
LATE_EN = ("Forgot to mention, {core} {when}.", "Oh, meant to say ages ago: {core} {when}.",
           "Not sure I ever told you lot, but {core} {when}.")  # fmt: skip
LATE_ZH = ("忘了说，{core}。", "一直忘了告诉大家，{core}。")
SELF_EN = (
    "Official announcement: {core} 🎉",
    "{core}. Yes, {n} finally did it.",
    "Update from yours truly: {core}.",
)
SELF_ZH = ("官宣：{core}🎉", "{core}，没错，{n}终于搞定了。")

LONG_PRE_EN = (
    "Right, survived another one, bay 3 buzzer went about forty times and the vending machine ate my pound coin,",
    "Morning all (is it morning? who knows), the car park barrier was stuck up again so free parking for everyone, and",
    "Quick one before I pass out, handover took an hour because the computers went down,",
    "Honestly what a week, my mum's had her cataract done, the boiler's making a noise, and",
    "Sorry for the essay but I haven't been on here for days, the kids had chickenpox one after the other,",
)  # fmt: skip
LONG_POST_EN = (
    "anyway, anyone doing Saturday night? I might swap if someone wants my Tuesday.",
    "also has anyone seen my blue water bottle, it's got a sticker of a frog on it.",
    "right, bed. wake me up in April.",
    "and Diwali lights on the Golden Mile this weekend if anyone wants to go after the shift?",
    "tell Dave I said the rota is a crime against humanity.",
)  # fmt: skip
LONG_PRE_ZH = ("昨晚又是一个不眠夜，三号床的铃响了四十次，售货机还吞了我一镑，",
               "早上好（现在是早上吗？），停车场栏杆又坏了，大家都免费停车，")  # fmt: skip
LONG_POST_ZH = ("好了，我去睡了，下午见。", "对了，周六有人能跟我换班吗？")

# Everyday chat with no state news: (language, text).  {a} = another person's name.
FILLER_EN = (
    "anyone else's feet absolutely throbbing or just me", "who's on tonight? I've brought flapjack",
    "3am and the ward is silent. I don't like it. it's too quiet",
    "Doreen in bay 4 called me 'duck' eleven times tonight, I've never felt so loved",
    "the night manager bleep has been going off non-stop, pray for them",
    "rota for May is out and I'm on five nights in a row, cool cool cool",
    "does anyone have a spare pen, I've lost four this week",
    "the fox is back in the car park, he looked right at me",
    "Foxes won!!! get in", "City were dreadful tonight, I'm not even angry, just tired",
    "Tigers on Saturday, anyone want a lift? I'm not on",
    "porters' lodge has a new kettle and it's a game changer",
    "someone left a whole tray of samosas in the staff room, bless whoever you are",
    "just had a patient tell me I look like his granddaughter, she's forty apparently, I'm 26",
    "I've done my mandatory training at 4am, retained nothing",
    "can someone remind me what day it is", "payday tomorrow, hang in there",
    "pothole on the ring road nearly took my wheel off",
    "it's snowing!! proper snow!! bay 2 are all watching out the window",
    "went to the market for veg and came back with three pashminas",
    "Curve is doing a panto this year, anyone want to go on a day off?",
    "new HCA started tonight, she's lovely, be nice to her",
    "I have been awake for 26 hours and I've just put the cereal box in the fridge",
    "{a} you absolute star for covering last night",
    "thank you {a} for the curry, it kept me alive", "{a} is there any of that cake left",
    "happy birthday {a}!! 🎂", "{a} what time are you in tonight?",
    "sat in the car for ten minutes after the shift just staring at the wall. normal",
    "heating is broken on the ward again, we're all in our coats",
    "IT have changed the password rules again, I give up",
    "the night sky over Victoria Park was gorgeous walking in",
    "Eid Mubarak everyone 🌙", "Merry Christmas nights crew, see you on the 26th",
    "Happy new year from the best shift in the building",
    "who took the good scissors from the treatment room",
    "heatwave and the ward is 29 degrees, I'm melting",
    "the tram… sorry, the BUS, was late again, I miss Nottingham's trams",
    "staff survey is out, I'll fill it in when I've slept for a week",
    "three falls, a fire alarm and a cardiac arrest. great night, 10/10",
    "does anyone know if the canteen does jacket potatoes at night now",
    "just got told off by a 92 year old for my handwriting. fair",
    "the clocks go forward tonight so it's an hour less, the one good night",
    "clocks went back, extra hour on nights, who designed this",
    "Leicester Market has mangoes by the box again, bargain",
    "is it just me or has the lift by main reception been broken since 2019",
    "grabbed a bacon cob on the way out, no regrets",
    "anyone want to do a Fosse Park trip on Sunday", "brilliant sunrise over the multi-storey this morning",
    "jiayou everyone, last night of the set 💪", "I'm so 累 tonight, {a} taught me that word and I use it daily",
    "someone left the 好吃 biscuits tin open again, they've gone soft",
    "bank holiday nights, double time, worth it for the money not for the soul",
    "Tesco Express by the Royal has closed early again, starving",
    "first night back after leave and I've forgotten everything",
    "has the new coffee machine in the atrium been fixed yet",
    "I'm going to sleep for fourteen hours and nobody can stop me",
)  # fmt: skip
FILLER_ZH = (
    "今晚谁上班？我带了饺子", "凌晨三点病房安静得可怕", "下班了，腿都不是自己的了",
    "五月的排班出来了，连上五个夜班", "停车场又看到那只狐狸了", "Foxes赢了！！",
    "有人知道食堂晚上还有没有热饭吗", "明天发工资，坚持住", "下雪了！病人都在看窗外",
    "谢谢{a}帮我顶班", "{a}今晚几点到？", "{a}生日快乐🎂", "刚下班，在车里发了十分钟呆",
    "病房暖气又坏了，大家穿着外套上班", "IT又改密码规则了，我放弃了", "新来的HCA人很好，大家照顾一下",
    "刚做完必修培训，一个字都没记住", "今天是星期几来着", "市场的菜好便宜，买了一大袋",
    "中秋快乐！我带了月饼来", "新年快乐，夜班的兄弟姐妹们", "早上的日出好美",
    "熬了26个小时，刚把麦片放进冰箱了", "病房29度，热死了", "下班去吃了个培根面包，满足",
    "今晚很平静，希望能保持", "病人问我是不是学生，我都三十了哈哈", "回家睡觉，谁也别叫我",
)  # fmt: skip
FILLER_CHATS_EN = (
    ("anyone seen the spare drip stand?", "it's in the sluice, don't ask why"),
    ("who ate my yoghurt", "it had no name on it, it was a free-for-all", "it had MY NAME ON IT"),
    ("is the bleep working for anyone?", "nope, ring switchboard", "switchboard aren't answering either lol"),
    ("what are we ordering tonight", "Chinese from the place on London Road?", "yesss, salt and chilli chips"),
    ("how was your night?", "don't ask. how was yours?", "don't ask either"),
    ("fire alarm AGAIN", "it's the toaster on the third floor, it's always the toaster"),
)  # fmt: skip
FILLER_CHATS_ZH = (
    ("今晚吃什么？", "点London Road那家中餐吧", "好，要椒盐薯条"),
    ("昨晚怎么样？", "别问了，你呢？", "也别问了哈哈"),
    ("谁看到备用的输液架了？", "在污物间，别问为什么"),
)  # fmt: skip

STILL_EN = ("yep, still {v}", "still {v}, creature of habit me", "yeah still {v}, why change")
STILL_ZH = ("对，还是{v}", "还是{v}，懒得换")
WE_HAS_EN = ("{we} live in {v}", "{we} rent a house in {v}")
WE_HAS_ZH = ("{we}住在{v}",)
INTRO_EN = ("Saw {n} in the canteen at 3am looking half dead.", "Had a good natter with {n} on the break tonight.",
            "{n} popped in to ours for a brew on the way home.", "Caught {n} in the car park after handover.")  # fmt: skip
INTRO_ZH = (
    "凌晨三点在食堂碰到{n}了。",
    "今晚休息的时候跟{n}聊了一会儿。",
    "交班后在停车场碰到{n}。",
)
PRONOUN_LEAD_EN = ("{core}, apparently.", "Turns out {core}.", "{core}! who knew.")
PRONOUN_LEAD_ZH = ("听说{core}。", "原来{core}。")
OPEN_EN = ("", "", "Big news: ", "Update: ", "So, ", "FYI ")
CLOSE_EN = (".", "!", " 🎉", ". Finally.", ", it's about time.")
CLOSE_ZH = ("。", "！", "～", "🎉")
PLAIN_EN = (".", "!", "", " 🙂", " lol")
PLAIN_ZH = ("。", "！", "～", "")
PRONOUN = {"she": ("she", "her", "她"), "he": ("he", "him", "他")}
MODES = {"direct": 3, "use": 2, "third": 2, "pronoun": 2, "late": 2, "self": 1, "neg": 2,
         "correction": 1, "long": 2, "we": 1, "plan": 2}  # fmt: skip


def fill(t: str, **kw: Any) -> str:
    for k, v in kw.items():
        t = t.replace("{" + k + "}", str(v))
    return t


def cap(t: str) -> str:
    return t[:1].upper() + t[1:] if t and t[0] != "{" else t


def month_window(day: int) -> tuple[int, int]:
    d = day_date(day)
    first = date(d.year, d.month, 1)
    nxt = date(d.year + (d.month == 12), d.month % 12 + 1, 1)
    return (first - START_DATE).days, (nxt - START_DATE).days - 1


class Builder:
    """Collects the chat (blocks of consecutive lines per day) and the probes of one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.blocks: dict[int, list[list[tuple[str, str, str]]]] = {}
        self.people: dict[str, dict[str, Any]] = {}
        self.probes: list[dict[str, Any]] = []

    # -- small helpers -----------------------------------------------------------------------
    def lang(self, n: str) -> str:
        return self.people[n]["lang"]

    def add(self, day: int, *lines: tuple[str, str, str]) -> None:
        day = max(0, min(LAST_DAY, day))
        self.blocks.setdefault(day, []).append(list(lines))

    def frag(self, slot: dict[str, Any], lang: str, kind: str) -> str:
        opts = slot[lang].get(kind) or slot[EN][kind]
        return self.rng.choice(opts)

    def other(self, n: str, lang: str | None = None, exclude: tuple[str, ...] = ()) -> str:
        names = [p for p in self.people if p != n and p not in exclude]
        same = [p for p in names if lang and self.lang(p) == lang]
        return self.rng.choice(same if same and (lang == ZH or self.rng.random() < 0.8) else names)

    def we(self, n: str, partner: str | None, lang: str) -> str:
        if partner:
            return (
                f"我和{partner}"
                if lang == ZH
                else self.rng.choice((f"{partner} and I", f"Me and {partner}"))
            )
        return "我们" if lang == ZH else "We"

    def close(self, lang: str, change: bool = False) -> str:
        if change:
            return self.rng.choice(CLOSE_ZH if lang == ZH else CLOSE_EN)
        return self.rng.choice(PLAIN_ZH if lang == ZH else PLAIN_EN)

    def pool(self, slot: dict[str, Any], lang: str) -> list[str]:
        values = list(slot["pool"].get(lang, slot["pool"][EN]))
        self.rng.shuffle(values)
        return values

    # -- state statements --------------------------------------------------------------------
    def init_line(
        self, n: str, slot: dict[str, Any], day: int, v: str, partner: str | None
    ) -> None:
        rng, lang = self.rng, self.lang(n)
        if partner:
            t = rng.choice(WE_HAS_ZH if lang == ZH else WE_HAS_EN)
            self.add(
                day, (n, fill(cap(t), we=self.we(n, partner, lang), v=v) + self.close(lang), lang)
            )
            return
        r = rng.random()
        if r < 0.6:
            self.add(
                day, (n, fill(cap(self.frag(slot, lang, "has")), v=v) + self.close(lang), lang)
            )
        elif r < 0.85:
            self.add(day, (n, fill(cap(self.frag(slot, lang, "use")), v=v), lang))
        else:
            o = self.other(n, lang if slot["pool"].get(ZH) else None)
            ol = self.lang(o)
            plain = [t for t in slot[ol]["third"] if "{old}" not in t]
            t = fill(cap(rng.choice(plain)), n=n, v=v)
            self.add(day, (o, t + self.close(ol), ol))

    def new_core(
        self, n: str, slot: dict[str, Any], v: str, old: str, lang: str, when: str = ""
    ) -> str:
        return fill(self.frag(slot, lang, "new"), v=v, old=old, when=when)

    def third_core(
        self, n: str, slot: dict[str, Any], v: str, old: str, lang: str, who: str
    ) -> str:
        return fill(self.frag(slot, lang, "third"), v=v, old=old).replace("{n}", who)

    def change(
        self,
        n: str,
        slot: dict[str, Any],
        day: int,
        v: str,
        old: str,
        mode: str,
        partner: str | None,
        spare: list[str],
        prev_hi: int,
    ) -> tuple[int, int, list[str]]:
        """Say that n's slot changed from old to v around `day`; return the window in which
        the change really happened and any extra values named (a corrected slip)."""
        rng, lang = self.rng, self.lang(n)
        zh = lang == ZH
        if partner or mode == "we":
            t = fill(self.frag(slot, lang, "we"), we=self.we(n, partner, lang), v=v, old=old)
            if rng.random() < 0.4 and day - 60 > prev_hi + 15:
                real = day - rng.randint(35, 55)
                w = when_zh(real, day) if zh else when_en(real, day)
                if zh:
                    t = fill(
                        self.frag(slot, lang, "we"), we=self.we(n, partner, lang) + w, v=v, old=old
                    )
                    line = fill(rng.choice(LATE_ZH), core=t)
                else:
                    t = t.replace(" have moved", " moved", 1)
                    core = t[0].lower() + t[1:] if t.startswith(("We", "Me ")) else t
                    line = fill(rng.choice(LATE_EN), core=core, when=w)
                self.add(day, (n, line, lang))
                return (*month_window(real), [])
            self.add(day, (n, cap(t) + self.close(lang, True), lang))
            return day, day, []
        if mode == "plan":
            pday = day - rng.randint(20, 50)
            if pday > prev_hi + 10:
                self.add(
                    pday,
                    (n, fill(cap(self.frag(slot, lang, "plan")), v=v) + self.close(lang), lang),
                )
            mode = rng.choice(("direct", "use", "self", "long"))
        if mode == "late":
            real = day - rng.randint(35, 60)
            if real <= prev_hi + 15:
                mode = "direct"
            else:
                if zh:
                    line = fill(
                        rng.choice(LATE_ZH),
                        core=self.new_core(n, slot, v, old, lang, when_zh(real, day)),
                    )
                else:
                    core = self.new_core(n, slot, v, old, lang).replace("I've ", "I ", 1)
                    line = fill(rng.choice(LATE_EN), core=core, when=when_en(real, day))
                self.add(day, (n, line, lang))
                return (*month_window(real), [])
        if mode == "direct":
            core = self.new_core(n, slot, v, old, lang)
            text = (
                core + self.close(lang, True)
                if zh
                else rng.choice(OPEN_EN) + core + self.close(lang, True)
            )
            self.add(day, (n, cap(text), lang))
        elif mode == "use":
            self.add(day, (n, fill(cap(self.frag(slot, lang, "use")), v=v), lang))
        elif mode in ("third", "pronoun"):
            o = self.other(n, lang if (slot["pool"].get(ZH) or zh) else None)
            ol = self.lang(o)
            if mode == "third":
                self.add(
                    day,
                    (o, cap(self.third_core(n, slot, v, old, ol, n)) + self.close(ol, True), ol),
                )
            else:
                p = PRONOUN[self.people[n]["pron"]]
                intro = fill(rng.choice(INTRO_ZH if ol == ZH else INTRO_EN), n=n)
                core = self.third_core(n, slot, v, old, ol, p[2] if ol == ZH else p[0])
                lead = fill(rng.choice(PRONOUN_LEAD_ZH if ol == ZH else PRONOUN_LEAD_EN), core=core)
                self.add(day, (o, intro, ol), (o, cap(lead), ol))
        elif mode == "self":
            core = self.third_core(n, slot, v, old, lang, n)
            self.add(
                day, (n, fill(cap(rng.choice(SELF_ZH if zh else SELF_EN)), core=core, n=n), lang)
            )
        elif mode == "neg":
            o = self.other(n, lang)
            ol = self.lang(o)
            ask = fill(self.frag(slot, ol, "ask"), n=n, old=old)
            ans = fill(rng.choice(NEG_ZH if zh else NEG_EN), old=old, v=v)
            self.add(day, (o, cap(ask), ol), (n, cap(ans), lang))
        elif mode == "correction" and spare:
            x = spare.pop()
            wrong = self.new_core(n, slot, x, old, lang)
            fix = fill(rng.choice(CORR_ZH if zh else CORR_EN), v=v, x=x)
            self.add(day, (n, cap(wrong) + self.close(lang), lang), (n, cap(fix), lang))
            return day, day, [x]
        else:  # long (or a correction with no spare value)
            core = self.new_core(n, slot, v, old, lang)
            if zh:
                text = rng.choice(LONG_PRE_ZH) + core + "。" + rng.choice(LONG_POST_ZH)
            else:
                text = f"{rng.choice(LONG_PRE_EN)} {core}, {rng.choice(LONG_POST_EN)}"
            self.add(day, (n, text, lang))
        return day, day, []

    # -- one slot's whole story ------------------------------------------------------------
    def pick_mode(self, slot: dict[str, Any]) -> str:
        modes = [
            m for m in MODES if (m != "we" or "we" in slot[EN]) and (m != "plan" or slot["plans"])
        ]
        return self.rng.choices(modes, weights=[MODES[m] for m in modes])[0]

    def question(self, slot: dict[str, Any], kind: str, n: str) -> str:
        en, zh = slot["q"][kind]
        use_zh = self.lang(n) == ZH and self.rng.random() < 0.8
        return fill(zh if use_zh else en, n=n)

    def probe(
        self,
        n: str,
        slot: dict[str, Any],
        kind: str,
        gold: list[str],
        values: set[str],
        outdated: list[str] = (),
        abandoned: list[str] = (),
        as_of: int | None = None,
    ) -> None:  # type: ignore[assignment]
        p: dict[str, Any] = {
            "subject": n, "kind": kind, "question": self.question(slot, kind, n), "slot": slot["key"],
            "gold": list(gold), "outdated": list(outdated), "values": sorted(values | set(gold)),
            "abandoned": list(abandoned),
        }  # fmt: skip
        if as_of is not None:
            p["as_of_day"] = as_of
        self.probes.append(p)

    def single(self, n: str, slot: dict[str, Any], partner: str | None = None) -> None:
        rng, lang = self.rng, self.lang(n)
        pool = self.pool(slot, lang)
        k = rng.choice((1, 1, 2, 2, 2, 3)) if len(pool) >= 7 else rng.choice((1, 2))
        held, spare = pool[: k + 1], pool[k + 1 :]
        d0 = rng.randint(0, 45)
        span = (LAST_DAY - 60 - (d0 + 50)) // k
        days = [d0 + 50 + i * span + rng.randint(0, max(1, span - 50)) for i in range(k)]
        speakers = (n, partner) if partner else (n,)
        self.init_line(n, slot, d0, held[0], partner)
        windows = [(d0, d0)]  # when each held value began (the first: before the chat started)
        named: set[str] = set(held)
        for i in range(k):
            who = speakers[i % len(speakers)]
            mode = "we" if partner else self.pick_mode(slot)
            lo, hi, extra = self.change(who, slot, days[i], held[i + 1], held[i], mode,
                                        speakers[(i + 1) % 2] if partner else None, spare, windows[-1][1])  # fmt: skip
            windows.append((lo, hi))
            named |= set(extra)
        ends = [w[0] for w in windows[1:]] + [LAST_DAY + 1]
        abandoned: list[str] = []
        pending: str | None = None
        # A plan that is dropped, or a consideration that is never mentioned again.
        if slot["plans"] and spare and rng.random() < 0.45:
            i = rng.randrange(len(windows))
            lo, hi = windows[i][1] + 10, ends[i] - 40
            if hi - lo > 20:
                x = spare.pop()
                pday = rng.randint(lo, hi - 20)
                who = rng.choice(speakers)
                wl = self.lang(who)
                self.add(
                    pday, (who, fill(cap(self.frag(slot, wl, "plan")), v=x) + self.close(wl), wl)
                )
                if rng.random() < 0.7:
                    self.add(
                        rng.randint(pday + 10, hi),
                        (who, fill(cap(self.frag(slot, wl, "drop")), v=x), wl),
                    )
                abandoned.append(x)
                named.add(x)
        # A plan still open at the end.
        if (
            slot["plans"]
            and spare
            and not abandoned
            and rng.random() < 0.4
            and windows[-1][1] < LAST_DAY - 50
        ):
            x = spare.pop()
            pending = x
            who = rng.choice(speakers)
            wl = self.lang(who)
            pday = rng.randint(max(windows[-1][1] + 20, LAST_DAY - 120), LAST_DAY - 5)
            self.add(pday, (who, fill(cap(self.frag(slot, wl, "plan")), v=x) + self.close(wl), wl))
            named.add(x)
        # Scope exception alongside the current value.
        if "scoped" in slot[lang] and spare and rng.random() < 0.4:
            x = spare.pop()
            day = rng.randint(windows[-1][1] + 5, LAST_DAY)
            self.add(
                day,
                (
                    n,
                    fill(cap(self.frag(slot, lang, "scoped")), v=held[-1], x=x) + self.close(lang),
                    lang,
                ),
            )
            named.add(x)
        # Still the same, confirmed when asked.
        if rng.random() < 0.25:
            i = rng.randrange(len(windows))
            if ends[i] - windows[i][1] > 30:
                day = rng.randint(windows[i][1] + 10, ends[i] - 15)
                o = self.other(n, lang)
                ask = fill(self.frag(slot, self.lang(o), "ask"), n=n, old=held[i])
                ans = fill(rng.choice(STILL_ZH if lang == ZH else STILL_EN), v=held[i])
                self.add(day, (o, cap(ask), self.lang(o)), (n, cap(ans), lang))
        # The old value in small talk, after it stopped being true.
        for i in range(1, len(windows)):
            if rng.random() < 0.4 and ends[i] - windows[i][1] > 30:
                day = rng.randint(windows[i][1] + 10, ends[i] - 10)
                self.add(day, (n, fill(cap(self.frag(slot, lang, "old")), old=held[i - 1]), lang))
        # Distractors: the same kind of value, nobody's state.
        for _ in range(rng.choice((1, 1, 2))):
            if not spare:
                break
            x = spare.pop()
            if rng.random() < 0.75:
                self.add(
                    rng.randint(0, LAST_DAY),
                    (n, fill(cap(self.frag(slot, lang, "dist")), x=x), lang),
                )
                named.add(x)
            else:
                o = self.other(n, lang)
                self.add(
                    rng.randint(0, LAST_DAY),
                    (o, fill(cap(self.frag(slot, self.lang(o), "dist")), x=x), self.lang(o)),
                )
        # Probes (the same story for both members of a household).
        for who in speakers:
            self.probe(who, slot, "current", [held[-1]], named, held[:-1], abandoned)
            if rng.random() < 0.8:
                self.probe(who, slot, "historical", held[:-1], named)
            if rng.random() < 0.55:
                i = rng.randrange(k)
                lo = (windows[i][1] if i else d0) + 10
                hi = windows[i + 1][0] - 10
                if hi > lo:
                    self.probe(who, slot, "as_of", [held[i]], named, as_of=rng.randint(lo, hi))
            if pending:
                self.probe(who, slot, "planning", [pending], named)

    def multi(self, n: str, slot: dict[str, Any]) -> None:
        rng, lang = self.rng, self.lang(n)
        pool = self.pool(slot, lang)
        d0 = rng.randint(0, 60)
        if rng.random() < 0.5:
            have = pool[:2]
            self.add(
                d0,
                (
                    n,
                    fill(cap(self.frag(slot, lang, "pair")), v=have[0], w=have[1])
                    + self.close(lang),
                    lang,
                ),
            )
            nxt = 2
        else:
            have = pool[:1]
            self.add(
                d0, (n, fill(cap(self.frag(slot, lang, "has")), v=have[0]) + self.close(lang), lang)
            )
            nxt = 1
        adds = rng.choice((1, 2)) if nxt == 1 else rng.choice((0, 1, 1))
        removed: list[str] = []
        day = d0
        for _ in range(adds):
            day = rng.randint(day + 60, day + 60 + (LAST_DAY - day - 60) // 2)
            v, w = pool[nxt], rng.choice(have)
            nxt += 1
            r = rng.random()
            if r < 0.5:
                self.add(
                    day,
                    (n, fill(cap(self.frag(slot, lang, "add")), v=v, w=w) + self.close(lang), lang),
                )
            elif r < 0.75:
                self.add(day, (n, fill(cap(self.frag(slot, lang, "use")), v=v, w=w), lang))
            else:
                o = self.other(n, lang)
                ol = self.lang(o)
                self.add(
                    day,
                    (
                        o,
                        fill(cap(self.frag(slot, ol, "third")), n=n, v=v, w=w) + self.close(ol),
                        ol,
                    ),
                )
            have.append(v)
        if len(have) >= 3 and rng.random() < 0.5:
            gone = rng.choice(have[:-1])
            day = rng.randint(day + 20, LAST_DAY)
            self.add(day, (n, fill(cap(self.frag(slot, lang, "remove")), v=gone), lang))
            have.remove(gone)
            removed.append(gone)
        named = set(pool[:nxt])
        if nxt < len(pool):
            x = pool[nxt]
            self.add(
                rng.randint(0, LAST_DAY), (n, fill(cap(self.frag(slot, lang, "dist")), x=x), lang)
            )
            named.add(x)
        if len(have) < 2:  # nothing to test as coexisting: say the pair once more
            return
        self.probe(n, slot, "coexisting", sorted(have), named, removed)

    # -- cast, small talk, assembly -----------------------------------------------------------
    def cast(self) -> None:
        rng = self.rng
        total = rng.randint(11, 13)
        n_zh = max(2, round(total / 4))
        en = rng.sample(sorted(EN_PEOPLE), total - n_zh)
        zh = rng.sample(sorted(ZH_PEOPLE), n_zh)
        for name in en + zh:
            pron, role = EN_PEOPLE.get(name) or ZH_PEOPLE[name]
            self.people[name] = {"lang": ZH if name in ZH_PEOPLE else EN, "pron": pron, "role": role,
                                 "kids": rng.random() < 0.4}  # fmt: skip

    def stories(self) -> None:
        rng = self.rng
        names = list(self.people)
        rng.shuffle(names)
        # One household in the chat: a family member and a partner who share a home.
        fam = [p for p in names if self.people[p]["role"] == "family"]
        couple: tuple[str, str] | None = None
        if fam:
            a = fam[0]
            b = rng.choice(
                [p for p in names if p != a and self.people[p]["role"] != "family"]
                or [p for p in names if p != a]
            )
            couple = (b, a)
            self.single(b, HOME, partner=a)
        for n in names:
            info = self.people[n]
            ok = [s for s in SINGLE_SLOTS if (s["roles"] is None or info["role"] in s["roles"])
                  and (not s.get("kids") or info["kids"])]  # fmt: skip
            if couple and n in couple:
                ok = [s for s in ok if s is not HOME]
            chosen: list[dict[str, Any]] = []
            work = [s for s in ok if s["roles"]]
            if work and rng.random() < 0.8:
                chosen.append(work[0])
            if HOME in ok and rng.random() < 0.75:
                chosen.append(HOME)
            if info["kids"] and SCHOOL in ok and rng.random() < 0.7:
                chosen.append(SCHOOL)
            want = rng.randint(4, 6) - (1 if couple and n in couple else 0)
            rest = [s for s in ok if s not in chosen and not s["roles"] and s is not SCHOOL]
            rng.shuffle(rest)
            n_multi = 1 if rng.random() < 0.55 else 0
            chosen += rest[: max(0, want - len(chosen) - n_multi)]
            for s in chosen:
                self.single(n, s)
            if n_multi:
                self.multi(n, rng.choice(MULTI_SLOTS))

    def small_talk(self) -> None:
        rng = self.rng
        names = list(self.people)
        bags: dict[bool, list[str]] = {True: [], False: []}
        for _ in range(rng.randint(250, 310)):
            day = rng.randint(0, LAST_DAY)
            n = rng.choice(names)
            lang = self.lang(n)
            zh = lang == ZH and rng.random() < 0.85
            a = self.other(n)
            if rng.random() < 0.1:
                chat = rng.choice(FILLER_CHATS_ZH if zh else FILLER_CHATS_EN)
                who = [
                    n,
                    self.other(n, lang),
                    n if len(chat) > 2 and rng.random() < 0.7 else self.other(n),
                ]
                self.add(
                    day, *[(w, line, ZH if zh else EN) for w, line in zip(who, chat, strict=False)]
                )
                continue
            bag = bags[zh]
            if not bag:
                bag.extend(FILLER_ZH if zh else FILLER_EN)
                rng.shuffle(bag)
            t = fill(bag.pop(), a=a)
            if not zh and rng.random() < 0.3:
                t = (
                    rng.choice(("ugh ", "lol ", "honestly ", ""))
                    + t
                    + rng.choice((" 😴", " x", " 😂", ""))
                )
            self.add(day, (n, t, ZH if zh else EN))

    def episodes(self) -> list[dict[str, Any]]:
        rng = self.rng
        out: list[dict[str, Any]] = []
        for day in sorted(self.blocks):
            blocks = self.blocks[day]
            rng.shuffle(blocks)
            minute = rng.randint(0, 240)  # the chat runs through the small hours
            for block in blocks:
                for speaker, text, lang in block:
                    out.append({"day": day, "minute": min(minute, 1439), "speaker": speaker, "text": text,
                                "session": f"night-{day:03d}", "language": lang})  # fmt: skip
                    minute += rng.randint(1, 6)
                minute += rng.randint(3, 25)
        return out


def generate(seed: int) -> dict[str, Any]:
    """The chat and probes of one seed (see the module doc)."""
    b = Builder(seed)
    b.cast()
    b.stories()
    b.small_talk()
    episodes = b.episodes()
    probes = b.probes
    # Keep the probe count in the brief's range: thin out point-in-time and history probes.
    rng = random.Random(seed * 7919 + 1)
    while len(probes) > 140:
        extra = [i for i, p in enumerate(probes) if p["kind"] in ("as_of", "historical")]
        probes.pop(rng.choice(extra))
    return {
        "start": START,
        "generator": "blind_s",
        "seed": seed,
        "episodes": episodes,
        "probes": probes,
    }


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _word_in(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with one generated world (an empty list when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"episode text {e['text']!r}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
    texts = [e["text"] for e in eps]
    slots: dict[tuple[str, str], set[str]] = {}
    for p in probes:
        where = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or p["subject"] not in speakers or not p["gold"]:
            errs.append(f"probe {where}")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errs.append(f"as_of_day {where}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} never said ({where})")
        vals = set(p["values"])
        if not (set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"])) <= vals:
            errs.append(f"values incomplete {where}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned {where}")
        if "{" in p["question"]:
            errs.append(f"question {p['question']!r}")
        slots.setdefault((p["subject"], p["slot"]), set()).update(vals)
    # One person's values of different slots must not contain each other as whole words.
    for (who, slot), vals in slots.items():
        for (who2, slot2), vals2 in slots.items():
            if who2 != who or slot2 == slot:
                continue
            for v in vals:
                for w in vals2:
                    if _word_in(w, v):
                        errs.append(f"{who}: {v!r} ({slot}) inside {w!r} ({slot2})")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        kinds = {k: sum(p["kind"] == k for p in world["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in world["episodes"])
        people = len({p["subject"] for p in world["probes"]})
        print(f"seed {seed}: {len(world['episodes'])} episodes ({zh} zh), {len(world['probes'])} probes "
              f"{kinds}, {people} people probed" + (f", {len(errs)} problems" if errs else ""))  # fmt: skip
        for e in errs[:20]:
            print("  -", e)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
