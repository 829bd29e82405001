"""Blind text world ``blind_t``: a Liverpool five-a-side league's captains-and-partners chat.

The group chat of the team captains of an amateur five-a-side league in Liverpool and their
partners, June 2025 to May 2027.  About a quarter of the people write in (simplified) Chinese,
mixing in English brand and place names; a few English writers drop in a Chinese word.

``generate(seed)`` picks ten to fourteen people (some of them couples sharing a home), gives
each four to seven personal state slots (neighbourhood, employer, car, phone network, gym,
energy supplier, pub drink, dentist, pets, instruments, languages being learnt) whose values
change one to three times, and writes two years of chat: mostly fixtures, scores, pitch
bookings and banter, with the state news said straight out, shown only by use, reported by
someone else, told weeks late, planned and done, planned and dropped, mused about, negated,
corrected, scoped to an exception, or added alongside an earlier value, among distractors
that name the same kind of value without it being anyone's state.

Probes carry the ground truth (current, historical, as_of, coexisting, planning) with the
outdated, abandoned and merely-mentioned values.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

GENERATOR = "blind_t"
START = "2025-06-01T09:00:00+01:00"
LAST_DAY = 725
EN = "en"
ZH = "zh"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
ZH_MONTHS = ("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月")
# Day 0 is 1 June 2025; month index of a day (approximate calendar, 30.4 days a month).
MONTH0 = 5


def month_of(day: int, lang: str) -> str:
    m = (MONTH0 + int(day / 30.44)) % 12
    return ZH_MONTHS[m] if lang == ZH else MONTHS[m]


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools, probe questions and phrase fragments.

    Single-valued fragment keys: init (first person, present), init3 (someone else says it,
    {who}), change (first person change, may name {old}), use (the new value shown only by
    use or consequence), third (someone else reports the change, {who}), late (told weeks
    after, {when}), plan / drop / muse (plans: done, dropped with {cur}, mused about), ask
    (someone asks about {old}), scoped ({v} in general, {x} as the exception), we (household),
    dist (distractor lines naming {x}, which is nobody's state here).
    Multi-valued: has, add, add3 ({who}), remove, dist.
    """

    key: str
    multi: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...]
    questions: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]

    def frags(self, lang: str) -> dict[str, tuple[str, ...]]:
        return self.zh if lang == ZH else self.en

    def values_pool(self, lang: str) -> tuple[str, ...]:
        return self.zh_pool if (lang == ZH and self.zh_pool) else self.pool


HOME = Slot(
    key="home_area",
    multi=False,
    pool=(
        "Wavertree",
        "Aigburth",
        "Bootle",
        "Crosby",
        "Woolton",
        "Toxteth",
        "Kirkby",
        "Birkenhead",
        "West Derby",
        "Allerton",
        "Walton",
        "Huyton",
        "Childwall",
        "Formby",
        "Mossley Hill",
        "Maghull",
        "Prescot",
        "Hoylake",
        "Southport",
        "Netherton",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "Which area does {n} live in now?",
            "historical": "Where did {n} live before the current place?",
            "as_of": "Which area did {n} live in at that point?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在哪个区？",
            "historical": "{n}搬到现在的地方之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬去哪里？",
        },
    },  # fmt: skip
    en={
        "init": (
            "I'm in {v}, ten minutes from the pitches",
            "we're over in {v} so I can give anyone a lift from that side",
            "I live in {v}, have done for years",
            "home's {v} for me, the bit near the park",
        ),
        "init3": (
            "{who} lives out in {v}",
            "{who}'s based in {v}, ask about the chippy there",
            "{who} is in {v} if anyone needs a lift",
        ),
        "change": (
            "we've moved! new place is in {v}",
            "finally got the keys, we're in {v} now",
            "left {old} last weekend, we're in {v} now",
            "moved out of {old} and into a little terrace in {v}",
        ),
        "use": (
            "the walk from {v} to the pitches is longer than I thought, nearly missed kick off",
            "new neighbours in {v} already complained about the boots on the step",
            "bins go out Thursdays in {v} apparently, learnt that the hard way",
            "if anyone's near {v} I've got a spare room now for post-match tinnies",
        ),
        "third": (
            "{who}'s moved to {v}, did you know?",
            "{who} only went and moved to {v}",
            "{who} has left {old}, living in {v} now",
        ),
        "late": (
            "forgot to say in here, we moved to {v} back in {when}",
            "oh I never mentioned, we've been in {v} since {when}",
            "can't believe I didn't tell you lot, we moved to {v} in {when}",
        ),
        "plan": (
            "we're looking at houses in {v}",
            "thinking of moving to {v} next year",
            "put an offer in on a place in {v}, fingers crossed",
        ),
        "drop": (
            "the {v} house fell through, staying in {cur} for now",
            "not moving to {v} after all, too dear, we're stopping in {cur}",
        ),
        "muse": ("sometimes I think we should just move to {v}", "could see myself in {v} one day"),
        "ask": ("are you still out in {old}?", "still living in {old}?"),
        "we": (
            "we've moved to {v}, new address in the group later",
            "we're in {v} now, boxes everywhere",
            "keys collected, we're officially {v} residents",
        ),
        "dist": (
            "house prices in {x} are mental, saw a two-up two-down for 300k",
            "anyone know a good takeaway in {x}? at a christening there sunday",
            "my cousin lives in {x}, says the parking's a nightmare",
            "if I won the lottery I'd be straight off to {x}",
            "roadworks all through {x} again, avoid if you're driving to the game",
            "is {x} nice to live? mate of mine is thinking about it",
        ),
    },  # fmt: skip
    zh={
        "init": ("我们住在{v}，离球场挺近的", "我家在{v}", "我住{v}，有人要搭车可以找我"),
        "init3": ("{who}住在{v}", "{who}家在{v}那边"),
        "change": (
            "我们搬家了！现在住{v}",
            "终于拿到钥匙了，我们搬到{v}了",
            "上周末从{old}搬到{v}了，累死",
        ),
        "use": (
            "从{v}走到球场比我想的远，差点迟到",
            "{v}这边周四收垃圾，我才知道",
            "{v}新家的邻居人挺好，还送了蛋糕",
        ),
        "third": ("{who}搬到{v}了，你们知道吗？", "听说{who}已经搬去{v}了"),
        "late": ("忘了说，我们{when}就搬到{v}了", "一直没在群里说，我们{when}搬去{v}了"),
        "plan": ("我们在看{v}的房子", "打算明年搬到{v}", "在{v}看中一套房，已经出价了"),
        "drop": ("{v}那套房子没成，还是先住{cur}", "不搬去{v}了，太贵，继续住{cur}"),
        "muse": ("有时候想干脆搬去{v}算了", "以后也许会住{v}吧"),
        "ask": ("你们还住{old}吗？", "还在{old}吗？"),
        "we": ("我们搬到{v}了，新地址晚点发群里", "我们现在住{v}了，到处都是箱子"),
        "dist": (
            "{x}的房价太夸张了",
            "有人知道{x}哪家外卖好吃吗？",
            "我表姐住{x}，说停车很难",
            "{x}又在修路，开车去比赛的别走那边",
        ),
    },  # fmt: skip
)

