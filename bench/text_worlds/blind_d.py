"""Blind text-world generator ``blind_d`` for the memory-service benchmark.

This module was written from the benchmark brief alone, without reading the
extractor, resolver, recall or graph code, the tests, or the other text worlds.
Its phrasing is therefore independent of whatever patterns the service was
tuned on, which is the point of a *blind* evaluation set.

The world: 8-10 invented people (roughly a quarter of them chatting in
Chinese) talk to an assistant over two years (days 0..730).  Each person owns
3-6 state slots (home city, employer, phone, pets, instruments, ...) whose
values change 0-3 times.  Turns express the timeline in many shapes: plain and
indirect statements, old->new swaps, changes reported without the old value or
weeks after the fact, plans that happen or are dropped, scoped exceptions,
coexisting values, pronouns, self-reference by name, "we" statements and
explicit past states.  They are mixed with small talk and with distractor
mentions (other people, news, reviews, questions, hypotheticals, assistant
suggestions) that never assert the speaker's own state.

Probes are derived from the very timeline that produced the text, so their
ground truth is exact.  ``generate(seed)`` is deterministic and uses only the
standard library.
"""

from __future__ import annotations

import datetime as _dt
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["generate"]

_START_ISO = "2023-01-01T09:00:00+00:00"
_START_DATE = _dt.date(2023, 1, 1)
_LAST_DAY = 730

_EN_MONTHS = (
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
)
_ZH_MONTHS = (
    "一月",
    "二月",
    "三月",
    "四月",
    "五月",
    "六月",
    "七月",
    "八月",
    "九月",
    "十月",
    "十一月",
    "十二月",
)


# ---------------------------------------------------------------------------
# Slot catalogue
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SlotSpec:
    """One kind of personal state, its value pools and its phrasings."""

    key: str
    multi: bool
    obj: bool  # value is a product/thing that can be reviewed, recommended
    vals: dict[str, tuple[str, ...]]
    text: dict[str, dict[str, tuple[str, ...]]]
    q: dict[str, str]

    def t(self, lang: str, name: str) -> tuple[str, ...]:
        return self.text[lang].get(name, ())


def _spec(
    key: str,
    multi: bool,
    obj: bool,
    en_vals: Sequence[str],
    zh_vals: Sequence[str],
    en: dict[str, Sequence[str]],
    zh: dict[str, Sequence[str]],
    q: dict[str, str],
) -> SlotSpec:
    zh = dict(zh)
    zh.setdefault("has3", zh["have"])
    return SlotSpec(
        key=key,
        multi=multi,
        obj=obj,
        vals={"en": tuple(en_vals), "zh": tuple(zh_vals)},
        text={
            "en": {k: tuple(v) for k, v in en.items()},
            "zh": {k: tuple(v) for k, v in zh.items()},
        },
        q=dict(q),
    )


_HOME_CITY = _spec(
    "home_city",
    False,
    False,
    [
        "Lisbon",
        "Berlin",
        "Toronto",
        "Dublin",
        "Melbourne",
        "Edinburgh",
        "Seattle",
        "Amsterdam",
        "Copenhagen",
        "Vienna",
        "Montreal",
    ],
    ["北京", "上海", "深圳", "杭州", "成都", "广州", "南京", "武汉", "西安", "苏州", "重庆"],
    en=dict(
        have=["live in {v}", "rent a little flat in {v}", "am based in {v}"],
        has3=["lives in {v}", "is renting a place in {v}", "is based in {v}"],
        had=["used to live in {v}", "lived in {v} for a while", "was based in {v}"],
        got=["moved to {v}", "relocated to {v}", "finally made the move to {v}"],
        swap=[
            "moved from {old} to {new}",
            "left {old} for {new}",
            "packed up my life in {old} and moved to {new}",
        ],
        go=["move to {v}", "relocate to {v}", "pack up and move to {v}"],
        pre=[
            "Before {cur} I lived in {v} for years.",
            "I was in {v} before I came to {cur}.",
            "Came to {cur} straight from {v}, so the weather was a shock.",
        ],
        pron=[
            "Moved in today! The new place is in {v}, right by the river.",
            "Got the keys and moved in this morning. It's in {v}, if you were wondering.",
        ],
        ind=[
            "Still getting lost in my own neighbourhood here in {v} lol",
            "The rent here in {v} is brutal, but I love it.",
            "My commute across {v} is twenty minutes, tops.",
        ],
        other=[
            "My sister just moved to {v}, so I guess I'll be visiting.",
            "If I lived in {v} I'd be at the waterfront every evening.",
            "{who} keeps sending me flat listings in {v} for some reason.",
            "Flights to {v} are weirdly cheap this month.",
            "Is {v} nice in winter? Asking for a friend.",
        ],
        we=["live in {v}", "have settled in {v}"],
    ),
    zh=dict(
        have=["住在{v}", "在{v}租了个小房子", "人在{v}"],
        had=["以前住在{v}", "在{v}住过好几年"],
        got=["搬到了{v}", "落脚在了{v}"],
        swap=["从{old}搬到了{new}", "离开{old}去了{new}"],
        go=["搬去{v}", "去{v}发展"],
        pre=["来{cur}之前我在{v}住了好多年。", "我是从{v}搬来{cur}的。"],
        pron=[
            "今天搬完家了，新房子在{v}，离地铁站很近。",
            "今天正式搬进新家！就在{v}，下楼就是菜市场。",
        ],
        ind=["在{v}住着，房租真是吃不消。", "我家在{v}，周末出门到处都是人。"],
        other=[
            "我表妹刚搬到{v}。",
            "要是住在{v}，我肯定天天去吃宵夜。",
            "{who}一直给我发{v}的房源，搞不懂。",
            "{v}冬天冷不冷啊？",
        ],
        we=["住在{v}"],
    ),
    q=dict(
        current="Which city does {n} live in now?",
        historical="Which city did {n} live in before the current one?",
        as_of="Which city did {n} live in on {d}?",
        planning="Which city is {n} thinking of moving to?",
    ),
)

_EMPLOYER = _spec(
    "employer",
    False,
    False,
    [
        "Initech",
        "Globex",
        "Hooli",
        "Acme Robotics",
        "Northwind",
        "Umbrella Labs",
        "Vandelay Industries",
        "Blue Harbor",
        "Pied Piper",
        "Stark Analytics",
        "Wonka Foods",
    ],
    [
        "腾讯",
        "阿里巴巴",
        "字节跳动",
        "华为",
        "美团",
        "京东",
        "百度",
        "网易",
        "拼多多",
        "快手",
        "滴滴",
    ],
    en=dict(
        have=["work at {v}", "work for {v}", "am on the payroll at {v}"],
        has3=["works at {v}", "works for {v}", "is at {v}"],
        had=["used to work at {v}", "was at {v} for a couple of years", "worked for {v}"],
        got=["started at {v}", "joined {v}", "signed on with {v}"],
        swap=[
            "left {old} for {new}",
            "moved over from {old} to {new}",
            "quit {old} and joined {new}",
        ],
        go=["join {v}", "jump ship to {v}", "apply to {v}"],
        pre=[
            "Before {cur} I was at {v}.",
            "I came to {cur} from {v}, so the culture shock was real.",
        ],
        pron=[
            "First day at the new job done. It's at {v}, and everyone's been lovely.",
            "Day one at the new job, new badge and everything. It's {v}, and the coffee is free.",
        ],
        ind=[
            "Our all-hands at {v} ran two hours over again 🙃",
            "The canteen at {v} did tacos today, morale is high.",
        ],
        other=[
            "{who} just got an offer from {v}.",
            "Read that {v} is laying people off again, yikes.",
            "{v} is hiring like crazy apparently.",
            "Would you ever work somewhere like {v}?",
        ],
    ),
    zh=dict(
        have=["在{v}上班", "在{v}工作", "在{v}打工"],
        had=["以前在{v}上班", "在{v}干过两年"],
        got=["入职了{v}", "去了{v}上班"],
        swap=["从{old}跳槽到了{new}", "离开{old}去了{new}", "从{old}辞职，加入了{new}"],
        go=["跳槽去{v}", "去{v}"],
        pre=["来{cur}之前我在{v}。", "我是从{v}跳到{cur}的。"],
        pron=[
            "新工作第一天结束了。在{v}，同事都挺好的。",
            "第一天就加班到九点，新公司是{v}，没想到吧。",
        ],
        ind=["我们{v}今天开全员大会，开了三个小时。", "我们{v}的食堂今天有小龙虾，开心。"],
        other=["{who}拿到了{v}的offer。", "听说{v}又在裁员了。", "{v}最近招人招疯了。"],
    ),
    q=dict(
        current="Which company does {n} work for now?",
        historical="Where did {n} work before the current employer?",
        as_of="Which company was {n} working for on {d}?",
        planning="Which company is {n} considering joining?",
    ),
)

_JOB_TITLE = _spec(
    "job_title",
    False,
    False,
    [
        "product manager",
        "data scientist",
        "backend engineer",
        "engineering manager",
        "UX designer",
        "site reliability engineer",
        "QA lead",
        "solutions architect",
        "technical writer",
        "frontend engineer",
        "data engineer",
    ],
    [
        "产品经理",
        "数据分析师",
        "后端工程师",
        "前端工程师",
        "技术总监",
        "测试主管",
        "架构师",
        "UI设计师",
        "运维工程师",
        "算法工程师",
    ],
    en=dict(
        have=["work as {a_v}", "am {a_v}", "am {a_v} by title"],
        has3=["is {a_v}", "works as {a_v}", "has the {v} title"],
        had=["was {a_v}", "worked as {a_v} for a while", "used to be {a_v}"],
        got=["became {a_v}", "got moved into the {v} role", "moved into a {v} role"],
        swap=[
            "went from {old} to {new}",
            "switched from {old} to {new}",
            "moved from {a_old} role into {a_new} role",
        ],
        go=["move into a {v} role", "become {a_v}", "apply for the {v} opening"],
        pre=["Before becoming {a_cur} I was {a_v}.", "I was {a_v} right before the {cur} gig."],
        pron=[
            "My title changed. It's {v} now, which still sounds fake.",
            "Got the new role confirmed. It's {v}, effective immediately.",
        ],
        ind=[
            "Being {a_v} means way more meetings than I expected.",
            "my title says {v} but half my day is spreadsheets",
        ],
        other=[
            "My brother is {a_v} now and loves it.",
            "We're hiring {a_v} and the interviews are exhausting.",
            "Would I make a decent {v}? No idea.",
            "{who} got promoted to {v}, good for her.",
        ],
    ),
    zh=dict(
        have=["做{v}", "在做{v}", "当{v}"],
        had=["以前是{v}", "做过几年{v}"],
        got=["转成了{v}", "升成了{v}"],
        swap=["从{old}转成了{new}", "从{old}转岗做了{new}"],
        go=["转{v}", "去做{v}"],
        pre=["当{cur}之前我是{v}。", "做{cur}之前，我当了好几年{v}。"],
        pron=["新岗位定下来了，是{v}，听起来还挺唬人。", "职位变了，现在的title是{v}。"],
        ind=["当{v}开会真的太多了。", "虽然我是{v}，但一半时间在做表格。"],
        other=["我表哥现在是{v}。", "我们组在招{v}，面试面到吐。", "{who}升{v}了，替她开心。"],
    ),
    q=dict(
        current="What is {n}'s job title now?",
        historical="What was {n}'s job title before the current one?",
        as_of="What was {n}'s job title on {d}?",
        planning="What role is {n} thinking of moving into?",
    ),
)

