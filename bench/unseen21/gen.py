"""Hand-typed held-out staff inputs for the records-from-text reader. Stdlib only.

Run: python3 gen.py  -> writes records.jsonl next to this file.
"""
import json
from pathlib import Path

T = "2024-02-29"  # default today (Thursday)
LINES = []


def ok(style, text, recs, today=T):
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def no(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(d, name, items, phone=None, email=None):
    return {"kind": "sale", "date": d, "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(d, sup, items):
    return {"kind": "purchase", "date": d, "supplier": party(sup),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(d, name, sd):
    return {"kind": "return", "date": d, "customer": party(name), "sale_date": sd}


def pc(d, p, price):
    return {"kind": "price_change", "date": d, "product": p, "selling_price": price}


def adj(d, p, q, reason):
    return {"kind": "stock_adjustment", "date": d, "product": p, "quantity": q, "reason": reason}


def note(d, text):
    return {"kind": "note", "date": d, "text": text, "facts": []}


# ---------------------------------------------------------------- morning-opener
M = "morning-opener"
ok(M, "Hillside dropped off 20 kg bananas, 0.55 a kilo", [buy(T, "Hillside Produce", [("banana", 20, 0.55, None)])])
ok(M, "green valley delivery: 15kg pears at 1.05/kg", [buy(T, "Green Valley Farms", [("pear", 15, 1.05, None)])])
ok(M, "ABC brought 10 kilos of apples, cost 1.15 each kilo", [buy(T, "ABC", [("apple", 10, 1.15, None)])])
ok(M, "Delivery from Hillside Produce - 12 kg mangoes @ 1.60, sell them at 2.50", [buy(T, "Hillside Produce", [("mango", 12, 1.6, 2.5)])])
ok(M, "got 25kg oranges from green valley, paid 22.50 for the lot", [buy(T, "Green Valley Farms", [("orange", 25, 0.9, None)])])
ok(M, "Hillside: 8 kg strawberries at 2.60 and 6 kg cherries at 2.10", [buy(T, "Hillside Produce", [("strawberry", 8, 2.6, None), ("cherry", 6, 2.1, None)])])
ok(M, "ABC van came yesterday, 30 kg bananas at 0.58", [buy("2024-02-28", "ABC", [("banana", 30, 0.58, None)])])
ok(M, "Green Valley Farms delivered 10 lb of grapes, 4.00 per kilo... no wait, 1.90 per kilo", [buy(T, "Green Valley Farms", [("grape", 4.536, 1.9, None)])])
ok(M, "hillside sent 500g cherries as a trial, 1.00 total", [buy(T, "Hillside Produce", [("cherry", 0.5, 2.0, None)])])
ok(M, "ABC - 2500 grams pears at 1.10/kg", [buy(T, "ABC", [("pear", 2.5, 1.1, None)])])
ok(M, "in from green valley this morning: apples 18kg 1.05, bananas 22kg 0.62", [buy(T, "Green Valley Farms", [("apple", 18, 1.05, None), ("banana", 22, 0.62, None)])])
ok(M, "Hillside delivery on Monday was 14 kg oranges at 0.95", [buy("2024-02-26", "Hillside Produce", [("orange", 14, 0.95, None)])])
ok(M, "Received 40 lb strawberries from Green Valley at 2.40 a kilo", [buy(T, "Green Valley Farms", [("strawberry", 18.144, 2.4, None)])])
ok(M, "ABC: half a kilo of mango at 1.50, just a top-up", [buy(T, "ABC", [("mango", 0.5, 1.5, None)])])
ok(M, "hillside produce brought 16 kilo grapes, total bill 30.40", [buy(T, "Hillside Produce", [("grape", 16, 1.9, None)])])
ok(M, "green valley: 20kg cherries at 2.05, put them out at 3.30", [buy(T, "Green Valley Farms", [("cherry", 20, 2.05, 3.3)])])
ok(M, "counted the apples, 2 kg short of what the screen says", [adj(T, "apple", -2, "stock count")])
ok(M, "bananas gone off overnight, binned 1.5 kg", [adj(T, "banana", -1.5, "spoiled")])
ok(M, "3 kilos of strawberries mouldy in the back crate", [adj(T, "strawberry", -3, "mouldy")])
ok(M, "found an extra crate of oranges in the cold room, 4 kg more than on the system", [adj(T, "orange", 4, "stock count")])
ok(M, "pear count this morning: 1 kilo over", [adj(T, "pear", 1, "stock count")])
ok(M, "half a kilo of grapes rotten, thrown out", [adj(T, "grape", -0.5, "rotten")])
ok(M, "mango box dropped off the trolley, 2 kg damaged, can't sell them", [adj(T, "mango", -2, "damaged")])
ok(M, "750 g cherries squashed at the bottom of the tray - binned", [adj(T, "cherry", -0.75, "damaged")])
ok(M, "yesterday's count on grapes was 1.5kg under", [adj("2024-02-28", "grape", -1.5, "stock count")])
ok(M, "someone nicked 1 kg of mangoes off the front display overnight", [adj(T, "mango", -1, "stolen")])
ok(M, "strawberries: 2 lb mouldy", [adj(T, "strawberry", -0.907, "mouldy")])
ok(M, "Apples recount +1.5 kg", [adj(T, "apple", 1.5, "stock count")])
ok(M, "tossed 300 grams of bananas, black", [adj(T, "banana", -0.3, "rotten")])
ok(M, "cut up 0.4 kg of orange for tasting samples on the counter", [adj(T, "orange", -0.4, "samples")])
ok(M, "Hillside dropped 10kg pears at 1.00 and I binned 1 kg of the old pears, mushy", [buy(T, "Hillside Produce", [("pear", 10, 1.0, None)]), adj(T, "pear", -1, "rotten")])
ok(M, "ABC delivery Tuesday: 12 kg apples at 1.12", [buy("2024-02-27", "ABC", [("apple", 12, 1.12, None)])])
ok(M, "cherries 1 kg spoiled, strawberries 1 kg spoiled", [adj(T, "cherry", -1, "spoiled"), adj(T, "strawberry", -1, "spoiled")])
ok(M, "green valley 5 kg mango 1.55 and 5 kg strawberry 2.45", [buy(T, "Green Valley Farms", [("mango", 5, 1.55, None), ("strawberry", 5, 2.45, None)])])
ok(M, "Morning. Hillside delivered 9 kg of cherries, invoice says 18.90 total", [buy(T, "Hillside Produce", [("cherry", 9, 2.1, None)])])
ok(M, "stock count grapes: 2 kg more than listed", [adj(T, "grape", 2, "stock count")])
ok(M, "opening: 1 kg bananas spoiled, 0.5 kg pears spoiled", [adj(T, "banana", -1, "spoiled"), adj(T, "pear", -0.5, "spoiled")])
ok(M, "ABC brought 20 kg oranges at 0.88 a kilo, sell at 1.50", [buy("2024-02-20", "ABC", [("orange", 20, 0.88, 1.5)])], "2024-02-20")
ok(M, "green valley delivered 10 kg bananas at 0.60", [buy("2024-02-12", "Green Valley Farms", [("banana", 10, 0.6, None)])], "2024-02-12")
ok(M, "counted strawberries, 1 kilo missing", [adj("2024-02-14", "strawberry", -1, "stock count")], "2024-02-14")
ok(M, "Hillside yesterday: 6 kg mango at 1.50", [buy("2024-02-09", "Hillside Produce", [("mango", 6, 1.5, None)])], "2024-02-10")
ok(M, "mouldy strawberries again, 1.2 kg", [adj("2024-02-20", "strawberry", -1.2, "mouldy")], "2024-02-20")
no(M, "Hillside dropped some bananas, not sure how many yet", "missing quantity")
no(M, "ABC brought 12 kg kiwis at 1.80", "unknown product")
no(M, "Green Valley delivered 20 kg apples", "missing unit cost")
no(M, "got 3 boxes of oranges from Hillside at 9.00 a box", "non-weight unit")
no(M, "a few mangoes went off", "vague quantity")
no(M, "should I order more cherries from Green Valley?", "question")
no(M, "25 kg bananas in, 0.60 a kilo", "missing supplier")
no(M, "binned some strawberries, maybe 2 kilos, maybe more", "writer unsure")
no(M, "how many kilos of pears have we got left?", "question")
no(M, "Hillside delivery tomorrow: 20 kg oranges at 0.90", "future date")
no(M, "12 pineapples came in from ABC at 1.20 kg", "unknown product")
no(M, "dropped a dozen apples on the floor", "bare pieces")
no(M, "morning all, heating is broken again", "chit-chat")
no(M, "Green Valley brought 10 kg plums at 1.40", "unknown product")

# ---------------------------------------------------------------- busy-saturday-till
B = "busy-saturday-till"
S = "2024-02-24"  # a Saturday
ok(B, "Priya Nair 2kg bananas, 555-0143", [sale(S, "Priya Nair", [("banana", 2)], "555-0143")], S)
ok(B, "new lady, Grace Kowalski, 1 kg strawberries, phone 412-555-0188", [sale(S, "Grace Kowalski", [("strawberry", 1)], "412-555-0188")], S)
ok(B, "Jonas Weber - 3 kilo apples", [sale(S, "Jonas Weber", [("apple", 3)])], S)
ok(B, "mei 1kg cherries", [sale(S, "Mei Chen", [("cherry", 1)])], S)
ok(B, "Raj half a kilo grapes", [sale(S, "Raj Patel", [("grape", 0.5)])], S)
ok(B, "Fatima Okoye, 2 kg oranges and 1 kg pears, fatima.okoye@example.net", [sale(S, "Fatima Okoye", [("orange", 2), ("pear", 1)], None, "fatima.okoye@example.net")], S)
ok(B, "Hugo Martins 1.5kg mango 1kg banana", [sale(S, "Hugo Martins", [("mango", 1.5), ("banana", 1)])], S)
ok(B, "Tom Lee, a kilo of strawberries at 3.90", [sale(S, "Tom Lee", [("strawberry", 1)])], S)
ok(B, "Nadia Petrov 250g cherries", [sale(S, "Nadia Petrov", [("cherry", 0.25)])], S)
ok(B, "omar 2 kilos apples", [sale(S, "Omar Haddad", [("apple", 2)])], S)
ok(B, "Derek Walsh bought 4 lb of oranges, 604-555-0199", [sale(S, "Derek Walsh", [("orange", 1.814)], "604-555-0199")], S)
ok(B, "Eva 1 kg pears 1 kg bananas", [sale(S, "Eva Berg", [("pear", 1), ("banana", 1)])], S)
ok(B, "Yusuf Demir grapes 2kg, yusuf.d@example.org", [sale(S, "Yusuf Demir", [("grape", 2)], None, "yusuf.d@example.org")], S)
ok(B, "Ida strawberries 2 kilo", [sale(S, "Ida Novak", [("strawberry", 2)])], S)
ok(B, "Luis Garcia 3kg bananas, 3.60 total", [sale(S, "Luis Garcia", [("banana", 3)])], S)
ok(B, "Rosa Jimenez, first time in, 1 kilo mango, 720-555-0114, rosa.j@example.com", [sale(S, "Rosa Jimenez", [("mango", 1)], "720-555-0114", "rosa.j@example.com")], S)
ok(B, "Leo Fischer half kilo cherries and half kilo strawberries", [sale(S, "Leo Fischer", [("cherry", 0.5), ("strawberry", 0.5)])], S)
ok(B, "Zoe Davis 2 kg apples", [sale(S, "Zoe Davis", [("apple", 2)])], S)
ok(B, "Ken Smith - oranges 1.5 kg", [sale(S, "Ken Smith", [("orange", 1.5)])], S)
ok(B, "Anne 1kg grapes", [sale(S, "Ann Brown", [("grape", 1)])], S)
ok(B, "Theo Baker 2 kg pears, 2.88", [sale(S, "Theo Baker", [("pear", 2)])], S)
ok(B, "Olga Ivanova - 1 kg bananas, 1 kg apples, 1 kg oranges", [sale(S, "Olga Ivanova", [("banana", 1), ("apple", 1), ("orange", 1)])], S)
ok(B, "Sue Davis 1 kg cherries @ 3.20", [sale(S, "Sue Davis", [("cherry", 1)])], S)
ok(B, "Bob Smith 1.5 kilo bananas", [sale(S, "Bob Smith", [("banana", 1.5)])], S)
ok(B, "Omar Hadad 1 kg mango", [sale(S, "Omar Haddad", [("mango", 1)])], S)
ok(B, "Mateo Rossi 600 g grapes", [sale(S, "Mateo Rossi", [("grape", 0.6)])], S)
ok(B, "Ingrid Holm, 2 lb strawberries, ingrid.holm@example.com", [sale(S, "Ingrid Holm", [("strawberry", 0.907)], None, "ingrid.holm@example.com")], S)
ok(B, "raj pattel 2 kg oranges", [sale(S, "Raj Patel", [("orange", 2)])], S)
ok(B, "Kofi Mensah 3 kg bananas and half a kilo of cherries, 555-0177", [sale(S, "Kofi Mensah", [("banana", 3), ("cherry", 0.5)], "555-0177")], S)
ok(B, "Tom 2kg pears", [sale(S, "Tom Lee", [("pear", 2)])], S)
ok(B, "Eva Burg 1 kg cherries", [sale(S, "Eva Berg", [("cherry", 1)])], S)
ok(B, "Amira Saleh 1 kg apples 2 kg bananas", [sale(S, "Amira Saleh", [("apple", 1), ("banana", 2)])], S)
ok(B, "Ida Novak, 750g strawberries", [sale(S, "Ida Novak", [("strawberry", 0.75)])], S)
ok(B, "Pablo Ortega 1 kilo grapes, 2.80", [sale(S, "Pablo Ortega", [("grape", 1)])], S)
ok(B, "Mei Chen 2 kg mango", [sale(S, "Mei Chen", [("mango", 2)])], S)
ok(B, "Quick one - Hana Sato, 1kg oranges, 303-555-0122", [sale(S, "Hana Sato", [("orange", 1)], "303-555-0122")], S)
ok(B, "Luis 1 kg pears and 1 kg apples", [sale(S, "Luis Garcia", [("pear", 1), ("apple", 1)])], S)
ok(B, "Ken 2 kilos bananas", [sale(S, "Ken Smith", [("banana", 2)])], S)
ok(B, "Marta Silva 3 lb apples", [sale(S, "Marta Silva", [("apple", 1.361)])], S)
ok(B, "Sue 1 kg strawberries", [sale(S, "Sue Davis", [("strawberry", 1)])], S)
ok(B, "Zoe 2 kg oranges", [sale(T, "Zoe Davis", [("orange", 2)])])
ok(B, "Bob 1 kg cherries", [sale(T, "Bob Smith", [("cherry", 1)])])
ok(B, "Viktor Lind 2 kg bananas, 2.40", [sale(T, "Viktor Lind", [("banana", 2)])])
ok(B, "Amelia Hart 1 kg mango, 2.40 each kilo", [sale(T, "Amelia Hart", [("mango", 1)])])
ok(B, "Ann Brown 500 g cherries 500 g grapes", [sale(T, "Ann Brown", [("cherry", 0.5), ("grape", 0.5)])])
no(B, "bananas 2 kg", "missing customer", S)
no(B, "Smith 1 kg apples", "ambiguous customer", S)
no(B, "Mrs Davis, 2 kg oranges", "ambiguous customer", S)
no(B, "Jake 1 kg pears, new customer", "new customer needs full name", S)
no(B, "Priya Nair a bag of apples", "vague quantity", S)
no(B, "Tom Lee 6 apples", "bare pieces", S)
no(B, "Mei Chen 1 kg strawberries at 3.50", "price differs from shelf price", S)
no(B, "Raj Patel a punnet of strawberries", "non-weight unit", S)
no(B, "Eva 2 kg papaya", "unknown product", S)
no(B, "Luis Garcia 500 kg cherries", "exceeds stock", S)
no(B, "Omar 2kg bananas for 2.00, gave him a deal", "price differs from shelf price", S)
no(B, "lady with the dog, 1 kg grapes", "missing customer", S)
no(B, "so busy today!!", "chit-chat", S)
no(B, "Ken Smith a few mangoes", "vague quantity", S)
no(B, "Ann Brown 2 bunches of bananas", "non-weight unit", S)

# ---------------------------------------------------------------- weekday-regulars
W = "weekday-regulars"
ok(W, "Mei popped in, 1 kg bananas as usual", [sale(T, "Mei Chen", [("banana", 1)])])
ok(W, "Raj took 2 kg oranges", [sale(T, "Raj Patel", [("orange", 2)])])
ok(W, "Ida Novak - 1kg apples, 1kg pears", [sale(T, "Ida Novak", [("apple", 1), ("pear", 1)])])
ok(W, "Omar, 1 kilo of cherries and a kilo of grapes", [sale(T, "Omar Haddad", [("cherry", 1), ("grape", 1)])])
ok(W, "Eva had half a kilo of strawberries", [sale(T, "Eva Berg", [("strawberry", 0.5)])])
ok(W, "luis garcia 2kg mango", [sale(T, "Luis Garcia", [("mango", 2)])])
ok(W, "Tom came in yesterday for 1 kg pears, forgot to put it through", [sale("2024-02-28", "Tom Lee", [("pear", 1)])])
ok(W, "Sue, 1.5 kg bananas", [sale(T, "Sue Davis", [("banana", 1.5)])])
ok(W, "Ken 1kg grapes at 2.80", [sale(T, "Ken Smith", [("grape", 1)])])
ok(W, "Bob 500g strawberries", [sale(T, "Bob Smith", [("strawberry", 0.5)])])
ok(W, "Ann, 2 kilo apples, that's 3.40", [sale(T, "Ann Brown", [("apple", 2)])])
ok(W, "Zoe half a kilo of cherries on Tuesday", [sale("2024-02-27", "Zoe Davis", [("cherry", 0.5)])])
ok(W, "Mei Chen on Monday: 2 kg oranges", [sale("2024-02-26", "Mei Chen", [("orange", 2)])])
ok(W, "Raj Patel, 1 lb cherries", [sale(T, "Raj Patel", [("cherry", 0.454)])])
ok(W, "Ida 1.5 kilos of oranges", [sale(T, "Ida Novak", [("orange", 1.5)])])
ok(W, "Omar Haddad 3 kg bananas, paid 3.60", [sale(T, "Omar Haddad", [("banana", 3)])])
ok(W, "Eva Berg 1 kg mango, 1 kg apples", [sale(T, "Eva Berg", [("mango", 1), ("apple", 1)])])
ok(W, "Luis 2 kilos pears", [sale(T, "Luis Garcia", [("pear", 2)])])
ok(W, "Tom Lee - strawberries 1.5 kg", [sale(T, "Tom Lee", [("strawberry", 1.5)])])
ok(W, "Sue Davis 250 grams cherries", [sale(T, "Sue Davis", [("cherry", 0.25)])])
ok(W, "Mey 1 kg grapes", [sale(T, "Mei Chen", [("grape", 1)])])
ok(W, "Ida Novack 2 kg bananas", [sale(T, "Ida Novak", [("banana", 2)])])
ok(W, "Ann Brown brought back her oranges from this morning, refunded", [ret(T, "Ann Brown", T)])
ok(W, "Zoe returned the mango she bought today", [ret(T, "Zoe Davis", T)])
ok(W, "Ken Smith returned everything he bought today - full refund", [ret(T, "Ken Smith", T)])
ok(W, "Ida returned yesterday's pears, gave her the money back", [ret(T, "Ida Novak", "2024-02-28")])
ok(W, "Raj brought back what he bought on Tuesday, refund done", [ret(T, "Raj Patel", "2024-02-27")])
ok(W, "Sue Davis returned her bananas from Monday", [ret(T, "Sue Davis", "2024-02-26")])
ok(W, "Ann returned her mango from Friday, refunded", [ret(T, "Ann Brown", "2024-02-23")])
ok(W, "Luis brought back his whole order from Friday", [ret(T, "Luis Garcia", "2024-02-23")])
ok(W, "refund for Bob Smith, his purchase yesterday", [ret(T, "Bob Smith", "2024-02-28")])
ok(W, "Omar returned yesterday's strawberries, all of them", [ret(T, "Omar Haddad", "2024-02-28")])
ok(W, "Tom Lee brought back his cherries from the 23rd", [ret(T, "Tom Lee", "2024-02-23")])
ok(W, "Sue returned her mango from the 22nd", [ret(T, "Sue Davis", "2024-02-22")])
ok(W, "Mei Chen - return of the cherries she bought on the 17th", [ret(T, "Mei Chen", "2024-02-17")])
ok(W, "Eva Berg returned her cherries from the 19th, full refund", [ret(T, "Eva Berg", "2024-02-19")])
ok(W, "Mei returned her bananas from the 2nd, refunded", [ret("2024-02-10", "Mei Chen", "2024-02-02")], "2024-02-10")
ok(W, "Raj 2 kg bananas", [sale("2024-02-10", "Raj Patel", [("banana", 2)])], "2024-02-10")
ok(W, "Ann 1 kg cherries yesterday", [sale("2024-02-14", "Ann Brown", [("cherry", 1)])], "2024-02-15")
ok(W, "Omar returned his grapes from the 12th", [ret("2024-02-15", "Omar Haddad", "2024-02-12")], "2024-02-15")
ok(W, "Luis Garcia returned Tuesday's order", [ret("2024-02-08", "Luis Garcia", "2024-02-06")], "2024-02-08")
ok(W, "Ann 2 kg pears and Mei 1 kg apples", [sale(T, "Ann Brown", [("pear", 2)]), sale(T, "Mei Chen", [("apple", 1)])])
ok(W, "Raj returned Tuesday's cherries and then bought 1 kg strawberries instead", [ret(T, "Raj Patel", "2024-02-27"), sale(T, "Raj Patel", [("strawberry", 1)])])
no(W, "Mei returned her stuff from Saturday", "two sales that day")
no(W, "Omar brought back Tuesday's shopping", "two sales that day")
no(W, "Bob returned his grapes and cherries from the 18th", "sale already returned")
no(W, "Tom returned his oranges from the 11th", "sale already returned")
no(W, "Eva returned half of her strawberries from the 15th", "partial return")
no(W, "Ida returned what she bought last Wednesday... or was it Tuesday", "writer unsure")
no(W, "Ann returned her stuff from yesterday", "no sale that day")
no(W, "Davis returned her bananas", "ambiguous customer")
no(W, "Ken 1 kg pears on the 31st", "impossible date")
no(W, "Raj will come in tomorrow for 2 kg mango", "future date")
no(W, "Mei 1 kg grapes, 2.50", "price differs from shelf price")
no(W, "Tom Lee a handful of cherries", "vague quantity")
no(W, "what did Ida buy last week?", "question")
no(W, "Luis returned 1 kg of his pears from Friday", "partial return")
no(W, "Omar 2 kg rambutan", "unknown product")
no(W, "Sue says she is returning the mango from the 22nd", "future date", "2024-02-21")
no(W, "Luis 1 kg bananas on the 5th... or the 6th, can't remember", "ambiguous date")
no(W, "Ken took 4 oranges", "bare pieces")

# ---------------------------------------------------------------- owner-notes
O = "owner-notes"
ok(O, "Bananas go up to 1.30 a kilo from today", [pc(T, "banana", 1.3)])
ok(O, "new price for cherries: 3.50/kg", [pc(T, "cherry", 3.5)])
ok(O, "Strawberries now 4.20 per kilo", [pc(T, "strawberry", 4.2)])
ok(O, "drop pears to 1.35", [pc(T, "pear", 1.35)])
ok(O, "mango shelf price 2.60 from now on", [pc(T, "mango", 2.6)])
ok(O, "Apples: 1.80 a kilo", [pc(T, "apple", 1.8)])
ok(O, "grapes back to 2.90/kg", [pc(T, "grape", 2.9)])
ok(O, "orange price changed yesterday to 1.60, forgot to log it", [pc("2024-02-28", "orange", 1.6)])
ok(O, "set banana 1.25 and apple 1.75", [pc(T, "banana", 1.25), pc(T, "apple", 1.75)])
ok(O, "price of cherries is now 3.40", [pc("2024-02-20", "cherry", 3.4)], "2024-02-20")
ok(O, "write off 2 kg strawberries, mouldy", [adj(T, "strawberry", -2, "mouldy")])
ok(O, "writing off 1 kg of mango that got damaged in the delivery", [adj(T, "mango", -1, "damaged")])
ok(O, "we gave away 0.5 kg grapes as tasters this week, log it today", [adj(T, "grape", -0.5, "samples")])
ok(O, "Write-off: pears, 1.5 kg, rotten", [adj(T, "pear", -1.5, "rotten")])
ok(O, "cherries 1 kg stolen from the outside stand yesterday", [adj("2024-02-28", "cherry", -1, "stolen")])
ok(O, "after my recount oranges are 3 kg up", [adj(T, "orange", 3, "stock count")])
ok(O, "Hillside Produce delivery: 10 kg apples at 1.00 and price them at 1.70", [buy(T, "Hillside Produce", [("apple", 10, 1.0, 1.7)])])
ok(O, "Note for everyone: Hillside delivers Tuesdays and Fridays only", [note(T, "Note for everyone: Hillside delivers Tuesdays and Fridays only")])
ok(O, "Staff: Green Valley invoices are paid at the end of the month", [note(T, "Staff: Green Valley invoices are paid at the end of the month")])
ok(O, "reminder for the team - strawberries always go in the cold room overnight", [note(T, "reminder for the team - strawberries always go in the cold room overnight")])
ok(O, "FYI all: Omar Haddad is allergic to mango, don't put any in his bags", [note(T, "FYI all: Omar Haddad is allergic to mango, don't put any in his bags")])
ok(O, "Team note: the card machine needs the blue cable, not the black one", [note(T, "Team note: the card machine needs the blue cable, not the black one")])
ok(O, "For staff: ABC's driver rings 10080 when he's 10 minutes out", [note(T, "For staff: ABC's driver rings 10080 when he's 10 minutes out")])
ok(O, "note: we don't take returns on cut fruit", [note(T, "note: we don't take returns on cut fruit")])
ok(O, "Everyone: Mei Chen prefers the bananas slightly green", [note(T, "Everyone: Mei Chen prefers the bananas slightly green")])
ok(O, "Shop note - the back door alarm code is changed, ask me for it", [note(T, "Shop note - the back door alarm code is changed, ask me for it")])
ok(O, "note for the till: Green Valley's number is 555-0101 for urgent orders", [note(T, "note for the till: Green Valley's number is 555-0101 for urgent orders")])
ok(O, "For the team: cherries must be weighed without the punnet", [note(T, "For the team: cherries must be weighed without the punnet")])
ok(O, "grapes down to 2.60 and write off 1 kg of them, spoiled", [pc(T, "grape", 2.6), adj(T, "grape", -1, "spoiled")])
ok(O, "mango price 2.30 on Monday", [pc("2024-02-26", "mango", 2.3)])
no(O, "2 for 1 on mangoes this weekend", "promotion")
no(O, "10% off all apples till Sunday", "promotion")
no(O, "thinking of raising banana prices next week", "plan")
no(O, "can you print me the stock list", "instruction to the app")
no(O, "delete yesterday's pear sale", "instruction to the app")
no(O, "what's our margin on cherries?", "question")
no(O, "maybe put strawberries up to 4.50? not sure", "writer unsure")
no(O, "Cherries to 3.60 from next Monday", "future date")
no(O, "write off the bad strawberries", "missing quantity")
no(O, "price of kiwis now 2.20", "unknown product")
no(O, "great month everyone, thanks!", "chit-chat")
no(O, "happy hour: half price bananas after 5", "promotion")


if __name__ == "__main__":
    out = Path(__file__).resolve().parent / "records.jsonl"
    out.write_text("".join(json.dumps(l) + "\n" for l in LINES))
    print(f"wrote {len(LINES)} lines to {out}")
