"""Build bench/unseen55/records.jsonl: a held-out set for the ChatLedger records reader.

Every input text below is typed by hand. The helpers only build record dicts; `python gen.py` writes records.jsonl.
"""
import json
from pathlib import Path

T = "2024-02-29"
Y = "2024-02-28"
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def P(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


TOM, MEI, EVA, ZOE, RAJ = P("Tom Lee"), P("Mei Chen"), P("Eva Berg"), P("Zoe Davis"), P("Raj Patel")
BOB, KEN, LUIS, OMAR, ANN = P("Bob Smith"), P("Ken Smith"), P("Luis Garcia"), P("Omar Haddad"), P("Ann Brown")
IDA, SUE = P("Ida Novak"), P("Sue Davis")
ABC, GVF, HILL = P("ABC"), P("Green Valley Farms"), P("Hillside Produce")


def sale(date, who, *items):
    return {"kind": "sale", "date": date, "customer": who, "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, who, *items):
    rows = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": date, "supplier": who, "items": rows}


def ret(date, who, sale_date):
    return {"kind": "return", "date": date, "customer": who, "sale_date": sale_date}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def adj(date, product, q, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": q, "reason": reason}


def note(date=T):
    return {"kind": "note", "date": date, "text": None, "facts": []}


def ok(style, text, recs, today=T):
    for r in recs:
        if r["kind"] == "note":
            r["text"] = text
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- day_summary
S = "day_summary"
ok(S,
   "Quiet start. Tom Lee was in first for 2 kg of apples, then Mei grabbed a kilo and a half of grapes. After lunch "
   "Raj took 3 kg bananas, and I binned 1.5 kg of strawberries that had gone mouldy in the back of the chiller.",
   [sale(T, TOM, ("apple", 2)), sale(T, MEI, ("grape", 1.5)), sale(T, RAJ, ("banana", 3)),
    adj(T, "strawberry", -1.5, "mouldy")])
ok(S,
   "Green Valley Farms came at nine with 20 kg of oranges at 0.95 a kilo, and Luis Garcia bought 4 kg of them before "
   "we'd even shelved them. Ida popped in later for 500g of cherries.",
   [buy(T, GVF, ("orange", 20, 0.95)), sale(T, LUIS, ("orange", 4)), sale(T, IDA, ("cherry", 0.5))])
ok(S,
   "Today was mostly about the pears: we moved them up to 1.50 a kilo this morning, and Omar Haddad still bought two "
   "kilos after the change. Nothing else worth writing down.",
   [price(T, "pear", 1.5), sale(T, OMAR, ("pear", 2))])
ok(S,
   "Eva Berg bought 1 kg of cherries and 2 kg of oranges around eleven, Zoe came back for 1.5 kg strawberries, and "
   "when we closed up we counted the grapes - only 23 kg on the shelf.",
   [sale(T, EVA, ("cherry", 1), ("orange", 2)), sale(T, ZOE, ("strawberry", 1.5)),
    adj(T, "grape", -1.0, "stock count")])
ok(S,
   "Slow day because of the rain. Ann Brown bought 750 g of mango and Luis 3 lb of apples (I weighed his in pounds "
   "by mistake, sorry). That's it.",
   [sale(T, ANN, ("mango", 0.75)), sale(T, LUIS, ("apple", 1.361))])
ok(S,
   "Hillside Produce delivered 25 kg of pears, $27.50 for the lot on the invoice. Raj Patel bought 2 kg of them in "
   "the afternoon.",
   [buy(T, HILL, ("pear", 25, 1.1)), sale(T, RAJ, ("pear", 2))])
ok(S,
   "First customer was a new lady, Priya Nair (phone 555-0187), who bought 2 kg bananas and a kilo of apples. We "
   "also had 2 kg of bananas go black, spoiled, so those went in the bin.",
   [sale(T, P("Priya Nair", phone="555-0187"), ("banana", 2), ("apple", 1)), adj(T, "banana", -2, "spoiled")])
ok(S,
   "Yesterday's summary, which I forgot to send: Tom Lee bought 2.5 kg of oranges and Mei Chen bought 1 kg of pears. "
   "Both paid cash.",
   [sale(Y, TOM, ("orange", 2.5)), sale(Y, MEI, ("pear", 1))])
ok(S,
   "Sold 3 kg of strawberries to Ida Novak and 2 kg of mango to Tom, and we gave out 300 g of grapes as tasting "
   "samples by the till.",
   [sale(T, IDA, ("strawberry", 3)), sale(T, TOM, ("mango", 2)), adj(T, "grape", -0.3, "samples")])
ok(S,
   "ABC delivered apples this morning, 30 kg at 1.05 per kilo, with a suggested retail of 1.80 which we're going "
   "with. Only one sale of them so far: Eva, 1 kg.",
   [buy(T, ABC, ("apple", 30, 1.05, 1.8)), sale(T, EVA, ("apple", 1))])
ok(S,
   "Bob Smith came in for two kilos of bananas and paid 2.40, and Zoe Davis bought 1 kg of cherries for 3.20. "
   "Someone walked off with a kilo of apples from the outside display — stolen, I'm afraid.",
   [sale(T, BOB, ("banana", 2)), sale(T, ZOE, ("cherry", 1)), adj(T, "apple", -1, "stolen")])
ok(S,
   "A bag of oranges split when it fell off the trolley, about 1.2 kg damaged. Otherwise Sue Davis bought 2 kg of "
   "pears and Omar 1.5 kg of grapes, and that was our day.",
   [adj(T, "orange", -1.2, "damaged"), sale(T, SUE, ("pear", 2)), sale(T, OMAR, ("grape", 1.5))])
ok(S,
   "Raj Patel brought back the bananas he bought on Monday, the whole 2.5 kg, and then spent the refund on 1 kg of "
   "cherries instead.",
   [ret(T, RAJ, d(26)), sale(T, RAJ, ("cherry", 1))])
ok(S,
   "Mrs Novak bought 2 kg oranges and half a kilo of strawberries this morning; Mr Haddad came in after her for 4 kg "
   "of cherries.",
   [sale(T, IDA, ("orange", 2), ("strawberry", 0.5)), sale(T, OMAR, ("cherry", 4))])
ok(S,
   "We took our first delivery from a new supplier today, Sunny Ridge Orchards (0412 555 019, "
   "orders@sunnyridge.example): 18 kg of mango at 1.40 per kg, and we priced them at 2.50 on the shelf.",
   [buy(T, P("Sunny Ridge Orchards", phone="0412 555 019", email="orders@sunnyridge.example"),
        ("mango", 18, 1.4, 2.5))])
ok(S,
   "Today Luis Garcia bought 2 kg of apples and Ann Brown a kilo of bananas, and that was about all.",
   [sale(Y, LUIS, ("apple", 2)), sale(Y, ANN, ("banana", 1))], today=Y)
ok(S,
   "Evening count: apples 29 kg, mangoes 18 kg. Sales were thin, only Zoe with 1 kg of pears.",
   [adj(T, "apple", -0.5, "stock count"), adj(T, "mango", -1, "stock count"), sale(T, ZOE, ("pear", 1))])
ok(S,
   "Carmen Ruiz, a new customer, bought 2 kg of grapes and left her email carmen.ruiz@example.net for the loyalty "
   "card. Nobody else all afternoon.",
   [sale(T, P("Carmen Ruiz", email="carmen.ruiz@example.net"), ("grape", 2))])
ok(S,
   "Busy afternoon with the school-run crowd: Eva took 2 kg of bananas, Mei took 1 kg of apples, Luis took 3 kg of "
   "oranges and Ann took 500 grams of cherries.",
   [sale(T, EVA, ("banana", 2)), sale(T, MEI, ("apple", 1)), sale(T, LUIS, ("orange", 3)),
    sale(T, ANN, ("cherry", 0.5))])
ok(S,
   "On Wednesday I forgot to log it, but Hillside brought 10 kg of grapes at 1.90 per kilo. Today Ida bought 1 kg of "
   "those grapes.",
   [buy(Y, HILL, ("grape", 10, 1.9)), sale(T, IDA, ("grape", 1))])
ok(S,
   "The 27th got missed in the book: Bob Smith bought 2 kg of oranges and Zoe Davis 1 kg of mango that day.",
   [sale(d(27), BOB, ("orange", 2)), sale(d(27), ZOE, ("mango", 1))])
ok(S,
   "Strawberries are now 3.50 a kilo to shift them before the weekend, and we binned 2 kg that had gone rotten. Raj "
   "came in and bought 3 kg at the new price.",
   [price(T, "strawberry", 3.5), adj(T, "strawberry", -2, "rotten"), sale(T, RAJ, ("strawberry", 3))])
ok(S,
   "Omar Haddad bought 2 lb of grapes and 1 lb of cherries (he only thinks in pounds) and Sue Davis bought a kilo of "
   "mango.",
   [sale(T, OMAR, ("grape", 0.907), ("cherry", 0.454)), sale(T, SUE, ("mango", 1))])
ok(S,
   "Two days ago Ken Smith bought 3 kg of apples, which I never wrote down. Today it was just Mei with 2 kg of pears.",
   [sale(d(27), KEN, ("apple", 3)), sale(T, MEI, ("pear", 2))])
ok(S,
   "Hamish Doyle, 555-0143, new face, bought 4 kg of oranges for marmalade. We also threw out 1 kg of strawberries, "
   "rotten underneath.",
   [sale(T, P("Hamish Doyle", phone="555-0143"), ("orange", 4)), adj(T, "strawberry", -1, "rotten")])
ok(S,
   "Tom bought 2 kg of cherries this morning, and at closing I counted what's left of them: 57 kg.",
   [sale(T, TOM, ("cherry", 2)), adj(T, "cherry", -0.5, "stock count")])
ok(S,
   "Felix Wagner (new, felix.w@example.org) bought 1.5 kg of strawberries and 1 kg grapes, and we gave away 200 g of "
   "strawberries as samples.",
   [sale(T, P("Felix Wagner", email="felix.w@example.org"), ("strawberry", 1.5), ("grape", 1)),
    adj(T, "strawberry", -0.2, "samples")])
ok(S,
   "Green Valley Farms delivered 15 kg of grapes at 1.75 and 20 kg of pears at 0.98; retail on the grapes is 2.90, "
   "pears stay as they are.",
   [buy(T, GVF, ("grape", 15, 1.75, 2.9), ("pear", 20, 0.98))])
ok(S,
   "Ann Brown returned her oranges from this morning, said they were too sour, and we put all 2 kg back on the "
   "shelf. She bought 1 kg of apples instead.",
   [ret(T, ANN, T), sale(T, ANN, ("apple", 1))])
ok(S,
   "Half a kilo of cherries for Eva, two kilos of oranges for Raj Patell and one and a half kilos of mango for Luis; "
   "that was the whole afternoon.",
   [sale(T, EVA, ("cherry", 0.5)), sale(T, RAJ, ("orange", 2)), sale(T, LUIS, ("mango", 1.5))])
ok(S,
   "Ida Novak bought 3 kg of apples on the 26th and I only found the slip today. Also today Tom Lee bought 1 kg of "
   "bananas.",
   [sale(d(26), IDA, ("apple", 3)), sale(T, TOM, ("banana", 1))])
ok(S,
   "Oranges go to 1.60 a kilo from today and bananas come down to 1.10. Ken bought 2 kg of bananas at the new price.",
   [price(T, "orange", 1.6), price(T, "banana", 1.1), sale(T, KEN, ("banana", 2))])
ok(S,
   "Wrote off 3 kg of pears that had gone soft and rotten, and 1 kg of bananas got squashed under a stack of boxes "
   "(damaged). Sold Zoe 2 kg of apples.",
   [adj(T, "pear", -3, "rotten"), adj(T, "banana", -1, "damaged"), sale(T, ZOE, ("apple", 2))])
ok(S,
   "Sue Davis took 2 kg of grapes for $5.60 and Raj Patel 3 kg of bananas for $3.60.",
   [sale(T, SUE, ("grape", 2)), sale(T, RAJ, ("banana", 3))])
ok(S,
   "Stocktake on mango and oranges tonight after close: 18.5 kg mango, 24 kg orange.",
   [adj(T, "mango", -0.5, "stock count"), adj(T, "orange", -1, "stock count")])
ok(S,
   "Today Mei Chen bought 2 kg of oranges and Tom Lee 1 kg of grapes; nothing else new.",
   [sale(d(27), MEI, ("orange", 2)), sale(d(27), TOM, ("grape", 1))], today=d(27))
ok(S,
   "Quick one for today: ABC delivered 20 kg of apples at 1.10, and Zoe Davis bought 1 kg of them.",
   [buy(d(26), ABC, ("apple", 20, 1.1)), sale(d(26), ZOE, ("apple", 1))], today=d(26))
ok(S,
   "Nadia Karimi, who has just moved in above the bakery, bought 1 kg pears and 1 kg bananas (phone 555-0178), and "
   "after her a quiet hour.",
   [sale(T, P("Nadia Karimi", phone="555-0178"), ("pear", 1), ("banana", 1))])
ok(S,
   "Three sales this morning - Omar Haddad 1 kg apples, Ida 2 kg oranges, Mei 500g strawberries - and in the "
   "afternoon we threw out 1 kg of mouldy grapes.",
   [sale(T, OMAR, ("apple", 1)), sale(T, IDA, ("orange", 2)), sale(T, MEI, ("strawberry", 0.5)),
    adj(T, "grape", -1, "mouldy")])
ok(S,
   "Eva Berg bought four kilos of bananas today, said they were for banana bread, and Luiz Garcia took half a kilo "
   "of grapes.",
   [sale(T, EVA, ("banana", 4)), sale(T, LUIS, ("grape", 0.5))])
ok(S,
   "Yesterday Omar Haddad came back with the strawberries from that same morning, all 2 kg, and I didn't log it; "
   "today he bought 1 kg of cherries.",
   [ret(Y, OMAR, Y), sale(T, OMAR, ("cherry", 1))])
ok(S,
   "Hillside Produce sent 12 kg of oranges, $11.40 on the invoice. Ann Brown bought 2 kg of those oranges after lunch.",
   [buy(T, HILL, ("orange", 12, 0.95)), sale(T, ANN, ("orange", 2))])
ok(S,
   "Ken Smith bought 1 kg of strawberries and Tom Lee 2 kg of pears, and at the end of the day the strawberry count "
   "came out at 28 kg.",
   [sale(T, KEN, ("strawberry", 1)), sale(T, TOM, ("pear", 2)), adj(T, "strawberry", -1, "stock count")])
ok(S,
   "Apples went up to 1.75 and cherries to 3.40 this morning. Two sales after that: Raj 1 kg apples, Zoe 1 kg "
   "cherries.",
   [price(T, "apple", 1.75), price(T, "cherry", 3.4), sale(T, RAJ, ("apple", 1)), sale(T, ZOE, ("cherry", 1))])
ok(S,
   "Zoe Davis returned the mango she bought this morning, all of it, and Ken Smith brought back his mango and pears "
   "from earlier too.",
   [ret(T, ZOE, T), ret(T, KEN, T)])
ok(S,
   "Good evening; Luis Garcia bought two kilograms of grapes today and Eva Berg a kilo of apples, nothing else.",
   [sale(d(25), LUIS, ("grape", 2)), sale(d(25), EVA, ("apple", 1))], today=d(25))

no(S, "Tom bought 2 kg apples and Mrs Davis took a kilo of bananas, then the afternoon went quiet.",
   "Davis alone could be Zoe or Sue")
no(S, "Good day overall: Eva bought 6 mangoes and Luis 2 kg of pears.",
   "mangoes counted in pieces, sold by kg")
no(S, "Raj Patel bought 2 kg of bananas at 1.00 a kilo and Omar 1 kg of apples.",
   "banana price stated 1.00 disagrees with the shelf price 1.20")
no(S,
   "Green Valley Farms brought 20 kg of grapes this morning; I don't have the invoice yet so no price. Ida bought 1 "
   "kg of grapes.",
   "purchase without a cost")
no(S,
   "Luis Garcia wanted 30 kg of oranges for the restaurant and we sold them all to him, plus Mei bought 1 kg apples.",
   "30 kg oranges is more than the 25 kg in stock")
no(S, "Ken Smith is coming in tomorrow for 5 kg of oranges, so we've put them aside for him.",
   "future sale (tomorrow)")
no(S, "Gave Ann Brown 1 kg of cherries free because her last lot was bad, and sold Tom 2 kg of bananas.",
   "free goods are not a sale at the shelf price")
no(S, "Sold Bob 2 kg of strawberries, then we binned 40 kg of mango that had all gone rotten in the heat.",
   "write-off of 40 kg mango is more than the 19 kg in stock")
no(S, "A lady called Olivia bought 2 kg of grapes, didn't catch her surname. Raj bought 1 kg of apples.",
   "new customer without a surname")
no(S, "Mr Smith came in for 3 kg of apples and Omar took 2 kg of pears.",
   "Smith alone could be Bob or Ken")
no(S, "Ida Novak got 2 kg of oranges at 10% off as a regular and Eva bought a kilo of grapes.",
   "discount")
no(S, "Zoe Davis returned some of her mango from this morning, about a kilo, and bought 2 kg of apples.",
   "partial return")
no(S, "On the 30th we sold Tom 1 kg of pears and Mei 1 kg of grapes.",
   "there is no 30th of February")
no(S, "Hillside dropped off cherries at 2.10 a kilo and Luis bought 1 kg of grapes.",
   "purchase without a weight")
no(S, "Sold 2 kg of kiwis to Mei Chen and 1 kg of pears to Tom.",
   "kiwi is not a product of the shop")
no(S, "Omar Haddad brought back his Tuesday shopping and then bought 2 kg of apples.",
   "Omar has two sales on Tuesday the 27th; which one is returned is unclear")
no(S, "Sold Raj 3 punnets of strawberries and Eva 1 kg of bananas.",
   "punnets counted in pieces, sold by kg")
no(S, "Lovely sunny day, lots of people walking past but mostly browsing. The new sign looks great.",
   "not a record")
no(S, "Mei Chen bought 2 kg of grapes for 6.00 and Tom bought 1 kg of apples for 1.70.",
   "6.00 for 2 kg grapes disagrees with the shelf price (5.60)")

# ---------------------------------------------------------------- notebook
N = "notebook"
ok(N, "29/2 - Tom L - 2kg apples @1.70 pd ✓", [sale(T, TOM, ("apple", 2))])
ok(N, "Mei C. 1.5kg grapes, pd cash - JK", [sale(T, MEI, ("grape", 1.5))])
ok(N, "ABC - apples 30kg @ 1.05/kg, rrp 1.80 ✓ (SM)", [buy(T, ABC, ("apple", 30, 1.05, 1.8))])
ok(N, "— binned strawbs 1.5kg mouldy", [adj(T, "strawberry", -1.5, "mouldy")])
ok(N, "Tom & Mei - 2kg apples ea - pd ✓✓", [sale(T, TOM, ("apple", 2)), sale(T, MEI, ("apple", 2))])
ok(N, "28/2 — Raj P — 3kg bananas — pd", [sale(Y, RAJ, ("banana", 3))])
ok(N, "Luis G. oranges 4kg / Ida N. cherries 500g — both pd (AB)",
   [sale(T, LUIS, ("orange", 4)), sale(T, IDA, ("cherry", 0.5))])
ok(N, "GVF: oranges 20kg @ .95", [buy(T, GVF, ("orange", 20, 0.95))])
ok(N, "Hillside - pears 25kg - $27.50 total ✓", [buy(T, HILL, ("pear", 25, 1.1))])
ok(N, "pears now 1.50/kg (new tag up)", [price(T, "pear", 1.5)])
ok(N, "count grapes 23kg", [adj(T, "grape", -1, "stock count")])
ok(N, "count — apples 30.5", [adj(T, "apple", 1.0, "stock count")])
ok(N, "Ken S - grapes 1kg - pd ✓ - RT", [sale(T, KEN, ("grape", 1))])
ok(N, "Greta Olsen (new) 555-0164 — bananas 2kg, apples 1kg — pd",
   [sale(T, P("Greta Olsen", phone="555-0164"), ("banana", 2), ("apple", 1))])
ok(N, "Zoe D. strawb 1.5kg ✓", [sale(T, ZOE, ("strawberry", 1.5))])
ok(N, "Omar H. - 2lb grapes - pd", [sale(T, OMAR, ("grape", 0.907))])
ok(N, "samples - grapes 300g (tasting table)", [adj(T, "grape", -0.3, "samples")])
ok(N, "stolen!! 1kg apples off the front display", [adj(T, "apple", -1, "stolen")])
ok(N, "dmg — oranges 1.2kg (bag split)", [adj(T, "orange", -1.2, "damaged")])
ok(N, "Sue D. pears 2kg / Omar grapes 1.5kg — pd ✓", [sale(T, SUE, ("pear", 2)), sale(T, OMAR, ("grape", 1.5))])
ok(N, "RTN — Raj P — Mon bananas, all 2.5kg", [ret(T, RAJ, d(26))])
ok(N, "27/2 Bob S. oranges 2kg, Zoe D. mango 1kg", [sale(d(27), BOB, ("orange", 2)), sale(d(27), ZOE, ("mango", 1))])
ok(N, "Maple Creek Growers (new sup.) ph 555-0122 — mango 18kg @ 1.40",
   [buy(T, P("Maple Creek Growers", phone="555-0122"), ("mango", 18, 1.4))])
ok(N, "Ida N — 3kg strawb — $11.70 pd", [sale(T, IDA, ("strawberry", 3))])
ok(N, "Tom — mango 2kg ✓ / Raj — cherries 1kg ✓", [sale(T, TOM, ("mango", 2)), sale(T, RAJ, ("cherry", 1))])
ok(N, "26/2 Ida N apples 3kg (late entry)", [sale(d(26), IDA, ("apple", 3))])
ok(N, "pc: oranges 1.60, bananas 1.10", [price(T, "orange", 1.6), price(T, "banana", 1.1)])
ok(N, "w/o pears 3kg rotten (SM)", [adj(T, "pear", -3, "rotten")])
ok(N, "Jonas Lindqvist — new — jonas.l@example.com — grapes 2kg ✓",
   [sale(T, P("Jonas Lindqvist", email="jonas.l@example.com"), ("grape", 2))])
ok(N, "Eva B 4kg bananas, Luis ½kg grapes", [sale(T, EVA, ("banana", 4)), sale(T, LUIS, ("grape", 0.5))])
ok(N, "Hillside 10kg grapes @1.90 — 28/2", [buy(Y, HILL, ("grape", 10, 1.9))])
ok(N, "Sue D - grapes 2kg @ 2.80 = 5.60 pd", [sale(T, SUE, ("grape", 2))])
ok(N, "count 27/2 — cherries 14kg (forgot to enter it)", [adj(d(27), "cherry", -0.5, "stock count")])
ok(N, "count: mango 18.5 / oranges 24", [adj(T, "mango", -0.5, "stock count"), adj(T, "orange", -1, "stock count")])
ok(N, "2 days ago: Ken S apples 3kg (forgot)", [sale(d(27), KEN, ("apple", 3))])
ok(N, "Olga Petrova (new) - 4kg oranges - ph 555-0191", [sale(T, P("Olga Petrova", phone="555-0191"), ("orange", 4))])
ok(N, "strawb → 3.50", [price(T, "strawberry", 3.5)])
ok(N, "GVF — grapes 15kg @1.75 sell 2.90 / pears 20kg @.98",
   [buy(T, GVF, ("grape", 15, 1.75, 2.9), ("pear", 20, 0.98))])
ok(N, "RTN Ann B. - this am oranges, all 2kg back on shelf", [ret(T, ANN, T)])
ok(N, "Mrs Novak 2kg oranges + ½ kg strawb — pd ✓ (JK)", [sale(T, IDA, ("orange", 2), ("strawberry", 0.5))])
ok(N, "Omar H. 1lb cherries, Sue D. 1kg mango", [sale(T, OMAR, ("cherry", 0.454)), sale(T, SUE, ("mango", 1))])
ok(N, "ABC apples 20kg, $22.00 inv, RRP 1.75", [buy(T, ABC, ("apple", 20, 1.1, 1.75))])
ok(N, "RTN Omar H — Wed strawb 2kg (whole order)", [ret(T, OMAR, Y)])
ok(N, "Zoe D. 2kg apples — 3.40 pd", [sale(T, ZOE, ("apple", 2))])
ok(N, "Raj P — bananas 2.5kg, Tom L — pears 1kg, Mei C — cherries 0.5kg ✓✓✓",
   [sale(T, RAJ, ("banana", 2.5)), sale(T, TOM, ("pear", 1)), sale(T, MEI, ("cherry", 0.5))])
ok(N,
   "28/2 Luis G 2kg apples, Ann B 1kg bananas ✓",
   [sale(Y, LUIS, ("apple", 2)), sale(Y, ANN, ("banana", 1))], today=Y)
ok(N, "RTN Sue D — yday's bananas 2.5kg, all of it", [ret(d(27), SUE, d(26))], today=d(27))
ok(N, "Hillside: cherries 20kg @ 2.05 — RRP 3.30", [buy(T, HILL, ("cherry", 20, 2.05, 3.3))])

no(N, "Tom L — 6 mangoes — pd", "mangoes counted in pieces")
no(N, "Mrs Davis 1kg bananas ✓", "Davis alone could be Zoe or Sue")
no(N, "ABC - 2 boxes apples @ 22.00/box", "boxes, not kg")
no(N, "Raj P bananas 2kg @1.00", "banana price 1.00 disagrees with the shelf price 1.20")
no(N, "GVF grapes 20kg — price tbc", "purchase without a cost")
no(N, "Luis G oranges 30kg ✓", "30 kg oranges is more than the 25 kg in stock")
no(N, "Olivia — grapes 2kg", "new customer without a surname")
no(N, "K. — apples 2kg pd", "customer given only as an initial")
no(N, "02/03 — Bob S pears 1kg", "02/03 could be 2 March or 3 February")
no(N, "Ann B - cherries 1kg FOC", "free of charge is not a sale at the shelf price")
no(N, "w/o mango 25kg rotten", "write-off of 25 kg mango is more than the 19 kg in stock")
no(N, "strawb 3 punnets — Eva B", "punnets counted in pieces")
no(N, "Smith — 3kg apples", "Smith alone could be Bob or Ken")
no(N, "Ida N 2kg oranges -10%", "discount")
no(N, "cherries 2.10/kg - Hillside", "purchase without a weight")
no(N, "RTN Mei C — Sat", "Mei has two sales on Saturday the 24th")
no(N, "RTN Bob S — 18/2", "Bob's sale of the 18th is already returned")
no(N, "1/3 — GVF delivery due", "March date, and a planned delivery is not a record")
no(N, "kiwi 3kg — Tom L ✓", "kiwi is not a product of the shop")
no(N, "?? 2kg pears — pd", "sale without a customer")
no(N, "28/2 — Ken S apples 2kg", "the 28th is after today (the 27th)", today=d(27))

# ---------------------------------------------------------------- service_desk
D = "service_desk"
ok(D, "Ann Brown returned her oranges from this morning, all 2 kg. Refunded in cash.", [ret(T, ANN, T)])
ok(D, "Zoe Davis brought back today's mango, full refund given.", [ret(T, ZOE, T)])
ok(D, "Refund for Ken Smith - the mango and pears he bought earlier today, everything came back.", [ret(T, KEN, T)])
ok(D, "Raj Patel returned the bananas from Monday, refunded in full.", [ret(T, RAJ, d(26))])
ok(D, "Sue Davis returned her bananas from the 26th (all of them), card refund.", [ret(T, SUE, d(26))])
ok(D, "Sue Davis came in: the grapes from 20/2 were bruised, she handed the whole lot back and got her money.",
   [ret(T, SUE, d(20))])
ok(D, "Mr Patel returned the cherries he bought on Tuesday — whole order.", [ret(T, RAJ, d(27))])
ok(D, "Ida Novak: return of yesterday's pears, all 2.5 kg, refunded.", [ret(T, IDA, Y)])
ok(D, "Bob Smith returned everything he bought yesterday (the apple and the strawberries).", [ret(T, BOB, Y)])
ok(D, "Mr Haddad brought back yesterday's strawberries. Whole 2 kg, full refund.", [ret(T, OMAR, Y)])
ok(D, "Tom Lee returned his shopping from Thursday, bananas and grapes both, refunded.", [ret(T, TOM, d(22))])
ok(D, "Customer Sue Davis, return of the mango bought 22 Feb, refund issued.", [ret(T, SUE, d(22))])
ok(D, "Ann Brown - return - Friday's mango order, complete.", [ret(T, ANN, d(23))])
ok(D, "Refund processed for Tom Lee, cherries bought on the 23rd, all returned.", [ret(T, TOM, d(23))])
ok(D, "Luis Garcia returned his oranges and grapes from Friday. Full refund.", [ret(T, LUIS, d(23))])
ok(D, "Zoe Davis, return of her purchase from 21/2 in full (strawberries + pears).", [ret(T, ZOE, d(21))])
ok(D, "Omar Hadad (sp?) returned the pears from the 21st. All of it.", [ret(T, OMAR, d(21))])
ok(D, "Ida Novack returned bananas from 20 Feb, full refund.", [ret(T, IDA, d(20))])
ok(D, "Eva Berg returned the cherries she bought on the 19th; refunded, she was happy.", [ret(T, EVA, d(19))])
ok(D, "Ken Smith, full return of the strawberries from the 17th.", [ret(T, KEN, d(17))])
ok(D, "Yesterday Mei Chen returned her cherries from the 17th, only logging it now.", [ret(Y, MEI, d(17))])
ok(D, "Mrs Berg returned the pears and strawberries from 18/2, whole purchase.", [ret(T, EVA, d(18))])
ok(D, "Raj Patel returned bananas from the 20th (the whole 4 kg).", [ret(T, RAJ, d(20))])
ok(D,
   "Return + write-off: Ann Brown brought back this morning's oranges, all 2 kg, and they were mouldy inside so they "
   "went straight in the bin.",
   [ret(T, ANN, T), adj(T, "orange", -2, "mouldy")])
ok(D, "Zoe Davis returned today's mango (2.5 kg); it was bruised, so binned as damaged.",
   [ret(T, ZOE, T), adj(T, "mango", -2.5, "damaged")])
ok(D, "Note: Mrs Chen complained that the grapes were sour; no refund asked.", [note()])
ok(D, "FYI Luis Garcia says the strawberry punnets leak, he'd like paper bags instead.", [note()])
ok(D, "Remember to call Omar Haddad back about his missing receipt.", [note()])
ok(D, "note - complaint from a passer-by about the sign blocking the pavement", [note()])
ok(D, "After Ken Smith returned his items from this morning he bought 3 kg of apples instead.",
   [ret(T, KEN, T), sale(T, KEN, ("apple", 3))])
ok(D, "Exchange: Raj Patel returned the cherries from Tuesday and took 2 kg of grapes instead.",
   [ret(T, RAJ, d(27)), sale(T, RAJ, ("grape", 2))])
ok(D, "Ida Novak returned the oranges and bananas from 16 Feb.", [ret(T, IDA, d(16))])
ok(D, "Return: Luis Garcia, 16th, bananas and mango, full refund.", [ret(T, LUIS, d(16))])
ok(D, "Ms Brown returned the oranges and strawberries from the 14th.", [ret(T, ANN, d(14))])
ok(D, "Bob Smith returned the mango he bought 3 days ago.", [ret(T, BOB, d(26))])
ok(D, "Sue Davis brought back yesterday's bananas, full refund.", [ret(d(27), SUE, d(26))], today=d(27))
ok(D, "Raj Patel returned yesterday's cherries, all 2 kg.", [ret(Y, RAJ, d(27))], today=Y)
ok(D, "Ann Brown returned Friday's mango, the whole 3 kg.", [ret(d(26), ANN, d(23))], today=d(26))
ok(D, "Zoe Davis returning the strawberries from the 16th, the full 2 kg.", [ret(d(25), ZOE, d(16))], today=d(25))
ok(D, "Damaged stock found while checking a complaint: 1 kg of pears squashed, written off.",
   [adj(T, "pear", -1, "damaged")])
ok(D, "Customer complaint about mould on the strawberries - checked the shelf and binned 2 kg of mouldy ones.",
   [adj(T, "strawberry", -2, "mouldy")])
ok(D, "Eva Berg returned the strawberries from 15 Feb, whole purchase, refund given.", [ret(T, EVA, d(15))])
ok(D, "Omar Haddad returned the grapes and pears from the 13th, all of it.", [ret(T, OMAR, d(13))])
ok(D, "Mei Chen returned her apples from the 12th; the whole 4 kg came back.", [ret(T, MEI, d(12))])
ok(D, "Note: Ken Smith asked whether we deliver, told him not yet.", [note()])
ok(D, "Zoe returned today's mango and then Ann Brown returned this morning's oranges too.",
   [ret(T, ZOE, T), ret(T, ANN, T)])

no(D, "Omar Haddad wants to return what he bought on Tuesday.", "Omar has two sales on the 27th")
no(D, "Mei Chen returned her Saturday shopping.", "Mei has two sales on the 24th")
no(D, "Bob Smith wants to return the grapes and cherries from the 18th.", "that sale was already returned")
no(D, "Tom Lee brought back the oranges from the 11th.", "that sale was already returned")
no(D, "Eva Berg returned something from today.", "Eva has no sale today")
no(D, "Mrs Davis returned her bananas from the 26th.", "Davis alone could be Zoe or Sue")
no(D, "Bob Smith returned 2 of the 5 kg of strawberries from yesterday.", "partial return")
no(D, "Refund of 50 cents to Raj Patel because the scale was off.", "money-only refund, not a return of a sale")
no(D, "Mrs Brown complained the oranges were sour.", "complaint, not a record")
no(D, "Mr Smith is returning yesterday's apples.", "Smith alone could be Bob or Ken")
no(D, "Luis Garcia returned the mango from today.", "Luis has no sale today")
no(D, "Ida Novak returned half of yesterday's pears.", "partial return")
no(D, "Ken Smith will bring back his mango tomorrow.", "future return (tomorrow)")
no(D, "Tom Lee returned the oranges and pears from the 8th.", "Tom has two sales on the 8th")
no(D,
   "Customer returned 3 mangoes from this morning, didn't leave a name.",
   "no customer, and mangoes counted in pieces")
no(D, "Give Zoe Davis 20% off her next shop as an apology.", "discount, not a record")
no(D, "Raj returned his stuff from Sunday.", "Raj has two sales on Sunday the 25th")
no(D, "Can you look up how much Omar Haddad has spent this month?", "question, not a record")
no(D, "Ann Brown returned the mango from the 31st of February.", "there is no 31st of February")
no(D, "Eva Berg returned the oranges and cherries she bought on the 3rd.", "that sale was already returned")

# ---------------------------------------------------------------- wordy_newcomer
W = "wordy_newcomer"
ok(W,
   "Good evening, I hope I am doing this correctly: a gentleman named Tom Lee came into the shop today and purchased "
   "two kilograms of apples from us, and I would be grateful if that could be recorded as a sale.",
   [sale(T, TOM, ("apple", 2))])
ok(W,
   "Hello! I am still learning how everything works here, so please bear with me. This morning a supplier called "
   "Green Valley Farms delivered twenty kilograms of oranges to us, and they charged us ninety-five cents for each "
   "kilogram.",
   [buy(T, GVF, ("orange", 20, 0.95))])
ok(W,
   "If it is not too much trouble, could you please note that Mrs Novak bought half a kilogram of cherries and one "
   "kilogram of bananas earlier this afternoon? Thank you so much.",
   [sale(T, IDA, ("cherry", 0.5), ("banana", 1))])
ok(W,
   "I would like to let you know that we have decided to change the price of pears; from today they will be sold for "
   "one dollar and fifty cents per kilogram instead of the previous price.",
   [price(T, "pear", 1.5)])
ok(W,
   "I am very sorry to report that, when I looked in the cold room this evening, approximately one and a half "
   "kilograms of the strawberries had developed mould, and I have thrown them away.",
   [adj(T, "strawberry", -1.5, "mouldy")])
ok(W,
   "Dear system, I counted all of the grapes we have in the shop at closing time tonight, very carefully, and there "
   "were exactly twenty-three kilograms.",
   [adj(T, "grape", -1, "stock count")])
ok(W,
   "Please forgive me if this is the wrong format. A lovely new customer by the name of Beatrice Okafor bought two "
   "kilograms of pears; she asked us to keep her telephone number, which is 555-0164.",
   [sale(T, P("Beatrice Okafor", phone="555-0164"), ("pear", 2))])
ok(W,
   "Yesterday, which I believe was the twenty-eighth, Mr Garcia purchased three kilograms of oranges from the shop, "
   "and I neglected to enter it at the time, for which I apologise.",
   [sale(Y, LUIS, ("orange", 3))])
ok(W,
   "The company ABC very kindly delivered thirty kilograms of apples this morning at a cost to us of one dollar and "
   "five cents per kilogram, and they recommended that we sell them for one dollar and eighty cents, which we have "
   "agreed to do.",
   [buy(T, ABC, ("apple", 30, 1.05, 1.8))])
ok(W,
   "I am writing to record that Hillside Produce brought us twenty-five kilograms of pears today, and the total on "
   "their invoice came to twenty-seven dollars and fifty cents.",
   [buy(T, HILL, ("pear", 25, 1.1))])
ok(W,
   "Would you kindly record that three pounds of grapes were purchased by Mr Haddad this morning? I apologise, I am "
   "more comfortable with pounds than with kilograms.",
   [sale(T, OMAR, ("grape", 1.361))])
ok(W,
   "I regret to say that somebody appears to have taken a kilogram of apples from the display outside without "
   "paying, so I suppose they were stolen; please remove them from our stock.",
   [adj(T, "apple", -1, "stolen")])
ok(W,
   "Good afternoon. Mrs Brown, a regular I am told, returned the oranges she bought from us this morning, all of "
   "them, and we gave her the money back.",
   [ret(T, ANN, T)])
ok(W,
   "I should also mention that two kilograms of bananas went completely brown and soft and spoiled, so we had to "
   "throw them out, which was a pity.",
   [adj(T, "banana", -2, "spoiled")])
ok(W,
   "My apologies for the late entry: on the 26th of February, Miss Ida Novak purchased three kilograms of apples "
   "from us.",
   [sale(d(26), IDA, ("apple", 3))])
ok(W,
   "I would be most obliged if you could record that Eva Berg and Raj Patel each bought two kilograms of bananas "
   "this afternoon.",
   [sale(T, EVA, ("banana", 2)), sale(T, RAJ, ("banana", 2))])
ok(W,
   "Please may I record a purchase from a new supplier we have started using, called Riverbend Growers? They "
   "delivered eighteen kilograms of mangoes at one dollar and forty cents per kilogram, and their email address is "
   "sales@riverbend.example.",
   [buy(T, P("Riverbend Growers", email="sales@riverbend.example"), ("mango", 18, 1.4))])
ok(W,
   "I hope this is helpful: a customer named Ken Smith bought one kilogram of grapes, and then a little later a "
   "customer named Mei Chen bought two kilograms of pears.",
   [sale(T, KEN, ("grape", 1)), sale(T, MEI, ("pear", 2))])
ok(W,
   "At the end of today I weighed all of the mangoes on the shelf and in the back room together, and the scale said "
   "eighteen and a half kilograms in total.",
   [adj(T, "mango", -0.5, "stock count")])
ok(W,
   "Dear ChatLedger, I have been asked to tell you that from today the price of strawberries is going to be three "
   "dollars and fifty cents per kilogram, because they need to be sold quickly.",
   [price(T, "strawberry", 3.5)])
ok(W,
   "We gave away around three hundred grams of grapes as free tasting samples for customers at the front counter "
   "today; I hope that is the right way to describe it.",
   [adj(T, "grape", -0.3, "samples")])
ok(W,
   "Mr Patel was kind enough to come back and return the bananas he purchased from us on Monday, the whole amount, "
   "and we refunded him.",
   [ret(T, RAJ, d(26))])
ok(W,
   "I wanted to let you know that a very pleasant lady called Zoe Davis purchased one and a half kilograms of "
   "strawberries, and that she paid five dollars and eighty-five cents, which I believe is correct.",
   [sale(T, ZOE, ("strawberry", 1.5))])
ok(W,
   "Two days ago, if I have counted correctly that would be the twenty-seventh, Mr Bob Smith bought two kilograms of "
   "oranges, and I forgot to write it down until now.",
   [sale(d(27), BOB, ("orange", 2))])
ok(W,
   "Please accept my apologies for the confusion earlier; to be clear, Luis Garcia bought four kilograms of oranges "
   "and Ida Novak bought five hundred grams of cherries, both this morning.",
   [sale(T, LUIS, ("orange", 4)), sale(T, IDA, ("cherry", 0.5))])
ok(W,
   "I have some bad news about the oranges: one of the bags split on the floor and roughly one point two kilograms "
   "were damaged beyond selling.",
   [adj(T, "orange", -1.2, "damaged")])
ok(W,
   "Green Valley Farms delivered two things today, fifteen kilograms of grapes at one dollar seventy-five per "
   "kilogram, which we will retail at two dollars ninety, and twenty kilograms of pears at ninety-eight cents per "
   "kilogram.",
   [buy(T, GVF, ("grape", 15, 1.75, 2.9), ("pear", 20, 0.98))])
ok(W,
   "Hello again. A gentleman who told me his name is Yusuf Demir, and who is new to the shop, bought four kilograms "
   "of oranges; he gave his phone number as 555-0139 so we can tell him when blood oranges arrive.",
   [sale(T, P("Yusuf Demir", phone="555-0139"), ("orange", 4))])
ok(W,
   "Mrs Chen came in and bought half a kilogram of strawberries, and then Mr Haddad bought one kilogram of apples; I "
   "believe that is everything for this afternoon.",
   [sale(T, MEI, ("strawberry", 0.5)), sale(T, OMAR, ("apple", 1))])
ok(W,
   "I hope I am using this properly. On Wednesday, Hillside Produce delivered ten kilograms of grapes at a cost of "
   "one dollar and ninety cents per kilogram, and I did not record it at the time.",
   [buy(Y, HILL, ("grape", 10, 1.9))])
ok(W,
   "Today we have lowered the price of bananas to one dollar and ten cents per kilogram and raised oranges to one "
   "dollar and sixty cents per kilogram, as the owner asked.",
   [price(T, "banana", 1.1), price(T, "orange", 1.6)])
ok(W,
   "Kindly record that I threw away three kilograms of pears this evening because they had become rotten; I am told "
   "this happens from time to time.",
   [adj(T, "pear", -3, "rotten")])
ok(W,
   "Please note: the delivery van from Green Valley Farms will be arriving an hour later than usual from next week "
   "onwards.",
   [note()])
ok(W,
   "FYI, and I hope I have used this abbreviation correctly, the freezer at the back is making a strange noise and "
   "may need a repair person.",
   [note()])
ok(W,
   "Remember that the landlord is visiting at the start of next month to inspect the premises; I have been asked to "
   "put this in the system.",
   [note()])
ok(W,
   "I am pleased to report that a new customer, Ingrid Halvorsen, bought one kilogram of grapes and one kilogram of "
   "apples; she left the email address ingrid.h@example.com for receipts.",
   [sale(T, P("Ingrid Halvorsen", email="ingrid.h@example.com"), ("grape", 1), ("apple", 1))])
ok(W,
   "Please record that Sue Davis purchased two kilograms of grapes this morning and that she paid five dollars and "
   "sixty cents.",
   [sale(T, SUE, ("grape", 2))])
ok(W,
   "Mr Lee bought one kilogram of bananas, Mrs Berg bought one kilogram of cherries, and Mr Garcia bought two "
   "kilograms of mangoes, all within the same hour, which was very exciting.",
   [sale(T, TOM, ("banana", 1)), sale(T, EVA, ("cherry", 1)), sale(T, LUIS, ("mango", 2))])
ok(W,
   "After counting the cherries this evening, twice to be sure, I found fifty-eight kilograms, which I understand is "
   "a little less than expected.",
   [adj(T, "cherry", -1.5, "stock count")])
ok(W,
   "The owner asked me to record that Zoe Davis returned the mango she bought this morning, the full amount, and "
   "that we gave her a refund.",
   [ret(T, ZOE, T)])
ok(W,
   "Good evening; today Mrs Novak bought one kilogram of oranges, and I would be grateful if you could write that "
   "down for me.",
   [sale(Y, IDA, ("orange", 1))], today=Y)
ok(W,
   "I am pleased to say that on my first day a supplier called ABC delivered twenty kilograms of bananas to us at "
   "sixty cents per kilogram.",
   [buy(d(27), ABC, ("banana", 20, 0.6))], today=d(27))
ok(W,
   "This is my very first entry, so I apologise in advance for any mistakes: Mrs Brown bought two kilograms of pears "
   "today.",
   [sale(d(26), ANN, ("pear", 2))], today=d(26))
ok(W, "Please could you record that on Tuesday, Mr Patel bought one kilogram of pears from us? Thank you kindly.",
   [sale(d(27), RAJ, ("pear", 1))], today=Y)
ok(W,
   "Could you record, please, that Mr Ken Smith bought two and a half kilograms of strawberries, and that afterwards "
   "I counted the strawberries and found twenty-seven kilograms remaining?",
   [sale(T, KEN, ("strawberry", 2.5)), adj(T, "strawberry", -0.5, "stock count")])
ok(W,
   "Good evening to you. A regular, Mrs Chen, bought a kilogram of apples today, and Mr Lee bought half a kilogram "
   "of cherries; I hope I have spelled everything correctly.",
   [sale(d(25), MEI, ("apple", 1)), sale(d(25), TOM, ("cherry", 0.5))], today=d(25))

no(W, "A gentleman named Mr Smith bought two kilograms of apples, but I am afraid I did not catch his first name.",
   "Smith alone could be Bob or Ken")
no(W, "I sold six lovely mangoes to Mrs Chen this morning; I hope that is enough information.",
   "mangoes counted in pieces")
no(W,
   "Could you please record that we will be receiving a delivery of cherries from Hillside Produce tomorrow morning?",
   "future delivery (tomorrow), no weight or cost")
no(W,
   "Mr Patel bought two kilograms of bananas and paid one dollar per kilogram, which I think was the price on the "
   "label.",
   "banana price 1.00 disagrees with the shelf price 1.20")
no(W,
   "A kind supplier delivered forty kilograms of oranges this morning at ninety cents a kilogram, but I am "
   "embarrassed to say I have forgotten the name of the company.",
   "purchase without a supplier")
no(W, "I gave Mrs Brown a kilogram of cherries free of charge because she has been such a loyal customer.",
   "free goods are not a sale at the shelf price")
no(W,
   "Please record that a customer called Olivia bought two kilograms of grapes; she is new and did not tell me her "
   "surname.",
   "new customer without a surname")
no(W, "We have sadly thrown away fifty kilograms of pears because they were rotten.",
   "write-off of 50 kg pears is more than the 21 kg in stock")
no(W, "Mrs Davis returned the bananas she bought on the twenty-sixth, all of them.",
   "Davis alone could be Zoe or Sue")
no(W, "I would like to record that Mr Lee bought some apples this morning, though I am afraid I do not know how many.",
   "sale without a weight")
no(W,
   "Would it be possible to record that Ms Berg received fifteen percent off her bananas today, because she bought a "
   "lot?",
   "discount")
no(W,
   "Could you please tell me how many kilograms of grapes we currently have? I would like to know before ordering "
   "more.",
   "question, not a record")
no(W, "Mrs Novak bought two boxes of strawberries this afternoon, and I believe she was very pleased with them.",
   "boxes, not kg")
no(W,
   "ABC has delivered a quantity of apples to the back door this morning, with the invoice to follow later this "
   "week.",
   "purchase without a weight or cost")
no(W, "Mr Haddad returned the shopping he bought on Tuesday, and we refunded him everything.",
   "Omar has two sales on Tuesday the 27th")
no(W, "The sale to Mr Lee on the 30th of February should be recorded as well, please: one kilogram of pears.",
   "there is no 30th of February")
no(W,
   "Mrs Chen would like to buy thirty kilograms of mangoes for a wedding, and I have sold them to her this "
   "afternoon.",
   "30 kg mango is more than the 19 kg in stock")
no(W, "In March the owner would like the price of apples to increase to two dollars per kilogram.",
   "price change in March (future)")
no(W,
   "I sold Mr Ken Smith three kilograms of oranges at one dollar and forty cents per kilogram, which was written on "
   "the old price card.",
   "orange price 1.40 disagrees with the shelf price 1.54")
no(W, "On 02/03 Mr Garcia came in and bought three kilograms of pears.",
   "02/03 could be 2 March or 3 February")


if __name__ == "__main__":
    out = Path(__file__).resolve().parent / "records.jsonl"
    with out.open("w") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {out}")
