"""Blind text world ``blind_at``: a Swansea surf life-saving club's group chats over two years.

Volunteer lifeguards, patrol captains, nipper-squad parents, the clubhouse bar team, the
committee and a handful of Chinese-speaking university students who joined this year talk
in a few group chats (patrol, nippers, bar, committee, the students' own chat).  Most of it
is weather, swell, rotas and gossip; some of it carries news about people's own lives:
where they live, who they work for, which beach they patrol, their phone network, car,
gym, drink, bank, pets, instruments and so on.

``generate(seed)`` returns the episodes (time-ordered chat lines) and probes with their gold
values, in the shape ``bench.states.load_text_world`` reads.  Written blind from a brief of
situations (direct changes, changes shown only by use, third-party reports, pronouns,
late reports, plans kept and dropped, distractors, scoped exceptions, coexisting values,
negations and corrections, Chinese speakers).  Standard library only; deterministic.
"""

from __future__ import annotations

import random
from typing import Any

START = "2023-04-01T07:00:00+00:00"
LAST_DAY = 729
EN, ZH = "en", "zh"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

# (name, pronoun, language, group chat they mostly write in, household?)
PEOPLE = (
    ("Rhiannon", "she", EN, "patrol", True),
    ("Gareth", "he", EN, "patrol", True),
    ("Dai", "he", EN, "bar", False),
    ("Ceri", "she", EN, "nippers", True),
    ("Owain", "he", EN, "committee", True),
    ("Bethan", "she", EN, "nippers", True),
    ("Huw", "he", EN, "bar", True),
    ("Sian", "she", EN, "committee", True),
    ("Tomos", "he", EN, "patrol", False),
    ("Nerys", "she", EN, "nippers", True),
    ("Jamie", "he", EN, "patrol", False),
    ("Lowri", "she", EN, "bar", False),
    ("Aled", "he", EN, "committee", True),
    ("Carys", "she", EN, "patrol", False),
    ("Lin Yue", "she", ZH, "students", False),
    ("Zhou Hao", "he", ZH, "students", False),
    ("Chen Xin", "she", ZH, "students", False),
    ("Liu Yang", "he", ZH, "students", False),
    ("Xu Ting", "she", ZH, "students", False),
)
CHATS = ("patrol", "nippers", "bar", "committee", "students")
PRON_ZH = {"she": "她", "he": "他"}


def S(key: str, multi: bool = False, household: bool = False, plans: bool = True, **kw: Any):
    """A slot definition: pools and phrase fragments per language (see the keys below)."""
    return {"key": key, "multi": multi, "household": household, "plans": plans, **kw}


