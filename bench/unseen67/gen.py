"""Write bench/unseen67/records.jsonl: held-out typed shop messages for the records reader.

Every input text below is typed by hand. The helpers only build the expected record dicts.
Stock figures and prices were worked out from resources/demo/fruitshop_month.jsonl with
throwaway scripts outside this folder, and are typed in as plain numbers.
"""
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
T = "2024-02-29"  # a Thursday
Y = "2024-02-28"
LB = 0.45359237


def d(day):
    return f"2024-02-{day:02d}"


def lb(x):
    return round(x * LB, 3)


def party(name, phone=None, email=None):
    return {"name": name, "phone": phone, "email": email}


def sale(date, name, *items, phone=None, email=None):
    return {"kind": "sale", "date": date, "customer": party(name, phone, email),
            "items": [{"product": p, "quantity": q} for p, q in items]}


def buy(date, name, *items, phone=None, email=None):
    return {"kind": "purchase", "date": date, "supplier": party(name, phone, email),
            "items": [{"product": p, "quantity": q, "unit_cost": c, "selling_price": s} for p, q, c, s in items]}


def ret(date, name, sale_date):
    return {"kind": "return", "date": date, "customer": party(name), "sale_date": sale_date}


def adj(date, product, qty, reason):
    return {"kind": "stock_adjustment", "date": date, "product": product, "quantity": qty, "reason": reason}


def price(date, product, p):
    return {"kind": "price_change", "date": date, "product": product, "selling_price": p}


NOTE = "note"
LINES = []


def L(style, text, records, today=T):
    recs = [{"kind": "note", "date": today, "text": text, "facts": []} if r == NOTE else r for r in records]
    LINES.append({"text": text, "today": today, "records": recs, "style": style})


def R(style, text, why, today=T):
    LINES.append({"text": text, "today": today, "records": None, "why": why, "style": style})


# ---------------------------------------------------------------- owner_on_the_bus
S = "owner_on_the_bus"
L(S, "ok so this morning ken smith came back and returned everything he bought earlier the mango and the pears all of "
     "it and then ida novack took 2 kilos of grapes also green valley dropped off 20 kilos of oranges at 90 cents a kilo",
  [ret(T, "Ken Smith", T), sale(T, "Ida Novak", ("grape", 2)),
   buy(T, "Green Valley Farms", ("orange", 20, 0.9, None))])
L(S, "omar hadad was in first thing 3 kilos of cherries and 2 of apples and then tom lee had a kilo of bananas thats "
     "it for now",
  [sale(T, "Omar Haddad", ("cherry", 3), ("apple", 2)), sale(T, "Tom Lee", ("banana", 1))])
L(S, "on the bus now so quickly yesterday hillside produce brought 30 kilos of pears at 1 dollar a kilo sell them at "
     "1.50 and also this morning i found 2 kilos of them bruised so write those off",
  [buy(Y, "Hillside Produce", ("pear", 30, 1.0, 1.5)), adj(T, "pear", -2, "damaged")])
L(S, "and then raj came in and wanted 5 kilos of mangoes and i said we only got like 19 left so fine gave him 5",
  [sale(T, "Raj Patel", ("mango", 5))])
L(S, "also remember the walk-in fridge is making that noise again need to call the guy", [NOTE])
R(S, "put bob smith down for 3 kilos of strawberries tomorrow he pays when he picks them up",
  "future date (tomorrow)")
R(S, "ok what did we sell most of this week i forgot", "question, nothing to record")
L(S, "mei chen bought 2 and a half kilos of strawberries and a kilo of cherries and she paid 12.95",
  [sale(T, "Mei Chen", ("strawberry", 2.5), ("cherry", 1))])
L(S, "eva burg 4 kilos of oranges at 1.54 and then sue davis 2 kilos bananas",
  [sale(T, "Eva Berg", ("orange", 4)), sale(T, "Sue Davis", ("banana", 2))])
R(S, "bob smith brought back the strawberries from yesterday said they were too soft gave him his money back",
  "partial return (his sale that day also had apples)")
L(S, "zoe brought her mango back from this morning the whole thing said it was too ripe",
  [ret(T, "Zoe Davis", T)])
R(S, "mrs davis took 2 kilos of apples and paid cash", "ambiguous customer (Zoe Davis or Sue Davis)")
L(S, "also i counted the apples before i left theres only 27 kilos",
  [adj(T, "apple", -2.5, "stock count")])
L(S, "the day before yesterday 3 kilos of grapes went mouldy i forgot to put it in",
  [adj(d(27), "grape", -3, "mouldy")])
R(S, "forget what i said about the mangoes earlier dont put anything in", "cancellation")
L(S, "ok new customer grace okafor her number is 312-555-0188 she took 3 kilos of oranges and a kilo of pears",
  [sale(T, "Grace Okafor", ("orange", 3), ("pear", 1), phone="312-555-0188")])
R(S, "a lady called priya bought 2 kilos of grapes shes new", "new customer without a surname")
L(S, "put the bananas up to 1.30 from today and the strawberries down to 3.50",
  [price(T, "banana", 1.3), price(T, "strawberry", 3.5)])
R(S, "sold luis 6 punnets of strawberries", "punnets without a weight")
L(S, "on monday we got 40 kilos of apples from abc at 1.10 a kilo and i never put it in",
  [buy(d(26), "ABC", ("apple", 40, 1.1, None))])
L(S, "oh and omar had 4 kilos of mangoes and 4 kilos of oranges for the restaurant",
  [sale(T, "Omar Haddad", ("mango", 4), ("orange", 4))])
L(S, "ida novak came back with the pears she bought yesterday all 2 and a half kilos of them",
  [ret(T, "Ida Novak", Y)])
L(S, "tom lee 1 and a half kilos of grapes and ann brown 2 kilos of cherries and then omar 3 pounds of apples",
  [sale(T, "Tom Lee", ("grape", 1.5)), sale(T, "Ann Brown", ("cherry", 2)), sale(T, "Omar Haddad", ("apple", lb(3)))])
L(S, "tom lee picked up 2 kilos of oranges and 2 kilos of pears on his way to work",
  [sale(T, "Tom Lee", ("orange", 2), ("pear", 2))])
L(S, "green valley farms brought cherries 20 kilos at 2 and mangoes 15 kilos at 1.60 paid them 64 total",
  [buy(T, "Green Valley Farms", ("cherry", 20, 2.0, None), ("mango", 15, 1.6, None))])
R(S, "sold 35 kilos of pears to luis garcia for his restaurant", "sale beyond stock (21 kg of pears)")
L(S, "3 days ago someone nicked a kilo of cherries from the front display just realised",
  [adj(d(26), "cherry", -1, "stolen")])
