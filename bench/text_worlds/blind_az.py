"""Blind text world ``blind_az``: a Derby parks conservation volunteer group's chat.

``generate(seed)`` invents ten to fourteen volunteers (weekend tree-planters, the litter-pick
crew, the bat-survey team, the ranger who coordinates them, placement students, retired
members and a few Chinese-speaking volunteers) who chat in one group over two years.  Most
of the chat is about nothing much: meeting points, weather, bin bags, tree guards, bat
counts.  In between, people's lives change: they move across Derby, change jobs, phones,
cars, diets, gyms, energy suppliers, streaming services, bat detectors, dentists, start
learning languages, join clubs, pick up instruments and acquire pets.

Changes are told straight out, shown only by use, reported by somebody else (sometimes with
a pronoun in a later turn), told weeks late, negated, corrected, planned and carried out,
planned and dropped, or mused about and forgotten.  Distractor lines name values of the
same kind that are nobody's state (adverts, news, recommendations, questions, jokes).

The returned probes carry the ground truth (current, historical, as_of, coexisting and
planning questions with gold, outdated, every mentioned value and abandoned values).
Written blind from a brief of situations; standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_az"
START = "2023-03-04T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

# name -> (pronoun, Chinese pronoun, role, language)
PEOPLE_EN = {
    "Gareth": ("he", "他", "tree-planter", EN),
    "Shona": ("she", "她", "litter-pick crew", EN),
    "Priya": ("she", "她", "bat-survey team", EN),
    "Colin": ("he", "他", "retired member", EN),
    "Maureen": ("she", "她", "retired member", EN),
    "Dev": ("he", "他", "placement student", EN),
    "Aisha": ("she", "她", "placement student", EN),
    "Tom": ("he", "他", "litter-pick crew", EN),
    "Bethany": ("she", "她", "tree-planter", EN),
    "Ravi": ("he", "他", "bat-survey team", EN),
    "Joan": ("she", "她", "retired member", EN),
    "Keith": ("he", "他", "tree-planter", EN),
    "Nadia": ("she", "她", "bat-survey team", EN),
    "Owen": ("he", "他", "placement student", EN),
    "Freya": ("she", "她", "litter-pick crew", EN),
    "Hamza": ("he", "他", "tree-planter", EN),
    "Lydia": ("she", "她", "bat-survey team", EN),
    "Stan": ("he", "他", "retired member", EN),
}
PEOPLE_ZH = {
    "Xiaomei": ("she", "她", "bat-survey team", ZH),
    "Wei": ("he", "他", "tree-planter", ZH),
    "Haoran": ("he", "他", "placement student", ZH),
    "Yuting": ("she", "她", "litter-pick crew", ZH),
    "Jiahui": ("she", "她", "placement student", ZH),
    "Zhenyu": ("he", "他", "retired member", ZH),
}

PARKS = (
    "Markeaton Park",
    "Darley Park",
    "Allestree Park",
    "Chaddesden Wood",
    "Elvaston Castle",
    "Sinfin Moor",
    "Alvaston Park",
    "Racecourse Park",
    "Bass's Rec",
    "Derwent Riverside",
    "Markeaton Brook",
    "Chaddesden Park",
)
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")  # fmt: skip

# Everyday chat with no state news.  {p} = a park, {r} = the ranger, {k} = a number.
FILLER = {
    EN: (
        "Meeting at the {p} car park at 9:30, bring gloves if you've got them.",
        "Anyone got a spare litter picker? Mine snapped last week.",
        "{k} bags of rubbish from {p} this morning. Mostly cans and one traffic cone.",
        "Forecast says rain till eleven, we'll start at {p} anyway.",
        "Tree guards are in the shed by the {p} cafe, {r} has the key.",
        "Bat walk tonight at {p}, sunset is about half eight.",
        "Pipistrelles all over the pond at {p} last night, {k} passes in ten minutes!",
        "Can someone bring the big flask on Saturday?",
        "Thanks all for today, {k} whips in the ground at {p}.",
        "Who's got the high-vis vests? I can only find three.",
        "Reminder: sign the attendance sheet so {r} can count the hours.",
        "That fly-tipped sofa at {p} has finally gone.",
        "Anyone fancy a pint after the session?",
        "Lovely kingfisher on the brook at {p} this morning.",
        "Sorry, can't make Saturday, family stuff.",
        "Is the hedge-laying still on if it's frosty?",
        "Council says the bins at {p} are getting emptied Tuesdays now.",
        "Great turnout today, {k} of us! Cake next time is on me.",
        "Found a hedgehog nest under the brambles at {p}, left it alone obviously.",
        "Has anyone seen my secateurs? Green handles.",
        "Photos from today are in the shared album.",
        "Mud up to my knees at {p}, worth it though.",
        "Noctule feeding high over {p} around 9pm, lovely to hear on the detector.",
        "Training session for new volunteers is next Wednesday, tell your friends.",
        "Who wants to lead the litter pick at {p} next month?",
        "Just a heads up, the gate at {p} is locked after dusk now.",
        "Bird boxes are up, {k} of them along the path at {p}.",
        "My back is telling me I dug too many holes today.",
        "{r} says the wildflower strip at {p} needs weeding before June.",
        "Anyone know if we need to book the minibus for Elvaston?",
        "Haha that dog at {p} stole half my sandwich.",
        "Rota for next month is pinned, shout if your date doesn't work.",
        "Ticks are bad this year, check your ankles after {p}.",
        "Is it me or are there more crisp packets than ever?",
        "Thanks for the biscuits whoever left them in the shed!",
    ),
    ZH: (
        "周六在{p}集合吗？我九点半到。",
        "今天在{p}捡了{k}袋垃圾，累但是开心。",
        "昨晚{p}的蝙蝠好多，detector一直在响。",
        "有人多一副手套吗？我的破了。",
        "谢谢大家今天的努力，{p}干净多了！",
        "明天下雨的话还去{p}吗？",
        "工具在{p}的小屋里，钥匙找{r}拿。",
        "照片我传到相册里了，大家看看。",
        "今天种了{k}棵小树，腰好酸哈哈。",
        "下周三有新志愿者培训，欢迎带朋友来。",
        "在{p}看到一只翠鸟，太漂亮了！",
        "这周末我有事，去不了，抱歉。",
        "有人知道{p}的厕所几点关门吗？",
        "大家记得签到，{r}要统计时长。",
        "{p}的野花带要除草了，谁有空？",
        "今天人好多，{k}个人呢，蛋糕下次我带。",
        "泥巴太多了，鞋子全湿了。",
        "刚刚那只狗把我的三明治叼走了哈哈。",
        "蜱虫很多，从{p}回来记得检查一下脚踝。",
        "鸟箱装好了，{p}小路边一共{k}个。",
    ),
}
# English writers who drop in a Chinese word; Chinese writers' short replies.
FILLER_MIXED = (
    "加油 everyone for Saturday!",
    "A friend taught me 谢谢, so: 谢谢 for the tea!",
    "Big day at {p} tomorrow, 加油!",
    "That cake was 好吃, whoever baked it.",
)
REPLIES = {
    EN: (
        "Nice one!",
        "Ooh, how are you finding it?",
        "Good for you.",
        "Ha, fair enough.",
        "Oh really? Didn't know that.",
        "Brilliant.",
        "Makes sense.",
        "Fair play.",
        "Nice, tell us more on Saturday.",
        "Oh wow.",
    ),
    ZH: ("不错啊！", "哇，真的吗？", "挺好的。", "哈哈好的。", "原来如此。", "恭喜！"),
}
OPENERS = {
    EN: (
        "Morning all.",
        "Evening folks.",
        "Quick one.",
        "Right then.",
        "Hiya.",
        "Random update.",
    ),
    ZH: ("大家好。", "早上好！", "晚上好～", "说个事。", "hello大家。"),
}
# Small talk a change can hide inside: (before, after).
SMALL_TALK = {
    EN: (
        (
            "Knackered after Saturday, my arms still ache from the mattock and",
            "anyway, see you all at {p} next week.",
        ),
        (
            "What a week. The kids have had colds, the boiler's been playing up, and",
            "but enough about me, how did the bat walk go?",
        ),
        (
            "Sorry I've been quiet, work has been mad and",
            "so I'll be at {p} on Sunday if the weather holds.",
        ),
        (
            "Lovely sunset at {p} tonight by the way. Oh and",
            "anyway, has anyone got the rota for next month?",
        ),
        (
            "Just got back from the tip with the last of the garden waste, and",
            "right, off to make tea.",
        ),
    ),
    ZH: (
        ("这周好累，周六挖了一上午的坑，对了", "总之周日{p}见。"),
        ("最近工作特别忙，一直没在群里说话，", "不说了，下周见大家。"),
        ("今天{p}的夕阳太美了。顺便说一下，", "好了，我去做饭了。"),
        ("刚从超市回来，买了好多东西，", "对了，下个月的排班表出来了吗？"),
    ),
}


# ---------------------------------------------------------------------------------------------
# Slots.  Fragments per language (clauses unless noted):
#   pres  first-person present state      pres3  third person, starts with {n}
#   new   first-person change (past)      new3   third-person change, starts with {n}
#   inf   infinitive (plans)              ask    second-person "still ...?" question on {v}
#   use   full sentence: the value shown only by use or consequence
#   dist  full sentence naming {v} as nobody's state (advert, news, advice, joke, question)
#   we    household / group clause (optional)   scope  "{v} mostly, but {x} for ..." (optional)
# Multi-valued slots: has / has3 / add / add3 / drop (clauses), use / dist (sentences).
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Slot:
    key: str
    multi: bool
    pool: dict[str, tuple[str, ...]]
    questions: dict[str, dict[str, str]]
    frags: dict[str, dict[str, tuple[str, ...]]]

    @property
    def shared(self) -> bool:
        """Whether both languages name values the same way (brands, places)."""
        return self.pool[EN] == self.pool[ZH]


def _q(cur: str, hist: str, asof: str, plan: str, zcur: str, zhist: str, zasof: str,
       zplan: str) -> dict[str, dict[str, str]]:  # fmt: skip
    return {
        EN: {"current": cur, "historical": hist, "as_of": asof, "planning": plan},
        ZH: {"current": zcur, "historical": zhist, "as_of": zasof, "planning": zplan},
    }


AREAS = ("Allestree", "Darley Abbey", "Chaddesden", "Mickleover", "Littleover", "Spondon",
         "Oakwood", "Alvaston", "Chellaston", "Mackworth", "Belper", "Duffield", "Normanton",
         "Borrowash")  # fmt: skip
HOME = Slot(
    "neighbourhood",
    False,
    {EN: AREAS, ZH: AREAS},
    _q(
        "Which part of Derby does {n} live in now?",
        "Where did {n} live before?",
        "Where was {n} living?",
        "Where is {n} planning to move?",
        "{n}现在住在哪里？",
        "{n}以前住在哪里？",
        "{n}当时住在哪里？",
        "{n}打算搬到哪里？",
    ),
    {
        EN: {
            "pres": (
                "I live in {v}",
                "I'm over in {v}",
                "home is {v}",
                "I've got a little terrace in {v}",
            ),
            "pres3": ("{n} lives in {v}", "{n} is over in {v} these days", "{n}'s based in {v}"),
            "new": (
                "I moved to {v}",
                "I've moved house to {v}",
                "we got the keys in {v}",
                "I finally left the old place and I'm in {v} now",
            ),
            "new3": (
                "{n} has moved to {v}",
                "{n} moved house, {v} now",
                "{n} finally got a place in {v}",
            ),
            "inf": ("move to {v}", "find somewhere in {v}", "buy a house in {v}"),
            "ask": ("are you still in {v}", "still living in {v}"),
            "we": ("we've moved to {v}", "we're in {v} now, boxes everywhere"),
            "use": (
                "Walked to the session from my new place in {v}, only twenty minutes!",
                "The new neighbours in {v} already roped me into their street litter pick.",
                "Bins in {v} go out on Thursdays, still getting used to that since the move.",
            ),
            "dist": (
                "Saw a house in {v} on Rightmove for silly money, who buys these?",
                "Apparently {v} has the best chippy in Derbyshire, discuss.",
                "If you ever move, {v} is lovely, my cousin swears by it.",
                "Roadworks all over {v} this week, avoid if you can.",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我家在{v}", "我现在在{v}租房"),
            "pres3": ("{n}住在{v}", "{n}现在在{v}住"),
            "new": ("我搬到{v}了", "我搬家了，现在住{v}", "我们搬去{v}了"),
            "new3": ("{n}搬到{v}了", "{n}搬家了，搬去了{v}"),
            "inf": ("搬去{v}", "在{v}买房子"),
            "ask": ("你还住在{v}吗", "还在{v}住吗"),
            "use": (
                "从{v}的新家走过来只要二十分钟，太方便了。",
                "{v}的新邻居人很好，还叫我一起去捡垃圾。",
            ),
            "dist": (
                "Rightmove上{v}的房子好贵啊，谁买得起？",
                "听说{v}有家很好吃的fish and chips。",
                "{v}这周修路，大家开车绕一下。",
            ),
        },
    },
)

EMPLOYERS = ("Rolls-Royce", "Alstom", "Toyota Burnaston", "Derby Royal Hospital", "Pennine Print",
             "Derwent Valley Vets", "Kedleston Logistics", "Ashbourne Bakehouse", "Amber Insurance",
             "Trentside Software", "Derby City Council", "Quad Cinema")  # fmt: skip
JOB = Slot(
    "employer",
    False,
    {EN: EMPLOYERS, ZH: EMPLOYERS},
    _q(
        "Where does {n} work now?",
        "Where did {n} work before?",
        "Where was {n} working?",
        "Where is {n} planning to work?",
        "{n}现在在哪里工作？",
        "{n}以前在哪里工作？",
        "{n}当时在哪里工作？",
        "{n}打算去哪里工作？",
    ),
    {
        EN: {
            "pres": ("I work at {v}", "I'm at {v} during the week", "I do admin for {v}"),
            "pres3": ("{n} works at {v}", "{n} is at {v} now"),
            "new": (
                "I started at {v}",
                "I've taken a job at {v}",
                "I handed my notice in and I'm at {v} now",
                "I got the job at {v}",
            ),
            "new3": (
                "{n} has started a new job at {v}",
                "{n} got taken on at {v}",
                "{n} left the old job and is at {v} now",
            ),
            "inf": ("apply to {v}", "go and work at {v}", "take the job at {v}"),
            "ask": ("are you still at {v}", "still working for {v}"),
            "use": (
                "Can't do Thursday, my new manager at {v} has me on lates all week.",
                "First payday at {v} today, so the cake on Saturday is on me.",
                "The {v} lanyard is still round my neck, I look like a right plum at {p}.",
            ),
            "dist": (
                "{v} are hiring again, saw it on the Derby Telegraph site.",
                "My neighbour says {v} is a nightmare for parking.",
                "Anyone know someone at {v}? Asking for a friend's CV.",
                "Big story about {v} on the local news tonight.",
            ),
        },
        ZH: {
            "pres": ("我在{v}上班", "我在{v}工作"),
            "pres3": ("{n}在{v}上班", "{n}在{v}工作"),
            "new": ("我换工作了，现在在{v}", "我入职{v}了", "我去{v}上班了"),
            "new3": ("{n}换工作了，去了{v}", "{n}现在在{v}上班"),
            "inf": ("去{v}工作", "申请{v}的职位"),
            "ask": ("你还在{v}上班吗", "还在{v}吗"),
            "use": (
                "周四去不了，{v}的新老板让我这周都上晚班。",
                "今天{v}第一次发工资，周六的蛋糕我请！",
            ),
            "dist": ("{v}又在招人了，Derby Telegraph上看到的。", "听说{v}那边停车特别难。"),
        },
    },
)

CARRIERS = ("EE", "Vodafone", "Giffgaff", "Tesco Mobile", "Lark Mobile", "Smarty",
            "O2")  # fmt: skip
PHONE = Slot(
    "mobile_carrier",
    False,
    {EN: CARRIERS, ZH: CARRIERS},
    _q(
        "Which mobile network is {n} on now?",
        "Which network was {n} on before?",
        "Which mobile network was {n} on?",
        "Which network is {n} planning to switch to?",
        "{n}现在用哪家手机运营商？",
        "{n}以前用哪家运营商？",
        "{n}当时用哪家运营商？",
        "{n}打算换到哪家运营商？",
    ),
    {
        EN: {
            "pres": ("I'm on {v}", "my phone's with {v}", "I'm with {v} for my mobile"),
            "pres3": ("{n} is on {v}", "{n}'s phone is with {v}"),
            "new": (
                "I switched my phone to {v}",
                "I ported my number over to {v}",
                "I've gone over to {v} for my mobile",
            ),
            "new3": ("{n} switched networks to {v}", "{n} moved their number to {v}"),
            "inf": ("switch to {v}", "move my number to {v}"),
            "ask": ("are you still on {v}", "still with {v} for your phone"),
            "scope": ("I'm on {v} for my own phone, but the work phone is {x}",),
            "use": (
                "Signal at {p} is finally decent since I'm on {v}, sending photos now.",
                "Got a text from {v} saying I've used half my data already, it's all the bat videos.",
                "My {v} bill came in at eight quid this month, can't complain.",
            ),
            "dist": (
                "Advert on the bus says {v} is doing unlimited data for a tenner.",
                "Is {v} any good out at Elvaston? Asking for my sister.",
                "{v} had an outage all afternoon according to the news.",
                "Never going near {v}, my brother had a nightmare with them.",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机卡是{v}的"),
            "pres3": ("{n}用{v}的卡", "{n}的手机是{v}的"),
            "new": ("我换到{v}了", "我把号码转到{v}了"),
            "new3": ("{n}换成{v}了", "{n}把号码转去{v}了"),
            "inf": ("换到{v}", "把号码转到{v}"),
            "ask": ("你还在用{v}吗", "还是{v}吗"),
            "scope": ("我自己的手机是{v}，不过工作手机用{x}",),
            "use": (
                "换了{v}以后在{p}信号好多了，照片马上发。",
                "{v}发短信说我流量用了一半了，都是拍蝙蝠视频用的。",
            ),
            "dist": ("公交车上的广告说{v}十镑无限流量。", "新闻说{v}今天下午断网了。"),
        },
    },
)

CARS = ("Corsa", "Yaris", "Berlingo", "Nissan Leaf", "Skoda Fabia", "Fiesta", "Kia Niro",
        "Dacia Sandero", "Honda Jazz", "Volvo V70")  # fmt: skip
CAR = Slot(
    "car",
    False,
    {EN: CARS, ZH: CARS},
    _q(
        "What car does {n} drive now?",
        "What car did {n} drive before?",
        "What car was {n} driving?",
        "What car is {n} planning to get?",
        "{n}现在开什么车？",
        "{n}以前开什么车？",
        "{n}当时开什么车？",
        "{n}打算买什么车？",
    ),
    {
        EN: {
            "pres": ("I drive a {v}", "I've got an old {v}", "my car's a {v}"),
            "pres3": ("{n} drives a {v}", "{n} has a {v}"),
            "new": (
                "I bought a {v}",
                "I traded the old car in for a {v}",
                "I picked up my {v} today",
            ),
            "new3": ("{n} has bought a {v}", "{n} got rid of the old car and bought a {v}"),
            "inf": ("get a {v}", "buy a {v}", "trade up to a {v}"),
            "ask": ("are you still driving the {v}", "still got the {v}"),
            "we": ("we've bought a {v}", "we finally replaced the old banger with a {v}"),
            "use": (
                "Can fit six tree guards in the back of the {v}, I'll bring them to {p}.",
                "Parked the {v} by the gate at {p}, shout if it's in the way.",
                "The {v} did 60 miles to the bat training on one charge of my patience, roads were awful.",
            ),
            "dist": (
                "Someone's {v} is blocking the gate at {p}, not one of ours I hope.",
                "What Car says the {v} is the best small car this year, for what that's worth.",
                "If you're buying, don't get a {v}, my mate's gearbox went at 40k.",
                "Saw a {v} in bright orange on Ashbourne Road, bold choice.",
            ),
        },
        ZH: {
            "pres": ("我开的是{v}", "我有一辆{v}"),
            "pres3": ("{n}开{v}", "{n}有一辆{v}"),
            "new": ("我买了一辆{v}", "我把旧车换成{v}了"),
            "new3": ("{n}买了一辆{v}", "{n}换车了，现在开{v}"),
            "inf": ("买一辆{v}", "换一辆{v}"),
            "ask": ("你还开那辆{v}吗", "还是开{v}吗"),
            "use": ("我的{v}后备箱能放六个树护，周六带去{p}。", "{v}停在{p}门口了，挡路的话叫我。"),
            "dist": ("{p}门口有辆{v}挡住了大门，不是我们的人吧？", "朋友说别买{v}，变速箱容易坏。"),
        },
    },
)

DIET = Slot(
    "diet",
    False,
    {
        EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "flexitarian", "keto"),
        ZH: ("素食", "纯素", "生酮饮食", "无麸质饮食", "低碳水饮食"),
    },
    _q(
        "What diet does {n} follow now?",
        "What diet did {n} follow before?",
        "What diet was {n} following?",
        "What diet is {n} planning to try?",
        "{n}现在吃什么饮食？",
        "{n}以前是什么饮食？",
        "{n}当时是什么饮食？",
        "{n}打算尝试什么饮食？",
    ),
    {
        EN: {
            "pres": ("I'm {v}", "I eat {v}", "I've been {v} for years"),
            "pres3": ("{n} is {v}", "{n} eats {v}"),
            "new": ("I've gone {v}", "I went {v} last month", "I switched to eating {v}"),
            "new3": ("{n} has gone {v}", "{n} is {v} now"),
            "inf": ("go {v}", "try eating {v}"),
            "ask": ("are you still {v}", "still eating {v}"),
            "use": (
                "Bringing my own {v} sandwiches to {p}, so don't worry about me for the butties.",
                "Found a great {v} place on Sadler Gate, which matters now I eat that way.",
            ),
            "dist": (
                "The cafe at {p} does a {v} option now, for anyone who needs it.",
                "Article says {v} is a fad, I say let people eat what they want.",
                "Should we do {v} cake for the party so everyone can have some?",
            ),
        },
        ZH: {
            "pres": ("我吃{v}", "我一直是{v}"),
            "pres3": ("{n}吃{v}", "{n}是{v}"),
            "new": ("我开始{v}了", "我改成{v}了"),
            "new3": ("{n}开始{v}了", "{n}现在是{v}"),
            "inf": ("试试{v}", "改成{v}"),
            "ask": ("你还是{v}吗", "还在坚持{v}吗"),
            "use": ("我自己带{v}的午饭去{p}，不用管我。",),
            "dist": ("{p}的咖啡馆现在有{v}选项了。", "网上说{v}只是一阵风，不知道真假。"),
        },
    },
)

GYMS = ("Moorways", "PureGym", "Riverside Climbing Wall", "Queen's Leisure Centre",
        "Springwood Leisure Centre", "Iron Forge Gym", "Derby Runners", "Otters Swim Club")  # fmt: skip
GYM = Slot(
    "gym",
    False,
    {EN: GYMS, ZH: GYMS},
    _q(
        "Which gym or sports club does {n} use now?",
        "Which gym did {n} go to before?",
        "Which gym was {n} going to?",
        "Which gym is {n} planning to join?",
        "{n}现在去哪个健身房？",
        "{n}以前去哪个健身房？",
        "{n}当时去哪个健身房？",
        "{n}打算办哪里的卡？",
    ),
    {
        EN: {
            "pres": ("I go to {v}", "I've got a membership at {v}", "I train at {v}"),
            "pres3": ("{n} goes to {v}", "{n} trains at {v}"),
            "new": (
                "I joined {v}",
                "I cancelled the old gym and signed up at {v}",
                "I've started going to {v} instead",
            ),
            "new3": ("{n} joined {v}", "{n} has started going to {v}"),
            "inf": ("join {v}", "sign up at {v}"),
            "ask": ("are you still going to {v}", "still a member at {v}"),
            "use": (
                "Legs are dead after leg day at {v}, so I'll be on the light jobs at {p}.",
                "Saw {r}'s nephew working on reception at {v} this morning when I went in.",
            ),
            "dist": (
                "{v} is doing a January deal, half price for three months.",
                "Heard the showers at {v} are freezing, anyone confirm?",
                "Honestly digging holes at {p} beats any session at {v}.",
            ),
        },
        ZH: {
            "pres": ("我在{v}健身", "我办了{v}的卡"),
            "pres3": ("{n}在{v}健身", "{n}去{v}锻炼"),
            "new": ("我办了{v}的卡", "我换去{v}了"),
            "new3": ("{n}办了{v}的卡", "{n}现在去{v}"),
            "inf": ("办{v}的卡", "去{v}"),
            "ask": ("你还去{v}吗", "还在{v}练吗"),
            "use": ("昨天在{v}练腿，今天在{p}只能干轻活了。",),
            "dist": ("{v}一月份半价，有兴趣的可以看看。", "听说{v}的淋浴水很冷。"),
        },
    },
)

SUPPLIERS = ("Octopus", "British Gas", "EDF", "Ecotricity", "E.ON", "Trentside Energy",
             "Good Energy", "OVO")  # fmt: skip
ENERGY = Slot(
    "energy_supplier",
    False,
    {EN: SUPPLIERS, ZH: SUPPLIERS},
    _q(
        "Who supplies {n}'s energy now?",
        "Who was {n}'s energy supplier before?",
        "Who was {n}'s energy supplier?",
        "Which energy supplier is {n} planning to switch to?",
        "{n}现在用哪家能源公司？",
        "{n}以前用哪家能源公司？",
        "{n}当时用哪家能源公司？",
        "{n}打算换到哪家能源公司？",
    ),
    {
        EN: {
            "pres": ("my gas and electric is with {v}", "I'm with {v} for energy", "I'm on {v}"),
            "pres3": ("{n} is with {v} for energy", "{n}'s energy is with {v}"),
            "new": ("I switched energy to {v}", "I moved my gas and electric over to {v}"),
            "new3": ("{n} switched to {v} for energy", "{n} has gone over to {v}"),
            "inf": ("switch to {v}", "move our energy to {v}"),
            "ask": ("are you still with {v}", "still on {v} for gas"),
            "we": ("we've switched the house to {v}", "we're with {v} now for gas and electric"),
            "use": (
                "The {v} smart meter says I used hardly anything this week, being out at {p} all day.",
                "Got my first {v} bill, cheaper than I expected.",
            ),
            "dist": (
                "{v} are putting prices up again, says the BBC.",
                "Cold caller from {v} tried to sign me up, I said no thanks.",
                "Martin Lewis reckons {v} has the best fix this month.",
            ),
        },
        ZH: {
            "pres": ("我家的电和煤气是{v}的", "我用{v}的电"),
            "pres3": ("{n}家用{v}", "{n}的能源公司是{v}"),
            "new": ("我家换成{v}了", "我们把电费转到{v}了"),
            "new3": ("{n}家换成{v}了", "{n}换到{v}了"),
            "inf": ("换到{v}", "把电换成{v}"),
            "ask": ("你家还是{v}吗", "还在用{v}吗"),
            "use": ("收到{v}的第一张账单了，比想象的便宜。",),
            "dist": ("BBC说{v}又要涨价了。", "{v}打电话推销，我拒绝了。"),
        },
    },
)

STREAMERS = ("Netflix", "BritBox", "Disney+", "MUBI", "Now TV", "Apple TV+", "Paramount+",
             "Peakflix")  # fmt: skip
STREAM = Slot(
    "streaming",
    False,
    {EN: STREAMERS, ZH: STREAMERS},
    _q(
        "Which streaming service does {n} pay for now?",
        "Which streaming service did {n} have before?",
        "Which streaming service did {n} have?",
        "Which streaming service is {n} planning to get?",
        "{n}现在订的是哪个流媒体？",
        "{n}以前订的是哪个流媒体？",
        "{n}当时订的是哪个流媒体？",
        "{n}打算订哪个流媒体？",
    ),
    {
        EN: {
            "pres": (
                "I've got {v}",
                "the only streaming I pay for is {v}",
                "I watch everything on {v}",
            ),
            "pres3": ("{n} has {v}", "{n} pays for {v}"),
            "new": (
                "I cancelled the old one and got {v}",
                "I signed up to {v}",
                "I've switched to {v}",
            ),
            "new3": ("{n} signed up to {v}", "{n} has switched to {v}"),
            "inf": ("sign up to {v}", "switch to {v}"),
            "ask": ("have you still got {v}", "still paying for {v}"),
            "we": ("we've switched to {v} at home", "we only have {v} now"),
            "use": (
                "Stayed up far too late bingeing a nature doc on {v}, hence the yawning at {p}.",
                "{v} keeps recommending me hedgehog documentaries, I blame this group.",
            ),
            "dist": (
                "Apparently there's a new Attenborough series on {v}, if anyone has it.",
                "{v} is putting the price up again, glad I'm not on it.",
                "Is it worth getting {v} just for one show? Asking generally.",
            ),
        },
        ZH: {
            "pres": ("我订了{v}", "我平时用{v}看剧"),
            "pres3": ("{n}订了{v}", "{n}用{v}"),
            "new": ("我把旧的退了，订了{v}", "我换成{v}了"),
            "new3": ("{n}订了{v}", "{n}换成{v}了"),
            "inf": ("订{v}", "换成{v}"),
            "ask": ("你还订着{v}吗", "还在用{v}吗"),
            "use": ("昨晚在{v}上看纪录片看到两点，今天在{p}一直打哈欠。",),
            "dist": ("听说{v}上有新的Attenborough纪录片。", "{v}又涨价了。"),
        },
    },
)

DETECTORS = ("Echo Meter Touch", "Batbox Duet", "Anabat Walkabout", "Peersonic RPA3",
             "Magenta Bat5", "Elekon Batlogger")  # fmt: skip
DETECTOR = Slot(
    "bat_detector",
    False,
    {EN: DETECTORS, ZH: DETECTORS},
    _q(
        "Which bat detector does {n} use now?",
        "Which bat detector did {n} use before?",
        "Which bat detector was {n} using?",
        "Which bat detector is {n} planning to buy?",
        "{n}现在用哪个蝙蝠探测器？",
        "{n}以前用哪个蝙蝠探测器？",
        "{n}当时用哪个蝙蝠探测器？",
        "{n}打算买哪个蝙蝠探测器？",
    ),
    {
        EN: {
            "pres": ("I use a {v} on the bat walks", "my detector is a {v}", "I survey with a {v}"),
            "pres3": ("{n} uses a {v}", "{n}'s detector is a {v}"),
            "new": ("I bought a {v}", "I upgraded to a {v}", "I've gone over to a {v} for surveys"),
            "new3": ("{n} has a new {v}", "{n} upgraded to a {v}"),
            "inf": ("get a {v}", "buy a {v}"),
            "ask": ("are you still using the {v}", "still on the {v}"),
            "scope": ("I use the {v} for most surveys, but for the static monitoring it's a {x}",),
            "use": (
                "My {v} picked up a Leisler's at {p} last night, still buzzing.",
                "Battery on the {v} died halfway round {p}, so only half a transect, sorry.",
            ),
            "dist": (
                "There's a {v} going on eBay for eighty quid if anyone wants one.",
                "The Trust has a {v} you can borrow, ask at the office.",
                "Does anyone know if the {v} picks up horseshoes well?",
            ),
        },
        ZH: {
            "pres": ("我用{v}做调查", "我的探测器是{v}"),
            "pres3": ("{n}用{v}", "{n}的探测器是{v}"),
            "new": ("我买了一个{v}", "我升级成{v}了"),
            "new3": ("{n}买了新的{v}", "{n}换成{v}了"),
            "inf": ("买一个{v}", "换成{v}"),
            "ask": ("你还在用{v}吗", "还是用{v}吗"),
            "scope": ("平时调查我用{v}，但是固定监测用{x}",),
            "use": ("昨晚我的{v}在{p}录到了Leisler's蝙蝠！", "{v}的电池在{p}走到一半就没电了。"),
            "dist": ("eBay上有个{v}卖八十镑，谁要？", "Trust办公室有{v}可以借。"),
        },
    },
)

LANGUAGE = Slot(
    "language_learning",
    False,
    {
        EN: (
            "Welsh",
            "Spanish",
            "Japanese",
            "Italian",
            "British Sign Language",
            "Mandarin",
            "Polish",
        ),
        ZH: ("西班牙语", "日语", "法语", "德语", "意大利语", "手语"),
    },
    _q(
        "Which language is {n} learning now?",
        "Which language was {n} learning before?",
        "Which language was {n} learning?",
        "Which language is {n} planning to learn?",
        "{n}现在在学什么语言？",
        "{n}以前在学什么语言？",
        "{n}当时在学什么语言？",
        "{n}打算学什么语言？",
    ),
    {
        EN: {
            "pres": (
                "I'm learning {v}",
                "I'm doing {v} on Duolingo",
                "I go to a {v} evening class",
            ),
            "pres3": ("{n} is learning {v}", "{n} does {v} classes"),
            "new": (
                "I've started learning {v}",
                "I dropped the old course and started {v}",
                "I signed up for {v} at the college",
            ),
            "new3": ("{n} has started learning {v}", "{n} is doing {v} now"),
            "inf": ("learn {v}", "start {v} classes"),
            "ask": ("are you still learning {v}", "still doing {v}"),
            "use": (
                "My {v} homework is due Monday so I'll be quiet this weekend.",
                "Practised my {v} on the poor dog walkers at {p}, they were very patient.",
            ),
            "dist": (
                "Someone left a {v} phrasebook in the shed, is it yours?",
                "The library has free {v} taster sessions this month.",
                "Apparently {v} is the hardest language for English speakers, or so says my nephew.",
            ),
        },
        ZH: {
            "pres": ("我在学{v}", "我在Duolingo上学{v}"),
            "pres3": ("{n}在学{v}", "{n}在上{v}课"),
            "new": ("我开始学{v}了", "我报了{v}课"),
            "new3": ("{n}开始学{v}了", "{n}报了{v}班"),
            "inf": ("学{v}", "报{v}班"),
            "ask": ("你还在学{v}吗", "还在上{v}课吗"),
            "use": ("周一要交{v}作业，这周末不来了。",),
            "dist": ("图书馆这个月有免费的{v}体验课。", "听说{v}特别难学。"),
        },
    },
)


def _mq(co: str, hist: str, zco: str, zhist: str) -> dict[str, dict[str, str]]:
    return {
        EN: {"coexisting": co, "historical": hist},
        ZH: {"coexisting": zco, "historical": zhist},
    }


CLUBS = ("Derby Camera Club", "St Werburgh's Choir", "Nottingham Road Allotments",
         "Derwent Rowing Club", "Flowerpot Quiz Team", "Ripley Morris", "Derby Chess Club",
         "Friar Gate Book Club", "Derby Ramblers")  # fmt: skip
CLUB = Slot(
    "clubs",
    True,
    {EN: CLUBS, ZH: CLUBS},
    _mq(
        "Which clubs is {n} in now?",
        "Which club did {n} leave?",
        "{n}现在参加哪些俱乐部？",
        "{n}退出了哪个俱乐部？",
    ),
    {
        EN: {
            "has": ("I'm in {v}", "I'm a member of {v}"),
            "has3": ("{n} is in {v}", "{n} goes to {v}"),
            "add": (
                "I've joined {v} as well",
                "I signed up to {v} too, on top of everything else",
                "I'm now in {v} as well",
            ),
            "add3": ("{n} has joined {v} too", "{n} is in {v} as well now"),
            "drop": ("I've quit {v}", "I left {v}, not enough time", "I'm not in {v} any more"),
            "use": (
                "Can't do Tuesday evenings, that's {v} night for me.",
                "{v} subs are due, where did the year go.",
            ),
            "dist": (
                "{v} are recruiting, there's a poster in the Quad.",
                "Anyone know anything about {v}? My dad's thinking of it.",
                "{v} were on Radio Derby this morning, good laugh.",
            ),
        },
        ZH: {
            "has": ("我参加了{v}", "我是{v}的成员"),
            "has3": ("{n}在{v}", "{n}参加了{v}"),
            "add": ("我也加入了{v}", "我又报了{v}"),
            "add3": ("{n}也加入了{v}", "{n}又参加了{v}"),
            "drop": ("我退出{v}了", "我不去{v}了，没时间"),
            "use": ("周二晚上不行，那是我去{v}的时间。",),
            "dist": ("{v}在招新，Quad有海报。", "有人了解{v}吗？我爸想去。"),
        },
    },
)

INSTRUMENT = Slot(
    "instruments",
    True,
    {
        EN: ("ukulele", "fiddle", "cello", "bodhran", "guitar", "tin whistle", "trombone", "piano"),
        ZH: ("尤克里里", "二胡", "小提琴", "吉他", "大提琴", "古筝", "口琴", "钢琴"),
    },
    _mq(
        "Which instruments does {n} play now?",
        "Which instrument did {n} give up?",
        "{n}现在会弹/拉哪些乐器？",
        "{n}放弃了哪种乐器？",
    ),
    {
        EN: {
            "has": ("I play the {v}", "I've played the {v} since school"),
            "has3": ("{n} plays the {v}", "{n} is a demon on the {v}"),
            "add": (
                "I've taken up the {v} as well",
                "I'm learning the {v} now too, alongside the other",
                "I bought a {v} and I'm having lessons, on top of my usual one",
            ),
            "add3": ("{n} has taken up the {v} too", "{n} plays the {v} now as well"),
            "drop": ("I've given up the {v}", "I sold my {v}, never played it"),
            "use": (
                "Brought the {v} to the cabin after the planting, sorry to anyone's ears.",
                "Blisters from {v} practice and now from the spade, great.",
            ),
            "dist": (
                "There's a {v} in the charity shop window on Sadler Gate, £30.",
                "Who plays the {v} at a tree planting? Someone did at Elvaston!",
                "My neighbour practises the {v} at 7am, send help.",
            ),
        },
        ZH: {
            "has": ("我会拉{v}", "我从小学{v}"),
            "has3": ("{n}会{v}", "{n}{v}玩得很好"),
            "add": ("我也开始学{v}了", "我又买了一把{v}，在上课"),
            "add3": ("{n}也开始学{v}了", "{n}现在也会{v}了"),
            "drop": ("我不学{v}了", "我把{v}卖了"),
            "use": ("练{v}手上起了泡，今天又挖土，哈哈。",),
            "dist": ("Sadler Gate的慈善店橱窗里有把{v}，三十镑。", "邻居早上七点练{v}，受不了。"),
        },
    },
)

PET_NAMES = ("Biscuit", "Pickle", "Mochi", "Marmite", "Nutmeg", "Dumpling", "Clover", "Pip",
             "Tofu", "Rolo", "Juniper", "Bean")  # fmt: skip
PET_KINDS = {EN: ("a spaniel", "a rescue cat", "a rabbit", "a greyhound", "a tortoise", "a kitten"),
             ZH: ("一只猫", "一条狗", "一只兔子", "一只乌龟", "一只小猫")}  # fmt: skip
PET = Slot(
    "pets",
    True,
    {EN: PET_NAMES, ZH: PET_NAMES},
    _mq(
        "What are the names of {n}'s pets now?",
        "Which pet does {n} no longer have?",
        "{n}现在养的宠物叫什么名字？",
        "{n}以前养过哪只宠物？",
    ),
    {
        EN: {
            "has": ("I've got {k} called {v}", "my {k2} {v} is the boss of the house"),
            "has3": ("{n} has {k} called {v}", "{n}'s got {k} named {v}"),
            "add": (
                "we've adopted {k} called {v}, so that's two now",
                "I've got {k} too now, {v}",
                "we brought home {k} called {v} at the weekend, the other one is not impressed",
            ),
            "add3": ("{n} has got {k} as well now, called {v}", "{n} adopted {k} named {v}"),
            "drop": ("we lost {v} last week, very sad", "{v} has gone to live with my mum"),
            "use": (
                "{v} ate my gardening glove, so I'm borrowing one on Saturday.",
                "Late because {v} needed the vet again, be there in ten.",
            ),
            "dist": (
                "Lost dog at {p}, answers to {v}, posted on the Derby page.",
                "If I ever get a dog I'm calling it {v}.",
                "Someone's cat called {v} follows us round {p} every week, so cute.",
            ),
        },
        ZH: {
            "has": ("我养了{k}，叫{v}", "我家{k2}{v}是一家之主"),
            "has3": ("{n}养了{k}，叫{v}", "{n}家有{k}叫{v}"),
            "add": ("我们又领养了{k}，叫{v}，现在有两只了", "家里又多了{k}，名字叫{v}"),
            "add3": ("{n}又养了{k}，叫{v}", "{n}家多了{k}，叫{v}"),
            "drop": ("{v}上周走了，很难过", "{v}送到我妈那里养了"),
            "use": ("{v}把我的园艺手套咬坏了，周六借一副。", "{v}又要看兽医，我晚十分钟到。"),
            "dist": ("{p}有只走丢的狗叫{v}，Derby群里在找。", "以后我养狗就叫它{v}。"),
        },
    },
)

SINGLE_SLOTS = (HOME, JOB, PHONE, CAR, DIET, GYM, ENERGY, STREAM, DETECTOR, LANGUAGE)
MULTI_SLOTS = (CLUB, INSTRUMENT, PET)

# ---------------------------------------------------------------------------------------------
# Generic wrappers (language -> variants).
# ---------------------------------------------------------------------------------------------

W_PLAIN = {
    EN: (
        "{X}.",
        "For the record, {x}.",
        "Intro time for the new folks: {x}.",
        "Not that anyone asked, but {x}.",
        "{X}, if that's useful for the lift share.",
    ),
    ZH: ("{x}。", "介绍一下自己：{x}。", "顺便说一下，{x}。", "给新来的朋友说下，{x}。"),
}
W_NEW = {
    EN: (
        "{X}!",
        "News: {x}.",
        "Small update, {x}.",
        "{X}. Still getting used to it.",
        "Well, {x}. Big week.",
    ),
    ZH: ("{x}！", "跟大家说一下，{x}。", "小更新：{x}。", "{x}，还在适应中。"),
}
W_THIRD = {
    EN: (
        "{X}, in case anyone wondered.",
        "Did you all hear? {X}.",
        "Fun fact: {x}.",
        "Just found out {x}!",
        "{X}, apparently. Good for them.",
    ),
    ZH: ("你们知道吗？{x}。", "听说{x}！", "八卦一下：{x}。", "{x}，真好。"),
}
W_CONFIRM = {
    EN: (
        "{X}, so ask them if you've got questions.",
        "Pretty sure {x}, right?",
        "As far as I know {x}.",
    ),
    ZH: ("{x}，有问题可以问问。", "我记得{x}，对吧？"),
}
W_LATE = {
    EN: (
        "Forgot to mention, {x} back in {m}.",
        "Meant to say weeks ago: {x}, in {m}.",
        "Oh, I never told you lot, {x}. That was {m}, time flies.",
    ),
    ZH: ("忘了说，{x}，是{m}的事了。", "一直忘了告诉大家，{m}的时候{x}。"),
}
W_NEG = {
    EN: (
        "No, not {old} any more. {X}.",
        "Ha, no, {old} is ancient history. {X}.",
        "Nope, not {old} now. {X}.",
    ),
    ZH: ("不是{old}了，{x}。", "现在已经不是{old}了，{x}。"),
}
W_SELF = {
    EN: (
        "{me} update for the contacts sheet: {x}.",
        "Note from {me}: {x}. Please update the list!",
    ),
    ZH: ("更新一下通讯录：{x}。", "{me}的小更新：{x}。"),
}
W_FIX = {
    EN: (
        "Sorry, I meant {v}, not {wrong}.",
        "Typo! {V}, not {wrong}.",
        "Correction: {v}. Not {wrong}, no idea why I typed that.",
    ),
    ZH: ("打错了，是{v}，不是{wrong}。", "说错了，应该是{v}，不是{wrong}。"),
}
W_PLAN = {
    EN: (
        "Planning to {x} {when}.",
        "I'm going to {x} {when}, I think.",
        "Seriously considering it: I'll {x} {when}.",
    ),
    ZH: ("我打算{when}{x}。", "{when}准备{x}。"),
}
W_THINK = {
    EN: (
        "Sometimes I think I should {x}.",
        "Half tempted to {x}, not that I ever will.",
        "Thinking about whether to {x}. Thoughts?",
    ),
    ZH: ("有时候想{x}。", "在考虑要不要{x}，大家觉得呢？"),
}
W_DROP = {
    EN: (
        "Not going to {x} after all, {why}.",
        "Scrap the idea to {x}, {why}.",
        "Decided against it, won't {x}. {Why}.",
    ),
    ZH: ("最后还是不{x}了，{why}。", "算了，不{x}了，{why}。"),
}
W_DROP_ASK = {
    EN: ("{who}, did you ever {x} in the end?",),
    ZH: ("{who}，你最后{x}了吗？",),
}
W_DROP_ANS = {
    EN: ("Nah, decided against it, {why}.", "No, gave up on that, {why}."),
    ZH: ("没有，算了，{why}。", "没呢，放弃了，{why}。"),
}
WHY = {
    EN: (
        "the timing's wrong",
        "couldn't face the hassle",
        "changed my mind",
        "talked myself out of it",
        "too much going on",
    ),
    ZH: ("时间不合适", "太麻烦了", "想法变了", "最近太忙"),
}
WHEN = {
    EN: (
        "in the spring",
        "after Christmas",
        "next month",
        "once the bat season's over",
        "before the summer",
    ),
    ZH: ("明年春天", "过完圣诞", "下个月", "夏天之前"),
}
W_BUMP = {
    EN: (
        "Bumped into {who} at {p} yesterday.",
        "Had a coffee with {who} after the session.",
        "{who} wasn't in the group chat much lately, so I asked how things are.",
    ),
    ZH: ("昨天在{p}碰到{who}了。", "活动后和{who}喝了杯咖啡。"),
}
MONTHS_ZH = tuple(f"{i}月" for i in range(1, 13))


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].isascii() else s


class _Fill(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, **kw: str) -> str:
    """Fill a template; {X}/{V}/{Why} are capitalised forms of {x}/{v}/{why}."""
    for low in ("x", "v", "why"):
        if low in kw:
            kw[low[:1].upper() + low[1:]] = cap(kw[low])
    out = template.format_map(_Fill(kw))
    out = out.format_map(_Fill(kw)) if "{" in out else out
    return re.sub(r"\b([Aa]) ([AEIOU])", r"\1n \2", out)


@dataclass
class Person:
    name: str
    pron: str
    zpron: str
    role: str
    lang: str


@dataclass
class Conv:
    day: int
    turns: list[tuple[str, str]]


@dataclass
class Track:
    """One person's slot: what it held (value, stated day, actual start day), and vocabulary."""

    person: Person
    slot: Slot
    held: list[tuple[str, int, int]] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    outdated: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    pending: str | None = None
    dropped_multi: list[str] = field(default_factory=list)  # multi: values given up
    kinds: dict[str, int] = field(default_factory=dict)  # pets: value -> kind index

    def note(self, v: str) -> None:
        if v not in self.values:
            self.values.append(v)

    def unused(self, rng: random.Random) -> str | None:
        rest = [v for v in self.slot.pool[self.person.lang] if v not in self.values]
        return rng.choice(rest) if rest else None


