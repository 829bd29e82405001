"""Blind text world M: a rural veterinary practice and the people around it, over two years.

Cast: vets, nurses and a receptionist at a mixed practice, dairy and sheep farmers who are its
clients, and a couple of their family members. Several people speak mostly Chinese. The
practice and two farms hold group states ("we", "the practice", "the farm").

About 25 slot types change over time: practice software, lab, drug wholesaler, broadband,
out-of-hours cover, milk buyer, feed supplier, insurer, livestock market, shearing contractor,
cattle and sheep breeds (several at once), car, tractor, on-call night, home village, dog breed
and dog name, diet, job title, partner's job, employer, running club, phone network and bank.

Changes are told directly, implied by use, told late, told by someone else (by name or by a
pronoun that points back into the session), corrected, planned and done, planned and dropped,
or only considered; same-type values are also mentioned as distractors (other people's, ads,
news, recommendations), and scoped exceptions / coexisting values occur. Most episodes are
chit-chat with no state.

`generate(seed)` returns the dict `bench.states.load_text_world` reads: `start`, `episodes`
(day, minute, speaker, text, session, language) and `probes` (subject, kind, question, slot,
gold, outdated, as_of_day, values, abandoned). Self-check: `python -m bench.text_worlds.blind_m`.
"""

from __future__ import annotations

import random
import re
import sys
from collections import defaultdict
from datetime import UTC, datetime, timedelta

START = datetime(2022, 9, 5, tzinfo=UTC)  # a Monday: weekday of day d is d % 7
LAST_DAY = 729
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
ZH_WEEKDAYS = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

# --------------------------------------------------------------------------------------------
# cast
# --------------------------------------------------------------------------------------------

ROLE_POOLS = {
    "owner": [("Maren", "f"), ("Hester", "f"), ("Alun", "m")],
    "farmvet": [("Ossian", "m"), ("Caradoc", "m"), ("Tamsin", "f")],
    "zhvet": [("Zhou Min", "f"), ("Xu Qing", "f"), ("Pan Lei", "m")],
    "headnurse": [("Bettany", "f"), ("Morwenna", "f"), ("Isolde", "f")],
    "nurse": [("Lowri", "f"), ("Ianto", "m"), ("Nessa", "f")],
    "zhnurse": [("Gao Yuting", "f"), ("Jiang Wanru", "f"), ("Lu Xiaofei", "m")],
    "recep": [("Dilys", "f"), ("Sorrel", "f"), ("Wynne", "m")],
    "dairy": [("Ewan", "m"), ("Gideon", "m"), ("Cledwyn", "m")],
    "son": [("Rhodri", "m"), ("Fergus", "m"), ("Carys", "f")],
    "sheep": [("Petra", "f"), ("Delphine", "f"), ("Hollis", "m")],
    "zhfarmer": [("Tang Jian", "m"), ("Liang Guofu", "m"), ("Shen Haitao", "m")],
    "zhwife": [("He Lihua", "f"), ("Wu Xiumei", "f"), ("Zheng Yan", "f")],
}
ZH_RATIO = {"zhvet": 0.85, "zhnurse": 0.8, "zhfarmer": 0.9, "zhwife": 0.95}
GROUP_POOLS = {
    "practice": ["Harrowdale Vets", "Kestle Valley Vets", "Marram Vets"],
    "dairyfarm": ["Bracken Hill Farm", "Coldharbour Farm", "Withy Farm"],
    "zhfarm": ["Longshaw Farm", "Brindle Farm", "Yew Tree Farm"],
}
GROUP_MEMBERS = {
    "practice": ["owner", "farmvet", "zhvet", "headnurse", "nurse", "zhnurse", "recep"],
    "dairyfarm": ["dairy", "son"],
    "zhfarm": ["zhfarmer", "zhwife"],
}
GROUP_ZH_WE = {"practice": ["我们", "我们诊所"], "dairyfarm": ["我们", "我们农场"],
               "zhfarm": ["我们", "我们农场", "我们场里"]}  # fmt: skip
CLINIC_ROLES = ["owner", "farmvet", "zhvet", "headnurse", "nurse", "zhnurse", "recep"]
FARM_EN_ROLES = ["dairy", "son", "sheep"]
FARM_ZH_ROLES = ["zhfarmer", "zhwife"]

CLIENTS = ["Mrs Albright", "Dai Pugh", "old Haskins", "Mr Leckie", "Nancy Dobson",
           "Mrs Fairclough", "Jed Ainsley", "Mr Kowalski", "Mr Ormerod", "Mrs Thwaite"]  # fmt: skip
ZH_CLIENTS = ["Albright太太", "Pugh家", "老Haskins", "Leckie先生", "Dobson家", "Ormerod那家"]
PETS = ["Mr Biggles", "Pudding", "Rolo", "Captain", "Peaches", "Winston", "Dolly", "Marmite",
        "Sergeant", "Toffee"]  # fmt: skip
ANIMALS = ["cow", "heifer", "ewe", "alpaca", "goat", "pony", "cat", "ferret", "rabbit", "pig"]
ZH_ANIMALS = ["牛", "小母牛", "母羊", "羊驼", "山羊", "小马", "猫", "雪貂", "兔子", "猪"]
PLACES = ["Dunford", "Gorsey Bank", "Hallam's", "Tarn End", "Stoney Lane", "High Rigg"]
RELS = ["sister", "brother-in-law", "cousin", "neighbour", "mate from uni", "auntie"]
ZH_RELS = ["表妹", "邻居", "大学同学", "小舅子", "堂哥", "闺蜜"]

# --------------------------------------------------------------------------------------------
# slot specs
# --------------------------------------------------------------------------------------------

PROVIDER_DEFAULTS = dict(
    have=["{We} use{s} {v} for {our} {n}", "{Our} {n} is {v}", "{Were} with {v} for {our} {n}"],
    chg=["switched {our} {n} to {v}", "moved {our} {n} over to {v}", "changed {our} {n} to {v}",
         "left {old} and signed up with {v}"],
    now=["{were} with {v} now", "{our} {n} is {v} now", "{we} use{s} {v} now"],
    since=["{weve} been with {v} since {msince}"],
    to=["switch to {v}", "move {our} {n} to {v}", "go with {v}"],
    to_ing=["switching to {v}", "moving {our} {n} to {v}", "going with {v}"],
    dis=["Got a flyer from {z} in the post, straight in the recycling",
         "{z} rep rang again. persistent lot",
         "my {rel} uses {z} and seems happy enough with them",
         "saw {z} are putting their prices up, glad {were} not with them",
         "{z} had some huge outage yesterday, it was all over the village Facebook group",
         "honestly you lot should look at {z}, {client} swears by them"],
    zhave=["{我}的{zn}是{v}", "{我}一直用{v}"],
    zchg=["把{zn}换成{v}", "改用{v}", "换到{v}"],
    znow=["{我}现在用{v}", "{我}现在的{zn}是{v}"],
    zto=["换成{v}", "改用{v}"],
    zdis=["{z}又寄广告来了，直接扔了", "我{zrel}用的是{z}，说还行", "看新闻说{z}要涨价了，还好{我}不用它",
          "{z}的推销电话一天打三次，烦死了"],
    when=[" next month", " in a few weeks", " soon", " once the contract's up", ""],
    zwhen=["下个月", "过几周", "等合同到期", "忙完这阵"],
    drsn=["", ", the numbers didn't add up", ", too much hassle", ", the contract tie-in was ridiculous",
          ", not worth the faff"],
    zdrsn=["", "，算下来不划算", "，太麻烦了", "，合同绑太久"],
)  # fmt: skip


def provider(spec: dict) -> dict:
    out = {k: list(v) for k, v in PROVIDER_DEFAULTS.items()}
    for k, v in spec.items():
        if k.endswith("_add"):
            out[k[:-4]] = out.get(k[:-4], []) + list(v)
        else:
            out[k] = v
    return out


SPEC: dict[str, dict] = {}

SPEC["pms_software"] = provider(dict(
    slot="pms_software", pool=["VetCove", "Pawtrack", "ClinicLedger", "Hoofbook", "Rumina",
                                "Vetlogic", "Kennelwise"],
    n=["practice software", "PMS", "practice management system", "booking system"],
    zn=["管理系统", "诊所软件", "预约系统"],
    have=["{We} run{s} everything through {v}", "{Our} {n} is {v}",
          "{We} use{s} {v} for bookings and billing",
          "everything here lives in {v}: bookings, invoices, reminders"],
    chg=["switched {our} {n} to {v}", "moved {our} {n} over to {v}", "changed over to {v}",
         "swapped {old} for {v}", "migrated everything from {old} to {v}"],
    now=["{were} on {v} now", "{our} {n} is {v} now", "{we} run{s} everything through {v} now"],
    since=["{weve} been on {v} since {msince}", "{weve} used {v} since {msince}"],
    ind=["Spent all morning fighting with the new {v}, it will NOT merge duplicate clients",
         "first week on {v} and I've locked myself out twice already",
         "does anyone know where {v} hides the reminder settings?? the {old} way doesn't exist any more",
         "{v} training at 2 in the back office, bring coffee, it's the new system so everyone please",
         "The {v} screens are so much nicer than {old} tbh, still can't find anything though"],
    reaff=["{v} is crawling today, anyone else?", "{v} ate my clinical notes again",
           "can someone show the locum how to book ops in {v}",
           "printed the op list out of {v}, it's on the desk",
           "{v} wants another update, ignoring it till tonight"],
    retro=["Honestly {old} was worse, remember when it billed a hamster four grand",
           "found an old {old} login card in the drawer, binned it"],
    dis=["The {z} rep called AGAIN. they never give up", "saw {z} at the congress stand, slick but pricey",
         "the practice over in Dunford is on {z} and they moan about it constantly",
         "got an email from {z} offering a free demo, deleted"],
    to=["switch to {v}", "move {our} {n} over to {v}", "go over to {v}"],
    to_ing=["switching to {v}", "moving {our} {n} to {v}", "going over to {v}"],
    rsn=[("{old} kept crashing", "crashing", "{old}老是崩溃", "崩溃"),
         ("the {old} licence went up again", "licence", "{old}的年费又涨了", "年费"),
         ("{v} does the TB paperwork automatically", "paperwork", "{v}能自动出TB的表格", "表格")],
    zhave=["{我}用的是{v}，预约收费都在上面", "{我}的{zn}是{v}"],
    zchg=["把{zn}换成{v}", "改用{v}", "从{old}换到{v}"],
    znow=["{我}现在用{v}", "{我}现在都在{v}上操作"],
    zind=["新的{v}真难用，一上午都在跟它较劲", "{v}又把我登出了，新系统毛病真多",
          "谁知道{v}里疫苗提醒在哪设置啊？{old}那套找不到了"],
    zreaff=["{v}今天卡死了", "{v}又打不开了，谁重启一下电脑", "{v}里的手术单我打印好了，放前台了"],
    zdis=["{z}的销售又打电话来了，烦死", "听说镇上另一家诊所用{z}，天天在骂"],
    q=dict(cur="Which practice management software does {S} use now?",
           hist="Which practice software did {S} use before {v}?",
           asof="Which practice software was {S} using on {date}?",
           why="Why did {S} switch {pos} practice software to {v}?",
           plan="Which practice software is {S} planning to move to?"),
))  # fmt: skip

SPEC["lab"] = provider(dict(
    slot="lab", pool=["Fenwick", "Carrowlab", "BioScreen", "Alderpath", "Vetsera"],
    n=["lab", "path lab", "external lab"], zn=["化验室", "外送实验室"],
    have=["{We} send{s} {our} bloods and path samples to {v}", "{Our} {n} is {v}",
          "all {our} lab work goes to {v}"],
    chg=["switched {our} {n} to {v}", "moved {our} lab work over to {v}",
         "started sending everything to {v}", "dropped {old} and signed up with {v}"],
    now=["{were} sending samples to {v} now", "{our} lab work goes to {v} now", "{our} {n} is {v} now"],
    since=["{weve} sent {our} samples to {v} since {msince}", "{weve} been using {v} since {msince}"],
    ind=["{v} courier missed the pickup, first week with them and the samples sat in the fridge all night",
         "First batch back from {v}, way quicker than {old} ever was",
         "Where are the {v} submission forms? the old {old} ones are useless now",
         "new {v} sample boxes are in the cupboard, bin the {old} ones"],
    reaff=["{v} results are in for the {place} heifers", "can someone chase {v} about those worm egg counts",
           "{v} samples bagged and in the fridge for pickup", "{v} rang about a haemolysed sample, need a redo"],
    scoped=["{Weve} moved {our} routine lab work to {v}{rsn}, but TB samples and post-mortems still go to {old}.",
            "Mostly {v} now for bloods and faecals{rsn}; anything TB or PM stays with {old}.",
            "{We} {chg}{rsn}. Except TB and post-mortems, those carry on going to {old}."],
    zscoped=["{我}常规化验都改送{v}了{zrsn}，不过TB样本和剖检还是送{old}。",
             "现在血检基本都送{v}{zrsn}，TB和剖检那块还留在{old}。"],
    dis=["Got a {z} price list in the post, not bad actually but no",
         "The practice in Dunford swears by {z}", "{z} are doing a free parasite testing week, saw it online"],
    rsn=[("{v}'s turnaround is a day, not a week", "turnaround", "{v}一天就出结果", "出结果"),
         ("{old} misplaced two of {our} samples", "misplaced", "{old}弄丢了两份样本", "弄丢")],
    zind=["{v}的快递今天没来收样本，第一周就这样", "{v}第一批结果回来了，比{old}快多了"],
    zreaff=["{v}的结果出来了，在邮箱里", "样本打包好了放冰箱，等{v}来收"],
    zdis=["{z}寄了价目表过来，没兴趣", "听说别的诊所都在用{z}"],
    q=dict(cur="Which lab does {S} send {pos} samples to now?", hist="Which lab did {S} use before {v}?",
           asof="Which lab was {S} sending samples to on {date}?",
           why="Why did {S} move {pos} lab work to {v}?", plan="Which lab is {S} planning to move to?",
           co="Which labs does {S} currently send samples to?"),
))  # fmt: skip

SPEC["drug_wholesaler"] = provider(dict(
    slot="drug_wholesaler", pool=["Mardell", "Ovisco", "Pennant", "Brightwell", "Castleway"],
    n=["drug wholesaler", "wholesaler", "meds supplier"], zn=["药品供应商", "进药渠道"],
    have=["{We} order{s} {our} meds from {v}", "{Our} {n} is {v}", "all the drugs come from {v}"],
    chg=["switched {our} {n} to {v}", "moved {our} drug orders over to {v}",
         "left {old} and opened an account with {v}"],
    now=["{were} ordering through {v} now", "meds come from {v} now", "{our} {n} is {v} now"],
    since=["{weve} ordered through {v} since {msince}"],
    ind=["First {v} delivery came two boxes short of metacam, great start",
         "the {v} order portal is actually decent, way better than {old}'s",
         "{v} van driver couldn't find us, first time out here I guess"],
    reaff=["{v} van's here, can someone sign", "put the {v} order in before 3 pls",
           "{v} are out of the big flea packs again"],
    rsn=[("{v} does next-day delivery out here", "next-day", "{v}偏远地区也次日达", "次日达"),
         ("{old} had constant shortages", "shortages", "{old}老是缺货", "缺货")],
    zind=["{v}第一次送货就少了两盒美洛昔康", "{v}的下单网站比{old}好用多了"],
    zreaff=["{v}的货到了，谁签一下", "三点前把{v}的单子下了"],
    q=dict(cur="Which drug wholesaler does {S} order from now?", hist="Which wholesaler did {S} order from before {v}?",
           asof="Which drug wholesaler was {S} using on {date}?", why="Why did {S} switch wholesaler to {v}?",
           plan="Which wholesaler is {S} planning to switch to?"),
))  # fmt: skip

SPEC["broadband"] = provider(dict(
    slot="broadband", pool=["Fibrelink", "Ruralnet", "Skyhook", "Hillwave", "Airmesh"],
    n=["broadband", "internet", "internet provider"], zn=["宽带", "网络"],
    have=["{Our} {n} is {v}", "{Were} with {v} for the internet", "{v} is {our} internet provider"],
    chg=["switched {our} {n} to {v}", "moved {our} {n} over to {v}", "got {v} put in and cancelled {old}"],
    now=["{were} on {v} now", "{our} {n} is {v} now"],
    since=["{weve} been on {v} since {msince}"],
    ind=["the {v} engineer finally came, we have actual internet!!",
         "new {v} router is in the back office, wifi password is on the side",
         "the {v} box keeps blinking orange, is that normal? never had this with {old}"],
    reaff=["{v} is down again, card machine's on 4G", "rang {v} about the speed, on hold forever",
           "{v} router needs a kick, consults can't load x-rays"],
    rsn=[("{old} kept having dropouts", "dropouts", "{old}老掉线", "掉线"),
         ("{v} brought fibre to the village", "fibre", "{v}把光纤拉到村里了", "光纤")],
    zind=["{v}的师傅终于来装好了，总算有网了", "新的{v}路由器放在后面办公室，密码贴在旁边"],
    zreaff=["{v}又断网了，刷卡机只能用4G", "给{v}打电话问网速的事，等了半天"],
    q=dict(cur="Which broadband provider does {S} use now?", hist="Which broadband provider did {S} have before {v}?",
           asof="Which broadband provider was {S} using on {date}?", why="Why did {S} switch {pos} broadband to {v}?",
           plan="Which broadband provider is {S} planning to switch to?"),
))  # fmt: skip

