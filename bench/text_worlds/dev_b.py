"""Development text world ``dev_b``: synthetic chat histories with known state timelines.

``generate(seed)`` invents eight people who chat (mostly about nothing much) over two years.
Each person has four to six "state slots" (where they live, which editor they use, their
pets, ...) whose values change one to three times.  State changes are phrased in many
different natural ways, surrounded by distractor turns that name values of the same slot
type without asserting them (recommendations, news, other people's states, hypotheticals).
About one in four people writes in Chinese.

The returned probes carry the ground truth: current, historical, planned, coexisting and
point-in-time ("as_of") values, plus the outdated, abandoned and merely-mentioned values.
Everything is deterministic given the seed and uses only the standard library.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "dev_b"
START = "2023-01-01T09:00:00+00:00"
LAST_DAY = 730
EN = "en"
ZH = "zh"

Frags = dict[str, tuple[str, ...]]
Turn = tuple[str, str]


@dataclass(frozen=True)
class SlotDef:
    """One kind of personal state, with its value pools and phrase fragments per language."""

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    questions: dict[str, str]
    frags: dict[str, Frags]


# ---------------------------------------------------------------------------------------------
# Slot definitions.  Fragment keys (single-valued slots):
#   pres    first-person present clause        pres3  third-person clause ({n} = who)
#   new     first-person change event (past)   switch change event naming the old value
#   past    first-person past-state clause     inf    infinitive phrase (plans, advice)
#   ger     gerund phrase (English only)       we     household / team clause (optional)
#   scoped  exception clause with {x}          multi  "mostly {v}, but {x} for ..." clause
#   intro   line naming a value without asserting it; follow = pronoun back-reference to it
#   dist    slot-specific distractor lines (news, reviews, other people)
# Multi-valued slots use has / pair / add / add2 / remove instead of pres / new / switch.
# ---------------------------------------------------------------------------------------------

CITY = SlotDef(
    key="home_city",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Lisbon",
            "Berlin",
            "Toronto",
            "Austin",
            "Dublin",
            "Melbourne",
            "Seattle",
            "Edinburgh",
            "Barcelona",
            "Vancouver",
            "Copenhagen",
            "Denver",
            "Utrecht",
            "Montreal",
            "Wellington",
        ),
        ZH: (
            "上海",
            "北京",
            "深圳",
            "杭州",
            "成都",
            "广州",
            "南京",
            "苏州",
            "厦门",
            "武汉",
            "西安",
            "重庆",
        ),
    },
    questions={
        "current": "Which city does {n} live in now?",
        "historical": "Which city did {n} live in before the current one?",
        "as_of": "Which city does {n} live in?",
        "planning": "Which city is {n} planning to move to?",
    },
    frags={
        EN: {
            "pres": (
                "I live in {v}",
                "I'm based in {v}",
                "home is {v}",
                "I rent a flat in {v}",
                "I've got a little place in {v}",
            ),
            "pres3": ("{n} lives in {v}", "{n} is based in {v}", "{n} has a place in {v}"),
            "new": (
                "I moved to {v}",
                "I relocated to {v}",
                "I finally made the move to {v}",
                "I signed a lease in {v} and moved",
            ),
            "switch": (
                "I left {old} and moved to {v}",
                "I swapped {old} for {v}",
                "I packed up my life in {old} and landed in {v}",
            ),
            "past": ("I lived in {v}", "I had a tiny flat in {v}", "I was living in {v}"),
            "inf": ("move to {v}", "relocate to {v}", "find a place in {v}"),
            "ger": ("moving to {v}", "relocating to {v}", "finding a place in {v}"),
            "we": ("we moved to {v}", "we've settled in {v}", "we bought a flat in {v}"),
            "intro": (
                "So, that week in {v} looking at neighbourhoods...",
                "Remember me flying out to {v} to view a few apartments?",
            ),
            "follow": (
                "Signed a lease there. That's home now.",
                "We went for it and moved there at the start of the month.",
                "Took the place I liked best; I'm typing this from my new kitchen there.",
            ),
            "dist": (
                "{v} keeps topping those most-livable-city lists.",
                "Rents in {v} are apparently insane right now.",
                "Saw a documentary about {v} last night.",
                "My flight had a long layover in {v}.",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我人在{v}", "我家在{v}", "我在{v}租了个小房子"),
            "pres3": ("{n}住在{v}", "{n}人在{v}"),
            "new": ("我搬到{v}了", "我已经搬去{v}了", "我在{v}落脚了", "我在{v}签了租约，搬过去了"),
            "switch": (
                "我从{old}搬到了{v}",
                "我离开{old}，去了{v}",
                "我把{old}的房子退了，搬来了{v}",
            ),
            "past": ("我住在{v}", "我在{v}待过好几年", "我在{v}租过房"),
            "inf": ("搬去{v}", "去{v}发展", "在{v}找房子"),
            "we": ("我们家搬到{v}了", "我们在{v}安顿下来了", "我们在{v}买了房"),
            "intro": ("之前去{v}看小区的那一周，还记得吧？", "上次专门飞了一趟{v}看房子。"),
            "follow": (
                "租约签了，现在那边就是家。",
                "决定了，月初就搬过去了。",
                "选了最喜欢的那套，现在就在新家厨房里打字。",
            ),
            "dist": (
                "{v}又上了宜居城市榜单。",
                "听说{v}的房租高得离谱。",
                "昨晚看了个讲{v}的纪录片。",
                "航班在{v}转机等了好久。",
            ),
        },
    },
)

EMPLOYER = SlotDef(
    key="employer",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Brightwave",
            "Quillsoft",
            "Norhaven Labs",
            "Tidewater Analytics",
            "Copperleaf",
            "Halcyon Health",
            "Ferrous Robotics",
            "Lumen Freight",
            "Vantor Bank",
            "Pinecrest Media",
            "Orbitly",
            "Saltmarsh Games",
        ),
        ZH: (
            "腾讯",
            "阿里巴巴",
            "字节跳动",
            "美团",
            "京东",
            "华为",
            "网易",
            "百度",
            "拼多多",
            "大疆",
            "米哈游",
            "携程",
        ),
    },
    questions={
        "current": "Which company does {n} work for now?",
        "historical": "Which company did {n} work for before the current one?",
        "as_of": "Which company does {n} work for?",
        "planning": "Which company is {n} planning to join?",
    },
    frags={
        EN: {
            "pres": (
                "I work at {v}",
                "I'm at {v}",
                "I'm employed by {v}",
                "my employer is {v}",
                "I'm on the payroll at {v}",
            ),
            "pres3": ("{n} works at {v}", "{n} is employed by {v}", "{n} works for {v}"),
            "new": (
                "I started a new job at {v}",
                "I joined {v}",
                "I accepted an offer from {v}",
                "I signed my contract with {v}",
            ),
            "switch": (
                "I left {old} for {v}",
                "I quit {old} and joined {v}",
                "I jumped ship from {old} to {v}",
            ),
            "past": ("I worked at {v}", "I was at {v}", "I spent a few years at {v}"),
            "inf": ("join {v}", "take the offer from {v}", "go work for {v}"),
            "ger": ("joining {v}", "taking the {v} offer", "going to work for {v}"),
            "intro": (
                "So, that final round with {v} a few weeks ago...",
                "Remember the recruiter from {v} who kept emailing me?",
            ),
            "follow": (
                "They made an offer and I took it. First day was this week.",
                "I accepted. Badge, laptop, the whole thing, I'm one of them now.",
                "Signed it, handed in my notice, and I've already started there.",
            ),
            "dist": (
                "{v} just announced layoffs, rough.",
                "{v} is hiring like crazy, apparently.",
                "Read that {v} might get acquired.",
                "A friend interviewed at {v} and said the process was endless.",
            ),
        },
        ZH: {
            "pres": ("我在{v}上班", "我在{v}工作", "我是{v}的员工", "我在{v}打工"),
            "pres3": ("{n}在{v}上班", "{n}在{v}工作"),
            "new": (
                "我入职{v}了",
                "我跳槽去了{v}",
                "我拿了{v}的offer，已经入职了",
                "我去{v}报到了",
            ),
            "switch": ("我从{old}跳到了{v}", "我离开{old}去了{v}", "我辞了{old}的工作，去了{v}"),
            "past": ("我在{v}上班", "我在{v}干过几年", "我在{v}待了三年"),
            "inf": ("去{v}", "跳槽到{v}", "接{v}的offer"),
            "intro": ("之前{v}那轮终面，记得吧？", "上次说{v}的HR一直联系我那事。"),
            "follow": (
                "offer下来了，我接了，这周已经入职。",
                "我答应了，工牌电脑都领了，现在是那边的人了。",
                "签了，当天就提了离职，现在已经在那边上班了。",
            ),
            "dist": (
                "听说{v}又裁员了。",
                "{v}最近在疯狂招人。",
                "听说{v}的年终奖很多。",
                "朋友去{v}面试，流程长得离谱。",
            ),
        },
    },
)

ROLE = SlotDef(
    key="job_title",
    multi=False,
    plans=True,
    pool={
        EN: (
            "backend engineer",
            "data scientist",
            "product manager",
            "engineering manager",
            "UX designer",
            "site reliability engineer",
            "staff engineer",
            "QA lead",
            "tech lead",
            "solutions architect",
            "developer advocate",
        ),
        ZH: (
            "后端工程师",
            "产品经理",
            "数据分析师",
            "技术主管",
            "前端工程师",
            "测试工程师",
            "架构师",
            "UI设计师",
            "算法工程师",
            "运维工程师",
        ),
    },
    questions={
        "current": "What is {n}'s job title now?",
        "historical": "What was {n}'s job title before the current one?",
        "as_of": "What is {n}'s job title?",
        "planning": "Which role is {n} planning to move into?",
    },
    frags={
        EN: {
            "pres": (
                "I'm {av}",
                "I work as {av}",
                "my title is {v}",
                "my role is {v}",
                "I'm officially {av}",
            ),
            "pres3": ("{n} is {av}", "{n} works as {av}"),
            "new": (
                "I got promoted to {v}",
                "I became {av}",
                "I moved into a new role as {av}",
                "I took the {v} job on my team",
            ),
            "switch": (
                "I went from {old} to {v}",
                "I stopped being {aold} and became {av}",
                "I traded the {old} title for {v}",
            ),
            "past": ("I was {av}", "I worked as {av}"),
            "inf": ("become {av}", "make the jump to {v}", "step into the {v} role"),
            "ger": ("becoming {av}", "making the jump to {v}", "stepping into the {v} role"),
            "intro": (
                "About that {v} opening on my floor I applied for...",
                "My skip-level asked me ages ago whether I'd ever want to be {av}.",
            ),
            "follow": (
                "I got it. That's officially my title now.",
                "They gave it to me, and I started in the new role this week.",
                "Well, it happened. New title in my email signature and everything.",
            ),
            "dist": (
                "Job ads for {v} positions are everywhere.",
                "Our {v} just handed in her notice, chaos.",
                "Listened to a podcast about what {av} actually does all day.",
            ),
        },
        ZH: {
            "pres": ("我是{v}", "我做{v}", "我的岗位是{v}", "我的职位是{v}"),
            "pres3": ("{n}是{v}", "{n}在做{v}"),
            "new": ("我升{v}了", "我转岗做{v}了", "我当上{v}了", "我正式成了{v}"),
            "switch": ("我从{old}转成了{v}", "我不做{old}了，改做{v}了", "我从{old}岗调成了{v}"),
            "past": ("我是{v}", "我做{v}", "我干的是{v}"),
            "inf": ("转{v}", "去做{v}", "竞聘{v}"),
            "intro": ("之前说内部在招{v}，我投了简历那事。", "领导很早就问过我想不想做{v}。"),
            "follow": (
                "批下来了，现在正式就是这个岗位。",
                "转岗成功，这周开始干新活了。",
                "成了，邮件签名都改了。",
            ),
            "dist": (
                "招聘网站上全是{v}的岗位。",
                "我们部门的{v}要离职了，一团乱。",
                "听了个播客讲{v}每天都在干嘛。",
            ),
        },
    },
)

TEAM = SlotDef(
    key="team",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Payments",
            "Platform",
            "Growth",
            "Mobile",
            "Security",
            "Observability",
            "Billing",
            "Identity",
            "Checkout",
            "Onboarding",
        ),
        ZH: (
            "支付组",
            "基础架构组",
            "增长组",
            "推荐组",
            "客户端组",
            "安全组",
            "数据平台组",
            "商业化组",
        ),
    },
    questions={
        "current": "Which team is {n} on now?",
        "historical": "Which team was {n} on before the current one?",
        "as_of": "Which team is {n} on?",
        "planning": "Which team is {n} planning to join?",
    },
    frags={
        EN: {
            "pres": (
                "I'm on the {v} team",
                "I sit in {v}",
                "my team is {v}",
                "I work in the {v} group",
            ),
            "pres3": ("{n} is on the {v} team", "{n} works in {v}"),
            "new": (
                "I moved to the {v} team",
                "I transferred to {v}",
                "I got reorged into {v}",
                "I joined the {v} team",
            ),
            "switch": (
                "I left {old} for the {v} team",
                "I moved from {old} over to {v}",
                "I got pulled out of {old} and into {v}",
            ),
            "past": ("I was on the {v} team", "I sat in {v}", "I worked in the {v} group"),
            "inf": ("transfer to {v}", "move over to the {v} team", "join the {v} team"),
            "ger": ("transferring to {v}", "moving over to the {v} team", "joining the {v} team"),
            "intro": (
                "Remember the open spot on the {v} team I mentioned?",
                "That lunch with the {v} lead last month...",
            ),
            "follow": (
                "I asked to join and they said yes. I'm one of them now.",
                "The transfer went through. Sitting with them as of this week.",
                "Done deal, I moved desks on Monday and I'm on their standup now.",
            ),
            "dist": (
                "The {v} team had a brutal outage this week.",
                "{v} is hiring two more people.",
                "Heard the {v} team is getting a new lead.",
            ),
        },
        ZH: {
            "pres": ("我在{v}", "我是{v}的", "我属于{v}"),
            "pres3": ("{n}在{v}", "{n}是{v}的"),
            "new": ("我调到{v}了", "我转到{v}了", "我被划到{v}了", "我加入了{v}"),
            "switch": ("我从{old}调到了{v}", "我离开{old}去了{v}"),
            "past": ("我在{v}", "我在{v}待过"),
            "inf": ("调去{v}", "转到{v}", "申请去{v}"),
            "intro": ("之前说{v}有个空缺那事。", "上个月跟{v}的老大吃饭那次……"),
            "follow": (
                "申请了，批了，现在我就在那边。",
                "调岗手续办完了，这周开始坐过去了。",
                "搞定了，周一换了工位，已经开始参加他们的站会。",
            ),
            "dist": ("{v}这周出了个大事故。", "{v}又在招人了。", "听说{v}要换老大了。"),
        },
    },
)

MANAGER = SlotDef(
    key="manager",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Rachel",
            "Omar",
            "Greta",
            "Viktor",
            "Sana",
            "Hiro",
            "Bethany",
            "Callum",
            "Ingrid",
            "Tariq",
        ),
        ZH: ("老周", "陈总", "李姐", "刘经理", "赵总", "黄组长", "孙哥", "吴老师"),
    },
    questions={
        "current": "Who is {n}'s manager now?",
        "historical": "Who was {n}'s manager before the current one?",
        "as_of": "Who is {n}'s manager?",
    },
    frags={
        EN: {
            "pres": (
                "my manager is {v}",
                "I report to {v}",
                "{v} is my boss",
                "I'm on {v}'s team, reporting straight to them",
            ),
            "pres3": ("{n} reports to {v}", "{n}'s manager is {v}"),
            "new": (
                "I got a new manager, {v}",
                "{v} took over as my manager",
                "I got moved under {v}",
                "I started reporting to {v}",
            ),
            "switch": (
                "my manager changed from {old} to {v}",
                "{old} handed me over to {v}",
                "I stopped reporting to {old}, and {v} has me now",
            ),
            "past": ("I reported to {v}", "my manager was {v}", "I worked under {v}"),
            "inf": ("move under {v}", "report to {v}"),
            "ger": ("moving under {v}", "reporting to {v}"),
            "intro": (
                "{v} from the other org has been sitting in on our standups.",
                "Had a long one-on-one with {v} today, which was new.",
            ),
            "follow": (
                "Turns out that was a handover. They're officially my manager now.",
                "Org chart got updated: I report to them now.",
                "Yep, it's official, my reviews go through them from now on.",
            ),
            "dist": (
                "{v} gave a great talk at the all-hands.",
                "{v} from finance keeps double-booking the big room.",
                "My friend's boss is also called {v}, funny coincidence.",
            ),
        },
        ZH: {
            "pres": ("我的领导是{v}", "我向{v}汇报", "我归{v}管", "{v}是我老板"),
            "pres3": ("{n}的领导是{v}", "{n}向{v}汇报"),
            "new": (
                "我换领导了，新领导是{v}",
                "{v}接手当我领导了",
                "我改向{v}汇报了",
                "我被划到{v}手下了",
            ),
            "switch": ("我的领导从{old}换成了{v}", "{old}把我交给{v}带了"),
            "past": ("我归{v}管", "我的领导是{v}", "我向{v}汇报"),
            "inf": ("转到{v}手下", "跟{v}干"),
            "intro": ("{v}最近老来我们的站会。", "今天跟{v}单独聊了一个小时，挺少见的。"),
            "follow": (
                "原来是在交接，现在正式归他管了。",
                "组织架构更新了，我现在向他汇报。",
                "确定了，以后绩效都是他来打。",
            ),
            "dist": (
                "{v}在全员大会上讲得挺好。",
                "财务那边的{v}又把大会议室订满了。",
                "朋友的领导也叫{v}，真巧。",
            ),
        },
    },
)

PROJECT = SlotDef(
    key="project",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Project Heron",
            "Project Kestrel",
            "Project Osprey",
            "Project Marlin",
            "Project Tundra",
            "Project Cobalt",
            "Project Lantern",
            "Project Sequoia",
        ),
        ZH: (
            "星火计划",
            "鲲鹏项目",
            "天枢项目",
            "青云平台",
            "北斗迁移",
            "磐石项目",
            "灯塔项目",
            "远航计划",
        ),
    },
    questions={
        "current": "Which project is {n} working on now?",
        "historical": "Which project was {n} working on before the current one?",
        "as_of": "Which project is {n} working on?",
        "planning": "Which project is {n} planning to move onto?",
    },
    frags={
        EN: {
            "pres": (
                "I'm working on {v}",
                "my main project is {v}",
                "I spend all day on {v}",
                "I'm heads-down on {v}",
            ),
            "pres3": ("{n} is working on {v}", "{n} is on {v}"),
            "new": (
                "I got moved onto {v}",
                "I was assigned to {v}",
                "I started on {v}",
                "I picked up {v}",
            ),
            "switch": (
                "I rolled off {old} and onto {v}",
                "I handed {old} over and picked up {v}",
                "I wrapped up {old} and jumped onto {v}",
            ),
            "past": ("I worked on {v}", "I was stuck on {v}", "I spent my days on {v}"),
            "inf": ("move onto {v}", "pick up {v}", "join {v}"),
            "ger": ("moving onto {v}", "picking up {v}", "joining {v}"),
            "we": (
                "our team moved onto {v}",
                "we're all heads-down on {v}",
                "the whole team got put on {v}",
            ),
            "intro": (
                "Leadership kicked off something called {v} a while ago.",
                "Remember the {v} planning meeting I sat in on?",
            ),
            "follow": (
                "Guess who got put on it full-time. Me.",
                "They pulled me onto it, it's my whole week now.",
                "I'm on it now, officially. Goodbye free time.",
            ),
            "dist": (
                "{v} got cancelled, apparently.",
                "The {v} folks demoed something cool today.",
                "Everyone's complaining about the {v} deadline.",
            ),
        },
        ZH: {
            "pres": ("我在做{v}", "我主要负责{v}", "我整天都在忙{v}", "我手上是{v}"),
            "pres3": ("{n}在做{v}", "{n}负责{v}"),
            "new": ("我被调去做{v}了", "我接手了{v}", "我开始做{v}了", "我被拉进{v}了"),
            "switch": ("我从{old}转到了{v}", "{old}交出去了，我接了{v}", "我做完{old}，转去{v}了"),
            "past": ("我做{v}", "我负责{v}", "我天天耗在{v}上"),
            "inf": ("去做{v}", "接{v}", "加入{v}"),
            "we": ("我们组全员转去搞{v}了", "我们团队都扑在{v}上", "整个组都被调去做{v}了"),
            "intro": ("公司前阵子立了个项目叫{v}。", "之前旁听的{v}立项会，还记得吗？"),
            "follow": (
                "结果把我调过去了，全职做这个。",
                "我被拉进去了，现在整周都在忙它。",
                "现在正式在上面了，跟空闲时间说再见。",
            ),
            "dist": ("听说{v}被砍了。", "{v}那边今天的演示挺酷。", "大家都在吐槽{v}的deadline。"),
        },
    },
)

DIET = SlotDef(
    key="diet",
    multi=False,
    plans=True,
    pool={
        EN: (
            "vegetarian",
            "vegan",
            "pescatarian",
            "keto",
            "gluten-free",
            "paleo",
            "flexitarian",
            "low-FODMAP",
        ),
        ZH: ("素食", "纯素", "生酮饮食", "低碳水饮食", "轻断食", "地中海饮食", "无麸质饮食"),
    },
    questions={
        "current": "Which diet does {n} follow now?",
        "historical": "Which diet did {n} follow before the current one?",
        "as_of": "Which diet does {n} follow?",
        "planning": "Which diet is {n} planning to switch to?",
    },
    frags={
        EN: {
            "pres": ("I'm {v}", "I eat {v}", "I stick to a {v} diet", "my diet is {v}"),
            "pres3": ("{n} is {v}", "{n} eats {v}"),
            "new": (
                "I went {v}",
                "I started eating {v}",
                "I switched to a {v} diet",
                "I committed to eating {v}",
            ),
            "switch": (
                "I went from {old} to {v}",
                "I dropped {old} and went {v}",
                "I moved on from {old} to {v}",
            ),
            "past": ("I was {v}", "I ate {v}", "I did the whole {v} thing"),
            "inf": ("go {v}", "try eating {v}", "switch to a {v} diet"),
            "ger": ("going {v}", "trying {v}", "switching to a {v} diet"),
            "we": (
                "we eat {v} at home",
                "our whole household went {v}",
                "we cook {v} for the whole family",
            ),
            "intro": (
                "Remember that book on {v} eating I was reading?",
                "My doctor brought up {v} eating at my check-up a while ago.",
            ),
            "follow": (
                "Tried it for a month and I'm sticking with it. That's how I eat now.",
                "Gave it a go and it stuck, so that's my diet these days.",
                "Turns out I feel great on it, so I'm keeping it.",
            ),
            "dist": (
                "That new place downtown does a whole {v} menu.",
                "There's so much conflicting advice about {v} eating.",
                "My cousin's wedding had a {v} option, which was thoughtful.",
            ),
        },
        ZH: {
            "pres": ("我坚持{v}", "我走{v}路线", "我的饮食方式是{v}", "我按{v}来吃"),
            "pres3": ("{n}坚持{v}", "{n}在搞{v}"),
            "new": ("我开始{v}了", "我改成{v}了", "我转{v}了", "我正式开启{v}了"),
            "switch": ("我从{old}改成了{v}", "我放弃{old}，改{v}了"),
            "past": ("我坚持{v}", "我搞过{v}", "我按{v}来吃"),
            "inf": ("改成{v}", "试试{v}", "开始{v}"),
            "we": ("我们家吃{v}", "我们全家都改{v}了", "我们家做饭都按{v}来"),
            "intro": ("之前看的那本讲{v}的书，记得吧？", "体检的时候医生提过{v}。"),
            "follow": (
                "试了一个月，感觉不错，就这么吃下去了。",
                "试了一下就没再改回去，现在就是这么吃的。",
                "身体反馈很好，决定一直这样了。",
            ),
            "dist": (
                "新开的那家店有{v}菜单。",
                "关于{v}的说法太多了。",
                "表姐婚礼上专门准备了{v}餐，挺贴心。",
            ),
        },
    },
)

_EDITORS = (
    "VS Code",
    "Neovim",
    "Emacs",
    "Sublime Text",
    "Zed",
    "Helix",
    "IntelliJ IDEA",
    "PyCharm",
    "Cursor",
    "Xcode",
)

EDITOR = SlotDef(
    key="editor",
    multi=False,
    plans=True,
    pool={EN: _EDITORS, ZH: _EDITORS},
    questions={
        "current": "Which code editor does {n} use now?",
        "historical": "Which code editor did {n} use before the current one?",
        "as_of": "Which code editor does {n} use?",
        "planning": "Which code editor is {n} planning to switch to?",
    },
    frags={
        EN: {
            "pres": (
                "I use {v}",
                "I write all my code in {v}",
                "{v} is my editor",
                "I'm {av} person",
                "my editor of choice is {v}",
            ),
            "pres3": ("{n} uses {v}", "{n} codes in {v}", "{n} is {av} person"),
            "new": (
                "I switched over to {v}",
                "I went all in on {v}",
                "I made {v} my main editor",
                "I moved my whole setup to {v}",
            ),
            "switch": (
                "I switched from {old} to {v}",
                "I dropped {old} for {v}",
                "I uninstalled {old} and moved everything to {v}",
            ),
            "past": ("I was {av} user", "I spent years in {v}", "I used {v}"),
            "inf": ("switch to {v}", "give {v} a proper try", "move my setup to {v}"),
            "ger": ("switching to {v}", "giving {v} a proper try", "moving my setup to {v}"),
            "scoped": (
                "for {scope} I still use {x}",
                "{scope} still means opening {x}",
                "I keep {x} around for {scope}",
            ),
            "multi": (
                "mostly {v}, though for {scope} I'm stuck with {x}",
                "{v} day to day, but {x} for {scope}",
                "{v} for everything except {scope}, where it's {x}",
            ),
            "intro": (
                "Remember that {v} demo I saw at the meetup?",
                "I installed {v} a few weeks back just to poke around.",
            ),
            "follow": (
                "Okay, it won me over. It's my main editor now.",
                "I've been in it every day since and I'm not going back.",
                "Ported my config over last night, so it's official: that's what I code in now.",
            ),
            "dist": (
                "{v} shipped a huge update, apparently.",
                "Reviews for the latest {v} release are pretty mixed.",
                "There's another flame war about {v} on my timeline.",
            ),
        },
        ZH: {
            "pres": ("我用{v}", "我写代码用{v}", "{v}是我的主力编辑器", "我是{v}党"),
            "pres3": ("{n}用{v}", "{n}写代码用{v}"),
            "new": ("我换成{v}了", "我转投{v}了", "我全面切到{v}了", "我把整套配置搬到{v}了"),
            "switch": ("我从{old}换到了{v}", "我把{old}卸了，改用{v}", "我弃了{old}，转投{v}"),
            "past": ("我用{v}", "我是{v}用户", "我在{v}里泡了好几年"),
            "inf": ("换成{v}", "认真试试{v}", "转到{v}"),
            "scoped": ("{scope}还得用{x}", "{scope}我还是开{x}", "为了{scope}我还留着{x}"),
            "multi": ("平时主要用{v}，不过{scope}还是得用{x}", "日常{v}，{scope}用{x}"),
            "intro": ("还记得我在技术沙龙上看到的{v}演示吗？", "前几周装了个{v}玩玩。"),
            "follow": (
                "好吧，被它征服了，现在主力就是它。",
                "之后每天都在用，回不去了。",
                "昨晚把配置都迁过去了，正式定下来就用它了。",
            ),
            "dist": ("{v}出了个大更新。", "新版{v}评价褒贬不一。", "群里又在吵{v}好不好用。"),
        },
    },
)

_LANGS = (
    "Python",
    "Rust",
    "TypeScript",
    "Java",
    "Kotlin",
    "Elixir",
    "C#",
    "Ruby",
    "Swift",
    "Haskell",
    "Clojure",
)

PROGLANG = SlotDef(
    key="programming_language",
    multi=False,
    plans=True,
    pool={EN: _LANGS, ZH: _LANGS},
    questions={
        "current": "Which programming language does {n} mainly use now?",
        "historical": "Which programming language did {n} mainly use before the current one?",
        "as_of": "Which programming language does {n} mainly use?",
        "planning": "Which programming language is {n} planning to switch to?",
    },
    frags={
        EN: {
            "pres": (
                "I mostly write {v}",
                "my main language is {v}",
                "I write {v} all day",
                "{v} is what I code in",
            ),
            "pres3": ("{n} writes {v}", "{n} mostly codes in {v}"),
            "new": (
                "I switched to {v}",
                "I moved to writing {v} full-time",
                "I made {v} my main language",
                "I rewrote my corner of the codebase in {v} and stayed there",
            ),
            "switch": (
                "I switched from {old} to {v}",
                "I left {old} behind for {v}",
                "I traded {old} for {v}",
            ),
            "past": ("I wrote {v}", "I was {av} developer", "I did mostly {v}"),
            "inf": ("switch to {v}", "move to {v} full-time", "make {v} my main language"),
            "ger": ("switching to {v}", "moving to {v} full-time", "making {v} my main language"),
            "scoped": (
                "for {scope} I still write {x}",
                "{scope} is still all {x}",
                "I keep writing {x} for {scope}",
            ),
            "multi": (
                "mostly {v}, though {scope} keeps me in {x}",
                "{v} day to day, but {x} for {scope}",
                "{v} for everything except {scope}, which is {x}",
            ),
            "intro": (
                "Remember that {v} book I was reading on the way to work?",
                "I did a weekend tutorial on {v} a while back.",
            ),
            "follow": (
                "Well, it's my main language at work now.",
                "It stuck. I write it every single day now.",
                "Moved my whole team's service to it, so that's what I write now.",
            ),
            "dist": (
                "{v} just had a big release.",
                "There's a {v} conference in town next month.",
                "Someone on my feed says {v} is dying, lol.",
            ),
        },
        ZH: {
            "pres": ("我主要写{v}", "我的主力语言是{v}", "我天天写{v}", "我是写{v}的"),
            "pres3": ("{n}写{v}", "{n}主要用{v}"),
            "new": ("我转{v}了", "我改写{v}了", "我全职写{v}了", "我把主力语言换成了{v}"),
            "switch": ("我从{old}转到了{v}", "我不写{old}了，改写{v}", "我把{old}换成了{v}"),
            "past": ("我写{v}", "我是写{v}的", "我主要用{v}"),
            "inf": ("转{v}", "改写{v}", "把主力语言换成{v}"),
            "scoped": ("{scope}还是用{x}写", "{scope}还得写{x}", "为了{scope}我还在写{x}"),
            "multi": ("平时主要写{v}，不过{scope}还是用{x}", "日常{v}，{scope}写{x}"),
            "intro": ("还记得我上班路上看的那本{v}的书吗？", "前段时间周末跟着教程学了点{v}。"),
            "follow": (
                "结果现在工作里主力就是它了。",
                "坚持下来了，现在天天写。",
                "把整个服务都迁过去了，所以现在写的就是它。",
            ),
            "dist": (
                "{v}刚发了个大版本。",
                "下个月本地有个{v}大会。",
                "有人在群里说{v}要凉了，笑死。",
            ),
        },
    },
)

_OSES = (
    "Arch Linux",
    "Ubuntu",
    "Fedora",
    "macOS",
    "NixOS",
    "Debian",
    "Windows 11",
    "Pop!_OS",
    "openSUSE",
)

OPSYS = SlotDef(
    key="operating_system",
    multi=False,
    plans=True,
    pool={EN: _OSES, ZH: _OSES},
    questions={
        "current": "Which operating system does {n} run now?",
        "historical": "Which operating system did {n} run before the current one?",
        "as_of": "Which operating system does {n} run?",
        "planning": "Which operating system is {n} planning to switch to?",
    },
    frags={
        EN: {
            "pres": ("I run {v}", "my laptop runs {v}", "I'm on {v}", "{v} is my daily driver"),
            "pres3": ("{n} runs {v}", "{n} is on {v}"),
            "new": (
                "I switched to {v}",
                "I wiped my laptop and installed {v}",
                "I moved my machine over to {v}",
                "I went full {v}",
            ),
            "switch": (
                "I went from {old} to {v}",
                "I wiped {old} and put {v} on",
                "I ditched {old} for {v}",
            ),
            "past": ("I ran {v}", "I was on {v}", "I daily-drove {v}"),
            "inf": ("switch to {v}", "install {v}", "move my laptop to {v}"),
            "ger": ("switching to {v}", "installing {v}", "moving my laptop to {v}"),
            "scoped": (
                "for {scope} I still boot into {x}",
                "{scope} needs {x}, so that's still around",
                "I keep {x} on a second partition for {scope}",
            ),
            "multi": (
                "mostly {v}, though for {scope} I boot into {x}",
                "{v} day to day, {x} for {scope}",
            ),
            "intro": (
                "Remember me flashing {v} onto a USB stick?",
                "I tried {v} in a VM a couple of weeks ago.",
            ),
            "follow": (
                "It's on the laptop for real now. Daily driver.",
                "Took the plunge, that's what my machine runs now.",
                "No regrets, it's what I boot into every morning.",
            ),
            "dist": (
                "{v} pushed a big update this week.",
                "Half my feed is people complaining about {v}.",
                "A friend bricked his laptop installing {v}, oops.",
            ),
        },
        ZH: {
            "pres": ("我用{v}", "我电脑装的是{v}", "{v}是我的主力系统"),
            "pres3": ("{n}用{v}", "{n}电脑装的是{v}"),
            "new": ("我换成{v}了", "我把电脑重装成{v}了", "我全面转{v}了"),
            "switch": ("我从{old}换到了{v}", "我把{old}格了，装了{v}"),
            "past": ("我用{v}", "我电脑装的是{v}"),
            "inf": ("换成{v}", "装{v}", "把电脑换成{v}"),
            "scoped": ("{scope}还得进{x}", "为了{scope}还留着{x}"),
            "multi": ("日常用{v}，{scope}才切{x}", "平时{v}，{scope}还得用{x}"),
            "intro": ("还记得我把{v}刷进U盘那次吗？", "前两周在虚拟机里试了试{v}。"),
            "follow": (
                "现在真装到电脑上了，日常就用它。",
                "一狠心换了，现在开机就是它。",
                "不后悔，每天都在用。",
            ),
            "dist": ("{v}这周推了个大更新。", "朋友圈一半人在骂{v}。", "朋友装{v}把电脑装坏了。"),
        },
    },
)

PHONE = SlotDef(
    key="phone",
    multi=False,
    plans=True,
    pool={
        EN: (
            "iPhone 15",
            "Pixel 8",
            "Galaxy S23",
            "iPhone 13 mini",
            "Fairphone 5",
            "OnePlus 11",
            "Nothing Phone 2",
            "Pixel 7a",
        ),
        ZH: (
            "iPhone 15",
            "小米14",
            "Mate 60",
            "vivo X100",
            "OPPO Find X7",
            "荣耀Magic6",
            "一加12",
            "Pixel 8",
        ),
    },
    questions={
        "current": "Which phone does {n} use now?",
        "historical": "Which phone did {n} use before the current one?",
        "as_of": "Which phone does {n} use?",
        "planning": "Which phone is {n} planning to get?",
    },
    frags={
        EN: {
            "pres": ("I have {av}", "my phone is {av}", "I carry {av}", "I'm on {av}"),
            "pres3": ("{n} has {av}", "{n} uses {av}"),
            "new": ("I got {av}", "I upgraded to {av}", "I bought {av}", "I picked up {av}"),
            "switch": (
                "I traded my {old} for {av}",
                "I replaced my {old} with {av}",
                "I retired the {old} and got {av}",
            ),
            "past": ("I had {av}", "I carried {av}", "I used {av}"),
            "inf": ("get {av}", "upgrade to {av}", "buy {av}"),
            "ger": ("getting {av}", "upgrading to {av}", "buying {av}"),
            "scoped": ("work gives me {ax} for on-call", "my work phone is {ax}"),
            "multi": (
                "{av} for personal stuff, but work hands me {ax} for on-call",
                "{av} for me and {ax} from work for on-call",
            ),
            "intro": (
                "Remember me drooling over {av} in the shop?",
                "I borrowed my friend's {v} for a weekend a while back.",
            ),
            "follow": (
                "Caved and bought one. It's my phone now.",
                "Yep, got my own. Moved my SIM over last night.",
                "Ended up buying it, and the old one's in a drawer now.",
            ),
            "dist": (
                "The {v} camera reviews are wild.",
                "There's a recall rumour about the {v}.",
                "My dad keeps asking me whether he should get {av}.",
            ),
        },
        ZH: {
            "pres": ("我用{v}", "我的手机是{v}", "我拿的是{v}"),
            "pres3": ("{n}用{v}", "{n}的手机是{v}"),
            "new": ("我换了{v}", "我入手了{v}", "我买了台{v}", "我升级到{v}了"),
            "switch": ("我把{old}换成了{v}", "我的{old}退役了，换了{v}"),
            "past": ("我用{v}", "我的手机是{v}"),
            "inf": ("换{v}", "买台{v}", "升级到{v}"),
            "scoped": ("公司给我配了台{x}当值班手机", "我的工作机是{x}"),
            "multi": ("自己用{v}，公司配的工作机是{x}", "私人手机是{v}，值班用的是{x}"),
            "intro": ("还记得我在店里盯着{v}看了半天吗？", "之前借朋友的{v}玩了一个周末。"),
            "follow": (
                "没忍住，买了，现在就用它。",
                "自己也买了一台，昨晚把卡换过去了。",
                "最后还是入手了，旧手机已经扔抽屉了。",
            ),
            "dist": ("{v}的拍照评测太夸张了。", "听说{v}可能要召回。", "我爸老问我要不要买{v}。"),
        },
    },
)

CAR = SlotDef(
    key="car",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Tesla Model 3",
            "Honda Civic",
            "Toyota Prius",
            "Subaru Outback",
            "Volkswagen ID.4",
            "Mazda CX-5",
            "Kia Niro",
            "Volvo XC40",
            "Hyundai Ioniq 5",
            "Ford Mustang Mach-E",
        ),
        ZH: (
            "比亚迪汉",
            "特斯拉Model Y",
            "蔚来ET5",
            "小鹏P7",
            "理想L7",
            "大众朗逸",
            "丰田凯美瑞",
            "本田雅阁",
        ),
    },
    questions={
        "current": "Which car does {n} drive now?",
        "historical": "Which car did {n} drive before the current one?",
        "as_of": "Which car does {n} drive?",
        "planning": "Which car is {n} planning to buy?",
    },
    frags={
        EN: {
            "pres": ("I drive {av}", "my car is {av}", "I've got {av}"),
            "pres3": ("{n} drives {av}", "{n} has {av}"),
            "new": ("I bought {av}", "I picked up {av}", "I leased {av}", "I finally got {av}"),
            "switch": (
                "I sold the {old} and got {av}",
                "I traded in the {old} for {av}",
                "I said goodbye to the {old} and brought home {av}",
            ),
            "past": ("I drove {av}", "I had {av}", "I was driving {av}"),
            "inf": ("buy {av}", "get {av}", "lease {av}"),
            "ger": ("buying {av}", "getting {av}", "leasing {av}"),
            "we": (
                "we replaced the old car with {av}",
                "our family car is {av} now",
                "we traded up to {av}",
            ),
            "intro": (
                "Remember that {v} test drive I did?",
                "My neighbour let me take his {v} round the block a while ago.",
            ),
            "follow": (
                "Went back and bought one. It's in the driveway now.",
                "Signed the papers, so that's what I drive now.",
                "Couldn't stop thinking about it, so I got one. Picked it up Saturday.",
            ),
            "dist": (
                "The {v} got a facelift this year.",
                "Saw {av} wrapped in bright green today.",
                "Insurance on {av} is apparently brutal.",
            ),
        },
        ZH: {
            "pres": ("我开{v}", "我的车是{v}", "我开的是{v}"),
            "pres3": ("{n}开{v}", "{n}的车是{v}"),
            "new": ("我提了{v}", "我买了辆{v}", "我把{v}开回家了"),
            "switch": ("我把{old}卖了，换了{v}", "我的{old}置换成了{v}"),
            "past": ("我开{v}", "我的车是{v}"),
            "inf": ("买{v}", "提{v}", "换{v}"),
            "we": ("我们家买了{v}", "我们家的车是{v}", "我们家换了{v}"),
            "intro": ("之前试驾的{v}，记得吧？", "邻居前阵子让我开他的{v}绕了一圈。"),
            "follow": (
                "回头就订了一台，现在停在楼下。",
                "合同签了，现在开的就是它。",
                "念念不忘，还是买了，周六提的车。",
            ),
            "dist": ("{v}今年改款了。", "今天看到一辆荧光绿的{v}。", "听说{v}的保险特别贵。"),
        },
    },
)

COMMUTE = SlotDef(
    key="commute",
    multi=False,
    plans=True,
    pool={
        EN: ("bike", "subway", "tram", "ferry", "e-scooter", "commuter train", "carpool"),
        ZH: ("地铁", "公交车", "电动车", "自驾", "共享单车", "步行", "公司班车", "轮渡"),
    },
    questions={
        "current": "How does {n} get to work now?",
        "historical": "How did {n} get to work before the current way?",
        "as_of": "How does {n} get to work?",
        "planning": "How is {n} planning to commute?",
    },
    frags={
        EN: {
            "pres": (
                "I commute by {v}",
                "I get to the office by {v}",
                "I go in by {v} every day",
                "my commute is by {v}",
            ),
            "pres3": ("{n} commutes by {v}", "{n} gets to work by {v}"),
            "new": (
                "I started commuting by {v}",
                "I started going in by {v}",
                "I switched to commuting by {v}",
            ),
            "switch": (
                "I gave up the {old} and started going in by {v}",
                "I stopped commuting by {old} and switched to {v}",
            ),
            "past": ("I commuted by {v}", "I went in by {v}", "I got to work by {v}"),
            "inf": ("start commuting by {v}", "switch to commuting by {v}"),
            "ger": ("commuting by {v}", "switching to commuting by {v}"),
            "scoped": ("{scope} I go in by {x} instead", "{scope} it's {x} for me"),
            "multi": (
                "by {v} most days, and by {x} {scope}",
                "mostly by {v}, though {scope} I take the {x}",
            ),
            "intro": (
                "Remember my {v} experiment from a few weeks ago?",
                "A colleague talked me into trying the {v} route once.",
            ),
            "follow": (
                "It stuck. That's how I get to work now.",
                "Did it again the next day, and the day after. It's my commute now.",
                "Honestly it's faster, so that's my daily route now.",
            ),
            "dist": (
                "The city is planning to expand {v} options, apparently.",
                "There was a segment on the news about {v} commuters.",
                "Prices for the {v} went up again, according to the local paper.",
            ),
        },
        ZH: {
            "pres": ("我通勤靠{v}", "我上下班靠{v}", "我每天{v}去公司"),
            "pres3": ("{n}通勤靠{v}", "{n}上下班靠{v}"),
            "new": ("我改成{v}通勤了", "我通勤换成{v}了", "我开始{v}上班了"),
            "switch": ("我通勤从{old}换成了{v}", "我通勤不靠{old}了，改成{v}了"),
            "past": ("我通勤靠{v}", "我上下班靠{v}"),
            "inf": ("改成{v}通勤", "换成{v}上班"),
            "scoped": ("{scope}我就改{x}", "{scope}会{x}"),
            "multi": ("平时靠{v}，{scope}改{x}", "大部分时候{v}，{scope}就{x}"),
            "intro": ("还记得我前几周试的{v}通勤吗？", "同事劝我试过一次{v}上班。"),
            "follow": (
                "坚持下来了，现在每天都这么上班。",
                "第二天接着这样，第三天也是，就成了固定通勤。",
                "说实话更快，所以现在就这么走了。",
            ),
            "dist": (
                "市里说要扩建{v}相关的设施。",
                "新闻里在讲{v}通勤的人有多辛苦。",
                "本地报纸说{v}又涨价了。",
            ),
        },
    },
)

GYM = SlotDef(
    key="gym",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Iron Harbor Gym",
            "Summit Boulders",
            "Pulse Fitness",
            "Anytime Fitness",
            "Barbell Club",
            "Northside YMCA",
            "Crux Climbing Centre",
            "Riverside Leisure Centre",
        ),
        ZH: ("乐刻健身", "超级猩猩", "威尔士健身", "一兆韦德", "金吉鸟健身", "奥力健身", "舒适堡"),
    },
    questions={
        "current": "Which gym does {n} go to now?",
        "historical": "Which gym did {n} go to before the current one?",
        "as_of": "Which gym does {n} go to?",
        "planning": "Which gym is {n} planning to join?",
    },
    frags={
        EN: {
            "pres": ("I train at {v}", "I'm a member at {v}", "my gym is {v}", "I work out at {v}"),
            "pres3": ("{n} trains at {v}", "{n} goes to {v}"),
            "new": (
                "I joined {v}",
                "I signed up at {v}",
                "I moved my membership to {v}",
                "I got a membership at {v}",
            ),
            "switch": (
                "I cancelled at {old} and joined {v}",
                "I left {old} for {v}",
                "I moved from {old} to {v}",
            ),
            "past": ("I trained at {v}", "I had a membership at {v}", "I went to {v}"),
            "inf": ("join {v}", "sign up at {v}", "move my membership to {v}"),
            "ger": ("joining {v}", "signing up at {v}", "moving my membership to {v}"),
            "intro": (
                "Remember the free trial week at {v}?",
                "A friend dragged me along to {v} as a guest a while ago.",
            ),
            "follow": (
                "Signed up properly. That's my gym now.",
                "Bought the annual pass, so I'm there four times a week now.",
                "Couldn't go back to my old place after that, I'm a member now.",
            ),
            "dist": (
                "{v} is doing a New Year discount.",
                "Heard {v} got new equipment.",
                "The changing rooms at {v} are notoriously bad.",
            ),
        },
        ZH: {
            "pres": ("我在{v}练", "我办的是{v}的卡", "我的健身房是{v}", "我去{v}撸铁"),
            "pres3": ("{n}在{v}练", "{n}去{v}"),
            "new": ("我办了{v}的卡", "我转去{v}了", "我在{v}办了年卡"),
            "switch": ("我把{old}的卡退了，办了{v}", "我从{old}换到了{v}"),
            "past": ("我在{v}练", "我办过{v}的卡"),
            "inf": ("办{v}的卡", "去{v}练"),
            "intro": ("还记得{v}那个免费体验周吗？", "之前朋友带我去{v}蹭过一次。"),
            "follow": (
                "正式办卡了，现在就在那练。",
                "买了年卡，一周去四次。",
                "回不去原来那家了，现在是那边的会员。",
            ),
            "dist": ("{v}在搞新年优惠。", "听说{v}换了一批新器械。", "{v}的更衣室出了名的差。"),
        },
    },
)

SPORT = SlotDef(
    key="sport",
    multi=False,
    plans=True,
    pool={
        EN: (
            "rock climbing",
            "trail running",
            "swimming",
            "Brazilian jiu-jitsu",
            "indoor rowing",
            "tennis",
            "road cycling",
            "pilates",
            "squash",
            "volleyball",
        ),
        ZH: (
            "羽毛球",
            "游泳",
            "攀岩",
            "网球",
            "骑行",
            "乒乓球",
            "瑜伽",
            "普拉提",
            "越野跑",
            "拳击",
        ),
    },
    questions={
        "current": "What is {n}'s main sport now?",
        "historical": "What was {n}'s main sport before the current one?",
        "as_of": "What is {n}'s main sport?",
        "planning": "Which sport is {n} planning to take up?",
    },
    frags={
        EN: {
            "pres": (
                "my sport is {v}",
                "I do {v}",
                "I'm really into {v}",
                "I spend most evenings on {v}",
            ),
            "pres3": ("{n} does {v}", "{n} is really into {v}"),
            "new": (
                "I took up {v}",
                "I got into {v}",
                "I started doing {v}",
                "I signed up for a {v} club",
            ),
            "switch": (
                "I quit {old} and took up {v}",
                "I traded {old} for {v}",
                "I dropped {old} and got into {v}",
            ),
            "past": ("I did {v}", "I was big into {v}", "I did a lot of {v}"),
            "inf": ("take up {v}", "get into {v}", "start doing {v}"),
            "ger": ("taking up {v}", "getting into {v}", "starting {v}"),
            "intro": (
                "Remember that {v} taster session I went to?",
                "A friend took me to try {v} a few weeks ago.",
            ),
            "follow": (
                "I'm hooked. It's my main sport now.",
                "Went back every week since, so that's my thing now.",
                "Bought all the gear, so I guess it's official.",
            ),
            "dist": (
                "The {v} world championships are on this week.",
                "My physio says {v} is hard on the joints.",
                "There's a {v} club near the station.",
            ),
        },
        ZH: {
            "pres": ("我的运动是{v}", "我在练{v}", "{v}是我的主项", "我平时玩{v}"),
            "pres3": ("{n}在练{v}", "{n}平时玩{v}"),
            "new": ("我开始练{v}了", "我入坑{v}了", "我迷上了{v}", "我报了个{v}班"),
            "switch": ("我不玩{old}了，改练{v}", "我从{old}转到了{v}"),
            "past": ("我练{v}", "我特别迷{v}", "我玩{v}"),
            "inf": ("学{v}", "入坑{v}", "开始练{v}"),
            "intro": ("还记得我去上的那节{v}体验课吗？", "几周前朋友带我去试了{v}。"),
            "follow": (
                "上瘾了，现在主项就是它。",
                "之后每周都去，已经成习惯了。",
                "装备都买齐了，算是正式入坑。",
            ),
            "dist": ("这周在放{v}世锦赛。", "理疗师说{v}伤膝盖。", "车站附近有个{v}俱乐部。"),
        },
    },
)

DRINK = SlotDef(
    key="usual_drink",
    multi=False,
    plans=True,
    pool={
        EN: (
            "oat flat white",
            "pour-over",
            "cold brew",
            "espresso",
            "cortado",
            "decaf americano",
            "matcha latte",
            "chai latte",
        ),
        ZH: ("美式", "燕麦拿铁", "手冲", "冷萃", "澳白", "抹茶拿铁", "生椰拿铁", "摩卡"),
    },
    questions={
        "current": "What is {n}'s usual drink now?",
        "historical": "What was {n}'s usual drink before the current one?",
        "as_of": "What is {n}'s usual drink?",
        "planning": "Which drink is {n} planning to switch to?",
    },
    frags={
        EN: {
            "pres": (
                "my usual is {av}",
                "I start every day with {av}",
                "my go-to order is {av}",
                "I live on {v}",
            ),
            "pres3": ("{n} drinks {v}", "{n}'s usual is {av}"),
            "new": (
                "I switched to {v}",
                "I moved on to {v}",
                "I started ordering {v}",
                "I got hooked on {v}",
            ),
            "switch": (
                "I swapped {old} for {v}",
                "I went from {old} to {v}",
                "I quit {old} and switched to {v}",
            ),
            "past": ("my order was {av}", "I lived on {v}", "I drank {v}"),
            "inf": ("switch to {v}", "cut back to {v}", "start ordering {v}"),
            "ger": ("switching to {v}", "cutting back to {v}", "ordering {v}"),
            "scoped": ("on weekends I treat myself to {ax}", "when I'm at my parents' it's {ax}"),
            "multi": (
                "{av} on weekdays, {ax} on weekends",
                "mostly {v}, though on Sundays I go for {ax}",
            ),
            "intro": (
                "Remember the {v} from that little place by the station?",
                "The barista talked me into {av} a while back.",
            ),
            "follow": (
                "Haven't ordered anything else since. That's my usual now.",
                "It's become my daily thing, every single morning.",
                "I even bought the gear to make it at home, that's how hooked I am.",
            ),
            "dist": (
                "Someone at work swears by {v}.",
                "There's a new {v} place opening downstairs.",
                "Read an article ranking {v} against everything else.",
            ),
        },
        ZH: {
            "pres": ("我每天一杯{v}", "我的标配是{v}", "我只喝{v}", "我早上必点{v}"),
            "pres3": ("{n}只喝{v}", "{n}的标配是{v}"),
            "new": ("我改喝{v}了", "我爱上了{v}", "我开始每天点{v}了"),
            "switch": ("我从{old}改成了{v}", "我不喝{old}了，改喝{v}"),
            "past": ("我天天喝{v}", "我的标配是{v}"),
            "inf": ("改喝{v}", "戒掉别的只喝{v}"),
            "scoped": ("周末会来一杯{x}", "回爸妈家就喝{x}"),
            "multi": ("平时喝{v}，周末会来杯{x}", "工作日{v}，周末{x}"),
            "intro": ("还记得车站旁边那家小店的{v}吗？", "前阵子咖啡师给我推荐了{v}。"),
            "follow": (
                "之后就没点过别的，现在就是标配。",
                "现在每天早上一杯，雷打不动。",
                "连家里的器具都买了，可见有多上头。",
            ),
            "dist": ("同事特别推崇{v}。", "楼下要开一家专做{v}的店。", "看了篇文章给{v}打分排名。"),
        },
    },
)

MUSIC = SlotDef(
    key="favourite_artist",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Radiohead",
            "Phoebe Bridgers",
            "Khruangbin",
            "Fleetwood Mac",
            "Bon Iver",
            "Tame Impala",
            "Mitski",
            "Caroline Polachek",
            "Big Thief",
        ),
        ZH: (
            "周杰伦",
            "陈奕迅",
            "五月天",
            "林俊杰",
            "毛不易",
            "邓紫棋",
            "草东没有派对",
            "万能青年旅店",
            "李健",
            "孙燕姿",
        ),
    },
    questions={
        "current": "Who is {n}'s favourite artist now?",
        "historical": "Who was {n}'s favourite artist before the current one?",
        "as_of": "Who is {n}'s favourite artist?",
    },
    frags={
        EN: {
            "pres": (
                "my favourite artist is {v}",
                "I've got {v} on repeat",
                "I listen to {v} constantly",
                "{v} is all I play",
            ),
            "pres3": ("{n} loves {v}", "{n} has {v} on repeat"),
            "new": (
                "I got completely obsessed with {v}",
                "I fell hard for {v}",
                "{v} became my new favourite",
                "I went down a {v} rabbit hole and never came out",
            ),
            "switch": (
                "I moved on from {old} to {v}",
                "{old} got replaced by {v} in my rotation",
                "I stopped playing {old} and it's been {v} ever since",
            ),
            "past": ("I was obsessed with {v}", "my favourite was {v}", "I played {v} on repeat"),
            "inf": ("get into {v}", "give {v} a proper listen"),
            "ger": ("getting into {v}", "giving {v} a proper listen"),
            "intro": (
                "Remember that {v} song from the café playlist?",
                "A friend sent me a {v} album a few weeks ago.",
            ),
            "follow": (
                "I haven't stopped playing it. Favourite artist, no contest.",
                "Listened to the whole back catalogue since. Obsessed.",
                "Bought concert tickets, so yes, that's my favourite now.",
            ),
            "dist": (
                "{v} announced a tour.",
                "A friend thinks {v} is overrated.",
                "There's a {v} documentary coming out.",
            ),
        },
        ZH: {
            "pres": ("我最喜欢{v}", "我单曲循环{v}", "我歌单里全是{v}", "{v}是我的本命"),
            "pres3": ("{n}最喜欢{v}", "{n}天天听{v}"),
            "new": ("我迷上了{v}", "我入坑{v}了", "我转粉{v}了"),
            "switch": ("我从{old}转粉{v}了", "歌单里的{old}全换成了{v}"),
            "past": ("我最喜欢{v}", "我特别迷{v}", "我天天听{v}"),
            "inf": ("去听{v}", "入坑{v}"),
            "intro": ("还记得咖啡店里放的那首{v}的歌吗？", "几周前朋友发了张{v}的专辑给我。"),
            "follow": (
                "之后一直在循环，现在最爱就是他们。",
                "把以前的歌都补完了，彻底沦陷。",
                "演唱会门票都买了，现在是铁粉。",
            ),
            "dist": ("{v}官宣巡演了。", "朋友觉得{v}被高估了。", "听说要出{v}的纪录片。"),
        },
    },
)

NOTES = SlotDef(
    key="notes_app",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Notion",
            "Obsidian",
            "Logseq",
            "Evernote",
            "Apple Notes",
            "Roam Research",
            "OneNote",
            "Joplin",
        ),
        ZH: (
            "印象笔记",
            "语雀",
            "飞书文档",
            "有道云笔记",
            "Notion",
            "Obsidian",
            "石墨文档",
            "幕布",
        ),
    },
    questions={
        "current": "Which notes app does {n} use now?",
        "historical": "Which notes app did {n} use before the current one?",
        "as_of": "Which notes app does {n} use?",
        "planning": "Which notes app is {n} planning to move to?",
    },
    frags={
        EN: {
            "pres": (
                "I keep my notes in {v}",
                "{v} is my notes app",
                "I use {v} for notes",
                "my second brain lives in {v}",
            ),
            "pres3": ("{n} keeps notes in {v}", "{n} uses {v} for notes"),
            "new": (
                "I moved all my notes to {v}",
                "I switched to {v} for notes",
                "I migrated everything into {v}",
                "I started using {v} for all my notes",
            ),
            "switch": (
                "I exported everything from {old} into {v}",
                "I ditched {old} for {v}",
                "I moved my notes from {old} to {v}",
            ),
            "past": ("I used {v}", "my notes lived in {v}", "I kept everything in {v}"),
            "inf": ("move my notes to {v}", "switch to {v}", "migrate into {v}"),
            "ger": ("moving my notes to {v}", "switching to {v}", "migrating into {v}"),
            "scoped": ("work makes us use {x} for meeting notes", "for shared team docs it's {x}"),
            "multi": (
                "{v} for personal stuff, but meeting notes have to go in {x}",
                "mostly {v}, though the team insists on {x} for shared notes",
            ),
            "intro": (
                "Remember that {v} template I downloaded?",
                "A colleague showed me her {v} setup a while back.",
            ),
            "follow": (
                "Moved everything into it over the weekend. That's my notes app now.",
                "It stuck, I use it for everything now.",
                "Deleted the old app, so it's official.",
            ),
            "dist": (
                "{v} changed their pricing again.",
                "There's a huge {v} tips thread going around.",
                "My sister can't live without {v}.",
            ),
        },
        ZH: {
            "pres": ("我用{v}记笔记", "我的笔记都在{v}里", "{v}是我的第二大脑"),
            "pres3": ("{n}用{v}记笔记", "{n}的笔记都在{v}里"),
            "new": ("我把笔记都搬到{v}了", "我改用{v}记笔记了", "我全面迁到{v}了"),
            "switch": ("我从{old}迁到了{v}", "我弃了{old}，改用{v}"),
            "past": ("我用{v}记笔记", "我的笔记都在{v}里"),
            "inf": ("把笔记迁到{v}", "换成{v}"),
            "scoped": ("公司规定会议纪要用{x}", "团队共享文档还得用{x}"),
            "multi": ("个人笔记用{v}，公司那边得用{x}", "平时用{v}，团队共享的东西放{x}"),
            "intro": ("还记得我下载的那个{v}模板吗？", "之前同事给我看过她的{v}配置。"),
            "follow": (
                "周末把东西都搬进去了，现在就用它。",
                "用下来挺顺手，现在什么都记在里面。",
                "旧的App删了，算是正式定下来了。",
            ),
            "dist": ("{v}又改价格了。", "网上有个{v}技巧帖特别火。", "我姐离不开{v}。"),
        },
    },
)

PARTNER = SlotDef(
    key="partner",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Priya",
            "Marco",
            "Hannah",
            "Tomás",
            "Yuki",
            "Daniel",
            "Chloe",
            "Aisha",
            "Felix",
            "Noor",
            "Rosa",
            "Jonas",
        ),
        ZH: ("思琪", "浩然", "梦瑶", "子轩", "嘉怡", "雨桐", "一鸣", "欣然"),
    },
    questions={
        "current": "Who is {n}'s partner now?",
        "historical": "Who was {n}'s partner before the current one?",
        "as_of": "Who is {n}'s partner?",
    },
    frags={
        EN: {
            "pres": (
                "I'm with {v}",
                "my partner is {v}",
                "I'm dating {v}",
                "{v} and I are together",
            ),
            "pres3": ("{n} is dating {v}", "{n} is with {v}"),
            "new": (
                "I started seeing {v}",
                "{v} and I made it official",
                "I got together with {v}",
                "{v} asked me out and now we're a couple",
            ),
            "switch": (
                "{old} and I broke up, and I've been seeing {v} since",
                "after {old} and I split, I met {v}",
                "things ended with {old}, and I'm with {v} now",
                "{old} and I called it quits, and these days it's {v} and me",
            ),
            "past": ("I was with {v}", "I dated {v}", "{v} and I were together"),
            "inf": ("ask {v} out", "move in with {v}"),
            "ger": ("asking {v} out", "dating {v}"),
            "we": ("{v} and I moved in together", "{v} and I got engaged"),
            "intro": (
                "Had another dinner with {v} on Friday.",
                "{v} and I keep running into each other at the same bookshop.",
            ),
            "follow": (
                "Okay, it's official, we're together.",
                "We had the talk. So yes, I'm in a relationship now.",
                "So yes, we're a couple now. I'm very happy.",
            ),
            "dist": (
                "My best friend is dating someone called {v}.",
                "{v} from the book club is moving away.",
                "Met a {v} at a party, lovely person.",
            ),
        },
        ZH: {
            "pres": ("我和{v}在一起", "我对象是{v}", "我在跟{v}谈恋爱"),
            "pres3": ("{n}在跟{v}谈恋爱", "{n}的对象是{v}"),
            "new": ("我和{v}在一起了", "我跟{v}确定关系了", "{v}跟我表白了，我们在一起了"),
            "switch": (
                "我和{old}分手了，后来跟{v}在一起了",
                "跟{old}分开以后，我遇到了{v}",
                "我和{old}和平分手了，现在的对象是{v}",
            ),
            "past": ("我和{v}在一起", "我跟{v}谈过", "我对象是{v}"),
            "inf": ("约{v}出来", "跟{v}表白"),
            "we": ("我和{v}搬到一起住了", "我和{v}订婚了"),
            "intro": ("周五又跟{v}吃了顿饭。", "我和{v}老在同一家书店碰见。"),
            "follow": (
                "好吧，正式在一起了。",
                "我们聊开了，现在算是正式恋爱了。",
                "所以对，我们在一起了，很开心。",
            ),
            "dist": (
                "我闺蜜在跟一个叫{v}的人谈恋爱。",
                "读书会的{v}要搬走了。",
                "派对上认识了个叫{v}的，人挺好。",
            ),
        },
    },
)

SLEEP = SlotDef(
    key="sleep_schedule",
    multi=False,
    plans=True,
    pool={
        EN: (
            "10pm to 6am",
            "midnight to 8am",
            "1am to 9am",
            "9pm to 5am",
            "11pm to 7am",
            "2am to 10am",
        ),
        ZH: (
            "十点睡六点起",
            "十二点睡八点起",
            "凌晨一点睡九点起",
            "九点睡五点起",
            "十一点睡七点起",
            "凌晨两点睡十点起",
        ),
    },
    questions={
        "current": "What is {n}'s sleep schedule now?",
        "historical": "What was {n}'s sleep schedule before the current one?",
        "as_of": "What is {n}'s sleep schedule?",
        "planning": "Which sleep schedule is {n} planning to move to?",
    },
    frags={
        EN: {
            "pres": (
                "I sleep {v}",
                "my schedule is {v}",
                "I keep {v} hours",
                "bedtime-wise it's {v} for me",
            ),
            "pres3": ("{n} sleeps {v}", "{n} keeps {v} hours"),
            "new": (
                "I shifted my sleep to {v}",
                "I moved my sleep to {v}",
                "I reset my body clock to {v}",
                "I started sleeping {v}",
            ),
            "switch": (
                "I ditched the {old} routine and now sleep {v}",
                "I stopped doing {old}, and now it's {v}",
            ),
            "past": ("I slept {v}", "my schedule was {v}", "I kept {v} hours"),
            "inf": ("shift my sleep to {v}", "move my sleep to {v}", "switch to sleeping {v}"),
            "ger": ("shifting my sleep to {v}", "moving my sleep to {v}", "sleeping {v}"),
            "intro": (
                "Remember that sleep experiment, trying {v} for a week?",
                "My doctor suggested trying {v} a while ago.",
            ),
            "follow": (
                "Kept it up. That's my schedule now.",
                "My body's adjusted, so that's just how I sleep now.",
                "Stuck with it and feel loads better, it's my routine now.",
            ),
            "dist": (
                "Read that {v} is the healthiest schedule, apparently.",
                "My flatmate sleeps {v}, it's chaos when I get up.",
                "Some productivity guy online swears by {v}.",
            ),
        },
        ZH: {
            "pres": ("我的作息是{v}", "我基本{v}", "我一般{v}", "我雷打不动{v}"),
            "pres3": ("{n}的作息是{v}", "{n}一般{v}"),
            "new": ("我把作息调成了{v}", "我改成{v}了", "我开始{v}了"),
            "switch": ("我的作息从{old}变成了{v}", "我从{old}调成了{v}"),
            "past": ("我{v}", "我的作息是{v}", "我一般{v}"),
            "inf": ("把作息调成{v}", "改成{v}"),
            "intro": ("还记得我说要试一周{v}吗？", "医生前阵子建议我试试{v}。"),
            "follow": (
                "坚持下来了，现在就这个作息。",
                "身体已经适应了，现在就这么睡。",
                "感觉好太多了，已经成习惯。",
            ),
            "dist": (
                "看文章说{v}最健康。",
                "室友{v}，我起床的时候一团乱。",
                "网上有个效率博主推崇{v}。",
            ),
        },
    },
)

PETS = SlotDef(
    key="pets",
    multi=True,
    plans=True,
    pool={
        EN: (
            "Biscuit",
            "Miso",
            "Pepper",
            "Ziggy",
            "Clementine",
            "Mochi",
            "Waffles",
            "Olive",
            "Rocket",
            "Juno",
            "Pickle",
            "Nori",
        ),
        ZH: ("团子", "豆豆", "旺财", "咪咪", "可乐", "年糕", "汤圆", "布丁"),
    },
    questions={
        "coexisting": "Which pets does {n} have now?",
        "planning": "Which pet is {n} planning to adopt?",
    },
    frags={
        EN: {
            "has": (
                "I have a {sp} called {v}",
                "I share my flat with a {sp} named {v}",
                "{v}, my {sp}, runs the household",
            ),
            "pair": (
                "I've got two pets, {v} and {w}",
                "{v} and {w} are my two furballs",
                "home is me plus {v} and {w}",
            ),
            "pres3": ("{n} has a {sp} called {v}", "{n} lives with a {sp} named {v}"),
            "add": (
                "we adopted a {sp} named {v}",
                "I brought home a {sp} called {v}",
                "a little {sp} called {v} joined the household",
            ),
            "add2": (
                "{w} has a sibling now, a {sp} called {v}",
                "we added {v}, a {sp}, to keep {w} company",
            ),
            "remove": (
                "{v} went to live with my parents",
                "we had to say goodbye to {v}",
                "{v} passed away last week",
            ),
            "inf": ("adopt a {sp} called {v}", "bring home a {sp} and name it {v}"),
            "ger": ("adopting a {sp} called {v}", "bringing home a {sp} named {v}"),
            "intro": (
                "We went to the shelter to visit a {sp} called {v}.",
                "Remember the foster {sp}, {v}?",
            ),
            "follow": (
                "We brought her home. She's ours now, for good.",
                "Couldn't give her back. She lives with us now, officially adopted.",
                "Signed the adoption papers, so she's part of the family.",
            ),
            "dist": (
                "My neighbour's {sp} is called {v}, adorable.",
                "Saw a viral video of a {sp} named {v}.",
                "If I ever get another {sp} I'd call it {v}.",
            ),
        },
        ZH: {
            "has": ("我养了一只{sp}，叫{v}", "我家有只{sp}叫{v}", "{v}是我家的{sp}，家里它说了算"),
            "pair": ("我家有两只毛孩子，{v}和{w}", "{v}和{w}是我家的两个主子"),
            "pres3": ("{n}养了只{sp}叫{v}", "{n}家有只{sp}叫{v}"),
            "add": (
                "我们领养了一只{sp}，叫{v}",
                "家里新来了一只{sp}，名字叫{v}",
                "我又养了只{sp}，叫{v}",
            ),
            "add2": ("{w}有伴了，我们又养了只{sp}叫{v}", "为了给{w}作伴，家里添了只{sp}叫{v}"),
            "remove": ("{v}送去我爸妈家养了", "我们跟{v}告别了", "{v}上周走了，难受了好几天"),
            "inf": ("领养一只{sp}，叫它{v}", "再养一只{sp}，名字都想好了叫{v}"),
            "intro": ("周末去救助站看了一只叫{v}的{sp}。", "还记得那只寄养的{sp}{v}吗？"),
            "follow": (
                "带回家了，正式是我们家的一员。",
                "舍不得送回去，正式领养了。",
                "领养手续办完了，以后就是一家人。",
            ),
            "dist": (
                "邻居家的{sp}叫{v}，超可爱。",
                "刷到一个叫{v}的{sp}的视频火了。",
                "要是哪天再养{sp}，我就叫它{v}。",
            ),
        },
    },
)

SPOKEN = SlotDef(
    key="spoken_languages",
    multi=True,
    plans=True,
    pool={
        EN: (
            "English",
            "Spanish",
            "French",
            "German",
            "Japanese",
            "Portuguese",
            "Korean",
            "Italian",
            "Mandarin",
            "Dutch",
            "Arabic",
            "Polish",
        ),
        ZH: ("普通话", "英语", "粤语", "日语", "韩语", "法语", "德语", "西班牙语", "四川话"),
    },
    questions={
        "coexisting": "Which languages does {n} speak now?",
        "planning": "Which language is {n} planning to learn?",
    },
    frags={
        EN: {
            "has": ("I speak {v}", "I'm fluent in {v}"),
            "pair": (
                "I speak {v} and {w}",
                "I grew up speaking {v} and {w}",
                "I'm fluent in {v} and {w}",
            ),
            "pres3": ("{n} speaks {v}", "{n} is fluent in {v}"),
            "add": (
                "I can hold a proper conversation in {v}",
                "I passed my {v} B2 exam",
                "I got conversational in {v}",
                "I finally got decent at {v}",
            ),
            "add2": (
                "on top of {w}, I can get by in {v}",
                "I speak {v} alongside {w}, conversational at least",
            ),
            "remove": (
                "my {v} is completely gone, I can't speak it anymore",
                "I've lost my {v}, I couldn't even order lunch in it now",
            ),
            "inf": ("start learning {v}", "sign up for {v} classes"),
            "ger": ("learning {v}", "taking {v} classes"),
            "intro": (
                "Remember the {v} app I downloaded on a whim?",
                "My {v} tutor started with me last spring.",
            ),
            "follow": (
                "Turns out it worked. I can actually hold a conversation in it now.",
                "Had a whole dinner conversation in it last week without switching. I speak it now!",  # noqa: E501
                "Passed the exam, so I can officially say I speak it.",
            ),
            "dist": (
                "My flatmate is learning {v}.",
                "Is {v} hard to pick up as an adult?",
                "There's a {v} film festival this month.",
            ),
        },
        ZH: {
            "has": ("我会说{v}", "我{v}挺流利"),
            "pair": ("我会说{v}和{w}", "我从小说{v}和{w}"),
            "pres3": ("{n}会说{v}", "{n}的{v}很流利"),
            "add": (
                "我能用{v}正常聊天了",
                "我{v}考试过了",
                "我的{v}到了能日常交流的水平",
                "我终于学会{v}了",
            ),
            "add2": ("除了{w}，我现在也会{v}了", "在{w}之外又多会了{v}"),
            "remove": ("我的{v}已经全忘光了", "{v}好久不用，基本不会说了"),
            "inf": ("学{v}", "报个{v}班"),
            "intro": ("还记得我一时兴起下载的那个{v}App吗？", "去年春天开始跟{v}老师上课。"),
            "follow": (
                "居然学成了，现在真能用它聊天。",
                "上周一顿饭全程用它聊，没换过语言，算是会了！",
                "考试过了，可以说自己会了。",
            ),
            "dist": ("室友在学{v}。", "成年人学{v}难吗？", "这个月有个{v}电影节。"),
        },
    },
)

HOBBIES = SlotDef(
    key="hobbies",
    multi=True,
    plans=True,
    pool={
        EN: (
            "pottery",
            "sourdough baking",
            "chess",
            "birdwatching",
            "woodworking",
            "knitting",
            "film photography",
            "gardening",
            "board games",
            "calligraphy",
            "watercolour painting",
        ),
        ZH: (
            "摄影",
            "书法",
            "钓鱼",
            "烘焙",
            "露营",
            "围棋",
            "弹吉他",
            "养多肉",
            "剧本杀",
            "陶艺",
            "滑板",
        ),
    },
    questions={
        "coexisting": "What are {n}'s hobbies now?",
        "planning": "Which hobby is {n} planning to take up?",
    },
    frags={
        EN: {
            "has": ("I'm into {v}", "my hobby is {v}", "I spend my weekends on {v}"),
            "pair": (
                "my hobbies are {v} and {w}",
                "outside work it's {v} and {w} for me",
                "I split my free time between {v} and {w}",
            ),
            "pres3": ("{n} is into {v}", "{n} spends weekends on {v}"),
            "add": (
                "I picked up {v}",
                "I got into {v} as well",
                "I started {v} on the side",
                "I added {v} to my list of hobbies",
            ),
            "add2": ("I picked up {v} alongside {w}", "on top of {w}, I got into {v}"),
            "remove": (
                "I gave up {v}",
                "I don't do {v} anymore",
                "I packed away all my {v} stuff for good",
            ),
            "inf": ("take up {v}", "try {v}"),
            "ger": ("taking up {v}", "trying {v}"),
            "intro": (
                "Remember that {v} workshop I booked?",
                "A friend lent me her {v} kit a while back.",
            ),
            "follow": (
                "I've been at it every weekend since. Proper hobby now.",
                "Bought my own gear, so it's officially a hobby, on top of the others.",
                "Can't stop. It's one of my things now.",
            ),
            "dist": (
                "There's a {v} exhibition at the library.",
                "My aunt has been doing {v} for thirty years.",
                "Saw a video of someone doing {v} and it looked so calming.",
            ),
        },
        ZH: {
            "has": ("我平时喜欢{v}", "我的爱好是{v}", "周末基本花在{v}上"),
            "pair": ("我的爱好是{v}和{w}", "下班以后就是{v}和{w}"),
            "pres3": ("{n}喜欢{v}", "{n}的爱好是{v}"),
            "add": ("我入坑了{v}", "我又多了个爱好：{v}", "我开始玩{v}了", "我业余时间开始搞{v}了"),
            "add2": ("除了{w}，我又开始玩{v}了", "{w}之外又迷上了{v}"),
            "remove": ("我不玩{v}了", "{v}已经放下了", "我把{v}的装备都收起来了，不搞了"),
            "inf": ("学{v}", "入坑{v}"),
            "intro": ("还记得我报的那个{v}体验课吗？", "之前朋友把她的{v}装备借给我了。"),
            "follow": (
                "之后每个周末都在弄，正式成了爱好。",
                "自己买了装备，算是又多了一个爱好。",
                "停不下来，已经是我的爱好之一了。",
            ),
            "dist": (
                "图书馆有个{v}展。",
                "我姑姑搞{v}三十年了。",
                "刷到别人{v}的视频，看着好解压。",
            ),
        },
    },
)

SLOTS: tuple[SlotDef, ...] = (
    CITY,
    EMPLOYER,
    ROLE,
    TEAM,
    MANAGER,
    PROJECT,
    DIET,
    EDITOR,
    PROGLANG,
    OPSYS,
    PHONE,
    CAR,
    COMMUTE,
    GYM,
    SPORT,
    DRINK,
    MUSIC,
    NOTES,
    PARTNER,
    SLEEP,
    PETS,
    SPOKEN,
    HOBBIES,
)

BASE_VALUE: dict[tuple[str, str], str] = {
    ("spoken_languages", EN): "English",
    ("spoken_languages", ZH): "普通话",
}

SPECIES: dict[str, tuple[str, ...]] = {
    EN: ("dog", "cat", "beagle", "tabby", "rabbit", "greyhound", "tortoise", "corgi"),
    ZH: ("猫", "狗", "柯基", "橘猫", "兔子", "仓鼠", "布偶猫", "金毛"),
}

SCOPES: dict[str, dict[str, tuple[str, ...]]] = {
    EN: {
        "editor": (
            "client work",
            "the old monorepo",
            "pairing sessions",
            "quick config edits",
            "the iOS build",
            "the data scripts",
        ),
        "programming_language": (
            "client work",
            "the old monorepo",
            "the data scripts",
            "the iOS build",
            "the legacy services",
        ),
        "operating_system": ("gaming", "the work VPN", "tax software", "video editing"),
        "commute": ("when it rains", "on Fridays", "in winter", "when I'm running late"),
    },
    ZH: {
        "editor": ("客户的项目", "老项目", "结对编程", "改配置文件", "iOS那块", "数据脚本"),
        "programming_language": (
            "客户的项目",
            "老项目",
            "数据脚本",
            "iOS那块",
            "公司的遗留系统",
        ),
        "operating_system": ("打游戏", "连公司VPN", "报税", "剪视频"),
        "commute": ("下雨天", "周五", "冬天", "快迟到的时候"),
    },
}

# ---------------------------------------------------------------------------------------------
# Generic wrappers.  {c}/{C}: clause (lower/capitalised), {i}: infinitive, {g}: gerund,
# {p}/{P}: third-person clause, {v}: bare value.
# ---------------------------------------------------------------------------------------------

WRAP: dict[str, dict[str, tuple[str, ...]]] = {
    EN: {
        "assert": (
            "{C}.",
            "Honestly, {c}.",
            "These days {c}.",
            "{C}, for what it's worth.",
            "Just so you know, {c}.",
            "Nothing new there: {c}.",
            "For context, {c}.",
            "Right now {c}, and it works for me.",
        ),
        "change": (
            "Big news: {c}.",
            "So {c} last month.",
            "Update: {c}.",
            "{C}, and I'm not looking back.",
            "Guess what, {c}.",
            "It took a while, but {c}.",
            "My sister still can't believe {c}.",
            "Forgot to mention, {c} a few weeks ago.",
            "{C}. Still getting used to it.",
            "People keep asking, so: {c}.",
        ),
        "multi_assert": (
            "{C}.",
            "Setup-wise: {c}.",
            "Honestly, {c}.",
            "It's {c}, basically.",
            "For context: {c}.",
        ),
        "multi_change": (
            "These days it's {c}.",
            "Update: it's {c} now.",
            "New setup: {c}.",
            "Switched things around, so now it's {c}.",
        ),
        "plan": (
            "I'm going to {i} next month.",
            "Decided: I'll {i} in a couple of months.",
            "The plan is to {i} once things calm down.",
            "It's all arranged, I'll {i} in a few weeks.",
            "Next step for me is to {i}.",
            "I've made up my mind, I'm going to {i} before the end of the year.",
            "Heads up, I'm planning to {i}.",
            "Starting next month I'll {i}.",
        ),
        "done": (
            "Did it: {c}.",
            "Followed through: {c}.",
            "As planned, {c}.",
            "Remember that plan? Done. {C}.",
            "It's official, {c}.",
            "Took longer than expected, but {c}.",
            "Promised myself and delivered: {c}.",
            "Well, it happened: {c}.",
        ),
        "consider": (
            "Thinking about {g}.",
            "I've been toying with the idea of {g}.",
            "Not sure yet, but I might {i}.",
            "Seriously considering {g} this year.",
            "Part of me wants to {i}.",
            "Would it be crazy to {i}? I keep coming back to it.",
            "Weighing up {g}, no decision yet.",
            "Can't stop reading about {g}. Tempted.",
        ),
        "drop": (
            "Not {g} after all.",
            "Scrapped the idea of {g}.",
            "Okay, I'm not going to {i}, too much hassle.",
            "Decided against {g}.",
            "Forget what I said about {g}, it's off.",
            "Looked into {g} properly and it doesn't make sense right now, so no.",
            "I talked myself out of {g}.",
            "Change of plans: I won't {i}.",
        ),
        "past_ooo": (
            "Back in 2019 {c}.",
            "Years ago {c}, before all this.",
            "When I was at uni {c}.",
            "Way back, {c}. Feels like another life.",
            "Fun fact: in 2018 {c}.",
            "Ten years ago {c}, believe it or not.",
            "In my early twenties {c}.",
            "Long before any of this, {c}.",
        ),
        "before": (
            "Before that, {c}.",
            "Before the switch, {c}.",
            "Until recently {c}, for the record.",
            "Not that long ago {c}.",
            "Previously {c}, which feels strange to say now.",
            "Up until the change, {c}.",
            "For context, before all this {c}.",
            "Funny to think that not long ago {c}.",
        ),
        "third": (
            "For the record: {p}.",
            "Official announcement: {p}.",
            "Note for whoever's keeping track: {p}.",
            "{P}. That's the news.",
            "Say it with me: {p}.",
            "Status report on yours truly: {p}.",
            "Writing it down so it's real: {p}.",
            "Breaking news, {p}.",
        ),
        "we": (
            "{C}.",
            "Small update: {c}.",
            "Quick update from our end: {c}.",
            "So, {c}.",
            "{C}, finally.",
            "After months of debate, {c}.",
            "We did it: {c}.",
            "News from our side: {c}.",
        ),
        "scoped": (
            "{C}.",
            "Small caveat: {c}.",
            "One exception: {c}.",
            "Worth saying, {c}.",
            "To be precise, {c}.",
            "Although {c}.",
            "Minor footnote: {c}.",
            "Oh, and {c}.",
        ),
        "remove": (
            "{C}.",
            "Sad update: {c}.",
            "So, {c}.",
            "Bit of a change: {c}.",
            "Not gonna lie, {c}.",
            "{C}, which I have mixed feelings about.",
            "For the record, {c}.",
            "Anyway, {c}.",
        ),
        "rec": (
            "My friend keeps telling me to {i}.",
            "A coworker swears I should {i}.",
            "Everyone online says to {i}. Meh.",
            "My mum thinks I should {i}. She thinks that about everything.",
            "Got a long message from an old classmate about why I should {i}.",
        ),
        "other": (
            "{P}.",
            "Apparently {p} now.",
            "Fun fact, {p}.",
            "Was chatting earlier and it turns out {p}.",
            "{P}, and won't stop talking about it.",
        ),
        "question": (
            "Is {v} any good?",
            "What do people think of {v}?",
            "Has anyone tried {v}?",
            "Honest question: is {v} overrated?",
        ),
        "memory": (
            "Remember when everyone was obsessed with {v}?",
            "Random memory: my first roommate could not shut up about {v}.",
            "I remember my dad going on about {v} when I was a kid.",
        ),
        "hypo": (
            "If I ever had to {i}, I'd need a lot of convincing.",
            "In another life I'd {i}.",
            "Imagine if I decided to {i}. My friends would laugh.",
            "Hypothetically, if someone paid me to {i}, would I? Maybe.",
        ),
        "wish": (
            "I wish I could {i}, but it's not realistic right now.",
            "Sometimes I daydream about the chance to {i}. Not happening though.",
        ),
    },
    ZH: {
        "assert": (
            "{c}。",
            "说实话，{c}。",
            "目前{c}。",
            "{c}，一直都是这样。",
            "顺便说一句，{c}。",
            "没什么变化，{c}。",
            "{c}，挺好的。",
            "简单交代一下背景：{c}。",
        ),
        "change": (
            "跟你说个事，{c}。",
            "更新一下：{c}。",
            "上个月{c}。",
            "折腾了好久，{c}。",
            "{c}，不打算回头了。",
            "你猜怎么着，{c}。",
            "我妈到现在还不敢相信{c}。",
            "前阵子{c}，一直忘了说。",
            "总之{c}，还在适应。",
        ),
        "multi_assert": ("{c}。", "目前{c}。", "说实话，{c}。", "简单说：{c}。"),
        "multi_change": (
            "现在{c}。",
            "更新一下：{c}。",
            "调整了一下，现在{c}。",
            "最近的状态：{c}。",
        ),
        "plan": (
            "我打算下个月{i}。",
            "决定了，过两个月就{i}。",
            "计划是等忙完这阵就{i}。",
            "都安排好了，过几周就{i}。",
            "下一步我要{i}。",
            "年底之前我一定要{i}。",
            "提前说一声，我准备{i}。",
            "下个月开始我就{i}。",
        ),
        "done": (
            "说到做到，{c}。",
            "之前说的事办成了：{c}。",
            "按计划，{c}。",
            "正式宣布：{c}。",
            "拖了一阵，{c}。",
            "还记得我说的那个计划吗？{c}。",
            "搞定！{c}。",
            "计划完成，{c}。",
        ),
        "consider": (
            "在考虑要不要{i}。",
            "有点想{i}。",
            "还没定，不过可能会{i}。",
            "今年认真想过{i}。",
            "心里一直惦记着{i}这件事。",
            "你说我{i}会不会太冲动？",
            "在纠结要不要{i}，还没拿主意。",
            "最近老在查{i}的事。",
        ),
        "drop": (
            "最后还是不{i}了。",
            "{i}的想法放弃了。",
            "算了，不{i}了，太折腾。",
            "想了想，决定不{i}。",
            "之前说要{i}，取消了。",
            "仔细算了算，{i}不现实，就不弄了。",
            "被自己劝退了，不{i}了。",
            "计划有变，不{i}了。",
        ),
        "past_ooo": (
            "2019年那会儿，{c}。",
            "好多年前{c}，感觉像上辈子的事。",
            "上大学的时候{c}。",
            "很早以前{c}。",
            "说个冷知识，2018年{c}。",
            "十年前{c}，信不信由你。",
            "刚工作那几年{c}。",
            "在这一切之前，{c}。",
        ),
        "before": (
            "在这之前，{c}。",
            "换之前，{c}。",
            "直到不久前{c}，记一笔。",
            "其实前阵子{c}。",
            "以前{c}，现在说起来有点怪。",
            "变之前，{c}。",
            "补充个背景，之前{c}。",
            "想想挺好笑，不久前{c}。",
        ),
        "third": (
            "记一笔：{p}。",
            "正式宣布：{p}。",
            "给关心的人同步一下：{p}。",
            "{p}，这就是最新消息。",
            "跟我念：{p}。",
            "本人近况：{p}。",
            "写下来才算数：{p}。",
            "重大新闻，{p}。",
        ),
        "we": (
            "{c}。",
            "小更新：{c}。",
            "我们这边更新一下：{c}。",
            "所以，{c}。",
            "{c}，终于。",
            "讨论了好几个月，{c}。",
            "搞定了：{c}。",
            "我们这边的消息：{c}。",
        ),
        "scoped": (
            "{c}。",
            "补充一句：{c}。",
            "有个例外：{c}。",
            "说清楚点，{c}。",
            "严格来说，{c}。",
            "不过{c}。",
            "小注释：{c}。",
            "对了，{c}。",
        ),
        "remove": (
            "{c}。",
            "坏消息：{c}。",
            "所以，{c}。",
            "有个变化：{c}。",
            "说实话，{c}。",
            "{c}，心情挺复杂的。",
            "记一下，{c}。",
            "总之，{c}。",
        ),
        "rec": (
            "朋友一直劝我{i}。",
            "同事说我应该{i}。",
            "网上都说要{i}，我不太信。",
            "我妈觉得我应该{i}，她什么事都这么觉得。",
            "老同学发了一大段话劝我{i}。",
        ),
        "other": (
            "{p}。",
            "听说{p}了。",
            "{p}，天天跟我念叨。",
            "聊天才知道{p}。",
            "说个八卦，{p}。",
        ),
        "question": (
            "{v}好用吗？",
            "大家觉得{v}怎么样？",
            "有人试过{v}吗？",
            "说真的，{v}是不是被高估了？",
        ),
        "memory": (
            "还记得以前大家都迷{v}吗？",
            "突然想起我第一个室友天天念叨{v}。",
            "记得小时候我爸老说起{v}。",
        ),
        "hypo": (
            "要是哪天非得{i}，得花很久说服我。",
            "如果有下辈子我可能会{i}。",
            "想象一下我突然{i}，朋友们肯定笑死。",
            "假设有人给钱让我{i}，我会吗？说不定。",
        ),
        "wish": ("真希望能{i}，可惜现在不现实。", "偶尔会幻想{i}，但不会真去做。"),
    },
}

OTHER_WHO: dict[str, tuple[str, ...]] = {
    EN: (
        "my sister",
        "my brother",
        "my flatmate",
        "a friend of mine",
        "my cousin",
        "my neighbour",
        "an old classmate",
        "my dad",
    ),
    ZH: ("我姐", "我哥", "我室友", "我一个朋友", "我表妹", "隔壁邻居", "我老同学", "我爸"),
}

ASSISTANT: dict[str, dict[str, tuple[str, ...]]] = {
    EN: {
        "generic": (
            "Got it, thanks for sharing.",
            "That sounds like a lot going on!",
            "How are you feeling about that?",
            "Interesting, tell me more.",
            "Makes sense.",
            "Haha, fair enough.",
            "Sounds like quite a week.",
            "Want me to remind you about that later?",
            "Noted.",
            "Oh? How did that go?",
        ),
        "answer": (
            "It really depends on what you need it for.",
            "Opinions are pretty split on that one, honestly.",
            "Hard to say without knowing more about your situation.",
        ),
        "mention": (
            "Some people really like {v} too, if you want to compare.",
            "If you're weighing options, {v} is another one people mention.",
            "For what it's worth, I've heard good things about {v} as well.",
        ),
    },
    ZH: {
        "generic": (
            "明白了，谢谢分享。",
            "听起来最近事情挺多的！",
            "你对这件事感觉怎么样？",
            "有意思，展开说说？",
            "可以理解。",
            "哈哈，也对。",
            "这一周挺充实啊。",
            "需要我之后提醒你吗？",
            "记下了。",
            "哦？后来怎么样了？",
        ),
        "answer": (
            "主要看你的具体需求。",
            "这个说实话大家看法挺分裂的。",
            "不了解你的情况，不太好说。",
        ),
        "mention": (
            "也有人挺喜欢{v}的，可以对比看看。",
            "如果在比较的话，{v}也常被提到。",
            "供参考，{v}的口碑也还行。",
        ),
    },
}

# Slots whose bare values read naturally in "Is {v} any good?"-style lines.
BARE_OK = frozenset(
    {
        "home_city",
        "employer",
        "editor",
        "programming_language",
        "operating_system",
        "phone",
        "notes_app",
        "usual_drink",
        "gym",
        "favourite_artist",
    }
)
# Slots where "Remember when everyone was obsessed with {v}?" makes sense.
MEMORY_OK = frozenset(
    {
        "home_city",
        "employer",
        "editor",
        "programming_language",
        "operating_system",
        "phone",
        "notes_app",
        "favourite_artist",
    }
)

# ---------------------------------------------------------------------------------------------
# Chit-chat without any state.  Lines that happen to contain a slot value are filtered out.
# ---------------------------------------------------------------------------------------------

_CHIT_EN: tuple[str, ...] = (
    "Morning! Slept terribly, the neighbours had a party.",
    "It's pouring outside, of course on the day I forgot my umbrella.",
    "Anyone else feel like this week has lasted a month?",
    "Made pancakes this morning, only burned two.",
    "The washing machine is making that noise again.",
    "I finally finished that 900-page fantasy novel.",
    "My houseplants are thriving, which is a first.",
    "Spent the whole afternoon on a spreadsheet that didn't need to exist.",
    "Quick vent: the printer jammed three times before ten.",
    "Watched the sunset from the balcony, it was unreal.",
    "I think I need a holiday. Or a nap. Or both.",
    "Tried a new pasta recipe, turned out decent.",
    "My inbox is a disaster and I refuse to look at it today.",
    "Happy Friday!",
    "Long day. Lots of meetings that could have been emails.",
    "The heating broke, so I'm wearing two jumpers indoors.",
    "Just got back from the dentist, face still numb.",
    "Found a twenty in an old jacket. Best moment of the week.",
    "Can't decide what to make for dinner. Again.",
    "My mum called to ask how to forward an email, took forty minutes.",
    "It's so hot today, I'm hiding inside with a fan.",
    "Does anyone actually enjoy grocery shopping?",
    "Fell asleep on the sofa at 9, woke up confused at 11.",
    "Spent the evening assembling flat-pack furniture. One screw left over, as always.",
    "My friend's wedding is next weekend and I still haven't bought a gift.",
    "Rewatched an old favourite movie and cried at the same scene.",
    "The wifi keeps dropping, I'm losing my mind.",
    "Had the most random dream about being late for an exam.",
    "Cleaned the whole kitchen, feel like a new person.",
    "Got caught in a hailstorm on the way home, lovely.",
    "Tried to fix the leaky tap myself. Now it's a different leak.",
    "Our building's lift is out of order again.",
    "I've been trying to drink more water. Day three, going okay.",
    "Ordered takeaway, it took two hours to arrive.",
    "Booked a dentist appointment I've been putting off for a year.",
    "Anyone have tips for getting through a Monday?",
    "Saw a dog wearing little boots in the snow today, made my week.",
    "Spent ages on hold with the bank.",
    "The sky looked purple this evening, no idea why.",
    "I really should call my grandmother more often.",
    "Birthday dinner for a friend tonight, looking forward to it.",
    "My back hurts from sitting all day.",
    "Cooked way too much rice again.",
    "I'm sorting my bookshelf by colour, don't judge me.",
    "Got a parking ticket. Five minutes late. Unbelievable.",
    "We had a power cut for two hours last night.",
    "Trying to read more and scroll less. Mixed results.",
    "Finally replied to all my messages from last week.",
    "Someone brought homemade cookies to the office.",
    "Feeling a bit under the weather today.",
    "I lost my keys and found them in the fridge.",
    "Such a slow day at work, I tidied my desk twice.",
    "Had a long chat with an old friend, felt good.",
    "There's a street festival in the park this weekend.",
    "I keep forgetting to water the basil.",
    "Spring cleaning mode activated.",
    "The cat next door keeps visiting my window.",
    "I bought a new umbrella and it broke the same day.",
    "Taxes are done for the year, huge relief.",
    "Why is every app asking me to rate it?",
    "Cancelled plans and stayed in, zero regrets.",
    "A parcel I ordered in March just showed up. It's nearly summer.",
    "My laptop fan sounds like a jet engine today.",
    "Somebody in the office microwaved fish again.",
    "Haircut went better than expected for once.",
    "I accidentally replied-all. We don't talk about it.",
)

_SHOWS_EN = (
    "a heist movie",
    "an old western",
    "a documentary about octopuses",
    "a courtroom drama",
    "a very long space opera",
    "a cooking competition",
    "a murder mystery",
    "a nature series about deserts",
)
_SHOW_REACT_EN = (
    "pretty good actually",
    "total waste of time",
    "couldn't stop thinking about it",
    "fell asleep halfway",
    "the ending made no sense",
    "would recommend",
)
_FOODS_EN = (
    "leftover curry",
    "a sad desk salad",
    "dumplings from the corner shop",
    "a giant burrito",
    "toast, honestly",
    "noodle soup",
    "a cheese toastie",
    "some very spicy ramen",
)
_FOOD_REACT_EN = (
    "ten out of ten",
    "not my finest choice",
    "exactly what I needed",
    "regretting it already",
)
_WEEKEND_EN = (
    "sleep in",
    "clean the flat",
    "visit my parents",
    "catch up on laundry",
    "a long brunch with friends",
    "absolutely nothing",
)

_CHIT_ZH: tuple[str, ...] = (
    "早上好！昨晚邻居开派对，几乎没睡。",
    "外面下大雨，偏偏今天没带伞。",
    "这周怎么这么长，感觉过了一个月。",
    "早上煎了饼，只糊了两个。",
    "洗衣机又开始发出怪声了。",
    "终于把那本九百页的小说看完了。",
    "阳台上的花居然都活着，头一回。",
    "一下午都在弄一个根本不需要存在的表格。",
    "打印机一上午卡了三次纸。",
    "今天的晚霞绝了。",
    "感觉需要放个假，或者睡一觉，或者都要。",
    "试了个新的意面做法，还凑合。",
    "邮箱已经爆了，今天拒绝打开。",
    "周五快乐！",
    "开了一天的会，好多其实发个邮件就行。",
    "暖气坏了，在家穿两件毛衣。",
    "刚从牙医那回来，脸还是麻的。",
    "在旧外套里翻到五十块钱，本周最开心的事。",
    "晚饭吃什么又成了世纪难题。",
    "我妈打电话问我怎么转发邮件，讲了四十分钟。",
    "今天热死了，躲在家里吹风扇。",
    "有人真的喜欢逛超市吗？",
    "九点在沙发上睡着，十一点醒来一脸懵。",
    "组装了一晚上家具，照例多出来一颗螺丝。",
    "朋友下周末结婚，礼物还没买。",
    "重温了一部老电影，还是在同一个地方哭了。",
    "网老是断，要疯了。",
    "做了个很离谱的梦，梦见考试迟到。",
    "把厨房彻底打扫了一遍，神清气爽。",
    "回家路上碰到冰雹，真是服了。",
    "自己修水龙头，结果换了个地方漏水。",
    "我们楼的电梯又坏了。",
    "最近在努力多喝水，第三天了。",
    "点的外卖两个小时才到。",
    "终于约了拖了一年的体检。",
    "周一怎么熬过去，有人有秘诀吗？",
    "今天看到一只穿小鞋子的狗，太可爱了。",
    "跟银行客服耗了半天。",
    "傍晚的天是紫色的，不知道为什么。",
    "应该多给奶奶打电话。",
    "今晚给朋友过生日，挺期待的。",
    "坐了一天，腰疼。",
    "饭又煮多了。",
    "在按颜色整理书架，别笑我。",
    "贴了罚单，就晚了五分钟。",
    "昨晚停电两个小时。",
    "想多看书少刷手机，效果一般。",
    "终于把上周的消息都回完了。",
    "同事带了自己做的饼干。",
    "今天有点不舒服。",
    "钥匙找了半天，最后在冰箱里。",
    "今天活不多，把桌子收拾了两遍。",
    "和老朋友聊了很久，挺开心。",
    "这周末公园有个市集。",
    "又忘了给薄荷浇水。",
    "大扫除模式开启。",
    "新买的伞当天就坏了。",
    "个税终于弄完了，松了口气。",
    "为什么每个软件都要我给它打分？",
    "取消了聚会在家躺着，一点不后悔。",
    "楼下新开了家面馆，排队排到马路上。",
    "快递又被放错地方了。",
    "电脑风扇今天吵得像飞机起飞。",
    "办公室又有人用微波炉热鱼。",
    "这次理发居然挺满意。",
    "不小心点了回复全部，不提了。",
)

_SHOWS_ZH = (
    "一部抢劫片",
    "一部老西部片",
    "讲章鱼的纪录片",
    "一部律政剧",
    "一部超长的太空片",
    "一档厨艺比赛节目",
    "一部悬疑片",
    "讲沙漠的自然纪录片",
)
_SHOW_REACT_ZH = ("还挺好看", "纯属浪费时间", "后劲很大", "看到一半睡着了", "结局看不懂", "推荐")
_FOODS_ZH = (
    "剩的咖喱",
    "一份很惨的沙拉",
    "楼下的饺子",
    "一个巨大的肉夹馍",
    "几片吐司",
    "一碗牛肉面",
    "麻辣烫",
    "超辣的拉面",
)
_FOOD_REACT_ZH = ("满分", "选错了", "正好需要", "已经后悔了")
_WEEKEND_ZH = ("睡懒觉", "打扫屋子", "回爸妈家", "洗衣服", "和朋友吃早午饭", "什么也不干")

NAMES_EN = (
    "Ava",
    "Bianca",
    "Carlos",
    "Dmitri",
    "Elena",
    "Farah",
    "Gabe",
    "Hugo",
    "Isla",
    "Jonah",
    "Kira",
    "Lena",
    "Maya",
    "Nadia",
    "Oscar",
    "Paula",
    "Quinn",
    "Ravi",
    "Sofia",
    "Theo",
    "Vera",
    "Wes",
    "Zara",
    "Amara",
    "Bruno",
    "Cleo",
    "Elif",
    "Finn",
    "Imani",
    "Mateo",
)
NAMES_ZH = (
    "Li",
    "Wei",
    "Jun",
    "Mei",
    "Hao",
    "Ling",
    "Yan",
    "Tao",
    "Xin",
    "Fang",
    "Lei",
    "Qing",
    "Bo",
    "Ming",
)

ALL_VALUES: tuple[str, ...] = tuple(
    sorted({v for s in SLOTS for pool in s.pool.values() for v in pool}, key=lambda v: -len(v))
)
_ALL_VALUES_LOWER: tuple[str, ...] = tuple(v.lower() for v in ALL_VALUES)


def _mentions_value(text: str) -> bool:
    low = text.lower()
    return any(v in low for v in _ALL_VALUES_LOWER)


def _chit_lines(lang: str) -> list[tuple[str, str, str]]:
    """(family, key, line): one line per key and a few lines per template family per person."""
    if lang == EN:
        lines = [("", line, line) for line in _CHIT_EN]
        lines += [
            ("show", s, f"Watched {s} last night, {r}.") for s in _SHOWS_EN for r in _SHOW_REACT_EN
        ]
        lines += [
            ("food", f, f"Lunch today was {f}, {r}.") for f in _FOODS_EN for r in _FOOD_REACT_EN
        ]
        lines += [("weekend", a, f"Weekend plan: {a}, nothing else.") for a in _WEEKEND_EN]
    else:
        lines = [("", line, line) for line in _CHIT_ZH]
        lines += [("show", s, f"昨晚看了{s}，{r}。") for s in _SHOWS_ZH for r in _SHOW_REACT_ZH]
        lines += [("food", f, f"今天午饭是{f}，{r}。") for f in _FOODS_ZH for r in _FOOD_REACT_ZH]
        lines += [("weekend", a, f"周末计划：{a}，别的不干。") for a in _WEEKEND_ZH]
    return [(fam, key, line) for fam, key, line in lines if not _mentions_value(line)]


CHIT: dict[str, tuple[tuple[str, str, str], ...]] = {
    EN: tuple(_chit_lines(EN)),
    ZH: tuple(_chit_lines(ZH)),
}


def _article(value: str, lang: str) -> str:
    if lang == ZH:
        return value
    low = value.lower()
    vowel = value[:1] in "aeioAEIOX" and not low.startswith("one")
    return ("an " if vowel else "a ") + value


def _cap(text: str, lang: str) -> str:
    if lang == ZH or not text or any(text.startswith(v) for v in ALL_VALUES):
        return text
    return text[0].upper() + text[1:]


# ---------------------------------------------------------------------------------------------
# Per-person world building.
# ---------------------------------------------------------------------------------------------


@dataclass
class ProbeSpec:
    tier: int
    slot: SlotDef
    kind: str
    gold: list[str]
    outdated: list[str]
    abandoned: list[str]
    as_of_day: int | None = None


@dataclass
class _SlotState:
    """Mutable per-slot timeline while a person is being built."""

    slot: SlotDef
    pool: list[str]
    d0: int
    chain: list[str] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    current: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    pre: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    planned: str | None = None
    last: int = 0
    distracted: list[str] = field(default_factory=list)

    def take(self) -> str:
        """Pop a fresh value, preferring ones not already used in distractor lines."""
        for i in range(len(self.pool) - 1, -1, -1):
            if self.pool[i] not in self.distracted:
                return self.pool.pop(i)
        return self.pool.pop()


EXTRA_PROB: dict[str, float] = {
    "abandon": 0.55,
    "plan": 0.45,
    "distractor": 0.5,
    "third": 0.4,
    "pre": 0.45,
    "before": 0.4,
    "reassert": 0.3,
    "scoped": 0.55,
}


class _Person:
    def __init__(self, rng: random.Random, name: str, lang: str, slots: list[SlotDef]) -> None:
        self.rng = rng
        self.name = name
        self.lang = lang
        self.slots = slots
        self.items: list[tuple[int, list[Turn]]] = []
        self.specs: list[ProbeSpec] = []
        self.species: dict[str, str] = {}

    # -- text helpers -------------------------------------------------------------------------

    def _frag(self, slot: SlotDef, key: str) -> tuple[str, ...]:
        return slot.frags[self.lang].get(key, ())

    def _render(self, slot: SlotDef, tpl: str, v: str, **extra: str) -> str:
        kw: dict[str, str] = {"n": self.name, "v": v, "av": _article(v, self.lang)}
        if slot.key == "pets":
            kw["sp"] = self._sp(v)
        scopes = SCOPES[self.lang].get(slot.key)
        if scopes:
            kw["scope"] = self.rng.choice(scopes)
        for k, val in extra.items():
            kw[k] = val
            if k in ("old", "x", "w"):
                kw["a" + k] = _article(val, self.lang)
        return tpl.format(**kw)

    def _clause(self, slot: SlotDef, key: str, v: str, **extra: str) -> str:
        return self._render(slot, self.rng.choice(self._frag(slot, key)), v, **extra)

    def _wrap(self, kind: str, **parts: str) -> str:
        kw: dict[str, str] = {}
        for k, s in parts.items():
            kw[k] = s
            kw[k.upper()] = _cap(s, self.lang)
        return self.rng.choice(WRAP[self.lang][kind]).format(**kw)

    def _inf(self, slot: SlotDef, v: str) -> dict[str, str]:
        inf = self._clause(slot, "inf", v)
        ger_opts = self._frag(slot, "ger")
        ger = self._render(slot, self.rng.choice(ger_opts), v) if ger_opts else inf
        return {"i": inf, "g": ger}

    def _sp(self, v: str) -> str:
        if v not in self.species:
            self.species[v] = self.rng.choice(SPECIES[self.lang])
        return self.species[v]

    def _say(self, day: int, *texts: str) -> None:
        self.items.append((day, [(self.name, t) for t in texts]))

    def _change_clause(self, slot: SlotDef, old: str, new: str) -> str:
        if slot.key == "partner" or self.rng.random() < 0.45:
            return self._clause(slot, "switch", new, old=old)
        return self._clause(slot, "new", new)

    def _spread(self, lo: int, hi: int, n: int) -> list[int]:
        seg = (hi - lo) / n
        return [int(lo + seg * k + self.rng.uniform(0.3, 0.7) * seg) for k in range(n)]

    # -- single-valued slots ------------------------------------------------------------------

    def _announce(self, slot: SlotDef, v: str, day: int, pool: list[str]) -> None:
        modes = ["assert", "assert", "assert", "third"]
        if self._frag(slot, "we"):
            modes.append("we")
        if self._frag(slot, "multi") and pool:
            modes.append("multi")
        mode = self.rng.choice(modes)
        if mode == "third":
            p = self._clause(slot, "pres3", v)
            self._say(day, self._wrap("third", p=p))
        elif mode == "we":
            self._say(day, self._wrap("we", c=self._clause(slot, "we", v)))
        elif mode == "multi":
            x = pool.pop()
            self._say(day, self._wrap("multi_assert", c=self._clause(slot, "multi", v, x=x)))
        else:
            self._say(day, self._wrap("assert", c=self._clause(slot, "pres", v)))

    def _change(
        self, slot: SlotDef, old: str, new: str, day: int, prev: int, pool: list[str]
    ) -> None:
        rng = self.rng
        modes = ["direct", "direct", "direct", "pronoun", "third"]
        if slot.plans:
            modes += ["plan", "plan", "consider"]
        if self._frag(slot, "we"):
            modes.append("we")
        if self._frag(slot, "multi") and pool:
            modes.append("multi")
        # A new partner is always introduced together with the break-up, never implicitly.
        mode = "direct" if slot.key == "partner" else rng.choice(modes)
        if mode in ("plan", "consider"):
            lead = max(prev + 5, day - rng.randint(20, 60))
            self._say(lead, self._wrap(mode, **self._inf(slot, new)))
            follow_kind = "done" if mode == "plan" else "change"
            self._say(day, self._wrap(follow_kind, c=self._change_clause(slot, old, new)))
        elif mode == "pronoun":
            intro = self._render(slot, rng.choice(self._frag(slot, "intro")), new)
            follow = self._render(slot, rng.choice(self._frag(slot, "follow")), new)
            if rng.random() < 0.4:
                ask = rng.choice(ASSISTANT[self.lang]["generic"])
                self.items.append(
                    (day, [(self.name, intro), ("assistant", ask), (self.name, follow)])
                )
            else:
                self._say(day, intro, follow)
        elif mode == "third":
            self._say(day, self._wrap("third", p=self._clause(slot, "pres3", new)))
        elif mode == "we":
            self._say(day, self._wrap("we", c=self._clause(slot, "we", new)))
        elif mode == "multi":
            x = pool.pop()
            c = self._clause(slot, "multi", new, x=x)
            self._say(day, self._wrap("multi_change", c=c))
        else:
            self._say(day, self._wrap("change", c=self._change_clause(slot, old, new)))

    def _abandon(self, slot: SlotDef, y: str, a: int, b: int) -> None:
        parts = self._inf(slot, y)
        self._say(a, self._wrap(self.rng.choice(("consider", "plan")), **parts))
        self._say(b, self._wrap("drop", **self._inf(slot, y)))

    def _distractors(self, slot: SlotDef, pool: list[str], n: int, seen: list[str]) -> None:
        rng = self.rng
        kinds = (
            "dist",
            "dist",
            "dist",
            "rec",
            "other",
            "other",
            "question",
            "memory",
            "hypo",
            "wish",
        )
        for _ in range(n):
            if not pool:
                return
            v = rng.choice(pool)
            seen.append(v)
            day = rng.randint(0, LAST_DAY - 1)
            kind = rng.choice(kinds)
            if (kind == "question" and slot.key not in BARE_OK) or (
                kind == "memory" and slot.key not in MEMORY_OK
            ):
                kind = "dist"
            if kind == "dist":
                text = self._render(slot, rng.choice(self._frag(slot, "dist")), v)
            elif kind == "other":
                who = rng.choice(OTHER_WHO[self.lang])
                p = self._render(slot, rng.choice(self._frag(slot, "pres3")), v, n=who)
                text = self._wrap("other", p=p)
            elif kind in ("question", "memory"):
                text = rng.choice(WRAP[self.lang][kind]).format(v=v)
            else:
                text = self._wrap(kind, **self._inf(slot, v))
            turns: list[Turn] = [(self.name, text)]
            if kind in ("question", "rec", "wish", "hypo") and rng.random() < 0.5:
                others = [o for o in pool if o != v]
                if slot.key in BARE_OK and others and rng.random() < 0.5:
                    other = rng.choice(others)
                    reply = rng.choice(ASSISTANT[self.lang]["mention"]).format(v=other)
                else:
                    reply = rng.choice(ASSISTANT[self.lang]["answer"])
                turns.append(("assistant", reply))
            self.items.append((day, turns))

    def _pool(self, slot: SlotDef) -> list[str]:
        pool = list(slot.pool[self.lang])
        self.rng.shuffle(pool)
        return pool

    def _facts(self) -> int:
        return sum(1 for _, turns in self.items for who, _ in turns if who == self.name)

    def build(self) -> None:
        """Core timeline for every slot, then optional extras until the per-person budget."""
        rng = self.rng
        states = [self._core_multi(s) if s.multi else self._core_single(s) for s in self.slots]
        cap = rng.randint(22, 29)
        extras: list[tuple[_SlotState, str]] = []
        for st in states:
            kinds = ["abandon", "plan", "distractor"]
            if st.slot.multi:
                kinds.append("third")
            else:
                kinds += ["pre", "before", "reassert"]
                if self._frag(st.slot, "scoped"):
                    kinds.append("scoped")
            extras += [(st, kind) for kind in kinds]
        rng.shuffle(extras)
        for st, kind in extras:
            if self._facts() >= cap:
                break
            if rng.random() < EXTRA_PROB[kind]:
                self._extra(st, kind)
        for st in states:
            self._specs(st)

    # -- single-valued slots ------------------------------------------------------------------

    def _core_single(self, slot: SlotDef) -> _SlotState:
        rng = self.rng
        pool = self._pool(slot)
        n_ch = rng.choice((1, 1, 1, 2, 2, 3) if len(self.slots) < 6 else (1, 1, 2, 2))
        chain = [pool.pop() for _ in range(n_ch + 1)]
        d0 = rng.randint(0, 110)
        days = self._spread(d0 + 100, 700, n_ch)
        st = _SlotState(slot, pool, d0, chain=chain, starts=[d0, *days], ends=[*days, LAST_DAY])
        st.last = days[-1]
        self._announce(slot, chain[0], d0, pool)
        for k, day in enumerate(days):
            self._change(slot, chain[k], chain[k + 1], day, st.starts[k], pool)
        self._distractors(slot, pool, 1, st.distracted)
        return st

    def _extra(self, st: _SlotState, kind: str) -> None:
        rng = self.rng
        slot, pool = st.slot, st.pool
        if kind == "distractor":
            self._distractors(slot, pool, 1, st.distracted)
        elif kind == "abandon" and slot.plans and pool:
            if slot.multi:
                a = rng.randint(st.d0 + 10, 650)
            else:
                k = rng.randrange(len(st.chain))
                if st.ends[k] - st.starts[k] < 80:
                    return
                a = rng.randint(st.starts[k] + 8, st.ends[k] - 60)
            y = st.take()
            self._abandon(slot, y, a, a + rng.randint(15, 45))
            st.abandoned.append(y)
        elif kind == "plan" and slot.plans and pool and st.planned is None and st.last <= 680:
            st.planned = st.take()
            day = rng.randint(max(st.last + 20, 600), LAST_DAY - 2)
            self._say(day, self._wrap("plan", **self._inf(slot, st.planned)))
        elif kind == "third" and st.current:
            p = self._clause(slot, "pres3", rng.choice(st.current))
            self._say(rng.randint(st.last + 3, LAST_DAY - 1), self._wrap("third", p=p))
        elif kind == "pre" and pool and not st.pre:
            st.pre.append(st.take())
            c = self._clause(slot, "past", st.pre[0])
            self._say(rng.randint(st.d0, LAST_DAY - 1), self._wrap("past_ooo", c=c))
        elif kind == "before":
            c = self._clause(slot, "past", st.chain[-2])
            self._say(rng.randint(st.last + 5, LAST_DAY - 1), self._wrap("before", c=c))
        elif kind == "reassert":
            k = rng.randrange(len(st.chain))
            if st.ends[k] - st.starts[k] > 40:
                c = self._clause(slot, "pres", st.chain[k])
                day = rng.randint(st.starts[k] + 10, st.ends[k] - 15)
                self._say(day, self._wrap("assert", c=c))
        elif kind == "scoped" and pool:
            x = st.take()
            k = rng.randrange(len(st.chain))
            day = rng.randint(st.starts[k] + 5, st.ends[k] - 10)
            v = st.chain[k]
            if rng.random() < 0.5:
                self._say(day, self._wrap("scoped", c=self._clause(slot, "scoped", v, x=x)))
            else:
                self._say(day, self._wrap("multi_assert", c=self._clause(slot, "multi", v, x=x)))

    def _specs(self, st: _SlotState) -> None:
        slot, abandoned = st.slot, st.abandoned
        if slot.multi:
            current = list(st.current)
            self.specs.append(ProbeSpec(0, slot, "coexisting", current, st.removed, abandoned))
        else:
            chain, history = st.chain, st.pre + st.chain
            self.specs.append(ProbeSpec(0, slot, "current", [chain[-1]], history[:-1], abandoned))
            self.specs.append(
                ProbeSpec(2, slot, "historical", [chain[-2]], history[:-2], abandoned)
            )
            periods = list(range(len(chain) - 1))
            self.rng.shuffle(periods)
            for rank, k in enumerate(periods):
                mid = (st.starts[k] + st.ends[k]) // 2
                tier = 2 if rank == 0 else 3
                outdated = st.pre + chain[:k]
                spec = ProbeSpec(tier, slot, "as_of", [chain[k]], outdated, abandoned, mid)
                self.specs.append(spec)
        if st.planned is not None:
            self.specs.append(ProbeSpec(1, slot, "planning", [st.planned], [], abandoned))

    # -- multi-valued slots -------------------------------------------------------------------

    def _add(self, slot: SlotDef, v: str, current: list[str], day: int, prev: int) -> None:
        rng = self.rng
        modes = ["add", "add", "add2", "pronoun"]
        if slot.plans:
            modes += ["plan", "consider"]
        mode = rng.choice(modes)
        if mode in ("plan", "consider"):
            lead = max(prev + 5, day - rng.randint(20, 60))
            self._say(lead, self._wrap(mode, **self._inf(slot, v)))
            kind = "done" if mode == "plan" else "change"
            self._say(day, self._wrap(kind, c=self._clause(slot, "add", v)))
        elif mode == "pronoun":
            intro = self._render(slot, rng.choice(self._frag(slot, "intro")), v)
            follow = self._render(slot, rng.choice(self._frag(slot, "follow")), v)
            self._say(day, intro, follow)
        elif mode == "add2":
            w = rng.choice(current)
            self._say(day, self._wrap("change", c=self._clause(slot, "add2", v, w=w)))
        else:
            self._say(day, self._wrap("change", c=self._clause(slot, "add", v)))

    def _core_multi(self, slot: SlotDef) -> _SlotState:
        rng = self.rng
        pool = self._pool(slot)
        base = BASE_VALUE.get((slot.key, self.lang))
        if base is not None:
            pool.remove(base)
            current = [base, pool.pop()]
        else:
            current = [pool.pop() for _ in range(rng.choice((1, 2)))]
        d0 = rng.randint(0, 110)
        if len(current) == 2:
            c = self._clause(slot, "pair", current[0], w=current[1])
        else:
            c = self._clause(slot, "has", current[0])
        self._say(d0, self._wrap("assert", c=c))

        st = _SlotState(slot, pool, d0, current=current)
        prev = last = d0
        for day in self._spread(d0 + 80, 700, rng.choice((1, 2, 2, 3))):
            removable = [x for x in current if x != base]
            if len(current) >= 2 and removable and rng.random() < 0.3:
                r = rng.choice(removable)
                self._say(day, self._wrap("remove", c=self._clause(slot, "remove", r)))
                current.remove(r)
                st.removed.append(r)
            elif pool:
                v = pool.pop()
                self._add(slot, v, current, day, prev)
                current.append(v)
            prev = last = day
        if len(current) < 2 and pool:
            v = pool.pop()
            last = rng.randint(min(last + 20, 715), 725)
            self._say(last, self._wrap("change", c=self._clause(slot, "add", v)))
            current.append(v)
        st.last = last
        self._distractors(slot, pool, 1, st.distracted)
        return st

    # -- sessions -----------------------------------------------------------------------------

    def sessions(self) -> list[tuple[int, list[Turn]]]:
        rng = self.rng
        by_day: dict[int, list[Turn]] = {}
        for day, turns in sorted(self.items, key=lambda it: it[0]):
            by_day.setdefault(day, []).extend(turns)
        facts = sum(1 for turns in by_day.values() for who, _ in turns if who == self.name)
        budget = max(rng.randint(44, 58) - facts, facts + 2)
        options = list(CHIT[self.lang])
        rng.shuffle(options)
        seen: set[str] = set()
        families: dict[str, int] = {}
        chit: list[str] = []
        for family, key, line in options:
            if key in seen or len(chit) >= budget or (family and families.get(family, 0) >= 3):
                continue
            seen.add(key)
            families[family] = families.get(family, 0) + 1
            chit.append(line)

        out: list[tuple[int, list[Turn]]] = []
        for day in sorted(by_day):
            turns = list(by_day[day])
            if chit and rng.random() < 0.5:
                turns.insert(0, (self.name, chit.pop()))
            if chit and rng.random() < 0.35:
                turns.append((self.name, chit.pop()))
            out.append((day, turns))
        used = set(by_day)
        free = [d for d in range(LAST_DAY + 1) if d not in used]
        while chit:
            size = min(len(chit), rng.randint(1, 3))
            day = free.pop(rng.randrange(len(free)))
            out.append((day, [(self.name, chit.pop()) for _ in range(size)]))
        for _, turns in out:
            spots = [
                i
                for i in range(1, len(turns) + 1)
                if turns[i - 1][0] != "assistant"
                and (i == len(turns) or turns[i][0] != "assistant")
            ]
            if spots and rng.random() < 0.25:
                line = rng.choice(ASSISTANT[self.lang]["generic"])
                turns.insert(rng.choice(spots), ("assistant", line))
        out.sort(key=lambda s: s[0])
        return out

    def choose_probes(self) -> list[ProbeSpec]:
        rng = self.rng
        chosen: list[ProbeSpec] = []
        for tier in range(4):
            group = [s for s in self.specs if s.tier == tier]
            rng.shuffle(group)
            for spec in group:
                if len(chosen) >= 12 and tier > 0:
                    break
                chosen.append(spec)
        order = {id(s): i for i, s in enumerate(self.specs)}
        chosen.sort(key=lambda s: order[id(s)])
        return chosen


def _pick_slots(rng: random.Random) -> list[SlotDef]:
    n = rng.choice((4, 4, 5, 5, 6))
    singles = [s for s in SLOTS if not s.multi]
    multis = [s for s in SLOTS if s.multi]
    n_multi = rng.choice((0, 1, 1, 1, 2))
    picked = rng.sample(multis, n_multi) + rng.sample(singles, n - n_multi)
    rng.shuffle(picked)
    return picked


def _values(slot: SlotDef, lang: str, text: str, spec: ProbeSpec) -> list[str]:
    low = text.lower()
    found = [(low.find(v.lower()), v) for v in slot.pool[lang] if v.lower() in low]
    found.sort()
    ordered: list[str] = []
    for v in [*spec.gold, *spec.outdated, *spec.abandoned, *(v for _, v in found)]:
        if v not in ordered:
            ordered.append(v)
    return ordered


def generate(seed: int) -> dict[str, Any]:
    """Build one deterministic development world for ``seed``."""
    rng = random.Random(f"{GENERATOR}:{seed}")
    n_zh = rng.choice((1, 2, 2, 2, 3))
    names = rng.sample(NAMES_EN, 8 - n_zh) + rng.sample(NAMES_ZH, n_zh)
    langs = [EN] * (8 - n_zh) + [ZH] * n_zh
    people = list(zip(names, langs, strict=True))
    rng.shuffle(people)

    raw_eps: list[tuple[int, int, int, int, dict[str, Any]]] = []
    probes: list[dict[str, Any]] = []
    for p_idx, (name, lang) in enumerate(people):
        person = _Person(random.Random(rng.getrandbits(64)), name, lang, _pick_slots(rng))
        person.build()
        sessions = person.sessions()
        texts: list[str] = []
        for s_idx, (day, turns) in enumerate(sessions, start=1):
            session_id = f"{name.lower()}-{s_idx:03d}"
            minute = person.rng.randint(450, 1290)
            for t_idx, (speaker, text) in enumerate(turns):
                raw_eps.append(
                    (
                        day,
                        minute,
                        p_idx,
                        t_idx,
                        {
                            "day": day,
                            "minute": minute,
                            "session": session_id,
                            "speaker": speaker,
                            "text": text,
                            "language": lang,
                        },
                    )
                )
                texts.append(text)
                minute += person.rng.randint(1, 3)
        full_text = "\n".join(texts)
        for spec in person.choose_probes():
            q = spec.slot.questions["as_of" if spec.kind == "as_of" else spec.kind]
            probes.append(
                {
                    "subject": name,
                    "slot": spec.slot.key,
                    "kind": spec.kind,
                    "question": q.format(n=name),
                    "gold": list(spec.gold),
                    "outdated": list(spec.outdated),
                    "abandoned": list(spec.abandoned),
                    "values": _values(spec.slot, lang, full_text, spec),
                    "as_of_day": spec.as_of_day,
                }
            )

    raw_eps.sort(key=lambda e: (e[0], e[1], e[2], e[3]))
    episodes = []
    for i, (*_, ep) in enumerate(raw_eps, start=1):
        episodes.append({"id": f"e{i}", **ep})
    probes = [{"id": f"p{i}", **probe} for i, probe in enumerate(probes, start=1)]
    return {
        "generator": GENERATOR,
        "seed": seed,
        "start": START,
        "episodes": episodes,
        "probes": probes,
    }
