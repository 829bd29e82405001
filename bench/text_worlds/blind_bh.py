"""Blind text world ``blind_bh``: a Milton Keynes Sunday-league cricket club's group chat.

``generate(seed)`` invents ten to fourteen members of "Linford Wharf CC Sundays" (players,
partners, juniors' parents, the groundskeeper, tea volunteers, shift workers, students and
retirees, about a quarter of them writing in simplified Chinese) who chat for two years, mostly
about fixtures, the weather, teas and lifts.  Each member has four to seven state slots (home
estate, employer, phone network, car, gym, usual drink, bank, energy supplier, language being
learnt, child's school, club role, pets, instruments, hobby clubs) whose values change one to
three times.  Changes are told straight out, shown only by use, reported by somebody else (with
pronouns pointing back), reported weeks late, planned and done, planned and dropped, negated
and corrected; distractor lines name the same kind of value without it being anyone's state.

The probes carry the ground truth (current, historical, as_of, coexisting and planning), with
outdated, abandoned and merely-mentioned values.  Standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

GENERATOR = "blind_bh"
START = datetime(2023, 3, 5, 8, 0, tzinfo=UTC)  # a Sunday, pre-season nets
LAST_DAY = 729
EN = "en"
ZH = "zh"
CLUB = "Linford Wharf"

# (name, gender, language, role)
PEOPLE_EN = (
    ("Gaz", "m", "opening bat who works nights"),
    ("Priya", "f", "wicketkeeper"),
    ("Terry", "m", "retired groundskeeper"),
    ("Deepak", "m", "junior's parent"),
    ("Shona", "f", "tea volunteer"),
    ("Keith", "m", "retiree who still bowls"),
    ("Mohsin", "m", "all-rounder"),
    ("Jen", "f", "captain's partner"),
    ("Ravi", "m", "student"),
    ("Bex", "f", "junior's parent"),
    ("Alan", "m", "groundskeeper"),
    ("Sadia", "f", "shift worker at the hospital"),
    ("Callum", "m", "student"),
    ("Lorraine", "f", "tea volunteer"),
    ("Femi", "m", "fast bowler"),
    ("Dot", "f", "scorer and retiree"),
    ("Imran", "m", "junior's parent"),
    ("Hannah", "f", "partner of a player"),
)
PEOPLE_ZH = (
    ("Wang Lei", "m", "batsman"),
    ("Chen Jing", "f", "junior's parent"),
    ("Liu Yang", "m", "student"),
    ("Zhao Min", "f", "tea volunteer"),
    ("Huang Mei", "f", "shift worker"),
    ("Sun Hao", "m", "spinner"),
    ("Lin Xiaoyu", "f", "partner of a player"),
)
OPPONENTS = ("Stony Stratford", "Olney Town", "Great Brickhill", "Wolverton Town", "Bletchley Town",
             "Woburn", "Hanslope", "Buckingham", "Newport Pagnell", "Towcester", "Leighton Town")  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


@dataclass
class Slot:
    """One kind of personal state: value pools, questions and phrasings per language."""

    key: str
    multi: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    t: dict[str, dict[str, tuple[str, ...]]]
    plans: bool = False
    only_role: str | None = None  # e.g. a child's school: juniors' parents only


# Template placeholders: {v} the value, {old} the previous value, {x} another value of the pool
# (a distractor), {y} a scoped second value, {n} the person, {he}/{his}/{He} their pronouns
# (zh: {ta}), {mon} a month name (late reports).  Template kinds:
#   state   first statement          change  straight-out change     use   change shown by use
#   third   somebody else reports    pron    answer with a pronoun   late  weeks-late report
#   neg     "not X any more"         plan    thinking/planning       drop  plan dropped
#   done    a plan carried out       dist    distractor lines        old   old value, no change
#   scope   "{v} mostly, but {y} for ..."    add   a coexisting value       remove  one gone
SLOTS: dict[str, Slot] = {}


def _slot(key: str, multi: bool, pool: dict, q: dict, t: dict, **kw: Any) -> None:
    SLOTS[key] = Slot(key, multi, pool, q, t, **kw)


_slot(
    "home_area",
    False,
    {
        EN: (
            "Wolverton",
            "Bletchley",
            "Stony Stratford",
            "Newport Pagnell",
            "Olney",
            "Fishermead",
            "Bradwell",
            "Kents Hill",
            "Broughton",
            "Great Linford",
            "Monkston",
            "Woburn Sands",
            "Shenley Lodge",
            "Furzton",
            "Campbell Park",
            "Emerson Valley",
        ),
        ZH: (
            "Wolverton",
            "Bletchley",
            "Fishermead",
            "Bradwell",
            "Kents Hill",
            "Broughton",
            "Great Linford",
            "Monkston",
            "Shenley Lodge",
            "Furzton",
            "Campbell Park",
            "Emerson Valley",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "Which part of Milton Keynes does {n} live in now?",
            "historical": "Where did {n} live before moving to where they are now?",
            "as_of": "Which part of Milton Keynes did {n} live in at that time?",
            "planning": "Where is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在住在米尔顿凯恩斯哪个区？",
            "historical": "{n}以前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    {
        EN: {
            "state": (
                "I'm over in {v}, so I can cycle to the ground on the redways",
                "Home's {v}, about ten minutes from the ground if the roundabouts behave",
                "we've been in {v} a few years now, love it",
            ),
            "change": (
                "We've moved! Keys to the new place in {v} on Friday, boxes everywhere",
                "Officially a {v} resident as of this weekend, goodbye {old}",
                "Moved out of {old} and into {v}. Never again with a sofa bed up those stairs",
            ),
            "use": (
                "Took me twenty minutes from my front door in {v} to the ground, the new route's a nightmare at the Bletchley turn",
                "Can someone drop the kit bag at mine? New address is in {v}, I'll text it",
                "The foxes in our new garden in {v} have nicked a cricket ball again",
            ),
            "third": (
                "{n} has moved to {v}, did everyone know?",
                "Saw {n} at Tesco, {he}'s living in {v} now apparently",
            ),
            "pron": (
                "{He}'s moved to {v}, been flat out with boxes",
                "{He} just bought a place in {v}, told me on Tuesday",
            ),
            "late": (
                "Forgot to mention, we actually moved to {v} back in {mon}, still unpacking",
                "Meant to say ages ago - left {old} in {mon}, we're in {v} now",
            ),
            "neg": (
                "No, not {old} any more! {v} these days",
                "Ha, not been in {old} for a while. {v} now",
            ),
            "plan": (
                "Thinking about moving to {v}, the houses are a bit bigger",
                "We've been looking at places in {v}, fingers crossed",
            ),
            "drop": (
                "Scrapped the {v} idea, mortgage rates killed it. Staying put",
                "Not moving to {v} after all, the survey was a horror show",
            ),
            "done": ("Well, we did it, we're in {v}. Told you I'd get there",),
            "dist": (
                "Apparently {x} has the best chippy in MK now",
                "Saw a house advert in {x} with a cricket net in the garden, who needs a kidney",
                "Is {x} nice? My cousin's looking",
            ),
            "old": ("Drove through {old} today, don't miss that parking one bit",),
        },
        ZH: {
            "state": ("我住在{v}，骑车去球场十分钟", "我们家在{v}，离球场挺近的"),
            "change": (
                "我们搬家了！新家在{v}，从{old}搬过来累死了",
                "这周末正式搬到{v}了，箱子还没拆完",
            ),
            "use": (
                "今天从{v}的新家开车到球场才十五分钟，比以前方便多了",
                "谁能把球包送到我家？新地址在{v}，我私信发你们",
            ),
            "third": ("{n}搬到{v}了，大家知道吗？", "昨天在超市碰到{n}，{ta}说现在住在{v}"),
            "pron": ("{ta}搬到{v}了，最近一直在忙搬家", "{ta}在{v}买了房子，上周告诉我的"),
            "late": (
                "忘了说，我们{mon}就已经搬到{v}了",
                "早该说的，{mon}从{old}搬走了，现在住在{v}",
            ),
            "neg": ("不住{old}了！现在在{v}", "早就不在{old}了，现在住{v}"),
            "plan": ("在考虑搬到{v}，那边房子大一点", "最近在看{v}的房子"),
            "drop": ("不打算搬去{v}了，贷款利率太高", "{v}的房子不看了，还是不搬了"),
            "done": ("终于搬到{v}了！",),
            "dist": ("听说{x}新开了一家中餐馆，很正宗", "{x}那边房价涨了好多"),
            "old": ("今天路过{old}，还是有点怀念",),
        },
    },
    plans=True,
)

_slot(
    "employer",
    False,
    {
        EN: (
            "Network Rail",
            "Open University",
            "Redway Logistics",
            "Kiln Farm Bakery",
            "Denbigh Print Works",
            "Ouzel Analytics",
            "John Lewis",
            "Red Bull Racing",
            "Grafton Freight",
            "Royal Mail",
            "Milton Keynes University Hospital",
            "Hartwell Foods",
        ),
        ZH: (
            "Open University",
            "Redway Logistics",
            "Kiln Farm Bakery",
            "Ouzel Analytics",
            "John Lewis",
            "Grafton Freight",
            "Royal Mail",
            "Milton Keynes University Hospital",
            "Hartwell Foods",
            "Huawei UK",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before their current job?",
            "as_of": "Who was {n} working for at that time?",
            "planning": "Which employer is {n} hoping to join?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}之前在哪里上班？",
            "as_of": "{n}那时候在哪里工作？",
            "planning": "{n}打算去哪家公司？",
        },
    },
    {
        EN: {
            "state": (
                "I'm at {v}, shifts are all over the place so bear with me on availability",
                "Work's at {v}, been there donkey's years",
            ),
            "change": (
                "New job news: I start at {v} on Monday, handed my notice in at {old}",
                "Left {old}. Signed with {v}, better money and weekends off, so I'm all yours on Sundays",
            ),
            "use": (
                "Can't do Sunday, {v} have got me on earlies all weekend, first rota since I joined them",
                "My new manager at {v} plays for Olney, the banter is going to be unbearable",
            ),
            "third": (
                "{n} got the job at {v}! Buy {him} a pint on Sunday",
                "Heard {n} has gone to {v}, left {old} last month",
            ),
            "pron": (
                "{He}'s working at {v} now, started a couple of weeks back",
                "{He} left {old} and went to {v}, much happier",
            ),
            "late": (
                "Forgot to say, I left {old} in {mon} - I'm at {v} now",
                "Bit of old news, but I've been at {v} since {mon}",
            ),
            "neg": (
                "Not at {old} any more mate, {v} these days",
                "No no, I left {old}. {v} now",
            ),
            "plan": (
                "Got an interview at {v} next week, wish me luck",
                "Thinking of applying to {v}, they're always hiring",
            ),
            "drop": (
                "Turned down the {v} offer in the end, the commute would've killed me",
                "Decided against {v}, staying where I am for now",
            ),
            "done": ("The {v} thing came off, I start next month!",),
            "dist": (
                "{x} are hiring forklift drivers if anyone's after work",
                "My brother-in-law says {x} is a nightmare to work for",
                "Did you see {x} on the local news? Big expansion at their MK site",
            ),
            "old": ("Bumped into my old team from {old} at the Wetherspoons, good laugh",),
            "scope": ("Day job's {v}, but I do the odd weekend shift for {y} as well",),
        },
        ZH: {
            "state": ("我在{v}上班，排班不固定，周日不一定能来", "我在{v}工作好几年了"),
            "change": (
                "换工作了，下周一去{v}报到，{old}那边已经辞了",
                "离开{old}了，现在在{v}，周末不用上班",
            ),
            "use": ("这周日来不了，{v}给我排了早班，刚入职不好请假", "{v}的新同事居然也打板球"),
            "third": ("{n}去{v}上班了，恭喜{ta}！", "听说{n}从{old}辞职，去了{v}"),
            "pron": ("{ta}现在在{v}上班，刚去两个星期", "{ta}离开{old}去了{v}，开心多了"),
            "late": ("忘了说，我{mon}就从{old}离职了，现在在{v}", "老新闻了，我{mon}开始在{v}上班"),
            "neg": ("早就不在{old}了，现在在{v}", "不是{old}啦，换到{v}了"),
            "plan": ("下周去{v}面试，祝我好运", "在考虑申请{v}的职位"),
            "drop": ("{v}的offer我拒了，通勤太远", "不去{v}了，先留在现在的公司"),
            "done": ("{v}那边成了，下个月入职！",),
            "dist": ("{x}在招人，有需要的可以看看", "朋友说{x}加班特别多"),
            "old": ("今天碰到以前{old}的同事，聊了好久",),
            "scope": ("平时在{v}上班，周末偶尔帮{y}兼职",),
        },
    },
    plans=True,
)

_slot(
    "phone_network",
    False,
    {
        EN: ("Vodafone", "EE", "O2", "giffgaff", "Smarty", "Lebara", "Voxi", "Kestrel Mobile"),
        ZH: ("Vodafone", "EE", "O2", "giffgaff", "Lebara", "Voxi", "Kestrel Mobile"),
    },
    {
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} using then?",
            "planning": "Which network is {n} thinking of switching to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时候用的是哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },
    {
        EN: {
            "state": (
                "I'm on {v}, signal at the ground is rubbish though",
                "{v} user here, no bars behind the pavilion as usual",
            ),
            "change": (
                "Ditched {old}, I've ported my number to {v}. Half the price",
                "Switched to {v} this week, same number so no excuses for not replying",
            ),
            "use": (
                "Got a text from {v} saying my data's nearly gone, stop sending videos of Terry's run-out",
                "Finally five bars on the boundary, {v} coverage is miles better than I expected",
            ),
            "third": ("{n} moved to {v}, that's why {his} messages are coming through now",),
            "pron": ("{He} switched to {v}, said the old contract was daylight robbery",),
            "late": ("Forgot to mention I left {old} back in {mon}, on {v} now",),
            "neg": ("Not on {old} any more, {v} now - that's probably why",),
            "plan": ("Contract's up next month, thinking of going to {v}",),
            "drop": (
                "Was going to move to {v} but they wanted a credit check, couldn't be bothered",
            ),
            "done": ("Did the switch to {v} in the end, painless",),
            "dist": (
                "{x} have got a deal on SIM-only, twenty gig for a tenner",
                "Who's on {x}? Is it any good round Kiln Farm?",
                "Imagine being on {x} and trying to watch the Ashes on the bus",
            ),
            "scope": ("{v} on my own phone, but the work phone's on {y}",),
        },
        ZH: {
            "state": ("我用的是{v}，球场那边信号很差", "我是{v}的卡"),
            "change": ("把{old}换掉了，号码转到{v}，便宜一半", "这周换成{v}了，号码没变"),
            "use": ("{v}发短信说我流量快用完了，别再发视频了哈哈", "现在用{v}在场边信号满格"),
            "third": ("{n}换成{v}了，所以现在能收到{ta}的消息了",),
            "pron": ("{ta}换到{v}了，说之前的合约太贵",),
            "late": ("忘了说，我{mon}就不用{old}了，现在是{v}",),
            "neg": ("我早就不用{old}了，现在是{v}",),
            "plan": ("合约下个月到期，想换{v}",),
            "drop": ("本来想换{v}的，算了，太麻烦",),
            "done": ("最后还是换成{v}了，很顺利",),
            "dist": ("{x}最近有优惠，十镑二十G", "有人用{x}吗？信号怎么样？"),
            "scope": ("私人手机用{v}，工作手机是{y}",),
        },
    },
    plans=True,
)

_slot(
    "car",
    False,
    {
        EN: (
            "Skoda Octavia",
            "Toyota Yaris",
            "Kia Niro",
            "Nissan Leaf",
            "Vauxhall Corsa",
            "MG4",
            "Honda Jazz",
            "Tesla Model 3",
            "Dacia Sandero",
            "Volvo V70",
        ),
        ZH: (
            "Toyota Yaris",
            "Kia Niro",
            "Nissan Leaf",
            "MG4",
            "Honda Jazz",
            "Tesla Model 3",
            "BYD Atto 3",
            "Volvo V70",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car was {n} driving then?",
            "planning": "Which car is {n} thinking of getting?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开的是什么车？",
            "as_of": "{n}那时候开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },
    {
        EN: {
            "state": (
                "I can take four and the kit in the {v}, shout if you need a lift",
                "The {v} is a tip but it gets me to away games",
            ),
            "change": (
                "Sold the {old}! Picked up a {v} on Saturday, space for the whole kit bag",
                "RIP the {old}. Replaced it with a {v}, second hand but mint",
            ),
            "use": (
                "Anyone know where to charge a {v} near Hanslope? Asking for me, obviously",
                "Someone's dinged the door of my {v} in the club car park, not happy",
            ),
            "third": ("{n}'s turned up in a {v}, midlife crisis confirmed",),
            "pron": ("{He}'s got a {v} now, traded the old one in",),
            "late": ("Forgot to say I got rid of the {old} in {mon}, I drive a {v} now",),
            "neg": ("Not the {old} any more, it died on the A5. {v} now",),
            "plan": (
                "Looking at a {v}, anyone got one? Worth it?",
                "Might get a {v} when the lease is up",
            ),
            "drop": ("Test drove the {v}, hated it. Not bothering",),
            "done": ("Bit the bullet on the {v}, collecting it Friday",),
            "dist": (
                "Saw a {x} advert during the Test, who buys those",
                "Jeremy Clarkson slagging off the {x} again, what a surprise",
                "Would you ever get a {x}? Not on my wages",
            ),
            "old": ("Still miss the old {old} sometimes, it had character",),
            "scope": ("Mostly I drive the {v}, but for away games I borrow my dad's {y}",),
        },
        ZH: {
            "state": ("我开{v}，能带四个人加装备，要搭车说一声", "我的{v}装得下整个球包"),
            "change": ("把{old}卖了，周六提了一辆{v}", "换车了，{old}换成了{v}"),
            "use": ("Hanslope附近哪里能给{v}充电？", "有人在俱乐部停车场把我{v}的车门撞了"),
            "third": ("{n}换了辆{v}，好帅",),
            "pron": ("{ta}现在开{v}，旧车卖掉了",),
            "late": ("忘了说，{mon}就把{old}卖了，现在开{v}",),
            "neg": ("早就不开{old}了，现在是{v}",),
            "plan": ("在看{v}，有人开过吗？", "租约到期可能换{v}"),
            "drop": ("试驾了{v}，不喜欢，算了",),
            "done": ("{v}订好了，周五提车",),
            "dist": ("看比赛的时候又是{x}的广告", "{x}太贵了，买不起"),
            "old": ("有时候还挺想念以前那辆{old}的",),
        },
    },
    plans=True,
)

_slot(
    "gym",
    False,
    {
        EN: (
            "PureGym",
            "The Gym Group",
            "Bannatyne",
            "Ironhouse Kiln Farm",
            "Redway CrossFit",
            "Anytime Fitness",
            "Willen Boxing Club",
        ),
        ZH: ("PureGym", "The Gym Group", "Bannatyne", "Anytime Fitness", "Redway CrossFit"),
    },  # fmt: skip
    {
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} use before?",
            "as_of": "Which gym was {n} going to then?",
        },
        ZH: {
            "current": "{n}现在去哪家健身房？",
            "historical": "{n}以前去哪家健身房？",
            "as_of": "{n}那时候去哪家健身房？",
        },
    },
    {
        EN: {
            "state": (
                "I'm at {v} most mornings if anyone wants a spotter",
                "Doing the winter fitness thing at {v}, legs are gone",
            ),
            "change": (
                "Cancelled {old}, joined {v} instead, the changing rooms are actually clean",
                "Moved my membership to {v}, closer to work",
            ),
            "use": (
                "The spin instructor at {v} nearly killed me this morning",
                "Who leaves a kettlebell in the middle of the floor? {v} regulars, that's who",
            ),
            "third": ("{n} joined {v}, {he}'s taking pre-season seriously for once",),
            "pron": ("{He} goes to {v} now, saw {him} on the rower",),
            "late": ("Forgot to say I quit {old} in {mon}, I'm at {v} now",),
            "neg": ("Not {old} any more, they put the price up again. {v}",),
            "dist": (
                "{x} are doing a free week, anyone fancy it?",
                "Heard {x} had a leak and closed the pool",
            ),
            "old": ("Got an email from {old} begging me back, no chance",),
        },
        ZH: {
            "state": ("我平时早上去{v}", "冬训在{v}练，腿废了"),
            "change": ("{old}退了，办了{v}的卡，更衣室干净多了", "健身房换到{v}了，离公司近"),
            "use": ("今天{v}的单车课差点要了我的命", "{v}又有人把壶铃扔在地上"),
            "third": ("{n}办了{v}的卡，这次真认真了",),
            "pron": ("{ta}现在去{v}，我在那边看到{ta}了",),
            "late": ("忘了说，{mon}就退了{old}，现在去{v}",),
            "neg": ("不去{old}了，又涨价，现在去{v}",),
            "dist": ("{x}有免费体验周，有人去吗？",),
            "old": ("{old}又发邮件让我回去，才不呢",),
        },
    },
)

_slot(
    "drink",
    False,
    {
        EN: (
            "Yorkshire Tea",
            "oat flat white",
            "green tea",
            "decaf",
            "Earl Grey",
            "black coffee",
            "Vimto",
            "lemon and ginger",
        ),
        ZH: ("乌龙茶", "普洱", "美式", "燕麦拿铁", "菊花茶", "龙井"),
    },  # fmt: skip
    {
        EN: {
            "current": "What does {n} drink at teas these days?",
            "historical": "What did {n} used to drink at teas?",
            "as_of": "What was {n} drinking at teas then?",
        },
        ZH: {
            "current": "{n}现在喝什么？",
            "historical": "{n}以前喝什么？",
            "as_of": "{n}那时候喝什么？",
        },
    },
    {
        EN: {
            "state": (
                "Put me down for {v} at tea please, milk no sugar if it's that sort",
                "{v} for me, always",
            ),
            "change": (
                "I've given up {old}, doctor's orders. {v} from now on",
                "Switching to {v}, I've been on {old} for twenty years and it's time",
            ),
            "use": (
                "Whoever restocked the {v} in the pavilion, I love you",
                "Brought my own {v} bags to the ground, don't judge me",
            ),
            "third": ("{n} is on {v} now, make sure there's some in for Sunday",),
            "pron": ("{He} only drinks {v} these days, don't give {him} the builder's stuff",),
            "late": ("Forgot to tell the tea team I stopped {old} back in {mon} - {v} please",),
            "neg": ("No {old} for me any more thanks, {v}",),
            "dist": (
                "Did anyone else see that {x} advert with the dog? Brilliant",
                "Who drinks {x}? Genuine question",
            ),
            "scope": (
                "{v} for most of the day, but {y} at the ground because that's all there is",
            ),
        },
        ZH: {
            "state": ("下午茶给我{v}就行", "我一直喝{v}"),
            "change": ("医生让我别喝{old}了，以后改喝{v}", "从{old}换成{v}了"),
            "use": ("谁在更衣室放了{v}？太感谢了", "自己带了{v}来球场"),
            "third": ("{n}现在改喝{v}了，周日记得准备",),
            "pron": ("{ta}现在只喝{v}",),
            "late": ("忘了说，我{mon}就不喝{old}了，现在喝{v}",),
            "neg": ("{old}不喝了，谢谢，给我{v}",),
            "dist": ("有人喝过{x}吗？", "那个{x}的广告好好笑"),
            "scope": ("平时喝{v}，不过在球场只能喝{y}",),
        },
    },
)

_slot(
    "energy",
    False,
    {
        EN: ("Octopus", "British Gas", "OVO", "EDF", "E.ON Next", "Brightwell Energy"),
        ZH: ("Octopus", "British Gas", "OVO", "EDF", "E.ON Next", "Brightwell Energy"),
    },
    {
        EN: {
            "current": "Who is {n}'s energy supplier now?",
            "historical": "Who was {n}'s energy supplier before?",
            "as_of": "Who supplied {n}'s energy then?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家以前用哪家能源公司？",
            "as_of": "{n}家那时候用哪家能源公司？",
        },
    },
    {
        EN: {
            "state": ("We're with {v} for gas and electric, no complaints yet",),
            "change": (
                "We've switched to {v}, {old} put the direct debit up again",
                "Finally left {old}, {v} from the first of the month",
            ),
            "use": (
                "{v} app says we used more electric on Sunday than all week, that's the tumble dryer and the whites",
                "Had the smart meter bloke from {v} round, he was a Northants fan, awkward",
            ),
            "third": ("{n} moved {his} energy to {v}, saved a fortune apparently",),
            "pron": ("{He} went with {v} in the end, fixed for two years",),
            "late": ("Forgot to say we left {old} back in {mon}, we're {v} now",),
            "neg": ("We're not with {old} any more thank god, {v}",),
            "dist": (
                "{x} are on the news again for overcharging, shocker",
                "Anyone know if {x} do a fixed tariff?",
            ),
        },
        ZH: {
            "state": ("我们家用的是{v}，还行",),
            "change": ("我们换到{v}了，{old}又涨价", "终于不用{old}了，下个月开始是{v}"),
            "use": ("{v}的app显示周日用电最多，都是洗球衣烘干的", "{v}的人来装了智能电表"),
            "third": ("{n}家换到{v}了，说省了不少钱",),
            "pron": ("{ta}最后选了{v}，固定两年",),
            "late": ("忘了说，我们{mon}就从{old}换到{v}了",),
            "neg": ("早就不用{old}了，现在是{v}",),
            "dist": ("{x}又上新闻了，多收费", "有人知道{x}有没有固定电价？"),
        },
    },
)

_slot(
    "bank",
    False,
    {
        EN: ("Monzo", "Starling", "Nationwide", "Barclays", "Halifax", "Lloyds", "Chase"),
        ZH: ("Monzo", "Starling", "Nationwide", "Barclays", "HSBC", "Chase"),
    },
    {
        EN: {
            "current": "Which bank does {n} use now?",
            "historical": "Which bank did {n} use before?",
            "as_of": "Which bank was {n} with then?",
        },
        ZH: {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}以前用哪家银行？",
            "as_of": "{n}那时候用哪家银行？",
        },
    },
    {
        EN: {
            "state": ("Match fees: I'll send it from {v}, give me a sec",),
            "change": (
                "Moved my account to {v}, {old} closed our branch so what's the point",
                "I'm a {v} person now, switched everything over from {old}",
            ),
            "use": (
                "Sent the subs, it'll show as a {v} payment, don't panic",
                "My {v} card got declined at the bar, sorry Terry, I'll square up Sunday",
            ),
            "third": ("{n} has gone over to {v}, {he} won't stop going on about the app",),
            "pron": ("{He} banks with {v} now, moved last month",),
            "late": ("Forgot to say I left {old} in {mon}, it's {v} for subs now",),
            "neg": ("Not {old} any more, check for a {v} payment",),
            "dist": (
                "{x} app's down again, half of Twitter is screaming",
                "My sister swears by {x}, I can't be doing with it",
            ),
        },
        ZH: {
            "state": ("会费我用{v}转给你", "我用{v}"),
            "change": ("账户换到{v}了，{old}把网点关了", "从{old}换到{v}了"),
            "use": ("会费转了，显示的是{v}的付款", "我的{v}卡在吧台被拒了，周日再补"),
            "third": ("{n}换到{v}了，天天夸那个app",),
            "pron": ("{ta}现在用{v}，上个月换的",),
            "late": ("忘了说，我{mon}就不用{old}了，会费从{v}转",),
            "neg": ("不是{old}了，找一下{v}的转账",),
            "dist": ("{x}的app又崩了", "我姐说{x}很好用，我不习惯"),
        },
    },
)

_slot(
    "learning",
    False,
    {
        EN: (
            "Mandarin",
            "Spanish",
            "Welsh",
            "Italian",
            "Japanese",
            "British Sign Language",
            "Portuguese",
            "Urdu",
        ),
        ZH: ("西班牙语", "日语", "法语", "德语", "韩语", "意大利语"),
    },  # fmt: skip
    {
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language was {n} learning then?",
            "planning": "Which language is {n} thinking of starting?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}以前学过什么语言？",
            "as_of": "{n}那时候在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },
    {
        EN: {
            "state": (
                "I'm learning {v} on the app, 200-day streak, don't break it for me",
                "Doing an evening class in {v} at the college",
            ),
            "change": (
                "Gave up {old}, it wasn't sticking. Started {v} instead",
                "Swapped {old} for {v}, my owl is furious",
            ),
            "use": (
                "Practised my {v} on the waiter in town, he answered in English, humiliating",
                "{v} homework due and I'm stood at fine leg thinking about verbs",
            ),
            "third": ("{n} is learning {v} now, {he} said hello to me in it",),
            "pron": ("{He}'s doing {v} these days, dropped the other one",),
            "late": ("Forgot to say I quit {old} in {mon}, I'm on {v} now",),
            "neg": ("Not {old} any more, {v} now",),
            "plan": ("Might start {v} in September, any tips?",),
            "drop": ("Forget {v}, I haven't got the time",),
            "done": ("Signed up for {v} like I said I would",),
            "dist": (
                "There's a {x} night at the library if anyone's interested",
                "Apparently {x} is the hardest language for English speakers",
            ),
        },
        ZH: {
            "state": ("我在用app学{v}，连续打卡两百天", "晚上在学院上{v}课"),
            "change": ("{old}放弃了，太难坚持，改学{v}", "不学{old}了，现在学{v}"),
            "use": ("今天在城里用{v}点菜，服务员回我英语，尴尬", "守边线的时候还在背{v}单词"),
            "third": ("{n}现在在学{v}，还用{v}跟我打招呼",),
            "pron": ("{ta}最近在学{v}",),
            "late": ("忘了说，{mon}就不学{old}了，现在在学{v}",),
            "neg": ("{old}早不学了，现在学{v}",),
            "plan": ("九月可能开始学{v}",),
            "drop": ("{v}还是不学了，没时间",),
            "done": ("{v}课报名了，说到做到",),
            "dist": ("图书馆有{x}角，有兴趣的可以去", "听说{x}最难学"),
        },
    },
    plans=True,
)

_slot(
    "child_school",
    False,
    {
        EN: (
            "Walton High",
            "Denbigh School",
            "Ousedale School",
            "Stantonbury",
            "Shenley Brook End",
            "Radcliffe School",
            "Sir Herbert Leon Academy",
        ),
        ZH: (
            "Walton High",
            "Denbigh School",
            "Ousedale School",
            "Shenley Brook End",
            "Radcliffe School",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "Which school does {n}'s child go to now?",
            "historical": "Which school did {n}'s child go to before?",
            "as_of": "Which school was {n}'s child at then?",
            "planning": "Which school is {n} hoping to get their child into?",
        },
        ZH: {
            "current": "{n}的孩子现在在哪所学校？",
            "historical": "{n}的孩子以前在哪所学校？",
            "as_of": "{n}的孩子那时候在哪所学校？",
            "planning": "{n}想让孩子去哪所学校？",
        },
    },
    {
        EN: {
            "state": ("Our eldest is at {v}, they've got a decent cricket set-up actually",),
            "change": (
                "Big week, our lad moved from {old} to {v}, he's nervous but fine",
                "We've moved our daughter to {v}, {old} wasn't working out",
            ),
            "use": (
                "Can't make Friday nets, parents' evening at {v} and I'm not missing the first one",
                "{v} want the kids in whites for sports day, where do they think I'm getting those",
            ),
            "third": ("{n}'s boy has started at {v}, he'll be in the same year as my two",),
            "pron": ("{His} kid moved to {v} in the end, {he} seems relieved",),
            "late": ("Forgot to mention, the little one switched to {v} back in {mon}",),
            "neg": ("Not {old} any more, we moved them to {v}",),
            "plan": ("We've put {v} down as first choice for September",),
            "drop": ("Not going for {v} after all, the bus route is hopeless",),
            "done": ("Got the letter, {v}! Over the moon",),
            "dist": ("{x} got a great Ofsted apparently", "Is it true {x} are scrapping cricket?"),
        },
        ZH: {
            "state": ("我家老大在{v}上学，学校板球还不错",),
            "change": ("儿子从{old}转到{v}了，有点紧张", "女儿转学去{v}了，{old}不太适合她"),
            "use": ("周五来不了，{v}开家长会", "{v}运动会要穿白色球衣，去哪买啊"),
            "third": ("{n}的儿子去{v}上学了",),
            "pron": ("{ta}的孩子最后去了{v}",),
            "late": ("忘了说，小的{mon}就转去{v}了",),
            "neg": ("不在{old}了，转到{v}了",),
            "plan": ("九月第一志愿填了{v}",),
            "drop": ("{v}不考虑了，校车太不方便",),
            "done": ("收到通知了，{v}！太开心了",),
            "dist": ("听说{x}的Ofsted评级很好", "{x}真的要取消板球课吗？"),
        },
    },
    plans=True,
    only_role="parent",
)

_slot(
    "club_role",
    False,
    {
        EN: (
            "fixtures secretary",
            "Sunday captain",
            "vice-captain",
            "club scorer",
            "tea rota lead",
            "treasurer",
            "junior coach",
            "welfare officer",
            "bar manager",
        ),
        ZH: (
            "fixtures secretary",
            "vice-captain",
            "club scorer",
            "tea rota lead",
            "treasurer",
            "junior coach",
            "bar manager",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "What is {n}'s role at the club now?",
            "historical": "What role did {n} have at the club before?",
            "as_of": "What was {n}'s club role then?",
        },
        ZH: {
            "current": "{n}现在在俱乐部担任什么职务？",
            "historical": "{n}以前在俱乐部是什么职务？",
            "as_of": "{n}那时候在俱乐部担任什么？",
        },
    },
    {
        EN: {
            "state": (
                "As {v} I'm begging: reply to the availability poll",
                "I'm {v} this year, so blame me for everything",
            ),
            "change": (
                "AGM done: I've stepped down as {old} and I'm {v} now, God help me",
                "New hat for me this season, {v}. Someone else can be {old}",
            ),
            "use": (
                "Wearing my {v} hat: Sunday's game is off, the square's under water",
                "First job as {v}: who has the key to the roller shed",
            ),
            "third": (
                "Congrats to {n}, our new {v}!",
                "{n} got voted in as {v} at the AGM, {he} didn't even stand",
            ),
            "pron": ("{He}'s {v} now, so send the complaints {his} way",),
            "late": ("Forgot to announce it, but I've been {v} since {mon}",),
            "neg": ("I'm not {old} any more! Ask the new one. I'm {v} now",),
            "dist": (
                "Olney are looking for a {x}, poor sods",
                "Every club needs a good {x}, just saying",
            ),
        },
        ZH: {
            "state": ("我今年是{v}，大家记得回复投票", "作为{v}，提醒大家周日带白衣"),
            "change": ("年会开完了，我不做{old}了，现在是{v}", "新赛季我做{v}，{old}交给别人了"),
            "use": ("以{v}的身份通知：周日比赛取消，场地积水", "当{v}第一件事：谁有器材棚的钥匙？"),
            "third": ("恭喜{n}当选{v}！",),
            "pron": ("{ta}现在是{v}了，有意见找{ta}",),
            "late": ("忘了宣布，我{mon}起就是{v}了",),
            "neg": ("我已经不是{old}了！现在是{v}",),
            "dist": ("Olney在找{x}，辛苦了", "每个俱乐部都需要一个好的{x}"),
        },
    },
)

# -- coexisting slots ----------------------------------------------------------------------
# has: first value; add: a second value alongside {a}; use_add: the new one shown by use;
# third_add: someone else reports the addition; remove: {v} is gone; dist: distractors.

_slot(
    "pets",
    True,
    {
        EN: ("Biscuit", "Pepper", "Rolo", "Nala", "Bramble", "Ziggy", "Marmite", "Pickle"),
        ZH: ("豆豆", "团团", "Mochi", "Lucky", "毛毛", "元宝"),
    },
    {
        EN: {"coexisting": "Which pets does {n} have now?"},
        ZH: {"coexisting": "{n}现在养了哪些宠物？"},
    },  # fmt: skip
    {
        EN: {
            "has": (
                "Our spaniel {v} has eaten a cricket ball. Whole. Vet says she'll be fine",
                "Can't stay for the bar, got to let {v} out, he's been in since nine",
            ),
            "add": (
                "Meet {v}, our new rescue cat! {a} is NOT impressed",
                "We've got a second one. {v} joined the family, {a} is sulking",
            ),
            "use_add": (
                "{v} knocked my phone in the bath, so if I've not replied that's why. {a} watched",
            ),
            "third_add": ("{n} has got another dog, {v}, as well as {a}. Madness",),
            "remove": (
                "Sad news, we lost {v} this week. Thanks for the kind words all",
                "{v} has gone to live with my mum, the flat was too small for two",
            ),
            "dist": (
                "Someone's dog called {x} ran across the square during the second innings",
                "If I ever get a dog I'm calling it {x}",
            ),
        },
        ZH: {
            "has": ("我家{v}今天把球啃坏了", "得回家遛{v}，先走了"),
            "add": ("我们家又领养了一只猫，叫{v}，{a}很不高兴", "新成员{v}来了！{a}在吃醋"),
            "use_add": ("{v}把我手机碰到水里了，没回消息就是这个原因，{a}在旁边看着",),
            "third_add": ("{n}家又养了一只，叫{v}，加上{a}两只了",),
            "remove": ("{v}这周走了，谢谢大家关心", "{v}送去我妈家养了"),
            "dist": ("比赛时有只叫{x}的狗跑进场地", "以后养狗就叫{x}"),
        },
    },
)

_slot(
    "instruments",
    True,
    {
        EN: ("ukulele", "cello", "drums", "bass guitar", "trumpet", "piano", "banjo", "saxophone"),
        ZH: ("二胡", "古筝", "钢琴", "吉他", "ukulele", "小提琴"),
    },
    {
        EN: {"coexisting": "Which instruments does {n} play these days?"},
        ZH: {"coexisting": "{n}现在会演奏哪些乐器？"},
    },  # fmt: skip
    {
        EN: {
            "has": (
                "Can't do Thursday nets, I've got {v} practice with the band",
                "I play {v} in a covers band, we're doing the club dinner if you'll have us",
            ),
            "add": (
                "Started learning the {v} as well, still doing the {a}, neighbours love me",
                "Started {v} lessons on top of the {a}. Midlife hobbies",
            ),
            "use_add": ("My {v} teacher says my timing is worse than my running between wickets",),
            "third_add": ("{n} plays {v} now too, alongside the {a}. Talented git",),
            "remove": (
                "Sold the {v}, never had time for it",
                "I've packed in the {v}, my fingers weren't having it",
            ),
            "dist": (
                "There's a {x} busker outside the shopping centre who's better than our bowling",
                "Who on earth plays the {x} at a cricket club?",
            ),
        },
        ZH: {
            "has": ("周四来不了，要练{v}", "我在乐队拉{v}，聚餐可以表演"),
            "add": ("又开始学{v}了，{a}也还在练", "除了{a}，现在还学{v}"),
            "use_add": ("{v}老师说我节奏跟跑垒一样差，{a}倒是还行",),
            "third_add": ("{n}现在除了{a}还会{v}了，厉害",),
            "remove": ("{v}卖掉了，没时间练", "{v}不学了"),
            "dist": ("商场门口有个弹{x}的街头艺人，很厉害", "谁会在板球俱乐部玩{x}？"),
        },
    },
)

_slot(
    "hobby_clubs",
    True,
    {
        EN: (
            "Willen parkrun",
            "MK Chess Club",
            "Ouzel Bell Ringers",
            "Linford Lakes Angling",
            "Caldecotte Camera Club",
            "Willen Dragon Boat Club",
            "MK Lightning supporters' club",
        ),
        ZH: (
            "Willen parkrun",
            "MK Chess Club",
            "Caldecotte Camera Club",
            "Willen Dragon Boat Club",
            "MK华人合唱团",
            "广场舞队",
        ),
    },  # fmt: skip
    {
        EN: {"coexisting": "Which clubs does {n} belong to besides the cricket?"},
        ZH: {"coexisting": "{n}除了板球还参加哪些俱乐部？"},
    },  # fmt: skip
    {
        EN: {
            "has": (
                "Off to {v} on Saturday, then cricket Sunday, weekend sorted",
                "I'm in {v} as well as this lot, don't tell the captain",
            ),
            "add": (
                "Joined {v} too, still doing {a} on Saturdays, no rest for the wicked",
                "Signed up to {v}, on top of {a}. My wife says I live elsewhere now",
            ),
            "use_add": (
                "{v} meet clashes with the Hanslope game, gutted. At least {a} is free that week",
            ),
            "third_add": ("{n} has joined {v}, as well as {a}, {he} never stops",),
            "remove": (
                "Packed in {v}, too many early starts",
                "I've left {v}, the politics was worse than this club's AGM",
            ),
            "dist": (
                "{x} are recruiting if anyone's bored in winter",
                "Saw {x} on Look East, looked fun",
            ),
        },
        ZH: {
            "has": ("周六去{v}，周日打球，周末满了", "我也在{v}，别告诉队长"),
            "add": ("又加入了{v}，{a}也还在", "报名了{v}，加上{a}，周末全满"),
            "use_add": ("{v}的活动和Hanslope比赛冲突了，还好{a}那周没事",),
            "third_add": ("{n}除了{a}又加入了{v}，真能折腾",),
            "remove": ("{v}退了，太早起不来", "不去{v}了"),
            "dist": ("{x}在招新，冬天无聊的可以去", "在新闻上看到{x}，挺有意思"),
        },
    },
)

# -- everyday chat ---------------------------------------------------------------------------
# {m} another member, {opp} an opposition club, {t} a time, {d} a number.

FILLER_EN = (
    "Who's got the key to the scorebox? It's locked again",
    "Availability for Sunday v {opp} please, we're short of bowlers as usual",
    "Nets at {t} on Wednesday, bring your own balls, the club ones are eggs",
    "Rain's forecast from lunch, I'm calling it now: no play",
    "Great win today lads, {m} with {d} not out, pints on {m}",
    "Anyone seen my sunglasses? Left them by the sight screen",
    "Teas were outstanding today, whoever made the coronation chicken sandwiches, marry me",
    "Need a lift to {opp}, can anyone pick me up from the station?",
    "Square's been cut, outfield's still long, mind your ankles",
    "The roller's broken again. Who was last on it? Not naming names, {m}",
    "{opp} have pulled out, so Sunday's a friendly, whites optional",
    "Reminder: subs are due by the end of the month",
    "Has anyone got a spare box? Asking for a friend. The friend is me",
    "Brilliant catch from {m} at deep midwicket, still not over it",
    "Who's on teas this Sunday? The rota says {m} but {m} is in Spain",
    "Don't forget the clocks go forward, start time {t}",
    "I'll bring the urn, someone else sort the milk",
    "Moles are back on the outfield. Declaring war",
    "Scorebook says we lost by {d} runs. Scorebook is a liar",
    "Does anyone actually know the lbw law or are we all guessing",
    "Kit bag left in my boot, whose is it? Smells like a crime scene",
    "The bar's out of crisps, how does that even happen",
    "Team photo on Sunday, clean whites please, yes you",
    "Juniors' session moved to {t} because of the heat",
    "Sightscreen blew over in the wind again, it's in the hedge",
    "Good luck to the under-13s this morning!",
    "Sorry can't make it, family thing. Next week for sure",
    "What time are we meeting at the ground? {t}?",
    "Anyone watching the Test? England collapsing on cue",
    "That pitch at {opp} was a road, {d} overs of misery",
    "Club BBQ pencilled in for the last Sunday of August",
    "Lost property: one left boot, one cap, one very sad helmet",
    "Who moved the covers? They're upside down in the car park",
    "The Hundred is on in the bar if anyone wants to pretend to like it",
    "Winter nets start in January at the leisure centre, {t} Fridays",
    "Right, who's drunk all the squash? It was for the juniors",
    "Heatwave Sunday, bring sun cream and water, lots of water",
    "Happy birthday {m}! Cake at tea on Sunday",
    "Is the ground open tomorrow? Want to do some throw-downs",
    "Somebody's left the gate open and there are cows near the square",
    "Just got back from {opp}, the tea there was a single packet of custard creams. Shameful",
    "Who's umpiring Sunday? Not me, I did the last three",
    "Anyone fancy the pub quiz on Thursday? We need someone who knows sport that isn't cricket",
    "Ground's waterlogged, game off, see you all next week",
    "Fair play to {m}, bowled {d} overs unchanged in that heat",
    "Which idiot booked a 10am start at {opp}? Oh right, it was me",
    "Pavilion clean-up Saturday morning, bacon rolls provided, bring gloves",
    "Can whoever has the club scorebook bring it back please, {m} is having kittens",
    "We need two more for Sunday or we're playing with nine again",
    "Forecast says sunny, my garden says otherwise",
    "New balls arrived, don't use them in the nets, I'm looking at you {m}",
    "That was the worst umpiring decision I've seen since 2019",
    "Is there parking at {opp} or is it the usual verge?",
    "Got my whites out of the loft, they've shrunk. Definitely the whites",
    "Quiet Sunday without a fixture, feels wrong",
    "Shout out to the juniors who helped with the covers today, absolute stars",
)
FILLER_MIXED = (  # English writers dropping in a Chinese word
    "谢谢 {m} for the lift, legend",
    "Teas today were 好吃, as {m} would say",
    "加油 lads, big one against {opp} on Sunday",
    "Bit of a 马马虎虎 performance today if I'm honest",
)
FILLER_ZH = (
    "周日对{opp}的比赛，大家记得回复能不能来",
    "周三{t}练球，别迟到",
    "下午好像要下雨，估计打不了",
    "今天下午茶的三明治太好吃了，谁做的？",
    "有人能从车站带我去{opp}吗？",
    "今天赢了！{m}打了{d}分，太厉害了",
    "我的帽子好像落在更衣室了，有人看到吗？",
    "记得交会费哦",
    "场地刚割过草，外场还是有点长",
    "周日谁负责下午茶？",
    "看Test了吗？英格兰又崩了哈哈",
    "俱乐部烧烤定在八月最后一个周日",
    "青少年训练改到{t}了，太热了",
    "球场的门开着，有牛跑进来了",
    "祝{m}生日快乐！周日有蛋糕",
    "今天输了{d}分，下周再来",
    "周日谁当裁判？我上周已经当过了",
    "球场积水，比赛取消，下周见",
    "{m}今天连投{d}个over，太猛了",
    "周六上午打扫更衣室，有培根三明治",
    "周日还差两个人，谁能来？",
    "新球到了，别拿去练习网用",
    "{opp}那边停车方便吗？",
    "今天天气真好，适合打球",
    "我的白色球衣缩水了……",
    "谢谢帮忙盖场地的小朋友们！",
    "这周没比赛，有点不习惯",
    "周四酒吧有pub quiz，有人去吗？",
    "今天那个LBW判得太离谱了",
    "刚从{opp}回来，下午茶只有饼干，太寒酸了",
)
REPLY_EN = ("Nice one!", "Congrats!", "Ha, about time", "Good stuff", "Oof, good luck with that",
            "👍", "Living the dream", "Fair enough", "Sounds like a plan", "Respect")  # fmt: skip
REPLY_ZH = ("恭喜！", "厉害", "哈哈哈", "好的👍", "不错不错", "加油")
ASK_EN = ("Anyone heard from {n}? Not seen {him} at nets for weeks",
          "What's {n} up to these days?", "Where's {n} been hiding?",
          "Is {n} playing Sunday? Haven't heard from {him}")  # fmt: skip
ASK_ZH = ("最近有人见到{n}吗？好久没来训练了", "{n}最近在忙什么？", "{n}周日来吗？")
NEGQ_EN = ("{n}, is it still {old} for you?", "Still {old}, {n}?", "{n} you're {old} aren't you?")
NEGQ_ZH = ("{n}，你还是{old}吗？", "{n}还是{old}吧？")
CORRECT_EN = ("Sorry, I meant {v}, not {w}. Autocorrect or brain fade, take your pick",
              "*{v}. Not {w}. Long day", "Correction: {v}! Where did {w} come from")  # fmt: skip
CORRECT_ZH = ("打错了，是{v}，不是{w}", "更正一下：{v}，不是{w}")
LONG_EN = (
    ("Morning all, what a game yesterday, my knees are finished and I think I've pulled "
     "something in my back going for that catch. ", ". Anyway, who's bringing the urn on "
     "Sunday? Shona says she can't and I'm not trusting the bar kettle again"),
    ("Right, quick update before I forget, been a mad week with the kids and the car and "
     "everything - ", ". Also has anyone got a spare pair of size 10 spikes, mine have split"),
    ("Can't believe the weather this weekend, the square looked like a paddy field, Terry "
     "was nearly in tears. In other news ", ". And yes I still owe match fees, I know"),
)  # fmt: skip
LONG_ZH = (
    ("大家早上好，昨天的比赛太累了，膝盖到现在还疼，接球的时候好像拉伤了。", "。对了，周日谁带烧水壶？"),
    ("趁还记得赶紧说一下，这周忙死了，孩子、车子一堆事——", "。另外有没有人有多余的十码钉鞋？"),
)  # fmt: skip
SELF_EN = ("(yes, {n} is talking about {himself} in the third person, it's been a long week)",
           "- {n} out")  # fmt: skip
SELF_ZH = ("（没错，{n}就是我本人哈哈）",)


# -- the world -------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str

    def pronouns(self) -> dict[str, str]:
        m = self.gender == "m"
        he, him, his = ("he", "him", "his") if m else ("she", "her", "her")
        return {"he": he, "him": him, "his": his, "He": he.capitalize(),
                "His": his.capitalize(), "himself": him + "self", "ta": "他" if m else "她"}  # fmt: skip


Line = tuple[str, str, str]  # speaker, text, language


@dataclass
class World:
    rng: random.Random
    people: list[Person]
    convs: list[tuple[int, list[Line]]] = field(default_factory=list)
    probes: list[dict[str, Any]] = field(default_factory=list)

    def say(self, day: int, *lines: Line) -> None:
        self.convs.append((max(0, min(LAST_DAY, day)), list(lines)))

    def other(self, *not_these: Person) -> Person:
        return self.rng.choice([q for q in self.people if q not in not_these])

    def pick(self, options: tuple[str, ...]) -> str:
        return self.rng.choice(options)

    def reply(self, to: Person) -> Line:
        r = self.other(to)
        return (r.name, self.pick(REPLY_ZH if r.lang == ZH else REPLY_EN), r.lang)


def fmt(template: str, p: Person, **kw: str) -> str:
    """The template with the person's name and pronouns (and the given values) filled in."""
    return template.format(**{**p.pronouns(), "n": p.name, **kw})


