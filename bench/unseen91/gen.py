"""Write bench/unseen91/records.jsonl: a held-out records set in four personas' voices.

Standard library only. Run: python bench/unseen91/gen.py
Every line is meant to be replayed alone on top of resources/demo/fruitshop_month.jsonl.
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

COCKNEY = "cockney barrow boy (rhyming slang, dropped h's)"
SINGLISH = "singaporean helper (singlish)"
ENGINEER = "engineer (SI units, ISO dates, terse fields)"
DYSLEXIC = "dyslexic helper (spells by sound, no capitals)"


def d(day):
    return f"2024-02-{day:02d}"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


BOB, TOM, MEI, EVA = who("Bob Smith"), who("Tom Lee"), who("Mei Chen"), who("Eva Berg")
ZOE, RAJ, KEN, LUIS = who("Zoe Davis"), who("Raj Patel"), who("Ken Smith"), who("Luis Garcia")
OMAR, ANN, IDA, SUE = who("Omar Haddad"), who("Ann Brown"), who("Ida Novak"), who("Sue Davis")
ABC, GVF, HILL = who("ABC"), who("Green Valley Farms"), who("Hillside Produce")


def sale(day, customer, *items):
    return {
        "kind": "sale",
        "date": d(day),
        "customer": customer,
        "items": [{"product": p, "quantity": q} for p, q in items],
    }


def buy(day, supplier, *items):
    return {
        "kind": "purchase",
        "date": d(day),
        "supplier": supplier,
        "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items],
    }


def ret(day, customer, sale_day):
    return {"kind": "return", "date": d(day), "customer": customer, "sale_date": d(sale_day)}


def price(day, product, p):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": p}


def adj(day, product, q, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": q, "reason": reason}


def note(day):
    return {"kind": "note", "date": d(day), "text": None, "facts": []}


LINES = []


def ok(style, today, text, *records):
    recs = [dict(r, text=text) if r["kind"] == "note" else r for r in records]
    LINES.append({"text": text, "today": d(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- Cockney barrow boy
C = COCKNEY
ok(C, 29, "Sold Raj me old china 2 kilo of apples, cash in 'and", sale(29, RAJ, ("apple", 2)))
ok(
    C,
    29,
    "Mrs Chen 'ad 'alf a kilo of cherries an' a kilo of strawbs",
    sale(29, MEI, ("cherry", 0.5), ("strawberry", 1)),
)
ok(C, 29, "Omar took three an' a 'alf kilo o' bananas, 1.20 a kilo, lovely jubbly", sale(29, OMAR, ("banana", 3.5)))
ok(C, 29, "Got 20 kilo o' Granny Smiths off ABC at 1.10 a kilo", buy(29, ABC, ("apple", 20, 1.1, None)))
ok(C, 29, "Some toerag 'alf-inched 2 kilo o' grapes off the barrow, nicked, proper", adj(29, "grape", -2, "stolen"))
ok(C, 29, "Binned 1.5 kilo o' strawbs, gone mouldy in the damp", adj(29, "strawberry", -1.5, "mouldy"))
ok(C, 29, "Done a count, 'ad a butcher's at the mangoes, 17 kilo on the barrow", adj(29, "mango", -2, "stock count"))
ok(C, 29, "Ann Brown brought back them oranges she 'ad this mornin', said they was pony an' trap", ret(29, ANN, 29))
ok(
    C,
    29,
    "Puttin' cherries up to 3.50 a kilo from today, can't Adam an' Eve what the wholesale's chargin'",
    price(29, "cherry", 3.5),
)
ok(C, 29, "Sold Luis 2 kilo mango an' Ida 1 kilo pears", sale(29, LUIS, ("mango", 2)), sale(29, IDA, ("pear", 1)))
ok(
    C,
    29,
    "New geezer, Terry Mullins, took 3 kilo o' oranges, 'is dog an' bone's 07700 900461",
    sale(29, who("Terry Mullins", phone="07700 900461"), ("orange", 3)),
)
ok(C, 29, "Sold Eva two pound o' cherries", sale(29, EVA, ("cherry", 0.907)))
ok(C, 29, "Yesterday Tom Lee 'ad 4 kilo o' pears, clean forgot to put it through", sale(28, TOM, ("pear", 4)))
ok(C, 29, "Monday Sue Davis took 2 kilo o' grapes, forgot to stick it in", sale(26, SUE, ("grape", 2)))
ok(
    C,
    29,
    "Green Valley dropped off 30 kilo o' oranges, 27 quid the lot, we're floggin' 'em at 1.60",
    buy(29, GVF, ("orange", 30, 0.9, 1.6)),
)
ok(C, 29, "Counted the bananas last thing yesterday, 28 kilo", adj(28, "banana", -2.5, "stock count"))
ok(C, 29, "Zoe Davis brung back 'er strawbs an' pears from the 21st", ret(29, ZOE, 21))
ok(C, 29, "Don't forget the jam jar needs its MOT, I've booked it in down the garage", note(29))
ok(C, 29, "Remember it's the trouble an' strife's birthday, get 'er some flowers on the way 'ome", note(29))
ok(
    C,
    29,
    "Took 10 kilo o' mangoes off Hillside at 1.50 a kilo an' sold Omar 3 kilo of 'em straight off",
    buy(29, HILL, ("mango", 10, 1.5, None)),
    sale(29, OMAR, ("mango", 3)),
)
ok(C, 29, "Ken Smith, 2 kilo apples an' 1 kilo grapes, 6.20 the lot", sale(29, KEN, ("apple", 2), ("grape", 1)))
ok(C, 29, "Bob Smith 'ad a kilo an' a 'alf o' mangoes", sale(29, BOB, ("mango", 1.5)))
ok(C, 29, "Mr 'Addad took 2 kilo cherries", sale(29, OMAR, ("cherry", 2)))
ok(C, 29, "Dropped a tray o' pears down the apples an' pears, 1 kilo damaged", adj(29, "pear", -1, "damaged"))
ok(C, 29, "Give out 'alf a kilo o' grapes as samples to the punters", adj(29, "grape", -0.5, "samples"))
ok(C, 29, "Sold Zoe Davis three quarters of a kilo o' grapes", sale(29, ZOE, ("grape", 0.75)))
ok(
    C,
    29,
    "Miss Berg 'ad a kilo o' mangoes an' a kilo o' apples, charged 'er 4.10",
    sale(29, EVA, ("mango", 1), ("apple", 1)),
)
ok(C, 29, "Sold 4 lb o' bananas to Ida", sale(29, IDA, ("banana", 1.814)))
ok(
    C,
    29,
    "Bought 8 kilo o' strawbs off Hillside at 2.40, knockin' 'em out at 3.90",
    buy(29, HILL, ("strawberry", 8, 2.4, 3.9)),
)
ok(C, 29, "Sunday Mei 'ad 2 kilo o' pears, she paid cash", sale(25, MEI, ("pear", 2)))
ok(C, 29, "Count on the cherries: 60 kilo dead on", adj(29, "cherry", 0.5, "stock count"))
ok(C, 29, "Raj 'ad a kilo an' a 'alf o' strawbs this mornin'", sale(29, RAJ, ("strawberry", 1.5)))
ok(
    C,
    29,
    "Luis brought back 'is stuff from the 16th an' 'ad 2 kilo o' apples instead",
    ret(29, LUIS, 16),
    sale(29, LUIS, ("apple", 2)),
)
ok(C, 29, "Sold 3lb o' apples to Ann Brown", sale(29, ANN, ("apple", 1.361)))
# early days
ok(C, 7, "Sold Ann 'alf a kilo o' cherries", sale(7, ANN, ("cherry", 0.5)))
ok(C, 12, "Saturday Luis took 2 kilo o' apples", sale(10, LUIS, ("apple", 2)))
ok(C, 14, "Yesterday Hillside brought 15 kilo o' pears at a quid a kilo", buy(13, HILL, ("pear", 15, 1.0, None)))
ok(C, 16, "Done a count on the strawbs, 50 kilo", adj(16, "strawberry", -4, "stock count"))
ok(C, 20, "The day before yesterday Eva 'ad 2 kilo o' oranges", sale(18, EVA, ("orange", 2)))
ok(C, 9, "Took in 12 kilo o' cherries from ABC, 24 quid", buy(9, ABC, ("cherry", 12, 2.0, None)))
ok(C, 15, "Luis Garcia brought back 'is bananas an' strawbs from the 6th", ret(15, LUIS, 6))
ok(C, 22, "Oranges down to 1.45 from today, they ain't shiftin'", price(22, "orange", 1.45))
ok(C, 6, "Rotten, chucked 2 kilo o' bananas in the skip", adj(6, "banana", -2, "rotten"))
ok(C, 25, "Raj took 2 kilo mangoes, paid 4.80", sale(25, RAJ, ("mango", 2)))
ok(C, 19, "Sold Tom a kilo o' bananas an' a kilo o' oranges", sale(19, TOM, ("banana", 1), ("orange", 1)))
ok(C, 23, "Omar brought back 'is pears from Wednesday, said they was 'ard as nails", ret(23, OMAR, 21))
ok(C, 10, "Mei 'ad 2 kilo o' bananas this mornin'", sale(10, MEI, ("banana", 2)))
# refusals
no(C, 11, "Put Mr Smith down for 2 kilo o' grapes", "ambiguous customer (two Smiths)")
no(C, 18, "Ken's 'avin' 3 kilo o' pears on the 20th, put it through now", "future date")
no(C, 24, "Mei Chen brung back the bits she bought this mornin'", "return: two sales that day")
no(C, 13, "Bob brought back 'alf 'is strawbs from the 2nd", "partial return")
no(C, 29, "Mrs Davis 'ad 2 kilo o' bananas", "ambiguous customer (two Davises)")
no(C, 29, "Sold a dozen oranges to Raj", "pieces without weight")
no(C, 29, "Let Ida 'ave 2 kilo o' cherries at 'alf price, she's a diamond", "half price")
no(C, 29, "Knocked a nicker off Omar's mangoes, 3 kilo", "discount")
no(C, 29, "Tomorrow mornin' Ken's pickin' up 4 kilo o' mangoes", "tomorrow")
no(C, 29, "Oi, 'ow many strawbs 'ave we got left?", "question")
no(C, 29, "Cor, I'm cream crackered, been on me plates all day", "chit-chat")
no(C, 29, "Scrap that last one, I was tellin' porkies", "cancellation")
no(C, 29, "Tom took a punnet o' strawbs", "punnet without weight")
no(C, 29, "Give Luis a kilo o' grapes on the 'ouse", "on the house")
no(C, 29, "Sold 2 kilo apples to a geezer called Dave", "new customer without surname")
no(C, 29, "Ann brought back the pears from Tuesday", "return: no sale that day")
no(C, 29, "Tom Lee brought back 'is oranges from the 11th", "return: already returned")
no(C, 29, "Sold Raj 2 kilo mangoes for 6 quid", "total disagrees with shelf price")
no(C, 29, "Can you make the prices come up bigger on the screen, me mince pies ain't what they was", "app request")
no(C, 29, "Put us down for next Saturday, 10 kilo o' apples from ABC", "next Saturday")
no(C, 29, "Sold Raj 2 kilo o' kiwis", "unknown product")
no(C, 29, "Bought 20 kilo mangoes off me mate Gaz at 1.40 a kilo", "new supplier without full name")

# ---------------------------------------------------------------- Singlish helper
S = SINGLISH
ok(S, 29, "Auntie Mei buy 2kg apple just now lah", sale(29, MEI, ("apple", 2)))
ok(S, 29, "Uncle Omar take 3 kg mango, pay already", sale(29, OMAR, ("mango", 3)))
ok(S, 29, "Ytd Raj buy 1.5kg grape", sale(28, RAJ, ("grape", 1.5)))
ok(S, 29, "ABC send 25kg banana, cost 0.60 per kg, sell 1.20 lor", buy(29, ABC, ("banana", 25, 0.6, 1.2)))
ok(S, 29, "Throw away 3kg strawberry, all mouldy already, sian", adj(29, "strawberry", -3, "mouldy"))
ok(S, 29, "Count orange got 23kg only leh", adj(29, "orange", -2, "stock count"))
ok(S, 29, "Zoe Davis return the mango she buy this morning, say not sweet", ret(29, ZOE, 29))
ok(
    S,
    29,
    "New customer Jasmine Tan buy 2kg cherry, her hp 9123 4567",
    sale(29, who("Jasmine Tan", phone="9123 4567"), ("cherry", 2)),
)
ok(
    S,
    29,
    "Got one new uncle, Ahmad Rahman, buy 1kg grape and 1kg orange, email ahmad.rahman@example.sg",
    sale(29, who("Ahmad Rahman", email="ahmad.rahman@example.sg"), ("grape", 1), ("orange", 1)),
)
ok(
    S,
    29,
    "Ida buy 2kg pear, then Luis buy 1kg apple 1kg cherry",
    sale(29, IDA, ("pear", 2)),
    sale(29, LUIS, ("apple", 1), ("cherry", 1)),
)
ok(S, 29, "Price of mango change to 2.60 from today hor", price(29, "mango", 2.6))
ok(S, 29, "Sue Davis buy 500g cherry", sale(29, SUE, ("cherry", 0.5)))
ok(S, 29, "Wednesday Ken Smith buy 2kg strawberry, I forget to key in", sale(28, KEN, ("strawberry", 2)))
ok(S, 29, "Hillside deliver 10kg pear, total $12", buy(29, HILL, ("pear", 10, 1.2, None)))
ok(S, 29, "Mr Haddad buy 2kg banana total $2.40", sale(29, OMAR, ("banana", 2)))
ok(S, 29, "Mrs Chen buy 1kg orange $1.54", sale(29, MEI, ("orange", 1)))
ok(S, 29, "Eva Berg bring back the cherry she buy on 19 Feb", ret(29, EVA, 19))
ok(S, 29, "Reminder: Green Valley say next delivery come later, must call them", note(29))
ok(S, 29, "FYI the chiller door spoil already, cannot close properly", note(29))
ok(S, 29, "Give customer try 300g grape as samples", adj(29, "grape", -0.3, "samples"))
ok(S, 29, "1kg pear drop on floor, damaged liao", adj(29, "pear", -1, "damaged"))
ok(S, 29, "Someone steal 2kg mango from the front, stolen sia", adj(29, "mango", -2, "stolen"))
ok(S, 29, "Ytd close shop I count cherry, got 57kg", adj(28, "cherry", -2.5, "stock count"))
ok(
    S,
    29,
    "Luis Garcia buy 3kg banana, after that count banana left 26kg",
    sale(29, LUIS, ("banana", 3)),
    adj(29, "banana", -1.5, "stock count"),
)
ok(S, 29, "Tom buy 2 and half kg strawberry", sale(29, TOM, ("strawberry", 2.5)))
ok(S, 29, "Bob buy 1kg apple 1kg banana 1kg orange", sale(29, BOB, ("apple", 1), ("banana", 1), ("orange", 1)))
ok(S, 29, "Orange now sell 1.60 per kg ok", price(29, "orange", 1.6))
ok(S, 29, "Buy 15kg mango from Kelvin Lim, $1.40 per kg", buy(29, who("Kelvin Lim"), ("mango", 15, 1.4, None)))
ok(S, 29, "Ken buy 3/4 kg apple", sale(29, KEN, ("apple", 0.75)))
ok(S, 29, "Miss Berg buy 2kg banana, 1kg mango", sale(29, EVA, ("banana", 2), ("mango", 1)))
ok(S, 29, "Green Valley send 10kg grape, $1.90 one kg", buy(29, GVF, ("grape", 10, 1.9, None)))
ok(S, 29, "Ida buy 1.5kg strawberry, pay $5.85", sale(29, IDA, ("strawberry", 1.5)))
ok(S, 29, "Today count apple, got 30kg", adj(29, "apple", 0.5, "stock count"))
ok(S, 29, "Bob Smith return the cherry he buy on 17 Feb", ret(29, BOB, 17))
# early days
ok(S, 8, "Auntie Ann buy 1kg banana this morning", sale(8, ANN, ("banana", 1)))
ok(S, 13, "Sunday Ida buy 2kg orange", sale(11, IDA, ("orange", 2)))
ok(S, 17, "Mei Chen return the apple she buy on the 12th", ret(17, MEI, 12))
ok(S, 21, "Ytd Sue buy 2kg banana, $2.40", sale(20, SUE, ("banana", 2)))
ok(S, 19, "Count pear just now got 40kg", adj(19, "pear", -1.5, "stock count"))
ok(S, 5, "Green Valley send 20kg orange, $18 total", buy(5, GVF, ("orange", 20, 0.9, None)))
ok(S, 23, "Tuesday Raj buy 3kg mango", sale(20, RAJ, ("mango", 3)))
ok(S, 10, "Throw 1kg cherry, rotten already", adj(10, "cherry", -1, "rotten"))
ok(S, 24, "From today pear sell 1.50", price(24, "pear", 1.5))
ok(S, 15, "Uncle Luis take 2kg grape and 1kg mango", sale(15, LUIS, ("grape", 2), ("mango", 1)))
ok(S, 7, "Auntie Zoe buy 2kg grape", sale(7, ZOE, ("grape", 2)))
ok(S, 22, "Mdm Chen buy 1kg cherry", sale(22, MEI, ("cherry", 1)))
# refusals
no(S, 9, "Ida bring back banana she buy just now", "return: two sales that day")
no(S, 20, "Tmr Omar want 5kg cherry, keep for him", "tomorrow")
no(S, 12, "Mr Smith buy 2kg apple", "ambiguous customer (two Smiths)")
no(S, 16, "Give Zoe 10% discount on 2kg strawberry", "discount")
no(S, 29, "Can check how much grape left or not?", "question")
no(S, 29, "Wah today so hot ah, customer all don't want come", "chit-chat")
no(S, 29, "Omar buy 6 mango", "pieces without weight")
no(S, 29, "Cancel the one just now, I key wrong", "cancellation")
no(S, 29, "Auntie buy 2kg apple", "customer not identified")
no(S, 29, "Ms Davis buy 1kg cherry", "ambiguous customer (two Davises)")
no(S, 29, "Raj return half of his banana from Monday", "partial return")
no(S, 29, "Omar return the things he buy on Tuesday", "return: two sales that day")
no(S, 29, "Next week ABC send 30kg apple", "next week")
no(S, 29, "Bob buy 2kg cherry, I give him free", "free")
no(S, 29, "Sell 2 box orange to Mei", "boxes without weight")
no(S, 29, "Can help me print receipt for Ken?", "app request")
no(S, 29, "Eva buy 3kg grape, total $9", "total disagrees with shelf price")
no(S, 29, "Tom buy 1kg apple on 30 Feb", "invalid date (30 February)")
no(S, 29, "Raj buy some apple", "no quantity")

# ---------------------------------------------------------------- engineer
E = ENGINEER
ok(E, 29, "Sale: customer Omar Haddad; mango 2.000 kg.", sale(29, OMAR, ("mango", 2)))
ok(
    E,
    29,
    "Sale 2024-02-28, Ida Novak: apple 1.250 kg, grape 0.750 kg.",
    sale(28, IDA, ("apple", 1.25), ("grape", 0.75)),
)
ok(
    E,
    29,
    "Purchase from Hillside Produce: pear 20.0 kg @ 1.05/kg; set shelf price 1.50/kg.",
    buy(29, HILL, ("pear", 20, 1.05, 1.5)),
)
ok(E, 29, "Write-off: strawberry, 1200 g, spoiled (condensation in chiller).", adj(29, "strawberry", -1.2, "spoiled"))
ok(E, 29, "Stock count 2024-02-29, end of day: grape = 22.5 kg.", adj(29, "grape", -1.5, "stock count"))
ok(E, 29, "Return: Ken Smith, full return of sale dated 2024-02-17.", ret(29, KEN, 17))
ok(E, 29, "Price change: cherry -> 3.40/kg, effective 2024-02-29.", price(29, "cherry", 3.4))
ok(E, 29, "Sale: Mei Chen, orange 2.5 kg at 1.54/kg = 3.85.", sale(29, MEI, ("orange", 2.5)))
ok(
    E,
    29,
    "New customer: Henrik Olsen, henrik.olsen@example.no, +47 912 34 567. Sale: cherry 1.5 kg.",
    sale(29, who("Henrik Olsen", phone="+47 912 34 567", email="henrik.olsen@example.no"), ("cherry", 1.5)),
)
ok(E, 29, "Sale: Luis Garcia, 2500 g banana.", sale(29, LUIS, ("banana", 2.5)))
ok(
    E,
    29,
    "Purchase: Green Valley Farms, strawberry 25 kg, total cost 62.50.",
    buy(29, GVF, ("strawberry", 25, 2.5, None)),
)
ok(E, 29, "Write-off: 0.8 kg apple, damaged in transit (crushed crate).", adj(29, "apple", -0.8, "damaged"))
ok(E, 29, "Inventory count 2024-02-28 (close): strawberry 28.0 kg.", adj(28, "strawberry", -2, "stock count"))
ok(
    E,
    29,
    "1) Sale, Raj Patel: pear 1.5 kg. 2) Sale, Eva Berg: mango 1.0 kg. 3) Write-off: pear 0.5 kg, rotten.",
    sale(29, RAJ, ("pear", 1.5)),
    sale(29, EVA, ("mango", 1)),
    adj(29, "pear", -0.5, "rotten"),
)
ok(E, 29, "Sale: Tom Lee, grape 3 lb (imperial, customer insisted).", sale(29, TOM, ("grape", 1.361)))
ok(E, 29, "Return: Sue Davis, sale of 2024-02-26, all items.", ret(29, SUE, 26))
ok(E, 29, "FYI: chiller setpoint changed from 6 °C to 4 °C to reduce the spoilage rate.", note(29))
ok(E, 29, "To do: recalibrate the scale (drift +15 g at 5 kg load).", note(29))
ok(
    E,
    29,
    "Sale 2024-02-27: Zoe Davis, apple 2.0 kg, strawberry 0.5 kg.",
    sale(27, ZOE, ("apple", 2), ("strawberry", 0.5)),
)
ok(E, 29, "Samples: grape 0.25 kg issued for tasting.", adj(29, "grape", -0.25, "samples"))
ok(
    E,
    29,
    "Purchase 2024-02-28 from ABC: apple 15 kg @ 1.10/kg, cherry 10 kg @ 2.00/kg.",
    buy(28, ABC, ("apple", 15, 1.1, None), ("cherry", 10, 2.0, None)),
)
ok(E, 29, "Price change effective 2024-02-26: apple 1.80/kg.", price(26, "apple", 1.8))
ok(E, 29, "Sale: Bob Smith, mango 0.5 kg + cherry 0.5 kg; total 2.80.", sale(29, BOB, ("mango", 0.5), ("cherry", 0.5)))
ok(
    E,
    29,
    "Stock count: banana 29.0 kg; mango 18.5 kg.",
    adj(29, "banana", -1.5, "stock count"),
    adj(29, "mango", -0.5, "stock count"),
)
ok(E, 29, "Loss: 1.0 kg cherry missing from display; classify as stolen.", adj(29, "cherry", -1, "stolen"))
ok(E, 29, "Sale: Ann Brown, strawberry 0.75 kg, apple 1.5 kg.", sale(29, ANN, ("strawberry", 0.75), ("apple", 1.5)))
ok(E, 29, "Sale: Sue Davis, grape 1.5 kg at 2.80/kg = 4.20.", sale(29, SUE, ("grape", 1.5)))
ok(
    E,
    29,
    "Purchase 2024-02-27 from Hillside Produce: orange 12 kg, total 10.80; shelf price unchanged.",
    buy(27, HILL, ("orange", 12, 0.9, None)),
)
ok(E, 29, "Price change: banana 1.25/kg, effective today.", price(29, "banana", 1.25))
ok(E, 29, "Sale: Zoe Davis, mango 1.5 kg, banana 1.5 kg.", sale(29, ZOE, ("mango", 1.5), ("banana", 1.5)))
ok(E, 29, "Return: Luis Garcia, sale dated 2024-02-23, complete.", ret(29, LUIS, 23))
# early days
ok(E, 6, "Sale 2024-02-06: Omar Haddad, cherry 1.0 kg.", sale(6, OMAR, ("cherry", 1)))
ok(E, 11, "Purchase 2024-02-10 from Green Valley Farms: mango 10 kg @ 1.50/kg.", buy(10, GVF, ("mango", 10, 1.5, None)))
ok(E, 18, "Stock count 2024-02-17 (close): cherry 30.0 kg.", adj(17, "cherry", -1.5, "stock count"))
ok(E, 22, "Return: Raj Patel, sale dated 2024-02-14 (pear 5 kg, banana 4 kg), full.", ret(22, RAJ, 14))
ok(E, 8, "Write-off: orange 1.5 kg, mouldy.", adj(8, "orange", -1.5, "mouldy"))
ok(E, 25, "Price change effective 2024-02-25: strawberry 4.10/kg.", price(25, "strawberry", 4.1))
ok(E, 14, "Sale: Eva Berg, strawberry 1.0 kg, grape 2.0 kg.", sale(14, EVA, ("strawberry", 1), ("grape", 2)))
ok(E, 20, "Sale 2024-02-19: Ann Brown, banana 2.0 kg at 1.20/kg = 2.40.", sale(19, ANN, ("banana", 2)))
ok(E, 24, "Sale: Ida Novak, pear 1.0 kg, orange 1.0 kg; total 2.98.", sale(24, IDA, ("pear", 1), ("orange", 1)))
ok(E, 12, "Stock count 2024-02-12: apple 30.0 kg.", adj(12, "apple", -1.5, "stock count"))
ok(E, 16, "Sale: Luis Garcia, cherry 0.5 kg, grape 0.5 kg.", sale(16, LUIS, ("cherry", 0.5), ("grape", 0.5)))
ok(
    E,
    9,
    "Purchase 2024-02-09 from ABC: strawberry 10 kg @ 2.50/kg; shelf price 3.90/kg.",
    buy(9, ABC, ("strawberry", 10, 2.5, 3.9)),
)
# refusals
no(E, 15, "Sale 2024-02-16: Zoe Davis, pear 2 kg.", "future date")
no(E, 19, "Return: Omar Haddad, sale of 2024-02-19.", "return: two sales that day")
no(E, 7, "Sale 2024-02-07: Smith, apple 1.0 kg.", "ambiguous customer (two Smiths)")
no(E, 23, "Return: Ida Novak, sale of 2024-02-21.", "return: no sale that day")
no(E, 29, "Sale 2024-03-01: Omar Haddad, mango 2 kg.", "March")
no(E, 29, "Sale dated 2024-02-30: Ken Smith, pear 1 kg.", "invalid date (30 February)")
no(E, 29, "Sale 02/03: Tom Lee, cherry 1 kg.", "ambiguous date format")
no(E, 29, "Sale: Luis Garcia, orange x 6 units (not weighed).", "pieces without weight")
no(E, 29, "Sale: Eva Berg, cherry 2.0 kg, discount 10 %.", "discount")
no(E, 29, "Sale: Raj Patel, grape 2.0 kg; total 5.00.", "total disagrees with shelf price")
no(E, 29, "Query: current stock level of mango in kg?", "question")
no(E, 29, "Return: Zoe Davis, partial (0.5 kg of the 2.5 kg mango from today).", "partial return")
no(E, 29, "Return: Bob Smith, sale of 2024-02-18.", "return: already returned")
no(E, 29, "Void previous entry.", "cancellation")
no(E, 29, "Feature request: export the ledger to CSV with ISO 8601 timestamps.", "app request")
no(E, 29, "Sale: new customer Ingrid, cherry 1 kg, ingrid@example.com.", "new customer without surname")
no(E, 29, "Purchase: 3 crates banana from Hillside Produce, mass not recorded.", "crates without weight")
no(E, 29, "Sale: Mr Smith, orange 1.5 kg.", "ambiguous customer (two Smiths)")
no(E, 29, "Sale scheduled for next week: Raj Patel, mango 2 kg.", "next week")

# ---------------------------------------------------------------- dyslexic helper
Y = DYSLEXIC
ok(Y, 29, "sold omar hadad 2 kilo of mangos", sale(29, OMAR, ("mango", 2)))
ok(Y, 29, "may chen bort 1 kilo of strawbrys", sale(29, MEI, ("strawberry", 1)))
ok(Y, 29, "ABC delivird 20 kilo of aples at 1.10 a kilo", buy(29, ABC, ("apple", 20, 1.1, None)))
ok(Y, 29, "thrue out 2 kilo of bananers they wer roten", adj(29, "banana", -2, "rotten"))
ok(Y, 29, "counted the grapes 21 kilo", adj(29, "grape", -3, "stock count"))
ok(Y, 29, "ken smith brort back the pairs and mango he got this morning", ret(29, KEN, 29))
ok(Y, 29, "yestaday luwis garsia got 3 kilo of oranjes", sale(28, LUIS, ("orange", 3)))
ok(
    Y,
    29,
    "new custermer called Shannon Kelly took 2 kilo of cheries her number is 07123 456789",
    sale(29, who("Shannon Kelly", phone="07123 456789"), ("cherry", 2)),
)
ok(Y, 29, "eva berg got 1 and a haf kilo of grapes", sale(29, EVA, ("grape", 1.5)))
ok(Y, 29, "pairs going up to 1.50 from today", price(29, "pear", 1.5))
ok(Y, 29, "sold raj patal 2 kilo of peres and 1 kilo of cherys", sale(29, RAJ, ("pear", 2), ("cherry", 1)))
ok(Y, 29, "to do ring the bank about the card mashine", note(29))
ok(Y, 29, "rember the deliverry van is coming erly", note(29))
ok(Y, 29, "tom lee got 500 grams of cherys and 2 kilo bananers", sale(29, TOM, ("cherry", 0.5), ("banana", 2)))
ok(Y, 29, "hilside produse brort 15 kilo of pairs cost 1 a kilo", buy(29, HILL, ("pear", 15, 1.0, None)))
ok(Y, 29, "sold sue davis 2 kilo of apels", sale(29, SUE, ("apple", 2)))
ok(Y, 29, "wensday zoe davis got 1 kilo of mango", sale(28, ZOE, ("mango", 1)))
ok(Y, 29, "3 kilo of strawbrys went moldy had to bin them", adj(29, "strawberry", -3, "mouldy"))
ok(Y, 29, "sumone stole 1 kilo of grapes of the frunt", adj(29, "grape", -1, "stolen"))
ok(Y, 29, "ida novac bort 2 kilo of oranjes and payed 3.08", sale(29, IDA, ("orange", 2)))
ok(Y, 29, "bob smith got 1 kilo of banarnas and 1 kilo of pairs", sale(29, BOB, ("banana", 1), ("pear", 1)))
ok(
    Y,
    29,
    "the man from green vally farms brort 10 kilo of cherys at 2 a kilo and we sel them at 3.20",
    buy(29, GVF, ("cherry", 10, 2.0, 3.2)),
)
ok(
    Y,
    29,
    "sold omar 1 kilo aples, sold ann 2 kilo bananers",
    sale(29, OMAR, ("apple", 1)),
    sale(29, ANN, ("banana", 2)),
)
ok(Y, 29, "mrs chen brort back the cherys she got on the 17th", ret(29, MEI, 17))
ok(Y, 29, "counted the cherys yestaday nite 58 kilo", adj(28, "cherry", -1.5, "stock count"))
ok(Y, 29, "sold ida a kilo of mango and haf a kilo of cherys", sale(29, IDA, ("mango", 1), ("cherry", 0.5)))
ok(Y, 29, "luis got 3 kilo of bananers", sale(29, LUIS, ("banana", 3)))
ok(Y, 29, "mr patel got 2 kilo of grapes", sale(29, RAJ, ("grape", 2)))
ok(Y, 29, "counted the aples 28 kilo", adj(29, "apple", -1.5, "stock count"))
ok(Y, 29, "ann broun got 1 kilo of strawbrys and 2 kilo of pairs", sale(29, ANN, ("strawberry", 1), ("pear", 2)))
ok(Y, 29, "sue brort back her bananers from monday", ret(29, SUE, 26))
# early days
ok(Y, 9, "sold zoe davis 2 kilo of pairs this mornin", sale(9, ZOE, ("pear", 2)))
ok(Y, 16, "tom lee got 1 kilo of grapes and 1 kilo of cherys", sale(16, TOM, ("grape", 1), ("cherry", 1)))
ok(Y, 21, "counted the bananers 13 kilo", adj(21, "banana", -1.5, "stock count"))
ok(Y, 13, "ABC brort 10 kilo of grapes at 1.80 a kilo", buy(13, ABC, ("grape", 10, 1.8, None)))
ok(Y, 6, "binned 1 kilo of strawbrys they were mouldy", adj(6, "strawberry", -1, "mouldy"))
ok(Y, 24, "yestaday luis brort back what he got on the 16th", ret(23, LUIS, 16))
ok(Y, 18, "fridy ida novak got 1 kilo of mango", sale(16, IDA, ("mango", 1)))
ok(Y, 11, "sold mei 2 kilo of oranjes", sale(11, MEI, ("orange", 2)))
ok(Y, 22, "aples going up to 1.90 from today", price(22, "apple", 1.9))
ok(Y, 19, "sold ken smith 3 kilo of aples", sale(19, KEN, ("apple", 3)))
ok(Y, 12, "sold ida 1 kilo of grapes", sale(12, IDA, ("grape", 1)))
ok(Y, 20, "yestaday eva got 2 kilo of oranjes", sale(19, EVA, ("orange", 2)))
# refusals
no(Y, 10, "mr smith got 2 kilo of pairs", "ambiguous customer (two Smiths)")
no(Y, 14, "tom brort back his stuff from the 8th", "return: two sales that day")
no(Y, 20, "tomoro zoe wants 3 kilo of mango", "tomorrow")
no(Y, 25, "ann bort 2 kilo of mango but we took 50p off", "discount")
no(Y, 29, "sold a punit of strawbrys to tom", "punnet without weight")
no(Y, 29, "how much did we sel today", "question")
no(Y, 29, "im so tird today my hed hurts", "chit-chat")
no(Y, 29, "ignor the last one i got it rong", "cancellation")
no(Y, 29, "sold 4 mangos to eva", "pieces without weight")
no(Y, 29, "gave luis 1 kilo of grapes for free", "free")
no(Y, 29, "mrs davis got 2 kilo of aples", "ambiguous customer (two Davises)")
no(Y, 29, "raj brort back sum of his cherys from tusday", "partial return")
no(Y, 29, "eva berg brort back her oranjes from the 3rd", "return: already returned")
no(Y, 29, "sold 2 kilo of cherys to jack", "new customer without surname")
no(Y, 29, "sold ida 2 kilo of pairs for 4", "total disagrees with shelf price")
no(Y, 29, "can you make the riting biger", "app request")
no(Y, 29, "next satday ken wants 5 kilo of aples", "next Saturday")
no(Y, 29, "sold zoe 2 kilo of mango on 31/2", "invalid date (31 February)")
no(Y, 29, "sold ken sum aples", "no quantity")


def main():
    with OUT.open("w") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {OUT}")


if __name__ == "__main__":
    main()
