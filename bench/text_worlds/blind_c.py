"""Blind text-world generator "C" for the Palimpsest memory benchmark.

Each seed yields a self-contained world: nine invented people (about a quarter of them
chatting in Chinese) talk to an assistant over two years. Most turns are small talk; some
mention things of a slot's type without saying anything about the speaker (friends, news,
wishes, assistant suggestions); a minority state, change, plan, drop or reveal the speaker's
own slot values in many different phrasings. Probes ask for current, historical, planned,
coexisting and as-of values.

Only the Python standard library is used, and the output depends on the seed alone.
"""

from __future__ import annotations

import random
import re
import string
import unicodedata
from dataclasses import dataclass, field
from typing import Any

__all__ = ["generate"]

START = "2023-01-01T09:00:00+00:00"
LAST_DAY = 730
MAX_PROBES = 14
MIN_PROBES = 8


class _Retry(Exception):
    """Raised when a randomly drawn timeline does not fit; the person is redrawn."""


@dataclass(frozen=True)
class Slot:
    """A kind of personal state, with phrase fragments in English and Chinese.

    Fragments use {v} for the value, {a} for its English article, {y}/{ay} for a second
    value in scoped exceptions and {sp} for a pet species.  ``pred`` fragments are
    first-person predicates without a subject ("train at {v}"), ``sw`` report a change in
    the past tense, ``fut`` are base-form plans, ``rm`` remove an item from a multi slot.
    """

    key: str
    multi: bool
    en: tuple[tuple[str, ...], ...]
    zh: tuple[tuple[str, ...], ...]
    thing: str
    zthing: str
    ask: str
    ask_past: str
    askp: str
    pred: tuple[str, ...]
    sw: tuple[str, ...]
    zpred: tuple[str, ...]
    zsw: tuple[str, ...]
    fut: tuple[str, ...] = ()
    zfut: tuple[str, ...] = ()
    rm: tuple[str, ...] = ()
    zrm: tuple[str, ...] = ()
    ind: tuple[str, ...] = ()
    zind: tuple[str, ...] = ()
    indn: tuple[str, ...] = ()
    zindn: tuple[str, ...] = ()
    we: tuple[str, ...] = ()
    zwe: tuple[str, ...] = ()
    scope: tuple[str, ...] = ()
    zscope: tuple[str, ...] = ()
    prep: str = ""
    ident: bool = False
    dis: str = "product"
    conflict: str = ""


LANGS_EN = (
    "Portuguese",
    "Korean",
    "German",
    "Italian",
    "Swahili",
    "Dutch",
    "Turkish",
    "Mandarin",
    "Greek",
    "Spanish",
    "Arabic",
    "Hindi",
    "Yoruba",
)
LANGS_ZH = (
    "日语",
    "韩语",
    "德语",
    "法语",
    "西班牙语",
    "意大利语",
    "葡萄牙语",
    "俄语",
    "阿拉伯语",
    "泰语",
)  # noqa: E501

