"""Blind text world I: a domestic personal-assistant chat and a team chat over two years.

Written from a brief of situations only, without reading the extractor, resolver or any other
text world. People (about a quarter of them writing in Chinese) talk to their assistant and
their team about home, family logistics, pets, health providers, subscriptions, hobbies,
commuting and work. Each person holds a handful of state slots (30 slot types: the vet, the
kids' swimming club, the allotment plot, the climbing partner, the broadband, ...) and each slot
follows one situation: a stable value restated in passing, a change said outright, said
indirectly, shown only by use or reported late, a plan carried out, a plan dropped, a switch
reversed, a plan still pending, two values held at once, or a scoped exception. Intros are
sometimes corrected on the spot or retracted months later, and every slot is surrounded by
other people's values of the same type and values that are only mentioned (ads, news,
recommendations, comparisons). Plenty of unrelated chit-chat sits in between.

`generate(seed)` returns {"start", "episodes", "probes"} for `bench.states.load_text_world`.
Run `python -m bench.text_worlds.blind_i` for the self-check.
"""

from __future__ import annotations

import random
import re
from collections import Counter, defaultdict
from datetime import date, timedelta

# -- slot types ------------------------------------------------------------------------------
# k: kind (org | person | place | thing); n / zn: noun; en / zh: value pools (zh empty = not
# used by Chinese writers); st / use: a plain statement / a use of the value ({v});
# why: (reason phrase, keyword); qc / qh: "current" / "before" questions; co: two values held
# at once ({a}, {b}); sc: a default {v} with a scoped exception {s}, qd asks for the default.