JOB = Slot(
    key="employer",
    multi=False,
    pool=(
        "Peel Ports",
        "Cammell Laird",
        "Alder Hey",
        "Merseyrail",
        "Kestrel Analytics",
        "Ropewalks Digital",
        "Halewood Plastics",
        "Dockside Joinery",
        "Pierhead Insurance",
        "Speke Aerospace",
        "Unilever",
        "Jaguar Land Rover",
        "Liverpool City Council",
        "Brightwire Telecom",
        "Redbrick Recruitment",
        "Stanley Dock Hotel",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Who was {n} working for at that point?",
            "planning": "Which employer is {n} hoping to move to?",
        },
        ZH: {
            "current": "{n}现在在哪里上班？",
            "historical": "{n}换工作之前在哪里上班？",
            "as_of": "{n}那时候在哪里上班？",
            "planning": "{n}打算去哪家公司？",
        },
    },  # fmt: skip
    en={
        "init": (
            "I'm at {v}, so weekday games before 7 are tough",
            "work's {v}, been there five years now",
            "I do shifts at {v} so I'll sort the rota round the fixtures",
        ),
        "init3": ("{who} works at {v}", "{who}'s at {v}, does the payroll there"),
        "change": (
            "handed my notice in, starting at {v} on Monday",
            "new job! I'm at {v} now",
            "left {old}, I'm at {v} from this week",
            "signed the contract with {v} today, goodbye {old}",
        ),
        "use": (
            "first week at {v} done, my head's fried",
            "{v} induction day, got a lanyard and everything",
            "the {v} christmas do clashes with the cup final, gutted",
            "can't make Tuesday, {v} have me on lates",
        ),
        "third": (
            "{who}'s got a new job at {v}, so proud",
            "{who} has left {old} for {v}",
            "did you hear {who} is at {v} now?",
        ),
        "late": (
            "meant to say, I started at {v} back in {when}",
            "forgot to mention I left {old}, been at {v} since {when}",
        ),
        "plan": (
            "got an interview at {v} next week",
            "applying for a job at {v}",
            "thinking of going for the opening at {v}",
        ),
        "drop": (
            "turned {v} down in the end, staying at {cur}",
            "didn't get the {v} job, still at {cur}",
        ),
        "muse": ("wouldn't mind a job at {v} one day", "I always fancied working at {v}"),
        "ask": ("still grafting at {old}?", "how's {old} treating you?"),
        "dist": (
            "{x} are hiring, if anyone's looking, my mate says decent pay",
            "saw on the news {x} are cutting jobs, terrible",
            "my brother-in-law works at {x}, could get us a tour",
            "is {x} a good place to work? asking for my nephew",
            "{x} sponsor a team in the Sunday league, nice kit",
        ),
    },  # fmt: skip
    zh={
        "init": ("我在{v}上班，工作日七点前的比赛比较难", "我在{v}工作，做了五年了"),
        "init3": ("{who}在{v}上班", "{who}在{v}做财务"),
        "change": (
            "辞职了，下周一开始去{v}上班",
            "换工作了！现在在{v}",
            "离开{old}了，这周起在{v}",
        ),
        "use": (
            "{v}第一周结束，脑子要炸了",
            "今天{v}入职培训，还发了工牌",
            "周二来不了，{v}给我排了晚班",
        ),
        "third": ("{who}找到新工作了，在{v}", "{who}从{old}跳槽到{v}了"),
        "late": ("忘了说，我{when}就去{v}上班了", "一直没讲，我{when}离开{old}去了{v}"),
        "plan": ("下周去{v}面试", "在投{v}的职位", "想试试{v}那个岗位"),
        "drop": ("最后没去{v}，还是留在{cur}", "{v}没要我，继续在{cur}干"),
        "muse": ("以后想去{v}工作", "一直挺想去{v}的"),
        "ask": ("你还在{old}上班吗？", "{old}最近怎么样？"),
        "dist": ("{x}在招人，有需要的可以看看", "新闻说{x}要裁员", "我朋友在{x}上班，说工资还行"),
    },  # fmt: skip
)

