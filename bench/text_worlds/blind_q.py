"""Blind text world ``blind_q``: a Bristol co-working space's Slack over two years.

``generate(seed)`` invents the members of a co-working space (a designer, two developers, a
translator, a baker who uses the kitchen, a podcaster, the community manager, two partners
and a parent) and the space itself.  Each of them holds a handful of state slots (where they
live, their laptop, their bank, their pets, the space's booking system, ...) whose values
change zero to three times in two years.  Changes are said directly, implied by use, reported
late ("back in March I ..."), reported by someone else, pointed back to with he/she within a
session, corrected mid-message or buried in long chatty messages.  Plans are carried out,
dropped or left pending; some values are only considered; some hold only within a scope; some
slots hold several values at once.  Around all that: distractors naming values of the same
kinds without asserting anyone's state, and plenty of chit-chat.  Two or three members write
mostly in simplified Chinese.

The returned dict carries episodes and probes with gold values (see ``bench.states``
``load_text_world``).  ``python3 -m bench.text_worlds.blind_q`` regenerates seeds 7, 11 and 23
and checks every probe's gold against the generated timelines.  Standard library only.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

GENERATOR = "blind_q"
START = "2025-01-06T09:00:00+00:00"
START_DATE = date(2025, 1, 6)
LAST_DAY = 729
EN = "en"
ZH = "zh"

T = tuple[str, ...]


@dataclass(frozen=True)
class Slot:
    """One kind of state: value pools, phrase fragments and probe questions.

    Fragment keys (English ``en``, Chinese ``zh``); ``{v}`` value, ``{o}`` previous value,
    ``{n}`` third-person subject, ``{ns}`` its possessive, ``{w}`` month, ``{k}`` kid,
    ``{b}`` breed, ``{x}`` scoped value:
      has   state said as it is          new   a change (first person)
      sw    a change naming the old one  use   a change implied by use of the new value
      late  a change reported late       inf   infinitive (plans)
      th    third-person state           thn   third-person change news
      dist  slot-specific distractors    scoped an exception clause with {x}
      add / rem  (multi-valued slots)    multiple values coexist
    """

    key: str
    holder: str  # "person" or "space"
    multi: bool
    pool: T
    zh_pool: T
    en: dict[str, T]
    zh: dict[str, T]
    q: dict[str, tuple[str, str]]
    reasons: tuple[tuple[str, str, str, str], ...] = ()
    zh_only: bool = False  # a Chinese writer always takes values from zh_pool


def S(*xs: str) -> T:
    return tuple(xs)


# ---------------------------------------------------------------------------------------------
# The space's own state (said by the community manager as "we", by members as the space).
# ---------------------------------------------------------------------------------------------

BOOKING = Slot(
    "booking_system",
    "space",
    False,
    S("Nexudus", "OfficeRnD", "Optix", "Spacebring", "Cobot", "Archie"),
    (),
    en={
        "has": S(
            "reminder for the newbies: desks and meeting rooms are booked through {v}, not the whiteboard pls",
            "all bookings go through {v} - if you can't log in ping me",
        ),
        "new": S(
            "we've moved bookings over to {v}! you should all have an invite in your inbox, shout if not",
            "from today desk booking is on {v}. old links won't work anymore, sorry for the faff",
            "big admin news: we're on {v} for bookings now. first person to break it gets a brownie",
        ),
        "sw": S(
            "we've ditched {o} - desk and room bookings are on {v} from this morning",
            "bye bye {o} 👋 bookings now live on {v}, the invites went out an hour ago",
        ),
        "use": S(
            "if the new {v} app logs you out just reinstall, their support says it's a known thing",
            "the {v} calendar sync we set up last week actually works, booked room 2 from my phone in 3 taps",
        ),
        "late": S(
            "I never announced it properly but we switched the booking system to {v} back in {w}, so if you're still trying the old link that's why 🙈"
        ),
        "inf": S("move the booking system to {v}", "switch our bookings over to {v}"),
        "th": S("{n} does all its bookings on {v} now", "bookings at {n} are on {v} these days"),
        "thn": S(
            "{n} has moved desk booking to {v}, did everyone get the email?",
            "looks like {n} switched to {v} for bookings, my old login just bounced",
        ),
        "dist": S(
            "the place in Temple Quarter uses {v} and honestly it's clunky as anything",
            "{v} sent me a cold email offering a 'free workspace audit' lol no",
            "a friend who runs a studio in Cardiff swears {v} is the least bad booking tool",
        ),
        "scoped": S(
            "the podcast booth is still booked through {x} for now, don't ask, it's a licensing thing"
        ),
    },
    zh={
        "th": S("{n}现在订位都用{v}了", "我们{n}订桌子现在是用{v}"),
        "thn": S(
            "{n}换成{v}订位了，邮件大家收到了吗？", "好像{n}订位系统换成{v}了，我旧的账号登不上"
        ),
        "use": S("{v}的app又把我登出了，不过重装一下就好"),
    },
    q={
        "current": ("Which booking system does {n} use now?", "{n}现在用什么订位系统？"),
        "historical": ("What did {n} use for desk bookings before?", "{n}以前用什么订位？"),
        "as_of": ("Which booking system was {n} using for desks?", "{n}当时用什么订位系统？"),
        "planning": (
            "Which booking system is {n} planning to move to?",
            "{n}打算换成哪个订位系统？",
        ),
        "why": ("Why did {n} switch its bookings to {v}?", "{n}为什么换成{v}订位？"),
    },
    reasons=(
        (
            "the old one kept double-booking the big meeting room",
            "double-booking",
            "旧系统老是重复预订大会议室",
            "重复预订",
        ),
        ("it's literally half the price per seat", "price", "每个座位便宜一半", "便宜"),
        ("it talks to the door access fobs", "fobs", "可以跟门禁卡连起来", "门禁"),
    ),
)

WIFI = Slot(
    "wifi_provider",
    "space",
    False,
    S(
        "BT",
        "Virgin Media",
        "Zen Internet",
        "Truespeed",
        "Hyperoptic",
        "Community Fibre",
        "Lit Fibre",
    ),
    (),
    en={
        "has": S(
            "for anyone asking, our broadband is {v}, the router's in the cupboard by the loos",
            "we're on {v} for the internet, password's on the fridge as always",
        ),
        "new": S(
            "the internet is now {v}! engineer left ten minutes ago, new password on the fridge",
            "we've got {v} fibre in now, speed test says 900 down, go wild",
        ),
        "sw": S(
            "we finally got rid of {o}, the wifi is {v} from today. new password on the fridge",
            "switched the broadband from {o} to {v}. if your laptop won't connect forget the network and rejoin",
        ),
        "use": S(
            "the {v} router we had put in last week needed a reboot, all good again now",
            "first outage on the new {v} line and it lasted 4 minutes, I'll take it",
        ),
        "late": S(
            "slightly embarrassing but we actually moved the internet over to {v} back in {w} and I forgot to tell anyone, hence the network name"
        ),
        "inf": S("move the broadband over to {v}", "switch the wifi to {v}"),
        "th": S("{n} is on {v} for wifi", "{n}'s internet is {v} now"),
        "thn": S(
            "{n} changed broadband to {v}, the network name is different now",
            "heard {n} went with {v} for the wifi, it's so much quicker",
        ),
        "dist": S(
            "{v} are digging up half of Gloucester Road for fibre apparently",
            "my landlord is with {v} and the wifi at home drops every evening",
            "saw a {v} van parked outside the Tobacco Factory all morning",
        ),
    },
    zh={
        "th": S("{n}的wifi现在是{v}", "{n}的网现在用{v}"),
        "thn": S("{n}的宽带换成{v}了，网络名字都变了", "听说{n}换了{v}的网，快多了"),
        "use": S("新的{v}路由器好像要重启一下，刚刚掉线了"),
    },
    q={
        "current": ("Who provides the wifi at {n} now?", "{n}现在的wifi是哪家的？"),
        "historical": ("Which broadband provider did {n} have before?", "{n}以前用哪家宽带？"),
        "as_of": ("Which internet provider was {n} with?", "{n}当时用哪家宽带？"),
        "planning": (
            "Which broadband provider is {n} planning to switch to?",
            "{n}打算换哪家宽带？",
        ),
        "why": ("Why did {n} move its broadband to {v}?", "{n}为什么换成{v}的宽带？"),
    },
    reasons=(
        ("the old line dropped every time it rained", "rained", "一下雨就掉线", "下雨"),
        ("the upload speed was useless for the podcast booth", "upload", "上传速度太慢", "上传"),
    ),
)

BEANS = Slot(
    "coffee_supplier",
    "space",
    False,
    S(
        "Extract Coffee",
        "Wogan Coffee",
        "Triple Co Roast",
        "Round Hill Roastery",
        "Origin Coffee",
        "Roasted Rituals",
    ),
    (),
    en={
        "has": S(
            "the beans in the kitchen are from {v}, if you're wondering why the coffee's decent",
            "we get our coffee beans from {v}, delivered Mondays",
        ),
        "new": S(
            "new beans! we're getting our coffee from {v} now, let me know what you think",
            "coffee news (the most important news): our bean supplier is {v} from this week",
        ),
        "sw": S(
            "we've stopped ordering from {o}, the kitchen beans are {v} now",
            "after the great bean debate: goodbye {o}, hello {v}. first bags are in the kitchen",
        ),
        "use": S(
            "the {v} delivery came early so there's a mountain of bags in the kitchen, help yourselves",
            "whoever finished the {v} decaf without refilling the grinder, I see you",
        ),
        "late": S(
            "fun fact, we actually switched the beans to {v} back in {w} and nobody noticed, which says something"
        ),
        "inf": S("switch the kitchen beans to {v}", "get our coffee from {v} instead"),
        "th": S("the coffee at {n} is {v} now", "{n} gets its beans from {v}"),
        "thn": S(
            "{n} switched the beans to {v}, the coffee's way better",
            "pretty sure {n} changed the kitchen coffee to {v}, tastes different",
        ),
        "dist": S(
            "{v} have a stall at the Harbourside market on Saturdays",
            "my brother-in-law thinks {v} is overrated, he's wrong but still",
            "{v} are doing a cupping evening in Stokes Croft next week if anyone's into that",
        ),
    },
    zh={
        "th": S("{n}厨房的咖啡豆现在是{v}的", "{n}现在用{v}的豆子"),
        "thn": S("{n}换了{v}的咖啡豆，好喝多了", "厨房的豆子好像换成{v}了"),
        "use": S("厨房那包{v}的豆子快没了，谁去拿一包新的"),
    },
    q={
        "current": (
            "Which roaster supplies the coffee beans at {n} now?",
            "{n}现在的咖啡豆是哪家的？",
        ),
        "historical": ("Where did {n} get its coffee beans before?", "{n}以前的咖啡豆是哪家的？"),
        "as_of": ("Who supplied the kitchen coffee beans at {n}?", "{n}当时的咖啡豆是哪家的？"),
        "planning": (
            "Which coffee supplier is {n} thinking of moving to?",
            "{n}打算换哪家的咖啡豆？",
        ),
        "why": ("Why did {n} change its coffee beans to {v}?", "{n}为什么换成{v}的豆子？"),
    },
    reasons=(
        (
            "they deliver in reusable tubs so no more bags in the bin",
            "reusable",
            "用可重复使用的桶送货",
            "可重复",
        ),
        ("the old supplier kept missing deliveries", "deliveries", "之前那家老是送晚", "送晚"),
    ),
)

CLEANING = Slot(
    "cleaning_company",
    "space",
    False,
    S(
        "BrightSpark Cleaning",
        "Mopp",
        "Spotless West",
        "Greenleaf Cleaning",
        "Dustbusters",
        "Clean Bristol",
    ),
    (),
    en={
        "has": S(
            "the cleaners are {v}, they come in Tuesday and Friday evenings so clear your desks",
            "{v} do our cleaning - if something's wrong tell me, not them, they're lovely",
        ),
        "new": S(
            "we have new cleaners! {v} start tonight, please don't leave mugs on the desks",
            "cleaning is {v} from this week, same days as before",
        ),
        "sw": S(
            "we've parted ways with {o}, {v} are doing the cleaning now",
            "so the cleaning contract moved from {o} to {v}, you might see new faces in the evening",
        ),
        "use": S(
            "the {v} team found someone's airpods behind the sofa, they're on my desk",
            "the new {v} lot did the kitchen last night and it actually sparkles",
        ),
        "late": S(
            "I should have said, we moved the cleaning over to {v} back in {w}, so that's who the evening crew are"
        ),
        "inf": S("bring in {v} for the cleaning", "move the cleaning contract to {v}"),
        "th": S("{n}'s cleaning is done by {v}", "{v} clean {n} now"),
        "thn": S(
            "{n} has new cleaners, {v} I think",
            "{n} switched the cleaning to {v}, the kitchen has never been cleaner",
        ),
        "dist": S(
            "{v} leafleted the whole street, do people actually hire cleaners off leaflets",
            "my mate's office uses {v} and they lost a key once, just saying",
            "there's a {v} van blocking the loading bay again",
        ),
    },
    zh={
        "th": S("{n}现在的保洁是{v}", "{n}请的是{v}做清洁"),
        "thn": S("{n}换了保洁公司，好像是{v}", "{n}的清洁现在是{v}在做，厨房干净多了"),
        "use": S("{v}的阿姨昨晚把厨房擦得好干净"),
    },
    q={
        "current": ("Which cleaning company does {n} use now?", "{n}现在请的是哪家保洁？"),
        "historical": ("Who did the cleaning at {n} before?", "{n}以前是哪家做保洁？"),
        "as_of": ("Which cleaning company was {n} using?", "{n}当时请的是哪家保洁？"),
        "planning": ("Which cleaners is {n} planning to bring in?", "{n}打算换哪家保洁？"),
        "why": ("Why did {n} switch its cleaning to {v}?", "{n}为什么换成{v}做清洁？"),
    },
    reasons=(
        (
            "the old lot kept using bleach on the oak tables",
            "bleach",
            "之前那家老在橡木桌上用漂白水",
            "漂白水",
        ),
        ("they use eco products and the kitchen smell went away", "eco", "他们用环保产品", "环保"),
    ),
)

# ---------------------------------------------------------------------------------------------
# Personal state.
# ---------------------------------------------------------------------------------------------

HOOD = Slot(
    "neighbourhood",
    "person",
    False,
    S(
        "Easton",
        "Bedminster",
        "Totterdown",
        "Southville",
        "Redland",
        "Montpelier",
        "St Werburghs",
        "Bishopston",
        "Fishponds",
        "Cotham",
        "Windmill Hill",
        "Hotwells",
        "Kingsdown",
        "Horfield",
        "Eastville",
    ),
    (),
    en={
        "has": S(
            "I live in {v}, it's like 20 mins from here",
            "home is {v}, has been for a while",
            "we're in {v}, come round for a barbecue sometime",
        ),
        "new": S(
            "we've moved! new address is in {v}, still living out of boxes",
            "officially a {v} resident as of this weekend 🎉",
            "keys collected, I live in {v} now",
        ),
        "sw": S(
            "moved out of {o} on Saturday, I'm in {v} now",
            "after six years in {o} I've finally moved, we're in {v}",
        ),
        "use": S(
            "still unpacking boxes in the new place in {v}, send help",
            "the walk in from the new flat in {v} is so much nicer, past the allotments",
        ),
        "late": S(
            "I never said but I moved to {v} back in {w}, that's why I've been later in the mornings",
            "back in {w} we moved to {v}, totally forgot to update my address with you",
        ),
        "inf": S("move to {v}", "find a place in {v}"),
        "th": S("{n} lives in {v}", "{n} is living over in {v}"),
        "thn": S(
            "{n} moved to {v}, did you know?",
            "{n}'s just moved to {v}, housewarming's on Friday apparently",
        ),
        "dist": S(
            "house prices in {v} are getting silly",
            "there's a street party in {v} on Sunday if anyone fancies it",
            "{v} has the best chippy in Bristol and I will die on this hill",
        ),
    },
    zh={
        "has": S("我住在{v}，走过来二十分钟", "我家在{v}那边"),
        "new": S("搬完家了！现在住在{v}，箱子还没拆完", "终于搬好了，我现在住{v}"),
        "sw": S("周末从{o}搬走了，现在住{v}", "在{o}住了好几年，终于搬到{v}了"),
        "use": S("新家在{v}，每天走过来路上有好多樱花", "还在{v}的新家拆箱子，累死了"),
        "late": S("忘了说，我{w}的时候就搬到{v}了", "其实{w}我们就搬去{v}了，一直没跟大家讲"),
        "inf": S("搬去{v}", "在{v}找房子"),
        "th": S("{n}住在{v}", "{n}现在住{v}"),
        "thn": S("{n}搬到{v}了，你们知道吗？", "{n}刚搬去{v}，周五暖房派对"),
    },
    q={
        "current": ("Which part of Bristol does {n} live in now?", "{n}现在住在布里斯托哪一带？"),
        "historical": ("Where did {n} live before?", "{n}以前住在哪里？"),
        "as_of": ("Which neighbourhood did {n} live in?", "{n}当时住在哪一带？"),
        "planning": ("Where is {n} planning to move?", "{n}打算搬去哪里？"),
        "why": ("Why did {n} move to {v}?", "{n}为什么搬到{v}？"),
    },
    reasons=(
        (
            "the rent at the old flat went up by two hundred quid",
            "rent",
            "之前的房租涨了两百镑",
            "房租",
        ),
        ("we needed a garden for the dog", "garden", "想要一个带花园的房子", "花园"),
        ("the damp in the old place was making me ill", "damp", "之前的房子太潮了", "太潮"),
    ),
)

LAPTOP = Slot(
    "laptop",
    "person",
    False,
    S(
        "MacBook Air",
        "MacBook Pro",
        "Framework",
        "ThinkPad X1",
        "Dell XPS",
        "Surface Laptop",
        "Lenovo Yoga",
    ),
    (),
    en={
        "has": S(
            "I'm on a {v}, it's fine for what I do",
            "my {v} is getting on a bit but it works",
            "I work off a {v}",
        ),
        "new": S(
            "treated myself to a {v}, first proper new laptop in five years",
            "new laptop day! it's a {v}",
            "picked up a {v} in the sale, already set up",
        ),
        "sw": S("retired the old {o}, I'm on a {v} now", "sold my {o} on eBay and got a {v}"),
        "use": S(
            "the new {v}'s fan is silent, I keep checking it's actually on",
            "battery on the new {v} lasted the whole day without the charger, witchcraft",
        ),
        "late": S(
            "oh I replaced my laptop back in {w}, it's a {v} now, forgot to mention",
            "back in {w} I switched to a {v}, the old one finally died",
        ),
        "inf": S("get a {v}", "upgrade to a {v}"),
        "th": S("{n} works on a {v}", "{n}'s laptop is a {v}"),
        "thn": S(
            "{n} got a {v}, {p} wouldn't stop showing me the screen",
            "{n}'s got a new {v}, {p}'s very smug about it",
        ),
        "dist": S(
            "the {v} in the Apple store window had a queue, on a Tuesday",
            "{v} has a new model out and the keyboard looks awful",
            "my nephew wants a {v} for uni, is that mad",
        ),
        "scoped": S(
            "for the client's locked-down VPN stuff I still have to use a {x} they gave me",
            "the client build only runs on a {x} so I keep one on the desk for that",
        ),
    },
    zh={
        "has": S("我用的是{v}", "我的电脑是{v}，还挺好用"),
        "new": S("买了新电脑，{v}！", "换新电脑了，是{v}"),
        "sw": S("旧的{o}退役了，现在用{v}", "把{o}卖了，买了{v}"),
        "use": S("新的{v}风扇一点声音都没有", "新{v}的电池一整天都不用充电"),
        "late": S("其实我{w}就换成{v}了，忘了说", "{w}的时候电脑坏了，换了{v}"),
        "inf": S("换{v}", "买一台{v}"),
        "th": S("{n}用的是{v}", "{n}的电脑是{v}"),
        "thn": S("{n}买了{v}，一直给我看屏幕", "{n}换了新的{v}"),
        "scoped": S("客户那边的VPN只能在{x}上跑，所以还留着一台"),
    },
    q={
        "current": ("What laptop does {n} use now?", "{n}现在用什么电脑？"),
        "historical": ("What laptop did {n} have before?", "{n}以前用什么电脑？"),
        "as_of": ("Which laptop was {n} using?", "{n}当时用什么电脑？"),
        "planning": ("Which laptop is {n} planning to get?", "{n}打算买什么电脑？"),
        "why": ("Why did {n} get the {v}?", "{n}为什么换成{v}？"),
    },
    reasons=(
        ("the old one's hinge snapped on the train", "hinge", "旧电脑的转轴断了", "转轴"),
        ("I wanted something I can repair myself", "repair", "想要自己能修的电脑", "自己能修"),
    ),
)

DESIGN = Slot(
    "design_tool",
    "person",
    False,
    S("Figma", "Penpot", "Affinity Designer", "Adobe XD", "Framer", "Illustrator", "Lunacy"),
    (),
    en={
        "has": S("I do all my design work in {v}", "{v} is my main tool, always has been"),
        "new": S(
            "I've moved my whole workflow over to {v}",
            "made the jump to {v} this week, rebuilding my component library",
        ),
        "sw": S(
            "cancelled {o}, doing everything in {v} now",
            "goodbye {o}, I'm a {v} person now apparently",
        ),
        "use": S(
            "the new {v} file for the brewery rebrand is 400 frames and it doesn't even lag",
            "rebuilt my whole type scale in {v} this morning, so satisfying",
        ),
        "late": S(
            "back in {w} I moved my design stuff to {v}, should have said when you asked about licences"
        ),
        "inf": S("move to {v}", "switch my design work over to {v}"),
        "th": S("{n} designs in {v}", "{n}'s on {v} for design work"),
        "thn": S(
            "{n} moved everything to {v}, the files are in the shared drive",
            "{n} switched to {v}, {p} showed me the auto layout stuff",
        ),
        "dist": S(
            "{v} put their prices up again, designers on twitter are furious",
            "saw a talk about {v} plugins at the meetup, mostly vapourware",
            "{v} just shipped a big update, haven't tried it",
        ),
        "scoped": S(
            "for print jobs I still do the final artwork in {x} though",
            "except the packaging work, that stays in {x} because the printer wants it",
        ),
    },
    zh={
        "has": S("我做设计都用{v}"),
        "new": S("我整个流程都换到{v}了"),
        "sw": S("{o}不续费了，现在全用{v}"),
        "use": S("新的{v}文件四百个画板都不卡"),
        "late": S("{w}的时候就改用{v}了"),
        "inf": S("换到{v}"),
        "th": S("{n}用{v}做设计"),
        "thn": S("{n}全部换成{v}了"),
        "scoped": S("印刷的稿子还是用{x}做"),
    },
    q={
        "current": ("Which design tool does {n} use now?", "{n}现在用什么设计工具？"),
        "historical": ("Which design tool did {n} use before?", "{n}以前用什么设计软件？"),
        "as_of": ("What was {n} designing in?", "{n}当时用什么设计工具？"),
        "planning": ("Which design tool is {n} planning to move to?", "{n}打算换成什么设计工具？"),
        "why": ("Why did {n} move to {v}?", "{n}为什么换成{v}？"),
    },
    reasons=(
        ("the subscription went up again and I refuse", "subscription", "订阅又涨价了", "订阅"),
        ("I wanted something open source", "open source", "想用开源的", "开源"),
    ),
)

EDITOR = Slot(
    "code_editor",
    "person",
    False,
    S("VS Code", "Neovim", "Zed", "IntelliJ", "Helix", "Sublime Text", "Emacs", "PyCharm"),
    (),
    en={
        "has": S(
            "I write everything in {v}, can't be bothered to switch",
            "{v} all day every day",
            "my editor's {v}, don't @ me",
        ),
        "new": S(
            "finally moved to {v}, my config is a mess but it's fast",
            "I'm a {v} user now, the muscle memory is painful",
        ),
        "sw": S(
            "ditched {o} for {v}, only took me three years", "uninstalled {o}. {v} from now on"
        ),
        "use": S(
            "the new {v} setup opens the monorepo in two seconds, I'm never going back",
            "spent all morning on my new {v} keybindings instead of working",
        ),
        "late": S(
            "back in {w} I switched to {v} and forgot to tell you, hence the weird screenshots",
            "since {w} I've been on {v}, meant to mention",
        ),
        "inf": S("switch to {v}", "give {v} a proper go"),
        "th": S("{n} codes in {v}", "{n} uses {v}"),
        "thn": S(
            "{n}'s on {v} now, {p} won't shut up about it", "{n} switched to {v}, {p}'s a convert"
        ),
        "dist": S(
            "{v} has a new release and it broke everyone's plugins",
            "someone on hacker news wrote 3000 words about {v} again",
            "my old boss was obsessed with {v}, it was a whole thing",
        ),
        "scoped": S(
            "for the legacy Java project I still have to use {x} though",
            "the Android client is still {x} because nothing else does Gradle properly",
        ),
    },
    zh={
        "has": S("我写代码用{v}", "一直用{v}，懒得换"),
        "new": S("终于换到{v}了，配置还乱七八糟但是很快"),
        "sw": S("不用{o}了，换成{v}"),
        "use": S("新配的{v}打开整个monorepo只要两秒"),
        "late": S("我{w}就换{v}了，忘了说"),
        "inf": S("换{v}", "试试{v}"),
        "th": S("{n}用{v}写代码"),
        "thn": S("{n}换成{v}了"),
        "scoped": S("老的Java项目还是得用{x}"),
    },
    q={
        "current": ("Which code editor does {n} use now?", "{n}现在用什么编辑器写代码？"),
        "historical": ("Which editor did {n} use before?", "{n}以前用什么编辑器？"),
        "as_of": ("Which editor was {n} coding in?", "{n}当时用什么编辑器？"),
        "planning": ("Which editor is {n} planning to switch to?", "{n}打算换什么编辑器？"),
        "why": ("Why did {n} switch to {v}?", "{n}为什么换成{v}？"),
    },
    reasons=(
        ("the old one ate 4 gigs of RAM just sitting there", "RAM", "之前那个太吃内存", "内存"),
        ("my wrists needed fewer mouse clicks", "wrists", "手腕受不了鼠标", "手腕"),
    ),
)

INVOICE = Slot(
    "invoicing",
    "person",
    False,
    S("FreeAgent", "Xero", "QuickBooks", "Zoho Invoice", "Invoice Ninja", "FreshBooks", "Sage"),
    (),
    en={
        "has": S("I do my invoices in {v}", "{v} handles all my invoicing and the tax bits"),
        "new": S(
            "moved my invoicing to {v}, the bank feed actually works",
            "signed up for {v}, all my invoices go out from there now",
        ),
        "sw": S(
            "I've left {o}, invoicing in {v} now",
            "cancelled {o} and moved everything to {v}, took a whole Sunday",
        ),
        "use": S(
            "just sent my first invoice from {v} and it looks so professional",
            "the new {v} reminders chased a client for me, love it",
        ),
        "late": S(
            "back in {w} I moved my invoicing to {v}, should've told you before you recommended it"
        ),
        "inf": S("move my invoicing to {v}", "switch to {v} for invoices"),
        "th": S("{n} invoices through {v}", "{n} does invoicing in {v}"),
        "thn": S(
            "{n} moved to {v} for invoicing, {p}'s very happy",
            "{n} has switched to {v}, {p} set it up in an afternoon",
        ),
        "dist": S(
            "my accountant keeps pushing {v} on everyone",
            "{v} sent another 'we miss you' email, I never even signed up",
            "there's a free {v} workshop at the library on Thursday",
        ),
        "scoped": S(
            "the American clients get invoiced through {x} though, because dollars",
            "for the agency retainer it's still {x}, their finance team insists",
        ),
    },
    zh={
        "has": S("我开发票用{v}"),
        "new": S("开发票换成{v}了，银行流水能自动对上"),
        "sw": S("不用{o}了，现在用{v}开发票"),
        "use": S("第一次用{v}发发票，看起来好专业"),
        "late": S("{w}我就换成{v}开发票了"),
        "inf": S("换成{v}开发票"),
        "th": S("{n}用{v}开发票"),
        "thn": S("{n}开发票换成{v}了"),
        "scoped": S("美国的客户还是用{x}开"),
    },
    q={
        "current": ("What does {n} use for invoicing now?", "{n}现在用什么开发票？"),
        "historical": ("What did {n} use for invoicing before?", "{n}以前用什么开发票？"),
        "as_of": ("Which invoicing software was {n} using?", "{n}当时用什么开发票？"),
        "planning": (
            "Which invoicing tool is {n} planning to move to?",
            "{n}打算换什么开发票软件？",
        ),
        "why": ("Why did {n} move invoicing to {v}?", "{n}为什么用{v}开发票？"),
    },
    reasons=(
        ("it does Making Tax Digital properly", "Making Tax Digital", "可以直接报税", "报税"),
        ("my accountant gives me a discount on it", "accountant", "会计给我打折", "会计"),
    ),
)

BANK = Slot(
    "bank",
    "person",
    False,
    S("Monzo", "Starling", "Nationwide", "Barclays", "HSBC", "Lloyds", "Revolut", "NatWest"),
    S("招商银行", "中国银行", "工商银行"),
    en={
        "has": S(
            "I bank with {v}", "all my money's with {v}, such as it is", "I'm with {v} for banking"
        ),
        "new": S(
            "opened a {v} account and moved everything over, salary and all",
            "switched banks, I'm with {v} now",
        ),
        "sw": S(
            "closed my {o} account, I'm with {v} now",
            "finally moved from {o} to {v}, the switching service did it all",
        ),
        "use": S(
            "my new {v} card arrived and it's a very loud colour",
            "the {v} app just told me I spent £43 on pastries this month, rude",
        ),
        "late": S(
            "back in {w} I moved my banking to {v}, forgot I hadn't told you",
            "I switched to {v} in {w} actually",
        ),
        "inf": S("move my banking to {v}", "switch to {v}"),
        "th": S("{n} banks with {v}", "{n}'s with {v}"),
        "thn": S("{n}'s on {v} now, {p} showed me the card", "{n} moved {pp} account to {v}"),
        "dist": S(
            "{v}'s app is down again, half my group chat is panicking",
            "there's a {v} branch closing on the high street",
            "{v} are offering £200 to switch, tempting for someone I'm sure",
        ),
        "scoped": S(
            "the business account is with {x} though, the accountant wanted that",
            "for the freelance money I keep a {x} account separate",
        ),
    },
    zh={
        "has": S("我的钱都在{v}", "我用{v}的卡"),
        "new": S("开了{v}的账户，工资都转过去了", "换银行了，现在用{v}"),
        "sw": S("把{o}的账户关了，现在用{v}", "从{o}换到{v}了"),
        "use": S("新的{v}卡到了，颜色好亮", "{v}的app说我这个月买面包花了43镑"),
        "late": S("我{w}就换成{v}了，忘了跟你说"),
        "inf": S("换到{v}", "把钱转到{v}"),
        "th": S("{n}用{v}", "{n}的银行是{v}"),
        "thn": S("{n}换成{v}了，给我看了新卡"),
        "scoped": S("公司账户还是在{x}"),
    },
    q={
        "current": ("Which bank is {n} with now?", "{n}现在用哪家银行？"),
        "historical": ("Which bank was {n} with before?", "{n}以前用哪家银行？"),
        "as_of": ("Which bank did {n} use?", "{n}当时用哪家银行？"),
        "planning": ("Which bank is {n} planning to switch to?", "{n}打算换哪家银行？"),
        "why": ("Why did {n} switch to {v}?", "{n}为什么换到{v}？"),
    },
    reasons=(
        (
            "the old bank charged me for every foreign payment",
            "foreign",
            "旧银行每笔外汇都收手续费",
            "手续费",
        ),
        ("they closed the branch near me", "branch", "家附近的网点关了", "网点"),
    ),
)

PHONE = Slot(
    "phone_network",
    "person",
    False,
    S("giffgaff", "Vodafone", "O2", "Lebara", "Smarty", "Voxi", "Tesco Mobile", "iD Mobile"),
    S("中国移动", "中国联通"),
    en={
        "has": S("I'm on {v}, signal in here is awful though", "my phone's on {v}"),
        "new": S("ported my number over to {v}, took like an hour", "new sim, I'm on {v} now"),
        "sw": S(
            "left {o}, I'm on {v} now and it's half the price", "moved my number from {o} to {v}"
        ),
        "use": S(
            "the new {v} sim actually gets signal in the basement meeting room",
            "first bill from {v} and it's £8, why did I wait",
        ),
        "late": S(
            "I moved to {v} back in {w}, meant to mention it when we were moaning about signal"
        ),
        "inf": S("move to {v}", "switch my phone to {v}"),
        "th": S("{n} is on {v}", "{n}'s phone is with {v}"),
        "thn": S(
            "{n} switched to {v}, {pp} signal's better than mine now", "{n}'s on {v} now apparently"
        ),
        "dist": S(
            "{v} had an outage all morning, glad I'm not on it",
            "there's a {v} pop-up stand in Cabot Circus giving away tote bags",
            "{v} keep texting my mum about 5G",
        ),
        "scoped": S("the work phone is on {x} though, the client pays for that one"),
    },
    zh={
        "has": S("我手机用的是{v}"),
        "new": S("号码转到{v}了", "换了新卡，现在用{v}"),
        "sw": S("不用{o}了，换成{v}，便宜一半"),
        "use": S("新的{v}卡在地下会议室都有信号"),
        "late": S("{w}我就换成{v}了"),
        "inf": S("换到{v}"),
        "th": S("{n}用{v}的卡"),
        "thn": S("{n}换成{v}了"),
        "scoped": S("工作手机还是{x}的卡"),
    },
    q={
        "current": ("Which mobile network is {n} on now?", "{n}现在手机用哪家运营商？"),
        "historical": ("Which phone network was {n} on before?", "{n}以前用哪家运营商？"),
        "as_of": ("Which mobile network was {n} using?", "{n}当时用哪家运营商？"),
        "planning": ("Which network is {n} planning to move to?", "{n}打算换哪家运营商？"),
        "why": ("Why did {n} switch to {v}?", "{n}为什么换成{v}？"),
    },
    reasons=(
        ("the signal at home was non-existent", "signal", "家里没信号", "信号"),
        ("it has free roaming in Europe", "roaming", "欧洲漫游免费", "漫游"),
    ),
)

GYM = Slot(
    "gym",
    "person",
    False,
    S(
        "The Climbing Academy",
        "Bloc",
        "Redpoint",
        "PureGym",
        "The Gym Group",
        "Undercover Rock",
        "Boulderland",
    ),
    (),
    en={
        "has": S("I climb at {v}, usually Tuesday nights", "I'm a member at {v}", "my gym's {v}"),
        "new": S(
            "joined {v}, my forearms are destroyed", "signed up at {v}, first session tonight"
        ),
        "sw": S("cancelled {o}, I'm at {v} now", "moved from {o} to {v}, way less busy"),
        "use": S(
            "the new {v} membership card doesn't work on the turnstile, classic",
            "did my first session at {v} last night and I can't lift my arms",
        ),
        "late": S(
            "oh I left the old place back in {w}, I'm at {v} now",
            "I've been going to {v} since {w} actually",
        ),
        "inf": S("join {v}", "move to {v}"),
        "th": S("{n} goes to {v}", "{n} is a member at {v}"),
        "thn": S("{n} joined {v}, {p}'s there like four times a week", "{n}'s moved to {v} now"),
        "dist": S(
            "{v} are running a free taster week",
            "someone broke an ankle at {v} last week apparently",
            "{v} is putting its prices up in January",
        ),
    },
    zh={
        "has": S("我在{v}攀岩", "我是{v}的会员"),
        "new": S("办了{v}的卡，今晚第一次去"),
        "sw": S("不去{o}了，现在去{v}"),
        "use": S("昨晚第一次去{v}，今天手都抬不起来"),
        "late": S("我{w}就换去{v}了"),
        "inf": S("办{v}的卡"),
        "th": S("{n}去{v}"),
        "thn": S("{n}办了{v}的会员"),
    },
    q={
        "current": ("Which gym or climbing wall does {n} go to now?", "{n}现在去哪个健身房？"),
        "historical": ("Which gym did {n} go to before?", "{n}以前去哪个健身房？"),
        "as_of": ("Where was {n} working out?", "{n}当时去哪个健身房？"),
        "planning": ("Which gym is {n} planning to join?", "{n}打算办哪家的卡？"),
        "why": ("Why did {n} move to {v}?", "{n}为什么换去{v}？"),
    },
    reasons=(
        ("the old one was always rammed after six", "rammed", "之前那家六点以后人太多", "人太多"),
        ("it's on my way home", "way home", "在回家的路上", "回家"),
    ),
)

DIET = Slot(
    "diet",
    "person",
    False,
    S("vegetarian", "vegan", "pescatarian", "keto", "flexitarian"),
    S("素食", "纯素", "生酮", "低碳水"),
    en={
        "has": S(
            "I'm {v}, so the kitchen fridge politics are important to me", "I've been {v} for years"
        ),
        "new": S(
            "I'm going {v} as of this week, wish me luck", "so I'm {v} now, it's been ten days"
        ),
        "sw": S("not {o} anymore, I'm {v} now", "went from {o} to {v}, my doctor approves"),
        "use": S(
            "made a fully {v} lasagne for the new diet and it was actually good",
            "week three of being {v} and I miss nothing",
        ),
        "late": S("I went {v} back in {w}, that's why I've been skipping the pizza fridays"),
        "inf": S("go {v}", "try going {v}"),
        "th": S("{n} is {v}", "{n} eats {v}"),
        "thn": S(
            "{n}'s gone {v}, bring something without meat on friday",
            "{n} is {v} now, {p} told me at lunch",
        ),
        "dist": S(
            "there's a {v} supper club in Easton on Thursdays",
            "some influencer says {v} cured her back pain, ok then",
            "the new place on North Street is all {v}",
        ),
    },
    zh={
        "has": S("我吃{v}", "我一直是{v}"),
        "new": S("这周开始{v}了，祝我好运", "我现在{v}了，已经十天了"),
        "sw": S("不是{o}了，现在{v}", "从{o}改成{v}了"),
        "use": S("为了{v}做了个千层面，居然很好吃"),
        "late": S("我{w}就开始{v}了，所以周五披萨都没吃"),
        "inf": S("开始{v}", "试试{v}"),
        "th": S("{n}吃{v}"),
        "thn": S("{n}开始{v}了"),
    },
    q={
        "current": ("What diet is {n} following now?", "{n}现在是什么饮食？"),
        "historical": ("What was {n}'s diet before?", "{n}以前是什么饮食？"),
        "as_of": ("What diet was {n} on?", "{n}当时是什么饮食？"),
        "planning": ("Which diet is {n} planning to try?", "{n}打算试什么饮食？"),
        "why": ("Why did {n} go {v}?", "{n}为什么开始{v}？"),
    },
    reasons=(
        ("my cholesterol came back high", "cholesterol", "胆固醇高了", "胆固醇"),
        ("I watched one documentary too many", "documentary", "看了一个纪录片", "纪录片"),
    ),
    zh_only=True,
)

COMMUTE = Slot(
    "commute",
    "person",
    False,
    S("bike", "bus", "train", "e-scooter", "car"),
    S("骑车", "坐公交", "坐火车", "走路", "开车"),
    en={
        "has": S("I come in by {v} most days", "I get here by {v}"),
        "new": S("started coming in by {v}, it's honestly quicker", "my commute's by {v} now"),
        "sw": S(
            "gave up on the {o}, coming in by {v} now", "no more {o} for me, it's {v} every day"
        ),
        "use": S(
            "the {v} in this morning took 14 minutes door to door, life changing",
            "got soaked on the {v} on the way in, first time since I switched",
        ),
        "late": S("since {w} I've been coming in by {v}, forgot I hadn't said"),
        "inf": S("start coming in by {v}", "switch to the {v}"),
        "th": S("{n} comes in by {v}", "{n} gets here by {v}"),
        "thn": S(
            "{n}'s coming in by {v} now, {p} looks very windswept",
            "{n} has started getting the {v}",
        ),
        "dist": S(
            "the {v} lane on Bath Road is closed again",
            "some guy on the {v} this morning had a parrot on his shoulder",
            "my sister's {v} commute sounds like a nightmare",
        ),
    },
    zh={
        "has": S("我每天{v}来", "我一般{v}过来"),
        "new": S("最近开始{v}上班了，其实更快"),
        "sw": S("不{o}了，现在每天{v}"),
        "use": S("今天{v}过来只要十四分钟"),
        "late": S("我{w}就开始{v}来了"),
        "inf": S("改成{v}"),
        "th": S("{n}每天{v}来"),
        "thn": S("{n}现在{v}上班了"),
    },
    q={
        "current": ("How does {n} get to the space these days?", "{n}现在怎么来空间？"),
        "historical": ("How did {n} commute before?", "{n}以前怎么上班？"),
        "as_of": ("How was {n} getting in to work?", "{n}当时怎么来上班？"),
        "planning": ("How is {n} planning to commute?", "{n}打算怎么上班？"),
        "why": ("Why did {n} start coming in by {v}?", "{n}为什么改成{v}？"),
    },
    reasons=(
        ("the parking permit doubled in price", "parking", "停车证涨价了一倍", "停车"),
        ("I need the exercise", "exercise", "需要多运动", "运动"),
    ),
    zh_only=True,
)

PETS = Slot(
    "pets",
    "person",
    True,
    S(
        "Biscuit",
        "Pickle",
        "Mochi",
        "Nutmeg",
        "Bramble",
        "Pepper",
        "Miso",
        "Olive",
        "Juniper",
        "Crumpet",
        "Ziggy",
    ),
    S("团子", "豆豆", "年糕", "花卷"),
    en={
        "has": S(
            "{v} (my {b}) is at home sulking about the rain",
            "my {b} {v} says hi 🐾",
            "{v}, my {b}, ate a whole sock yesterday",
        ),
        "add": S(
            "meet {v}! new {b}, {o} is not impressed yet",
            "we adopted a {b} called {v} from the rescue, {o} is being very dramatic about it",
            "so we now have {v} as well as {o}. the {b} is chaos",
        ),
        "rem": S(
            "{v} has gone to live with my parents in Devon, they've got the garden for it",
            "we rehomed {v} with a friend who has more space, sad but it's better for everyone",
        ),
        "late": S("oh we got {v} back in {w}, a little {b}, I just never posted pics"),
        "inf": S("adopt a {b} called {v}", "get another {b}, thinking of calling it {v}"),
        "th": S("{n} has a {b} called {v}", "{ns} {b} {v} is adorable"),
        "thn": S("{n} got a {b}! {v}. pics in #random", "{n} adopted a {b} called {v}"),
        "dist": S(
            "someone's dog called {v} was loose on the Downs",
            "there's a cat called {v} that hangs around the bins out back",
            "the rescue centre is looking for a home for a {b} called {v}",
        ),
    },
    zh={
        "has": S("我家{v}（{b}）今天又在家生气", "我的{b}{v}向大家问好"),
        "add": S(
            "介绍一下{v}！新来的{b}，{o}还不太高兴", "我们从救助站领养了一只{b}，叫{v}，{o}有点吃醋"
        ),
        "rem": S("{v}送到我爸妈那边住了，他们有院子"),
        "late": S("{w}的时候我们就养了{v}，一只{b}，一直没发照片"),
        "inf": S("再养一只{b}，叫{v}"),
        "th": S("{n}养了一只{b}叫{v}"),
        "thn": S("{n}领养了一只{b}，叫{v}"),
    },
    q={
        "current": ("What pets does {n} have now?", "{n}现在养了哪些宠物？"),
        "historical": ("Which pet did {n} use to have?", "{n}以前养过什么宠物？"),
        "planning": ("Which pet is {n} planning to get?", "{n}打算养什么宠物？"),
    },
)

JOB = Slot(
    "job",
    "person",
    False,
    S("Airbus", "Dyson", "Aardman", "Ovo", "Rolls-Royce", "Wessex Water", "BBC", "Deloitte", "GKN"),
    (),
    en={
        "has": S("I work at {v}, in Filton most days", "I'm at {v}, been there a few years"),
        "new": S("started at {v} on Monday, so many induction videos", "new job! I'm at {v} now"),
        "sw": S(
            "left {o} last week, I start at {v} on the 3rd",
            "handed in my notice at {o}, I'm joining {v}",
        ),
        "use": S(
            "first week at {v} done, the canteen is unreal",
            "got my {v} lanyard, it's very official",
        ),
        "late": S("I never said but I moved to {v} back in {w}, different team, better hours"),
        "inf": S("take the job at {v}", "move to {v}"),
        "th": S("{n} works at {v}", "{n}'s at {v}"),
        "thn": S(
            "{n}'s started at {v}, {p}'s so much happier",
            "{n} got the job at {v}!",
            "{n} moved to {v}, {p} started this week",
        ),
        "dist": S(
            "{v} are hiring loads of people apparently",
            "saw {v} in the news again, some restructuring thing",
            "my uncle retired from {v} after thirty years",
        ),
    },
    zh={
        "has": S("我在{v}上班"),
        "new": S("周一开始在{v}上班了", "换工作了，现在在{v}"),
        "sw": S("从{o}辞职了，下个月去{v}"),
        "use": S("在{v}的第一周结束了，食堂太好了"),
        "late": S("我{w}就去{v}了，忘了说"),
        "inf": S("去{v}"),
        "th": S("{n}在{v}上班"),
        "thn": S("{n}开始在{v}上班了", "{n}拿到{v}的offer了！"),
    },
    q={
        "current": ("Where does {n} work now?", "{n}现在在哪里上班？"),
        "historical": ("Where did {n} work before?", "{n}以前在哪里工作？"),
        "as_of": ("Who was {n} working for?", "{n}当时在哪里上班？"),
        "planning": ("Where is {n} planning to work next?", "{n}打算去哪里上班？"),
        "why": ("Why did {n} move to {v}?", "{n}为什么去{v}？"),
    },
    reasons=(
        ("the old team was being restructured", "restructured", "之前的部门要重组", "重组"),
        ("they offered four-day weeks", "four-day", "可以一周上四天班", "四天"),
    ),
)

NURSERY = Slot(
    "nursery",
    "person",
    False,
    S("Little Acorns", "Treetops", "Busy Bees", "Noah's Ark", "Sunflowers", "Puddle Ducks"),
    (),
    en={
        "has": S(
            "{k} goes to {v}, they do pick-up till 6 which saves my life",
            "{k}'s at {v} three days a week",
        ),
        "new": S(
            "{k} started at {v} this week, one tearful drop-off so far",
            "we've moved {k} to {v}, fingers crossed",
        ),
        "sw": S(
            "took {k} out of {o}, {kp}'s at {v} now", "{k} left {o} on Friday, starts at {v} Monday"
        ),
        "use": S(
            "first pick-up at {v} and {k} came out covered in paint, good sign",
            "{k}'s new {v} key worker is lovely",
        ),
        "late": S("back in {w} we moved {k} to {v}, I don't think I said"),
        "inf": S("move {k} to {v}", "get {k} a place at {v}"),
        "th": S("{ns} kid goes to {v}", "{n}'s little one is at {v}"),
        "thn": S("{ns} kid has moved to {v}", "{n} got a place for {k} at {v}"),
        "dist": S(
            "{v} had an ofsted visit, the parents' whatsapp is on fire",
            "there's a waiting list of a year for {v} apparently",
            "{v} is doing an open day on Saturday",
        ),
    },
    zh={
        "has": S("{k}在{v}上托儿所"),
        "new": S("{k}这周开始去{v}了"),
        "sw": S("{k}不去{o}了，换到{v}"),
        "use": S("第一次去{v}接{k}，满身都是颜料"),
        "late": S("{w}的时候{k}就转到{v}了"),
        "inf": S("让{k}去{v}"),
        "th": S("{n}的孩子在{v}"),
        "thn": S("{n}的孩子换到{v}了"),
    },
    q={
        "current": ("Which nursery does {ns} kid go to now?", "{n}的孩子现在上哪家托儿所？"),
        "historical": ("Which nursery did {ns} kid go to before?", "{n}的孩子以前上哪家托儿所？"),
        "as_of": ("Which nursery was {ns} kid at?", "{n}的孩子当时上哪家托儿所？"),
        "planning": (
            "Which nursery is {n} planning to move the kid to?",
            "{n}打算让孩子去哪家托儿所？",
        ),
        "why": ("Why did {n} move the kid to {v}?", "{n}为什么让孩子去{v}？"),
    },
    reasons=(
        (
            "the old one closed at half four and I can't do that",
            "half four",
            "之前那家四点半就关门",
            "四点半",
        ),
        ("it's got a forest school day", "forest school", "有森林学校", "森林"),
    ),
)

LANGUAGE = Slot(
    "learning_language",
    "person",
    True,
    S("Spanish", "Welsh", "Japanese", "Italian", "Portuguese", "Korean", "Greek", "German"),
    S("西班牙语", "日语", "法语", "韩语", "德语"),
    en={
        "has": S("I'm learning {v}, very slowly", "doing {v} on Duolingo, 200 day streak"),
        "add": S(
            "I've started {v} as well as {o}, my brain is full",
            "added {v} alongside {o}, the evening class is on Wednesdays",
        ),
        "rem": S("I've given up on {v}, no time", "quietly dropped {v}, the streak is dead"),
        "late": S("I started {v} back in {w} actually, along with the rest"),
        "inf": S("start {v}", "pick up {v}"),
        "th": S("{n} is learning {v}", "{n} does {v} lessons"),
        "thn": S("{n} has started learning {v}", "{n} signed up for {v} lessons"),
        "dist": S(
            "there's a {v} conversation meetup at the Watershed",
            "apparently {v} is the hardest one on Duolingo",
            "my flatmate gave up on {v} after a week",
        ),
    },
    zh={
        "has": S("我在学{v}，学得很慢", "每天在Duolingo上学{v}"),
        "add": S("除了{o}，又开始学{v}了", "{o}之外又报了{v}的课"),
        "rem": S("{v}放弃了，没时间"),
        "late": S("我{w}就开始学{v}了"),
        "inf": S("开始学{v}"),
        "th": S("{n}在学{v}"),
        "thn": S("{n}开始学{v}了"),
    },
    q={
        "current": ("Which languages is {n} learning now?", "{n}现在在学哪些语言？"),
        "historical": ("Which language was {n} learning before?", "{n}以前学过什么语言？"),
        "planning": ("Which language is {n} planning to start?", "{n}打算学什么语言？"),
    },
)

STREAMING = Slot(
    "streaming",
    "person",
    True,
    S("Netflix", "Disney+", "Apple TV+", "Prime Video", "Mubi", "BritBox", "Paramount+"),
    S("爱奇艺", "腾讯视频", "哔哩哔哩", "优酷"),
    en={
        "has": S(
            "we've got {v}, that's it, I refuse to pay for more",
            "only streaming thing we have is {v}",
        ),
        "add": S(
            "caved and got {v} as well as {o}, for one show",
            "added {v} alongside {o}, my bank account weeps",
        ),
        "rem": S("cancelled {v}, nothing on it", "got rid of {v} finally, saved a tenner a month"),
        "late": S("we signed up to {v} back in {w} actually, for the football"),
        "inf": S("sign up to {v}", "get {v} for a month"),
        "th": S("{n} has {v}", "{n} watches everything on {v}"),
        "thn": S("{n} got {v}, {p}'s binged the whole thing already", "{n} signed up to {v}"),
        "dist": S(
            "{v} is putting prices up again",
            "is anyone watching the new thing on {v}, no spoilers",
            "{v} cancelled my favourite show, outraged",
        ),
    },
    zh={
        "has": S("我们家只有{v}", "我一般在{v}上看剧"),
        "add": S("除了{o}又开了{v}的会员", "{o}之外又订了{v}，就为了一部剧"),
        "rem": S("把{v}退订了，没什么好看的"),
        "late": S("我们{w}就开了{v}"),
        "inf": S("开{v}的会员"),
        "th": S("{n}有{v}"),
        "thn": S("{n}开了{v}"),
    },
    q={
        "current": ("Which streaming services does {n} have now?", "{n}现在有哪些视频会员？"),
        "historical": ("Which streaming service did {n} have before?", "{n}以前开过哪个视频会员？"),
        "planning": ("Which streaming service is {n} planning to get?", "{n}打算开哪个会员？"),
    },
)

CAFE = Slot(
    "favourite_cafe",
    "person",
    False,
    S(
        "Small Street Espresso",
        "Full Court Press",
        "Playground Coffee",
        "Little Victories",
        "Tradewind Espresso",
        "Spicer+Cole",
        "Bakesmiths",
        "Mokoko",
    ),
    (),
    en={
        "has": S("{v} is my spot, best flat white in town", "my favourite café is {v}, fight me"),
        "new": S(
            "new favourite café: {v}. the cardamom bun!!",
            "I've found my new spot, {v}, I'm there every morning now",
        ),
        "sw": S(
            "sorry {o}, {v} is my favourite now", "I've defected from {o} to {v}, don't tell them"
        ),
        "use": S(
            "at my new usual, {v}, they already know my order",
            "third time at {v} this week, it's officially my place now",
        ),
        "late": S("since {w} {v} has been my go-to, never looked back"),
        "inf": S("make {v} my regular", "try {v} properly"),
        "th": S("{ns} favourite café is {v}", "{n} basically lives at {v}"),
        "thn": S(
            "{n}'s new favourite is {v}, {p} won't go anywhere else",
            "{n} has switched allegiance to {v}",
        ),
        "dist": S(
            "{v} has a queue out the door on Saturdays",
            "{v} put their prices up, £4 for a cortado",
            "the new barista at {v} is a bit grumpy",
        ),
    },
    zh={
        "has": S("我最喜欢的咖啡店是{v}"),
        "new": S("新的最爱：{v}，豆蔻面包太好吃了"),
        "sw": S("对不起{o}，现在最喜欢{v}"),
        "use": S("又在{v}，店员已经记住我点什么了"),
        "late": S("从{w}开始最常去{v}"),
        "inf": S("常去{v}"),
        "th": S("{n}最喜欢{v}"),
        "thn": S("{n}现在最喜欢去{v}"),
    },
    q={
        "current": ("What's {ns} favourite café now?", "{n}现在最喜欢哪家咖啡店？"),
        "historical": ("Which café was {ns} favourite before?", "{n}以前最喜欢哪家咖啡店？"),
        "as_of": ("Which café was {ns} favourite?", "{n}当时最喜欢哪家咖啡店？"),
        "planning": ("Which café is {n} planning to make a regular?", "{n}打算常去哪家咖啡店？"),
        "why": ("Why did {n} switch to {v}?", "{n}为什么改去{v}？"),
    },
    reasons=(
        ("they do oat milk without charging extra", "oat milk", "燕麦奶不加钱", "燕麦奶"),
        ("the old one got too loud with the laptop crowd", "loud", "之前那家太吵了", "太吵"),
    ),
)

PLAN = Slot(
    "membership",
    "person",
    False,
    S("hot desk", "fixed desk", "private office", "part-time pass"),
    (),
    en={
        "has": S("I'm on a {v} here, suits me fine", "I've got the {v} membership"),
        "new": S("upgraded to a {v}! my own plant at last", "I'm on the {v} plan now"),
        "sw": S("moved from the {o} to a {v}", "switched my membership from {o} to {v}"),
        "use": S(
            "first day with the {v} and I've already covered it in post-its",
            "loving the {v}, nobody takes my monitor anymore",
        ),
        "late": S("back in {w} I switched to a {v}, in case you wondered why I'm here less"),
        "inf": S("go for a {v}", "switch to the {v}"),
        "th": S("{n}'s on a {v}", "{n} has a {v}"),
        "thn": S("{n} moved onto a {v}", "{n} upgraded to a {v}"),
        "dist": S(
            "the {v} price is going up in April, heads up",
            "a new guy asked about the {v} and then vanished",
            "someone at the Engine Shed pays double for a {v}",
        ),
    },
    zh={
        "has": S("我在这里是{v}"),
        "new": S("升级成{v}了！终于能放自己的绿植"),
        "sw": S("从{o}换成{v}了"),
        "use": S("第一天用{v}，已经贴满便利贴了"),
        "late": S("我{w}就换成{v}了"),
        "inf": S("换成{v}"),
        "th": S("{n}是{v}"),
        "thn": S("{n}换成{v}了"),
    },
    q={
        "current": (
            "Which membership plan is {n} on at the space now?",
            "{n}现在在空间是哪种会员？",
        ),
        "historical": (
            "Which membership did {n} have at the space before?",
            "{n}以前在空间是哪种会员？",
        ),
        "as_of": ("Which membership plan was {n} on?", "{n}当时是哪种会员？"),
        "planning": ("Which membership is {n} planning to switch to?", "{n}打算换成哪种会员？"),
        "why": ("Why did {n} move to a {v}?", "{n}为什么换成{v}？"),
    },
    reasons=(
        (
            "the video calls were impossible at a hot desk",
            "video calls",
            "视频会议在公共区太吵",
            "视频会议",
        ),
        ("I'm only in twice a week now", "twice a week", "现在一周只来两次", "两次"),
    ),
)

SPACE_SLOTS = (BOOKING, WIFI, BEANS, CLEANING)
PERSON_SLOTS = (
    HOOD,
    LAPTOP,
    DESIGN,
    EDITOR,
    INVOICE,
    BANK,
    PHONE,
    GYM,
    DIET,
    COMMUTE,
    PETS,
    JOB,
    NURSERY,
    LANGUAGE,
    STREAMING,
    CAFE,
    PLAN,
)
ALL_SLOTS = SPACE_SLOTS + PERSON_SLOTS
BREEDS = (
    "whippet",
    "cockapoo",
    "tabby",
    "greyhound",
    "ragdoll",
    "border terrier",
    "lurcher",
    "rabbit",
)
ZH_BREEDS = ("柯基", "橘猫", "布偶猫", "小灵狗", "兔子")

# ---------------------------------------------------------------------------------------------
# Cast, wrappers and chatter.
# ---------------------------------------------------------------------------------------------

EN_NAMES = (("Imran", "m"), ("Freya", "f"), ("Dan", "m"), ("Priya", "f"), ("Tom", "m"),
            ("Gemma", "f"), ("Ollie", "m"), ("Niamh", "f"), ("Kwame", "m"), ("Sofia", "f"),
            ("Rhys", "m"), ("Hannah", "f"), ("Luca", "m"), ("Bea", "f"), ("Callum", "m"),
            ("Aisha", "f"), ("Marcus", "m"), ("Jess", "f"))  # fmt: skip
ZH_NAMES = (("Mei", "f"), ("Jun", "m"), ("Xiaoyu", "f"), ("Hao", "m"), ("Lin", "f"), ("Wei", "m"))
SPACE_NAMES = ("Kiln Yard", "Ropewalk Studios", "The Print Shed", "Tannery Lane Works")
KIDS = (("Maisie", "f"), ("Alfie", "m"), ("Rosie", "f"), ("Teddy", "m"))

# (role, slots); households are pairs of indexes into this list
ROLES: tuple[tuple[str, tuple[Slot, ...]], ...] = (
    ("designer", (HOOD, LAPTOP, DESIGN, INVOICE, PLAN, CAFE, STREAMING)),
    ("developer", (EDITOR, LAPTOP, PHONE, GYM, COMMUTE, DIET)),
    ("developer", (EDITOR, BANK, HOOD, LANGUAGE, PLAN)),
    ("translator", (INVOICE, BANK, LANGUAGE, CAFE, PHONE, STREAMING)),
    ("baker", (DIET, COMMUTE, PETS, BANK, HOOD)),
    ("podcaster", (LAPTOP, STREAMING, PLAN, PETS, PHONE, GYM)),
    ("community manager", (COMMUTE, DIET, CAFE)),
    ("partner", (JOB, GYM, DIET)),
    ("partner", (JOB, COMMUTE, PHONE)),
    ("parent", (NURSERY, HOOD, COMMUTE, BANK, INVOICE)),
)
HOUSEHOLDS = ((0, 7), (2, 8))  # designer & partner, second developer & partner
MANAGER = 6

EN_PLAN = S(
    "I'm planning to {inf}",
    "pretty sure I'm going to {inf} next month",
    "the plan is to {inf} once things calm down a bit",
    "thinking I'll {inf} when the contract's up, watch this space",
    "decided I'm going to {inf}, just haven't got round to it yet",
    "I think I'm gonna {inf} tbh, been putting it off for ages",
)
EN_PLAN_AGAIN = S(
    "still planning to {inf}, just waiting on some admin",
    "yes I'm still going to {inf}, it's just been a mad month",
)
EN_DROP = S(
    "not going to {inf} after all, sticking with {o}",
    "ok scrap that, I'm not going to {inf}. {o} it is",
    "change of plan, I've decided against trying to {inf}; staying with {o} for now",
    "update nobody asked for: I won't {inf} after all, {o} is fine honestly",
)
WE_PLAN = S(
    "heads up: we're planning to {inf} in the next couple of months",
    "we're going to {inf} soon, more details to follow",
    "plan for the new quarter is to {inf}, will keep you posted",
)
WE_DROP = S(
    "update: we're not going to {inf} after all, staying with {o}",
    "we looked into it properly and we won't {inf}; {o} stays",
)
EN_CONSIDER = S(
    "had a proper look at {v} this weekend, not convinced tbh",
    "someone suggested {v} to me, thought about it for a day and nah",
    "{v} looked tempting for about five minutes",
    "was weighing up {v} vs what I've got, decided it's not worth the faff",
)
WE_CONSIDER = S(
    "we got a quote from {v}, way over budget so that's a no from us",
    "a rep from {v} came by to pitch, we're not switching, relax",
)
ZH_PLAN = S("我打算{inf}", "下个月应该会{inf}", "准备{inf}了，还没来得及弄", "想了很久，决定{inf}")
ZH_PLAN_AGAIN = S(
    "还是打算{inf}的，就是最近太忙了",
)
ZH_DROP = S(
    "算了，不{inf}了，还是{o}吧", "最后决定不{inf}了，继续用{o}", "计划有变，不{inf}了，{o}挺好的"
)
ZH_CONSIDER = S(
    "看了一下{v}，感觉不太行", "有人推荐我{v}，考虑了一下还是算了", "{v}看起来不错，但是懒得折腾"
)
EN_FIX = S(
    "sorry, {v} I mean, not {x}",
    "*{v}. not {x}. typing with one hand",
    "wait no, {v}, {x} was the other one I looked at",
    "{x}?? autocorrect. {v}!!",
)
ZH_FIX = S("打错了，是{v}不是{x}", "不对不对，是{v}，{x}是另一个")
EN_REASON = S("{s}, mainly because {r}", "{s} - {r}, so that was that", "{s}. why? {r}")
ZH_REASON = S("{s}，因为{r}", "{s}，主要是{r}")
EN_BURY_PRE = S(
    "right so the morning has been chaos, the printer ate two of my pages, I spilled oat milk on the sofa (sorry) and",
    "long week, the client moved the deadline twice, my mum rang three times about the cat, and in other news",
    "quick life update since I've been a ghost: spent the weekend at the Harbour Festival, got very sunburnt,",
    "ok so between the boiler breaking and my sister visiting with both kids,",
    "after the world's longest call with the accountant, and a truly terrible sandwich from the place on the corner,",
)
EN_BURY_POST = S(
    "anyway, is anyone doing lunch at the market? I'm starving",
    "and I still haven't replied to a single email so if you're waiting on me, sorry",
    "also whoever keeps turning the heating to 26, we need to talk",
    "oh and the plant by the window looks sad, has anyone watered it",
)
ZH_BURY_PRE = S(
    "今天上午乱七八糟的，打印机卡纸，咖啡还洒了，",
    "这周好忙，客户改了两次截止日期，我妈还一直打电话，",
    "最近没怎么冒泡，简单更新一下：周末去了港口节，晒伤了，",
)
ZH_BURY_POST = S(
    "对了，中午有人去市场吃饭吗？",
    "还有邮件一封都没回，等我回复的不好意思",
    "另外谁把暖气开到26度的，太热了",
)
EN_ACK = S(
    "nice one!",
    "ooh congrats",
    "how are you finding it?",
    "about time tbh",
    "😂",
    "love that",
    "noted 👍",
    "oh nice, keep us posted",
    "wait really? tell me everything later",
    "big news",
    "good for you honestly",
    "ha, knew it",
)
ZH_ACK = S("哇恭喜", "好耶", "👍", "羡慕", "真的假的", "可以可以", "哈哈哈")
EN_ACK_PLAIN = S(
    "ha same",
    "oh I didn't know that",
    "👍",
    "nice",
    "fair enough",
    "ooh",
    "good to know",
    "I keep forgetting that",
    "lol ok",
)
ZH_ACK_PLAIN = S("原来如此", "👍", "哦哦", "好的", "懂了")
EN_LEAD = S(
    "for the record, ",
    "not that anyone asked but ",
    "random fact: ",
    "re the thread earlier - ",
    "to answer Friday's question, ",
    "someone asked in the kitchen so: ",
)
ZH_LEAD = S("顺便说一下，", "回答一下刚才的问题，", "没人问但是，")
EN_NAME_LINE = S(
    "{n} brought cinnamon buns in this morning, legend",
    "{n} fixed the printer again btw",
    "just had lunch with {n} at St Nick's market",
    "{n} was in super early today",
    "bumped into {n} on Gloucester Road yesterday",
)
ZH_NAME_LINE = S(
    "{n}今天带了肉桂卷来，太好了",
    "刚跟{n}在St Nick's市场吃了午饭",
    "昨天在Gloucester Road碰到{n}了",
)
EN_GENERIC_DIST = S(
    "anyone got opinions on {v}? asking for my brother",
    "saw an ad for {v} on the side of the number 72",
    "apparently {v} are putting prices up in the spring",
    "my cousin swears by {v}, I'm not convinced",
    "big thread on reddit about {v} being rubbish lately",
    "{v} got a mention on the radio this morning of all things",
    "if anyone's thinking about {v}, a friend wrote a whole review on her blog",
)
ZH_GENERIC_DIST = S(
    "有人用过{v}吗？我朋友在问",
    "听说{v}要涨价了",
    "我表姐一直推荐{v}，我不太信",
    "小红书上好多人在吐槽{v}",
    "今天地铁广告全是{v}",
)
EN_TRAP = S(
    "{n} you'd love {v}, just saying",
    "{n} have you ever thought about {v}? no pressure",
    "if {n} ever gets bored of the current setup, {v} is worth a look",
)
ZH_TRAP = S("{n}你应该会喜欢{v}", "{n}要不要试试{v}？随便说说")
GENERIC_OK = {"booking_system", "wifi_provider", "coffee_supplier", "cleaning_company", "laptop",
              "design_tool", "code_editor", "invoicing", "bank", "phone_network", "gym",
              "streaming", "favourite_cafe"}  # fmt: skip

EN_CHAT = S(
    "morning all ☀️",
    "who's in today?",
    "is the big meeting room free at 2?",
    "kettle's on if anyone wants a brew",
    "the printer is jammed again, I didn't touch it I swear",
    "does anyone have a usb-c to hdmi thing I can borrow",
    "drinks at the Grain Barge later?",
    "it's so grey out, proper Bristol",
    "sorry for the noise, on a call till 11",
    "there's leftover cake in the kitchen, help yourselves",
    "can whoever's playing music on the speaker turn it down a notch",
    "lost: one black umbrella, answers to nothing",
    "anyone know a good plumber? my boiler is making noises",
    "who's around this afternoon?",
    "the seagulls are fighting on the roof again",
    "who moved my chair 😤",
    "just saw a balloon go over, the fiesta must be close",
    "reminder it's bin day, recycling out by 5",
    "my 3pm cancelled so I'm going for a walk on the harbourside",
    "has anyone seen the stapler? the good one",
    "dentist this afternoon, back at 4",
    "the heating's making that clanking noise again",
    "quiz night at the Windmill on Thursday, we need a team name",
    "lunch recs near the Christmas Steps?",
    "ugh, a client just asked for 'more pop'",
    "the light in the loo is flickering, I've told the landlord",
    "can't believe how fast this year is going",
    "who wants to split a pizza order",
    "new plants by the window look great",
    "someone left a very nice scarf on the coat hook",
    "is it just me or is the heating on full blast",
    "podcast booth is free if anyone needs it",
    "fire alarm test at 10 btw, don't panic",
    "my neighbour has started learning the drums 🙃",
    "I have had four coffees and it's 10am",
    "the sunset over the harbour tonight!!",
    "deadline day, send snacks",
    "anyone fancy a walk at lunch?",
    "just found out the Thali Cafe does a lunch deal, game changer",
    "is the lift broken or is it me",
    "can someone remind me how the door fob thing works after 7",
    "I've finally finished my tax return, I'm free",
    "ok who brought the durian",
    "the water fountain tastes weird today",
    "brb, parcel",
    "Banksy walking tour on Saturday if anyone's up for it",
    "zoom keeps crashing on me, anyone else?",
    "so tired, the neighbours had a party till 3",
    "happy birthday Jamie's dog apparently, there's cake",
    "there's a film screening on the roof next week",
    "the new mural on the corner is amazing",
    "I think I've got a cold, sitting by the window to be safe",
    "who has the key to the stationery cupboard",
    "can recommend the soup at the place by the ferry stop",
    "rain again. shocking.",
)
ZH_CHAT = S(
    "大家早上好",
    "今天好冷啊",
    "有人中午一起吃饭吗？",
    "打印机又卡纸了",
    "厨房里有蛋糕，大家随便吃",
    "下午两点的会议室有人用吗？",
    "下午有人在吗？",
    "今天外面好大的风",
    "我先去开个会，一会儿回来",
    "谁借我一个充电线",
    "这个客户太难搞了",
    "外面海鸥又在打架",
    "刚喝了第三杯咖啡",
    "今晚港口那边日落好美",
    "终于把报税弄完了",
    "楼下新开了一家拉面店",
    "有人知道哪里修自行车吗",
    "我好像感冒了，坐窗边去",
    "周末去Bath玩了一下",
    "今天写了一天的翻译，眼睛好累",
    "有人要拼单点外卖吗",
    "暖气又开太大了",
    "门禁卡晚上七点以后怎么用来着？",
)


# ---------------------------------------------------------------------------------------------
# Timelines.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    role: str
    zh: bool
    slots: list[Slot]
    partner: str | None = None
    kid: tuple[str, str] | None = None


@dataclass
class Ev:
    """One state event of a timeline (rendered as a scene)."""

    day: int  # the day it is said
    kind: str  # init change plan plan_again drop consider scoped restate add rem
    value: str = ""
    old: str = ""
    mode: str = "direct"
    actual: int | None = None  # late reports: the day it really happened
    reason: tuple[str, str, str, str] | None = None
    extra: str = ""  # corrections: the wrong value


@dataclass
class Timeline:
    subject: str
    slot: Slot
    zh: bool
    owner: Person | None  # the person (None for the space)
    segs: list[tuple[int, int, str]] = field(default_factory=list)  # (actual, known, value)
    ops: list[tuple[int, int, str, str]] = field(
        default_factory=list
    )  # multi: (actual, known, op, v)
    events: list[Ev] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    pending: str | None = None
    considered: list[str] = field(default_factory=list)
    scoped: str | None = None
    wrong: list[str] = field(default_factory=list)
    reason: tuple[str, str] | None = None  # (keyword, value changed to)
    breeds: dict[str, str] = field(default_factory=dict)

    def value_at(self, day: int) -> str:
        cur = self.segs[0][2]
        for actual, _known, v in self.segs:
            if actual <= day:
                cur = v
        return cur

    def set_at(self, day: int) -> set[str]:
        cur: set[str] = set()
        for actual, _known, op, v in self.ops:
            if actual <= day:
                (cur.add if op == "add" else cur.discard)(v)
        return cur

    @property
    def final(self) -> set[str]:
        return self.set_at(10**6) if self.slot.multi else {self.segs[-1][2]}

    @property
    def earlier(self) -> set[str]:
        if self.slot.multi:
            return {v for _a, _k, op, v in self.ops if op == "rem"}
        return {v for _a, _k, v in self.segs[:-1]} - self.final

    @property
    def vocabulary(self) -> set[str]:
        held = {v for *_x, v in self.segs} | {v for *_x, v in self.ops}
        extra = set(self.dropped) | set(self.considered) | set(self.wrong)
        return (
            held
            | extra
            | ({self.pending} if self.pending else set())
            | ({self.scoped} if self.scoped else set())
        )


def _pool(slot: Slot, zh: bool, rng: random.Random) -> list[str]:
    if zh and slot.zh_pool and slot.zh_only:
        pool = list(slot.zh_pool)
    elif zh and slot.zh_pool and rng.random() < 0.5:
        pool = list(slot.zh_pool) + rng.sample(slot.pool, 3)  # Chinese names beside brands
    else:
        pool = list(slot.pool)
    rng.shuffle(pool)
    return pool


def _free_day(rng: random.Random, used: list[int], lo: int, hi: int, gap: int = 4) -> int | None:
    for _ in range(40):
        if lo > hi:
            return None
        d = rng.randint(lo, hi)
        if all(abs(d - u) >= gap for u in used):
            return d
    return None


def build_timeline(
    rng: random.Random, subject: str, slot: Slot, zh: bool, owner: Person | None
) -> Timeline:
    """Values and events of one slot; the truth that probes and the self-check read."""
    tl = Timeline(subject, slot, zh and slot.holder == "person", owner)
    pool = _pool(slot, tl.zh, rng)
    if slot.multi:
        return _build_multi(rng, tl, pool)
    space = slot.holder == "space"
    n = rng.choices((0, 1, 2, 3), weights=(1, 4, 4, 2) if not space else (0, 3, 3, 1))[0]
    n = max(0, min(n, len(pool) - 3))
    vals = [pool.pop() for _ in range(n + 1)]
    d0 = rng.randint(0, 75)
    tl.segs.append((d0, d0, vals[0]))
    tl.events.append(
        Ev(d0, "init", vals[0], mode=rng.choice(("direct", "direct", "third", "bury")))
    )
    lo, hi = d0 + 45, 700
    w = (hi - lo) / max(n, 1)
    used = [d0]
    modes = ("direct", "switch", "use", "late", "third", "pronoun", "fix", "bury")
    weights = (3, 3, 2, 1.5, 1.5, 1, 1, 1.5) if not space else (3, 3, 2, 1.5, 1.5, 0, 0, 1)
    for i in range(n):
        actual = int(lo + w * i + rng.uniform(0.2, 0.8) * w)
        mode = rng.choices(modes, weights=weights)[0]
        if mode == "pronoun" and owner is None:
            mode = "third"
        known = actual + rng.randint(20, 55) if mode == "late" else actual
        ev = Ev(known, "change", vals[i + 1], vals[i], mode, actual)
        if mode == "fix" and pool:
            ev.extra = pool.pop()
            tl.wrong.append(ev.extra)
        if (
            mode in ("direct", "switch", "bury", "fix")
            and slot.reasons
            and tl.reason is None
            and rng.random() < 0.35
        ):
            ev.reason = rng.choice(slot.reasons)
            tl.reason = (ev.reason[3] if tl.zh else ev.reason[1], vals[i + 1])
        tl.segs.append((actual, known, vals[i + 1]))
        tl.events.append(ev)
        used += [actual, known]
        # a plan carried out: said 15-40 days before the change
        if mode not in ("late",) and rng.random() < 0.3:
            prev_known = tl.segs[-2][1]
            p = _free_day(rng, used, max(prev_known + 8, actual - 40), actual - 12)
            if p is not None:
                tl.events.append(Ev(p, "plan", vals[i + 1], vals[i]))
                used.append(p)
    # a dropped plan inside some segment
    if pool and rng.random() < 0.4:
        i = rng.randrange(len(tl.segs))
        seg_lo = tl.segs[i][1] + 8
        seg_hi = (tl.segs[i + 1][0] - 10) if i + 1 < len(tl.segs) else 715
        p = _free_day(rng, used, seg_lo, seg_hi - 25)
        if p is not None:
            dr = _free_day(rng, used + [p], p + 12, min(p + 60, seg_hi))
            if dr is not None:
                v = pool.pop()
                tl.dropped.append(v)
                tl.events += [Ev(p, "plan", v, tl.segs[i][2]), Ev(dr, "drop", v, tl.segs[i][2])]
                used += [p, dr]
    last = max(tl.segs[-1][:2])
    if pool and last < 640 and rng.random() < 0.25:
        p = _free_day(rng, used, max(last + 15, 600), 712)
        if p is not None:
            v = pool.pop()
            tl.pending = v
            tl.events.append(Ev(p, "plan", v, tl.segs[-1][2]))
            used.append(p)
            again = _free_day(rng, used, p + 6, 725)
            if again is not None and rng.random() < 0.5:
                tl.events.append(Ev(again, "plan_again", v, tl.segs[-1][2]))
                used.append(again)
    if pool and rng.random() < 0.35:
        d = _free_day(rng, used, d0 + 5, 725)
        if d is not None:
            v = pool.pop()
            tl.considered.append(v)
            tl.events.append(Ev(d, "consider", v, tl.value_at(d)))
            used.append(d)
    frags = slot.zh if tl.zh else slot.en
    if pool and "scoped" in frags and rng.random() < 0.4:
        d = _free_day(rng, used, last + 8, 726)
        if d is not None:
            tl.scoped = pool.pop()
            tl.events.append(Ev(d, "scoped", tl.scoped, tl.segs[-1][2]))
            used.append(d)
    for _ in range(rng.randint(0, 2)):
        d = _free_day(rng, used, d0 + 5, 728)
        if d is not None and not any(a <= d < k + 3 for a, k, _v in tl.segs[1:]):
            tl.events.append(Ev(d, "restate", tl.value_at(d)))
            used.append(d)
    tl.events.sort(key=lambda e: e.day)
    return tl


def _build_multi(rng: random.Random, tl: Timeline, pool: list[str]) -> Timeline:
    slot = tl.slot
    breeds = ZH_BREEDS if tl.zh else BREEDS
    first = pool.pop()
    d0 = rng.randint(0, 90)
    tl.ops.append((d0, d0, "add", first))
    tl.events.append(Ev(d0, "init", first, mode=rng.choice(("direct", "direct", "third"))))
    used = [d0]
    n_add = rng.choice((1, 1, 2))
    days = sorted(rng.sample(range(d0 + 60, 690, 7), n_add))
    for d in days:
        v = pool.pop()
        mode = rng.choices(("direct", "late", "third", "pronoun", "bury"), weights=(4, 1, 1, 1, 1))[
            0
        ]
        known = d + rng.randint(20, 45) if mode == "late" else d
        if any(abs(known - u) < 4 or abs(d - u) < 4 for u in used):
            continue
        present = sorted(tl.set_at(d))
        tl.ops.append((d, known, "add", v))
        tl.events.append(Ev(known, "add", v, rng.choice(present), mode, d))
        used += [d, known]
    if slot.key != "pets" or rng.random() < 0.5:
        if rng.random() < 0.45 and len(tl.set_at(10**6)) >= 2:
            d = _free_day(rng, used, max(a for a, *_x in tl.ops) + 30, 715)
            if d is not None:
                v = rng.choice(sorted(tl.set_at(d)))
                tl.ops.append((d, d, "rem", v))
                tl.events.append(Ev(d, "rem", v))
                used.append(d)
    tl.ops.sort()
    if slot.key != "pets" and pool:
        if rng.random() < 0.3:
            p = _free_day(rng, used, 150, 600)
            if p is not None:
                dr = _free_day(rng, used + [p], p + 15, p + 70)
                if dr is not None:
                    v = pool.pop()
                    tl.dropped.append(v)
                    cur = ", ".join(sorted(tl.set_at(dr)))
                    tl.events += [Ev(p, "plan", v, cur), Ev(dr, "drop", v, cur)]
                    used += [p, dr]
        if pool and rng.random() < 0.35:
            p = _free_day(rng, used, max(max(k for _a, k, *_x in tl.ops) + 10, 620), 715)
            if p is not None:
                tl.pending = pool.pop()
                tl.events.append(Ev(p, "plan", tl.pending, ""))
                used.append(p)
    for v in {v for *_x, v in tl.ops} | set(tl.dropped) | ({tl.pending} if tl.pending else set()):
        tl.breeds[v] = rng.choice(breeds)
    tl.events.sort(key=lambda e: e.day)
    return tl


# ---------------------------------------------------------------------------------------------
# Rendering.
# ---------------------------------------------------------------------------------------------

Turn = tuple[str, str, str]  # speaker, text, language
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
EN_CONSIDER_INF = S(
    "thought about trying to {inf} for a bit, but nah",
    "was half tempted to {inf}, then remembered I'm lazy",
)
ZH_CONSIDER_INF = S(
    "考虑过要不要{inf}，还是算了",
)
EN_TYPO_SKIP = re.compile(r"^[a-z]{5,}$")


class _Safe(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, **kw: str) -> str:
    return template.format_map(_Safe(kw))


def month(day: int, zh: bool) -> str:
    d = START_DATE + timedelta(days=day)
    return f"{d.month}月" if zh else MONTHS[d.month - 1]


@dataclass
class Scene:
    day: int
    channel: str
    turns: list[Turn]


class World:
    """Everything ``generate`` builds: cast, timelines, scenes, probes (with their timelines)."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(f"blind_q:{seed}")
        self.people: list[Person] = []
        self.space = ""
        self.timelines: list[Timeline] = []
        self.scenes: list[Scene] = []
        self.probes: list[dict[str, Any]] = []
        self.probe_tl: list[Timeline] = []

    # -- cast -----------------------------------------------------------------------------
    def cast(self) -> None:
        rng = self.rng
        self.space = rng.choice(SPACE_NAMES)
        zh_roles = {3, rng.choice((2, 4))} | ({8} if rng.random() < 0.5 else set())
        en_names = rng.sample(EN_NAMES, len(ROLES))
        zh_names = rng.sample(ZH_NAMES, len(zh_roles))
        for i, (role, slots) in enumerate(ROLES):
            zh = i in zh_roles
            name, gender = zh_names.pop() if zh else en_names[i]
            chosen = list(slots)
            if len(chosen) > 4 and rng.random() < 0.35:
                chosen.pop(rng.randrange(1, len(chosen)))
            self.people.append(Person(name, gender, role, zh, chosen))
        for a, b in HOUSEHOLDS:
            self.people[a].partner = self.people[b].name
            self.people[b].partner = self.people[a].name
        self.people[9].kid = rng.choice(KIDS)

    def person(self, name: str) -> Person:
        return next(p for p in self.people if p.name == name)

    def others(self, *names: str) -> list[Person]:
        return [p for p in self.people if p.name not in names]

    # -- helpers --------------------------------------------------------------------------
    def ctx(
        self,
        tl: Timeline,
        value: str,
        old: str = "",
        subj: str | None = None,
        zh: bool = False,
        pronoun: bool = False,
    ) -> dict[str, str]:
        o = tl.owner
        n = subj or tl.subject
        g = o.gender if o else "f"
        if pronoun:
            n = ("她" if g == "f" else "他") if zh else ("she" if g == "f" else "he")
            ns = ("她" if g == "f" else "他") if zh else ("her" if g == "f" else "his")
        else:
            ns = n if zh else (n + "'s")
        kid = o.kid if o and o.kid else ("Maisie", "f")
        return {
            "v": value, "o": old, "n": n, "ns": ns,
            "p": "she" if g == "f" else "he", "pp": "her" if g == "f" else "his",
            "k": kid[0], "kp": "she" if kid[1] == "f" else "he",
            "b": tl.breeds.get(value, ""),
        }  # fmt: skip

    def pick(self, xs: T) -> str:
        return self.rng.choice(xs)

    def typo(self, text: str) -> str:
        words = text.split(" ")
        idx = [i for i, w in enumerate(words) if EN_TYPO_SKIP.match(w) and w not in PROTECT]
        if not idx:
            return text
        i = self.rng.choice(idx)
        w = words[i]
        j = self.rng.randrange(1, len(w) - 2)
        words[i] = (
            w[:j] + w[j + 1] + w[j] + w[j + 2 :] if self.rng.random() < 0.6 else w[:j] + w[j + 1 :]
        )
        return " ".join(words)

    def add_scene(self, day: int, turns: list[Turn], channel: str | None = None) -> None:
        rng = self.rng
        if channel is None:
            channel = rng.choices(("general", "random", "kitchen", "dm"), weights=(5, 3, 1, 2))[0]
        out = []
        for sp, text, lang in turns:
            if lang == EN and rng.random() < 0.07:
                text = self.typo(text)
            out.append((sp, text, lang))
        self.scenes.append(Scene(day, channel, out))

    def ack(self, *exclude: str, plain: bool = False) -> Turn:
        p = self.rng.choice(self.others(*exclude))
        if plain:
            return (p.name, self.pick(ZH_ACK_PLAIN if p.zh else EN_ACK_PLAIN), ZH if p.zh else EN)
        return (p.name, self.pick(ZH_ACK if p.zh else EN_ACK), ZH if p.zh else EN)

    def chat_turn(self, *exclude: str) -> Turn:
        p = self.rng.choice(self.others(*exclude))
        return (p.name, self.pick(ZH_CHAT if p.zh else EN_CHAT), ZH if p.zh else EN)

    def reporter(self, tl: Timeline, value: str = "") -> Person:
        o = tl.owner
        if o is None:
            return self.rng.choice(self.others(self.people[MANAGER].name))
        if not value.isascii():  # a Chinese-only value is passed on by a Chinese writer
            return self.rng.choice([p for p in self.others(o.name) if p.zh])
        if o.partner and self.rng.random() < 0.6:
            return self.person(o.partner)
        return self.rng.choice(self.others(o.name))

    def first_speaker(self, tl: Timeline) -> tuple[str, bool]:
        if tl.owner is None:
            return self.people[MANAGER].name, False
        return tl.owner.name, tl.zh

    def with_reason(self, s: str, ev: Ev, zh: bool) -> str:
        if not ev.reason:
            return s
        r = ev.reason[2] if zh else ev.reason[0]
        return fill(self.pick(ZH_REASON if zh else EN_REASON), s=s, r=r)

    def bury(self, s: str, zh: bool) -> str:
        if zh:
            return self.pick(ZH_BURY_PRE) + s + "。" + self.pick(ZH_BURY_POST)
        return f"{self.pick(EN_BURY_PRE)} {s}. {self.pick(EN_BURY_POST)}"

    def wrap(
        self,
        day: int,
        speaker: str,
        text: str,
        lang: str,
        dm_with: str | None = None,
        plain: bool = False,
    ) -> None:
        turns: list[Turn] = []
        rng = self.rng
        if rng.random() < 0.3:
            turns.append(self.chat_turn(speaker))
        turns.append((speaker, text, lang))
        if rng.random() < 0.6:
            turns.append(self.ack(speaker, plain=plain))
        self.add_scene(day, turns, "dm" if dm_with else None)

    # -- state events ---------------------------------------------------------------------
    def render(self, tl: Timeline, ev: Ev) -> None:
        slot = tl.slot
        speaker, zh = self.first_speaker(tl)
        frags = slot.zh if zh else slot.en
        lang = ZH if zh else EN
        c = self.ctx(tl, ev.value, ev.old, zh=zh)
        space = slot.holder == "space"
        if ev.kind in ("init", "restate"):
            if ev.mode == "third" and ev.kind == "init":
                r = self.reporter(tl, ev.value)
                rz = r.zh and "th" in slot.zh
                subj = self.space_ref(rz) if space else tl.subject
                t = fill(
                    self.pick((slot.zh if rz else slot.en)["th"]),
                    **self.ctx(tl, ev.value, subj=subj, zh=rz),
                )
                self.wrap(ev.day, r.name, t, ZH if rz else EN, plain=True)
                return
            t = fill(self.pick(frags["has"]), **c)
            if ev.mode == "bury":
                t = self.bury(t, zh)
            elif self.rng.random() < 0.3:
                t = self.pick(ZH_LEAD if zh else EN_LEAD) + t
            self.wrap(ev.day, speaker, t, lang, plain=True)
        elif ev.kind == "change":
            self.render_change(tl, ev, speaker, zh)
        elif ev.kind in ("add", "rem"):
            self.render_multi(tl, ev, speaker, zh)
        elif ev.kind in ("plan", "plan_again", "drop"):
            inf = fill(self.pick(frags["inf"]), **c)
            if space:
                bank = {"plan": WE_PLAN, "plan_again": WE_PLAN, "drop": WE_DROP}[ev.kind]
            elif zh:
                bank = {"plan": ZH_PLAN, "plan_again": ZH_PLAN_AGAIN, "drop": ZH_DROP}[ev.kind]
            else:
                bank = {"plan": EN_PLAN, "plan_again": EN_PLAN_AGAIN, "drop": EN_DROP}[ev.kind]
            t = fill(self.pick(bank), inf=inf, o=ev.old or "what I've got")
            self.wrap(ev.day, speaker, t, lang)
        elif ev.kind == "consider":
            inf = fill(self.pick(frags["inf"]), **c)
            if space:
                t = fill(self.pick(WE_CONSIDER), v=ev.value)
            elif zh:
                t = fill(
                    self.pick(
                        ZH_CONSIDER + ZH_CONSIDER_INF if slot.key in GENERIC_OK else ZH_CONSIDER_INF
                    ),
                    v=ev.value,
                    inf=inf,
                )
            else:
                t = fill(
                    self.pick(
                        EN_CONSIDER + EN_CONSIDER_INF if slot.key in GENERIC_OK else EN_CONSIDER_INF
                    ),
                    v=ev.value,
                    inf=inf,
                )
            self.wrap(ev.day, speaker, t, lang)
        elif ev.kind == "scoped":
            t = fill(
                self.pick(frags["scoped"]), x=ev.value, **{k: v for k, v in c.items() if k != "v"}
            )
            if self.rng.random() < 0.5:
                main = fill(self.pick(frags["has"]), **self.ctx(tl, ev.old, zh=zh))
                t = f"{main}，{t}" if zh else f"{main}. {t}"
            self.wrap(ev.day, speaker, t, lang, plain=True)

    def space_ref(self, zh: bool) -> str:
        if zh:
            return self.rng.choice((self.space, "空间"))
        return self.rng.choice((self.space, self.space, "the space"))

    def render_change(self, tl: Timeline, ev: Ev, speaker: str, zh: bool) -> None:
        slot = tl.slot
        frags = slot.zh if zh else slot.en
        lang = ZH if zh else EN
        c = self.ctx(tl, ev.value, ev.old, zh=zh)
        mode = ev.mode
        space = slot.holder == "space"
        if mode in ("third", "pronoun") or (mode == "use" and space):
            r = self.reporter(tl, ev.value)
            rz = r.zh and bool(slot.zh.get("thn"))
            rf = slot.zh if rz else slot.en
            rl = ZH if rz else EN
            if mode == "use":
                t = fill(self.pick(rf["use"]), **self.ctx(tl, ev.value, ev.old, zh=rz))
                self.wrap(ev.day, r.name, t, rl)
                return
            if mode == "third":
                subj = self.space_ref(rz) if space else tl.subject
                t = fill(self.pick(rf["thn"]), **self.ctx(tl, ev.value, ev.old, subj=subj, zh=rz))
                self.wrap(ev.day, r.name, t, rl)
                return
            # pronoun: the subject is named in an earlier turn of the same session
            first = fill(self.pick(ZH_NAME_LINE if rz else EN_NAME_LINE), n=tl.subject)
            t = fill(self.pick(rf["thn"]), **self.ctx(tl, ev.value, ev.old, zh=rz, pronoun=True))
            if not rz:
                t = "oh and " + t if self.rng.random() < 0.5 else t[0].upper() + t[1:]
            else:
                t = "对了，" + t
            mid = self.ack(r.name, tl.subject)
            self.add_scene(ev.day, [(r.name, first, rl), mid, (r.name, t, rl)])
            return
        if mode == "late":
            t = fill(self.pick(frags["late"]), w=month(ev.actual or ev.day, zh), **c)
        elif mode == "use":
            t = fill(self.pick(frags["use"]), **c)
        else:
            key = (
                "sw" if mode == "switch" or (mode == "bury" and self.rng.random() < 0.5) else "new"
            )
            if mode == "fix":
                t = fill(self.pick(frags[key]), **{**c, "v": ev.extra})
                t = self.with_reason(t, ev, zh)
                t += ("，" if zh else " ... ") + fill(
                    self.pick(ZH_FIX if zh else EN_FIX), v=ev.value, x=ev.extra
                )
            else:
                t = self.with_reason(fill(self.pick(frags[key]), **c), ev, zh)
            if mode == "bury":
                t = self.bury(t, zh)
        self.wrap(ev.day, speaker, t, lang, dm_with="x" if self.rng.random() < 0.2 else None)

    def render_multi(self, tl: Timeline, ev: Ev, speaker: str, zh: bool) -> None:
        slot = tl.slot
        frags = slot.zh if zh else slot.en
        lang = ZH if zh else EN
        c = self.ctx(tl, ev.value, ev.old, zh=zh)
        if ev.kind == "rem":
            self.wrap(ev.day, speaker, fill(self.pick(frags["rem"]), **c), lang)
            return
        if ev.mode in ("third", "pronoun"):
            r = self.reporter(tl, ev.value)
            rf, rl = (slot.zh, ZH) if r.zh else (slot.en, EN)
            if ev.mode == "third":
                t = fill(self.pick(rf["thn"]), **self.ctx(tl, ev.value, ev.old, zh=r.zh))
                self.wrap(ev.day, r.name, t, rl)
            else:
                first = fill(self.pick(ZH_NAME_LINE if r.zh else EN_NAME_LINE), n=tl.subject)
                t = fill(
                    self.pick(rf["thn"]), **self.ctx(tl, ev.value, ev.old, zh=r.zh, pronoun=True)
                )
                t = ("对了，" + t) if r.zh else ("also " + t)
                self.add_scene(
                    ev.day, [(r.name, first, rl), self.ack(r.name, tl.subject), (r.name, t, rl)]
                )
            return
        if ev.mode == "late":
            t = fill(self.pick(frags["late"]), w=month(ev.actual or ev.day, zh), **c)
        else:
            t = fill(self.pick(frags["add"]), **c)
            if ev.mode == "bury":
                t = self.bury(t, zh)
        self.wrap(ev.day, speaker, t, lang)

    # -- filler ---------------------------------------------------------------------------
    def distractors(self, n: int) -> None:
        rng = self.rng
        person_tls = [t for t in self.timelines if t.owner is not None]
        for _ in range(n):
            day = rng.randint(0, LAST_DAY)
            sp = rng.choice(self.people)
            if rng.random() < 0.14 and person_tls:
                tl = rng.choice(person_tls)
                if tl.owner is sp:
                    continue
                cands = [v for v in tl.slot.pool if v not in tl.vocabulary]
                if not cands:
                    continue
                t = fill(
                    self.pick(ZH_TRAP if sp.zh else EN_TRAP), n=tl.subject, v=rng.choice(cands)
                )
                self.add_scene(day, [(sp.name, t, ZH if sp.zh else EN)])
                continue
            slot = rng.choice(ALL_SLOTS)
            if sp.zh and slot.key not in GENERIC_OK:
                slot = rng.choice([s for s in ALL_SLOTS if s.key in GENERIC_OK])
            pool = slot.pool + (slot.zh_pool if sp.zh else ())
            v = rng.choice(pool)
            if sp.zh:
                t = fill(self.pick(ZH_GENERIC_DIST), v=v)
            elif slot.key in GENERIC_OK and rng.random() < 0.45:
                t = fill(self.pick(EN_GENERIC_DIST), v=v)
            else:
                t = fill(self.pick(slot.en["dist"]), v=v, b=rng.choice(BREEDS))
            turns = [(sp.name, t, ZH if sp.zh else EN)]
            if rng.random() < 0.35:
                turns.append(self.chat_turn(sp.name))
            self.add_scene(day, turns)

    def chatter(self, n: int) -> None:
        rng = self.rng
        for _ in range(n):
            day = rng.randint(0, LAST_DAY)
            k = rng.choices((1, 2, 3), weights=(3, 3, 1))[0]
            turns: list[Turn] = []
            said: list[str] = []
            for _i in range(k):
                t = self.chat_turn(*said)
                said.append(t[0])
                turns.append(t)
            self.add_scene(day, turns)

    # -- probes ---------------------------------------------------------------------------
    def probe(
        self,
        tl: Timeline,
        kind: str,
        gold: set[str],
        outdated: set[str] = frozenset(),  # type: ignore[assignment]
        as_of_day: int | None = None,
        v: str = "",
        qkind: str | None = None,
    ) -> None:
        zh = tl.zh and self.rng.random() < 0.75
        en_q, zh_q = tl.slot.q[qkind or kind]
        n = tl.subject
        question = fill(zh_q if zh else en_q, n=n, ns=n if zh else f"{n}'s", v=v)
        self.probes.append({
            "subject": n, "kind": kind, "question": question, "slot": tl.slot.key,
            "gold": sorted(gold), "outdated": sorted(outdated), "as_of_day": as_of_day,
            "values": sorted(tl.vocabulary), "abandoned": sorted(tl.dropped),
            "language": ZH if zh else EN,
        })  # fmt: skip
        self.probe_tl.append(tl)

    def make_probes(self) -> None:
        rng = self.rng
        for tl in self.timelines:
            slot = tl.slot
            if slot.multi:
                final = tl.final
                self.probe(
                    tl,
                    "coexisting" if len(final) >= 2 else "current",
                    final,
                    tl.earlier,
                    qkind="current",
                )
                if tl.earlier and rng.random() < 0.8:
                    self.probe(tl, "historical", tl.earlier)
            else:
                self.probe(tl, "current", tl.final, tl.earlier)
                if tl.earlier and rng.random() < 0.75:
                    self.probe(tl, "historical", tl.earlier)
                windows = []
                for i in range(len(tl.segs) - 1):
                    lo = tl.segs[i][1] + (3 if i == 0 else 7)
                    hi = tl.segs[i + 1][0] - 7
                    if lo <= hi:
                        windows.append((lo, hi))
                if windows and rng.random() < 0.85:
                    picks = rng.sample(windows, min(len(windows), 2 if rng.random() < 0.15 else 1))
                    for lo, hi in picks:
                        d = rng.randint(lo, hi)
                        self.probe(tl, "as_of", {tl.value_at(d)}, as_of_day=d)
                if tl.reason:
                    self.probe(tl, "why", {tl.reason[0]}, v=tl.reason[1])
            if tl.pending:
                self.probe(tl, "planning", {tl.pending})

    # -- assembly -------------------------------------------------------------------------
    def episodes(self) -> list[dict[str, Any]]:
        rng = self.rng
        by_day: dict[int, list[int]] = {}
        for i, s in enumerate(self.scenes):
            by_day.setdefault(s.day, []).append(i)
        out = []
        for day in sorted(by_day):
            idx = by_day[day]
            rng.shuffle(idx)
            cursor = rng.randint(0, 240)
            for i in idx:
                s = self.scenes[i]
                session = (
                    f"dm-{s.turns[0][0].lower()}-d{day}-{i}"
                    if s.channel == "dm"
                    else f"{s.channel}-d{day}-{i}"
                )
                for sp, text, lang in s.turns:
                    cursor += rng.randint(1, 6)
                    out.append(
                        {
                            "day": day,
                            "minute": min(cursor, 899),
                            "speaker": sp,
                            "text": text,
                            "session": session,
                            "language": lang,
                        }
                    )
                cursor += rng.randint(20, 110)
        return out


