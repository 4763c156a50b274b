"""Write records.jsonl: held-out set 71 of shop staff messages, typed by hand, with the records expected.

Every input text below is typed out in full. The helpers only build the expected record dicts.
Run: python gen.py  (writes records.jsonl next to this file)
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "records.jsonl"

NIGHT = "night_shift_recap"
DRIVER = "delivery_driver_handover"
BOOK = "formal_bookkeeper"
CHAT = "chatty_regular_helper"

LINES = []
NOTE = "note"


def day(n):
    return f"2024-02-{n:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(n, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": day(n), "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(n, supplier, *items, phone=None, email=None):
    rows = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": day(n), "supplier": party(supplier, phone, email), "items": rows}


def back(n, name, sold):
    return {"kind": "return", "date": day(n), "customer": party(name), "sale_date": day(sold)}


def price(n, product, value):
    return {"kind": "price_change", "date": day(n), "product": product, "selling_price": value}


def adj(n, product, qty, reason):
    return {"kind": "stock_adjustment", "date": day(n), "product": product, "quantity": qty, "reason": reason}


def ok(style, today, text, *records):
    recs = [{"kind": "note", "date": day(today), "text": text, "facts": []} if r == NOTE else r for r in records]
    LINES.append({"text": text, "today": day(today), "records": recs, "style": style})


def no(style, today, text, why):
    LINES.append({"text": text, "today": day(today), "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- night_shift_recap
S = NIGHT
ok(S, 29, "today we sold omar 2 kg pears, ida 1.5 kg grapes and luis 3 kg bananas. quiet otherwise",
   sale(29, "Omar Haddad", ("pear", 2)), sale(29, "Ida Novak", ("grape", 1.5)),
   sale(29, "Luis Garcia", ("banana", 3)))
ok(S, 29, "closing up. sold Mei Chen two kilos of apples this morning", sale(29, "Mei Chen", ("apple", 2)))
ok(S, 29, "ok recap: raj took 4kg oranges, sue 2 kg mango, tom lee 1kg cherries. thats it from me",
   sale(29, "Raj Patel", ("orange", 4)), sale(29, "Sue Davis", ("mango", 2)), sale(29, "Tom Lee", ("cherry", 1)))
ok(S, 28, "tired. binned 3 kg strawberries, they went mouldy in the back fridge", adj(28, "strawberry", -3, "mouldy"))
ok(S, 29, "today we had Zoe back with the mango from this morning, said it was overripe, took the lot back",
   back(29, "Zoe Davis", 29))
ok(S, 29, "counted the pears before locking up, 19 kg on the shelf and in the back",
   adj(29, "pear", -2, "stock count"))
ok(S, 29, "sold 500g cherries to Mrs Chen and 750 g grapes to Miss Berg",
   sale(29, "Mei Chen", ("cherry", 0.5)), sale(29, "Eva Berg", ("grape", 0.75)))
ok(S, 29, "today we: luis 2kg orange @ 1.54, omar 1 kg strawb",
   sale(29, "Luis Garcia", ("orange", 2)), sale(29, "Omar Haddad", ("strawberry", 1)))
ok(S, 29, "forgot to put in yesterday - Ken Smith bought 3 kg apples", sale(28, "Ken Smith", ("apple", 3)))
ok(S, 28, "threw out 1.5kg bananas, rotten. and 2kg mango damaged when the shelf collapsed lol",
   adj(28, "banana", -1.5, "rotten"), adj(28, "mango", -2, "damaged"))
ok(S, 29, "new customer today Priya Nair, 555-0142, bought 2kg pears",
   sale(29, "Priya Nair", ("pear", 2), phone="555-0142"))
ok(S, 27, "sold ida novak 4 lb of apples", sale(27, "Ida Novak", ("apple", 1.814)))
ok(S, 27, "eva burg had 2 kg strawberries, cash", sale(27, "Eva Berg", ("strawberry", 2)))
ok(S, 29, "today we put bananas up to 1.30", price(29, "banana", 1.3))
ok(S, 29, "cherries down to 2.90 from today, way too many in the back", price(29, "cherry", 2.9))
ok(S, 29, "Tom Lee returned everything he bought on friday", back(29, "Tom Lee", 23))
ok(S, 29, "recap: sold 2 and a half kilos of grapes to Luis, a kilo of mango to Ann, half a kilo cherries to Bob Smith",
   sale(29, "Luis Garcia", ("grape", 2.5)), sale(29, "Ann Brown", ("mango", 1)),
   sale(29, "Bob Smith", ("cherry", 0.5)))
ok(S, 28, "gave out samples at the till today, 1 kg grapes gone", adj(28, "grape", -1, "samples"))
ok(S, 29, "someone nicked 2 kg of mangoes off the outside display this arvo", adj(29, "mango", -2, "stolen"))
ok(S, 29, "today we sold 3kg bananas to raj, then wrote off 1 kg of banana that had gone rotten",
   sale(29, "Raj Patel", ("banana", 3)), adj(29, "banana", -1, "rotten"))
ok(S, 29, "end of day count: apples 28, oranges 24, strawberries 29.5",
   adj(29, "apple", -1.5, "stock count"), adj(29, "orange", -1, "stock count"),
   adj(29, "strawberry", -0.5, "stock count"))
ok(S, 29, "Sold Omar 1kg cherries and Ida 2kg orange this morning, and Hillside dropped off 20 kg pears at 0.95",
   sale(29, "Omar Haddad", ("cherry", 1)), sale(29, "Ida Novak", ("orange", 2)),
   buy(29, "Hillside Produce", ("pear", 20, 0.95)))
ok(S, 29, "yesterday we sold sue davis 1 kg grapes and zoe 2 kg pears, forgot to enter",
   sale(28, "Sue Davis", ("grape", 1)), sale(28, "Zoe Davis", ("pear", 2)))
ok(S, 29, "monday: ann brown 2kg bananas", sale(26, "Ann Brown", ("banana", 2)))
ok(S, 29, "on tuesday Raj bought 2 kg of mango, i didnt log it", sale(27, "Raj Patel", ("mango", 2)))
ok(S, 29, "sold 3 lb of cherries to mr lee", sale(29, "Tom Lee", ("cherry", 1.361)))
ok(S, 29, "luis garcia returned his bag from friday, all of it (the oranges and grapes)",
   back(29, "Luis Garcia", 23))
ok(S, 29, "today we got 15kg mango from Green Valley, 1.50 a kilo", buy(29, "Green Valley Farms", ("mango", 15, 1.5)))
ok(S, 26, "sold Bob 2 kg grape + 1 kg apple. Ken 1 kg orange",
   sale(26, "Bob Smith", ("grape", 2), ("apple", 1)), sale(26, "Ken Smith", ("orange", 1)))
ok(S, 29, "new lady Hannah Okafor hannah.okafor@example.com bought 1.5 kg strawberries",
   sale(29, "Hannah Okafor", ("strawberry", 1.5), email="hannah.okafor@example.com"))
ok(S, 26, "today we sold raj patel 1 kg pears and bob 2 kg oranges",
   sale(26, "Raj Patel", ("pear", 1)), sale(26, "Bob Smith", ("orange", 2)))
ok(S, 23, "recap: binned 2kg bananas (rotten), sold tom 1 kg apples",
   adj(23, "banana", -2, "rotten"), sale(23, "Tom Lee", ("apple", 1)))
ok(S, 25, "quiet day. eva berg brought back the cherries she got last monday, whole bag", back(25, "Eva Berg", 19))
ok(S, 27, "today we sold ida 2 kg banana and zoe 1 kg cherry, Omar 3 lb pears",
   sale(27, "Ida Novak", ("banana", 2)), sale(27, "Zoe Davis", ("cherry", 1)),
   sale(27, "Omar Haddad", ("pear", 1.361)))
ok(S, 28, "counted cherries after the delivery, 58 kg", adj(28, "cherry", -1.5, "stock count"))
ok(S, 29, "rotten oranges in the bottom crate, tossed 2.5 kg", adj(29, "orange", -2.5, "rotten"))
ok(S, 29, "sold Ann 2 kg of oranges for 3.08", sale(29, "Ann Brown", ("orange", 2)))
ok(S, 29, "the day before yesterday we sold 1kg mango to Luis, never got put in", sale(27, "Luis Garcia", ("mango", 1)))
ok(S, 29, "3 days ago omar bought 2 kg grapes, adding it now", sale(26, "Omar Haddad", ("grape", 2)))
ok(S, 29, "today we: 2kg apples Ida, 1kg pears Sue, 2 kg bananas Ken, 1.5 kg grapes Omar. dead after 4",
   sale(29, "Ida Novak", ("apple", 2)), sale(29, "Sue Davis", ("pear", 1)), sale(29, "Ken Smith", ("banana", 2)),
   sale(29, "Omar Haddad", ("grape", 1.5)))
ok(S, 29, "bob smith brought back yesterdays apples and strawberries, the whole bag", back(29, "Bob Smith", 28))
ok(S, 29, "sold ida 2kg pears then counted whats left of the pears, 18 kg",
   sale(29, "Ida Novak", ("pear", 2)), adj(29, "pear", -1, "stock count"))
ok(S, 28, "today we sold mei 1 kg banana 1.20, zoe 2kg orange",
   sale(28, "Mei Chen", ("banana", 1)), sale(28, "Zoe Davis", ("orange", 2)))
ok(S, 29, "wrote off 1 kg apples (damaged, dropped the box) and 0.5 kg grapes mouldy",
   adj(29, "apple", -1, "damaged"), adj(29, "grape", -0.5, "mouldy"))
ok(S, 29, "FYI the back door lock is sticking again, had to kick it shut", NOTE)
ok(S, 29, "remember the till float is short 5 bucks, I put a note in the drawer", NOTE)

no(S, 29, "did anyone log the bananas from ABC?? cant find it", "question")
no(S, 29, "so tired. long day, going home, night all", "chit-chat")
no(S, 29, "sold mr smith 2 kg apples", "ambiguous customer")
no(S, 29, "today we sold a punnet of strawberries to ida", "quantity unknown")
no(S, 29, "omar took some grapes, didnt weigh them", "quantity unknown")
no(S, 29, "sold 25 kg mango to raj for his restaurant", "not enough stock")
no(S, 29, "gave Sue 1 kg cherries on the house, shes had a rough week", "free")
no(S, 29, "Tom Lee returned half the cherries from friday", "partial return")
no(S, 29, "sold Luis 2kg pears at 1.60", "price disagrees")
no(S, 29, "today we sold some girl called Rosa 2 kg apples", "new customer without full name")
no(S, 29, "scratch that last one, bob didnt buy anything", "cancellation")
no(S, 29, "tomorrow we get 30 kg bananas from ABC at 0.60", "future date")
no(S, 29, "can you make the app show totals at the bottom, its annoying scrolling", "app request")
no(S, 29, "omar brought back his stuff from tuesday", "two sales that day")
no(S, 29, "Raj returned the pears he got yesterday", "no sale that day")
no(S, 26, "bob smith returned the grapes and cherries from the 18th", "already returned")
no(S, 29, "ann brown 2 kg oranges and mrs davis 1 kg mango", "ambiguous customer")
no(S, 29, "sold zoe 2 kg bananas half price, they were spotty", "discount")
no(S, 29, "mango going up to 2.80 next week", "future date")
no(S, 28, "today we sold 15 kg oranges to tom and 14 kg to luis", "not enough stock")

# ---------------------------------------------------------------- delivery_driver_handover
S = DRIVER
ok(S, 29, "Green Valley drop: 4 crates bananas 12 kg each, 0.58/kg. signed for by me",
   buy(29, "Green Valley Farms", ("banana", 48, 0.58)))
ok(S, 29, "Hillside - 30 kg pears, 1.00 a kilo, put them out at 1.50",
   buy(29, "Hillside Produce", ("pear", 30, 1.0, 1.5)))
ok(S, 29, "signed for 18 kg strawberries from Green Valley Farms, invoice total 45.00",
   buy(29, "Green Valley Farms", ("strawberry", 18, 2.5)))
ok(S, 29, "driver from ABC: 2 crates of grapes, 9 kg a crate, 1.75/kg. 1 crate of cherries 10kg at 2.10",
   buy(29, "ABC", ("grape", 18, 1.75), ("cherry", 10, 2.1)))
ok(S, 29, "hillside produce dropped 20 kg oranges and 15 kg mangoes. oranges 0.85/kg mangoes 1.45/kg",
   buy(29, "Hillside Produce", ("orange", 20, 0.85), ("mango", 15, 1.45)))
ok(S, 29, "one crate of mango came in squashed, 3 kg written off as damaged", adj(29, "mango", -3, "damaged"))
ok(S, 29, "new supplier today - Maple Ridge Orchards, 555-0199, 40 kg apples at 0.95/kg",
   buy(29, "Maple Ridge Orchards", ("apple", 40, 0.95), phone="555-0199"))
ok(S, 28, "Coastal Citrus Traders (orders@coastalcitrus.example) delivered 30kg oranges @ 0.80",
   buy(28, "Coastal Citrus Traders", ("orange", 30, 0.8), email="orders@coastalcitrus.example"))
ok(S, 29, "Hillside: 25 kg bananas at 0.62. 2 kg of them were bruised and went straight in the bin, damaged",
   buy(29, "Hillside Produce", ("banana", 25, 0.62)), adj(29, "banana", -2, "damaged"))
ok(S, 29, "ABC 10 kg grapes 1.80/kg, and grapes go to 2.90 on the shelf",
   buy(29, "ABC", ("grape", 10, 1.8, 2.9)))
ok(S, 29, "yesterdays green valley delivery never got entered: 16 kg mango @1.50",
   buy(28, "Green Valley Farms", ("mango", 16, 1.5)))
ok(S, 29, "signed for on tuesday, Hillside, 12 kg strawberries 2.40 a kilo",
   buy(27, "Hillside Produce", ("strawberry", 12, 2.4)))
ok(S, 29, "ABC delivered 26 Feb, 20 kg apple, 22.00 total on the docket", buy(26, "ABC", ("apple", 20, 1.1)))
ok(S, 29, "driver counted all the bananas with me, 31 kg all up", adj(29, "banana", 0.5, "stock count"))
ok(S, 29, "ABC delivered 50 lb cherries, 2.00 a kilo", buy(29, "ABC", ("cherry", 22.68, 2.0)))
ok(S, 29, "Green Valley: strawberries 3 crates x 6kg, grapes 2 crates x 8 kg. 2.50 and 1.70 per kg",
   buy(29, "Green Valley Farms", ("strawberry", 18, 2.5), ("grape", 16, 1.7)))
ok(S, 29, "ABC dropped 30kg oranges @0.88 and took cash. then Hillside came with 20kg pears @0.98",
   buy(29, "ABC", ("orange", 30, 0.88)), buy(29, "Hillside Produce", ("pear", 20, 0.98)))
ok(S, 29, "mangoes from green valley, 15 kg, paid 24.75 on delivery",
   buy(29, "Green Valley Farms", ("mango", 15, 1.65)))
ok(S, 29, "Received 10kg cherry from Hillside at 2.2/kg, 1 kg was crushed in the crate",
   buy(29, "Hillside Produce", ("cherry", 10, 2.2)), adj(29, "cherry", -1, "damaged"))
ok(S, 23, "green valley 8am: 12 kg mango at 1.55 a kilo", buy(23, "Green Valley Farms", ("mango", 12, 1.55)))
ok(S, 20, "ABC brought 20 kg oranges, 0.90/kg, signed", buy(20, "ABC", ("orange", 20, 0.9)))
ok(S, 26, "Hillside dropped 15kg strawberries, inv 36.00", buy(26, "Hillside Produce", ("strawberry", 15, 2.4)))
ok(S, 29, "strawb crate got dropped off the trolley, lost 2kg", adj(29, "strawberry", -2, "damaged"))
ok(S, 29, "ABC 40 kg bananas 0.55 per kilo, sell at 1.25", buy(29, "ABC", ("banana", 40, 0.55, 1.25)))
ok(S, 29, "took 20kg apples off ABC @ 1.10 and sold 2 kg straight to Omar off the pallet",
   buy(29, "ABC", ("apple", 20, 1.1)), sale(29, "Omar Haddad", ("apple", 2)))
ok(S, 29, "new supplier Delgado Tropicals, delgado.tropicals@example.com, 25 kg mango 1.40/kg",
   buy(29, "Delgado Tropicals", ("mango", 25, 1.4), email="delgado.tropicals@example.com"))
ok(S, 27, "Green valley 20 kg cherries at 2.00, signed for it", buy(27, "Green Valley Farms", ("cherry", 20, 2.0)))
ok(S, 28, "ABC 15 kg grapes at 1.80 and 10 kg pears at 1.00, signed by me",
   buy(28, "ABC", ("grape", 15, 1.8), ("pear", 10, 1.0)))
ok(S, 28, "Green Valley 20 kg strawberries 2.50/kg. threw 1.5 kg from the old batch, mouldy",
   buy(28, "Green Valley Farms", ("strawberry", 20, 2.5)), adj(28, "strawberry", -1.5, "mouldy"))
ok(S, 29, "Hillside 10 kg apples 1.20/kg; sold 1kg of them to Mrs Brown while unloading",
   buy(29, "Hillside Produce", ("apple", 10, 1.2)), sale(29, "Ann Brown", ("apple", 1)))
ok(S, 29, "did a mango count at the back door with the driver, 17kg all up", adj(29, "mango", -2, "stock count"))
ok(S, 25, "hillside drop this morning 20kg pears @ 1.02", buy(25, "Hillside Produce", ("pear", 20, 1.02)))
ok(S, 27, "4 boxes of grapes from Green Valley, 5 kg per box, 1.70/kg",
   buy(27, "Green Valley Farms", ("grape", 20, 1.7)))
ok(S, 29, "received 12.5 kg oranges from ABC, total 11.25", buy(29, "ABC", ("orange", 12.5, 0.9)))
ok(S, 29, "2 crates (10 kg each) bananas from Hillside at 0.6/kg and 1 crate (8 kg) mango at 1.5/kg",
   buy(29, "Hillside Produce", ("banana", 20, 0.6), ("mango", 8, 1.5)))
ok(S, 22, "ABC brought 20 kg bananas, 0.60/kg, shelf 1.20", buy(22, "ABC", ("banana", 20, 0.6, 1.2)))
ok(S, 29, "pears up to 1.50 on the shelf from today, cost went up", price(29, "pear", 1.5))
ok(S, 26, "counted strawberries with the driver, 36 kg", adj(26, "strawberry", -2, "stock count"))
ok(S, 29, "Hillside 20kg oranges 0.85. ABC 10 kg cherries 2.00. both signed for",
   buy(29, "Hillside Produce", ("orange", 20, 0.85)), buy(29, "ABC", ("cherry", 10, 2.0)))
ok(S, 29, "unloaded ABC: 15kg bananas at 0.60. also Ida Novak grabbed 2 kg banana at the door",
   buy(29, "ABC", ("banana", 15, 0.6)), sale(29, "Ida Novak", ("banana", 2)))
ok(S, 29, "Green Valley 30kg oranges @0.90, Hillside 20kg bananas @0.60, ABC 10 kg apples @1.10. all signed",
   buy(29, "Green Valley Farms", ("orange", 30, 0.9)), buy(29, "Hillside Produce", ("banana", 20, 0.6)),
   buy(29, "ABC", ("apple", 10, 1.1)))
ok(S, 27, "Hillside at the back door 10 kg pears 1.00/kg; two kilos were squashed, binned as damaged",
   buy(27, "Hillside Produce", ("pear", 10, 1.0)), adj(27, "pear", -2, "damaged"))
ok(S, 29, "ABC: 20 kg grapes 1.80/kg. also counted apples while they were here: 27.5 kg",
   buy(29, "ABC", ("grape", 20, 1.8)), adj(29, "apple", -2, "stock count"))
ok(S, 29, "Green valley 10kg strawberries @2.50 and Mr Haddad took 3 kg of strawberry straight off the crate",
   buy(29, "Green Valley Farms", ("strawberry", 10, 2.5)), sale(29, "Omar Haddad", ("strawberry", 3)))
ok(S, 24, "hillside 12 kg mango at 1.50, and I binned 1 kg of the old mango, mouldy",
   buy(24, "Hillside Produce", ("mango", 12, 1.5)), adj(24, "mango", -1, "mouldy"))
ok(S, 29, "To do: ring Hillside about the missing crate on their docket", NOTE)

no(S, 29, "ABC dropped 3 crates of apples, didnt weigh them yet", "quantity unknown")
no(S, 29, "Green Valley coming tomorrow with 40kg bananas", "future date")
no(S, 29, "new guy Marco from some farm dropped 10kg pears 0.90", "new supplier without full name")
no(S, 29, "Hillside delivered 20 kg pears, no docket with it", "cost unknown")
no(S, 29, "did green valley send the invoice for the cherries?", "question")
no(S, 29, "ABC sent 10 kg kiwis at 2.00", "unknown product")
no(S, 29, "driver wants me to sign for 5 boxes of oranges, weigh them later", "quantity unknown")
no(S, 29, "cancel the ABC delivery i put in this morning, wrong van", "cancellation")
no(S, 29, "5 punnets of strawberries from hillside at 1.50 each", "quantity unknown")
no(S, 29, "Green Valley delivery next Saturday: 30 kg mango", "future date")
no(S, 29, "driver was 40 minutes late again, traffic on the bridge", "chit-chat")
no(S, 29, "the supplier dropped 20 kg oranges at 0.85", "unknown supplier")
no(S, 29, "can the app print a receipt for the driver to take", "app request")
no(S, 29, "GVF delivered 15 kg bananas on 02/03, 0.60/kg", "ambiguous date")
no(S, 29, "ABC took back 5 kg of the bad cherries, credit on next invoice", "return to supplier")
no(S, 29, "binned 25 kg mango, damaged in the van", "not enough stock")
no(S, 29, "free crate of mangoes from Green Valley, promo, 10 kg", "free")
no(S, 29, "docket dated 30 Feb, ABC 10kg apples at 1.10", "invalid date")
no(S, 29, "Hillside 20kg pears @1.00 and ABC 2 crates of bananas 0.60/kg", "quantity unknown")
no(S, 27, "ABC will bring 20 kg grapes on friday at 1.80", "future date")

# ---------------------------------------------------------------- formal_bookkeeper
S = BOOK
ok(S, 29, "Issued to Omar Haddad: 2.00 kg pears, 2024-02-29.", sale(29, "Omar Haddad", ("pear", 2)))
ok(S, 29, "Received from Green Valley Farms on 2024-02-28: 20 kg oranges at USD 0.90 per kg.",
   buy(28, "Green Valley Farms", ("orange", 20, 0.9)))
ok(S, 29, "Credit note issued to Mrs Ann Brown for her purchase of 2024-02-29 (oranges, 2.0 kg), full amount.",
   back(29, "Ann Brown", 29))
ok(S, 27, "Write-down: 1.500 kg mango, damaged.", adj(27, "mango", -1.5, "damaged"))
ok(S, 29, "Price revision effective 2024-02-29: grape USD 2.95/kg.", price(29, "grape", 2.95))
ok(S, 29, "Price revision effective 2024-02-27: apple 1.80 per kg.", price(27, "apple", 1.8))
ok(S, 29, "Stock count 2024-02-29, strawberry: 28.000 kg on hand.", adj(29, "strawberry", -2, "stock count"))
ok(S, 29, "Issued to Raj Patel on 2024-02-28: cherry 3.000 kg, grape 1.000 kg. Amount USD 12.40.",
   sale(28, "Raj Patel", ("cherry", 3), ("grape", 1)))
ok(S, 29, "Issued to Ms Ida Novak: 1.000 kg banana at 1.20 per kg, total USD 1.20.",
   sale(29, "Ida Novak", ("banana", 1)))
ok(S, 29, "Received from Hillside Produce, invoice total USD 30.00, for 25.0 kg apples.",
   buy(29, "Hillside Produce", ("apple", 25, 1.2)))
ok(S, 29, "Credit note to Mr Luis Garcia re sale of 2024-02-16 (banana 5 kg, mango 3 kg), goods returned in full.",
   back(29, "Luis Garcia", 16))
ok(S, 29, "Issued to Eva Berg: 1.5 kg orange. Issued to Tom Lee: 2.0 kg grape. Both dated 2024-02-29.",
   sale(29, "Eva Berg", ("orange", 1.5)), sale(29, "Tom Lee", ("grape", 2)))
ok(S, 29, "Write-down 2024-02-28: strawberry 1.0 kg, mouldy; banana 0.5 kg, rotten.",
   adj(28, "strawberry", -1, "mouldy"), adj(28, "banana", -0.5, "rotten"))
ok(S, 29, "New customer account: Grace Whitfield, tel. 555-0178. Issued to her: 3.0 kg apples.",
   sale(29, "Grace Whitfield", ("apple", 3), phone="555-0178"))
ok(S, 29, "Received from ABC on 2024-02-26: cherry 15 kg at USD 2.00/kg; selling price set at USD 3.30/kg.",
   buy(26, "ABC", ("cherry", 15, 2.0, 3.3)))
ok(S, 29, "Stock count as at close of 2024-02-27: pear 27.0 kg.", adj(27, "pear", -1.5, "stock count"))
ok(S, 26, "Write-down for stock stolen from the front display: 1.0 kg cherry.", adj(26, "cherry", -1, "stolen"))
ok(S, 29, "Credit note: Zoe Davis, sale of 2024-02-21, goods returned in full on 2024-02-28.",
   back(28, "Zoe Davis", 21))
ok(S, 26, "Issued to Sue Davis on 2024-02-24: grape 1.0 kg.", sale(24, "Sue Davis", ("grape", 1)))
ok(S, 23, "Received from Green Valley Farms 2024-02-23: strawberry 20 kg at 2.45 per kg.",
   buy(23, "Green Valley Farms", ("strawberry", 20, 2.45)))
ok(S, 29, "Received from Hillside Produce: 10 kg mango at 1.50/kg. Issued to Bob Smith: 1.0 kg mango.",
   buy(29, "Hillside Produce", ("mango", 10, 1.5)), sale(29, "Bob Smith", ("mango", 1)))
ok(S, 29, "Price revision: orange to USD 1.60/kg with effect from 2024-02-28.", price(28, "orange", 1.6))
ok(S, 28, "Issued to Mr Patel: 2 lb grapes.", sale(28, "Raj Patel", ("grape", 0.907)))
ok(S, 29, "Issued to Ken Smith, 27 Feb: 1.000 kg cherry, USD 3.20.", sale(27, "Ken Smith", ("cherry", 1)))
ok(S, 29, "Write-down of 0.750 kg grape, samples distributed to customers; write-down of 0.500 kg pear, damaged.",
   adj(29, "grape", -0.75, "samples"), adj(29, "pear", -0.5, "damaged"))
ok(S, 29, "New customer: Diego Romero, diego.romero@example.com. Issued: 1.500 kg strawberry, 0.500 kg cherry.",
   sale(29, "Diego Romero", ("strawberry", 1.5), ("cherry", 0.5), email="diego.romero@example.com"))
ok(S, 29, "Received from Brightwater Orchards Ltd (tel. 555-0166): 30 kg pears at USD 0.95/kg.",
   buy(29, "Brightwater Orchards Ltd", ("pear", 30, 0.95), phone="555-0166"))
ok(S, 28, "Credit note issued 2024-02-28 to Ida Novak for the sale of 2024-02-28 (pear 2.5 kg).",
   back(28, "Ida Novak", 28))
ok(S, 29, "Stock count 2024-02-29: apple 29.0 kg, grape 23.0 kg, mango 18.5 kg.",
   adj(29, "apple", -0.5, "stock count"), adj(29, "grape", -1, "stock count"),
   adj(29, "mango", -0.5, "stock count"))
ok(S, 29, "Issued to Mrs Chen, 2024-02-26: 2.000 kg orange, 1.000 kg banana; total USD 4.28.",
   sale(26, "Mei Chen", ("orange", 2), ("banana", 1)))
ok(S, 29, "Received from ABC: grape 12.000 kg, total invoice amount USD 21.60. Issued to Ken Smith from the same "
   "delivery: 2.0 kg grape.",
   buy(29, "ABC", ("grape", 12, 1.8)), sale(29, "Ken Smith", ("grape", 2)))
ok(S, 20, "Write-down 2024-02-20: 1.0 kg banana, spoiled.", adj(20, "banana", -1, "spoiled"))
ok(S, 27, "Issued to Omar Haddad 2024-02-26: 1.0 kg apple.", sale(26, "Omar Haddad", ("apple", 1)))
ok(S, 29, "Issued to Miss Berg: 0.5 kg strawberry; to Mr Garcia: 1.0 kg pear; to Mr Lee: 2.0 kg apple.",
   sale(29, "Eva Berg", ("strawberry", 0.5)), sale(29, "Luis Garcia", ("pear", 1)),
   sale(29, "Tom Lee", ("apple", 2)))
ok(S, 29, "Received from Green Valley Farms: mango 10 kg at 1.50 per kg, selling price 2.50 per kg.",
   buy(29, "Green Valley Farms", ("mango", 10, 1.5, 2.5)))
ok(S, 29, "Credit note to Mr Haddad for the sale of 2024-02-28, returned in full. Write-down of the same goods: "
   "2 kg strawberry, damaged.",
   back(29, "Omar Haddad", 28), adj(29, "strawberry", -2, "damaged"))
ok(S, 29, "Price revision effective 2024-02-29: mango 2.30/kg; strawberry 3.70/kg.",
   price(29, "mango", 2.3), price(29, "strawberry", 3.7))
ok(S, 25, "Stock count 2024-02-25, cherry: 16.0 kg.", adj(25, "cherry", -0.5, "stock count"))
ok(S, 29, "Received from Hillside Produce 2024-02-27: orange 15 kg @ 0.88/kg; pear 10 kg @ 1.00/kg.",
   buy(27, "Hillside Produce", ("orange", 15, 0.88), ("pear", 10, 1.0)))
ok(S, 29, "Issued to Mr Haddad on 2024-02-22: 1.0 kg orange.", sale(22, "Omar Haddad", ("orange", 1)))
ok(S, 28, "Write-down 2024-02-28: 2.0 kg cherry, rotten. Stock count 2024-02-28: pear 25.0 kg.",
   adj(28, "cherry", -2, "rotten"), adj(28, "pear", -1, "stock count"))
ok(S, 29, "Issued to Ann Brown: 1 kg apple. Issued to Bob Smith: 1 kg pear. Issued to Mei Chen: 2 kg banana. "
   "Date: 2024-02-29.",
   sale(29, "Ann Brown", ("apple", 1)), sale(29, "Bob Smith", ("pear", 1)), sale(29, "Mei Chen", ("banana", 2)))
ok(S, 29, "Received from ABC 2024-02-29: 15 kg strawberry at 2.50/kg and 10 kg grape at 1.80/kg. Selling prices "
   "unchanged.",
   buy(29, "ABC", ("strawberry", 15, 2.5), ("grape", 10, 1.8)))
ok(S, 29, "For your information: the Green Valley Farms account is settled up to 2024-02-28.", NOTE)
ok(S, 29, "Reminder: audit of the February ledger on 2024-03-04.", NOTE)
ok(S, 27, "Received from ABC 2024-02-27: banana 20.000 kg at USD 0.60/kg. Write-down same date: banana "
   "1.000 kg, damaged.",
   buy(27, "ABC", ("banana", 20, 0.6)), adj(27, "banana", -1, "damaged"))

no(S, 29, "Issued to Mr Smith: 2.0 kg apple.", "ambiguous customer")
no(S, 29, "Issued to Mrs Davis on 2024-02-29: 1.0 kg grape.", "ambiguous customer")
no(S, 29, "Received from ABC on 2024-02-30: 10 kg apple at 1.10/kg.", "invalid date")
no(S, 29, "Credit note to Mr Lee for the sale of 2024-02-08.", "two sales that day")
no(S, 29, "Credit note to Mrs Brown for the grape portion of her 2024-02-15 purchase.", "partial return")
no(S, 29, "Issued to Omar Haddad: 3.0 kg cherry at 3.00/kg, total USD 9.00.", "price disagrees")
no(S, 29, "Issued to Raj Patel: 2.0 kg mango, 10% trade discount applied.", "discount")
no(S, 29, "Price revision effective 2024-03-01: banana 1.30/kg.", "future date")
no(S, 29, "Please produce the VAT summary for February.", "app request")
no(S, 29, "What was the gross margin on cherries for the month?", "question")
no(S, 29, "Issued to a new customer, Mrs Kowalczyk: 2.0 kg pears.", "new customer without full name")
no(S, 29, "Credit note to Eva Berg for the sale of 2024-02-03.", "already returned")
no(S, 29, "Write-down of strawberry: quantity to be determined after inspection.", "quantity unknown")
no(S, 29, "Issued to Mei Chen 2024-02-29: 35.0 kg mango.", "not enough stock")
no(S, 29, "Received from Hillside Produce on 2024-03-02: 20 kg pears at 1.00/kg.", "future date")
no(S, 29, "Void entry: sale to Ken Smith of 2024-02-29.", "cancellation")
no(S, 29, "Issued to Sue Davis 01/02: 1 kg mango.", "ambiguous date")
no(S, 29, "Credit note to Raj Patel for the sale of 2024-02-24.", "no sale that day")
no(S, 29, "Issued to Ann Brown: 2.0 kg apple. Issued to Eva Berg: 12 boxes of grapes.", "quantity unknown")
no(S, 25, "Issued to Mr Garcia 2024-02-25: 2.0 kg pear, USD 3.20.", "price disagrees")

# ---------------------------------------------------------------- chatty_regular_helper
S = CHAT
ok(S, 29, "you know Omar, well he came by this morning and took 2 kilos of pears for his mum",
   sale(29, "Omar Haddad", ("pear", 2)))
ok(S, 29, "Mei was in again!! she got a kilo of grapes and half a kilo of cherries, making a tart I think",
   sale(29, "Mei Chen", ("grape", 1), ("cherry", 0.5)))
ok(S, 29, "so Ida comes in all flustered and buys 3 kg of bananas, says her kids eat nothing else lol",
   sale(29, "Ida Novak", ("banana", 3)))
ok(S, 29, "haha Tom Lee was in, bought 1kg strawberries and then Raj right after him got 2kg apples",
   sale(29, "Tom Lee", ("strawberry", 1)), sale(29, "Raj Patel", ("apple", 2)))
ok(S, 29, "oh and Mei brought back the cherries from the 17th, said they were all mushy, the whole bag, "
   "I gave her the money back",
   back(29, "Mei Chen", 17))
ok(S, 28, "had to chuck 1 kg of the pears, they were rotten at the bottom, so gross", adj(28, "pear", -1, "rotten"))
ok(S, 29, "new face today! Fatima Qureshi, lovely lady, bought 2 kg oranges, her number is 555-0133",
   sale(29, "Fatima Qureshi", ("orange", 2), phone="555-0133"))
ok(S, 29, "Bob came by yesterday and got 2kg of grapes, sorry i forgot to put it in",
   sale(28, "Bob Smith", ("grape", 2)))
ok(S, 26, "Luis (the guy with the dog) bought 1.5 kg cherries and a kilo of mango",
   sale(26, "Luis Garcia", ("cherry", 1.5), ("mango", 1)))
ok(S, 29, "Raj's wife didnt like the bananas from Monday so Raj brought the whole bag back",
   back(29, "Raj Patel", 26))
ok(S, 29, "Mrs Chen popped in for 4 lb of oranges and Ken for 2 kg of pears, she says hi to everyone",
   sale(29, "Mei Chen", ("orange", 1.814)), sale(29, "Ken Smith", ("pear", 2)))
ok(S, 29, "Sue bought some mango, 1.5 kg i think she said, no wait i weighed it, yes 1.5 kg exactly",
   sale(29, "Sue Davis", ("mango", 1.5)))
ok(S, 29, "we let the school kids try the grapes, 1 kg gone on samples but they loved it",
   adj(29, "grape", -1, "samples"))
ok(S, 29, "Ann Brown got 2 kg of bananas and told me all about her trip to Spain for like twenty minutes",
   sale(29, "Ann Brown", ("banana", 2)))
ok(S, 29, "Ken came back with the mango and pears he bought this morning, all of it, his fridge broke haha",
   back(29, "Ken Smith", 29))
ok(S, 29, "Omar's sister, no wait it was Omar himself, bought 1kg of cherries", sale(29, "Omar Haddad", ("cherry", 1)))
ok(S, 29, "someone pinched a kilo of strawberries from outside while I was chatting to Eva, can you believe it",
   adj(29, "strawberry", -1, "stolen"))
ok(S, 29, "Eva Berg bought 1 kilo oranges and 1 kilo pears, paid 2.98",
   sale(29, "Eva Berg", ("orange", 1), ("pear", 1)))
ok(S, 29, "that nice Mr Garcia got 2 kg of grapes today, 5.60 he paid", sale(29, "Luis Garcia", ("grape", 2)))
ok(S, 29, "busy busy! Ida 1 kg apples, then Zoe 2 kg bananas, then Ken 1 kg grapes. my feet hurt",
   sale(29, "Ida Novak", ("apple", 1)), sale(29, "Zoe Davis", ("banana", 2)), sale(29, "Ken Smith", ("grape", 1)))
ok(S, 29, "Luis popped in on Tuesday and bought 2 kg oranges, sorry its late", sale(27, "Luis Garcia", ("orange", 2)))
ok(S, 26, "Bob came in this morning for 1 kg of pears, same as always haha", sale(26, "Bob Smith", ("pear", 1)))
ok(S, 23, "Ann came back for more mango! 2 kg this time, shes making chutney", sale(23, "Ann Brown", ("mango", 2)))
ok(S, 29, "the bananas at the back went all black and mushy so I threw 2 kg away, rotten",
   adj(29, "banana", -2, "rotten"))
ok(S, 29, "a new lady, Olivia Brandt, olivia.brandt@example.com, bought 1 kg strawberries and 1 kg cherries, "
   "she just moved here",
   sale(29, "Olivia Brandt", ("strawberry", 1), ("cherry", 1), email="olivia.brandt@example.com"))
ok(S, 29, "Tom came in with the cherries from last Friday, returned the whole lot, and then bought 2 kg of apples "
   "instead",
   back(29, "Tom Lee", 23), sale(29, "Tom Lee", ("apple", 2)))
ok(S, 29, "i tidied the back and counted the grapes, 23.5 kg, thought there were more tbh",
   adj(29, "grape", -0.5, "stock count"))
ok(S, 27, "Omar (yes again lol) got 3 lb of strawberries", sale(27, "Omar Haddad", ("strawberry", 1.361)))
ok(S, 29, "remember Sue wants 3 kg of mango put aside for the weekend!", NOTE)
ok(S, 29, "don't forget the fridge man is coming to look at the back fridge", NOTE)
ok(S, 29, "FYI the card machine was acting up again, I restarted it twice", NOTE)
ok(S, 29, "Eva came in with her little boy, bought 2 kg pears, and we gave out 0.5 kg of grapes as samples, "
   "the kids loved it",
   sale(29, "Eva Berg", ("pear", 2)), adj(29, "grape", -0.5, "samples"))
ok(S, 29, "luis garica got 1 kg grapes and zoe 1 kg apples",
   sale(29, "Luis Garcia", ("grape", 1)), sale(29, "Zoe Davis", ("apple", 1)))
ok(S, 29, "Omar Hadad bought 2kg bananas (thats how hes saved in my phone haha)",
   sale(29, "Omar Haddad", ("banana", 2)))
ok(S, 27, "Ida got 2 kg of cherries, she said the last ones were lovely", sale(27, "Ida Novak", ("cherry", 2)))
ok(S, 25, "Zoe got a kilo and a half of strawberries and 1 kg pears, her usual",
   sale(25, "Zoe Davis", ("strawberry", 1.5), ("pear", 1)))
ok(S, 28, "Mei got 1 kg apples and Luis 2 kg bananas, both lovely as always",
   sale(28, "Mei Chen", ("apple", 1)), sale(28, "Luis Garcia", ("banana", 2)))
ok(S, 29, "boss said mango goes to 2.20 from today so i changed the sign", price(29, "mango", 2.2))
ok(S, 29, "the day before yesterday Tom bought 1kg of pears, found the slip in the till",
   sale(27, "Tom Lee", ("pear", 1)))
ok(S, 29, "Ken took 2 kg apples and half a kilo of strawberries, Ann 1 kg grapes, and I binned 1 kg of "
   "mouldy cherries",
   sale(29, "Ken Smith", ("apple", 2), ("strawberry", 0.5)), sale(29, "Ann Brown", ("grape", 1)),
   adj(29, "cherry", -1, "mouldy"))
ok(S, 29, "you know Miss Berg? she bought 2 kilos of cherries for a party, and her friend Ann got 1kg too",
   sale(29, "Eva Berg", ("cherry", 2)), sale(29, "Ann Brown", ("cherry", 1)))
ok(S, 26, "Sue brought back the mango from the 22nd, all of it, didnt say why", back(26, "Sue Davis", 22))
ok(S, 29, "first Raj bought 2kg pears then Omar got 1 kg apples and then Mei got 2 kg mango. phew",
   sale(29, "Raj Patel", ("pear", 2)), sale(29, "Omar Haddad", ("apple", 1)), sale(29, "Mei Chen", ("mango", 2)))
ok(S, 29, "new customer Noah Lindqvist 555-0191 got 2kg apples, he works at the bakery",
   sale(29, "Noah Lindqvist", ("apple", 2), phone="555-0191"))
ok(S, 28, "Ann popped in for 2 kg oranges and then Bob Smith for 1 kg mango, and 1 kg of the bananas went off "
   "so I binned them, spoiled",
   sale(28, "Ann Brown", ("orange", 2)), sale(28, "Bob Smith", ("mango", 1)), adj(28, "banana", -1, "spoiled"))
ok(S, 27, "Zoe brought back the oranges and bananas from the 13th, all of it, and got 1 kg pears instead",
   back(27, "Zoe Davis", 13), sale(27, "Zoe Davis", ("pear", 1)))

no(S, 29, "omg did you see the rain today, the awning nearly blew off", "chit-chat")
no(S, 29, "Peter came in and bought 2 kg apples", "unknown customer")
no(S, 29, "Mrs Smith got 1 kg of pears", "ambiguous customer")
no(S, 29, "Omar took a big bag of oranges, didnt weigh it sorry", "quantity unknown")
no(S, 29, "gave Mei a kilo of strawberries for free because its her birthday", "free")
no(S, 29, "Zoe brought back some of the strawberries from the 21st but kept the pears", "partial return")
no(S, 29, "how much mango do we have left? Ann wants 5 kg tomorrow", "question")
no(S, 29, "Ida bought 2 bunches of bananas", "quantity unknown")
no(S, 29, "Tom wants 5 kg cherries next Saturday, said hed pay then", "future date")
no(S, 29, "Ken got 2 kg cherries and i only charged him 5.00 because hes a regular", "price disagrees")
no(S, 29, "could you add a button for the regulars so i dont have to type their names", "app request")
no(S, 29, "oops ignore the thing i wrote about Bob, it was Ken", "cancellation")
no(S, 29, "Raj brought back the stuff from Sunday", "two sales that day")
no(S, 29, "Eva returned the cherries from yesterday", "no sale that day")
no(S, 29, "Luis bought 2 kg pears and 3 kg of the new dragon fruit", "unknown product")
no(S, 29, "Ann bought 30 kg oranges for a wedding!!", "not enough stock")
no(S, 29, "Tom Lee brought back the oranges from the 11th", "already returned")
no(S, 29, "some guy in a red hat bought 2kg grapes", "unknown customer")
no(S, 29, "Mei wanted 1 kg cherries at half price because theyre a bit soft, I said ok", "discount")
no(S, 24, "Mei brought back her stuff from this morning, didnt say which bag", "two sales that day")


if __name__ == "__main__":
    with OUT.open("w") as f:
        for line in LINES:
            f.write(json.dumps(line) + "\n")
    print(f"wrote {len(LINES)} lines to {OUT}")