R(S, "raj took 4 kilos of oranges i let him have them for 5 dollars since hes a regular",
  "discount (4 kg oranges is 6.16)")
L(S, "sold a kilo and a half of pears to ken smith and he paid 2.16", [sale(T, "Ken Smith", ("pear", 1.5))])
L(S, "fyi the council is doing roadworks outside from the 4th so deliveries might have to come round the back", [NOTE])
R(S, "hows the stock looking on mangoes", "question, nothing to record")
L(S, "also half a kilo of strawberries went to the tasting table this morning",
  [adj(T, "strawberry", -0.5, "samples")])
L(S, "louis garcia came in 2 kilos of bananas 2 kilos of oranges and a kilo of grapes and he paid 8.28",
  [sale(T, "Luis Garcia", ("banana", 2), ("orange", 2), ("grape", 1))])
R(S, "sue davis 3 kilos of mangoes that was 6.50", "stated total disagrees (3 kg mango is 7.20)")
L(S, "and then last thursday we had 2 kilos of oranges go mouldy in the bottom of the crate",
  [adj(d(22), "orange", -2, "mouldy")])
R(S, "stock count on the 31st apples 25", "impossible date (31 February)")
L(S, "new supplier today marco bellini brought 10 kilos of grapes at 1.70 a kilo and 10 kilos of mangoes at 1.40 his "
     "email is marco@bellinifruit.example",
  [buy(T, "Marco Bellini", ("grape", 10, 1.7, None), ("mango", 10, 1.4, None), email="marco@bellinifruit.example")])
L(S, "and then eva had 3 kilos of grapes", [sale(T, "Eva Berg", ("grape", 3))])
R(S, "omar brought back what he bought on tuesday", "return: Omar Haddad had two sales on 27 Feb")
L(S, "sold raj patell 250 grams of cherries and 750 grams of grapes",
  [sale(T, "Raj Patel", ("cherry", 0.25), ("grape", 0.75))])
R(S, "mango price going up to 2.80 next week", "future date (next week)")
L(S, "also the strawberries are 3.90 still but pears i dropped to 1.35 this morning", [price(T, "pear", 1.35)])
R(S, "hi its me again sorry about all the messages the bus is so slow today", "chit-chat, nothing to record")
L(S, "ken smith bought 5 kilos of apples and 3 kilos of oranges",
  [sale(d(20), "Ken Smith", ("apple", 5), ("orange", 3))], today=d(20))
R(S, "gave ann brown 2 kilos of bananas for free because shes been waiting ages", "free goods")
L(S, "hillside produce came with 25 kilos of bananas at 70 cents and 20 kilos of oranges at 95 cents sell the oranges "
     "at 1.60",
  [buy(T, "Hillside Produce", ("banana", 25, 0.7, None), ("orange", 20, 0.95, 1.6))])
L(S, "yesterday we had 4 kilos of strawberries go rotten and then 1 kilo of pears too",
  [adj(Y, "strawberry", -4, "rotten"), adj(Y, "pear", -1, "rotten")])
L(S, "on the 23rd we got apples in from abc 20 kilos at 1.10 never put it in",
  [buy(d(23), "ABC", ("apple", 20, 1.1, None))])
L(S, "oh and may chen picked up 3 kilos of grapes and a kilo of mangoes paid 10.80",
  [sale(T, "Mei Chen", ("grape", 3), ("mango", 1))])
L(S, "dont forget the cherry delivery from green valley is due early so someone needs to be there at 6", [NOTE])
R(S, "returned tom lees oranges from the 11th", "return: that sale was already returned on 26 Feb")
L(S, "raj brought back the cherries he had on tuesday 2 kilos he said they were split",
  [ret(T, "Raj Patel", d(27))])
L(S, "counted the bananas and oranges at closing yesterday bananas 28 and oranges 25",
  [adj(Y, "banana", -2.5, "stock count"), adj(Y, "orange", -2, "stock count")])
R(S, "sold 3 boxes of apples to luis for the cafe", "boxes without a weight")
L(S, "so then bob smith came in again and took 2 kilos of mango and a kilo of grapes",
  [sale(T, "Bob Smith", ("mango", 2), ("grape", 1))])
R(S, "we had a delivery of pears on 02/03 from hillside 20 kilos at 1", "ambiguous date (02/03)")
L(S, "oh and i sold 10 pounds of oranges to luis garcia", [sale(T, "Luis Garcia", ("orange", lb(10)))])
R(S, "omar took 15 kilos of mango and then luis took 6 kilos of mango",
  "sale beyond stock (21 kg of mango asked, 19 kg in stock)")
L(S, "abc dropped off 30 kilos of apples and i paid 36 dollars for the lot and sold zoe 2 kilos of them straight away",
  [buy(T, "ABC", ("apple", 30, 1.2, None)), sale(T, "Zoe Davis", ("apple", 2))])
R(S, "could you change it so it shows the prices in pounds instead of dollars", "request to change the app")
L(S, "also grapes up to 3 dollars a kilo from this morning", [price(d(12), "grape", 3.0)], today=d(12))
L(S, "sue davis had 2 kilos of pears and a kilo and a half of bananas also 500 grams of cherries",
  [sale(T, "Sue Davis", ("pear", 2), ("banana", 1.5), ("cherry", 0.5))])
L(S, "oh and sue davis came in for a kilo of bananas and half a kilo of grapes",
  [sale(T, "Sue Davis", ("banana", 1), ("grape", 0.5))])
L(S, "and then on the 26th someone dropped a tray of cherries 1.5 kilos all squashed",
  [adj(d(26), "cherry", -1.5, "damaged")])
L(S, "last thing henry walsh new guy from the flats took 4 kilos of bananas his email is henry.walsh@mailbox.example",
  [sale(T, "Henry Walsh", ("banana", 4), email="henry.walsh@mailbox.example")])
R(S, "the mangoes from marco are the best weve had by the way", "chit-chat, nothing to record")

# ---------------------------------------------------------------- checklist_keeper
S = "checklist_keeper"
L(S, "Deliveries:\n- Green Valley Farms, strawberries 20 kg @ 2.50\n- ABC, grapes 15 kg @ 1.80\nSales:\n"
     "- Mei Chen, 2 kg grapes\n- Tom Lee, 1 kg strawberries",
  [buy(T, "Green Valley Farms", ("strawberry", 20, 2.5, None)), buy(T, "ABC", ("grape", 15, 1.8, None)),
   sale(T, "Mei Chen", ("grape", 2)), sale(T, "Tom Lee", ("strawberry", 1))])
L(S, "Waste:\n1. pears 1.5 kg rotten\n2. bananas 2 kg spoiled\n3. cherries 0.5 kg mouldy",
  [adj(d(10), "pear", -1.5, "rotten"), adj(d(10), "banana", -2, "spoiled"), adj(d(10), "cherry", -0.5, "mouldy")],
  today=d(10))