_PROG_LANGS = [
    "Python",
    "Rust",
    "TypeScript",
    "Kotlin",
    "Java",
    "Scala",
    "Elixir",
    "Haskell",
    "Ruby",
    "Swift",
    "Clojure",
]
_PROG_LANGUAGE = _spec(
    "programming_language",
    False,
    True,
    _PROG_LANGS,
    _PROG_LANGS,
    en=dict(
        have=["write mostly {v}", "do most of my coding in {v}", "work in {v} day to day"],
        has3=["writes {v} all day", "codes mostly in {v}", "is a {v} person"],
        had=["wrote {v} for years", "used to code mostly in {v}", "was a {v} person"],
        got=["switched to {v}", "moved my main work over to {v}", "went all in on {v}"],
        swap=[
            "switched from {old} to {new}",
            "moved from {old} to {new}",
            "dropped {old} for {new}",
        ],
        go=["switch to {v}", "go all in on {v}", "make {v} my main language"],
        pre=["Before {cur} I mostly wrote {v}.", "I came to {cur} after years of {v}."],
        pron=[
            "Picked a new main language. It's {v}, and I'm weirdly happy about it.",
            "Our whole stack got rewritten and I do most of the writing. It's all {v} now.",
        ],
        ind=[
            "Spent all day fighting the {v} compiler again.",
            "Writing {v} all day, dreaming about it at night.",
        ],
        other=[
            "{who} keeps telling me {v} will change my life.",
            "Saw a talk about {v} at a meetup, pretty convincing.",
            "Is {v} worth learning these days?",
        ],
        scoped=[
            "Mostly {v} these days, though for client work I'm stuck with {x}.",
            "{v} is my main thing now; the legacy stuff at work is still {x}, sadly.",
        ],
    ),
    zh=dict(
        have=["主要写{v}", "平时用{v}写代码"],
        had=["以前主要写{v}", "写了好几年{v}"],
        got=["转到了{v}", "把主力语言换成了{v}"],
        swap=["从{old}转到了{new}", "把主力语言从{old}换成了{new}"],
        go=["转{v}", "把主力语言换成{v}"],
        pre=["写{cur}之前，我主要写{v}。", "我是从{v}转到{cur}的。"],
        pron=[
            "换了主力语言，是{v}，写起来挺爽。",
            "新项目的技术栈定了，基本都是我在写，用的是{v}。",
        ],
        ind=["今天又跟{v}的编译器斗了一整天。", "天天写{v}，做梦都在写。"],
        other=[
            "{who}一直说{v}会改变我的人生。",
            "在技术沙龙听了个讲{v}的分享，挺有说服力。",
            "现在学{v}还来得及吗？",
        ],
        scoped=[
            "平时主要写{v}，不过给客户干活只能用{x}。",
            "主力是{v}，公司老项目还是{x}，没办法。",
        ],
    ),
    q=dict(
        current="What is {n}'s main programming language now?",
        historical="What was {n}'s main programming language before the current one?",
        as_of="What was {n}'s main programming language on {d}?",
        planning="Which programming language is {n} thinking of switching to?",
    ),
)

_EDITORS = [
    "VS Code",
    "Vim",
    "Neovim",
    "IntelliJ",
    "Emacs",
    "Sublime Text",
    "Cursor",
    "Zed",
    "PyCharm",
    "Helix",
    "Xcode",
]
_EDITOR = _spec(
    "code_editor",
    False,
    True,
    _EDITORS,
    _EDITORS,
    en=dict(
        have=["use {v} for everything", "live in {v} all day", "do all my editing in {v}"],
        has3=["uses {v}", "lives in {v} all day", "does everything in {v}"],
        had=["used {v} for years", "was a {v} person", "used to do everything in {v}"],
        got=[
            "switched to {v}",
            "moved over to {v}",
            "finally gave {v} a proper go and stuck with it",
        ],
        swap=[
            "switched from {old} to {new}",
            "ditched {old} for {new}",
            "moved over from {old} to {new}",
        ],
        go=["switch to {v}", "give {v} a real try", "move my setup to {v}"],
        pre=[
            "Before {cur} I used {v} for ages.",
            "I came to {cur} from {v}, muscle memory is still confused.",
        ],
        pron=[
            "Set up a new editor today. It's {v}, and my config is already out of control.",
            "Finally found an editor I like. It's {v}, and it's fast.",
        ],
        ind=[
            "Spent the morning tweaking my {v} config instead of working.",
            "My {v} setup is finally perfect, don't touch it.",
        ],
        other=[
            "{who} tried to convert me to {v} again.",
            "Saw a video on {v} shortcuts, looks slick.",
            "Is {v} any good for big projects?",
        ],
        scoped=[
            "Mostly {v}, though the client insists I use {x} on their machines.",
            "{v} for my own stuff, {x} when I'm on the client's laptop.",
        ],
    ),
    zh=dict(
        have=["用{v}写代码", "所有东西都在{v}里写"],
        had=["以前用{v}", "用了好多年{v}"],
        got=["换成了{v}", "转投了{v}"],
        swap=["从{old}换成了{new}", "把{old}换成了{new}", "抛弃了{old}，改用{new}"],
        go=["换成{v}", "改用{v}"],
        pre=["用{cur}之前我一直用{v}。", "我是从{v}换到{cur}的，肌肉记忆还没改过来。"],
        pron=[
            "今天换了个编辑器，是{v}，配置已经折腾半天了。",
            "终于找到顺手的编辑器了，是{v}，速度很快。",
        ],
        ind=["一上午都在折腾{v}的配置，活没干。", "我的{v}配置终于调好了，谁也别动。"],
        other=["{who}又在劝我用{v}。", "看了个{v}快捷键的视频，挺炫的。", "{v}写大项目顺手吗？"],
        scoped=["平时用{v}，不过在客户的电脑上只能用{x}。"],
    ),
    q=dict(
        current="Which code editor does {n} use now?",
        historical="Which editor did {n} use before the current one?",
        as_of="Which code editor was {n} using on {d}?",
        planning="Which editor is {n} thinking of switching to?",
    ),
)

_PHONE = _spec(
    "phone",
    False,
    False,
    [
        "Pixel 8",
        "iPhone 15",
        "iPhone 13",
        "Galaxy S23",
        "Pixel 7a",
        "Fairphone 5",
        "OnePlus 12",
        "Nothing Phone 2",
        "Xperia 5",
        "Galaxy Z Flip5",
    ],
    [
        "Mate 60",
        "小米14",
        "iPhone 15",
        "OPPO Find X7",
        "vivo X100",
        "荣耀Magic6",
        "一加12",
        "Pura 70",
        "红米K70",
        "魅族21",
    ],
    en=dict(
        have=["use {a_v}", "carry {a_v}", "have {a_v} as my phone"],
        has3=["has {a_v}", "uses {a_v}", "carries {a_v}"],
        had=["had {a_v}", "used to have {a_v}", "carried {a_v} for ages"],
        got=["got {a_v}", "upgraded to {a_v}", "picked up {a_v}"],
        swap=[
            "swapped my {old} for {a_new}",
            "went from {a_old} to {a_new}",
            "traded in my {old} for {a_new}",
        ],
        go=["get {a_v}", "upgrade to {a_v}", "switch to {a_v}"],
        pre=["Before the {cur} I had {a_v}.", "My last phone before the {cur} was {a_v}."],
        pron=[
            "Finally got a new phone. It's {a_v}, and the camera is silly good.",
            "My old phone died, so I replaced it. It's {a_v} now.",
        ],
        ind=[
            "The battery on my {v} is surprisingly good.",
            "Dropped my {v} again, the case saved it.",
        ],
        other=[
            "{who} just got {a_v} and won't stop taking photos.",
            "Saw a review of the {v}, apparently the battery is meh.",
            "Is the {v} worth it or nah?",
            "Everyone at work seems to have {a_v} now.",
            "{who} keeps telling me the {v} has the best camera.",
        ],
        scoped=["My own phone is {a_v}; work hands me {a_x} for on-call, which I hate."],
    ),
    zh=dict(
        have=["用的是{v}", "手机是{v}"],
        had=["以前用{v}", "之前的手机是{v}"],
        got=["换了台{v}", "入手了{v}"],
        swap=["把{old}换成了{new}", "从{old}换到了{new}"],
        go=["换{v}", "入手{v}"],
        pre=["用{cur}之前，我的手机是{v}。", "上一台手机是{v}，后来才换的{cur}。"],
        pron=["今天换新手机了，是{v}，拍照真的强。", "旧手机彻底罢工了，只好换了，是{v}。"],
        ind=["我这台{v}续航比想象的好。", "{v}又摔了一次，还好有壳。"],
        other=["{who}刚买了{v}，天天拍照。", "看了{v}的测评，说续航一般。", "{v}值得买吗？"],
        scoped=["自己用的是{v}，公司发的值班机是{x}，很难用。"],
    ),
    q=dict(
        current="Which phone does {n} use now?",
        historical="Which phone did {n} have before the current one?",
        as_of="Which phone was {n} using on {d}?",
        planning="Which phone is {n} thinking of getting?",
    ),
)

_OSES = [
    "macOS",
    "Windows 11",
    "Ubuntu",
    "Fedora",
    "Arch Linux",
    "Debian",
    "Pop!_OS",
    "Linux Mint",
    "ChromeOS",
    "openSUSE",
]
_LAPTOP_OS = _spec(
    "laptop_os",
    False,
    True,
    _OSES,
    _OSES,
    en=dict(
        have=["run {v} on my laptop", "use {v} on my laptop", "have {v} on the laptop"],
        has3=["runs {v}", "is on {v}", "uses {v} on everything"],
        had=["ran {v} on my laptop", "used to be on {v}", "was a {v} user"],
        got=["switched my laptop to {v}", "put {v} on my laptop", "moved my laptop over to {v}"],
        swap=[
            "moved my laptop from {old} to {new}",
            "wiped {old} and installed {new}",
            "switched from {old} to {new} on the laptop",
        ],
        go=["switch my laptop to {v}", "install {v} on the laptop", "move to {v}"],
        pre=[
            "Before {cur} my laptop ran {v}.",
            "I came to {cur} from {v}, took a while to adjust.",
        ],
        pron=[
            "Reinstalled the laptop today. It's on {v} now and it flies.",
            "Finally wiped the laptop. It runs {v} now.",
        ],
        ind=[
            "Updated {v} on the laptop last night and nothing broke for once.",
            "My laptop's on {v} and honestly it's been smooth.",
        ],
        other=[
            "{who} runs {v} and won't shut up about it.",
            "Is {v} any good for gaming?",
            "Read that the next {v} release is delayed again.",
        ],
        scoped=[
            "{v} on my own laptop, but the company machine is locked to {x}.",
            "Personally I'm on {v}; for the client VPN I still have to boot into {x}.",
        ],
    ),
    zh=dict(
        have=["笔记本装的是{v}", "电脑用的是{v}"],
        had=["以前笔记本装{v}", "用过好几年{v}"],
        got=["把笔记本换成了{v}", "给笔记本装了{v}"],
        swap=["把笔记本从{old}换成了{new}", "把{old}删了，装了{new}"],
        go=["把笔记本换成{v}", "装个{v}"],
        pre=["换{cur}之前，我的笔记本是{v}。", "我是从{v}转到{cur}的，适应了好一阵。"],
        pron=["今天重装了笔记本，现在是{v}，飞快。", "终于把电脑格式化了，装的是{v}。"],
        ind=["昨晚更新了{v}，居然什么都没坏。", "笔记本上的{v}用着挺顺。"],
        other=["{who}用{v}，天天安利。", "{v}打游戏行不行啊？"],
        scoped=["自己的笔记本是{v}，公司电脑锁死了只能用{x}。"],
    ),
    q=dict(
        current="Which operating system does {n} run on their laptop now?",
        historical="Which operating system did {n}'s laptop run before the current one?",
        as_of="Which operating system was {n} running on their laptop on {d}?",
        planning="Which operating system is {n} thinking of switching their laptop to?",
    ),
)