SPEC["out_of_hours"] = provider(dict(
    slot="out_of_hours", pool=["Nightingale", "Fellwatch", "Moorcover", "Lanternvet"],
    n=["out-of-hours cover", "OOH provider", "night cover"], zn=["夜间急诊外包", "下班后的急诊"],
    have=["{We} use{s} {v} for small animal out-of-hours", "nights and weekends go to {v}",
          "{Our} {n} is {v}"],
    chg=["handed {our} small animal {n} to {v}", "switched {our} {n} to {v}",
         "moved the night cover over to {v}"],
    now=["{our} {n} is {v} now", "small animal nights go to {v} now", "{were} using {v} for nights now"],
    since=["{weve} used {v} for nights since {msince}"],
    ind=["First weekend with {v} on the nights and the phones were blissfully quiet",
         "{v} sent their handover notes from last night, very thorough, more than {old} ever did",
         "Clients keep asking where {v} is, need to put their address on the website"],
    reaff=["{v} saw a blocked cat overnight, he's coming in at 9", "{v} handover email is in the inbox",
           "{v} forwarded a client complaint, sigh"],
    rsn=[("everyone here was on the edge of burnout", "burnout", "大家都快累垮了", "累垮"),
         ("{v} has a vet on site all night", "on site", "{v}晚上有兽医驻场", "驻场")],
    zind=["第一个周末夜班交给{v}，电话终于安静了", "{v}发来了昨晚的交接记录，比{old}详细多了"],
    zreaff=["{v}昨晚收了一只尿闭的猫，九点转过来", "{v}的交接邮件在收件箱里"],
    q=dict(cur="Who provides {Ss} out-of-hours cover now?", hist="Who did {S} use for out-of-hours cover before {v}?",
           asof="Who was providing {Ss} out-of-hours cover on {date}?",
           why="Why did {S} move {pos} out-of-hours cover to {v}?",
           plan="Who is {S} planning to move {pos} out-of-hours cover to?"),
))  # fmt: skip

SPEC["milk_buyer"] = provider(dict(
    slot="milk_buyer", pool=["Westmead", "Cressbrook", "Tolland", "Dairyvale", "Ashcombe"],
    n=["milk buyer", "milk contract"], zn=["牛奶收购商", "奶站"],
    have=["{We} sell{s} {our} milk to {v}", "{Our} milk goes to {v}", "{Were} on a {v} milk contract"],
    chg=["switched {our} {n} to {v}", "moved {our} milk to {v}", "signed a new contract with {v}",
         "left {old} for a {v} contract"],
    now=["{our} milk goes to {v} now", "{were} supplying {v} now", "{were} on a {v} contract now"],
    since=["{weve} supplied {v} since {msince}"],
    ind=["{v} tanker turned up at 5am and the driver couldn't find the gate, first pickup and all",
         "First {v} milk cheque came through, better than {old} ever paid",
         "Had the {v} field rep round to look at the tank, first visit"],
    reaff=["{v} tanker's late again", "{v} rang about the cell count, it's up a bit",
           "{v} newsletter says the price holds next month"],
    rsn=[("{v} pays 3p a litre more", "litre", "{v}每升多给三便士", "每升"),
         ("{old} cut the milk price twice", "milk price", "{old}压了两次奶价", "奶价")],
    zind=["{v}的奶罐车早上五点就来了，第一次来找不到大门", "{v}的第一张奶款单到了，比{old}给得多"],
    zreaff=["{v}的奶罐车又迟到了", "{v}打电话说体细胞数有点高"],
    q=dict(cur="Who buys {Ss} milk now?", hist="Who did {S} sell {pos} milk to before {v}?",
           asof="Who was {S} selling {pos} milk to on {date}?", why="Why did {S} switch {pos} milk buyer to {v}?",
           plan="Which milk buyer is {S} planning to switch to?"),
))  # fmt: skip

SPEC["feed_supplier"] = provider(dict(
    slot="feed_supplier", pool=["Hartwell", "Greenacre", "Boddington", "Mortlake", "Pryce"],
    n=["feed supplier", "feed", "cake"], zn=["饲料", "饲料供应商"],
    have=["{We} buy{s} {our} feed from {v}", "{Our} {n} is {v}", "it's {v} nuts in the troughs here"],
    chg=["switched {our} {n} to {v}", "moved {our} feed order over to {v}",
         "started buying feed from {v}", "dropped {old} for {v}"],
    now=["{were} on {v} feed now", "{our} feed comes from {v} now"],
    since=["{weve} bought feed from {v} since {msince}"],
    ind=["First {v} lorry came today, nuts look decent",
         "Stock took a couple of days to get used to the {v} ration but they're tucking in now",
         "Had to sign for the first {v} delivery at 6am, {old} never came this early"],
    reaff=["{v} delivery due today", "ordered another load from {v}", "{v} rep round for a brew"],
    rsn=[("{v} knocked £20 a tonne off", "tonne", "{v}每吨便宜二十镑", "每吨"),
         ("{old}'s last load was mouldy", "mouldy", "{old}上一批饲料发霉了", "发霉")],
    scoped=["{Weve} moved the milkers onto {v} feed{rsn}, but the youngstock stay on {old}.",
            "{v} for the main herd now{rsn}. Calves and heifers are still on {old} nuts though.",
            "{We} {chg}{rsn}, apart from the youngstock, they're still on {old}."],
    zscoped=["产奶的牛改喂{v}了{zrsn}，小牛还是吃{old}的。", "大群换成{v}的饲料了{zrsn}，育成牛那边还用{old}。"],
    zind=["{v}的第一车饲料今天到了，颗粒看着还行", "羊吃{v}的料适应了两天，现在抢着吃"],
    zreaff=["{v}今天送料", "又跟{v}订了一车"],
    q=dict(cur="Who supplies {Ss} feed now?", hist="Who supplied {Ss} feed before {v}?",
           asof="Who was supplying {Ss} feed on {date}?", why="Why did {S} switch feed supplier to {v}?",
           plan="Which feed supplier is {S} planning to move to?",
           co="Which feed suppliers is {S} using at the moment?"),
))  # fmt: skip

SPEC["insurer"] = provider(dict(
    slot="insurer", pool=["Fieldguard", "Agrisure", "Shirecover", "Plowright"],
    n=["farm insurance", "insurer", "insurance"], zn=["农场保险", "保险公司"],
    have=["{Our} {n} is with {v}", "{Were} insured with {v}", "{v} does {our} farm insurance"],
    chg=["moved {our} {n} to {v}", "switched insurer to {v}", "left {old} and signed with {v}"],
    now=["{were} insured with {v} now", "{our} {n} is with {v} now"],
    since=["{weve} been insured with {v} since {msince}"],
    ind=["{v} assessor came out about the barn roof, first claim with them, fingers crossed",
         "New {v} policy documents arrived, it's a doorstop",
         "Had to ring {v} about the quad, {old} would've just paid up"],
    reaff=["{v} renewal letter came", "{v} want photos of the new shed"],
    rsn=[("{old} doubled the premium", "premium", "{old}的保费翻倍了", "保费"),
         ("{v} covers the farm shop as well", "farm shop", "{v}连农场小店也一起保", "小店")],
    zind=["{v}的定损员来看了谷仓屋顶", "{v}的新保单寄来了，厚得像本书"],
    zreaff=["{v}的续保信来了"],
    q=dict(cur="Who insures {S} now?", hist="Who was {S} insured with before {v}?",
           asof="Who was {S} insured with on {date}?", why="Why did {S} move {pos} insurance to {v}?",
           plan="Which insurer is {S} planning to move to?"),
))  # fmt: skip

SPEC["livestock_market"] = provider(dict(
    slot="livestock_market", pool=["Kelby", "Ravensby", "Tolworth", "Asherton", "Cragmoor"],
    n=["market", "mart"], zn=["牲口市场", "拍卖市场"],
    have=["{We} sell{s} {our} lambs at {v} mart", "{Our} lambs go through {v} market", "{v} is {our} mart"],
    chg=["started selling {our} lambs at {v} mart", "moved {our} selling over to {v} market",
         "switched marts to {v}"],
    now=["{our} lambs go to {v} now", "{were} selling at {v} mart now"],
    since=["{weve} sold at {v} since {msince}"],
    ind=["Good trade at {v} today, first time there and we topped the pen",
         "{v} mart car park is a nightmare, hope it's better next time",
         "Took the first lot to {v} instead of {old}, auctioneer's sharp"],
    reaff=["{v} sale today, trailer's loaded", "lambs averaged decent money at {v}",
           "{v} mart cafe does the best bacon roll"],
    rsn=[("{v} gets the big buyers from down south", "buyers", "{v}买家多，价钱好", "买家"),
         ("{old} stopped its sheep sales", "sheep sales", "{old}的羊拍卖停办了", "停办")],
    add=["{Weve} started taking the store lambs to {v} too; fat lambs still go to {old}.",
         "Tried {v} mart for the cull ewes and it went well, so it's {v} and {old} now",
         "{We} sell{s} at {v} as well now, alongside {old}"],
    remove=["{Weve} stopped going to {z} altogether, it's just {rest} now",
            "No more {z} for {us}. {rest} only from here on"],
    zhave=["{我}的羊都在{v}卖", "{我}一直去{v}卖羊"],
    zchg=["改去{v}卖羊", "把卖羊的地方换到{v}"],
    znow=["{我}现在去{v}卖羊"],
    zadd=["现在架子羊也拉到{v}去卖了，肥羔还是在{old}。", "{我}开始在{v}卖羊了，{old}那边也继续去"],
    zremove=["{z}那边不去了，以后只在{rest}卖", "{我}不再去{z}了，就剩{rest}"],
    zind=["第一次去{v}卖羊，价钱不错", "{v}的停车场太挤了"],
    zreaff=["今天{v}有拍卖，羊装车了", "{v}那边羊价还行"],
    q=dict(cur="At which market does {S} sell {pos} lambs now?", hist="Where did {S} sell lambs before {v}?",
           hist_multi="Which market did {S} stop selling at?",
           asof="Where was {S} selling lambs on {date}?", why="Why did {S} start selling at {v}?",
           plan="Which market is {S} planning to sell at?",
           co="At which markets does {S} sell lambs now?"),
))  # fmt: skip

SPEC["sheep_breed"] = dict(
    slot="sheep_breed", multi=True, pool=["Texel", "Suffolk", "Lleyn", "Cheviot", "Swaledale", "Charollais"],
    have=["{We} keep{s} {v} ewes", "{Our} flock is {v}", "it's all {v} sheep here"],
    add=["{Weve} bought in forty {v} ewe lambs to run with the {old} flock",
         "{Weve} added some {v} ewes alongside the {old} ones",
         "Put {v} tups in with the {old} girls this year, keeping both breeds"],
    remove=["The last of the {z} ewes went through the ring, it's just {rest} now",
            "{Weve} sold off the {z} sheep, {rest} only from now"],
    reaff=["{v} ewes scanned well", "{v} lambs looking grand this year"],
    dis=["{client} has {z} shearlings for sale if anyone's interested", "saw some lovely {z} tups at the show"],
    zhave=["{我}养的是{v}羊", "{我}的羊都是{v}"],
    zadd=["{我}新买了一批{v}母羊，跟{old}一起养", "今年加了些{v}羊，{old}也留着"],
    zremove=["最后几只{z}也卖了，现在就剩{rest}", "{z}羊都处理掉了，只养{rest}"],
    zreaff=["{v}母羊今年怀得不错", "{v}小羊长得挺好"],
    zdis=["展会上的{z}公羊真漂亮", "隔壁在卖{z}羊"],
    q=dict(co="Which sheep breeds does {S} keep now?", hist_multi="Which sheep breed did {S} give up?",
           asof="Which sheep breeds did {S} keep on {date}?"),
)  # fmt: skip

SPEC["cattle_breed"] = dict(
    slot="cattle_breed", multi=True, pool=["Holstein", "Jersey", "Ayrshire", "Montbeliarde", "Guernsey"],
    have=["{We} milk{s} {v} cows", "{Our} herd is {v}", "it's all {v} cattle here"],
    add=["{Weve} bought in a batch of {v} heifers to run alongside the {old} cows",
         "{Weve} added some {v} cows to the {old} herd, keeping both",
         "There are {v} cows in the parlour now as well as the {old} lot"],
    remove=["Sold the last of the {z} cows, it's just {rest} now",
            "{Were} out of {z} cattle completely, {rest} only"],
    reaff=["{v} cows milking well this month", "one of the {v} cows has a sore foot"],
    dis=["{client} has {z} heifers for sale, too dear", "nice {z} cattle at the county show"],
    zhave=["{我}养的是{v}奶牛"], zadd=["{我}买了一批{v}小母牛，跟{old}一起养"],
    zremove=["最后几头{z}也卖了，现在只剩{rest}"], zreaff=["{v}奶牛这个月产奶不错"],
    zdis=["展会上有几头{z}牛挺漂亮"],
    q=dict(co="Which cattle breeds does {S} milk now?", hist_multi="Which cattle breed did {S} give up?",
           asof="Which cattle breeds was {S} milking on {date}?"),
)  # fmt: skip

SPEC["shearing_contractor"] = provider(dict(
    slot="shearing_contractor", pool=["Kerrigan", "Brannock", "Tullis", "McArdle"],
    n=["shearers", "shearing contractor", "shearing gang"], zn=["剪毛队", "剪羊毛的"],
    have=["{v}'s gang does {our} shearing", "{Our} {n} is {v}", "{We} book{s} {v} for the shearing"],
    chg=["switched {our} {n} to {v}", "booked {v}'s gang for the shearing instead of {old}",
         "moved {our} shearing over to {v}"],
    now=["{our} shearing is done by {v} now", "{were} using {v} for the shearing now"],
    since=["{weve} used {v} for the shearing since {msince}"],
    ind=["{v}'s lads had 300 done by lunch, first time with them, impressive",
         "Fleeces are tidier since {v} took over from {old}"],
    reaff=["{v} booked for the clip", "{v} rang, coming a day early"],
    rsn=[("{old} double-booked {us}", "double-booked", "{old}把{我}的日子搞重了", "搞重"),
         ("{v} charge less per ewe", "per ewe", "{v}每只羊收费低", "每只羊")],
    zind=["{v}的人一上午剪了三百只，第一次用他们，真快", "{v}接手以后羊毛剪得比{old}整齐"],
    zreaff=["跟{v}约好了剪毛", "{v}打电话说提前一天来"],
    q=dict(cur="Who does {Ss} shearing now?", hist="Who did {Ss} shearing before {v}?",
           asof="Who was doing {Ss} shearing on {date}?", why="Why did {S} change shearing contractor to {v}?",
           plan="Which shearing contractor is {S} planning to use?"),
))  # fmt: skip

SPEC["car"] = dict(
    slot="car", pool=["Hilux", "Navara", "Defender", "Forester", "Octavia", "Amarok", "L200",
                      "Outlander", "Yaris", "Qashqai"],
    have=["{We} drive{s} a {v}", "{Our} car's a {v}", "{Were} the one with the muddy {v}"],
    chg=["traded the {old} in for a {v}", "got a {v}", "swapped the {old} for a {v}",
         "bought a secondhand {v}", "sold the {old} and got a {v}"],
    now=["{were} driving a {v} now", "{we} drive{s} a {v} these days"],
    since=["{weve} had the {v} since {msince}"],
    ind=["the {v} handles the {place} lane way better than the {old} ever did",
         "Still finding the buttons in the new {v}, put the wipers on instead of the indicator twice",
         "Got the {v} stuck at a gate already, not even a week old",
         "New {v} smells of new car and now also of calving"],
    reaff=["{v} covered in mud again", "left my stethoscope in the {v}", "the {v} needs tyres, dash light on"],
    retro=["miss the {old}'s heated seats tbh"],
    dis=["my {rel} just bought a {z}, won't shut up about it", "the locum turned up in a shiny {z}",
         "ad on the radio for the new {z}, no chance on my wages",
         "{client} offered to sell me their old {z}, hard pass"],
    to=["get a {v}", "swap the {old} for a {v}"], to_ing=["getting a {v}", "swapping the {old} for a {v}"],
    rsn=[("the {old}'s gearbox went", "gearbox", "{old}的变速箱坏了", "变速箱"),
         ("{we} needed four-wheel drive for the hill farms", "four-wheel", "山上的农场得开四驱", "四驱")],
    zhave=["{我}开的是{v}", "{我}的车是{v}"],
    zchg=["把{old}卖了换成{v}", "把车换成{v}", "买了辆{v}"],
    znow=["{我}现在开{v}"],
    zind=["新{v}还不太会开，雨刷老是开错", "{v}开那条泥路比{old}稳多了", "{v}才买一个礼拜就陷在泥里了"],
    zreaff=["{v}又全是泥了", "听诊器落在{v}里了"],
    zretro=["有点想念{old}的座椅加热"],
    zdis=["我{zrel}刚买了辆{z}，天天炫耀", "电台里一直在放{z}的广告"],
    zto=["换辆{v}", "买辆{v}"],
    q=dict(cur="What car does {S} drive now?", hist="What car did {S} drive before the {v}?",
           asof="What car was {S} driving on {date}?", why="Why did {S} get the {v}?",
           plan="What car is {S} planning to get?"),
)  # fmt: skip

SPEC["tractor"] = dict(
    slot="tractor", pool=["John Deere", "Massey Ferguson", "Kubota", "Valtra", "Fendt", "New Holland", "Claas"],
    have=["{Our} tractor's a {v}", "{We} run{s} a {v}", "{Were} a {v} farm through and through"],
    chg=["traded the {old} in for a {v}", "bought a {v}", "got a {v} tractor", "sold the {old} and bought a {v}"],
    now=["{were} running a {v} now", "{our} tractor is a {v} now"],
    since=["{weve} had the {v} since {msince}"],
    ind=["the new {v} has a cab you can actually see out of",
         "took the {v} up the top field, grips way better than the {old} did",
         "Still learning the {v} controls, nearly put the loader through the shed"],
    reaff=["{v} needs a service", "{v} stuck in the gateway again"],
    dis=["{client} has a {z} for sale, tempting but no", "the contractor turned up in a massive {z}",
         "{z} stand at the show had free bacon butties"],
    to=["buy a {v}", "trade the {old} for a {v}"], to_ing=["buying a {v}", "trading the {old} for a {v}"],
    rsn=[("the {old}'s hydraulics packed in", "hydraulics", "{old}的液压坏了", "液压"),
         ("the dealer gave a good trade-in", "trade-in", "经销商给的折价高", "折价")],
    zhave=["{我}的拖拉机是{v}", "{我}开的是{v}拖拉机"],
    zchg=["把{old}卖了换{v}", "买了台{v}", "把拖拉机换成{v}"],
    znow=["{我}现在开{v}"],
    zind=["新{v}的驾驶室视野好多了", "{v}上坡比{old}稳"],
    zreaff=["{v}该保养了", "{v}又陷在门口了"],
    zdis=["隔壁买了台{z}，天天开出来显摆", "农机展上{z}的新款挺好看"],
    zto=["换台{v}", "买台{v}"],
    q=dict(cur="What make of tractor does {S} run now?", hist="What tractor did {S} have before the {v}?",
           asof="What tractor was {S} running on {date}?", why="Why did {S} get the {v}?",
           plan="What tractor is {S} planning to buy?"),
)  # fmt: skip