SLOTS = [
    dict(
        key="vet",
        k="org",
        n="vet",
        pl="vets",
        zn="宠物医院",
        en=[
            "Parkside Vets",
            "Willowbank Veterinary",
            "Hollybrook Vet Clinic",
            "Pawsitive Care",
            "Riverside Animal Hospital",
            "Greenacre Vets",
            "Castlegate Vets",
            "Ashford Pet Clinic",
        ],
        zh=["瑞鹏宠物医院", "芭比堂", "安安宠医", "美联众合", "宠福鑫", "爱诺宠物医院"],
        st=[
            "{pet}'s vet is {v}",
            "we take {pet} to {v}",
            "registered {pet} at {v} today, they were lovely",
            "our vet is {v}, the one by the big roundabout",
        ],
        use=[
            "{pet} has her booster at {v} thursday 10:40, remind me?",
            "{v} called, {pet}'s bloods are fine 🐾",
            "£86 at {v} for a nail trim and a worming tablet. robbery",
            "can you save {v}'s number? they changed it apparently",
        ],
        zst=["{pet}一直在{v}看病", "我们家{pet}的医院是{v}"],
        zuse=["明天带{pet}去{v}打疫苗，提醒我", "{v}打电话说{pet}的化验结果正常"],
        why=[
            ("they kept double-booking us", "double-booking"),
            ("the new place is open on sundays", "sundays"),
            ("the old one got bought by a chain and prices doubled", "chain"),
        ],
        zwhy=[("原来那家被连锁收购了，价格翻倍", "连锁收购"), ("新的那家周末也开门", "周末也开门")],
        qc="what's my current vet?",
        qh="which vet did we use before?",
        zqc="我家{pet}现在看哪家宠物医院？",
        zqh="{pet}之前是在哪家医院看的？",
    ),
    dict(
        key="gp_surgery",
        k="org",
        n="GP surgery",
        pl="GP surgeries",
        zn="诊所",
        en=[
            "Elmhurst Medical Centre",
            "Cavendish Health",
            "Northgate Surgery",
            "Thornbury Lane Practice",
            "St Clement's Surgery",
            "Lindenfield Medical",
            "Harbourside Health",
            "Foxley Road Surgery",
        ],
        zh=["朝阳社区医院", "和睦家", "嘉会医疗", "卓正医疗", "慈铭诊所", "百汇医疗"],
        st=[
            "I'm registered with {v} for GP stuff",
            "my GP surgery is {v}",
            "our GP is at {v}, just round the corner",
        ],
        use=[
            "blood test at {v} 8:20 tomorrow, fasting ugh",
            "{v} finally rang back about my prescription",
            "on hold with {v} for 25 minutes and counting 🙃",
        ],
        zst=["平时看病去{v}", "家里人都在{v}建档"],
        zuse=["明早8点去{v}抽血，要空腹", "{v}终于回电话了，处方的事搞定"],
        why=[
            ("we moved out of the catchment area", "catchment"),
            ("the receptionists were a nightmare", "receptionists"),
        ],
        zwhy=[("原来那家太难挂号了", "难挂号"), ("搬家后离得太远了", "离得太远")],
        qc="which GP surgery am I registered with now?",
        qh="which surgery was I with before?",
        zqc="我现在看病去哪家诊所？",
        zqh="我以前是在哪家诊所看病的？",
    ),
    dict(
        key="dentist",
        k="org",
        n="dentist",
        pl="dentists",
        zn="牙医",
        en=[
            "Bright Smile Dental",
            "Kingsway Dental",
            "Pearl Tree Dentistry",
            "Mapleton Dental Care",
            "The Tooth Studio",
            "Holloway Dental",
            "Clearview Dental",
        ],
        zh=["拜博口腔", "瑞尔齿科", "马泷齿科", "佳美口腔", "欢乐口腔", "通善口腔"],
        st=["my dentist is {v}", "we're all at {v} for teeth", "signed up at {v} as a new patient"],
        use=[
            "check-up at {v} on the 14th, can you move my 2pm?",
            "{v} want £65 for a scale and polish. sure",
            "{kid} was so brave at {v} today 🦷",
        ],
        zst=["看牙一直去{v}", "我的牙医在{v}"],
        zuse=["周五下午去{v}洗牙", "{kid}今天在{v}补牙，超勇敢🦷"],
        why=[
            ("they stopped taking NHS patients", "NHS"),
            ("the hygienist we liked left", "hygienist"),
        ],
        zwhy=[("原来那家的医生离职了", "医生离职"), ("新的那家能走医保", "医保")],
        qc="who's my dentist now?",
        qh="which dentist did I go to before?",
        zqc="我现在看牙去哪家？",
        zqh="以前看牙是去哪家？",
    ),
    dict(
        key="broadband",
        k="org",
        n="broadband",
        pl="broadband providers",
        zn="宽带",
        en=[
            "Hyperoptic",
            "Virgin Media",
            "Plusnet",
            "Zen Internet",
            "TalkTalk",
            "Community Fibre",
            "Vodafone Broadband",
            "Gigaclear",
        ],
        zh=["中国电信", "中国联通", "移动宽带", "长城宽带", "广电宽带", "鹏博士", "歌华有线"],
        st=[
            "our broadband is with {v}",
            "we're on {v} for internet",
            "{v} is our broadband provider, 500 meg supposedly",
        ],
        use=[
            "{v} router blinking orange again 🙄",
            "chat with {v} support, 45 mins, achieved nothing",
            "{v} engineer coming between 8 and 1. classic",
        ],
        zst=["家里的网是{v}的", "我们家宽带办的{v}"],
        zuse=["{v}的师傅下午来修路由器", "{v}又掉线了，打客服半天没用"],
        why=[
            ("it dropped out every evening around 8", "dropped out"),
            ("the contract price jumped 40%", "price jumped"),
            ("full fibre finally reached our street", "full fibre"),
        ],
        zwhy=[("原来的每天晚上都断网", "断网"), ("续约价格涨了一大截", "涨了一大截")],
        qc="who's our broadband with at the moment?",
        qh="which broadband were we with before?",
        zqc="我现在用的是哪家宽带？",
        zqh="之前家里用的是哪家宽带？",
    ),
    dict(
        key="mobile_network",
        k="org",
        n="mobile network",
        pl="mobile networks",
        zn="手机卡",
        en=[
            "giffgaff",
            "Lebara",
            "Smarty",
            "Voxi",
            "iD Mobile",
            "Tesco Mobile",
            "Lyca Mobile",
            "O2",
        ],
        zh=["中国移动", "联通大王卡", "电信星卡", "中国广电", "小米移动", "移动花卡"],
        st=["my phone contract is with {v}", "I'm on {v}, 30 gigs a month", "sim is {v}"],
        use=[
            "{v} signal at the in-laws is non-existent lol",
            "topped up {v} again",
            "{v} bill went up £2, love that for me",
        ],
        zst=["我的手机卡是{v}", "一直用{v}的号"],
        zuse=["{v}信号在地下室完全没有", "{v}这个月话费又多扣了"],
        why=[
            ("roaming in the EU is free on the new one", "roaming"),
            ("there was no signal at the new flat", "no signal"),
        ],
        zwhy=[("新的套餐流量多一倍", "流量多一倍"), ("老家那边没信号", "没信号")],
        qc="which mobile network am I on now?",
        qh="which network was I on before?",
        zqc="我现在的手机卡是哪家的？",
        zqh="我以前用哪家的手机卡？",
    ),
    dict(
        key="energy_supplier",
        k="org",
        n="energy supplier",
        pl="energy suppliers",
        zn="",
        zh=[],
        en=[
            "Octopus Energy",
            "EDF",
            "E.ON Next",
            "Ovo",
            "Ecotricity",
            "British Gas",
            "Scottish Power",
            "Utility Warehouse",
        ],
        st=[
            "gas and electric are with {v}",
            "our energy supplier is {v}",
            "we're with {v} for energy",
        ],
        use=[
            "{v} want to put the direct debit up to £140. no",
            "submitted meter readings to {v}",
            "{v} app says we used loads yesterday, was it the tumble dryer",
        ],
        why=[
            ("they offered a proper smart tariff", "smart tariff"),
            ("the old one went bust", "went bust"),
        ],
        qc="who's our energy supplier now?",
        qh="who did we get gas and electric from before?",
    ),
    dict(
        key="bank",
        k="org",
        n="bank",
        pl="banks",
        zn="银行",
        en=[
            "Monzo",
            "Starling",
            "Barclays",
            "Nationwide",
            "HSBC",
            "Santander",
            "Chase UK",
            "First Direct",
        ],
        zh=["招商银行", "工商银行", "建设银行", "中国银行", "交通银行", "浦发银行", "微众银行"],
        st=["I bank with {v}", "my current account is with {v}", "main account is {v}"],
        use=[
            "{v} froze my card again for buying train tickets",
            "paid the builder from {v}",
            "{v} app is down, typical",
        ],
        zst=["我的工资卡是{v}的", "平时主要用{v}"],
        zuse=["{v}的APP又登不上了", "房租从{v}转过去了"],
        co=[
            "salary goes into {a}, bills come out of {b}",
            "{a} for everyday stuff, {b} for the joint account with {partner}",
            "I've got {a} and {b}, don't ask why",
        ],
        zco=["工资卡是{a}，房贷在{b}", "{a}和{b}两张卡都在用"],
        why=[
            ("they closed the local branch", "branch"),
            ("there was a switching bonus of £175", "switching bonus"),
        ],
        zwhy=[("离家最近的网点关了", "网点关了"), ("新的那家理财利率高", "利率高")],
        qc="who do I bank with now?",
        qh="who did I bank with before?",
        zqc="我现在主要用哪家银行？",
        zqh="我以前用的是哪家银行？",
    ),
    dict(
        key="gym",
        k="place",
        n="gym",
        pl="gyms",
        zn="健身房",
        en=[
            "PureGym",
            "The Gym Group",
            "Anytime Fitness",
            "Better Leisure",
            "Nuffield Health",
            "1Rebel",
            "Third Space",
            "F45 Hackney",
        ],
        zh=["乐刻", "超级猩猩", "威尔士健身", "一兆韦德", "中田健身", "金吉鸟"],
        st=[
            "joined {v}, 6am crew now apparently",
            "my gym is {v}",
            "membership at {v}, £24.99 a month",
        ],
        use=["leg day at {v}, pray for me", "{v} was rammed tonight", "lost my padlock at {v} lol"],
        zst=["办了{v}的卡", "我的健身房是{v}"],
        zuse=["今晚去{v}练腿", "{v}今天人超多"],
        sc=[
            "{v} near home, and {s} by the office for lunchtimes",
            "mostly {v}, but {s} on work days since it's next door",
            "weekends {v}, weekdays {s} near work",
        ],
        zsc=["平时去{v}，上班午休去公司楼下的{s}", "周末{v}，工作日去公司旁边的{s}"],
        qd="which gym do I go to near home?",
        zqd="我家附近去的是哪个健身房？",
        why=[
            ("the old one never fixed the showers", "showers"),
            ("the new one has a sauna", "sauna"),
        ],
        zwhy=[("原来那家跑路了", "跑路"), ("新的那家有泳池", "泳池")],
        qc="which gym am I a member of now?",
        qh="which gym was I at before?",
        zqc="我现在去哪个健身房？",
        zqh="之前去的是哪个健身房？",
    ),
    dict(
        key="climbing_partner",
        k="person",
        n="climbing partner",
        pl="climbing partners",
        zn="攀岩搭子",
        en=["Tomasz", "Renata", "Joaquin", "Mirela", "Callum", "Siobhan", "Anders", "Folake"],
        zh=["阿杰", "小林", "大鹏", "周周", "老唐", "阿宁"],
        st=[
            "{v} is my climbing partner, tues/thurs usually",
            "climbing with {v} these days",
            "{v} and I do the wall on thursdays",
        ],
        use=[
            "{v} sent the purple V4 tonight!! finally",
            "meeting {v} at the wall at 7",
            "{v} belayed me on the 7a, arms are dead",
        ],
        zst=["我现在和{v}一起攀岩", "攀岩搭子是{v}"],
        zuse=["晚上7点和{v}在岩馆碰头", "{v}今天把那条紫线完攀了！"],
        why=[
            ("they moved to Edinburgh", "Edinburgh"),
            ("they hurt a finger pulley", "pulley"),
            ("our schedules stopped lining up", "schedules"),
        ],
        zwhy=[("原来的搭子搬去深圳了", "深圳"), ("时间老对不上", "对不上")],
        qc="who am I climbing with these days?",
        qh="who was my climbing partner before?",
        zqc="我现在的攀岩搭子是谁？",
        zqh="之前和谁一起攀岩？",
    ),
    dict(
        key="swim_club",
        k="place",
        n="kids' swimming club",
        pl="swimming clubs",
        zn="游泳俱乐部",
        en=[
            "Otters Swim Club",
            "Dolphins SC",
            "Barracudas",
            "Marlins Swimming",
            "Penguins Aquatics",
            "Seahorses SC",
            "Tritons Swim Academy",
        ],
        zh=[
            "海豚游泳俱乐部",
            "飞鱼游泳队",
            "蓝鲸游泳",
            "浪花少儿游泳",
            "小海豹游泳馆",
            "鲨鱼游泳学校",
        ],
        st=[
            "{kid} swims with {v} on saturdays",
            "{kid}'s swimming club is {v}",
            "signed {kid} up to {v}, stage 4",
        ],
        use=[
            "{v} gala on sunday, need to find {kid}'s goggles",
            "{v} want the fees by friday, remind me",
            "{kid} got the 25m badge at {v} 🏊",
        ],
        zst=["{kid}在{v}学游泳", "给{kid}报了{v}"],
        zuse=["周日{v}有比赛，记得带泳镜", "{v}要交下学期的费用了"],
        why=[
            ("they moved sessions to before school", "before school"),
            ("the pool closed for refurb", "refurb"),
            ("the head coach left", "head coach"),
        ],
        zwhy=[("原来那家时间改到早上6点", "早上6点"), ("泳池装修关门了", "装修")],
        qc="which swimming club are the kids at now?",
        qh="which swim club was {kid} at before?",
        zqc="{kid}现在在哪个游泳俱乐部？",
        zqh="{kid}以前在哪学游泳？",
    ),
    dict(
        key="babysitter",
        k="person",
        n="babysitter",
        pl="babysitters",
        zn="带娃阿姨",
        en=["Maddie", "Priyanka", "Josie", "Elspeth", "Keeley", "Anouk", "Bethany", "Sienna"],
        zh=["王阿姨", "李阿姨", "张姐", "刘阿姨", "陈姐", "赵阿姨"],
        st=[
            "{v} babysits for us on fridays",
            "our babysitter is {v}",
            "{v} does pickups and evenings",
        ],
        use=[
            "{v} can do saturday night! date night is ON",
            "paid {v} £48 for last night",
            "{v} says {kid} went down at 7:30 no fuss 😍",
        ],
        zst=["带{kid}的阿姨是{v}", "平时{v}帮忙接{kid}"],
        zuse=["周六晚上{v}能来带{kid}", "{v}说{kid}七点半就睡了"],
        why=[("she started uni in Leeds", "uni"), ("she got a full-time job", "full-time job")],
        zwhy=[("原来的阿姨回老家了", "回老家"), ("时间配合不上", "配合不上")],
        qc="who's our babysitter now?",
        qh="who used to babysit for us?",
        zqc="现在带{kid}的阿姨是谁？",
        zqh="以前带{kid}的是哪个阿姨？",
    ),
    dict(
        key="allotment_plot",
        k="place",
        n="allotment plot",
        pl="plots",
        zn="菜地",
        en=["plot 14", "plot 27B", "plot 6", "plot 41", "plot 9A", "plot 38", "plot 52"],
        zh=["B12号地", "A7号地", "C3号地", "D15号地", "A21号地", "C9号地"],
        st=[
            "our allotment is {v}, the one with the wonky shed",
            "we got {v} at the allotments!!",
            "{v} is ours now, the waiting list paid off",
        ],
        use=[
            "spent all day on {v}, back is wrecked",
            "courgettes on {v} are out of control",
            "someone nicked the hose from {v} 😤",
        ],
        zst=["我们在开心农场分到了{v}", "家里的菜地是{v}"],
        zuse=["周末去{v}种番茄", "{v}的黄瓜又被偷了😤"],
        why=[
            ("it's closer to the water trough", "water trough"),
            ("the old one flooded every winter", "flooded"),
        ],
        zwhy=[("新的离水龙头近", "水龙头"), ("原来那块地一下雨就积水", "积水")],
        qc="what's our allotment plot number now?",
        qh="which plot did we have before?",
        zqc="我们现在的菜地是几号？",
        zqh="之前的菜地是几号？",
    ),
    dict(
        key="grocery_order",
        k="org",
        n="grocery order",
        pl="grocery orders",
        zn="买菜平台",
        en=[
            "Ocado",
            "Sainsbury's",
            "Waitrose",
            "Abel & Cole",
            "Riverford",
            "Milk & More",
            "Morrisons",
            "Asda",
        ],
        zh=["盒马", "叮咚买菜", "朴朴超市", "山姆会员店", "永辉超市", "每日优鲜"],
        st=[
            "weekly shop comes from {v}",
            "we do the big shop on {v}",
            "grocery delivery is {v}, thursday slot",
        ],
        use=[
            "{v} subbed the oat milk with cream. why",
            "{v} slot booked for tuesday 7-8",
            "{v} order came, missing the bananas again",
        ],
        zst=["平时买菜都在{v}", "家里买菜用{v}"],
        zuse=["{v}的订单少送了鸡蛋", "在{v}下单了明早的菜"],
        co=[
            "{a} veg box on tuesdays, big shop from {b}",
            "we do {a} for the weekly shop and {b} for top-ups",
            "{b} for the basics, {a} for the nice stuff",
        ],
        zco=["菜在{a}买，日用品在{b}", "{a}和{b}都在用，看哪个有优惠"],
        why=[
            ("the delivery fees went up", "delivery fees"),
            ("the old one kept substituting everything", "substituting"),
        ],
        zwhy=[("配送费涨了", "配送费"), ("原来那家老是缺货", "缺货")],
        qc="where do we get our weekly shop from now?",
        qh="who did we order groceries from before?",
        zqc="我现在买菜用哪个平台？",
        zqh="以前买菜用的是哪个？",
    ),
    dict(
        key="subscription_box",
        k="org",
        n="subscription box",
        pl="subscription boxes",
        zn="",
        zh=[],
        en=[
            "HelloFresh",
            "Gousto",
            "Mindful Chef",
            "Bloom & Wild",
            "Beer52",
            "Degustabox",
            "Pact Coffee",
            "Cook Club",
        ],
        st=[
            "we get {v} every week",
            "signed up for {v}, first box thursday",
            "our recurring box is {v}",
        ],
        use=[
            "{v} box came, it's the risotto week 😋",
            "skipped {v} this week, we're away",
            "{v} want me to rate the recipes lol",
        ],
        co=[
            "{a} on alternate weeks and {b} the others",
            "{a} for dinners, {b} as {partner}'s treat",
        ],
        why=[
            ("the portions got tiny", "portions"),
            ("we kept getting recipes with mushrooms", "mushrooms"),
        ],
        qc="which subscription box are we getting now?",
        qh="which box did we have before?",
    ),
    dict(
        key="streaming",
        k="org",
        n="streaming service",
        pl="streaming subscriptions",
        zn="视频会员",
        en=[
            "Netflix",
            "Disney+",
            "Prime Video",
            "NOW TV",
            "Apple TV+",
            "Paramount+",
            "BritBox",
            "Mubi",
        ],
        zh=["爱奇艺", "腾讯视频", "优酷", "芒果TV", "B站大会员", "Netflix"],
        st=["we've got {v}", "paying for {v} atm", "subscribed to {v} for the new season"],
        use=[
            "anything good on {v} tonight?",
            "{v} password got changed again by {partner}",
            "{v} keeps asking are you still watching. yes. judge me",
        ],
        zst=["开了{v}会员", "家里一直用{v}"],
        zuse=["{v}上有什么好看的推荐？", "{v}会员又自动续费了"],
        co=[
            "we have {a} and {b} at the moment, should cut one",
            "{a} for {partner}'s shows, {b} for the kids",
            "paying for {a} AND {b}, it's getting silly",
        ],
        zco=["家里开着{a}和{b}两个会员", "{a}看剧，{b}给{kid}看动画"],
        why=[
            ("they added ads unless you pay more", "ads"),
            ("the price went up again", "price went up"),
        ],
        zwhy=[("开始插广告了", "插广告"), ("又涨价了", "涨价")],
        qc="which streaming service am I paying for now?",
        qh="what streaming did we have before?",
        zqc="我现在开的是哪个视频会员？",
        zqh="以前开的是哪个会员？",
    ),
    dict(
        key="commute",
        k="thing",
        n="commute",
        pl="ways of getting to work",
        zn="通勤方式",
        team=True,
        en=[
            "Jubilee line",
            "Victoria line",
            "Elizabeth line",
            "Thameslink",
            "bus 73",
            "Lime bikes",
            "District line",
            "C2C",
        ],
        zh=["地铁10号线", "地铁4号线", "机场线", "公交628路", "哈啰单车", "公司班车", "亦庄线"],
        st=[
            "I get the {v} to work",
            "commute is the {v}, 35 mins door to door",
            "work commute = {v}",
        ],
        use=[
            "{v} delayed AGAIN, gonna be late for standup",
            "{v} packed like sardines this morning",
            "signal failure on the {v} 🙄",
        ],
        zst=["每天坐{v}上班", "通勤是{v}，单程40分钟"],
        zuse=["{v}又晚点了，站会要迟到", "{v}今天挤爆了"],
        sc=[
            "{v} most days, {s} when it's tipping down",
            "usually the {v}, {s} on days I go in late",
        ],
        zsc=["平时坐{v}，下雨天{s}", "一般{v}，晚到的时候{s}"],
        qd="how do I normally get to work?",
        zqd="我平时怎么去上班？",
        why=[("we moved house", "moved house"), ("the new office is by the river", "new office")],
        zwhy=[("公司搬到了望京", "望京"), ("搬家了", "搬家了")],
        qc="how do I get to work these days?",
        qh="how was I commuting before?",
        zqc="我现在怎么通勤？",
        zqh="以前是怎么去上班的？",
    ),
    dict(
        key="employer",
        k="org",
        n="employer",
        pl="employers",
        zn="公司",
        team=True,
        en=[
            "Harlow & Finch",
            "Brightwave Analytics",
            "Northpoint Logistics",
            "Kestrel Insurance",
            "Lumen Health",
            "Copperleaf Studio",
            "Tidewater Foods",
            "Fernhill Council",
        ],
        zh=["字节跳动", "美团", "京东", "网易", "小红书", "携程", "阿里巴巴"],
        st=["I work at {v}", "been at {v} two years now", "day job is {v}, data team"],
        use=[
            "{v} offsite next week, dread",
            "{v} payroll is late, lovely",
            "{v} christmas party was carnage lol",
        ],
        zst=["我在{v}上班", "现在在{v}做产品"],
        zuse=["{v}下周团建", "{v}这个月工资晚发了"],
        chg=[
            "last day at {a} today 🥲 start at {b} on monday",
            "left {a} on friday, first week at {b} done!!",
        ],
        zchg=["从{a}离职了，今天去{b}报到", "{a}的工作结束了，在{b}上班第一周"],
        why=[
            ("I got made redundant", "redundant"),
            ("more money and fully remote", "fully remote"),
        ],
        zwhy=[("被裁员了", "裁员"), ("新公司涨薪40%", "涨薪")],
        qc="where do I work now?",
        qh="where was I working before?",
        zqc="我现在在哪家公司？",
        zqh="我之前在哪家公司上班？",
    ),
    dict(
        key="manager",
        k="person",
        n="manager",
        pl="managers",
        zn="领导",
        team=True,
        en=["Gwen", "Rafferty", "Oluwaseun", "Katarzyna", "Desmond", "Ingrid", "Malcolm", "Yasmin"],
        zh=["王总", "刘经理", "孙老板", "周总监", "吴组长", "郑经理"],
        st=["my manager is {v}", "I report to {v} now", "{v} is my line manager"],
        use=[
            "1:1 with {v} at 3, wish me luck",
            "{v} approved my leave 🎉",
            "{v} wants the deck by friday",
        ],
        zst=["我的领导是{v}", "现在向{v}汇报"],
        zuse=["下午3点和{v}一对一", "{v}批了我的假🎉"],
        why=[("there was a reorg", "reorg"), ("they went on mat leave", "mat leave")],
        zwhy=[("组织架构调整", "架构调整"), ("原来的领导离职了", "领导离职")],
        qc="who's my manager now?",
        qh="who did I report to before?",
        zqc="我现在的领导是谁？",
        zqh="之前我向谁汇报？",
    ),
    dict(
        key="car",
        k="thing",
        n="car",
        pl="cars",
        zn="车",
        en=[
            "Skoda Octavia",
            "Toyota Yaris",
            "VW Golf",
            "Kia Niro",
            "Honda Jazz",
            "Tesla Model 3",
            "MG4",
            "Volvo XC40",
        ],
        zh=["比亚迪秦", "特斯拉Model Y", "理想L7", "大众朗逸", "丰田卡罗拉", "蔚来ES6"],
        st=["we drive a {v}", "our car's a {v}", "picked up the {v} today!! 🚗"],
        use=[
            "{v} needs an MOT in march",
            "someone dinged the {v} in the supermarket car park",
            "{v} warning light on again, what does the orange squiggle mean",
        ],
        zst=["我们家开的是{v}", "新提了{v}🚗"],
        zuse=["{v}该保养了", "{v}在停车场被刮了😤"],
        why=[("the old one's gearbox died", "gearbox"), ("we went EV to save on petrol", "petrol")],
        zwhy=[("换电车省油钱", "省油钱"), ("原来那辆变速箱坏了", "变速箱")],
        qc="what car do we have now?",
        qh="what were we driving before?",
        zqc="我们家现在开什么车？",
        zqh="之前开的是什么车？",
    ),
    dict(
        key="hairdresser",
        k="org",
        n="hairdresser",
        pl="hairdressers",
        zn="理发店",
        en=[
            "Fringe Benefits",
            "The Cutting Room",
            "Headmasters",
            "Chop Shop",
            "Mane Street",
            "Hair by Leon",
            "Blush Salon",
        ],
        zh=["沙宣", "永琪美容", "文峰美发", "东田造型", "星光美发", "丝域养发"],
        st=["I get my hair done at {v}", "my hairdresser is {v}", "{v} is my salon"],
        use=[
            "booked {v} for thursday 6pm",
            "{v} took off way too much 😭",
            "tipped {v} extra, fringe is perfect",
        ],
        zst=["剪头发一直去{v}", "我的理发店是{v}"],
        zuse=["约了周四晚上{v}", "{v}剪得太短了😭"],
        why=[
            ("my stylist moved to the new place", "stylist"),
            ("the new place does late appointments", "late appointments"),
        ],
        zwhy=[("常剪的托尼老师跳槽了", "跳槽"), ("新店离公司近", "离公司近")],
        qc="where do I get my hair cut now?",
        qh="which salon did I use before?",
        zqc="我现在去哪家理发店？",
        zqh="以前去哪家剪头发？",
    ),
    dict(
        key="pet_sitter",
        k="person",
        n="pet sitter",
        pl="pet sitters",
        zn="宠物保姆",
        en=["Ollie", "Marguerite", "Declan", "Fenella", "Jasper", "Ruta", "Hamish", "Celine"],
        zh=["小周", "阿亮", "小吴", "阿芳", "小钱", "阿凯"],
        st=[
            "{v} walks {pet} on weekdays",
            "our pet sitter is {v}",
            "{v} looks after {pet} when we're away",
        ],
        use=[
            "{v} sent a pic of {pet} at the park 🥰",
            "can {v} do the 12th-19th? texting now",
            "paid {v} for the week",
        ],
        zst=["{pet}平时是{v}帮忙遛", "我们出门的时候{v}来喂{pet}"],
        zuse=["{v}发了{pet}在公园的照片🥰", "问问{v}下周能不能来喂{pet}"],
        why=[
            ("the old one moved to Bristol", "Bristol"),
            ("the new one does overnight stays", "overnight"),
        ],
        zwhy=[("原来那个搬去杭州了", "杭州"), ("新的可以上门过夜", "过夜")],
        qc="who's looking after {pet} these days?",
        qh="who was our pet sitter before?",
        zqc="现在是谁帮忙照顾{pet}？",
        zqh="以前是谁帮忙照顾{pet}？",
    ),
    dict(
        key="cleaner",
        k="person",
        n="cleaner",
        pl="cleaners",
        zn="保洁阿姨",
        en=["Agnieszka", "Dolores", "Blessing", "Ilona", "Marisol", "Teodora", "Shanice", "Brigid"],
        zh=["孙阿姨", "何阿姨", "杨姐", "黄阿姨", "马姐", "罗阿姨"],
        st=[
            "{v} cleans for us every other wednesday",
            "our cleaner is {v}",
            "{v} does the flat on mondays",
        ],
        use=[
            "{v} found {kid}'s missing shoe behind the sofa lol",
            "leave cash for {v} on the side",
            "{v} can't come this week, flu",
        ],
        zst=["家里保洁是{v}", "{v}每周三来打扫"],
        zuse=["给{v}留了钱在桌上", "{v}这周生病来不了"],
        why=[("she retired", "retired"), ("things kept going missing", "going missing")],
        zwhy=[("原来的阿姨退休了", "退休"), ("打扫得不干净", "不干净")],
        qc="who's our cleaner now?",
        qh="who cleaned for us before?",
        zqc="现在家里是哪个阿姨打扫？",
        zqh="以前是谁来打扫？",
    ),
    dict(
        key="school",
        k="place",
        n="kid's school",
        pl="schools",
        zn="学校",
        en=[
            "St Anne's Primary",
            "Brookfield Primary",
            "Hillcrest Academy",
            "Oakmere School",
            "Larkrise Primary",
            "Millbrook CE Primary",
            "Greenway Academy",
        ],
        zh=["实验小学", "育才小学", "中关村一小", "北师大附小", "芳草地小学", "史家小学"],
        st=["{kid} goes to {v}", "{kid} got into {v}!!", "{kid}'s at {v}, year 3"],
        use=[
            "{v} nativity is on the 12th, {kid} is a sheep 🐑",
            "{v} non-uniform day friday, £1",
            "parents evening at {v} tonight",
        ],
        zst=["{kid}在{v}上学", "{kid}进了{v}！"],
        zuse=["{v}周五开家长会", "{v}要交校服费"],
        why=[
            ("we moved across town", "across town"),
            ("the bullying thing never got sorted", "bullying"),
        ],
        zwhy=[("学区调整了", "学区"), ("原来的学校离家太远", "太远")],
        qc="which school is {kid} at now?",
        qh="which school was {kid} at before?",
        zqc="{kid}现在在哪个学校？",
        zqh="{kid}之前在哪个学校？",
    ),
    dict(
        key="piano_teacher",
        k="person",
        n="piano teacher",
        pl="piano teachers",
        zn="钢琴老师",
        en=[
            "Mrs Albright",
            "Mr Castellano",
            "Ms Okonkwo",
            "Mr Featherstone",
            "Mrs Delacroix",
            "Ms Varga",
            "Mr Penhaligon",
        ],
        zh=["周老师", "林老师", "许老师", "韩老师", "沈老师", "曹老师"],
        st=[
            "{kid}'s piano teacher is {v}",
            "{kid} has piano with {v} on wednesdays",
            "found a piano teacher, {v}, lovely",
        ],
        use=[
            "{v} says {kid} is ready for grade 2",
            "{v} cancelled this week",
            "paid {v} for the half term",
        ],
        zst=["{kid}的钢琴老师是{v}", "{kid}每周三跟{v}学琴"],
        zuse=["{v}说{kid}可以考二级了", "{v}这周请假"],
        why=[
            ("they stopped doing home visits", "home visits"),
            ("{kid} wanted someone less strict", "less strict"),
        ],
        zwhy=[("原来的老师太凶了", "太凶"), ("新老师离家近", "离家近")],
        qc="who's {kid}'s piano teacher now?",
        qh="who taught {kid} piano before?",
        zqc="{kid}现在跟哪个钢琴老师学？",
        zqh="{kid}之前的钢琴老师是谁？",
    ),
    dict(
        key="book_club",
        k="place",
        n="book club",
        pl="book clubs",
        zn="读书会",
        en=[
            "The Page Turners",
            "Chapter & Verse",
            "Spine Club",
            "Dog-Eared Society",
            "Marginalia Club",
            "The Bookends",
            "Tuesday Tomes",
        ],
        zh=["单向街读书会", "樊登读书会", "慢读社", "夜读会", "书虫小组", "周末书局"],
        st=[
            "I'm in {v}, we meet first tuesday of the month",
            "joined {v}!",
            "book club is {v}, at the pub on fore st",
        ],
        use=[
            "{v} book this month is 600 pages, who picked this",
            "hosting {v} on thursday, need snacks",
            "skipped {v}, hadn't finished it lol",
        ],
        zst=["我参加了{v}", "每月去一次{v}"],
        zuse=["这个月{v}读的书太厚了", "周四{v}在我家，得准备零食"],
        why=[
            ("it turned into a wine club with no books", "wine club"),
            ("the new one meets on zoom", "zoom"),
        ],
        zwhy=[("原来那个变成了喝酒局", "喝酒局"), ("新的是线上的", "线上")],
        qc="which book club am I in now?",
        qh="which book club was I in before?",
        zqc="我现在参加的是哪个读书会？",
        zqh="以前参加的是哪个读书会？",
    ),
    dict(
        key="running_club",
        k="place",
        n="running club",
        pl="running clubs",
        zn="",
        zh=[],
        en=[
            "Hackney Harriers",
            "Victoria Park Harriers",
            "Serpentine RC",
            "Dulwich Runners",
            "Clapham Chasers",
            "Parkland Striders",
            "Tooting Trotters",
        ],
        st=[
            "I run with {v} on wednesdays",
            "joined {v}, first 5k tonight",
            "my running club is {v}",
        ],
        use=[
            "{v} track session destroyed me",
            "{v} relay team needs a fourth, not me",
            "parkrun with the {v} lot saturday",
        ],
        why=[
            ("the new one has a beginner group", "beginner group"),
            ("the old one was all ultra people", "ultra"),
        ],
        qc="which running club am I with now?",
        qh="which running club was I in before?",
    ),
    dict(
        key="home_insurer",
        k="org",
        n="home insurer",
        pl="insurers",
        zn="家财险",
        en=["Aviva", "Direct Line", "Admiral", "LV=", "Churchill", "Hastings Direct", "AXA"],
        zh=["平安保险", "太平洋保险", "人保财险", "众安保险", "泰康保险", "大地保险"],
        st=[
            "home insurance is with {v}",
            "we're insured with {v}",
            "renewed with {v} for another year",
        ],
        use=[
            "claim in with {v} for the leak",
            "{v} renewal quote is up 30%, cheeky",
            "{v} want photos of the damage",
        ],
        zst=["家财险买的是{v}", "房子的保险在{v}"],
        zuse=["漏水的事在{v}报案了", "{v}续保报价涨了"],
        why=[
            ("the renewal quote was daylight robbery", "daylight robbery"),
            ("they took five months on the last claim", "five months"),
        ],
        zwhy=[("理赔拖了五个月", "五个月"), ("续保太贵", "续保太贵")],
        qc="who's our home insurance with now?",
        qh="who were we insured with before?",
        zqc="我家家财险现在在哪家？",
        zqh="以前的家财险是哪家？",
    ),
    dict(
        key="todo_app",
        k="thing",
        n="to-do app",
        pl="to-do apps",
        zn="待办软件",
        team=True,
        en=[
            "Todoist",
            "Things 3",
            "TickTick",
            "Microsoft To Do",
            "Any.do",
            "Notion",
            "Google Keep",
            "Trello",
        ],
        zh=["滴答清单", "印象笔记", "飞书文档", "有道云笔记", "幕布", "石墨文档", "Notion"],
        st=["all my lists live in {v}", "I use {v} for to-dos", "moved my life into {v} lol"],
        use=[
            "added 'renew passport' to {v}",
            "{v} reminder went off at 3am, why",
            "{v} streak: 40 days 💪",
        ],
        zst=["待办都记在{v}里", "我用{v}记事"],
        zuse=["在{v}里加了续签护照", "{v}半夜三点提醒我，服了"],
        sc=[
            "{v} for home stuff, but at work it's {s} because IT says so",
            "personal stuff in {v}, work stuff in {s}, never the twain",
        ],
        zsc=["自己的事用{v}，工作上公司要求用{s}", "生活用{v}，上班用{s}"],
        qd="what do I use for personal to-dos?",
        zqd="我自己的待办用什么软件？",
        why=[
            ("the old one started charging for sync", "sync"),
            ("the old one was too fiddly", "fiddly"),
        ],
        zwhy=[("原来的同步要收费了", "同步要收费"), ("原来那个太复杂了", "太复杂")],
        qc="which to-do app am I using now?",
        qh="what did I use for to-dos before?",
        zqc="我现在用哪个待办软件？",
        zqh="以前用哪个记待办？",
    ),
    dict(
        key="phone",
        k="thing",
        n="phone",
        pl="phones",
        zn="手机",
        team=True,
        en=[
            "Pixel 8",
            "iPhone 13",
            "iPhone 15 Pro",
            "Galaxy S23",
            "Fairphone 5",
            "Moto G84",
            "OnePlus 12",
        ],
        zh=["华为Mate60", "小米14", "iPhone 15 Pro", "荣耀Magic6", "OPPO Find X7", "vivo X100"],
        st=["my phone's a {v}", "got the {v}!! 📱", "on a {v} these days"],
        use=[
            "{v} battery is dying by 4pm",
            "cracked the {v} screen. of course",
            "the {v} update broke my alarms",
        ],
        zst=["我用的是{v}", "新买了{v}📱"],
        zuse=["{v}下午四点就没电了", "{v}屏幕摔裂了"],
        sc=[
            "personal phone's a {v}, work gave me a {s}",
            "{v} for me, the {s} is the work one that lives in a drawer",
        ],
        zsc=["自己用{v}，公司配的是{s}", "私人手机{v}，工作机{s}"],
        qd="what's my personal phone?",
        zqd="我自己的手机是什么？",
        why=[
            ("the old one stopped getting security patches", "security patches"),
            ("I dropped the old one in the canal", "canal"),
        ],
        zwhy=[("旧的掉马桶里了", "马桶"), ("旧手机太卡了", "太卡")],
        qc="what phone do I have now?",
        qh="what phone did I have before?",
        zqc="我现在用什么手机？",
        zqh="之前用的什么手机？",
    ),
    dict(
        key="pharmacy",
        k="org",
        n="pharmacy",
        pl="pharmacies",
        zn="药房",
        en=[
            "Well Pharmacy",
            "Day Lewis",
            "Superdrug Pharmacy",
            "Rowlands",
            "Jhoots",
            "Cohens Chemist",
        ],
        zh=["大参林", "老百姓大药房", "益丰大药房", "海王星辰", "一心堂", "国大药房"],
        st=[
            "repeat prescription goes to {v}",
            "my pharmacy is {v}",
            "nominated {v} for prescriptions",
        ],
        use=[
            "picked up my inhaler from {v}",
            "{v} didn't have my meds AGAIN",
            "{v} texted, prescription ready",
        ],
        zst=["买药一般去{v}", "常去的药房是{v}"],
        zuse=["去{v}拿了药", "{v}又没货了"],
        why=[
            ("the old one was always out of stock", "out of stock"),
            ("the new one delivers", "delivers"),
        ],
        zwhy=[("新的可以送药上门", "送药"), ("原来那家倒闭了", "倒闭")],
        qc="which pharmacy do my prescriptions go to now?",
        qh="which pharmacy did I use before?",
        zqc="我现在去哪家药房拿药？",
        zqh="以前去哪家药房？",
    ),
]