def _build(seed: int) -> tuple[dict[str, Any], World]:
    w = World(seed)
    w.cast()
    for slot in SPACE_SLOTS:
        w.timelines.append(build_timeline(w.rng, w.space, slot, False, None))
    for p in w.people:
        for slot in p.slots:
            w.timelines.append(build_timeline(w.rng, p.name, slot, p.zh, p))
    for tl in w.timelines:
        for ev in tl.events:
            w.render(tl, ev)
    w.distractors(w.rng.randint(120, 140))
    w.chatter(w.rng.randint(95, 115))
    episodes = w.episodes()
    w.make_probes()
    world = {
        "generator": GENERATOR,
        "seed": seed,
        "start": START,
        "space": w.space,
        "people": [{"name": p.name, "role": p.role, "language": ZH if p.zh else EN,
                    "partner": p.partner} for p in w.people],
        "episodes": episodes,
        "probes": w.probes,
    }  # fmt: skip
    return world, w


def generate(seed: int) -> dict[str, Any]:
    """Episodes (day, minute, speaker, text, session, language) and probes with gold values."""
    return _build(seed)[0]


PROTECT = {
    tok.lower() for s in ALL_SLOTS for v in s.pool + s.zh_pool for tok in re.split(r"\W+", v)
}
PROTECT |= {tok.lower() for s in ALL_SLOTS for r in s.reasons for tok in re.split(r"\W+", r[1])}
PROTECT |= {n.lower() for n, _g in EN_NAMES + ZH_NAMES + KIDS}


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------