# Fragment keys.  en/zh pools: values.  q/qz: questions per probe kind ({n} = person).
# state: first-person present ({v}); third: report about someone ({s} = name or pronoun);
# change: first-person change; use: a line that only shows the value in use; inf: infinitive
# for plans; stay: "sticking with" phrase; dist: distractor with {x}; we: household clause;
# scope: "{v} mostly, but {x} for ..." clause.  Chinese keys end in _z.
SLOTS = [
    S(
        "home",
        en=(
            "Mumbles",
            "Sketty",
            "Uplands",
            "Brynmill",
            "St Thomas",
            "Killay",
            "Gorseinon",
            "Townhill",
            "the Marina",
            "Bishopston",
            "Port Tennant",
            "Pontarddulais",
        ),
        zh=(
            "Brynmill",
            "Uplands",
            "Bay Campus",
            "Singleton",
            "St Thomas",
            "SA1",
            "Sketty",
            "Mount Pleasant",
        ),
        q={
            "current": "Which part of Swansea does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Which part of Swansea was {n} living in?",
            "planning": "Where is {n} planning to move?",
        },
        qz={
            "current": "{n}现在住在斯旺西哪一带？",
            "historical": "{n}之前住在哪里？",
            "as_of": "{n}那时住在哪一带？",
            "planning": "{n}打算搬去哪里？",
        },
        state=(
            "I live in {v}",
            "I'm renting in {v}",
            "home is {v} these days",
            "I've got a little terrace in {v}",
        ),
        third=("{s}'s living in {v} now", "{s}'s moved to {v}", "{s} rents a place in {v} now"),
        change=(
            "I've moved to {v}",
            "finally got the keys to a place in {v}",
            "I moved house, I'm in {v} now",
            "signed for a flat in {v} and moved in Saturday",
        ),
        use=(
            "walked down from {v} to the clubhouse this morning, forty minutes, legs are gone",
            "new neighbours in {v} already complaining about my wetsuit on the railings",
            "the bus from {v} to Langland is a joke, two changes",
        ),
        inf=("move to {v}", "look for somewhere in {v}", "buy a place in {v}"),
        stay=("staying put in {v}", "not leaving {v} after all"),
        dist=(
            "house prices in {x} are mental, saw a two-bed for 320k",
            "anyone know a decent chippy in {x}? out that way Saturday",
            "if I won the lottery I'd live in {x}, no question",
            "they've dug up the whole road in {x} again",
        ),
        state_z=("我住在{v}", "我现在住{v}那边", "我在{v}租了个房间"),
        third_z=("{s}搬到{v}去了", "{s}现在住在{v}"),
        change_z=("我搬到{v}了", "终于搬完家了，现在住{v}", "我已经搬去{v}啦"),
        use_z=(
            "今天从{v}走到俱乐部，走了四十分钟，累死",
            "{v}楼下新开了一家中超，终于能买到老干妈了",
        ),
        inf_z=("搬到{v}", "在{v}找房子"),
        stay_z=("继续住{v}",),
        dist_z=("听说{x}那边房租又涨了", "有人知道{x}附近有好吃的中餐吗？"),
    ),
    S(
        "employer",
        en=(
            "DVLA",
            "Morriston Hospital",
            "Swansea Council",
            "Admiral",
            "Tesco Fforestfach",
            "Gower Pasty Co",
            "Tidewater Joinery",
            "Langland Bay Brasserie",
            "Swansea Uni",
            "Mumbles Marine Supplies",
            "Celtic Sea Surveys",
            "Bayside Vets",
        ),
        zh=(
            "Chatime",
            "Swansea Uni library",
            "Tesco Express",
            "Dragon Noodle Bar",
            "Mumbles Marine Supplies",
            "Boots",
            "Primark",
        ),
        q={
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before?",
            "as_of": "Where was {n} working?",
            "planning": "Where is {n} hoping to work next?",
        },
        qz={
            "current": "{n}现在在哪里打工？",
            "historical": "{n}之前在哪里打工？",
            "as_of": "{n}那时在哪里打工？",
            "planning": "{n}打算去哪里打工？",
        },
        state=("I work at {v}", "I'm at {v} these days", "I'm on the payroll at {v}"),
        third=("{s}'s working at {v} now", "{s}'s got a job at {v}", "{s}'s started at {v}"),
        change=(
            "I've started a new job at {v}",
            "handed my notice in and I'm at {v} now",
            "first week at {v} done",
        ),
        use=(
            "can't do Tuesday patrol, {v} have me on a late",
            "lanyard from {v} nearly went in the sea with me",
            "{v} staff discount, so I'll bring the biscuits for nippers",
        ),
        inf=("apply to {v}", "go for the opening at {v}", "move to {v}"),
        stay=("staying where I am",),
        dist=(
            "{x} are hiring, saw it on Facebook",
            "my cousin hated working at {x}",
            "did you see {x} on the news?",
            "imagine working at {x} lol",
        ),
        scope=("I'm at {v} most of the week, but I do Saturdays at {x}",),
        state_z=("我在{v}打工", "我现在在{v}做兼职"),
        third_z=("{s}现在在{v}打工", "{s}去{v}上班了"),
        change_z=("我换工作了，现在在{v}", "新兼职在{v}，第一周结束", "我开始在{v}上班了"),
        use_z=("今晚{v}排了我晚班，训练去不了", "{v}员工折扣，我带零食过来"),
        inf_z=("去{v}打工", "申请{v}的兼职"),
        stay_z=("不换了",),
        dist_z=("{x}在招人，朋友圈看到的", "听说{x}的老板很凶"),
    ),
    S(
        "club_role",
        en=(
            "probationer",
            "patrol member",
            "patrol captain",
            "vice-captain",
            "IRB crew",
            "IRB driver",
            "nipper coach",
            "bar manager",
            "water safety officer",
            "club treasurer",
            "club secretary",
        ),
        zh=("probationer", "patrol member", "IRB crew", "nipper coach", "bar volunteer"),
        q={
            "current": "What is {n}'s role in the club now?",
            "historical": "What role did {n} have in the club before?",
            "as_of": "What was {n}'s role in the club?",
            "planning": "Which club role is {n} going for?",
        },
        qz={
            "current": "{n}现在在俱乐部担任什么角色？",
            "historical": "{n}之前在俱乐部是什么角色？",
            "as_of": "{n}那时在俱乐部是什么角色？",
            "planning": "{n}打算争取什么角色？",
        },
        state=("I'm {v} this season", "I'm down as {v} on the rota", "my role's {v}"),
        third=("{s}'s {v} now", "{s}'s been made {v}", "{s}'s stepped up to {v}"),
        change=(
            "I've been made {v}",
            "passed the assessment, I'm {v} now",
            "committee voted me in as {v}",
        ),
        use=(
            "as {v} I need everyone's availability by Friday please",
            "{v} duties today: signing in kit and counting radios",
        ),
        inf=("go for {v}", "put my name forward for {v}", "do the course for {v}"),
        stay=("staying as I am",),
        dist=(
            "we still need a {x} for the Aberavon carnival",
            "who was {x} before Huw's era?",
            "the {x} course is in Cardiff this year",
            "being {x} sounds like a nightmare tbh",
        ),
        state_z=("我现在是{v}", "这季我是{v}"),
        third_z=("{s}现在是{v}了", "{s}当上{v}了"),
        change_z=("我通过考核了，现在是{v}", "委员会让我做{v}了"),
        use_z=("作为{v}，我周五前要收大家的时间表", "今天{v}的任务是数对讲机"),
        inf_z=("考{v}", "申请当{v}"),
        stay_z=("维持现状",),
        dist_z=("俱乐部还缺一个{x}", "{x}的课程这次在卡迪夫"),
    ),
    S(
        "patrol_beach",
        plans=False,
        en=(
            "Langland",
            "Caswell",
            "Rhossili",
            "Port Eynon",
            "Aberavon",
            "Oxwich",
            "Swansea Bay",
            "Limeslade",
        ),
        zh=("Langland", "Caswell", "Rhossili", "Port Eynon", "Oxwich"),
        q={
            "current": "Which beach does {n} patrol now?",
            "historical": "Which beach did {n} patrol before?",
            "as_of": "Which beach was {n} patrolling?",
        },
        qz={
            "current": "{n}现在在哪个海滩值班？",
            "historical": "{n}以前在哪个海滩值班？",
            "as_of": "{n}那时在哪个海滩值班？",
        },
        state=("I'm on the {v} patrol", "I patrol {v} on Sundays", "I'm a {v} regular"),
        third=("{s}'s on the {v} patrol now", "{s}'s been moved to {v}"),
        change=(
            "I've been moved over to {v}",
            "they've put me on {v} from now on",
            "switched to the {v} patrol",
        ),
        use=(
            "rip at {v} was ferocious today, three rescues before lunch",
            "parking at {v} was full by nine, had to walk the kit down",
        ),
        dist=(
            "{x} flags were up wrong yesterday according to Facebook",
            "dog walkers at {x} are a menace",
            "{x} is gorgeous this time of year",
        ),
        state_z=("我在{v}值班", "我是{v}那组的"),
        third_z=("{s}调到{v}值班了", "{s}现在在{v}那组"),
        change_z=("我被调到{v}了", "以后我去{v}值班"),
        use_z=("今天{v}的离岸流好强", "{v}停车场九点就满了"),
        dist_z=("{x}的风景太美了", "听说{x}昨天旗子插错了"),
    ),
    S(
        "carrier",
        en=("EE", "Vodafone", "Three", "O2", "giffgaff", "Tesco Mobile", "Smarty", "Dyfed Mobile"),
        zh=("giffgaff", "Lebara", "Three", "Vodafone", "EE", "China Mobile"),
        q={
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} on?",
            "planning": "Which network is {n} planning to switch to?",
        },
        qz={
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时用哪家运营商？",
            "planning": "{n}打算换成哪家运营商？",
        },
        state=("I'm on {v}", "my phone's on {v}", "I'm with {v} for my phone"),
        third=("{s}'s on {v} now", "{s}'s switched to {v}"),
        change=(
            "I've moved my number to {v}",
            "ported over to {v} yesterday",
            "I switched to {v}, PAC code and all",
        ),
        use=(
            "{v} has no signal at Rhossili car park, couldn't ring in the log",
            "{v} texted me a bill for £38, what did I even do",
        ),
        inf=("switch to {v}", "move my number to {v}", "go over to {v}"),
        stay=("sticking with {v}",),
        dist=(
            "{x} are doing 100GB for a tenner, saw it on a bus stop",
            "{x} went down for half of Wales yesterday apparently",
            "never go with {x}, they're hopeless",
        ),
        scope=("I'm on {v} for my own phone, but the work phone's {x}",),
        state_z=("我用{v}的卡", "我的手机是{v}"),
        third_z=("{s}换成{v}了", "{s}现在用{v}"),
        change_z=("我把号码转到{v}了", "我换成{v}了，PAC码搞了半天"),
        use_z=("{v}在Rhossili完全没信号", "{v}这个月扣了我二十镑"),
        inf_z=("换成{v}", "把号码转到{v}"),
        stay_z=("继续用{v}",),
        dist_z=("{x}在搞活动，十镑一百G", "听说{x}信号很差"),
    ),
    S(
        "car",
        en=(
            "Corsa",
            "Fiesta",
            "Berlingo",
            "Transit Connect",
            "Yaris",
            "Golf",
            "Honda Jazz",
            "Skoda Octavia",
            "Nissan Leaf",
            "Land Rover Defender",
            "Kia Niro",
        ),
        zh=("Yaris", "Golf", "Nissan Leaf", "Honda Jazz", "Fiat 500"),
        q={
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} have before?",
            "as_of": "What car was {n} driving?",
            "planning": "Which car is {n} planning to get?",
        },
        qz={
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}那时开什么车？",
            "planning": "{n}打算买什么车？",
        },
        state=("I drive a {v}", "I've got a {v}", "my car's a {v}"),
        third=("{s}'s driving a {v} now", "{s}'s got a {v}", "{s}'s bought a {v}"),
        change=(
            "I've bought a {v}",
            "traded the old car in for a {v}",
            "picked up a {v} from the garage in Fforestfach",
        ),
        use=(
            "boards fit in the {v} with the seats down, just about",
            "the {v} got a ticket outside the clubhouse, cheers traffic wardens",
            "sand everywhere in the {v} already",
        ),
        inf=("get a {v}", "buy a {v}", "trade up to a {v}"),
        stay=("keeping the {v}",),
        dist=(
            "saw a {x} for sale on Marketplace, mint",
            "a {x} nearly took my wing mirror off on Mumbles Road",
            "who buys a {x} in this economy",
        ),
        we=("we've got a {v} now for the family",),
        state_z=("我开{v}", "我有一辆{v}"),
        third_z=("{s}买了一辆{v}", "{s}现在开{v}"),
        change_z=("我买了一辆二手{v}", "我把旧车卖了，换了{v}"),
        use_z=("冲浪板塞进{v}里刚好", "{v}今天在俱乐部门口被贴了罚单"),
        inf_z=("买一辆{v}",),
        stay_z=("继续开{v}",),
        dist_z=("Marketplace上有辆{x}很便宜", "谁会买{x}啊"),
    ),
    S(
        "gym",
        en=(
            "PureGym Swansea",
            "The Gym Group",
            "LC Swansea",
            "Bay Fitness",
            "Wales National Pool",
            "Ironworks Boxing",
            "Mumbles CrossFit",
            "Sketty Lane Sports Village",
        ),
        zh=(
            "PureGym Swansea",
            "Bay Campus gym",
            "Wales National Pool",
            "The Gym Group",
            "LC Swansea",
        ),
        q={
            "current": "Which gym does {n} train at now?",
            "historical": "Which gym did {n} use before?",
            "as_of": "Which gym was {n} training at?",
            "planning": "Which gym is {n} planning to join?",
        },
        qz={
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}那时去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
        state=("I train at {v}", "I'm a member at {v}", "I do my pool sessions at {v}"),
        third=("{s}'s joined {v}", "{s} trains at {v} now"),
        change=(
            "I've joined {v}",
            "cancelled the old membership and signed up at {v}",
            "moved my gym stuff over to {v}",
        ),
        use=(
            "did the pool test lengths at {v} this morning, 400m in 7:40",
            "{v} was rammed tonight, queued for the rower",
        ),
        inf=("join {v}", "sign up at {v}"),
        stay=("sticking with {v}",),
        dist=(
            "{x} are doing no joining fee this month",
            "{x} changing rooms are grim, my sister says",
            "heard {x} might be closing?",
        ),
        scope=("I train at {v} normally, but I do a class at {x} on Thursdays",),
        state_z=("我在{v}健身", "我办了{v}的卡"),
        third_z=("{s}去{v}健身了", "{s}办了{v}的会员"),
        change_z=("我换到{v}了", "退了之前的卡，办了{v}"),
        use_z=("今天在{v}游了四百米，七分四十", "{v}今晚人好多"),
        inf_z=("办{v}的卡", "去{v}"),
        stay_z=("继续去{v}",),
        dist_z=("{x}这个月免入会费", "听说{x}要关门了"),
    ),
    S(
        "drink",
        plans=False,
        en=(
            "Brains SA",
            "Guinness",
            "Tomos Watkin OSB",
            "oat flat white",
            "Aperol spritz",
            "Vimto",
            "Gower Gold",
            "cloudy cider",
            "Diet Coke",
            "Lucozade",
        ),
        zh=("bubble tea", "oat latte", "Diet Coke", "Guinness", "jasmine tea"),
        q={
            "current": "What does {n} usually drink at the clubhouse now?",
            "historical": "What did {n} usually drink before?",
            "as_of": "What was {n}'s usual drink?",
        },
        qz={
            "current": "{n}现在在俱乐部一般喝什么？",
            "historical": "{n}以前一般喝什么？",
            "as_of": "{n}那时一般喝什么？",
        },
        state=("my usual's {v}", "I'm a {v} person", "I only drink {v} at the bar"),
        third=("{s}'s on {v} these days", "{s} drinks {v} now"),
        change=(
            "I've gone over to {v}",
            "switched my usual to {v}",
            "I'm off the old stuff, it's {v} for me now",
        ),
        use=(
            "pint of {v} after patrol, nothing better",
            "put a {v} behind the bar for me please Dai, be there in 10",
        ),
        dist=(
            "we're out of {x} again, whoever does the order",
            "{x} is overrated, fight me",
            "the rugby club has {x} on for £3",
        ),
        scope=("{v} most nights, but {x} when I'm driving",),
        state_z=("我一般喝{v}", "我只喝{v}"),
        third_z=("{s}现在只喝{v}", "{s}改喝{v}了"),
        change_z=("我改喝{v}了", "现在我只点{v}"),
        use_z=("训练完来一杯{v}，舒服", "谁帮我点一杯{v}"),
        dist_z=("吧台的{x}又卖完了", "{x}真的太甜了"),
    ),
    S(
        "diet",
        plans=True,
        en=("vegetarian", "vegan", "pescatarian", "gluten-free", "keto", "dairy-free"),
        zh=("素食", "不吃辣", "低碳水", "清真", "vegetarian"),
        q={
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before?",
            "as_of": "What diet was {n} following?",
            "planning": "Which diet is {n} thinking of trying?",
        },
        qz={
            "current": "{n}现在的饮食习惯是什么？",
            "historical": "{n}以前的饮食习惯是什么？",
            "as_of": "{n}那时的饮食习惯是什么？",
            "planning": "{n}打算尝试什么饮食？",
        },
        state=("I'm {v}", "I eat {v} now", "I'm doing {v}"),
        third=("{s}'s gone {v}", "{s}'s {v} now"),
        change=("I've gone {v}", "I'm {v} as of this month", "officially {v} now"),
        use=(
            "can someone save me a {v} option from the barbecue",
            "{v} these days so no bacon rolls for me at patrol, tragic",
        ),
        inf=("try going {v}", "go {v}"),
        stay=("sticking with it",),
        dist=(
            "my brother went {x} for a month and lasted a week",
            "there's a {x} stall at the Mumbles market now",
            "imagine being {x} at a bbq lol",
        ),
        state_z=("我现在{v}", "我吃{v}"),
        third_z=("{s}开始{v}了", "{s}现在{v}"),
        change_z=("我开始{v}了", "从这个月起我{v}"),
        use_z=("烧烤能给我留一份{v}的吗", "食堂的{v}套餐其实还不错"),
        inf_z=("试试{v}",),
        stay_z=("继续这样吃",),
        dist_z=("我室友说要{x}，坚持了三天", "市场里新开了个{x}的摊子"),
    ),
    S(
        "bank",
        en=(
            "Monzo",
            "Starling",
            "Barclays",
            "Nationwide",
            "HSBC",
            "Lloyds",
            "Santander",
            "Principality",
            "Chase",
        ),
        zh=("Monzo", "HSBC", "Starling", "Barclays", "招商银行"),
        q={
            "current": "Which bank does {n} use now?",
            "historical": "Which bank did {n} use before?",
            "as_of": "Which bank was {n} with?",
            "planning": "Which bank is {n} planning to move to?",
        },
        qz={
            "current": "{n}现在用哪家银行？",
            "historical": "{n}以前用哪家银行？",
            "as_of": "{n}那时用哪家银行？",
            "planning": "{n}打算换到哪家银行？",
        },
        state=("I bank with {v}", "my account's with {v}", "I'm with {v} for banking"),
        third=("{s}'s moved banks to {v}", "{s} banks with {v} now"),
        change=(
            "I've switched my current account to {v}",
            "moved all my money over to {v}",
            "opened a {v} account and closed the old one",
        ),
        use=(
            "{v} app says I've spent £62 in the clubhouse this month, that can't be right",
            "sent you the subs from {v} Owain, should be there now",
        ),
        inf=("switch to {v}", "move my account to {v}"),
        stay=("staying with {v}",),
        dist=(
            "{x} are giving £175 to switch, anyone done it?",
            "{x} app was down all morning",
            "the {x} in town is closing, another one gone",
        ),
        scope=("{v} for everyday stuff, but my savings are with {x}",),
        state_z=("我用{v}", "我的账户在{v}"),
        third_z=("{s}换到{v}了", "{s}现在用{v}"),
        change_z=("我把账户转到{v}了", "开了{v}的账户，旧的关掉了"),
        use_z=("{v}的app说我这个月在俱乐部花了六十镑", "会费我用{v}转给Owain了"),
        inf_z=("换到{v}", "开一个{v}的账户"),
        stay_z=("继续用{v}",),
        dist_z=("{x}转账送一百七十五镑", "{x}的app今天崩了"),
    ),
    S(
        "energy",
        en=("Octopus", "British Gas", "EDF", "OVO", "E.ON", "Taff Valley Energy", "So Energy"),
        q={
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier was {n} with?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        state=("I'm with {v} for gas and electric", "my energy's with {v}", "I'm on {v}"),
        third=("{s}'s switched energy to {v}", "{s}'s with {v} now"),
        change=(
            "I've switched the energy over to {v}",
            "moved to {v} for gas and electric",
            "we're with {v} now, switched last week",
        ),
        use=(
            "{v} sent me a bill for £212, and that's with the heating off",
            "smart meter from {v} says the dryer costs 90p a go, wetsuits can drip dry",
        ),
        inf=("switch to {v}", "go over to {v}"),
        stay=("staying with {v}",),
        dist=(
            "{x} put their prices up again, it was on the news",
            "{x} rang me three times today trying to sell me solar",
            "my mam swears by {x}",
        ),
        we=("we've switched to {v} for the house", "we're with {v} now"),
    ),
    S(
        "streaming",
        en=("Netflix", "Disney+", "BBC iPlayer", "S4C Clic", "Amazon Prime", "NOW", "Apple TV+"),
        zh=("Netflix", "Bilibili", "iQIYI", "Disney+", "腾讯视频"),
        q={
            "current": "Which streaming service does {n} use now?",
            "historical": "Which streaming service did {n} use before?",
            "as_of": "Which streaming service was {n} using?",
            "planning": "Which streaming service is {n} thinking of getting?",
        },
        qz={
            "current": "{n}现在用哪个视频平台？",
            "historical": "{n}以前用哪个视频平台？",
            "as_of": "{n}那时用哪个视频平台？",
            "planning": "{n}打算订哪个视频平台？",
        },
        state=("we've got {v}", "I pay for {v}", "I watch everything on {v}"),
        third=("{s}'s got {v} now", "{s}'s swapped to {v}"),
        change=(
            "cancelled the old one and got {v}",
            "I've switched to {v}",
            "signed up to {v} and binned the other",
        ),
        use=(
            "watched three episodes on {v} instead of doing the rota, sorry Sian",
            "{v} keeps asking if I'm still watching, yes, leave me alone",
        ),
        inf=("get {v}", "sign up to {v}"),
        stay=("keeping {v}",),
        dist=(
            "there's a surf doc on {x} apparently, anyone got it?",
            "{x} is putting prices up again",
            "{x} is pointless, nothing on it",
        ),
        we=("we've switched to {v} for the house", "we cancelled the old one, we're on {v} now"),
        state_z=("我用{v}追剧", "我开了{v}会员"),
        third_z=("{s}开了{v}会员", "{s}现在在{v}上追剧"),
        change_z=("我换成{v}了", "退了之前的会员，开了{v}"),
        use_z=("昨晚在{v}上刷了三集，没复习", "{v}又给我推荐了一部冲浪电影"),
        inf_z=("开个{v}会员",),
        stay_z=("继续用{v}",),
        dist_z=("听说{x}上有部冲浪纪录片", "{x}又涨价了"),
    ),
    S(
        "dentist",
        plans=False,
        en=(
            "Uplands Dental",
            "Mumbles Smile Studio",
            "Sketty Dental Care",
            "Kingsway Dental",
            "Gower Road Dentist",
            "Morriston Dental Practice",
        ),
        q={
            "current": "Which dentist is {n} registered with now?",
            "historical": "Which dentist was {n} with before?",
            "as_of": "Which dentist was {n} registered with?",
        },
        state=("I'm registered at {v}", "my dentist's {v}", "I go to {v}"),
        third=("{s}'s registered with {v} now", "{s} goes to {v}"),
        change=(
            "I've finally got an NHS place at {v}",
            "I've moved dentist to {v}",
            "registered at {v}, took eighteen months on the list",
        ),
        use=(
            "at {v} now, numb face, don't make me laugh",
            "{v} are doing my crown Tuesday, so no patrol for me",
        ),
        dist=(
            "{x} are taking NHS patients apparently, tell your mates",
            "my sister's dentist is {x}, she loves them",
            "{x} charged Dai £90 for a check-up",
        ),
    ),
    S(
        "school",
        household=True,
        kids=True,
        plans=True,
        en=(
            "Bishopston Primary",
            "Ysgol Bryn-y-Môr",
            "Olchfa",
            "Bishop Gore",
            "Oystermouth Primary",
            "Newton Primary",
            "Ysgol Gyfun Gŵyr",
            "Dumbarton House",
        ),
        q={
            "current": "Which school do {n}'s kids go to now?",
            "historical": "Which school did {n}'s kids go to before?",
            "as_of": "Which school were {n}'s kids at?",
            "planning": "Which school is {n} planning to send the kids to?",
        },
        state=("my two are at {v}", "the kids go to {v}", "ours are at {v}"),
        third=("{s}'s got the kids at {v} now", "{s}'s moved the kids to {v}"),
        change=(
            "the kids started at {v} this week",
            "we moved the kids to {v}",
            "first day at {v} for mine today, no tears (from them)",
        ),
        use=(
            "{v} have a non-uniform day Friday so they'll be in wetsuits probably",
            "can someone grab mine from {v} at 3, I'm stuck on patrol",
        ),
        inf=("move the kids to {v}", "put the kids in for {v}"),
        stay=("keeping them at {v}",),
        dist=(
            "{x} had an inspection, it was in the Evening Post",
            "heard {x} are doing a beach safety week, we should offer",
            "my niece hates {x}",
        ),
        we=("we've moved ours to {v}", "we're a {v} family now"),
    ),
    S(
        "board",
        plans=True,
        en=(
            "Torq 7'6",
            "Firewire Seaside",
            "NSP Funboard",
            "Softech Mason",
            "Catch Surf Odysea",
            "Lost Puddle Jumper",
            "Gower Glass Mini Mal",
        ),
        zh=("Softech Mason", "Torq 7'6", "Catch Surf Odysea", "NSP Funboard", "Lost Puddle Jumper"),
        q={
            "current": "Which surfboard does {n} ride now?",
            "historical": "Which surfboard did {n} ride before?",
            "as_of": "Which surfboard was {n} riding?",
            "planning": "Which board is {n} planning to buy?",
        },
        qz={
            "current": "{n}现在用哪块冲浪板？",
            "historical": "{n}以前用哪块冲浪板？",
            "as_of": "{n}那时用哪块冲浪板？",
            "planning": "{n}打算买哪块冲浪板？",
        },
        state=("I ride a {v}", "my board's a {v}", "I'm on a {v}"),
        third=("{s}'s riding a {v} now", "{s}'s bought a {v}"),
        change=("I've bought a {v}", "sold the old board and got a {v}", "new board day: a {v}"),
        use=(
            "caught the best wave of my life on the {v} this morning",
            "dinged the {v} on the rocks at Caswell, gutted",
        ),
        inf=("buy a {v}", "get a {v}"),
        stay=("keeping the {v}",),
        dist=(
            "someone's selling a {x} on the club noticeboard",
            "{x} boards are overpriced",
            "my mate snapped a {x} at Llangennith",
        ),
        state_z=("我用的是{v}", "我的板是{v}"),
        third_z=("{s}买了一块{v}", "{s}现在用{v}"),
        change_z=("我买了一块{v}", "把旧板卖了，换了{v}"),
        use_z=("今天用{v}冲到了人生最好的一道浪", "{v}在Caswell的礁石上磕了一下，心疼"),
        inf_z=("买一块{v}",),
        stay_z=("继续用{v}",),
        dist_z=("俱乐部公告栏有人卖{x}", "{x}太贵了吧"),
    ),
    S(
        "partner",
        plans=False,
        en=("Mared", "Rhys", "Leanne", "Ioan", "Hannah", "Kyle", "Ffion", "Marcus", "Delyth"),
        zh=("Wang Jie", "Tom", "Ellie", "Li Na", "Sam"),
        q={
            "current": "Who is {n}'s partner now?",
            "historical": "Who was {n}'s partner before?",
            "as_of": "Who was {n}'s partner?",
        },
        qz={
            "current": "{n}现在的对象是谁？",
            "historical": "{n}之前的对象是谁？",
            "as_of": "{n}那时的对象是谁？",
        },
        state=("my other half is {v}", "me and {v} have been together ages", "{v}'s my partner"),
        third=("{s}'s seeing {v} now", "{s}'s with {v} these days"),
        change=(
            "me and {v} are official, before anyone asks",
            "I'm seeing {v} now",
            "new partner alert: {v}",
        ),
        use=(
            "{v} is coming to the bbq, be nice",
            "bringing {v} to the quiz Thursday, they're good on geography",
        ),
        dist=(
            "my cousin's marrying someone called {x}",
            "who's {x}? the one with the van?",
            "{x} from the rugby club asked about joining",
        ),
        state_z=("我对象是{v}", "我和{v}在一起了"),
        third_z=("{s}和{v}在一起了", "{s}现在的对象是{v}"),
        change_z=("我和{v}在一起了，先说好别起哄", "官宣一下，我对象是{v}"),
        use_z=("周六烧烤我带{v}一起来", "{v}说下次也想来试试冲浪"),
        dist_z=("我室友的对象叫{x}", "{x}是谁啊？"),
    ),
    S(
        "pets",
        multi=True,
        plans=False,
        en=("Bryn", "Mabli", "Pip", "Tegid", "Nel", "Moss", "Shadow", "Biscuit", "Dylan"),
        zh=("Mochi", "汤圆", "Lucky", "Bao", "豆豆"),
        q={
            "current": "Which pets does {n} have now?",
            "historical": "Which pet did {n} have before?",
            "coexisting": "Which pets does {n} have now?",
            "as_of": "Which pets did {n} have?",
        },
        qz={
            "current": "{n}现在养了哪些宠物？",
            "historical": "{n}以前养过哪只宠物？",
            "coexisting": "{n}现在养了哪些宠物？",
            "as_of": "{n}那时养了哪些宠物？",
        },
        state=("I have a {sp}, {v}", "{v}, my {sp}, says hi", "I've got a {sp} called {v}"),
        third=("{s}'s got a new {sp}, {v}", "{s}'s adopted a {sp} called {v}"),
        add=(
            "we've got a new {sp} as well, {v}",
            "meet {v}, the new {sp}, joining the household alongside the old one",
            "got a second one: {v}, a little {sp}",
        ),
        remove=(
            "{v} has gone to live on my uncle's farm in Carmarthen, breaks my heart",
            "we rehomed {v}, it wasn't fair on the {sp} with my shifts",
            "said goodbye to {v} today. seventeen years. sorry, no patrol from me",
        ),
        use=(
            "{v} ate a whole crab on Caswell beach, vet bill incoming",
            "{v} waiting by the door for the car keys again",
        ),
        dist=(
            "someone's lost a {sp} called {x} near Langland, share pls",
            "if I had a {sp} I'd call it {x}",
            "the bar dog used to be called {x} apparently",
        ),
        state_z=("我养了一只{sp}叫{v}", "我的{sp}{v}"),
        third_z=("{s}养了一只{sp}，叫{v}", "{s}家多了一只{sp}，叫{v}"),
        add_z=("家里又来了一只{sp}，叫{v}", "新成员{v}，一只小{sp}，和老大一起住"),
        remove_z=("{v}送给朋友养了，舍不得", "{v}回国了，跟我妈住"),
        use_z=("{v}今天把我的冲浪绳咬断了", "{v}又在门口等我回家"),
        dist_z=("Langland有人丢了一只{sp}叫{x}", "如果我养{sp}我就叫它{x}"),
    ),
    S(
        "instruments",
        multi=True,
        plans=True,
        en=(
            "ukulele",
            "guitar",
            "harp",
            "drums",
            "fiddle",
            "piano",
            "bodhrán",
            "bass guitar",
            "trumpet",
        ),
        zh=("guitar", "piano", "二胡", "古筝", "ukulele"),
        q={
            "current": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} play before?",
            "coexisting": "Which instruments does {n} play now?",
            "as_of": "Which instruments was {n} playing?",
            "planning": "Which instrument is {n} planning to learn?",
        },
        qz={
            "current": "{n}现在弹/拉什么乐器？",
            "historical": "{n}以前玩什么乐器？",
            "coexisting": "{n}现在会哪些乐器？",
            "as_of": "{n}那时玩什么乐器？",
            "planning": "{n}打算学什么乐器？",
        },
        state=("I play the {v}", "I've played {v} since school", "I'm in a band on {v}"),
        third=("{s}'s learning the {v} as well now", "{s}'s taken up {v}"),
        add=(
            "started {v} lessons too, on top of the other one",
            "I've taken up the {v} as well",
            "added {v} to the collection, the neighbours love me",
        ),
        remove=(
            "gave up the {v}, no time with patrols",
            "sold my {v}, wasn't touching it",
            "I don't play {v} any more",
        ),
        use=(
            "bringing the {v} to the end of season do, you've been warned",
            "{v} practice instead of the gym tonight",
        ),
        inf=("learn the {v}", "take up {v}"),
        dist=(
            "there's a {x} player busking outside Castle Square, class",
            "my nephew wants a {x} for Christmas, god help us",
            "anyone want a {x}? clearing the loft",
        ),
        state_z=("我会{v}", "我从小学{v}"),
        third_z=("{s}开始学{v}了", "{s}也会{v}"),
        add_z=("我又开始学{v}了，两个一起练", "除了原来那个，现在也在学{v}"),
        remove_z=("{v}不练了，没时间", "把{v}卖了"),
        use_z=("期末聚会我带{v}过来", "今晚练{v}，不去健身了"),
        inf_z=("学{v}",),
        dist_z=("Castle Square有人在弹{x}，好好听", "我表弟想要一把{x}"),
    ),
    S(
        "learning",
        multi=True,
        plans=True,
        en=("Welsh", "Spanish", "Mandarin", "Portuguese", "BSL", "French", "Cantonese"),
        zh=("威尔士语", "西班牙语", "日语", "Welsh", "法语"),
        q={
            "current": "Which languages is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "coexisting": "Which languages is {n} learning now?",
            "as_of": "Which languages was {n} learning?",
            "planning": "Which language is {n} planning to learn?",
        },
        qz={
            "current": "{n}现在在学什么语言？",
            "historical": "{n}以前学过什么语言？",
            "coexisting": "{n}现在在学哪些语言？",
            "as_of": "{n}那时在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
        state=(
            "I'm learning {v}",
            "doing {v} on Duolingo every night",
            "I'm in a {v} evening class",
        ),
        third=("{s}'s learning {v} now", "{s}'s started {v} classes"),
        add=(
            "started {v} as well, my brain is full",
            "I've added {v} classes on Wednesdays too",
            "doing {v} now as well as the other one",
        ),
        remove=(
            "dropped {v}, too much with work",
            "gave up on {v}, the streak died in March",
            "not doing {v} any more",
        ),
        use=(
            "my {v} tutor says my accent is 'brave'",
            "practised my {v} on the bar customers, nobody understood",
        ),
        inf=("learn {v}", "start {v}"),
        dist=(
            "the uni is offering free {x} classes, if anyone's interested",
            "{x} is meant to be the hardest, is it?",
            "my cousin's teaching {x} in Madrid",
        ),
        state_z=("我在学{v}", "每天晚上用Duolingo学{v}"),
        third_z=("{s}在学{v}", "{s}报了{v}班"),
        add_z=("我又开始学{v}了，两门一起", "周三晚上还加了{v}课"),
        remove_z=("{v}不学了，太忙", "{v}放弃了"),
        use_z=("{v}老师说我发音很勇敢", "今天在吧台用{v}跟客人聊天"),
        inf_z=("学{v}",),
        dist_z=("学校有免费的{x}课", "听说{x}最难学"),
    ),
]
SLOT = {s["key"]: s for s in SLOTS}
SPECIES = {"Bryn": "spaniel", "Mabli": "cat", "Pip": "terrier", "Tegid": "collie", "Nel": "cat",
           "Moss": "lurcher", "Shadow": "cat", "Biscuit": "rabbit", "Dylan": "labrador",
           "Mochi": "猫", "汤圆": "猫", "Lucky": "狗", "Bao": "仓鼠", "豆豆": "狗"}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Wrappers around the slot fragments: how people actually drop the news into the chat.