CAR = Slot(
    key="car",
    multi=False,
    pool=(
        "Vauxhall Corsa",
        "Ford Fiesta",
        "Kia Niro",
        "Tesla Model 3",
        "MG4",
        "Toyota Yaris",
        "Nissan Leaf",
        "VW Polo",
        "Skoda Octavia",
        "Honda Jazz",
        "Dacia Sandero",
        "BYD Dolphin",
        "Fiat 500",
        "Hyundai Kona",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What did {n} drive before the current car?",
            "as_of": "What was {n} driving at that point?",
            "planning": "Which car is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}之前开的是什么车？",
            "as_of": "{n}那时候开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },  # fmt: skip
    en={
        "init": (
            "I've got the {v}, can fit three and the kit bag",
            "I drive a {v}, nothing fancy",
            "the {v}'s parked outside if anyone needs a lift after",
        ),
        "init3": ("{who} drives a {v}", "{who}'s got a {v}, ask for a lift"),
        "change": (
            "traded the {old} in, got a {v}",
            "new motor! picked up a {v} today",
            "said goodbye to the {old}, I'm in a {v} now",
        ),
        "use": (
            "charging the {v} at the Tesco on the way, might be five late",
            "the {v} fits all the goals in the boot, dead handy",
            "someone dinged the {v} in the car park after the game, fuming",
            "the {v} does twice the miles to a tank the old one did",
        ),
        "third": (
            "{who}'s got a {v} now, very flash",
            "{who} got rid of the {old}, {v} now",
            "seen {who} pull up in a {v}?",
        ),
        "late": (
            "forgot to say, I sold the {old} back in {when}, driving a {v} since",
            "oh yeah I've had the {v} since {when}, didn't I say?",
        ),
        "plan": (
            "thinking of getting a {v} when the lease is up",
            "test drive in a {v} on Saturday",
            "might go for a {v} next, the other half likes them",
        ),
        "drop": (
            "not getting the {v} in the end, keeping the {cur}",
            "went off the {v} idea, the {cur} will do",
        ),
        "muse": ("one day I'll have a {v}", "always wanted a {v} tbh"),
        "ask": ("still in the {old}?", "is the {old} still going?"),
        "scoped": (
            "the {v} for everything except work, the firm gives me a {x} for site visits",
            "I drive the {v} day to day, but for the long runs to my mum's we borrow her {x}",
        ),
        "dist": (
            "advert on the telly for the new {x}, looks like a fridge",
            "ref drove off in a {x}, must be paid more than we thought",
            "my neighbour's {x} has been on the drive for three weeks with a flat",
            "anyone got a {x}? are they any good in the snow?",
            "the {x} is the worst car ever made, fight me",
        ),
    },  # fmt: skip
    zh={
        "init": ("我开{v}，能坐三个人加装备包", "我的车是{v}，普通得很"),
        "init3": ("{who}开的是{v}", "{who}有辆{v}"),
        "change": ("把{old}卖了，换了辆{v}", "提新车了！{v}", "和{old}说再见了，现在开{v}"),
        "use": (
            "路上要给{v}充电，可能晚五分钟",
            "{v}后备箱能放下所有球门，太方便了",
            "{v}在停车场被人刮了，气死",
        ),
        "third": ("{who}买了辆{v}", "{who}不开{old}了，换成{v}了"),
        "late": ("忘了说，{when}就把{old}卖了，一直开{v}", "我{when}就开{v}了，没说过吗？"),
        "plan": ("打算租约到期换{v}", "周六去试驾{v}", "下一辆可能买{v}"),
        "drop": ("最后没买{v}，还开{cur}", "不考虑{v}了，{cur}够用"),
        "muse": ("总有一天要开{v}", "其实一直想要辆{v}"),
        "ask": ("还开{old}吗？", "{old}还能跑吧？"),
        "scoped": ("平时开{v}，上班公司给配了一辆{x}",),
        "dist": ("电视上{x}的广告好丑", "我邻居的{x}停在门口三周没动", "有人开{x}吗？下雪好开吗？"),
    },  # fmt: skip
)

PHONE = Slot(
    key="phone_network",
    multi=False,
    pool=(
        "EE",
        "Vodafone",
        "giffgaff",
        "O2",
        "Lebara",
        "Tesco Mobile",
        "Sky Mobile",
        "Smarty",
        "iD Mobile",
        "VOXI",
        "Lyca Mobile",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "Which phone network is {n} on now?",
            "historical": "Which network was {n} on before the current one?",
            "as_of": "Which phone network was {n} on at that point?",
            "planning": "Which network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}之前用的是哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },  # fmt: skip
    en={
        "init": (
            "I'm on {v}, signal at the pitches is shocking",
            "my phone's with {v}",
            "I've been with {v} forever, it's grand",
        ),
        "init3": ("{who}'s phone is on {v}", "{who} is with {v}, that's why the messages are late"),
        "change": (
            "ported my number to {v}, so if the group goes quiet that's why",
            "left {old}, I'm on {v} now",
            "switched to {v}, half the price",
        ),
        "use": (
            "{v} sent me a text saying welcome, like I'm a new neighbour",
            "got full bars at the pitches for once, {v} might actually be decent",
            "{v} app says I've used 40 gig this month, the kids",
        ),
        "third": ("{who} finally ditched {old}, on {v} now", "{who}'s on {v} now"),
        "late": (
            "forgot to say I moved to {v} back in {when}",
            "been on {v} since {when}, should've said",
        ),
        "plan": ("might switch to {v} when the contract's up", "looking at {v}, anyone on it?"),
        "drop": (
            "not bothering with {v}, staying on {cur}",
            "{v} wanted a credit check, sack that, stopping on {cur}",
        ),
        "muse": ("{v} keep texting me deals, tempted", "should probably look at {v} at some point"),
        "ask": ("you still on {old}?", "is {old} still rubbish round yours?"),
        "scoped": (
            "my own phone's on {v}, the work phone is {x} though",
            "{v} for my phone, but the tablet's got a {x} sim",
        ),
        "dist": (
            "{x} had an outage all morning, my brother was fuming",
            "{x} advert on the bus stop, 10 quid a month",
            "my dad says {x} is the best, my dad also thinks the earth is flat",
            "anyone on {x}? any good in Wales?",
        ),
    },  # fmt: skip
    zh={
        "init": ("我用{v}，球场那边信号很差", "我的手机是{v}的卡"),
        "init3": ("{who}用的是{v}", "{who}是{v}的号，所以消息总是慢"),
        "change": ("号码转到{v}了", "不用{old}了，换了{v}", "换成{v}了，便宜一半"),
        "use": (
            "{v}给我发了欢迎短信",
            "今天在球场居然满格，{v}还不错",
            "{v}的app说我这个月用了40G",
        ),
        "third": ("{who}终于不用{old}了，换成{v}", "{who}现在用{v}"),
        "late": ("忘了说，我{when}就换到{v}了",),
        "plan": ("合约到期可能换{v}", "在看{v}，有人用吗？"),
        "drop": ("不换{v}了，继续用{cur}",),
        "muse": ("{v}一直给我发优惠，有点心动",),
        "ask": ("你还用{old}吗？",),
        "scoped": ("自己的手机用{v}，工作手机是{x}的",),
        "dist": ("{x}今天上午断网了", "公交站有{x}的广告，一个月10镑", "有人用{x}吗？"),
    },  # fmt: skip
)

GYM = Slot(
    key="gym",
    multi=False,
    pool=(
        "PureGym",
        "David Lloyd",
        "Anytime Fitness",
        "Iron Dock Gym",
        "Strand Fitness",
        "Baltic Barbell",
        "Titan Health Club",
        "Kinetic Studio",
        "CrossFit Liverbird",
        "Nuffield Health",
        "The Forge Boxing Club",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} use before the current one?",
            "as_of": "Which gym was {n} going to at that point?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪家健身房？",
            "historical": "{n}之前去的是哪家健身房？",
            "as_of": "{n}那时候去哪家健身房？",
            "planning": "{n}打算办哪家健身房的卡？",
        },
    },  # fmt: skip
    en={
        "init": (
            "I go to {v} three times a week, still can't run",
            "I'm a member at {v}",
            "{v} most mornings before work",
        ),
        "init3": ("{who} goes to {v}", "{who}'s a {v} regular"),
        "change": (
            "cancelled {old}, joined {v}",
            "signed up at {v}, {old} was always rammed",
            "new gym: {v}, the showers actually work",
        ),
        "use": (
            "legs gone after the spin class at {v}",
            "{v} had the match on the big screen last night",
            "lost my padlock at {v}, third one this year",
        ),
        "third": (
            "{who}'s joined {v}, keeps sending gym selfies",
            "{who} packed in {old}, goes to {v} now",
        ),
        "late": (
            "forgot to say I left {old} in {when}, been at {v} since",
            "been going to {v} since {when}, should've said",
        ),
        "plan": ("thinking of joining {v}", "got a free week pass for {v}, might sign up"),
        "drop": (
            "{v} wanted 60 a month, no chance, sticking with {cur}",
            "not joining {v} in the end, {cur} is fine",
        ),
        "muse": ("{v} looks nice, one day", "if I was minted I'd go to {v}"),
        "ask": ("still going to {old}?", "you still at {old} in the mornings?"),
        "scoped": (
            "{v} in the week, but when I'm away for work I use {x}",
            "I train at {v}, though the boxing's at {x} on Thursdays",
        ),
        "dist": (
            "{x} are doing a january offer, half price",
            "heard {x} got flooded",
            "my sister swears by {x}",
            "is {x} any good? the leaflets are everywhere",
        ),
    },  # fmt: skip
    zh={
        "init": ("我每周去三次{v}", "我办的是{v}的卡"),
        "init3": ("{who}去{v}健身", "{who}是{v}的常客"),
        "change": ("退了{old}，办了{v}", "换到{v}了，{old}人太多", "新健身房：{v}，淋浴终于能用了"),
        "use": ("在{v}上完单车课腿废了", "{v}昨晚大屏幕放了比赛", "在{v}又丢了一把锁"),
        "third": ("{who}办了{v}的卡，天天发健身自拍", "{who}不去{old}了，改去{v}"),
        "late": ("忘了说，我{when}就换到{v}了",),
        "plan": ("想办{v}的卡", "拿到{v}一周体验卡，可能办"),
        "drop": ("{v}一个月60镑，算了，继续去{cur}",),
        "muse": ("{v}看起来不错，以后再说",),
        "ask": ("还去{old}吗？",),
        "scoped": ("平时去{v}，出差的时候用{x}",),
        "dist": ("{x}一月半价", "听说{x}被淹了", "我姐姐很推荐{x}"),
    },  # fmt: skip
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    pool=(
        "Octopus",
        "British Gas",
        "EDF",
        "E.ON",
        "Ovo",
        "Scottish Power",
        "So Energy",
        "Good Energy",
        "Liverbird Power",
        "Utility Warehouse",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before the current one?",
            "as_of": "Which energy supplier was {n} with at that point?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家之前用的是哪家能源公司？",
            "as_of": "{n}家那时候用哪家能源公司？",
            "planning": "{n}打算换到哪家能源公司？",
        },
    },  # fmt: skip
    en={
        "init": ("we're with {v} for the gas and electric", "I'm with {v}, bills are criminal"),
        "init3": ("{who}'s with {v}", "{who} pays {v} for the energy, moans about it weekly"),
        "change": (
            "switched to {v}, {old} had me on hold for two hours",
            "moved the house over to {v}",
            "left {old} for {v}, should save a few quid",
        ),
        "use": (
            "{v} sent a bloke round to fit the smart meter",
            "first bill from {v} came, not bad",
            "{v} app says we used less than the neighbours, smug",
        ),
        "third": ("{who}'s gone over to {v}", "{who} left {old}, on {v} now"),
        "late": ("forgot to say we switched to {v} back in {when}",),
        "plan": ("thinking of moving to {v}", "going to switch to {v} when the fix ends"),
        "drop": ("not switching to {v}, the exit fee is daft, staying with {cur}",),
        "muse": ("people keep saying {v} is good, might look", "{v} sounds alright, maybe one day"),
        "ask": ("still with {old}?",),
        "we": ("we've switched to {v}", "we're with {v} now, {old} can jog on"),
        "dist": (
            "{x} put their prices up again, on the news",
            "{x} doorstep sellers came round, told them no",
            "my mum's with {x} and she's always complaining",
            "{x} advert before the match, again",
        ),
    },  # fmt: skip
    zh={
        "init": ("我们家电和燃气都是{v}的", "我们用{v}，账单贵死"),
        "init3": ("{who}家用{v}",),
        "change": ("换到{v}了，{old}的客服让我等了两小时", "家里换成{v}了"),
        "use": ("{v}派人来装智能电表了", "{v}的第一张账单来了，还行"),
        "third": ("{who}家换成{v}了", "{who}不用{old}了，现在是{v}"),
        "late": ("忘了说，我们{when}就换到{v}了",),
        "plan": ("想换到{v}", "固定价格到期就换{v}"),
        "drop": ("不换{v}了，违约金太贵，继续用{cur}",),
        "muse": ("大家都说{v}不错，也许看看",),
        "ask": ("还用{old}吗？",),
        "we": ("我们换成{v}了", "我们家现在用{v}，{old}拜拜"),
        "dist": ("新闻说{x}又涨价了", "{x}的推销员上门了，我说不用", "我妈用{x}，天天抱怨"),
    },  # fmt: skip
)

