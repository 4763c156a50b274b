"""Builds bench/unseen7/records.jsonl. Texts are hand-written; records are hand-resolved
(dates relative to `today` worked out by hand, names mapped to the known ones)."""
import json
from pathlib import Path

T = "2024-02-29"
OUT = Path(__file__).resolve().parent / "records.jsonl"
lines = []


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, cust, items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(cust, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, sup, items):
    return {"kind": "purchase", "date": date, "supplier": party(sup),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, cust, sale_date):
    return {"kind": "return", "date": date, "customer": party(cust), "sale_date": sale_date}


def pc(date, p, s):
    return {"kind": "price_change", "date": date, "product": p, "selling_price": s}


def adj(date, p, q, reason):
    return {"kind": "stock_adjustment", "date": date, "product": p, "quantity": q, "reason": reason}


def add(text, recs, style, today=T):
    if isinstance(recs, dict):
        recs = [recs]
    lines.append({"text": text, "today": today, "records": recs, "style": style})


def note(text, style, today=T, date=None):
    add(text, {"kind": "note", "date": date or today, "text": text, "facts": []}, style, today)


def no(text, why, style, today=T):
    lines.append({"text": text, "today": today, "records": None, "style": style, "why": why})


# ---------------------------------------------------------------- sales
add("bob smith 2kg apples", sale(T, "Bob Smith", [("apple", 2)]), "terse")
add("Tom Lee took three kilos of oranges", sale(T, "Tom Lee", [("orange", 3)]), "number-words")
add("mei chen grabbed 1.5kg cherries", sale(T, "Mei Chen", [("cherry", 1.5)]), "lowercase")
add("Eva Berg picked up half a kilo of grapes and a kilo of pears", sale(T, "Eva Berg", [("grape", 0.5), ("pear", 1)]), "fractions")
add("Zoe Davis - 750g strawberries", sale(T, "Zoe Davis", [("strawberry", 0.75)]), "grams")
add("sold raj patel 2 lb bananas", sale(T, "Raj Patel", [("banana", 0.907)]), "pounds")
add("2 kilos mango to Luis Garcia yesterday", sale("2024-02-28", "Luis Garcia", [("mango", 2)]), "relative-date")
add("Omar Hadad, 4kg oranges", sale(T, "Omar Haddad", [("orange", 4)]), "misspelt-name")
add("ann browne came in for 1 kg of apples", sale(T, "Ann Brown", [("apple", 1)]), "misspelt-name")
add("Ida Novak bought one and a half kilos of pears", sale(T, "Ida Novak", [("pear", 1.5)]), "fractions")
add("Sue Davis paid for 2kg bananas, $2.40", sale(T, "Sue Davis", [("banana", 2)]), "price-stated")
add("ken smith: cherries 1kg @3.20", sale(T, "Ken Smith", [("cherry", 1)]), "price-stated")
add("3kg of bananas were sold to Mei Chen this morning", sale(T, "Mei Chen", [("banana", 3)]), "passive")
add("2.5 kg of grapes were bought by Raj Patel", sale(T, "Raj Patel", [("grape", 2.5)]), "passive")
add("new customer Priya Nair, 2 kg mangoes, phone 555-0199", sale(T, "Priya Nair", [("mango", 2)], phone="555-0199"), "new-customer")
add("Sold to Gus Olsen (gus.olsen@example.com): 1kg strawberries",
    sale(T, "Gus Olsen", [("strawberry", 1)], email="gus.olsen@example.com"), "new-customer")
add("luis garcia 3 kg oranges & 2 kg pears", sale(T, "Luis Garcia", [("orange", 3), ("pear", 2)]), "multi-item")
add("Tom Lee - apples 1kg, bananas 2kg, grapes 0.5kg",
    sale(T, "Tom Lee", [("apple", 1), ("banana", 2), ("grape", 0.5)]), "multi-item")