SLOTS: tuple[Slot, ...] = (
    Slot(
        key="home_city",
        multi=False,
        en=(
            (
                "Lisbon",
                "Rotterdam",
                "Montreal",
                "Osaka",
                "Melbourne",
                "Edinburgh",
                "Valencia",
                "Nairobi",
                "Leipzig",
                "Wellington",
                "Porto",
                "Krakow",
                "Seattle",
                "Taipei",
            ),
        ),
        zh=(("杭州", "成都", "深圳", "上海", "北京", "苏州", "厦门", "武汉", "西安", "南京"),),
        thing="city",
        zthing="城市",
        ask="Which city does {n} live in",
        ask_past="Which city did {n} live in",
        askp="Which city is {n} planning to move to",
        pred=("live in {v}", "am based in {v}"),
        sw=("moved to {v}", "relocated to {v}"),
        fut=("move to {v}", "relocate to {v}"),
        ind=(
            "Rent in {v} is brutal but I love it here",
            "My flat in {v} gets great light in the mornings",
        ),
        indn=("The new place in {v} has a tiny kitchen", "Still unpacking boxes here in {v}"),
        we=("We finally moved to {v}", "We packed up the whole flat and relocated to {v}"),
        scope=("I live in {v}, though I'm in {y} most weeks for work",),
        zpred=("住在{v}", "在{v}生活"),
        zsw=("搬到了{v}", "搬去了{v}"),
        zfut=("搬到{v}", "搬去{v}"),
        zind=("{v}的房租贵得离谱，但我很喜欢这里",),
        zindn=("{v}的新家厨房特别小", "在{v}的新家还在拆箱子"),
        zwe=("我们终于搬到{v}了",),
        zscope=("我住在{v}，不过工作日大多在{y}出差",),
        prep="in",
        ident=True,
        dis="place",
        conflict="home",
    ),
    Slot(
        key="neighbourhood",
        multi=False,
        en=(
            ("Kreuzberg", "Neukölln", "Prenzlauer Berg", "Friedrichshain", "Moabit", "Schöneberg"),
            ("Shoreditch", "Peckham", "Brixton", "Walthamstow", "Hackney Wick", "Deptford"),
            ("Le Plateau", "Mile End", "Verdun", "Rosemont", "Griffintown", "Outremont"),
            ("Alfama", "Graça", "Campo de Ourique", "Príncipe Real", "Arroios", "Belém"),
        ),
        zh=(
            ("静安", "徐汇", "杨浦", "虹口", "普陀", "长宁"),
            ("望京", "五道口", "国贸", "回龙观", "亦庄", "双井"),
        ),
        thing="neighbourhood",
        zthing="片区",
        ask="Which neighbourhood does {n} live in",
        ask_past="Which neighbourhood did {n} live in",
        askp="Which neighbourhood is {n} planning to move to",
        pred=("live in {v}", "have a flat in {v}"),
        sw=("moved to {v}", "moved across town to {v}"),
        fut=("move to {v}", "find a place in {v}"),
        ind=("There's a great bakery round the corner from me in {v}",),
        indn=("The new flat in {v} is right above a laundrette",),
        we=("We moved over to {v} last weekend",),
        zpred=("住在{v}", "在{v}租房"),
        zsw=("搬到了{v}",),
        zfut=("搬到{v}", "在{v}找房子"),
        zind=("我家在{v}，楼下有家特别好吃的面馆",),
        zindn=("{v}的新房子楼下就是菜市场",),
        zwe=("我们上周末搬到{v}了",),
        prep="in",
        dis="place",
        conflict="home",
    ),
    Slot(
        key="employer",
        multi=False,
        en=(
            (
                "Brightwave Labs",
                "Northwind Freight",
                "Halcyon Health",
                "Quillfield Press",
                "Tesselate",
                "Marrow & Finch",
                "Oakridge Analytics",
                "Bluefin Robotics",
                "Copperleaf Energy",
                "Lumen Atlas",
            ),
        ),
        zh=(
            (
                "星河科技",
                "云帆数据",
                "蓝鲸物流",
                "青禾医疗",
                "飞鱼游戏",
                "远山建筑",
                "木棉教育",
                "海棠传媒",
            ),
        ),  # noqa: E501
        thing="job",
        zthing="工作",
        ask="Where does {n} work",
        ask_past="Where did {n} work",
        askp="Which company is {n} planning to join",
        pred=("work at {v}", "am at {v}"),
        sw=("started at {v}", "joined {v}"),
        fut=("join {v}", "take the offer from {v}"),
        ind=(
            "Our office at {v} has a rooftop nobody uses",
            "The canteen at {v} is honestly the best perk",
        ),
        indn=("First week at {v} and I already have forty unread Slack channels",),
        we=("We got acquired by {v}, so I guess I work for them now",),
        scope=("I work at {v}, plus some freelance bits for {y} on the side",),
        zpred=("在{v}上班", "在{v}工作"),
        zsw=("入职了{v}", "跳槽到了{v}"),
        zfut=("跳槽去{v}", "接{v}的offer"),
        zind=("{v}的食堂是真的好吃",),
        zindn=("在{v}的第一周，已经被拉进四十个群了",),
        zwe=("我们公司被{v}收购了，所以现在算是{v}的人了",),
        zscope=("在{v}上班，周末还帮{y}做点外包",),
        prep="at",
        dis="place",
    ),
    Slot(
        key="role",
        multi=False,
        en=(
            (
                "data engineer",
                "product manager",
                "UX researcher",
                "site reliability engineer",
                "technical writer",
                "engineering manager",
                "staff engineer",
                "solutions architect",
                "QA lead",
                "developer advocate",
            ),
        ),
        zh=(
            (
                "数据工程师",
                "产品经理",
                "用户研究员",
                "运维工程师",
                "工程经理",
                "架构师",
                "测试主管",
                "开发者布道师",
            ),
        ),
        thing="title",
        zthing="职位",
        ask="What is {n}'s job title",
        ask_past="What was {n}'s job title",
        askp="Which role is {n} aiming to move into",
        pred=("work as {a} {v}", "am {a} {v}"),
        sw=("got promoted to {v}", "moved into {a} {v} role"),
        fut=("move into {a} {v} role", "go for the {v} opening"),
        ind=("Being {a} {v} means a lot more meetings than I expected",),
        indn=("My new title is {v}, still getting used to it",),
        scope=("Officially I'm {a} {v}, though half my week is basically {y} work",),
        zpred=("做{v}", "是{v}"),
        zsw=("升成了{v}", "转岗做{v}了"),
        zfut=("转岗做{v}", "申请{v}的岗位"),  # noqa: E501
        zind=("当{v}以后，会比想象中多太多了",),
        zindn=("我的新职位是{v}，还在适应",),
        zscope=("名义上是{v}，实际上一半时间在干{y}的活",),
        dis="role",
    ),
    Slot(
        key="team",
        multi=False,
        en=(
            (
                "Payments",
                "Search Infra",
                "Checkout",
                "Mobile Core",
                "Data Platform",
                "Trust & Safety",
                "Billing",
                "Developer Tools",
            ),
        ),
        zh=(
            (
                "支付组",
                "搜索组",
                "增长组",
                "风控组",
                "基础架构组",
                "客户端组",
                "数据平台组",
                "商业化组",
            ),
        ),  # noqa: E501
        thing="team",
        zthing="组",
        ask="Which team is {n} on",
        ask_past="Which team was {n} on",
        askp="Which team is {n} hoping to transfer to",
        pred=("am on the {v} team", "work on {v}"),
        sw=("moved to the {v} team", "got transferred to {v}"),
        fut=("transfer to {v}", "move over to the {v} team"),
        ind=("Standup with the {v} folks ran long again",),
        indn=("My new team is {v}, they're lovely",),
        we=("Our whole group got folded into {v} in the reorg",),
        scope=("I'm on {v}, but on loan to {y} until the launch",),
        zpred=("在{v}",),
        zsw=("调到了{v}", "转到了{v}"),
        zfut=("调去{v}", "转到{v}"),
        zind=("今天{v}的站会又开超时了",),
        zindn=("新的组是{v}，同事都挺好",),
        zwe=("重组以后我们整个小组并进了{v}",),
        zscope=("我在{v}，不过上线前被借调到{y}",),
        prep="on",
        dis="team",
    ),
    Slot(
        key="manager",
        multi=False,
        en=(("Priya", "Tomasz", "Greta", "Kwame", "Soo-jin", "Dmitri", "Ngozi", "Henrik"),),
        zh=(("老周", "刘姐", "陈磊", "黄婷", "赵工", "孙总"),),
        thing="manager",
        zthing="领导",
        ask="Who is {n}'s manager",
        ask_past="Who was {n}'s manager",
        askp="Who is {n} expecting to report to",
        pred=("report to {v}", "work under {v}"),
        sw=("started reporting to {v}", "got moved under {v}"),
        fut=("move under {v}", "switch over to {v}'s team"),
        ind=("My one-on-ones with {v} are genuinely useful",),
        indn=("New manager is {v}, first one-on-one went fine",),
        we=("Our team got a new lead, {v}",),
        zpred=("向{v}汇报", "归{v}管"),
        zsw=("换成向{v}汇报了", "被调到{v}手下了"),
        zfut=("调到{v}手下",),  # noqa: E501
        zind=("跟{v}的一对一其实挺有用",),
        zindn=("新领导是{v}，第一次一对一还行",),
        zwe=("我们组来了新领导{v}",),
        prep="under",
        dis="person",
    ),
    Slot(
        key="diet",
        multi=False,
        en=(
            (
                "vegetarian",
                "vegan",
                "pescatarian",
                "keto",
                "gluten-free",
                "flexitarian",
                "paleo",
                "dairy-free",
            ),
        ),
        zh=(
            (
                "素食",
                "纯素",
                "生酮饮食",
                "低碳水饮食",
                "无麸质饮食",
                "轻断食",
                "地中海饮食",
                "鱼素",
            ),
        ),  # noqa: E501
        thing="diet",
        zthing="饮食",
        ask="What diet does {n} follow",
        ask_past="What diet did {n} follow",
        askp="What diet is {n} planning to switch to",
        pred=("am {v}", "follow a {v} diet"),
        sw=("went {v}", "switched to a {v} diet"),
        fut=("go {v}", "try going {v}"),
        ind=(
            "These days I'm {v}, so office pizza nights are rough",
            "My fridge is fully {v} at this point",
        ),
        indn=("Day ten of being {v}, going surprisingly well",),
        we=("We went {v} as a household",),
        scope=("I'm {v}, except at my grandmother's where I eat whatever she cooks",),
        zpred=("在吃{v}", "坚持{v}"),
        zsw=("改成{v}了", "开始{v}了"),
        zfut=("改成{v}", "试试{v}"),
        zind=("最近我在坚持{v}，公司的披萨夜太难熬了",),
        zindn=("{v}第十天，比想象中顺利",),
        zwe=("我们全家都改成{v}了",),
        zscope=("我坚持{v}，除了去外婆家，她做什么我吃什么",),
        ident=True,
        dis="activity",
    ),
    Slot(
        key="allergies",
        multi=True,
        en=(
            (
                "peanuts",
                "shellfish",
                "birch pollen",
                "penicillin",
                "sesame",
                "dust mites",
                "cat dander",
                "kiwi fruit",
            ),
        ),
        zh=(("花生", "海鲜", "花粉", "青霉素", "芝麻", "尘螨", "猫毛", "坚果"),),
        thing="allergy",
        zthing="过敏",
        ask="What is {n} allergic to",
        ask_past="What was {n} allergic to",
        askp="",
        pred=("am allergic to {v}",),
        sw=("developed an allergy to {v}", "tested positive for {v} at the allergist"),
        rm=("outgrew the {v} allergy", "got cleared for {v} by the allergist"),
        zpred=("对{v}过敏",),
        zsw=("查出来对{v}过敏", "新发现对{v}也过敏"),
        zrm=("对{v}不过敏了", "{v}过敏好了"),
        dis="allergy",
    ),
    Slot(
        key="editor",
        multi=False,
        en=(
            (
                "VS Code",
                "Neovim",
                "Emacs",
                "IntelliJ IDEA",
                "Sublime Text",
                "Helix",
                "PyCharm",
                "Xcode",
                "Kakoune",
            ),
        ),
        zh=(
            (
                "VS Code",
                "Neovim",
                "Emacs",
                "IntelliJ IDEA",
                "Sublime Text",
                "Helix",
                "PyCharm",
                "Xcode",
            ),
        ),
        thing="editor",
        zthing="编辑器",
        ask="Which editor does {n} use",
        ask_past="Which editor did {n} use",
        askp="Which editor is {n} planning to switch to",
        pred=("code in {v}", "use {v} for everything"),
        sw=("switched to {v}", "moved over to {v}"),
        fut=("switch to {v}", "give {v} a proper go"),
        ind=("Spent the evening tweaking my {v} config again",),
        indn=("Still relearning all the shortcuts since moving to {v}",),
        we=("The whole team moved to {v}, me included",),
        scope=("Mostly {v}, though at work I'm stuck with {y}",),
        zpred=("用{v}写代码", "主力编辑器是{v}"),
        zsw=("换成了{v}", "转投{v}了"),
        zfut=("换到{v}", "认真试试{v}"),
        zind=("晚上又在折腾{v}的配置",),
        zindn=("换到{v}以后快捷键还在重新适应",),
        zwe=("我们组全员换到了{v}，我也不例外",),
        zscope=("平时用{v}，不过公司项目只能用{y}",),
        prep="in",
        ident=True,
    ),
    Slot(
        key="programming_language",
        multi=False,
        en=(
            (
                "Python",
                "TypeScript",
                "Kotlin",
                "Elixir",
                "Haskell",
                "Clojure",
                "OCaml",
                "Golang",
                "Erlang",
                "Fortran",
            ),
        ),
        zh=(
            ("Python", "TypeScript", "Kotlin", "Elixir", "Haskell", "Clojure", "Golang", "Erlang"),
        ),  # noqa: E501
        thing="main language",
        zthing="主力语言",
        ask="Which programming language does {n} mainly use",
        ask_past="Which programming language did {n} mainly use",
        askp="Which programming language is {n} planning to move to",
        pred=("write mostly {v}", "do nearly everything in {v}"),
        sw=("switched the day job over to {v}", "moved to {v} full time"),
        fut=("move to {v}", "rewrite everything in {v}"),
        ind=("Another day, another {v} stack trace",),
        indn=("Three weeks into writing {v} every day and I already like it",),
        we=("We rewrote the service in {v}, so that's my life now",),
        scope=("Mostly {v}, but the legacy stuff at work is all {y}",),
        zpred=("主要写{v}", "工作里基本都用{v}"),
        zsw=("日常换成了{v}", "全职转{v}了"),
        zfut=("转{v}", "用{v}重写"),
        zind=("又在和{v}的报错搏斗",),
        zindn=("天天写{v}三周了，已经喜欢上了",),
        zwe=("我们把服务用{v}重写了，所以现在天天写它",),
        zscope=("主要写{v}，但公司老代码全是{y}",),  # noqa: E501
        prep="in",
        ident=True,
    ),
    Slot(
        key="phone",
        multi=False,
        en=(
            (
                "Pixel 8",
                "iPhone 15",
                "iPhone 13 mini",
                "Galaxy S23",
                "Fairphone 5",
                "OnePlus 12",
                "Xperia 10",
                "Nothing Phone",
            ),
        ),
        zh=(
            (
                "华为Mate 60",
                "小米14",
                "vivo X100",
                "OPPO Find X7",
                "iPhone 15",
                "荣耀Magic6",
                "Pixel 8",
            ),
        ),
        thing="phone",
        zthing="手机",
        ask="Which phone does {n} use",
        ask_past="Which phone did {n} use",
        askp="Which phone is {n} planning to get",
        pred=("use {a} {v}", "am on {a} {v}"),
        sw=("got {a} {v}", "switched to {a} {v}"),
        fut=("get {a} {v}", "upgrade to {a} {v}"),
        ind=("The battery on my {v} barely lasts till lunch",),
        indn=("Still setting up the new {v}, so many apps to log back into",),
        we=("We all got {a} {v} on the family plan",),
        scope=("My own phone is {a} {v}, the work one is {ay} {y}",),
        zpred=("用{v}", "手机是{v}"),
        zsw=("换了{v}", "入手了{v}"),
        zfut=("换{v}", "入手{v}"),
        zind=("我这台{v}电池撑不到中午",),
        zindn=("新{v}还在设置，一堆应用要重新登录",),
        zwe=("我们一家都换了{v}",),
        zscope=("自己用{v}，工作机是{y}",),
        ident=True,
    ),
    Slot(
        key="laptop",
        multi=False,
        en=(
            (
                "ThinkPad X1",
                "MacBook Air",
                "MacBook Pro",
                "Framework 13",
                "Dell XPS 13",
                "Surface Laptop",
                "Zenbook 14",
            ),
        ),
        zh=(
            ("MateBook X", "ThinkPad X1", "MacBook Air", "MacBook Pro", "小新Pro 14", "Redmi Book"),
        ),  # noqa: E501
        thing="laptop",
        zthing="电脑",
        ask="Which laptop does {n} use",
        ask_past="Which laptop did {n} use",
        askp="Which laptop is {n} planning to buy",
        pred=("work on {a} {v}", "have {a} {v}"),
        sw=("got {a} {v}", "switched to {a} {v}"),
        fut=("get {a} {v}", "buy {a} {v}"),
        ind=("The fan on my {v} sounds like a jet engine during builds",),
        indn=("The new {v} is so light I keep checking my bag for it",),
        scope=("My personal machine is {a} {v}, but work hands me {ay} {y}",),
        zpred=("用{v}", "电脑是{v}"),
        zsw=("换了{v}", "买了{v}"),
        zfut=("买{v}", "换{v}"),
        zind=("我的{v}一编译风扇就像要起飞",),
        zindn=("新的{v}太轻了，老以为忘带了",),
        zscope=("自己的电脑是{v}，公司发的是{y}",),
        ident=True,
    ),
    Slot(
        key="car",
        multi=False,
        en=(
            (
                "Skoda Octavia",
                "Toyota Corolla",
                "Tesla Model 3",
                "Kia Niro",
                "Volvo V60",
                "Mazda MX-5",
                "Renault Zoe",
                "Honda Jazz",
                "Subaru Outback",
            ),
        ),
        zh=(
            ("比亚迪汉", "特斯拉Model Y", "理想L7", "蔚来ET5", "大众朗逸", "丰田卡罗拉", "极氪001"),
        ),  # noqa: E501
        thing="car",
        zthing="车",
        ask="What car does {n} drive",
        ask_past="What car did {n} drive",
        askp="Which car is {n} planning to buy",
        pred=("drive {a} {v}",),
        sw=("got {a} {v}", "traded up to {a} {v}"),
        fut=("get {a} {v}", "buy {a} {v}"),
        ind=("Took the {v} through the car wash, first time in months",),
        indn=("Still figuring out all the buttons in the new {v}",),
        we=("We bought {a} {v} to replace the old car",),
        scope=("I drive {a} {v}, though for long trips we borrow my dad's {y}",),
        zpred=("开{v}", "车是{v}"),
        zsw=("换了{v}", "提了{v}"),
        zfut=("买{v}", "换{v}"),
        zind=("今天把{v}开去洗了，几个月来第一次",),
        zindn=("新{v}的按钮还没搞明白",),
        zwe=("我们家买了{v}，把旧车换掉了",),
        zscope=("平时开{v}，长途的话借我爸的{y}",),
        ident=True,
    ),
    Slot(
        key="bike",
        multi=False,
        en=(
            (
                "Brompton",
                "Canyon Grail",
                "Trek FX 3",
                "Specialized Sirrus",
                "VanMoof S3",
                "Cannondale Topstone",
                "Surly Cross-Check",
                "Cervelo Caledonia",
            ),
        ),
        zh=(("Brompton", "捷安特Escape 3", "美利达勇士", "大行折叠车", "喜德盛", "崔克FX 3"),),
        thing="bike",
        zthing="自行车",
        ask="Which bike does {n} ride",
        ask_past="Which bike did {n} ride",
        askp="Which bike is {n} planning to buy",
        pred=("ride {a} {v}", "get around on {a} {v}"),
        sw=("got {a} {v}", "swapped the old bike for {a} {v}"),
        fut=("get {a} {v}", "buy {a} {v}"),
        ind=("Oiled the chain on the {v} this morning",),
        indn=("Took the new {v} out for a spin, so smooth",),
        zpred=("骑{v}", "骑的是{v}"),
        zsw=("买了{v}", "换成了{v}"),
        zfut=("买{v}", "入手{v}"),
        zind=("早上给{v}上了链条油",),
        zindn=("骑新的{v}出去兜了一圈",),
        ident=True,
    ),
    Slot(
        key="gym",
        multi=False,
        en=(
            (
                "Iron Temple",
                "FitHub",
                "CrossZone",
                "Pulse Athletic",
                "Granite Gym",
                "Northside Boxing",
                "Summit Bouldering",
                "Kinetic Loft",
            ),
        ),
        zh=(("乐刻", "超级猩猩", "威尔士健身", "一兆韦德", "金仕堡", "舒适堡"),),
        thing="gym",
        zthing="健身房",
        ask="Which gym does {n} go to",
        ask_past="Which gym did {n} go to",
        askp="Which gym is {n} planning to join",
        pred=("go to {v}", "train at {v}"),
        sw=("switched to {v}", "joined {v}"),
        fut=("join {v}", "switch to {v}"),
        ind=("Leg day at {v} absolutely destroyed me",),
        indn=("First week at {v}, the showers alone are worth it",),
        we=("We got a couples membership at {v}",),
        scope=("I train at {v}, though when I travel I drop into {y}",),
        zpred=("在{v}健身", "去{v}练"),
        zsw=("换到了{v}", "办了{v}的卡"),
        zfut=("办{v}的卡", "换到{v}"),  # noqa: E501
        zind=("在{v}练腿，今天直接废了",),
        zindn=("在{v}练的第一周，光淋浴间就值回票价",),
        zwe=("我们俩办了{v}的双人卡",),
        zscope=("平时在{v}练，出差的时候去{y}",),
        prep="at",
        dis="place",
    ),
    Slot(
        key="running_club",
        multi=False,
        en=(
            (
                "Harbour Harriers",
                "Midnight Milers",
                "Parkside Striders",
                "Canal Runners",
                "Dawn Patrol RC",
                "Hill Hounds",
                "Lakeside Pacers",
            ),
        ),
        zh=(("西湖跑团", "奥森夜跑团", "滨江跑团", "追风跑团", "晨光跑团", "蓝天跑团"),),
        thing="running club",
        zthing="跑团",
        ask="Which running club does {n} run with",
        ask_past="Which running club did {n} run with",
        askp="Which running club is {n} planning to join",
        pred=("run with {v}", "am a member of {v}"),
        sw=("joined {v}", "switched over to {v}"),
        fut=("join {v}", "sign up with {v}"),
        ind=("Did the Sunday long run with {v}, legs are jelly",),
        indn=("Got my {v} club shirt in the post",),
        zpred=("跟{v}跑步", "是{v}的成员"),
        zsw=("加入了{v}", "转到了{v}"),
        zfut=("加入{v}", "报名{v}"),  # noqa: E501
        zind=("周日跟{v}拉了个长距离，腿都软了",),
        zindn=("{v}的团服寄到了",),
        prep="with",
        dis="place",
    ),
    Slot(
        key="partner",
        multi=False,
        en=(("Mateo", "Freya", "Jonas", "Amara", "Lucas", "Noor", "Tariq", "Elodie", "Rasmus"),),
        zh=(("小雨", "阿杰", "晓峰", "思琪", "子涵", "嘉欣"),),
        thing="partner",
        zthing="对象",
        ask="Who is {n}'s partner",
        ask_past="Who was {n}'s partner",
        askp="",
        pred=("am with {v}", "am seeing {v}"),
        sw=("got together with {v}", "started seeing {v}"),
        ind=("{v} made dinner tonight, I'm spoiled",),
        indn=("Third date with {v} and it still feels easy",),
        zpred=("和{v}在一起", "在跟{v}谈恋爱"),
        zsw=("和{v}在一起了", "开始跟{v}约会了"),
        zind=("{v}今晚做了饭，幸福",),
        zindn=("和{v}第三次约会了，还是很自在",),
        prep="with",
        dis="person",
    ),
    Slot(
        key="pet",
        multi=True,
        en=(("Ziggy", "Pippin", "Juniper", "Bramble", "Sprocket", "Marlowe", "Nimbus", "Pancho"),),
        zh=(("豆豆", "球球", "团团", "咪咪", "旺财", "年糕"),),
        thing="pet",
        zthing="宠物",
        ask="What are the names of {n}'s pets",
        ask_past="What were the names of {n}'s pets",
        askp="Which pet is {n} planning to adopt",
        pred=("live with {v}", "look after {v}"),
        sw=("adopted a {sp} called {v}", "took in a rescue {sp} called {v}"),
        rm=("rehomed {v} with family up north", "said a tearful goodbye to {v}"),
        fut=("adopt {v}",),
        zpred=("家里有{v}",),
        zsw=("领养了一只叫{v}的{sp}", "收养了一只叫{v}的流浪{sp}"),
        zrm=("把{v}送到爸妈家养了", "和{v}告别了"),
        zfut=("领养{v}",),
        dis="person",
    ),
    Slot(
        key="coffee",
        multi=False,
        en=(
            (
                "flat white",
                "oat latte",
                "cold brew",
                "matcha latte",
                "double espresso",
                "pour-over",
                "chai latte",
                "decaf americano",
                "oolong tea",
            ),
        ),
        zh=(("冰美式", "燕麦拿铁", "抹茶拿铁", "手冲", "龙井", "普洱", "乌龙", "澳白"),),
        thing="go-to drink",
        zthing="日常饮品",
        ask="What is {n}'s go-to drink",
        ask_past="What was {n}'s go-to drink",
        askp="What drink is {n} planning to switch to",
        pred=("drink {v}", "live on {v}"),
        sw=("switched to {v}", "moved on to {v}"),
        fut=("switch to {v}", "cut down to {v}"),
        ind=("Made {a} {v} and sat on the balcony for ten minutes of peace",),
        indn=("The café downstairs already knows my {v} order",),
        we=("We got a machine at home, so it's {v} every morning now",),
        scope=("It's {v} most days, but on weekends I treat myself to {ay} {y}",),
        zpred=("每天一杯{v}", "喝{v}"),
        zsw=("改喝{v}了", "换成{v}了"),
        zfut=("改喝{v}",),
        zind=("泡了杯{v}，在阳台上偷得十分钟清闲",),
        zindn=("楼下咖啡店已经记住我点{v}了",),
        zscope=("平时{v}，周末奖励自己一杯{y}",),
        ident=True,
    ),
    Slot(
        key="commute",
        multi=False,
        en=(
            (
                "the ferry",
                "the 14 tram",
                "the Circle line",
                "the 38 bus",
                "the commuter train",
                "the company shuttle",
                "the river bus",
            ),
        ),
        zh=(("地铁2号线", "地铁4号线", "地铁7号线", "公司班车", "轮渡", "城际列车"),),
        thing="commute",
        zthing="通勤方式",
        ask="How does {n} get to work",
        ask_past="How did {n} get to work",
        askp="How is {n} planning to get to work",
        pred=("take {v} to work", "get in on {v}"),
        sw=("switched to {v}", "started taking {v}"),
        fut=("start taking {v}", "switch to {v}"),
        ind=("Read half a novel on {v} this morning",),
        indn=("My new commute is {v}, forty minutes door to door",),
        zpred=("坐{v}上班", "通勤靠{v}"),
        zsw=("改坐{v}了", "换成{v}通勤了"),
        zfut=("改坐{v}", "换成{v}通勤"),
        zind=("今天在{v}上看了半本小说",),
        zindn=("新的通勤方式是{v}，门到门四十分钟",),
        prep="on",
        dis="commute",
    ),
    Slot(
        key="music",
        multi=False,
        en=(
            (
                "Khruangbin",
                "Fleetwood Mac",
                "Arooj Aftab",
                "Bon Iver",
                "Radiohead",
                "Tame Impala",
                "Nils Frahm",
                "Rosalia",
                "Little Simz",
            ),
        ),
        zh=(("周杰伦", "陈奕迅", "草东没有派对", "万能青年旅店", "五月天", "新裤子", "王菲"),),
        thing="favourite artist",
        zthing="最爱的歌手",
        ask="Which artist is {n} listening to most",
        ask_past="Which artist was {n} listening to most",
        askp="",
        pred=("listen to {v} nonstop", "have {v} on repeat"),
        sw=("got really into {v}", "moved on to {v}"),
        ind=("Had {v} on while cooking, perfect",),
        indn=("Completely obsessed with {v} lately",),
        zpred=("单曲循环{v}", "天天听{v}"),
        zsw=("迷上了{v}", "转粉{v}了"),
        zind=("做饭的时候放{v}，完美",),
        zindn=("最近彻底沉迷{v}",),
    ),
    Slot(
        key="podcast",
        multi=False,
        en=(
            (
                "Hardcore History",
                "Radiolab",
                "99% Invisible",
                "The Rest Is History",
                "Darknet Diaries",
                "Search Engine",
                "Hard Fork",
                "Song Exploder",
            ),
        ),
        zh=(("忽左忽右", "随机波动", "故事FM", "日谈公园", "得意忘形", "声东击西"),),
        thing="favourite podcast",
        zthing="播客",
        ask="Which podcast does {n} listen to",
        ask_past="Which podcast did {n} listen to",
        askp="",
        pred=("listen to {v}", "listen to every episode of {v}"),
        sw=("got hooked on {v}", "switched to {v}"),
        ind=("Caught up on {v} while doing the dishes",),
        indn=("New podcast obsession: {v}",),
        zpred=("听{v}", "每期必听{v}"),
        zsw=("入坑了{v}", "改听{v}了"),
        zind=("洗碗的时候补了{v}",),
        zindn=("新晋播客心头好：{v}",),
    ),
    Slot(
        key="streaming",
        multi=False,
        en=(
            (
                "Netflix",
                "Mubi",
                "Disney+",
                "Crunchyroll",
                "Apple TV+",
                "Criterion Channel",
                "Paramount+",
                "Hulu",
            ),
        ),
        zh=(("爱奇艺", "腾讯视频", "优酷", "B站", "芒果TV", "Netflix"),),
        thing="streaming service",
        zthing="视频会员",
        ask="Which streaming service does {n} subscribe to",
        ask_past="Which streaming service did {n} subscribe to",
        askp="Which streaming service is {n} planning to switch to",
        pred=("pay for {v}", "am subscribed to {v}"),
        sw=("switched to {v}", "signed up for {v}"),
        fut=("switch to {v}", "sign up for {v}"),
        ind=("Fell asleep halfway through something on {v} again",),
        indn=("Cancelled the old subscription, it's just {v} now",),
        we=("We dropped everything else and kept {v}",),
        scope=("I pay for {v}, and I'm still mooching off my brother's {y} login",),
        zpred=("开的是{v}会员", "在用{v}"),
        zsw=("换成了{v}", "开了{v}的会员"),
        zfut=("换{v}", "开{v}会员"),  # noqa: E501
        zind=("看{v}又看睡着了",),
        zindn=("旧的会员退了，现在只留{v}",),
        zwe=("我们家别的都退了，只留了{v}",),
        zscope=("自己开{v}，还在蹭我哥的{y}账号",),
        prep="on",
    ),
    Slot(
        key="bank",
        multi=False,
        en=(
            (
                "Monzo",
                "Revolut",
                "N26",
                "Starling",
                "Nubank",
                "Bunq",
                "Triodos",
                "Barclays",
                "Santander",
            ),
        ),
        zh=(("招商银行", "工商银行", "建设银行", "浦发银行", "微众银行", "中信银行"),),
        thing="bank",
        zthing="银行",
        ask="Which bank does {n} use",
        ask_past="Which bank did {n} use",
        askp="Which bank is {n} planning to move to",
        pred=("bank with {v}", "keep the main account at {v}"),
        sw=("moved the main account to {v}", "switched banks to {v}"),
        fut=("move the main account to {v}", "switch to {v}"),
        ind=("The {v} app just sent me a spending summary and I'm ashamed",),
        indn=("Salary landed in the new {v} account this morning",),
        we=("We opened a joint account with {v}",),
        scope=("My salary goes to {v}, though I keep an old {y} account for the mortgage",),
        zpred=("用{v}", "工资卡是{v}的"),
        zsw=("把账户转到了{v}", "换成了{v}"),
        zfut=("换到{v}", "去{v}开户"),  # noqa: E501
        zind=("{v}的App给我发了月度账单，我好羞愧",),
        zindn=("工资第一次打到了新的{v}卡上",),
        zwe=("我们在{v}开了个联名账户",),
        zscope=("工资卡是{v}，房贷还挂在{y}的老账户上",),
        prep="with",
    ),
    Slot(
        key="doctor",
        multi=False,
        en=(
            (
                "Dr. Okafor",
                "Dr. Lindqvist",
                "Dr. Mehta",
                "Dr. Alvarez",
                "Dr. Nakamura",
                "Dr. Brennan",
                "Dr. Haddad",
            ),
        ),
        zh=(("王医生", "李医生", "张大夫", "周医生", "陈主任", "吴医生"),),
        thing="doctor",
        zthing="医生",
        ask="Which doctor does {n} see",
        ask_past="Which doctor did {n} see",
        askp="Which doctor is {n} planning to switch to",
        pred=("see {v}", "am registered with {v}"),
        sw=("switched to {v}", "got moved to {v}"),
        fut=("switch to {v}", "register with {v}"),
        ind=("{v} always runs half an hour late, without fail",),
        indn=("First appointment with {v} went well",),
        we=("We all see {v} now, the whole family",),
        zpred=("看{v}", "一直找{v}看病"),
        zsw=("换成了{v}", "转到了{v}那里"),
        zfut=("换到{v}那里",),
        zind=("{v}那边永远要等半小时",),
        zindn=("第一次找{v}看病，感觉挺好",),
        zwe=("我们全家现在都找{v}",),
        prep="with",
        dis="doctor",
    ),
    Slot(
        key="learning_language",
        multi=False,
        en=(LANGS_EN,),
        zh=(LANGS_ZH,),
        thing="language",
        zthing="外语课",
        ask="Which language is {n} learning",
        ask_past="Which language was {n} learning",
        askp="Which language is {n} planning to learn",
        pred=("am learning {v}", "study {v} every evening"),
        sw=("started learning {v}", "switched to learning {v}"),
        fut=("start learning {v}", "pick up {v}"),
        ind=("My {v} flashcard streak is at forty days",),
        indn=("First {v} lesson done, my pronunciation is tragic",),
        zpred=("在学{v}", "每天晚上学{v}"),
        zsw=("开始学{v}了", "改学{v}了"),
        zfut=("学{v}", "开始学{v}"),  # noqa: E501
        zind=("{v}单词打卡四十天了",),
        zindn=("第一节{v}课上完了，发音惨不忍睹",),
        dis="language",
        conflict="lang",
    ),
    Slot(
        key="spoken_languages",
        multi=True,
        en=(LANGS_EN,),
        zh=(LANGS_ZH,),
        thing="language",
        zthing="语言",
        ask="Which languages does {n} speak",
        ask_past="Which languages did {n} speak",
        askp="Which language is {n} planning to get conversational in",
        pred=("speak {v}",),
        sw=("got conversational in {v}", "became fluent enough in {v} to argue in it"),
        rm=("let {v} slip away completely", "stopped being able to get by in {v}"),
        fut=("get conversational in {v}",),
        zpred=("会说{v}",),
        zsw=("能用{v}日常交流了", "练到能用{v}聊天了"),
        zrm=("把{v}忘得差不多了", "说不了{v}了"),
        zfut=("把{v}练到能聊天",),
        dis="language",
        conflict="lang",
    ),
    Slot(
        key="hobbies",
        multi=True,
        en=(
            (
                "pottery",
                "birdwatching",
                "woodworking",
                "sourdough baking",
                "film photography",
                "knitting",
                "gardening",
                "calligraphy",
                "salsa dancing",
                "chess",
            ),
        ),
        zh=(("陶艺", "观鸟", "木工", "烘焙", "胶片摄影", "编织", "书法", "露营", "钓鱼", "围棋"),),
        thing="hobby",
        zthing="爱好",
        ask="What hobbies does {n} have",
        ask_past="What hobbies did {n} have",
        askp="Which hobby is {n} planning to take up",
        pred=("do {v} for fun", "spend weekends on {v}"),
        sw=("picked up {v}", "got into {v}"),
        rm=("gave up {v}", "stopped doing {v}"),
        fut=("take up {v}", "try {v}"),
        zpred=("业余爱好是{v}",),
        zsw=("入坑了{v}", "开始玩{v}"),
        zrm=("放弃了{v}", "不玩{v}了"),
        zfut=("入坑{v}", "试试{v}"),
        dis="activity",
    ),
    Slot(
        key="instruments",
        multi=True,
        en=(
            (
                "piano",
                "cello",
                "ukulele",
                "bass guitar",
                "drums",
                "violin",
                "saxophone",
                "harmonica",
                "banjo",
            ),
        ),
        zh=(("钢琴", "大提琴", "小提琴", "尤克里里", "吉他", "架子鼓", "古筝", "二胡", "萨克斯"),),
        thing="instrument",
        zthing="乐器",
        ask="Which instruments does {n} play",
        ask_past="Which instruments did {n} play",
        askp="Which instrument is {n} planning to learn",
        pred=("play {v}",),
        sw=("started playing {v}", "picked up {v}"),
        rm=("stopped playing {v}", "gave up {v}"),
        fut=("learn {v}", "start {v} lessons"),
        zpred=("会{v}", "平时玩{v}"),
        zsw=("开始学{v}", "入手了{v}，开始练"),
        zrm=("不碰{v}了", "把{v}放下了"),
        zfut=("学{v}", "报个{v}班"),
        dis="activity",
    ),
)

