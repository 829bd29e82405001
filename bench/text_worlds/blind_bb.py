"""Blind text world ``blind_bb``: an Inverness mountain rescue team's group chat.

``generate(seed)`` invents ten to fourteen members of a volunteer mountain rescue team (the
team leader, a dog handler, a paramedic, trainees, volunteers and spouses who help with the
fundraising), some of whom write in simplified Chinese.  Over two years they chat about
callouts, training nights, weather, kit and cake; in between, their own circumstances change:
where they live, who they work for, what they drive, their phones and networks, boots, banks,
energy suppliers, dogs, instruments, clubs, diets and the languages they are learning.

Changes are said straight out, shown only by use, reported by somebody else (sometimes with a
pronoun pointing back to a name said earlier in the same conversation), told weeks late,
planned and carried out, planned and dropped, or corrected.  Distractor lines name values of
the same kind without them being anyone's state.  The probes carry the ground truth.

Written blind from a brief of situations; standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

# (name, pronoun he/she, possessive, Chinese pronoun)
EN_PEOPLE = (
    ("Callum", "he", "his", "他"), ("Fiona", "she", "her", "她"), ("Ewan", "he", "his", "他"),
    ("Isla", "she", "her", "她"), ("Rory", "he", "his", "他"), ("Morag", "she", "her", "她"),
    ("Hamish", "he", "his", "他"), ("Kirsty", "she", "her", "她"), ("Duncan", "he", "his", "他"),
    ("Eilidh", "she", "her", "她"), ("Gregor", "he", "his", "他"), ("Shona", "she", "her", "她"),
    ("Alasdair", "he", "his", "他"), ("Catriona", "she", "her", "她"),
    ("Fraser", "he", "his", "他"), ("Ailsa", "she", "her", "她"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Mei", "she", "her", "她"), ("Jun", "he", "his", "他"), ("Xiaoling", "she", "her", "她"),
    ("Hao", "he", "his", "他"), ("Lina", "she", "her", "她"), ("Bo", "he", "his", "他"),
    ("Yuxin", "she", "her", "她"),
)  # fmt: skip
ROLE_ZH = {
    "team leader": "队长",
    "dog handler": "搜救犬训导员",
    "paramedic": "急救员",
    "trainee": "新队员",
    "hill party member": "山地队员",
    "driver": "司机",
    "fundraiser": "筹款志愿者",
    "radio operator": "无线电员",
    "deputy leader": "副队长",
}
ROLES = ("team leader", "dog handler", "paramedic", "trainee", "trainee", "hill party member",
         "hill party member", "driver", "fundraiser", "fundraiser",
         "radio operator", "hill party member", "trainee", "deputy leader")  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools per language, questions and phrase pieces.

    Keys of ``en``/``zh``: have (first-person present), new (first-person change, may name
    {old}), use (the value shown only by use), third ({n} changed to {v}), plan (infinitive
    phrase), dist (a line naming {x} that is nobody's state), scope (optional: {v} generally,
    {x} within a scope), add / lose (multi-valued slots only)."""

    key: str
    multi: bool
    noun: tuple[str, str]  # what it is called, en / zh
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    plans: bool = True


def _q(cur: str, hist: str, as_of: str, plan: str = "") -> dict[str, str]:
    return {"current": cur, "historical": hist, "as_of": as_of, "planning": plan}


HOME = Slot(
    key="home_area", multi=False, noun=("place", "住处"),
    pool={EN: ("Culloden", "Smithton", "Dalneigh", "Hilton", "Crown", "Merkinch", "Westhill",
               "Balloch", "Kiltarlity", "Beauly", "Dores", "Nairn", "Muir of Ord", "Drumnadrochit",
               "Lochardil", "Kinmylies")},
    q={EN: _q("Where does {n} live now?", "Where did {n} live before moving to where they are now?",
              "Where was {n} living at that time?", "Where is {n} planning to move?"),
       ZH: _q("{n}现在住在哪里？", "{n}之前住在哪里？", "{n}那时候住在哪里？", "{n}打算搬到哪里？")},
    en={"have": ("I live out in {v}", "home is {v} these days", "we're in {v}",
                 "I've got a wee house in {v}"),
        "new": ("we've moved to {v}", "I moved out of {old} and into a place in {v}",
                "the keys for the new house in {v} are finally ours",
                "I've left {old}, living in {v} now"),
        "use": ("It's ten minutes from my door in {v} to the base now, that's the upside of the move",
                "Took the dog along the shore from the new house in {v} this morning, lovely",
                "Neighbours here in {v} have already roped me into the gala"),
        "third": ("{n} has moved to {v}", "{n} is in {v} now, left {old}",
                  "{n} got the house in {v} in the end"),
        "plan": ("move to {v}", "buy a place in {v}", "rent somewhere in {v}"),
        "dist": ("House prices in {x} are daft, saw a two-bed go for silly money",
                 "Anyone know a decent chippy in {x}?",
                 "Road closure through {x} tomorrow for the resurfacing, plan accordingly",
                 "My sister keeps telling me to move to {x}, not a chance")}, 
    zh={"have": ("我住在{v}", "我家在{v}", "我们现在住{v}"),
        "new": ("我们搬到{v}了", "我从{old}搬到{v}了", "新家在{v}，终于搬完了"),
        "use": ("从{v}的新家开车到基地只要十分钟，方便多了", "今天早上在{v}家附近遛狗，风景真好"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}，不在{old}了"),
        "plan": ("搬到{v}", "在{v}买房子"),
        "dist": ("{x}的房价太离谱了", "有人知道{x}哪家外卖好吃吗？", "明天{x}那条路封了，大家注意")},
)  # fmt: skip

EMPLOYER = Slot(
    key="employer", multi=False, noun=("job", "工作"),
    pool={EN: ("Raigmore Hospital", "Highland Council", "SSE Renewables", "Ness Joinery",
               "Glenmore Lodge", "Inverness College UHI", "Scottish Ambulance Service",
               "Caledonian Boatworks", "Moray Firth Surveys", "Tesco Extra", "Kessock Brewing",
               "Highland Vet Group")},
    q={EN: _q("Who does {n} work for now?", "Who did {n} work for before the current job?",
              "Who was {n} working for at that time?", "Where is {n} planning to work?"),
       ZH: _q("{n}现在在哪里工作？", "{n}以前在哪里工作？", "{n}那时候在哪里工作？",
              "{n}打算去哪里工作？")},
    en={"have": ("I work at {v}", "I'm with {v} during the week", "my day job is at {v}"),
        "new": ("I've started at {v}", "I handed my notice in at {old} and I'm at {v} now",
                "first week at {v} done", "I've joined {v}"),
        "use": ("Rota at {v} has me on lates all next week so I'm no use for callouts",
                "Lanyard for {v} still feels weird round my neck",
                "Boss at {v} was fine about me leaving for the callout yesterday"),
        "third": ("{n} has left {old} and gone to {v}", "{n} started at {v} on Monday",
                  "{n} works at {v} now"),
        "plan": ("apply to {v}", "go to {v}", "take the job at {v}"),
        "dist": ("{x} are hiring again, if anyone knows someone looking",
                 "Saw in the Courier that {x} are expanding",
                 "My cousin hates working at {x}, says the car park alone is a nightmare")},
    zh={"have": ("我在{v}上班", "我的工作在{v}"),
        "new": ("我开始在{v}上班了", "我从{old}辞职了，现在在{v}", "我换工作了，去了{v}"),
        "use": ("{v}这周给我排了夜班，出动我可能去不了", "{v}的老板挺好的，昨天让我提前走去救援"),
        "third": ("{n}去{v}上班了", "{n}离开{old}了，现在在{v}"),
        "plan": ("去{v}工作", "申请{v}的职位"),
        "dist": ("{x}又在招人了，有认识的可以去试试", "新闻说{x}要扩建了")},
)  # fmt: skip