L(S, "Sales 28/2:\n- Raj Patel 3 kg apples\n- Ann Brown 2 kg oranges",
  [sale(Y, "Raj Patel", ("apple", 3)), sale(Y, "Ann Brown", ("orange", 2))])
R(S, "Sales:\n- Mr Smith 2 kg bananas\n- Eva 1 kg cherries", "ambiguous customer (Bob Smith or Ken Smith)")
L(S, "Price changes:\n- mango 2.60\n- orange 1.60\n- apple stays",
  [price(T, "mango", 2.6), price(T, "orange", 1.6)])
L(S, "Stock count (end of day):\napples 28\ncherries 57\ngrapes 24\nmango 18",
  [adj(T, "apple", -1.5, "stock count"), adj(T, "cherry", -2.5, "stock count"), adj(T, "mango", -1, "stock count")])
R(S, "Returns:\n- Mei Chen, her strawberries from 24 Feb",
  "return: Mei Chen had two sales on 24 Feb (and this is only part of one)")
L(S, "Returns:\n1. Luis Garcia - whole order from 23 Feb (oranges + grapes)", [ret(T, "Luis Garcia", d(23))])
L(S, "To do:\n- ring Hillside about the banana invoice\n- order more paper bags", [NOTE])
L(S, "Deliveries:\n- Hillside Produce: 12 kg mango at 1.55/kg, sell at 2.50",
  [buy(T, "Hillside Produce", ("mango", 12, 1.55, 2.5))])
L(S, "Sales:\n- Zoe 1kg apples\n- Omar 2kg pears\n- Ida 2.5kg cherries\n- Ken 500g strawberries",
  [sale(d(24), "Zoe Davis", ("apple", 1)), sale(d(24), "Omar Haddad", ("pear", 2)),
   sale(d(24), "Ida Novak", ("cherry", 2.5)), sale(d(24), "Ken Smith", ("strawberry", 0.5))], today=d(24))
R(S, "Sales:\n- Tom Lee 6 bananas\n- Ann Brown 1 kg pears", "counted pieces without a weight (6 bananas)")
L(S, "Waste:\n- strawberries 1 kg (customer samples)\n- grapes 750 g dropped on floor",
  [adj(T, "strawberry", -1, "samples"), adj(T, "grape", -0.75, "damaged")])
L(S, "Yesterday:\n- sold Luis Garcia 3 kg mango\n- 2 kg apples damaged in delivery",
  [sale(Y, "Luis Garcia", ("mango", 3)), adj(Y, "apple", -2, "damaged")])
R(S, "Deliveries:\n- Green Valley Farms: 5 crates oranges @ 12 per crate", "crates without a weight")
L(S, "1) Ann Brown - 2 kg cherries - 6.40\n2) Bob Smith - 1.5 kg grapes - 4.20",
  [sale(T, "Ann Brown", ("cherry", 2)), sale(T, "Bob Smith", ("grape", 1.5))])
R(S, "Sales:\n- Raj Patel 2 kg strawberries @ 3.50", "stated price disagrees (strawberries are 3.90)")
L(S, "Notes:\n- Omar Haddad says he'll want extra mango for Eid, ask him how much\n- new scales arriving next week",
  [NOTE])
L(S, "26/02 stock count\n- pears 29\n- bananas 31",
  [adj(d(26), "pear", -1.5, "stock count"), adj(d(26), "banana", -1.5, "stock count")])
R(S, "Sales 30/02:\n- Eva Berg 2 kg grapes", "impossible date (30 February)")
L(S, "Sales:\n- Sue Davis 2 lb cherries\n- Mei Chen 3 lb grapes",
  [sale(T, "Sue Davis", ("cherry", lb(2))), sale(T, "Mei Chen", ("grape", lb(3)))])
L(S, "Deliveries:\n- new supplier: Sunny Acres Farm, 555-0142\n  pears 25 kg @ 0.95\n  apples 20 kg @ 1.05",
  [buy(T, "Sunny Acres Farm", ("pear", 25, 0.95, None), ("apple", 20, 1.05, None), phone="555-0142")])
L(S, "Returns:\n- Sue Davis, bananas bought Mon 26th, full amount", [ret(T, "Sue Davis", d(26))])
R(S, "Returns:\n- Tom Lee - his oranges from 11 Feb", "return: that sale was already returned on 26 Feb")
L(S, "Price change 27/2: strawberries 3.60", [price(d(27), "strawberry", 3.6)])
L(S, "Sales:\n- Omar Haddad: 3 kg oranges, 2 kg bananas, 1 kg apples\n  paid 8.72",
  [sale(T, "Omar Haddad", ("orange", 3), ("banana", 2), ("apple", 1))])
R(S, "Sales:\n- Eva Berg 3 kg mango\n- (Eva got 10% off, loyalty)", "discount")
L(S, "Waste 27/2:\n- mango 1 kg rotten\n- orange 1 kg rotten",
  [adj(d(27), "mango", -1, "rotten"), adj(d(27), "orange", -1, "rotten")])
R(S, "Deliveries 1/3:\n- ABC apples 20 kg @ 1.10", "future date (1 March)")
L(S, "Sales:\n- Luis Garcia — 2 kg pears, 2 kg bananas\n- Ida Novac — 1.5 kg oranges\n- Ken Smith — 4 kg strawberries",
  [sale(T, "Luis Garcia", ("pear", 2), ("banana", 2)), sale(T, "Ida Novak", ("orange", 1.5)),
   sale(T, "Ken Smith", ("strawberry", 4))])
L(S, "Deliveries:\n1. ABC - cherries 10 kg, paid 21.00\n2. Hillside Produce - grapes 10 kg, paid 19.00",
  [buy(T, "ABC", ("cherry", 10, 2.1, None)), buy(T, "Hillside Produce", ("grape", 10, 1.9, None))])
R(S, "Questions:\n- how much did we make on cherries this month?", "question, nothing to record")
L(S, "New customer:\n- Fatima Rahman, fatima.rahman@post.example, 2 kg apples, 1 kg mango",
  [sale(T, "Fatima Rahman", ("apple", 2), ("mango", 1), email="fatima.rahman@post.example")])
R(S, "New customer:\n- Jonas (didn't get surname) 2 kg oranges", "new customer without a surname")
L(S, "Sales (Tue):\n- Raj Patel 2 kg grapes", [sale(d(27), "Raj Patel", ("grape", 2))])
L(S, "Waste:\n- strawberries 2 kg (went soft / spoiled)\n- bananas 1 kg (stolen from outside display)",
  [adj(T, "strawberry", -2, "spoiled"), adj(T, "banana", -1, "stolen")])