CHANGE_MODES = ("straight", "long", "use", "third", "pronoun", "late", "neg", "we", "self",
                "planned", "fix")  # fmt: skip
CHANGE_WEIGHTS = (3, 2, 2, 2, 1.5, 1.2, 1.5, 1, 0.7, 1.2, 0.8)
ADD_MODES = ("straight", "long", "third", "pronoun", "late", "self")
ADD_WEIGHTS = (3, 2, 2, 1.5, 1, 0.7)


class World:
    """Builds one seed's people, conversations and probes."""

    def __init__(self, seed: int) -> None:
        from datetime import date

        self.date0 = date(2023, 3, 4)
        self.rng = rng = random.Random(seed * 7919 + 17)
        n = rng.randint(10, 14)
        n_zh = max(2, round(n * 0.25))
        names = rng.sample(sorted(PEOPLE_EN), n - n_zh)
        zh_names = rng.sample(sorted(PEOPLE_ZH), n_zh)
        people = [Person(x, *PEOPLE_EN[x]) for x in names]
        people += [Person(x, *PEOPLE_ZH[x]) for x in zh_names]
        people[0].role = "ranger"
        self.ranger = people[0].name
        rng.shuffle(people)
        self.people = people
        self.convs: list[Conv] = []
        self.tracks: list[Track] = []
        self.probes: list[dict[str, Any]] = []

    # -- helpers -------------------------------------------------------------------------------

    def other(self, not_: Person, lang: str | None = None) -> Person:
        pool = [q for q in self.people if q is not not_ and (lang is None or q.lang == lang)]
        return self.rng.choice(pool)

    def bystander(self, a: Person, b: Person) -> Person:
        """Somebody who is neither `a` nor `b` (a reply between two turns)."""
        return self.rng.choice([q for q in self.people if q is not a and q is not b])

    def reporter(self, tr: Track) -> Person:
        """Somebody else who can name this slot's values (same language unless shared)."""
        return self.other(tr.person, None if tr.slot.shared else tr.person.lang)

    def park(self) -> str:
        return self.rng.choice(PARKS)

    def clause(self, tr: Track, kind: str, v: str, lang: str | None = None,
               n: str | None = None, **extra: str) -> str | None:  # fmt: skip
        lang = lang or tr.person.lang
        options = tr.slot.frags[lang].get(kind)
        if not options:
            return None
        kinds = PET_KINDS[lang]
        k = kinds[tr.kinds[v] % len(kinds)] if v in tr.kinds else ""
        k2 = k.removeprefix("a ").removeprefix("一只").removeprefix("一条")
        return fill(self.rng.choice(options), v=v, n=n or tr.person.name, k=k, k2=k2,
                    p=self.park(), r=self.ranger, **extra)  # fmt: skip

    def wrap(self, table: dict[str, tuple[str, ...]], lang: str, **kw: str) -> str:
        kw.setdefault("p", self.park())
        return fill(self.rng.choice(table[lang]), **kw)

    def month(self, day: int, lang: str) -> str:
        from datetime import timedelta

        m = (self.date0 + timedelta(days=day)).month
        return MONTHS_ZH[m - 1] if lang == ZH else MONTHS_EN[m - 1]

    def say(self, day: int, turns: list[tuple[Person, str]], reply: float = 0.4) -> None:
        out = [(p.name, t) for p, t in turns]
        if self.rng.random() < reply:
            r = self.other(turns[-1][0])
            out.append((r.name, self.rng.choice(REPLIES[r.lang])))
        self.convs.append(Conv(min(day, LAST_DAY), out))

    def long_line(self, lang: str, clause: str) -> str:
        before, after = self.rng.choice(SMALL_TALK[lang])
        before, after = fill(before, p=self.park()), fill(after, p=self.park())
        if lang == ZH:
            return f"{before}{clause}。{after}"
        return f"{before} {clause}. {cap(after)}"

    def change_days(self, first: int, m: int) -> list[int]:
        for _ in range(200):
            days = sorted(self.rng.sample(range(first, 690, 3), m))
            if all(b - a >= 60 for a, b in zip([first - 60, *days], days, strict=False)):
                return days
        return [first + 150 * (i + 1) for i in range(m)]

    # -- statements ----------------------------------------------------------------------------

    def initial(self, tr: Track, v: str, day: int) -> None:
        p, L, rng = tr.person, tr.person.lang, self.rng
        kind = "has" if tr.slot.multi else "pres"
        mode = rng.choices(("plain", "long", "fix", "self", "third"), (4, 1.5, 0.8, 0.6, 0.8))[0]
        if mode == "fix":
            wrong = tr.unused(rng)
            if wrong is not None and not tr.slot.multi:
                tr.note(wrong)
                tr.outdated.append(wrong)
                first = self.wrap(W_PLAIN, L, x=self.clause(tr, kind, wrong))
                fix = self.wrap(W_FIX, L, v=v, wrong=wrong)
                self.say(day, [(p, first), (p, fix)])
                return
            mode = "plain"
        if mode == "long":
            self.say(day, [(p, self.long_line(L, self.clause(tr, kind, v)))])
        elif mode == "self":
            x = self.clause(tr, kind + "3", v, n=p.name)
            self.say(day, [(p, self.wrap(W_SELF, L, x=x, me=p.name))])
        elif mode == "third":
            r = self.reporter(tr)
            x = self.clause(tr, kind + "3", v, lang=r.lang)
            self.say(day, [(r, self.wrap(W_CONFIRM, r.lang, x=x))], reply=0)
            if rng.random() < 0.5:
                self.convs[-1].turns.append((p.name, "Yep, that's right." if L == EN else "对的。"))
        else:
            self.say(day, [(p, self.wrap(W_PLAIN, L, x=self.clause(tr, kind, v)))])

    def change(self, tr: Track, old: str, new: str, day: int, next_day: int, prev: int) -> int:
        """Render one change of a single-valued slot; return the day it was first stated."""
        p, L, rng = tr.person, tr.person.lang, self.rng
        while True:
            mode = rng.choices(CHANGE_MODES, CHANGE_WEIGHTS)[0]
            if mode == "we" and "we" not in tr.slot.frags[L]:
                continue
            if mode == "late" and day + 50 >= min(next_day, LAST_DAY):
                continue
            if mode == "planned" and day - 50 <= prev + 5:
                continue
            break
        if mode == "straight":
            self.say(day, [(p, self.wrap(W_NEW, L, x=self.clause(tr, "new", new)))])
        elif mode == "long":
            self.say(day, [(p, self.long_line(L, self.clause(tr, "new", new)))])
        elif mode == "use":
            self.say(day, [(p, self.clause(tr, "use", new))])
        elif mode == "we":
            self.say(day, [(p, self.wrap(W_NEW, L, x=self.clause(tr, "we", new)))])
        elif mode == "self":
            x = self.clause(tr, "new3", new, n=p.name)
            self.say(day, [(p, self.wrap(W_SELF, L, x=x, me=p.name))], reply=0.2)
        elif mode == "third":
            r = self.reporter(tr)
            x = self.clause(tr, "new3", new, lang=r.lang)
            self.say(day, [(r, self.wrap(W_THIRD, r.lang, x=x))])
        elif mode == "pronoun":
            r = self.reporter(tr)
            other = self.bystander(r, p)
            pron = p.zpron if r.lang == ZH else cap(p.pron)
            turns = [
                (r, self.wrap(W_BUMP, r.lang, who=p.name)),
                (other, rng.choice(REPLIES[other.lang])),
                (r, self.clause(tr, "new3", new, lang=r.lang, n=pron) + ("。" if r.lang == ZH else ".")),
            ]  # fmt: skip
            self.say(day, turns, reply=0)
        elif mode == "late":
            lag = rng.randint(18, 45)
            x = self.clause(tr, "new", new)
            self.say(day + lag, [(p, self.wrap(W_LATE, L, x=x, m=self.month(day, L)))])
            return day + lag
        elif mode == "neg":
            r = self.reporter(tr)
            q = self.clause(tr, "ask", old, lang=r.lang)
            ask = f"{p.name}，{q}？" if r.lang == ZH else f"{p.name}, {q}?"
            ans = self.wrap(W_NEG, L, old=old, x=self.clause(tr, "new", new))
            self.say(day, [(r, ask), (p, ans)], reply=0.3)
        elif mode == "planned":
            plan_day = day - rng.randint(20, 45)
            x = self.clause(tr, "inf", new)
            self.say(plan_day, [(p, self.wrap(W_PLAN, L, x=x, when=rng.choice(WHEN[L])))])
            done = "use" if rng.random() < 0.4 else "new"
            line = self.clause(tr, done, new)
            self.say(day, [(p, line if done == "use" else self.wrap(W_NEW, L, x=line))])
        elif mode == "fix":
            wrong = tr.unused(rng)
            if wrong is None:
                self.say(day, [(p, self.wrap(W_NEW, L, x=self.clause(tr, "new", new)))])
                return day
            tr.note(wrong)
            tr.outdated.append(wrong)
            first = self.wrap(W_NEW, L, x=self.clause(tr, "new", wrong))
            self.say(day, [(p, first), (p, self.wrap(W_FIX, L, v=new, wrong=wrong))])
        return day

    # -- tracks --------------------------------------------------------------------------------

    def run_single(self, tr: Track) -> None:
        rng, p = self.rng, tr.person
        L = p.lang
        m = min(rng.choice((1, 1, 2, 2, 2, 3)), len(tr.slot.pool[L]) - 1)
        vals = rng.sample(tr.slot.pool[L], m + 1)
        for v in vals:
            tr.note(v)
        s0 = rng.randint(0, 80)
        self.initial(tr, vals[0], s0)
        tr.held.append((vals[0], s0, s0))
        days = self.change_days(s0 + 60, m)
        for i, d in enumerate(days):
            nxt = days[i + 1] if i + 1 < len(days) else LAST_DAY
            said = self.change(tr, vals[i], vals[i + 1], d, nxt, tr.held[-1][1])
            tr.held.append((vals[i + 1], said, d))
        self.extras(tr, s0)
        self.single_probes(tr)

    def extras(self, tr: Track, s0: int) -> None:
        rng, p = self.rng, tr.person
        L = p.lang
        last_said = tr.held[-1][1]
        if rng.random() < 0.3 and (q := tr.unused(rng)) is not None:  # a plan, dropped
            tr.note(q)
            tr.abandoned.append(q)
            t = rng.randint(s0 + 20, 620)
            x = self.clause(tr, "inf", q)
            self.say(t, [(p, self.wrap(W_PLAN, L, x=x, when=rng.choice(WHEN[L])))])
            t2 = t + rng.randint(25, 80)
            why = rng.choice(WHY[L])
            if rng.random() < 0.5:
                self.say(t2, [(p, self.wrap(W_DROP, L, x=x, why=why))])
            else:
                r = self.other(p, L)
                self.say(t2, [(r, self.wrap(W_DROP_ASK, L, x=x, who=p.name)),
                              (p, self.wrap(W_DROP_ANS, L, why=why))], reply=0)  # fmt: skip
        if rng.random() < 0.18 and (q := tr.unused(rng)) is not None:  # musing, never pursued
            tr.note(q)
            tr.abandoned.append(q)
            self.say(
                rng.randint(s0 + 10, 600), [(p, self.wrap(W_THINK, L, x=self.clause(tr, "inf", q)))]
            )
        if rng.random() < 0.2 and last_said < 630 and (q := tr.unused(rng)) is not None:
            tr.note(q)
            tr.pending = q
            x = self.clause(tr, "inf", q)
            self.say(rng.randint(max(last_said + 10, 650), 722),
                     [(p, self.wrap(W_PLAN, L, x=x, when=rng.choice(WHEN[L])))])  # fmt: skip
        for _ in range(rng.choice((0, 1, 1, 2))):  # distractors in the owner's own mouth
            if (q := tr.unused(rng)) is None:
                break
            tr.note(q)
            self.say(rng.randint(5, LAST_DAY), [(p, self.clause(tr, "dist", q))], reply=0.3)
        if "scope" in tr.slot.frags[L] and rng.random() < 0.5:
            i = rng.randrange(len(tr.held))
            start = tr.held[i][1] + 2
            end = tr.held[i + 1][2] - 2 if i + 1 < len(tr.held) else LAST_DAY
            x = tr.unused(rng)
            if x is not None and end > start:
                tr.note(x)
                line = self.clause(tr, "scope", tr.held[i][0], x=x)
                self.say(rng.randint(start, end), [(p, line + ("。" if L == ZH else "."))])
        if rng.random() < 0.3 and last_said + 5 < LAST_DAY:  # somebody else confirms it
            r = self.reporter(tr)
            x = self.clause(tr, "pres3", tr.held[-1][0], lang=r.lang)
            self.say(rng.randint(last_said + 5, LAST_DAY), [(r, self.wrap(W_CONFIRM, r.lang, x=x))])

    def run_multi(self, tr: Track) -> None:
        rng, p = self.rng, tr.person
        L = p.lang
        grow = rng.random() < 0.45
        vals = rng.sample(tr.slot.pool[L], 3 if grow else 2)
        for v in vals:
            tr.note(v)
            if tr.slot is PET:
                tr.kinds[v] = rng.randrange(6)
        s0 = rng.randint(0, 80)
        self.initial(tr, vals[0], s0)
        days = self.change_days(s0 + 60, 3 if grow else 1)
        for v, d in zip(vals[1:], days[:2], strict=False):
            self.add(tr, v, d)
        if grow:  # the first value given up after the third arrived
            x = self.clause(tr, "drop", vals[0])
            if rng.random() < 0.5:
                self.say(days[2], [(p, self.wrap(W_NEW, L, x=x))])
            else:
                self.say(days[2], [(p, self.long_line(L, x))])
            tr.dropped_multi.append(vals[0])
        for _ in range(rng.choice((0, 1, 1))):
            if (q := tr.unused(rng)) is None:
                break
            tr.note(q)
            self.say(rng.randint(5, LAST_DAY), [(p, self.clause(tr, "dist", q))], reply=0.3)
        cur = [v for v in vals if v not in tr.dropped_multi]
        self.probe(tr, "coexisting", cur)
        if tr.dropped_multi and rng.random() < 0.8:
            self.probe(tr, "historical", list(tr.dropped_multi))

    def add(self, tr: Track, v: str, day: int) -> None:
        p, L, rng = tr.person, tr.person.lang, self.rng
        mode = rng.choices(ADD_MODES, ADD_WEIGHTS)[0]
        if mode == "late" and day + 50 < LAST_DAY:
            x = self.clause(tr, "add", v)
            self.say(
                day + rng.randint(18, 45), [(p, self.wrap(W_LATE, L, x=x, m=self.month(day, L)))]
            )
        elif mode == "long":
            self.say(day, [(p, self.long_line(L, self.clause(tr, "add", v)))])
        elif mode == "third":
            r = self.reporter(tr)
            x = self.clause(tr, "add3", v, lang=r.lang)
            self.say(day, [(r, self.wrap(W_THIRD, r.lang, x=x))])
        elif mode == "pronoun":
            r = self.reporter(tr)
            other = self.bystander(r, p)
            pron = p.zpron if r.lang == ZH else cap(p.pron)
            end = "。" if r.lang == ZH else "."
            self.say(day, [(r, self.wrap(W_BUMP, r.lang, who=p.name)),
                           (other, rng.choice(REPLIES[other.lang])),
                           (r, self.clause(tr, "add3", v, lang=r.lang, n=pron) + end)], reply=0)  # fmt: skip
        elif mode == "self":
            x = self.clause(tr, "add3", v, n=p.name)
            self.say(day, [(p, self.wrap(W_SELF, L, x=x, me=p.name))], reply=0.2)
        else:
            self.say(day, [(p, self.wrap(W_NEW, L, x=self.clause(tr, "add", v)))])

    # -- probes --------------------------------------------------------------------------------

    def probe(self, tr: Track, kind: str, gold: list[str], outdated: list[str] | None = None,
              as_of: int | None = None) -> None:  # fmt: skip
        L = tr.person.lang
        d: dict[str, Any] = {
            "subject": tr.person.name,
            "kind": kind,
            "question": tr.slot.questions[L][kind].format(n=tr.person.name),
            "slot": tr.slot.key,
            "gold": gold,
            "outdated": outdated or [],
            "values": list(tr.values),
            "abandoned": list(tr.abandoned),
        }
        if as_of is not None:
            d["as_of_day"] = as_of
        self.probes.append(d)

    def single_probes(self, tr: Track) -> None:
        rng = self.rng
        held = [h[0] for h in tr.held]
        self.probe(tr, "current", [held[-1]], held[:-1] + tr.outdated)
        if len(held) > 1 and rng.random() < 0.75:
            self.probe(tr, "historical", held[:-1])
        if len(held) > 1 and rng.random() < 0.5:
            i = rng.randrange(len(held) - 1)
            start, end = tr.held[i][1] + 3, tr.held[i + 1][2] - 3
            if end > start:
                self.probe(tr, "as_of", [held[i]], as_of=rng.randint(start, end))
        if tr.pending:
            self.probe(tr, "planning", [tr.pending])

    def trim(self, limit: int) -> None:
        """Drop random historical / as_of probes until at most `limit` remain."""
        optional = [i for i, p in enumerate(self.probes) if p["kind"] in ("historical", "as_of")]
        excess = max(0, len(self.probes) - limit)
        drop = set(self.rng.sample(optional, min(excess, len(optional))))
        self.probes = [p for i, p in enumerate(self.probes) if i not in drop]

    # -- filler and assembly -------------------------------------------------------------------

    def filler(self) -> None:
        rng = self.rng
        s = rng.choice(self.people)
        day = rng.randint(0, LAST_DAY)
        if s.lang == EN and rng.random() < 0.04:
            line = rng.choice(FILLER_MIXED)
        else:
            line = rng.choice(FILLER[s.lang])
        turns = [(s.name, fill(line, p=self.park(), r=self.ranger, k=str(rng.randint(3, 25))))]
        for _ in range(rng.choice((0, 0, 1, 1, 2))):
            r = self.other(s)
            t = fill(rng.choice(FILLER[r.lang]), p=self.park(), r=self.ranger,
                     k=str(rng.randint(3, 25)))  # fmt: skip
            if rng.random() < 0.6 or t == turns[-1][1]:
                t = rng.choice(REPLIES[r.lang])
            turns.append((r.name, t))
        if rng.random() < 0.15:
            turns.insert(0, (s.name, rng.choice(OPENERS[s.lang])))
        self.convs.append(Conv(day, turns))

    def build(self) -> dict[str, Any]:
        rng = self.rng
        for p in self.people:
            n_multi = rng.choice((0, 1, 1, 2))
            n_single = rng.choice((4, 4, 5, 5, 6)) - n_multi + (1 if n_multi == 0 else 0)
            singles = rng.sample(SINGLE_SLOTS, n_single)
            if "bat" in p.role and DETECTOR not in singles:
                singles[0] = DETECTOR
            for slot in singles + rng.sample(MULTI_SLOTS, n_multi):
                tr = Track(p, slot)
                self.tracks.append(tr)
                (self.run_multi if slot.multi else self.run_single)(tr)
        self.trim(rng.randint(112, 140))
        target = rng.randint(560, 760)
        while sum(len(c.turns) for c in self.convs) < target:
            self.filler()
        lang = {p.name: p.lang for p in self.people}
        order = sorted(range(len(self.convs)), key=lambda i: (self.convs[i].day, i))
        episodes = []
        per_day: dict[int, int] = {}
        for i in order:
            c = self.convs[i]
            j = per_day[c.day] = per_day.get(c.day, 0) + 1
            minute = rng.randint(420, 1260)
            for speaker, text in c.turns:
                episodes.append({"day": c.day, "minute": min(minute, 1439), "speaker": speaker,
                                 "text": text, "session": f"chat-d{c.day:03d}-{j}",
                                 "language": lang[speaker]})  # fmt: skip
                minute += rng.randint(1, 6)
        episodes.sort(key=lambda e: (e["day"], e["minute"]))
        return {"generator": GENERATOR, "start": START, "episodes": episodes, "probes": self.probes,
                "people": [{"name": p.name, "role": p.role, "language": p.lang}
                           for p in self.people]}  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """One seed's world: ``start``, ``episodes`` (time-ordered) and ``probes``."""
    return World(seed).build()


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (an empty list when it is sound)."""
    errors = []
    texts = [e["text"] for e in world["episodes"]]
    last = (-1, -1)
    for e in world["episodes"]:
        if not e["text"] or "{" in e["text"] or "}" in e["text"]:
            errors.append(f"bad text: {e['text']!r}")
        if e["language"] not in (EN, ZH) or not 0 <= e["day"] <= LAST_DAY:
            errors.append(f"bad episode: {e}")
        if not 0 <= e["minute"] < 1440 or not e["speaker"] or not e["session"]:
            errors.append(f"bad episode: {e}")
        if (e["day"], e["minute"]) < last:
            errors.append("episodes out of order")
        last = (e["day"], e["minute"])
    for p in world["probes"]:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or not p["gold"] or not p["question"]:
            errors.append(f"bad probe {tag}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errors.append(f"{tag}: gold {g!r} in no episode")
            if g not in p["values"]:
                errors.append(f"{tag}: gold {g!r} not in values")
        if p["kind"] in ("current", "coexisting", "planning"):
            clash = set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"]))
            if clash:
                errors.append(f"{tag}: gold also outdated/abandoned: {clash}")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errors.append(f"{tag}: as_of_day mismatch")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errors.append(f"{tag}: coexisting needs two values")
    return errors


def main() -> None:
    for seed in (7, 11, 23):
        w1, w2 = generate(seed), generate(seed)
        assert w1 == w2, "not deterministic"
        errors = validate(w1)
        for err in errors[:20]:
            print("  ERROR", err)
        assert not errors, f"seed {seed}: {len(errors)} problems"
        kinds: dict[str, int] = {}
        for p in w1["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in w1["episodes"])
        print(f"seed {seed}: {len(w1['people'])} people, {len(w1['episodes'])} episodes "
              f"({zh} zh), {len(w1['probes'])} probes {kinds}")  # fmt: skip


if __name__ == "__main__":
    main()