DRINK = Slot(
    key="pub_drink",
    multi=False,
    pool=(
        "Guinness",
        "Cains",
        "Peroni",
        "Lucky Saint",
        "Neck Oil",
        "Madri",
        "Coke Zero",
        "Camden Hells",
        "Tsingtao",
        "Moretti",
        "Red Stripe",
        "Thatchers",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "What does {n} drink at the pub after games now?",
            "historical": "What did {n} drink at the pub before switching?",
            "as_of": "What was {n} drinking at the pub at that point?",
            "planning": "What is {n} planning to switch to drinking?",
        },
        ZH: {
            "current": "{n}现在赛后去酒吧喝什么？",
            "historical": "{n}以前在酒吧喝什么？",
            "as_of": "{n}那时候在酒吧喝什么？",
            "planning": "{n}打算改喝什么？",
        },
    },  # fmt: skip
    en={
        "init": (
            "mine's a {v} if anyone's at the bar",
            "{v} for me, always",
            "I'll have a {v}, ta",
        ),
        "init3": ("{who} drinks {v}", "get {who} a {v}, that's all {who} ever has"),
        "change": (
            "off the {old}, I'm on {v} now",
            "doing dry months so it's {v} for me from now",
            "gone onto {v}, the {old} was killing me",
        ),
        "use": (
            "three {v} and I'm still fine to drive, love it",
            "they'd run out of {v} at the Blackie, outrage",
            "can someone get me a {v}, I'm stuck talking to the ref",
        ),
        "third": ("{who}'s on {v} now, doctor's orders", "{who} has given up {old}, {v} all night"),
        "late": ("haven't had a {old} since {when}, it's {v} for me now",),
        "plan": (
            "going to try giving up booze, {v} from January",
            "might switch to {v}, the belly says so",
        ),
        "drop": ("lasted a week on {v}, back on the {cur}",),
        "muse": ("should probably be on {v} at my age",),
        "ask": ("still a {old} man?", "{old} as usual?"),
        "scoped": (
            "{v} normally, but {x} when I'm driving",
            "mine's {v}, or {x} if it's a school night",
        ),
        "dist": (
            "{x} is the drink of the devil",
            "the new bar on Bold Street only does {x}",
            "advert for {x} on the side of the pitch, lol",
            "who actually drinks {x}?",
        ),
    },  # fmt: skip
    zh={
        "init": ("我喝{v}", "给我来一杯{v}，谢谢"),
        "init3": ("{who}只喝{v}",),
        "change": ("不喝{old}了，现在喝{v}", "戒酒了，以后喝{v}"),
        "use": ("喝了三杯{v}还能开车", "酒吧的{v}卖完了，气人"),
        "third": ("{who}现在喝{v}，医生说的", "{who}不喝{old}了，一晚上都喝{v}"),
        "late": ("我从{when}就不喝{old}了，现在喝{v}",),
        "plan": ("打算戒酒，一月开始喝{v}", "可能改喝{v}"),
        "drop": ("喝了一周{v}，还是回到{cur}",),
        "muse": ("这个年纪应该喝{v}了",),
        "ask": ("还喝{old}？",),
        "scoped": ("平时喝{v}，开车的时候喝{x}",),
        "dist": ("{x}太难喝了", "Bold Street新开的酒吧只有{x}", "谁会喝{x}啊？"),
    },  # fmt: skip
)

DENTIST = Slot(
    key="dentist",
    multi=False,
    pool=(
        "Bold Street Dental",
        "Smithdown Smiles",
        "Pier Dental",
        "Bright Bay Dental",
        "Castle Street Dental",
        "Mersey Smiles",
        "Clearview Dental",
        "Oakfield Dental",
        "Hope Street Dental Clinic",
        "Riverside Orthodontics",
    ),  # fmt: skip
    zh_pool=(),
    questions={
        EN: {
            "current": "Which dentist is {n} registered with now?",
            "historical": "Which dentist was {n} with before the current one?",
            "as_of": "Which dentist was {n} with at that point?",
            "planning": "Which dentist is {n} trying to register with?",
        },
        ZH: {
            "current": "{n}现在在哪家牙医诊所登记？",
            "historical": "{n}之前看的是哪家牙医？",
            "as_of": "{n}那时候在哪家牙医诊所？",
            "planning": "{n}打算去哪家牙医登记？",
        },
    },  # fmt: skip
    en={
        "init": (
            "I'm registered at {v}, they're alright",
            "my dentist is {v}",
            "{v} do my teeth, NHS spots like gold dust",
        ),
        "init3": ("{who} is with {v}", "{who}'s dentist is {v}"),
        "change": (
            "got taken on at {v}, NHS and everything",
            "left {old}, I'm with {v} now",
            "finally registered with {v}",
        ),
        "use": (
            "check-up at {v} went fine, no fillings",
            "{v} rang to move my appointment again",
            "mouth numb from {v}, don't make me laugh at training",
        ),
        "third": ("{who} got into {v}, jammy", "{who} is with {v} now"),
        "late": ("forgot to say I moved to {v} back in {when}",),
        "plan": ("on the waiting list for {v}", "trying to get registered at {v}"),
        "drop": ("gave up on the {v} waiting list, staying with {cur}",),
        "muse": ("{v} look posh, one day",),
        "ask": ("still with {old}?",),
        "dist": (
            "{x} closed their NHS list",
            "my kid's at {x}, they give out stickers",
            "{x} charged my mate 200 quid for a filling",
            "anyone heard of {x}?",
        ),
    },  # fmt: skip
    zh={
        "init": ("我在{v}登记的", "我的牙医是{v}"),
        "init3": ("{who}看的是{v}",),
        "change": ("终于被{v}收了，NHS的", "离开{old}了，现在在{v}"),
        "use": ("在{v}洗完牙，没蛀牙", "{v}又打电话改预约了"),
        "third": ("{who}进了{v}，运气好", "{who}现在在{v}看牙"),
        "late": ("忘了说，我{when}就换到{v}了",),
        "plan": ("在排{v}的名单", "想在{v}登记"),
        "drop": ("不等{v}了，继续在{cur}",),
        "muse": ("{v}看着挺高级",),
        "ask": ("还在{old}看牙吗？",),
        "dist": ("{x}不收NHS了", "我孩子在{x}看牙", "有人去过{x}吗？"),
    },  # fmt: skip
)

PETS = Slot(
    key="pets",
    multi=True,
    pool=(
        "greyhound",
        "cockapoo",
        "ragdoll cat",
        "rabbit",
        "tortoise",
        "budgie",
        "staffie",
        "bearded dragon",
        "hamster",
        "labrador",
    ),  # fmt: skip
    zh_pool=("布偶猫", "柯基", "兔子", "仓鼠", "金毛", "乌龟", "鹦鹉"),
    questions={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "as_of": "Which pet did {n} have at that point?",
        },
        ZH: {"coexisting": "{n}现在养了哪些宠物？", "as_of": "{n}那时候养的是什么宠物？"},
    },  # fmt: skip
    en={
        "has": (
            "can't stay late, the {v} needs walking",
            "my {v} ate my shin pad, actual evidence attached",
            "got a {v} at home who thinks he's the boss",
        ),
        "add": (
            "we've got a {v} as well now, the {old} is not impressed",
            "say hello to the newest member of the family, a {v}! the {old} is sulking",
            "picked up a {v} from the rescue, so that's two animals now",
        ),
        "add3": (
            "{who}'s got a {v} now as well as the {old}",
            "{who} came home with a {v}, house is a zoo",
        ),
        "remove": (
            "we rehomed the {v} with my auntie, she's got the garden for it",
            "sad news, the {v} passed away last week",
        ),
        "dist": (
            "there's a {x} that runs onto the pitch at Goals every week",
            "my sister wants a {x}, told her no chance",
            "a {x} in the park chased the ball for ten minutes",
            "if I ever got a {x} I'd call it Salah",
        ),
    },  # fmt: skip
    zh={
        "has": ("不能待太晚，要回家遛{v}", "我家{v}把护腿板咬坏了"),
        "add": ("我们又养了一只{v}，{old}很不高兴", "家里新成员：{v}！{old}在生气"),
        "add3": ("{who}家除了{old}又养了{v}",),
        "remove": ("{v}送给我阿姨养了，她家有院子", "难过，{v}上周走了"),
        "dist": ("球场总有一只{x}跑进来", "我妹妹想养{x}，我说不行", "如果养{x}就叫它Salah"),
    },  # fmt: skip
)

INSTRUMENTS = Slot(
    key="instruments",
    multi=True,
    pool=(
        "guitar",
        "drums",
        "ukulele",
        "piano",
        "saxophone",
        "violin",
        "banjo",
        "harmonica",
        "trumpet",
    ),  # fmt: skip
    zh_pool=("吉他", "钢琴", "尤克里里", "架子鼓", "小提琴", "二胡", "萨克斯"),
    questions={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "as_of": "Which instrument was {n} playing at that point?",
        },
        ZH: {"coexisting": "{n}现在会弹哪些乐器？", "as_of": "{n}那时候在学什么乐器？"},
    },  # fmt: skip
    en={
        "has": (
            "been practising the {v} all afternoon, neighbours love me",
            "I play {v} in a pub band on Fridays so no Friday fixtures please",
        ),
        "add": (
            "started {v} lessons too, still doing the {old}",
            "I've taken up the {v} as well as the {old}",
        ),
        "add3": ("{who} is learning the {v} now, on top of the {old}",),
        "remove": ("sold the {v}, never touched it", "given up the {v}, no time with the league"),
        "dist": (
            "busker on Church Street playing {x}, better than our midfield",
            "my lad wants to learn {x}, god help us",
            "{x} player at the wedding was unreal",
            "anyone selling their old {x}? asking for a mate",
        ),
    },  # fmt: skip
    zh={
        "has": ("下午一直在练{v}，邻居肯定烦死我了", "我周五在乐队弹{v}，别排周五的比赛"),
        "add": ("开始学{v}了，{old}也还在弹", "除了{old}我又开始学{v}了"),
        "add3": ("{who}除了{old}又在学{v}",),
        "remove": ("{v}卖掉了，从来没碰过", "不学{v}了，踢球没时间"),
        "dist": ("Church Street有人弹{x}，比我们中场强", "我儿子想学{x}", "婚礼上弹{x}的太厉害了"),
    },  # fmt: skip
)