CAR = Slot(
    key="car", multi=False, noun=("car", "车"),
    pool={EN: ("Subaru Forester", "Dacia Duster", "Skoda Yeti", "Toyota Hilux",
               "Land Rover Defender", "Volvo V70", "Mitsubishi L200", "Kia Sportage",
               "Suzuki Jimny", "Ford Ranger", "Nissan Leaf", "VW Golf")},
    q={EN: _q("What car does {n} drive now?", "What did {n} drive before the current car?",
              "What was {n} driving at that time?", "What car is {n} planning to get?"),
       ZH: _q("{n}现在开什么车？", "{n}以前开什么车？", "{n}那时候开什么车？", "{n}打算买什么车？")},
    en={"have": ("I drive a {v}", "I've got the {v}", "my car's a {v}"),
        "new": ("I've traded the {old} in for a {v}", "I picked up a {v} on Saturday",
                "the {old} has gone, I'm driving a {v} now"),
        "use": ("The {v} didn't even notice the snow on the Slochd this morning",
                "Got the {v} stuck behind a tractor all the way to Tomatin",
                "Fitted a roof box to the {v}, so I can take two stretchers' worth of kit"),
        "third": ("{n} is driving a {v} now", "{n} sold the {old} and bought a {v}",
                  "{n} turned up in a {v}, the {old} has gone"),
        "plan": ("get a {v}", "swap to a {v}", "buy a second-hand {v}"),
        "dist": ("There's a {x} for sale at the garage in Dingwall, decent mileage",
                 "Anyone else think the new {x} looks like a fridge?",
                 "If I won the lottery I'd get a {x}, purely for the hill tracks",
                 "Police have a {x} now, saw it at the Longman roundabout")},
    zh={"have": ("我开的是{v}", "我的车是{v}"),
        "new": ("我把{old}卖了，换了一辆{v}", "我新买了一辆{v}"),
        "use": ("今天早上{v}在雪地里表现不错", "给{v}装了车顶箱，装备都能放下了"),
        "third": ("{n}换车了，现在开{v}", "{n}把{old}卖了，买了{v}"),
        "plan": ("买一辆{v}", "换成{v}"),
        "dist": ("Dingwall那家车行有辆{x}在卖", "如果中彩票我就买{x}")},
)  # fmt: skip

PHONE = Slot(
    key="phone", multi=False, noun=("phone", "手机"),
    pool={EN: ("Pixel 8", "iPhone 13", "Galaxy S22", "Fairphone 5", "Moto G54", "iPhone 15",
               "Nokia XR21", "CAT S62", "Galaxy XCover 6", "OnePlus 11")},
    q={EN: _q("Which phone does {n} use now?", "Which phone did {n} have before this one?",
              "Which phone was {n} using at that time?", "Which phone is {n} planning to get?"),
       ZH: _q("{n}现在用什么手机？", "{n}以前用什么手机？", "{n}那时候用什么手机？",
              "{n}打算买什么手机？")},
    en={"have": ("I'm on a {v}", "my phone's a {v}", "I use a {v}"),
        "new": ("I finally replaced the {old}, got a {v}", "new phone: {v}",
                "I've gone over to a {v}"),
        "use": ("Battery on the {v} lasted the whole search yesterday, impressed",
                "Dropped the {v} on the rocks at Coire an t-Sneachda and not a scratch",
                "SARCALL texts come through way louder on the {v}"),
        "third": ("{n} has a {v} now", "{n} got rid of the {old}, it's a {v} now"),
        "plan": ("get a {v}", "upgrade to a {v}"),
        "dist": ("Advert on the telly for the {x} again, it can apparently survive a bath",
                 "Is the {x} any good in the cold? Asking for a friend",
                 "Review in the Guardian says the {x} battery is rubbish"),
        "scope": ("my own phone is the {v}, but the team gave me a {x} for callouts",)},
    zh={"have": ("我用的是{v}", "我的手机是{v}"),
        "new": ("我换手机了，{v}", "{old}终于退休了，买了{v}"),
        "use": ("昨天搜救一整天，{v}电池居然撑住了", "{v}摔在石头上一点事都没有"),
        "third": ("{n}换了{v}", "{n}不用{old}了，换成{v}"),
        "plan": ("买{v}", "换成{v}"),
        "dist": ("电视上又在放{x}的广告", "{x}在冷天里好用吗？帮朋友问的"),
        "scope": ("我自己用{v}，出任务的时候用队里发的{x}",)},
)  # fmt: skip

