"""Blind text world F: people chatting about themselves over two years, with gold state probes.

Written from a brief that listed situations to cover (plain statements, changes with and without
the old value, changes implied by consequences, late reports, plans carried out or abandoned,
non-assertions, coexisting and scoped values, ended states, indirect phrasing, self-reference,
reinforcements, Chinese) and the probe interface of `bench/states.py` (`load_text_world`,
`Probe`, `score_packet_values`). It was written without reading the extractor, resolver,
recall, graph or test code, or any of the other text worlds.

`generate(seed)` returns {"start", "episodes", "probes"}; everything is drawn from
`random.Random(seed)`, so a seed always gives the same world. Probe kinds follow the strings
`score_packet_values` accepts: "current", "historical", "as_of", "planning", "why" and
"coexisting". Every probe of a slot carries the slot's whole vocabulary in "values" (values held,
planned, dropped, or only mentioned as non-assertions), so a reader can tell a wrong value from
no value.
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = datetime(2024, 3, 1)
SPAN = 730  # days of chat
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]

EN_REL = [
    "my sister",
    "my brother",
    "my mum",
    "my dad",
    "a colleague",
    "my flatmate",
    "my best mate",
    "my cousin",
    "our neighbour",
    "my manager",
    "a friend from uni",
    "my aunt",
]
ZH_REL = [
    "我姐",
    "我弟",
    "我妈",
    "我爸",
    "同事",
    "室友",
    "我表哥",
    "闺蜜",
    "邻居",
    "我们老板",
    "大学同学",
]

EN_REASONS = [
    ("mould", "the mould in the bathroom"),
    ("noise", "the noise from the bar downstairs"),
    ("rent", "the rent going up again"),
    ("landlord", "our nightmare landlord"),
    ("damp", "the damp in every single room"),
]
ZH_REASONS = [
    ("房租", "房租涨得太离谱"),
    ("噪音", "楼下噪音太大"),
    ("霉味", "屋里一股霉味"),
    ("通勤", "通勤实在太远"),
]

# Each slot: vocabulary pools, how volatile it is, what it supports, question forms and the
# phrasings per situation. Placeholders: {v} value, {o} old value, {a} second value, {p} planned
# value, {x} a value that is only mentioned, {w} when (late reports), {s} the ended marker,
# {y} a reason, {r}/{R} a relative, {n} the speaker's own name.
SLOTS: dict[str, dict[str, Any]] = {
    "city": {
        "zl": "居住城市",
        "pool": [
            "Lisbon",
            "Porto",
            "Valencia",
            "Leeds",
            "Bristol",
            "Glasgow",
            "Utrecht",
            "Rotterdam",
            "Ghent",
            "Lyon",
            "Tallinn",
            "Krakow",
            "Seville",
            "Bologna",
            "Edinburgh",
            "Aarhus",
            "Gothenburg",
            "Ljubljana",
        ],
        "zpool": ["杭州", "成都", "深圳", "苏州", "厦门", "青岛", "大连", "昆明"],
        "vol": [1, 3, 3, 2, 1],
        "plan": True,
        "q": (
            "Where does {n} live now?",
            "Where did {n} live before moving to {new}?",
            "Which city was {n} living in on {date}?",
            "Where is {n} thinking of moving to?",
            None,
        ),
        "en": {
            "state": [
                "I live in {v}, for context",
                "{v} has been home for a while now and I still get lost",
                "it's pouring here in {v} again",
                "Our flat in {v} is tiny but I love it",
                "Living in {v} means every weekend turns into a long walk by the water",
            ],
            "ind": [
                "my postcode says {v} these days",
                "finally registered with a GP here in {v}",
                "the council tax letter from {v} arrived, adulting achieved",
            ],
            "sw_old": [
                "We left {o} and moved to {v} last weekend, boxes everywhere",
                "Swapped {o} for {v}. New flat, new neighbours, same chaos",
                "Goodbye {o}, hello {v}! The move is done",
                "so we've officially ditched {o} for {v}",
            ],
            "sw_new": [
                "Moved to {v}! Keys handed over yesterday",
                "We ended up going with {v} in the end",
                "officially a {v} resident as of this week",
            ],
            "sw_imp": [
                "the commute from {v} is brutal, two changes every morning",
                "still unpacking boxes in the new {v} flat",
                "found a corner bakery right by our new place in {v}",
            ],
            "sw_why": [
                "We finally moved to {v}. Couldn't take {yy} any longer",
                "Left {o} for {v}, mostly because of {yy}",
                "new city, {v}! honestly it was {yy} that pushed us out",
            ],
            "late": [
                "meant to say, {w} we moved to {v}. It's been hectic",
                "forgot to mention — {w} I relocated from {o} to {v}",
                "realised I never told anyone: we left {o} {w}, we're in {v} now",
            ],
            "plan": [
                "thinking seriously about moving to {p}",
                "we're looking at flats in {p}, the prices are so much better",
                "might relocate to {p} next year, still deciding",
            ],
            "drop": [
                "Scrapped the {p} move. Staying put",
                "the {p} plan is off, we're not moving after all",
                "decided against {p} — too far from everyone",
            ],
            "other": [
                "{R} just moved to {x}",
                "{R} keeps telling me to move to {x}",
                "{R} lives in {x} and sends me photos every day",
            ],
            "ask": [
                "has anyone here lived in {x}? curious what it's like",
                "would {x} be a nice place to live, do you think?",
            ],
            "news": [
                "{x} just topped another 'best cities to live' list",
                "read that rents in {x} have gone mad",
            ],
            "past": [
                "spent the weekend in {x}, amazing food",
                "watched a documentary about {x}, the old town looks lovely",
            ],
            "past_old": [
                "went back to {o} for a wedding, felt so strange",
                "visited {o} for the weekend, I do miss it a bit",
            ],
            "neg": [
                "I could never live in {x}, way too cold for me",
                "no way I'd move to {x}",
            ],
            "reinf": [
                "{v} is gorgeous in the autumn",
                "another grey morning in {v}",
                "love our little corner of {v}",
                "the market here in {v} is the best thing about Saturdays",
            ],
        },
        "zh": {
            "state": ["我现在住在{v}", "{v}今天又下雨了", "我们家在{v}，离公司挺近的"],
            "ind": ["{v}这边的社保卡终于办下来了", "刚在{v}这边的医院建了档"],
            "sw_old": ["从{o}搬到{v}了，累死", "离开{o}了，现在在{v}", "{o}→{v}，搬家终于搞定"],
            "sw_new": ["搬到{v}啦！", "最后还是选了{v}", "正式成为{v}人了"],
            "sw_imp": ["在{v}的新家还没收拾完，到处都是箱子", "{v}新家楼下有家面馆特别好吃"],
            "sw_why": ["搬到{v}了，主要是因为{yy}", "离开{o}去了{v}，{yy}，实在待不下去"],
            "late": ["忘了说，{w}我们就搬到{v}了", "{w}就从{o}搬到{v}了，一直没顾上说"],
            "plan": ["在考虑搬去{p}", "我们在看{p}的房子", "明年可能去{p}"],
            "drop": ["不去{p}了，还是留在这儿", "{p}的计划取消了"],
            "other": ["{R}搬去{x}了", "{R}一直劝我去{x}"],
            "ask": ["有人在{x}住过吗？", "{x}适合长住吗？"],
            "news": ["新闻说{x}房价又涨了"],
            "past": ["周末去{x}玩了两天，吃得太好了", "看了个讲{x}的纪录片，好想去"],
            "past_old": ["回{o}参加婚礼，感觉好奇妙", "回了趟{o}，还是有点想念"],
            "neg": ["{x}我是肯定住不惯的", "我不可能搬去{x}"],
            "reinf": ["{v}的秋天真舒服", "{v}今天好热", "还是喜欢{v}的生活节奏"],
        },
    },
    "employer": {
        "zl": "公司",
        "pool": [
            "Quillstone",
            "Brightcart",
            "Nimbus Freight",
            "Halcyon Health",
            "Ferrovia",
            "Tidewater Analytics",
            "Larkspur Games",
            "Orrery Labs",
            "Kestrel Robotics",
            "Bluefin Logistics",
            "Meridian Insurance",
            "Copperleaf",
            "Saltmarsh Studio",
            "Ironbark Systems",
            "Wrenfield",
        ],
        "zpool": [
            "云杉科技",
            "蓝鲸数据",
            "星河互娱",
            "木棉医疗",
            "青禾物流",
            "远帆教育",
            "极光传媒",
        ],
        "vol": [2, 4, 3, 1, 0],
        "plan": True,
        "q": (
            "Who does {n} work for now?",
            "Where did {n} work before {new}?",
            "Which company was {n} working for on {date}?",
            "Which company is {n} looking at joining?",
            None,
        ),
        "en": {
            "state": [
                "I work at {v}",
                "{v} has me on call this week, ugh",
                "payday at {v} can't come soon enough",
            ],
            "ind": [
                "my {v} lanyard is somewhere at the bottom of this bag",
                "wearing the {v} hoodie again, company swag is undefeated",
            ],
            "sw_old": [
                "Last day at {o} was Friday; today I started at {v}",
                "Left {o} for {v}. Scary but exciting",
                "ditched {o} — I'm at {v} now",
            ],
            "sw_new": [
                "Started the new job at {v} today!",
                "Signed with {v} in the end, first day was great",
                "{n} is a {v} employee now, apparently",
            ],
            "sw_imp": [
                "my {v} onboarding is this week, so many passwords",
                "first week at {v} and I already have 40 Slack channels",
                "got my {v} laptop and badge today",
            ],
            "late": [
                "meant to say, {w} I switched jobs — I'm at {v} now",
                "forgot to update you all: I left {o} {w} and joined {v}",
            ],
            "plan": [
                "I've got a final-round interview at {p} next week",
                "thinking about applying to {p}",
                "{p} reached out about a role, tempted",
            ],
            "drop": [
                "turned down the {p} offer in the end",
                "withdrew from the {p} process, not the right fit",
            ],
            "other": [
                "{R} just got a job at {x}",
                "{R} says {x} is a great place to work",
            ],
            "ask": ["anyone know what it's like to work at {x}?", "would you ever work for {x}?"],
            "news": ["{x} announced layoffs today, yikes", "{x}'s new office looks ridiculous"],
            "past": ["did a workshop at {x} years ago, still remember the free lunch"],
            "past_old": [
                "had a drink with an old {o} colleague, very nostalgic",
                "bumped into my old {o} manager at the station",
            ],
            "neg": ["I'd never work for {x}, their reviews are grim"],
            "reinf": [
                "busy week at {v}",
                "{v} all-hands ran two hours, send help",
                "quiet day at {v} for once",
            ],
        },
        "zh": {
            "state": ["我在{v}上班", "{v}这周又要加班", "在{v}待得还挺开心的"],
            "ind": ["{v}的工牌又找不到了", "穿着{v}发的卫衣去上班"],
            "sw_old": ["从{o}离职了，现在在{v}", "跳槽了，{o}→{v}"],
            "sw_new": ["入职{v}啦！", "最后去了{v}", "{n}正式加入{v}"],
            "sw_imp": ["{v}的入职培训这周开始，账号密码多到记不住", "今天领了{v}的工牌和电脑"],
            "late": ["忘了说，{w}我就已经去{v}了", "{w}从{o}离职去了{v}，一直没说"],
            "plan": ["下周去{p}面终面", "在考虑投{p}", "{p}的HR找我了，有点心动"],
            "drop": ["{p}的offer我最后拒了", "不去{p}了，感觉不合适"],
            "other": ["{R}去了{x}", "{R}说{x}福利特别好"],
            "ask": ["有人了解{x}吗？"],
            "news": ["{x}今天宣布裁员了，好吓人"],
            "past": ["以前在{x}参加过一次活动，午饭很好吃"],
            "past_old": ["和{o}的老同事吃了顿饭，好怀念"],
            "neg": ["{x}我是绝对不会去的"],
            "reinf": ["{v}今天开会开到七点", "在{v}摸鱼中", "{v}最近挺忙的"],
        },
    },
    "title": {
        "zl": "职位",
        "pool": [
            "Staff Engineer",
            "Product Manager",
            "Data Analyst",
            "Engineering Manager",
            "UX Researcher",
            "Site Reliability Engineer",
            "Principal Engineer",
            "Tech Lead",
            "QA Lead",
            "Solutions Architect",
            "Data Scientist",
            "Scrum Master",
        ],
        "zpool": [
            "产品经理",
            "技术主管",
            "数据分析师",
            "架构师",
            "测试组长",
            "运营专员",
            "项目经理",
        ],
        "vol": [2, 4, 3, 1, 0],
        "plan": True,
        "q": (
            "What is {n}'s job title now?",
            "What was {n}'s title before becoming {new}?",
            "What was {n}'s job title on {date}?",
            "Which role is {n} aiming for next?",
            None,
        ),
        "en": {
            "state": [
                "I'm a {v}",
                "as a {v} I spend way too long in meetings",
                "{v} life: three docs and zero code today",
            ],
            "ind": [
                "my badge says {v} now",
                "HR updated my title to {v} in the system",
                "the org chart lists me as {v}",
            ],
            "sw_old": [
                "Went from {o} to {v} this cycle!",
                "No longer a {o} — promoted to {v}",
                "switched tracks from {o} to {v}",
            ],
            "sw_new": [
                "got the promotion! {v} now",
                "new title: {v}",
                "{n}, {v}. Has a nice ring to it",
            ],
            "sw_imp": [
                "first week as {v} and my calendar is already full",
                "now that I'm doing the {v} job I barely get time to think",
            ],
            "late": [
                "meant to say, {w} I became {v}",
                "forgot to mention I moved from {o} to {v} {w}",
            ],
            "plan": [
                "going for {p} in the next promo cycle",
                "my manager thinks I could make {p} next year",
                "considering a switch to {p}",
            ],
            "drop": [
                "not chasing {p} anymore, happy where I am",
                "dropped the {p} idea, too much admin",
            ],
            "other": ["{R} just became a {x}", "{R} is a {x} and hates it"],
            "ask": ["what does a {x} actually do all day?"],
            "news": ["saw a thread about how {x} salaries are dropping"],
            "neg": ["I'd never want to be a {x}, too many spreadsheets"],
            "reinf": [
                "another day, another {v} problem",
                "{v} things: reviewed four design docs today",
                "being {v} means nobody ever lets me leave a meeting early",
            ],
        },
        "zh": {
            "state": ["我是{v}", "当{v}真的好累", "作为{v}，今天又开了五个会"],
            "ind": ["工牌上写的是{v}了", "系统里我的职位改成{v}了"],
            "sw_old": ["从{o}转成{v}了", "升职了！{o}→{v}"],
            "sw_new": ["现在是{v}了", "升{v}了，开心"],
            "sw_imp": ["当了{v}以后每天都在开会", "做{v}第一周，日程已经排满了"],
            "late": ["忘了说，{w}我就转成{v}了", "{w}从{o}变成{v}了，一直忘了讲"],
            "plan": ["在准备升{p}", "想转{p}", "领导说我明年可以冲{p}"],
            "drop": ["不打算转{p}了", "{p}还是算了，太累"],
            "other": ["{R}现在是{x}", "{R}当了{x}，天天抱怨"],
            "ask": ["{x}平时都干什么啊？"],
            "news": ["看到说{x}的工资在降"],
            "neg": ["我可不想当{x}"],
            "reinf": ["{v}的日常：开会、开会、开会", "做{v}还是挺有成就感的"],
        },
    },
    "proglang": {
        "zl": "编程语言",
        "pool": [
            "Rust",
            "Kotlin",
            "Elixir",
            "TypeScript",
            "Haskell",
            "Scala",
            "Clojure",
            "OCaml",
            "Python",
            "Ruby",
            "Zig",
            "Dart",
            "Erlang",
        ],
        "vol": [2, 4, 3, 1, 0],
        "plan": True,
        "coex": True,
        "scoped": True,
        "q": (
            "Which programming language does {n} mainly use now?",
            "Which language did {n} mainly write before {new}?",
            "Which programming language was {n} mainly using on {date}?",
            "Which language is {n} considering moving to?",
            "Which programming languages does {n} use now?",
        ),
        "en": {
            "state": [
                "I mostly write {v} these days",
                "{v} is my daily driver at work",
                "been in {v} all day, brain is mush",
            ],
            "ind": [
                "spent the whole day chasing a {v} compiler error",
                "our entire backend is {v} and guess who maintains it",
            ],
            "sw_old": [
                "Rewrote the service from {o} to {v}, never going back",
                "ditched {o} for {v}",
                "moved off {o}; it's {v} for everything now",
            ],
            "sw_new": ["we went with {v} for the new stack", "I'm a {v} developer now, who knew"],
            "sw_imp": [
                "haven't touched anything but {v} in weeks, and my first big PR just got merged",
                "the {v} learning curve is real, but it's all I write now",
            ],
            "late": [
                "meant to say, {w} our team switched to {v} and I've been writing it full-time",
                "forgot to mention we dropped {o} {w}, it's all {v} now",
            ],
            "plan": [
                "thinking about picking up {p} for the next project",
                "might move our services to {p}",
            ],
            "drop": ["we shelved the {p} migration", "gave up on {p}, the tooling isn't there yet"],
            "coex": [
                "I write both {v} and {a} now",
                "added {a} alongside {v} for the data stuff",
                "{v} for the services, {a} for everything new — both every day",
            ],
            "scoped": [
                "mostly {v}, but {a} for the work scripts",
                "{v} for everything except the mobile app at work, which is {a}",
            ],
            "other": ["{R} swears by {x}", "{R} is learning {x} and won't shut up about it"],
            "ask": ["should I try {x}?", "is {x} worth learning these days?"],
            "news": [
                "the new {x} release looks slick",
                "{x} got a new package manager, interesting",
            ],
            "past": ["watched a conference talk about {x}, fun"],
            "past_old": ["found some ancient {o} code I wrote, yikes"],
            "neg": ["I'd never touch {x} again after that internship"],
            "reinf": [
                "{v} compile times are fine honestly",
                "shipped a small {v} tool today",
                "wrote {v} all afternoon, very happy",
            ],
        },
        "zh": {
            "state": ["我现在主要写{v}", "天天写{v}，脑子都是类型"],
            "ind": ["整个后端都是{v}，就我一个人维护", "查了一天{v}的编译报错"],
            "sw_old": ["从{o}换到{v}了", "把服务从{o}重写成{v}了，回不去了"],
            "sw_new": ["新项目最后选了{v}", "现在是{v}开发了"],
            "sw_imp": [
                "这几周只写{v}了，第一个大PR刚合进去",
                "{v}学习曲线有点陡，但现在每天只写它",
            ],
            "late": ["忘了说，{w}我们组就全面转{v}了", "{w}就不写{o}了，现在全是{v}"],
            "plan": ["在考虑学{p}", "可能要把服务迁到{p}"],
            "drop": ["{p}迁移搁置了", "{p}放弃了，生态还不行"],
            "coex": ["现在{v}和{a}都在写", "{v}之外又加了{a}，两个一起用"],
            "scoped": ["平时写{v}，公司的脚本用{a}", "基本都是{v}，只有公司的App用{a}"],
            "other": ["{R}特别推{x}", "{R}在学{x}"],
            "ask": ["要不要学{x}？"],
            "news": ["{x}新版本看起来不错"],
            "past": ["看了个讲{x}的分享，挺有意思"],
            "past_old": ["翻到以前写的{o}代码，好丢人"],
            "neg": ["{x}我是再也不想碰了"],
            "reinf": ["今天又写了一天{v}", "{v}写起来真舒服"],
        },
    },
    "editor": {
        "zl": "编辑器",
        "pool": [
            "Neovim",
            "VS Code",
            "Emacs",
            "Helix",
            "Zed",
            "Sublime Text",
            "IntelliJ",
            "PyCharm",
            "Kakoune",
            "Xcode",
        ],
        "vol": [3, 4, 2, 1, 0],
        "plan": True,
        "scoped": True,
        "q": (
            "Which editor does {n} use now?",
            "Which editor did {n} use before {new}?",
            "Which editor was {n} using on {date}?",
            "Which editor is {n} thinking of trying?",
            "Which editors does {n} use, including at work?",
        ),
        "en": {
            "state": [
                "{v} is my editor",
                "living in {v} all day",
                "my {v} config is a work of art",
            ],
            "ind": [
                "my dotfiles are 90% {v} config at this point",
                "spent the evening tweaking {v} keybindings",
            ],
            "sw_old": ["ditched {o} for {v}", "uninstalled {o}, {v} from now on"],
            "sw_new": ["switched editors, {v} it is", "went with {v} in the end"],
            "sw_imp": [
                "still fighting my muscle memory in {v}",
                "my {v} setup is finally usable, one week in",
            ],
            "late": ["meant to say, {w} I moved over to {v}", "{w} I quietly dropped {o} for {v}"],
            "plan": ["tempted to try {p} for a month", "thinking of moving to {p}"],
            "drop": ["tried {p} for a day, back to normal", "nah, {p} isn't for me"],
            "scoped": [
                "{v} for everything, but {a} for the big monolith at work",
                "mostly {v}; {a} only for work",
            ],
            "other": ["{R} lives in {x}", "{R} keeps trying to convert me to {x}"],
            "ask": ["is {x} any good these days?"],
            "news": ["{x} shipped a big update, looks nice"],
            "neg": ["I'd never go back to {x}"],
            "reinf": ["{v} is still the best thing I've installed", "new {v} plugin day"],
        },
        "zh": {
            "state": ["我一直用{v}", "{v}配置又折腾了一晚上"],
            "ind": ["dotfiles里大部分都是{v}的配置", "又在调{v}的快捷键"],
            "sw_old": ["从{o}换成{v}了", "卸了{o}，以后就用{v}"],
            "sw_new": ["编辑器换成{v}了", "最后还是选了{v}"],
            "sw_imp": ["{v}的快捷键还没记住", "{v}终于配好了，能用了"],
            "late": ["{w}就换{v}了，忘了说", "忘了讲，{w}我就不用{o}了，改用{v}"],
            "plan": ["想试试{p}", "在考虑换{p}"],
            "drop": ["{p}试了一天就放弃了"],
            "scoped": ["平时用{v}，公司项目用{a}"],
            "other": ["{R}一直安利{x}"],
            "ask": ["{x}好用吗？"],
            "news": ["{x}出了个大更新"],
            "neg": ["再也不用{x}了"],
            "reinf": ["{v}真香", "{v}又装了个新插件"],
        },
    },
    "phone": {
        "zl": "手机",
        "pool": [
            "Pixel 8",
            "iPhone 15",
            "Galaxy S24",
            "Fairphone 5",
            "OnePlus 12",
            "Nothing Phone 2",
            "Xperia 5",
            "Moto Edge",
        ],
        "zpool": ["Mate 60", "小米14", "iPhone 15", "vivo X100", "荣耀Magic6", "Find X7"],
        "vol": [2, 4, 3, 1, 0],
        "plan": True,
        "scoped": True,
        "q": (
            "What phone does {n} have now?",
            "What phone did {n} have before the {new}?",
            "What phone did {n} have on {date}?",
            "Which phone is {n} eyeing next?",
            "Which phones does {n} carry, personal and work?",
        ),
        "en": {
            "state": [
                "my {v} is holding up fine",
                "texting from my {v}",
                "{v} battery still lasts all day",
            ],
            "ind": ["took this photo on the {v}, not bad right?"],
            "sw_old": ["traded in my {o} for a {v}", "ditched the {o}, got a {v}"],
            "sw_new": ["new phone! {v}", "went with the {v} in the end"],
            "sw_imp": [
                "still setting up the {v}, moving all my apps over",
                "the {v} camera is wild, upgrade was worth it",
            ],
            "late": ["meant to say, {w} I switched to a {v}", "{w} the {o} died and I got a {v}"],
            "plan": ["eyeing the {p}", "might get a {p} when my contract ends"],
            "drop": ["not getting the {p} after all, too pricey"],
            "scoped": [
                "{v} for personal stuff, work gave me a {a}",
                "carrying two phones now: my {v}, plus a {a} for work",
            ],
            "other": ["{R} swears by the {x}", "{R} just got a {x}"],
            "ask": ["should I get a {x}?"],
            "news": ["the {x} launch event looked slick"],
            "neg": ["I'd never buy a {x}"],
            "reinf": ["{v} still going strong", "dropped my {v} again, no crack, phew"],
        },
        "zh": {
            "state": ["我用的是{v}", "{v}的电池还挺耐用"],
            "ind": ["这张是{v}拍的，还不错吧"],
            "sw_old": ["把{o}换成{v}了", "{o}淘汰了，换了{v}"],
            "sw_new": ["新手机{v}到了！", "最后还是买了{v}"],
            "sw_imp": ["新的{v}还在迁移数据", "{v}的相机太强了，换得值"],
            "late": ["{w}就换了{v}，忘了说", "{w}{o}坏了，换了台{v}"],
            "plan": ["在看{p}", "合约到期想换{p}"],
            "drop": ["{p}不买了，太贵"],
            "scoped": ["自己用{v}，公司配了个{a}"],
            "other": ["{R}买了{x}", "{R}说{x}特别好用"],
            "ask": ["{x}值得买吗？"],
            "news": ["{x}发布会好炫"],
            "neg": ["我是不会买{x}的"],
            "reinf": ["{v}还很好用", "{v}又摔了一次，没碎"],
        },
    },
    "laptop": {
        "zl": "笔记本电脑",
        "pool": [
            "ThinkPad X1",
            "MacBook Air",
            "Framework 13",
            "Dell XPS 13",
            "Surface Laptop",
            "ZenBook 14",
            "MacBook Pro",
            "Chromebook",
        ],
        "vol": [3, 4, 2, 0, 0],
        "plan": True,
        "scoped": True,
        "q": (
            "Which laptop does {n} use now?",
            "Which laptop did {n} use before the {new}?",
            "Which laptop was {n} using on {date}?",
            "Which laptop is {n} thinking of buying?",
            "Which laptops does {n} use, including for work?",
        ),
        "en": {
            "state": [
                "typing this on my {v}",
                "the {v} fan is screaming again",
                "my {v} is still perfectly fine",
            ],
            "ind": ["new stickers on the {v} lid, very important update"],
            "sw_old": ["retired the {o}, got a {v}", "finally replaced the {o} with a {v}"],
            "sw_new": ["new laptop day: {v}", "bit the bullet and bought a {v}"],
            "sw_imp": [
                "migrating everything to the {v}, takes forever",
                "the {v} keyboard takes some getting used to",
            ],
            "late": ["meant to say, {w} I replaced the {o} with a {v}"],
            "plan": ["looking at a {p}", "might get a {p} in the sales"],
            "drop": ["changed my mind about the {p}"],
            "scoped": [
                "{v} at home, but work insists on a {a}",
                "my {v} is for personal stuff; the {a} is the work machine",
            ],
            "other": ["{R} bought a {x} and loves it"],
            "ask": ["thoughts on the {x}?"],
            "news": ["the {x} refresh looks nice"],
            "neg": ["I'd never buy a {x} again"],
            "reinf": ["the {v} battery is still great", "{v} survived another trip"],
        },
        "zh": {
            "state": ["用{v}打字中", "{v}风扇又开始叫了"],
            "ind": ["{v}的盖子上又贴了新贴纸"],
            "sw_old": ["把{o}换成{v}了"],
            "sw_new": ["新电脑{v}到了", "咬咬牙买了{v}"],
            "sw_imp": ["在往{v}上迁移数据，好慢", "{v}的键盘还不太习惯"],
            "late": ["{w}就把{o}换成{v}了，忘了说"],
            "plan": ["在看{p}", "打算双十一买{p}"],
            "drop": ["{p}不买了"],
            "scoped": ["家里用{v}，公司只让用{a}"],
            "other": ["{R}买了{x}"],
            "ask": ["{x}怎么样？"],
            "news": ["{x}新款看着不错"],
            "neg": ["再也不买{x}了"],
            "reinf": ["{v}续航还是很好", "{v}又陪我出差了"],
        },
    },
    "car": {
        "pool": [
            "Golf",
            "Corolla",
            "Model 3",
            "Octavia",
            "Clio",
            "Ioniq 5",
            "Mazda 3",
            "Polestar 2",
            "Yaris",
            "Kuga",
        ],
        "vol": [3, 4, 2, 0, 0],
        "plan": True,
        "end": "car-free",
        "q": (
            "What car does {n} drive now?",
            "What car did {n} have before the {new}?",
            "What car did {n} have on {date}?",
            "Which car is {n} thinking of getting?",
            None,
            "What car did {n} have before going car-free?",
        ),
        "en": {
            "state": [
                "our {v} needs a wash",
                "drove the {v} down to the coast",
                "the {v} still runs like a dream",
            ],
            "ind": [
                "filled up the {v} today, ouch",
                "found a parking ticket on the {v} windscreen",
            ],
            "sw_old": ["sold the {o}, picked up a {v}", "traded the {o} in for a {v}"],
            "sw_new": ["we bought a {v}!", "went with the {v} in the end"],
            "sw_imp": [
                "still learning where all the buttons are in the new {v}",
                "the {v} insurance paperwork is done, so it's official",
            ],
            "late": [
                "meant to say, {w} we swapped the {o} for a {v}",
                "{w} we got a {v}, forgot to mention",
            ],
            "plan": ["test-driving a {p} on Saturday", "thinking about getting a {p}"],
            "drop": ["decided against the {p}", "the {p} idea is dead, too expensive"],
            "end": [
                "sold the {v} — we're car-free for now",
                "no more {v}. Car-free and honestly relieved",
                "the {v} is gone, officially car-free",
            ],
            "end_reinf": [
                "still car-free, still don't miss it",
                "being car-free is fine, the buses here are decent",
            ],
            "other": ["{R} just bought a {x}", "{R} drives a {x} and never stops talking about it"],
            "ask": ["is a {x} any good as a family car?"],
            "news": ["the new {x} looks slick"],
            "neg": ["I'd never drive a {x}"],
            "past": ["rented a {x} on holiday, it was fine"],
            "past_old": ["saw a {o} just like our old one, got a bit sentimental"],
            "reinf": ["the {v} survived another MOT", "road trip in the {v} this weekend"],
        },
    },
    "diet": {
        "pool": ["vegetarian", "vegan", "pescatarian", "keto", "flexitarian", "paleo"],
        "vol": [3, 3, 2, 1, 0],
        "plan": True,
        "imap": {
            "vegetarian": ["these days I don't eat meat at all", "no meat or fish for me anymore"],
            "vegan": ["no animal products at all for me now, not even honey"],
            "pescatarian": ["fish is the only meat I eat now"],
            "keto": ["basically zero carbs for me these days, bread is a memory"],
        },
        "q": (
            "What diet does {n} follow now?",
            "What diet did {n} follow before going {new}?",
            "What diet was {n} following on {date}?",
            "Which diet is {n} thinking of trying?",
            None,
        ),
        "en": {
            "state": [
                "I'm {v}, so the menu options were thin",
                "as a {v} I'm always the one asking about ingredients",
                "{n}'s {v} cooking club is open, come for dinner",
            ],
            "ind": ["the {v} thing is going well, months in"],
            "sw_old": ["went from {o} to {v}", "dropped {o} — I'm {v} now"],
            "sw_new": ["I've gone {v}", "officially {v} as of this month"],
            "sw_imp": ["{v} meal prep is harder than I expected, but I'm three weeks in"],
            "late": ["meant to say, {w} I went {v}", "{w} I stopped being {o}; {v} now"],
            "plan": ["thinking about going {p}", "might try {p} for a month"],
            "drop": ["the {p} experiment lasted four days, never again", "not going {p} after all"],
            "other": ["{R} went {x} and won't stop talking about it"],
            "ask": ["is {x} actually healthy?"],
            "news": ["another article saying {x} is the answer to everything"],
            "neg": ["I could never do {x}"],
            "reinf": [
                "being {v} at a barbecue is an adventure",
                "{v} lasagne turned out great",
            ],
        },
    },
    "gym": {
        "pool": [
            "PureGym",
            "Third Space",
            "Gymbox",
            "Anytime Fitness",
            "F45",
            "Ironworks Gym",
            "The Foundry",
            "Gold's Gym",
        ],
        "vol": [3, 4, 2, 1, 0],
        "plan": True,
        "end": "no gym",
        "q": (
            "Which gym does {n} go to now?",
            "Which gym did {n} use before {new}?",
            "Which gym was {n} a member of on {date}?",
            "Which gym is {n} thinking of joining?",
            None,
            "Which gym did {n} go to before quitting?",
        ),
        "en": {
            "state": [
                "{v} at 7am, I'm a different person",
                "my {v} membership is the best money I spend",
                "leg day at {v}, pray for me",
            ],
            "ind": ["I train at {v} these days", "the {v} sauna is my happy place"],
            "sw_old": ["cancelled {o}, joined {v}", "moved from {o} to {v}, way less crowded"],
            "sw_new": ["I train at {v} now", "signed up at {v} in the end"],
            "sw_imp": ["my {v} induction is on Thursday", "got my {v} key fob today"],
            "late": ["meant to say, {w} I switched to {v}"],
            "plan": ["thinking about joining {p}", "doing a trial week at {p}"],
            "drop": ["not joining {p}, the price is silly"],
            "end": [
                "cancelled my {v} membership, no gym for now",
                "quit {v}. No gym, just long walks",
            ],
            "end_reinf": ["still no gym, my back is not thrilled", "no gym and it's been fine"],
            "other": ["{R} goes to {x}"],
            "ask": ["anyone been to {x}?"],
            "news": ["{x} is opening a new branch, fancy"],
            "neg": ["I'd never pay {x} prices"],
            "reinf": ["{v} was packed tonight", "good session at {v}"],
        },
    },
    "sport": {
        "zl": "运动",
        "pool": [
            "bouldering",
            "padel",
            "squash",
            "rowing",
            "judo",
            "netball",
            "ultimate frisbee",
            "badminton",
            "water polo",
            "fencing",
        ],
        "zpool": ["羽毛球", "游泳", "攀岩", "飞盘", "网球", "瑜伽", "乒乓球"],
        "vol": [3, 3, 2, 1, 0],
        "plan": True,
        "coex": True,
        "q": (
            "Which sport does {n} do now?",
            "Which sport did {n} do before {new}?",
            "Which sport was {n} doing on {date}?",
            "Which sport is {n} thinking of taking up?",
            "Which sports does {n} do now?",
        ),
        "en": {
            "state": ["{v} twice a week keeps me sane", "I play {v}, badly but happily"],
            "ind": ["my forearms are wrecked from {v} again", "{v} league night, we lost"],
            "sw_old": ["gave up {o} and took up {v}", "switched from {o} to {v}"],
            "sw_new": [
                "quit my old sport, I've taken up {v}!",
                "{v} has replaced everything else in my week, absolutely hooked",
            ],
            "sw_imp": [
                "sold all my old kit and bought {v} gear, no going back",
                "{v} is my only sport now and everything hurts",
            ],
            "late": ["meant to say, {w} I swapped {o} for {v}"],
            "plan": ["thinking about trying {p}", "might join a {p} club"],
            "drop": ["not doing {p} after all, schedule's too tight"],
            "coex": ["doing {a} alongside {v} now", "{v} on Tuesdays and {a} at weekends, both"],
            "other": ["{R} is obsessed with {x}"],
            "ask": ["is {x} fun?"],
            "news": ["watched some {x} on TV, intense"],
            "neg": ["I'd never do {x}, too scary"],
            "reinf": ["great {v} session tonight", "{v} again tomorrow"],
        },
        "zh": {
            "state": ["每周打两次{v}", "最近迷上{v}了"],
            "ind": ["{v}打完胳膊都抬不起来", "{v}群里又约周末了"],
            "sw_old": ["不练{o}了，改{v}了"],
            "sw_new": ["以前的运动不练了，开始练{v}了！", "现在改成{v}了"],
            "sw_imp": ["旧装备都卖了，{v}装备全买齐，回不了头了", "现在只练{v}，浑身疼"],
            "late": ["忘了说，{w}我就从{o}改成{v}了"],
            "plan": ["想试试{p}", "在考虑报个{p}班"],
            "drop": ["{p}不学了，没时间"],
            "coex": ["{v}之外又开始{a}了", "周二{v}，周末{a}，两个都在坚持"],
            "other": ["{R}特别迷{x}"],
            "ask": ["{x}好玩吗？"],
            "news": ["看了场{x}比赛，好激烈"],
            "neg": ["{x}我是不敢的"],
            "reinf": ["今晚{v}很过瘾", "明天继续{v}"],
        },
    },
    "instrument": {
        "pool": [
            "cello",
            "ukulele",
            "banjo",
            "trumpet",
            "violin",
            "saxophone",
            "harmonica",
            "clarinet",
            "mandolin",
            "accordion",
        ],
        "vol": [3, 4, 1, 0, 0],
        "plan": True,
        "coex": True,
        "q": (
            "Which instrument is {n} playing these days?",
            "Which instrument did {n} play before the {new}?",
            "Which instrument was {n} playing on {date}?",
            "Which instrument is {n} thinking of picking up?",
            "Which instruments does {n} play now?",
        ),
        "en": {
            "state": ["practising {v} every evening", "my {v} teacher says I'm improving"],
            "ind": ["the neighbours have heard a lot of {v} scales this week"],
            "sw_old": ["put the {o} away, learning {v} now", "sold my {o}, bought a {v}"],
            "sw_new": [
                "switched instruments, I'm learning {v} now!",
                "sold the old one and picked up a {v}, first lesson tomorrow",
            ],
            "sw_imp": [
                "the old instrument is in the loft; my fingers hurt from the new {v}",
                "all my practice time goes to the {v} now",
            ],
            "late": ["meant to say, {w} I switched from {o} to {v}"],
            "plan": ["thinking about learning {p}", "might rent a {p} to try"],
            "drop": ["forget the {p}, too expensive"],
            "coex": ["playing {a} as well as {v} now", "added {a} to the {v}, both most nights"],
            "other": ["{R} plays {x} in a band"],
            "ask": ["is {x} hard to learn?"],
            "news": ["saw an amazing {x} player at the festival"],
            "neg": ["I'd never learn {x}, too loud"],
            "reinf": ["{v} practice done", "learned a new piece on the {v}"],
        },
    },
    "pet": {
        "zl": "宠物",
        "pool": [
            "Pico",
            "Ziggy",
            "Bramble",
            "Kiko",
            "Otis",
            "Luna",
            "Hopper",
            "Marlowe",
            "Pippin",
            "Suki",
        ],
        "zpool": ["年糕", "团子", "小满", "豆包", "旺财", "可乐"],
        "vol": [4, 3, 1, 0, 0],
        "coex": True,
        "q": (
            "What is {n}'s pet called?",
            "What was {n}'s pet called before {new}?",
            "What was {n}'s pet called on {date}?",
            None,
            "What are the names of {n}'s pets?",
        ),
        "en": {
            "state": [
                "our cat {v} knocked a glass off the table again",
                "{v} needs a walk, back later",
                "my dog {v} is snoring next to me",
            ],
            "ind": ["{v} is asleep on my keyboard, so no work for now", "bought {v} a new bed"],
            "sw_old": [
                "{o} went to live with my parents in the countryside, and we adopted {v}",
                "we said goodbye to {o} last month; this week we adopted {v}",
            ],
            "sw_new": [
                "the flat felt so empty after our old cat went, so meet {v}, our new rescue!",
                "we adopted a kitten, {v} — she's our one and only now",
            ],
            "sw_imp": [
                "{v} sleeps exactly where our old boy used to, it's uncanny",
                "{v}'s first vet appointment tomorrow, new pet, new paperwork",
            ],
            "late": [
                "meant to say, {w} {o} went to my parents' and we adopted {v}",
                "{w} {o} passed away; we have {v} now",
            ],
            "coex": [
                "we got a second cat, {a}, to keep {v} company",
                "{v} and {a} are finally friends",
            ],
            "other": ["{R}'s dog {x} is hilarious"],
            "ask": ["is {x} a good name for a dog?"],
            "past": ["dog-sat {x} for my neighbour this weekend"],
            "past_old": ["found an old photo of {o}, miss that little face"],
            "reinf": ["{v} says hi", "{v} stole a sock again"],
        },
        "zh": {
            "state": ["我们家猫叫{v}", "{v}又把杯子推下桌了", "带{v}出去遛一圈"],
            "ind": ["{v}睡在我键盘上，没法干活了", "给{v}买了个新窝"],
            "sw_old": ["{o}送去爸妈家了，我们领养了{v}", "和{o}告别了，这周领养了{v}"],
            "sw_new": [
                "之前那只走了以后家里好空，新成员{v}到家啦！",
                "领养了一只小猫，叫{v}，现在家里就它一个",
            ],
            "sw_imp": ["{v}睡的地方正好是以前那只常待的位置", "新来的{v}明天第一次打疫苗"],
            "late": ["忘了说，{w}{o}送走了，我们领养了{v}", "{w}{o}走了，现在家里是{v}"],
            "coex": ["又养了一只，叫{a}，给{v}作伴", "{v}和{a}终于不打架了"],
            "other": ["{R}家的狗叫{x}，超好笑"],
            "ask": ["{x}这个名字好听吗？"],
            "past": ["帮邻居照顾了两天{x}"],
            "past_old": ["翻到{o}以前的照片，好想它"],
            "reinf": ["{v}跟大家打招呼", "{v}又偷袜子了"],
        },
    },
    "partner": {
        "pool": [
            "Anouk",
            "Rafael",
            "Ingrid",
            "Caleb",
            "Yusuf",
            "Freya",
            "Matteo",
            "Leonie",
            "Dario",
            "Saoirse",
            "Tobias",
            "Noor",
        ],
        "vol": [5, 3, 1, 0, 0],
        "q": (
            "Who is {n}'s partner now?",
            "Who was {n} with before {new}?",
            "Who was {n}'s partner on {date}?",
            None,
            None,
        ),
        "en": {
            "state": [
                "{v} and I are cooking tonight",
                "my partner {v} says hi",
                "date night with {v}",
            ],
            "ind": ["{v} and I just hit two years", "{v} stole the duvet again"],
            "sw_old": [
                "{o} and I broke up a while ago. I'm seeing {v} now",
                "things ended with {o}; I've been dating {v} for a month",
            ],
            "sw_new": ["I'm seeing someone, {v}!", "{v} and I are official"],
            "sw_imp": [
                "meeting {v}'s parents on Sunday, nervous",
                "{v} is moving some stuff into my place",
            ],
            "late": ["meant to say, {w} {o} and I split up; I'm with {v} now"],
            "other": ["{R} is dating someone called {x}"],
            "past_old": ["bumped into {o} at the market, awkward"],
            "reinf": ["{v} made pancakes", "weekend away with {v}"],
        },
    },
    "coffee": {
        "zl": "常去的咖啡店",
        "pool": [
            "Little Ember",
            "Kettle & Crane",
            "Bluebird Coffee",
            "Foxglove Cafe",
            "Tandem Roasters",
            "Grindstone",
            "Figment Coffee",
            "Lanternhouse",
        ],
        "zpool": ["Seesaw", "Manner", "瑞幸", "M Stand", "Tims", "挪瓦咖啡"],
        "vol": [2, 3, 3, 2, 1],
        "plan": True,
        "q": (
            "Which coffee place is {n}'s regular now?",
            "Which coffee place was {n}'s regular before {new}?",
            "Where did {n} usually get coffee on {date}?",
            "Which coffee place is {n} thinking of switching to?",
            None,
        ),
        "en": {
            "state": [
                "flat white from {v}, as usual",
                "{v} knows my order by heart",
                "working from {v} this morning",
            ],
            "ind": ["the {v} barista drew a cat in my foam"],
            "sw_old": [
                "abandoned {o}, {v} is my spot now",
                "switched from {o} to {v}, better beans",
            ],
            "sw_new": ["new coffee spot: {v}", "{v} is my regular now"],
            "sw_imp": ["got my {v} loyalty card stamped for the fifth time this week"],
            "late": ["meant to say, {w} I switched to {v}"],
            "plan": ["might try {p} as my new regular", "thinking of making {p} my morning stop"],
            "drop": ["{p} was overpriced, not going back"],
            "other": ["{R} loves {x}"],
            "ask": ["has anyone tried {x}?"],
            "news": ["{x} is opening a second shop"],
            "neg": ["I'd never queue for {x}"],
            "reinf": ["{v} oat latte, perfect", "{v} was heaving today"],
        },
        "zh": {
            "state": ["每天一杯{v}", "在{v}办公中"],
            "ind": ["{v}的店员都认识我了"],
            "sw_old": ["不去{o}了，改成{v}", "从{o}换到{v}，豆子好喝多了"],
            "sw_new": ["新的常去咖啡店：{v}", "现在天天去{v}"],
            "sw_imp": ["{v}的集点卡又快集满了"],
            "late": ["忘了说，{w}我就改去{v}了"],
            "plan": ["想试试{p}", "打算以后早上去{p}"],
            "drop": ["{p}太贵了，不去了"],
            "other": ["{R}超爱{x}"],
            "ask": ["有人喝过{x}吗？"],
            "news": ["{x}又开新店了"],
            "neg": ["{x}我是不会排队的"],
            "reinf": ["{v}的燕麦拿铁yyds", "{v}今天人好多"],
        },
    },
    "streaming": {
        "zl": "视频平台",
        "pool": [
            "Netflix",
            "Mubi",
            "Crunchyroll",
            "Prime Video",
            "Criterion Channel",
            "BritBox",
            "Hulu",
        ],
        "zpool": ["爱奇艺", "腾讯视频", "优酷", "芒果TV", "哔哩哔哩"],
        "vol": [2, 3, 3, 1, 0],
        "plan": True,
        "coex": True,
        "end": "no streaming",
        "q": (
            "Which streaming service does {n} use now?",
            "Which streaming service did {n} have before {new}?",
            "Which streaming service did {n} have on {date}?",
            "Which streaming service is {n} thinking of getting?",
            "Which streaming services does {n} pay for now?",
            "Which streaming service did {n} have before cancelling?",
        ),
        "en": {
            "state": ["we've got {v}, so that's our evenings sorted", "binging something on {v}"],
            "ind": ["our {v} queue is longer than my to-do list"],
            "sw_old": ["cancelled {o}, signed up for {v}", "swapped {o} for {v}"],
            "sw_new": ["we're a {v} household now", "cancelled the old one and signed up for {v}"],
            "sw_imp": ["the {v} free trial turned into our only subscription, oops"],
            "late": ["meant to say, {w} we switched to {v}"],
            "plan": ["thinking of getting {p}", "might sign up for {p} for that new show"],
            "drop": ["not bothering with {p} after all"],
            "coex": ["we've got {a} as well as {v} now", "added {a} alongside {v}"],
            "end": [
                "cancelled {v} — no streaming at all for now",
                "no more {v}. We're doing no streaming this year, books instead",
            ],
            "end_reinf": [
                "no streaming means I've read four books",
                "still no streaming, surviving",
            ],
            "other": ["{R} has {x}"],
            "ask": ["is {x} worth it?"],
            "news": ["{x} is raising prices again"],
            "neg": ["I'd never pay for {x}"],
            "reinf": ["{v} night", "found a great documentary on {v}"],
        },
        "zh": {
            "state": ["家里开了{v}会员", "在{v}上追剧"],
            "ind": ["{v}的待看列表比我的待办还长"],
            "sw_old": ["{o}会员不续了，开了{v}", "把{o}换成{v}了"],
            "sw_new": ["别的会员都停了，开了{v}", "现在看剧只用{v}"],
            "sw_imp": ["{v}的试用期变成自动续费了，现在就剩这一个会员"],
            "late": ["忘了说，{w}就换成{v}了"],
            "plan": ["想开个{p}", "为了那部新剧可能要开{p}"],
            "drop": ["{p}还是不开了"],
            "coex": ["{v}之外又开了{a}", "现在{v}和{a}都有"],
            "other": ["{R}开了{x}"],
            "ask": ["{x}值得开吗？"],
            "news": ["{x}又涨价了"],
            "neg": ["{x}我是不会充的"],
            "reinf": ["{v}追剧中", "在{v}上看了个好纪录片"],
        },
    },
    "book": {
        "zl": "在读的书",
        "pool": [
            "Middlemarch",
            "Piranesi",
            "The Overstory",
            "Pachinko",
            "Babel",
            "Wolf Hall",
            "Lonesome Dove",
            "The Goldfinch",
            "Anna Karenina",
            "Station Eleven",
            "The Remains of the Day",
        ],
        "zpool": ["三体", "活着", "围城", "平凡的世界", "红楼梦", "白鹿原", "边城"],
        "vol": [0, 1, 2, 4, 4],
        "plan": True,
        "q": (
            "What book is {n} reading now?",
            "What was {n} reading before {new}?",
            "What book was {n} reading on {date}?",
            "What is {n} planning to read next?",
            None,
        ),
        "en": {
            "state": ["I'm reading {v}", "halfway through {v}", "{v} on the train this morning"],
            "ind": ["stayed up way too late with {v} again"],
            "sw_old": ["finished {o}, started {v}", "done with {o}; on to {v}"],
            "sw_new": ["started {v} last night", "new book: {v}"],
            "sw_imp": ["{v} is gripping from page one", "three chapters into {v}"],
            "late": ["meant to say, {w} I started {v}"],
            "plan": ["{p} is next on my list", "going to read {p} after this"],
            "drop": ["skipping {p}, the reviews put me off"],
            "other": ["{R} is reading {x}"],
            "ask": ["has anyone read {x}?"],
            "news": ["they're adapting {x} into a series"],
            "past": ["watched the {x} adaptation, not bad"],
            "neg": ["I'll never finish {x}, tried twice"],
            "reinf": ["{v} is so good", "{v} before bed"],
        },
        "zh": {
            "state": ["在读{v}", "{v}读到一半了"],
            "ind": ["又熬夜看{v}了"],
            "sw_old": ["{o}看完了，开始看{v}", "读完{o}，接着读{v}"],
            "sw_new": ["昨晚开始读{v}", "新书：{v}"],
            "sw_imp": ["{v}第一页就很抓人", "{v}看了三章了"],
            "late": ["忘了说，{w}就开始读{v}了"],
            "plan": ["下一本打算读{p}", "看完这本就读{p}"],
            "drop": ["{p}不读了，评价一般"],
            "other": ["{R}在看{x}"],
            "ask": ["有人读过{x}吗？"],
            "news": ["{x}要拍电视剧了"],
            "past": ["看了{x}的改编剧，还行"],
            "neg": ["{x}我是读不下去的"],
            "reinf": ["{v}太好看了", "睡前读会儿{v}"],
        },
    },
    "learn": {
        "zl": "在学的外语",
        "pool": [
            "Portuguese",
            "Japanese",
            "Korean",
            "Dutch",
            "Greek",
            "Turkish",
            "Welsh",
            "Icelandic",
            "Swahili",
        ],
        "zpool": ["日语", "法语", "西班牙语", "德语", "韩语", "意大利语"],
        "vol": [2, 3, 3, 1, 0],
        "plan": True,
        "coex": True,
        "q": (
            "Which language is {n} learning now?",
            "Which language was {n} learning before {new}?",
            "Which language was {n} learning on {date}?",
            "Which language is {n} thinking of learning?",
            "Which languages is {n} learning now?",
        ),
        "en": {
            "state": ["I'm learning {v}", "{v} lesson tonight", "my {v} streak is at 200 days"],
            "ind": ["conjugating {v} verbs on the bus"],
            "sw_old": ["dropped {o}, learning {v} now", "switched from {o} to {v}"],
            "sw_new": [
                "new language, new me: started {v} classes instead!",
                "I'm learning {v} now instead",
            ],
            "sw_imp": ["paused my old course for good; my {v} tutor is brilliant, second week in"],
            "late": ["meant to say, {w} I dropped {o} and started learning {v}"],
            "plan": ["thinking about learning {p}", "might do a {p} course"],
            "drop": ["forget {p}, I don't have time"],
            "coex": [
                "learning {a} alongside {v} now",
                "doing both {v} and {a} now, my brain is full",
            ],
            "other": ["{R} speaks fluent {x}"],
            "ask": ["is {x} hard to learn?"],
            "news": ["read that {x} is the fastest-growing language on the apps"],
            "neg": ["I'd never manage {x}"],
            "reinf": ["{v} homework done", "had a tiny conversation in {v} today"],
        },
        "zh": {
            "state": ["在学{v}", "今晚有{v}课", "{v}打卡第200天"],
            "ind": ["地铁上背{v}单词"],
            "sw_old": ["{o}不学了，改学{v}", "从{o}换成{v}了"],
            "sw_new": ["换了门语言，开始学{v}了！", "之前的课停了，报了{v}班"],
            "sw_imp": ["之前那门彻底放下了，{v}老师超好，上了两周了"],
            "late": ["忘了说，{w}我就不学{o}了，改学{v}"],
            "plan": ["在考虑学{p}", "可能报个{p}班"],
            "drop": ["{p}还是算了，没时间"],
            "coex": ["{v}之外又开始学{a}了", "{v}和{a}一起学，脑子不够用"],
            "other": ["{R}{x}说得特别好"],
            "ask": ["{x}难学吗？"],
            "news": ["看到说学{x}的人越来越多"],
            "neg": ["{x}我肯定学不会"],
            "reinf": ["{v}作业写完了", "今天用{v}聊了几句"],
        },
    },
    "shoes": {
        "zl": "跑鞋",
        "pool": ["Hoka", "Brooks", "Asics", "Saucony", "Altra", "Mizuno", "New Balance", "Salomon"],
        "vol": [2, 3, 3, 2, 0],
        "plan": True,
        "q": (
            "Which running-shoe brand does {n} run in now?",
            "Which running shoes did {n} use before {new}?",
            "Which running-shoe brand was {n} using on {date}?",
            "Which running shoes is {n} thinking of trying?",
            None,
        ),
        "en": {
            "state": [
                "I run in {v}",
                "my {v} are finally broken in",
                "10k this morning in the {v}",
            ],
            "ind": ["my {v} are caked in mud"],
            "sw_old": ["gave up on {o}, I'm a {v} runner now", "swapped {o} for {v}"],
            "sw_new": ["new running shoes: {v}", "went with {v} in the end"],
            "sw_imp": ["first run in the new {v}, no blisters"],
            "late": ["meant to say, {w} I switched to {v}"],
            "plan": ["thinking about trying {p}", "might get {p} for the marathon"],
            "drop": ["tried {p} on in the shop, not for me"],
            "other": ["{R} swears by {x}"],
            "ask": ["are {x} good for flat feet?"],
            "news": ["{x} brought out a new carbon shoe"],
            "neg": ["I'd never run in {x} again"],
            "reinf": ["{v} still comfy at mile 10", "long run in the {v}"],
        },
        "zh": {
            "state": ["跑步穿{v}", "{v}终于穿合脚了"],
            "ind": ["{v}上全是泥"],
            "sw_old": ["不穿{o}了，换{v}了"],
            "sw_new": ["新跑鞋：{v}", "最后买了{v}"],
            "sw_imp": ["穿新的{v}跑了第一次，没磨脚"],
            "late": ["忘了说，{w}就换成{v}了"],
            "plan": ["想试试{p}", "马拉松可能买双{p}"],
            "drop": ["{p}试穿了一下，不合适"],
            "other": ["{R}只穿{x}"],
            "ask": ["{x}适合扁平足吗？"],
            "news": ["{x}出了新碳板鞋"],
            "neg": ["再也不穿{x}跑步了"],
            "reinf": ["{v}跑十公里还是很舒服", "穿{v}跑了个长距离"],
        },
    },
    "meds": {
        "pool": [
            "levothyroxine",
            "metformin",
            "propranolol",
            "sertraline",
            "cetirizine",
            "montelukast",
            "omeprazole",
        ],
        "vol": [3, 3, 2, 0, 0],
        "plan": True,
        "end": "off medication",
        "q": (
            "Which medication is {n} on now?",
            "Which medication was {n} on before {new}?",
            "Which medication was {n} taking on {date}?",
            "Which medication might {n} try next?",
            None,
            "Which medication was {n} on before stopping?",
        ),
        "en": {
            "state": ["still on {v}, it's helping", "took my {v} and went back to bed"],
            "ind": ["pharmacy had my {v} refill ready for once"],
            "sw_old": ["GP switched me from {o} to {v}", "off {o}, on {v} now"],
            "sw_new": [
                "off the old tablets, started {v} this week, fingers crossed",
                "new prescription: {v} instead of the old stuff",
            ],
            "sw_imp": ["swapping tablets is weird; the {v} side effects are mild so far, day five"],
            "late": ["meant to say, {w} my doctor moved me onto {v}"],
            "plan": ["doctor suggested trying {p} if this doesn't improve"],
            "drop": ["we decided not to try {p} in the end"],
            "end": [
                "stopped the {v}, doctor's happy — off medication entirely now",
                "done with {v}! Off medication for the first time in years",
            ],
            "end_reinf": ["still off medication and feeling okay"],
            "other": ["{R} has been on {x} for years"],
            "ask": ["has anyone taken {x}? how was it?"],
            "news": ["read a study about {x}, interesting"],
            "neg": ["I'm never taking {x} again, that was rough"],
            "reinf": ["{v} refill day", "remembered my {v} on time all week"],
        },
    },
    "bank": {
        "pool": ["Monzo", "Starling", "Revolut", "N26", "Bunq", "Nationwide", "Triodos", "Chase"],
        "vol": [3, 4, 1, 0, 0],
        "plan": True,
        "scoped": True,
        "q": (
            "Which bank does {n} use now?",
            "Which bank did {n} use before {new}?",
            "Which bank was {n} with on {date}?",
            "Which bank is {n} thinking of switching to?",
            "Which banks does {n} use, including for the business?",
        ),
        "en": {
            "state": ["I bank with {v}", "{v} app says I spent how much on takeaways?"],
            "ind": ["my salary lands in {v} on the 25th"],
            "sw_old": ["moved my account from {o} to {v}", "closed {o}, I'm with {v} now"],
            "sw_new": ["switched banks, {v} now", "went with {v} in the end"],
            "sw_imp": ["my {v} card arrived, setting up direct debits"],
            "late": ["meant to say, {w} I moved to {v}"],
            "plan": ["thinking about switching to {p}", "might open a {p} account"],
            "drop": ["not moving to {p}, too much hassle"],
            "scoped": [
                "{v} for everyday stuff, {a} for the side business",
                "mostly {v}, but the freelance money goes into {a}",
            ],
            "other": ["{R} swears by {x}"],
            "ask": ["is {x} any good?"],
            "news": ["{x} had an outage today, glad I'm not with them"],
            "neg": ["I'd never bank with {x}"],
            "reinf": ["{v} savings pot is looking healthy", "{v} notification: coffee again"],
        },
    },
    "project": {
        "pool": ["Heron", "Tundra", "Kraken", "Orion", "Sable", "Quasar", "Nightjar", "Lodestar"],
        "vol": [1, 3, 3, 2, 1],
        "plan": True,
        "q": (
            "Which project is {n} on at work now?",
            "Which project was {n} on before {new}?",
            "Which project was {n} on at work on {date}?",
            "Which project is {n} hoping to join?",
            None,
        ),
        "en": {
            "state": ["I'm on Project {v}", "{v} standup ran long again", "team {v} shipped today"],
            "ind": ["the {v} roadmap is my whole life"],
            "sw_old": ["moved off {o}, I'm on {v} now", "reorg: left {o}, joined {v}"],
            "sw_new": ["new team: {v}", "I've been moved to Project {v}"],
            "sw_imp": [
                "first {v} sprint planning tomorrow",
                "getting up to speed on the {v} codebase",
            ],
            "late": ["meant to say, {w} I moved to the {v} team"],
            "plan": ["might move to {p} next quarter", "asked to join {p}"],
            "drop": ["{p} move fell through"],
            "other": ["{R} is on {x}, they're struggling"],
            "ask": ["anyone know who leads {x}?"],
            "news": ["{x} got cancelled, ouch"],
            "neg": ["I'd never volunteer for {x}"],
            "past_old": ["the {o} folks sent me a farewell card, cute"],
            "reinf": ["{v} demo went well", "long {v} retro today"],
        },
    },
    "commute": {
        "pool": ["Brompton", "tram", "ferry", "e-scooter", "carpool", "night bus"],
        "vol": [2, 4, 2, 1, 0],
        "plan": True,
        "scoped": True,
        "q": (
            "How does {n} get to work now?",
            "How did {n} get to work before switching to the {new}?",
            "How was {n} getting to work on {date}?",
            "How is {n} thinking of commuting?",
            "How does {n} get to work, including on bad-weather days?",
        ),
        "en": {
            "state": ["I take the {v} to work", "{v} to the office as usual"],
            "ind": ["my {v} commute is the only quiet time I get"],
            "sw_old": ["gave up the {o}, it's the {v} now", "swapped the {o} for the {v}"],
            "sw_new": ["commuting by {v} now", "doing the {v} to work now"],
            "sw_imp": ["the {v} got me in 10 minutes early today"],
            "late": ["meant to say, {w} I switched to the {v}"],
            "plan": ["thinking of switching to the {p}", "might try the {p} to work"],
            "drop": ["the {p} idea didn't work out"],
            "scoped": [
                "{v} most days, but the {a} when it rains",
                "mostly the {v}; {a} when the weather's awful",
            ],
            "other": ["{R} takes the {x}"],
            "ask": ["is the {x} reliable?"],
            "neg": ["I'd never take the {x}"],
            "reinf": ["{v} was on time today", "{v} this morning was lovely"],
        },
    },
    "hobby": {
        "pool": [
            "pottery",
            "birdwatching",
            "woodworking",
            "crochet",
            "chess",
            "kayaking",
            "beekeeping",
            "calligraphy",
            "bonsai",
            "origami",
        ],
        "vol": [2, 3, 3, 1, 0],
        "plan": True,
        "coex": True,
        "q": (
            "What hobby is {n} into now?",
            "What hobby was {n} into before {new}?",
            "What was {n}'s hobby on {date}?",
            "Which hobby is {n} thinking of taking up?",
            "Which hobbies is {n} into now?",
        ),
        "en": {
            "state": ["I'm really into {v}", "{v} all weekend"],
            "ind": ["my desk is covered in {v} stuff"],
            "sw_old": ["gave up {o}, it's {v} now", "swapped {o} for {v}"],
            "sw_new": ["new hobby: {v}, the old one is officially retired", "took up {v} instead!"],
            "sw_imp": ["cleared out all the old hobby stuff to make room for {v}"],
            "late": ["meant to say, {w} I swapped {o} for {v}"],
            "plan": ["thinking about trying {p}", "might sign up for a {p} course"],
            "drop": ["skipping the {p} course, too expensive"],
            "coex": ["doing {a} alongside {v} now", "{v} and {a}, both every week"],
            "other": ["{R} is into {x}"],
            "ask": ["is {x} relaxing?"],
            "news": ["saw a documentary about {x}"],
            "neg": ["I'd never do {x}, no patience"],
            "reinf": ["{v} session was great", "more {v} tonight"],
        },
    },
}

# Chinese question forms (subject written in Chinese) use the slot's `zl` label.
ZH_Q = (
    "{n}现在的{zl}是什么？",
    "换成{new}之前，{n}的{zl}是什么？",
    "{date}的时候，{n}的{zl}是什么？",
    "{n}在考虑换成什么{zl}？",
    "{n}现在的{zl}有哪些？",
)

EN_PREFIX = [
    "btw ",
    "random update: ",
    "ok so ",
    "small life update: ",
    "{n} here — ",
    "fyi ",
    "anyway, ",
    "lol ",
    "so, ",
]
EN_SUFFIX = [" haha", "!", " fwiw", " :)", ".", " lol"]
ZH_PREFIX = ["对了，", "顺便说一下，", "哈哈 ", "跟你说，", "{n}报到：", "诶，"]
ZH_SUFFIX = ["～", "。", "哈哈", "！", "😂"]

# Small talk: whole lines and pieces that combine.
FILLER_EN = [
    "anyone else exhausted today?",
    "the weather can't make up its mind",
    "made soup, it was mediocre",
    "can't believe it's already the weekend again",
    "my neighbour is building something loud again",
    "has anyone seen a good film lately?",
    "the printer at work jammed three times before 10",
    "ordered takeaway, regret nothing",
    "just spent an hour looking for my keys. they were in my hand",
    "who decided Mondays should exist",
    "slept eleven hours, feel worse",
    "the group chat is too quiet today",
    "tried a new recipe, the smoke alarm approved",
    "does anyone actually enjoy ironing?",
    "my plants are thriving, which is suspicious",
    "spent the evening sorting old photos",
    "got caught in the rain without a jacket, classic",
    "the kettle broke, this is a crisis",
    "what are people doing for the long weekend?",
    "I have 47 browser tabs open and I need all of them",
    "finally cleaned the oven",
    "a pigeon stared at me for a full minute this morning",
    "somebody microwaved fish in the office kitchen",
    "new episode of that podcast is out",
    "happy Friday everyone",
    "the heating is on the fritz again",
    "what's everyone having for dinner?",
    "I forgot my umbrella for the third time this week",
    "my mum sent me a voice note that was four minutes long",
    "parcel arrived, it was the wrong size",
    "honestly just want a nap",
    "watched the sunset from the roof, lovely",
    "quiz night was chaos, we came fifth",
    "my screen time report is embarrassing",
    "anyone good at assembling flat-pack furniture?",
    "the supermarket moved everything around again",
    "cooked way too much pasta",
    "the dentist says I need to floss more. shocking",
    "is it too early for Christmas music?",
    "just remembered I left the washing out",
    "the office coffee machine is broken, morale is low",
    "someone left a lovely note on my door",
    "my brain is full, please come back tomorrow",
    "overslept, made it anyway",
    "the wifi keeps dropping, send thoughts",
    "got a haircut, unsure about it",
    "my inbox is a disaster",
    "power cut for an hour, very atmospheric",
    "made banana bread, it vanished in a day",
    "thunderstorm last night was wild",
    "can anyone recommend a plumber?",
    "the neighbour's cat visited again",
    "long week, short fuse",
    "birthday card shopping, I always leave it too late",
    "accidentally replied-all, mortified",
    "the bin men came early and I missed them",
    "picnic got rained off",
    "watched the football, shouted at the telly",
    "my laundry basket is a mountain",
    "finally booked the dentist",
    "the fog this morning was unreal",
    "I keep meaning to call my grandma",
    "snow forecast, I'll believe it when I see it",
    "spent lunch reading the news, bad idea",
    "these energy bills are something else",
    "someone's car alarm went off at 3am",
    "lost a sock. again",
    "made a to-do list, did none of it",
    "dinner party went great, too much wine",
    "pancakes for breakfast, a rare treat",
    "the train of thought has left the station",
    "anyone else's phone autocorrecting everything today?",
    "bought flowers for no reason",
    "I think I'm getting a cold",
    "sunny for once, out in the park",
    "the new series everyone's talking about is fine, I guess",
    "I should really learn to cook more than three dishes",
    "my calendar is just meetings about meetings",
    "hot water's back, life is good again",
]
FILLER_EN_A = [
    "this morning",
    "last night",
    "today",
    "yesterday",
    "this weekend",
    "tonight",
    "after work",
    "at lunch",
]
FILLER_EN_B = [
    "I reorganised the spice drawer",
    "I walked about fifteen thousand steps",
    "we had friends over",
    "I fell asleep on the sofa",
    "I binned half my wardrobe",
    "I finally replied to all my emails",
    "I called my grandparents",
    "I tried to fix the wobbly table",
    "I did absolutely nothing",
    "we played board games until midnight",
    "I baked bread that could be used as a doorstop",
    "I went to a birthday drinks thing",
    "I got lost in a charity shop",
    "I watched three films back to back",
    "I cleaned the whole flat",
    "I painted the hallway",
    "I helped a friend move a sofa",
]
FILLER_EN_C = [
    "",
    " and it was great",
    ", no regrets",
    ", would not recommend",
    ", very wholesome",
    ", not sure why",
    ", ten out of ten",
    ", exhausted now",
]
FILLER_ZH = [
    "今天好累啊",
    "天气忽冷忽热的",
    "中午吃了碗面",
    "周末有人出来玩吗？",
    "快递又送错了",
    "今天加班到九点",
    "又失眠了",
    "楼上装修吵死了",
    "终于把衣服洗完了",
    "今天的晚霞好好看",
    "有没有好看的电影推荐？",
    "钥匙又找不到了",
    "刚开完会，脑子一片空白",
    "下雨忘带伞，淋成落汤鸡",
    "周一综合症犯了",
    "做了个蛋糕，失败了",
    "外卖吃腻了",
    "我妈又在家族群里发养生文章",
    "今天走了两万步",
    "打扫了一下午卫生",
    "突然好想吃火锅",
    "明天又要早起",
    "家里网又断了",
    "看了一晚上综艺",
    "植物又被我养死了一盆",
    "剪了头发，有点后悔",
    "周末去爬山了，腿好酸",
    "电费账单吓死人",
    "今天的会议毫无意义",
    "买了一堆东西，钱包瘪了",
    "终于周五了",
    "感觉要感冒了",
    "楼下的猫又来了",
    "今天地铁好挤",
    "做饭做多了，明天继续吃",
    "收到朋友寄的特产，开心",
    "好久没见大学同学了",
    "阳台上的花开了",
    "刷手机刷到凌晨两点，罪过",
    "今天风好大",
]
FILLER_ZH_A = ["今天", "昨晚", "周末", "下班后", "中午", "早上"]
FILLER_ZH_B = [
    "把房间收拾了一遍",
    "跟朋友吃了顿饭",
    "在家躺了一整天",
    "看了两部电影",
    "给爷爷奶奶打了电话",
    "去超市买了一堆菜",
    "学着做了红烧肉",
    "和家人视频聊天",
    "在公园散了会儿步",
    "把冬天的衣服翻出来了",
    "陪朋友逛了一下午",
]
FILLER_ZH_C = ["", "，挺开心的", "，累死了", "，还不错", "，哈哈", "，有点无聊"]

PEOPLE_EN = [
    "Marta",
    "Tomasz",
    "Priya",
    "Dmitri",
    "Hannah",
    "Jonas",
    "Ines",
    "Kofi",
    "Aoife",
    "Rohan",
    "Greta",
    "Felix",
]
ZH_ONLY_SLOTS = [
    "city",
    "employer",
    "title",
    "phone",
    "book",
    "learn",
    "pet",
    "coffee",
    "streaming",
    "sport",
]
MIXED_SLOTS = [
    "employer",
    "title",
    "phone",
    "laptop",
    "proglang",
    "editor",
    "streaming",
    "coffee",
    "shoes",
]
STARTERS = ("I ", "I'", "{")


def _mentions(text: str, value: str) -> bool:
    """Whole word, case-insensitive (substring for non-ASCII values), as the scorer reads."""
    if not value.isascii():
        return value in text
    pattern = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _tidy(text: str) -> str:
    """Articles before values: "the The Foundry", "a iPhone"."""
    text = re.sub(r"\b[Tt]he (The )", r"\1", text)
    return re.sub(r"\b([Aa]) (?=[AEIaeiX]|[Oo](?!ne))", r"\1n ", text)


def _date(day: int, zh: bool) -> str:
    d = START + timedelta(days=day)
    if zh:
        return f"{d.year}年{d.month}月{d.day}日"
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def _when(rng: random.Random, start: int, said: int, zh: bool) -> str:
    """How a late report places the change it reports (start: when it happened)."""
    d = START + timedelta(days=start)
    s = START + timedelta(days=said)
    weeks = (said - start) // 7
    part = 0 if d.day <= 10 else (1 if d.day <= 20 else 2)
    month = MONTHS[d.month - 1]
    if zh:
        options = [f"{d.month}月份的时候", f"{d.month}月{('初', '中', '底')[part]}"]
        if weeks >= 3:
            options.append(f"大概{weeks}个星期前")
        if (s.month - d.month) % 12 == 1:
            options.append("上个月")
        return rng.choice(options)
    options = [f"back in {month}", f"in {('early', 'mid', 'late')[part]} {month}"]
    if weeks >= 3:
        options.append(f"about {weeks} weeks ago")
    if (s.month - d.month) % 12 == 1:
        options.append("last month")
    return rng.choice(options)


@dataclass
class Seg:
    """One stretch of a slot's state: from `start` (true change) known from `said`."""

    start: int
    said: int
    vals: list[str]
    kind: str = "one"  # one | coex | scoped | end
    mode: str = "state"