def month(day: int, lang: str) -> str:
    d = START + timedelta(days=day)
    return f"{d.month}月" if lang == ZH else MONTHS[d.month - 1]


def line_as(w: World, speaker: Person, p: Person, slot: Slot, kind: str, **kw: str) -> Line:
    """`speaker` says a `kind` line of `slot` about `p` (first person when they are the same)."""
    text = fmt(w.pick(slot.t[speaker.lang][kind]), p, **kw)
    return (speaker.name, text, speaker.lang)


def announce_change(w: World, p: Person, slot: Slot, old: str, v: str, day: int, spare: list[str],
                    situation: str) -> None:  # fmt: skip
    """One change of a single-valued slot, told the way `situation` says, on `day`."""
    rng, lang = w.rng, p.lang
    mine = slot.t[lang]
    if situation == "direct":
        lines = [line_as(w, p, p, slot, "change", v=v, old=old)]
        if rng.random() < 0.4:
            lines.append(w.reply(p))
        w.say(day, *lines)
    elif situation == "use":
        lead = w.other(p)
        lines = [(lead.name, fmt(w.pick(FILLER_ZH if lead.lang == ZH else FILLER_EN), lead,
                                 opp=w.pick(OPPONENTS), m=p.name, t="6pm", d=str(rng.randint(12, 80)))
                  , lead.lang)] if rng.random() < 0.5 else []  # fmt: skip
        lines.append(line_as(w, p, p, slot, "use", v=v, old=old))
        w.say(day, *lines)
    elif situation == "third":
        r = w.other(p)
        lines = [line_as(w, r, p, slot, "third", v=v, old=old)]
        if rng.random() < 0.5:
            lines.append((p.name, "哈哈是的" if lang == ZH else w.pick(("Ha, yep", "Guilty",
                                                                    "News travels fast"))
                          , lang))  # fmt: skip
        w.say(day, *lines)
    elif situation == "pron":
        a = w.other(p)
        r = w.other(p, a)
        ask = fmt(w.pick(ASK_ZH if a.lang == ZH else ASK_EN), p)
        w.say(day, (a.name, ask, a.lang), line_as(w, r, p, slot, "pron", v=v, old=old))
    elif situation == "neg":
        a = w.other(p)
        q = fmt(w.pick(NEGQ_ZH if a.lang == ZH else NEGQ_EN), p, old=old)
        w.say(day, (a.name, q, a.lang), line_as(w, p, p, slot, "neg", v=v, old=old))
    elif situation == "correct" and spare:
        wrong = spare.pop()
        fix = fmt(w.pick(CORRECT_ZH if lang == ZH else CORRECT_EN), p, v=v, w=wrong)
        w.say(day, line_as(w, p, p, slot, "change", v=wrong, old=old), (p.name, fix, lang))
    elif situation == "long":
        pre, post = w.pick(LONG_ZH if lang == ZH else LONG_EN)
        news = fmt(w.pick(mine["change"]), p, v=v, old=old)
        w.say(day, (p.name, pre + news + post, lang))
    elif situation == "self":
        tail = fmt(w.pick(SELF_ZH if lang == ZH else SELF_EN), p)
        news = fmt(w.pick(mine["third"]), p, v=v, old=old)
        w.say(day, (p.name, news + " " + tail, lang))
    else:
        announce_change(w, p, slot, old, v, day, spare, "direct")