CARRIER = Slot(
    key="mobile_network", multi=False, noun=("network", "运营商"),
    pool={EN: ("EE", "Vodafone", "giffgaff", "iD Mobile", "O2", "Smarty", "Tesco Mobile",
               "Lebara")},
    q={EN: _q("Which mobile network is {n} on now?", "Which network was {n} on before?",
              "Which mobile network was {n} on at that time?", "Which network is {n} planning to join?"),
       ZH: _q("{n}现在用哪家运营商？", "{n}以前用哪家运营商？", "{n}那时候用哪家运营商？",
              "{n}打算换哪家运营商？")},
    en={"have": ("I'm with {v}", "I'm on {v}", "my contract's with {v}"),
        "new": ("I've ported my number to {v}", "I left {old} and went to {v}",
                "I'm on {v} now, {old} was useless up the glens"),
        "use": ("Had full bars of {v} at the top of Meall Fuar-mhonaidh, who knew",
                "{v} bill came in cheaper than I expected this month"),
        "third": ("{n} has switched to {v}", "{n} is on {v} now"),
        "plan": ("switch to {v}", "move over to {v}"),
        "dist": ("{x} mast at Fort Augustus is down again according to the news",
                 "Don't go with {x}, my brother has no signal at all in Strathglass",
                 "Is {x} any good round Glen Affric?")},
    zh={"have": ("我用{v}的卡", "我的号是{v}的"),
        "new": ("我把号码转到{v}了", "我从{old}换到{v}了"),
        "use": ("在山顶上{v}居然满格信号", "这个月{v}的账单比我想的便宜"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "plan": ("换到{v}", "转去{v}"),
        "dist": ("新闻说{x}的基站又坏了", "别用{x}，我朋友在山谷里一点信号都没有")},
)  # fmt: skip

BOOTS = Slot(
    key="boots", multi=False, noun=("boots", "登山鞋"),
    pool={EN: ("Scarpa Manta", "La Sportiva Nepal", "Meindl Bhutan", "Lowa Renegade",
               "Salomon Quest", "Hanwag Alaska", "Altberg Tethera", "Zamberlan Vioz")},
    q={EN: _q("Which boots does {n} wear now?", "Which boots did {n} wear before?",
              "Which boots was {n} wearing at that time?", "Which boots is {n} planning to buy?"),
       ZH: _q("{n}现在穿什么登山鞋？", "{n}以前穿什么登山鞋？", "{n}那时候穿什么登山鞋？",
              "{n}打算买什么登山鞋？")},
    en={"have": ("I wear {v} boots", "I'm in a pair of {v} boots", "my boots are the {v}"),
        "new": ("I retired the {old} boots and bought {v}", "new boots: {v}",
                "I've gone over to the {v}"),
        "use": ("Feet bone dry in the {v} boots after six hours in the bog, amazing",
                "Broke in the {v} on the Munro bash at the weekend, no blisters"),
        "third": ("{n} has new {v} boots", "{n} binned the {old} and got {v} boots"),
        "plan": ("buy the {v}", "try a pair of {v} boots"),
        "dist": ("Tiso has the {x} on sale this week", "Heard the {x} sole delaminates, be careful",
                 "The casualty yesterday was in {x} boots, top quality, still broke the ankle")},
    zh={"have": ("我穿{v}", "我的登山鞋是{v}"),
        "new": ("我把{old}扔了，买了{v}", "新鞋到了，{v}"),
        "use": ("在泥地里走了六个小时，{v}里面一点没湿", "周末穿{v}爬了两座Munro，没起泡"),
        "third": ("{n}换了新鞋，{v}", "{n}不穿{old}了，改穿{v}"),
        "plan": ("买{v}", "试试{v}"),
        "dist": ("Tiso这周{x}打折", "听说{x}的鞋底容易开胶")},
)  # fmt: skip

ENERGY = Slot(
    key="energy_supplier", multi=False, noun=("energy supplier", "电力公司"),
    pool={EN: ("Octopus", "Scottish Power", "OVO", "EDF", "Bracken Energy", "Ness Hydro Co-op",
               "E.ON", "British Gas")},
    q={EN: _q("Who supplies {n}'s energy now?", "Who was {n}'s energy supplier before?",
              "Who was {n}'s energy supplier at that time?", "Which supplier is {n} planning to switch to?"),
       ZH: _q("{n}家现在用哪家电力公司？", "{n}家以前用哪家电力公司？", "{n}家那时候用哪家电力公司？",
              "{n}打算换哪家电力公司？")},
    en={"have": ("we're with {v} for the electric", "our energy is with {v}",
                 "we get our gas and electric from {v}"),
        "new": ("we've switched to {v}", "we left {old}, {v} does our energy now",
                "we finally moved the electric over to {v}"),
        "use": ("{v} sent us a smart meter reading that made me weep",
                "Got a credit back from {v} for the winter, not bad"),
        "third": ("{n} went with {v} for the house", "{n} has switched to {v}"),
        "plan": ("switch to {v}", "go with {v}"),
        "dist": ("{x} were on the radio promising cheaper tariffs, aye right",
                 "My mum's with {x} and they keep overcharging her",
                 "{x} van was outside the base, not sure why")},
    zh={"have": ("我们家用{v}的电", "我家电费交给{v}"),
        "new": ("我们家换成{v}了", "我们离开{old}了，现在用{v}"),
        "use": ("{v}的账单来了，吓死人", "{v}冬天退了我们一点钱"),
        "third": ("{n}家换成{v}了", "{n}现在用{v}"),
        "plan": ("换成{v}", "改用{v}"),
        "dist": ("广播里{x}又说要降价", "我妈用{x}，老是多收钱")},
)  # fmt: skip

BANK = Slot(
    key="bank", multi=False, noun=("bank", "银行"),
    pool={EN: ("Monzo", "Bank of Scotland", "Starling", "Nationwide", "TSB",
               "Loch Ness Credit Union", "Virgin Money", "Clydesdale")},
    q={EN: _q("Which bank does {n} use now?", "Which bank did {n} use before?",
              "Which bank was {n} using at that time?", "Which bank is {n} planning to move to?"),
       ZH: _q("{n}现在用哪家银行？", "{n}以前用哪家银行？", "{n}那时候用哪家银行？",
              "{n}打算换到哪家银行？")},
    en={"have": ("I bank with {v}", "my account's with {v}", "I'm a {v} customer"),
        "new": ("I moved my current account to {v}", "I've closed the {old} account, {v} now",
                "I switched banks to {v}"),
        "use": ("{v} app pinged me the second the raffle money landed",
                "Paid for the pies with the {v} card, claim it back later"),
        "third": ("{n} banks with {v} now", "{n} closed the {old} account and went to {v}"),
        "plan": ("move to {v}", "open an account with {v}"),
        "dist": ("{x} are closing the branch on the High Street, typical",
                 "Scam texts pretending to be {x} going round, don't click",
                 "The team account is with {x}, that's Duncan's headache, not mine")},
    zh={"have": ("我用{v}", "我的账户在{v}"),
        "new": ("我把账户转到{v}了", "{old}的账户我关了，现在用{v}"),
        "use": ("义卖的钱一到账{v}就提醒我了", "用{v}的卡买的派，回头报销"),
        "third": ("{n}换银行了，现在用{v}", "{n}把{old}的账户关了，用{v}"),
        "plan": ("换到{v}", "在{v}开户"),
        "dist": ("{x}要关掉市中心的网点了", "有冒充{x}的诈骗短信，别点")},
)  # fmt: skip

LANGUAGE = Slot(
    key="learning_language", multi=False, noun=("language", "语言"),
    pool={EN: ("Gaelic", "Mandarin", "German", "Norwegian", "Spanish", "Italian", "Icelandic"),
          ZH: ("盖尔语", "德语", "挪威语", "西班牙语", "法语", "意大利语")},
    q={EN: _q("Which language is {n} learning now?", "Which language was {n} learning before?",
              "Which language was {n} learning at that time?", "Which language is {n} planning to learn?"),
       ZH: _q("{n}现在在学什么语言？", "{n}以前在学什么语言？", "{n}那时候在学什么语言？",
              "{n}打算学什么语言？")},
    en={"have": ("I'm learning {v}", "I'm doing an evening class in {v}", "I'm plugging away at {v}"),
        "new": ("I've given up on {old} and started {v}", "I've started learning {v}",
                "I've switched from {old} to {v} lessons"),
        "use": ("Day 40 of the {v} streak, the owl is pleased with me",
                "Tried my {v} on the tourists at the Clava Cairns, they were very patient"),
        "third": ("{n} is learning {v} now", "{n} dropped {old} and is doing {v} instead"),
        "plan": ("learn {v}", "start {v} classes"),
        "dist": ("The signs at the station are in English and {x}, handy for the visitors",
                 "Casualty last week only spoke {x}, thank god for the translate app",
                 "{x} is meant to be the hardest language going")},
    zh={"have": ("我在学{v}", "我在上{v}夜校"),
        "new": ("我不学{old}了，开始学{v}", "我开始学{v}了"),
        "use": ("{v}打卡第四十天了", "今天在Clava Cairns跟游客说了几句{v}，他们很耐心"),
        "third": ("{n}现在在学{v}", "{n}不学{old}了，改学{v}"),
        "plan": ("学{v}", "报{v}班"),
        "dist": ("上周的伤者只会说{x}，还好有翻译软件", "听说{x}是最难学的语言")},
)  # fmt: skip

NAV = Slot(
    key="nav_app", multi=False, noun=("mapping app", "地图软件"),
    pool={EN: ("OS Maps", "Komoot", "FATMAP", "Outdooractive", "Gaia GPS", "Glen Nav",
               "Memory-Map", "SARLOC Tracker")},
    q={EN: _q("Which mapping app does {n} use now?", "Which mapping app did {n} use before?",
              "Which mapping app was {n} using at that time?", "Which mapping app is {n} planning to try?"),
       ZH: _q("{n}现在用什么地图软件？", "{n}以前用什么地图软件？", "{n}那时候用什么地图软件？",
              "{n}打算用什么地图软件？")},
    en={"have": ("I use {v} for navigation", "I'm an {v} person for maps", "I plan routes on {v}"),
        "new": ("I've moved all my routes from {old} to {v}", "I've gone over to {v} for maps",
                "I cancelled {old}, using {v} now"),
        "use": ("Plotted tomorrow's search sector on {v}, sent you all the GPX",
                "{v} had me on the right spur in the clag, would have walked off the edge otherwise"),
        "third": ("{n} is using {v} now", "{n} has dropped {old} for {v}"),
        "plan": ("try {v}", "move over to {v}"),
        "dist": ("Walker we found had {x} open with the battery on 2 percent",
                 "{x} has a sale on the annual sub, if anyone's tempted",
                 "Don't trust the {x} paths, they sent that couple right into the crags"),
        "scope": ("I use {v} for nearly everything, but {x} for winter routes",)},
    zh={"have": ("我用{v}看地图", "我导航用{v}"),
        "new": ("我把路线都从{old}搬到{v}了", "我现在改用{v}了"),
        "use": ("在{v}上把明天的搜索区域画好了，GPX发群里了", "大雾里全靠{v}才找对山脊"),
        "third": ("{n}现在用{v}", "{n}不用{old}了，换成{v}"),
        "plan": ("试试{v}", "换成{v}"),
        "dist": ("我们找到的那个人手机上开着{x}，电量只剩2%", "{x}年费在打折"),
        "scope": ("我平时用{v}，冬季路线用{x}",)},
)  # fmt: skip

DIET = Slot(
    key="diet", multi=False, noun=("diet", "饮食"),
    pool={EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "keto", "dairy-free"),
          ZH: ("素食", "纯素", "低碳水", "无麸质", "生酮饮食")},
    q={EN: _q("What diet does {n} follow now?", "What diet did {n} follow before?",
              "What diet was {n} following at that time?", "What diet is {n} planning to try?"),
       ZH: _q("{n}现在的饮食是什么？", "{n}以前的饮食是什么？", "{n}那时候的饮食是什么？",
              "{n}打算尝试什么饮食？")},
    en={"have": ("I'm {v}", "I eat {v}", "I've been {v} for a while"),
        "new": ("I've gone {v}", "I'm not {old} any more, {v} now", "I'm {v} as of this month"),
        "use": ("Can someone save me a {v} option from the barbecue, the usual",
                "Brought my own {v} rolls for the exercise, don't touch"),
        "third": ("{n} has gone {v}", "{n} is {v} now, so no bacon rolls for them"),
        "plan": ("go {v}", "try being {v}"),
        "dist": ("Cafe at Glen Nevis has a proper {x} menu now",
                 "Article in the paper says {x} is bad for endurance, rubbish I reckon",
                 "Catering for the ball: we need a {x} option for the guests")},
    zh={"have": ("我吃{v}", "我一直是{v}"),
        "new": ("我现在改成{v}了", "我不再是{old}了，现在{v}"),
        "use": ("烧烤的时候给我留点{v}的", "演练我自己带了{v}的午饭"),
        "third": ("{n}现在{v}了", "{n}改成{v}了"),
        "plan": ("试试{v}", "开始{v}"),
        "dist": ("Glen Nevis那家咖啡馆有{x}菜单了", "报纸说{x}对耐力不好")},
)  # fmt: skip