_CAR = _spec(
    "car",
    False,
    False,
    [
        "VW Golf",
        "Toyota Corolla",
        "Tesla Model 3",
        "Honda Civic",
        "Mazda MX-5",
        "Volvo XC40",
        "Kia EV6",
        "Ford Focus",
        "Skoda Octavia",
        "Subaru Outback",
        "Renault Zoe",
    ],
    [
        "比亚迪汉",
        "特斯拉Model Y",
        "理想L7",
        "蔚来ET5",
        "小鹏P7",
        "大众帕萨特",
        "丰田凯美瑞",
        "本田雅阁",
        "极氪001",
        "问界M7",
    ],
    en=dict(
        have=["drive {a_v}", "get around in {a_v}", "own {a_v}"],
        has3=["drives {a_v}", "has {a_v}", "gets around in {a_v}"],
        had=["drove {a_v}", "used to drive {a_v}", "had {a_v} for years"],
        got=["bought {a_v}", "picked up {a_v}", "got myself {a_v}"],
        swap=[
            "traded in the {old} for {a_new}",
            "sold the {old} and got {a_new}",
            "swapped the {old} for {a_new}",
        ],
        go=["buy {a_v}", "get {a_v}", "trade up to {a_v}"],
        pre=["Before the {cur} I drove {a_v}.", "My car before the {cur} was {a_v}."],
        pron=[
            "Picked up the new car today. It's {a_v}, and it still smells new.",
            "The old car is gone. Its replacement is {a_v}, and I'm in love.",
        ],
        ind=[
            "Took the {v} in for a service, the bill hurt.",
            "Parking the {v} in town is a nightmare.",
        ],
        other=[
            "{who} just bought {a_v}.",
            "Saw a review of the {v}, looks fun to drive.",
            "Would two bikes fit in the back of {a_v}?",
            "Half my street drives {a_v} lately.",
            "{who} keeps saying the {v} is the best car she's owned.",
        ],
        we=["drive {a_v}", "have {a_v} as the family car"],
    ),
    zh=dict(
        have=["开的是{v}", "车是{v}"],
        had=["以前开{v}", "开过好几年{v}"],
        got=["提了{v}", "买了台{v}"],
        swap=["把{old}卖了，换了{new}", "从{old}换成了{new}"],
        go=["买{v}", "换{v}"],
        pre=["开{cur}之前，我开的是{v}。", "上一台车是{v}，后来才换的{cur}。"],
        pron=["今天提了新车，是{v}，新车味还没散。", "旧车今天处理掉了，新车是{v}，开着挺舒服。"],
        ind=["{v}去做保养，账单好肉疼。", "在市区停{v}太难了。"],
        other=[
            "{who}刚提了{v}。",
            "看了{v}的测评，感觉挺好开的。",
            "{v}后备箱能放下两辆自行车吗？",
        ],
        we=["开的是{v}"],
    ),
    q=dict(
        current="What car does {n} drive now?",
        historical="What car did {n} drive before the current one?",
        as_of="What car was {n} driving on {d}?",
        planning="Which car is {n} thinking of buying?",
    ),
)

_DIET = _spec(
    "diet",
    False,
    True,
    [
        "vegetarian",
        "vegan",
        "keto",
        "pescatarian",
        "paleo",
        "gluten-free",
        "low-FODMAP",
        "high-protein",
        "flexitarian",
        "low-carb",
        "dairy-free",
    ],
    [
        "素食",
        "生酮饮食",
        "轻断食",
        "低碳水饮食",
        "地中海饮食",
        "无麸质饮食",
        "高蛋白饮食",
        "低脂饮食",
        "清淡饮食",
    ],
    en=dict(
        have=["eat {v}", "am {v}", "keep things {v}"],
        has3=["is {v}", "eats {v}", "keeps things {v}"],
        had=["was {v}", "ate {v} for a long time", "used to be {v}"],
        got=["went {v}", "switched to eating {v}", "started eating {v}"],
        swap=[
            "went from {old} to {new}",
            "switched from {old} to {new}",
            "gave up on {old} and went {new}",
        ],
        go=["go {v}", "try eating {v}", "switch to {v}"],
        pre=["Before going {cur} I was {v}.", "I was {v} right before I went {cur}."],
        pron=[
            "Finally settled on a way of eating that works. It's {v}, and I actually feel great."
        ],
        ind=[
            "Meal prep is so much easier now that I'm {v}.",
            "Being {v} makes eating out a bit of a puzzle sometimes.",
            "ordered the {v} option again, it's just what I do now",
        ],
        other=[
            "{who} went {v} and now lectures everyone about it.",
            "Read a piece on {v} eating, sounds like a lot of work.",
            "Is {v} actually healthy or just trendy?",
        ],
    ),
    zh=dict(
        have=["在搞{v}", "坚持{v}"],
        had=["以前坚持{v}", "搞过一阵{v}"],
        got=["开始了{v}", "改成了{v}"],
        swap=["从{old}改成了{new}", "放弃了{old}，改成{new}"],
        go=["试试{v}", "改成{v}"],
        pre=["开始{cur}之前，我一直是{v}。", "{cur}之前我搞的是{v}。"],
        pron=["终于找到适合自己的吃法了，是{v}，整个人精神多了。"],
        ind=["自从{v}，备餐简单多了。", "{v}出去吃饭点菜有点麻烦。"],
        other=[
            "{who}开始{v}了，天天给大家上课。",
            "看了篇讲{v}的文章，感觉好难坚持。",
            "{v}真的健康吗？",
        ],
    ),
    q=dict(
        current="What diet does {n} follow now?",
        historical="What diet did {n} follow before the current one?",
        as_of="What diet was {n} following on {d}?",
        planning="Which diet is {n} considering switching to?",
    ),
)

_DRINK = _spec(
    "usual_drink",
    False,
    True,
    [
        "flat white",
        "oat latte",
        "double espresso",
        "cold brew",
        "matcha latte",
        "chai",
        "green tea",
        "cortado",
        "Americano",
        "yerba mate",
    ],
    [
        "冰美式",
        "生椰拿铁",
        "燕麦拿铁",
        "手冲咖啡",
        "乌龙茶",
        "龙井",
        "普洱",
        "茉莉花茶",
        "澳白",
        "抹茶拿铁",
    ],
    en=dict(
        have=["drink {v} most mornings", "order {a_v} pretty much every day", "live on {v}"],
        has3=["drinks {v}", "orders {a_v} every morning", "lives on {v}"],
        had=["drank {v} every day", "was a {v} person", "used to live on {v}"],
        got=["switched to {v}", "moved on to {v}", "started having {v} instead"],
        swap=[
            "switched from {old} to {new}",
            "traded my {old} habit for {new}",
            "gave up {old} for {new}",
        ],
        go=["switch to {v}", "cut back and go for {v}", "make {v} my daily drink"],
        pre=[
            "Before {cur} it was {v} every single morning.",
            "I drank {v} daily right up until I switched to {cur}.",
        ],
        pron=[
            "Found my new daily drink. It's {a_v}, and the café downstairs does a great one.",
            "Changed up my morning order. It's {a_v} now, no sugar.",
        ],
        ind=[
            "Can't function until I've had my {v}.",
            "The barista starts my {v} as soon as I walk in, it's embarrassing.",
        ],
        other=[
            "{who} only drinks {v}, it's a whole personality.",
            "That new café does {a_v} that people queue for.",
            "Is {v} actually lower in caffeine or is that a myth?",
        ],
        scoped=[
            "Mostly {v}, though on long shifts it's {x} or I fall asleep.",
            "{v} is the default; {x} only on Sundays.",
        ],
    ),
    zh=dict(
        have=["每天喝{v}", "早上一杯{v}"],
        had=["以前每天喝{v}", "喝了好久{v}"],
        got=["改喝了{v}", "换成了{v}"],
        swap=["从{old}改成了{new}", "把{old}戒了，换成{new}"],
        go=["改喝{v}", "换成{v}"],
        pre=["喝{cur}之前，我每天都是{v}。"],
        pron=["找到了新的每日续命饮品，是{v}，楼下那家做得特别好。"],
        ind=["不喝{v}我根本开不了工。", "楼下咖啡师一看到我就开始做{v}。"],
        other=[
            "{who}只喝{v}，都成人设了。",
            "新开那家店的{v}要排队。",
            "{v}的咖啡因是不是少一点？",
        ],
        scoped=["平时喝{v}，加班的时候就只能靠{x}了。"],
    ),
    q=dict(
        current="What is {n}'s usual drink now?",
        historical="What was {n}'s usual drink before the current one?",
        as_of="What was {n}'s usual drink on {d}?",
        planning="Which drink is {n} thinking of switching to?",
    ),
)

_BANK = _spec(
    "bank",
    False,
    True,
    [
        "Monzo",
        "Chase",
        "HSBC",
        "Revolut",
        "Barclays",
        "ING",
        "Starling",
        "N26",
        "Santander",
        "Wells Fargo",
        "Nationwide",
    ],
    [
        "招商银行",
        "工商银行",
        "建设银行",
        "中国银行",
        "农业银行",
        "交通银行",
        "浦发银行",
        "兴业银行",
        "平安银行",
        "中信银行",
    ],
    en=dict(
        have=["bank with {v}", "keep my money with {v}", "have my main account at {v}"],
        has3=["banks with {v}", "keeps everything at {v}", "has an account with {v}"],
        had=["banked with {v}", "had my account at {v}", "was with {v} for years"],
        got=["moved my account to {v}", "switched banks to {v}", "opened my main account with {v}"],
        swap=[
            "moved my account from {old} to {new}",
            "left {old} for {new}",
            "closed my {old} account and went with {new}",
        ],
        go=["move my account to {v}", "switch to {v}", "open an account with {v}"],
        pre=[
            "Before {cur} I was with {v}.",
            "I banked with {v} right up until I switched to {cur}.",
        ],
        pron=[
            "Finally switched banks. It's {v} now, and the app is actually usable.",
            "My salary goes into a new account from now on. It's with {v}.",
        ],
        ind=[
            "The {v} app logged me out three times today.",
            "Paid rent through {v} this morning, all fine.",
        ],
        other=[
            "{who} keeps telling me to try {v}.",
            "Saw {v} is raising fees again.",
            "Is {v} any good for travelling?",
        ],
        scoped=["Everything's with {v}; the mortgage is still stuck at {x} though."],
        we=["bank with {v}", "have a joint account at {v}"],
    ),
    zh=dict(
        have=["用{v}的卡", "工资卡是{v}的"],
        had=["以前用{v}", "工资卡以前是{v}的"],
        got=["把工资卡换成了{v}", "把主账户转到了{v}"],
        swap=["把工资卡从{old}换成了{new}", "从{old}转到了{new}"],
        go=["把工资卡换到{v}", "去{v}开户"],
        pre=["换{cur}之前，我用的是{v}。"],
        pron=["终于换银行了，是{v}，App总算好用了。"],
        ind=["{v}的App今天又把我踢出来三次。", "刚用{v}交了房租。"],
        other=["{who}一直让我办{v}的卡。", "听说{v}又要收年费了。"],
        scoped=["日常都用{v}，房贷还挂在{x}那边。"],
        we=["主要用{v}"],
    ),
    q=dict(
        current="Which bank does {n} use now?",
        historical="Which bank did {n} use before the current one?",
        as_of="Which bank was {n} using on {d}?",
        planning="Which bank is {n} thinking of switching to?",
    ),
)

