"""Blind text world H: people talking to a personal assistant app.

How it was written: from a brief of situations only (present states said outright or in
passing inside a request, changes with and without the old value, changes implied by use,
late reports, corrections in the same or a later message, plans that happen, are dropped or
stay open, mentions that are not the speaker's state, household "we" and by-name statements,
coexisting values and scoped exceptions, states that end with nothing in their place,
repetitions months later, and Chinese speakers writing natively with the same range). The
only part of the service read was `bench/states.py` (the probe interface `load_text_world`,
the `Probe` fields and the scoring readers `first_value`, `mentions`,
`score_packet_values`), so that gold values are literal strings that appear in the text and
each slot's vocabulary has no value nested inside another. Nothing else in the repository
(extractor, resolver, other text worlds, tests, results) was opened, and no benchmark was run
while writing it.

The world: 14-18 invented people (3-4 of them Chinese speakers, named as their chat display
names) send multi-sentence messages to an assistant over about 18 months; most messages are
small talk and ordinary requests that name no state. Each person has 5-8 slots drawn from a
mix of memory-product slots (diet, allergy, GP, dentist, car, gym, fitness class, streaming,
bank, child's nursery/school, partner, pet, airline, seat preference, instrument, language
being learnt, running/cycling club, team, manager, code language, coffee order, home city,
neighbourhood, working pattern). Each slot follows one storyline (stable, change with a
reason, implied change, late report, two changes, plan done / dropped / open, slip corrected
in the same message, claim retracted later, detail corrected later, coexisting values, scoped
exception, ended with nothing, ended then restarted), decorated with distractor mentions
(friends, news, ads, questions), nostalgia about old values and repetitions in passing.

Gold comes from the storyline's own truth (intervals of held values with the window in which
each change is uncertain), never from parsing the text; the `__main__` self-check verifies
the text against it. Probe fields follow `load_text_world`: `values` is every value of the
slot that appears anywhere in the person's messages; `outdated` the values held earlier;
`abandoned` the dropped plan values together with values that were claimed and then
retracted or corrected away (never held, so they must never read as current). `as_of_day`
is placed away from every change's uncertainty window and after the value was first said
(except for late reports, whose back-dated start is what is tested).
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta, timezone

HORIZON = 540  # days (about 18 months)

# -- shared pools -----------------------------------------------------------------------------

EN_NAMES = ("Nadia", "Callum", "Priya", "Tomasz", "Aoife", "Marcus", "Leila", "Gideon", "Hannah",
            "Ravi", "Sofia", "Declan", "Yasmin", "Felix", "Imogen", "Kwame", "Beatriz", "Rory",
            "Anneke", "Joel", "Maya", "Idris", "Freya", "Luca")  # fmt: skip
ZH_NAMES = ("陈思雨", "王浩然", "林晓彤", "周子航", "李佳怡", "刘宇轩", "赵梦琪", "黄俊杰")
EN_FRIENDS = ("Josh", "Hollie", "Ade", "Kirsty", "Nikhil", "Bea", "Stefan", "Morag", "Wes",
              "Tanya")  # fmt: skip
ZH_FRIENDS = ("小美", "阿强", "老王", "晓晓", "佳佳", "大刘")
EN_RELS = ("my sister", "my brother", "my mum", "my dad", "a colleague", "my flatmate",
           "my cousin", "my mate {f}", "{f} from work", "{f}")  # fmt: skip
ZH_RELS = ("我姐", "我弟", "我妈", "同事", "室友", "我表妹", "朋友{f}", "{f}")

CITY_HOODS = {
    "Leeds": ("Headingley", "Chapel Allerton", "Roundhay", "Meanwood", "Kirkstall"),
    "Bristol": ("Clifton", "Bedminster", "Easton", "Redland", "Totterdown"),
    "Manchester": ("Didsbury", "Chorlton", "Ancoats", "Levenshulme", "Withington"),
    "Glasgow": ("Finnieston", "Partick", "Shawlands", "Dennistoun", "Hyndland"),
    "Edinburgh": ("Leith", "Stockbridge", "Morningside", "Portobello", "Bruntsfield"),
    "Dublin": ("Rathmines", "Phibsborough", "Drumcondra", "Ranelagh", "Stoneybatter"),
    "Sheffield": ("Kelham Island", "Crookes", "Nether Edge", "Walkley", "Hillsborough"),
}

EN_OPENERS = (("", True), ("Hey, ", False), ("Hi! ", True), ("Morning. ", True),
              ("Quick one: ", False), ("OK so ", False), ("Right, ", False), ("Evening! ", True),
              ("Hello again. ", True), ("Random thing, but ", False))  # fmt: skip
ZH_OPENERS = ("", "", "在吗？", "嗨，", "早，", "问你个事，", "对了，", "跟你说一下，")
EN_TAILS = (
    "Also, can you remind me to call the plumber tomorrow at ten?",
    "And set a timer for 20 minutes, please.",
    "Can you also draft a short thank-you note to my neighbour for taking in a parcel?",
    "Also, what's the weather looking like for Saturday?",
    "Remind me to renew my passport next week too.",
    "Oh, and add washing-up liquid and bin bags to the shopping list.",
    "Also, what time is sunset today?",
    "And can you find me a decent podcast about history?",
    "Also remind me to text Josh back tonight.",
    "Also — how many grams is a cup of flour?",
    "Can you also give me the headlines later?",
    "And remind me the bins go out on Thursday night.",
    "Also, what's a good present for a six-year-old?",
    "Also, convert 60 euros to pounds for me?",
    "Remind me to water the plants on Sunday, please.",
    "Also please move my 3pm call to 4.",
    "And can you check what I've got on Friday afternoon?",
    "Oh, and what was that film with the talking pig called?",
    "Also, is it a bank holiday on Monday?",
    "And remind me to book the boiler service.",
    "Also can you put my mum's birthday in the calendar, 14th of next month.",
    "Can you also suggest a board game for five people?",
)
ZH_TAILS = (
    "另外帮我定个明早七点的闹钟。",
    "顺便提醒我周五交水电费。",
    "还有，明天天气怎么样？",
    "对了，帮我把周三下午的会挪到四点。",
    "再帮我查一下快递到哪了。",
    "顺便推荐几本睡前看的书。",
    "另外提醒我周日给我妈打电话。",
    "还有，帮我记一下下周二要去拿体检报告。",
    "顺便问一下，这周末有什么好看的电影？",
    "对了，帮我在购物清单里加上洗衣液和纸巾。",
    "另外，帮我算算这个月还剩多少预算。",
)
EN_EXCUSES = ("typing too fast", "autocorrect strikes again", "long day", "brain's fried",
              "no idea why I wrote that")  # fmt: skip
ZH_EXCUSES = ("打太快了", "输入法自动联想的", "脑子糊涂了", "今天太累了")

# -- English slot specs ---------------------------------------------------------------------
# Clause templates are lower-case unless they start with a name; full-message templates
# (passing, implied, distract, nostalgia) are whole messages. {v} value, {o} old value,
# {w} second value, {x} exception / wrong value, {s} scope, {c} current value,
# {kid} son/daughter, {pet} cat/dog, {city} the person's city, {rel}/{Rel} someone else.

EN: dict[str, dict] = {}

EN["diet"] = dict(
    label="diet",
    fix=True,
    household=True,
    pool=["vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "keto", "low-FODMAP"],
    say=["I'm {v}", "I eat {v} these days", "I'm on a {v} diet"],
    we=["we're a {v} household", "everyone in our house eats {v}"],
    now=["I'm {v} now", "I've gone {v}", "I eat {v} now"],
    switch=["I went from {o} to {v}", "I stopped being {o} and went {v}"],
    switch_new=["I went {v}", "I switched to eating {v}"],
    passing=[
        "Can you find me a recipe for a quick weeknight curry? It has to be {v}, that's how I "
        "eat now.",
        "Looking for a birthday cake recipe I can actually eat — I'm {v}, so nothing sneaky in "
        "the ingredients please.",
        "Book somewhere for dinner on Friday, four people, ideally with proper {v} options "
        "because I'm {v}.",
        "Meal plan for next week please — {v} for me, and nothing that takes more than half "
        "an hour.",
    ],
    implied=[
        "Does the Thai place on Mill Road do anything {v}? That's what I need when I order now.",
        "Add more {v} snacks to the weekly shop, I keep running out now that that's all I eat.",
    ],
    plan=["I'm thinking of going {v}", "I might try going {v} from next month"],
    distract=[
        "My flatmate's gone {v} and the fridge is full of strange stuff. Any easy dinners we "
        "could both eat?",
        "Saw a piece on the news saying {v} diets are overhyped. Is that true?",
        "{Rel} is {v} — what can I bring to her dinner party?",
    ],
    nostalgia=[
        "Honestly miss the easy days of being {o}. Anyway, can you recommend a podcast "
        "for the train?"
    ],
    end=[
        "I'm not {o} any more, I eat everything again",
        "I've stopped the {o} thing, no restrictions at all now",
    ],
    coexist=["I'm {v} and {w}, both", "I'm {v}, and {w} on top of that"],
    add=["I'm {w} now as well as {v}", "on top of being {v}, I've gone {w} too"],
    scoped=["I'm {v} — except {s}, when I eat {x}"],
    scopes=["at my gran's", "when I'm travelling for work", "at Christmas"],
    reasons=[
        ("my cholesterol came back high", "cholesterol"),
        ("I watched a documentary about factory farming", "documentary"),
        ("the bloating was getting ridiculous", "bloating"),
    ],
    q=dict(
        current=[
            "What diet is {n} on now?",
            "How does {n} eat these days?",
            "What dietary restriction does {n} have at the moment?",
        ],
        historical=["What diet was {n} on before?", "How did {n} eat before the change?"],
        as_of=["What diet was {n} following on {d}?"],
        planning=["What diet is {n} thinking of trying?"],
        why=["Why did {n} change diet?", "Why did {n} go {v}?"],
        coexisting=["Which dietary restrictions does {n} have?"],
    ),
)

EN["allergy"] = dict(
    label="allergy",
    fix=True,
    no_change=True,
    pool=["peanuts", "shellfish", "penicillin", "sesame", "kiwi", "latex", "hazelnuts", "mustard"],
    say=["I'm allergic to {v}", "I can't have {v}, I'm allergic", "I react badly to {v}"],
    now=["I've just found out I'm allergic to {v}"],
    passing=[
        "Please add to my medical notes: allergic to {v}.",
        "Can you make a wallet card saying I'm allergic to {v}, in case anything happens?",
        "Booking a meal out on Saturday — remind me to tell them I'm allergic to {v}.",
    ],
    implied=["Had a reaction to {v} again. What should I keep in my first aid kit?"],
    distract=[
        "{Rel} is allergic to {v}, so that party was a nightmare to cater.",
        "Read that {v} allergies are on the rise. Why would that be?",
    ],
    end=["the allergist says I'm not allergic to {o} any more — no allergies at all now"],
    restart=["new one, sadly: I've just found out I'm allergic to {v}"],
    coexist=["I'm allergic to {v} and {w}", "I've got two allergies: {v} and {w}"],
    add=["turns out I'm allergic to {w} as well as {v}"],
    reasons=[],
    q=dict(
        current=["What is {n} allergic to?", "Which allergy does {n} have now?"],
        historical=["What was {n} allergic to before?"],
        as_of=["What was {n} allergic to on {d}?"],
        coexisting=["What allergies does {n} have?", "Which things is {n} allergic to?"],
    ),
)

EN["doctor"] = dict(
    label="GP",
    show="Dr {v}",
    fix=True,
    pool=[
        "Okafor",
        "Lindqvist",
        "Brennan",
        "Achebe",
        "Varga",
        "Whitlock",
        "Moreno",
        "Haddad",
        "Kowalczyk",
    ],
    say=["my GP is Dr {v}", "I'm registered with Dr {v}", "I see Dr {v} at the surgery"],
    now=["my GP is Dr {v} now", "I'm with Dr {v} now"],
    switch=["I moved from Dr {o} to Dr {v}", "I switched GP from Dr {o} to Dr {v}"],
    switch_new=["I registered with Dr {v}", "I moved onto Dr {v}'s list"],
    passing=[
        "Can you remind me to ring Dr {v}'s surgery at 8 on Monday? I need a repeat prescription.",
        "Write me a short email to Dr {v} asking for my blood test results — they're my GP.",
        "What should I ask Dr {v} about this rash? My GP appointment is on Thursday.",
    ],
    implied=[
        "Dr {v} has put me on a new inhaler, when should I take it?",
        "Can you add my appointment with Dr {v} on the 12th? First one at the new surgery.",
    ],
    plan=["I'm thinking of registering with Dr {v}", "I might move to Dr {v}'s practice"],
    distract=[
        "{Rel} says Dr {v} is brilliant. Not my GP though.",
        "Local paper says Dr {v} is opening a private clinic. Anyone I know?",
    ],
    nostalgia=[
        "Bumped into Dr {o} in the supermarket — my old GP! Anyway, set a timer for the "
        "pasta please."
    ],
    reasons=[
        ("my old GP retired", "retired"),
        ("the old surgery stopped covering my postcode", "postcode"),
        ("the receptionists were impossible", "receptionists"),
    ],
    q=dict(
        current=["Who is {n}'s GP now?", "Which doctor is {n} registered with at the moment?"],
        historical=["Who was {n}'s GP before?", "Which GP did {n} have previously?"],
        as_of=["Who was {n}'s GP on {d}?"],
        planning=["Which GP is {n} thinking of moving to?"],
        why=["Why did {n} change GP?", "Why did {n} move to Dr {v}?"],
    ),
)

EN["dentist"] = dict(
    label="dentist",
    show="Dr {v}",
    fix=True,
    pool=[
        "Fairweather",
        "Nakamura",
        "Quigley",
        "Abara",
        "Delacroix",
        "Petrova",
        "Rasmussen",
        "Oyelaran",
    ],
    say=["my dentist is Dr {v}", "I see Dr {v} for my teeth", "I go to Dr {v} for check-ups"],
    now=["my dentist is Dr {v} now", "I see Dr {v} for my teeth now"],
    switch=[
        "I moved from Dr {o} to Dr {v} for my teeth",
        "I switched dentist from Dr {o} to Dr {v}",
    ],
    switch_new=["I signed up with Dr {v} as my dentist", "I moved to Dr {v}'s dental practice"],
    passing=[
        "Remind me I've got a check-up with Dr {v} on the 3rd — my dentist charges if I miss it.",
        "My tooth has been aching since Sunday. Can you find Dr {v}'s number? She's my dentist.",
        "Can you draft a message to Dr {v}'s practice to move my dental appointment?",
    ],
    implied=[
        "Dr {v} says I need a crown. How long do they usually last?",
        "First cleaning with Dr {v} tomorrow. Anything I should ask?",
    ],
    plan=[
        "I'm thinking of moving to Dr {v} for my teeth",
        "I might register with Dr {v} as my dentist",
    ],
    distract=[
        "{Rel} loves her dentist, a Dr {v}. Mine's fine though.",
        "There's a billboard for Dr {v}'s whitening clinic on my road. Any good?",
    ],
    nostalgia=["Found an old appointment card from Dr {o}, my old dentist. Can I recycle those?"],
    reasons=[
        ("they stopped doing NHS appointments", "NHS"),
        ("the old one was really rough", "rough"),
        ("they fitted me in for an emergency and were lovely", "emergency"),
    ],
    q=dict(
        current=["Who is {n}'s dentist now?", "Which dentist does {n} go to these days?"],
        historical=["Who was {n}'s dentist before?", "Which dentist did {n} use to see?"],
        as_of=["Who was {n}'s dentist on {d}?"],
        planning=["Which dentist is {n} thinking of switching to?"],
        why=["Why did {n} change dentist?", "Why did {n} switch to Dr {v}?"],
    ),
)

EN["car"] = dict(
    label="car",
    brand=True,
    household=True,
    pool=[
        "Corolla",
        "Fiesta",
        "Octavia",
        "Yaris",
        "Ioniq 5",
        "Kuga",
        "Berlingo",
        "Qashqai",
        "Clio",
    ],
    say=["I drive {av}", "my car's {av}", "I've got {av}"],
    we=["our car is {av}", "we've got {av} as the family car"],
    now=["I drive {av} now", "I've got {av} now"],
    switch=["I traded in the {o} for {av}", "I sold the {o} and bought {av}"],
    switch_new=["I bought {av}", "I picked up {av}"],
    passing=[
        "When's the {v} due its MOT? I think it's March but remind me a week before.",
        "What tyre pressure should {av} run at? Mine's looking a bit flat.",
        "Find me a hand car wash near work that'll take {av}, mine is filthy.",
    ],
    implied=[
        "Where's the fuel cap release on {av}? Still getting used to it.",
        "How do I pair my phone with the {v}? Still learning where everything is.",
    ],
    plan=["I'm thinking of getting {av}", "I might buy {av} later this year"],
    distract=[
        "{Rel} just bought {av}. Is that a decent car?",
        "Saw a recall notice for the {v} on the news, glad it's not mine.",
    ],
    nostalgia=[
        "Saw {ao} like my old one in the car park, felt a pang. Anyway, what's the "
        "speed limit on single carriageways?"
    ],
    end=["I sold the {o}, no car for now", "I got rid of the {o} and I'm car-free at the moment"],
    restart=["I'm back on the road — got {av}", "I've got a car again, {av}"],
    reasons=[
        ("the gearbox went", "gearbox"),
        ("we needed a bigger boot for the pram", "pram"),
        ("the fuel costs were killing me", "fuel"),
    ],
    q=dict(
        current=["What car does {n} drive now?", "Which car has {n} got at the moment?"],
        historical=["What car did {n} have before?", "Which car did {n} drive previously?"],
        as_of=["What car was {n} driving on {d}?"],
        planning=["Which car is {n} thinking of buying?"],
        why=["Why did {n} change car?", "Why did {n} get the {v}?"],
    ),
)

EN["gym"] = dict(
    label="gym",
    brand=True,
    fix=True,
    pool=[
        "PureGym",
        "Gymbox",
        "Third Space",
        "Anytime Fitness",
        "Nuffield",
        "David Lloyd",
        "Virgin Active",
        "Fitness First",
    ],
    say=["I go to {v}", "my gym is {v}", "I've got a membership at {v}"],
    now=["I go to {v} now", "I'm {av} member now", "my gym's {v} these days"],
    switch=["I moved from {o} to {v}", "I cancelled {o} and joined {v}", "I swapped {o} for {v}"],
    switch_new=["I joined {v}", "I signed up at {v}"],
    passing=[
        "What time does {v} open on bank holidays? Want to get a session in before lunch.",
        "Can you block out 6 to 7 on Tuesdays and Thursdays for {v}? That's my gym slot.",
        "Can you make me a 45-minute upper-body routine? I'll do it at {v}, they have all the "
        "usual kit.",
        "Remind me to pack my padlock for {v} tomorrow, I keep forgetting it.",
    ],
    implied=[
        "Just booked my induction at {v}, what should I ask the trainer?",
        "The {v} app says my first payment comes out on the 1st, remind me to check it?",
    ],
    plan=["I'm thinking of joining {v}", "I might move to {v} in the new year"],
    distract=[
        "My brother just joined {v} and won't shut up about it.",
        "Saw a flyer for a new {v} opening by the station — {rel} is already signed up.",
    ],
    nostalgia=[
        "Walked past {o} today and felt weirdly nostalgic. Anyway, what's a good "
        "stretch for tight hamstrings?"
    ],
    end=[
        "I've cancelled my {o} membership, no gym for now",
        "I quit {o} and I'm not going anywhere else for the moment",
    ],
    reasons=[
        ("the old place got way too crowded", "crowded"),
        ("the new one has a pool", "pool"),
        ("they put the price up again", "price"),
    ],
    q=dict(
        current=["Which gym does {n} go to now?", "Where does {n} work out these days?"],
        historical=["Which gym did {n} go to before?", "Which gym was {n} a member of previously?"],
        as_of=["Which gym was {n} going to on {d}?"],
        planning=["Which gym is {n} thinking of joining?"],
        why=["Why did {n} change gyms?", "Why did {n} join {v}?"],
    ),
)

EN["class"] = dict(
    label="fitness class",
    pool=["yoga", "pilates", "spin", "boxing", "bouldering", "Zumba", "barre", "HIIT"],
    say=["I do {v} classes", "my weekly class is {v}", "I'm doing {v} at the moment"],
    now=["I do {v} now", "I've taken up {v}", "my class is {v} these days"],
    switch=["I dropped {o} and took up {v}", "I switched from {o} classes to {v}"],
    switch_new=["I started {v} classes", "I signed up for {v}"],
    passing=[
        "Can you add my {v} class to the calendar, Wednesdays at 7? It's my regular one.",
        "What should I eat before {v}? I always feel light-headed halfway through my class.",
        "Remind me to bring a water bottle to {v} tonight, they never have cups.",
    ],
    implied=[
        "My legs are destroyed after {v} this morning. Any good stretches?",
        "Can you find me some decent kit for {v}? I'm going twice a week now.",
    ],
    plan=["I'm thinking of trying {v}", "I want to start {v} after the summer"],
    distract=[
        "{Rel} has started {v} and keeps sending me videos of it.",
        "Is {v} actually good for your back? Read an article saying it's overrated.",
    ],
    nostalgia=[
        "Found my old {o} stuff in the cupboard, feels like another life. Where can I "
        "donate sports gear?"
    ],
    end=["I've stopped going to {o}, no classes for now", "I quit {o} and haven't replaced it"],
    coexist=["I do both {v} and {w} now", "I'm doing {v} on Mondays and {w} on Thursdays"],
    add=["I've added {w} on top of my {v} class", "as well as {v}, I'm doing {w} now"],
    scoped=[
        "I do {v}, except {s} when it's {x}",
        "my class is {v} — except {s}, then I do {x} instead",
    ],
    scopes=["on Fridays", "in the school holidays", "when I'm at my mum's"],
    reasons=[
        ("my physio recommended it", "physio"),
        ("my knee couldn't take the jumping any more", "knee"),
        ("a friend dragged me along and I loved it", "dragged"),
    ],
    q=dict(
        current=["What fitness class does {n} do now?", "Which class is {n} going to these days?"],
        historical=["What class did {n} do before?", "Which fitness class did {n} use to go to?"],
        as_of=["What fitness class was {n} doing on {d}?"],
        planning=["Which class is {n} thinking of trying?"],
        why=["Why did {n} switch classes?", "Why did {n} take up {v}?"],
        coexisting=["Which fitness classes does {n} do?"],
    ),
)

EN["streaming"] = dict(
    label="streaming service",
    brand=True,
    household=True,
    pool=[
        "Netflix",
        "Disney+",
        "Prime Video",
        "Apple TV+",
        "Mubi",
        "Paramount+",
        "Crunchyroll",
        "BritBox",
    ],
    say=["I've got {v}", "I watch everything on {v}", "my streaming subscription is {v}"],
    we=["we've got {v} at home", "our household subscription is {v}"],
    now=["I've got {v} now", "I'm on {v} these days", "my subscription's {v} now"],
    switch=["I cancelled {o} and got {v} instead", "I swapped {o} for {v}"],
    switch_new=["I signed up to {v}", "I subscribed to {v}"],
    passing=[
        "Can you recommend a thriller on {v}? That's the only one I pay for.",
        "What's new on {v} this week? Need something for tonight.",
        "Is there a decent baking show on {v}? It's the only service I have.",
    ],
    implied=[
        "How do I add a profile for my niece on {v}? She's staying with me for a bit.",
        "{v} keeps buffering on the telly, any fixes?",
    ],
    plan=["I'm thinking of getting {v}", "I might sign up for a free {v} trial"],
    distract=[
        "Apparently {v} is putting its prices up again — saw it on the news.",
        "{Rel} won't stop going on about some show on {v}.",
    ],
    nostalgia=[
        "Just realised the show I liked is only on {o}, which I don't have any more. Ah "
        "well — any similar ones?"
    ],
    end=[
        "I cancelled {o}, no streaming at all for now",
        "I've dropped {o} and I'm not paying for anything else right now",
    ],
    coexist=["I've got both {v} and {w}", "I pay for {v} and {w}"],
    add=["I've added {w} alongside {v}", "I got {w} as well as {v}"],
    reasons=[
        ("they cracked down on password sharing", "password"),
        ("it got too expensive", "expensive"),
        ("the new one has the football", "football"),
    ],
    q=dict(
        current=[
            "Which streaming service does {n} have now?",
            "What does {n} stream on these days?",
        ],
        historical=[
            "Which streaming service did {n} have before?",
            "What did {n} use to stream on?",
        ],
        as_of=["Which streaming service did {n} have on {d}?"],
        planning=["Which streaming service is {n} thinking of getting?"],
        why=["Why did {n} change streaming service?", "Why did {n} get {v}?"],
        coexisting=["Which streaming services does {n} pay for?"],
    ),
)

EN["bank"] = dict(
    label="bank",
    brand=True,
    fix=True,
    household=True,
    pool=[
        "Monzo",
        "Starling",
        "Revolut",
        "HSBC",
        "Barclays",
        "Lloyds",
        "First Direct",
        "NatWest",
        "Santander",
    ],
    say=[
        "I bank with {v}",
        "my main account is with {v}",
        "everything goes through my {v} account",
        "I'm with {v} for everything",
    ],
    we=["our joint account is with {v}", "we bank with {v}, both of us"],
    now=["I'm with {v} now", "my main account is with {v} now", "I bank with {v} these days"],
    switch=[
        "I moved my current account from {o} to {v}",
        "I switched banks from {o} to {v}",
        "I left {o} and moved everything over to {v}",
    ],
    switch_new=["I moved my current account over to {v}", "I switched my banking to {v}"],
    passing=[
        "Can you find the number for {v}? My card got declined twice today and they're my bank.",
        "Remind me to move the bills money into my {v} account on the 28th — that's where my "
        "salary lands.",
        "How do I set up a standing order in the {v} app? It's my main bank and I've never done "
        "one.",
        "Does {v} charge for spending abroad? I'm off to see friends next month and that's my "
        "bank.",
    ],
    implied=[
        "My new {v} card arrived, how do I add it to my phone wallet?",
        "The {v} app wants me to verify my ID again, is that normal for a new account?",
        "Remind me to give payroll my new {v} account details before the 20th.",
    ],
    plan=["I'm thinking of moving my account to {v}", "I might switch to {v} this spring"],
    distract=[
        "{Rel} keeps telling me to open an account with {v}. Is it actually any good?",
        "Did you see {v} had an outage this morning? Glad that's not my bank.",
        "I keep getting ads for {v} on every podcast. Make it stop.",
    ],
    nostalgia=[
        "Found an old {o} card in a drawer. Can I just cut it up?",
        "Got a letter from {o} about an account I closed ages ago — do I need to do anything?",
    ],
    coexist=[
        "I've got accounts with both {v} and {w} — {v} for bills, {w} for day-to-day",
        "I use {v} and {w}, both of them",
    ],
    add=[
        "I've opened an account with {w} too, alongside {v}",
        "I'm keeping {v} but I've added {w} for savings",
    ],
    reasons=[
        ("their monthly fees went up", "fees"),
        ("they shut the branch near me", "branch"),
        ("the new one pays proper interest on savings", "interest"),
    ],
    q=dict(
        current=["Which bank does {n} use now?", "Who does {n} bank with at the moment?"],
        historical=["Which bank was {n} with before?", "Where did {n} bank before switching?"],
        as_of=["Which bank was {n} with on {d}?"],
        planning=["Which bank is {n} thinking of moving to?"],
        why=["Why did {n} switch banks?", "Why did {n} move to {v}?"],
        coexisting=["Which banks does {n} have accounts with?"],
    ),
)

EN["nursery"] = dict(
    label="nursery",
    fix=True,
    household=True,
    pool=[
        "Little Acorns",
        "Treetops",
        "Ladybird House",
        "Maple Grove",
        "Bluebell",
        "St Aidan's",
        "Oakfield Primary",
        "Hillcrest",
    ],
    say=["my {kid} goes to {v}", "my {kid}'s at {v}", "our little one is at {v}"],
    we=["we've got our {kid} at {v}", "our {kid} goes to {v}"],
    now=["my {kid} is at {v} now", "my {kid}'s started at {v}"],
    switch=["we moved my {kid} from {o} to {v}", "my {kid} left {o} and started at {v}"],
    switch_new=["my {kid} started at {v}", "we moved my {kid} to {v}"],
    passing=[
        "Can you remind me it's pyjama day at {v} on Friday? My {kid} will never forgive me "
        "otherwise.",
        "What time is pickup at {v} on Wednesdays? I keep forgetting and my {kid} is always "
        "last out.",
        "Draft a note to {v} saying my {kid} will be off on Monday with a cold.",
    ],
    implied=[
        "First parents' evening at {v} next week — what should I ask?",
        "{v} sent home a list of spare clothes to label. Can you add name labels to the "
        "shopping list?",
    ],
    plan=[
        "we're hoping to get my {kid} into {v}",
        "we've put my {kid} on the waiting list for {v}",
    ],
    distract=[
        "{Rel}'s kids go to {v}, apparently the food there is amazing.",
        "Saw {v} won some local award. Not ours, but nice.",
    ],
    nostalgia=["Drove past {o} this morning and got a bit teary. Anyway, remind me to buy milk."],
    reasons=[
        ("the staff turnover at the old place was awful", "turnover"),
        ("the new one does forest school", "forest"),
        ("the old place got a bad Ofsted report", "Ofsted"),
    ],
    q=dict(
        current=[
            "Which nursery or school does {n}'s child go to now?",
            "Where is {n}'s kid at nursery or school these days?",
        ],
        historical=["Which nursery did {n}'s child go to before?"],
        as_of=["Which nursery or school was {n}'s child at on {d}?"],
        planning=["Which nursery or school is {n} hoping to get their child into?"],
        why=[
            "Why did {n} move their child to a different nursery?",
            "Why did {n}'s child move to {v}?",
        ],
    ),
)

EN["partner"] = dict(
    label="partner",
    household=True,
    pool=[
        "Tom",
        "Ellie",
        "Jamie",
        "Chloe",
        "Dev",
        "Oliver",
        "Theo",
        "Zara",
        "Ruth",
        "Aaron",
        "Lauren",
        "Miguel",
    ],
    say=["my partner is {v}", "I'm with {v}", "{v} and I have been together a while now"],
    we=["{v} and I live together", "{v} and I share the flat"],
    now=["I'm seeing {v} now", "my partner is {v} now"],
    switch=["I split up with {o}, and now I'm seeing {v}"],
    switch_new=["I started seeing {v}", "I got together with {v}"],
    passing=[
        "Book a table for two on Saturday — me and {v}, somewhere quiet.",
        "What should I get {v} for our anniversary? They're really into cooking.",
        "Remind me that {v}'s parents are visiting us next weekend.",
    ],
    implied=[
        "Can you find a weekend away for me and {v}? It'll be our first trip together.",
        "{v} is coming round for dinner for the first time tonight, what should I cook?",
    ],
    distract=[
        "My friend's new partner is called {v}, which made me laugh.",
        "{Rel} is dating someone called {v} now.",
    ],
    nostalgia=[
        "Heard the song {o} and I used to dance to in the kitchen. Anyway, what's on at the cinema?"
    ],
    end=[
        "{o} and I broke up, I'm single for now",
        "I'm not with {o} any more, on my own for the moment",
    ],
    restart=["I'm seeing someone new — {v}", "I've started seeing {v}"],
    reasons=[],
    q=dict(
        current=["Who is {n}'s partner now?", "Who is {n} seeing these days?"],
        historical=["Who was {n}'s partner before?", "Who was {n} with previously?"],
        as_of=["Who was {n}'s partner on {d}?"],
    ),
)

EN["pet"] = dict(
    label="pet",
    fixlabel="pet's name",
    household=True,
    fix=True,
    no_change=True,
    pool=[
        "Bramble",
        "Ziggy",
        "Otis",
        "Luna",
        "Juniper",
        "Pixel",
        "Rascal",
        "Hamish",
        "Tilly",
        "Bruno",
        "Wilbur",
        "Mabel",
    ],
    say=["I've got a {pet} called {v}", "my {pet} is called {v}"],
    we=["we've got a {pet} called {v}", "our {pet}'s name is {v}"],
    now=["I've got a {pet} now, {v}", "we adopted a {pet} called {v}"],
    passing=[
        "How much should I be feeding {v}? My {pet} has put on a bit of weight.",
        "Remind me {v}'s flea treatment is due on the 1st.",
        "Find me a {pet}-sitter for the weekend of the 14th, {v} can't come with us.",
    ],
    implied=[
        "{v} has been sick twice today, when should I worry?",
        "Can you book the vet for {v}'s jabs next week?",
    ],
    plan=[
        "we're thinking of adopting a {pet} and calling it {v}",
        "I want to get a second {pet} and call it {v}",
    ],
    plan_again=[
        "Still thinking about another {pet}. {v} is the name if we do it.",
        "No new {pet} yet, but {v} is still the plan for the name.",
    ],
    distract=[
        "My neighbour's {pet} is called {v}, it keeps sneaking into our garden.",
        "{Rel} just named their puppy {v}. Cute.",
    ],
    nostalgia=[
        "Found one of {o}'s old toys under the sofa. Miss that {pet}. Anyway, remind me to hoover."
    ],
    end=[
        "we lost {o} last week, no pets for now",
        "{o} died on Sunday. Not getting another one for a while",
    ],
    restart=["we've adopted a {pet} called {v}", "there's a new {pet} in the house — {v}"],
    coexist=["we've got two {pet}s, {v} and {w}", "I've got {v} and {w}, both {pet}s"],
    add=["we've got a second {pet} now, {w}, to keep {v} company"],
    reasons=[],
    q=dict(
        current=["What is {n}'s pet called?", "What's the name of {n}'s {pet} now?"],
        historical=["What was {n}'s pet called before?"],
        as_of=["What was {n}'s pet called on {d}?"],
        planning=["What is {n} planning to call the new pet?"],
        coexisting=["What are {n}'s pets called?"],
    ),
)

EN["airline"] = dict(
    label="airline",
    brand=True,
    pool=[
        "British Airways",
        "KLM",
        "easyJet",
        "Ryanair",
        "Lufthansa",
        "Aer Lingus",
        "Emirates",
        "Jet2",
        "Iberia",
    ],
    say=["I fly {v} whenever I can", "I always book {v}", "my airline of choice is {v}"],
    now=["I fly {v} now", "I'm flying {v} these days"],
    switch=["I switched from {o} to {v} for flights", "I stopped flying {o} and moved to {v}"],
    switch_new=["I moved my frequent-flyer stuff over to {v}"],
    passing=[
        "Find me flights to Rome in May — {v} if possible, it's who I always fly with.",
        "Can you check me in for my {v} flight on Friday? I always fly with them.",
        "What's the hand luggage allowance on {v}? It's my usual airline and I never remember.",
    ],
    implied=[
        "My {v} status card came through, what perks do I actually get?",
        "Remind me to use my {v} points before they expire.",
    ],
    plan=["I'm thinking of switching to {v}", "I might try {v} for the next few trips"],
    distract=[
        "{v} had a strike this week according to the news — glad I'm not flying.",
        "{Rel} flew {v} and said the food was grim.",
    ],
    nostalgia=["Found an old {o} boarding pass in my coat. How long is a flight to Athens anyway?"],
    scoped=[
        "I fly {v}, except {s} when I go {x}",
        "my airline's {v} — except {s}, that's always {x}",
    ],
    scopes=["on short hops", "for work trips", "for anything to Spain"],
    reasons=[
        ("they lost my bag twice", "bag"),
        ("the legroom was awful", "legroom"),
        ("the delays were constant", "delays"),
    ],
    q=dict(
        current=["Which airline does {n} prefer now?", "Who does {n} usually fly with these days?"],
        historical=["Which airline did {n} prefer before?", "Who did {n} use to fly with?"],
        as_of=["Which airline was {n} flying with on {d}?"],
        planning=["Which airline is {n} thinking of switching to?"],
        why=["Why did {n} change airline?", "Why did {n} start flying {v}?"],
    ),
)

EN["seat"] = dict(
    label="seat preference",
    pool=["aisle", "window", "exit row", "bulkhead"],
    say=["I always sit in the {v}", "I prefer the {v} when I fly", "{v} seat for me, always"],
    now=["I go for the {v} now", "I pick the {v} these days"],
    switch=["I switched from the {o} to the {v}"],
    switch_new=["I started booking the {v}"],
    passing=[
        "Pick me a seat on Tuesday's flight — the {v}, as usual.",
        "Can you check my booking and grab the {v} if it's free? That's what I always go for.",
        "When seat selection opens for my flight, put me in the {v} like always.",
    ],
    implied=["Got the {v} again, bliss. Can you find an audiobook for a three-hour flight?"],
    distract=[
        "{Rel} always takes the {v}, no idea why.",
        "Read an article ranking the {v} as the worst seat on a plane. Thoughts?",
    ],
    scoped=[
        "I take the {v}, except {s} when I want the {x}",
        "the {v} for me — except {s}, then it's the {x}",
    ],
    scopes=["on night flights", "on long-haul", "when I'm flying with the kids"],
    reasons=[
        ("I get claustrophobic", "claustrophobic"),
        ("I'm up and down all flight since my hip operation", "hip"),
        ("I like leaning on the wall to sleep", "leaning"),
    ],
    q=dict(
        current=["Which seat does {n} prefer now?", "Where does {n} like to sit on a plane?"],
        historical=["Which seat did {n} prefer before?"],
        as_of=["Which seat did {n} prefer on {d}?"],
        why=["Why did {n} change seat preference?", "Why does {n} go for the {v} now?"],
    ),
)

EN["instrument"] = dict(
    label="instrument",
    pool=["piano", "cello", "guitar", "ukulele", "violin", "drums", "saxophone", "trumpet"],
    say=["I'm learning {v}", "I play {v}", "I have {v} lessons"],
    now=["I'm learning {v} now", "I've taken up {v}"],
    switch=["I gave up {o} and started {v}", "I switched from {o} to {v}"],
    switch_new=["I started {v} lessons", "I took up {v}"],
    passing=[
        "Can you find me some beginner {v} pieces I might actually enjoy? My lesson books are "
        "so dull.",
        "Remind me to practise {v} for 20 minutes every evening — lesson's on Saturday.",
        "Any tips for sight-reading on {v}? I'm learning and it's my weak spot.",
    ],
    implied=[
        "Just had my first {v} lesson! Can you suggest a metronome app?",
        "Can you look up the {v} exam grades? My tutor thinks I'm nearly ready for grade 2.",
    ],
    plan=["I'd like to start {v}", "I'm thinking of learning {v} next year"],
    distract=[
        "{Rel} is learning {v} and the whole street can hear it.",
        "Saw a busker playing {v} brilliantly at the station.",
    ],
    nostalgia=["Found my old {o} books under the bed. Where can I donate sheet music?"],
    end=[
        "I've stopped {o}, not learning anything right now",
        "I gave up {o} — no instrument for now",
    ],
    coexist=["I'm learning {v} and {w}", "I do {v} and {w} lessons now"],
    add=["I've started {w} as well as {v}"],
    reasons=[
        ("the people next door complained", "complained"),
        ("my teacher moved away", "teacher"),
        ("my fingers hurt too much", "fingers"),
    ],
    q=dict(
        current=[
            "What instrument is {n} learning now?",
            "Which instrument does {n} play these days?",
        ],
        historical=["What instrument was {n} learning before?"],
        as_of=["What instrument was {n} learning on {d}?"],
        planning=["Which instrument is {n} planning to learn?"],
        why=["Why did {n} switch instrument?", "Why did {n} take up {v}?"],
        coexisting=["Which instruments is {n} learning?"],
    ),
)

EN["language"] = dict(
    label="language course",
    pool=[
        "Spanish",
        "Japanese",
        "Portuguese",
        "Korean",
        "Italian",
        "Welsh",
        "Mandarin",
        "Swedish",
        "Arabic",
    ],
    say=["I'm learning {v}", "I'm studying {v}", "I do {v} on the app every morning"],
    now=["I'm learning {v} now", "I've started {v}"],
    switch=["I dropped {o} and switched to {v}", "I went from learning {o} to {v}"],
    switch_new=["I started learning {v}", "I signed up for {v} evening classes"],
    passing=[
        "How do you say 'could I have the bill' in {v}? Practising for my lessons.",
        "Can you quiz me on ten {v} verbs? I'm learning and need the practice.",
        "Send me a short {v} sentence every day at 8am — it's the language I'm learning.",
    ],
    implied=[
        "What's the difference between the two past tenses in {v}? My homework is due Thursday.",
        "Can you find me someone to practise {v} with online? My speaking is way behind "
        "my reading.",
    ],
    plan=["I want to start learning {v}", "I'm thinking of doing {v} next"],
    distract=[
        "{Rel} speaks fluent {v}, so jealous.",
        "Saw an article saying {v} is one of the hardest languages for English speakers. True?",
    ],
    nostalgia=["Found my old {o} flashcards. Remind me to sort the spare room at the weekend."],
    end=[
        "I've stopped learning {o}, taking a break from languages",
        "I gave up on {o} — nothing for now",
    ],
    coexist=["I'm learning {v} and {w} at the same time", "I'm doing {v} and {w}"],
    add=["I've picked up {w} as well as {v}"],
    reasons=[
        ("my in-laws all speak it", "in-laws"),
        ("I've got a long work placement there next year", "placement"),
        ("a language exchange started at work", "exchange"),
    ],
    q=dict(
        current=[
            "What language is {n} learning now?",
            "Which language is {n} studying these days?",
        ],
        historical=["What language was {n} learning before?"],
        as_of=["What language was {n} learning on {d}?"],
        planning=["Which language is {n} planning to learn?"],
        why=["Why did {n} switch languages?", "Why did {n} start learning {v}?"],
        coexisting=["Which languages is {n} learning?"],
    ),
)

EN["club"] = dict(
    label="running club",
    brand=True,
    fix=True,
    pool=[
        "Riverside Runners",
        "Northside Striders",
        "Parkside Pacers",
        "Hilltop Harriers",
        "Valley Velo",
        "Red Kite Cycling",
        "Eastside Track Club",
        "Mill Lane Joggers",
    ],
    say=["I run with {v}", "I'm a member of {v}", "my club is {v}"],
    now=["I'm with {v} now", "I've joined {v}"],
    switch=["I left {o} and joined {v}", "I moved clubs from {o} to {v}"],
    switch_new=["I joined {v}", "I signed up with {v}"],
    passing=[
        "What time is sunrise on Sunday? {v} has an early session and I don't want to be late.",
        "Remind me to pay my {v} subs before the end of the month.",
        "Can you add the {v} Tuesday session to my calendar? 6:30 at the usual spot.",
    ],
    implied=[
        "Got my first {v} club top! How do I wash technical fabrics?",
        "{v} have put me in the intermediate group already. Any tips for keeping up?",
    ],
    plan=["I'm thinking of joining {v}", "I might try a taster session with {v}"],
    distract=[
        "{v} are putting on a 10k in town — {rel} is doing it.",
        "{Rel} is in {v}, says the social side is great.",
    ],
    nostalgia=[
        "Saw the {o} lot out on the towpath this morning. Anyway, remind me about the bins."
    ],
    end=[
        "I've left {o}, no club at the moment",
        "I quit {o} and I'm just going out on my own for now",
    ],
    reasons=[
        ("the old club got too competitive", "competitive"),
        ("the new lot have a marathon training group", "marathon"),
        ("their sessions clashed with swimming lessons", "swimming"),
    ],
    q=dict(
        current=["Which club is {n} in now?", "Who does {n} run or ride with these days?"],
        historical=["Which club was {n} in before?", "Which club did {n} use to belong to?"],
        as_of=["Which club was {n} a member of on {d}?"],
        planning=["Which club is {n} thinking of joining?"],
        why=["Why did {n} change club?", "Why did {n} join {v}?"],
    ),
)

EN["team"] = dict(
    label="team",
    fix=True,
    pool=[
        "Payments",
        "Checkout",
        "Billing",
        "Onboarding",
        "Fraud",
        "Observability",
        "Localisation",
        "Growth",
    ],
    say=["I'm in the {v} team", "I work on {v}", "my team is {v}"],
    now=["I'm on the {v} team now", "I've moved to {v}"],
    switch=["I moved from {o} to {v} at work", "I transferred from the {o} team to {v}"],
    switch_new=["I transferred to the {v} team", "I joined {v} at work"],
    passing=[
        "Can you draft a standup update for the {v} team? Yesterday I finished the migration "
        "ticket.",
        "Remind me the {v} team retro has moved to Thursday at 3.",
        "Write a short Slack message to the {v} channel saying I'm off sick today — it's my team.",
    ],
    implied=[
        "First week in {v} — can you help me plan what to read up on?",
        "Can you summarise this doc about {v} metrics? My new team's planning is tomorrow.",
    ],
    plan=["I'm trying to move to the {v} team", "I've applied for an internal move to {v}"],
    distract=[
        "{Rel} is on the {v} team at another company, funny coincidence.",
        "Our {v} team had a massive outage, glad I'm not on call there.",
    ],
    nostalgia=["Had lunch with the old {o} crew. Remind me to send them the photos."],
    reasons=[
        ("of the reorg", "reorg"),
        ("I wanted more backend work", "backend"),
        ("it came with a promotion", "promotion"),
    ],
    q=dict(
        current=["Which team is {n} in now?", "What team does {n} work in at the moment?"],
        historical=["Which team was {n} in before?"],
        as_of=["Which team was {n} in on {d}?"],
        planning=["Which team is {n} trying to move to?"],
        why=["Why did {n} change team?", "Why did {n} move to {v}?"],
    ),
)

EN["manager"] = dict(
    label="manager",
    fixlabel="manager's name",
    fix=True,
    pool=[
        "Harriet",
        "Oluwaseun",
        "Mateus",
        "Brigid",
        "Kenji",
        "Ingrid",
        "Sunil",
        "Gareth",
        "Niamh",
        "Rosalind",
    ],
    say=["my manager is {v}", "I report to {v}", "{v} is my line manager"],
    now=["I report to {v} now", "my manager's {v} now"],
    switch=["my manager changed from {o} to {v}", "I stopped reporting to {o}; it's {v} now"],
    switch_new=["I got a new manager, {v}"],
    passing=[
        "Can you draft an agenda for my 1:1 with {v}? My manager likes things written down.",
        "Remind me to send {v} my holiday dates — my manager needs them by Friday.",
        "Help me word a message to {v} asking to leave early on Thursday; they're my manager.",
    ],
    implied=[
        "{v} wants a quick intro from everyone on the team, can you help me write two "
        "lines about myself?",
        "First 1:1 with {v} tomorrow. What should I bring up?",
    ],
    distract=[
        "{Rel}'s boss is also called {v}, small world.",
        "Read an interview with some CEO called {v}. Not my {v}, obviously.",
    ],
    nostalgia=["Got a lovely message from {o}, my old manager. Can you help me reply?"],
    reasons=[
        ("my old manager went on parental leave", "parental"),
        ("my old manager got promoted to director", "director"),
        ("of a restructure", "restructure"),
    ],
    q=dict(
        current=["Who is {n}'s manager now?", "Who does {n} report to these days?"],
        historical=["Who was {n}'s manager before?", "Who did {n} report to previously?"],
        as_of=["Who was {n}'s manager on {d}?"],
        why=["Why did {n}'s manager change?", "Why does {n} report to {v} now?"],
    ),
)

EN["stack"] = dict(
    label="main programming language",
    pool=[
        "Kotlin",
        "TypeScript",
        "Elixir",
        "Django",
        "Scala",
        "Haskell",
        "Flutter",
        "Rust",
        "Svelte",
        "Clojure",
    ],
    say=["I code in {v}", "I write {v} at work", "my day job is mostly {v}"],
    now=["I'm writing {v} now", "I code in {v} these days"],
    switch=["I moved from {o} to {v}", "we migrated from {o} to {v} and I'm on it full-time"],
    switch_new=["I started working in {v}", "I moved over to {v} at work"],
    passing=[
        "Can you explain how async error handling works in {v}? It's what I code in and I keep "
        "getting it wrong.",
        "Find me a good {v} podcast for the train, it's my main language at work.",
        "Write me a regex that matches ISO dates — I'll use it in {v}, that's what our code is in.",
    ],
    implied=[
        "Which {v} linter setup is most common? Just set up my new project.",
        "Can you recommend a good {v} book for someone two months in?",
    ],
    plan=["we might move our services to {v}", "I'm thinking of learning {v} properly for work"],
    distract=[
        "Saw a conference talk about {v}, looked interesting but not for us.",
        "{Rel} swears {v} is the future. I'm not convinced.",
    ],
    nostalgia=[
        "Had to read some of my old {o} code today, brought back memories. Anyway, any "
        "dinner ideas?"
    ],
    coexist=["I write {v} and {w}, split about half and half", "I work in both {v} and {w}"],
    add=["I'm doing some {w} now too, alongside {v}"],
    scoped=["I code in {v}, except {s}, which is {x}", "it's {v} for me — except {s}, that's {x}"],
    scopes=["the reporting service", "the mobile app", "our internal tools"],
    reasons=[
        ("the client insisted", "client"),
        ("we rewrote things for performance", "performance"),
        ("it makes hiring easier", "hiring"),
    ],
    q=dict(
        current=[
            "What does {n} code in now?",
            "Which language or framework does {n} use at work these days?",
        ],
        historical=["What did {n} code in before?"],
        as_of=["What was {n} coding in on {d}?"],
        planning=["What is {n} thinking of moving to for coding?"],
        why=["Why did {n} switch programming language?", "Why did {n} move to {v}?"],
        coexisting=["Which languages or frameworks does {n} code in?"],
    ),
)

EN["coffee"] = dict(
    label="coffee order",
    pool=[
        "flat white",
        "cortado",
        "americano",
        "oat cappuccino",
        "matcha",
        "macchiato",
        "mocha",
        "long black",
    ],
    say=["my usual is {av}", "I always get {av}", "my coffee order is {av}"],
    now=["I get {av} now", "my usual's {av} these days"],
    switch=["I went from {o} to {v}", "I swapped my {o} for {av}"],
    switch_new=["I switched to {v}", "I changed my usual to {av}"],
    passing=[
        "Find me a café near the station that does a decent {v} — that's my usual.",
        "Can you add {av} to my order on the coffee app for 8:15? Same as always.",
        "Remind me to pick up drinks for the team — mine's {av}, obviously.",
    ],
    implied=[
        "Third {v} today. Is that too much?",
        "Can you find a way to make {av} at home? I'm spending a fortune on them every morning.",
    ],
    distract=[
        "{Rel} drinks {v} by the bucket, I don't get it.",
        "Saw a headline saying {v} is the trendy drink this year.",
    ],
    nostalgia=[
        "Walked past the place that did the best {o}. Miss it. Anyway, what's the time in New York?"
    ],
    end=["I've given up coffee completely — no {o}, nothing", "I'm off caffeine, so no more {o}"],
    scoped=[
        "my usual's {av}, except {s} when I have {ax}",
        "I get {av} — except {s}, then it's {ax}",
    ],
    scopes=["on Fridays", "after lunch", "at weekends"],
    reasons=[
        ("caffeine late in the day was giving me insomnia", "insomnia"),
        ("the barista talked me into it", "barista"),
        ("the old one gave me heartburn", "heartburn"),
    ],
    q=dict(
        current=[
            "What's {n}'s coffee order now?",
            "What does {n} usually order at the café these days?",
        ],
        historical=[
            "What did {n} use to order at the café?",
            "What was {n}'s coffee order before?",
        ],
        as_of=["What was {n}'s usual coffee on {d}?"],
        why=["Why did {n} change coffee order?", "Why does {n} order {v} now?"],
    ),
)

EN["home_city"] = dict(
    label="home city",
    household=True,
    pool=[
        "Leeds",
        "Bristol",
        "Manchester",
        "Glasgow",
        "Edinburgh",
        "Cardiff",
        "Sheffield",
        "Nottingham",
        "Brighton",
        "Dublin",
        "Lisbon",
        "Rotterdam",
        "Copenhagen",
        "Ghent",
    ],
    say=["I live in {v}", "home is {v}", "I'm based in {v}"],
    we=["we live in {v}", "we're in {v}"],
    now=["I live in {v} now", "I'm in {v} these days"],
    switch=["I moved from {o} to {v}", "I left {o} and moved to {v}"],
    switch_new=["I moved to {v}", "I relocated to {v}"],
    passing=[
        "What's the weather doing in {v} this weekend? I live there and want to plan a walk.",
        "Find me a good Sunday roast near me in {v}.",
        "Are there any late-night pharmacies open in {v}? It's where I live.",
    ],
    implied=[
        "Can you set a reminder for my first council tax bill from {v} council? New "
        "place, new bills.",
        "How do I register to vote in {v}? Just got here.",
    ],
    plan=["I'm planning to move to {v}", "we're thinking about moving to {v}"],
    retract=[
        "Actually scratch that, we didn't take the {x} flat — still in {c}.",
        "Forget what I said about {x}; the flat fell through and we're staying in {c}.",
    ],
    distract=[
        "{v} was on the news for flooding today, glad I'm not there.",
        "{Rel} just moved to {v}.",
    ],
    nostalgia=["Still miss the cafés back in {o}. Anyway, can you suggest a book?"],
    reasons=[
        ("my partner got a job at the university there", "university"),
        ("the rent was half what we paid before", "rent"),
        ("I got a research fellowship there", "fellowship"),
    ],
    q=dict(
        current=["Where does {n} live now?", "Which city is {n} based in these days?"],
        historical=["Where did {n} live before?", "Which city was {n} in previously?"],
        as_of=["Where was {n} living on {d}?"],
        planning=["Where is {n} planning to move?"],
        why=["Why did {n} move?", "Why did {n} move to {v}?"],
    ),
)

EN["neighbourhood"] = dict(
    label="neighbourhood",
    household=True,
    fix=True,
    pool=[],  # per person, from CITY_HOODS
    say=["I live in {v}", "I'm in {v}, in {city}", "home is {v}"],
    we=["we live in {v}", "our flat's in {v}"],
    now=["I live in {v} now", "I'm in {v} now"],
    switch=["I moved from {o} to {v}", "we moved across {city} from {o} to {v}"],
    switch_new=["I moved to {v}", "we moved over to {v}"],
    passing=[
        "Find me a takeaway that delivers to {v} after 10pm.",
        "What's the nearest library to {v}? It's where I live now and I need to print something.",
        "Any bin collection changes in {v} over the bank holiday?",
    ],
    implied=[
        "Just got the keys to the {v} place! What should I check on the first day?",
        "Can you update my delivery address to the new flat in {v}?",
    ],
    plan=["we're thinking of moving to {v}", "I'm planning to move to {v}"],
    retract=[
        "Actually scratch that, we didn't take the {x} flat — still in {c}.",
        "Ignore what I said about {x}, the flat fell through. We're staying in {c}.",
    ],
    distract=[
        "{v} had a big fire on the news this morning — not our area, thankfully.",
        "{Rel} just bought a place in {v}.",
    ],
    nostalgia=["Miss the bakery back in {o}. Anyway, can you find me a sourdough recipe?"],
    reasons=[
        ("we needed a garden", "garden"),
        ("the street was so noisy at night", "noisy"),
        ("the flat above flooded ours", "flooded"),
    ],
    q=dict(
        current=[
            "Which neighbourhood does {n} live in now?",
            "What part of town is {n} in these days?",
        ],
        historical=["Which neighbourhood did {n} live in before?"],
        as_of=["Which neighbourhood was {n} living in on {d}?"],
        planning=["Which neighbourhood is {n} planning to move to?"],
        why=["Why did {n} move?", "Why did {n} move to {v}?"],
    ),
)

EN["work_pattern"] = dict(
    label="working pattern",
    pool=["fully remote", "hybrid", "office-based", "part-time"],
    say=["I'm {v} at work", "my job's {v}"],
    now=["I'm {v} now", "I've gone {v}"],
    switch=["I went from {o} to {v}", "work moved me from {o} to {v}"],
    switch_new=["I went {v}", "I switched to being {v}"],
    passing=[
        "Can you block my calendar so I don't get meetings before 10? I'm {v}, and mornings are "
        "my focus time.",
        "Write a short note to my team about my hours — I'm {v} and people keep forgetting.",
    ],
    implied=[
        "First week of being {v} — any tips for structuring the day?",
        "Can you rework my weekly routine now that I'm {v}? Gym, shopping, the lot.",
    ],
    plan=["I'm asking to go {v}", "I might go {v} after the summer"],
    distract=[
        "{Rel} has gone {v} and loves it, apparently.",
        "Saw a news story about firms pushing everyone to be {v}. Wild.",
    ],
    scoped=["I'm {v}, except {s} when I'm {x}"],
    scopes=["in August", "during the school holidays", "in December"],
    reasons=[
        ("of the return-to-office mandate", "mandate"),
        ("of childcare", "childcare"),
        ("I was heading for burnout", "burnout"),
    ],
    q=dict(
        current=[
            "What's {n}'s working pattern now?",
            "What working arrangement is {n} on these days?",
        ],
        historical=["What was {n}'s working pattern before?"],
        as_of=["What was {n}'s working pattern on {d}?"],
        planning=["What working pattern is {n} asking for?"],
        why=["Why did {n}'s working pattern change?", "Why did {n} go {v}?"],
    ),
)

# -- Chinese slot specs ---------------------------------------------------------------------
# Same keys; switch templates carry {t} where a time phrase goes ("" when none).

ZH: dict[str, dict] = {}

ZH["diet"] = dict(
    label="饮食",
    fix=True,
    household=True,
    pool=["素食", "纯素", "无麸质", "生酮", "低碳水", "无乳糖", "轻断食"],
    say=["我是{v}", "我平时吃{v}", "我在坚持{v}"],
    we=["我们家都是{v}", "我们全家现在都吃{v}"],
    now=["我现在改成{v}了", "我开始{v}了"],
    switch=["我{t}从{o}改成了{v}", "我{t}不搞{o}了，换成了{v}"],
    switch_new=["我{t}改成{v}了", "我{t}开始吃{v}了"],
    passing=[
        "帮我找个适合工作日晚上做的菜谱吧，要{v}的，我现在只能这么吃。",
        "周五想订个餐厅，四个人，最好有{v}的选择，我是{v}。",
        "下周的一日三餐帮我规划一下，按{v}来，每顿别超过半小时。",
    ],
    implied=[
        "楼下那家轻食店有没有{v}的套餐？我现在点外卖只能点这种。",
        "超市里{v}的零食哪个牌子好吃？最近消耗得特别快。",
    ],
    plan=["我想试试{v}", "我打算下个月开始{v}"],
    distract=[
        "{rel}最近在搞{v}，冰箱里全是奇怪的东西。有没有我们俩都能吃的菜？",
        "看到新闻说{v}被吹得太神了，是真的吗？",
    ],
    nostalgia=["有点怀念以前{o}的日子，简单多了。算了，推荐个播客吧。"],
    end=["我现在不{o}了，什么都吃", "{o}那套我放弃了，现在没什么忌口"],
    coexist=["我既是{v}又是{w}", "我{v}，而且还要{w}"],
    add=["我现在除了{v}，还得{w}", "在{v}的基础上我又加了{w}"],
    scoped=["我平时{v}，不过{s}就改成{x}"],
    scopes=["回老家的时候", "出差的时候", "过年的时候"],
    reasons=[
        ("体检血脂偏高", "血脂"),
        ("看了一部讲养殖场的纪录片", "纪录片"),
        ("肠胃一直不舒服", "肠胃"),
    ],
    q=dict(
        current=["{n}现在是什么饮食方式？", "{n}现在吃东西有什么讲究？"],
        historical=["{n}以前是什么饮食方式？"],
        as_of=["{d}的时候{n}是什么饮食方式？"],
        planning=["{n}打算尝试什么饮食方式？"],
        why=["{n}为什么改变饮食？", "{n}为什么开始{v}？"],
        coexisting=["{n}现在有哪些饮食限制？"],
    ),
)

ZH["allergy"] = dict(
    label="过敏",
    fix=True,
    no_change=True,
    pool=["花生", "海鲜", "青霉素", "花粉", "尘螨", "猫毛", "头孢"],
    say=["我对{v}过敏", "我{v}过敏，这个要注意"],
    now=["我刚查出来对{v}过敏"],
    passing=[
        "帮我在健康备忘里记一下：对{v}过敏。",
        "周六要出去吃饭，提醒我跟餐厅说一声我对{v}过敏。",
        "帮我做一张随身卡片，写上我对{v}过敏，万一有什么情况用得上。",
    ],
    implied=["又对{v}起反应了，家里药箱应该备点什么？"],
    distract=[
        "{rel}对{v}过敏，那次聚餐准备吃的可把我愁坏了。",
        "看到文章说对{v}过敏的人越来越多，为什么啊？",
    ],
    end=["医生说我现在对{o}不过敏了，目前没有任何过敏"],
    restart=["又查出来一个，我现在对{v}过敏"],
    coexist=["我对{v}和{w}都过敏", "我有两样过敏：{v}和{w}"],
    add=["原来我除了{v}，对{w}也过敏"],
    reasons=[],
    q=dict(
        current=["{n}对什么过敏？", "{n}现在有什么过敏？"],
        historical=["{n}以前对什么过敏？"],
        as_of=["{d}的时候{n}对什么过敏？"],
        coexisting=["{n}对哪些东西过敏？"],
    ),
)

ZH["bank"] = dict(
    label="银行",
    brand=True,
    fix=True,
    household=True,
    pool=["招商银行", "工商银行", "建设银行", "中国银行", "交通银行", "浦发银行", "微众银行"],
    say=["我用的是{v}", "我的工资卡是{v}的", "我的钱主要存在{v}"],
    we=["我们家的共同账户开在{v}", "我们家的存款都放在{v}"],
    now=["我现在用{v}了", "工资卡现在换成{v}的了"],
    switch=["我{t}把工资卡从{o}换到了{v}", "我{t}从{o}换成了{v}"],
    switch_new=["我{t}把钱都转到{v}了", "我{t}新办了{v}的卡，以后就用它"],
    passing=[
        "帮我查一下{v}的客服电话，我的卡今天刷了两次都没成功。",
        "提醒我每个月10号从{v}的卡里还信用卡，工资都打在那张卡上。",
        "{v}的App怎么设置定期转账？我一直用他们家，还没弄过。",
    ],
    implied=["{v}的新卡寄到了，怎么绑定到微信支付？", "{v}的App又让我重新刷脸，新开的户都这样吗？"],
    plan=["我打算把工资卡换到{v}", "我在考虑去{v}开个户"],
    distract=[
        "{rel}一直劝我去办{v}的卡，真有那么好吗？",
        "看新闻说{v}今天系统出问题了，还好我不用他们家。",
    ],
    nostalgia=["翻出一张以前{o}的旧卡，直接剪了就行吗？"],
    coexist=["我{v}和{w}都有账户，{v}发工资，{w}日常花", "我同时在用{v}和{w}"],
    add=["我又在{w}开了个户，{v}也还留着"],
    reasons=[
        ("手续费太高", "手续费"),
        ("家附近的网点关了", "网点"),
        ("那边存款利率高一点", "利率"),
    ],
    q=dict(
        current=["{n}现在用哪家银行？", "{n}的工资卡现在是哪家银行的？"],
        historical=["{n}以前用哪家银行？", "{n}换银行之前用的是哪家？"],
        as_of=["{d}那会儿{n}用的是哪家银行？"],
        planning=["{n}打算换到哪家银行？"],
        why=["{n}为什么换银行？", "{n}为什么换到{v}？"],
        coexisting=["{n}在哪几家银行有账户？"],
    ),
)

ZH["gym"] = dict(
    label="健身房",
    brand=True,
    fix=True,
    pool=["乐刻", "超级猩猩", "威尔仕", "一兆韦德", "金吉鸟", "舒适堡"],
    say=["我在{v}健身", "我办的是{v}的卡", "我平时去{v}"],
    now=["我现在去{v}了", "我现在是{v}的会员"],
    switch=["我{t}从{o}换到了{v}", "我{t}把{o}的卡退了，办了{v}"],
    switch_new=["我{t}办了{v}的卡", "我{t}去{v}报名了"],
    passing=[
        "{v}国庆节几点开门？想上午去练一会儿。",
        "帮我在日历上把每周二、周四晚上六点到七点空出来，去{v}练。",
        "帮我排一个45分钟的上肢训练，我在{v}练，器械都齐。",
    ],
    implied=["刚在{v}约了体测，要问教练什么？", "{v}的App说第一笔月费下周一扣，提醒我看一下。"],
    plan=["我在考虑办{v}的卡", "我打算明年换去{v}"],
    distract=["我弟刚办了{v}的卡，天天跟我炫。", "车站旁边新开了一家{v}，{rel}已经去办卡了。"],
    nostalgia=["今天路过{o}，突然有点怀念。对了，大腿后侧很紧怎么拉伸？"],
    end=["我把{o}的卡退了，暂时不去健身房了", "{o}我不去了，现在也没办别的卡"],
    reasons=[("旧的那家人太多了", "人太多"), ("新的那家有泳池", "泳池"), ("年卡又涨价了", "涨价")],
    q=dict(
        current=["{n}现在去哪家健身房？", "{n}现在在哪儿健身？"],
        historical=["{n}以前去哪家健身房？"],
        as_of=["{d}的时候{n}在哪家健身房？"],
        planning=["{n}在考虑办哪家健身房的卡？"],
        why=["{n}为什么换健身房？", "{n}为什么去{v}？"],
    ),
)

ZH["class"] = dict(
    label="运动课",
    pool=["瑜伽", "普拉提", "动感单车", "拳击", "攀岩", "尊巴"],
    say=["我在上{v}课", "我每周都去上{v}", "我现在练{v}"],
    now=["我现在改上{v}了", "我开始练{v}了"],
    switch=["我{t}把{o}停了，改上{v}", "我{t}从{o}换成了{v}"],
    switch_new=["我{t}报了{v}课", "我{t}开始上{v}了"],
    passing=[
        "帮我把每周三晚上七点的{v}课加到日历里，固定的。",
        "上{v}课前吃点什么好？每次上到一半都有点头晕。",
        "提醒我今晚上{v}课带水杯，那边不提供。",
    ],
    implied=["今天上完{v}腿都废了，有什么拉伸动作？", "帮我挑一套上{v}穿的衣服，现在一周去两次。"],
    plan=["我想试试{v}", "我打算暑假以后开始上{v}"],
    distract=["{rel}最近迷上了{v}，天天给我发视频。", "看文章说{v}对腰其实没那么好，真的吗？"],
    nostalgia=["收拾柜子翻出以前上{o}的装备，感觉像上辈子的事。运动装备可以捐到哪里？"],
    end=["{o}我不上了，暂时没上别的课", "我把{o}停了，还没找新的"],
    coexist=["我现在{v}和{w}都在上", "我周一上{v}，周四上{w}"],
    add=["除了{v}，我又加了{w}"],
    scoped=["我平时上{v}，不过{s}会改上{x}"],
    scopes=["周五", "放暑假的时候", "回我妈家的时候"],
    reasons=[
        ("康复师建议的", "康复师"),
        ("膝盖受不了跳", "膝盖"),
        ("被朋友拉去试了一次就爱上了", "朋友拉"),
    ],
    q=dict(
        current=["{n}现在上什么运动课？"],
        historical=["{n}以前上什么课？"],
        as_of=["{d}的时候{n}在上什么课？"],
        planning=["{n}想尝试什么课？"],
        why=["{n}为什么换课？", "{n}为什么开始上{v}？"],
        coexisting=["{n}现在上哪几种课？"],
    ),
)

ZH["streaming"] = dict(
    label="视频会员",
    brand=True,
    household=True,
    pool=["爱奇艺", "腾讯视频", "优酷", "芒果TV", "Netflix", "哔哩哔哩"],
    say=["我开的是{v}会员", "我追剧都在{v}上", "我平时看{v}"],
    we=["我们家开的是{v}会员", "家里电视上装的是{v}"],
    now=["我现在开的是{v}会员了", "我现在改看{v}了"],
    switch=["我{t}把{o}会员停了，开了{v}", "我{t}从{o}换到了{v}"],
    switch_new=["我{t}开了{v}会员", "我{t}订了{v}"],
    passing=[
        "{v}上有什么好看的悬疑剧？我只开了这一个会员。",
        "{v}这周更新了什么？今晚想找点东西看。",
        "帮我找找{v}上有没有做饭的综艺，我就这一个会员。",
    ],
    implied=["怎么在{v}上给我侄女加个子账号？她这阵子住我这儿。", "{v}在电视上老是卡，怎么办？"],
    plan=["我在考虑开个{v}会员", "我想试试{v}的免费体验"],
    distract=["听说{v}又要涨会员费了，新闻上看到的。", "{rel}一直在跟我安利{v}上的一部剧。"],
    nostalgia=["发现我喜欢的那部剧只在{o}上有，可我已经不开了。有没有类似的？"],
    end=["我把{o}会员取消了，现在什么视频会员都没开", "{o}停了，暂时不开别的了"],
    coexist=["我{v}和{w}都开了", "我同时有{v}和{w}的会员"],
    add=["我在{v}之外又开了个{w}"],
    reasons=[("会员涨价了", "涨价"), ("想看的剧都在那边", "想看的剧"), ("那边有NBA直播", "NBA")],
    q=dict(
        current=["{n}现在开的是哪个视频会员？", "{n}现在在哪个平台追剧？"],
        historical=["{n}以前开的是哪个会员？"],
        as_of=["{d}的时候{n}开的是哪个视频会员？"],
        planning=["{n}在考虑开哪个视频会员？"],
        why=["{n}为什么换视频会员？", "{n}为什么开了{v}？"],
        coexisting=["{n}现在开了哪些视频会员？"],
    ),
)

ZH["coffee"] = dict(
    label="咖啡",
    pool=["美式", "拿铁", "澳白", "摩卡", "手冲", "冷萃"],
    say=["我一般喝{v}", "我每天早上一杯{v}", "我点咖啡都是{v}"],
    now=["我现在改喝{v}了", "我最近都喝{v}"],
    switch=["我{t}从{o}改成了{v}", "我{t}不喝{o}了，换成{v}"],
    switch_new=["我{t}改喝{v}了"],
    passing=[
        "帮我找找地铁站附近哪家店的{v}做得好，我每天都喝。",
        "帮我在咖啡App上下一单，八点一刻取，还是{v}。",
        "提醒我给组里带咖啡，我的照旧是{v}。",
    ],
    implied=["今天第三杯{v}了，是不是喝太多了？", "{v}在家怎么做？天天买太贵了。"],
    distract=["{rel}天天狂喝{v}，我是真不理解。", "看到新闻说今年最火的是{v}。"],
    nostalgia=["路过以前常去的那家店，还是怀念他们的{o}。对了，纽约现在几点？"],
    end=["我戒咖啡了，{o}也不喝了", "我现在不碰咖啡因了，{o}戒了"],
    scoped=["我一般喝{v}，不过{s}会喝{x}", "我平时是{v}，{s}就换成{x}"],
    scopes=["周五", "下午", "周末"],
    reasons=[
        ("下午喝咖啡老失眠", "失眠"),
        ("原来那个喝了胃不舒服", "胃不舒服"),
        ("店员推荐的", "店员"),
    ],
    q=dict(
        current=["{n}现在一般喝什么咖啡？", "{n}现在点咖啡点什么？"],
        historical=["{n}以前喝什么咖啡？"],
        as_of=["{d}的时候{n}一般喝什么咖啡？"],
        why=["{n}为什么换了喝的咖啡？", "{n}为什么改喝{v}？"],
    ),
)

ZH["instrument"] = dict(
    label="乐器",
    pool=["钢琴", "吉他", "古筝", "小提琴", "尤克里里", "大提琴", "架子鼓", "二胡"],
    say=["我在学{v}", "我每周上{v}课", "我业余时间练{v}"],
    now=["我现在在学{v}了", "我开始学{v}了"],
    switch=["我{t}把{o}停了，改学{v}", "我{t}从{o}换成了{v}"],
    switch_new=["我{t}报了{v}课", "我{t}开始学{v}"],
    passing=[
        "帮我找几首适合初学者的{v}曲子，课本上的太无聊了。",
        "提醒我每天晚上练二十分钟{v}，周六要回课。",
        "{v}视奏有什么技巧吗？我在学，这块最弱。",
    ],
    implied=[
        "刚上完第一节{v}课！推荐个节拍器App吧。",
        "帮我查一下{v}考级的要求，我觉得快能考一级了。",
    ],
    plan=["我想开始学{v}", "我打算明年学{v}"],
    distract=["{rel}在学{v}，整栋楼都听得见。", "今天在地铁站看到有人拉{v}，太厉害了。"],
    nostalgia=["床底下翻出以前学{o}的谱子，乐谱可以捐到哪儿？"],
    end=["{o}我不学了，现在什么乐器都没学", "我把{o}停了，暂时不学乐器了"],
    coexist=["我在学{v}和{w}", "我现在{v}和{w}都在学"],
    add=["除了{v}，我又开始学{w}了"],
    reasons=[("楼上楼下投诉太吵", "投诉"), ("原来的老师搬走了", "搬走"), ("手指太疼了", "手指")],
    q=dict(
        current=["{n}现在在学什么乐器？"],
        historical=["{n}以前学的是什么乐器？"],
        as_of=["{d}的时候{n}在学什么乐器？"],
        planning=["{n}打算学什么乐器？"],
        why=["{n}为什么换乐器？", "{n}为什么开始学{v}？"],
        coexisting=["{n}现在在学哪些乐器？"],
    ),
)

ZH["language"] = dict(
    label="外语",
    pool=["日语", "西班牙语", "法语", "德语", "韩语", "意大利语", "俄语"],
    say=["我在学{v}", "我每天早上在App上学{v}", "我报了个{v}班"],
    now=["我现在在学{v}了", "我开始学{v}了"],
    switch=["我{t}把{o}放下了，改学{v}", "我{t}从{o}换成了{v}"],
    switch_new=["我{t}报了{v}班", "我{t}开始学{v}"],
    passing=[
        "“可以买单吗”用{v}怎么说？我上课要练。",
        "用{v}考我十个动词吧，我在学，需要多练。",
        "每天早上八点给我发一句{v}，我在学这个。",
    ],
    implied=[
        "{v}的两种过去时到底有什么区别？周四要交作业。",
        "帮我在网上找个{v}的语伴吧，我口语太差了。",
    ],
    plan=["我想开始学{v}", "我打算下一门学{v}"],
    distract=["{rel}{v}说得特别溜，好羡慕。", "看到文章说{v}对中国人来说特别难学，是真的吗？"],
    nostalgia=["翻出以前学{o}的单词卡。提醒我周末收拾一下书房。"],
    end=["{o}我不学了，暂时不学外语了", "我把{o}停了，现在什么都没学"],
    coexist=["我在同时学{v}和{w}", "我{v}和{w}都在学"],
    add=["除了{v}，我又捡起了{w}"],
    reasons=[("明年要去交换", "交换"), ("想看剧不看字幕", "字幕"), ("准备去那边旅行", "旅行")],
    q=dict(
        current=["{n}现在在学什么外语？"],
        historical=["{n}以前学的是什么外语？"],
        as_of=["{d}的时候{n}在学什么外语？"],
        planning=["{n}打算学什么外语？"],
        why=["{n}为什么换了学的外语？", "{n}为什么开始学{v}？"],
        coexisting=["{n}现在在学哪几门外语？"],
    ),
)

ZH["pet"] = dict(
    label="宠物",
    fixlabel="宠物名字",
    household=True,
    fix=True,
    no_change=True,
    pool=["豆豆", "团子", "旺财", "咪咪", "雪球", "阿福", "球球", "小黑"],
    say=["我养了一只{pet}，叫{v}", "我家{pet}叫{v}"],
    we=["我们家养了只{pet}叫{v}", "我们家{pet}的名字叫{v}"],
    now=["我现在养了只{pet}，叫{v}", "我们领养了一只{pet}，叫{v}"],
    passing=[
        "{v}最近有点胖了，我家{pet}一天该喂多少？",
        "提醒我{v}下个月1号要驱虫。",
        "14号那个周末帮我找个上门喂{pet}的，{v}没法跟我们出门。",
    ],
    implied=["{v}今天吐了两次，什么情况需要去医院？", "帮我约下周带{v}去打疫苗。"],
    plan=["我们想领养一只{pet}，名字都想好了叫{v}", "我想再养一只{pet}，叫{v}"],
    plan_again=["还在考虑再养一只{pet}，真养的话就叫{v}。"],
    distract=["邻居家的{pet}叫{v}，老跑到我们院子里。", "{rel}刚给新养的小狗起名叫{v}，好可爱。"],
    nostalgia=["沙发底下翻出{o}以前的玩具，好想它。对了，提醒我吸尘。"],
    end=["{o}上周走了，暂时不养了", "我们家{o}不在了，短时间内不想再养"],
    restart=["我们又领养了一只{pet}，叫{v}", "家里来了只新{pet}，叫{v}"],
    coexist=["我们家有两只{pet}，{v}和{w}", "我养了{v}和{w}，都是{pet}"],
    add=["我们又养了一只{pet}叫{w}，给{v}作伴"],
    reasons=[],
    q=dict(
        current=["{n}的宠物叫什么？", "{n}家的{pet}现在叫什么名字？"],
        historical=["{n}以前的宠物叫什么？"],
        as_of=["{d}的时候{n}的宠物叫什么？"],
        planning=["{n}打算给新宠物起什么名字？"],
        coexisting=["{n}的宠物都叫什么？"],
    ),
)

ZH["team"] = dict(
    label="组",
    fix=True,
    pool=["支付组", "搜索组", "增长组", "基础架构组", "风控组", "数据平台组", "推荐组"],
    say=["我在{v}", "我是{v}的", "我们{v}最近挺忙"],
    now=["我现在在{v}了", "我调到{v}了"],
    switch=["我{t}从{o}调到了{v}", "我{t}离开{o}，去了{v}"],
    switch_new=["我{t}转到{v}了", "我{t}调去了{v}"],
    passing=[
        "帮我写一下今天站会的进度，{v}这边我昨天把迁移的单子做完了。",
        "提醒我{v}的复盘会改到周四下午三点了。",
        "帮我在{v}的群里发条消息，说我今天病假。",
    ],
    implied=[
        "刚到{v}第一周，帮我列一下要补的资料吧。",
        "帮我总结一下这份{v}的指标文档，明天新组要开规划会。",
    ],
    plan=["我在申请转到{v}", "我想调去{v}"],
    distract=["{rel}在别的公司也是{v}的，好巧。", "我们公司{v}出了个大故障，还好我不在那边值班。"],
    nostalgia=["跟{o}的老同事吃了个饭。提醒我把照片发给他们。"],
    reasons=[("部门调整", "部门调整"), ("想多做点后端", "后端"), ("顺便升职了", "升职")],
    q=dict(
        current=["{n}现在在哪个组？"],
        historical=["{n}以前在哪个组？"],
        as_of=["{d}的时候{n}在哪个组？"],
        planning=["{n}想调到哪个组？"],
        why=["{n}为什么换组？", "{n}为什么去了{v}？"],
    ),
)

ZH["manager"] = dict(
    label="领导",
    fix=True,
    pool=["老周", "刘姐", "陈总", "Kevin", "Vivian", "张总", "何姐", "Eric"],
    say=["我领导是{v}", "我向{v}汇报", "我直属上级是{v}"],
    now=["我现在向{v}汇报了", "我领导现在是{v}"],
    switch=["我{t}领导从{o}换成了{v}", "我{t}不再向{o}汇报了，现在是{v}"],
    switch_new=["我{t}换了新领导，{v}"],
    passing=[
        "帮我列一下跟{v}一对一要聊的事，我领导喜欢提前看书面的。",
        "提醒我周五前把请假日期发给{v}，领导要排班。",
        "帮我想想怎么跟{v}说周四想早点走，毕竟是我领导。",
    ],
    implied=[
        "{v}让组里每个人写两句自我介绍，帮我写一下？",
        "明天第一次跟{v}一对一，我该聊点什么？",
    ],
    distract=[
        "{rel}的老板也叫{v}，太巧了。",
        "看到一个采访，某公司老板也叫{v}，当然不是我们的{v}。",
    ],
    nostalgia=["{o}给我发了条消息，以前的领导。帮我回一下？"],
    reasons=[("之前的领导休产假了", "产假"), ("原来的领导跳槽了", "跳槽"), ("公司重组", "重组")],
    q=dict(
        current=["{n}现在的领导是谁？", "{n}现在向谁汇报？"],
        historical=["{n}以前的领导是谁？"],
        as_of=["{d}的时候{n}的领导是谁？"],
        why=["{n}为什么换了领导？", "{n}为什么现在向{v}汇报？"],
    ),
)

ZH["home_city"] = dict(
    label="城市",
    household=True,
    pool=["上海", "杭州", "深圳", "北京", "成都", "南京", "苏州", "广州", "厦门", "武汉"],
    say=["我住在{v}", "我现在在{v}生活", "我人在{v}"],
    we=["我们家在{v}", "我们住在{v}"],
    now=["我现在住在{v}了", "我现在在{v}"],
    switch=["我{t}从{o}搬到了{v}", "我{t}离开{o}，搬去了{v}"],
    switch_new=["我{t}搬到{v}了", "我{t}去{v}定居了"],
    passing=[
        "{v}这周末天气怎么样？我想出去走走。",
        "帮我找找{v}有哪些晚上还开门的药店。",
        "{v}哪里的早茶比较好？我住这边还没怎么吃过。",
    ],
    implied=["在{v}办居住证要带什么材料？刚搬过来。", "{v}的公积金怎么转过来？新城市新工作。"],
    plan=["我打算搬到{v}", "我们在考虑搬去{v}"],
    retract=[
        "刚才说错了，{x}那套房子我们最后没租，还在{c}。",
        "前几天说的{x}那套房子黄了，我们还住在{c}。",
    ],
    distract=["新闻说{v}今天暴雨，还好我不在那边。", "{rel}刚搬去{v}了。"],
    nostalgia=["还是怀念{o}的小吃。算了，推荐本书吧。"],
    reasons=[
        ("对象在那边找到了工作", "对象"),
        ("那边房租便宜一半", "房租"),
        ("想离爸妈近一点", "爸妈"),
    ],
    q=dict(
        current=["{n}现在住在哪里？", "{n}现在在哪个城市？"],
        historical=["{n}以前住在哪里？"],
        as_of=["{d}的时候{n}住在哪个城市？"],
        planning=["{n}打算搬到哪里？"],
        why=["{n}为什么搬家？", "{n}为什么搬到{v}？"],
    ),
)

ZH["work_pattern"] = dict(
    label="上班方式",
    pool=["全远程", "混合办公", "坐班", "弹性工作制"],
    say=["我现在是{v}", "我们公司对我是{v}"],
    now=["我现在改成{v}了", "我开始{v}了"],
    switch=["我{t}从{o}改成了{v}", "我{t}由{o}变成了{v}"],
    switch_new=["我{t}改成{v}了"],
    passing=[
        "帮我把日历上十点前的时间都锁住，我是{v}，上午要专心干活。",
        "帮我给组里写个说明，讲一下我的上班时间，我是{v}，老有人忘。",
    ],
    implied=["第一周{v}，一天怎么安排比较好？", "现在{v}了，帮我重新排一下每周的日程吧。"],
    plan=["我在申请{v}", "我打算暑假以后申请{v}"],
    distract=["{rel}改成{v}了，说挺适合她的。", "看新闻说好多公司在推{v}，挺离谱的。"],
    scoped=["我是{v}，不过{s}是{x}"],
    scopes=["八月份", "寒暑假期间", "年底"],
    reasons=[("公司要求回办公室", "回办公室"), ("要接送孩子", "接送"), ("身体吃不消了", "吃不消")],
    q=dict(
        current=["{n}现在是怎么上班的？", "{n}现在的上班方式是什么？"],
        historical=["{n}以前是怎么上班的？"],
        as_of=["{d}的时候{n}是怎么上班的？"],
        planning=["{n}在申请哪种上班方式？"],
        why=["{n}为什么改变上班方式？", "{n}为什么改成{v}？"],
    ),
)

ZH["car"] = dict(
    label="车",
    brand=True,
    household=True,
    pool=["比亚迪", "特斯拉", "蔚来", "小鹏", "大众", "丰田", "极氪", "本田"],
    say=["我开的是{v}", "我的车是{v}", "我有辆{v}"],
    we=["我们家的车是{v}", "我们家开的是{v}"],
    now=["我现在开{v}了", "我现在的车是{v}"],
    switch=["我{t}把{o}卖了，换了辆{v}", "我{t}从{o}换成了{v}"],
    switch_new=["我{t}提了辆{v}", "我{t}买了辆{v}"],
    passing=[
        "{v}的保养周期是多久？我的快到了吧，提前一周提醒我。",
        "{v}的胎压一般打多少？我看着有点瘪。",
        "帮我找个公司附近能洗{v}的地方，车太脏了。",
    ],
    implied=[
        "{v}的手机互联怎么连？还在熟悉车上的功能。",
        "{v}的车机怎么设置导航回家？刚提车还不熟。",
    ],
    plan=["我在考虑买{v}", "我打算年底换辆{v}"],
    distract=["{rel}刚买了辆{v}，这车怎么样？", "新闻说{v}有一批车召回，还好不是我的。"],
    nostalgia=["停车场看到一辆跟我以前一样的{o}，有点感慨。对了，国道限速多少？"],
    end=["我把{o}卖了，现在没车", "{o}处理掉了，暂时不开车了"],
    restart=["我又买车了，{v}", "重新有车了，买了辆{v}"],
    reasons=[("变速箱坏了", "变速箱"), ("二胎出生要大空间", "二胎"), ("油价太贵了", "油价")],
    q=dict(
        current=["{n}现在开什么车？"],
        historical=["{n}以前开什么车？"],
        as_of=["{d}的时候{n}开的是什么车？"],
        planning=["{n}在考虑买什么车？"],
        why=["{n}为什么换车？", "{n}为什么买了{v}？"],
    ),
)

# -- small talk and ordinary requests (no state) ---------------------------------------------

EN_FILL = dict(
    chore=[
        "call the plumber",
        "book the boiler service",
        "return the library books",
        "send the birthday card",
        "take the recycling out",
        "buy stamps",
        "defrost the freezer",
        "back up my laptop",
        "renew the TV licence",
        "pay the gas bill",
        "pick up the dry cleaning",
        "order more printer ink",
        "ring the council about the streetlight",
        "book a haircut",
        "check the smoke alarm batteries",
    ],
    day=["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    time=["7am", "half six", "8:15", "noon", "3pm", "quarter to five", "9 tonight", "10:30"],
    food=[
        "lasagne",
        "shakshuka",
        "a tray bake",
        "risotto",
        "banana bread",
        "chilli",
        "a stir fry",
        "leek and potato soup",
        "pancakes",
        "flapjacks",
        "a frittata",
        "roast chicken",
    ],
    topic=[
        "the Roman empire",
        "black holes",
        "the history of tea",
        "how bees communicate",
        "why the sky is blue",
        "octopuses",
        "the moon landing",
        "volcanoes",
        "the printing press",
        "tardigrades",
        "the Silk Road",
        "how vaccines were discovered",
    ],
    friend=list(EN_FRIENDS),
    item=[
        "milk",
        "lemons",
        "kitchen roll",
        "onions",
        "rice",
        "tomatoes",
        "batteries",
        "toothpaste",
        "bin bags",
        "washing powder",
        "apples",
        "tinned chickpeas",
    ],
    book=[
        "The Remains of the Day",
        "Station Eleven",
        "A Gentleman in Moscow",
        "Circe",
        "The Secret History",
        "Piranesi",
        "Middlemarch",
    ],
    thing=[
        "autumn",
        "the first frost",
        "a rainy bus stop",
        "Monday mornings",
        "a sleeping fox",
        "the last train home",
    ],
    holiday=[
        "Christmas",
        "Easter",
        "Halloween",
        "the summer holidays",
        "New Year's Eve",
        "Bonfire Night",
    ],
    place=[
        "the garden centre",
        "the post office",
        "the market",
        "the park",
        "the tip",
        "the hardware shop",
        "the library",
        "the pharmacy",
    ],
)

EN_FILLER = (
    "Can you set a reminder to {chore} on {day}?",
    "What's the weather going to be like on {day}?",
    "Set a timer for {n} minutes please.",
    "Tell me something interesting about {topic}.",
    "How long do I cook {food} for?",
    "Give me a recipe for {food} that serves four.",
    "Can you write a birthday message for {friend}? Something funny but not rude.",
    "Remind me to {chore} tomorrow at {time}.",
    "What's {pct}% of {m}?",
    "How many days until {holiday}?",
    "Translate 'where is the train station' into French.",
    "I'm so tired today. Tell me a joke?",
    "Ugh, {day}s. Anyway, what's in my calendar today?",
    "Thanks, that's perfect.",
    "Can you make that shorter?",
    "Good morning! What's in the news today?",
    "Help me write an email to my landlord about the boiler. It's been making a clanking sound "
    "for a week.",
    "Suggest a board game for {n} people.",
    "What's a good name for a pub quiz team?",
    "How do I get red wine out of a carpet?",
    "Recommend a novel like {book}.",
    "I can't sleep. Any tips?",
    "What time does the sun set on {day}?",
    "Who won the match last night?",
    "Remind me to call {friend} back at {time}.",
    "Add {item} to the shopping list.",
    "Add {item} and {item2} to the list, please.",
    "How many steps is five kilometres roughly?",
    "Write a haiku about {thing}.",
    "Convert {m} miles to kilometres.",
    "What should I do with leftover {food}?",
    "I've had a headache all afternoon. Is it worth taking something or just drinking water?",
    "Can you read me my reminders for today?",
    "Okay, and what about tomorrow?",
    "Lovely walk by the river this morning. Can you remind me to get new walking socks?",
    "What's the difference between baking soda and baking powder?",
    "How do I unblock a sink without calling someone?",
    "Is it going to rain at {time}?",
    "Give me three ideas for a rainy Sunday with {friend}.",
    "What year did the Berlin Wall come down?",
    "Help me reply to {friend}'s wedding invitation — yes for two, and say how happy I am "
    "for them.",
    "Can you summarise the main points of the article I just shared?",
    "What's a polite way to say no to extra work without sounding lazy?",
    "Make me a packing list for a weekend away in the countryside.",
    "I think I left the oven on. Never mind, I checked. Panic over.",
    "What's the capital of Mongolia?",
    "Write a short poem for my mum's birthday card.",
    "How do you fold a fitted sheet, honestly?",
    "Can you explain compound interest like I'm twelve?",
    "Remind me to take the chicken out of the freezer tonight.",
    "How many tablespoons in 100ml?",
    "Set an alarm for {time}.",
    "Cancel the alarm, I'm already up.",
    "What's a good houseplant for a dark bathroom?",
    "My basil keeps dying. What am I doing wrong?",
    "What films are out this weekend?",
    "How far is it from the station to {place} on foot?",
    "Is {place} open on Sundays?",
    "Remind me to pop to {place} on {day}.",
    "Tell me a fun fact to cheer me up.",
    "Help me plan a surprise party for {friend}. About {n} people, nothing fancy.",
    "Write a quick out-of-office message for next week.",
    "How do I stop my glasses steaming up with a scarf on?",
    "What's the etiquette for tipping a hairdresser?",
    "Can you suggest a name for a sourdough starter? {friend} gave me one.",
    "Spell 'necessary' for me. I always get it wrong.",
    "What's the best way to store fresh herbs?",
    "I have {n} minutes before my next call — give me a quick breathing exercise.",
    "Found a spider the size of my hand in the bath. Are they dangerous here?",
    "What's a good wine to bring to a dinner party if I know nothing about wine?",
    "How do I reset the clock on an old oven?",
    "Remind me what I asked you to remember yesterday?",
    "Play something relaxing.",
    "Actually, something more upbeat.",
    "How long does a parcel usually take second class?",
    "What rhymes with orange? Asking for a birthday card.",
    "What's the word for when you can't remember a word?",
    "Make a to-do list: hoover, laundry, call the bank about the letter, buy a present for "
    "{friend}.",
    "Explain the offside rule quickly, I'm at a pub and everyone's staring.",
    "Long week. Just wanted to say that to someone.",
    "How do I politely leave a group chat?",
    "Any tips for a job interview on {day}? It's for a role I really want.",
    "Draft a complaint about a parcel that never arrived. Polite but firm.",
    "What are some easy ways to save on the energy bill this winter?",
    "How many calories in a banana, roughly?",
    "Give me a quick five-minute stretching routine for my desk.",
    "What's the difference between a crocodile and an alligator?",
    "Is it weird to send a thank-you card after a job interview?",
    "Remind me to defrost the car windscreen — no, wait, I mean to buy de-icer.",
)

ZH_FILL = dict(
    chore=[
        "交物业费",
        "去取快递",
        "还图书馆的书",
        "给我妈寄生日礼物",
        "把垃圾拿下去",
        "修一下热水器",
        "去理发",
        "换一下烟雾报警器的电池",
        "续一下手机话费",
        "预约洗牙",
    ],
    day=["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
    time=["早上七点", "八点一刻", "中午十二点", "下午三点", "晚上九点", "十点半"],
    food=[
        "红烧肉",
        "番茄炒蛋",
        "酸辣土豆丝",
        "可乐鸡翅",
        "清蒸鱼",
        "蛋炒饭",
        "麻婆豆腐",
        "糖醋排骨",
    ],
    topic=[
        "罗马帝国",
        "黑洞",
        "茶的历史",
        "蜜蜂怎么交流",
        "天为什么是蓝的",
        "章鱼",
        "登月",
        "火山",
        "丝绸之路",
    ],
    friend=list(ZH_FRIENDS),
    item=["牛奶", "鸡蛋", "纸巾", "洗衣液", "大米", "西红柿", "电池", "牙膏", "垃圾袋"],
    holiday=["春节", "国庆", "中秋", "元旦", "五一"],
)

ZH_FILLER = (
    "帮我定个{time}的闹钟。",
    "明天天气怎么样？要不要带伞？",
    "给我讲个笑话吧，今天好累。",
    "提醒我{day}{chore}。",
    "{food}怎么做比较好吃？",
    "帮我写一条生日祝福发给{friend}，别太肉麻。",
    "推荐几部好看的电影，周末在家看。",
    "今天加班到好晚，累死了。",
    "帮我算一下{m}乘以{n}等于多少。",
    "距离{holiday}还有多少天？",
    "跟我说点关于{topic}的冷知识。",
    "帮我查一下快递到哪儿了。",
    "在购物清单里加上{item}。",
    "谢谢，很好。",
    "能再写短一点吗？",
    "早上好！今天有什么新闻？",
    "帮我给房东写条消息，说卫生间的灯坏了。",
    "有什么适合{n}个人玩的桌游？",
    "红酒洒在地毯上怎么洗掉？",
    "睡不着，有什么办法吗？",
    "提醒我{time}给{friend}回电话。",
    "帮我写一首关于秋天的小诗。",
    "{n}公里大概要走多少步？",
    "剩下的{food}怎么处理比较好？",
    "下午一直头疼，要不要吃点药？",
    "今天有哪些提醒？",
    "那明天呢？",
    "小苏打和泡打粉有什么区别？",
    "下水道堵了，自己怎么通？",
    "柏林墙是哪一年倒的？",
    "帮我回一下{friend}的婚礼邀请，说我们两个人都去，替他们高兴。",
    "帮我总结一下刚才发的那篇文章。",
    "怎么委婉地拒绝额外的工作又不显得偷懒？",
    "帮我列个周末去郊外的行李清单。",
    "蒙古的首都是哪里？",
    "床单怎么叠才整齐？",
    "用小学生能听懂的话解释一下复利。",
    "提醒我今晚把肉从冷冻室拿出来。",
    "100毫升是几汤匙？",
    "闹钟取消吧，我已经起了。",
    "卫生间光线很暗，养什么绿植好？",
    "我的罗勒老是养死，是哪里不对？",
    "这周末有什么新电影上映？",
    "说个有趣的知识让我开心一下。",
    "帮我写个下周的自动回复，说我在休假。",
    "戴口罩眼镜总起雾怎么办？",
    "这周真的好漫长，就是想找个人说说。",
    "怎么礼貌地退出一个群聊？",
    "{day}有个面试，有什么建议吗？",
    "帮我写个投诉，快递一直没到，语气礼貌但要坚定。",
    "冬天怎么省点电费？",
    "给我一个五分钟的办公桌拉伸动作。",
    "鳄鱼和短吻鳄有什么区别？",
    "帮我列个待办：吸尘、洗衣服、给{friend}买礼物。",
)

ASSISTANT_EN = ("Done — reminder set.", "Sure, here are a few options.", "Got it.",
                "Here's a draft you can edit.", "Timer set.", "Noted.",
                "Here's what I found.")  # fmt: skip
ASSISTANT_ZH = ("好的，已经帮你设置好了。", "没问题，给你几个选择。", "收到。",
                "这是草稿，你看看要不要改。",
                "已记下。")  # fmt: skip

# -- machinery ------------------------------------------------------------------------------

LAST = 535  # last day a storyline event may fall on
ARCHS = ("stable", "change_reason", "change_plain", "implied", "late", "two_changes",
         "plan_done", "plan_dropped", "plan_open", "slip", "retract", "detail_fix", "coexist",
         "scoped", "end", "end_restart")  # fmt: skip
EN_WEEKS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
            9: "nine", 10: "ten", 11: "eleven"}  # fmt: skip
ZH_NUM = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九", 10: "十",
          11: "十一"}  # fmt: skip


def mention(text: str, value: str) -> bool:
    """As the scorer reads: whole word for ASCII values, substring otherwise."""
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].islower() else s


def _all_values() -> set[str]:
    out = set()
    for specs in (EN, ZH):
        for spec in specs.values():
            out.update(spec["pool"])
    for city, hoods in CITY_HOODS.items():
        out.add(city)
        out.update(hoods)
    return out


def _all_keywords() -> set[str]:
    return {kw for specs in (EN, ZH) for spec in specs.values() for _, kw in spec["reasons"]}


BANNED = _all_values() | _all_keywords()
EN_TAILS_OK = tuple(t for t in EN_TAILS if not any(mention(t, b) for b in BANNED))
ZH_TAILS_OK = tuple(t for t in ZH_TAILS if not any(mention(t, b) for b in BANNED))


class Person:
    def __init__(self, idx: int, name: str, zh: bool, rng: random.Random):
        self.idx, self.name, self.zh = idx, name, zh
        self.join = rng.randint(0, 25)
        self.activity = rng.uniform(0.6, 1.6)
        self.kid = rng.choice(("son", "daughter"))
        self.pet = rng.choice(("猫", "狗")) if zh else rng.choice(("cat", "dog"))
        self.city = rng.choice(sorted(CITY_HOODS))
        self.slots: list[str] = []
        self.used_kw: set[str] = set()
        self.sessions = 0

    @property
    def lang(self) -> str:
        return "zh" if self.zh else "en"


class Ep:
    __slots__ = ("day", "minute", "speaker", "text", "session", "lang", "tags", "seq")

    def __init__(self, day, minute, speaker, text, session, lang, tags, seq):
        self.day, self.minute, self.speaker, self.text = day, minute, speaker, text
        self.session, self.lang, self.tags, self.seq = session, lang, tags, seq


class World:
    def __init__(self, seed: int):
        self.seed = seed
        self.rng = random.Random(seed)
        base = datetime(2023, 8, 28) + timedelta(days=self.rng.randint(0, 240))
        tz = timezone(timedelta(hours=self.rng.choice((0, 0, 1))))
        self.start = base.replace(tzinfo=tz)
        self.eps: list[Ep] = []
        self.people: list[Person] = []
        self.stories: list[Story] = []

    def date(self, day: int) -> datetime:
        return self.start + timedelta(days=day)

    def new_session(self, p: Person, day: int) -> str:
        p.sessions += 1
        return f"u{p.idx:02d}-d{day:03d}-{p.sessions}"

    def emit(self, p: Person | None, day: int, text: str, tags=(), session=None, minute=None,
             speaker=None, lang=None) -> Ep:  # fmt: skip
        if minute is None:
            minute = self.rng.randint(7 * 60, 23 * 60 + 20)
        if session is None:
            session = self.new_session(p, day)
        ep = Ep(day, minute, speaker or p.name, text, session, lang or p.lang, list(tags),
                len(self.eps))  # fmt: skip
        self.eps.append(ep)
        return ep

    # -- filler -------------------------------------------------------------------------
    def filler_text(self, p: Person) -> str:
        rng = self.rng
        pool, fill = (ZH_FILLER, ZH_FILL) if p.zh else (EN_FILLER, EN_FILL)
        for _ in range(50):
            t = rng.choice(pool)
            kw = {k: rng.choice(v) for k, v in fill.items()}
            kw["item2"] = rng.choice(fill["item"])
            kw.update(
                n=rng.randint(3, 12), m=rng.randint(12, 480), pct=rng.choice((5, 12, 15, 20, 30))
            )
            text = t.format(**kw)
            if not any(mention(text, b) for b in BANNED):
                return text
        raise AssertionError("no clean filler")


class Story:
    """One person's storyline for one slot: the truth (held intervals, windows, plans) and the
    messages that tell it."""

    def __init__(self, w: World, p: Person, slot: str, arch: str):
        self.w, self.p, self.slot, self.arch = w, p, slot, arch
        self.zh = p.zh
        self.spec = (ZH if p.zh else EN)[slot]
        self.rng = w.rng
        pool = list(CITY_HOODS[p.city]) if slot == "neighbourhood" else list(self.spec["pool"])
        self.vocab = list(pool)
        self.rng.shuffle(pool)
        self.pool = pool
        self.iv: list[list] = []  # [start_day, tuple of values] (empty tuple: nothing)
        self.first: list[int] = []  # day each interval's value was first said
        self.backdated: set[int] = set()  # intervals told by a late report
        self.windows: list[tuple[int, int]] = []  # days when the truth is uncertain
        self.dropped: set[str] = set()
        self.retracted: set[str] = set()
        self.open_plan: str | None = None
        self.reasons: list[tuple[str, str]] = []  # (value changed to, keyword)
        self.scoped: tuple[str, str] | None = None
        self.last_day = 0

    # -- helpers --------------------------------------------------------------------------
    def take(self) -> str:
        return self.pool.pop()

    def has(self, key: str) -> bool:
        return bool(self.spec.get(key))

    def ctx(self, **kw) -> dict:
        rng = self.rng
        friends = ZH_FRIENDS if self.zh else EN_FRIENDS
        rel = rng.choice(ZH_RELS if self.zh else EN_RELS).format(f=rng.choice(friends))
        d = dict(kid=self.p.kid, pet=self.p.pet, city=self.p.city, rel=rel, Rel=cap(rel), t="",
                 name=self.p.name, label=self.spec["label"])  # fmt: skip
        d.update(kw)
        if not self.zh:  # "a"/"an" before a value: {av}, {ao}, {aw}, {ax}
            for k in ("v", "o", "w", "x"):
                if d.get(k):
                    d["a" + k] = ("an " if d[k][0].lower() in "aeiou" else "a ") + d[k]
        return d

    def t(self, key: str, capital: bool = False, **kw) -> str:
        text = self.rng.choice(self.spec[key]).format(**self.ctx(**kw))
        if capital and not text.startswith("easyJet"):
            text = cap(text)
        return text

    def show(self, v: str) -> str:
        return self.spec.get("show", "{v}").format(v=v)

    def pick(self, options) -> str:
        return self.rng.choice(options)

    def opener(self) -> tuple[str, bool]:
        if self.zh:
            return self.pick(ZH_OPENERS), False
        return self.pick(EN_OPENERS)

    def tail(self, prob: float) -> str:
        if self.rng.random() >= prob:
            return ""
        if self.zh:
            return self.pick(ZH_TAILS_OK)
        return " " + self.pick(EN_TAILS_OK)

    def reason(self) -> tuple[str, str] | None:
        options = [r for r in self.spec["reasons"] if r[1] not in self.p.used_kw]
        if not options:
            return None
        r = self.pick(options)
        self.p.used_kw.add(r[1])
        return r

    def emit(self, day: int, text: str, tags, **kw) -> Ep:
        self.last_day = max(self.last_day, day)
        if not self.zh and not text.startswith("easyJet"):
            text = cap(text)
        return self.w.emit(self.p, day, text, tags, **kw)

    def r(self, a: int, b: int) -> int:
        b = min(b, LAST)
        return self.rng.randint(min(a, b), b) if a <= b else b

    @property
    def cur(self) -> tuple:
        return self.iv[-1][1] if self.iv else ()

    # -- message builders (text only) -----------------------------------------------------
    def m_state(self, v: str, style: str) -> str:
        if self.zh:
            if style == "passing":
                return self.t("passing", v=v) + self.tail(0.25)
            if style == "we":
                return self.pick(("{s}。", "顺便说一下，{s}。")).format(s=self.t("we", v=v))
            if style == "byname":
                return self.pick((
                    "帮我在资料里记一下：{name}，{label}：{sv}。",
                    "我是{name}，用家里的平板在发：{s}。",
                    "更新一下{name}的信息，{label}是{sv}。",
                )).format(name=self.p.name, label=self.spec["label"], sv=self.show(v),
                          s=self.t("say", v=v))  # fmt: skip
            op, _ = self.opener()
            return op + self.pick(("{s}。", "跟你说一下，{s}。", "记一下：{s}。",
                                   "以后推荐东西的时候注意，{s}。", "{s}，你记着点。")).format(
                s=self.t("say", v=v)) + self.tail(0.35)  # fmt: skip
        if style == "passing":
            return self.t("passing", v=v) + self.tail(0.25)
        if style == "we":
            return self.pick(("{S}.", "FYI, {s}.", "Note for the household stuff: {s}.")).format(
                s=self.t("we", v=v), S=self.t("we", True, v=v))  # fmt: skip
        if style == "byname":
            return self.pick((
                "Please update {name}'s profile — {label}: {sv}.",
                "This is {name} on the shared tablet: {s}.",
                "Note for {name} (that's me): {label} is {sv}.",
            )).format(name=self.p.name, label=self.spec["label"], sv=self.show(v),
                      s=self.t("say", v=v))  # fmt: skip
        op, big = self.opener()
        s = self.t("say", big, v=v)
        body = self.pick(
            (
                "{s}.",
                "{s}, in case it comes up.",
                "{s} — worth remembering when you suggest things.",
            )
        ).format(s=s)
        if not op and self.rng.random() < 0.5:
            body = self.pick(
                (
                    "Just so you know, {s}.",
                    "For future reference, {s}.",
                    "Quick thing for your notes: {s}.",
                )
            ).format(s=self.t("say", v=v))
        return op + body + self.tail(0.35)

    def m_change(self, o: str | None, v: str, style: str, reason=None, when: str = "") -> str:
        zh = self.zh
        r = reason[0] if reason else None
        if style == "implied":
            return self.t("implied", v=v) + self.tail(0.2)
        if style == "we":
            if zh:
                s = self.t("we", v=v)
                return f"家里的事更新一下：{s}了" + (f"，因为{r}" if r else "") + "。"
            s = self.t("we", v=v)
            return self.pick(("Update from our house: {s} now{rb}.",
                              "Household news — {s} now{rb}.")).format(
                s=s, rb=f" ({r})" if r else "")  # fmt: skip
        if style == "byname":
            if zh:
                return (f"更新一下{self.p.name}的资料，{self.spec['label']}改成{self.show(v)}了"
                        + (f"，因为{r}" if r else "") + "。")  # fmt: skip
            return self.pick(("Can you update {name}'s profile? {Label} is {sv} now{rb}.",
                              "Profile update for {name}: {label} changed to {sv}{rb}.")).format(
                name=self.p.name, Label=cap(self.spec["label"]), label=self.spec["label"],
                sv=self.show(v), rb=f" — {r}" if r else "")  # fmt: skip
        if style == "late":
            if zh:
                lead = self.pick(("忘了跟你说，", "早就想说了，", "一直没告诉你，"))
                key = "switch" if (o and self.rng.random() < 0.7) else "switch_new"
                body = self.t(key, o=o, v=v, t=when)
                return lead + body + (f"，因为{r}" if r else "") + "。"
            lead = self.pick(
                (
                    "Forgot to tell you, ",
                    "Meant to mention this ages ago: ",
                    "Oh, I never told you — ",
                    "Belated update: ",
                )
            )
            key = "switch" if (o and self.rng.random() < 0.7) else "switch_new"
            body = self.t(key, o=o, v=v)
            if self.rng.random() < 0.5:
                text = f"{lead}{body} {when}"
            else:
                text = f"{lead}{when}, {body}"
            return text + (f", because {r}." if r else ".") + self.tail(0.2)
        if style == "done":
            if zh:
                return self.pick(("{n}，终于弄好了。", "之前说的那个事办了：{sn}了。",
                                  "搞定了，{n}。")).format(
                    n=self.t("now", v=v), sn=self.t("switch_new", v=v)) + (
                    f"主要还是因为{r}。" if r else "")  # fmt: skip
            text = self.pick(("Update on that: {n}, finally did it.", "Done it — {sw}.",
                              "So that happened: {n}.")).format(
                n=self.t("now", v=v),
                sw=self.t("switch", o=o, v=v) if o else self.t("switch_new", v=v))  # fmt: skip
            return text + (f" Mainly because {r}." if r else "") + self.tail(0.2)
        # "old" (old value named) or "new" (new value only)
        if zh:
            if style == "old" and o:
                sw = self.t("switch", o=o, v=v)
                if r:
                    return self.pick(("{sw}，因为{r}。", "因为{r}，所以{sw}。",
                                      "{sw}，主要是{r}。")).format(
                        sw=sw, r=r) + self.tail(0.2)  # fmt: skip
                return self.pick(("{sw}。", "更新一下：{sw}。", "说一声，{sw}。",
                                  "不用{so}了，{n}。")).format(
                    sw=sw, so=self.show(o), n=self.t("now", v=v)) + self.tail(0.25)  # fmt: skip
            n = self.t("now", v=v)
            if r:
                return self.pick(("{n}，因为{r}。", "因为{r}，{n}。")).format(n=n, r=r)
            return self.pick(("{n}。", "说一声，{n}。", "{sn}了。")).format(
                n=n, sn=self.t("switch_new", v=v)) + self.tail(0.25)  # fmt: skip
        because_only = bool(r) and r.startswith("of ")
        if style == "old" and o:
            sw, Sw = self.t("switch", o=o, v=v), None
            Sw = cap(sw)
            if r:
                pats = [
                    "{Sw} because {r}.",
                    "Heads up: {sw}, because {r}.",
                    "{Sw}. Long story short, it was because {r}.",
                ]
                if not because_only:
                    pats += ["{R}, so {sw}.", "{Sw} — {r}."]
                return self.pick(pats).format(Sw=Sw, sw=sw, r=r, R=cap(r)) + self.tail(0.2)
            return self.pick(("{Sw}.", "Update: {sw}.", "Heads up, {sw}.",
                              "Not {so} any more — {n}.")).format(
                Sw=Sw, sw=sw, so=self.show(o), n=self.t("now", v=v)) + self.tail(0.3)  # fmt: skip
        n, N = self.t("now", v=v), self.t("now", True, v=v)
        sn = self.t("switch_new", v=v)
        if r:
            pats = ["{Sn}, because {r}.", "{N}, because {r}."]
            if not because_only:
                pats += ["{R}, so {sn}."]
            return self.pick(pats).format(Sn=cap(sn), sn=sn, N=N, r=r, R=cap(r)) + self.tail(0.2)
        return self.pick(("{N}.", "Update: {n}.", "So, {sn}.", "{Sn} the other week.")).format(
            N=N, n=n, sn=sn, Sn=cap(sn)) + self.tail(0.3)  # fmt: skip

    def m_plan(self, v: str, reason=None) -> str:
        r = reason[0] if reason else None
        if self.zh:
            p = self.t("plan", v=v)
            if r:
                return self.pick(("因为{r}，{p}。", "{p}，主要是{r}。")).format(p=p, r=r)
            return self.pick(
                ("{p}。", "{p}，你帮我看看要准备些什么？", "随便说说：{p}，你觉得呢？")
            ).format(p=p)
        p, P = self.t("plan", v=v), self.t("plan", True, v=v)
        if r:
            return self.pick(
                (
                    "{P}, because {r}. Remind me to look into it at the weekend?",
                    "{P} — {r}, basically.",
                )
            ).format(P=P, r=r) + self.tail(0.15)
        return self.pick(
            ("{P}.", "{P} — can you look into what's involved?", "Just an idea: {p}. Thoughts?")
        ).format(P=P, p=p) + self.tail(0.2)

    def m_plan_again(self, v: str) -> str:
        if self.has("plan_again"):
            return self.t("plan_again", v=v)
        if self.zh:
            return self.pick(("{sv}那个事还在考虑，还没顾上。",
                              "还在想{sv}的事，有什么要注意的吗？")).format(
                sv=self.show(v))  # fmt: skip
        return self.pick(("Still planning on the {sv} thing, just haven't got round to it.",
                          "Any pros and cons I should know about {sv}? Still thinking it over.",
                          "Not forgotten about {sv}, by the way. Still on the list.")).format(
            sv=self.show(v))  # fmt: skip

    def m_drop(self, v: str, c: str) -> str:
        if self.zh:
            return self.pick(("{sv}的事不考虑了，{sc}。", "算了，{sv}不弄了，{sc}，就这样吧。",
                              "最后还是没选{sv}，{sc}。")).format(
                sv=self.show(v), sc=self.t("say", v=c))  # fmt: skip
        return self.pick(("Forget the {sv} idea — staying put. {Sc}.",
                          "Decided against {sv} in the end. {Sc}, and that's fine.",
                          "Not doing {sv} after all; {sc}.")).format(
            sv=self.show(v), Sc=self.t("say", True, v=c), sc=self.t("say", v=c))  # fmt: skip

    def m_retract(self, x: str, c: str, immediate: bool) -> str:
        if self.has("retract") and self.rng.random() < 0.6:
            return self.t("retract", x=x, c=c)
        if self.zh:
            opts = (
                ("刚才说错了，{sx}那个最后没成，{sc}。", "等等，{sx}那条当我没说，{sc}。")
                if immediate
                else (
                    "前几天跟你说的{sx}，其实没弄成，{sc}。",
                    "{sx}那条当我没说，最后没成，{sc}。",
                )
            )
            return self.pick(opts).format(sx=self.show(x), sc=self.t("say", v=c))
        when = self.pick(("the other day", "last week", "earlier"))
        opts = (("Actually scratch that — I didn't go with {sx} in the end. {Sc}.",
                 "Wait, ignore that. {sx} didn't happen, {sc}.") if immediate else
                ("Correction to what I said {when}: the {sx} thing fell through, so {sc} still.",
                 "Ignore my message about {sx}. It never happened — {sc}.",
                 "Actually scratch what I told you {when} — I didn't go with {sx} after all. "
                 "{Sc}."))  # fmt: skip
        return self.pick(opts).format(
            sx=self.show(x), sc=self.t("say", v=c), when=when, Sc=self.t("say", True, v=c)
        )

    def m_slip(self, x: str, v: str) -> str:
        if self.zh:
            return self.pick(("{sx}——不对，是{sv}，{exc}。",
                              "{sx}，哦不，说错了，是{sv}。")).format(
                sx=self.t("say", v=x), sv=self.show(v), exc=self.pick(ZH_EXCUSES))  # fmt: skip
        return self.pick(
            ("{Sx} — sorry, no, {sv}. {Exc}.", "{Sx}... wait, no. {Sv}. {Exc}, sorry.")
        ).format(
            Sx=self.t("say", True, v=x),
            sv=self.show(v),
            Sv=cap(self.show(v)),
            Exc=cap(self.pick(EN_EXCUSES)),
        )

    def m_slip_old(self, o: str, v: str) -> str:
        if self.zh:
            return "{so}——哦不对，那是以前了，{n}。".format(
                so=self.t("say", v=o), n=self.t("now", v=v)
            )
        return self.pick(("{So} — ugh, no, that was before. {N}.",
                          "{So}... no wait, not any more. {N}, I keep forgetting.")).format(
            So=self.t("say", True, v=o), N=self.t("now", True, v=v))  # fmt: skip

    def m_fix(self, x: str, v: str) -> str:
        if self.zh:
            return self.pick(("之前跟你说的{label}是{sx}，记错了，其实是{sv}。",
                              "更正一下：不是{sx}，{s}。")).format(
                label=self.spec.get("fixlabel", self.spec["label"]), sx=self.show(x),
                sv=self.show(v), s=self.t("say", v=v))  # fmt: skip
        return self.pick(
            (
                "I gave you the wrong {label} earlier — it's {sv}, not {sx}.",
                "Correction: {sx} was wrong. {S}. Mixed it up with something else.",
            )
        ).format(
            label=self.spec.get("fixlabel", self.spec["label"]),
            sx=self.show(x),
            sv=self.show(v),
            S=self.t("say", True, v=v),
        )

    def m_wrap(self, clause: str, big: str) -> str:
        if self.zh:
            return self.pick(("{c}。", "更新一下：{c}。", "跟你说一下，{c}。")).format(c=clause)
        return self.pick(("{C}.", "Update: {c}.", "FYI {c}.")).format(c=clause, C=big)

    def m_end(self, o: str) -> str:
        e = self.t("end", o=o)
        if self.zh:
            return self.pick(("{e}。", "说一声，{e}。")).format(e=e) + self.tail(0.2)
        return self.pick(("{E}.", "Update: {e}.", "So, {e}.")).format(e=e, E=cap(e)) + self.tail(
            0.2
        )

    def m_restart(self, v: str) -> str:
        if self.has("restart"):
            r = self.t("restart", v=v)
            return (r + "。") if self.zh else (cap(r) + ".")
        if self.zh:
            return self.pick(("{n}，换了个新的。", "歇了一阵，{n}。")).format(n=self.t("now", v=v))
        return self.pick(("{N} — back at it.", "Back on it: {n}.", "{N}. Fresh start.")).format(
            N=self.t("now", True, v=v), n=self.t("now", v=v)
        )

    def m_repeat(self, vals: tuple) -> str:
        if len(vals) == 2:
            c = self.t("coexist", v=vals[0], w=vals[1])
            if self.zh:
                return self.pick(("你知道的，{c}。{tail}", "{c}，一直没变。")).format(
                    c=c, tail=self.tail(1)
                )
            return self.pick(("As you know, {c}.{tail}", "{C} — same as ever.")).format(
                c=c, C=cap(c), tail=self.tail(1.0))  # fmt: skip
        v = vals[0]
        if self.has("passing") and self.rng.random() < 0.6:
            return self.t("passing", v=v) + self.tail(0.2)
        if self.zh:
            return self.pick(("你知道的，{s}。{tail}", "{s}，一直没变。",
                              "{s}，这个没变哈。")).format(
                s=self.t("say", v=v), tail=self.tail(1.0))  # fmt: skip
        return self.pick(("As you know, {s}, so keep that in mind.{tail}", "{S}, still.{tail}",
                          "{S} — same as ever.")).format(
            s=self.t("say", v=v), S=self.t("say", True, v=v), tail=self.tail(1.0))  # fmt: skip

    def m_distract(self, v: str) -> str:
        options = list(self.spec.get("distract", ()))
        generic = []
        if self.spec.get("brand"):
            generic = (["今天地铁上全是{sv}的广告。", "{rel}刚用上{sv}，说挺好的。",
                        "{sv}怎么样？帮{rel}问的。"]
                       if self.zh else
                       ["Saw an ad for {sv} on the bus this morning, they're everywhere.",
                        "{Rel} just signed up with {sv}, says it's great.",
                        "Is {sv} any good? Asking for {rel}."])  # fmt: skip
        tpl = self.pick(options + generic)
        return tpl.format(**self.ctx(v=v, sv=self.show(v)))

    # -- storyline operations (text + truth) ----------------------------------------------
    def _tags(self, *items) -> list:
        return [(self.slot, role, tuple(vals)) for role, vals in items]

    def _state_style(self) -> str:
        styles = ["outright"] * 7 + ["passing"] * 8 + ["byname"] * 2
        if self.has("we"):
            styles += ["we"] * 3
        return self.pick(styles)

    def op_init(self, day: int, v: str, style: str | None = None) -> None:
        style = style or self._state_style()
        self.emit(day, self.m_state(v, style), self._tags(("hold", (v,))))
        self.iv.append([day, (v,)])
        self.first.append(day)

    def op_init_slip(self, day: int, v: str) -> None:
        x = self.take()
        self.emit(day, self.m_slip(x, v), self._tags(("hold", (v,)), ("slip", (x,))))
        self.retracted.add(x)
        self.iv.append([day, (v,)])
        self.first.append(day)

    def op_init_coexist(self, day: int, v: str, w: str) -> None:
        c = self.t("coexist", v=v, w=w)
        self.emit(day, self.m_wrap(c, cap(c)), self._tags(("hold", (v, w))))
        self.iv.append([day, (v, w)])
        self.first.append(day)

    def _change_style(self, allow_named: bool = True) -> str:
        styles = ["old"] * 5 + ["new"] * 4 if allow_named else ["new"] * 4
        if self.has("we"):
            styles += ["we"]
        styles += ["byname"]
        return self.pick(styles)

    def op_change(self, day: int, v: str, style: str, reason=None, actual: int | None = None,
                  when: str = "", window: tuple[int, int] | None = None) -> None:  # fmt: skip
        o = self.cur[0] if len(self.cur) == 1 else None
        if style == "old" and not o:
            style = "new"
        if style == "implied":
            reason = None
        text = self.m_change(o, v, style, reason, when)
        tags = [("hold", (v,))]
        if o and mention(text, o):
            tags.append(("was", (o,)))
        if reason:
            tags.append(("reason", (reason[1],)))
            self.reasons.append((v, reason[1]))
        self.emit(day, text, self._tags(*tags))
        start = actual if actual is not None else day
        self.windows.append(window or (day - 21, day))
        if actual is not None:
            self.backdated.add(len(self.iv))
        self.iv.append([start, (v,)])
        self.first.append(day)

    def op_late(self, c: int, rep: int, v: str, reason=None) -> None:
        w, rng = self.w, self.rng
        dc, dr = w.date(c), w.date(rep)
        if (dc.year, dc.month) != (dr.year, dr.month) and rng.random() < 0.75:
            ms = c - (dc.day - 1)
            nxt = (dc.replace(day=28) + timedelta(days=4)).replace(day=1)
            me = ms + (nxt - dc.replace(day=1)).days - 1
            if self.zh:
                when = self.pick((f"{dc.month}月份", f"{dc.month}月的时候"))
            else:
                when = self.pick((f"in {dc:%B}", f"back in {dc:%B}"))
            window = (ms, me)
        else:
            weeks = max(3, min(11, round((rep - c) / 7)))
            c = rep - 7 * weeks
            if self.zh:
                when = self.pick((f"大概{ZH_NUM[weeks]}周前", f"{ZH_NUM[weeks]}个星期前"))
            else:
                when = f"about {EN_WEEKS[weeks]} weeks ago"
            window = (c - 6, c + 6)
        self.op_change(rep, v, "late", reason, actual=c, when=when, window=window)

    def op_plan(self, day: int, v: str, reason=None) -> None:
        tags = [("plan", (v,))]
        if reason:
            tags.append(("reason", (reason[1],)))
        self.emit(day, self.m_plan(v, reason), self._tags(*tags))

    def op_drop(self, day: int, v: str) -> None:
        c = self.cur[0]
        self.emit(day, self.m_drop(v, c), self._tags(("drop", (v,)), ("hold", (c,))))
        self.dropped.add(v)

    def op_end(self, day: int) -> None:
        o = self.cur[0]
        self.emit(day, self.m_end(o), self._tags(("end", (o,))))
        self.windows.append((day - 14, day))
        self.iv.append([day, ()])
        self.first.append(day)

    def op_restart(self, day: int, v: str) -> None:
        self.emit(day, self.m_restart(v), self._tags(("hold", (v,))))
        self.windows.append((day - 14, day))
        self.iv.append([day, (v,)])
        self.first.append(day)

    def op_add(self, day: int, w: str) -> None:
        v = self.cur[0]
        a = self.t("add", v=v, w=w)
        self.emit(day, self.m_wrap(a, cap(a)), self._tags(("hold", (v, w))))
        self.windows.append((day - 14, day))
        self.iv.append([day, (v, w)])
        self.first.append(day)

    def op_scoped(self, day: int, x: str, s: str) -> None:
        v = self.cur[0]
        c = self.t("scoped", v=v, x=x, s=s)
        self.emit(day, self.m_wrap(c, cap(c)), self._tags(("hold", (v,)), ("scope", (x,))))
        self.scoped = (x, s)

    def op_claim_retract(self, day: int, x: str, day2: int, immediate: bool) -> None:
        o = self.cur[0]
        style = self.pick(("old", "new"))
        text = self.m_change(o, x, style)
        tags = [("claim", (x,))] + ([("was", (o,))] if mention(text, o) else [])
        minute = self.rng.randint(8 * 60, 22 * 60)
        ep = self.emit(day, text, self._tags(*tags), minute=minute)
        kw = dict(session=ep.session, minute=minute + self.rng.randint(1, 4)) if immediate else {}
        self.emit(day2, self.m_retract(x, o, immediate),
                  self._tags(("retract", (x,)), ("hold", (o,))), **kw)  # fmt: skip
        self.retracted.add(x)
        self.windows.append((day - 1, day2 + 1))

    def op_fix(self, day0: int, x: str, v: str, day_fix: int) -> None:
        style = self.pick(("outright", "passing"))
        self.emit(day0, self.m_state(x, style), self._tags(("claim", (x,))))
        self.emit(day_fix, self.m_fix(x, v), self._tags(("retract", (x,)), ("hold", (v,))))
        self.retracted.add(x)
        self.iv.append([day0, (v,)])
        self.first.append(day_fix)

    def op_repeat(self, day: int) -> None:
        vals = self.cur
        if vals:
            self.emit(day, self.m_repeat(vals), self._tags(("hold", vals)))

    def old_values(self) -> list[str]:
        final = set(self.cur)
        out = []
        for _, vals in self.iv[:-1]:
            for v in vals:
                if v not in final and v not in out:
                    out.append(v)
        if not self.cur:  # ended: everything held is old
            for _, vals in self.iv:
                for v in vals:
                    if v not in out:
                        out.append(v)
        return out

    def decorate(self, n_repeat: int) -> None:
        rng = self.rng
        if self.cur:
            start_f = max(self.iv[-1][0], self.first[-1])
            lo = max(start_f + 45, self.last_day + 20)
            for _ in range(n_repeat):
                if lo > LAST:
                    break
                d = self.r(lo, min(LAST, lo + 160))
                self.op_repeat(d)
                lo = d + 30
            old = [v for v in self.old_values()]
            if len(self.cur) == 1 and old and rng.random() < 0.2:
                d = self.r(start_f + 30, LAST)
                if d > start_f + 20:
                    o, v = old[-1], self.cur[0]
                    self.emit(d, self.m_slip_old(o, v), self._tags(("hold", (v,)), ("was", (o,))))
        for _ in range(rng.choice((0, 1, 1, 2))):
            if not self.pool:
                break
            d = self.r(self.p.join, LAST)
            x = self.take()
            self.emit(d, self.m_distract(x), self._tags(("distract", (x,))))
        old = self.old_values()
        if old and self.has("nostalgia") and rng.random() < 0.45:
            o = rng.choice(old)
            idx = max(i for i, (_, vals) in enumerate(self.iv) if o in vals)
            after = self.first[idx + 1] if idx + 1 < len(self.iv) else self.last_day
            d = self.r(after + 15, LAST)
            if d > after:
                self.emit(d, self.t("nostalgia", o=o), self._tags(("nostalgia", (o,))))

    # -- storylines -----------------------------------------------------------------------
    def run(self) -> None:
        j = self.p.join
        getattr(self, f"a_{self.arch}")(j)

    def a_stable(self, j: int) -> None:
        self.op_init(self.r(j, j + 120), self.take())
        self.decorate(self.rng.choice((2, 2, 3)))

    def a_change_reason(self, j: int) -> None:
        d0 = self.r(j, j + 80)
        self.op_init(d0, self.take())
        c = self.r(d0 + 50, min(d0 + 300, 430))
        self.op_change(c, self.take(), self._change_style(), self.reason())
        self.decorate(self.rng.choice((1, 2)))

    def a_change_plain(self, j: int) -> None:
        d0 = self.r(j, j + 80)
        self.op_init(d0, self.take())
        c = self.r(d0 + 50, min(d0 + 300, 430))
        self.op_change(c, self.take(), self._change_style())
        self.decorate(self.rng.choice((1, 2)))

    def a_implied(self, j: int) -> None:
        d0 = self.r(j, j + 80)
        self.op_init(d0, self.take())
        c = self.r(d0 + 50, min(d0 + 300, 430))
        self.op_change(c, self.take(), "implied")
        self.decorate(self.rng.choice((1, 2)))

    def a_late(self, j: int) -> None:
        d0 = self.r(j, j + 70)
        self.op_init(d0, self.take())
        c = self.r(d0 + 60, 420)
        rep = self.r(c + 20, c + 75)
        reason = self.reason() if self.rng.random() < 0.4 else None
        self.op_late(c, rep, self.take(), reason)
        self.decorate(self.rng.choice((1, 2)))

    def a_two_changes(self, j: int) -> None:
        d0 = self.r(j, j + 50)
        self.op_init(d0, self.take())
        c1 = self.r(d0 + 50, d0 + 170)
        which = self.rng.randrange(2)
        styles = ["old", "new", "implied", "we", "byname"]
        if not self.has("implied") or self.has("coexist"):
            styles.remove("implied")
        if not self.has("we"):
            styles.remove("we")
        self.op_change(c1, self.take(), self.pick(styles), self.reason() if which == 0 else None)
        c2 = self.r(c1 + 60, min(c1 + 220, 440))
        if self.rng.random() < 0.3:
            rep = self.r(c2 + 20, c2 + 60)
            self.op_late(c2, rep, self.take(), self.reason() if which == 1 else None)
        else:
            self.op_change(c2, self.take(), self.pick(styles),
                           self.reason() if which == 1 else None)  # fmt: skip
        self.decorate(1)

    def a_plan_done(self, j: int) -> None:
        d0 = self.r(j, j + 60)
        self.op_init(d0, self.take())
        p = self.r(d0 + 30, d0 + 180)
        v = self.take()
        reason = self.reason() if self.rng.random() < 0.7 else None
        at_plan = self.rng.random() < 0.5
        self.op_plan(p, v, reason if at_plan else None)
        h = self.r(p + 20, min(p + 130, 470))
        self.op_change(h, v, "done", None if at_plan else reason)
        if reason and at_plan:
            self.reasons.append((v, reason[1]))
        self.decorate(self.rng.choice((1, 2)))

    def a_plan_dropped(self, j: int) -> None:
        d0 = self.r(j, j + 80)
        self.op_init(d0, self.take())
        p = self.r(d0 + 30, 380)
        v = self.take()
        self.op_plan(p, v)
        self.op_drop(self.r(p + 14, min(p + 100, 480)), v)
        self.decorate(self.rng.choice((1, 2)))

    def a_plan_open(self, j: int) -> None:
        d0 = self.r(j, j + 100)
        self.op_init(d0, self.take())
        prev = d0
        if self.has("switch") and not self.spec.get("no_change") and self.rng.random() < 0.4:
            prev = self.r(d0 + 60, 330)
            self.op_change(prev, self.take(), self._change_style())
        v = self.take()  # reserved before the distractors draw from the pool
        self.decorate(1)
        p = self.r(max(prev + 40, 420, self.last_day + 5), 505)
        self.op_plan(p, v, self.reason() if self.rng.random() < 0.3 else None)
        if self.rng.random() < 0.5:
            self.emit(self.r(p + 7, p + 25), self.m_plan_again(v), self._tags(("plan", (v,))))
        self.open_plan = v

    def a_slip(self, j: int) -> None:
        d0 = self.r(j, j + 120)
        self.op_init_slip(d0, self.take())
        if self.has("switch") and not self.spec.get("no_change") and self.rng.random() < 0.4:
            self.op_change(self.r(d0 + 60, 430), self.take(), self._change_style())
        self.decorate(self.rng.choice((1, 2)))

    def a_retract(self, j: int) -> None:
        d0 = self.r(j, j + 80)
        self.op_init(d0, self.take())
        k = self.r(d0 + 40, 420)
        immediate = self.rng.random() < 0.35
        k2 = k if immediate else self.r(k + 1, k + 30)
        self.op_claim_retract(k, self.take(), k2, immediate)
        self.decorate(self.rng.choice((1, 2)))

    def a_detail_fix(self, j: int) -> None:
        d0 = self.r(j, j + 100)
        x, v = self.take(), self.take()
        self.op_fix(d0, x, v, self.r(d0 + 2, d0 + 60))
        self.decorate(self.rng.choice((1, 2)))

    def a_coexist(self, j: int) -> None:
        d0 = self.r(j, j + 100)
        if self.rng.random() < 0.5:
            self.op_init_coexist(d0, self.take(), self.take())
        else:
            self.op_init(d0, self.take())
            self.op_add(self.r(d0 + 40, 420), self.take())
        self.decorate(self.rng.choice((1, 2)))

    def a_scoped(self, j: int) -> None:
        d0 = self.r(j, j + 100)
        self.op_init(d0, self.take())
        self.op_scoped(self.r(d0 + 20, 430), self.take(), self.pick(self.spec["scopes"]))
        self.decorate(self.rng.choice((1, 2)))

    def a_end(self, j: int) -> None:
        d0 = self.r(j, j + 90)
        self.op_init(d0, self.take())
        self.op_end(self.r(d0 + 60, 460))
        self.decorate(0)

    def a_end_restart(self, j: int) -> None:
        d0 = self.r(j, j + 60)
        self.op_init(d0, self.take())
        e = self.r(d0 + 50, 300)
        self.op_end(e)
        self.op_restart(self.r(e + 40, 460), self.take())
        self.decorate(self.rng.choice((1, 2)))

    # -- probes ---------------------------------------------------------------------------
    def value_at(self, day: int) -> tuple:
        vals: tuple = ()
        for start, v in self.iv:
            if start <= day:
                vals = v
        return vals

    def as_of_candidates(self) -> list[tuple[int, list[int]]]:
        out = []
        for i, (start, vals) in enumerate(self.iv):
            if len(vals) != 1:
                continue
            end = self.iv[i + 1][0] if i + 1 < len(self.iv) else HORIZON
            lo = (start if i in self.backdated else max(start, self.first[i])) + 2
            days = [d for d in range(lo, end - 1)
                    if not any(a - 2 <= d <= b + 2 for a, b in self.windows)]  # fmt: skip
            if i in self.backdated:
                early = [d for d in days if d < self.first[i]]
                days = early or days
            if len(days) >= 3:
                out.append((i, days))
        return out

    def question(self, kind: str, **kw) -> str:
        return self.pick(self.spec["q"][kind]).format(n=self.p.name, pet=self.p.pet, **kw)

    def fmt_day(self, day: int) -> str:
        d = self.w.date(day)
        return f"{d.year}年{d.month}月{d.day}日" if self.zh else f"{d.day} {d:%B %Y}"

    def probes(self, values: set[str]) -> list[dict]:
        rng = self.rng
        final = self.cur
        old = self.old_values()
        base = dict(subject=self.p.name, slot=self.slot, values=sorted(values),
                    abandoned=sorted(self.dropped | self.retracted))  # fmt: skip
        out = []

        def add(kind: str, gold, question: str, outdated=(), **extra) -> None:
            out.append(dict(base, kind=kind, question=question, gold=sorted(gold),
                            outdated=sorted(outdated), **extra))  # fmt: skip

        if len(final) == 1:
            add("current", final, self.question("current"), old)
        elif len(final) == 2:
            add("coexisting", final, self.question("coexisting"), old)
        if old:
            add("historical", old, self.question("historical"), old)
        cands = self.as_of_candidates()
        if cands:
            n = 2 if self.arch == "two_changes" else 1
            older = [c for c in cands if c[0] < len(self.iv) - 1]
            if not older and rng.random() > 0.4:
                n = 0
            chosen = older or cands
            rng.shuffle(chosen)
            for _, days in chosen[:n]:
                day = rng.choice(days)
                gold = self.value_at(day)
                before = [v for _, vals in self.iv if _ < day for v in vals if v not in gold]
                add("as_of", gold, self.question("as_of", d=self.fmt_day(day)),
                    sorted(set(before)), as_of_day=day)  # fmt: skip
        if self.open_plan:
            add("planning", {self.open_plan}, self.question("planning"), old)
        for v, kw in self.reasons:
            add("why", {kw}, self.question("why", v=v), old)
        return out


def allowed(spec: dict, arch: str) -> bool:
    has = lambda k: bool(spec.get(k))  # noqa: E731
    changes = has("switch") and not spec.get("no_change")
    return {
        "stable": True,
        "change_reason": changes and has("reasons"),
        "change_plain": changes,
        # a new value shown only by use says nothing about the old one where two can coexist
        "implied": changes and has("implied") and not has("coexist"),
        "late": changes,
        "two_changes": changes,
        "plan_done": changes and has("plan"),
        "plan_dropped": has("plan"),
        "plan_open": has("plan"),
        "slip": bool(spec.get("fix")),
        "retract": changes and (has("retract") or bool(spec.get("brand"))),
        "detail_fix": bool(spec.get("fix")),
        "coexist": has("coexist") and has("add"),
        "scoped": has("scoped"),
        "end": has("end"),
        "end_restart": has("end") and has("now"),
    }[arch]


# -- the world ------------------------------------------------------------------------------


def _build(seed: int) -> tuple[dict, World]:
    w = World(seed)
    rng = w.rng
    n_people = rng.randint(14, 18)
    n_zh = rng.choice((3, 4))
    names = [(n, False) for n in rng.sample(EN_NAMES, n_people - n_zh)]
    names += [(n, True) for n in rng.sample(ZH_NAMES, n_zh)]
    rng.shuffle(names)
    w.people = [Person(i, n, zh, rng) for i, (n, zh) in enumerate(names)]
    for p in w.people:
        keys = list(ZH if p.zh else EN)
        if not p.zh:
            keys.remove(rng.choice(("home_city", "neighbourhood")))
        p.slots = rng.sample(keys, rng.randint(5, 8))

    # Storylines: each language group balanced over the storyline kinds (least used first,
    # most constrained slots first).
    for zh in (False, True):
        specs = ZH if zh else EN
        inst = [(p, s) for p in w.people if p.zh == zh for s in p.slots]
        rng.shuffle(inst)
        inst.sort(key=lambda ps: sum(allowed(specs[ps[1]], a) for a in ARCHS))
        used = dict.fromkeys(ARCHS, 0)
        for p, s in inst:
            opts = [a for a in ARCHS if allowed(specs[s], a)]
            low = min(used[a] for a in opts)
            arch = rng.choice([a for a in opts if used[a] == low])
            used[arch] += 1
            story = Story(w, p, s, arch)
            story.run()
            w.stories.append(story)

    person = {p.name: p for p in w.people}
    # Follow-ups and lead-ins in the same conversation as a state message.
    for ep in list(w.eps):
        p = person[ep.speaker]
        if rng.random() < 0.28:
            w.emit(p, ep.day, w.filler_text(p), session=ep.session,
                   minute=ep.minute + rng.randint(5, 9))  # fmt: skip
        if rng.random() < 0.1 and not any(t[1] == "retract" for t in ep.tags):
            w.emit(p, ep.day, w.filler_text(p), session=ep.session,
                   minute=max(0, ep.minute - rng.randint(2, 6)))  # fmt: skip
    # Small talk and ordinary requests, with the odd assistant reply.
    total = rng.randint(2080, 2560)
    while len(w.eps) < total:
        p = rng.choices(w.people, [p.activity for p in w.people])[0]
        day = rng.randint(p.join, HORIZON - 1)
        ep = w.emit(p, day, w.filler_text(p), minute=rng.randint(6 * 60 + 30, 23 * 60 + 30))
        if rng.random() < 0.35 and len(w.eps) < total:
            w.emit(
                p, day, w.filler_text(p), session=ep.session, minute=ep.minute + rng.randint(1, 8)
            )
        if rng.random() < 0.06 and len(w.eps) < total:
            w.emit(p, day, rng.choice(ASSISTANT_ZH if p.zh else ASSISTANT_EN), session=ep.session,
                   minute=ep.minute + 1, speaker="Assistant")  # fmt: skip
    w.eps.sort(key=lambda e: (e.day, e.minute, e.seq))

    texts: dict[str, list[str]] = {}
    for ep in w.eps:
        texts.setdefault(ep.speaker, []).append(ep.text)
    probes = []
    for story in w.stories:
        mine = texts[story.p.name]
        values = {v for v in story.vocab if any(mention(t, v) for t in mine)}
        probes += story.probes(values)
    rng.shuffle(probes)
    raw = {
        "start": w.start.isoformat(),
        "episodes": [dict(day=e.day, speaker=e.speaker, text=e.text, session=e.session,
                          language=e.lang, minute=e.minute) for e in w.eps],
        "probes": probes,
    }  # fmt: skip
    return raw, w


def generate(seed: int) -> dict:
    """The world for one seed: {"start", "episodes", "probes"} as `load_text_world` reads."""
    return _build(seed)[0]


# -- self-check -----------------------------------------------------------------------------


def _check(seed: int) -> dict:
    raw, w = _build(seed)
    eps, probes = raw["episodes"], raw["probes"]
    datetime.fromisoformat(raw["start"]).utcoffset()
    assert 2000 <= len(eps) <= 2600, len(eps)
    assert 14 <= len(w.people) <= 18 and 3 <= sum(p.zh for p in w.people) <= 4
    for e in eps:
        assert 0 <= e["day"] < HORIZON and 0 <= e["minute"] < 1440 and e["text"].strip()
        assert e["language"] in ("en", "zh")
    stated = [ep for ep in w.eps if ep.tags]
    assert len(stated) * 2 <= len(w.eps), "small talk should be at least half"
    for ep in w.eps:  # every tagged value is in the text
        for slot, role, vals in ep.tags:
            for v in vals:
                assert mention(ep.text, v), (seed, slot, role, v, ep.text)
    by_person: dict[str, list[Ep]] = {}
    for ep in w.eps:
        by_person.setdefault(ep.speaker, []).append(ep)
    for p in w.people:
        assert 5 <= len(p.slots) <= 8
        stories = [s for s in w.stories if s.p is p]
        kws = [kw for s in stories for _, kw in s.reasons]
        assert len(kws) == len(set(kws)), (seed, p.name, kws)
        for ep in by_person[p.name]:
            tagged = {t[0] for t in ep.tags}
            for s in stories:
                if s.slot in tagged:
                    continue
                for v in s.vocab:  # no value of an untagged slot slips into a message
                    assert not mention(ep.text, v), (seed, p.name, s.slot, v, ep.text)
                for _, kw in s.reasons:
                    assert not mention(ep.text, kw), (seed, p.name, s.slot, kw, ep.text)

    story_of = {(s.p.name, s.slot): s for s in w.stories}
    order = {id(ep): i for i, ep in enumerate(w.eps)}
    roles_never = {"plan", "drop", "claim", "retract", "slip"}
    for pr in probes:
        assert set(pr) >= {"subject", "kind", "question", "slot", "gold", "outdated", "values",
                           "abandoned"}, pr  # fmt: skip
        s = story_of[(pr["subject"], pr["slot"])]
        mine = by_person[pr["subject"]]
        gold, values = set(pr["gold"]), set(pr["values"])
        outdated, abandoned = set(pr["outdated"]), set(pr["abandoned"])
        kind = pr["kind"]
        assert gold and pr["question"].strip()
        for g in gold:
            assert any(mention(ep.text, g) for ep in mine), (seed, pr)
        if kind != "why":
            assert gold <= values, pr
        assert outdated | abandoned <= values, pr
        for v in values:
            assert any(mention(ep.text, v) for ep in mine)
        held = [(start, vals) for start, vals in s.iv]
        held_ever = {v for _, vals in held for v in vals}
        final = held[-1][1]
        assert not abandoned & held_ever, pr
        for a in abandoned:  # dropped plans and retracted claims, said as such
            assert any(t[0] == s.slot and t[1] in roles_never and a in t[2]
                       for ep in mine for t in ep.tags), pr  # fmt: skip
        slot_holds = sorted(
            (ep for ep in mine for t in ep.tags if t[0] == s.slot and t[1] == "hold"),
            key=lambda e: order[id(e)],
        )
        if kind in ("current", "coexisting", "historical", "planning", "why"):
            earlier = {v for _, vals in held[:-1] for v in vals} - set(final)
            if not final:
                earlier = held_ever
            assert outdated == earlier, (pr, held)
            for o in outdated:  # really held before, said so before the final state was told
                assert any(o in t[2] and t[1] in ("hold", "was") for ep in mine for t in ep.tags
                           if t[0] == s.slot and ep.day <= s.first[-1]), pr  # fmt: skip
        if kind == "current":
            assert len(final) == 1 and gold == set(final), (pr, held)
            last = slot_holds[-1]
            assert any(t[2] == final for t in last.tags if t[0] == s.slot and t[1] == "hold")
            assert all(mention(last.text, g) for g in gold)
        elif kind == "coexisting":
            assert len(final) == 2 and gold == set(final)
            last = slot_holds[-1]
            assert all(mention(last.text, g) for g in gold)
        elif kind == "historical":
            assert gold <= held_ever and not gold & set(final)
        elif kind == "as_of":
            d = pr["as_of_day"]
            idx = max(i for i, (start, _) in enumerate(held) if start <= d)
            assert gold == set(held[idx][1]) and len(gold) == 1, pr
            assert not any(a - 1 <= d <= b + 1 for a, b in s.windows), pr
            assert idx in s.backdated or d > s.first[idx], pr
            assert outdated <= held_ever - gold
        elif kind == "planning":
            (v,) = gold
            assert v == s.open_plan and v not in held_ever and v not in abandoned
            assert any(t[1] == "plan" and v in t[2] for ep in mine for t in ep.tags)
            assert not any(t[1] == "drop" and v in t[2] for ep in mine for t in ep.tags)
        elif kind == "why":
            (kw,) = gold
            assert any(t[0] == s.slot and t[1] == "reason" and kw in t[2]
                       for ep in mine for t in ep.tags), pr  # fmt: skip
        else:
            raise AssertionError(kind)
    counts: dict[str, int] = {}
    for pr in probes:
        counts[pr["kind"]] = counts.get(pr["kind"], 0) + 1
    return dict(episodes=len(eps), probes=len(probes), kinds=counts, people=len(w.people),
                archs=sorted({s.arch for s in w.stories}),
                slots=sorted({s.slot for s in w.stories}))  # fmt: skip


if __name__ == "__main__":
    totals: dict[str, int] = {}
    archs, slots = set(), set()
    for seed in range(31):
        got = _check(seed)
        assert generate(seed) == generate(seed), "not deterministic"
        for k, n in got["kinds"].items():
            totals[k] = totals.get(k, 0) + n
        archs.update(got["archs"])
        slots.update(got["slots"])
        print(
            f"seed {seed:2d}: {got['people']} people, {got['episodes']} episodes, "
            f"{got['probes']} probes {got['kinds']}"
        )
    assert generate(0)["episodes"] != generate(1)["episodes"]
    assert archs == set(ARCHS), set(ARCHS) - archs
    print("probes by kind over seeds 0-30:", totals)
    print("storylines used:", len(archs), "slots used:", sorted(slots))
    print("self-check passed")
