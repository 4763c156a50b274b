"""Write records.jsonl: a hand-typed held-out set for the ChatLedger reader (four staff personas).

Every input below is typed by hand. The helpers only build record dicts; each line stands alone
against the demo shop (resources/demo/fruitshop_month.jsonl), today 2024-02-29 unless said.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"
LINES = []


def d(day):
    return f"2024-02-{day:02d}"


def who(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(name, *items, date=T, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": who(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(supplier, *items, date=T):
    return {"kind": "purchase", "date": date, "supplier": who(supplier),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(name, sale_date, date=T):
    return {"kind": "return", "date": date, "customer": who(name), "sale_date": sale_date}


def price(product, selling_price, date=T):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": selling_price}


def adj(product, quantity, reason, date=T):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": quantity, "reason": reason}


def note(date=T):
    return {"kind": "note", "date": date, "text": None, "facts": []}


def ok(style, text, *records, today=T):
    for r in records:
        if r["kind"] == "note":
            r["text"] = text
    LINES.append({"text": text, "today": today, "records": list(records), "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- slack: shop assistant, Slack-style
S = "slack"
ok(S, "@channel Bob Smith just grabbed 2kg apples 🍎 #sales", sale("Bob Smith", ("apple", 2)))
ok(S, "sold 1.5 kg grapes to Mei 🍇 cc @jo", sale("Mei Chen", ("grape", 1.5)))
ok(S, "heads up @owner — Tom Lee took half a kilo of cherries ✅", sale("Tom Lee", ("cherry", 0.5)))
ok(S, "🍌 3kg bananas ➡️ Raj Patel #done", sale("Raj Patel", ("banana", 3)))
ok(S, "Ida Novak 500g strawbs 🍓 #counter", sale("Ida Novak", ("strawberry", 0.5)))
ok(S, "@dave Mrs Novak popped in, 1 kilo oranges 🍊 all good", sale("Ida Novak", ("orange", 1)))
ok(S, "forgot to log yesterday's 🙈 Luis Garcia 2kg mango #latelog", sale("Luis Garcia", ("mango", 2), date=d(28)))
ok(S, "Omar Hadad 4kg pears, paid cash 💵", sale("Omar Haddad", ("pear", 4)))
ok(S, "new face 🎉 Priya Raman priya.raman@example.com — 1kg cherries #newcustomer",
   sale("Priya Raman", ("cherry", 1), email="priya.raman@example.com"))
ok(S, "🍐 2kg pears @ 1.44 for Ken #sales", sale("Ken Smith", ("pear", 2)))
ok(S, "Ann Brown 🛒 1kg apples + 2kg bananas #sales", sale("Ann Brown", ("apple", 1), ("banana", 2)))
ok(S, "@here Sue Davis 750g grapes 🍇", sale("Sue Davis", ("grape", 0.75)))
ok(S, "Zoe Davis took 2 lb cherries 🍒 (she asked in pounds lol)", sale("Zoe Davis", ("cherry", 0.907)))
ok(S, "@channel double order: Eva Berg 1kg pears, Raj Patel 2kg oranges 🙌",
   sale("Eva Berg", ("pear", 1)), sale("Raj Patel", ("orange", 2)))
ok(S, "Tuesday one I missed 🫣 Mei Chen 1kg mango #backfill", sale("Mei Chen", ("mango", 1), date=d(27)))
ok(S, "Mr Haddad 🥭 2.5kg mango #regular", sale("Omar Haddad", ("mango", 2.5)))
ok(S, "Ken Smith ken.smith10@example.com 1kg strawberries 🍓 (he wanted the receipt emailed)",
   sale("Ken Smith", ("strawberry", 1), email="ken.smith10@example.com"))
ok(S, "Bob 3kg oranges @ 1.54 = 4.62 ✅", sale("Bob Smith", ("orange", 3)))
ok(S, "new customer Jonas Weber 555-0188 📞 took 2kg bananas",
   sale("Jonas Weber", ("banana", 2), phone="555-0188"))
ok(S, "📦 Hillside Produce in: 20kg oranges at 0.95/kg #delivery", buy("Hillside Produce", ("orange", 20, 0.95, None)))
ok(S, "📦 ABC dropped 15kg apples, 16.50 total, shelf stays 1.70 #delivery", buy("ABC", ("apple", 15, 1.1, 1.7)))
ok(S, "Green Valley Farms 🚚 25kg mango @ 1.50, retail 2.40 #delivery",
   buy("Green Valley Farms", ("mango", 25, 1.5, 2.4)))
ok(S, "FYI @team the cold room door is sticking again 🚪", note())
ok(S, "note: card machine offline till lunch 💳 #ops", note())
ok(S, "🍓 strawberries going to 4.20/kg from today #pricing", price("strawberry", 4.2))
ok(S, "@owner apples now 1.80 a kilo 📈 #pricing", price("apple", 1.8))
ok(S, "bin run 🗑️ 1.5kg strawberries mouldy #waste", adj("strawberry", -1.5, "mouldy"))
ok(S, "😬 2kg bananas damaged in the drop #waste", adj("banana", -2, "damaged"))
ok(S, "gave out 300g grapes as samples 🍇 #tasting", adj("grape", -0.3, "samples"))
ok(S, "🔁 Bob Smith brought back his mango from Monday #returns", ret("Bob Smith", d(26)))
ok(S, "Ann Brown returned today's oranges 🍊 whole bag #returns", ret("Ann Brown", d(29)))
ok(S, "@here Luis Garcia returning what he got Friday 🔁", ret("Luis Garcia", d(23)))
ok(S, "Eva Berg 2kg cherries 🍒 and Sue Davis 1kg pears 🍐 #sales",
   sale("Eva Berg", ("cherry", 2)), sale("Sue Davis", ("pear", 1)))
ok(S, "the 27th 🗓️ Ida Novak 2kg oranges (logging late sorry)", sale("Ida Novak", ("orange", 2), date=d(27)))
ok(S, "Sandra Okafor (new!) sandra.o@example.com 🍌 1kg bananas",
   sale("Sandra Okafor", ("banana", 1), email="sandra.o@example.com"))
ok(S, "Hillside Produce 30kg bananas, 18.00 for the lot 🚚", buy("Hillside Produce", ("banana", 30, 0.6, None)))
ok(S, "2 days ago — Mei Chen 3kg pears 🍐 #backfill", sale("Mei Chen", ("pear", 3), date=d(27)))
ok(S, "Omar 1kg strawberries + 1kg cherries 🛒 @ 3.90 and 3.20",
   sale("Omar Haddad", ("strawberry", 1), ("cherry", 1)))
ok(S, "📈 pear price back to 1.60 #pricing", price("pear", 1.6))
ok(S, "FYI 🔔 the scale on till 2 reads a bit heavy", note())
ok(S, "Ken Smith returned the stuff he bought on the 17th 🍓", ret("Ken Smith", d(17)))
ok(S, "@channel Luis Garcia 1 lb apples 🍎", sale("Luis Garcia", ("apple", 0.454)))
ok(S, "yesterday 🙈 Sue Davis 1kg apples #latelog", sale("Sue Davis", ("apple", 1), date=d(20)), today=d(21))
ok(S, "Eva Berg 2kg bananas 🍌 #sales", sale("Eva Berg", ("banana", 2), date=d(20)), today=d(20))
ok(S, "🔁 Eva Berg returned Sunday's shop — the pears and strawberries, all of it",
   ret("Eva Berg", d(18), date=d(24)), today=d(24))
no(S, "@channel Smith took 2kg apples 🍎", "ambiguous surname: Bob or Ken Smith")
no(S, "gave Zoe 1kg grapes for free 🎁 #goodwill", "free goods: sales carry the shelf price")
no(S, "Eva Berg 3 mangoes 🥭", "count without weight")
no(S, "Sue Davis 2kg bananas @ 1.00 😅", "price 1.00 is not the shelf price 1.20")
no(S, "Bob Smith 2kg apples 10% off (loyalty) 🎟️", "discount")
no(S, "🔁 Tom Lee returning stuff from the 8th", "Tom Lee has two sales on 8 Feb")
no(S, "Raj Patel brought back 1kg of the 2.5kg bananas from Monday 🔁", "partial return")
no(S, "@channel sold 2kg kiwi to Ann Brown 🥝", "unknown product kiwi")
no(S, "pre-logging tomorrow's order 📅 Omar Haddad 2kg pears", "future date")
no(S, "delivery from ABC 🚚 20kg apples", "purchase without cost")
no(S, "📦 new stock 10kg cherries at 2.00/kg", "purchase without supplier")
no(S, "Ms Davis 1kg cherries 🍒", "ambiguous surname: Zoe or Sue Davis")
no(S, "new customer Felix 🎉 1kg apples", "new customer needs first and last name")
no(S, "Nadia Sorensen 531-354-1000 2kg oranges #newcustomer", "phone belongs to Bob Smith")
no(S, "🍊 1kg oranges for Mei on 30 Feb 🤔", "impossible date 30 Feb")
no(S, "🗑️ 25kg mango rotten #waste", "write-off larger than stock (19 kg mango)")
no(S, "🔁 Bob Smith returning the 18th order", "sale of 18 Feb already returned")
no(S, "Luis Garcia 2kg pears 02/03 📆", "ambiguous date 02/03")
no(S, "Zoe Davis 2kg grapes @ 2.50 🍇", "price 2.50 is not the shelf price 2.80")

# ---------------------------------------------------------------- owner: customer first, fruit last
O = "owner"
ok(O, "Eva Berg — took 2 kg of pears", sale("Eva Berg", ("pear", 2)))
ok(O, "Tom Lee — 1 kg, cherries", sale("Tom Lee", ("cherry", 1)))
ok(O, "Mei Chen — had half a kilo of grapes", sale("Mei Chen", ("grape", 0.5)))
ok(O, "Raj Patel — yesterday, 3 kg of bananas", sale("Raj Patel", ("banana", 3), date=d(28)))
ok(O, "Mrs Novak — picked up 2 kg of apples", sale("Ida Novak", ("apple", 2)))
ok(O, "Omar Haddad — 2 kg oranges and 1 kg pears", sale("Omar Haddad", ("orange", 2), ("pear", 1)))
ok(O, "Ann Brown — 750 g of strawberries", sale("Ann Brown", ("strawberry", 0.75)))
ok(O, "Sue Davis — 2 kg of cherries, 6.40 paid", sale("Sue Davis", ("cherry", 2)))
ok(O, "Ken Smith — Monday, 1 kg of grapes", sale("Ken Smith", ("grape", 1), date=d(26)))
ok(O, "Zoe Davis — 3 lb of apples", sale("Zoe Davis", ("apple", 1.361)))
ok(O, "Bob Smith — 2 kg of bananas at 1.20", sale("Bob Smith", ("banana", 2)))
ok(O, "Eva Bergh — a kilo of oranges", sale("Eva Berg", ("orange", 1)))
ok(O, "Ms Chen — 1 kg of cherries", sale("Mei Chen", ("cherry", 1)))
ok(O, "Ida Novak — the 27th, 2 kg of pears", sale("Ida Novak", ("pear", 2), date=d(27)))
ok(O, "Tom Lee — Feb 27, 1 kg of apples", sale("Tom Lee", ("apple", 1), date=d(27)))
ok(O, "Omar Haddad — 26/2, half a kilo of strawberries", sale("Omar Haddad", ("strawberry", 0.5), date=d(26)))
ok(O, "Luis Garcia — 2024-02-28, 2 kg of grapes", sale("Luis Garcia", ("grape", 2), date=d(28)))
ok(O, "Ann Brown — 27.02.2024, 1 kg of mango", sale("Ann Brown", ("mango", 1), date=d(27)))
ok(O, "Hanna Lindqvist, 555-0142 — new, took 2 kg of apples",
   sale("Hanna Lindqvist", ("apple", 2), phone="555-0142"))
ok(O, "Marco Rossi (marco.rossi@example.com) — new customer, 1 kg of cherries",
   sale("Marco Rossi", ("cherry", 1), email="marco.rossi@example.com"))
ok(O, "Eva Berg — 1 kg of apples; Tom Lee — 2 kg of oranges",
   sale("Eva Berg", ("apple", 1)), sale("Tom Lee", ("orange", 2)))
ok(O, "Bob Smith — brought back what he took on the 28th, all of it", ret("Bob Smith", d(28)))
ok(O, "Zoe Davis — returned everything from the 21st", ret("Zoe Davis", d(21)))
ok(O, "Sue Davis — returning the whole Thursday order", ret("Sue Davis", d(22)))
ok(O, "Ida Novak — back with the 16th's bag, all of it, processed yesterday", ret("Ida Novak", d(16), date=d(28)))
ok(O, "Omar Haddad — returned the strawberries from yesterday, full sale", ret("Omar Haddad", d(28)))
ok(O, "Green Valley Farms — 40 kg of oranges at 0.90", buy("Green Valley Farms", ("orange", 40, 0.9, None)))
ok(O, "Hillside Produce — 20 kg of pears, 1.00 a kilo, sell at 1.50",
   buy("Hillside Produce", ("pear", 20, 1.0, 1.5)))
ok(O, "ABC — 30 kg of grapes for 54.00", buy("ABC", ("grape", 30, 1.8, None)))
ok(O, "Sunrise Orchards — new supplier, 25 kg of apples at 1.05", buy("Sunrise Orchards", ("apple", 25, 1.05, None)))
ok(O, "Green Valley Farms — 10 lb of cherries at 2.10 per kg",
   buy("Green Valley Farms", ("cherry", 4.536, 2.1, None)))
ok(O, "From today — 2.60 for mango", price("mango", 2.6))
ok(O, "Shelf price from the 29th — 1.30 on bananas", price("banana", 1.3))
ok(O, "From yesterday — 2.90 on grapes", price("grape", 2.9, date=d(28)))
ok(O, "Note: Eva Berg asked us to hold some cherries for the weekend", note())
ok(O, "FYI — Raj Patel prefers the riper mango", note())
ok(O, "Remember — Ann Brown pays by card only", note())
ok(O, "Luis Garcia — 2 kg of bananas, Omar Haddad — 1 kg of mango, Mei Chen — 500 g of cherries",
   sale("Luis Garcia", ("banana", 2)), sale("Omar Haddad", ("mango", 1)), sale("Mei Chen", ("cherry", 0.5)))
ok(O, "Ken Smith — 2 kg of strawberries, total 7.80", sale("Ken Smith", ("strawberry", 2)))
ok(O, "Ida Novak, ida.novak7@example.com — 1 kg of oranges",
   sale("Ida Novak", ("orange", 1), email="ida.novak7@example.com"))
ok(O, "Zoe Davis — Saturday, 2 kg of oranges", sale("Zoe Davis", ("orange", 2), date=d(24)))
ok(O, "Bob Smith — 2 days ago, 1 kg of pears", sale("Bob Smith", ("pear", 1), date=d(27)))
ok(O, "Eva Berg — 4 pounds of bananas", sale("Eva Berg", ("banana", 1.814)))
ok(O, "Mei Chen — yesterday, 1 kg of pears", sale("Mei Chen", ("pear", 1), date=d(24)), today=d(25))
ok(O, "Raj Patel — returned the Tuesday order, all of it", ret("Raj Patel", d(20), date=d(22)), today=d(22))
ok(O, "Luis Garcia — 1 kg of pears at 1.6 a kilo", sale("Luis Garcia", ("pear", 1), date=d(20)), today=d(20))
ok(O, "Ann Brown — 2 kg of grapes", sale("Ann Brown", ("grape", 2), date=d(19)), today=d(19))
no(O, "Smith — 2 kg of apples", "ambiguous surname: Bob or Ken Smith")
no(O, "Davis — half a kilo of cherries", "ambiguous surname: Zoe or Sue Davis")
no(O, "Eva Berg — 2 kg of pears at 1.60", "pear shelf price is 1.44 since 24 Feb")
no(O, "Tom Lee — a box of oranges", "box has no weight")
no(O, "Mei Chen — 1 kg of cherries, on the house", "free goods")
no(O, "Omar Haddad — 2 kg of grapes, 20% off", "discount")
no(O, "Ken Smith — returned the 4th's order", "sale of 4 Feb already returned")
no(O, "Raj Patel — brought back the Sunday order", "Raj Patel has two sales on 25 Feb")
no(O, "Ida Novak — returned 1 kg of the pears from yesterday", "partial return")
no(O, "Ann Brown — returned the order from the 10th", "Ann Brown has no sale on 10 Feb")
no(O, "Luis Garcia — 2 kg of apples, 3 March", "future date")
no(O, "Zoe Davis — 31 Feb, 1 kg of pears", "impossible date 31 Feb")
no(O, "Bob Smith — 03/02, 2 kg of oranges", "ambiguous date 03/02")
no(O, "Green Valley Farms — 20 kg of pears", "purchase without cost")
no(O, "ABC — apples at 1.10", "purchase without weight")
no(O, "Sanna — new, 1 kg of grapes", "new customer needs first and last name")
no(O, "Kai Müller, 249-274-1002 — new, 2 kg of pears", "phone belongs to Tom Lee")
no(O, "Sue Davis — 2 kg of dragon fruit", "unknown product")
no(O, "Eva Berg — 1 kg of cherries for 2.50", "total 2.50 is not the shelf price 3.20")

# ---------------------------------------------------------------- stocktaker: table-like lines
K = "stocktaker"
ok(K, "strawberry | -1.5 | mouldy", adj("strawberry", -1.5, "mouldy"))
ok(K, "banana | 2 kg | spoiled", adj("banana", -2, "spoiled"))
ok(K, "pear | 0.8 | rotten", adj("pear", -0.8, "rotten"))
ok(K, "mango | 1 | stolen", adj("mango", -1, "stolen"))
ok(K, "grape | 0.4 kg | samples", adj("grape", -0.4, "samples"))
ok(K, "apple | 1.2kg | damaged", adj("apple", -1.2, "damaged"))
ok(K, "COUNT mango | 18 kg", adj("mango", -1, "stock count"))
ok(K, "count: apple | 28.5", adj("apple", -1, "stock count"))
ok(K, "cherry | counted 60 | stock count", adj("cherry", 0.5, "stock count"))
ok(K, "orange | count 24.5", adj("orange", -0.5, "stock count"))
ok(K, "pear | on shelf 20 kg | count", adj("pear", -1, "stock count"))
ok(K, "strawberry | counted 29.2", adj("strawberry", -0.8, "stock count"))
ok(K, "banana | count 31", adj("banana", 0.5, "stock count"))
ok(K, "grape | 23.6 counted", adj("grape", -0.4, "stock count"))
ok(K, "2024-02-28 | banana | count 30", adj("banana", -0.5, "stock count", date=d(28)))
ok(K, "27/2 | pear | count 28", adj("pear", -0.5, "stock count", date=d(27)))
ok(K, "yesterday | cherry | 1 | damaged", adj("cherry", -1, "damaged", date=d(28)))
ok(K, "Monday | strawberry | 0.5 | mouldy", adj("strawberry", -0.5, "mouldy", date=d(26)))
ok(K, "the 22nd | grape | count 26", adj("grape", -0.5, "stock count", date=d(22)))
ok(K, "orange | 500 g | rotten", adj("orange", -0.5, "rotten"))
ok(K, "cherry | 250g | samples", adj("cherry", -0.25, "samples"))
ok(K, "apple | 2 lb | damaged", adj("apple", -0.907, "damaged"))
ok(K, "mango | 1.5 | rotten ; pear | 1 | spoiled", adj("mango", -1.5, "rotten"), adj("pear", -1, "spoiled"))
ok(K, "strawberry | 0.3 | samples / banana | 0.5 | damaged",
   adj("strawberry", -0.3, "samples"), adj("banana", -0.5, "damaged"))
ok(K, "note: shelf 3 label for orange is faded", note())
ok(K, "FYI | walk-in fridge at 6°C this morning", note())
ok(K, "remember | recount grape after the delivery", note())
ok(K, "purchase | Hillside Produce | mango | 20 kg | 1.40", buy("Hillside Produce", ("mango", 20, 1.4, None)))
ok(K, "in | ABC | cherry | 10 kg | 2.00/kg | shelf 3.20", buy("ABC", ("cherry", 10, 2.0, 3.2)))
ok(K, "delivery | Green Valley Farms | strawberry 15 kg @ 2.50 | banana 20 kg @ 0.60",
   buy("Green Valley Farms", ("strawberry", 15, 2.5, None), ("banana", 20, 0.6, None)))
ok(K, "price | orange | 1.60", price("orange", 1.6))
ok(K, "price | pear | 1.50 | from 2024-02-28", price("pear", 1.5, date=d(28)))
ok(K, "sale | Ann Brown | apple | 1 kg", sale("Ann Brown", ("apple", 1)))
ok(K, "sale | Omar Haddad | cherry | 0.5", sale("Omar Haddad", ("cherry", 0.5)))
ok(K, "return | Zoe Davis | sale 2024-02-29", ret("Zoe Davis", d(29)))
ok(K, "return | Raj Patel | 27.02.2024", ret("Raj Patel", d(27)))
ok(K, "mango | 3.5 kg | spoiled", adj("mango", -3.5, "spoiled"))
ok(K, "count | mango | 19.4", adj("mango", 0.4, "stock count"))
ok(K, "pear | 21.5 | count", adj("pear", 0.5, "stock count"))
ok(K, "2 days ago | apple | count 30", adj("apple", -0.5, "stock count", date=d(27)))
ok(K, "Feb 25 | mango | count 24.5", adj("mango", -0.5, "stock count", date=d(25)))
ok(K, "orange | 1 lb | samples", adj("orange", -0.454, "samples"))
ok(K, "strawberry | counted 53", adj("strawberry", -1, "stock count", date=d(16)), today=d(16))
ok(K, "apple | count 35", adj("apple", -0.5, "stock count", date=d(10)), today=d(10))
ok(K, "pear | 1 | rotten", adj("pear", -1, "rotten", date=d(21)), today=d(21))
ok(K, "banana | count 39", adj("banana", -0.5, "stock count", date=d(23)), today=d(23))
no(K, "mango | 20 | rotten", "write-off larger than stock (19 kg mango)")
no(K, "grape | 25 kg | spoiled", "write-off larger than stock (24 kg grape)")
no(K, "cherry | 2 punnets | damaged", "punnets have no weight")
no(K, "kiwi | 1 kg | rotten", "unknown product kiwi")
no(K, "apple | count 28 | 30/02", "impossible date 30 Feb")
no(K, "orange | 1 | rotten | 02/03", "ambiguous date 02/03")
no(K, "pear | 1 | rotten | 2024-03-01", "future date")
no(K, "strawberry | count 25 | tomorrow", "future date")
no(K, "purchase | Hillside Produce | pear | 20 kg", "purchase without cost")
no(K, "purchase | mango | 10 kg | 1.50", "purchase without supplier")
no(K, "purchase | ABC | banana | 0.60/kg", "purchase without weight")
no(K, "sale | Smith | apple | 1 kg", "ambiguous surname: Bob or Ken Smith")
no(K, "sale | Eva Berg | mango | 2 pcs", "count without weight")
no(K, "return | Omar Haddad | 2024-02-27", "Omar Haddad has two sales on 27 Feb")
no(K, "return | Bob Smith | 2024-02-28 | apple only", "partial return")
no(K, "sale | Ida Novak | grape | 1 kg | 2.00", "price 2.00 is not the shelf price 2.80")
no(K, "cherry | 1 | spoiled ; mango | 19.5 | rotten", "mango write-off larger than stock; whole message refused")
no(K, "sale | Tom Lee | apple | 1 kg | free", "free goods")
no(K, "2024-02-15 | strawberry | 9 | spoiled", "write-off larger than stock on 15 Feb (8 kg strawberry)")

# ---------------------------------------------------------------- helper: weekend helper, corrects mid-message
H = "helper"
ok(H, "sold 3kg… no wait 2kg apples to Bob Smith", sale("Bob Smith", ("apple", 2)))
ok(H, "Tom Lee bananas 1kg, sorry 1.5kg", sale("Tom Lee", ("banana", 1.5)))
ok(H, "Mei Chen took cherries — scratch that, grapes, 1kg", sale("Mei Chen", ("grape", 1)))
ok(H, "Eva Berg 2kg oranges, oh and it was yesterday not today", sale("Eva Berg", ("orange", 2), date=d(28)))
ok(H, "Raj Patel 1kg pears. wait no, Luis Garcia 1kg pears, Raj was just chatting",
   sale("Luis Garcia", ("pear", 1)))
ok(H, "half a kilo strawberries to Ann Brown (I wrote 5kg first, meant 0.5)", sale("Ann Brown", ("strawberry", 0.5)))
ok(H, "Ida Novak mango 2kg... actually 2.5kg she wanted the extra", sale("Ida Novak", ("mango", 2.5)))
ok(H, "Omar Haddad 1kg apples and 1kg pears — no, no pears, just the apples", sale("Omar Haddad", ("apple", 1)))
ok(H, "Zoe Davis 1kg cherries — wait, it was Sue Davis, Zoe's not been in", sale("Sue Davis", ("cherry", 1)))
ok(H, "Ken Smith 3kg bananas. scratch that, Ken Smith 3kg oranges", sale("Ken Smith", ("orange", 3)))
ok(H, "Luis Garcia grapes 2kg on the 27th — no, the 28th", sale("Luis Garcia", ("grape", 2), date=d(28)))
ok(H, "Bob Smith 1 lb cherries (he said pounds, I think that's right)", sale("Bob Smith", ("cherry", 0.454)))
ok(H, "Mei Chen 2kg apples @ 1.70 … yeah 1.70 checked the board", sale("Mei Chen", ("apple", 2)))
ok(H, "new lady, Greta Holm, greta.holm@example.com — 1kg bananas, oops 2kg",
   sale("Greta Holm", ("banana", 2), email="greta.holm@example.com"))
ok(H, "Tom Lee returned his cherries from the 23rd, the whole lot. oh wait, processed it yesterday",
   ret("Tom Lee", d(23), date=d(28)))
ok(H, "Bob Smith brought back the mango from the 25th… no the 26th, sorry", ret("Bob Smith", d(26)))
ok(H, "Eva Berg returning everything from the 19th (cherries) — yes whole thing", ret("Eva Berg", d(19)))
ok(H, "2kg bananas went squishy, spoiled. no wait 1.5kg, kept half a kilo", adj("banana", -1.5, "spoiled"))
ok(H, "mouldy strawberries 1kg binned — actually 800g", adj("strawberry", -0.8, "mouldy"))
ok(H, "dropped a tray of pears, 2kg damaged… re-weighed, 1.5kg", adj("pear", -1.5, "damaged"))
ok(H, "note: ran out of small paper bags, scratch that, found some under the till", note())
ok(H, "FYI the back door key is on the hook (not in the drawer like I said before)", note())
ok(H, "remember to tell the boss the scale battery is low", note())
ok(H, "Hillside Produce brought 20kg mango at 1.40, no wait 1.45 per kg",
   buy("Hillside Produce", ("mango", 20, 1.45, None)))
ok(H, "ABC delivered 10kg grapes for 18.00... sorry 19.00 total", buy("ABC", ("grape", 10, 1.9, None)))
ok(H, "Green Valley Farms 30kg apples at 1.10 — sell at 1.70, I forgot to put that",
   buy("Green Valley Farms", ("apple", 30, 1.1, 1.7)))
ok(H, "banana price going to 1.25… no, 1.30 from today", price("banana", 1.3))
ok(H, "Raj Patel 2kg grapes and Ann Brown 1kg mango, oh and Ida Novak 1kg apples",
   sale("Raj Patel", ("grape", 2)), sale("Ann Brown", ("mango", 1)), sale("Ida Novak", ("apple", 1)))
ok(H, "Zoe Davis 1kg oranges — sorry, 1kg pears. yes pears", sale("Zoe Davis", ("pear", 1)))
ok(H, "Mrs Brown, 2kg apples — wait was it Mrs Brown? yes Ann Brown", sale("Ann Brown", ("apple", 2)))
ok(H, "Omar Haddad 3kg strawberries — hang on — 2kg, he put one back", sale("Omar Haddad", ("strawberry", 2)))
ok(H, "sold to Mei Chen 1kg grapes, on the 28th not today", sale("Mei Chen", ("grape", 1), date=d(28)))
ok(H, "Ken Smith 1kg mango 2 days ago (forgot to log it, sorry!!)", sale("Ken Smith", ("mango", 1), date=d(27)))
ok(H, "Eva Berg 1kg grapes, wait she also had 1kg bananas", sale("Eva Berg", ("grape", 1), ("banana", 1)))
ok(H, "counted the mango, 17… no, recounted, 18kg", adj("mango", -1, "stock count"))
ok(H, "apple count 30kg — scratch that, 29kg", adj("apple", -0.5, "stock count"))
ok(H, "Raj Patel 1kg oranges at 1.54 (fixed my typo)", sale("Raj Patel", ("orange", 1)))
ok(H, "Joanna Kowalczyk new customer 555-0177, no wait, 555-0178 — 1kg pears",
   sale("Joanna Kowalczyk", ("pear", 1), phone="555-0178"))
ok(H, "Ida Novak 1kg cherries. Also Ida Novak 1kg... no, that was the same one, just 1kg cherries",
   sale("Ida Novak", ("cherry", 1)))
ok(H, "Bob Smith 2kg oranges, Friday — wait, Friday?? yes Friday, he came in before closing",
   sale("Bob Smith", ("orange", 2), date=d(23)))
ok(H, "Luis Garcia 26/2 — 1kg bananas, forgot to put it in", sale("Luis Garcia", ("banana", 1), date=d(26)))
ok(H, "Ann Brown 3 lb apples (she insisted pounds)", sale("Ann Brown", ("apple", 1.361)))
ok(H, "1kg cherries for samples today, no wait 0.5kg", adj("cherry", -0.5, "samples"))
ok(H, "Mei Chen 1kg pears… no 2kg. at 1.44", sale("Mei Chen", ("pear", 2), date=d(24)), today=d(24))
ok(H, "Bob Smith 1kg cherries, scratch that, 1kg grapes", sale("Bob Smith", ("grape", 1), date=d(17)), today=d(17))
ok(H, "Sue Davis returned 2kg... no, all 2.5kg bananas from this morning, the whole sale",
   ret("Sue Davis", d(26), date=d(26)), today=d(26))
ok(H, "Omar Haddad 2kg pears — no, the 21st not today", sale("Omar Haddad", ("pear", 2), date=d(21)), today=d(22))
no(H, "Bob Smith 3 mangoes… no wait 4 mangoes", "count without weight")
no(H, "Smith 2kg apples — the tall one, not sure which", "ambiguous surname: Bob or Ken Smith")
no(H, "Tom Lee 1kg grapes, gave him 10% off because he waited, no wait 15%", "discount")
no(H, "Eva Berg 1kg pears free of charge — boss said OK", "free goods")
no(H, "Mei Chen 2kg cherries at 3.00 — scratch that, 2.90", "price 2.90 is not the shelf price 3.20")
no(H, "Raj Patel returned half his bananas from Monday", "partial return")
no(H, "Omar Haddad brought back his stuff from Tuesday", "Omar Haddad has two sales on 27 Feb")
no(H, "Ida Novak returned the Friday order — wait, she wasn't in Friday", "Ida Novak has no sale on 23 Feb")
no(H, "new guy Max 1kg apples, didn't get his surname sorry", "new customer needs first and last name")
no(H, "Hillside Produce 20kg oranges, price on the invoice, can't read it", "purchase without cost")
no(H, "somebody delivered 15kg bananas at 0.60, forgot to ask who", "purchase without supplier")
no(H, "Luis Garcia 2kg pears tomorrow — he's coming back for them", "future date")
no(H, "strawberries 35kg rotten?? no... 32kg", "write-off larger than stock (30 kg strawberry)")
no(H, "Ann Brown 1kg grapes on 30 Feb, no sorry, the... not sure", "impossible date 30 Feb")
no(H, "Ken Smith 2kg passion fruit, wait do we sell that", "unknown product")
no(H, "Zoe Davis 1kg apples, scratch that, 1kg apples and a bag of oranges", "bag has no weight")
no(H, "Bob Smith 1kg pears, paid 1.60 — board still said 1.60 I think", "pear shelf price is 1.44 since 24 Feb")
no(H, "Tom Lee returned the oranges he bought on the 11th", "sale of 11 Feb already returned")
no(H, "Sam Ortiz 764-634-1010 1kg cherries, new customer I think", "phone belongs to Ken Smith")
no(H, "Mei Chen 1kg grapes and Davis 1kg apples", "ambiguous surname Davis; whole message refused")

with open(HERE / "records.jsonl", "w", encoding="utf-8") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines to records.jsonl")
