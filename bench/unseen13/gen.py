"""Type the bench/unseen13 cases by hand and write records.jsonl next to this file.

Stdlib only. Every case is written out in full below; nothing is templated.
Run:  python3 bench/unseen13/gen.py && python3 bench/unseen13/validate_records.py
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
TODAY = "2024-02-29"
LB = 0.45359237

LINES = []


def D(day):
    return f"2024-02-{day:02d}"


def lb(n):
    return round(n * LB, 3)


def P(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, customer, *items):
    if isinstance(customer, str):
        customer = P(customer)
    return {"kind": "sale", "date": date, "customer": customer,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def purchase(date, supplier, *items):
    """items: (product, kg, unit_cost, selling_price or None)"""
    if isinstance(supplier, str):
        supplier = P(supplier)
    return {"kind": "purchase", "date": date, "supplier": supplier,
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s}
                      for p, q, c, s in items]}


def ret(date, customer, sale_date):
    if isinstance(customer, str):
        customer = P(customer)
    return {"kind": "return", "date": date, "customer": customer, "sale_date": sale_date}


def price(date, product, new_price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": new_price}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


NOTE = object()  # placeholder: a note whose text is the input text


def R(style, text, *records, today=TODAY):
    recs = []
    for r in records:
        if r is NOTE:
            r = {"kind": "note", "date": today, "text": text, "facts": []}
        elif isinstance(r, tuple) and r[0] is NOTE:
            r = {"kind": "note", "date": r[1], "text": text, "facts": []}
        recs.append(r)
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def X(style, text, why, today=TODAY):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# refusal reasons (short, fixed, so they can be counted)
AMBIG_CUST = "ambiguous customer"
VAGUE = "vague amount"
UNKNOWN_PRODUCT = "unknown product"
FUTURE = "future date"
IMPOSSIBLE = "impossible date"
AMBIG_DATE = "ambiguous date"
QUESTION = "question, not a record"
APP = "instruction to the app"
NO_CUST = "sale without a customer"
NO_UNIT = "amount without a clear unit"
NO_CONTEXT = "refers to context that is not there"
NO_SALE = "no matching sale to return"
TWO_SALES = "return matches more than one sale"
ALREADY = "sale already returned"
STOCK = "more than the stock on hand"
NO_COST = "purchase without a unit cost"
PARTIAL = "partial return (records only hold whole sales)"
PRICE_CONFLICT = "stated price conflicts with the shelf price"
UNSURE = "writer unsure which figure is right"
NOT_EVENT = "nothing happened that is a shop record"

T = TODAY

# ---------------------------------------------------------------------------
# 1. market-caller: a stallholder shouting across the stall
# ---------------------------------------------------------------------------
S = "market-caller"
R(S, "2 kilo each of apples and pears for Tom Lee",
  sale(T, "Tom Lee", ("apple", 2), ("pear", 2)))
R(S, "Eva and Mei both took a kilo of grapes",
  sale(T, "Eva Berg", ("grape", 1)), sale(T, "Mei Chen", ("grape", 1)))
R(S, "half a kilo each, cherries and strawbs, Ann Brown",
  sale(T, "Ann Brown", ("cherry", 0.5), ("strawberry", 0.5)))
R(S, "Raj Patel! three kilo of bananas, off he goes",
  sale(T, "Raj Patel", ("banana", 3)))
R(S, "kilo and a half of mangoes, Omar Haddad",
  sale(T, "Omar Haddad", ("mango", 1.5)))
R(S, "Ida Novak - 2 kg oranges, 1 kg pears",
  sale(T, "Ida Novak", ("orange", 2), ("pear", 1)))
R(S, "four kilo apples to Luis Garcia, cash",
  sale(T, "Luis Garcia", ("apple", 4)))
R(S, "Zoe Davis, half a kilo of cherries, ta",
  sale(T, "Zoe Davis", ("cherry", 0.5)))
R(S, "two kilos bananas Sue Davis",
  sale(T, "Sue Davis", ("banana", 2)))
R(S, "Ken Smith: mangoes, 3 kilo",
  sale(T, "Ken Smith", ("mango", 3)))
R(S, "Bob Smith grabbed 1.5 kg grapes on his way out",
  sale(T, "Bob Smith", ("grape", 1.5)))
R(S, "a kilo of pears each for Tom Lee and Ida Novak",
  sale(T, "Tom Lee", ("pear", 1)), sale(T, "Ida Novak", ("pear", 1)))
R(S, "Mei Chen, 500 g strawberries",
  sale(T, "Mei Chen", ("strawberry", 0.5)))
R(S, "250 grams of cherries to Eva Berg",
  sale(T, "Eva Berg", ("cherry", 0.25)))
R(S, "Ann Brown wants it in pounds - 2 lb apples, done",
  sale(T, "Ann Brown", ("apple", lb(2))))
R(S, "Tom Lee yesterday, 3 kilo oranges, forgot to shout it",
  sale(D(28), "Tom Lee", ("orange", 3)))
R(S, "Monday's one I missed: Raj Patel 2 kg mangoes",
  sale(D(26), "Raj Patel", ("mango", 2)))
R(S, "new face, Priya Nair 555-0188, kilo of bananas",
  sale(T, P("Priya Nair", "555-0188"), ("banana", 1)))
R(S, "apples in from ABC, 20 kilo at 1.10 a kilo",
  purchase(T, "ABC", ("apple", 20, 1.1, None)))
R(S, "Hillside dropped off 15 kilo of pears, 1.00 a kilo, we sell at 1.50",
  purchase(T, "Hillside Produce", ("pear", 15, 1.0, 1.5)))
R(S, "bananas down to 1.10, tell everyone",
  price(T, "banana", 1.1))
R(S, "mangoes up to 2.60 a kilo from now",
  price(T, "mango", 2.6))
R(S, "chuck a kilo of strawbs, gone mouldy",
  adj(T, "strawberry", -1, "mouldy"))
R(S, "2 kilo bananas rotten, binned 'em",
  adj(T, "banana", -2, "rotten"))
R(S, "Luis and Omar, kilo of cherries each",
  sale(T, "Luis Garcia", ("cherry", 1)), sale(T, "Omar Haddad", ("cherry", 1)))
R(S, "Zoe Davis brought back this morning's mangoes, gave her the cash",
  ret(T, "Zoe Davis", T))
R(S, "Eva Berg: a kilo each of apples, pears and oranges",
  sale(T, "Eva Berg", ("apple", 1), ("pear", 1), ("orange", 1)))
R(S, "3 kilo grapes Ken Smith, and a kilo of cherries, same fella",
  sale(T, "Ken Smith", ("grape", 3), ("cherry", 1)))
R(S, "Omar Haddad. Kilo bananas. Kilo apples. Half kilo strawberries.",
  sale(T, "Omar Haddad", ("banana", 1), ("apple", 1), ("strawberry", 0.5)))
R(S, "two and a half kilo oranges for Bob Smith",
  sale(T, "Bob Smith", ("orange", 2.5)))
R(S, "Mei Chen and Ann Brown, a kilo of apples apiece",
  sale(T, "Mei Chen", ("apple", 1)), sale(T, "Ann Brown", ("apple", 1)))
R(S, "kilo of mangoes to Ida Novak, another kilo to Sue Davis",
  sale(T, "Ida Novak", ("mango", 1)), sale(T, "Sue Davis", ("mango", 1)))
R(S, "Tom Lee - 3 kilo bananas, 2 kilo pears, kilo of grapes",
  sale(T, "Tom Lee", ("banana", 3), ("pear", 2), ("grape", 1)))
R(S, "new bloke Dmitri Volkov, 555-0173, 2 kilo oranges",
  sale(T, P("Dmitri Volkov", "555-0173"), ("orange", 2)))
R(S, "750 g of cherries, Raj Patel",
  sale(T, "Raj Patel", ("cherry", 0.75)))
R(S, "Sue Davis half a kilo grapes and half a kilo strawbs",
  sale(T, "Sue Davis", ("grape", 0.5), ("strawberry", 0.5)))
R(S, "Bob Smith, a kilo of bananas, paid 1.20",
  sale(T, "Bob Smith", ("banana", 1)))
R(S, "2 kilo strawberries for Luis Garcia, 7.80 the lot",
  sale(T, "Luis Garcia", ("strawberry", 2)))
R(S, "Ken Smith on Sunday, kilo of pears, never wrote it down",
  sale(D(25), "Ken Smith", ("pear", 1)))
R(S, "kilo of cherries out for the tasting tray",
  adj(T, "cherry", -1, "samples"))
R(S, "5 lb bananas to Eva Berg",
  sale(T, "Eva Berg", ("banana", lb(5))))
R(S, "Green Valley in: 10 kilo strawbs at 2.50, 12 kilo oranges at 0.90",
  purchase(T, "Green Valley Farms", ("strawberry", 10, 2.5, None), ("orange", 12, 0.9, None)))
R(S, "Tom Lee brought the cherries back from the 23rd",
  ret(T, "Tom Lee", D(23)))
R(S, "Ann Brown, kilo of oranges, yesterday",
  sale(D(19), "Ann Brown", ("orange", 1)), today=D(20))
R(S, "Mei Chen took 2 kilo bananas on Monday",
  sale(D(12), "Mei Chen", ("banana", 2)), today=D(15))
# market-caller refusals
X(S, "same again for Bob", NO_CONTEXT)
X(S, "a couple of kilo of apples for Tom Lee", VAGUE)
X(S, "a few pears for Mei Chen", VAGUE)
X(S, "Smith took 2 kilo bananas", AMBIG_CUST)
X(S, "kilo of grapes for Davis", AMBIG_CUST)
X(S, "2 kilo kiwis for Raj Patel", UNKNOWN_PRODUCT)
X(S, "3 apples to Ann Brown", NO_UNIT)
X(S, "bag of oranges for Ida Novak", VAGUE)
X(S, "2 kilo mangoes, cash, didn't get a name", NO_CUST)
X(S, "bunch of bananas, Luis Garcia", VAGUE)
X(S, "Eva and Mei took some grapes", VAGUE)
X(S, "kilo of lychees to Tom Lee", UNKNOWN_PRODUCT)
X(S, "half kilo cherries for Tom Lee on the 31st", IMPOSSIBLE)
X(S, "Raj Patel tomorrow, 3 kilo mangoes, put 'em aside", FUTURE)
X(S, "Ken, Bob - 2 kilo apples", "unclear whether 2 kg each or shared, and how")
X(S, "what's Tom Lee owe us?", QUESTION)
X(S, "40 kilo oranges for Omar Haddad", STOCK)
X(S, "5 apples and pears for Ann Brown", NO_UNIT)
X(S, "scratch that last one", APP)
X(S, "the usual for Omar", NO_CONTEXT)
X(S, "Mrs Smith, kilo of pears", AMBIG_CUST)

# ---------------------------------------------------------------------------
# 2. till-export: pasted lines from a till or spreadsheet
# ---------------------------------------------------------------------------
S = "till-export"
R(S, "2024-02-27\tSALE\tRaj Patel\tBanana\t1.5kg",
  sale(D(27), "Raj Patel", ("banana", 1.5)))
R(S, "date,type,customer,product,qty_kg\n2024-02-28,SALE,Mei Chen,Apple,2",
  sale(D(28), "Mei Chen", ("apple", 2)))
R(S, "QTY 2.000 KG APPLE @ 1.70   TOTAL 3.40   CUST: BOB SMITH",
  sale(T, "Bob Smith", ("apple", 2)))
R(S, "| rcpt | date | customer | item | kg |\n|------|------|----------|------|----|\n"
     "| 1150 | 2024-02-26 | Ida Novak | Pear | 1.5 |\n| 1150 | 2024-02-26 | Ida Novak | Grape | 1 |",
  sale(D(26), "Ida Novak", ("pear", 1.5), ("grape", 1)))
R(S, "date,type,customer,product,qty_kg\n2024-02-28,SALE,Tom Lee,Orange,2\n"
     "2024-02-28,SALE,Ann Brown,Mango,1\n2024-02-28,SALE,Ken Smith,Cherry,1.5",
  sale(D(28), "Tom Lee", ("orange", 2)), sale(D(28), "Ann Brown", ("mango", 1)),
  sale(D(28), "Ken Smith", ("cherry", 1.5)))
R(S, "2024-02-28\tPURCHASE\tHillside Produce\tPear\t20kg\tcost 1.00\tsell 1.44",
  purchase(D(28), "Hillside Produce", ("pear", 20, 1.0, 1.44)))
R(S, "GRN export: supplier=ABC; item=Grape; kg=25; unit_cost=1.80; rrp=2.80; date=2024-02-26",
  purchase(D(26), "ABC", ("grape", 25, 1.8, 2.8)))
R(S, "2024-02-29,PRICE,Orange,1.60",
  price(T, "orange", 1.6))
R(S, "2024-02-28\tADJ\tStrawberry\t-1.5kg\tspoiled",
  adj(D(28), "strawberry", -1.5, "spoiled"))
R(S, "2024-02-27;RETURN;Omar Haddad;sale of 2024-02-21",
  ret(D(27), "Omar Haddad", D(21)))
R(S, "RCPT 1187  29/02/2024 10:42\nMANGO 1.500kg x 2.40 = 3.60\nCUSTOMER: SUE DAVIS",
  sale(T, "Sue Davis", ("mango", 1.5)))
R(S, "29/02/2024 SALE Ann Brown Cherry 1.000 kg",
  sale(T, "Ann Brown", ("cherry", 1)))
R(S, "2024-02-25\tSALE\tLuis Garcia\tStrawberry\t2kg\n2024-02-25\tSALE\tKen Smith\tApple\t3kg",
  sale(D(25), "Luis Garcia", ("strawberry", 2)), sale(D(25), "Ken Smith", ("apple", 3)))
R(S, "Sale | Omar Haddad | Cherry | 2 kg | 6.40",
  sale(T, "Omar Haddad", ("cherry", 2)))
R(S, "ITEM: PEAR   WT: 1.250 KG   CUST: EVA BERG   2024-02-28",
  sale(D(28), "Eva Berg", ("pear", 1.25)))
R(S, "2024-02-29,SALE,Hana Kowalski (new; tel 555-0142),Orange,2kg",
  sale(T, P("Hana Kowalski", "555-0142"), ("orange", 2)))
R(S, "GRN 3312 | Green Valley Farms | Mango | 20 kg | cost 1.50 | sell 2.40 | 2024-02-27",
  purchase(D(27), "Green Valley Farms", ("mango", 20, 1.5, 2.4)))
R(S, "PO# 5521 received 2024-02-28 from ABC\nApple 15kg @1.10\nGrape 10kg @1.80",
  purchase(D(28), "ABC", ("apple", 15, 1.1, None), ("grape", 10, 1.8, None)))
R(S, "2024-02-29\tPRICE\tStrawberry\t4.20",
  price(T, "strawberry", 4.2))
R(S, "price update,Pear,1.50,2024-02-29",
  price(T, "pear", 1.5))
R(S, "2024-02-29,WRITE-OFF,Banana,1kg,damaged",
  adj(T, "banana", -1, "damaged"))
R(S, "STOCKTAKE 2024-02-28: Grape  book 20.0 kg  counted 19.0 kg",
  adj(D(28), "grape", -1, "stock count"))
R(S, "STOCKTAKE 2024-02-29  Apple  book 29.5 kg  counted 30.0 kg",
  adj(T, "apple", 0.5, "stock count"))
R(S, "2024-02-24\tRETURN\tRaj Patel\torig sale 2024-02-20",
  ret(D(24), "Raj Patel", D(20)))
R(S, "RCPT 1201 2024-02-29 STRAWBERRY 0.500KG CUST MEI CHEN",
  sale(T, "Mei Chen", ("strawberry", 0.5)))
R(S, "2024-02-28 | SALE | Bob Smith | Mango | 1.0 kg | Orange | 1.0 kg",
  sale(D(28), "Bob Smith", ("mango", 1), ("orange", 1)))
R(S, "customer,product,kg\nZoe Davis,Banana,2\nSue Davis,Pear,1",
  sale(T, "Zoe Davis", ("banana", 2)), sale(T, "Sue Davis", ("pear", 1)))
R(S, "txn_id,date,customer,product,kg\n9001,2024-02-27,Ida Novak,Apple,1\n9001,2024-02-27,Ida Novak,Orange,1.5",
  sale(D(27), "Ida Novak", ("apple", 1), ("orange", 1.5)))
R(S, "txn,date,cust,sku,kg\n9002,2024-02-27,Tom Lee,MANGO,2\n9003,2024-02-27,Raj Patel,GRAPE,1",
  sale(D(27), "Tom Lee", ("mango", 2)), sale(D(27), "Raj Patel", ("grape", 1)))
R(S, "2024-02-26\tSALE\tOmar Haddad\tGrapes\t2 lb",
  sale(D(26), "Omar Haddad", ("grape", lb(2))))
R(S, "SALE 2024-02-29 LUIS GARCIA BANANA 1.5KG TOTAL 1.80",
  sale(T, "Luis Garcia", ("banana", 1.5)))
R(S, "date,type,party,product,kg,unit_cost,sell\n2024-02-28,PURCHASE,Hillside Produce,Banana,30,0.60,1.20",
  purchase(D(28), "Hillside Produce", ("banana", 30, 0.6, 1.2)))
R(S, "NOTE 2024-02-29: till drawer 2 sticking, engineer booked",
  NOTE)
R(S, "2024-02-28\tADJ\tMango\t-0.5kg\tsamples",
  adj(D(28), "mango", -0.5, "samples"))
R(S, "2024-02-29 | RETURN | Ken Smith | sale 2024-02-17",
  ret(T, "Ken Smith", D(17)))
R(S, "1x SALE Raj Patel Pear 2.000kg 2024-02-29 11:05",
  sale(T, "Raj Patel", ("pear", 2)))
R(S, "Sale\t2024-02-23\tAnn Brown\tBanana 1kg; Apple 1kg",
  sale(D(23), "Ann Brown", ("banana", 1), ("apple", 1)))
R(S, "EXPORT ROW 44: 2024-02-28, SALE, Eva Berg, Mango, 1.5 kg",
  sale(D(28), "Eva Berg", ("mango", 1.5)))
R(S, "2024-02-27\tSALE\tGrace Okafor 612-555-0199\tCherry\t1kg",
  sale(D(27), P("Grace Okafor", "612-555-0199"), ("cherry", 1)))
R(S, "2024-02-29,PRICE,Cherry,3.00,reason: markdown",
  price(T, "cherry", 3.0))
R(S, "RETURN 2024-02-29 CUST: IDA NOVAK ORIG: 2024-02-20",
  ret(T, "Ida Novak", D(20)))
R(S, "2024-02-25\tSALE\tMei Chen\tPear\t500g",
  sale(D(25), "Mei Chen", ("pear", 0.5)))
R(S, "2024-02-29,PURCHASE,Green Valley Farms,Orange,20kg,cost 0.95,sell 1.60",
  purchase(T, "Green Valley Farms", ("orange", 20, 0.95, 1.6)))
R(S, "2024-02-19\tSALE\tZoe Davis\tApple\t1kg",
  sale(D(19), "Zoe Davis", ("apple", 1)), today=D(20))
# till-export refusals
X(S, "2024-02-29\tSALE\t\tApple\t2kg", NO_CUST)
X(S, "2024-02-29,SALE,Smith,Pear,1kg", AMBIG_CUST)
X(S, "2024-03-02\tSALE\tTom Lee\tApple\t1kg", FUTURE)
X(S, "2024-02-30,SALE,Mei Chen,Grape,1kg", IMPOSSIBLE)
X(S, "2024-02-29\tSALE\tRaj Patel\tKiwi\t1kg", UNKNOWN_PRODUCT)
X(S, "2024-02-29,SALE,Eva Berg,Cherry,3", NO_UNIT)
X(S, "QTY 2.000 KG APPLE @ 1.80   TOTAL 3.60   CUST: BOB SMITH", PRICE_CONFLICT)
X(S, "RCPT 1190  29/02/2024  *** VOID ***", NOT_EVENT)
X(S, "03/02/2024,SALE,Ann Brown,Orange,1kg", AMBIG_DATE)
X(S, "TOTAL 14.60  CASH  CHANGE 5.40", "receipt footer only: no customer, product or quantity")
X(S, "2024-02-29\tSALE\tIda Novak\tBanana\t-2kg", "negative sale quantity: unclear what happened")
X(S, "2024-02-29,PURCHASE,ABC,Apple,20kg", NO_COST)
X(S, "2024-02-29|SALE|Zoe Davis|Grape|25kg", STOCK)
X(S, "2024-02-26;RETURN;Zoe Davis;sale of 2024-02-05", TWO_SALES)
X(S, "2024-02-28,RETURN,Tom Lee,orig 2024-02-11", ALREADY)
X(S, "2024-02-29\tSALE\tRaj Patel\tApple\t0kg", "zero quantity")
X(S, "#N/A\t#N/A\t#N/A\t#REF!", "spreadsheet error cells, no data")
X(S, "date,type,customer,product,qty_kg", "header row only, no data")
X(S, "2024-02-25,SALE,Ken Smith,Orange,1kg", FUTURE, today=D(20))

# ---------------------------------------------------------------------------
# 3. careful-newbie: a new weekend assistant, unsure and wordy
# ---------------------------------------------------------------------------
S = "careful-newbie"
R(S, "I think I sold Ann Brown about... no, exactly 2 kg of oranges, I looked at the scale.",
  sale(T, "Ann Brown", ("orange", 2)))
R(S, "Sold 3 kg \u2014 sorry, 4 kg \u2014 of mangoes to Raj Patel",
  sale(T, "Raj Patel", ("mango", 4)))
R(S, "Um, Tom Lee came in and bought 1 kg of bananas. I hope I'm writing this right!",
  sale(T, "Tom Lee", ("banana", 1)))
R(S, "Mei Chen bought pears, 2 kg I believe \u2014 yes, I checked the scale printout, it was 2 kg.",
  sale(T, "Mei Chen", ("pear", 2)))
R(S, "Eva Berg had 1.5 kg of grapes. Sorry if this is the wrong place to put it.",
  sale(T, "Eva Berg", ("grape", 1.5)))
R(S, "Bob Smith (the older gentleman, not Ken) bought 2 kg of apples",
  sale(T, "Bob Smith", ("apple", 2)))
R(S, "Sorry, do I include the bag weight? Anyway, I took it off: Omar Haddad bought 1 kg of cherries.",
  sale(T, "Omar Haddad", ("cherry", 1)))
R(S, "Zoe Davis \u2014 I double-checked it was Zoe and not Sue \u2014 bought 2 kg of bananas.",
  sale(T, "Zoe Davis", ("banana", 2)))
R(S, "Sue Davis bought half a kilo of strawberries, I weighed it twice to be sure",
  sale(T, "Sue Davis", ("strawberry", 0.5)))
R(S, "Yesterday (sorry, I forgot to put it in) Ken Smith bought 2 kg of pears",
  sale(D(28), "Ken Smith", ("pear", 2)))
R(S, "Ida Novak bought 1 kg of oranges and, um, 1 kg of apples. Or was it pears... no, apples, definitely apples.",
  sale(T, "Ida Novak", ("orange", 1), ("apple", 1)))
R(S, "Luis Garcia got 2 kilos of mangoes. He paid 4.80, which I think is right for two kilos.",
  sale(T, "Luis Garcia", ("mango", 2)))
R(S, "A new customer, Felix Wagner, phone 555-0164, bought 1 kg of grapes. I took his number like you said.",
  sale(T, P("Felix Wagner", "555-0164"), ("grape", 1)))
R(S, "I threw away 1 kg of strawberries because they had mould on them, I hope that's ok",
  adj(T, "strawberry", -1, "mouldy"))
R(S, "Some bananas went bad \u2014 I weighed them, it was 1.5 kg \u2014 and I put them in the bin.",
  adj(T, "banana", -1.5, "rotten"))
R(S, "The Hillside driver brought 20 kg of bananas. The invoice says 0.60 per kg. I didn't see a selling price on it.",
  purchase(T, "Hillside Produce", ("banana", 20, 0.6, None)))
R(S, "The manager said to change the pear price to 1.50, so I'm putting it in here",
  price(T, "pear", 1.5))
R(S, "Eva Berg brought back what she bought on the 19th, she said the cherries were soft. I gave her the money back, I think that's the policy.",
  ret(T, "Eva Berg", D(19)))
R(S, "Tom Lee bought 3 kg \u2014 wait, no, 2.5 kg \u2014 of oranges.",
  sale(T, "Tom Lee", ("orange", 2.5)))
R(S, "Raj Patel and his wife... sorry, only Raj Patel paid, 2 kg of cherries",
  sale(T, "Raj Patel", ("cherry", 2)))
R(S, "Ann Brown bought 1 kg of apples and 1 kg of pears, all in one go",
  sale(T, "Ann Brown", ("apple", 1), ("pear", 1)))
R(S, "Mei Chen bought 750 grams of cherries (the scale said 0.750)",
  sale(T, "Mei Chen", ("cherry", 0.75)))
R(S, "Sorry this is late: on Monday Omar Haddad bought 2 kg of oranges.",
  sale(D(26), "Omar Haddad", ("orange", 2)))
R(S, "Bob Smith bought 1 lb of strawberries (he asked in pounds so I weighed out exactly 1 lb)",
  sale(T, "Bob Smith", ("strawberry", lb(1))))
R(S, "Luis Garcia returned the things he bought on the 16th. I checked the receipt date twice.",
  ret(T, "Luis Garcia", D(16)))
R(S, "Green Valley Farms phoned, their van has broken down and the next delivery will be late. Writing it here so it isn't forgotten.",
  NOTE)
R(S, "A lady asked if we will ever stock blueberries, I said I'd pass it on.",
  NOTE)
R(S, "Ken Smith bought 1 kg of mangoes and, sorry, I forgot to say, 1 kg of bananas too",
  sale(T, "Ken Smith", ("mango", 1), ("banana", 1)))
R(S, "Zoe Davis bought 2 kg of grapes... I mean GRAPES, not grapefruit, we don't sell grapefruit",
  sale(T, "Zoe Davis", ("grape", 2)))
R(S, "I dropped a box and some pears got squashed, I weighed them after and it was exactly 0.8 kg",
  adj(T, "pear", -0.8, "damaged"))
R(S, "Ida Novak bought half a kilo of cherries and 1 kg of bananas, I hope that's right",
  sale(T, "Ida Novak", ("cherry", 0.5), ("banana", 1)))
R(S, "New customer Nora Lindqvist (nora.l@example.com) bought 1.5 kg of apples",
  sale(T, P("Nora Lindqvist", None, "nora.l@example.com"), ("apple", 1.5)))
R(S, "On Sunday I forgot to log this one: Sue Davis bought 1 kg of oranges.",
  sale(D(25), "Sue Davis", ("orange", 1)))
R(S, "Sold Raj Patel 2 kg of bananas. Sorry, that's 2 kg of bananas AND 1 kg of strawberries, I missed the second bag.",
  sale(T, "Raj Patel", ("banana", 2), ("strawberry", 1)))
R(S, "Tom Lee asked me to make sure it's written down that he bought 1 kg of pears. Done, I think.",
  sale(T, "Tom Lee", ("pear", 1)))
R(S, "Yusuf Demir, he's new, gave me his number 555-0157, bought 1 kg of mangoes",
  sale(T, P("Yusuf Demir", "555-0157"), ("mango", 1)))
R(S, "Ken Smith took 2 kg of apples. He said they're for his daughter's school? Not sure if that matters.",
  sale(T, "Ken Smith", ("apple", 2)))
R(S, "ABC delivered 10 kg of cherries, it says 2.00 a kilo on the delivery note, and the manager said to sell them at 3.20.",
  purchase(T, "ABC", ("cherry", 10, 2.0, 3.2)))
R(S, "Omar Haddad bought 1 kg of strawberries. Oh, and earlier Mei Chen bought 1 kg of bananas, sorry for the order.",
  sale(T, "Omar Haddad", ("strawberry", 1)), sale(T, "Mei Chen", ("banana", 1)))
R(S, "Bob Smith brought back the mango he bought on the 26th, I hope it's fine that I took it back",
  ret(T, "Bob Smith", D(26)))
R(S, "I changed the banana sign to 1.10 because the manager told me to reduce them",
  price(T, "banana", 1.1))
R(S, "Luis Garcia bought 1 kg of cherries and 1 kg of grapes (I asked him to spell it: G-A-R-C-I-A)",
  sale(T, "Luis Garcia", ("cherry", 1), ("grape", 1)))
R(S, "Mei Chen bought 2 kg of oranges yesterday afternoon, I only remembered now, sorry",
  sale(D(28), "Mei Chen", ("orange", 2)))
R(S, "I hope this is right: yesterday Ann Brown bought 1 kg of grapes",
  sale(D(16), "Ann Brown", ("grape", 1)), today=D(17))
# careful-newbie refusals
X(S, "Should I charge Tom Lee for the bruised pears?", QUESTION)
X(S, "Do we sell kiwis? A man asked me and I didn't know.", QUESTION)
X(S, "I sold some apples to Ann Brown, I'm not sure how many, sorry", VAGUE)
X(S, "Ms Davis bought 1 kg of mangoes", AMBIG_CUST)
X(S, "I sold 2 kg of apples but I forgot to ask the name, sorry!", NO_CUST)
X(S, "Raj Patel bought 3 kg \u2014 or was it 4? \u2014 of mangoes, I really can't remember", UNSURE)
X(S, "Sold Eva Berg 2 bags of cherries", NO_UNIT)
X(S, "Can you show me how to delete an entry?", APP)
X(S, "Please delete what I typed before, it was wrong", APP)
X(S, "Tom Lee wants 5 kg of mangoes next Saturday, can we keep some back for him?", FUTURE)
X(S, "I think someone might have taken a punnet of strawberries without paying?", VAGUE)
X(S, "Zoe Davis returned something, her receipt said the 12th", NO_SALE)
X(S, "Ken Smith returned his strawberries from the... 4th? Or maybe the 17th?", UNSURE)
X(S, "Sold Ida Novak 1 kg of the red ones", "product not named")
X(S, "Sorry, the last one I put in was wrong", NO_CONTEXT)
X(S, "Is Bob Smith's number still 531-354-1000?", QUESTION)
X(S, "Mr Smith bought 2 kg of bananas, I think he's a regular", AMBIG_CUST)

# ---------------------------------------------------------------------------
# 4. bookkeeper-jargon: goods inward, GRNs, credit notes, write-offs
# ---------------------------------------------------------------------------
S = "bookkeeper-jargon"
R(S, "Received from Hillside per inv 4471: 25 kg pears @ 1.00, RRP 1.44",
  purchase(T, "Hillside Produce", ("pear", 25, 1.0, 1.44)))
R(S, "GRN 3318 \u2014 ABC \u2014 30 kg apples @ 1.10/kg, 20 kg grapes @ 1.80/kg. To stock.",
  purchase(T, "ABC", ("apple", 30, 1.1, None), ("grape", 20, 1.8, None)))
R(S, "Goods inward, Green Valley Farms inv GV-2290: strawberries 20 kg at 2.50, sell 3.90",
  purchase(T, "Green Valley Farms", ("strawberry", 20, 2.5, 3.9)))
R(S, "Markdown: bananas to 1.00/kg",
  price(T, "banana", 1.0))
R(S, "Write off 0.8 kg strawberries (bruised)",
  adj(T, "strawberry", -0.8, "damaged"))
R(S, "Shrinkage per physical count: grapes -1.2 kg",
  adj(T, "grape", -1.2, "stock count"))
R(S, "Credit note issued to Zoe Davis against her sale of the 13th",
  ret(T, "Zoe Davis", D(13)))
R(S, "Invoice 1052 to Raj Patel: 3 kg mangoes, 1 kg cherries",
  sale(T, "Raj Patel", ("mango", 3), ("cherry", 1)))
R(S, "Cash sale posted, customer Ann Brown, 1.5 kg grapes",
  sale(T, "Ann Brown", ("grape", 1.5)))
R(S, "Stock adjustment (theft): 1 kg cherries",
  adj(T, "cherry", -1, "stolen"))
R(S, "Sales ledger: Omar Haddad, 2 kg apples, 2 kg pears, to be posted at yesterday's date",
  sale(D(28), "Omar Haddad", ("apple", 2), ("pear", 2)))
R(S, "Repricing: mango RRP revised to 2.50 effective today",
  price(T, "mango", 2.5))
R(S, "Credit note CN-017 raised for Ida Novak, ref sale dated 2024-02-16",
  ret(T, "Ida Novak", D(16)))
R(S, "Stock-take variance, oranges: book 15.5 kg, physical 15.0 kg, adjust accordingly",
  adj(T, "orange", -0.5, "stock count"))
R(S, "Purchase ledger: Hillside Produce inv 4480, bananas 25 kg, line total 15.00",
  purchase(T, "Hillside Produce", ("banana", 25, 0.6, None)))
R(S, "GRN: 10 kg mangoes ex Green Valley Farms, cost 1.50, retail 2.40, dated 2024-02-27",
  purchase(D(27), "Green Valley Farms", ("mango", 10, 1.5, 2.4)))
R(S, "Posted credit sale to Ken Smith's account: 2 kg strawberries",
  sale(T, "Ken Smith", ("strawberry", 2)))
R(S, "Write-down: 2 kg bananas unsaleable (spoiled)",
  adj(T, "banana", -2, "spoiled"))
R(S, "Samples issued from stock: 0.5 kg grapes",
  adj(T, "grape", -0.5, "samples"))
R(S, "Invoice 1060, Bob Smith, 1 kg cherries, 3.20 net",
  sale(T, "Bob Smith", ("cherry", 1)))
R(S, "New account opened: Carla Rossi, tel 555-0135; first invoice 2 kg oranges",
  sale(T, P("Carla Rossi", "555-0135"), ("orange", 2)))
R(S, "Credit note to Mei Chen for her sale of the 17th (full refund)",
  ret(T, "Mei Chen", D(17)))
R(S, "Sale on account, Sue Davis: 1 kg pears, 0.5 kg cherries",
  sale(T, "Sue Davis", ("pear", 1), ("cherry", 0.5)))
R(S, "Inv 1063 Luis Garcia: 4 lb apples",
  sale(T, "Luis Garcia", ("apple", lb(4))))
R(S, "Price maintenance: cherries marked down 0.20 to 3.00",
  price(T, "cherry", 3.0))
R(S, "GRN 3325 Hillside Produce: oranges 20 kg @ 0.90 sell 1.54; mangoes 10 kg @ 1.50 sell 2.40",
  purchase(T, "Hillside Produce", ("orange", 20, 0.9, 1.54), ("mango", 10, 1.5, 2.4)))
R(S, "Adjust stock for mould: strawberries -1.5 kg",
  adj(T, "strawberry", -1.5, "mouldy"))
R(S, "Count gain on pears, +0.5 kg per recount",
  adj(T, "pear", 0.5, "stock count"))
R(S, "Memo for the file: ABC have moved our payment terms to 30 days.",
  NOTE)
R(S, "Memo: Hillside statement doesn't agree with our purchase ledger, accounts to chase.",
  NOTE)
R(S, "Sale to Eva Berg booked Tuesday: 2 kg bananas",
  sale(D(27), "Eva Berg", ("banana", 2)))
R(S, "Raj Patel, invoice dated 2024-02-26, 1 kg pears",
  sale(D(26), "Raj Patel", ("pear", 1)))
R(S, "Credit note against Sue Davis' sale of 2024-02-22",
  ret(T, "Sue Davis", D(22)))
R(S, "Cost of goods: received 12 kg cherries from ABC, invoice total 24.00",
  purchase(T, "ABC", ("cherry", 12, 2.0, None)))
R(S, "Inv 1071, Tom Lee: 1 kg apples, 1 kg bananas, 1 kg pears",
  sale(T, "Tom Lee", ("apple", 1), ("banana", 1), ("pear", 1)))
R(S, "Stock written off (rotten): mangoes 1 kg",
  adj(T, "mango", -1, "rotten"))
R(S, "Inventory correction after recount: apples -1 kg",
  adj(T, "apple", -1, "stock count"))
R(S, "Two invoices raised: Ann Brown 1 kg mangoes; Ida Novak 2 kg oranges",
  sale(T, "Ann Brown", ("mango", 1)), sale(T, "Ida Novak", ("orange", 2)))
R(S, "GRN ABC 15 kg grapes @ 1.80, RRP 2.90",
  purchase(T, "ABC", ("grape", 15, 1.8, 2.9)))
R(S, "Journal: stock loss, 0.5 kg strawberries stolen per CCTV",
  adj(T, "strawberry", -0.5, "stolen"))
R(S, "Sales day book, 2024-02-28: Zoe Davis 1 kg cherries; Luis Garcia 2 kg bananas",
  sale(D(28), "Zoe Davis", ("cherry", 1)), sale(D(28), "Luis Garcia", ("banana", 2)))
R(S, "Credit note for Raj Patel, sale of the 14th",
  ret(T, "Raj Patel", D(14)))
R(S, "Invoice 1075, Omar Haddad, 1 kg oranges, posted Saturday",
  sale(D(24), "Omar Haddad", ("orange", 1)))
R(S, "Credit note to Tom Lee re his sale of 2024-02-07",
  ret(D(10), "Tom Lee", D(7)), today=D(10))
# bookkeeper-jargon refusals
X(S, "Credit note for Zoe Davis' sale of the 12th", NO_SALE)
X(S, "Invoice to Mr Smith: 2 kg apples", AMBIG_CUST)
X(S, "Goods inward from ABC, 20 kg apples, to stock", NO_COST)
X(S, "GRN 3330 Green Valley Farms: 10 kg kiwifruit @ 1.40", UNKNOWN_PRODUCT)
X(S, "Accrue March rent in the February accounts", NOT_EVENT)
X(S, "Write off some strawberries, damaged", VAGUE)
X(S, "Shrinkage on grapes, amount tbc", VAGUE)
X(S, "Write off 40 kg pears (spoiled)", STOCK)
X(S, "Temporary markdown on mangoes, half price until close", "temporary promotion, not a price change")
X(S, "Credit note for Tom Lee's sale of the 11th", ALREADY)
X(S, "Credit note for Omar Haddad's sale of the 19th", TWO_SALES)
X(S, "Partial credit: Bob Smith, 2 kg of the strawberries from the 28th", PARTIAL)
X(S, "Post invoice 1080 dated 2024-03-01 to Raj Patel, 2 kg mangoes", FUTURE)
X(S, "GRN dated 30/02/2024 Hillside Produce, pears 10 kg @ 1.00", IMPOSSIBLE)
X(S, "What's the closing stock value for February?", QUESTION)
X(S, "Run the month-end report and email it to me", APP)
X(S, "Reverse journal 17", NO_CONTEXT)
X(S, "Invoice 1082 to Ken Smith: 2 x apples", NO_UNIT)
X(S, "Sale to Ida Novak, 2 kg apples @ 1.50", PRICE_CONFLICT)


with open(HERE / "records.jsonl", "w") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines to {HERE / 'records.jsonl'}")