# -- generic situation phrasings (by kind; "all" fits every kind) ---------------------------------

EN = {
    "plain": {
        "all": [
            "fyi my {n} is {v}",
            "for the record, {n} = {v}",
            "noting this down: {n} is {v}",
            "{v} is my {n}, in case it ever comes up",
            "ok so my {n}: {v}. put that somewhere",
        ]
    },
    "still": {
        "all": [
            "still with {v}, no complaints",
            "{v} still, yeah",
            "yep still {v} 🙃",
            "nothing's changed, {v} as ever",
            "still {v} fwiw",
            "yes it's still {v}, why would it change",
            "not that you asked but still very much {v}",
            "hasn't changed — {v}",
        ],
        "org": ["been with {v} forever at this point lol", "{v} again this month, same as always"],
        "person": ["{v} still, bless them", "same as ever, {v}"],
    },
    "chg": {
        "all": [
            "update: my {n} is {b} now, not {a}",
            "changed {n} today. {a} ➡️ {b}",
            "new {n}: {b}. bye {a} 👋",
            "so we've switched {n} from {a} to {b}",
            "quick one for your notes, {n} is now {b}. {a} is done",
        ],
        "org": [
            "cancelled {a} and signed up with {b}",
            "moved everything over from {a} to {b} this morning, 40 mins on hold",
            "officially left {a} today. {b} from now on",
        ],
        "person": [
            "{a} has stopped so {b} is our {n} now",
            "said goodbye to {a} today 😢 {b} takes over as {n}",
            "going with {b} as {n} from now on instead of {a}",
        ],
        "place": [
            "moved from {a} to {b}",
            "first go at {b} today, no more {a}",
            "done with {a}. it's {b} now",
        ],
        "thing": [
            "got rid of the {a}, it's the {b} now",
            "replaced the {a} with the {b} finally",
            "switched from {a} to {b}, keep forgetting where everything is",
        ],
    },
    "ind": {
        "all": [
            "note to self: if anyone asks, {n} is {b} now, not {a}",
            "weird not having {a} as our {n} anymore. {b} so far so good",
        ],
        "org": [
            "last bill from {a} came today 🙏 first one from {b} next month",
            "{b} welcome pack arrived. {a} already sending 'we miss you' emails lol",
            "finally free of {a}. {b} seems fine so far",
        ],
        "person": [
            "{a} has moved on as our {n}, sad. {b} started this week, seems great",
            "{b}'s first week as my {n}. {a} sent a lovely card",
            "{a} can't do it anymore so... {b} is the new {n}. fingers crossed",
        ],
        "place": [
            "first time at {b} today, so much nicer than {a}",
            "handed everything back to {a}. {b} it is",
            "didn't miss {a} one bit at {b} today",
        ],
        "thing": [
            "sold the {a} on marketplace. the {b} is sooo much better",
            "the {b} is growing on me, don't miss the {a}",
        ],
    },
    "late": {
        "all": [
            "oh forgot to tell you, I changed {n} {ago} — it's {b} now, not {a}",
            "btw never mentioned it but we moved {n} to {b} {ago}. {a} is done",
            "should've said earlier: switched {n} to {b} {ago}",
            "totally forgot to update you, {n} changed {ago}. {b}, not {a}",
            "wait did I not tell you? {a} is gone, {n} has been {b} since {ago}",
            "small thing I never mentioned — {b} is our {n} now, since {ago}",
        ]
    },
    "plan": {
        "all": [
            "thinking about switching {n} to {b}",
            "might move to {b}, {a} is getting silly",
            "{partner} wants us to try {b} instead of {a}. thoughts?",
            "considering {b} for {n}. any red flags?",
            "looking into {b} as a new {n} tbh",
            "half tempted by {b} instead of {a}...",
            "should I switch to {b}? {a} is fine I guess but meh",
            "leaning towards {b} for {n} next month maybe",
        ]
    },
    "drop": {
        "all": [
            "nah decided against {b}, sticking with {a}",
            "forget {b}, staying put with {a}",
            "update on {b}: not happening lol. {a} it is",
            "looked at {b} properly and... no. keeping {a}",
            "{partner} vetoed {b}, so {a} stays",
            "changed my mind about {b}. {a} is fine",
            "not switching to {b} after all, too much hassle",
            "the {b} thing fell through. still {a}",
        ]
    },
    "rev": {
        "all": [
            "went back to {a}. {b} was a disaster",
            "ok {b} didn't work out, back with {a} as of today",
            "returned to {a}, should never have left tbh",
            "{b} experiment over. {a} again",
            "back to {a} 🙃 lesson learned re {b}",
            "we're back on {a}. don't ask about {b}",
        ]
    },
    "corr": {
        "all": [
            "my {n} is {w}— wait no, {v}. {w} is {partner}'s",
            "{n}: {w}. sorry, typo, {v}",
            "{n} is {w}||*{v}, not {w}. autocorrect 🙄",
            "{n}? it's {w}... no hang on, that's my sister's. mine's {v}",
            "{n}? {w}! no. {v}. brain not working today",
            "ugh I keep saying {w} for {n}. it's {v}",
            "{n} = {w}||actually scratch that, it's {v}. {w} was a different thing entirely",
            "my {n}'s {w}, no sorry, {v}",
        ]
    },
    "retr": {
        "all": [
            "ignore what I told you about {w} being my {n}, I was wrong. it's {v}, always has been",
            "correction to something from ages ago: {n} was never {w}. it's {v}",
            "scratch that thing I said about {w}, mixed it up with {partner}'s. {v} is the right one",
            "hm, a while back I said {w} for {n}. that's wrong. {v}",
            "whatever I said before about {w} as {n}, disregard. it's {v}",
            "retracting my earlier {w} claim lol. {n} is {v}. sorry",
        ]
    },
    "oth": {
        "all": ["{o}'s {n} is {d} apparently", "turns out {o}'s {n} is {d}. small world"],
        "org": [
            "{o} uses {d} for {n}, swears by it",
            "{o} just switched {n} to {d}",
            "{o} keeps telling me to go with {d}",
            "{o} is with {d} and has never had a single issue, annoyingly",
        ],
        "place": ["{o} just switched {n} to {d}", "{o} keeps telling me to try {d}"],
        "thing": ["{o} just got the {d}, won't shut up about it", "{o} swears by the {d}"],
        "person": [
            "{o}'s {n} is {d}, they rave about them",
            "{d} is {o}'s {n}, apparently, small world",
        ],
    },
    "ad": {
        "all": [
            "is {e} any good as a {n}? asking for a friend",
            "what do people say about {e}?",
            "which is better, {e} or {v}?",
        ],
        "org": [
            "saw an ad for {e} on the bus, anyone tried it?",
            "news says {e} had another outage lol, glad that's not us",
            "leaflet from {e} came through the door. straight in the recycling",
            "{e} keeps emailing me offers. no thanks",
            "article ranks {e} the best {n} this year. sure jan",
            "someone at work was going on about {e}. never heard of it",
        ],
        "person": [
            "{friend} recommended {e} if we ever need a new {n}",
            "is {e} still taking on new people? not for me, for {friend}",
            "{e} put a card through the door offering {n} stuff",
        ],
        "place": [
            "walked past {e} today, looks nice actually",
            "{e} has an open day on saturday, not that we need it",
            "what's {e} like? {friend} is looking",
        ],
        "thing": [
            "the {e} looks nice but £££",
            "saw a review of the {e}. tempting. no.",
            "compare the {e} and the {v} for me?",
        ],
    },
    "glow": {
        "all": [],
        "org": [
            "{a} still emailing me. I LEFT",
            "got the final refund from {a} 🙌",
            "{a} sent a 'come back to us' offer. nope",
        ],
        "person": [
            "bumped into {a} at the shops, awkward lol",
            "{a} texted to say hi, miss them a bit tbh",
        ],
        "place": [
            "drove past {a} today, don't miss it",
            "{a} posted about their summer do, glad we're out of it",
        ],
        "thing": [
            "saw a {a} like our old one in the car park, nostalgic",
            "found the {a} charger in a drawer. binned",
        ],
    },
    "swap": {
        "all": [
            "cancelled {a}, got {c} instead. still keeping {b}",
            "dropped {a}. added {c}. {b} stays",
            "{a} is gone, {c} in, {b} as before",
        ]
    },
    "why": [" because {r}", " — {r}", ". reason: {r}", " ({r})", ". honestly, {r}"],
    "why2": [
        "the reason btw: {r}",
        "why? {r}. that's why",
        "(in case you wondered: {r})",
        "context: {r} 🙄",
    ],
}