GYM = Slot(
    key="gym", multi=False, noun=("gym", "健身房"),
    pool={EN: ("Inverness Leisure", "Ness Boulder Barn", "PureGym Inverness", "Bannerman CrossFit",
               "Highland Climbing Wall", "Eastgate Fitness", "Aviemore Iron Works")},
    q={EN: _q("Which gym does {n} train at now?", "Which gym did {n} train at before?",
              "Which gym was {n} training at at that time?", "Which gym is {n} planning to join?"),
       ZH: _q("{n}现在在哪家健身房？", "{n}以前在哪家健身房？", "{n}那时候在哪家健身房？",
              "{n}打算去哪家健身房？")},
    en={"have": ("I train at {v}", "I've got a membership at {v}", "I'm down at {v} most nights"),
        "new": ("I've joined {v}", "I cancelled {old} and signed up at {v}",
                "I've moved my membership to {v}"),
        "use": ("Legs session at {v} last night and now the stairs are my enemy",
                "Saw half of Raigmore A&E at {v} this morning"),
        "third": ("{n} goes to {v} now", "{n} left {old} for {v}"),
        "plan": ("join {v}", "sign up at {v}"),
        "dist": ("{x} has a deal on for emergency services, worth a look",
                 "The roof at {x} was leaking again in the news",
                 "Never go to {x} on a Monday, it's heaving")},
    zh={"have": ("我在{v}健身", "我办了{v}的卡"),
        "new": ("我换到{v}了", "{old}的卡退了，去了{v}"),
        "use": ("昨晚在{v}练腿，今天楼梯都下不去", "今天早上在{v}碰到好几个急诊科的人"),
        "third": ("{n}现在去{v}", "{n}从{old}换到{v}了"),
        "plan": ("去{v}办卡", "加入{v}"),
        "dist": ("{x}对救援人员有优惠", "新闻说{x}的屋顶又漏了")},
)  # fmt: skip


def _mq(co: str, cur: str, hist: str, as_of: str) -> dict[str, str]:
    return {"coexisting": co, "current": cur, "historical": hist, "as_of": as_of}


PETS = Slot(
    key="dogs", multi=True, noun=("dog", "狗"), plans=False,
    pool={EN: ("Bran", "Skye", "Moss", "Tiree", "Rona", "Lochy", "Meg", "Ruadh", "Sgurr",
               "Bramble", "Tam")},
    q={EN: _mq("Which dogs does {n} have now?", "Which dog does {n} have now?",
               "Which dog did {n} have before?", "Which dog did {n} have at that time?"),
       ZH: _mq("{n}现在养了哪些狗？", "{n}现在养的是哪只狗？", "{n}以前养的是哪只狗？", "{n}那时候养的是哪只狗？")},
    en={"have": ("I've got a collie called {v}", "my dog {v} is a springer",
                 "{v}, my lab, is the love of my life"),
        "add": ("we've got a second dog! A spaniel pup called {v}, {old} is not impressed",
                "meet {v}, our new pup, {old} is teaching her the ropes",
                "{old} has a little brother now, {v}"),
        "lose": ("we lost {old} on Sunday, he was fourteen. Just {v} now, she's looking for him",
                 "{old} has gone to live with my parents on the farm, it's just {v} at home now"),
        "use": ("{v} found the training body in four minutes flat, good girl",
                "Took {v} up Tom na Gruagaich, absolutely filthy by the end"),
        "third": ("{n} has a new pup called {v}", "{n} got another dog, {v}"),
        "dist": ("Search dog from Lochaber is called {x}, lovely animal",
                 "If I ever get a dog I'm calling it {x}",
                 "There was a lost dog poster for a {x} at the Co-op")},
    zh={"have": ("我家的狗叫{v}", "我养了一只牧羊犬，叫{v}"),
        "add": ("我们又养了一只小狗，叫{v}，{old}有点吃醋", "家里来了新成员{v}，{old}在教它规矩"),
        "lose": ("{old}上周走了，十四岁了。现在只有{v}", "{old}送到爸妈农场去了，家里只剩{v}"),
        "use": ("{v}四分钟就找到了训练目标，真棒", "带{v}去爬山，回来全身都是泥"),
        "third": ("{n}又养了一只狗，叫{v}",),
        "dist": ("Lochaber的搜救犬叫{x}，很可爱", "Co-op门口贴了一张寻狗启事，狗叫{x}")},
)  # fmt: skip