L(S, "Stock count 24 Feb:\n- oranges 21\n- strawberries 37.5",
  [adj(d(24), "orange", -1, "stock count"), adj(d(24), "strawberry", -0.5, "stock count")])
R(S, "- Zoe Davis 2 kg apples\n- Bob Smith 40 kg apples\n- Ken Smith 1 kg apples",
  "sale beyond stock (43 kg of apples asked, 29.5 kg in stock)")
L(S, "Today:\n- Green Valley Farms delivered 20 kg strawberries @ 2.40, shelf price 3.80",
  [buy(T, "Green Valley Farms", ("strawberry", 20, 2.4, 3.8))])
L(S, "Sales:\n- Ann Brown: half a kilo of cherries\n- Tom Lee: one and a half kilo of grapes",
  [sale(T, "Ann Brown", ("cherry", 0.5)), sale(T, "Tom Lee", ("grape", 1.5))])
R(S, "Returns:\n- Ann Brown, 1 kg of the oranges she bought this morning (kept the other kg)", "partial return")
L(S, "Sales 27 Feb:\n- Luis Garcia 2 kg mango\n- Bob Smith 1 kg strawberries",
  [sale(d(27), "Luis Garcia", ("mango", 2)), sale(d(27), "Bob Smith", ("strawberry", 1))])
R(S, "Cancel:\n- ignore the list I sent before, it was wrong", "cancellation")
L(S, "Deliveries:\n- Hillside Produce: oranges 30 kg, total 27.00, sell at 1.50",
  [buy(T, "Hillside Produce", ("orange", 30, 0.9, 1.5))])
L(S, "Price changes (Monday):\n- cherries 3.40\n- grapes 3.00",
  [price(d(26), "cherry", 3.4), price(d(26), "grape", 3.0)])
L(S, "Sales:\n1. Priya Nair (new) 2 kg bananas + 1 kg mango, tel 415-555-0199",
  [sale(T, "Priya Nair", ("banana", 2), ("mango", 1), phone="415-555-0199")])
L(S, "Sales:\n- Omar 3 kg strawberries\n- Mei 2 kg pears",
  [sale(T, "Omar Haddad", ("strawberry", 3)), sale(T, "Mei Chen", ("pear", 2))])
L(S, "Waste yesterday:\n- grapes 1 kg mouldy", [adj(Y, "grape", -1, "mouldy")])
L(S, "Reminder:\n- Luis Garcia pays on account, settle at month end", [NOTE])
R(S, "- Eva Berg 2 kg oranges\n- Eva Berg return (oranges from 3 Feb)",
  "return: that sale was already returned on 7 Feb")
L(S, "Returns:\n- Omar Haddad: 2 kg strawberries from yesterday (full sale)", [ret(T, "Omar Haddad", Y)])
R(S, "Sales 03/02:\n- Ken Smith 2 kg pears", "ambiguous date (03/02)")
L(S, "Deliveries:\n- Green Valley Farms: 10 kg pears @ 1.00\nSales:\n- Luis Garcia 28 kg pears (café order)",
  [buy(T, "Green Valley Farms", ("pear", 10, 1.0, None)), sale(T, "Luis Garcia", ("pear", 28))])
L(S, "- Tom Lee 2kg bananas $2.40\n- Ida Novak 1kg pears $1.44\n- Ann Brown 3kg apples $5.10",
  [sale(T, "Tom Lee", ("banana", 2)), sale(T, "Ida Novak", ("pear", 1)), sale(T, "Ann Brown", ("apple", 3))])
R(S, "Sales:\n- Raj Patel 2 kg grapes, half price (end of day)", "half price")
L(S, "Stock count, this morning:\nstrawberries 28", [adj(T, "strawberry", -2, "stock count")])
L(S, "Deliveries 23/2:\n- Marta Kowalczyk (new grower) cherries 8 kg @ 2.20, marta.k@orchardmail.example",
  [buy(d(23), "Marta Kowalczyk", ("cherry", 8, 2.2, None), email="marta.k@orchardmail.example")])
R(S, "Deliveries:\n- 'the Polish lady' — 10 kg cherries @ 2.00", "new supplier without a name")
L(S, "Sales:\n- Oscar Fleming (new, lives next to Mei) 1 kg oranges, 555-0173",
  [sale(T, "Oscar Fleming", ("orange", 1), phone="555-0173")])
L(S, "Waste (sat):\n- pears 1 kg rotten", [adj(d(24), "pear", -1, "rotten")])
R(S, "Sales:\n- Zoe Davis 3 kg cherries\n- Bob Smith 2 kg cherries — charged 6.00",
  "stated total disagrees (2 kg cherries is 6.40)")
L(S, "Price change:\n- bananas back to 1.00 from yesterday", [price(Y, "banana", 1.0)])
R(S, "Settings:\n- please add kiwi to the product list", "request to change the app")
L(S, "Sales:\n- Eva Berg, 2 kg cherries + 2 kg mango, total 11.20",
  [sale(T, "Eva Berg", ("cherry", 2), ("mango", 2))])
L(S, "Deliveries:\n- ABC: 20 kg bananas @ 0.65, 15 kg grapes @ 1.85, sell grapes at 2.90",
  [buy(T, "ABC", ("banana", 20, 0.65, None), ("grape", 15, 1.85, 2.9))])
L(S, "Stock count tonight:\n- grapes 30\n- cherries 31",
  [adj(d(17), "grape", -1, "stock count"), adj(d(17), "cherry", -0.5, "stock count")], today=d(17))

# ---------------------------------------------------------------- polite_pensioner_helper
S = "polite_pensioner_helper"
L(S, "Good morning. I have taken the liberty of recording that Mrs Chen purchased two kilograms of pears this "
     "morning. She was, as always, very pleasant.", [sale(T, "Mei Chen", ("pear", 2))])
L(S, "I hope you don't mind, but I have taken the liberty of writing off one kilogram of strawberries which had "
     "regrettably become rather mouldy.", [adj(d(16), "strawberry", -1, "mouldy")], today=d(16))
L(S, "Dear all, Mr Haddad kindly came in and purchased three kilograms of oranges and a kilogram of bananas. He paid "
     "5.82, which I believe is correct.", [sale(T, "Omar Haddad", ("orange", 3), ("banana", 1))])
R(S, "I wonder whether it might be possible for someone to show me how to print the day's sales? I should be most "
     "grateful.", "question / request about the app")
L(S, "I have taken the liberty of noting that a delivery arrived from Green Valley Farms: twenty kilograms of apples "
     "at one dollar and fifteen cents per kilogram. I did not alter the shelf price.",
  [buy(T, "Green Valley Farms", ("apple", 20, 1.15, None))])