KINDS = {"current", "historical", "as_of", "why", "planning", "coexisting"}


def mentions(text: str, value: str) -> bool:
    """As the bench reads answers: substring for non-ASCII values, else whole word."""
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def check(world: dict[str, Any], w: World) -> list[str]:
    """Every probe's gold against the timelines; returns the problems found."""
    bad: list[str] = []
    eps = world["episodes"]
    texts = [e["text"] for e in eps]
    keys = [(e["day"], e["minute"]) for e in eps]
    if keys != sorted(keys):
        bad.append("episodes not in time order")
    speakers = {p.name for p in w.people}
    for e in eps:
        if not 0 <= e["day"] <= LAST_DAY or not 0 <= e["minute"] < 1440:
            bad.append(f"episode out of range: {e}")
        if "{" in e["text"] or "}" in e["text"]:
            bad.append(f"unfilled template: {e['text']}")
        if e["speaker"] not in speakers:
            bad.append(f"unknown speaker {e['speaker']}")
    for p, tl in zip(world["probes"], w.probe_tl, strict=True):
        gold, kind = set(p["gold"]), p["kind"]
        tag = f"{p['subject']}/{p['slot']}/{kind}"
        if kind not in KINDS or not gold:
            bad.append(f"{tag}: bad kind or empty gold")
        if p["subject"] != tl.subject or p["slot"] != tl.slot.key:
            bad.append(f"{tag}: probe does not match its timeline")
        held = tl.final | tl.earlier
        if set(p["abandoned"]) & (held | gold):
            bad.append(f"{tag}: a dropped plan was held or is gold")
        if kind in ("current", "coexisting"):
            if gold != tl.final:
                bad.append(f"{tag}: gold {gold} != final {tl.final}")
            if set(p["outdated"]) != tl.earlier or set(p["outdated"]) & gold:
                bad.append(f"{tag}: outdated {p['outdated']} wrong")
            if kind == "coexisting" and len(gold) < 2:
                bad.append(f"{tag}: coexisting with one value")
            if tl.pending and tl.pending in gold:
                bad.append(f"{tag}: pending plan read as current")
        elif kind == "historical":
            if not gold <= tl.earlier or gold & tl.final:
                bad.append(f"{tag}: historical gold {gold} not earlier values {tl.earlier}")
        elif kind == "as_of":
            d = p["as_of_day"]
            if d is None or gold != {tl.value_at(d)}:
                bad.append(f"{tag}: as_of gold {gold} != value at {d}")
            else:
                seg = max((s for s in tl.segs if s[0] <= d), default=tl.segs[0])
                nxt = [s for s in tl.segs if s[0] > d]
                if seg[1] > d - 3 or (nxt and nxt[0][0] < d + 7) or d < tl.segs[0][1]:
                    bad.append(f"{tag}: as_of day {d} too close to a change")
                if gold & tl.final and nxt:
                    bad.append(f"{tag}: as_of gold equals the final value")
        elif kind == "planning":
            if gold != {tl.pending} or gold & held:
                bad.append(f"{tag}: planning gold {gold} is not a pending plan")
        elif kind == "why":
            if not tl.reason or gold != {tl.reason[0]} or tl.reason[1] not in held:
                bad.append(f"{tag}: why gold not a stated reason")
        vocab = set(p["values"])
        for v in gold | set(p["outdated"]) | set(p["abandoned"]):
            if kind != "why" and v not in vocab:
                bad.append(f"{tag}: {v} not in values")
            if not any(mentions(t, v) for t in texts):
                bad.append(f"{tag}: {v} never said")
    # dropped plans are never current anywhere
    for tl in w.timelines:
        if set(tl.dropped) & tl.final:
            bad.append(f"{tl.subject}/{tl.slot.key}: dropped plan became current")
    return bad


