"""Blind text world ``blind_be``: the group chat of a morning dog-walking group in Carlisle.

A dozen or so people walk their dogs along the River Eden most mornings (Rickerby Park, the
Sheepmount, Bitts Park, the Eden Bridges) and chat in a group: retirees, young parents, shift
workers, a dog groomer, a vet nurse, a professional dog walker, partners who only come at the
weekend and a few Chinese-speaking members who mostly write in Chinese.

``generate(seed)`` invents the members and two years of chat.  Most lines are everyday chat
(mud, geese, frost, lost balls, who is walking when).  Each probed member has four to seven
state slots (neighbourhood, employer, phone network, car, usual coffee, vet practice, dog food,
energy supplier, dogs, clubs) whose values change one to three times, phrased freely: said
straight out, shown only by use, reported by someone else, told weeks late, planned and done,
planned and dropped, corrected, negated, scoped ("X mostly, but Y at work") or added alongside
(a second dog, a second club).  Distractor lines name values of the same kinds without them
being anyone's state.

The probes carry the ground truth (current, historical, as_of, coexisting and planning), with
the outdated, abandoned and merely-mentioned values.  Standard library only; deterministic
given the seed.  ``python -m bench.text_worlds.blind_be`` runs a self-check on seeds 7/11/23.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_be"
START = "2023-03-06T06:30:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

# name, gender ("f"/"m"), language, role (used in chat flavour only)
PEOPLE_EN = (
    ("Margaret", "f", "retired teacher"),
    ("Dot", "f", "retired nurse"),
    ("Ken", "m", "retired joiner"),
    ("Sandra", "f", "dog groomer"),
    ("Gav", "m", "night-shift forklift driver"),
    ("Jodie", "f", "young mum"),
    ("Callum", "m", "professional dog walker"),
    ("Bev", "f", "vet nurse"),
    ("Alan", "m", "retired postman"),
    ("Hannah", "f", "young mum"),
    ("Rob", "m", "paramedic on shifts"),
    ("Maureen", "f", "retiree"),
    ("Tariq", "m", "shift worker at the depot"),
    ("Fiona", "f", "primary school TA"),
    ("Lewis", "m", "student"),
    ("Shona", "f", "care worker on nights"),
    ("Derek", "m", "retired farmer"),
    ("Kirsty", "f", "young mum"),
    ("Nia", "f", "physio"),
    ("Bernard", "m", "retired bank manager"),
)
PEOPLE_ZH = (
    ("Xiaoling", "f", "restaurant owner"),
    ("Wang Fang", "f", "PhD student"),
    ("Chen Jie", "m", "software developer"),
    ("Zhou Min", "f", "young mum"),
    ("Lin Hao", "m", "chef on late shifts"),
    ("Meiying", "f", "retired accountant"),
)
# weekend partners and occasional posters: they chat, nobody asks about them
EXTRAS = ("Kev", "Steph", "Pete", "Ray", "Lorraine", "Jun")

PLACES = ("Rickerby Park", "the Sheepmount", "Bitts Park", "the Eden Bridge", "the Swifts",
          "Hammonds Pond", "Linstock", "the Cenotaph", "the river path by Stanwix bank",
          "the Memorial Bridge")  # fmt: skip
BREEDS_EN = ("cockapoo", "springer", "lab", "border collie", "whippet", "staffie", "beagle",
             "cavapoo", "lurcher", "Jack Russell", "golden retriever", "dachshund")  # fmt: skip
BREEDS_ZH = ("柯基", "泰迪", "金毛", "边牧", "柴犬", "比熊", "拉布拉多")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Value pools.  Some slots use the same pool for both languages (places, brands); Chinese
# writers' drinks and dog names are in Chinese.
# ---------------------------------------------------------------------------------------------

POOLS: dict[str, dict[str, tuple[str, ...]]] = {
    "home": {
        EN: (
            "Stanwix",
            "Denton Holme",
            "Botcherby",
            "Harraby",
            "Upperby",
            "Currock",
            "Belah",
            "Raffles",
            "Kingstown",
            "Wetheral",
            "Scotby",
            "Dalston",
            "Houghton",
            "Brampton",
            "Longtown",
        )
    },  # fmt: skip
    "job": {
        EN: (
            "Cumberland Infirmary",
            "Pirelli",
            "Carr's biscuit factory",
            "Tullie House",
            "Lanes Bakery",
            "Eden Valley Logistics",
            "Caldew Care Home",
            "Border Paws",
            "Citadel Insurance",
            "the Sands Centre",
            "Hadrian Print Works",
            "Fellview Primary",
            "Cumberland Council",
            "Botchergate Tap",
        )
    },  # fmt: skip
    "phone": {
        EN: (
            "Vodafone",
            "O2",
            "giffgaff",
            "Tesco Mobile",
            "Sky Mobile",
            "Lebara",
            "Smarty",
            "Fellside Mobile",
            "Voxi",
            "iD Mobile",
        )
    },  # fmt: skip
    "car": {
        EN: (
            "Skoda Octavia",
            "Nissan Leaf",
            "Ford Fiesta",
            "Kia Niro",
            "Dacia Duster",
            "Volvo V70",
            "Toyota Yaris",
            "MG4",
            "Vauxhall Corsa",
            "Subaru Forester",
            "Honda Jazz",
            "Land Rover Defender",
        )
    },  # fmt: skip
    "drink": {
        EN: (
            "flat white",
            "oat latte",
            "builder's tea",
            "Americano",
            "chai latte",
            "hot chocolate",
            "decaf cappuccino",
            "mocha",
            "peppermint tea",
        ),
        ZH: ("美式", "拿铁", "豆浆", "奶茶", "乌龙茶", "菊花茶", "热可可", "柠檬水"),
    },
    "vet": {
        EN: (
            "Scaleby Vets",
            "Eden Vale Vets",
            "Caldew Animal Clinic",
            "Kingmoor Vets",
            "Border Veterinary Centre",
            "Petlove Carlisle",
            "Warwick Road Vets",
        )
    },
    "food": {
        EN: (
            "Forthglade",
            "Lily's Kitchen",
            "Butcher's",
            "Harrier Raw",
            "Pooch & Mutt",
            "Burns",
            "Fellhound Kibble",
            "Tails.com",
            "Skinner's",
            "Naturo",
        )
    },
    "energy": {
        EN: ("Octopus", "EDF", "British Gas", "OVO", "E.ON Next", "Fellside Energy", "So Energy")
    },  # fmt: skip
    "dogs": {
        EN: (
            "Bramble",
            "Monty",
            "Nell",
            "Skye",
            "Rolo",
            "Juno",
            "Hamish",
            "Ziggy",
            "Tilly",
            "Fenwick",
            "Mabel",
            "Otis",
            "Pixie",
            "Bodhi",
            "Wilf",
            "Ruby",
            "Archie",
            "Maisie",
            "Rocco",
            "Lola",
            "Bonnie",
            "Dougal",
            "Hector",
            "Peggy",
            "Winnie",
            "Murphy",
            "Barney",
            "Coco",
            "Gus",
            "Inca",
            "Nala",
            "Percy",
            "Rufus",
            "Sasha",
            "Tess",
            "Luna",
        ),
        ZH: (
            "豆豆",
            "旺财",
            "球球",
            "可乐",
            "年糕",
            "花卷",
            "芝麻",
            "团子",
            "布丁",
            "米粒",
            "小黑",
            "毛毛",
            "多多",
            "乐乐",
        ),
    },
    "clubs": {
        EN: (
            "Eden Agility Club",
            "Border Flyball",
            "Carlisle Canicross",
            "Caldew Scentwork",
            "Citadel Choir",
            "Tuesday Book Club",
            "Solway Sea Swimmers",
            "Eden Bowls Club",
            "Eden Rowing Club",
            "Tullie Sketching Group",
        ),
        ZH: (
            "中文学校",
            "广场舞队",
            "太极班",
            "羽毛球俱乐部",
            "书法班",
            "Citadel Choir",
            "Eden Rowing Club",
        ),
    },
}
MULTI = {"dogs", "clubs"}
PLANNABLE = {"home", "job", "phone", "car", "vet", "food", "energy", "dogs", "clubs"}
SCOPED = {"phone", "car", "drink", "food"}

QUESTIONS: dict[str, dict[str, dict[str, str]]] = {
    "home": {
        EN: {"current": "Which part of Carlisle does {n} live in now?",
             "historical": "Where did {n} live before moving to where they are now?",
             "as_of": "Which area did {n} live in at that time?",
             "planning": "Where is {n} planning to move to?"},
        ZH: {"current": "{n}现在住在哪个区？", "historical": "{n}之前住在哪里？",
             "as_of": "{n}那时候住在哪里？", "planning": "{n}打算搬到哪里？"}},
    "job": {
        EN: {"current": "Where does {n} work now?",
             "historical": "Where did {n} work before the current job?",
             "as_of": "Where was {n} working at that time?",
             "planning": "Where is {n} hoping to work next?"},
        ZH: {"current": "{n}现在在哪里工作？", "historical": "{n}以前在哪里工作？",
             "as_of": "{n}那时候在哪里工作？", "planning": "{n}打算去哪里工作？"}},
    "phone": {
        EN: {"current": "Which mobile network is {n} on now?",
             "historical": "Which mobile network was {n} on before?",
             "as_of": "Which mobile network was {n} on then?",
             "planning": "Which network is {n} thinking of moving to?"},
        ZH: {"current": "{n}现在用哪家手机运营商？", "historical": "{n}以前用哪家运营商？",
             "as_of": "{n}那时候用哪家运营商？", "planning": "{n}打算换到哪家运营商？"}},
    "car": {
        EN: {"current": "What car does {n} drive now?",
             "historical": "What car did {n} drive before?",
             "as_of": "What car was {n} driving then?",
             "planning": "Which car is {n} planning to get?"},
        ZH: {"current": "{n}现在开什么车？", "historical": "{n}以前开什么车？",
             "as_of": "{n}那时候开什么车？", "planning": "{n}打算买什么车？"}},
    "drink": {
        EN: {"current": "What is {n}'s usual coffee order these days?",
             "historical": "What did {n} usually drink before?",
             "as_of": "What was {n}'s usual drink then?",
             "planning": "What drink is {n} planning to switch to?"},
        ZH: {"current": "{n}现在平时喝什么？", "historical": "{n}以前平时喝什么？",
             "as_of": "{n}那时候平时喝什么？", "planning": "{n}打算改喝什么？"}},
    "vet": {
        EN: {"current": "Which vet practice is {n}'s dog registered with now?",
             "historical": "Which vets did {n} use before?",
             "as_of": "Which vets was {n} with then?",
             "planning": "Which vets is {n} planning to move to?"},
        ZH: {"current": "{n}的狗现在在哪家兽医诊所？", "historical": "{n}以前去哪家兽医？",
             "as_of": "{n}那时候去哪家兽医？", "planning": "{n}打算换到哪家兽医？"}},
    "food": {
        EN: {"current": "What dog food does {n} feed now?",
             "historical": "What dog food did {n} use before?",
             "as_of": "What dog food was {n} feeding then?",
             "planning": "Which dog food is {n} planning to try?"},
        ZH: {"current": "{n}现在给狗吃什么狗粮？", "historical": "{n}以前给狗吃什么狗粮？",
             "as_of": "{n}那时候给狗吃什么狗粮？", "planning": "{n}打算换什么狗粮？"}},
    "energy": {
        EN: {"current": "Who is {n}'s energy supplier now?",
             "historical": "Who was {n}'s energy supplier before?",
             "as_of": "Who was {n}'s energy supplier then?",
             "planning": "Which energy supplier is {n} planning to switch to?"},
        ZH: {"current": "{n}家现在用哪家能源公司？", "historical": "{n}家以前用哪家能源公司？",
             "as_of": "{n}家那时候用哪家能源公司？", "planning": "{n}打算换哪家能源公司？"}},
    "dogs": {
        EN: {"current": "What is the name of {n}'s dog?",
             "coexisting": "What are the names of {n}'s dogs now?",
             "historical": "Which dog did {n} have before?",
             "as_of": "Which dog did {n} have then?",
             "planning": "What is {n} going to call the new puppy?"},
        ZH: {"current": "{n}的狗叫什么名字？", "coexisting": "{n}现在养的狗都叫什么？",
             "historical": "{n}以前养的狗叫什么？", "as_of": "{n}那时候养的狗叫什么？",
             "planning": "{n}打算给新小狗起什么名字？"}},
    "clubs": {
        EN: {"current": "Which club does {n} go to now?",
             "coexisting": "Which clubs or classes does {n} belong to now?",
             "historical": "Which club did {n} go to before?",
             "as_of": "Which club did {n} go to then?",
             "planning": "Which club is {n} planning to join?"},
        ZH: {"current": "{n}现在参加哪个俱乐部？", "coexisting": "{n}现在参加哪些俱乐部或课？",
             "historical": "{n}以前参加哪个俱乐部？", "as_of": "{n}那时候参加哪个俱乐部？",
             "planning": "{n}打算参加哪个俱乐部？"}},
}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Phrase fragments per slot and language.  Placeholders: {v} value, {old} previous value,
# {x} some other value of the same kind, {s} a third-person subject (name or pronoun),
# {dog} the speaker's dog, {breed} a breed.
#   pres  first-person present clause     new    first-person change clause
#   switch change clause naming {old}     p3     third-person clause with {s}
#   inf   infinitive (plans)              stay   staying with {old}
#   still question fragment about {old}   obl    whole line showing {v} only by use
#   scope whole line: {v} mostly, {x} in one context      dist  line naming {x}, nobody's state
# Multi-valued slots: has / add / both / remove instead of pres / new / switch.
# ---------------------------------------------------------------------------------------------

PH_EN: dict[str, dict[str, tuple[str, ...]]] = {
    "home": {
        "pres": ("I live in {v}", "we're in {v}", "home is a little terrace in {v}",
                 "we've got a semi up in {v}"),
        "new": ("we've moved to {v}", "I've moved to {v}", "we got the keys to a house in {v}",
                "I'm living in {v} now"),
        "switch": ("we've left {old} and moved over to {v}", "I swapped {old} for {v}",
                   "we sold up in {old} and we're in {v} now"),
        "p3": ("{s} lives in {v} now", "{s} has moved to {v}", "{s}'s in a new place in {v}"),
        "inf": ("move to {v}", "buy a place in {v}", "rent somewhere in {v}"),
        "stay": ("staying put in {old}", "sticking with {old}"),
        "still": ("still living in {old}", "still over in {old}"),
        "obl": ("The walk in from {v} takes me forty minutes, so if I'm late that's why",
                "Our new neighbours in {v} have a greyhound and {dog} is smitten",
                "Bin day in {v} is Tuesday, I keep forgetting since the move",
                "Got to get used to the hill up to {v} after a walk, my knees!"),
        "dist": ("Houses in {x} are going for silly money at the moment",
                 "Anyone know a good chippy in {x}?",
                 "There's a new dog park opening near {x} according to the News & Star",
                 "My sister always says she'd love to live in {x}, she never will"),
    },
    "job": {
        "pres": ("I work at {v}", "I'm at {v} these days", "I've been at {v} for years"),
        "new": ("I've started at {v}", "I've got a new job at {v}", "I'm working at {v} now"),
        "switch": ("I've left {old} and started at {v}", "I handed my notice in at {old}, I'm at {v} now",
                   "I've swapped {old} for {v}"),
        "p3": ("{s} works at {v} now", "{s} has a new job at {v}", "{s}'s started at {v}"),
        "inf": ("apply at {v}", "go for a job at {v}", "move to {v}"),
        "stay": ("staying at {old}", "sticking with {old} for now"),
        "still": ("still working at {old}", "still at {old}"),
        "obl": ("Break room at {v} has a window onto the river, I can see where we walk",
                "Induction at {v} was three days of fire safety videos, send help",
                "Just finished my first week of earlies at {v}, so I'll be on the 6am walk",
                "Lanyard from {v} still round my neck, walked straight from the shift"),
        "dist": ("Saw {x} are hiring again, if anyone's looking",
                 "My nephew's got an interview at {x} on Thursday",
                 "Heard {x} are cutting hours, glad I'm not there",
                 "The News & Star says {x} is expanding"),
    },
    "phone": {
        "pres": ("I'm on {v}", "my phone's with {v}", "I'm with {v} for the mobile"),
        "new": ("I've moved to {v}", "I've switched my phone to {v}", "I'm on {v} now"),
        "switch": ("I've ditched {old} and gone to {v}", "I moved from {old} to {v}",
                   "I've left {old}, I'm with {v} now"),
        "p3": ("{s} is on {v} now", "{s} has switched to {v}"),
        "inf": ("switch to {v}", "move my number to {v}", "go over to {v}"),
        "stay": ("sticking with {old}", "staying on {old}"),
        "still": ("still on {old}", "still with {old}"),
        "obl": ("Signal on {v} is rubbish by the Swifts, my photos won't send",
                "{v} just texted me about roaming, I'm only going to Gretna",
                "Had to ring {v} about my bill, forty minutes on hold"),
        "scope": ("I'm on {v} for my own phone, but the work phone is {x}",
                  "{v} on my personal one, {x} on the work mobile they gave me"),
        "dist": ("{x} are doing a 100GB deal for a tenner, saw it in the window",
                 "My daughter's on {x} and never has signal at ours",
                 "Is anyone on {x}? Worth it?",
                 "{x} adverts everywhere on the telly at the moment"),
    },
    "car": {
        "pres": ("I drive a {v}", "I've got a {v}", "the {v} is my car"),
        "new": ("I've got a {v}", "I've bought a {v}", "I picked up a {v} this week"),
        "switch": ("I've sold the {old} and got a {v}", "the {old} has gone, I've got a {v} instead",
                   "I part-exchanged the {old} for a {v}"),
        "p3": ("{s} is driving a {v} now", "{s} has got a {v}"),
        "inf": ("get a {v}", "buy a {v}", "lease a {v}"),
        "stay": ("keeping the {old}", "sticking with the {old}"),
        "still": ("still driving the {old}", "still in the {old}"),
        "obl": ("Muddy paws all over the back of the {v} already",
                "Parked the {v} at Rickerby, the car park was rammed",
                "{dog} has claimed the boot of the {v} as her throne",
                "The {v} needs a dog guard, {dog} keeps climbing into the front"),
        "scope": ("The {v} is mine for everything, but for work I get a {x}",
                  "I drive the {v} day to day, the {x} is only for the weekend jobs"),
        "dist": ("Someone's {x} was parked across the gate at Bitts Park again",
                 "Saw a {x} in dog-hair brown, very practical",
                 "Would you ever get a {x}? Asking for my husband",
                 "Top Gear reckon the {x} is the best dog car, I'm not convinced"),
    },
    "drink": {
        "pres": ("my usual is a {v}", "I always have a {v}", "it's a {v} for me every morning"),
        "new": ("I've gone over to {v}", "I'm on {v} now", "I drink {v} these days"),
        "switch": ("I've given up {old}, it's {v} now", "no more {old}, I've switched to {v}",
                   "I swapped {old} for {v}"),
        "p3": ("{s} drinks {v} now", "{s} has switched to {v}", "{s}'s on {v} these days"),
        "inf": ("switch to {v}", "try {v} instead", "go over to {v}"),
        "stay": ("sticking with {old}",),
        "still": ("still on the {old}", "still having {old}"),
        "obl": ("Grabbed my {v} from the kiosk at the park, and the lad knew my order already",
                "Spilled my {v} when {dog} saw a squirrel",
                "Can someone hold my {v} while I get the lead off"),
        "scope": ("It's {v} most mornings, but on a night shift I need a {x}",
                  "{v} usually, {x} only at work where the machine is free"),
        "dist": ("The kiosk has started doing {x}, anyone tried it?",
                 "My husband has a {x} at eleven every day, like clockwork",
                 "A {x} at the services was four pound fifty!"),
    },
    "vet": {
        "pres": ("we're with {v}", "{dog} is registered at {v}", "we go to {v}"),
        "new": ("we've moved {dog} to {v}", "we're with {v} now", "{dog} is registered at {v} now"),
        "switch": ("we've left {old} and gone to {v}", "we moved from {old} to {v}"),
        "p3": ("{s} has moved the dog to {v}", "{s} is with {v} now"),
        "inf": ("move to {v}", "register with {v}"),
        "stay": ("staying with {old}", "sticking with {old}"),
        "still": ("still with {old}", "still going to {old}"),
        "obl": ("Booster done at {v} this morning, {dog} was a hero",
                "The nurse at {v} weighed {dog}, we need to cut back on treats",
                "Sat in the {v} waiting room for an hour with a very sulky {dog}"),
        "dist": ("{x} are doing half-price microchipping this month",
                 "Heard {x} are struggling to get vets, two-week waits",
                 "My cousin's cat goes to {x}, she rates them"),
    },
    "food": {
        "pres": ("{dog} is on {v}", "we feed {v}", "we use {v}"),
        "new": ("we've switched {dog} to {v}", "{dog} is on {v} now", "we're feeding {v} now"),
        "switch": ("we've moved from {old} to {v}", "{dog} went off {old}, so it's {v} now"),
        "p3": ("{s} feeds {v} now", "{s} has the dog on {v}"),
        "inf": ("try {v}", "switch to {v}", "move {dog} over to {v}"),
        "stay": ("sticking with {old}", "staying on {old}"),
        "still": ("still feeding {old}", "still on {old}"),
        "obl": ("The {v} delivery came while we were out and the driver left it in the rain",
                "{dog} wolfed his {v} down then did zoomies round the kitchen",
                "Costs a fortune, {v}, but his coat has never been better"),
        "scope": ("{dog} has {v} for meals, but {x} for training treats",
                  "We feed {v} at home, and {x} only when he's at the kennels"),
        "dist": ("{x} has been recalled, check your bags!",
                 "Pets at Home have {x} on offer this weekend",
                 "Someone at the groomers swears by {x}",
                 "Saw an advert for {x} on the bus shelter, the dog in it looked like {dog}"),
    },
    "energy": {
        "pres": ("we're with {v} for the gas and electric", "our energy is {v}"),
        "new": ("we've switched to {v}", "we're with {v} now for the energy"),
        "switch": ("we've left {old} for {v}", "we moved the gas and electric from {old} to {v}"),
        "p3": ("{s}'s household is with {v} now", "{s} has switched to {v}"),
        "inf": ("switch to {v}", "move over to {v}"),
        "stay": ("staying with {old}",),
        "still": ("still with {old}",),
        "obl": ("{v} sent the smart meter man today and {dog} barked the whole time",
                "First bill from {v} came in, less than I feared"),
        "dist": ("{x} are putting prices up again, it was on the radio",
                 "My neighbour is with {x} and swears at them weekly",
                 "Anyone know if {x} do that cheap overnight tariff?"),
    },
    "dogs": {
        "has": ("my {breed} is called {v}", "I walk {v}, my {breed}", "{v} is my {breed}"),
        "add": ("we've got a second dog, a {breed} puppy called {v}",
                "{v} has joined the family, a little {breed}",
                "we picked up {v} at the weekend, a rescue {breed}"),
        "both": ("{v} and {x} both need a bath", "walking {v} and {x} together now is chaos"),
        "p3": ("{s} has got a new {breed} called {v}", "{s}'s got another dog, {v}"),
        "inf": ("get a puppy, and we'd call it {v}", "get a second dog, {v} if it's a girl"),
        "obl": ("{v} has eaten a sock again", "{v} found the only puddle on the Sheepmount",
                "{v} is snoring under my desk"),
        "dist": ("There's a lost {breed} called {x} on the Facebook page, keep an eye out",
                 "My mum's old dog was called {x}, funny how names come round",
                 "Saw a {breed} called {x} at the vet, the spitting image of yours"),
    },
    "clubs": {
        "has": ("I go to {v} on Tuesdays", "I'm a member of {v}", "I do {v} every week"),
        "add": ("I've joined {v} as well", "I've signed up for {v} too", "I'm doing {v} now as well"),
        "remove": ("I've packed in {v}", "I've given up {v}", "I stopped going to {v}"),
        "both": ("Busy week, {v} on Tuesday and {x} on Thursday",),
        "p3": ("{s} has joined {v}", "{s} goes to {v} now"),
        "inf": ("join {v}", "sign up for {v}", "try {v}"),
        "obl": ("Knackered after {v} last night", "{v} was cancelled, the hall flooded again",
                "Won a rosette at {v}, never been so proud"),
        "dist": ("{x} are looking for new members, there's a poster at the Co-op",
                 "My neighbour does {x}, sounds mad", "Would any of you ever try {x}?"),
    },
}  # fmt: skip

PH_ZH: dict[str, dict[str, tuple[str, ...]]] = {
    "home": {
        "pres": ("我住在{v}", "我们家在{v}", "我们住{v}那边"),
        "new": ("我们搬到{v}了", "我搬去{v}了", "我们在{v}买了房子，已经搬进去了"),
        "switch": ("我们从{old}搬到{v}了", "离开{old}了，现在住{v}"),
        "p3": ("{s}现在住在{v}", "{s}搬到{v}去了"),
        "inf": ("搬到{v}", "在{v}买房"),
        "stay": ("还是住{old}",),
        "still": ("还住在{old}",),
        "obl": ("从{v}走过来要四十分钟，迟到了别怪我", "{v}这边的邻居也养狗，{dog}天天隔着栅栏叫"),
        "dist": ("听说{x}的房价又涨了", "{x}那边新开了一家中餐馆，有人去过吗？"),
    },
    "job": {
        "pres": ("我在{v}上班", "我在{v}工作"),
        "new": ("我开始在{v}上班了", "我换工作了，现在在{v}"),
        "switch": ("我从{old}辞职了，现在在{v}", "离开{old}了，去了{v}"),
        "p3": ("{s}现在在{v}上班", "{s}换到{v}了"),
        "inf": ("去{v}上班", "申请{v}的工作"),
        "stay": ("还是留在{old}",),
        "still": ("还在{old}上班",),
        "obl": ("刚下班，{v}今天忙死了", "{v}的培训太无聊了，三天都是安全视频"),
        "dist": ("听说{x}在招人", "我朋友在{x}面试了"),
    },
    "phone": {
        "pres": ("我用的是{v}", "我的手机卡是{v}"),
        "new": ("我换成{v}了", "我现在用{v}"),
        "switch": ("我把{old}退了，换了{v}", "从{old}转到{v}了"),
        "p3": ("{s}现在用{v}", "{s}换成{v}了"),
        "inf": ("换成{v}", "转到{v}"),
        "stay": ("继续用{old}",),
        "still": ("还用{old}",),
        "obl": ("{v}在河边信号太差了，照片发不出去", "{v}的账单又来了，比以前便宜"),
        "scope": ("我自己的手机用{v}，工作手机是{x}",),
        "dist": ("{x}现在有优惠，十镑100GB", "有人用{x}吗？好不好？"),
    },
    "car": {
        "pres": ("我开的是{v}", "我有一辆{v}"),
        "new": ("我买了一辆{v}", "我换车了，现在开{v}"),
        "switch": ("我把{old}卖了，买了{v}", "{old}换掉了，现在是{v}"),
        "p3": ("{s}现在开{v}", "{s}买了一辆{v}"),
        "inf": ("买一辆{v}", "换成{v}"),
        "stay": ("继续开{old}",),
        "still": ("还开那辆{old}",),
        "obl": ("{v}后座全是狗毛", "{v}停在Rickerby停车场了，今天人好多"),
        "scope": ("平时开{v}，上班开公司的{x}",),
        "dist": ("停车场有辆{x}挡住门口了", "你们觉得{x}怎么样？"),
    },
    "drink": {
        "pres": ("我每天早上喝{v}", "我一般喝{v}"),
        "new": ("我现在改喝{v}了", "最近都喝{v}"),
        "switch": ("不喝{old}了，改喝{v}", "我把{old}戒了，现在喝{v}"),
        "p3": ("{s}现在喝{v}", "{s}改喝{v}了"),
        "inf": ("改喝{v}", "试试{v}"),
        "stay": ("还是喝{old}",),
        "still": ("还喝{old}",),
        "obl": ("拿着{v}遛狗，{dog}一拉差点洒了", "公园门口的小亭子居然知道我要{v}"),
        "scope": ("平时喝{v}，夜班的时候喝{x}",),
        "dist": ("公园的小亭子开始卖{x}了", "我老公每天都喝{x}"),
    },
    "vet": {
        "pres": ("{dog}在{v}看病", "我们去{v}"),
        "new": ("我们把{dog}转到{v}了", "现在去{v}了"),
        "switch": ("从{old}换到{v}了", "不去{old}了，改去{v}"),
        "p3": ("{s}把狗转到{v}了", "{s}现在去{v}"),
        "inf": ("换到{v}", "去{v}登记"),
        "stay": ("还是去{old}",),
        "still": ("还去{old}",),
        "obl": ("今天在{v}打了疫苗，{dog}很乖", "{v}的护士说{dog}要减肥了"),
        "dist": ("{x}这个月芯片半价", "听说{x}要排两个星期"),
    },
    "food": {
        "pres": ("{dog}吃{v}", "我们喂{v}"),
        "new": ("{dog}现在吃{v}了", "我们换成{v}了"),
        "switch": ("{dog}不吃{old}了，换成{v}", "从{old}换到{v}了"),
        "p3": ("{s}的狗现在吃{v}", "{s}换成{v}了"),
        "inf": ("试试{v}", "换成{v}"),
        "stay": ("继续喂{old}",),
        "still": ("还喂{old}",),
        "obl": ("{v}的快递到了，放在门口淋雨了", "{dog}三口就把{v}吃完了"),
        "scope": ("平时吃{v}，训练的零食用{x}",),
        "dist": ("{x}被召回了，大家看看", "Pets at Home的{x}打折"),
    },
    "energy": {
        "pres": ("我们家用{v}的电和煤气", "我们的能源是{v}"),
        "new": ("我们换成{v}了", "现在用{v}了"),
        "switch": ("我们从{old}换到{v}了",),
        "p3": ("{s}家现在用{v}", "{s}换成{v}了"),
        "inf": ("换成{v}",),
        "stay": ("还是用{old}",),
        "still": ("还用{old}",),
        "obl": ("{v}今天来装智能电表，{dog}叫了一上午",),
        "dist": ("{x}又要涨价了", "邻居用{x}，天天骂"),
    },
    "dogs": {
        "has": ("我家{breed}叫{v}", "{v}是我的{breed}"),
        "add": ("我们又养了一只{breed}，叫{v}", "{v}来我们家了，是只小{breed}"),
        "both": ("{v}和{x}今天都要洗澡",),
        "p3": ("{s}又养了一只狗，叫{v}", "{s}家新来了一只{breed}，叫{v}"),
        "inf": ("再养一只小狗，名字叫{v}",),
        "obl": ("{v}又把袜子吃了", "{v}在床底下打呼噜"),
        "dist": ("群里有人丢了一只{breed}叫{x}，大家留意一下", "我妈以前的狗也叫{x}"),
    },
    "clubs": {
        "has": ("我每周去{v}", "我参加了{v}"),
        "add": ("我又报了{v}", "我也开始去{v}了"),
        "remove": ("我不去{v}了", "{v}我退了"),
        "both": ("这周很忙，周二{v}，周四{x}",),
        "p3": ("{s}参加了{v}", "{s}现在去{v}"),
        "inf": ("参加{v}", "报名{v}"),
        "obl": ("昨晚{v}累死了", "{v}今天取消了，场地又淹了"),
        "dist": ("{x}在招新，Co-op门口有海报", "有人想去{x}吗？"),
    },
}  # fmt: skip

OLD_EN = {
    "home": "Walked past our old house in {old} today, the new owners have painted the door pink",
    "job": "Had a pint with the old crew from {old} last night, nothing's changed there",
    "phone": "{old} keep texting me offers to come back, no chance",
    "car": "Saw my old {old} at the lights on Warwick Road, the new owner keeps it nice",
    "drink": "Had a {old} today for old times' sake, forgot how sweet it is",
    "vet": "{old} still email me {dog}'s reminders, must unsubscribe",
    "food": "Gave the last bag of {old} to the rescue, {dog} won't touch it now",
    "energy": "Final bill from {old} finally arrived, only took four months",
    "clubs": "Bumped into some of the {old} lot in town, they say hi",
}
OLD_ZH = {
    "home": "今天路过{old}的老房子，新房东把门刷成粉色了",
    "job": "昨晚和{old}的老同事吃饭了",
    "phone": "{old}天天发短信让我回去，不可能",
    "car": "在路口看见我以前那辆{old}了，新主人保养得不错",
    "drink": "今天怀旧喝了一杯{old}",
    "vet": "{old}还在给我发{dog}的提醒邮件",
    "food": "剩下的{old}送给救助站了，{dog}不吃了",
    "energy": "{old}的最后一张账单终于来了",
    "clubs": "在城里碰到{old}的朋友们了，她们问好",
}

# Frames around a first-person clause {c} ({C}: capitalised).
DIRECT_EN = ("{C}.", "Quick one from me: {c}.", "News from our house, {c}!",
             "{C}, for anyone who was wondering.", "Well, {c}. Big few weeks!",
             "Update: {c}. Still getting used to it.")  # fmt: skip
DIRECT_ZH = ("{c}。", "跟大家说一下，{c}。", "好消息，{c}！", "报告一下：{c}。")
CHATTY_EN = (
    "{s1} Anyway, {c}, which is taking some getting used to. {s2}",
    "{s1} Oh and {c}, did I say? {s2}",
    "Morning all. {s1} In other news {c}, so that's been a saga. {s2}",
)
CHATTY_ZH = ("{s1} 对了，{c}，还在适应中。{s2}", "{s1} 顺便说一下，{c}。{s2}")
LATE_EN = (
    "Forgot to mention, {c}. That was back in {month}, time flies.",
    "Oh, meant to say weeks ago: {c}. About {weeks} weeks now.",
    "Did I ever tell you lot that {c}? Must be {weeks} weeks back now.",
)
LATE_ZH = ("忘了跟大家说，{c}，已经{weeks}个星期了。", "之前忘了说，{c}，是{month}的事。")
MONTHS_ZH = ("一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月",
             "十一月", "十二月")  # fmt: skip
PLAN_EN = ("Thinking about trying to {inf}.", "We're planning to {inf} in the spring.",
           "Seriously tempted to {inf}. Has anyone done it?", "Looking into whether to {inf}.",
           "The plan is to {inf} once things calm down.")  # fmt: skip
PLAN_ZH = ("我在考虑{inf}。", "我们打算明年春天{inf}。", "有点想{inf}，有人试过吗？")
IDLE_EN = ("Half thinking I should {inf}, but you know me.",
           "Idle thought on the walk: should I {inf}? Probably not.")  # fmt: skip
IDLE_ZH = ("随便想想，要不要{inf}？估计不会。",)
DROP_EN = ("Not going to {inf} after all, {stay}.", "Scrapped the plan to {inf}. {Stay}, it's fine.",
           "Change of plan, we won't {inf}; {stay} for now.")  # fmt: skip
DROP_ZH = ("不打算{inf}了，{stay}。", "计划取消了，不{inf}了，{stay}。")
DONE_EN = ("Remember I said I might {inf}? Well, {c}!", "We did it, {c}.",
           "Finally! {C}.")  # fmt: skip
DONE_ZH = ("之前说要{inf}，现在办成了：{c}。", "终于搞定了，{c}！")
SELF_EN = ("Big news for {n}: {p3}!", "{C}. Yes, {p3}, who'd have thought.",
           "Hear ye: {p3}. {n} has spoken.")  # fmt: skip
SELF_ZH = ("{n}宣布：{p3}！", "{c}。对，{p3}，没想到吧。")
REPORT_EN = ("Saw {n} at {place}, {p3}.", "{n} asked me to pass on that {p3}.",
             "For anyone asking after {n}: {p3}.", "Bumped into {n} in Tesco, {p3}.")  # fmt: skip
REPORT_ZH = ("今天在{place}碰到{n}了，{p3}。", "{n}让我跟大家说，{p3}。")
ASK_EN = ("Has anyone seen {n} lately? Not seen {o} at {place} for weeks.",
          "Where's {n} been hiding? Miss {o} on the early walk.")  # fmt: skip
ASK_ZH = ("最近有人见到{n}吗？好几个星期没在{place}看见了。",)
ANSWER_EN = ("{P3}, so the walks are at the other end of town now.", "Oh {p3}. All good though.",
             "Yes! {P3}, told me on Saturday.")  # fmt: skip
ANSWER_ZH = ("{p3}，所以现在在别的地方遛狗。", "有啊，{p3}，上周跟我说的。")
NEGQ_EN = ("{n}, are you {still}?", "Random question {n}, you're {still}, aren't you?")
NEGQ_ZH = ("{n}，你{still}吗？",)
NEGA_EN = ("No, not {old} any more, {c}.", "Nope! {C}. {old} is history.",
           "Not any more, {c}.")  # fmt: skip
NEGA_ZH = ("没有了，不是{old}了，{c}。", "早就不是了，{c}。")
CORR_EN = ("Sorry, I meant {v}, not {w}. Cold fingers.", "*{v}, not {w}. Autocorrect!",
           "Wait, no, it's {v}. I don't know why I typed {w}.")  # fmt: skip
CORR_ZH = ("打错了，是{v}，不是{w}。", "更正一下，是{v}不是{w}。")
REPLY_EN = ("Ooh congrats!", "About time!", "Nice one 👍", "Does {dog} approve?", "Brave!",
            "Ha, good luck with that", "Love that for you", "Oh I didn't know that!",
            "Makes sense with your hours.")  # fmt: skip
REPLY_ZH = ("恭喜！", "不错啊", "👍", "哈哈，加油", "真的吗？")

SMALL_EN = (
    "Frost on the Sheepmount this morning, {dog} did three laps of pure joy.",
    "River's right up by the Swifts, stick to the top path.",
    "Anyone walking at 7 tomorrow? I'll be at the Eden Bridge end.",
    "The geese at Bitts Park are in a mood again, give them a wide berth.",
    "{dog} rolled in something unspeakable by Rickerby, bath time.",
    "Lovely sunrise over the river, photo doesn't do it justice.",
    "Found a green ball with a blue stripe by the Cenotaph, anyone's?",
    "Poo bags left hanging on the fence by Linstock again, people!",
    "Carlisle United lost again, so I'm walking it off.",
    "Anyone else's dog terrified of the new bins?",
    "Heron on the weir this morning, {dog} didn't even notice.",
    "Mud up to {dog}'s elbows. Why do we do this to ourselves?",
    "Fog so thick I could hardly see {dog} at the end of the lead.",
    "The kiosk at the park is shut till Easter, bring a flask.",
    "Cows are out in the field past Linstock, keep them on leads.",
    "Who's doing the Christmas jumper walk this year?",
    "Saw an otter by the Memorial Bridge! Honestly!",
    "{dog} has decided swans are the enemy now.",
    "Late one today, running behind, see you at the bandstand.",
    "Rain's stopped, we're heading out in ten.",
    "Does anyone know if the path under the bridge is still closed?",
    "Great turnout this morning, eleven dogs and not one fight.",
    "Somebody's spaniel stole my glove. I want it back.",
    "Happy birthday to {dog}, four today!",
    "Grass is getting long on the Sheepmount, ticks about.",
)
SMALL_ZH = (
    "今天早上河边好冷，{dog}跑得特别开心。",
    "河水涨了，大家走上面的路。",
    "明天七点有人一起遛狗吗？",
    "Bitts Park的鹅又在追人了，小心。",
    "{dog}在Rickerby打滚了，回家洗澡。",
    "今天日出好漂亮。",
    "有人在桥边捡到一个球吗？{dog}的球丢了。",
    "下雨了，今天晚点出门。",
    "今天雾好大，差点看不见{dog}。",
    "草地上有牛，记得拴绳。",
    "{dog}今天见到天鹅就叫。",
    "早上好各位！",
)
ZH_SPRINKLE = ("Morning all, 早上好 as our Chinese contingent says!", "Right, 走吧, let's go, it's freezing.",
               "Bit of a 麻烦 with the lead this morning, snapped clean off.",
               "{dog} ate my 包子, the cheek of it.")  # fmt: skip
WEEKEND_EN = ("Weekend crew reporting for duty!", "Dragged out of bed for this, it's Saturday!",
              "Only here because the other half said so. Lovely though.",
              "Sunday walk, then bacon butties at ours.")  # fmt: skip


# ---------------------------------------------------------------------------------------------
# The world model: members, their slot timelines, and the chat lines that tell them.
# ---------------------------------------------------------------------------------------------


@dataclass
class SlotPlan:
    """One member's slot: the values it held (day it became true, value), plus what the probes
    need to know about plans, corrections and scoped or merely mentioned values."""

    key: str
    timeline: list[tuple[int, str]] = field(default_factory=list)  # single-valued slots
    known: list[int] = field(default_factory=list)  # day each timeline entry was first told
    adds: list[tuple[int, str]] = field(default_factory=list)  # multi-valued slots
    removes: list[tuple[int, str]] = field(default_factory=list)
    outdated: set[str] = field(default_factory=set)
    abandoned: set[str] = field(default_factory=set)
    values: set[str] = field(default_factory=set)
    planning: str | None = None
    spare: list[str] = field(default_factory=list)  # unused pool values, for plans and such


@dataclass
class Member:
    name: str
    gender: str
    lang: str
    role: str
    dog: str
    breed: str
    slots: dict[str, SlotPlan] = field(default_factory=dict)
    initial: list[tuple[int, str, SlotPlan]] = field(default_factory=list)

    def she(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"

    def her(self) -> str:
        return "her" if self.gender == "f" else "him"


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text[:1].isascii() else text


class Chat:
    """Collects scenes (one conversation each) as episode dicts."""

    def __init__(self, rng: random.Random, members: list[Member]) -> None:
        self.rng = rng
        self.members = members
        self.lines: list[dict[str, Any]] = []
        self.n_scenes = 0
        self.state_lines = 0

    def scene(self, day: int, turns: list[tuple[Member | str, str]], state: bool = True) -> None:
        day = max(0, min(LAST_DAY, day))
        self.n_scenes += 1
        session = f"d{day:03d}-s{self.n_scenes}"
        minute = self.rng.randint(0, 200)
        for who, text in turns:
            name = who.name if isinstance(who, Member) else who
            lang = who.lang if isinstance(who, Member) else EN
            text = re.sub(r"\b([Aa]) (?=[aeiouAEIOU])", r"\1n ", text)  # "a oat latte"
            if lang == ZH and text and all(ord(ch) < 128 for ch in text):
                lang = EN
            self.lines.append({"day": day, "minute": minute, "speaker": name, "text": text,
                               "session": session, "language": lang})  # fmt: skip
            minute += self.rng.randint(1, 7)
        if state:
            self.state_lines += len(turns)

    def other(self, *not_these: Member) -> Member:
        return self.rng.choice([m for m in self.members if m not in not_these])


def phrase(lang: str, slot: str, cat: str, rng: random.Random, **kw: str) -> str:
    table = (PH_ZH if lang == ZH else PH_EN)[slot]
    options = table.get(cat) or PH_EN[slot][cat]
    return fill(rng.choice(options), **kw)


def fill(template: str, **kw: str) -> str:
    base = {"v": "", "old": "", "x": "", "s": "", "dog": "", "breed": "", "n": ""}
    base.update(kw)
    return template.format(**base)


def frame(template: str, c: str = "", **kw: str) -> str:
    return fill_frame(template, c=c, C=cap(c), **kw)


def fill_frame(template: str, **kw: str) -> str:
    keys = ("c", "C", "s1", "s2", "month", "weeks", "inf", "stay", "Stay", "n", "p3", "P3",
            "place", "o", "still", "old", "v", "w", "dog")  # fmt: skip
    base = dict.fromkeys(keys, "")
    base.update(kw)
    return template.format(**base)


def pick(rng: random.Random, lang: str, en: tuple[str, ...], zh: tuple[str, ...]) -> str:
    return rng.choice(zh if lang == ZH else en)


# ---------------------------------------------------------------------------------------------
# Building members and their timelines
# ---------------------------------------------------------------------------------------------


def make_members(rng: random.Random) -> list[Member]:
    n = rng.randint(10, 12)
    n_zh = max(2, round(n / 4)) if rng.random() < 0.7 else 3
    chosen = rng.sample(PEOPLE_EN, n - n_zh)
    chosen_zh = rng.sample(PEOPLE_ZH, n_zh)
    dogs_en = list(POOLS["dogs"][EN])
    dogs_zh = list(POOLS["dogs"][ZH])
    rng.shuffle(dogs_en)
    rng.shuffle(dogs_zh)
    members = []
    for name, gender, role in chosen:
        members.append(Member(name, gender, EN, role, dogs_en.pop(), rng.choice(BREEDS_EN)))
    for name, gender, role in chosen_zh:
        members.append(Member(name, gender, ZH, role, dogs_zh.pop(), rng.choice(BREEDS_ZH)))
    rng.shuffle(members)
    single = [k for k in POOLS if k not in MULTI]
    for m in members:
        k = rng.choice((4, 4, 5, 5, 5, 6, 7))
        keys = rng.sample(single, k - 1) + [rng.choice(("dogs", "clubs"))]
        if rng.random() < 0.2 and k < 6:
            keys.append("clubs" if "dogs" in keys else "dogs")
        for key in keys:
            pool = POOLS[key].get(m.lang) or POOLS[key][EN]
            if key == "dogs":
                pool = dogs_zh if m.lang == ZH else dogs_en  # unique dog names per world
                spare = [pool.pop() for _ in range(3)]
                m.slots[key] = SlotPlan(key, spare=spare)
            else:
                m.slots[key] = SlotPlan(key, spare=rng.sample(pool, len(pool)))
    return members


def change_days(rng: random.Random, n: int) -> list[int]:
    """n change days spread over the two years, each well inside its own segment."""
    lo, hi = 90, 690
    seg = (hi - lo) // n
    return [lo + i * seg + rng.randint(seg // 5, seg - seg // 4) for i in range(n)]


PH_EN["clubs"]["still"] = ("still going to {old}", "still doing {old}")
PH_ZH["clubs"]["still"] = ("还去{old}",)
PH_EN["clubs"]["stay"] = ("sticking with {old}", "{old} is enough for me")
PH_ZH["clubs"]["stay"] = ("还是只去{old}",)
PH_EN["dogs"]["stay"] = ("one dog is plenty", "{old} would never forgive us")
PH_ZH["dogs"]["stay"] = ("一只就够了", "{old}会吃醋的")


def small(rng: random.Random, lang: str, dog: str) -> str:
    return cap(pick(rng, lang, SMALL_EN, SMALL_ZH).format(dog=dog))


def tell_change(
    chat: Chat,
    m: Member,
    key: str,
    day: int,
    clause: str,
    p3_of: Any,
    style: str,
    inf: str = "",
    old: str = "",
    still: str = "",
) -> int:
    """One change told in the given style; returns the day it was first told.
    `clause` is the member's own first-person clause; `p3_of(s, lang)` a third-person clause."""
    rng = chat.rng
    lang = m.lang
    kw = {"dog": m.dog}
    told = day
    turns: list[tuple[Member | str, str]] = []
    if style == "direct":
        turns.append((m, frame(pick(rng, lang, DIRECT_EN, DIRECT_ZH), clause)))
    elif style == "chatty":
        s1, s2 = two_small(rng, lang, m.dog)
        turns.append((m, frame(pick(rng, lang, CHATTY_EN, CHATTY_ZH), clause, s1=s1, s2=s2)))
    elif style == "report":
        r = chat.other(m)
        place = rng.choice(PLACES)
        place = place.removeprefix("the ") if r.lang == ZH else place
        turns.append(
            (
                r,
                fill_frame(
                    pick(rng, r.lang, REPORT_EN, REPORT_ZH),
                    n=m.name,
                    p3=p3_of(m.she(r.lang), r.lang),
                    place=place,
                ),
            )
        )
    elif style == "pronoun":
        a = chat.other(m)
        b = chat.other(m, a)
        place = rng.choice(PLACES)
        place = place.removeprefix("the ") if a.lang == ZH else place
        turns.append(
            (a, fill_frame(pick(rng, a.lang, ASK_EN, ASK_ZH), n=m.name, o=m.her(), place=place))
        )
        p3 = p3_of(m.she(b.lang), b.lang)
        turns.append((b, fill_frame(pick(rng, b.lang, ANSWER_EN, ANSWER_ZH), p3=p3, P3=cap(p3))))
    elif style == "late":
        told = day + rng.randint(21, 55)
        month = (MONTHS_ZH if lang == ZH else MONTHS)[(2 + day // 30) % 12]
        turns.append(
            (
                m,
                frame(
                    pick(rng, lang, LATE_EN, LATE_ZH),
                    clause,
                    month=month,
                    weeks=str((told - day) // 7),
                ),
            )
        )
    elif style == "neg":
        told = day + rng.randint(10, 40)
        a = chat.other(m)
        still = phrase(a.lang, key, "still", rng, old=old) if a.lang != lang else still
        turns.append((a, fill_frame(pick(rng, a.lang, NEGQ_EN, NEGQ_ZH), n=m.name, still=still)))
        turns.append((m, frame(pick(rng, lang, NEGA_EN, NEGA_ZH), clause, old=old)))
    elif style == "self":
        p3 = p3_of(m.name, lang)
        turns.append((m, frame(pick(rng, lang, SELF_EN, SELF_ZH), clause, n=m.name, p3=p3)))
    elif style == "planned":
        plan_day = day - rng.randint(25, 60)
        chat.scene(plan_day, [(m, fill_frame(pick(rng, lang, PLAN_EN, PLAN_ZH), inf=inf))])
        turns.append((m, frame(pick(rng, lang, DONE_EN, DONE_ZH), clause, inf=inf)))
    else:  # "oblique": the new value only shows in use; `clause` is then a whole line
        if rng.random() < 0.5:
            turns.append((m, small(rng, lang, m.dog)))
        turns.append((m, cap(clause) + ("。" if lang == ZH else ".")))
    if rng.random() < 0.35 and style not in ("pronoun",):
        r = chat.other(m)
        turns.append((r, fill(pick(rng, r.lang, REPLY_EN, REPLY_ZH), **kw)))
    chat.scene(told, turns)
    return told


SINGLE_STYLES = ("direct", "direct", "chatty", "report", "pronoun", "late", "neg", "self",
                 "planned", "oblique", "switch")  # fmt: skip


def tell_single(chat: Chat, m: Member, sp: SlotPlan) -> None:
    rng = chat.rng
    key, lang = sp.key, m.lang
    dk = {"dog": m.dog, "breed": m.breed}
    n_ch = rng.choice((1, 1, 2, 2, 3))
    days = change_days(rng, n_ch)
    vals = [sp.spare.pop() for _ in range(n_ch + 1)]
    sp.values.update(vals)
    # the initial state, told early
    first = rng.randint(0, min(50, days[0] - 40))
    c0 = phrase(lang, key, "pres", rng, v=vals[0], **dk)
    if rng.random() < 0.15:
        w = sp.spare.pop()
        sp.outdated.add(w)
        sp.values.add(w)
        wrong = phrase(lang, key, "pres", rng, v=w, **dk)
        chat.scene(
            first,
            [
                (m, frame(pick(rng, lang, DIRECT_EN, DIRECT_ZH), wrong)),
                (m, fill_frame(pick(rng, lang, CORR_EN, CORR_ZH), v=vals[0], w=w)),
            ],
        )
    else:
        m.initial.append((first, c0, sp))
    sp.timeline.append((-1, vals[0]))
    sp.known.append(first)
    for i in range(1, n_ch + 1):
        v, old, day = vals[i], vals[i - 1], days[i - 1]
        style = rng.choice(SINGLE_STYLES)
        if style == "switch":
            clause, style = phrase(lang, key, "switch", rng, v=v, old=old, **dk), "direct"
        elif style == "oblique":
            clause = phrase(lang, key, "obl", rng, v=v, **dk)
        else:
            clause = phrase(lang, key, "new", rng, v=v, **dk)

        def p3_of(s: str, lg: str, _v: str = v) -> str:
            return phrase(lg, key, "p3", rng, v=_v, s=s, **dk)

        told = tell_change(chat, m, key, day, clause, p3_of, style,
                           inf=phrase(lang, key, "inf", rng, v=v, **dk), old=old,
                           still=phrase(lang, key, "still", rng, old=old, **dk))  # fmt: skip
        sp.timeline.append((day, v))
        sp.known.append(told)
        if rng.random() < 0.35:  # the old value mentioned later, as the past
            when = rng.randint(told + 10, min(LAST_DAY, told + 120))
            line = (OLD_ZH if lang == ZH else OLD_EN)[key].format(old=old, dog=m.dog)
            chat.scene(when, [(m, close(line, lang))])
        if rng.random() < 0.25:  # the new value in use, no news
            when = rng.randint(told + 5, min(LAST_DAY, told + 90))
            chat.scene(when, [(m, close(cap(phrase(lang, key, "obl", rng, v=v, **dk)), lang))])
    extras_single(chat, m, sp)


def end(lang: str) -> str:
    return "。" if lang == ZH else "."


def close(line: str, lang: str) -> str:
    """The line with a full stop unless it already ends in punctuation."""
    return line if line[-1:] in ".!?。！？" else line + end(lang)


INTRO_EN = ("Hello all, {n} here, new to the group! {C}, and this is {dog}.",
            "Hi everyone, I'm {n}, just joined. {C}. {dog} says hi.",
            "Morning! {n} here, my neighbour added me. {C}.")  # fmt: skip
INTRO_ZH = ("大家好，我是{n}，刚进群。{c}，这是{dog}。", "新来的，我是{n}，{c}。")
ASIDE_EN = ("{s1} By the way, {c}, if anyone needs to know.", "{C}, for what it's worth.",
            "{s1} Random fact about me: {c}.", "Somebody asked last week, so: {c}.",
            "{C}. {s1}")  # fmt: skip
ASIDE_ZH = ("{s1} 顺便说一句，{c}。", "有人问过我，{c}。", "{c}。{s1}")


def two_small(rng: random.Random, lang: str, dog: str) -> tuple[str, str]:
    a = small(rng, lang, dog)
    b = small(rng, lang, dog)
    while b == a:
        b = small(rng, lang, dog)
    return a, b


def tell_initials(chat: Chat, m: Member) -> None:
    """A member's starting states: an introduction naming two or three of them in one line,
    the rest told as asides over the first weeks."""
    rng = chat.rng
    lang = m.lang
    items = sorted(m.initial, key=lambda t: t[0])
    if not items:
        return
    k = min(len(items), rng.choice((1, 2, 2, 3)))
    day = items[0][0]
    joined = ("，" if lang == ZH else ", ").join(c for _, c, _ in items[:k])
    if lang == EN and k > 1:
        head, _, tail = joined.rpartition(", ")
        joined = f"{head} and {tail}"
    tpl = pick(rng, lang, INTRO_EN, INTRO_ZH)
    if any(sp.key == "dogs" for _, _, sp in items[:k]):  # the dog is already introduced
        tpl = (
            "新来的，我是{n}，{c}。"
            if lang == ZH
            else "Morning! {n} here, my neighbour added me. {C}."
        )
    line = fill_frame(tpl, n=m.name, c=joined, C=cap(joined), dog=m.dog)
    chat.scene(day, [(m, line)] + maybe_reply(chat, m, 0.6))
    for _, _, sp in items[:k]:
        sp.known[0] = day
    for d, c, sp in items[k:]:
        s1, s2 = two_small(rng, lang, m.dog)
        chat.scene(
            d, [(m, close(frame(pick(rng, lang, ASIDE_EN, ASIDE_ZH), c, s1=s1, s2=s2), lang))]
        )
        sp.known[0] = d


def take(sp: SlotPlan) -> str | None:
    return sp.spare.pop() if sp.spare else None


def maybe_reply(chat: Chat, m: Member, p: float = 0.4) -> list[tuple[Member | str, str]]:
    if chat.rng.random() >= p:
        return []
    r = chat.other(m)
    return [(r, fill(pick(chat.rng, r.lang, REPLY_EN, REPLY_ZH), dog=r.dog))]


def plan_line(chat: Chat, m: Member, key: str, p: str, idle: bool = False) -> tuple[str, str]:
    rng = chat.rng
    inf = phrase(m.lang, key, "inf", rng, v=p, dog=m.dog, breed=m.breed)
    tpl = pick(rng, m.lang, IDLE_EN, IDLE_ZH) if idle else pick(rng, m.lang, PLAN_EN, PLAN_ZH)
    return inf, fill_frame(tpl, inf=inf)


def extras(chat: Chat, m: Member, sp: SlotPlan, spans: list[tuple[int, int, str]]) -> None:
    """Plans (dropped, in progress, idle), a scoped exception, and distractor lines."""
    rng = chat.rng
    key, lang = sp.key, m.lang
    dk = {"dog": m.dog, "breed": m.breed}
    extra = rng.choices(("none", "dropped", "progress", "idle"), (0.4, 0.25, 0.2, 0.15))[0]
    if extra == "dropped":
        long = [s for s in spans if s[1] - s[0] >= 100]
        p = take(sp)
        if long and p:
            lo, hi, cur = rng.choice(long)
            pd = rng.randint(lo, hi - 80)
            dd = pd + rng.randint(20, 60)
            inf, line = plan_line(chat, m, key, p)
            chat.scene(pd, [(m, line)] + maybe_reply(chat, m))
            stay = phrase(lang, key, "stay", rng, old=cur, **dk)
            drop = fill_frame(pick(rng, lang, DROP_EN, DROP_ZH), inf=inf, stay=stay, Stay=cap(stay))
            chat.scene(dd, [(m, drop)])
            sp.abandoned.add(p)
            sp.values.add(p)
    elif extra == "progress":
        lo, hi = spans[-1][0] + 10, LAST_DAY - 3
        p = take(sp)
        if hi - lo >= 20 and p:
            _, line = plan_line(chat, m, key, p)
            chat.scene(rng.randint(max(lo, hi - 150), hi), [(m, line)] + maybe_reply(chat, m))
            sp.planning = p
            sp.values.add(p)
    elif extra == "idle":
        p = take(sp)
        if p:
            lo, hi, _ = rng.choice(spans)
            _, line = plan_line(chat, m, key, p, idle=True)
            chat.scene(rng.randint(lo, max(lo, hi)), [(m, line)])
            sp.abandoned.add(p)
            sp.values.add(p)
    if key in SCOPED and rng.random() < 0.35:
        lo, hi, cur = spans[-1]
        x = take(sp)
        if x and hi > lo:
            line = phrase(lang, key, "scope", rng, v=cur, x=x, **dk)
            chat.scene(rng.randint(lo, hi), [(m, close(cap(line), lang))])
            sp.values.add(x)
    for _ in range(rng.choice((0, 1, 1, 1, 2))):
        x = take(sp)
        if not x:
            break
        who = m if rng.random() < 0.4 else chat.other(m)
        line = cap(phrase(who.lang, key, "dist", rng, x=x, dog=who.dog, breed=who.breed))
        if who is m:
            sp.values.add(x)
        else:
            sp.spare.insert(0, x)  # somebody else's line: the value stays free for later
        chat.scene(
            rng.randint(0, LAST_DAY), [(who, close(line, who.lang))] + maybe_reply(chat, who)
        )


def extras_single(chat: Chat, m: Member, sp: SlotPlan) -> None:
    ends = [d for d, _ in sp.timeline[1:]] + [LAST_DAY]
    spans = [(sp.known[i] + 5, ends[i] - 5, v) for i, (_, v) in enumerate(sp.timeline)]
    extras(chat, m, sp, spans)


def tell_multi(chat: Chat, m: Member, sp: SlotPlan) -> None:
    """Dogs and clubs: values added alongside (a second dog, a second club), clubs also given up."""
    rng = chat.rng
    key, lang = sp.key, m.lang
    v0 = m.dog if key == "dogs" else sp.spare.pop()
    sp.values.add(v0)
    sp.adds.append((-1, v0))
    if key == "dogs":
        events = ["add"] if rng.random() < 0.6 else ["add", "add"]
    else:
        events = rng.choice((["add"], ["add", "remove"], ["add", "add"], ["add", "remove", "add"]))
    days = change_days(rng, len(events))
    first = rng.randint(0, min(50, days[0] - 40))
    c0 = phrase(lang, key, "has", rng, v=v0, breed=m.breed, dog=m.dog)
    m.initial.append((first, c0, sp))
    sp.known.append(first)
    current = [v0]
    for ev, day in zip(events, days, strict=True):
        if ev == "add":
            v = take(sp)
            if v is None:
                break
            breed = rng.choice(BREEDS_ZH if lang == ZH else BREEDS_EN)
            dk = {"dog": m.dog, "breed": breed}
            style = rng.choice(("direct", "chatty", "report", "pronoun", "late", "self",
                                "planned", "direct"))  # fmt: skip
            clause = phrase(lang, key, "add", rng, v=v, **dk)

            def p3_of(s: str, lg: str, _v: str = v, _dk: dict = dk) -> str:
                return phrase(lg, key, "p3", rng, v=_v, s=s, **_dk)

            told = tell_change(
                chat,
                m,
                key,
                day,
                clause,
                p3_of,
                style,
                inf=phrase(lang, key, "inf", rng, v=v, **dk),
            )
            sp.adds.append((day, v))
            current.append(v)
            sp.values.add(v)
            if len(current) >= 2 and rng.random() < 0.6:
                a, b = rng.sample(current, 2)
                line = phrase(lang, key, "both", rng, v=a, x=b, **dk)
                chat.scene(
                    rng.randint(told + 5, min(LAST_DAY, told + 100)), [(m, close(cap(line), lang))]
                )
            if rng.random() < 0.4:
                chat.scene(
                    rng.randint(told + 3, min(LAST_DAY, told + 60)),
                    [(m, close(cap(phrase(lang, key, "obl", rng, v=v, **dk)), lang))],
                )
        else:
            old = current.pop(0)
            clause = phrase(lang, key, "remove", rng, v=old)
            style = rng.choice(("direct", "neg", "late", "chatty"))

            def p3_rm(s: str, lg: str, _o: str = old) -> str:
                return f"{s}不去{_o}了" if lg == ZH else f"{s} has given up {_o}"

            told = tell_change(
                chat,
                m,
                key,
                day,
                clause,
                p3_rm,
                style,
                old=old,
                still=phrase(lang, key, "still", rng, old=old),
            )
            sp.removes.append((day, old))
            if rng.random() < 0.5:
                chat.scene(
                    rng.randint(told + 10, min(LAST_DAY, told + 120)),
                    [(m, close((OLD_ZH if lang == ZH else OLD_EN)["clubs"].format(old=old), lang))],
                )
    ends = [d for d, _ in sp.adds[1:]] + [LAST_DAY]
    last = max([d for d, _ in sp.adds[1:]] + [d for d, _ in sp.removes] + [0])
    spans = [(sp.known[0] + 5, ends[0] - 5, v0), (last + 60, LAST_DAY - 5, current[0])]
    extras(chat, m, sp, [s for s in spans if s[1] > s[0]] or [(600, 700, current[0])])


# ---------------------------------------------------------------------------------------------
# Everyday chat, probes, and the entry point
# ---------------------------------------------------------------------------------------------

SMALL_REPLY_EN = ("Same here!", "Ha, classic {dog}", "See you there", "Thanks for the heads up",
                  "Brrr", "Lovely", "Pics or it didn't happen", "We'll be there about 7.15",
                  "Not me, on a late this week", "Ha! Sounds about right")  # fmt: skip
SMALL_REPLY_ZH = ("同感", "哈哈", "收到", "好冷啊", "明天见", "谢谢提醒")


def filler(chat: Chat, count: int) -> None:
    rng = chat.rng
    made = 0
    while made < count:
        day = rng.randint(0, LAST_DAY)
        weekend = day % 7 in (5, 6)
        n = min(count - made, rng.choice((1, 1, 2, 2, 3)))
        turns: list[tuple[Member | str, str]] = []
        for i in range(n):
            if weekend and rng.random() < 0.3:
                who: Member | str = rng.choice(EXTRAS)
                text = rng.choice(WEEKEND_EN) if i == 0 else small(rng, EN, "our lad")
                turns.append((who, text))
                continue
            mem = rng.choice(chat.members)
            lang = mem.lang
            if lang == ZH and rng.random() < 0.12:
                lang = EN
            if i == 0:
                if lang == EN and rng.random() < 0.06:
                    text = cap(rng.choice(ZH_SPRINKLE).format(dog=mem.dog))
                else:
                    text = small(rng, lang, mem.dog)
            else:
                text = pick(rng, lang, SMALL_REPLY_EN, SMALL_REPLY_ZH).format(dog=mem.dog)
            turns.append((mem, text))
        chat.scene(day, turns, state=False)
        made += n


def question(key: str, kind: str, m: Member) -> str:
    return QUESTIONS[key][m.lang][kind].format(n=m.name)


def probes_for(rng: random.Random, m: Member, sp: SlotPlan) -> list[dict[str, Any]]:
    key = sp.key
    values = sorted(sp.values)
    abandoned = sorted(sp.abandoned)
    out: list[dict[str, Any]] = []

    def probe(
        kind: str, gold: list[str], outdated: list[str] | None = None, as_of_day: int | None = None
    ) -> None:
        p = {
            "subject": m.name,
            "kind": kind,
            "question": question(key, kind, m),
            "slot": key,
            "gold": gold,
            "outdated": outdated or [],
            "values": values,
            "abandoned": abandoned,
        }
        if as_of_day is not None:
            p["as_of_day"] = as_of_day
        out.append(p)

    if key in MULTI:
        removed = [v for _, v in sp.removes]
        final = [v for _, v in sp.adds if v not in removed]
        if len(final) >= 2:
            probe("coexisting", final, removed)
        else:
            probe("current", final, removed + sorted(sp.outdated))
        if removed and rng.random() < 0.7:
            probe("historical", removed)
        if len(sp.adds) > 1 and rng.random() < 0.5:
            lo, hi = sp.known[0] + 7, sp.adds[1][0] - 7
            if hi - lo >= 10:
                probe("as_of", [sp.adds[0][1]], as_of_day=rng.randint(lo, hi))
    else:
        final = sp.timeline[-1][1]
        before = [v for _, v in sp.timeline[:-1]]
        probe("current", [final], before + sorted(sp.outdated))
        if rng.random() < 0.5:
            probe("historical", [before[-1]])
        if rng.random() < 0.5:
            spans = [(sp.known[i] + 7, sp.timeline[i + 1][0] - 7, sp.timeline[i][1])
                     for i in range(len(sp.timeline) - 1)]  # fmt: skip
            spans = [s for s in spans if s[1] - s[0] >= 10]
            if spans:
                lo, hi, v = rng.choice(spans)
                probe("as_of", [v], as_of_day=rng.randint(lo, hi))
    if sp.planning:
        probe("planning", [sp.planning])
    return out


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: start time, episodes (time-ordered) and probes."""
    rng = random.Random(seed)
    members = make_members(rng)
    chat = Chat(rng, members)
    for m in members:
        for sp in m.slots.values():
            (tell_multi if sp.key in MULTI else tell_single)(chat, m, sp)
        tell_initials(chat, m)
    target = rng.randint(680, 790)  # most lines are everyday chat with no state news
    filler(chat, min(800 - len(chat.lines), max(300, target - len(chat.lines))))
    order = sorted(range(len(chat.lines)),
                   key=lambda i: (chat.lines[i]["day"], chat.lines[i]["minute"], i))  # fmt: skip
    episodes = [chat.lines[i] for i in order]
    probes: list[dict[str, Any]] = []
    for m in members:
        for sp in m.slots.values():
            probes += probes_for(rng, m, sp)
    optional = [i for i, p in enumerate(probes) if p["kind"] in ("historical", "as_of")]
    rng.shuffle(optional)
    drop = set(optional[: max(0, len(probes) - 140)])
    probes = [p for i, p in enumerate(probes) if i not in drop]
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------


def _overlaps(a: str, b: str) -> bool:
    """Would a reader looking for `a` also find it inside `b`?"""
    if a == b:
        return False
    if not a.isascii():
        return a in b
    return re.search(rf"(?<![A-Za-z]){re.escape(a)}(?![A-Za-z])", b, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> list[str]:
    errors: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for e in eps:
        if e["language"] not in (EN, ZH) or not e["text"] or not e["speaker"]:
            errors.append(f"bad episode {e}")
        if not (0 <= e["day"] <= LAST_DAY):
            errors.append(f"day out of range {e}")
        if (e["day"], e["minute"]) < last:
            errors.append(f"episodes out of order at {e}")
        last = (e["day"], e["minute"])
        if "{" in e["text"] or "}" in e["text"]:
            errors.append(f"unfilled placeholder: {e['text']}")
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS:
            errors.append(f"{tag}: bad kind")
        if p["subject"] not in speakers:
            errors.append(f"{tag}: subject never speaks")
        if not p["gold"] or not p["question"]:
            errors.append(f"{tag}: empty gold or question")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errors.append(f"{tag}: gold {g!r} not in any episode")
            if g not in p["values"]:
                errors.append(f"{tag}: gold {g!r} not in values")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errors.append(f"{tag}: gold also outdated/abandoned")
        if p["kind"] == "as_of" and not (0 <= p.get("as_of_day", -1) <= LAST_DAY):
            errors.append(f"{tag}: bad as_of_day")
        vals = set(p["values"]) | set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"])
        for a in vals:
            for b in vals:
                if _overlaps(a, b):
                    errors.append(f"{tag}: value {a!r} is found inside {b!r}")
    return errors


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errors = validate(world)
        if world != again:
            errors.append("not deterministic")
        people = {p["subject"] for p in world["probes"]}
        slots = {(p["subject"], p["slot"]) for p in world["probes"]}
        kinds: dict[str, int] = {}
        for p in world["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in world["episodes"])
        n_eps, n_pr = len(world["episodes"]), len(world["probes"])
        print(f"seed {seed}: {n_eps} episodes ({zh} zh), {n_pr} probes, {len(people)} people, "
              f"{len(slots)} slots; kinds {dict(sorted(kinds.items()))}")  # fmt: skip
        if not (500 <= n_eps <= 800 and 100 <= n_pr <= 140 and 10 <= len(people) <= 14):
            errors.append(f"size out of range: {n_eps} episodes, {n_pr} probes")
        for err in errors[:20]:
            print("  ERROR", err)
        ok = ok and not errors
    print("self-check", "passed" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