INSTRUMENT = Slot(
    key="instruments", multi=True, noun=("instrument", "乐器"), plans=False,
    pool={EN: ("fiddle", "bagpipes", "accordion", "guitar", "bodhran", "ukulele", "tin whistle",
               "clarsach"),
          ZH: ("二胡", "古筝", "吉他", "钢琴", "小提琴", "笛子", "尤克里里")},
    q={EN: _mq("Which instruments does {n} play now?", "Which instrument does {n} play now?",
               "Which instrument did {n} play before?", "Which instrument was {n} playing at that time?"),
       ZH: _mq("{n}现在会弹哪些乐器？", "{n}现在玩什么乐器？", "{n}以前玩什么乐器？", "{n}那时候玩什么乐器？")},
    en={"have": ("I play the {v}", "I do a bit of {v} in the pub sessions",
                 "the {v} is my thing"),
        "add": ("I've taken up the {v} as well as the {old}", "I bought a {v}, the {old} has a rival now",
                "started {v} lessons on Tuesdays, still doing the {old} too"),
        "lose": ("I've sold the {old}, just the {v} now", "I've given up the {old}, sticking with the {v}"),
        "use": ("Playing {v} at the ceilidh on Saturday if anyone wants to come",
                "Practising the {v} at midnight, the neighbours love me"),
        "third": ("{n} has taken up the {v} too", "{n} is learning the {v} as well now"),
        "dist": ("Busker on the bridge had a {x}, he was brilliant",
                 "Is the {x} hard to learn? Hypothetically",
                 "Ceilidh band for the fundraiser needs a {x} player, anyone know one?")},
    zh={"have": ("我会拉{v}", "我平时玩{v}"),
        "add": ("我开始学{v}了，{old}也还在练", "买了一把{v}，{old}有对手了"),
        "lose": ("{old}卖掉了，现在只玩{v}", "{old}不练了，专心玩{v}"),
        "use": ("周六的ceilidh我表演{v}，欢迎来听", "半夜练{v}，邻居肯定恨死我了"),
        "third": ("{n}也开始学{v}了",),
        "dist": ("桥上有个卖艺的弹{x}，特别好听", "{x}难学吗？随便问问")},
)  # fmt: skip

CLUB = Slot(
    key="clubs", multi=True, noun=("club", "俱乐部"), plans=False,
    pool={EN: ("Inverness Harriers", "Moray Mountaineering Club", "Inverness Camanachd",
               "Ness Sailing Club", "Culloden Curling Club", "Inverness Gaelic Choir",
               "Highland Orienteers", "Loch Ness Rowing Club", "Inverness Chess Club")},
    q={EN: _mq("Which clubs is {n} in now?", "Which club is {n} in now?",
               "Which club was {n} in before?", "Which club was {n} in at that time?"),
       ZH: _mq("{n}现在参加哪些俱乐部？", "{n}现在在哪个俱乐部？", "{n}以前在哪个俱乐部？", "{n}那时候在哪个俱乐部？")},
    en={"have": ("I'm a member of {v}", "I run with {v} on Thursdays", "I'm in {v}"),
        "add": ("I've joined {v} as well, on top of {old}", "signed up for {v} too, still at {old}"),
        "lose": ("I've left {old}, just {v} now", "I quit {old}, only {v} left on the calendar"),
        "use": ("{v} night tonight so I'll be late to training",
                "Committee meeting at {v} went on for three hours, never again"),
        "third": ("{n} has joined {v} as well", "{n} is in {v} now too"),
        "dist": ("{x} are looking for volunteers for their open day",
                 "Saw {x} on the news, they won something",
                 "My neighbour keeps trying to get me to join {x}, no chance")},
    zh={"have": ("我参加了{v}", "我是{v}的会员"),
        "add": ("我也加入了{v}，{old}还在继续", "又报了{v}，{old}也没退"),
        "lose": ("我退出{old}了，只剩{v}", "{old}我不去了，现在只去{v}"),
        "use": ("今晚{v}有活动，训练会晚到", "{v}开会开了三个小时"),
        "third": ("{n}也加入{v}了",),
        "dist": ("{x}开放日在找志愿者", "新闻上看到{x}得奖了")},
)  # fmt: skip

SINGLE_SLOTS = (HOME, EMPLOYER, CAR, PHONE, CARRIER, BOOTS, ENERGY, BANK, LANGUAGE, NAV, DIET, GYM)
MULTI_SLOTS = (PETS, INSTRUMENT, CLUB)

# ---------------------------------------------------------------------------------------------
# Chat around the news: small talk, filler conversations, wrappers.
# ---------------------------------------------------------------------------------------------

SMALL_EN = (
    "Absolute monsoon out there today.",
    "Who's bringing the cake on Wednesday?",
    "Kettle at the base is making that noise again.",
    "Midges are out in force, bring the net.",
    "Wind on the Cairngorm summit gauge hit 90 this morning, stay low folks.",
    "Still drying my kit from Sunday.",
    "The Co-op had no rolls left, sorry team.",
    "Bairns are off school so I'm running on coffee.",
    "Lovely sunset over the Kessock Bridge.",
    "Can't believe it's nearly the Christmas raffle again.",
)
POST_EN = (
    "Anyway, see you all at training.",
    "Right, back to the tea.",
    "Mad week, roll on Friday.",
    "Anyone fancy a pint after the debrief?",
    "Mind and sign the kit book, folks.",
)
SMALL_ZH = ("今天雨下得好大。", "周三谁带蛋糕？", "基地的水壶又在响了。", "蠓虫出来了，记得带防虫网。",
            "周日的装备还没干。", "孩子放假了，我全靠咖啡撑着。", "今天Kessock桥的日落好美。")  # fmt: skip
POST_ZH = ("好了，训练见。", "这周太忙了，快到周五吧。", "大家记得签装备登记本。", "改天一起喝茶。")

FILLER_EN = (
    "Callout: missing walker, Glen Affric, RV at the base 1900. Reply if available.",
    "Stood down, casualty walked off by herself. Thanks all who responded.",
    "Training night Wednesday is stretcher lowers at Craig Phadrig, bring harnesses.",
    "Who's got the key for the drying room? It's locked again.",
    "Bag pack at Tesco raised £1,240! Thank you to everyone who rattled a tin.",
    "Reminder: radio checks on Sunday 10am, channel 2.",
    "Helicopter from Prestwick was grounded by the cloud, we carried him down the whole way.",
    "Can everyone please put the first aid kits back where they came from.",
    "Weather looks grim for the weekend, Munro plans postponed.",
    "Brilliant job today everyone. Long day but a good outcome.",
    "Raffle tickets are in the tin by the door, £2 a strip.",
    "Is the Land Rover booked for Saturday's exercise or can I take it?",
    "Sandwiches in the fridge are for the exercise, hands off.",
    "Ceilidh tickets for the fundraiser go on sale Monday.",
    "Has anyone seen the spare head torch batteries?",
    "Quiz night at the Clachnaharry Inn raised another £300 for the team. Legends.",
    "Avalanche report says considerable on north-east aspects above 900m. Careful out there.",
    "Who wants to do the school talk at Millburn next week?",
    "Snow gates at the Lecht are shut, don't even try.",
    "Thanks for the dumplings, 谢谢 — they vanished in about four minutes.",
    "加油 to everyone doing the Highland Cross this year!",
    "Debrief for last night's callout at 7, base, pizza provided.",
    "New casualty bag arrived, thank you to the Rotary for the donation.",
    "Vehicle two has a flat, I've phoned the garage.",
    "That was the fourth callout this month. Summer's busy.",
    "Could someone cover my radio shift on Thursday? Family thing.",
    "The new trainees did brilliantly on the navigation exercise.",
    "Kit inventory spreadsheet is updated, have a look when you get a minute.",
    "Great turnout at the open day, loads of kids wanting to pat the dogs.",
    "Drone team found him in the end, give them a round of applause.",
    "Team news: we're moving the callout phones over to EE next month, the committee voted.",
    "We've finally got the new Toyota Hilux for the team, thanks to the lottery grant!",
    "As a team we're switching the route planning to OS Maps for consistency, please install it.",
    "We're trying out the Gaelic names on the new signs at the base, 's math sin.",
)
FILLER_ZH = (
    "收到，我今晚可以出动。",
    "辛苦大家了，今天太累了。",
    "周三训练我会到，带了饺子。",
    "这次义卖一共筹了多少钱？",
    "我今天值班，出动来不了，抱歉。",
    "天气预报说周末有大风，小心。",
    "基地冰箱里的三明治是演练用的吗？",
    "谢谢大家，新队员表现很好。",
    "无线电检查周日十点，二频道。",
    "直升机因为云太低飞不了，我们一路抬下来的。",
    "开放日好多小朋友来摸狗，太可爱了。",
    "装备清单我更新了，有空看一下。",
    "今天的搜救太漂亮了，大家辛苦。",
)
REPLIES_EN = ("Nice one.", "Ha, classic.", "👍", "Good stuff!", "Oh aye?", "Fair enough.",
              "Lovely, congrats!", "About time!", "Brilliant.", "Noted.")  # fmt: skip