EN_PEOPLE: tuple[tuple[str, str], ...] = (
    ("Joana", "f"),
    ("Kofi", "m"),
    ("Ingrid", "f"),
    ("Rahul", "m"),
    ("Yuki", "f"),
    ("Tomás", "m"),
    ("Amira", "f"),
    ("Olusegun", "m"),
    ("Sione", "m"),
    ("Leilani", "f"),
    ("Dariusz", "m"),
    ("Fatima", "f"),
    ("Emeka", "m"),
    ("Astrid", "f"),
    ("Nikhil", "m"),
    ("Valentina", "f"),
    ("Seo-yeon", "f"),
    ("Aroha", "f"),
    ("Mehmet", "m"),
    ("Zanele", "f"),
    ("Camille", "f"),
    ("Diego", "m"),
    ("Hamid", "m"),
    ("Sasha", "n"),
    ("Kai", "n"),
)
ZH_PEOPLE: tuple[tuple[str, str], ...] = (
    ("Haoran", "m"),
    ("Xiaoling", "f"),
    ("Yiting", "f"),
    ("Meiling", "f"),
    ("Shuang", "f"),
    ("Zihao", "m"),
    ("Ruolan", "f"),
    ("Jiahui", "f"),
    ("Zhenyu", "m"),
)
FRIENDS = {
    "en": ("Kenji", "Lotte", "Bea", "Omar", "Jess", "Marco", "Ayla", "Femi", "Ruth", "Pablo"),
    "zh": ("小林", "阿珍", "大刘", "老吴", "小马", "佳佳"),
}
RELS = {
    "en": (
        "sister",
        "brother",
        "cousin",
        "flatmate",
        "dad",
        "mum",
        "best friend",
        "neighbour",
        "colleague",
        "aunt",
    ),
    "zh": ("姐姐", "表哥", "室友", "老爸", "老妈", "闺蜜", "邻居", "同事"),
}
SPECIES = {"en": ("dog", "cat", "rabbit", "greyhound"), "zh": ("猫", "狗", "兔子", "柯基")}