SPEC["on_call_day"] = dict(
    slot="on_call_day", lang="en", weekday=WEEKDAYS, pool=list(WEEKDAYS),
    have=["{Were} on call on {v}", "{Our} on-call night is {v}", "{v} is {our} night on the rota"],
    chg=["swapped {our} on-call to {v}", "moved {our} on-call night to {v}", "switched to {v} on the rota"],
    now=["{were} on call on {v} now", "{our} on-call night is {v} now"],
    since=["{weve} done {v} on-call since {msince}"],
    ind=["First {v} on call under the new rota and of course two calvings at 3am",
         "New rota means {v} nights are mine now, goodbye pub quiz"],
    reaff=["on call tonight, {v} as always, phone on loud", "{v} again, so I'm on call, send snacks",
           "it's {v} so it's me on the phone tonight"],
    retro=["don't miss {old} on-calls one bit"],
    dis=["{client} asked if I'm around on {z}, told them it's not my night", "the locum is covering {z} nights"],
    to=["move {our} on-call to {v}", "swap to {v}"], to_ing=["moving {our} on-call to {v}", "swapping to {v}"],
    consider=["Might ask to swap onto {z} nights, thoughts?", "{z} on-call might suit {us} better, thinking about it"],
    rsn=[("the school run clashes with {old}", "school run", "", ""),
         ("{old} clashes with choir", "choir", "", "")],
    q=dict(cur="Which night is {S} on call now?", hist="Which night was {S} on call before {v}?",
           asof="Which night was {S} on call as of {date}?", why="Why did {S} move {pos} on-call night to {v}?",
           plan="Which night is {S} planning to move {pos} on-call to?"),
)  # fmt: skip

SPEC["on_call_day_zh"] = dict(
    slot="on_call_day", lang="zh", weekday=ZH_WEEKDAYS, pool=list(ZH_WEEKDAYS),
    zhave=["{我}是{v}值夜班", "{我}排的是{v}的班"],
    zchg=["把值班调到{v}", "把值班换到{v}", "跟人换了班，改成{v}值班"],
    znow=["{我}现在{v}值班", "{我}现在排{v}"],
    zind=["新排班第一个{v}夜班，凌晨三点来了两个急诊", "排班表改了，{v}晚上归{我}了"],
    zreaff=["今天{v}，又轮到{我}值班", "{v}值班，电话开着", "又是{v}，今晚{我}守电话"],
    zretro=["还好不用{old}值班了"],
    zdis=["小刘换到{z}值班了", "那个代班兽医{z}晚上值班"],
    zto=["把值班换到{v}", "调到{v}值班"],
    zconsider=["在想要不要跟人换班，换到{z}", "{z}值班好像也不错，{我}在考虑"],
    qz=dict(cur="{S}现在哪天值夜班？", hist="{S}在{v}值班之前是哪天值班？", asof="{date}那会儿{S}哪天值班？",
            why="{S}为什么把值班换到{v}？", plan="{S}打算把值班换到哪天？"),
    rsn=[("", "", "{old}要接孩子放学", "放学"), ("", "", "{old}晚上要上中文课", "中文课")],
    q=SPEC["on_call_day"]["q"],
)  # fmt: skip

SPEC["home_village"] = dict(
    slot="home_village", pool=["Oakhurst", "Crossmoor", "Hollowell", "Sallowby", "Ashwick", "Tillingham", "Brockley"],
    have=["{We} live{s} in {v}", "{Were} out in {v}", "home is {v}"],
    chg=["moved to {v}", "moved from {old} to {v}", "bought a little place in {v}", "left {old} for {v}"],
    now=["{were} living in {v} now", "{we} live{s} in {v} now"],
    since=["{weve} lived in {v} since {msince}"],
    ind=["Boxes everywhere still, but {v} is lovely", "the commute from {v} is ten minutes shorter, bliss",
         "New neighbours in {v} brought round a lasagne",
         "still driving towards {old} on autopilot after work, then remembering I live in {v}"],
    reaff=["road through {v} flooded again", "{v} fete this weekend if anyone fancies it", "power's off in {v} again"],
    retro=["drove through {old} today, don't miss that hill"],
    dis=["my {rel} lives in {z}, says it's dead quiet", "house for sale in {z}, anyone interested?",
         "{z} is on the news again for the flooding"],
    to=["move to {v}"], to_ing=["moving to {v}"],
    rsn=[("the rent in {old} went up", "rent", "{old}的房租涨了", "房租"),
         ("{v} is closer to work", "closer to work", "{v}离单位近", "离单位近")],
    zhave=["{我}住在{v}", "{我}家在{v}"],
    zchg=["搬到{v}", "从{old}搬去{v}"],
    znow=["{我}现在住{v}"],
    zind=["新家在{v}，箱子还没拆完", "住{v}以后上班近多了", "下班开车差点又开回{old}，忘了已经搬到{v}了"],
    zreaff=["{v}那边又停电了", "{v}那条路又淹了"],
    zdis=["我{zrel}住{z}，说特别安静", "{z}有套房子在卖，有人感兴趣吗"],
    zto=["搬到{v}", "搬去{v}"],
    q=dict(cur="Which village does {S} live in now?", hist="Where did {S} live before {v}?",
           asof="Where was {S} living on {date}?", why="Why did {S} move to {v}?",
           plan="Where is {S} planning to move?"),
)  # fmt: skip

SPEC["diet"] = dict(
    slot="diet", lang="en", pool=["vegetarian", "vegan", "pescatarian", "keto", "gluten-free"],
    have=["{Were} {v}", "{Weve} been {v} for years", "{We} eat{s} {v}"],
    chg=["switched to a {v} diet", "dropped {old} and went {v}", "started eating {v}"],
    chgp=["switched to a {v} diet", "dropped {old} and gone {v}", "started eating {v}"],
    now=["{were} {v} now", "{were} eating {v} these days"],
    since=["{weve} been {v} since {msince}"],
    ind=["packed lunch is lentils again, being {v} takes planning",
         "Anyone know a {v} option at the Fox? first team night out since I changed",
         "{v} week three and I've stopped dreaming about bacon"],
    reaff=["brought {v} brownies for everyone", "{v} options at the Christmas do please, reminding you now"],
    dis=["client spent the whole consult trying to convert me to {z}", "my {rel} has gone {z}, family meals are chaos",
         "article in the paper about {z} diets, looks miserable"],
    to=["go {v}", "try {v}"], to_ing=["going {v}", "trying {v}"],
    consider=["Thinking about going {z}. Anyone done it?", "Half tempted to try {z} tbh"],
    rsn=[("the doctor was worried about cholesterol", "cholesterol", "", ""),
         ("{we} watched a documentary about factory farming", "documentary", "", "")],
    q=dict(cur="What diet does {S} follow now?", hist="What diet did {S} follow before going {v}?",
           asof="What diet was {S} following on {date}?", why="Why did {S} switch to a {v} diet?",
           plan="Which diet is {S} planning to try?"),
)  # fmt: skip

SPEC["diet_zh"] = dict(
    slot="diet", lang="zh", pool=["吃素", "轻断食", "低碳水", "生酮"],
    zhave=["{我}一直在{v}", "{我}平时{v}"],
    zchg=["开始{v}", "改成{v}", "不搞{old}了，改{v}"],
    znow=["{我}现在{v}", "{我}这阵子在{v}"],
    zind=["午饭又是一盒菜叶子，{v}真不容易", "{v}第三周，已经不馋以前那些了", "今天聚餐只能挑着吃，{v}太难了"],
    zreaff=["今天带了自己做的饭，{我}在{v}嘛", "奶茶不喝了，{v}中"],
    zdis=["有个客户一直劝我{z}", "我{zrel}在{z}，瘦了好多", "网上说{z}对身体不好"],
    zto=["试试{v}", "开始{v}"],
    zconsider=["有点想试试{z}，不知道坚持得住不", "{z}听说效果不错，{我}在考虑"],
    qz=dict(cur="{S}现在是什么饮食习惯？", hist="{S}在{v}之前是什么饮食？", asof="{date}的时候{S}在怎么吃？",
            why="{S}为什么改成{v}？", plan="{S}打算试什么饮食？"),
    rsn=[("", "", "医生说{我}胆固醇偏高", "胆固醇"), ("", "", "看了个讲工厂化养殖的纪录片", "纪录片"),
         ("", "", "体检报告不太好看", "体检")],
    q=SPEC["diet"]["q"],
)  # fmt: skip

JOB_POOLS = {"headnurse": ["head nurse", "clinical lead", "practice manager"],
             "nurse": ["student nurse", "RVN", "nurse supervisor"],
             "recep": ["receptionist", "client care lead", "office manager"]}  # fmt: skip
SPEC["job_title"] = dict(
    slot="job_title", pool=[], ordered=True,
    have=["{Were} {v} at the practice", "{Our} job title is {v}", "{We} work{s} as {v} here"],
    chg=["became {v}", "took over as {v}", "stepped up to {v}", "got promoted to {v}"],
    chgp=["become {v}", "taken over as {v}", "stepped up to {v}", "got promoted to {v}"],
    now=["{were} {v} now", "{our} title is {v} now"],
    since=["{weve} been {v} since {msince}"],
    ind=["First rota as {v} and I've already messed up the holiday planner", "New badge says {v}, feels weird",
         "Doing my first appraisals as {v} this week, terrifying"],
    reaff=["{v} meeting at 4", "as {v} I officially declare cake time"],
    dis=["job ad for a {z} over at Dunford, decent money", "my {rel} is a {z} at a big hospital practice in town"],
    to=["go for the {v} job", "apply for {v}"], to_ing=["going for the {v} job", "applying for {v}"],
    consider=["Thinking about going for {z} at some point", "Half tempted to apply for {z} when it comes up"],
    zconsider=["在考虑以后要不要申请{z}"],
    rsn=[("{we} finally passed the certificate", "certificate", "证书终于考下来了", "证书"),
         ("the old manager retired", "retired", "原来的经理退休了", "退休")],
    zhave=["{我}是这里的{v}"], zchg=["升成{v}", "当上{v}"], znow=["{我}现在是{v}"],
    zind=["第一次以{v}的身份排班，就把假期排重了"], zreaff=["{v}四点开会"],
    zdis=["Dunford那边在招{z}，工资不错"], zto=["申请{v}的职位"],
    q=dict(cur="What is {Ss} job title now?", hist="What was {Ss} job title before {v}?",
           asof="What was {Ss} job title on {date}?", why="Why did {S} become {v}?",
           plan="Which role is {S} going for?"),
)  # fmt: skip

SPEC["partner_job"] = dict(
    slot="partner_job", lang="en", noplan=True,
    pool=["postman", "teacher", "electrician", "paramedic", "plumber", "accountant"],
    have=["{Our} partner's a {v}", "{Our} other half works as a {v}"],
    direct=["{Our} other half has packed in being a {old}, started as a {v} this week{rsn}",
            "{Our} partner started as a {v} this week{rsn}",
            "Big news at home: {our} other half is a {v} now{rsn}",
            "{Our} partner finally quit the {old} job and retrained as a {v}{rsn}"],
    late=["Forgot to say, {our} partner became a {v} {mph}{rsn}",
          "{Our} other half has been a {v} since {msince}{rsn}. Did I not mention?"],
    third=["Apparently {our} partner is a {v} now{rsn}", "Heard {our} other half packed in the {old} job, {v} now{rsn}"],
    pro=["{We} said {our} other half is a {v} now{rsn}", "oh and {our} partner's retrained as a {v}{rsn}"],
    ind=["{Our} other half's first week as a {v}, fingers crossed", "Partner came home from the {v} job absolutely shattered"],
    reaff=["{our} other half, ever the {v}, has opinions about this", "{our} partner's {v} hours are wrecking the weekends"],
    dis=["{client}'s other half is a {z}", "my {rel} wants to train as a {z}"],
    rsn=[("they wanted regular hours", "regular hours", "", ""), ("the {old} work dried up", "dried up", "", "")],
    q=dict(cur="What does {Ss} partner do for a living now?", hist="What was {Ss} partner's job before {v}?",
           asof="What was {Ss} partner working as on {date}?", why="Why did {Ss} partner become a {v}?",
           plan="What job is {Ss} partner planning to take?"),
)  # fmt: skip

SPEC["partner_job_zh"] = dict(
    slot="partner_job", lang="zh", noplan=True, pool=["程序员", "会计", "中学老师", "厨师", "快递员"],
    zhave=["{我}对象是{v}", "{我}爱人是做{v}的"],
    zdirect=["{我}对象换工作了，现在当{v}{zrsn}", "{我}爱人辞了{old}的工作，去做{v}了{zrsn}",
             "跟你们说，{我}对象现在是{v}了{zrsn}"],
    zlate=["忘了说，{我}对象{zmph}就改行做{v}了{zrsn}", "{我}爱人{zmph}就不做{old}了，现在是{v}{zrsn}"],
    zthird=["听说{我}对象改行当{v}了{zrsn}", "{我}爱人现在做{v}了，不当{old}了{zrsn}"],
    zpro=["{我}说{我}对象现在当{v}了{zrsn}", "对了，{我}爱人改行做{v}了{zrsn}"],
    zind=["{我}对象第一周当{v}，累坏了"], zreaff=["{我}对象是{v}，这周天天加班"],
    zdis=["{zrel}在当{z}，收入不错", "有个客户家儿子是{z}"],
    rsn=[("", "", "想要作息规律一点", "作息规律"), ("", "", "{old}的活越来越少", "活越来越少")],
    qz=dict(cur="{S}的对象现在做什么工作？", hist="{S}的对象做{v}之前是做什么的？", asof="{date}的时候{S}的对象做什么工作？",
            why="{S}的对象为什么改行做{v}？", plan="{S}的对象打算做什么工作？"),
    q=SPEC["partner_job"]["q"],
)  # fmt: skip

SPEC["employer"] = dict(
    slot="employer", pool=["Marlowe Agri", "Corbett Plant Hire", "Brackwell College", "Lidgate Foods",
                           "Ashby Contracting", "Hexley Garden Centre"],
    have=["{We} work{s} at {v}", "{Were} at {v}"],
    chg=["started at {v}", "left {old} for {v}", "got a job at {v}", "moved to {v}"],
    now=["{were} working at {v} now", "{we} work{s} for {v} now"],
    since=["{weve} worked at {v} since {msince}"],
    ind=["First week at {v}, feet are killing me", "{v} induction all day, so many forms",
         "Lunch break at {v} is only 30 mins, {old} was way more relaxed"],
    reaff=["{v} has me on lates again", "{v} christmas party is fancy dress, help"],
    dis=["{z} are hiring, saw the sign", "my {rel} works at {z}, hates it"],
    to=["go and work at {v}", "take the job at {v}"], to_ing=["going to work at {v}", "taking the job at {v}"],
    rsn=[("{v} offered an apprenticeship", "apprenticeship", "{v}给了学徒名额", "学徒"),
         ("{old} went bust", "went bust", "{old}倒闭了", "倒闭")],
    zhave=["{我}在{v}上班"], zchg=["去{v}上班", "换到{v}", "从{old}跳到{v}"],
    znow=["{我}现在在{v}上班"],
    zind=["在{v}上班第一周，脚都站肿了", "{v}的培训开了一整天"],
    zreaff=["{v}这礼拜又给{我}排晚班", "{v}年会要化装，头疼"],
    zdis=["{z}在招人，门口贴了告示", "我{zrel}在{z}上班，天天抱怨"],
    zto=["去{v}上班", "跳槽去{v}"],
    q=dict(cur="Where does {S} work now?", hist="Where did {S} work before {v}?",
           asof="Where was {S} working on {date}?", why="Why did {S} move to {v}?",
           plan="Where is {S} planning to work next?"),
)  # fmt: skip

SPEC["running_club"] = dict(
    slot="running_club", pool=["Ridgeway Harriers", "Dale Striders", "Tor Runners", "Beacon AC", "Fellfoot Joggers"],
    have=["{We} run{s} with {v}", "{Were} a {v} member", "{Our} club is {v}"],
    chg=["joined {v}", "left {old} and joined {v}", "switched clubs to {v}"],
    now=["{were} running with {v} now", "{our} club is {v} now"],
    since=["{weve} run with {v} since {msince}"],
    ind=["First club run with {v} tonight, they are FAST", "Got the {v} vest, bright orange, not my colour",
         "{v} hill reps nearly killed me, {old} never did hills"],
    reaff=["{v} 10k this weekend, who's coming to cheer", "{v} social at the pub after the run"],
    dis=["{z} are recruiting, flyer in the waiting room", "my {rel} runs with {z}, they're all a bit intense"],
    to=["join {v}", "switch to {v}"], to_ing=["joining {v}", "switching to {v}"],
    rsn=[("{old} got way too competitive", "competitive", "{old}太卷了", "太卷"),
         ("{v} meets five minutes from {our} house", "five minutes", "{v}离家就五分钟", "五分钟")],
    zhave=["{我}在{v}跑步"], zchg=["退了{old}，加入{v}", "加入{v}"], znow=["{我}现在跟{v}一起跑"],
    zind=["第一次跟{v}跑，他们太快了"], zreaff=["{v}这个周末有个10公里", "{v}跑完去酒吧聚"],
    zdis=["{z}在招新，候诊室有传单"], zto=["加入{v}"],
    q=dict(cur="Which running club is {S} in now?", hist="Which running club was {S} in before {v}?",
           asof="Which running club was {S} in on {date}?", why="Why did {S} join {v}?",
           plan="Which running club is {S} planning to join?"),
)  # fmt: skip

SPEC["phone_carrier"] = provider(dict(
    slot="phone_carrier", pool=["Skylink", "Tellwave", "Voxa", "Brightcell", "Mobiq"],
    n=["phone network", "mobile network", "phone contract"], zn=["手机套餐", "运营商", "手机卡"],
    ind=["new {v} sim finally works, had no signal all morning", "{v} text says my number's ported over, we'll see",
         "Spent an hour on hold to {v} setting up the new contract"],
    reaff=["{v} bill is huge this month, why", "no {v} reception in the back field as usual"],
    rsn=[("{old} had no coverage up the valley", "coverage", "{old}在山谷里没信号", "山谷"),
         ("{v} offered unlimited data", "unlimited", "{v}有无限流量", "无限流量")],
    zind=["新的{v}卡终于能用了，一上午没信号", "{v}发短信说号码转过去了"],
    zreaff=["{v}这个月话费好贵", "后面那块地{v}又没信号"],
    q=dict(cur="Which mobile network is {S} on now?", hist="Which network was {S} on before {v}?",
           asof="Which mobile network was {S} on as of {date}?", why="Why did {S} switch to {v}?",
           plan="Which mobile network is {S} planning to switch to?"),
))  # fmt: skip

