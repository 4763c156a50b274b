"""Write records.jsonl: a held-out set of shop-records inputs, every text typed by hand.

Helpers below only build record dicts; all inputs and expected answers are written out line by line.
Run: python gen.py
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # default "today" (a Thursday)


def d(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, customer, *items):
    return {"kind": "sale", "date": date, "customer": customer,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def purchase(date, supplier, *items):
    return {"kind": "purchase", "date": date, "supplier": supplier,
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, customer, sale_date):
    return {"kind": "return", "date": date, "customer": customer, "sale_date": sale_date}


def price(date, product, selling_price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": selling_price}


def adj(date, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity, "reason": reason}


NOTE = object()  # placeholder: a note record whose text is the whole input, dated today

BOB, TOM, MEI, EVA = party("Bob Smith"), party("Tom Lee"), party("Mei Chen"), party("Eva Berg")
ZOE, RAJ, KEN, LUIS = party("Zoe Davis"), party("Raj Patel"), party("Ken Smith"), party("Luis Garcia")
OMAR, ANN, IDA, SUE = party("Omar Haddad"), party("Ann Brown"), party("Ida Novak"), party("Sue Davis")
ABC, GVF, HILL = party("ABC"), party("Green Valley Farms"), party("Hillside Produce")

LINES = []


def ok(style, text, *records, today=T):
    recs = []
    for r in records:
        recs.append({"kind": "note", "date": today, "text": text, "facts": []} if r is NOTE else r)
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# Refusal reasons (short, reused)
SHARED = "surname shared by two customers"
NEWNAME = "new customer without a full name"
PIECES = "quantity in pieces, not kg"
PRICE = "stated price disagrees with the shelf price"
FREE = "free or discounted sale"
FUTURE = "date in the future"
BADDATE = "impossible or ambiguous date"
NOTREC = "not a record"
PARTIAL = "partial return"
TWOSALES = "two sales that day, return ambiguous"
NOSALE = "no matching sale to return"
RETURNED = "sale already returned"
OVERSTOCK = "more than the stock on hand"
NOQTY = "missing quantity"
NOCOST = "missing cost"
NOSUP = "missing or incomplete supplier"
PRODUCT = "unknown or ambiguous product"
CONTRA = "contradicts the shop's records"
AMBIG = "ambiguous"
REASON = "write-off reason not a known one"

# ---------------------------------------------------------------- weekend_helper
W = "weekend_helper"
ok(W, "Bob said put 2 kilo apples on his tab", sale(T, BOB, ("apple", 2)))
ok(W, "Mrs Brown came in and wanted a kilo of grapes, paid cash", sale(T, ANN, ("grape", 1)))
ok(W, "A lady, Nina Kowalski, first time in - took 1.5kg oranges. Her number is 412-555-0199",
   sale(T, party("Nina Kowalski", phone="412-555-0199"), ("orange", 1.5)))
ok(W, "Raj asked for half a kilo of cherries and 2 kg of bananas", sale(T, RAJ, ("cherry", 0.5), ("banana", 2)))
ok(W, "Mr Haddad: \"three kilos of strawberries please, love\"", sale(T, OMAR, ("strawberry", 3)))
ok(W, "Ida came back with the pears she got yesterday, said they were rock hard. took the lot back",
   ret(T, IDA, d(28)))
ok(W, "Tom Lee wanted 750g of grapes", sale(T, TOM, ("grape", 0.75)))
ok(W, "Eva said just 2kg of pears today thanks", sale(T, EVA, ("pear", 2)))
ok(W, "Sue from the flats took one kilo of mango and a kilo of apples", sale(T, SUE, ("mango", 1), ("apple", 1)))
ok(W, "Luis said \"put me down for 4 kilos of oranges, I'll settle up next week\"", sale(T, LUIS, ("orange", 4)))
ok(W, "Zoe picked up 2 kg bananas, paid on card", sale(T, ZOE, ("banana", 2)))
ok(W, "Ann brought back the oranges she bought this morning, all of them, said they're dry",
   ret(T, ANN, T))
ok(W, "New customer Grace Okafor, 1kg cherries, wants receipts to grace.okafor@example.net",
   sale(T, party("Grace Okafor", email="grace.okafor@example.net"), ("cherry", 1)))
ok(W, "Mei asked for a pound of grapes", sale(T, MEI, ("grape", 0.454)))
ok(W, "Omar wanted 2 kilos cherries and 1 kilo grapes, came to 9.20", sale(T, OMAR, ("cherry", 2), ("grape", 1)))
ok(W, "Ken said the mango and pears from this morning were fine but he wants to bring the whole lot back anyway, "
      "changed his mind", ret(T, KEN, T))
ok(W, "Mrs Novak - two and a half kilos of bananas", sale(T, IDA, ("banana", 2.5)))
ok(W, "Raj's order: 1kg apples, 1kg pears, 500 grams strawberries", sale(T, RAJ, ("apple", 1), ("pear", 1),
                                                                          ("strawberry", 0.5)))
ok(W, "Zoey (Davis) wanted a kilo and a half of grapes", sale(T, ZOE, ("grape", 1.5)))
ok(W, "Bob Smith said \"3 kilos of oranges, and stick it on the tab\"", sale(T, BOB, ("orange", 3)))
ok(W, "Mr Patel wanted 5 lb of bananas for his shop", sale(T, RAJ, ("banana", 2.268)))
ok(W, "Hugo Lindqvist (new, 917-204-3388) bought 2kg apples and 1 kg pears",
   sale(T, party("Hugo Lindqvist", phone="917-204-3388"), ("apple", 2), ("pear", 1)))
ok(W, "sold 1kg strawberries to Eva and 2 kg oranges to Tom", sale(T, EVA, ("strawberry", 1)),
   sale(T, TOM, ("orange", 2)))
ok(W, "Sue Davis popped in for 3kg pears, $4.32 paid", sale(T, SUE, ("pear", 3)))
ok(W, "Luis Garcia brought back everything from the 23rd, the grapes had gone soft", ret(T, LUIS, d(23)))
ok(W, "Ms Chen took 1.2 kg of cherries", sale(T, MEI, ("cherry", 1.2)))
ok(W, "Omar said his wife wants 2 kilos mango, put it under his name", sale(T, OMAR, ("mango", 2)))
ok(W, "Ann Brown asked for a quarter kilo of cherries for a cake", sale(T, ANN, ("cherry", 0.25)))
ok(W, "Tom wanted 4kg apples at 1.70 a kilo", sale(T, TOM, ("apple", 4)))
ok(W, "Ida said: half kilo grapes, half kilo cherries", sale(T, IDA, ("grape", 0.5), ("cherry", 0.5)))
ok(W, "Bob returned the mango he bought on Monday", ret(T, BOB, d(26)))
ok(W, "Mr Lee bought 2kg bananas and 1kg mango, total 4.80", sale(T, TOM, ("banana", 2), ("mango", 1)))
ok(W, "Eva's husband came for her: 3 kilo strawberries on Eva Berg's account", sale(T, EVA, ("strawberry", 3)))
ok(W, "Ken wanted 6 kilos of bananas for the school", sale(T, KEN, ("banana", 6)))
ok(W, "Rosa Delgado, new lady from the bakery, 5kg apples, rosa@delgadobakes.example",
   sale(T, party("Rosa Delgado", email="rosa@delgadobakes.example"), ("apple", 5)))
ok(W, "Mei said put 2 kilo oranges and 1 kilo pears aside and she paid, she's taking them now",
   sale(T, MEI, ("orange", 2), ("pear", 1)))
ok(W, "Raj came in 2 kg grapes", sale(T, RAJ, ("grape", 2)))
ok(W, "Luis wanted 1 kilo of everything we had in red: cherries and strawberries",
   sale(T, LUIS, ("cherry", 1), ("strawberry", 1)))
ok(W, "Zoe Davis took 2.5kg of apples", sale(T, ZOE, ("apple", 2.5)))
ok(W, "Omer Hadad bought 1 kilo pears", sale(T, OMAR, ("pear", 1)))
# a Saturday (the 24th) from the helper's own day
ok(W, "Luis came by, three kilos of bananas", sale(d(24), LUIS, ("banana", 3)), today=d(24))
ok(W, "Ida asked for 2 kg apples, paid 3.40", sale(d(24), IDA, ("apple", 2)), today=d(24))
ok(W, "Tom said 1kg strawberries and a kilo of cherries", sale(d(24), TOM, ("strawberry", 1), ("cherry", 1)),
   today=d(24))
ok(W, "Sue wanted grapes, 1.5 kilos", sale(d(24), SUE, ("grape", 1.5)), today=d(24))
ok(W, "Raj brought back everything he bought this morning", ret(d(26), RAJ, d(26)), today=d(26))

no(W, "Mrs Smith wants 2kg pears on her tab", SHARED)
no(W, "Mr Davis took a kilo of grapes", SHARED)
no(W, "A man called Peter took 2kg apples, didn't catch his surname", NEWNAME)
no(W, "Tom said give him 3 mangoes", PIECES)
no(W, "Eva wanted 2kg strawberries but only at 3.50 a kilo so I said ok", PRICE)
no(W, "Raj said the bananas look tired so 10% off his 3 kg", FREE)
no(W, "Ida asked if we get kiwis in before the weekend", NOTREC)
no(W, "Zoe said she'll come in tomorrow for 2kg cherries, she already paid", FUTURE)
no(W, "Omar returned the strawberries he bought on the 27th", TWOSALES)
no(W, "Bob wants to bring back his grapes from the 18th", RETURNED)
no(W, "Ken brought back half the pears from this morning, said they're bruised", PARTIAL)
no(W, "Mei wants to bring back what she got today", NOSALE)
no(W, "Luis wants 25 kg of pears for his daughter's party", OVERSTOCK)
no(W, "Ann is a regular so I gave her a kilo of cherries for free", FREE)
no(W, "Sue took 2 punnets of strawberries", PIECES)
no(W, "Someone took a bag of apples, I didn't weigh it", NOQTY)
no(W, "Tom said he'll collect 2kg apples on the 31st", BADDATE)
no(W, "Eva ordered 3kg grapes for 02/03", BADDATE)
no(W, "A customer asked what time we close on Sunday", NOTREC)
no(W, "Mr Smith said put a kilo of oranges on his account", SHARED)
no(W, "Mrs Jones took 2 kilos of bananas", NEWNAME)
no(W, "Raj wanted some berries, 2 kg", PRODUCT)
no(W, "Mei wants to return her stuff from Saturday", TWOSALES)

# ---------------------------------------------------------------- supplier_calls
S = "supplier_calls"
ok(S, "ABC delivered 20kg apples at 1.10 a kilo", purchase(T, ABC, ("apple", 20, 1.1, None)))
ok(S, "Green Valley dropped off 3 boxes of bananas, 12kg a box, $7.20 per box",
   purchase(T, GVF, ("banana", 36, 0.6, None)))
ok(S, "Hillside Produce: 25 kg pears, $25 all up, shelf price 1.50", purchase(T, HILL, ("pear", 25, 1.0, 1.5)))
ok(S, "note: ABC closed for stocktake 4-8 March, order early", NOTE)
ok(S, "FYI Green Valley are moving deliveries to early mornings", NOTE)
ok(S, "remember to ask Hillside about mango boxes for next month", NOTE)
ok(S, "New supplier Sunny Ridge Orchards - 30kg apples for $33, ph 555-0177",
   purchase(T, party("Sunny Ridge Orchards", phone="555-0177"), ("apple", 30, 1.1, None)))
ok(S, "Mangoes from Green Valley Farms: 2 boxes x 6kg at $9 a box, RRP 2.60/kg",
   purchase(T, GVF, ("mango", 12, 1.5, 2.6)))
ok(S, "ABC - 15 kg grapes, 27 dollars total", purchase(T, ABC, ("grape", 15, 1.8, None)))
ok(S, "putting strawberries up to 4.20 a kilo", price(T, "strawberry", 4.2))
ok(S, "bananas down to 1.10/kg from today", price(T, "banana", 1.1))
ok(S, "Hillside came yesterday, 20kg oranges at 0.95 per kilo", purchase(d(28), HILL, ("orange", 20, 0.95, None)))
ok(S, "on the 27th ABC brought 10 kg cherries for 20 total", purchase(d(27), ABC, ("cherry", 10, 2.0, None)))
ok(S, "ABC: 50 lb of apples, cost 1.10 per kilo", purchase(T, ABC, ("apple", 22.68, 1.1, None)))
ok(S, "Green Valley Farms delivered 40 kilos strawberries at 2.50, sell at 3.90",
   purchase(T, GVF, ("strawberry", 40, 2.5, 3.9)))
ok(S, "Hillside - 10kg box of pears $10.50, 10kg box of oranges $9", purchase(
    T, HILL, ("pear", 10, 1.05, None), ("orange", 10, 0.9, None)))
ok(S, "Took delivery from Maple Creek Growers, 8 kg cherries @ 2.25/kg, email orders@maplecreek.example",
   purchase(T, party("Maple Creek Growers", email="orders@maplecreek.example"), ("cherry", 8, 2.25, None)))
ok(S, "grapes go to 3.00 a kilo", price(T, "grape", 3.0))
ok(S, "mango retail now 2.50", price(T, "mango", 2.5))
ok(S, "ABC rang, confirmed today's drop: apples 24 kg @ 1.15, bananas 24 kg @ 0.62",
   purchase(T, ABC, ("apple", 24, 1.15, None), ("banana", 24, 0.62, None)))
ok(S, "Green Valley, 2 days ago: oranges 5 boxes of 9 kg, paid 40.50 for the lot",
   purchase(d(27), GVF, ("orange", 45, 0.9, None)))
ok(S, "Hillside Produce delivered on Tuesday - 30kg bananas, 18 dollars", purchase(d(27), HILL, ("banana", 30, 0.6,
                                                                                           None)))
ok(S, "cherries from Green Valley, twenty kilos at two dollars a kilo, we sell them at 3.20",
   purchase(T, GVF, ("cherry", 20, 2.0, 3.2)))
ok(S, "Pears 1.55 on the shelf from now", price(T, "pear", 1.55))
ok(S, "ABC, 12.5 kg grapes, 1.80/kg, RRP 2.90", purchase(T, ABC, ("grape", 12.5, 1.8, 2.9)))
ok(S, "FYI the Hillside driver says roadworks on the bypass all next week", NOTE)
ok(S, "note - Green Valley invoice #4471 paid by transfer", NOTE)
ok(S, "From Hillside: one 18kg box of apples, $21.60 for the box", purchase(T, HILL, ("apple", 18, 1.2, None)))
ok(S, "26/2 Green Valley: 10kg mango at 1.45", purchase(d(26), GVF, ("mango", 10, 1.45, None)), today=d(27))
ok(S, "Feb 28 - ABC 16 kilos strawberries, 40 dollars", purchase(d(28), ABC, ("strawberry", 16, 2.5, None)))
ok(S, "Orange price change: 1.60 a kilo", price(T, "orange", 1.6))
ok(S, "ABC delivered 50 kg bananas (order said 40) at 0.58", purchase(T, ABC, ("banana", 50, 0.58, None)))
ok(S, "Hillside, 2024-02-28, 25 kg oranges, cost 0.92/kg, sell 1.60", purchase(d(28), HILL, ("orange", 25, 0.92,
                                                                                             1.6)))
ok(S, "Riverbend Fruit Co dropped 14 kg pears for $14.70, ph 503-881-2040",
   purchase(T, party("Riverbend Fruit Co", phone="503-881-2040"), ("pear", 14, 1.05, None)))
ok(S, "Apples up to 1.80 and cherries up to 3.40", price(T, "apple", 1.8), price(T, "cherry", 3.4))
ok(S, "Green Valley: 4 x 5kg trays strawberries at $12.50 a tray", purchase(T, GVF, ("strawberry", 20, 2.5, None)))
ok(S, "ABC grapes came in - 20kg, $1.75 a kilo. also put grapes on the shelf at 2.95",
   purchase(T, ABC, ("grape", 20, 1.75, 2.95)))
ok(S, "remember: Hillside wants the empty crates back", NOTE)
ok(S, "Hillside delivery 3 days ago, 15 kg of pears, 15.75 total", purchase(d(26), HILL, ("pear", 15, 1.05, None)))
ok(S, "green valley farms 30kg bananas 0.60 retail 1.20", purchase(T, GVF, ("banana", 30, 0.6, 1.2)))
ok(S, "ABC yesterday, 10 kilo cherries 2.10 a kg", purchase(d(27), ABC, ("cherry", 10, 2.1, None)), today=d(28))
ok(S, "Strawberries to 3.80 from today", price(d(26), "strawberry", 3.8), today=d(26))
ok(S, "Hillside on Saturday: 20 kg apples, 22 dollars", purchase(d(24), HILL, ("apple", 20, 1.1, None)), today=d(26))

no(S, "Called Hillside, they're bringing oranges tomorrow, 20 kg at 0.95", FUTURE)
no(S, "ABC rang - cherry price going up, not sure by how much", NOTREC)
no(S, "ABC delivered 20kg apples, invoice to follow", NOCOST)
no(S, "Green Valley brought pears at 1.05/kg", NOQTY)
no(S, "got 20 kg oranges in at 0.90 a kilo", NOSUP)
no(S, "Hillside: 5 boxes of mangoes at $12 a box", NOQTY)
no(S, "ABC: 40 mangoes at 0.80 each", PIECES)
no(S, "Dave dropped off 10kg pears for $10", NOSUP)
no(S, "Green Valley delivery 5 March, 30 kg bananas at 0.60", BADDATE)
no(S, "ABC sent 10kg kiwifruit at 3/kg", PRODUCT)
no(S, "Hillside - 3 crates of apples, $40", PIECES)
no(S, "Green Valley strawberries 12 punnets at 2 dollars", PIECES)
no(S, "ABC: 20kg apples at 1.10, or was it 1.20, will check", AMBIG)
no(S, "delivery from Green Valley on 30 Feb, 20kg bananas 0.60", BADDATE)
no(S, "ABC might send 20 kg grapes next week if the weather holds", FUTURE)
no(S, "Hillside dropped off some oranges and pears, 30 kg altogether, $28", AMBIG)
no(S, "bananas from the farm people, 25 kg, 15 dollars", NOSUP)
no(S, "ABC 01/03 delivery 15 kg cherries at 2", BADDATE)
no(S, "Do we still owe Green Valley for last month?", NOTREC)
no(S, "lower the fruit prices a bit for the weekend", AMBIG)
no(S, "Green Valley: 10kg grapes at 1.80 and a box of mangoes for 9", NOQTY)

# ---------------------------------------------------------------- careful_counter
C = "careful_counter"
ok(C, "Apples: counted 27.5, system 29.5", adj(T, "apple", -2.0, "stock count"))
ok(C, "Binned 1.5 kg of strawberries - mouldy.", adj(T, "strawberry", -1.5, "mouldy"))
ok(C, "Cherries: 2 kg damaged when the crate fell off the trolley", adj(T, "cherry", -2, "damaged"))
ok(C, "Count of grapes taken on the 27th at close: 23.0 kg (system 24.0)", adj(d(27), "grape", -1.0, "stock count"))
ok(C, "Oranges counted 26 kg; system shows 25. One kilo over.", adj(T, "orange", 1.0, "stock count"))
ok(C, "End-of-day count. Apples 29.0, bananas 30.0, grapes 24.5.", adj(T, "apple", -0.5, "stock count"),
   adj(T, "banana", -0.5, "stock count"), adj(T, "grape", 0.5, "stock count"))
ok(C, "Gave out 300 g of grapes as tasting samples.", adj(T, "grape", -0.3, "samples"))
ok(C, "1 kg bag of bananas stolen from the front display", adj(T, "banana", -1, "stolen"))
ok(C, "Pears: 0.8 kg rotten, removed from the shelf", adj(T, "pear", -0.8, "rotten"))
ok(C, "Mango count: 18.5 kg on the scale vs 19 in the book", adj(T, "mango", -0.5, "stock count"))
ok(C, "Write-off: strawberries 2.25 kg, spoiled", adj(T, "strawberry", -2.25, "spoiled"))
ok(C, "Recount cherries, 58.0 kg. System 59.5. Difference -1.5.", adj(T, "cherry", -1.5, "stock count"))
ok(C, "Yesterday's closing count, pears: 25.5 kg (system 26)", adj(d(28), "pear", -0.5, "stock count"))
ok(C, "Strawberries counted at 29 kg exactly.", adj(T, "strawberry", -1, "stock count"))
ok(C, "Bananas: 750 g damaged (split skins) - written off", adj(T, "banana", -0.75, "damaged"))
ok(C, "Apples 1.2 kg mouldy; oranges 0.5 kg mouldy", adj(T, "apple", -1.2, "mouldy"),
   adj(T, "orange", -0.5, "mouldy"))
ok(C, "Cherries on Tuesday evening: counted 14.0, book said 14.5", adj(d(27), "cherry", -0.5, "stock count"))
ok(C, "Mangoes: 1.5 kg spoiled, thrown out", adj(T, "mango", -1.5, "spoiled"))
ok(C, "Grapes - 400 grams used for customer samples", adj(T, "grape", -0.4, "samples"))
ok(C, "Count: oranges 24.5 kg", adj(T, "orange", -0.5, "stock count"))
ok(C, "Pear count 22 kg, system 21. +1 kg.", adj(T, "pear", 1, "stock count"))
ok(C, "Strawberries, 3 lb rotten", adj(T, "strawberry", -1.361, "rotten"))
ok(C, "Bananas counted 31 kg against 30.5 on the system", adj(T, "banana", 0.5, "stock count"))
ok(C, "Damaged: 1 kg apples (dropped box). Stolen: 0.5 kg cherries.", adj(T, "apple", -1, "damaged"),
   adj(T, "cherry", -0.5, "stolen"))
ok(C, "Feb 26 close, mango counted 23.5 (system 24.0)", adj(d(26), "mango", -0.5, "stock count"))
ok(C, "Grapes 2 kg mouldy, bottom of the crate", adj(T, "grape", -2, "mouldy"))
ok(C, "Counted apples again: 30 kg. System 29.5.", adj(T, "apple", 0.5, "stock count"))
ok(C, "Half a kilo of pears went for tasting samples", adj(T, "pear", -0.5, "samples"))
ok(C, "Orange count 2 days ago: 26.5 kg, book 27", adj(d(27), "orange", -0.5, "stock count"))
ok(C, "Cherries, 1.25 kg spoiled in the cold room", adj(T, "cherry", -1.25, "spoiled"))
ok(C, "Full count, strawberry 30.5 kg (system 30)", adj(T, "strawberry", 0.5, "stock count"))
ok(C, "Mango 250 g samples, bananas 250 g samples", adj(T, "mango", -0.25, "samples"),
   adj(T, "banana", -0.25, "samples"))
ok(C, "2024-02-28 count: cherries 60 kg, system 59.5", adj(d(28), "cherry", 0.5, "stock count"))
ok(C, "Apples, 2 kg rotten", adj(T, "apple", -2, "rotten"))
ok(C, "Bananas: counted 29.75 kg. System 30.5. Short 0.75.", adj(T, "banana", -0.75, "stock count"))
ok(C, "Pears 1 kg damaged by the delivery trolley", adj(T, "pear", -1, "damaged"))
ok(C, "Grapes counted on Monday at close: 24.5 (system 24)", adj(d(26), "grape", 0.5, "stock count"))
ok(C, "Oranges - 1 kg stolen (saw it on camera)", adj(T, "orange", -1, "stolen"))
ok(C, "Strawberry count at close: 37.5", adj(d(27), "strawberry", 0.5, "stock count"),
   today=d(27))
ok(C, "Mango count 23 kg", adj(d(28), "mango", -1, "stock count"), today=d(28))
ok(C, "Cherries counted yesterday: 16.0 kg", adj(d(26), "cherry", -0.5, "stock count"), today=d(27))
ok(C, "Apples 0.6 kg mouldy", adj(d(26), "apple", -0.6, "mouldy"), today=d(26))
ok(C, "Grapes: 23.75 kg counted, 24 on the system, 0.25 short", adj(T, "grape", -0.25, "stock count"))
ok(C, "Pears: counted 20.5, system 21 - half a kilo out", adj(T, "pear", -0.5, "stock count"))

no(C, "Counted 40 mangoes in the back", PIECES)
no(C, "Pears counted 24 kg; system says 25", CONTRA)
no(C, "Write off 30 kg mangoes, the whole lot is rotten", OVERSTOCK)
no(C, "Cherries: 60 kg spoiled after the fridge failed", OVERSTOCK)
no(C, "Donated 3 kg bananas to the food bank", REASON)
no(C, "Counted strawberries: 14 punnets", PIECES)
no(C, "Apples: count to be done tomorrow morning", FUTURE)
no(C, "Oranges about 24 or 25 kg, didn't finish counting", AMBIG)
no(C, "Grapes: some mouldy, binned them", NOQTY)
no(C, "Count for 31 February: bananas 30 kg", BADDATE)
no(C, "Bananas counted 28 kg, system 30", CONTRA)
no(C, "Write-off: 2 kg fruit, damaged", PRODUCT)
no(C, "Mangoes: 6 pieces bruised, binned", PIECES)
no(C, "Cherries count 03/02: 14 kg", BADDATE)
no(C, "Stock count of kiwis: 5 kg", PRODUCT)
no(C, "How do I record a count for a product we don't stock any more?", NOTREC)
no(C, "Apples 1 kg taken home by staff", REASON)
no(C, "Counted 3 crates of oranges", PIECES)
no(C, "Strawberries: 2 kg spoiled, and 2 boxes of grapes mouldy", PIECES)
no(C, "Pears: 1 kg damaged on 1 March", BADDATE)
no(C, "Grape count 23 kg or 22 kg, scale is playing up", AMBIG)

# ---------------------------------------------------------------- rushed_phone
P = "rushed_phone"
ok(P, "sold2kg apl bob", sale(T, BOB, ("apple", 2)))
ok(P, "raj rtrnd cherries frm tues", ret(T, RAJ, d(27)))
ok(P, "tom 1kg grapes 1kg cherrys", sale(T, TOM, ("grape", 1), ("cherry", 1)))
ok(P, "mei 500g strawbs", sale(T, MEI, ("strawberry", 0.5)))
ok(P, "raj 3kg banan", sale(T, RAJ, ("banana", 3)))
ok(P, "ida 2kilo orangs", sale(T, IDA, ("orange", 2)))
ok(P, "sold eva 1.5kg pairs", sale(T, EVA, ("pear", 1.5)))
ok(P, "omar 2kg mangos", sale(T, OMAR, ("mango", 2)))
ok(P, "luis garcia 4kg apples pd", sale(T, LUIS, ("apple", 4)))
ok(P, "ann brwn 1kg grapes", sale(T, ANN, ("grape", 1)))
ok(P, "sue 2kg bananas n 1kg apples", sale(T, SUE, ("banana", 2), ("apple", 1)))
ok(P, "zoe 1kg cherries", sale(T, ZOE, ("cherry", 1)))
ok(P, "ken2kg oranges", sale(T, KEN, ("orange", 2)))
ok(P, "strawbs mouldy 1kg binned", adj(T, "strawberry", -1, "mouldy"))
ok(P, "ABC 20kg apl 1.10", purchase(T, ABC, ("apple", 20, 1.1, None)))
ok(P, "bananas now 1.30", price(T, "banana", 1.3))
ok(P, "ida returned pears from yday", ret(T, IDA, d(28)))
ok(P, "nte: fridge making noise again", NOTE)
ok(P, "fyi shop keys w ann tonite", NOTE)
ok(P, "ann brought back her orangs frm this am", ret(T, ANN, T))
ok(P, "sold omar 1 kg cherrys yesterday", sale(d(28), OMAR, ("cherry", 1)))
ok(P, "raj patell 2kg pears", sale(T, RAJ, ("pear", 2)))
ok(P, "tom lee 3kg strwberries $11.70", sale(T, TOM, ("strawberry", 3)))
ok(P, "green valley 30kg bananas .60", purchase(T, GVF, ("banana", 30, 0.6, None)))
ok(P, "counted apls 28.5 sys 29.5", adj(T, "apple", -1.0, "stock count"))
ok(P, "tom rtrn cherries from 23rd", ret(T, TOM, d(23)))
ok(P, "mei chan 1kg apple", sale(T, MEI, ("apple", 1)))
ok(P, "sold mrs novak 2 kilo bananas", sale(T, IDA, ("banana", 2)))
ok(P, "eva berg 1kg mango 1kg grapes", sale(T, EVA, ("mango", 1), ("grape", 1)))
ok(P, "grapes 2.95 now", price(T, "grape", 2.95))
ok(P, "hillside 10kg pears 10.50 total", purchase(T, HILL, ("pear", 10, 1.05, None)))
ok(P, "zoe rtrnd mango from today", ret(T, ZOE, T))
ok(P, "bob 2lb cherries", sale(T, BOB, ("cherry", 0.907)))
ok(P, "sold raj half kilo grapes", sale(T, RAJ, ("grape", 0.5)))
ok(P, "omr 1kg oranges", sale(T, OMAR, ("orange", 1)))
ok(P, "Sue 1 kg pear & tom 1kg apple", sale(T, SUE, ("pear", 1)), sale(T, TOM, ("apple", 1)))
ok(P, "2kg cherries dmgd", adj(T, "cherry", -2, "damaged"))
ok(P, "pears 1.50 on shelf", price(T, "pear", 1.5))
ok(P, "kate nguyen 2kg apples 555-2810", sale(T, party("Kate Nguyen", phone="555-2810"), ("apple", 2)))
ok(P, "ida 1kg cherries 3.20", sale(T, IDA, ("cherry", 1)))
ok(P, "sold ken 1kg grapes yday", sale(d(28), KEN, ("grape", 1)))
ok(P, "abc 10kg grapes 18 total sell 2.90", purchase(T, ABC, ("grape", 10, 1.8, 2.9)))
ok(P, "sue rtrnd bananas frm mon", ret(T, SUE, d(26)))
ok(P, "raj 1kg strawb", sale(d(27), RAJ, ("strawberry", 1)), today=d(27))
ok(P, "omar rtrn stuff from today", ret(d(28), OMAR, d(28)), today=d(28))
ok(P, "mei 2kg bnanas", sale(d(25), MEI, ("banana", 2)), today=d(25))
ok(P, "3 days ago tom 1kg pears", sale(d(26), TOM, ("pear", 1)))

no(P, "smith 2kg apls", SHARED)
no(P, "davis 1kg grapes", SHARED)
no(P, "sold 3 mangos to raj", PIECES)
no(P, "bob apples", NOQTY)
no(P, "tom 2kg apl 1.50kg", PRICE)
no(P, "zoe strawbs free", FREE)
no(P, "ida 2kg pears 20% off", FREE)
no(P, "omar rtrnd stuff frm 27th", TWOSALES)
no(P, "raj rtrn 1kg of the cherries", PARTIAL)
no(P, "ken rtrn from yday", NOSALE)
no(P, "sold 2kg apples tmrw to eva", FUTURE)
no(P, "mei 30kg pears", OVERSTOCK)
no(P, "jake 2kg bananas", NEWNAME)
no(P, "abc apples 1.10", NOQTY)
no(P, "20kg oranges in .90", NOSUP)
no(P, "bin 25 kg mango rotten", OVERSTOCK)
no(P, "ok see u at 5", NOTREC)
no(P, "eva 2kg grapes for 5", PRICE)
no(P, "luis 1 box cherries", PIECES)
no(P, "tom rtrnd stuff from 11th", RETURNED)
no(P, "sold bob 2kg apples 1 mar", BADDATE)
no(P, "raj 2kg smth", PRODUCT)

with (HERE / "records.jsonl").open("w") as f:
    for line in LINES:
        f.write(json.dumps(line) + "\n")
print(f"wrote {len(LINES)} lines")