_SPORT = _spec(
    "sports",
    True,
    False,
    [
        "bouldering",
        "rowing",
        "CrossFit",
        "yoga",
        "squash",
        "tennis",
        "cycling",
        "swimming",
        "badminton",
        "pilates",
        "fencing",
    ],
    ["游泳", "羽毛球", "跑步", "瑜伽", "攀岩", "乒乓球", "篮球", "网球", "骑行", "普拉提"],
    en=dict(
        have=["am into {v}", "am really into {v}", "have {v} sessions a couple of times a week"],
        has3=["is into {v}", "is obsessed with {v}", "has {v} sessions every weekend"],
        had=["was into {v} for a while", "used to be into {v}", "was big into {v}"],
        got=["took up {v}", "started {v}", "signed up for {v} classes"],
        swap=[
            "swapped {old} for {new}",
            "dropped {old} and took up {new}",
            "moved on from {old} to {new}",
        ],
        go=["take up {v}", "give {v} a proper go", "sign up for {v}"],
        add2=[
            "I've added {new} alongside {old}.",
            "Still doing {old}, but I've started {new} as well.",
            "{new} on Tuesdays now, on top of {old}.",
        ],
        rm=[
            "I've given up {v}, my knees said no.",
            "Quit {v}, just wasn't enjoying it anymore.",
            "no more {v} for me, cancelled the membership",
        ],
        both=[
            "{v1} and {v2} are my things at the moment.",
            "My weeks are {v1} plus {v2}, and I'm knackered.",
        ],
        pron=["Found a new hobby. It's {v}, and I'm hooked."],
        ind=["Sore from {v} last night.", "My {v} session was brutal today."],
        other=[
            "My flatmate is obsessed with {v}.",
            "Watched some {v} on TV, looked exhausting.",
            "Is {v} good for a bad back?",
        ],
    ),
    zh=dict(
        have=["在练{v}", "迷上了{v}", "每周都有{v}课"],
        had=["以前练过{v}", "练了好几年{v}"],
        got=["开始练{v}了", "报了{v}课"],
        swap=["不练{old}了，改练{new}", "从{old}换成了{new}"],
        go=["练{v}", "报个{v}班"],
        add2=["{old}还在练，最近又加了{new}。", "除了{old}，现在每周还有{new}。"],
        rm=["{v}不练了，膝盖受不了。", "把{v}停了，实在没兴趣了。"],
        both=["我现在{v1}和{v2}都在练。", "每周{v1}加{v2}，累但开心。"],
        pron=["找到新爱好了，是{v}，上瘾了。"],
        ind=["昨天{v}练完，今天浑身酸。", "今天的{v}课强度太大了。"],
        other=["我室友迷上了{v}。", "电视上在放{v}比赛，看着都累。", "{v}对腰不好的人友好吗？"],
    ),
    q=dict(
        current="Which sports does {n} do now?",
        coexisting="Which sports is {n} doing these days? List all of them.",
        planning="Which sport is {n} thinking of taking up?",
    ),
)

_PETS = _spec(
    "pets",
    True,
    False,
    [
        "beagle",
        "tabby cat",
        "corgi",
        "parrot",
        "rabbit",
        "hamster",
        "tortoise",
        "labrador",
        "ferret",
        "goldfish",
        "greyhound",
    ],
    ["橘猫", "柯基", "布偶猫", "金毛", "仓鼠", "兔子", "鹦鹉", "乌龟", "柴犬", "哈士奇"],
    en=dict(
        have=["have {a_v}", "share the flat with {a_v}", "have {a_v} at home"],
        has3=["has {a_v}", "lives with {a_v}", "looks after {a_v}"],
        had=["had {a_v}", "used to have {a_v}", "looked after {a_v} for years"],
        got=["adopted {a_v}", "brought home {a_v}", "got {a_v}"],
        go=["get {a_v}", "adopt {a_v}"],
        add2=[
            "We've added {a_new} to the household, and the {old} is not impressed.",
            "The {old} has company now: we got {a_new}!",
            "I've got {a_new} alongside the {old} now, total chaos.",
        ],
        rm=[
            "We had to rehome the {v}, it was heartbreaking.",
            "The {v} went to live with my parents, they have a garden.",
            "Our {v} passed away. Still pretty sad about it.",
        ],
        both=[
            "I've got {a_v1} and {a_v2}, so the flat is never quiet.",
            "Home is me, {a_v1} and {a_v2}.",
        ],
        pron=[
            "We brought someone new home. It's {a_v}, and she's already settling in.",
            "Meet the newest family member: {a_v}. He's tiny and already the boss.",
        ],
        ind=["The {v} woke me up at 5am again.", "Our {v} stole a sock and ran off with it."],
        other=[
            "My neighbour's {v} escaped again.",
            "{who} adopted {a_v}, the photos are adorable.",
            "Saw the cutest {v} at the park today.",
            "Is {a_v} hard to look after?",
        ],
        we=["have {a_v}", "have {a_v} at home"],
    ),
    zh=dict(
        have=["养了一只{v}", "家里有只{v}"],
        had=["以前养过一只{v}", "养过好多年{v}"],
        got=["领养了一只{v}", "带回家一只{v}"],
        go=["养只{v}", "领养一只{v}"],
        add2=["家里又多了一只{new}，{old}很不服气。", "除了{old}，现在还有一只{new}。"],
        rm=["{v}送去爸妈家了，他们有院子。", "{v}最后还是送养了，好难过。"],
        both=["我家有一只{v1}和一只{v2}，每天都很热闹。"],
        pron=["家里来了个新成员，是只{v}，已经开始熟悉环境了。"],
        ind=["{v}早上五点就把我叫醒了。", "我家{v}又叼走一只袜子。"],
        other=["邻居家的{v}又跑出来了。", "{who}领养了一只{v}，照片太可爱了。", "养{v}麻烦吗？"],
        we=["养了只{v}"],
    ),
    q=dict(
        current="What pets does {n} have now?",
        coexisting="Which pets does {n} currently have? List all of them.",
        planning="What pet is {n} thinking of getting?",
    ),
)

_INSTRUMENT = _spec(
    "instruments",
    True,
    False,
    [
        "piano",
        "cello",
        "violin",
        "ukulele",
        "drums",
        "bass guitar",
        "saxophone",
        "flute",
        "trumpet",
        "banjo",
        "harmonica",
    ],
    ["钢琴", "吉他", "小提琴", "古筝", "二胡", "尤克里里", "架子鼓", "琵琶", "萨克斯", "长笛"],
    en=dict(
        have=["play the {v}", "am learning the {v}", "practise the {v} most evenings"],
        has3=["plays the {v}", "is learning the {v}", "practises the {v}"],
        had=["played the {v}", "used to play the {v}", "took {v} lessons for years"],
        got=["started learning the {v}", "picked up the {v}", "signed up for {v} lessons"],
        swap=[
            "swapped the {old} for the {new}",
            "gave up the {old} and started the {new}",
            "moved on from the {old} to the {new}",
        ],
        go=["learn the {v}", "pick up the {v}", "take {v} lessons"],
        add2=[
            "Still playing the {old}, and now the {new} too.",
            "I've added the {new} alongside the {old}, my neighbours are thrilled.",
            "The {new} is my new project; the {old} isn't going anywhere.",
        ],
        rm=[
            "Sold my {v}, I just wasn't playing it.",
            "I've given up the {v}, no time.",
            "no more {v} lessons for me",
        ],
        both=[
            "I play the {v1} and the {v2}, badly but happily.",
            "Evenings are {v1} practice, then a bit of {v2}.",
        ],
        pron=["Found a new hobby. It's the {v}, and my fingers hate me."],
        ind=[
            "Practised the {v} for an hour, fingers are dead.",
            "My neighbours must hate my {v} practice.",
        ],
        other=[
            "My niece started {v} lessons.",
            "Went to a gig, the {v} solo was unreal.",
            "Wish I could play the {v}, it sounds amazing.",
        ],
    ),
    zh=dict(
        have=["在学{v}", "每天练一会儿{v}"],
        had=["以前学过{v}", "练过好几年{v}"],
        got=["开始学{v}了", "报了{v}课"],
        swap=["不学{old}了，改学{new}", "从{old}换成了{new}"],
        go=["学{v}", "报个{v}班"],
        add2=["{old}还在练，最近又开始学{new}了。", "除了{old}，现在还在学{new}。"],
        rm=["{v}卖掉了，实在没时间练。", "{v}课停了，太忙了。"],
        both=["我现在{v1}和{v2}都在学，水平都一般。"],
        pron=["最近找了个新爱好，是{v}，手指疼死了。"],
        ind=["练了一小时{v}，手都废了。", "邻居大概很烦我练{v}。"],
        other=["我侄女开始学{v}了。", "看了场演出，{v}独奏太绝了。", "好想会{v}啊。"],
    ),
    q=dict(
        current="Which instruments does {n} play now?",
        coexisting="Which instruments does {n} currently play? List all of them.",
        planning="Which instrument is {n} thinking of learning?",
    ),
)

_STREAMING = _spec(
    "streaming",
    True,
    True,
    [
        "Netflix",
        "Disney+",
        "HBO Max",
        "Hulu",
        "Prime Video",
        "Apple TV+",
        "Paramount+",
        "Crunchyroll",
        "Mubi",
        "Peacock",
        "YouTube Premium",
    ],
    [
        "爱奇艺",
        "优酷",
        "芒果TV",
        "哔哩哔哩",
        "Netflix",
        "咪咕视频",
        "搜狐视频",
        "西瓜视频",
        "Disney+",
    ],
    en=dict(
        have=["pay for {v}", "have a {v} subscription", "watch most things on {v}"],
        has3=["pays for {v}", "watches everything on {v}", "has a {v} subscription"],
        had=["paid for {v}", "had {v} for ages", "used to have {v}"],
        got=["signed up for {v}", "subscribed to {v}", "finally got {v}"],
        swap=[
            "cancelled {old} and got {new}",
            "swapped {old} for {new}",
            "dropped {old} for {new}",
        ],
        go=["sign up for {v}", "subscribe to {v}", "get {v}"],
        add2=[
            "Got {new} as well, on top of {old}.",
            "I've added {new} alongside {old}, too many subscriptions.",
            "{new} joined {old} on my subscriptions list.",
        ],
        rm=[
            "Cancelled {v}, I never watched it.",
            "Dropped {v} after the price hike.",
            "No more {v}, nothing good on it.",
        ],
        both=[
            "I pay for {v1} and {v2}, which is probably too many.",
            "Between {v1} and {v2} I'm covered.",
        ],
        pron=["Caved and got another subscription. It's {v}, purely for one show."],
        ind=[
            "Binged half a season on {v} last night.",
            "My {v} recommendations are all true crime now, help.",
        ],
        other=[
            "{who} pays for {v} just for the documentaries.",
            "Saw {v} is raising prices again.",
            "Is {v} worth it?",
        ],
        we=["pay for {v}", "share a {v} account"],
    ),
    zh=dict(
        have=["开了{v}会员", "追剧主要用{v}"],
        had=["以前开过{v}会员", "用了好久{v}"],
        got=["新开了{v}会员", "充了{v}的会员"],
        swap=["把{old}的会员停了，换成{new}", "从{old}换到了{new}"],
        go=["开个{v}会员", "充{v}"],
        add2=["除了{old}，又开了{new}的会员。", "{old}还留着，最近又加了个{new}。"],
        rm=["{v}会员不续了，根本没看。", "{v}涨价了，直接退了。"],
        both=["我开了{v1}和{v2}的会员，感觉有点多。"],
        pron=["又没忍住开了个会员，是{v}，就为了看一部剧。"],
        ind=["昨晚在{v}上刷了半季。", "{v}给我推荐的全是悬疑剧。"],
        other=["{who}开{v}就为了看纪录片。", "听说{v}又要涨价了。", "{v}值不值得开？"],
        we=["一起用{v}的账号"],
    ),
    q=dict(
        current="Which streaming services does {n} pay for now?",
        coexisting="Which streaming services does {n} currently subscribe to? List all of them.",
        planning="Which streaming service is {n} thinking of signing up for?",
    ),
)

_SLOTS: tuple[SlotSpec, ...] = (
    _HOME_CITY,
    _EMPLOYER,
    _JOB_TITLE,
    _PROG_LANGUAGE,
    _EDITOR,
    _PHONE,
    _LAPTOP_OS,
    _CAR,
    _DIET,
    _DRINK,
    _BANK,
    _SPORT,
    _PETS,
    _INSTRUMENT,
    _STREAMING,
)
_SINGLE = tuple(s for s in _SLOTS if not s.multi)
_MULTI = tuple(s for s in _SLOTS if s.multi)


# ---------------------------------------------------------------------------
# Generic sentence frames
# ---------------------------------------------------------------------------