SPEC["bank"] = provider(dict(
    slot="bank", pool=["Barclays", "Lloyds", "Monzo", "Starling", "Nationwide", "Santander", "HSBC"],
    n=["bank", "bank account"], zn=["银行", "银行账户"],
    have=["{We} bank{s} with {v}", "{Our} {n} is with {v}", "{Were} with {v}"],
    chg=["moved {our} accounts to {v}", "switched banks to {v}", "moved everything over to {v}", "left {old} for {v}"],
    now=["{were} with {v} now", "{we} bank{s} with {v} now"],
    since=["{weve} banked with {v} since {msince}"],
    ind=["{v} app is so much better than {old}'s, can actually see where the money goes",
         "New {v} cards came in the post", "setting up all the direct debits again on {v}, tedious"],
    reaff=["{v} app is down again", "{v} flagged my card for buying 40 bags of sheep nuts lol"],
    rsn=[("{old} closed the branch in town", "branch", "{old}把镇上的网点关了", "网点"),
         ("{v} gave a better overdraft", "overdraft", "{v}的透支额度高", "透支")],
    zhave=["{我}的账户在{v}", "{我}用的是{v}"],
    zchg=["把账户转到{v}", "换到{v}", "从{old}转到{v}"],
    znow=["{我}现在用{v}"],
    zind=["{v}的新卡寄到了", "{v}的app比{old}的好用多了"],
    zreaff=["{v}的app又登不上了"],
    q=dict(cur="Which bank does {S} use now?", hist="Which bank was {S} with before {v}?",
           asof="Which bank was {S} with on {date}?", why="Why did {S} move to {v}?",
           plan="Which bank is {S} planning to move to?"),
))  # fmt: skip

DOG = dict(
    breeds=["collie", "kelpie", "Labrador", "spaniel", "whippet", "Huntaway", "lurcher"],
    names=["Juno", "Pip", "Skye", "Bramble", "Nell", "Tam", "Ruari", "Bess", "Wisp"],
    init=["{Our} dog {nm} is a {b}, daft as a brush", "{We} {hv} a {b} called {nm}",
          "{nm} ({our} {b}) is in for boosters today"],
    direct=["Sad news, {old_nm} had to be put to sleep. {Weve} got a {b} pup now, called {nm}",
            "{Weve} got a new dog, a {b}, name's {nm}. {old_nm} has gone to live with {our} {rel}",
            "Meet {nm}! {b} pup, arrived this morning. {old_nm} is living the quiet life with {our} {rel} now"],
    late=["Forgot to say, {mph} {we} got a {b} pup called {nm}, after losing {old_nm}",
          "{Weve} had {nm}, a {b}, since {msince}. {old_nm} went to {our} {rel}'s"],
    third=["Apparently {weve} got a {b} pup called {nm}, {old_nm} passed away",
           "Heard {we} {hv} a new {b}, {nm}. {old_nm} went to live with family"],
    pro=["{We} said {weve} got a {b} pup now, {nm}. {old_nm} died, poor thing",
         "oh and {weve} a new dog, {b} called {nm}"],
    ind=["{nm} chewed through the seatbelt, {b} pups are something else",
         "Puppy class with {nm} tonight, {b} brain is not listening"],
    reaff=["{nm} is sulking in the car", "took {nm} up the hill this morning, mad {b}"],
    dis=["{client}'s {zb} pup {znm} bit me today", "my {rel} got a {zb} called {znm}, it's eaten a sofa already"],
    consider=["thinking of getting a {zb} pup as a companion for {nm}", "half tempted by a {zb}, {nm} needs a mate"],
    drop=["was going to get a {zb} to keep {nm} company but decided against it",
          "forget the {zb} idea, {nm} would hate sharing"],
    zinit=["{我}家的狗叫{nm}，是只{b}", "{我}养了一只{b}，叫{nm}"],
    zdirect=["{old_nm}走了，{我}新养了一只{b}小狗，叫{nm}", "家里来了只新狗，{b}，名字叫{nm}。{old_nm}送到{zrel}家养老了"],
    zlate=["忘了说，{我}{zmph}就养了只{b}，叫{nm}，{old_nm}那时候刚走"],
    zthird=["听说{我}新养了只{b}，叫{nm}，{old_nm}走了"],
    zpro=["{我}说新养了只{b}，叫{nm}"],
    zind=["{nm}把车里的安全带咬断了，{b}小狗真能折腾"],
    zreaff=["{nm}在车里生闷气呢", "早上带{nm}去爬山了"],
    zdis=["客户家的{zb}小狗{znm}今天咬了我一口"],
    zconsider=["在考虑再养只{zb}给{nm}作伴"],
    zdrop=["本来想养只{zb}给{nm}作伴，算了"],
    qb=dict(cur="What breed is {Ss} dog?", hist="What breed was {Ss} previous dog?",
            asof="What breed of dog did {S} have on {date}?"),
    qn=dict(cur="What is {Ss} dog called?", hist="What was {Ss} previous dog called?",
            asof="What was {Ss} dog called on {date}?"),
)  # fmt: skip

TRACKS = [
    ("g:practice", "pms_software", {}), ("g:practice", "lab", {"scoped": True}),
    ("g:practice", "drug_wholesaler", {}), ("g:practice", "broadband", {}), ("g:practice", "out_of_hours", {}),
    ("g:dairyfarm", "milk_buyer", {}), ("g:dairyfarm", "feed_supplier", {"scoped": True}),
    ("g:dairyfarm", "cattle_breed", {}), ("g:dairyfarm", "insurer", {}),
    ("g:zhfarm", "livestock_market", {"multi": True}), ("g:zhfarm", "feed_supplier", {}),
    ("g:zhfarm", "sheep_breed", {}), ("g:zhfarm", "shearing_contractor", {}),
    ("owner", "car", {}), ("owner", "diet", {}), ("owner", "bank", {}),
    ("farmvet", "car", {}), ("farmvet", "on_call_day", {}), ("farmvet", "dog", {}), ("farmvet", "phone_carrier", {}),
    ("zhvet", "car", {}), ("zhvet", "diet_zh", {}), ("zhvet", "partner_job_zh", {}), ("zhvet", "on_call_day_zh", {}),
    ("headnurse", "home_village", {}), ("headnurse", "running_club", {}), ("headnurse", "job_title", {}),
    ("nurse", "on_call_day", {}), ("nurse", "running_club", {}), ("nurse", "diet", {}), ("nurse", "job_title", {}),
    ("zhnurse", "home_village", {}), ("zhnurse", "phone_carrier", {}),
    ("recep", "phone_carrier", {}), ("recep", "home_village", {}), ("recep", "bank", {}), ("recep", "job_title", {}),
    ("dairy", "tractor", {}), ("dairy", "bank", {}), ("dairy", "dog", {}),
    ("son", "employer", {}), ("son", "car", {}), ("son", "running_club", {}),
    ("sheep", "livestock_market", {}), ("sheep", "sheep_breed", {}), ("sheep", "dog", {}), ("sheep", "partner_job", {}),
    ("zhfarmer", "tractor", {}), ("zhfarmer", "bank", {}), ("zhfarmer", "phone_carrier", {}),
    ("zhwife", "employer", {}), ("zhwife", "diet_zh", {}),
]  # fmt: skip

# --------------------------------------------------------------------------------------------
# frames (situation wrappers around the slot phrases)
# --------------------------------------------------------------------------------------------

EN = dict(
    init=["{Have}.", "fwiw {have}.", "{Have}, for the form.", "Someone asked me earlier: {have}.",
          "{Have}. Has been for ages.", "For the record, {have}."],
    direct=["{We} {chg}{rsn}.", "{Weve} {chgp}{rsn}.", "Update: {we} {chg}{rsn}.",
            "Right, so {weve} {chgp}. {Now}.", "{Now}{rsn}. Bye bye {old}.",
            "After weeks of faff {we} finally {chg}{rsn}", "Just so everyone knows, {now}{rsn}.",
            "done it!! {we} {chg}{rsn}", "Small announcement: {weve} {chgp}{rsn} 🙂"],
    third=["Apparently {we} {chg}{rsn}.", "Heard {weve} {chgp}{rsn}.", "fyi {now}{rsn}.",
           "News from the yard: {weve} {chgp}{rsn}", "Did you know {weve} {chgp}? {old} is out{rsn}.",
           "{We} {chg}, told me this morning{rsn}."],
    pro=["yeah {we} said {weve} {chgp}{rsn}", "oh and {weve} {chgp}{rsn}", "speaking of, {now}{rsn}",
         "{We} mentioned {weve} {chgp}, did you know?", "ha, {we} told me {weve} {chgp}{rsn}"],
    late=["Forgot to mention, {mph} {we} {chg}{rsn}.", "Oh did I not say? {since}{rsn}.",
          "Bit late with this but {we} {chg} {mph}{rsn}.", "{Since}. Meant to say ages ago.",
          "Should've mentioned earlier: {mph}, {we} {chg}{rsn}.",
          "Realised I never told anyone, {we} {chg} {mph}{rsn}."],
    third_late=["Turns out {we} {chg} {mph}{rsn}. News to me.", "Heard today that {since}.",
                "Apparently {mph} {we} {chg}, nobody tells me anything"],
    plan=["{Were} planning to {to}{when}{rsn}.", "Decision made: {well} {to}{when}.",
          "Looks like {were} going to {to}{when}{rsn}.", "{Weve} set the wheels in motion to {to}{when}.",
          "heads up, {well} {to}{when}"],
    drop1=["{Wewere} going to {to} but decided against it, staying with {cur}{drsn}.",
           "Change of plan, not {to_ing} after all. {cur} stays{drsn}.",
           "Scrapped the idea of {to_ing}{drsn}. {Have}.",
           "nah, {were} not {to_ing} in the end{drsn}, still {cur}"],
    drop2=["Forget what I said about {z}, {were} sticking with {cur}{drsn}.",
           "The {z} thing is off{drsn}. Still {cur}.", "Ended up not {to_ing}{drsn}. {Have}, and that's fine.",
           "Update on {z}: not happening{drsn}. {cur} it is."],
    consider=["Thinking about {to_ing}. Anyone tried {z}?", "Half tempted to {to} tbh",
              "{We} might {to} at some point, nothing decided", "Anyone got opinions on {z}? mulling it over"],
    correct=["sorry, I said {z}, I meant {v}", "*{v}, not {z}. brain not working",
             "correction: {v} not {z}, {z} was the other option", "wait no, {v}! not {z}. long day",
             "Ugh, typo: {v}. {z} was the one {we} turned down"],
    correct_inline=[" — sorry, I mean {v}, not {z}!", " ... no wait, {v}. {z} is what my {rel} has.",
                    ", scratch that, {v}, I always mix them up with {z}"],
    rsn=[" because {r}", ", because {r}", ", mainly because {r}", " cos {r}", " ({r})", ". Reason: {r}"],
    drsn=["", ", too much hassle", ", not worth the faff", ", thought better of it"],
    when=[" next month", " in a few weeks", " soon", " before long", ""],
    group_prefix=["{G} update: ", "Here at {G}, ", "News from {G}: ", "For {G}: "],
    intro_person=["Had {S} on the phone for ages this morning", "{S} popped in earlier, looking knackered",
                  "Just got back from a call with {S}", "Anyone seen {S} today?", "{S} brought cake in, what's the occasion",
                  "Bumped into {S} at the petrol station", "{S} was in the queue at the bakery, we had a proper natter",
                  "Sat next to {S} at the quiz last night", "{S} dropped by to pick up some wormer"],
    intro_group=["Been out at {S} all morning, mud up to my knees", "{S} rang about booking the TB test",
                 "Just got back from {S}", "Anyone been out to {S} lately?", "Had a cuppa with the {S} lot after the visit",
                 "{S} invoice is sorted btw"],
    late_multi=["Forgot to mention, {mph}: ", "Bit late with this, but {mph}: "],
    third_multi=["{We} said ", "Apparently {we} told everyone ", "fyi {we} mentioned "],
    pro_multi=["oh and {we} said ", "yeah, {we} mentioned ", "speaking of, {we} told me "],
)  # fmt: skip

ZH = dict(
    init=["{zhave}。", "顺便说一下，{zhave}。", "{zhave}，好多年了。", "有人问起来的话，{zhave}。"],
    direct=["{我}{zchg}了{zrsn}。", "跟大家说一声，{我}已经{zchg}了{zrsn}。", "搞定！{我}{zchg}了{zrsn}",
            "{znow}了{zrsn}，{old}不用了。", "通知一下：{我}{zchg}了。", "终于{zchg}了{zrsn}，折腾死了"],
    third=["听说{我}{zchg}了{zrsn}。", "{我}{zchg}了，今天刚知道{zrsn}。", "跟你们说，{我}已经{zchg}了{zrsn}",
           "刚碰到{我}，说是{zchg}了{zrsn}"],
    pro=["对了，{我}说已经{zchg}了{zrsn}", "{我}{zchg}了，你们知道吗{zrsn}", "嗯，{我}最近{zchg}了{zrsn}"],
    late=["忘了说，{我}{zmph}就{zchg}了{zrsn}。", "说晚了哈，{我}{zmph}已经{zchg}了{zrsn}",
          "{zmph}的时候{我}就{zchg}了，一直忘了讲{zrsn}", "其实{我}{zmph}就{zchg}了，没跟你们说{zrsn}"],
    third_late=["原来{我}{zmph}就{zchg}了，我现在才知道{zrsn}", "听说{我}{zmph}就已经{zchg}了{zrsn}"],
    plan=["{我}打算{zwhen}{zto}{zrsn}。", "定了，{我}{zwhen}就{zto}。", "{我}在办手续了，准备{zto}",
          "{我}准备{zwhen}{zto}，到时候再说"],
    drop1=["本来想{zto}的，后来算了，还是{cur}{zdrsn}。", "{zto}的事不弄了{zdrsn}，{zhave}。",
           "想了想还是不{zto}了{zdrsn}，{zhave}，挺好"],
    drop2=["之前说的{z}不考虑了{zdrsn}，还是{cur}。", "{z}那个黄了{zdrsn}，{zhave}。", "最后没{zto}{zdrsn}，还是老样子"],
    consider=["在考虑要不要{zto}，有人了解{z}吗？", "有点想{zto}，还没定", "{z}好像不错，{我}在考虑"],
    correct=["说错了，是{v}，不是{z}", "更正一下：{v}，{z}是没选的那个", "打错字了，{v}！",
             "不对不对，是{v}，我老把{z}和它搞混"],
    correct_inline=["——啊不对，是{v}，不是{z}", "，哦说错了，是{v}"],
    rsn=["，因为{r}", "，主要是{r}", "，原因是{r}", "——{r}"],
    drsn=["", "，太麻烦了", "，想想不值得", "，再想想还是算了"],
    when=["下个月", "过几周", "过阵子", "忙完这阵"],
    group_prefix=["{G}这边，", "关于{G}：", ""],
    intro_person=["上午跟{S}打了好久电话", "{S}刚才来过，看着挺累的", "今天有人见到{S}了吗？", "{S}带了蛋糕来，什么好日子？",
                  "在加油站碰到{S}了", "刚才在超市跟{S}聊了半天", "{S}过来拿驱虫药，顺便聊了几句"],
    intro_group=["今天上午一直在{S}，泥都到膝盖了", "{S}打电话来约TB检测", "刚从{S}回来", "在{S}喝了杯茶才走",
                 "{S}的账单结清了"],
    late_multi=["忘了说，{zmph}的时候", "说晚了，{zmph}"],
    third_multi=["{我}说", "听{我}说，", "跟你们说，{我}讲"],
    pro_multi=["对了，{我}说", "嗯，{我}跟我讲"],
)  # fmt: skip

# --------------------------------------------------------------------------------------------
# chit-chat
# --------------------------------------------------------------------------------------------