def check_shape(world: dict[str, Any]) -> list[str]:
    """The fields ``bench.states.load_text_world`` reads, with the types it converts."""
    bad = []
    if not isinstance(world.get("start"), str) or not world["start"].startswith("2025-01-06"):
        bad.append("start missing")
    for e in world["episodes"]:
        if not (
            isinstance(e["day"], int)
            and isinstance(e["minute"], int)
            and isinstance(e["speaker"], str)
            and isinstance(e["text"], str)
            and e["text"]
            and isinstance(e["session"], str)
            and e["language"] in (EN, ZH)
        ):
            bad.append(f"episode shape: {e}")
    for p in world["probes"]:
        for k, t in (
            ("subject", str),
            ("kind", str),
            ("question", str),
            ("slot", str),
            ("gold", list),
            ("outdated", list),
            ("values", list),
            ("abandoned", list),
        ):
            if not isinstance(p.get(k), t):
                bad.append(f"probe field {k}: {p}")
        if (p["kind"] == "as_of") != isinstance(p["as_of_day"], int):
            bad.append(f"probe as_of_day: {p}")
        if "{" in p["question"] or "}" in p["question"]:
            bad.append(f"unfilled question: {p['question']}")
    return bad


def check_chatter() -> list[str]:
    """Chit-chat never names a value of any slot."""
    vals = [v for s in ALL_SLOTS for v in s.pool + s.zh_pool]
    return [f"chatter names {v}: {line}" for line in EN_CHAT + ZH_CHAT for v in vals
            if mentions(line, v)]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    seeds = [int(a) for a in (argv if argv is not None else sys.argv[1:])] or [7, 11, 23]
    problems = check_chatter()
    for seed in seeds:
        world, w = _build(seed)
        if generate(seed) != world:
            problems.append(f"seed {seed}: not deterministic")
        bad = check(world, w) + check_shape(world)
        problems += [f"seed {seed}: {b}" for b in bad]
        kinds: dict[str, int] = {}
        for p in world["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        n_ep, n_pr = len(world["episodes"]), len(world["probes"])
        zh_eps = sum(e["language"] == ZH for e in world["episodes"])
        print(
            f"seed {seed}: {n_ep} episodes ({zh_eps} zh), {n_pr} probes "
            f"{dict(sorted(kinds.items()))}, {len(w.timelines)} timelines, "
            f"{sum(len(t.dropped) for t in w.timelines)} dropped plans, space {w.space!r}"
        )
        if not 550 <= n_ep <= 1000 or not 110 <= n_pr <= 180:
            problems.append(f"seed {seed}: size out of range ({n_ep} episodes, {n_pr} probes)")
        if set(kinds) != KINDS:
            problems.append(f"seed {seed}: probe kinds {sorted(kinds)} missing some")
    try:  # the bench's own loader, when its dependencies are importable
        from bench.states import load_text_world
    except ImportError as exc:
        print(f"(bench.states loader not importable here: {exc})")
    else:
        for seed in seeds:
            lw = load_text_world("blind_q", seed)
            if len(lw.probes) != len(generate(seed)["probes"]):
                problems.append(f"seed {seed}: loader lost probes")
        print("bench.states.load_text_world: loads")
    for p in problems[:40]:
        print("PROBLEM", p)
    if problems:
        print(f"{len(problems)} problems")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