add("Zoe Davis on Tuesday: 2kg pears", sale("2024-02-27", "Zoe Davis", [("pear", 2)]), "weekday")
add("Last Friday Ken Smith took 4 kilos of apples", sale("2024-02-23", "Ken Smith", [("apple", 4)]), "weekday")
add("Raj Patel the 26th, 1 kg mango", sale("2024-02-26", "Raj Patel", [("mango", 1)]), "day-of-month")
add("3 days ago Bob Smith bought 2kg of cherries", sale("2024-02-26", "Bob Smith", [("cherry", 2)]), "relative-date")
add("eva berg 500g cherry", sale(T, "Eva Berg", [("cherry", 0.5)]), "grams")
add("omar haddad 1lb strawberries", sale(T, "Omar Haddad", [("strawberry", 0.454)]), "pounds")
add("Ann Brown - 2 and a half kg bananas", sale(T, "Ann Brown", [("banana", 2.5)]), "fractions")
add("Mei Chen: quarter kilo of cherries", sale(T, "Mei Chen", [("cherry", 0.25)]), "fractions")
add("Ida Novak took 1200 grams of grapes", sale(T, "Ida Novak", [("grape", 1.2)]), "grams")
add("Sold Sue Davis two kg grapes and one kg mangos", sale(T, "Sue Davis", [("grape", 2), ("mango", 1)]), "number-words")
add("Luis Garsia picked up 3kg of bananas", sale(T, "Luis Garcia", [("banana", 3)]), "misspelt-name")
add("Tom Le 1kg orange", sale(T, "Tom Lee", [("orange", 1)]), "misspelt-name")
add("Raj P, 2kg apples", sale(T, "Raj Patel", [("apple", 2)]), "short-name")
add("Mrs Chen took 2kg oranges", sale(T, "Mei Chen", [("orange", 2)]), "short-name")
add("Omar came in - 3 kilo mango", sale(T, "Omar Haddad", [("mango", 3)]), "short-name")
add("Bob Smith 2kg apples, 1kg pears at 1.44", sale(T, "Bob Smith", [("apple", 2), ("pear", 1)]), "price-stated")
add("Eva Berg - mango 2kg - $4.80 total", sale(T, "Eva Berg", [("mango", 2)]), "price-stated")
add("Zoe Davis strawbs 2kg", sale(T, "Zoe Davis", [("strawberry", 2)]), "slang")
add("raj patel 3kg nanas", sale(T, "Raj Patel", [("banana", 3)]), "slang")
add("u sold mei chen 2kg grapes 2day", sale(T, "Mei Chen", [("grape", 2)]), "text-speak")
add("Ann Brown purchased 4 kilograms of oranges", sale(T, "Ann Brown", [("orange", 4)]), "formal")
add("sale: Ken Smith / pear / 3kg", sale(T, "Ken Smith", [("pear", 3)]), "till-slip")
add("Tom Lee: 1.5 kg strawberries + 1.5 kg cherries", sale(T, "Tom Lee", [("strawberry", 1.5), ("cherry", 1.5)]), "multi-item")
add("to Bob Smith - six kilos of bananas", sale(T, "Bob Smith", [("banana", 6)]), "number-words")
add("Luis Garcia took a kilo each of apples and pears", sale(T, "Luis Garcia", [("apple", 1), ("pear", 1)]), "fractions")
add("Sold 2kg apples to Sue Davis on the 27th", sale("2024-02-27", "Sue Davis", [("apple", 2)]), "day-of-month")
add("Yesterday Ida Novak bought 2 lbs of cherries", sale("2024-02-28", "Ida Novak", [("cherry", 0.907)]), "pounds")
add("mei chen half kg grapes, half kg cherries", sale(T, "Mei Chen", [("grape", 0.5), ("cherry", 0.5)]), "fractions")
add("Omar Haddad ordered 5kg mangoes and collected them today", sale(T, "Omar Haddad", [("mango", 5)]), "verbs")
add("Hannah Kowalski (new) 1 kg apples", sale(T, "Hannah Kowalski", [("apple", 1)]), "new-customer")
add("Raj Patel walked out with 3.25 kg of oranges", sale(T, "Raj Patel", [("orange", 3.25)]), "verbs")
add("Ann Brown - 1 kg grapes - paid cash", sale(T, "Ann Brown", [("grape", 1)]), "terse")
add("Zoe Davis bought 2kg pears yesterday", sale("2024-02-19", "Zoe Davis", [("pear", 2)]), "relative-date", "2024-02-20")
add("Sunday: Eva Berg 1kg mango", sale("2024-02-18", "Eva Berg", [("mango", 1)]), "weekday", "2024-02-20")
add("Ken Smith 2kg bananas on the 15th", sale("2024-02-15", "Ken Smith", [("banana", 2)]), "day-of-month", "2024-02-20")
add("Feb 12 - Tom Lee - 2kg grapes", sale("2024-02-12", "Tom Lee", [("grape", 2)]), "dated-slip")
add("sold eva berg 4 kg apples on 2/22", sale("2024-02-22", "Eva Berg", [("apple", 4)]), "dated-slip")
add("Bob Smith & Mei Chen both took 1kg cherries",
    [sale(T, "Bob Smith", [("cherry", 1)]), sale(T, "Mei Chen", [("cherry", 1)])], "multi-record")