SITUATIONS = ("direct", "use", "third", "pron", "neg", "correct", "long", "self", "late")
SIT_WEIGHTS = (5, 4, 2, 2, 2, 1, 2, 1, 2)


def single_slot(w: World, p: Person, slot: Slot) -> None:
    """A single-valued slot's timeline (first value, 1-3 changes, maybe a plan) and probes."""
    rng, lang = w.rng, p.lang
    pool = slot.pool[lang]
    n_changes = rng.choice((1, 1, 2, 2, 3))
    vals = rng.sample(pool, min(len(pool), n_changes + 4))
    held, spare = vals[: n_changes + 1], vals[n_changes + 1 :]
    mentioned: set[str] = set()
    d0 = rng.randint(0, 90)
    seg = (LAST_DAY - 40 - d0 - 40) // n_changes
    actual = [d0] + [d0 + 40 + i * seg + rng.randint(0, seg - 45) for i in range(n_changes)]
    report = list(actual)
    # the first value
    if rng.random() < 0.15:
        r = w.other(p)
        w.say(d0, line_as(w, r, p, slot, "third", v=held[0], old=held[0]))
        if "state" in slot.t[lang]:
            w.say(d0 + 1, line_as(w, p, p, slot, "state", v=held[0]))
    else:
        w.say(d0, line_as(w, p, p, slot, "state", v=held[0]))
    plan_kind = None
    if slot.plans and rng.random() < 0.6:
        plan_kind = rng.choice(("done", "dropped", "idle", "pending"))
    abandoned: list[str] = []
    pending: str | None = None
    for i in range(1, n_changes + 1):
        old, v, c = held[i - 1], held[i], actual[i]
        limit = actual[i + 1] if i < n_changes else LAST_DAY
        if plan_kind == "done" and i == n_changes:
            pd = max(report[i - 1] + 3, c - rng.randint(15, 45))
            w.say(pd, line_as(w, p, p, slot, "plan", v=v))
            w.say(c, line_as(w, p, p, slot, "done", v=v), w.reply(p))
            continue
        sit = rng.choices(SITUATIONS, SIT_WEIGHTS)[0]
        if sit == "late":
            report[i] = min(c + rng.randint(14, 35), limit - 3)
            w.say(report[i], line_as(w, p, p, slot, "late", v=v, old=old, mon=month(c, lang)))
        else:
            if sit == "correct" and spare:
                mentioned.add(spare[-1])
            announce_change(w, p, slot, old, v, c, spare, sit)
    last = max(report)
    if plan_kind in ("dropped", "idle") and spare:
        x = spare.pop()
        abandoned.append(x)
        pd = rng.randint(d0 + 10, 640)
        w.say(pd, line_as(w, p, p, slot, "plan", v=x))
        if plan_kind == "dropped":
            w.say(pd + rng.randint(10, 60), line_as(w, p, p, slot, "drop", v=x), w.reply(p))
    elif plan_kind == "pending" and spare and last < 700:
        pending = spare.pop()
        w.say(rng.randint(last + 5, 725), line_as(w, p, p, slot, "plan", v=pending))
    # after the last change: the old value named without change, a scoped exception
    if "old" in slot.t[lang] and rng.random() < 0.4 and last < 715:
        w.say(rng.randint(last + 3, 725), line_as(w, p, p, slot, "old", old=held[-2]))
    if "scope" in slot.t[lang] and spare and rng.random() < 0.3 and last < 715:
        y = spare.pop()
        mentioned.add(y)
        w.say(rng.randint(last + 3, 725), line_as(w, p, p, slot, "scope", v=held[-1], y=y))
    mentioned |= distractors(w, p, slot, spare)
    values = sorted(set(held) | set(abandoned) | mentioned | ({pending} if pending else set()))
    q = slot.q[lang]

    def probe(kind: str, gold: list[str], **kw: Any) -> None:
        w.probes.append({"subject": p.name, "kind": kind, "question": q[kind].format(n=p.name),
                         "slot": slot.key, "gold": gold, "outdated": kw.get("outdated", []),
                         "values": values, "abandoned": abandoned,
                         "as_of_day": kw.get("as_of_day")})  # fmt: skip

    probe("current", [held[-1]], outdated=held[:-1])
    if rng.random() < 0.6:
        probe("historical", held[:-1])
    windows = [(report[i] + 2, actual[i + 1] - 25, held[i]) for i in range(n_changes)]
    windows = [wd for wd in windows if wd[1] - wd[0] >= 8]
    if windows and rng.random() < 0.65:
        lo, hi, gold = rng.choice(windows)
        probe("as_of", [gold], as_of_day=rng.randint(lo, hi))
    if pending and "planning" in q:
        probe("planning", [pending])


