"""Blind text world ``blind_bm``: the group chat of a board-game café in Leicester.

``generate(seed)`` invents ten to fourteen people around "The Meeple Pot", a board-game café
near Clarendon Park: the owner and staff, the regulars, a couple who live together, and a
few partners and friends who drifted into the chat.  Over two years they mostly talk about
games, rotas, snacks and the weather; now and then somebody's life changes.  Each person has
four to seven state slots (neighbourhood, employer, phone, carrier, car, usual drink, gym,
pets, instruments, clubs, bank, energy supplier, streaming, the language they are learning,
the campaign they are playing) whose values change one to three times.

Changes are told in many ways: straight out, only through use ("the Pixel camera is wild"),
by somebody else, with pronouns pointing back to a person named a line earlier, weeks late,
as "we" for a household, by a person who speaks of themselves by name, buried in the middle
of a long chatty line, or as a correction of a slip.  Plans happen, get dropped, or just
fizzle; distractor lines name values of the same kind without their being anyone's state.
About a quarter of the people write in simplified Chinese, mixing in English brand names.

The probes carry the ground truth (current, historical, as_of, planning and coexisting).
Standard library only; everything is deterministic given the seed.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from typing import Any

START = "2023-02-01T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

# name -> (gender, language)
PEOPLE_EN = {
    "Priya": "f", "Callum": "m", "Sian": "f", "Marcus": "m", "Aisha": "f", "Dev": "m",
    "Becky": "f", "Olu": "m", "Kirsty": "f", "Jamal": "m", "Ellie": "f", "Gareth": "m",
    "Nadia": "f", "Kwame": "m", "Lottie": "f", "Rhys": "m", "Fiona": "f", "Tariq": "m",
}  # fmt: skip
PEOPLE_ZH = {
    "Xiaomei": "f", "Haoran": "m", "Yuqi": "f", "Jiahui": "f", "Zihan": "m", "Wenjie": "m",
    "Lingling": "f", "Mingyu": "m",
}  # fmt: skip
ROLES = ("owner", "barista", "games guru", "regular", "regular", "regular", "regular",
         "weekend staff", "regular", "regular", "regular", "regular", "regular", "regular")  # fmt: skip

PRON = {
    EN: {"f": ("she", "her", "She"), "m": ("he", "him", "He")},
    ZH: {"f": ("她", "她", "她"), "m": ("他", "他", "他")},
}

# Games that only ever appear in small talk (never a state value).
FILLER_GAMES = ("Wingspan", "Catan", "Ticket to Ride", "Cascadia", "Azul", "Codenames",
                "Ark Nova", "Dune Imperium", "Splendor", "Heat", "Everdell", "Patchwork",
                "Cartographers", "The Crew", "Sky Team", "Flamecraft")  # fmt: skip

FILLER_EN = (
    "anyone up for {g} on Thursday? I can bring snacks",
    "who left the {g} box open on the top shelf, there are meeples everywhere",
    "lost at {g} again. I'm starting to think the game hates me",
    "the toastie machine is making that noise again",
    "is the café open on bank holiday Monday?",
    "{g} was so good last night, the last round was carnage",
    "reminder: tournament sign-up sheet is on the counter",
    "can someone teach me {g} this weekend? the rulebook is a war crime",
    "rain again. at least it's board game weather",
    "whoever made the lemon drizzle on Saturday, marry me",
    "the car park on Queens Road is £4 now?? daylight robbery",
    "sleeves for {g} finally arrived, I'm unreasonably happy",
    "still buzzing about that comeback in {g}",
    "does anyone have a spare 6-sided die, mine rolled under the radiator",
    "table 4 wobbles, I've put a coaster under it",
    "lol the cat video Kirsty posted in the other group",
    "new stock in: {g} expansion and about forty tins of mints",
    "that hotpot place near the station was 太好吃了, going back next week",
    "happy Friday everyone 🎲",
    "I'm not saying I'm a sore loser but I'm never playing {g} with you lot again",
    "can we do a {g} rematch? I need closure",
    "the Tigers lost, mood is grim",
    "is it me or is the wifi slower than usual",
    "ok who ate the last custard cream",
    "加油 for the quiz tonight lads",
    "bringing my niece on Sunday, she's obsessed with {g}",
    "the heating's on, finally, I could see my breath at table 2",
    "someone recommended {g} for two players, any good?",
    "we should do a charity game day again, last one raised loads",
    "I have been thinking about {g} strategy at work instead of working",
    "Saturday's open games night is rammed, book a table if you want one",
    "what's the consensus on pineapple on toasties",
    "Diwali lights on Belgrave Road look amazing this year",
    "new rule: no phones during teach. looking at all of you",
    "the puzzle corner has a 2000 piece one now, good luck",
    "thanks for a lovely evening all",
    "can't make it tonight, rain check",
    "my kid beat me at {g}. I'm proud and devastated",
    "has anyone seen the blue dice bag? it's got my lucky d20 in it",
    "Victoria Park was heaving today, sun's out",
)
FILLER_ZH = (
    "周四有人玩{g}吗？我可以带零食",
    "昨天{g}打得太激烈了，最后一轮差点翻盘",
    "今天好冷啊，适合待在店里玩桌游",
    "谁能教我{g}？规则书看得我头大",
    "新到的{g}扩展好好看",
    "晚上有人一起去吃火锅吗",
    "又输了{g}，我要复仇",
    "店里的柠檬蛋糕今天有吗？",
    "周六人好多，记得提前订桌",
    "谢谢大家今晚，玩得很开心",
    "今天下雨，公交晚了二十分钟",
    "谁的骰子袋落在二号桌了？",
    "{g}双人玩也不错，推荐",
    "这周末有事，来不了了",
    "Highcross那边新开了一家奶茶店",
    "周末去Bradgate Park散步，鹿好多",
    "明天有比赛吗？我想报名",
    "店里wifi是不是又慢了",
    "哈哈哈这个梗我笑死",
    "我觉得{g}的扩展比本体好玩",
)
REACT_EN = ("congrats!!", "ooh nice", "about time 😂", "love that for you", "wait really?",
            "good for you", "🎉🎉", "oh that's big news", "nice one", "how exciting",
            "ha, called it", "wow ok", "you kept that quiet!")  # fmt: skip
REACT_ZH = ("恭喜！", "哇，厉害", "好羡慕", "真的假的？", "太好了", "不错不错", "👍", "终于！")
SMALL_PRE_EN = (
    "Ugh what a week, the boiler packed in on Tuesday and I've been showering at the gym.",
    "Sorry I missed Thursday, my sister's kids were staying and it was chaos.",
    "Right, catching up on this chat, 200 messages, you lot never stop.",
    "Morning all, grim weather, the bins didn't get collected again.",
    "Had the longest day, the train from Nottingham was cancelled twice.",
    "So the plumber finally came, only took three weeks.",
)
SMALL_POST_EN = (
    "and then I lost to Marcus at Azul AGAIN, so that's the weekend summed up",
    "anyway who's in for Saturday, I want revenge at Heat",
    "also my neighbour's dog has learned to open the gate which is a whole saga",
    "and I still haven't finished the puzzle from last month, send help",
    "but mostly I just want a toastie and a nap",
    "also is anyone else's phone doing the weird update thing",
)
SMALL_PRE_ZH = (
    "这周累死了，周二锅炉坏了，一直在健身房洗澡。",
    "刚看完群里两百多条消息，你们太能聊了。",
    "早上好，今天又下雨，垃圾车又没来。",
    "上周末我妈来英国看我，带她逛了一圈市中心。",
)
SMALL_POST_ZH = (
    "然后周六又输给Marcus了，气死",
    "周末谁来玩，我想报仇",
    "还有那个一千片的拼图我还没拼完",
    "反正现在只想吃个三明治睡一觉",
)
AGO_EN = ("a few weeks ago", "last month", "back at the start of the month", "a while back",
          "about a month ago")  # fmt: skip
AGO_ZH = ("几个星期前", "上个月", "前一阵子", "大概一个月前")


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: values, questions and phrase pools per language.

    Single-valued kinds: has (I-clause), new (change clause, may name {old}), third ({n}
    clause), use (a whole line that only shows the value by using it), plan, drop, dist
    (a distractor line naming {x}; {n} there is somebody being advised), recall (a line
    naming an old value {v} without any change), we (household clause), scoped ("{v} ...
    but {x} ..." exception).  Multi-valued kinds add / lose / third_add instead of new.
    """

    key: str
    multi: bool
    household: bool
    pool: tuple[str, ...]
    q: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]

    def frags(self, lang: str) -> dict[str, tuple[str, ...]]:
        return self.zh if lang == ZH else self.en