ACK_EN = (
    "👍",
    "Noted.",
    "Cheers.",
    "On my way.",
    "Can't tonight, sorry.",
    "Aye, will do.",
    "Legend.",
)
ACK_ZH = ("👍", "收到。", "好的。", "谢谢！", "我今晚不行，抱歉。")
REPLIES_ZH = ("不错！", "哈哈", "👍", "恭喜！", "好的。", "收到。", "厉害。")

ASK_EN = ("Has anyone seen {s} lately?", "Where's {s} been hiding?", "Any news from {s}?",
          "Is {s} coming on Wednesday?", "What's {s} up to these days?")  # fmt: skip
ASK_ZH = ("最近有人见到{s}吗？", "{s}最近在忙什么？", "{s}周三来训练吗？")
LATE_EN = (
    "a few weeks back",
    "about a month ago",
    "three weeks ago now",
    "back at the start of last month",
)
LATE_ZH = ("大概三个星期前", "一个月前", "上个月初")
PLAN_EN = ("I'm planning to {p}", "the plan is to {p} in the spring", "I've decided to {p}, just need to sort the details",
           "we're hoping to {p} later this year")  # fmt: skip
CONSIDER_EN = ("Half tempted to {p}, not decided though", "Been wondering whether I should {p}",
               "Thinking about trying to {p}, maybe")  # fmt: skip
DROP_EN = ("Not going to {p} after all, sticking with {cur}",
           "Scrap what I said about planning to {p}, staying with {cur}",
           "Decided against it, won't {p}. {Cur} it is")  # fmt: skip
PLAN_ZH = ("我打算{p}", "我们计划明年春天{p}", "我决定{p}了，细节还在弄")
CONSIDER_ZH = ("有点想{p}，还没决定", "在考虑要不要{p}")
DROP_ZH = ("不打算{p}了，还是{cur}", "之前说要{p}，算了，继续用{cur}")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


# ---------------------------------------------------------------------------------------------
# People, tracks (one slot's timeline for one person) and the chat builder.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    he: str
    his: str
    ta: str
    lang: str
    role: str
    slots: list[Slot] = field(default_factory=list)


@dataclass
class Track:
    """One person's slot: values[i] held from days[i] (true), told on reported[i]."""

    who: Person
    slot: Slot
    values: list[str]
    days: list[int]
    reported: list[int] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    planned: str | None = None
    mentioned: list[str] = field(default_factory=list)
    lost: bool = False


class Chat:
    """Builds conversations (units of turns on one day) from people and their tracks."""

    def __init__(self, rng: random.Random, people: list[Person]) -> None:
        self.rng = rng
        self.people = people
        self.units: list[tuple[int, list[tuple[Person, str]]]] = []
        self.tracks: dict[tuple[str, str], Track] = {}

    # -- helpers ---------------------------------------------------------------------------
    def frag(self, p: Person, slot: Slot, key: str, **kw: str) -> str:
        table = slot.zh if p.lang == ZH else slot.en
        return self.rng.choice(table[key]).format(**kw)

    def pool(self, slot: Slot, lang: str) -> tuple[str, ...]:
        return slot.pool.get(lang, slot.pool[EN])

    def other(self, p: Person, same_lang: bool = False) -> Person:
        cands = [q for q in self.people if q is not p and (not same_lang or q.lang == p.lang)]
        return self.rng.choice(cands or [q for q in self.people if q is not p])

    def say(self, day: int, *turns: tuple[Person, str]) -> None:
        self.units.append((max(0, min(LAST_DAY, day)), list(turns)))

    def reply(self, p: Person) -> tuple[Person, str]:
        q = self.other(p)
        return q, self.rng.choice(REPLIES_ZH if q.lang == ZH else REPLIES_EN)

    def wrap(self, p: Person, clause: str) -> str:
        """A first-person clause as a chat line: plain, announced, or inside small talk."""
        r = self.rng.random()
        if p.lang == ZH:
            if r < 0.4:
                return f"{clause}。"
            if r < 0.65:
                return f"跟大家说一下，{clause}。"
            return f"{self.rng.choice(SMALL_ZH)}对了，{clause}。{self.rng.choice(POST_ZH)}"
        if r < 0.35:
            return f"{cap(clause)}."
        if r < 0.55:
            return f"{self.rng.choice(('Bit of news', 'Quick update', 'Life admin'))}: {clause}."
        return (f"{self.rng.choice(SMALL_EN)} Oh, and {clause}, "
                f"{self.rng.choice(('which is nice', 'for what it is worth', 'as you do'))}. "
                f"{self.rng.choice(POST_EN)}")  # fmt: skip

    def maybe_reply(self, p: Person, turns: list[tuple[Person, str]]) -> None:
        if self.rng.random() < 0.35:
            turns.append(self.reply(p))

    # -- statements ------------------------------------------------------------------------
    def initial(self, t: Track) -> None:
        p, v = t.who, t.values[0]
        turns = [(p, self.wrap(p, self.frag(p, t.slot, "have", v=v, old=v)))]
        self.maybe_reply(p, turns)
        self.say(t.days[0], *turns)

    def change(self, t: Track, i: int, style: str) -> None:
        """Values[i] replaces values[i-1] (single) or joins it (multi add)."""
        p, slot, v, old = t.who, t.slot, t.values[i], t.values[i - 1]
        day = t.days[i]
        key = "add" if slot.multi else "new"
        zh = p.lang == ZH
        turns: list[tuple[Person, str]] = []
        if style == "use" and not slot.multi:
            turns.append((p, self.frag(p, slot, "use", v=v, old=old)))
        elif style == "third":
            rep = self.other(p, same_lang=True)
            third_n = self.frag(rep, slot, "third", n=p.ta if rep.lang == ZH else p.he,
                                v=v, old=old)  # fmt: skip
            if self.rng.random() < 0.5:
                ask = self.other(rep)
                q = self.rng.choice(ASK_ZH if ask.lang == ZH else ASK_EN).format(s=p.name)
                him = "him" if p.he == "he" else "her"
                pre = self.rng.choice(("Aye, ", f"Saw {him} at the base, ", "Oh, ", ""))
                line = (
                    f"{third_n}。"
                    if rep.lang == ZH
                    else f"{pre}{third_n}."
                    if pre
                    else f"{cap(third_n)}."
                )
                turns += [(ask, q), (rep, line)]
            else:
                named = self.frag(rep, slot, "third", n=p.name, v=v, old=old)
                line = (
                    f"在基地碰到{p.name}了，{named}。"
                    if rep.lang == ZH
                    else f"Bumped into {p.name} at the Co-op, {named}."
                )
                turns.append((rep, line))
        elif style == "late":
            told = t.reported[i]
            late = self.rng.choice(LATE_ZH if zh else LATE_EN)
            c = self.frag(p, slot, key, v=v, old=old)
            line = (
                f"忘了跟大家说，{c}，是{late}的事了。"
                if zh
                else f"Forgot to mention, {c}, {late} actually."
            )
            turns.append((p, line))
            self.maybe_reply(p, turns)
            self.say(told, *turns)
            return
        elif style == "negation" and not slot.multi:
            ask = self.other(p)
            q = (
                f"{p.name}，你的{slot.noun[1]}还是{old}吗？"
                if ask.lang == ZH
                else f"{p.name}, still {old} for your {slot.noun[0]}?"
            )
            c = self.frag(p, slot, key, v=v, old=old)
            a = f"不是{old}了，{c}。" if zh else f"No, not {old} any more, {c}."
            turns += [(ask, q), (p, a)]
        elif style == "correction" and not slot.multi:
            used = set(t.values) | set(t.wrong) | set(t.dropped)
            x = self.rng.choice([w for w in self.pool(slot, p.lang) if w not in used])
            t.wrong.append(x)
            c = self.frag(p, slot, key, v=x, old=old)
            fix = (
                f"打错了，是{v}，不是{x}。手套戴着打字太难了"
                if zh
                else f"Sorry, I meant {v}, not {x}. Typing with gloves on."
            )
            turns += [(p, self.wrap(p, c)), (p, fix)]
        elif style == "selfname":
            named = self.frag(p, slot, "third", n=p.name, v=v, old=old)
            line = (
                f"{p.name}报告：{named}。"
                if zh
                else f"{p.name} here, talking about myself in the third person again: {named}."
            )
            turns.append((p, line))
        else:
            turns.append((p, self.wrap(p, self.frag(p, slot, key, v=v, old=old))))
        self.maybe_reply(p, turns)
        self.say(day, *turns)

    def lose(self, t: Track, day: int) -> None:
        p = t.who
        c = self.frag(p, t.slot, "lose", v=t.values[1], old=t.values[0])
        self.say(day, (p, self.wrap(p, c)), self.reply(p))

    def use_line(self, t: Track, v: str, day: int) -> None:
        self.say(day, (t.who, self.frag(t.who, t.slot, "use", v=v, old=v)))

    def plan_line(self, t: Track, v: str, day: int, kind: str, cur: str = "") -> None:
        p = t.who
        zh = p.lang == ZH
        pl = self.frag(p, t.slot, "plan", v=v, old=v)
        table = {"plan": PLAN_ZH if zh else PLAN_EN, "consider": CONSIDER_ZH if zh else CONSIDER_EN,
                 "drop": DROP_ZH if zh else DROP_EN}[kind]  # fmt: skip
        line = self.rng.choice(table).format(p=pl, cur=cur, Cur=cap(cur))
        turns = [(p, f"{line}。" if zh else f"{line}.")]
        if kind != "drop" and self.rng.random() < 0.4:
            q = self.other(p)
            turns.append(
                (
                    q,
                    "加油！"
                    if q.lang == ZH
                    else self.rng.choice(
                        ("Good luck with that!", "Ooh, exciting.", "Go for it.", "Really? Why?")
                    ),
                )
            )
        self.say(day, *turns)

    def distractor(self, t: Track, day: int) -> None:
        used = set(t.values) | set(t.wrong) | set(t.dropped) | {t.planned} | set(t.mentioned)
        sp = t.who if self.rng.random() < 0.5 else self.other(t.who)
        mine = self.tracks.get((sp.name, t.slot.key))
        if mine:
            used |= set(mine.values) | set(mine.wrong) | set(mine.dropped) | {mine.planned}
        pool = [x for x in self.pool(t.slot, sp.lang) if x not in used]
        if not pool:
            return
        x = self.rng.choice(pool)
        if mine is not None:
            mine.mentioned.append(x)  # the speaker named it: part of their slot's vocabulary
        table = t.slot.zh if sp.lang == ZH else t.slot.en
        self.say(day, (sp, self.rng.choice(table["dist"]).format(x=x)))