# --- statement templates ----------------------------------------------------------------
# Keys available: I (first-person clause), N (third-person clause with the speaker's name),
# v, old, cur, sw, fut, futing, thing, n, ind, indn, we, guy/dang, a, aold, prep, f, others,
# all, rest, rm, I_all.  A template is used only when all of its keys are available.

TPL: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "assert": (
            "{I}.",
            "For context, {I}, in case that changes your answer.",
            "Background for the notes: {N}.",
            "{ind}.",
            "Yeah, {I}, been that way a while.",
            "Not much news. {I}, work is work.",
            "{I} these days, which mostly works out.",
            "tbh {I} lol",
            "Still the same as ever: {I}.",
            "Just so you know, {I}.",
        ),
        "change": (
            "Quick update: I {sw}.",
            "So I {sw} last week. {old} had run its course.",
            "Big news: {I} now!",
            "My new {thing} is {v}.",
            "Goodbye {old}, hello {v}.",
            "No more {old} for me, I {sw}.",
            "Breaking news from {n} HQ: {n} {sw}.",
            "{we}.",
            "I'm {a} {v} {guy} now, who'd have thought.",
            "update: {v} now. {old} is history",
            "Mum keeps asking how {v} is treating me. Good so far, I {sw} a couple of weeks ago.",
            "{indn}.",
            "{indn}, and honestly I love it.",
        ),
        "plan": (
            "I'm going to {fut} next month.",
            "Planning to {fut} once things calm down at work.",
            "{n} is going to {fut}. Writing it down so I actually follow through.",
            "Next step: {fut}.",
            "The plan is to {fut} after the summer.",
            "Decided to {fut}, just need to sort out the details.",
            "Looking at {v} seriously, pretty sure I'll {fut}.",
            "Told my family already: I'll {fut} before the end of the year.",
            "heads up, gonna {fut} soon",
        ),
        "consider": (
            "Torn between {v} and sticking with {old}.",
            "Half thinking about {v}. Not sure yet.",
            "Would {v} be a mistake? I keep going back and forth.",
            "Should I {fut}? Pros and cons welcome.",
            "Weighing up {futing} versus staying put.",
            "Not decided, but {v} is tempting.",
            "Maybe I'll {fut}, maybe not. Ask me in a month.",
            "{f} pitched {v} to me and now I can't stop wondering whether to {fut}.",
        ),
        "drop": (
            "Scrapped the {v} idea.",
            "Not doing the {v} thing after all.",
            "Remember when I said I'd {fut}? Yeah, that's off.",
            "Decided against {v}. Staying with {old}.",
            "That {thing} plan I mentioned? Forget it, not happening.",
            "{v} is off the table.",
            "Changed my mind about {v}, too much hassle.",
            "nah {v} fell through",
            "{n} will not be {futing}. Final answer.",
        ),
        "realize": (
            "Did it: I {sw}.",
            "That {thing} thing I mentioned? Done, it's official.",
            "Remember the plan? Went through. {I} now.",
            "Finally happened, I {sw}.",
            "It's done. {v} it is.",
            "Followed through on the {thing} plan. As of this week {I}.",
            "Well, I actually did it. No more {old}.",
            "{n} {sw}, as threatened.",
            "ok so the {thing} thing I was planning? happened. {v}!!",
            "Went with {v} in the end.",
        ),
        "ooo": (
            "Before {cur}, it was {old} for about three years.",
            "It used to be {old} for me, before {cur}.",
            "{cur} is great, but I still miss {old} sometimes. That was my {thing} for years.",
            "Fun fact: {n}'s {thing} was {old} until fairly recently.",
            "Going from {old} to {cur} was the best call I made.",
            "Compared to {old}, which is what I had before, {cur} is night and day.",
            "Before {cur} I spent three years {prep} {old}, believe it or not.",
            "People forget I was {aold} {old} {guy} before all this.",
            "Honestly {old} was my whole personality before {cur} came along.",
        ),
        "massert": (
            "{I}.",
            "For context, {I}.",
            "Background for the notes: {N}.",
            "{I}, if that matters for the suggestions.",
            "these days {I} mostly",
            "{N}. That's the full list.",
            "Not that anyone asked, but {I}.",
            "Still the same: {I}.",
        ),
        "madd": (
            "I {sw} on top of {others}.",
            "Quick update: I {sw}, alongside {others}.",
            "New one for the list: {v}. So {I_all} now.",
            "{n} {sw}. Add it to the list.",
            "Recently I {sw}. {others} still in the mix too.",
            "Adding {v} to the list, next to {others}.",
            "Big week: I {sw}!",
            "guess who {sw}. me lol",
            "Another one: {v}. Full list is {all}.",
        ),
        "mrm": (
            "I {rm}. Just {rest} now.",
            "{n} {rm}. End of an era.",
            "Update: {I_all} now, {v} is off the list.",
            "Bit of news: I {rm}.",
            "so yeah, I {rm}",
            "Quick one: I {rm} recently. Still {rest} though.",
            "Small news, I {rm}.",
            "Funny how things change: {n} {rm}, so it's {all} these days.",
        ),
        "mrm_act": (
            "I {rm}, honestly a relief.",
            "Dropped {v}, no time.",
            "No more {v} for me.",
            "{v} didn't survive the year, I {rm}.",
        ),
    },
    "zh": {
        "assert": (
            "{I}。",
            "补充一下背景：{I}，供参考。",
            "记一下：{N}。",
            "{ind}。",
            "嗯，{I}，好几年了。",
            "没啥新鲜事，{I}，就这样。",
            "{I}，整体还行吧。",
            "顺便说下 {I}",
            "还是老样子，{I}。",
        ),
        "change": (
            "更新一下：我{sw}。",
            "上周我{sw}，{old}真的受够了。",
            "好消息！现在{I}了！",
            "我的新{thing}是{v}。",
            "再见{old}，你好{v}。",
            "不再是{old}了——我{sw}。",
            "{n}{sw}！对，我在用第三人称说自己。",
            "{we}。",
            "现在是{v}{dang}了，谁能想到。",
            "更新：现在是{v}，{old}已经是过去式了",
            "我妈老问{v}怎么样，目前挺好，我两周前{sw}。",
            "{indn}。",
        ),
        "plan": (
            "我打算下个月{fut}。",
            "等忙完这阵子，准备{fut}。",
            "{n}要{fut}了，先写下来免得自己反悔。",
            "下一步：{fut}。",
            "计划是夏天以后{fut}。",
            "决定了，{fut}，就差细节了。",
            "认真在看{v}，八成会{fut}。",
            "已经跟家里说好了，年底前{fut}。",
            "提前说一声 准备{fut}",
        ),
        "consider": (
            "在{v}和{old}之间纠结。",
            "有点想试试{v}，还没想好。",
            "换成{v}会不会是个错误？反复横跳中。",
            "要不要{fut}呢？求分析利弊。",
            "{v}还是维持现状，这是个问题。",
            "还没定，但{v}挺诱人的。",
            "也许会{fut}，也许不会，一个月后再问我。",
            "{f}给我安利了{v}，现在老在想要不要{fut}。",
        ),
        "drop": (
            "{v}那个想法放弃了。",
            "最后还是不搞{v}了。",
            "还记得我说要{fut}吗？算了，不弄了。",
            "决定不要{v}了，还是{old}吧。",
            "之前说的那个{thing}的计划——算了，不会发生了。",
            "{v}不考虑了。",
            "对{v}改主意了，太折腾。",
            "{v}的事黄了",
            "{n}不会{fut}了，就这么定了。",
        ),
        "realize": (
            "搞定了——我{sw}。",
            "之前说的那个{thing}的事——办完了，正式生效。",
            "还记得那个计划吗？成了。现在{I}。",
            "终于办成了：我{sw}。",
            "办好了，就{v}了。",
            "说到做到——这周开始，{I}。",
            "真的做到了，告别{old}。",
            "{n}{sw}，言出必行。",
            "所以我计划的那个{thing}的事？成了。{v}！！",
            "最后选了{v}。",
        ),
        "ooo": (
            "在{cur}之前，我的{thing}是{old}，差不多三年。",
            "以前{thing}是{old}，后来才换成{cur}的。",
            "{cur}挺好，但有时候还是怀念{old}——那几年我的{thing}一直是它。",
            "说来好笑，不久前{n}的{thing}还是{old}呢。",
            "{thing}从{old}换到{cur}是我做过最对的决定。",
            "跟我之前的{thing}{old}比，{cur}简直天壤之别。",
            "其实在{cur}之前，我的{thing}是{old}。",
            "很多人不知道，换成{cur}之前我的{thing}一直是{old}。",
        ),
        "massert": (
            "{I}。",
            "补充一下：{I}。",
            "背景信息：{N}。",
            "{I}，供参考。",
            "目前{I}",
            "{N}，就这些。",
            "没人问但是：{I}。",
            "还是老样子，{I}。",
        ),
        "madd": (
            "除了{others}，我最近还{sw}。",
            "更新一下：我{sw}，{others}也还在。",
            "新增一项：{v}。现在{I_all}。",
            "{n}{sw}，加到清单上。",
            "最近我{sw}，和{others}一起。",
            "清单上又多了{v}，排在{others}后面。",
            "这周大事：我{sw}！",
            "猜猜谁{sw}？我哈哈",
            "又多了一个：{v}。现在是{all}。",
        ),
        "mrm": (
            "我{rm}。现在只剩{rest}。",
            "{n}{rm}，一个时代结束了。",
            "更新：{I_all}，{v}从清单上划掉了。",
            "有个消息：我{rm}。",
            "所以嗯，我{rm}",
            "说一下，我最近{rm}，{rest}还在。",
            "小消息：我{rm}。",
            "变化挺大的：{n}{rm}，现在是{all}。",
        ),
        "mrm_act": (
            "我{rm}，说实话松了口气。",
            "{v}没坚持下来，我{rm}。",
            "{v}告一段落，还剩{rest}。",
            "以后不搞{v}了。",
        ),
    },
}