HOME = Slot(
    "neighbourhood", False, True,
    ("Clarendon Park", "Stoneygate", "Aylestone", "Knighton", "Westcotes", "Evington",
     "Oadby", "Wigston", "Birstall", "Thurmaston", "Anstey", "Syston", "Loughborough",
     "Market Harborough", "Humberstone", "Braunstone Town"),
    {EN: {"current": "Which area does {n} live in now?",
          "historical": "Where did {n} live before the current place?",
          "as_of": "Which area did {n} live in?",
          "planning": "Where is {n} planning to move?"},
     ZH: {"current": "{n}现在住在哪个区？", "historical": "{n}之前住在哪里？",
          "as_of": "{n}那时住在哪个区？", "planning": "{n}打算搬到哪里？"}},
    en={"has": ("I live in {v}", "I'm renting in {v}", "home is a terraced house in {v}",
                "I've got a little flat in {v}"),
        "new": ("I've moved to {v}", "I finally moved out of {old} and into a place in {v}",
                "we got the keys and I'm officially in {v} now", "I've swapped {old} for {v}"),
        "third": ("{n}'s moved to {v}", "{n} is living in {v} now",
                  "{n} has left {old}, got a place in {v}"),
        "use": ("Bus from {v} took forty minutes tonight, I'm never complaining about the "
                "café being far again",
                "Anyone fancy walking back towards {v} after games? it's pitch black on my "
                "new street",
                "The chippy round the corner from me in {v} is elite, just saying"),
        "plan": ("I'm thinking about moving to {v}", "been looking at flats in {v}",
                 "I might move to {v} next year, rents are saner"),
        "drop": ("the {v} move is off, the landlord pulled out",
                 "not moving to {v} after all, couldn't face the commute"),
        "dist": ("My cousin just bought a house in {x}, prices are mad",
                 "{n}, you should look in {x}, my mate says it's lovely",
                 "Apparently they're opening a new Lidl in {x}",
                 "Would you ever live in {x}? I couldn't, too far from everything"),
        "recall": ("Walked past my old street in {v} today, the bakery's gone",
                   "Still miss the park in {v} tbh"),
        "we": ("we've moved to {v}", "we finally got a place in {v}",
               "we've left {old}, we're in {v} now"),
        "ask": ("you're still in {old}, right?", "still living in {old}?")},
    zh={"has": ("我住在{v}", "我在{v}租了个小公寓", "我家在{v}"),
        "new": ("我搬到{v}了", "我从{old}搬到{v}了", "终于搬家了，现在住{v}"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}已经从{old}搬去{v}了"),
        "use": ("今晚从{v}坐公交过来花了四十分钟，累", "{v}我家楼下那家炸鱼薯条真的好吃"),
        "plan": ("我在考虑搬到{v}", "最近在看{v}的房子", "明年可能搬去{v}"),
        "drop": ("不搬去{v}了，房东反悔了", "{v}那边的房子算了，通勤太远"),
        "dist": ("我表哥在{x}买了房，房价好贵", "听说{x}要开一家新的Lidl",
                 "{n}，你可以看看{x}，我朋友说那边不错"),
        "recall": ("今天路过{v}以前住的那条街，面包店关了",),
        "we": ("我们搬到{v}了", "我们在{v}找到房子了"),
        "ask": ("你还住在{old}吧？",)},
)  # fmt: skip

EMPLOYER = Slot(
    "employer", False, False,
    ("De Montfort University", "University of Leicester", "Leicester Royal Infirmary",
     "Fosse Analytics", "Soar Valley Logistics", "Brightwell Insurance", "Kettle & Crumb",
     "Haymarket Print Co", "Curve Theatre", "Redmoor Software", "Walkers", "Hollowell Labs",
     "Gateway Credit Union", "Pinewick Games"),
    {EN: {"current": "Where does {n} work now?", "historical": "Where did {n} work before?",
          "as_of": "Where did {n} work?", "planning": "Where is {n} hoping to work next?"},
     ZH: {"current": "{n}现在在哪里工作？", "historical": "{n}以前在哪里工作？",
          "as_of": "{n}那时在哪里工作？", "planning": "{n}打算去哪里工作？"}},
    en={"has": ("I work at {v}", "I'm at {v}, doing the boring admin side",
                "I've been at {v} a few years now"),
        "new": ("I've started at {v}", "I handed my notice in at {old} and I'm at {v} now",
                "I got the job at {v}! first week done", "I've left {old} for {v}"),
        "third": ("{n} has started a new job at {v}", "{n}'s at {v} now",
                  "{n} left {old}, works at {v} these days"),
        "use": ("My {v} lanyard went through the wash again, security are going to love me",
                "Stuck in a {v} all-hands till 6, start without me",
                "The {v} canteen did a board games themed cake today, I nearly cried"),
        "plan": ("I've applied for a job at {v}", "thinking of going for the opening at {v}",
                 "I've got an interview at {v} next week, fingers crossed"),
        "drop": ("didn't get the {v} job, back to the drawing board",
                 "turned down {v} in the end, the pay was rubbish"),
        "dist": ("{x} are hiring loads apparently, saw it on LinkedIn",
                 "{n}, you'd be great at {x}, they've got an opening",
                 "Heard {x} is making people redundant, grim",
                 "My flatmate's been at {x} for ten years, can't imagine it"),
        "recall": ("Had a pint with the old crew from {v} last night, nothing's changed there",
                   "Got an email from HR at {v}, I left ages ago, still on their list lol"),
        "ask": ("you're still at {old}, yeah?", "still at {old}?")},
    zh={"has": ("我在{v}工作", "我在{v}上班，做行政", "我在{v}干了好几年了"),
        "new": ("我去{v}上班了", "我从{old}辞职了，现在在{v}", "拿到{v}的offer了！已经入职"),
        "third": ("{n}换工作了，现在在{v}", "{n}去{v}上班了", "{n}离开{old}了，在{v}工作"),
        "use": ("{v}今天开全员大会开到六点，你们先玩", "{v}的食堂今天居然有桌游主题蛋糕"),
        "plan": ("我投了{v}的简历", "下周去{v}面试，祝我好运", "在考虑去{v}"),
        "drop": ("{v}没录我，算了", "最后还是拒了{v}，工资太低"),
        "dist": ("听说{x}在大量招人", "听说{x}要裁员了", "{n}，{x}有个职位挺适合你的"),
        "recall": ("昨晚跟{v}的老同事吃饭，那边还是老样子",),
        "ask": ("你还在{old}吧？",)},
)  # fmt: skip

PHONE = Slot(
    "phone", False, False,
    ("Pixel 7", "iPhone 13", "Galaxy S23", "Fairphone 5", "Nothing Phone", "Moto G54",
     "iPhone 15", "OnePlus 11", "Pixel 8a", "Xperia 10"),
    {EN: {"current": "Which phone does {n} use now?",
          "historical": "Which phone did {n} have before?", "as_of": "Which phone did {n} use?",
          "planning": "Which phone is {n} planning to get?"},
     ZH: {"current": "{n}现在用什么手机？", "historical": "{n}以前用什么手机？",
          "as_of": "{n}那时用什么手机？", "planning": "{n}打算买什么手机？"}},
    en={"has": ("I've got a {v}", "I'm on a {v}", "my phone's a {v}, cracked screen and all"),
        "new": ("I've got a new phone, a {v}", "I ditched the {old} and got a {v}",
                "I finally upgraded to a {v}"),
        "third": ("{n} got a {v}", "{n}'s on a {v} now", "{n} replaced the {old} with a {v}"),
        "use": ("The night mode on the {v} is unreal, look at this photo of table 3",
                "Sorry for the typos, still getting used to the {v} keyboard",
                "Battery on this {v} lasts two days, I keep forgetting to charge it"),
        "plan": ("thinking of getting a {v}", "I might get a {v} when my contract's up",
                 "eyeing up the {v}, anyone got one?"),
        "drop": ("decided against the {v}, too pricey", "went off the {v} idea"),
        "dist": ("The {x} advert on the bus shelter is everywhere",
                 "My dad dropped his {x} in the canal, RIP",
                 "{n}, get a {x}, honestly, the camera's great",
                 "Is the {x} any good? asking for my brother"),
        "recall": ("Found my old {v} in a drawer, still has photos from the 2022 tournament",),
        "scoped": ("personal phone's a {v}, but work gave me a {x} that I refuse to love",),
        "ask": ("is that still the {old}?",)},
    zh={"has": ("我用的是{v}", "我的手机是{v}"),
        "new": ("换手机了，{v}", "把{old}换成{v}了", "终于升级到{v}了"),
        "third": ("{n}买了个{v}", "{n}换了{v}"),
        "use": ("{v}夜景模式太强了，看这张三号桌的照片", "刚换的{v}键盘还不习惯，打字老错"),
        "plan": ("想买个{v}", "合约到期了可能换{v}"),
        "drop": ("{v}太贵了，不买了", "还是不换{v}了"),
        "dist": ("公交站到处都是{x}的广告", "我爸把{x}掉河里了", "{n}，买{x}吧，拍照好"),
        "scoped": ("自己用{v}，公司发了个{x}只用来上班",),
        "ask": ("还是那台{old}吗？",)},
)  # fmt: skip