# ---------------------------------------------------------------------------------------------
# The world: people, timelines, conversations, probes.
# ---------------------------------------------------------------------------------------------

SINGLE_STYLES = ("direct", "direct", "use", "third", "late", "negation", "correction", "selfname")
MULTI_STYLES = ("direct", "direct", "third", "late", "selfname")


def make_people(rng: random.Random) -> list[Person]:
    n = rng.randint(10, 13)
    n_zh = max(2, round(n * rng.choice((0.22, 0.25, 0.3))))
    picks = [(e, EN) for e in rng.sample(EN_PEOPLE, n - n_zh)]
    picks += [(z, ZH) for z in rng.sample(ZH_PEOPLE, n_zh)]
    rng.shuffle(picks)
    rest = [r for r in ROLES if r not in ("team leader", "dog handler", "paramedic")]
    rng.shuffle(rest)
    roles = ["team leader", "dog handler", "paramedic", *rest][: len(picks)]
    rng.shuffle(roles)
    people = []
    for ((name, he, his, ta), lang), role in zip(picks, roles, strict=False):
        p = Person(name, he, his, ta, lang, role)
        k = rng.randint(4, 7)
        n_multi = min(rng.choice((0, 1, 1, 2)), k - 3)
        multi = rng.sample(MULTI_SLOTS, n_multi)
        if role == "dog handler" and PETS not in multi:
            multi = [PETS, *multi[1:]] if multi else [PETS]
        p.slots = rng.sample(SINGLE_SLOTS, k - len(multi)) + multi
        rng.shuffle(p.slots)
        people.append(p)
    return people


def change_days(rng: random.Random, start: int, n: int) -> list[int]:
    lo = start + 45
    part = (700 - lo) // n
    return [lo + i * part + rng.randint(0, max(1, part - 45)) for i in range(n)]


def build_track(rng: random.Random, chat: Chat, p: Person, slot: Slot) -> Track:
    pool = list(chat.pool(slot, p.lang))
    d0 = rng.randint(0, 150)
    if slot.multi:
        vals = rng.sample(pool, 2)
        t = Track(p, slot, vals, [d0, *change_days(rng, d0, 1)])
        t.lost = rng.random() < 0.4
    else:
        n = rng.choice((1, 2, 2, 3))
        vals = rng.sample(pool, n + 1)
        t = Track(p, slot, vals, [d0, *change_days(rng, d0, n)])
    t.reported = list(t.days)
    return t


def play_track(rng: random.Random, chat: Chat, t: Track) -> None:
    """Emit a track's conversations: first statement, changes, plans, distractors."""
    slot, n = t.slot, len(t.values)
    styles = MULTI_STYLES if slot.multi else SINGLE_STYLES
    chat.initial(t)
    for i in range(1, n):
        style = rng.choice(styles)
        nxt = t.days[i + 1] if i + 1 < n else LAST_DAY
        if style == "late":
            if nxt - t.days[i] < 70:
                style = "direct"
            else:
                t.reported[i] = t.days[i] + rng.randint(18, 40)
        if slot.plans and rng.random() < 0.3:  # a plan that then happens
            pd = t.days[i] - rng.randint(15, 40)
            if pd > t.reported[i - 1] + 5:
                chat.plan_line(t, t.values[i], pd, "plan")
        chat.change(t, i, style)
    if slot.multi and t.lost:
        start = t.reported[1] + 30
        if start < LAST_DAY - 20:
            chat.lose(t, rng.randint(start, LAST_DAY - 10))
        else:
            t.lost = False
    # segments [told, next change) where the value held, for restatements and plans
    segs = [(t.reported[i] + 3, (t.days[i + 1] if i + 1 < n else LAST_DAY) - 3) for i in range(n)]
    if slot.multi:
        segs = segs[:1]
    for i, (a, b) in enumerate(segs):
        if (
            b - a > 30
            and rng.random() < 0.5
            and "use" in (slot.zh if t.who.lang == ZH else slot.en)
        ):
            chat.use_line(t, t.values[i], rng.randint(a, b))
    if slot.plans and not slot.multi:
        fresh = [v for v in chat.pool(slot, t.who.lang) if v not in t.values]
        rng.shuffle(fresh)
        r = rng.random()
        room = [(i, a, b) for i, (a, b) in enumerate(segs) if b - a > 70]
        if r < 0.3 and room and fresh:  # planned, then dropped
            i, a, b = rng.choice(room)
            pd = rng.randint(a, b - 60)
            y = fresh.pop()
            t.dropped.append(y)
            chat.plan_line(t, y, pd, "plan")
            chat.plan_line(t, y, pd + rng.randint(20, 55), "drop", cur=t.values[i])
        elif r < 0.5 and room and fresh:  # a consideration that goes nowhere
            i, a, b = rng.choice(room)
            y = fresh.pop()
            t.dropped.append(y)
            chat.plan_line(t, y, rng.randint(a, b), "consider")
        a, b = segs[-1]
        if rng.random() < 0.3 and fresh and b - a > 40:  # in progress at the end
            t.planned = fresh.pop()
            chat.plan_line(t, t.planned, rng.randint(max(a, b - 120), b), "plan")
    table = slot.zh if t.who.lang == ZH else slot.en
    if "scope" in table and rng.random() < 0.6:
        used = set(t.values) | set(t.dropped) | {t.planned} | set(t.wrong)
        x = rng.choice([v for v in chat.pool(slot, t.who.lang) if v not in used])
        t.mentioned.append(x)
        a, b = segs[-1]
        line = rng.choice(table["scope"]).format(v=t.values[-1], x=x)
        chat.say(rng.randint(a, max(a, b)), (t.who, chat.wrap(t.who, line)))
    for _ in range(rng.choice((1, 1, 2))):
        chat.distractor(t, rng.randint(0, LAST_DAY))