add("Sales today: Tom Lee 2kg apples; Zoe Davis 1kg mango; Raj Patel 3kg bananas",
    [sale(T, "Tom Lee", [("apple", 2)]), sale(T, "Zoe Davis", [("mango", 1)]), sale(T, "Raj Patel", [("banana", 3)])],
    "multi-record")
add("Luis Garcia 2kg oranges, then Omar Haddad 1kg pears",
    [sale(T, "Luis Garcia", [("orange", 2)]), sale(T, "Omar Haddad", [("pear", 1)])], "multi-record")
add("1kg cherries for Ida Novak, 0.5kg for Ann Brown",
    [sale(T, "Ida Novak", [("cherry", 1)]), sale(T, "Ann Brown", [("cherry", 0.5)])], "multi-record")
add("Ida Novak - 1 kilo apples, cheers", sale(T, "Ida Novak", [("apple", 1)]), "chatty")
add("Just served Ken Smith, he took 2 kilos of grapes", sale(T, "Ken Smith", [("grape", 2)]), "chatty")
add("Sue Davis popped in and got a kilo and a half of strawberries", sale(T, "Sue Davis", [("strawberry", 1.5)]), "chatty")
add("evaberg 2kg pear", sale(T, "Eva Berg", [("pear", 2)]), "typo")
add("2kg appels to tom lee", sale(T, "Tom Lee", [("apple", 2)]), "typo")
add("zoe davis 1.5kg oranges n 1kg grapes", sale(T, "Zoe Davis", [("orange", 1.5), ("grape", 1)]), "text-speak")
add("luis garcia - 3/4 kg cherries", sale(T, "Luis Garcia", [("cherry", 0.75)]), "fractions")
add("Mango 2kg - Bob Smith - Wed", sale("2024-02-28", "Bob Smith", [("mango", 2)]), "till-slip")
add("A customer called Theo Marsh bought 3 kg of bananas", sale(T, "Theo Marsh", [("banana", 3)]), "new-customer")
add("Ann Brown got 2 kg strawberries two days ago", sale("2024-02-27", "Ann Brown", [("strawberry", 2)]), "relative-date")
add("sold 4kg pears to Raj Patel on Monday", sale("2024-02-26", "Raj Patel", [("pear", 4)]), "weekday")

add("Tom Lee, 1kg grapes, 1kg apples, Thursday last week", sale("2024-02-22", "Tom Lee", [("grape", 1), ("apple", 1)]), "weekday")
add("Luis Garcia took 900 g of mango", sale(T, "Luis Garcia", [("mango", 0.9)]), "grams")
add("KEN SMITH 2KG ORANGES", sale(T, "Ken Smith", [("orange", 2)]), "caps")
add("sold: 1 kg strawberries, customer Ida Novak", sale(T, "Ida Novak", [("strawberry", 1)]), "till-slip")
add("Zoe Davis took two and a half kilos of bananas on Friday", sale("2024-02-16", "Zoe Davis", [("banana", 2.5)]), "weekday", "2024-02-20")
add("Hillside Produce invoice 26/02: bananas 25kg @ 0.58, mangoes 10kg @ 1.55",
    buy("2024-02-26", "Hillside Produce", [("banana", 25, 0.58, None), ("mango", 10, 1.55, None)]), "pasted-invoice")
add("cherry price now $3.40 a kg", pc(T, "cherry", 3.4), "price-change")

# ---------------------------------------------------------------- purchases
add("ABC delivered 30kg apples @1.10, sell at 1.70", buy(T, "ABC", [("apple", 30, 1.1, 1.7)]), "purchase-terse")
add("Bought 20 kg bananas from Green Valley Farms at $0.60/kg", buy(T, "Green Valley Farms", [("banana", 20, 0.6, None)]), "purchase")
add("Hillside dropped off 25kg pears, cost 1.05 each kg, sell 1.60",
    buy(T, "Hillside Produce", [("pear", 25, 1.05, 1.6)]), "short-supplier")