CHAT_EN_CLINIC = [
    "Morning all, kettle's on", "Who left the autoclave door open again",
    "{client} rang, the {animal} is eating again, all good",
    "Running about 20 mins behind, stuck behind a muck spreader on the lane",
    "Calved a huge heifer at {place} at 4am, both fine, I am not", "Has anyone seen the long gloves? box is empty",
    "{pet} the cat is back in for her thyroid bloods, very cross", "Reminder: staff meeting at 1, there will be cake",
    "Can someone restock consult room 2, no syringes left", "Roads are a mess round {place}, take the top road",
    "lol {client} brought us a dozen eggs again", "ugh the coffee machine is making the noise again",
    "Anyone free to hold a very wriggly {animal} in 5?", "Lambing season is going to finish me",
    "Great news, {pet} went home wagging", "{client} paid the overdue bill finally!!",
    "Who's doing the pharmacy stock take?", "It's hammering down out there",
    "Fence at {place} is down again, cows on the road, police rang", "Power cut for an hour, back now",
    "Did anyone order more cohesive bandage? the purple kind", "The locum is lovely btw",
    "Scanning ewes at {place} tomorrow, need a hand", "Bought doughnuts, back office, first come first served",
    "that alpaca spat at me. again", "Prolapse at {place}, on my way", "Nearly hit a deer on the way in",
    "Remind me never to do a cat spay after a night of calvings", "Client complimented the waiting room chairs",
    "{client} wants a callback about the worming plan", "Printer jammed, I've given up",
    "Has anyone got a charger, mine's dead", "Parking's a nightmare, the delivery lorry is across both spaces",
    "Sheep got out onto the bypass, chaos", "Off to do TB reading at {place}, back after lunch",
    "Goat with a stuck kid, {place}, anyone about?", "Happy birthday {staff}!!",
    "Is the {animal} in kennel 3 ours or the rescue's?", "Three no-shows this morning, bit annoying",
    "Can we get a new mop, this one is basically a stick", "Post-op checks all done",
    "Ferret bit through my glove. impressive honestly", "Who's bringing what for the Christmas do?",
    "Sunny for once!! enjoy it", "Any idea who owns the grey pony that keeps escaping?",
    "Radio in the prep room is stuck on that station again", "{client}'s pig is enormous, need the big scales",
    "Need a second pair of hands for a caesar at {place}", "Fog is mad this morning, drive carefully",
    "Anyone want to swap lunch breaks?", "Vaccine fridge temp is fine, logged it", "Drain in the kennels is blocked again",
    "Who ate my yoghurt", "Heading out, phone on", "The waiting room smells of wet dog and despair",
    "Rescue brought in a box of kittens, all fine", "Reminder to log your CPD hours", "A hen in a handbag. Yes really.",
    "Sorry, wrong chat", "Rabbit dental went well", "Horse box stuck in the car park entrance, ha",
    "Stitched up a sheepdog that argued with barbed wire", "Got mud in places I didn't know I had",
    "Clocking off, night all", "Boiler's making a funny noise", "New starter on the desk soon, be nice",
    "Pharmacy fridge door doesn't shut properly", "Heifer at {place} with milk fever, sorted",
    "Took blood from 40 cows this morning, arm is dead", "Sending good vibes to {pet}, big op today",
    "Does anyone know how to reset the till", "{client} is here early, I'll put the {animal} in room 1",
    "That was a long consult. very long.", "Quiet afternoon, suspicious", "Bird flu notice from the council, pinned up",
    "The cat in the carrier is growling at everyone", "Pub later?", "Dropped my phone in a water trough, rice time",
    "Training day went well actually", "Bring wellies tomorrow, the yard at {place} is a swamp",
    "Spilled iodine all over my notes", "The gate code at {place} changed, ask me",
    "Phones are ringing off the hook", "Who parked in the ambulance bay", "{pet} is going home today, owner in tears",
    "Can someone ring {client} back, they sounded worried", "X-ray processor is warming up, give it 10",
    "Cow at {place} with a twisted stomach, op at 3", "We're out of milk. the drinking kind",
    "Hoof trimming crush is booked for the morning", "Just sedated a very angry tomcat, send praise",
]  # fmt: skip
CHAT_EN_FARM = [
    "Silage is in, finally", "Ewes scanned at 190 percent, happy with that", "Milking was a nightmare, parlour pump went",
    "Lost a calf last night, gutted", "Hedge cutting all day", "Trade was flat today", "Rain stopped play on the hay again",
    "Fixing the water pipe in the top field, it's frozen solid", "Quad's got a puncture, walking everywhere",
    "Heifers out to grass today, they went mad", "Calf jackets on, bitter out there", "Tupping starts next week",
    "Feet trimming the whole flock today, back's gone", "Bought a new gate, thrilling life I lead",
    "The yard is a river", "Spreading muck, windows shut please", "Mum's made soup for everyone",
    "Weaned the calves, the noise is unreal", "Two sets of twins overnight, all up and sucking",
    "Somebody left the gate open and the ewes are in the garden", "Sheep dip day, smell like it too",
    "Fencer coming to look at the boundary", "Straw's gone up again, daylight robbery",
    "Vet's been, all good with the cow", "Slurry tank's nearly full, need a dry spell",
]  # fmt: skip
CHAT_ZH_CLINIC = [
    "早上好，今天好冷", "谁把高压锅的门又开着了", "{zclient}打电话来说{zanimal}又开始吃东西了，没事了",
    "路上全是泥，要晚二十分钟", "凌晨四点在{place}接生了一头大小母牛，母子平安，我快不行了",
    "长手套用完了，谁去仓库拿一下", "下午一点开会，有蛋糕", "二号诊室的针筒没了，麻烦补一下",
    "{zclient}又送鸡蛋来了，哈哈", "咖啡机又在响了", "谁有空过来帮我按一下{zanimal}？", "接羔季要把我累死了",
    "{pet}今天出院了，开心", "{zclient}终于把欠的钱付了", "外面雨下得好大", "{place}的围栏又倒了，牛跑到路上去了",
    "停电了一个小时，现在来了", "那只羊驼又朝我吐口水", "在去{place}的路上，有头母羊子宫脱垂", "差点撞到一只鹿",
    "打印机又卡纸了，我放弃了", "谁有充电器借我一下", "羊跑到公路上去了，一团乱", "下午去{place}看TB皮试结果",
    "山羊难产，{place}，有人在吗？", "今天上午三个预约没来，有点烦", "拖把都秃了，能不能买个新的", "术后检查都做完了",
    "雪貂把我手套咬穿了", "圣诞聚餐大家带什么？", "难得出太阳！", "谁知道那匹老跑出来的灰色小马是谁家的？",
    "{zclient}家的猪太大了，得用大秤", "雾好大，开车小心", "有人想换午饭时间吗？", "疫苗冰箱温度正常，已经记录了",
    "犬舍的下水道又堵了", "谁吃了我的酸奶！", "我出诊去了，电话开着", "救助站送来一箱小猫，都挺好",
    "记得登记继续教育学时", "兔子洗牙做完了，很顺利", "下班了，大家晚安", "锅炉声音怪怪的", "前台要来新人，大家客气点",
    "今天抽了四十头牛的血，手臂废了", "给{pet}加油，今天大手术", "{zclient}提前到了，我先把{zanimal}放一号诊室",
    "下午好安静，有点可疑", "手机掉水槽里了，泡米里了", "明天穿雨靴，{place}的院子全是泥", "碘伏洒了一桌子",
    "{place}的大门密码换了，问我", "电话响个不停", "谁把车停在救护车位上了", "今天吃什么？",
    "刚给一头牛做完剖腹产，腰疼", "这礼拜忙死了", "晚上谁去买奶茶？", "诊所门口的灯坏了", "X光机在预热，等十分钟",
    "刚给一只暴躁的公猫打了镇静，求表扬", "明早修蹄，保定架约好了",
]  # fmt: skip
CHAT_ZH_FARM = [
    "今天割草了，累死", "母羊B超做完了，产羔率一百九", "挤奶厅的泵坏了，折腾一早上", "羊圈又漏雨了",
    "孩子作业写完没有", "晚上回来吃饭吗？", "羊毛价格太低了，剪了都不够工钱", "羊跑到邻居菜园里去了",
    "小羊羔晚上生了两对双胞胎，都吃上奶了", "水管冻住了，上面那块地没水", "四轮摩托爆胎了", "今天给全群修蹄，腰断了",
    "买了个新大门，哈哈生活就是这么朴素", "院子里全是水", "草料又涨价了", "明天要去镇上买东西，要带什么吗？",
    "下午给羊打驱虫针", "兽医来过了，牛没事", "今天好冷，穿厚点", "妈打视频电话来了，问我们什么时候回国",
    "牧羊犬今天特别乖", "围栏那边的电网没电了", "饺子包好了，冻在冰箱里",
]  # fmt: skip
NUMS = [2, 3, 4, 6, 8, 12, 15, 20, 25, 30, 40, 60, 80, 120]
HERD_EN = [
    "ewes",
    "heifers",
    "calves",
    "cows",
    "lambs",
    "goats",
    "alpacas",
    "tups",
    "bullocks",
    "pigs",
]
TASK_EN = [
    "scan",
    "vaccinate",
    "TB test",
    "foot-trim",
    "disbud",
    "castrate",
    "PD",
    "blood test",
    "worm",
    "weigh",
]
PROBLEM_EN = [
    "is lame again",
    "has mastitis",
    "won't eat",
    "is bloated",
    "has a cough",
    "cut a leg on wire",
    "is down in the field",
    "has scour",
    "has a weepy eye",
    "is off colour",
    "has a lump on the jaw",
]
OUTCOME_EN = [
    "all fine",
    "one to recheck",
    "a couple of passengers",
    "all clear",
    "better than expected",
    "messy but done",
    "no dramas",
    "two need a second look",
]
TIME_EN = [
    "this afternoon",
    "first thing tomorrow",
    "after lunch",
    "at half two",
    "later on",
    "tomorrow morning",
    "at 4",
    "before evening surgery",
]
OPEN_EN = ["", "", "fyi ", "Heads up: ", "Note for the diary: ", "ugh, ", "right, ", "so, "]
CLOSE_EN = [
    "",
    "",
    ", anyone free?",
    ", back by 4",
    ", need a hand",
    " 🙄",
    ", wish me luck",
    ", bring wellies",
    " lol",
    "!!",
]
HERD_ZH = ["母羊", "小母牛", "犊牛", "奶牛", "羔羊", "山羊", "羊驼", "公羊", "肉牛", "猪"]
TASK_ZH = ["做B超", "打疫苗", "做TB检测", "修蹄", "去角", "抽血", "驱虫", "阉割", "称重", "测孕"]
PROBLEM_ZH = [
    "又瘸了",
    "得了乳房炎",
    "不吃东西",
    "胀气了",
    "一直咳嗽",
    "腿被铁丝划破了",
    "趴在地里起不来",
    "拉稀",
    "眼睛发炎",
    "精神不好",
    "下巴长了个包",
]
OUTCOME_ZH = [
    "都没事",
    "有一头要复查",
    "比想象的好",
    "搞定了，一身泥",
    "没什么大问题",
    "有两只得再看看",
]
TIME_ZH = ["下午", "明天一早", "吃完午饭", "两点半", "等会儿", "明天上午", "四点", "晚诊前"]
CLOSE_ZH = ["", "", "，谁有空？", "，四点前回来", "，求帮忙", "，祝我好运", "，记得穿雨靴", "！"]
STOCK_EN = ["cow", "heifer", "ewe", "goat", "pig", "tup", "calf", "bullock", "alpaca"]
STOCK_ZH = ["牛", "小母牛", "母羊", "山羊", "猪", "公羊", "小牛", "羊驼"]
PET_PROBLEM_EN = [
    "won't eat",
    "has a cough",
    "has a weepy eye",
    "is off colour",
    "has a lump on the jaw",
    "keeps being sick",
    "is limping",
]
PET_PROBLEM_ZH = [
    "不吃东西",
    "一直咳嗽",
    "眼睛发炎",
    "精神不好",
    "下巴长了个包",
    "一直吐",
    "走路一瘸一拐",
]
COMPOSED_EN = [
    "{pre}{n} {animals} to {task} at {place} {time}{post}", "{pre}{client}'s {stock} {problem}{post}",
    "{pre}done the {animals} at {place}, {outcome}{post}", "{pre}{client} rang, {stock} {problem}, going {time}",
    "{pre}can someone {task} {client}'s {animals} {time}? I'm stuck at {place}",
    "{pre}back from {place}, {n} {animals} done, {outcome}", "{pre}{pet} {petproblem}, owner bringing them in {time}",
]  # fmt: skip
COMPOSED_ZH = [
    "{ztime}去{place}给{zanimals}{ztask}{zpost}", "{zclient}家的{zstock}{zproblem}{zpost}",
    "{place}的{zanimals}都{ztask}完了，{zoutcome}", "{zclient}打电话说{zstock}{zproblem}，我{ztime}过去",
    "谁{ztime}能去{place}帮忙给{zanimals}{ztask}？我走不开", "从{place}回来了，{zanimals}都弄完了，{zoutcome}",
    "{pet}{zpetproblem}，主人{ztime}带过来",
]  # fmt: skip
REPLY_EN = ["haha", "ugh", "on it", "thanks!", "👍", "lol", "nightmare", "I'll sort it after lunch", "cheers",
            "ok", "noted", "brilliant", "oh no", "same tbh", "legend", "🙈", "will do", "ta", "ha, classic",
            "nice one", "yikes", "fair enough", "ha", "omg", "no way", "sounds about right", "typical",
            "good stuff", "ouch", "poor thing", "fingers crossed", "rather you than me", "😂", "💪", "go on then",
            "can't today sorry", "I'll check", "👀", "bless", "same again tomorrow then", "sorted"]  # fmt: skip
REPLY_ZH = ["好的", "收到", "哈哈哈", "辛苦了", "👌", "我来吧", "行", "好嘞", "天哪", "哈哈笑死", "知道了", "👍",
            "没问题", "啊这", "好吧", "真的假的", "太惨了", "加油", "😂", "我看看", "明白", "可以", "哈哈好",
            "今天不行，抱歉", "厉害", "心疼", "又来了", "懂了"]  # fmt: skip
CLAUSE_EN_PRE = ["Long day.", "Morning all.", "Sorry for the radio silence.", "Three calvings before breakfast, send help.",
                 "Right.", "Evening all.", "Quick one."]  # fmt: skip
CLAUSE_EN_POST = [
    "Anyway, kettle's on.",
    "Right, back to it.",
    "Anyway.",
    "lol",
    "x",
    "Bed now.",
    "Carry on.",
]
CLAUSE_ZH_PRE = ["今天累死了。", "早上好～", "刚忙完。", "（外面又在下雨）", "说个事，", "对了，"]
CLAUSE_ZH_POST = ["就这样。", "哈哈", "好了干活去了", "～", "😂"]
TYPOS = {"the": "teh", "because": "becuase", "really": "realy", "definitely": "definately", "just": "jsut",
         "with": "wiht", "about": "abotu", "tomorrow": "tomorow", "anyone": "anyon", "thanks": "thnaks",
         "probably": "prob", "again": "agian", "morning": "mornign"}  # fmt: skip


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------

EN_NEEDS = {
    "init": ["have"],
    "direct": ["chg", "now"],
    "third": ["chg", "now"],
    "pro": ["chg", "now"],
    "late": ["chg", "since"],
    "third_late": ["chg", "since"],
    "plan": ["to"],
    "drop1": ["to", "to_ing", "have"],
    "drop2": ["to_ing", "have"],
    "consider": ["to", "to_ing"],
}
ZH_NEEDS = {"init": ["zhave"], "direct": ["zchg", "znow"], "third": ["zchg"], "pro": ["zchg"], "late": ["zchg"],
            "third_late": ["zchg"], "plan": ["zto"], "drop1": ["zto", "zhave"], "drop2": ["zto", "zhave"],
            "consider": ["zto"], "correct": [], "correct_inline": []}  # fmt: skip

_TOK = re.compile(r"\{([^{}\s]+)\}")
SUBJECT_TOK = re.compile(r"\{(we|We|our|Our|were|Were|weve|Weve|wewere|Wewere|well|Well|我)\}")
_ARTICLE = re.compile(r"\b([Aa]) (?=[AEIOUaeiou])")


def fix_articles(text: str) -> str:
    return _ARTICLE.sub(lambda m: m.group(1) + "n ", text)


def fill(tpl: str, d: dict) -> str:
    def rep(m: re.Match) -> str:
        k = m.group(1)
        if k not in d:
            raise KeyError(f"{k!r} missing for template {tpl!r}")
        v = d[k]
        return v() if callable(v) else str(v)

    return _TOK.sub(rep, tpl)


COMMON_FIRST = {"we", "we're", "we've", "our", "update:", "right,", "just", "small", "after", "done", "forgot",
                "oh", "bit", "should've", "realised", "looks", "decision", "heads", "change", "scrapped", "nah",
                "mostly", "everything", "all", "it's", "nights", "meds", "thinking", "half", "anyone", "forget",
                "the", "ended", "for", "someone", "i", "i'm", "i've", "my", "there", "sold", "tried", "put",
                "no", "first", "new", "still", "spent", "boxes", "got", "had", "took", "fleeces", "good",
                "stock", "clients", "where", "does", "puppy", "meet", "sad", "apparently", "heard", "big",
                "partner", "packed", "home", "sorry", "wait", "ugh", "correction:", "reason:", "he", "she",
                "they", "he's", "she's", "they've", "they're", "his", "her", "their"}  # fmt: skip


def decap(s: str) -> str:
    """Lower-case the first letter when the message starts with an ordinary word."""
    first = s.split(" ", 1)[0].lower()
    return s[:1].lower() + s[1:] if first in COMMON_FIRST else s


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def mention(text: str, value: str) -> bool:
    """Same reading as bench.states.mentions: whole word for ASCII, substring otherwise."""
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def date_of(day: int) -> datetime:
    return START + timedelta(days=day)


def month_phrases(day: int) -> tuple[list[str], list[str], list[str]]:
    """(English 'when' phrases, English 'since' phrases, Chinese phrases) for a past day."""
    d = date_of(day)
    m = d.strftime("%B")
    if d.day <= 10:
        en = [f"at the start of {m}", f"in early {m}", f"back in {m}"]
        si = [f"the start of {m}", f"early {m}"]
        zh = [f"{d.month}月初", f"{d.month}月份"]
    elif d.day <= 20:
        en = [f"in mid-{m}", f"back in {m}", f"in {m}"]
        si = [f"mid-{m}", m]
        zh = [f"{d.month}月中旬", f"{d.month}月份"]
    else:
        en = [f"at the end of {m}", f"in late {m}", f"back in {m}"]
        si = [f"the end of {m}", f"late {m}"]
        zh = [f"{d.month}月底", f"{d.month}月下旬"]
    return en, si, zh


def date_words(day: int, zh: bool = False) -> str:
    d = date_of(day)
    return f"{d.year}年{d.month}月{d.day}日" if zh else f"{d.day} {d.strftime('%B %Y')}"


class Persona:
    """Grammatical forms of the subject for one rendering: first person (I / we), named third
    person (the name at first mention, then a pronoun), or a pronoun throughout."""

    FORMS = {
        "I": dict(we="I", were="I'm", weve="I've", wewere="I was", well="I'll", our="my", us="me", pl=True),
        "we": dict(we="we", were="we're", weve="we've", wewere="we were", well="we'll", our="our", us="us", pl=True),
        "he": dict(we="he", were="he's", weve="he's", wewere="he was", well="he'll", our="his", us="him", pl=False),
        "she": dict(we="she", were="she's", weve="she's", wewere="she was", well="she'll", our="her", us="her",
                    pl=False),
        "they": dict(we="they", were="they're", weve="they've", wewere="they were", well="they'll", our="their",
                     us="them", pl=True),
    }  # fmt: skip

    def __init__(self, kind: str, subj: dict, zh_we: str = "我们"):
        self.kind, self.subj = kind, subj
        self.named = False
        self.pl = True
        name = subj["name"]
        if subj["group"]:
            pro = "they"
        else:
            pro = "he" if subj["gender"] == "m" else "she"
        self.pro = self.FORMS[pro]
        if kind == "first":
            self.base = self.FORMS["we" if subj["group"] else "I"]
        elif kind == "pro":
            self.base = self.pro
        else:
            plural = subj["group"] and name.endswith("s")
            if plural:
                self.base = dict(we=name, were=f"{name} are", weve=f"{name} have", wewere=f"{name} were",
                                 well=f"{name} will", our=f"{name}'", us=name, pl=True)  # fmt: skip
            else:
                self.base = dict(we=name, were=f"{name}'s", weve=f"{name}'s", wewere=f"{name} was",
                                 well=f"{name} will", our=f"{name}'s", us=name, pl=False)  # fmt: skip
        zh_pro = "他们" if subj["group"] else ("他" if subj["gender"] == "m" else "她")
        self.zh_first = {"first": "我们" if subj["group"] else "我", "pro": zh_pro, "name": name}[
            kind
        ]
        if kind == "first" and subj["group"]:
            self.zh_first = zh_we
        self.zh_pro = zh_pro if kind != "first" else ("我们" if subj["group"] else "我")
        self.zh_named = False

    def en(self, key: str) -> str:
        if self.kind == "name" and self.named:
            forms = self.pro
        else:
            forms = self.base
        self.named = True
        if key in ("we", "were", "weve", "wewere", "well"):
            self.pl = forms["pl"]
        return forms[key]

    def zh(self) -> str:
        if self.zh_named:
            return self.zh_pro
        self.zh_named = True
        return self.zh_first

    def tokens(self) -> dict:
        d: dict = {}
        for k in ("we", "were", "weve", "wewere", "well", "our", "us"):
            d[k] = lambda k=k: self.en(k)
            d[k[:1].upper() + k[1:]] = lambda k=k: cap(self.en(k))
        d["s"] = lambda: "" if self.pl else "s"
        d["hv"] = lambda: "have" if self.pl else "has"
        d["dont"] = lambda: "don't" if self.pl else "doesn't"
        d["我"] = self.zh
        return d


