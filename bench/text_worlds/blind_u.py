"""Blind text world ``blind_u``: a Cardiff community choir's group chat, 2025 to 2027.

``generate(seed)`` invents eleven to thirteen choir members (a quarter of them writing in
simplified Chinese) who chat about rehearsals, cake rotas, rugby and the rain for two years.
Each member has four to seven state slots (the part of Cardiff they live in, their employer,
mobile network, car, gym or club, choir voice part, energy supplier, dentist, and the
coexisting instruments, languages and pets) whose values change one to three times.

Changes are said straight out, shown only by use, reported by somebody else (by name or by a
pronoun a few messages on), reported late, corrected, negated, buried in long chatty lines, or
announced as "we" by a household.  Plans happen, are dropped, or never go anywhere.
Distractor lines name values of the same kind without asserting anyone's state.

The returned dict (``start``, ``episodes``, ``probes``) is what ``bench.states.load_text_world``
reads.  Written blind from a brief of situations; standard library only; deterministic given
the seed.  ``python -m bench.text_worlds.blind_u`` runs a self-check on seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_u"
START = "2025-03-01T00:00:00+00:00"
START_DT = datetime(2025, 3, 1)
LAST_DAY = 728
EN = "en"
ZH = "zh"

EN_PEOPLE = (
    ("Gareth", "m"), ("Siân", "f"), ("Rhys", "m"), ("Cerys", "f"), ("Dafydd", "m"),
    ("Bethan", "f"), ("Owain", "m"), ("Ffion", "f"), ("Huw", "m"), ("Nia", "f"),
    ("Aled", "m"), ("Megan", "f"), ("Priya", "f"), ("Tomasz", "m"), ("Olu", "m"),
    ("Eleri", "f"), ("Marcus", "m"), ("Rhian", "f"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Wenjie", "f"), ("Haoran", "m"), ("Yuting", "f"), ("Junhao", "m"), ("Xiaoling", "f"),
    ("Zhiwei", "m"), ("Meihua", "f"),
)  # fmt: skip

EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")  # fmt: skip


def month_of(day: int, lang: str) -> str:
    m = (START_DT + timedelta(days=day)).month
    return f"{m}月" if lang == ZH else EN_MONTHS[m - 1]


# ---------------------------------------------------------------------------------------------
# Slots.  English fragments: pres (first-person present sentence), pres3 ("{n} ..."), new (a
# past-tense predicate usable after I / we / a name / a pronoun), inf (base form for plans),
# use (the value named while talking about something else), dist (the value named without
# being the speaker's state), old (a look back at a past value), scope (optional: "{v} for
# most things, but {x} ...").  Chinese: vp (verb phrase, "我{vp}了"), pres, use, dist, old,
# scope.  Pools: one tuple for both languages, or per language, or per voice (m / f).
# ---------------------------------------------------------------------------------------------

HOMES = ("Canton", "Roath", "Pontcanna", "Splott", "Grangetown", "Cathays", "Llandaff",
         "Whitchurch", "Penarth", "Rhiwbina", "Llanishen", "Adamstown", "Fairwater", "Radyr")  # fmt: skip

SLOTS: dict[str, dict[str, Any]] = {
    "home": {
        "multi": False,
        "pool": {EN: HOMES, ZH: HOMES},
        "q": {
            EN: (
                "Which part of Cardiff does {n} live in now?",
                "Where did {n} live before their current place?",
                "Which part of Cardiff does {n} live in?",
                "Where is {n} planning to move to?",
            ),
            ZH: (
                "{n}现在住在卡迪夫哪个区？",
                "{n}之前住在哪里？",
                "{n}住在卡迪夫哪个区？",
                "{n}打算搬到哪里？",
            ),
        },  # fmt: skip
        EN: {
            "pres": ("I live in {v}", "I'm in {v} these days", "home is {v} for me"),
            "pres3": ("{n} lives in {v}", "{n}'s place is in {v}"),
            "new": (
                "moved to {v}",
                "got the keys to a little terrace in {v}",
                "finally made the move to {v}",
            ),
            "inf": ("move to {v}", "look for a house in {v}", "rent somewhere in {v}"),
            "use": (
                "Anyone fancy sharing a taxi after the concert? I'm heading back to {v} if that's on your way.",
                "The bins in {v} haven't been collected for two weeks now, is it just my street?",
                "If anyone lives near {v} I've got the spare folders at mine, come and grab them.",
                "Walked home to {v} after rehearsal, took me twenty-five minutes and it was lovely.",
            ),
            "dist": (
                "Did you see the house prices in {v} in the Echo? Madness.",
                "There's a new bakery in {v}, the cinnamon buns are unreal, go before they sell out.",
                "My sister keeps telling me to look at {v}, no chance, the parking is a nightmare.",
                "Is {v} the one with the big library? My nephew's looking at flats.",
            ),
            "old": (
                "Still miss the chippy on the corner back in {v}.",
                "Drove through {v} yesterday and nearly turned into my old street out of habit.",
            ),
        },
        ZH: {
            "vp": ("搬到{v}", "搬去{v}住"),
            "pres": ("我住在{v}", "我家在{v}"),
            "use": (
                "排练完走回{v}要二十多分钟，不过天气好还挺舒服的。",
                "{v}这边的垃圾两个星期没人收了，是只有我们这条街吗？",
                "住在{v}附近的可以来我家拿多出来的谱夹。",
            ),
            "dist": (
                "Echo上说{v}的房价又涨了，太夸张了。",
                "{v}新开了一家面包店，肉桂卷超好吃。",
                "我朋友在{v}找房子，有人了解那边吗？",
            ),
            "old": ("有点想念以前在{v}楼下那家炸鱼薯条店。",),
        },
    },
    "employer": {
        "multi": False,
        "pool": {
            EN: (
                "Admiral",
                "Cardiff Council",
                "Welsh Water",
                "Glanfa Software",
                "Brains Brewery",
                "Castell Insurance",
                "Bay Logistics",
                "Sŵn Studios",
                "Cardiff University",
                "Velindre Hospital",
                "Coffi Cwtch",
                "Tŷ Hafan",
            )
        },  # fmt: skip
        "q": {
            EN: (
                "Where does {n} work now?",
                "Where did {n} work before the current job?",
                "Where does {n} work?",
                "Which employer is {n} hoping to join?",
            ),
            ZH: (
                "{n}现在在哪里工作？",
                "{n}之前在哪里工作？",
                "{n}在哪里工作？",
                "{n}打算去哪家单位工作？",
            ),
        },  # fmt: skip
        EN: {
            "pres": (
                "I work at {v}",
                "I'm at {v} these days",
                "I'm with {v}, have been for a while",
            ),
            "pres3": ("{n} works at {v}", "{n}'s at {v} now"),
            "new": ("started at {v}", "took the job at {v}", "left for a new role at {v}"),
            "inf": ("apply to {v}", "take the offer from {v}", "go for the job at {v}"),
            "use": (
                "Running late, sorry, the {v} all-staff meeting overran and the bus was packed.",
                "Can't make Tuesday's sectional, {v} have put me on a training day.",
                "My manager at {v} let me swap my Thursday shift so I'll be at rehearsal after all!",
                "The {v} Christmas do is the same night as our concert, guess which one I'm picking.",
            ),
            "dist": (
                "{v} are hiring, if anyone's looking. Saw it on LinkedIn.",
                "Heard on Radio Wales that {v} might be cutting jobs, grim.",
                "My cousin's got an interview at {v} next week, fingers crossed for her.",
                "Imagine working at {v} though, my neighbour says the canteen is legendary.",
            ),
            "old": (
                "Had a catch-up with my old team from {v} last night, they haven't changed a bit.",
            ),
            "scope": (
                "I'm at {v} four days a week, and I do Saturdays at {x} for a bit of extra cash.",
            ),
        },
        ZH: {
            "vp": ("跳槽到{v}", "去{v}上班", "换到{v}工作"),
            "pres": ("我在{v}上班", "我在{v}工作"),
            "use": (
                "今天{v}开全员大会，又要晚到了，抱歉大家。",
                "周二{v}安排我去培训，分声部排练来不了了。",
                "{v}的圣诞聚会和我们演出是同一天，当然选演出。",
            ),
            "dist": ("{v}最近在招人，有兴趣的可以看看。", "听说{v}要裁员，好吓人。"),
            "old": ("昨天和以前{v}的同事吃了个饭，大家都没怎么变。",),
            "scope": ("我平时在{v}上班，周六在{x}兼职赚点外快。",),
        },
    },
    "phone": {
        "multi": False,
        "pool": {
            EN: (
                "EE",
                "Vodafone",
                "O2",
                "giffgaff",
                "Tesco Mobile",
                "Triton Mobile",
                "Lyca Mobile",
                "Smarty",
            )
        },  # fmt: skip
        "q": {
            EN: (
                "Which mobile network is {n} on now?",
                "Which mobile network was {n} on before?",
                "Which mobile network is {n} on?",
                "Which mobile network is {n} planning to switch to?",
            ),
            ZH: (
                "{n}现在用哪家手机运营商？",
                "{n}以前用哪家手机运营商？",
                "{n}用哪家手机运营商？",
                "{n}打算换到哪家运营商？",
            ),
        },  # fmt: skip
        EN: {
            "pres": ("I'm with {v}", "my phone's on {v}"),
            "pres3": ("{n}'s with {v}", "{n} is on {v}"),
            "new": ("switched to {v}", "moved my number over to {v}", "ported my number to {v}"),
            "inf": ("switch to {v}", "move my contract to {v}", "go SIM-only with {v}"),
            "use": (
                "No signal in the vestry again, {v} is hopeless in that building, can someone screenshot the rota?",
                "{v} just charged me roaming for the Cork trip, fuming.",
                "Got the {v} text saying my data's run out, could someone send the practice track as a file?",
            ),
            "dist": (
                "{v} are doing a SIM-only deal at the moment if anyone needs one.",
                "Saw the {v} advert at half-time, the one with the singing sheep, brilliant.",
                "{v} keep texting me about upgrades and I'm not even with them.",
                "Is {v} any good down the Bay? My mam's thinking of it.",
            ),
            "old": ("Found my old {v} SIM in a drawer, no idea why I kept it.",),
            "scope": ("{v} on my own phone, but the work mobile is on {x}.",),
        },
        ZH: {
            "vp": ("换成{v}", "把号码转到{v}", "换到{v}"),
            "pres": ("我用的是{v}", "我的手机卡是{v}的"),
            "use": (
                "教堂里{v}一点信号都没有，谱子下载不了，谁能截个图？",
                "{v}这个月又多扣了我漫游费，气死了。",
            ),
            "dist": (
                "{v}现在SIM-only有优惠，需要的可以看看。",
                "{v}老给我发升级短信，我都不用他们家。",
            ),
            "old": ("在抽屉里翻到以前{v}的SIM卡，不知道为什么还留着。",),
            "scope": ("我自己的手机用{v}，工作手机是{x}的。",),
        },
    },
    "car": {
        "multi": False,
        "pool": {
            EN: (
                "Nissan Leaf",
                "Ford Fiesta",
                "Kia Niro",
                "VW Polo",
                "Toyota Yaris",
                "MG4",
                "Skoda Octavia",
                "Honda Jazz",
                "Vauxhall Corsa",
                "Tesla Model 3",
            )
        },  # fmt: skip
        "q": {
            EN: (
                "What car does {n} drive now?",
                "What car did {n} drive before?",
                "What car does {n} drive?",
                "What car is {n} planning to get?",
            ),
            ZH: ("{n}现在开什么车？", "{n}以前开什么车？", "{n}开什么车？", "{n}打算买什么车？"),
        },  # fmt: skip
        EN: {
            "pres": ("I drive a {v}", "I've got a {v}", "I run a {v}"),
            "pres3": ("{n} drives a {v}", "{n}'s got a {v}"),
            "new": (
                "bought a {v}",
                "traded the old car in for a {v}",
                "picked up a second-hand {v}",
            ),
            "inf": ("get a {v}", "buy a {v}", "lease a {v}"),
            "use": (
                "Can give two people a lift to the concert, the {v} has room if you don't mind dog hair.",
                "Parked the {v} right outside the hall tonight, is that allowed on a Thursday?",
                "Just filled up the {v} and nearly cried at the price.",
            ),
            "dist": (
                "There's a {v} going cheap on Gumtree if anyone wants one.",
                "My brother-in-law's {v} broke down on the M4 again, third time this year.",
                "Watched a review of the {v} last night, they hated it.",
            ),
            "old": (
                "Saw a {v} just like my old one in the car park and nearly tried my key in it.",
            ),
            "scope": (
                "Day to day it's the {v}, but for the big choir trips I borrow my dad's {x}.",
            ),
        },
        ZH: {
            "vp": ("换成{v}", "买一辆{v}"),
            "done": ("买了一辆{v}", "换了辆{v}", "把车换成{v}了"),
            "pres": ("我开的是{v}", "我的车是{v}"),
            "use": ("演出那天我的{v}还能再坐两个人，要搭车的说一声。", "刚给{v}加满油，心疼死了。"),
            "dist": ("Gumtree上有辆{v}挺便宜的，有人要吗？", "我姐夫的{v}又在M4上抛锚了。"),
            "old": ("停车场里看到一辆{v}，跟我以前那辆一模一样，差点去开门。",),
            "scope": ("平时开{v}，合唱团出远门的时候借我爸的{x}。",),
        },
    },
    "gym": {
        "multi": False,
        "pool": {
            EN: (
                "PureGym",
                "Taff Fitness",
                "Castell Harriers",
                "Taff Rowing Club",
                "David Lloyd",
                "Boulders",
                "Tiger Yoga",
                "Dragon CrossFit",
                "Bayside Lido",
            )
        },  # fmt: skip
        "q": {
            EN: (
                "Which gym or sports club does {n} go to now?",
                "Which gym or club did {n} go to before?",
                "Which gym or sports club does {n} go to?",
                "Which gym or club is {n} planning to join?",
            ),
            ZH: (
                "{n}现在去哪个健身房或运动俱乐部？",
                "{n}以前去哪个健身房或俱乐部？",
                "{n}去哪个健身房或运动俱乐部？",
                "{n}打算加入哪个健身房或俱乐部？",
            ),
        },  # fmt: skip
        EN: {
            "pres": ("I go to {v}", "I'm a member at {v}", "I train at {v}"),
            "pres3": ("{n} goes to {v}", "{n}'s a member at {v}"),
            "new": ("joined {v}", "signed up at {v}", "started going to {v}"),
            "inf": ("join {v}", "sign up at {v}", "give {v} a go"),
            "use": (
                "Legs are dead after {v} this morning, I may have to sit down for the Gloria.",
                "Can't do Monday, I've got a session at {v} I can't move.",
                "Bumped into Delyth's husband at {v} of all places, small world.",
            ),
            "dist": (
                "{v} are doing a free week in January apparently.",
                "My son says {v} is full of posers, he's probably right.",
                "Whoever left a {v} flyer in the hymn books, that was a bit cheeky.",
            ),
            "old": ("Walked past {v} and felt guilty, haven't been since I cancelled.",),
            "scope": ("Mostly {v}, but on Sundays I swim with {x}.",),
        },
        ZH: {
            "vp": ("办{v}的卡", "开始去{v}", "加入{v}"),
            "done": ("办了{v}的卡", "开始去{v}了", "加入了{v}"),
            "pres": ("我在{v}锻炼", "我是{v}的会员"),
            "use": ("早上在{v}练了腿，今晚唱歌可能要坐着了。", "周一在{v}有课，来不了了。"),
            "dist": ("{v}一月份有免费体验周，听说的。", "谁在歌本里夹了{v}的传单？哈哈。"),
            "old": ("路过{v}有点心虚，退卡以后就没去过了。",),
            "scope": ("平时去{v}，周日跟{x}去游泳。",),
        },
    },
    "voice": {
        "multi": False,
        "pool": {
            EN: {"m": ("tenor", "baritone", "bass"), "f": ("soprano", "alto", "mezzo")},
            ZH: {"m": ("男高音", "男中音", "男低音"), "f": ("女高音", "女中音", "女低音")},
        },  # fmt: skip
        "q": {
            EN: (
                "Which voice part does {n} sing in the choir now?",
                "Which voice part did {n} sing before?",
                "Which voice part does {n} sing?",
                "Which voice part is {n} planning to move to?",
            ),
            ZH: (
                "{n}现在在合唱团唱哪个声部？",
                "{n}以前唱哪个声部？",
                "{n}唱哪个声部？",
                "{n}打算改唱哪个声部？",
            ),
        },  # fmt: skip
        EN: {
            "pres": ("I sing {v}", "I'm in with the {v} lot", "I'm a {v}, for my sins"),
            "pres3": ("{n} sings {v}", "{n}'s with the {v} section"),
            "new": ("moved over to {v}", "got moved to {v} by Delyth", "switched to the {v} line"),
            "inf": ("try singing {v}", "ask Delyth about moving to {v}"),
            "use": (
                "Has anyone got a spare {v} part for the Rutter? I've lost mine again.",
                "Save me a seat with the {v} section tonight, I'll be ten minutes late.",
                "Our {v} line in the Karl Jenkins is gorgeous, can't stop humming it.",
            ),
            "dist": (
                "We really need more {v} voices for the Castle gig, bring your friends!",
                "Delyth says the {v} section was sharp last week, not naming names.",
                "Funny how every {v} I know drinks honey tea before a concert.",
            ),
            "old": ("Still catch myself singing the {v} line in the shower out of habit.",),
        },
        ZH: {
            "vp": ("改唱{v}", "调到{v}声部"),
            "done": ("改唱{v}了", "被Delyth调到{v}声部了"),
            "pres": ("我唱{v}", "我在{v}声部"),
            "use": (
                "谁有多的Rutter{v}声部谱子？我的又找不到了。",
                "今晚帮我在{v}那边留个座位，我晚十分钟到。",
            ),
            "dist": (
                "城堡那场演出我们还缺{v}，大家可以叫朋友来。",
                "Delyth说上周{v}声部有点偏高，不点名了哈。",
            ),
            "old": ("洗澡的时候还是会习惯性唱{v}的旋律。",),
        },
    },
    "energy": {
        "multi": False,
        "pool": {
            EN: (
                "Octopus Energy",
                "British Gas",
                "OVO",
                "E.ON",
                "Afon Energy",
                "Draig Power",
                "EDF",
            )
        },  # fmt: skip
        "q": {
            EN: (
                "Which energy supplier is {n} with now?",
                "Which energy supplier was {n} with before?",
                "Which energy supplier is {n} with?",
                "Which energy supplier is {n} planning to switch to?",
            ),
            ZH: (
                "{n}家现在用哪家能源公司？",
                "{n}家以前用哪家能源公司？",
                "{n}家用哪家能源公司？",
                "{n}打算换到哪家能源公司？",
            ),
        },  # fmt: skip
        EN: {
            "pres": ("I'm with {v} for gas and electric", "my energy's with {v}"),
            "pres3": ("{n}'s with {v} for energy",),
            "new": (
                "switched the energy over to {v}",
                "moved gas and electric to {v}",
                "went with {v} for energy",
            ),
            "inf": ("switch to {v}", "go with {v}", "move the energy to {v}"),
            "use": (
                "The {v} app says I used half the electric this month, the new fridge is paying off.",
                "Had a {v} engineer round to fit the smart meter, so I missed the sectional, sorry.",
                "{v} have put my direct debit up again, lovely.",
            ),
            "dist": (
                "{v} on the news again for overcharging, shocking.",
                "Anyone know if {v} do a fixed tariff? Asking for my neighbour.",
                "Got a {v} leaflet through the door, straight in the recycling.",
            ),
            "old": ("Finally got my last refund from {v}, only took six months.",),
        },
        ZH: {
            "vp": ("换到{v}", "把电和燃气都转到{v}"),
            "pres": ("我家用的是{v}", "我们家电和燃气都是{v}的"),
            "use": (
                "{v}的app说这个月用电少了一半，新冰箱真省电。",
                "{v}的工程师今天来装智能电表，所以没去排练。",
            ),
            "dist": ("{v}又因为多收费上新闻了。", "有人知道{v}有没有固定电价套餐吗？帮邻居问的。"),
            "old": ("终于收到{v}退的最后一笔钱了，等了半年。",),
        },
    },
    "dentist": {
        "multi": False,
        "pool": {
            EN: (
                "Kings Road Dental",
                "Bayside Dental",
                "Gwên Dental Care",
                "Taff Smile Studio",
                "Albany Road Dental",
                "Castle Arcade Dentists",
            )
        },  # fmt: skip
        "q": {
            EN: (
                "Which dental practice is {n} registered with now?",
                "Which dental practice was {n} with before?",
                "Which dental practice is {n} registered with?",
                "Which dental practice is {n} planning to register with?",
            ),
            ZH: (
                "{n}现在在哪家牙科诊所看牙？",
                "{n}以前在哪家牙科诊所看牙？",
                "{n}在哪家牙科诊所看牙？",
                "{n}打算去哪家牙科诊所登记？",
            ),
        },  # fmt: skip
        EN: {
            "pres": ("I'm registered at {v}", "my dentist is {v}"),
            "pres3": ("{n}'s dentist is {v}", "{n} goes to {v}"),
            "new": ("registered with {v}", "moved to {v} for the dentist", "got taken on at {v}"),
            "inf": ("register at {v}", "get on the list at {v}"),
            "use": (
                "Numb face after a filling at {v}, so I'll be miming tonight.",
                "{v} have booked my check-up on concert night, of course they have.",
                "The hygienist at {v} told me off about the Welsh cakes, the cheek.",
            ),
            "dist": (
                "Heard {v} are taking NHS patients again, in case anyone's stuck.",
                "My neighbour swears by {v}, I've never been.",
                "Is {v} the one by the big Tesco?",
            ),
            "old": ("Got a letter from {v} saying I've been taken off their list, fair enough.",),
        },
        ZH: {
            "vp": ("去{v}登记", "换到{v}看牙"),
            "done": ("在{v}登记了", "换到{v}看牙了"),
            "pres": ("我的牙医在{v}", "我在{v}看牙"),
            "use": (
                "刚在{v}补完牙，脸还是麻的，今晚只能假唱了。",
                "{v}把我的检查约在演出那天，真会挑时间。",
            ),
            "dist": ("听说{v}又收NHS病人了，需要的可以试试。", "我邻居说{v}很好，我没去过。"),
            "old": ("收到{v}的信说把我从名单上删了，也是，好几年没去了。",),
        },
    },
    "instrument": {
        "multi": True,
        "pool": {
            EN: ("piano", "harp", "cello", "ukulele", "violin", "flute", "clarinet", "trumpet"),
            ZH: ("钢琴", "竖琴", "大提琴", "尤克里里", "小提琴", "长笛", "二胡", "古筝"),
        },  # fmt: skip
        "q": {
            EN: (
                "Which instruments does {n} play now?",
                "",
                "",
                "Which instrument is {n} planning to take up?",
            ),
            ZH: ("{n}现在会哪些乐器？", "", "", "{n}打算学什么乐器？"),
        },  # fmt: skip
        EN: {
            "pres": ("I play the {v}", "I've played the {v} since school"),
            "pres3": ("{n} plays the {v}",),
            "new": (
                "took up the {v} as well",
                "started {v} lessons too",
                "bought a {v} to learn alongside",
            ),
            "inf": ("take up the {v}", "learn the {v}"),
            "use": (
                "My {v} teacher says I should play in the spring concert, terrifying.",
                "Practised the {v} all afternoon while the neighbours were out.",
                "Restrung the {v} last night, my fingers are in bits.",
            ),
            "dist": (
                "Saw a busker playing the {v} on Queen Street, absolutely brilliant.",
                "Anyone want a {v}? My nephew's given up after two lessons.",
                "There's a {v} recital at Chapter on Friday if anyone fancies it.",
            ),
        },
        ZH: {
            "vp": ("也开始学{v}", "报个{v}课"),
            "done": ("也开始学{v}了", "又买了一把{v}，已经在上课了"),
            "pres": ("我从小练{v}", "我平时练{v}"),
            "use": ("{v}老师说我可以参加春季音乐会，好紧张。", "趁邻居不在家练了一下午{v}。"),
            "dist": (
                "Queen Street上有个街头艺人在表演{v}，太好听了。",
                "Chapter周五有{v}独奏会，有人想去吗？",
            ),
        },
    },
    "language": {
        "multi": True,
        "pool": {
            EN: (
                "Spanish",
                "Italian",
                "Japanese",
                "BSL",
                "French",
                "Portuguese",
                "German",
                "Mandarin",
            ),
            ZH: ("西班牙语", "法语", "日语", "意大利语", "德语", "手语", "韩语"),
        },  # fmt: skip
        "q": {
            EN: (
                "Which languages is {n} learning now?",
                "",
                "",
                "Which language is {n} planning to start?",
            ),
            ZH: ("{n}现在在学哪些语言？", "", "", "{n}打算学什么语言？"),
        },  # fmt: skip
        EN: {
            "pres": ("I'm learning {v}", "I do {v} on Duolingo every morning"),
            "pres3": ("{n} is learning {v}",),
            "new": (
                "started {v} classes as well",
                "signed up for {v} at the adult learning centre too",
            ),
            "inf": ("start {v}", "learn some {v}"),
            "use": (
                "The Duolingo owl is furious with me, missed four days of {v}.",
                "My {v} homework is due tomorrow and I've done none of it, send help.",
            ),
            "dist": (
                "The {v} film at Chapter last night was lovely, subtitles and all.",
                "My niece is doing {v} GCSE, she's way better than her teacher.",
            ),
        },
        ZH: {
            "vp": ("也开始学{v}", "去报个{v}班"),
            "done": ("也开始学{v}了", "又报了一个{v}班"),
            "pres": ("我在学{v}", "我每天早上在Duolingo上学{v}"),
            "use": ("{v}作业明天要交，我一点没写。", "Duolingo上{v}断了四天，猫头鹰要生气了。"),
            "dist": (
                "昨天在Chapter看了一部{v}电影，挺好看的。",
                "我外甥女GCSE考{v}，比老师还厉害。",
            ),
        },
    },
    "pet": {
        "multi": True,
        "pool": {
            EN: (
                "whippet",
                "corgi",
                "rabbit",
                "tortoise",
                "cockatiel",
                "spaniel",
                "ragdoll cat",
                "guinea pig",
            ),
            ZH: ("柯基", "布偶猫", "兔子", "乌龟", "鹦鹉", "仓鼠", "金毛"),
        },  # fmt: skip
        "q": {
            EN: ("What pets does {n} have now?", "", "", "What pet is {n} planning to get?"),
            ZH: ("{n}现在养了哪些宠物？", "", "", "{n}打算养什么宠物？"),
        },  # fmt: skip
        EN: {
            "pres": ("I've got a {v}", "I share the house with a very spoilt {v}"),
            "pres3": ("{n} has a {v}",),
            "new": ("adopted a {v} as well", "brought home a {v} from the rescue too"),
            "inf": ("get a {v}", "adopt a {v}"),
            "use": (
                "Sorry for leaving early, the {v} had been on his own all day.",
                "Vet bill for the {v} this month, don't even ask.",
            ),
            "dist": (
                "There's a {v} on the Dogs Trust page that needs a home, look at that face.",
                "My neighbour's {v} got into our garden again.",
            ),
        },
        ZH: {
            "vp": ("再养一只{v}", "领养一只{v}"),
            "done": ("又领养了一只{v}", "又收养了一只{v}"),
            "pres": ("我养了一只{v}", "家里有只{v}"),
            "use": ("先走了，家里的{v}一个人待了一整天。", "这个月{v}看兽医花了好多钱。"),
            "dist": (
                "Dogs Trust网站上有只{v}在找主人，好可爱。",
                "邻居家的{v}又跑到我们院子里了。",
            ),
        },
    },
}

SINGLE = tuple(k for k, s in SLOTS.items() if not s["multi"])
MULTI = tuple(k for k, s in SLOTS.items() if s["multi"])
# Slots whose values are spelled the same in both languages (anyone can report them).
SHARED = tuple(k for k, s in SLOTS.items() if ZH not in s["pool"] or s["pool"][ZH] == s["pool"][EN])
WE_SLOTS = ("home", "energy")


def pool_for(key: str, lang: str, gender: str) -> tuple[str, ...]:
    pools = SLOTS[key]["pool"]
    pool = pools.get(lang, pools[EN])
    return pool[gender] if isinstance(pool, dict) else pool


def all_pool_values() -> set[str]:
    out: set[str] = set()
    for s in SLOTS.values():
        for pool in s["pool"].values():
            for part in pool.values() if isinstance(pool, dict) else (pool,):
                out.update(part)
    return out


# ---------------------------------------------------------------------------------------------
# Wrappers: how a change, a plan or an introduction is said, around the slot fragments.
# ---------------------------------------------------------------------------------------------

W_EN = {
    "intro": ("{P}, if that helps anyone.", "For the new folk: {p}.", "Ha, same here, {p}.",
              "{P}, have been for a good while now.", "{P}. Just saying, in case it comes up."),
    "direct": ("Bit of news: I {new}!", "So I {new} last week 🙌", "Update from me, I {new}.",
               "Finally {new}. Took long enough.", "I {new} on Saturday, still buzzing.",
               "Well, that's done: I {new}."),
    "late": ("Forgot to mention, I {new} back in {month}.", "Oh I never said, I {new} a few weeks ago.",
             "Meant to tell you all ages ago: I {new} in {month}.",
             "Realised I never told the chat, I {new} back at the start of {month}."),
    "neg_ask": ("{n}, is it still {old} for you?", "{n} remind me, is it {old} with you?",
                "Quick one for {n}: still {old}?"),
    "neg": ("No, not {old} any more, I {new} in {month}.", "Not any more! I {new}, {old} is history.",
            "Ah no, it's not {old} now. I {new} a while back."),
    "slip1": ("{P}, so I'm no help, sorry.", "{P}, so can't tell you, sorry."),
    "slip2": ("Sorry, I meant {v}, not {old}! I {new} a few weeks ago, old habits.",
              "*{v}, sorry. The old one was {old}, I {new} recently. Long day."),
    "third": ("{n} {new}, did everyone know?", "Guess who {new}? {n}! Told me at the tea break.",
              "Heard {n} {new}. Good for them.", "Just so you know, {n} {new}, in case you need to update the list."),
    "pron1": ("Bumped into {n} on Queen Street on Saturday.", "Had a long coffee with {n} at the Castle Arcade yesterday.",
              "{n} rang me last night, we were on the phone for an hour."),
    "pron2": ("Aw, how's {s} doing?", "Oh lovely, is {s} alright?", "Haven't seen {o} in ages!"),
    "pron3": ("Really well! {S} {new}, {s}'s made up about it.", "Good! {S} {new} last month, sounds like a fresh start.",
              "Great actually, {s} {new}, {s} was full of it."),
    "self": ("News from {n} HQ: {n} {new}! 😄", "{n} {new}, and {n} is very smug about it.",
             "Announcement: {n} has news. {n} {new}. That is all."),
    "we": ("We {new}! Boxes everywhere.", "Big week in our house: we {new}.", "We finally {new}, so that's sorted."),
    "we_late": ("Forgot to say, we {new} back in {month}.",),
    "plan": ("Thinking I might {inf}, anyone done it?", "I'm going to {inf} once things calm down.",
             "Seriously tempted to {inf}.", "Half thinking of trying to {inf} this year."),
    "drop": ("Not going to {inf} after all, I'm staying as I am.", "Scrap what I said about {v}, decided against it.",
             "Update: the {v} idea fell through, so nothing changes."),
    "idle": ("One of these days I'll {inf}.", "I keep saying I'll {inf}. Maybe next year.",
             "If I was braver I'd {inf}, honestly."),
    "pending": ("Going to {inf} in the spring, it's all being arranged.", "Decision made: I'm going to {inf} soon.",
                "I'm planning to {inf} in the next couple of months."),
    "hyp": ("If I won the lottery I'd {inf} tomorrow.", "In another life I'd {inf}, ha."),
}  # fmt: skip

W_ZH = {
    "intro": ("{p}，顺便说一下。", "对，{p}。", "我也是，{p}。", "{p}，好几年了。", "{p}，有需要可以问我。"),
    "direct": ("跟大家说个事：我{vp}了！", "我上周{vp}了🙌", "更新一下，我{vp}了。", "终于{vp}了，折腾了好久。"),
    "late": ("忘了跟大家说，我{month}就{vp}了。", "一直没说，我几个星期前{vp}了。", "忘记讲了，我{month}的时候已经{vp}了。"),
    "neg_ask": ("{n}，你还是{old}吗？", "{n}，你现在还是{old}对吧？"),
    "neg": ("不是{old}了，我{month}就{vp}了。", "早就不是{old}啦，我已经{vp}了。"),
    "slip1": ("{p}，所以帮不上忙，不好意思。",),
    "slip2": ("说错了，是{v}，不是{old}！我前几个星期{vp}了，习惯了。", "打错了，现在是{v}，{old}是以前的。"),
    "third": ("听说{n}{vp}了，大家知道吗？", "{n}跟我说{s}{vp}了。", "{n}{vp}了，名单上记得改一下。"),
    "pron1": ("周六在Queen Street碰到{n}了。", "昨天跟{n}喝了个咖啡，聊了好久。"),
    "pron2": ("{s}最近怎么样？", "好久没见{s}了！"),
    "pron3": ("挺好的，{s}{vp}了，很开心。", "不错，{s}上个月{vp}了，说是新开始。"),
    "self": ("{n}宣布：{n}{vp}了！😄", "{n}{vp}了，{n}很得意。"),
    "we": ("我们{vp}了！家里全是箱子。", "我们家{vp}了。"),
    "we_late": ("忘了说，我们{month}就{vp}了。",),
    "plan": ("我在考虑{vp}，有人有经验吗？", "打算{vp}，等忙完这阵。", "有点想{vp}。"),
    "drop": ("{v}的事算了，还是不换了。", "最后没有{vp}，算了。", "想了想，{v}还是算了。"),
    "idle": ("总说要{vp}，一直没动。", "哪天有空了就{vp}，说了好几年了。"),
    "pending": ("明年春天打算{vp}，已经在安排了。", "决定了，过两个月就{vp}。"),
    "hyp": ("要是中了彩票我明天就{vp}。",),
}  # fmt: skip

SMALL1_EN = (
    "Honestly what a week, the kids have had chickenpox and the boiler packed in on Tuesday",
    "Sorry for the essay but I've had such a day",
    "Right, catching up on the chat after a mad week",
    "Lovely rehearsal tonight, my throat's a bit sore from the Gloria though",
    "Just back from my mam's in Swansea, traffic on the M4 was horrendous",
)  # fmt: skip
SMALL2_EN = (
    "anyway, has anyone got a spare copy of the Rutter? Mine's covered in coffee.",
    "anyway, see you all Thursday, I'll bring biscuits.",
    "and does anyone know if the hall is open on the bank holiday Monday?",
    "but mainly I wanted to say well done everyone for Saturday, we sounded amazing.",
)  # fmt: skip
SMALL1_ZH = ("这周真是忙死了，孩子生病，热水器也坏了", "刚看完群里的消息，不好意思回复晚了",
             "今晚排练很开心，就是嗓子有点哑")  # fmt: skip
SMALL2_ZH = (
    "周四见，我带饼干。",
    "有人有多的Rutter谱子吗？我的洒上咖啡了。",
    "大家周六唱得太好了！",
)

# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news, and no slot value (checked in `generate`).
# ---------------------------------------------------------------------------------------------

SONGS = ("Calon Lân", "Myfanwy", "Gwahoddiad", "the Rutter Gloria", "Bridge over Troubled Water",
         "Anfonaf Angel", "Hallelujah", "Ar Lan y Môr", "the Karl Jenkins", "Africa")  # fmt: skip
EVENTS = ("the St David's Day concert", "the carols at the Castle", "the Millennium Centre foyer gig",
          "the summer fundraiser", "the hospice coffee morning", "the Eisteddfod fringe")  # fmt: skip
VENUES = ("St David's Hall", "the Millennium Centre", "Chapter", "Cardiff Castle", "the Temple of Peace",
          "St John's Church")  # fmt: skip
BAKES = (
    "Welsh cakes",
    "bara brith",
    "a lemon drizzle",
    "flapjacks",
    "brownies",
    "a Victoria sponge",
)

FILL_EN = (
    "Rehearsal notes: we're doing {song} from bar {num} on Thursday, bring pencils!",
    "Who's on the cake rota this week? I can do {bake} if nobody's signed up.",
    "{Song} at the end tonight gave me goosebumps, honestly.",
    "Stuck in traffic on Newport Road, going to be late, sorry all.",
    "Reminder: subs are due by the end of the month, £{num} for the term.",
    "Did anyone leave a blue scarf in the church hall? It's on the chair by the door.",
    "{Venue} have confirmed us for {event}, Delyth is thrilled.",
    "Wales were robbed on Saturday, I'm still not over it.",
    "Rain again. Of course it is, it's Cardiff.",
    "Can someone post the link to the practice tracks again?",
    "Lovely to see so many new faces tonight! Croeso i bawb!",
    "Diolch to everyone who came to {event}, we raised £{num}0 for the hospice.",
    "My voice has gone completely, I'll come on Thursday but I'll just listen 🙊",
    "Just a heads up, the hall heating is broken again, bring a jumper.",
    "Who's coming to the pub after? Usual place.",
    "Does anyone have a spare black folder? Mine's falling apart.",
    "Happy birthday {name}! 🎂 Pen-blwydd hapus!",
    "{name} that solo was stunning tonight 👏",
    "Concert dress is black with the red scarves, yes?",
    "The {bake} were gone in five minutes, well done whoever made them.",
    "Is it just me or is {song} pitched way too high for a Thursday night?",
    "Bute Park was gorgeous this morning, the blossom is out.",
    "Listening back to the recording from {event}, we sound better than I thought!",
    "Can't find my glasses. If anyone sees a pair in a red case, they're mine.",
    "Traffic round the stadium on match day is a nightmare, leave early.",
    "Who's got the key to the music cupboard? It's locked and the folders are in there.",
    "Lovely evening at {venue}, thank you to everyone who came.",
    "Tickets for {event} are on sale now, please share with friends and family!",
    "Snow forecast for Thursday, Delyth says she'll decide about rehearsal by lunchtime.",
    "I've printed the words for {song} in big font for anyone who needs them.",
    "Anyone fancy sharing lifts to the Eisteddfod this year?",
    "Bara brith on the table at the break, help yourselves.",
    "That's me done for the week, nos da everyone.",
    "Has anyone heard from Delyth about the summer programme?",
    "Warm-ups tonight nearly killed me, who knew lip trills could be cardio.",
    "Does anybody know a good place to get the concert photos printed?",
    "Thinking of you {name}, hope your mam's feeling better x",
    "The acoustics at {venue} are something else, I could hear every single part.",
    "Can we please not do the sirens warm-up again, my cat left the room when I practised it 😂",
    "Who's bringing the urn for {event}? The church one has died.",
    "Delyth's sent round the new seating plan, I'm next to the radiator, result.",
    "Anyone else find the Latin in the Fauré impossible? My tongue is in knots.",
    "Car share to {venue} on Saturday? I've got one seat left, leaving at half five.",
    "Just watched the video of us at {event} and I'm crying again.",
    "Please can everyone return their library copies of {song}, we're being charged.",
    "The chip shop near the hall has closed down, where are we going after now?",
    "Thank you for the card and the flowers, you lot are the best, honestly.",
    "Did anyone else get soaked walking in tonight? My shoes are still wet.",
    "New music arrived! {Song} and two carols, pick up your copies on Thursday.",
    "Reminder that Thursday is the open evening, bring a friend who likes singing!",
    "My granddaughter has started humming {song}, I've created a monster.",
    "Power cut on our street so I'm practising by candlelight, very atmospheric.",
    "Raffle prizes needed for {event}, anything at all, even a bottle of wine.",
    "Who took the last custard cream? I have questions.",
    "Is the Six Nations on the big screen at the pub on Saturday? Asking for the whole back row.",
)  # fmt: skip
FILL_SHORT_EN = ("Haha yes", "😂😂😂", "Same!", "Diolch!", "See you Thursday x", "Lovely, thanks",
                 "Good luck everyone!", "Ooh yes please", "Count me in", "Aww 🥰", "Iechyd da!",
                 "Brilliant news", "Nos da all")  # fmt: skip
FILL_DABBLE = ("Concert tomorrow, 加油 everyone!", "Had dim sum with the kids in town, 好吃!",
               "Bought mooncakes for the break, 中秋快乐 to our Chinese members!",
               "Happy 新年 everyone! 🧧", "Remembering to breathe, 慢慢来 as Yuting would say.")  # fmt: skip
FILL_ZH = (
    "今晚排练辛苦了，大家早点休息。", "周四的排练我会晚一点到。", "有人知道演出要穿什么吗？",
    "{song}那段高音我还是唱不上去😂", "下雨了，大家出门记得带伞。", "今天带了月饼，休息的时候大家尝尝。",
    "谢谢大家，今晚很开心！", "谁有练习音频的链接？发一下，谢谢。", "Delyth说下周要合排，大家不要迟到哦。",
    "好的", "哈哈哈哈", "收到👍", "生日快乐{name}！🎂", "昨天的录音听了，我们唱得不错嘛。",
    "演出的票在哪里买？想带朋友来。", "{venue}的音响效果太好了。", "周六的比赛太可惜了，威尔士差一点就赢了。",
    "今天Bute Park的花都开了，好漂亮。", "我做了{bake_zh}，明天带过去。", "新来的朋友欢迎欢迎！",
    "{song}的歌词好难记，威尔士语发音太难了😂", "今晚堵车，可能要晚到二十分钟。", "谁周六要去{venue}？可以一起走。",
    "这周排练取消了吗？没看到通知。", "下周的合排在{venue}，别走错地方。", "我的谱夹好像落在教堂了，谁看到了吗？",
    "刚听了{event}的录音，感动哭了。", "今天的热身太累了，比健身还累哈哈。", "小朋友们放假了，我这周可能来不了。",
    "有人想一起拼车去Eisteddfod吗？", "今天的蛋糕是谁做的？太好吃了！", "暴雨预警，大家路上小心。",
    "这次的曲目我最喜欢{song}。", "Delyth今天心情很好，哈哈。", "抽奖的奖品还需要吗？我可以捐一瓶酒。",
)  # fmt: skip
BAKES_ZH = ("蛋糕", "饼干", "葱油饼", "月饼", "蛋挞")

# ---------------------------------------------------------------------------------------------
# The world builder.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    lang: str
    g: str
    selfname: bool = False
    dabbler: bool = False
    partner: str | None = None


@dataclass
class Msg:
    day: int
    minute: int
    speaker: str
    text: str
    lang: str
    filler: bool = False


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def low(s: str) -> str:
    """Lower-case the first letter unless it starts with 'I ' or a value-like capital word."""
    return s if s.startswith(("I ", "I'")) or not s[:1].isupper() else s[:1].lower() + s[1:]


def pron(p: Person, lang: str) -> dict[str, str]:
    if lang == ZH:
        s = "他" if p.g == "m" else "她"
        return {"s": s, "S": s, "o": s}
    s, o = ("he", "him") if p.g == "m" else ("she", "her")
    return {"s": s, "S": cap(s), "o": o}


class Builder:
    """Builds one seed's people, episodes and probes."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.msgs: list[Msg] = []
        self.busy: dict[int, list[tuple[int, int]]] = {}
        self.probes: list[dict[str, Any]] = []
        self.optional: list[dict[str, Any]] = []  # historical / as_of probes, trimmed if too many
        rng = self.rng
        n = rng.randint(11, 13)
        n_zh = round(n / 4)
        picked = rng.sample(EN_PEOPLE, n - n_zh) + rng.sample(ZH_PEOPLE, n_zh)
        self.people = [Person(nm, ZH if (nm, g) in ZH_PEOPLE else EN, g) for nm, g in picked]
        rng.shuffle(self.people)
        self.by_name = {p.name: p for p in self.people}
        en = [p for p in self.people if p.lang == EN]
        for p in rng.sample(en, 2):
            p.selfname = True
        for p in rng.sample(en, 2):
            p.dabbler = True
        a, b = rng.sample(en, 2)
        a.partner, b.partner = b.name, a.name
        self.pair = (a, b)

    # -- low-level ------------------------------------------------------------------------

    def f(self, key: str, lang: str, kind: str) -> str:
        return self.rng.choice(SLOTS[key][lang][kind])

    def w(self, lang: str, kind: str) -> str:
        return self.rng.choice((W_ZH if lang == ZH else W_EN)[kind])

    def say(self, day: int, block: list[tuple[str, str]], filler: bool = False) -> None:
        """Put a block of consecutive messages on a day, clear of other blocks if possible."""
        day = max(0, min(LAST_DAY, day))
        span = 3 * len(block) + 2
        taken = self.busy.setdefault(day, [])
        start = 0
        for _ in range(40):
            start = self.rng.randint(420, 1380 - span)
            if all(start + span <= a or start >= b for a, b in taken):
                break
        taken.append((start, start + span))
        for i, (who, text) in enumerate(block):
            lang = self.by_name[who].lang
            self.msgs.append(
                Msg(day, start + 3 * i + self.rng.randint(0, 2), who, text, lang, filler)
            )

    def other(self, exclude: set[str], lang: str | None = None) -> Person | None:
        cands = [
            p for p in self.people if p.name not in exclude and (lang is None or p.lang == lang)
        ]
        return self.rng.choice(cands) if cands else None

    def text(
        self,
        lang: str,
        kind: str,
        key: str,
        v: str,
        old: str = "",
        day: int = 0,
        who: Person | None = None,
        pres_v: str | None = None,
    ) -> str:
        """A wrapper filled with this slot's fragments (English or Chinese)."""
        tpl = self.w(lang, kind)
        kw: dict[str, str] = {"v": v, "old": old, "month": month_of(day, lang)}
        if who is not None:
            kw["n"] = who.name
            kw.update(pron(who, lang))
        pv = pres_v if pres_v is not None else v
        if lang == ZH:
            tpl = tpl.replace("{vp}了", "{done}")
            kw["vp"] = self.f(key, ZH, "vp").format(v=v)
            kw["done"] = self.done(key, v)
            kw["p"] = kw["P"] = self.f(key, ZH, "pres").format(v=pv)
        else:
            kw["new"] = self.f(key, EN, "new").format(v=v)
            kw["inf"] = self.f(key, EN, "inf").format(v=v)
            pres = self.f(key, EN, "pres").format(v=pv)
            kw["p"], kw["P"] = low(pres), cap(pres)
        return tpl.format(**kw)

    def done(self, key: str, v: str) -> str:
        """A Chinese perfective clause: the slot's own, else its verb phrase with 了."""
        frags = SLOTS[key][ZH]
        if "done" in frags:
            return self.rng.choice(frags["done"]).format(v=v)
        return self.rng.choice(frags["vp"]).format(v=v) + "了"

    def long_line(self, lang: str, inner: str) -> str:
        inner = inner.rstrip("。.!！")
        if lang == ZH:
            return f"{self.rng.choice(SMALL1_ZH)}。对了，{inner}。{self.rng.choice(SMALL2_ZH)}"
        return f"{self.rng.choice(SMALL1_EN)}. Oh and {low(inner)}, {self.rng.choice(SMALL2_EN)}"

    # -- one change, said in one of many ways ----------------------------------------------

    def reporter(self, key: str, subj: list[Person]) -> Person | None:
        lang = None if key in SHARED else subj[0].lang
        return self.other({s.name for s in subj}, lang)

    def change(
        self, subj: list[Person], key: str, old: str, v: str, d: int, mode: str, prev_known: int
    ) -> int:
        """Say a change that happened on day d; return the day it became known."""
        rng, p = self.rng, subj[0]
        lang, name = p.lang, p.name
        if len(subj) == 2:  # a household: "we", or somebody else naming both
            speaker = rng.choice(subj).name
            if mode == "we_late":
                r = d + rng.randint(15, 35)
                self.say(r, [(speaker, self.text(EN, "we_late", key, v, old, d))])
                return r
            if mode == "third_pair":
                rep = self.other({s.name for s in subj}) or p
                new = self.f(key, EN, "new").format(v=v)
                line = rng.choice(
                    (
                        f"{subj[0].name} and {subj[1].name} {new}, did you all know?",
                        f"Heard {subj[0].name} and {subj[1].name} {new}! Housewarming soon I hope.",
                    )
                )
                self.say(d + 3, [(rep.name, line)])
                return d + 3
            if mode == "use":
                self.say(d, [(speaker, self.f(key, EN, "use").format(v=v))])
                return d
            self.say(d, [(speaker, self.text(EN, "we", key, v, old, d))])
            return d
        if mode in ("third", "pron", "neg"):
            rep = self.reporter(key, subj)
            if rep is None:
                mode = "direct"
        if mode == "direct":
            self.say(d, [(name, self.text(lang, "direct", key, v, old, d))])
        elif mode == "use":
            self.say(d, [(name, self.f(key, lang, "use").format(v=v))])
        elif mode == "long":
            inner = (
                f"我{self.done(key, v)}"
                if lang == ZH
                else f"I {self.f(key, EN, 'new').format(v=v)}"
            )
            self.say(d, [(name, self.long_line(lang, inner))])
        elif mode == "we":
            self.say(d, [(name, self.text(lang, "we", key, v, old, d))])
        elif mode == "self":
            self.say(d, [(name, self.text(EN, "self", key, v, old, d, who=p))])
        elif mode == "plan_done":
            pd = max(prev_known + 3, d - rng.randint(15, 40))
            self.say(pd, [(name, self.text(lang, "plan", key, v, old, d))])
            if rng.random() < 0.5:
                self.say(d, [(name, self.f(key, lang, "use").format(v=v))])
            else:
                self.say(d, [(name, self.text(lang, "direct", key, v, old, d))])
        elif mode == "late":
            r = d + rng.randint(15, 40)
            self.say(r, [(name, self.text(lang, "late", key, v, old, d))])
            return r
        elif mode == "slip":
            r = d + rng.randint(10, 30)
            self.say(
                r,
                [
                    (name, self.text(lang, "slip1", key, v, old, d, pres_v=old)),
                    (name, self.text(lang, "slip2", key, v, old, d)),
                ],
            )
            return r
        elif mode == "neg":
            r = d + rng.randint(5, 25)
            assert rep is not None
            self.say(
                r,
                [
                    (rep.name, self.text(rep.lang, "neg_ask", key, v, old, d, who=p)),
                    (name, self.text(lang, "neg", key, v, old, d)),
                ],
            )
            return r
        elif mode == "third":
            assert rep is not None
            r = d + rng.randint(2, 9)
            self.say(r, [(rep.name, self.text(rep.lang, "third", key, v, old, d, who=p))])
            return r
        elif mode == "pron":
            assert rep is not None
            asker = self.other({name, rep.name}) or rep
            r = d + rng.randint(2, 9)
            self.say(
                r,
                [
                    (rep.name, self.text(rep.lang, "pron1", key, v, old, d, who=p)),
                    (asker.name, self.text(asker.lang, "pron2", key, v, old, d, who=p)),
                    (rep.name, self.text(rep.lang, "pron3", key, v, old, d, who=p)),
                ],
            )
            return r
        return d

    def intro(self, subj: list[Person], key: str, v: str, day: int) -> None:
        p, rng = subj[0], self.rng
        if len(subj) == 2:
            line = rng.choice(
                (
                    f"{subj[1].name} and I live in {v}, so we're only ten minutes from the hall.",
                    f"We're in {v}, me and {subj[1].name}, been there for years now.",
                )
            )
            self.say(day, [(rng.choice(subj).name, line)])
            return
        r = rng.random()
        if r < 0.6:
            line = self.text(p.lang, "intro", key, v)
        elif r < 0.85:
            line = self.f(key, p.lang, "use").format(v=v)
        else:
            pres = self.f(key, p.lang, "pres").format(v=v)
            line = self.long_line(p.lang, pres)
        self.say(day, [(p.name, line)])

    # -- plans and side mentions ----------------------------------------------------------

    def plan_dropped(self, p: Person, key: str, v: str, lo: int, hi: int) -> bool:
        if hi - lo < 40:
            return False
        a = self.rng.randint(lo + 5, hi - 30)
        self.say(a, [(p.name, self.text(p.lang, "plan", key, v))])
        self.say(a + self.rng.randint(8, 22), [(p.name, self.text(p.lang, "drop", key, v))])
        return True

    def mentions(
        self,
        p: Person,
        key: str,
        cur: str,
        olds: list[str],
        after: int,
        spare: list[str],
        vocab: set[str],
    ) -> None:
        """Lines that name values without changing anything: use of the current value, a look
        back at an old one, distractors, a hypothetical, a scoped exception."""
        rng, lang, frags = self.rng, p.lang, SLOTS[key][p.lang]
        lo = min(after + 8, LAST_DAY - 2)
        if rng.random() < 0.5:
            self.say(rng.randint(lo, LAST_DAY), [(p.name, self.f(key, lang, "use").format(v=cur))])
        if olds and "old" in frags and rng.random() < 0.4:
            self.say(
                rng.randint(lo, LAST_DAY),
                [(p.name, self.f(key, lang, "old").format(v=rng.choice(olds)))],
            )
        for k in range(2):
            if not spare or rng.random() > (0.85 if k == 0 else 0.3):
                continue
            x = spare.pop()
            who = p if rng.random() < 0.7 else (self.reporter(key, [p]) or p)
            if who is p:
                vocab.add(x)
            self.say(
                rng.randint(5, LAST_DAY), [(who.name, self.f(key, who.lang, "dist").format(v=x))]
            )
        if spare and rng.random() < 0.15:
            x = spare.pop()
            vocab.add(x)
            self.say(rng.randint(5, LAST_DAY), [(p.name, self.text(lang, "hyp", key, x))])
        if spare and "scope" in frags and rng.random() < 0.4:
            x = spare.pop()
            vocab.add(x)
            self.say(
                rng.randint(lo, LAST_DAY), [(p.name, self.f(key, lang, "scope").format(v=cur, x=x))]
            )

    def probe(
        self,
        p: Person,
        key: str,
        kind: str,
        gold: list[str],
        vocab: set[str],
        outdated: tuple[str, ...] | list[str] = (),
        abandoned: tuple[str, ...] | list[str] = (),
        as_of: int | None = None,
        optional: bool = False,
    ) -> None:
        qi = {"current": 0, "coexisting": 0, "historical": 1, "as_of": 2, "planning": 3}[kind]
        q = SLOTS[key]["q"][p.lang][qi].format(n=p.name)
        d: dict[str, Any] = {
            "subject": p.name,
            "kind": kind,
            "question": q,
            "slot": key,
            "gold": list(gold),
            "outdated": list(outdated),
            "values": sorted(vocab | set(gold)),
            "abandoned": list(abandoned),
        }
        if as_of is not None:
            d["as_of_day"] = as_of
        (self.optional if optional else self.probes).append(d)

    # -- one slot of one person (or household) ----------------------------------------------

    def gen_single(self, subj: list[Person], key: str) -> None:
        rng, p = self.rng, subj[0]
        pool = list(pool_for(key, p.lang, p.g))
        rng.shuffle(pool)
        c = rng.choice((1, 2, 2, 2, 3)) if len(pool) >= 6 else rng.choice((1, 2))
        vals, spare = pool[: c + 1], pool[c + 1 :]
        vocab = set(vals)
        d0 = rng.randint(1, 80)
        while True:
            days = sorted(rng.sample(range(d0 + 70, 680), c))
            if all(b - a >= 80 for a, b in zip(days, days[1:], strict=False)):
                break
        self.intro(subj, key, vals[0], d0)
        if len(subj) == 2:
            modes = rng.sample(["we", "we", "we_late", "third_pair", "use"], c)
        else:
            pool_modes = [
                "direct",
                "use",
                "late",
                "neg",
                "slip",
                "third",
                "pron",
                "long",
                "plan_done",
            ]
            if p.selfname:
                pool_modes.append("self")
            if key in WE_SLOTS:
                pool_modes.append("we")
            modes = rng.sample(pool_modes, c)
        known = [d0]
        for i in range(c):
            known.append(self.change(subj, key, vals[i], vals[i + 1], days[i], modes[i], known[-1]))
        abandoned: list[str] = []
        pending = None
        end = LAST_DAY - 5
        if spare and known[-1] < 640 and rng.random() < 0.3:
            pending = spare.pop()
            pday = rng.randint(max(known[-1] + 20, 600), 715)
            self.say(pday, [(p.name, self.text(p.lang, "pending", key, pending))])
            end = pday - 3
        gaps = [(known[i], days[i]) for i in range(c) if modes[i] != "plan_done"] + [
            (known[-1], end)
        ]
        if spare and rng.random() < 0.35:
            lo, hi = rng.choice(gaps)
            x = spare[-1]
            if self.plan_dropped(p, key, x, lo, hi):
                abandoned.append(spare.pop())
        if spare and rng.random() < 0.25:
            lo, hi = rng.choice(gaps)
            if hi - lo > 10:
                x = spare.pop()
                abandoned.append(x)
                self.say(rng.randint(lo + 3, hi - 3), [(p.name, self.text(p.lang, "idle", key, x))])
        self.mentions(p, key, vals[-1], vals[:-1], known[-1], spare, vocab)
        vocab |= set(abandoned) | ({pending} if pending else set())
        asofs = [
            (i, rng.randint(known[i] + 3, days[i] - 3))
            for i in range(c)
            if days[i] - known[i] >= 12
        ]
        for who in subj:
            self.probe(who, key, "current", [vals[-1]], vocab, vals[:-1], abandoned)
            self.probe(who, key, "historical", [vals[-2]], vocab, optional=True)
            if asofs:
                i, day = rng.choice(asofs)
                self.probe(who, key, "as_of", [vals[i]], vocab, as_of=day, optional=True)
            if pending:
                self.probe(who, key, "planning", [pending], vocab, abandoned=abandoned)

    def gen_multi(self, p: Person, key: str) -> None:
        rng = self.rng
        pool = list(pool_for(key, p.lang, p.g))
        rng.shuffle(pool)
        v0, v1, spare = pool[0], pool[1], pool[2:]
        vocab = {v0, v1}
        d0 = rng.randint(1, 150)
        d1 = rng.randint(d0 + 60, 620)
        self.intro([p], key, v0, d0)
        modes = ["direct", "use", "late", "third", "long"] + (["self"] if p.selfname else [])
        known = self.change([p], key, v0, v1, d1, rng.choice(modes), d0)
        if rng.random() < 0.5:
            self.say(
                rng.randint(known + 5, LAST_DAY),
                [(p.name, self.f(key, p.lang, "use").format(v=v0))],
            )
        abandoned: list[str] = []
        pending = None
        if rng.random() < 0.3:
            pending = spare.pop()
            self.say(
                rng.randint(max(known + 20, 620), 715),
                [(p.name, self.text(p.lang, "pending", key, pending))],
            )
        if rng.random() < 0.4:
            x = spare.pop()
            abandoned.append(x)
            if not (rng.random() < 0.5 and self.plan_dropped(p, key, x, d0, d1)):
                self.say(
                    rng.randint(d0 + 5, LAST_DAY - 30),
                    [(p.name, self.text(p.lang, "idle", key, x))],
                )
        if rng.random() < 0.7:
            x = spare.pop()
            who = p if rng.random() < 0.7 else (self.reporter(key, [p]) or p)
            if who is p:
                vocab.add(x)
            self.say(
                rng.randint(5, LAST_DAY), [(who.name, self.f(key, who.lang, "dist").format(v=x))]
            )
        vocab |= set(abandoned) | ({pending} if pending else set())
        self.probe(p, key, "coexisting", [v0, v1], vocab, abandoned=abandoned)
        if pending:
            self.probe(p, key, "planning", [pending], vocab, abandoned=abandoned)

    # -- everyday chat ------------------------------------------------------------------------

    def filler(self, total: int) -> None:
        rng = self.rng
        a, b = self.pair
        word = "husband" if b.g == "m" else "wife"
        self.say(
            rng.randint(3, 40),
            [
                (
                    a.name,
                    f"Happy anniversary to my {word} {b.name}, twenty years and still singing together 💕",
                )
            ],
            True,
        )
        self.say(
            rng.randint(41, 90),
            [
                (
                    b.name,
                    f"{a.name} and I will bring the urn for the coffee morning, we've got a spare one at home.",
                )
            ],
            True,
        )
        weights = [3 if p.lang == EN else 2 for p in self.people]
        while len(self.msgs) < total:
            p = rng.choices(self.people, weights)[0]
            name = rng.choice([q.name for q in self.people if q is not p])
            kw = {
                "song": rng.choice(SONGS),
                "event": rng.choice(EVENTS),
                "venue": rng.choice(VENUES),
                "bake": rng.choice(BAKES),
                "bake_zh": rng.choice(BAKES_ZH),
                "num": str(rng.randint(2, 90)),
                "name": name,
            }
            kw.update(Song=cap(kw["song"]), Venue=cap(kw["venue"]))
            if p.lang == ZH:
                line = rng.choice(FILL_ZH)
            elif p.dabbler and rng.random() < 0.15:
                line = rng.choice(FILL_DABBLE)
            elif rng.random() < 0.25:
                line = rng.choice(FILL_SHORT_EN)
            else:
                line = rng.choice(FILL_EN)
            block = [(p.name, line.format(**kw))]
            if rng.random() < 0.3:  # a reply or two
                for _ in range(rng.randint(1, 2)):
                    q = rng.choice(self.people)
                    block.append(
                        (q.name, rng.choice(FILL_ZH[9:12] if q.lang == ZH else FILL_SHORT_EN))
                    )
            self.say(rng.randint(0, LAST_DAY), block, True)

    def build(self) -> None:
        rng = self.rng
        a, b = self.pair
        self.gen_single([a, b], "home")
        for p in self.people:
            k = rng.choice((4, 5, 5, 6, 6, 7))
            n_multi = rng.choice((0, 1, 1, 2))
            singles = [s for s in SINGLE if not (p.partner and s == "home")]
            chosen = rng.sample(MULTI, n_multi) + rng.sample(
                singles, k - n_multi - (1 if p.partner else 0)
            )
            rng.shuffle(chosen)
            for key in chosen:
                if SLOTS[key]["multi"]:
                    self.gen_multi(p, key)
                else:
                    self.gen_single([p], key)
        # Keep 100 to 140 probes: trim the optional (historical / as_of) ones at random.
        room = max(0, 136 - len(self.probes))
        rng.shuffle(self.optional)
        self.probes += self.optional[:room]
        self.filler(rng.randint(600, 760))