def probes_for(rng: random.Random, t: Track) -> list[dict[str, Any]]:
    p, slot = t.who, t.slot
    qs = slot.q[p.lang] if p.lang in slot.q else slot.q[EN]
    vocab = list(
        dict.fromkeys(
            [*t.values, *t.wrong, *t.dropped, *([t.planned] if t.planned else []), *t.mentioned]
        )
    )

    def probe(kind: str, gold: list[str], **extra: Any) -> dict[str, Any]:
        d = {"subject": p.name, "kind": kind, "question": qs[kind].format(n=p.name),
             "slot": slot.key, "gold": gold, "outdated": [], "values": vocab,
             "abandoned": list(t.dropped)}  # fmt: skip
        d.update(extra)
        return d

    out = []
    a, b = t.reported[0] + 10, t.days[1] - 10
    if slot.multi:
        if t.lost:
            out.append(probe("current", [t.values[1]], outdated=[t.values[0]]))
            if rng.random() < 0.7:
                out.append(probe("historical", [t.values[0]]))
        else:
            out.append(probe("coexisting", list(t.values)))
        if b - a > 20 and rng.random() < 0.4:
            out.append(probe("as_of", [t.values[0]], as_of_day=rng.randint(a, b)))
        return out
    final = t.values[-1]
    old = [v for v in [*t.values[:-1], *t.wrong] if v != final]
    out.append(probe("current", [final], outdated=old))
    if rng.random() < 0.6:
        out.append(probe("historical", [t.values[-2]]))
    segs = [(i, t.reported[i] + 10, t.days[i + 1] - 10) for i in range(len(t.values) - 1)]
    segs = [s for s in segs if s[2] - s[1] > 20]
    if segs and rng.random() < 0.45:
        i, a, b = rng.choice(segs)
        out.append(probe("as_of", [t.values[i]], as_of_day=rng.randint(a, b)))
    if t.planned:
        out.append(probe("planning", [t.planned]))
    return out


def filler(rng: random.Random, chat: Chat, n: int) -> None:
    for _ in range(n):
        p = rng.choice(chat.people)
        line = rng.choice(FILLER_ZH if p.lang == ZH else FILLER_EN)
        turns = [(p, line)]
        for _ in range(rng.choice((0, 0, 1, 1, 2))):
            q = chat.other(p)
            turns.append((q, rng.choice(ACK_ZH if q.lang == ZH else ACK_EN)))
        chat.say(rng.randint(0, LAST_DAY), *turns)


def generate(seed: int) -> dict[str, Any]:
    """The world for ``seed``: ``start``, ``episodes`` (time-ordered) and ``probes``."""
    rng = random.Random(f"blind_bb:{seed}")
    people = make_people(rng)
    chat = Chat(rng, people)
    tracks = [build_track(rng, chat, p, s) for p in people for s in p.slots]
    for t in tracks:
        chat.tracks[(t.who.name, t.slot.key)] = t
    for t in tracks:
        play_track(rng, chat, t)
    for p in people:  # everyone introduces themselves with their role early on
        role = f"{p.role} (my other half is on the hill)" if p.role == "fundraiser" else p.role
        line = (
            f"大家好，我是{p.name}，队里的{ROLE_ZH[p.role]}。"
            if p.lang == ZH
            else f"Hi all, {p.name} here, {role}. Glad to be on the new chat."
        )
        chat.say(rng.randint(0, 3), (p, line))
    filler(rng, chat, rng.randint(60, 95))
    episodes = []
    for k, (day, turns) in enumerate(chat.units):
        minute = rng.randint(0, 780)
        for j, (sp, text) in enumerate(turns):
            minute += rng.randint(1, 6) if j else 0
            episodes.append({"day": day, "minute": minute,
                             "speaker": sp.name, "text": text, "session": f"s{k:04d}",
                             "language": sp.lang, "_k": (k, j)})  # fmt: skip
    episodes.sort(key=lambda e: (e["day"], e["minute"], e["_k"]))
    for e in episodes:
        del e["_k"]
    probes = [pr for t in tracks for pr in probes_for(rng, t)]
    while len(probes) > 140:  # trim the optional kinds first
        extra = [i for i, pr in enumerate(probes) if pr["kind"] in ("historical", "as_of")]
        probes.pop(rng.choice(extra))
    return {"start": START, "episodes": episodes, "probes": probes}


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (an empty list when it is sound)."""
    import re

    errors = []
    texts = [e["text"] for e in world["episodes"]]
    for e in world["episodes"]:
        if not (0 <= e["day"] <= LAST_DAY and e["language"] in (EN, ZH) and e["text"]):
            errors.append(f"bad episode {e}")
    days = [(e["day"], e["minute"]) for e in world["episodes"]]
    if days != sorted(days):
        errors.append("episodes out of order")

    def said(v: str) -> bool:
        if not v.isascii():
            return any(v in t for t in texts)
        pat = re.compile(rf"(?<![A-Za-z]){re.escape(v)}(?![A-Za-z])", re.IGNORECASE)
        return any(pat.search(t) for t in texts)

    for pr in world["probes"]:
        g, o, vals = set(pr["gold"]), set(pr["outdated"]), set(pr["values"])
        if pr["kind"] not in KINDS or not g or not pr["question"]:
            errors.append(f"bad probe {pr}")
        if g & o or g & set(pr["abandoned"]) or not g <= vals or not o <= vals:
            errors.append(f"inconsistent probe {pr}")
        if (pr["kind"] == "as_of") != (pr.get("as_of_day") is not None):
            errors.append(f"as_of day missing/extra {pr}")
        errors += [f"gold {v!r} never said ({pr['subject']})" for v in g if not said(v)]
        if "{" in pr["question"]:
            errors.append(f"unfilled question {pr['question']}")
    errors += [f"unfilled text {t}" for t in texts if re.search(r"\{[a-zA-Z]*\}", t)]
    return errors


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        assert w == generate(seed), "not deterministic"
        errs = validate(w)
        bad += len(errs)
        for e in errs[:10]:
            print("  !", e)
        kinds: dict[str, int] = {}
        for pr in w["probes"]:
            kinds[pr["kind"]] = kinds.get(pr["kind"], 0) + 1
        people = {pr["subject"] for pr in w["probes"]}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes, "
              f"{len(people)} people, kinds {kinds}, problems {len(errs)}")  # fmt: skip
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