DIS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "rel_sw": ("My {rel} just {sw}.", "Apparently my {rel} {sw} over the weekend."),
        "F": ("{F}, and won't stop talking about it.", "{F}. Good for them, I guess."),
        "rel_thing": ("My {rel}'s {thing} is {v}, apparently.",),
        "recommend": (
            "A colleague recommended {v}. Has anyone actually tried it?",
            "Someone at a party swore by {v}, no idea why.",
        ),
        "read": ("Read a piece about {v} today, interesting stuff.",),
        "reviews": ("Reviews for {v} are all over the place.",),
        "opinion": (
            "What do people generally think of {v}?",
            "Genuine question, is {v} overrated?",
        ),
        "wish": (
            "If money were no object I'd {fut} tomorrow. It is, though.",
            "In another life I'd {fut}. Not this one.",
        ),
        "compare": (
            "Is {v} better than {w}, in your opinion?",
            "How would you compare {v} and {w}?",
        ),
        "trip": (
            "On that trip last spring everyone kept raving about {v}.",
            "Remember that holiday where the whole group talked about {v} for a week?",
        ),
        "push": ("{f} keeps trying to get me to {fut}. Not interested.",),
        "news": ("Saw something in the news about {v}, no idea if it's true.",),
    },
    "zh": {
        "rel_sw": ("我{rel}刚{sw}。", "听说我{rel}上周末{sw}。"),
        "F": ("{F}，天天跟我念叨。", "{F}，挺替他高兴的。"),
        "rel_thing": ("我{rel}的{thing}是{v}，听说的。",),
        "recommend": ("同事推荐了{v}，有人试过吗？", "聚会上有人狂推{v}，不知道为啥。"),
        "read": ("今天看了篇讲{v}的文章，挺有意思。",),
        "reviews": ("{v}的评价两极分化得厉害。",),
        "opinion": ("大家一般怎么看{v}？", "认真问一下，{v}是不是被高估了？"),
        "wish": ("如果不差钱，我明天就{fut}。可惜差钱。", "下辈子再{fut}吧，这辈子算了。"),
        "compare": ("你觉得{v}比{w}好吗？", "{v}和{w}怎么比？"),
        "trip": ("去年春天旅行的时候，大家都在夸{v}。", "还记得那次旅行吗，一帮人聊了一周{v}。"),
        "push": ("{f}一直劝我{fut}，没兴趣。",),
        "news": ("新闻里看到{v}的消息，不知道真假。",),
    },
}
ALL_DIS = (
    "rel_sw",
    "F",
    "rel_thing",
    "recommend",
    "read",
    "reviews",
    "opinion",
    "wish",
    "compare",
    "trip",
    "push",
    "news",
)
DIS_FAMILIES: dict[str, tuple[str, ...]] = {
    "product": ALL_DIS,
    "place": ALL_DIS,
    "activity": ("rel_sw", "F", "recommend", "opinion", "wish", "compare", "push", "read"),
    "person": ("rel_sw", "F", "rel_thing"),
    "allergy": ("rel_sw", "F"),
    "role": ("rel_sw", "F", "rel_thing", "wish", "push"),
    "team": ("rel_sw", "F", "rel_thing", "opinion", "push"),
    "commute": ("rel_sw", "F", "opinion", "compare", "push", "wish"),
    "language": ("rel_sw", "F", "opinion", "compare", "push", "wish"),
    "doctor": ("rel_sw", "F", "recommend", "reviews", "opinion", "rel_thing"),
}
SUGGEST: dict[str, tuple[str, ...]] = {
    "en": (
        "If you're curious, {v} gets good feedback from a lot of people.",
        "Some options people often compare are {v} and {w}.",
        "You could look into {v} if you ever want a change, no pressure.",
        "Happy to help you compare {v} with other options whenever you like.",
    ),
    "zh": (
        "如果感兴趣的话，{v}的口碑挺不错。",
        "很多人会拿{v}和{w}比较。",
        "想换换的话可以了解一下{v}，不着急。",
        "需要的话我可以帮你把{v}和其他选项比较一下。",
    ),
}