@dataclass
class Speaker:
    name: str
    mode: str  # en | zh | mix
    slots: list[str] = field(default_factory=list)


@dataclass
class Line:
    day: int
    key: str
    fmt: dict[str, str]
    en_only: bool = False
    check: list[str] = field(default_factory=list)  # values this line must state verbatim


def _spread(rng: random.Random, n: int, lo: int, hi: int, gap: int) -> list[int]:
    for _ in range(200):
        days = sorted(rng.sample(range(lo, hi), n)) if n else []
        if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
            return days
    return _spread(rng, n - 1, lo, hi, gap) if n > 0 else []


def _free_day(rng: random.Random, lo: int, hi: int, used: set[int]) -> int | None:
    if hi < lo:
        return None
    for _ in range(40):
        d = rng.randint(lo, hi)
        if all(abs(d - u) >= 2 for u in used):
            used.add(d)
            return d
    return None


class _World:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.all_values = self._all_values()

    @staticmethod
    def _all_values() -> set[str]:
        vals: set[str] = set()
        for spec in SLOTS.values():
            vals |= set(spec["pool"]) | set(spec.get("zpool", ()))
            if spec.get("end"):
                vals.add(spec["end"])
        vals |= {k for k, _ in EN_REASONS} | {k for k, _ in ZH_REASONS}
        return vals

    # -- rendering ---------------------------------------------------------------------------

    def _lang(self, sp: Speaker, key: str, spec: dict[str, Any], en_only: bool) -> str:
        has_zh = key in spec.get("zh", {})
        if sp.mode == "zh" and has_zh:
            return "zh"
        if sp.mode == "mix" and has_zh and not en_only and self.rng.random() < 0.5:
            return "zh"
        return "en"

    def _wrap(self, sp: Speaker, text: str, lang: str, template: str) -> str:
        rng = self.rng
        if lang == "zh":
            if rng.random() < 0.3:
                text = rng.choice(ZH_PREFIX).format(n=sp.name) + text
            if rng.random() < 0.3:
                text += rng.choice(ZH_SUFFIX)
            return text
        if rng.random() < 0.3:
            prefix = rng.choice(EN_PREFIX).format(n=sp.name)
            lower_ok = template.startswith("{R}") or not template.startswith(STARTERS)
            if text[:1].isupper() and lower_ok:
                text = text[0].lower() + text[1:]
            text = prefix + text
        if rng.random() < 0.3:
            text += rng.choice(EN_SUFFIX)
        return text

    def _render(
        self, sp: Speaker, slot: str, line: Line, forbidden: set[str]
    ) -> tuple[str, str] | None:
        spec = SLOTS[slot]
        rng = self.rng
        for _ in range(30):
            lang = self._lang(sp, line.key, spec, line.en_only)
            templates = spec[lang][line.key]
            if line.key in ("state", "ind") and "imap" in spec and rng.random() < 0.35:
                extra = spec["imap"].get(line.fmt.get("v", ""), [])
                if extra and lang == "en":
                    templates = extra
            template = rng.choice(templates)
            fmt = dict(line.fmt)
            fmt["n"] = sp.name
            if lang == "zh":
                r = rng.choice(ZH_REL)
                fmt.update(r=r, R=r)
                if "y" in fmt:
                    fmt["yy"] = dict(ZH_REASONS)[fmt["y"]]
            else:
                r = rng.choice(EN_REL)
                fmt.update(r=r, R=r[0].upper() + r[1:])
                if "y" in fmt:
                    fmt["yy"] = dict(EN_REASONS)[fmt["y"]]
            if "w" in fmt:
                fmt["w"] = _when(rng, int(fmt["w0"]), line.day, lang == "zh")
            text = _tidy(template.format(**fmt))
            if any(_mentions(text, f) for f in forbidden):
                continue
            text = self._wrap(sp, text, lang, template)
            return text, lang
        return None

    def _emit(self, sp: Speaker, day: int, text: str, lang: str) -> None:
        minute = self.rng.randint(7 * 60, 23 * 60 + 30)
        self.episodes.append(
            {
                "day": day,
                "minute": minute,
                "speaker": sp.name,
                "text": text,
                "session": f"{sp.name.lower()}-{day:03d}-{'am' if minute < 780 else 'pm'}",
                "language": lang,
            }
        )

    # -- one slot of one speaker ----------------------------------------------------------

    def slot(self, sp: Speaker, slot: str, forbidden: set[str]) -> list[tuple[int, str, str]]:
        rng = self.rng
        spec = SLOTS[slot]
        pool = list(spec["zpool"] if sp.mode == "zh" else spec["pool"])
        rng.shuffle(pool)
        n = rng.choices(range(5), weights=spec["vol"])[0]
        n = min(n, len(pool) - 3)
        init = rng.randint(0, 40)
        days = _spread(rng, n, init + 45, 690, 45)
        segs = [Seg(init, init, [pool.pop()])]
        lines: list[Line] = []
        used: set[int] = {init}

        specials = []
        if spec.get("coex"):
            specials.append("coex")
        if spec.get("scoped"):
            specials.append("scoped")
        if spec.get("end") and sp.mode != "zh":
            specials.append("end")
        special = None
        if days and specials and rng.random() < 0.45:
            special = rng.choice(specials)

        reasons: list[tuple[int, str, str]] = []  # (seg index, keyword, value) for why probes
        for i, d in enumerate(days):
            prev = segs[-1]
            nxt = days[i + 1] if i + 1 < len(days) else SPAN
            used.add(d)
            if i == len(days) - 1 and special:
                cur = prev.vals[0]
                if special == "end":
                    segs.append(Seg(d, d, [], "end", "end"))
                    lines.append(Line(d, "end", {"v": cur}, en_only=True, check=[spec["end"]]))
                    continue
                a = pool.pop()
                segs.append(Seg(d, d, [cur, a], special, special))
                lines.append(Line(d, special, {"v": cur, "a": a}, check=[cur, a]))
                continue
            v = pool.pop()
            modes = ["sw_old", "sw_new", "sw_imp"]
            said = d
            if nxt - d > 60 and d + 40 < 715:
                modes.append("late")
            if slot == "city" and rng.random() < 0.5:
                modes = ["sw_why"]
            mode = rng.choice(modes)
            if mode == "late":
                said = min(d + rng.randint(25, 70), nxt - 15, 715)
                used.add(said)
            segs.append(Seg(d, said, [v], "one", mode))
            fmt = {"v": v, "o": prev.vals[0]}
            if mode == "late":
                fmt["w0"] = str(d)
                fmt["w"] = ""
            if mode == "sw_why":
                lang_zh = sp.mode == "zh"
                keyword = rng.choice(ZH_REASONS if lang_zh else EN_REASONS)[0]
                fmt["y"] = keyword
                reasons.append((len(segs) - 1, keyword, v))
            lines.append(Line(said, mode, fmt, en_only=mode == "sw_why", check=[v]))

        ends = [s.start for s in segs[1:]] + [SPAN]
        # The opening statement.
        lines.append(Line(init, "ind" if rng.random() < 0.25 else "state", {"v": segs[0].vals[0]}))

        done_plans: list[str] = []
        dropped: list[str] = []
        open_plan: str | None = None
        plan_lines: list[Line] = []
        if spec.get("plan"):
            for i, s in enumerate(segs[1:], start=1):
                if s.kind != "one" or rng.random() > 0.4:
                    continue
                lo = segs[i - 1].said + 5
                pd = _free_day(rng, max(lo, s.start - 45), s.start - 10, used)
                if pd is not None:
                    plan_lines.append(Line(pd, "plan", {"p": s.vals[0]}, check=[s.vals[0]]))
                    done_plans.append(s.vals[0])
            if pool and rng.random() < 0.45:
                room = [
                    (i, s) for i, s in enumerate(segs) if ends[i] - s.said >= 80 and s.kind != "end"
                ]
                if room:
                    i, s = rng.choice(room)
                    pd = _free_day(rng, s.said + 5, ends[i] - 60, used)
                    if pd is not None:
                        dd = _free_day(rng, pd + 15, min(pd + 45, ends[i] - 8), used)
                        if dd is not None:
                            p = pool.pop()
                            dropped.append(p)
                            plan_lines.append(Line(pd, "plan", {"p": p}, check=[p]))
                            plan_lines.append(Line(dd, "drop", {"p": p}))
            if pool and rng.random() < 0.35:
                pd = _free_day(rng, segs[-1].said + 15, 722, used)
                if pd is not None:
                    open_plan = pool.pop()
                    plan_lines.append(Line(pd, "plan", {"p": open_plan}, check=[open_plan]))
        lines += plan_lines

        # Reinforcements inside each stretch, after it was said.
        for i, s in enumerate(segs):
            k = rng.randint(0, 2) + (1 if i == len(segs) - 1 else 0)
            for _ in range(k):
                rd = _free_day(rng, s.said + 4, ends[i] - 4, used)
                if rd is None:
                    continue
                if s.kind == "end":
                    lines.append(Line(rd, "end_reinf", {}, en_only=True))
                    continue
                v = s.vals[0] if s.kind == "scoped" else rng.choice(s.vals)
                key = "ind" if rng.random() < 0.25 else "reinf"
                lines.append(Line(rd, key, {"v": v}))

        # Mentions that are not assertions about the speaker's own state.
        lang_keys = set(spec["zh" if sp.mode == "zh" else "en"])
        distract = [k for k in ("other", "ask", "news", "past", "neg") if k in lang_keys]
        mentioned: list[str] = []
        for _ in range(rng.randint(1, 3)):
            if not pool or not distract:
                break
            dd = _free_day(rng, init + 2, 725, used)
            if dd is None:
                continue
            x = pool.pop()
            mentioned.append(x)
            lines.append(Line(dd, rng.choice(distract), {"x": x}))
        if "past_old" in lang_keys and len(segs) > 1 and rng.random() < 0.6:
            i = rng.randrange(len(segs) - 1)
            later = {v for s in segs[i + 1 :] for v in s.vals}
            if segs[i].kind == "one" and segs[i].vals[0] not in later:
                left = max(segs[i + 1].said, ends[i]) + 5
                pd = _free_day(rng, left, 725, used)
                if pd is not None and ends[-1] > pd:
                    lines.append(Line(pd, "past_old", {"o": segs[i].vals[0]}))

        # Render, making sure every value that will be gold is said verbatim somewhere.
        rendered: list[tuple[int, str, str]] = []
        for line in sorted(lines, key=lambda x: x.day):
            out = self._render(sp, slot, line, forbidden)
            if out is None:
                continue
            rendered.append((line.day, out[0], out[1]))
        held = {v for s in segs for v in s.vals}
        needed = held | set(done_plans) | set(dropped) | ({open_plan} if open_plan else set())
        if any(s.kind == "end" for s in segs):
            needed.add(spec["end"])
        for v in sorted(needed):
            if any(_mentions(t, v) for _, t, _ in rendered):
                continue
            i = next((j for j, s in enumerate(segs) if v in s.vals), None)
            if v == spec.get("end"):
                i = len(segs) - 1
            if i is None:
                continue
            rd = _free_day(rng, segs[i].said + 1, ends[i] - 1, used)
            rd = segs[i].said if rd is None else rd
            key = "end_reinf" if v == spec.get("end") else "reinf"
            for _ in range(20):
                out = self._render(
                    sp, slot, Line(rd, key, {"v": v}, en_only=key == "end_reinf"), forbidden
                )
                if out and _mentions(out[0], v):
                    rendered.append((rd, out[0], out[1]))
                    break

        self._probes(sp, slot, segs, ends, done_plans, dropped, open_plan, mentioned, reasons)
        return rendered

    # -- probes --------------------------------------------------------------------------

    def _probes(
        self,
        sp: Speaker,
        slot: str,
        segs: list[Seg],
        ends: list[int],
        done_plans: list[str],
        dropped: list[str],
        open_plan: str | None,
        mentioned: list[str],
        reasons: list[tuple[int, str, str]],
    ) -> None:
        rng = self.rng
        spec = SLOTS[slot]
        zh = sp.mode == "zh"
        sentinel = spec.get("end")
        ended = segs[-1].kind == "end"
        vocab = {v for s in segs for v in s.vals} | set(done_plans) | set(dropped) | set(mentioned)
        if open_plan:
            vocab.add(open_plan)
        if ended:
            vocab.add(sentinel)
        values = sorted(vocab)
        qs = spec["q"]

        def question(idx: int, **kw: str) -> str:
            if zh:
                return ZH_Q[idx].format(n=sp.name, zl=spec["zl"], **kw)
            return qs[idx].format(n=sp.name, **kw)

        def add(kind: str, q: str, gold: list[str], outdated: list[str], **extra: Any) -> None:
            probe = {
                "subject": sp.name,
                "kind": kind,
                "question": q,
                "slot": slot,
                "gold": gold,
                "outdated": sorted(set(outdated) - set(gold)),
                "abandoned": sorted(dropped),
                "values": values,
            }
            probe.update(extra)
            self.probes.append(probe)

        last = segs[-1]
        earlier = [v for s in segs[:-1] for v in s.vals if v not in last.vals]
        if last.kind == "coex":
            add("coexisting", question(4), list(last.vals), earlier)
        elif last.kind == "scoped":
            add("current", question(0), [last.vals[0]], earlier)
            add("coexisting", question(4), list(last.vals), earlier)
        elif ended:
            add("current", question(0), [sentinel], earlier)
        else:
            add("current", question(0), [last.vals[0]], earlier)

        # Historical: what was held before each replacement.
        for i in range(1, len(segs)):
            s, prev = segs[i], segs[i - 1]
            if s.kind in ("coex", "scoped"):
                continue
            if s.kind == "end":
                q = spec["q"][5].format(n=sp.name) if not zh else question(1, new=sentinel)
            else:
                q = question(1, new=s.vals[0])
            add("historical", q, [prev.vals[0]], [])

        # As-of: points between changes (not in the final stretch, which `current` covers).
        spots = []
        for i, s in enumerate(segs):
            lo, hi = s.said + 5, ends[i] - 5
            if i == len(segs) - 1 and rng.random() < 0.5:
                continue
            if s.kind == "one" and hi - lo > 10:
                spots.append((rng.randint(lo, hi), [s.vals[0]], i))
        for i, s in enumerate(segs):
            if s.mode == "late" and s.said - s.start > 20 and rng.random() < 0.5:
                spots.append(((s.start + s.said) // 2, [s.vals[0]], i))
        rng.shuffle(spots)
        for day, gold, i in spots[:2]:
            before = [v for s in segs[:i] for v in s.vals]
            add("as_of", question(2, date=_date(day, zh)), gold, before, as_of_day=day)

        if open_plan and qs[3]:
            q = ZH_Q[3].format(n=sp.name, zl=spec["zl"]) if zh else qs[3].format(n=sp.name)
            add("planning", q, [open_plan], [])

        for _i, keyword, v in reasons:
            q = f"{sp.name}为什么搬到{v}？" if zh else f"Why did {sp.name} move to {v}?"
            self.probes.append(
                {
                    "subject": sp.name,
                    "kind": "why",
                    "question": q,
                    "slot": "move_reason",
                    "gold": [keyword],
                    "outdated": [],
                    "abandoned": [],
                    "values": [keyword],
                }
            )

    # -- people and small talk -------------------------------------------------------------

    def filler(self, sp: Speaker, count: int) -> None:
        rng = self.rng
        for _ in range(count):
            zh = sp.mode == "zh" or (sp.mode == "mix" and rng.random() < 0.5)
            for _ in range(10):
                if zh:
                    if rng.random() < 0.45:
                        text = rng.choice(FILLER_ZH)
                    else:
                        text = rng.choice(FILLER_ZH_A) + rng.choice(FILLER_ZH_B)
                        text += rng.choice(FILLER_ZH_C)
                else:
                    if rng.random() < 0.45:
                        text = rng.choice(FILLER_EN)
                    else:
                        text = f"{rng.choice(FILLER_EN_A)} {rng.choice(FILLER_EN_B)}"
                        text += rng.choice(FILLER_EN_C)
                if not any(_mentions(text, v) for v in self.all_values):
                    break
            else:
                continue
            lang = "zh" if zh else "en"
            self._emit(sp, rng.randint(0, SPAN - 1), self._wrap(sp, text, lang, text), lang)

    def people(self) -> list[Speaker]:
        rng = self.rng
        names = rng.sample(PEOPLE_EN, rng.randint(8, 9))
        out = []
        kinds = list(SLOTS)
        rng.shuffle(kinds)
        cycle = itertools.cycle(kinds)
        for name in names:
            k = rng.randint(6, 9)
            chosen: list[str] = []
            while len(chosen) < k:
                s = next(cycle)
                if s not in chosen:
                    chosen.append(s)
            out.append(Speaker(name, "en", chosen))
        out.append(Speaker("Mei", "zh", rng.sample(ZH_ONLY_SLOTS, rng.randint(6, 8))))
        out.append(Speaker("Jun", "mix", rng.sample(MIXED_SLOTS, rng.randint(5, 7))))
        return out

    def build(self) -> dict[str, Any]:
        for sp in self.people():
            chosen_pool: dict[str, set[str]] = {}
            for slot in sp.slots:
                spec = SLOTS[slot]
                chosen_pool[slot] = set(spec["zpool"] if sp.mode == "zh" else spec["pool"])
                if spec.get("end"):
                    chosen_pool[slot].add(spec["end"])
            state = 0
            for slot in sp.slots:
                forbidden = {v for s, vs in chosen_pool.items() if s != slot for v in vs}
                lines = self.slot(sp, slot, forbidden)
                for day, text, lang in lines:
                    self._emit(sp, day, text, lang)
                state += len(lines)
            self.filler(sp, int(state * self.rng.uniform(2.2, 2.5)))
        self.episodes.sort(key=lambda e: (e["day"], e["minute"], e["speaker"]))
        return {"start": START.isoformat(), "episodes": self.episodes, "probes": self.probes}


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: {"start", "episodes", "probes"} (see the module docstring)."""
    return _World(seed).build()