_STATE = {
    "en": (
        "I {vp}.",
        "these days I {vp}",
        "Yeah, I {vp} now.",
        "For context, I {vp}.",
        "right now I {vp}, no complaints",
        "Honestly, I {vp} and it suits me.",
        "I {vp} at the moment. Works for me.",
        "just so you know, I {vp}",
        "Not sure I ever mentioned it, but I {vp}.",
        "I {vp}, for what it's worth.",
    ),
    "zh": (
        "我{vp}。",
        "我现在{vp}。",
        "最近{vp}，挺好的。",
        "目前{vp}，还不错",
        "说一下，我{vp}。",
        "其实我{vp}啦",
        "我{vp}，没什么好抱怨的。",
        "顺便说一句，我{vp}。",
    ),
}
_WE = {
    "en": ("We {vp}.", "these days we {vp}", "We {vp}, me and my partner.", "at home we {vp}"),
    "zh": ("我们家{vp}。", "我们家现在{vp}。", "我们一家{vp}，挺好。"),
}
_SELF = {
    "en": (
        "{first} {vp} these days, for the record.",
        "Breaking news: {first} {vp} 😄",
        "you're talking to someone who {vp}, just so you know",
    ),
    "zh": (
        "{first}现在{vp}，特此通知。",
        "报告一下：{first}目前{vp}。",
        "我{first}现在{vp}，记住了哈。",
    ),
}
_CHANGE = {  # vp = slot "swap" phrase
    "en": (
        "I {vp}.",
        "Big news: I {vp}!",
        "So... I {vp}. Still feels weird.",
        "finally did it, I {vp}",
        "In case you missed it, I {vp} 🎉",
        "I {vp} and I'm not looking back.",
        "Update: I {vp}. Long story.",
    ),
    "zh": (
        "我{vp}。",
        "跟你说，我{vp}！",
        "总算{vp}，哈哈。",
        "好消息：我{vp}！",
        "折腾了好久，终于{vp}。",
        "我已经{vp}，不回头了。",
        "刚{vp}，还在适应中。",
    ),
}
_NEW = {  # vp = slot "got" phrase
    "en": (
        "I {vp}.",
        "Quick update: I {vp}!",
        "Guess what, I {vp}.",
        "I {vp}, still sinking in.",
        "ok so I {vp} 😅",
        "I {vp}. Wish me luck.",
        "Well, it's official: I {vp}.",
    ),
    "zh": _CHANGE["zh"],
}
_GENERIC_SWAP = {
    "en": (
        "{old} is history — it's {new} now.",
        "Said goodbye to {old}; {new} from here on.",
        "Out with {old}, in with {new}.",
        "no more {old} for me, it's {new} now",
        "{old}? Done. {new} now.",
        "Traded {old} for {new}, no regrets.",
    ),
    "zh": (
        "告别{old}，现在是{new}了。",
        "{old}已经是过去式了，现在是{new}。",
        "跟{old}说拜拜了，以后就是{new}。",
        "{old}翻篇了，换成{new}。",
        "不再是{old}了，现在是{new}。",
    ),
}
_BACK = {  # late reports; {when} / {When} dates the change earlier
    "en": (
        "Forgot to mention — {when} I {vp}.",
        "I {vp} {when}, it's been hectic since.",
        "oh I never said, I {vp} {when}",
        "Should have told you earlier: {when} I {vp}.",
        "Realised I never mentioned it: I {vp} {when}.",
        "{When}, I {vp} — still adjusting.",
    ),
    "zh": (
        "忘了说，{when}我就{vp}。",
        "其实{when}我就{vp}，一直没顾上说。",
        "哦对，我{when}{vp}。",
        "{when}{vp}，忙到现在才缓过来。",
    ),
}
_PLAN = {
    "en": (
        "thinking I might {vp} next year",
        "Seriously considering it: I might {vp}.",
        "I'm tempted to {vp} soon.",
        "There's a decent chance I'll {vp} in the next few months.",
        "part of me wants to {vp}. thoughts?",
        "Weighing up whether to {vp}. Leaning yes.",
        "might {vp} at some point, we'll see",
    ),
    "zh": (
        "在考虑{vp}。",
        "明年可能会{vp}。",
        "有点想{vp}，你觉得呢？",
        "打算{vp}，还在犹豫。",
        "认真在想要不要{vp}。",
        "说不定过阵子就{vp}了。",
    ),
}
_DROP = {
    "en": (
        "Decided not to {vp} after all.",
        "Not going to {vp} — timing's all wrong.",
        "Scrapped the plan to {vp}.",
        "Changed my mind, I won't {vp}.",
        "ok officially not going to {vp}, the numbers didn't work",
        "Talked myself out of it. I won't {vp}.",
    ),
    "zh": (
        "算了，不{vp}了。",
        "最后决定不{vp}了。",
        "{vp}的事先不考虑了。",
        "想了想还是不{vp}了，时机不对。",
    ),
}
_GENERIC_DROP = {
    "en": (
        "Decided against {v} in the end.",
        "{v} is off the table now.",
        "Yeah, {v} isn't happening.",
    ),
    "zh": ("{v}就算了，不折腾了。", "{v}那个念头已经打消了。"),
}
_PAST = {
    "en": (
        "I {vp}.",
        "Fun fact: I {vp}.",
        "I {vp}, but that's old news now.",
        "funny to think I {vp}",
        "Not that long ago I {vp}.",
        "I {vp} — feels like another life.",
    ),
    "zh": (
        "我{vp}。",
        "说起来，我{vp}。",
        "我{vp}，不过都是老黄历了。",
        "其实我{vp}，现在想想还挺怀念。",
        "想当初我{vp}，哈哈。",
    ),
}
_REL_FRAMES = {  # third person, vp = slot "has3"
    "en": (
        "My {rel} {vp}.",
        "{who} {vp}, apparently.",
        "Did you know {who} {vp}? Wild.",
        "my {rel} {vp} and won't stop talking about it",
        "Turns out {who} {vp}.",
    ),
    "zh": ("{rel}{vp}。", "听说{who}{vp}。", "{rel}{vp}，天天跟我念叨。", "没想到{who}{vp}。"),
}
_OBJ_FRAMES = {
    "en": (
        "My {rel} swears by {v}, not convinced tbh.",
        "Saw a long review of {v} this morning.",
        "Is {v} actually any good or just hype?",
        "{who} keeps telling me to try {v}.",
        "there was a whole thread at work about {v} today lol",
        "Not my thing, but {who} loves {v}.",
    ),
    "zh": (
        "{rel}一直安利{v}，我还没动心。",
        "{v}到底好不好用啊？",
        "刚看了一篇{v}的测评，评价还挺高。",
        "公司群里今天都在聊{v}。",
        "有人用过{v}吗？",
        "{who}特别喜欢{v}，我倒是无感。",
    ),
}
_HYPO = {  # vp = slot "go"
    "en": (
        "If money were no object I'd {vp}.",
        "In another life I'd {vp}.",
        "If I could start over I'd {vp}, honestly.",
    ),
    "zh": (
        "要是不差钱，我可能会{vp}。",
        "如果能重来，说不定我会{vp}。",
        "有时候会幻想自己{vp}，也就想想。",
    ),
}
_WHEN = {
    "en": {
        "lastweek": ("last week", "the other week"),
        "weeks": ("a few weeks ago", "a couple of weeks back", "about a month ago"),
    },
    "zh": {"lastweek": ("上周", "上礼拜"), "weeks": ("几周前", "大概一个月前")},
}
_RELS = {
    "en": (
        "sister",
        "brother",
        "cousin",
        "flatmate",
        "neighbour",
        "mum",
        "dad",
        "boss",
        "best friend",
        "colleague",
    ),
    "zh": (
        "我姐",
        "我哥",
        "我表妹",
        "我室友",
        "隔壁邻居",
        "我妈",
        "我老板",
        "同事小李",
        "我闺蜜",
        "大学同学",
    ),
}
_FRIENDS = {
    "en": ("Jess", "Omar", "Kat", "Ben", "Rosa", "Theo", "Yuki", "Dev", "Lou", "Marta"),
    "zh": ("小王", "阿杰", "小美", "老周", "小林", "阿芳"),
}


# ---------------------------------------------------------------------------
# Small talk, assistant replies, names
# ---------------------------------------------------------------------------

