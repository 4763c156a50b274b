"""Builds records.jsonl for bench/unseen10 (hand-written cases, stdlib only)."""
import json
from pathlib import Path

T, Y = "2024-02-29", "2024-02-28"
NOTE = object()
L = []


def C(n, phone=None, email=None):
    return {"name": n, "phone": phone, "email": email}


def sale(d, n, *items, phone=None, email=None):
    return {"kind": "sale", "date": d, "customer": C(n, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def pur(d, s, *items):
    return {"kind": "purchase", "date": d, "supplier": C(s),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": sp} for p, q, c, sp in items]}


def ret(d, n, sd):
    return {"kind": "return", "date": d, "customer": C(n), "sale_date": sd}


def pc(d, p, s):
    return {"kind": "price_change", "date": d, "product": p, "selling_price": s}


def adj(d, p, q, r):
    return {"kind": "stock_adjustment", "date": d, "product": p, "quantity": q, "reason": r}


def ok(style, text, *recs, today=T):
    recs = [{"kind": "note", "date": today, "text": text, "facts": []} if r is NOTE else r for r in recs]
    L.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, text, why, today=T):
    L.append({"text": text, "today": today, "records": None, "style": style, "why": why})


# ---------------- persona 1: retired accountant, ledger style ----------------
s = "ledger"
ok(s, "Dr. Sales — Bob Smith — apples 2.000 kg", sale(T, "Bob Smith", ("apple", 2)))
ok(s, "Dr. Debtors / Cr. Sales: Mei Chen, bananas 1.500 kg @ 1.20", sale(T, "Mei Chen", ("banana", 1.5)))
ok(s, "29.02.2024 Sales ledger: T. Lee, grapes, 3.250 kg", sale(T, "Tom Lee", ("grape", 3.25)))
ok(s, "Purchases journal 28/02/2024 — Hillside Produce — oranges 40.000 kg @ 0.95/kg",
   pur(Y, "Hillside Produce", ("orange", 40, 0.95, None)))
ok(s, "Entry no. 412. Purchases: ABC. Apples 25 kg at cost 1.10 per kg, retail 1.75.",
   pur(T, "ABC", ("apple", 25, 1.1, 1.75)))
ok(s, "Inventory write-down: strawberries, 1.250 kg, spoiled.", adj(T, "strawberry", -1.25, "spoiled"))
ok(s, "Adjustment per physical count: pears +0.500 kg.", adj(T, "pear", 0.5, "stock count"))
ok(s, "Price revision effective today: mango from 2.40 to 2.60 per kg.", pc(T, "mango", 2.6))
ok(s, "Sales returns and allowances — R. Patel — goods sold 20 Feb 2024 returned in full.",
   ret(T, "Raj Patel", "2024-02-20"))
no(s, "Dr. Sales — Smith — cherries 1.000 kg", "ambiguous customer: Smith (Bob or Ken)")
ok(s, "Memorandum: cash drawer balanced to the cent at close of business.", NOTE)
ok(s, "Journal 27.02.2024 — Sales — Omar Haddad — pear 1.000 kg, banana 0.750 kg",
   sale("2024-02-27", "Omar Haddad", ("pear", 1), ("banana", 0.75)))
no(s, "Sales — Ida Novak — oranges 2.000 kg @ 1.40", "sale price 1.40 differs from the orange selling price 1.54")
no(s, "Purchases — Green Valley Farms — kiwi 10.000 kg @ 2.00", "kiwi is not sold by the shop and no selling price is given")
ok(s, "Stock written off: grapes 0.800 kg (mouldy).", adj(T, "grape", -0.8, "mouldy"))
ok(s, "Dr. Sales — E. Berg — strawberries 0.500 kg; Dr. Sales — Z. Davis — mango 1.000 kg",
   sale(T, "Eva Berg", ("strawberry", 0.5)), sale(T, "Zoe Davis", ("mango", 1)))
ok(s, "Dr. Sales — S. Davis — bananas 2.000 kg", sale(T, "Sue Davis", ("banana", 2)))
no(s, "Sales — Ken Smith — apples 0.000 kg", "zero quantity")
no(s, "Provision: expected delivery from ABC on 5 March, 30 kg bananas.", "future delivery (plan)")
ok(s, "Purchase ledger: Hillside Produce, cherries 12 kg, invoice total 26.40",
   pur(T, "Hillside Produce", ("cherry", 12, 2.2, None)))
ok(s, "Debit Sales / Luis Garcia / mango 1 1/2 kg", sale(T, "Luis Garcia", ("mango", 1.5)))
ok(s, "Sales day book, Monday: Ann Brown, pears 2 kg.", sale("2024-02-26", "Ann Brown", ("pear", 2)))
ok(s, "Contra entry: Bob Smith returned the goods he purchased on 28 Feb.", ret(T, "Bob Smith", Y))
no(s, "Reversal of sale: Tom Lee, 11 February, goods returned.", "Tom Lee's sale of 11 Feb was already returned")
ok(s, "Shrinkage: 1.5 kg cherries stolen from the display.", adj(T, "cherry", -1.5, "stolen"))
ok(s, "Samples issued to customers: 0.300 kg grapes.", adj(T, "grape", -0.3, "samples"))
ok(s, "Balance per stocktake — apples 0.700 kg short of book.", adj(T, "apple", -0.7, "stock count"))
ok(s, "Sales — Walter Finch (new account) — cherries 2.000 kg", sale(T, "Walter Finch", ("cherry", 2)))
no(s, "Sales — Mei Chen — apples 35.000 kg", "sale exceeds apple stock (29.5 kg)")
no(s, "Purchases — ABC — bananas 30.000 kg", "missing unit cost")
ok(s, "Sales ledger, 26.02.2024. Dr. Raj Patel. Cr. Sales. Goods: cherry 1.000 kg; grape 1.000 kg.",
   sale("2024-02-26", "Raj Patel", ("cherry", 1), ("grape", 1)))
ok(s, "Credit note issued to Sue Davis against her invoice of 22/02/2024 (full return).",
   ret(T, "Sue Davis", "2024-02-22"))
no(s, "Credit note to Zoe Davis for her purchase of 5 Feb.", "Zoe Davis has two sales on 5 Feb (which one?)")
ok(s, "Stock account: strawberries damaged in transit, 2.000 kg written off.",
   adj(T, "strawberry", -2, "damaged"))
ok(s, "Purchases day book — Green Valley Farms — pears 30.000 kg @ 1.00; mangoes 20.000 kg @ 1.50",
   pur(T, "Green Valley Farms", ("pear", 30, 1.0, None), ("mango", 20, 1.5, None)))
no(s, "Query: what is the balance on the grape account?", "question")
ok(s, "Selling price schedule amended: cherry 3.40/kg.", pc(T, "cherry", 3.4))
ok(s, "Dr. Sales — Ida Novak — apple 1.000 kg @ 1.70 = 1.70", sale(T, "Ida Novak", ("apple", 1)))

# ---------------- persona 2: student, run-on sentences ----------------
s = "runon"
ok(s, "so Zoe came in and then she got 2 kilos of bananas and also half a kilo of cherries",
   sale(T, "Zoe Davis", ("banana", 2), ("cherry", 0.5)))
ok(s, "ok so Raj bought a kilo of mangoes and then Ann bought two kilos of oranges and also i threw away 1 kg of rotten pears",
   sale(T, "Raj Patel", ("mango", 1)), sale(T, "Ann Brown", ("orange", 2)), adj(T, "pear", -1, "rotten"))
ok(s, "and then the Green Valley guy dropped off 20 kg of strawberries at 2.50 a kilo and also said to sell them at 3.90",
   pur(T, "Green Valley Farms", ("strawberry", 20, 2.5, 3.9)))
ok(s, "Eva came back and returned everything she bought on the 19th and then she left",
   ret(T, "Eva Berg", "2024-02-19"))
no(s, "umm so Luis wanted like 2 or 3 kilos of grapes and i think he took some", "uncertain quantity")
ok(s, "and then Mei Chen got 750 grams of strawberries and also 250 g of cherries",
   sale(T, "Mei Chen", ("strawberry", 0.75), ("cherry", 0.25)))
no(s, "i sold a bunch of apples to Bob and then he left", "missing quantity")
no(s, "so tomorrow Hillside are bringing pears and also we should put mango up", "future plans")
ok(s, "Omar came in yesterday and got 3 kilos of oranges and also a kilo of bananas and then paid 5.82 total",
   sale(Y, "Omar Haddad", ("orange", 3), ("banana", 1)))
no(s, "and then the lady who always buys cherries bought 2 kg", "customer not named")
no(s, "Ida grabbed six apples and also a banana", "fruit counted in pieces, not kg")
ok(s, "Tom Lee took two and a half kilos of pears and then also 1 kg apples and also 500g grapes",
   sale(T, "Tom Lee", ("pear", 2.5), ("apple", 1), ("grape", 0.5)))
ok(s, "and the bananas went up to 1.30 today and also strawberries are 4.20 now",
   pc(T, "banana", 1.3), pc(T, "strawberry", 4.2))
ok(s, "so we counted the mangoes and then there was 1 kg more than the system said",
   adj(T, "mango", 1, "stock count"))
ok(s, "Ken and then also Raj both bought 1 kg of apples each",
   sale(T, "Ken Smith", ("apple", 1)), sale(T, "Raj Patel", ("apple", 1)))
no(s, "hey how much is a kilo of cherries now", "question")
ok(s, "so then Sue Davis bought 4 lbs of oranges and also 2 lb bananas",
   sale(T, "Sue Davis", ("orange", 1.814), ("banana", 0.907)))
ok(s, "and also a new guy Hugo Stern bought 1.5 kg mango and his number is 555-0177",
   sale(T, "Hugo Stern", ("mango", 1.5), phone="555-0177"))
ok(s, "the ABC delivery came and it was 10 kg of grapes and 10 kg of cherries and then the invoice said 1.80 and 2.00 per kg",
   pur(T, "ABC", ("grape", 10, 1.8, None), ("cherry", 10, 2.0, None)))
ok(s, "and then a kid knocked the pear crate over and 2 kilos were damaged", adj(T, "pear", -2, "damaged"))
ok(s, "Ann Brown returned her stuff from the 22nd and also Sue Davis returned hers from the 26th",
   ret(T, "Ann Brown", "2024-02-22"), ret(T, "Sue Davis", "2024-02-26"))
no(s, "Mei brought back what she bought on the 24th", "Mei Chen has two sales on 24 Feb (which one?)")
no(s, "and then Bob paid for 2 kg of apples at 1.50 a kilo because i gave him a deal",
   "sale price 1.50 differs from the apple selling price 1.70")
no(s, "and then someone nicked about a kilo of grapes maybe", "uncertain")
ok(s, "so i sold 1.2 kg of cherries to Carla Mendes and also she wants to be emailed at carla.m@example.com",
   sale(T, "Carla Mendes", ("cherry", 1.2), email="carla.m@example.com"))
ok(s, "and then after lunch Luis got three quarters of a kilo of grapes and also a quarter kilo of strawberries",
   sale(T, "Luis Garcia", ("grape", 0.75), ("strawberry", 0.25)))
ok(s, "so the mangoes were sold to Ida Novak, 2 kg of them, and also the oranges went to her too, 1 kg",
   sale(T, "Ida Novak", ("mango", 2), ("orange", 1)))
no(s, "and then we're gonna do a sale on pears next week i think", "future plan")
ok(s, "so basically Hillside sent 15 kg of apples and they cost 1.20 each kilo and also 10 kg of oranges at 0.90 and we sell the apples at 1.80 now",
   pur(T, "Hillside Produce", ("apple", 15, 1.2, 1.8), ("orange", 10, 0.9, None)))
ok(s, "and also the grapes that were left out got mouldy so 1.5 kg of those are gone and then 0.5 kg of cherries were rotten too",
   adj(T, "grape", -1.5, "mouldy"), adj(T, "cherry", -0.5, "rotten"))
no(s, "lol the till printer is being weird again can you fix it", "request to the app / chit-chat")
ok(s, "and on Saturday Tom came by and got 2 kg bananas and then also a kilo of pears",
   sale("2024-02-24", "Tom Lee", ("banana", 2), ("pear", 1)))
no(s, "so Zoe Davis returned the stuff she got and then left", "return without the sale date (Zoe Davis has several sales)")
ok(s, "and the owner said oranges are 1.60 from now on and also apples stay the same", pc(T, "orange", 1.6))
ok(s, "and then Omar gave back the strawberries from his sale on the 28th, the whole thing",
   ret(T, "Omar Haddad", Y))
ok(s, "sold Eva Berg two kilos of grapes and then also she got one and a half kilos of apples",
   sale(T, "Eva Berg", ("grape", 2), ("apple", 1.5)))
ok(s, "so Raj Patel returned the bananas from the 26th and then bought 1 kg of mangoes instead",
   ret(T, "Raj Patel", "2024-02-26"), sale(T, "Raj Patel", ("mango", 1)))

# ---------------- persona 3: busy owner on a phone, autocorrect ----------------
s = "phone"
ok(s, "Sold 2 kg apples to Bob Smooth", sale(T, "Bob Smith", ("apple", 2)))
ok(s, "sold 1kg banans to mei chen", sale(T, "Mei Chen", ("banana", 1)))
ok(s, "Solf 3 kg oranges to Raj Patek", sale(T, "Raj Patel", ("orange", 3)))
ok(s, "sold 2kg grapez to tom lee thx", sale(T, "Tom Lee", ("grape", 2)))
ok(s, "Omar hadad 1.5kg cherrys", sale(T, "Omar Haddad", ("cherry", 1.5)))
ok(s, "sold half kg strawbs to Ida", sale(T, "Ida Novak", ("strawberry", 0.5)))
ok(s, "Eva Burg 2 kg pears", sale(T, "Eva Berg", ("pear", 2)))
ok(s, "sold 1 kg mangoes to Ken Smoth", sale(T, "Ken Smith", ("mango", 1)))
no(s, "sold 3 kg apples to Smith", "ambiguous customer: Smith (Bob or Ken)")
no(s, "sold 2 kg bananas to Davis", "ambiguous customer: Davis (Zoe or Sue)")
no(s, "sold 2 kg to Zoe", "missing product")
no(s, "sold cherries to Luis", "missing quantity")
ok(s, "Luiz Garcia 2kg oranges pd cash", sale(T, "Luis Garcia", ("orange", 2)))
ok(s, "ann brwon 1 kg grapes + 1 kg pears", sale(T, "Ann Brown", ("grape", 1), ("pear", 1)))
ok(s, "binned 2kg mouldy strawbs", adj(T, "strawberry", -2, "mouldy"))
ok(s, "3 kg bananas rotten, tossed", adj(T, "banana", -3, "rotten"))
ok(s, "mango now 2.50/kg", pc(T, "mango", 2.5))
ok(s, "pears down to 1.30", pc(T, "pear", 1.3))
no(s, "sold 1 punnet strawberries to Sue", "non-kg unit (punnet)")
no(s, "Tom lee returned tuesdays sale", "Tom Lee has no sale on Tuesday 27 Feb")
ok(s, "Raj returned his stuff from tues", ret(T, "Raj Patel", "2024-02-27"))
ok(s, "ok Ida returned wed's order", ret(T, "Ida Novak", Y))
ok(s, "sold 2 kg aplles to Mei Chen for 3.40", sale(T, "Mei Chen", ("apple", 2)))
ok(s, "soldd 1kg cherries to Zoe Davis @3.20", sale(T, "Zoe Davis", ("cherry", 1)))
no(s, "sold 1 kg cherries to Zoe Davis @ 3.00", "sale price 3.00 differs from the cherry selling price 3.20")
ok(s, "sold 4 kg orangees to Ken", sale(T, "Ken Smith", ("orange", 4)))
ok(s, "hillside dropped 25kg pears @1.05", pur(T, "Hillside Produce", ("pear", 25, 1.05, None)))
ok(s, "ABC 15kg mangos @1.60 sell 2.40", pur(T, "ABC", ("mango", 15, 1.6, 2.4)))
no(s, "green valley 20kg bananas", "missing unit cost")
ok(s, "sold 0.5kg grapes to Omar n 1kg apples to Ann",
   sale(T, "Omar Haddad", ("grape", 0.5)), sale(T, "Ann Brown", ("apple", 1)))
no(s, "delete the last entry", "instruction to the app")
no(s, "undo that", "instruction to the app")
ok(s, "sold 2kg bananas to Bob Smith yesterday", sale(Y, "Bob Smith", ("banana", 2)))
ok(s, "fridge door not sealing properly, keeps popping open", NOTE)
no(s, "sold 3 kg nectarines to Mei", "nectarine is not a product of the shop")
no(s, "sold -2 kg apples to Tom", "negative quantity")
no(s, "sold 2kg apples to ken smith on feb 30", "impossible date (30 Feb)")
ok(s, "Sold 1 kg cherries to Rah Patel", sale(T, "Raj Patel", ("cherry", 1)))
no(s, "sold 2 kg apples to Bob Smith Ken Smith", "two customers named for one sale (which one?)")
ok(s, "Sue Davies 1kg pears", sale(T, "Sue Davis", ("pear", 1)))
ok(s, "Zoe D 1.5 kg oranges", sale(T, "Zoe Davis", ("orange", 1.5)))
no(s, "sold 2 kg", "missing product and customer")
no(s, "?", "not a record")
ok(s, "sold 1kg grapes to Tom Lew", sale(T, "Tom Lee", ("grape", 1)))
ok(s, "strawberries 4.10 from now", pc(T, "strawberry", 4.1))
no(s, "strawberries going to 4.10 next week", "future price change")
ok(s, "2kg apples stolen off front table", adj(T, "apple", -2, "stolen"))
ok(s, "1/2 kg cherries used as tasters", adj(T, "cherry", -0.5, "samples"))
ok(s, "sold Mei 1 lb cherries", sale(T, "Mei Chen", ("cherry", 0.454)))
ok(s, "sold omar 10 lb bananas", sale(T, "Omar Haddad", ("banana", 4.536)))
no(s, "sold omar 100 lb bananas", "sale exceeds banana stock (100 lb = 45.4 kg, 30.5 kg held)")
ok(s, "delivery ABC 50 lb oranges @ 2 a kg", pur(T, "ABC", ("orange", 22.68, 2, None)))
ok(s, "pavement sign blew over, no damage", NOTE)

# ---------------- persona 4: pasted from a spreadsheet ----------------
s = "sheet"
ok(s, "2024-02-29\tSale\tBob Smith\tapple\t1.5", sale(T, "Bob Smith", ("apple", 1.5)))
ok(s, "2024-02-28\tSale\tTom Lee\tbanana\t2", sale(Y, "Tom Lee", ("banana", 2)))
ok(s, "Date | Type | Customer | Product | Qty (kg)\n2024-02-29 | sale | Zoe Davis | grape | 1.25",
   sale(T, "Zoe Davis", ("grape", 1.25)))
ok(s, "29/02/2024,sale,Raj Patel,strawberry,2", sale(T, "Raj Patel", ("strawberry", 2)))
ok(s, "date,customer,item,kg\n2024-02-29,Eva Berg,orange,2\n2024-02-29,Ken Smith,pear,1",
   sale(T, "Eva Berg", ("orange", 2)), sale(T, "Ken Smith", ("pear", 1)))
ok(s, "supplier\tproduct\tkg\tcost/kg\tsell/kg\nABC\tcherry\t20\t2.00\t3.20",
   pur(T, "ABC", ("cherry", 20, 2.0, 3.2)))
ok(s, "Hillside Produce | apple | 30 | 1.15 |", pur(T, "Hillside Produce", ("apple", 30, 1.15, None)))
ok(s, "write-off,strawberry,1.5,spoiled", adj(T, "strawberry", -1.5, "spoiled"))
ok(s, "2024-02-27 | stock count | banana | -0.5", adj("2024-02-27", "banana", -0.5, "stock count"))
ok(s, "price,mango,2.55", pc(T, "mango", 2.55))
ok(s, "return\tIda Novak\t2024-02-20", ret(T, "Ida Novak", "2024-02-20"))
no(s, "return | Omar Haddad | 2024-02-19", "Omar Haddad has two sales on 19 Feb (which one?)")
ok(s, "sale,Ken Smith,apple,3 lb", sale(T, "Ken Smith", ("apple", 1.361)))
no(s, "sale\t\tbanana\t2", "missing customer")
no(s, "sale | Ann Brown | cherry | ", "missing quantity")
ok(s, "sale,Tom Lee,grape,2.5,2.80", sale(T, "Tom Lee", ("grape", 2.5)))
no(s, "sale,Tom Lee,grape,2,2.50", "price 2.50 matches neither the grape price 2.80 nor the total 5.60")
ok(s, "Qty\tItem\tTo\n500g\tcherry\tLuis Garcia\n1kg\tmango\tMei Chen",
   sale(T, "Luis Garcia", ("cherry", 0.5)), sale(T, "Mei Chen", ("mango", 1)))
ok(s, "2024-02-29;purchase;Green Valley Farms;orange;30;0,95",
   pur(T, "Green Valley Farms", ("orange", 30, 0.95, None)))
no(s, "2024-02-31,sale,Bob Smith,apple,1", "impossible date (31 Feb)")
no(s, "2024-03-02,sale,Mei Chen,banana,1", "future date")
ok(s, "sale|Sue Davis|pear|1.5|", sale(T, "Sue Davis", ("pear", 1.5)))
no(s, "sale | Ida Novak | apple | 4 pcs", "count of fruit (pieces), not kg")
ok(s, "| 2024-02-26 | sale | Luis Garcia | orange | 1.5 kg |", sale("2024-02-26", "Luis Garcia", ("orange", 1.5)))
ok(s, "type\tproduct\tnew price\nprice_change\tgrape\t2.95", pc(T, "grape", 2.95))
ok(s, "adj;cherry;-1;damaged", adj(T, "cherry", -1, "damaged"))
ok(s, "stock_adjustment,pear,+1.25,stock count", adj(T, "pear", 1.25, "stock count"))
no(s, "stock_adjustment,pear,0,stock count", "zero quantity")
ok(s, "customer,phone,product,kg\nNadia Okafor,555-0142,banana,1", sale(T, "Nadia Okafor", ("banana", 1), phone="555-0142"))
ok(s, "Customer: Priya Nair | Email: priya.nair@example.com | Items: apple 1 kg; pear 0.5 kg",
   sale(T, "Priya Nair", ("apple", 1), ("pear", 0.5), email="priya.nair@example.com"))
no(s, "Customer | Product | Qty\nBob Smith | | 2", "missing product")
ok(s, "PURCHASE\tGreen Valley Farms\tstrawberry\t25 kg\t$2.40\t$3.90",
   pur(T, "Green Valley Farms", ("strawberry", 25, 2.4, 3.9)))
no(s, "PURCHASE\tGreen Valley Farms\tpapaya\t10 kg\t$3.00", "papaya is not sold and no selling price given")
no(s, "PURCHASE\t\tapple\t10 kg\t$1.10", "missing supplier")
ok(s, "2024-02-25\tsale\tAnn Brown\tcherry\t1\n2024-02-25\tsale\tOmar Haddad\tapple\t2",
   sale("2024-02-25", "Ann Brown", ("cherry", 1)), sale("2024-02-25", "Omar Haddad", ("apple", 2)))
ok(s, "returns\ncustomer,orig sale date\nLuis Garcia,2024-02-23", ret(T, "Luis Garcia", "2024-02-23"))
no(s, "returns\ncustomer,orig sale date\nLuis Garcia,2024-02-20", "Luis Garcia has no sale on 20 Feb")
ok(s, "sale | Bob Smith | mango | 1.5 | $3.60", sale(T, "Bob Smith", ("mango", 1.5)))
no(s, "sale | Bob Smith | mango | 1.5 | $3.00", "stated amount 3.00 is not the mango price (2.40/kg, 3.60 total)")
no(s, "=SUM(B2:B9)", "spreadsheet formula, not a record")
ok(s, "date\tproduct\tkg\treason\n2024-02-28\tmango\t-1\trotten", adj(Y, "mango", -1, "rotten"))
ok(s, "sale,Mei Chen,strawberry,0.75 kg", sale(T, "Mei Chen", ("strawberry", 0.75)))

# ---------------- mixed: passive voice, words, fractions, money notations ----------------
s = "passive"
ok(s, "Three kilograms of bananas were sold to Luis Garcia.", sale(T, "Luis Garcia", ("banana", 3)))
ok(s, "Two kilos of cherries were bought by Eva Berg this morning.", sale(T, "Eva Berg", ("cherry", 2)))
ok(s, "A kilo and a half of grapes was taken home by Ann Brown.", sale(T, "Ann Brown", ("grape", 1.5)))
ok(s, "Forty kilograms of mangoes were delivered by Hillside Produce at $1.45 a kilo.",
   pur(T, "Hillside Produce", ("mango", 40, 1.45, None)))
ok(s, "1.5 kg of strawberries were found squashed and thrown out.", adj(T, "strawberry", -1.5, "damaged"))
ok(s, "The price of apples has been raised to $1.85 per kilo.", pc(T, "apple", 1.85))
ok(s, "The sale Mei Chen made on the 17th was returned to us today.", ret(T, "Mei Chen", "2024-02-17"))
no(s, "Apples were sold.", "missing quantity and customer")
no(s, "Some pears were stolen overnight.", "missing quantity")
ok(s, "Half a kilo of cherries was handed out as free samples.", adj(T, "cherry", -0.5, "samples"))
ok(s, "Were sold to Ken Smith: 2 kg pears, 1 kg bananas.", sale(T, "Ken Smith", ("pear", 2), ("banana", 1)))

s = "words"
ok(s, "Sold one and a quarter kilos of oranges to Zoe Davis", sale(T, "Zoe Davis", ("orange", 1.25)))
ok(s, "sold twelve hundred grams of apples to Omar Haddad", sale(T, "Omar Haddad", ("apple", 1.2)))
ok(s, "Five kilos of pears to Ida Novak, sold just now", sale(T, "Ida Novak", ("pear", 5)))
ok(s, "Sold a kilo each of mango and grape to Bob Smith", sale(T, "Bob Smith", ("mango", 1), ("grape", 1)))
ok(s, "Bought twenty-five kilos of bananas from Green Valley Farms at sixty cents a kilo",
   pur(T, "Green Valley Farms", ("banana", 25, 0.6, None)))
ok(s, "Cherries now three dollars fifty a kilo", pc(T, "cherry", 3.5))
ok(s, "Sold two and three quarter kilos of strawberries to Raj Patel", sale(T, "Raj Patel", ("strawberry", 2.75)))
no(s, "Sold a few kilos of grapes to Tom Lee", "vague quantity")
no(s, "Sold a dozen oranges to Eva Berg", "count of fruit (dozen), not kg")
ok(s, "Sold Sue Davis three hundred grams of cherries", sale(T, "Sue Davis", ("cherry", 0.3)))
ok(s, "Sold Ann Brown ¾ kg grapes", sale(T, "Ann Brown", ("grape", 0.75)))
ok(s, "Sold Ken Smith 2½ kg bananas", sale(T, "Ken Smith", ("banana", 2.5)))
no(s, "Sold Ken Smith two and a half hands of bananas", "non-kg unit (hands)")

s = "money"
ok(s, "Bananas are €1.25/kg from today", pc(T, "banana", 1.25))
ok(s, "New price for pears: 1,50 per kilo", pc(T, "pear", 1.5))
ok(s, "oranges 165c a kilo now", pc(T, "orange", 1.65))
ok(s, "Grapes: 3 bucks a kilo starting now", pc(T, "grape", 3))
ok(s, "Set mango to $2.45/kg.", pc(T, "mango", 2.45))
no(s, "Set mango to $0/kg.", "zero price")
no(s, "make cherries cheaper", "no price given")
no(s, "Price of kiwi is 4.00 now", "kiwi is not a product of the shop")
ok(s, "Sold 3 kg grapes to Luis Garcia, charged $8.40", sale(T, "Luis Garcia", ("grape", 3)))
no(s, "Sold 3 kg grapes to Luis Garcia, charged $7.50", "charged 7.50, but 3 kg grapes at 2.80 is 8.40")
ok(s, "Sold Eva Berg 2 kg bananas, she paid $2.40", sale(T, "Eva Berg", ("banana", 2)))
ok(s, "ABC invoice: 20 kg grapes, total $36.00", pur(T, "ABC", ("grape", 20, 1.8, None)))
ok(s, "Bought 10 kg cherries off Hillside Produce for 2 dollars 10 a kg, to sell for 3 dollars 30",
   pur(T, "Hillside Produce", ("cherry", 10, 2.1, 3.3)))

# ---------------- dates, weekdays, other 'today' values ----------------
s = "dates"
ok(s, "On Wednesday Zoe Davis bought 1 kg of pears", sale(Y, "Zoe Davis", ("pear", 1)))
ok(s, "Friday: Ida Novak, 2 kg bananas", sale("2024-02-23", "Ida Novak", ("banana", 2)))
ok(s, "Last Sunday I sold 1 kg of apples to Tom Lee", sale("2024-02-25", "Tom Lee", ("apple", 1)))
ok(s, "Two days ago Bob Smith bought 1 kg of oranges", sale("2024-02-27", "Bob Smith", ("orange", 1)))
ok(s, "the day before yesterday 2 kg of pears went mouldy and were thrown out",
   adj("2024-02-27", "pear", -2, "mouldy"))
no(s, "Next Tuesday Ken Smith will pick up 3 kg mango", "future")
ok(s, "Sold 1 kg cherries to Ken Smith on the 27th", sale("2024-02-27", "Ken Smith", ("cherry", 1)))
ok(s, "Yesterday's delivery from ABC: 20 kg pears at 1.00 a kg", pur(Y, "ABC", ("pear", 20, 1.0, None)))
no(s, "Sold 1 kg grapes to Mei Chen on 2024-02-30", "impossible date")
ok(s, "Orange price changed to 1.40 yesterday — forgot to enter it", pc(Y, "orange", 1.4))
ok(s, "Sold oranges 2 kg to Eva Berg at 1.40 a kilo", sale("2024-02-15", "Eva Berg", ("orange", 2)), today="2024-02-15")
ok(s, "Mango price goes to 2.30 from today", pc("2024-02-10", "mango", 2.3), today="2024-02-10")
ok(s, "returned: Ken Smith, sale of the 5th", ret("2024-02-12", "Ken Smith", "2024-02-05"), today="2024-02-12")
no(s, "Tom Lee is returning his sale from the 26th", "sale date after today (20 Feb)", today="2024-02-20")
ok(s, "Yesterday Omar got 1 kg grapes", sale("2024-02-19", "Omar Haddad", ("grape", 1)), today="2024-02-20")
ok(s, "Sunday Ann bought 1 kg bananas", sale("2024-02-04", "Ann Brown", ("banana", 1)), today="2024-02-08")
no(s, "Sold 1 kg bananas to Raj Patel on the 25th", "date after today (20 Feb)", today="2024-02-20")
ok(s, "Hillside dropped off 30 kg of bananas at 60c, selling at a dollar",
   pur("2024-02-08", "Hillside Produce", ("banana", 30, 0.6, 1.0)), today="2024-02-08")
no(s, "Sold 3 kg strawberries to Zoe Davis on 31 January", "no stock on 31 Jan (first delivery was 1 Feb)")
ok(s, "Monday: 1 kg cherries to Omar Haddad; Tuesday: 1 kg cherries to Omar Haddad again",
   sale("2024-02-26", "Omar Haddad", ("cherry", 1)), sale("2024-02-27", "Omar Haddad", ("cherry", 1)))

# ---------------- returns in new phrasings ----------------
s = "returns"
ok(s, "Zoe Davis brought back the whole lot from 21 Feb, refunded", ret(T, "Zoe Davis", "2024-02-21"))
ok(s, "Refund given to Luis Garcia for everything he bought on the 16th", ret(T, "Luis Garcia", "2024-02-16"))
ok(s, "Bob Smith's sale from the 26th came back — all of it", ret(T, "Bob Smith", "2024-02-26"))
ok(s, "Tom Lee brought back his whole purchase of the 23rd", ret(T, "Tom Lee", "2024-02-23"))
no(s, "Eva Berg returned her order of 3 Feb", "Eva Berg's 3 Feb sale was already returned")
no(s, "Bob Smith returned his 18 Feb order", "Bob Smith's 18 Feb sale was already returned")
no(s, "Ken Smith returned his sale of 4 Feb again", "Ken Smith's 4 Feb sale was already returned")
no(s, "Ida Novak returned her purchase from the 9th", "Ida Novak has two sales on 9 Feb")
no(s, "Raj Patel returned the 25th's stuff", "Raj Patel has two sales on 25 Feb")
no(s, "Sue Davis returned her stuff from the 1st", "Sue Davis has no sale on 1 Feb")
no(s, "Mei returned half of the bananas from the 10th", "partial return (only whole sales can be returned)")
ok(s, "Took back Mei Chen's bananas from 10 Feb, full refund", ret(T, "Mei Chen", "2024-02-10"))
no(s, "Smith returned his order from the 26th", "ambiguous customer: Smith")
ok(s, "Ken Smith changed his mind and returned today's purchase", ret(T, "Ken Smith", T))
no(s, "someone returned a bag of cherries", "missing customer and sale")

# ---------------- notes and chit-chat ----------------
s = "notes"
ok(s, "Note: the banana supplier's van was late, delivery came at noon.", NOTE)
ok(s, "Cold room thermostat reading high, set it back down.", NOTE)
ok(s, "Customer complained the cherries were a bit soft.", NOTE)
ok(s, "Shop window cleaned and new price tags put out.", NOTE)
no(s, "Good morning!", "greeting / chit-chat")
no(s, "thanks, that's all for now", "chit-chat")
no(s, "Are we open on Sunday?", "question")
no(s, "How many kg of mango did Raj buy this month?", "question")
no(s, "Show me today's sales", "instruction to the app")
no(s, "I might have sold 2 kg apples to Tom Lee, not sure", "uncertain")
no(s, "Should I order more strawberries from Green Valley?", "question / plan")
no(s, "Sold 2 kg apples to Bob Smith?", "question (not a statement)")

# ---------------- stock-limit and misc refusals ----------------
s = "limits"
no(s, "Sold 25 kg of mango to Luis Garcia", "sale exceeds mango stock (19 kg)")
no(s, "Sold 30 kg of pears to Raj Patel", "sale exceeds pear stock (21 kg)")
ok(s, "Sold 20 kg of pears to Raj Patel", sale(T, "Raj Patel", ("pear", 20)))
no(s, "Omar Haddad bought 28 kg of oranges for his restaurant", "sale exceeds orange stock (25 kg)")
ok(s, "Sold 5 kg grapes to a new customer, Marta Kowalczyk", sale(T, "Marta Kowalczyk", ("grape", 5)))
no(s, "Sold 2 kg apples to a walk-in customer", "customer not named")
no(s, "Bought 10 kg apples at 1.10", "missing supplier")
no(s, "Bought apples from ABC at 1.10", "missing quantity")
no(s, "Sold 2 kg apples to Bob Smith and 3 kg to", "missing customer for second item / truncated")
ok(s, "Sold Tom Lee 1 kg apples. Also 0.5 kg cherries spoiled.",
   sale(T, "Tom Lee", ("apple", 1)), adj(T, "cherry", -0.5, "spoiled"))

out = Path(__file__).resolve().parent / "records.jsonl"
out.write_text("".join(json.dumps(l, ensure_ascii=False) + "\n" for l in L))
print(len(L), "lines;", sum(l["records"] is None for l in L), "refusals")