R(S, "Mr Smith came in and bought two kilograms of grapes. I am afraid I did not catch whether it was the older or "
     "the younger Mr Smith.", "ambiguous customer (Bob Smith or Ken Smith)")
L(S, "I thought you ought to know that a gentleman by the name of Walter Quinn, who is new to us, bought one and a "
     "half kilograms of cherries. He left his telephone number, which is 207-555-0134.",
  [sale(T, "Walter Quinn", ("cherry", 1.5), phone="207-555-0134")])
R(S, "If I may, I should like to mention that the young lady, Miss Davis, bought a kilogram of mango.",
  "ambiguous customer (Zoe Davis or Sue Davis)")
L(S, "I have taken the liberty of counting the mangoes before closing, and I make it seventeen kilograms.",
  [adj(T, "mango", -2, "stock count")])
L(S, "Please forgive the late message. Yesterday afternoon Mrs Novak returned the pears she had bought earlier that "
     "same day, all of them, and I gave her the money back.", [ret(Y, "Ida Novak", Y)])
R(S, "I am terribly sorry, I seem to have pressed the wrong button earlier. Could you please disregard my previous "
     "message?", "cancellation")
L(S, "Mr Patel asked me to let you know that he bought two kilograms of strawberries and one kilogram of grapes on "
     "Sunday. I have taken the liberty of entering it for him now.",
  [sale(d(25), "Raj Patel", ("strawberry", 2), ("grape", 1))])
L(S, "I have taken the liberty of putting the price of mangoes up to two dollars and sixty cents, as we discussed.",
  [price(T, "mango", 2.6)])
R(S, "Mrs Brown has asked whether she might buy three kilograms of cherries tomorrow; I have taken the liberty of "
     "entering the sale in advance.", "future date (tomorrow)")
L(S, "I do hope this is in order: Mr Lee returned the whole of his purchase from Friday, the cherries, as they had "
     "split.", [ret(T, "Tom Lee", d(23))])
L(S, "Good afternoon. Hillside Produce delivered fifteen kilograms of pears this morning at ninety-five cents per "
     "kilogram, and I have priced them at one dollar fifty on the shelf.",
  [buy(T, "Hillside Produce", ("pear", 15, 0.95, 1.5))])
R(S, "Mrs Berg bought some apples, I believe around two or three kilograms. I am so sorry, I did not write it down.",
  "quantity not known")
L(S, "I have taken the liberty of setting aside half a kilogram of cherries and half a kilogram of grapes for "
     "tasting samples today.", [adj(T, "cherry", -0.5, "samples"), adj(T, "grape", -0.5, "samples")])
L(S, "Mrs Garcia—no, I do beg your pardon, Mr Garcia—bought two kilograms of bananas and two kilograms of apples.",
  [sale(T, "Luis Garcia", ("banana", 2), ("apple", 2))])
L(S, "Just so you are aware, the lady from the bakery next door says her ovens will be off next week, so she won't "
     "need her usual apples.", [NOTE])
R(S, "Mr Patel has returned the things he purchased on Sunday; I gave him a full refund.",
  "return: Raj Patel had two sales on 25 Feb")
L(S, "I have taken the liberty of recording a sale to Miss Zoe Davis of three pounds of strawberries.",
  [sale(T, "Zoe Davis", ("strawberry", lb(3)))])
L(S, "Forgive me for troubling you, but one kilogram of bananas has gone quite black and I have set it aside as "
     "spoiled.", [adj(T, "banana", -1, "spoiled")])
R(S, "Mrs Chen was kind enough to buy four punnets of strawberries.", "punnets without a weight")
L(S, "I have taken the liberty of entering a delivery from a new supplier, Mr Tobias Reed, who brought twelve "
     "kilograms of apples at one dollar per kilogram. His e-mail is tobias@reedsorchard.example.",
  [buy(T, "Tobias Reed", ("apple", 12, 1.0, None), email="tobias@reedsorchard.example")])
L(S, "Good morning. I'm afraid that on Tuesday two kilograms of oranges were damaged when a crate fell from the "
     "trolley. I have only now found the time to enter it.", [adj(d(27), "orange", -2, "damaged")])
R(S, "Mr Haddad bought two kilograms of cherries, and as he is such a good customer I took the liberty of giving him "
     "ten per cent off.", "discount")
L(S, "I should mention that Mrs Davis—Sue, that is—bought two kilograms of oranges and paid three dollars and eight "
     "cents.", [sale(T, "Sue Davis", ("orange", 2))])
L(S, "I have taken the liberty of reducing the price of cherries to three dollars, as they are not quite as fresh as "
     "they were.", [price(d(22), "cherry", 3.0)], today=d(22))
R(S, "Would you be so kind as to tell me how many kilograms of grapes we have left? A customer was asking.",
  "question, nothing to record")
L(S, "Mr Kenneth Smith bought two kilograms of grapes.", [sale(T, "Ken Smith", ("grape", 2))])
L(S, "I have the honour to report that Mrs Brown returned her oranges from this morning in their entirety, as she "
     "had bought the wrong kind.", [ret(T, "Ann Brown", T)])
L(S, "This morning, twenty kilograms of bananas arrived from ABC. The invoice comes to fourteen dollars in total.",
  [buy(T, "ABC", ("banana", 20, 0.7, None))])
R(S, "I am writing on behalf of Mr Lee, who says he bought three kilograms of oranges on the 2nd of March.",
  "future date (March)")
L(S, "I should like to record that Miss Berg bought one kilogram of pears and one kilogram of oranges.",
  [sale(T, "Eva Berg", ("pear", 1), ("orange", 1))])
L(S, "Please note that I have taken the liberty of counting the pears at the close of business yesterday; there were "
     "twenty-four kilograms.", [adj(Y, "pear", -2, "stock count")])
R(S, "A young man, I think he said his name was Daniel, bought a kilogram of bananas. He is new.",
  "new customer without a surname")
L(S, "With apologies for the delay: on the 20th, Mrs Novak bought two kilograms of apples.",
  [sale(d(20), "Ida Novak", ("apple", 2))])
L(S, "I have taken the liberty of telephoning Green Valley Farms about the late strawberries; they promise them for "
     "the morning. Nothing more to add.", [NOTE])
R(S, "Mr Garcia returned his purchase of Wednesday.", "return: Luis Garcia had no sale on 28 Feb")
L(S, "Might I record that Mr Omar Haddad bought half a kilogram of grapes and a quarter of a kilogram of cherries?",
  [sale(T, "Omar Haddad", ("grape", 0.5), ("cherry", 0.25))])
L(S, "Two kilograms of cherries appear to have been taken from the outside display while I was serving. I have "
     "recorded them as stolen, I'm afraid.", [adj(T, "cherry", -2, "stolen")])