_SMALL_EN = (
    "Ugh, Mondays.",
    "Finally slept properly last night.",
    "Can you recommend a good podcast for a long train ride?",
    "Made banana bread, it collapsed in the middle but tastes fine.",
    "My plant is dying and I don't know why.",
    "The weather today is absolutely miserable.",
    "Anyone else's inbox just... endless?",
    "Watched a documentary about octopuses, they're basically aliens.",
    "Need a birthday gift idea for my dad, he has everything.",
    "I keep forgetting to drink water.",
    "Help me write a polite email declining a meeting?",
    "lol my neighbour is learning to sing and it's a lot",
    "Going to a wedding next month and I have nothing to wear.",
    "Is it weird to eat cereal for dinner?",
    "Spent the whole weekend cleaning, feels great actually.",
    "I think I need a holiday.",
    "What's a good book for someone who doesn't read much?",
    "Burnt the toast. Again.",
    "Saw a double rainbow on the way home 🌈",
    "My hair is doing its own thing today.",
    "The new season of that baking show is out!",
    "Had {food} for lunch, 10/10.",
    "Dinner was {food}, no regrets.",
    "Can you explain compound interest like I'm five?",
    "Quick one: how long do boiled eggs keep in the fridge?",
    "I've been awake since 5, send help",
    "Finished a 1000-piece jigsaw, very proud of myself.",
    "My mum called for an hour about the neighbours' hedge.",
    "Do you know any good stretches for a stiff neck?",
    "Remind me why I agreed to host dinner on Friday?",
    "the train was late again, shocker",
    "Bought a new umbrella and immediately lost it.",
    "Is there a trick to remembering people's names?",
    "Converting a recipe from grams to cups is chaos.",
    "Just booked the dentist, adulting achievement unlocked.",
    "Our office microwave queue is a social experiment.",
    "Got caught in the rain without a jacket, classic.",
    "Tried a new recipe: lentil soup. Surprisingly good.",
    "It's so quiet today, weirdly relaxing.",
    "Any tips for falling asleep faster?",
    "Watching the football tonight, wish me luck.",
    "How do I get candle wax out of a tablecloth?",
    "Cleaned out the fridge. Found things. Don't ask.",
    "I should really call my grandparents more.",
    "Started a puzzle book, the sudoku ones are evil.",
    "Got a parking ticket, fantastic start to the week.",
    "Could you help me plan a three-day trip somewhere warm?",
    "Does anyone actually enjoy networking events?",
    "Had the weirdest dream about being late for an exam.",
    "Today's vibe: cosy socks and soup.",
    "why is printer setup still this hard",
    "I need a name for a group chat, ideas?",
    "My cousin's baby is walking now, time flies.",
    "Bought too many tomatoes, what do I make?",
    "Stuck in a meeting that could have been an email.",
    "Sunset tonight was unreal.",
    "Went to a pottery class, made a very lopsided bowl.",
    "How do people keep houseplants alive, seriously",
    "Lost my keys for 20 minutes, they were in my hand.",
    "Third coffee and it's not even 11.",
    "Does pineapple belong on pizza? Settle this.",
    "There's a fox in the garden again!",
    "Our team lunch got cancelled, devastated.",
    "Trying to read more, currently on a mystery novel.",
    "Renewed my passport, the photo is criminal.",
    "Is it normal for bread dough to be this sticky?",
    "Can you summarise the pros and cons of a standing desk?",
    "Laundry day. Send snacks.",
    "Fixed a leaky tap myself, feeling like a genius.",
)
_SMALL_ZH = (
    "周一综合症又犯了。",
    "昨晚终于睡了个好觉。",
    "有没有适合坐火车听的播客推荐？",
    "烤了个香蕉面包，中间塌了，但味道还行。",
    "我的绿萝快死了，不知道为啥。",
    "今天天气也太闷了。",
    "邮箱里的未读邮件永远清不完。",
    "看了个讲章鱼的纪录片，感觉它们是外星人。",
    "我爸生日快到了，送什么好啊，他什么都不缺。",
    "老是忘记喝水。",
    "帮我写封礼貌拒绝开会的邮件？",
    "楼上邻居在学唱歌，有点顶不住。",
    "下个月要去参加婚礼，没衣服穿。",
    "晚饭吃麦片会不会很奇怪？",
    "周末大扫除了一整天，其实挺爽的。",
    "感觉我需要放个假。",
    "有没有适合不爱看书的人的书？",
    "吐司又烤糊了。",
    "回家路上看到了双彩虹🌈",
    "中午吃了{food}，满分。",
    "晚饭是{food}，幸福。",
    "能用最简单的话讲讲复利吗？",
    "煮鸡蛋放冰箱能放几天？",
    "早上五点就醒了，救命",
    "拼完了一幅一千片的拼图，骄傲。",
    "我妈打电话跟我聊了一小时邻居家的事。",
    "脖子好僵，有什么拉伸动作推荐吗？",
    "周五要请朋友来家里吃饭，有点慌。",
    "地铁又晚点了，不意外。",
    "新买的伞转头就丢了。",
    "怎么才能记住别人的名字啊？",
    "终于约上牙医了，成年人的小胜利。",
    "公司微波炉排队简直是社会实验。",
    "出门没带伞被淋成落汤鸡。",
    "今天试着做了番茄炒蛋，意外成功。",
    "有什么快速入睡的办法吗？",
    "晚上看球，祝我支持的队好运。",
    "蜡烛油滴到桌布上了怎么弄掉？",
    "清理了冰箱，发现了一些不可描述的东西。",
    "该多给爷爷奶奶打电话了。",
    "今天收到一张罚单，这周开局真好。",
    "帮我规划一个三天的短途游？",
    "做了个很怪的梦，梦见考试迟到。",
    "今天的状态：厚袜子加热汤。",
    "打印机怎么到现在还这么难装。",
    "群聊想改个名字，有什么点子？",
    "表姐家的宝宝会走路了，时间过得真快。",
    "西红柿买多了，做什么好？",
    "又是一个本可以发邮件解决的会。",
    "今晚的晚霞绝了。",
    "去上了陶艺课，做了个歪歪扭扭的碗。",
    "钥匙找了二十分钟，原来在手里。",
    "第三杯咖啡了，还没到十一点。",
    "菠萝到底能不能放披萨上？",
    "护照续好了，照片惨不忍睹。",
    "面团这么粘正常吗？",
    "洗衣日，求零食支援。",
    "自己修好了漏水的水龙头，感觉自己是天才。",
)
_FOODS = {
    "en": (
        "ramen",
        "a burrito",
        "leftover pasta",
        "dumplings",
        "pho",
        "a toastie",
        "a massive salad",
        "falafel",
    ),
    "zh": ("麻辣烫", "饺子", "螺蛳粉", "黄焖鸡", "煎饼果子", "牛肉面", "酸菜鱼"),
}
_ASSIST = {
    "en": (
        "That sounds like a lot — how are you feeling about it?",
        "Nice! Anything I can help with there?",
        "Got it, thanks for the update.",
        "Ha, fair enough.",
        "Want me to put together a checklist for that?",
        "Sounds like a sensible call.",
        "Oof, that's annoying. Hope it sorts itself out soon.",
        "Happy to help — what do you need?",
        "Interesting! What made you decide that?",
        "Noted 🙂",
        "Fingers crossed it goes well.",
        "Busy stretch! Remember to rest a bit too.",
    ),
    "zh": (
        "听起来挺不容易的，现在感觉怎么样？",
        "不错啊！需要我帮忙吗？",
        "收到，谢谢告诉我。",
        "哈哈，有道理。",
        "要不要我帮你列个清单？",
        "听起来是个稳妥的决定。",
        "哎，那挺烦的，希望快点解决。",
        "好的，记下了🙂",
        "祝顺利！",
        "最近事情挺多，也要注意休息。",
    ),
}
_ASSIST_SUGGEST = {
    "en": (
        "If you're weighing options, a lot of people like {v1} or {v2}.",
        "You could also look at {v1} — or {v2} if that fits better.",
        "Some people in a similar spot go with {v1}; might be worth a look.",
        "Before deciding, maybe compare it with {v1} and {v2}?",
    ),
    "zh": (
        "如果你在比较的话，很多人推荐{v1}或者{v2}。",
        "也可以看看{v1}，或者{v2}也不错。",
        "类似情况下不少人选{v1}，可以了解一下。",
    ),
}
_EMOJI = ("🙂", "😅", "🙃", "😂", "👍", "✨", "🤷")
_EN_NAMES = (
    "Maya Lindqvist",
    "Tom Becker",
    "Priya Natarajan",
    "Jonas Weber",
    "Lena",
    "Marcus Bell",
    "Sofia Alvarez",
    "Daniel Okafor",
    "Hannah Cole",
    "Ravi Mehta",
    "Elena Petrova",
    "Noah Fischer",
    "Chloe Martin",
    "Sam Rivera",
    "Aisha Khan",
    "Ingrid Solberg",
    "Kenji Mori",
    "Lucas Moreau",
    "Nina Kowalski",
    "Oliver",
)
_ZH_NAMES = (
    "陈思远",
    "林晓雯",
    "王浩然",
    "赵雨桐",
    "刘子轩",
    "张静怡",
    "周明哲",
    "黄诗涵",
    "吴俊杰",
    "孙悦然",
)


# ---------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------


def _pick(rng: random.Random, seq: Sequence[Any]) -> Any:
    return seq[rng.randrange(len(seq))]


def _art(v: str) -> str:
    """English indefinite article for a value ("an iPhone 15", "a UX ...")."""
    if v.startswith(("One", "UX", "Uni", "Eu")):
        return "a " + v
    if v[:1] in "AEIOUaeiou" or v.startswith(("X", "MX")):
        return "an " + v
    return "a " + v


def _fill(tmpl: str, **kw: str) -> str:
    ctx: dict[str, str] = dict(kw)
    for k, v in kw.items():
        ctx["a_" + k] = _art(v)
    return tmpl.format_map(ctx)


def _iso(day: int) -> str:
    return (_START_DATE + _dt.timedelta(days=day)).isoformat()


def _rand_in(rng: random.Random, lo: int, hi: int) -> int | None:
    return rng.randint(lo, hi) if lo <= hi else None


def _spread(rng: random.Random, n: int, lo: int, hi: int, gap: int) -> list[int]:
    """n sorted days in [lo, hi], pairwise at least ``gap`` apart."""
    while n > 0 and hi - lo < gap * (n - 1) + 1:
        n -= 1
    if n <= 0:
        return []
    for _ in range(400):
        days = sorted(rng.sample(range(lo, hi + 1), n))
        if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
            return days
    step = (hi - lo) // n
    return [lo + i * step + rng.randint(0, max(0, step - gap)) for i in range(n)]


def _mentions(text: str, value: str) -> bool:
    if value.isascii():
        pat = r"(?<![A-Za-z0-9])" + re.escape(value) + r"(?![A-Za-z0-9])"
        return re.search(pat, text) is not None
    return value in text


def _found(text: str, vocab: Sequence[str]) -> list[str]:
    return [v for v in vocab if _mentions(text, v)]


def _dedupe(items: Sequence[str]) -> list[str]:
    out: list[str] = []
    for it in items:
        if it not in out:
            out.append(it)
    return out


# ---------------------------------------------------------------------------
# People and events
# ---------------------------------------------------------------------------


@dataclass
class _Person:
    name: str
    first: str
    lang: str
    idx: int


@dataclass
class _Ev:
    """One person turn anchored to a day (slot turn or filler)."""

    day: int
    text: str
    tag: str  # "slot" | "distract" | "small"
    suggest: tuple[SlotSpec, str] | None = None  # assistant may follow up
    lo: int | None = None  # flexible turns may move to any day in [lo, hi]
    hi: int | None = None
    optional: bool = False  # redundant for the truth; may be thinned out


def _flex(
    day: int,
    text: str,
    lo: int,
    hi: int,
    suggest: tuple[SlotSpec, str] | None = None,
    optional: bool = False,
) -> _Ev:
    """A slot turn whose truth allows any day in [lo, hi] (lo <= day <= hi)."""
    return _Ev(day, text, "slot", suggest, lo, hi, optional)


@dataclass
class _Facts:
    """Ground truth of one slot for one person."""

    spec: SlotSpec
    timeline: list[str]  # single: v0..vk; multi: values ever held, in order
    pre: str | None = None
    segments: list[tuple[str, int, int]] = field(default_factory=list)
    end: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    open_plan: str | None = None
    used: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------
# Renderers (text only; the truth lives in _Facts)
# ---------------------------------------------------------------------------


def _vp(rng: random.Random, spec: SlotSpec, lang: str, name: str, **kw: str) -> str:
    return _fill(_pick(rng, spec.t(lang, name)), **kw)


def _state_text(rng: random.Random, spec: SlotSpec, who: _Person, v: str) -> str:
    lang = who.lang
    styles = ["frame"] * 6 + ["ind"] * 2 + ["self"]
    if spec.t(lang, "we"):
        styles.append("we")
    style = _pick(rng, styles)
    if style == "ind":
        return _fill(_pick(rng, spec.t(lang, "ind")), v=v)
    if style == "we":
        return _pick(rng, _WE[lang]).format(vp=_vp(rng, spec, lang, "we", v=v))
    if style == "self":
        vp = _vp(rng, spec, lang, "has3", v=v)
        return _pick(rng, _SELF[lang]).format(vp=vp, first=who.first)
    return _pick(rng, _STATE[lang]).format(vp=_vp(rng, spec, lang, "have", v=v))


def _when_text(rng: random.Random, lang: str, mode: str, month: int) -> str:
    if mode == "month":
        if lang == "en":
            return "back in " + _EN_MONTHS[month - 1]
        return _ZH_MONTHS[month - 1] + _pick(rng, ("的时候", "份"))
    return _pick(rng, _WHEN[lang][mode])


def _change_text(
    rng: random.Random,
    spec: SlotSpec,
    who: _Person,
    old: str,
    new: str,
    mode: str = "same",
    month: int = 1,
    name_old: bool = False,
) -> str:
    """A reported change of a single-valued slot (or a multi replace).

    Multi-valued replacements pass ``name_old`` so the dropped value is
    always named (otherwise "I took up X" would read as an addition).
    """
    lang = who.lang
    has_swap = bool(spec.t(lang, "swap"))
    if mode != "same":
        when = _when_text(rng, lang, mode, month)
        name = "swap" if has_swap and rng.random() < 0.5 else "got"
        vp = _vp(rng, spec, lang, name, old=old, new=new, v=new)
        frame = _pick(rng, _BACK[lang])
        return frame.format(vp=vp, when=when, When=when[:1].upper() + when[1:])
    styles = ["swap"] * 4 + ["generic"] * 2
    if not name_old:
        styles += ["new"] * 2 + ["pron"] * 2
    style = _pick(rng, styles)
    if style == "swap" and has_swap:
        vp = _vp(rng, spec, lang, "swap", old=old, new=new)
        return _pick(rng, _CHANGE[lang]).format(vp=vp)
    if style == "generic":
        return _fill(_pick(rng, _GENERIC_SWAP[lang]), old=old, new=new)
    if style == "pron" and spec.t(lang, "pron"):
        return _fill(_pick(rng, spec.t(lang, "pron")), v=new)
    return _pick(rng, _NEW[lang]).format(vp=_vp(rng, spec, lang, "got", v=new))


def _add_text(rng: random.Random, spec: SlotSpec, who: _Person, new: str, old: str | None) -> str:
    """A multi-valued slot gains a value (optionally naming a kept one)."""
    lang = who.lang
    if old is not None:
        return _fill(_pick(rng, spec.t(lang, "add2")), new=new, old=old)
    if rng.random() < 0.3:
        return _fill(_pick(rng, spec.t(lang, "pron")), v=new)
    return _pick(rng, _NEW[lang]).format(vp=_vp(rng, spec, lang, "got", v=new))


def _plan_text(rng: random.Random, spec: SlotSpec, who: _Person, v: str) -> str:
    vp = _vp(rng, spec, who.lang, "go", v=v)
    return _pick(rng, _PLAN[who.lang]).format(vp=vp)


def _drop_text(rng: random.Random, spec: SlotSpec, who: _Person, v: str) -> str:
    if rng.random() < 0.3:
        return _fill(_pick(rng, _GENERIC_DROP[who.lang]), v=v)
    vp = _vp(rng, spec, who.lang, "go", v=v)
    return _pick(rng, _DROP[who.lang]).format(vp=vp)