LANGS = Slot(
    key="languages_learning",
    multi=True,
    pool=(
        "Spanish",
        "Mandarin",
        "Welsh",
        "Italian",
        "Portuguese",
        "Japanese",
        "Irish",
        "French",
        "Polish",
    ),  # fmt: skip
    zh_pool=("西班牙语", "法语", "日语", "德语", "意大利语", "韩语"),
    questions={
        EN: {
            "coexisting": "Which languages is {n} learning now?",
            "as_of": "Which language was {n} learning at that point?",
        },
        ZH: {"coexisting": "{n}现在在学哪些语言？", "as_of": "{n}那时候在学什么语言？"},
    },  # fmt: skip
    en={
        "has": (
            "doing {v} on Duolingo on the bus, 200 day streak",
            "I'm learning {v} for the holidays",
        ),
        "add": (
            "started {v} classes at night school, still keeping up the {old}",
            "picked up {v} as well, brain's full, {old} on the side",
        ),
        "add3": ("{who} is doing {v} now too, alongside the {old}",),
        "remove": ("dropped the {v}, streak died in March", "packed in {v}, too hard"),
        "dist": (
            "the ref was swearing in {x}, I'm sure of it",
            "my niece is doing {x} at uni",
            "there's a {x} evening class at the library if anyone fancies it",
            "imagine learning {x} at our age, no chance",
        ),
    },  # fmt: skip
    zh={
        "has": ("坐公交的时候在Duolingo上学{v}，已经连续200天了", "为了度假在学{v}"),
        "add": ("又报了{v}夜校，{old}也还在学", "除了{old}，又开始学{v}了"),
        "add3": ("{who}除了{old}又在学{v}",),
        "remove": ("{v}放弃了，三月断了", "不学{v}了，太难"),
        "dist": ("那个裁判好像在用{x}骂人", "我侄女大学学{x}", "图书馆有{x}夜校，有兴趣吗"),
    },  # fmt: skip
)

SINGLE_SLOTS = (HOME, JOB, CAR, PHONE, GYM, ENERGY, DRINK, DENTIST)
MULTI_SLOTS = (PETS, INSTRUMENTS, LANGS)
LOWER_VALUES = tuple(v for s in SINGLE_SLOTS + MULTI_SLOTS for v in s.pool if v[:1].islower())

# ---------------------------------------------------------------------------------------------
# People, teams and generic lines.
# ---------------------------------------------------------------------------------------------

# (name, gender "m"/"f", language)
EN_PEOPLE = (("Gary", "m"), ("Kev", "m"), ("Lisa", "f"), ("Danny", "m"), ("Shauna", "f"),
             ("Jordan", "m"), ("Becky", "f"), ("Tony", "m"), ("Siobhan", "f"), ("Ade", "m"),
             ("Ciara", "f"), ("Stevie", "m"), ("Jen", "f"), ("Callum", "m"), ("Niamh", "f"),
             ("Mo", "m"), ("Paula", "f"), ("Robbie", "m"))  # fmt: skip
ZH_PEOPLE = (("Mei", "f"), ("Lei", "m"), ("Jun", "m"), ("Xiaoyu", "f"), ("Hao", "m"),
             ("Ting", "f"), ("Yan", "f"), ("Bo", "m"))  # fmt: skip
TEAMS = ("Lark Lane Rovers", "Sporting Smithdown", "Real Mersey", "Inter Wallasey",
         "Baltic Triangle FC", "AC Kirkdale", "Old Swan United", "Penny Lane Athletic",
         "Scouse Rovers", "Dingle Dynamos", "Brazil Nuts", "Net Profit FC")  # fmt: skip
PITCHES = ("Goals", "Powerleague", "the Sportsbank pitches", "Edge Lane 5s", "the school cage")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Sunday")
ZH_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周日")
EN_CHINESE_WORDS = ("加油", "谢谢", "好的", "干杯")

PRONOUN = {(EN, "m"): "he", (EN, "f"): "she", (ZH, "m"): "他", (ZH, "f"): "她"}
POSS = {(EN, "m"): "his", (EN, "f"): "her", (ZH, "m"): "他的", (ZH, "f"): "她的"}

REPLIES = {
    EN: ("nice one!", "get in", "about time", "love that for you", "fair play", "mint",
         "ha, good luck with that", "boss", "sound", "🙌", "lol", "buzzing for you", "👏👏",
         "didn't see that coming", "class"),
    ZH: ("恭喜！", "厉害", "哈哈哈", "好耶", "👍", "不错不错", "加油", "早该这样了"),
}  # fmt: skip
CORRECTIONS = {
    EN: ("sorry, typo, I meant {v} not {wrong}", "*{v}, not {wrong}. autocorrect is having a mare",
         "wait no, {v}! no idea why I wrote {wrong}", "correction: it's {v}, {wrong} is my brother's"),
    ZH: ("打错了，是{v}，不是{wrong}", "更正一下：是{v}，{wrong}是我哥的", "不对不对，是{v}"),
}  # fmt: skip
NEGATIONS = {
    EN: ("no, not {old} any more, it's {v} these days", "nah, done with {old} ages ago, {v} now",
         "not since the summer, {v} now mate"),
    ZH: ("不是{old}了，现在是{v}", "早就不是{old}了，现在{v}"),
}  # fmt: skip
SCENE_SETTERS = {  # first line of a pronoun conversation, naming the person
    EN: ("bumped into {n} at the Sportsbank last night", "{n} was on great form on Tuesday",
         "saw {n} at the Liverpool game on Saturday", "{n} bought the first round on Sunday, shock",
         "had a coffee with {n} in town"),
    ZH: ("昨天在球场碰到{n}了", "{n}周二踢得很好", "最近{n}怎么没说话", "上周末和{n}喝了咖啡"),
}  # fmt: skip
PRONOUN_LEADS = {EN: ("apparently ", "turns out ", "and ", "oh and ", ""),
                 ZH: ("听说", "原来", "而且", "")}  # fmt: skip
SELF_NAME_TAGS = {EN: (" (yes, I'm talking about myself)", " 😂 third person, like Zlatan", ", just so everyone knows"),
                  ZH: ("（对，说的就是我自己）", "😂", "，通知一下")}  # fmt: skip
LONG_PRE = {
    EN: ("what a week, the boiler packed in, the kids have nits and we lost 7-2 to {team}, anyway",
         "right, sorry for the essay, fixtures are sorted for next month, subs are due Friday, and",
         "morning all, lovely day for it, hamstring still tight from Tuesday,",
         "before I forget, the league AGM is on the 14th at the Blackie, bring a pen, also",
         "jeez that game last night, the ref needs his eyes testing, my knee's like a balloon, oh and"),
    ZH: ("这周太忙了，热水器坏了，孩子又感冒，周二还输给了{team}，总之",
         "不好意思写这么长，下个月的赛程排好了，周五前交会费，还有",
         "早上好，天气不错，周二拉伤的腿还有点紧，对了",
         "先说一下，联赛年会是14号在Blackie，带笔，另外"),
}  # fmt: skip
LONG_POST = {
    EN: ("anyway who's bringing the bibs on Sunday?", "also can someone check if {pitch} is booked for the 8pm slot",
         "and no I'm still not paying for the new nets", "right, back to work, see you all Tuesday",
         "oh and {team} have asked to swap the fixture, I said fine"),
    ZH: ("周日谁带训练背心？", "谁帮忙看下{pitch}晚上8点订了没", "好了，回去干活，周二见",
         "另外{team}想换比赛时间，我说可以"),
}  # fmt: skip