def distractors(w: World, p: Person, slot: Slot, spare: list[str]) -> set[str]:
    """One or two lines naming a value of the slot's kind that is nobody's state."""
    rng = w.rng
    others = [v for v in slot.pool[p.lang] if v in spare] or list(spare)
    said: set[str] = set()
    for _ in range(rng.choice((0, 1, 1, 2))):
        if not others:
            break
        x = rng.choice(others)
        if rng.random() < 0.5:
            speaker = p
            lines = [line_as(w, p, p, slot, "dist", x=x)]
        else:
            speaker = w.other(p)
            lines = [line_as(w, speaker, p, slot, "dist", x=x)]
            lines.append((p.name, "真的吗" if p.lang == ZH else w.pick(("Ha!", "Really?", "lol")),
                          p.lang))  # fmt: skip
        w.say(rng.randint(5, LAST_DAY), *lines)
        said.add(x)
    return said


def multi_slot(w: World, p: Person, slot: Slot) -> None:
    """A coexisting slot: a first value, a second added alongside, maybe a third and a loss."""
    rng, lang = w.rng, p.lang
    vals = rng.sample(slot.pool[lang], 5)
    a, b, c = vals[:3]
    spare = vals[3:]
    d0 = rng.randint(0, 200)
    w.say(d0, line_as(w, p, p, slot, "has", v=a))
    d1 = rng.randint(d0 + 40, 450)
    how = rng.choice(("add", "add", "use_add", "third_add"))
    speaker = w.other(p) if how == "third_add" else p
    first = [line_as(w, speaker, p, slot, how, v=b, a=a)]
    if rng.random() < 0.5:
        first.append(w.reply(p))
    w.say(d1, *first)
    current = [a, b]
    if rng.random() < 0.4:
        d2 = rng.randint(d1 + 30, 600)
        w.say(d2, line_as(w, p, p, slot, "add", v=c, a=rng.choice(current)))
        current.append(c)
        if rng.random() < 0.5:
            gone = rng.choice(current[:2])
            w.say(rng.randint(d2 + 20, 720), line_as(w, p, p, slot, "remove", v=gone), w.reply(p))
            current.remove(gone)
    else:
        c = ""
    if rng.random() < 0.5:  # an existing value named again, as a reminder it still holds
        v = rng.choice(current)
        w.say(rng.randint(d1 + 5, 725), line_as(w, p, p, slot, "has", v=v))
    mentioned = distractors(w, p, slot, spare)
    values = sorted({a, b} | ({c} if c else set()) | mentioned)
    w.probes.append({"subject": p.name, "kind": "coexisting",
                     "question": slot.q[lang]["coexisting"].format(n=p.name), "slot": slot.key,
                     "gold": sorted(current), "outdated": [], "values": values,
                     "abandoned": [], "as_of_day": None})  # fmt: skip