def _past_text(rng: random.Random, spec: SlotSpec, who: _Person, v: str) -> str:
    vp = _vp(rng, spec, who.lang, "had", v=v)
    return _pick(rng, _PAST[who.lang]).format(vp=vp)


def _distract_text(rng: random.Random, spec: SlotSpec, lang: str, v: str) -> str:
    """A mention of ``v`` that says nothing about the speaker's own state."""
    who = _pick(rng, _FRIENDS[lang])
    rel = _pick(rng, _RELS[lang])
    styles = ["other"] * 3 + ["rel"] * 2 + ["hypo"]
    if spec.obj:
        styles += ["obj"] * 3
    style = _pick(rng, styles)
    if style == "other":
        return _fill(_pick(rng, spec.t(lang, "other")), v=v, who=who)
    if style == "rel":
        vp = _vp(rng, spec, lang, "has3", v=v)
        return _pick(rng, _REL_FRAMES[lang]).format(vp=vp, rel=rel, who=who)
    if style == "hypo":
        vp = _vp(rng, spec, lang, "go", v=v)
        return _pick(rng, _HYPO[lang]).format(vp=vp)
    return _fill(_pick(rng, _OBJ_FRAMES[lang]), v=v, who=who, rel=rel)


def _small_text(rng: random.Random, lang: str, deck: list[str]) -> str:
    """Next small-talk line from a per-person shuffled deck (few repeats)."""
    if not deck:
        deck.extend(_SMALL_EN if lang == "en" else _SMALL_ZH)
        rng.shuffle(deck)
    return deck.pop().format(food=_pick(rng, _FOODS[lang]))


def _assistant_text(rng: random.Random, lang: str, suggest: tuple[SlotSpec, str] | None) -> str:
    if suggest is not None:
        spec, planned = suggest
        others = [v for v in spec.vals[lang] if v != planned]
        v1, v2 = rng.sample(others, 2)
        return _pick(rng, _ASSIST_SUGGEST[lang]).format(v1=v1, v2=v2)
    return _pick(rng, _ASSIST[lang])


# ---------------------------------------------------------------------------
# Stories: timelines plus the turns that express them
# ---------------------------------------------------------------------------


def _change_window(rng: random.Random, r: int, prev_hi: int) -> tuple[int, str, int]:
    """(ambiguity low end, report mode, month) for a change reported on r."""
    mode = rng.choices(["same", "lastweek", "weeks", "month"], [55, 15, 15, 15])[0]
    month = 1
    if mode == "lastweek":
        lo = r - 21
    elif mode == "weeks":
        lo = r - 45
    elif mode == "month":
        eff = _START_DATE + _dt.timedelta(days=r - rng.randint(35, 70))
        month = eff.month
        lo = (eff.replace(day=1) - _START_DATE).days
    else:
        lo = r
    if lo <= prev_hi + 20:
        return r, "same", 1
    return lo, mode, month


def _single_story(
    rng: random.Random, spec: SlotSpec, who: _Person, min_changes: int
) -> tuple[list[_Ev], _Facts]:
    pool = list(spec.vals[who.lang])
    rng.shuffle(pool)
    k = max(min_changes, rng.choices([0, 1, 2, 3], [20, 35, 30, 15])[0])
    s0 = rng.randint(0, 110)
    days = _spread(rng, k, s0 + 45, 712, 55)
    vals = [pool.pop() for _ in range(len(days) + 1)]
    facts = _Facts(spec=spec, timeline=vals)
    facts.pre = pool.pop() if rng.random() < 0.3 else None
    evs = [_Ev(s0, _state_text(rng, spec, who, vals[0]), "slot")]
    changes: list[tuple[int, int, str, int]] = []  # (report, lo, mode, month)
    prev_hi = s0
    for r in days:
        lo, mode, month = _change_window(rng, r, prev_hi)
        changes.append((r, lo, mode, month))
        prev_hi = r
    known = [s0] + [c[0] for c in changes]
    until = [c[1] for c in changes] + [_LAST_DAY]
    facts.segments = [(vals[i], known[i], until[i]) for i in range(len(vals))]
    facts.end = [vals[-1]]
    if facts.pre is not None:
        hi = min(until[0] - 3, 728)
        d = _rand_in(rng, s0 + 1, hi)
        text = _fill(_pick(rng, spec.t(who.lang, "pre")), cur=vals[0], v=facts.pre)
        evs.append(_Ev(s0, text, "slot") if d is None else _flex(d, text, s0 + 1, hi))
    for i, (r, lo, mode, month) in enumerate(changes):
        if rng.random() < 0.35:
            d = _rand_in(rng, known[i] + 4, lo - 6)
            if d is not None:
                evs.append(
                    _flex(
                        d,
                        _plan_text(rng, spec, who, vals[i + 1]),
                        known[i] + 4,
                        lo - 6,
                        (spec, vals[i + 1]),
                        optional=True,
                    )
                )
        evs.append(_Ev(r, _change_text(rng, spec, who, vals[i], vals[i + 1], mode, month), "slot"))
        if rng.random() < 0.3:
            d = _rand_in(rng, r + 5, 728)
            if d is not None:
                evs.append(_flex(d, _past_text(rng, spec, who, vals[i]), r + 5, 728, optional=True))
    evs += _restatements(rng, spec, who, facts.segments)
    evs += _scoped(rng, spec, who, facts, pool)
    evs += _plans_tail(rng, spec, who, facts, pool, s0, known[-1])
    facts.used += (
        vals
        + ([facts.pre] if facts.pre else [])
        + facts.dropped
        + ([facts.open_plan] if facts.open_plan else [])
    )
    return evs, facts


def _restatements(
    rng: random.Random, spec: SlotSpec, who: _Person, segments: list[tuple[str, int, int]]
) -> list[_Ev]:
    out: list[_Ev] = []
    for value, start, end in segments:
        hi = min(end - 3, 728)
        for _ in range(rng.choice([0, 0, 0, 0, 1, 1, 2])):
            d = _rand_in(rng, start + 3, hi)
            if d is not None:
                out.append(
                    _flex(d, _state_text(rng, spec, who, value), start + 3, hi, optional=True)
                )
    return out


def _scoped(
    rng: random.Random, spec: SlotSpec, who: _Person, facts: _Facts, pool: list[str]
) -> list[_Ev]:
    """'Mostly X, though for client work Y': X stays the plain value."""
    tmpls = spec.t(who.lang, "scoped")
    if not tmpls or not pool or rng.random() > 0.4:
        return []
    value, start, end = facts.segments[-1]
    hi = min(end - 3, 728)
    d = _rand_in(rng, start + 3, hi)
    if d is None:
        return []
    x = pool.pop()
    facts.used.append(x)
    return [_flex(d, _fill(_pick(rng, tmpls), v=value, x=x), start + 3, hi)]


def _plans_tail(
    rng: random.Random,
    spec: SlotSpec,
    who: _Person,
    facts: _Facts,
    pool: list[str],
    s0: int,
    last_known: int,
) -> list[_Ev]:
    """Dropped plans anywhere, and possibly one plan still open at the end."""
    out: list[_Ev] = []
    for _ in range(rng.choice([0, 0, 0, 1, 1])):
        if not pool:
            break
        p = _rand_in(rng, s0 + 5, 690)
        if p is None:
            break
        q_hi = min(p + 160, 726)
        q = rng.randint(p + 10, q_hi)
        v = pool.pop()
        facts.dropped.append(v)
        out.append(_Ev(p, _plan_text(rng, spec, who, v), "slot", (spec, v)))
        out.append(_flex(q, _drop_text(rng, spec, who, v), p + 10, q_hi))
    if pool and rng.random() < 0.32:
        d = _rand_in(rng, last_known + 5, 722)
        if d is not None:
            v = pool.pop()
            facts.open_plan = v
            out.append(_flex(d, _plan_text(rng, spec, who, v), last_known + 5, 722, (spec, v)))
    return out


def _multi_story(rng: random.Random, spec: SlotSpec, who: _Person) -> tuple[list[_Ev], _Facts]:
    lang = who.lang
    pool = list(spec.vals[lang])
    rng.shuffle(pool)
    s0 = rng.randint(0, 110)
    held = [pool.pop()]
    if rng.random() < 0.5:
        held.append(pool.pop())
        first = _fill(_pick(rng, spec.t(lang, "both")), v1=held[0], v2=held[1])
    else:
        first = _state_text(rng, spec, who, held[0])
    evs = [_Ev(s0, first, "slot")]
    facts = _Facts(spec=spec, timeline=list(held))
    spells = {v: [s0, _LAST_DAY] for v in held}
    n = rng.choices([0, 1, 2, 3], [10, 35, 35, 20])[0]
    prev = s0
    for d in _spread(rng, n, s0 + 40, 712, 45):
        ops = (["add"] * 3 if pool else []) + (["rm"] if len(held) >= 2 else [])
        if pool and spec.t(lang, "swap"):
            ops.append("swap")
        if not ops:
            break
        op = _pick(rng, ops)
        new = pool.pop() if op in ("add", "swap") else ""
        if new and rng.random() < 0.35:
            p = _rand_in(rng, prev + 4, d - 6)
            if p is not None:
                evs.append(
                    _flex(
                        p,
                        _plan_text(rng, spec, who, new),
                        prev + 4,
                        d - 6,
                        (spec, new),
                        optional=True,
                    )
                )
        if op == "add":
            old = _pick(rng, held) if rng.random() < 0.6 else None
            evs.append(_Ev(d, _add_text(rng, spec, who, new, old), "slot"))
        else:
            gone = _pick(rng, held)
            held.remove(gone)
            spells[gone][1] = d
            text = (
                _change_text(rng, spec, who, gone, new, name_old=True)
                if op == "swap"
                else _fill(_pick(rng, spec.t(lang, "rm")), v=gone)
            )
            evs.append(_Ev(d, text, "slot"))
            if rng.random() < 0.4 and d + 5 <= 728:
                evs.append(
                    _flex(
                        rng.randint(d + 5, 728),
                        _past_text(rng, spec, who, gone),
                        d + 5,
                        728,
                        optional=True,
                    )
                )
        if new:
            held.append(new)
            facts.timeline.append(new)
            spells[new] = [d, _LAST_DAY]
        prev = d
    facts.segments = [(v, s, e) for v, (s, e) in spells.items()]
    facts.end = list(held)
    evs += _restatements(rng, spec, who, [seg for seg in facts.segments if rng.random() < 0.5])
    evs += _plans_tail(rng, spec, who, facts, pool, s0, prev)
    facts.used += facts.timeline + facts.dropped + ([facts.open_plan] if facts.open_plan else [])
    return evs, facts


# ---------------------------------------------------------------------------
# Probes
# ---------------------------------------------------------------------------


def _probe(
    who: _Person,
    facts: _Facts,
    kind: str,
    gold: Sequence[str],
    outdated: Sequence[str],
    as_of: int | None = None,
) -> dict:
    q = facts.spec.q[kind].format(n=who.name, d=_iso(as_of or 0))
    return {
        "subject": who.name,
        "slot": facts.spec.key,
        "kind": kind,
        "question": q,
        "gold": list(gold),
        "outdated": [v for v in _dedupe(outdated) if v not in gold],
        "abandoned": list(facts.dropped),
        "as_of_day": as_of,
    }


def _core_probes(who: _Person, facts: _Facts) -> list[dict]:
    """current/coexisting, historical and planning probes for one slot."""
    out: list[dict] = []
    earlier = ([facts.pre] if facts.pre else []) + [v for v in facts.timeline if v not in facts.end]
    if facts.spec.multi:
        kind = "coexisting" if len(facts.end) >= 2 else "current"
        out.append(_probe(who, facts, kind, facts.end, earlier))
    else:
        out.append(_probe(who, facts, "current", facts.end, earlier))
        tl = facts.timeline
        if len(tl) >= 2:
            out.append(
                _probe(
                    who, facts, "historical", [tl[-2]], ([facts.pre] if facts.pre else []) + tl[:-2]
                )
            )
        elif facts.pre:
            out.append(_probe(who, facts, "historical", [facts.pre], []))
    if facts.open_plan:
        out.append(_probe(who, facts, "planning", [facts.open_plan], earlier))
    return out


