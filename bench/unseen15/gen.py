"""Write bench/unseen15/records.jsonl: held-out staff inputs for the records-from-text reader.

Every case below is typed by hand. Run: python3 gen.py && python3 validate_records.py
Format (see validate_records.py): a line with records has keys text/today/records/style;
a line that must be refused has records = null and a short "why".
"""
import json
from pathlib import Path

OUT = Path(__file__).resolve().parent / "records.jsonl"
T = "2024-02-29"  # a Thursday
LINES = []


def D(day):
    return f"2024-02-{day:02d}"


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, name, items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, supplier, items, phone=None, email=None):
    return {"kind": "purchase", "date": date, "supplier": party(supplier, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s}
                      for p, q, c, s in items]}


def ret(date, name, sale_date):
    return {"kind": "return", "date": date, "customer": party(name), "sale_date": sale_date}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


def adj(date, product, q, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": q, "reason": reason}


NOTE = object()


def L(style, text, *records, today=T):
    recs = [{"kind": "note", "date": today, "text": text, "facts": []} if r is NOTE else r for r in records]
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def R(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- till-staff-rushed
S = "till-staff-rushed"
L(S, "tom 2kg apples", sale(T, "Tom Lee", [("apple", 2)]))
L(S, "mei chen 1/2 kilo cherrys", sale(T, "Mei Chen", [("cherry", 0.5)]))
L(S, "eva 500g grapes", sale(T, "Eva Berg", [("grape", 0.5)]))
L(S, "yday raj patel 3 kg bananas", sale(D(28), "Raj Patel", [("banana", 3)]))
L(S, "luis garcia two kilos oranges 2day", sale(T, "Luis Garcia", [("orange", 2)]))
L(S, "ida novak 2lb strawbs", sale(T, "Ida Novak", [("strawberry", 0.907)]))
L(S, "omar 1.5kg mangos @ 2.40", sale(T, "Omar Haddad", [("mango", 1.5)]))
L(S, "ann brown 3kg pears $4.32", sale(T, "Ann Brown", [("pear", 3)]))
L(S, "bob smith 1 kilo bananas 1.20/kg", sale(T, "Bob Smith", [("banana", 1)]))
L(S, "zoe davis 750 g cherries", sale(T, "Zoe Davis", [("cherry", 0.75)]))
L(S, "sue davis hlf kg grapes", sale(T, "Sue Davis", [("grape", 0.5)]))
L(S, "ken smith 4 kg strwberries", sale(T, "Ken Smith", [("strawberry", 4)]))
L(S, "raj 2 kg orngs + 1kg pear", sale(T, "Raj Patel", [("orange", 2), ("pear", 1)]))
L(S, "new cust priya nair 3kg apples ph 555-0199",
  sale(T, "Priya Nair", [("apple", 3)], phone="555-0199"))
L(S, "tom lee 250g cherries paid 0.80", sale(T, "Tom Lee", [("cherry", 0.25)]))
L(S, "mei 1 lb grapes", sale(T, "Mei Chen", [("grape", 0.454)]))
L(S, "eva berg three kilo mango", sale(T, "Eva Berg", [("mango", 3)]))
L(S, "luis 1kg aples 1kg banannas", sale(T, "Luis Garcia", [("apple", 1), ("banana", 1)]))
L(S, "ida 2 kilos pares", sale(T, "Ida Novak", [("pear", 2)]))
L(S, "omar haddad 5 pounds oranges", sale(T, "Omar Haddad", [("orange", 2.268)]))
L(S, "anne brown 1kg strawberrys", sale(T, "Ann Brown", [("strawberry", 1)]))
L(S, "bob smth 2kg mango", sale(T, "Bob Smith", [("mango", 2)]))
L(S, "omr hadad 1kg cherries", sale(T, "Omar Haddad", [("cherry", 1)]))
L(S, "idah novack 1 kg grapes", sale(T, "Ida Novak", [("grape", 1)]))
L(S, "sold 2kg bananas to raj for 2.40 total", sale(T, "Raj Patel", [("banana", 2)]))
L(S, "tom lee 3kg apples charged 5.10", sale(T, "Tom Lee", [("apple", 3)]))
L(S, "zoe davis 1.5 kg pear 1,44 a kilo", sale(T, "Zoe Davis", [("pear", 1.5)]))
L(S, "keN 800g strawberries", sale(T, "Ken Smith", [("strawberry", 0.8)]))
L(S, "yday evening mei chen 2 kg oranges", sale(D(28), "Mei Chen", [("orange", 2)]))
L(S, "sue 3 kg bananas tuesday", sale(D(27), "Sue Davis", [("banana", 3)]))
L(S, "luis garcia 1 pound cherries", sale(T, "Luis Garcia", [("cherry", 0.454)]))
L(S, "ann 1 and a half kilo apples", sale(T, "Ann Brown", [("apple", 1.5)]))
L(S, "raj patel quarter kilo cherries", sale(T, "Raj Patel", [("cherry", 0.25)]))
L(S, "new customer greta holm 2kg pears greta.holm@example.com",
  sale(T, "Greta Holm", [("pear", 2)], email="greta.holm@example.com"))
L(S, "felix okafor new 1kg mango tel 07700 900123",
  sale(T, "Felix Okafor", [("mango", 1)], phone="07700 900123"))
L(S, "eva 2kg bananas @1.20", sale(T, "Eva Berg", [("banana", 2)]))
L(S, "ida 1kg grapes + 500g cherry", sale(T, "Ida Novak", [("grape", 1), ("cherry", 0.5)]))
L(S, "omar 3.5kg apples", sale(T, "Omar Haddad", [("apple", 3.5)]))
L(S, "tom 2 kg strawbs 7.80 paid", sale(T, "Tom Lee", [("strawberry", 2)]))
L(S, "zoe 1 kilo orange", sale(T, "Zoe Davis", [("orange", 1)]))
L(S, "mei chen 6 lbs bananas", sale(T, "Mei Chen", [("banana", 2.722)]))
L(S, "bob 1kg grape monday", sale(D(26), "Bob Smith", [("grape", 1)]))
L(S, "luis 2kg cherries £3.20 a kg", sale(T, "Luis Garcia", [("cherry", 2)]))
L(S, "ken smth 1 kg mango 240p/kg", sale(T, "Ken Smith", [("mango", 1)]))
L(S, "tom lee 2kg pears yday", sale(D(9), "Tom Lee", [("pear", 2)]), today=D(10))
L(S, "luis 1kg mangos 2day", sale(D(14), "Luis Garcia", [("mango", 1)]), today=D(14))
L(S, "ann brown 2 kg banana @ 1.20", sale(D(20), "Ann Brown", [("banana", 2)]), today=D(20))
L(S, "omar haddad 4kg grapes on the 12th", sale(D(12), "Omar Haddad", [("grape", 4)]), today=D(13))

R(S, "tom some apples", "vague quantity")
R(S, "sold 3 apples to mei", "pieces, not a weight")
R(S, "smith 2kg bananas", "ambiguous customer: two Smiths")
R(S, "mrs davis 1kg cherries", "ambiguous customer: two Davises")
R(S, "2kg mango", "no customer")
R(S, "ken 2kg apples @ 1.50", "price differs from shelf price")
R(S, "eva 1kg pineapple", "unknown product")
R(S, "raj 2 punnets strawberries", "unit is not a weight")
R(S, "ida 3 or 4 kg oranges?", "writer unsure of quantity")
R(S, "do we hav any mango left", "question")
R(S, "omar 25 kg mango", "more than stock on hand")
R(S, "bob 2kg pears 30/02", "impossible date")
R(S, "ann 1kg apples on 02/03", "ambiguous date dd/mm or mm/dd")
R(S, "zoe 1kg grapes tmrw", "future date")
R(S, "a bag of cherries for luis", "vague quantity")
R(S, "new cust priya 2kg apples", "new customer without a full name")
R(S, "lol so busy 2day", "chit-chat")
R(S, "ann 10kg strawbs", "more than stock on hand", today=D(15))
R(S, "ken 1kg oranges @ 1.54", "price differs from shelf price", today=D(12))
R(S, "sue 2kg bananas 1.00/kg", "price differs from shelf price")
R(S, "couple kilos pears 4 tom", "vague quantity")
R(S, "mei 2kg apples.. no wait maybe pears", "writer unsure")

# ---------------------------------------------------------------- second-language
S = "second-language"
L(S, "Mister Lee he buy 2 kilo of apple", sale(T, "Tom Lee", [("apple", 2)]))
L(S, "Give to Mei Chen 1 kilo banana", sale(T, "Mei Chen", [("banana", 1)]))
L(S, "Eva Berg take back all what she buy on 19 of February", ret(T, "Eva Berg", D(19)))
L(S, "Customer Raj Patel is buying 3 kilo orange today", sale(T, "Raj Patel", [("orange", 3)]))
L(S, "29 of February, Omar Haddad buy mango 2 kilo", sale(T, "Omar Haddad", [("mango", 2)]))
L(S, "Last Monday Sue Davis buy 1 kilo grape", sale(D(26), "Sue Davis", [("grape", 1)]))
L(S, "Yesterday come Ida Novak, she take 1 kilo of cherry", sale(D(28), "Ida Novak", [("cherry", 1)]))
L(S, "Ann Brown is bring back the orange from this morning, all of it", ret(T, "Ann Brown", T))
L(S, "Luis Garcia return everything from 23 of February", ret(T, "Luis Garcia", D(23)))
L(S, "For Ken Smith I give 2 kilo strawberry", sale(T, "Ken Smith", [("strawberry", 2)]))
L(S, "The lady Zoe Davis buy half kilo of cherry", sale(T, "Zoe Davis", [("cherry", 0.5)]))
L(S, "Bob Smith he want 1 kilo pear, I give him", sale(T, "Bob Smith", [("pear", 1)]))
L(S, "Come new customer, name Nadia Rossi, telephone 555-0142, she buy 2 kilo apple",
  sale(T, "Nadia Rossi", [("apple", 2)], phone="555-0142"))
L(S, "Today arrive from Hillside 20 kilo banana, we pay 0.55 for kilo",
  buy(T, "Hillside Produce", [("banana", 20, 0.55, None)]))
L(S, "Green Valley bring 10 kilo mango, we pay 15 euro for all",
  buy(T, "Green Valley Farms", [("mango", 10, 1.5, None)]))
L(S, "Price of apple now is 1.90", price(T, "apple", 1.9))
L(S, "Banana new price 1.30 from today", price(T, "banana", 1.3))
L(S, "5 kilo of strawberry is spoil, I must throw", adj(T, "strawberry", -5, "spoiled"))
L(S, "Somebody steal 1 kilo of cherry from box outside", adj(T, "cherry", -1, "stolen"))
L(S, "I drop box of grape, 2 kilo is broken", adj(T, "grape", -2, "damaged"))
L(S, "Mei Chen she buy 3 pound of orange", sale(T, "Mei Chen", [("orange", 1.361)]))
L(S, "Tom Lee take back what he buy on 22 of February", ret(T, "Tom Lee", D(22)))
L(S, "Zoe Davis bring back mango what she buy today, everything", ret(T, "Zoe Davis", T))
L(S, "Is sold to Raj Patel 1 kilo and half of banana", sale(T, "Raj Patel", [("banana", 1.5)]))
L(S, "Omar Haddad, 2 kilo grape and 1 kilo cherry, he pay all",
  sale(T, "Omar Haddad", [("grape", 2), ("cherry", 1)]))
L(S, "On Tuesday Ken Smith buy 3 kilo apple", sale(D(27), "Ken Smith", [("apple", 3)]))
L(S, "Eva take 500 gram of strawberry", sale(T, "Eva Berg", [("strawberry", 0.5)]))
L(S, "Ida Novak give back the pear from yesterday, all", ret(T, "Ida Novak", D(28)))
L(S, "Raj Patel return all from 27 of February", ret(T, "Raj Patel", D(27)))
L(S, "Is come from ABC 15 kilo of cherry, cost 2 euro the kilo, we sell for 3.50",
  buy(T, "ABC", [("cherry", 15, 2.0, 3.5)]))
L(S, "Sue Davis buy 2 kilo of banana at 1.20", sale(T, "Sue Davis", [("banana", 2)]))
L(S, "Ann buy 1 kilo mango for 2.40", sale(T, "Ann Brown", [("mango", 1)]))
L(S, "Bob Smith bring back all from 26 of February, the mango", ret(T, "Bob Smith", D(26)))
L(S, "Luis buy 4 kilo of orange", sale(T, "Luis Garcia", [("orange", 4)]))
L(S, "Price for pear is change, now 1.50 every kilo", price(T, "pear", 1.5))
L(S, "I count the apple, is 28 kilo, in computer is 29.5", adj(T, "apple", -1.5, "stock count"))
L(S, "The mango have mould, 1 kilo I throw away", adj(T, "mango", -1, "mouldy"))
L(S, "Today Luis Garcia give back what he buy on 6 of February", ret(D(16), "Luis Garcia", D(6)), today=D(16))
L(S, "Mei Chen buy 2 kilo of apple on 11 of February", sale(D(11), "Mei Chen", [("apple", 2)]), today=D(12))
L(S, "Friday Ida Novak buy 1 kilo strawberry", sale(D(16), "Ida Novak", [("strawberry", 1)]), today=D(20))
L(S, "For the team: Mrs Chen like very much the cherry, when new cherry come keep some for her", NOTE)
L(S, "Note: the big scale is not correct, it show 100 gram more", NOTE)
L(S, "Tomatoes we not sell, please say to customers. Only fruit.", NOTE)

R(S, "Mister Smith buy 2 kilo apple", "ambiguous customer: two Smiths")
R(S, "Davis lady take 1 kilo banana", "ambiguous customer: two Davises")
R(S, "Maybe tomorrow we sell mango more cheap?", "question / plan")
R(S, "He buy 3 apple", "pieces and no customer")
R(S, "Tom Lee give back only 1 kilo of cherry from 23 of February", "partial return")
R(S, "Mei Chen return the thing she buy on 24 of February", "two sales that day")
R(S, "Ken Smith take back what he buy 4 of February", "sale already returned")
R(S, "Ann Brown bring back what she buy on 28 of February", "no such sale")
R(S, "Sell to Eva 2 kilo of kiwi", "unknown product")
R(S, "Raj buy 2 box of orange", "unit is not a weight")
R(S, "Omar buy 2 kilo mango, price 2 euro the kilo", "price differs from shelf price")
R(S, "Banana is cheap only this week, 1 euro", "temporary promotion")
R(S, "Please you delete the sale of Zoe", "instruction to the app")
R(S, "How much pear we have in stock?", "question")
R(S, "Bob Smith buy on 30 of February 1 kilo apple", "impossible date")
R(S, "Next week Green Valley bring strawberry 30 kilo", "future plan")
R(S, "From Hillside come 20 kilo pear", "missing unit cost")
R(S, "Lee buy some cherry", "vague quantity")
R(S, "Luis buy 2 or 3 kilo of grape, I not remember good", "writer unsure")
R(S, "Good morning everybody, today is very cold", "chit-chat")

# ---------------------------------------------------------------- owner-recap
S = "owner-recap"
L(S, "Quiet day. Tom Lee took 2kg apples, then Mei Chen 1kg cherries, and Hillside dropped off 20kg bananas at 0.60 a kilo.",
  sale(T, "Tom Lee", [("apple", 2)]), sale(T, "Mei Chen", [("cherry", 1)]),
  buy(T, "Hillside Produce", [("banana", 20, 0.6, None)]))
L(S, "End of day: sold Raj Patel 3kg oranges and 1kg pears, Green Valley delivered 15kg strawberries for 36.00 total, threw out 2kg mouldy grapes, and apples go up to 1.80 from now on.",
  sale(T, "Raj Patel", [("orange", 3), ("pear", 1)]),
  buy(T, "Green Valley Farms", [("strawberry", 15, 2.4, None)]),
  adj(T, "grape", -2, "mouldy"), price(T, "apple", 1.8))
L(S, "Busy one today, Ann Brown bought 2kg bananas, also Luis had a kilo of mango and later Omar Haddad came back for 1.5kg cherries. Pear price down to 1.40.",
  sale(T, "Ann Brown", [("banana", 2)]), sale(T, "Luis Garcia", [("mango", 1)]),
  sale(T, "Omar Haddad", [("cherry", 1.5)]), price(T, "pear", 1.4))
L(S, "Yesterday I binned 3kg of rotten strawberries, forgot to put it in. Today Eva Berg took 2kg grapes and Ken 1kg oranges.",
  adj(D(28), "strawberry", -3, "rotten"), sale(T, "Eva Berg", [("grape", 2)]), sale(T, "Ken Smith", [("orange", 1)]))
L(S, "Sue Davis returned her bananas from Monday, the whole lot, then bought 2kg apples instead",
  ret(T, "Sue Davis", D(26)), sale(T, "Sue Davis", [("apple", 2)]))
L(S, "ABC came with 25kg apples at 1.05 and 10kg grapes at 1.75 a kilo. Sold Ida 1kg of each after that.",
  buy(T, "ABC", [("apple", 25, 1.05, None), ("grape", 10, 1.75, None)]),
  sale(T, "Ida Novak", [("apple", 1), ("grape", 1)]))
L(S, "Today: Zoe Davis 1kg pears, Bob Smith 2kg bananas, Mei 500g cherries. Someone nicked a kilo of grapes off the front display.",
  sale(T, "Zoe Davis", [("pear", 1)]), sale(T, "Bob Smith", [("banana", 2)]),
  sale(T, "Mei Chen", [("cherry", 0.5)]), adj(T, "grape", -1, "stolen"))
L(S, "Put mangoes up to 2.60 this morning. Omar took 2kg, then Raj 1kg.",
  price(T, "mango", 2.6), sale(T, "Omar Haddad", [("mango", 2)]), sale(T, "Raj Patel", [("mango", 1)]))
L(S, "Write-offs today: 1.5kg bruised pears and 0.5kg mouldy cherries. Otherwise Luis Garcia got 3kg oranges and that was about it",
  adj(T, "pear", -1.5, "damaged"), adj(T, "cherry", -0.5, "mouldy"), sale(T, "Luis Garcia", [("orange", 3)]))
L(S, "Hillside invoice for 30kg oranges came to 27.00 and we're selling them at 1.60 now. Also Ann 2kg apples and Tom 1kg grapes.",
  buy(T, "Hillside Produce", [("orange", 30, 0.9, 1.6)]),
  sale(T, "Ann Brown", [("apple", 2)]), sale(T, "Tom Lee", [("grape", 1)]))
L(S, "Yesterday Ken Smith took 2kg strawberries and Eva 1kg bananas; today just Mei with 1kg apples",
  sale(D(28), "Ken Smith", [("strawberry", 2)]), sale(D(28), "Eva Berg", [("banana", 1)]),
  sale(T, "Mei Chen", [("apple", 1)]))
L(S, "Took back Raj's cherries from Tuesday, full refund, and gave 200g of strawberries away as tasters",
  ret(T, "Raj Patel", D(27)), adj(T, "strawberry", -0.2, "samples"))
L(S, "Sold Omar Haddad 2kg pears and 1kg oranges, Bob 1kg cherries, strawberry price goes to 4.20, and we counted the mangoes, 18 not 19.",
  sale(T, "Omar Haddad", [("pear", 2), ("orange", 1)]), sale(T, "Bob Smith", [("cherry", 1)]),
  price(T, "strawberry", 4.2), adj(T, "mango", -1, "stock count"))
L(S, "Green Valley brought 20kg pears @ 0.95 and 10kg oranges @ 0.85, banana price up to 1.25, and Ida Novak had 2kg pears",
  buy(T, "Green Valley Farms", [("pear", 20, 0.95, None), ("orange", 10, 0.85, None)]),
  price(T, "banana", 1.25), sale(T, "Ida Novak", [("pear", 2)]))
L(S, "Day done. Luis 2kg bananas and 1kg apples, Sue 1kg grapes, then Tom Lee brought back his cherries from Friday",
  sale(T, "Luis Garcia", [("banana", 2), ("apple", 1)]), sale(T, "Sue Davis", [("grape", 1)]),
  ret(T, "Tom Lee", D(23)))
L(S, "Only two customers, Eva Berg 1kg mango and Zoe 2kg bananas, plus 1kg apples went rotten",
  sale(T, "Eva Berg", [("mango", 1)]), sale(T, "Zoe Davis", [("banana", 2)]), adj(T, "apple", -1, "rotten"))
L(S, "morning Ann Brown 1kg oranges, afternoon Ken 1kg cherries and later a new lady, Hanna Lind, 2kg strawberries",
  sale(T, "Ann Brown", [("orange", 1)]), sale(T, "Ken Smith", [("cherry", 1)]),
  sale(T, "Hanna Lind", [("strawberry", 2)]))
L(S, "Grapes to 3.00 a kilo from today, cherries stay as they are. Mei Chen took 1kg grapes after the change.",
  price(T, "grape", 3.0), sale(T, "Mei Chen", [("grape", 1)]))
L(S, "Wednesday recap I forgot to send: Raj 2kg apples, Omar 1kg pears, and Hillside delivered 10kg apples at 1.10",
  sale(D(28), "Raj Patel", [("apple", 2)]), sale(D(28), "Omar Haddad", [("pear", 1)]),
  buy(D(28), "Hillside Produce", [("apple", 10, 1.1, None)]))
L(S, "Today: Ann Brown 1kg apples, Eva 2kg bananas, and Hillside brought 15kg pears, 15.00 on the invoice",
  sale(D(15), "Ann Brown", [("apple", 1)]), sale(D(15), "Eva Berg", [("banana", 2)]),
  buy(D(15), "Hillside Produce", [("pear", 15, 1.0, None)]), today=D(15))
L(S, "Recap for today: Bob Smith 1kg cherries, Raj 2kg grapes, threw 1kg spoiled bananas",
  sale(D(10), "Bob Smith", [("cherry", 1)]), sale(D(10), "Raj Patel", [("grape", 2)]),
  adj(D(10), "banana", -1, "spoiled"), today=D(10))
L(S, "Sold Omar 2kg cherries and Ida 1kg mango, orange price to 1.60, 0.5kg grapes eaten as samples",
  sale(D(22), "Omar Haddad", [("cherry", 2)]), sale(D(22), "Ida Novak", [("mango", 1)]),
  price(D(22), "orange", 1.6), adj(D(22), "grape", -0.5, "samples"), today=D(22))
L(S, "Sunday I forgot: Luis Garcia 2kg grapes. Today Bob 1kg mango and Ann 1kg pears.",
  sale(D(25), "Luis Garcia", [("grape", 2)]), sale(T, "Bob Smith", [("mango", 1)]), sale(T, "Ann Brown", [("pear", 1)]))
L(S, "Zoe 2kg apples, Sue 2kg apples, Ken 2kg apples, apples popular today! Put them up to 1.75 at close.",
  sale(T, "Zoe Davis", [("apple", 2)]), sale(T, "Sue Davis", [("apple", 2)]), sale(T, "Ken Smith", [("apple", 2)]),
  price(T, "apple", 1.75))
L(S, "ABC delivered 12kg mangoes for 18.00 total and they go out at 2.50. Raj took 2kg of them straight away.",
  buy(T, "ABC", [("mango", 12, 1.5, 2.5)]), sale(T, "Raj Patel", [("mango", 2)]))
L(S, "Two returns today: Ida's pears from yesterday and Ann's oranges from this morning. Sold Tom 1kg apples.",
  ret(T, "Ida Novak", D(28)), ret(T, "Ann Brown", T), sale(T, "Tom Lee", [("apple", 1)]))
L(S, "Cherries mouldy again, 1kg out. Strawberries 1kg squashed when a crate dropped. Eva Berg bought 1kg cherries anyway.",
  adj(T, "cherry", -1, "mouldy"), adj(T, "strawberry", -1, "damaged"), sale(T, "Eva Berg", [("cherry", 1)]))
L(S, "Sold Luis 1kg bananas before close, then counted bananas, 30.5 on the shelf vs 29.5 in the system, so plus a kilo.",
  sale(T, "Luis Garcia", [("banana", 1)]), adj(T, "banana", 1, "stock count"))
L(S, "New price for oranges 1.50, pears 1.50 too. Omar took 1kg oranges.",
  price(T, "orange", 1.5), price(T, "pear", 1.5), sale(T, "Omar Haddad", [("orange", 1)]))
L(S, "Quick one: Raj Patel 1kg strawberries, Mei 1kg strawberries, Green Valley 20kg strawberries at 2.45 each kilo",
  sale(T, "Raj Patel", [("strawberry", 1)]), sale(T, "Mei Chen", [("strawberry", 1)]),
  buy(T, "Green Valley Farms", [("strawberry", 20, 2.45, None)]))
L(S, "Today Ken 2kg bananas, and Bob Smith returned Wednesday's order, all of it.",
  sale(T, "Ken Smith", [("banana", 2)]), ret(T, "Bob Smith", D(28)))
L(S, "Recap: Tom 2kg apples, Zoe 1kg oranges, Green Valley 20kg grapes for 36.00 total.",
  sale(D(18), "Tom Lee", [("apple", 2)]), sale(D(18), "Zoe Davis", [("orange", 1)]),
  buy(D(18), "Green Valley Farms", [("grape", 20, 1.8, None)]), today=D(18))
L(S, "Half a kilo of cherries to Zoe, a kilo and a half of pears to Ann, and 3 pounds of bananas to Raj. Long day.",
  sale(T, "Zoe Davis", [("cherry", 0.5)]), sale(T, "Ann Brown", [("pear", 1.5)]), sale(T, "Raj Patel", [("banana", 1.361)]))
L(S, "Not much going on, 1kg grapes stolen from the stall and Ida Novak 2kg oranges, that's all.",
  adj(T, "grape", -1, "stolen"), sale(T, "Ida Novak", [("orange", 2)]))
L(S, "Early start, Hillside 10kg cherries at 2.10 and Green Valley 10kg pears at 1.00, sold Ken 1kg of the new cherries, cherry price now 3.30.",
  buy(T, "Hillside Produce", [("cherry", 10, 2.1, None)]), buy(T, "Green Valley Farms", [("pear", 10, 1.0, None)]),
  sale(T, "Ken Smith", [("cherry", 1)]), price(T, "cherry", 3.3))
L(S, "Thursday last week Zoe took 2kg oranges, never got entered. Today she had 1kg strawberries.",
  sale(D(22), "Zoe Davis", [("orange", 2)]), sale(T, "Zoe Davis", [("strawberry", 1)]))

R(S, "Good day overall, sold loads of stuff, knackered now", "chit-chat, nothing specific")
R(S, "Mei brought back her stuff from Saturday, then bought 1kg apples", "two sales that day to return")
R(S, "Tomorrow I'll put bananas up to 1.30 and order more cherries from ABC", "future plan")
R(S, "Maybe drop the pear price? Sold a few to Ida today anyway", "question and vague quantity")
R(S, "Strawberries 3.50 this weekend only, then back to 3.90", "temporary promotion")
R(S, "Green Valley brought pears, I'll sort the invoice later, and Tom took 1kg apples", "delivery without quantity or cost")
R(S, "Omar took 2kg mango at 2.00 and Eva 1kg grapes", "price differs from shelf price")
R(S, "Raj 20kg grapes, Luis 5kg grapes, big grape day", "more than stock on hand")
R(S, "Ida took 1kg apples and a bunch of bananas", "vague quantity")
R(S, "Sold Ann 2kg kiwis and Tom 1kg apples", "unknown product")
R(S, "Hillside dropped 10 crates of oranges at 9.00 a crate", "unit is not a weight")
R(S, "Ken returned half his mango from this morning, kept the pears", "partial return")
R(S, "Took back Tom's order from the 11th and sold Sue 1kg pears", "sale already returned")
R(S, "Sold Zoe 2kg pears on 31 Feb, sorry for the late entry", "impossible date")
R(S, "Sold Tom 2kg apples and Smith 1kg pears", "ambiguous customer: two Smiths")
R(S, "Can you tell me how much we took today?", "question")

# ---------------------------------------------------------------- backroom
S = "backroom"
L(S, "Hillside in: 25kg pears @ 0.98/kg", buy(T, "Hillside Produce", [("pear", 25, 0.98, None)]))
L(S, "green valley delivery 40kg oranges, invoice 34.00", buy(T, "Green Valley Farms", [("orange", 40, 0.85, None)]))
L(S, "ABC - 20 kg grapes, 1.80 a kilo, shelf 2.90", buy(T, "ABC", [("grape", 20, 1.8, 2.9)]))
L(S, "mangoes: counted 17, system says 19", adj(T, "mango", -2, "stock count"))
L(S, "apples counted 30.5, sys 29.5", adj(T, "apple", 1, "stock count"))
L(S, "binned 2kg mouldy strawberries", adj(T, "strawberry", -2, "mouldy"))
L(S, "3 lb bananas rotten, chucked them", adj(T, "banana", -1.361, "rotten"))
L(S, "dropped a tray of cherries, 1.5 kg lost", adj(T, "cherry", -1.5, "damaged"))
L(S, "250g cherries put out for tasting", adj(T, "cherry", -0.25, "samples"))
L(S, "someone walked off with 1kg mango from the crates outside", adj(T, "mango", -1, "stolen"))
L(S, "Omar Haddad brought back his strawberries from yesterday, refunded in full", ret(T, "Omar Haddad", D(28)))
L(S, "refund: Zoe Davis, her order from the 21st, all of it", ret(T, "Zoe Davis", D(21)))
L(S, "Sue Davis returned the mango from the 22nd, whole bag, full refund", ret(T, "Sue Davis", D(22)))
L(S, "Ken Smith brought back everything he bought on the 17th", ret(T, "Ken Smith", D(17)))
L(S, "return from Eva Berg - sale of the 15th, refunded", ret(T, "Eva Berg", D(15)))
L(S, "Mei Chen returned her cherries from the 17th", ret(T, "Mei Chen", D(17)))
L(S, "Raj Patel: full refund on the 20th's bananas", ret(T, "Raj Patel", D(20)))
L(S, "Luis Garcia brought back the 16th order (bananas+mango), money back", ret(T, "Luis Garcia", D(16)))
L(S, "Ann Brown returned 22nd's stuff, everything, gave her the cash back", ret(T, "Ann Brown", D(22)))
L(S, "Ida Novak refund, whole order from the 16th", ret(T, "Ida Novak", D(16)))
L(S, "Hillside: 15kg strawberries, 2.40/kg, sell at 3.95", buy(T, "Hillside Produce", [("strawberry", 15, 2.4, 3.95)]))
L(S, "Green Valley - 10kg cherry @2.05 + 10kg mango @1.45",
  buy(T, "Green Valley Farms", [("cherry", 10, 2.05, None), ("mango", 10, 1.45, None)]))
L(S, "ABC invoice 55.00 for 50kg apples", buy(T, "ABC", [("apple", 50, 1.1, None)]))
L(S, "delivered by Hillside yesterday: 20 kg bananas at 0.62", buy(D(28), "Hillside Produce", [("banana", 20, 0.62, None)]))
L(S, "bananas counted 29.5, system 30.5", adj(T, "banana", -1, "stock count"))
L(S, "strawberries: counted 31 system 30", adj(T, "strawberry", 1, "stock count"))
L(S, "Note for the team: pears in the cold room are the new batch, sell the old ones first", NOTE)
L(S, "fyi cold room door doesn't close properly, push it hard till it clicks", NOTE)
L(S, "team: ABC want their invoices emailed to abc_sup@example.com from now on", NOTE)
L(S, "reminder for everyone, Omar Haddad likes his mangoes ripe so pick soft ones for him", NOTE)
L(S, "new supplier Orchard Lane Fruit, 10kg apples at 1.00/kg", buy(T, "Orchard Lane Fruit", [("apple", 10, 1.0, None)]))
L(S, "4kg oranges gone mouldy at the bottom of the crate", adj(T, "orange", -4, "mouldy"))
L(S, "pears: 1kg bruised, took them off the shelf", adj(T, "pear", -1, "damaged"))
L(S, "half a kilo of grapes went on tasting today", adj(T, "grape", -0.5, "samples"))
L(S, "ABC in this morning: 10kg cherries for 20.00", buy(D(12), "ABC", [("cherry", 10, 2.0, None)]), today=D(12))
L(S, "Eva Berg returned what she bought on the 10th, full refund", ret(D(12), "Eva Berg", D(10)), today=D(12))
L(S, "counted strawberries 42, system 43", adj(D(20), "strawberry", -1, "stock count"), today=D(20))
L(S, "Zoe Davis brought back the 13th order, all of it", ret(D(20), "Zoe Davis", D(13)), today=D(20))
L(S, "green valley: 20kg orange at 0.88, new shelf price 1.58",
  buy(D(24), "Green Valley Farms", [("orange", 20, 0.88, 1.58)]), today=D(24))
L(S, "Hillside delivery 18 kg grapes, total 33.30", buy(T, "Hillside Produce", [("grape", 18, 1.85, None)]))
L(S, "grapes 2lb rotten, in the bin", adj(T, "grape", -0.907, "rotten"))
L(S, "banana write-off 1.5kg, spoiled", adj(T, "banana", -1.5, "spoiled"))
L(S, "Tom Lee - refund for the 7th, the grapes", ret(T, "Tom Lee", D(7)))
L(S, "Bob Smith returned his order of the 17th (cherries), full refund", ret(T, "Bob Smith", D(17)))
L(S, "mango recount: 20kg on hand, system 19", adj(T, "mango", 1, "stock count"))
L(S, "Note: the green valley van comes at 7 now, not 8", NOTE)
L(S, "shelf price cherries 3.40 from now", price(T, "cherry", 3.4))
L(S, "strawberries go to 4.10 on the board", price(T, "strawberry", 4.1))
L(S, "ABC 10kg pears 9.50 the lot, 10kg bananas 6.00 the lot",
  buy(T, "ABC", [("pear", 10, 0.95, None), ("banana", 10, 0.6, None)]))
L(S, "strawbs counted 29, system 30", adj(D(28), "strawberry", -1, "stock count"), today=D(28))

R(S, "Hillside brought 20kg pears", "missing unit cost")
R(S, "Green Valley: some oranges, 30.00", "vague quantity")
R(S, "counted grapes, seems a bit low", "no count given")
R(S, "Ken Smith returned 1kg of the mango from today", "partial return")
R(S, "Omar returned his order from the 27th", "two sales that day")
R(S, "Raj refund for the 25th", "two sales that day")
R(S, "Bob Smith returned the 18th order", "sale already returned")
R(S, "Eva Berg return from the 3rd, full refund", "sale already returned")
R(S, "Sue Davis returned stuff from the 21st", "no such sale")
R(S, "Davis returned her bananas from the 26th", "ambiguous customer: two Davises")
R(S, "write off 2 boxes of strawberries", "unit is not a weight")
R(S, "should we order more cherries?", "question")
R(S, "order 30kg bananas from hillside for next week", "future plan")
R(S, "3 or 4 kg apples went off?", "writer unsure")
R(S, "kiwis 2kg mouldy", "unknown product")
R(S, "ABC delivery tomorrow 20kg apples at 1.10", "future date")
R(S, "change the system so returns show in red", "instruction to the app")
R(S, "delete yesterday's write-off pls", "instruction to the app")
R(S, "write off 30kg mango rotten", "more than stock on hand")
R(S, "Green Valley 10kg cherries, price tbc", "missing unit cost")
R(S, "20kg apples from ABC on 2024-03-01, 1.10 a kilo", "future date")
R(S, "Mei Chen refund", "no sale date")
R(S, "Ida Novak brought back her order from the 11th", "future date", today=D(10))
R(S, "Tom Lee returned the grapes from the 22nd", "future date", today=D(21))

with OUT.open("w") as f:
    for line in LINES:
        f.write(json.dumps(line, ensure_ascii=False) + "\n")
print(f"wrote {len(LINES)} lines to {OUT}")