# ---------------------------------------------------------------------------------------------
W_EN = {
    "direct": (
        "{c}!",
        "Bit of news: {c}.",
        "{c}. Weird week.",
        "{c} 🙌",
        "So... {c}.",
        "update nobody asked for: {c}",
        "{c}, before anyone hears it from Dai",
    ),
    "long_pre": (
        "Morning all! Swell looks tiny for Sunday so nippers will be on the sand doing flags, ",
        "Right, couple of things before I forget: the urn's broken again, ",
        "Cheers for covering yesterday, owe you a pint, oh and ",
        "Lovely session tonight, the little ones were brilliant in the shore break, ",
        "Sorry I've been quiet, mad week, car failed its MOT, nan's 90th, and ",
    ),
    "long_post": (
        ", anyway who's bringing the gazebo Saturday?",
        ". Also is the AGM still on the 14th?",
        ", so that's me. Has anyone seen my fins? blue ones, left them by the IRB shed",
        ". Back to the rota: I can do 10 till 2 but not after.",
    ),
    "ooo": (
        "Forgot to mention, {st}, have been since {m}.",
        "Meant to say weeks ago: {st}. Since {m}, slipped my mind with everything.",
        "oh and I never told you lot: {st}! Since {m}. I'm a terrible correspondent",
    ),
    "ask": (
        "Has anyone heard from {n}? Not seen {o} at patrol for weeks",
        "Where's {n} been hiding?",
        "{n} was very quiet at training, everything ok?",
        "Is {n} still coming to the quiz?",
    ),
    "tell": (
        "{t} — {p} told me at the bar Friday",
        "{t}, {p} seems made up about it",
        "{t}. Didn't {p} say?",
    ),
    "named": (
        "Saw {n} in Tesco: {t}.",
        "Fyi {t}.",
        "Little update since {n} won't post it {r}: {t}",
    ),
    "self": (
        "{t}. Yes, I'm talking about myself in the third person now",
        "Announcement from the desk of {n}: {t}.",
        "{t} (it's me, I'm {n}, hi)",
    ),
    "neg_q": ("{n} is it still {old} for you?", "{n} you still {old}?", "Still {old}, {n}?"),
    "neg_a": (
        "No, not {old} any more — {st}.",
        "Nope! {st}, {old} is ancient history",
        "not any more, {c}",
    ),
    "fix": (
        "sorry, I meant {v}, not {x}. cold hands",
        "*{v}, not {x}. autocorrect is drunk",
        "wait no — {v}! no idea why I typed {x}",
    ),
    "use": ("{u}", "{u} lol", "{u}. Anyway."),
    "we": ("{w}, so the house is sorted", "{w}. Long story.", "Household update: {w}."),
    "plan": (
        "Thinking of trying to {i}, any thoughts?",
        "I might {i} after the season",
        "Seriously considering whether to {i}",
        "Going to {i} once the summer's done, I reckon",
    ),
    "drop": (
        "Scrap what I said about the plan to {i}. {y}.",
        "Not going to {i} after all. {y}, for now.",
        "Decided against it, I won't {i}. {y}.",
    ),
    "muse": (
        "Sometimes I think I should {i}, then I have a cup of tea and the feeling passes",
        "Part of me wants to {i}. Only part.",
        "Daydreaming about whether to {i} again, ignore me",
    ),
    "open": (
        "Right, decided: I'm going to {i} in the new year.",
        "Plan for next month: {i}. Will keep you posted.",
        "I'm going to {i} soon, it's happening, hold me to it",
    ),
    "scope": ("{sc}, if anyone was wondering", "Not that anyone asked but {sc}"),
    "state": (
        "{st}.",
        "For the new lot: {st}.",
        "{st}, by the way",
        "Just so you know, {st}.",
        "{st}, if that helps with the rota",
        "Intro for the group chat: {st}.",
    ),
    "dist_to": ("{n}, {d}", "@{n} {d}"),
}
W_ZH = {
    "direct": ("{c}！", "说个事：{c}。", "{c}~", "更新一下：{c}"),
    "long_pre": (
        "大家好！这周末浪很小，小朋友们在沙滩上练旗子，",
        "先说几件事：吧台的热水壶又坏了，还有，",
        "这周忙疯了，考试加作业，",
    ),
    "long_post": (
        "。对了，周六谁带帐篷？",
        "，就这些。有人看到我的脚蹼吗？蓝色的",
        "。值班表我周日十点到两点可以。",
    ),
    "ooo": ("忘了跟大家说，{m}的时候{c}。", "早该说的：{m}{c}，一直忘了讲"),
    "ask": ("有人最近见到{n}吗？好久没来训练了", "{n}最近在忙什么？"),
    "tell": ("{t}，{p}上周跟我说的", "见了，{t}"),
    "named": ("帮{n}说一声：{t}", "顺便说，{t}"),
    "self": ("本人{n}宣布：{t}", "{t}——对，说的就是我本人"),
    "neg_q": ("{n}你还是{old}吗？", "{n}，还是{old}？"),
    "neg_a": ("不是{old}了，{st}", "早就不是{old}了，{c}"),
    "fix": ("打错了，是{v}，不是{x}", "更正：是{v}，不是{x}"),
    "use": ("{u}", "{u}哈哈", "{u}。"),
    "we": ("{w}",),
    "plan": ("我在考虑{i}", "我可能要{i}了，大家觉得呢？", "打算暑假后{i}"),
    "drop": ("算了，不{i}了，{y}", "之前说要{i}，还是算了，{y}"),
    "muse": ("有时候想{i}，想想就算了", "偶尔会想要不要{i}"),
    "open": ("我下个月打算{i}", "决定了，准备{i}"),
    "scope": ("{sc}",),
    "state": (
        "{st}。",
        "给新来的说一下，{st}",
        "顺便说一句，{st}",
        "自我介绍一下，{st}",
        "{st}哈哈",
    ),
    "dist_to": ("{n}，{d}", "@{n} {d}"),
}
CHANGE_MODES = ("direct", "use", "ask", "named", "self", "we", "ooo", "neg", "fix", "long")