# --------------------------------------------------------------------------------------------
# the world builder
# --------------------------------------------------------------------------------------------


class Builder:
    def __init__(self, seed: int):
        self.seed = seed
        self.r = random.Random(seed * 7919 + 1234567)
        r = self.r
        self.people: dict[str, dict] = {}  # role -> person
        for role, pool in ROLE_POOLS.items():
            name, gender = r.choice(pool)
            self.people[role] = dict(role=role, name=name, gender=gender, group=False,
                                     zh=ZH_RATIO.get(role, 0.0))  # fmt: skip
        dairy_surname = r.choice(["Murtagh", "Tarrant", "Prys"])
        self.surname = dairy_surname
        self.groups = {g: dict(role=g, name=r.choice(pool), gender="n", group=True, zh=0.0,
                               members=GROUP_MEMBERS[g]) for g, pool in GROUP_POOLS.items()}  # fmt: skip
        self.sessions: list[dict] = []  # dict(day, eps=[(speaker_role, text, lang, meta)])
        self.ledgers: list[dict] = []
        self.vocab: dict[str, set[str]] = defaultdict(set)
        self.reason_kws: list[tuple[str, str]] = []  # (track id, keyword)
        self.track_no = 0
        self.used_kws: set[str] = set()

    # -- small utilities -----------------------------------------------------------------
    def pick(self, xs):
        return self.r.choice(xs)

    def subj(self, key: str) -> dict:
        return self.groups[key[2:]] if key.startswith("g:") else self.people[key]

    def members(self, subj: dict) -> list[str]:
        return list(subj["members"]) if subj["group"] else [subj["role"]]

    def speaks_zh(self, role: str) -> bool:
        return self.people[role]["zh"] > 0

    def lang_for(self, role: str, spec: dict) -> str:
        lang = spec.get("lang", "any")
        if lang in ("en", "zh"):
            return lang
        return "zh" if self.r.random() < self.people[role]["zh"] else "en"

    @staticmethod
    def has_frame(spec: dict, key: str, lang: str) -> bool:
        own = spec.get(("z" if lang == "zh" else "") + key)
        if own:
            return True
        table = ZH if lang == "zh" else EN
        if key not in table:
            return False
        needs = (ZH_NEEDS if lang == "zh" else EN_NEEDS).get(key, [])
        return all(spec.get(n) for n in needs)

    def lang_for_frame(self, role: str, spec: dict, key: str) -> str:
        lang = self.lang_for(role, spec)
        if not self.has_frame(spec, key, lang) and spec.get("lang", "any") == "any":
            other = "en" if lang == "zh" else "zh"
            if self.has_frame(spec, key, other):
                lang = other
        if not self.has_frame(spec, key, lang):
            raise KeyError(f"no {lang} phrasing for {spec.get('slot')}/{key}")
        return lang

    def others(self, subj: dict, spec: dict, exclude: tuple = ()) -> list[str]:
        mem = set(self.members(subj))
        out = [ro for ro in self.people if ro not in mem and ro not in exclude]
        if spec.get("lang") == "zh":
            out = [ro for ro in out if self.speaks_zh(ro)]
        return out

    def base_dict(self, spec: dict, lang: str, P: Persona, **vals) -> dict:
        r = self.r
        d = P.tokens()
        d.update(
            n=lambda: r.choice(spec.get("n", ["one"])), zn=lambda: r.choice(spec.get("zn", ["那个"])),
            place=lambda: r.choice(PLACES), client=lambda: r.choice(CLIENTS), rel=lambda: r.choice(RELS),
            zrel=lambda: r.choice(ZH_RELS), G=vals.pop("G", ""),
        )  # fmt: skip
        for k, v in vals.items():
            d[k] = v
        return d

    def reason_text(self, spec: dict, lang: str, reason, d: dict) -> str:
        if not reason:
            return ""
        en, _, zh, _ = reason
        if lang == "zh":
            return fill(self.pick(ZH["rsn"]), {"r": fill(zh, d)})
        return fill(self.pick(EN["rsn"]), {"r": fill(en, d)})

    def render(
        self,
        spec: dict,
        lang: str,
        frame_key: str,
        P: Persona,
        *,
        v=None,
        old=None,
        z=None,
        cur=None,
        reason=None,
        day=None,
        rest=None,
        extra: dict | None = None,
        frame: str | None = None,
    ) -> str:
        """Render one state sentence: pick a frame of the situation and fill its slot phrases."""
        r = self.r
        vals = dict(v=v or "", old=old or "", z=z or "", cur=cur or "", rest=rest or "")
        if extra:
            vals.update(extra)
        if day is not None:
            en_m, en_s, zh_m = month_phrases(day)
            vals.update(mph=r.choice(en_m), msince=r.choice(en_s), zmph=r.choice(zh_m))
        else:
            vals.update(mph="", msince="", zmph="")
        d = self.base_dict(spec, lang, P, **vals)

        def piece(key: str, capital: bool = False, **over):
            def f():
                lst = spec.get(key) or (spec.get("chg") if key == "chgp" else None)
                if not lst:
                    raise KeyError(f"spec {spec.get('slot')} lacks {key}")
                if P.kind != "first" and key in ("have", "now", "zhave", "znow"):
                    # said about someone else: keep the phrasings that name the holder
                    named = [t for t in lst if SUBJECT_TOK.search(t)]
                    lst = named or lst
                dd = dict(d)
                dd.update(over)
                s = fill(r.choice(lst), dd)
                return cap(s) if capital else decap(s)

            return f

        tgt = v if v is not None else z
        d.update(
            chg=piece("chg"), chgp=piece("chgp"), now=piece("now"), Now=piece("now", True),
            since=piece("since"), Since=piece("since", True), have=piece("have"), Have=piece("have", True),
            to=piece("to", v=tgt, old=cur or old or ""), to_ing=piece("to_ing", v=tgt, old=cur or old or ""),
            zchg=piece("zchg"), znow=piece("znow"), zhave=piece("zhave"),
            zto=piece("zto", v=tgt, old=cur or old or ""),
            when=lambda: r.choice(spec.get("when") or EN["when"]),
            zwhen=lambda: r.choice(spec.get("zwhen") or ZH["when"]),
            drsn=lambda: r.choice(spec.get("drsn") or EN["drsn"]),
            zdrsn=lambda: r.choice(spec.get("zdrsn") or ZH["drsn"]),
        )  # fmt: skip
        if frame_key.startswith("drop") or frame_key == "consider":
            d.update(
                have=piece("have", v=cur),
                Have=piece("have", True, v=cur),
                zhave=piece("zhave", v=cur),
            )
        used: list[str] = []

        def rsn():  # rendered where the frame puts it, so the subject is named first
            if used or not reason:
                return ""
            used.append(self.reason_text(spec, lang, reason, d))
            return used[0]

        d["rsn"] = rsn
        d["zrsn"] = rsn
        if frame is None:
            table = ZH if lang == "zh" else EN
            own = spec.get(("z" if lang == "zh" else "") + frame_key)
            frame = r.choice(own if own else table[frame_key])
        text = fill(frame, d)
        if reason and not used:  # the frame had no place for the reason: add it at the end
            if text.rstrip()[-1:] in "?!？！":
                r_text = fill(reason[2] if lang == "zh" else reason[0], d)
                text = text.rstrip() + (
                    "（" + r_text + "）" if lang == "zh" else " (" + r_text + ")"
                )
            else:
                text = text.rstrip(".。 ") + rsn() + ("。" if lang == "zh" else ".")
        return text

    # -- episode bookkeeping ---------------------------------------------------------------
    def add_session(self, day: int, eps: list) -> None:
        self.sessions.append(dict(day=day, eps=eps))

    def chat_line(self, role: str, lang: str) -> str:
        r = self.r
        farm = role in FARM_EN_ROLES or role in FARM_ZH_ROLES
        if lang == "zh":
            pool = CHAT_ZH_FARM if farm and r.random() < 0.7 else CHAT_ZH_CLINIC
        else:
            pool = CHAT_EN_FARM if farm and r.random() < 0.7 else CHAT_EN_CLINIC
        d = dict(client=r.choice(CLIENTS), zclient=r.choice(ZH_CLIENTS), pet=r.choice(PETS),
                 animal=r.choice(ANIMALS), zanimal=r.choice(ZH_ANIMALS), place=r.choice(PLACES),
                 staff=self.people[r.choice(CLINIC_ROLES)]["name"], n=str(r.choice(NUMS)),
                 stock=r.choice(STOCK_EN), zstock=r.choice(STOCK_ZH), petproblem=r.choice(PET_PROBLEM_EN),
                 zpetproblem=r.choice(PET_PROBLEM_ZH),
                 animals=r.choice(HERD_EN), task=r.choice(TASK_EN), problem=r.choice(PROBLEM_EN),
                 outcome=r.choice(OUTCOME_EN), time=r.choice(TIME_EN), pre=r.choice(OPEN_EN),
                 post=r.choice(CLOSE_EN), zanimals=r.choice(HERD_ZH), ztask=r.choice(TASK_ZH),
                 zproblem=r.choice(PROBLEM_ZH), zoutcome=r.choice(OUTCOME_ZH), ztime=r.choice(TIME_ZH),
                 zpost=r.choice(CLOSE_ZH))  # fmt: skip
        if r.random() < 0.5:
            pool = COMPOSED_ZH if lang == "zh" else COMPOSED_EN
        return fill(r.choice(pool), d)

    def reply(self, lang: str, to: str | None = None) -> str:
        """A short answer, sometimes addressed to whoever spoke last."""
        r = self.r
        if lang == "zh":
            t = r.choice(REPLY_ZH)
            if to and r.random() < 0.25:
                t = r.choice(["谢谢", "辛苦了", "好的"]) + self.people[to]["name"]
            return t
        t = r.choice(REPLY_EN)
        if to and r.random() < 0.3:
            first = (
                self.people[to]["name"].split()[0]
                if not self.speaks_zh(to)
                else self.people[to]["name"]
            )
            t = (
                r.choice(["thanks ", "cheers ", "nice one ", "ta ", "ok ", "on it "])
                + first
                + r.choice(["", "!", " x", " 👍"])
            )
        return t

    def dress(self, text: str, lang: str, p_clause: float = 0.18) -> str:
        """Chat-style variation around a state sentence: a clause before/after, case, typos."""
        r = self.r
        if lang == "zh":
            if r.random() < p_clause:
                text = r.choice(CLAUSE_ZH_PRE) + text
            elif r.random() < p_clause:
                end = "" if text[-1:] in "？！?!～~" else "。"
                text = text.rstrip("。") + end + r.choice(CLAUSE_ZH_POST)
            return text
        if r.random() < p_clause:
            text = r.choice(CLAUSE_EN_PRE) + " " + text
        elif r.random() < p_clause:
            text = (
                text.rstrip()
                + (" " if text.rstrip()[-1:] in ".!?" else ". ")
                + r.choice(CLAUSE_EN_POST)
            )
        if r.random() < 0.12:
            words = [w for w in TYPOS if re.search(rf"\b{w}\b", text)]
            if words:
                w = r.choice(words)
                text = re.sub(rf"\b{w}\b", TYPOS[w], text, count=1)
        if r.random() < 0.12:
            text = text.lower()
        return text

    def maybe_context(self, day: int, eps: list, lang: str, roles: list[str]) -> list:
        """Surround a state episode with chit-chat from the same people, sometimes."""
        r = self.r
        out = list(eps)
        if r.random() < 0.35:
            ro = r.choice(roles)
            lg = "zh" if (lang == "zh" and self.speaks_zh(ro)) else "en"
            out.insert(0, (ro, self.chat_line(ro, lg), lg, dict(kind="filler")))
        if r.random() < 0.3:
            ro = r.choice(roles)
            lg = "zh" if (lang == "zh" and self.speaks_zh(ro)) else "en"
            out.append(
                (
                    ro,
                    self.reply(lg, to=out[-1][0] if out[-1][0] != ro else None),
                    lg,
                    dict(kind="filler"),
                )
            )
        return out

    def group_wrap(self, text: str, lang: str, subj: dict, P: Persona) -> str:
        if subj["group"] and P.kind == "first" and self.r.random() < 0.4:
            pre = fill(
                self.pick(ZH["group_prefix"] if lang == "zh" else EN["group_prefix"]),
                {"G": subj["name"]},
            )
            return pre + (text if lang == "zh" else decap(text))
        return text

    # -- tellings --------------------------------------------------------------------------
    def tell_change(
        self,
        tr: dict,
        mode: str,
        day: int,
        v: str,
        old: str,
        reason,
        *,
        change_day: int,
        wrong: str | None = None,
    ) -> None:
        """One change of a single-valued slot, told in the given mode (on `day`)."""
        r, spec, subj = self.r, tr["spec"], tr["subj"]
        meta = dict(kind="state", track=tr["id"], slot=spec["slot"], event="change", value=v)
        zh_we = self.pick(GROUP_ZH_WE.get(subj["role"], ["我们"])) if subj["group"] else "我们"
        if mode in ("direct", "indirect", "late", "correction", "scoped"):
            sp = self.pick(self.members(subj))
            if spec.get("lang") == "zh":
                sp = self.pick([m for m in self.members(subj) if self.speaks_zh(m)])
            lang = self.lang_for_frame(
                sp,
                spec,
                {"scoped": "scoped", "indirect": "ind", "late": "late", "correction": "direct"}.get(
                    mode, "direct"
                ),
            )
            P = Persona("first", subj, zh_we)
            if mode == "scoped":
                text = self.render(spec, lang, "scoped", P, v=v, old=old, reason=reason)
            elif mode == "indirect":
                text = self.render(spec, lang, "ind", P, v=v, old=old)
            elif mode == "late":
                text = self.render(
                    spec, lang, "late", P, v=v, old=old, reason=reason, day=change_day
                )
            elif mode == "correction":
                wrong_text = self.render(spec, lang, "direct", P, v=wrong, old=old)
                P2 = Persona("first", subj, zh_we)
                fix_d = self.base_dict(spec, lang, P2, v=v, z=wrong, old=old)
                style = r.random()
                if style < 0.4:  # corrected inside the same message
                    frag = fill(self.pick((ZH if lang == "zh" else EN)["correct_inline"]), fix_d)
                    text = wrong_text.rstrip(".。!！ ") + frag
                    if reason:
                        text += self.reason_text(spec, lang, reason, fix_d)
                    meta["wrong"] = wrong
                else:
                    fix = fill(self.pick((ZH if lang == "zh" else EN)["correct"]), fix_d)
                    if reason:
                        fix += self.reason_text(spec, lang, reason, fix_d)
                    m1 = dict(
                        kind="state", track=tr["id"], slot=spec["slot"], event="wrong", value=wrong
                    )
                    eps = [
                        (
                            sp,
                            self.dress(self.group_wrap(wrong_text, lang, subj, P), lang, 0.1),
                            lang,
                            m1,
                        )
                    ]
                    if style < 0.75:  # a moment later, same session
                        eps.append((sp, self.dress(fix, lang, 0.0), lang, meta))
                        self.add_session(
                            day, self.maybe_context(day, eps, lang, self.members(subj) + [sp])
                        )
                    else:  # the next day
                        self.add_session(day, eps)
                        self.add_session(
                            min(day + 1, LAST_DAY), [(sp, self.dress(fix, lang, 0.0), lang, meta)]
                        )
                    return
            else:
                text = self.render(spec, lang, "direct", P, v=v, old=old, reason=reason)
            text = self.dress(self.group_wrap(text, lang, subj, P), lang)
            eps = [(sp, text, lang, meta)]
            self.add_session(day, self.maybe_context(day, eps, lang, self.members(subj)))
        elif mode == "third":
            sp = self.pick(self.others(subj, spec))
            key = (
                "third_late"
                if (day > change_day + 7 and (spec.get("chg") or spec.get("zchg")))
                else "third"
            )
            lang = self.lang_for_frame(sp, spec, key)
            P = Persona("name", subj)
            text = self.render(spec, lang, key, P, v=v, old=old, reason=reason, day=change_day)
            self.add_session(day, self.maybe_context(day, [(sp, self.dress(text, lang), lang, meta)], lang,
                                                     [sp] + self.members(subj)))  # fmt: skip
        elif mode == "pronoun":
            a = self.pick(self.others(subj, spec))
            lang = self.lang_for_frame(a, spec, "pro")
            pool_b = [ro for ro in self.others(subj, spec, exclude=(a,))
                      if lang == "en" or self.speaks_zh(ro)]  # fmt: skip
            b = self.pick(pool_b)
            intro_key = "intro_group" if subj["group"] else "intro_person"
            intro = fill(self.pick((ZH if lang == "zh" else EN)[intro_key]), {"S": subj["name"]})
            P = Persona("pro", subj)
            text = self.render(spec, lang, "pro", P, v=v, old=old, reason=reason, day=change_day)
            eps = [
                (a, self.dress(intro, lang, 0.0), lang, dict(kind="intro", track=tr["id"])),
                (b, self.dress(text, lang, 0.05), lang, meta),
            ]
            if r.random() < 0.4:
                eps.append((a, self.reply(lang, to=b), lang, dict(kind="filler")))
            self.add_session(day, eps)
        else:
            raise ValueError(mode)

    def tell_simple(
        self,
        tr: dict,
        key: str,
        day: int,
        *,
        speaker: str | None = None,
        person: str = "first",
        meta_event: str,
        value: str | None = None,
        p_clause: float = 0.18,
        **kw,
    ) -> None:
        spec, subj = tr["spec"], tr["subj"]
        if speaker is None:
            cands = self.members(subj)
            if spec.get("lang") == "zh":
                cands = [m for m in cands if self.speaks_zh(m)]
            speaker = self.pick(cands)
        lang = self.lang_for_frame(speaker, spec, key)
        zh_we = self.pick(GROUP_ZH_WE.get(subj["role"], ["我们"])) if subj["group"] else "我们"
        P = Persona(person, subj, zh_we)
        text = self.render(spec, lang, key, P, **kw)
        if person == "first" and key != "dis":
            text = self.group_wrap(text, lang, subj, P)
        meta = dict(kind="state", track=tr["id"], slot=spec["slot"], event=meta_event, value=value)
        eps = [(speaker, self.dress(text, lang, p_clause), lang, meta)]
        self.add_session(day, self.maybe_context(day, eps, lang, self.members(subj) + [speaker]))

    # -- timelines ---------------------------------------------------------------------------
    def change_days(self, n: int, lo: int, hi: int = 690, gap: int = 75) -> list[int]:
        r = self.r
        if n == 0:
            return []
        for _ in range(500):
            ds = sorted(r.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip([lo - gap] + ds, ds, strict=False)):
                return ds
        return sorted(r.sample(range(lo, hi), 1))[:1]

    def weekday_day(self, lo: int, hi: int, value: str, days: tuple) -> int | None:
        idx = days.index(value)
        opts = [d for d in range(max(lo, 0), min(hi, LAST_DAY) + 1) if d % 7 == idx]
        return self.r.choice(opts) if opts else None

    def pick_days(self, lo: int, hi: int, k: int, spec: dict, value: str) -> list[int]:
        if hi - lo < 2 or k <= 0:
            return []
        out = []
        for _ in range(k):
            if spec.get("weekday"):
                d = self.weekday_day(lo, hi, value, spec["weekday"])
            else:
                d = self.r.randint(lo, hi)
            if d is not None:
                out.append(d)
        return out

    def new_track(self, subj_key: str, spec_key: str, opts: dict) -> dict:
        self.track_no += 1
        subj = self.subj(subj_key)
        spec = dict(SPEC[spec_key]) if spec_key in SPEC else None  # the dog's is set in build_dog
        if spec_key == "job_title":
            spec["pool"] = JOB_POOLS[subj["role"]]
        return dict(id=f"t{self.track_no}", subj=subj, spec=spec, spec_key=spec_key, opts=opts)

    def build_single(self, tr: dict) -> None:
        r, spec, subj = self.r, tr["spec"], tr["subj"]
        pool = list(spec["pool"])
        scoped = tr["opts"].get("scoped", False)
        n_ch = r.choices([0, 1, 2, 3], weights=[12, 44, 34, 10])[0]
        if scoped:
            n_ch = max(1, n_ch)
        n_ch = min(n_ch, len(pool) - 1)
        vals = r.sample(pool, n_ch + 1)
        if spec.get("ordered"):  # a career moves up the ladder
            vals.sort(key=pool.index)
        spare = [p for p in pool if p not in vals]
        r.shuffle(spare)
        d_init = r.randint(1, 75)
        cds = self.change_days(n_ch, d_init + 45)
        n_ch = len(cds)
        vals = vals[: n_ch + 1]
        never: set[str] = set()
        pending: set[str] = set()
        dropped: set[str] = set()
        reasons: list[tuple[str, str]] = []
        lang_any = spec.get("lang", "any")
        can_ind = bool(spec.get("ind") if lang_any != "zh" else spec.get("zind"))

        # initial statement (sometimes by someone else)
        if r.random() < 0.8:
            self.tell_simple(tr, "init", d_init, meta_event="init", value=vals[0], v=vals[0])
        else:
            sp = self.pick(self.others(subj, spec))
            self.tell_simple(tr, "init", d_init, speaker=sp, person="name", meta_event="init", value=vals[0],
                             v=vals[0])  # fmt: skip
        segs = [dict(v=vals[0], start=None, told=d_init)]
        for i, c in enumerate(cds):
            v, old = vals[i + 1], vals[i]
            nxt = cds[i + 1] if i + 1 < len(cds) else LAST_DAY + 1
            last = i == len(cds) - 1
            if scoped and last:
                mode = "scoped"
            else:
                w = dict(direct=26, indirect=14 if can_ind else 0, late=16, third=14, pronoun=12,
                         correction=18 if spare else 0)  # fmt: skip
                mode = r.choices(list(w), weights=list(w.values()))[0]
            told = c
            if mode == "late":
                told = c + r.randint(18, 70)
                if told >= nxt - 12 or told > LAST_DAY - 4:
                    mode, told = "direct", c
            rsn_list = [x for x in spec.get("rsn", []) if (x[3] if lang_any == "zh" else x[1])]
            rsn_list = [x for x in rsn_list if not ({x[1], x[3]} & self.used_kws)]
            reason = None
            if mode != "indirect" and rsn_list and r.random() < 0.5:
                reason = r.choice(rsn_list)
                self.used_kws |= {x for x in (reason[1], reason[3]) if x}
            # a plan that happens
            if not spec.get("noplan") and r.random() < 0.3:
                pday = c - r.randint(8, 40)
                if pday > segs[-1]["told"] + 3:
                    self.tell_simple(tr, "plan", pday, meta_event="plan", value=v, v=v, cur=old)
            wrong = spare.pop() if mode == "correction" else None
            if wrong:
                never.add(wrong)
            self.tell_change(tr, mode, told, v, old, reason, change_day=c, wrong=wrong)
            if reason:
                kw = reason[3] if (lang_any == "zh" or self._last_lang_zh(tr)) else reason[1]
                reasons.append((v, kw))
            segs.append(dict(v=v, start=c, told=told, mode=mode))
        # segment ends
        for i, s in enumerate(segs):
            s["end"] = segs[i + 1]["start"] if i + 1 < len(segs) else None
        # reaffirming mentions of the value then held
        for s in segs:
            lo = s["told"] + 2
            hi = (s["end"] - 3) if s["end"] is not None else LAST_DAY - 1
            k = r.choice([0, 1, 1, 2]) if s["end"] is not None else r.choice([1, 1, 2, 2])
            for d in self.pick_days(lo, hi, k, spec, s["v"]):
                self.tell_simple(tr, "reaff", d, meta_event="reaff", value=s["v"], v=s["v"])
        # a look back at an old value
        if len(segs) > 1 and r.random() < 0.35 and (spec.get("retro") or spec.get("zretro")):
            lo = segs[-1]["told"] + 3
            if lo < LAST_DAY - 3:
                d = r.randint(lo, LAST_DAY - 1)
                ov = r.choice([s["v"] for s in segs[:-1]])
                self.tell_simple(
                    tr, "retro", d, meta_event="retro", value=ov, old=ov, v=segs[-1]["v"]
                )
        # dropped plan
        if spare and not spec.get("noplan") and r.random() < 0.42:
            cands = [s for s in segs if ((s["end"] or LAST_DAY) - 30) - (s["told"] + 3) >= 20]
            if cands:
                s = cands[-1] if r.random() < 0.55 else r.choice(cands)
                z = spare.pop()
                never.add(z)
                dropped.add(z)
                lo, hi = s["told"] + 3, (s["end"] or LAST_DAY) - 30
                d1 = r.randint(lo, hi)
                if r.random() < 0.45:
                    self.tell_simple(
                        tr, "drop1", d1, meta_event="drop", value=z, v=z, z=z, cur=s["v"]
                    )
                else:
                    first_key = r.choice(["plan", "consider"])
                    self.tell_simple(
                        tr, first_key, d1, meta_event="plan_dropped", value=z, v=z, z=z, cur=s["v"]
                    )
                    d2 = min(d1 + r.randint(7, 25), (s["end"] or LAST_DAY + 1) - 5)
                    self.tell_simple(
                        tr, "drop2", d2, meta_event="drop", value=z, v=z, z=z, cur=s["v"]
                    )
        # an idle consideration
        if spare and not spec.get("noplan") and r.random() < 0.2:
            s = r.choice(segs)
            lo, hi = s["told"] + 3, (s["end"] or LAST_DAY) - 5
            if hi > lo:
                z = spare.pop()
                never.add(z)
                self.tell_simple(tr, "consider", r.randint(lo, hi), meta_event="consider", value=z, v=z, z=z,
                                 cur=s["v"])  # fmt: skip
        # a plan still pending at the end
        if spare and not spec.get("noplan") and r.random() < 0.3:
            lo = max(segs[-1]["told"] + 10, 660)
            if lo <= LAST_DAY - 4:
                w = spare.pop()
                pending.add(w)
                self.tell_simple(tr, "plan", r.randint(lo, LAST_DAY - 4), meta_event="pending", value=w, v=w,
                                 cur=segs[-1]["v"])  # fmt: skip
        # distractors: same-type values that are not this subject's
        for _ in range(r.choice([1, 1, 2])):
            if not spare:
                break
            z = spare.pop(0) if r.random() < 0.5 else self.pick(spare)
            if z in spare:
                spare.remove(z)
            self.tell_simple(
                tr, "dis", r.randint(0, LAST_DAY), meta_event="distractor", value=z, z=z
            )
            self.vocab[spec["slot"]].add(z)
        self.ledgers.append(dict(track=tr["id"], subject=subj["name"], subj=subj, slot=spec["slot"],
                                 spec=spec, kind="single", segs=segs, never=never, pending=pending,
                                 reasons=reasons, scoped=scoped, dropped=dropped))  # fmt: skip
        for s in segs:
            self.vocab[spec["slot"]].add(s["v"])
        self.vocab[spec["slot"]] |= never | pending

    def _last_lang_zh(self, tr: dict) -> bool:
        for s in reversed(self.sessions):
            for ep in reversed(s["eps"]):
                m = ep[3]
                if m.get("track") == tr["id"] and m.get("event") == "change":
                    return ep[2] == "zh"
        return False

    def build_multi(self, tr: dict) -> None:
        r, spec, subj = self.r, tr["spec"], tr["subj"]
        if "add" not in spec:
            raise ValueError(spec["slot"])
        vals = r.sample(spec["pool"], 3)
        spare = [p for p in spec["pool"] if p not in vals]
        a, b, c = vals
        d_init = r.randint(1, 60)
        self.tell_simple(tr, "init", d_init, meta_event="init", value=a, v=a, frame=None)
        intervals = [dict(v=a, start=None, told=d_init, end=None)]
        x = r.randint(d_init + 60, 330)
        cur_set = [a]

        def tell_multi(kind: str, day: int, v: str, z: str | None, told: int) -> None:
            rest = [u for u in cur_set]
            mode = r.choices(["first", "third", "pronoun"], weights=[55, 25, 20])[0]
            if told != day:
                mode = "late"
            meta = dict(kind="state", track=tr["id"], slot=spec["slot"], event=kind, value=v or z)
            members = self.members(subj)
            if mode in ("first", "late"):
                sp = self.pick(members)
                lang = self.lang_for_frame(sp, spec, kind)
                P = Persona("first", subj, self.pick(GROUP_ZH_WE.get(subj["role"], ["我们"])))
            elif mode == "third":
                sp = self.pick(self.others(subj, spec))
                lang = self.lang_for_frame(sp, spec, kind)
                P = Persona("name", subj)
            else:
                sp = self.pick(self.others(subj, spec))
                lang = self.lang_for_frame(sp, spec, kind)
                P = Persona("pro", subj)
            joiner = "和" if lang == "zh" else " and "
            old = [u for u in rest if u != v][0] if kind == "add" else ""
            restv = joiner.join(u for u in rest if u != z)
            tbl = ZH if lang == "zh" else EN
            pre = ""
            if mode == "late":
                en_m, _, zh_m = month_phrases(day)
                pre = fill(
                    self.pick(tbl["late_multi"]), dict(mph=r.choice(en_m), zmph=r.choice(zh_m))
                )
            elif mode in (
                "third",
                "pronoun",
            ):  # the holder is named (or pointed at) before the news
                pre = fill(
                    self.pick(tbl["third_multi" if mode == "third" else "pro_multi"]), P.tokens()
                )
            text = self.render(spec, lang, kind, P, v=v, old=old, z=z, rest=restv, day=day)
            if pre:
                text = pre + (text if lang == "zh" else decap(text))
            if mode == "first":
                text = self.group_wrap(text, lang, subj, P)
            eps = [(sp, self.dress(text, lang), lang, meta)]
            if mode == "pronoun":
                a_ = self.pick([ro for ro in self.others(subj, spec, exclude=(sp,))
                                if lang == "en" or self.speaks_zh(ro)])  # fmt: skip
                intro = fill(
                    self.pick(tbl["intro_group" if subj["group"] else "intro_person"]),
                    {"S": subj["name"]},
                )
                eps.insert(0, (a_, intro, lang, dict(kind="intro", track=tr["id"])))
                self.add_session(told, eps)
            else:
                self.add_session(told, self.maybe_context(told, eps, lang, members))

        told_x = x + (r.randint(15, 40) if r.random() < 0.2 else 0)
        cur_set.append(b)
        tell_multi("add", x, b, None, told_x)
        intervals.append(dict(v=b, start=x, told=told_x, end=None))
        if r.random() < 0.6:
            y = r.randint(told_x + 40, told_x + 160)
            cur_set.remove(a)
            tell_multi("remove", y, None, a, y)
            intervals[0]["end"] = y
            intervals[0]["end_told"] = y
            zday = r.randint(y + 50, min(y + 250, 700))
            if zday < 700:
                cur_set.append(c)
                tell_multi("add", zday, c, None, zday)
                intervals.append(dict(v=c, start=zday, told=zday, end=None))
        # reaffirm and distractor
        for iv in intervals:
            hi = (iv["end"] - 3) if iv["end"] is not None else LAST_DAY - 1
            for d in self.pick_days(iv["told"] + 2, hi, r.choice([0, 1]), spec, iv["v"]):
                self.tell_simple(tr, "reaff", d, meta_event="reaff", value=iv["v"], v=iv["v"])
        if spare:
            z = spare.pop(r.randrange(len(spare)))
            self.tell_simple(
                tr, "dis", r.randint(0, LAST_DAY), meta_event="distractor", value=z, z=z
            )
            self.vocab[spec["slot"]].add(z)
        self.ledgers.append(dict(track=tr["id"], subject=subj["name"], subj=subj, slot=spec["slot"], spec=spec,
                                 kind="multi", ivs=intervals, never=set(), pending=set(), reasons=[]))  # fmt: skip
        for iv in intervals:
            self.vocab[spec["slot"]].add(iv["v"])

    def build_dog(self, tr: dict) -> None:
        r, subj = self.r, tr["subj"]
        spec = dict(DOG, slot="dog_breed", pool=DOG["breeds"])
        tr["spec"] = spec
        breeds = r.sample(DOG["breeds"], len(DOG["breeds"]))
        names = r.sample(DOG["names"], 2)
        b0, b1 = breeds[0], breeds[1]
        spare_b = breeds[2:]
        n0, n1 = names
        d_init = r.randint(1, 80)
        sp = self.pick(self.members(subj))

        def one(day, key, speaker, person, extra, event, value, p_clause=0.18):
            lg = self.lang_for_frame(speaker, spec, key)
            P = Persona(person, subj)
            text = self.render(spec, lg, key, P, extra=extra, day=extra.get("_day"))
            meta = dict(kind="state", track=tr["id"], slot="dog", event=event, value=value)
            return (speaker, self.dress(text, lg, p_clause), lg, meta)

        ex0 = dict(b=b0, nm=n0, old_b="", old_nm="", zb="", znm="")
        self.add_session(d_init, [one(d_init, "init", sp, "first", ex0, "init", (b0, n0))])
        segs_b = [dict(v=b0, start=None, told=d_init)]
        segs_n = [dict(v=n0, start=None, told=d_init)]
        never_b: set[str] = set()
        if r.random() < 0.75:
            c = r.randint(d_init + 80, 640)
            mode = r.choices(
                ["direct", "late", "third", "pronoun", "indirect"], weights=[35, 15, 20, 15, 15]
            )[0]
            told = c + (r.randint(20, 60) if mode == "late" else 0)
            ex = dict(b=b1, nm=n1, old_b=b0, old_nm=n0, zb="", znm="", _day=c)
            if mode in ("direct", "late", "indirect"):
                key = {"direct": "direct", "late": "late", "indirect": "ind"}[mode]
                eps = [
                    one(told, key, self.pick(self.members(subj)), "first", ex, "change", (b1, n1))
                ]
                self.add_session(told, eps)
            elif mode == "third":
                o = self.pick(self.others(subj, spec))
                self.add_session(told, [one(told, "third", o, "name", ex, "change", (b1, n1))])
            else:
                a_ = self.pick(self.others(subj, spec))
                lg = self.lang_for_frame(a_, spec, "pro")
                b_ = self.pick(
                    [
                        ro
                        for ro in self.others(subj, spec, exclude=(a_,))
                        if lg == "en" or self.speaks_zh(ro)
                    ]
                )
                intro = fill(
                    self.pick((ZH if lg == "zh" else EN)["intro_person"]), {"S": subj["name"]}
                )
                P = Persona("pro", subj)
                text = self.render(spec, lg, "pro", P, extra=ex, day=c)
                meta = dict(
                    kind="state", track=tr["id"], slot="dog", event="change", value=(b1, n1)
                )
                self.add_session(
                    told,
                    [(a_, intro, lg, dict(kind="intro", track=tr["id"])), (b_, text, lg, meta)],
                )
            segs_b.append(dict(v=b1, start=c, told=told))
            segs_n.append(dict(v=n1, start=c, told=told))
        for segs in (segs_b, segs_n):
            for i, s in enumerate(segs):
                s["end"] = segs[i + 1]["start"] if i + 1 < len(segs) else None
        for i in range(len(segs_b)):
            s = segs_b[i]
            hi = (s["end"] - 3) if s["end"] is not None else LAST_DAY - 1
            for d in self.pick_days(s["told"] + 2, hi, r.choice([0, 1, 1]), {}, ""):
                ex = dict(b=s["v"], nm=segs_n[i]["v"], old_b="", old_nm="", zb="", znm="")
                self.add_session(d, [one(d, "reaff", self.pick(self.members(subj)), "first", ex, "reaff",
                                         (s["v"], segs_n[i]["v"]))])  # fmt: skip
        if spare_b and r.random() < 0.45:
            zb = spare_b.pop()
            never_b.add(zb)
            s_i = len(segs_b) - 1
            s = segs_b[s_i]
            lo, hi = s["told"] + 3, LAST_DAY - 10
            if hi > lo:
                d1 = r.randint(lo, hi)
                ex = dict(b=s["v"], nm=segs_n[s_i]["v"], old_b="", old_nm="", zb=zb, znm="")
                if r.random() < 0.5:
                    self.add_session(d1, [one(d1, "drop", sp, "first", ex, "drop", zb)])
                else:
                    self.add_session(d1, [one(d1, "consider", sp, "first", ex, "consider", zb)])
                    d2 = min(d1 + r.randint(5, 20), LAST_DAY)
                    self.add_session(d2, [one(d2, "drop", sp, "first", ex, "drop", zb)])
        if spare_b:
            zb = spare_b.pop()
            znm = self.pick([nm for nm in DOG["names"] if nm not in names])
            d = r.randint(0, LAST_DAY)
            cur_i = (
                max(i for i, s in enumerate(segs_n) if s["told"] <= d)
                if d >= segs_n[0]["told"]
                else 0
            )
            ex = dict(
                b=segs_b[cur_i]["v"], nm=segs_n[cur_i]["v"], old_b="", old_nm="", zb=zb, znm=znm
            )
            self.add_session(d, [one(d, "dis", sp, "first", ex, "distractor", (zb, znm))])
            self.vocab["dog_breed"].add(zb)
            self.vocab["dog_name"].add(znm)
        for slot, segs, never in (("dog_breed", segs_b, never_b), ("dog_name", segs_n, set())):
            spec_q = dict(q=DOG["qb"] if slot == "dog_breed" else DOG["qn"], slot=slot)
            self.ledgers.append(dict(track=tr["id"], subject=subj["name"], subj=subj, slot=slot, spec=spec_q,
                                     kind="single", segs=segs, never=never, pending=set(), reasons=[],
                                     scoped=False, dog=True))  # fmt: skip
            for s in segs:
                self.vocab[slot].add(s["v"])
            self.vocab[slot] |= never

    # -- filler ------------------------------------------------------------------------------
    def filler_session(self, day: int) -> None:
        r = self.r
        sphere = r.choices(["clinic", "farm_en", "farm_zh", "mixed"], weights=[58, 17, 11, 14])[0]
        if sphere == "clinic":
            roles = CLINIC_ROLES
        elif sphere == "farm_en":
            roles = FARM_EN_ROLES + ["farmvet", "owner"]
        elif sphere == "farm_zh":
            roles = FARM_ZH_ROLES + ["zhvet"]
        else:
            roles = list(self.people)
        n = r.choices([1, 2, 3, 4], weights=[40, 30, 20, 10])[0]
        first = r.choice(roles)
        lang = "zh" if r.random() < self.people[first]["zh"] else "en"
        eps = []
        for i in range(n):
            ro = first if i == 0 else r.choice(roles)
            lg = lang if (lang == "en" or self.speaks_zh(ro)) else "en"
            if i == 0 or r.random() < 0.5:
                text = self.chat_line(ro, lg)
                if r.random() < 0.15:
                    more = self.chat_line(ro, lg)
                    if more != text and lg == "zh":
                        text = text + ("" if text[-1:] in "？！?!" else "。") + more
                    elif more != text:
                        more = more[:1].lower() + more[1:] if more[1:2].islower() else more
                        text = text.rstrip(".!? ") + ". Also, " + more
            else:
                prev = eps[-1][0] if eps else None
                text = self.reply(lg, to=prev if prev != ro else None)
            if lg == "en":
                text = self.dress(text, lg, 0.0)
            eps.append((ro, text, lg, dict(kind="filler")))
        self.add_session(day, eps)

    # -- assembling --------------------------------------------------------------------------
    def build(self) -> None:
        r = self.r
        for subj_key, spec_key, opts in TRACKS:
            if spec_key == "dog":
                self.build_dog(self.new_track(subj_key, "dog", opts))
                continue
            tr = self.new_track(subj_key, spec_key, opts)
            if tr["spec"].get("multi") or opts.get("multi"):
                if opts.get("multi") and not tr["spec"].get("multi"):
                    tr["spec"] = dict(tr["spec"], multi=True)
                self.build_multi(tr)
            else:
                self.build_single(tr)
        target = r.randint(965, 1035)
        while sum(len(s["eps"]) for s in self.sessions) < target:
            self.filler_session(r.randint(0, LAST_DAY))
        # trim overshoot from filler-only sessions
        total = sum(len(s["eps"]) for s in self.sessions)
        while total > 1090:
            idx = [
                i
                for i, s in enumerate(self.sessions)
                if all(e[3]["kind"] == "filler" for e in s["eps"])
            ]
            i = r.choice(idx)
            total -= len(self.sessions[i]["eps"])
            del self.sessions[i]

    def episodes(self) -> tuple[list[dict], list[dict]]:
        r = self.r
        rows = []
        for si, s in enumerate(self.sessions):
            minute = r.randint(400, 1250)
            sid = f"m{self.seed}-{s['day']:03d}-{si:04d}"
            for role, text, lang, meta in s["eps"]:
                rows.append((s["day"], minute, si, role, text, lang, meta, sid))
                minute = min(minute + r.randint(1, 12), 1439)
        rows.sort(key=lambda x: (x[0], x[1], x[2]))
        eps, metas = [], []
        for day, minute, _si, role, text, lang, meta, sid in rows:
            if lang == "en":
                text = fix_articles(text)
            eps.append(dict(day=day, minute=minute, speaker=self.people[role]["name"], text=text,
                            session=sid, language=lang))  # fmt: skip
            metas.append(meta)
        return eps, metas

    # -- probes ------------------------------------------------------------------------------
    def probes(self, eps: list[dict]) -> list[dict]:
        r = self.r
        texts = [e["text"] for e in eps]
        vocab = {slot: sorted(v for v in vals if any(mention(t, v) for t in texts))
                 for slot, vals in self.vocab.items()}  # fmt: skip
        must, optional = [], []

        def qfill(tpl: str, L: dict, **kw) -> str:
            subj = L["subj"]
            pos = "its" if subj["group"] else ("his" if subj["gender"] == "m" else "her")
            name = L["subject"]
            ss = name + ("'" if name.endswith("s") else "'s")
            return fill(tpl, dict(S=name, Ss=ss, pos=pos, **kw))

        def probe(L, kind, q, gold, outdated=(), as_of=None, abandoned=()):
            return dict(subject=L["subject"], kind=kind, question=q, slot=L["slot"], gold=sorted(gold),
                        outdated=sorted(outdated), as_of_day=as_of, values=vocab[L["slot"]],
                        abandoned=sorted(abandoned))  # fmt: skip

        for L in self.ledgers:
            q = L["spec"].get("qz") or L["spec"]["q"]
            zq = "qz" in L["spec"]
            if L["kind"] == "single":
                segs = L["segs"]
                cur = segs[-1]["v"]
                held_before = {s["v"] for s in segs[:-1]}
                scoped_old = segs[-2]["v"] if L.get("scoped") else None
                outdated = held_before - ({scoped_old} if scoped_old else set())
                aband = L["never"] | L["pending"]
                must.append(
                    probe(L, "current", qfill(q["cur"], L), {cur}, outdated, abandoned=aband)
                )
                if len(segs) > 1:
                    must.append(probe(L, "historical", qfill(q["hist"], L, v=cur), {segs[-2]["v"]}))
                    for i in range(1, len(segs) - 1):
                        optional.append(probe(L, "historical", qfill(q["hist"], L, v=segs[i]["v"]),
                                              {segs[i - 1]["v"]}))  # fmt: skip
                if scoped_old:
                    must.append(probe(L, "coexisting", qfill(q["co"], L), {cur, scoped_old}))
                for v, kw in L["reasons"]:
                    must.append(probe(L, "why", qfill(q["why"], L, v=v), {kw}))
                for w in L["pending"]:
                    must.append(
                        probe(L, "planning", qfill(q["plan"], L), {w}, abandoned=L["never"])
                    )
                for i, s in enumerate(segs):
                    lo = s["told"] + 4
                    if s["start"] is not None:
                        lo = max(lo, s["start"] + 4)
                    hi = (s["end"] - 5) if s["end"] is not None else LAST_DAY - 3
                    if hi - lo < 4:
                        continue
                    day = r.randint(lo, hi)
                    before = {x["v"] for x in segs[:i]}
                    if scoped_old and i == len(segs) - 1:
                        before.discard(scoped_old)
                    pr = probe(L, "as_of", qfill(q["asof"], L, date=date_words(day, zq)), {s["v"]}, before, as_of=day,
                               abandoned=aband)  # fmt: skip
                    (must if (i < len(segs) - 1 and r.random() < 0.5) else optional).append(pr)
            else:
                ivs = L["ivs"]
                now = {iv["v"] for iv in ivs if iv["end"] is None}
                gone = {iv["v"] for iv in ivs if iv["end"] is not None}
                must.append(probe(L, "coexisting", qfill(q["co"], L), now, gone))
                if gone:
                    must.append(probe(L, "historical", qfill(q["hist_multi"], L), gone))
                # as_of at days where the held set is stable and known
                points = sorted({0} | {iv["told"] for iv in ivs} | {iv["start"] for iv in ivs if iv["start"]}
                                | {iv["end"] for iv in ivs if iv["end"]})  # fmt: skip
                for a, b in zip(points, points[1:] + [LAST_DAY + 1], strict=False):
                    lo, hi = a + 5, b - 6
                    if hi - lo < 4 or a == 0:
                        continue
                    day = r.randint(lo, hi)
                    now_ivs = [iv for iv in ivs if (iv["start"] is None or iv["start"] <= day)
                               and (iv["end"] is None or iv["end"] > day)]  # fmt: skip
                    if any(iv["told"] > day - 3 for iv in now_ivs):
                        continue
                    held = {iv["v"] for iv in now_ivs}
                    past = {iv["v"] for iv in ivs if iv["end"] is not None and iv["end"] <= day}
                    optional.append(probe(L, "as_of", qfill(q["asof"], L, date=date_words(day, zq)), held, past,
                                          as_of=day))  # fmt: skip
        target = r.randint(196, 210)
        r.shuffle(optional)
        out = must + optional[: max(0, target - len(must))]
        return out


