"""Write bench/unseen69/records.jsonl: shop staff messages typed by hand, with the records expected of them.

Every text below is written out in full; the helpers only build the expected record dicts. Quantities, stock
counts and prices were worked out by hand against resources/demo/fruitshop_month.jsonl (February 2024).
Run: python gen.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
LINES = []
STYLE = ""


def d(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": d(day), "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items, phone=None, email=None):
    return {"kind": "purchase", "date": d(day), "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(day, name, sale_day):
    return {"kind": "return", "date": d(day), "customer": party(name), "sale_date": d(sale_day)}


def price(day, product, value):
    return {"kind": "price_change", "date": d(day), "product": product, "selling_price": value}


def adj(day, product, qty, reason):
    return {"kind": "stock_adjustment", "date": d(day), "product": product, "quantity": qty, "reason": reason}


def count(day, product, qty):
    return adj(day, product, qty, "stock count")


NOTE = "note"


def rec(today, text, *records):
    recs = [{"kind": "note", "date": d(today), "text": text, "facts": []} if r == NOTE else r for r in records]
    LINES.append({"text": text, "today": d(today), "records": recs, "style": STYLE})


def no(today, text, why):
    LINES.append({"text": text, "today": d(today), "records": None, "why": why, "style": STYLE})


# ---------------------------------------------------------------- stall_shorthand
STYLE = "stall_shorthand"
rec(29, "raj 2.5 bans", sale(29, "Raj Patel", ("banana", 2.5)))
rec(29, "omar h -> 3kg mngo / ida n -> 750g pr",
    sale(29, "Omar Haddad", ("mango", 3)), sale(29, "Ida Novak", ("pear", 0.75)))
rec(29, "bob s 1 chry @ 3.20", sale(29, "Bob Smith", ("cherry", 1)))
rec(29, "+20 apl abc @ 1.10/kg", buy(29, "ABC", ("apple", 20, 1.1, None)))
rec(29, "mei c grps 1.5, strw .5", sale(29, "Mei Chen", ("grape", 1.5), ("strawberry", 0.5)))
rec(29, "-2 strw mouldy, -3 pr rotten", adj(29, "strawberry", -2, "mouldy"), adj(29, "pear", -3, "rotten"))
rec(29, "GVF +30 orng @ .95 shelf 1.54", buy(29, "Green Valley Farms", ("orange", 30, 0.95, 1.54)))
rec(29, "ken s mngo 1 / pr 2 (28th)", sale(28, "Ken Smith", ("mango", 1), ("pear", 2)))
rec(29, "zoe d 1 apl | luis g 2 orng", sale(29, "Zoe Davis", ("apple", 1)), sale(29, "Luis Garcia", ("orange", 2)))
rec(29, "sue d 3lb bans // omar haddad 4lb apl", sale(29, "Sue Davis", ("banana", 1.361)),
    sale(29, "Omar Haddad", ("apple", 1.814)))
rec(29, "eva b chry 2 @ 3.20 = 6.40", sale(29, "Eva Berg", ("cherry", 2)))
rec(29, "-1.5 bans dmgd", adj(29, "banana", -1.5, "damaged"))
rec(29, "hillside +25 pr @ 0.90 | -1 pr dmgd in van", buy(29, "Hillside Produce", ("pear", 25, 0.9, None)),
    adj(29, "pear", -1, "damaged"))
rec(29, "ann b mngo back <- frm 23rd", ret(29, "Ann Brown", 23))
rec(29, "raj p bans back, the 26th lot -> resold 2.5 to ida", ret(29, "Raj Patel", 26),
    sale(29, "Ida Novak", ("banana", 2.5)))
rec(29, "abc +10 chry @ 2.00, +15 grps @ 1.80",
    buy(29, "ABC", ("cherry", 10, 2.0, None), ("grape", 15, 1.8, None)))
rec(29, "mrs chen 2kg orng @ 1.54", sale(29, "Mei Chen", ("orange", 2)))
rec(29, "bob s 1kg mngo monday", sale(26, "Bob Smith", ("mango", 1)))
rec(29, "cnt: grps 23.5, mngo 18", count(29, "grape", -0.5), count(29, "mango", -1))
rec(29, "ken s all back <- todays pr + mngo, then omar took 5 pr", ret(29, "Ken Smith", 29),
    sale(29, "Omar Haddad", ("pear", 5)))
rec(29, "+12 mngo hillside @ 1.60 | omar 4 mngo",
    buy(29, "Hillside Produce", ("mango", 12, 1.6, None)), sale(29, "Omar Haddad", ("mango", 4)))
rec(29, "chry: luis 1.2kg, mei chen 250g",
    sale(29, "Luis Garcia", ("cherry", 1.2)), sale(29, "Mei Chen", ("cherry", 0.25)))
rec(29, "tom l grps 2½", sale(29, "Tom Lee", ("grape", 2.5)))
rec(29, "bans -> 1.30 now | tom l 2 bans", price(29, "banana", 1.3), sale(29, "Tom Lee", ("banana", 2)))
rec(29, "zoe 2 grps, eva 1 apl, ida 3 bans",
    sale(29, "Zoe Davis", ("grape", 2)), sale(29, "Eva Berg", ("apple", 1)), sale(29, "Ida Novak", ("banana", 3)))
rec(29, "sue davis 500g chry & 500g strw", sale(29, "Sue Davis", ("cherry", 0.5), ("strawberry", 0.5)))
rec(29, "new: Priya Nair 07700 900461 -> 2 orng", sale(29, "Priya Nair", ("orange", 2), phone="07700 900461"))
rec(29, "bob s strw 1 (26th)", sale(26, "Bob Smith", ("strawberry", 1)))
rec(29, "-1 chry dmgd / -0.5 grps rotten", adj(29, "cherry", -1, "damaged"), adj(29, "grape", -0.5, "rotten"))
rec(29, "+40 bans GVF @ .55 shelf 1.20 -> raj 3, mei 2",
    buy(29, "Green Valley Farms", ("banana", 40, 0.55, 1.2)),
    sale(29, "Raj Patel", ("banana", 3)), sale(29, "Mei Chen", ("banana", 2)))
rec(29, "ida 2 mngo @ 2.40", sale(29, "Ida Novak", ("mango", 2)))
rec(29, "orng 1.60 frm 27th", price(27, "orange", 1.6))
rec(29, "luis g <- 23rd sale back", ret(29, "Luis Garcia", 23))
rec(29, "yday: tom 1 pr, zoe 2 bans", sale(28, "Tom Lee", ("pear", 1)), sale(28, "Zoe Davis", ("banana", 2)))
rec(29, "raj 1 apl 1 pr 1 orng", sale(29, "Raj Patel", ("apple", 1), ("pear", 1), ("orange", 1)))
rec(29, "cnt strw 28 / chry 59", count(29, "strawberry", -2), count(29, "cherry", -0.5))
rec(29, "+8 strw Marlow Berries Ltd @ 2.60", buy(29, "Marlow Berries Ltd", ("strawberry", 8, 2.6, None)))
rec(29, "remember bob s owes 3.40 for apl", NOTE)
rec(29, "FYI hillside van late, pr not in til 2pm", NOTE)
rec(24, "eva 1 strw, ann 2 bans", sale(24, "Eva Berg", ("strawberry", 1)), sale(24, "Ann Brown", ("banana", 2)))
rec(24, "ken 2 pr @ 1.44", sale(24, "Ken Smith", ("pear", 2)))
rec(24, "tom l <- yesterday's chry", ret(24, "Tom Lee", 23))
rec(24, "-1 mngo rotten, cnt orng 21", adj(24, "mango", -1, "rotten"), count(24, "orange", -1))
rec(25, "yday zoe 2 orng", sale(24, "Zoe Davis", ("orange", 2)))
rec(25, "+20 chry GVF @ 2.05 | omar h 1.5 grps", buy(25, "Green Valley Farms", ("cherry", 20, 2.05, None)),
    sale(25, "Omar Haddad", ("grape", 1.5)))
no(29, "smith 2 bans", "ambiguous customer (Bob or Ken Smith)")
no(29, "mrs davis 1 chry", "ambiguous customer (Zoe or Sue Davis)")
no(29, "+3 boxes mngo hillside", "boxes without a weight")
no(29, "jo 1kg apl", "unknown customer")
no(29, "omar 25 mngo", "not enough mango in stock")
no(29, "tom l 2 bans @ 1.00", "price disagrees with the shelf price")
no(29, "bob s 2 orng @ 1.40 = 2.80", "price disagrees with the shelf price")
no(29, "ida mngo 2 free", "free goods")
no(29, "eva 3 pr ½ price", "half price")
no(29, "mei <- 24th", "two sales that day")
no(29, "tom <- 11th orng", "sale already returned")
no(29, "zoe <- half the strw frm 21st", "partial return")
no(29, "raj 2 apl tmrw", "future date")
no(29, "+20 orng abc @ .90 on 02/03", "ambiguous date")
no(29, "mngo left?", "question")
no(29, "omar h some grps", "quantity unknown")
no(29, "+15 apl frm pete @ 1.00", "new supplier without a full name")
no(29, "ken 2 chry | jo 1 apl", "unknown customer in one part")
no(24, "busy @ mkt, more l8r", "chit-chat")
no(25, "zoe 3 orng @ 1.40", "price disagrees with the shelf price")

# ---------------------------------------------------------------- receipt_copier
STYLE = "receipt_copier"
rec(29, "Receipt 0417   29/02   Mei Chen   Bananas 2kg x 1.20   TOTAL 2.40", sale(29, "Mei Chen", ("banana", 2)))
rec(29, "INVOICE GV-2291 | Green Valley Farms | Oranges | qty 40 kg | unit 0.92 | total 36.80",
    buy(29, "Green Valley Farms", ("orange", 40, 0.92, None)))
rec(29, "Hillside Produce inv 7781\npears 30kg\n27.00 total\ndate 28 Feb",
    buy(28, "Hillside Produce", ("pear", 30, 0.9, None)))
rec(29, "rcpt 118 - Omar Haddad - Mango 2.5kg @ 2.40 = 6.00", sale(29, "Omar Haddad", ("mango", 2.5)))
rec(29, "ABC invoice 10442 (26/2)\nApples      25kg   1.05\nGrapes      20kg   1.75\nTotal              61.25",
    buy(26, "ABC", ("apple", 25, 1.05, None), ("grape", 20, 1.75, None)))
rec(29, "Receipts 0420-0421\n0420  Ken Smith   Cherries 1.5 kg  4.80\n0421  Eva Berg    Cherries 600 g   1.92",
    sale(29, "Ken Smith", ("cherry", 1.5)), sale(29, "Eva Berg", ("cherry", 0.6)))
rec(29, "Till slip 29 Feb -- Ann Brown -- Strawberries 1kg 3.90, Apples 2kg 3.40 -- TOTAL 7.30",
    sale(29, "Ann Brown", ("strawberry", 1), ("apple", 2)))
rec(29, "Refund slip R-031: Tom Lee returned his whole order of 23 Feb (cherries 5kg)", ret(29, "Tom Lee", 23))
rec(29, "Credit note CN-12 / Sue Davis / bananas from 26/2 (2.5kg) brought back, full refund",
    ret(29, "Sue Davis", 26))
rec(29, "Shelf label update 29/02: Mango now 2.60/kg, Cherries now 3.40/kg",
    price(29, "mango", 2.6), price(29, "cherry", 3.4))
rec(29, "STOCK COUNT SHEET 29/02 - Apples counted: 29.0 kg", count(29, "apple", -0.5))
rec(29, "Stock sheet 29 Feb\nBananas   30.0\nOranges   24.5\nPears     20.0",
    count(29, "banana", -0.5), count(29, "orange", -0.5), count(29, "pear", -1))
rec(29, "Waste log 29/02\nstrawberries   1.2kg   mouldy\ngrapes         0.4kg   rotten\nmango          1kg     damaged",
    adj(29, "strawberry", -1.2, "mouldy"), adj(29, "grape", -0.4, "rotten"), adj(29, "mango", -1, "damaged"))
rec(29, "Invoice 3310 Riverbend Orchards (tel 01632 960118, accounts@riverbend.example)\n"
        "Cherries 12kg @ 2.10 = 25.20",
    buy(29, "Riverbend Orchards", ("cherry", 12, 2.1, None), phone="01632 960118",
        email="accounts@riverbend.example"))
rec(29, "GVF inv 2304 dated 26 Feb: mangoes 20 kg at 1.45, retail 2.40",
    buy(26, "Green Valley Farms", ("mango", 20, 1.45, 2.4)))
rec(29, "Receipt 0388   Luis Garcia   grapes         2 lb\nReceipt 0389   Ida Novak     strawberries   750 g",
    sale(29, "Luis Garcia", ("grape", 0.907)), sale(29, "Ida Novak", ("strawberry", 0.75)))
rec(29, "Receipts from the 27th:\n#0401 Raj Patel apples 1kg\n#0402 Zoe Davis oranges 3kg\n#0403 Ida Novak pears 2kg",
    sale(27, "Raj Patel", ("apple", 1)), sale(27, "Zoe Davis", ("orange", 3)), sale(27, "Ida Novak", ("pear", 2)))
rec(29, "Invoice 88-104 Hillside Produce 28/2\nBananas qty 20 unit 0.58\nStrawberries qty 15 unit 2.40 sell 3.90",
    buy(28, "Hillside Produce", ("banana", 20, 0.58, None), ("strawberry", 15, 2.4, 3.9)))
rec(29, "Receipt 0422 - NEW ACCOUNT Gregor Lindqvist, gregor.l@example.net - Grapes 2kg 5.60",
    sale(29, "Gregor Lindqvist", ("grape", 2), email="gregor.l@example.net"))
rec(29, "Refund R-029 dated 28/2 - Ida Novak - whole purchase of 28/2 (pears 2.5kg)", ret(28, "Ida Novak", 28))
rec(29, "ABC delivery note DN-5521: cherries 15kg, invoice total 31.50", buy(29, "ABC", ("cherry", 15, 2.1, None)))
rec(29, "Receipt 0425 | Bob Smith | item: orange | qty: 1.5 kg | price 1.54 | amount 2.31",
    sale(29, "Bob Smith", ("orange", 1.5)))
rec(29, "Rcpt 0426 Mrs Chen grapes 1kg 2.80 / pears 1kg 1.44 / total 4.24",
    sale(29, "Mei Chen", ("grape", 1), ("pear", 1)))
rec(29, "Slips 28/2:\n0409 Omar Haddad bananas 1.5kg\n0410 Raj Patel strawberries 2kg",
    sale(28, "Omar Haddad", ("banana", 1.5)), sale(28, "Raj Patel", ("strawberry", 2)))
rec(29, "Purchase inv 2024-118, Green Valley Farms, 27.02.2024: strawberries 20kg @ 2.45/kg, shelf price 3.90",
    buy(27, "Green Valley Farms", ("strawberry", 20, 2.45, 3.9)))
rec(29, "Receipt 0430 Luis Garcia bananas 1kg 1.20 apples 1kg 1.70 total 2.90",
    sale(29, "Luis Garcia", ("banana", 1), ("apple", 1)))
rec(29, "Waste book 27/2: 2kg pears damaged in delivery", adj(27, "pear", -2, "damaged"))
rec(29, "Price list change eff. 28 Feb -- Grapes 2.95", price(28, "grape", 2.95))
rec(29, "Receipt 0433 Zoe Davis oranges 1kg + bananas 1kg, paid 2.74",
    sale(29, "Zoe Davis", ("orange", 1), ("banana", 1)))
rec(29, "Invoice from Kowalski Fruit Co, phone 555-0177: apples 18kg, total 19.80",
    buy(29, "Kowalski Fruit Co", ("apple", 18, 1.1, None), phone="555-0177"))
rec(29, "Till 29/2: 0436 Raj Patel mango 1kg 2.40 | refund R-033 Raj Patel (bananas of 26/2, 2.5kg)",
    sale(29, "Raj Patel", ("mango", 1)), ret(29, "Raj Patel", 26))
rec(29, "Stock take 28/2: cherries 59.0", count(28, "cherry", -0.5))
rec(29, "Receipt 0441 Tom Lee grapes 1.5kg\nReceipt 0442 Ken Smith pears 3 lb\nReceipt 0443 Mei Chen apples 1kg",
    sale(29, "Tom Lee", ("grape", 1.5)), sale(29, "Ken Smith", ("pear", 1.361)), sale(29, "Mei Chen", ("apple", 1)))
rec(29, "Refund R-034 Bob Smith, order of 26 Feb (mango 1kg)\nReceipt 0444 Bob Smith strawberries 2kg 7.80",
    ret(29, "Bob Smith", 26), sale(29, "Bob Smith", ("strawberry", 2)))
rec(29, "Invoice GV-2310 Green Valley Farms 29/02\nGrapes 20kg 1.80\nApples 15kg 1.10\n---\n"
        "Receipt 0446 Omar Haddad grapes 3kg",
    buy(29, "Green Valley Farms", ("grape", 20, 1.8, None), ("apple", 15, 1.1, None)),
    sale(29, "Omar Haddad", ("grape", 3)))
rec(29, "FYI invoice GV-2291 paid by bank transfer, ref 88213", NOTE)
rec(29, "Reminder: chase ABC for a credit note on the bruised apples (inv 10442)", NOTE)
rec(22, "Receipt 0362 - Eva Berg - apples 2kg 3.40", sale(22, "Eva Berg", ("apple", 2)))
rec(22, "Invoice HP-4410 Hillside Produce 21/02\nPears 20kg  unit 0.95  total 19.00",
    buy(21, "Hillside Produce", ("pear", 20, 0.95, None)))
rec(22, "Refund slip R-020 Omar Haddad - full order of 21/2 (pears 4kg)\nReceipt 0363 Tom Lee pears 4kg",
    ret(22, "Omar Haddad", 21), sale(22, "Tom Lee", ("pear", 4)))
rec(22, "Waste 22/02\nbananas 1.5kg spoiled\npears 0.5kg damaged",
    adj(22, "banana", -1.5, "spoiled"), adj(22, "pear", -0.5, "damaged"))
rec(27, "Receipt 0398 27/02 Ann Brown cherries 2kg 6.40", sale(27, "Ann Brown", ("cherry", 2)))
rec(27, "GVF invoice 2297 (27 Feb)\nOranges 25kg 0.93\nMangoes 10kg 1.50 sell 2.40",
    buy(27, "Green Valley Farms", ("orange", 25, 0.93, None), ("mango", 10, 1.5, 2.4)))
rec(27, "Stock count 27/02\nstrawberries 36.5kg\ncherries 14.0kg",
    count(27, "strawberry", -0.5), count(27, "cherry", -0.5))
rec(27, "Receipt 0399   Mei Chen   bananas 1.5 kg\nReceipt 0400   Omar Haddad   mango 2 kg",
    sale(27, "Mei Chen", ("banana", 1.5)), sale(27, "Omar Haddad", ("mango", 2)))
no(29, "Receipt 0450 Mrs Smith apples 2kg 3.40", "ambiguous customer (Bob or Ken Smith)")
no(29, "Receipt 0451 Zoe Davis bananas 2kg TOTAL 2.00", "total disagrees with the shelf price")
no(29, "Invoice GV-2301 Green Valley Farms: mangoes 4 crates @ 18.00/crate", "crates without a weight")
no(29, "Receipt 0452 Raj Patel strawberries 3 punnets 11.70", "punnets without a weight")
no(29, "Receipt 0453 dated 02/03 Eva Berg oranges 2kg", "ambiguous date")
no(29, "ABC invoice 10460 dated 1 March: apples 20kg 1.10", "future date")
no(29, "Receipt 0455 Eva Berg cherries 2kg less 10% discount = 5.76", "discount")
no(29, "Refund slip: Raj Patel returned the mango from 25 Feb", "two sales that day")
no(29, "Refund R-035 Bob Smith - 1kg of the strawberries from 28/2 only", "partial return")
no(29, "Receipt 0456 Ann Brown mangoes 25kg", "not enough mango in stock")
no(29, "Invoice from Pete (market) apples 10kg 1.00/kg", "new supplier without a full name")
no(29, "Supplier invoice dated 30/02/2024, Hillside Produce, pears 10kg 0.90", "no such date")
no(29, "Receipt 0457 customer Nora, grapes 1kg", "unknown customer")
no(29, "Can you print a copy of receipt 0417 for Mei?", "app request")
no(29, "Receipt 0458 Luis Garcia - total 14.20 - items smudged, can't read", "quantity unknown")
no(29, "Receipts 29/2: #0459 Tom Lee apples 2kg; #0460 Mr Davis pears 1kg", "ambiguous customer in one part")
no(29, "Refund slip R-036 Tom Lee, order of 11 Feb (oranges 5kg)", "sale already returned")
no(29, "Refund slip R-037 Eva Berg, her purchase of 28/2", "no sale that day")
no(29, "Receipt 0461 Ken Smith apples 2kg 3.40\nReceipt 0462 Sue Davis cherries 1 punnet", "punnet without a weight")
no(22, "Receipt 0364 Ida Novak pears 2kg @ 1.44 = 2.88", "price disagrees with the shelf price on that day")

# ---------------------------------------------------------------- saturday_teen
STYLE = "saturday_teen"
rec(24, "sold mei like 2 kilos of bananas lol", sale(24, "Mei Chen", ("banana", 2)))
rec(24, "omar got 1.5kg grapes 🍇 and raj patel 500g strawbs 🍓",
    sale(24, "Omar Haddad", ("grape", 1.5)), sale(24, "Raj Patel", ("strawberry", 0.5)))
rec(24, "ngl the strawberries r kinda mouldy, binned 1kg 🤢 also a kilo of the pears were rotten",
    adj(24, "strawberry", -1, "mouldy"), adj(24, "pear", -1, "rotten"))
rec(24, "ann brought back her mangoes from yesterday lol said they were too soft", ret(24, "Ann Brown", 23))
rec(24, "cherries r going fast lol, tom lee had half a kilo and eva berg ¾ kg 🍒",
    sale(24, "Tom Lee", ("cherry", 0.5)), sale(24, "Eva Berg", ("cherry", 0.75)))
rec(24, "eva got 3 lbs of oranges", sale(24, "Eva Berg", ("orange", 1.361)))
rec(24, "zoe davis 2kg apples and a kilo of pears", sale(24, "Zoe Davis", ("apple", 2), ("pear", 1)))
rec(24, "new customer!! hannah moss, her number is 07811 402339, she got 2kg bananas",
    sale(24, "Hannah Moss", ("banana", 2), phone="07811 402339"))
rec(24, "ok so ida got 1kg apples and then luis got 2 kg oranges",
    sale(24, "Ida Novak", ("apple", 1)), sale(24, "Luis Garcia", ("orange", 2)))
rec(24, "dad says bananas r 1.30 now", price(24, "banana", 1.3))
rec(24, "counted the mangoes bc bored, 28.5 kg exactly", count(24, "mango", -1.5))
rec(24, "ken smith 3kg pears, 4.32 total", sale(24, "Ken Smith", ("pear", 3)))
rec(24, "mr haddad got 2 kilos of mangoes n 1 kilo cherries", sale(24, "Omar Haddad", ("mango", 2), ("cherry", 1)))
rec(24, "tom came back with the grapes n bananas from thursday, wants a refund", ret(24, "Tom Lee", 22))
rec(24, "dropped a crate of pears lol, like 1.5kg damaged now 💀", adj(24, "pear", -1.5, "damaged"))
rec(24, "sue davis 1kg grapes, bob smith 2kg apples, both paid cash",
    sale(24, "Sue Davis", ("grape", 1)), sale(24, "Bob Smith", ("apple", 2)))
rec(24, "ida novak 250 grams of grapes lol tiny", sale(24, "Ida Novak", ("grape", 0.25)))
rec(24, "hillside guy dropped off 20kg pears, dad said 0.95 a kilo. then mrs chen bought 2kg of them",
    buy(24, "Hillside Produce", ("pear", 20, 0.95, None)), sale(24, "Mei Chen", ("pear", 2)))
rec(24, "FYI the card machine is being weird again 😭", NOTE)
rec(24, "someone literally stole 1kg of strawberries off the front table 😤", adj(24, "strawberry", -1, "stolen"))
rec(24, "luis garcia got 2kg bananas and 1 kg apples ngl he buys so much",
    sale(24, "Luis Garcia", ("banana", 2), ("apple", 1)))
rec(17, "ann brown got 1kg mangoes 🥭 n raj got 2kg grapes n 1kg cherries",
    sale(17, "Ann Brown", ("mango", 1)), sale(17, "Raj Patel", ("grape", 2), ("cherry", 1)))
rec(17, "luis returned everything he got yesterday smh, then bought 2kg bananas anyway??",
    ret(17, "Luis Garcia", 16), sale(17, "Luis Garcia", ("banana", 2)))
rec(17, "strawberries: 47kg when i counted them", count(17, "strawberry", -2))
rec(29, "sold bob 1kg strawberries then eva got 1kg pears lol she always gets pears",
    sale(29, "Bob Smith", ("strawberry", 1)), sale(29, "Eva Berg", ("pear", 1)))
rec(29, "mei chen got like 1.5kg grapes and 2kg oranges", sale(29, "Mei Chen", ("grape", 1.5), ("orange", 2)))
rec(29, "omar returned his strawberries from yesterday ngl they looked fine to me", ret(29, "Omar Haddad", 28))
rec(29, "raj got 2 kilos of cherries yesterday, forgot to put it in oops", sale(28, "Raj Patel", ("cherry", 2)))
rec(29, "apples r now 1.80 (dad said) and mrs chen got 2kg of them already",
    price(29, "apple", 1.8), sale(29, "Mei Chen", ("apple", 2)))
rec(29, "binned 2kg bananas they were literally rotten 🤮", adj(29, "banana", -2, "rotten"))
rec(29, "sold ann brown half a kilo of apples and half a kilo of strawbs",
    sale(29, "Ann Brown", ("apple", 0.5), ("strawberry", 0.5)))
rec(29, "mrs novak 2kg mangoes, luis 3lbs bananas", sale(29, "Ida Novak", ("mango", 2)),
    sale(29, "Luis Garcia", ("banana", 1.361)))
rec(29, "new customer, dan whitley, dan.whitley@example.org, 1kg cherries",
    sale(29, "Dan Whitley", ("cherry", 1), email="dan.whitley@example.org"))
rec(29, "sue 1kg oranges n ken 2kg apples n tom 1kg grapes lol busy",
    sale(29, "Sue Davis", ("orange", 1)), sale(29, "Ken Smith", ("apple", 2)), sale(29, "Tom Lee", ("grape", 1)))
rec(29, "zoe came back w her mango from this morning, didnt like it, so ken took the 2.5kg lol",
    ret(29, "Zoe Davis", 29), sale(29, "Ken Smith", ("mango", 2.5)))
rec(29, "counted grapes 23kg n oranges 24kg", count(29, "grape", -1), count(29, "orange", -1))
rec(29, "gave out 0.5kg grapes as samples 🍇", adj(29, "grape", -0.5, "samples"))
rec(29, "green valley dropped off 20kg mangoes at 1.50 a kilo, then omar bought 3kg of them",
    buy(29, "Green Valley Farms", ("mango", 20, 1.5, None)), sale(29, "Omar Haddad", ("mango", 3)))
rec(24, "first thing this morning green valley brought 30kg bananas @ 0.60, dad put them at 1.20",
    buy(24, "Green Valley Farms", ("banana", 30, 0.6, 1.2)))
rec(29, "2 refunds lol: ida's pears from yesterday n bob's mango from monday",
    ret(29, "Ida Novak", 28), ret(29, "Bob Smith", 26))
rec(29, "REMINDER dad needs to call abc about the apples", NOTE)
rec(29, "tom lee got 2kg oranges, thats 3.08", sale(29, "Tom Lee", ("orange", 2)))
rec(29, "ida 1kg bananas. thats it lol slow day", sale(29, "Ida Novak", ("banana", 1)))
no(24, "zoe came back w yesterday's stuff", "no sale that day")
no(24, "mei wants to return her stuff from this morning", "two sales that day")
no(24, "someone stole like 2 apples lmaooo", "pieces without a weight")
no(24, "gave sue davis 1kg cherries for free bc shes nice", "free goods")
no(24, "what time do we close today", "question")
no(24, "mrs smith bought grapes", "ambiguous customer and no quantity")
no(24, "sold 40kg of cherries to raj 💀", "not enough cherry in stock")
no(24, "tom returned like half his cherries from yesterday", "partial return")
no(17, "zoe 2kg oranges @ 1.54", "price disagrees with the shelf price on that day")
no(17, "ida wants the same as last week lol", "quantity unknown")
no(29, "can u make the app dark mode pls 🙏", "app request")
no(29, "lol nvm", "chit-chat")
no(29, "omar wants 2kg mangoes tmrw, put it in", "future date")
no(29, "ken got a bag of apples", "quantity unknown")
no(29, "some guy called jake got 2kg bananas", "unknown customer")
no(29, "eva got 2kg pears but i gave her like 20% off", "discount")
no(29, "bob bought 3 punnets of strawbs", "punnets without a weight")
no(29, "sold mrs davis 2kg bananas", "ambiguous customer (Zoe or Sue Davis)")
no(29, "raj got 2kg oranges, charged him 2.80 lol oops", "total disagrees with the shelf price")
no(29, "next saturday we're doing fruit boxes, 5kg each", "future")
no(29, "ngl im so bored", "chit-chat")
no(29, "omar got 2kg grapes. wait no idk maybe it was ken", "unclear correction")

# ---------------------------------------------------------------- owner_correcting
STYLE = "owner_correcting"
rec(29, "Sold Ken Smith 3kg of apples - actually no, 4kg.", sale(29, "Ken Smith", ("apple", 4)))
rec(29, "Tom Lee took 2 kg of grapes, sorry I meant pears. And Ann Brown had 1kg cherries.",
    sale(29, "Tom Lee", ("pear", 2)), sale(29, "Ann Brown", ("cherry", 1)))
rec(29, "Ann Brown bought 1.5 kg strawberries. Scratch that, it was Eva Berg.",
    sale(29, "Eva Berg", ("strawberry", 1.5)))
rec(29, "Bought 20kg bananas from ABC at 0.60, not 20 but 25. Sold Mei Chen 3kg of them straight away.",
    buy(29, "ABC", ("banana", 25, 0.6, None)), sale(29, "Mei Chen", ("banana", 3)))
rec(29, "Raj Patel 2kg mangoes on the 26th, no sorry the 27th", sale(27, "Raj Patel", ("mango", 2)))
rec(29, "Omar Haddad 2kg oranges at 1.4 - sorry, 1.54, forgot the new price", sale(29, "Omar Haddad", ("orange", 2)))
rec(29, "Pears go to 1.50 from today, bananas to 1.25. Actually make the pears 1.49.",
    price(29, "pear", 1.49), price(29, "banana", 1.25))
rec(29, "Wrote off 2kg pears as rotten, sorry I meant 1.5kg. Also 0.5kg cherries, mouldy.",
    adj(29, "pear", -1.5, "rotten"), adj(29, "cherry", -0.5, "mouldy"))
rec(29, "Counted the oranges: 23 kg. Hang on, recounted, it's 24.", count(29, "orange", -1))
rec(29, "Green Valley Farms delivered 30kg oranges at 0.95, sell at 1.54 - no, sell at 1.60.",
    buy(29, "Green Valley Farms", ("orange", 30, 0.95, 1.6)))
rec(29, "Sold Ida Novak 1kg grapes and Luis Garcia 2kg apples - actually Luis had 2.5.",
    sale(29, "Ida Novak", ("grape", 1)), sale(29, "Luis Garcia", ("apple", 2.5)))
rec(29, "Ann Brown returned her order from the 22nd. Sorry, the 23rd.", ret(29, "Ann Brown", 23))
rec(29, "Mr Haddad bought 3 kg of mango. Not 3 but 4.", sale(29, "Omar Haddad", ("mango", 4)))
rec(29, "Bought 15kg strawberries from Hillside Produce, total 36.00 - sorry, total 37.50.",
    buy(29, "Hillside Produce", ("strawberry", 15, 2.5, None)))
rec(29, "Sue Davis, 1kg cherries. Sorry, it was 1.5kg, and she also had 1kg grapes.",
    sale(29, "Sue Davis", ("cherry", 1.5), ("grape", 1)))
rec(29, "Eva Berg 2 lb of grapes - I meant 2 kg. Ida Novak returned her pears from the 28th, the whole lot.",
    sale(29, "Eva Berg", ("grape", 2)), ret(29, "Ida Novak", 28))
rec(29, "Sold Mei Chen 500g of cherries, scratch that, 750g.", sale(29, "Mei Chen", ("cherry", 0.75)))
rec(29, "Bob Smith bought 2kg oranges on the 28th - actually no, it was this morning.",
    sale(29, "Bob Smith", ("orange", 2)))
rec(29, "Raj Patel 1kg apples, Zoe Davis 2kg bananas. Sorry, Zoe's were pears, not bananas.",
    sale(29, "Raj Patel", ("apple", 1)), sale(29, "Zoe Davis", ("pear", 2)))
rec(29, "Write off 1kg mango, damaged. Actually it was 1.5kg and it's mouldy rather than damaged.",
    adj(29, "mango", -1.5, "mouldy"))
rec(29, "Hillside Produce, 20kg pears at 0.95 - scratch that, 0.92 a kilo, and put them on the shelf at 1.44.",
    buy(29, "Hillside Produce", ("pear", 20, 0.92, 1.44)))
rec(29, "Omar Haddad returned the strawberries he bought on the 27th - no, the ones from Wednesday.",
    ret(29, "Omar Haddad", 28))
rec(29, "Ken Smith, 2kg strawberries. Actually make it 2.5.", sale(29, "Ken Smith", ("strawberry", 2.5)))
rec(29, "Luis Garcia bought 1 kg cherries - sorry, I meant 1 kg of grapes AND 1 kg of cherries.",
    sale(29, "Luis Garcia", ("grape", 1), ("cherry", 1)))
rec(29, "Grapes up to 2.95 as of the 27th, apples to 1.75. Not the 27th, the 28th, for both. "
        "And apples 1.79, not 1.75.", price(28, "grape", 2.95), price(28, "apple", 1.79))
rec(29, "Bought 10kg cherries from ABC at 2.10 and sold Tom Lee 3kg of them. Sorry, Tom had 2kg.",
    buy(29, "ABC", ("cherry", 10, 2.1, None)), sale(29, "Tom Lee", ("cherry", 2)))
rec(29, "Strawberry count says 27kg, sorry, 27.5kg.", count(29, "strawberry", -2.5))
rec(29, "Eva Berg 1kg apples and 1kg pears - actually not pears, oranges.",
    sale(29, "Eva Berg", ("apple", 1), ("orange", 1)))
rec(29, "New customer Fatima Okafor, 555-0143, 2kg mangoes - sorry, 2kg bananas, not mangoes.",
    sale(29, "Fatima Okafor", ("banana", 2), phone="555-0143"))
rec(29, "Sold Mei Chen 2kg apples and Bob Smith 1kg pears. Scratch Bob's, it was Ken Smith.",
    sale(29, "Mei Chen", ("apple", 2)), sale(29, "Ken Smith", ("pear", 1)))
rec(29, "Sold Raj Patel 3kg bananas - sorry, 3.5kg, 4.20 total.", sale(29, "Raj Patel", ("banana", 3.5)))
rec(29, "Tom Lee's return: the oranges from the 11th - no sorry, the cherries from the 23rd.",
    ret(29, "Tom Lee", 23))
rec(29, "Two write-offs: 1kg strawberries spoiled, 0.5kg grapes damaged. Correction: the strawberries were 1.5kg.",
    adj(29, "strawberry", -1.5, "spoiled"), adj(29, "grape", -0.5, "damaged"))
rec(29, "Sold Zoe Davis 2 kg mangoes on the 27th. Sorry, that was Sue Davis.", sale(27, "Sue Davis", ("mango", 2)))
rec(29, "Sold Omar 2kg mangoes, then counted what's left: 16kg. Sorry, 16.5kg.",
    sale(29, "Omar Haddad", ("mango", 2)), count(29, "mango", -0.5))
rec(29, "Bob Smith and Ken Smith came in together: Bob 1kg mangoes, Ken 1kg grapes. Sorry, Bob's was 1.5kg.",
    sale(29, "Bob Smith", ("mango", 1.5)), sale(29, "Ken Smith", ("grape", 1)))
rec(29, "Omar Haddad bought 2kg cherries the day before yesterday - no, 3 days ago.",
    sale(26, "Omar Haddad", ("cherry", 2)))
rec(29, "To do: fix the pear shelf label, it still says 1.60. Actually it says 1.6, whatever, fix it.", NOTE)
rec(29, "Don't forget the Green Valley invoice is due on the 5th (not the 4th like I said).", NOTE)
rec(26, "Sold Omar Haddad 2kg apples yesterday, actually 2.5kg.", sale(25, "Omar Haddad", ("apple", 2.5)))
rec(26, "Bob Smith returned what he bought this morning - sorry, not Bob, it was Sue Davis.",
    ret(26, "Sue Davis", 26))
rec(26, "Hillside Produce delivered 15kg mangoes at 1.50 this morning, not 10kg as I said earlier.",
    buy(26, "Hillside Produce", ("mango", 15, 1.5, None)))
rec(26, "Stock count cherries 16kg - no, 15.5kg. Mangoes 23kg.", count(26, "cherry", -1), count(26, "mango", -1))
rec(26, "Raj Patel bought 2kg grapes, scratch that, 2kg of pears. Omar Haddad had 1kg grapes though.",
    sale(26, "Raj Patel", ("pear", 2)), sale(26, "Omar Haddad", ("grape", 1)))
rec(26, "Sold Ann Brown 1kg oranges and 1kg bananas. Sorry, 2kg bananas. Then Ken Smith 1kg apples.",
    sale(26, "Ann Brown", ("orange", 1), ("banana", 2)), sale(26, "Ken Smith", ("apple", 1)))
no(29, "Sold Mei 2kg or maybe 3kg of cherries, can't remember.", "unclear quantity")
no(29, "Sue Davis, 2kg bananas... no wait, was it Zoe? One of the Davis girls anyway.", "unclear correction")
no(29, "Sold Bob Smith 2kg bananas. Scratch that whole thing, he didn't take them in the end.", "cancellation")
no(29, "Delete the sale to Ken from this morning.", "app request")
no(29, "Sold Tom Lee 3kg apples - actually let me check the receipt first.", "unclear correction")
no(29, "Eva Berg 1kg cherries at 3.20 - no, I let her have it for 3.00.", "price disagrees with the shelf price")
no(29, "Bought 3 crates of oranges from Green Valley Farms, not 2 as I said.", "crates without a weight")
no(29, "Mrs Smith had 1kg grapes - sorry, Mr Smith.", "ambiguous customer (Bob or Ken Smith)")
no(29, "Sold Omar 30kg mangoes - sorry, 25kg.", "not enough mango in stock")
no(29, "Ann Brown returned the mangoes from the 22nd - actually maybe all of it, I'll ask her.",
   "unclear correction")
no(29, "Cherries up to 3.50 from March - no, from next week.", "future date")
no(29, "Ken Smith bought 2kg pears on the 31st - sorry, the 30th.", "no such date")
no(29, "Raj Patel returned everything from Sunday.", "two sales that day")
no(29, "How much did Omar spend this month? Actually never mind.", "question")
no(29, "Luis Garcia returned his oranges from the 23rd but kept the grapes.", "partial return")
no(29, "Bought 10kg apples from Orchard Dave at 1.00 - sorry, it was his brother.",
   "new supplier without a full name")
no(29, "Sold Ida Novak 2kg strawberries half price, they were going soft. Sorry, not half, 1.50 a kilo.",
   "price disagrees with the shelf price")
no(29, "Scratch everything I typed today.", "cancellation")
no(29, "Sold Ken Smith 2kg pears and Mrs Davis 1kg apples - sorry, Ken had 2.5kg.", "ambiguous customer in one part")
no(26, "Mei Chen's return from Saturday - both lots she bought, I mean.", "two sales that day")

# ---------------------------------------------------------------- write
with (HERE / "records.jsonl").open("w", encoding="utf-8") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines to {HERE / 'records.jsonl'}")