FILLER = {
    EN: ("{team} beat us {a}-{b} tonight, their keeper was unreal",
         "who's got the key for the ball bag?", "anyone free to ref the {wd} game at {pitch}?",
         "subs are 5 quid this week, bank transfer or cash on the night",
         "{pitch} have put the prices up again, 60 for the hour now",
         "rain's biblical, is {wd} still on?", "league table's updated, we're third, don't get excited",
         "{n}, can you send the fixture list again, I've lost it", "that's twice {team} have forfeited now",
         "Liverpool away on the telly Saturday, who's watching where?",
         "derby day, Everton fans in this group keep your heads down", "bibs washed, smelling like roses",
         "anyone know a decent physio? ankle's gone", "who left a single shin pad at {pitch}?",
         "we need one more for {wd}, 8pm at {pitch}", "is the end of season do still on?",
         "photo from Sunday, {n} mid-dive, absolute disgrace", "{team} want a friendly before the cup",
         "trophy night is at the Blackie on the 20th, partners welcome", "kit order closes Friday, sizes to me",
         "just seen the referee assessment, 4 out of 10, harsh", "happy birthday {n}! 🎂",
         "ha ha {n} you're not getting out of the BBQ", "running 10 mins late, start without me",
         "the floodlights at {pitch} went off at 9 again", "cup draw's out: us v {team}, winnable",
         "who's bringing the goals on {wd}?", "{a}-{b}! unbeaten in five, get in",
         "can we move the meeting to {wd}, the kids have a school thing", "ordering pizza for after, who's in?",
         "that volley from {n} 🤯", "parking at {pitch} is chaos on {wd}s",
         "anyone got a spare pump for the balls?", "dreading the weigh-in for the summer challenge",
         "who's coming to the charity match at the end of the month?",
         "league fees for next season are going up by a tenner", "{team} captain says sorry for the fight, fair enough",
         "new ball arrived, lovely", "can't make {wd}, kid's parents evening", "sunburnt at the tournament lol"),
    ZH: ("今晚{team}{a}比{b}赢了我们，他们门将太神了", "谁有球包的钥匙？", "{wd}{pitch}的比赛有人能当裁判吗？",
         "这周会费5镑，转账或者现场给现金", "下雨太大了，{wd}还踢吗？", "积分榜更新了，我们第三",
         "{n}能再发一下赛程吗？我找不到了", "有人知道好的理疗师吗？脚踝扭了", "{wd}晚上8点{pitch}还差一个人",
         "赛季末聚餐还搞吗？", "{n}生日快乐！🎂", "晚到十分钟，你们先开始", "杯赛抽签出来了：我们对{team}",
         "{a}比{b}！五场不败", "谁{wd}带球门？", "踢完订披萨，谁要？", "{pitch}{wd}停车太难了",
         "新球到了", "{wd}来不了，孩子家长会", "利物浦周六客场，大家去哪看？"),
}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# The generator.
# ---------------------------------------------------------------------------------------------

CHANGE_MODES = ("direct", "use", "third", "pron", "late", "selfname", "neg", "corr", "long",
                "plan_done")  # fmt: skip
SHARED_MODES = ("we", "direct", "late", "long", "corr", "plan_done", "we")
Turns = list[tuple["Person", str]]


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    partner: str | None = None
    team: str = ""


@dataclass
class Segment:
    """One held value: from `start` (when it became true) and first said on `known`."""

    value: str
    start: int
    known: int


def spread(rng: random.Random, lo: int, hi: int, k: int, gap: int) -> list[int]:
    """k sorted days in [lo, hi], at least `gap` apart (fewer if the range is too short)."""
    for _ in range(200):
        days = sorted(rng.sample(range(lo, hi + 1), k)) if hi - lo + 1 >= k else []
        if days and all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
            return days
    return spread(rng, lo, hi, k - 1, gap) if k > 1 else [lo]


def cap(text: str) -> str:
    """Sentence case, unless the line opens with a value spelt in lower case (giffgaff)."""
    if (
        not text
        or any(c >= "\u2e80" for c in text)
        or any(text.startswith(v) for v in LOWER_VALUES)
    ):
        return text
    return text[:1].upper() + text[1:]


