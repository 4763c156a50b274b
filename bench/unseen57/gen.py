"""Write records.jsonl: a held-out records set for the ChatLedger reader (unseen57).

Every input below was typed by hand. The helpers only build record dicts and line dicts.
Run `python gen.py` to (re)write records.jsonl next to this file.
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # a Thursday
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def party(p):
    return who(p) if isinstance(p, str) else p


def sale(date, customer, *items):
    return {"kind": "sale", "date": date, "customer": party(customer),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, *items):
    rows = []
    for it in items:
        p, q, cost = it[:3]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": date, "supplier": party(supplier), "items": rows}


def ret(date, customer, sale_date):
    return {"kind": "return", "date": date, "customer": party(customer), "sale_date": sale_date}


def price(date, product, selling_price):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": selling_price}


def adj(date, product, quantity, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity, "reason": reason}


def ok(style, text, *records, today=T):
    LINES.append({"text": text, "today": today, "records": list(records), "style": style})


def memo(style, text, today=T):
    ok(style, text, {"kind": "note", "date": today, "text": text, "facts": []}, today=today)


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# --------------------------------------------------------------------------------------------- slang
S = "slang"
ok(S, "flogged a couple of kilos of apples to Tom Lee this arvo", sale(T, "Tom Lee", ("apple", 2)))
ok(S, "Mei Chen took half a kilo of cherries, ta", sale(T, "Mei Chen", ("cherry", 0.5)))
ok(S, "Omar grabbed 3 kilo of nanas, paid 3.60 quid", sale(T, "Omar Haddad", ("banana", 3)))
ok(S, "chucked out 2 kilos of strawbs, gone mouldy", adj(T, "strawberry", -2, "mouldy"))
ok(S, "binned 1.5kg of pears, proper rotten they were", adj(T, "pear", -1.5, "rotten"))
ok(S, "some bugger nicked a kilo of cherries off the front display", adj(T, "cherry", -1, "stolen"))
ok(S, "Ann Brown had two and a half kilo of oranges yesterday arvo", sale(d(28), "Ann Brown", ("orange", 2.5)))
ok(S, "got 30 kilo of nanas in from Hillside at 55p a kilo",
   buy(T, "Hillside Produce", ("banana", 30, 0.55)))
ok(S, "ABC dropped off 20 kilo apples, 1.20 a kilo, we'll flog em at 1.90",
   buy(T, "ABC", ("apple", 20, 1.2, 1.9)))
ok(S, "bump the mangoes up to 2.60 a kilo mate", price(T, "mango", 2.6))
ok(S, "knock the strawbs down to 3.50, they're going soft", price(T, "strawberry", 3.5))
ok(S, "Raj Patel brought back the cherries he got Tuesday", ret(T, "Raj Patel", d(27)))
ok(S, "Luis has come back with the stuff from Friday, wasn't happy with it", ret(T, "Luis Garcia", d(23)))
ok(S, "sold Ida 750 grams of grapes", sale(T, "Ida Novak", ("grape", 0.75)))
ok(S, "Eva Berg, a kilo and a half of pears, cash", sale(T, "Eva Berg", ("pear", 1.5)))
ok(S, "bloke called Gazza Whitlam bought 2 kilo of mangoes, his number's 0412 889 301",
   sale(T, who("Gazza Whitlam", phone="0412 889 301"), ("mango", 2)))
ok(S, "new one - Sheila Brennan, 1 kg strawbs, sheila.b@bigpond.example",
   sale(T, who("Sheila Brennan", email="sheila.b@bigpond.example"), ("strawberry", 1)))
ok(S, "Mr Lee took 4 kilo of oranges, nice bloke", sale(T, "Tom Lee", ("orange", 4)))
ok(S, "Mrs Novak got a couple of kilos of bananas n half a kilo of cherries",
   sale(T, "Ida Novak", ("banana", 2), ("cherry", 0.5)))
ok(S, "did a stocktake on the grapes, only 22 kilo left in there", adj(T, "grape", -2, "stock count"))
ok(S, "counted the apples after close, 30 kilo on the dot", adj(T, "apple", 0.5, "stock count"))
ok(S, "gave away a kilo of grapes as tasters down the market", adj(T, "grape", -1, "samples"))
ok(S, "dropped 3 kilo of oranges on the floor, all squashed", adj(T, "orange", -3, "damaged"))
ok(S, "Zoe Davis took 2 kilo of pears this morn", sale(T, "Zoe Davis", ("pear", 2)))
ok(S, "Sue had a kilo of mangoes", sale(T, "Sue Davis", ("mango", 1)))
ok(S, "Ken's back with his mango and pears from this morning, chucked a wobbly about the quality",
   ret(T, "Ken Smith", T))
ok(S, "flogged Bob 2.5 kilo of cherries and Ann a kilo of apples",
   sale(T, "Bob Smith", ("cherry", 2.5)), sale(T, "Ann Brown", ("apple", 1)))
ok(S, "Hillside came round with 25 kilo of pears, 22 quid the lot",
   buy(T, "Hillside Produce", ("pear", 25, 0.88)))
ok(S, "Green Valley Farms dropped 40 kilo oranges at 85p, sell em for 1.60",
   buy(T, "Green Valley Farms", ("orange", 40, 0.85, 1.6)))
ok(S, "Raj got 2 kilo of grapes, came to 5.60", sale(T, "Raj Patel", ("grape", 2)))
ok(S, "Omar Hadad - 1 kilo nanas, half a kilo strawbs",
   sale(T, "Omar Haddad", ("banana", 1), ("strawberry", 0.5)))
memo(S, "note: the cool room's on the blink again, sparky's coming first thing")
memo(S, "FYI the bin men never showed, stinks out the back something shocking")
memo(S, "remember to give Green Valley a bell about the short delivery")
ok(S, "Tom Lee 3 lb of apples", sale(T, "Tom Lee", ("apple", 1.361)))
ok(S, "Mei had two kilo of oranges, paid 3.08", sale(T, "Mei Chen", ("orange", 2)))
ok(S, "Eva brought back the pears n strawbs she got on the 18th", ret(T, "Eva Berg", d(18)))
ok(S, "Luis Garcia took 5 kilo of nanas for the footy club", sale(T, "Luis Garcia", ("banana", 5)))
ok(S, "chucked out half a kilo of grapes, squashed to buggery", adj(T, "grape", -0.5, "damaged"))
ok(S, "the possums got into the mangoes overnight, 2 kilo wrecked", adj(T, "mango", -2, "damaged"))
ok(S, "strawbs up to 4.20 from today", price(T, "strawberry", 4.2))
ok(S, "sold Raj 1kg apples and 1kg pears, 3.14 total", sale(T, "Raj Patel", ("apple", 1), ("pear", 1)))
ok(S, "Ida Novak's brought back her pears from yesterday, said they were woody", ret(T, "Ida Novak", d(28)))
ok(S, "Green Valley dropped 10kg cherries, 2 bucks a kilo", buy(T, "Green Valley Farms", ("cherry", 10, 2.0)))
ok(S, "ABC sent over 15 kilo of grapes, $27 all up, retail at 3",
   buy(T, "ABC", ("grape", 15, 1.8, 3.0)))
ok(S, "Bob Smith's back with the mango from this morning, reckons it's bruised",
   ret(d(26), "Bob Smith", d(26)), today=d(26))
ok(S, "Ida brung back them pears she got this arvo", ret(d(28), "Ida Novak", d(28)), today=d(28))

no(S, "flogged a dozen apples to Tom", "apples counted in pieces, not kg")
no(S, "Smithy took 2 kilo of nanas", "Smith could be Bob or Ken")
no(S, "chucked out 25 kilo of mangoes, the lot's rotten", "write-off of 25 kg is more than the 19 kg of mango in stock")
no(S, "gave Mei a kilo of cherries for free, she's a regular", "free sale: not at the shelf price")
no(S, "Ann got 2 kilo of apples, did her 10% off", "discount on a sale")
no(S, "sold a few kilos of oranges to Raj", "quantity not stated ('a few kilos')")
no(S, "got some spuds in from ABC, 20 kilo at 80p", "potatoes are not a product of the shop")
no(S, "Mrs Davis had a kilo of pears", "Davis could be Zoe or Sue")
no(S, "bloke named Shane took 2 kilo of grapes", "new customer without a surname")
no(S, "Green Valley dropped off a heap of strawbs at 2.40 a kilo", "purchase weight missing")
no(S, "Hillside brought round 20 kilo of pears", "purchase cost missing")
no(S, "got 15 kilo of mangoes in this arvo at 1.40", "purchase supplier missing")
no(S, "Omar brought back the stuff he bought Tuesday", "Omar had two sales on 2024-02-27")
no(S, "Tom's returned the oranges from the 11th", "Tom Lee's sale of 2024-02-11 was already returned")
no(S, "Ken's brought back the pears from this morning, keeping the mangoes tho", "partial return")
no(S, "sold Luis 2 punnets of strawbs", "punnets are a count, not kg")
no(S, "flogged Eva 3 kilo of cherries for a tenner", "3 kg cherries at 3.20 is 9.60, not 10")
no(S, "what time's the footy on this arvo?", "not a record")
no(S, "put Raj down for 3 kilo of pears tomorrow, he'll grab em then", "sale dated tomorrow")
no(S, "sold Sue 30 kilo of mangoes for the wedding", "30 kg is more than the 25 kg of mango in stock",
   today=d(25))

# --------------------------------------------------------------------------------------------- spreadsheet_paste
P = "spreadsheet_paste"
ok(P, "date\tcustomer\tproduct\tkg\n2024-02-29\tTom Lee\tapple\t2", sale(T, "Tom Lee", ("apple", 2)))
ok(P, "Mei Chen | cherry | 1.5", sale(T, "Mei Chen", ("cherry", 1.5)))
ok(P, "Omar Haddad,banana,3", sale(T, "Omar Haddad", ("banana", 3)))
ok(P, "Customer,Product,Qty (kg)\nEva Berg,pear,2\nLuis Garcia,orange,1.5",
   sale(T, "Eva Berg", ("pear", 2)), sale(T, "Luis Garcia", ("orange", 1.5)))
ok(P, "supplier\tproduct\tkg\tcost/kg\nABC\tapple\t25\t1.15", buy(T, "ABC", ("apple", 25, 1.15)))
ok(P, "Supplier | Item | Kg | Unit cost | Retail\nGreen Valley Farms | strawberry | 30 | 2.60 | 3.95",
   buy(T, "Green Valley Farms", ("strawberry", 30, 2.6, 3.95)))
ok(P, "Hillside Produce\tpear\t20\t0.95\nHillside Produce\tbanana\t15\t0.58",
   buy(T, "Hillside Produce", ("pear", 20, 0.95), ("banana", 15, 0.58)))
ok(P, "26/02/2024, Raj Patel, grapes, 1.5", sale(d(26), "Raj Patel", ("grape", 1.5)))
ok(P, "28-Feb-2024 | Ann Brown | mango | 2", sale(d(28), "Ann Brown", ("mango", 2)))
ok(P, "2024-02-27\twrite-off\tstrawberry\t-1.5\tmouldy", adj(d(27), "strawberry", -1.5, "mouldy"))
ok(P, "product,counted kg\napple,28\npear,20",
   adj(T, "apple", -1.5, "stock count"), adj(T, "pear", -1, "stock count"))
ok(P, "item | new price\nbanana | 1.30", price(T, "banana", 1.3))
ok(P, "Product\tShelf price\norange\t1.60\nmango\t2.50", price(T, "orange", 1.6), price(T, "mango", 2.5))
ok(P, "Ida Novak | grape | 500g", sale(T, "Ida Novak", ("grape", 0.5)))
ok(P, "Zoe Davis, strawberry, 2.5 kg, 9.75", sale(T, "Zoe Davis", ("strawberry", 2.5)))
ok(P, "Sue Davis\tbanana\t2\t$2.40", sale(T, "Sue Davis", ("banana", 2)))
ok(P, "Ken Smith | apples | 3 lb", sale(T, "Ken Smith", ("apple", 1.361)))
ok(P, "Bob Smith,cherry,2,,531-354-1000", sale(T, who("Bob Smith", phone="531-354-1000"), ("cherry", 2)))
ok(P, "Name\tPhone\tProduct\tKg\nHolly Fairweather\t0421 337 902\tmango\t1",
   sale(T, who("Holly Fairweather", phone="0421 337 902"), ("mango", 1)))
ok(P, "new cust | Declan O'Rourke | declan.orourke@example.net | pear | 2",
   sale(T, who("Declan O'Rourke", email="declan.orourke@example.net"), ("pear", 2)))
ok(P, "RETURN | Luis Garcia | sale of 23/02", ret(T, "Luis Garcia", d(23)))
ok(P, "returns\ncustomer\toriginal sale\nAnn Brown\t22/02/2024", ret(T, "Ann Brown", d(22)))
ok(P, "type,customer,original sale date\nreturn,Ida Novak,2024-02-28", ret(T, "Ida Novak", d(28)))
ok(P, "Date | Type | Product | Kg | Reason\n2024-02-26 | adj | mango | -2 | rotten",
   adj(d(26), "mango", -2, "rotten"))
ok(P, "29/02 | Tom Lee | orange | 2\n29/02 | Mei Chen | orange | 1",
   sale(T, "Tom Lee", ("orange", 2)), sale(T, "Mei Chen", ("orange", 1)))
ok(P, "Feb 27\tOmar Haddad\tcherry\t1", sale(d(27), "Omar Haddad", ("cherry", 1)))
ok(P, "Supplier: ABC\nbanana, 20kg, $12.00 total", buy(T, "ABC", ("banana", 20, 0.6)))
ok(P, "Hillside Produce | grape | 18 | 1.75 | sell 2.90", buy(T, "Hillside Produce", ("grape", 18, 1.75, 2.9)))
ok(P, "product\tqty\treason\nstrawberry\t-2\tdamaged", adj(T, "strawberry", -2, "damaged"))
ok(P, "Shrinkage log\ncherry | -1 | stolen", adj(T, "cherry", -1, "stolen"))
ok(P, "write-offs (kg)\napple,0.5,samples", adj(T, "apple", -0.5, "samples"))
ok(P, "Mei Chen\tgrape\t2\nEva Berg\tbanana\t1.5\nTom Lee\tcherry\t1",
   sale(T, "Mei Chen", ("grape", 2)), sale(T, "Eva Berg", ("banana", 1.5)), sale(T, "Tom Lee", ("cherry", 1)))
ok(P, "date,supplier,product,kg,cost\n27/02/2024,Green Valley Farms,orange,30,0.88",
   buy(d(27), "Green Valley Farms", ("orange", 30, 0.88)))
ok(P, "Ann Brown | strawberry | 1 | 3.90", sale(T, "Ann Brown", ("strawberry", 1)))
ok(P, "Luis Garcia | mango | 1.25", sale(T, "Luis Garcia", ("mango", 1.25)))
ok(P, "Price list update\ngrape | shelf 3.00", price(T, "grape", 3.0))
ok(P, "Product | Kg | Unit cost | Supplier\nmango | 20 | 1.45 | Hillside Produce",
   buy(T, "Hillside Produce", ("mango", 20, 1.45)))
ok(P, "Omar Haddad | pear 1kg, banana 2kg", sale(T, "Omar Haddad", ("pear", 1), ("banana", 2)))
ok(P, "Eva Berg\t2024-02-25\torange\t1", sale(d(25), "Eva Berg", ("orange", 1)))
ok(P, "Ida Novak,strawberry,1.5,\"5.85\"", sale(T, "Ida Novak", ("strawberry", 1.5)))
ok(P, "Count sheet 29/02\nbanana 31\nmango 18.5",
   adj(T, "banana", 0.5, "stock count"), adj(T, "mango", -0.5, "stock count"))
ok(P, "Zoe Davis | pear | 1 | 1.44 | paid", sale(T, "Zoe Davis", ("pear", 1)))
ok(P, "Supplier\tProduct\tKg\tCost\tPhone\nRiverbend Orchards\tapple\t40\t1.05\t07 4632 8810",
   buy(T, who("Riverbend Orchards", phone="07 4632 8810"), ("apple", 40, 1.05)))
ok(P, "Tom Lee\tbanana\t2.5", sale(T, "Tom Lee", ("banana", 2.5)))
ok(P, "26/02 | Mei Chen | apple | 2", sale(d(26), "Mei Chen", ("apple", 2)), today=d(26))
ok(P, "27/02/2024\tRaj Patel\treturn\tsale 27/02", ret(d(27), "Raj Patel", d(27)), today=d(27))
ok(P, "Count 28/02 | pear | 25", adj(d(28), "pear", -1, "stock count"), today=d(28))

no(P, "Bob Smith | mango | 3 pcs", "mangoes counted in pieces")
no(P, "02/03/2024, Tom Lee, apple, 2", "02/03 is ambiguous (2 March or 3 February)")
no(P, "Smith\tcherry\t1", "Smith could be Bob or Ken")
no(P, "customer,product,kg\nMei Chen,kiwi,1", "kiwi is not a product of the shop")
no(P, "Green Valley Farms | strawberry | 20 |  | ", "purchase cost missing")
no(P, "ABC\tbanana\t\t0.60", "purchase weight missing")
no(P, "product,kg,cost\nmango,15,1.50", "purchase supplier missing")
no(P, "30/02/2024 | Ann Brown | pear | 1", "30 February does not exist")
no(P, "2024-03-01\tEva Berg\tgrape\t1", "March date is in the future")
no(P, "Raj Patel, orange, 2, $2.80", "2 kg oranges at 1.54 is 3.08, not 2.80")
no(P, "Luis Garcia | cherry | 1 | 20% off", "discount on a sale")
no(P, "return | Mei Chen | 24/02", "Mei Chen had two sales on 2024-02-24")
no(P, "return | Bob Smith | 18/02/2024", "Bob Smith's sale of 2024-02-18 was already returned")
no(P, "return,Omar Haddad,2024-02-26", "Omar Haddad has no sale on 2024-02-26")
no(P, "write-off\tmango\t-20\trotten", "write-off of 20 kg is more than the 19 kg of mango in stock")
no(P, "Ida Novak | strawberry | 35", "35 kg is more than the 30 kg of strawberry in stock")
no(P, "Davis, banana, 2", "Davis could be Zoe or Sue")
no(P, "Gemma\tapple\t1", "new customer without a surname")
no(P, "Total\t\t\t45.60", "a totals row, not a record")
no(P, "Tom Lee | strawberry | 2 punnets", "punnets are a count, not kg")
no(P, "return | Raj Patel | 14/02 | pear only", "partial return (that sale was pears and bananas)")
no(P, "28/02 | Ken Smith | pear | 1", "dated after today (2024-02-27)", today=d(27))

# --------------------------------------------------------------------------------------------- backdating_bookkeeper
B = "backdating_bookkeeper"
ok(B, "Monday 26th: Tom Lee bought 2kg apples.", sale(d(26), "Tom Lee", ("apple", 2)))
ok(B, "For Tuesday - Mei Chen, 1kg grapes.", sale(d(27), "Mei Chen", ("grape", 1)))
ok(B, "Sale on 25 Feb: Eva Berg, 1.5 kg oranges", sale(d(25), "Eva Berg", ("orange", 1.5)))
ok(B, "Entering late: 2024-02-27, Omar Haddad, 0.5 kg cherries", sale(d(27), "Omar Haddad", ("cherry", 0.5)))
ok(B, "On the 28th Ann Brown bought 1 kg strawberries and 1 kg pears.",
   sale(d(28), "Ann Brown", ("strawberry", 1), ("pear", 1)))
ok(B, "Yesterday, Raj Patel purchased 3 kg bananas.", sale(d(28), "Raj Patel", ("banana", 3)))
ok(B, "Three days ago Luis Garcia took 2 kg of mangoes.", sale(d(26), "Luis Garcia", ("mango", 2)))
ok(B, "Sat 24/2 - Ida Novak, 1 kg apples", sale(d(24), "Ida Novak", ("apple", 1)))
ok(B, "Last Friday (the 23rd) Zoe Davis bought 2 kg oranges.", sale(d(23), "Zoe Davis", ("orange", 2)))
ok(B, "Purchase dated 26/2: Hillside Produce, 20 kg grapes at $1.75/kg",
   buy(d(26), "Hillside Produce", ("grape", 20, 1.75)))
ok(B, "Feb 27 - ABC delivered 30 kg apples, cost $1.10 per kg, shelf price $1.70",
   buy(d(27), "ABC", ("apple", 30, 1.1, 1.7)))
ok(B, "Invoice of 25 February 2024 from Green Valley Farms: 40 kg mangoes, $60.00 total",
   buy(d(25), "Green Valley Farms", ("mango", 40, 1.5)))
ok(B, "Sunday: wrote off 2 kg strawberries, mouldy.", adj(d(25), "strawberry", -2, "mouldy"))
ok(B, "The day before yesterday, 1.5 kg pears spoiled and were discarded.", adj(d(27), "pear", -1.5, "spoiled"))
ok(B, "Stock count of 27 Feb: cherries 14 kg", adj(d(27), "cherry", -0.5, "stock count"))
ok(B, "Count taken Sunday 25th: 24.5 kg oranges on hand", adj(d(25), "orange", 2.5, "stock count"))
ok(B, "Wednesday: price of apples changed to $1.80", price(d(28), "apple", 1.8))
ok(B, "Effective 2024-02-26, bananas retail at $1.25", price(d(26), "banana", 1.25))
ok(B, "Return on 27/02: Sue Davis brought back her purchase of 26/02", ret(d(27), "Sue Davis", d(26)))
ok(B, "Tom Lee returned on Friday the items he bought on 22 February.", ret(d(23), "Tom Lee", d(22)))
ok(B, "Mon 26 Feb: return from Zoe Davis, sale of 21 Feb", ret(d(26), "Zoe Davis", d(21)))
ok(B, "Recording a return for today: Eva Berg, original sale on the 19th", ret(T, "Eva Berg", d(19)))
ok(B, "2 days ago: Ken Smith bought 1 kg grapes", sale(d(27), "Ken Smith", ("grape", 1)))
ok(B, "On 24.02.2024 Bob Smith bought 1 kg oranges", sale(d(24), "Bob Smith", ("orange", 1)))
ok(B, "Thursday 22 Feb: Omar Haddad, 2 kg bananas", sale(d(22), "Omar Haddad", ("banana", 2)))
ok(B, "For 23rd February: Sue Davis 1 kg apples; Ann Brown 0.5 kg cherries",
   sale(d(23), "Sue Davis", ("apple", 1)), sale(d(23), "Ann Brown", ("cherry", 0.5)))
ok(B, "Late entry (Tuesday 27th): 25 lb of oranges from Green Valley Farms at $0.90/kg",
   buy(d(27), "Green Valley Farms", ("orange", 11.34, 0.9)))
ok(B, "On the 26th, 3 kg mangoes written off as rotten", adj(d(26), "mango", -3, "rotten"))
ok(B, "Feb. 28: 1 kg cherries stolen", adj(d(28), "cherry", -1, "stolen"))
ok(B, "25/2 -- 0.5 kg grapes used as samples", adj(d(25), "grape", -0.5, "samples"))
ok(B, "Sale, 2024-02-26: Mei Chen, 2 kg bananas, 2.40 paid", sale(d(26), "Mei Chen", ("banana", 2)))
ok(B, "The 27th: Raj Patel bought 1 kg strawberries and 2 kg apples, $7.30 total",
   sale(d(27), "Raj Patel", ("strawberry", 1), ("apple", 2)))
ok(B, "Entry for yesterday: new customer Priya Raman (priya.raman@example.org) bought 1 kg mangoes",
   sale(d(28), who("Priya Raman", email="priya.raman@example.org"), ("mango", 1)))
ok(B, "Saturday the 24th: Hillside Produce, 12 kg cherries at $2.10",
   buy(d(24), "Hillside Produce", ("cherry", 12, 2.1)))
ok(B, "Four days ago a count showed 35 kg strawberries.", adj(d(25), "strawberry", -3, "stock count"))
ok(B, "For the 28th: pears to $1.50 a kilo", price(d(28), "pear", 1.5))
ok(B, "Tuesday: Luis Garcia, 750 g grapes", sale(d(27), "Luis Garcia", ("grape", 0.75)))
ok(B, "Mon. 26 - Ida Novak, 2 lb apples", sale(d(26), "Ida Novak", ("apple", 0.907)))
ok(B, "Sunday 25th February: Tom Lee, 1 kg pears", sale(d(25), "Tom Lee", ("pear", 1)))
ok(B, "Yesterday's return: Bob Smith brought back everything from the 17th", ret(d(28), "Bob Smith", d(17)))
ok(B, "On 23 Feb Ann Brown returned the mangoes bought that same day", ret(d(23), "Ann Brown", d(23)))
ok(B, "Record for 2024-02-27: 20 kg bananas from a new supplier, Coastal Fresh Traders, at $0.50 per kg",
   buy(d(27), "Coastal Fresh Traders", ("banana", 20, 0.5)))
ok(B, "Yesterday Mei Chen bought 2 kg pears.", sale(d(27), "Mei Chen", ("pear", 2)), today=d(28))
ok(B, "Last Saturday Zoe Davis bought 1 kg cherries.", sale(d(24), "Zoe Davis", ("cherry", 1)), today=d(27))
ok(B, "Friday: 1 kg apples damaged in transit, written off", adj(d(23), "apple", -1, "damaged"), today=d(26))
ok(B, "Entry for Thursday the 22nd: Raj Patel, 1 kg oranges", sale(d(22), "Raj Patel", ("orange", 1)),
   today=d(25))

no(B, "31 Feb: Ann Brown, 1 kg apples", "31 February does not exist")
no(B, "1st March: Tom Lee 2 kg grapes", "March date is in the future")
no(B, "Sale dated 02/03: Mei Chen, 1 kg cherries", "02/03 is ambiguous (2 March or 3 February)")
no(B, "Tomorrow's delivery: ABC, 20 kg apples at $1.10", "purchase dated tomorrow")
no(B, "Last week: Raj Patel, 2 kg bananas", "no day given ('last week')")
no(B, "On the 26th Mr Smith bought 1 kg pears", "Mr Smith could be Bob or Ken")
no(B, "Return for Omar Haddad's sale of 19 Feb", "Omar Haddad had two sales on 2024-02-19")
no(B, "On the 27th Tom Lee returned his purchase of 26 Feb", "Tom Lee has no sale on 2024-02-26")
no(B, "Ken Smith returned his 4 Feb purchase today", "Ken Smith's sale of 2024-02-04 was already returned")
no(B, "Feb 26: Zoe Davis, 2 kg mangoes at $2.00/kg", "mango shelf price was 2.40, not 2.00")
no(B, "On 25/02 Ida Novak bought 6 mangoes", "mangoes counted in pieces")
no(B, "Purchase of 24 Feb from Hillside Produce: 15 kg pears", "purchase cost missing")
no(B, "Monday 26th: write-off of 30 kg mangoes, spoiled",
   "30 kg is more than the 24 kg of mango in stock on 2024-02-26")
no(B, "Wednesday the 21st: Eva Berg 1 kg apples", "weekday and date disagree (Wednesday is the 28th)")
no(B, "2024-02-25: Luis Garcia bought 1 kg pears at a 15% discount", "discount on a sale")
no(B, "Please correct the sale of 27 Feb for Raj Patel to 3 kg", "an edit of an existing sale, not a new record")
no(B, "Sale on the 28th, 2 kg grapes", "sale without a customer")
no(B, "For the 27th: Mrs Davis, 1 kg oranges", "Mrs Davis could be Zoe or Sue")
no(B, "Tuesday: Bob Smith took 2 kg grapes, no charge", "free sale: not at the shelf price")
no(B, "Feb 27: Ann Brown, 1 kg apples", "dated after today (2024-02-26)", today=d(26))

# --------------------------------------------------------------------------------------------- asks_back
A = "asks_back"
ok(A, "can you log that Tom Lee bought 2 kilos of apples please? is that right?", sale(T, "Tom Lee", ("apple", 2)))
ok(A, "Hi, could you put down a sale for Mei Chen - 1.5kg grapes? did I do that right?",
   sale(T, "Mei Chen", ("grape", 1.5)))
ok(A, "um can you add Omar Haddad got half a kilo of cherries? thanks, is that ok?",
   sale(T, "Omar Haddad", ("cherry", 0.5)))
ok(A, "Would you mind recording that Eva Berg took 3kg bananas this morning? Is that how I do it?",
   sale(T, "Eva Berg", ("banana", 3)))
ok(A, "can u log 1kg pears for Ann Brown pls?? hope thats right", sale(T, "Ann Brown", ("pear", 1)))
ok(A, "could you please record a return - Luis Garcia brought back what he bought on the 23rd? does that make sense?",
   ret(T, "Luis Garcia", d(23)))
ok(A, "Can you log that Zoe Davis returned her mango from this morning? Did I get that right?",
   ret(T, "Zoe Davis", T))
ok(A, "please can you record that 2kg strawberries went mouldy and got thrown out? is mouldy the right reason?",
   adj(T, "strawberry", -2, "mouldy"))
ok(A, "can you change the price of mangoes to 2.50 please? is that allowed?", price(T, "mango", 2.5))
ok(A, "Could you log a delivery from ABC: 20kg apples at 1.10 per kg? Is that correct?",
   buy(T, "ABC", ("apple", 20, 1.1)))
ok(A, "can you add that Green Valley Farms brought 30kg oranges at 0.85 a kilo and we'll sell them at 1.55? "
      "is that right??", buy(T, "Green Valley Farms", ("orange", 30, 0.85, 1.55)))
ok(A, "I counted the pears and there's 20kg, can you update that please? did I do it right?",
   adj(T, "pear", -1, "stock count"))
ok(A, "can you record 1kg cherries stolen? sorry, is that how it goes?", adj(T, "cherry", -1, "stolen"))
ok(A, "could you log Raj Patel buying 2kg oranges for 3.08? is the price right?",
   sale(T, "Raj Patel", ("orange", 2)))
ok(A, "can you put through Ida Novak, 1kg strawberries and 1kg apples please? total 5.60, right?",
   sale(T, "Ida Novak", ("strawberry", 1), ("apple", 1)))
ok(A, "Can you log yesterday's sale to Sue Davis, 2kg pears? Is it ok to put in a day late?",
   sale(d(28), "Sue Davis", ("pear", 2)))
ok(A, "could you record that Mr Patel bought 1kg mangoes on Monday? is Mr Patel enough?",
   sale(d(26), "Raj Patel", ("mango", 1)))
ok(A, "can you log a new customer Jasmine Okafor, phone 0433 210 876, she bought 2kg bananas? did I get everything?",
   sale(T, who("Jasmine Okafor", phone="0433 210 876"), ("banana", 2)))
ok(A, "please log Ken Smith 500g grapes - is 500g ok or do I write 0.5?", sale(T, "Ken Smith", ("grape", 0.5)))
ok(A, "can you add a sale for Bob Smith, 1 lb of cherries? is lb ok?", sale(T, "Bob Smith", ("cherry", 0.454)))
ok(A, "could you put in that we got 25kg bananas from Hillside Produce at $15 total? is that the right way?",
   buy(T, "Hillside Produce", ("banana", 25, 0.6)))
ok(A, "can you log 1.5kg oranges damaged, I dropped them? is damaged right?", adj(T, "orange", -1.5, "damaged"))
ok(A, "Can you record that Ann Brown returned today's oranges? she said they were sour. is that right?",
   ret(T, "Ann Brown", T))
ok(A, "can you log two sales please - Tom Lee 1kg pears and Mei Chen 2kg bananas? did I do both right?",
   sale(T, "Tom Lee", ("pear", 1)), sale(T, "Mei Chen", ("banana", 2)))
ok(A, "could you log a sale to Omar Haddad of 2.5kg strawberries please, and is 9.75 the right total?",
   sale(T, "Omar Haddad", ("strawberry", 2.5)))
ok(A, "can you raise the banana price to 1.30? is that ok to do?", price(T, "banana", 1.3))
ok(A, "could you record that we gave away 0.5kg grapes as samples? is that a write-off?",
   adj(T, "grape", -0.5, "samples"))
ok(A, "can you log that I counted 60kg cherries? is that how stock counts work?",
   adj(T, "cherry", 0.5, "stock count"))
ok(A, "Could you add Luis Garcia, 3kg mangoes please? did I spell Luis right?", sale(T, "Luis Garcia", ("mango", 3)))
ok(A, "hey can you put Eva Burg down for 2kg apples? not sure how she spells it, is Burg right?",
   sale(T, "Eva Berg", ("apple", 2)))
ok(A, "can you log Ida Novack 1kg oranges? is that how her name's spelt?", sale(T, "Ida Novak", ("orange", 1)))
ok(A, "Can you log that Raj Patel brought back the cherries he bought on Tuesday? is that a return?",
   ret(T, "Raj Patel", d(27)))
ok(A, "could you record a purchase from Hillside Produce: 10kg grapes at 1.80, RRP 2.90? is that right?",
   buy(T, "Hillside Produce", ("grape", 10, 1.8, 2.9)))
ok(A, "can you log 2kg pears rotten and 1kg bananas spoiled please? did I use the right reasons?",
   adj(T, "pear", -2, "rotten"), adj(T, "banana", -1, "spoiled"))
ok(A, "can you log a sale for Zoe Davis, a kilo of cherries? is 'a kilo' ok?", sale(T, "Zoe Davis", ("cherry", 1)))
ok(A, "could you add Sue Davis bought 1.5kg apples for $2.55? is that right?", sale(T, "Sue Davis", ("apple", 1.5)))
ok(A, "can you log Mei Chen returning her stuff from the 17th? she wasn't happy. did I get that right?",
   ret(T, "Mei Chen", d(17)))
ok(A, "Can you record that a new supplier, Orchard Lane Growers, sold us 15kg pears at 0.90 per kg? Is that ok?",
   buy(T, "Orchard Lane Growers", ("pear", 15, 0.9)))
ok(A, "can you put the strawberries at 3.70 now? is it that simple?", price(T, "strawberry", 3.7))
memo(A, "remember to order more mangoes before the weekend - can you save that somewhere? is that right?")
memo(A, "FYI the scales were reading a bit heavy this morning, can you keep that? is that ok?")
ok(A, "could you log Tom Lee 2kg oranges and also 1kg strawberries on the same sale? is that how?",
   sale(T, "Tom Lee", ("orange", 2), ("strawberry", 1)))
ok(A, "can you log that Bob Smith bought 1kg apples 2 days ago? is '2 days ago' ok?",
   sale(d(27), "Bob Smith", ("apple", 1)))
ok(A, "can you log that Raj Patel returned the cherries he bought this morning? is that right?",
   ret(d(27), "Raj Patel", d(27)), today=d(27))
ok(A, "can you log a sale for Tom Lee yesterday, 1kg grapes? did I get the date right?",
   sale(d(27), "Tom Lee", ("grape", 1)), today=d(28))
memo(A, "FYI ABC's truck broke down so their delivery is late. can you keep that? is that right?", today=d(27))
ok(A, "can you put in that Hillside Produce brought 20kg apples at 1.05 per kilo? is that right?",
   buy(d(25), "Hillside Produce", ("apple", 20, 1.05)), today=d(25))

no(A, "can you log that Omar bought 4 mangoes? is that right?", "mangoes counted in pieces")
no(A, "could you put a sale for Mr Smith, 1kg grapes? is that enough info?", "Mr Smith could be Bob or Ken")
no(A, "how many kilos of pears do we have left? can you check?", "a question, not a record")
no(A, "can you log that Tom Lee bought 2kg grapes tomorrow? he ordered ahead, is that ok?", "sale dated tomorrow")
no(A, "can you give Ann Brown 2kg apples for free? she's a regular, is that ok?", "free sale: not at the shelf price")
no(A, "could you log Eva Berg 1kg cherries at 2.50? is that the right price?", "cherry shelf price is 3.20, not 2.50")
no(A, "can you record a return from Mei Chen for the 24th? is that right?", "Mei Chen had two sales on 2024-02-24")
no(A, "can you log a return from Ken Smith, only the pears from today? is that ok?", "partial return")
no(A, "can you add a sale for Hannah, 1kg apples? I don't know her last name, is that ok?",
   "new customer without a surname")
no(A, "can you log 2 boxes of bananas from ABC at $12 a box? is that right?", "boxes are a count, not kg")
no(A, "could you write off 65kg of cherries, all spoiled? is that right?",
   "write-off of 65 kg is more than the 59.5 kg of cherry in stock")
no(A, "can you log a delivery from Green Valley Farms, 20kg strawberries? I don't have the invoice price, is that ok?",
   "purchase cost missing")
no(A, "can you put in a sale for Raj Patel? I forgot what he bought, sorry, is that ok?", "sale without items")
no(A, "can you log a sale for Davis, 1kg bananas? is that enough?", "Davis could be Zoe or Sue")
no(A, "can you delete the sale for Ida Novak from yesterday? did I do it wrong?", "a deletion, not a record")
no(A, "can you log Luis Garcia 2kg pears with 10% off? is that ok?", "discount on a sale")
no(A, "could you log a return from Bob Smith for the 18th? is that right?",
   "Bob Smith's sale of 2024-02-18 was already returned")
no(A, "can you record Zoe Davis bought 25kg mangoes? is that too much?",
   "25 kg is more than the 19 kg of mango in stock")
no(A, "can you log Eva Berg buying 1kg kiwis? do we sell those?", "kiwi is not a product of the shop")
no(A, "can you log Ann Brown 1kg pears on the 29th? is that right?", "dated after today (2024-02-28)", today=d(28))


if __name__ == "__main__":
    with (HERE / "records.jsonl").open("w") as f:
        for line in LINES:
            f.write(json.dumps(line) + "\n")
    print(f"wrote {len(LINES)} lines to records.jsonl")
