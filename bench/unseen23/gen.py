"""Write bench/unseen23/records.jsonl: held-out staff inputs for the "records from text" reader.

Every case below is typed by hand (one text per line, no templating).  Run from this folder:
    python3 gen.py && python3 validate_records.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent


def D(day):
    return f"2024-02-{day:02d}"


T = D(29)  # Thursday, the usual "today"


def C(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(day, cust, *items):
    return {"kind": "sale", "date": D(day), "customer": cust,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(day, supplier, *items):
    """items: (product, quantity, unit_cost, selling_price or None)"""
    return {"kind": "purchase", "date": D(day), "supplier": supplier,
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(day, cust, sale_day):
    return {"kind": "return", "date": D(day), "customer": cust, "sale_date": D(sale_day)}


def price(day, product, x):
    return {"kind": "price_change", "date": D(day), "product": product, "selling_price": x}


def adj(day, product, q, reason):
    return {"kind": "stock_adjustment", "date": D(day), "product": product, "quantity": q, "reason": reason}


def note(day):
    return {"kind": "note", "date": D(day), "text": None, "facts": []}  # text filled in below


ABC = C("ABC")
GVF = C("Green Valley Farms")
HP = C("Hillside Produce")

BOB, TOM, MEI, EVA = C("Bob Smith"), C("Tom Lee"), C("Mei Chen"), C("Eva Berg")
ZOE, RAJ, KEN, LUIS = C("Zoe Davis"), C("Raj Patel"), C("Ken Smith"), C("Luis Garcia")
OMAR, ANN, IDA, SUE = C("Omar Haddad"), C("Ann Brown"), C("Ida Novak"), C("Sue Davis")

LINES = []


def R(style, today, text, *records):
    recs = []
    for r in records:
        r = json.loads(json.dumps(r))
        if r["kind"] == "note":
            r["text"] = text
        recs.append(r)
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def X(style, today, text, why):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- phone-thumbs
P = "phone-thumbs"
R(P, T, "tom 2kg apples", sale(29, TOM, ("apple", 2)))
R(P, T, "mei chen 1.5 kg bananna thx", sale(29, MEI, ("banana", 1.5)))
R(P, T, "sold luis 3k oranges n 1k pears", sale(29, LUIS, ("orange", 3), ("pear", 1)))
R(P, T, "omar half a kilo strawbery", sale(29, OMAR, ("strawberry", 0.5)))
R(P, T, "raj 2 kilos mangos", sale(29, RAJ, ("mango", 2)))
R(P, T, "ann brown 750g grapes", sale(29, ANN, ("grape", 0.75)))
R(P, T, "ida 1kg cherrys pls log it", sale(29, IDA, ("cherry", 1)))
R(P, T, "zoe davis 2k bananas @1.20", sale(29, ZOE, ("banana", 2)))
R(P, T, "eva 500g strawberrys", sale(29, EVA, ("strawberry", 0.5)))
R(P, T, "ken smith 3kg pears yest", sale(28, KEN, ("pear", 3)))
R(P, T, "bob smith 1kg mango 2.40", sale(29, BOB, ("mango", 1)))
R(P, T, "sue davis 2kg oranges paid 3.08", sale(29, SUE, ("orange", 2)))
R(P, T, "new cust priya sharma 1kg apples 555-0142", sale(29, C("Priya Sharma", "555-0142"), ("apple", 1)))
R(P, T, "apples now 1.80", price(29, "apple", 1.8))
R(P, T, "bananna price 1.30 from now", price(29, "banana", 1.3))
R(P, T, "mango 2.60/kg from today", price(29, "mango", 2.6))
R(P, T, "binned 1kg strawbery mouldy", adj(29, "strawberry", -1, "mouldy"))
R(P, T, "2k bananas rotten chucked em", adj(29, "banana", -2, "rotten"))
R(P, T, "someone nicked a kilo of mangos off the front", adj(29, "mango", -1, "stolen"))
R(P, T, "counted apples 28kg", adj(29, "apple", -1.5, "stock count"))
R(P, T, "gave out 300g grapes as samples", adj(29, "grape", -0.3, "samples"))
R(P, T, "tom lee returned his cherries from the 23rd", ret(29, TOM, 23))
R(P, T, "zoe brought back the mango she got this morning", ret(29, ZOE, 29))
R(P, T, "hillside dropped 10kg pears @0.95", buy(29, HP, ("pear", 10, 0.95, None)))
R(P, T, "abc 20k apples 1.10 each kilo", buy(29, ABC, ("apple", 20, 1.1, None)))
R(P, T, "note: card machine needs charging every nite", note(29))
R(P, T, "fyi back door lock is stiff, lift n push", note(29))
R(P, T, "raj 1kg cherrys and 1kg grapes, mei 2kg bananas",
  sale(29, RAJ, ("cherry", 1), ("grape", 1)), sale(29, MEI, ("banana", 2)))
R(P, T, "luis garcia 2 kg mango 2 days ago", sale(27, LUIS, ("mango", 2)))
R(P, T, "sold ida 1.5k pears monday", sale(26, IDA, ("pear", 1.5)))
R(P, T, "eva berg 1 kilo oranges 1kg apples", sale(29, EVA, ("orange", 1), ("apple", 1)))
R(P, T, "ann 2kg strawbery n half kilo cherry", sale(29, ANN, ("strawberry", 2), ("cherry", 0.5)))
R(P, T, "5lb bananas for ken", sale(29, KEN, ("banana", 2.268)))
R(P, T, "omer 1kg pears", sale(29, OMAR, ("pear", 1)))
R(P, T, "grapes 3.00 now", price(29, "grape", 3.0))
R(P, T, "1.5kg cherry went mouldy in the fridge", adj(29, "cherry", -1.5, "mouldy"))
R(P, T, "dropped 2kg pears on the floor all damaged", adj(29, "pear", -2, "damaged"))
R(P, T, "mei 1kg apple 1kg pear 500g grape", sale(29, MEI, ("apple", 1), ("pear", 1), ("grape", 0.5)))
R(P, T, "sold tom 2 kilos oranges @ 1.54", sale(29, TOM, ("orange", 2)))
R(P, T, "bob 1kg bananna 20/2", sale(20, BOB, ("banana", 1)))
R(P, T, "recount strawbery 31kg", adj(29, "strawberry", 1, "stock count"))
R(P, T, "new guy dan whitfield dan.w@example.com 2kg oranges",
  sale(29, C("Dan Whitfield", None, "dan.w@example.com"), ("orange", 2)))
R(P, T, "cherry 3.50 from now on", price(29, "cherry", 3.5))
R(P, T, "sold zoe 1 kilo grapes 1 kilo cherry paid 6.00", sale(29, ZOE, ("grape", 1), ("cherry", 1)))
R(P, T, "raj 250g cherrys", sale(29, RAJ, ("cherry", 0.25)))
R(P, T, "ken 2 kg bananas 2.40", sale(29, KEN, ("banana", 2)))
R(P, T, "sue 3kg apples yest", sale(28, SUE, ("apple", 3)))
R(P, T, "ida novak 1.5kg mango 2 days ago", sale(27, IDA, ("mango", 1.5)))
R(P, T, "tom returned all his stuff from the 22nd", ret(29, TOM, 22))
R(P, T, "raj brought back the bananas from monday", ret(29, RAJ, 26))
R(P, T, "1 kilo oranges spoiled", adj(29, "orange", -1, "spoiled"))
R(P, T, "luis 1kg strawbery 1kg grapes 1kg pears", sale(29, LUIS, ("strawberry", 1), ("grape", 1), ("pear", 1)))

X(P, T, "how much mango left", "question")
X(P, T, "tom apples", "missing quantity")
X(P, T, "2kg pears sold", "missing customer")
X(P, T, "smith 2kg apples", "ambiguous customer (two Smiths)")
X(P, T, "sold ann 3 mangos", "pieces without weight")
X(P, T, "kiwi 2kg for mei", "unknown product")
X(P, T, "undo last one pls", "instruction to the app")
X(P, T, "delete toms sale", "instruction to the app")
X(P, T, "raj 2kg apples @1.50", "price differs from shelf price")
X(P, T, "abc 20kg bananas", "missing cost")
X(P, T, "busy af today lol", "chit-chat")
X(P, T, "zoe 2 punnets strawbery", "non-weight unit")
X(P, T, "mei 1kg cherry tmrw", "future date")
X(P, T, "i think eva took 2kg pears?? not sure", "writer unsure")
X(P, T, "some bananas went off", "vague amount")
X(P, T, "sold 40kg mangos to luis", "exceeds stock")
X(P, T, "31/2 ken 1kg pears", "impossible date")

# ---------------------------------------------------------------- market-helper
M = "market-helper"
SAT24, SUN25, SAT17, SAT10 = D(24), D(25), D(17), D(10)
R(M, SAT24, "tom 2k apples, mei 1k grapes", sale(24, TOM, ("apple", 2)), sale(24, MEI, ("grape", 1)))
R(M, SAT24, "luis 3 kilo mango", sale(24, LUIS, ("mango", 3)))
R(M, SAT24, "zoe strawbs 2kg", sale(24, ZOE, ("strawberry", 2)))
R(M, SAT24, "ken 1kg cherries 3.20 paid", sale(24, KEN, ("cherry", 1)))
R(M, SAT24, "bob 2k pears, ann 1k pears, sue 1k oranges",
  sale(24, BOB, ("pear", 2)), sale(24, ANN, ("pear", 1)), sale(24, SUE, ("orange", 1)))
R(M, SAT24, "eva 1kg bananas 1.20", sale(24, EVA, ("banana", 1)))
R(M, SAT24, "raj half kilo cherries", sale(24, RAJ, ("cherry", 0.5)))
R(M, SAT24, "ida 2kg apples 3.40 total", sale(24, IDA, ("apple", 2)))
R(M, SAT24, "omar 1k mango 1k apple", sale(24, OMAR, ("mango", 1), ("apple", 1)))
R(M, SAT24, "new lady sarah okafor 2kg oranges", sale(24, C("Sarah Okafor"), ("orange", 2)))
R(M, SAT24, "mei 500g strawbs", sale(24, MEI, ("strawberry", 0.5)))
R(M, SAT24, "tom n raj 1kg grapes each", sale(24, TOM, ("grape", 1)), sale(24, RAJ, ("grape", 1)))
R(M, SAT24, "boss says mangos 2.50 now", price(24, "mango", 2.5))
R(M, SAT24, "dropped a kilo of cherries, damaged", adj(24, "cherry", -1, "damaged"))
R(M, SAT24, "kids nicked half a kilo grapes lol", adj(24, "grape", -0.5, "stolen"))
R(M, SAT24, "samples 200g strawbs", adj(24, "strawberry", -0.2, "samples"))
R(M, SAT24, "ida 1kg bananas yesterday forgot", sale(23, IDA, ("banana", 1)))
R(M, SAT24, "sue 1kg apples, eva 1kg apples, bob 1kg apples",
  sale(24, SUE, ("apple", 1)), sale(24, EVA, ("apple", 1)), sale(24, BOB, ("apple", 1)))
R(M, SAT24, "omar 1 kilo cherries 1 kilo grapes", sale(24, OMAR, ("cherry", 1), ("grape", 1)))
R(M, SAT24, "ann brought back yesterdays mango", ret(24, ANN, 23))

R(M, SUN25, "sue 1kg bananas", sale(25, SUE, ("banana", 1)))
R(M, SUN25, "luis 2kg pears zoe 1kg apples", sale(25, LUIS, ("pear", 2)), sale(25, ZOE, ("apple", 1)))
R(M, SUN25, "ida 2 kilo oranges 3.08", sale(25, IDA, ("orange", 2)))
R(M, SUN25, "ann 1kg mango n 1kg cherry", sale(25, ANN, ("mango", 1), ("cherry", 1)))
R(M, SUN25, "eva brought back the pears and strawbs from last sunday", ret(25, EVA, 18))
R(M, SUN25, "ken 2 kilo strawberries", sale(25, KEN, ("strawberry", 2)))
R(M, SUN25, "tom 1k bananas 1k apples 1k pears", sale(25, TOM, ("banana", 1), ("apple", 1), ("pear", 1)))
R(M, SUN25, "raj 2kg bananas 2.40", sale(25, RAJ, ("banana", 2)))
R(M, SUN25, "mei 3 kilo oranges", sale(25, MEI, ("orange", 3)))

R(M, SAT17, "bob 1kg bananas 1 quid", sale(17, BOB, ("banana", 1)))
R(M, SAT17, "mei 2kg mango, raj 1kg mango", sale(17, MEI, ("mango", 2)), sale(17, RAJ, ("mango", 1)))
R(M, SAT17, "zoe 1k oranges", sale(17, ZOE, ("orange", 1)))
R(M, SAT17, "omar 3kg apples for 5.10 bucks", sale(17, OMAR, ("apple", 3)))
R(M, SAT17, "luis 2 kilos pears", sale(17, LUIS, ("pear", 2)))

R(M, SAT10, "ann 1k grapes ida 1k cherries", sale(10, ANN, ("grape", 1)), sale(10, IDA, ("cherry", 1)))
R(M, SAT10, "ken 2kg apples", sale(10, KEN, ("apple", 2)))
R(M, SAT10, "sue 1kg strawbs", sale(10, SUE, ("strawberry", 1)))

X(M, SAT24, "davis 2kg apples", "ambiguous customer (two Davises)")
X(M, SAT24, "some guy 2kg mango", "missing customer")
X(M, SAT24, "jess 1kg pears", "new customer without full name")
X(M, SAT24, "tom a few apples", "vague amount")
X(M, SAT24, "2 bunches bananas for mei", "non-weight unit")
X(M, SAT24, "raj 2kg cherries 5 quid", "price differs from shelf price")
X(M, SAT24, "mangos 2 for 1 rest of day", "promotion")
X(M, SAT24, "how much r the cherries", "question")
X(M, SAT24, "lol its freezing out here", "chit-chat")
X(M, SAT24, "ken 1kg pineapple", "unknown product")
X(M, SAT24, "omar 25kg cherries", "exceeds stock")
X(M, SAT24, "ken brought back his stuff from thursday", "return: no sale that day")
X(M, SUN25, "half price strawbs after 3", "promotion")
X(M, SUN25, "eva 2kg bananas 2 bucks", "price differs from shelf price")
X(M, SUN25, "raj returned his stuff from the 27th", "return: sale in the future")
X(M, SAT17, "tom 2kg bananas for 2.40", "price differs from shelf price")

# ---------------------------------------------------------------- catch-up-manager
G = "catch-up-manager"
R(G, T, "On Monday (the 26th, it was raining all day) Luis Garcia bought 2 kg of apples.",
  sale(26, LUIS, ("apple", 2)))
R(G, T, "Friday: Mei Chen took 1.5 kilos of pears (she paid cash, exact money).", sale(23, MEI, ("pear", 1.5)))
R(G, T, "On the 20th Tom Lee bought 3kg of mangoes - he says they're for a party.", sale(20, TOM, ("mango", 3)))
R(G, T, "Tuesday: Ann Brown, 2kg cherries", sale(27, ANN, ("cherry", 2)))
R(G, T, "Feb 22: Green Valley delivered 25 kg of oranges at 0.85 a kilo (invoice GV-1042).",
  buy(22, GVF, ("orange", 25, 0.85, None)))
R(G, T, "From Wednesday cherries went up to 3.40 a kilo.", price(28, "cherry", 3.4))
R(G, T, "Sunday the 25th: 1.5 kg of strawberries had gone mouldy and were thrown out (the fridge door was left open again).",
  adj(25, "strawberry", -1.5, "mouldy"))
R(G, T, "Wednesday - Hillside Produce brought 30kg of bananas, $0.65/kg, we're selling them at $1.20.",
  buy(28, HP, ("banana", 30, 0.65, 1.2)))
R(G, T, "Monday: Omar Haddad returned everything he'd bought on the 21st (pears were bruised, he said).",
  ret(26, OMAR, 21))
R(G, T, "On the 23rd Raj Patel (new number 574-796-9999) bought 1 kg of grapes.",
  sale(23, C("Raj Patel", "574-796-9999"), ("grape", 1)))
R(G, T, "Thursday last week, Ida Novak: 2 kg bananas and 1 kg of apples.",
  sale(22, IDA, ("banana", 2), ("apple", 1)))
R(G, T, "Tuesday the 27th - stock count: mangoes came to 23 kg.", adj(27, "mango", -1, "stock count"))
R(G, T, "On 26/2 Sue Davis bought half a kilo of cherries and a kilo of oranges.",
  sale(26, SUE, ("cherry", 0.5), ("orange", 1)))
R(G, T, "Saturday 24th: Zoe Davis, 2kg grapes (paid $5.60).", sale(24, ZOE, ("grape", 2)))
R(G, T, "Friday the 23rd - ABC delivered 15 kg apples at 1.15 and 10 kg pears at 0.95 (pears to sell at 1.50).",
  buy(23, ABC, ("apple", 15, 1.15, None), ("pear", 10, 0.95, 1.5)))
R(G, T, "Note: from now on Green Valley deliveries come in the morning, before 9.", note(29))
R(G, T, "Wednesday the 28th, Eva Berg bought 2 kg strawberries and 1 kg mango.",
  sale(28, EVA, ("strawberry", 2), ("mango", 1)))
R(G, T, "On Sunday Ken Smith came in for 1.5kg pears and 2kg apples (he paid with a card).",
  sale(25, KEN, ("pear", 1.5), ("apple", 2)))
R(G, T, "The 21st: Bob Smith, 1 kg grapes; Tom Lee, 2 kg of pears.",
  sale(21, BOB, ("grape", 1)), sale(21, TOM, ("pear", 2)))
R(G, T, "2 days ago (Tuesday) the banana price changed to 1.25.", price(27, "banana", 1.25))
R(G, T, "Monday - Hillside invoice: 12 kg mangoes, total $21.60", buy(26, HP, ("mango", 12, 1.8, None)))
R(G, T, "Last Friday, 2 kg of bananas were stolen from the display (same lads as before, we reckon).",
  adj(23, "banana", -2, "stolen"))
R(G, T, "On the 19th Luis Garcia bought 4 lb of grapes.", sale(19, LUIS, ("grape", 1.814)))
R(G, T, "Feb 25 - Mei Chen brought back the cherries she bought on the 17th.", ret(25, MEI, 17))
R(G, T, "Tuesday: Ann Brown returned her order from the 22nd (bananas and mangoes, all of it).", ret(27, ANN, 22))
R(G, T, "Samples on Saturday: 0.5kg of cherries and 0.5kg of grapes for the tasting table.",
  adj(24, "cherry", -0.5, "samples"), adj(24, "grape", -0.5, "samples"))
R(G, T, "Remember: Tom Lee likes his apples set aside on Fridays (2 kg), keep some back for him.", note(29))
R(G, T, "The 24th (Saturday market): new customer Hannah Whitlock, hannah.w@example.com, 1 kg strawberries.",
  sale(24, C("Hannah Whitlock", None, "hannah.w@example.com"), ("strawberry", 1)))
R(G, T, "On Wednesday we recounted apples: 28.5 kg on the shelf and in the back (after Bob's purchase).",
  adj(28, "apple", -1, "stock count"))
R(G, T, "20/2 - Green Valley Farms, 10 kg mango @ 1.45, sell at 2.40", buy(20, GVF, ("mango", 10, 1.45, 2.4)))
R(G, T, "Friday 23rd: 1 kg of oranges damaged (crushed under the banana delivery).",
  adj(23, "orange", -1, "damaged"))
R(G, T, "Sunday: strawberries down to 3.70 (they're getting soft).", price(25, "strawberry", 3.7))
R(G, T, "Monday the 26th: Raj Patel returned the bananas he'd bought that morning.", ret(26, RAJ, 26))
R(G, T, "On the 26th Green Valley Farms delivered 18 kg of strawberries at 2.45/kg (selling at 3.90).",
  buy(26, GVF, ("strawberry", 18, 2.45, 3.9)))
R(G, T, "Sunday the 25th - Tom Lee returned the grapes and bananas he had bought on Thursday the 22nd.",
  ret(25, TOM, 22))
R(G, T, "Saturday: apples 1.75 a kilo from that day on.", price(24, "apple", 1.75))
R(G, T, "Feb 20: Sue Davis bought 1 kg of pears (first time she's had pears from us).", sale(20, SUE, ("pear", 1)))
R(G, T, "On the 22nd (busy lunchtime) Omar Haddad had 2 kg of oranges and Ida Novak had 1 kg of strawberries.",
  sale(22, OMAR, ("orange", 2)), sale(22, IDA, ("strawberry", 1)))

X(G, T, "Last week sometime Tom Lee bought 2kg pears.", "ambiguous date")
X(G, T, "On the 30th Mei Chen bought 1kg apples.", "impossible date")
X(G, T, "Monday or Tuesday, Luis Garcia bought 2kg mango (can't read my own writing).", "ambiguous date")
X(G, T, "On Tuesday (the 27th) Omar Haddad returned his purchase from that day.", "return: two sales that day")
X(G, T, "Bob Smith returned the grapes and cherries he bought on the 18th.", "return: already returned")
X(G, T, "Sue Davis brought back her order from the 21st.", "return: no sale that day")
X(G, T, "Ann Brown returned the bananas from the 22nd (she kept the mangoes).", "return: partial")
X(G, T, "On the 27th Mei Chen bought 15 kg of cherries for the restaurant.", "exceeds stock")
X(G, T, "Next Monday we'll get 30kg bananas from Hillside at 0.60.", "plan / future")
X(G, T, "Friday: Zoe Davis bought 2kg oranges at 1.40 a kilo (the old price).", "price differs from shelf price")
X(G, T, "Wednesday Green Valley brought 20 kg of pears (the invoice is lost, no idea of the cost).", "missing cost")
X(G, T, "On the 22nd ABC invoice: apples and grapes, 30 kg in total, $45.", "missing per-item quantity and cost")
X(G, T, "Weekend special on the 24th: 10% off all cherries.", "promotion")
X(G, T, "Can you change the sale from Monday to 3 kg instead of 2?", "instruction to the app")
X(G, T, "Thursday the 22nd, Davis bought 2kg apples (Zoe or Sue, not sure which).", "ambiguous customer")
X(G, T, "On the 22nd Raj Patel bought 10 kg of bananas (for his shop).", "exceeds stock")
X(G, T, "March 3rd: Ken Smith ordered 2 kg of mango.", "future date")

# ---------------------------------------------------------------- stock-keeper
S = "stock-keeper"
TUE20 = D(20)
R(S, T, "Delivery from ABC: apples 20kg @ 1.10, grapes 15kg @ 1.80, cherries 10kg @ 2.05",
  buy(29, ABC, ("apple", 20, 1.1, None), ("grape", 15, 1.8, None), ("cherry", 10, 2.05, None)))
R(S, T, "Green Valley Farms invoice GV-2211: 30 kg oranges £27.00, 20 kg pears £19.00",
  buy(29, GVF, ("orange", 30, 0.9, None), ("pear", 20, 0.95, None)))
R(S, T, "Hillside Produce - 25kg bananas at 0.58/kg, sell at 1.20", buy(29, HP, ("banana", 25, 0.58, 1.2)))
R(S, T, "Recount: bananas 29 kg", adj(29, "banana", -1.5, "stock count"))
R(S, T, "Mango recount 20kg (extra tray was hiding in the cold room)", adj(29, "mango", 1, "stock count"))
R(S, T, "Wrote off 2.5kg strawberries - mouldy", adj(29, "strawberry", -2.5, "mouldy"))
R(S, T, "Rotten: 1.2 kg pears, 0.8 kg oranges", adj(29, "pear", -1.2, "rotten"), adj(29, "orange", -0.8, "rotten"))
R(S, T, "Spoiled bananas 3kg binned", adj(29, "banana", -3, "spoiled"))
R(S, T, "Damaged in transit: 1.5kg cherries", adj(29, "cherry", -1.5, "damaged"))
R(S, T, "ABC delivered 10 kilos strawberries, invoice total 26.00", buy(29, ABC, ("strawberry", 10, 2.6, None)))
R(S, T, "Stock count apples 30 kg", adj(29, "apple", 0.5, "stock count"))
R(S, T, "Strawberry stock count: 28.5 kg", adj(29, "strawberry", -1.5, "stock count"))
R(S, T, "Green Valley: 40 lb cherries at 2.10/kg", buy(29, GVF, ("cherry", 18.144, 2.1, None)))
R(S, T, "New supplier Riverbend Orchards (555-0188): 20 kg apples at 1.05",
  buy(29, C("Riverbend Orchards", "555-0188"), ("apple", 20, 1.05, None)))
R(S, T, "Samples for the tasting: 0.25kg mango, 0.25kg strawberries",
  adj(29, "mango", -0.25, "samples"), adj(29, "strawberry", -0.25, "samples"))
R(S, T, "Hillside: 15kg mango @1.50 + 15kg oranges @0.90, selling mango at 2.50",
  buy(29, HP, ("mango", 15, 1.5, 2.5), ("orange", 15, 0.9, None)))
R(S, T, "Yesterday's ABC delivery: 12 kg grapes at 1.75", buy(28, ABC, ("grape", 12, 1.75, None)))
R(S, T, "2kg mouldy grapes thrown out", adj(29, "grape", -2, "mouldy"))
R(S, T, "Theft: 1kg cherries missing from the front display, logged as stolen", adj(29, "cherry", -1, "stolen"))
R(S, T, "Price update: oranges 1.60/kg", price(29, "orange", 1.6))
R(S, T, "Pear shelf price 1.50 from today", price(29, "pear", 1.5))
R(S, T, "Green Valley Farms, orders@greenvalley.example - 20kg pears @ 0.98",
  buy(29, C("Green Valley Farms", None, "orders@greenvalley.example"), ("pear", 20, 0.98, None)))
R(S, T, "Dropped: 750g grapes damaged", adj(29, "grape", -0.75, "damaged"))
R(S, T, "Invoice ABC #5531: 25 kg apples, $27.50 total", buy(29, ABC, ("apple", 25, 1.1, None)))
R(S, T, "A dozen kilos of oranges in from Hillside at 0.92", buy(29, HP, ("orange", 12, 0.92, None)))
R(S, T, "Count after closing: mango 18.5kg, apples 29kg",
  adj(29, "mango", -0.5, "stock count"), adj(29, "apple", -0.5, "stock count"))
R(S, T, "note: cold room thermostat set to 4C, don't change it", note(29))
R(S, T, "Hillside Produce delivered 8 kilos strawberries at £2.40 each kilo and 10 kilos mango at £1.55 each kilo",
  buy(29, HP, ("strawberry", 8, 2.4, None), ("mango", 10, 1.55, None)))
R(S, T, "Spoiled: half a kilo of bananas", adj(29, "banana", -0.5, "spoiled"))
R(S, T, "two kilos of pears rotten, binned", adj(29, "pear", -2, "rotten"))
R(S, T, "Strawberries 3kg used as samples for the school visit", adj(29, "strawberry", -3, "samples"))
R(S, T, "Hillside 20 kg apples at 1.12 a kilo, 10 kg pears at 0.96 a kilo",
  buy(29, HP, ("apple", 20, 1.12, None), ("pear", 10, 0.96, None)))
R(S, T, "Sample tray: 0.3 kg apples", adj(29, "apple", -0.3, "samples"))
R(S, T, "FYI: Hillside invoices are paid on the 1st of each month", note(29))
R(S, T, "Green Valley delivery 2500g cherries at 2.00, sell 3.20", buy(29, GVF, ("cherry", 2.5, 2.0, 3.2)))
R(S, TUE20, "Recount apples 30kg", adj(20, "apple", -1.5, "stock count"))
R(S, TUE20, "Green Valley 20kg mango @ 1.50, sell 2.40", buy(20, GVF, ("mango", 20, 1.5, 2.4)))
R(S, TUE20, "1kg strawberries mouldy", adj(20, "strawberry", -1, "mouldy"))
R(S, TUE20, "Banana count: 15.5 kg", adj(20, "banana", 1, "stock count"))

X(S, T, "ABC delivery 3 boxes of apples @ 1.10", "non-weight unit")
X(S, T, "Green Valley invoice total £85 for oranges and pears", "missing per-item quantity and cost")
X(S, T, "Delivered 20kg lemons from Hillside @0.70", "unknown product")
X(S, T, "20kg cherries @ 2.00", "missing supplier")
X(S, T, "Hillside 15kg bananas", "missing cost")
X(S, T, "Some strawberries mouldy, binned them", "vague amount")
X(S, T, "Recount pears - not sure, maybe 18 or 19kg", "writer unsure")
X(S, T, "Write-off 2 crates of mango", "non-weight unit")
X(S, T, "What's the stock on grapes?", "question")
X(S, T, "Need to order more cherries from ABC", "plan / future")
X(S, T, "Delete the 2kg strawberry write-off from earlier", "instruction to the app")
X(S, T, "3 punnets of strawberries damaged", "non-weight unit")
X(S, T, "Green Valley delivery 20kg pears, cost to follow", "missing cost")
X(S, T, "Delivery expected tomorrow: 40kg bananas from Hillside @ 0.60", "future date")
X(S, T, "Kiwis 5kg spoiled", "unknown product")
X(S, T, "Did the pear recount, figures are on the clipboard", "missing quantity")

with open(HERE / "records.jsonl", "w") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines to {HERE / 'records.jsonl'}")