R(S, "I wonder if the programme could be made to show larger writing? My eyes are not what they were.",
  "request to change the app")
L(S, "I have taken the liberty of entering yesterday's delivery from Hillside Produce: ten kilograms of grapes at one "
     "dollar ninety, which are to go on the shelf at two dollars ninety-five.",
  [buy(Y, "Hillside Produce", ("grape", 10, 1.9, 2.95))])
L(S, "Mrs Chen came in twice today. The first time she bought one kilogram of mango, and later on she came back for "
     "two kilograms of bananas.",
  [sale(d(20), "Mei Chen", ("mango", 1)), sale(d(20), "Mei Chen", ("banana", 2))], today=d(20))
R(S, "Mrs Chen bought two kilograms of strawberries, which I let her have for six dollars as they were the last of "
     "the batch.", "stated total disagrees (2 kg strawberries is 7.80)")
L(S, "I hope I have done this correctly: Mr Bob Smith has returned everything he purchased on Monday.",
  [ret(T, "Bob Smith", d(26))])
L(S, "I have taken the liberty of writing off three kilograms of oranges on the 25th, which were rotten through.",
  [adj(d(25), "orange", -3, "rotten")])
R(S, "Mr Lee asked me to take back the pears he bought at the start of the month.",
  "return: Tom Lee's 1 Feb sale was already returned")
L(S, "Good evening. A lady by the name of Mrs Clara Moretti, who has just moved into the area, bought two kilograms "
     "of grapes and one kilogram of apples. Her e-mail address is clara.moretti@inbox.example.",
  [sale(T, "Clara Moretti", ("grape", 2), ("apple", 1), email="clara.moretti@inbox.example")])
R(S, "I am pleased to say the shop was busy today. Thank you for letting me help.", "chit-chat, nothing to record")
L(S, "For your information, I have put the spare till roll in the drawer beneath the scales.", [NOTE])
L(S, "Mr Patel bought a kilogram and a half of mango, and Mrs Brown bought two kilograms of pears. I trust this is in "
     "order.", [sale(T, "Raj Patel", ("mango", 1.5)), sale(T, "Ann Brown", ("pear", 2))])
R(S, "Mr Haddad bought thirty-two kilograms of strawberries for a wedding, and a further two kilograms of apples.",
  "sale beyond stock (30 kg of strawberries)")
L(S, "I have taken the liberty of increasing the price of apples to one dollar eighty with effect from the 27th.",
  [price(d(27), "apple", 1.8)])
R(S, "Mrs Brown bought two kilograms of oranges, and I'm not sure whether it was today or yesterday; I'm so sorry.",
  "date not known")
L(S, "I trust you will not mind: I have taken the liberty of recording that Mr Lee bought two kilograms of bananas "
     "and 750 grams of cherries.", [sale(T, "Tom Lee", ("banana", 2), ("cherry", 0.75))])
L(S, "Green Valley Farms delivered thirty kilograms of oranges at eighty-five cents and ten kilograms of mangoes at one "
     "dollar fifty. The mangoes are to sell at two dollars fifty.",
  [buy(T, "Green Valley Farms", ("orange", 30, 0.85, None), ("mango", 10, 1.5, 2.5))])
L(S, "Mr Garcia bought two kilograms of pears the day before yesterday, and I have only now remembered to enter it.",
  [sale(d(27), "Luis Garcia", ("pear", 2))])
L(S, "I'm afraid a box of grapes, two kilograms in all, was dropped by the delivery man and I have written them off "
     "as damaged.", [adj(T, "grape", -2, "damaged")])
L(S, "Mrs Novak bought one pound of cherries and two pounds of grapes.",
  [sale(T, "Ida Novak", ("cherry", lb(1)), ("grape", lb(2)))])
L(S, "Mr Lee bought a kilogram of apples, and I'm pleased to say he paid the correct amount, one dollar seventy.",
  [sale(T, "Tom Lee", ("apple", 1))])
L(S, "I have taken the liberty of recording that Miss Ida Novak bought two kilograms of strawberries on the 26th and "
     "paid seven dollars eighty.", [sale(d(26), "Ida Novak", ("strawberry", 2))])
L(S, "Good morning. Mr Smith—Ken, I mean—bought a kilogram of apples and a kilogram of pears, for which he paid 3.14.",
  [sale(T, "Ken Smith", ("apple", 1), ("pear", 1))])
L(S, "I have taken the liberty of lowering the price of pears to one dollar thirty, as they look a little tired.",
  [price(T, "pear", 1.3)])

# ---------------------------------------------------------------- busy_saturday
S = "busy_saturday"
SAT = d(24)
L(S, "mad morning!! Tom 2kg bananas, Ann 1.5 kg grapes, 3kg apples for Luis",
  [sale(SAT, "Tom Lee", ("banana", 2)), sale(SAT, "Ann Brown", ("grape", 1.5)), sale(SAT, "Luis Garcia", ("apple", 3))],
  today=SAT)
L(S, "Zoe - strawbs 2kg\nOmar - 4kg oranges\nEva - cherries 1kg",
  [sale(SAT, "Zoe Davis", ("strawberry", 2)), sale(SAT, "Omar Haddad", ("orange", 4)),
   sale(SAT, "Eva Berg", ("cherry", 1))], today=SAT)
R(S, "Curly took 2kg of grapes, Ida took 1kg pears", "unknown customer (nickname 'Curly')", today=SAT)
L(S, "Ann brought back the mangoes from yesterday, then bought 2kg of cherries instead",
  [ret(SAT, "Ann Brown", d(23)), sale(SAT, "Ann Brown", ("cherry", 2))], today=SAT)
L(S, "kenny 3kg mango, bobby 2kg apples, sue 1kg grapes",
  [sale(SAT, "Ken Smith", ("mango", 3)), sale(SAT, "Bob Smith", ("apple", 2)), sale(SAT, "Sue Davis", ("grape", 1))],
  today=SAT)
L(S, "Mei 2 kg strawberries $7.80, Raj 2kg cherries $6.40, Ida 1 kg oranges $1.54",
  [sale(SAT, "Mei Chen", ("strawberry", 2)), sale(SAT, "Raj Patel", ("cherry", 2)), sale(SAT, "Ida Novak", ("orange", 1))],
  today=SAT)
R(S, "Mei brought back her stuff from this morning", "return: Mei Chen had two sales on 24 Feb", today=SAT)
L(S, "5kg oranges Luis, 2.5kg bananas Zoe, Tom 1kg cherries + 1kg grapes",
  [sale(SAT, "Luis Garcia", ("orange", 5)), sale(SAT, "Zoe Davis", ("banana", 2.5)),
   sale(SAT, "Tom Lee", ("cherry", 1), ("grape", 1))], today=SAT)
