"""Write bench/unseen19/records.jsonl: held-out staff inputs, four personas. Stdlib only; every case typed by hand."""
import json
from pathlib import Path

T = "2024-02-29"  # Thursday
OUT = []


def P(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, cust, *items):
    return {"kind": "sale", "date": date, "customer": cust,
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, *items):
    return {"kind": "purchase", "date": date, "supplier": P(supplier),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, cust, sale_date):
    return {"kind": "return", "date": date, "customer": cust, "sale_date": sale_date}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def adj(date, product, q, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": q, "reason": reason}


def R(style, text, *recs, today=T):
    OUT.append({"text": text, "today": today, "records": list(recs), "style": style})


def NOTE(style, text, today=T):
    OUT.append({"text": text, "today": today, "records": [{"kind": "note", "date": today, "text": text, "facts": []}],
                "style": style})


def X(style, text, why, today=T):
    OUT.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- 1. part-time-student
S = "part-time-student"
R(S, "Sold 2 kilos of apples to Mei.", sale(T, P("Mei Chen"), ("apple", 2)))
R(S, "Raj took 1.5 kg of grapes and a kilo of pears.", sale(T, P("Raj Patel"), ("grape", 1.5), ("pear", 1)))
R(S, "Ida bought half a kilo of cherries, paid by card.", sale(T, P("Ida Novak"), ("cherry", 0.5)))
R(S, "Eva Berg got 3 kilos of oranges this morning.", sale(T, P("Eva Berg"), ("orange", 3)))
R(S, "Luis bought 750g of strawberries.", sale(T, P("Luis Garcia"), ("strawberry", 0.75)))
R(S, "Omar came in and bought 2 kilo bananas and 1 kilo mango.", sale(T, P("Omar Haddad"), ("banana", 2), ("mango", 1)))
R(S, "Sold Ann 4 kilos of aples.", sale(T, P("Ann Brown"), ("apple", 4)))
R(S, "Tom bought 2.5kg of grapes yesterday, forgot to put it in.", sale("2024-02-28", P("Tom Lee"), ("grape", 2.5)))
R(S, "Zoe bought 1 kg strawberies on Tuesday.", sale("2024-02-27", P("Zoe Davis"), ("strawberry", 1)))
R(S, "Ken Smith got 3 kilos of pears, 1.44 a kilo.", sale(T, P("Ken Smith"), ("pear", 3)))
R(S, "Bob bought 2 kilos of cherries at 3.20/kg.", sale(T, P("Bob Smith"), ("cherry", 2)))
R(S, "Sue Davis bought 1 kilo of mangoes.", sale(T, P("Sue Davis"), ("mango", 1)))
R(S, "Mei Chen: 500 grams of grapes and 500 grams of cherries.", sale(T, P("Mei Chen"), ("grape", 0.5), ("cherry", 0.5)))
R(S, "Sold 3 lb of apples to Raj.", sale(T, P("Raj Patel"), ("apple", 1.361)))
R(S, "Threw out 2 kilos of strawberries, they'd gone mouldy.", adj(T, "strawberry", -2, "mouldy"))
R(S, "1.5 kg of bananas were rotten so I binned them.", adj(T, "banana", -1.5, "rotten"))
R(S, "Counted the pears at close, there's 1 kilo more than the system says.", adj(T, "pear", 1, "stock count"))
R(S, "Dropped a tray of mangoes, 3 kilos damaged and unsellable.", adj(T, "mango", -3, "damaged"))
R(S, "Gave out 200g of grapes as samples today.", adj(T, "grape", -0.2, "samples"))
R(S, "Pears are now 1.50 a kilo.", price(T, "pear", 1.5))
R(S, "New price for oranges is 1.60 per kg from today.", price(T, "orange", 1.6))
R(S, "Omar bought 2 kilos of oranges on the 27th.", sale("2024-02-27", P("Omar Haddad"), ("orange", 2)))
R(S, "Ida got a kilo of apples and half a kilo of pears.", sale(T, P("Ida Novak"), ("apple", 1), ("pear", 0.5)))
R(S, "Luis Garcia bought 4 kilos of bananas, total 4.80.", sale(T, P("Luis Garcia"), ("banana", 4)))
R(S, "Sold 2.5 kilos of cherries to Eva.", sale(T, P("Eva Berg"), ("cherry", 2.5)))
R(S, "Raj bought 1kg of mango and 2kg of apples, he paid 5.80.", sale(T, P("Raj Patel"), ("mango", 1), ("apple", 2)))
R(S, "Tom Lee bought 5 kilos of apples for his restaurant.", sale(T, P("Tom Lee"), ("apple", 5)))
R(S, "Ann got 1 kilo strawberrys and 2 kilos of bannanas.", sale(T, P("Ann Brown"), ("strawberry", 1), ("banana", 2)))
R(S, "Zoe bought 250 grams of cherries.", sale(T, P("Zoe Davis"), ("cherry", 0.25)))
R(S, "Ken bought 2 lbs of grapes.", sale(T, P("Ken Smith"), ("grape", 0.907)))
R(S, "Counted oranges before closing, we're 1.5 kg short.", adj(T, "orange", -1.5, "stock count"))
R(S, "Someone nicked a kilo of cherries off the front display.", adj(T, "cherry", -1, "stolen"))
R(S, "Strawberries go up to 4.20 a kilo.", price(T, "strawberry", 4.2))
R(S, "Sue bought 3 kilos of pears and 1 kilo of oranges yesterday.", sale("2024-02-28", P("Sue Davis"), ("pear", 3), ("orange", 1)))
R(S, "Bob Smith bought 1 kg of bananas on Monday.", sale("2024-02-26", P("Bob Smith"), ("banana", 1)))
R(S, "Sold 1.2 kilos of grapes to Omar.", sale(T, P("Omar Haddad"), ("grape", 1.2)))
R(S, "Eva bought 2 kilos of mangos and 1 kilo of apples.", sale(T, P("Eva Berg"), ("mango", 2), ("apple", 1)))
R(S, "Apples are 1.80 now, I changed the sign.", price(T, "apple", 1.8))
R(S, "Ida bought 2 kilos of bananas yesterday.", sale("2024-02-19", P("Ida Novak"), ("banana", 2)), today="2024-02-20")
R(S, "Mei had 1 kilo of oranges and a kilo of pears.", sale("2024-02-12", P("Mei Chen"), ("orange", 1), ("pear", 1)), today="2024-02-12")
X(S, "Sold some apples to Mei.", "vague quantity")
X(S, "Mr Smith bought 2 kilos of pears.", "surname shared by two customers")
X(S, "Sold 3 apples to Raj.", "pieces, not a weight")
X(S, "Ida bought 2 kilos of bananas at 1.00 a kilo.", "price differs from shelf price")
X(S, "Sold a kilo of kiwis to Eva.", "unknown product")
X(S, "Sold a punnet of strawberries to Zoe.", "non-weight unit")
X(S, "Sold 2 kilos of grapes, didn't catch the name.", "no customer")
X(S, "Sold Ken 40 kilos of grapes for a party.", "sale exceeds stock on hand")
X(S, "Is the mango price still 2.40?", "question")
X(S, "I think Omar took 2 kilos of cherries but I'm not sure, maybe it was Tom.", "writer unsure")
X(S, "Luis bought 1 kilo of mangoes on the 30th.", "impossible date")
X(S, "Tom is going to pick up 3 kilos of oranges tomorrow.", "future plan")
X(S, "Strawberries are half price this weekend only.", "temporary promotion")
X(S, "Sold 2 kilos of pears to Anna.", "new customer without full name")
X(S, "Quiet afternoon, nothing much happened lol", "chit-chat")
X(S, "Can you show me what Raj bought last week?", "instruction to the app")

# ---------------------------------------------------------------- 2. night-manager-email
E = "night-manager-email"
R(E, "Hi, today: Mei bought 2 kg apples, Tom Lee bought 1 kg grapes. Thanks, J",
  sale(T, P("Mei Chen"), ("apple", 2)), sale(T, P("Tom Lee"), ("grape", 1)))
R(E, "Hi Sam,\nQuick rundown for today: Raj Patel took 3 kilos of bananas, and we binned 1 kg of mouldy strawberries.\nCheers, J",
  sale(T, P("Raj Patel"), ("banana", 3)), adj(T, "strawberry", -1, "mouldy"))
R(E, "Evening! Eva bought 1.5 kg cherries and 1 kg oranges. Also I put pears up to 1.55/kg. Thanks, Jo",
  sale(T, P("Eva Berg"), ("cherry", 1.5), ("orange", 1)), price(T, "pear", 1.55))
R(E, "Hi boss, only one sale tonight - Ida Novak, 2 kg of pears. Night, J",
  sale(T, P("Ida Novak"), ("pear", 2)))
R(E, "Hello,\nToday Ann Brown got 1 kg mango and 1 kg grapes, Luis got 2 kg oranges.\nStock check: apples were 2 kg over what the system had.\nThanks,\nJ",
  sale(T, P("Ann Brown"), ("mango", 1), ("grape", 1)), sale(T, P("Luis Garcia"), ("orange", 2)), adj(T, "apple", 2, "stock count"))
R(E, "Hi, yesterday's bits I missed: Omar bought 3 kg strawberries and Zoe had 1 kg bananas. Sorry! J",
  sale("2024-02-28", P("Omar Haddad"), ("strawberry", 3)), sale("2024-02-28", P("Zoe Davis"), ("banana", 1)))
R(E, "Hi,\ntoday: 1 kg of grapes gone rotten, thrown out. 0.5 kg cherries given as samples. Ken bought 2 kg apples.\nthanks, J",
  adj(T, "grape", -1, "rotten"), adj(T, "cherry", -0.5, "samples"), sale(T, P("Ken Smith"), ("apple", 2)))
R(E, "Hey, mangoes are 2.60 from today, changed the board. Sue Davis bought 1.5 kg of them. Ta, J",
  price(T, "mango", 2.6), sale(T, P("Sue Davis"), ("mango", 1.5)))
R(E, "Hi there, busy one! Bob Smith 2 kg oranges, Mei Chen 1 kg strawberries, Tom 3 kg bananas. Thanks, J",
  sale(T, P("Bob Smith"), ("orange", 2)), sale(T, P("Mei Chen"), ("strawberry", 1)), sale(T, P("Tom Lee"), ("banana", 3)))
R(E, "Hi,\nJust the one thing today - counted the strawberries and we're 1 kg down on the system.\nThanks, J",
  adj(T, "strawberry", -1, "stock count"))
R(E, "Good evening,\nOn Tuesday Raj bought 2 kg of pears, I forgot to log it. Today Ida had half a kilo of cherries.\nBest, J",
  sale("2024-02-27", P("Raj Patel"), ("pear", 2)), sale(T, P("Ida Novak"), ("cherry", 0.5)))
R(E, "Hi, today: bananas down to 1.10 a kilo permanently, oranges up to 1.60. Thanks, J",
  price(T, "banana", 1.1), price(T, "orange", 1.6))
R(E, "Hi! Zoe bought 2 kg of apples and 1 kg of grapes today. Someone walked off with a kilo of mangoes from outside, so that's gone. Cheers, J",
  sale(T, P("Zoe Davis"), ("apple", 2), ("grape", 1)), adj(T, "mango", -1, "stolen"))
R(E, "Hi,\nLuis Garcia bought 1.5 kilos of strawberries and 2 kilos of pears.\nAnn bought 1 kilo of oranges.\nAll good otherwise.\nJ",
  sale(T, P("Luis Garcia"), ("strawberry", 1.5), ("pear", 2)), sale(T, P("Ann Brown"), ("orange", 1)))
R(E, "Hi, two sales on Monday I missed: Omar 2 kg apples, Eva 1 kg bananas. Thanks, J",
  sale("2024-02-26", P("Omar Haddad"), ("apple", 2)), sale("2024-02-26", P("Eva Berg"), ("banana", 1)))
R(E, "Evening,\n2 kg of pears were damaged when the shelf collapsed, had to bin them. Ken Smith bought 1 kg of cherries.\nJ",
  adj(T, "pear", -2, "damaged"), sale(T, P("Ken Smith"), ("cherry", 1)))
R(E, "Hi, today: Tom Lee 1 kg mango and 1 kg apples. Grapes up to 3.00/kg. Thanks, J",
  sale(T, P("Tom Lee"), ("mango", 1), ("apple", 1)), price(T, "grape", 3.0))
R(E, "Hi,\nMei Chen bought 2 kg bananas and Raj bought 1 kg strawberries. 500 g of strawberries were spoiled, thrown away.\nThanks, Jo",
  sale(T, P("Mei Chen"), ("banana", 2)), sale(T, P("Raj Patel"), ("strawberry", 1)), adj(T, "strawberry", -0.5, "spoiled"))
R(E, "Hi boss, Sue bought 2 kg oranges and Bob got 1 kg pears. That's it, see you tomorrow. J",
  sale(T, P("Sue Davis"), ("orange", 2)), sale(T, P("Bob Smith"), ("pear", 1)))
R(E, "Hello, on the 27th Ida Novak bought 1 kg apples - missed it then. Today Zoe had 1 kg of cherries. Thanks, J",
  sale("2024-02-27", P("Ida Novak"), ("apple", 1)), sale(T, P("Zoe Davis"), ("cherry", 1)))
R(E, "Hi,\ntoday: Eva Berg 2 kg grapes, Luis 1 kg mango, Omar 2 kg oranges.\nCheers,\nJ",
  sale(T, P("Eva Berg"), ("grape", 2)), sale(T, P("Luis Garcia"), ("mango", 1)), sale(T, P("Omar Haddad"), ("orange", 2)))
R(E, "Hi, cherries are 3.40 a kilo from now on. Ann Brown bought 2 kg of them anyway! Thanks, J",
  price(T, "cherry", 3.4), sale(T, P("Ann Brown"), ("cherry", 2)))
R(E, "Hi,\nRecount of bananas tonight: 1.5 kg more than the system. Ken bought 2 kg of them.\nJ",
  adj(T, "banana", 1.5, "stock count"), sale(T, P("Ken Smith"), ("banana", 2)))
R(E, "Hey, yesterday Tom bought 2 kg of pears, and today Tom came back for 1 kg of strawberries. Thanks, J",
  sale("2024-02-28", P("Tom Lee"), ("pear", 2)), sale(T, P("Tom Lee"), ("strawberry", 1)))
R(E, "Hi,\nSaturday catch-up: Raj Patel bought 2 kg of apples, I only just found the note.\nThanks, J",
  sale("2024-02-24", P("Raj Patel"), ("apple", 2)))
R(E, "Hi! Today 1 kg of oranges were mouldy, binned. Mei bought 1.5 kg oranges. Thanks, J",
  adj(T, "orange", -1, "mouldy"), sale(T, P("Mei Chen"), ("orange", 1.5)))
R(E, "Hi,\nIda 1 kg mango, Sue 1 kg grapes, Bob 2 kg bananas.\nNice steady day.\nJ",
  sale(T, P("Ida Novak"), ("mango", 1)), sale(T, P("Sue Davis"), ("grape", 1)), sale(T, P("Bob Smith"), ("banana", 2)))
R(E, "Good evening, strawberries now 3.80 per kilo, permanent change. Zoe bought 2 kg. Thanks, J",
  price(T, "strawberry", 3.8), sale(T, P("Zoe Davis"), ("strawberry", 2)))
R(E, "Hi,\nOmar Haddad took 3 kg of cherries for his cafe, and 300 g of grapes went out as samples.\nThanks, J",
  sale(T, P("Omar Haddad"), ("cherry", 3)), adj(T, "grape", -0.3, "samples"))
R(E, "Hi, today: Luis bought 2 kg apples and 1 kg pears. Eva bought 1 kg strawberries. Thanks, J",
  sale(T, P("Luis Garcia"), ("apple", 2), ("pear", 1)), sale(T, P("Eva Berg"), ("strawberry", 1)))
R(E, "Hi,\nfrom yesterday: 1 kg of mangoes went rotten overnight, binned this morning.\nJ",
  adj("2024-02-28", "mango", -1, "rotten"))
R(E, "Hi, today: Ann bought 1 kg apples, Ken Smith 1 kg oranges. Thanks, J",
  sale(T, P("Ann Brown"), ("apple", 1)), sale(T, P("Ken Smith"), ("orange", 1)))
R(E, "Hi,\ntoday Mei bought 1 kg of bananas and Tom bought 1 kg of cherries.\nThanks, J",
  sale("2024-02-15", P("Mei Chen"), ("banana", 1)), sale("2024-02-15", P("Tom Lee"), ("cherry", 1)), today="2024-02-15")
R(E, "Hi, today: Raj 2 kg oranges, Zoe 1 kg apples. Pears went up to 1.60. Thanks, J",
  sale("2024-02-10", P("Raj Patel"), ("orange", 2)), sale("2024-02-10", P("Zoe Davis"), ("apple", 1)),
  price("2024-02-10", "pear", 1.6), today="2024-02-10")
R(E, "Hi,\nyesterday Ann Brown bought 1 kg strawberries, today Luis bought 2 kg bananas.\nJ",
  sale("2024-02-19", P("Ann Brown"), ("strawberry", 1)), sale("2024-02-20", P("Luis Garcia"), ("banana", 2)), today="2024-02-20")
R(E, "Hi, today: Sue Davis 1 kg pears, Omar 1 kg grapes. 500 g of pears damaged in the back. Thanks, J",
  sale(T, P("Sue Davis"), ("pear", 1)), sale(T, P("Omar Haddad"), ("grape", 1)), adj(T, "pear", -0.5, "damaged"))
R(E, "Hiya, Bob Smith bought 2 kg of mangoes and 1 kg of apples today. Cheers, J",
  sale(T, P("Bob Smith"), ("mango", 2), ("apple", 1)))
R(E, "Hi,\nIda had 2 kg of oranges, Raj had 1 kg of pears and 1 kg of cherries.\nThanks, J",
  sale(T, P("Ida Novak"), ("orange", 2)), sale(T, P("Raj Patel"), ("pear", 1), ("cherry", 1)))
X(E, "Hi, quiet day, nothing to log really. Weather was awful. Thanks, J", "chit-chat")
X(E, "Hi,\nshould we drop the banana price next week? Let me know.\nJ", "question")
X(E, "Hi, Smith came in for 2 kg of apples. Thanks, J", "surname shared by two customers")
X(E, "Hi, today: a few kilos of oranges sold to Eva. Thanks, J", "vague quantity")
X(E, "Hi,\nplanning to do a full stock count tomorrow morning before opening.\nJ", "future plan")
X(E, "Hi, mangoes 2 for 1 until Sunday, put the sign up. Thanks, J", "temporary promotion")
X(E, "Hi, Raj bought 2 kg of grapes at 2.50 today. Thanks, J", "price differs from shelf price")
X(E, "Hi,\nsomeone bought 3 kg of bananas, didn't get a name.\nThanks, J", "no customer")
X(E, "Hi, Mei bought 6 apples today. Thanks, J", "pieces, not a weight")
X(E, "Hi,\nplease remind me to call Green Valley tomorrow.\nJ", "instruction, not a record")
X(E, "Hi, Tom bought a box of pears, not sure how heavy. Thanks, J", "non-weight unit")
X(E, "Hi,\nI think we lost some strawberries but I didn't count. Will check.\nJ", "writer unsure, no quantity")
X(E, "Hi, Zoe bought 1 kg of lychees today. Thanks, J", "unknown product")
X(E, "Hi, Ken will buy 5 kg of apples on the 3rd of March. J", "future date")
X(E, "Hi,\nOmar bought 30 kg of mangoes for a wedding.\nThanks, J", "sale exceeds stock on hand")

# ---------------------------------------------------------------- 3. delivery-receiver
D = "delivery-receiver"
R(D, "Hillside delivery, invoice HP-2291: 30 kg bananas at 0.60/kg.", buy(T, "Hillside Produce", ("banana", 30, 0.6, None)))
R(D, "Green Valley inv 5512 - 20kg pears @ 0.95, 15kg mangoes @ 1.45. Sell mangoes at 2.50.",
  buy(T, "Green Valley Farms", ("pear", 20, 0.95, None), ("mango", 15, 1.45, 2.5)))
R(D, "ABC invoice 7781, 25 kilos of apples, total 27.50.", buy(T, "ABC", ("apple", 25, 1.1, None)))
R(D, "Green Valley invoice GV-118: 20 kg oranges at 0.90/kg, but only 18 kg arrived.",
  buy(T, "Green Valley Farms", ("orange", 20, 0.9, None)), adj(T, "orange", -2, "stock count"))
R(D, "Hillside Produce, invoice 4410: 10 kg cherries at 2.05 a kilo, sell at 3.30.",
  buy(T, "Hillside Produce", ("cherry", 10, 2.05, 3.3)))
R(D, "ABC delivered 12 kg grapes, invoice A-2020, 1.85 per kg. 1 kg of them squashed on arrival.",
  buy(T, "ABC", ("grape", 12, 1.85, None)), adj(T, "grape", -1, "damaged"))
R(D, "Green Valley, inv 5530, strawberries 16 kg, total 40.00, new shelf price 4.00.",
  buy(T, "Green Valley Farms", ("strawberry", 16, 2.5, 4.0)))
R(D, "Hillside this morning: 25 kg pears at 0.98, invoice HP-2302.", buy(T, "Hillside Produce", ("pear", 25, 0.98, None)))
R(D, "Invoice 7790 from ABC - apples 20 kg @ 1.15, bananas 20 kg @ 0.62.",
  buy(T, "ABC", ("apple", 20, 1.15, None), ("banana", 20, 0.62, None)))
R(D, "Green Valley Farms delivered 10 kg mangoes yesterday, invoice GV-121, 1.50/kg.",
  buy("2024-02-28", "Green Valley Farms", ("mango", 10, 1.5, None)))
R(D, "Hillside, invoice 4425: 8 kg cherries at 2.10, 3 kg arrived mouldy.",
  buy(T, "Hillside Produce", ("cherry", 8, 2.1, None)), adj(T, "cherry", -3, "mouldy"))
R(D, "ABC inv A-2031: 15 kg oranges, 13.50 total. Selling at 1.60 from today.",
  buy(T, "ABC", ("orange", 15, 0.9, 1.6)))
R(D, "Green Valley delivery on Monday, inv 5541, 20 kg grapes at 1.80.",
  buy("2024-02-26", "Green Valley Farms", ("grape", 20, 1.8, None)))
R(D, "Hillside Produce invoice HP-2310, 40 lb of apples at 1.10 a kilo.",
  buy(T, "Hillside Produce", ("apple", 18.144, 1.1, None)))
R(D, "ABC: 10 kg strawberries @ 2.45/kg, invoice A-2040. Two kg of them were crushed in the crate.",
  buy(T, "ABC", ("strawberry", 10, 2.45, None)), adj(T, "strawberry", -2, "damaged"))
R(D, "Green Valley GV-130: bananas 25 kg at 0.58, pears 10 kg at 1.00, pears to sell at 1.50.",
  buy(T, "Green Valley Farms", ("banana", 25, 0.58, None), ("pear", 10, 1.0, 1.5)))
R(D, "Invoice HP-2315 (Hillside): mangoes 12 kg, 18.00 in total.", buy(T, "Hillside Produce", ("mango", 12, 1.5, None)))
R(D, "ABC invoice 7802, 5 kg cherries at 2.00/kg, short by 1 kg, driver said he'd sort it.",
  buy(T, "ABC", ("cherry", 5, 2.0, None)), adj(T, "cherry", -1, "stock count"))
R(D, "Got 20 kilos of oranges from Green Valley, invoice 5560, 0.88 each kilo.",
  buy(T, "Green Valley Farms", ("orange", 20, 0.88, None)))
R(D, "Hillside, inv HP-2320: grapes 10 kg @ 1.90, sell price 2.90.", buy(T, "Hillside Produce", ("grape", 10, 1.9, 2.9)))
R(D, "ABC delivery on the 26th I never entered: 15 kg apples, 1.12/kg, invoice A-2011.",
  buy("2024-02-26", "ABC", ("apple", 15, 1.12, None)))
R(D, "Green Valley invoice GV-140, 30 kg bananas 0.60 per kilo. Banana shelf price 1.25.",
  buy(T, "Green Valley Farms", ("banana", 30, 0.6, 1.25)))
R(D, "Hillside Produce invoice 4440: 6 kg strawberries at 2.60/kg, 1 kg rotten on arrival.",
  buy(T, "Hillside Produce", ("strawberry", 6, 2.6, None)), adj(T, "strawberry", -1, "rotten"))
R(D, "ABC invoice A-2050: pears 20 kg at 0.95, oranges 10 kg at 0.92, mangoes 10 kg at 1.48.",
  buy(T, "ABC", ("pear", 20, 0.95, None), ("orange", 10, 0.92, None), ("mango", 10, 1.48, None)))
R(D, "Green Valley, yesterday's delivery, inv GV-138: 14 kg cherries at 2.00, sell at 3.20.",
  buy("2024-02-28", "Green Valley Farms", ("cherry", 14, 2.0, 3.2)))
R(D, "Hillside inv HP-2330, 10 kg apples, total 11.50.", buy(T, "Hillside Produce", ("apple", 10, 1.15, None)))
R(D, "ABC, invoice 7815: 8 kg grapes at 1.80/kg; 500g damaged in transit.",
  buy(T, "ABC", ("grape", 8, 1.8, None)), adj(T, "grape", -0.5, "damaged"))
R(D, "Green Valley Farms inv 5575: 20 kg strawberries @ 2.50, shelf price stays 3.90.",
  buy(T, "Green Valley Farms", ("strawberry", 20, 2.5, 3.9)))
R(D, "Hillside delivered 15 kg oranges on the 20th, invoice HP-2250, 0.90 a kilo.",
  buy("2024-02-20", "Hillside Produce", ("orange", 15, 0.9, None)))
R(D, "Invoice A-2060 from ABC: 10 kg bananas at 0.60 and 10 kg apples at 1.10. Apples to sell at 1.75.",
  buy(T, "ABC", ("banana", 10, 0.6, None), ("apple", 10, 1.1, 1.75)))
R(D, "Green Valley GV-150: mangoes 20 kg, 30.00 total. One kilo was bruised and unsellable.",
  buy(T, "Green Valley Farms", ("mango", 20, 1.5, None)), adj(T, "mango", -1, "damaged"))
R(D, "Hillside, inv 4460: 12 kg pears at 1.00, new price for pears 1.55.", buy(T, "Hillside Produce", ("pear", 12, 1.0, 1.55)))
R(D, "ABC invoice 7830 - 10 kg cherries, 2.00 per kilo.", buy(T, "ABC", ("cherry", 10, 2.0, None)))
R(D, "Green Valley delivery today, invoice 5590: 25 kg oranges at 0.90, 25 kg bananas at 0.60.",
  buy("2024-02-16", "Green Valley Farms", ("orange", 25, 0.9, None), ("banana", 25, 0.6, None)), today="2024-02-16")
R(D, "Hillside invoice HP-2200: 20 kg grapes at 1.80/kg, delivered yesterday.",
  buy("2024-02-11", "Hillside Produce", ("grape", 20, 1.8, None)), today="2024-02-12")
R(D, "ABC invoice A-1990, 10 kg strawberries 25.00 total, sell at 3.90.",
  buy("2024-02-07", "ABC", ("strawberry", 10, 2.5, 3.9)), today="2024-02-07")
R(D, "Green Valley Farms invoice 5600, 10 kg pears at 1.02/kg, 10 kg apples at 1.08/kg.",
  buy(T, "Green Valley Farms", ("pear", 10, 1.02, None), ("apple", 10, 1.08, None)))
R(D, "Hillside HP-2340: 5 kg mangoes at 1.55 a kilo.", buy(T, "Hillside Produce", ("mango", 5, 1.55, None)))
X(D, "Got 12.00 credit from ABC for the returned crates.", "crate credit is not a record")
X(D, "Hillside took back 6 empty crates, credit note CN-88 for 9.00.", "crate credit is not a record")
X(D, "Hillside dropped off 20 kg pears, invoice to follow.", "no unit cost")
X(D, "A few boxes of oranges from Green Valley at 0.90.", "vague quantity")
X(D, "ABC sent 10 crates of apples at 11.00 a crate.", "non-weight unit")
X(D, "Hillside invoice 4470: 5 kg kiwis at 2.00.", "unknown product")
X(D, "Hillside, 7 kg cherries, total 15.00.", "total not exactly divisible into a unit cost")
X(D, "Did Green Valley send the invoice for the mangoes?", "question")
X(D, "Ordering 30 kg strawberries from Green Valley for next week.", "future plan")
X(D, "Green Valley delivery on the 31st, invoice GV-160, 10 kg pears at 1.00.", "impossible date")
X(D, "Green Valley says mangoes are cheap this week, put them at 2.00 till Sunday.", "temporary promotion")
X(D, "I think the ABC invoice was 1.10 a kilo for 20 kg apples but the paper's smudged, could be 1.70.", "writer unsure")
X(D, "Bananas from Hillside, invoice HP-2350, 0.60/kg.", "no quantity")
X(D, "Hillside delivery for tomorrow: 15 kg grapes at 1.80.", "future date")
X(D, "Driver from ABC was late again, third time this month.", "chit-chat")

# ---------------------------------------------------------------- 4. customer-service
C = "customer-service"
R(C, "Zoe brought back what she bought on the 21st.", ret(T, P("Zoe Davis"), "2024-02-21"))
R(C, "Refund Omar for Wednesday's strawberries.", ret(T, P("Omar Haddad"), "2024-02-28"))
R(C, "Refund Raj for Monday's bananas, they were bruised.", ret(T, P("Raj Patel"), "2024-02-26"))
R(C, "Ida returned her pears from yesterday, full refund given.", ret(T, P("Ida Novak"), "2024-02-28"))
R(C, "Bob Smith brought back everything he bought on the 28th.", ret(T, P("Bob Smith"), "2024-02-28"))
R(C, "Luis returned his whole order from Friday.", ret(T, P("Luis Garcia"), "2024-02-23"))
R(C, "Ann Brown returned this morning's oranges, all of them.", ret(T, P("Ann Brown"), T))
R(C, "Ken came back with the mango and pears he bought earlier today, refunded the lot.", ret(T, P("Ken Smith"), T))
R(C, "Sue returned the bananas from Monday.", ret(T, P("Sue Davis"), "2024-02-26"))
R(C, "Tom Lee brought back last Thursday's bananas and grapes, full refund.", ret(T, P("Tom Lee"), "2024-02-22"))
R(C, "Mei Chen returned the cherries from the 17th.", ret(T, P("Mei Chen"), "2024-02-17"))
R(C, "Eva brought back the 2 kg of cherries she got on the 19th.", ret(T, P("Eva Berg"), "2024-02-19"))
R(C, "Refund for Raj Patel - the cherries from Tuesday.", ret(T, P("Raj Patel"), "2024-02-27"))
R(C, "Ann returned the mangoes she got on Friday, said they were stringy.", ret(T, P("Ann Brown"), "2024-02-23"))
R(C, "Zoe brought back what she bought on the 13th.", ret("2024-02-15", P("Zoe Davis"), "2024-02-13"), today="2024-02-15")
R(C, "Refund Omar for Monday's grapes.", ret("2024-02-13", P("Omar Haddad"), "2024-02-12"), today="2024-02-13")
R(C, "Luis Garcia returned the bananas and strawberries from the 6th.", ret("2024-02-08", P("Luis Garcia"), "2024-02-06"), today="2024-02-08")
R(C, "Omar Haddad returned yesterday's pears, they were too hard.", ret("2024-02-22", P("Omar Haddad"), "2024-02-21"), today="2024-02-22")
R(C, "Zoe came back about today's mango, refunded in full.", ret(T, P("Zoe Davis"), T))
R(C, "Ida Novak returned the strawberries and grapes she bought on the 11th.", ret(T, P("Ida Novak"), "2024-02-11"))
NOTE(C, "Mei Chen prefers her bananas slightly green.")
NOTE(C, "Tom Lee's new phone number is 249-555-0187.")
NOTE(C, "Ida Novak is allergic to strawberries, please don't offer her samples.")
NOTE(C, "Raj Patel's email has changed to raj.patel.home@example.com.")
NOTE(C, "Omar Haddad buys for his cafe and likes a call when mangoes come in.")
NOTE(C, "Sue Davis only wants ripe mangoes, she'll bring hard ones back.")
NOTE(C, "Luis Garcia always pays by card.")
NOTE(C, "Eva Berg has a new phone: 555-0163.")
NOTE(C, "Ken Smith's email is now ken.s@example.org.")
NOTE(C, "Ann Brown doesn't want the paper receipt, email only.")
R(C, "New customer Priya Nair, phone 555-0148, bought 2 kilos of apples.",
  sale(T, P("Priya Nair", "555-0148"), ("apple", 2)))
R(C, "Sold 1 kg of grapes to a new lady, Greta Olsen, greta.olsen@example.com.",
  sale(T, P("Greta Olsen", None, "greta.olsen@example.com"), ("grape", 1)))
R(C, "Hugo Martens (new, 312-555-0190, hugo.m@example.net) bought 3 kg oranges and a kilo of pears.",
  sale(T, P("Hugo Martens", "312-555-0190", "hugo.m@example.net"), ("orange", 3), ("pear", 1)))
R(C, "Felix Warren, first time here, took 2.5 kg bananas. Didn't want to leave details.",
  sale(T, P("Felix Warren"), ("banana", 2.5)))
R(C, "Signed up a new customer, Nadia Karim, 555-0171, she bought half a kilo of cherries.",
  sale(T, P("Nadia Karim", "555-0171"), ("cherry", 0.5)))
R(C, "New regular: Oscar Lindqvist, oscar.l@example.com, 1 kg strawberries.",
  sale(T, P("Oscar Lindqvist", None, "oscar.l@example.com"), ("strawberry", 1)))
R(C, "Wendy Fraser bought 1.5 kg mangoes, first visit, phone 415-555-0123.",
  sale(T, P("Wendy Fraser", "415-555-0123"), ("mango", 1.5)))
R(C, "Zoe phoned and then came in for 2 kg of pears.", sale(T, P("Zoe Davis"), ("pear", 2)))
X(C, "Zoe brought back what she bought on the 5th.", "customer had two sales that day")
X(C, "Refund Omar for the grapes he got on Monday.", "no sale that day")
X(C, "Eva returned her oranges and cherries from the 3rd.", "sale already returned")
X(C, "Tom Lee returned 2 of the 5 kg of cherries from Friday.", "partial return")
X(C, "Mei returned the strawberries from Saturday.", "customer had two sales that day")
X(C, "Ken Smith returned the grapes from Tuesday.", "no sale that day")
X(C, "Mrs Davis returned her bananas.", "surname shared by two customers")
X(C, "Bob returned his grapes and cherries from the 18th.", "sale already returned")
X(C, "Ida returned her apples and bananas from yesterday.", "customer had two sales that day", today="2024-02-10")
X(C, "A new guy called Marco bought 2 kilos of cherries.", "new customer without full name")
X(C, "Can you check whether Luis has ever returned anything?", "question")
X(C, "Raj might come back tomorrow to return his mangoes.", "future plan")
X(C, "Ann said she'll probably switch to buying on weekends, not sure yet.", "writer unsure")
X(C, "Customer complained about the queue, I apologised.", "chit-chat")
X(C, "Refund Sue for the pears she bought on the 10th.", "no sale that day")
X(C, "Omar returned what he bought on the 2nd of March.", "future date")
X(C, "Mei brought some stuff back from last week.", "ambiguous date")

Path(__file__).resolve().parent.joinpath("records.jsonl").write_text("".join(json.dumps(l) + "\n" for l in OUT))
print(len(OUT), "lines written")