def _build(seed: int) -> tuple[dict, list[dict], Builder]:
    b = Builder(seed)
    b.build()
    eps, metas = b.episodes()
    probes = b.probes(eps)
    raw = dict(start=START.isoformat(), episodes=eps, probes=probes)
    return raw, metas, b


def generate(seed: int) -> dict:
    """The text world for one seed, in the structure `bench.states.load_text_world` reads."""
    return _build(seed)[0]


# --------------------------------------------------------------------------------------------
# self-check
# --------------------------------------------------------------------------------------------


def _static_check() -> None:
    """Reason keywords (the gold of 'why' probes) occur in no other phrasing of the world."""
    texts: list[str] = []
    reasons: list[tuple[str, str]] = []

    def walk(x, in_reason=False):
        if isinstance(x, str):
            if not in_reason:
                texts.append(x)
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(v, k == "rsn")
        elif isinstance(x, (list, tuple)):
            if in_reason and x and isinstance(x[0], tuple):
                for t in x:
                    reasons.append((t[0], t[1]))
                    reasons.append((t[2], t[3]))
                return
            for v in x:
                walk(v, in_reason)

    walk([SPEC, DOG, EN, ZH, CHAT_EN_CLINIC, CHAT_EN_FARM, CHAT_ZH_CLINIC, CHAT_ZH_FARM, REPLY_EN, REPLY_ZH,
          CLAUSE_EN_PRE, CLAUSE_EN_POST, CLAUSE_ZH_PRE, CLAUSE_ZH_POST])  # fmt: skip
    kws = [(t, kw) for t, kw in reasons if kw]
    for t, kw in kws:
        assert mention(t, kw), (t, kw)
        for other in texts:
            assert not mention(other, kw), (kw, other)
        others = [t2 for t2, kw2 in kws if kw2 != kw and mention(t2, kw)]
        assert not others, (kw, others)