R(S, "Omar 3kg mango, Bob 2kg cherries for a fiver, Sue 1kg grapes",
  "stated total disagrees (2 kg cherries is 6.40)", today=SAT)
L(S, "Omar brought back the pears from wednesday. then Raj 2kg pears",
  [ret(SAT, "Omar Haddad", d(21)), sale(SAT, "Raj Patel", ("pear", 2))], today=SAT)
L(S, "Tom — cherries from yesterday back, all 5kg, they'd split. Eva 2kg apples",
  [ret(SAT, "Tom Lee", d(23)), sale(SAT, "Eva Berg", ("apple", 2))], today=SAT)
R(S, "Ida 3kg oranges, Zoe 25kg cherries for the school fair",
  "sale beyond stock (20.5 kg of cherries on 24 Feb)", today=SAT)
L(S, "queue out the door. Luis 1kg mango 1kg grapes, Mei 2kg oranges, Ken half a kilo of strawbs, Sue 2kg bananas",
  [sale(SAT, "Luis Garcia", ("mango", 1), ("grape", 1)), sale(SAT, "Mei Chen", ("orange", 2)),
   sale(SAT, "Ken Smith", ("strawberry", 0.5)), sale(SAT, "Sue Davis", ("banana", 2))], today=SAT)
R(S, "Tom 2kg apples, Ann 10 bananas, Bob 1kg mango", "counted pieces without a weight (10 bananas)", today=SAT)
L(S, "new lady Nadia Petrova 2kg grapes (nadia.p@webmail.example), and a kid knocked 1kg cherries off the stand",
  [sale(SAT, "Nadia Petrova", ("grape", 2), email="nadia.p@webmail.example"), adj(SAT, "cherry", -1, "damaged")],
  today=SAT)
L(S, "hillside dropped 20kg oranges @ 0.90 between customers. then Eva 3kg oranges, Omar 3kg oranges",
  [buy(SAT, "Hillside Produce", ("orange", 20, 0.9, None)), sale(SAT, "Eva Berg", ("orange", 3)),
   sale(SAT, "Omar Haddad", ("orange", 3))], today=SAT)
R(S, "Sue 2kg grapes, Ida 1kg grapes, Ms Davis 1kg apples", "ambiguous customer (Ms Davis: Zoe or Sue)", today=SAT)
L(S, "Zoe's mum came in, Beatrice Hale, 2kg apples + 1kg cherries, 555-0166",
  [sale(SAT, "Beatrice Hale", ("apple", 2), ("cherry", 1), phone="555-0166")], today=SAT)
R(S, "scrap everything I sent in the last hour, I'll redo it tonight", "cancellation", today=SAT)
L(S, "pears 2kg Ida, grapes 2kg Mei, mango 1kg Bob, apples 1kg Tom",
  [sale(SAT, "Ida Novak", ("pear", 2)), sale(SAT, "Mei Chen", ("grape", 2)), sale(SAT, "Bob Smith", ("mango", 1)),
   sale(SAT, "Tom Lee", ("apple", 1))], today=SAT)
R(S, "Raj 2 punnets strawbs + 1kg apples, Eva 2kg pears", "punnets without a weight", today=SAT)
L(S, "Luis came back w/ the oranges AND grapes from yesterday, full refund. Sold 3kg grapes to Omar after",
  [ret(SAT, "Luis Garcia", d(23)), sale(SAT, "Omar Haddad", ("grape", 3))], today=SAT)
R(S, "Omar 2kg mango, Ann 1kg cherries half price cos they're soft", "half price", today=SAT)
L(S, "Sue returned her mango from thursday, Zoe 2.5kg strawbs, Ken 1kg oranges",
  [ret(SAT, "Sue Davis", d(22)), sale(SAT, "Zoe Davis", ("strawberry", 2.5)), sale(SAT, "Ken Smith", ("orange", 1))],
  today=SAT)
L(S, "1.5kg cherries Mei, 2kg apples Ann, 750g grapes Bob. Ann paid 3.40 for hers",
  [sale(SAT, "Mei Chen", ("cherry", 1.5)), sale(SAT, "Ann Brown", ("apple", 2)), sale(SAT, "Bob Smith", ("grape", 0.75))],
  today=SAT)
L(S, "Eva 2kg oranges for 3.08, Tom 1kg mango for 2.40",
  [sale(SAT, "Eva Berg", ("orange", 2)), sale(SAT, "Tom Lee", ("mango", 1))], today=SAT)
L(S, "Ann 2kg apples, Ken 3kg grapes, Omar 1kg oranges",
  [sale(SAT, "Ann Brown", ("apple", 2)), sale(SAT, "Ken Smith", ("grape", 3)), sale(SAT, "Omar Haddad", ("orange", 1))],
  today=SAT)

SAT = d(17)
L(S, "Ida 2kg bananas, Tom 3kg oranges, Luis 2kg pears",
  [sale(SAT, "Ida Novak", ("banana", 2)), sale(SAT, "Tom Lee", ("orange", 3)), sale(SAT, "Luis Garcia", ("pear", 2))],
  today=SAT)
L(S, "Ken brought back this morning's strawbs, all 5kg, then Mei 2kg strawbs",
  [ret(SAT, "Ken Smith", SAT), sale(SAT, "Mei Chen", ("strawberry", 2))], today=SAT)
R(S, "Omar 3kg apples, Zoe 2kg cherries, strawbs 1kg for Bob on the house", "free goods", today=SAT)
L(S, "Zoe returned yesterday's strawbs (whole 2kg), Luis 4kg mango, Eva 1kg apples $1.70",
  [ret(SAT, "Zoe Davis", d(16)), sale(SAT, "Luis Garcia", ("mango", 4)), sale(SAT, "Eva Berg", ("apple", 1))],
  today=SAT)
L(S, "Tom 2kg grapes $5.60, Ann 1kg cherries $3.20, Raj 3kg mango $7.20",
  [sale(SAT, "Tom Lee", ("grape", 2)), sale(SAT, "Ann Brown", ("cherry", 1)), sale(SAT, "Raj Patel", ("mango", 3))],
  today=SAT)
L(S, "Bob brought back his cherries from this morning and Mei hers too",
  [ret(SAT, "Bob Smith", SAT), ret(SAT, "Mei Chen", SAT)], today=SAT)
R(S, "Ida brought back the bananas she got on the 9th", "return: Ida Novak had two sales on 9 Feb", today=SAT)
L(S, "Luis 1kg grapes, 2kg bananas Sue",
  [sale(SAT, "Luis Garcia", ("grape", 1)), sale(SAT, "Sue Davis", ("banana", 2))], today=SAT)