def _as_of_probes(rng: random.Random, who: _Person, facts: _Facts) -> list[dict]:
    """Candidates: a clean day inside each earlier (non-final) segment."""
    if facts.spec.multi:
        return []
    out: list[dict] = []
    pre = [facts.pre] if facts.pre else []
    for i, (value, start, end) in enumerate(facts.segments[:-1]):
        lo, hi = start + 3, min(end - 7, 727)
        if lo > hi:
            continue
        for day in _dedupe_ints([rng.randint(lo, hi) for _ in range(2)]):
            out.append(_probe(who, facts, "as_of", [value], pre + facts.timeline[:i], as_of=day))
    rng.shuffle(out)
    return out


def _dedupe_ints(items: list[int]) -> list[int]:
    out: list[int] = []
    for it in items:
        if it not in out:
            out.append(it)
    return out


def _select_probes(rng: random.Random, who: _Person, all_facts: list[_Facts]) -> list[dict]:
    """6-14 probes: every current/coexisting, then the rest, then as_of."""
    first: list[dict] = []
    rest: list[dict] = []
    for f in all_facts:
        for p in _core_probes(who, f):
            (first if p["kind"] in ("current", "coexisting") else rest).append(p)
    as_of: list[dict] = []
    for f in all_facts:
        as_of += _as_of_probes(rng, who, f)
    rng.shuffle(as_of)
    target = rng.randint(10, 14)
    n_asof = max(min(len(as_of), 2), target - len(first) - len(rest))
    chosen = first + rest + _spread_as_of(as_of, n_asof)
    return chosen[:14]


def _spread_as_of(as_of: list[dict], n: int) -> list[dict]:
    """Prefer as_of probes on distinct (slot, value) pairs first."""
    seen: list[tuple[str, str]] = []
    primary, secondary = [], []
    for p in as_of:
        key = (p["slot"], p["gold"][0])
        (secondary if key in seen else primary).append(p)
        seen.append(key)
    return (primary + secondary)[:n]


# ---------------------------------------------------------------------------
# Person assembly: stories, fillers, sessions, surface noise
# ---------------------------------------------------------------------------


def _pick_slots(rng: random.Random) -> tuple[list[SlotSpec], list[SlotSpec]]:
    n = rng.choice([3, 3, 4, 4, 5, 6])
    n_multi = min(rng.choice([0, 1, 1, 2]), n - 2)
    return rng.sample(list(_SINGLE), n - n_multi), rng.sample(list(_MULTI), n_multi)


def _distractors(
    rng: random.Random, who: _Person, all_facts: list[_Facts], count: int
) -> list[_Ev]:
    used = {f.spec.key: f.used for f in all_facts}
    owned = [f.spec for f in all_facts]
    out: list[_Ev] = []
    for _ in range(count * 3):
        if len(out) >= count:
            break
        spec = _pick(rng, owned) if rng.random() < 0.75 else _pick(rng, _SLOTS)
        free = [v for v in spec.vals[who.lang] if v not in used.get(spec.key, [])]
        if not free:
            continue
        text = _distract_text(rng, spec, who.lang, _pick(rng, free))
        out.append(_Ev(rng.randint(0, 729), text, "distract"))
    return out


def _casual(rng: random.Random, text: str, lang: str, vocab: Sequence[str]) -> str:
    """Surface noise (case, punctuation, emoji, typos) that keeps values."""
    before = _found(text, vocab)
    cand = text
    if lang == "en":
        if rng.random() < 0.15:
            cand = cand[:1].lower() + cand[1:]
        if rng.random() < 0.15 and cand.endswith("."):
            cand = cand[:-1]
        if rng.random() < 0.06:
            cand = re.sub(r"\bI\b", "i", cand)
        if rng.random() < 0.05:
            cand = cand + " " + _pick(rng, _EMOJI)
        if rng.random() < 0.05:
            cand = _typo(rng, cand)
    else:
        if rng.random() < 0.15 and cand.endswith("。"):
            cand = cand[:-1]
        if rng.random() < 0.08:
            cand = cand + _pick(rng, ("哈哈", "～", "😂", "🙃"))
    return cand if _found(cand, vocab) == before else text


def _typo(rng: random.Random, text: str) -> str:
    words = [m for m in re.finditer(r"\b[a-z]{5,}\b", text)]
    if not words:
        return text
    m = _pick(rng, words)
    i = rng.randint(m.start() + 1, m.end() - 3)
    return text[:i] + text[i + 1] + text[i] + text[i + 2 :]


def _sessions(
    rng: random.Random, slot_evs: list[_Ev], fillers: list[_Ev]
) -> list[tuple[int, list[_Ev]]]:
    """Group person turns into same-day sittings of about 1-7 person turns.

    Slot turns fix their own days; fillers come in small chunks that either
    join an existing sitting or open a new one on a free day.
    """
    by_day: dict[int, list[_Ev]] = {}
    for ev in slot_evs:  # fixed turns, already in story order within a day
        if ev.lo is None:
            by_day.setdefault(ev.day, []).append(ev)
    for ev in slot_evs:  # flexible turns join a sitting inside their window
        if ev.lo is None:
            continue
        assert ev.hi is not None
        near = [d for d in sorted(by_day) if ev.lo <= d <= ev.hi and len(by_day[d]) < 5]
        if near and rng.random() < 0.75:
            ev.day = _pick(rng, near)
        by_day.setdefault(ev.day, []).append(ev)
    i = 0
    while i < len(fillers):
        chunk = fillers[i : i + rng.choice([1, 1, 2, 2, 3, 4])]
        i += len(chunk)
        open_days = [d for d in sorted(by_day) if len(by_day[d]) == 1]
        if not open_days or rng.random() < 0.25:
            open_days = [d for d in sorted(by_day) if len(by_day[d]) + len(chunk) <= 7]
        if open_days and rng.random() < 0.85:
            lst = by_day[_pick(rng, open_days)]
            for ev in chunk:
                lst.insert(rng.randint(0, len(lst)), ev)
            continue
        day = rng.randint(0, 729)
        while day in by_day:
            day = rng.randint(0, 729)
        by_day[day] = list(chunk)
    return [(d, by_day[d]) for d in sorted(by_day)]


def _with_assistant(rng: random.Random, who: _Person, turns: list[_Ev]) -> list[tuple[str, str]]:
    """(speaker, text) list for one session, assistant replies interleaved."""
    out: list[tuple[str, str]] = []
    room = 8 - len(turns)
    for ev in turns:
        out.append((who.name, ev.text))
        if room <= 0:
            continue
        if ev.suggest is not None and rng.random() < 0.45:
            out.append(("assistant", _assistant_text(rng, who.lang, ev.suggest)))
            room -= 1
        elif rng.random() < 0.14:
            out.append(("assistant", _assistant_text(rng, who.lang, None)))
            room -= 1
    if len(out) == 1:
        out.append(("assistant", _assistant_text(rng, who.lang, None)))
    return out


def _thin(rng: random.Random, evs: list[_Ev], cap: int) -> list[_Ev]:
    """Drop optional (truth-redundant) slot turns until at most ``cap``."""
    optional = [i for i, e in enumerate(evs) if e.optional]
    rng.shuffle(optional)
    drop = optional[: max(0, len(evs) - cap)]
    return [e for i, e in enumerate(evs) if i not in drop]


def _build_person(rng: random.Random, who: _Person) -> tuple[list[dict], list[dict]]:
    singles, multis = _pick_slots(rng)
    slot_evs: list[_Ev] = []
    all_facts: list[_Facts] = []
    for i, spec in enumerate(singles):
        evs, facts = _single_story(rng, spec, who, 1 if i < 2 else 0)
        slot_evs += evs
        all_facts.append(facts)
    for spec in multis:
        evs, facts = _multi_story(rng, spec, who)
        slot_evs += evs
        all_facts.append(facts)
    slot_evs = _thin(rng, slot_evs, rng.randint(19, 24))
    slot_evs.sort(key=lambda e: e.day)  # stable: story order kept per day
    n_slot = len(slot_evs)
    total = max(40, min(80, round(n_slot / rng.uniform(0.26, 0.31))))
    n_dis = round(total * rng.uniform(0.13, 0.17))
    fillers = _distractors(rng, who, all_facts, n_dis)
    deck: list[str] = []
    fillers += [
        _Ev(0, _small_text(rng, who.lang, deck), "small")
        for _ in range(max(0, total - n_slot - len(fillers)))
    ]
    rng.shuffle(fillers)
    vocab = [v for s in _SLOTS for v in s.vals[who.lang]]
    sessions = []
    for day, turns in _sessions(rng, slot_evs, fillers):
        for ev in turns:
            ev.text = _casual(rng, ev.text, who.lang, vocab)
        pairs = _with_assistant(rng, who, turns)
        minute = rng.randint(420, 1380 - 7 * len(pairs))
        rows = []
        for speaker, text in pairs:
            rows.append(
                {
                    "day": day,
                    "minute": minute,
                    "speaker": speaker,
                    "text": text,
                    "language": who.lang,
                }
            )
            minute += rng.randint(1, 6)
        sessions.append(rows)
    texts = [r["text"] for s in sessions for r in s if r["speaker"] == who.name]
    probes = _select_probes(rng, who, all_facts)
    for p in probes:
        pool = next(s for s in _SLOTS if s.key == p["slot"]).vals[who.lang]
        seen = [v for t in texts for v in _found(t, pool)]
        p["values"] = _dedupe(seen)
    return sessions, probes


# ---------------------------------------------------------------------------
# Public entry point
# ---------------------------------------------------------------------------


def _people(rng: random.Random) -> list[_Person]:
    n = rng.randint(8, 10)
    n_zh = max(2, round(n * rng.uniform(0.2, 0.3)))
    en = rng.sample(list(_EN_NAMES), n - n_zh)
    zh = rng.sample(list(_ZH_NAMES), n_zh)
    langs = ["en"] * (n - n_zh) + ["zh"] * n_zh
    names = en + zh
    order = list(range(n))
    rng.shuffle(order)
    out = []
    for idx, j in enumerate(order):
        name, lang = names[j], langs[j]
        first = name.split()[0] if lang == "en" else name[1:]
        out.append(_Person(name=name, first=first, lang=lang, idx=idx))
    return out


def generate(seed: int) -> dict:
    """Build the blind_d world for ``seed`` (deterministic)."""
    rng = random.Random(f"palimpsest-blind-d:{seed}")
    all_sessions: list[tuple[int, int, int, list[dict]]] = []
    probes: list[dict] = []
    for who in _people(rng):
        sessions, person_probes = _build_person(rng, who)
        for rows in sessions:
            all_sessions.append((rows[0]["day"], rows[0]["minute"], who.idx, rows))
        probes += person_probes
    all_sessions.sort(key=lambda s: (s[0], s[1], s[2]))
    flat: list[tuple[int, int, int, int, dict]] = []
    for sid, (_, _, pidx, rows) in enumerate(all_sessions, start=1):
        for seq, row in enumerate(rows):
            row["session"] = f"s{sid}"
            flat.append((row["day"], row["minute"], pidx, seq, row))
    flat.sort(key=lambda t: t[:4])
    episodes = []
    for i, (_, _, _, _, row) in enumerate(flat, start=1):
        episodes.append(
            {
                "id": f"e{i}",
                "day": row["day"],
                "minute": row["minute"],
                "session": row["session"],
                "speaker": row["speaker"],
                "text": row["text"],
                "language": row["language"],
            }
        )
    out_probes = []
    for i, p in enumerate(probes, start=1):
        out_probes.append(
            {
                "id": f"p{i}",
                "subject": p["subject"],
                "slot": p["slot"],
                "kind": p["kind"],
                "question": p["question"],
                "gold": p["gold"],
                "outdated": p["outdated"],
                "abandoned": p["abandoned"],
                "values": p["values"],
                "as_of_day": p["as_of_day"],
            }
        )
    return {
        "generator": "blind_d",
        "seed": seed,
        "start": _START_ISO,
        "episodes": episodes,
        "probes": out_probes,
    }