def _has_value(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def generate(seed: int) -> dict[str, Any]:
    """The seeded world: ``start``, time-ordered ``episodes`` and ``probes`` (see module doc)."""
    b = Builder(seed)
    b.build()
    values = all_pool_values()
    for m in b.msgs:
        if m.filler:
            hit = [v for v in values if _has_value(m.text, v)]
            if hit:
                raise ValueError(f"filler names a slot value {hit}: {m.text}")
    msgs = sorted(b.msgs, key=lambda m: (m.day, m.minute, m.speaker))
    episodes = []
    for m in msgs:
        date = (START_DT + timedelta(days=m.day)).date().isoformat()
        episodes.append(
            {
                "day": m.day,
                "minute": m.minute,
                "speaker": m.speaker,
                "text": m.text,
                "session": f"choir-chat-{date}",
                "language": m.lang,
            }
        )
    probes = sorted(b.probes, key=lambda p: (p["subject"], p["slot"], p["kind"]))
    return {
        "generator": GENERATOR,
        "seed": seed,
        "start": START,
        "episodes": episodes,
        "probes": probes,
    }


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps = world["episodes"]
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for i, e in enumerate(eps):
        if not (isinstance(e["day"], int) and 0 <= e["day"] <= LAST_DAY + 60):
            errs.append(f"episode {i}: bad day {e['day']}")
        if not (isinstance(e["minute"], int) and 0 <= e["minute"] < 1440):
            errs.append(f"episode {i}: bad minute {e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or not e["session"]:
            errs.append(f"episode {i}: bad language, text or session")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"episode {i}: unfilled template: {e['text']}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episode {i}: out of time order")
        last = (e["day"], e["minute"])
    texts = [e["text"] for e in eps]
    for j, p in enumerate(world["probes"]):
        where = f"probe {j} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS or not p["slot"] or not p["question"]:
            errs.append(f"{where}: bad kind, slot or question")
        if p["subject"] not in speakers:
            errs.append(f"{where}: subject never speaks")
        if not p["gold"]:
            errs.append(f"{where}: no gold")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"{where}: gold {g!r} in no episode")
            if g not in p["values"]:
                errs.append(f"{where}: gold {g!r} not among values")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{where}: gold is also outdated or abandoned")
        if not set(p["outdated"]) <= set(p["values"]) or not set(p["abandoned"]) <= set(
            p["values"]
        ):
            errs.append(f"{where}: outdated / abandoned not among values")
        if p["kind"] == "as_of" and not isinstance(p.get("as_of_day"), int):
            errs.append(f"{where}: as_of without as_of_day")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errs.append(f"{where}: coexisting needs two values")
    keys = [(p["subject"], p["slot"], p["kind"], p.get("as_of_day")) for p in world["probes"]]
    if len(keys) != len(set(keys)):
        errs.append("duplicate probes")
    return errs


def main() -> None:
    """Self-check: generate seeds 7, 11 and 23, validate, print counts per seed."""
    failed = False
    for seed in (7, 11, 23):
        w = generate(seed)
        again = generate(seed)
        errs = validate(w)
        if w != again:
            errs.append("not deterministic")
        eps, probes = w["episodes"], w["probes"]
        people = sorted({p["subject"] for p in probes})
        slots = {(p["subject"], p["slot"]) for p in probes}
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        print(
            f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes {kinds}, "
            f"{len(people)} people, {len(slots)} person-slots, days 0..{eps[-1]['day']}"
        )
        if not (500 <= len(eps) <= 800 and 100 <= len(probes) <= 140 and 10 <= len(people) <= 14):
            errs.append("size outside the brief")
        for e in errs:
            print("  ERROR", e)
        failed |= bool(errs)
    print("self-check", "FAILED" if failed else "ok")
    if failed:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