add("green valley: 40kg strawberries @ 2.40, retail 3.90", buy(T, "Green Valley Farms", [("strawberry", 40, 2.4, 3.9)]), "short-supplier")
add("Purchase from ABC - 10 kg cherries for 20 dollars total", buy(T, "ABC", [("cherry", 10, 2.0, None)]), "total-price")
add("got 15kg mangoes in from hillside produce, paid $24 for the lot", buy(T, "Hillside Produce", [("mango", 15, 1.6, None)]), "total-price")
add("Green Valley Farm delivered twenty kilos of oranges at ninety cents a kilo",
    buy(T, "Green Valley Farms", [("orange", 20, 0.9, None)]), "number-words")
add("ABC invoice:\n  apples 20kg x 1.10\n  grapes 10kg x 1.80\n  total 40.00",
    buy(T, "ABC", [("apple", 20, 1.1, None), ("grape", 10, 1.8, None)]), "pasted-invoice")
add("Hillside Produce, 12 kg cherries, $2.10/kg, selling at $3.30", buy(T, "Hillside Produce", [("cherry", 12, 2.1, 3.3)]), "purchase")
add("We took delivery of 18kg bananas from ABC, 0.55 a kilo", buy(T, "ABC", [("banana", 18, 0.55, None)]), "chatty")
add("Green Vally Farms - pears 30kg - $1.00/kg", buy(T, "Green Valley Farms", [("pear", 30, 1.0, None)]), "misspelt-supplier")
add("Received from Hillside: 10kg grapes at 1.75, 10kg oranges at 0.95",
    buy(T, "Hillside Produce", [("grape", 10, 1.75, None), ("orange", 10, 0.95, None)]), "purchase")
add("ABC brought in 50 lb apples at 1.10/kg", buy(T, "ABC", [("apple", 22.68, 1.1, None)]), "pounds")
add("restock from green valley 25 kg mango 1.50 sell 2.50", buy(T, "Green Valley Farms", [("mango", 25, 1.5, 2.5)]), "purchase-terse")
add("Yesterday Hillside delivered 20kg strawberries at 2.60", buy("2024-02-28", "Hillside Produce", [("strawberry", 20, 2.6, None)]), "relative-date")
add("INV 4471  Green Valley Farms  2024-02-27\nCherry   10kg @ 2.00\nMango     8kg @ 1.50\nPear     12kg @ 1.00",
    buy("2024-02-27", "Green Valley Farms", [("cherry", 10, 2.0, None), ("mango", 8, 1.5, None), ("pear", 12, 1.0, None)]),
    "pasted-invoice")
add("abc 15kg oranges 0.85/kg", buy(T, "ABC", [("orange", 15, 0.85, None)]), "purchase-terse")
add("paid ABC $33 for 30kg bananas", buy(T, "ABC", [("banana", 30, 1.1, None)]), "total-price")
add("Hillside Produce came in with 16 kilos of grapes, one eighty a kilo",
    buy(T, "Hillside Produce", [("grape", 16, 1.8, None)]), "number-words")
add("stock in: 40kg oranges from Green Valley Farms, cost 0.90, shelf price 1.50",
    buy(T, "Green Valley Farms", [("orange", 40, 0.9, 1.5)]), "purchase")
add("Delivery 2024-02-26 from ABC: strawberries 20kg, $50 all up", buy("2024-02-26", "ABC", [("strawberry", 20, 2.5, None)]), "total-price")
add("hillside 10kg pears @ $0.95 per kilo on the 25th", buy("2024-02-25", "Hillside Produce", [("pear", 10, 0.95, None)]), "purchase-terse")
add("Picked up 12kg of mangoes from Green Valley Farms myself, $1.45/kg", buy(T, "Green Valley Farms", [("mango", 12, 1.45, None)]), "verbs")

# ---------------------------------------------------------------- price changes
add("bananas now 1.30", pc(T, "banana", 1.3), "price-change")
add("put pears up to 1.60", pc(T, "pear", 1.6), "price-change")
add("Mango price down to $2.20/kg", pc(T, "mango", 2.2), "price-change")
add("from today cherries sell at 3.50", pc(T, "cherry", 3.5), "price-change")
add("strawbs 4.20 a kilo from now on", pc(T, "strawberry", 4.2), "slang")
add("Change apple price to 1.80", pc(T, "apple", 1.8), "price-change")
add("oranges were repriced to 1.50 yesterday", pc("2024-02-28", "orange", 1.5), "passive")
add("grapes dropped to 2.60/kg", pc(T, "grape", 2.6), "price-change")
add("new price pears 1.50", pc(T, "pear", 1.5), "terse")
add("We're charging $2.60 a kilo for mangoes now", pc(T, "mango", 2.6), "chatty")
add("apples marked down to 1.55 per kg", pc(T, "apple", 1.55), "price-change")