L(S, "Omar 2kg cherries, Raj 1kg grapes, Mei 2kg pears, Ida 1 kg bananas",
  [sale(T, "Omar Haddad", ("cherry", 2)), sale(T, "Raj Patel", ("grape", 1)), sale(T, "Mei Chen", ("pear", 2)),
   sale(T, "Ida Novak", ("banana", 1))])
R(S, "3kg oranges for Eva, Ken 2kg apples, and 'Sunshine' (the postman) 1kg bananas",
  "unknown customer (nickname 'Sunshine')")
L(S, "Zoe brought back her mango from this morning and took 2kg strawbs instead, Tom 1kg cherries",
  [ret(T, "Zoe Davis", T), sale(T, "Zoe Davis", ("strawberry", 2)), sale(T, "Tom Lee", ("cherry", 1))])
L(S, "Bob 1kg apples, Bob again later 2kg grapes, Luis 2kg oranges",
  [sale(T, "Bob Smith", ("apple", 1)), sale(T, "Bob Smith", ("grape", 2)), sale(T, "Luis Garcia", ("orange", 2))])
R(S, "Ann 2kg pears, Raj 20kg pears for his brother's shop", "sale beyond stock (22 kg of pears asked, 21 kg in stock)")
L(S, "Ann 2kg cherries $6.40, Ida 1kg mango $2.40, Tom 2kg oranges $3.08",
  [sale(T, "Ann Brown", ("cherry", 2)), sale(T, "Ida Novak", ("mango", 1)), sale(T, "Tom Lee", ("orange", 2))])
R(S, "Raj 2kg mango $4.00, Mei 1kg grapes $2.80", "stated total disagrees (2 kg mango is 4.80)")
L(S, "new guy Dmitri Volkov 3kg apples 718-555-0147, oh and 500g strawbs went to tasters",
  [sale(T, "Dmitri Volkov", ("apple", 3), phone="718-555-0147"), adj(T, "strawberry", -0.5, "samples")])
R(S, "Dmitri 3kg apples, Eva 2kg bananas", "new customer without a surname")
L(S, "Tommy 2kg grapes, Kenny 1kg pears, Zoe 1kg cherries",
  [sale(T, "Tom Lee", ("grape", 2)), sale(T, "Ken Smith", ("pear", 1)), sale(T, "Zoe Davis", ("cherry", 1))])
L(S, "Ida brought back yesterday's pears (all of it), Bob 1kg apples, Omar 1.5kg mango",
  [ret(T, "Ida Novak", Y), sale(T, "Bob Smith", ("apple", 1)), sale(T, "Omar Haddad", ("mango", 1.5))])
R(S, "Mei 2kg apples, Luis 1kg cherries, and tomorrow Omar wants 5kg mango put through now",
  "future date (tomorrow)")
L(S, "half a kilo grapes Luis, kilo and a half cherries Ann, two kilos bananas Sue",
  [sale(T, "Luis Garcia", ("grape", 0.5)), sale(T, "Ann Brown", ("cherry", 1.5)), sale(T, "Sue Davis", ("banana", 2))])
L(S, "Raj 4lb apples, Eva 2lb strawbs, Tom 1kg grapes",
  [sale(T, "Raj Patel", ("apple", lb(4))), sale(T, "Eva Berg", ("strawberry", lb(2))), sale(T, "Tom Lee", ("grape", 1))])
R(S, "what's Omar's usual order? he's here now and can't remember", "question, nothing to record")
L(S, "Omar 1kg strawbs, Ken 2kg mango, Sue 1kg oranges, Ann 1kg apples, Tom 500g cherries",
  [sale(T, "Omar Haddad", ("strawberry", 1)), sale(T, "Ken Smith", ("mango", 2)), sale(T, "Sue Davis", ("orange", 1)),
   sale(T, "Ann Brown", ("apple", 1)), sale(T, "Tom Lee", ("cherry", 0.5))])
R(S, "Bob brought back the mango he had on the 26th and the apples from yesterday",
  "partial return (Bob's 28 Feb sale also had strawberries)")
L(S, "Bob brought back the mango from Monday, Luis 3kg bananas",
  [ret(T, "Bob Smith", d(26)), sale(T, "Luis Garcia", ("banana", 3))])
R(S, "Mei 2kg strawbs, Raj some grapes, Ida 1kg apples", "quantity not stated (Raj's grapes)")
L(S, "Mei, Raj and Ida 2kg strawbs each",
  [sale(T, "Mei Chen", ("strawberry", 2)), sale(T, "Raj Patel", ("strawberry", 2)),
   sale(T, "Ida Novak", ("strawberry", 2))])
R(S, "Eva 2kg cherries, Luis 2kg pears, Mrs D 1kg mango", "ambiguous customer (Mrs D)")
L(S, "Luis 4kg apples 2kg grapes, Mei 1kg mango",
  [sale(T, "Luis Garcia", ("apple", 4), ("grape", 2)), sale(T, "Mei Chen", ("mango", 1))])
L(S, "tills were mental. Ann 1kg oranges, Zoe 1kg oranges, Eva 1kg oranges, Ida 2kg apples",
  [sale(T, "Ann Brown", ("orange", 1)), sale(T, "Zoe Davis", ("orange", 1)), sale(T, "Eva Berg", ("orange", 1)),
   sale(T, "Ida Novak", ("apple", 2))])
R(S, "Ken 2kg grapes, Zoe 3 boxes of strawbs for the café", "boxes without a weight")
L(S, "Ann brought back this morning's oranges, Raj had 2kg of them after",
  [ret(T, "Ann Brown", T), sale(T, "Raj Patel", ("orange", 2))])
R(S, "sorry can't type now, will send the sales later", "chit-chat, nothing to record")
L(S, "Omar 2.5kg cherries (8.00), Mei 1kg grapes (2.80)",
  [sale(T, "Omar Haddad", ("cherry", 2.5)), sale(T, "Mei Chen", ("grape", 1))])
R(S, "Raj 2kg apples, Ida 1kg mango — Ida's was on the 30th actually", "impossible date (30 February)")
L(S, "Kenny brought back this morning's lot (mango + pears), Ida 3kg pears, Tom 2kg mango",
  [ret(T, "Ken Smith", T), sale(T, "Ida Novak", ("pear", 3)), sale(T, "Tom Lee", ("mango", 2))])
L(S, "Sue 2kg grapes, Zoe 1kg grapes, then Sue came back for 1kg cherries",
  [sale(T, "Sue Davis", ("grape", 2)), sale(T, "Zoe Davis", ("grape", 1)), sale(T, "Sue Davis", ("cherry", 1))])

if __name__ == "__main__":
    with open(HERE / "records.jsonl", "w") as f:
        for line in LINES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(f"wrote {len(LINES)} lines")