class Builder:
    def __init__(self, rng: random.Random, people: list[Person]) -> None:
        self.rng = rng
        self.people = people
        self.lines: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.sessions = 0
        self.deck: list[str] = []
        self.used: dict[tuple[str, str], list[str]] = {}

    # -- helpers -------------------------------------------------------------------------------

    def person(self, name: str) -> Person:
        return next(p for p in self.people if p.name == name)

    def others(self, *exclude: Person) -> list[Person]:
        names = {p.name for p in exclude}
        return [p for p in self.people if p.name not in names]

    def reporter(self, p: Person) -> Person:
        if p.partner and self.rng.random() < 0.6:
            return self.person(p.partner)
        return self.rng.choice(self.others(p))

    def pick(self, options: tuple[str, ...] | list[str]) -> str:
        return self.rng.choice(list(options))

    def frag(self, slot: Slot, lang: str, key: str, **kw: str) -> str:
        options = slot.frags(lang).get(key) or slot.frags(EN if lang == ZH else ZH).get(key)
        assert options, (slot.key, key)
        return self.fill(self.pick(options), **kw)

    def fill(self, text: str, **kw: str) -> str:
        base = {"v": "", "old": "", "cur": "", "x": "", "who": "", "when": "", "wrong": "",
                "n": self.rng.choice(self.people).name, "team": self.pick(TEAMS),
                "pitch": self.pick(PITCHES), "wd": self.pick(WEEKDAYS),
                "a": str(self.rng.randint(0, 9)), "b": str(self.rng.randint(0, 9))}  # fmt: skip
        base.update(kw)
        return text.format(**base)

    def say(self, day: int, turns: Turns, reply: float = 0.35) -> None:
        """One conversation: the turns in order, maybe a reply from someone else."""
        day = max(0, min(LAST_DAY, day))
        self.sessions += 1
        sid = f"t{self.sessions:04d}"
        minute = self.rng.randint(420, 1300)
        if turns and self.rng.random() < reply:
            other = self.rng.choice(self.others(*[t[0] for t in turns]))
            text = self.pick(REPLIES[other.lang])
            if other.lang == EN and self.rng.random() < 0.08:
                text += " " + self.pick(EN_CHINESE_WORDS)
            turns = [*turns, (other, text)]
        for who, text in turns:
            self.lines.append({"day": day, "minute": minute, "speaker": who.name,
                               "text": text, "session": sid, "language": who.lang})  # fmt: skip
            minute = min(1439, minute + self.rng.randint(1, 6))

    def mode(self, allowed: tuple[str, ...]) -> str:
        """Draw situations from a shuffled deck, so that every kind turns up in every seed."""
        for _ in range(len(CHANGE_MODES) * 2):
            if not self.deck:
                self.deck = list(CHANGE_MODES) * 2
                self.rng.shuffle(self.deck)
            m = self.deck.pop()
            if m in allowed:
                return m
            self.deck.insert(0, m)
        return self.pick(allowed)

    def long(self, p: Person, core: str) -> str:
        team = self.pick([t for t in TEAMS if t != p.team])
        pre = self.fill(self.pick(LONG_PRE[p.lang]), team=team)
        post = self.fill(self.pick(LONG_POST[p.lang]), team=team)
        if p.lang == ZH:
            return f"{pre}{core}。{post}"
        return f"{cap(pre)} {core}. {cap(post)}"

    # -- change statements ---------------------------------------------------------------------

    def third_line(self, slot: Slot, subject: Person, speaker: Person, key: str, pronoun: bool,
                   **kw: str) -> str:  # fmt: skip
        options = list(slot.frags(speaker.lang).get(key) or ())
        if pronoun:
            options = [o for o in options if o.startswith("{who}")]
            who = PRONOUN[(speaker.lang, subject.gender)]
        else:
            who = subject.name
        return cap(self.fill(self.pick(options), who=who, **kw))

    def change_turns(self, mode: str, slot: Slot, p: Person, v: str, old: str, actual: int,
                     wrong: str = "") -> tuple[int, Turns]:  # fmt: skip
        """The conversation that reports p's change to v (from old) and the day it is said."""
        rng, lang = self.rng, p.lang
        day = actual
        if mode == "use":
            return day, [(p, cap(self.frag(slot, lang, "use", v=v, old=old)))]
        if mode == "third":
            r = self.reporter(p)
            return day + rng.randint(0, 6), [
                (r, self.third_line(slot, p, r, "third", False, v=v, old=old))
            ]
        if mode == "pron":
            s = self.reporter(p)
            t = s if rng.random() < 0.5 else self.rng.choice(self.others(p))
            scene = self.fill(self.pick(SCENE_SETTERS[s.lang]), n=p.name)
            lead = self.pick(PRONOUN_LEADS[t.lang])
            body = self.third_line(slot, p, t, "third", True, v=v, old=old)
            body = lead + (body[:1].lower() + body[1:] if lead and t.lang == EN else body)
            return day + rng.randint(1, 8), [(s, cap(scene)), (t, cap(body))]
        if mode == "late":
            when = month_of(actual, lang)
            return day + rng.randint(25, 60), [
                (p, cap(self.frag(slot, lang, "late", v=v, old=old, when=when)))
            ]
        if mode == "selfname":
            tag = self.pick(SELF_NAME_TAGS[lang])
            return day, [(p, self.third_line(slot, p, p, "third", False, v=v, old=old) + tag)]
        if mode == "neg":
            asker = self.rng.choice(self.others(p))
            q = self.frag(slot, asker.lang, "ask", old=old)
            q = f"{p.name}，{q}" if asker.lang == ZH else f"{p.name}, {q}"
            return day + rng.randint(3, 20), [
                (asker, q),
                (p, cap(self.fill(self.pick(NEGATIONS[lang]), v=v, old=old))),
            ]
        if mode == "corr":
            first = cap(self.frag(slot, lang, "change", v=wrong, old=old))
            fix = cap(self.fill(self.pick(CORRECTIONS[lang]), v=v, wrong=wrong))
            return day, [(p, first), (p, fix)]
        if mode == "long":
            return day, [(p, self.long(p, self.frag(slot, lang, "change", v=v, old=old)))]
        if mode == "we":
            return day, [(p, cap(self.frag(slot, lang, "we", v=v, old=old)))]
        return day, [(p, cap(self.frag(slot, lang, "change", v=v, old=old)))]  # direct, plan_done

    # -- timelines -----------------------------------------------------------------------------

    def probe(self, p: Person, slot: Slot, kind: str, gold: list[str], values: list[str],
              outdated: tuple[str, ...] | list[str] = (), abandoned: tuple[str, ...] | list[str] = (),
              as_of: int | None = None) -> None:  # fmt: skip
        q = slot.questions[p.lang if p.lang in slot.questions else EN][kind].format(n=p.name)
        d = {"subject": p.name, "kind": kind, "question": q, "slot": slot.key, "gold": list(gold),
             "outdated": list(outdated), "values": sorted(set(values)), "abandoned": list(abandoned)}  # fmt: skip
        if as_of is not None:
            d["as_of_day"] = as_of
        self.probes.append(d)

    def distract(
        self, slot: Slot, holders: list[Person], pool: list[str], values: list[str]
    ) -> None:
        """Lines naming a value of the slot that is nobody's state here."""
        for _ in range(self.rng.choice((1, 1, 2))):
            if not pool:
                return
            x = pool.pop()
            p = self.rng.choice(holders)
            day = self.rng.randint(0, LAST_DAY)
            if self.rng.random() < 0.25:  # somebody else, addressing the holder
                o = self.rng.choice(self.others(p))
                text = self.frag(slot, o.lang, "dist", x=x)
                text = f"{p.name}，{text}" if o.lang == ZH else f"{p.name}, {text}"
                self.say(day, [(o, text)])
            else:
                self.say(day, [(p, cap(self.frag(slot, p.lang, "dist", x=x)))])
            values.append(x)

    def single(self, slot: Slot, holders: list[Person]) -> None:
        rng = self.rng
        shared = len(holders) > 1
        pool = list(slot.pool)
        rng.shuffle(pool)
        n_changes = rng.choice((1, 1, 2, 2, 2, 3))
        init_day = rng.randint(0, 70)
        actual = spread(rng, init_day + 45, 690, n_changes, 60)
        held = [pool.pop() for _ in range(len(actual) + 1)]
        values = list(held)
        outdated: list[str] = []
        abandoned: list[str] = []
        # the starting value
        p = rng.choice(holders)
        how = rng.choice(("init", "init", "init3", "use", "long"))
        if shared:
            opts = [o for o in slot.frags(p.lang)["init"] if "we" in o or "我们" in o]
            turns = [(p, cap(self.fill(self.pick(opts or slot.frags(p.lang)["init"]), v=held[0])))]
        elif how == "init3":
            r = self.reporter(p)
            turns = [(r, self.third_line(slot, p, r, "init3", False, v=held[0]))]
        elif how == "use":
            turns = [(p, cap(self.frag(slot, p.lang, "use", v=held[0])))]
        elif how == "long":
            turns = [(p, self.long(p, self.frag(slot, p.lang, "init", v=held[0])))]
        else:
            turns = [(p, cap(self.frag(slot, p.lang, "init", v=held[0])))]
        self.say(init_day, turns)
        segs = [Segment(held[0], 0, init_day)]
        # the changes
        for i, day in enumerate(actual):
            v, old = held[i + 1], held[i]
            nxt = actual[i + 1] if i + 1 < len(actual) else LAST_DAY + 1
            allowed = SHARED_MODES if shared else CHANGE_MODES
            if "we" in allowed and "we" not in slot.en:
                allowed = tuple(m for m in allowed if m != "we")
            mode = rng.choice(allowed) if shared else self.mode(allowed)
            p = rng.choice(holders)
            wrong = pool.pop() if mode == "corr" and pool else ""
            if mode == "corr" and not wrong:
                mode = "direct"
            if mode == "plan_done":
                pday = day - rng.randint(15, 45)
                if pday <= segs[-1].known + 3:
                    mode = "direct"
                else:
                    self.say(pday, [(p, cap(self.frag(slot, p.lang, "plan", v=v)))])
            said, turns = self.change_turns(mode, slot, p, v, old, day, wrong)
            if said >= nxt - 3 or said > LAST_DAY:
                said, turns = self.change_turns("direct", slot, p, v, old, day)
                wrong = ""
            if wrong:
                outdated.append(wrong)
                values.append(wrong)
            self.say(said, turns)
            segs.append(Segment(v, day, said))
        outdated = [s.value for s in segs[:-1]] + outdated
        # a plan that is dropped, and a thought that goes nowhere
        ends = [s.start for s in segs[1:]] + [LAST_DAY]
        if pool and rng.random() < 0.4:
            cands = [i for i, s in enumerate(segs) if ends[i] - s.known > 60]
            if cands:
                i = rng.choice(cands)
                d = pool.pop()
                pday = rng.randint(segs[i].known + 3, ends[i] - 45)
                p = rng.choice(holders)
                self.say(pday, [(p, cap(self.frag(slot, p.lang, "plan", v=d)))])
                self.say(
                    pday + rng.randint(12, 40),
                    [(p, cap(self.frag(slot, p.lang, "drop", v=d, cur=segs[i].value)))],
                )
                abandoned.append(d)
                values.append(d)
        if pool and rng.random() < 0.3:
            m = pool.pop()
            p = rng.choice(holders)
            self.say(
                rng.randint(segs[0].known + 5, LAST_DAY),
                [(p, cap(self.frag(slot, p.lang, "muse", v=m)))],
            )
            abandoned.append(m)
            values.append(m)
        # a plan still open at the end
        planned = ""
        if pool and rng.random() < 0.22 and segs[-1].known < 660:
            planned = pool.pop()
            p = rng.choice(holders)
            self.say(
                rng.randint(segs[-1].known + 10, LAST_DAY - 5),
                [(p, cap(self.frag(slot, p.lang, "plan", v=planned)))],
            )
            values.append(planned)
        # an exception alongside the current value
        if pool and "scoped" in slot.en and not shared and rng.random() < 0.35:
            x = pool.pop()
            p = holders[0]
            if segs[-1].known + 5 < LAST_DAY:
                day = rng.randint(segs[-1].known + 5, LAST_DAY)
                self.say(day, [(p, cap(self.frag(slot, p.lang, "scoped", v=segs[-1].value, x=x)))])
                values.append(x)
        self.distract(slot, holders, pool, values)
        # probes
        for h in holders:
            self.probe(h, slot, "current", [segs[-1].value], values, outdated, abandoned)
            self.probe(h, slot, "historical", [segs[-2].value], values)
            windows = [(s, s.known + 2, ends[i] - 2) for i, s in enumerate(segs)
                       if ends[i] - 2 - (s.known + 2) >= 4]  # fmt: skip
            if windows:
                s, lo, hi = rng.choice(windows)
                self.probe(h, slot, "as_of", [s.value], values, as_of=rng.randint(lo, hi))
            if planned:
                self.probe(h, slot, "planning", [planned], values)
        for h in holders:
            self.used[(h.name, slot.key)] = values

    def multi(self, slot: Slot, p: Person) -> None:
        rng = self.rng
        pool = list(slot.values_pool(p.lang))
        rng.shuffle(pool)
        a, b = pool.pop(), pool.pop()
        values = [a, b]
        init_day = rng.randint(0, 120)
        d1 = rng.randint(init_day + 50, 520)
        first = cap(self.frag(slot, p.lang, "has", v=a))
        self.say(
            init_day,
            [(p, self.long(p, first[:1].lower() + first[1:]) if rng.random() < 0.2 else first)],
        )
        how = rng.choice(("add", "add", "add3", "long"))
        if how == "add3":
            r = self.reporter(p)
            self.say(
                d1 + rng.randint(0, 5),
                [(r, self.third_line(slot, p, r, "add3", False, v=b, old=a))],
            )
        elif how == "long":
            self.say(d1, [(p, self.long(p, self.frag(slot, p.lang, "add", v=b, old=a)))])
        else:
            self.say(d1, [(p, cap(self.frag(slot, p.lang, "add", v=b, old=a)))])
        final, outdated = [a, b], []
        variant = rng.choice((0, 1, 2))
        if variant == 1:
            c = pool.pop()
            self.say(
                rng.randint(d1 + 40, 700), [(p, cap(self.frag(slot, p.lang, "add", v=c, old=b)))]
            )
            final, values = [a, b, c], [*values, c]
        elif variant == 2:
            c = pool.pop()
            d2 = rng.randint(d1 + 30, 640)
            self.say(d2, [(p, cap(self.frag(slot, p.lang, "remove", v=a)))])
            self.say(
                rng.randint(d2 + 20, 715), [(p, cap(self.frag(slot, p.lang, "add", v=c, old=b)))]
            )
            final, outdated, values = [b, c], [a], [*values, c]
        self.distract(slot, [p], pool, values)
        self.probe(p, slot, "coexisting", final, values, outdated)
        if d1 - init_day > 10:
            self.probe(p, slot, "as_of", [a], values, as_of=rng.randint(init_day + 2, d1 - 3))
        self.used[(p.name, slot.key)] = values

    # -- everyday chat ---------------------------------------------------------------------------

    def filler(self, count: int) -> None:
        rng = self.rng
        while count > 0:
            day = rng.randint(0, LAST_DAY)
            k = rng.choice((1, 1, 2, 2, 3, 4))
            turns: Turns = []
            for _ in range(k):
                p = rng.choice(self.people)
                text = self.fill(self.pick(FILLER[p.lang]), n=rng.choice(self.others(p)).name,
                                 team=self.pick([t for t in TEAMS if t != p.team]),
                                 wd=self.pick(ZH_WEEKDAYS if p.lang == ZH else WEEKDAYS))  # fmt: skip
                if p.lang == EN and rng.random() < 0.06:
                    text += " " + self.pick(EN_CHINESE_WORDS)
                turns.append((p, cap(text)))
            self.say(day, turns, reply=0.1)
            count -= len(turns)

    def loose_distractors(self, count: int) -> None:
        """Values of every slot type said by people who do not hold that slot (or hold other values)."""
        rng = self.rng
        for _ in range(count):
            slot = rng.choice(SINGLE_SLOTS + MULTI_SLOTS)
            p = rng.choice(self.people)
            taken = set(self.used.get((p.name, slot.key), []))
            pool = [x for x in slot.values_pool(p.lang) if x not in taken]
            if not pool:
                continue
            x = rng.choice(pool)
            self.say(rng.randint(0, LAST_DAY), [(p, cap(self.frag(slot, p.lang, "dist", x=x)))])
            if (p.name, slot.key) in self.used:
                self.used[(p.name, slot.key)].append(x)

    def introductions(self) -> None:
        """Early lines that tell the group who is whose partner and who captains which team."""
        rng = self.rng
        for p in self.people:
            day = rng.randint(0, 20)
            if p.team:
                text = (f"{p.team}的队长是我，有事找我" if p.lang == ZH
                        else self.pick((f"{p.team} captain here, hiya all", f"hi all, {p.name} from {p.team}, I'll be sorting our fixtures")))  # fmt: skip
                self.say(day, [(p, text)], reply=0.5)
            if p.partner and not p.team:
                q = self.person(p.partner)
                text = (f"我是{q.name}的另一半，{q.name}拉我进群的" if p.lang == ZH
                        else self.pick((f"hiya, I'm {q.name}'s other half, {q.name} added me",
                                        f"{q.name}'s partner here, I'm the one who washes the bibs")))  # fmt: skip
                self.say(day + 1, [(p, text)], reply=0.5)