# ---------------------------------------------------------------- write-offs / adjustments
add("binned 2kg strawberries, mouldy", adj(T, "strawberry", -2, "mouldy"), "write-off")
add("1.5 kg bananas gone off - rotten", adj(T, "banana", -1.5, "rotten"), "write-off")
add("3kg pears damaged in delivery", adj(T, "pear", -3, "damaged"), "write-off")
add("someone nicked a kilo of cherries", adj(T, "cherry", -1, "stolen"), "write-off")
add("gave out 500g grapes as samples", adj(T, "grape", -0.5, "samples"), "write-off")
add("stock count: apples 2kg short", adj(T, "apple", -2, "stock count"), "stock-count")
add("Stocktake found 1kg more oranges than the system says", adj(T, "orange", 1, "stock count"), "stock-count")
add("Threw out 4 kilos of spoiled mango", adj(T, "mango", -4, "spoiled"), "write-off")
add("write off 2 lb strawberries, squashed and damaged", adj(T, "strawberry", -0.907, "damaged"), "pounds")
add("yesterday 1kg cherries went mouldy", adj("2024-02-28", "cherry", -1, "mouldy"), "relative-date")
add("Tasting samples: 0.25 kg mango", adj(T, "mango", -0.25, "samples"), "write-off")
add("counted the pears: 1.5 kg over", adj(T, "pear", 1.5, "stock count"), "stock-count")
add("half a kilo of grapes was stolen from the front display", adj(T, "grape", -0.5, "stolen"), "passive")
add("2kg oranges rotten, chucked", adj(T, "orange", -2, "rotten"), "terse")

# ---------------------------------------------------------------- returns
add("Ann Brown brought back everything she bought on the 22nd", ret(T, "Ann Brown", "2024-02-22"), "return")
add("Luis Garcia returned his order from the 23rd", ret(T, "Luis Garcia", "2024-02-23"), "return")
add("refunded Sue Davis for her purchase on Monday", ret(T, "Sue Davis", "2024-02-26"), "return")
add("Raj Patel's cherries from Tuesday came back - full refund", ret(T, "Raj Patel", "2024-02-27"), "return")
add("Ida Novak returned yesterday's pears", ret(T, "Ida Novak", "2024-02-28"), "return")
add("Bob Smith brought the cherries back that he got on the 17th", ret(T, "Bob Smith", "2024-02-17"), "return")
add("return: mei chen, sale of 15 Feb", ret(T, "Mei Chen", "2024-02-15"), "return-terse")
add("Omar Hadad returned the order from the 21st", ret(T, "Omar Haddad", "2024-02-21"), "misspelt-name")
add("Ken Smith brought back what he bought on Saturday", ret("2024-02-20", "Ken Smith", "2024-02-17"), "weekday", "2024-02-20")
add("Tom Lee - whole sale from the 22nd returned, money back", ret(T, "Tom Lee", "2024-02-22"), "return")
add("Zoe Davis sent back the strawberries from the 16th", ret(T, "Zoe Davis", "2024-02-16"), "return")
add("Eva Berg: return of her 10 Feb purchase (cherries + oranges)", ret(T, "Eva Berg", "2024-02-10"), "return")
add("the 14th's order for Raj Patel came back to us today", ret(T, "Raj Patel", "2024-02-14"), "passive")

# ---------------------------------------------------------------- notes
note("Note: the cold room door is sticking again", "note")
note("note - Green Valley rang, next delivery might be late", "note")
note("NB: Mei Chen asked if we'll stock lychees", "note")
note("Memo: till was short by $2 at close", "note")
note("Note to self: fridge temp 4C this morning", "note")
note("note: new price labels printed and up on the shelves", "note")

# ---------------------------------------------------------------- mixed multi-record
add("ABC delivered 20kg apples @1.10. Also sold 2kg apples to Tom Lee.",
    [buy(T, "ABC", [("apple", 20, 1.1, None)]), sale(T, "Tom Lee", [("apple", 2)])], "multi-record")
add("Bananas up to 1.30, and chucked 1kg of rotten ones",
    [pc(T, "banana", 1.3), adj(T, "banana", -1, "rotten")], "multi-record")