def date_of(day: int) -> tuple[int, int]:
    """(year, month) of a day offset from START."""
    y, m, d = 2023, 4, 1 + day
    lengths = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    while True:
        n = lengths[m - 1] + (1 if m == 2 and y % 4 == 0 else 0)
        if d <= n:
            return y, m
        d -= n
        m += 1
        if m == 13:
            y, m = y + 1, 1


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class Person:
    def __init__(self, name: str, pron: str, lang: str, chat: str, household: bool) -> None:
        self.name, self.pron, self.lang, self.chat = name, pron, lang, chat
        self.household = household
        self.zh = lang == ZH


class Builder:
    """Collects episodes and probes for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.people: list[Person] = []
        self.deck: list[str] = []

    # -- episodes ------------------------------------------------------------------------
    def say(self, day: int, who: Person, text: str, chat: str | None = None,
            minute: int | None = None) -> None:  # fmt: skip
        chat = chat or who.chat
        self.episodes.append({
            "day": day, "minute": minute if minute is not None else self.rng.randint(380, 1320),
            "speaker": who.name, "text": text, "session": f"{chat}-{day:03d}",
            "language": who.lang,
        })  # fmt: skip

    def convo(self, day: int, chat: str, turns: list[tuple[Person, str]]) -> None:
        m = self.rng.randint(380, 1250)
        for who, text in turns:
            self.say(day, who, text, chat, m)
            m += self.rng.randint(1, 7)

    def w(self, who: Person, key: str, **kw: str) -> str:
        return self.rng.choice((W_ZH if who.zh else W_EN)[key]).format(**kw)

    def frag(self, who: Person, slot: dict, key: str, v: str = "", x: str = "",
             s: str = "") -> str | None:  # fmt: skip
        opts = slot.get(key + "_z") if who.zh else slot.get(key)
        if not opts:
            return None
        sp = SPECIES.get(x if key == "dist" and x else v, SPECIES.get(x, ""))
        return self.rng.choice(opts).format(v=v, x=x, s=s, sp=sp)

    def other(self, p: Person, same_lang: bool = False) -> Person:
        pool = [q for q in self.people if q is not p and (not same_lang or q.lang == p.lang)]
        return self.rng.choice(pool or [q for q in self.people if q is not p])

    def month(self, who: Person, day: int) -> str:
        y, m = date_of(day)
        return f"{m}月" if who.zh else MONTHS[m - 1]

    def next_mode(self) -> str:
        if not self.deck:
            self.deck = list(CHANGE_MODES)
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    # -- telling state -------------------------------------------------------------------
    def reporter(self, p: Person, slot: dict, v: str) -> Person:
        """Someone else who can report on p (same language when the value is not ASCII)."""
        ok = [q for q in self.people if q is not p and (not q.zh or "third_z" in slot)
              and ((v + SPECIES.get(v, "")).isascii() or q.lang == p.lang)]  # fmt: skip
        return self.rng.choice(ok or [p])

    @staticmethod
    def refl(p: Person, r: Person) -> str:
        if r.zh:
            return PRON_ZH[p.pron] + "自己"
        return "herself" if p.pron == "she" else "himself"

    def third(self, who: Person, slot: dict, v: str, s: str) -> str:
        return cap(self.frag(who, slot, "third", v, s=s) or "")

    def initial(self, p: Person, slot: dict, day: int, v: str) -> None:
        rng = self.rng
        st = self.frag(p, slot, "state", v) or ""
        roll = rng.random()
        if roll < 0.2 and p.household and slot.get("we") and not p.zh:
            self.say(day, p, self.w(p, "we", w=rng.choice(slot["we"]).format(v=v)))
        elif roll < 0.4:
            pre, post = self.w(p, "long_pre"), self.w(p, "long_post")
            self.say(day, p, f"{pre}{st}{post}")
        elif roll < 0.5:
            r = self.reporter(p, slot, v)
            if r is not p:
                t = self.third(r, slot, v, p.name)
                self.say(day, r, self.w(r, "named", n=p.name, t=t, r=self.refl(p, r)))
                return
            self.say(day, p, cap(self.w(p, "state", st=st)))
        else:
            self.say(day, p, cap(self.w(p, "state", st=st)))

    def change(self, p: Person, slot: dict, day: int, v: str, old: str, mode: str,
               spare: str | None, key: str = "change") -> tuple[int, str | None]:  # fmt: skip
        """Tell that p's slot became v (was old); returns (report day, a wrong value said)."""
        rng = self.rng
        c = self.frag(p, slot, key, v) or ""
        st = self.frag(p, slot, "state", v) or c
        if mode == "use" and self.frag(p, slot, "use", v):
            self.say(day, p, cap(self.w(p, "use", u=self.frag(p, slot, "use", v) or "")))
        elif mode in ("ask", "named"):
            r = self.reporter(p, slot, v)
            if r is p:
                return self.change(p, slot, day, v, old, "direct", spare, key)
            pr = PRON_ZH[p.pron] if r.zh else p.pron
            if mode == "ask":
                askers = [q for q in self.people if q not in (p, r) and q.lang == r.lang]
                a = rng.choice(askers or [q for q in self.people if q not in (p, r)])
                obj = {"she": "her", "he": "him"}[p.pron]
                t = self.third(r, slot, v, pr)
                self.convo(day, r.chat, [(a, self.w(a, "ask", n=p.name, o=obj)),
                                         (r, self.w(r, "tell", t=t, p=pr))])  # fmt: skip
            else:
                t = self.third(r, slot, v, p.name)
                self.say(day, r, self.w(r, "named", n=p.name, t=t, r=self.refl(p, r)))
        elif mode == "self" and self.frag(p, slot, "third", v):
            self.say(day, p, self.w(p, "self", n=p.name, t=self.third(p, slot, v, p.name)))
        elif mode == "we" and p.household and slot.get("we") and not p.zh and key == "change":
            self.say(day, p, self.w(p, "we", w=rng.choice(slot["we"]).format(v=v)))
        elif mode == "ooo":
            rep = min(day + rng.randint(14, 45), LAST_DAY)
            self.say(rep, p, cap(self.w(p, "ooo", st=st, c=c, m=self.month(p, day))))
            return rep, None
        elif mode == "neg" and key == "change":
            a = self.other(p, same_lang=True)
            self.convo(day, p.chat, [(a, self.w(a, "neg_q", n=p.name, old=old)),
                                     (p, cap(self.w(p, "neg_a", old=old, st=st, c=c)))])  # fmt: skip
        elif mode == "fix" and spare and key == "change":
            wrong = self.frag(p, slot, key, spare) or ""
            self.convo(day, p.chat, [(p, cap(self.w(p, "direct", c=wrong))),
                                     (p, self.w(p, "fix", v=v, x=spare))])  # fmt: skip
            return day, spare
        elif mode == "long":
            self.say(day, p, f"{self.w(p, 'long_pre')}{c}{self.w(p, 'long_post')}")
        else:
            self.say(day, p, cap(self.w(p, "direct", c=c)))
        return day, None

    def plan_line(self, p: Person, slot: dict, day: int, key: str, v: str, cur: str = "") -> None:
        i = self.frag(p, slot, "inf", v) or v
        y = cap(self.frag(p, slot, "stay", cur) or "")
        self.say(day, p, cap(self.w(p, key, i=i, y=y)))

    def distract(self, p: Person, slot: dict, x: str) -> None:
        day = self.rng.randint(0, LAST_DAY)
        if self.rng.random() < 0.6:
            self.say(day, p, cap(self.frag(p, slot, "dist", x=x) or x))
        else:
            o = self.other(p, same_lang=True)
            d = self.frag(o, slot, "dist", x=x) or x
            self.say(day, o, self.w(o, "dist_to", n=p.name, d=d))

    def question(self, p: Person, slot: dict, kind: str) -> str:
        q = slot["qz"] if p.zh and "qz" in slot else slot["q"]
        return q[kind].format(n=p.name)

    def probe(self, p: Person, slot: dict, kind: str, gold: list[str], values: list[str],
              outdated: list[str] = (), abandoned: list[str] = (),
              as_of: int | None = None) -> None:  # fmt: skip
        pr = {"subject": p.name, "kind": kind, "question": self.question(p, slot, kind),
              "slot": slot["key"], "gold": list(gold), "outdated": list(outdated),
              "values": sorted(set(values)), "abandoned": list(abandoned)}  # fmt: skip
        if as_of is not None:
            pr["as_of_day"] = as_of
        self.probes.append(pr)

    # -- one person's slot ---------------------------------------------------------------
    def run_single(self, p: Person, slot: dict) -> None:
        rng = self.rng
        pool = list(slot["zh"] if p.zh else slot["en"])
        rng.shuffle(pool)
        k = max(1, min(rng.choice((1, 1, 2, 2, 3)), len(pool) - 4))
        vals = [pool.pop() for _ in range(k + 1)]
        t0 = rng.randint(0, 70)
        seg = (690 - t0 - 45) // k
        acts = [t0 + 45 + i * seg + rng.randint(seg // 5, seg * 4 // 5) for i in range(k)]
        reports, abandoned, mentioned, planned = [t0], [], [], None
        self.initial(p, slot, t0, vals[0])
        for i, d in enumerate(acts):
            v, old = vals[i + 1], vals[i]
            if slot["plans"] and rng.random() < 0.3:
                pd = d - rng.randint(15, 40)
                if pd > reports[-1] + 5:
                    self.plan_line(p, slot, pd, "plan", v)
            rep, wrong = self.change(
                p, slot, d, v, old, self.next_mode(), pool[-1] if pool else None
            )
            if wrong:
                pool.remove(wrong)
                abandoned.append(wrong)
            reports.append(rep)
        # quiet stretches where a plan can come and go: (start, end, value held)
        gaps = [(reports[j] + 5, (acts[j] - 45) if j < k else 700, vals[j]) for j in range(k + 1)]
        gaps = [g for g in gaps if g[1] - g[0] >= 60]
        if slot["plans"] and gaps and pool and rng.random() < 0.35:
            lo, hi, cur = rng.choice(gaps)
            z = pool.pop()
            span = (hi - lo) // 3
            pd = lo + rng.randint(0, span)
            self.plan_line(p, slot, pd, "plan", z)
            self.plan_line(p, slot, pd + rng.randint(10, span + 10), "drop", z, cur)
            abandoned.append(z)
        if slot["plans"] and gaps and pool and rng.random() < 0.2:
            lo, hi, _ = rng.choice(gaps)
            z = pool.pop()
            self.plan_line(p, slot, rng.randint(lo, hi), "muse", z)
            abandoned.append(z)
        if slot["plans"] and pool and rng.random() < 0.3 and reports[-1] + 10 < 720:
            planned = pool.pop()
            self.plan_line(p, slot, rng.randint(max(reports[-1] + 10, 600), 726), "open", planned)
        if pool and rng.random() < 0.4 and self.frag(p, slot, "scope", vals[-1], pool[-1]):
            x = pool.pop()
            sc = self.frag(p, slot, "scope", vals[-1], x) or ""
            self.say(rng.randint(reports[-1] + 3, LAST_DAY), p, cap(self.w(p, "scope", sc=sc)))
            mentioned.append(x)
        for _ in range(rng.randint(1, 3)):
            if pool:
                x = pool.pop()
                self.distract(p, slot, x)
                mentioned.append(x)
        values = vals + abandoned + mentioned + ([planned] if planned else [])
        self.probe(p, slot, "current", [vals[-1]], values, vals[:-1], abandoned)
        self.probe(p, slot, "historical", [vals[-2]], values)
        if rng.random() < 0.6:
            i = rng.randrange(k)
            lo, hi = reports[i] + 3, acts[i] - 3
            if hi - lo >= 4:
                self.probe(p, slot, "as_of", [vals[i]], values, as_of=rng.randint(lo, hi))
        if planned:
            self.probe(p, slot, "planning", [planned], values)

    def run_multi(self, p: Person, slot: dict) -> None:
        rng = self.rng
        pool = list(slot["zh"] if p.zh else slot["en"])
        rng.shuffle(pool)
        v0, v1 = pool.pop(), pool.pop()
        t0 = rng.randint(0, 80)
        d1 = rng.randint(t0 + 60, 400)
        self.initial(p, slot, t0, v0)
        mode = rng.choice(("direct", "long", "ask", "named", "self"))
        rep1, _ = self.change(p, slot, d1, v1, v0, mode, None, key="add")
        held, gone, last = [v0, v1], [], rep1
        if rng.random() < 0.5:
            d2 = rng.randint(last + 30, 640)
            rm = self.frag(p, slot, "remove", v0) or ""
            if rng.random() < 0.5:
                self.say(d2, p, cap(self.w(p, "direct", c=rm)))
            else:
                self.say(d2, p, f"{self.w(p, 'long_pre')}{rm}{self.w(p, 'long_post')}")
            held.remove(v0)
            gone.append(v0)
            last = d2
        if pool and rng.random() < 0.3 and last + 30 < 715:
            v2 = pool.pop()
            self.change(p, slot, rng.randint(last + 30, 715), v2, v1,
                        rng.choice(("direct", "long", "named")), None, key="add")  # fmt: skip
            held.append(v2)
        abandoned, planned, mentioned = [], None, []
        if slot["plans"] and pool and rng.random() < 0.25:
            z = pool.pop()
            self.plan_line(p, slot, rng.randint(t0 + 10, 700), "muse", z)
            abandoned.append(z)
        if slot["plans"] and pool and rng.random() < 0.35:
            planned = pool.pop()
            self.plan_line(p, slot, rng.randint(max(last + 10, 600), 726), "open", planned)
        for _ in range(rng.randint(1, 3)):
            if pool:
                x = pool.pop()
                self.distract(p, slot, x)
                mentioned.append(x)
        if rng.random() < 0.5:
            self.say(
                rng.randint(last + 1, LAST_DAY),
                p,
                cap(self.w(p, "use", u=self.frag(p, slot, "use", rng.choice(held)) or "")),
            )
        values = [v0, v1] + held + abandoned + mentioned + ([planned] if planned else [])
        if len(held) >= 2:
            self.probe(p, slot, "coexisting", held, values, gone, abandoned)
        else:
            self.probe(p, slot, "current", held, values, gone, abandoned)
        if gone:
            self.probe(p, slot, "historical", gone, values)
        if rng.random() < 0.5 and d1 - t0 > 12:
            self.probe(p, slot, "as_of", [v0], values, as_of=rng.randint(t0 + 4, d1 - 4))
        if planned:
            self.probe(p, slot, "planning", [planned], values)


# ---------------------------------------------------------------------------------------------
# Everyday chat with no news about anyone's own state.
# ---------------------------------------------------------------------------------------------
BEACHES = ("Langland", "Caswell", "Rhossili", "Port Eynon", "Aberavon", "Oxwich", "Limeslade")
FILLER_EN = {
    "patrol": (
        "Swell's {h}ft at {b} this morning, {w} wind, flags between the lifeguard hut and the "
        "rocks",
        "Who's got the radio charger? The spare one's dead again",
        "Patrol sign-in sheet is on the clipboard, please actually sign it this time",
        "Lost child reunited with mum at {b} within four minutes, textbook, well done all",
        "Jellyfish everywhere at {b}, bring vinegar",
        "Can anyone swap {d}? I'm at a wedding",
        "IRB's back from the service, engine purrs now apparently",
        "Reminder: rescue tube checks before 10, not after",
        "Fog's rolled in at {b}, visibility about 50m, red flag for now",
        "Cheers {n} for the bacon rolls, legend",
        "Does anyone know if the car park barrier at {b} is still broken?",
        "Spinal board drill went well, the volunteers playing casualties deserve an Oscar",
        "Tide's massive tomorrow, {b} will be a postage stamp by 2",
        "Sunburn count today: me, {n} and the IRB",
        "{h}ft and {w} at {b}, who's coming in after?",
        "Paddleboarder blown out past the point at {b}, IRB had him back in ten minutes",
        "Someone's left a flask in the patrol hut, it's growing things",
        "Radio check at {t} {d}, channel 2 this time not 1",
        "Big thanks to {n} for staying late",
        "Weever fish sting count: three. Hot water bucket is by the hut",
        "Anyone else's hands still numb? Sea was brutal",
        "Who moved the flags? Asking nicely",
        "Coastguard helicopter did a fly-by at {b}, the kids went wild",
        "{b} car park was full by {t}, leave early {d}",
        "New rescue boards arrived! {n} has already waxed one",
    ),
    "nippers": (
        "Nippers this {d} at {t}, meet at the flags, bring water and a snack please",
        "Under-10s did their first beach flags, carnage, pure joy",
        "Has anyone got spare rash vests in age 8? Mine has grown again",
        "Please label wetsuits!! I have three identical black ones in the boot",
        "Board paddle relay was hilarious, {n}'s group won by a mile",
        "Session cancelled for {d}, wind's too strong, sorry all",
        "Lost property: one pink croc, one towel with dinosaurs, one sandwich (eaten)",
        "Can a parent help with sign-in at {t}? Just need someone with a pen",
        "The little ones want to know if the IRB can do the splash thing again",
        "Photos from the carnival are on the shared drive, tag yourselves",
        "Nipper subs due by end of month, the form is pinned",
        "Mine came home and taught the dog the recovery position",
        "Sand in every orifice, again, great session",
        "Competition at {b} {d}, lift share anyone?",
        "{n} is doing the ice creams after, bless you",
        "Don't forget suncream, it's cloudy but that's how they get you",
        "Medals night {d}, bring cake if you can",
        "Is it still {t} for the under-12s?",
        "Wet weather plan: pool session instead, {t}",
        "Who's got the cones? They were in the blue bag last week",
    ),
    "bar": (
        "Barrel of the lager's gone, changing it now",
        "Quiz night {d}, {n} is quizmaster, god help us",
        "Who left the glass-washer on all night",
        "Crisps delivery arrives {d}, can someone be in?",
        "Card machine is being weird again, cash only for now",
        "Karaoke was a mistake. A beautiful mistake",
        "Float is in the safe, till's balanced to the penny for once",
        "Can we stop putting sandy towels on the pool table please",
        "Six Nations on the big screen {d}, get in early",
        "Ice machine has died. RIP",
        "Raffle made £{h}14 for the new rescue boards!",
        "Can someone cover the bar {d} from {t}?",
        "Whoever's been drinking the staff milk, I know who you are",
        "Curry night sold out!",
        "Band cancelled for {d}, {n} has offered to play spoons instead",
        "Stock take {d} at {t}, bribes available (crisps)",
        "The jukebox only plays Tom Jones now and honestly fine",
        "Bins go out {d}, don't forget",
    ),
    "committee": (
        "Minutes from Tuesday attached, shout if I got anything wrong",
        "AGM is on {d} at {t}, clubhouse, there will be biscuits",
        "Grant application for the new IRB went in, fingers crossed",
        "Insurance renewal came through, up 12 percent, of course",
        "Can we agree the summer rota by Friday please?",
        "Council want a meeting about the car park again",
        "Treasurer's report: we are solvent. Just.",
        "Safeguarding training dates are on the calendar",
        "Vote on the new kit colours closes {d}, it's navy or navy",
        "Lifeguard awards night booked for November, venue TBC",
        "Roof's leaking over the kit room again, {n} is getting quotes",
        "Fundraiser swim {d}: sponsorship forms in the bar",
        "Membership is up on last year, mostly thanks to the uni lot",
        "Can everyone read the new radio policy before {d}",
        "DBS renewals: five of you are due, you know who you are",
        "Agenda for {d}: car park, IRB fuel, the kettle situation",
    ),
    "students": (
        "Welcome to all the new uni members! Pool test is {d} at {t}",
        "Does anyone have a spare wetsuit in small? Borrowing till I buy one",
        "Thanks for the lift to {b} {n}!",
        "First time on the IRB today, terrifying, amazing",
        "Lifts from campus {d}? {n} has space for three",
    ),
}
FILLER_ZH = (
    "今天{b}的浪好大，差点被拍倒",
    "有人{d}去{b}吗？可以拼车",
    "明天{t}训练，别迟到哦",
    "考试周，这周训练请假",
    "第一次坐IRB，太刺激了",
    "游泳测试过了！四百米七分多",
    "有人有多的小号潜水服吗？借一下",
    "俱乐部的薯条真的好吃",
    "今天学了心肺复苏，累但是很有用",
    "谁知道{b}的停车场怎么付钱？",
    "刚看到海豚了！！在{b}",
    "冻死了，海水才十二度",
    "下周的聚会谁去？我可以做饺子",
    "{n}教我们怎么看离岸流，学到了",
    "今天的Welsh cakes是谁做的，太好吃了",
    "周末回伦敦，值班找人换一下",
    "论文deadline，救命",
    "{b}今天风好大，旗子都吹歪了",
    "谁有防晒霜？忘带了",
    "教练说我划水姿势进步了！",
    "Welsh好难，diolch是谢谢的意思",
    "{n}做的bacon roll太香了",
    "今晚吧台有quiz，一起去吗？",
    "又被水母蛰了，痛",
    "谢谢{n}载我回学校",
    "下雨了，今天改成泳池训练",
    "刚拿到lifeguard证书！！",
    "有人知道去{b}的公交几点吗",
)
MIXED_EN = (
    "Jiayou for the exams lads 加油",
    "Lin's dumplings at the social were 好吃, no notes",
    "Learnt 'xièxie' off the students, using it on everyone",
    "Noodle night was class, diolch / xièxie / cheers all",
    "Someone wrote 冲浪 on the whiteboard, what's it mean? surfing?",
    "Big 加油 to the uni lot doing their pool test {d}",
)
WIND = ("offshore", "onshore", "cross-shore", "no", "gusty westerly")
DAYS = ("Saturday", "Sunday", "Tuesday", "the bank holiday", "next weekend", "Thursday")
TIMES = ("9am", "10", "half nine", "6pm", "7", "11:30")


def fill_line(rng: random.Random, template: str, names: list[str]) -> str:
    """A filler template with its blanks filled at random."""
    return template.format(b=rng.choice(BEACHES), h=rng.choice((1, 2, 3, 4, 5)),
                           w=rng.choice(WIND), d=rng.choice(DAYS), t=rng.choice(TIMES),
                           n=rng.choice(names))  # fmt: skip


def add_filler(b: Builder, target: int) -> None:
    """Everyday chat until the world has about `target` episodes."""
    rng = b.rng
    while len(b.episodes) < target:
        day = rng.randint(0, LAST_DAY)
        chat = rng.choice(CHATS)
        speakers = [p for p in b.people if p.chat == chat] or b.people
        turns = []
        for _ in range(rng.choice((1, 1, 2, 3))):
            who = rng.choice(speakers if rng.random() < 0.7 else b.people)
            names = [p.name for p in b.people if p is not who]
            if who.zh:
                text = fill_line(rng, rng.choice(FILLER_ZH), names)
            elif rng.random() < 0.05:
                text = fill_line(rng, rng.choice(MIXED_EN), names)
            else:
                bank = FILLER_EN["students" if chat == "students" else chat]
                text = fill_line(rng, rng.choice(bank), names)
            turns.append((who, text))
        b.convo(day, chat, turns)


def generate(seed: int) -> dict[str, Any]:
    """Episodes and probes for one seed (see the module docstring)."""
    b = Builder(seed)
    rng = b.rng
    en = [t for t in PEOPLE if t[2] == EN]
    zh = [t for t in PEOPLE if t[2] == ZH]
    n = rng.randint(11, 13)
    nz = 3 if n < 13 else 4
    b.people = [Person(*t) for t in rng.sample(zh, nz) + rng.sample(en, n - nz)]
    rng.shuffle(b.people)
    for i, p in enumerate(b.people):
        ok = [s for s in SLOTS if (not p.zh or "state_z" in s)
              and (not s.get("kids") or p.household)]  # fmt: skip
        chosen = rng.sample(ok, rng.randint(4, 6))
        if i < 5 and not any(s["multi"] for s in chosen):  # two pets, two instruments, ...
            chosen[-1] = rng.choice([s for s in ok if s["multi"]])
        for slot in chosen:
            (b.run_multi if slot["multi"] else b.run_single)(p, slot)
    # Keep 100-140 probes: drop historical / as_of ones first, at random.
    cap_n = rng.randint(118, 138)
    optional = [i for i, pr in enumerate(b.probes) if pr["kind"] in ("historical", "as_of")]
    rng.shuffle(optional)
    drop = set(optional[: max(0, len(b.probes) - cap_n)])
    probes = [pr for i, pr in enumerate(b.probes) if i not in drop]
    add_filler(b, rng.randint(560, 760))
    episodes = sorted(b.episodes, key=lambda e: (e["day"], e["minute"]))
    return {"start": START, "episodes": episodes, "probes": probes}


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps = world["episodes"]
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH):
            errs.append(f"bad episode {e}")
        if not e["text"].strip() or "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unformatted text {e['text']!r}")
        if e["language"] == ZH and not any("\u4e00" <= ch <= "\u9fff" for ch in e["text"]):
            errs.append(f"zh episode without Chinese: {e['text']!r}")
    if [(e["day"], e["minute"]) for e in eps] != sorted((e["day"], e["minute"]) for e in eps):
        errs.append("episodes not in time order")
    for p in world["probes"]:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or p["subject"] not in speakers or not p["gold"]:
            errs.append(f"bad probe {tag}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"{tag}: gold {g!r} not in any episode")
            if g not in p["values"]:
                errs.append(f"{tag}: gold {g!r} not in values")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{tag}: gold also outdated/abandoned")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errs.append(f"{tag}: as_of_day mismatch")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errs.append(f"{tag}: coexisting with one value")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        again = generate(seed)
        errs = validate(w)
        if w != again:
            errs.append("not deterministic")
        people = {p["subject"] for p in w["probes"]}
        kinds = {k: sum(p["kind"] == k for p in w["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes, "
              f"{len(people)} people, kinds {kinds}, errors {len(errs)}")  # fmt: skip
        for e in errs[:10]:
            print("  ", e)
        bad += len(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