def filler(w: World, target_lines: int) -> None:
    """Everyday chat, mostly about cricket, with no state news, until `target_lines` are said."""
    rng = w.rng
    said = 0
    used: set[tuple[str, str]] = set()  # nobody repeats the same line
    while said < target_lines:
        day = rng.randint(0, LAST_DAY)
        if rng.random() < 0.4:  # Sundays in season get more chat
            day = day - day % 7
        lines: list[Line] = []
        for _ in range(rng.choice((1, 1, 2, 2, 3, 4))):
            s = rng.choice(w.people)
            m = w.other(s).name
            if s.lang == ZH:
                pool = FILLER_ZH
            else:
                pool = FILLER_MIXED if rng.random() < 0.06 else FILLER_EN
            tpl = rng.choice(pool)
            for _ in range(6):
                if (s.name, tpl) not in used:
                    break
                tpl = rng.choice(pool)
            used.add((s.name, tpl))
            text = tpl.format(opp=rng.choice(OPPONENTS), m=m, d=str(rng.randint(3, 95)),
                                           t=rng.choice(("6pm", "6:30", "7pm", "10am", "1pm")))  # fmt: skip
            lines.append((s.name, text, s.lang))
        w.say(day, *lines)
        said += len(lines)


def build_people(rng: random.Random) -> list[Person]:
    n = rng.randint(10, 14)
    n_zh = max(2, round(n / 4))
    en = rng.sample(PEOPLE_EN, n - n_zh)
    zh = rng.sample(PEOPLE_ZH, n_zh)
    people = [Person(nm, g, EN, role) for nm, g, role in en]
    people += [Person(nm, g, ZH, role) for nm, g, role in zh]
    rng.shuffle(people)
    return people


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes (time-ordered) and probes."""
    rng = random.Random(f"{GENERATOR}:{seed}")
    w = World(rng, build_people(rng))
    for p in w.people:
        keys = [k for k, s in SLOTS.items() if s.only_role is None or s.only_role in p.role]
        for key in rng.sample(keys, rng.randint(4, 7)):
            slot = SLOTS[key]
            (multi_slot if slot.multi else single_slot)(w, p, slot)
    state_lines = sum(len(lines) for _, lines in w.convs)
    filler(w, max(260, rng.randint(700, 790) - state_lines))
    # trim to at most 140 probes, dropping historical / as_of ones first
    while len(w.probes) > 140:
        extra = [i for i, pr in enumerate(w.probes) if pr["kind"] in ("historical", "as_of")]
        w.probes.pop(rng.choice(extra))
    episodes: list[dict[str, Any]] = []
    order = sorted(range(len(w.convs)), key=lambda i: w.convs[i][0])
    per_day: dict[int, int] = {}
    clock: dict[int, int] = {}  # a day's conversations follow each other, never interleave
    for i in order:
        day, lines = w.convs[i]
        k = per_day[day] = per_day.get(day, 0) + 1
        minute = clock.get(day, rng.randint(0, 240)) + rng.randint(5, 150)
        for speaker, text, lang in lines:
            minute += rng.randint(1, 6)
            episodes.append({"day": day, "minute": minute, "speaker": speaker, "text": text,
                             "session": f"{GENERATOR}-{seed}-d{day}-c{k}", "language": lang})  # fmt: skip
        clock[day] = minute
    episodes.sort(key=lambda e: (e["day"], e["minute"]))
    return {"generator": GENERATOR, "seed": seed, "start": START.isoformat(),
            "episodes": episodes, "probes": w.probes}  # fmt: skip


# -- self-check ------------------------------------------------------------------------------


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: keys {sorted(e)}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"episode {i}: bad language or text: {e['text']!r}")
        if not 0 <= e["day"] <= LAST_DAY or (e["day"], e["minute"]) < last:
            errs.append(f"episode {i}: out of range or out of order")
        last = (e["day"], e["minute"])
    for i, p in enumerate(probes):
        tag = f"probe {i} ({p['subject']}/{p['slot']}/{p['kind']})"
        gold, values = set(p["gold"]), set(p["values"])
        if p["kind"] not in KINDS or not gold or p["subject"] not in speakers:
            errs.append(f"{tag}: bad kind, empty gold or unknown subject")
        if not gold <= values:
            errs.append(f"{tag}: gold not among values")
        if gold & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{tag}: gold also outdated or abandoned")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errs.append(f"{tag}: as_of_day mismatch")
        for g in gold:
            if not any(g in t for t in texts):
                errs.append(f"{tag}: gold {g!r} in no episode")
        if not p["question"].strip() or "{" in p["question"]:
            errs.append(f"{tag}: bad question")
    n_people = len({p["subject"] for p in probes})
    if not (450 <= len(eps) <= 850 and 100 <= len(probes) <= 140 and 10 <= n_people <= 14):
        errs.append(f"size: {len(eps)} episodes, {len(probes)} probes, {n_people} people")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        if world != generate(seed):
            print(f"seed {seed}: not deterministic")
            bad += 1
        errs = validate(world)
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        people = len({p["subject"] for p in probes})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{people} people, kinds {kinds}")  # fmt: skip
        for err in errs[:20]:
            print("  ", err)
        bad += bool(errs)
    print("ok" if not bad else f"{bad} seed(s) failed")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
