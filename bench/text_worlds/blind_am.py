"""Blind text world ``blind_am``: a Cambridge rowing club's novice squad, coaches and volunteers.

``generate(seed)`` invents 10 to 14 people (novice rowers and coxes, two or three coaches and
the boathouse volunteers) who chat in a club group chat over two years: outings at dawn, erg
scores, Fairbairns, the Bumps, blisters, the boathouse kettle.  Each person has four to seven
state slots (their neighbourhood, employer, phone, car, diet, gym, pets, instruments, the
language they are learning, energy supplier, dentist) whose values change one to three times.
Changes are told straight out, shown by use, reported by club-mates, told late, corrected,
planned and done, planned and dropped, or buried in long chatty lines; distractor lines name
values of the same kinds that are nobody's state.  About a quarter of the people write in
simplified Chinese.  Probes carry the gold answers (see ``bench/states.py``).

Written blind from a brief of situations; standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
from typing import Any

START = "2023-03-01T06:30:00+00:00"
LAST_DAY = 728
EN, ZH = "en", "zh"

# (name, pronoun set, language, role)  pronouns: (subject, object, possessive)
HE, SHE, THEY = ("he", "him", "his"), ("she", "her", "her"), ("they", "them", "their")
EN_PEOPLE = (
    ("Harriet", SHE), ("Tom", HE), ("Priya", SHE), ("Callum", HE), ("Imogen", SHE),
    ("Rory", HE), ("Beatrix", SHE), ("Olu", HE), ("Freya", SHE), ("Dominic", HE),
    ("Niamh", SHE), ("Sanjay", HE), ("Martha", SHE), ("Gwen", SHE), ("Alasdair", HE),
    ("Sasha", THEY), ("Esme", SHE), ("Barney", HE),
)  # fmt: skip
ZH_PEOPLE = (
    ("Xiaoyu", SHE), ("Haoran", HE), ("Jiahui", SHE), ("Mingzhe", HE), ("Tingting", SHE),
    ("Zihan", HE), ("Lanlan", SHE),
)  # fmt: skip
ZH_PRON = {HE: "他", SHE: "她", THEY: "ta"}
ROLES_EN = ("novice rower", "novice cox", "coach", "boathouse volunteer")

# ---------------------------------------------------------------------------------------------
# Slots.  Each has a value pool (per language where the values themselves are words), the probe
# questions, and phrase fragments per language keyed by situation:
#   has   first-person present state            new   a change said straight out ({old} may appear)
#   use   the new value shown only by use       rep   a club-mate reports it ({who} = name/pronoun)
#   late  told weeks afterwards                 neg   "not {old} any more, {v} now"
#   fix   a slip corrected: said {x}, meant {v} plan  thinking about / planning {v}
#   done  the plan happened                     drop  the plan was dropped ({v} = dropped value)
#   scope {v} in general but {x} in one setting dist  {x} named, nobody's state
#   add   (multi) {v} added alongside {old}      we    household / "we" statement
# ---------------------------------------------------------------------------------------------

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["home"] = {
    "multi": False,
    "pool": {
        EN: (
            "Mill Road",
            "Chesterton",
            "Romsey",
            "Arbury",
            "Newnham",
            "Trumpington",
            "Cherry Hinton",
            "Histon",
            "Girton",
            "Ely",
            "Petersfield",
            "Milton",
            "Coleridge",
            "Waterbeach",
            "Fen Ditton",
        )
    },  # fmt: skip
    "q": {
        "current": ("Where does {n} live now?", "{n}现在住在哪里？"),
        "historical": ("Where did {n} live before?", "{n}以前住在哪里？"),
        "as_of": ("Where does {n} live?", "{n}住在哪里？"),
        "planning": ("Where is {n} planning to move?", "{n}打算搬到哪里？"),
    },
    EN: {
        "has": (
            "I live in {v}, so the cycle down to the river is about ten minutes",
            "I'm in {v}, shared house, very loud housemates",
            "home is a little terrace in {v}",
        ),
        "new": (
            "moved out of {old} at the weekend, I'm in {v} now",
            "we got the keys! officially living in {v} as of yesterday",
            "new address: {v}. Boxes everywhere",
        ),
        "use": (
            "the ride in from {v} this morning was grim, headwind the whole way along the river",
            "anyone else from {v} want to share a lift to the boathouse? I'm on the corner by the co-op now",
            "my new neighbours in {v} think I'm mad leaving the house at 5.40",
        ),
        "rep": (
            "{who} has moved to {v}, told me at the erg session",
            "did you hear {who} finally left {old}? {v} now apparently",
            "{who}'s living in {v} these days, so {who} cycles past my house",
        ),
        "late": (
            "forgot to mention, I moved to {v} about a month ago, so update the lift list",
            "oh I never said, didn't I? I've been in {v} since the start of last month",
        ),
        "neg": ("no, I'm not in {old} any more, it's {v} now", "not {old} anymore! {v}. Keep up"),
        "fix": ("I'll cycle in from {x}, sorry, I meant {v}, old habits",),
        "plan": (
            "thinking about moving to {v} when the lease runs out",
            "we're looking at flats in {v}, fingers crossed",
            "might move to {v} in the spring, rent's daft where I am",
        ),
        "done": (
            "it happened: we're in {v}! thanks for the boxes Barney",
            "moved into the {v} place on Saturday, plan actually worked",
        ),
        "drop": (
            "the {v} thing fell through, staying put",
            "scrapped the idea of {v}, way too far from the river",
        ),
        "dist": (
            "there's a lovely house for sale in {x}, not that anyone can afford it",
            "is {x} nice to live in? asking for a friend who is joining the squad",
            "traffic through {x} was horrific this morning",
            "if I ever win the lottery I'm buying a boathouse flat in {x}",
        ),
        "scope": ("I live in {v} but I stay at my parents' in {x} most weekends in term",),
        "we": ("we've moved to {v}, the two of us and way too many bikes",),
    },
    ZH: {
        "has": ("我住在{v}，骑车到河边大概十分钟", "我现在住{v}，合租，室友很吵"),
        "new": ("周末从{old}搬走了，现在住在{v}", "拿到钥匙了！从昨天开始正式住在{v}"),
        "use": (
            "今天早上从{v}骑过来一路逆风，累死了",
            "有没有住{v}的想一起拼车去船库？我现在就在那个Co-op旁边",
        ),
        "rep": (
            "{who}搬去{v}了，在测功仪训练的时候跟我说的",
            "听说{who}终于离开{old}了？现在住{v}",
        ),
        "late": ("忘了说，我大概一个月前就搬到{v}了", "我好像没说过？上个月初我就住到{v}了"),
        "neg": ("不不，我已经不住{old}了，现在是{v}",),
        "fix": ("我从{x}骑过来，哦不对，是{v}，说习惯了",),
        "plan": ("租约到期想搬到{v}", "我们在看{v}的房子，希望能成"),
        "done": ("搬成了！现在住在{v}", "周六搬进{v}的新家了"),
        "drop": ("{v}那套房子黄了，不搬了", "不考虑{v}了，离河太远"),
        "dist": ("{x}有套房子在卖，反正我们也买不起", "{x}住起来怎么样？帮新来的队友问的"),
        "scope": ("我平时住{v}，不过周末经常回{x}的父母家",),
        "we": ("我们搬到{v}了，两个人加一堆自行车",),
    },
}

SLOTS["job"] = {
    "multi": False,
    "pool": {
        EN: (
            "Granta Biotech",
            "Fenland Analytics",
            "Addenbrooke's",
            "Arm Holdings",
            "Cam Sensors",
            "Chesterford Labs",
            "the Fitzwilliam Museum",
            "Heffers",
            "Riverside Robotics",
            "Marshall",
            "Ouse Valley Software",
            "Botanic Garden cafe",
            "AstraZeneca",
        )
    },  # fmt: skip
    "q": {
        "current": ("Where does {n} work now?", "{n}现在在哪里工作？"),
        "historical": ("Where did {n} work before?", "{n}以前在哪里工作？"),
        "as_of": ("Where does {n} work?", "{n}在哪里工作？"),
        "planning": ("Where is {n} hoping to work next?", "{n}打算去哪里工作？"),
    },
    EN: {
        "has": (
            "I work at {v}, so weekday outings have to be done by 8",
            "I'm at {v}, it's fine, flexible about early starts",
            "day job is at {v}, which pays for the unisuit at least",
        ),
        "new": (
            "handed in my notice at {old}, starting at {v} on Monday",
            "first week at {v} done, very different from {old}",
            "new job! I've joined {v}",
        ),
        "use": (
            "my new boss at {v} asked why I smell of river water",
            "the canteen at {v} does porridge, which is frankly the best perk after a 6am outing",
            "got my {v} lanyard today, the photo is tragic",
        ),
        "rep": (
            "{who} has started at {v}, big change from {old}",
            "{who} works at {v} now, {who} told me at the bank party",
            "apparently {who} got the job at {v}!",
        ),
        "late": (
            "forgot to say, I left {old} back in the spring, I've been at {v} for weeks",
            "should have mentioned: I'm at {v} now, have been since last month",
        ),
        "neg": ("I don't work at {old} any more, it's {v} now", "no longer {old}, I'm at {v}"),
        "fix": (
            "I'll come from {x} straight to the river, sorry, I meant from {v}, I keep saying that",
        ),
        "plan": (
            "I've applied to {v}, interview next week",
            "thinking about going for a job at {v}",
            "{v} have asked me in for a chat, we'll see",
        ),
        "done": ("got it! I start at {v} next month", "signed the contract with {v}, it's real"),
        "drop": (
            "turned down {v} in the end, the commute would have killed morning outings",
            "not going to {v} after all, they wanted me in London three days a week",
        ),
        "dist": (
            "{x} are hiring loads at the moment if anyone's looking",
            "{x} were on the news again, some big announcement",
            "my cousin works at {x} and never stops complaining",
            "{x} sponsored a boat at the Bumps, fancy",
        ),
        "scope": ("I'm employed by {v} but two days a week I'm seconded to {x}",),
        "we": ("we've both ended up at {v}, which makes car-sharing easy",),
    },
    ZH: {
        "has": ("我在{v}上班，所以工作日训练必须8点前结束", "我在{v}工作，早上训练时间还挺灵活"),
        "new": (
            "在{old}辞职了，下周一去{v}入职",
            "在{v}的第一周结束了，跟{old}很不一样",
            "换工作了！我加入{v}了",
        ),
        "use": ("{v}的新老板问我为什么身上有河水味", "{v}的食堂有燕麦粥，早上六点训练完去吃正好"),
        "rep": ("{who}去{v}上班了，跟以前在{old}很不一样", "听说{who}拿到{v}的offer了！"),
        "late": ("忘了说，我春天就离开{old}了，在{v}已经好几周了",),
        "neg": ("我已经不在{old}了，现在在{v}",),
        "fix": ("我下班从{x}直接过来，哦不对，是从{v}",),
        "plan": ("我投了{v}，下周面试", "在考虑去{v}工作"),
        "done": ("拿到了！下个月去{v}上班", "跟{v}签合同了"),
        "drop": ("最后还是拒了{v}，通勤太远，没法早上训练", "不去{v}了，他们要求每周三天在伦敦"),
        "dist": ("{x}最近在大量招人，有兴趣的可以看看", "我表哥在{x}上班，天天抱怨"),
        "scope": ("我是{v}的员工，但每周两天借调到{x}",),
        "we": ("我们俩都去了{v}，拼车方便多了",),
    },
}

SLOTS["phone"] = {
    "multi": False,
    "pool": {
        EN: (
            "iPhone 12",
            "iPhone 15",
            "Pixel 7",
            "Pixel 8",
            "Galaxy S23",
            "Fairphone 5",
            "Nothing Phone",
            "Moto G84",
            "Xiaomi 13",
            "OnePlus 11",
        )
    },  # fmt: skip
    "q": {
        "current": ("Which phone does {n} use now?", "{n}现在用什么手机？"),
        "historical": ("Which phone did {n} have before?", "{n}以前用什么手机？"),
        "as_of": ("Which phone does {n} use?", "{n}用什么手机？"),
        "planning": ("Which phone is {n} planning to get?", "{n}打算买什么手机？"),
    },
    EN: {
        "has": (
            "my {v} is the only thing that survives the cold on the bank",
            "I've got a {v}, if anyone needs a photo of the crew I can take it",
        ),
        "new": (
            "dropped my {old} in the Cam. Yes really. Got a {v} now",
            "upgraded to a {v}, the {old} battery was done",
            "finally replaced the {old} with a {v}",
        ),
        "use": (
            "the camera on my {v} is unreal, look at this sunrise from the launch",
            "sorry for the blurry video, still figuring out the {v}",
            "my {v} keeps auto-correcting 'Bumps' to 'Bums'",
        ),
        "rep": (
            "{who} got a {v}, has been showing everyone the slow-mo of our catch",
            "{who} has swapped to a {v}, so no more cracked screen",
        ),
        "late": (
            "forgot to mention, I swapped to a {v} weeks ago, that's why my number looked odd on WhatsApp",
        ),
        "neg": ("I'm not on the {old} any more, it's a {v}",),
        "fix": ("filmed it on my {x}, sorry, I mean the {v}, I keep forgetting I changed",),
        "plan": (
            "thinking about getting a {v}, anyone got one?",
            "I might get a {v} on Black Friday",
        ),
        "done": ("caved and bought the {v}", "the {v} arrived today, so I did get it"),
        "drop": (
            "decided against the {v}, way too pricey",
            "not getting the {v} after all, mine still works",
        ),
        "dist": (
            "the {x} advert on the bus shelter is everywhere",
            "would a {x} survive being dropped off the landing stage? asking for no reason",
            "my dad wants a {x}, he'll never work it out",
            "the {x} reviews say the battery is awful",
        ),
        "scope": ("my own phone is a {v}, the {x} is the work one, please don't text me on that",),
    },
    ZH: {
        "has": ("我的{v}是唯一在河边不怕冷的东西", "我用{v}，需要拍船队照片可以找我"),
        "new": ("{old}掉进剑河了，真的。现在换了{v}", "升级到{v}了，{old}电池不行了"),
        "use": ("{v}拍的日出太好看了，看这张从摩托艇上拍的", "视频有点糊，还在熟悉{v}"),
        "rep": ("{who}买了{v}，一直在给大家看我们入水的慢动作",),
        "late": ("忘了说，我几周前就换成{v}了，所以微信号看着不一样",),
        "neg": ("我已经不用{old}了，现在是{v}",),
        "fix": ("用{x}拍的，哦不，是{v}，老忘记换过手机了",),
        "plan": ("在考虑买{v}，有人用过吗？", "黑五可能入手{v}"),
        "done": ("还是买了{v}", "{v}今天到了，终于买了"),
        "drop": ("不买{v}了，太贵", "决定不换{v}了，现在这部还能用"),
        "dist": ("公交站到处都是{x}的广告", "我爸想买{x}，他肯定不会用"),
        "scope": ("我自己的手机是{v}，{x}是工作机，别往那个上发消息",),
    },
}

SLOTS["car"] = {
    "multi": False,
    "pool": {
        EN: (
            "Skoda Octavia",
            "Nissan Leaf",
            "Toyota Yaris",
            "VW Polo",
            "Dacia Sandero",
            "Honda Jazz",
            "Kia Niro",
            "Ford Fiesta",
            "Volvo V70",
            "MG4",
        )
    },  # fmt: skip
    "q": {
        "current": ("What car does {n} drive now?", "{n}现在开什么车？"),
        "historical": ("What car did {n} drive before?", "{n}以前开什么车？"),
        "as_of": ("What car does {n} drive?", "{n}开什么车？"),
        "planning": ("Which car is {n} thinking of buying?", "{n}打算买什么车？"),
    },
    EN: {
        "has": (
            "I drive a {v}, so I can take two people and a set of blades to the regatta",
            "the {v} is mine, the one parked badly by the boathouse gate",
        ),
        "new": (
            "sold the {old}, bought a {v}",
            "said goodbye to the {old} today. Hello {v}",
            "new car: a {v}. Well, new to me",
        ),
        "use": (
            "the {v} fits a full set of blades if you fold the seats, tested it this morning",
            "charging the {v} at the Park and Ride before training, very smug",
            "someone dinged my {v} in the Tesco car park",
        ),
        "rep": (
            "{who} has got a {v} now, so {who} can do the trailer run",
            "{who} turned up in a {v}, very posh",
        ),
        "late": ("forgot to say, I got rid of the {old} in the summer, driving a {v} now",),
        "neg": ("I don't have the {old} any more, it's a {v}",),
        "fix": ("I'll bring the {x}, sorry, the {v}, the {x} is long gone",),
        "plan": ("looking at a {v}, anyone know if they're any good?", "I'm saving for a {v}"),
        "done": ("bought the {v} in the end", "the {v} is on the drive, deal done"),
        "drop": (
            "decided the {v} was a bad idea, keeping what I've got",
            "went off the {v} after the test drive",
        ),
        "dist": (
            "there's a {x} blocking the trailer again, whose is it?",
            "{x} had a recall in the news",
            "my neighbour's {x} alarm went off at 4am, great start to race day",
            "would a {x} even be allowed to tow the trailer?",
        ),
        "scope": (
            "I drive the {v} day to day, but for regattas I borrow my dad's {x} for the towbar",
        ),
        "we": ("we've gone down to one car, the {v}",),
    },
    ZH: {
        "has": ("我开{v}，去比赛能带两个人和一套桨", "船库门口停得很歪的那辆{v}是我的"),
        "new": ("把{old}卖了，买了{v}", "今天跟{old}告别了，换了辆{v}"),
        "use": ("{v}座椅放倒能放下一整套桨，今天早上试过了", "训练前在Park and Ride给{v}充电"),
        "rep": ("{who}现在开{v}了，可以负责拖船车了",),
        "late": ("忘了说，夏天就把{old}处理掉了，现在开{v}",),
        "neg": ("我已经没有{old}了，现在是{v}",),
        "fix": ("我开{x}来，哦不对，是{v}，{x}早卖了",),
        "plan": ("在看{v}，有人知道好不好吗？", "在攒钱买{v}"),
        "done": ("最后还是买了{v}", "{v}已经停在家门口了"),
        "drop": ("试驾以后不想要{v}了", "{v}还是算了，先开现在这辆"),
        "dist": ("又有一辆{x}挡住拖车了，谁的？", "新闻说{x}召回了"),
        "scope": ("平时开{v}，比赛的时候借我爸的{x}，因为有拖钩",),
        "we": ("我们家现在只剩一辆车了，{v}",),
    },
}

SLOTS["diet"] = {
    "multi": False,
    "pool": {
        EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "keto"),
        ZH: ("素食", "纯素", "不吃红肉", "生酮", "无麸质"),
    },  # fmt: skip
    "q": {
        "current": ("What diet does {n} follow now?", "{n}现在是什么饮食？"),
        "historical": ("What diet did {n} follow before?", "{n}以前是什么饮食？"),
        "as_of": ("What diet does {n} follow?", "{n}是什么饮食？"),
        "planning": ("Which diet is {n} thinking of trying?", "{n}打算尝试什么饮食？"),
    },
    EN: {
        "has": (
            "I'm {v}, so put me down for the right option at the boat club dinner",
            "I've been {v} for years, don't worry about me at the BBQ",
        ),
        "new": (
            "I've gone {v}, so no bacon rolls for me after outings",
            "not {old} any more, I'm fully {v} now",
            "started eating {v} this month, feel surprisingly good on the erg",
        ),
        "use": (
            "brought {v} flapjacks for the crew, be nice about them",
            "the {v} option at the Bumps dinner was actually the best plate",
            "finding {v} protein that isn't chalky is a full-time job",
        ),
        "rep": (
            "{who} has gone {v}, so order accordingly for the dinner",
            "heads up, {who} is {v} now",
        ),
        "late": ("forgot to tell the dinner people, I went {v} a while back",),
        "neg": ("I'm not {old} any more, {v} now",),
        "fix": ("put me down as {x}, sorry, I mean {v}",),
        "plan": ("thinking of trying {v} for a month", "might go {v} after the Bumps"),
        "done": ("did it, I'm {v} now", "{v} month turned into {v} for good"),
        "drop": (
            "gave up on the {v} idea after two days",
            "{v} lasted exactly one outing, never again",
        ),
        "dist": (
            "there's a {x} bakery opened near the station",
            "my flatmate is {x} and keeps stealing my oats",
            "is {x} even possible on a rowing training load?",
            "saw an article claiming {x} makes you row faster, lol",
        ),
        "scope": ("I'm {v} at home but I'll go {x} at regattas because the food tent is hopeless",),
        "we": ("we've gone {v} as a household, my partner's idea",),
    },
    ZH: {
        "has": ("我吃{v}，船队聚餐给我素的那份就行", "我{v}好多年了，烧烤不用管我"),
        "new": ("我开始{v}了，训练后的培根卷就不要了", "我现在改成{v}了，以前是{old}"),
        "use": ("给大家带了{v}的燕麦能量棒，别嫌弃", "找不是粉笔味的{v}蛋白粉太难了"),
        "rep": ("{who}现在{v}了，聚餐点菜注意一下",),
        "late": ("忘了跟负责聚餐的说，我前阵子就开始{v}了",),
        "neg": ("我已经不是{old}了，现在{v}",),
        "fix": ("给我登记{x}，不对不对，是{v}",),
        "plan": ("想试一个月{v}", "Bumps结束后可能开始{v}"),
        "done": ("坚持下来了，现在{v}", "本来只试一个月{v}，结果就一直这样了"),
        "drop": ("{v}两天就放弃了", "{v}只坚持了一次训练，再也不试了"),
        "dist": ("车站附近新开了一家{x}面包店", "我室友{x}，老偷吃我的燕麦"),
        "scope": ("我在家{v}，比赛的时候就{x}，因为现场吃的太少",),
        "we": ("我们全家都{v}了，是我对象的主意",),
    },
}

SLOTS["gym"] = {
    "multi": False,
    "pool": {
        EN: (
            "PureGym",
            "Kelsey Kerridge",
            "Anytime Fitness",
            "The Engine Room",
            "Nuffield Health",
            "Ironbridge Strength",
            "Parkside Pool",
        )
    },  # fmt: skip
    "q": {
        "current": ("Which gym does {n} go to now?", "{n}现在去哪个健身房？"),
        "historical": ("Which gym did {n} use before?", "{n}以前去哪个健身房？"),
        "as_of": ("Which gym does {n} go to?", "{n}去哪个健身房？"),
        "planning": ("Which gym is {n} thinking of joining?", "{n}打算加入哪个健身房？"),
    },
    EN: {
        "has": (
            "I do my weights at {v} on the days we're not on the water",
            "I'm a member at {v}, the squat racks are always free at 9pm",
        ),
        "new": (
            "cancelled {old}, joined {v}",
            "moved my membership from {old} to {v}, much closer",
            "signed up at {v} today",
        ),
        "use": (
            "did the circuit from the coaches at {v} tonight, legs gone",
            "the rowing machines at {v} are a disgrace, the damper's stuck on 10",
        ),
        "rep": (
            "{who} trains at {v} now, saw {who} there on Tuesday",
            "{who} has jumped ship to {v}",
        ),
        "late": ("forgot to mention I switched to {v} ages ago, so don't look for me at {old}",),
        "neg": ("not at {old} any more, I'm at {v}",),
        "fix": ("see you at {x} later, sorry, at {v}, muscle memory",),
        "plan": (
            "thinking about joining {v}, they've got proper platforms",
            "might sign up at {v} in January",
        ),
        "done": ("joined {v} in the end", "I'm now officially a {v} member"),
        "drop": (
            "not bothering with {v}, the joining fee is outrageous",
            "went off {v} after the trial week",
        ),
        "dist": (
            "{x} has a January offer on, if anyone's tempted",
            "heard {x} is closing for refurbishment",
            "{x} is so busy at 6pm you can't get near a bench",
        ),
        "scope": ("I'm a {v} member but I swim at {x} on Sundays",),
    },
    ZH: {
        "has": ("不下水的日子我去{v}练力量", "我是{v}的会员，晚上九点深蹲架都是空的"),
        "new": ("退了{old}，办了{v}", "会员从{old}转到{v}了，近多了"),
        "use": ("今晚在{v}做了教练给的循环训练，腿废了", "{v}的划船机太烂了，风阻卡在10"),
        "rep": ("{who}现在去{v}练了，周二还碰到{who}",),
        "late": ("忘了说我早就换到{v}了，别去{old}找我",),
        "neg": ("我不去{old}了，现在去{v}",),
        "fix": ("晚点{x}见，哦不对，是{v}",),
        "plan": ("在考虑办{v}，他们有正规的举重台", "一月份可能去{v}办卡"),
        "done": ("最后还是办了{v}", "正式成为{v}会员了"),
        "drop": ("{v}入会费太离谱，不办了", "体验了一周，不想去{v}了"),
        "dist": ("{x}一月有优惠，有兴趣的可以去", "听说{x}要关门装修"),
        "scope": ("我是{v}的会员，但周日去{x}游泳",),
    },
}

SLOTS["pets"] = {
    "multi": True,
    "pool": {
        EN: (
            "Biscuit",
            "Pepper",
            "Marmite",
            "Crumpet",
            "Otto",
            "Bramble",
            "Pickle",
            "Nutmeg",
            "Winnie",
            "Hector",
            "Fudge",
            "Juniper",
        ),
        ZH: ("豆豆", "年糕", "团子", "可乐", "芝麻", "汤圆", "布丁"),
    },  # fmt: skip
    "q": {
        "coexisting": ("What pets does {n} have now?", "{n}现在养了哪些宠物？"),
        "as_of": ("What pet does {n} have?", "{n}养了什么宠物？"),
    },
    EN: {
        "has": (
            "my cat {v} sat on my kit bag all night, everything is fur",
            "have to get back to walk {v}, she's a greyhound and very dramatic about it",
        ),
        "add": (
            "we've adopted a second one! {v} the rescue kitten, {old} is not impressed",
            "say hello to {v}, new puppy, {old} is being very patient",
            "so we now have {old} and {v}. Send help",
        ),
        "use": (
            "{v} chewed my rowing shoes, the new ones",
            "up at 4 because {v} needed to go out, might as well erg",
        ),
        "rep": (
            "{who} has got another pet, {v}, on top of {old}",
            "{who} brought {v} to the boathouse, the new one",
        ),
        "late": ("oh I never said, we got {v} back in the summer, so it's {old} plus {v} now",),
        "dist": (
            "there's a dog called {x} at the Plough that steals chips",
            "if I had a cat I'd call it {x}",
            "the lock keeper's spaniel {x} nearly fell in again",
        ),
    },
    ZH: {
        "has": ("我家猫{v}在我训练包上睡了一晚，全是毛", "得回去遛{v}了，它特别会闹"),
        "add": ("我们又领养了一只！小猫叫{v}，{old}不太高兴", "新来的小狗叫{v}，{old}很有耐心"),
        "use": ("{v}把我的新划船鞋咬坏了", "四点就被{v}叫醒，干脆去划测功仪"),
        "rep": ("{who}又养了一只，叫{v}，加上{old}一共两只了",),
        "late": ("忘了说，夏天我们又养了{v}，现在是{old}和{v}两只",),
        "dist": ("Plough酒吧有只叫{x}的狗专门偷薯条", "如果我养猫就叫它{x}"),
    },
}

SLOTS["instrument"] = {
    "multi": True,
    "pool": {
        EN: (
            "cello",
            "ukulele",
            "trumpet",
            "piano",
            "bass guitar",
            "violin",
            "clarinet",
            "drums",
            "saxophone",
        ),
        ZH: ("大提琴", "尤克里里", "小号", "钢琴", "吉他", "二胡", "古筝"),
    },  # fmt: skip
    "q": {
        "coexisting": ("Which instruments does {n} play now?", "{n}现在会演奏哪些乐器？"),
        "as_of": ("Which instrument does {n} play?", "{n}演奏什么乐器？"),
    },
    EN: {
        "has": (
            "I play the {v} in a college orchestra, so Thursday outings are a no",
            "{v} practice tonight, my hands hate me after the blisters",
        ),
        "add": (
            "I've started learning the {v} too, on top of the {old}",
            "picked up the {v} as well, the {old} is feeling neglected",
            "so now it's {old} on Mondays and {v} on Wednesdays",
        ),
        "use": (
            "my {v} teacher says my posture is 'very rower'",
            "blisters and {v} strings do not mix",
        ),
        "rep": ("{who} plays the {v} now as well as the {old}, very cultured",),
        "late": (
            "forgot to say, I've been doing {v} lessons since the autumn, still play the {old} too",
        ),
        "dist": (
            "there's a busker on King's Parade with a {x} every morning",
            "someone left a {x} in the boathouse changing room?",
            "my nephew has taken up the {x}, poor parents",
        ),
    },
    ZH: {
        "has": ("我在学院乐团拉{v}，周四的训练来不了", "今晚练{v}，手上水泡还没好"),
        "add": ("我又开始学{v}了，{old}也还在练", "现在是周一{old}，周三{v}"),
        "use": ("{v}老师说我的姿势很像划船的", "水泡和{v}真的不搭"),
        "rep": ("{who}除了{old}现在还学{v}，很有文化",),
        "late": ("忘了说，秋天开始我就在上{v}课了，{old}也还在继续",),
        "dist": ("King's Parade每天早上都有人在弹{x}", "我外甥开始学{x}了，可怜他爸妈"),
    },
}

SLOTS["learning"] = {
    "multi": False,
    "pool": {
        EN: (
            "Dutch",
            "Italian",
            "Mandarin",
            "Japanese",
            "German",
            "Spanish",
            "Welsh",
            "Portuguese",
        ),
        ZH: ("日语", "德语", "法语", "西班牙语", "意大利语", "韩语"),
    },  # fmt: skip
    "q": {
        "current": ("Which language is {n} learning now?", "{n}现在在学什么语言？"),
        "historical": ("Which language was {n} learning before?", "{n}以前在学什么语言？"),
        "as_of": ("Which language is {n} learning?", "{n}在学什么语言？"),
        "planning": ("Which language is {n} planning to learn?", "{n}打算学什么语言？"),
    },
    EN: {
        "has": (
            "I'm learning {v} on the bus, forty days streak",
            "{v} evening class tonight, so I'll skip the pub",
        ),
        "new": (
            "dropped {old}, I'm doing {v} now",
            "switched from {old} to {v}, my brain hurts",
            "started {v} lessons this week",
        ),
        "use": (
            "my {v} teacher made me describe a rowing stroke, disaster",
            "counting the strokes in {v} today to keep myself sane",
        ),
        "rep": (
            "{who} is learning {v} now, gave up on {old}",
            "{who} has started {v}, keeps saying things at the cox",
        ),
        "late": ("forgot to mention I ditched {old} months ago, it's {v} now",),
        "neg": ("not {old} any more, I'm on {v}",),
        "fix": ("my {x} class, sorry, {v} class, is on Tuesday",),
        "plan": ("thinking about starting {v} next term", "might pick up {v} before the holiday"),
        "done": ("signed up for {v} in the end", "went for it, I'm learning {v}"),
        "drop": ("the {v} idea didn't last, no time with training", "not doing {v} after all"),
        "dist": (
            "the crew from abroad at Henley were shouting in {x}, no idea what",
            "is {x} hard? my cousin says it's easy",
            "{x} film night at the Arts Picturehouse, anyone?",
        ),
    },
    ZH: {
        "has": ("我在公交上学{v}，连续四十天了", "今晚有{v}课，不去酒吧了"),
        "new": ("{old}不学了，现在学{v}", "从{old}换成{v}了，脑子疼"),
        "use": ("{v}老师让我描述划船动作，惨", "今天用{v}数桨数，保持清醒"),
        "rep": ("{who}现在学{v}了，{old}放弃了",),
        "late": ("忘了说，几个月前就不学{old}了，现在学{v}",),
        "neg": ("不学{old}了，现在学{v}",),
        "fix": ("我的{x}课，哦不，{v}课，在周二",),
        "plan": ("下学期想开始学{v}", "放假前可能学点{v}"),
        "done": ("最后还是报了{v}", "开始学{v}了"),
        "drop": ("{v}没坚持下来，训练太忙", "最后没学{v}"),
        "dist": ("{x}电影之夜，有人去吗？", "{x}难吗？我表妹说很简单"),
    },
}

SLOTS["energy"] = {
    "multi": False,
    "pool": {
        EN: ("Octopus Energy", "British Gas", "EDF", "Ovo", "Fenpower", "E.ON", "Good Energy")
    },  # fmt: skip
    "q": {
        "current": ("Which energy supplier is {n} with now?", "{n}现在用哪家能源公司？"),
        "historical": ("Which energy supplier was {n} with before?", "{n}以前用哪家能源公司？"),
        "as_of": ("Which energy supplier is {n} with?", "{n}用哪家能源公司？"),
        "planning": (
            "Which energy supplier is {n} thinking of switching to?",
            "{n}打算换到哪家能源公司？",
        ),
    },
    EN: {
        "has": (
            "we're with {v}, the bill this winter was brutal",
            "I'm on {v}, the app at least tells you when to run the dryer for the kit",
        ),
        "new": (
            "switched from {old} to {v}, saving about thirty quid a month",
            "left {old}, we're with {v} now",
        ),
        "use": (
            "{v} sent me a smart meter letter, they can fight me",
            "the {v} app says drying the unisuits costs 40p a go",
        ),
        "rep": ("{who} switched to {v}, won't shut up about the savings",),
        "late": ("forgot to say we moved to {v} in the autumn, {old} kept overcharging",),
        "neg": ("we're not with {old} any more, {v} now",),
        "fix": ("I'll ask {x}, I mean {v}, we switched",),
        "plan": ("thinking about switching to {v}", "we might move to {v} when the fix ends"),
        "done": ("done, we're with {v} now", "the switch to {v} went through"),
        "drop": (
            "not bothering to switch to {v}, the deal vanished",
            "stayed put, {v} wanted a huge exit fee on the new tariff",
        ),
        "dist": (
            "{x} were on the news for the price cap thing",
            "{x} keep knocking on doors round here",
            "my mum's with {x} and she's permanently on hold",
        ),
        "we": ("we've gone with {v} for the house",),
    },
    ZH: {
        "has": (
            "我们家用{v}，今年冬天的账单吓死人",
            "我用{v}，App会告诉你什么时候烘干训练服最便宜",
        ),
        "new": ("从{old}换到{v}了，一个月省三十镑", "不用{old}了，现在是{v}"),
        "use": ("{v}给我寄了智能电表的信", "{v}的App显示烘一次连体服要40便士"),
        "rep": ("{who}换到{v}了，天天说省了多少钱",),
        "late": ("忘了说，秋天我们就换成{v}了，{old}老多收钱",),
        "neg": ("我们已经不用{old}了，现在是{v}",),
        "fix": ("我去问问{x}，哦不对，是{v}，我们换过了",),
        "plan": ("在考虑换{v}", "固定价格到期后可能换到{v}"),
        "done": ("换好了，现在用{v}", "转到{v}成功了"),
        "drop": ("不换{v}了，优惠没了", "没换，{v}的新套餐违约金太高"),
        "dist": ("新闻里又在说{x}的价格上限", "我妈用{x}，客服永远打不通"),
        "we": ("我们家换成{v}了",),
    },
}

SLOTS["dentist"] = {
    "multi": False,
    "pool": {
        EN: (
            "Gwydir Dental",
            "Castle Hill Dental",
            "Hills Road Smiles",
            "Arbour Dental Care",
            "Riverside Smiles",
            "Okafor Dental",
        )
    },  # fmt: skip
    "q": {
        "current": ("Which dentist does {n} go to now?", "{n}现在看哪家牙医？"),
        "historical": ("Which dentist did {n} go to before?", "{n}以前看哪家牙医？"),
        "as_of": ("Which dentist does {n} go to?", "{n}看哪家牙医？"),
        "planning": ("Which dentist is {n} planning to register with?", "{n}打算去哪家牙医注册？"),
    },
    EN: {
        "has": (
            "dentist at {v} this afternoon so I'll miss the erg test",
            "I'm registered at {v}, they're fine, slow but fine",
        ),
        "new": (
            "{old} dropped me off the NHS list, I've registered at {v}",
            "moved dentist to {v}, the {old} waiting list was a joke",
        ),
        "use": (
            "the hygienist at {v} asked if I grind my teeth. I said only at 2k",
            "checkup at {v} tomorrow, then straight to the river",
        ),
        "rep": ("{who} has moved to {v} for the dentist, recommends them",),
        "late": ("forgot to say I've been going to {v} since last year, not {old}",),
        "neg": ("not {old} any more, I'm at {v}",),
        "fix": ("appointment at {x}, sorry, {v}",),
        "plan": ("trying to get on the list at {v}", "thinking of registering at {v}"),
        "done": ("got a place at {v}!", "{v} finally took me on"),
        "drop": ("{v} list is closed, giving up on that", "forget {v}, they only do private now"),
        "dist": (
            "{x} are taking NHS patients apparently, tell your friends",
            "my sister had a horror story at {x}",
        ),
    },
    ZH: {
        "has": ("下午去{v}看牙，测功仪测试来不了", "我在{v}注册的，慢但还行"),
        "new": ("{old}把我从NHS名单上删了，我注册了{v}", "换牙医了，去{v}，{old}排队太久"),
        "use": ("{v}的洁牙师问我是不是磨牙，我说只有划2k的时候", "明天在{v}检查，完了直接去河边"),
        "rep": ("{who}换到{v}看牙了，说挺好",),
        "late": ("忘了说，我去年就开始去{v}了，不是{old}",),
        "neg": ("不去{old}了，现在在{v}",),
        "fix": ("预约在{x}，不对，是{v}",),
        "plan": ("在排{v}的名单", "想去{v}注册"),
        "done": ("{v}终于收我了！", "在{v}拿到名额了"),
        "drop": ("{v}名单关了，算了", "{v}现在只做私人的，不去了"),
        "dist": ("听说{x}在收NHS病人，告诉朋友们", "我姐在{x}有过很可怕的经历"),
    },
}

# Slots where the person may stay with one value all along and only plan/drop.
PLANNABLE = ("home", "job", "phone", "car", "diet", "gym", "learning", "energy", "dentist")
MULTI = ("pets", "instrument")

# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news.  Pieces are combined, so lines rarely repeat.
# ---------------------------------------------------------------------------------------------

PLACES = ("Ditton Corner", "Grassy Corner", "the Railway Bridge", "Baits Bite", "the Reach",
          "First Post Corner", "Stourbridge Common", "the Plough", "Jesus Lock", "Midsummer Common")  # fmt: skip
EVENTS = ("Fairbairns", "the Bumps", "the Head of the Cam", "Winter Head", "the Novice Regatta",
          "Bedford Regatta", "the Christmas Head", "the club BBQ", "the erg relay")  # fmt: skip
FILLER_EN = (
    "outing at {t} tomorrow, boat on the water by {t2} please",
    "who's coxing the {boat} on Saturday?",
    "ice on the landing stage again, careful everyone",
    "2k test results are on the board. {p}, you absolute machine",
    "can someone bring the spare gate for {boat}? the bow one is loose",
    "the river was like glass this morning, best outing of the term",
    "blister count: 7. send plasters",
    "anyone seen my grey hoodie? left it by the ergs",
    "reminder: boathouse clean-up this Sunday, bring gloves",
    "{p} caught a crab at {place} and nearly went swimming",
    "sorry, running 5 mins late, chain came off",
    "the launch engine is making that noise again",
    "great rate work today, keep the ratio long on the recovery",
    "flooded towpath by {place}, go round",
    "who's in for {event}? entries close Friday",
    "the new coaching plan is up, lots of UT2 (sorry)",
    "that wind at {place} was biblical",
    "rigging session Thursday 6pm if anyone wants to learn",
    "kettle's broken in the boathouse. this is a crisis",
    "well rowed at {event} everyone, proud of you",
    "hands sore from the 3x20 mins, how is everyone else",
    "is the river open? the flag looked red from the bridge",
    "{p} what was your split on the last piece?",
    "cox box needs charging, whoever had it last",
    "the geese at {place} are getting aggressive",
    "massive thanks to the volunteers for fixing the racks",
    "team breakfast after the outing? Fitzbillies?",
    "lost a sock in the boathouse, don't ask",
    "that was the worst seat race of my life and I loved it",
    "my legs after the erg session: gone",
    "can we move Tuesday to {t}? half the crew have lectures",
    "photos from {event} are on the club drive",
    "rain is forecast all week so land training it is",
    "crew dinner at the Maypole, 7.30",
    "{p}, you left your bottle on the trailer again",
    "hull repaired, the {boat} is back in service",
    "novice kit order closes Monday",
    "the sunrise at {place} today though",
    "that was some commentary from the bank party, thanks",
    "training camp dates are out, check your diaries",
)
FILLER_ZH = (
    "明天{t}训练，{t2}前要下水",
    "周六谁给{boat}当舵手？",
    "码头又结冰了，大家小心",
    "2k测试成绩出来了，{p}太强了",
    "今天早上河面像镜子一样，这学期最好的一次训练",
    "水泡数：7个。求创可贴",
    "有人看到我的灰色卫衣吗？放在测功仪旁边了",
    "提醒：周日船库大扫除，带手套",
    "{p}在{place}抓螃蟹了，差点下水游泳",
    "抱歉晚五分钟，链条掉了",
    "{event}谁报名？周五截止",
    "新的训练计划发了，好多UT2",
    "{place}的风太大了",
    "周四晚上六点装船教学，想学的来",
    "船库的水壶坏了，大危机",
    "{event}大家划得好，为你们骄傲",
    "三组二十分钟下来手好疼，大家怎么样",
    "河道开放吗？从桥上看旗子好像是红的",
    "训练完一起吃早饭？",
    "测功仪练完腿没了",
    "这周都下雨，只能陆上训练了",
    "{event}的照片传到群相册了",
    "谢谢志愿者们修好了船架",
    "今天{place}的日出太美了",
    "加油！明天比赛大家都要好好的",
    "辛苦了，今天教练的课好累",
)
BOATS = ("Lady Margaret", "Old Eight", "Granta II", "Spirit of Fen", "Blue Four", "Ouse Belle")
TIMES = ("6.15", "6.30", "6.45", "7.00", "5.45", "7.15")
REPLIES_EN = ("haha", "fair enough", "ha, classic", "noted", "thumbs up from the bank", "see you there",
              "same tbh", "oh no", "respect", "lol", "brutal", "+1")  # fmt: skip
NEWS_EN = ("yes!!", "amazing", "nice one", "ooh congrats", "good luck!", "love that", "oh wow",
           "ooh exciting", "about time!", "fancy")  # fmt: skip
REPLIES_ZH = ("哈哈", "好的收到", "哈哈经典", "同感", "收到", "惨", "+1")
NEWS_ZH = ("好耶", "太棒了", "恭喜恭喜", "加油！", "哇", "厉害", "羡慕")
CHATTY_EN = (
    ("morning all, knackered after that session, ", ", anyway, who's got the cox box?"),
    (
        "right, admin corner: ",
        ". Also can someone check the erg monitor in the corner, it keeps resetting",
    ),
    ("long week. Lectures, deadlines, the lot. Oh and ", ". Anyway see you Saturday, bring snacks"),
    (
        "random update while I wait for the kettle: ",
        ", and the geese are back at Grassy, so beware",
    ),
    ("can't believe it's already {event} season, time flies, ", ", anyway rant over"),
)
CHATTY_ZH = (
    ("早上好，昨天练完累死了，", "，对了，谁拿了舵手盒？"),
    ("这周忙疯了，上课、作业，还有", "。总之周六见，带零食"),
    ("等水烧开的时候说一下：", "，还有大鹅又回到Grassy了，小心"),
)
PREFIX_EN = ("", "", "", "", "ok so ", "quick one: ", "ugh, ", "lol ", "PSA: ", "right, ")
SUFFIX_EN = ("", "", "", "", "!", " x", " 🙃", " (again)", ", cheers")
ENGLISH_ZH_WORDS = (" 加油!", " 辛苦了", " (jiayou!)")
ASK_OLD = {  # someone asks about the old value, prompting a "neg" reply
    EN: (
        "wait {n}, is it still {old} for you?",
        "{n}, still {old}?",
        "remind me {n}, {old} right?",
    ),
    ZH: ("{n}，你还是{old}吗？", "等等{n}，还是{old}对吧？"),
}
INTRO_PRON = {  # a line naming someone, before a pronoun report about them
    EN: (
        "bumped into {n} at Sainsbury's yesterday",
        "{n} was on the bank for the whole outing today",
        "had coffee with {n} after the session",
    ),
    ZH: ("昨天在超市碰到{n}了", "今天{n}在岸上看了全程训练"),
}
SELF_NAME = {
    EN: (
        "{n} update, for the crew spreadsheet: {t}",
        "note from {n} for the lift list: {t}",
        "{n} news, nobody asked: {t}",
    ),
    ZH: ("{n}更新一下：{t}", "{n}的小消息：{t}"),
}

# ---------------------------------------------------------------------------------------------
# The builder.
# ---------------------------------------------------------------------------------------------

SINGLE_PATTERNS = ("c1", "c2", "pd", "pdc", "drop", "open", "c1", "c2", "drop", "open")
CHANGE_STYLES = (("new", 3.0), ("use", 2.0), ("rep", 2.0), ("pron", 1.0), ("selfname", 0.8),
                 ("late", 1.3), ("neg", 1.0), ("we", 0.7), ("long", 1.5), ("fix", 0.7))  # fmt: skip
ADD_STYLES = (("add", 3.0), ("use", 1.0), ("rep", 1.5), ("pron", 0.7), ("late", 1.0), ("long", 1.0))


class Builder:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 13)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.sessions = 0
        self.people: list[dict[str, Any]] = []

    # -- people and lines -----------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
        chosen = rng.sample(ZH_PEOPLE, n_zh) + rng.sample(EN_PEOPLE, n - n_zh)
        rng.shuffle(chosen)
        for i, (name, pron) in enumerate(chosen):
            lang = ZH if (name, pron) in ZH_PEOPLE else EN
            role = ROLES_EN[2] if i < 2 else ROLES_EN[3] if i < 4 else rng.choice(ROLES_EN[:2])
            self.people.append({"name": name, "pron": pron, "lang": lang, "role": role,
                                "zh_words": lang == EN and rng.random() < 0.25})  # fmt: skip

    def other(self, owner: dict[str, Any], need_zh: bool = False) -> dict[str, Any]:
        pool = [p for p in self.people if p is not owner and (not need_zh or p["lang"] == ZH)]
        return self.rng.choice(pool or [p for p in self.people if p is not owner])

    def conv(self, day: int, lines: list[tuple[dict[str, Any], str]]) -> None:
        """One conversation (a session) of lines on one day."""
        self.sessions += 1
        session = f"d{day:03d}-c{self.sessions}"
        minute = self.rng.randint(330, 1260)
        for who, text in lines:
            self.episodes.append({"day": day, "minute": minute, "speaker": who["name"],
                                  "text": text, "session": session, "language": who["lang"]})  # fmt: skip
            minute = min(1439, minute + self.rng.randint(1, 9))

    def reply(self, owner: dict[str, Any], news: bool = False) -> tuple[dict[str, Any], str]:
        r = self.other(owner)
        if news:
            return r, self.rng.choice(NEWS_ZH if r["lang"] == ZH else NEWS_EN)
        return r, self.rng.choice(REPLIES_ZH if r["lang"] == ZH else REPLIES_EN)

    def frag(self, key: str, lang: str, kind: str) -> str | None:
        opts = SLOTS[key][lang].get(kind)
        return self.rng.choice(opts) if opts else None

    @staticmethod
    def fill(tpl: str, who: str = "", pron: str = "", **kw: str) -> str:
        if "{who}" in tpl:
            tpl = tpl.replace("{who}", who, 1).replace("{who}", pron or who)
        text = tpl.format(**kw)
        if tpl.startswith(("{v}", "{x}", "{old}")) or not text[:1].islower():
            return text
        return text[0].upper() + text[1:]

    @staticmethod
    def decap(text: str, *values: str) -> str:
        if any(v and text.startswith(v) for v in values):
            return text
        return text[0].lower() + text[1:]

    # -- realising one state event ----------------------------------------------------------

    def realise(
        self,
        day: int,
        owner: dict[str, Any],
        key: str,
        kind: str,
        v: str,
        old: str = "",
        x: str = "",
    ) -> int:
        """Write the lines for one state event; return the day it was actually told."""
        rng, lang, n = self.rng, owner["lang"], owner["name"]
        ascii_v = v.isascii() and old.isascii()
        lines: list[tuple[dict[str, Any], str]] = []
        if kind in ("change", "add"):
            styles = [(s, w) for s, w in (ADD_STYLES if kind == "add" else CHANGE_STYLES)
                      if s != "we" or SLOTS[key][lang].get("we")]  # fmt: skip
            if key in MULTI:
                styles = [(s, w) for s, w in styles if s not in ("we",)]
            if not old:
                styles = [(s, w) for s, w in styles if s not in ("neg", "fix")]
            if owner["pron"] == THEY:
                styles = [(s, w) for s, w in styles if s != "pron"]
            style = rng.choices([s for s, _ in styles], [w for _, w in styles])[0]
            base = "add" if kind == "add" else "new"
            if style in ("rep", "pron"):
                rep = self.other(owner, need_zh=not ascii_v)
                rl = rep["lang"]
                pron_word = ZH_PRON[owner["pron"]] if rl == ZH else owner["pron"][0]
                tpl = self.frag(key, rl, "rep") or ""
                if "{old}" in tpl and not old:
                    tpl = self.frag(key, rl, "rep") or ""
                if "{old}" in tpl and not old:
                    style = "new"
                else:
                    if style == "pron":
                        lines.append((rep, rng.choice(INTRO_PRON[rl]).format(n=n)))
                        lines.append((rep, self.fill(tpl, pron_word, pron_word, v=v, old=old)))
                    else:
                        lines.append((rep, self.fill(tpl, n, pron_word, v=v, old=old)))
            if style == "late":
                day = day + rng.randint(20, 45)
                lines.append((owner, self.fill(self.frag(key, lang, "late") or "", v=v, old=old)))
            elif style == "use":
                lines.append((owner, self.fill(self.frag(key, lang, "use") or "", v=v, old=old)))
            elif style == "neg":
                asker = self.other(owner, need_zh=not old.isascii())
                lines.append((asker, rng.choice(ASK_OLD[asker["lang"]]).format(n=n, old=old)))
                lines.append((owner, self.fill(self.frag(key, lang, "neg") or "", v=v, old=old)))
            elif style == "fix":
                lines.append((owner, self.fill(self.frag(key, lang, "fix") or "", v=v, x=old)))
            elif style == "we" and self.frag(key, lang, "we"):
                lines.append((owner, self.fill(self.frag(key, lang, "we") or "", v=v, old=old)))
            elif style in ("new", "add", "we", "selfname", "long"):
                core = self.fill(self.frag(key, lang, base) or "", v=v, old=old)
                if style == "selfname":
                    core = rng.choice(SELF_NAME[lang]).format(n=n, t=self.decap(core, v, old))
                elif style == "long":
                    a, b = rng.choice(CHATTY_ZH if lang == ZH else CHATTY_EN)
                    a = a.format(event=rng.choice(EVENTS))
                    core = a + (core if lang == ZH else self.decap(core, v, old)) + b
                lines.append((owner, core))
        elif kind == "init":
            lines.append((owner, self.fill(self.frag(key, lang, "has") or "", v=v)))
        elif kind in ("plan", "done", "drop", "scope", "dist"):
            speaker = owner
            if kind == "dist" and rng.random() < 0.4:
                speaker = self.other(owner, need_zh=not x.isascii())
            tpl = self.frag(key, speaker["lang"], kind)
            if tpl is None:
                return day
            lines.append((speaker, self.fill(tpl, v=v, old=old, x=x)))
        if not lines:
            return day
        if rng.random() < 0.35:
            lines.insert(0, self.filler_line(self.other(owner)))
        if rng.random() < 0.5:
            lines.append(self.reply(owner, news=kind in ("change", "add", "done", "plan")))
        self.conv(min(day, LAST_DAY), lines)
        return min(day, LAST_DAY)

    def filler_line(self, who: dict[str, Any]) -> tuple[dict[str, Any], str]:
        rng = self.rng
        pool = FILLER_ZH if who["lang"] == ZH else FILLER_EN
        t = rng.choice(pool).format(
            t=rng.choice(TIMES), t2=rng.choice(TIMES), boat=rng.choice(BOATS),
            p=self.other(who)["name"], place=rng.choice(PLACES), event=rng.choice(EVENTS))  # fmt: skip
        if who["lang"] == EN:
            t = rng.choice(PREFIX_EN) + t + rng.choice(SUFFIX_EN)
        if who["zh_words"] and rng.random() < 0.3:
            t += rng.choice(ENGLISH_ZH_WORDS)
        return who, t[0].upper() + t[1:]

    # -- one person's slot: its timeline, its lines and its probes ---------------------------

    def probe(self, owner: dict[str, Any], key: str, kind: str, gold: list[str],
              values: set[str], outdated: tuple[str, ...] = (), abandoned: tuple[str, ...] = (),
              as_of_day: int | None = None) -> None:  # fmt: skip
        en, zh = SLOTS[key]["q"][kind]
        q = (zh if owner["lang"] == ZH else en).format(n=owner["name"])
        p: dict[str, Any] = {"subject": owner["name"], "kind": kind, "question": q, "slot": key,
                             "gold": list(gold), "outdated": sorted(outdated),
                             "values": sorted(values | set(gold)), "abandoned": sorted(abandoned)}  # fmt: skip
        if as_of_day is not None:
            p["as_of_day"] = as_of_day
        self.probes.append(p)

    def slot(self, owner: dict[str, Any], key: str) -> None:
        rng, sd = self.rng, SLOTS[key]
        pool = sd["pool"].get(owner["lang"], sd["pool"][EN])
        vals = rng.sample(pool, min(len(pool), 5))
        spare = [v for v in pool if v not in vals]
        d0 = rng.randint(1, 80)
        told = self.realise(d0, owner, key, "init", vals[0])
        held = [(d0, told, vals[0])]  # (day it became true, day it was told, value)
        planned: list[str] = []
        dropped: list[str] = []
        open_plan = ""
        if sd["multi"]:
            for i in range(rng.choice((1, 1, 2))):
                day = rng.randint(held[-1][1] + 45, 420 + 200 * i)
                held.append((day, self.realise(day, owner, key, "add", vals[i + 1], old=vals[i]),
                             vals[i + 1]))  # fmt: skip
        else:
            pat = rng.choice(SINGLE_PATTERNS)
            n_changes = 2 if pat in ("c2", "pdc") else 1
            for i in range(n_changes):
                v, old = vals[i + 1], held[-1][2]
                cursor = held[-1][1]
                hi = 560 if (i == 0 and n_changes == 2) or pat in ("drop", "open") else 680
                day = rng.randint(cursor + 50, max(cursor + 51, hi))
                done_plan = pat == "pd" or (pat == "pdc" and i == 1)
                if done_plan:
                    self.realise(day - rng.randint(15, 45), owner, key, "plan", v)
                    planned.append(v)
                    told = self.realise(day, owner, key, "done", v, old=old)
                else:
                    told = self.realise(day, owner, key, "change", v, old=old)
                held.append((day, told, v))
            cursor = held[-1][1]
            if pat in ("drop", "open"):
                p = vals[n_changes + 1]
                planned.append(p)
                day = rng.randint(cursor + 20, max(cursor + 21, 640 if pat == "drop" else 715))
                self.realise(day, owner, key, "plan", p)
                if pat == "drop":
                    self.realise(min(LAST_DAY, day + rng.randint(15, 60)), owner, key, "drop", p)
                    dropped.append(p)
                else:
                    open_plan = p
        values = {h[2] for h in held} | set(planned)
        cur = held[-1][2]
        last_told = max(h[1] for h in held)
        # restatements, exceptions and distractors (no news)
        if not sd["multi"] and sd[owner["lang"]].get("scope") and spare and rng.random() < 0.35:
            x = spare.pop(rng.randrange(len(spare)))
            if last_told + 10 < LAST_DAY:
                self.realise(rng.randint(last_told + 5, LAST_DAY), owner, key, "scope", cur, x=x)
                values.add(x)
        if rng.random() < 0.3 and last_told + 10 < LAST_DAY:
            line = self.fill(self.frag(key, owner["lang"], "use") or "", v=cur)
            self.conv(rng.randint(last_told + 5, LAST_DAY), [(owner, line), self.reply(owner)])
        for _ in range(rng.choice((1, 1, 2))):
            if spare:
                x = spare.pop(rng.randrange(len(spare)))
                self.realise(rng.randint(0, LAST_DAY), owner, key, "dist", cur, x=x)
                values.add(x)
        # probes
        if sd["multi"]:
            self.probe(owner, key, "coexisting", [h[2] for h in held], values)
        else:
            self.probe(owner, key, "current", [cur], values,
                       outdated=tuple(h[2] for h in held[:-1]), abandoned=tuple(dropped))  # fmt: skip
            if len(held) > 1 and rng.random() < 0.55:
                self.probe(owner, key, "historical", [h[2] for h in held[:-1]], values)
            if open_plan:
                self.probe(owner, key, "planning", [open_plan], values)
        if rng.random() < 0.5:
            i = rng.randrange(len(held) - 1)
            lo, hi = held[i][1] + 3, held[i + 1][0] - 3
            if hi - lo >= 4:
                gold = [h[2] for h in held[: i + 1]] if sd["multi"] else [held[i][2]]
                self.probe(owner, key, "as_of", gold, values, as_of_day=rng.randint(lo, hi))

    def chatter(self) -> None:
        rng = self.rng
        who = rng.choice(self.people)
        lines = [self.filler_line(who)]
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            lines.append(self.filler_line(rng.choice(self.people)) if rng.random() < 0.4
                         else self.reply(lines[-1][0]))  # fmt: skip
        self.conv(rng.randint(0, LAST_DAY), lines)


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: episodes in time order and the probes (see the module doc)."""
    b = Builder(seed)
    b.cast()
    for person in b.people:
        for key in b.rng.sample(sorted(SLOTS), b.rng.randint(4, 7)):
            b.slot(person, key)
    # keep the probe count in range: drop some as_of / historical probes if there are too many
    while len(b.probes) > 138:
        extra = [i for i, p in enumerate(b.probes) if p["kind"] in ("as_of", "historical")]
        if not extra:
            break
        del b.probes[b.rng.choice(extra)]
    target = b.rng.randint(560, 760)
    while len(b.episodes) < target:
        b.chatter()
    episodes = sorted(b.episodes, key=lambda e: (e["day"], e["minute"]))
    return {"start": START, "episodes": episodes, "probes": b.probes,
            "people": [{k: p[k] for k in ("name", "lang", "role")} for p in b.people]}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> None:
    """Raise AssertionError if an episode or probe is malformed or a gold value is never said."""
    eps = world["episodes"]
    names = {e["speaker"] for e in eps}
    for e in eps:
        assert 0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440, e
        assert e["language"] in (EN, ZH) and e["text"].strip() and e["session"], e
        assert "{" not in e["text"] and "}" not in e["text"], e
    corpus = "\n".join(e["text"] for e in eps)
    for p in world["probes"]:
        assert p["kind"] in KINDS and p["subject"] in names and p["question"], p
        assert p["gold"] and all(g in corpus for g in p["gold"]), p
        assert set(p["gold"]) <= set(p["values"]), p
        assert not set(p["gold"]) & set(p["outdated"]) and not set(p["gold"]) & set(
            p["abandoned"]
        ), p
        assert (p["kind"] == "as_of") == ("as_of_day" in p), p
        if p["kind"] == "coexisting":
            assert len(p["gold"]) >= 2, p


def main() -> None:
    for seed in (7, 11, 23):
        w = generate(seed)
        validate(w)
        assert w == generate(seed), "not deterministic"
        kinds: dict[str, int] = {}
        for p in w["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['people'])} people, {len(w['episodes'])} episodes "
              f"({zh} zh), {len(w['probes'])} probes {kinds}")  # fmt: skip


if __name__ == "__main__":
    main()