ZH = {
    "plain": {"all": ["记一下，我的{n}是{v}", "我的{n}：{v}", "{v}是我们家的{n}"]},
    "still": {
        "all": [
            "还是{v}，没换",
            "一直用的{v}",
            "{v}还行吧，继续用着",
            "老样子，{v}",
            "依旧{v}哈哈",
            "没变，还是{v}",
        ]
    },
    "chg": {
        "all": [
            "{n}换成{b}了，不用{a}了",
            "已经从{a}换到{b}",
            "以后{n}就是{b}了，{a}拜拜👋",
            "更新一下：{n}现在是{b}，不是{a}了",
        ],
        "org": ["把{a}退了，办了{b}"],
        "person": ["{a}不做了，现在是{b}"],
        "place": ["从{a}换到{b}了"],
        "thing": ["{a}处理掉了，现在用{b}"],
    },
    "ind": {
        "all": [
            "{a}那边终于结束了，{b}目前感觉还不错",
            "第一次用{b}，不用再折腾{a}了",
            "以后别人问{n}就说{b}，别再说{a}了",
        ]
    },
    "late": {
        "all": [
            "忘了说，{ago}就把{n}换成{b}了，不是{a}了",
            "之前没告诉你，{n}{ago}已经换到{b}了",
            "对了一直没说，{n}{ago}就换了，现在是{b}",
        ]
    },
    "plan": {
        "all": [
            "在考虑把{n}换成{b}",
            "{partner}说{n}想试试{b}",
            "{n}下个月可能换{b}吧",
            "{b}做{n}怎么样？有点想换",
            "{a}越来越离谱了，想换{b}",
        ]
    },
    "drop": {
        "all": [
            "算了，不换{b}了，还是{a}",
            "{b}那个不考虑了，继续用{a}",
            "{partner}不同意换{b}，那就还是{a}吧",
            "想了想还是不折腾了，{b}不要了，{a}挺好",
        ]
    },
    "rev": {
        "all": ["又换回{a}了，{b}太坑", "{b}不行，回到{a}了", "还是{a}好，今天换回来了，{b}再见"]
    },
    "corr": {
        "all": [
            "我的{n}是{w}——不对，是{v}，{w}是我妹的",
            "{n}：{w}||打错了，是{v}不是{w}",
            "{n}是{w}…不是不是，{v}",
        ]
    },
    "retr": {
        "all": [
            "之前说{w}是我的{n}，说错了，其实一直是{v}",
            "更正一下很久以前说的：{n}从来不是{w}，是{v}",
            "之前说的{n}{w}是我记混了，应该是{v}",
        ]
    },
    "oth": {"all": ["{o}那边{n}用的是{d}", "{o}的{n}是{d}", "{o}的{n}刚换成{d}，一直安利我"]},
    "ad": {
        "all": ["{e}和{v}哪个好？", "{friend}推荐了一个{n}：{e}，不过我不需要"],
        "org": ["看到{e}的广告，靠谱吗？", "新闻说{e}出问题了，还好不是我们"],
        "place": ["路过{e}，看着还不错", "{e}周六开放日，反正我们用不上"],
        "thing": ["看到{e}的广告，有点心动，忍住", "{e}的测评看了，太贵"],
        "person": ["听{friend}说{e}人不错，不过我们不需要"],
    },
    "glow": {
        "all": ["{a}还在给我发消息，我都不用了", "路过{a}，一点都不怀念"],
        "org": ["{a}的退款终于到了🙌"],
    },
    "swap": {"all": ["把{a}停了，换成{c}，{b}继续用", "{a}退了，新开了{c}，{b}还在"]},
    "why": ["，因为{r}", "。原因：{r}", "（{r}）"],
    "why2": ["原因是{r}", "为啥换？{r}"],
}