CHAT: dict[str, tuple[str, ...]] = {
    "en": (
        "Morning. Barely slept, the neighbours had a party until three.",
        "Can you help me write a polite email declining a meeting?",
        "What's a good way to get red wine out of a carpet?",
        "I think I need a haircut but I keep putting it off.",
        "It's been raining for four days straight.",
        "Remind me what the difference is between affect and effect?",
        "My plant is dying and I don't know why. Too much water maybe?",
        "Just finished a really good book, the ending got me.",
        "Any tips for falling asleep faster?",
        "Honestly today was fine. Nothing special, just fine.",
        "Got a parking ticket, which is hilarious because I was gone for five minutes.",
        "Do you know any good icebreaker questions for a workshop?",
        "How long should I boil an egg for a runny yolk?",
        "Lol I just locked myself out again.",
        "Can you summarise the main arguments for and against a four-day week?",
        "My grandma turned ninety today! Big family lunch.",
        "What's the plural of octopus, really?",
        "Need a name for a group chat, something silly.",
        "I keep forgetting to drink water during the day.",
        "The printer at the office is possessed, I swear.",
        "Help me plan a cheap birthday picnic for eight people?",
        "Watching the sunset from the roof, feeling weirdly calm.",
        "Is it normal for a cold to last two weeks?",
        "Just cleaned the whole place. I deserve a medal.",
        "What should I get my nephew, he's turning six.",
        "I burned the rice. Again.",
        "Explain compound interest like I'm five please.",
        "Traffic was a nightmare this morning.",
        "Do you think it's rude to leave a group chat?",
        "Finally fixed the squeaky door.",
        "How do I tell a friend their joke wasn't funny without being mean?",
        "Can you give me a quick stretching routine for my lower back?",
        "Tried a new recipe with lentils, it was decent.",
        "The heating in my building is broken again.",
        "I'm so tired of meetings that could have been emails.",
        "What's a good board game for four adults?",
        "My niece taught me a dance from the internet and I'm terrible at it.",
        "Do you have any tips for writing a wedding toast?",
        "Spent the afternoon sorting old photos, lots of bad haircuts.",
        "Why do socks disappear in the wash? Serious question.",
        "It's so hot today I can't think.",
        "I need a gift idea for a coworker who has everything.",
        "Help me word a message to my landlord about the leak?",
        "Kind of a lazy Sunday, not complaining.",
        "How many days does it take to get over jet lag?",
        "My friend's baby was born this morning, so happy for them.",
        "I started a puzzle with a thousand pieces. Regret.",
        "What's a good response when someone says 'per my last email'?",
        "Remind me to call the plumber tomorrow?",
        "Today I learned that wombats have cube-shaped poop.",
        "Can you check this sentence: 'Me and him went to the store.'",
        "Feeling a bit low today, no particular reason.",
        "I finally booked the dentist. Brave.",
        "What's the best way to store fresh herbs?",
        "We won the pub quiz last night!",
        "Is it weird to eat cereal for dinner?",
        "Writing a cover letter is torture.",
        "Thinking about repainting the bedroom, maybe a soft green.",
        "What rhymes with orange? Asking for a poem.",
        "Tell me a fun fact to cheer me up.",
        "My upstairs neighbour is learning to tap dance, I think.",
        "Big thunderstorm right now, the lights flickered twice.",
        "The bakery ran out of croissants by eight, criminal.",
        "Do you think handwritten letters are coming back?",
        "What's the etiquette for tipping in a hotel?",
        "Sorry for the rant earlier, long day.",
        "Can you make me a packing list for a weekend away?",
        "Oh no, I replied-all to the whole department.",
        "I have three tabs of recipes open and no groceries.",
        "How do you politely end a phone call that's going on forever?",
        "ugh mondays",
        "brb, someone's at the door",
    ),
    "zh": (
        "早，昨晚邻居开派对到三点，没睡好。",
        "能帮我写一封礼貌拒绝会议的邮件吗？",
        "红酒洒地毯上了怎么洗？",
        "该理发了，但一直拖着。",
        "连着下了四天雨了。",
        "我的绿萝快死了，是不是浇水太多？",
        "刚看完一本好书，结局把我整破防了。",
        "有什么快速入睡的办法吗？",
        "今天还行吧，没啥特别的。",
        "吃了张罚单，我就离开了五分钟。",
        "溏心蛋要煮几分钟？",
        "哈哈我又把自己锁在门外了。",
        "帮我总结一下四天工作制的利弊？",
        "奶奶今天九十大寿，全家一起吃饭。",
        "群聊起个名字吧，要沙雕一点的。",
        "老是忘记喝水。",
        "办公室打印机是不是成精了。",
        "帮我规划一个八个人的便宜野餐？",
        "在楼顶看日落，莫名很平静。",
        "感冒两周还没好正常吗？",
        "刚把家里全打扫了一遍，求表扬。",
        "外甥要六岁了，送什么好？",
        "米饭又煮糊了。",
        "用最简单的话解释一下复利？",
        "早上堵车堵疯了。",
        "退群会不会很没礼貌？",
        "门终于不吱吱响了。",
        "给我一套缓解腰酸的拉伸动作？",
        "试了个扁豆的新菜谱，还可以。",
        "楼里暖气又坏了。",
        "受够了那些本可以发邮件解决的会。",
        "四个成年人玩什么桌游好？",
        "婚礼致辞怎么写比较好？",
        "整理了一下午老照片，全是黑历史发型。",
        "袜子洗着洗着就少一只，到底为什么？",
        "今天热得脑子都转不动了。",
        "给一个什么都不缺的同事送礼物，好难。",
        "帮我措辞一下，跟房东说漏水的事？",
        "懒洋洋的周日，挺好。",
        "倒时差一般要几天？",
        "朋友的宝宝今天早上出生了，好开心。",
        "开始拼一千片的拼图了，后悔。",
        "提醒我明天给水管工打电话？",
        "今天才知道袋熊的便便是方的。",
        "今天有点丧，也说不上为什么。",
        "终于约了牙医，勇敢。",
        "香菜怎么保存比较久？",
        "面包店八点就卖光了可颂，离谱。",
        "手写信会不会重新流行？",
        "刚才吐槽了一大堆，不好意思，今天太累了。",
        "帮我列个周末出游的行李清单？",
        "完了，我刚刚回复了全部门。",
        "开了三个菜谱页面，冰箱里啥也没有。",
        "电话聊太久怎么礼貌地挂？",
        "雷阵雨，灯闪了两下。",
        "周一综合症犯了",
        "等下，有人敲门",
    ),
}
ASSIST: dict[str, tuple[str, ...]] = {
    "en": (
        "Got it, thanks for telling me.",
        "That sounds like a lot. Do you want to talk it through?",
        "Happy to help. Do you want a short version or a detailed one?",
        "Makes sense. Anything else on your mind?",
        "Ha, fair enough.",
        "Noted. Let me know if you'd like me to draft something.",
        "Sure, here's a quick outline to start from.",
        "That's a good question. There are a few ways to look at it.",
        "Sorry to hear that. I hope tomorrow is easier.",
        "Nice! That sounds like a good day.",
        "I can help with that. What's the deadline?",
        "Understood.",
        "Want me to put together a checklist?",
        "Good luck with it!",
        "Thanks for the update.",
    ),
    "zh": (
        "收到，谢谢告诉我。",
        "听起来压力不小，要不要聊聊？",
        "可以的，你想要简短版还是详细版？",
        "明白了。还有别的想聊的吗？",
        "哈哈，有道理。",
        "记下了，需要的话我可以帮你起草。",
        "好的，先给你一个大概的框架。",
        "这个问题挺好，可以从几个角度看。",
        "抱歉听到这个，希望明天会好一些。",
        "不错呀，听起来是美好的一天。",
        "可以帮忙，截止时间是什么时候？",
        "了解。",
        "要不要我帮你列个清单？",
        "祝顺利！",
        "谢谢更新。",
    ),
}
PREFIX = {
    "en": ("Morning! ", "Ugh, long week. ", "Hey. ", "Ok, small thing. ", "Right, so. "),
    "zh": ("早！", "对了，", "随便说一句，", "唉，这周好累。", "嗨，"),
}
SUFFIX = {
    "en": (" Anyway.", " Anyway, how's your day going?", " Just thought I'd mention it.", " lol"),
    "zh": ("就这样。", "哈哈", "随口一提。"),
}

CURRENT_TAILS = (" now?", " these days?", " at the moment?")

_FMT = string.Formatter()


# --- small text helpers -------------------------------------------------------------------


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in _FMT.parse(template) if name}


def _fill(rng: random.Random, templates: tuple[str, ...], ctx: dict[str, str]) -> str:
    usable = [t for t in templates if _fields(t).issubset(ctx)]
    return rng.choice(usable).format(**ctx)


def _art(word: str) -> str:
    if not word:
        return ""
    if word.startswith(("U", "One", "Uni")):
        return "a"
    if word[0] in "aeiouAEIOX":
        return "an"
    return "a"


def _conj(pred: str) -> str:
    verb, _, rest = pred.partition(" ")
    irregular = {"am": "is", "have": "has", "do": "does", "go": "goes"}
    if verb in irregular:
        verb = irregular[verb]
    elif verb.endswith(("s", "sh", "ch", "x", "z")):
        verb += "es"
    elif verb.endswith("y") and verb[-2:-1] not in "aeiou":
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return f"{verb} {rest}" if rest else verb


def _gerund(pred: str) -> str:
    verb, _, rest = pred.partition(" ")
    irregular = {
        "get": "getting",
        "swap": "swapping",
        "cut": "cutting",
        "transfer": "transferring",
        "go": "going",
    }
    if verb in irregular:
        verb = irregular[verb]
    elif verb.endswith("e") and not verb.endswith("ee"):
        verb = verb[:-1] + "ing"
    else:
        verb += "ing"
    return f"{verb} {rest}" if rest else verb


def _first_person(rng: random.Random, pred: str) -> str:
    if pred.startswith("am "):
        return ("I'm " if rng.random() < 0.6 else "I am ") + pred[3:]
    return "I " + pred


def _join(items: list[str], lang: str) -> str:
    if lang == "zh":
        if len(items) == 1:
            return items[0]
        return "、".join(items[:-1]) + "和" + items[-1]
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " and " + items[-1]


def _typo(rng: random.Random, text: str, protect: list[str]) -> str:
    spans: list[tuple[int, int]] = []
    for word in protect:
        start = text.find(word)
        while start >= 0:
            spans.append((start, start + len(word)))
            start = text.find(word, start + 1)
    words = [
        (m.start(), m.end())
        for m in re.finditer(r"\b[a-z]{5,}\b", text)
        if all(m.end() <= s or m.start() >= e for s, e in spans)
    ]
    if not words:
        return text
    start, end = rng.choice(words)
    i = rng.randint(start + 1, end - 3)
    return text[:i] + text[i + 1] + text[i] + text[i + 2 :]


def _slug(name: str) -> str:
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return ascii_name.lower()