CARRIER = Slot(
    "mobile_carrier", False, False,
    ("giffgaff", "Vodafone", "Smarty", "Lunar Mobile", "Voxi", "Tesco Mobile", "O2",
     "Sky Mobile", "Kestrel Mobile"),
    {EN: {"current": "Which mobile network is {n} on now?",
          "historical": "Which mobile network was {n} on before?",
          "as_of": "Which mobile network was {n} on?",
          "planning": "Which network is {n} thinking of switching to?"},
     ZH: {"current": "{n}现在用哪家运营商？", "historical": "{n}以前用哪家运营商？",
          "as_of": "{n}那时用哪家运营商？", "planning": "{n}打算换哪家运营商？"}},
    en={"has": ("I'm on {v}", "my SIM's {v}", "I've been with {v} for years"),
        "new": ("I've switched to {v}", "I left {old} and went to {v}, half the price",
                "I ported my number over to {v}"),
        "third": ("{n} switched to {v}", "{n}'s on {v} now", "{n} finally left {old} for {v}"),
        "use": ("{v} has no signal in the back room here, text me if you need me",
                "Got a text from {v} saying my data's nearly gone, it's the 9th",
                "The {v} app says I've used 40GB this month, who am I"),
        "plan": ("thinking of moving to {v}", "might switch to {v}, the deal's decent"),
        "drop": ("not bothering with {v}, they wanted a credit check",
                 "staying put, {v} wasn't cheaper after all"),
        "dist": ("{x} had an outage this morning, half of Leicester couldn't text",
                 "Saw a {x} advert with a dancing llama, what",
                 "{n}, {x} do a £10 SIM, just saying"),
        "ask": ("you're on {old} still?",)},
    zh={"has": ("我用的是{v}", "我的卡是{v}的"),
        "new": ("换到{v}了", "把号码从{old}转到{v}了，便宜一半"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "use": ("{v}在店里后面那间没信号，有事发短信", "{v}刚发短信说我流量快用完了"),
        "plan": ("在考虑换{v}", "可能换{v}，套餐挺划算"),
        "drop": ("不换{v}了，要查信用", "{v}其实不便宜，算了"),
        "dist": ("{x}今天早上断网了", "{n}，{x}有十镑的套餐"),
        "ask": ("你还是用{old}吗？",)},
)  # fmt: skip

CAR = Slot(
    "car", False, True,
    ("Fiat Panda", "Toyota Yaris", "Nissan Leaf", "VW Polo", "MG4", "Skoda Fabia",
     "Honda Jazz", "Kia Niro", "Ford Fiesta", "Renault Zoe"),
    {EN: {"current": "What car does {n} drive now?", "historical": "What car did {n} have before?",
          "as_of": "What car did {n} drive?", "planning": "What car is {n} planning to buy?"},
     ZH: {"current": "{n}现在开什么车？", "historical": "{n}以前开什么车？",
          "as_of": "{n}那时开什么车？", "planning": "{n}打算买什么车？"}},
    en={"has": ("I drive a {v}", "I've got an old {v}", "my car's a {v}, it's held together by hope"),
        "new": ("I've got a {v}", "I sold the {old} and bought a {v}", "I picked up a {v} from a dealer in Hinckley"),
        "third": ("{n} bought a {v}", "{n}'s driving a {v} now", "{n} got rid of the {old}, has a {v}"),
        "use": ("Can give two people a lift back after, the {v} is tiny but it's warm",
                "Charging the {v} at the Sainsbury's, see you in 20",
                "Someone's parked right behind the {v}, can't get out, running late"),
        "plan": ("thinking about getting a {v}", "test-driving a {v} on Saturday",
                 "I might get a {v}, anyone got opinions"),
        "drop": ("not getting the {v} after all, insurance was insane",
                 "went off the {v}, the boot's too small for the game boxes"),
        "dist": ("A {x} just drove into the bollard outside, nobody hurt",
                 "My neighbour's {x} alarm went off at 3am again",
                 "{n}, you want a {x}, cheap to run",
                 "That {x} advert with the dog is everywhere"),
        "recall": ("Saw a {v} like my old one in the car park, nearly cried",),
        "we": ("we've got a {v}", "we sold the {old}, we've got a {v} now"),
        "ask": ("still driving the {old}?",)},
    zh={"has": ("我开一辆{v}", "我的车是{v}"),
        "new": ("买了辆{v}", "把{old}卖了，换了辆{v}"),
        "third": ("{n}买了辆{v}", "{n}现在开{v}"),
        "use": ("散场后我能捎两个人，{v}小但暖和", "在Sainsbury's给{v}充电，二十分钟到"),
        "plan": ("在考虑买{v}", "周六去试驾{v}"),
        "drop": ("不买{v}了，保险太贵", "{v}后备箱太小，放不下桌游，算了"),
        "dist": ("一辆{x}撞到门口的桩子上了", "邻居的{x}半夜警报又响了", "{n}，买{x}吧，省油"),
        "we": ("我们买了辆{v}",),
        "ask": ("还开那辆{old}吗？",)},
)  # fmt: skip

DRINK = Slot(
    "usual_drink", False, False,
    ("oat flat white", "chai latte", "mocha", "peppermint tea", "iced americano",
     "hot chocolate", "matcha latte", "cortado", "Earl Grey", "dirty chai", "lemon and ginger tea"),
    {EN: {"current": "What's {n}'s usual drink at the café now?",
          "historical": "What did {n} usually order before?",
          "as_of": "What did {n} usually drink at the café?",
          "planning": "What drink is {n} going to switch to?"},
     ZH: {"current": "{n}现在在店里一般点什么喝的？", "historical": "{n}以前一般点什么？",
          "as_of": "{n}那时一般点什么喝的？", "planning": "{n}打算改喝什么？"}},
    en={"has": ("my usual's a {v}", "I always get a {v}", "it's a {v} for me every time"),
        "new": ("I've switched to {v}", "I've gone off {old}, it's {v} now",
                "new usual: {v}", "I'm a {v} person now"),
        "third": ("{n} only drinks {v} these days", "{n}'s gone over to {v}",
                  "{n} has switched from {old} to {v}"),
        "use": ("Can whoever's on the counter start my {v}, I'm two minutes away",
                "Spilled my {v} all over the Wingspan cards, I'm so sorry",
                "That {v} was perfect today, tell the new barista"),
        "plan": ("might try switching to {v}", "thinking of going over to {v}, less caffeine"),
        "drop": ("tried {v} for a day, not for me", "gave up on the {v} idea"),
        "dist": ("The place on Granby Street does a {x} with cardamom, wild",
                 "{n}, try the {x}, it's lush", "Who orders a {x} in January, honestly",
                 "The {x} machine is broken, sorry folks"),
        "scoped": ("{v} most days, but {x} on tournament nights",
                   "usually {v}, but if it's after 6 it's {x}"),
        "ask": ("the usual {old}?",)},
    zh={"has": ("我一般喝{v}", "我每次都点{v}"),
        "new": ("我改喝{v}了", "不喝{old}了，现在喝{v}"),
        "third": ("{n}现在只喝{v}", "{n}从{old}改成{v}了"),
        "use": ("谁在吧台帮我先做一杯{v}，我两分钟到", "不小心把{v}洒在卡牌上了，对不起"),
        "plan": ("想改喝{v}", "考虑换{v}，少点咖啡因"),
        "drop": ("试了一天{v}，不喜欢", "{v}算了"),
        "dist": ("Granby Street那家的{x}加了豆蔻", "{n}，试试{x}，很好喝", "{x}的机器坏了"),
        "scoped": ("平时喝{v}，比赛的晚上喝{x}",),
        "ask": ("还是老样子，{old}？",)},
)  # fmt: skip

GYM = Slot(
    "gym", False, False,
    ("PureGym", "The Gym Group", "Ironside Fitness", "Redpoint Climbing", "Leys Leisure Centre",
     "Haymarket Boxing Club", "Spokes Cycle Studio", "Cossington Lido"),
    {EN: {"current": "Which gym does {n} go to now?", "historical": "Which gym did {n} use before?",
          "as_of": "Which gym did {n} go to?", "planning": "Which gym is {n} planning to join?"},
     ZH: {"current": "{n}现在去哪个健身房？", "historical": "{n}以前去哪个健身房？",
          "as_of": "{n}那时去哪个健身房？", "planning": "{n}打算去哪个健身房？"}},
    en={"has": ("I go to {v}", "I'm a member at {v}", "I train at {v} three times a week"),
        "new": ("I've joined {v}", "I cancelled {old} and signed up at {v}",
                "I've moved over to {v}"),
        "third": ("{n}'s joined {v}", "{n} trains at {v} now", "{n} quit {old}, goes to {v}"),
        "use": ("Legs are destroyed after {v} this morning, I'll be sitting very still tonight",
                "Saw your brother at {v} today, he says hi",
                "The showers at {v} were cold again, I'm filing a complaint"),
        "plan": ("thinking about joining {v}", "might sign up at {v} in January"),
        "drop": ("never did join {v}, the joining fee put me off",
                 "forget {v}, I'm not a morning person"),
        "dist": ("{x} has a January offer on, half price", "{n}, come to {x} with me sometime",
                 "Apparently {x} is closing for refurb"),
        "ask": ("still going to {old}?",)},
    zh={"has": ("我去{v}健身", "我是{v}的会员"),
        "new": ("我办了{v}的卡", "把{old}退了，去{v}了"),
        "third": ("{n}去{v}了", "{n}现在在{v}练"),
        "use": ("今早在{v}练腿，现在走不动了", "{v}的淋浴又是冷水"),
        "plan": ("想去{v}办卡", "考虑一月去{v}"),
        "drop": ("{v}入会费太贵，没去", "{v}算了，早上起不来"),
        "dist": ("{x}一月份半价", "{n}，有空跟我去{x}", "听说{x}要装修关门"),
        "ask": ("还去{old}吗？",)},
)  # fmt: skip

BANK = Slot(
    "bank", False, False,
    ("Monzo", "Starling", "Nationwide", "HSBC", "Fosse Building Society", "Santander",
     "Barclays", "Halifax", "Wrekin Bank"),
    {EN: {"current": "Who does {n} bank with now?", "historical": "Who did {n} bank with before?",
          "as_of": "Who did {n} bank with?", "planning": "Which bank is {n} planning to move to?"},
     ZH: {"current": "{n}现在用哪家银行？", "historical": "{n}以前用哪家银行？",
          "as_of": "{n}那时用哪家银行？", "planning": "{n}打算换到哪家银行？"}},
    en={"has": ("I bank with {v}", "my account's with {v}", "I'm with {v}"),
        "new": ("I've moved my account to {v}", "I closed my {old} account, it's all {v} now",
                "I switched banks, {v}"),
        "third": ("{n} moved banks to {v}", "{n} banks with {v} now", "{n} ditched {old} for {v}"),
        "use": ("{v} just sent me my 'year in spending' and 40% is this café, that's fine",
                "Sending the tournament money now, {v} is being slow",
                "My {v} card got declined at the counter, it's not you it's them"),
        "plan": ("thinking of switching to {v}", "might open a {v} account for the bonus"),
        "drop": ("didn't bother with {v} in the end", "forget {v}, their app's a mess"),
        "dist": ("{x} is closing the branch on Gallowtree Gate", "Saw a {x} advert with a cartoon dog",
                 "I'd never bank with {x}, their app is horrid", "{n}, {x} pay you £200 to switch"),
        "scoped": ("{v} for everyday stuff, but the savings sit with {x}",
                   "everything's {v} except the mortgage, that's {x}"),
        "ask": ("you're still with {old}?",)},
    zh={"has": ("我用{v}", "我的账户在{v}"),
        "new": ("我把账户转到{v}了", "把{old}的账户关了，现在全用{v}"),
        "third": ("{n}换到{v}了", "{n}现在用{v}"),
        "use": ("{v}给我发了年度消费总结，四成都花在这家店了", "我的{v}卡在吧台刷不了"),
        "plan": ("想换到{v}", "可能开个{v}账户拿奖励"),
        "drop": ("{v}最后没办", "{v}的app太难用，算了"),
        "dist": ("{x}要关掉Gallowtree Gate的网点", "我才不用{x}", "{n}，{x}转户送两百镑"),
        "scoped": ("平时用{v}，存款放在{x}",),
        "ask": ("你还是用{old}吗？",)},
)  # fmt: skip

ENERGY = Slot(
    "energy_supplier", False, True,
    ("Octopus Energy", "British Gas", "EDF", "Ovo", "Everbright Energy", "E.ON Next",
     "Soarlight Power", "Good Energy"),
    {EN: {"current": "Who is {n}'s energy supplier now?",
          "historical": "Who supplied {n}'s energy before?",
          "as_of": "Who was {n}'s energy supplier?",
          "planning": "Which energy supplier is {n} planning to switch to?"},
     ZH: {"current": "{n}家现在用哪家能源公司？", "historical": "{n}家以前用哪家能源公司？",
          "as_of": "{n}家那时用哪家能源公司？", "planning": "{n}打算换哪家能源公司？"}},
    en={"has": ("I'm with {v} for gas and electric", "my energy's {v}", "I'm on {v}"),
        "new": ("I've switched to {v}", "I left {old}, I'm with {v} now",
                "I moved the gas and electric over to {v}"),
        "third": ("{n}'s gone over to {v}", "{n} is with {v} now", "{n} left {old} for {v}"),
        "use": ("{v} bill came in, less than I feared, so the next round of toasties is on me",
                "The {v} smart meter says the heater's costing me 40p an hour, brb crying",
                "Got a {v} free hour of electric on Sunday, doing all the laundry at once"),
        "plan": ("thinking of switching to {v}", "might go over to {v} when the fix ends"),
        "drop": ("not switching to {v} after all, exit fee", "forget {v}, the tariff went up"),
        "dist": ("{x} in the news again for the prepayment meter thing",
                 "{n}, {x} has a decent fixed deal at the moment",
                 "My mum's been on hold with {x} for an hour"),
        "we": ("we've switched to {v}", "we're with {v} now", "we left {old} and went to {v}"),
        "ask": ("still with {old} for energy?",)},
    zh={"has": ("我家用{v}", "我家电和煤气都是{v}"),
        "new": ("我换到{v}了", "离开{old}了，现在用{v}"),
        "third": ("{n}换成{v}了", "{n}家现在用{v}"),
        "use": ("{v}的账单来了，比想象的少", "{v}周日免费一小时电，赶紧洗衣服"),
        "plan": ("在考虑换{v}", "固定价格到期后可能换{v}"),
        "drop": ("不换{v}了，要违约金", "{v}涨价了，算了"),
        "dist": ("{x}又上新闻了", "{n}，{x}现在有个固定价格不错", "我妈给{x}打电话等了一小时"),
        "we": ("我们家换到{v}了", "我们现在用{v}"),
        "ask": ("还是{old}吗？",)},
)  # fmt: skip

STREAM = Slot(
    "streaming", False, True,
    ("Netflix", "Disney+", "Apple TV+", "Crunchyroll", "Kinoflix", "Mubi", "Prime Video",
     "Paramount+", "BritBox"),
    {EN: {"current": "Which streaming service does {n} have now?",
          "historical": "Which streaming service did {n} have before?",
          "as_of": "Which streaming service did {n} have?",
          "planning": "Which streaming service is {n} planning to get?"},
     ZH: {"current": "{n}现在订的是哪个流媒体？", "historical": "{n}以前订哪个流媒体？",
          "as_of": "{n}那时订的是哪个流媒体？", "planning": "{n}打算订哪个流媒体？"}},
    en={"has": ("I've got {v}", "the only streaming thing I pay for is {v}", "I'm on {v}"),
        "new": ("I cancelled {old} and got {v}", "I've signed up to {v}", "I switched to {v}"),
        "third": ("{n} got {v}", "{n} has {v} now", "{n} dropped {old} for {v}"),
        "use": ("Watched three episodes of that heist thing on {v} instead of sleeping",
                "{v} keeps recommending me chess documentaries, it knows me too well"),
        "plan": ("thinking of getting {v}", "might sign up for {v} for the football"),
        "drop": ("not getting {v}, nothing on it", "went off the {v} idea"),
        "dist": ("{x} is putting its prices up again", "{n}, that show's on {x}, you'd love it",
                 "The {x} password-sharing thing is a nightmare for my mum"),
        "we": ("we've got {v} now", "we swapped {old} for {v}"),
        "ask": ("you've still got {old}?",)},
    zh={"has": ("我订了{v}", "我只订了{v}"),
        "new": ("把{old}退了，订了{v}", "开了{v}会员"),
        "third": ("{n}订了{v}", "{n}现在用{v}"),
        "use": ("昨晚在{v}上连看了三集，没睡觉", "{v}老给我推国际象棋纪录片"),
        "plan": ("想订{v}", "可能为了看球订{v}"),
        "drop": ("{v}没什么好看的，不订了",),
        "dist": ("{x}又涨价了", "{n}，那部剧在{x}上", "{x}不让共享密码了"),
        "we": ("我们家订了{v}",),
        "ask": ("还在用{old}吗？",)},
)  # fmt: skip

LANGUAGE = Slot(
    "language_learning", False, False,
    ("Japanese", "Spanish", "Welsh", "Korean", "Punjabi", "Italian", "Gujarati", "Portuguese",
     "Polish", "Turkish"),
    {EN: {"current": "Which language is {n} learning now?",
          "historical": "Which language was {n} learning before?",
          "as_of": "Which language was {n} learning?",
          "planning": "Which language is {n} planning to learn?"},
     ZH: {"current": "{n}现在在学什么语言？", "historical": "{n}以前在学什么语言？",
          "as_of": "{n}那时在学什么语言？", "planning": "{n}打算学什么语言？"}},
    en={"has": ("I'm learning {v}", "I'm doing {v} on Duolingo every night", "I've got a {v} class on Tuesdays"),
        "new": ("I've started learning {v}", "I gave up on {old}, doing {v} now",
                "I signed up for a {v} evening class"),
        "third": ("{n}'s learning {v}", "{n} has started {v} classes", "{n} dropped {old}, does {v} now"),
        "use": ("Can someone quiz me on {v} verbs after the game, test on Friday",
                "My {v} teacher says I'm 'enthusiastic', which means bad"),
        "plan": ("thinking of picking up {v}", "I might start {v} in September"),
        "drop": ("never started {v} in the end", "shelved the {v} plan, no time"),
        "dist": ("There's a {x} film night at the Phoenix next week",
                 "{n}, you should learn {x}, you'd smash it", "My nephew's doing {x} at GCSE"),
        "ask": ("still doing {old}?",)},
    zh={"has": ("我在学{v}", "我每天晚上在Duolingo上学{v}"),
        "new": ("开始学{v}了", "{old}放弃了，改学{v}", "报了个{v}晚班"),
        "third": ("{n}在学{v}", "{n}开始上{v}课了"),
        "use": ("谁有空帮我复习{v}动词，周五考试", "我的{v}老师说我很'积极'，就是说我很差"),
        "plan": ("想学{v}", "九月可能开始学{v}"),
        "drop": ("{v}最后没学", "{v}的计划先放一放，没时间"),
        "dist": ("Phoenix下周有{x}电影之夜", "{n}，你应该学{x}", "我侄子GCSE考{x}"),
        "ask": ("还在学{old}吗？",)},
)  # fmt: skip

CAMPAIGN = Slot(
    "campaign", False, False,
    ("Gloomhaven", "Pandemic Legacy", "Frosthaven", "Sleeping Gods", "Arkham Horror",
     "Oathsworn", "Spirit Island", "Clank! Legacy", "Tainted Grail", "Kingdom Death"),
    {EN: {"current": "Which campaign game is {n} playing at the moment?",
          "historical": "Which campaign was {n} playing before?",
          "as_of": "Which campaign game was {n} playing?",
          "planning": "Which campaign is {n} planning to start?"},
     ZH: {"current": "{n}现在在跑哪个战役游戏？", "historical": "{n}之前跑的是哪个战役？",
          "as_of": "{n}那时在跑哪个战役游戏？", "planning": "{n}打算开哪个战役？"}},
    en={"has": ("my Tuesday group is deep in a {v} campaign", "I'm playing through {v} with my lot",
                "our campaign is {v}, scenario 9 and counting"),
        "new": ("we finished {old}, so we've started {v}", "I've started a {v} campaign",
                "my group has moved on to {v}"),
        "third": ("{n}'s group has started {v}", "{n} is running a {v} campaign now",
                  "{n} finished {old} and went straight into {v}"),
        "use": ("Can I book the big table Tuesday, the {v} map doesn't fit on table 2",
                "Someone stole my {v} save sheet from the shelf, not funny",
                "Lost two characters in {v} last night, I need a hug"),
        "plan": ("thinking of starting {v} after this one", "I might run {v} next, who's in?"),
        "drop": ("we're not doing {v} after all, too fiddly", "scrapped the {v} idea, nobody could commit"),
        "dist": ("The café's getting a second copy of {x}", "{n}, you'd love {x}, seriously",
                 "Saw a video of someone painting all the {x} minis, insane",
                 "Is {x} worth it or just hype?"),
        "recall": ("Found our old {v} stickers in the box, what a campaign that was",),
        "ask": ("is your lot still on {old}?",)},
    zh={"has": ("我们周二在跑{v}", "我们组在玩{v}战役"),
        "new": ("{old}打完了，开了{v}", "我们组开了新战役：{v}"),
        "third": ("{n}他们组开始玩{v}了", "{n}在带{v}战役"),
        "use": ("周二能订大桌吗？{v}的地图二号桌放不下", "昨晚{v}死了两个角色，心累"),
        "plan": ("下一个可能开{v}", "想开{v}，有人一起吗"),
        "drop": ("{v}不开了，太复杂", "{v}没人能固定来，算了"),
        "dist": ("店里要再进一套{x}", "{n}，你一定会喜欢{x}", "{x}值得买吗？"),
        "ask": ("你们还在玩{old}吗？",)},
)  # fmt: skip

KIND = {  # pet name -> (English kind, Chinese kind)
    "Biscuit": ("cat", "猫"), "Pickle": ("dog", "狗"), "Mochi": ("cat", "猫"),
    "Nacho": ("dog", "狗"), "Bramble": ("rabbit", "兔子"), "Tofu": ("hamster", "仓鼠"),
    "Ziggy": ("greyhound", "灵缇"), "Marmite": ("cat", "猫"), "Pudding": ("tortoise", "乌龟"),
    "Doudou": ("dog", "狗"), "Juniper": ("cat", "猫"), "Waffles": ("rabbit", "兔子"),
    "Noodle": ("dog", "狗"), "Crumpet": ("guinea pig", "豚鼠"), "Dumpling": ("cat", "猫"),
    "Baozi": ("cat", "猫"), "Ruffles": ("dog", "狗"), "Pesto": ("cat", "猫"),
    "Clementine": ("tortoise", "乌龟"), "Hobbes": ("cat", "猫"),
}  # fmt: skip

PETS = Slot(
    "pets", True, True, tuple(KIND),
    {EN: {"current": "What pets does {n} have now?", "historical": "Which pet did {n} have before?",
          "as_of": "What pet did {n} have?", "coexisting": "Which pets does {n} have?",
          "planning": "What pet is {n} planning to get?"},
     ZH: {"current": "{n}现在养了什么宠物？", "historical": "{n}以前养过什么宠物？",
          "as_of": "{n}那时养的是什么宠物？", "coexisting": "{n}养了哪些宠物？",
          "planning": "{n}打算养什么宠物？"}},
    en={"has": ("I've got a {k} called {v}", "my {k} {v} is the real boss of my flat",
                "{v}, my {k}, says hello"),
        "add": ("we've adopted a second one, a {k} called {v}, {old} is not impressed",
                "meet {v}, our new {k}! {old} is sulking under the bed",
                "I've got another pet, {v}, a rescue {k}; {old} has a sibling now"),
        "lose": ("{v} went to live with my parents, they've got a garden",
                 "we had to say goodbye to {v} last week. gutted",
                 "{v} has been rehomed with a farm family, best for everyone"),
        "third_add": ("{n} adopted a {k} called {v}", "{n} has a new {k}, {v}"),
        "use": ("{v} knocked the Azul tiles off the table at home, we're two short",
                "Late, {v} needed the vet, the {k} ate a sock",
                "Can't stay long, {v} needs feeding at 8"),
        "plan": ("thinking about getting a {k}, maybe call it {v}",
                 "we've put our names down for a {k} at the rescue, we'd call it {v}"),
        "drop": ("the {v} plan is off, the landlord said no pets",),
        "dist": ("My neighbour's {k} {x} got stuck on the shed roof",
                 "{n}, if you ever get a {k}, call it {x}",
                 "The café should get a cat called {x}, I'd visit every day")},
    zh={"has": ("我养了一只{k}叫{v}", "我家{k}{v}才是老大"),
        "add": ("又养了一只{k}，叫{v}，{old}很不高兴", "新成员{v}，一只{k}！{old}躲在床底下生气"),
        "lose": ("{v}送到我爸妈那里了，他们有院子", "{v}上周走了，好难过"),
        "third_add": ("{n}养了一只{k}叫{v}",),
        "use": ("{v}在家把Azul的板块弄丢了两块", "{v}要去看兽医，晚点到"),
        "plan": ("想养一只{k}，就叫{v}",),
        "drop": ("房东不让养，{v}的计划泡汤了",),
        "dist": ("邻居家的{k}{x}卡在棚顶上了", "{n}，你要是养{k}，就叫{x}吧")},
)  # fmt: skip

INSTRUMENT = Slot(
    "instruments", True, False,
    ("ukulele", "cello", "bass guitar", "violin", "drums", "piano", "trumpet", "mandolin",
     "erhu", "saxophone"),
    {EN: {"current": "Which instruments does {n} play now?",
          "historical": "Which instrument did {n} play before?",
          "as_of": "Which instrument did {n} play?", "coexisting": "Which instruments does {n} play?",
          "planning": "Which instrument is {n} planning to learn?"},
     ZH: {"current": "{n}现在弹什么乐器？", "historical": "{n}以前弹什么乐器？",
          "as_of": "{n}那时弹什么乐器？", "coexisting": "{n}会哪些乐器？",
          "planning": "{n}打算学什么乐器？"}},
    en={"has": ("I play the {v}", "I've played {v} since school", "I'm in a little band, I'm on {v}"),
        "add": ("I've started {v} lessons too, still doing {old} as well",
                "picked up the {v} on top of the {old}, my neighbours hate me"),
        "lose": ("I've given up the {v}, sold it on Marketplace", "I've stopped playing {v}, no time"),
        "third_add": ("{n} has taken up the {v} as well", "{n} is learning {v} now too"),
        "use": ("Sorry, {v} practice ran over, on my way", "My fingers are wrecked from {v} practice"),
        "plan": ("thinking about learning {v}", "I might take up {v} next year"),
        "drop": ("the {v} idea died, they're so expensive",),
        "dist": ("Some guy was busking on {x} outside Tesco, incredible",
                 "{n}, you'd be a great {x} player", "My kid wants a {x} for Christmas, send earplugs")},
    zh={"has": ("我会弹{v}", "我从小学{v}"),
        "add": ("又开始学{v}了，{old}也还在弹", "除了{old}，现在也学{v}"),
        "lose": ("{v}不弹了，卖掉了", "没时间，{v}停了"),
        "third_add": ("{n}也开始学{v}了",),
        "use": ("{v}练习超时了，马上到", "练{v}练得手指疼"),
        "plan": ("想学{v}", "明年可能学{v}"),
        "drop": ("{v}太贵了，不学了",),
        "dist": ("Tesco门口有人弹{x}，超好听", "{n}，你适合学{x}")},
)  # fmt: skip

CLUB = Slot(
    "clubs", True, False,
    ("Leicester Chess Club", "Soar Rowing Club", "Highcross Book Club", "Victoria Park Runners",
     "Midlands Quiz League", "Shuttlers Badminton Club", "Curve Community Choir",
     "Abbey Park Frisbee", "Granby Camera Club"),
    {EN: {"current": "Which clubs is {n} in now?", "historical": "Which club was {n} in before?",
          "as_of": "Which club was {n} in?", "coexisting": "Which clubs does {n} belong to?",
          "planning": "Which club is {n} planning to join?"},
     ZH: {"current": "{n}现在参加哪些俱乐部？", "historical": "{n}以前参加哪个俱乐部？",
          "as_of": "{n}那时参加哪个俱乐部？", "coexisting": "{n}参加了哪些俱乐部？",
          "planning": "{n}打算加入哪个俱乐部？"}},
    en={"has": ("I'm in {v}", "I go to {v} on Wednesdays", "I'm a member of {v}"),
        "add": ("I've joined {v} as well, still doing {old} too",
                "signed up for {v}, on top of {old}, my calendar is full"),
        "lose": ("I've quit {v}, the politics got too much", "I'm not going to {v} any more"),
        "third_add": ("{n} has joined {v}", "{n} is in {v} now as well"),
        "use": ("{v} ran late, be there in 10", "Won the raffle at {v}, it was a tea towel"),
        "plan": ("thinking about joining {v}", "I might try {v} in the spring"),
        "drop": ("not joining {v}, clashes with games night",),
        "dist": ("{x} are recruiting, posters all over the Clock Tower",
                 "{n}, you should come to {x} some time", "{x} made the Mercury this week")},
    zh={"has": ("我参加了{v}", "我每周三去{v}"),
        "add": ("又加入了{v}，{old}也还在", "报名了{v}，加上{old}，日程满了"),
        "lose": ("{v}退了", "不去{v}了"),
        "third_add": ("{n}加入了{v}",),
        "use": ("{v}活动超时了，十分钟到", "在{v}抽奖抽到一条茶巾"),
        "plan": ("想加入{v}",),
        "drop": ("{v}和桌游夜冲突，不去了",),
        "dist": ("{x}在招新", "{n}，有空来{x}玩", "{x}上了本地新闻")},
)  # fmt: skip

SLOTS = (HOME, EMPLOYER, PHONE, CARRIER, CAR, DRINK, GYM, BANK, ENERGY, STREAM, LANGUAGE,
         CAMPAIGN, PETS, INSTRUMENT, CLUB)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Wrappers: how a clause becomes a chat line.
# ---------------------------------------------------------------------------------------------

WRAP = {
    EN: {
        "direct": (
            "{C}.",
            "Small update: {c}.",
            "News from me: {c}!",
            "{C}, for anyone keeping track.",
            "So, {c}. Feels weird but good.",
            "{C} 🙌",
            "Oh btw {c}.",
        ),
        "has": (
            "{C}, for the record.",
            "{C}, if anyone was wondering.",
            "{C}.",
            "Hi all, {c}, and I'm terrible at Azul, nice to meet you.",
            "fwiw {c}",
        ),
        "late": (
            "Forgot to mention, {c}. Happened {ago}, I just never said.",
            "Oh I never said! {C}. That was {ago} actually.",
            "Bit late with this but {c} (this was {ago}).",
            "Just realised I never told you lot: {c}. Old news now, it was {ago}.",
        ),
        "plan": (
            "{C}.",
            "Not official yet but {c}.",
            "Random thought: {c}.",
            "{C}, anyone got advice?",
            "Don't tell anyone yet, {c}.",
        ),
        "drop": (
            "{C}.",
            "Update on the thing I mentioned: {c}.",
            "So... {c}.",
            "Yeah, {c}. Oh well.",
        ),
        "third": (
            "Did you all hear? {c}.",
            "{C}, {p} told me on Saturday.",
            "Apparently {c}!",
            "Fun fact of the day: {c}.",
        ),
        "self": (
            "Announcement: {c}. Yes, I'm referring to myself in the third person now.",
            "{C}, and {n} is very pleased about it.",
            "Breaking news: {c}. {n} has spoken.",
        ),
    },
    ZH: {
        "direct": (
            "{c}。",
            "更新一下：{c}。",
            "跟大家说一声，{c}！",
            "{c}，有点不习惯但挺好。",
            "顺便说一下，{c}",
        ),
        "has": ("{c}。", "说一下，{c}。", "大家好，{c}，我Azul玩得很烂😂"),
        "late": ("忘了说，{ago}{c}。", "一直没跟你们说，{ago}{c}！", "有点晚了，{ago}{c}。"),
        "plan": ("{c}。", "还没定，{c}。", "{c}，有没有建议？", "先别外传，{c}。"),
        "drop": ("{c}。", "之前说的那个，{c}。", "唉，{c}。"),
        "third": ("听说{c}！", "{c}，{p}周六跟我说的。", "你们知道吗，{c}。"),
        "self": ("宣布一下：{c}。对，{n}就是我本人😂", "{c}，{n}很满意。"),
    },
}
PRONOUN_OPEN = {
    EN: (
        "Bumped into {n} in Highcross yesterday.",
        "Had a coffee with {n} this morning.",
        "{n} popped in while you were all at lunch.",
        "Was on the phone with {n} for an hour last night.",
    ),
    ZH: ("昨天在Highcross碰到{n}了。", "今天早上跟{n}喝了咖啡。", "昨晚跟{n}打了一个小时电话。"),
}
PRONOUN_ASK = {EN: ("oh how's {s} doing?", "ah, how is {s}?", "haven't seen {o} in ages, all good?"),
               ZH: ("{o}最近怎么样？", "好久没见{o}了，还好吗？")}  # fmt: skip
PRONOUN_TELL = {EN: ("Good! {C}, and loving it apparently.", "{C}, which I did not see coming.",
                     "Yeah fine, {c}. Said to say hi."),
                ZH: ("挺好的，{c}，{o}说很满意。", "{c}，没想到吧。")}  # fmt: skip
CONFIRM = {
    EN: ("yep!", "yes, it's true 😄", "guilty", "can confirm"),
    ZH: ("对！", "是的😄", "没错"),
}
NEG = {EN: ("No, not {old} any more! {C}.", "Nope, not {old} now. {C}.", "Not any more, {c}."),
       ZH: ("不是{old}了！{c}。", "早就不是{old}了，{c}。")}  # fmt: skip
SLIP_FIX = {EN: ("sorry, I meant {v}, not {w}. long day", "*{v}. not {w}. autocorrect hates me",
                 "wait no, {v}! {w} was the other option"),
            ZH: ("打错了，是{v}，不是{w}", "不对不对，是{v}，{w}是另一个选项")}  # fmt: skip
COUPLE_EN = (
    "{b} and I are coming Saturday, save us the window table",
    "my other half {b} says hi, {b2} is stuck at work",
)
COUPLE_ZH = ("我和{b}周六来，帮我们留靠窗的桌子", "{b}是我对象，{b2}今天加班")
GROUP_WE = {EN: ("we need more two-player games on the shelf", "we should do a Christmas party again",
                 "we've been playing a lot of co-ops lately, let's do something mean next week",
                 "we really need a bigger table for the big campaigns"),
            ZH: ("我们应该再办一次圣诞派对", "我们最近老玩合作游戏，下周来点互坑的")}  # fmt: skip


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def fill(t: str, v: str = "", old: str = "", n: str = "", x: str = "", lang: str = EN) -> str:
    k = KIND.get(v or x, ("", ""))[1 if lang == ZH else 0]
    out = t.format(v=v, old=old, n=n, x=x, k=k)
    return re.sub(r"\b([Aa]) (?=[AEIOaeio])", r"\1n ", out) if lang == EN else out


def wrap(rng: random.Random, lang: str, kind: str, clause: str, **kw: str) -> str:
    t = rng.choice(WRAP[lang][kind])
    return t.format(c=clause, C=cap(clause) if lang == EN else clause, **kw)


def we_named(clause: str, partner: str, lang: str) -> str:
    """Turn a household "we" clause into "<partner> and I ..." / "我和<partner>..."."""
    if lang == ZH:
        return clause.replace("我们家", f"我和{partner}家", 1).replace("我们", f"我和{partner}", 1)
    for a, b in (("we've", "have"), ("we're", "are"), ("we ", "")):
        if clause.startswith(a):
            rest = clause[len(a) :].lstrip()
            return f"{partner} and I {b + ' ' if b else ''}{rest}"
    return clause


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    partner: str | None = None


@dataclass
class Track:
    """One slot of one person (or of a household: two owners)."""

    slot: Slot
    owners: list[str]
    held: list[tuple[str, int, int]] = field(default_factory=list)  # value, actual, told
    removed: list[tuple[str, int, int]] = field(default_factory=list)  # multi only
    slips: set[str] = field(default_factory=set)
    dropped: set[str] = field(default_factory=set)
    pending: str | None = None
    mentioned: set[str] = field(default_factory=set)
    busy: list[int] = field(default_factory=list)
    reserved: set[str] = field(default_factory=set)
    pending_by: str = ""

    def used(self) -> set[str]:
        vals = {v for v, _, _ in self.held} | self.slips | self.dropped | self.mentioned
        vals |= self.reserved
        return vals | ({self.pending} if self.pending else set())

    def free(self, rng: random.Random, avoid: set[str] | None = None) -> str | None:
        left = [v for v in self.slot.pool if v not in self.used() and v not in (avoid or ())]
        return rng.choice(left) if left else None


# ---------------------------------------------------------------------------------------------
# The generator.
# ---------------------------------------------------------------------------------------------


class Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.convs: list[tuple[int, int, list[tuple[str, str]]]] = []
        self.people: dict[str, Person] = {}
        self.tracks: list[Track] = []
        self.decks: dict[int, list[str]] = {}
        self.intro_done: set[str] = set()
        self.pet_names: set[str] = set()

    def deal(self, pool: tuple[str, ...]) -> str:
        """A line from `pool`, without repeats until the pool is used up."""
        deck = self.decks.setdefault(id(pool), [])
        if not deck:
            deck.extend(pool)
            self.rng.shuffle(deck)
        return deck.pop()

    # -- helpers ---------------------------------------------------------------------------

    def conv(self, day: int, turns: list[tuple[str, str]]) -> None:
        day = max(0, min(LAST_DAY, day))
        self.convs.append((day, self.rng.randint(7 * 60, 22 * 60), turns))

    def lang(self, name: str) -> str:
        return self.people[name].lang

    def other(self, *not_these: str) -> str:
        return self.rng.choice([p for p in self.people if p not in not_these])

    def frag(self, slot: Slot, lang: str, kind: str, with_old: bool = True) -> str | None:
        opts = slot.frags(lang).get(kind, ())
        if not with_old:
            opts = tuple(t for t in opts if "{old}" not in t)
        return self.rng.choice(opts) if opts else None

    def react(self, turns: list[tuple[str, str]], owner: str, p: float = 0.45) -> None:
        if self.rng.random() < p:
            r = self.other(owner)
            turns.append((r, self.rng.choice(REACT_ZH if self.lang(r) == ZH else REACT_EN)))

    def pron(self, name: str, lang: str) -> tuple[str, str, str]:
        return PRON[lang][self.people[name].gender]

    # -- cast ------------------------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
        names = rng.sample(sorted(PEOPLE_ZH), n_zh) + rng.sample(sorted(PEOPLE_EN), n - n_zh)
        rng.shuffle(names)
        roles = list(ROLES[:n])
        for name, role in zip(names, roles, strict=True):
            zh = name in PEOPLE_ZH
            g = PEOPLE_ZH[name] if zh else PEOPLE_EN[name]
            self.people[name] = Person(name, g, ZH if zh else EN, role)
        a, b = rng.sample(names, 2)
        self.people[a].partner, self.people[b].partner = b, a
        self.couple = (a, b)

    def assign_slots(self) -> None:
        rng = self.rng
        a, b = self.couple
        shared = [HOME] + rng.sample([ENERGY, STREAM, PETS, CAR], rng.randint(0, 1))
        for s in shared:
            self.tracks.append(Track(s, [a, b]))
        for name in self.people:
            k = rng.randint(4, 7)
            mine = [s for s in shared] if name in self.couple else []
            rest = [s for s in SLOTS if s not in mine]
            mine += rng.sample(rest, max(0, k - len(mine)))
            for s in mine:
                if name in self.couple and s in shared:
                    continue
                self.tracks.append(Track(s, [name]))

    # -- statements ------------------------------------------------------------------------

    def speak_change(self, t: Track, new: str, old: str, day: int, how: str) -> int:
        """One change of a single-valued slot told on `day`; returns the actual day."""
        rng, slot = self.rng, t.slot
        owner = rng.choice(t.owners)
        lang = self.lang(owner)
        actual = day
        household = len(t.owners) > 1
        if household:
            partner = [o for o in t.owners if o != owner][0]
            clause = fill(self.frag(slot, lang, "we"), new, old, lang=lang)
            if rng.random() < 0.5:
                clause = we_named(clause, partner, lang)
            if how == "late":
                actual = day - rng.randint(18, 40)
                ago = rng.choice(AGO_ZH if lang == ZH else AGO_EN)
                text = wrap(rng, lang, "late", clause, ago=ago)
            elif how == "long":
                text = self.long_line(lang, clause)
            else:
                text = wrap(rng, lang, "direct", clause)
            turns = [(owner, text)]
            self.react(turns, owner)
            self.conv(day, turns)
            return actual
        if how == "use":
            turns = [(owner, fill(self.frag(slot, lang, "use"), new, lang=lang))]
        elif how in ("third", "pronoun"):
            rep = self.other(owner)
            rl = self.lang(rep)
            subj, obj, subj_cap = self.pron(owner, rl)
            if how == "third":
                clause = fill(self.frag(slot, rl, "third"), new, old, n=owner, lang=rl)
                turns = [(rep, wrap(rng, rl, "third", clause, p=subj))]
            else:
                clause = fill(self.frag(slot, rl, "third"), new, old,
                              n=subj if rl == EN else subj_cap, lang=rl)  # fmt: skip
                asker = self.other(owner, rep)
                al = self.lang(asker)
                turns = [
                    (rep, rng.choice(PRONOUN_OPEN[rl]).format(n=owner)),
                    (
                        asker,
                        rng.choice(PRONOUN_ASK[al]).format(
                            s=self.pron(owner, al)[0], o=self.pron(owner, al)[1]
                        ),
                    ),
                    (rep, rng.choice(PRONOUN_TELL[rl]).format(c=clause, C=cap(clause), o=obj)),
                ]
            if rng.random() < 0.5:
                turns.append((owner, rng.choice(CONFIRM[lang])))
        elif how == "self":
            clause = fill(self.frag(slot, lang, "third"), new, old, n=owner, lang=lang)
            turns = [(owner, wrap(rng, lang, "self", clause, n=owner))]
        elif how == "neg":
            asker = self.other(owner)
            al = self.lang(asker)
            ask = fill(self.frag(slot, al, "ask"), old=old, lang=al)
            clause = fill(self.frag(slot, lang, "new", with_old=False), new, old, lang=lang)
            neg = rng.choice(NEG[lang]).format(old=old, c=clause, C=cap(clause))
            turns = [(asker, f"{owner}, {ask}"), (owner, neg)]
        elif how == "slip":
            wrong = t.free(rng)
            if wrong is None:
                return self.speak_change(t, new, old, day, "direct")
            t.slips.add(wrong)
            tpl = self.frag(slot, lang, "new", with_old=False)
            turns = [(owner, wrap(rng, lang, "direct", fill(tpl, wrong, old, lang=lang))),
                     (owner, rng.choice(SLIP_FIX[lang]).format(v=new, w=wrong))]  # fmt: skip
        else:
            clause = fill(self.frag(slot, lang, "new"), new, old, lang=lang)
            if how == "late":
                actual = day - rng.randint(18, 40)
                ago = rng.choice(AGO_ZH if lang == ZH else AGO_EN)
                text = wrap(rng, lang, "late", clause, ago=ago)
            elif how == "long":
                text = self.long_line(lang, clause)
            else:
                text = wrap(rng, lang, "direct", clause)
            turns = [(owner, text)]
            self.react(turns, owner)
        self.conv(day, turns)
        return actual

    def long_line(self, lang: str, clause: str) -> str:
        if lang == ZH:
            return f"{self.deal(SMALL_PRE_ZH)}对了，{clause}。{self.deal(SMALL_POST_ZH)}。"
        pre, post = self.deal(SMALL_PRE_EN), self.deal(SMALL_POST_EN)
        return f"{pre} Oh and {clause}, {post}."

    def speak_initial(self, t: Track, v: str, day: int) -> None:
        rng, slot = self.rng, t.slot
        owner = rng.choice(t.owners)
        lang = self.lang(owner)
        if len(t.owners) > 1 and slot.frags(lang).get("we"):
            partner = [o for o in t.owners if o != owner][0]
            clause = fill(self.frag(slot, lang, "we", with_old=False), v, lang=lang)
            text = wrap(rng, lang, "direct", we_named(clause, partner, lang))
        else:
            how = rng.choice(("has", "has", "has", "use", "scoped", "long"))
            scoped = slot.frags(lang).get("scoped")
            if how == "scoped" and scoped:
                x = t.free(rng)
                if x is None:
                    how = "has"
                else:
                    t.mentioned.add(x)
                    text = cap(fill(rng.choice(scoped), v, x=x, lang=lang))
            if how == "use" and slot.frags(lang).get("use"):
                text = fill(self.frag(slot, lang, "use"), v, lang=lang)
            elif how == "long":
                text = self.long_line(lang, fill(self.frag(slot, lang, "has"), v, lang=lang))
            elif how != "scoped" or not scoped:
                text = wrap(rng, lang, "has", fill(self.frag(slot, lang, "has"), v, lang=lang))
                if "Azul" in text:
                    if owner in self.intro_done:
                        text = fill(self.frag(slot, lang, "has"), v, lang=lang)
                        text = cap(text) + ("。" if lang == ZH else ".")
                    self.intro_done.add(owner)
        self.conv(day, [(owner, text)])

    def speak_plan(self, t: Track, v: str, day: int, kind: str = "plan") -> str:
        owner = self.rng.choice(t.owners)
        lang = self.lang(owner)
        clause = fill(self.frag(t.slot, lang, kind), v, lang=lang)
        turns = [(owner, wrap(self.rng, lang, kind, clause))]
        if kind == "plan" and self.rng.random() < 0.4:
            r = self.other(owner)
            turns.append((r, "ooh 👀" if self.lang(r) == EN else "哦？👀"))
        self.conv(day, turns)
        return owner

    def gap(self, busy: list[int], need: int, end: int = 722) -> int | None:
        """A day with `need` free days after it and some room before, between busy days."""
        points = sorted(busy) + [end]
        spans = [
            (a + 8, b - need) for a, b in zip(points, points[1:], strict=False) if b - need > a + 8
        ]
        if not spans:
            return None
        lo, hi = self.rng.choice(spans)
        return self.rng.randint(lo, hi)

    # -- timelines -------------------------------------------------------------------------

    def run_single(self, t: Track) -> None:
        rng = self.rng
        n_changes = rng.choice((1, 2, 2, 2, 3))
        vals = rng.sample(t.slot.pool, n_changes + 1)
        t.reserved.update(vals)
        d0 = rng.randint(0, 110)
        self.speak_initial(t, vals[0], d0)
        t.held.append((vals[0], d0, d0))
        days, lo = [], d0 + 50
        for i in range(n_changes):
            hi = 700 - (n_changes - i - 1) * 65
            if lo > hi:
                break
            d = rng.randint(lo, min(hi, lo + 260))
            days.append(d)
            lo = d + 65
        hows = ("direct", "direct", "use", "use", "third", "pronoun", "late", "neg", "slip",
                "long", "self")  # fmt: skip
        plan_before = rng.randrange(len(days)) if rng.random() < 0.4 else -1
        for i, d in enumerate(days):
            how = rng.choice(hows)
            if i == plan_before and how != "late":
                p = d - rng.randint(15, 45)
                self.speak_plan(t, vals[i + 1], p)
                t.busy.append(p)
            actual = self.speak_change(t, vals[i + 1], vals[i], d, how)
            t.held.append((vals[i + 1], actual, d))
        t.busy += [told for _, _, told in t.held] + [a for _, a, _ in t.held]
        self.extras(t)

    def extras(self, t: Track) -> None:
        """Dropped plans, fizzled thoughts, a pending plan, a recall of an old value."""
        rng = self.rng
        if rng.random() < 0.35:
            p = self.gap(t.busy, 45)
            w = t.free(rng)
            if p is not None and w:
                t.dropped.add(w)
                self.speak_plan(t, w, p)
                q = p + rng.randint(14, 38)
                self.speak_plan(t, w, q, "drop")
                t.busy += [p, q]
        if rng.random() < 0.2:
            p = self.gap(t.busy, 10)
            w = t.free(rng)
            if p is not None and w:
                t.dropped.add(w)
                self.speak_plan(t, w, p)
                t.busy.append(p)
        last = max(t.busy)
        if rng.random() < 0.3 and last < 690:
            w = t.free(rng)
            if w:
                t.pending = w
                t.pending_by = self.speak_plan(t, w, rng.randint(last + 12, 726))
        recall = t.slot.frags(self.lang(t.owners[0])).get("recall")
        old = [v for v, _, _ in t.held[:-1]] if not t.slot.multi else [v for v, _, _ in t.removed]
        if recall and old and rng.random() < 0.45:
            owner = t.owners[0]
            day = rng.randint(min(last + 5, 728), 729)
            self.conv(day, [(owner, cap(fill(rng.choice(recall), rng.choice(old),
                                                 lang=self.lang(owner))))])  # fmt: skip

    def run_multi(self, t: Track) -> None:
        rng, slot = self.rng, t.slot
        owner = t.owners[0]
        taken = self.pet_names if slot is PETS else set()
        v0 = t.free(rng, taken)
        assert v0 is not None
        taken.add(v0)
        d0 = rng.randint(0, 120)
        self.speak_initial(t, v0, d0)
        t.held.append((v0, d0, d0))
        n_add = 2 if rng.random() < 0.3 else 1
        day = d0
        for _ in range(n_add):
            day = rng.randint(day + 50, day + 260)
            v = t.free(rng, taken)
            if v is None:
                break
            taken.add(v)
            current = [x for x, _, _ in t.held if x not in {r for r, _, _ in t.removed}]
            how = rng.choice(("direct", "direct", "third", "pronoun", "late", "long", "self"))
            t.held.append((v, self.speak_add(t, v, rng.choice(current), day, how), day))
        if rng.random() < 0.5:
            day = rng.randint(day + 45, max(day + 46, 715))
            gone = rng.choice([x for x, _, _ in t.held[:-1]])
            lang = self.lang(owner)
            clause = fill(self.frag(slot, lang, "lose"), gone, lang=lang)
            actual = day
            if rng.random() < 0.35:
                actual = day - rng.randint(18, 40)
                text = wrap(
                    rng, lang, "late", clause, ago=rng.choice(AGO_ZH if lang == ZH else AGO_EN)
                )
            else:
                text = wrap(rng, lang, "direct", clause)
            turns = [(owner, text)]
            self.react(turns, owner, 0.3)
            self.conv(day, turns)
            t.removed.append((gone, actual, day))
        t.busy += [d for _, a, d in t.held + t.removed] + [a for _, a, _ in t.held + t.removed]
        if rng.random() < 0.5:
            gone = {r for r, _, _ in t.removed}
            v, _, told = rng.choice([h for h in t.held if h[0] not in gone])
            lang = self.lang(owner)
            self.conv(
                rng.randint(told + 3, 729),
                [(owner, fill(self.frag(slot, lang, "use"), v, lang=lang))],
            )
        self.extras(t)

    def speak_add(self, t: Track, v: str, old: str, day: int, how: str) -> int:
        rng, slot = self.rng, t.slot
        owner = rng.choice(t.owners)
        lang = self.lang(owner)
        if how in ("third", "pronoun", "self") and len(t.owners) == 1:
            rep = owner if how == "self" else self.other(owner)
            rl = self.lang(rep)
            clause = fill(self.frag(slot, rl, "third_add"), v, old, n=owner, lang=rl)
            if how == "self":
                turns = [(owner, wrap(rng, lang, "self", clause, n=owner))]
            else:
                turns = [(rep, wrap(rng, rl, "third", clause, p=self.pron(owner, rl)[0]))]
                if rng.random() < 0.5:
                    turns.append((owner, rng.choice(CONFIRM[lang])))
            self.conv(day, turns)
            return day
        clause = fill(self.frag(slot, lang, "add"), v, old, lang=lang)
        actual = day
        if how == "late":
            actual = day - rng.randint(18, 40)
            text = wrap(rng, lang, "late", clause, ago=rng.choice(AGO_ZH if lang == ZH else AGO_EN))
        elif how == "long":
            text = self.long_line(lang, clause)
        else:
            text = wrap(rng, lang, "direct", clause)
        turns = [(owner, text)]
        self.react(turns, owner)
        self.conv(day, turns)
        return actual

    # -- distractors and small talk -----------------------------------------------------------

    def distractors(self) -> None:
        rng = self.rng
        by_key = {(o, t.slot.key): t for t in self.tracks for o in t.owners}
        for t in self.tracks:
            for _ in range(rng.randint(1, 2)):
                owner = rng.choice(t.owners)
                speaker = owner if rng.random() < 0.4 else self.other(*t.owners)
                lang = self.lang(speaker)
                opts = t.slot.frags(lang)["dist"]
                if speaker == owner:
                    opts = tuple(o for o in opts if "{n}" not in o)
                tpl = rng.choice(opts)
                mine = by_key.get((speaker, t.slot.key))
                taken = t.used() | (mine.used() if mine else set())
                left = [v for v in t.slot.pool if v not in taken]
                if not left:
                    continue
                x = rng.choice(left)
                if "{n}" in tpl or speaker in t.owners:
                    t.mentioned.add(x)
                if mine is not None and mine is not t:
                    mine.mentioned.add(x)
                day = rng.randint(0, LAST_DAY)
                text = cap(fill(tpl, x=x, n=owner, lang=lang))
                turns = [(speaker, text)]
                if rng.random() < 0.3:
                    r = self.other(speaker)
                    turns.append(
                        (
                            r,
                            rng.choice(("lol", "ha, true", "no way", "hmm"))
                            if self.lang(r) == EN
                            else rng.choice(("哈哈", "真的吗", "嗯")),
                        )
                    )
                self.conv(day, turns)

    def small_talk(self, target: int) -> None:
        rng = self.rng
        a, b = self.couple
        for who, partner in ((a, b), (b, a)):
            pool = COUPLE_ZH if self.lang(who) == ZH else COUPLE_EN
            b2 = self.pron(partner, self.lang(who))[0]
            for i, tpl in enumerate(pool):
                self.conv(rng.randint(1, 40) + 60 * i, [(who, tpl.format(b=partner, b2=b2))])
        names = list(self.people)
        while sum(len(c[2]) for c in self.convs) < target:
            s = rng.choice(names)
            lang = self.lang(s)
            if rng.random() < 0.06:
                text = cap(rng.choice(GROUP_WE[lang]))
            else:
                text = self.deal(FILLER_ZH if lang == ZH else FILLER_EN)
                text = cap(text.format(g=rng.choice(FILLER_GAMES)))
            turns = [(s, text)]
            if rng.random() < 0.35:
                r = self.other(s)
                rl = self.lang(r)
                turns.append((r, rng.choice(
                    (FILLER_ZH if rl == ZH else FILLER_EN) + (REACT_ZH if rl == ZH else REACT_EN)
                ).format(g=rng.choice(FILLER_GAMES))))  # fmt: skip
            self.conv(rng.randint(0, LAST_DAY), turns)

    # -- probes ----------------------------------------------------------------------------

    def probes(self) -> list[dict[str, Any]]:
        rng = self.rng
        must, extra = [], []
        for t in self.tracks:
            for o in t.owners:
                lang = ZH if self.lang(o) == ZH and rng.random() < 0.75 else EN
                q = t.slot.q[lang]
                values = sorted(t.used())
                base = {"subject": o, "slot": t.slot.key, "values": values}

                def mk(
                    kind: str, gold: list[str], qkind: str | None = None,
                    base: dict = base, q: dict = q, o: str = o, **kw: Any,
                ) -> dict:  # fmt: skip
                    return {**base, "kind": kind, "question": q[qkind or kind].format(n=o),
                            "gold": gold, "outdated": kw.pop("outdated", []),
                            "abandoned": kw.pop("abandoned", []), **kw}  # fmt: skip

                dropped = sorted(t.dropped)
                if t.pending and t.pending_by == o:
                    must.append(mk("planning", [t.pending]))
                if t.slot.multi:
                    gone = [r for r, _, _ in t.removed]
                    final = [v for v, _, _ in t.held if v not in gone]
                    if len(final) >= 2:
                        must.append(mk("coexisting", final, abandoned=dropped))
                    if gone:
                        must.append(mk("current", final, outdated=gone, abandoned=dropped))
                        extra.append(mk("historical", gone))
                    lo, hi = t.held[0][2] + 3, t.held[-1][1] - 3 if len(t.held) > 1 else 0
                    if hi - lo >= 4:
                        extra.append(mk("as_of", [t.held[0][0]], as_of_day=rng.randint(lo, hi)))
                    continue
                held = [v for v, _, _ in t.held]
                must.append(mk("current", [held[-1]], outdated=sorted(set(held[:-1]) | t.slips),
                               abandoned=dropped))  # fmt: skip
                extra.append(mk("historical", [held[-2]]))
                spans = [(t.held[i][2] + 3, t.held[i + 1][1] - 3, t.held[i][0])
                         for i in range(len(t.held) - 1)]  # fmt: skip
                spans = [s for s in spans if s[1] - s[0] >= 4]
                if spans:
                    lo, hi, v = rng.choice(spans)
                    extra.append(mk("as_of", [v], as_of_day=rng.randint(lo, hi)))
        target = rng.randint(112, 136)
        rng.shuffle(extra)
        keep = must + extra[: max(0, target - len(must))]
        order = {id(p): i for i, p in enumerate(must + extra)}
        return sorted(keep, key=lambda p: order[id(p)])

    # -- assembly --------------------------------------------------------------------------

    def episodes(self) -> list[dict[str, Any]]:
        out = []
        convs = sorted(enumerate(self.convs), key=lambda c: (c[1][0], c[1][1], c[0]))
        last: dict[int, int] = {}
        for idx, (_, (day, minute, turns)) in enumerate(convs):
            m = max(minute, last.get(day, -1) + 1)
            for speaker, text in turns:
                last[day] = m
                out.append({"day": day, "minute": min(m, 1439), "speaker": speaker, "text": text,
                            "session": f"d{day:03d}-c{idx:04d}",
                            "language": ZH if re.search(r"[\u4e00-\u9fff]", text) else EN})  # fmt: skip
                m += self.rng.randint(1, 6)
        return out


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes (time-ordered) and probes."""
    b = Builder(seed)
    b.cast()
    b.assign_slots()
    for t in b.tracks:
        (b.run_multi if t.slot.multi else b.run_single)(t)
    b.distractors()
    b.small_talk(b.rng.randint(590, 740))
    probes = b.probes()
    return {"start": START, "generator": "blind_bm", "seed": seed,
            "people": {n: {"language": p.lang, "role": p.role, "partner": p.partner}
                       for n, p in b.people.items()},
            "episodes": b.episodes(), "probes": probes}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _word_in(value: str, text: str) -> bool:
    if not value.isascii():
        return value in text
    pat = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pat, text, re.IGNORECASE) is not None


def check_pools() -> list[str]:
    """No value may be read inside another value, a name or a filler game."""
    errs = []
    every = [(s.key, v) for s in SLOTS for v in s.pool]
    names = list(PEOPLE_EN) + list(PEOPLE_ZH)
    for k1, v1 in every:
        for k2, v2 in every:
            if v1 != v2 and _word_in(v1, v2):
                errs.append(f"value {v1!r} ({k1}) is inside {v2!r} ({k2})")
        for other in names + list(FILLER_GAMES):
            if _word_in(v1, other) or _word_in(other, v1):
                errs.append(f"value {v1!r} clashes with {other!r}")
    return errs


def validate(world: dict[str, Any]) -> list[str]:
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    prev = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode {i}: time {e['day']}/{e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"episode {i}: language/text")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"episode {i}: unfilled template {e['text']!r}")
        if (e["day"], e["minute"]) < prev:
            errs.append(f"episode {i}: out of order")
        prev = (e["day"], e["minute"])
    texts = [e["text"] for e in eps]
    for i, p in enumerate(probes):
        tag = f"probe {i} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS:
            errs.append(f"{tag}: kind")
        if p["subject"] not in speakers:
            errs.append(f"{tag}: subject never speaks")
        if not p["gold"] or not p["question"] or not re.fullmatch(r"[a-z_]+", p["slot"]):
            errs.append(f"{tag}: empty gold/question or bad slot")
        vals = set(p["values"])
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"{tag}: gold {g!r} in no episode")
        if not set(p["gold"]) <= vals or not set(p["outdated"]) <= vals:
            errs.append(f"{tag}: gold/outdated not among values")
        if not set(p["abandoned"]) <= vals:
            errs.append(f"{tag}: abandoned not among values")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{tag}: gold also outdated/abandoned")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errs.append(f"{tag}: as_of_day")
        if p["kind"] == "as_of" and not 0 <= p["as_of_day"] <= LAST_DAY:
            errs.append(f"{tag}: as_of_day range")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errs.append(f"{tag}: coexisting needs two values")
    keys = [(p["subject"], p["slot"], p["kind"]) for p in probes]
    if len(keys) != len(set(keys)):
        errs.append("duplicate probes")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes (want 500-800)")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes (want 100-140)")
    if not 10 <= len(world["people"]) <= 14:
        errs.append(f"{len(world['people'])} people")
    return errs


def main() -> int:
    errs = check_pools()
    for e in errs:
        print("pool:", e)
    for seed in (7, 11, 23):
        w = generate(seed)
        if w != generate(seed):
            errs.append(f"seed {seed}: not deterministic")
        bad = validate(w)
        errs += bad
        for e in bad[:20]:
            print(f"seed {seed}:", e)
        kinds = {k: sum(p["kind"] == k for p in w["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        slots: dict[str, set[str]] = {}
        for p in w["probes"]:
            slots.setdefault(p["subject"], set()).add(p["slot"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes "
              f"{kinds}, {len(w['people'])} people, probed slots per person "
              f"{min(map(len, slots.values()))}-{max(map(len, slots.values()))}")  # fmt: skip
    print("OK" if not errs else f"{len(errs)} problems")
    return 0 if not errs else 1


if __name__ == "__main__":
    sys.exit(main())