AGO_EN = [
    ("three weeks ago", 21),
    ("a couple of weeks ago", 14),
    ("about a month ago", 30),
    ("like 10 days ago", 10),
    ("six weeks ago", 42),
]
AGO_ZH = [("三个星期前", 21), ("两周前", 14), ("上个月", 30), ("十来天前", 10), ("一个多月前", 38)]

Q_EN = {
    "cur": ["what's my {n} now?", "remind me what my current {n} is?", "current {n}?"],
    "hist": [
        "what was my {n} before the last change?",
        "before I switched, what was my {n}?",
        "what {n} did I have before this one?",
    ],
    "rev": ["before I went back to {a}, what was my {n}?"],
    "asof": [
        "as of {date}, what was my {n}?",
        "back on {date}, which {n} did I have?",
        "what was my {n} around {date}?",
    ],
    "why": [
        "why did I change my {n}?",
        "what made me switch away from {a}?",
        "remind me why we left {a}?",
    ],
    "plan": [
        "what was I thinking of switching my {n} to?",
        "which {n} was I considering moving to?",
        "did I say what {n} I might switch to?",
    ],
    "co": [
        "which {pl} do I have at the moment?",
        "list my current {pl}",
        "what {pl} am I using right now, all of them?",
    ],
}
Q_ZH = {
    "cur": ["我现在的{n}是哪个？", "提醒我一下，现在的{n}是？"],
    "hist": ["换之前我的{n}是哪个？", "上一个{n}是什么来着？"],
    "rev": ["换回{a}之前，我用的是哪个{n}？"],
    "asof": ["{date}的时候，我的{n}是哪个？", "{date}那会儿我用的{n}是什么？"],
    "why": ["我为什么换了{n}？", "当初为什么不用{a}了？"],
    "plan": ["我打算把{n}换成什么？", "我最近在考虑换哪个{n}？"],
    "co": ["我现在都在用哪些{n}？", "我现在同时有哪几个{n}？"],
}