def _check(seed: int) -> dict:
    from bench.states import load_text_world

    raw, metas, b = _build(seed)
    world = load_text_world("blind_m", seed)
    assert raw == generate(seed), "generation must be deterministic"
    eps = raw["episodes"]
    texts = [e["text"] for e in eps]
    assert len(world.events) == len(eps)
    assert 900 <= len(eps) <= 1100, len(eps)
    assert 180 <= len(world.probes) <= 230, len(world.probes)
    zh_share = sum(e["language"] == "zh" for e in eps) / len(eps)
    assert 0.2 <= zh_share <= 0.32, zh_share
    days = [(e["day"], e["minute"]) for e in eps]
    assert days == sorted(days), "episodes must be in time order"
    assert all(0 <= e["day"] <= LAST_DAY for e in eps)
    names = {p["name"] for p in b.people.values()}
    assert {e["speaker"] for e in eps} <= names

    all_vals = {v for vals in b.vocab.values() for v in vals}
    kws = {kw for L in b.ledgers for _, kw in L["reasons"]}
    # chit-chat carries no slot value and no reason keyword
    for t, m in zip(texts, metas, strict=True):
        if m["kind"] in ("filler", "intro"):
            bad = [v for v in all_vals | kws if mention(t, v)]
            assert not bad, (t, bad)

    ledgers = {(L["subject"], L["slot"]): L for L in b.ledgers}

    def track_texts(L, upto=None):
        return [t for t, m, e in zip(texts, metas, eps, strict=True)
                if m.get("track") == L["track"] and (upto is None or e["day"] <= upto)]  # fmt: skip

    def held_at(L, day, plain=True):
        if L["kind"] == "single":
            segs = L["segs"]
            out = {s["v"] for s in segs if (s["start"] is None or s["start"] <= day)
                   and (s["end"] is None or s["end"] > day)}  # fmt: skip
            if not plain and L.get("scoped") and day >= segs[-1]["start"]:
                out.add(segs[-2]["v"])  # still used for one part of the work (a scoped exception)
            return out
        return {iv["v"] for iv in L["ivs"] if (iv["start"] is None or iv["start"] <= day)
                and (iv["end"] is None or iv["end"] > day)}  # fmt: skip

    def ever_held(L):
        if L["kind"] == "single":
            return {s["v"] for s in L["segs"]}
        return {iv["v"] for iv in L["ivs"]}

    kinds = defaultdict(int)
    for p, P in zip(raw["probes"], world.probes, strict=True):
        kinds[p["kind"]] += 1
        L = ledgers[(p["subject"], p["slot"])]
        gold, outdated, aband = set(p["gold"]), set(p["outdated"]), set(p["abandoned"])
        assert gold and P.gold == gold
        assert P.never_current == aband
        # every gold value is said somewhere, and in the subject's own episodes
        for g in gold:
            assert any(mention(t, g) for t in texts), (p, g)
            assert any(mention(t, g) for t in track_texts(L)), (p, g)
            if p["kind"] != "why":
                assert g in p["values"], (p, g)
        assert not (gold & outdated) and not (gold & aband), p
        # abandoned values were never held
        assert not (aband & ever_held(L)), p
        # outdated values were really held earlier, and were said before the probe time
        when = p["as_of_day"] if p["as_of_day"] is not None else LAST_DAY
        for o in outdated:
            assert o in ever_held(L) and o not in held_at(L, when, plain=False), (p, o)
            assert any(mention(t, o) for t in track_texts(L, upto=when)), (p, o)
        if p["kind"] == "current":
            assert L["kind"] == "single"
            assert gold == {L["segs"][-1]["v"]}
        elif p["kind"] == "as_of":
            assert gold == held_at(L, when), p
            # the answer had already been told by then
            for g in gold:
                assert any(mention(t, g) for t in track_texts(L, upto=when)), (p, g)
        elif p["kind"] == "historical":
            assert gold <= ever_held(L) - held_at(L, LAST_DAY), p
        elif p["kind"] == "coexisting":
            assert gold == held_at(L, LAST_DAY, plain=False) and len(gold) >= 1, p
        elif p["kind"] == "planning":
            assert gold <= L["pending"] and not (gold & ever_held(L)), p
        elif p["kind"] == "why":
            (kw,) = gold
            assert any(kw == k for _, k in L["reasons"]), p
            assert not any(mention(t, kw) for t, m in zip(texts, metas, strict=True)
                           if m.get("track") != L["track"]), (p, "keyword also said elsewhere")  # fmt: skip
        else:
            raise AssertionError(p["kind"])
    for k in ("current", "historical", "as_of", "why", "planning", "coexisting"):
        assert kinds[k] > 0, (k, dict(kinds))
    # every held value of every ledger is told in that subject's episodes, on or after it began
    for L in b.ledgers:
        for s in L["segs"] if L["kind"] == "single" else L["ivs"]:
            start = s["start"] or 0
            said = [e["day"] for t, m, e in zip(texts, metas, eps, strict=True)
                    if m.get("track") == L["track"] and mention(t, s["v"])]  # fmt: skip
            assert said and max(said) >= start, (L["subject"], L["slot"], s)
    # current probes whose answer is the value after a correction, or that sit after a dropped plan
    after_fix = sum(1 for p in raw["probes"] if p["kind"] == "current"
                    and ledgers[(p["subject"], p["slot"])]["segs"][-1].get("mode") == "correction")  # fmt: skip
    after_drop = sum(1 for p in raw["probes"] if p["kind"] == "current"
                     and set(p["abandoned"]) & ledgers[(p["subject"], p["slot"])].get("dropped", set()))  # fmt: skip
    assert after_fix >= 2 and after_drop >= 4, (after_fix, after_drop)
    slots = {L["slot"] for L in b.ledgers}
    return dict(seed=seed, episodes=len(eps), probes=len(world.probes), zh_share=round(zh_share, 3),
                slots=len(slots), kinds=dict(sorted(kinds.items())),
                abandoned_probes=sum(1 for p in raw["probes"] if p["abandoned"]),
                current_after_correction=after_fix, current_after_dropped_plan=after_drop)  # fmt: skip


def main() -> int:
    _static_check()
    for seed in (7, 11, 23):
        print(_check(seed))
    print("blind_m self-check ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