# --- per-person world building ------------------------------------------------------------


@dataclass
class _Run:
    """One slot of one person: its drawn timeline and bookkeeping."""

    spec: Slot
    pool: tuple[str, ...]
    reserved: set[str] = field(default_factory=set)
    history: list[str] = field(default_factory=list)
    changes: list[int] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    open_plan: str = ""
    as_of: list[tuple[int, int]] = field(default_factory=list)
    busy: list[tuple[int, int]] = field(default_factory=list)
    final: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    species: dict[str, str] = field(default_factory=dict)


class _Person:
    def __init__(
        self, rng: random.Random, name: str, gender: str, lang: str, want_open: bool
    ) -> None:
        self.rng = rng
        self.name = name
        self.lang = lang
        self.zh = lang == "zh"
        self.guy = (
            "person"
            if gender == "n" or rng.random() < 0.4
            else ("guy" if gender == "m" else "girl")
        )
        self.open_budget = 1 if want_open else 0
        self.used_days: set[int] = set()
        self.state: list[tuple[int, str]] = []
        self.runs: list[_Run] = []

    # -- utilities --------------------------------------------------------------------

    def day(self, lo: int, hi: int) -> int:
        lo, hi = max(lo, 0), min(hi, LAST_DAY)
        if lo > hi:
            raise _Retry
        for _ in range(60):
            d = self.rng.randint(lo, hi)
            if d not in self.used_days:
                self.used_days.add(d)
                return d
        raise _Retry

    def take(self, run: _Run, n: int) -> list[str]:
        free = [v for v in run.pool if v not in run.reserved]
        if len(free) < n:
            raise _Retry
        picked = self.rng.sample(free, n)
        run.reserved.update(picked)
        if run.spec.key == "pet":
            for v in picked:
                run.species[v] = self.rng.choice(SPECIES[self.lang])
        return picked

    def frag(self, run: _Run, options: tuple[str, ...], v: str, y: str = "") -> str:
        sp = run.species.get(v) or self.rng.choice(SPECIES[self.lang])
        text = self.rng.choice(options)
        return text.format(v=v, a=_art(v), y=y, ay=_art(y), sp=sp)

    def part(self, run: _Run, en: str) -> tuple[str, ...]:
        """Fragment list of the given English field name, in this person's language."""
        spec = run.spec
        name = ("z" + en) if self.zh else en
        value: tuple[str, ...] = getattr(spec, name)
        return value

    def clause(self, run: _Run, v: str) -> tuple[str, str]:
        pred = self.frag(run, self.part(run, "pred"), v)
        if self.zh:
            return "我" + pred, self.name + pred
        return _first_person(self.rng, pred), f"{self.name} {_conj(pred)}"

    def base_ctx(self, run: _Run, v: str) -> dict[str, str]:
        spec = run.spec
        ctx = {"v": v, "n": self.name, "thing": spec.zthing if self.zh else spec.thing}
        ctx["I"], ctx["N"] = self.clause(run, v)
        ctx["sw"] = self.frag(run, self.part(run, "sw"), v)
        if self.part(run, "fut"):
            ctx["fut"] = self.frag(run, self.part(run, "fut"), v)
            if not self.zh:
                ctx["futing"] = _gerund(ctx["fut"])
        for key in ("ind", "indn", "we"):
            if self.part(run, key):
                ctx[key] = self.frag(run, self.part(run, key), v)
        if spec.ident:
            if self.zh:
                ctx["dang"] = "党"
            else:
                ctx["guy"] = self.guy
                ctx["a"] = _art(v)
        if self.zh:
            ctx["f"] = self.rng.choice(FRIENDS["zh"])
        else:
            ctx["f"] = self.rng.choice(FRIENDS["en"])
        return ctx

    def say(self, day: int, text: str, run: _Run) -> None:
        rng = self.rng
        if not self.zh and rng.random() < 0.1:
            text = _typo(rng, text, [self.name, *run.pool])
        roll = rng.random()
        if roll < 0.2:
            text = rng.choice(PREFIX[self.lang]) + text
        elif roll < 0.32 and text[-1:] in ".!。！":
            text = text + rng.choice(SUFFIX[self.lang])
        self.state.append((day, text))

    def emit(
        self, run: _Run, kind: str, day: int, v: str, old: str | None = None, scoped: bool = False
    ) -> None:
        rng = self.rng
        ctx = self.base_ctx(run, v)
        if old is not None:
            ctx["old"] = old
        if scoped and self.part(run, "scope"):
            options = self.part(run, "scope")
            template = rng.choice(options)
            y = self.take(run, 1)[0] if "{y}" in template else ""
            text = template.format(v=v, a=_art(v), y=y, ay=_art(y))
            self.say(day, text + ("。" if self.zh else "."), run)
            return
        if kind == "assert" and rng.random() < 0.5:
            ctx.pop("ind", None)
        self.say(day, _fill(rng, TPL[self.lang][kind], ctx), run)

    def emit_ooo(self, run: _Run, day: int, cur: str, old: str) -> None:
        spec = run.spec
        ctx = {
            "cur": cur,
            "old": old,
            "n": self.name,
            "thing": spec.zthing if self.zh else spec.thing,
        }
        if not self.zh:
            if spec.prep:
                ctx["prep"] = spec.prep
            if spec.ident:
                ctx["guy"] = self.guy
                ctx["aold"] = _art(old)
        self.say(day, _fill(self.rng, TPL[self.lang]["ooo"], ctx), run)

    def free(self, run: _Run, lo: int, hi: int) -> bool:
        return all(hi + 10 < a or lo - 10 > b for a, b in run.busy)

    # -- single-valued slots ----------------------------------------------------------

    def change_days(self, k: int) -> list[int]:
        for _ in range(200):
            days = sorted(self.rng.sample(range(130, 700), k))
            gaps = [b - a for a, b in zip(days, days[1:], strict=False)]
            if all(g >= 140 for g in gaps) and not self.used_days.intersection(days):
                return days
        return []

    def build_single(self, run: _Run) -> None:
        rng = self.rng
        spec = run.spec
        k = rng.choices([0, 1, 2, 3], weights=[3, 4, 3, 1])[0]
        changes = self.change_days(k)
        k = len(changes)
        vals = self.take(run, k + 1)
        run.history, run.changes = vals, changes
        bounds = [0, *changes, LAST_DAY + 1]
        ooo = k >= 1 and rng.random() < 0.22
        can_plan = bool(spec.fut)
        first = 0
        ooo_day = LAST_DAY + 1
        if ooo:
            ooo_day = self.day(changes[0] + 15, min(bounds[2] - 10, changes[0] + 200))
            self.emit_ooo(run, ooo_day, vals[1], vals[0])
        else:
            hi = min(75, changes[0] - 70) if changes else 75
            first = self.day(0, hi)
            self.emit(run, "assert", first, vals[0], scoped=rng.random() < 0.25)

        def known(i: int, d: int) -> str | None:
            return None if (i == 0 and ooo and d < ooo_day) else vals[i]

        for i, c in enumerate(changes, start=1):
            self.used_days.add(c)
            old = known(i - 1, c)
            if can_plan and rng.random() < 0.35:
                lo = max(c - 75, (first if i == 1 else bounds[i - 1]) + 15)
                pd = self.day(lo, c - 25)
                kind = "plan" if rng.random() < 0.6 else "consider"
                self.emit(run, kind, pd, vals[i], known(i - 1, pd))
                run.busy.append((pd, c))
                self.emit(run, "realize", c, vals[i], old)
            else:
                self.emit(run, "change", c, vals[i], old)
        # restatements
        for i in range(k + 1):
            if (i == 0 and ooo) or rng.random() > 0.3:
                continue
            lo = (first + 20) if i == 0 else bounds[i] + 30
            hi = bounds[i + 1] - 30
            if hi - lo < 10:
                continue
            d = self.day(lo, hi)
            self.emit(run, "assert", d, vals[i], scoped=rng.random() < 0.25)
        # a plan or consideration that gets dropped
        if can_plan and rng.random() < 0.3:
            i = rng.randrange(k + 1)
            lo = (first + 10) if i == 0 else bounds[i] + 20
            hi = bounds[i + 1] - 100
            if hi > lo:
                p = rng.randint(lo, hi)
                d_hi = min(p + 90, bounds[i + 1] - 15)
                if d_hi >= p + 25 and self.free(run, p, d_hi):
                    p = self.day(p, p)
                    d = self.day(p + 25, d_hi)
                    alt = self.take(run, 1)[0]
                    kind = "plan" if rng.random() < 0.5 else "consider"
                    self.emit(run, kind, p, alt, known(i, p))
                    self.emit(run, "drop", d, alt, known(i, d))
                    run.dropped.append(alt)
                    run.busy.append((p, d))
        # a plan still open at the end of the world
        if can_plan and self.open_budget and rng.random() < 0.7:
            lo = max(bounds[k] + 30, first + 30, 560)
            if lo <= 715 and self.free(run, lo, LAST_DAY):
                q = self.day(lo, 715)
                target = self.take(run, 1)[0]
                self.emit(run, "plan", q, target, known(k, q))
                run.open_plan = target
                self.open_budget = 0
        # as-of checkpoints inside older periods
        for i in range(k):
            if i == 0 and ooo:
                continue
            lo = first if i == 0 else bounds[i]
            hi = bounds[i + 1]
            if hi - lo >= 130:
                mid = (lo + hi) // 2 + rng.randint(-12, 12)
                run.as_of.append((i, max(lo + 60, min(hi - 60, mid))))

    # -- multi-valued slots -----------------------------------------------------------

    def multi_ctx(self, run: _Run, v: str, before: list[str], after: list[str]) -> dict[str, str]:
        ctx = self.base_ctx(run, v)
        if before:
            ctx["I"], ctx["N"] = self.clause(run, _join(before, self.lang))
        if after:
            ctx["I_all"] = self.clause(run, _join(after, self.lang))[0]
            ctx["all"] = _join(after, self.lang)
        return ctx

    def build_multi(self, run: _Run) -> None:
        rng = self.rng
        spec = run.spec
        lang = self.lang
        cur = self.take(run, rng.choice([1, 2, 2, 3]))
        first = self.day(0, 80)
        ctx = self.multi_ctx(run, cur[0], cur, [])
        self.say(first, _fill(rng, TPL[lang]["massert"], ctx), run)
        m = rng.choice([1, 1, 2, 2, 3])
        days: list[int] = []
        for _ in range(200):
            days = sorted(rng.sample(range(130, 700), m))
            gaps = [b - a for a, b in zip(days, days[1:], strict=False)]
            if all(g >= 100 for g in gaps) and not self.used_days.intersection(days):
                break
        else:
            raise _Retry
        prev = first
        for d in days:
            self.used_days.add(d)
            if len(cur) >= 2 and rng.random() < 0.35:
                gone = rng.choice(cur)
                after = [x for x in cur if x != gone]
                ctx = self.multi_ctx(run, gone, [], after)
                ctx["rm"] = self.frag(run, self.part(run, "rm"), gone)
                ctx["rest"] = _join(after, lang)
                kinds = TPL[lang]["mrm"]
                if spec.key not in ("allergies", "pet"):
                    kinds = kinds + TPL[lang]["mrm_act"]
                self.say(d, _fill(rng, kinds, ctx), run)
                run.removed.append(gone)
            else:
                new = self.take(run, 1)[0]
                after = [*cur, new]
                ctx = self.multi_ctx(run, new, [], after)
                ctx["others"] = _join(cur, lang)
                if spec.fut and rng.random() < 0.35:
                    pd = self.day(max(prev + 15, d - 75), d - 25)
                    self.emit(run, "plan" if rng.random() < 0.6 else "consider", pd, new)
                    run.busy.append((pd, d))
                    ctx["I"] = ctx["I_all"]
                    self.say(d, _fill(rng, TPL[lang]["realize"], ctx), run)
                else:
                    self.say(d, _fill(rng, TPL[lang]["madd"], ctx), run)
            cur = after
            prev = d
        if rng.random() < 0.35 and prev + 20 <= 720:
            d = self.day(prev + 20, 720)
            ctx = self.multi_ctx(run, cur[0], cur, [])
            self.say(d, _fill(rng, TPL[lang]["massert"], ctx), run)
        if spec.fut and rng.random() < 0.3:
            p = rng.randint(first + 15, 620)
            d_hi = p + 90
            if self.free(run, p, d_hi):
                p = self.day(p, p)
                d = self.day(p + 25, d_hi)
                alt = self.take(run, 1)[0]
                self.emit(run, "plan" if rng.random() < 0.5 else "consider", p, alt)
                self.emit(run, "drop", d, alt)
                run.dropped.append(alt)
                run.busy.append((p, d))
        if spec.fut and self.open_budget and rng.random() < 0.7:
            lo = max(prev + 30, 560)
            if lo <= 715 and self.free(run, lo, LAST_DAY):
                q = self.day(lo, 715)
                target = self.take(run, 1)[0]
                self.emit(run, "plan", q, target)
                run.open_plan = target
                self.open_budget = 0
        run.final = cur

    # -- distractors ------------------------------------------------------------------

    def distractor(self, run: _Run, assistant: bool) -> str:
        rng = self.rng
        spec = run.spec
        free = [v for v in run.pool if v not in run.reserved]
        if len(free) < 2:
            raise _Retry
        v, w = rng.sample(free, 2)
        ctx = self.base_ctx(run, v)
        ctx["w"] = w
        ctx["rel"] = rng.choice(RELS[self.lang])
        pred = self.frag(run, self.part(run, "pred"), v)
        ctx["F"] = ctx["f"] + pred if self.zh else f"{ctx['f']} {_conj(pred)}"
        if assistant:
            return _fill(rng, SUGGEST[self.lang], ctx)
        family = DIS_FAMILIES[spec.dis]
        table = DIS[self.lang]
        options = tuple(t for key in family for t in table[key])
        return _fill(rng, options, ctx)