# -- chit-chat -----------------------------------------------------------------------------------

FILL_EN = [
    "what's a good substitute for buttermilk?",
    "remind me to call mum on sunday",
    "it's absolutely chucking it down here",
    "{kid} has decided they're vegetarian. as of this morning. we'll see",
    "can you set a timer for 25 mins",
    "what's 15% of 84",
    "add bin bags, oat milk and batteries to the list",
    "{partner} and I watched that documentary about octopuses, wild",
    "why does the dishwasher smell like that. rhetorical question",
    "{pet} ate a sock. again. she's fine",
    "convert 180C to fahrenheit pls",
    "is it rude to leave a wedding before the speeches",
    "remind me the bins go out tuesday night",
    "need a present for {friend}'s 40th, ideas? likes gardening and gin",
    "slept terribly, {kid} had a nightmare about a goose",
    "the boiler is making the noise again 😩",
    "when do the clocks change this year",
    "made banana bread, it's mostly banana",
    "remind me to renew the tv licence",
    "how long do you boil an egg for soft",
    "{colleague} brought in doughnuts, best day",
    "anyone else's hayfever insane today",
    "plan a 3 day trip to the lakes for us? not too much hiking",
    "is there a bank holiday in may",
    "lost my keys. found them. in the fridge",
    "what should I cook tonight, we have leeks, eggs and sadness",
    "{kid} lost a tooth, what's the going rate for the tooth fairy now",
    "the neighbours are drilling at 8am on a saturday",
    "remind me to water the tomatoes",
    "booked flights for august, finally",
    "{partner}'s birthday is the 3rd, don't let me forget",
    "feeling a bit rubbish, think it's a cold",
    "how do I get red wine out of a cream sofa. asking for me",
    "draft a polite message to the landlord about the damp",
    "any podcast recs for a long drive",
    "ordered a new kettle, the old one sounds like a jet engine",
    "{friend} is getting married!! in portugal!!",
    "what's the difference between baking soda and baking powder",
    "{pet} is sulking because we moved her bed",
    "thinking of painting the hallway green. or not. thoughts",
    "remind me to return the parcel by friday",
    "{kid} wants a hamster. no",
    "had the best pho at that place on the high road",
    "how many weeks until christmas",
    "is 'irregardless' a word",
    "spent the evening fixing the wobbly shelf. it still wobbles",
    "sunburnt in march, how",
    "what's a nice walk near us under 5 miles",
    "{partner} snores. that's it, that's the message",
    "can you write a haiku about mondays",
    "we're out of coffee. crisis",
    "note: {kid}'s sports day is next thursday",
    "did the big clear-out of the loft, found my old tamagotchi",
    "watching the football, don't talk to me",
    "tried sourdough again. brick.",
    "got a parking ticket. 3 minutes over. 3!!",
    "how do I descale a kettle",
    "recommend a board game for 4 adults who are way too competitive",
    "what's the capital of mongolia, pub quiz emergency",
    "{kid} drew a picture of {pet} and it's honestly terrifying 😂",
    "why is my basil dying, I've done nothing wrong",
]
FILL_TEAM_EN = [
    "standup moved to 10:15 today",
    "can someone review my PR when you get a sec",
    "who broke the build 😅",
    "is the coffee machine on floor 3 fixed yet",
    "lunch? thinking the thai place",
    "sorry, dropped off the call, wifi died",
    "reminder: timesheets due friday",
    "anyone got a spare hdmi cable",
    "brb, school run",
    "happy friday all 🎉",
    "who's going to the leaving drinks thursday",
    "can we push the retro to next week",
    "the printer is possessed again",
    "wfh today, plumber coming",
    "great demo yesterday, well done all",
    "cake in the kitchen, it's {colleague}'s birthday",
]
FILL_ZH = [
    "今天好冷啊，出门差点冻死",
    "提醒我周日给我妈打电话",
    "帮我定个25分钟的闹钟",
    "84的15%是多少",
    "购物清单加上鸡蛋、垃圾袋、电池",
    "{pet}又把沙发抓坏了😤",
    "{kid}说今天开始吃素，看能坚持几天",
    "晚上吃什么好？冰箱只有土豆和鸡蛋",
    "周末想带{kid}去郊区玩，有推荐吗",
    "{partner}打呼噜太响了，一晚上没睡好",
    "小区又停水了",
    "楼上从早上八点就开始钻墙",
    "今天的晚霞好好看🌇",
    "快递又送错地方了",
    "感冒了，嗓子疼",
    "做了个蛋糕，塌了哈哈",
    "{friend}要结婚了！在三亚",
    "怎么去除衣服上的红酒渍",
    "推荐几个适合开车听的播客",
    "{kid}掉了一颗牙",
    "周末大扫除，累瘫",
    "孩子作业太多了吧，十点还没写完",
    "双十一又买了一堆没用的",
    "今天走了两万步💪",
    "帮我算一下房贷月供，100万30年",
    "车位被人占了，气死",
    "端午节放几天假？",
    "{pet}今天去洗澡了，香香的",
    "老家寄来了一箱苹果🍎",
    "最近在追一个剧，停不下来",
    "想学做饭，从哪开始",
    "阳台的绿萝又黄了",
    "明天要早起，提醒我定闹钟",
    "帮我翻译一句话：see you next week",
    "{kid}画了一张{pet}的画，笑死😂",
]
FILL_TEAM_ZH = [
    "今天站会推迟到十点",
    "谁有空帮我review一下代码",
    "中午吃什么？楼下那家面馆？",
    "打印机又卡纸了",
    "周五下午茶有人一起吗",
    "我今天在家办公",
    "明天请半天假",
    "会议室被占了，换到3楼",
    "{colleague}生日，茶水间有蛋糕",
    "周报记得周五前交",
    "刚才网断了，没听到最后一段",
    "下周一上线，大家辛苦",
]

EN_NAMES = [
    "Abigail",
    "Ben",
    "Chloe",
    "Daniel",
    "Eleanor",
    "Finn",
    "Grace",
    "Harry",
    "Imogen",
    "Jack",
    "Kate",
    "Liam",
    "Megan",
    "Nathan",
    "Olivia",
    "Patrick",
    "Rachel",
    "Simon",
    "Toby",
    "Zara",
    "Owen",
    "Lucy",
    "Aidan",
    "Fiona",
]
ZH_NAMES = [
    "Wang Fang",
    "Li Wei",
    "Chen Jing",
    "Zhang Min",
    "Liu Yang",
    "Zhao Lei",
    "Huang Xin",
    "Zhou Ting",
    "Wu Hao",
    "Xu Lin",
]
CTX_EN = dict(
    partner=["Sam", "Jordan", "Alex", "Chris", "Robin", "Jamie", "Morgan", "Charlie"],
    kid=["Milo", "Isla", "Freddie", "Poppy", "Arlo", "Ivy", "Theo", "Maya"],
    pet=["Biscuit", "Pickle", "Mochi", "Waffles", "Pepper", "Noodle", "Clementine", "Bean"],
    colleague=["Rhys", "Hannah", "Kofi", "Lena", "Bashir", "Nell"],
    friend=["Tash", "Marcus", "Ruthie", "Dan", "Leila", "Cormac"],
)
CTX_ZH = dict(
    partner=["老公", "老婆"],
    kid=["朵朵", "乐乐", "小宝", "豆豆", "果果", "糖糖"],
    pet=["团团", "可乐", "布丁", "煤球", "馒头", "汤圆"],
    colleague=["阿伟", "小田", "老冯", "小潘", "阿珍"],
    friend=["莉莉", "娟娟", "晓雯", "佳佳", "阿斌"],
)
TEAMS = ["platform", "ops", "design", "finance", "growth"]