add("Mei Chen returned her cherries from the 17th; sold her 1kg grapes instead",
    [ret(T, "Mei Chen", "2024-02-17"), sale(T, "Mei Chen", [("grape", 1)])], "multi-record")

# ---------------------------------------------------------------- refusals
no("how much did Bob Smith spend this month?", "question", "question")
no("did we sell any mangoes today?", "question", "question")
no("pears price?", "question", "question")
no("what's in stock?", "question", "question")
no("Tom Lee will pick up 3kg apples tomorrow", "future", "future")
no("Zoe Davis wants 2kg pears next week", "future", "future")
no("gonna sell 5kg mango to Omar Haddad tmrw", "future", "text-speak")
no("ABC will deliver 20kg apples at 1.10 next Monday", "future", "future")
no("we should order more cherries", "plan", "plan")
no("maybe 2 kg bananas to Raj Patel?", "uncertain", "uncertain")
no("I think Ann Brown took some oranges, not sure how many", "uncertain quantity", "uncertain")
no("could be 1.5 or 2 kg strawberries to Ida Novak", "uncertain", "uncertain")
no("Sold 2kg apples to Bob Smith - or was it Ken Smith?", "uncertain customer", "uncertain")
no("sold apples to Mei Chen", "missing quantity", "missing")
no("Ida Novak 2kg", "missing product", "missing")
no("sold 3kg cherries", "missing customer", "missing")
no("bought 20 kg pears at 1.00", "missing supplier", "missing")
no("ABC delivered 30kg bananas", "missing cost", "missing")
no("Hillside delivered pears, not sure of the price", "missing quantity and cost", "missing")
no("write off some grapes", "missing quantity", "missing")
no("bananas now", "missing price", "missing")
no("Luis Garcia 1kg apples and some pears", "missing quantity for one item", "missing")
no("Eva Berg 2kg kiwis", "unknown product", "unknown-product")
no("sold a pineapple to Luis Garcia", "unknown product", "unknown-product")
no("2kg tomatoes to Ann Brown", "unknown product", "unknown-product")
no("Green Valley Farms 10kg lemons @ 0.80", "unknown product", "unknown-product")
no("Omar Haddad 3 boxes of mangoes", "unit not kg", "bad-unit")
no("a punnet of strawberries to Sue Davis", "unit not kg", "bad-unit")
no("a dozen oranges for Ken Smith", "count not kg", "bad-unit")
no("3 bananas to Raj Patel", "count not kg", "bad-unit")
no("sold Mei Chen 2 bags of apples", "unit not kg", "bad-unit")
no("a few mangoes to Raj Patel", "vague count", "bad-unit")
no("Smith took 2kg apples", "ambiguous customer", "ambiguous-name")
no("Mrs Davis bought 1kg grapes", "ambiguous customer", "ambiguous-name")
no("mr smith 1kg cherries", "ambiguous customer", "ambiguous-name")
no("sold 0 kg apples to Tom Lee", "zero quantity", "bad-quantity")
no("Raj Patel -2kg oranges", "negative sale quantity", "bad-quantity")
no("sold 2kg grapes to Mei Chen on 30 Feb", "impossible date", "bad-date")
no("Ann Brown 1kg cherries, 31/02", "impossible date", "bad-date")
no("sold 2kg apples to Bob Smith on 2024-03-05", "date in the future", "bad-date")
no("hi, how's it going?", "chit-chat", "chit-chat")
no("thanks!", "chit-chat", "chit-chat")
no("lol", "chit-chat", "chit-chat")
no("delete the last sale", "instruction", "instruction")
no("undo that", "instruction", "instruction")
no("print the month report", "instruction", "instruction")
no("change Bob Smith's email address", "instruction", "instruction")
no("Bob Smith returned his stuff from the 20th", "no such sale", "bad-return")
no("Eva Berg returned her order from the 3rd", "already returned", "bad-return")
no("Zoe Davis brought back her purchase from the 5th", "two sales that day", "bad-return")
no("Tom Lee returned the stuff he bought on the 1st", "already returned", "bad-return")
no("Sue Davis returned her bananas from the 10th", "no such sale", "bad-return")
no("return for Omar Haddad, the 19th", "two sales that day", "bad-return")
no("Ken Smith returned some stuff", "which sale", "bad-return")
no("Tom Lee 2kg apples - actually no, cancel that", "retracted", "retracted")

OUT.write_text("".join(json.dumps(l) + "\n" for l in lines))
print(len(lines), "lines,", sum(l["records"] is None for l in lines), "refusals")
