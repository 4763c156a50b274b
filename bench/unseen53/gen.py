"""Write bench/unseen53/records.jsonl: a held-out set of shop inputs typed by hand.

Every input text below is written by hand; the helpers only build record dicts.
Run `python gen.py` to (re)write records.jsonl next to this file.
"""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # default "today" (a Thursday)
LINES = []


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(cust, *items, date=T, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(cust, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def pur(supp, *items, date=T, phone=None, email=None):
    rows = []
    for it in items:
        p, q, cost = it[0], it[1], it[2]
        sell = it[3] if len(it) > 3 else None
        rows.append({"product": p, "quantity": q, "unit_cost": cost, "selling_price": sell})
    return {"kind": "purchase", "date": date, "supplier": party(supp, phone, email), "items": rows}


def ret(cust, sale_date, date=T):
    return {"kind": "return", "date": date, "customer": party(cust), "sale_date": sale_date}


def price(product, value, date=T):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": value}


def adj(product, qty, reason, date=T):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def ok(style, text, *records, today=T):
    LINES.append({"text": text, "today": today, "records": list(records), "style": style})


def note(style, text, today=T):
    ok(style, text, {"kind": "note", "date": today, "text": text, "facts": []}, today=today)


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# Stock at close of 2024-02-29 (from the demo): apple 29.5, banana 30.5, mango 19, strawberry 30, grape 24 (or
# 20 if returned fruit is not put back), cherry 59.5.  Prices in force: apple 1.70, banana 1.20, cherry 3.20,
# grape 2.80, mango 2.40, orange 1.54, pear 1.44, strawberry 3.90.

# ---------------------------------------------------------------- voice_fillers
V = "voice_fillers"
ok(V, "um so Mei came in and uh took two kilos of apples", sale("Mei Chen", ("apple", 2)))
ok(V, "okay so yeah Raj Patel, uh, three kilos bananas, wait no, three and a half", sale("Raj Patel", ("banana", 3.5)))
ok(V, "uh Tom Lee grabbed like a kilo of cherries and um half a kilo of grapes",
   sale("Tom Lee", ("cherry", 1), ("grape", 0.5)))
ok(V, "so yeah Green Valley dropped off um forty kilos of oranges at, uh, ninety five cents a kilo",
   pur("Green Valley Farms", ("orange", 40, 0.95)))
ok(V, "um, we got, uh, twenty kilos of mango from Hillside, cost us a dollar sixty per kilo, and we'll sell them at "
   "two fifty", pur("Hillside Produce", ("mango", 20, 1.6, 2.5)))
ok(V, "like, Omar bought strawberries, um, one point five kilos", sale("Omar Haddad", ("strawberry", 1.5)))
ok(V, "uh yesterday Eva Berg had two kilos of pears, so yeah", sale("Eva Berg", ("pear", 2), date="2024-02-28"))
ok(V, "um Ann Brown brought back her oranges from this morning, the whole bag", ret("Ann Brown", T))
ok(V, "so uh three kilos of bananas went, like, totally rotten, chuck 'em", adj("banana", -3, "rotten"))
ok(V, "um the strawberries, uh, two kilos got mouldy", adj("strawberry", -2, "mouldy"))
ok(V, "uh we did a count and uh there's twenty eight kilos of apples. yeah twenty eight.",
   adj("apple", -1.5, "stock count"))
ok(V, "okay um, Ida Novak, she uh, she got a kilo of mangoes, no wait, two kilos", sale("Ida Novak", ("mango", 2)))
ok(V, "so yeah pears are going up to um one fifty a kilo from today", price("pear", 1.5))
note(V, "um, note: the uh cool room door is sticking again")
note(V, "uh FYI Luis says he'll, like, pay by card from now on")
ok(V, "um sold Luis Garcia uh a kilo and a half of oranges, yeah", sale("Luis Garcia", ("orange", 1.5)))
ok(V, "so like, Ken came by again, um, three kilos of grapes", sale("Ken Smith", ("grape", 3)))
ok(V, "uh Zoe, she took uh 500 grams of cherries", sale("Zoe Davis", ("cherry", 0.5)))
ok(V, "um Bob Smith brought back the stuff from yesterday, uh, all of it", ret("Bob Smith", "2024-02-28"))
ok(V, "so yeah, um, Mrs Novak, uh, two kilos of bananas and, like, a kilo of apples",
   sale("Ida Novak", ("banana", 2), ("apple", 1)))
ok(V, "uh, new lady, Priya Nair, um, her number's 555-0147, she got three kilos of oranges",
   sale("Priya Nair", ("orange", 3), phone="555-0147"))
ok(V, "um the mangoes, uh, we counted, there's like eighteen kilos left", adj("mango", -1, "stock count"))
ok(V, "uh Hillside came, um, thirty kilos of bananas, like, sixty five cents a kilo, wait no, seventy cents",
   pur("Hillside Produce", ("banana", 30, 0.7)))
ok(V, "so um Tom Lee uh bought 2 pounds of grapes", sale("Tom Lee", ("grape", 0.907)))
ok(V, "uh, Mr Patel took, um, four kilos of pears", sale("Raj Patel", ("pear", 4)))
ok(V, "um like we gave away half a kilo of strawberries as samples at the door", adj("strawberry", -0.5, "samples"))
ok(V, "uh so someone nicked uh a kilo of cherries off the front display, so yeah, stolen",
   adj("cherry", -1, "stolen"))
ok(V, "um on Monday, uh, Sue Davis came in and, like, bought two kilos of apples, I forgot to put it in",
   sale("Sue Davis", ("apple", 2), date="2024-02-26"))
ok(V, "so yeah uh Mei Chen again, one kilo of strawberries, and um two of oranges too",
   sale("Mei Chen", ("strawberry", 1), ("orange", 2)))
ok(V, "uh, ABC delivered, um, twenty five kilos of apples at a dollar ten a kilo, uh, shelf price stays one seventy",
   pur("ABC", ("apple", 25, 1.1, 1.7)))
ok(V, "um two days ago, uh, Omar Haddad got three kilos of mango", sale("Omar Haddad", ("mango", 3), date="2024-02-27"))
ok(V, "uh Eva, um, she bought like two and a half kilos of bananas, and Ann Brown got a kilo of pears",
   sale("Eva Berg", ("banana", 2.5)), sale("Ann Brown", ("pear", 1)))
note(V, "um remember to, uh, call Green Valley about the crates")
ok(V, "so uh Sue Davis wants her stuff from the twenty sixth refunded, uh, the whole lot",
   ret("Sue Davis", "2024-02-26"))
ok(V, "um, Zoe Davis returned uh today's mangoes, all of it", ret("Zoe Davis", T))
ok(V, "uh so, the grapes, um, we found like a kilo and a half squashed, damaged", adj("grape", -1.5, "damaged"))
ok(V, "um Luis Garcia uh took 750 grams of cherries", sale("Luis Garcia", ("cherry", 0.75)))
ok(V, "like, uh, set the mango price to, um, two sixty", price("mango", 2.6))
ok(V, "uh Ken Smith, um, five kilos of oranges and uh, yeah that's $7.70", sale("Ken Smith", ("orange", 5)))
ok(V, "so yeah new supplier um Sunny Ridge Orchards, uh, fifteen kilos of pears at um 95 cents a kilo",
   pur("Sunny Ridge Orchards", ("pear", 15, 0.95)))
ok(V, "um, on Saturday, uh, Ida had a kilo of grapes, forgot to log it",
   sale("Ida Novak", ("grape", 1), date="2024-02-24"))
ok(V, "uh, okay, um, Omar, like, a kilo of pears and uh a kilo of bananas",
   sale("Omar Haddad", ("pear", 1), ("banana", 1)))
ok(V, "um the apples, uh, two kilos bruised and, uh, damaged, and like a kilo of pears rotten",
   adj("apple", -2, "damaged"), adj("pear", -1, "rotten"))
ok(V, "so um, Tom brought back, uh, the cherries from Friday", ret("Tom Lee", "2024-02-23"))
ok(V, "uh Ann Brown, three kilos of mangoes, uh, no sorry, three kilos of oranges", sale("Ann Brown", ("orange", 3)))
ok(V, "um so Raj Patel just, uh, brought back the cherries he got today",
   ret("Raj Patel", "2024-02-27", date="2024-02-27"), today="2024-02-27")
ok(V, "uh, Sue Davis got, um, two kilos of cherries yesterday",
   sale("Sue Davis", ("cherry", 2), date="2024-02-25"), today="2024-02-26")
ok(V, "um strawberries, uh, counted thirty one kilos",
   adj("strawberry", 1, "stock count", date="2024-02-28"), today="2024-02-28")
no(V, "um Mr Smith took, uh, a kilo of apples", "ambiguous customer: Smith is Bob or Ken")
no(V, "uh so Davis, um, bought two kilos of pears", "ambiguous customer: Davis is Zoe or Sue")
no(V, "um, like, six mangoes for, uh, Raj Patel", "count of pieces for a kg product")
no(V, "uh Tom Lee, um, three kilos of cherries but we, like, gave him 10% off", "discount on a sale")
no(V, "so yeah um Mei's gonna come tomorrow for two kilos of grapes", "future date (tomorrow)")
no(V, "um, uh, what was it, someone bought some apples, I don't remember who", "missing customer and quantity")
no(V, "uh Hillside dropped off uh twenty kilos of cherries, um, I don't know what they charged yet",
   "purchase without a cost")
no(V, "um Ida brought back like half the pears from yesterday", "partial return")
no(V, "uh Omar wants to return, um, the stuff from Tuesday", "two sales that day: which one is unclear")
no(V, "so um Ken Smith returned, uh, his oranges from Monday", "no sale of that customer on that date")
no(V, "um, uh, like forty kilos of mangoes went rotten", "write-off larger than the stock")
no(V, "uh, how many kilos of bananas have we got left, like roughly?", "a question, not a record")
no(V, "um, Zoe Davis had a kilo of strawberries, uh, and it came to, like, five dollars",
   "stated total disagrees with the shelf price")
no(V, "uh so Ann, um, took a kilo of, uh, kiwis", "unknown product")
no(V, "um Jonas, uh, new guy, he took two kilos of apples", "new customer without a last name")
no(V, "uh so yeah, um, the bananas, uh, give Bob Smith two kilos for free, he's a regular", "free goods")
no(V, "um Luis bought two punnets of strawberries", "count of pieces for a kg product")
no(V, "um Tom Lee brought back the oranges from the eleventh", "sale already returned", today="2024-02-26")

# ---------------------------------------------------------------- terse_commands
C = "terse_commands"
ok(C, "Log: sale, Bob Smith, 2 kg pears.", sale("Bob Smith", ("pear", 2)))
ok(C, "Record sale to Tom Lee — 1.5kg strawberries", sale("Tom Lee", ("strawberry", 1.5)))
ok(C, "Add purchase: ABC, apples 30kg @ 1.05/kg", pur("ABC", ("apple", 30, 1.05)))
ok(C, "Enter price change: bananas 1.30", price("banana", 1.3))
ok(C, "Record sale Mei Chen 3kg oranges, total $4.62", sale("Mei Chen", ("orange", 3)))
ok(C, "Log write-off: 2.5 kg grapes, mouldy.", adj("grape", -2.5, "mouldy"))
ok(C, "Enter stock count apples 31 kg", adj("apple", 1.5, "stock count"))
ok(C, "Record return: Ken Smith, today's sale.", ret("Ken Smith", T))
ok(C, "Add purchase from Green Valley Farms: 25kg strawberries at $2.40/kg, retail 3.90",
   pur("Green Valley Farms", ("strawberry", 25, 2.4, 3.9)))
ok(C, "Sale. Raj Patel. Mango 2kg, cherry 1kg.", sale("Raj Patel", ("mango", 2), ("cherry", 1)))
ok(C, "Log sale for Omar Haddad yesterday: 3 kg bananas", sale("Omar Haddad", ("banana", 3), date="2024-02-28"))
ok(C, "Record: Luis Garcia bought 4kg apples at 1.70", sale("Luis Garcia", ("apple", 4)))
ok(C, "Enter sale 2024-02-27, Ann Brown, grapes 1 kg", sale("Ann Brown", ("grape", 1), date="2024-02-27"))
ok(C, "Add purchase Hillside Produce 40 kg oranges, paid $36 total", pur("Hillside Produce", ("orange", 40, 0.9)))
ok(C, "Set shelf price strawberries 4.20", price("strawberry", 4.2))
ok(C, "Log: 1kg cherries stolen from display", adj("cherry", -1, "stolen"))
ok(C, "Record sale Eva Berg 2kg mango, 1kg pear. Same ticket: Ida Novak 1kg banana.",
   sale("Eva Berg", ("mango", 2), ("pear", 1)), sale("Ida Novak", ("banana", 1)))
ok(C, "Enter return Luis Garcia, sale of Feb 23", ret("Luis Garcia", "2024-02-23"))
note(C, "Note: ABC delivery van broken, expect delays")
ok(C, "Record sale: new customer Felix Ortiz, felix.ortiz@example.com, 2kg apples",
   sale("Felix Ortiz", ("apple", 2), email="felix.ortiz@example.com"))
ok(C, "Log sale Zoe Davis 3 lb grapes", sale("Zoe Davis", ("grape", 1.361)))
ok(C, "Add purchase, supplier ABC: grapes 20kg @1.75, bananas 25kg @0.62",
   pur("ABC", ("grape", 20, 1.75), ("banana", 25, 0.62)))
ok(C, "Enter adj: mango -2kg, spoiled", adj("mango", -2, "spoiled"))
ok(C, "Record sale, Sue Davis, 500g cherries", sale("Sue Davis", ("cherry", 0.5)))
ok(C, "Log return for Mr Haddad, yesterday's purchase", ret("Omar Haddad", "2024-02-28"))
ok(C, "Record price: orange 1.60/kg effective today", price("orange", 1.6))
ok(C, "Enter sale Wednesday, Tom Lee, 2kg apples", sale("Tom Lee", ("apple", 2), date="2024-02-28"))
ok(C, "Record sale Ida Novak: apples 2kg, pears 2kg, bananas 1kg",
   sale("Ida Novak", ("apple", 2), ("pear", 2), ("banana", 1)))
ok(C, "Log stock count 2024-02-28: bananas 29 kg", adj("banana", -1.5, "stock count", date="2024-02-28"))
ok(C, "Add purchase Green Valley Farms 10kg mango at 1.55, RRP 2.40",
   pur("Green Valley Farms", ("mango", 10, 1.55, 2.4)))
ok(C, "Record sale to Ms Berg, 1 kg strawberries, charged 3.90", sale("Eva Berg", ("strawberry", 1)))
ok(C, "Log 0.5kg strawberries given as samples", adj("strawberry", -0.5, "samples"))
ok(C, "Enter sale: Raj Patel, 2.5kg apples; Mei Chen, 1kg grapes",
   sale("Raj Patel", ("apple", 2.5)), sale("Mei Chen", ("grape", 1)))
ok(C, "Record return — Sue Davis, Feb 22 sale", ret("Sue Davis", "2024-02-22"))
ok(C, "Enter: Ann Brown 4 kg bananas, paid 4.80", sale("Ann Brown", ("banana", 4)))
note(C, "FYI: Hillside Produce rep changed, new contact is Dana")
ok(C, "Log purchase from new supplier Coastal Citrus Co: 30kg oranges, cost 0.85/kg, sell at 1.54",
   pur("Coastal Citrus Co", ("orange", 30, 0.85, 1.54)))
ok(C, "Record sale Ken Smith 1kg cherries 1kg grapes 1kg pears",
   sale("Ken Smith", ("cherry", 1), ("grape", 1), ("pear", 1)))
ok(C, "Log sale 26/2 Bob Smith 2kg bananas", sale("Bob Smith", ("banana", 2), date="2024-02-26"))
ok(C, "Enter write-off strawberries 3kg rotten", adj("strawberry", -3, "rotten"))
ok(C, "Record sale: Luiz Garcia, 2 kg oranges", sale("Luis Garcia", ("orange", 2)))
ok(C, "Add purchase ABC cherries 20 kg total cost $44", pur("ABC", ("cherry", 20, 2.2)))
ok(C, "Log mango count: 17.5kg on shelf and in back", adj("mango", -1.5, "stock count"))
ok(C, "Record sale Omar Haddad 2kg grapes, 5.60", sale("Omar Haddad", ("grape", 2)))
ok(C, "Enter sale three days ago: Zoe Davis, 1kg apples", sale("Zoe Davis", ("apple", 1), date="2024-02-26"))
ok(C, "Log sale Tom Lee 2kg strawberries", sale("Tom Lee", ("strawberry", 2), date="2024-02-25"),
   today="2024-02-25")
ok(C, "Enter stock count strawberries 37 kg", adj("strawberry", -1, "stock count", date="2024-02-24"),
   today="2024-02-24")
ok(C, "Add purchase Green Valley Farms: 20kg pears @ 0.98",
   pur("Green Valley Farms", ("pear", 20, 0.98), date="2024-02-28"), today="2024-02-28")
no(C, "Record sale Smith 2kg apples", "ambiguous customer: Smith is Bob or Ken")
no(C, "Log sale Ms Davis 1kg cherries", "ambiguous customer: Davis is Zoe or Sue")
no(C, "Enter sale Mei Chen 2 boxes of bananas", "count of pieces (boxes) for a kg product")
no(C, "Record sale Raj Patel 3kg mango at 2.00/kg", "stated price disagrees with the shelf price")
no(C, "Add purchase Hillside Produce 20kg apples", "purchase without a cost")
no(C, "Add purchase: 40kg oranges at 0.90", "purchase without a supplier")
no(C, "Add purchase ABC grapes at 1.80/kg", "purchase without a weight")
no(C, "Log sale Ann Brown 2kg pears 2024-03-01", "date in March")
no(C, "Enter sale 30 Feb Tom Lee 1kg grapes", "impossible date (30 Feb)")
no(C, "Record sale 02/03 Eva Berg 2kg apples", "ambiguous date 02/03")
no(C, "Record return Mei Chen, Feb 24 sale", "two sales that day: which one is unclear")
no(C, "Record return Bob Smith 18 Feb", "sale already returned")
no(C, "Log write-off 35kg apples spoiled", "write-off larger than the stock")
no(C, "Enter sale Ida Novak 2kg oranges, 20% off", "discount on a sale")
no(C, "Run end of month report", "not a record")
no(C, "Log sale: Nadia, 2kg grapes", "new customer without a last name")
no(C, "Record return Zoe Davis, 2 kg of today's mango", "partial return")
no(C, "Record return Omar Haddad, sale 2024-02-19", "two sales that day: which one is unclear",
   today="2024-02-27")

# ---------------------------------------------------------------- clipboard
K = "clipboard"
ok(K, "recv'd ABC — apples 20kg @1.12", pur("ABC", ("apple", 20, 1.12)))
ok(K, "supp: Green Valley Farms / straw 30kg / $2.45/kg", pur("Green Valley Farms", ("strawberry", 30, 2.45)))
ok(K, "w/o 2kg banana - rotten", adj("banana", -2, "rotten"))
ok(K, "adj mango -1.5 damaged", adj("mango", -1.5, "damaged"))
ok(K, "cust: Mei Chen — grapes qty 2kg", sale("Mei Chen", ("grape", 2)))
ok(K, "qty count apple 30kg", adj("apple", 0.5, "stock count"))
ok(K, "cust: Raj Patel, ret whole order from 27th", ret("Raj Patel", "2024-02-27"))
ok(K, "w/o straw 1.5kg mouldy", adj("strawberry", -1.5, "mouldy"))
ok(K, "recv'd Hillside Produce: pears 25kg @ 0.95, shelf 1.44", pur("Hillside Produce", ("pear", 25, 0.95, 1.44)))
ok(K, "cust: Tom Lee / cherries 2kg / oranges 1kg", sale("Tom Lee", ("cherry", 2), ("orange", 1)))
ok(K, "adj: 2 kg cherries stolen (front bin)", adj("cherry", -2, "stolen"))
ok(K, "cust Eva Berg - banana 1.5kg, apple 1kg", sale("Eva Berg", ("banana", 1.5), ("apple", 1)))
ok(K, "recv'd 26/2 supp: ABC grapes 30kg @ 1.80", pur("ABC", ("grape", 30, 1.8), date="2024-02-26"))
ok(K, "w/o samples - 0.5kg cherries", adj("cherry", -0.5, "samples"))
ok(K, "cust: Ida Novak, ret, 28/2 sale", ret("Ida Novak", "2024-02-28"))
ok(K, "price chg: apple 1.80", price("apple", 1.8))
ok(K, "count banana 29.5kg", adj("banana", -1, "stock count"))
ok(K, "cust: Luis Garcia qty 3kg mango", sale("Luis Garcia", ("mango", 3)))
ok(K, "cust: Ann Brown ret 22/2", ret("Ann Brown", "2024-02-22"))
ok(K, "recv'd Green Valley: orange 35kg, $31.50 total", pur("Green Valley Farms", ("orange", 35, 0.9)))
ok(K, "w/o: pear 2kg rotten, apple 1kg rotten", adj("pear", -2, "rotten"), adj("apple", -1, "rotten"))
ok(K, "cust: Ken Smith / straw 2kg", sale("Ken Smith", ("strawberry", 2)))
ok(K, "cust: new - Hana Kato, ph 555-0188 — apples 1kg", sale("Hana Kato", ("apple", 1), phone="555-0188"))
note(K, "note: cool room temp 6C, check thermostat")
ok(K, "cust: Omar H. — pears 1.5kg", sale("Omar Haddad", ("pear", 1.5)))
ok(K, "adj grape -1kg spoiled (yest)", adj("grape", -1, "spoiled", date="2024-02-28"))
ok(K, "cust: Sue Davis, cherry 1kg, grape 1kg", sale("Sue Davis", ("cherry", 1), ("grape", 1)))
ok(K, "recv'd supp: Hillside Produce — mango 25kg @1.50 RRP 2.40; banana 20kg @0.60 RRP 1.20",
   pur("Hillside Produce", ("mango", 25, 1.5, 2.4), ("banana", 20, 0.6, 1.2)))
ok(K, "cust: Bob Smith qty 1.5kg orange", sale("Bob Smith", ("orange", 1.5)))
ok(K, "w/o 3kg mango spoiled", adj("mango", -3, "spoiled"))
ok(K, "count straw 28kg (eod)", adj("strawberry", -2, "stock count"))
ok(K, "cust: Zoe Davis — apple 2kg, $3.40", sale("Zoe Davis", ("apple", 2)))
ok(K, "price: cherries now 3.50/kg", price("cherry", 3.5))
ok(K, "cust: Raj Patel — 1kg grapes, 2kg bananas (Mon)",
   sale("Raj Patel", ("grape", 1), ("banana", 2), date="2024-02-26"))
ok(K, "cust: Luis Garcia / strawberries 0.75kg / grapes 0.5kg",
   sale("Luis Garcia", ("strawberry", 0.75), ("grape", 0.5)))
ok(K, "ret: Eva Berg, sale 19/2", ret("Eva Berg", "2024-02-19"))
ok(K, "w/o 1kg orange damaged, 0.5kg straw damaged",
   adj("orange", -1, "damaged"), adj("strawberry", -0.5, "damaged"))
ok(K, "cust: Ann Brown / 2 lb cherries", sale("Ann Brown", ("cherry", 0.907)))
ok(K, "recv'd supp: Maple Hollow Orchard, apples 20kg @ 1.00, ph 555-0123",
   pur("Maple Hollow Orchard", ("apple", 20, 1.0), phone="555-0123"))
ok(K, "cust: Tom Lee, 1kg mango; cust: Eva Berg, 2kg pear",
   sale("Tom Lee", ("mango", 1)), sale("Eva Berg", ("pear", 2)))
ok(K, "qty chk mango 20kg", adj("mango", 1, "stock count"))
note(K, "FYI scale #2 reading 50g heavy")
ok(K, "cust: Mei Chen, oranges 2.5kg, pears 1kg", sale("Mei Chen", ("orange", 2.5), ("pear", 1)))
ok(K, "count straw 36kg", adj("strawberry", -1, "stock count", date="2024-02-27"), today="2024-02-27")
ok(K, "cust: Bob Smith ret, today's mango", ret("Bob Smith", "2024-02-26", date="2024-02-26"), today="2024-02-26")
ok(K, "w/o 2kg banana rotten", adj("banana", -2, "rotten", date="2024-02-28"), today="2024-02-28")
no(K, "cust: Smith — apples 2kg", "ambiguous customer: Smith is Bob or Ken")
no(K, "cust: Mei Chen ret 28/2", "no sale of that customer on that date")
no(K, "recv'd ABC — 4 crates mango @ 18.00/crate", "count of pieces (crates) for a kg product")
no(K, "cust: Raj Patel qty 6 mango", "count of pieces for a kg product")
no(K, "w/o 25kg grapes mouldy", "write-off larger than the stock")
no(K, "recv'd Hillside Produce straw 20kg", "purchase without a cost")
no(K, "cust: Davis, 1kg banana", "ambiguous customer: Davis is Zoe or Sue")
no(K, "cust: Omar Haddad ret 27/2", "two sales that day: which one is unclear")
no(K, "cust: Ida Novak — pears 2kg @ 1.20", "stated price disagrees with the shelf price")
no(K, "recv'd 31/2 ABC apples 20kg @1.10", "impossible date (31 Feb)")
no(K, "adj ?? banana", "missing quantity and reason")
no(K, "cust: Tom — ret half of 23/2 cherries", "partial return")
no(K, "cust: Eva Berg — 3 punnets straw", "count of pieces (punnets) for a kg product")
no(K, "cust: Ken Smith, oranges 2kg, comp (free)", "free goods")
no(K, "w/o 1 box mango damaged", "count of pieces (box) for a kg product")
no(K, "recv'd 1/3 Green Valley bananas 30kg @0.60", "date is March or ambiguous (1/3)")
no(K, "cust: Zoe Davis — straw 1kg, 10% off (regular)", "discount on a sale")
no(K, "supp: ABC — call re invoice", "not a record")

# ---------------------------------------------------------------- money_words
M = "money_words"
ok(M, "Mei Chen bought two and a half kilos of apples.", sale("Mei Chen", ("apple", 2.5)))
ok(M, "Raj took a kilo and a half of cherries, came to four dollars eighty.", sale("Raj Patel", ("cherry", 1.5)))
ok(M, "Green Valley Farms brought forty kilos of oranges, ninety cents a kilo.",
   pur("Green Valley Farms", ("orange", 40, 0.9)))
ok(M, "Pears are now one sixty a kilo.", price("pear", 1.6))
ok(M, "Hillside Produce delivered thirty kilos of bananas at sixty-two cents a kilo, we'll sell them for a dollar "
   "twenty-five.", pur("Hillside Produce", ("banana", 30, 0.62, 1.25)))
ok(M, "Tom Lee had three quarters of a kilo of strawberries.", sale("Tom Lee", ("strawberry", 0.75)))
ok(M, "Sold Ida Novak half a kilo of grapes, one forty.", sale("Ida Novak", ("grape", 0.5)))
ok(M, "Put mangoes up to two dollars sixty a kilo.", price("mango", 2.6))
ok(M, "Ann Brown, two kilos of bananas, two dollars forty.", sale("Ann Brown", ("banana", 2)))
ok(M, "We threw out a kilo and a half of strawberries, they'd gone mouldy.", adj("strawberry", -1.5, "mouldy"))
ok(M, "Bought twenty-five kilos of apples from ABC for twenty-seven fifty all up.", pur("ABC", ("apple", 25, 1.1)))
ok(M, "Luis Garcia, three kilos of oranges, that's four sixty-two.", sale("Luis Garcia", ("orange", 3)))
ok(M, "Omar Haddad got two and a half kilos of mango — six dollars exactly.", sale("Omar Haddad", ("mango", 2.5)))
ok(M, "Eva Berg returned everything she bought on the eighteenth.", ret("Eva Berg", "2024-02-18"))
ok(M, "Ken Smith: one kilo of cherries, three twenty.", sale("Ken Smith", ("cherry", 1)))
ok(M, "Cherries down to three dollars a kilo from today.", price("cherry", 3.0))
ok(M, "Half a kilo of pears went rotten, binned them.", adj("pear", -0.5, "rotten"))
ok(M, "Counted the bananas, thirty-two kilos exactly.", adj("banana", 1.5, "stock count"))
ok(M, "Sue Davis bought twelve hundred grams of grapes.", sale("Sue Davis", ("grape", 1.2)))
ok(M, "Mrs Chen bought a kilo of pears, one forty-four.", sale("Mei Chen", ("pear", 1)))
ok(M, "Zoe Davis, four kilos of apples, six eighty.", sale("Zoe Davis", ("apple", 4)))
ok(M, "Two kilos of grapes were damaged when the shelf fell.", adj("grape", -2, "damaged"))
ok(M, "Hillside Produce, fifty kilos of cherries for a hundred dollars.", pur("Hillside Produce", ("cherry", 50, 2.0)))
ok(M, "Yesterday Tom Lee bought five pounds of bananas.", sale("Tom Lee", ("banana", 2.268), date="2024-02-28"))
note(M, "Remember we owe Hillside Produce two hundred and ten dollars.")
ok(M, "Bob Smith took a kilo of oranges and half a kilo of cherries, three dollars fourteen.",
   sale("Bob Smith", ("orange", 1), ("cherry", 0.5)))
ok(M, "Raj Patel, three and a half kilos of bananas, four twenty.", sale("Raj Patel", ("banana", 3.5)))
ok(M, "Strawberries to four dollars a kilo.", price("strawberry", 4.0))
ok(M, "ABC sold us thirty kilos of grapes at a dollar seventy-five a kilo; shelf price two ninety.",
   pur("ABC", ("grape", 30, 1.75, 2.9)))
ok(M, "Ida Novak, two kilos of oranges and a kilo of apples, four seventy-eight.",
   sale("Ida Novak", ("orange", 2), ("apple", 1)))
ok(M, "Samples for the tasting table: a quarter kilo of strawberries and a quarter kilo of grapes.",
   adj("strawberry", -0.25, "samples"), adj("grape", -0.25, "samples"))
ok(M, "Ann Brown brought back what she bought on the twenty-third.", ret("Ann Brown", "2024-02-23"))
ok(M, "Luis bought two kilos of mango on Tuesday, four eighty.", sale("Luis Garcia", ("mango", 2), date="2024-02-27"))
ok(M, "A new supplier, Blue Creek Growers, sold us twenty kilos of strawberries at two forty a kilo.",
   pur("Blue Creek Growers", ("strawberry", 20, 2.4)))
ok(M, "Omar took a kilo of apples, a dollar seventy.", sale("Omar Haddad", ("apple", 1)))
ok(M, "Eva Berg bought eight hundred grams of cherries.", sale("Eva Berg", ("cherry", 0.8)))
ok(M, "Someone walked off with two kilos of oranges. Stolen.", adj("orange", -2, "stolen"))
ok(M, "Bananas are a dollar thirty a kilo now.", price("banana", 1.3))
ok(M, "Mango count came to eighteen and a half kilos.", adj("mango", -0.5, "stock count"))
ok(M, "Ken Smith bought a kilo of grapes for two eighty on Sunday.", sale("Ken Smith", ("grape", 1), date="2024-02-25"))
ok(M, "Mei Chen: two kilos of strawberries, seven dollars eighty.", sale("Mei Chen", ("strawberry", 2)))
ok(M, "Green Valley Farms: twenty kilos of pears at a dollar a kilo, and ten kilos of mango at a dollar fifty.",
   pur("Green Valley Farms", ("pear", 20, 1.0), ("mango", 10, 1.5)))
ok(M, "New customer Grace Okafor, grace.okafor@example.com, bought a kilo and a half of pears.",
   sale("Grace Okafor", ("pear", 1.5), email="grace.okafor@example.com"))
ok(M, "Tom Lee brought back what he bought a week ago today, all of it.", ret("Tom Lee", "2024-02-22"))
ok(M, "Pears went up to a dollar fifty today.", price("pear", 1.5, date="2024-02-26"), today="2024-02-26")
ok(M, "Two kilos of mangoes spoiled, tossed them.", adj("mango", -2, "spoiled", date="2024-02-25"),
   today="2024-02-25")
ok(M, "Bob Smith brought back today's apples and strawberries, all of them.",
   ret("Bob Smith", "2024-02-28", date="2024-02-28"), today="2024-02-28")
ok(M, "Sue Davis bought one and a half kilos of apples on Monday.",
   sale("Sue Davis", ("apple", 1.5), date="2024-02-26"), today="2024-02-27")
no(M, "Raj Patel bought two kilos of apples at a dollar fifty a kilo.", "stated price disagrees with the shelf price")
no(M, "Gave Mei Chen a kilo of cherries for free, she's been good to us.", "free goods")
no(M, "Mrs Davis took a kilo and a half of grapes, four twenty.", "ambiguous customer: Davis is Zoe or Sue")
no(M, "Sold Tom Lee half a dozen mangoes.", "count of pieces for a kg product")
no(M, "Green Valley Farms sent thirty kilos of oranges.", "purchase without a cost")
no(M, "Paid two hundred dollars for the apples from ABC.", "purchase without a weight")
no(M, "Bought fifty kilos of bananas at sixty cents a kilo.", "purchase without a supplier")
no(M, "Eva Berg, two kilos of pears, three dollars.", "stated total disagrees with the shelf price")
no(M, "Take fifty cents off a kilo for Ann Brown's oranges, she bought two kilos.", "discount on a sale")
no(M, "Ken Smith is bringing back half his mango from this morning.", "partial return")
no(M, "Bob Smith returned the grapes and cherries from the eighteenth.", "sale already returned")
no(M, "Raj Patel returned what he bought on the twenty-fifth.", "two sales that day: which one is unclear")
no(M, "How much do we pay ABC for grapes these days?", "a question, not a record")
no(M, "Luis Garcia will pick up three kilos of pears on the first of March.", "date in March")
no(M, "Write off thirty-five kilos of strawberries, the fridge died.", "write-off larger than the stock")
no(M, "Sold Sophie two kilos of apples, a dollar seventy a kilo.", "new customer without a last name")
no(M, "Zoe Davis had a punnet of strawberries, three ninety.", "count of pieces (punnet) for a kg product")
no(M, "Mei Chen paid twenty dollars for some grapes.", "sale without a weight")


def main():
    out = HERE / "records.jsonl"
    with out.open("w") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines to {out}")


if __name__ == "__main__":
    main()