PRE_EN = [
    "ok so ",
    "random but ",
    "btw ",
    "sorry, on the bus — ",
    "quick one: ",
    "hiya, ",
    "morning! ",
    "right, ",
]
POST_EN = [" anyway", " lol", " (long day)", " x", " ugh", " tbh", "!!", " haha"]
EMO = ["😅", "🙃", "😂", "👍", "🙏", "😩", "✨", "🤷", "💀", "😬"]
PRE_ZH = ["对了，", "顺便说一下，", "哎，", "跟你说，"]
POST_ZH = ["哈哈", "😂", "～", "。", "🙃", "，烦"]

BASIC = ("stable", "chg", "ind", "use", "late", "plan", "drop", "rev", "pend")
DECK = {
    "stable": 3,
    "chg": 2,
    "ind": 3,
    "use": 2,
    "late": 2,
    "plan": 3,
    "drop": 1,
    "rev": 3,
    "pend": 1,
}


class _Fmt(dict):
    def __missing__(self, k: str) -> str:
        return "{" + k + "}"


def _pick(rng: random.Random, xs):
    return xs[rng.randrange(len(xs))]


def _typo(rng: random.Random, s: str) -> str:
    ws = s.split(" ")
    idx = [i for i, w in enumerate(ws) if w.isalpha() and w.isascii() and len(w) >= 5]
    if not idx:
        return s
    i = _pick(rng, idx)
    w = ws[i]
    j = rng.randrange(1, len(w) - 2)
    ws[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(ws)


def _deco(rng: random.Random, tpl: str, zh: bool) -> str:
    """Make a template look typed: asides, case, typos, emoji (before values are filled in)."""
    if zh:
        if rng.random() < 0.15:
            tpl = _pick(rng, PRE_ZH) + tpl
        if rng.random() < 0.2:
            tpl += _pick(rng, POST_ZH)
        return tpl
    if rng.random() < 0.12:
        tpl = _typo(rng, tpl)
    if rng.random() < 0.15:
        tpl = _pick(rng, PRE_EN) + tpl
    if tpl[:1].isalpha():
        if rng.random() < 0.35:
            tpl = tpl[0].lower() + tpl[1:]
        elif rng.random() < 0.3:
            tpl = tpl[0].upper() + tpl[1:]
    if rng.random() < 0.15:
        tpl += _pick(rng, POST_EN)
    if rng.random() < 0.15:
        tpl += " " + _pick(rng, EMO)
    return tpl


def _rd(rng: random.Random, lo: float, hi: float) -> int:
    lo = int(lo)
    return rng.randint(lo, max(lo, int(hi)))


def _slot(rng, P, S, scen, D, start, forced_reason, add, stats):
    """One slot of one person: its episodes (through `add`) and its probes."""
    zh, ctx = P["zh"], P["ctx"]
    G, Q = (ZH, Q_ZH) if zh else (EN, Q_EN)
    pool = list(S["zh"] if zh else S["en"])
    rng.shuffle(pool)
    a, b, c, w, d, e = pool[:6]
    noun = S["zn"] if zh else S["n"]
    kind = S["k"]
    st = S["zst" if zh else "st"]
    use = S["zuse" if zh else "use"]
    vals: set[str] = set()
    tl: list[tuple[int, str]] = []  # (from day, value): the true timeline of a single value
    probes: list[dict] = []
    team_p = 0.6 if S.get("team") else 0.07
    ago_days = 0

    def gen(sit, extra=()):
        g = G[sit]
        return list(g["all"]) + list(g.get(kind, [])) + list(extra)

    def m(**kw):
        f = _Fmt(ctx)
        f["n"] = noun
        f.update(kw)
        return f

    def say(day, tpls, why=None, **kw):
        day = max(0, min(D, int(day)))
        tpl = _pick(rng, tpls)
        for k in ("a", "b", "c", "v", "w", "d", "e", "s"):
            if k in kw:
                vals.add(kw[k])
        parts = tpl.split("||")
        minute = rng.randint(420, 1370)
        team = rng.random() < team_p
        for i, p in enumerate(parts):
            text = _deco(rng, p, zh).format_map(m(**kw))
            if why and i == len(parts) - 1:
                r = why.format_map(m())
                if rng.random() < 0.3:
                    add(day, minute + 2 * i, text, team)
                    text = _pick(rng, G["why2"]).format(r=r)
                    minute += 3
                else:
                    text = text.rstrip(".! ") + _pick(rng, G["why"]).format(r=r)
            add(day, minute + 2 * i, text, team)

    def intro(v, day):
        mod = None
        if scen in BASIC and rng.random() < 0.22:
            mod = "corr" if rng.random() < 0.55 else "retr"
            stats["mod_" + mod] += 1
        if mod == "corr":
            say(day, gen("corr"), w=w, v=v)
            return day
        if mod == "retr":
            say(day, st, v=w)
            r_day = _rd(rng, day + 20, day + 110)
            say(r_day, gen("retr"), w=w, v=v)
            return r_day
        say(day, st if rng.random() < 0.7 else st + gen("plain"), v=v)
        return day

    def cur_at(day):
        v = None
        for t, x in tl:
            if t <= day:
                v = x
        return v

    def q(which, extra=None, **kw):
        opts = list(Q[which])
        if extra and rng.random() < 0.7:
            opts = [extra]
        return _pick(rng, opts).format_map(m(pl=S.get("pl", noun) if not zh else noun, **kw))

    def probe(kind_, question, gold, **kw):
        probes.append(
            dict(
                subject=P["name"],
                kind=kind_,
                question=question,
                slot=S["key"],
                gold=list(gold),
                **kw,
            )
        )

    reasons = S["zwhy" if zh else "why"]
    t0 = _rd(rng, 0, D * 0.22)
    known = t0
    reason = None

    if scen == "stable":
        known = intro(a, t0)
        tl = [(t0, a)]
        for _ in range(rng.randint(1, 2)):
            say(_rd(rng, known + 20, D), gen("still"), v=a)
        for _ in range(rng.randint(1, 3)):
            say(_rd(rng, known + 5, D), use, v=a)
    elif scen in ("chg", "ind", "use", "late", "plan"):
        known = intro(a, t0)
        tc = _rd(rng, max(D * 0.35, known + 40), D * 0.75)
        if scen != "use" and (forced_reason or rng.random() < 0.5):
            reason = _pick(rng, reasons)
        if scen == "late":
            ago_txt, ago_days = _pick(rng, AGO_ZH if zh else AGO_EN)
        for _ in range(rng.randint(1, 2)):
            say(_rd(rng, known + 3, tc - 10), use, v=a)
        if rng.random() < 0.4:
            say(_rd(rng, known + 10, tc - 5), gen("still"), v=a)
        if scen == "plan":
            tp = _rd(rng, max(known + 10, tc - 90), tc - 15)
            say(tp, gen("plan"), a=a, b=b)
            if rng.random() < 0.5:
                say(_rd(rng, tp + 1, tc - 5), gen("plan"), a=a, b=b)
        said = tc
        why = reason[0] if reason else None
        if scen == "late":
            said = tc + ago_days
            say(said, gen("late"), why, a=a, b=b, ago=ago_txt)
        elif scen == "use":
            say(tc, use, v=b)
        elif scen == "ind":
            say(tc, gen("ind"), why, a=a, b=b)
        else:
            extra = S.get("zchg" if zh else "chg", [])
            say(tc, gen("chg", extra), why, a=a, b=b)
        for _ in range(rng.randint(1, 3)):
            say(_rd(rng, said + 3, D), use, v=b)
        if rng.random() < 0.4:
            say(_rd(rng, said + 20, D), gen("still"), v=b)
        if rng.random() < 0.35 and gen("glow"):
            say(_rd(rng, said + 5, D), gen("glow"), a=a)
        tl = [(t0, a), (tc, b)]
    elif scen == "drop":
        known = intro(a, t0)
        tp = _rd(rng, max(D * 0.3, known + 20), D * 0.7)
        say(tp, gen("plan"), a=a, b=b)
        if rng.random() < 0.4:
            say(_rd(rng, tp + 2, tp + 8), gen("plan"), a=a, b=b)
        td = _rd(rng, tp + 10, tp + 90)
        say(td, gen("drop"), a=a, b=b)
        for _ in range(rng.randint(1, 2)):
            say(_rd(rng, td + 5, D), use if rng.random() < 0.6 else gen("still"), v=a)
        tl = [(t0, a)]
    elif scen == "rev":
        known = intro(a, t0)
        t1 = _rd(rng, max(D * 0.25, known + 30), D * 0.5)
        t2 = _rd(rng, t1 + 40, D * 0.85)
        say(t1, gen("chg", S.get("zchg" if zh else "chg", [])), a=a, b=b)
        say(_rd(rng, t1 + 3, t2 - 3), use, v=b)
        say(t2, gen("rev"), a=a, b=b)
        say(_rd(rng, t2 + 3, D), use, v=a)
        tl = [(t0, a), (t1, b), (t2, a)]
    elif scen == "pend":
        known = intro(a, t0)
        for _ in range(rng.randint(1, 2)):
            say(_rd(rng, known + 5, D * 0.8), use, v=a)
        tp = _rd(rng, D * 0.86, D - 3)
        say(tp, gen("plan"), a=a, b=b)
        tl = [(t0, a)]
    elif scen == "coexist":
        say(t0, S["zco" if zh else "co"], a=a, b=b)
        for v in (a, b):
            say(_rd(rng, t0 + 5, D * 0.4), use, v=v)
        held, gone = [a, b], []
        if rng.random() < 0.5:
            tc = _rd(rng, D * 0.45, D * 0.8)
            say(tc, gen("swap"), a=a, b=b, c=c)
            say(_rd(rng, tc + 3, D), use, v=c)
            held, gone = [b, c], [a]
        say(_rd(rng, D * 0.85, D), use, v=held[0])
    elif scen == "scoped":
        known = intro(a, t0)
        say(_rd(rng, known + 5, D * 0.6), S["zsc" if zh else "sc"], v=a, s=b)
        for _ in range(rng.randint(1, 2)):
            say(_rd(rng, known + 5, D), use, v=a)
        if rng.random() < 0.5:
            say(_rd(rng, D * 0.65, D), S["zsc" if zh else "sc"], v=a, s=b)
        tl = [(t0, a)]

    # other people's values and values that are only mentioned
    if rng.random() < 0.65:
        others = (
            [ctx["partner"], "我妹", "我妈", "同事" + ctx["colleague"], ctx["friend"], "邻居"]
            if zh
            else [
                ctx["partner"],
                "my sister",
                "my mum",
                ctx["colleague"],
                ctx["friend"],
                "my neighbour",
            ]
        )
        say(_rd(rng, 0, D), gen("oth"), o=_pick(rng, others), d=d)
        stats["other_person"] += 1
    if rng.random() < 0.65:
        day = _rd(rng, t0, D)
        say(day, gen("ad"), e=e, v=cur_at(day) or a)
        stats["mention_only"] += 1

    # probes
    qc = S["zqc" if zh else "qc"]
    qh = S["zqh" if zh else "qh"]
    dstr = (
        (lambda dd: f"{dd.year}年{dd.month}月{dd.day}日")
        if zh
        else (lambda dd: f"{dd.day} {dd:%B} {dd.year}")
    )
    if scen == "coexist":
        probe("coexisting", q("co"), held, outdated=gone)
    elif scen == "scoped":
        probe("current", q("cur", S["zqd" if zh else "qd"]), [a])
        probe("coexisting", q("co"), [a, b])
    else:
        cur = tl[-1][1]
        outdated = sorted({x for _, x in tl} - {cur})
        probe(
            "current",
            q("cur", qc),
            [cur],
            outdated=outdated,
            abandoned=[b] if scen == "drop" else [],
        )
        if len(tl) >= 2 and rng.random() < 0.8:
            prev = tl[-2][1]
            probe(
                "historical",
                q("rev", a=a) if scen == "rev" and rng.random() < 0.5 else q("hist", qh),
                [prev],
            )
        if scen == "pend":
            probe("planning", q("plan"), [b])
        if reason:
            probes.append(
                dict(
                    subject=P["name"],
                    kind="why",
                    question=q("why", a=a),
                    slot=S["key"] + "_reason",
                    gold=[reason[1]],
                    values=[reason[1]],
                )
            )
        if rng.random() < (0.65 if len(tl) >= 2 else 0.3):
            bounds = [t for t, _ in tl[1:]]
            for _ in range(30):
                day = _rd(rng, known + 5, D - 2)
                if all(abs(day - t) > 7 and abs(day - (t + ago_days)) > 3 for t in bounds):
                    probe(
                        "as_of",
                        q("asof", date=dstr(start + timedelta(days=day))),
                        [cur_at(day)],
                        as_of_day=day,
                    )
                    break
    for p in probes:
        p.setdefault("outdated", [])
        p.setdefault("abandoned", [])
        p.setdefault("values", sorted(vals))
    stats["scen_" + scen] += 1
    if reason:
        stats["reason"] += 1
    return probes


def _generate(seed: int) -> tuple[dict, Counter]:
    rng = random.Random(seed)
    stats: Counter = Counter()
    D = rng.randint(600, 900)
    start = date(rng.choice([2022, 2023]), rng.randint(1, 12), rng.randint(1, 28))
    n = rng.randint(15, 20)
    nzh = max(3, round(n * rng.uniform(0.22, 0.3)))
    people = [dict(name=x, zh=False) for x in rng.sample(EN_NAMES, n - nzh)]
    people += [dict(name=x, zh=True) for x in rng.sample(ZH_NAMES, nzh)]
    rng.shuffle(people)
    episodes: list[dict] = []
    probes: list[dict] = []
    deck: list[str] = []
    for P in people:
        pools = CTX_ZH if P["zh"] else CTX_EN
        P["ctx"] = {k: _pick(rng, v) for k, v in pools.items()}
        P["team"] = _pick(rng, TEAMS)
        slug = re.sub(r"\W+", "-", P["name"].lower())

        def add(day, minute, text, team, P=P, slug=slug):
            episodes.append(
                dict(
                    day=day,
                    speaker=P["name"],
                    text=text,
                    minute=minute,
                    session=f"team-{P['team']}-{day}" if team else f"pa-{slug}-{day}",
                    language="zh" if P["zh"] else "en",
                )
            )

        P["add"] = add
        eligible = [S for S in SLOTS if S["zh"] or not P["zh"]]
        multi = [S for S in eligible if "co" in S]
        scoped = [S for S in eligible if "sc" in S]
        chosen = [_pick(rng, multi), _pick(rng, scoped)]
        rest = [S for S in eligible if S not in chosen]
        chosen += rng.sample(rest, rng.randint(9, 11) - 2)
        forced = [
            "chg" if rng.random() < 0.5 else _pick(rng, ["ind", "late", "plan"]),
            "drop",
            "pend",
        ]
        rng.shuffle(forced)
        first_change = True
        for i, S in enumerate(chosen):
            if i == 0 and rng.random() < 0.8:
                scen = "coexist"
            elif i == 1 and rng.random() < 0.8:
                scen = "scoped"
            elif forced:
                scen = forced.pop()
            else:
                if not deck:
                    deck = [x for x, k in DECK.items() for _ in range(k)]
                    rng.shuffle(deck)
                scen = deck.pop()
            fr = scen in ("chg", "ind", "late", "plan") and first_change
            if fr:
                first_change = False
            probes += _slot(rng, P, S, scen, D, start, fr, add, stats)
    # chit-chat around the state talk
    target = rng.randint(1750, 2300)
    nfill = max(target - len(episodes), 45 * len(people))
    share = [rng.uniform(0.6, 1.4) for _ in people]
    for P, sh in zip(people, share, strict=True):
        zh = P["zh"]
        decks: dict[bool, list[str]] = {True: [], False: []}

        def draw(team, zh=zh, decks=decks):  # each line once before any repeats
            if not decks[team]:
                decks[team] = list(
                    (FILL_TEAM_ZH if zh else FILL_TEAM_EN) if team else (FILL_ZH if zh else FILL_EN)
                )
                rng.shuffle(decks[team])
            return decks[team].pop()

        for _ in range(round(nfill * sh / sum(share))):
            team = rng.random() < 0.3
            text = _deco(rng, draw(team), zh).format_map(_Fmt(P["ctx"]))
            if rng.random() < 0.2:
                more = _deco(rng, draw(False), zh).format_map(_Fmt(P["ctx"]))
                if zh:
                    text += ("，" if re.match(r"\w", text[-1]) else "") + more
                else:
                    text += (". " if text[-1].isalnum() else " ") + more
            P["add"](rng.randint(0, D), rng.randint(420, 1380), text, team)
            stats["filler"] += 1
    episodes.sort(key=lambda x: (x["day"], x["minute"], x["speaker"]))
    return {"start": start.isoformat(), "episodes": episodes, "probes": probes}, stats


def generate(seed: int) -> dict:
    """Blind world I for one seed: {"start", "episodes", "probes"}."""
    return _generate(seed)[0]


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def _static_checks() -> None:
    """Value pools must not collide (across slots) with each other or with any fixed wording."""
    owner: dict[str, str] = {}
    for S in SLOTS:
        assert len(S["en"]) >= 6 and (not S["zh"] or len(S["zh"]) >= 6), S["key"]
        for v in set(S["en"]) | set(S["zh"]):
            owner.setdefault(v, S["key"])
    vals = list(owner)
    for v in vals:
        for u in vals:
            if u != v and owner[u] != owner[v]:
                assert not _mentions(u, v), (v, u)
            elif u != v:
                assert not _mentions(u, v), ("same slot", v, u)
    fixed = (
        FILL_EN + FILL_TEAM_EN + FILL_ZH + FILL_TEAM_ZH + [x for ps in CTX_EN.values() for x in ps]
    )
    fixed += [x for ps in CTX_ZH.values() for x in ps] + EN_NAMES + ZH_NAMES
    for G in (EN, ZH):
        for sit in G.values():
            fixed += [t for ts in sit.values() for t in ts] if isinstance(sit, dict) else list(sit)
    for S in SLOTS:
        for k in ("st", "use", "zst", "zuse", "co", "zco", "sc", "zsc", "chg", "zchg"):
            fixed += S.get(k, [])
        fixed += [r for r, _ in S["why"] + S.get("zwhy", [])]
    for t in fixed:
        for v in vals:
            assert not _mentions(t, v), (v, t)


if __name__ == "__main__":
    _static_checks()
    for seed in (7, 11, 23):
        world, stats = _generate(seed)
        eps, probes = world["episodes"], world["probes"]
        texts = defaultdict(list)
        for ep in eps:
            texts[ep["speaker"]].append(ep["text"])
        for p in probes:
            for g in p["gold"]:
                assert any(g in t for t in texts[p["subject"]]), (seed, p)
                assert any(_mentions(t, g) for t in texts[p["subject"]]), (seed, p)
            if p["kind"] == "current":
                assert not set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])), (seed, p)
            if p["kind"] != "why":
                assert set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"]) <= set(
                    p["values"]
                ), (seed, p)
            if p["kind"] == "as_of":
                assert p["as_of_day"] is not None and p["gold"][0], (seed, p)
        people = {ep["speaker"] for ep in eps}
        zh_people = {ep["speaker"] for ep in eps if ep["language"] == "zh"}
        days = max(ep["day"] for ep in eps)
        slots = {p["slot"] for p in probes if not p["slot"].endswith("_reason")}
        assert 15 <= len(people) <= 20 and 1500 <= len(eps) <= 2500 and 600 <= days <= 900, (
            len(people),
            len(eps),
            days,
        )
        assert len(slots) >= 24, len(slots)
        kinds = Counter(p["kind"] for p in probes)
        abandoned = sum(1 for p in probes if p["kind"] == "current" and p["abandoned"])
        print(
            f"seed {seed}: start {world['start']}, {days} days, {len(people)} people ({len(zh_people)} zh), "
            f"{len(eps)} episodes ({sum(ep['language'] == 'zh' for ep in eps)} zh, {stats['filler']} chit-chat), "
            f"{len(slots)} slot types, {len(probes)} probes"
        )
        print("  probes:", dict(sorted(kinds.items())), f"current-with-abandoned={abandoned}")
        print("  situations:", dict(sorted(stats.items())))
