"""Held-out records set 75: four shop-staff personas typing what happened, with the records expected back.

Every input text below is typed out by hand. The helpers only build the expected record dicts.
Run `python gen.py` to write records.jsonl next to this file.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # a Thursday
LINES = []
COUNTS = []  # (line index, date, product, stock before the count) - kept so the counts can be re-checked
NOTE = "note"


def d(md):
    return md if md.startswith("2024-") else "2024-" + md


def lb(pounds):
    return round(pounds * 0.45359237, 3)


def party(who):
    return who if isinstance(who, dict) else {"name": who, "phone": None, "email": None}


def new(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, who, *pairs):
    items = [{"product": pairs[i], "quantity": pairs[i + 1]} for i in range(0, len(pairs), 2)]
    return {"kind": "sale", "date": d(day), "customer": party(who), "items": items}


def buy(day, who, *items):
    rows = []
    for it in items:
        product, qty, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": product, "quantity": qty, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": d(day), "supplier": party(who), "items": rows}


def ret(day, who, sale_day):
    return {"kind": "return", "date": d(day), "customer": party(who), "sale_date": d(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": value}


def adj(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": qty, "reason": reason}


def count(day, product, counted, before):
    """A count: counted minus the stock at the close of that day (`before`, worked out by hand)."""
    COUNTS.append((len(LINES), d(day), product, before))
    return adj(day, product, round(counted - before, 3), "stock count")


def add(persona, text, records, today=T, why=None):
    today = d(today)
    if records == NOTE:
        records = [{"kind": "note", "date": today, "text": text, "facts": []}]
    if records is None:
        tag = "refusal: " + why
    else:
        kinds = []
        for r in records:
            if r["kind"] not in kinds:
                kinds.append(r["kind"])
        tag = "+".join(kinds) + (f" x{len(records)}" if len(records) > 1 else "")
    line = {"text": text, "today": today, "records": records}
    if records is None:
        line["why"] = why
    line["style"] = f"{persona}: {tag}"
    LINES.append(line)


# ---------------------------------------------------------------------------------------------------------------
# Persona 1 - the florist who now runs the fruit counter: long polite sentences, commas everywhere, titles.
# ---------------------------------------------------------------------------------------------------------------
def F(text, records, today=T):
    add("florist", text, records, today)


def FX(text, why, today=T):
    add("florist", text, None, today, why)


F("Good morning, I hope all is well, Mrs Chen popped in earlier today, looking very cheerful, and she took two kilos "
  "of apples, oh, no, I tell a lie, it was pears, two kilos of pears, which I weighed twice, just to be sure.",
  [sale("02-29", "Mei Chen", "pear", 2)])
F("Just so you know, and I do apologise for the late entry, Mr Haddad bought three and a half kilos of oranges "
  "yesterday, and he paid the shelf price, 1.54 a kilo, without any fuss at all.",
  [sale("02-28", "Omar Haddad", "orange", 3.5)])
F("Hello, a little update from the counter, Eva Berg took a kilo of cherries, Ida Novak took half a kilo of grapes, "
  "and, last but not least, Luis Garcia took two kilos of bananas, all of this in the morning.",
  [sale("02-29", "Eva Berg", "cherry", 1), sale("02-29", "Ida Novak", "grape", 0.5),
   sale("02-29", "Luis Garcia", "banana", 2)])
F("I have taken the liberty, after a little chat with the supplier, of putting the mangoes up to 2.60 a kilo, "
  "starting today, I do hope that is alright with you.",
  [price("02-29", "mango", 2.6)])
F("Good afternoon, Green Valley Farms came by with twenty kilos of strawberries at 2.50 a kilo, and, since they look "
  "so lovely, almost like little rosebuds, I have priced them at 4.20 on the shelf.",
  [buy("02-29", "Green Valley Farms", ("strawberry", 20, 2.5, 4.2))])
F("I am so sorry to report that, despite my best efforts with the cold room, one and a half kilos of the "
  "strawberries had gone mouldy, so I have taken them off the shelf, sadly.",
  [adj("02-29", "strawberry", -1.5, "mouldy")])
F("Mrs Brown came back this morning, very apologetic, with the oranges she had bought earlier, all of them, "
  "untouched, and I have put them back in the crate where they belong.",
  [ret("02-29", "Ann Brown", "02-29")])
F("Good evening, dear, just a quick one, Mr Patel brought back the bananas he bought on Tuesday, the whole four "
  "kilos, still in the bag, so I have refunded him, of course.",
  [ret("02-26", "Raj Patel", "02-20")], today="02-26")
F("I did a careful count of the grapes at closing, and, if my arithmetic is right, which it usually is, there are "
  "twenty two kilos, not quite what the screen says.",
  [count("02-29", "grape", 22, 24)])
F("Good morning, Zoe Davis took a kilo of apples and half a kilo of cherries, and, I'm afraid, I had to throw away "
  "two kilos of bananas, which were quite rotten, poor things.",
  [sale("02-29", "Zoe Davis", "apple", 1, "cherry", 0.5), adj("02-29", "banana", -2, "rotten")])
F("A new lady, Clara Whitfield, bought two kilos of apples this morning, and she would like to be called when the "
  "cherries are at their best, her number is 555-0143, such a sweet woman.",
  [sale("02-29", new("Clara Whitfield", phone="555-0143"), "apple", 2)])
F("Hillside Produce delivered, this afternoon, thirty kilos of pears, for which they charged 36.00 altogether, and "
  "I have left the shelf price as it is, although, sadly, one kilo of the older pears had to go, quite spoiled.",
  [buy("02-23", "Hillside Produce", ("pear", 30, 1.2)), adj("02-23", "pear", -1, "spoiled")], today="02-23")
F("After some thought, and with your blessing, I hope, I have lowered the pears to 1.35 and raised the cherries to "
  "3.40, both from today, and I have written the little cards to match.",
  [price("02-29", "pear", 1.35), price("02-29", "cherry", 3.4)])
F("Mr Lee took, on Monday afternoon, a kilo and a half of mango, which he says is for a cake for his daughter, and "
  "I quite forgot to enter it, forgive me.",
  [sale("02-26", "Tom Lee", "mango", 1.5)])
F("Mr Garcia, who still thinks in pounds, bless him, asked for four pounds of oranges, and that is exactly what he "
  "got, this morning, weighed out carefully.",
  [sale("02-29", "Luis Garcia", "orange", lb(4))])
F("To keep things tidy, I have recorded that ABC brought twenty kilos of apples at 1.05 a kilo, and that a new "
  "grower, Thornbury Orchards, brought fifteen kilos of grapes at 1.90 a kilo, both today, and the shelf prices "
  "stay exactly as they are.",
  [buy("02-29", "ABC", ("apple", 20, 1.05)), buy("02-29", "Thornbury Orchards", ("grape", 15, 1.9))])
F("Yesterday, and I am sorry I forgot to write it down, Miss Berg bought two kilos of pears and a kilo of "
  "strawberries, and she was ever so pleased with them.",
  [sale("02-26", "Eva Berg", "pear", 2, "strawberry", 1)], today="02-27")
F("Reminder, for whoever opens tomorrow, the cold room door sticks, so please give it a good firm push, and do not, "
  "whatever you do, leave it ajar overnight.",
  NOTE)
F("I offered little tastes of the mango to everyone who came in, as samples, you know, which used up half a kilo "
  "in all, and people simply loved it.",
  [adj("02-29", "mango", -0.5, "samples")])
F("Two things, if I may, Mrs Novak bought a kilo of apples, and then Mr Smith, Bob, that is, brought back the whole "
  "of what he bought yesterday, the apple and the strawberries, without a word of complaint.",
  [sale("02-29", "Ida Novak", "apple", 1), ret("02-29", "Bob Smith", "02-28")])
F("Good morning, the strawberries, sadly, have been nibbled by something in the night, so I have thrown away three "
  "kilos, all damaged, I'm afraid, it broke my heart a little.",
  [adj("02-24", "strawberry", -3, "damaged")], today="02-24")
F("Ken Smith was in at lunchtime, and he took three kilos of mango and two kilos of pears, and, right after him, "
  "Mrs Chen took a kilo of grapes, so it was a good hour for us.",
  [sale("02-29", "Ken Smith", "mango", 3, "pear", 2), sale("02-29", "Mei Chen", "grape", 1)])
F("I counted everything in the back room this evening, and there are twenty eight kilos of apples and thirty one "
  "kilos of bananas, which I hope helps, it took me an age.",
  [count("02-29", "apple", 28, 29.5), count("02-29", "banana", 31, 30.5)])
F("Mr Haddad returned, this morning, the pears he bought yesterday, all four kilos, as they were not quite ripe "
  "enough for him, and I did not argue.",
  [ret("02-22", "Omar Haddad", "02-21")], today="02-22")
F("With many thanks to Green Valley Farms, we now have forty kilos of bananas, bought at 0.55 a kilo, which I have "
  "put out at 1.25 a kilo, in a nice tall pile by the window.",
  [buy("02-29", "Green Valley Farms", ("banana", 40, 0.55, 1.25))])
F("This morning was lovely and busy, Mrs Chen had one kilo of cherries, Mr Patel had two kilos of apples, and Sue "
  "Davis, who I hadn't seen in a while, had half a kilo of mango.",
  [sale("02-29", "Mei Chen", "cherry", 1), sale("02-29", "Raj Patel", "apple", 2),
   sale("02-29", "Sue Davis", "mango", 0.5)])
F("Ann Brown, such a dear, took 750 grams of strawberries and 250 grams of cherries, earlier today, and then, a "
  "little later, Tom Lee took a kilo of apples.",
  [sale("02-29", "Ann Brown", "strawberry", 0.75, "cherry", 0.25), sale("02-29", "Tom Lee", "apple", 1)])
F("On Friday, and I do apologise for the delay, Mr Lee brought back the cherries he had bought that very day, the "
  "full five kilos, and I put them straight back on display.",
  [ret("02-23", "Tom Lee", "02-23")], today="02-25")
F("Well, what a day, we sold, to Eva, two kilos of oranges, and to Omar, a kilo of pears, and, finally, just "
  "before I locked up, to Raj, three kilos of bananas.",
  [sale("02-29", "Eva Berg", "orange", 2), sale("02-29", "Omar Haddad", "pear", 1),
   sale("02-29", "Raj Patel", "banana", 3)])
F("Please record, with my apologies for the handwriting on the delivery slip, that ABC delivered twelve kilos of "
  "cherries, the total being 27.60, and that they are priced at 3.50 on the shelf.",
  [buy("02-29", "ABC", ("cherry", 12, 2.3, 3.5))])
F("I'm afraid someone walked off with a kilo of grapes this afternoon, stolen right from the front table, while I "
  "was busy wrapping a bouquet of freesias.",
  [adj("02-28", "grape", -1, "stolen")], today="02-28")
F("Just to say, Raj Patel brought back the cherries from Tuesday, all of them, and then, changing his mind "
  "entirely, bought two kilos of mango instead, which I think was wise.",
  [ret("02-29", "Raj Patel", "02-27"), sale("02-29", "Raj Patel", "mango", 2)])
F("Luis Garcia, very kindly, paid 4.80 for two kilos of mango, which is exactly the shelf price, this morning, and "
  "he asked after my roses.",
  [sale("02-29", "Luis Garcia", "mango", 2)])
F("The day before yesterday, Zoe Davis took a kilo of cherries, and, as always, she asked after the tulips, which "
  "I thought was rather sweet of her.",
  [sale("02-27", "Zoe Davis", "cherry", 1)])
F("Sue Davis returned, this afternoon, the grapes she bought this morning, both kilos, as she had bought the wrong "
  "kind, the seeded ones, for her little boy.",
  [ret("02-20", "Sue Davis", "02-20")], today="02-20")
F("Hillside Produce brought ten kilos of mango at 1.60 a kilo, and, quite separately, I have moved the grapes up to "
  "3.00, starting today, as the new ones are so much nicer.",
  [buy("02-29", "Hillside Produce", ("mango", 10, 1.6)), price("02-29", "grape", 3.0)])
F("For your information, the van from the flower market will be parked out the back at the weekend, so any "
  "deliveries should come to the front door, if that is no trouble.",
  NOTE)
F("Ida Novak took, at about ten o'clock, two kilos of pears and a kilo of oranges, and she paid in coins, bless "
  "her, and then Mrs Chen had a kilo of apples.",
  [sale("02-26", "Ida Novak", "pear", 2, "orange", 1), sale("02-26", "Mei Chen", "apple", 1)], today="02-26")
F("Sadly, two kilos of the pears were rotten, and one kilo of the apples was damaged when a box fell off the "
  "trolley, so I have taken both out of stock.",
  [adj("02-29", "pear", -2, "rotten"), adj("02-29", "apple", -1, "damaged")])
F("A gentleman called Henry Ashdown, email henry.ashdown@example.org, bought three kilos of oranges, and, straight "
  "after, I put the oranges up to 1.60, as we had agreed.",
  [sale("02-29", new("Henry Ashdown", email="henry.ashdown@example.org"), "orange", 3),
   price("02-29", "orange", 1.6)])
F("Green Valley Farms, whose van was late again, brought twenty five kilos of oranges today, at 0.95 a kilo, and I "
  "have set them at 1.60 on the shelf, and, while I was at it, I brought the apples down to 1.60 as well.",
  [buy("02-27", "Green Valley Farms", ("orange", 25, 0.95, 1.6)), price("02-27", "apple", 1.6)], today="02-27")
F("Good morning, here is what happened, Tom Lee bought two kilos of grapes, Mei Chen bought a kilo of apples, and "
  "then, ten minutes later, I counted the grapes, and there were exactly twenty kilos left.",
  [sale("02-29", "Tom Lee", "grape", 2), sale("02-29", "Mei Chen", "apple", 1), count("02-29", "grape", 20, 22)])
F("Three days ago, Mrs Novak bought one and a half kilos of strawberries, and I completely forgot to put it "
  "through, so here it is, better late than never.",
  [sale("02-26", "Ida Novak", "strawberry", 1.5)])
F("The bananas go up to 1.30 from today, as we discussed, and I have changed the little chalkboard too, so that is "
  "all done.",
  [price("02-21", "banana", 1.3)], today="02-21")
F("Eva Berg, who came in with her sister, bought two kilos of strawberries, and then Ann Brown bought a kilo of "
  "pears and a kilo of apples, all before lunch, with kind regards, Rosalind.",
  [sale("02-29", "Eva Berg", "strawberry", 2), sale("02-29", "Ann Brown", "pear", 1, "apple", 1)])

FX("Mrs Chen took six lovely big mangoes this morning, I didn't weigh them, I'm afraid, as she was in such a hurry "
   "to catch her bus.", "pieces without weight")
FX("Mr Haddad would like to collect three kilos of oranges tomorrow, so would you put that down as sold, please, "
   "thank you ever so much.", "future date")
FX("Mrs Davis came in earlier, lovely woman, and took a kilo of grapes, and she said to say hello to everyone.",
   "ambiguous customer")
FX("Ken Smith, who is catering a wedding, took twenty five kilos of mango this morning, which must be some sort of "
   "record for us.", "more than in stock")
FX("Could you tell me, when you have a moment, how many kilos of strawberries we still have in the back, as I would "
   "like to do a little display?", "question")
FX("What a grey morning it has been, but the tulips next door are out, and everyone who came in was in such a good "
   "mood, which was nice.", "chit-chat")
FX("Oh dear, please ignore what I wrote about Mrs Chen's pears a moment ago, she changed her mind at the till, so "
   "there was no sale after all.", "cancellation")
FX("Would it be possible, when you next update the program, to make the writing a little bigger, as my eyes are not "
   "what they were?", "app request")
FX("Mrs Brown, who is such a loyal customer, had two kilos of apples, and I gave her ten percent off, I hope that is "
   "alright.", "discount or free")
FX("Mr Lee was having such a rough week that I let him have a kilo of bananas on the house, I simply couldn't "
   "resist.", "discount or free")
FX("Ken Smith brought back two kilos of the five kilos of pears he took this morning, he had rather overestimated, "
   "and the rest, and the mango, he kept.", "partial return")
FX("Mr Haddad came back with what he bought on Tuesday, everything, and asked for a refund, which I gave him, of "
   "course.", "two sales that day")
FX("Miss Berg returned her purchase from yesterday, the whole lot, because it wasn't quite right, she said.",
   "no sale that day")
FX("Mr Lee has brought back the oranges from the eleventh, the whole lot, and I have refunded him, as he asked so "
   "nicely.", "already returned")
FX("Eva Berg paid 9.00 for two kilos of grapes this morning, which I rang up on the old till, just so you know.",
   "total disagrees")
FX("On the 30th of February, which I know sounds silly, but that is what the note says, Mr Patel bought a kilo of "
   "apples.", "impossible date")
FX("The bananas were getting a little spotty, so I sold three kilos to Luis Garcia at half price, which seemed only "
   "fair.", "discount or free", today="02-28")
FX("Mrs Novak took some strawberries and some cherries, and I didn't write down how much, I'm terribly sorry, it was "
   "such a rush.", "unknown quantity")
FX("A charming young woman named Priya bought two kilos of oranges this afternoon, she said she would be back next "
   "week for more.", "new customer without full name", today="02-25")


# ---------------------------------------------------------------------------------------------------------------
# Persona 2 - the baker dropping notes at 5 am: clock times, lowercase, half-awake typos, "strawbs", "kgs".
# ---------------------------------------------------------------------------------------------------------------
def B(text, records, today=T):
    add("baker", text, records, today)


def BX(text, why, today=T):
    add("baker", text, None, today, why)


B("5:10am - new supplier Dunmore Fruit Co dropped 25kg pears, 1.10 a kg. left them by teh back door",
  [buy("02-29", "Dunmore Fruit Co", ("pear", 25, 1.1))])
B("4:55 am. yesterday evening after you left Tom Lee knocked on the back door and took 2 kg apples, shelf price",
  [sale("02-28", "Tom Lee", "apple", 2)])
B("5am. counted the bananas while the oven heated up - 29 kg. also binned 1kg of strawbs, mouldy",
  [count("02-29", "banana", 29, 30.5), adj("02-29", "strawberry", -1, "mouldy")])
B("05:20 sold Ken Smith 3kg oranges on his way to the early train",
  [sale("02-29", "Ken Smith", "orange", 3)])
B("5.15am ABC dropped 20 kg apples + 10 kg grapes, invoice says 1.10/kg apples, 1.85/kg grapes. didnt touch the "
  "prices",
  [buy("02-24", "ABC", ("apple", 20, 1.1), ("grape", 10, 1.85))], today="02-24")
B("4:40 - two deliveries at once!! green valley 30kg banannas @ 0.60, and hillside 15 kg mango @ 1.55, put the "
  "mango at 2.50 on the shelf",
  [buy("02-29", "Green Valley Farms", ("banana", 30, 0.6)), buy("02-29", "Hillside Produce", ("mango", 15, 1.55, 2.5))])
B("5:30 rats or somthing got into the cherries, 2kg damaged, thrown out",
  [adj("02-29", "cherry", -2, "damaged")])
B("5:05. yday around 6pm Bob Smith came for 1kg mango, forgot to write it. sorry",
  [sale("02-25", "Bob Smith", "mango", 1)], today="02-26")
B("5:12am early birds: Mei Chen 2 kg strawbs, Omar Haddad 1 kg grapes. both paid cash",
  [sale("02-29", "Mei Chen", "strawberry", 2), sale("02-29", "Omar Haddad", "grape", 1)])
B("04:50 the pears smell off, chucked 3 kg. spoiled. 1 kg of the cherries too, same",
  [adj("02-29", "pear", -3, "spoiled"), adj("02-29", "cherry", -1, "spoiled")])
B("5:00 cherries to 3.00 a kg from today, like you said on the phone last night",
  [price("02-28", "cherry", 3.0)], today="02-28")
B("5:25 Sue Davis took 2kg banana and 1 kg apple, then at 5:40 Raj Patel 1.5 kg cherries",
  [sale("02-29", "Sue Davis", "banana", 2, "apple", 1), sale("02-29", "Raj Patel", "cherry", 1.5)])
B("5ish. fyi the walk-in fridge is making that noise again, i put a towel under the door", NOTE)
B("half five - Ida Novak came in for half a kilo of cherries",
  [sale("02-29", "Ida Novak", "cherry", 0.5)])
B("5:15am. counted oranges: 26kg. grapes 23kg. thats after yesterdays stuff",
  [count("02-27", "orange", 26, 27), count("02-27", "grape", 23, 24)], today="02-27")
B("5:03 - Luis Garcia 2 kg oranges, Zoe Davis 1 kg pear, Ann Brown 2lb grapes",
  [sale("02-29", "Luis Garcia", "orange", 2), sale("02-29", "Zoe Davis", "pear", 1),
   sale("02-29", "Ann Brown", "grape", lb(2))])
B("5:45 last night Omar Haddad returned the strawbs he got yesterday morning, all 2 kg. put them back in stock",
  [ret("02-28", "Omar Haddad", "02-28")])
B("5:20am. Hillside dropped 20kg banana, total on docket 12.00. shelf stays",
  [buy("02-22", "Hillside Produce", ("banana", 20, 0.6))], today="02-22")
B("4:58am tom lee, 3 lb of cherrys",
  [sale("02-29", "Tom Lee", "cherry", lb(3))])
B("5:35 Raj Patel 2 kg mangos. also dropped a tray of apples, 1.5kg damaged, binned",
  [sale("02-29", "Raj Patel", "mango", 2), adj("02-29", "apple", -1.5, "damaged")])
B("5:07 yesterday evening Eva Berg took two and a half kg pears, forgot to put it in",
  [sale("02-28", "Eva Berg", "pear", 2.5)])
B("5:00 sharp. green valley brought 20 kg oranges, 0.90/kg, then i counted all the oranges incl the new ones = 44 kg",
  [buy("02-29", "Green Valley Farms", ("orange", 20, 0.9)), count("02-29", "orange", 44, 45)])
B("5:10am. used 2kg strawbs as samples at the bakery tasting stall",
  [adj("02-25", "strawberry", -2, "samples")], today="02-25")
B("5:14 ken smith brought back - no wait, it was Ida Novak, sorry half asleep. she returned the pears from "
  "yesterday, all 2.5 kg",
  [ret("02-29", "Ida Novak", "02-28")])
B("5:50am. new prices from today as agreed: strawbs 3.70, grapes 2.90",
  [price("02-29", "strawberry", 3.7), price("02-29", "grape", 2.9)])
B("4:45 - ABC 15kg cherries, 31.50 total, put them at 3.40/kg. also Tom Lee came by for 1 kg grapes",
  [buy("02-23", "ABC", ("cherry", 15, 2.1, 3.4)), sale("02-23", "Tom Lee", "grape", 1)], today="02-23")
B("5:30 Bob Smith 1kg apple + 1kg banana. 5:35 Mei Chen 500g cherries. 5:50 Tom Lee 2kg pears",
  [sale("02-29", "Bob Smith", "apple", 1, "banana", 1), sale("02-29", "Mei Chen", "cherry", 0.5),
   sale("02-29", "Tom Lee", "pear", 2)])
B("5:08 somebody nicked 2 kg of oranges from the outside stand overnight. stolen.",
  [adj("02-29", "orange", -2, "stolen")])
B("5:20 yesterday Raj Patel brought back his cherries, all 2kg, he'd bought them that same morning",
  [ret("02-27", "Raj Patel", "02-27")], today="02-28")
B("5:00 new lady Nadia Okafor 1 kg pears, her phone 555-0188. also binned 1 kg of rotten bananas",
  [sale("02-29", new("Nadia Okafor", phone="555-0188"), "pear", 1), adj("02-29", "banana", -1, "rotten")])
B("5:17am the day before yesterday Luis Garcia took 3kg bananas, just found the scrap of paper",
  [sale("02-27", "Luis Garcia", "banana", 3)])
B("5:40 binned 1kg rotten mango and 2 kg rotten banana, smell was awful",
  [adj("02-29", "mango", -1, "rotten"), adj("02-29", "banana", -2, "rotten")])
B("5:05am. Raj Patel came for 3 kg bananas before his shift",
  [sale("02-20", "Raj Patel", "banana", 3)], today="02-20")
B("5:22 Hillside, 10 kg strawbs, paid 26.00",
  [buy("02-29", "Hillside Produce", ("strawberry", 10, 2.6))])
B("5:09 Omar Haddad back with the pears from the 21st, all 4kg. then he took 2kg mango instead",
  [ret("02-29", "Omar Haddad", "02-21"), sale("02-29", "Omar Haddad", "mango", 2)])
B("4:50. did a count: apples 30kg, mango 25 kg",
  [count("02-26", "apple", 30, 30.5), count("02-26", "mango", 25, 24)], today="02-26")
B("5:33 ann brown 1 and a half kg of grapes",
  [sale("02-29", "Ann Brown", "grape", 1.5)])
B("5:26 Ken Smith brought back everything from his order today, the mango and the pears, then bought 3 kg of apples",
  [ret("02-29", "Ken Smith", "02-29"), sale("02-29", "Ken Smith", "apple", 3)])
B("5:12 grapes down to 2.60/kg from today",
  [price("02-24", "grape", 2.6)], today="02-24")
B("5:02 tom lee 2 kg oranges @ 1.54, mei chen 1kg banana @ 1.20",
  [sale("02-29", "Tom Lee", "orange", 2), sale("02-29", "Mei Chen", "banana", 1)])
B("5:44 dont forget to order more paper bags, were on the last pack", NOTE)
B("4:59 monday Sue Davis came for 1kg grapes after close, never wrote it down",
  [sale("02-26", "Sue Davis", "grape", 1)], today="02-27")
B("5:15 ABC 10 kg apples @ 1.15 and green valley 10 kg pears @ 1.05",
  [buy("02-29", "ABC", ("apple", 10, 1.15)), buy("02-29", "Green Valley Farms", ("pear", 10, 1.05))])
B("5:55 3 days ago Mei Chen took 2 lb strawbs, never rung up",
  [sale("02-26", "Mei Chen", "strawberry", lb(2))])
B("5:03am. yesterday Ida Novak returned the bananas she bought yesterday, all 3kg",
  [ret("02-20", "Ida Novak", "02-20")], today="02-21")

BX("5:10 Bob Smith took 6 apples on his way past", "pieces without weight")
BX("5:30 zoe davis 2 punnets of strawbs", "pieces without weight")
BX("5:00 green valley coming tmrw with 30kg bananas, 0.60/kg", "future date")
BX("5:20 Ida Novak will pick up 3 kg pears next saturday, put them aside", "future date")
BX("5:15 Mr Smith came for 2 kg bananas", "ambiguous customer")
BX("5:40 Raj Patel took 35 kg bananas for the school fair", "more than in stock")
BX("5:05 did anyone order more cherries? we seem low", "question")
BX("5:00am. ovens on, coffee on, eyes barely open. nothing to report", "chit-chat")
BX("5:25 scratch that last one about Tom Lee's apples, he never came", "cancellation")
BX("5:12 can the app beep when someone types a sale? half asleep here", "app request")
BX("5:30 Mei Chen 2kg strawbs, gave her 1.00 off for the bruised ones", "discount or free")
BX("5:18 gave Luis Garcia 1kg bananas free, he fixed the oven door", "discount or free")
BX("5:22 Bob Smith brought back the strawbs from yesterday but kept the apple", "partial return")
BX("5:35 Mei Chen brought back everything from saturday", "two sales that day")
BX("5:03 Sue Davis returned what she bought yesterday, all of it", "no sale that day")
BX("5:00 from the scrap dated 31/2: Ken Smith 2 kg grapes", "impossible date")
BX("5:16 Tom Lee 2kg pears, charged him 3.50 total", "total disagrees")
BX("5:28 Ann Brown 1kg kiwis", "unknown product")
BX("5:45 Omar Haddad took some grapes, didnt weigh, he'll tell us", "unknown quantity")


# ---------------------------------------------------------------------------------------------------------------
# Persona 3 - the bilingual helper: Spanish and English in one breath, Spanish fruit names, comma decimals, emoji.
# ---------------------------------------------------------------------------------------------------------------
def S(text, records, today=T):
    add("bilingual", text, records, today)


def SX(text, why, today=T):
    add("bilingual", text, None, today, why)


S("vendí 2 kg de manzanas to Bob Smith esta mañana",
  [sale("02-29", "Bob Smith", "apple", 2)])
S("Mei Chen compró un kilo y medio de fresas, she paid 5.85 👍",
  [sale("02-29", "Mei Chen", "strawberry", 1.5)])
S("hoy: Tom Lee 2 kg naranjas, Eva Berg 1 kg uvas, and Raj Patel medio kilo de cerezas",
  [sale("02-29", "Tom Lee", "orange", 2), sale("02-29", "Eva Berg", "grape", 1),
   sale("02-29", "Raj Patel", "cherry", 0.5)])
S("llegaron 30 kg de plátanos from Green Valley Farms, a 0.58 el kilo",
  [buy("02-29", "Green Valley Farms", ("banana", 30, 0.58))])
S("ayer Ann Brown bought 3 kg de peras",
  [sale("02-28", "Ann Brown", "pear", 3)])
S("tiré 2 kg de fresas podridas, they were rotten totally",
  [adj("02-29", "strawberry", -2, "rotten")])
S("Omar Haddad devolvió the strawberries de ayer, los 2 kg, y luego compró 1 kg de mango",
  [ret("02-29", "Omar Haddad", "02-28"), sale("02-29", "Omar Haddad", "mango", 1)])
S("el sábado Luis Garcia me compró 2 kilos de manzanas, se me olvidó apuntarlo, sorry",
  [sale("02-24", "Luis Garcia", "apple", 2)], today="02-26")
S("cambié el precio de las naranjas a 1.60 desde hoy",
  [price("02-29", "orange", 1.6)])
S("conté las manzanas: 27 kg, y las peras 20 kg",
  [count("02-29", "apple", 27, 29.5), count("02-29", "pear", 20, 21)])
S("Zoe Davis compró 1,5 kg de cerezas this morning",
  [sale("02-29", "Zoe Davis", "cherry", 1.5)])
S("Hillside Produce trajo 20 kg de uvas a 1.80, y ABC 10 kg de mangos a 1.50, precio de venta mango 2.50",
  [buy("02-29", "Hillside Produce", ("grape", 20, 1.8)), buy("02-29", "ABC", ("mango", 10, 1.5, 2.5))])
S("vendí 2 kg de naranjas to Ida Novak, she said gracias x3 jaja",
  [sale("02-23", "Ida Novak", "orange", 2)], today="02-23")
S("la señora Novak returned las peras de ayer, todo, 2.5 kg",
  [ret("02-29", "Ida Novak", "02-28")])
S("robaron 1 kg de uvas del puesto de fuera 😡 and also 1 kg de naranjas, stolen both",
  [adj("02-29", "grape", -1, "stolen"), adj("02-29", "orange", -1, "stolen")])
S("new customer: Marisol Quintero, tel 555-0177, compró 2 kg de plátanos",
  [sale("02-29", new("Marisol Quintero", phone="555-0177"), "banana", 2)])
S("anteayer Ken Smith compró 3 kilos de mangos, I forgot to put it",
  [sale("02-25", "Ken Smith", "mango", 3)], today="02-27")
S("esta mañana: Sue Davis 1 kg de uvas, Tom Lee 2 kg de plátanos. afternoon: Bob Smith 500 g de cerezas",
  [sale("02-29", "Sue Davis", "grape", 1), sale("02-29", "Tom Lee", "banana", 2),
   sale("02-29", "Bob Smith", "cherry", 0.5)])
S("un proveedor nuevo, Frutas Delgado, trajo 25 kilos de manzanas, total 27.50, no cambié el precio",
  [buy("02-29", "Frutas Delgado", ("apple", 25, 1.1))])
S("di muestras de mango a los clientes, 0,5 kg, samples. also 1 kg de cerezas dañadas, damaged",
  [adj("02-29", "mango", -0.5, "samples"), adj("02-29", "cherry", -1, "damaged")])
S("el viernes Ann Brown devolvió el mango que compró ese mismo día, los 3 kg",
  [ret("02-23", "Ann Brown", "02-23")], today="02-25")
S("Raj Patel bought dos kilos de peras at 1.44 each kilo, y Tom Lee un kilo de manzanas",
  [sale("02-29", "Raj Patel", "pear", 2), sale("02-29", "Tom Lee", "apple", 1)])
S("nuevos precios desde hoy: fresas 4.00, cerezas 3.50, plátanos 1.10",
  [price("02-29", "strawberry", 4.0), price("02-29", "cherry", 3.5), price("02-29", "banana", 1.1)])
S("hoy conté las cerezas y hay 58 kg",
  [count("02-28", "cherry", 58, 59.5)], today="02-28")
S("Reminder: Luis Garcia quiere reservar mangos para su fiesta, llamarle pls", NOTE)
S("Green Valley Farms: 20 kg naranjas a 0.92. Hillside Produce: 15 kg peras a 1.10, y las peras a 1.50 en la tienda",
  [buy("02-29", "Green Valley Farms", ("orange", 20, 0.92)), buy("02-29", "Hillside Produce", ("pear", 15, 1.1, 1.5))])
S("Luis Garcia 4 lb de manzanas, he wanted pounds jaja",
  [sale("02-29", "Luis Garcia", "apple", lb(4))])
S("esta mañana Mei Chen compró 1 kg de cerezas, at 3.20 el kilo, y tiré medio kilo de fresas, damaged",
  [sale("02-24", "Mei Chen", "cherry", 1), adj("02-24", "strawberry", -0.5, "damaged")], today="02-24")
S("Eva Berg compró 2 kg de fresas y Ida Novak 1 kg de manzanas, las dos pagaron con tarjeta",
  [sale("02-29", "Eva Berg", "strawberry", 2), sale("02-29", "Ida Novak", "apple", 1)])
S("FYI la báscula de atrás no funciona, usé la de delante todo el día", NOTE)
S("ayer Zoe Davis trajo back las fresas y las peras de ayer (4 kg fresas, 3 kg peras), everything",
  [ret("02-21", "Zoe Davis", "02-21")], today="02-22")
S("Bob Smith devolvió el mango del lunes, 1 kg, all of it, y compró 2 kg de naranjas",
  [ret("02-29", "Bob Smith", "02-26"), sale("02-29", "Bob Smith", "orange", 2)])
S("Hillside Produce: 12 kg de fresas, paid 30.00 total, precio tienda 4.10",
  [buy("02-29", "Hillside Produce", ("strawberry", 12, 2.5, 4.1))])
S("hoy Omar Haddad compró 2 kg de peras y 1 kg de plátanos",
  [sale("02-21", "Omar Haddad", "pear", 2, "banana", 1)], today="02-21")
S("conté fresas: 29 kg. luego vendí 2 kg to Ken Smith",
  [count("02-29", "strawberry", 29, 30), sale("02-29", "Ken Smith", "strawberry", 2)])
S("hace 3 días Tom Lee compró medio kilo de uvas",
  [sale("02-26", "Tom Lee", "grape", 0.5)])
S("Raj Patel 2 kg mango, no espera, eran 3 kg, Omar Haddad 1 kg naranjas, Luis Garcia 3 kg manzanas, todo hoy 👍",
  [sale("02-29", "Raj Patel", "mango", 3), sale("02-29", "Omar Haddad", "orange", 1),
   sale("02-29", "Luis Garcia", "apple", 3)])
S("subí el mango a 2.70 desde hoy",
  [price("02-28", "mango", 2.7)], today="02-28")
S("Ida Novak compró kilo y medio de naranjas y 750 g de uvas, y después Ken Smith 1 kg de cerezas",
  [sale("02-29", "Ida Novak", "orange", 1.5, "grape", 0.75), sale("02-29", "Ken Smith", "cherry", 1)])
S("ABC: 20 kg cerezas a 2.05 el kilo. also vendí 2 kg de cerezas to Eva Berg",
  [buy("02-29", "ABC", ("cherry", 20, 2.05)), sale("02-29", "Eva Berg", "cherry", 2)])
S("Sue Davis devolvió los plátanos de hoy, los 2.5 kg, estaban verdes",
  [ret("02-26", "Sue Davis", "02-26")], today="02-26")
S("tiré 1 kg de peras con moho, mouldy, y 2 kg de manzanas rotten",
  [adj("02-29", "pear", -1, "mouldy"), adj("02-29", "apple", -2, "rotten")])
S("Ann Brown: 2 kg de plátanos, total 2.40, ok",
  [sale("02-29", "Ann Brown", "banana", 2)])
S("Eva Berg compró 1 kg de mango hoy",
  [sale("02-20", "Eva Berg", "mango", 1)], today="02-20")
S("Mei Chen 1 kg de peras y Zoe Davis 2 kg de naranjas, y conté las naranjas después: 22 kg",
  [sale("02-29", "Mei Chen", "pear", 1), sale("02-29", "Zoe Davis", "orange", 2), count("02-29", "orange", 22, 23)])

SX("vendí 4 mangos a Raj Patel, no los pesé", "pieces without weight")
SX("mañana viene Green Valley con 20 kg de fresas a 2.50", "future date")
SX("la señora Davis compró 2 kg de manzanas", "ambiguous customer")
SX("vendí 22 kg de peras to Omar Haddad para su restaurante", "more than in stock")
SX("¿cuántos kilos de uvas quedan? need to know for Ken", "question")
SX("hoy hace mucho frío, nobody came in the morning jaja", "chit-chat")
SX("borra lo de Tom Lee, cancel it, no compró nada al final", "cancellation")
SX("can you poner the app en español? porfa 🙏", "app request")
SX("Mei Chen 2 kg de uvas con 20% descuento", "discount or free")
SX("le di 1 kg de plátanos gratis a Luis Garcia, es su cumpleaños 🎂", "discount or free")
SX("Ken Smith devolvió solo las peras de hoy, not the mango", "partial return")
SX("Raj Patel devolvió todo lo del domingo", "two sales that day", today="02-26")
SX("Tom Lee devolvió lo que compró ayer, todo", "no sale that day")
SX("Eva Berg devolvió las naranjas y cerezas del 3 de febrero", "already returned")
SX("el 02/03 Bob Smith compró 1 kg de peras", "impossible date")
SX("Ida Novak 3 kg de naranjas, total 5.00", "total disagrees")
SX("vendí 2 kg de fresas a mitad de precio to Sue Davis, estaban feas", "discount or free", today="02-27")
SX("compré 10 kg de mangos a Pepe, 1.40 el kilo", "new supplier without full name")
SX("Zoe Davis se llevó unas peras, no sé cuántas", "unknown quantity")


# ---------------------------------------------------------------------------------------------------------------
# Persona 4 - the accountant's assistant keying in paper receipts: receipt numbers, "VAT incl.", totals, 28/2.
# ---------------------------------------------------------------------------------------------------------------
def A(text, records, today=T):
    add("receipts", text, records, today)


def AX(text, why, today=T):
    add("receipts", text, None, today, why)


A("Receipt 4471, Green Valley Farms, 26 Feb: bananas 25 kg, total 15.00 VAT incl. Receipt 4472, same supplier, "
  "same day: mango 10 kg, total 15.00 VAT incl.",
  [buy("02-26", "Green Valley Farms", ("banana", 25, 0.6)), buy("02-26", "Green Valley Farms", ("mango", 10, 1.5))])
A("Till receipt 0093 - customer Mei Chen - pears 2 kg - total 2.88 (VAT incl.)",
  [sale("02-29", "Mei Chen", "pear", 2)])
A("Receipts from 27 Feb: no. 311 Tom Lee, apples 2 kg, 3.40; no. 312 Zoe Davis, grapes 1 kg, 2.80; no. 313 Raj "
  "Patel, mango 2 kg, 4.80. All VAT incl.",
  [sale("02-27", "Tom Lee", "apple", 2), sale("02-27", "Zoe Davis", "grape", 1),
   sale("02-27", "Raj Patel", "mango", 2)])
A("Supplier invoice INV-2207, Hillside Produce, 28/2: 18 kg mango at 1.50/kg, total 27.00 VAT incl., shelf price "
  "2.50",
  [buy("02-28", "Hillside Produce", ("mango", 18, 1.5, 2.5))])
A("Credit note CN-14: Omar Haddad returned the full purchase of 21 Feb (pears, 4 kg), refund 6.40 VAT incl.",
  [ret("02-29", "Omar Haddad", "02-21")])
A("Price list update effective 29/2: strawberries 3.95/kg.",
  [price("02-29", "strawberry", 3.95)])
A("Write-off sheet, 29 Feb: cherries 1.5 kg spoiled; grapes 0.5 kg mouldy; oranges 1 kg damaged.",
  [adj("02-29", "cherry", -1.5, "spoiled"), adj("02-29", "grape", -0.5, "mouldy"),
   adj("02-29", "orange", -1, "damaged")])
A("Stock count sheet dated the 26th: pears 29 kg, strawberries 37 kg.",
  [count("02-26", "pear", 29, 30.5), count("02-26", "strawberry", 37, 38)], today="02-27")
A("Receipt 0102, Ken Smith, oranges 3 kg @ 1.54 = 4.62 VAT incl. (first keyed as 2 kg in error, corrected)",
  [sale("02-29", "Ken Smith", "orange", 3)])
A("ABC invoice 8830, dated 29 Feb: apples 30 kg, total 33.00 VAT incl., selling price unchanged.",
  [buy("02-29", "ABC", ("apple", 30, 1.1))])
A("Receipt 0104 Ann Brown: cherries 1 kg 3.20. Receipt 0105 Luis Garcia: strawberries 2 kg 7.80. Receipt 0106 Sue "
  "Davis: bananas 3 kg 3.60.",
  [sale("02-29", "Ann Brown", "cherry", 1), sale("02-29", "Luis Garcia", "strawberry", 2),
   sale("02-29", "Sue Davis", "banana", 3)])
A("Receipt 207 dated 24/2, Hillside Produce: pears 20 kg, total 22.00 VAT incl.",
  [buy("02-24", "Hillside Produce", ("pear", 20, 1.1))], today="02-24")
A("Credit note CN-15 dated 29/2: Eva Berg, full return of the sale of 19 Feb (cherries 2 kg), 6.40 refunded. "
  "Receipt 0112, Eva Berg, pears 1 kg, 1.44.",
  [ret("02-29", "Eva Berg", "02-19"), sale("02-29", "Eva Berg", "pear", 1)])
A("Receipts of 28/2: 0081 Bob Smith, grapes 2 kg, 5.60; 0082 Ida Novak, cherries 1 kg, 3.20",
  [sale("02-28", "Bob Smith", "grape", 2), sale("02-28", "Ida Novak", "cherry", 1)])
A("Adjustment voucher AV-3, 23 Feb: 2 kg strawberries written off as spoiled.",
  [adj("02-23", "strawberry", -2, "spoiled")], today="02-23")
A("Receipt 0110 - new customer Gregor Lindqvist, gregor.l@example.net - mango 1 kg, 2.40 VAT incl.",
  [sale("02-29", new("Gregor Lindqvist", email="gregor.l@example.net"), "mango", 1)])
A("Invoices received today: Green Valley Farms no. 5120, oranges 20 kg, 18.00 total; ABC no. 8841, grapes 15 kg, "
  "27.75 total. Both VAT incl., shelf prices as before.",
  [buy("02-29", "Green Valley Farms", ("orange", 20, 0.9)), buy("02-29", "ABC", ("grape", 15, 1.85))])
A("Receipt 0111, Tom Lee, 5 lb apples, 3.86 VAT incl.",
  [sale("02-29", "Tom Lee", "apple", lb(5))])
A("Credit note CN-12, 26 Feb: Raj Patel, full refund for his purchase of the same day (bananas 2.5 kg), 3.00.",
  [ret("02-26", "Raj Patel", "02-26")], today="02-26")
A("Price list effective 29 Feb: apples 1.80, oranges 1.50, grapes 2.75.",
  [price("02-29", "apple", 1.8), price("02-29", "orange", 1.5), price("02-29", "grape", 2.75)])
A("Receipt 0115, Mei Chen, half a kilo of cherries and two kilos of bananas, total 4.00 VAT incl.",
  [sale("02-29", "Mei Chen", "cherry", 0.5, "banana", 2)])
A("Stock count 28/2 (end of day): bananas 30 kg, grapes 23.5 kg.",
  [count("02-28", "banana", 30, 30.5), count("02-28", "grape", 23.5, 24)], today="02-28")
A("Receipt 0120 Omar Haddad, pears 3 kg, 4.32; credit note CN-16 Omar Haddad, full return of his 28 Feb purchase "
  "(strawberries 2 kg), 7.80.",
  [sale("02-29", "Omar Haddad", "pear", 3), ret("02-29", "Omar Haddad", "02-28")])
A("Invoice 5133, Green Valley Farms, 40 kg cherries, total 80.00 VAT incl., sell at 3.30/kg",
  [buy("02-29", "Green Valley Farms", ("cherry", 40, 2.0, 3.3))])
A("Receipt 0071, 25/2, Luis Garcia: strawberries 1 kg, 3.90; mango 1 kg, 2.40; total 6.30 VAT incl.",
  [sale("02-25", "Luis Garcia", "strawberry", 1, "mango", 1)], today="02-25")
A("Receipts 0121-0122: Ida Novak, oranges 2 kg, 3.08; Zoe Davis, pears 1 kg, 1.44.",
  [sale("02-29", "Ida Novak", "orange", 2), sale("02-29", "Zoe Davis", "pear", 1)])
A("Write-off, 27 Feb: 1 kg mango, stolen (see incident log).",
  [adj("02-27", "mango", -1, "stolen")])
A("To do: request a duplicate of Hillside Produce invoice INV-2199, the original is torn.", NOTE)
A("Delivery note DN-77, Hillside Produce, 29 Feb: strawberries 20 kg @ 2.45, bananas 20 kg @ 0.62, no shelf price "
  "changes. Delivery note DN-78, ABC: pears 10 kg @ 1.05.",
  [buy("02-29", "Hillside Produce", ("strawberry", 20, 2.45), ("banana", 20, 0.62)),
   buy("02-29", "ABC", ("pear", 10, 1.05))])
A("Receipt 0044 dated 22 Feb: Tom Lee, oranges 2 kg, total 3.08 VAT incl.",
  [sale("02-22", "Tom Lee", "orange", 2)], today="02-22")
A("Samples log 29/2: 0.5 kg strawberries and 0.5 kg grapes used as samples.",
  [adj("02-29", "strawberry", -0.5, "samples"), adj("02-29", "grape", -0.5, "samples")])
A("For your information, receipts 0100 to 0109 are in the blue folder, top drawer.", NOTE)
A("Credit note CN-9, 21/2: Ida Novak, full return of 20 Feb sale (bananas 3 kg).",
  [ret("02-21", "Ida Novak", "02-20")], today="02-21")
A("Receipt 0131: Ken Smith, apples 2 kg, 3.40. Receipt 0132: Ann Brown, mango 2 kg, 4.80. Receipt 0133: Eva Berg, "
  "pears 2.5 kg, 3.60.",
  [sale("02-29", "Ken Smith", "apple", 2), sale("02-29", "Ann Brown", "mango", 2),
   sale("02-29", "Eva Berg", "pear", 2.5)])
A("Stock count sheet 29/2: mango 18 kg.",
  [count("02-29", "mango", 18, 19)])
A("Price list effective 27 Feb: cherries 3.10/kg.",
  [price("02-27", "cherry", 3.1)], today="02-27")
A("Receipt 0140, Sue Davis, 2 lb of cherries, 2.90 VAT incl.",
  [sale("02-29", "Sue Davis", "cherry", lb(2))])
A("Invoice 8850, ABC, 29 Feb: apples 10 kg @ 1.10, cherries 10 kg @ 2.10. Receipt 0141: Luis Garcia, apples 3 kg, "
  "5.10.",
  [buy("02-29", "ABC", ("apple", 10, 1.1), ("cherry", 10, 2.1)), sale("02-29", "Luis Garcia", "apple", 3)])
A("Receipt 0052, 23 Feb, Omar Haddad: cherries 1 kg, 3.20 VAT incl.",
  [sale("02-23", "Omar Haddad", "cherry", 1)], today="02-23")
A("Count sheet, 29 Feb, after close: apples 29 kg, oranges 24 kg, strawberries 30.5 kg.",
  [count("02-29", "apple", 29, 29.5), count("02-29", "orange", 24, 25), count("02-29", "strawberry", 30.5, 30)])
A("Receipt 0145 - Zoe Davis - bananas 1.5 kg, apples 1 kg - total 3.50 VAT incl.",
  [sale("02-29", "Zoe Davis", "banana", 1.5, "apple", 1)])
A("Credit note CN-11 of 25/2: Tom Lee, full return of his 22 Feb purchase (bananas 3 kg, grapes 2.5 kg).",
  [ret("02-25", "Tom Lee", "02-22")], today="02-25")
A("Receipt 0150: Mei Chen, grapes 1 kg, 2.80. Receipt 0151: Raj Patel, oranges 1 kg, 1.54. Receipt 0152: Bob "
  "Smith, mango 1 kg, 2.40.",
  [sale("02-29", "Mei Chen", "grape", 1), sale("02-29", "Raj Patel", "orange", 1),
   sale("02-29", "Bob Smith", "mango", 1)])
A("Invoice 5140, Kessler Wholesale Ltd, tel 555-0164, 28 Feb: pears 15 kg, 16.50 total VAT incl. Write-off 28/2: "
  "1 kg pears damaged.",
  [buy("02-28", new("Kessler Wholesale Ltd", phone="555-0164"), ("pear", 15, 1.1)),
   adj("02-28", "pear", -1, "damaged")], today="02-28")
A("Receipt 0155, Ida Novak, strawberries 500 g, 1.95 VAT incl.",
  [sale("02-29", "Ida Novak", "strawberry", 0.5)])

AX("Receipt 0160, Ken Smith, 1 box of oranges, 12.00 VAT incl.", "pieces without weight")
AX("Invoice 5150, Green Valley Farms, dated 1 March: bananas 30 kg, 18.00 VAT incl.", "future date")
AX("Receipt 0161, Mr Smith, pears 2 kg, 2.88 VAT incl.", "ambiguous customer")
AX("Receipt 0162, Omar Haddad, cherries 60 kg, 192.00 VAT incl. (restaurant order)", "more than in stock")
AX("Is the VAT on receipt 0158 meant to be included in the total or added on top?", "question")
AX("Filing for February is nearly done, just the Hillside invoices left to staple together.", "chit-chat")
AX("Please void receipt 0163 (Ann Brown), entered in error.", "cancellation")
AX("Could the system export a VAT summary per month as a CSV file?", "app request")
AX("Receipt 0164, Bob Smith, grapes 3 kg, 8.40 less 10% staff discount = 7.56", "discount or free")
AX("Receipt 0165, Sue Davis, bananas 1 kg, 0.00 - complimentary", "discount or free")
AX("Receipt 0166, Luis Garcia, mango 2 kg, total 5.20 VAT incl.", "total disagrees")
AX("Credit note CN-17: Zoe Davis, return of 1 kg of the mango from her 29 Feb purchase.", "partial return")
AX("Credit note CN-18: Mei Chen, full return of her purchase of 24 Feb.", "two sales that day")
AX("Credit note CN-19: Ann Brown, full return of her purchase of 28 Feb.", "no sale that day")
AX("Credit note CN-20: Bob Smith, full return of the sale of 18 Feb.", "already returned")
AX("Receipt 0167 dated 30/02: Tom Lee, apples 1 kg, 1.70.", "impossible date")
AX("Invoice from 'Marco', no company name on it: 10 kg mango at 1.40/kg, total 14.00", "new supplier without full name",
   today="02-26")
AX("Delivery note DN-80, Hillside Produce: 3 crates of pears, total 54.00 VAT incl.", "pieces without weight")
AX("Receipt 0168, walk-in customer 'Petra', oranges 2 kg, 3.08", "new customer without full name")


def main():
    out = HERE / "records.jsonl"
    with out.open("w", encoding="utf-8") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {out.name}")


if __name__ == "__main__":
    main()
