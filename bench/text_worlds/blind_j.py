"""Blind text world J: an online community of freelancers, students and hobbyists.

Blind world J was written from a brief of situations only, without reading the extractor,
the resolver or the recall code. It models a Discord-like server (channels plus DMs to a
helper bot) over roughly two years. About 15-20 members per seed, about one in four writing
in Chinese, each carrying a handful of changing states out of 28 slot types (clients,
agencies, universities, online courses, design / video / music / code tools, cameras,
instruments, rented neighbourhoods, flatmates, league teams, languages being learned, diets,
side projects, mentors, coworking spaces, visa status, laptops, notes apps, hosting, banks,
climbing gyms, game mains, coffee setups, bands, home cities).

Situations per slot instance: a value stated plainly and restated in passing; changes said
outright, indirectly, only by use, or reported late (with a backdated month); plans that
happen, plans dropped, plans still open, switches reversed; corrections on the spot and
retractions later; scoped exceptions and two values held at once; reasons for a change.
Overlaid on these: other people's values of the same slot type, values mentioned without
being held (ads, recommendations, comparisons, questions to the bot), replies quoting
others, and plenty of unrelated chit-chat. Probes are phrased as a member would ask the bot.

`generate(seed)` returns {"start", "episodes", "probes"} for `bench.states.load_text_world`.
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta

START = date(2023, 3, 1)
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

EN_NAMES = ("Maya", "Tobias", "Leila", "Jonah", "Anouk", "Rafael", "Sinead", "Kofi", "Freya",
            "Mateo", "Ingrid", "Devika", "Noor", "Callum", "Zuzana", "Emeka", "Hanna", "Arjun",
            "Lucie", "Bram", "Yara", "Ollie", "Paloma", "Teodor")  # fmt: skip
ZH_NAMES = ("林晓雨", "陈思琪", "王磊", "赵敏", "周一鸣", "孙悦", "黄婷婷", "吴昊", "郑爽", "许诺")

# fmt: off
# Per slot: n = noun (en|zh|en plural for multi-valued slots), ch = channel, v / zv = value pools
# (zv for Chinese writers; Latin names mixed in), then clause variants, en (e*) and zh (z*):
#   e/z = holding it, u = using it (implies holding), g = got / started it, l = left it,
#   p = plan phrase, o = someone else's ({w}), a = mentioned without being held,
#   s / zs = scopes for an exception, y / zy = reasons "clause:keyword" ({o} = old value).
_RAW: dict[str, dict[str, str]] = {
"client": dict(
    n="main client|主要客户|main clients", multi="1", ch="gigs",
    v="Halvorsen Studio|Brightwell Foods|Kestrel Labs|Orbital Coffee|Nimbus Health|Pinecrest Media|Tandem Bikes|Lumen Legal|Saltmarsh Games",
    zv="青柠科技|星河传媒|木棉咖啡|北辰物流|云杉教育|Kestrel Labs|Orbital Coffee|鲸落游戏",
    e="my main client is {v}|most of my hours go to {v} these days|{v} is basically paying my rent rn|I'm mostly doing work for {v}",
    eu="sent {v} another invoice this morning|the {v} call ran 40 min over 🙃|{v} want the deck by friday, pray for me|{v} changed the brief AGAIN",
    eg="I landed {v} as a client|I signed a retainer with {v}|{v} finally signed my contract",
    el="I wrapped up with {v}|my contract with {v} ended|{v} and I parted ways",
    ep="taking on {v} as a client|pitching {v} for a retainer",
    eo="{w} is freelancing for {v} now|{w} just landed {v} as a client|{w}'s biggest client is {v}",
    ea="anyone here ever worked with {v}? they slid into my DMs|{v} posted a brief in #gigs, looks underpaid tbh|is {v} legit? got a cold email from them",
    z="我现在主要的客户是{v}|最近大部分时间都在给{v}干活|现在基本靠{v}养活",
    zu="刚给{v}发了发票|和{v}开会又超时了🙃|{v}又改需求了",
    zg="签下了{v}这个客户|和{v}签了长期合作",
    zl="和{v}的合作结束了|不再接{v}的活了",
    zp="接{v}的项目|跟{v}谈长期合作",
    zo="{w}现在在给{v}做外包|{w}刚签了{v}",
    za="有人跟{v}合作过吗？他们私信我了|{v}在#gigs发了个需求，价格有点低|{v}靠谱吗？收到他们的邮件",
    s="for the small one-off jobs|for anything video-related", zs="零碎的小单|视频相关的活",
    y="{o} slashed their budget:budget|{o} kept paying invoices three months overdue:overdue", zy="{o}预算砍了一半:预算|{o}老是拖欠款:拖欠"),
"agency": dict(
    n="agency|签约的中介", ch="gigs",
    v="Bramble Talent|Northpaw Agency|Gridline Collective|Upside Partners|Foxtrot Creative|Meridian Talent|Copperline Agency",
    zv="猎鹰人才|蓝鲸经纪|Gridline Collective|北斗创意|Meridian Talent|青藤人才",
    e="I'm repped by {v}|I get most gigs through {v} now|I'm on {v}'s roster",
    eu="{v} sent me three briefs today lol|my {v} account manager keeps calling|{v} took their 15% again 😤",
    eg="I signed with {v}|{v} added me to their roster",
    el="I left {v}|I cancelled my contract with {v}",
    ep="signing with {v}|moving over to {v}",
    eo="{w} is with {v}|{w} just signed with {v}",
    ea="does anyone know if {v} is any good? they're hiring|{v} keeps running ads at me on linkedin|heard {v} takes 30%?? true?",
    z="我现在签在{v}|活基本都是{v}介绍的",
    zu="{v}今天给我推了三个需求|{v}又抽了15%😤|{v}的经纪人一直打电话",
    zg="签了{v}|加入了{v}的名单",
    zl="和{v}解约了|离开了{v}",
    zp="签{v}|转去{v}",
    zo="{w}签的是{v}|{w}刚签了{v}",
    za="有人了解{v}吗？他们在招人|{v}的广告天天刷到|听说{v}抽30%？真的假的",
    s="for voiceover work|for the corporate stuff", zs="配音的活|企业类项目",
    y="{o}'s commission was way too high:commission|{o}'s briefs totally dried up:dried", zy="{o}抽成太高了:抽成|{o}那边接不到单了:接不到单"),
"university": dict(
    n="university|大学", ch="study-hall",
    v="Leiden University|TU Delft|University of Porto|Aalto University|KU Leuven|Trinity College Dublin|Charles University|Lund University",
    zv="浙江大学|复旦大学|中山大学|武汉大学|南京大学|Aalto University|KU Leuven",
    e="I'm studying at {v}|I'm enrolled at {v}|I'm a student at {v} now",
    eu="{v} library closes at 10 which is criminal|the {v} canteen is a crime against food|got my {v} student card and I look wanted",
    eg="I got into {v}|I transferred to {v}|I started at {v}",
    el="I left {v}|I dropped out of {v}",
    ep="transferring to {v}|applying to {v}",
    eo="{w} studies at {v}|{w} just got into {v}",
    ea="anyone know what {v}'s design master is like?|{v} has an open day next week, might peek|is {v} worth the fees? asking for my cousin",
    z="我在{v}读书|我现在是{v}的学生",
    zu="{v}图书馆十点就关门，离谱|{v}食堂今天又是土豆|{v}的选课系统崩了",
    zg="考上了{v}|转学到了{v}",
    zl="从{v}退学了|离开了{v}",
    zp="转学去{v}|申请{v}",
    zo="{w}在{v}读书|{w}刚被{v}录取",
    za="有人知道{v}的设计硕士怎么样吗|{v}下周开放日，可能去看看|{v}学费值吗？帮我表妹问的",
    s="for the exchange semester|for the summer school", zs="交换那学期|暑期学校",
    y="the tuition at {o} doubled:tuition|{o} scrapped my whole program:scrapped", zy="{o}学费翻倍了:学费|{o}把我的专业取消了:专业取消"),
"course": dict(
    n="online course|在上的网课|online courses", multi="1", ch="study-hall",
    v="CS50|The Odin Project|fast.ai|Launch School|Designlab|Frontend Masters|Exercism|Khan Academy",
    zv="极客时间|CS50|fast.ai|网易云课堂|慕课网|Designlab|Exercism",
    e="I'm working through {v}|I'm doing {v} in the evenings|currently grinding {v}",
    eu="finished week 4 of {v}, brain melted|the {v} problem set is kicking my butt|watched two {v} lectures on the train",
    eg="I signed up for {v}|I started {v}",
    el="I quit {v}|I stopped doing {v}",
    ep="starting {v}|signing up for {v}",
    eo="{w} is doing {v}|{w} just finished {v}",
    ea="is {v} worth it or is it overhyped?|{v} has a black friday sale btw|someone recommended {v}, any opinions?",
    z="我在学{v}|每天晚上刷{v}",
    zu="{v}第四周学完了，脑子炸了|{v}的作业太难了|地铁上看了两节{v}",
    zg="报了{v}|开始学{v}了",
    zl="放弃了{v}|{v}不学了",
    zp="开始学{v}|报{v}",
    zo="{w}在学{v}|{w}刚学完{v}",
    za="{v}值得学吗还是被吹过头了|{v}黑五打折哦|有人推荐{v}，大家觉得呢",
    s="for the algorithms side|on weekends", zs="算法部分|周末",
    y="{o} got way too theory-heavy:theory|{o} put everything behind a paywall:paywall", zy="{o}太偏理论了:理论|{o}全部改成付费了:付费"),
"design_tool": dict(
    n="design tool|设计软件", ch="showcase",
    v="Figma|Sketch|Penpot|Affinity Designer|Framer|Adobe XD|Lunacy",
    e="I design everything in {v}|{v} is my main design tool|I'm a {v} person",
    eu="my {v} file has 300 frames and it's crying|{v} crashed mid-export 🙃|spent the night fighting auto layout in {v}",
    eg="I moved my design work to {v}|I switched my whole workflow to {v}",
    el="I stopped using {v}|I cancelled my {v} subscription",
    ep="switching to {v}|moving my files to {v}",
    eo="{w} swears by {v}|{w}'s team lives in {v}",
    ea="is {v} any good for UI these days?|{v} is doing a free trial month btw|hot take: {v} is underrated",
    z="我设计全用{v}|我主力是{v}",
    zu="{v}文件三百多个画板，卡死了|{v}导出又崩了🙃|熬夜在{v}里调自动布局",
    zg="把设计工作全搬到{v}了|换成{v}了",
    zl="不用{v}了|把{v}的订阅退了",
    zp="换成{v}|把文件迁到{v}",
    zo="{w}特别推{v}|{w}他们团队全在用{v}",
    za="{v}现在做UI好用吗|{v}在搞免费试用一个月|{v}被低估了吧",
    s="for quick wireframes|for print stuff", zs="画线框图|做印刷品",
    y="{o} raised prices again:prices|{o} choked on big files:choked", zy="{o}又涨价了:涨价|{o}大文件老崩溃:崩溃"),
"video_editor": dict(
    n="video editor|剪辑软件", ch="showcase",
    v="DaVinci Resolve|Premiere Pro|Final Cut Pro|CapCut|Kdenlive|Shotcut|Vegas Pro",
    zv="剪映|DaVinci Resolve|Premiere Pro|Final Cut Pro|必剪|Kdenlive",
    e="I edit in {v}|{v} is my editor of choice|all my cuts happen in {v}",
    eu="{v} render bar stuck at 97% for an hour|color grading in {v} till 2am again|{v} ate my autosave, pain",
    eg="I moved my editing to {v}|I started cutting in {v}",
    el="I ditched {v}|I gave up on {v}",
    ep="moving my editing to {v}|learning {v} properly",
    eo="{w} edits everything in {v}|{w} just switched to {v}",
    ea="is {v} worth learning this year?|{v} had a big update, anyone tried it?|my feed keeps pushing {v} tutorials",
    z="我剪片用{v}|剪辑全在{v}里",
    zu="{v}渲染卡在97%一小时|又在{v}里调色到两点|{v}把我的自动保存吃了",
    zg="剪辑换到{v}了|开始用{v}剪片",
    zl="不用{v}了|放弃{v}了",
    zp="换到{v}剪片|好好学一下{v}",
    zo="{w}剪片全用{v}|{w}刚换成{v}",
    za="{v}现在还值得学吗|{v}更新了，有人试过吗|一直给我推{v}教程",
    s="for short vertical clips|for the podcast video", zs="竖屏短视频|播客视频",
    y="{o} kept crashing on 4K footage:4K|{o}'s pricing got ridiculous:pricing", zy="{o}剪4K老崩溃:4K|{o}订阅太贵了:订阅"),
"daw": dict(
    n="DAW|编曲软件", ch="music",
    v="Ableton Live|FL Studio|Logic Pro|Reaper|Bitwig|Cubase|Studio One",
    e="I produce in {v}|{v} is my DAW|I make all my tracks in {v}",
    eu="my {v} project has 80 tracks and the fan is screaming|bounced a demo out of {v} last night|{v} crashed right before I saved 😭",
    eg="I switched my DAW to {v}|I moved all my projects over to {v}",
    el="I stopped using {v}|I uninstalled {v}",
    ep="switching to {v}|moving my sessions to {v}",
    eo="{w} produces in {v}|{w} just bought {v}",
    ea="{v} is 40% off this week fyi|is {v} good for beatmaking?|anyone using {v}? thoughts?",
    z="我用{v}做歌|我的宿主软件是{v}",
    zu="{v}工程八十个轨，风扇狂转|昨晚从{v}导了个demo|{v}在我保存前崩了😭",
    zg="换成了{v}|把工程都搬到{v}了",
    zl="不用{v}了|卸载了{v}",
    zp="换成{v}|把工程迁到{v}",
    zo="{w}用{v}做歌|{w}刚买了{v}",
    za="{v}这周打六折|{v}适合做beat吗|有人用{v}吗，怎么样",
    s="for live sets|for podcast editing", zs="现场演出|剪播客",
    y="{o} kept glitching with my audio interface:interface|{o}'s workflow just never clicked:workflow", zy="{o}和声卡老冲突:声卡|{o}的工作流一直用不顺:工作流"),
"camera": dict(
    n="camera|相机", ch="gear",
    v="Fujifilm X-T30|Sony A6400|Canon R6|Ricoh GR III|Nikon Z5|Lumix GH5|Olympus OM-D|Leica Q2",
    e="I shoot on a {v}|my camera is a {v}|the {v} is my daily camera",
    eu="took the {v} to the market, got some nice shots|{v} battery died halfway through the shoot 🙄|cleaned the {v} sensor myself, terrifying",
    eg="I bought a {v}|I picked up a used {v}",
    el="I sold my {v}|I traded in the {v}",
    ep="getting a {v}|upgrading to a {v}",
    eo="{w} shoots on a {v}|{w} just bought a {v}",
    ea="{v} price drop at the camera shop|is the {v} still worth it?|saw a {v} on marketplace for cheap",
    z="我用{v}拍照|我的相机是{v}",
    zu="带{v}去菜市场扫街，出了几张好片|{v}拍到一半没电了🙄|自己清了{v}的传感器，吓死",
    zg="入了一台{v}|收了台二手{v}",
    zl="把{v}卖了|{v}折价换掉了",
    zp="入{v}|升级到{v}",
    zo="{w}用的是{v}|{w}刚买了{v}",
    za="{v}降价了|{v}现在还值得买吗|闲鱼上看到便宜的{v}",
    s="for street stuff|for weddings", zs="扫街|拍婚礼",
    y="the {o} autofocus couldn't keep up at events:autofocus|I needed better low light than the {o} had:low light", zy="{o}对焦跟不上:对焦|{o}弱光太差了:弱光"),
"instrument": dict(
    n="instrument|乐器|instruments", multi="1", ch="music",
    v="cello|bass guitar|ukulele|piano|saxophone|banjo|violin|drums|trumpet",
    zv="大提琴|尤克里里|钢琴|萨克斯|古筝|二胡|小提琴|架子鼓",
    e="I play {v}|{v} is my instrument|I've been playing {v} for a while now",
    eu="practised {v} for an hour, neighbours thrilled|my {v} teacher says my timing is \"creative\"|lugging my {v} on the tram is a workout",
    eg="I took up {v}|I started {v} lessons",
    el="I quit {v}|I gave up {v}",
    ep="taking up {v}|starting {v} lessons",
    eo="{w} plays {v}|{w} just started {v}",
    ea="is {v} hard to learn as an adult?|there's a {v} for sale in #marketplace|watched a {v} cover and now I want one lol",
    z="我的乐器是{v}|我一直在练{v}",
    zu="练了一小时{v}，邻居很开心|{v}老师说我节奏很有\"创意\"|背着{v}挤地铁累死",
    zg="开始学{v}了|报了{v}课",
    zl="不练{v}了|放弃{v}了",
    zp="学{v}|报{v}课",
    zo="{w}会{v}|{w}刚开始学{v}",
    za="成年人学{v}难吗|#marketplace有人卖{v}|看了个{v}翻奏视频，好想学",
    s="in the band|at church on sundays", zs="乐队里|周末演出",
    y="my {o} teacher emigrated:emigrated|the {o} got me a noise complaint:complaint", zy="{o}老师移民了:移民|{o}太吵被邻居投诉:投诉"),
"flat": dict(
    n="neighbourhood they rent in|租房的片区", ch="housing",
    v="Neukölln|Vesterbro|Gràcia|Alfama|Jordaan|Brixton|Praga|Kallio|Ruzafa",
    zv="望京|五道口|静安|徐汇|天河|南山|玉林|西溪",
    e="I rent a flat in {v}|I live in {v} now|home is a tiny flat in {v}",
    eu="the bakery downstairs in {v} knows my order now|{v} is so loud on friday nights|walked home through {v} in the rain, vibes",
    eg="I moved into a place in {v}|I signed a lease in {v}",
    el="I moved out of {v}|I gave up the flat in {v}",
    ep="moving to {v}|getting a place in {v}",
    eo="{w} lives in {v}|{w} just moved to {v}",
    ea="anyone know if {v} is nice to live in?|saw a listing in {v}, looked too good to be true|{v} rent prices are insane right now",
    z="我在{v}租房|我现在住{v}",
    zu="{v}楼下面包店都记住我的口味了|{v}周五晚上好吵|下雨天走回{v}，很有氛围",
    zg="搬到{v}了|在{v}签了租约",
    zl="从{v}搬走了|{v}的房子退了",
    zp="搬到{v}|在{v}找房",
    zo="{w}住{v}|{w}刚搬到{v}",
    za="{v}住着怎么样？|看到{v}有个房源，好得不真实|{v}的房租现在好离谱",
    s="during the work week|for the summer months", zs="工作日|夏天",
    y="{o} had a brutal rent hike:hike|my landlord in {o} sold the building:landlord", zy="{o}房租涨了三成:房租|{o}房东把房子卖了:房东"),
"flatmate": dict(
    n="flatmate|室友", ch="housing",
    v="Ruth|Kenji|Aisling|Marco|Beatriz|Olu|Sanne|Dario|Hyejin",
    zv="小周|阿杰|莉莉|老陈|Kenji|安安|大鹏",
    e="my flatmate is {v}|I share the flat with {v}|I live with {v}",
    eu="{v} made curry for the whole flat again 🥹|{v} left the dishes for three days|{v} and I watched terrible movies all night",
    eg="{v} moved in|I got a new flatmate, {v}",
    el="{v} moved out|{v} and I stopped living together",
    ep="moving in with {v}|getting {v} to take the spare room",
    eo="{w}'s flatmate is {v}|{w} lives with {v}",
    ea="{v} from the server is looking for a room btw|does anyone know {v}? they answered my room ad|{v} asked if the spare room is still free",
    z="我室友是{v}|我和{v}合租",
    zu="{v}又给全屋做了咖喱🥹|{v}碗放了三天没洗|和{v}看了一晚上烂片",
    zg="{v}搬进来了|新室友{v}来了",
    zl="{v}搬走了|和{v}不合租了",
    zp="跟{v}合租|让{v}住次卧",
    zo="{w}的室友是{v}|{w}和{v}合租",
    za="群里的{v}在找房哦|有人认识{v}吗？他回了我的招租帖|{v}问次卧还空着吗",
    s="", zs="",
    y="{o} took a job in Glasgow:Glasgow|{o} and I clashed about cleaning:cleaning", zy="{o}去外地工作了:外地|和{o}因为打扫卫生闹掰了:打扫"),
"league_team": dict(
    n="team in the rec league|联赛球队", ch="league",
    v="Red Foxes|Grey Herons|Salty Dogs|Offside Otters|Tuesday Tigers|Kettle Kickers|Late Bloomers|Copper Kites",
    zv="红狐队|白鹭队|闪电队|海盐队|星期二老虎队|铁锅队|Grey Herons",
    e="I play for the {v}|I'm on the {v} in the rec league|the {v} are my team this season",
    eu="{v} lost 4-1, my ankle is also gone|{v} practice at 7, who's coming to watch|the {v} group chat is 90% memes",
    eg="I joined the {v}|I signed up with the {v}",
    el="I left the {v}|I quit the {v}",
    ep="joining the {v}|switching to the {v}",
    eo="{w} plays for the {v}|{w} just joined the {v}",
    ea="the {v} are recruiting, fyi|anyone seen the {v} play? they're top of the table|the {v} posted tryouts in #league",
    z="我在{v}踢球|我是{v}的",
    zu="{v}1比4输了，脚踝也废了|{v}七点训练，谁来看|{v}群聊九成是表情包",
    zg="加入了{v}|报名去了{v}",
    zl="离开了{v}|退出了{v}",
    zp="加入{v}|转到{v}",
    zo="{w}在{v}踢|{w}刚加入{v}",
    za="{v}在招人哦|有人看过{v}比赛吗？积分榜第一|{v}在#league发了试训",
    s="for the summer 7s|for the indoor winter league", zs="夏季七人制|冬季室内联赛",
    y="the {o} moved practice to 6am:6am|the {o} captain was a nightmare:captain", zy="{o}训练改到早上六点:六点|{o}队长太难搞:队长"),
"learning_language": dict(
    n="language they're learning|在学的语言|languages they're learning", multi="1", ch="languages",
    v="Portuguese|Korean|Dutch|Japanese|Italian|Turkish|Swahili|Finnish|Czech",
    zv="日语|西班牙语|法语|韩语|德语|意大利语|俄语|Portuguese",
    e="I'm learning {v}|I'm studying {v} atm|current language grind: {v}",
    eu="did my {v} flashcards on the bus|my {v} tutor laughed at my accent|day 120 streak in {v} 🔥",
    eg="I started learning {v}|I picked up {v}",
    el="I stopped learning {v}|I gave up on {v}",
    ep="learning {v}|starting {v}",
    eo="{w} is learning {v}|{w} speaks fluent {v}",
    ea="anyone wanna do a {v} language exchange?|is {v} hard for english speakers?|there's a {v} meetup on thursday if anyone's into that",
    z="我在学{v}|最近在啃{v}",
    zu="公交上背了{v}单词|{v}老师笑我口音|{v}打卡第120天🔥",
    zg="开始学{v}了|捡起了{v}",
    zl="不学{v}了|{v}放弃了",
    zp="学{v}|开始学{v}",
    zo="{w}在学{v}|{w}{v}说得很流利",
    za="有人想做{v}语伴吗|{v}难学吗|周四有个{v}角，感兴趣可以来",
    s="for work calls|just for travel", zs="工作需要|旅游用",
    y="my {o} tutor ghosted me:ghosted|{o} grammar broke my spirit:grammar", zy="{o}老师放我鸽子:鸽子|{o}语法把我劝退了:语法"),
"diet": dict(
    n="diet|饮食方式", ch="food",
    v="vegan|pescatarian|keto|vegetarian|paleo|low-FODMAP|carnivore|flexitarian",
    zv="素食|生酮|轻断食|低碳水|地中海饮食|控糖|flexitarian",
    e="I'm {v} these days|I eat {v}|I've gone {v}",
    eu="meal prepped a whole week of {v} stuff|found a {v}-friendly ramen place!!|{v} life means I read every label now",
    eg="I went {v}|I switched to {v}",
    el="I stopped being {v}|I quit {v}",
    ep="going {v}|trying {v}",
    eo="{w} is {v}|{w} went {v}",
    ea="is {v} actually healthy or just hype?|my gym keeps pushing {v} meal plans|there's a {v} cooking class in town, anyone?",
    z="我现在是{v}|我最近坚持{v}",
    zu="做了一整周{v}便当|找到一家适合{v}的拉面店！！|{v}之后每个配料表都要看",
    zg="开始{v}了|改成{v}了",
    zl="放弃{v}了|{v}停了",
    zp="试试{v}|改成{v}",
    zo="{w}是{v}|{w}开始{v}了",
    za="{v}真的健康还是智商税|健身房一直推{v}食谱|城里有{v}烹饪课，有人去吗",
    s="on weekdays|at home", zs="工作日|在家",
    y="my doctor flagged low iron on {o}:iron|{o} left me exhausted all the time:exhausted", zy="医生说{o}导致缺铁:缺铁|{o}让我整天没力气:没力气"),
"side_project": dict(
    n="side project|副业项目|side projects", multi="1", ch="side-projects",
    v="Tidepool|Plantwatch|Hexcrawl|Loafer|Quietboard|Sundial|Mossgarden|Pocketmap|Brewlog",
    zv="拾光|慢读|Plantwatch|豆芽记账|Tidepool|小满日历|Brewlog",
    e="my side project is {v}|I'm building {v} on the side|{v} is my little side thing",
    eu="pushed a new {v} build at 1am|{v} got its first paying user 🥹|rewrote the {v} landing page for the 5th time",
    eg="I started {v}|I kicked off a side project called {v}",
    el="I shut down {v}|I stopped working on {v}",
    ep="starting {v}|spinning up {v}",
    eo="{w} is building {v}|{w} launched {v} on product hunt",
    ea="anyone seen {v} on product hunt? neat idea|{v} is basically what I wanted to build lol|someone sent me {v}, thoughts?",
    z="我的副业项目是{v}|业余在做{v}",
    zu="凌晨一点发了{v}新版本|{v}有了第一个付费用户🥹|{v}落地页第五次重写",
    zg="开了个新项目叫{v}|开始做{v}了",
    zl="{v}停了|把{v}关了",
    zp="做{v}|启动{v}",
    zo="{w}在做{v}|{w}把{v}发到product hunt了",
    za="有人看到product hunt上的{v}吗|{v}就是我想做的东西哈哈|有人发我{v}，怎么样",
    s="for the hackathon|on weekends", zs="黑客松|周末",
    y="{o} had 3 users and one was my mum:users|I had zero bandwidth for {o} after the new gig:bandwidth", zy="{o}没人用:没人用|接了新活没精力搞{o}:没精力"),
"mentor": dict(
    n="mentor|导师", ch="general",
    v="Helen Marsh|Tomasz Wolak|Priyanka Rao|Gareth Cole|Ines Varga|Kwame Asante|Lotte Brink|Samir Haddad",
    zv="王老师|李姐|陈总|周教授|Helen Marsh|赵老师|Kwame Asante",
    e="my mentor is {v}|{v} is mentoring me|I have mentorship calls with {v}",
    eu="{v} tore my portfolio apart (lovingly)|monthly call with {v} today, feeling motivated|{v} told me to raise my rates lol",
    eg="I got matched with {v} as a mentor|{v} agreed to mentor me",
    el="I stopped the mentorship with {v}|{v} and I wrapped up the mentorship",
    ep="asking {v} to mentor me|getting mentored by {v}",
    eo="{w}'s mentor is {v}|{w} gets mentored by {v}",
    ea="{v} is doing an AMA in #events tomorrow|anyone had {v} as a mentor? worth it?|{v} posted a great thread on pricing",
    z="我的导师是{v}|{v}在带我",
    zu="{v}把我作品集批了一顿（很温柔地）|今天和{v}月度通话，动力满满|{v}让我涨价哈哈",
    zg="配对到了导师{v}|{v}答应带我了",
    zl="和{v}的导师关系结束了|不再跟{v}了",
    zp="找{v}带我|请{v}当导师",
    zo="{w}的导师是{v}|{w}跟着{v}学",
    za="{v}明天在#events做AMA|有人被{v}带过吗？值不值|{v}发了一条讲定价的好帖",
    s="for pricing questions|for portfolio reviews", zs="定价问题|作品集",
    y="{o} got too busy with a new startup:startup|{o} and I disagreed about my career direction:direction", zy="{o}忙创业去了:创业|和{o}职业方向不一致:方向"),
"coworking": dict(
    n="coworking space|共享办公空间", ch="general",
    v="The Hive|Factory Floor|Hatch Cowork|Mindspace|Deskroom|Tilt Collective|Loom House|Nook & Co",
    zv="方糖空间|栖木办公|氪空间|梦想加|Hatch Cowork|Deskroom",
    e="I work out of {v}|I've got a desk at {v}|my coworking is {v}",
    eu="the {v} coffee machine broke and morale collapsed|someone at {v} microwaved fish. war crimes|{v} had a pizza social, ate 6 slices",
    eg="I got a membership at {v}|I moved my desk to {v}",
    el="I cancelled my {v} membership|I left {v}",
    ep="moving to {v}|getting a desk at {v}",
    eo="{w} works from {v}|{w} just joined {v}",
    ea="{v} has a free trial day if anyone wants it|is {v} any good? it's near my place|{v} ads are all over my instagram",
    z="我在{v}办公|我在{v}有个工位",
    zu="{v}咖啡机坏了，士气崩溃|{v}有人微波炉热鱼，离谱|{v}披萨聚会吃了六块",
    zg="办了{v}的会员|工位搬到{v}了",
    zl="退了{v}的会员|离开{v}了",
    zp="搬到{v}|在{v}租工位",
    zo="{w}在{v}办公|{w}刚进了{v}",
    za="{v}有免费体验日，想去的可以|{v}怎么样？离我家近|到处都是{v}的广告",
    s="on fridays|for client meetings", zs="周五|见客户",
    y="{o} doubled the desk price:doubled|{o} got way too noisy:noisy", zy="{o}工位费翻倍:翻倍|{o}太吵了:太吵"),
"visa": dict(
    n="visa status|签证状态", ch="visa-help",
    v="student visa|work permit|digital nomad visa|Blue Card|working holiday visa|settlement permit|freelance visa|tourist visa",
    zv="学生签证|工作签证|数字游民签证|永居|Blue Card|打工度假签证|自由职业签证",
    e="I'm here on a {v}|I've got a {v}|my status is {v}",
    eu="renewal appointment for my {v} is next week 😬|immigration office lost my {v} paperwork again|had to show my {v} at the border for 20 min",
    eg="I got my {v}|my {v} got approved",
    el="my {v} expired|I gave up the {v}",
    ep="applying for a {v}|switching to a {v}",
    eo="{w} is on a {v}|{w} just got a {v}",
    ea="does anyone know how long a {v} takes?|there's a webinar on the {v} in #visa-help|is the {v} worth it for freelancers?",
    z="我现在是{v}|我拿的是{v}",
    zu="下周去续{v}😬|移民局又把我{v}材料弄丢了|过海关查我{v}查了二十分钟",
    zg="拿到{v}了|{v}批下来了",
    zl="{v}到期了|放弃了{v}",
    zp="申请{v}|转成{v}",
    zo="{w}是{v}|{w}刚拿到{v}",
    za="有人知道{v}要办多久吗|#visa-help有个{v}讲座|自由职业者办{v}值吗",
    s="", zs="",
    y="the {o} didn't let me freelance:freelance|the {o} rules changed this year:rules", zy="{o}不允许接私活:私活|{o}政策今年改了:政策"),
"laptop": dict(
    n="laptop|笔记本电脑", ch="gear",
    v="MacBook Air|ThinkPad X1|Framework 13|Dell XPS 13|MacBook Pro|Surface Laptop|ThinkPad T14",
    e="I'm on a {v}|my laptop is a {v}|I work off a {v}",
    eu="the {v} fan sounds like a jet engine today|spilled tea next to the {v}, heart stopped|{v} still at 60% after the train ride 👌",
    eg="I bought a {v}|I finally got a {v}",
    el="I sold the {v}|I retired my old {v}",
    ep="getting a {v}|upgrading to a {v}",
    eo="{w} swears by the {v}|{w} just got a {v}",
    ea="the {v} is on sale at the student store|is the {v} good for video work?|refurb {v} going cheap in #marketplace",
    z="我用{v}|我的电脑是{v}",
    zu="{v}风扇今天跟飞机一样|茶洒在{v}旁边，心脏骤停|坐完火车{v}还有60%电👌",
    zg="买了{v}|终于入了{v}",
    zl="把{v}卖了|旧的{v}退役了",
    zp="换{v}|升级到{v}",
    zo="{w}特别推{v}|{w}刚买了{v}",
    za="学生店{v}打折|{v}剪视频行吗|#marketplace有便宜的翻新{v}",
    s="for travel|for gaming", zs="出差|打游戏",
    y="the {o} hinge snapped:hinge|the {o} couldn't handle my exports:exports", zy="{o}屏幕转轴断了:转轴|{o}导出太慢:导出"),
"notes_app": dict(
    n="notes app|笔记软件", ch="productivity",
    v="Obsidian|Notion|Logseq|Joplin|Evernote|Anytype|OneNote|Apple Notes",
    e="my notes live in {v}|I keep everything in {v}|{v} is my second brain lol",
    eu="spent sunday reorganising my {v} setup|my {v} daily note is just the word \"help\"|made a {v} template for client calls",
    eg="I moved my notes to {v}|I migrated everything to {v}",
    el="I stopped using {v}|I exported everything out of {v}",
    ep="switching to {v}|migrating to {v}",
    eo="{w} lives in {v}|{w} runs their whole business out of {v}",
    ea="is {v} worth it for freelancers?|{v} keeps showing up in my feed|someone shared a {v} template in #productivity, looks neat",
    z="我的笔记都在{v}里|我用{v}记东西",
    zu="周日整理了一下午{v}|{v}今日笔记只写了\"救命\"|给客户会议做了个{v}模板",
    zg="笔记搬到{v}了|全部迁移到{v}了",
    zl="不用{v}了|把{v}里的东西全导出了",
    zp="换到{v}|迁移到{v}",
    zo="{w}全靠{v}|{w}整个工作都在{v}里",
    za="{v}适合自由职业者吗|一直刷到{v}|#productivity有人分享了{v}模板",
    s="for work stuff|for the reading log", zs="工作相关|读书笔记",
    y="{o} sync kept breaking:sync|{o} got sluggish with a big workspace:sluggish", zy="{o}同步老出问题:同步|{o}内容多了就卡顿:卡顿"),
"hosting": dict(
    n="hosting provider|托管服务", ch="side-projects",
    v="Hetzner|DigitalOcean|Fly.io|Vercel|Netlify|Linode|Heroku|Cloudflare Pages",
    e="my stuff is hosted on {v}|I deploy everything to {v}|{v} runs all my side stuff",
    eu="the {v} bill came in, cheaper than lunch|had a deploy fail on {v} at midnight, classic|poked at the {v} dashboard for an hour",
    eg="I moved my hosting to {v}|I migrated everything to {v}",
    el="I left {v}|I shut down my {v} account",
    ep="moving to {v}|migrating to {v}",
    eo="{w} hosts on {v}|{w} just moved to {v}",
    ea="{v} has a free tier now?|is {v} still good or did they enshittify|{v} credits in the hackathon swag bag",
    z="我的东西都部署在{v}|我用{v}托管",
    zu="{v}账单来了，比午饭还便宜|半夜{v}部署失败，经典|在{v}后台折腾了一小时",
    zg="迁到{v}了|换成{v}了",
    zl="不用{v}了|把{v}账号关了",
    zp="迁到{v}|换成{v}",
    zo="{w}用{v}|{w}刚迁到{v}",
    za="{v}现在有免费额度？|{v}还行吗|黑客松礼包里有{v}额度",
    s="for the static sites|for the database", zs="静态站|数据库",
    y="{o} killed their free tier:tier|{o} had a three-day outage:outage", zy="{o}免费额度取消了:免费额度|{o}宕机了三天:宕机"),
"bank": dict(
    n="bank|银行", ch="general",
    v="Revolut|N26|Monzo|bunq|Starling|Triodos|Qonto",
    zv="招商银行|Revolut|工商银行|N26|建设银行|Monzo",
    e="I bank with {v}|my main account is {v}|I get paid into {v}",
    eu="{v} froze my card at the airport lol|got my {v} monthly summary, yikes|paid the invoice via {v}, took 2 seconds",
    eg="I opened an account with {v}|I moved my money to {v}",
    el="I closed my {v} account|I left {v}",
    ep="moving to {v}|opening a {v} account",
    eo="{w} banks with {v}|{w} just moved to {v}",
    ea="{v} is giving 50 quid for referrals fyi|is {v} good for freelancers?|{v} ads on every bus stop lol",
    z="我用{v}|我收款都打到{v}",
    zu="{v}在机场把我卡冻了|{v}月账单出来了，哎|用{v}付了发票，两秒搞定",
    zg="开了{v}的账户|钱转到{v}了",
    zl="把{v}销户了|不用{v}了",
    zp="换到{v}|开个{v}账户",
    zo="{w}用{v}|{w}刚换到{v}",
    za="{v}推荐有奖励|{v}适合自由职业者吗|公交站全是{v}广告",
    s="for business stuff|for savings", zs="工作收款|存钱",
    y="{o} locked me out for a month:locked|{o} charged fees on every transfer:fees", zy="{o}锁了我一个月账户:锁了|{o}跨境转账手续费太高:手续费"),
"climbing_gym": dict(
    n="climbing gym|攀岩馆", ch="climbing",
    v="Boulderwelt|Blokfabriek|Rockover|Crux Hall|Summit Shed|Beta Barn|Grip Factory",
    zv="岩时攀岩馆|奥攀|Boulderwelt|岩舞空间|Crux Hall|抱石工厂",
    e="I climb at {v}|my gym is {v}|I've got a membership at {v}",
    eu="sent my first V5 at {v}!!|{v} reset the walls, all my projects gone 😭|{v} was packed tonight",
    eg="I switched gyms to {v}|I joined {v}",
    el="I cancelled at {v}|I stopped going to {v}",
    ep="switching to {v}|joining {v}",
    eo="{w} climbs at {v}|{w} just joined {v}",
    ea="{v} is opening a new branch|anyone been to {v}? good setting?|{v} has a student discount",
    z="我在{v}攀岩|我办了{v}的卡",
    zu="在{v}完成了第一条V5！！|{v}换线了，我的project全没了😭|今晚{v}人好多",
    zg="办了{v}的卡|换到{v}了",
    zl="{v}的卡不续了|不去{v}了",
    zp="换到{v}|办{v}的卡",
    zo="{w}在{v}爬|{w}刚办了{v}的卡",
    za="{v}要开新店|有人去过{v}吗？定线怎么样|{v}有学生折扣",
    s="for lead climbing|on mondays", zs="先锋攀|周一",
    y="{o} was always overcrowded:overcrowded|the commute to {o} got brutal:commute", zy="{o}人太多了:人太多|搬家后去{o}太远:太远"),
"game_main": dict(
    n="Valorant main|Valorant主玩角色", ch="gaming",
    v="Jett|Killjoy|Reyna|Viper|Sova|Skye|Chamber|Raze",
    e="I main {v}|{v} is my main|I'm a {v} main",
    eu="clutched a 1v3 on {v} last night!!|my {v} lineups are finally decent|got flamed for my {v} play, fair tbh",
    eg="I picked up {v} as my main|I switched mains to {v}",
    el="I dropped {v}|I stopped playing {v}",
    ep="maining {v}|switching to {v}",
    eo="{w} mains {v}|{w} is a cracked {v} player",
    ea="is {v} still meta?|there's a {v} guide pinned in #gaming|watched a pro {v} vod, humbling",
    z="我主玩{v}|我是{v}玩家",
    zu="昨晚用{v}残局1v3！！|我的{v}道具终于像样了|打{v}被骂了，活该",
    zg="主玩换成{v}了|开始主{v}了",
    zl="不玩{v}了|放弃{v}了",
    zp="主玩{v}|改玩{v}",
    zo="{w}主{v}|{w}的{v}超猛",
    za="{v}现在还强吗|#gaming置顶有{v}攻略|看了职业选手的{v}录像，自闭了",
    s="in unrated|when I duo with my sister", zs="打娱乐模式|双排",
    y="{o} got nerfed into the ground:nerfed|my team needed a controller so I dropped {o}:controller", zy="{o}被削弱了:削弱|队里缺控场:控场"),
"coffee_method": dict(
    n="coffee setup|咖啡做法", ch="food",
    v="V60|AeroPress|moka pot|French press|Chemex|espresso machine|cold brew",
    zv="手冲|摩卡壶|法压壶|冷萃|AeroPress|V60|胶囊咖啡机",
    e="my coffee is a {v} every morning|I'm a {v} person|I make my coffee with a {v}",
    eu="dialed in the {v} finally, perfect cup|{v} at 6am, ritual complete|knocked the {v} off the counter, it survived",
    eg="I got a {v}|I switched to a {v}",
    el="I gave away my {v}|I stopped using the {v}",
    ep="getting a {v}|switching to a {v}",
    eo="{w} swears by the {v}|{w} makes a mean {v}",
    ea="{v} on sale at the kitchen shop|is the {v} worth the hype?|saw a {v} video and got tempted",
    z="我每天早上用{v}|我是{v}党",
    zu="{v}终于调好了，完美一杯|早上六点{v}，仪式感|{v}从台面掉下去了，居然没坏",
    zg="买了{v}|换成{v}了",
    zl="把{v}送人了|不用{v}了",
    zp="入{v}|换{v}",
    zo="{w}只用{v}|{w}{v}做得超好",
    za="{v}打折了|{v}值得吗|看了个{v}视频，被种草",
    s="on weekends|at the office", zs="周末|办公室",
    y="the {o} took forever before work:forever|the {o} gave me heartburn:heartburn", zy="{o}太费时间了:费时间|{o}喝了胃不舒服:胃不舒服"),
"band": dict(
    n="band|乐队", ch="music",
    v="Paper Lanterns|The Static Hum|Velvet Ohms|Low Tide Club|Glass Harbour|Moth Radio|Sunday Drivers",
    zv="晚风乐队|回声乐队|海盐乐队|Velvet Ohms|白桦乐队|Moth Radio",
    e="I play in {v}|my band is {v}|I'm in a band called {v}",
    eu="{v} rehearsal ran till midnight|{v} gig on saturday, come!!|{v} recorded a demo in a basement",
    eg="I joined {v}|{v} took me on",
    el="I left {v}|I quit {v}",
    ep="joining {v}|jamming with {v} for good",
    eo="{w} plays in {v}|{w} just joined {v}",
    ea="{v} are playing the bar on friday|anyone heard {v}? they're looking for a drummer|{v} posted a new single",
    z="我在{v}|我的乐队是{v}",
    zu="{v}排练到半夜|{v}周六演出，来啊！！|{v}在地下室录了demo",
    zg="加入了{v}|{v}收了我",
    zl="退出了{v}|离开{v}了",
    zp="加入{v}|正式进{v}",
    zo="{w}在{v}|{w}刚加入{v}",
    za="{v}周五在酒吧演|有人听过{v}吗？他们在找鼓手|{v}发了新单曲",
    s="for the covers gigs|for the summer festival", zs="翻唱演出|夏天音乐节",
    y="{o} had too much drama:drama|{o}'s rehearsals clashed with my classes:clashed", zy="{o}内部矛盾太多:矛盾|{o}排练和上课冲突:冲突"),
"home_city": dict(
    n="city they live in|所在城市", ch="general",
    v="Lisbon|Tbilisi|Mexico City|Chiang Mai|Medellín|Berlin|Valencia|Tallinn|Cape Town",
    zv="成都|大理|深圳|杭州|厦门|Lisbon|Chiang Mai",
    e="I'm based in {v}|I live in {v} these days|home base is {v}",
    eu="{v} sunset from the rooftop tonight 😍|{v} traffic made me late again|found a great taco spot in {v}",
    eg="I moved to {v}|I relocated to {v}",
    el="I left {v}|I moved away from {v}",
    ep="moving to {v}|relocating to {v}",
    eo="{w} lives in {v}|{w} just moved to {v}",
    ea="anyone been to {v}? thinking of a trip|{v} keeps topping those nomad lists|is {v} expensive these days?",
    z="我现在在{v}|我住{v}",
    zu="{v}今晚天台的日落😍|{v}堵车又让我迟到|在{v}发现一家好吃的店",
    zg="搬到{v}了|定居{v}了",
    zl="离开{v}了|从{v}搬走了",
    zp="搬去{v}|去{v}定居",
    zo="{w}住{v}|{w}刚搬去{v}",
    za="有人去过{v}吗？想去玩|{v}老上数字游民榜单|{v}现在物价高吗",
    s="in the winter months|for the summer", zs="冬天|夏天",
    y="the air pollution in {o} got unbearable:pollution|my partner got a job somewhere else:partner", zy="{o}空气污染太严重:空气污染|对象在别的城市找了工作:对象"),
"code_editor": dict(
    n="code editor|代码编辑器", ch="dev",
    v="VS Code|Neovim|Zed|IntelliJ|Sublime Text|Emacs|WebStorm|Helix",
    e="I code in {v}|my editor is {v}|{v} is my editor",
    eu="spent an hour on my {v} config instead of working|{v} froze on a 2MB json file|installed way too many {v} plugins again",
    eg="I switched to {v}|I moved over to {v}",
    el="I stopped using {v}|I uninstalled {v}",
    ep="switching to {v}|trying {v} full time",
    eo="{w} uses {v}|{w} won't shut up about {v}",
    ea="is {v} good now?|{v} just shipped a big update|someone in #dev posted their {v} setup, so clean",
    z="我写代码用{v}|我的编辑器是{v}",
    zu="花了一小时折腾{v}配置|{v}打开2MB的json卡死|{v}插件又装太多了",
    zg="换成{v}了|转到{v}了",
    zl="不用{v}了|卸载了{v}",
    zp="换成{v}|全职用{v}",
    zo="{w}用{v}|{w}天天安利{v}",
    za="{v}现在好用吗|{v}刚发了大更新|#dev有人晒了{v}配置，好干净",
    s="for quick edits|for the Java stuff", zs="临时改文件|写Java",
    y="{o} got sluggish on my laptop:sluggish|I wanted better vim keybindings than {o} had:keybindings", zy="{o}在我电脑上太慢:太慢|{o}快捷键不好用:快捷键"),
}

REL = (("my flatmate", "my sister", "a friend from uni", "my teammate Joe", "my old manager",
        "one of my clients", "my cousin", "my partner", "my climbing buddy",
        "the guy at the next desk"),
       ("我室友", "我表妹", "大学同学", "队友老周", "我前老板", "一个客户", "我对象",
        "隔壁工位的哥们", "我姐", "攀岩搭子"))

# Situation templates (en, zh); "||" splits one act into consecutive messages.
_ACTS_RAW = {
"intro": ("""
hi all! new here 👋 {is}
quick intro: freelancer-ish, {is}
fwiw {is}
{is}, if anyone's curious
for context, {is}.
lol yeah {is}
@helper remember this: {is}
not sure if relevant but {is}
{is}, been like that for a while
answering the #intros prompt: {is}
""", """
大家好👋 新人报到，{is}
简单介绍一下：{is}
顺便说一句，{is}
{is}，有人好奇的话
补充一下背景：{is}。
哈哈对，{is}
@helper 记住：{is}
不知道相不相关，{is}
{is}，已经挺久了
回答一下#intros的问题：{is}
"""),
"passing": ("""
ugh, {use}
{use}. anyway how's everyone's week
brb, {use}
{use} lol
random but {use}
late reply sorry — {use}
can't make the call, {use}
{use} 😅
{use}. send snacks
today's episode: {use}
""", """
唉，{use}
{use}。大家这周怎么样
先撤了，{use}
{use}哈哈
随便说一句，{use}
抱歉回晚了——{use}
今天开不了会，{use}
{use}😅
{use}。求零食
今日份：{use}
"""),
"outright": ("""
update: {left}. {got} 🎉
big news (for me): {got}! {left} a few weeks ago btw
so {left}, and {got}
for the record: {is} now, not {old} anymore
changed things up — {is}. no more {old}
{got}. bye {old} 👋
officially: {is}. the {old} era is over
{old} → {new}, finally did it
life update nobody asked for: {left} and {got}
""", """
更新一下：{left}，{got}🎉
大消息（对我来说）：{got}！前几周{left}
所以{left}，然后{got}
记一下：现在是{new}了，不是{old}
换了——{is}。再见{old}
{got}。拜拜{old}👋
正式宣布：{is}。{old}时代结束
{old} → {new}，终于搞定
没人问的近况更新：{left}，{got}
"""),
"indirect": ("""
day 3 of the new setup and {use}
honestly the learning curve is real. {use}
{old} feels like a lifetime ago. {use}
not missing {old} one bit. {use}
turns out {new} is way better than I expected, wish I'd done this sooner
new chapter energy ✨ {use}
still adjusting ngl — {use}
can't believe I put up with {old} for so long lol. {use}
people keep asking how {new} is going. early days but good
""", """
新环境第三天，{use}
说实话上手有点难，{use}
{old}感觉像上辈子的事了。{use}
一点都不怀念{old}。{use}
没想到{new}这么好，早该这样了
新阶段✨ {use}
还在适应中——{use}
以前怎么忍了{old}那么久哈哈。{use}
好多人问{new}怎么样，刚开始，还不错
"""),
"late": ("""
oh btw I never said — {left} back in {month}. {is} since then
forgot to mention, {got} like {n} months ago lol
wait did I not tell you all? {is}, since {month}
catching the bot up: {old} ended around {month}, it's been {new} since
(very late update) {got} back in {month}
ha that's old news, {is} since {month}
for the record it's been {new} since {month}, I just never posted about it
{left} ages ago actually — {month}-ish. {is}
""", """
对了我好像没说——{month}的时候{left}，之后{is}
忘了说，大概{n}个月前{got}哈哈
等等我没跟你们说吗？从{month}开始就是{new}了
给机器人补个记录：{old}大概{month}就结束了，之后一直是{new}
（迟到的更新）{month}{got}
哈，这都是旧闻了，{month}就{got}
说明一下，从{month}起就是{new}了，只是一直没发
{left}很久了其实——大概{month}。{is}
"""),
"plan": ("""
thinking about {plan}. thoughts?
might end up {plan} next month
low-key considering {plan} 👀
@helper note for future me: I'm looking into {plan}
half tempted by {plan} ngl
been going back and forth on {plan} all week
plan for the next few months: {plan}. we'll see
so I'm seriously weighing {plan}. talk me out of it?
""", """
在考虑{plan}，大家觉得呢？
下个月可能会{plan}
偷偷在想{plan}👀
@helper 帮我记一下：我在研究{plan}
有点想{plan}
这周一直在纠结要不要{plan}
接下来几个月的计划：{plan}，看情况吧
认真在考虑{plan}了，劝劝我？
"""),
"did": ("""
did it — {got}!
update on the {new} thing: done ✅ {is} now
ok it actually happened, {got}
remember me going on about {new}? well. {is} now
{got}. told you I would 😤
it's official, {is}. goodbye {old}
welp, went through with it: {got}
the plan worked out — {is} as of this week
""", """
搞定了——{got}！
{new}那件事更新：完成✅ {is}
真的发生了，{got}
还记得我一直念叨{new}吗？现在{is}
{got}。说到做到😤
正式了，{is}。再见{old}
好吧，还是做了：{got}
计划成功——这周起{is}
"""),
"drop": ("""
nvm about {new}, sticking with {old}
decided against {plan}. {old} it is
ok the {new} idea is dead lol. staying with {old}
scrap that, not {plan} after all
talked myself out of {plan}, {old} is fine honestly
{new} fell through 🙃 so still {old}
shelving {plan} for now, maybe forever
yeah no, {new} isn't happening. keeping {old}
""", """
算了，{new}那个不搞了，还是{old}
决定不{plan}了。继续{old}
好吧{new}的想法凉了哈哈，还是{old}
收回，不{plan}了
把自己劝退了，{old}挺好的
{new}黄了🙃 所以还是{old}
{plan}先搁置了，可能永远搁置
嗯不了，{new}不考虑了，继续{old}
"""),
"revert": ("""
welp, {new} lasted like three weeks. back to {old}
went back to {old}. {new} just wasn't it
returning to {old} after the {new} experiment 🙈
{new} was a mistake, it's {old} again as of this week
the {new} thing didn't stick. {old} again
confession: quietly went back to {old}. {new} and I are done
back on {old}. don't @ me about {new}
tried {new}, hated it, {old} forever
""", """
好吧，{new}撑了三个星期。回到{old}了
又回到{old}了，{new}就是不适合
折腾完{new}，还是回{old}🙈
{new}是个错误，这周起又是{old}
{new}没坚持下来，又是{old}
坦白：悄悄回到{old}了，和{new}缘尽
回归{old}，别跟我提{new}
试了{new}，不喜欢，{old}永远的神
"""),
"fix": ("""
{iswrong} — wait no, sorry, {new}. brain fog
{iswrong}. *{new}, not {wrong}, autocorrect pls
{iswrong}||ignore that, it's {new} not {wrong} lol
{iswrong}||correction: {new}. no idea why I typed {wrong}
{iswrong}... sorry, typo, I meant {new} 🤦
{iswrong}||lol did I say {wrong}? meant {new}
{iswrong}||sorry, {new}! not {wrong}. long day
{iswrong}. hang on, no — that's my sister's. {is}
""", """
{iswrong}——不对不对，是{new}，脑子糊了
{iswrong}。*{new}，不是{wrong}，输入法背锅
{iswrong}||刚才那条忽略，是{new}不是{wrong}
{iswrong}||更正：{new}。不知道为啥打成{wrong}
{iswrong}……抱歉打错了，是{new}🤦
{iswrong}||哈我说的{wrong}？是{new}
{iswrong}||抱歉，是{new}！不是{wrong}。今天太累了
{iswrong}。等下，不对，那是我姐的。{is}
"""),
"retract": ("""
hey so a while back I said {wrong} — that was wrong, it's actually {new}. never was {wrong}
@helper please forget what I said about {wrong}, that was never true. {is}
ok confession, {wrong} was never a thing, I mixed it up. it's been {new} the whole time
re: my message from ages ago — scratch {wrong}, I got it mixed up. {is}
turns out I misremembered: not {wrong}, {new}
small retraction: {wrong} was never mine, it's {new}
I keep saying {wrong} but it was always {new}, dunno why
correcting myself from a while ago: {wrong} was my brother's, mine is {new}
""", """
之前我说{wrong}——说错了，其实是{new}，从来都不是{wrong}
@helper 请忘掉我说的{wrong}，那不是真的。{is}
坦白一下，根本没有{wrong}这回事，我记混了，一直都是{new}
关于我很久前那条——{wrong}划掉，我搞混了。{is}
原来是我记错了：不是{wrong}，是{new}
小小更正：{wrong}从来不是我的，是{new}
我老说{wrong}，其实一直是{new}，不知道为啥
纠正一下很久之前的话：{wrong}是我表哥的，我的是{new}
"""),
"other": ("""
lol {other}
{other}, so jealous
{other}. small world
fun fact, {other}
{other}, which honestly explains a lot
just found out {other}
{other} — I'd never cope
oh and {other}, for anyone keeping score
""", """
哈哈{other}
{other}，好羡慕
{other}，世界真小
冷知识：{other}
{other}，难怪
刚知道{other}
{other}——换我肯定受不了
对了{other}，给大家记个分
"""),
"ask": ("""
{ask}
random q: {ask}
{ask} 🤔
{ask} (asking for a friend)
would {v} be better than {cur} for me? genuinely asking
@helper how does {v} compare to {cur}?
{ask} not that I'm switching, just curious
ok {ask}
""", """
{ask}
随便问问：{ask}
{ask}🤔
{ask}（帮朋友问的）
{v}会不会比{cur}更适合我？认真问
@helper {v}和{cur}比怎么样？
{ask}，不是要换，就是好奇
好吧，{ask}
"""),
"scoped": ("""
{is} — except {s}, that's {v}
mostly {main}, but {s} it's {v}
{s} it's {v}; everything else is {main}
{v} only {s}, otherwise {main} all the way
{is}. (well, {s} I go with {v}, but that's the exception)
{main} for basically everything. the one exception: {v}, {s}
rule of thumb: {main} by default, {v} {s}
{is}, although {s} I switch to {v}
""", """
{is}——不过{s}是{v}
基本都是{main}，只有{s}是{v}
{s}是{v}，其他时候都是{main}
{v}只限{s}，其他全是{main}
{is}。（好吧{s}是{v}，算例外）
几乎都是{main}。唯一例外：{s}是{v}
原则上{main}，{s}才是{v}
{is}，不过{s}会换成{v}
"""),
"both": ("""
{isa}. {isb} too, actually
juggling {a} and {b} at the moment, send coffee
doing both {a} and {b} these days
currently: {a} + {b}
added {b} on top of {a}, no regrets yet
not dropping {a} — {b} is in addition
{gotb}, still keeping {a} going
two at once: {a} and {b}. yes I'm fine 🙃
""", """
{isa}。另外{isb}
同时搞{a}和{b}，需要咖啡
最近{a}和{b}两个都在弄
目前：{a} + {b}
在{a}之外又加了{b}，暂时不后悔
{a}不停——{b}是额外的
{gotb}，{a}也继续
两个一起：{a}和{b}。我很好🙃
"""),
"why": ("""
{text} — {reason}
{text}. reason: {reason}
{text}, mostly because {reason}
{text}. long story short, {reason}
{text} (tl;dr {reason})
{text}. honestly {reason}, so
{text}. why? {reason}
{text}, since {reason}
""", """
{text}——{reason}
{text}。原因：{reason}
{text}，主要是因为{reason}
{text}。长话短说，{reason}
{text}（简单说：{reason}）
{text}。说实话{reason}，所以就这样了
{text}。为什么？{reason}
{text}，因为{reason}
"""),
}

_Q_RAW = {
"current": ("""
what's {p}'s {n} these days? | @helper quick one — {p}'s {n} right now? | does {p} still have the same {n}? which one is it now | remind me, what's {p}'s {n} atm | hey bot, what is {p}'s current {n}? | {p}'s {n} — what is it at the moment? | need to ping {p} about something, what's their {n} now? | which {n} does {p} have currently?
""", """
{p}现在的{n}是什么？ | @helper {p}最近的{n}是哪个？ | {p}的{n}还是原来那个吗？现在是啥 | 提醒我一下，{p}目前的{n}？ | 问一下机器人，{p}现在的{n}是？ | 要找{p}，ta现在的{n}是啥？
"""),
"historical": ("""
what {n} did {p} have before the current one? | @helper what was {p}'s previous {n}? | before the last change, what was {p}'s {n}? | {p} used to have a different {n}, right? which one | what was {p}'s old {n} again
""", """
{p}之前的{n}是什么？ | @helper {p}上一个{n}是哪个？ | {p}以前的{n}叫啥来着
"""),
"as_of": ("""
what was {p}'s {n} on {date}? | around {date}, what was {p}'s {n}? | @helper as of {date}, what {n} did {p} have? | if I'd asked {p} on {date}, what would they have said their {n} was?
""", """
{date}的时候{p}的{n}是什么？ | @helper 截至{date}，{p}的{n}是哪个？ | 要是{date}问{p}，ta的{n}是啥？
"""),
"coexisting": ("""
which {np} does {p} have going at the same time right now? | @helper list {p}'s current {np} | what {np} is {p} juggling at the moment?
""", """
{p}现在同时有哪些{n}？ | @helper 列一下{p}目前所有的{n} | {p}最近在同时搞哪几个{n}？
"""),
"planning": ("""
what {n} is {p} thinking of switching to? | @helper is {p} planning to change their {n}? to what? | what's the new {n} {p} has been considering lately?
""", """
{p}在考虑换成哪个{n}？ | @helper {p}打算换{n}吗？换成什么？ | {p}最近在考虑的新{n}是哪个？
"""),
"why": ("""
why did {p} drop {old}? | @helper what made {p} leave {old}? | what was {p}'s reason for moving on from {old}?
""", """
{p}为什么不再是{old}了？ | @helper {p}离开{old}的原因是什么？ | {p}换掉{old}是为啥？
"""),
}

_FILLER_EN = """
gm ☀️ | morning all | anyone else's internet dying today | it's raining AGAIN | what's everyone working on this week? | lunch was {food}, 8/10 | just watched the new episode of {show}, no spoilers pls
who's up for {game} tonight? | happy {day} everyone | my cat just walked across my keyboard and sent an email | how do you all deal with scope creep | invoice season 😩 | does anyone have a good template for contracts? | the #memes channel is carrying me today
touch grass day, see you tomorrow | lol | same | this server is the only thing keeping me sane | why is {day} so long | what are we eating tonight | ok who changed the server icon 😂
anyone going to the meetup? | I need a nap | hydrate, people | tax forms are a psychological thriller | procrastinating by reorganising my desktop icons | shoutout to whoever posted the lo-fi playlist | power cut in my building, typing from my phone
what's a good podcast for long walks? | made {food} from scratch, kitchen is destroyed | my plant is dying and I take it personally | new pfp, thoughts? | who else is up at 3am | the mods are doing gods work | finally cleaned my inbox, 0 unread 🏆
spent 20 min looking for my glasses. on my head. | weekly reminder to back up your files | we should do a movie night on the server | {game} patch notes are wild | if you're reading this, stretch your neck | hot take: meetings should be emails | writing a cover letter, kill me
the bot just gave me a surprisingly good answer lol | @helper what's the server rule about self-promo again? | @helper can you summarise #general from today? | @helper what did I ask you last week? I forgot lol | my neighbour is drilling at 8am on a {day} | birthday today 🎂 | happy birthday!! 🎉
congrats on the launch! | good luck with the deadline | who needs a beta tester, I'm bored | sunset was unreal today | pls recommend a book, anything | finished {show}, I feel empty | got rejected from a gig, onwards
slept 10 hours, feel like a new human | sorry for the radio silence, life happened | updated my portfolio, feedback welcome in #showcase | the heat is unbearable | rain check on tonight, sorry | ok I'm logging off, night all 🌙 | {food} for the third day in a row, no shame
is it just me or is {day} cursed | my chair broke mid-meeting, very professional | anyone else get that weird phishing email?
"""
_FILLER_ZH = """
早☀️ | 早上好 | 今天网好卡 | 又下雨了 | 大家这周在忙啥？ | 午饭吃了{food}，八分 | 刚看完{show}新一集，别剧透 | 今晚有人玩{game}吗 | {day}快乐
猫踩键盘帮我发了封邮件 | 需求一直加怎么办 | 又到开发票的季节😩 | 有人有合同模板吗 | #memes今天救了我 | 出门晒太阳去了，明天见 | 哈哈哈哈 | 同 | 这个群是我唯一的精神支柱
今天怎么这么长 | 晚上吃啥 | 谁改了服务器头像😂 | 有人去线下聚会吗 | 好困 | 记得喝水 | 报税好难 | 摸鱼中，在整理桌面图标 | 感谢发lo-fi歌单的人
楼里停电了，用手机打字 | 有什么适合散步听的播客 | 自己做了{food}，厨房炸了 | 我的绿植要死了，很受伤 | 换了新头像，怎么样 | 三点了还有谁醒着 | 管理员辛苦了 | 邮箱终于清零🏆 | 找眼镜找了二十分钟，在头上
每周提醒：备份文件 | 要不要在群里搞个电影之夜 | {game}更新日志好离谱 | 看到这条的站起来拉伸一下 | 暴论：会议都应该改成邮件 | 在写求职信，救命 | 机器人刚才的回答居然挺好哈哈 | @helper 群规里关于自我推广是怎么说的？ | @helper 帮我总结一下今天#general聊了啥
邻居{day}早上八点在装修 | 今天生日🎂 | 生日快乐！！🎉 | 恭喜上线！ | 截止日期加油 | 被拒了一个活，继续 | 睡了十个小时，重生了 | 抱歉消失了一阵 | 作品集更新了，#showcase求反馈
热死了 | 今晚改天吧，抱歉 | 下线了，晚安🌙
"""
_FILL = ({"food": ("ramen", "shakshuka", "banana bread", "dumplings", "pho", "a sad desk salad", "leftover pizza", "lentil soup"),
          "show": ("Severance", "Shogun", "Slow Horses", "Arcane", "Bluey", "The Traitors"),
          "game": ("Balatro", "Hades II", "Stardew Valley", "Mario Kart", "Minecraft", "chess"),
          "day": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")},
         {"food": ("拉面", "饺子", "螺蛳粉", "煎饼果子", "麻辣烫", "番茄炒蛋"),
          "show": ("繁花", "漫长的季节", "三体", "狂飙"),
          "game": ("原神", "王者荣耀", "星露谷", "动物森友会"),
          "day": ("周一", "周三", "周五", "周六", "周日")})
_REPLY = (("congrats!!", "oh nice, how is it so far?", "wait since when?", "ha I remember you complaining about this",
           "big if true", "🔥🔥", "noted 📝", "ooh jealous", "good luck!!", "about time lol", "same tbh", "lmaooo"),
          ("恭喜！！", "哇，感觉怎么样？", "等等，什么时候的事？", "哈哈记得你之前吐槽过", "🔥🔥", "记下了📝",
           "羡慕", "加油！！", "终于哈哈", "同感", "笑死"))
# fmt: on

SL = {k: {f: s.split("|") for f, s in d.items()} for k, d in _RAW.items()}


def _lines(block: str) -> list[str]:
    return [x for ln in block.strip("\n").split("\n") for x in ln.split(" | ") if x.strip()]


ACTS = {k: (_lines(en), _lines(zh)) for k, (en, zh) in _ACTS_RAW.items()}
QS = {k: (_lines(en), _lines(zh)) for k, (en, zh) in _Q_RAW.items()}
FILLER = (_lines(_FILLER_EN), _lines(_FILLER_ZH))
PATTERNS = ("stable", "outright", "indirect", "by_use", "late", "plan_done", "plan_dropped",
            "plan_open", "reversal", "correct_spot", "retract_late", "why", "scoped",
            "two_changes")  # fmt: skip


class _Inst:
    """One person's slot: its values, what was said when, and its probes."""

    def __init__(self, g: _Gen, person: str, zh: bool, slot: str) -> None:
        self.g, self.p, self.zh, self.slot = g, person, zh, slot
        self.sd = SL[slot]
        self.pool = list(self.sd["zv"] if zh and "zv" in self.sd else self.sd["v"])
        self.vals: set[str] = set()
        self.said: list[tuple[int, str]] = []  # (day, value stated as current then)

    def pick(self, k: int) -> list[str]:
        free = [v for v in self.pool if v not in self.vals]
        out = self.g.rng.sample(free, k)
        self.vals |= set(out)
        return out

    def rel(self) -> str:
        rels = [r for r in REL[self.zh] if self.slot != "flatmate" or ("flat" not in r and "室" not in r)]  # fmt: skip
        return self.g.rng.choice(rels)

    def c(self, f: str, v: str) -> str:
        t = self.g.rng.choice(self.sd[("z" if self.zh else "e") + f])
        return t.format(v=v, w=self.rel())

    def kw(self, new: str | None = None, old: str | None = None, **extra: str) -> dict[str, str]:
        d = {"new": new or "", "old": old or ""}
        if new:
            d |= {"is": self.c("", new), "use": self.c("u", new), "got": self.c("g", new),
                  "plan": self.c("p", new)}  # fmt: skip
        if old:
            d["left"] = self.c("l", old)
        return d | extra

    def say(self, day: int, act: str, vals: list[str], protect: tuple[str, ...] = (),
            **kw: str) -> int:  # fmt: skip
        t = self.g.rng.choice(ACTS[act][self.zh])
        self.vals |= set(vals)
        return self.g.emit(day, self.p, self.zh, t.format(**kw).split("||"), self.slot, vals,
                           protect, act)  # fmt: skip

    def passing(self, v: str, lo: int, hi: int, k: int) -> None:
        for _ in range(k):
            if hi - lo >= 2:
                self.say(self.g.rd(lo + 1, hi - 1), "passing", [v], use=self.c("u", v))

    def cur_at(self, day: int) -> str:
        cur = self.said[0][1]
        for d, v in self.said:
            if d <= day:
                cur = v
        return cur

    def probe(self, kind: str, gold: list[str], outdated: tuple[str, ...] = (),
              abandoned: tuple[str, ...] = (), as_of: int | None = None, old: str = "") -> None:  # fmt: skip
        noun = self.sd["n"]
        d = START + timedelta(days=as_of or 0)
        date_s = f"{d.year}年{d.month}月{d.day}日" if self.zh else f"{d.day} {MONTHS[d.month - 1]} {d.year}"  # fmt: skip
        n = noun[1] if self.zh else noun[0]
        q = self.g.rng.choice(QS[kind][self.zh]).format(p=self.p, n=n, np=noun[-1], date=date_s, old=old)  # fmt: skip
        why = kind == "why"  # a reason is its own slot, so its keyword stays out of the values
        self.g.probes.append({
            "subject": self.p, "kind": kind, "question": q,
            "slot": f"{self.slot}_reason" if why else self.slot, "gold": list(gold),
            "outdated": list(outdated), "abandoned": list(abandoned),
            "values": set(gold) if why else self.vals, "as_of_day": as_of,
        })  # fmt: skip


class _Gen:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.E = self.rng.randint(640, 860) - 1  # the last day
        self.eps: list[dict] = []
        self.probes: list[dict] = []
        self.insts: dict[tuple[str, str], _Inst] = {}

    def rd(self, lo: float, hi: float) -> int:
        lo, hi = int(lo), int(hi)
        return self.rng.randint(lo, max(lo, hi))

    def style(self, text: str, zh: bool, protect: set[str]) -> str:
        r = self.rng
        low = [p.lower() for p in protect]
        if zh:
            return text + r.choice(("哈哈", "😂", "～", "。。")) if r.random() < 0.07 else text
        if r.random() < 0.07:  # a typo in a word that is no value or keyword
            words = [m for m in re.finditer(r"(?<![@#\w])[a-z]{5,}", text)
                     if not any(m.group() in v or v in m.group() for v in low)]  # fmt: skip
            if words:
                m = r.choice(words)
                w, i = m.group(), r.randint(1, len(m.group()) - 3)
                w = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
                text = text[: m.start()] + w + text[m.end() :]
        if text[:1].islower() and r.random() < 0.25 and not any(text.lower().startswith(v) for v in low):  # fmt: skip
            text = text[0].upper() + text[1:]
        if r.random() < 0.07:
            text += r.choice((" lol", " 😅", " 🙃", " haha", " tbh"))
        return text

    def emit(self, day: int, who: str, zh: bool, texts: list[str], slot: str | None = None,
             vals: list[str] | tuple = (), protect: tuple[str, ...] = (), kind: str = "filler",
             session: str | None = None) -> int:  # fmt: skip
        day = min(max(int(day), 0), self.E)
        minute = self.rng.randint(420, 1380)
        ch = SL[slot]["ch"][0] if slot else self.rng.choice(("general", "random", "memes", "off-topic"))  # fmt: skip
        for i, t in enumerate(texts):
            t = t.strip()
            if kind != "quote":
                t = self.style(t, zh, set(vals) | set(protect))
            sess = session or (f"dm-{who}" if "@helper" in t else f"#{ch}-w{day // 7}")
            self.eps.append({"day": day, "speaker": who, "text": t, "session": sess,
                             "language": "zh" if zh else "en", "minute": minute + i,
                             "_slot": slot, "_vals": list(vals), "_kind": kind})  # fmt: skip
        return day

    # -- situations ---------------------------------------------------------------------------

    def run(self, it: _Inst, pat: str, a: int) -> None:
        E, rd, r = self.E, self.rd, self.rng
        R = E - a
        if pat == "stable":
            (v0,) = it.pick(1)
            it.say(a, "intro", [v0], **it.kw(v0))
            it.said = [(a, v0)]
            it.passing(v0, a, E, rd(1, 3))
            it.probe("current", [v0])
            if r.random() < 0.5:
                it.probe("as_of", [v0], as_of=rd(a + 5, E - 5))
        elif pat in ("outright", "indirect", "by_use", "why"):
            v0, v1 = it.pick(2)
            b = rd(a + 60, a + 0.7 * R)
            it.say(a, "intro", [v0], **it.kw(v0))
            it.passing(v0, a, b, rd(0, 2))
            k = it.kw(v1, v0)
            if pat == "outright":
                it.say(b, "outright", [v0, v1], **k)
            elif pat == "indirect":
                it.say(b, "indirect", [v0, v1], **k)
            elif pat == "by_use":
                it.say(b, "passing", [v1], **k)
            else:
                t = r.choice(ACTS["outright"][it.zh]).format(**k)
                clause, key = r.choice(it.sd["zy" if it.zh else "y"]).rsplit(":", 1)
                reason = clause.format(o=v0)
                assert key in reason
                it.say(b, "why", [v0, v1], (key,), text=t, reason=reason)
                it.probe("why", [key], old=v0)
            it.said = [(a, v0), (b, v1)]
            it.passing(v1, b, E, rd(1, 2))
            it.probe("current", [v1], (v0,))
            if r.random() < 0.7:
                it.probe("historical", [v0])
            if r.random() < 0.6:
                it.probe("as_of", [v0], as_of=rd(a + 3, b - 3))
            elif r.random() < 0.5:
                it.probe("as_of", [v1], as_of=rd(b + 3, E - 3))
        elif pat == "late":
            v0, v1 = it.pick(2)
            e = rd(a + 50, a + 0.55 * R)
            rep = min(E - 5, e + rd(60, 160))
            it.say(a, "intro", [v0], **it.kw(v0))
            it.passing(v0, a, e, rd(0, 2))
            d = START + timedelta(days=e)
            month = f"{d.year}年{d.month}月" if it.zh else MONTHS[d.month - 1] + (f" {d.year}" if r.random() < 0.5 else "")  # fmt: skip
            n = str(max(1, round((rep - e) / 30)))
            it.say(rep, "late", [v0, v1], **it.kw(v1, v0, month=month, n=n))
            it.said = [(a, v0), (rep, v1)]
            it.passing(v1, rep, E, rd(0, 2))
            it.probe("current", [v1], (v0,))
            if rep - e >= 50:
                it.probe("as_of", [v1], as_of=rd(e + 20, rep - 10))
            if r.random() < 0.5:
                it.probe("historical", [v0])
        elif pat in ("plan_done", "plan_dropped", "plan_open"):
            v0, v1 = it.pick(2)
            it.say(a, "intro", [v0], **it.kw(v0))
            it.said = [(a, v0)]
            p = rd(a + 30, a + 0.55 * R) if pat != "plan_open" else rd(max(a + 40, E - 150), E - 15)
            it.passing(v0, a, p, rd(0, 2))
            it.say(p, "plan", [v1], **it.kw(v1, v0))
            if pat == "plan_done":
                b = min(E - 20, p + rd(20, 100))
                if b - p > 10 and r.random() < 0.5:
                    it.say(rd(p + 2, b - 2), "plan", [v1], **it.kw(v1, v0))
                it.say(b, "did", [v0, v1], **it.kw(v1, v0))
                it.said.append((b, v1))
                it.passing(v1, b, E, rd(1, 2))
                it.probe("current", [v1], (v0,))
                if r.random() < 0.6:
                    it.probe("as_of", [v0], as_of=rd(p + 2, b - 2))
                if r.random() < 0.4:
                    it.probe("historical", [v0])
            elif pat == "plan_dropped":
                q = min(E - 10, p + rd(10, 80))
                it.say(q, "drop", [v0, v1], **it.kw(v1, v0))
                it.passing(v0, q, E, rd(1, 2))
                it.probe("current", [v0], abandoned=(v1,))
                if r.random() < 0.3:
                    it.probe("as_of", [v0], as_of=rd(p + 1, q - 1))
            else:
                if r.random() < 0.5:
                    it.say(rd(p + 1, E), "plan", [v1], **it.kw(v1, v0))
                it.probe("current", [v0])
                it.probe("planning", [v1])
        elif pat == "reversal":
            v0, v1 = it.pick(2)
            b = rd(a + 50, a + 0.5 * R)
            c = min(E - 20, b + rd(21, 120))
            it.say(a, "intro", [v0], **it.kw(v0))
            it.passing(v0, a, b, rd(0, 1))
            it.say(b, "outright", [v0, v1], **it.kw(v1, v0))
            it.passing(v1, b, c, rd(0, 1))
            it.say(c, "revert", [v0, v1], **it.kw(v1, v0))
            it.said = [(a, v0), (b, v1), (c, v0)]
            it.passing(v0, c, E, rd(1, 2))
            it.probe("current", [v0], (v1,))
            if r.random() < 0.6:
                it.probe("as_of", [v1], as_of=rd(b + 2, c - 2))
            if r.random() < 0.4:
                it.probe("historical", [v1])
        elif pat == "correct_spot":
            wrong, v = it.pick(2)
            it.say(a, "fix", [wrong, v], **it.kw(v, iswrong=it.c("", wrong), wrong=wrong))
            it.said = [(a, v)]
            it.passing(v, a, E, rd(1, 3))
            it.probe("current", [v], abandoned=(wrong,))
        elif pat == "retract_late":
            wrong, v = it.pick(2)
            rr = rd(a + 30, a + 0.6 * R)
            it.say(a, "intro", [wrong], **it.kw(wrong))
            it.passing(wrong, a, rr, rd(0, 1))
            it.say(rr, "retract", [wrong, v], **it.kw(v, wrong=wrong))
            it.said = [(a, wrong), (rr, v)]
            it.passing(v, rr, E, rd(1, 2))
            it.probe("current", [v], abandoned=(wrong,))
        elif pat == "scoped":
            v0, v1 = it.pick(2)
            it.say(a, "intro", [v0], **it.kw(v0))
            it.said = [(a, v0)]
            b = rd(a + 10, E - 30)
            s = r.choice(it.sd["zs" if it.zh else "s"])
            it.say(b, "scoped", [v0, v1], **it.kw(v0, main=v0, v=v1, s=s))
            it.passing(v0, b, E, rd(1, 2))
            it.probe("current", [v0])
        elif pat == "both":
            va, vb = it.pick(2)
            it.say(a, "intro", [va], **it.kw(va))
            it.said = [(a, va)]
            b = rd(a + 30, E - 60)
            it.passing(va, a, b, rd(0, 1))
            it.say(b, "both", [va, vb], a=va, b=vb, isa=it.c("", va), isb=it.c("", vb),
                   gotb=it.c("g", vb))  # fmt: skip
            for v in (va, vb):
                it.passing(v, b, E, rd(0, 2))
            it.probe("coexisting", [va, vb])
        elif pat == "two_changes":
            v0, v1, v2 = it.pick(3)
            b = rd(a + 50, a + 0.4 * R)
            c = rd(b + 60, E - 30)
            it.say(a, "intro", [v0], **it.kw(v0))
            it.passing(v0, a, b, rd(0, 1))
            it.say(b, r.choice(("outright", "indirect")), [v0, v1], **it.kw(v1, v0))
            it.passing(v1, b, c, rd(0, 2))
            it.say(c, r.choice(("outright", "indirect", "passing")), [v1, v2], **it.kw(v2, v1))
            it.said = [(a, v0), (b, v1), (c, v2)]
            it.passing(v2, c, E, rd(0, 2))
            it.probe("current", [v2], (v0, v1))
            it.probe("as_of", [v1], as_of=rd(b + 3, c - 3))
            if r.random() < 0.5:
                it.probe("historical", [v0, v1])

    def distract(self, it: _Inst, a: int) -> None:
        """Someone else's value of this slot type, and a value mentioned without being held."""
        if self.rng.random() < 0.55:
            (d,) = it.pick(1)
            it.say(self.rd(a + 1, self.E), "other", [d], other=it.c("o", d))
        if self.rng.random() < 0.5:
            (d,) = it.pick(1)
            day = self.rd(a + 1, self.E)
            cur = it.cur_at(day)
            it.say(day, "ask", [d, cur], ask=it.c("a", d), v=d, cur=cur)

    def filler(self, who: str, zh: bool, day: int) -> None:
        fill = {k: self.rng.choice(v) for k, v in _FILL[zh].items()}
        text = self.rng.choice(FILLER[zh]).format(**fill)
        self.emit(day, who, zh, [text])

    def build(self) -> dict:
        r = self.rng
        n = r.randint(15, 20)
        nz = round(n / 4)
        people = [(x, False) for x in r.sample(EN_NAMES, n - nz)]
        people += [(x, True) for x in r.sample(ZH_NAMES, nz)]
        r.shuffle(people)
        deck: list[str] = []
        for who, zh in people:
            join = self.rd(0, 0.3 * self.E)
            for slot in r.sample(sorted(SL), self.rd(9, 13)):
                it = _Inst(self, who, zh, slot)
                self.insts[(who, slot)] = it
                if "multi" in it.sd and r.random() < 0.45:
                    pat = "both"
                else:
                    if not deck:
                        deck = list(PATTERNS) * 3
                        r.shuffle(deck)
                    ok = [p for p in deck if p != "scoped" or it.sd["s"][0]]
                    pat = ok[0] if ok else "stable"
                    if pat in deck:
                        deck.remove(pat)
                a = self.rd(join, join + 0.15 * (self.E - join))
                self.run(it, pat, a)
                self.distract(it, a)
            for _ in range(self.rd(32, 56)):
                self.filler(who, zh, self.rd(join, self.E))
        # replies quoting others (state messages and chit-chat alike)
        pool = [e for e in self.eps if e["_kind"] in ("intro", "outright", "did", "both", "filler")]
        for src in r.sample(pool, min(len(pool), self.rd(50, 80))):
            who, zh = r.choice([p for p in people if p[0] != src["speaker"]])
            text = f"> {src['text']}\n{r.choice(_REPLY[zh])}"
            day = min(self.E, src["day"] + (0 if r.random() < 0.7 else 1))
            self.emit(day, who, zh, [text], src["_slot"], src["_vals"], kind="quote",
                      session=None if src["session"].startswith("dm-") else src["session"])  # fmt: skip
            if src["_slot"] and (who, src["_slot"]) in self.insts:
                self.insts[(who, src["_slot"])].vals |= set(src["_vals"])
        self.eps.sort(key=lambda e: (e["day"], e["minute"]))
        for p in self.probes:
            p["values"] = sorted(set(p["values"]) | set(p["gold"]))
        keys = ("day", "speaker", "text", "session", "language", "minute")
        return {
            "start": START.isoformat(),
            "episodes": [{k: e[k] for k in keys} for e in self.eps],
            "probes": self.probes,
        }


def _build(seed: int) -> tuple[dict, list[str]]:
    g = _Gen(seed)
    return g.build(), [e["text"] for e in g.eps if e["_kind"] == "filler"]


def generate(seed: int) -> dict:
    """Blind world J for one seed: {"start", "episodes", "probes"} (see the module doc)."""
    return _build(seed)[0]


def _said(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.I) is not None


if __name__ == "__main__":
    from collections import Counter

    for seed in (7, 11, 23):
        world, filler = _build(seed)
        eps, probes = world["episodes"], world["probes"]
        by: dict[str, list[str]] = {}
        for e in eps:
            by.setdefault(e["speaker"], []).append(e["text"])
        every = set()
        for p in probes:
            for g in p["gold"]:
                assert any(g in t for t in by[p["subject"]]), (seed, p["subject"], p["slot"])
            if p["kind"] == "current":
                assert not (set(p["outdated"]) | set(p["abandoned"])) & set(p["gold"]), p["slot"]
            if p["kind"] == "as_of":
                assert p["as_of_day"] is not None
            assert set(p["gold"]) <= set(p["values"])
            every |= set(p["values"])
        leaks = sum(any(_said(t, v) for v in every) for t in filler)
        assert leaks == 0, leaks
        days = max(e["day"] for e in eps)
        assert 15 <= len(by) <= 20 and 600 <= days <= 900 and 1500 <= len(eps) <= 2500
        kinds = Counter(p["kind"] for p in probes)
        zh = sum(e["language"] == "zh" for e in eps)
        people_zh = len({e["speaker"] for e in eps if e["language"] == "zh"})
        slots = len({p["slot"] for p in probes if p["kind"] != "why"})
        aband = sum(bool(p["abandoned"]) for p in probes if p["kind"] == "current")
        print(f"seed {seed}: people={len(by)} (zh {people_zh}) days={days} episodes={len(eps)} "
              f"(zh {zh}, filler {len(filler)}) probes={len(probes)} slots={slots} "
              f"kinds={dict(sorted(kinds.items()))} current_with_abandoned={aband}")  # fmt: skip