def _pick_slots(rng: random.Random) -> list[Slot]:
    count = rng.choice([4, 4, 5, 5, 6])
    chosen: list[Slot] = []
    tags: set[str] = set()
    multi = 0
    for spec in rng.sample(list(SLOTS), len(SLOTS)):
        if spec.conflict and spec.conflict in tags:
            continue
        if spec.multi and multi >= 2:
            continue
        chosen.append(spec)
        if spec.conflict:
            tags.add(spec.conflict)
        multi += spec.multi
        if len(chosen) == count:
            break
    return chosen


@dataclass
class _Built:
    person: _Person
    sessions: list[tuple[int, list[tuple[str, str]]]]
    probes: list[dict[str, Any]]


def _probe_skeletons(person: _Person) -> list[dict[str, Any]]:
    rng = person.rng
    out: list[dict[str, Any]] = []
    n = person.name
    for run in person.runs:
        spec = run.spec
        ask = spec.ask.format(n=n)
        past = spec.ask_past.format(n=n)
        base = {"subject": n, "slot": spec.key, "abandoned": list(run.dropped)}
        if spec.multi:
            out.append(
                {
                    **base,
                    "kind": "coexisting",
                    "question": ask + " now?",
                    "gold": list(run.final),
                    "outdated": list(run.removed),
                    "as_of_day": None,
                }
            )
            earlier: list[str] = list(run.removed)
        else:
            hist = run.history
            out.append(
                {
                    **base,
                    "kind": "current",
                    "question": ask + rng.choice(CURRENT_TAILS),
                    "gold": [hist[-1]],
                    "outdated": hist[:-1],
                    "as_of_day": None,
                }
            )
            earlier = hist[:-1]
            if len(hist) >= 2:
                if rng.random() < 0.5:
                    q = f"{past} before the most recent change?"
                else:
                    q = f"Before {n}'s latest switch, {past[0].lower()}{past[1:]}?"
                out.append(
                    {
                        **base,
                        "kind": "historical",
                        "question": q,
                        "gold": [hist[-2]],
                        "outdated": hist[:-2],
                        "as_of_day": None,
                    }
                )
            for i, d in run.as_of:
                out.append(
                    {
                        **base,
                        "kind": "as_of",
                        "question": ask + "?",
                        "gold": [hist[i]],
                        "outdated": hist[:i],
                        "as_of_day": d,
                    }
                )
        if run.open_plan:
            out.append(
                {
                    **base,
                    "kind": "planning",
                    "question": spec.askp.format(n=n) + "?",
                    "gold": [run.open_plan],
                    "outdated": earlier,
                    "as_of_day": None,
                }
            )
    while len(out) > MAX_PROBES:
        for kind in ("as_of", "historical"):
            idx = [i for i, p in enumerate(out) if p["kind"] == kind]
            if idx:
                out.pop(rng.choice(idx))
                break
        else:
            break
    return out


def _build_person(rng: random.Random, name: str, gender: str, lang: str, want_open: bool) -> _Built:
    for _ in range(400):
        person = _Person(rng, name, gender, lang, want_open)
        try:
            built = _try_person(person)
        except _Retry:
            continue
        if built is not None:
            return built
    raise RuntimeError(f"could not build a world for {name}")


def _try_person(person: _Person) -> _Built | None:
    rng = person.rng
    lang = person.lang
    for spec in _pick_slots(rng):
        groups = spec.zh if person.zh else spec.en
        run = _Run(spec=spec, pool=rng.choice(groups))
        person.runs.append(run)
        if spec.multi:
            person.build_multi(run)
        else:
            person.build_single(run)
    probes = _probe_skeletons(person)
    if not MIN_PROBES <= len(probes) <= MAX_PROBES:
        return None
    n_state = len(person.state)
    total = rng.randint(45, 56)
    if n_state > 0.42 * total:
        total = -(-n_state * 100 // 42)
    if total > 58:
        return None
    n_dis = rng.randint(7, 11)
    n_chat = total - n_state - n_dis
    if n_chat < 12:
        n_dis = max(6, total - n_state - 12)
        n_chat = total - n_state - n_dis
    if n_chat < 12 or n_chat > len(CHAT[lang]):
        return None
    fillers = [person.distractor(rng.choice(person.runs), False) for _ in range(n_dis)]
    fillers += rng.sample(CHAT[lang], n_chat)
    rng.shuffle(fillers)
    # sessions: one per state-statement day plus some small-talk-only days
    by_day = sorted(person.state)
    n_extra = max(2, round(total / 3.6) - len(by_day))
    n_extra = max(0, min(n_extra, (len(fillers) - len(by_day)) // 2))
    extra_days = [person.day(0, LAST_DAY) for _ in range(n_extra)]
    sessions: list[tuple[int, list[str]]] = [(d, [t]) for d, t in by_day]
    sessions += [(d, []) for d in extra_days]
    for _, turns in sessions:
        while len(turns) < 2 and fillers:
            turns.append(fillers.pop())
    while fillers:
        open_sessions = [s for s in sessions if len(s[1]) < 6]
        rng.choice(open_sessions)[1].append(fillers.pop())
    sessions.sort(key=lambda s: s[0])
    # assistant turns: mostly generic replies, a few suggestions naming slot values
    n_assist = min(70 - total, rng.randint(7, 13))
    suggestable = [r for r in person.runs if "recommend" in DIS_FAMILIES[r.spec.dis]]
    assist: list[str] = []
    if suggestable:
        assist += [
            person.distractor(rng.choice(suggestable), True) for _ in range(rng.randint(1, 3))
        ]
    assist += rng.sample(ASSIST[lang], n_assist - len(assist))
    slots_for_assist = [
        (si, ti) for si, (_, turns) in enumerate(sessions) for ti in range(len(turns))
    ]
    chosen = set(rng.sample(slots_for_assist, len(assist)))
    full: list[tuple[int, list[tuple[str, str]]]] = []
    for si, (d, turns) in enumerate(sessions):
        rng.shuffle(turns)
        seq: list[tuple[str, str]] = []
        for ti, text in enumerate(turns):
            seq.append((person.name, text))
            if (si, ti) in chosen:
                seq.append(("assistant", assist.pop()))
        full.append((d, seq))
    return _Built(person=person, sessions=full, probes=probes)


def generate(seed: int) -> dict[str, Any]:
    """Build the blind world for ``seed`` (deterministic)."""
    rng = random.Random(f"palimpsest-blind-c:{seed}")
    n_zh = rng.choice([2, 2, 3])
    cast = [(n, g, "zh") for n, g in rng.sample(ZH_PEOPLE, n_zh)]
    cast += [(n, g, "en") for n, g in rng.sample(EN_PEOPLE, 9 - n_zh)]
    rng.shuffle(cast)
    open_flags = [rng.random() < 0.6 for _ in cast]
    if not any(open_flags):
        open_flags[rng.randrange(len(cast))] = True
    built = [
        _build_person(rng, name, gender, lang, want)
        for (name, gender, lang), want in zip(cast, open_flags, strict=True)
    ]
    rows: list[tuple[int, int, int, int, dict[str, Any]]] = []
    probes: list[dict[str, Any]] = []
    for pi, b in enumerate(built):
        p = b.person
        texts: list[str] = []
        for si, (day, seq) in enumerate(b.sessions):
            session = f"{_slug(p.name)}-{si + 1:03d}"
            minute = rng.randint(300, 1439 - 4 * len(seq) - 2)
            for k, (speaker, text) in enumerate(seq):
                rows.append(
                    (
                        day,
                        minute,
                        pi,
                        k,
                        {
                            "day": day,
                            "minute": minute,
                            "session": session,
                            "speaker": speaker,
                            "text": text,
                            "language": p.lang,
                        },
                    )
                )
                texts.append(text)
                minute += rng.randint(1, 4)
        for skel in b.probes:
            run = next(r for r in p.runs if r.spec.key == skel["slot"])
            groups = run.spec.zh if p.zh else run.spec.en
            pool = [v for g in groups for v in g]
            values = [v for v in dict.fromkeys(pool) if any(v in t for t in texts)]
            probes.append(
                {
                    "id": "",
                    "subject": skel["subject"],
                    "slot": skel["slot"],
                    "kind": skel["kind"],
                    "question": skel["question"],
                    "gold": skel["gold"],
                    "outdated": skel["outdated"],
                    "abandoned": skel["abandoned"],
                    "values": values,
                    "as_of_day": skel["as_of_day"],
                }
            )
    rows.sort(key=lambda r: r[:4])
    episodes = []
    for idx, row in enumerate(rows, start=1):
        episodes.append({"id": f"e{idx}", **row[4]})
    for idx, probe in enumerate(probes, start=1):
        probe["id"] = f"p{idx}"
    return {
        "generator": "blind_c",
        "seed": seed,
        "start": START,
        "episodes": episodes,
        "probes": probes,
    }