# ---------------------------------------------------------------------------------------------
# The world.
# ---------------------------------------------------------------------------------------------


def generate(seed: int) -> dict[str, Any]:
    """Episodes and probes for one seed (see the module docstring)."""
    rng = random.Random(seed * 7919 + 31)
    n_people = rng.randint(10, 14)
    n_zh = max(3, (n_people + 2) // 4)
    people = [Person(n, g, ZH) for n, g in rng.sample(ZH_PEOPLE, n_zh)]
    people += [Person(n, g, EN) for n, g in rng.sample(EN_PEOPLE, n_people - n_zh)]
    rng.shuffle(people)
    n_couples = rng.randint(3, 5)
    couples = [(people[2 * i], people[2 * i + 1]) for i in range(n_couples)]
    singles = people[2 * n_couples :]
    captains = [c[0] for c in couples] + singles
    for p, team in zip(captains, rng.sample(TEAMS, len(captains)), strict=True):
        p.team = team
    for a, b in couples:
        a.partner, b.partner = b.name, a.name
    w = Builder(rng, people)
    w.introductions()
    for a, b in couples:
        w.single(HOME, [a, b])
    for p in singles:
        w.single(HOME, [p])
    for p in people:
        extra = rng.sample(SINGLE_SLOTS[1:] + MULTI_SLOTS, rng.randint(3, 6))
        for slot in extra:
            if slot.multi:
                w.multi(slot, p)
            else:
                w.single(slot, [p])
    w.loose_distractors(rng.randint(15, 30))
    target = rng.randint(560, 760)
    w.filler(max(150, target - len(w.lines)))
    for pr in w.probes:  # every value later said by the person joins the slot's vocabulary
        pr["values"] = sorted(set(pr["values"]) | set(w.used.get((pr["subject"], pr["slot"]), [])))
    keep = rng.randint(108, 136)
    order = list(range(len(w.probes)))
    rng.shuffle(order)
    for kinds in (("historical", "as_of"), ("current",)):
        drop = [i for i in order if w.probes[i]["kind"] in kinds]
        excess = len(w.probes) - keep
        gone = set(drop[: max(0, excess)])
        w.probes = [pr for i, pr in enumerate(w.probes) if i not in gone]
        order = list(range(len(w.probes)))
        rng.shuffle(order)
    episodes = sorted(w.lines, key=lambda e: (e["day"], e["minute"]))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": w.probes,
            "people": [{"name": p.name, "language": p.lang, "partner": p.partner, "team": p.team}
                       for p in people]}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _mentions(text: str, value: str) -> bool:
    import re

    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in one generated world (empty when it is sound)."""
    errors: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    keys = [(e["day"], e["minute"]) for e in eps]
    if keys != sorted(keys):
        errors.append("episodes not in time order")
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errors.append(f"bad time {e}")
        if e["language"] not in (EN, ZH) or not e["text"] or not e["session"]:
            errors.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errors.append(f"unfilled placeholder: {e['text']}")
    texts = [e["text"] for e in eps]
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS:
            errors.append(f"{tag}: unknown kind")
        if p["subject"] not in speakers:
            errors.append(f"{tag}: subject never speaks")
        if not p["gold"] or not p["question"]:
            errors.append(f"{tag}: empty gold or question")
        vals = set(p["values"])
        for group in ("gold", "outdated", "abandoned"):
            if not set(p[group]) <= vals:
                errors.append(f"{tag}: {group} not within values")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errors.append(f"{tag}: gold overlaps outdated/abandoned")
        for v in p["values"]:
            if not any(v in t for t in texts):
                errors.append(f"{tag}: value {v!r} appears in no episode")
            for u in p["values"]:
                if u != v and _mentions(u, v):
                    errors.append(f"{tag}: value {v!r} is inside {u!r}")
        if p["kind"] == "as_of":
            day = p.get("as_of_day")
            if day is None or not 0 <= day <= LAST_DAY:
                errors.append(f"{tag}: bad as_of_day")
            elif not any(e["day"] <= day and p["gold"][0] in e["text"] for e in eps):
                errors.append(f"{tag}: gold not said before as_of_day")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errors.append(f"{tag}: coexisting with one value")
    if not 500 <= len(eps) <= 800:
        errors.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errors.append(f"{len(probes)} probes")
    if not 10 <= len(speakers) <= 14:
        errors.append(f"{len(speakers)} speakers")
    return errors


def main() -> int:
    failed = False
    for seed in (7, 11, 23):
        world = generate(seed)
        if world != generate(seed):
            print(f"seed {seed}: not deterministic")
            failed = True
        errors = validate(world)
        for err in errors[:20]:
            print(f"seed {seed}: {err}")
        failed = failed or bool(errors)
        eps = world["episodes"]
        zh = sum(e["language"] == ZH for e in eps)
        kinds = {k: sum(p["kind"] == k for p in world["probes"]) for k in KINDS}
        slots = {(p["subject"], p["slot"]) for p in world["probes"]}
        print(f"seed {seed}: {len(eps)} episodes ({zh} in Chinese), {len(world['probes'])} probes "
              f"{kinds}, {len(world['people'])} people, {len(slots)} person-slots"
              f"{'' if not errors else f', {len(errors)} problems'}")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
